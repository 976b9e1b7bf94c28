"""Exchanges whose rule or refusal takes its terms only from the agent's previous message, and
close exchanges that give nothing durable: a twelfth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Go, Python, Rust, TypeScript, Java, Kotlin, SQL, JavaScript), in shapes the earlier
rounds did not hold: a go-ahead with a reach and no word pointing at the code ("yes, and always
in the table tests", "yes, and in every component from now on", "ok, make that the default for
new classes"); a reach of new work of a kind after the agent's deed ("use that in all the new
services"); a refusal naming the agent's tool by its kind ("no ORMs" after `gorm`, "no mocking
library, use fakes" after `gomock`, "we never use a mocking framework here" after `Mockito`); a
correction of the agent's naming ("we call them handlers, not controllers", "it's `userId` in
this codebase"); and an answer to the agent's "should I always ...?" ("yes", "yes please",
"only in tests"). Beside them, close exchanges that give nothing durable: the same answers about
this one time, the agent's text pasted back, no agent message or one that names nothing, several
terms where the pointer picks none, refusals that are questions, agreement with an explanation
(no code proposed), and empty and code-only answers.

It was measured before the reader was changed for it: exchanges read exactly 12/35, close
exchanges giving nothing durable 31/31; after: 22/35 and 31/31; after the reader of naming
corrections (`test_tasks_naming_corrections_first_sight.py`), whose check is a word kept out of
the names the change declares: 25/35 and 31/31. One expectation was set right
after the first run: a proposal of one thing instead of another ("`pathlib.Path` instead of
`os.path`"), taken up for good, keeps the other out too (13/35 on the code before with it set
right).

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
    RUNS,
    Judged,
    check_whole,
)

# A word kept out of the names the change declares.
NAMED = "name_without"

PARALLEL = "I called `t.Parallel()` at the top of the new test."
TIMEOUT = "I wrapped the handler in `context.WithTimeout`."
SLOTS = "I made the class a `@dataclass(slots=True)`."
INSTANT = "I switched the timestamps to `Instant`."
GORM = "I used `gorm` for the new repository layer."
LODASH = "I added `lodash` to get `debounce`."
GOMOCK = "I generated a mock of the store with `gomock`."
SQLALCHEMY = "I wrote the query with `SQLAlchemy`."
CONTROLLER = "I added `UserController` in `controllers/user.go`."
USER_ID = "I added a `user_id` field to the request type."
ALWAYS_WRAP = "I wrapped the error with `fmt.Errorf(\"load: %w\", err)`. Should I always do that?"
ALWAYS_FREEZE = "I froze the clock with `freezegun` here. Should I always do that in tests?"
ALWAYS_STRICT = "I added `\"use strict\";` at the top. Should I always add it?"

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a go-ahead with a reach and no pointer, after the agent proposed one thing in code
    ("parallel, yes and always in table tests", PARALLEL, "yes, and always in the table tests",
     {(ADDS, "t.Parallel()", True)}),
    ("timeout, sure everywhere from now on", TIMEOUT, "sure, do that everywhere from now on",
     {(ADDS, "context.WithTimeout", True)}),
    ("slots, make it the default for new classes", SLOTS,
     "ok, make that the default for new classes", {(ADDS, "@dataclass(slots=True)", True)}),
    ("a proposal, yes and always", "Should I add `#[must_use]` to the builder methods?",
     "yes, and always on builders", {(ADDS, "#[must_use]", True)}),
    ("a proposal, yep from now on", "I can use `errors.Join` to combine them. OK?",
     "yep, from now on too", {(ADDS, "errors.Join", True)}),
    ("a proposal, go ahead going forward", "Want me to use `pathlib.Path` instead of "
     "`os.path` here?", "go ahead, and going forward as well",
     {(ADDS, "pathlib.Path", True), (AVOIDS, "os.path", True)}),
    ("a proposal, sure for every new test", "I can switch it to `assertThat`. Should I?",
     "sure, and for every new test", {(ADDS, "assertThat", True)}),
    ("readonly, yes in every component", "I added `readonly` to the props interface.",
     "yes, and in every component from now on", {(ADDS, "readonly", True)}),
    # a reach of new work of a kind after a deed of the agent's
    ("instant, in all the new services", INSTANT, "great, use that in all the new services",
     {(ADDS, "Instant", True)}),
    ("timeout, for every new endpoint", TIMEOUT, "do the same for every new endpoint",
     {(ADDS, "context.WithTimeout", True)}),
    ("slog, in all new services", "I used `log/slog` for the logger.",
     "keep doing that in all new services", {(ADDS, "log/slog", True)}),
    ("zod, for every new route", "I validated the body with `zod`.",
     "do that for every new route", {(ADDS, "zod", True)}),
    ("uuid, every new table", "I used `UUID` for the primary key.",
     "use that in every new table", {(ADDS, "UUID", True)}),
    ("non-exhaustive, all new enums", "I put `#[non_exhaustive]` on the enum.",
     "do that on all new enums", {(ADDS, "#[non_exhaustive]", True)}),
    # a refusal naming the agent's tool by its kind
    ("gorm, no ORMs", GORM, "no ORMs", {(AVOIDS, "gorm", True)}),
    ("gorm, we don't use ORMs", GORM, "we don't use ORMs here, write the SQL",
     {(AVOIDS, "gorm", True)}),
    ("sqlalchemy, never an ORM", SQLALCHEMY, "never use an ORM in this service",
     {(AVOIDS, "SQLAlchemy", True)}),
    ("lodash, no new dependencies", LODASH, "we don't pull in new dependencies for things like "
     "that", {(AVOIDS, "lodash", True)}),
    ("lodash, never add a dependency", LODASH, "never add a dependency for one function",
     {(AVOIDS, "lodash", True)}),
    ("gomock, no mocking library", GOMOCK, "no mocking library, use fakes",
     {(AVOIDS, "gomock", True)}),
    ("mockito, we never use a mocking framework", "I used `Mockito` to stub the repository.",
     "we never use a mocking framework here", {(AVOIDS, "Mockito", True)}),
    ("moment, no date libraries", "I added `moment` to format the dates.",
     "no date libraries, use Intl", {(AVOIDS, "moment", True)}),
    ("testify, no assertion libraries", "I used `testify/assert` in the new test.",
     "no assertion libraries in this repo", {(AVOIDS, "testify/assert", True)}),
    # a correction of the agent's naming
    ("controllers, we call them handlers", CONTROLLER,
     "we call them handlers, not controllers", {(NAMED, "Controller", True)}),
    ("user_id, it's userId", USER_ID, "it's `userId` in this codebase",
     {(ADDS, "userId", True), (AVOIDS, "user_id", True)}),
    ("repo, we say store", "I named it `OrderRepository`.",
     "we call those stores here, not repositories", {(NAMED, "Repository", True)}),
    ("is_active, we use enabled", "I added an `is_active` column.",
     "we always name it `enabled`, not `is_active`",
     {(ADDS, "enabled", True), (AVOIDS, "is_active", True)}),
    ("utils, never call a package that", "I put the helper in `pkg/utils`.",
     "never name a package utils", {(NAMED, "utils", True)}),
    # the agent asked "should I always ...?"
    ("always wrap, yes", ALWAYS_WRAP, "yes", {(ADDS, "fmt.Errorf", True)}),
    ("always wrap, yes always", ALWAYS_WRAP, "yes, always", {(ADDS, "fmt.Errorf", True)}),
    ("always freeze, yes", ALWAYS_FREEZE, "yes please", {(ADDS, "freezegun", True)}),
    ("always strict, yes", ALWAYS_STRICT, "yes, always", {(ADDS, "\"use strict\";", True)}),
    ("always wrap, only in tests", "I used `t.Cleanup` for the temp dir. Should I always do "
     "that?", "only in tests", {(ADDS, "t.Cleanup", True)}),
    ("from now on asked, yes", "Should I use `black` on every file I touch from now on?",
     "yes", {(RUNS, "black", True)}),
    ("every time asked, yeah", "Should I run `go vet` every time before I commit?",
     "yeah, every time", {(RUNS, "go vet", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # the same answers about this one time
    ("parallel, yes in this test", PARALLEL, "yes, and in this test too"),
    ("timeout, sure just here", TIMEOUT, "sure, just here"),
    ("slots, ok for now", SLOTS, "ok, for now"),
    ("instant, in this service", INSTANT, "great, use that in this service"),
    ("timeout, in the other endpoints too", TIMEOUT, "do the same in the other endpoints too"),
    ("gorm, no ORM this time", GORM, "no ORM this time, write the SQL"),
    ("lodash, not for this", LODASH, "don't pull in a new dependency for that"),
    ("controllers, rename this one", CONTROLLER, "call this one a handler"),
    ("always wrap, no just this once", ALWAYS_WRAP, "no, just this once"),
    ("always wrap, only here", ALWAYS_WRAP, "only here"),
    ("always freeze, not always", ALWAYS_FREEZE, "no, just in this test"),
    # the agent's text pasted back
    ("gorm pasted", GORM, "> I used `gorm` for the new repository layer.\nwhy an ORM?"),
    ("always asked pasted", ALWAYS_WRAP, "> Should I always do that?\nwhat do you think?"),
    ("user_id pasted", USER_ID, "> I added a `user_id` field\nwhere?"),
    # two agent messages back, or no agent message
    ("no agent message, no ORMs", "", "no ORMs"),
    ("nothing named now, yes always", "I updated the README.", "yes, always"),
    ("no agent message, handlers", "", "we call them handlers"),
    # several terms where the pointer picks none
    ("two tools, no ORMs", "I used `sqlx` and `squirrel` for the queries.", "no ORMs"),
    ("two proposals, yes always", "I can use `errors.Join` or `multierr`. Which?",
     "yes, always"),
    ("two names, we call them handlers", "I added `UserController` and `OrderService`.",
     "we call them handlers"),
    ("two mocks, no mocking library", "I used `gomock` and `testify/mock`.",
     "no mocking library"),
    # refusals that are questions
    ("no ORMs asked", GORM, "no ORMs?"),
    ("a dependency asked", LODASH, "do we really need a new dependency for that?"),
    ("handlers asked", CONTROLLER, "don't we call them handlers?"),
    ("userId asked", USER_ID, "isn't it `userId` in this codebase?"),
    ("always asked back", ALWAYS_WRAP, "always?"),
    # agreement with an explanation, no code proposed
    ("an explanation, yes always", "The test is flaky because two goroutines write the map.",
     "yes, always"),
    ("an explanation, makes sense everywhere", "The cache misses because the key includes the "
     "timestamp.", "makes sense, everywhere"),
    # thanks, empty, code alone
    ("thanks", GOMOCK, "thanks, that works"),
    ("empty answer", PARALLEL, ""),
    ("code alone", USER_ID, "```go\ntype Req struct { UserID string }\n```"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # What the agent did told with a verb the reader does not take as doing something with the
    # code ("made the class a ...", "froze the clock with ..."); a term with a slash taken for a
    # path (`log/slog`); a reach after "on" with no "every" ("on builders").
    "slots, make it the default for new classes", "always freeze, yes",
    "slog, in all new services", "a proposal, yes and always",
    # A dependency is no kind whose tools are known by name: any package is one.
    "lodash, no new dependencies", "lodash, never add a dependency",
    # "use Intl", a bare word of what to use instead, is read as a word the answer mentions.
    "moment, no date libraries",
    # A name respelled ("it's `userId` in this codebase") with the old form only in the
    # agent's code.
    "user_id, it's userId",
    # "only in tests" to "should I always do that?": a yes narrowed, with no yes said; a habit
    # asked with where it holds ("on every file I touch from now on") is wider than the line.
    "always wrap, only in tests", "from now on asked, yes",
})


# One case per shape the reader was changed for, and near shapes that must give nothing or stay
# as they are: (name, the agent's message, the words, what they give).
FANOUT = "I used `errgroup` for the fan-out."

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A yes, then a bare reach: read as "do that" with the reach; the work at hand, or asked,
    # is no rule.
    ("a yes with a bare reach", FANOUT, "yes, and always in the handler tests",
     {(ADDS, "errgroup", True)}),
    ("a yes with a reach of new work", FANOUT, "yes, and on every new endpoint from now on",
     {(ADDS, "errgroup", True)}),
    ("a yes with the work at hand", FANOUT, "yes, and in this test too", set()),
    ("a yes with a reach asked", FANOUT, "yes, in production code?", set()),
    # "make that the default" for many of a kind; alone, or for now, no rule.
    ("the default for every new one", FANOUT, "ok, make that the default for every new service",
     {(ADDS, "errgroup", True)}),
    ("the default alone", FANOUT, "ok, make that the default", set()),
    ("the default for now", FANOUT, "make that the default for now", set()),
    # A kind named for the agent's one tool of it; two tools, none, or this time, no rule.
    ("a kind banned", "I generated the mocks with `mockery`.", "we don't use mocking libraries",
     {(AVOIDS, "mockery", True)}),
    ("a kind banned after a proposal", "Should I use `sinon` for the stubs?",
     "no mocking libraries here", {(AVOIDS, "sinon", True)}),
    ("a kind of two tools", "I used `gorm` and `ent` here.", "no ORMs", set()),
    ("a kind of no tool named", "I used `sqlx` here.", "no ORMs", set()),
    ("a kind this time", GORM, "no ORM this time", {(AVOIDS, "gorm", False)}),
    # Tests of a kind are no one place; the new ones of a kind are each one to come, unless
    # the change adds to them.
    ("the table tests", FANOUT, "always do that in the table tests", {(ADDS, "errgroup", True)}),
    ("all the new ones", FANOUT, "do that in all the new services", {(ADDS, "errgroup", True)}),
    ("all the new ones, added", FANOUT, "add that to all the new services",
     {(ADDS, "errgroup", False)}),
)

# The line the night writes for one rule of each shape: (name of an exchange, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("parallel, yes and always in table tests", ["Use `t.Parallel()` in the table tests."]),
    ("readonly, yes in every component", ["Use readonly in every component."]),
    ("instant, in all the new services", ["Use Instant in all the new services."]),
    ("gorm, no ORMs", ["Do not use `gorm`."]),
    ("gomock, no mocking library", ["Do not use `gomock`."]),
    ("testify, no assertion libraries", ["Do not use `testify/assert`."]),
)


test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


test_each_rule_read_has_a_line_naming_its_term = lines_name_their_terms(EXCHANGES, KNOWN_MISSES)
