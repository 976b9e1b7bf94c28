"""A repository's tracked document is one document in all its git worktrees: one target, one
proposal, shown in the editor in every worktree, accepted into the checkout the person opened."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from skillsleep.context import Context
from skillsleep.daemon.notifier import ProposalNotifier
from skillsleep.edits import Edit
from skillsleep.identity import checkout_of, doc_key, in_checkout, in_main_checkout, resolved
from skillsleep.optimize.memory import load_memory, save_memory
from skillsleep.optimize.night import run_night
from skillsleep.optimize.targets import recurring_targets
from skillsleep.proposals import build_proposal, get_proposal, load_proposals, save_proposal
from skillsleep.rejected import add_rejected, rejected_for
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.targets import one_per_document, rank
from skillsleep.tasks.taskdata import Family, Task

from helpers.cli import run_cli, run_json
from helpers.lsp import Editor, propose, store, wait_for_diagnostics
from helpers.scripted_models import install as install_script

SKILL_REL = ".claude/skills/setup/SKILL.md"
SKILL = ("---\nname: setup\ndescription: Set up a project with its package manager\n---\n"
         "# Project setup\n\nHelp the user set up projects.\n")


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=Dev",
                           "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True,
                          capture_output=True, text=True).stdout


@pytest.fixture
def repo(tmp_path: Path) -> tuple[Path, Path]:
    """A repository with a tracked skill, and a second worktree of it."""
    main = tmp_path / "api"
    (main / ".claude" / "skills" / "setup").mkdir(parents=True)
    (main / SKILL_REL).write_text(SKILL, encoding="utf-8")
    git(tmp_path, "init", "-q", str(main))
    git(main, "add", ".")
    git(main, "commit", "-qm", "skill")
    other = tmp_path / "api-fix-login"
    git(main, "worktree", "add", "-q", "-b", "fix-login", str(other))
    return main, other


def test_one_tracked_document_has_one_key_in_every_worktree(repo: tuple[Path, Path],
                                                             tmp_path: Path) -> None:
    main, other = repo
    assert doc_key(main / SKILL_REL) == doc_key(other / SKILL_REL)
    assert doc_key(main / SKILL_REL) != doc_key(main / "README.md")
    # Not tracked: each worktree's file is its own document.
    for root in (main, other):
        (root / "NOTES.md").write_text("mine\n")
    assert doc_key(main / "NOTES.md") != doc_key(other / "NOTES.md")
    # A document outside any repository is its resolved path.
    loose = tmp_path / "loose.md"
    loose.write_text("x\n")
    assert doc_key(loose) == str(loose.resolve())
    assert in_checkout(main / SKILL_REL, other / "src") == other / SKILL_REL
    assert in_checkout(main / SKILL_REL, tmp_path) is None


def test_one_updates_memo_of_checkouts_answers_as_lookups_without_it(
        repo: tuple[Path, Path], tmp_path: Path) -> None:
    """An update looks many documents up with one memo of the folders walked: the answers
    are those of lookups without it, in any order, across worktrees, a repository nested in
    another's folder, a link into a worktree and files in no repository."""
    main, other = repo
    nested = main / "vendor" / "lib"
    nested.mkdir(parents=True)
    git(tmp_path, "init", "-q", str(nested))
    (nested / "AGENTS.md").write_text("# lib\n", encoding="utf-8")
    git(nested, "add", ".")
    git(nested, "commit", "-qm", "lib")
    (tmp_path / "loose").mkdir()
    (tmp_path / "loose" / "CLAUDE.md").write_text("x\n", encoding="utf-8")
    (tmp_path / "into-other").symlink_to(other, target_is_directory=True)
    paths = [main / SKILL_REL, nested / "AGENTS.md", other / SKILL_REL, main / "README.md",
             tmp_path / "into-other" / SKILL_REL, tmp_path / "loose" / "CLAUDE.md",
             nested / "missing" / "x.md"]
    alone = [(doc_key(p), in_main_checkout(p), checkout_of(p.parent)) for p in paths]
    for order in (paths, paths[::-1]):
        seen: dict = {}
        shared = {p: (doc_key(p, seen), in_main_checkout(p, seen), checkout_of(p.parent, seen))
                  for p in order}
        assert [shared[p] for p in paths] == alone
    assert alone[1][2] is not None and alone[1][2].root == nested.resolve()
    assert alone[4][0] == alone[0][0] and not alone[4][1] and alone[0][1]
    assert alone[5][2] is None


def test_every_spelling_of_a_file_is_one_document(tmp_path: Path, sleep_home: Path) -> None:
    """Through a link to its folder, with `..`, with `~`: one document, whose rejected edits
    and optimizer notes are found whichever spelling a night or the editor uses."""
    real = tmp_path / "docs" / "CLAUDE.md"
    real.parent.mkdir()
    real.write_text("# Rules\n\nRun the tests.\n", encoding="utf-8")
    (tmp_path / "link").symlink_to(real.parent, target_is_directory=True)
    spellings = [real, tmp_path / "link" / "CLAUDE.md", tmp_path / "docs" / ".." / "link" /
                 "CLAUDE.md", f"{real}"]
    assert {doc_key(s) for s in spellings} == {str(real.resolve())}
    assert {resolved(s) for s in spellings} == {real.resolve()}

    ctx = Context.create()
    edit = Edit(op="add", anchor="Run the tests.", new="Run them twice.", rationale="r",
                evidence=[])
    add_rejected(ctx.store, str(spellings[1]), [edit], reason="no", source="user")
    save_memory(ctx.store, str(spellings[2]), ["a note"], [], "inputs", 0.0)
    assert [r.fingerprint for r in rejected_for(ctx.store, str(real))] == [edit.fingerprint()]
    memory = load_memory(ctx.store, str(real), "other inputs", [])
    assert memory.notes == ["a note"]

    # The daemon tells editors which document's proposals changed by its one spelling.
    events: list[dict] = []
    notifier = ProposalNotifier(ctx, lambda event: events.append(event) or 1)
    save_proposal(ctx.store, build_proposal(Path(spellings[2]), real.read_text(), [edit]))
    assert notifier.check() == [str(real.resolve())]
    assert events == [{"event": "proposals_changed", "target": str(real.resolve())}]


def test_clusters_list_a_repositorys_document_once_and_it_outlives_a_removed_worktree(
        repo: tuple[Path, Path], sleep_home: Path) -> None:
    main, other = repo
    ctx = Context.create()
    _seed(ctx, main, other, listed=True)
    [family] = run_json("clusters", "--min-size", "1")
    assert [t["path"] for t in family["targets"]] == [str(main / SKILL_REL)]
    assert family["targets"][0]["copies"] == [str(other / SKILL_REL)]
    # The linked worktree goes; the document stays a target, trained on the tasks done where
    # it still governs (a removed worktree's folder no longer says which repository it was).
    git(main, "worktree", "remove", str(other))
    [target] = recurring_targets(ctx.store, 5)
    assert target.path == str(main / SKILL_REL)
    assert {t.project for t in target.tasks} == {str(main)} and len(target.tasks) == 8


def test_a_document_found_only_in_worktrees_is_read_at_a_copy_that_still_exists(
        repo: tuple[Path, Path], tmp_path: Path) -> None:
    main, other = repo
    third = tmp_path / "api-third"
    git(main, "worktree", "add", "-q", "-b", "third", str(third))
    found = one_per_document(rank(["Set up project number 1"], ["claude-code"],
                                  [str(other), str(third)], tmp_path / "nohome"))
    [listed] = [d for d in found if d.path.endswith(SKILL_REL)]
    assert {listed.path, *listed.copies} == {str(other / SKILL_REL), str(third / SKILL_REL)}
    ctx = Context.create()
    family = Family(id="fam", label="set up", task_ids=[], sessions=["claude-code:s0"],
                    harnesses=["claude-code"], targets=[listed], recurring=True)
    with ctx.store.collection("families").write() as table:
        table.insert(family.to_doc())
    git(main, "worktree", "remove", listed.path[: -len(SKILL_REL) - 1])
    [target] = recurring_targets(ctx.store, 5)
    assert target.path == listed.copies[0]


def _seed(ctx: Context, main: Path, other: Path, listed: bool = False) -> None:
    """Eight sessions of one recurring request, half of them in each worktree."""
    tasks = [Task(id=f"task-{i}", request=f"Set up project number {i}", harness="claude-code",
                  session_id=f"s{i % 4}", family_id="fam-setup",
                  project=str(main if i % 2 else other),
                  judges=[MustMention(terms=["pnpm"], quote="user: use pnpm, not npm")])
             for i in range(16)]
    # The documents governing the family, ranked the way the tasks pipeline ranks them: the
    # same skill is found in both worktrees.
    targets = rank([t.request for t in tasks], ["claude-code"], [str(main), str(other)],
                   main.parent / "nohome")
    assert {Path(t.path) for t in targets} == {main / SKILL_REL, other / SKILL_REL}
    if listed:
        targets = one_per_document(targets)   # as the tasks pipeline lists them
    family = Family(id="fam-setup", label="set up a project", task_ids=[t.id for t in tasks],
                    sessions=[f"claude-code:s{i}" for i in range(4)],
                    harnesses=["claude-code"], projects=[str(main), str(other)],
                    targets=targets, recurring=True)
    with ctx.store.collection("tasks").write() as table:
        table.insert_multiple(t.to_doc() for t in tasks)
    with ctx.store.collection("families").write() as table:
        table.insert(family.to_doc())


def test_two_worktrees_give_one_target_and_one_proposal(repo: tuple[Path, Path],
                                                        sleep_home: Path) -> None:
    main, other = repo
    install_script()
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "scripted/obedient"\noptimizer = "scripted/optimizer"\n'
                   "[optimizer]\nepochs = 1\nbatch_size = 4\n", encoding="utf-8")
    ctx = Context.create()
    _seed(ctx, main, other)
    [target] = recurring_targets(ctx.store, 5)
    assert len(target.tasks) == 16 and target.families == ["fam-setup"]

    report = run_night(ctx, update=False)
    assert [d.path for d in report.documents] == [target.path]
    [proposal] = load_proposals(ctx.store)
    # Asked for from either worktree, it is the same proposal.
    assert [p.id for p in load_proposals(ctx.store, str(other / SKILL_REL))] == [proposal.id]
    assert [p.id for p in load_proposals(ctx.store, str(main / SKILL_REL))] == [proposal.id]

    # Accepting from the other worktree writes that checkout, not the one it was made on.
    before = (main / SKILL_REL).read_text()
    run_cli("proposals", "accept", proposal.id, cwd=other)
    assert "pnpm" in (other / SKILL_REL).read_text()
    assert (main / SKILL_REL).read_text() == before
    assert get_proposal(ctx.store, proposal.id).status == "accepted"


@pytest.mark.asyncio
async def test_the_proposal_shows_in_every_worktree_and_accepts_into_the_open_one(
        client: LanguageClient, repo: tuple[Path, Path]) -> None:
    main, other = repo
    p = propose(main / SKILL_REL, [Edit("add", "Help the user set up projects.",
                                        "Use pnpm, not npm.", rationale="said twice")])
    editor = Editor(client)
    here = editor.open(other / SKILL_REL)
    there = editor.open(main / SKILL_REL)
    assert len(await wait_for_diagnostics(client, here, count=1)) == 1
    assert len(await wait_for_diagnostics(client, there, count=1)) == 1
    diag = client.diagnostics[here][0]
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=here), range=diag.range,
        context=types.CodeActionContext(diagnostics=[diag])))
    accept = next(a for a in actions or [] if a.title.startswith("Accept"))
    assert isinstance(accept, types.CodeAction) and accept.command is not None
    result = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=accept.command.command, arguments=accept.command.arguments))
    assert result["applied"] is True
    assert "Use pnpm, not npm." in editor.texts[here]
    assert "Use pnpm, not npm." not in editor.texts[there]
    assert get_proposal(store(), p.id).status == "accepted"
