"""The review of the shapes of code (`judges/code_facts.py`, `judges/code_facts_said.py`): what
the words must never become, and what the judges must never fail.

- `BANS`: a shape said as what the team does NOT do ("we don't write table-driven tests",
  "finders must not return `Optional`", "never lowercase error messages") is a ban of the
  shape, which no judge of these kinds can state: it gives nothing of these kinds, never the
  positive rule (the polarity is the rule reader's, `directives.rule_stance`).
- `TRAPS`: a command named as what a script is started with (`uv run`, `bundle exec`), reading
  a test run's output, "lowercase" as a verb done to errors (before matching, when logged),
  error messages of a response body, a JSON API or a UI (not the errors Go and Rust code
  makes), questions, reports and one-offs: nothing of these kinds.
- `RULES`: wordings that must keep giving their judge (the positive rule, said many ways).
- `CORRECT`: correct diffs across languages each judge must never fail (membership checks on
  lists and maps, `find*` helpers that compute a value, messages opening with a proper noun).
- The judge kinds load from a stored task in a fresh process that never imported the miner.
- A long run of list marks is read by the shapes' reader once per sentence, not per clause.

First sight (main before this change): RULES 11/14 read, BANS 5/17 gave nothing, TRAPS 7/18 gave
nothing, CORRECT 1/13 not failed, the fresh process loaded none of the 7 judge kinds.
After: RULES 14/14, BANS 17/17, TRAPS 18/18, CORRECT 13/13, 7/7 kinds loaded.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.code_facts import (
    ContextFirst,
    ErrorMessagesStyle,
    FileOpensWith,
    FindersReturn,
    SingleCallMethod,
    TableDrivenTests,
    WholeOutputAsserted,
)
from skillsleep.tasks.judges.mine import Quote, derive

from conftest import REPO
from helpers.judged import HERE, judged

CTX, TABLE, WHOLE = "context_first", "table_driven_tests", "whole_output_asserted"
OPENS, ERRORS, FINDERS, CALL = ("file_opens_with", "error_messages_style", "finders_return",
                                "single_call_method")
KINDS = frozenset({CTX, TABLE, WHOLE, OPENS, ERRORS, FINDERS, CALL})
FROZEN = "# frozen_string_literal: true"


def _facts(words: str) -> set[tuple[str, str, bool]]:
    return {j for j in judged(words) if j[0] in KINDS}


# A shape banned: nothing of these kinds (no judge can state "not table-driven").
BANS: tuple[tuple[str, str], ...] = (
    ("we don't use table tests", "we don't use table-driven tests here"),
    ("don't write table tests", "don't write table-driven tests for simple functions"),
    ("never table tests", "Never use table driven tests in this repo, they hide failures."),
    ("don't compare whole", "don't compare the whole output in tests, it's too brittle"),
    ("never assert full", "never assert on the full output in our tests, just the important "
     "lines"),
    ("tests shouldn't compare exact", "our tests shouldn't compare the exact response body"),
    ("never start frozen", f"never start files with `{FROZEN}`"),
    ("python files don't start", "Python modules must not start with `from __future__ import "
     "annotations`"),
    ("finders should never", "our finders should never return Optional"),
    ("finders must not", "finders must not return Optional, return null instead"),
    ("rust finders don't", "In this crate finders don't return `Option`."),
    ("never lowercase errors", "never lowercase error messages"),
    ("ctx should not be first", "the context should never be the first parameter here"),
    ("services don't expose call", "our services don't expose a single `call` method"),
    ("we do not write, no hyphen", "We do not write table driven tests in this repo."),
    ("dont typed fast", "pls dont write table-driven tests here"),
    ("errors shouldn't start lowercase", "in our repo error messages shouldn't start lowercase"),
)

# Words that state no rule of these kinds.
TRAPS: tuple[tuple[str, str], ...] = (
    ("uv run python", "always start python scripts with `uv run`"),
    ("bundle exec ruby", "we always start our ruby scripts with `bundle exec`"),
    ("code -r js", "always open the JS files with `code -r`"),
    ("npx ts", "start the TypeScript scripts with `npx tsx`"),
    ("full test run output", "always check the full output of the test run before you say "
     "done"),
    ("exact test command output", "make sure to check the exact output of the test command"),
    ("whole spec output", "read the whole output of the specs before you report back"),
    ("lowercase before comparing", "we lowercase error messages before comparing them in "
     "tests"),
    ("lowercase before matching", "always lowercase errors before matching on them"),
    ("lowercased when logged", "our errors are lowercased when logged"),
    ("response body errors", "always keep errors in the response body lowercase"),
    ("json errors", "all our JSON error messages are lowercase"),
    ("user-facing period", "our user-facing error messages should never end with a period"),
    ("ui errors", "error messages shown to users should be lowercase"),
    ("question finders", "should finders return Optional?"),
    ("an ask of the work, with a list", "could you fix these:  1. naming  2. Errors should be "
     "lowercase in Rust"),
    ("whole output of each test", "run tests and check the whole output of each test before "
     "finishing"),
    ("one file ctx", "in `server.go` ctx should always be the first parameter"),
)

# Wordings that must keep giving their judge.
RULES: tuple[tuple[str, str, tuple[str, str, bool]], ...] = (
    ("table tests always", "Go tests should always be table-driven",
     (TABLE, "table-driven", True)),
    ("ctx first", "ctx must always be the first parameter", (CTX, "context.Context", True)),
    ("whole output in our tests", "In our tests we always compare the whole output.",
     (WHOLE, "whole output", True)),
    ("frozen first", f"Ruby files here open with `{FROZEN}`.", (OPENS, FROZEN, True)),
    ("errors not capitalized", "error strings should never be capitalized",
     (ERRORS, "lowercase", True)),
    ("don't capitalize errors", "don't capitalize error messages", (ERRORS, "lowercase", True)),
    ("errors should always be lowercase", "error messages should always be lowercase and have "
     "no trailing period", (ERRORS, "lowercase", True)),
    ("no full stop", "our errors should never end with a period", (ERRORS, "period", True)),
    ("finders Optional never null", "finders always return `Optional`, never null",
     (FINDERS, "Optional", True)),
    ("Rust finders Option", "In this crate finders return `Option`, not a sentinel.",
     (FINDERS, "Option", True)),
    ("services call", "Service objects should expose a single public `call` method.",
     (CALL, "call", True)),
    ("use lowercase error strings", "we always use lowercase error strings in Go",
     (ERRORS, "lowercase", True)),
    ("first argument the context", "the first argument should always be the context",
     (CTX, "context.Context", True)),
    ("finders in DAOs", "finders in our DAOs always return Optional",
     (FINDERS, "Optional", True)),
)


@pytest.mark.parametrize(("name", "words"), BANS, ids=[b[0] for b in BANS])
def test_a_shape_banned_gives_no_positive_rule(name: str, words: str) -> None:
    assert _facts(words) == set()


@pytest.mark.parametrize(("name", "words"), TRAPS, ids=[t[0] for t in TRAPS])
def test_words_of_no_shape_rule_give_nothing(name: str, words: str) -> None:
    assert _facts(words) == set()


@pytest.mark.parametrize(("name", "words", "expected"), RULES, ids=[r[0] for r in RULES])
def test_a_shape_said_keeps_its_judge(name: str, words: str,
                                      expected: tuple[str, str, bool]) -> None:
    assert _facts(words) == {expected}


def _diff(*files: tuple[str, list[str]], created: bool = True) -> Attempt:
    return Attempt(changes=[FileChange(path, created=created, added=lines)
                            for path, lines in files])


# Correct work each judge must not fail (None or 1.0).
CORRECT = (
    ("assertIn on a dict", WholeOutputAsserted(), _diff(("tests/test_api.py", [
        "def test_ids(self):", '    self.assertIn("id", resp.json())']))),
    ("toContain on a list", WholeOutputAsserted(), _diff(("src/users.test.ts", [
        "it('lists', () => {", "  expect(names).toContain('alice');", "});"]))),
    ("assert.Contains on a slice", WholeOutputAsserted(), _diff(("ids_test.go", [
        "func TestIDs(t *testing.T) {", '\tassert.Contains(t, ids, "a1")', "}"]))),
    ("rspec include on an array", WholeOutputAsserted(), _diff(("spec/user_spec.rb", [
        "it 'has roles' do", "  expect(user.roles).to include('admin')", "end"]))),
    ("x in list", WholeOutputAsserted(), _diff(("tests/test_roles.py", [
        "def test_roles():", '    assert "admin" in roles']))),
    ("Rust vec contains", WholeOutputAsserted(), _diff(("tests/ids.rs", [
        "#[test]", "fn ids() {", '    assert!(ids.contains(&"a1"));', "}"]))),
    ("Java findFirstWord", FindersReturn(), _diff(("src/main/java/Text.java", [
        "class Text {", "  private String findFirstWord(String s) {", "    return s;", "  }",
        "}"]))),
    ("Java findMax", FindersReturn(), _diff(("src/main/java/Stats.java", [
        "class Stats {", "  Integer findMax() {", "    return 1;", "  }", "}"]))),
    ("Kotlin findMiddle", FindersReturn(), _diff(("src/Geo.kt", [
        "fun findMiddle(a: Int, b: Int): Int = (a + b) / 2"]))),
    ("Rust find_max", FindersReturn(type="Option"), _diff(("src/stats.rs", [
        "fn find_max(v: &[i32]) -> i32 {", "    0", "}"]))),
    ("Go proper noun", ErrorMessagesStyle(), _diff(("db.go", [
        'return errors.New("Postgres is down")']))),
    ("Rust proper noun", ErrorMessagesStyle(), _diff(("src/gh.rs", [
        'bail!("GitHub rejected the token")']))),
    ("Go acronym", ErrorMessagesStyle(), _diff(("api.go", [
        'return fmt.Errorf("HTTP %d from upstream", code)']))),
)


@pytest.mark.parametrize(("name", "judge", "attempt"), CORRECT, ids=[c[0] for c in CORRECT])
def test_correct_work_is_not_failed(name: str, judge: object, attempt: Attempt) -> None:
    assert judge.score(attempt) != 0.0  # type: ignore[attr-defined]


def test_the_judges_still_fail_wrong_work() -> None:
    assert WholeOutputAsserted().score(_diff(("out_test.go", [
        "func TestOut(t *testing.T) {", '\tif !strings.Contains(out, "ok") {', "\t}"]))) == 0.0
    assert WholeOutputAsserted().score(_diff(("tests/test_cli.py", [
        "def test_cli():", '    assert "usage" in result.output']))) == 0.0
    assert FindersReturn().score(_diff(("src/main/java/UserRepository.java", [
        "interface UserRepository {", "  User findByEmail(String email);", "}"]))) == 0.0
    assert ErrorMessagesStyle().score(_diff(("db.go", [
        'return errors.New("Failed to connect")']))) == 0.0


_KINDS_LOADED = """
import json, sys
from skillsleep.tasks.taskdata import Task
docs = json.loads(sys.stdin.read())
loaded = [[j.kind for j in Task.from_doc(d).judges] for d in docs]
print(json.dumps({"loaded": loaded, "mine": "skillsleep.tasks.judges.mine" in sys.modules}))
"""
_ONE_OF_EACH = (ContextFirst(), TableDrivenTests(subtests=True), WholeOutputAsserted(),
                FileOpensWith(line=FROZEN, language="ruby"), ErrorMessagesStyle(),
                FindersReturn(type="Option"), SingleCallMethod())


def test_a_stored_task_loads_its_shape_judges_without_the_miner() -> None:
    docs = []
    for judge in _ONE_OF_EACH:
        judge.origin = HERE
        docs.append({"id": judge.kind, "request": "r", "harness": "claude-code",
                     "session_id": "s", "judges": [judge.to_doc()]})
    run = subprocess.run([sys.executable, "-c", _KINDS_LOADED], input=json.dumps(docs),
                         capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(REPO / "daemon"), "PATH": "/usr/bin:/bin"})
    out = json.loads(run.stdout)
    assert not out["mine"]
    assert out["loaded"] == [[j.kind] for j in _ONE_OF_EACH]


def test_a_long_run_of_list_marks_reads_each_sentence_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ "- [ ] " * n is one sentence of many clauses: the shapes' reader reads the sentence once
    (not once per clause) and only for a clause that may say a shape."""
    from skillsleep.tasks.judges import mine

    read: list[str] = []

    def counted(sentence: str) -> bool:
        read.append(sentence)
        return True

    monkeypatch.setattr(mine, "stated_as_rule", counted)
    derive([Quote("- [ ] " * 400 + "first", HERE)])
    assert len(read) <= 1
