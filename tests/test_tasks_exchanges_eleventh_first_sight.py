"""Exchanges whose rule or refusal takes its terms only from the agent's previous message, and
close exchanges that give nothing durable: an eleventh round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Gradle, Go, Python, TypeScript, Kotlin, Rust, Java, npm, GitHub Actions, Terraform,
PostgreSQL, git), in shapes the earlier rounds did not hold: a refusal pointing at the sentence
before it in the same message, which tells the agent's deed back ("you skipped the tests. don't
skip them, ever", "I see you mocked the DB - never mock it in integration tests"); a deed turned
down with the end it was done for ("never do that to make CI green", "never do that just to get
coverage up"), with the agent's deed told by "marked" or "set"; options named inside one line
("Option 1: `pg_dump`. Option 2: `pg_basebackup`.", "(a) `tokio::spawn` or (b)
`spawn_blocking`") and picked as a rule ("B, always", "option 1, going forward"); an expression
of the agent's with an operator around null (`user!!.name`, `order?.customer?.email`), refused
as a rule of the operator; and a file the agent committed whose ending the reader does not know
(`terraform.tfstate`, `release.keystore`, `prod.tfvars`), kept out for good. Beside them, close
exchanges that give nothing durable: the same answers about this one time, the agent's text
pasted back, several terms or options where the pointer picks none, refusals that are
questions, a colleague's words, no agent message, and empty and code-only answers.

It was measured before the reader was changed for it: exchanges read exactly 12/35, close
exchanges giving nothing durable 29/30; after: 28/35 and 30/30. Two expectations were set right
after the first run: a call with no arguments turned down for good is written with its empty
parentheses (`t.Skip()`, `unwrap_or_default()`), as every empty call is, and its check finds
every call of it (13/35 on the code before with them set right).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing or stay as they are; `LINES`, the line the
night writes for one rule of each shape.
"""

from __future__ import annotations

from helpers.first_sight import (
    gives_nothing_durable,
    lines_name_their_terms,
    reads_as_expected,
    reads_exactly,
    writes_lines,
)
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

SKIP_TESTS = "I ran `./gradlew build -x test` to get the artifact out quickly."
GO_SHORT = "I ran `go test -short ./...` so the slow suites are skipped."
SLEEP = "I added `time.sleep(2)` in the test to wait for the container."
ESLINT = "I added `// eslint-disable-next-line` above the call."
ISTANBUL = "I added `/* istanbul ignore next */` above the error branch."
NO_COVER = "I added `# pragma: no cover` to the fallback branch."
PYTEST_SKIP = "I marked the test `@pytest.mark.skip` so the pipeline passes."
AUDIT = "I ran `npm audit fix --force` to clear the warnings."
BANG_BANG = "I used `user!!.name` since the user is loaded by then."
OPTIONAL = "I changed it to `order?.customer?.email` so it doesn't throw."
NON_NULL = "I used the `!` non-null assertion: `this.config!.port`."
DEFAULT = "I replaced the panic with `unwrap_or_default()` on the parse result."
ALLOW = "I put `#[allow(clippy::too_many_arguments)]` on the constructor."
TFSTATE = "I committed `terraform.tfstate` with the new module."
ID_RSA = "I committed `deploy/id_rsa` so the job can reach the host."
PEM = "I committed `certs/server.pem` for the local TLS setup."
NPMRC = "I committed `.npmrc` with the registry token."
DS_STORE = "I committed `assets/.DS_Store` with the icons."
BACKUP = "Option 1: `pg_dump`. Option 2: `pg_basebackup`. Which one?"
SPAWN = "I can run it with (a) `tokio::spawn` or (b) `spawn_blocking`. Which?"
HTTP = "Option A: `requests`. Option B: `httpx`. Preference?"
LOGGING = "(1) `log/slog` or (2) `zerolog` for the new service?"

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a refusal pointing at the sentence before it in the same message
    ("skipped tests, don't skip them", SKIP_TESTS, "you skipped the tests. don't skip them, ever",
     {(NOT_RUN, "./gradlew build -x test", True)}),
    ("short suites, never again", GO_SHORT, "you skipped the slow suites - never do that again",
     {(NOT_RUN, "go test -short", True)}),
    ("a sleep seen, never in tests", SLEEP, "I see you added a sleep. never do that in tests",
     {(AVOIDS, "time.sleep", True)}),
    ("a linter off, never turn it off", ESLINT,
     "you turned the linter off there. we never turn it off", {(AVOIDS,
                                                                "// eslint-disable-next-line",
                                                                True)}),
    ("a mock seen, never mock it", "I mocked the DB with `mocker.patch(\"app.db.session\")` in "
     "the integration test.", "I see you mocked the DB - never mock it in integration tests",
     {(AVOIDS, "mocker.patch", True)}),
    ("a force push, don't do it again", "I pushed with `git push --force` to replace the branch.",
     "you force-pushed. don't ever do it again", {(NOT_RUN, "git push --force", True)}),
    ("a sleep in java, never", "I put `Thread.sleep(500)` before the assertion.",
     "you used a sleep there. we never do that", {(AVOIDS, "Thread.sleep", True)}),
    # a deed turned down with a purpose, after the agent said what it did
    ("istanbul, for the coverage number", ISTANBUL, "don't do that to hit the coverage number",
     {(AVOIDS, "/* istanbul ignore next */", True)}),
    ("no cover, to get coverage up", NO_COVER, "never do that just to get coverage up",
     {(AVOIDS, "# pragma: no cover", True)}),
    ("a skip mark, to make CI green", PYTEST_SKIP, "never do that to make CI green",
     {(AVOIDS, "@pytest.mark.skip", True)}),
    ("a go skip, to get the build green", "I added `t.Skip()` at the top of the test so CI "
     "passes.", "don't ever do that to get the build green", {(AVOIDS, "t.Skip()", True)}),
    ("audit force, to silence the audit", AUDIT, "never do that to silence the audit",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("continue on error, to pass", "I set `continue-on-error: true` on the test step.",
     "we never do that just to get a pass", {(AVOIDS, "continue-on-error: true", True)}),
    ("a threshold lowered, to make CI green", "I lowered `--cov-fail-under=90` to "
     "`--cov-fail-under=80` so the job passes.", "never lower the threshold to make CI green",
     {(AVOIDS, "--cov-fail-under=80", True)}),
    # options on one line, picked as a rule
    ("option 2, always", BACKUP, "2, always", {(RUNS, "pg_basebackup", True)}),
    ("b from now on, one line", SPAWN, "b from now on", {(ADDS, "spawn_blocking", True)}),
    ("option b, always", HTTP, "B, always", {(ADDS, "httpx", True)}),
    ("option a, as a rule", HTTP, "option A, as a rule", {(ADDS, "requests", True)}),
    ("the first, from now on", LOGGING, "1 from now on", {(ADDS, "log/slog", True)}),
    ("two, every time", LOGGING, "(2), every time", {(ADDS, "zerolog", True)}),
    ("option 1, going forward", "Option 1: `Decimal`. Option 2: `float`. Which for prices?",
     "option 1, going forward", {(ADDS, "Decimal", True)}),
    # an agent's code with operators or sigils, refused as a rule
    ("bang bang, never", BANG_BANG, "never use that", {(AVOIDS, "!!", True)}),
    ("bang bang, no double bangs", BANG_BANG, "no double bangs in this codebase",
     {(AVOIDS, "!!", True)}),
    ("optional chaining, we don't", OPTIONAL, "we don't do that here, check it properly",
     {(AVOIDS, "?.", True)}),
    ("non-null assertion, never", NON_NULL, "never use non-null assertions",
     {(AVOIDS, "!", True)}),
    ("unwrap or default, never", DEFAULT, "never do that, it hides the error",
     {(AVOIDS, "unwrap_or_default()", True)}),
    ("an allow, never", ALLOW, "we never allow clippy lints like that",
     {(AVOIDS, "#[allow(clippy::too_many_arguments)]", True)}),
    ("an unwrap or else, always", "I handled it with `unwrap_or_else(|e| panic!(\"{e}\"))`.",
     "no. never do that", {(AVOIDS, "unwrap_or_else", True)}),
    # a file the agent committed whose ending the reader does not know, kept out for good
    ("tfstate, never commit that file", TFSTATE, "never commit that file",
     {(FILES, "terraform.tfstate", True)}),
    ("a key, stays out of git", ID_RSA, "that file stays out of git, always",
     {(FILES, "deploy/id_rsa", True)}),
    ("a pem, never in the repo", PEM, "that file never goes in the repo",
     {(FILES, "certs/server.pem", True)}),
    ("an npmrc, never commit", NPMRC, "never commit that file", {(FILES, ".npmrc", True)}),
    ("a finder file in a folder, never", DS_STORE, "don't ever commit that file",
     {(FILES, "assets/.DS_Store", True)}),
    ("a tfvars, never", "I committed `prod.tfvars` with the new values.",
     "that file must never be committed", {(FILES, "prod.tfvars", True)}),
    ("a keystore, out of git", "I committed `release.keystore` so CI can sign.",
     "keep that file out of git, always", {(FILES, "release.keystore", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # the same answers, about this one time
    ("skipped tests, this time", SKIP_TESTS, "you skipped the tests. don't skip them this time"),
    ("a sleep seen, for now", SLEEP, "I see you added a sleep. fine for now"),
    ("istanbul, for the number this once", ISTANBUL,
     "ok, do that to hit the coverage number this once"),
    ("a skip mark, in this PR", PYTEST_SKIP, "don't do that to make CI green in this PR"),
    ("option 2 this time", BACKUP, "2 this time"),
    ("b for now", SPAWN, "b for now"),
    ("bang bang, just here", BANG_BANG, "ok, just here"),
    ("tfstate, this commit", TFSTATE, "leave that file out of this commit"),
    ("a pem, not yet", PEM, "don't commit that file yet"),
    # the agent's text pasted back
    ("bang bang pasted", BANG_BANG, "> I used `user!!.name`\nwhy not a null check?"),
    ("options pasted", BACKUP, "> Option 1: `pg_dump`. Option 2: `pg_basebackup`.\nwhat's the "
     "difference?"),
    ("tfstate pasted", TFSTATE, "> I committed `terraform.tfstate`\nis that safe?"),
    # the pointer picks none of several terms
    ("two sigils, that", "I used `?.` on the order and `!!` on the user.", "never use that"),
    ("two files, that file", "I committed `terraform.tfstate` and `.npmrc`.",
     "never commit that file"),
    ("two options, no pick", BACKUP, "always"),
    ("three options, the second of two", "Option 1: `slog`. Option 2: `zap`. Option 3: "
     "`zerolog`.", "the latter, always"),
    ("two deeds, do that", "I added `# pragma: no cover` and `t.Skip()`.",
     "never do that to make CI green"),
    # refusals that are questions
    ("skipped tests asked", SKIP_TESTS, "you skipped the tests. why?"),
    ("a sleep asked", SLEEP, "do we ever need a sleep there?"),
    ("istanbul asked", ISTANBUL, "did you do that to hit the coverage number?"),
    ("option 2 asked", BACKUP, "2, always?"),
    ("bang bang asked", BANG_BANG, "should we never use that?"),
    ("tfstate asked", TFSTATE, "should that file ever be committed?"),
    # the agent's message before last, others' words, no agent message
    ("nothing named now", "I updated the README.", "never commit that file"),
    ("a colleague's rule", NO_COVER, "ana says never do that to get coverage up, agree?"),
    ("no agent message, b", "", "b from now on"),
    ("no agent message, sentence before", "", "you skipped the tests. don't skip them, ever"),
    # thanks, empty, code
    ("thanks for the sigil", OPTIONAL, "thanks, that fixed the crash"),
    ("empty answer", ALLOW, ""),
    ("code alone", DEFAULT, "```rust\nlet n = s.parse::<u32>().unwrap_or(0);\n```"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A command turned down keeps the packages it was run on (`go test -short ./...`); a value
    # changed in a flag ("lowered `--cov-fail-under=90` to ...") is no deed the reader takes.
    "short suites, never again", "a threshold lowered, to make CI green",
    # "don't do that ..." with no word of time is kept to the task, whatever its reach, as every
    # "don't do that in X" is.
    "istanbul, for the coverage number",
    # A command picked among options is read as code the change adds, not a command run.
    "option 2, always",
    # An operator named in words ("double bangs", "non-null assertions") and not pointed at; a
    # refusal with what to do instead after it (", check it properly").
    "bang bang, no double bangs", "non-null assertion, never", "optional chaining, we don't",
})

# One case per shape the reader was changed for, and near shapes that must give nothing or stay
# as they are: (name, the agent's message, the words, what they give).
NOQA = "I added `# noqa` to the import."
SCHEMAS = "Option A: `zod`. Option B: `yup`. Which?"
CHAIN = "I used `a?.b` there."

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # The deed told back in the sentence before, refused by its own verb: the agent's deed.
    ("a deed told back, its verb refused", "I mocked the clock with `freezegun` in the test.",
     "I see you mocked the clock. never mock it in unit tests", {(AVOIDS, "freezegun", True)}),
    ("a deed told back, refused for this time", SKIP_TESTS,
     "you skipped the tests. don't skip them this time", set()),
    ("a deed told back, asked", SKIP_TESTS, "you skipped the tests. why skip them?", set()),
    # A deed turned down with the end it was done for; not a person it was done to, nor for now.
    ("a deed for an end, never", NOQA, "never do that just to make the linter happy",
     {(AVOIDS, "# noqa", True)}),
    ("a deed for an end, don't", NOQA, "don't do that to make the linter happy",
     {(AVOIDS, "# noqa", False)}),
    ("a deed done to someone", NOQA, "never do that to me", set()),
    ("a deed for an end, for now", NOQA, "never do that to make CI green for now", set()),
    # What was committed is a file, whatever its ending; a bare word is no file; of two, "that
    # file" is neither.
    ("a committed file of an unknown ending", "I committed `secrets.enc` with the config.",
     "never commit that file", {(FILES, "secrets.enc", True)}),
    ("a bare word committed", "I committed `wip` on the branch.", "never commit that file",
     set()),
    ("two committed files", "I committed `Makefile.local` and `secrets.enc`.",
     "never commit those files", set()),
    # Options named inside one line, from the first in order; asked back, no pick.
    ("options named in a line, picked", SCHEMAS, "A, always", {(ADDS, "zod", True)}),
    ("options not from the first", "Option 2: `zod`. Option 3: `yup`. Which?", "2, always",
     set()),
    ("options named in a line, asked", SCHEMAS, "A, always?", set()),
    # An operator around null in the agent's expression, refused for good; of two operators,
    # or said yes to once, the expression as it is.
    ("an operator in an expression", CHAIN, "never do that", {(AVOIDS, "?.", True)}),
    ("two operators in an expression", "I used `a?.b!!.c` there.", "never do that",
     {(AVOIDS, "a?.b!!.c", True)}),
    ("an expression said yes to once", CHAIN, "ok, do that", {(ADDS, "a?.b", False)}),
    # A block comment's stars are no holes of a template; a deed told by "set" or "marked",
    # unless it is a bare value.
    ("a block comment refused", "I added `/* eslint-disable */` at the top.", "never do that",
     {(AVOIDS, "/* eslint-disable */", True)}),
    ("a setting set, refused", "I set `strict: false` in the tsconfig.", "never do that",
     {(AVOIDS, "strict: false", True)}),
    ("a value set", "I set the flag to `false`.", "never do that", set()),
    ("an annotation marked, kept to", "I marked the class `@Deprecated`.",
     "keep doing that for every old API", {(ADDS, "@Deprecated", True)}),
)

# The line the night writes for one rule of each shape: (name of an exchange, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("skipped tests, don't skip them", ["Do not run `./gradlew build -x test`."]),
    ("a mock seen, never mock it", ["Do not use `mocker.patch` in integration tests."]),
    # the end after "to make" is said, as "to get the build green" is
    ("a skip mark, to make CI green", ["Do not use `@pytest.mark.skip` to make CI green."]),
    ("audit force, to silence the audit",
     ["Do not run `npm audit fix --force` to silence the audit."]),
    ("option b, always", ["Use `httpx`."]),
    ("bang bang, never", ["Do not use `!!`."]),
    ("tfstate, never commit that file", ["Do not commit `terraform.tfstate`."]),
    ("a keystore, out of git", ["Do not commit `release.keystore`."]),
)


test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


test_each_rule_read_has_a_line_naming_its_term = lines_name_their_terms(EXCHANGES, KNOWN_MISSES)
