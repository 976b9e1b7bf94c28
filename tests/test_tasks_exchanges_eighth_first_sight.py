"""Exchanges whose rule is said by answering what the agent offered, asked or did, the
checkable term being only in the agent's message, and close exchanges that give nothing
durable: an eighth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Go, Python, TypeScript, Rust, Java, SQL, shell, git), in shapes the earlier rounds did
not hold: a pick among options offered as bullets, as "either `X` or `Y`", numbered or
lettered, whose text is a name with a noun ("`UUID` ids", "a `sync.Mutex` around the map",
"return `Optional.empty()`"), said as the team's way ("B. that's our convention", "2, and
always do it that way") or with a rule about the other ("the second one - we never use
moment"); "should I keep using / adding / running ...?" answered with a reach ("no, never in
library code", "yes, always", "no. not in this codebase"); what the agent did, turned down as
the team's way ("we don't do that here" after `Thread.sleep(500)` or a test skipped with
`@pytest.mark.skip`); a proposal carried to all new work of its kind ("yes, and every new route
too", "and on every new endpoint too", "for every public enum going forward"); and an answer
that names one of several code terms of the agent's message ("always run clippy ..." after
three commands run). Beside them, close exchanges that give nothing durable: a no for this
time only ("not now", "skip it for this PR", "neither for now"), a yes with no rule ("sure",
"ok go", "lgtm"), picks and conventions asked back, a no to a deed that names no code or names
code of another step, sarcasm, and empty, pasted, code-only, fenced-option and others' words.

It was measured before the reader was changed for it: exchanges read exactly 9/42, close
exchanges giving nothing durable 31/31; after: 28/42 and 31/31. One expectation was set right
after the first run: a pick with a rule about the other option ("the second one - we never use
moment") takes the pick for the work at hand and the rule for good, as "nom. no regexes for
parsing in this repo" is read in the fourth round (9/42 on the code before with it set right).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole

GO_MAP = ("Two ways to guard the cache:\n- a `sync.Mutex` around the map\n- a `sync.Map`\n\n"
          "Which do you prefer?")
PY_MODELS = "I can either use `dataclasses` or `attrs` for the new models. Which one?"
TS_DATES = "Options for the date handling:\n1. `moment`\n2. `dayjs`\n\nWhich should I use?"
JAVA_NULL = "A) return `null`\nB) return `Optional.empty()`\n\nWhich do you want?"
RUST_LOG = "I could either use `env_logger` or `tracing` for the logs. Preference?"
SQL_IDS = "1. `SERIAL` ids\n2. `UUID` ids\n\nWhich for the new tables?"
SHEBANG = "* `#!/bin/bash`\n* `#!/usr/bin/env bash`\n\nWhich shebang for the new scripts?"
GIT_UPDATE = "Either `git merge` or `git rebase` would bring the branch up to date. Which?"
PY_TESTS = "a) `pytest` fixtures\nb) `unittest.TestCase` classes\n\nWhich for the new tests?"
GO_CONFIG = "1. `viper`\n2. `envconfig`\n\nWhich for the config loading?"
UNWRAP_TESTS = "Should I keep using `unwrap()` in the tests?"
ANY_PAYLOADS = "Should I keep using `any` for the event payloads?"
SLEEP = "I added a `Thread.sleep(500)` so the consumer has time to catch up."
VALID = "Should I put `@Valid` on the request body?"
NON_EXHAUSTIVE = "I'd suggest adding `#[non_exhaustive]` to the public enum. OK?"
CONTEXT = "Want me to add a `context.Context` parameter to the new handler?"

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a pick among options the agent offered (bulleted, "either ... or", numbered, lettered),
    # said as a rule
    ("bulleted, the first our convention", GO_MAP, "the first, that's our convention",
     {(ADDS, "sync.Mutex", True)}),
    ("either, a name our convention", PY_MODELS, "dataclasses, that's our convention",
     {(ADDS, "dataclasses", True)}),
    ("numbered, 2 always that way", SQL_IDS, "2, and always do it that way",
     {(ADDS, "UUID", True)}),
    ("lettered, B our convention", JAVA_NULL, "B. that's our convention",
     {(ADDS, "Optional.empty()", True)}),
    ("the second one, we never use the first", TS_DATES, "the second one - we never use moment",
     {(ADDS, "dayjs", False), (AVOIDS, "moment", True)}),
    ("bulleted, the convention here", SHEBANG, "second one, that's the convention here",
     {(ADDS, "#!/usr/bin/env bash", True)}),
    ("either, a name always", RUST_LOG, "tracing, always", {(ADDS, "tracing", True)}),
    ("either, a git step and never the other", GIT_UPDATE,
     "rebase. we never merge main into a branch",
     {(RUNS, "git rebase", True), (NOT_RUN, "git merge", True)}),
    ("lettered, how we do it everywhere", PY_TESTS, "a, that's how we do it everywhere",
     {(ADDS, "pytest", True)}),
    ("numbered, the same for every new service", GO_CONFIG,
     "1, and the same for every new service", {(ADDS, "viper", True)}),
    ("lettered, just in this class", JAVA_NULL, "B, just in this class",
     {(ADDS, "Optional.empty()", False)}),
    # "should I keep ...?" answered yes or no, with a reach
    ("keep using, never in library code", "Should I keep using `unwrap()` in the new parser "
     "module?", "no, never in library code", {(AVOIDS, "unwrap()", True)}),
    ("keep using, in tests only", "Should I keep using `.unwrap()` in the tests?",
     "yes, in tests only", {(AVOIDS, ".unwrap()", True)}),
    ("keep using, no never", ANY_PAYLOADS, "no, never. type them properly",
     {(AVOIDS, "any", True)}),
    ("keep the calls, never in committed code", "Should I keep the `fmt.Println` calls for "
     "debugging?", "no, never in committed code", {(AVOIDS, "fmt.Println", True)}),
    ("keep running, yes always", "Should I keep running `npm test` after each change?",
     "yes, always", {(RUNS, "npm test", True)}),
    ("keep using, for every error case", "Should I keep using `pytest.raises` for the error "
     "cases?", "yes, for every error case", {(ADDS, "pytest.raises", True)}),
    ("keep adding, not in this codebase", "Should I keep adding `// nolint` comments for these "
     "warnings?", "no. not in this codebase", {(AVOIDS, "// nolint", True)}),
    ("keep using, we don't do that here", "Should I keep using `@ts-expect-error` on those "
     "lines?", "no, we don't do that here", {(AVOIDS, "@ts-expect-error", True)}),
    ("keep using, our convention", "Should I keep using `COALESCE` for the null totals?",
     "yes, that's our convention", {(ADDS, "COALESCE", True)}),
    # what the agent did, turned down as a rule
    ("a sleep, we don't do that here", SLEEP, "we don't do that here",
     {(AVOIDS, "Thread.sleep", True)}),
    ("force-pushed, don't ever", "I force-pushed the rebased branch to `main`.",
     "don't ever do that again", {(NOT_RUN, "git push --force", True)}),
    ("a skip, fix the test", "I skipped the failing test with `@pytest.mark.skip` so CI is "
     "green.", "we don't do that here. fix the test", {(AVOIDS, "@pytest.mark.skip", True)}),
    ("legacy peer deps, never again", "I ran `npm install --legacy-peer-deps` to get past the "
     "conflict.", "never do that again", {(NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("no-verify, don't ever", "I committed with `--no-verify` because the hook was slow.",
     "don't ever do that again", {(NOT_RUN, "git commit --no-verify", True)}),
    ("noqa, not how we do it", "I silenced the warning with `# noqa: E501`.",
     "that's not how we do it here, wrap the line", {(AVOIDS, "# noqa: E501", True)}),
    ("git clean, a reason", "I cleaned the tree with `git clean -fdx`.",
     "don't ever do that again, it wiped my .env", {(NOT_RUN, "git clean -fdx", True)}),
    ("any, not in this codebase", "I typed the response as `any` to get it compiling.",
     "we don't do that in this codebase", {(AVOIDS, "any", True)}),
    ("a log left, please never", "I left a `console.log` in the handler for now.",
     "please never do that again", {(AVOIDS, "console.log", True)}),
    # a proposal agreed to and carried to all such work
    ("and for every new endpoint", CONTEXT, "yes, and for every new endpoint",
     {(ADDS, "context.Context", True)}),
    ("and on every new endpoint too", VALID, "yes, and on every new endpoint too",
     {(ADDS, "@Valid", True)}),
    ("and on every new foreign key", "Should I add `ON DELETE CASCADE` to the foreign key?",
     "yes, and on every new foreign key", {(ADDS, "ON DELETE CASCADE", True)}),
    ("and every public enum going forward", NON_EXHAUSTIVE,
     "yes, and for every public enum going forward", {(ADDS, "#[non_exhaustive]", True)}),
    ("the same for all new components", "Shall I mark the new props `readonly`?",
     "yes, and do the same for all new components", {(ADDS, "readonly", True)}),
    ("and every new route too", "Should I wrap the route with `requireAuth`?",
     "yes, and every new route too", {(ADDS, "requireAuth", True)}),
    ("the rule for every migration", "Should I add `IF NOT EXISTS` to the create statements?",
     "yes, make that the rule for every migration", {(ADDS, "IF NOT EXISTS", True)}),
    # several code terms in the agent's message, one named by the answer
    ("two named, a ban of one", "I'll add `zod` for the validation and `axios` for the HTTP "
     "client. OK?", "we never use axios here", {(AVOIDS, "axios", True)}),
    ("three run, one made a rule", "I ran `cargo fmt`, `cargo clippy` and `cargo test`; all "
     "clean.", "always run clippy before you hand back", {(RUNS, "cargo clippy", True)}),
    ("two deps, never one", "I added `lodash` and `moment` to the dependencies.",
     "never moment, it's unmaintained. lodash is fine", {(AVOIDS, "moment", True)}),
    ("two tools, keep one", "I used `requests` for the download and `tqdm` for the progress "
     "bar.", "keep using tqdm for long loops", {(ADDS, "tqdm", True)}),
    ("a plan of two, the second always", "I'll run `go test ./...` and then `golangci-lint "
     "run`.", "always run golangci-lint before pushing", {(RUNS, "golangci-lint run", True)}),
    ("a report and a question, a no", "I ran `cargo fmt`. Should I also add `#[derive(Debug)]` "
     "to the new structs?", "no, never", {(AVOIDS, "#[derive(Debug)]", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # a no for this time only
    ("keep using, not now", UNWRAP_TESTS, "not now"),
    ("options, skip it for this PR", SQL_IDS, "skip it for this PR"),
    ("a proposal, skip it for this PR", "Want me to add `t.Parallel()` to the new tests?",
     "skip it for this PR"),
    ("not now, maybe later", "Should I run `npm audit fix`?", "not now, maybe later"),
    ("done, take it out before merging", SLEEP, "ok but take it out before we merge"),
    ("no, not for this one", VALID, "no, not for this one"),
    ("nah, leave it for this PR", "Shall I run `terraform fmt -recursive`?",
     "nah, leave it for this PR"),
    ("no need this time", "Should I squash the commits with `git rebase -i`?",
     "no need this time"),
    ("neither for now", TS_DATES, "neither for now"),
    ("keep using, yes for now", ANY_PAYLOADS, "yes for now, we'll type them later"),
    # a yes with no rule
    ("sure", "Should I keep using `pytest.raises` for the error cases?", "sure"),
    ("ok go", "I'll run `make migrate` next. OK?", "ok go"),
    ("yep to a which", PY_MODELS, "yep"),
    ("sounds good", NON_EXHAUSTIVE, "sounds good"),
    ("go ahead", CONTEXT, "go ahead"),
    ("lgtm", "I added `@Valid` on the request body.", "lgtm"),
    ("do it", "Should I run `alembic upgrade head`?", "do it"),
    ("a pick for now", SQL_IDS, "2 for now"),
    # asked back, or turned down with nothing checkable
    ("a pick and a rule asked", SQL_IDS, "2, and always do it that way?"),
    ("our convention asked", JAVA_NULL, "B? is that our convention?"),
    ("don't ever, no term", "I restarted the dev server to pick up the change.",
     "don't ever do that again"),
    ("don't ever, a term of another step", "I read `settings.py` and then restarted the worker "
     "by hand.", "don't ever do that again"),
    ("sarcasm", "I force-pushed to `main`.", "oh great, let's do that every time"),
    # empty, pasted, code, others' words, no options
    ("empty answer", TS_DATES, ""),
    ("a pasted panic", UNWRAP_TESTS,
     "```\nthread 'main' panicked at 'called `Option::unwrap()` on a `None` value'\n"
     "note: never ignore this\n```"),
    ("code alone", UNWRAP_TESTS, "```rust\n// never unwrap here\nlet x = y?;\n```"),
    ("others' words", "I used `moment` for the dates.",
     "someone on the forum said never use that, is that true?"),
    ("no agent message", "", "B. that's our convention"),
    ("options in a fenced block", "```\na) `moment`\nb) `dayjs`\n```",
     "b. that's our convention"),
    ("either way, no options", "Either way, I'll run `make test` afterwards. Want the refactor "
     "split in two commits?", "the second one, always"),
    ("the agent's convention", "Our convention here is `snake_case` columns, so I used that.",
     "ok"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "either ... would bring the branch up to date": options weighed with no verb of using, and
    # the other said by a word of its command ("we never merge").
    "either, a git step and never the other",
    # "`pytest` fixtures": the test runner named for the way tests are written is read as run.
    "lettered, how we do it everywhere",
    # A yes kept to the one place it may go ("yes, in tests only"): the ban outside it is not
    # read; and "keep the `X` calls", a keep of what the code holds, not a habit asked about.
    "keep using, in tests only", "keep the calls, never in committed code",
    # A deed told with no code ("force-pushed the rebased branch"), and a flag told without the
    # command it was passed to ("committed with `--no-verify`").
    "force-pushed, don't ever", "no-verify, don't ever",
    # "that's not how we do it here" as a no; "don't ever do that again, it wiped my .env": the
    # reason after the comma keeps the ban to the task; "I left a `console.log`": "left" is no
    # deed the reader takes.
    "noqa, not how we do it", "git clean, a reason", "a log left, please never",
    # "`IF NOT EXISTS`" is split at its "NOT". (A modifier given by "mark", "mark the new props
    # `readonly`", is read since the eleventh round.)
    "the rule for every migration",
    # A plain name of the agent's code banned with no verb ("never moment"), or kept to a kind
    # of work ("keep using tqdm for long loops"); and a tool named by its first word
    # ("golangci-lint") where the agent ran it with a subcommand.
    "two deps, never one", "two tools, keep one", "a plan of two, the second always",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
ZOD_YUP = "1. `zod`\n2. `yup`\n\nWhich?"
CARGO_THREE = "I ran `cargo fmt`, `cargo clippy` and `cargo test`."
TRANSACTIONAL = "Should I put `@Transactional` on the new service method?"

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # "should I keep using / running / adding ...?": going on with the work is the work asked.
    ("keep running, always", "Should I keep running `go vet` after each change?", "yes, always",
     {(RUNS, "go vet", True)}),
    ("keep running, for now", "Should I keep running `go vet` after each change?",
     "yes for now", {(RUNS, "go vet", False)}),
    ("keep adding, not here", "Should I keep adding `#[inline]` to the helpers?",
     "no, not in this codebase", {(AVOIDS, "#[inline]", True)}),
    # A no kept out of a kind of code, said with "never"; a place alone is no ban.
    ("never in a kind of code", "Should I use `print()` in the new module?",
     "no, never in library code", {(AVOIDS, "print()", True)}),
    ("a place alone", "Should I use `print()` in the new module?", "no, in tests", set()),
    ("never there", "Should I use `print()` in the new module?", "no, never in there", set()),
    # "that's our convention": the pick or the yes is the team's standing way; not asked, nor
    # said of others.
    ("a letter, our convention", "a) `zod`\nb) `yup`\n\nWhich?", "b, that's our convention",
     {(ADDS, "yup", True)}),
    ("a yes, the convention here", "Should I use `Decimal` for the amounts?",
     "yes, that's the convention here", {(ADDS, "Decimal", True)}),
    ("a convention asked", "Should I use `Decimal` for the amounts?", "is that our convention?",
     set()),
    ("their convention", "Should I use `Decimal` for the amounts?",
     "yes, that's their convention", set()),
    # Bulleted options are options when a question after them asks which.
    ("bulleted options", "- `zod`\n- `yup`\n\nWhich do you prefer?", "the second, always",
     {(ADDS, "yup", True)}),
    ("bullets of what was done", "- added `zod`\n- ran `npm test`\n\nAnything else?",
     "the second, always", set()),
    ("bullets asked nothing", "- `zod`\n- `yup`", "the second, always", set()),
    # An option that names one piece of code with a noun is that code used; not a file or a
    # value.
    ("a name with a noun", "1. `Decimal` amounts\n2. `float` amounts\n\nWhich?", "1, always",
     {(ADDS, "Decimal", True)}),
    ("a file picked", "1. `config.yaml`\n2. `config.toml`\n\nWhich?", "1, always", set()),
    ("a value picked", "1. `true`\n2. `false`\n\nWhich?", "1, always", set()),
    # "either `X` or `Y`", asked "Preference?".
    ("either, by name", "I can either use `zod` or `valibot` for the schema. Which one?",
     "valibot, always", {(ADDS, "valibot", True)}),
    ("either, preference asked", "I could either use `zod` or `valibot` for the schema. "
     "Preference?", "zod, always", {(ADDS, "zod", True)}),
    ("one name, preference asked", "I could use `zod` for the schema. Preference?",
     "zod, always", set()),
    # All new work of the kind, with or without "on", a kind in two words.
    ("and every new one", "Want me to add `t.Parallel()` to the new test?",
     "yes, and every new test too", {(ADDS, "t.Parallel()", True)}),
    ("and on every new one", "Want me to add `t.Parallel()` to the new test?",
     "yes, and on every new test too", {(ADDS, "t.Parallel()", True)}),
    ("and the other one", "Want me to add `t.Parallel()` to the new test?",
     "yes, and the other test too", set()),
    ("a kind in two words, going forward", "Want me to add `#[must_use]` to the builder?",
     "yes, and for every public builder going forward", {(ADDS, "#[must_use]", True)}),
    ("a kind in two words, no habit", "Want me to add `#[must_use]` to the builder?",
     "yes, and for every public builder", {(ADDS, "#[must_use]", False)}),
    # A pick by its order, then a rule of the person's own after a dash.
    ("an order, then a rule", ZOD_YUP, "the second one - we never use zod",
     {(ADDS, "yup", False), (AVOIDS, "zod", True)}),
    ("an order, then a fact", ZOD_YUP, "the second one - zod is slow", set()),
    # What a removal was done with is used; what it removed is not.
    ("the means of a removal", "I skipped the flaky test with `@Disabled`.",
     "we don't do that here", {(AVOIDS, "@Disabled", True)}),
    ("what a removal took", "I removed `@Disabled` from the test.", "we don't do that here",
     set()),
    # A call turned down is the call, whatever its arguments.
    ("a call, not its arguments", "I added `time.sleep(3)` before the retry.",
     "we don't do that here", {(AVOIDS, "time.sleep", True)}),
    # A run said by a plain word of one of the commands the agent gives.
    ("a word of one command", CARGO_THREE, "always run clippy before pushing",
     {(RUNS, "cargo clippy", True)}),
    # "put `X` on ...": code added.
    ("put on, every new one", TRANSACTIONAL, "yes, and on every new service method too",
     {(ADDS, "@Transactional", True)}),
    ("put on, a plain yes", TRANSACTIONAL, "yes", {(ADDS, "@Transactional", False)}),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
