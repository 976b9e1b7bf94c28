"""Rules taken up from the agent's message with a reach of the person's own, and close answers
that give nothing durable: a first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Rust, Go, Python, TypeScript, Java, SQL, shell, React): a go-ahead of what the agent did,
or a rule taken from its deed, with where it holds ("do that on every new field", "keep doing
that in all the handlers", "from now on do that in tests", "that's how we want it for every
public function"); a refusal with a reach ("never in production code", "not in the tests,
ever", "we never do that in the public API", "never do that in a controller"); a purpose ("do
that for money", "do that whenever you log errors"). The check holds where the reach says (a
construct, a place, a purpose, as the person's own words would give it) and the line says it:
"Use `#[serde(default)]` on every new field.", never "Use `#[serde(default)]`.". Beside them,
close answers that give nothing durable: a reach that is the work at hand ("do that in this
file", "in this PR too", "in the other handlers as well"), "everywhere" after what the agent did
(as far as the change reaches), a reach in a question, someone else's code or words, the agent's
words pasted back, two terms to point at, and empty, code-only and agent-less answers.

It was measured before the reader was changed for it: exchanges read exactly 9/36, close
answers giving nothing durable 24/25; after: 27/36 and 25/25. Seven expectations were set right
after the first run: a plain word of code is written bare in a line ("Use Decimal for money.",
"Do not use eval in the API layer.", as for any rule), and a call turned down for good is the
call, whatever its arguments (`Thread.sleep`, not `Thread.sleep(500)`).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must stay as they are.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, check_read, check_whole, durable_lines

Lines = set[tuple[str, str, str]]

SERDE = "I put `#[serde(default)]` on the new field so old configs still load."
TIMEOUT = "I added `context.WithTimeout` to the handler."
RAISES = "I used `pytest.raises` for the error case."
UNWRAP = "I used `unwrap()` on the parse result."
LOG_EXC = "I passed `exc_info=True` to the logger call."
TX = "I wrapped the query in `db.transaction()`."
PANIC = "I used `panic!` when the config file is missing."


def _lines(words: str, reply: str) -> Lines:
    return {(kind, term, line) for kind, term, line in durable_lines(words, reply)}


# (name, the agent's message, the person's answer, every durable line it gives)
EXCHANGES: tuple[tuple[str, str, str, Lines], ...] = (
    # a go-ahead of the agent's deed, with where it holds from now on
    ("serde, every new field", SERDE, "good, do that on every new field",
     {(ADDS, "#[serde(default)]", "Use `#[serde(default)]` on every new field.")}),
    ("timeout, every new endpoint", TIMEOUT, "do that for every new endpoint",
     {(ADDS, "context.WithTimeout", "Use `context.WithTimeout` for every new endpoint.")}),
    ("timeout, all the handlers", TIMEOUT, "keep doing that in all the handlers",
     {(ADDS, "context.WithTimeout", "Use `context.WithTimeout` in all the handlers.")}),
    ("raises, in tests from now on", RAISES, "from now on do that in tests",
     {(ADDS, "pytest.raises", "Use `pytest.raises` in tests.")}),
    ("parallel, always in the table tests", "I called `t.Parallel()` at the top of the new "
     "test.", "yes, and always in the table tests",
     {(ADDS, "t.Parallel()", "Use `t.Parallel()` in the table tests.")}),
    ("must_use, every public function", "I added `#[must_use]` to the builder method.",
     "that's how we want it for every public function",
     {(ADDS, "#[must_use]", "Use `#[must_use]` for every public function.")}),
    ("frozen, all config classes", "I made the config a `@dataclass(frozen=True)`.",
     "do that for all the config classes",
     {(ADDS, "@dataclass(frozen=True)", "Use `@dataclass(frozen=True)` for all the config "
       "classes.")}),
    ("transaction, in the migrations", TX, "keep doing that in the migrations",
     {(ADDS, "db.transaction()", "Use `db.transaction()` in the migrations.")}),
    ("errors.Is, every handler", "I used `errors.Is` to compare the error.",
     "yes, do that in every handler from now on",
     {(ADDS, "errors.Is", "Use `errors.Is` in every handler.")}),
    ("Instant, all new services", "I switched the timestamps to `Instant`.",
     "great, use that in all the new services",
     {(ADDS, "Instant", "Use `Instant` in all the new services.")}),
    ("readonly, the React components", "I added `readonly` to the props interface.",
     "always do that in the React components",
     {(ADDS, "readonly", "Use readonly in the React components.")}),
    ("if not exists, every migration", "I added `IF NOT EXISTS` to the `CREATE TABLE`.",
     "do that in every migration",
     {(ADDS, "IF NOT EXISTS", "Use `IF NOT EXISTS` in every migration.")}),
    ("pipefail, all the shell scripts", "I added `set -euo pipefail` at the top of the script.",
     "do that in all the shell scripts",
     {(ADDS, "set -euo pipefail", "Use `set -euo pipefail` in all the shell scripts.")}),
    ("exc_info, whenever you log an exception", LOG_EXC, "do that whenever you log an exception",
     {(ADDS, "exc_info=True", "Use `exc_info=True` whenever you log an exception.")}),
    ("slog, whenever you log errors", "I used `slog.Error` with the request id.",
     "do that whenever you log errors",
     {(ADDS, "slog.Error", "Use `slog.Error` whenever you log errors.")}),
    ("Decimal, for money", "I used `Decimal` for the order total.", "do that for money, always",
     {(ADDS, "Decimal", "Use Decimal for money.")}),
    ("derive debug, every public struct", "I put `#[derive(Debug)]` on the new struct.",
     "do that on every public struct",
     {(ADDS, "#[derive(Debug)]", "Use `#[derive(Debug)]` on every public struct.")}),
    ("transactional, all service methods", "I added `@Transactional` to the service method.",
     "keep doing that on all service methods",
     {(ADDS, "@Transactional", "Use `@Transactional` on all service methods.")}),
    ("timeout handler, every new route", "I wrapped the handler in `http.TimeoutHandler`.",
     "from now on, do the same for every new route",
     {(ADDS, "http.TimeoutHandler", "Use `http.TimeoutHandler` for every new route.")}),
    ("useMemo, in the components", "I used `useMemo` for the filtered list.",
     "keep doing that in the components",
     {(ADDS, "useMemo", "Use `useMemo` in the components.")}),
    ("structlog, every service", "I set up `structlog` for the new module.",
     "that's how we want it in every service",
     {(ADDS, "structlog", "Use `structlog` in every service.")}),
    ("cascade, every foreign key", "I added `ON DELETE CASCADE` to the foreign key.",
     "do that on every foreign key going forward",
     {(ADDS, "ON DELETE CASCADE", "Use `ON DELETE CASCADE` on every foreign key.")}),
    ("freeze, in tests always", "I froze the clock with `freezegun` in that test.",
     "always do that in the tests",
     {(ADDS, "freezegun", "Use freezegun in the tests.")}),
    # a refusal of the agent's deed, with where it holds
    ("unwrap, never in production code", UNWRAP, "never in production code",
     {(AVOIDS, "unwrap()", "Do not use `unwrap()` in production code.")}),
    ("unwrap, not in the tests ever", UNWRAP, "not in the tests, ever",
     {(AVOIDS, "unwrap()", "Do not use `unwrap()` in the tests.")}),
    ("unwrap, never in the public API", UNWRAP, "we never do that in the public API",
     {(AVOIDS, "unwrap()", "Do not use `unwrap()` in the public API.")}),
    ("console.log, never in server code", "I used `console.log` to trace the request.",
     "don't do that in the server code, ever",
     {(AVOIDS, "console.log", "Do not use `console.log` in the server code.")}),
    ("sleep, never in a controller", "I called `time.Sleep` in the reconcile loop.",
     "never do that in a controller",
     {(AVOIDS, "time.Sleep", "Do not use `time.Sleep` in a controller.")}),
    ("select star, never in views", "I used `SELECT *` in the report query.",
     "we never do that in views",
     {(AVOIDS, "SELECT *", "Do not use `SELECT *` in views.")}),
    ("any, never in the shared types", "I typed the payload as `any` for now.",
     "never in the shared types",
     {(AVOIDS, "any", "Do not use `any` in the shared types.")}),
    ("panic, never in library code", PANIC, "no, never do that in library code",
     {(AVOIDS, "panic!", "Do not use `panic!` in library code.")}),
    ("float, never for money", "I used `float` for the price.", "never do that for money",
     {(AVOIDS, "float", "Do not use float for money.")}),
    ("print, never in handlers", "I used `print` for the debug output.",
     "don't ever do that in handlers",
     {(AVOIDS, "print", "Do not use print in handlers.")}),
    ("eval, never in the API layer", "I used `eval` to parse the expression.",
     "never do that in the API layer",
     {(AVOIDS, "eval", "Do not use eval in the API layer.")}),
    ("innerHTML, never in components", "I set `innerHTML` to render the snippet.",
     "we don't do that in components, ever",
     {(AVOIDS, "innerHTML", "Do not use `innerHTML` in components.")}),
    ("thread.sleep, never in tests", "I added `Thread.sleep(500)` to wait for the consumer.",
     "never do that in tests",
     {(AVOIDS, "Thread.sleep", "Do not use `Thread.sleep` in tests.")}),
)

# (name, the agent's message, the person's answer): close answers that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # the reach is the work at hand
    ("in this file", SERDE, "do that in this file"),
    ("in this PR too", TIMEOUT, "do that in this PR too"),
    ("in these handlers", TIMEOUT, "do that in these handlers too"),
    ("the other field too", SERDE, "do that on the other new field too"),
    ("the test below", RAISES, "do that in the test below as well"),
    ("the other handlers as well", TIMEOUT, "do the same in the other handlers as well"),
    ("not in this function", UNWRAP, "not in this function"),
    ("for now, in the handlers", TIMEOUT, "for now, do that in the handlers"),
    ("that field, for now", SERDE, "just on that field for now"),
    # everywhere, as the change's own reach
    ("everywhere", TIMEOUT, "do that everywhere"),
    ("the same everywhere", TX, "do the same everywhere"),
    # a reach in a question
    ("every new endpoint asked", TIMEOUT, "should we do that for every new endpoint?"),
    ("every new field asked", SERDE, "do we want that on every new field?"),
    ("production code asked", UNWRAP, "never in production code?"),
    ("in production asked", UNWRAP, "is that ok in production code?"),
    ("why in all handlers", TIMEOUT, "why did you do that in all the handlers?"),
    # someone else's code or words
    ("another team's handlers", TIMEOUT, "the payments team does that in all their handlers"),
    ("a vendored crate's API", UNWRAP, "the vendored crate does that in its public API"),
    ("a colleague's rule", UNWRAP, "sam says we never do that in the public API"),
    # the agent's words pasted, two terms, nothing to point at, empty, code alone
    ("pasted back", SERDE, "> I put `#[serde(default)]` on the new field\nwhy on every new "
     "field?"),
    ("two terms", "I added `#[serde(default)]` and `#[serde(rename_all = \"camelCase\")]` to the "
     "struct.", "do that on every new struct"),
    ("no agent message", "", "do that on every new field"),
    ("no term in the message", "I fixed the handler.", "do that in all the handlers"),
    ("empty answer", SERDE, ""),
    ("code alone", SERDE, "```rust\n#[serde(default)]\npub retries: u32,\n```"),
    ("thanks", TIMEOUT, "thanks, that works in the handlers too"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # What the agent did, told with a verb the reader does not take as doing something with
    # the code ("made the config a ...", "set up ..."), a snippet read as a command run, and two
    # code terms in the agent's sentence: what "that" points at is not plain. ("I set
    # `innerHTML`" is read since the eleventh round.)
    "frozen, all config classes", "structlog, every service",
    "pipefail, all the shell scripts", "if not exists, every migration",
    # A value passed, said of a moment ("whenever you log an exception"), a plain word of code
    # written in backticks where the line writes it bare ("all the new services" is read since
    # the twelfth round, as a go-ahead with no pointer, "yes, and always in ...", is), and
    # "don't do that ..., ever" kept to the task.
    "exc_info, whenever you log an exception",
    "Instant, all new services", "console.log, never in server code",
})


@pytest.mark.parametrize(("name", "reply", "words", "expected"), EXCHANGES,
                         ids=[n for n, _, _, _ in EXCHANGES])
def test_a_rule_from_the_agents_message_keeps_its_reach(name: str, reply: str, words: str,
                                                        expected: Lines) -> None:
    got = _lines(words, reply)
    check_read(name, got, expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words"), NOTHING, ids=[n for n, _, _ in NOTHING])
def test_a_close_answer_gives_nothing_durable(name: str, reply: str, words: str) -> None:
    check_read(name, {(k, t, True) for k, t, _ in _lines(words, reply)}, set(), KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


# One case per shape the reader was changed for, and near shapes: (name, the agent's message,
# the words, every durable line they give).
SHAPES: tuple[tuple[str, str, str, Lines], ...] = (
    # the reach after the pointer, read as after the code
    ("a pointer, then each of a kind", "I added `@NonNull` to the parameter.",
     "do that on each public method",
     {(ADDS, "@NonNull", "Use `@NonNull` on each public method.")}),
    ("a team's refusal, then a part", "I used `Console.WriteLine` to trace it.",
     "we never do that in the domain layer",
     {(AVOIDS, "Console.WriteLine", "Do not use `Console.WriteLine` in the domain layer.")}),
    ("a bare refusal, then a kind", "I used `!important` on the button style.",
     "never in components",
     {(AVOIDS, "!important", "Do not use `!important` in components.")}),
    ("code wrapped in it", "I wrapped the call in `retry.Do`.",
     "keep doing that in all the clients",
     {(ADDS, "retry.Do", "Use `retry.Do` in all the clients.")}),
    # in the person's own words, "on every" a kind is the reach as well; "on every push" is when
    ("own words, on every new field", "", "always use `#[serde(default)]` on every new field",
     {(ADDS, "#[serde(default)]", "Use `#[serde(default)]` on every new field.")}),
    # near shapes: a pointer with a noun of its own, the things at hand, another's, everywhere
    ("that flag, no reach", "I ran `./deploy.sh --skip-tests`.", "never use that flag",
     {("does_not_run", "./deploy.sh --skip-tests", "Do not run `./deploy.sh --skip-tests`.")}),
    ("a bare refusal of this function", UNWRAP, "never in this function", set()),
    ("not in tests, no word for good", UNWRAP, "not in tests", set()),
    ("in their handlers", TIMEOUT, "keep doing that in their handlers", set()),
    ("the other services", "I used `structlog` in the new module.",
     "do that in the other services too", set()),
    ("everywhere after a deed", "I added `t.Cleanup` to the test.", "do that everywhere", set()),
    ("everywhere from now on", "I added `t.Cleanup` to the test.",
     "do that everywhere from now on", {(ADDS, "t.Cleanup", "Use `t.Cleanup`.")}),
    ("everywhere after an offer", "I'd suggest `zod` for the request bodies.",
     "agreed, use that everywhere", {(ADDS, "zod", "Use zod.")}),
)


@pytest.mark.parametrize(("name", "reply", "words", "expected"), SHAPES,
                         ids=[n for n, _, _, _ in SHAPES])
def test_each_shape_read_for_the_batch_and_its_near_shapes(name: str, reply: str, words: str,
                                                           expected: Lines) -> None:
    assert _lines(words, reply) == expected
