"""Printing for people and for scripts: every command prints text by default and JSON on --json."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def emit_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=2, sort_keys=False, default=str, ensure_ascii=False)
    sys.stdout.write("\n")


def table(rows: list[list[str]], headers: list[str] | None = None, indent: str = "") -> str:
    """Left-aligned columns, sized to their widest cell."""
    all_rows = ([headers] if headers else []) + rows
    if not all_rows:
        return ""
    widths = [max(len(str(r[i])) for r in all_rows) for i in range(len(all_rows[0]))]
    lines = []
    for row in all_rows:
        cells = [str(c).ljust(w) for c, w in zip(row, widths, strict=False)]
        lines.append((indent + "  ".join(cells)).rstrip())
    return "\n".join(lines)


def human_bytes(n: int) -> str:
    size = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"


def shorten(text: str, width: int = 80) -> str:
    """The text on one line, cut to `width` characters with an ellipsis: how every quote, label
    and reason is shown, in the terminal, the editor and the stored evidence alike."""
    one_line = " ".join(str(text).split())
    return one_line if len(one_line) <= width else one_line[: width - 1] + "…"


def home_relative(path: str) -> str:
    """A path as people read it: `~/...` under the home folder. Not the bare file name: a
    person's worktrees and checkouts each hold a `CLAUDE.md`."""
    home = str(Path.home())
    if path == home or path.startswith(home.rstrip("/") + "/"):
        return "~" + path[len(home.rstrip("/")):]
    return path
