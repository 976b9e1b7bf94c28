"""The files a run's moment ties it to, when the moment is a change of files.

"Run `make migrate-check` whenever you touch the migrations", "run `go mod tidy` any time you
change `go.mod`", "after editing `schema.sql` run `make gen`": the run is owed by the work that
changes those files and by no other, so a check of it is in play only for an attempt whose diff
changes one of them (as a rule about code said for one kind of file reads only those files).
`tied_files` reads what the moment names as a test over paths: a file, folder or ending typed
in backticks, a kind of file whose paths show it ("the Dockerfile", "the proto files", "the
migrations"). A moment that names nothing a path shows ("whenever you change the schema",
"after you fix a bug") gives None, and the run is checked on every attempt as before: a check
that reads too much is a smaller fault than one that never reads a run that was owed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..change_first import AFTER_A_CHANGE, CHANGE_VERBS
from .code import MIGRATIONS, of_a_kind_of_file, reaches

_I = re.IGNORECASE

# "whenever you touch ...", "every time we edit ...", "after editing ...": a change of files,
# and what it is to.
_A_CHANGE = re.compile(r"^(?:(?:whenever|every\s+time|each\s+time|any\s?time)\s+(?:you|we)\s+"
                       r"(?:" + CHANGE_VERBS + r")(?:e?d|es|s)?|" + AFTER_A_CHANGE + r")\s+"
                       r"(?P<what>.+)$", _I)
# Kinds of files a run is tied to that their paths show, said in words: a generator's sources
# and the schema history a check reads.
_KINDS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(said, _I), re.compile(path, _I)) for said, path in (
        (r"\bmigrations?\b", MIGRATIONS),
        (r"\b(?:protos?|protobufs?|proto\s+files?|\.proto\s+files?)\b", r"\.proto$"),
        (r"\bgraphql\b", r"\.(?:graphql|gql)$"),
    ))
_CODE = re.compile(r"`([^`\n]+)`")


def _named(name: str) -> Callable[[str], bool] | None:
    """A path test for a name typed in backticks: a folder ("api/"), an ending (".tf", "*.tf"),
    a file ("go.mod", "db/schema.sql"); None for what is no file's name."""
    name = name.strip()
    if name.endswith("/"):
        folder = name.strip("./").rstrip("/")
        return lambda path: f"/{folder}/" in f"/{path}"
    if re.fullmatch(r"\*?\.[A-Za-z][\w]{0,9}", name):
        ending = name.lstrip("*").lower()
        return lambda path: path.lower().endswith(ending)
    if re.fullmatch(r"[\w./-]*\w\.[A-Za-z][\w]{0,9}|[A-Z][a-z]+file", name):
        return lambda path: path == name or path.endswith(f"/{name}")
    return None


def tied_files(moment: str) -> Callable[[str], bool] | None:
    """The test of a changed path a run's moment ties it to, or None when the moment is no
    change of files a path shows."""
    m = _A_CHANGE.match(moment.strip())
    if m is None:
        return None
    what = m.group("what")
    named = [t for t in (_named(c) for c in _CODE.findall(what)) if t is not None]
    if named:
        return lambda path: any(t(path) for t in named)
    kinds = [path for said, path in _KINDS if said.search(what)]
    if kinds:
        return lambda path: any(k.search(path) for k in kinds)
    if of_a_kind_of_file(f"in {what}"):
        return lambda path: reaches(f"in {what}", path)
    return None
