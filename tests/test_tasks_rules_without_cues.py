"""Durable rules said without the usual cue words, a fourth batch across stacks, end to end.

About half of the durable rules people state in a session carry no "always", "never", "must",
"should" or "don't": the rule is said as a fact of the project ("our constants are
SCREAMING_SNAKE_CASE", "hooks are prefixed with `use`"), as a name on its way out and what
replaced it ("`lazy_static` is deprecated in favor of `LazyLock`", "we moved off `enzyme` to
`@testing-library/react`"), as a spelling of the product's copy ("it's `colour` in the UI copy"),
as a test or assertion style ("we assert with `require`, not `assert`"), or as "the convention
here is ...", "in this codebase we ...", "house style is ...". Each is written here next to the
work the message asks for, in Go, Python, TypeScript, Rust, Java and Ruby (and a little PHP), in
wordings of this batch's own (the first three batches are `test_tasks_uncued*_first_sight.py`).

Beside them, traps that must give nothing: the code as it is now described ("the tests are
table-driven already"), a question ("is `moment` deprecated?"), a compiler's, a linter's or a
package manager's deprecation notice or a changelog line pasted, a reason told with no rule ("we
moved off X because it was slow"), someone else's code or convention ("their API uses
camelCase"), a colleague's or a reviewer's words reported, what used to be; and one-offs about
one file or one change, which must give no rule that stands.

Each case runs the whole reading: the directives, the judges made of them, and, for the rules,
the standing preference two sessions make of them (`test_a_rule_said_in_two_sessions_stands`).
The expected readings were written before the batch was run. The figures (first sight -> after)
are in the README paragraph of the change and below, at `KNOWN_MISSES`.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences

from helpers.first_sight import (
    gives_nothing,
    gives_nothing_durable,
    reads_as_expected,
    reads_exactly,
)
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole, said_in_session

CASE = "name_case"
CONVENTIONAL = ("regex", "conventional", True)

# Messages whose own words state a house rule, with no cue word, next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # --- Go
    ("Go ID not Id", "Add a lookup by customer to the store. We write `ID`, not `Id`, in Go "
     "names.", {(ADDS, "ID", True), (AVOIDS, "Id", True)}),
    ("Go errors wrapped %w", "Return a clear error when the config file is missing. Our errors "
     "are wrapped with `%w`.", {(ADDS, "%w", True)}),
    ("Go require not assert", "Add a test for the retry budget. We assert with `require` here, "
     "not `assert`.", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("Go ioutil in favour of os", "Read the whole template into memory. `ioutil` is deprecated "
     "in favour of `os.ReadFile`.", {(ADDS, "os.ReadFile", True), (AVOIDS, "ioutil", True)}),
    ("Go ctx first", "Add a method that fetches the invoices. In this codebase `ctx "
     "context.Context` is the first parameter.", {("context_first", "context.Context", True)}),
    ("Go logrus legacy", "Log the cache misses. `logrus` is legacy here; we're on `log/slog`.",
     {(ADDS, "log/slog", True), (AVOIDS, "logrus", True)}),
    ("Go table-driven t.Run", "Cover the edge cases of the slug function. Tests here are "
     "table-driven, each row run with `t.Run`.", {("table_driven_tests", "table-driven", True)}),
    ("Go literal expectations", "Test the error message of the parser. Expectations are literal "
     "strings, not `strings.Contains` checks.", {("whole_output_asserted", "whole output", True)}),
    ("Go errors.Is", "Check for the not-found case in the handler. Errors are compared with "
     "`errors.Is` in this codebase.", {(ADDS, "errors.Is", True)}),
    ("Go gofumpt", "Tidy up the handlers package. Our Go is formatted with `gofumpt`.",
     {(RUNS, "gofumpt", True)}),
    ("Go test files", "Add a parser for the CSV import. Test files live next to the code as "
     "`foo_test.go`.", {("test_files_named_like", "*_test.go", True)}),
    # --- Python
    ("Py pathlib not os.path", "Write the loader for the fixtures dir. In this codebase we use "
     "`pathlib`, not `os.path`.", {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("Py model_dump", "Serialize the order for the webhook. `.dict()` is deprecated in favour of "
     "`.model_dump()` in our models.",
     {(ADDS, ".model_dump()", True), (AVOIDS, ".dict()", True)}),
    ("Py constants screaming", "Add the retry limit to the settings module. Our constants are "
     "SCREAMING_SNAKE_CASE.", {(CASE, "SCREAMING_SNAKE_CASE", True)}),
    ("Py moved off requests", "Call the billing API from the worker. We moved off `requests` to "
     "`httpx`.", {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    ("Py list not List", "Type the return of the batch helper. We write `list[str]`, not "
     "`List[str]`.", {(ADDS, "list[str]", True), (AVOIDS, "List[str]", True)}),
    ("Py logger convention", "Add logging to the importer. The convention here is `logger = "
     "logging.getLogger(__name__)` at the top of each module.",
     {(ADDS, "logger = logging.getLogger(__name__)", True)}),
    ("Py freezegun", "Test the expiry of the invite links. Time in our tests is frozen with "
     "`freezegun`.", {(ADDS, "freezegun", True)}),
    ("Py pytest functions", "Add tests for the discount rules. Our tests are plain `pytest` "
     "functions, not `unittest.TestCase` classes.",
     {(ADDS, "pytest", True), (AVOIDS, "unittest.TestCase", True)}),
    ("Py TypedDict", "Add the payload type for the webhook. In this codebase we type dicts with "
     "`TypedDict`.", {(ADDS, "TypedDict", True)}),
    ("Py ruff format", "Clean up the imports in the CLI. Formatting in this repo is `ruff "
     "format`; `black` was dropped.", {(RUNS, "ruff format", True), (NOT_RUN, "black", True)}),
    # --- TypeScript
    ("TS hooks prefixed", "Pull the polling out of the dashboard into a hook. Hooks are prefixed "
     "with `use`.", {(ADDS, "use", True)}),
    ("TS moment legacy bare", "Show the due date in the task card. moment is legacy here, we're "
     "on date-fns.", {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    ("TS moved off enzyme", "Add tests for the modal. We moved off `enzyme` to "
     "`@testing-library/react`.",
     {(ADDS, "@testing-library/react", True), (AVOIDS, "enzyme", True)}),
    ("TS type not interface", "Add the props for the avatar. In this codebase we declare props "
     "with `type`, not `interface`.", {(ADDS, "type", True), (AVOIDS, "interface", True)}),
    ("TS no default export", "Add a util that formats currency. Our modules use named exports; "
     "`export default` is banned.", {(AVOIDS, "export default", True)}),
    ("TS Schema suffix", "Validate the signup form. Our zod schemas are suffixed `Schema`, like "
     "`signupSchema`.", {(ADDS, "Schema", True)}),
    ("TS vitest over jest", "Add a unit test for the price formatter. `jest` is deprecated here "
     "in favor of `vitest`.", {(ADDS, "vitest", True), (AVOIDS, "jest", True)}),
    # (the task's own check of adding `zod` is this work's, not a rule)
    ("TS pnpm", "Add `zod` to the web app. Packages here are installed with `pnpm`.",
     {(ADDS, "zod", False), (RUNS, "pnpm", True)}),
    ("TS enum members Pascal", "Add a status enum for the shipments. Enum members in our "
     "TypeScript are PascalCase.", {(CASE, "PascalCase", True)}),
    ("conventional commits", "Commit the fix for the login redirect. Commit messages here are "
     "Conventional Commits.", {CONVENTIONAL}),
    ("JSON snake standard", "Add an endpoint for the refund status. The standard here is "
     "snake_case for JSON fields.", {(CASE, "snake_case", True)}),
    # --- Rust
    ("Rust thiserror", "Add an error for the missing manifest. Library errors in this crate are "
     "`thiserror` enums.", {(ADDS, "thiserror", True)}),
    ("Rust expect over unwrap", "Parse the port from the env. In this codebase we write "
     "`.expect()` with a reason instead of `.unwrap()`.",
     {(ADDS, ".expect()", True), (AVOIDS, ".unwrap()", True)}),
    ("Rust LazyLock", "Cache the compiled regex. `lazy_static` is deprecated in favor of "
     "`std::sync::LazyLock` for us.",
     {(ADDS, "std::sync::LazyLock", True), (AVOIDS, "lazy_static", True)}),
    ("Rust tracing", "Add logging to the sync loop. `println!` debugging is legacy; we log "
     "through `tracing`.", {(ADDS, "tracing", True), (AVOIDS, "println!", True)}),
    ("Rust crate paths", "Add a helper to the parser module. Imports in this crate are absolute "
     "`crate::` paths, not `super::`.", {(ADDS, "crate::", True), (AVOIDS, "super::", True)}),
    ("Rust anyhow house style", "Add the CLI flag for the output dir. House style is `anyhow` "
     "for errors in the binaries.", {(ADDS, "anyhow", True)}),
    # --- Java
    ("Java AssertJ", "Add tests for the invoice service. We assert with AssertJ's `assertThat`, "
     "not JUnit's `assertEquals`.", {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    ("Java Optional finders", "Add a finder for the customer by email. Finders in our "
     "repositories return `Optional`.", {("finders_return", "Optional", True)}),
    ("Java Impl suffix", "Add the implementation for the payment gateway. Implementation classes "
     "end with `Impl` in this codebase.", {(ADDS, "Impl", True)}),
    ("Java java.time", "Store when the coupon expires. `java.util.Date` is legacy here; we're on "
     "`java.time`.", {(ADDS, "java.time", True), (AVOIDS, "java.util.Date", True)}),
    ("Java Autowired fields", "Add the mailer to the signup service. Field injection with "
     "`@Autowired` is deprecated in this codebase in favour of constructor injection.",
     {(AVOIDS, "@Autowired", True)}),
    ("Java jupiter", "Add a test for the tax rounding. `org.junit.Test` is deprecated here in "
     "favour of `org.junit.jupiter.api.Test`.",
     {(ADDS, "org.junit.jupiter.api.Test", True), (AVOIDS, "org.junit.Test", True)}),
    ("Java Slf4j", "Add logging to the refund job. Loggers in our services come from Lombok's "
     "`@Slf4j`.", {(ADDS, "@Slf4j", True)}),
    ("Java camel constants", "Add the page size to the export service. Static final constants "
     "are SCREAMING_SNAKE_CASE in our Java.", {(CASE, "SCREAMING_SNAKE_CASE", True)}),
    # --- Ruby (and PHP)
    ("Ruby frozen literal", "Add a service object for the refunds. Ruby files here open with "
     "`# frozen_string_literal: true`.",
     {("file_opens_with", "# frozen_string_literal: true", True)}),
    ("Ruby let", "Write specs for the coupon model. Our specs set data up with `let`, not "
     "instance variables.", {(ADDS, "let", True)}),
    ("Ruby call", "Add a service that closes stale carts. Service objects expose a single `call` "
     "method.", {("single_call_method", "call", True)}),
    ("Ruby FactoryBot", "Add specs for the refund flow. Records in our specs are built with "
     "`FactoryBot`.", {(ADDS, "FactoryBot", True)}),
    ("Ruby Sidekiq", "Send the digest email in the background. We moved off `delayed_job` to "
     "`Sidekiq`.", {(ADDS, "Sidekiq", True), (AVOIDS, "delayed_job", True)}),
    ("Ruby standardrb", "Clean up the billing models. Our Ruby is linted with `standardrb`.",
     {(RUNS, "standardrb", True)}),
    ("PHP strict_types", "Add a value object for money. Our PHP files start with "
     "`declare(strict_types=1);`.", {(ADDS, "declare(strict_types=1);", True)}),
    # --- spelling of the copy and of names
    ("colour British", "Write the label for the theme picker. It's `colour` in the UI copy, "
     "British spelling.", {(ADDS, "colour", True)}),
    ("email not e-mail", "Write the copy for the password reset. It's `email`, not `e-mail`, "
     "everywhere in the product.", {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("sign in not log in", "Write the error for a bad password. Our copy says `sign in`, not "
     "`log in`.", {(ADDS, "sign in", True), (AVOIDS, "log in", True)}),
    ("canceled US", "Add the status badge for cancelled orders. UI text is US English here: "
     "`canceled`, one l.", {(ADDS, "canceled", True)}),
    ("GitHub capital H", "Write the help text for the import. We spell it `GitHub`, capital H, "
     "not `Github`.", {(ADDS, "GitHub", True), (AVOIDS, "Github", True)}),
    # --- the convention stated as such
    ("convention is early return", "Add validation to the signup handler. The convention in "
     "this repo is early returns with `guard` clauses.", {(ADDS, "guard", True)}),
    ("rule here is Decimal", "Add tax to the invoice lines. The rule here is `Decimal` for "
     "money.", {(ADDS, "Decimal", True)}),
    ("in this codebase we dataclasses", "Add a config object for the exporter. In this codebase "
     "we model records as `@dataclass(frozen=True)`.",
     {(ADDS, "@dataclass(frozen=True)", True)}),
    ("house style Result", "Add the parser for the manifest. House style: functions that can "
     "fail return `Result`, and `panic!` is for bugs.", {(ADDS, "Result", True)}),
)

# Words that describe the code now, paste a notice, ask, give a reason, or tell of someone
# else's way: no rule at all.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("table-driven already", "The tests in `slug_test.go` are table-driven already; can you add "
     "the unicode case?"),
    ("is moment deprecated", "Is `moment` deprecated? The bundle analyzer shows it at 300 kB."),
    ("staticcheck pasted", "staticcheck says\n\n```\nmain.go:14:2: \"io/ioutil\" has been "
     "deprecated since Go 1.19: As of Go 1.16, the same functionality is now provided by "
     "package io or package os (SA1019)\n```\n\nhow many files use it?"),
    ("changelog pasted", "From the pydantic changelog:\n\n> `.dict()` is deprecated in favour "
     "of `.model_dump()`.\n\nDoes our code hit that path?"),
    ("moved off for a reason", "We moved off `requests` because it was slow under load, and now "
     "the retries are flaky. Can you look?"),
    ("their API camelCase", "Their API uses camelCase for the JSON fields; map them onto our "
     "structs."),
    ("vendor deprecated", "Stripe's SDK deprecated `charges.create` in favour of "
     "`paymentIntents.create`; what's the migration effort?"),
    ("convention asked", "What's the convention here for branch names, `feat/` or `feature/`?"),
    ("constants mixed", "Our constants are a mix of SCREAMING_SNAKE_CASE and camelCase right "
     "now; how many of each?"),
    ("hooks lint", "The hooks in `src/hooks` are prefixed with `use` but the lint rule doesn't "
     "check it. Why?"),
    ("opinion reported", "Priya thinks our errors ought to be wrapped with `%w`; is that worth "
     "the churn?"),
    ("Go docs quoted", "The Go docs say errors are wrapped with `%w` in `fmt.Errorf` since 1.13. "
     "Does `errors.Is` see through two levels?"),
    ("old monolith", "In the old monolith branches were `feature/<ticket>`; did anyone keep the "
     "scripts?"),
    ("used to", "We used to write `Id` in Go names until the linter change last spring."),
    ("colour asked", "Is `colour` or `color` more common in the UI copy today?"),
    ("injection described", "The Java services inject through constructors except the legacy "
     "`ReportService`, which uses `@Autowired` fields."),
    ("rubocop pasted", "rubocop says:\n\n```\napp/models/user.rb:1:1: C: "
     "Style/FrozenStringLiteralComment: Missing frozen string literal comment.\n```\n\nis that "
     "new?"),
    ("npm warn pasted", "npm install prints\n\n```\nnpm WARN deprecated request@2.88.2: request "
     "has been deprecated, see https://github.com/request/request/issues/3142\n```\n\nwho pulls "
     "it in?"),
    ("cargo warning pasted", "cargo build:\n\n```\nwarning: use of deprecated function "
     "`std::mem::uninitialized`: use `mem::MaybeUninit` instead\n```\n\nwhere is that?"),
    ("if we moved off", "If we moved off `enzyme` to `@testing-library/react`, how many tests "
     "would need rewriting?"),
    ("review quoted", "Review comment from Sam:\n\n> tests here are table-driven, please "
     "restructure\n\nDo you agree it's worth it for two cases?"),
    ("Django's own code", "Django's own codebase uses `unittest.TestCase` everywhere, not pytest "
     "functions; why do you think that is?"),
    ("switched because", "We switched to `httpx` because `requests` has no async support."),
    ("Kubernetes convention", "The convention in the Kubernetes API is camelCase field names; "
     "does our CRD have to follow it?"),
    ("LazyLock asked", "Was `lazy_static` deprecated in favor of `LazyLock`, or is it still "
     "maintained?"),
    ("utils described", "`utils.py` uses `os.path` everywhere, which is why the Windows paths "
     "break."),
    ("Google house style", "I read that house style at Google is `gofmt` plus `goimports`; do "
     "they run anything else?"),
    ("literal strings complaint", "The expectations in the parser tests are literal strings, so "
     "every wording change breaks twenty tests."),
    ("branch status", "The branch is `feat/1432-export-csv` and it's two commits behind main."),
    ("wrapped but stack lost", "Our errors are wrapped with `%w` but the stack trace is lost at "
     "the boundary; how do we keep it?"),
    ("vendor SDK null", "The vendor's Java SDK returns `null` instead of `Optional` from every "
     "finder; can you wrap it?"),
    ("sidekiq outage", "We moved off `delayed_job` to `Sidekiq` in March and the queue has "
     "stalled twice since. What changed?"),
)

# One-off asks about one file or one change: no rule that stands.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("require in one file", "In `billing_test.go`, assert with `require` instead of `assert`."),
    ("this constant", "Rename this constant to `MAX_RETRIES` so it matches the rest of the "
     "file."),
    ("colour in this PR", "For this PR, write `colour` in the settings label; the rest of the "
     "copy stays as is."),
    ("httpx in the worker", "Swap `requests` for `httpx` in `worker.py`, just that file."),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong. At first sight the
# reader read 26 of the 61 rules and gave nothing on 30 of the 32 traps and a standing rule on
# none of the 4 one-offs; after the change, 38 of 61, 32 of 32 and 4 of 4.
KNOWN_MISSES: frozenset[str] = frozenset({
    # Half read: the way out read, the way in missed ("`log/slog`" is taken for a file path;
    # "`.expect()`-like" tags such as "capital H" after the name drop the name turned away).
    "Go logrus legacy", "GitHub capital H",
    # A runner read where the test imports were meant: `jest` -> `vitest` is read as the
    # command run (`runs vitest`, `does_not_run jest`), a reading as fair as the one written.
    "TS vitest over jest",
    # A pair of spellings of one identifier ("`ID`, not `Id`, in Go names") and a spelling said
    # with a letter count ("`canceled`, one l").
    "Go ID not Id", "canceled US",
    # What a kind of code is or has, said as a plain fact with no verb of writing: "`ctx` is
    # the first parameter", "tests are table-driven, each row run with `t.Run`", "expectations
    # are literal strings, not `X` checks", "time in our tests is frozen with `X`" (a mass),
    # "our tests are plain `pytest` functions", "errors in this crate are `thiserror` enums",
    # "imports are absolute `crate::` paths", "finders return `Optional`", "loggers come from
    # Lombok's `@Slf4j`", "Ruby files open with `# frozen_string_literal: true`", "specs set
    # data up with `let`", "service objects expose a single `call` method", "we model records
    # as `X`", "house style: functions that can fail return `Result`".
    # (The shapes of code among them are read by `judges/code_facts.py`, each as its own check:
    # `ctx` first, table-driven tests, whole outputs asserted, finders' `Optional`, the opening
    # line of a Ruby file, a service's single `call`.)
    "Py freezegun", "Py pytest functions", "Rust thiserror", "Rust crate paths", "Java Slf4j",
    "Ruby let",
    "in this codebase we dataclasses", "house style Result",
    # Test files named by example with "live ... as" rather than "are named".
    "Go test files",
    # A formatter of two words in backticks (`ruff format`) is no tool the reader knows by that
    # name.
    "Py ruff format",
    # Kinds of names the naming-case reader keeps out on purpose: an enum's members (said of
    # a type's as often), and a kind narrowed by a word no diff shows ("static final").
    "TS enum members Pascal", "Java camel constants",
})
TRAP_MISSES: frozenset[str] = frozenset()


# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # The team's convention, opened as such, whatever follows.
    ("the convention here is", "the convention in this repo is early returns with `guard` "
     "clauses", {(ADDS, "guard", True)}),
    ("the rule here is", "the rule here is `Decimal` for money", {(ADDS, "Decimal", True)}),
    ("our standard is", "our standard is `zod` for validation", {(ADDS, "zod", True)}),
    ("house style, a colon", "house style: `Decimal` for money", {(ADDS, "Decimal", True)}),
    ("the rule, no one's", "the rule is `Decimal` for money", set()),
    ("another project's convention", "the convention in the Kubernetes API is `camelCase` "
     "field names", set()),
    ("the convention, a complaint", "the rule here is `Decimal` for money, which is why the "
     "totals drift", set()),
    ("the convention, asked", "is the convention here `Decimal` for money?", set()),
    ("the standard, a style of a kind", "the standard here is snake_case for JSON fields",
     {(CASE, "snake_case", True)}),
    # The team's names of a kind, said in a style with "our".
    ("our kind in a style", "our constants are SCREAMING_SNAKE_CASE",
     {(CASE, "SCREAMING_SNAKE_CASE", True)}),
    ("our kind in a style, now", "our constants are SCREAMING_SNAKE_CASE right now", set()),
    ("our kind in a style, today", "our constants are SCREAMING_SNAKE_CASE today", set()),
    ("our kind, a mix", "our constants are a mix of SCREAMING_SNAKE_CASE and camelCase", set()),
    ("our own kind", "our own constants are SCREAMING_SNAKE_CASE", set()),
    ("our output, a format", "our reports are JSON", set()),
    # The team's code or packages, done with a tool of the kind's work.
    ("our language formatted with", "our Go is formatted with `gofumpt`",
     {(RUNS, "gofumpt", True)}),
    ("our language linted with", "our Ruby is linted with `standardrb`",
     {(RUNS, "standardrb", True)}),
    ("packages installed with", "packages here are installed with `pnpm`",
     {(RUNS, "pnpm", True)}),
    ("formatted with, against another", "our Go is formatted with `gofumpt`, not `gofmt`",
     {(RUNS, "gofumpt", True), (NOT_RUN, "gofmt", True)}),
    ("some of our code formatted", "our old scripts are formatted with `black`", set()),
    ("formatted with, and a flaw", "our code is formatted with `black` but CI runs `ruff`",
     set()),
    ("formatted with, asked", "is our Go formatted with `gofumpt`?", set()),
    ("formatted with, the past", "our code was formatted with `black`", set()),
    # A name legacy for the team, then the one it is on now.
    ("legacy here, then on", "`logrus` is legacy here; we're on `zerolog`",
     {(ADDS, "zerolog", True), (AVOIDS, "logrus", True)}),
    ("legacy bare, then on", "moment is legacy here, we're on date-fns",
     {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    # ("`logrus` is legacy" alone is read as a name retired, as before; the one a single
    # service is on is not taken for the team's)
    ("legacy, for one service", "`logrus` is legacy, we're on `zerolog` in the new service",
     {(AVOIDS, "logrus", True)}),
    ("a part legacy, then on", "the billing module is legacy here, we're on `v2` now", set()),
    # A spelling where people read it: the UI copy, and our copy set against another word.
    ("it's, in the UI copy", "it's `colour` in the UI copy, British spelling",
     {(ADDS, "colour", True)}),
    ("our copy says, not", "our copy says `sign in`, not `log in`",
     {(ADDS, "sign in", True), (AVOIDS, "log in", True)}),
    ("our copy says, alone", "our copy says `sign in`", set()),
    ("the copy says, not", "the copy says `sign in`, not `log in`", set()),
    ("our copy says, two places", "our copy says `sign in` on the button and `log in` in "
     "emails", set()),
    # A move told with why, one side named: the story; both sides: the way now.
    ("moved off, because", "we moved off `requests` because it was slow", set()),
    ("switched to, since", "we switched to `httpx` since `requests` has no async", set()),
    ("moved from, to, because", "we moved off `requests` to `httpx` because it was slow",
     {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    ("moved off, when", "we moved off `moment` last year", {(AVOIDS, "moment", True)}),
)


test_a_rule_said_without_cue_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)
test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
test_words_that_describe_paste_ask_or_report_give_nothing = gives_nothing(NOT_RULES, TRAP_MISSES)
test_a_one_off_gives_no_standing_rule = gives_nothing_durable(ONE_OFFS, TRAP_MISSES)


@pytest.mark.parametrize(("name", "words"), [(n, w) for n, w, _ in RULES
                                             if n not in KNOWN_MISSES],
                         ids=[n for n, _, _ in RULES if n not in KNOWN_MISSES])
def test_a_rule_said_in_two_sessions_stands(name: str, words: str) -> None:
    """The rule read from the words becomes a standing preference once said in two sessions."""
    said = [said_in_session(1, words), said_in_session(2, words)]
    assert preferences(said)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 60 and len(NOT_RULES) + len(ONE_OFFS) >= 30
    check_whole([c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS, *SHAPES)],
                KNOWN_MISSES | TRAP_MISSES)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
