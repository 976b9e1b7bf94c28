"""A rule's scope, condition, object or limit is carried whole into the line written for it.

The line a night adds to someone's instructions must say the rule as they did: where it holds,
what it is about, when it is due and what it leaves out. When the reader cannot carry a part,
the rule is not written down as a broader standing rule. The shapes:
- a tool said right after a ban of an action in words replaces that action, and its line says
  the ban whole ("never handle money by hand, use `Decimal`" is no "Use Decimal."); said of the
  things in front of the person ("these callbacks", "here"), it is the task's alone;
- when a run is due is said before the case it leaves out ("before committing, unless you only
  changed the README");
- the time of day said with a day ("on a Friday afternoon") is part of when;
- new work of a kind said as the subject of a convention is where the tool is used ("in new
  endpoints"), beside what it is for;
- a word that is code (camelCase, snake_case, or set in backticks by the person) is written in
  backticks, and the place or the purpose said after it is read as after a term in backticks;
- a place or a case said after the rule with "only" or "just" is read with the rule, as if said
  in its sentence; after a ban, or of the things at hand, it keeps the rule to its task;
- a rule or an ask whose line would be wider than said is kept to its task, and is no standing
  rule when said again either: the preference would be written with that same line.
Beside them, rules that were already written right, which must stay as they are, and words that
give nothing durable.

Measured before the reader was changed for it: 20 of the 54 cases read exactly (of the rules
already right in words, those whose code was written bare failed); after: 54/54.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.standing import preferences

from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, durable_lines, said_in_session

Lines = set[tuple[str, str, str]]

# name, words, every durable line they give (kind, term, line); set(): nothing durable.
CASES: tuple[tuple[str, str, Lines], ...] = (
    # a tool replacing an action banned in words: the ban said whole
    ("money by hand", "never handle money by hand, use `Decimal`",
     {(ADDS, "Decimal", "Do not handle money by hand; use `Decimal`.")}),
    ("SQL strings yourself", "never build SQL strings yourself, use `sqlx::query!`",
     {(ADDS, "sqlx::query!", "Do not build SQL strings yourself; use `sqlx::query!`.")}),
    ("event loop", "never block the event loop, use `asyncio.to_thread`",
     {(ADDS, "asyncio.to_thread", "Do not block the event loop; use `asyncio.to_thread`.")}),
    ("hardcoded secrets", "never hardcode secrets, use `os.environ`",
     {(ADDS, "os.environ", "Do not hardcode secrets; use `os.environ`.")}),
    ("throw from callbacks", "never throw from callbacks, use `Result`",
     {(ADDS, "Result", "Do not throw from callbacks; use `Result`.")}),
    ("errors in goroutines", "we never swallow errors in goroutines, use `errgroup`",
     {(ADDS, "errgroup", "Do not swallow errors in goroutines; use `errgroup`.")}),
    ("avoid mutating props", "always avoid mutating props directly, use `structuredClone`",
     {(ADDS, "structuredClone", "Avoid mutating props directly; use `structuredClone`.")}),
    ("retry loops", "never roll your own retry loops, use `tenacity`",
     {(ADDS, "tenacity", "Do not roll your own retry loops; use `tenacity`.")}),
    ("dates after a semicolon", "never format dates by hand; use "
     "`java.time.format.DateTimeFormatter`",
     {(ADDS, "java.time.format.DateTimeFormatter",
       "Do not format dates by hand; use `java.time.format.DateTimeFormatter`.")}),
    ("panic in library code", "never panic in library code, use `Result`",
     {(ADDS, "Result", "Do not panic in library code; use `Result`.")}),
    ("store directly", "we should never mutate the store directly, use `immer`",
     {(ADDS, "immer", "Do not mutate the store directly; use `immer`.")}),
    # ... not words said to the person
    ("don't overthink it", "Don't overthink it, always use `dataclasses`.",
     {(ADDS, "dataclasses", "Use `dataclasses`.")}),
    ("don't be clever", "don't be clever, always use `itertools.chain`",
     {(ADDS, "itertools.chain", "Use `itertools.chain`.")}),
    # ... said of the things at hand: the task's
    ("these callbacks", "never throw from these callbacks, use `Result`", set()),
    ("this module", "don't shell out from this module, use `subprocess.run`", set()),
    ("here", "Never throw here, use `Result`.", set()),
    # when a run is due, then the case it leaves out
    ("clippy unless README", "Always run `cargo clippy` before committing. Unless you only "
     "changed the README.",
     {(RUNS, "cargo clippy",
       "Run `cargo clippy` before committing, unless you only changed the README.")}),
    ("npm test except README", "always run `npm test` before you push, except for README "
     "changes",
     {(RUNS, "npm test", "Run `npm test` before you push, except for README changes.")}),
    ("go vet unless docs", "Always run `go vet ./...` before pushing, unless the change is "
     "docs-only.",
     {(RUNS, "go vet ./...", "Run `go vet ./...` before pushing, unless the change is "
       "docs-only.")}),
    # a day and its time
    ("Friday afternoon", "never run `terraform apply` on a Friday afternoon",
     {(NOT_RUN, "terraform apply", "Do not run `terraform apply` on a Friday afternoon.")}),
    ("Monday mornings", "never run `db:migrate` on Monday mornings",
     {(NOT_RUN, "db:migrate", "Do not run `db:migrate` on Monday mornings.")}),
    ("a Friday", "never run `terraform apply` on a Friday",
     {(NOT_RUN, "terraform apply", "Do not run `terraform apply` on a Friday.")}),
    # new work of a kind beside what the tool is for
    ("zod new endpoints", "new endpoints use `zod` for validation",
     {(ADDS, "zod", "Use `zod` for validation in new endpoints.")}),
    ("pino new services", "new services use `pino` for logging",
     {(ADDS, "pino", "Use `pino` for logging in new services.")}),
    ("SwiftUI new screens", "New screens are `SwiftUI`",
     {(ADDS, "SwiftUI", "Use `SwiftUI` in new screens.")}),
    # a word that is code
    ("camelCase bare", "We never use setTimeout in the reducers.",
     {(AVOIDS, "setTimeout", "Do not use `setTimeout` in the reducers.")}),
    ("dotted bare", "we never call os.getenv in handlers",
     {(AVOIDS, "os.getenv", "Do not use `os.getenv` in handlers.")}),
    ("snake_case bare, a place", "we never use unwrap_or_default in the parser",
     {(AVOIDS, "unwrap_or_default", "Do not use `unwrap_or_default` in the parser.")}),
    ("dotted bare, a place", "never call os.Exit in the library",
     {(AVOIDS, "os.Exit", "Do not use `os.Exit` in the library.")}),
    ("camelCase bare, a place", "we never use setState in the render path",
     {(AVOIDS, "setState", "Do not use `setState` in the render path.")}),
    ("a plain word, a place", "we never use lodash in the parser",
     {(AVOIDS, "lodash", "Do not use lodash in the parser.")}),
    ("a purpose said bare", "always use defer to close files", set()),
    ("in backticks", "Never use `print` for debugging.",
     {(AVOIDS, "print", "Do not use `print` for debugging.")}),
    ("eval in backticks", "never use `eval`", {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("a plain word", "we don't use lodash", {(AVOIDS, "lodash", "Do not use lodash.")}),
    ("a word of grammar", "never use `any`", {(AVOIDS, "any", "Do not use `any`.")}),
    # a limit after the rule with "only" or "just"
    ("a case with just", "Always run `make e2e` before pushing. Just when you touched the API.",
     {(RUNS, "make e2e", "Run `make e2e` before pushing when you touched the API.")}),
    ("a ban, only a part", "Never use `eval`. Only in the sandbox.", set()),
    ("a ban, just a part", "Never use `unsafe`. Just in the parser crate.", set()),
    ("only the one at hand", "Always use `pnpm`. Only in this package.", set()),
    ("a part a line cannot say", "Always use `ruff format`. Just on the Python 3.12 services.",
     set()),
    # one line: the use was set against the ban (`test_judges_lines_paired_by_reader.py`)
    ("float and Decimal for money", "Never use `float` for money, use `Decimal`.",
     {(AVOIDS, "float", "Use `Decimal` for money, not `float`."),
      (ADDS, "Decimal", "Use `Decimal` for money, not `float`.")}),
    ("pnpm not npm", "use `pnpm`, not `npm`",
     {(RUNS, "pnpm", "Use `pnpm` as the JavaScript package manager, not `npm`."),
      (NOT_RUN, "npm", "Use `pnpm` as the JavaScript package manager, not `npm`.")}),
    ("print in tests, caplog", "never use `print` in tests, use `caplog`",
     {(AVOIDS, "print", "Use `caplog` in tests, not `print`."),
      (ADDS, "caplog", "Use `caplog` in tests, not `print`.")}),
    ("make lint before pushing", "Always run `make lint` before pushing.",
     {(RUNS, "make lint", "Run `make lint` before pushing.")}),
    ("force push", "Never run `git push --force`.",
     {(NOT_RUN, "git push --force", "Do not run `git push --force`.")}),
    ("destroy asks first", "Never run `terraform destroy` without asking me first.",
     {(NOT_RUN, "terraform destroy", "Do not run `terraform destroy` without asking first.")}),
    ("pytest.raises in tests", "In tests, always use `pytest.raises`.",
     {(ADDS, "pytest.raises", "Use `pytest.raises` in tests.")}),
    # nothing durable
    ("one-off here", "Use `Result` here.", set()),
    ("one file", "Replace `float` with `Decimal` in invoice.py.", set()),
    ("someone else's words", 'The reviewer said "never handle money by hand, use `Decimal`".',
     set()),
    ("a code block", "```\nnever throw from callbacks, use `Result`\n```", set()),
    ("empty", "", set()),
    ("a pasted log", "ERROR 2024-05-01 never handle money by hand, use Decimal (rule R12)",
     set()),
)


@pytest.mark.parametrize(("name", "words", "expected"), CASES, ids=[c[0] for c in CASES])
def test_the_line_carries_the_rule_whole(name: str, words: str, expected: Lines) -> None:
    assert set(durable_lines(words)) == expected


@pytest.mark.parametrize("words", (
    "never throw from these callbacks, use `Result`",
    "don't shell out from this module, use `subprocess.run`",
    "never parse those dates by hand, use `dayjs`",
))
def test_a_replacement_of_the_things_at_hand_never_stands(words: str) -> None:
    said = [said_in_session(n, words) for n in (1, 2, 3)]
    assert preferences(said) == []


@pytest.mark.parametrize("words", (
    "Never use `eval`. Only in the sandbox.",
    "Always use `ruff format`. Just on the Python 3.12 services.",
    "Always wrap errors with `%w`. Only the ones crossing package boundaries.",
    # an ask, not a rule, whose line would leave out the limit said after it
    "Use `pnpm` for installs. Only in the frontend workspace though.",
    "Use `zod` for validation. Only at the API boundary, not internally.",
))
def test_a_rule_whose_line_would_be_wider_does_not_stand_when_said_again(words: str) -> None:
    said = [said_in_session(n, words) for n in (1, 2, 3)]
    assert preferences(said) == []


@pytest.mark.parametrize(("words", "carried"), (
    ("never handle money by hand, use `Decimal`", "money by hand"),
    ("Always run `cargo clippy` before committing. Unless you only changed the README.",
     "before committing, unless"),
    ("never run `terraform apply` on a Friday afternoon", "friday afternoon"),
    # (once written "for currency", which kept it to its task)
    ("Never use `float`. For currency amounts specifically.", "for currency amounts"),
))
def test_a_standing_preference_says_the_rule_as_whole(words: str, carried: str) -> None:
    said = [said_in_session(n, words) for n in (1, 2)]
    lines = [instruction(p.judge, [p.judge]) or "" for p in preferences(said)]
    assert lines and all(carried in line.lower() for line in lines)


def test_the_table_is_large_and_its_names_are_its_own() -> None:
    names = [c[0] for c in CASES]
    assert len(CASES) >= 40 and len(set(names)) == len(names)
