"""Opening a harness's live SQLite database without ever getting in its writer's way.

The database is opened read-only through a `file:` URI with a short busy timeout. When the
writer holds it locked (or a WAL needs recovery we may not perform read-only), it is opened again
as `immutable=1`, which takes no lock at all and reads the last checkpointed state: slightly
stale at worst, and the next harvest catches up. Whatever keeps a database from being read,
opening it or a reader's query, is one `DatabaseUnavailable` with the reason to report.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BUSY_TIMEOUT_S = 0.2


class DatabaseUnavailable(Exception):
    """The database could not be read; the message is the reason to report."""


def _uri(path: Path, immutable: bool) -> str:
    # Imported here: urllib.request brings http.client and email (20 ms), which a harvest of
    # logs with no database has no use for.
    from urllib.request import pathname2url

    base = "file:" + pathname2url(str(path.resolve()))
    return base + ("?mode=ro&immutable=1" if immutable else "?mode=ro")


def _probe(conn: sqlite3.Connection) -> None:
    conn.execute("SELECT count(*) FROM sqlite_master").fetchone()


@contextmanager
def open_readonly(path: Path) -> Iterator[sqlite3.Connection]:
    conn: sqlite3.Connection | None = None
    last: Exception | None = None
    for immutable in (False, True):
        try:
            conn = sqlite3.connect(_uri(path, immutable), uri=True, timeout=BUSY_TIMEOUT_S,
                                   check_same_thread=False)
            _probe(conn)
            break
        except sqlite3.DatabaseError as exc:
            last = exc
            if conn is not None:
                conn.close()
                conn = None
            text = str(exc).lower()
            if "not a database" in text or "malformed" in text or "encrypted" in text:
                raise DatabaseUnavailable(f"not a readable SQLite database ({exc})") from exc
    if conn is None:
        raise DatabaseUnavailable(f"database locked or unreadable ({last})")
    try:
        yield conn
    except sqlite3.Error as exc:  # a query of the reader's: one reason to report, like opening
        raise DatabaseUnavailable(f"database could not be read ({exc})") from exc
    finally:
        conn.close()


DB_KINDS = ("db", "agent-db")


def companion_signature(path: Path, kind: str) -> str:
    """Size and time of a database's -wal file: a live database changes there, not in the file."""
    if kind not in DB_KINDS:
        return ""
    wal = path.with_name(path.name + "-wal")
    try:
        st = wal.stat()
    except OSError:
        return "no-wal"
    if st.st_size == 0:
        # Opening the database (even read-only) creates an empty -wal; that is no change.
        return "no-wal"
    return f"{st.st_size}:{st.st_mtime_ns}"
