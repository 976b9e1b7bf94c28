"""Where a check finds a term: the code of an added line, the files a rule's reach names, what a
command line runs and where an answer sets a thing aside."""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.answer import MustNotMention, named_in_use
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.code import code_lines, reaches
from skillsleep.tasks.judges.work import AddsMatching, AddsNothingMatching, run_text, term_pattern


def _found(term: str, path: str, *lines: str) -> bool:
    judge = AddsNothingMatching(term=term)
    return judge.score(Attempt(changes=[FileChange(path, list(lines))])) == 0.0


@pytest.mark.parametrize(("term", "path", "lines"), [
    ("any", "a.ts", ["const x = 1; // takes any value"]),
    ("any", "a.ts", ['throw new Error("got any other type");']),
    ("any", "a.ts", ["/* any of these", " * any at all", " */ const y = 2;"]),
    ("requests", "a.py", ['    """Fetch it.', "    Retries failed requests.", '    """']),
    ("print()", "a.py", ['    """never print() here"""']),
    ("moment", "README.md", ["Wait a moment before you retry."]),
    ("==", "a.js", ["if (a === b && c !== d) {"]),
    ("token", "auth/login.py", ['    logger.info(f"token refreshed for {user}")']),
    ("var", "a.js", ["const variance = 1;"]),
    ("system", "lib/deploy.rb", ["BANNER = <<~TEXT", "  Checks the system clock.", "TEXT"]),
    ("sleep", "wait.sh", ["cat <<'EOF'", "Waits rather than a fixed sleep.", "EOF"]),
    ("SELECT *", "views/users.sql", ["SELECT id FROM users -- not SELECT *: it grows"]),
    ("any", "src/Pricing.tsx", ["<p>Pick any plan, switch later.</p>"]),
    ("any", "src/help.ts", ["const HELP = `", "Pass any file.", "`;"]),
    ("panic", "cmd/flags.go", ["var help = `Usage:", "  -strict  panic on bad input", "`"]),
    ("unwrap()", "src/e.rs", ['let s = r#"{"error": "called unwrap() on None"}"#;']),
    ("ADD", "docker/api.Dockerfile", ["RUN apk add --no-cache curl"]),
])
def test_a_term_in_prose_or_inside_a_longer_token_is_not_its_use(term: str, path: str,
                                                                 lines: list[str]) -> None:
    assert not _found(term, path, *lines)


@pytest.mark.parametrize(("term", "path", "line"), [
    ("lodash", "a.js", 'const _ = require("lodash");'),
    ("testify", "a_test.go", '\t"github.com/stretchr/testify/assert"'),
    ("SELECT *", "a.py", 'db.execute("SELECT * FROM users")'),
    ("!important", "a.css", "  color: red !important;"),
    ("TODO", "a.py", "    # TODO: retries"),
    ("@ts-ignore", "a.ts", "  // @ts-ignore"),
    ("sleep", "a.py", "    time.sleep(2)"),
    ("==", "a.js", "if (a == b) {"),
    ("moment", "README.md", "Use `moment(date)` for this."),
    ("any", "a.ts", "let x: any = 1; // a comment after the code"),
    ("float", "a.py", "    share = total // count; share = float(share)"),
    ("NOW()", "jobs/repo.py", '    db.execute("SELECT NOW() FROM jobs")'),
    ("token", "auth/login.py", '    logger.info(f"login for {user} with {token}")'),
    ("token", "src/login.ts", '  console.log(`login with ${token}`);'),
    ("eval", "deploy.sh", 'rm -rf build/* && eval "$cmd"'),
    ("json", "api/user.go", '\tID int64 `json:"id" db:"id"`'),
    ("try!", "Notes.swift", 'Text("Saved \\(try! store.count()) notes")'),
    ("!!", "Greeter.kt", 'println("Hello ${user!!.name}")'),
    ("==", "a.js", "if (a==b) {"),
    ("puts", "a.rb", "items << Item.new; puts items.size"),
    ("ADD", "Dockerfile", "ADD app.tar.gz /srv/"),
])
def test_a_term_used_in_code_is_found(term: str, path: str, line: str) -> None:
    assert _found(term, path, line)


def test_a_name_after_a_dot_is_found_only_where_it_is_called() -> None:
    pattern = term_pattern("path")
    assert not any(__import__("re").search(pattern, ln) for ln in ["root = os.path.join(a)"])
    assert __import__("re").search(term_pattern("sleep"), "await asyncio.sleep(1)")


def test_a_proposed_diff_adds_only_its_plus_lines() -> None:
    text = "```diff\n-function f(x: any) {\n+function f(x: unknown) {\n```\n"
    assert Attempt.of_answer(text).added_lines() == ["function f(x: unknown) {"]


def test_a_rule_said_of_tests_or_of_a_language_holds_in_those_files() -> None:
    assert reaches("in tests", "tests/test_poller.py")
    assert reaches("in tests", "pkg/store/store_test.go")
    assert reaches("in tests", "src/Cart.spec.tsx")
    assert not reaches("in tests", "src/poller.py")
    assert reaches("in TypeScript", "src/a.ts") and not reaches("in TypeScript", "tools/a.py")
    assert reaches("in library code", "src/poller.py")
    assert reaches("in handlers, except in tests", "internal/handler.go")
    assert reaches("in TypeScript", "block")  # an answer's untagged block


def test_comments_stay_for_a_term_that_lives_in_them() -> None:
    assert code_lines("a.py", ["x = 1  # FIXME later"], "FIXME") == ["x = 1  # FIXME later"]
    assert code_lines("a.py", ["x = 1  # later"], "x")[0].rstrip() == "x = 1"


def test_a_quoted_message_runs_nothing_but_a_shell_runs_its_quoted_line() -> None:
    assert "ruff" not in run_text('git commit -m "fix ruff check warnings"')
    assert "npm publish" not in run_text("grep -rn 'npm publish' docs/")
    assert "ruff check" in run_text('bash -lc "ruff check ."')
    assert "terraform destroy" in run_text('ssh prod "terraform destroy"')
    assert "test:unit" in run_text('npm run "test:unit"')


def test_a_replaced_thing_may_be_named_as_set_aside() -> None:
    for said in ("Switched the client from requests to httpx.", "Used httpx instead of requests.",
                 "Removed the old requests import.", "requests → httpx"):
        assert not named_in_use(said, "requests"), said
    assert named_in_use("Wrapped the requests session in a retry.", "requests")
    judge = MustNotMention(terms=["jira"])  # "don't mention Jira": any mention counts
    assert judge.score(Attempt.of_answer("No Jira ticket needed.")) == 0.0
    assert MustNotMention(terms=["jira"]).params() == {"terms": ["jira"]}


def test_a_rule_of_words_reads_the_prose_whole() -> None:
    from skillsleep.tasks.judges.mine import Quote, derive

    from helpers.judged import HERE

    readme = Attempt(changes=[FileChange("docs/setup.md", ["Push it to github first."])])
    code = Attempt(changes=[FileChange("src/a.ts", ['const url = "see the github page";'])])
    (docs,) = derive([Quote("never use `github` in the docs", HERE)])
    assert docs.score(readme) == 0.0
    banned = AddsNothingMatching(term="github")  # said of code: prose is no use of it
    assert banned.score(readme) == 1.0 and banned.score(code) == 1.0


def test_a_ban_in_tests_reads_every_rust_file() -> None:
    assert reaches("in tests", "src/config.rs")  # its unit tests share the file
    assert reaches("in tests", "x")  # no language to tell by


def test_a_heredoc_ends_at_its_word() -> None:
    assert _found("system", "lib/deploy.rb", "X = <<~TEXT", "the system clock", "TEXT",
                  'system("ls")')


def test_a_rule_said_outside_tests_holds_in_every_file_but_the_tests() -> None:
    assert not reaches("outside tests", "tests/test_parse.py")
    assert reaches("outside of tests", "src/shop/parse.py")
    assert not reaches("in production code", "src/cart/__tests__/total.test.ts")
    assert not reaches("in non-test code", "tests/parse.rs")
    assert reaches("in non-test code", "src/parse.rs")
    assert not reaches("in Go tests", "internal/api/handler.go")
    assert reaches("in Go tests", "internal/api/handler_test.go")


def test_files_a_tool_wrote_are_not_read_unless_the_rule_is_said_of_them() -> None:
    vendored = FileChange("vendor/github.com/spf13/cobra/command.go", ["\tfmt.Println(x)"])
    generated = FileChange("api/types.go", ["// Code generated by sqlc. DO NOT EDIT.",
                                            "func F(v interface{}) {}"])
    assert AddsNothingMatching(term="fmt.Println").score(Attempt(changes=[vendored])) == 1.0
    assert AddsNothingMatching(term="interface{}").score(Attempt(changes=[generated])) == 1.0
    said = AddsNothingMatching(term="interface{}", reach="in the generated code")
    assert said.score(Attempt(changes=[generated])) == 0.0


def test_a_line_taken_out_and_put_back_is_no_new_use() -> None:
    moved = Attempt(changes=[FileChange("old.py", [], ['    os.system("make")']),
                             FileChange("new.py", ['    os.system("make")'])])
    changed = Attempt(changes=[FileChange("a.py", ['    os.system("make all")'],
                                          ['    os.system("make")'])])
    assert AddsNothingMatching(term="os.system").score(moved) == 1.0
    assert AddsNothingMatching(term="os.system").score(changed) == 0.0


def test_each_hunk_is_read_with_the_lines_it_keeps() -> None:
    diff = (
        "diff --git a/f.py b/f.py\n--- a/f.py\n+++ b/f.py\n"
        '@@ -1,3 +1,3 @@\n-    """Fetch.\n+    """Fetch a page.\n \n     Retries.\n     """\n'
        "@@ -20,2 +20,2 @@\n-    r = get(u)\n+    r = requests.get(u)\n     return r\n")
    (change,) = changes_from_diff(diff)
    assert change.hunks == [['+    """Fetch a page.', " ", "     Retries.", '     """'],
                            ["+    r = requests.get(u)", "     return r"]]
    assert AddsNothingMatching(term="requests").score(Attempt(changes=[change])) == 0.0


def test_a_rule_with_a_reach_or_a_rival_says_nothing_of_work_it_is_not_about() -> None:
    handler = Attempt(changes=[FileChange("api/handler.go", ["\treturn nil"])])
    test = Attempt(changes=[FileChange("api/handler_test.go", ["\th := newHandler(t)"])])
    parallel = AddsMatching(term="t.Parallel()", reach="in Go tests")
    assert parallel.score(handler) is None and parallel.score(test) == 0.0
    assert parallel.score(Attempt(changes=[])) == 0.0  # no change at all is no work done
    decimal = AddsMatching(term="Decimal", instead_of="float")
    assert decimal.score(Attempt(changes=[FileChange("t.html", ["<p>{{ total }}</p>"])])) is None
    assert decimal.score(Attempt(changes=[FileChange("b.py", ["x = float(a)"])])) == 0.0
    assert decimal.score(Attempt(changes=[FileChange("b.py", ["x = Decimal(a)"])])) == 1.0
    assert "instead_of" not in AddsMatching(term="Decimal").params()


def test_a_durable_rule_of_one_term_over_another_knows_the_other() -> None:
    from skillsleep.tasks.judges.mine import Quote, derive

    from helpers.judged import HERE

    adds = [j for j in derive([Quote("use `Decimal`, never `float` for money", HERE)])
            if type(j) is AddsMatching]
    assert [j.instead_of for j in adds] == ["float"]
    once = [j for j in derive([Quote("use `Decimal` here, not `float`", HERE)])
            if type(j) is AddsMatching]
    assert all(not j.durable and not j.instead_of for j in once)


def test_the_hunks_of_a_stored_attempt_are_read_back() -> None:
    from skillsleep.workspace.rollouts import attempt_from_doc, attempt_to_doc

    change = FileChange("f.py", ["    r = requests.get(u)"], [], [["+    r = requests.get(u)",
                                                                   "     return r"]])
    attempt = Attempt(changes=[change], commands=[], commits=[])
    assert attempt_from_doc(attempt_to_doc(attempt)) == attempt


@pytest.mark.parametrize(("path", "lines"), [
    ("store/jobs.go", ["const due = `", "SELECT id FROM jobs", "WHERE run_at < NOW()`"]),
    ("store/jobs.py", ['    sql = """', "        SELECT id FROM jobs",
                       "        WHERE run_at < NOW()", '    """']),
    ("app/jobs.rb", ["    sql = <<~SQL", "      SELECT id FROM jobs", "      WHERE run_at < NOW()",
                     "    SQL"]),
])
def test_a_query_over_lines_is_code_to_its_end(path: str, lines: list[str]) -> None:
    assert _found("NOW()", path, *lines)


def test_a_shift_is_no_heredoc() -> None:
    assert _found("puts", "bits.rb", "mask = 1<<SHIFT", "puts mask")


def test_a_file_asked_for_some_changes_is_not_asked_of_a_change_to_the_tests() -> None:
    from skillsleep.tasks.judges.work import EditsFile

    changelog = EditsFile(path="CHANGELOG", when="for user-facing changes")
    tests = Attempt(changes=[FileChange("tests/test_cli.py", ["def test_x(): ..."]),
                             FileChange(".github/workflows/ci.yml", ["  - run: pytest"])])
    cli = Attempt(changes=[FileChange("src/cli.py", ["    parser.add_argument('--json')"])])
    assert changelog.score(tests) is None and changelog.score(cli) == 0.0
    assert changelog.instruction() == "Also update `CHANGELOG` for user-facing changes."
    assert EditsFile(path="CHANGELOG").score(tests) == 0.0
    assert EditsFile(path="README", when="when you change the docs").score(
        Attempt(changes=[FileChange("docs/cli.md", ["x"])])) == 0.0
    assert "when" not in EditsFile(path="CHANGELOG").params()
