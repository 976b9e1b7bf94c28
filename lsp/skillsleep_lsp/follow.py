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

from .app import SkillServer

log = logging.getLogger("skillsleep_lsp")

POLL_SECONDS = 1.0
DAEMON_RETRY_SECONDS = 10.0


def start(ls: SkillServer) -> None:
    ls.follower = asyncio.get_running_loop().create_task(follow(ls), name="follow-proposals")


def stop(ls: SkillServer) -> None:
    if ls.follower is not None:
        ls.follower.cancel()
        ls.follower = None


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

    def pump() -> None:
        try:
            for event in client.subscribe():
                if isinstance(event, dict) and event.get("event") == "proposals_changed":
                    loop.call_soon_threadsafe(_schedule_refresh, ls)
        except Exception as exc:
            log.info("daemon subscription ended: %r", exc)
        finally:
            with contextlib.suppress(Exception):
                client.close()
            loop.call_soon_threadsafe(ended.set)

    threading.Thread(target=pump, name="daemon-events", daemon=True).start()
    ls.report("Connected to the daemon; following its proposal events.", types.MessageType.Info)
    # Anything written between our last look and the subscription is picked up here.
    await ls.refresh()
    try:
        await ended.wait()
    finally:
        # On shutdown, closing the connection unblocks the reading thread.
        with contextlib.suppress(Exception):
            client.close()


_refreshes: set[asyncio.Task[None]] = set()  # held so they are not collected mid-flight


def _schedule_refresh(ls: SkillServer) -> None:
    task = asyncio.ensure_future(ls.refresh())
    _refreshes.add(task)
    task.add_done_callback(_refreshes.discard)
