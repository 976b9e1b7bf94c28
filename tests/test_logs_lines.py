"""The line reader: every complete line with its byte offset, whatever the chunk boundaries,
blank lines, a line longer than the limit or a last line without a newline."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.logs import jsonl
from skillsleep.logs.jsonl import LineReader

# A real record's line, as Claude Code writes one.
REAL = (Path(__file__).parents[1] / ".." / "shared" / "fixtures").resolve()


def _read(path: Path, start: int = 0, max_line: int = jsonl.MAX_LINE
          ) -> tuple[list[tuple[int, bytes]], list[tuple[str, int]], int]:
    skipped: list[tuple[str, int]] = []
    with open(path, "rb") as fh:
        reader = LineReader(fh, start, path.stat().st_size,
                            lambda why, at: skipped.append((why, at)), max_line)
        lines = list(reader)
    return lines, skipped, reader.consumed


def _expected(data: bytes, start: int = 0) -> list[tuple[int, bytes]]:
    """The non-blank lines of `data` from `start`, found the plain way (a last line without a
    newline is one when it is a whole JSON object)."""
    out, pos = [], start
    pieces = data[start:].split(b"\n")
    last = pieces.pop()
    for line in pieces:
        if line.strip():
            out.append((pos, line))
        pos += len(line) + 1
    if jsonl._is_complete_object(last):
        out.append((pos, last))
    return out


BLANKS = (b'{"a":1}\n\n  \n{"b":2}\r\n\t\n' + b'{"c":"' + b"x" * 700 + b'"}\n' * 3
          + b"\n\n" + b'{"d":4}\n')


@pytest.mark.parametrize("chunk", [1, 7, 64, 701, 1 << 20])
def test_every_line_and_its_offset_whatever_the_chunk(tmp_path: Path, chunk: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonl, "CHUNK", chunk)
    path = tmp_path / "log.jsonl"
    path.write_bytes(BLANKS)
    lines, skipped, consumed = _read(path)
    assert lines == _expected(BLANKS)
    assert skipped == [] and consumed == len(BLANKS)
    # Read again from the middle of the file (a resumed harvest): the same lines after it.
    middle = BLANKS.index(b'{"b"')
    assert _read(path, middle)[0] == _expected(BLANKS, middle)


@pytest.mark.parametrize("chunk", [3, 50, 1 << 20])
def test_a_last_line_without_newline_waits_unless_complete(tmp_path: Path, chunk: int,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    monkeypatch.setattr(jsonl, "CHUNK", chunk)
    path = tmp_path / "log.jsonl"
    path.write_bytes(b'{"a":1}\n\n{"b":')
    lines, _, consumed = _read(path)
    assert lines == [(0, b'{"a":1}')] and consumed == 9
    path.write_bytes(b'{"a":1}\n\n{"b":2}')
    lines, _, consumed = _read(path)
    assert lines == [(0, b'{"a":1}'), (9, b'{"b":2}')] and consumed == 16


@pytest.mark.parametrize(("last", "complete"), [
    # What the standard library reads and a strict parser refuses is read as any line is.
    (b'{"a":NaN}', True), (b'{"a":"\\ud800"}', True),
    (b'{"n":123456789012345678901234567890}', True),
    (b'\t{"a":{"b":[1,2,{"c":"}"}]}} ', True), (b'{"a":1}{"b":2}', False), (b'{"a":}', False),
    (b'{"a":"\xff"}', False), (b'{"a":' * 5000 + b'1' + b'}' * 5000, False), (b'{"a":1', False),
    (b'["a"]', False),
])
def test_a_last_line_without_newline_is_taken_when_it_is_one_object(
        tmp_path: Path, last: bytes, complete: bool) -> None:
    path = tmp_path / "log.jsonl"
    path.write_bytes(b'{"a":1}\n' + last)
    lines, skipped, consumed = _read(path)
    assert lines == [(0, b'{"a":1}')] + ([(8, last)] if complete else [])
    assert skipped == [] and consumed == (len(last) + 8 if complete else 8)


@pytest.mark.parametrize("chunk", [4, 16, 64])
def test_a_line_over_the_limit_is_skipped_and_the_next_ones_read(
        tmp_path: Path, chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonl, "CHUNK", chunk)
    long = b'{"x":"' + b"y" * 200 + b'"}'
    data = b'{"a":1}\n' + long + b'\n\n{"b":2}\n'
    path = tmp_path / "log.jsonl"
    path.write_bytes(data)
    lines, skipped, consumed = _read(path, max_line=100)
    assert lines == [(0, b'{"a":1}'), (data.index(b'{"b"'), b'{"b":2}')]
    assert [at for _, at in skipped] == [8] and consumed == len(data)


def test_the_lines_of_a_real_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    logs = sorted(REAL.rglob("*.jsonl"))
    assert logs, f"no logs under {REAL}"
    data = logs[0].read_bytes()
    monkeypatch.setattr(jsonl, "CHUNK", 4096)
    path = tmp_path / "log.jsonl"
    path.write_bytes(data)
    assert _read(path)[0] == _expected(data)
