"""A ban or a rule said of a place in the code the reader has no kind for keeps that place in
its line.

A first-sight batch, written from how developers keep a ban or a rule to a place in the code
across Go, Rust, C++, Python, TypeScript, Java, SQL and shell: one of a kind ("in an operator",
"inside a signal handler", "in a celery task", "in a view definition"), a kind in the plural
with its words ("in stored procedures", "in exported signatures"), the place opening the
sentence ("In reconcilers, never ..."), as the subject of the ban ("Reconcilers must never
..."), or said "from" or "on" one of a kind. The reader's list of kinds of code cannot hold
every name people give a part of their code; a line written without the place bans the code
everywhere, wider than the person said. So each case names the place its lines must keep, and
no durable line of the batch may leave it out.

Measured before the reader was changed: rules (`RULES`) read exactly 16/40 and written wider
than said 22/40; standing rules with a habit word (`STANDING`) 1/17 and 14/17; look-alikes
16/16. (As first written the table expected a line of the 16 rules said with a bare "no",
"don't" or "avoid", and of one look-alike, "no `time.sleep` in async code": the reader holds
those to their task wherever they are said, so the table was set to nothing for them, the first
figure on the first table being 0/40 exact, 22/40 wider, and `STANDING` was written then, before
it was run, to say the same shape as standing rules. On the reader that reads "in a signal
handler" and "in an HTTP middleware" as a kind with the word that narrows it, the rules read
18/40 and 20/40 wider.) After: 37/40 and 0/40, 15/17 and 1/17, 16/16. A place said right after
the term of any name, with an article or as a kind in the plural, is the rule's reach and said
in its line as typed; so is one opening the sentence before a comma, and a kind in the plural as
the subject of a ban; a kind the reader knows said with more words ("in a view definition") is
said whole; a place said right after the rule's own term that its line still leaves out (said
"from" one of a kind) keeps the rule to its task. Not a place: the whole project, a time, a
manner or a case ("in a hurry", "in any case", "in other words", "in general"), and the things
at hand.

The cases the reader still does not read are in `KNOWN_MISSES`: each gives nothing durable but
one, in `KNOWN_WIDER`, still written wider than said ("on a record" after a ban, where the
reader already writes "never set `X` on a window" as a ban of the code).
"""

from __future__ import annotations

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    check_read,
    check_whole,
    durable_lines,
    wider_than_said,
)

Lines = set[tuple[str, str, str]]

# name, words, the place said, every durable line they must give (kind, term, line).
RULES: tuple[tuple[str, str, str, Lines], ...] = (
    # Go
    ("go sleep in an operator", "never use `time.Sleep` in an operator",
     "in an operator", {(AVOIDS, "time.Sleep", "Do not use `time.Sleep` in an operator.")}),
    ("go log.Fatal in a library package", "never call `log.Fatal` in a library package",
     "in a library package",
     {(AVOIDS, "log.Fatal", "Do not use `log.Fatal` in a library package.")}),
    ("go init in a plugin", "don't use `init()` in a plugin",
     "in a plugin", set()),
    ("go background context inside a request scope",
     "never use `context.Background()` inside a request scope", "inside a request scope",
     {(AVOIDS, "context.Background()",
       "Do not use `context.Background()` inside a request scope.")}),
    ("go interface{} in exported signatures", "no `interface{}` in exported signatures",
     "in exported signatures",
     set()),
    ("go panic in an http middleware", "we never `panic` in an HTTP middleware",
     "in an HTTP middleware", {(AVOIDS, "panic", "Do not use `panic` in an HTTP middleware.")}),
    # Rust
    ("rust unwrap in a build script", "never use `unwrap()` in a build script",
     "in a build script", {(AVOIDS, "unwrap()", "Do not use `unwrap()` in a build script.")}),
    ("rust println in a proc macro", "no `println!` in a proc macro",
     "in a proc macro", set()),
    ("rust block_on in an async fn", "never call `block_on` inside an async fn",
     "inside an async fn", {(AVOIDS, "block_on", "Do not use `block_on` inside an async fn.")}),
    ("rust expect in trait impls", "don't use `expect` in trait impls",
     "in trait impls", set()),
    # C++
    ("cpp cout in a signal handler", "never use `std::cout` in a signal handler",
     "in a signal handler",
     {(AVOIDS, "std::cout", "Do not use `std::cout` in a signal handler.")}),
    ("cpp auto in public interfaces", "no `auto` in public interfaces",
     "in public interfaces", set()),
    ("cpp new in a destructor", "avoid `new` inside a destructor",
     "inside a destructor", set()),
    ("cpp exceptions in header-only code", "never use `std::regex` in header-only libraries",
     "in header-only libraries",
     {(AVOIDS, "std::regex", "Do not use `std::regex` in header-only libraries.")}),
    # Python
    ("py print in a celery task", "never call `print` in a celery task",
     "in a celery task", {(AVOIDS, "print", "Do not use `print` in a celery task.")}),
    ("py global in a class body", "don't use `global` inside a class body",
     "inside a class body", set()),
    ("py now in pydantic validators", "avoid `datetime.now()` in pydantic validators",
     "in pydantic validators",
     set()),
    ("py requests in a signal receiver", "never use `requests` in a Django signal receiver",
     "in a Django signal receiver",
     {(AVOIDS, "requests", "Do not use `requests` in a Django signal receiver.")}),
    ("py breakpoint in conftest", "no `breakpoint()` in pytest plugins",
     "in pytest plugins", set()),
    # TypeScript
    ("ts any in a type guard", "never use `any` in a type guard",
     "in a type guard", {(AVOIDS, "any", "Do not use `any` in a type guard.")}),
    ("ts console in a service worker", "no `console.log` in a service worker",
     "in a service worker",
     set()),
    ("ts await in a forEach callback", "no `await` inside a `forEach` callback",
     "inside a `forEach` callback",
     set()),
    ("ts window in getServerSideProps", "never touch `window` in server actions",
     "in server actions", {(AVOIDS, "window", "Do not use `window` in server actions.")}),
    ("ts localStorage in a selector", "don't read `localStorage` in a selector",
     "in a selector", set()),
    # Java
    ("java println in a JPA entity", "never use `System.out.println` in a JPA entity",
     "in a JPA entity",
     {(AVOIDS, "System.out.println", "Do not use `System.out.println` in a JPA entity.")}),
    ("java sleep in a Spring bean", "never call `Thread.sleep` in a Spring bean",
     "in a Spring bean", {(AVOIDS, "Thread.sleep", "Do not use `Thread.sleep` in a Spring bean.")}),
    ("java Optional in DTOs", "no `Optional` in DTOs",
     "in DTOs", set()),
    ("java synchronized in an entity listener", "avoid `synchronized` in entity listeners",
     "in entity listeners",
     set()),
    # SQL
    ("sql select star in a view definition", "never use `SELECT *` in a view definition",
     "in a view definition",
     {(AVOIDS, "SELECT *", "Do not use `SELECT *` in a view definition.")}),
    ("sql drop in a down migration", "no `DROP TABLE` in a down migration",
     "in a down migration", set()),
    ("sql nolock in stored procedures", "never use `NOLOCK` in stored procedures",
     "in stored procedures", {(AVOIDS, "NOLOCK", "Do not use `NOLOCK` in stored procedures.")}),
    ("sql commit inside a trigger", "never put `COMMIT` inside a trigger",
     "inside a trigger", {(AVOIDS, "COMMIT", "Do not use `COMMIT` inside a trigger.")}),
    # shell
    ("sh sudo in an install script", "no `sudo` inside an install script",
     "inside an install script", set()),
    ("sh exit in a sourced script", "never call `exit` in a sourced script",
     "in a sourced script", {(AVOIDS, "exit", "Do not use `exit` in a sourced script.")}),
    ("sh set -x in completion scripts", "never use `set -x` in completion scripts",
     "in completion scripts", {(AVOIDS, "set -x", "Do not use `set -x` in completion scripts.")}),
    # the place said otherwise than right after the term
    ("opening the sentence", "In reconcilers, never call `time.Sleep`.",
     "in reconcilers", {(AVOIDS, "time.Sleep", "Do not use `time.Sleep` in reconcilers.")}),
    ("as the subject", "Reconcilers must never call `time.Sleep`.",
     "reconcilers", {(AVOIDS, "time.Sleep", "Do not use `time.Sleep` in reconcilers.")}),
    ("a bare term, a place", "never call os.Exit in a cobra command",
     "in a cobra command", {(AVOIDS, "os.Exit", "Do not use `os.Exit` in a cobra command.")}),
    ("an ask with a place", "always use `t.Cleanup` in table-driven subtests",
     "in table-driven subtests",
     {(ADDS, "t.Cleanup", "Use `t.Cleanup` in table-driven subtests.")}),
    ("from a place", "never return `null` from a mapper",
     "from a mapper", {(AVOIDS, "null", "Do not use `null` from a mapper.")}),
)

# The same shape said as a standing rule with a habit word, written after the first run showed
# that a bare "no X", "don't" or "avoid" is an ask of the task wherever it is said.
STANDING: tuple[tuple[str, str, str, Lines], ...] = (
    ("go recover in a worker pool", "never use `recover()` in a worker pool",
     "in a worker pool", {(AVOIDS, "recover()", "Do not use `recover()` in a worker pool.")}),
    ("go globals in table tests", "we never use `os.Setenv` in parallel subtests",
     "in parallel subtests",
     {(AVOIDS, "os.Setenv", "Do not use `os.Setenv` in parallel subtests.")}),
    ("rust Rc in a Send future", "never use `Rc` inside a spawned task",
     "inside a spawned task", {(AVOIDS, "Rc", "Do not use `Rc` inside a spawned task.")}),
    ("rust dbg in library crates' macros", "never use `dbg!` in declarative macros",
     "in declarative macros", {(AVOIDS, "dbg!", "Do not use `dbg!` in declarative macros.")}),
    ("cpp iostream in a kernel", "we never include `<iostream>` in a CUDA kernel",
     "in a CUDA kernel", {(AVOIDS, "<iostream>", "Do not use `<iostream>` in a CUDA kernel.")}),
    ("cpp malloc in an interrupt routine", "never call `malloc` in an interrupt routine",
     "in an interrupt routine",
     {(AVOIDS, "malloc", "Do not use `malloc` in an interrupt routine.")}),
    ("py input in a daemon", "never use `input()` in a systemd daemon",
     "in a systemd daemon", {(AVOIDS, "input()", "Do not use `input()` in a systemd daemon.")}),
    ("py sleep in an async view", "we never call `time.sleep` in ASGI apps",
     "in ASGI apps", {(AVOIDS, "time.sleep", "Do not use `time.sleep` in ASGI apps.")}),
    ("ts fetch in a reducer slice", "never call `fetch` inside a Redux slice",
     "inside a Redux slice", {(AVOIDS, "fetch", "Do not use `fetch` inside a Redux slice.")}),
    ("ts Date.now in a memo", "never use `Date.now()` in a memoized selector",
     "in a memoized selector",
     {(AVOIDS, "Date.now()", "Do not use `Date.now()` in a memoized selector.")}),
    ("java new Date in an aggregate", "never use `new Date()` in domain aggregates",
     "in domain aggregates",
     {(AVOIDS, "new Date()", "Do not use `new Date()` in domain aggregates.")}),
    ("java Lombok in records", "we never use `@Data` on a record",
     "on a record", set()),
    ("sql now in a check constraint", "never use `now()` in a check constraint",
     "in a check constraint",
     {(AVOIDS, "now()", "Do not use `now()` in a check constraint.")}),
    ("sh read in hooks", "never call `read` in non-interactive shells",
     "in non-interactive shells",
     {(AVOIDS, "read", "Do not use `read` in non-interactive shells.")}),
    ("opening a sentence, one of a kind", "In a Kafka consumer, never call `commitSync`.",
     "in a Kafka consumer",
     {(AVOIDS, "commitSync", "Do not use `commitSync` in a Kafka consumer.")}),
    ("the subject, plural", "Lambda handlers should never use `console.log`.",
     "lambda handlers",
     {(AVOIDS, "console.log", "Do not use `console.log` in lambda handlers.")}),
    ("an ask, one of a kind", "always use `zap.L()` in a CLI subcommand",
     "in a CLI subcommand", {(ADDS, "zap.L()", "Use `zap.L()` in a CLI subcommand.")}),
)

# Near shapes: a place the reader already names, the whole project, a time or a manner, the
# things at hand, words that are not the person's rule.
LOOK_ALIKES: tuple[tuple[str, str, Lines], ...] = (
    ("async code", "no `time.sleep` in async code", set()),
    ("server components", "never use `document` in server components",
     {(AVOIDS, "document", "Do not use `document` in server components.")}),
    ("production modules", "never use `assert` in production modules",
     {(AVOIDS, "assert", "Do not use `assert` in production modules.")}),
    ("the reporting layer", "never `SELECT *` in the reporting layer",
     {(AVOIDS, "SELECT *", "Do not use `SELECT *` in the reporting layer.")}),
    ("in production", "never use `eval` in production",
     {(AVOIDS, "eval", "Do not use `eval` in production.")}),
    ("the codebase", "no `unwrap()` in the codebase",
     {(AVOIDS, "unwrap()", "Do not use `unwrap()`.")}),
    ("this project", "never use `var` in this project",
     {(AVOIDS, "var", "Do not use `var`.")}),
    ("any case", "never use `eval` in any case",
     {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("no time", "we never use `moment` in new code",
     {(AVOIDS, "moment", "Do not use `moment` in new code.")}),
    ("this file", "don't use `sleep` in this file", set()),
    ("this function", "no `println!` in this function", set()),
    ("tests, known", "never use `print` in tests",
     {(AVOIDS, "print", "Do not use `print` in tests.")}),
    ("a code block", "```\nnever call `time.Sleep` in an operator\n```", set()),
    ("someone else's words", 'the linter says "no `print` in a lambda"', set()),
    ("a question", "should we avoid `any` in a type guard?", set()),
    ("empty", "", set()),
)

# Each gives nothing durable, never a line wider than said: "touch" and "include" are no verbs
# the reader bans code with, a command said of the scripts it acts on is the task's, and a
# place said with "from" is kept to the task rather than written without it.
# Written with the change, beside the batch: near shapes that must give what they give.
NEAR_SHAPES: tuple[tuple[str, str, Lines], ...] = (
    ("opening in general", "In general, never use `eval`.",
     {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("opening in other words", "In other words, never use `eval`.",
     {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("in a hurry", "never use `eval` in a hurry", {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("in parallel", "never use `unsafe` in parallel", {(AVOIDS, "unsafe", "Do not use `unsafe`.")}),
    ("import from a package", "never import `lodash` from the root package",
     {(AVOIDS, "lodash", "Do not use `lodash`.")}),
    ("at hand", "never use `eval` in this file", set()),
    ("a name in backticks in the place", "never use `await` inside a `forEach` callback",
     {(AVOIDS, "await", "Do not use `await` inside a `forEach` callback.")}),
    ("a run in a place", "always run `go test ./...` in a clean checkout",
     {(RUNS, "go test ./...", "Run `go test ./...` in a clean checkout.")}),
    ("a run on a day", "never run `npm install` on a Friday",
     {(NOT_RUN, "npm install", "Do not run `npm install` on a Friday.")}),
    ("subject of people", "Agents must never call `rm -rf`.",
     {(AVOIDS, "rm -rf", "Do not use `rm -rf`.")}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    "ts window in getServerSideProps", "sh set -x in completion scripts", "from a place",
    "cpp iostream in a kernel", "java Lombok in records",
})
# Of them, still written wider than said: "on" one of a kind after a ban ("never use `@Data` on
# a record") is where a setting or an annotation goes as well ("never set `nodeIntegration:
# true` on a window"), which the reader writes as a ban of the code.
KNOWN_WIDER: frozenset[str] = frozenset({"java Lombok in records"})


@pytest.mark.parametrize(("name", "words", "place", "expected"), (*RULES, *STANDING),
                         ids=[c[0] for c in (*RULES, *STANDING)])
def test_a_rule_keeps_its_place_in_its_line(name: str, words: str, place: str,
                                            expected: Lines) -> None:
    got = set(durable_lines(words))
    check_read(name, got, expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "place", "expected"), (*RULES, *STANDING),
                         ids=[c[0] for c in (*RULES, *STANDING)])
def test_no_line_is_wider_than_said(name: str, words: str, place: str,
                                    expected: Lines) -> None:
    if name in KNOWN_WIDER:
        assert wider_than_said(words, place), f"{name!r} is kept: take it out of KNOWN_WIDER"
    else:
        assert wider_than_said(words, place) == []


@pytest.mark.parametrize(("name", "words", "expected"), LOOK_ALIKES,
                         ids=[c[0] for c in LOOK_ALIKES])
def test_a_look_alike_gives_what_it_did(name: str, words: str, expected: Lines) -> None:
    assert set(durable_lines(words)) == expected


@pytest.mark.parametrize(("name", "words", "expected"), NEAR_SHAPES,
                         ids=[c[0] for c in NEAR_SHAPES])
def test_a_near_shape_gives_what_it_gives(name: str, words: str, expected: Lines) -> None:
    assert set(durable_lines(words)) == expected


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(LOOK_ALIKES) >= 15
    check_whole([c[0] for c in (*RULES, *STANDING, *LOOK_ALIKES, *NEAR_SHAPES)], KNOWN_MISSES)
    assert KNOWN_WIDER <= KNOWN_MISSES
