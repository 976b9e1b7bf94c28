"""Exchanges whose rule is said by answering what the agent did or asked, the checkable term
being only in the agent's message, and close exchanges that give nothing durable: a seventh
round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Python, Go, Rust, TypeScript, Java, Kotlin, SQL, Terraform, shell), in shapes the earlier
rounds did not hold: what the agent reports it used, and "keep using that" with the kind of work
it is for ("keep using that for mocks", "for all the input validation"), "stick with that from
now on"; a file entry the agent proposes (`CHANGES.rst`, `docs/config.md`) agreed to for good;
the team's no of what the agent used with the name used instead said bare after it ("we don't
use that here, structuredClone", "... in this repo - pytest-mock", "... here. ureq"); a yes to a
proposal carried to every new piece of such work from now on ("yes, and to all new tests going
forward"); and the answer for good in other words ("make it a habit", "as a rule"). Beside
them, close exchanges that give nothing durable: a go-on ("ok keep going"), a keep of the one
change ("keep that one"), "fine for now", "we don't use that much", habit words asked back,
bounded or in the past, a reach kept to the work at hand ("in this PR"), the agent's own habit
words, a colleague's words quoted, and empty, pasted and code-only messages.

It was measured before the reader was changed for it: exchanges read exactly 18/36, close
exchanges giving nothing durable 27/27; after: 28/36 and 27/27. One expectation was set right
after the first run: "keep using that for now" keeps what the change already holds and gives
nothing, as "nice, keep using it for now" is read in the third round (the code before read it
so: 19/36 with it set right).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

PYDANTIC = "I loaded the settings with `pydantic-settings`."
TOKIO = "I spawned the worker with `tokio::spawn`."
CHANGES = "Should I also add an entry to `CHANGES.rst` for this fix?"
HINTS_RS = "Want me to add `#[must_use]` to the new builder methods?"
KNEX = "I built the report query with `knex`."

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # what the agent reports it used, and "keep using / doing that": a habit
    ("keep using that for mocks", "I switched the fixtures to `pytest-mock`.",
     "great, keep using that for mocks", {(ADDS, "pytest-mock", True)}),
    ("good call keep using that", "I wrote the config parsing with `serde_yaml`.",
     "good call, keep using that", {(ADDS, "serde_yaml", True)}),
    ("keep using that for fan-out", "I used `errgroup` to run the fetches concurrently.",
     "perfect, keep using that for fan-out", {(ADDS, "errgroup", True)}),
    ("keep doing it that way", "I added the request logging with `structlog`.",
     "keep doing it that way", {(ADDS, "structlog", True)}),
    ("keep running that", "I formatted the migrations with `sqlfluff fix`.",
     "nice, keep running that", {(RUNS, "sqlfluff fix", True)}),
    ("keep doing that for every read",
     "I put `@Transactional(readOnly = true)` on the query methods.",
     "yes keep doing that for every read", {(ADDS, "@Transactional(readOnly = true)", True)}),
    ("keep using that going forward", "I used `slog` for the new log lines.",
     "\U0001F44C keep using that going forward", {(ADDS, "slog", True)}),
    ("keep using that for all validation", "I used `zod` to validate the request body.",
     "keep using that for all the input validation", {(ADDS, "zod", True)}),
    ("keep doing that, a command", "I ran `go mod tidy` after adding the dependency.",
     "good, keep doing that", {(RUNS, "go mod tidy", True)}),
    ("keep using that, lowercase no stop", "I used `Result<T, AppError>` for the handlers.",
     "ya keep using that", {(ADDS, "Result<T, AppError>", True)}),
    ("keep using that for now", "I did the formatting with `date-fns`.",
     "keep using that for now", set()),
    # a file entry proposed, and the answer for good or once
    ("entry, every time", CHANGES, "yes, every time", {(EDITS, "CHANGES.rst", True)}),
    ("note it, always do that", "Should I note the new env var in `docs/config.md`?",
     "yes, always do that", {(EDITS, "docs/config.md", True)}),
    ("a line, without asking", "Shall I add a line to `CHANGELOG.md` under Unreleased?",
     "yes and from now on without asking", {(EDITS, "CHANGELOG.md", True)}),
    ("update the readme, pls always", "Should I update `README.md` with the new flag?",
     "pls, always", {(EDITS, "README.md", True)}),
    ("entry, just this once", "Do you want me to add a `NEWS.md` entry?", "just this once",
     {(EDITS, "NEWS.md", False)}),
    ("entry, yes going forward", "Want me to add the new endpoint to `openapi.yaml` as well?",
     "yes, going forward too", {(EDITS, "openapi.yaml", True)}),
    ("entry, never touch it", "Should I add it to `CHANGELOG.md` too?",
     "no, the release bot writes it. never touch it", {(FILES, "CHANGELOG.md", True)}),
    # what the agent used, banned, and the replacement named bare after it
    ("don't use that here, a builtin", "I pulled in `lodash` for the deep clone.",
     "we don't use that here, structuredClone",
     {(AVOIDS, "lodash", True), (ADDS, "structuredClone", True)}),
    ("not in this repo, a dash", "I used `unittest.mock` for the fake client.",
     "we don't use that in this repo - pytest-mock",
     {(AVOIDS, "unittest.mock", True), (ADDS, "pytest-mock", True)}),
    ("no, don't use that here. a crate", "I made the call with `reqwest::blocking`.",
     "no, we don't use that here. ureq",
     {(AVOIDS, "reqwest::blocking", True), (ADDS, "ureq", True)}),
    ("don't use that here, use the other", "I wrote the test doubles with `Mockito`.",
     "we don't use that here, use MockK",
     {(AVOIDS, "Mockito", True), (ADDS, "MockK", True)}),
    ("dont use that here, lowercase", KNEX, "hm we dont use that here. drizzle",
     {(AVOIDS, "knex", True), (ADDS, "drizzle", True)}),
    ("don't use that here, backticked", "I handled the flags with `optparse`.",
     "we don't use that here, `argparse`",
     {(AVOIDS, "optparse", True), (ADDS, "argparse", True)}),
    ("don't use that, a command", "I installed the deps with `npm install`.",
     "we don't use that here, pnpm install",
     {(NOT_RUN, "npm install", True), (RUNS, "pnpm install", True)}),
    # a yes to a proposal, carried to all such work from now on
    ("and every new builder", HINTS_RS, "yes please, and to every new builder from now on",
     {(ADDS, "#[must_use]", True)}),
    ("and all new tests going forward", "Want me to add `t.Parallel()` to the new tests?",
     "yes, and to all new tests going forward", {(ADDS, "t.Parallel()", True)}),
    ("and every new class", "Should I make the new classes `final`?",
     "yes, and every new class from now on", {(ADDS, "final", True)}),
    ("and every new module", "Shall I add `from __future__ import annotations` to the new "
     "module?", "yes pls and to every new module from now on",
     {(ADDS, "from __future__ import annotations", True)}),
    ("and on all of them from now on", "Want me to put `@Override` on the new methods?",
     "yes, and on all of them from now on", {(ADDS, "@Override", True)}),
    ("yes, this one only", HINTS_RS, "yes, for this one", {(ADDS, "#[must_use]", False)}),
    ("and every new component", "Should I add `data-testid` to the new buttons?",
     "sure, and on every new component from now on", {(ADDS, "data-testid", True)}),
    # the answer for good, in other words
    ("yes, make it a habit", "Should I run `tflint` before the plan?", "yes, make it a habit",
     {(RUNS, "tflint", True)}),
    ("yes, as a rule", "Should I also add `SET lock_timeout` to the migration?",
     "yes, as a rule", {(ADDS, "SET lock_timeout", True)}),
    ("no, never in this codebase", "Should I use `#[allow(dead_code)]` to silence it?",
     "no, never in this codebase", {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("stick with that", "I used `pathlib` instead of `os.path`.",
     "nice, stick with that from now on", {(ADDS, "pathlib", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # a reaction that says go on, or takes the one change
    ("ok keep going", TOKIO, "ok keep going"),
    ("fine for now", PYDANTIC, "fine for now"),
    ("keep that one", "I used `Decimal` for the totals.", "keep that one"),
    ("keep it", "I used `Decimal` for the totals.", "keep it"),
    ("we don't use that much", "I used `itertools.groupby` for the grouping.",
     "we don't use that much"),
    ("we don't use that much, but fine", KNEX, "we don't use that much, but fine"),
    ("keep going with that", TOKIO, "keep going with that, then push"),
    # a habit word asked back, bounded or put in the past
    ("should we keep using that", PYDANTIC, "should we keep using that?"),
    ("keep doing that until", "I used `feature flags` in `config.ts` for the rollout.",
     "keep doing that until the migration lands"),
    ("keep doing that in this file", "I used `useMemo` for the derived list.",
     "keep doing that in this file"),
    ("we didn't use that before", "I used `moment` for the dates.",
     "we didn't use that before, dayjs was the old one"),
    ("not sure we use that, maybe", KNEX, "not sure we use that here, maybe drizzle?"),
    ("we don't use that here, do we", KNEX, "we don't use that here, do we?"),
    # a file entry: a plain yes, asked back, put off
    ("entry, a plain yes", CHANGES, "yes"),
    ("entry, not this time", CHANGES, "not this time"),
    ("entry, always asked", CHANGES, "always?"),
    ("entry, ask me next time", CHANGES, "maybe, ask me next time"),
    # carried only within the work at hand, or asked
    ("and to the other one too", HINTS_RS, "yes please, and to the other new builder too"),
    ("and every one in this PR", HINTS_RS, "yes, and to every new builder in this PR"),
    ("and every new one, asked", HINTS_RS, "yes please, and to every new builder from now on?"),
    # the agent's own habit words, quoted words of others
    ("the agent keeps using", "I'll keep using `serde_json` for the rest of the parsing.", "ok"),
    ("the agent's going forward", "Going forward I'll keep using `zod` for validation.", "sure"),
    ("a colleague's words", "I used `httpx` for the client.",
     "my colleague said \"keep using that\" but I'm not sure"),
    # empty, a pasted log, code alone
    ("empty answer", CHANGES, ""),
    ("a pasted log", CHANGES, "```\nerror: always run `npm ci` first\n  at install.js:12\n```"),
    ("no agent message", "", "we don't use that here, dayjs"),
    ("code alone", "```ts\nimport dayjs from 'dayjs'\n```", "keep using that going forward"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # The kind of work said in the singular, a hyphened mass noun ("for fan-out"), which a time
    # it lasts ("for now", "for a while") is said like.
    "keep using that for fan-out",
    # "keep running that" is said as often of a server or a watcher left up as of a habit.
    "keep running that",
    # A file entry agreed to for once, and a file the release tooling writes kept as it is, said
    # of the file by "it" after a reason.
    "entry, just this once", "entry, never touch it",
    # "I built the report query with `knex`": "built ... with" is read as a build tool run.
    "dont use that here, lowercase",
    # A command set in the place of the one the agent ran ("pnpm install" for `npm install`).
    "don't use that, a command",
    # "make the new classes `final`": a modifier given by "make", no verb of adding.
    "and every new class",
    # The agent's sentence names what it replaced as well ("`pathlib` instead of `os.path`"),
    # so "that" points at no one name.
    "stick with that",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
CHALK = "I used `chalk` for the colors."
BACKOFF = "I wrote the retries with `backoff`."
PATHLIB = "I switched the paths to `pathlib`."

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # "keep using that" is a habit, by itself or with the kind of work it is for; not in the
    # mouth of one who complains of it ("you keep using that"), nor of a server left up.
    ("keep using that", BACKOFF, "keep using that", {(ADDS, "backoff", True)}),
    ("keep using that for all the", BACKOFF, "keep using that for all the http calls",
     {(ADDS, "backoff", True)}),
    ("keep using that for now", BACKOFF, "keep using that for now", set()),
    ("you keep using that", "I typed the payload as `any`.", "you keep using that", set()),
    ("we keep using that", "I typed the payload as `any`.", "we keep using that", set()),
    ("keep running it", "I started the dev server with `npm run dev`.", "keep running it", set()),
    ("a yes by ya", CHALK, "ya keep using that", {(ADDS, "chalk", True)}),
    ("a hm first", CHALK, "hm, keep using that", {(ADDS, "chalk", True)}),
    # "stick with that": what the agent took up, kept to; for good only with words for good.
    ("stick with that from now on", PATHLIB, "nice, stick with that from now on",
     {(ADDS, "pathlib", True)}),
    ("stay with it going forward", PATHLIB, "stay with it going forward",
     {(ADDS, "pathlib", True)}),
    ("stick with that, once", PATHLIB, "stick with that", {(ADDS, "pathlib", False)}),
    ("stick with that for now", PATHLIB, "stick with that for now", set()),
    ("stick with that, asked", PATHLIB, "should we stick with that from now on?", set()),
    # The team's no of what the agent used, then the name used in its place said alone.
    ("the team's no, then a name", CHALK, "we don't use that in this codebase, picocolors",
     {(AVOIDS, "chalk", True), (ADDS, "picocolors", True)}),
    ("the team's no, then a quoted name", CHALK, "we don't use that here, `kleur`",
     {(AVOIDS, "chalk", True), (ADDS, "kleur", True)}),
    ("the team's no, then use it", CHALK, "we don't use that here, use kleur",
     {(AVOIDS, "chalk", True), (ADDS, "kleur", True)}),
    ("the team's no, then a sentence of a name", CHALK, "no, we don't use that here. kleur",
     {(AVOIDS, "chalk", True), (ADDS, "kleur", True)}),
    ("the team's no, then sorry", CHALK, "we don't use that here, sorry",
     {(AVOIDS, "chalk", True)}),
    ("the team's no, then a language", CHALK, "we don't use that here, python",
     {(AVOIDS, "chalk", True)}),
    ("the team's no, then a kind", CHALK, "we don't use that here, colors",
     {(AVOIDS, "chalk", True)}),
    ("a no with no place, then a name", CHALK, "we don't use that, picocolors", set()),
    ("the team's no, then a name asked", CHALK, "we don't use that here, picocolors?", set()),
    ("a name after a plain no", CHALK, "no, picocolors", set()),
    # A tool the work was run through is named by the sentence's verb, not by a noun.
    ("test doubles with", "I wrote the test doubles with `Mockito`.", "we don't use that here",
     {(AVOIDS, "Mockito", True)}),
    ("formatted with", "I formatted the files with `black`.", "we don't use that here",
     {(NOT_RUN, "black", True)}),
    ("let me format with", "Let me format the files with `black`.", "never do that again",
     {(NOT_RUN, "black", True)}),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
