"""Which files are instruction documents: each kind's glob (skillsleep.document_kinds) plus the
user's extra globs.

Globs use `/` separators; `*` and `?` stay inside one folder, `**` crosses folders. A glob that
does not start with `/`, `~` or `**` matches at any depth, the way .gitignore patterns do, so
`docs/agents/*.md` finds that folder in every project.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from functools import lru_cache

from skillsleep.document_kinds import EDITOR_GLOBS as BUILTIN_GLOBS


@lru_cache(maxsize=256)
def glob_regex(glob: str) -> re.Pattern[str]:
    """The compiled regex of one glob, matched against a whole absolute POSIX path."""
    glob = os.path.expanduser(glob).replace(os.sep, "/")
    if not glob.startswith(("/", "**")):
        glob = "**/" + glob
    out: list[str] = []
    i = 0
    while i < len(glob):
        if glob.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif glob.startswith("**", i):
            out.append(".*")
            i += 2
        elif glob[i] == "*":
            out.append("[^/]*")
            i += 1
        elif glob[i] == "?":
            out.append("[^/]")
            i += 1
        elif glob[i] == "[" and (close := glob.find("]", i + 2)) != -1:
            body = glob[i + 1:close]
            if body.startswith("!"):
                body = "^" + body[1:]
            out.append("[" + body.replace("\\", "\\\\") + "]")
            i = close + 1
        else:
            out.append(re.escape(glob[i]))
            i += 1
    return re.compile("".join(out))


def is_instruction_document(path: str, extra_globs: Iterable[str] = ()) -> bool:
    posix = path.replace(os.sep, "/")
    return any(glob_regex(g).fullmatch(posix) for g in (*BUILTIN_GLOBS, *extra_globs))
