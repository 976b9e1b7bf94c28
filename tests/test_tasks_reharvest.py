"""An update after a harvest of a few turns redoes only what those turns changed, and stores
exactly what an update that remembers nothing stores: the standing preferences are found
again only when the judges they come from (or a family that has one) changed, the families'
labels and typical requests are kept while their requests are the same, and only the part of
the tasks' file that holds the changed session is written."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from skillsleep.catalog import FAMILIES, TASKS, TASKS_META
from skillsleep.context import Context
from skillsleep.sessiondata import Session, Turn
from skillsleep.sessions import save_sessions
from skillsleep.store import file_version
from skillsleep.tasks import families, memo, mining, pipeline, standingcache
from skillsleep.tasks.pipeline import update_tasks

from conftest import SHARED

DOCS = SHARED / "realdata" / "entireio-dev" / "project-docs"
T0 = datetime(2026, 10, 5, 9, 0, tzinfo=UTC)
CHANGELOG = ["Write the changelog entry for 1.4", "draft the changelog for the 1.5 release",
             "please write the changelog for v1.6", "update the changelog for 1.7"]


def _repo(folder: Path) -> Path:
    shutil.copytree(DOCS, folder)
    (folder / ".git").mkdir()
    return folder


def _session(harness: str, sid: str, project: Path, hour: int, *said: str) -> Session:
    turns = []
    for n, text in enumerate(said):
        when = T0 + timedelta(hours=hour, minutes=2 * n)
        turns.append(Turn("user", "request", text, when, record=f"{sid}-u{n}"))
        turns.append(Turn("assistant", "response", "Done: the change is in place.",
                          when + timedelta(minutes=1), record=f"{sid}-a{n}"))
    return Session(harness, sid, str(project), started=T0 + timedelta(hours=hour),
                   turns=turns)


def _stored(ctx: Context) -> dict[str, Any]:
    store = ctx.store
    meta = dict(store.collection(TASKS_META).get(1) or {})
    meta.pop("updated", None)
    return {"tasks": [dict(d) for d in store.collection(TASKS).all()],
            "families": [dict(d) for d in store.collection(FAMILIES).all()], "meta": meta}


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the standing preferences were found (the real function, counted)."""
    calls: list[int] = []
    real = standingcache.apply_standing

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(standingcache, "apply_standing", counted)
    return calls


def _remembering_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(standingcache, "_LAST", None)
    monkeypatch.setattr(standingcache, "_SHARES", {})
    monkeypatch.setattr(standingcache, "_NAMED", {})
    monkeypatch.setattr(families, "_DESCRIBED", families._Described())
    monkeypatch.setattr(pipeline, "_KEPT", None)
    monkeypatch.setattr(pipeline, "_WRITTEN", pipeline._Written())
    monkeypatch.setattr(mining, "_RESUMES", memo.Remembered(memo.FEW_SESSIONS))


def _update(ctx: Context, session: Session, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Store the session grown, update as after its harvest; then check that an update that
    remembers nothing of the last one, of the same session, stores the very same."""
    save_sessions(ctx.store, [session])
    key = f"{session.harness}:{session.session_id}"
    update_tasks(ctx, sessions=[key])
    after = _stored(ctx)
    with monkeypatch.context() as m:
        _remembering_nothing(m)
        update_tasks(ctx, sessions=[key])
    assert _stored(ctx) == after
    return after


def test_a_turn_without_a_constraint_reuses_the_preferences_and_stores_the_same(
        tmp_path: Path, computed: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    api, web = _repo(tmp_path / "api"), _repo(tmp_path / "web")
    ctx = Context.create()
    history = [_session("claude-code", f"t{n}", api, n, f"add unit tests for the {w} parser",
                        *(["we never use testify here"] if n < 2 else []))
               for n, w in enumerate(("yaml", "toml", "ini"))]
    history += [_session("codex", f"c{n}", web, 10 + n, text)
                for n, text in enumerate(CHANGELOG[:3])]
    save_sessions(ctx.store, history)
    update_tasks(ctx)
    assert any(f["standing"] for f in _stored(ctx)["families"])
    # The first update after one of every session looks up no folder: it remembers.
    _update(ctx, _session("codex", "c2", web, 12, CHANGELOG[2], "ok"), monkeypatch)
    first = _stored(ctx)
    computed.clear()

    # A request in a family without a preference: the preferences are not found again.
    after = _update(ctx, _session("codex", "c3", web, 13, CHANGELOG[3]), monkeypatch)
    assert len(computed) == 1  # only by the update that remembers nothing
    assert len(after["tasks"]) == len(first["tasks"]) + 1
    assert [f["standing"] for f in after["families"] if f["standing"]] == \
        [f["standing"] for f in first["families"] if f["standing"]]

    # A follow-up without a constraint, in a session already stored: the same.
    computed.clear()
    grown = _session("codex", "c3", web, 13, CHANGELOG[3], "thanks, also mention the fix")
    _update(ctx, grown, monkeypatch)
    assert len(computed) == 1

    # A task joining the family that has the preference gets its standing copy: found again.
    computed.clear()
    after = _update(ctx, _session("claude-code", "t3", api, 3, "add unit tests for the csv "
                                  "parser"), monkeypatch)
    assert len(computed) == 2
    joined = next(t for t in after["tasks"] if t["session_id"] == "t3")
    assert any(j.get("standing") for j in joined["judges"])

    # The rule taken back: found again, and gone.
    computed.clear()
    after = _update(ctx, _session("claude-code", "t4", api, 4, "add unit tests for the xml "
                                  "parser", "forget the testify rule, testify is fine again"),
                    monkeypatch)
    assert len(computed) == 2
    assert not any(f["standing"] for f in after["families"])


def test_only_the_part_holding_the_changed_session_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    web = _repo(tmp_path / "web")
    ctx = Context.create()
    save_sessions(ctx.store, [_session("codex", f"c{n}", web, n, text)
                              for n, text in enumerate(CHANGELOG)]
                  + [_session("claude-code", f"w{n}", web, 5 + n, f"fix the {w} lint error")
                     for n, w in enumerate(("import", "unused", "shadow", "format", "type"))])
    update_tasks(ctx)
    parts = sorted(ctx.store.root.glob("tasks.part*.json"))
    assert len(parts) > 2
    before = {p.name: file_version(p) for p in parts}
    _update(ctx, _session("codex", "c1", web, 1, CHANGELOG[1], "also add the date"),
            monkeypatch)
    changed = {p.name for p in ctx.store.root.glob("tasks.part*.json")
               if file_version(p) != before.get(p.name)}
    assert len(changed) == 1


def test_an_ask_said_again_in_other_words_finds_the_preferences_again(
        tmp_path: Path, computed: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn whose words ask again, in a wording that gives no judge of its own, for the term
    of an ask made before is a change the preferences are found from."""
    api = _repo(tmp_path / "api")
    ctx = Context.create()
    save_sessions(ctx.store, [
        _session("claude-code", "t0", api, 0, "add a client for the rates API",
                 "use `httpx` for that"),
        _session("claude-code", "t1", api, 1, "add a readiness endpoint")])
    update_tasks(ctx)
    assert not any(f["standing"] for f in _stored(ctx)["families"])
    # The first update after one of every session looks up no folder: it remembers.
    _update(ctx, _session("claude-code", "t1", api, 1, "add a readiness endpoint", "ok"),
            monkeypatch)
    computed.clear()
    after = _update(ctx, _session("claude-code", "t2", api, 2, "add a health check endpoint",
                                  "httpx please, like the others"), monkeypatch)
    assert len(computed) == 2
    (said,) = {(p["kind"], p["params"]["term"], tuple(o["session"] for o in p["origins"]))
               for f in after["families"] for p in f["standing"]}
    assert said == ("diff_adds", "httpx", ("t0", "t2"))
