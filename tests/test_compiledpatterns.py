"""Patterns compiled from kept programs match as `re.compile` does, and the words a cue needs
are the ones its parse gives, whether kept or derived afresh."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from skillsleep import compiledpatterns
from skillsleep.tasks import cues, gated
from skillsleep.tasks.gated import Gated

PATTERNS = [
    (r"\b(?:run|rerun)\s+the\s+(?P<what>tests?|linter)\b", re.I),
    (r"(?i)^\s*(?:please\s+)?don'?t\s+(\w+)", 0),
    (r"[A-Za-z0-9+/=_\-]{20,}", 0),
    (r"(a)(b)?(?(2)c|d)", 0),
    (r"(?<=\$)\w+|(?<!\w)#\d+", re.M | re.S),
    (rb'"type":\s?"(?:user|assistant)"', 0),
]
TEXTS = ["Please RUN the tests now", "don't push to main", "token abcdefghijklmnopqrstuv==",
         "abc", "ad", "cost $total for #12", "x\nrerun the linter"]


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(compiledpatterns, "FOLDER", tmp_path / "__pycache__")
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return tmp_path / "__pycache__"


def _compiled_in_block(name: str) -> list[re.Pattern]:
    re.purge()  # what re keeps in this process would never reach the block
    with compiledpatterns.kept(name):
        return [re.compile(p, f) for p, f in PATTERNS]


def _same(a: re.Pattern, b: re.Pattern) -> None:
    assert (a.pattern, a.flags, a.groups, a.groupindex) == \
        (b.pattern, b.flags, b.groups, b.groupindex)
    for text in TEXTS:
        subject = text.encode() if isinstance(a.pattern, bytes) else text
        found = [m.span() for m in a.finditer(subject)]
        assert found == [m.span() for m in b.finditer(subject)]


def test_kept_programs_match_as_compiled(folder: Path) -> None:
    first = _compiled_in_block("t")
    assert compiledpatterns.path("t") is not None and compiledpatterns.path("t").exists()
    again = _compiled_in_block("t")
    re.purge()
    usual = [re.compile(p, f) for p, f in PATTERNS]
    for a, b, c in zip(first, again, usual, strict=True):
        _same(a, c)
        _same(b, c)


def test_a_kept_program_is_used_and_a_damaged_one_compiled_again(folder: Path) -> None:
    _compiled_in_block("t")
    where = compiledpatterns.path("t")
    assert where is not None
    programs, derived = compiledpatterns._read(where)
    key = (PATTERNS[0][0], int(PATTERNS[0][1]))
    flags, _, groups, names, by_number = programs[key]
    programs[key] = (flags, b"\xff\xff\xff\xff" * 3, groups, names, by_number)
    compiledpatterns._write(where, programs, derived)
    again = _compiled_in_block("t")
    re.purge()
    _same(again[0], re.compile(*PATTERNS[0]))
    assert compiledpatterns._read(where)[0][key] != programs[key]  # written again, whole


def test_a_file_that_is_no_such_file_is_ignored(folder: Path) -> None:
    folder.mkdir()
    where = compiledpatterns.path("t")
    assert where is not None
    where.write_bytes(b"not marshal at all")
    for a, (p, f) in zip(_compiled_in_block("t"), PATTERNS, strict=True):
        re.purge()
        _same(a, re.compile(p, f))


def test_nothing_is_written_without_bytecode(folder: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    _compiled_in_block("t")
    assert not folder.exists()


def test_other_threads_compile_as_usual(folder: Path) -> None:
    import threading

    seen: list[re.Pattern] = []
    re.purge()
    with compiledpatterns.kept("t"):
        thread = threading.Thread(target=lambda: seen.append(re.compile(r"elsewhere\d+")))
        thread.start()
        thread.join()
        re.compile(r"here\d+")
    programs, _ = compiledpatterns._read(compiledpatterns.path("t"))
    assert (r"here\d+", 0) in programs and (r"elsewhere\d+", 0) not in programs
    assert seen[0].match("elsewhere42")


def test_cue_needs_are_the_parse_s_kept_or_not(folder: Path) -> None:
    words = (r"\brebas(?:e|ing)\b", r"\b(?:squash|fixup)\s+(?:the\s+)?commits?\b",
             r"(?:re)?write\s+the\s+(?:readme|changelog)", r"\bv?\d+\.\d+\b")
    expected = [cues._needs_each_of(cues.sre_parse.parse(w, re.I)) for w in words]
    for _ in range(2):  # derived, then kept
        re.purge()
        with compiledpatterns.kept("cues"):
            gated = [cues._gate(w) for w in words]
        assert [g[0] for g in gated] == expected
        for w, (_, rx) in zip(words, gated, strict=True):
            _same(rx, re.compile(w, re.I))
    _, derived = compiledpatterns._read(compiledpatterns.path("cues"))
    assert sorted(v for (what, _, _), v in derived.items() if what == "cue-needs-each") == \
        sorted(expected)


def test_a_gated_pattern_built_in_a_block_reads_its_needs_from_the_file(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The mining processes forked after the miner's import parse none of its gated patterns."""
    words = (r"\b(?:deprecated|superseded)\b", r"\bany\s+other\s+ideas\?", r"\d+")
    expected = [cues.needs_each(w) for w in words]
    re.purge()
    with compiledpatterns.kept("gated"):
        first = [Gated(w) for w in words]
    assert [g._needs for g in first] == expected

    def parsed(pattern: str) -> tuple[tuple[str, ...], ...]:
        raise AssertionError(f"{pattern} was parsed again")

    monkeypatch.setattr(gated, "needs_each", parsed)
    re.purge()
    with compiledpatterns.kept("gated"):
        kept = [Gated(w) for w in words]
    assert [g._needs for g in kept] == expected
    for g in kept:
        for text in ("it is DEPRECATED now", "any other ideas?", "v2", "nothing here"):
            assert bool(g.search(text)) == bool(re.search(g.regex.pattern, text, re.I))


def test_the_miner_compiles_the_same_patterns_in_every_process(tmp_path: Path) -> None:
    """A pattern whose text changes from one process to the next (built from a set, whose order
    follows the process's string hashing) would be compiled, and its file written, every time."""
    import json
    import os
    import subprocess

    script = (
        "import json, re, sys\n"
        "from pathlib import Path\n"
        "from skillsleep import compiledpatterns\n"
        "compiledpatterns.FOLDER = Path(sys.argv[1])\n"
        "sys.dont_write_bytecode = False\n"
        "from skillsleep.tasks import spread\n"
        "spread.import_miner()\n"
        "programs, derived = compiledpatterns._read(compiledpatterns.path('miner'))\n"
        "print(json.dumps(sorted(repr(k) for k in [*programs, *derived])))\n")
    found = []
    for seed in ("1", "2"):
        folder = tmp_path / seed
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", script, str(folder)], env=env,
                             capture_output=True, text=True, check=True)
        found.append(json.loads(out.stdout))
    assert found[0] and found[0] == found[1]


@pytest.mark.parametrize(("imports", "at_least"), [
    ("from skillsleep import after_harvest\nafter_harvest.import_libraries()\n", 300),
    ("import skillsleep.status\n", 40),  # the judges a fast command reads, without the miner
])
def test_a_second_process_compiles_none_of_the_patterns_kept(
        tmp_path: Path, imports: str, at_least: int) -> None:
    """The measuring of accepted edits and the standing preferences share the miner's modules:
    whichever a process imports first, the miner's patterns come from the kept file, so a
    second process compiles none of them; `status` reads the judges alone, whose patterns are
    kept as well. (Where nothing is kept, each is compiled as usual: what the count counts.)"""
    import os
    import subprocess

    script = (
        "import re, sys\n"
        "from pathlib import Path\n"
        "from re import _compiler\n"
        "from skillsleep import compiledpatterns\n"
        "compiledpatterns.FOLDER = Path(sys.argv[1])\n"
        "sys.dont_write_bytecode = sys.argv[2] == 'no'\n"
        "usual, ours = _compiler.compile, []\n"
        "def counting(pattern, flags=0):\n"
        "    frame = sys._getframe(1)\n"
        "    while frame is not None and '/re/' in frame.f_code.co_filename:\n"
        "        frame = frame.f_back\n"
        "    if frame is not None and '/skillsleep/tasks/' in frame.f_code.co_filename:\n"
        "        ours.append(pattern)\n"
        "    return usual(pattern, flags)\n"
        "_compiler.compile = counting\n"
        "re.purge()\n"
        f"{imports}"
        "print(len(ours))\n")
    folder = tmp_path / "patterns"
    compiled = [int(subprocess.run([sys.executable, "-c", script, str(folder), keep],
                                   env=os.environ, capture_output=True, text=True,
                                   check=True).stdout)
                for keep in ("no", "yes", "yes")]
    assert compiled[0] > at_least and compiled[2] == 0


def test_internals_that_fail_leave_compiling_as_usual(folder: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """An interpreter whose `re` internals take other arguments still compiles every pattern,
    and nothing is kept for it."""
    def other_release(*args: object) -> None:
        raise TypeError("_code() takes 3 positional arguments but 2 were given")

    monkeypatch.setattr(compiledpatterns, "_program", other_release)
    got = _compiled_in_block("t")
    re.purge()
    for a, (p, f) in zip(got, PATTERNS, strict=True):
        _same(a, re.compile(p, f))
    assert not compiledpatterns.path("t").exists()
