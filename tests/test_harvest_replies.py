"""The agent's replies kept in the store: the text of each reply the person's next words may
answer (redacted), and no text of the others, in Claude Code and Codex logs written to their
documented schemas, first read and read again after the log grew."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from skillsleep.harvest import run_harvest
from skillsleep.sessions import get_session
from skillsleep.tasks.followups import Exchange

from helpers.harvest import fresh_context, slug, write_jsonl

SID, CWD = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "/home/dev/shop"
SECRET = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"  # a GitHub token's documented shape


def _rec(uuid: str, kind: str, content: Any, second: int, **extra: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"role": kind, "content": content}
    if kind == "assistant":
        message.update(id=f"m-{uuid}", model="claude-opus-4-6")
    return {"parentUuid": None, "isSidechain": False, "userType": "external", "cwd": CWD,
            "sessionId": SID, "version": "2.1.40", "gitBranch": "main", "type": kind,
            "message": message, "uuid": uuid, "timestamp": f"2026-11-30T10:00:{second:02d}.000Z",
            **extra}


def _say(uuid: str, text: str, second: int, tool: str | None = None) -> dict[str, Any]:
    content: list[dict[str, Any]] = [{"type": "text", "text": text}]
    if tool:
        content.append({"type": "tool_use", "id": tool, "name": "Bash",
                        "input": {"command": "pytest -q"}})
    return _rec(uuid, "assistant", content, second)


def _result(uuid: str, tool: str, second: int) -> dict[str, Any]:
    return _rec(uuid, "user", [{"type": "tool_result", "tool_use_id": tool, "content": "ok"}],
                second, toolUseResult={"stdout": "ok", "stderr": ""})


def _log(home: Path) -> Path:
    return home / ".claude" / "projects" / slug(CWD) / f"{SID}.jsonl"


def _replies(home: Path) -> list[tuple[str | None, str]]:
    run_harvest(fresh_context(), harnesses=["claude-code"])
    session = get_session(fresh_context().store, "claude-code", SID)
    assert session is not None
    return [(t.record, t.text) for t in session.turns if t.kind == "response"]


def test_only_the_replies_the_person_answers_keep_their_text(isolated_home: Path) -> None:
    write_jsonl(_log(isolated_home), [
        _rec("u1", "user", "the cart total is wrong for discounted items", 0),
        _say("a1", f"Let me run the tests first (token {SECRET} from your env).", 1, "t1"),
        _result("r1", "t1", 2),
        _say("a2", "Fixed the rounding in cart.py. Want me to add a test for it?", 3),
        _rec("u2", "user", "yes, add it", 4),
        _say("a3", "Added test_discounted_total.", 5),
    ])
    replies = _replies(isolated_home)
    # Every reply is a turn; the note between tool calls keeps no text (nor its secret).
    assert [record for record, _ in replies] == ["a1", "a2", "a3"]
    assert replies[0][1] == ""
    assert replies[1][1].startswith("Fixed the rounding") and "add a test" in replies[1][1]
    assert replies[2][1] == "Added test_discounted_total."  # the last: the next words may answer
    # What the person's "yes" answers is the reply it answered in the log.
    session = get_session(fresh_context().store, "claude-code", SID)
    assert session is not None
    exchange, answered = Exchange(), []
    for turn in session.turns:
        if turn.kind == "request":
            answered.append(exchange.reply)
            exchange.asked(turn.text, turn.time)
        else:
            exchange.see(turn)
    assert answered == ["", replies[1][1]]


def test_an_answered_reply_is_redacted_and_a_later_read_adds_no_copy(isolated_home: Path) -> None:
    write_jsonl(_log(isolated_home), [
        _rec("u1", "user", "why does the deploy fail?", 0),
        _say("a1", f"Your CI uses the token {SECRET}; it expired. Shall I rotate it?", 1),
    ])
    (first,) = _replies(isolated_home)
    assert SECRET not in first[1] and "Shall I rotate it?" in first[1]
    # The log grows: the reply read last is followed by another before the person speaks.
    write_jsonl(_log(isolated_home), [
        _say("a2", "Also, the staging job pins an old image.", 2, "t2"),
        _result("r2", "t2", 3),
        _say("a3", "Both are fixed now.", 4),
        _rec("u2", "user", "great, open a PR", 5),
    ], mode="a")
    again = _replies(isolated_home)
    assert [record for record, _ in again] == ["a1", "a2", "a3"]  # no second copy of a1
    assert again[0] == first and again[1][1] == "" and again[2][1] == "Both are fixed now."


def test_a_reply_with_nothing_but_blanks_is_no_turn(isolated_home: Path) -> None:
    write_jsonl(_log(isolated_home), [
        _rec("u1", "user", "rename the helper", 0),
        _say("a1", "   \n ", 1),
        _rec("bad", "assistant", "not a list of blocks", 2),  # a string body is a reply too
    ])
    replies = _replies(isolated_home)
    assert replies == [("bad", "not a list of blocks")]
