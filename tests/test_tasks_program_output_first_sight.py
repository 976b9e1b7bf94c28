"""Checks to run named with their arguments, and the form of what a program prints, at first sight.

A first-sight batch, written from how developers word three things in everyday requests:
- a check to run named with its unquoted path argument: Go's every-package pattern
  ("`go test ./...`" typed bare, "golangci-lint run ./..."), a folder ("mypy src/",
  "pytest tests/"). The argument is part of the command, which runs the same in every piece of
  work, so a habit word keeps it a rule, and the dots of `./...` are no sentence's or clause's
  end;
- a check whose result is required before the agent hands the work back ("go test ./... has to
  pass before you hand anything back", "before you say it's done run the tests"), said bare,
  unquoted, or with no comma after the "before";
- a wish followed by a sentence that only says it is the team's way ("rewrite it with
  `pytest.raises`. that's the convention in this codebase"): the project's rule, unless said of
  one place, of this work, of another team or asked;
- the form of what the program the work changes prints or returns ("add a `--json` flag that
  prints the fields as JSON", "make the endpoint return its body as JSON"), which is no form of
  the answer; asking for the answer in a form ("give me the result as JSON") still is.

It was measured before the reader was changed for it: checks and forms read exactly 5/22, things
giving no check of the answer's form 3/8, near shapes that give nothing 6/6; after: 21/22, 8/8,
6/6. The team's way said in the next sentence, measured the same way: 7/11, after 11/11.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, RUNS, Judged, judged

FORMAT = "format"

READ: tuple[tuple[str, str, Judged], ...] = (
    # a check named with its unquoted argument, as a habit
    ("go test every package, from now on", "from now on always run go test ./... before you "
     "tell me something is done", {(RUNS, "go test ./...", True)}),
    ("golangci-lint every package", "fix it. and from now on always run golangci-lint run ./... "
     "before you say it's done", {(RUNS, "golangci-lint run ./...", True)}),
    ("go vet below internal", "always run go vet ./internal/... before handing back",
     {(RUNS, "go vet ./internal/...", True)}),
    ("mypy on a folder", "always run mypy src/ before handing back", {(RUNS, "mypy src/", True)}),
    ("pytest on a folder, going forward", "going forward run pytest tests/ before you say it's "
     "done", {(RUNS, "pytest tests/", True)}),
    ("go test then a comma", "always run go test ./..., then tell me what broke",
     {(RUNS, "go test ./...", True)}),
    # the same checks, for the work at hand
    ("go test every package, once", "run go test ./... and fix what fails",
     {(RUNS, "go test ./...", False)}),
    ("go test, make sure", "make sure go test ./... passes before you say it's done",
     {(RUNS, "go test ./...", False)}),
    ("go test typed on after done", "before you say it's done run go test ./...",
     {(RUNS, "go test ./...", False)}),
    ("tests typed on after back", "before you hand it back run the tests",
     {(RUNS, "the tests", False)}),
    ("lint typed on after finished", "once you're finished run npm run lint please",
     {(RUNS, "npm run lint", False)}),
    ("linter must be green before done", "the linter must be green before you call it done",
     {(RUNS, "the linter", False)}),
    # required before any work is handed back
    ("go test before anything", "go test ./... has to pass before you hand anything back",
     {(RUNS, "go test ./...", True)}),
    ("clippy before anything", "cargo clippy has to be clean before you hand anything back",
     {(RUNS, "cargo clippy", True)}),
    ("quoted clippy before anything", "`cargo clippy` has to be clean before you hand anything "
     "back", {(RUNS, "cargo clippy", True)}),
    ("tests before any PR", "the tests have to pass before you open any PR",
     {(RUNS, "the tests", True)}),
    ("two checks before anything", "reminder: tests plus golangci-lint have to pass before you "
     "hand anything back to me", {(RUNS, "the tests", True), (RUNS, "golangci-lint", True)}),
    # the answer's form, asked
    ("result as JSON", "give me the result as JSON", {(FORMAT, "json", False)}),
    ("config printed as JSON", "print the config as JSON", {(FORMAT, "json", False)}),
    ("changed files as JSON", "give me the list of changed files as JSON",
     {(FORMAT, "json", False)}),
    ("failures as bullets", "list the failing tests as bullet points",
     {(FORMAT, "bullets", False)}),
    ("numbered answer", "answer as a numbered list", {(FORMAT, "numbered", False)}),
)

# The form of the program's output, or a test that passes as how the code should end up: no
# check of the answer's form, no check to run.
NOT_THE_ANSWER: tuple[tuple[str, str, Judged], ...] = (
    ("json flag that prints", "add a --json flag to `app status` that prints the same fields as "
     "JSON.", {(ADDS, "--json", False)}),
    ("format flag that outputs", "add a --format flag that outputs the report as JSON",
     {(ADDS, "--format", False)}),
    ("endpoint returns JSON", "make the /health endpoint return its status as JSON", set()),
    ("subcommand writes JSON", "the export subcommand should write the rows as JSON to stdout",
     set()),
    ("saved to a file", "save the results to a file as JSON", set()),
    ("dumped into a json file", "dump the scores into scores.json as JSON", set()),
    ("handler renders bullets", "the digest handler renders the items as bullet points", set()),
    ("cli prints numbered", "the CLI prints the steps as a numbered list", set()),
)

# Close shapes that gave nothing before and must still give nothing.
NEAR: tuple[tuple[str, str], ...] = (
    ("the tests must pass", "the tests must pass"),
    ("migration before we deploy", "the migration has to succeed before we deploy"),
    ("build before we tag", "the build has to be green before we tag the release"),
    ("my PR before vacation", "my PR has to pass before I go on vacation"),
    ("done once migrated", "once the migration is done run the seed script"),
    ("done running", "I'm done running the benchmarks"),
)

# A wish followed by a sentence that only says it is the team's way: a rule; near shapes that
# keep it to the task (a place, "for now", another team's way, a question, a rename) stay so.
TEAMS_WAY: tuple[tuple[str, str, Judged], ...] = (
    ("raises, the convention for every test", "rewrite it with pytest.raises, not try/except. "
     "that's the convention in this codebase for every exception test",
     {(ADDS, "pytest.raises", True)}),
    ("errors.Is, how we do it", "use `errors.Is` to compare errors. That's how we do it here.",
     {(ADDS, "errors.Is", True)}),
    ("fmt.Errorf, our convention", "wrap the errors with `fmt.Errorf`. that's our convention",
     {(ADDS, "fmt.Errorf", True)}),
    ("factory_boy, across the repo", "switch the fixtures to `factory_boy`. that's what we do "
     "across this repo", {(ADDS, "factory_boy", True)}),
    ("in this file, how we do it", "use `errors.Is` in this file. That's how we do it here.",
     {(ADDS, "errors.Is", False)}),
    ("for now, how we do it", "for now use `print`. that's how we do it here", set()),
    ("how they do it upstream", "use `errors.Is` to compare errors. That's how they do it "
     "upstream.", {(ADDS, "errors.Is", False)}),
    ("the convention, asked", "use `errors.Is` to compare errors. That's the convention, right?",
     {(ADDS, "errors.Is", False)}),
    ("the old repo's convention", "use `errors.Is` to compare errors. that's the convention in "
     "the old repo", {(ADDS, "errors.Is", False)}),
    ("how we do it, but not everywhere", "use `errors.Is` to compare errors. That's how we do "
     "it here, but not in the legacy module.", {(ADDS, "errors.Is", False)}),
    ("a rename, our convention", "rename `getUser` to `fetchUser`. that's our convention",
     {(ADDS, "fetchUser", False)}),
)

KNOWN_MISSES = frozenset({
    "two checks before anything",  # "X plus Y": two checks in one subject
})


test_a_check_or_the_answers_form_is_read = reads_as_expected(READ, KNOWN_MISSES)


test_the_form_of_the_programs_output_is_no_form_of_the_answer = reads_as_expected(
    NOT_THE_ANSWER, KNOWN_MISSES)


test_a_sentence_saying_it_is_the_teams_way_makes_a_rule = reads_exactly(TEAMS_WAY)


@pytest.mark.parametrize(("name", "words"), NEAR, ids=[n for n, _ in NEAR])
def test_near_shapes_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*READ, *NOT_THE_ANSWER, *NEAR, *TEAMS_WAY)]
    assert len(names) >= 35 and len(set(names)) == len(names)
    assert {c[0] for c in (*READ, *NOT_THE_ANSWER)} >= KNOWN_MISSES
