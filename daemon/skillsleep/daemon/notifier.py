"""`proposals_changed` events: one per document whose proposals changed, whoever changed them.

A night's child process, a CLI accept and the language server all write the proposals
collection, and each write lands as a rename of `proposals.json` in the store folder, which the
daemon watches. The notifier keeps a fingerprint of each target's proposals and pushes an event
for every target whose fingerprint moved since it last looked: one event per change, no echo.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
from collections.abc import Callable
from typing import Any

from ..catalog import PROPOSALS
from ..context import Context
from ..errors import UserError
from ..identity import resolved

log = logging.getLogger("skillsleep.daemon")


class ProposalNotifier:
    """Pushes `proposals_changed` per target whenever the proposals collection changes."""

    def __init__(self, ctx: Context, broadcast: Callable[[dict[str, Any]], int]) -> None:
        self.ctx = ctx
        self.broadcast = broadcast
        self._lock = threading.Lock()
        self._seen = self._fingerprints()

    def _fingerprints(self) -> dict[str, str]:
        by_target: dict[str, list[Any]] = {}
        try:
            docs = self.ctx.store.collection(PROPOSALS).all()
        except UserError as exc:
            log.error("cannot read the proposals: %s", exc)
            return {}
        for doc in docs:
            target = doc.get("target")
            if not isinstance(target, str) or not target:
                continue
            edits = doc.get("edits") if isinstance(doc.get("edits"), list) else []
            by_target.setdefault(str(resolved(target)), []).append(
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


