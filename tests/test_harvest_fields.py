"""A Claude Code message line decoded for the fields the reader uses holds what the whole parse
holds in them; any other shape is handed back to be parsed whole."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skillsleep.harnesses.claude_code.fields import message_record
from skillsleep.harvest import run_harvest
from skillsleep.logs.jsonl import loads
from skillsleep.sessions import iter_sessions

from conftest import FIXTURES
from helpers.harvest import fresh_context, slug

REAL_HISTORY = FIXTURES.parents[1] / "realdata" / "entireio-dev" / "claude-home"


def _block(b: dict[str, Any]) -> dict[str, Any]:
    """What the reader reads of a content block."""
    out = {k: b.get(k) for k in ("type", "text", "id", "name", "tool_use_id", "is_error")}
    if b.get("is_error"):
        out["content"] = b.get("content")
    if b.get("name") == "Bash":
        out["input"] = b.get("input")
    return out


def _used(rec: dict[str, Any]) -> dict[str, Any]:
    """What the reader reads of a user or assistant record."""
    out = {k: rec.get(k) for k in ("type", "cwd", "sessionId", "timestamp", "uuid",
                                    "parentUuid", "gitBranch", "isSidechain", "isMeta",
                                    "isCompactSummary")}
    msg = rec["message"]
    content = msg.get("content")
    out["message"] = {"model": msg.get("model"),
                      "content": [_block(b) for b in content] if isinstance(content, list)
                      else content}
    used = rec.get("toolUseResult")
    out["toolUseResult"] = ({"returnCodeInterpretation": used.get("returnCodeInterpretation")}
                            if isinstance(used, dict) else used)
    return out


def _message_lines(folder: Path) -> list[tuple[bytes, dict[str, Any]]]:
    lines = []
    for path in sorted(folder.rglob("*.jsonl")):
        for line in path.read_bytes().splitlines():
            try:
                rec = loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict) and rec.get("type") in ("user", "assistant"):
                lines.append((line, rec))
    return lines


@pytest.mark.parametrize("folder", [FIXTURES / "claude-code", REAL_HISTORY / ".claude"],
                         ids=["fixtures", "real-history"])
def test_decoded_fields_equal_the_whole_parse_on_real_logs(folder: Path) -> None:
    lines = _message_lines(folder)
    assert len(lines) > 100
    decoded = 0
    for line, whole in lines:
        rec = message_record(line, whole["type"])
        if rec is None:
            continue
        decoded += 1
        assert _used(rec) == _used(whole)
    # The decoder takes the shape real records have: nearly every line.
    assert decoded >= 0.95 * len(lines)


def _line(**fields: Any) -> bytes:
    base: dict[str, Any] = {"type": "user", "sessionId": "s1", "cwd": "/p", "uuid": "u1",
                            "timestamp": "2026-01-01T10:00:00.000Z",
                            "message": {"role": "user", "content": "fix the build"}}
    return json.dumps({**base, **fields}, separators=(",", ":")).encode()


def test_a_plain_request_is_decoded() -> None:
    rec = message_record(_line(), "user")
    assert rec is not None
    assert rec["message"]["content"] == "fix the build"
    assert rec["cwd"] == "/p" and rec["uuid"] == "u1"


@pytest.mark.parametrize("line", [
    _line() + _line(),                                              # two records on one line
    _line(cwd=42),                                                  # a field of another type
    _line(uuid=12345678901234567890123),                            # an id beyond 64 bits
    _line(message={"content": ["a string where a block goes"]}),
    _line(message={"content": [{"type": "tool_result", "is_error": "yes"}]}),
    _line(message="not an object"),
    _line(toolUseResult=[1, 2]),
    _line(isSidechain="false"),
    _line(message={"content": "a lone surrogate \ud800 here"}),
    _line(type="assistant"),                                        # not the type asked for
    _line().replace(b'"fix the build"', b'"fix \xff the build"'),   # not UTF-8, in a kept text
    _line()[:-1],                                                   # cut short
    _line().replace(b'"s1"', b'NaN'),
    b"[1, 2]",
    b"",
])
def test_any_other_shape_is_left_to_the_whole_parse(line: bytes) -> None:
    assert message_record(line, "user") is None


def test_a_failed_tool_keeps_its_error_and_a_bash_call_its_command() -> None:
    line = json.dumps({
        "type": "assistant", "sessionId": "s1", "uuid": "a1",
        "message": {"model": "claude-x", "content": [
            {"type": "thinking", "thinking": "long thoughts", "signature": "x" * 50},
            {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "make test"}},
            {"type": "tool_use", "id": "t2", "name": "Write",
             "input": {"file_path": "/p/a.py", "content": "print(1)\n" * 100}}]}}).encode()
    rec = message_record(line, "assistant")
    assert rec is not None
    blocks = rec["message"]["content"]
    assert blocks[1]["input"] == {"command": "make test"}
    assert "input" not in blocks[2] and "thinking" not in blocks[0]
    result = json.dumps({
        "type": "user", "sessionId": "s1", "uuid": "u2",
        "message": {"content": [{"type": "tool_result", "tool_use_id": "t1", "is_error": True,
                                 "content": "Exit code 2\nmake: *** [test] Error 2"}]},
        "toolUseResult": "Error: Exit code 2"}).encode()
    rec = message_record(result, "user")
    assert rec is not None
    assert rec["message"]["content"][0]["content"].startswith("Exit code 2")
    assert rec["toolUseResult"] == "Error: Exit code 2"


def test_a_failed_tool_whose_output_does_not_decode_is_parsed_whole() -> None:
    line = (b'{"type":"user","sessionId":"s1","message":{"content":[{"type":"tool_result",'
            b'"tool_use_id":"t1","is_error":true,"content":"bad \xff bytes"}]}}')
    assert message_record(line, "user") is None


def test_tool_output_that_is_not_utf8_no_longer_costs_the_turn(isolated_home: Path) -> None:
    cwd = "/home/dev/proj"
    log = isolated_home / ".claude" / "projects" / slug(cwd) / "s-bytes.jsonl"
    log.parent.mkdir(parents=True)
    head = {"sessionId": "s-bytes", "cwd": cwd, "isSidechain": False}

    def compact(rec: dict[str, Any]) -> bytes:  # as Claude Code writes its lines
        return json.dumps(rec, separators=(",", ":")).encode()

    lines = [
        compact({**head, "type": "user", "uuid": "u1", "timestamp": "2026-01-01T10:00:00Z",
                 "message": {"role": "user", "content": "run the tests please"}}),
        compact({**head, "type": "assistant", "uuid": "a1",
                 "timestamp": "2026-01-01T10:00:05Z",
                 "message": {"model": "claude-x", "content": [
                     {"type": "tool_use", "id": "t1", "name": "Bash",
                      "input": {"command": "pytest -q"}}]}}),
        # A tool's output with a byte that is no UTF-8 (a binary file printed), in a value no
        # reader uses: the result still says how the command ended.
        compact({**head, "type": "user", "uuid": "u2", "timestamp": "2026-01-01T10:00:09Z",
                 "message": {"role": "user", "content": [
                     {"type": "tool_result", "tool_use_id": "t1", "content": "OUTPUT"}]},
                 "toolUseResult": {"stdout": "OUTPUT", "returnCodeInterpretation":
                                   "No matches found"}}).replace(b"OUTPUT", b"caf\xe9 \x89PNG"),
    ]
    log.write_bytes(b"\n".join(lines) + b"\n")
    ctx = fresh_context()
    report = run_harvest(ctx)
    (session,) = list(iter_sessions(ctx.store))
    assert [t.text for t in session.requests] == ["run the tests please"]
    (call,) = session.tool_calls
    assert (call.command, call.exit_code, call.ok) == ("pytest -q", 1, True)
    assert not report.harnesses["claude-code"].skipped
