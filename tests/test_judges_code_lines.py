"""Where a check finds a term: the code of an added line, the files a rule's reach names, what a
command line runs and where an answer sets a thing aside."""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.answer import MustNotMention, named_in_use
from skillsleep.tasks.judges.code import code_lines, reaches
from skillsleep.tasks.judges.work import AddsNothingMatching, run_text, term_pattern


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
