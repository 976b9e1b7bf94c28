"""How the daemon shows a moment: local time with its offset, to the second (`status` JSON)."""

from __future__ import annotations

from datetime import datetime


def local_iso(ts: float | None) -> str | None:
    """`time.time()` seconds as local ISO 8601; None for no moment (None or 0)."""
    if not ts:
        return None
    return datetime.fromtimestamp(ts).astimezone().isoformat(timespec="seconds")
