"""The fields of a Claude Code message record that the reader uses, decoded without the rest.

Most of a transcript's bytes are in fields no reader uses: a tool result's output (twice: in the
message and in `toolUseResult`), the model's thinking and its signature, the whole file a Write
or Edit sent. msgspec decodes a line against the structs below, which name only what the reader
reads: everything else is scanned past without being built, about twice as fast as parsing the
line whole. Two values are kept raw and decoded only when they are read: a tool result's output
(its text is kept when the tool failed) and a tool call's input (its command is kept when the
tool is Bash).

The structs take only the shape real records have (strings where strings are, a boolean where a
flag is); a line of any other shape, a line that is not exactly one JSON object, or one whose
kept values do not decode, gives None, and the caller parses that line whole as before. So a
record read here holds the same values as the whole parse would give for every field the reader
uses. One difference is on purpose: bytes that are not UTF-8 inside a value no reader uses (a
tool's output) no longer cost the record.
"""

from __future__ import annotations

from typing import Any

import msgspec

from ...logs.jsonl import loads


class _Block(msgspec.Struct):
    type: str | None = None
    text: str | None = None
    id: str | None = None
    name: str | None = None
    tool_use_id: str | None = None
    is_error: bool | None = None
    content: msgspec.Raw = msgspec.Raw()
    input: msgspec.Raw = msgspec.Raw()


class _Message(msgspec.Struct):
    model: str | None = None
    content: str | list[_Block] | None = None


class _ToolUseResult(msgspec.Struct):
    returnCodeInterpretation: str | None = None


# Named as the log names its keys.
class _Record(msgspec.Struct):
    type: str | None = None
    cwd: str | None = None
    sessionId: str | None = None
    timestamp: str | None = None
    uuid: str | None = None
    parentUuid: str | None = None
    gitBranch: str | None = None
    isSidechain: bool | None = None
    isMeta: bool | None = None
    isCompactSummary: bool | None = None
    message: _Message | None = None
    toolUseResult: _ToolUseResult | str | None = None


_DECODER = msgspec.json.Decoder(_Record)


class _Undecodable(Exception):
    """A kept raw value that does not decode: the line is parsed whole instead."""


def message_record(line: bytes, rtype: str) -> dict[str, Any] | None:
    """The record of a `user` or `assistant` line (`rtype`) as a dict of the fields the reader
    uses, or None when the line must be parsed whole."""
    try:
        rec = _DECODER.decode(line)
    except msgspec.DecodeError:  # also a ValidationError: a field of another shape
        return None
    if rec.type != rtype or rec.message is None:
        return None
    try:
        message = _message(rec.message)
    except _Undecodable:
        return None
    out: dict[str, Any] = {
        "type": rec.type, "cwd": rec.cwd, "sessionId": rec.sessionId,
        "timestamp": rec.timestamp, "uuid": rec.uuid, "parentUuid": rec.parentUuid,
        "gitBranch": rec.gitBranch, "isSidechain": rec.isSidechain, "isMeta": rec.isMeta,
        "isCompactSummary": rec.isCompactSummary, "message": message,
    }
    used = rec.toolUseResult
    if isinstance(used, _ToolUseResult):
        out["toolUseResult"] = {"returnCodeInterpretation": used.returnCodeInterpretation}
    elif used is not None:
        out["toolUseResult"] = used
    return out


def _message(msg: _Message) -> dict[str, Any]:
    content = msg.content
    if isinstance(content, list):
        content = [_block(b) for b in content]
    return {"model": msg.model, "content": content}


def _block(b: _Block) -> dict[str, Any]:
    out: dict[str, Any] = {"type": b.type, "text": b.text, "id": b.id, "name": b.name,
                           "tool_use_id": b.tool_use_id, "is_error": b.is_error}
    if b.is_error:
        out["content"] = _decoded(b.content)
    if b.name == "Bash":
        out["input"] = _decoded(b.input)
    return out


def _decoded(raw: msgspec.Raw) -> Any:
    if not raw:
        return None
    try:
        return loads(bytes(raw))
    except (ValueError, RecursionError) as exc:
        raise _Undecodable from exc
