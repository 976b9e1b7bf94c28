"""The per-user daemon: watchers, spool, local socket and nightly scheduler in one process.

One daemon per user (`instance`): a second one refuses to start, and a lock or socket left by a
killed daemon is recovered (the kernel drops the lock with the process; the socket file is
removed once nobody answers on it).

Threads, each asleep until it has work: the IPC accept loop and one thread per client; the
watchdog observer; the debouncers; the single ingest worker (every store write of a harvest);
APScheduler's timer (nightly job, catch-up check, periodic rescan). The main thread only waits
for a signal. SIGTERM/SIGINT: the ingest worker finishes the job in hand, the watchers stop, the
socket is removed and the process exits 0. SIGHUP asks for a rescan.

Requests over the socket are few: `status` and `shutdown` here, `subscribe` in the server
itself (`ipc`). Harvests, nights and proposal decisions are the store's business: the CLI and
the language server write it directly and the daemon follows what they wrote.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import select
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import __version__
from ..catalog import NIGHTS
from ..context import Context
from ..errors import UserError
from ..harvest import watch_roots
from ..nightstatus import NightStatus
from ..paths import ensure_dirs
from ..sessiondata import parse_time
from .clock import local_iso
from .ingestor import Ingestor
from .instance import STOP_GUARD_SECONDS, DaemonLock, read_pid
from .ipc import SERVER_METHODS, Server, try_connect
from .logs import setup_logging
from .notifier import ProposalNotifier
from .scheduler import NightRunner, NightScheduler, cli_night, state_path
from .spool import spool_backlog
from .watchers import Debouncer, Watchers

log = logging.getLogger("skillsleep.daemon")

STOP_TIMEOUT = 30.0
HEAVY_MODULES = ("litellm", "llama_cpp", "torch", "openai", "tiktoken")


class Daemon:
    """The daemon's parts, started in order (nothing answers before the watches are planned)
    and stopped in the reverse order of what depends on them."""

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
            # `kill -USR1 <pid>` writes every thread's stack to stderr (daemon.stderr.log).
            faulthandler.register(signal.SIGUSR1, file=sys.stderr, all_threads=True)


    # events from the watchers

    def _replan_watches(self) -> list[str]:
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
        try:
            docs = self.ctx.store.collection(NIGHTS).all()
        except UserError as exc:
            log.warning("cannot read the record of nights: %s", exc)
            return None
        ended = [d for d in docs if not d.get("dry_run")
                 and d.get("status") not in (NightStatus.RUNNING, NightStatus.INTERRUPTED)]
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
        handler = HANDLERS.get(method)
        if handler is None:
            raise UserError(f"Unknown method `{method}`; the methods are: "
                            f"{', '.join(METHODS)}.")
        return handler(self, params)

    def answer_status(self, _params: dict[str, Any]) -> dict[str, Any]:
        return self.status()

    def answer_shutdown(self, _params: dict[str, Any]) -> dict[str, Any]:
        # The server sends this answer, then calls `request_stop` (its `on_shutdown`).
        log.info("shutdown requested over the socket")
        return {"stopping": True}

    def status(self) -> dict[str, Any]:
        last = self.ingestor.last_harvest
        return {
            "running": True,
            "version": __version__,
            "pid": os.getpid(),
            "started": local_iso(self.started),
            "uptime_seconds": round(time.time() - self.started, 1),
            "socket": str(self.paths.socket_path),
            "log_file": str(self.log_file) if self.log_file else None,
            "watched": self.watchers.describe(),
            "last_harvest": {**last, "time": local_iso(last["time"])} if last else None,
            "last_log_write": local_iso(self.ingestor.last_log_write),
            "last_night": self.runner.state.describe(),
            "next_night": self.scheduler.next_night(),
            "night_running": self.night_running(),
            "spool_backlog": spool_backlog(self.paths.spool_dir),
            "queued_jobs": self.ingestor.backlog(),
            "ingesting": self.ingestor.busy,
            "notices_ingested": self.ingestor.ingested_notices,
            "notices_set_aside": self.ingestor.set_aside_notices,
            "subscribers": self.server.subscriber_count,
            # The daemon must never load these (nights run in a child process); visible here
            # so a test or a curious user can check.
            "heavy_modules": sorted(m for m in HEAVY_MODULES if m in sys.modules),
        }


# name -> what answers it. `subscribe` turns the connection into an event stream, so the server
# answers it itself; the list a caller is shown names both.
HANDLERS: dict[str, Callable[[Daemon, dict[str, Any]], Any]] = {
    "status": Daemon.answer_status,
    "shutdown": Daemon.answer_shutdown,
}
METHODS = (*HANDLERS, *SERVER_METHODS)
