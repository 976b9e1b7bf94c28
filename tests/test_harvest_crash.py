"""kill -9 at any moment of a harvest: the next harvest ends with every request counted once."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.liveness import pid_alive
from skillsleep.paths import resolve_paths
from skillsleep.sessions import iter_sessions

from helpers.harvest import fresh_context, slug

CWD = "/home/dev/big"

# Saves every megabyte (instead of every 128 MB) so a kill lands between batches too, in
# session pages of 4 kB so that it lands between the writes of several pages, and into their
# deltas (`storedelta`) however small they are.
HARVEST = ("import sys, skillsleep.harvest.runner as r, skillsleep.sessions as s\n"
           "import skillsleep.storedelta as d\n"
           "r.BATCH_BYTES = 1 << 20\n"
           "s.PAGE_BYTES = 4 << 10\n"
           "d.DELTA_MIN_BYTES = 0\n"
           "from skillsleep.context import Context\n"
           "r.run_harvest(Context.create())\n")


def _write_corpus(home: Path, sessions: int, rng: random.Random) -> dict[str, list[str]]:
    expected: dict[str, list[str]] = {}
    folder = home / ".claude" / "projects" / slug(CWD)
    folder.mkdir(parents=True)
    for n in range(sessions):
        sid = f"{n:08d}-9999-4000-8000-000000000000"
        lines, texts = [], []
        for k in range(5):
            text = f"request {n}.{k} " + "".join(rng.choice("abc ") for _ in range(30))
            texts.append(text.strip())
            ts = f"2026-11-{1 + n % 28:02d}T10:{k:02d}:00.000Z"
            lines.append({"type": "user", "sessionId": sid, "cwd": CWD, "timestamp": ts,
                          "uuid": f"{sid}-{k}", "message": {"role": "user", "content": text}})
            lines.append({"type": "user", "sessionId": sid, "cwd": CWD, "timestamp": ts,
                          "message": {"role": "user", "content": [
                              {"type": "tool_result", "tool_use_id": "t",
                               "content": "x" * 200_000}]}})
        (folder / f"{sid}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
        expected[sid] = texts
    return expected


@pytest.mark.slow
def test_kill_9_during_harvests_loses_and_doubles_nothing(isolated_home: Path) -> None:
    rng = random.Random(5)
    expected = _write_corpus(isolated_home, 40, rng)
    # The kills land at shares of how long a whole harvest of this corpus takes on this machine
    # (measured into a store of its own), so that they land while it runs however fast it is.
    started = time.perf_counter()
    measured = {**os.environ, "SKILLOPT_SLEEP_HOME": str(isolated_home.parent / "measured")}
    subprocess.run([sys.executable, "-c", HARVEST], check=True, timeout=300, env=measured)
    whole = time.perf_counter() - started
    killed_while_running = 0
    for share in (0.4, 0.55, 0.7, 0.85):
        proc = subprocess.Popen([sys.executable, "-c", HARVEST])
        time.sleep(share * whole)
        killed_while_running += proc.poll() is None
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
    assert killed_while_running >= 1
    report = run_harvest(fresh_context()).to_json()["harnesses"]["claude-code"]
    assert report["errors"] == 0
    assert report["requests"] == 200
    got = {s.session_id: [t.text for t in s.requests] for s in iter_sessions(fresh_context().store)}
    assert got == expected
    again = run_harvest(fresh_context()).to_json()["harnesses"]["claude-code"]
    assert (again["new_requests"], again["requests"]) == (0, 200)


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text()
        except (OSError, ValueError):
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel ends them on Linux")
def test_the_workers_of_a_harvest_killed_with_9_end_with_it(isolated_home: Path) -> None:
    """A process pool's workers wait for work on a pipe each of them holds open: without the
    kernel's help, those of a killed harvest would wait for good."""
    _write_corpus(isolated_home, 40, random.Random(7))
    config = resolve_paths().config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text("[harvest]\nworkers = 2\n")
    proc = subprocess.Popen([sys.executable, "-c", HARVEST])
    workers: list[int] = []
    deadline = time.monotonic() + 60
    while not workers and proc.poll() is None and time.monotonic() < deadline:
        workers = _children(proc.pid)
        time.sleep(0.01)
    if not workers:
        pytest.skip("the harvest ended before its workers could be seen")
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    deadline = time.monotonic() + 10
    while any(pid_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [w for w in workers if pid_alive(w)]
    for w in left:
        os.kill(w, signal.SIGKILL)
    assert not left
