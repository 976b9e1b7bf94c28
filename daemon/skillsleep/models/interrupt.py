"""Stopping a night's work at once when the process is asked to stop (SIGTERM, SIGINT).

Stopping the service, logging out or shutting down sends SIGTERM; Ctrl-C sends SIGINT. A model
call can take half a minute, and a service manager waits only so long before SIGKILL, so the
handler raises NightInterrupted right away, wherever the night is: the work in flight is lost
(its model call was not finished anyway), and everything decided before it was already recorded.
Writing that record is the one thing a signal never cuts short: `deferred()` holds it off until
the write is done, and the night then stops.

The flag stays set after the signal, and every model call checks it first, so a signal that
landed somewhere an exception cannot travel from (a callback from C code) still stops the night
at its next call.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

from .errors import NightInterrupted

SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), signal.SIGINT) if s is not None)


class Interruption:
    """The stop request of one night: set by a signal, checked between and inside steps."""

    def __init__(self) -> None:
        self.signal_name: str | None = None
        self._deferring = 0

    @property
    def requested(self) -> bool:
        return self.signal_name is not None

    def check(self) -> None:
        """Raise NightInterrupted when a stop was asked for (and no record is being written)."""
        if self.signal_name is not None and not self._deferring:
            raise NightInterrupted(self.signal_name)

    def request(self, signal_name: str) -> None:
        """Ask the night to stop, as a signal does (raises unless a record is being written)."""
        if self.signal_name is None:
            self.signal_name = signal_name
        self.check()

    @contextlib.contextmanager
    def deferred(self) -> Iterator[None]:
        """A section a stop request must not cut: it waits until the section is done."""
        self._deferring += 1
        try:
            yield
        finally:
            self._deferring -= 1
        self.check()

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        self.request(signal.Signals(signum).name)

    @contextlib.contextmanager
    def installed(self) -> Iterator[Interruption]:
        """Handle SIGTERM and SIGINT for the duration; the previous handlers come back after.

        Outside the main thread Python cannot take signals, so nothing is installed there and
        the caller's own handling stays in force.
        """
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        previous: dict[int, Any] = {}
        try:
            for sig in SIGNALS:
                previous[sig] = signal.signal(sig, self._on_signal)
            yield self
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)
