"""Every judge kind scores what it can see, says itself in words, and survives a round trip
through storage; bad stored judges are refused with a clear reason."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from skillsleep.tasks.judges import (
    Attempt,
    Command,
    FileChange,
    Origin,
    judge_from_doc,
    judge_kinds,
    score_answer,
    score_task,
)
from skillsleep.tasks.judges.answer import (
    Format,
    LineLength,
    MaxWords,
    MinWords,
    MustMention,
    MustNotMention,
    Pattern,
    RequiredSections,
    Rubric,
)
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.code_facts import (
    ContextFirst,
    ErrorMessagesStyle,
    FileOpensWith,
    FindersReturn,
    ParametrizedTests,
    SingleCallMethod,
    TableDrivenTests,
    WholeOutputAsserted,
)
from skillsleep.tasks.judges.name_case import NameCase, NameCaseOfWork, TestFilesNamedLike
from skillsleep.tasks.judges.name_word import NameWithout
from skillsleep.tasks.judges.order import RunsInOrder
from skillsleep.tasks.judges.work import (
    AddsMatching,
    AddsNothingMatching,
    ChecksPass,
    Commits,
    DoesNotRun,
    EditsFile,
    KeepsMatching,
    LeavesFilesAlone,
    OneCommit,
    Runs,
)
from skillsleep.tasks.taskdata import Task


def said(text: str) -> Attempt:
    return Attempt.of_answer(text)


def test_mentions_respect_word_edges() -> None:
    assert MustMention(terms=["pnpm"]).score(said("Run pnpm install")) == 1.0
    assert MustMention(terms=["pnpm", "vite"]).score(said("Run pnpm install")) == 0.5
    assert MustMention(terms=["pnpm"]).score(said("Run npm install")) == 0.0
    # "npm" inside "pnpm" is not a mention of npm.
    assert MustNotMention(terms=["npm"]).score(said("Run pnpm install")) == 1.0
    assert MustNotMention(terms=["npm"]).score(said("Run NPM install")) == 0.0


def test_word_limits_degrade_in_proportion() -> None:
    assert MaxWords(limit=5).score(said("one two three")) == 1.0
    assert MaxWords(limit=5).score(said(" ".join(["w"] * 10))) == 0.5
    assert MinWords(limit=4).score(said("one two")) == 0.5


@pytest.mark.parametrize(("fmt", "good", "bad"), [
    ("json", '{"a": 1}', "a: 1"),
    ("json", '```json\n[1, 2]\n```', "```json\n[1, 2\n```"),
    ("bullets", "- one\n- two", "one, two"),
    ("numbered", "1. one\n2) two", "- one\n- two"),
    ("code_block", "Here:\n```\nls\n```", "run ls"),
])
def test_formats(fmt: str, good: str, bad: str) -> None:
    assert Format(format=fmt).score(said(good)) == 1.0
    assert Format(format=fmt).score(said(bad)) == 0.0


def test_sections_patterns_and_line_lengths() -> None:
    judge = RequiredSections(sections=["Testing", "Rollback plan"])
    assert judge.score(said("# Notes\n## Testing\nran it\n**Rollback plan**\nrevert")) == 1.0
    assert judge.score(said("## Testing\nran it; no rollback plan here")) == 0.5
    assert Pattern(pattern=r"^Confidence: (high|low)$").score(said("x\nConfidence: high")) == 1.0
    assert Pattern(pattern="([unclosed").score(said("has ([unclosed in it")) == 1.0
    subject = LineLength(line=1, limit=10)
    assert subject.score(said("short one\n\nbody " * 30)) == 1.0
    assert subject.score(said("x" * 20)) == 0.5
    assert subject.score(said("")) == 0.0


def test_commit_message_judges_read_the_commits_of_a_workspace_replay() -> None:
    subject = LineLength(line=1, limit=20, on="commit")
    done = Attempt(text="Committed the fix.", commits=["fix: clear the timer\n\nbody"])
    assert subject.score(done) == 1.0
    assert subject.score(Attempt(text="x" * 40, commits=[])) == 0.5  # no commit: the answer


def _repo_diff(tmp_path: Path) -> str:
    repo = tmp_path / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.email=t@example.com", "-c", "user.name=t"]
    subprocess.run([*git, "init", "-q"], check=True)
    (repo / "orders_test.go").write_text("package orders\n")
    (repo / "go.sum").write_text("old\n")
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "base"], check=True)
    (repo / "orders_test.go").write_text(
        'package orders\n\nimport "github.com/stretchr/testify/assert"\n\n'
        'func TestTotal(t *testing.T) {\n\tt.Parallel()\n}\n')
    (repo / "go.sum").unlink()
    return subprocess.run([*git, "diff"], check=True, capture_output=True, text=True).stdout


def test_diff_judges_read_a_real_git_diff(tmp_path: Path) -> None:
    changes = changes_from_diff(_repo_diff(tmp_path))
    assert [c.path for c in changes] == ["go.sum", "orders_test.go"]
    attempt = Attempt(text="done", changes=changes)
    assert AddsNothingMatching(term="testify").score(attempt) == 0.0
    assert AddsNothingMatching(term="testify", files="*.py").score(attempt) == 1.0
    assert AddsMatching(term="t.Parallel()").score(attempt) == 1.0
    assert AddsMatching(term="t.Parallel()", files="*_test.go").score(attempt) == 1.0
    assert LeavesFilesAlone(paths=["go.sum"]).score(attempt) == 0.0
    assert LeavesFilesAlone(paths=["go.mod"]).score(attempt) == 1.0
    nested = Attempt(text="done", changes=changes_from_diff(
        "diff --git a/gen/api.go b/gen/api.go\n--- a/gen/api.go\n+++ b/gen/api.go\n@@ -1 +1 @@\n"
        "-old\n+new\n"))
    assert LeavesFilesAlone(paths=["gen/"]).score(nested) == 0.0
    assert LeavesFilesAlone(paths=["vendor/"]).score(nested) == 1.0
    # A hidden folder named from the repository's top keeps its dot.
    workflow = Attempt(text="done", changes=changes_from_diff(
        "diff --git a/.github/ci.yml b/.github/ci.yml\n--- a/.github/ci.yml\n"
        "+++ b/.github/ci.yml\n@@ -1 +1 @@\n-old\n+new\n"))
    assert LeavesFilesAlone(paths=["./.github/"]).score(workflow) == 0.0
    assert LeavesFilesAlone(paths=["./github/"]).score(workflow) == 1.0


def test_in_chat_the_proposed_code_stands_for_the_diff_and_the_rest_cannot_be_seen() -> None:
    answer = said('Here is the test:\n```go\nimport "github.com/stretchr/testify/assert"\n```')
    assert AddsNothingMatching(term="testify").score(answer) == 0.0
    assert AddsNothingMatching(term="testify").score(said("Use the standard library.")) is None
    for judge in (LeavesFilesAlone(paths=["go.sum"]), Commits(count=2), Runs(command="make lint"),
                  DoesNotRun(command="git commit", pattern=r"\bgit\s+commit\b")):
        assert judge.score(answer) is None


def test_command_and_commit_judges_read_what_the_agent_ran() -> None:
    ran = Attempt(text="done", commands=[Command("golangci-lint run ./...", 0),
                                         Command("git commit -m 'fix: x'", 0)], commits=["a"])
    lint = Runs(command="the linter", pattern=r"\blint|golangci")
    assert lint.score(ran) == 1.0
    assert DoesNotRun(command="git commit", pattern=r"\bgit\s+commit\b").score(ran) == 0.0
    assert DoesNotRun(command="git push", pattern=r"\bgit\s+push\b").score(ran) == 1.0
    assert Commits(count=2).score(ran) == 0.5


@pytest.mark.parametrize("rule", ["never `git push --force` to a shared branch",
                                  "don't force-push, ever", "no force pushes to `main`"])
def test_a_rule_against_forced_pushes_leaves_a_push_with_a_lease_alone(rule: str) -> None:
    from skillsleep.tasks.judges.mine import Quote, derive

    judges = derive([Quote(rule, Origin("claude-code", "s", "r"), reply="")])
    assert judges, rule
    leased = Attempt(text="done", commands=[
        Command("git push --force-with-lease origin main", 0)])
    forced = Attempt(text="done", commands=[Command("git push --force origin main", 0)])
    assert [j.score(leased) for j in judges] == [1.0] * len(judges)
    assert [j.score(forced) for j in judges] == [0.0] * len(judges)


def test_a_command_said_with_its_flag_is_not_found_in_a_longer_flag() -> None:
    from skillsleep.tasks.judges.mine import Quote, derive

    [judge] = derive([Quote("always run `npm ci --ignore-scripts` in CI jobs",
                            Origin("claude-code", "s", "r"), reply="")])
    ci = ".github/workflows/ci.yml"
    assert judge.score(Attempt(changes=[FileChange(ci, ["  - run: npm ci --ignore-scripts"])])) \
        == 1.0
    assert judge.score(Attempt(changes=[FileChange(ci, ["  - run: npm ci --ignore-scripts-x"])])) \
        == 0.0


@pytest.mark.parametrize(("rule", "added", "score"), [
    ("no sleeps in tests please", "\ttime.Sleep(100 * time.Millisecond)", 0.0),
    ("no sleeps in tests please", "        Thread.sleep(50);", 0.0),
    ("no sleeps in tests please", "\tsleepFor := cfg.Backoff", 1.0),
    ("no mocks, use the real db", "    jest.mock('./db')", 0.0),
    ("no mocks, use the real db", "    client := NewMockClient()", 1.0),
    ("no panics in library code", "\tpanic(err)", 0.0),
])
def test_a_plain_word_banned_in_the_plural_finds_the_call_it_names(rule: str, added: str,
                                                                   score: float) -> None:
    from skillsleep.tasks.judges.mine import Quote, derive

    [judge] = derive([Quote(rule, Origin("claude-code", "s", "r"), reply="")])
    assert judge.score(Attempt(text="done", changes=[FileChange("x", added=[added])])) == score


def test_the_project_check_judge_reads_the_checks_run_after_the_agent() -> None:
    lint = ChecksPass(command="mise run lint")
    assert lint.score(said("```go\nfunc x() {}\n```")) is None       # chat: no checks
    assert lint.score(Attempt(checks=[Command("mise run lint", 0)])) == 1.0
    assert lint.score(Attempt(checks=[Command("mise run lint", 2)])) == 0.0
    # Timed out, or the tool is missing on this machine: no verdict, either way.
    assert lint.score(Attempt(checks=[Command("mise run lint", None)])) is None
    assert lint.score(Attempt(checks=[Command("mise run lint", 127)])) is None
    assert lint.score(Attempt(checks=[Command("mise run test", 0)])) is None
    assert lint.instruction() == "Run `mise run lint` and make it pass before you finish."


def test_a_kept_term_may_move_but_not_go() -> None:
    keep = KeepsMatching(term="legacy_name")
    moved = [FileChange("a.py", added=["x = legacy_name"], removed=["y = legacy_name"])]
    gone = [FileChange("a.py", added=["x = new_name"], removed=["x = legacy_name"])]
    untouched = [FileChange("a.py", added=["z = 1"])]
    assert keep.score(Attempt(changes=moved)) == 1.0
    assert keep.score(Attempt(changes=gone)) == 0.0
    assert keep.score(Attempt(changes=untouched)) == 1.0
    # An answer's code shows what it adds, never what it takes out: no verdict in chat.
    assert keep.score(said("```\nx = new_name\n```")) is None


@pytest.mark.parametrize(("line", "logged"), [
    ('log.Printf("login for %s with %s", user, password)', True),
    ('logger.info("password=%s", password)', True),
    ('console.log(`password: ${password}`)', True),
    ('fmt.Println("pw", password)', True),
    ('println!("{}", password);', True),
    ('slog.Debug("auth", "password", password)', True),
    ('    self.log.warning("bad password for %s", password)', True),
    # The term outside a log call, or a log call without it.
    ('if !check(password) { return errBadPassword }', False),
    ('hash := bcrypt.GenerateFromPassword([]byte(password), 12)', False),
    ('log.Printf("login for %s", user)', False),
    ('password = request.form["password"]  # never log it', False),
    # A name that only holds the term is another name.
    ('log.Printf("%s", passwordHash)', False),
])
def test_a_term_kept_out_of_logs_is_looked_for_in_log_calls_only(line: str, logged: bool) -> None:
    judge = AddsNothingMatching(term="password", within="log")
    attempt = Attempt(text="done", changes=[FileChange("auth.go", added=[line])])
    assert judge.score(attempt) == (0.0 if logged else 1.0)
    assert AddsNothingMatching(term="password").subject() != judge.subject()
    assert judge.instruction() == "Do not use password in log calls."


def test_rubrics_need_a_model() -> None:
    assert Rubric(rubric="- is polite").score(said("anything")) is None


def test_every_kind_round_trips_and_says_itself() -> None:
    origin = Origin("claude-code", "s1", "u-1")
    examples = [MustMention(terms=["pnpm"]), MustNotMention(terms=["npm"]), MaxWords(limit=9),
                MinWords(limit=3), Format(format="json"), RequiredSections(sections=["Usage"]),
                Pattern(pattern="^feat:", line=1, rule="Start with feat:."),
                LineLength(line=1, limit=72), Rubric(rubric="- short"),
                AddsMatching(term="t.Parallel()"), AddsNothingMatching(term="testify"),
                AddsNothingMatching(term="password", within="log"),
                KeepsMatching(term="legacy_name"),
                LeavesFilesAlone(paths=["go.sum"]), EditsFile(path="CHANGELOG.md"),
                Commits(count=2), OneCommit(),
                Runs(command="make lint", before="before you finish"),
                RunsInOrder(first="cargo fmt", then="cargo clippy"),
                DoesNotRun(command="git push", pattern=r"\bgit push\b"),
                ChecksPass(command="mise run lint"),
                NameCase(names="functions", style="snake_case", said="functions"),
                NameCaseOfWork(names="branches", style="kebab-case", banned=True),
                TestFilesNamedLike(glob="*_test.go", example="foo_test.go"),
                NameWithout(word="Controller", place="suffix"),
                ContextFirst(), TableDrivenTests(subtests=True),
                ParametrizedTests(language="java"), WholeOutputAsserted(),
                FileOpensWith(line="# frozen_string_literal: true", language="ruby"),
                ErrorMessagesStyle(no_period=False), FindersReturn(type="Option"),
                SingleCallMethod()]
    assert sorted({j.kind for j in examples}) == judge_kinds()
    for judge in examples:
        judge.origin, judge.quote, judge.durable = origin, "the words", True
        doc = judge.to_doc()
        assert doc["origin"] == {"harness": "claude-code", "session": "s1", "record": "u-1"}
        assert doc["check"] == judge.describe() and doc["quote"] == "the words"
        back = judge_from_doc(doc)
        assert type(back) is type(judge) and back.params() == judge.params()
        assert back.origin == origin and back.durable
        assert judge.describe()
    assert Runs(command="make lint", before="before you finish").instruction() == \
        "Run `make lint` before you finish."
    assert AddsNothingMatching(term="testify").instruction() == "Do not use testify."


@pytest.mark.parametrize(("doc", "reason"), [
    ({"kind": "nonsense", "params": {}}, "unknown judge kind"),
    ({"kind": "max_words"}, "no parameters"),
    ({"kind": "max_words", "params": {"limit": "ten"}}, "whole number"),
    ({"kind": "max_words", "params": {"limit": -3}}, "whole number"),
    ({"kind": "must_mention", "params": {"terms": "pnpm"}}, "list of strings"),
    ({"kind": "format", "params": {"format": "haiku"}}, "unknown format"),
    ({"kind": "edits_file", "params": {"path": "docs/"}}, "a folder, not a file"),
    ({"kind": "diff_avoids", "params": {"term": "x", "within": "comments"}}, "within must be"),
    ("not an object", "is an object"),
])
def test_bad_stored_judges_are_refused_with_a_reason(doc: object, reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        judge_from_doc(doc)


def test_a_task_with_a_damaged_judge_keeps_the_rest() -> None:
    good = MustMention(terms=["pnpm"]).to_doc()
    task = Task.from_doc({"id": "t", "request": "x", "harness": "codex", "session_id": "s",
                          "judges": [good, {"kind": "nonsense", "params": {}}]})
    assert [j.kind for j in task.judges] == ["must_mention"]


def test_task_scores_are_weighted_over_what_can_be_seen() -> None:
    task = Task("t1", "Install deps with pnpm", "claude-code", "s1", judges=[
        MustMention(terms=["pnpm"], weight=3.0), MaxWords(limit=2), Rubric(rubric="- short"),
        Runs(command="pnpm test")])
    assert score_answer(task, "pnpm install now please") == pytest.approx((3 + 0.5) / 4)
    assert score_task([], said("anything")) is None
    assert score_answer(Task("t2", "x", "codex", "s", judges=[Rubric(rubric="r")]), "a") is None


def test_mining_and_judging_never_import_litellm() -> None:
    code = ("import sys; import skillsleep.tasks.judges, skillsleep.tasks.mining, "
            "skillsleep.tasks.pipeline, skillsleep.commands.tasks; "
            "print('litellm' in sys.modules, 'numpy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]


def test_a_rule_of_how_a_command_runs_says_nothing_where_it_never_runs() -> None:
    """"always pass `--frozen-lockfile` to `pnpm install`": work that runs `pnpm install` with
    the flag passes, without it fails, and work that never installs is not judged by it; the
    judge is stored and read back with that condition, and a stored one without it reads as
    before."""
    from skillsleep.tasks.judges.mine import Quote, derive

    [judge] = derive([Quote("always pass `--frozen-lockfile` to `pnpm install`",
                            Origin("claude-code", "s", "r"))])
    assert isinstance(judge, Runs) and judge.when_run
    with_flag = Attempt(commands=[Command("pnpm install --frozen-lockfile", 0)])
    without = Attempt(commands=[Command("pnpm install", 0), Command("pnpm test", 0)])
    elsewhere = Attempt(commands=[Command("pnpm test", 0)])
    assert [judge.score(a) for a in (with_flag, without, elsewhere)] == [1.0, 0.0, None]
    again = judge_from_doc(judge.to_doc())
    assert again.score(elsewhere) is None and again.score(without) == 0.0
    plain = Runs(command="make lint")
    assert "when_run" not in plain.params()
    assert judge_from_doc(plain.to_doc()).score(elsewhere) == 0.0
