"""Program text pasted without fences, and the person's own rule said beside it, at first sight.

A first-sight batch, written from how developers paste what a program printed or a document
holds straight into a request, with no code fence, inline in their sentence or on lines of its
own, under a short ask of theirs ("fix this", "why?", "what does this mean"): error and exception
messages ("panic: value must not be nil", "TypeError: expected str, got int"), a compiler's or a
linter's line with its "help:" or its rule's name ("Use 'const' instead  prefer-const"), warnings
of deprecation with the replacement they name ("use Y instead"), a tool's hints ("hint: ... You
may want to first integrate the remote changes"), errors of Terraform, kubectl and SQL ("column
must appear in the GROUP BY clause"), a pull request's template with its boxes ("- [ ] I have run
the tests"), a contributing guide's text, a commit's body and a docstring. Their "must",
"should", "never", "use ... instead" are the program's or the document's author's, never the
person's rule: none may give a judge, so none a standing preference.

Beside them, the person's own rule said next to such a paste ("^ this. from now on never use
`unwrap()` in library code") is still read, as are one-time asks about the work at hand.

It was measured before the reader was changed for it: 5 of the first 44 pastes gave a judge (1
a standing rule: a contributing guide's text under its bare heading), 16 of the 17 rules and
asks of the person's own beside a paste or under a heading of theirs were read as meant (the
one not, a contrast "fix it with X instead of Y" read as a rule, is a known miss); a second
batch of 15, written after the first figure, gave none. The
reader was changed by shape: a linter's message with its rule's name set off at the end
("...  prefer-const"), a heading that names a document kept for a project's contributors or users
("Contributing guidelines", "README.md", "## Pull request template") over its text, a pointer
below a text that names it someone else's ("^ that's from the bug report template", "the above
was copied from our wiki"), and the detail below a diagnostic's place in the source ("  on
main.tf line 12") are pasted. After: 0 of 44, 0 of 15, 16 of 17. `AFTER` holds pastes of those
shapes written after the change, each of which gave a standing rule before.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, RUNS, Judged, check_read, judged

# Program text or a document's text pasted bare under a short ask: no judge.
PASTED: tuple[tuple[str, str], ...] = (
    # error and exception messages
    ("go panic on its own line", "panic: value must not be nil\n\nfix this"),
    ("go panic with goroutine", "panic: config must be loaded before use\n\ngoroutine 1 "
     "[running]:\nmain.main()\n\t/app/main.go:14 +0x1d\nwhy?"),
    ("python TypeError inline", "getting TypeError: expected str, got int when I call "
     "`slugify(3)`, why?"),
    ("python ValueError first", "ValueError: name should be lowercase\nwhat does this mean?"),
    ("python AssertionError should", "AssertionError: response status should be 200 but was "
     "500\nwhat is going on"),
    ("java exception must not", "Exception in thread \"main\" java.lang.IllegalStateException: "
     "Builder must not be reused\n\tat com.acme.Builder.build(Builder.java:44)\nwhy?"),
    ("aws cli capital Error", "Error: You must specify a region. You can also configure your "
     "region by running \"aws configure\".\n\nwhy, I set AWS_REGION"),
    ("node capital Error", "Error: Cannot find module 'express'. Please run npm install first.\n"
     "huh?"),
    # compilers and linters, with their help and rule names
    ("rustc borrow with help", "error[E0502]: cannot borrow `self.items` as mutable because it "
     "is also borrowed as immutable\n  --> src/lib.rs:42:9\nhelp: consider using `clone()`\n\n"
     "fix this"),
    ("clippy help unwrap", "warning: used `unwrap()` on a `Result` value\nhelp: consider using "
     "`expect()` to provide a better panic message\n\nfix these"),
    ("rustc help inline", "I get help: consider borrowing here: `&name` on line 20, explain?"),
    ("eslint prefer-const lines", "src/app.ts\n  12:7  error  'total' is never reassigned. Use "
     "'const' instead  prefer-const\n\nwhy does it complain?"),
    ("eslint prefer-const alone", "'total' is never reassigned. Use 'const' instead.  "
     "prefer-const\nwhat"),
    ("eslint no-console alone", "Unexpected console statement. Do not use console.log in "
     "production code  no-console\ncan you fix it"),
    ("ruff rule inline", "ruff complains E501 Line too long (102 > 88) in settings.py, just fix "
     "it"),
    ("golangci staticcheck", "internal/db/conn.go:33:2: SA1019: \"io/ioutil\" has been "
     "deprecated since Go 1.19: the same functionality is now provided by package io or "
     "package os, and those implementations should be preferred in new code. (staticcheck)\n"
     "fix please"),
    ("golangci errcheck", "Error return value of `w.Write` is not checked (errcheck)\nfix that "
     "one"),
    ("mypy note use", "app/service.py:88: error: Function is missing a return type annotation  "
     "[no-untyped-def]\napp/service.py:88: note: Use \"-> None\" if function does not return a "
     "value\nfix these"),
    ("tsc error", "src/api.ts(10,3): error TS2322: Type 'string' is not assignable to type "
     "'number'.\nfix"),
    # deprecations naming their replacement
    ("python DeprecationWarning", "DeprecationWarning: datetime.utcnow() is deprecated, use "
     "datetime.now(tz) instead\nwhat should I do?"),
    ("python FutureWarning", "FutureWarning: The default value of numeric_only in DataFrame.mean "
     "is deprecated. Specify the value of numeric_only to silence this warning.\nhow do I "
     "silence it?"),
    ("node Buffer deprecation", "(node:1234) [DEP0005] DeprecationWarning: Buffer() is "
     "deprecated. Please use the Buffer.alloc() or Buffer.from() methods instead.\nwhere is "
     "this coming from?"),
    ("npm WARN deprecated", "npm WARN deprecated request@2.88.2: request has been deprecated, "
     "use got instead\n\ncan we ignore this?"),
    ("react key warning", "Warning: Each child in a list should have a unique \"key\" prop.\n\n"
     "Check the render method of `TodoList`.\n\nfix it"),
    # a tool's hints
    ("git push hint", "! [rejected]        main -> main (fetch first)\nerror: failed to push "
     "some refs to 'github.com:acme/api.git'\nhint: Updates were rejected because the remote "
     "contains work that you do not have locally. You may want to first integrate the remote "
     "changes (e.g. 'git pull ...') before pushing again.\n\nwhat happened?"),
    ("git pull divergent hint", "hint: You have divergent branches and need to specify how to "
     "reconcile them.\nhint:   git config pull.rebase false  # merge\nhint:   git config "
     "pull.rebase true   # rebase\n\nwhich one should I pick?"),
    ("docker platform warning", "WARNING: The requested image's platform (linux/amd64) does "
     "not match the detected host platform (linux/arm64/v8)\nshould I worry"),
    # Terraform, kubectl, SQL
    ("terraform deprecated argument", "Warning: Argument is deprecated\n\n  with "
     "aws_s3_bucket.logs,\n  on main.tf line 12, in resource \"aws_s3_bucket\" \"logs\":\n  12:"
     "   acl = \"private\"\n\nUse the aws_s3_bucket_acl resource instead\n\nwhy is this "
     "showing up?"),
    ("terraform should warning", "Warning: Value for undeclared variable\n\nThe root module "
     "does not declare a variable named \"region\". You should declare it in a .tf file.\n\n"
     "what does that mean"),
    ("kubectl invalid", "The Deployment \"api\" is invalid: spec.template.spec.containers[0]."
     "image: Required value\n\nwhat's wrong with my manifest?"),
    ("kubectl must be logged in", "error: You must be logged in to the server (Unauthorized)\n"
     "any idea?"),
    ("postgres group by", "ERROR:  column \"orders.total\" must appear in the GROUP BY clause or "
     "be used in an aggregate function\nLINE 1: SELECT customer_id, total FROM orders GROUP BY "
     "customer_id\n\nhow do I fix this query?"),
    ("postgres inline", "postgres says column \"orders.total\" must appear in the GROUP BY clause "
     "or be used in an aggregate function, what does that mean?"),
    ("mysql only_full_group_by", "Expression #2 of SELECT list is not in GROUP BY clause and "
     "contains nonaggregated column 'shop.orders.total'; this is incompatible with "
     "sql_mode=only_full_group_by\nfix"),
    # templates, guides, commit bodies, docstrings
    ("pr template checklist", "here's the PR template, fill it in for this change:\n\n"
     "## Checklist\n- [ ] I have run the tests\n- [ ] I have added tests that prove my fix works"
     "\n- [ ] I have updated the documentation"),
    ("pr template bare boxes", "- [ ] Tests pass locally\n- [ ] Code follows the style "
     "guidelines of this project\n- [ ] I have performed a self-review of my own code\n\n"
     "what's this template for, do we need it?"),
    ("issue template", "Before opening an issue, please make sure you have searched existing "
     "issues.\nDo not include screenshots of code; paste text instead.\n\n^ that's from the "
     "bug report template. is it enforced anywhere?"),
    ("contributing says", "CONTRIBUTING says:\nAll new code must have type hints.\nNever use "
     "print for logging; use the logging module.\n\nis that still true? the codebase has prints "
     "everywhere"),
    ("contributing heading line", "Contributing guidelines\n\nAlways rebase on main before "
     "opening a PR. Do not use merge commits.\n\nthoughts? feels strict"),
    ("commit body", "what does this commit do?\n\ncommit 3f9a2b1c\nAuthor: Dana <dana@x.io>\n\n"
     "    Always use the pool for DB connections\n\n    Never open a raw connection in "
     "handlers."),
    ("commit message quoted inline", "the last commit says \"never call the payments API from "
     "the web tier\", is that still true?"),
    ("docstring fenced by quotes", "def parse(s):\n    \"\"\"Parse the config.\n\n    Callers "
     "must never pass None. Always pass a str.\n    \"\"\"\n\nwhy does it say that?"),
    ("doc comment reads", "the doc on `Client` reads: Do not reuse a Client across threads; "
     "create one per goroutine.\nis that true for our wrapper?"),
    ("javadoc lines", " * @param name must not be null\n * @throws IllegalArgumentException "
     "if the name is blank\nwhat happens if I pass null anyway?"),
)

# The second batch, written after the first figure: program text of more tools and languages,
# comments above the code they sit in, and a commit's subject over its body.
PASTED_SECOND: tuple[tuple[str, str], ...] = (
    ("pip root warning", "WARNING: Running pip as the 'root' user can result in broken "
     "permissions. It is recommended to use a virtual environment instead.\nshould I care?"),
    ("homebrew warning", "Warning: You are using macOS 12. You should upgrade to a supported "
     "version.\nwhat"),
    ("flask warning quoted inline", "I see \"WARNING: This is a development server. Do not use "
     "it in a production deployment. Use a production WSGI server instead.\" when I start the "
     "app, is that a problem for staging?"),
    ("flask warning bare inline", "flask prints WARNING: This is a development server. Do not "
     "use it in a production deployment. is that a problem for staging?"),
    ("kotlin w line", "w: Parameter 'ctx' is never used, could be renamed to _\nclean that up"),
    ("gradle deprecation", "Deprecated Gradle features were used in this build, making it "
     "incompatible with Gradle 9.0.\nYou can use '--warning-mode all' to show the individual "
     "deprecation warnings.\n\nwhat does this mean for us?"),
    ("swift never mutated", "warning: variable 'total' was never mutated; consider changing to "
     "'let' constant\nfix"),
    ("rubocop offense", "app/models/user.rb:12:5: C: Style/StringLiterals: Prefer single-quoted "
     "strings when you don't need string interpolation.\nfix"),
    ("npm complains inline", "npm complains: npm WARN deprecated uuid@3.4.0: Please upgrade to "
     "version 7 or higher. fix pls"),
    ("rust doc comment", "/// Never call `block_on` from an async context.\npub fn run() {}\n\n"
     "why is that?"),
    ("python comment as heading", "# Never call `connect()` at import time\ndef load():\n    "
     "connect()\n\nwhat's wrong with it?"),
    ("sql comment", "-- never update `ledger` directly, always go through `post_entry()`\n"
     "UPDATE ledger SET amount = 0 WHERE id = 4;\n\nwhy does the comment say that?"),
    ("pr template description", "## Description\nPlease include a summary of the change and "
     "always link the issue.\n\n## Type of change\n- [ ] Bug fix\n\nfill this in for my PR"),
    ("commit subject over body", "Refactor the db layer\n\nAlways go through the pool; never "
     "open raw connections.\n\nwhat does this commit change?"),
    ("jsdoc deprecated inline", "hovering shows @deprecated Use `fetchUserV2` instead, should I "
     "migrate?"),
)

# The person's own words beside a paste: their rule is read, and their one-time ask too.
BESIDE: tuple[tuple[str, str, Judged], ...] = (
    ("this, never unwrap", "warning: used `unwrap()` on a `Result` value\nhelp: consider using "
     "`expect()`\n\n^ this. from now on never use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("prefer-const, always const", "src/app.ts\n  12:7  error  'total' is never reassigned. Use "
     "'const' instead  prefer-const\n\nfix it, and from now on always use `const` for bindings "
     "that are never reassigned", {(ADDS, "const", True)}),
    ("utcnow, never in this codebase", "DeprecationWarning: datetime.utcnow() is deprecated\n\n"
     "never use `datetime.utcnow()` in this codebase", {(AVOIDS, "datetime.utcnow()", True)}),
    ("request deprecated, use got", "npm WARN deprecated request@2.88.2: request has been "
     "deprecated\n\ngoing forward use `got` for all HTTP calls", {(ADDS, "got", True)}),
    ("git hint, pull rebase", "hint: Updates were rejected because the tip of your current "
     "branch is behind\n\nfrom now on always run `git pull --rebase` before you push",
     {(RUNS, "git pull --rebase", True)}),
    ("group by, never select star", "ERROR:  column \"orders.total\" must appear in the GROUP BY "
     "clause or be used in an aggregate function\n\nfix it, and never use `SELECT *` in our "
     "queries", {(AVOIDS, "SELECT *", True)}),
    ("checklist, always make test", "- [ ] I have run the tests\n- [ ] I have updated the docs\n\n"
     "that template is useless. always run `make test` before you open a PR",
     {(RUNS, "make test", True)}),
    ("TypeError, mypy from now on", "TypeError: expected str, got int\n\nfrom now on always run "
     "`mypy` before you hand back", {(RUNS, "mypy", True)}),
    ("ioutil, never again", "internal/db/conn.go:33:2: SA1019: \"io/ioutil\" has been deprecated "
     "since Go 1.19 (staticcheck)\n\nfix it. from now on never use `io/ioutil`",
     {(AVOIDS, "io/ioutil", True)}),
    ("terraform, acl resource rule", "Warning: Argument is deprecated\n\n  on main.tf line 12\n\n"
     "always use `aws_s3_bucket_acl` from now on", {(ADDS, "aws_s3_bucket_acl", True)}),
    ("panic, expect this time", "panic: called `Option::unwrap()` on a `None` value\n\nfix it "
     "with `expect()` instead of `unwrap()`",
     {(ADDS, "expect()", False), (AVOIDS, "unwrap()", False)}),
    ("ValueError, use lower here", "ValueError: name should be lowercase\n\nfix it, use "
     "`str.lower()` on the input", {(ADDS, "str.lower()", False)}),
    # the person's own headings, titles and pointers, with no paste
    ("own rules heading", "## Rules\n\nnever use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("topic heading of own", "## Testing\n\nalways use `pytest.raises` for exceptions",
     {(ADDS, "pytest.raises", True)}),
    ("task title line", "Fix the flaky login test\n\nfrom now on never use `time.sleep` in "
     "tests", {(AVOIDS, "time.sleep", True)}),
    ("that's from the old code", "from now on never use `legacy_auth`\n\nthat's from the old "
     "code, we replaced it", {(AVOIDS, "legacy_auth", True)}),
    ("rule name said in words", "fix the prefer-const errors and always use `const` from now "
     "on", {(ADDS, "const", True)}),
)

# Pastes of the shapes the reader was changed for, written after the change: each gave a judge
# before it.
AFTER: tuple[tuple[str, str], ...] = (
    ("readme file name heading", "README.md\n\nRun `make dev` to start the server. Never commit "
     "`.env`.\n\nis this still accurate?"),
    ("readme bare heading", "Readme\n\nAlways run `make lint` before pushing.\n\nis this up to "
     "date?"),
    ("code of conduct in bold", "**Code of Conduct**\n\nBe kind. Never use `git push --force` on "
     "shared branches.\n\nwhere do we link this from?"),
    ("contributing to a project", "## Contributing to Acme\nAlways run `make check` before "
     "opening a pull request.\n\nis that how we still do it?"),
    ("contributing file, please", "CONTRIBUTING.md\n\nPlease never commit directly to `main`.\n\n"
     "does anyone follow this?"),
    ("copied from the wiki below", "Always use `poetry` to add dependencies, never "
     "`pip install`.\n\nthe above was copied from our wiki, is it still right?"),
    ("caret in the paragraph", "Never run `terraform apply` locally.\n^ from the runbook. why "
     "though?"),
    ("from the handbook below", "Never use `any` in TypeScript code.\n\nthat's from the "
     "frontend handbook. do we enforce it in CI?"),
    ("markdownlint rule at the end", "Lists should always be surrounded by blank lines  "
     "MD032/blanks-around-lists\nfix"),
    ("two terraform diagnostics", "Error: Unsupported argument\n\n  on main.tf line 20:\n  20:"
     "   foo = 1\n\nAn argument named \"foo\" is not expected here. Use `bar` instead.\n\n"
     "Warning: Argument is deprecated\n\n  on main.tf line 12:\n  12:   acl = \"private\"\n\n"
     "Always use the `aws_s3_bucket_acl` resource.\n\nwhy both?"),
)

# The person's own words next to the shapes above, read as they were.
AFTER_BESIDE: tuple[tuple[str, str, Judged], ...] = (
    ("caret, then own rule", "Never run `terraform apply` locally.\n\n^ from the runbook. and "
     "from now on always run `terraform plan` before you apply anything",
     {(RUNS, "terraform plan", True)}),
    ("fix the readme, own rule", "fix the README\n\nnever use `npx` in the docs",
     {(AVOIDS, "npx", True)}),
    ("documents as list items", "update these:\n- README\n- changelog\n- never use `npx` in "
     "the docs", {(AVOIDS, "npx", True)}),
)

KNOWN_MISSES = frozenset({
    # "X instead of Y" is read as a rule wherever it is said, "fix it with" too
    "panic, expect this time",
})


@pytest.mark.parametrize(("name", "words"), PASTED + PASTED_SECOND + AFTER,
                         ids=[n for n, _ in PASTED + PASTED_SECOND + AFTER])
def test_pasted_program_text_gives_no_rule(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "expected"), BESIDE + AFTER_BESIDE,
                         ids=[n for n, _, _ in BESIDE + AFTER_BESIDE])
def test_the_persons_own_words_beside_a_paste_are_read(name: str, words: str,
                                                       expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*PASTED, *PASTED_SECOND, *AFTER, *BESIDE, *AFTER_BESIDE)]
    assert len(names) >= 80 and len(set(names)) == len(names)
    assert set(names) >= KNOWN_MISSES
