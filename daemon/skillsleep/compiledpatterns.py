"""Regular expressions compiled once per installation, not once per process: the programs that
Python's `re` compiles a module's patterns to, kept beside the bytecode like the bytecode.

The miner's modules compile about five hundred patterns as they are imported (cue lists of
hundreds of words each), and read from most of them the words they need (`cues.needs`): `re`
parses and assembles each in Python, a fifth of a second of every first harvest in which nothing
else can run, where handing the finished program to the regular expression engine takes a few
milliseconds. Inside `kept(name)`, a pattern compiled by this thread is looked up in the file
kept for `name` (by its text and flags) and, when found, its program is handed to the engine as
`re` would hand it; what is not found is compiled as usual. A value derived from a pattern's
text alone (`remembered`) is kept there too, with the size and time of the source file whose
code derives it, so a change to that code derives every value again, as a change to a module
compiles its bytecode again. When the block compiled or derived anything the file lacked, the
file is written again with what the block used (so a pattern a module no longer has goes at the
next change), in one replace: a reader sees the old file or the new one whole.

The engine gets the same program `re` makes of the same text and flags, so every pattern
matches as it would have. The file is named for the interpreter and for the version of the
engine's program format, and the engine checks every program it is handed: a file another
Python wrote is never read, and a damaged one only has its patterns compiled as usual. It is
not written where bytecode would not be (`PYTHONDONTWRITEBYTECODE`, a `pycache_prefix`), nor
where the package's folder cannot be written (then every process compiles, as before).
"""

from __future__ import annotations

import contextlib
import logging
import marshal
import os
import sys
import threading
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

log = logging.getLogger(__name__)

V = TypeVar("V")

_CODE: str | None = None  # the array type of a program's code units (None: nothing is kept)
_TAG: str | None = None  # the interpreter and the engine's program format
try:  # the interpreter's own compiler, whose steps are reused here (CPython 3.11 and later)
    import _sre
    from re import _compiler, _parser

    _ENGINE = _sre.compile
    if sys.implementation.cache_tag and array("I").itemsize == _sre.CODESIZE:
        _CODE = "I"
        # (The exact release: a fix to `re`'s compiler within a minor version keeps MAGIC.)
        _TAG = (f"{sys.implementation.cache_tag}-{sys.hexversion:x}-{_sre.MAGIC}-"
                f"{_sre.CODESIZE}")
    _DEBUG = _parser.SRE_FLAG_DEBUG
    _ = (_parser.parse, _compiler._code, _compiler.compile)
except (ImportError, AttributeError):  # another interpreter: patterns compile as usual
    _CODE = _TAG = None

FOLDER = Path(__file__).resolve().parent / "__pycache__"

# What `re`'s compiler hands the engine besides the text: the flags the pattern ends up with,
# its program (as bytes), how many groups it has, and their names both ways.
Program = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
ProgramKey = tuple[str | bytes, int]
DerivedKey = tuple[str, str, str]  # what, the pattern, the deriving source's size and time


def path(name: str) -> Path | None:
    """The file the patterns of `name` are kept in (None where none is kept)."""
    if _CODE is None or _TAG is None or sys.pycache_prefix:
        return None
    where = FOLDER / f"patterns-{name}.{_TAG}.bin"
    if not where.exists() and (sys.dont_write_bytecode or not _writable(FOLDER)):
        return None  # never to be kept: no block, whose first compile would cost more
    return where


def _writable(folder: Path) -> bool:
    return os.access(folder if folder.exists() else folder.parent, os.W_OK)


class _Block:
    """An open `kept` block: what the file holds, what the block used, what it lacked."""

    def __init__(self, where: Path) -> None:
        self.where = where
        self.thread = threading.get_ident()
        programs, derived = _read(where)
        self.programs: dict[ProgramKey, Program] = programs
        self.derived: dict[DerivedKey, Any] = derived
        self.used_programs: dict[ProgramKey, Program] = {}
        self.used_derived: dict[DerivedKey, Any] = {}
        self.missed = 0
        self.stamps: dict[str, str] = {}

    def compile(self, usually: Callable[[Any, int], Any], pattern: Any, flags: int) -> Any:
        if threading.get_ident() != self.thread or type(pattern) not in (str, bytes) \
                or type(flags) is not int or flags & _DEBUG:
            return usually(pattern, flags)
        key = (pattern, flags)
        program = self.programs.get(key)
        if program is not None:
            try:
                compiled = _engine(pattern, program)
            except Exception:  # damaged: compiled as usual, and written again
                program = None
        if program is None:
            try:
                program = _program(pattern, flags)
                compiled = _engine(pattern, program)
            except Exception:  # internals of another release: compiled as usual, not kept
                return usually(pattern, flags)
            self.missed += 1
        self.used_programs[key] = program
        return compiled

    def remembered(self, what: str, pattern: str, make: Callable[[], V], source: str) -> V:
        stamp = self.stamps.get(source)
        if stamp is None:
            try:
                st = os.stat(source)
                stamp = self.stamps[source] = f"{st.st_size}:{st.st_mtime_ns}"
            except OSError:
                return make()
        key = (what, pattern, stamp)
        if key in self.derived:
            value = self.derived[key]
        else:
            value = make()
            if value is None:  # nothing derived (a file that could not be read): tried again
                return value
            self.missed += 1
        self.used_derived[key] = value
        return value


_lock = threading.Lock()
_open: _Block | None = None


@contextlib.contextmanager
def kept(name: str) -> Iterator[None]:
    """Patterns this thread compiles in the block take their programs from the file kept for
    `name`, and the file is brought up to date when it lacked any."""
    global _open
    where = path(name)
    if where is None or not _lock.acquire(blocking=False):
        yield  # (inside another block: its file keeps these patterns too)
        return
    try:
        block = _open = _Block(where)
        usually = _compiler.compile
        _compiler.compile = lambda pattern, flags=0: block.compile(usually, pattern, flags)
        try:
            yield
        finally:
            _compiler.compile = usually
            _open = None
        if block.missed and not sys.dont_write_bytecode:
            _write(where, block.used_programs, block.used_derived)
    finally:
        _lock.release()


def keeping() -> bool:
    """Is a `kept` block open in this thread?"""
    block = _open
    return block is not None and block.thread == threading.get_ident()


def remembered(what: str, pattern: str, make: Callable[[], V], source: str) -> V:
    """`make()`, a value (of str, int, tuple, ...) derived from `pattern` alone by the code in
    the file `source`: inside a `kept` block of this thread, kept with its patterns. None is
    never kept: it says nothing could be derived this time (a file that could not be read), and
    the next process derives it again instead of reading a failure back until the source
    changes."""
    block = _open
    if block is None or not keeping():
        return make()
    return block.remembered(what, pattern, make, source)


def _program(pattern: str | bytes, flags: int) -> Program:
    """What `re._compiler.compile(pattern, flags)` hands the engine (the same steps)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    names = parsed.state.groupdict
    by_number: list[str | None] = [None] * parsed.state.groups
    for k, i in names.items():
        by_number[i] = k
    return (int(flags | parsed.state.flags), array(_CODE, code).tobytes(),
            parsed.state.groups - 1, dict(names), tuple(by_number))


def _engine(pattern: str | bytes, program: Program) -> Any:
    flags, code, groups, names, by_number = program
    return _ENGINE(pattern, flags, array(_CODE, code).tolist(), groups, names, by_number)


def _read(where: Path) -> tuple[dict[ProgramKey, Program], dict[DerivedKey, Any]]:
    try:
        # Read whole, then decoded: `marshal.load` on the file reads it a few bytes at a time
        # (three times the cost, 20 ms of every mining process for the miner's file).
        with open(where, "rb") as fh:
            found = marshal.loads(fh.read())
        programs, derived = found
        if isinstance(programs, dict) and isinstance(derived, dict):
            return programs, derived
    except (OSError, EOFError, ValueError, TypeError):
        # Truncated (EOFError), damaged (ValueError: bad marshal data), or not the pair it
        # should be (TypeError, ValueError on unpacking): ignored, compiled as usual and
        # written again whole by the block that finds it lacking.
        pass
    return {}, {}


def _write(where: Path, programs: dict[ProgramKey, Program],
           derived: dict[DerivedKey, Any]) -> None:
    temporary = where.with_name(f"{where.name}.{os.getpid()}.tmp")
    try:
        where.parent.mkdir(exist_ok=True)
        with open(temporary, "wb") as fh:
            marshal.dump((programs, derived), fh)
        os.replace(temporary, where)
    except (OSError, ValueError) as exc:  # a folder that cannot be written: compiled each time
        log.debug("could not keep the compiled patterns in %s (%s)", where, exc)
        with contextlib.suppress(OSError):
            temporary.unlink()
