"""What the rule reader makes of a person's words, as (kind, term, durable) triples: the form the
tables of wordings compare against."""

from __future__ import annotations

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Judge, Origin
from skillsleep.tasks.judges.mine import CONVENTIONAL_PATTERN, Quote, derive
from skillsleep.tasks.standing import preferences
from skillsleep.tasks.taskdata import Task

HERE = Origin("claude-code", "s", "r")

Judged = set[tuple[str, str, bool]]

ADDS, AVOIDS, KEEPS = "diff_adds", "diff_avoids", "diff_keeps"
RUNS, NOT_RUN, FILES = "runs", "does_not_run", "files_unchanged"
IN_ORDER = "runs_in_order"
EDITS = "edits_file"


def term_of(judge: Judge) -> str:
    """The word a judge is about: its first key term, or the parameter a form judge holds."""
    if judge.key_terms():
        return judge.key_terms()[0]
    params = judge.params()
    if judge.kind == "regex":
        return "conventional" if params.get("pattern") == CONVENTIONAL_PATTERN else "pattern"
    for name in ("limit", "format", "count"):
        if name in params:
            return str(params[name])
    return ""


def judged(words: str, reply: str = "") -> Judged:
    """(kind, term, durable) of every judge the words give, as a request (`reply`: the agent's
    message they answer)."""
    return {(j.kind, term_of(j), j.durable) for j in derive([Quote(words, HERE, reply=reply)])}


Lines = list[tuple[str, str, str]]


def durable_lines(words: str, reply: str = "") -> Lines:
    """(kind, term, line the night would write) of every durable check the words give (`reply`:
    the agent's message they answer)."""
    judges = derive([Quote(words, HERE, reply=reply)])
    return [(j.kind, term_of(j), instruction(j, judges) or "") for j in judges if j.durable]


def read_with_limit(words: str, limit: str, meant: set[tuple[str, str]]) -> bool:
    """The words give the durable checks `meant`, each written with the `limit` said."""
    lines = durable_lines(words)
    return {(k, t) for k, t, _ in lines} == meant \
        and all(limit.lower() in line.lower() for _, _, line in lines)


def wider_than_said(words: str, limit: str) -> list[str]:
    """The durable lines that leave out the exception or limit the rule was said with."""
    return [line for _, _, line in durable_lines(words) if limit.lower() not in line.lower()]


def check_read(name: str, got: object, expected: object, known_misses: frozenset[str]) -> None:
    """A case of a first-sight batch: read as expected, or, when listed as a known miss, still
    read otherwise (a change that reads it takes it out of the list). What is read may be of any
    kind that compares: judged triples, a case style, standing preferences, a yes or no."""
    if name in known_misses:
        assert got != expected, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == expected


def check_within(name: str, got: Judged, allowed: Judged, known_misses: frozenset[str]) -> None:
    """A one-off of a first-sight batch: gives nothing beyond what its own task may hold, or,
    when listed as a known miss, still gives more (a change that mends it takes it out)."""
    if name in known_misses:
        assert not got <= allowed, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got <= allowed


def check_whole(names: list[str], known_misses: frozenset[str]) -> None:
    """A batch's case names are each its own, and every known miss is one of them."""
    assert len(set(names)) == len(names)
    assert set(names) >= known_misses


def said_in_session(n: int, words: str) -> Task:
    """The request `words` as the task of session `n` of one project, on day `n`, with the
    judges the reader makes of it."""
    origin = Origin("claude-code", f"s{n}", f"r{n}")
    return Task(id=f"t{n}", request=words, harness="claude-code", session_id=f"s{n}",
                project="/work/shop", time=f"2026-03-{n:02d}T09:00:00",
                judges=derive([Quote(words, origin)]), origin=origin)


def stands(rule: str, later: str) -> bool:
    """Whether the rule said in a first session is still a standing preference after `later`
    was said in a second one."""
    said = said_in_session(1, rule)
    assert said.judges and all(j.durable for j in said.judges), "the rule is read as a rule"
    return bool(preferences([said, said_in_session(2, later)]))
