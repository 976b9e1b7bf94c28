"""An update after a harvest looks again only at the families whose work changed: the others
keep the documents stored (their folders are not listed, their files not read) and the lines
found to state their standing preferences, no known folder's repository is looked up again,
the task vectors are written back only when they changed, and the result is the one an update
of every session gives. A document deleted since, a damaged family, damaged stored folders or
a damaged store file are handled as the rest of the store is."""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep import identity
from skillsleep.context import Context
from skillsleep.errors import StoreCorruptError
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.tasks import pipeline, standing, targets
from skillsleep.tasks.pipeline import load_families, update_tasks
from skillsleep.tasks.rankcache import FILE_NAME, RankCache

from conftest import SHARED

DOCS = SHARED / "realdata" / "entireio-dev" / "project-docs"
T0 = datetime(2026, 11, 3, 8, 0, tzinfo=UTC)
RULE = "- Tests: never use testify."
RELEASE = ["Write the release notes for version 2.3", "Draft release notes for the 2.4 release",
           "write release notes for v3.0 please", "Can you write up the release notes for 3.1?",
           "please write the release notes for 3.2", "write the release notes for 3.3"]


def _checkout(folder: Path, extra: str = "") -> Path:
    """A repository holding the real project's instruction documents."""
    shutil.copytree(DOCS, folder)
    (folder / ".git").mkdir()
    if extra:
        claude = folder / "CLAUDE.md"
        claude.write_text(claude.read_text(encoding="utf-8") + f"\n{extra}\n", "utf-8")
    return folder


@pytest.fixture
def api(tmp_path: Path) -> Path:
    return _checkout(tmp_path / "api", RULE)


@pytest.fixture
def web(tmp_path: Path) -> Path:
    return _checkout(tmp_path / "web")


def _tests_session(sid: str, project: Path, hour: int, rule: bool = False) -> Session:
    turns = [Turn("user", "request", f"add unit tests for the {sid} parser",
                  T0 + timedelta(hours=hour), record=f"{sid}-0"),
             Turn("assistant", "response", "Added tests using testify's assert package.",
                  T0 + timedelta(hours=hour, minutes=1), record=f"{sid}-1")]
    if rule:
        turns.append(Turn("user", "request", "we never use testify here",
                          T0 + timedelta(hours=hour, minutes=2), record=f"{sid}-2"))
    return Session("claude-code", sid, str(project), started=T0 + timedelta(hours=hour),
                   turns=turns)


def _release_session(n: int, project: Path) -> Session:
    when = T0 + timedelta(days=1, hours=n)
    return Session("codex", f"r{n}", str(project), started=when,
                   turns=[Turn("user", "request", RELEASE[n], when, record=f"r{n}-0")])


def _stored(ctx: Context) -> tuple[Context, dict[str, dict[str, Any]]]:
    """The families as stored, by kind of work."""
    return ctx, {f.kind or f.id: f.to_doc() for f in load_families(ctx.store)}


def _history(api: Path, web: Path) -> Context:
    """Tests added in api (one rule said there, which its CLAUDE.md states) and release notes
    written in web: two recurring families, each in its own repository."""
    ctx = Context.create()
    save_sessions(ctx.store, [_tests_session("a", api, 0, rule=True),
                              _tests_session("b", api, 1), _tests_session("c", api, 2)]
                  + [_release_session(n, web) for n in range(4)])
    update_tasks(ctx)
    _, families = _stored(ctx)
    assert families["add-tests"]["recurring"] and families["docs"]["recurring"]
    (pref,) = families["add-tests"]["standing"]
    assert [(r["path"], r["text"]) for r in pref["repeated_in"]] == [
        (str(api / "CLAUDE.md"), RULE)]
    return ctx


@pytest.fixture
def looked_at(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """The folders whose candidate documents were listed, the documents checked (each
    candidate, and each document read for the lines stating a standing preference), the
    files read and the folders whose repository was looked up (the real functions,
    counted)."""
    seen: dict[str, list[str]] = {"listed": [], "checked": [], "read": [], "workspace": []}
    listing, checking, reading = targets._paths, targets.checked_document, targets._read_text

    def listed(folder: Path, locations: Any) -> Any:
        seen["listed"].append(str(folder))
        return listing(folder, locations)

    def read(path: Path, limit: int = targets.MAX_DOC_CHARS) -> str | None:
        seen["read"].append(str(path))
        return reading(path, limit)

    def checked(path: str | Path) -> Path:
        seen["checked"].append(str(path))
        return checking(path)

    def workspace(project: str | None) -> str:
        seen["workspace"].append(str(project))
        return identity.workspace_of(project)

    monkeypatch.setattr(pipeline, "workspace_of", workspace)
    monkeypatch.setattr(standing, "workspace_of", workspace)
    monkeypatch.setattr(targets, "_paths", listed)
    monkeypatch.setattr(targets, "checked_document", checked)
    monkeypatch.setattr(targets, "_read_text", read)
    return seen


def _add(ctx: Context, session: Session) -> None:
    save_sessions(ctx.store, [session])
    update_tasks(ctx, sessions=[f"{session.harness}:{session.session_id}"])


def test_only_the_changed_family_is_looked_at_and_the_result_is_an_update_of_everything(
        api: Path, web: Path, isolated_home: Path, looked_at: dict[str, list[str]]) -> None:
    ctx = _history(api, web)
    _, before = _stored(ctx)
    for seen in looked_at.values():
        seen.clear()
    _add(ctx, _release_session(4, web))
    _, after = _stored(ctx)
    # The release notes family changed: its repository and the home folder were listed again;
    # nothing of api was, not even its CLAUDE.md for the rule it states, and no document was
    # read (none changed).
    assert set(looked_at["listed"]) == {str(web), str(isolated_home)}
    assert looked_at["checked"] and not any(
        Path(p).is_relative_to(api) for p in looked_at["checked"])
    assert looked_at["read"] == []
    # Each folder's repository was found by the update before.
    assert looked_at["workspace"] == []
    assert after["add-tests"] == before["add-tests"]
    assert len(after["docs"]["task_ids"]) == 5 and after["docs"]["targets"]
    # The same families as an update that looks at every family again.
    update_tasks(ctx)
    assert _stored(ctx)[1] == after
    assert str(api) in looked_at["listed"]


def test_a_family_that_changes_later_reads_nothing_again(
        api: Path, web: Path, looked_at: dict[str, list[str]]) -> None:
    """An update that ranked only web's family kept api's documents in the rank cache."""
    ctx = _history(api, web)
    _add(ctx, _release_session(4, web))
    looked_at["listed"].clear()
    looked_at["read"].clear()
    _add(ctx, _tests_session("d", api, 3))
    assert str(api) in looked_at["listed"] and str(web) not in looked_at["listed"]
    assert looked_at["read"] == []
    _, after = _stored(ctx)
    assert len(after["add-tests"]["task_ids"]) == 4
    update_tasks(ctx)
    assert _stored(ctx)[1] == after


def test_a_document_deleted_between_harvests(api: Path, web: Path) -> None:
    ctx = _history(api, web)
    gone_web, gone_api = web / "CLAUDE.md", api / "CLAUDE.md"
    _, before = _stored(ctx)
    assert str(gone_web) in [t["path"] for t in before["docs"]["targets"]]
    gone_web.unlink()
    gone_api.unlink()
    _add(ctx, _release_session(4, web))
    _, after = _stored(ctx)
    # The changed family no longer lists it, and the rank cache keeps no entry for it.
    assert str(gone_web) not in [t["path"] for t in after["docs"]["targets"]]
    cache = RankCache(ctx.paths.cache_dir / FILE_NAME).load()
    assert not any(k.endswith(str(gone_web.resolve())) for k in cache.files)
    # The unchanged family keeps what was stored until an update of every session ...
    assert after["add-tests"] == before["add-tests"]
    update_tasks(ctx)
    _, every = _stored(ctx)
    assert every["docs"] == after["docs"]
    # ... which sees the document gone, and the rule no longer stated anywhere.
    assert str(gone_api) not in [t["path"] for t in every["add-tests"]["targets"]]
    assert every["add-tests"]["standing"][0]["repeated_in"] == []


def _edit_store_file(ctx: Context, name: str, change: Any) -> None:
    """Change one stored collection the way a damaged disk or an editor would: in the file."""
    path = ctx.store.root / f"{name}.json"
    data = json.loads(path.read_bytes())
    change(data[name])
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("target", [{"score": "high"}, {"path": 7, "score": 0.5}],
                         ids=["no-path", "path-not-text"])
def test_a_damaged_family_is_looked_at_again(api: Path, web: Path, target: dict[str, Any],
                                             looked_at: dict[str, list[str]]) -> None:
    ctx = _history(api, web)

    def damage(families: dict[str, Any]) -> None:
        for doc in families.values():
            if doc["kind"] == "add-tests":
                doc["targets"] = [target]

    _edit_store_file(ctx, "families", damage)
    looked_at["listed"].clear()
    _add(ctx, _release_session(4, web))
    assert str(api) in looked_at["listed"]
    _, after = _stored(ctx)
    assert after["add-tests"]["targets"][0]["path"] == str(api / "CLAUDE.md")
    update_tasks(ctx)
    assert _stored(ctx)[1] == after


def test_damaged_workspaces_are_looked_up_again(api: Path, web: Path,
                                               looked_at: dict[str, list[str]]) -> None:
    ctx = _history(api, web)
    _edit_store_file(ctx, "tasks_meta",
                     lambda meta: meta["1"].__setitem__("workspaces", ["not", "a", "map"]))
    looked_at["workspace"].clear()
    _add(ctx, _release_session(4, web))
    assert {str(api), str(web)} <= set(looked_at["workspace"])
    meta = json.loads((ctx.store.root / "tasks_meta.json").read_bytes())["tasks_meta"]["1"]
    assert meta["workspaces"] == {str(p): str(p / ".git") for p in (api, web)}
    _, after = _stored(ctx)
    update_tasks(ctx)
    assert _stored(ctx)[1] == after


def test_a_store_file_that_does_not_parse_stops_the_update_and_changes_nothing(
        api: Path, web: Path) -> None:
    ctx = _history(api, web)
    (ctx.store.root / "families.json").write_text('{"families": {"1": {"id": ', "utf-8")
    tasks = (ctx.store.root / "tasks.json").read_bytes()
    save_sessions(ctx.store, [_release_session(4, web)])
    with pytest.raises(StoreCorruptError, match="store repair"):
        update_tasks(ctx, sessions=["codex:r4"])
    assert (ctx.store.root / "tasks.json").read_bytes() == tasks


TRANSLATE = ["Translate the French error messages into English",
             "translate the French error messages to English",
             "Translate the French UI strings into English",
             "translate the German UI strings to English"]


def _translation(n: int, project: Path, *follow_ups: str) -> Session:
    when = T0 + timedelta(days=2, hours=n)
    turns = [Turn("user", "request", TRANSLATE[n], when, record=f"t{n}-0")]
    turns += [Turn("user", "request", text, when + timedelta(minutes=m), record=f"t{n}-{m}")
              for m, text in enumerate(follow_ups, start=1)]
    return Session("claude-code", f"t{n}", str(project), started=when, turns=turns)


def test_the_vectors_are_written_back_only_when_they_changed(web: Path) -> None:
    ctx = Context.create()
    save_sessions(ctx.store, [_translation(n, web) for n in range(3)])
    update_tasks(ctx)
    (vectors,) = ctx.paths.cache_dir.glob("task-vectors-*.npz")

    def written() -> tuple[int, int]:
        return vectors.stat().st_ino, vectors.stat().st_mtime_ns

    before = written()
    # A follow-up: the session is mined again, no request is new, no family moves.
    _add(ctx, _translation(0, web, "thanks, that works"))
    assert written() == before
    # A new request of no built-in kind: encoded, it joins its family, and is kept.
    _add(ctx, _translation(3, web))
    assert written() != before

    def members() -> dict[str, list[str]]:
        return {f.id: sorted(f.task_ids) for f in load_families(ctx.store)}

    # The same families as an update of every session (which lists the tasks in another
    # order: the session mined again comes last after a harvest).
    after = members()
    assert len(after) == 1 and len(next(iter(after.values()))) == 4
    update_tasks(ctx)
    assert members() == after
