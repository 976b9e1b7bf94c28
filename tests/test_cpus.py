"""Idle CPUs are counted from what runs now (the kernel's count of runnable threads), so a machine
busy a minute ago spreads work again at once; a missing or damaged count falls back to the load
average, and at least this process's own CPU is always counted."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from skillsleep import cpus
from skillsleep.liveness import pid_alive

ON_PROC = cpus.LOADAVG.is_file()


def _loadavg(tmp_path: Path, content: bytes) -> Path:
    path = tmp_path / "loadavg"
    path.write_bytes(content)
    return path


def test_the_runnable_count_less_this_process_is_what_others_run(tmp_path: Path) -> None:
    # As the kernel writes it: three averages, runnable/all threads, the last pid.
    assert cpus.others_running(_loadavg(tmp_path, b"3.91 2.50 1.02 3/412 98765\n")) == 2
    # Busy a minute ago, idle now: the averages are high, only this process runs.
    assert cpus.others_running(_loadavg(tmp_path, b"7.80 5.10 2.00 1/398 98766\n")) == 0


@pytest.mark.parametrize("content", [
    b"", b"\n", b"0.10 0.20 0.30\n", b"0.10 0.20 0.30 x/412 1\n", b"0.10 0.20 0.30 /412 1\n",
    b"0.10 0.20 0.30 0/412 1\n", b"0.10 0.20 0.30 -2/412 1\n", b"\xff\xfe 0.20 0.30 2/4 1\n",
])
def test_a_count_that_is_not_the_kernels_is_not_read(tmp_path: Path, content: bytes) -> None:
    assert cpus.others_running(_loadavg(tmp_path, content)) is None


def test_without_the_count_the_load_average_decides(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpus, "LOADAVG", tmp_path / "missing")
    assert cpus.others_running() is None
    usable = cpus.usable_cpus()

    def by_load() -> int:
        return max(1, usable - int(os.getloadavg()[0])) if hasattr(os, "getloadavg") else usable

    before = by_load()
    found = cpus.idle_cpus()
    assert found in (before, by_load())  # the average may move between the readings


def test_a_damaged_count_falls_back_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpus, "LOADAVG", _loadavg(tmp_path, b"garbage\n"))
    assert 1 <= cpus.idle_cpus() <= cpus.usable_cpus()


@pytest.mark.skipif(not ON_PROC, reason="no /proc/loadavg on this system")
def test_a_process_at_work_now_keeps_its_cpu_busy() -> None:
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.2)  # started and spinning
        assert cpus.others_running() >= 1
        assert cpus.idle_cpus() <= max(1, cpus.usable_cpus() - 1)
    finally:
        spinner.kill()
        spinner.wait()


def test_at_least_this_processs_cpu_is_idle(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpus, "LOADAVG", _loadavg(tmp_path, b"90.0 90.0 90.0 400/900 1\n"))
    assert cpus.idle_cpus() == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel ends them on Linux")
def test_a_forked_worker_ends_with_a_parent_killed_with_9() -> None:
    """A worker sending back more than a pipe holds, whose parent was killed: it holds the
    pipe's reading end too, so without the kernel's help it would wait for good."""
    script = (
        "import os, signal, sys, time\n"
        "from skillsleep.cpus import Forked\n"
        "def work(send):\n"
        "    time.sleep(1)\n"
        "    send.send(b'x' * (4 << 20))\n"
        "worker = Forked.fork(work, (), 'test-worker')\n"
        "print(worker.process.pid, flush=True)\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n")
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    worker = int(proc.stdout.split()[0])
    deadline = time.monotonic() + 15
    while pid_alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    alive = pid_alive(worker)
    if alive:
        os.kill(worker, 9)
    assert not alive
