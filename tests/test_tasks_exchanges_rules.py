"""Durable rules whose terms are only in the agent's previous message, read with the answer, and
close exchanges that give nothing durable: a fourteenth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Go, Python, TypeScript, Rust, Java, Kotlin, C#, Swift, Ruby, PHP, Elixir, npm, git,
Docker), one block per shape of exchange:

- the agent proposes options (numbered, lettered, bulleted, "I could either X or Y", "X or
  Y?") and the person picks one AND makes it the rule ("the first, that's how we always do
  it", "b - make it the standard");
- the agent announces what it will do ("I'll mock the database with `sqlmock`") and the
  person refuses it as a rule ("no, we never mock the db, use the test container");
- the agent asks "should I also add X?" and the person answers "yes, every time", "always",
  "never, we don't do that here";
- the agent explains a choice it made and the person makes it the way ("that's the convention
  here, keep doing that", "good, make that the standard");
- "match what you did in X", "same as last time", after the agent named its earlier way.

A rule is read only where the person's words carry a rule's scope (always, never, from now on,
every, we, here, the convention, the standard, going forward). Beside them, close exchanges
that must give nothing durable: one-time consent, a pick with no rule, the person's question
back, a refusal of one file's change, sarcasm ("sure, always break the build"), "always" and
"never" in idioms and complaints, the agent's text quoted back, and a rule's words after an
agent message that names nothing.

It was measured before the reader was changed for it: exchanges read exactly 23/50, close
exchanges giving nothing durable 55/55; after: 44/50 and 55/55.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `LINES` holds the line the night writes for one
rule of each shape; `STANDING`, the standing preference one rule of each shape makes when said
once: its term is the agent's, and it says where it was said (the record, the folder) with the
agent's words that name the term where the person's words point at them.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.standing import preferences
from skillsleep.tasks.taskdata import Task

from helpers.first_sight import (
    gives_nothing_durable,
    lines_name_their_terms,
    reads_as_expected,
    writes_lines,
)
from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

# The agent's options.
PG = "I could either use `sqlx` or `pgx` directly. Which do you prefer?"
HTTP_CLIENT = "Two options:\n1. `httpx.AsyncClient`\n2. `aiohttp.ClientSession`\n\nWhich one?"
ERRORS = "a) return `Result<T, AppError>`\nb) return `anyhow::Result<T>`\n\nWhich do you want?"
STATE = "Option 1: `useReducer` in the component.\nOption 2: a `zustand` store.\nWhat do you think?"
EMPTY = ("I could either throw an `IllegalArgumentException` or return `Optional.empty()` "
         "when the id is unknown.")
DEADLINE = "1) `context.WithTimeout` on the request\n2) a `time.After` in a select\n\nWhich?"
BATCH = "I can iterate with `find_each` or with `all.each`. Which would you like?"
CLOCK = "Should I use `Carbon::now()` or `new DateTimeImmutable()` for the timestamps?"
COROUTINES = "Option A: wrap the test in `runBlocking`.\nOption B: use `runTest`.\n\nWhich one?"
ASYNC = "Two ways:\n1. `async void` event handler\n2. `async Task` and await it\n\nPreference?"
MAIN = "I could either hop with `DispatchQueue.main.async` or mark the type `@MainActor`."
CONFIG = "- `@Value` on each field\n- a `@ConfigurationProperties` class\n\nWhich do you prefer?"
# What the agent says it will do.
SQLMOCK = "I'll mock the database with `sqlmock` for these tests."
AXIOS = "I'm going to stub the HTTP calls with `nock` in the new spec."
DEAD = "Next I'll add `#[allow(dead_code)]` to silence the warnings."
NO_VERIFY = "The pre-commit hook is slow, so I'll commit with `git commit --no-verify`."
SUPPRESS = "Let me add `@SuppressWarnings(\"unchecked\")` to the method."
MONKEY = "I'll patch the clock with `monkeypatch.setattr` on the module."
PEERS = "I'll run `npm install --legacy-peer-deps` to get past the conflict."
REBASE = "I'm going to squash these with `git rebase -i HEAD~4`."
VOLUMES = "I'll reset the database with `docker compose down -v`."
SLEEP = "I'll add a `time.Sleep(2 * time.Second)` before the assertion."
# What the agent asks to add as well.
CHANGELOG = "Should I also add an entry to `CHANGELOG.md`?"
PARALLEL = "Should I also add `t.Parallel()` to the new tests?"
ESLINT = "Do you want me to also add `// eslint-disable-next-line` above that line?"
FUTURE = "Want me to add `from __future__ import annotations` at the top too?"
MIX = "Should I also run `mix format`?"
OVERRIDE = "Shall I add `@Override` on the implementations as well?"
OPENAPI = "Should I also update `openapi.yaml`?"
CONSOLE = "Should I also add a `console.error` in the catch block?"
FROZEN = "Should I add `# frozen_string_literal: true` to the new files too?"
# What the agent explains it chose.
JOIN = "I used `errors.Join` to combine the validation errors, so each one stays inspectable."
STRUCTLOG = "I went with `structlog` instead of the stdlib `logging` module for key-value output."
SATISFIES = "I used `satisfies` instead of a type annotation so the literal types are kept."
MONEY = "I chose `BigDecimal` for the amounts to avoid rounding errors."
SELECT = "I wrote the query with `select_related` to avoid the N+1."
READONLY = "I marked the constructor params `readonly`."
STRICT = "I added `declare(strict_types=1);` at the top of the new class."
# The agent's earlier way, named.
TENACITY = "In the payments service I used `tenacity` for the retries. Want the same here?"
AUTOGEN = "Last time I generated the migration with `alembic revision --autogenerate`. Same now?"
TABLE = "In `parser_test.go` I wrote them as table-driven tests with `t.Run`. Same for these?"
# Messages that name nothing.
DONE = "Done, all 42 tests pass."
WHY = "The build was slow because the cache was cold."

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # options, one picked and made the rule
    ("either, pgx stick with it", PG, "pgx, and stick with it from here on",
     {(ADDS, "pgx", True)}),
    ("numbered, the first how we always do it", HTTP_CLIENT,
     "go with the first, that's how we always do it", {(ADDS, "httpx.AsyncClient", True)}),
    ("lettered, a make it the rule", ERRORS, "a - make it the rule for every crate",
     {(ADDS, "Result<T, AppError>", True)}),
    ("option 2, the default for new features", STATE,
     "option 2 please, and that's the default for new features", {(ADDS, "zustand", True)}),
    ("either, the latter our house style", EMPTY, "the latter — that's our house style",
     {(ADDS, "Optional.empty()", True)}),
    ("numbered, #1 our standard", DEADLINE, "#1, and that's our standard",
     {(ADDS, "context.WithTimeout", True)}),
    ("or, the first the norm", BATCH, "the first one, and make that the norm",
     {(ADDS, "find_each", True)}),
    ("or, the first across the codebase", CLOCK,
     "the first, that's what we use across the codebase", {(ADDS, "Carbon::now()", True)}),
    ("option b, the standard for coroutine tests", COROUTINES,
     "B — that's the standard for coroutine tests here", {(ADDS, "runTest", True)}),
    ("numbered 2, never the first", ASYNC, "2. and never the first one, ever",
     {(ADDS, "async Task", True), (AVOIDS, "async void", True)}),
    ("either, the latter from here on", MAIN, "the latter, from here on",
     {(ADDS, "@MainActor", True)}),
    ("bulleted, the second for all config", CONFIG,
     "the second, and use that for all config going forward",
     {(ADDS, "@ConfigurationProperties", True)}),
    ("either, second one we always", PG, "second one. we always use that",
     {(ADDS, "pgx", True)}),
    ("numbered, 2 every time", HTTP_CLIENT, "2, every time",
     {(ADDS, "aiohttp.ClientSession", True)}),
    # an announced step refused as a rule
    ("sqlmock, we never mock the db", SQLMOCK, "no, we never mock the db, use the test container",
     {(AVOIDS, "sqlmock", True)}),
    ("nock, we don't stub http here", AXIOS, "please don't, we don't stub http calls here",
     {(AVOIDS, "nock", True)}),
    ("allow dead code, never silence", DEAD, "no — we never silence warnings that way",
     {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("no verify, never skip the hooks", NO_VERIFY, "don't. we never skip the hooks",
     {(NOT_RUN, "--no-verify", True)}),
    ("suppress, we never do that here", SUPPRESS, "please don't, we never do that here",
     {(AVOIDS, '@SuppressWarnings("unchecked")', True)}),
    ("monkeypatch, not in this codebase", MONKEY,
     "nope, we don't do that in this codebase, inject the clock",
     {(AVOIDS, "monkeypatch.setattr", True)}),
    ("legacy peers, never", PEERS, "no, never do that",
     {(NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("rebase, we don't rewrite history", REBASE, "don't, we don't do that here",
     {(NOT_RUN, "git rebase -i HEAD~4", True)}),
    ("down -v, never", VOLUMES, "never do that, it wipes everyone's data",
     {(NOT_RUN, "docker compose down -v", True)}),
    ("sleep, not in our tests ever", SLEEP, "no, we never do that in tests",
     {(AVOIDS, "time.Sleep", True)}),
    ("sqlmock, stop doing that", SQLMOCK, "stop doing that, we always use real databases",
     {(AVOIDS, "sqlmock", True)}),
    # "should I also add X?" answered for good
    ("changelog, yes every single time", CHANGELOG, "yes — every single time",
     {(EDITS, "CHANGELOG.md", True)}),
    ("parallel, yes in every test going forward", PARALLEL, "yes, in every test going forward",
     {(ADDS, "t.Parallel()", True)}),
    ("eslint disable, never we don't", ESLINT, "never, we don't do that here",
     {(AVOIDS, "// eslint-disable-next-line", True)}),
    ("future import, yes always include", FUTURE, "yes, always include that",
     {(ADDS, "from __future__ import annotations", True)}),
    ("mix format, yep each time", MIX, "yep, each time", {(RUNS, "mix format", True)}),
    ("override, of course always", OVERRIDE, "of course, always", {(ADDS, "@Override", True)}),
    ("openapi, whenever an endpoint changes", OPENAPI, "yes, every time you change an endpoint",
     {(EDITS, "openapi.yaml", True)}),
    ("console error, nah never", CONSOLE, "nah, we never do that here, use the logger",
     {(AVOIDS, "console.error", True)}),
    ("frozen literal, yes on all new files", FROZEN, "yes, on every new file",
     {(ADDS, "# frozen_string_literal: true", True)}),
    ("changelog, always as a rule", CHANGELOG, "always. that's the rule",
     {(EDITS, "CHANGELOG.md", True)}),
    ("parallel, please from now on", PARALLEL, "please do, and from now on without asking",
     {(ADDS, "t.Parallel()", True)}),
    # the agent's choice, made the way
    ("errors join, the convention keep doing", JOIN,
     "nice, that's the convention here, keep doing that", {(ADDS, "errors.Join", True)}),
    ("structlog, make that the standard", STRUCTLOG, "good, make that the standard",
     {(ADDS, "structlog", True), (AVOIDS, "logging", True)}),
    ("satisfies, how we want it everywhere", SATISFIES,
     "perfect, that's how we want it everywhere", {(ADDS, "satisfies", True)}),
    ("bigdecimal, our standard for money", MONEY, "right call, that's our standard",
     {(ADDS, "BigDecimal", True)}),
    ("select related, do that going forward", SELECT, "great, please do that going forward",
     {(ADDS, "select_related", True)}),
    ("readonly, do that from here on out", READONLY, "good, do that from here on out",
     {(ADDS, "readonly", True)}),
    ("strict types, our default now", STRICT, "love it, that's our default now",
     {(ADDS, "declare(strict_types=1);", True)}),
    ("errors join, the way we do it", JOIN, "yes, that's the way we do it",
     {(ADDS, "errors.Join", True)}),
    ("bigdecimal, always do that", MONEY, "good, always do that", {(ADDS, "BigDecimal", True)}),
    # the agent's earlier way, matched for good
    ("tenacity, match what you did for all services", TENACITY,
     "yes, match what you did there, for every service", {(ADDS, "tenacity", True)}),
    ("autogenerate, same as last time every time", AUTOGEN,
     "same as last time, and every time after that",
     {(RUNS, "alembic revision --autogenerate", True)}),
    ("table tests, same always", TABLE, "same, always", {(ADDS, "t.Run", True)}),
    ("tenacity, same as before from now on", TENACITY, "same as before, from now on",
     {(ADDS, "tenacity", True)}),
    ("table tests, the way we always", TABLE, "yes, that's how we always write them",
     {(ADDS, "t.Run", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # one-time consent
    ("parallel, yes do it", PARALLEL, "yes do it"),
    ("changelog, sure go ahead", CHANGELOG, "sure, go ahead"),
    ("mix format, this once", MIX, "yes, just this once"),
    ("override, not this time", OVERRIDE, "not this time"),
    ("openapi, for this pr only", OPENAPI, "yes, but only for this PR"),
    # a pick with no rule
    ("either, pgx", PG, "pgx"),
    ("numbered, the first please", HTTP_CLIENT, "the first please"),
    ("lettered, a for now", ERRORS, "a for now"),
    ("or, let's try 2", CLOCK, "the old code always did the first, but let's try the second"),
    ("never mind, option 2", STATE, "never mind, go with 2"),
    ("i always forget, 2", ASYNC, "I always forget which is which. 2"),
    # the person's question back
    ("should we always", PARALLEL, "should we always do that?"),
    ("is that the standard", STRUCTLOG, "is that the standard?"),
    ("why sqlmock", SQLMOCK, "why sqlmock and not a container? do we never use those?"),
    ("always asked", MIX, "always?"),
    ("hypothetical always", HTTP_CLIENT, "if we always used the first, would it be faster?"),
    # a refusal of one file's change
    ("dead code, not in parser.rs", DEAD, "not in parser.rs, leave that file alone"),
    ("suppress, not on this method", SUPPRESS, "no, don't do it on this method"),
    ("sqlmock, not for these", SQLMOCK, "no, not for these tests"),
    # sarcasm
    ("no verify, sure always break the build", NO_VERIFY, "sure, always break the build"),
    ("sqlmock, oh sure mock everything", SQLMOCK, "oh sure, let's always mock everything /s"),
    ("sleep, yeah great idea", SLEEP, "yeah, let's never run the tests either, great idea"),
    # always/never in idioms and complaints
    ("never seen that", MAIN, "never seen that second one before, but ok, the first"),
    ("every time it fails", PEERS, "every time I try that it fails, so skip it"),
    ("always the same", ERRORS, "always the same with this crate... fine, b"),
    ("we never got it working", CONFIG, "we never got the second one working, use the first"),
    # the agent's text quoted back
    ("sqlmock quoted", SQLMOCK,
     "> I'll mock the database with `sqlmock`\nhow long would that take?"),
    ("options quoted", HTTP_CLIENT, "> 1. `httpx.AsyncClient`\nis this one maintained?"),
    # a rule's words after a message that names nothing
    ("nothing named, we never mock", DONE, "we never mock the db"),
    ("nothing named, keep doing that", WHY, "good, keep doing that"),
    ("nothing named, same as last time", DONE, "same as last time, always"),
    ("nothing named, the standard", WHY, "make that the standard"),
    # an explanation agreed with, no rule
    ("errors join, nice", JOIN, "nice, thanks"),
    ("bigdecimal, keep going", MONEY, "good, keep going"),
    # the team's way named as it is elsewhere, or asked
    ("convention asked", JOIN, "is that the convention here?"),
    ("convention of the old repo", JOIN, "that was the convention in the old repo"),
    ("convention of another service", JOIN, "that's the convention in the other service"),
    ("a setting's default", "I left `timeout` at 30 seconds.", "that's the default"),
    ("the standard library asked", MONEY, "that's the standard library one, right?"),
    ("standard behaviour", MONEY, "that's the standard behaviour"),
    ("the linter's standard", JOIN, "the linter says that's the standard"),
    ("how it was done in the old code", JOIN, "that's how we did it in the old code"),
    ("how we want it, this change", JOIN, "that's how we want it"),
    ("praise alone", JOIN, "good call"),
    ("their convention", JOIN, "nice one. that's the convention in their repo though"),
    ("our default asked", STRICT, "that's our default?"),
    ("what we used in the old codebase", CLOCK,
     "the first, that's what we used across the old codebase"),
    # "the same?" answered for now, or with no deed of code before it
    ("same as before, for now", TENACITY, "match what you did there for now"),
    ("same, for now", TABLE, "same for now"),
    ("same problem", TENACITY, "same problem as before"),
    ("a report, same always", "I ran the tests and they fail the same way. Same here?",
     "same, always"),
    ("a breakage, same always", "The build broke again. Same as yesterday?", "same, always"),
    # a letter before a dash, and no pick
    ("a letter and a question", HTTP_CLIENT, "A - I don't know, what's the difference?"),
    ("a letter, not sure", ERRORS, "a - not sure yet"),
    # a complaint with a habit's words
    ("every single time, a complaint", CHANGELOG, "ugh, every single time"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A pick and a ban of the option not picked, in one answer: the ban of "the first one" is
    # read, the pick stays one of this task (the ban is the rule said).
    "numbered 2, never the first",
    # Faking by a verb of its own ("stub"), said of the agent's plan whose means ("with
    # `nock`") no verb of taking code in points at.
    "nock, we don't stub http here",
    # "stop doing that" of a plan not yet carried out.
    "sqlmock, stop doing that",
    # A choice of one thing instead of another, told as done: two code terms, and "that" picks
    # neither.
    "structlog, make that the standard",
    # "every time after that": a word of time the yes is not made of.
    "autogenerate, same as last time every time",
    # The deed offered again reads as no clause of code ("write them as table-driven tests
    # with `t.Run`").
    "table tests, same always",
})


# The line the night writes for one rule of each shape: (name of an exchange, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("lettered, a make it the rule", ["Use `Result<T, AppError>` for every crate."]),
    ("numbered, the first how we always do it", ["Use `httpx.AsyncClient`."]),
    ("errors join, the convention keep doing", ["Use `errors.Join`."]),
    ("strict types, our default now", ["Use `declare(strict_types=1);`."]),
    ("tenacity, same as before from now on", ["Use `tenacity` for the retries."]),
    ("rebase, we don't rewrite history", ["Do not run `git rebase -i HEAD~4`."]),
    ("changelog, yes every single time",
     ["Also update `CHANGELOG.md` as part of the change."]),
)


test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 50 and len(NOTHING) >= 50
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_rule_read_has_a_line_naming_its_term = lines_name_their_terms(EXCHANGES, KNOWN_MISSES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


# One rule of each shape, said once: (name of an exchange, the term the preference holds, words of
# the agent's message its quote must carry, or "" when the person's words alone are quoted).
STANDING: tuple[tuple[str, str, str], ...] = (
    ("lettered, a make it the rule", "Result<T, AppError>", "`Result<T, AppError>`"),
    ("changelog, yes every single time", "CHANGELOG.md", "`CHANGELOG.md`"),
    ("tenacity, same as before from now on", "tenacity", "I used `tenacity`"),
    ("errors join, the convention keep doing", "errors.Join", ""),
    ("rebase, we don't rewrite history", "git rebase -i HEAD~4", ""),
)


@pytest.mark.parametrize(("name", "term", "agents"), STANDING, ids=[r[0] for r in STANDING])
def test_the_standing_preference_holds_the_agents_term_and_where_it_was_said(
        name: str, term: str, agents: str) -> None:
    reply, words = next((r[1], r[2]) for r in EXCHANGES if r[0] == name)
    origin = Origin("claude-code", "s1", "r7")
    task = Task(id="t1", request="fix the flaky job", harness="claude-code", session_id="s1",
                project="/work/shop", time="2026-03-01T09:00:00",
                judges=derive([Quote(words, origin, reply=reply)]), origin=origin)
    [pref] = preferences([task])
    assert pref.judge.durable and pref.judge.key_terms()[0] == term
    assert pref.origins == [origin] and pref.project == "/work/shop"
    assert words in pref.judge.quote and agents in pref.judge.quote
