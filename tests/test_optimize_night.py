"""A whole night through `run_night` and the CLI, on a real store, with scripted models
standing in for remote providers; proposals reviewed with the real CLI in a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from datetime import datetime
from pathlib import Path

import pytest

from skillsleep import cli
from skillsleep.context import Context
from skillsleep.errors import UserError
from skillsleep.optimize.night import run_night
from skillsleep.optimize.record import night_records
from skillsleep.rejected import rejected_for
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.taskdata import Family, TargetDocument, Task

from helpers.cli import run_cli, run_json
from helpers.scripted_models import install as install_script

SKILL = "---\nname: setup\ndescription: Project setup\n---\n# Project setup\n\n" \
        "Help the user set up projects.\n"


def _config(home: Path, **models: str) -> None:
    cfg = home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    lines = ["[models]", f'target = "{models.get("target", "scripted/obedient")}"',
             f'optimizer = "{models.get("optimizer", "scripted/optimizer")}"',
             # The scripted optimizer's edits are under test here; derived edits are tested
             # in test_optimize_derived.py.
             "[optimizer]", "epochs = 1", "batch_size = 4", "derived_edits = false"]
    lines += models.get("extra", "").splitlines()
    cfg.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _seed_store(ctx: Context, skill: Path, n: int = 16, recurring: bool = True) -> None:
    tasks = [Task(id=f"task-{i}", request=f"Set up project number {i}", harness="claude-code",
                  session_id=f"s{i % 4}", family_id="fam-setup",
                  judges=[MustMention(terms=["pnpm"], quote="user: use pnpm, not npm")])
             for i in range(n)]
    family = Family(id="fam-setup", label="set up a project",
                    task_ids=[t.id for t in tasks],
                    sessions=[f"claude-code:s{i}" for i in range(4)],
                    harnesses=["claude-code"],
                    targets=[TargetDocument(str(skill), 0.9, "project skill")],
                    recurring=recurring)
    with ctx.store.collection("tasks").write() as table:
        table.insert_multiple(t.to_doc() for t in tasks)
    with ctx.store.collection("families").write() as table:
        table.insert(family.to_doc())


@pytest.fixture
def night(tmp_path: Path, sleep_home: Path):
    script = install_script()
    _config(sleep_home)
    skill = tmp_path / "project" / ".claude" / "skills" / "setup" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(SKILL, encoding="utf-8")
    ctx = Context.create()
    _seed_store(ctx, skill)
    return ctx, skill, script


def test_a_night_writes_a_proposal_and_its_record(night) -> None:
    ctx, skill, _ = night
    messages: list[str] = []
    report = run_night(ctx, progress=messages.append, update=False)
    assert report.status == "ok", report.reason
    assert skill.read_text(encoding="utf-8") == SKILL  # only a proposal, never the live file
    assert len(report.proposals) == 1 and messages
    doc = report.documents[0]
    assert doc.loop.val_before == 0.0 and doc.loop.val_after == 1.0 and doc.loop.edits_accepted == 1
    proposals = run_json("proposals", "list")
    assert len(proposals) == 1
    p = proposals[0]
    assert set(p) >= {"id", "target", "status", "edits", "val_before", "val_after",
                      "test_before", "test_after"}
    assert (p["status"], p["edits"], p["val_after"]) == ("pending", 1, 1.0)
    assert p["target"] == str(skill.resolve())
    # When it was made, in seconds for scripts and in words for people.
    made = datetime.fromisoformat(p["created_at"])
    assert made.tzinfo is not None and abs(made.timestamp() - p["created"]) < 1
    assert p["created_at"][:16].replace("T", " ") in run_cli("proposals", "list").stdout
    nights = ctx.store.collection("nights").all()
    assert len(nights) == 1
    rec = nights[0]
    assert rec["status"] == "ok" and rec["calls"] == report.usage.calls > 0
    assert {"id", "started", "ended", "reason", "documents", "tokens", "cost_usd",
            "cache_hits", "errors"} <= set(rec)
    assert rec["documents"][0]["edits_accepted"] == 1
    shown = run_cli("proposals", "show", p["id"]).stdout
    assert "Always mention pnpm." in shown and "answers forgot pnpm" in shown


def test_a_rerun_on_unchanged_inputs_makes_no_model_call(night) -> None:
    ctx, _, script = night
    first = run_night(ctx, update=False)
    made = len(script.calls)
    again = run_night(Context.create(), update=False)
    assert again.usage.calls == 0 and again.usage.cache_hits > 0 and again.usage.tokens == 0
    assert len(script.calls) == made
    assert again.proposals == first.proposals  # the same change is not proposed twice
    assert len(run_json("proposals", "list")) == 1
    assert run_night(Context.create(), update=False).usage.calls == 0  # and again


def test_a_rerun_after_gate_rejections_still_makes_no_model_call(night) -> None:
    ctx, _, script = night
    script.handlers["optimizer"] = lambda _m: json.dumps(
        [{"op": "add", "anchor": "", "new": "Be friendly.", "why": "tone"}])
    assert run_night(ctx, update=False).documents[0].loop.edits_rejected == 1
    made = len(script.calls)
    for _ in range(2):
        again = run_night(Context.create(), update=False)
        assert again.usage.calls == 0 and again.documents[0].loop.edits_rejected == 1
    assert len(script.calls) == made


def test_accepting_writes_with_a_backup_and_a_changed_document_is_never_overwritten(
        night) -> None:
    ctx, skill, script = night
    script.handlers["optimizer"] = lambda _m: json.dumps(
        [{"op": "add", "anchor": "Help the user set up projects.",
          "new": "Always mention pnpm.", "why": "answers forgot pnpm"}])
    pid = run_night(ctx, update=False).proposals[0]
    # The person edits the document where the proposal's edit is anchored.
    changed = SKILL.replace("Help the user set up projects.\n", "Set projects up.\n")
    skill.write_text(changed, encoding="utf-8")
    assert run_json("proposals", "list")[0]["status"] == "stale"
    proc = run_cli("proposals", "accept", pid, check=False)
    assert proc.returncode == 2 and "changed since proposal" in proc.stderr
    assert skill.read_text(encoding="utf-8") == changed
    # Back to the original text: accept applies it atomically, keeping a backup.
    skill.write_text(SKILL, encoding="utf-8")
    out = run_json("proposals", "accept", pid)
    assert "Always mention pnpm." in skill.read_text(encoding="utf-8")
    assert Path(out["backup"]).read_text(encoding="utf-8") == SKILL
    assert run_json("proposals", "list")[0]["status"] == "accepted"


def test_accepting_on_an_edited_document_keeps_the_persons_changes(night) -> None:
    ctx, skill, _ = night
    # The proposal appends at the end, so it still lands after the person edited the text.
    pid = run_night(ctx, update=False).proposals[0]
    mine = SKILL + "My own line.\n"
    skill.write_text(mine, encoding="utf-8")
    run_json("proposals", "accept", pid)
    text = skill.read_text(encoding="utf-8")
    assert text.startswith(mine) and "Always mention pnpm." in text


def test_an_edit_rejected_by_the_person_is_not_proposed_again(night) -> None:
    ctx, skill, _ = night
    pid = run_night(ctx, update=False).proposals[0]
    run_cli("proposals", "reject", pid, "--edit", "1", "--reason", "we use npm here")
    buffer = rejected_for(ctx.store, str(skill))
    assert [b.source for b in buffer] == ["user"]
    report = run_night(Context.create(), update=False)
    assert report.proposals == []
    assert report.documents[0].loop.edits_accepted == 0
    assert report.errors.get("rejected_before", 0) > 0


def test_gate_rejections_join_the_buffer(night, sleep_home: Path) -> None:
    ctx, skill, script = night
    script.handlers["optimizer"] = lambda _m: json.dumps(
        [{"op": "add", "anchor": "", "new": "Be friendly.", "why": "tone"}])
    report = run_night(ctx, update=False)
    assert report.proposals == [] and report.documents[0].loop.edits_rejected == 1
    buffer = rejected_for(ctx.store, str(skill))
    assert [(b.source, b.new) for b in buffer] == [("gate", "Be friendly.")]


def test_a_budget_with_no_room_leaves_the_document_for_a_later_night(night,
                                                                     sleep_home: Path) -> None:
    ctx, skill, script = night
    _config(sleep_home, extra="[budget]\nmax_tokens_per_night = 1200")
    report = run_night(Context.create(), update=False)
    assert report.status == "budget_stopped" and "left for a later night" in report.reason
    assert "tokens left" in report.reason and report.later[0]["path"] == str(skill.resolve())
    assert report.usage.calls == 0 and script.calls == []
    assert ctx.store.collection("nights").all()[0]["status"] == "budget_stopped"
    assert skill.read_text(encoding="utf-8") == SKILL


def test_a_short_budget_plans_fewer_tasks_the_corrected_ones_first(night,
                                                                   sleep_home: Path) -> None:
    ctx, _, _ = night
    with ctx.store.collection("tasks").write() as table:
        for doc in table.all():
            if doc["id"] in ("task-3", "task-11"):
                table.update({"outcome": "failure"}, doc_ids=[doc.doc_id])
    _config(sleep_home, extra="[budget]\nmax_tokens_per_night = 12000")
    report = run_night(Context.create(), update=False)
    doc = report.documents[0]
    planned = report.plan["documents"][0]["task_ids"]
    assert doc.tasks == doc.scorable_tasks == 16 and 4 <= doc.planned_tasks == len(planned) < 16
    assert {"task-3", "task-11"} <= set(planned)
    assert report.usage.tokens <= 12000


def test_dry_run_writes_nothing(night) -> None:
    ctx, _, _ = night
    report = run_night(ctx, dry_run=True, update=False)
    assert report.status == "ok" and report.documents[0].diff
    assert len(ctx.store.collection("proposals")) == 0
    assert len(ctx.store.collection("nights")) == 0


def test_one_skill_without_a_family_explains_why_nothing_ran(night, tmp_path: Path) -> None:
    ctx, _, script = night
    other = tmp_path / "AGENTS.md"
    other.write_text("# Agents\n", encoding="utf-8")
    report = run_night(ctx, skill=other, update=False)
    assert report.status == "nothing_to_do"
    assert "no task family is mapped" in report.reason and script.calls == []
    with pytest.raises(UserError, match="is not a file"):
        run_night(ctx, skill=tmp_path / "missing.md", update=False)


def test_one_skill_uses_families_that_are_not_yet_recurring(tmp_path: Path,
                                                            sleep_home: Path) -> None:
    install_script()
    _config(sleep_home)
    skill = tmp_path / "SKILL.md"
    skill.write_text(SKILL, encoding="utf-8")
    ctx = Context.create()
    _seed_store(ctx, skill, recurring=False)
    assert run_night(ctx, update=False).status == "nothing_to_do"
    report = run_night(Context.create(), skill=skill, update=False)
    assert report.status == "ok" and len(report.proposals) == 1


def test_unknown_model_is_refused_before_any_work(night, sleep_home: Path) -> None:
    ctx, _, script = night
    _config(sleep_home, target="nosuch/model")
    proc = run_cli("run", "--json", "--no-update", check=False)
    assert proc.returncode == 2 and "models.target" in proc.stderr
    assert len(ctx.store.collection("nights")) == 0 and script.calls == []


def test_a_second_night_at_the_same_time_is_refused(night, tmp_path: Path) -> None:
    ctx, _, _ = night
    ready = tmp_path / "ready"
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import time, pathlib
        from skillsleep.context import Context
        from skillsleep.optimize.night import night_lock
        with night_lock(Context.create().paths.night_lock):
            pathlib.Path({str(ready)!r}).write_text("x")
            time.sleep(30)
    """)])
    try:
        deadline = time.monotonic() + 30
        while not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        with pytest.raises(UserError, match=rf"A night is already running \(pid {holder.pid}\)"):
            run_night(ctx, update=False)
    finally:
        holder.kill()
        holder.wait()
    assert run_night(Context.create(), update=False).status == "ok"  # the lock is free again


def test_run_json_from_the_cli(night, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["run", "--json", "--no-update"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "ok" and len(out["proposals"]) == 1
    assert {"calls", "tokens", "cost_usd", "cache_hits", "errors", "documents"} <= set(out)
    # The keys of a night and of each document are a contract (scripts read them): exactly
    # these, in `run --json` and in the stored record, whichever module holds each value.
    night_keys = {"id", "started", "ended", "status", "reason", "dry_run", "pid", "scope",
                  "models", "budget", "plan", "documents", "later", "progress",
                  "interrupted_by", "resumed_from", "calls", "tokens", "cost_usd", "cache_hits",
                  "unpriced_calls", "call_seconds", "prompt_cache_hits", "prompt_cache_tokens",
                  "pace", "errors", "seconds", "proposals"}
    document_keys = {"path", "status", "reason", "families", "tasks", "scorable_tasks",
                     "planned_tasks", "splits", "edits_accepted", "edits_rejected",
                     "val_before", "val_after", "val_spread_before", "val_spread_after",
                     "test_before", "test_after", "proposal_id", "decisions", "issues",
                     "candidates", "condensed", "replayed", "not_replayable", "stopped_for",
                     "calls", "cache_hits", "tokens", "cost_usd", "seconds", "resumed_from",
                     "repository_rules"}
    [doc] = out["documents"]
    assert set(out) == night_keys and set(doc) == document_keys
    assert doc["status"] == "ok" and doc["edits_accepted"] == 1 and doc["val_after"] == 1.0
    assert doc["decisions"] and doc["splits"] and doc["seconds"] > 0
    [stored] = night_records(Context.create().store)
    assert set(stored) == night_keys and set(stored["documents"][0]) == document_keys
    assert stored["documents"][0] == doc


def test_skillopt_sleep_run_runs_a_night_in_a_child_process(sleep_home: Path) -> None:
    import os

    _config(sleep_home, target="ollama/llama3.1", optimizer="ollama/llama3.1")
    env = {**os.environ, "OLLAMA_API_BASE": "http://127.0.0.1:9"}  # never contacted: no work
    proc = subprocess.run([sys.executable, "-m", "skillsleep.cli", "run", "--json"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["status"] == "nothing_to_do" and "no recurring task family" in out["reason"]
    assert out["calls"] == 0
    assert len(Context.create().store.collection("nights")) == 1


def test_a_night_mines_harvested_sessions_first(tmp_path: Path, sleep_home: Path) -> None:
    """The whole chain: stored sessions -> tasks and families -> the loop -> a proposal."""
    from datetime import UTC, datetime, timedelta

    from skillsleep.sessiondata import Session, Turn
    from skillsleep.sessions import save_sessions

    install_script()
    _config(sleep_home)
    project = tmp_path / "app"
    project.mkdir()
    agents = project / "AGENTS.md"
    agents.write_text("# App\n\nRelease notes go in CHANGELOG.md.\n", encoding="utf-8")
    t0 = datetime(2026, 11, 4, 8, 0, tzinfo=UTC)
    asks = [("claude-code", "Write the release notes for version 2.3, use httpx not requests"),
            ("codex", "Draft release notes for the 2.4 release, use httpx not requests"),
            ("copilot", "write release notes for v3.0 please, use httpx not requests"),
            ("codex", "Release notes for 3.1 please, use httpx not requests")]
    ctx = Context.create()
    save_sessions(ctx.store, [
        Session(h, f"s{n}", str(project), started=t0 + timedelta(hours=n),
                turns=[Turn("user", "request", text)]) for n, (h, text) in enumerate(asks)])
    report = run_night(ctx)
    assert report.status == "ok", report.reason
    assert [d.path for d in report.documents] == [str(agents)]
    assert len(report.proposals) == 1
    assert "Always mention httpx." in ctx.store.collection("proposals").all()[0]["new_content"]


def test_people_output_of_run_and_proposals(night, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["run", "--no-update"]) == 0
    captured = capsys.readouterr()
    assert "night " in captured.out and ": ok" in captured.out
    assert "val 0.000 -> 1.000" in captured.out and "skillopt-sleep proposals show" in captured.out
    assert "mini-batch" in captured.err  # progress goes to stderr
    listing = run_cli("proposals", "list").stdout
    assert "pending" in listing and "0.00->1.00" in listing
    assert cli.main(["run", "--no-update", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "dry run: nothing was written" in out and "calls 0 (cache hits" in out


def test_the_time_budget_stops_the_night_cleanly_and_keeps_its_record(night,
                                                                      sleep_home: Path) -> None:
    ctx, skill, script = night
    first = run_night(ctx, update=False)  # measures the models' pace for the plan
    assert first.status == "ok" and set(first.pace) == {"scripted/obedient",
                                                          "scripted/optimizer"}
    # The document changed, and the model now takes far longer than the night measured.
    skill.write_text(SKILL + "\nBe precise.\n", encoding="utf-8")
    fast = script.handlers["obedient"]

    def slow(messages: list) -> str:
        time.sleep(0.25)
        return fast(messages)

    script.handlers["obedient"] = slow
    _config(sleep_home, extra="[budget]\nmax_minutes_per_night = 0.04")
    made = len(script.calls)
    report = run_night(Context.create(), update=False)
    assert report.status == "budget_stopped" and "time budget reached" in report.reason
    assert report.documents[0].loop.status == "budget_stopped"
    assert report.documents[0].loop.stopped_for == "night"
    assert 0 < len(script.calls) - made < first.usage.calls
    [record] = [d for d in ctx.store.collection("nights").all() if d["id"] == report.id]
    assert record["status"] == "budget_stopped" and record["reason"] == report.reason
    assert record["budget"]["max_minutes"] == 0.04
    assert "time budget reached" in run_cli("status").stdout
    assert skill.read_text(encoding="utf-8") == SKILL + "\nBe precise.\n"


def test_a_document_over_its_share_of_the_time_leaves_the_rest_to_the_next(
        night, tmp_path: Path, sleep_home: Path) -> None:
    ctx, skill, script = night
    other = tmp_path / "project" / ".claude" / "skills" / "deploy" / "SKILL.md"
    other.parent.mkdir(parents=True)
    other.write_text(SKILL.replace("setup", "deploy"), encoding="utf-8")
    tasks = [Task(id=f"deploy-{i}", request=f"Deploy service {i}", harness="claude-code",
                  session_id=f"d{i % 4}", family_id="fam-deploy",
                  judges=[MustMention(terms=["pnpm"], quote="user: use pnpm")])
             for i in range(8)]
    with ctx.store.collection("tasks").write() as table:
        table.insert_multiple(t.to_doc() for t in tasks)
    with ctx.store.collection("families").write() as table:
        table.insert(Family(id="fam-deploy", label="deploy", task_ids=[t.id for t in tasks],
                            sessions=[f"claude-code:d{i}" for i in range(4)],
                            harnesses=["claude-code"], recurring=True,
                            targets=[TargetDocument(str(other), 0.9, "skill")]).to_doc())
    assert run_night(ctx, update=False).status == "ok"  # measures the pace
    skill.write_text(SKILL + "\nBe precise.\n", encoding="utf-8")
    other.write_text(other.read_text(encoding="utf-8") + "\nBe quick.\n", encoding="utf-8")
    fast = script.handlers["obedient"]

    def slow_on_setup(messages: list) -> str:
        if "Project setup" in str(messages[0].get("content")):
            time.sleep(0.3)
        return fast(messages)

    script.handlers["obedient"] = slow_on_setup
    _config(sleep_home, extra="[budget]\nmax_minutes_per_night = 0.1")
    report = run_night(Context.create(), update=False)
    first, second = report.documents
    assert first.path == str(skill.resolve()) and first.loop.status == "budget_stopped"
    assert first.loop.stopped_for == "document" and "share of the time budget" in first.loop.reason
    assert second.path == str(other.resolve()) and second.loop.status == "ok"
    assert report.status == "ok"


def test_statuses_are_typed_and_stored_as_the_same_strings() -> None:
    from skillsleep.optimize.memory import record_night
    from skillsleep.optimize.record import night_records
    from skillsleep.optimize.report import DocumentReport, LoopSummary, NightReport, NightStatus

    report = NightReport(id="n1", started="2026-01-01T00:00:00+00:00",
                         status=NightStatus.BUDGET,
                         documents=[DocumentReport(path="/p/SKILL.md", loop=LoopSummary(
                             status=NightStatus.NOTHING))])
    ctx = Context.create()
    record_night(ctx.store, report.to_doc())
    [stored] = night_records(Context.create().store)  # as read from the file
    assert stored["status"] == "budget_stopped" and type(stored["status"]) is str
    assert stored["documents"][0]["status"] == "nothing_to_do"
    assert json.loads(json.dumps(report.to_doc()))["status"] == "budget_stopped"
    back = DocumentReport.from_doc(stored["documents"][0])
    assert back.loop.status is NightStatus.NOTHING
    # A status this version does not know (a damaged or newer record) reads as an error.
    assert DocumentReport.from_doc({"path": "x", "status": "exploded"}).loop.status \
        is NightStatus.ERROR


def test_the_record_holds_the_ledgers_summary_and_each_documents_usage_under_their_keys() -> None:
    from skillsleep.optimize.report import DocumentReport, NightReport
    from skillsleep.usage import LedgerSummary, Usage

    used = Usage(calls=2, cache_hits=1, tokens=30, cost_usd=0.25)
    report = NightReport(id="n1", started="2026-01-01T00:00:00+00:00", usage=LedgerSummary(
        calls=3, cache_hits=1, tokens=40, cost_usd=0.5, unpriced_calls=1, call_seconds=2.0,
        prompt_cache_hits=1, prompt_cache_tokens=9), documents=[DocumentReport("/p", usage=used)])
    doc = json.loads(json.dumps(report.to_doc()))
    assert {k: doc[k] for k in ("calls", "cache_hits", "tokens", "cost_usd", "unpriced_calls",
                                "call_seconds", "prompt_cache_hits", "prompt_cache_tokens")} \
        == {"calls": 3, "cache_hits": 1, "tokens": 40, "cost_usd": 0.5, "unpriced_calls": 1,
            "call_seconds": 2.0, "prompt_cache_hits": 1, "prompt_cache_tokens": 9}
    [document] = doc["documents"]
    assert "usage" not in doc and "usage" not in document
    assert (document["calls"], document["cache_hits"], document["tokens"],
            document["cost_usd"]) == (2, 1, 30, 0.25)
    assert DocumentReport.from_doc(document).usage == used
