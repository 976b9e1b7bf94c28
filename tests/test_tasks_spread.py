"""Mining a whole history on two or more cores gives the tasks mining gives on one, in the same
order: the workers' shares, a worker that fails or dies, and when no worker may be forked."""

from __future__ import annotations

import os
import shutil
import threading
import time

import pytest

from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.sessiondata import Session
from skillsleep.sessions import iter_sessions
from skillsleep.tasks import spread
from skillsleep.tasks.mining import mine

from conftest import SHARED

REALDATA = SHARED / "realdata" / "entireio-dev"
pytestmark = pytest.mark.skipif(not REALDATA.is_dir(), reason="shared/realdata is not here")


@pytest.fixture(scope="module")
def sessions(tmp_path_factory: pytest.TempPathFactory) -> list[Session]:
    base = tmp_path_factory.mktemp("spread")
    home = base / "home"
    shutil.copytree(REALDATA / "claude-home" / ".claude", home / ".claude")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HOME", str(home))
        mp.setenv("SKILLOPT_SLEEP_HOME", str(base / "sleep-home"))
        ctx = Context.create()
        run_harvest(ctx, harnesses=["claude-code"])
        return list(iter_sessions(ctx.store))


def _docs(tasks: list) -> list[dict]:  # type: ignore[type-arg]
    return [t.to_doc() for t in tasks]


@pytest.fixture
def two_idle_cpus(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Mining as on an idle two-core machine; the started workers' exit codes are recorded."""
    monkeypatch.setattr(spread, "idle_cpus", lambda: 2)
    monkeypatch.setattr(spread, "start_method", lambda: "fork")
    exits: list[int] = []
    real_tasks = spread._Worker.tasks

    def recorded(self: spread._Worker) -> list:  # type: ignore[type-arg]
        found = real_tasks(self)
        exits.append(self.process.exitcode)
        return found

    monkeypatch.setattr(spread._Worker, "tasks", recorded)
    return exits


def test_a_worker_mines_the_first_sessions_to_the_same_tasks(
        sessions: list[Session], two_idle_cpus: list[int]) -> None:
    assert sum(spread._requests(s) for s in sessions) >= spread.MIN_REQUESTS
    spread_out = spread.mine_spread(sessions)
    assert two_idle_cpus == [0], "no worker mined"
    assert _docs(spread_out) == _docs(mine(sessions))


def test_more_idle_cpus_mine_in_more_workers_to_the_same_tasks(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _docs(mine(sessions))
    total = sum(spread._requests(s) for s in sessions)
    monkeypatch.setattr(spread, "idle_cpus", lambda: 4)
    # Requests enough for three workers: each CPU but this one's mines a part.
    monkeypatch.setattr(spread, "MIN_REQUESTS", total // 4)
    ran: list[int] = []
    assert _docs(spread.mine_spread(sessions, meanwhile=lambda: ran.append(1))) == expected
    assert two_idle_cpus == [0, 0, 0] and ran == [1]
    # Requests for only one worker, however many CPUs are idle.
    two_idle_cpus.clear()
    monkeypatch.setattr(spread, "MIN_REQUESTS", total // 2 + 1)
    assert _docs(spread.mine_spread(sessions)) == expected
    assert two_idle_cpus == [0]
    # A machine with many idle CPUs: no more workers than the bound any job keeps to.
    two_idle_cpus.clear()
    monkeypatch.setattr(spread, "idle_cpus", lambda: 64)
    monkeypatch.setattr(spread, "MAX_WORKERS", 2)
    monkeypatch.setattr(spread, "MIN_REQUESTS", max(1, total // 16))
    assert _docs(spread.mine_spread(sessions)) == expected
    assert two_idle_cpus == [0, 0]


def test_each_session_is_taken_once_from_the_front_or_the_back_until_they_meet() -> None:
    queue = spread._Queue(5)
    front = queue.from_front()
    assert [next(front), next(front)] == [0, 1]
    assert list(queue.from_back()) == [4, 3, 2]
    assert list(front) == [] and list(queue.from_back()) == []
    assert list(spread._Queue(0).from_front()) == []


def test_a_queue_whose_holder_died_stops_the_taking(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spread, "LOCK_WAIT_S", 0.05)
    queue = spread._Queue(3)
    queue.lock.acquire()  # as a process killed while it held the lock leaves it
    assert list(queue.from_front()) == []  # a worker sends back what it mined
    with pytest.raises(spread._Stuck):
        next(queue.from_back())


def test_a_slow_worker_takes_fewer_sessions_and_the_tasks_are_the_same(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _docs(mine(sessions))
    real_work = spread._work

    def slow(send, sessions, weights, queue):  # type: ignore[no-untyped-def]
        time.sleep(0.3)  # another program on its CPU, or a long session
        real_work(send, sessions, weights, queue)

    monkeypatch.setattr(spread, "_work", slow)
    assert _docs(spread.mine_spread(sessions)) == expected
    assert two_idle_cpus == [0]


def test_a_worker_that_fails_or_dies_leaves_its_sessions_to_be_mined_here(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    expected = _docs(mine(sessions))

    def fails(send, sessions, weights, queue):  # type: ignore[no-untyped-def]
        taken = queue.from_front()
        next(taken, None), next(taken, None)  # it took two sessions, then its miner failed
        send.send(("error", "RuntimeError: a bug in the miner"))
        send.close()

    monkeypatch.setattr(spread, "_work", fails)
    assert _docs(spread.mine_spread(sessions)) == expected

    def dies(send, sessions, weights, queue):  # type: ignore[no-untyped-def]
        next(queue.from_front(), None)
        os._exit(3)

    monkeypatch.setattr(spread, "_work", dies)
    assert _docs(spread.mine_spread(sessions)) == expected

    def sends_nonsense(send, sessions, weights, queue):  # type: ignore[no-untyped-def]
        next(queue.from_front(), None)
        send.send(("tasks", {"first": "not tasks"}))
        send.close()

    monkeypatch.setattr(spread, "_work", sends_nonsense)
    assert _docs(spread.mine_spread(sessions)) == expected
    assert two_idle_cpus == [0, 3, 0]


def test_a_worker_killed_holding_the_queue_leaves_every_session_to_be_mined_here(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spread, "LOCK_WAIT_S", 0.2)
    expected = _docs(mine(sessions))

    def killed_in_between(send, sessions, weights, queue):  # type: ignore[no-untyped-def]
        next(queue.from_front(), None)
        queue.lock.acquire()
        os._exit(9)

    monkeypatch.setattr(spread, "_work", killed_in_between)
    assert _docs(spread.mine_spread(sessions, meanwhile=lambda: time.sleep(0.1))) == expected


def test_no_worker_for_few_requests_a_busy_machine_or_a_threaded_process(
        sessions: list[Session], monkeypatch: pytest.MonkeyPatch) -> None:
    def never(*args: object) -> None:
        raise AssertionError("a worker was started")

    monkeypatch.setattr(spread._Worker, "start", never)
    monkeypatch.setattr(spread, "idle_cpus", lambda: 2)
    few = sessions[:3]
    assert sum(spread._requests(s) for s in few) < spread.MIN_REQUESTS
    assert _docs(spread.mine_spread(few)) == _docs(mine(few))
    assert spread.mine_spread([]) == []
    monkeypatch.setattr(spread, "idle_cpus", lambda: 1)
    assert len(spread.mine_spread(sessions)) == len(mine(sessions))
    # A process that runs threads (the daemon) is never forked.
    monkeypatch.setattr(spread, "idle_cpus", lambda: 2)
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        assert len(spread.mine_spread(sessions)) == len(mine(sessions))
    finally:
        stop.set()
        other.join()


def test_sessions_given_once_as_an_iterator_are_all_mined(
        sessions: list[Session], two_idle_cpus: list[int]) -> None:
    assert _docs(spread.mine_spread(iter(sessions))) == _docs(mine(sessions))
    assert two_idle_cpus == [0]


def test_meanwhile_runs_here_once_while_the_worker_mines_and_only_then(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[int] = []
    expected = _docs(mine(sessions))
    assert _docs(spread.mine_spread(sessions, meanwhile=lambda: ran.append(os.getpid()))) \
        == expected
    assert ran == [os.getpid()] and two_idle_cpus == [0]
    monkeypatch.setattr(spread, "idle_cpus", lambda: 1)
    assert _docs(spread.mine_spread(sessions, meanwhile=lambda: ran.append(0))) == expected
    assert ran == [os.getpid()], "meanwhile ran with no worker"


def test_a_failure_meanwhile_stops_the_worker_and_is_raised(
        sessions: list[Session], two_idle_cpus: list[int],
        monkeypatch: pytest.MonkeyPatch) -> None:
    stopped: list[int | None] = []
    real_stop = spread._Worker.stop

    def recorded_stop(self: spread._Worker) -> None:
        real_stop(self)
        stopped.append(self.process.exitcode)

    monkeypatch.setattr(spread._Worker, "stop", recorded_stop)

    def fails() -> None:
        raise OSError("the encoder's weights are unreadable")

    with pytest.raises(OSError, match="unreadable"):
        spread.mine_spread(sessions, meanwhile=fails)
    assert len(stopped) == 1 and stopped[0] is not None  # the worker is gone


def test_sessions_given_as_their_stored_documents_are_mined_alike(
        sessions: list[Session], two_idle_cpus: list[int]) -> None:
    docs = [s.to_doc() for s in sessions]
    assert any(d.get("tool_calls") for d in docs)  # not decoded for mining: it never reads them
    assert _docs(spread.mine_spread(docs)) == _docs(mine(sessions))
    assert two_idle_cpus == [0]
    mixed = [s if i % 2 else d for i, (s, d) in enumerate(zip(sessions, docs, strict=True))]
    assert _docs(spread.mine_spread(mixed)) == _docs(mine(sessions))


@pytest.mark.parametrize("cpus", [1, 2])
def test_a_damaged_document_fails_the_mining_as_decoding_it_does(
        sessions: list[Session], two_idle_cpus: list[int], monkeypatch: pytest.MonkeyPatch,
        cpus: int) -> None:
    monkeypatch.setattr(spread, "idle_cpus", lambda: cpus)
    docs = [s.to_doc() for s in sessions]
    for damaged in (0, len(docs) // 2, len(docs) - 1):  # taken by a worker, either, or here
        broken = [dict(d) for d in docs]
        del broken[damaged]["session_id"]
        with pytest.raises(KeyError, match="session_id"):
            Session.from_doc(broken[damaged])
        with pytest.raises(KeyError, match="session_id"):
            spread.mine_spread(broken)
    # Turns that are not a list count no request, and fail where they are decoded.
    odd = [dict(d) for d in docs]
    odd[0]["turns"] = "not a list of turns"
    assert spread._requests(odd[0]) == 0
    with pytest.raises((TypeError, KeyError, AttributeError)):
        spread.mine_spread(odd)


def test_a_document_read_for_its_turns_alone_leaves_out_the_tool_calls(
        sessions: list[Session]) -> None:
    doc = next(s.to_doc() for s in sessions if s.tool_calls)
    whole, turns_only = Session.from_doc(doc), Session.from_doc(doc, tool_calls=False)
    assert whole.tool_calls and turns_only.tool_calls == []
    turns_only.tool_calls = whole.tool_calls
    assert turns_only == whole
