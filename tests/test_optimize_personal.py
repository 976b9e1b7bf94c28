"""The person's own instruction document (`~/.claude/CLAUDE.md`) learns only the rules they
keep in more than one repository: one repository's rules stay with that repository's documents.
Real git repositories and worktrees, the real store and night, a scripted model for the remote
one."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from skillsleep.context import Context
from skillsleep.identity import is_personal
from skillsleep.optimize.derived import derived_edits
from skillsleep.optimize.night import run_night
from skillsleep.optimize.targets import Target, recurring_targets, standing_asks
from skillsleep.proposals import load_proposals
from skillsleep.tasks.judges import Judge, Origin
from skillsleep.tasks.judges.answer import MustMention
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.taskdata import Family, TargetDocument, Task

from helpers.cli import run_json
from helpers.scripted_models import install as install_script


def git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=Dev",
                    "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True,
                   capture_output=True, text=True)


@pytest.fixture
def repos(tmp_path: Path) -> dict[str, Path]:
    """Two repositories, a worktree of the first, and the person's own CLAUDE.md."""
    found = {}
    for name in ("api", "web"):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "CLAUDE.md").write_text(f"# {name}\n\nHelp with the {name}.\n")
        git(tmp_path, "init", "-q", str(folder))
        git(folder, "add", ".")
        git(folder, "commit", "-qm", "docs")
        found[name] = folder
    found["api-wt"] = tmp_path / "api-fix"
    git(found["api"], "worktree", "add", "-q", "-b", "fix", str(found["api-wt"]))
    personal = Path.home() / ".claude" / "CLAUDE.md"
    personal.parent.mkdir(parents=True)
    personal.write_text("# Me\n\nBe brief.\n")
    found["personal"] = personal
    return found


def said(words: str, session: str = "s1") -> list[Judge]:
    return derive([Quote("write the tests for the parser", Origin("claude-code", session, "r0")),
                   Quote(words, Origin("claude-code", session, "r2"), followup=True)])


def task(tid: str, folder: Path | None, judges: list[Judge]) -> Task:
    return Task(tid, "write the tests for the parser", "claude-code", tid,
                project=str(folder) if folder else None, judges=judges)


def test_only_the_home_folders_documents_are_personal(repos: dict[str, Path]) -> None:
    assert is_personal(repos["personal"])
    assert is_personal(Path.home() / ".codex" / "AGENTS.md")
    assert not is_personal(repos["api"] / "CLAUDE.md")
    assert not is_personal(repos["api"] / ".claude" / "skills" / "x" / "SKILL.md")


def test_a_rule_said_in_one_repository_is_left_out_of_the_personal_document(
        repos: dict[str, Path]) -> None:
    (rule,) = said("never use testify in this repo, we use the standard library")
    (once,) = said("rename parseLine to readLine")
    assert rule.durable and not once.durable
    tasks = [task("a1", repos["api"], [rule, once]), task("w1", repos["web"], [])]

    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == 1
    assert [j.key_terms() for j in mine.tasks[0].judges] == [once.key_terms()]
    assert tasks[0].judges == [rule, once]  # the stored task is not changed
    # No line is written from it either.
    assert derived_edits(mine.tasks[0], mine.tasks[0].judges, standing=mine.standing) == []

    # The repository's own document is trained on it, as before.
    theirs = Target.of(str(repos["api"] / "CLAUDE.md"), tasks, ["f"], "", set())
    assert theirs.repository_rules == 0 and theirs.tasks[0].judges == [rule, once]
    assert [e.new for e in derived_edits(theirs.tasks[0], [rule])] == ["Do not use testify."]


def test_a_rule_said_in_two_repositories_is_the_persons(repos: dict[str, Path]) -> None:
    (here,) = said("never use testify in this repo", "s1")
    (there,) = said("we don't use testify, ever", "s2")
    assert here.durable and there.durable
    tasks = [task("a1", repos["api"], [here]), task("w1", repos["web"], [there])]
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == 0 and [t.judges for t in mine.tasks] == [[here], [there]]
    assert [e.new for e in derived_edits(mine.tasks[0], [here])] == ["Do not use testify."]


@pytest.mark.parametrize("words", [
    "in all my projects, never use testify",
    "across all my repos, never use testify",
    "never use testify, in any of our repositories",
    "wherever I work, testify is banned: never use testify",
])
def test_a_rule_said_for_every_repository_is_the_persons_from_one(
        repos: dict[str, Path], words: str) -> None:
    (rule,) = said(words)
    assert rule.durable
    tasks = [task("a1", repos["api"], [rule]), task("w1", repos["web"], [])]
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == 0 and mine.tasks[0].judges == [rule]
    [line] = [e.new for e in derived_edits(mine.tasks[0], [rule])]
    assert line.startswith("Do not use testify")


@pytest.mark.parametrize("words", [
    "never use testify in this repo",
    "in all their repos they never use testify, but we never use testify here either",
    "never use testify in every package of this repo",
])
def test_a_rule_said_for_one_repository_or_its_parts_stays_there(
        repos: dict[str, Path], words: str) -> None:
    rules = [j for j in said(words) if j.durable]
    assert rules
    tasks = [task("a1", repos["api"], rules), task("w1", repos["web"], [])]
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == len(rules) and not mine.tasks[0].judges


def test_a_repositorys_worktrees_are_one_repository(repos: dict[str, Path]) -> None:
    (here,) = said("never use testify in this repo", "s1")
    (there,) = said("we don't use testify, ever", "s2")
    tasks = [task("a1", repos["api"], [here]), task("a2", repos["api-wt"], [there])]
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == 2 and all(not t.judges for t in mine.tasks)


def test_a_folder_not_known_counts_for_no_repository(repos: dict[str, Path]) -> None:
    (here,) = said("never use testify in this repo", "s1")
    (there,) = said("we don't use testify, ever", "s2")
    tasks = [task("a1", repos["api"], [here]), task("x1", None, [there]),
             task("x2", None, [])]
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", set())
    assert mine.repository_rules == 2
    assert [t.judges for t in mine.tasks] == [[], [], []]


def test_one_repositorys_standing_preference_is_not_the_persons(repos: dict[str, Path]) -> None:
    """A preference proven by repetition in one repository: its tasks keep their own judges
    (no copy), known by what they ask; the personal document learns none of it."""
    (plain,) = said("no testify please")
    assert not plain.durable
    preference = {**plain.to_doc(), "project": str(repos["api"]),
                  "origins": [plain.origin.to_doc()], "sessions": ["claude-code:a1", "b"]}
    standing = standing_asks([Family("f", "tests", standing=[preference])])
    tasks = [task("a1", repos["api"], [plain]), task("w1", repos["web"], [plain])]

    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", standing)
    assert mine.standing == set()
    # Left out where it is the repository's lesson; in the other repository it was said
    # once, for that task, and judges it as it would under any document.
    assert [t.judges for t in mine.tasks] == [[], [plain]]
    assert mine.repository_rules == 1
    assert derived_edits(mine.tasks[1], [plain], standing=mine.standing) == []

    # Proven in the second repository too: the person's.
    other = {**preference, "project": str(repos["web"])}
    both = standing_asks([Family("f", "tests", standing=[preference, other])])
    mine = Target.of(str(repos["personal"]), tasks, ["f"], "", both)
    assert mine.standing == both and mine.repository_rules == 0
    assert [e.new for e in derived_edits(mine.tasks[0], [plain], standing=mine.standing)] \
        == ["Do not use testify."]


def _seed(ctx: Context, repos: dict[str, Path], said_in: list[Path]) -> None:
    """A recurring family of setup work mapped to the person's own CLAUDE.md alone, where
    "use pnpm" was said as a rule in each folder of `said_in`."""
    folders = [repos["api"], repos["web"]]
    tasks = []
    for i in range(12):
        folder = folders[i % 2]
        rule = MustMention(terms=["pnpm"], quote="always use pnpm", durable=True,
                           origin=Origin("claude-code", f"s{i}", "r1"))
        tasks.append(Task(f"t{i}", f"Set up project number {i}", "claude-code", f"s{i}",
                          project=str(folder), family_id="fam",
                          judges=[rule] if folder in said_in else []))
    target = TargetDocument(str(repos["personal"]), 0.9, "user-level instructions")
    family = Family("fam", "set up a project", task_ids=[t.id for t in tasks],
                    sessions=[f"claude-code:s{i}" for i in range(12)],
                    harnesses=["claude-code"], projects=[str(f) for f in folders],
                    targets=[target], recurring=True)
    with ctx.store.collection("tasks").write() as table:
        table.insert_multiple(t.to_doc() for t in tasks)
    with ctx.store.collection("families").write() as table:
        table.insert(family.to_doc())


@pytest.mark.parametrize(("where", "learned"), [("one", False), ("both", True)])
def test_the_night_writes_into_the_personal_document_only_what_is_said_everywhere(
        repos: dict[str, Path], sleep_home: Path, where: str, learned: bool) -> None:
    install_script()
    cfg = sleep_home / "config" / "config.toml"
    cfg.parent.mkdir(parents=True, exist_ok=True)
    cfg.write_text('[models]\ntarget = "scripted/obedient"\noptimizer = "scripted/optimizer"\n'
                   "[optimizer]\nepochs = 1\nbatch_size = 4\n", encoding="utf-8")
    ctx = Context.create()
    _seed(ctx, repos, [repos["api"]] if where == "one" else [repos["api"], repos["web"]])
    [target] = recurring_targets(ctx.store, 5)
    assert target.path == str(repos["personal"])
    assert target.repository_rules == (0 if learned else 6)

    report = run_night(ctx, update=False)
    [doc] = report.documents
    assert doc.repository_rules == target.repository_rules
    written = "\n".join(e.new for p in load_proposals(ctx.store) for e in p.edits)
    assert ("pnpm" in written) is learned
    [shown] = run_json("status")["last_night"]["documents"]
    assert shown["repository_rules"] == doc.repository_rules
