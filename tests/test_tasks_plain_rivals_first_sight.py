"""A library or tool chosen over its rival in plain words, and bans kept to "this": first sight.

A first-sight batch, written from how developers across Python, JavaScript, Go, Rust, Java and
Ruby projects pick one library, tool or construct over another without marking either as code
("we use pytest here, not unittest", "go with axios instead of fetch", "prefer dataclasses over
namedtuples"), and how they ban a kind of thing for the work at hand ("we never use mocks for
this"):
- a choice of two names, each a library, a tool or a construct, reads as it does in backticks:
  the one chosen is what the change uses, the rival what it leaves out; a tool of a kind chosen
  is the tool run, and a rival of no kind ("unittest") is code the change leaves out;
- a ban whose reach is "this" ("for this", "for these", "in this kind of test") says nothing of
  the rest of the project: it holds for the work at hand only, whatever its habit word;
- beside them, look-alikes that give nothing: comparisons ("X is faster than Y"), questions,
  what the code does now, other people's choices, choices between ordinary English words
  ("tabs over spaces") and between languages, which no added line names.

A plain word names code when it is a tool of a kind or no common word of prose (`common_words`:
the tokenizer's vocabulary), nor a word of programming in general ("enums"), nor a language or a
system ("kotlin", "postgres"); a word of prose ("fetch", "moment") set against such a name is its
rival. Names that are also plural words of prose ("polars", "pandas") are not told apart from
"tabs" and "spaces", and stay a miss.

It was measured before the reader was changed for it, 14/47 in all: choices in plain words 2/26
(only the two of tools of a kind both sides of which the tool table knows), bans kept to "this"
0/8 (each a ban for the whole project), look-alikes 12/13 (a choice between two languages read as
words the answer says). After: 45/47 (25/26, 8/8, 12/13). Three cases were added after, each
read wrong before: a choice with its reach said after the side turned away ("... going
forward", which lost the rival), a choice told of another team in backticks (a rule, as its
plain twin would have been once plain names read as code) and a ban kept to "this" said with
"ever" (a rule); 48/50 with them. The look-alike of two languages keeps the reading of plain
words the answer says ("use kotlin rather than java" asks the answer to name kotlin), which is
no code check and was left as it is. `NO_CODE_SIDES`, written after, holds choices that name
no library (ways of working, kinds of thing, formats, versions, databases, the services a team
works with), whose sides no line of the change is checked for.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.terms import names_code

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_read, judged

# One name chosen over its rival, both in plain words.
RIVALS: tuple[tuple[str, str, Judged], ...] = (
    # Python
    ("pytest here, not unittest", "we use pytest here, not unittest",
     {(RUNS, "pytest", True), (AVOIDS, "unittest", True)}),
    ("dataclasses over namedtuples", "prefer dataclasses over namedtuples",
     {(ADDS, "dataclasses", True), (AVOIDS, "namedtuples", True)}),
    ("pydantic over marshmallow", "we prefer pydantic over marshmallow for the request models",
     {(ADDS, "pydantic", True), (AVOIDS, "marshmallow", True)}),
    ("structlog, not loguru", "we use structlog, not loguru",
     {(ADDS, "structlog", True), (AVOIDS, "loguru", True)}),
    ("httpx rather than aiohttp", "stick with httpx rather than aiohttp",
     {(ADDS, "httpx", True), (AVOIDS, "aiohttp", True)}),
    ("polars instead of pandas", "use polars instead of pandas for the new reports",
     {(ADDS, "polars", True), (AVOIDS, "pandas", True)}),
    ("pathlib rather than os.path", "use pathlib rather than os.path",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    # JavaScript / TypeScript
    ("axios instead of fetch", "go with axios instead of fetch",
     {(ADDS, "axios", True), (AVOIDS, "fetch", True)}),
    ("zod rather than yup", "use zod rather than yup",
     {(ADDS, "zod", True), (AVOIDS, "yup", True)}),
    ("zod instead of yup going forward", "stick with zod instead of yup going forward",
     {(ADDS, "zod", True), (AVOIDS, "yup", True)}),
    ("luxon rather than moment", "use luxon rather than moment for the date math",
     {(ADDS, "luxon", True), (AVOIDS, "moment", True)}),
    ("zustand, not redux", "we use zustand, not redux",
     {(ADDS, "zustand", True), (AVOIDS, "redux", True)}),
    ("dayjs over moment, we prefer", "we prefer dayjs over moment",
     {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("vitest, not jest", "we use vitest, not jest",
     {(RUNS, "vitest", True), (NOT_RUN, "jest", True)}),
    ("pnpm instead of yarn", "go with pnpm instead of yarn",
     {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    # Go
    ("zerolog, not logrus", "we use zerolog here, not logrus",
     {(ADDS, "zerolog", True), (AVOIDS, "logrus", True)}),
    ("errgroup over waitgroups", "prefer errgroup over waitgroups",
     {(ADDS, "errgroup", True), (AVOIDS, "waitgroups", True)}),
    ("testify rather than gomega", "use testify rather than gomega",
     {(ADDS, "testify", True), (AVOIDS, "gomega", True)}),
    # Rust
    ("tokio over async-std", "prefer tokio over async-std",
     {(ADDS, "tokio", True), (AVOIDS, "async-std", True)}),
    ("reqwest, not ureq", "we use reqwest, not ureq",
     {(ADDS, "reqwest", True), (AVOIDS, "ureq", True)}),
    ("thiserror instead of anyhow", "use thiserror instead of anyhow",
     {(ADDS, "thiserror", True), (AVOIDS, "anyhow", True)}),
    # Java
    ("assertj rather than hamcrest", "use assertj rather than hamcrest",
     {(ADDS, "assertj", True), (AVOIDS, "hamcrest", True)}),
    ("slf4j, not log4j", "we use slf4j, not log4j",
     {(ADDS, "slf4j", True), (AVOIDS, "log4j", True)}),
    ("mockito over easymock", "prefer mockito over easymock",
     {(ADDS, "mockito", True), (AVOIDS, "easymock", True)}),
    # Ruby
    ("rspec here, not minitest", "we use rspec here, not minitest",
     {(RUNS, "rspec", True), (AVOIDS, "minitest", True)}),
    ("sidekiq instead of resque", "use sidekiq instead of resque",
     {(ADDS, "sidekiq", True), (AVOIDS, "resque", True)}),
    ("faraday over httparty", "we prefer faraday over httparty",
     {(ADDS, "faraday", True), (AVOIDS, "httparty", True)}),
)

# A ban of a kind of thing, or of a name, kept to "this": the work at hand only.
THIS_BANS: tuple[tuple[str, str, Judged], ...] = (
    ("never mocks for this", "we never use mocks for this", {(AVOIDS, "mocks", False)}),
    ("don't retries for this", "we don't use retries for this", {(AVOIDS, "retries", False)}),
    ("never threads for that", "we never use threads for that", {(AVOIDS, "threads", False)}),
    ("never globals for these", "we never use globals for these", {(AVOIDS, "globals", False)}),
    ("never sleeps in these tests", "we never use sleeps in these tests",
     {(AVOIDS, "sleeps", False)}),
    ("avoid fixtures this kind", "we avoid fixtures for this kind of test",
     {(AVOIDS, "fixtures", False)}),
    ("never gomock for this", "we never use `gomock` for this", {(AVOIDS, "gomock", False)}),
    ("never lodash for this", "we don't use lodash for this", {(AVOIDS, "lodash", False)}),
    ("don't ever mocks for this", "don't ever use mocks for this", {(AVOIDS, "mocks", False)}),
)

# Words that look like such a choice or ban and are neither: nothing to check.
LOOK_ALIKES: tuple[tuple[str, str], ...] = (
    ("faster than", "pytest is faster than unittest on this suite"),
    ("question, or", "should we use zod or yup for the signup form?"),
    ("question, better", "is axios better than fetch here?"),
    ("what the code did", "the old client used requests instead of httpx"),
    ("others' choice", "the payments team went with dayjs over moment"),
    ("a coworker prefers", "my coworker prefers mocha over jest"),
    ("compared", "I compared polars and pandas on the big export last week"),
    ("English words", "prefer tabs over spaces"),
    ("practice words", "prefer composition over inheritance"),
    ("languages", "use kotlin rather than java for the new services"),
    ("we use for this, not a ban", "we use mocks for this"),
    ("yup as a word", "yup, go ahead with the same approach as before"),
    ("switched, told", "they switched to vitest over jest because of ESM"),
    ("others' choice in backticks", "the payments team went with `dayjs` over `moment`"),
)

KNOWN_MISSES: frozenset[str] = frozenset({"polars instead of pandas", "languages"})

# Choices whose sides are a way of working, a kind of thing, a format or two versions of one
# name: whatever else they give, no line of the change is checked for either side.
NO_CODE_SIDES: tuple[tuple[str, str], ...] = (
    ("git ways", "prefer rebase over merge"),
    ("two versions", "prefer junit5 over junit4"),
    ("a kind, plural", "use testcontainers rather than mocks"),
    ("test doubles", "use stubs, not mocks"),
    ("a format", "use orjson rather than json"),
    ("a database", "go with sqlite rather than postgres for the tests"),
    ("a tracker", "use jira over linear"),
    ("a forge", "prefer github over gitlab"),
)

# Plain words that name code, and words of prose or of programming in general that do not.
CODE_NAMES = ("pytest", "unittest", "zod", "yup", "axios", "namedtuples", "errgroup",
              "async-std", "slf4j", "Django")
NOT_CODE_NAMES = ("fetch", "moment", "requests", "tabs", "mocks", "composition", "untyped",
                  "hand-written", "enums", "setters", "kotlin", "postgres", "es6", "stubs",
                  "rebase", "snake_case")


test_a_name_chosen_over_its_rival_in_plain_words = reads_as_expected(RIVALS, KNOWN_MISSES)


test_a_ban_kept_to_this_holds_for_the_work_at_hand = reads_as_expected(THIS_BANS, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), LOOK_ALIKES, ids=[n for n, _ in LOOK_ALIKES])
def test_look_alikes_give_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize("word", CODE_NAMES)
def test_a_coined_name_names_code(word: str) -> None:
    assert names_code(word)


@pytest.mark.parametrize("word", NOT_CODE_NAMES)
def test_a_word_of_prose_or_of_programming_names_no_code(word: str) -> None:
    assert not names_code(word)


@pytest.mark.parametrize(("name", "words"), NO_CODE_SIDES, ids=[n for n, _ in NO_CODE_SIDES])
def test_a_choice_of_no_library_checks_no_line_of_the_change(name: str, words: str) -> None:
    assert not {kind for kind, _, _ in judged(words)} & {ADDS, AVOIDS}
