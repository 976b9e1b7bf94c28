"""Wrong lessons, fifteenth round: five shapes of words that left a wrong lesson, and their traps.

1. A formatter or linter of an ecosystem the reader knew no kind of, named as the team's tool
   ("we use `ktlint`", "our standard is `rustfmt`", "house style is whatever `php-cs-fixer`
   outputs"), became a word every change had to ADD. Such a rule picks the tool the agent runs
   when it formats or lints: a run of the tool, judged only in work that runs one of its kind.
2. A list of tools asked to be used ("always use `black`, `isort`, `ruff` and `mypy`") gave a run
   of the first alone: it asks a run of each.
3. "house style: no `lodash`" gave a ban of one task: "house style" / "team style" as the label
   a rule opens with says the team's rule, as "house rule:" and "team convention:" do.
4. A sentence about the person themselves ("I always mix up `git reset` and `git restore`", "I
   never remember how to rebase") was read as a request for that work, and "no need to update
   the changelog this time" as docs work: neither asks for the work it names.
5. A bare "never `X`" closing a description of what something does ("it lists `app`, `api` as
   targets, never `docs`") was read as a standing ban: it is still the description.

Traps for each: questions, descriptions of the current state, pasted output, someone else's
words, a word that is also prose ("keep the code spotless"). Wordings are general, across Kotlin,
Rust, C++, PHP, Swift, Java, Scala, Elixir, C# and Python.

Measured on the unchanged reader (first sight), then after the change: see the README note of
this round (`README-wrong15.md`).
"""

from __future__ import annotations

import pytest

from helpers.first_sight import gives_nothing, gives_nothing_durable, reads_as_expected
from helpers.judged import AVOIDS, RUNS, Judged
from helpers.kinds_read import kind_read

KNOWN_MISSES: frozenset[str] = frozenset()


def _runs(*tools: str) -> Judged:
    return {(RUNS, t, True) for t in tools}


# (1) and (2): the team's tool of a kind, one or a list, as a run of each.
TOOL_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("kotlin ktlint", "we use `ktlint`", _runs("ktlint")),
    ("kotlin detekt standard", "our standard is `detekt` for static analysis", _runs("detekt")),
    ("kotlin ktfmt", "we format Kotlin with `ktfmt`", _runs("ktfmt")),
    ("rust rustfmt standard", "our standard is `rustfmt`", _runs("rustfmt")),
    ("rust clippy", "always use `clippy` on our crates", _runs("clippy")),
    ("php cs fixer output", "house style is whatever `php-cs-fixer` outputs",
     _runs("php-cs-fixer")),
    ("php phpstan", "we use `phpstan` on this codebase", _runs("phpstan")),
    ("cpp clang-format", "the standard here is `clang-format`",
     _runs("clang-format")),
    ("cpp clang-tidy", "we lint with `clang-tidy`", _runs("clang-tidy")),
    ("swift swift-format", "our standard is `swift-format`", _runs("swift-format")),
    ("swift swiftlint", "we use `swiftlint` in this repo", _runs("swiftlint")),
    ("java google-java-format", "We use `google-java-format` for the Java services.",
     _runs("google-java-format")),
    ("java spotless", "we use `spotless` for formatting", _runs("spotless")),
    ("scala scalafmt", "we use `scalafmt`", _runs("scalafmt")),
    ("elixir mix format", "our standard is `mix format`", _runs("mix format")),
    ("csharp dotnet format", "we always use `dotnet format`", _runs("dotnet format")),
    ("python list of four", "always use `black`, `isort`, `ruff` and `mypy`",
     _runs("black", "isort", "ruff", "mypy")),
    ("python list of two", "please always use `ruff` and `mypy` in this repo",
     _runs("ruff", "mypy")),
    ("rust list", "we use `rustfmt` and `clippy` on every crate", _runs("rustfmt", "clippy")),
    ("kotlin list", "always use `ktlint` and `detekt`", _runs("ktlint", "detekt")),
    ("one of two stays one", "use `pnpm` or `yarn`, whichever is installed", set()),
)

# (1) traps: a tool named but no rule of the team's, or a word of prose.
TOOL_TRAPS: tuple[tuple[str, str], ...] = (
    ("question which formatter", "should we use `ktlint` or `ktfmt` for the Kotlin module?"),
    ("question does it", "does `rustfmt` reorder imports?"),
    ("pasted output", "`clang-format` exited with code 1: invalid config at line 3"),
    ("colleague's words", "Priya said we should use `detekt`, what do you think?"),
    ("spotless as prose", "the kitchen in the office is spotless these days"),
    ("description of ci", "the CI job runs `swiftlint` and then uploads the report"),
    ("tool's flaw", "`php-cs-fixer` keeps rewriting the docblocks in `src/Legacy`"),
)

# (3) the team's style as the label a rule opens with.
HOUSE_STYLE: tuple[tuple[str, str, Judged], ...] = (
    ("house style no lodash", "house style: no `lodash`", {(AVOIDS, "lodash", True)}),
    ("team style no moment", "team style: no `moment`, ever", {(AVOIDS, "moment", True)}),
    ("house style dash", "house style - no `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("team convention", "team convention: no `lodash`", {(AVOIDS, "lodash", True)}),
)

# (3) traps: a house style asked about or someone else's.
HOUSE_STYLE_TRAPS: tuple[tuple[str, str], ...] = (
    ("question house style", "what is the house style for imports here?"),
    ("their house style", "their house style: no `lodash`, which is why the PR was rejected"),
)

# (5) a closing bare "never `X`" still telling what something does.
DESCRIPTIONS: tuple[tuple[str, str], ...] = (
    ("lists targets", "it lists `app`, `api` as targets, never `docs`"),
    ("lists one target", "it lists `app` as a target, never `docs`"),
    ("includes dirs", "it includes `src`, `lib` in the bundle, never `test`"),
    ("exports names", "this module exports `parse` and `dump` as its API, never `_load`"),
    ("matches branches", "The rule matches `main` and `release/*` on push, never `dev`"),
)

# (5) near shapes that stay rules: the person's own ban after the way they want.
DESCRIPTION_NEAR_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("pnpm never yarn", "we use `pnpm` in this monorepo, never `yarn`",
     {("does_not_run", "yarn", True), (RUNS, "pnpm", True)}),
    ("capitalized imperative", "Keep things simple, never `eval`", {(AVOIDS, "eval", True)}),
    ("the codebase's way", "this codebase prefers `zod` for validation, never `yup`",
     {(AVOIDS, "yup", True)}),
    ("write ok never okay", "always write `OK`, never `okay`",
     {("diff_adds", "OK", True), (AVOIDS, "okay", True)}),
)


test_the_teams_tool_is_run = reads_as_expected(TOOL_RULES, KNOWN_MISSES)
test_a_tool_named_in_passing_gives_nothing_durable = gives_nothing_durable(TOOL_TRAPS,
                                                                            KNOWN_MISSES)
test_house_style_opens_a_rule = reads_as_expected(HOUSE_STYLE, KNOWN_MISSES)
test_a_house_style_asked_or_theirs_gives_nothing = gives_nothing_durable(HOUSE_STYLE_TRAPS,
                                                                          KNOWN_MISSES)
test_a_description_closing_with_never_gives_nothing = gives_nothing(DESCRIPTIONS, KNOWN_MISSES)
test_the_persons_ban_after_a_way_stays = reads_as_expected(DESCRIPTION_NEAR_RULES, KNOWN_MISSES)


# (4) the kind of work: a sentence about the person, and "no need to X", ask for no X.
NO_ASK: tuple[str, ...] = (
    "I always mix up `git reset` and `git restore`",
    "I never remember how to rebase onto main",
    "i always forget the flags for `git log --graph`",
    "I constantly confuse `git stash pop` and `git stash apply`",
    "no need to update the changelog this time",
    "there's no need to bump the version",
    "No need to write docs for this one.",
)
# The work asked beside such words keeps its kind; "don't X" alone is left as it was.
STILL_ASKED: tuple[tuple[str, str], ...] = (
    ("git-sync", "I always mix up the two, so please rebase this branch onto main"),
    ("git-sync", "rebase onto main"),
    ("docs", "update the changelog"),
    ("docs", "no need to run the tests, just update the changelog"),
)


@pytest.mark.parametrize("text", NO_ASK)
def test_words_about_oneself_or_no_need_ask_for_no_work(text: str) -> None:
    assert kind_read(text) is None


@pytest.mark.parametrize(("kind", "text"), STILL_ASKED)
def test_the_work_asked_beside_them_keeps_its_kind(kind: str, text: str) -> None:
    assert kind_read(text) == kind


# The person's words of themselves before a request hold what its "it" is: read as before.
BEFORE_A_REQUEST: tuple[tuple[str, str], ...] = (
    ("checks", "I always forget to run the linter, please run it now"),
    ("explain", "I always mix up git reset and git restore, which one unstages a file?"),
    ("migration", "I never remember the syntax, can you write the migration for adding `email` "
     "to users"),
)


@pytest.mark.parametrize(("kind", "text"), BEFORE_A_REQUEST)
def test_words_about_oneself_before_a_request_keep_its_kind(kind: str, text: str) -> None:
    assert kind_read(text) == kind
