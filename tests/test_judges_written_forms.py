"""A word as the team writes it is said and checked as writing, not as a thing the code uses.

"we spell it 'PostgreSQL', never 'Postgres', in the docs" written down as "Do not use Postgres."
would ban the database in someone's instructions; "always capitalize Kubernetes" checked as
"the change uses Kubernetes" would fail every piece of work that never names it. So a spelling's
line says "Write ...", its check reads prose (strings and comments, where words are written) as
well as code, and a rule to write a word is in play only where the work writes that word in
some form. Checked on real diffs of a real git repository.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Judge, Origin
from skillsleep.tasks.judges.attempt import Attempt, changes_from_diff
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import AddsMatching


def read(words: str) -> list[Judge]:
    return derive([Quote(words, Origin("claude-code", "s1", "r1"))])


@pytest.mark.parametrize(("words", "lines"), [
    ("we spell it 'PostgreSQL', never 'Postgres', in the docs",
     {"Write `PostgreSQL`, not Postgres."}),
    ("we write 'e-mail' as 'email' everywhere", {"Write email, not e-mail."}),
    ("always capitalize Kubernetes", {"Write Kubernetes."}),
    ("`Github` should be `GitHub`", {"Write `GitHub`, not `Github`."}),
    ("the correct spelling is `PostgreSQL`", {"Write `PostgreSQL`."}),
    ("the docs use British spelling: `colour`, not `color`", {"Write `colour`, not `color`."}),
    ("it's spelled 'canceled' with one l in our docs", {"Write canceled."}),
])
def test_a_spelling_is_written_down_as_writing(words: str, lines: set[str]) -> None:
    judges = read(words)
    assert judges and all(j.params().get("written") for j in judges)
    said = {instruction(j, judges) for j in judges}
    assert said == lines
    assert not any("use" in line.lower().split() for line in said)


@pytest.mark.parametrize(("words", "line"), [
    ("use pnpm, not npm", "Use `pnpm` as the JavaScript package manager, not npm."),
    ("always use `errors.Is` for sentinel errors", "Use `errors.Is` for sentinel errors."),
    ("never use `any` in TypeScript", "Do not use `any` in TypeScript."),
])
def test_code_the_change_uses_is_still_said_as_used(words: str, line: str) -> None:
    judges = read(words)
    assert not any(j.params().get("written") for j in judges)
    assert line in {instruction(j, judges) for j in judges}


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.email=dev@example.com", "-c", "user.name=Dev",
                           "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True,
                          capture_output=True, text=True).stdout


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "deploy.md").write_text("# Deploying\n\nRun the script.\n")
    (tmp_path / "app.py").write_text("def main():\n    return 0\n")
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-qm", "base")
    return tmp_path


def attempt(repo: Path, path: str, added: str) -> Attempt:
    with (repo / path).open("a", encoding="utf-8") as f:
        f.write(added)
    diff = git(repo, "diff")
    git(repo, "checkout", "-q", "--", ".")
    return Attempt(changes=changes_from_diff(diff))


def test_a_capitalization_is_checked_only_where_the_word_is_written(repo: Path) -> None:
    (rule,) = read("always capitalize Kubernetes")
    assert rule.score(attempt(repo, "docs/deploy.md", "Deploy it to Kubernetes.\n")) == 1.0
    assert rule.score(attempt(repo, "docs/deploy.md", "Deploy it to kubernetes.\n")) == 0.0
    # Work that never names it: the rule says nothing of it.
    assert rule.score(attempt(repo, "app.py", "def helper():\n    return 1\n")) is None
    assert rule.score(attempt(repo, "docs/deploy.md", "Restart the pods.\n")) is None


def test_a_spelling_is_read_in_the_strings_and_comments_code_holds(repo: Path) -> None:
    judges = read("we write 'e-mail' as 'email' everywhere")
    use = next(j for j in judges if j.kind == "diff_adds")
    ban = next(j for j in judges if j.kind == "diff_avoids")
    wrong = attempt(repo, "app.py", 'PROMPT = "Enter your e-mail address"\n')
    right = attempt(repo, "app.py", '# ask for the email first\nPROMPT = "Enter your email"\n')
    assert (use.score(wrong), ban.score(wrong)) == (0.0, 0.0)
    assert (use.score(right), ban.score(right)) == (1.0, 1.0)
    assert use.score(attempt(repo, "app.py", "x = 1\n")) is None


def test_a_written_form_survives_the_store_and_an_old_record_reads_as_before() -> None:
    (rule,) = read("always capitalize Kubernetes")
    doc = rule.to_doc()
    assert doc["params"]["written"] is True
    from skillsleep.tasks.judges import judge_from_doc

    assert judge_from_doc(doc) == rule
    old = {**doc, "params": {k: v for k, v in doc["params"].items() if k != "written"}}
    again = judge_from_doc(old)
    assert isinstance(again, AddsMatching) and not again.written
    assert again.instruction() == "Use Kubernetes."
