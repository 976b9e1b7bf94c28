"""What every round of invented sessions checks, written once: its tables of sentences read
one by one (`batch_tests`), its whole sessions mined together (`standing_left`), and its sessions
labelled turn by turn (`labelled_sessions`, `labelled_round`), mined (`families_mined`), checked
request by request and kind by kind (`session_tests`, or one by one: `tasks_made`,
`follow_ups_go_on`, `one_family_each`, `kinds_apart`) and counted by how their requests fall into
families (`family_pairs`, `pair_figures`, `kinds_whole`).

A round module keeps its own tables, sessions and expectations, and takes its tests with
`test_a_..., test_..., test_..., test_the_batch_... = batch_tests(RULES, NOTHING, ONE_OFFS,
KNOWN_MISSES)`: pytest collects them by the names they are given there.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta
from functools import cache
from typing import Any, NamedTuple

import pytest

from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks.mining import mine
from skillsleep.tasks.pipeline import load_tasks, update_tasks
from skillsleep.tasks.standing import preferences

from helpers.judged import Judged, check_read, check_whole, check_within, judged, term_of

# (harness, repository, texts): the person's messages and the agent's, in turn.
Said = tuple[str, str, tuple[str, ...]]


def conversation(n: int, said: Said, start: datetime) -> Session:
    """Session `n` as its harness keeps it, on day `n` after `start`, a minute a turn."""
    harness, project, texts = said
    at = start + timedelta(days=n)
    return Session(harness, f"s{n}", project, started=at, turns=[
        Turn("user" if i % 2 == 0 else "assistant", "request" if i % 2 == 0 else "response",
             text, at + timedelta(minutes=i), record=f"s{n}-{i}")
        for i, text in enumerate(texts)])


def standing_left(sessions: Sequence[Said], start: datetime) -> set[tuple[str, str, int]]:
    """The standing preferences the sessions leave, mined together: (kind, term, sessions)."""
    tasks = mine(conversation(n, s, start) for n, s in enumerate(sessions))
    return {(p.judge.kind, term_of(p.judge), len(p.sessions)) for p in preferences(tasks)}


def batch_tests(rules: Sequence[tuple[str, str, str, Judged]],
                nothing: Sequence[tuple[str, str, str]],
                one_offs: Sequence[tuple[str, str, str, Judged]],
                known_misses: frozenset[str]) -> tuple[Callable[..., Any], ...]:
    """The four tests of a round's tables: each rule read as expected, each sentence that states
    none giving nothing, each one-off giving nothing beyond its own task, and the batch whole."""

    @pytest.mark.parametrize(("name", "words", "reply", "expected"), rules,
                             ids=[c[0] for c in rules])
    def rule_read(name: str, words: str, reply: str, expected: Judged) -> None:
        check_read(name, judged(words, reply), expected, known_misses)

    @pytest.mark.parametrize(("name", "words", "reply"), nothing, ids=[c[0] for c in nothing])
    def nothing_read(name: str, words: str, reply: str) -> None:
        check_read(name, judged(words, reply), set(), known_misses)

    @pytest.mark.parametrize(("name", "words", "reply", "allowed"), one_offs,
                             ids=[c[0] for c in one_offs])
    def one_off_kept(name: str, words: str, reply: str, allowed: Judged) -> None:
        check_within(name, judged(words, reply), allowed, known_misses)

    def whole() -> None:
        check_whole([c[0] for c in (*rules, *nothing, *one_offs)], known_misses)

    return rule_read, nothing_read, one_off_kept, whole


def session_tests(requests: Sequence[str], one_offs: Sequence[str], followups: Sequence[str],
                  work: Sequence[str], reading: Mapping[str, str],
                  mined: Callable[[], Mapping[str, tuple[Any, ...]]],
                  known_misses: frozenset[str]) -> tuple[Callable[..., Any], ...]:
    """The five tests of a round's whole sessions, mined once (`mined`): each request of recurring
    work a task, each one-off a task, each follow-up none, each kind of work (`work`, as `reading`
    labels the requests) in one family, and two kinds in two. A record, a kind of work or a pair
    "A & B" in `known_misses` is checked to stay read otherwise."""

    def families(label: str) -> set[Any]:
        return families_of(label, requests, reading, mined())

    @pytest.mark.parametrize("record", one_offs, ids=str)
    def one_off_a_task(record: str) -> None:
        assert record in mined()

    return (tasks_made(requests, mined, known_misses, ids=str), one_off_a_task,
            follow_ups_go_on(followups, mined, known_misses, ids=str),
            one_family_each(work, families, known_misses),
            kinds_apart(work, families, known_misses))


Mined = Callable[[], Mapping[str, tuple[Any, ...]]]
Families = Callable[[str], set[Any]]
Ids = Callable[[Any], str] | None


def tasks_made(records: Sequence[str], mined: Mined, known_misses: frozenset[str],
               ids: Ids = None) -> Callable[..., Any]:
    """A test that each record starts a task when mined, or, named as a known miss, does not."""

    @pytest.mark.parametrize("record", records, ids=ids)
    def made(record: str) -> None:
        assert (record in mined()) is (record not in known_misses)

    return made


def follow_ups_go_on(records: Sequence[str], mined: Mined, known_misses: frozenset[str],
                     ids: Ids = None) -> Callable[..., Any]:
    """A test that each record goes on with the task before it, or, named as a known miss, starts
    one."""

    @pytest.mark.parametrize("record", records, ids=ids)
    def goes_on(record: str) -> None:
        assert (record not in mined()) is (record not in known_misses)

    return goes_on


def one_family_each(work: Sequence[str], families: Families,
                    known_misses: frozenset[str]) -> Callable[..., Any]:
    """A test that the requests of each kind of work land in one family (`families`: a kind's
    families), or, the kind named as a known miss, in more or none."""

    @pytest.mark.parametrize("label", work)
    def one_family(label: str) -> None:
        assert (len(families(label)) == 1) is (label not in known_misses)

    return one_family


def kinds_apart(work: Sequence[str], families: Families,
                known_misses: frozenset[str]) -> Callable[..., Any]:
    """A test that two kinds of work share no family, or, their pair "A & B" named as a known
    miss, share one."""
    pairs = list(itertools.combinations(work, 2))

    @pytest.mark.parametrize(("one", "other"), pairs, ids=[f"{a}-{b}" for a, b in pairs])
    def apart(one: str, other: str) -> None:
        assert (not families(one) & families(other)) is (f"{one} & {other}" not in known_misses)

    return apart


def kinds_whole(work: Sequence[str], families: Families) -> list[str]:
    """The kinds of work whose requests all landed in one family that holds no other kind."""
    return [label for label in work if len(families(label)) == 1
            and not any(families(label) & families(o) for o in work if o != label)]


def pair_figures(requests: Sequence[str], reading: Mapping[str, str],
                 mined: Mapping[str, tuple[Any, ...]]) -> tuple[float, float]:
    """The precision and the recall of the pairs of requests mined into one family, against the
    kinds of work they were written as (see `family_pairs`)."""
    same, apart, split = family_pairs(requests, reading, mined)
    return same / (same + apart), same / (same + split)


def families_of(label: str, requests: Sequence[str], reading: Mapping[str, str],
                mined: Mapping[str, tuple[Any, ...]]) -> set[Any]:
    """The families the requests of one kind of work (`label`) were mined into."""
    return {mined[r][0] for r in requests if reading[r] == label and r in mined}


def family_pairs(requests: Sequence[str], reading: Mapping[str, str],
                 mined: Mapping[str, tuple[Any, ...]]) -> tuple[int, int, int]:
    """Pairs of `requests` mined as tasks (`mined`: request -> (family, ...)): in one family and
    of one kind of work (`reading`), in one family and of two, of one kind of work and in two
    families."""
    found = [r for r in requests if r in mined]
    same = apart = split = 0
    for a, b in itertools.combinations(found, 2):
        one_work, one_family = reading[a] == reading[b], mined[a][0] == mined[b][0]
        same += one_work and one_family
        apart += one_family and not one_work
        split += one_work and not one_family
    return same, apart, split


# A round's sessions as written: (session id, harness, project, ((label, text), ...)).
Labelled = tuple[str, str, str, tuple[tuple[str, str], ...]]


def labelled_sessions(table: Sequence[Labelled], start: datetime, agent: str
                      ) -> tuple[list[Session], dict[str, str]]:
    """A round's sessions, five hours apart, a minute between turns (a turn labelled `agent` is
    the agent's); and each of the person's turns' labels, by its record."""
    sessions, reading = [], {}
    for n, (sid, harness, project, turns) in enumerate(table):
        began = start + timedelta(hours=5 * n)
        kept = []
        for i, (label, text) in enumerate(turns):
            record = f"{sid}-{i}"
            by_agent = label == agent
            kept.append(Turn("assistant" if by_agent else "user",
                             "response" if by_agent else "request", text,
                             began + timedelta(minutes=i), record=record))
            if not by_agent:
                reading[record] = label
        sessions.append(Session(harness, sid, project, started=began, turns=kept))
    return sessions, reading


def families_mined(sessions: list[Session]) -> dict[str, tuple[str | None, str | None]]:
    """Each record that started a task: its task's family and kind, as the harvest stores them
    (mined in the calling test's own home)."""
    ctx = Context.create()
    save_sessions(ctx.store, sessions)
    update_tasks(ctx, full=True)
    return {t.origin.record: (t.family_id, t.kind) for t in load_tasks(ctx.store)
            if t.origin is not None and t.origin.record}


class Round(NamedTuple):
    """A round's sessions as labelled: `mined()` mines them once, in the home of the test that
    first asks (see `families_mined`); the label of each of the person's turns by its record;
    and the records of the requests of recurring work, of the follow-ups and of the one-offs."""

    mined: Callable[[], dict[str, tuple[str | None, str | None]]]
    reading: dict[str, str]
    requests: list[str]
    followups: list[str]
    one_offs: list[str]


def labelled_round(table: Sequence[Labelled], start: datetime, agent: str, work: Sequence[str],
                   followup: str, one_off: str) -> Round:
    """A round's sessions (see `labelled_sessions`), its turns told apart by their labels: a kind
    of recurring work in `work`, the `followup` label or the `one_off` label."""
    sessions, reading = labelled_sessions(table, start, agent)

    @cache
    def mined() -> dict[str, tuple[str | None, str | None]]:
        return families_mined(sessions)

    return Round(mined, reading, [r for r, label in reading.items() if label in work],
                 [r for r, label in reading.items() if label == followup],
                 [r for r, label in reading.items() if label == one_off])
