"""New proposals reach open documents without reopening them.

When the daemon runs, the server subscribes to its events over the local socket and reloads on
`proposals_changed`. When it does not (or it stops), the server polls the store's proposals file
signature (one stat() a second) and tries the daemon again now and then. Either way the reload
itself is `SkillServer.refresh`, which re-reads the store only if the file changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import threading
from typing import Any

from lsprotocol import types

from .feature import Feature
from .language_server import SkillServer

log = logging.getLogger("skillsleep_lsp")

POLL_SECONDS = 1.0
DAEMON_RETRY_SECONDS = 10.0


class ProposalFollower(Feature):
    """Follows the daemon's events, or the store, for the whole session."""

    def __init__(self, server: SkillServer) -> None:
        super().__init__(server)
        self.task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(follow(self.server),
                                                           name="follow-proposals")

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None


async def follow(ls: SkillServer) -> None:
    loop = asyncio.get_running_loop()
    next_daemon_try = 0.0
    while True:
        try:
            if loop.time() >= next_daemon_try:
                next_daemon_try = loop.time() + DAEMON_RETRY_SECONDS
                client = await asyncio.to_thread(connect_daemon, ls)
                if client is not None:
                    await follow_daemon(ls, client)
                    ls.report("The daemon's event stream ended; watching the store instead.",
                              types.MessageType.Info)
            await asyncio.sleep(POLL_SECONDS)
            await ls.refresh()
        except asyncio.CancelledError:
            raise
        except Exception:  # one bad reload must not end the following for the whole session
            log.exception("refreshing proposals failed; trying again shortly")
            await asyncio.sleep(POLL_SECONDS)


def connect_daemon(ls: SkillServer) -> Any | None:
    """A client of the running daemon, or None (no daemon, or a build without IPC)."""
    try:
        ipc = importlib.import_module("skillsleep.daemon.ipc")
        return ipc.try_connect(ls.paths)
    except Exception as exc:
        log.debug("no daemon to follow: %r", exc)
        return None


async def follow_daemon(ls: SkillServer, client: Any) -> None:
    """Reload on the daemon's events until its stream ends; the reading happens in a thread."""
    loop = asyncio.get_running_loop()
    ended = asyncio.Event()
    refreshes: set[asyncio.Task[None]] = set()  # held so they are not collected mid-flight

    def schedule_refresh() -> None:
        task = asyncio.ensure_future(ls.refresh())
        refreshes.add(task)
        task.add_done_callback(refreshes.discard)

    def pump() -> None:
        try:
            for event in client.subscribe():
                if isinstance(event, dict) and event.get("event") == "proposals_changed":
                    loop.call_soon_threadsafe(schedule_refresh)
        except Exception as exc:
            log.info("daemon subscription ended: %r", exc)
        finally:
            with contextlib.suppress(Exception):
                client.close()
            loop.call_soon_threadsafe(ended.set)

    threading.Thread(target=pump, name="daemon-events", daemon=True).start()
    # Anything written between our last look and the subscription is picked up here, before
    # the server says it follows the events: from then on, only an event brings a change.
    await ls.refresh()
    ls.report("Connected to the daemon; following its proposal events.", types.MessageType.Info)
    try:
        await ended.wait()
    finally:
        # On shutdown, closing the connection unblocks the reading thread.
        with contextlib.suppress(Exception):
            client.close()

