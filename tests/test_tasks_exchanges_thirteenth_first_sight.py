"""Exchanges whose rule or refusal takes its terms only from the agent's previous message, and
close exchanges that give nothing durable: a thirteenth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Go, TypeScript, Rust, Python, Java, SQL, shell, npm, git, Terraform, Docker, Alembic), in
shapes the earlier rounds did not hold: options the agent lists on lines of their own,
lettered "(a)", "(b)", and picked with "that's the rule for all new code"; one code term of
several in the agent's prose, turned down by a word of its name ("never the sleep, poll
instead", "we don't do the retry wrapper thing here", "no sleeps in tests, ever"); leave to run
a command answered with a standing condition ("always ask before that", "never without asking
me"); "do it like the others" after the agent set the code's way against its own; and short
answers in German, French, Spanish and Portuguese ("mach das nie wieder", "ne fais jamais ça",
"nunca uses eso", "ja, immer", "B, toujours"). Beside them, close exchanges that give nothing
durable: the same answers about this one time (in English and in those languages), the
agent's text pasted back, an agent message that names nothing (the code two messages back),
several terms or options where the pointer picks none, refusals that are questions, agreement
with an explanation (no code proposed), the agent's list of what it did (no options), the
code's way named with nothing of the agent's set against it, and empty and code-only answers.

It was measured before the reader was changed for it: exchanges read exactly 15/40, close
exchanges giving nothing durable 33/33; after: 32/40 and 33/33.

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
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

FAN_OUT = "Two ways to do it:\n1. `errgroup`\n2. `sync.WaitGroup`\nWhich do you prefer?"
SCHEMA = "Options:\n- `zod`\n- `yup`\n\nWhich one?"
PROPS = "I can declare it either way:\n- `interface Props`\n- `type Props`\nWhich do you want?"
BUFFER = "A) `Vec<u8>`\nB) `Bytes`\n\nWhich should I use for the payload?"
PARSE = ("- **Option 1**: keep `serde_json::Value` and parse lazily\n- **Option 2**: a typed "
         "struct with `#[derive(Deserialize)]`\n\nWhat do you prefer?")
LOOP = "1. Use `Promise.all`\n2. Use a `for await` loop\n\nWhich do you prefer?"
COLUMN = "Should I use `TIMESTAMPTZ` or `TIMESTAMP` for the column?"
MISSING = "I could:\n(a) return `Optional<User>`\n(b) return `null`\nWhich?"
STRICT_SH = "Should I use `set -euo pipefail` or just `set -e` in the script?"
RETRY = "I wrapped the call in `withRetry()` and added a `setTimeout` fallback."
SLEEP = "I added `time.sleep(1)` before reading the file and `assert path.exists()` after."
JAVA_SLEEP = "I used `Thread.sleep(200)` in the test and checked `latch.getCount()`."
RECOVER = "I put a `sync.Mutex` around the map and a `recover()` in the goroutine."
AS_ANY = "I cast the response with `as any` and added `// @ts-expect-error` on the import."
UNSAFE = "I cloned the `Arc` with `.clone()` and used `unsafe` for the pointer read."
NOLOCK = "I used `SELECT *` in the view and added a `NOLOCK` hint on the join."
EVAL = "I used `eval` to build the command and `xargs` to fan it out."
AUDIT = "Should I run `npm audit fix --force`?"
FORCE_PUSH = "Can I run `git push --force` to update the branch?"
APPLY = "Should I run `terraform apply -auto-approve`?"
PRUNE = "Want me to run `docker system prune -a` to free space?"
FMT = "Shall I run `cargo fmt` before committing?"
XDIST = "May I run the suite with `pytest -n auto`?"
UPGRADE = "Should I run the migrations with `alembic upgrade head`?"
PIP_USER = "Should I install it with `pip install --user httpx`?"
TIDY = "Should I run `go mod tidy` too?"
ECHO = "The other handlers return `echo.NewHTTPError`; I used `c.JSON(500, ...)` in the new one."
THISERROR = "The rest of the crate uses `thiserror`; I used `anyhow` in the new module."
FIXTURE = "The existing tests use `pytest.fixture`; I wrote a `setUp` method in the new one."
STYLED = "The other components use `styled-components`; I used an inline `style` prop here."
UNWRAP = "I used `unwrap()` on the parse result."
CONSOLE = "I added `console.log` to trace the request."
ANY = "I typed the payload as `any` for now."
SLEEP_500 = "I put `Thread.sleep(500)` before the assertion."
DEBUG = "Should I add `#[derive(Debug)]` to the new structs?"
DECIMAL = "I used `Decimal` for the prices."
HTTP = "Option A: `requests`. Option B: `httpx`. Which?"
ECHO_CLI = "I used `click.echo` for the output. Should I do that everywhere?"
TOKIO = "I added `#[tokio::test]` to the new test. Should I use it for all of them?"
TRANSACTIONAL = "Should I add `@Transactional` to every service method?"
DONE = "Done:\n1. Added `retry()` to the client\n2. Bumped `axios` to 1.7"

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # the agent listed options, on lines of their own or as "A or B?", and the person picks one
    # with a reach
    ("numbered, 2 always that way", FAN_OUT, "2, and always do it that way",
     {(ADDS, "sync.WaitGroup", True)}),
    ("bulleted, the second our convention", SCHEMA, "the second one - that's our convention",
     {(ADDS, "yup", True)}),
    ("bulleted, the second we always use", PROPS, "the second - we always use that",
     {(ADDS, "type Props", True)}),
    ("lettered lines, option b everywhere", BUFFER, "option B everywhere",
     {(ADDS, "Bytes", True)}),
    ("bold options, 2 how we do it", PARSE, "option 2, that's how we do it here",
     {(ADDS, "#[derive(Deserialize)]", True)}),
    ("numbered, 1 the rule for new code", LOOP, "1 - and that's the rule for all new code",
     {(ADDS, "Promise.all", True)}),
    ("a or b, the first always", COLUMN, "the first one, always", {(ADDS, "TIMESTAMPTZ", True)}),
    ("parenthesised lines, a as a rule", MISSING, "a, as a rule",
     {(ADDS, "Optional<User>", True)}),
    ("a or b, the first in every script", STRICT_SH, "the first, in every script",
     {(ADDS, "set -euo pipefail", True)}),
    # the agent explained what it did with code terms, and the person refuses one as a rule
    ("retry wrapper, we don't", RETRY, "we don't do the retry wrapper thing here",
     {(AVOIDS, "withRetry()", True)}),
    ("the sleep, never poll instead", SLEEP, "never the sleep, poll instead",
     {(AVOIDS, "time.sleep", True)}),
    ("java sleep, no sleeps in tests ever", JAVA_SLEEP, "no sleeps in tests, ever",
     {(AVOIDS, "Thread.sleep", True)}),
    ("recover, never like that", RECOVER, "we never use recover like that",
     {(AVOIDS, "recover()", True)}),
    ("as any part, never", AS_ANY, "the as any part - never do that",
     {(AVOIDS, "as any", True)}),
    ("unsafe, no unsafe ever", UNSAFE, "no unsafe, ever", {(AVOIDS, "unsafe", True)}),
    ("nolock, never the hint", NOLOCK, "never the nolock hint", {(AVOIDS, "NOLOCK", True)}),
    ("eval bit, never again", EVAL, "the eval bit - never again", {(AVOIDS, "eval", True)}),
    # the agent asked to run a command, and the person answers with a standing no or yes
    ("audit, never with force", AUDIT, "never with --force",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("push, never force-push", FORCE_PUSH, "no, never force-push",
     {(NOT_RUN, "git push --force", True)}),
    ("apply, never with auto-approve", APPLY, "no, never with auto-approve",
     {(NOT_RUN, "terraform apply -auto-approve", True)}),
    ("prune, always ask before that", PRUNE, "always ask before that",
     {(NOT_RUN, "docker system prune -a", True)}),
    ("fmt, yes always", FMT, "yes, always", {(RUNS, "cargo fmt", True)}),
    ("xdist, always that way", XDIST, "yes, always run it that way",
     {(RUNS, "pytest -n auto", True)}),
    ("upgrade, never without asking", UPGRADE, "never without asking me",
     {(NOT_RUN, "alembic upgrade head", True)}),
    ("pip user, never with --user", PIP_USER, "never with --user, use the venv",
     {(NOT_RUN, "pip install --user", True)}),
    ("tidy, every time go.mod changes", TIDY, "yes, every time you touch go.mod",
     {(RUNS, "go mod tidy", True)}),
    # "match the existing style" after the agent named the code's way and its own
    ("echo, match the existing style always", ECHO, "match the existing style, always",
     {(ADDS, "echo.NewHTTPError", True)}),
    ("thiserror, like the others from now on", THISERROR, "do it like the others, from now on",
     {(ADDS, "thiserror", True)}),
    ("fixture, always the existing pattern", FIXTURE, "always follow the existing pattern",
     {(ADDS, "pytest.fixture", True)}),
    ("styled, like the others always", STYLED, "keep it like the others. always",
     {(ADDS, "styled-components", True)}),
    # a reply in another language to an English agent message
    ("unwrap, german never again", UNWRAP, "mach das nie wieder",
     {(AVOIDS, "unwrap()", True)}),
    ("console, french never", CONSOLE, "ne fais jamais ça", {(AVOIDS, "console.log", True)}),
    ("any, spanish never", ANY, "nunca uses eso", {(AVOIDS, "any", True)}),
    ("sleep, portuguese never in tests", SLEEP_500, "nunca faça isso nos testes",
     {(AVOIDS, "Thread.sleep", True)}),
    ("debug, german yes always", DEBUG, "ja, immer", {(ADDS, "#[derive(Debug)]", True)}),
    ("decimal, spanish always for money", DECIMAL, "sí, siempre para dinero",
     {(ADDS, "Decimal", True)}),
    ("http, french b always", HTTP, "B, toujours", {(ADDS, "httpx", True)}),
    # an answer that narrows the reach of what the agent asked to do everywhere
    ("click echo, just for the cli", ECHO_CLI, "just for the CLI", {(ADDS, "click.echo", True)}),
    ("tokio test, only the async ones", TOKIO, "only for the async ones",
     {(ADDS, "#[tokio::test]", True)}),
    ("transactional, only the writes", TRANSACTIONAL, "only on the ones that write",
     {(ADDS, "@Transactional", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # the same answers about this one time
    ("numbered, 2 for now", FAN_OUT, "2 for now"),
    ("bulleted, the second this time", SCHEMA, "the second one this time"),
    ("lettered lines, b here", BUFFER, "option B here"),
    ("audit, not with force this time", AUDIT, "not with --force this time"),
    ("fmt, yes this once", FMT, "yes, this once"),
    ("the sleep, not here", SLEEP, "skip the sleep here, poll instead"),
    ("echo, match it in this file", ECHO, "match the existing style in this file"),
    ("console, french this time", CONSOLE, "pas cette fois"),
    ("debug, german this time", DEBUG, "ja, diesmal schon"),
    ("decimal, portuguese just this once", DECIMAL, "só desta vez"),
    ("click echo, only in this command", ECHO_CLI, "only in this command"),
    # the agent's text pasted back
    ("numbered pasted", FAN_OUT, "> 1. `errgroup`\n> 2. `sync.WaitGroup`\nwhat's the difference?"),
    ("audit pasted", AUDIT, "> Should I run `npm audit fix --force`?\nwhat would it change?"),
    ("retry pasted", RETRY, "> I wrapped the call in `withRetry()`\nwhy?"),
    # the agent's message before last: the one answered names nothing
    ("options two messages back", "I updated the changelog.", "2, and always do it that way"),
    ("a command two messages back", "The build is green now.", "never with --force"),
    # several terms where the pointer picks none
    ("two sleeps, never the sleep", "I added `time.sleep(1)` in setup and `asyncio.sleep(0.5)` "
     "in the loop.", "never the sleep, poll instead"),
    ("two options, the third", FAN_OUT, "the third, always"),
    ("two flags, never with that flag", "Should I run `npm ci --legacy-peer-deps --force`?",
     "never with that flag"),
    ("two of the code's ways, like the others", "The older handlers use `A`, the newer `B`; I "
     "used `C`.", "do it like the others, always"),
    # refusals that are questions
    ("never with force asked", AUDIT, "never with --force?"),
    ("our convention asked", SCHEMA, "the second one - is that our convention?"),
    ("retry wrapper asked", RETRY, "do we do the retry wrapper thing here?"),
    ("ask before asked", PRUNE, "shouldn't you always ask before that?"),
    ("german always asked", DEBUG, "immer?"),
    # agreement with an explanation, no code proposed
    ("an explanation, our convention", "The build is slow because `webpack` rebuilds the "
     "vendor chunk every time.", "right, that's how it always is"),
    ("an explanation, yes always", "The test fails because `TZ` isn't set in CI.",
     "yes, always"),
    # the agent's list of what it did, no options
    ("a list of deeds, option 2 everywhere", DONE, "option 2 everywhere"),
    ("a list of deeds, 2 great", DONE, "2, great, thanks"),
    # the code's way named alone, nothing of the agent's
    ("only the agent's way, match the style", "I used `anyhow` in the new module.",
     "match the existing style, always"),
    # thanks, empty, code alone
    ("thanks", UNSAFE, "thanks, that works"),
    ("empty answer", FAN_OUT, ""),
    ("code alone", MISSING, "```java\nOptional<User> find(long id);\n```"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "everywhere" after a pick reaches as far as the change does, as after any deed; a place
    # of reach ("in every script") stretches a pick only beside a habit word; `set -euo
    # pipefail` picked is read as a command run, not a line the script holds.
    "lettered lines, option b everywhere", "a or b, the first in every script",
    # A term named by a word of it that opens the words, before a dash ("the as any part -
    # never do that"): the refusal after the dash points at the whole message, which names two.
    "as any part, never", "eval bit, never again",
    # A word of the language outside the words an answer is made of ("para dinero").
    "decimal, spanish always for money",
    # An answer that narrows where the agent's "everywhere?" holds ("just for the CLI", "only for
    # the async ones"): a yes with no yes said, whose reach is said by the agent's words.
    "click echo, just for the cli", "tokio test, only the async ones",
    "transactional, only the writes",
})


# One case per shape the reader was changed for, and near shapes that must give nothing or stay
# as they are: (name, the agent's message, the words, what they give).
TWO_SLEEPS = "I added `time.sleep(1)` in setup and `asyncio.sleep(0.5)` in the loop."
CACHE = "I added a `UserCache` in front of the query."

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # An answer in another language, wholly made of an answer's words, read as its English; a
    # word outside them, "not always", or this time, no rule.
    ("a german never again", UNWRAP, "mach das nie wieder", {(AVOIDS, "unwrap()", True)}),
    ("a french pick, always", HTTP, "B, toujours", {(ADDS, "httpx", True)}),
    ("a german not always", UNWRAP, "nicht immer", set()),
    ("a word outside an answer's", DECIMAL, "sí, siempre para dinero", set()),
    ("a french no this time", CONSOLE, "ne fais pas ça", {(AVOIDS, "console.log", False)}),
    ("a french pick for now", HTTP, "B, pour l'instant", set()),
    ("a german answer quoted", UNWRAP, "> mach das nie wieder", set()),
    # One term of several named by a word of it after "no", a verb of using, or "never the",
    # said for good; a word two terms carry, a verb after "never", a kind after "a", a no of
    # talk or for the work at hand, no rule.
    ("a word of one term", SLEEP, "never the sleep, poll instead",
     {(AVOIDS, "time.sleep", True)}),
    ("a word after no", JAVA_SLEEP, "no sleeps in tests, ever", {(AVOIDS, "Thread.sleep", True)}),
    ("a word of two terms", TWO_SLEEPS, "never the sleep", set()),
    ("a verb after never", SLEEP, "never sleep in tests", set()),
    ("a kind after a", CACHE, "we don't use a cache here", set()),
    ("a word before a noun of its own", CACHE, "no cache layers here", set()),
    ("the library's name, not the term's", "I stubbed the clock with `sinon.useFakeTimers()`.",
     "we never use sinon here", {(AVOIDS, "sinon", True)}),
    ("a word of one term, this PR", RETRY, "don't do the retry wrapper thing in this PR",
     set()),
    ("a word of talk after no", "I added `ProblemDetails` to the response.",
     "no problem, thanks", set()),
    # Asking first, said for good; next time, or "not without asking", no rule.
    ("always ask before that", PRUNE, "always ask before that",
     {(NOT_RUN, "docker system prune -a", True)}),
    ("never without asking", UPGRADE, "never without asking me",
     {(NOT_RUN, "alembic upgrade head", True)}),
    ("ask first next time", PRUNE, "ask me first next time", set()),
    ("not without asking", PRUNE, "not without asking me", set()),
    # Like the others: the code's way, as "match the existing style".
    ("like the others, from now on", THISERROR, "do it like the others, from now on",
     {(ADDS, "thiserror", True)}),
    ("like the others, this once", THISERROR, "do it like the others",
     {(ADDS, "thiserror", False)}),
    # Options lettered in parentheses on lines of their own; "that's the rule".
    ("lettered lines in parentheses", MISSING, "a, as a rule",
     {(ADDS, "Optional<User>", True)}),
    ("that's the rule", LOOP, "1 - that's the rule", {(ADDS, "Promise.all", True)}),
    ("that's the rule, of an explanation", "The linter fails because `gofmt` wasn't run on "
     "the file.", "yes, that's the rule", set()),
)

# The line the night writes for one rule of each shape: (name of an exchange, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("numbered, 1 the rule for new code", ["Use `Promise.all` for all new code."]),
    ("the sleep, never poll instead", ["Do not use `time.sleep`."]),
    ("java sleep, no sleeps in tests ever", ["Do not use `Thread.sleep` in tests."]),
    ("prune, always ask before that",
     ["Do not run `docker system prune -a` without asking first."]),
    ("thiserror, like the others from now on", ["Use thiserror."]),
    ("sleep, portuguese never in tests", ["Do not use `Thread.sleep` in the tests."]),
    ("http, french b always", ["Use `httpx`."]),
)


test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


test_each_rule_read_has_a_line_naming_its_term = lines_name_their_terms(EXCHANGES, KNOWN_MISSES)
