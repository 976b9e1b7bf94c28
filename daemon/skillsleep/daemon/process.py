"""The per-user daemon: watchers, spool, local socket and nightly scheduler in one process.

One daemon per user: it holds an exclusive lock on `paths.daemon_lock` for its whole life, so a
second one refuses to start, and a lock or socket left by a killed daemon is recovered (the
kernel drops the lock with the process; the socket file is removed once nobody answers on it).

Threads, each asleep until it has work: the IPC accept loop and one thread per client; the
watchdog observer; the debouncers; the single ingest worker (every store write of a harvest);
APScheduler's timer (nightly job, catch-up check, periodic rescan). The main thread only waits
for a signal. SIGTERM/SIGINT: the ingest worker finishes the job in hand, the watchers stop, the
socket is removed and the process exits 0. SIGHUP asks for a rescan.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from .. import __version__
from ..config import HARNESS_IDS
from ..context import Context
from ..errors import UserError
from ..paths import Paths, ensure_dirs
from .ipc import DaemonError, Server, try_connect
from .scheduler import NightState, state_path

log = logging.getLogger("skillsleep.daemon")

LOG_FILE = "daemon.log"
STDERR_FILE = "daemon.stderr.log"
LOG_MAX_BYTES = 2 << 20
LOG_BACKUPS = 3
START_TIMEOUT = 20.0
STOP_TIMEOUT = 30.0
STOP_GUARD_SECONDS = 90.0
NIGHTS = "nights"  # the optimizer's record of every night
HEAVY_MODULES = ("litellm", "llama_cpp", "torch", "openai", "tiktoken")
METHODS = ("status", "harvest", "run_night", "proposals.list", "proposals.accept",
           "proposals.reject", "subscribe", "shutdown")


# -- the single-instance lock -----------------------------------------------------------------

class DaemonLock:
    """An exclusive, non-blocking lock held for the daemon's life; the OS frees it on death."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh: TextIO | None = None

    def acquire(self) -> bool:
        fh = open(self.path, "a+")  # noqa: SIM115 - held open for the daemon's whole life
        try:
            if sys.platform == "win32":
                import msvcrt

                fh.seek(0)
                msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            else:
                import fcntl

                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            fh.close()
            return False
        self._fh = fh
        return True

    def release(self) -> None:
        if self._fh is not None:
            self._fh.close()  # closing the descriptor drops the lock
            self._fh = None


def read_pid(paths: Paths) -> int | None:
    try:
        return int(paths.pid_file.read_text().strip())
    except (OSError, ValueError):
        return None


def pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if sys.platform == "win32":
        # os.kill(pid, 0) would send CTRL_C_EVENT on Windows; ask tasklist instead.
        out = subprocess.run(["tasklist", "/FI", f"PID eq {pid}", "/NH"], capture_output=True,
                             text=True, check=False).stdout
        return str(pid) in out
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie (exited, not yet reaped by its parent) still answers kill(0) on Linux.
    with contextlib.suppress(OSError, IndexError):
        stat = Path(f"/proc/{pid}/stat").read_text()
        return stat.rsplit(")", 1)[1].split()[0] != "Z"
    return True


def _command_line(pid: int) -> str:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
        return raw.replace(b"\0", b" ").decode("utf-8", "replace")
    except OSError:
        pass
    if sys.platform == "win32":
        return ""
    try:  # macOS and the BSDs have no /proc
        return subprocess.run(["ps", "-o", "command=", "-p", str(pid)], capture_output=True,
                              text=True, timeout=5, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def _holds_lock(pid: int, lock_path: Path) -> bool | None:
    """Whether `pid` holds the flock on `lock_path`, from /proc/locks; None where it cannot
    be told (no /proc, no lock file)."""
    try:
        info = os.stat(lock_path)
        table = Path("/proc/locks").read_text()
    except OSError:
        return None
    wanted = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    for line in table.splitlines():
        parts = line.split()
        # "3: FLOCK  ADVISORY  WRITE 4242 08:01:131081 0 EOF" ("->" lines are waiters)
        if len(parts) >= 6 and parts[1] == "FLOCK" and parts[5] == wanted:
            return parts[4] == str(pid)
    return False


def is_our_daemon(paths: Paths, pid: int) -> bool:
    """Is `pid` this user's daemon for these paths? A pid file outlives a daemon killed with
    kill -9, and its pid may since belong to any other process: it must be alive, run
    `skillopt-sleep daemon run`, and (where the system tells) hold this home's daemon lock."""
    if not pid_alive(pid):
        return False
    if sys.platform != "win32":
        words = _command_line(pid).split()
        if not ("daemon" in words and "run" in words
                and any("skillsleep" in w or "skillopt-sleep" in w for w in words)):
            return False
    return _holds_lock(pid, paths.daemon_lock) is not False


def clean_stale_files(paths: Paths) -> list[str]:
    """Remove the pid file and socket of a daemon that is gone; returns what was removed."""
    removed = []
    pid = read_pid(paths)
    if paths.pid_file.exists() and (pid is None or not is_our_daemon(paths, pid)):
        with contextlib.suppress(FileNotFoundError):
            paths.pid_file.unlink()
            removed.append(str(paths.pid_file))
    sock = paths.socket_path
    if (sock.exists() or sock.is_symlink()) and try_connect(paths, timeout=0.3) is None:
        with contextlib.suppress(FileNotFoundError):
            sock.unlink()
            removed.append(str(sock))
    return removed


# -- logging ----------------------------------------------------------------------------------

def setup_logging(paths: Paths, level: str) -> Path:
    import logging.handlers

    class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
        """Each log file (the current one and every rotated one) is created 0600."""

        def _open(self) -> Any:
            fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            return open(fd, self.mode, encoding=self.encoding, errors=self.errors)

    paths.log_dir.mkdir(parents=True, exist_ok=True)
    log_file = paths.log_dir / LOG_FILE
    handler = PrivateRotatingFileHandler(log_file, maxBytes=LOG_MAX_BYTES,
                                         backupCount=LOG_BACKUPS, encoding="utf-8")
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    handler.setFormatter(fmt)
    root = logging.getLogger("skillsleep")
    root.setLevel(getattr(logging, level.upper()))
    root.addHandler(handler)
    if sys.stderr is not None and sys.stderr.isatty():
        console = logging.StreamHandler()
        console.setFormatter(fmt)
        root.addHandler(console)
    # The libraries' own INFO lines (every job run, every watch) would fill the log when idle.
    for noisy in ("apscheduler", "watchdog"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
        logging.getLogger(noisy).addHandler(handler)
    return log_file


# -- proposals_changed events -----------------------------------------------------------------

class ProposalNotifier:
    """Pushes `proposals_changed` per target whenever the proposals collection changes.

    Whoever wrote it (a night's child process, a CLI accept, the language server), the change
    lands as a rename of `proposals.json` in the store folder, which the daemon watches; the
    notifier compares a fingerprint per target with the one it saw last.
    """

    def __init__(self, ctx: Context, broadcast: Any) -> None:
        self.ctx = ctx
        self.broadcast = broadcast
        self._lock = threading.Lock()
        self._seen = self._fingerprints()

    def _fingerprints(self) -> dict[str, str]:
        import hashlib
        import json

        from ..proposals import COLLECTION

        by_target: dict[str, list[Any]] = {}
        try:
            docs = self.ctx.store.collection(COLLECTION).all()
        except UserError as exc:
            log.error("cannot read the proposals: %s", exc)
            return {}
        for doc in docs:
            target = doc.get("target")
            if not isinstance(target, str) or not target:
                continue
            edits = doc.get("edits") if isinstance(doc.get("edits"), list) else []
            by_target.setdefault(_abs(target), []).append(
                [doc.get("id"), doc.get("status"), doc.get("base_hash"),
                 [e.get("status") if isinstance(e, dict) else None for e in edits]])
        return {t: hashlib.sha256(json.dumps(sorted(v, key=str)).encode()).hexdigest()
                for t, v in by_target.items()}

    def check(self) -> list[str]:
        with self._lock:
            now = self._fingerprints()
            changed = sorted(t for t in set(now) | set(self._seen)
                             if now.get(t) != self._seen.get(t))
            self._seen = now
        for target in changed:
            sent = self.broadcast({"event": "proposals_changed", "target": target})
            log.info("proposals changed for %s (%d subscriber(s) told)", target, sent)
        return changed


def _abs(target: str) -> str:
    return str(Path(target).expanduser().absolute())


# -- the daemon -------------------------------------------------------------------------------

class Daemon:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.paths = ctx.paths
        self.config = ctx.config
        self.started = time.time()
        self.stop_event = threading.Event()
        # A signal may be delivered to any thread, and Python runs its handler only when the
        # main thread next runs; the wake-up pair makes sure the main thread does run.
        self._signalled = False
        self._hup = False
        self._wake_r, self._wake_w = socket.socketpair()
        for end in (self._wake_r, self._wake_w):
            end.setblocking(False)
        self._lock = DaemonLock(self.paths.daemon_lock)
        self._in_flight = 0
        self._in_flight_cond = threading.Condition()
        self.log_file: Path | None = None

    # start-up

    def claim(self) -> None:
        """Take the single-instance lock and clear a stale socket, or refuse clearly."""
        ensure_dirs(self.paths)
        if not self._lock.acquire():
            pid = read_pid(self.paths)
            raise UserError(
                f"A skillopt-sleep daemon is already running for this user"
                f"{f' (pid {pid})' if pid else ''}; stop it with `skillopt-sleep daemon stop`.")
        sock = self.paths.socket_path
        if sock.exists() or sock.is_symlink():
            client = try_connect(self.paths, timeout=0.5)
            if client is not None:
                client.close()
                self._lock.release()
                raise UserError(f"Another process answers on {sock}; stop it, or remove the "
                                f"file if nothing should be listening there.")
            sock.unlink()  # left behind by a daemon that was killed
            log.info("removed a stale socket left by a previous daemon")
        self.paths.pid_file.write_text(f"{os.getpid()}\n")

    def run(self) -> int:
        """Run in the foreground until SIGTERM/SIGINT or a `shutdown` request; returns 0."""
        self.log_file = setup_logging(self.paths, self.config.daemon.log_level)
        # Before anything can answer: a SIGTERM from then on always means a graceful stop.
        self._install_signals()
        self.claim()
        try:
            self._start_parts()
            log.info("daemon %s started, pid %d, socket %s", __version__, os.getpid(),
                     self.paths.socket_path)
            self._wait_for_stop()
            log.info("stopping")
        finally:
            self._stop_parts()
            with contextlib.suppress(FileNotFoundError):
                self.paths.pid_file.unlink()
            self._lock.release()
        log.info("daemon stopped")
        return 0

    def _start_parts(self) -> None:
        # Imported here: `daemon_status`, on every `skillopt-sleep status`, needs none of them.
        from .ingestor import Ingestor
        from .scheduler import NightRunner, NightScheduler
        from .watchers import Debouncer, Watchers

        cfg = self.config.daemon
        self.ingestor = Ingestor(self.ctx, self._replan_watches)
        self.watchers = Watchers(on_log_paths=self._log_paths_changed,
                                 on_layout_change=self.ingestor.layout_changed)
        self.debouncer = Debouncer(cfg.debounce_seconds, max(2.0, cfg.debounce_seconds * 4),
                                   self.ingestor.changed)
        self.server = Server(self.paths, self.handle, idle_timeout=cfg.client_idle_seconds)
        self.server.on_shutdown = self.request_stop
        self.notifier = ProposalNotifier(self.ctx, self.server.broadcast)
        self.store_debouncer = Debouncer(0.05, 0.5, lambda _paths: self.notifier.check())
        self.runner = NightRunner(state_path(self.paths.state_dir),
                                  on_finished=lambda _s: self.notifier.check(),
                                  cwd=self.paths.state_dir)
        self.scheduler = NightScheduler(self.config.night.time, cfg.quiet_minutes, self.runner,
                                        self.last_activity, self.ingestor.rescan,
                                        cfg.rescan_minutes, self.recorded_night)

        self.ingestor.start()
        self.debouncer.start()
        self.store_debouncer.start()
        self.watchers.start()
        self.watchers.watch_folder(self.paths.spool_dir, self.ingestor.notices)
        self.watchers.watch_folder(self.paths.store_dir, self._store_changed)
        try:
            self._replan_watches()  # before the socket answers, so `status` shows them
        except Exception:
            log.exception("cannot plan the watches; the periodic rescan still harvests")
        self.ingestor.rescan("start-up")  # drains the spool, then reads every log
        self.server.start()
        self.scheduler.start()
        self.scheduler.check_catch_up()

    def _stop_parts(self) -> None:
        import faulthandler

        # A stop that hangs anyway writes every thread's stack to stderr and ends the process,
        # rather than leaving a daemon that neither works nor goes away.
        guard = sys.stderr is not None and hasattr(faulthandler, "dump_traceback_later")
        if guard:
            faulthandler.dump_traceback_later(STOP_GUARD_SECONDS, exit=True, file=sys.stderr)
        # The order matters: no new work, then the write in hand, then the socket; the
        # watchers last, since nothing they report can be acted on any more.
        for part, action in (
            ("scheduler", "stop"),
            ("ingestor", None),
            ("server", "close"),
            ("debouncer", "stop"),
            ("store_debouncer", "stop"),
            ("watchers", "stop"),
        ):
            obj = getattr(self, part, None)
            if obj is None:
                continue  # start-up failed before this part existed
            try:
                if action is None:
                    self._stop_ingestor()
                    self._wait_in_flight()
                else:
                    getattr(obj, action)()
            except Exception:
                log.exception("error while stopping the %s", part)
        if guard:
            faulthandler.cancel_dump_traceback_later()

    def _stop_ingestor(self) -> None:
        if not self.ingestor.stop(STOP_TIMEOUT):
            log.error("the ingest worker did not finish within %.0f s", STOP_TIMEOUT)

    def _wait_in_flight(self) -> None:
        deadline = time.monotonic() + STOP_TIMEOUT
        with self._in_flight_cond:
            while self._in_flight > 0 and time.monotonic() < deadline:
                self._in_flight_cond.wait(deadline - time.monotonic())

    def request_stop(self) -> None:
        """Ask the main thread to stop the daemon (from any thread but a signal handler)."""
        self.stop_event.set()
        with contextlib.suppress(OSError):
            self._wake_w.send(b"\0")

    def _on_stop_signal(self, *_: object) -> None:
        # A handler can interrupt the main thread anywhere, even while it holds a lock that
        # stop_event.set() would need: so only a plain flag here (the C-level handler has
        # already written to the wake-up pair).
        self._signalled = True

    def _on_hup_signal(self, *_: object) -> None:
        self._hup = True  # the main loop queues the rescan (see _on_stop_signal for why)

    def _wait_for_stop(self) -> None:
        """Sleep in select() until a signal or a stop request writes to the wake-up pair."""
        import select

        while not (self._signalled or self.stop_event.is_set()):
            if self._hup:
                self._hup = False
                self.ingestor.rescan("SIGHUP")
            with contextlib.suppress(InterruptedError):
                select.select([self._wake_r], [], [], 3600)
            with contextlib.suppress(OSError):
                while self._wake_r.recv(512):
                    pass
        self.stop_event.set()

    def _install_signals(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return
        signal.set_wakeup_fd(self._wake_w.fileno(), warn_on_full_buffer=False)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, self._on_stop_signal)
        if hasattr(signal, "SIGHUP"):
            signal.signal(signal.SIGHUP, self._on_hup_signal)
        if hasattr(signal, "SIGUSR1") and sys.stderr is not None:
            import faulthandler

            # `kill -USR1 <pid>` writes every thread's stack to stderr (daemon.stderr.log).
            faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)


    # events from the watchers

    def _replan_watches(self) -> list[str]:
        from ..harvest import watch_roots

        return self.watchers.update_roots(watch_roots(self.ctx))

    def _log_paths_changed(self, paths: list[Path]) -> None:
        self.debouncer.add(paths)

    def _store_changed(self, paths: list[Path]) -> None:
        if any(p.name == "proposals.json" for p in paths):
            self.store_debouncer.add(paths)

    def recorded_night(self) -> float | None:
        """When the last night recorded in the store started (whoever ran it), or None.

        Nights that were interrupted (or are still running) do not count: the next night
        resumes them.
        """
        from ..model import parse_time

        try:
            docs = self.ctx.store.collection(NIGHTS).all()
        except UserError as exc:
            log.warning("cannot read the record of nights: %s", exc)
            return None
        ended = [d for d in docs if not d.get("dry_run")
                 and d.get("status") not in ("running", "interrupted")]
        times = [t for t in (parse_time(d.get("started")) for d in ended) if t is not None]
        return max(times).timestamp() if times else None

    def night_running(self) -> dict[str, Any] | None:
        """The night in progress: this daemon's child, or one started from the command line."""
        mine = self.runner.running
        if mine is not None:
            return mine
        return cli_night(self.paths)

    def last_activity(self) -> float:
        """When a harness log was last written, as far as the daemon saw (or its start)."""
        return max(self.started, self.ingestor.last_log_write)

    # requests

    def handle(self, method: str, params: dict[str, Any]) -> Any:
        if self.stop_event.is_set() and method != "status":
            raise UserError("The daemon is stopping; try again once it is back.")
        with self._in_flight_cond:
            self._in_flight += 1
        try:
            return self._dispatch(method, params)
        finally:
            with self._in_flight_cond:
                self._in_flight -= 1
                self._in_flight_cond.notify_all()

    def _dispatch(self, method: str, params: dict[str, Any]) -> Any:
        from .. import proposals

        if method == "status":
            return self.status()
        if method == "harvest":
            harnesses = _str_list(params, "harnesses")
            bad = [h for h in harnesses or [] if h not in HARNESS_IDS]
            if bad:
                raise UserError(f"Unknown harness {', '.join(bad)}; the harnesses are: "
                                f"{', '.join(HARNESS_IDS)}.")
            paths = [Path(p).expanduser() for p in _str_list(params, "paths") or []]
            return self.ingestor.harvest(harnesses, paths or None).result()
        if method == "run_night":
            return self.runner.start("requested")
        if method == "proposals.list":
            target = params.get("target")
            if target is not None and not isinstance(target, str):
                raise UserError("`target` must be a file path.")
            skipped: list[str] = []
            found = proposals.load_proposals(self.ctx.store, target, skipped)
            return {"proposals": [p.to_doc() for p in found], "skipped": skipped}
        if method == "proposals.accept":
            checkout = params.get("checkout")
            if checkout is not None and not isinstance(checkout, str):
                raise UserError("`checkout` must be a folder path.")
            result = proposals.accept(self.ctx.store, self.paths.backups_dir,
                                      _proposal_id(params), _indexes(params),
                                      checkout=Path(checkout) if checkout else None)
            self.notifier.check()
            log.info("proposal %s accepted: edits %s", result["id"], result["accepted"])
            return result
        if method == "proposals.reject":
            reason = params.get("reason") or ""
            if not isinstance(reason, str):
                raise UserError("`reason` must be a string.")
            result = proposals.reject(self.ctx.store, _proposal_id(params), _indexes(params),
                                      reason)
            self.notifier.check()
            log.info("proposal %s rejected: edits %s", result["id"], result["rejected"])
            return result
        if method == "shutdown":
            log.info("shutdown requested over the socket")
            return {"stopping": True}
        raise UserError(f"Unknown method `{method}`; the methods are: {', '.join(METHODS)}.")

    def status(self) -> dict[str, Any]:
        last = self.ingestor.last_harvest
        return {
            "running": True,
            "version": __version__,
            "pid": os.getpid(),
            "started": _iso(self.started),
            "uptime_seconds": round(time.time() - self.started, 1),
            "socket": str(self.paths.socket_path),
            "log_file": str(self.log_file) if self.log_file else None,
            "watched": self.watchers.describe(),
            "last_harvest": {**last, "time": _iso(last["time"])} if last else None,
            "last_log_write": _iso(self.ingestor.last_log_write),
            "last_night": self.runner.describe(),
            "next_night": self.scheduler.next_night(),
            "night_running": self.night_running(),
            "spool_backlog": spool_backlog(self.paths),
            "queued_jobs": self.ingestor.backlog(),
            "ingesting": self.ingestor.busy,
            "notices_ingested": self.ingestor.ingested_notices,
            "notices_set_aside": self.ingestor.set_aside_notices,
            "subscribers": self.server.subscriber_count,
            # The daemon must never load these (nights run in a child process); visible here
            # so a test or a curious user can check.
            "heavy_modules": sorted(m for m in HEAVY_MODULES if m in sys.modules),
        }


def _str_list(params: dict[str, Any], key: str) -> list[str] | None:
    value = params.get(key)
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UserError(f"`{key}` must be a list of strings.")
    return value


def _proposal_id(params: dict[str, Any]) -> str:
    value = params.get("id")
    if not isinstance(value, str) or not value:
        raise UserError("Give the proposal's `id` (as `skillopt-sleep proposals list` shows).")
    return value


def _indexes(params: dict[str, Any]) -> list[int] | None:
    value = params.get("edits")
    if value is None:
        return None
    if not isinstance(value, list) or not all(
            isinstance(i, int) and not isinstance(i, bool) for i in value):
        raise UserError("`edits` must be a list of edit numbers (0, 1, ...).")
    return value


def _iso(ts: float | None) -> str | None:
    if not ts:
        return None
    return datetime.fromtimestamp(ts).astimezone().isoformat(timespec="seconds")


def cli_night(paths: Paths) -> dict[str, Any] | None:
    """A night holding the night lock, from the pid file its holder writes beside the lock."""
    pid_file = paths.night_lock.with_name(paths.night_lock.name + ".pid")
    try:
        pid = int(pid_file.read_text(encoding="utf-8").strip())
        started = pid_file.stat().st_mtime
    except (OSError, ValueError):
        return None
    if not pid_alive(pid):
        return None
    return {"pid": pid, "started": _iso(started), "reason": "command line"}


def spool_backlog(paths: Paths) -> int:
    try:
        with os.scandir(paths.spool_dir) as it:
            return sum(1 for e in it if e.name.endswith(".notice"))
    except FileNotFoundError:
        return 0


# -- controlling the daemon from the CLI ------------------------------------------------------

def daemon_status(paths: Paths) -> dict[str, Any]:
    """The daemon's state whether or not it runs; cheap (no store scan, no model library)."""
    from .servicefiles import service_state

    service = service_state(paths)
    client = try_connect(paths, timeout=0.3)
    if client is not None:
        client.timeout = 3.0
        try:
            with client:
                status = client.call("status")
            return {**status, "service": service}
        except DaemonError:
            pass  # answered the connect but not the request: report what the files say
    pid = read_pid(paths)
    alive = pid is not None and is_our_daemon(paths, pid)
    state = NightState.load(state_path(paths.state_dir))
    return {
        "running": False,
        "pid": pid if alive else None,
        "unresponsive": alive,
        "version": __version__,
        "socket": str(paths.socket_path),
        "log_file": str(paths.log_dir / LOG_FILE),
        "spool_backlog": spool_backlog(paths),
        "last_night": {"started": _iso(state.last_started), "finished": _iso(state.last_finished),
                       "reason": state.last_reason, "exit_code": state.last_exit_code,
                       "summary": state.last_summary, "error": state.last_error},
        "next_night": None,
        "night_running": cli_night(paths),
        "service": service,
    }


def start_detached(paths: Paths, timeout: float = START_TIMEOUT) -> dict[str, Any]:
    """Start `daemon run` in the background; return its status once it answers on its socket."""
    client = try_connect(paths)
    if client is not None:
        client.close()
        pid = read_pid(paths)
        raise UserError(f"The daemon is already running{f' (pid {pid})' if pid else ''}; "
                        f"`skillopt-sleep daemon stop` stops it.")
    ensure_dirs(paths)
    err_file = paths.log_dir / STDERR_FILE
    log_file = paths.log_dir / LOG_FILE
    kwargs: dict[str, Any] = {}
    if sys.platform == "win32":
        kwargs["creationflags"] = (getattr(subprocess, "DETACHED_PROCESS", 0)
                                   | getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0))
    else:
        kwargs["start_new_session"] = True  # no controlling terminal, its own process group
    with open(err_file, "ab") as err:
        offset = err.tell()
        proc = subprocess.Popen([sys.executable, "-m", "skillsleep.cli", "daemon", "run"],
                                stdin=subprocess.DEVNULL, stdout=err, stderr=err,
                                cwd=paths.state_dir, close_fds=True, **kwargs)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        code = proc.poll()
        if code is not None:
            reason = _tail(err_file, offset) or f"exit code {code}"
            raise UserError(f"The daemon stopped right after starting: {reason} "
                            f"(details in {log_file} and {err_file}).")
        client = try_connect(paths, timeout=0.2)
        if client is not None:
            client.timeout = 5.0
            with client:
                try:
                    return client.call("status")
                except DaemonError:
                    pass
        time.sleep(0.05)
    raise UserError(f"The daemon (pid {proc.pid}) did not answer on {paths.socket_path} within "
                    f"{timeout:.0f} s; see {log_file} and {err_file}.")


def _tail(path: Path, offset: int) -> str:
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            text = fh.read().decode("utf-8", "replace").strip()
    except OSError:
        return ""
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].removeprefix("skillopt-sleep: ") if lines else ""


def stop_daemon(paths: Paths, timeout: float = STOP_GUARD_SECONDS + 5) -> dict[str, Any]:
    """Ask the daemon to stop and wait until it has; SIGTERM if it does not answer.

    A pid is signalled only once it is known to be our daemon (`is_our_daemon`); the pid file
    and socket a killed daemon left are removed, and an unrelated process that has its old pid
    is never touched."""
    pid = read_pid(paths)
    ours = pid is not None and is_our_daemon(paths, pid)
    client = try_connect(paths)
    if client is None and not ours:
        clean_stale_files(paths)
        return {"was_running": False, "pid": None}
    asked = False
    if client is not None:
        client.timeout = 5.0
        with client, contextlib.suppress(DaemonError):
            pid = int(client.call("status").get("pid") or 0) or pid  # whoever answers is ours
            ours = pid is not None
            client.call("shutdown")
            asked = True
    if not asked and ours and pid is not None and sys.platform != "win32":
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        gone = pid is None or not pid_alive(pid) or read_pid(paths) != pid
        if gone and not paths.socket_path.exists():
            return {"was_running": True, "pid": pid}
        time.sleep(0.05)
    raise UserError(f"The daemon (pid {pid}) did not stop within {timeout:.0f} s; see "
                    f"{paths.log_dir / LOG_FILE}, or end it with `kill {pid}`.")
