"""The spool notice format: parsing, who called, which logs, listing and setting aside."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from skillsleep.daemon.spool import (
    NoticeError,
    clean_stale_temporaries,
    list_notices,
    parse_notice,
    read_notice,
    set_aside,
)

from conftest import FIXTURES


def notice(payload: bytes | str, harness: str = "claude-code", event: str = "SessionEnd",
           **extra: str) -> bytes:
    lines = ["skillopt-sleep-notice: 1", f"harness: {harness}", f"event: {event}",
             "time: 2026-11-30T07:20:00Z", "cwd: /work/project"]
    lines += [f"{k.replace('_', '-')}: {v}" for k, v in extra.items()]
    body = payload.encode() if isinstance(payload, str) else payload
    return ("\n".join(lines) + "\n\n").encode() + body


CLAUDE_END = {
    "session_id": "399366ae-4ecb-4e13-9972-e423b4a03df6",
    "transcript_path": "/Users/testuser/.claude/projects/-Users-testuser-workspace-demo-project/"
                       "399366ae-4ecb-4e13-9972-e423b4a03df6.jsonl",
    "cwd": "/Users/testuser/workspace/demo-project",
    "hook_event_name": "SessionEnd",
    "reason": "prompt_input_exit",
}


def test_a_claude_code_notice_parses_with_its_transcript() -> None:
    raw = json.dumps(CLAUDE_END).encode()
    n = parse_notice(notice(raw))
    assert (n.harness, n.hook, n.caller, n.event) == ("claude-code", "claude-code",
                                                      "claude-code", "SessionEnd")
    assert n.time == datetime(2026, 11, 30, 7, 20, tzinfo=UTC)
    assert n.cwd == Path("/work/project")
    assert n.payload_bytes == raw
    assert n.payload == CLAUDE_END
    assert n.transcript_paths == [Path(CLAUDE_END["transcript_path"])]
    assert n.session_id == CLAUDE_END["session_id"]


def test_payload_bytes_stay_unchanged_and_a_bom_is_stripped_only_for_json() -> None:
    raw = b"\xef\xbb\xbf" + json.dumps(CLAUDE_END).encode() + b"\r\n"
    n = parse_notice(notice(raw))
    assert n.payload_bytes == raw
    assert n.payload == CLAUDE_END


def test_a_utf16_payload_from_windows_is_read() -> None:
    raw = json.dumps(CLAUDE_END).encode("utf-16")
    assert parse_notice(notice(raw)).payload == CLAUDE_END


@pytest.mark.parametrize("payload", [b"", b"not json at all", b"{\"truncated\": ", b"[1, 2]",
                                     b"\xff\xfe\x00garbage\x00", b"\x00\x01\x02"])
def test_garbage_or_empty_payloads_still_make_a_valid_notice(payload: bytes) -> None:
    n = parse_notice(notice(payload))
    assert n.payload is None
    assert n.payload_bytes == payload
    assert n.transcript_paths == []
    assert n.harness == "claude-code"


@pytest.mark.parametrize(("data", "reason"), [
    (b"", "empty"),
    (b"skillopt-sleep-notice: 1\nharness: claude-code\nevent: SessionEnd\n", "no empty line"),
    (b"hello: 1\nharness: claude-code\nevent: x\n\n{}", "version"),
    (b"skillopt-sleep-notice: 2\nharness: claude-code\nevent: x\n\n{}", "version"),
    (b"skillopt-sleep-notice: 1\nharness: gemini\nevent: x\n\n{}", "unknown harness"),
    (b"skillopt-sleep-notice: 1\nharness: codex\n\n{}", "no event"),
    (b"skillopt-sleep-notice: 1\nharness codex\nevent: x\n\n{}", "line 2"),
    (b"x" * 70000, "no empty line"),
])
def test_a_corrupt_notice_raises_with_a_reason(data: bytes, reason: str) -> None:
    with pytest.raises(NoticeError) as info:
        parse_notice(data)
    assert reason in info.value.reason


def test_vscode_running_claude_settings_is_recognised_as_copilot() -> None:
    # VS Code agent hooks read ~/.claude/settings.json and send camelCase names.
    payload = {"timestamp": "2026-11-30T07:20:00.000Z", "cwd": "/w", "sessionId": "s-1",
               "hookEventName": "Stop", "transcript_path": "/vs/chatSessions/s-1.jsonl",
               "stop_hook_active": False}
    n = parse_notice(notice(json.dumps(payload), harness="copilot", event="Stop"))
    assert (n.harness, n.caller) == ("copilot", "vscode")
    assert n.transcript_paths == [Path("/vs/chatSessions/s-1.jsonl")]


def test_claude_code_running_the_vscode_stop_hook_is_recognised_as_claude_code() -> None:
    payload = dict(CLAUDE_END, hook_event_name="Stop")
    n = parse_notice(notice(json.dumps(payload), harness="copilot", event="Stop"))
    assert (n.harness, n.hook) == ("claude-code", "copilot")


def test_devin_reading_claude_settings_is_named_by_its_environment(tmp_path: Path) -> None:
    transcripts = tmp_path / "data" / "devin" / "cli" / "transcripts"
    transcripts.mkdir(parents=True)
    (transcripts / "snowy-efraasia.json").write_text((FIXTURES / "devin" / "devin_sample.json")
                                                     .read_text())
    payload = {"hook_event_name": "SessionEnd", "reason": "session_complete",
               "session_id": "snowy-efraasia", "prompt_id": "p1"}
    n = parse_notice(notice(json.dumps(payload), caller="devin",
                            devin_project_dir="/home/u/src/app",
                            xdg_data_home=str(tmp_path / "data")))
    assert (n.harness, n.hook, n.caller) == ("devin", "claude-code", "devin")
    assert n.project_dir == Path("/home/u/src/app")
    assert n.transcript_paths == [transcripts / "snowy-efraasia.json"]


def test_a_derived_transcript_that_does_not_exist_is_not_listed(tmp_path: Path) -> None:
    payload = {"hook_event_name": "SessionEnd", "session_id": "gone-session"}
    n = parse_notice(notice(json.dumps(payload), harness="devin",
                            xdg_data_home=str(tmp_path)))
    assert n.transcript_paths == []


def test_copilot_cli_session_end_finds_its_events_file(tmp_path: Path) -> None:
    # The real sessionEnd input recorded in the fixture's hook.start event.
    payload = {"sessionId": "66957610-db49-4dea-972d-c079e1898044", "timestamp": 1778979975127,
               "cwd": "/Users/testuser", "reason": "complete"}
    events = tmp_path / "session-state" / payload["sessionId"] / "events.jsonl"
    events.parent.mkdir(parents=True)
    events.write_bytes((FIXTURES / "copilot-cli" / "session-state" / "session-medium"
                        / "events.jsonl").read_bytes())
    n = parse_notice(notice(json.dumps(payload), harness="copilot", event="sessionEnd",
                            copilot_home=str(tmp_path)))
    assert (n.harness, n.caller) == ("copilot", "copilot-cli")
    assert n.transcript_paths == [events]


def test_copilot_cli_agent_stop_names_its_transcript() -> None:
    payload = {"timestamp": 1778979975075, "cwd": "/Users/testuser",
               "sessionId": "66957610-db49-4dea-972d-c079e1898044",
               "transcriptPath": "/Users/testuser/.copilot/session-state/"
                                 "66957610-db49-4dea-972d-c079e1898044/events.jsonl",
               "stopReason": "end_turn"}
    n = parse_notice(notice(json.dumps(payload), harness="copilot", event="agentStop"))
    assert n.transcript_paths == [Path(payload["transcriptPath"])]


def test_codex_notify_finds_the_rollout_by_thread_id(tmp_path: Path) -> None:
    thread = "019a6b2c-3d4e-7f00-8a1b-2c3d4e5f6a7b"  # UUIDv7: its first 48 bits are epoch ms
    created = datetime.fromtimestamp(int(thread.replace("-", "")[:12], 16) / 1000, tz=UTC)
    day = tmp_path / "sessions" / f"{created:%Y}" / f"{created:%m}" / f"{created:%d}"
    day.mkdir(parents=True)
    rollout = day / f"rollout-{created:%Y-%m-%dT%H-%M-%S}-{thread}.jsonl"
    rollout.write_bytes((FIXTURES / "codex" / "sample_codex_session.jsonl").read_bytes())
    (day / "rollout-2025-01-01T00-00-00-other.jsonl").write_text("{}\n")
    payload = {"type": "agent-turn-complete", "thread-id": thread, "turn-id": "t1",
               "cwd": "/w", "client": "codex-tui", "input-messages": ["fix the tests"],
               "last-assistant-message": "Done."}
    n = parse_notice(notice(json.dumps(payload), harness="codex", event="notify",
                            codex_home=str(tmp_path)))
    assert (n.harness, n.caller) == ("codex", "codex-notify")
    assert n.transcript_paths == [rollout]


def test_codex_stop_hook_and_cursor_payloads() -> None:
    stop = {"cwd": "/w", "hook_event_name": "Stop", "last_assistant_message": "ok",
            "model": "gpt-5", "permission_mode": "default", "session_id": "019a",
            "stop_hook_active": False, "transcript_path": "/h/.codex/sessions/r.jsonl",
            "turn_id": "t"}
    n = parse_notice(notice(json.dumps(stop), harness="codex", event="Stop"))
    assert (n.harness, n.caller) == ("codex", "codex-hooks")
    assert n.transcript_paths == [Path("/h/.codex/sessions/r.jsonl")]
    cursor = {"conversation_id": "c1", "generation_id": "g1", "model": "claude-4",
              "hook_event_name": "sessionEnd", "cursor_version": "3.2.1",
              "workspace_roots": ["/home/u/app"], "user_email": None, "transcript_path": None,
              "session_id": "c1", "reason": "user_close", "duration_ms": 1000,
              "is_background_agent": False, "final_status": "completed"}
    n = parse_notice(notice(json.dumps(cursor), harness="cursor", event="sessionEnd"))
    assert (n.harness, n.transcript_paths, n.project_dir) == ("cursor", [], Path("/home/u/app"))


def _spool_file(spool: Path, name: str, data: bytes, mtime: float | None = None) -> Path:
    path = spool / name
    path.write_bytes(data)
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def test_list_notices_returns_complete_notices_oldest_first(tmp_path: Path) -> None:
    spool = tmp_path / "spool"
    (spool / "rejected").mkdir(parents=True)
    data = notice("{}")
    newer = _spool_file(spool, "1796023700-20-5.notice", data)
    older = _spool_file(spool, "1796023600-99-1.notice", data)
    same_second = _spool_file(spool, "1796023600-100-2.notice", data)
    _spool_file(spool, ".1796023500-1-1.tmp", data)
    _spool_file(spool, "1796023500-1-1.notice.partial", data)
    _spool_file(spool / "rejected", "1796023400-1-1.notice", data)
    # By the name's epoch seconds; within one second, by name.
    assert list_notices(spool) == [same_second, older, newer]
    assert list_notices(tmp_path / "missing") == []


def test_set_aside_moves_the_notice_and_says_why(tmp_path: Path) -> None:
    spool = tmp_path / "spool"
    spool.mkdir()
    bad = _spool_file(spool, "1796023600-1-1.notice", b"garbage")
    with pytest.raises(NoticeError) as info:
        read_notice(bad)
    moved = set_aside(bad, info.value.reason)
    assert not bad.exists() and moved.read_bytes() == b"garbage"
    reason = (spool / "rejected" / "1796023600-1-1.reason").read_text()
    assert "no empty line" in reason
    assert list_notices(spool) == []


def test_stale_temporaries_are_cleaned_but_fresh_ones_kept(tmp_path: Path) -> None:
    spool = tmp_path / "spool"
    spool.mkdir()
    old = _spool_file(spool, ".1-1-1.tmp", b"x", mtime=time.time() - 7200)
    fresh = _spool_file(spool, ".2-2-2.tmp", b"x")
    assert clean_stale_temporaries(spool) == 1
    assert not old.exists() and fresh.exists()
