"""A session mined again after a turn was added decides its earlier requests and reads its
earlier quotes from memory, and mines exactly the tasks a process that never saw it mines:
the same words after another agent's message are decided anew, another follow-up model is
never answered from memory, the judges handed out are each caller's own, and only so many
answers are kept."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session
from skillsleep.sessions import iter_sessions
from skillsleep.tasks import followups, memo
from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges import mine as judges_mine
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.learned import LinearModel
from skillsleep.tasks.memo import Remembered
from skillsleep.tasks.mining import mine

from conftest import SHARED
from helpers.mined import T0, as_stored, cold, forgotten, of_turns  # noqa: F401  (a fixture)

REALDATA = SHARED / "realdata" / "entireio-dev"
TURNS = [("request", "add a --dry-run flag to the sync command"),
         ("response", "Added the flag. Should I also document it in the README?"),
         ("request", "yes, and always use pnpm, never npm, in the examples"),
         ("response", "Done: the README shows the flag with pnpm."),
         ("request", "no, keep the flag out of the quick start section"),
         ("response", "Moved it to the reference section."),
         ("request", "thanks! now write the release notes for 2.4")]


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """The requests decided and the quotes read by the rules (the real functions, counted)."""
    seen: dict[str, list[str]] = {"decided": [], "read": []}
    deciding, reading = followups._decide, judges_mine._read_rules

    def decided(text: str, *args: Any) -> Any:
        seen["decided"].append(text)
        return deciding(text, *args)

    def read(quote: Any) -> Any:
        seen["read"].append(quote.text)
        return reading(quote)

    monkeypatch.setattr(followups, "_decide", decided)
    monkeypatch.setattr(judges_mine, "_read_rules", read)
    return seen


def _mined(session: Session) -> list[Any]:
    """The session mined as after a harvest of some turns."""
    return mine([session])


def test_a_turn_added_decides_and_reads_only_the_new_request(
        computed: dict[str, list[str]]) -> None:
    _mined(of_turns(TURNS[:5]))
    computed["decided"].clear()
    computed["read"].clear()
    grown = of_turns(TURNS)
    tasks = as_stored(_mined(grown))
    assert computed["decided"] == [TURNS[6][1]]
    assert computed["read"] == ["now write the release notes for 2.4"]
    assert tasks == cold(grown)
    assert [t["request"] for t in tasks] == [TURNS[0][1], "now write the release notes for 2.4"]
    assert tasks[0]["judges"]


def test_the_judges_handed_out_are_each_callers_own() -> None:
    session = of_turns(TURNS)
    first = _mined(session)
    judged = [j for t in first for j in t.judges]
    assert judged
    # What the pipeline does to the judges it is handed (standing copies, origins) leaves
    # the next mining untouched.
    for judge in judged:
        judge.standing = True
        judge.quote = "changed"
        judge.origin = Origin("codex", "elsewhere")
        judge.said_in.append(Origin("codex", "elsewhere"))
    assert as_stored(_mined(session)) == cold(session)


def test_the_same_words_after_another_message_are_decided_anew(remembering: None) -> None:
    offer = Previous(None, "Want me to also run the linter on the changed files?",
                     T0, request="fix the flaky sync test")
    report = Previous(None, "The linter passes and the sync test is fixed.", T0,
                      request="fix the flaky sync test")
    words = "yes run it"
    after_offer, after_report = decide(words, offer), decide(words, report)
    followups._DECIDED.clear()
    assert decide(words, report) == after_report
    assert decide(words, offer) == after_offer
    assert after_offer.probability != after_report.probability
    # Every field of what the request follows counts, not only the message.
    interrupted = Previous(None, offer.reply, T0, interrupted=True, request=offer.request)
    followups._DECIDED.clear()
    cold = decide(words, interrupted)
    followups._DECIDED.clear()
    decide(words, offer)
    assert decide(words, interrupted) == cold


@pytest.fixture
def remembering() -> Iterator[None]:
    """Answers remembered, as while a few sessions are mined."""
    with memo.mining(1):
        yield


def test_the_same_words_after_another_message_are_read_anew(remembering: None) -> None:
    """"yes, do that" takes up what the agent offered: its judges come from the message."""
    offers = ["Want me to also add a CHANGELOG entry?", "Done: the tests pass.",
              "Want me to also update the README with the new flag?"]
    quotes = [Quote("yes, do that", followup=True, reply=offer) for offer in offers]
    remembered = [[j.to_doc() for j in derive([q])] for q in quotes]
    cold = []
    for q in quotes:
        judges_mine._FOUND.clear()
        cold.append([j.to_doc() for j in derive([q])])
    assert remembered == cold
    assert cold[0] and not cold[1] and cold[2] and cold[0] != cold[2]


def test_another_follow_up_model_is_never_answered_from_memory(remembering: None) -> None:
    previous = Previous(None, "Done.", T0, request="add a --dry-run flag")
    shipped = decide("now update the changelog", previous)
    always_new = LinearModel({}, bias=30.0)
    never_new = LinearModel({}, bias=-30.0)
    assert decide("now update the changelog", previous, weights=always_new).new
    assert not decide("now update the changelog", previous, weights=never_new).new
    assert decide("now update the changelog", previous) == shipped


def test_only_so_many_answers_are_kept_the_least_recently_used_forgotten(
        remembering: None) -> None:
    memory: Remembered[str] = Remembered(size=3)
    computed: list[int] = []

    def answer(n: int) -> str:
        computed.append(n)
        return f"answer {n}"

    for n in (1, 2, 3, 1, 4):
        assert memory.get(n, lambda n=n: answer(n)) == f"answer {n}"
    assert computed == [1, 2, 3, 4] and len(memory) == 3
    memory.get(2, lambda: answer(2))  # forgotten: the least recently used
    memory.get(1, lambda: answer(1))  # remembered: used after 2 and 3
    assert computed == [1, 2, 3, 4, 2]

    def failing() -> str:
        raise RuntimeError("the rules failed")

    with pytest.raises(RuntimeError):
        memory.get(9, failing)
    assert memory.get(9, lambda: answer(9)) == "answer 9"  # nothing was kept of the failure


@pytest.mark.skipif(not REALDATA.is_dir(), reason="shared/realdata is not here")
def test_real_sessions_mined_again_turn_by_turn_are_mined_as_by_a_fresh_process(
        isolated_home: Path) -> None:
    """The real session with the most requests, grown request by request as a person works,
    mined after each step from memory and from nothing: the same tasks, judges and words."""
    shutil.copytree(REALDATA / "claude-home" / ".claude", isolated_home / ".claude")
    ctx = Context.create()
    run_harvest(ctx)
    session = max(iter_sessions(ctx.store), key=lambda s: len(s.requests))
    requests = [i for i, t in enumerate(session.turns) if t.kind == "request"]
    assert len(requests) > 10
    for end in [*requests[5::3], len(session.turns)]:
        grown = Session(session.harness, session.session_id, session.project,
                        started=session.started, turns=session.turns[:end])
        remembered = as_stored(_mined(grown))
        assert remembered == cold(grown)
        _mined(grown)  # the memory as a process that mined it has it


def test_a_mining_of_many_sessions_remembers_nothing(computed: dict[str, list[str]]) -> None:
    """A first mining of a whole history keeps no answers (their memory stays with it)."""
    many = [of_turns(TURNS, sid=f"s{n}") for n in range(memo.FEW_SESSIONS + 1)]
    mine(many)
    assert len(followups._DECIDED) == 0 and len(judges_mine._FOUND) == 0
    computed["decided"].clear()
    mine([many[0]])
    assert len(computed["decided"]) == 4  # decided anew, then remembered
    computed["decided"].clear()
    mine([many[0]])
    assert computed["decided"] == []
