"""When nights run: the nightly slot, catch-up of a missed one, and the night's child process.

APScheduler fires the nightly job at `night.time` in the local time zone. Its memory job store
forgets everything at restart, and its monotonic timers stop while a laptop sleeps, so the
decision "was a night missed?" lives here, in a small JSON state file: the most recent slot that
has passed is covered when a night started after it. A missed slot runs as soon as the machine
is idle (no harness log written for `daemon.quiet_minutes`); the check runs at start-up and
every minute, which also wakes the scheduler after a suspend.

A night is `skillopt-sleep run --json` in a child process: a crash, or the memory the model
libraries take, never reaches the daemon, and the daemon never imports them.
"""

from __future__ import annotations

import contextlib
import json
import logging
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import Any

from ..atomic import atomic_write_text
from ..errors import UserError
from ..liveness import pid_alive
from ..locks import pid_file as pid_file_of
from ..paths import Paths
from .children import own_group
from .clock import local_iso

log = logging.getLogger("skillsleep.daemon")

STATE_FILE = "scheduler.json"
CATCH_UP_CHECK_MINUTES = 1
# A nightly job that fires this late (after a short suspend) still runs as the scheduled night;
# later than that, the catch-up takes it once the machine is idle.
MISFIRE_GRACE_SECONDS = 3600


# -- the state file ---------------------------------------------------------------------------

@dataclass
class NightState:
    first_seen: float = field(default_factory=time.time)
    last_started: float | None = None
    last_finished: float | None = None
    last_exit_code: int | None = None
    last_reason: str | None = None
    last_pid: int | None = None
    last_summary: dict[str, Any] | None = None
    last_error: str | None = None

    @classmethod
    def load(cls, path: Path) -> NightState:
        """The saved state; a missing or unreadable file starts fresh (and says so in the log)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError) as exc:
            log.warning("the scheduler state %s is unreadable (%s); starting a fresh one",
                        path, exc)
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        try:
            return cls(**known)
        except TypeError:
            return cls()

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(asdict(self), indent=2, default=str))

    def describe(self) -> dict[str, Any]:
        """The last night this daemon started, as `daemon status` shows it (`last_night`)."""
        return {"started": local_iso(self.last_started),
                "finished": local_iso(self.last_finished), "reason": self.last_reason,
                "exit_code": self.last_exit_code, "summary": self.last_summary,
                "error": self.last_error}


def state_path(state_dir: Path) -> Path:
    return state_dir / STATE_FILE


# -- the decision -----------------------------------------------------------------------------

def parse_night_time(text: str) -> tuple[int, int]:
    hour, _, minute = text.partition(":")
    return int(hour), int(minute)


def local_zone() -> tzinfo:
    # heavy: tzlocal (APScheduler's) and APScheduler itself load only in the daemon: every
    # `status` reads this module for NightState and cli_night.
    from tzlocal import get_localzone

    return get_localzone()


def latest_slot(now: datetime, hour: int, minute: int) -> datetime:
    """The most recent nightly slot at or before `now` (an aware datetime, local zone)."""
    today = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    return today if today <= now else today - timedelta(days=1)


def missed_slot(state: NightState, now: datetime, hour: int, minute: int) -> datetime | None:
    """The slot that passed without a night, or None when the last slot is covered.

    A slot is covered by a night started after it (scheduled, caught up or asked for). Slots
    from before the daemon first ran are never owed: installing must not start a night.
    """
    slot = latest_slot(now, hour, minute)
    covered_until = max(state.last_started or 0.0, state.first_seen)
    return slot if covered_until < slot.timestamp() else None


def stopped_by_signal(exit_code: int | None) -> bool:
    """Whether a night's process ended because it was told to stop (or killed): `run` exits
    128 + the signal's number after recording an interrupted night; a killed child shows as
    a negative code."""
    return exit_code is not None and (exit_code < 0 or exit_code in (130, 143))


def is_quiet(last_activity: float, now: float, quiet_minutes: int) -> bool:
    return now - last_activity >= quiet_minutes * 60


# -- the child process ------------------------------------------------------------------------

def night_command() -> list[str]:
    return [sys.executable, "-m", "skillsleep.cli", "run", "--json"]


class NightRunner:
    """Starts one night at a time as a child process and records how it ended."""

    def __init__(self, state_file: Path, on_finished: Callable[[NightState], None] | None = None,
                 cwd: Path | None = None) -> None:
        self.state_file = state_file
        self.on_finished = on_finished
        self.cwd = cwd
        self.state = NightState.load(state_file)
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._started = 0.0
        if not state_file.exists():
            self.state.save(state_file)  # records first_seen: earlier slots are never owed

    @property
    def running(self) -> dict[str, Any] | None:
        with self._lock:
            if self._proc is None:
                return None
            return {"pid": self._proc.pid, "started": local_iso(self._started),
                    "reason": self.state.last_reason}

    def start(self, reason: str) -> dict[str, Any]:
        """Start a night now; refuses with a clear sentence while one is running."""
        with self._lock:
            if self._proc is not None:
                raise UserError(
                    f"A night is already running (pid {self._proc.pid}, started "
                    f"{local_iso(self._started)}); wait for it to finish.")
            try:
                proc = subprocess.Popen(night_command(), stdin=subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        cwd=self.cwd, **own_group())
            except OSError as exc:
                log.error("cannot start the night's process: %s", exc)
                raise UserError(f"Cannot start the night's process ({exc}); check that "
                                f"{sys.executable} still exists, or reinstall.") from exc
            self._proc = proc
            self._started = time.time()
            self.state.last_started = self._started
            self.state.last_reason = reason
            self.state.last_pid = proc.pid
            self.state.last_finished = None
            self.state.last_exit_code = None
            self.state.save(self.state_file)
        log.info("night started (%s), pid %d", reason, proc.pid)
        threading.Thread(target=self._wait, args=(proc,), name="night-wait",
                         daemon=True).start()
        return {"pid": proc.pid, "started": local_iso(self._started), "reason": reason}

    def _wait(self, proc: subprocess.Popen[bytes]) -> None:
        out, err = proc.communicate()
        summary, error = _read_result(proc.returncode, out, err)
        with self._lock:
            self._proc = None
            self.state.last_finished = time.time()
            self.state.last_exit_code = proc.returncode
            self.state.last_summary = summary
            self.state.last_error = error
            with contextlib.suppress(OSError):
                self.state.save(self.state_file)
            seconds = self.state.last_finished - self._started
        if proc.returncode == 0:
            log.info("night finished in %.0f s: %s", seconds, _short(summary))
        else:
            log.error("night failed (exit code %s) after %.0f s: %s", proc.returncode,
                      seconds, error)
        if self.on_finished is not None:
            try:
                self.on_finished(self.state)
            except Exception:
                log.exception("error after the night finished")


def _read_result(code: int | None, out: bytes, err: bytes) -> tuple[dict[str, Any] | None,
                                                                     str | None]:
    summary: dict[str, Any] | None = None
    text = out.decode("utf-8", "replace").strip()
    if text:
        try:
            parsed = json.loads(text)
            summary = parsed if isinstance(parsed, dict) else {"result": parsed}
        except ValueError:
            summary = {"output": text[-2000:]}
    error = None
    if code != 0:
        lines = err.decode("utf-8", "replace").strip().splitlines()
        error = " ".join(lines[-3:])[-1000:] if lines else f"exit code {code}"
    return summary, error


def _short(summary: dict[str, Any] | None) -> str:
    if not summary:
        return "no summary"
    text = json.dumps(summary, default=str)
    return text if len(text) <= 300 else text[:299] + "…"


def cli_night(paths: Paths) -> dict[str, Any] | None:
    """A night run from the command line (not by this daemon): its process holds the night
    lock and writes its pid beside it."""
    pid_file = pid_file_of(paths.night_lock)
    try:
        pid = int(pid_file.read_text(encoding="utf-8").strip())
        started = pid_file.stat().st_mtime
    except (OSError, ValueError):
        return None
    if not pid_alive(pid):
        return None
    return {"pid": pid, "started": local_iso(started), "reason": "command line"}


# -- the scheduler ----------------------------------------------------------------------------

class NightScheduler:
    """APScheduler's background thread, running the nightly job, catch-up and rescans."""

    def __init__(self, night_time: str, quiet_minutes: int, runner: NightRunner,
                 last_activity: Callable[[], float], rescan: Callable[[], None],
                 rescan_minutes: int,
                 recorded_night: Callable[[], float | None] = lambda: None) -> None:
        from apscheduler.schedulers.background import BackgroundScheduler  # heavy: apscheduler

        self.hour, self.minute = parse_night_time(night_time)
        self.quiet_minutes = quiet_minutes
        self.runner = runner
        self.last_activity = last_activity
        self.rescan = rescan
        self.rescan_minutes = rescan_minutes
        self.recorded_night = recorded_night  # start of the last night any process recorded
        self.tz = local_zone()
        self._catch_up_lock = threading.Lock()
        self._waiting_logged: datetime | None = None
        self.scheduler = BackgroundScheduler(
            timezone=self.tz,
            job_defaults={"coalesce": True, "max_instances": 1,
                          "misfire_grace_time": MISFIRE_GRACE_SECONDS})

    def start(self) -> None:
        from apscheduler.events import EVENT_JOB_MISSED  # heavy: apscheduler
        from apscheduler.triggers.cron import CronTrigger

        self.scheduler.add_job(self._scheduled_night, CronTrigger(
            hour=self.hour, minute=self.minute, timezone=self.tz), id="nightly",
            replace_existing=True)
        self.scheduler.add_job(self.check_catch_up, "interval", minutes=CATCH_UP_CHECK_MINUTES,
                               id="catch-up", replace_existing=True)
        self.scheduler.add_job(self.rescan, "interval", minutes=self.rescan_minutes,
                               id="rescan", replace_existing=True)
        self.scheduler.add_listener(self._missed, EVENT_JOB_MISSED)
        self.scheduler.start()

    def stop(self) -> None:
        if self.scheduler.running:
            self.scheduler.shutdown(wait=False)

    def _missed(self, event: Any) -> None:
        if event.job_id == "nightly":
            log.warning("the nightly run due at %s was missed (the machine slept or was busy); "
                        "it runs once the machine is idle", event.scheduled_run_time)

    def _scheduled_night(self) -> None:
        try:
            self.runner.start("scheduled")
        except UserError as exc:
            log.warning("the scheduled night did not start: %s", exc)

    def check_catch_up(self) -> None:
        """Run a missed night now if the machine is idle; cheap when nothing is owed."""
        with self._catch_up_lock:
            slot = self.owed_slot()
            if slot is None or self.runner.running is not None:
                return
            if not is_quiet(self.last_activity(), time.time(), self.quiet_minutes):
                if self._waiting_logged != slot:
                    log.info("the night of %s was missed; it runs after %d quiet minutes",
                             slot.isoformat(timespec="minutes"), self.quiet_minutes)
                    self._waiting_logged = slot
                return
            log.info("catching up the missed night of %s", slot.isoformat(timespec="minutes"))
            try:
                self.runner.start("catch-up")
            except UserError as exc:
                log.warning("the catch-up night did not start: %s", exc)

    def owed_slot(self) -> datetime | None:
        """The missed slot, counting nights this daemon started and nights run from the CLI.

        An interrupted night does not cover its slot: the catch-up resumes it once the machine
        is quiet again. So does a night this daemon started and never saw end (the daemon
        stopped with it); the store's record tells whether that night finished.
        """
        state = self.runner.state
        ended_well = state.last_exit_code is not None and not stopped_by_signal(
            state.last_exit_code)
        mine = state.last_started if (self.runner.running is not None or ended_well) else None
        covered = max(mine or 0.0, self.recorded_night() or 0.0) or None
        return missed_slot(NightState(first_seen=state.first_seen, last_started=covered),
                           datetime.now(self.tz), self.hour, self.minute)

    def next_night(self) -> dict[str, Any]:
        """When the next night runs: a pending catch-up, or the next scheduled slot."""
        slot = self.owed_slot()
        job = self.scheduler.get_job("nightly") if self.scheduler.running else None
        scheduled = job.next_run_time if job is not None else None
        return {
            "scheduled": scheduled.isoformat(timespec="seconds") if scheduled else None,
            "catch_up_pending": slot.isoformat(timespec="minutes") if slot else None,
            "quiet_minutes": self.quiet_minutes,
        }

