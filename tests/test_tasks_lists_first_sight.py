"""Requests set out as lists, or several asks run together in one message, at first sight.

A first-sight batch, written from how developers hand a coding agent several things at once,
across stacks and tools (TypeScript, Go, Python, Rust, Kotlin, Swift, PHP, C#, Elixir, Java,
React): numbered and bulleted lists of changes where one item is a rule for good among one-off
asks ("1. rename X 2. from now on always ... 3. bump the version"); markdown checklists; a
reviewer's list pasted with "address these", whose "should" and "never" are the reviewer's and
no rule of the person's, unless the person takes one on for the whole repo ("and yes, point 3
is a rule for the whole repo"); nested bullets whose limit is in the parent bullet ("in the api
package:" over "- no `panic`"); "TODO:" and "Notes:" sections; acceptance criteria copied from a
ticket, which are someone else's spec of one piece of work; and run-on messages joined with
"also", "oh and", "btw", "and please". Beside them, lists and run-ons that give nothing or only
one-off checks of the work at hand.

Each case was written with its reading before the reader was run on it. Measured before the
reader was changed for it: lists and run-ons read exactly 21/30, lists and run-ons that give
nothing 17/19 (a review's comments with no label over them, called "these comments from the
review" in the line after, read as two rules of the person's; "TODO for later, not now:" read
as a one-off ask for `TODO`), rules under a parent bullet written with their limit 4/5 ("- in
tests:" over "  - always use `freezegun` for dates" written as "Use freezegun for dates."). Misses
at first sight: a "todo for this PR:" list and every markdown checklist dropped as someone
else's; a nested item indented four spaces taken for code; "..., also never use X" and "... oh
and btw we always use X" read as one clause, or as a question with the ask before them; a
review's point taken on for the whole repo after "address these". After: 30/30, 19/19, 5/5.
Two expectations were amended after the run, each a one-off the reader gives rightly that the
expectation left out ("update the changelog" edits `CHANGELOG`; "add a `--verbose` flag" adds
`--verbose` to this change); with them as first written, the figure after is 28/30.

What the reader was changed for, by the shape of the words (`SHAPES`, with the near shapes that
must stay as they were): the line right after a list that calls it someone's comments ("address
these", "these comments from the review") makes it someone else's; the line that introduces
someone else's list, or work put off ("TODO for later, not now:"), is no ask of its own; an item
that ends on a colon over items indented below it introduces them, as a line above a list does,
and an item indented four spaces under a typed item is typed, not code; a place that opens the
sentence holds beside what a tool is for ("in tests, always use `freezegun` for dates"); "also"
after a comma, and "oh and", "btw" typed on, open an ask of their own; an open box of a
checklist is an item to do, a ticked one a form filled in; "todo for this PR:" is the work at
hand, "TODO for later:" work put off, and an item under it that says it holds beyond the work
("as a general rule", "from now on") is not kept to the PR; an item of someone else's list the
person takes on by its place for all work ("the first one goes for all our code from now on")
is theirs, as it is when the list was set apart as pasted ("Feedback from the review:" over its
points); an open box that states what the work must reach ("- [ ] `cargo fmt --check` passes")
asks for it.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
    wider_than_said,
)

# (name, words, what they give)
RULES: tuple[tuple[str, str, Judged], ...] = (
    # a numbered or bulleted list of changes, one item a rule for good
    ("numbered, pnpm from now on", "1. rename `UserDTO` to `UserResponse`\n2. from now on "
     "always use `pnpm`, never `npm`\n3. bump the version to 2.4.0",
     {(ADDS, "UserResponse", False), (RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("bulleted, wrap with %w going forward", "- drop the unused retry counter\n- add a test for "
     "the empty config case\n- going forward, always wrap errors with `%w`",
     {(ADDS, "%w", True)}),
    ("three things, print in this repo", "Three things:\n1) fix the typo in the CLI help text\n"
     "2) never use `print` in this repo, use `logging`\n3) update the changelog",
     {(AVOIDS, "print", True), (ADDS, "logging", True), (EDITS, "CHANGELOG", False)}),
    ("kotlin, stop using !! for good", "- bump ktor to 2.3.12\n- add a health check endpoint\n"
     "- and please stop using `!!`, for good", {(AVOIDS, "!!", True)}),
    ("swift, try! in this app", "1. fix the crash in `ProfileView` when the avatar is nil\n"
     "2. remove the debug prints\n3. never use `try!` in this app", {(AVOIDS, "try!", True)}),
    ("php, migrate:fresh", "* migrate the users table\n* add the `softDeletes` column\n* never run "
     "`php artisan migrate:fresh`, it wipes the data",
     {(ADDS, "softDeletes", False), (NOT_RUN, "php artisan migrate:fresh", True)}),
    ("c#, .Result in general", "1. make `OrderService` async\n2. add cancellation tokens to "
     "the public methods\n3. and in general, never use `.Result` on a task, await it",
     {(AVOIDS, ".Result", True)}),
    ("elixir, mix format before committing", "- add telemetry events for the charge flow\n- "
     "write the docs for the billing context\n- always run `mix format` before committing",
     {(RUNS, "mix format", True)}),
    ("rules for this repo", "A few rules for this repo:\n1. Never commit to `main` directly.\n"
     "2. Always run `go test ./...` before committing.\n3. Use `slog`, not `log`.",
     {(NOT_RUN, "git commit … main", True), (RUNS, "go test ./...", True),
      (ADDS, "slog", True), (AVOIDS, "log", True)}),
    ("from now on, uv over pip", "From now on:\n- use `uv` instead of `pip`\n- type hints on "
     "every public function", {(RUNS, "uv", True), (NOT_RUN, "pip", True)}),
    ("todo list with a general rule", "todo for this PR:\n- split the argument parser into "
     "smaller functions\n- make the error messages lowercase\n- and as a general rule: no "
     "`unwrap()` anywhere, ever", {(AVOIDS, "unwrap()", True)}),
    ("checklist for every PR from now on", "Checklist for every PR from now on:\n- [ ] `cargo "
     "fmt --check` passes\n- [ ] `cargo clippy -- -D warnings` is clean",
     {(RUNS, "cargo fmt --check", True), (RUNS, "cargo clippy -- -D warnings", True)}),
    ("notes with a rule", "Notes:\n- the staging DB is read-only\n- `make seed` takes about 5 "
     "minutes\n- never run `alembic upgrade` against staging", {(NOT_RUN, "alembic upgrade",
                                                                  True)}),
    # a nested list whose limit is in the parent bullet
    ("nested, in tests", "- in tests:\n  - never use `time.sleep`\n  - always use `freezegun` for "
     "dates\n- fix the flaky date test", {(AVOIDS, "time.sleep", True),
                                          (ADDS, "freezegun", True)}),
    ("nested, api package", "- in the api package:\n  - no `panic`\n  - wrap errors with `%w`\n"
     "- bump the go version to 1.22", {(AVOIDS, "panic", False), (ADDS, "%w", False)}),
    ("parent line, in migrations", "In migrations:\n- never import `app.models`\n- always use "
     "`op.batch_alter_table`", {(AVOIDS, "app.models", True),
                                (ADDS, "op.batch_alter_table", True)}),
    ("nested, in the CLI layer", "* in the CLI layer:\n    * use `typer`, not `argparse`\n* and "
     "add a `--verbose` flag to the sync command", {(ADDS, "typer", True),
                                                   (AVOIDS, "argparse", True),
                                                   (ADDS, "--verbose", False)}),
    # run-on messages
    ("also, var in this codebase", "fix the off-by-one in the paginator, also never use `var` "
     "in this codebase", {(AVOIDS, "var", True)}),
    ("oh and btw, thiserror", "can you bump serde to 1.0.200 oh and btw we always use "
     "`thiserror`, not `anyhow`", {(ADDS, "thiserror", True), (AVOIDS, "anyhow", True)}),
    ("btw moment deprecated", "btw don't use `moment` anymore, it's deprecated here. and please "
     "fix the date picker", {(AVOIDS, "moment", True)}),
    ("and please pytest always", "looks right. and please run `pytest -q` before you say it's "
     "done, always", {(RUNS, "pytest -q", True)}),
    ("rename and errors.Is from now on", "rename `cfg` to `config` in the server and please "
     "always use `errors.Is` for comparisons from now on", {(ADDS, "config", False),
                                                             (ADDS, "errors.Is", True)}),
    ("oh and never no-verify", "push it when it's green. oh and from now on never commit with "
     "`--no-verify`", {(NOT_RUN, "git commit --no-verify", True)}),
    # the person takes on a reviewer's point
    ("review, point 3 a rule", "Feedback from the review:\n1. avoid `SELECT *`\n2. don't log "
     "the full request body\n3. always use `sqlx::query!` for queries\n\naddress these. and "
     "yes, point 3 is a rule for the whole repo", {(ADDS, "sqlx::query!", True)}),
    ("comments, the first for all our code", "Priya's comments:\n- don't use "
     "`datetime.utcnow()`, use `datetime.now(UTC)`\n- add a docstring to `load()`\n\nfix both, "
     "and the first one goes for all our code from now on",
     {(AVOIDS, "datetime.utcnow()", True), (ADDS, "datetime.now(UTC)", True)}),
    ("reviewer notes, then own rule", "Reviewer notes:\n- should use `Optional` here\n- never "
     "return null from repositories\n\nfix these. separately: always run `./gradlew "
     "spotlessApply` before you push", {(RUNS, "./gradlew spotlessApply", True)}),
    ("review list, rule said after", "Copilot's review:\n- Consider using `Promise.all`\n- Avoid "
     "`any` in exported types\n\nfix the second one, and never use `any` in this codebase again",
     {(AVOIDS, "any", True)}),
    ("one-off run-on, ruff format this time", "update the README with the new flags and please "
     "use `ruff format` this time", {(RUNS, "ruff format", False)}),
    ("checklist of one-offs", "- [ ] rename `fetchAll` to `listAll`\n- [ ] add pagination to "
     "the list endpoint\n- [ ] update the OpenAPI spec", {(ADDS, "listAll", False)}),
    ("nested, in this file", "in this file:\n- no `console.log`\n- use the `logger`",
     {(AVOIDS, "console.log", False), (ADDS, "logger", False)}),
)

# (name, words): someone else's list, a report, a question, or work put off: nothing.
NOTHING: tuple[tuple[str, str], ...] = (
    ("review from Sam, address these", "Review from Sam:\n1. you should never use `any` here\n"
     "2. always prefer `const`\n3. missing test for the null case\n\naddress these"),
    ("comments from the review, unlabelled", "- never call `setState` inside render\n- always "
     "use `useCallback` for handlers passed down\n\ncan you address these comments from the "
     "review?"),
    ("acceptance criteria", "Here's the ticket.\nAcceptance criteria:\n- the endpoint must "
     "always return JSON\n- never expose internal IDs\n- p95 under 200ms\n\nimplement it"),
    ("user story", "As an admin I want to export reports.\n- the export must always include a "
     "header row\n- it must never include deleted users\n\nplease build this"),
    ("AC label", "AC:\n- always show the last sync time\n- never show the raw error to the user"
     "\n\nstart with the settings page"),
    ("ticket says", "Ticket says:\n- the export should always be `CSV`\n- never include PII\n\n"
     "let's start with the writer"),
    ("copied from jira", "copied from JIRA-412:\n1. Users must always confirm before delete\n"
     "2. The API should never return a 500 on bad input\n\nwhat's missing for this?"),
    ("todo for later", "TODO for later, not now:\n- switch to `pnpm`\n- drop `lodash`"),
    ("notes for later", "Notes for later:\n- we might move to `uv` at some point\n- always pin "
     "versions? not sure yet"),
    ("pr template checklist", "## Checklist\n- [x] Tests added\n- [ ] Docs updated\n- [ ] "
     "Changelog entry\n\ncan you finish the unchecked ones?"),
    ("current setup, then a question", "Current setup:\n- we use `yarn` 1\n- CI runs on "
     "`ubuntu-20.04`\n- tests use `jest`\n\nhow hard is it to move to vitest?"),
    ("options, which", "Options:\n1. use `redis` for the cache\n2. use an in-memory LRU\n\nwhich "
     "is better here?"),
    ("steps to reproduce", "Steps:\n1. run `npm start`\n2. open /settings\n3. click save\n"
     "it crashes on step 3"),
    ("lint errors, fix them", "Lint errors:\n- `no-explicit-any` in src/api.ts\n- `prefer-const` "
     "in src/util.ts\n\nfix them"),
    ("run-on report", "also the build is red on main btw, and the `lint` job always times out "
     "on the big runners"),
    ("someone said, thoughts", "oh and Dana said we should never use `sleep` in tests, "
     "thoughts?"),
    ("bot findings", "CodeRabbit:\n- Consider using `Promise.all` here\n- Always await promises "
     "in loops\n\nwhich of these are worth doing?"),
    ("numbered questions", "1. why do we use `lodash` at all?\n2. should we always use `pnpm`?\n"
     "3. is `moment` still needed?"),
    ("todo of one-offs", "TODO:\n- add retries to the S3 upload\n- make the timeout "
     "configurable\n- log the request id"),
)

# A rule said in a list with a limit: no durable line of it may be written without the limit.
LIMITED: tuple[tuple[str, str], ...] = (
    ("nested, in tests", "tests"),
    ("nested, api package", "api package"),
    ("parent line, in migrations", "migrations"),
    ("nested, in the CLI layer", "CLI layer"),
    ("notes with a rule", "staging"),
)

KNOWN_MISSES: frozenset[str] = frozenset()

_WORDS = {n: w for n, w, _ in RULES}


test_a_list_or_a_run_on_gives_its_rules_and_one_offs = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOTHING, ids=[n for n, _ in NOTHING])
def test_someone_elses_list_a_report_or_work_put_off_gives_nothing(name: str,
                                                                   words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "limit"), LIMITED, ids=[n for n, _ in LIMITED])
def test_a_rule_under_a_parent_bullet_keeps_its_limit(name: str, limit: str) -> None:
    assert wider_than_said(_WORDS[name], limit) == []


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [n for n, _, _ in RULES] + [n for n, _ in NOTHING]
    assert len(names) >= 45 and len(NOTHING) + sum(
        not any(d for _, _, d in e) for _, _, e in RULES) >= 15
    assert len(set(names)) == len(names)
    assert set(names) >= KNOWN_MISSES


# One case per shape the reader was changed for, and the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # the line after a list calls it someone's comments
    ("called comments after", "- never use `reflect` in handlers\n- always use `sync.Pool`\n\n"
     "please address these comments from the review", set()),
    ("address these after", "- no `any` in exported types\n- always return `Result`\n\naddress "
     "these", set()),
    ("own list, docs after", "- never use `reflect` anywhere\n- bump the go version\n\nand update "
     "the docs too", {(AVOIDS, "reflect", True)}),
    # what introduces work put off is no ask
    ("todo put off", "TODO for later, not now:\n- switch to `bun`\n- drop `jquery`", set()),
    ("todo for this change", "todo for this change:\n- rename `getAll` to `listAll`",
     {(ADDS, "listAll", False)}),
    # a parent item over items indented below it
    ("four-space child typed", "* in the CLI layer:\n    * use `click`, not `optparse`",
     {(ADDS, "click", True), (AVOIDS, "optparse", True)}),
    ("four-space code stays code", "the config is:\n\n    - name: build\n      run: `npm ci`\n\n"
     "why does it fail?", set()),
    # run-on asks
    ("comma also", "clean up the imports, also never use `eval` in this codebase",
     {(AVOIDS, "eval", True)}),
    ("oh and btw", "can you rename the job oh and btw we always use `pnpm`, not `yarn`",
     {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    ("also said of them", "they also always use `lodash` in that repo", set()),
    # checklists
    ("open boxes", "- [ ] rename `getAll` to `listAll`\n- [ ] update the docs",
     {(ADDS, "listAll", False)}),
    ("ticked boxes", "- [x] rename `getAll` to `listAll`\n- [ ] update the docs", set()),
    # an item beyond the work the list is for
    ("general rule under this PR", "For this PR:\n- tidy the parser\n- and as a general "
     "rule, never use `panic!`", {(AVOIDS, "panic!", True)}),
    ("bare never under this PR", "For this PR:\n- never use `panic!`", {(AVOIDS, "panic!", False)}),
    # an item taken on by its place
    ("second taken on", "Marco's comments:\n- add a docstring to `run()`\n- don't use `os.path`, "
     "use `pathlib`\n\nfix both, and the second one goes for all our code from now on",
     {(AVOIDS, "os.path", True), (ADDS, "pathlib", True)}),
    ("taken on, asked", "Marco's comments:\n- add a docstring to `run()`\n- don't use `os.path`, "
     "use `pathlib`\n\nfix both. is the second one a rule for the whole repo?", set()),
    ("pasted point taken on", "Feedback from the review:\n1. avoid `SELECT *`\n2. always use "
     "`pgx.Batch` for bulk inserts\n\naddress these. and point 2 is a rule for the whole repo",
     {(ADDS, "pgx.Batch", True)}),
    ("pasted point asked about", "Feedback from the review:\n1. avoid `SELECT *`\n2. always "
     "use `pgx.Batch` for bulk inserts\n\naddress these. should point 2 be a rule from now on?",
     set()),
    # a box to tick that states what the work must reach
    ("box to reach", "- [ ] `make test` passes\n- [ ] docs updated", {(RUNS, "make test", False)}),
    ("item that states", "- `make test` passes\n- docs updated", set()),
    ("not taken on", "Marco's comments:\n- add a docstring to `run()`\n- don't use `os.path`, "
     "use `pathlib`\n\nfix both, but the second one is not a rule for all our code", set()),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_place_that_opens_the_sentence_holds_beside_what_the_tool_is_for() -> None:
    assert wider_than_said("in tests, always use `freezegun` for dates", "in tests") == []
    assert wider_than_said("- in tests:\n  - always use `respx` for HTTP calls", "in tests") == []
