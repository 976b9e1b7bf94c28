"""Open the session log where the person said it: the code action next to each quoted origin.

The night records, for each place an edit's evidence cites, the log file and the line of the
record (skillsleep.optimize.provenance). The command asks the editor to open that file at that
line (window/showDocument); an editor that cannot is told the path and line instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from lsprotocol import types

from .language_server import SkillServer

if TYPE_CHECKING:
    from .views import EditView

OPEN_LOG = "skillopt-sleep.openSessionLog"
QUICKFIX = types.CodeActionKind.QuickFix


@attrs.define
class LogPlace:
    """The command's one argument: a session log file and the 1-based line of the record."""

    path: str
    line: int = 1


def register(server: SkillServer) -> None:
    @server.command(OPEN_LOG)
    async def open_log_command(ls: SkillServer, args: LogPlace) -> dict[str, Any]:
        return await open_log(ls, args)


async def open_log(ls: SkillServer, args: LogPlace) -> dict[str, Any]:
    path = Path(args.path)
    if not path.is_file():
        ls.tell(f"The session log {path} is no longer there (the harness may have cleaned "
                f"it up); the words quoted in the hover are all that is kept.",
                types.MessageType.Warning)
        return {"shown": False, "path": str(path)}
    line = max(args.line, 1) - 1
    if ls.supports("window.show_document.support"):
        at = types.Position(line=line, character=0)
        result = await ls.window_show_document_async(types.ShowDocumentParams(
            uri=path.as_uri(), take_focus=True, selection=types.Range(start=at, end=at)))
        if result.success:
            return {"shown": True, "path": str(path), "line": line + 1}
    ls.tell(f"You said it in {path}, line {line + 1}.", types.MessageType.Info)
    return {"shown": False, "path": str(path), "line": line + 1}


def cited(view: EditView) -> list[Mapping[str, Any]]:
    """The places this edit's lines were said that the log still has, latest first."""
    from skillsleep import evidence  # start-up: the `initialize` answer needs no evidence

    edit = view.edit
    groups = evidence.line_reasons(edit.op, edit.new, edit.rationale, edit.evidence)
    origins = [o for g in groups for o in g.origins]
    said = evidence.said(origins, latest=evidence.LATEST)
    return [o for o in (said.places if said else []) if evidence.log_place(o) is not None]


def log_actions(view: EditView) -> list[types.CodeAction]:
    """"Open where you said it: Claude Code, 2 Nov, webapp", one per place quoted."""
    from skillsleep import evidence  # start-up: the `initialize` answer needs no evidence

    out = []
    for origin in cited(view):
        place = evidence.log_place(origin)
        assert place is not None
        out.append(types.CodeAction(
            title=f"Open where you said it ({view.label}): {evidence.where_words(origin)}",
            kind=QUICKFIX,
            command=types.Command(title="Open the session log", command=OPEN_LOG,
                                  arguments=[LogPlace(place[0], place[1])])))
    return out
