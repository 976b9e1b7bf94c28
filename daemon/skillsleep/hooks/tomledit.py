"""Editing Codex's config.toml `notify` with tomlkit, which keeps comments and layout.

Codex runs one notify program only. When the user already has one, ours takes its place and
chains to it: their argv follows our "--" and our script starts it with the same payload.
Uninstalling puts their argv back as `notify`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .commandline import split_notify
from .errors import HookConfigError

_BOM = b"\xef\xbb\xbf"


def _parse(path: Path, data: bytes | None) -> Any:  # a tomlkit.TOMLDocument
    import tomlkit  # heavy: tomlkit
    from tomlkit.exceptions import TOMLKitError

    if data is None:
        return tomlkit.document()
    try:
        text = data.removeprefix(_BOM).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise HookConfigError(
            path, f"it is not UTF-8 text ({exc.reason} at byte {exc.start})"
        ) from None
    try:
        return tomlkit.parse(text)
    except TOMLKitError as exc:
        raise HookConfigError(path, f"it is not valid TOML ({exc})") from None


def _dump(doc: Any, bom: bool) -> bytes:
    return (_BOM if bom else b"") + doc.as_string().encode("utf-8")


def current_notify(path: Path, data: bytes | None) -> list[str] | None:
    """The `notify` argv in the file, or None; refuse a `notify` that is not a list of strings."""
    doc = _parse(path, data)
    return _notify_of(path, doc)


def _notify_of(path: Path, doc: Any) -> list[str] | None:
    if "notify" not in doc:
        return None
    value = doc["notify"]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise HookConfigError(path, "`notify` is not a list of strings")
    return [str(v) for v in value]


def with_notify(path: Path, data: bytes | None, prefix: Sequence[str]) -> bytes | None:
    """The file with our notify (`prefix` + the user's program, if any); `data` when unchanged."""
    doc = _parse(path, data)
    existing = _notify_of(path, doc)
    chain: list[str] = []
    if existing:
        ours, chain = split_notify(existing)
        if not ours:
            chain = existing
    wanted = [*prefix, *chain]
    if existing == wanted:
        return data
    doc["notify"] = wanted
    return _dump(doc, bool(data and data.startswith(_BOM)))


def without_notify(path: Path, data: bytes | None) -> bytes | None:
    """The file with the user's own notify back (or none); `data` when ours is not there."""
    if data is None:
        return None
    doc = _parse(path, data)
    existing = _notify_of(path, doc)
    if not existing:
        return data
    ours, chain = split_notify(existing)
    if not ours:
        return data
    if chain:
        doc["notify"] = chain
    else:
        del doc["notify"]
    return _dump(doc, data.startswith(_BOM))


def chained_program(path: Path, data: bytes | None) -> list[str]:
    existing = current_notify(path, data) or []
    ours, chain = split_notify(existing)
    return chain if ours else []
