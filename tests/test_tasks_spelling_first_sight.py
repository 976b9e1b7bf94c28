"""How a team writes a word, at first sight.

A first-sight batch: a spelling, capitalization or wording convention said as different people
say it (docs, UI strings, product names, British or American spelling, hyphens, abbreviations,
"OK" against "okay", "log in" against "login"), alone or next to the work it comes with, across
stacks; and beside them the traps: a misspelling pointed out once, a question which spelling is
right, "spell out" (write in full), "call it X" of one symbol, a linter's message pasted,
someone else's rule quoted, what the old docs did. The right form is what the change must use
and the wrong form, when the words name one, what it must not; a rule about letter case is
checked as written.

Measured on the reader before it was changed for conventions of writing: rules read exactly
3/44 (a form set against another in backticks, or after "use"; most were read as a ban of the
wrong form alone, or as the wrong form to use: "we write 'e-mail' as 'email'" gave `e-mail`),
traps giving no rule 30/30 (19 giving nothing, 11 one-offs giving no standing rule). After:
rules 40/44, traps 30/30. A rule kept to one part of speech ("... when it's a verb") was then
taken to give nothing (no check tells a noun from a verb), and its expectation set so.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, HERE, Judged, check_whole, judged

# Conventions of how a word is written, each with what it must give.
RULES: tuple[tuple[str, str, Judged], ...] = (
    ("e-mail as email", "we write 'e-mail' as 'email' everywhere",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("capitalize Kubernetes", "Always capitalize Kubernetes.", {(ADDS, "Kubernetes", True)}),
    ("canceled one l", "it's spelled 'canceled' with one l in our docs",
     {(ADDS, "canceled", True)}),
    ("American in parentheses", "we use American spelling (color, not colour)",
     {(ADDS, "color", True), (AVOIDS, "colour", True)}),
    ("behaviour as behavior", "Spell 'behaviour' as 'behavior' in all user-facing strings.",
     {(ADDS, "behavior", True), (AVOIDS, "behaviour", True)}),
    ("log in never login", "In the docs we write 'log in' for the verb, never 'login'.",
     {(ADDS, "log in", True), (AVOIDS, "login", True)}),
    ("OK not okay", "It's 'OK', not 'okay', in every UI string.",
     {(ADDS, "OK", True), (AVOIDS, "okay", True)}),
    ("e.g. rather than eg", "Use 'e.g.' rather than 'eg' in the docs.",
     {(ADDS, "e.g.", True), (AVOIDS, "eg", True)}),
    ("i.e. both periods", "Always write \"i.e.\" with both periods.", {(ADDS, "i.e.", True)}),
    ("PostgreSQL never Postgres", "We spell it 'PostgreSQL', never 'Postgres', in the docs.",
     {(ADDS, "PostgreSQL", True), (AVOIDS, "Postgres", True)}),
    ("product one word", "The product name is always written 'ShopPilot', never 'Shop Pilot'.",
     {(ADDS, "ShopPilot", True), (AVOIDS, "Shop Pilot", True)}),
    ("TypeScript capital S", "'TypeScript' is written with a capital S everywhere.",
     {(ADDS, "TypeScript", True)}),
    ("macOS like that", "Please capitalize 'macOS' exactly like that in the README and the docs.",
     {(ADDS, "macOS", True)}),
    ("British organise", "We use British spelling in the docs: 'organise', not 'organize'.",
     {(ADDS, "organise", True), (AVOIDS, "organize", True)}),
    ("JavaScript in comments", "Write \"JavaScript\", not \"Javascript\", in comments.",
     {(ADDS, "JavaScript", True), (AVOIDS, "Javascript", True)}),
    ("Wi-Fi hyphenated", "Update the settings screen copy. 'Wi-Fi' is always hyphenated in our "
     "copy.", {(ADDS, "Wi-Fi", True)}),
    ("front end as frontend", "We write 'front end' as 'frontend' in all docs.",
     {(ADDS, "frontend", True), (AVOIDS, "front end", True)}),
    ("okay instead of OK", "Use 'okay' instead of 'OK' in the onboarding copy.",
     {(ADDS, "okay", True), (AVOIDS, "OK", True)}),
    ("cli lowercase", "The CLI's name is always lowercase: 'skyctl', never 'Skyctl'.",
     {(ADDS, "skyctl", True), (AVOIDS, "Skyctl", True)}),
    ("GraphQL capital Q", "'GraphQL' should be written with a capital Q in the docs.",
     {(ADDS, "GraphQL", True)}),
    ("cancelled as canceled", "Write 'cancelled' as 'canceled' in user-facing strings.",
     {(ADDS, "canceled", True), (AVOIDS, "cancelled", True)}),
    ("workspace not project", "We call it 'workspace', not 'project', in the UI.",
     {(ADDS, "workspace", True), (AVOIDS, "project", True)}),
    ("cannot never can't", "Add the error for a full disk. In error messages we write "
     "'cannot', never 'can't'.", {(ADDS, "cannot", True), (AVOIDS, "can't", True)}),
    ("realise should be written", "'realise' should be written 'realize' across the codebase.",
     {(ADDS, "realize", True), (AVOIDS, "realise", True)}),
    ("end-to-end hyphenated", "We always hyphenate 'end-to-end' in the docs.",
     {(ADDS, "end-to-end", True)}),
    ("sign in never log in", "User-facing strings say 'sign in', never 'log in'.",
     {(ADDS, "sign in", True), (AVOIDS, "log in", True)}),
    ("ID not Id", "In prose we write 'ID', not 'Id'.", {(ADDS, "ID", True), (AVOIDS, "Id", True)}),
    ("YouTube capital T", "It's always 'YouTube' with a capital T, never 'Youtube'.",
     {(ADDS, "YouTube", True), (AVOIDS, "Youtube", True)}),
    ("marshal in Go comments", "Our Go comments spell it 'marshal', never 'marshall'.",
     {(ADDS, "marshal", True), (AVOIDS, "marshall", True)}),
    ("SELECT all caps", "In migrations we write SQL keywords in all caps: 'SELECT', never "
     "'select'.", {(ADDS, "SELECT", True), (AVOIDS, "select", True)}),
    ("Rust initialize", "Comments in the crate use American spelling: 'initialize', not "
     "'initialise'.", {(ADDS, "initialize", True), (AVOIDS, "initialise", True)}),
    ("JSON in Javadoc", "'JSON' is all caps in Javadoc, never 'Json'.",
     {(ADDS, "JSON", True), (AVOIDS, "Json", True)}),
    ("GitLab in commits", "Commit messages spell it 'GitLab', not 'Gitlab'.",
     {(ADDS, "GitLab", True), (AVOIDS, "Gitlab", True)}),
    ("filename one word", "We write 'file name' as 'filename' everywhere.",
     {(ADDS, "filename", True), (AVOIDS, "file name", True)}),
    ("timezone as time zone", "Spell 'timezone' as 'time zone' in the docs.",
     {(ADDS, "time zone", True), (AVOIDS, "timezone", True)}),
    ("Okay written OK", "'Okay' should be written 'OK' in all user-facing text.",
     {(ADDS, "OK", True), (AVOIDS, "Okay", True)}),
    ("k8s as Kubernetes", "Fix the typo in the helm chart README. We spell `k8s` as "
     "`Kubernetes` in docs.", {(ADDS, "Kubernetes", True), (AVOIDS, "k8s", True)}),
    ("capitalize lowercase quoted", "always capitalize 'docker' in the docs",
     {(ADDS, "Docker", True)}),
    ("npm lowercase", "npm is always lowercase in our docs, even at the start of a sentence.",
     {(ADDS, "npm", True)}),
    ("all caps API", "Write 'api' in all caps everywhere in the docs.", {(ADDS, "API", True)}),
    ("whitelist replaced everywhere", "We replace 'whitelist' with 'allowlist' everywhere in "
     "our docs.", {(ADDS, "allowlist", True), (AVOIDS, "whitelist", True)}),
    ("judgment no e", "Add the section on code review. We spell 'judgement' as 'judgment' "
     "throughout the handbook.", {(ADDS, "judgment", True), (AVOIDS, "judgement", True)}),
    # Kept to one part of speech, which no check can tell: the noun "setup" written as one
    # word would fail a check for "set up".
    ("setup noun", "Always write 'set up' as two words when it's a verb.", set()),
    ("Dropdown capitalized", "Buttons and menus in the app say 'dropdown', never 'drop-down'.",
     {(ADDS, "dropdown", True), (AVOIDS, "drop-down", True)}),
)

# Words that are no convention of writing: nothing at all.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("which spelling asked", "is it cancelled or canceled?"),
    ("spell out the steps", "spell out the steps"),
    ("spell out an acronym", "Spell out the acronym the first time it appears."),
    ("fixture spelled", "The test fails because 'colour' is spelled 'color' in the fixture."),
    ("judgement asked", "Which spelling do we use, 'judgement' or 'judgment'?"),
    ("linter pasted", "The spell check job failed:\n```\ndocs/intro.md:3: 'Github' should be "
     "spelled 'GitHub'\n```\nWhat does it run?"),
    ("reviewer quoted", "The reviewer wrote: \"we spell it 'canceled', not 'cancelled'\". Is "
     "that right?"),
    ("headings capitalized", "Capitalize the first letter of each heading."),
    ("old docs spelled", "The old docs spelled it 'e-mail' everywhere."),
    ("misspell necessary", "I always misspell 'necessary', sorry."),
    ("login asked", "Does the style guide say 'log in' or 'login'?"),
    ("spell out the error", "Spell out the full error message in the log."),
    ("OK by mistake", "I wrote 'OK' instead of 'okay' by mistake in the last commit."),
    ("should e-mail be", "Should 'e-mail' be written 'email'?"),
    ("people differ", "Some people write 'colour', others 'color'."),
    ("used to write", "We used to write 'e-mail' as 'email', but marketing changed it back."),
    ("numbers spelled out", "Don't spell out the numbers in the table."),
    ("Spanish spells", "The Spanish translation spells it 'correo electrónico'."),
    ("upstream spells", "Upstream spells it 'Initialise' in their Rust docs, odd."),
)

# A one-off fix of the task at hand: no rule that stands.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("misspelled recieve", "you misspelled recieve in the test name"),
    ("call it UserStore", "call it UserStore"),
    ("typo in docstring", "Typo: 'recieve' should be 'receive' in the docstring of "
     "parse_headers."),
    ("call function", "Call the new function parse_config."),
    ("rename colour", "Rename 'colour' to 'color' in this file."),
    ("fix adress", "Fix the spelling of 'adress' on line 12."),
    ("spelled wrong title", "It's spelled wrong in the title, fix that."),
    ("capitalize README title", "Can you capitalize the title of the README?"),
    ("recieve in handlers.go", "`recieve` is misspelled in three places in handlers.go, fix "
     "them."),
    ("replace in config", "Replace 'foo' with 'bar' in config.yaml."),
    ("spell this heading", "Spell 'Colour' as 'Color' in this heading."),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A form with an apostrophe inside single quotes ('can't'): the closing quote is taken for a
    # stray apostrophe of fast typing and the form turned away is lost.
    "cannot never can't",
    # "strings say ...": a kind of text that "says" something reads as words reported from it.
    "sign in never log in",
    # Two-letter forms set against each other in another case ("ID"/"Id") live inside names
    # (`UserId`), where no check of whole words is sure: no check is made of them.
    "ID not Id",
    # Text of a commit message is in no line of the change, so no check of the diff is made.
    "GitLab in commits",
})

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # "X as Y": the right form after "as"; unquoted, only one word written two ways.
    ("as, unquoted", "we always write front-end as frontend",
     {(ADDS, "frontend", True), (AVOIDS, "front-end", True)}),
    ("as, a manner of code", "we write tests as table-driven tests", set()),
    ("as, a place in code", "In our Go code we write `ctx` as the first parameter", set()),
    ("as, said once", "write 'colour' as 'color' in this heading", set()),
    # "capitalize X": the form given, or its first letter made a capital.
    ("capitalize, quoted lower", "we always capitalize 'postgres' in the docs",
     {(ADDS, "Postgres", True)}),
    ("capitalize, a kind", "we always capitalize constants", set()),
    ("capitalize, the first word", "always capitalize the first word", set()),
    # "all caps", "lowercase": the form turned to that case.
    ("all caps, quoted", "'sql' is always in all caps in our docs", {(ADDS, "SQL", True)}),
    ("lowercase, bare", "Docker is always lowercase in the CLI docs", {(ADDS, "docker", True)}),
    # "hyphenate": the spaces of the form made hyphens.
    ("hyphenate, spaced", "always hyphenate 'real time' in the docs", {(ADDS, "real-time", True)}),
    # A pair after a way of writing, as an aside.
    ("aside, British", "our docs use British spelling (licence, not license)",
     {(ADDS, "licence", True), (AVOIDS, "license", True)}),
    # A form turned away after where the rule holds.
    ("turned away after the place", "'HTTP' is all caps in the docs, never 'Http'",
     {(ADDS, "HTTP", True), (AVOIDS, "Http", True)}),
    # "replace": of wording, not of code.
    ("replace, wording", "we replace 'master' with 'primary' in all docs",
     {(ADDS, "primary", True), (AVOIDS, "master", True)}),
    ("replace, code", "replace `requests` with `httpx` everywhere", {(ADDS, "httpx", False)}),
    # A form alone needs its manner or the team's text, with nothing more than where.
    ("form alone, one button", "Always write 'Done' on the button", set()),
    ("form alone, the team's text", "we write 'sign-up' in all UI strings",
     {(ADDS, "sign-up", True)}),
    # Said as how things are, a part of the text named with "the" is one part among others.
    ("one part, stated", "it's spelled 'colour' in the British docs", set()),
    ("one part, a form alone, asked", "spell it 'colour' in the British docs", set()),
    # Someone else's, a past way, a question.
    ("theirs", "they write 'e-mail' as 'email' in their docs", set()),
    ("past", "we used to write 'e-mail' as 'email' everywhere", set()),
    ("called, one symbol", "we call it 'UserStore'", {(ADDS, "UserStore", True)}),
    # Not how a word is written: a kind of text, a phrase with its article, a tool the docs
    # use, words reported from messages (the ban after them read as before).
    ("a kind, lowercase", "Comments are always lowercase in our Go code", set()),
    ("a phrase with its article", "In the docs we call it 'the dashboard', not 'the console'",
     set()),
    # said of a part of the work: "Use vitest." in every answer would be wider than said
    # (`test_judges_plain_use_said_of_more.py`)
    ("a tool in the docs", "we use 'Vitest' in the docs, not 'Jest'", set()),
    ("reported from messages", "our error messages always say 'failed to', never 'could not'",
     {(AVOIDS, "could not", True)}),
    ("a ban after a rule of code", "for the record, we write tests with `pytest` here, never "
     "`unittest`", {(ADDS, "pytest", True), (AVOIDS, "unittest", True)}),
)

# A convention typed as the person's own, and the same words where they are not: in a code
# block, a pasted log, a quote of someone else, a question, a condition, a denial.
TYPED_AND_NOT: tuple[tuple[str, Judged, tuple[str, ...]], ...] = (
    ("we write 'e-mail' as 'email' everywhere",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)},
     ("```\nwe write 'e-mail' as 'email' everywhere\n```\nwhat does this config do?",
      "Priya said we write 'e-mail' as 'email' everywhere. Is that true?",
      "If we write 'e-mail' as 'email' everywhere, search breaks.",
      "we don't write 'e-mail' as 'email' in the docs",
      "maybe we should write 'e-mail' as 'email' in the docs?", "")),
    ("our docs spell it 'JavaScript', never 'Javascript'",
     {(ADDS, "JavaScript", True), (AVOIDS, "Javascript", True)},
     ("> our docs spell it 'JavaScript', never 'Javascript'\n\nwho wrote this?",
      "Here's the log:\n```\nWARN: 'Javascript' should be written 'JavaScript' in "
      "docs/index.md\n```", "   ")),
)

# Rules whose forms are checked as written, and ones checked in any case.
CASED: tuple[tuple[str, str, bool], ...] = (
    ("Always capitalize Kubernetes.", "Kubernetes", True),
    ("npm is always lowercase in our docs.", "npm", True),
    ("we write 'e-mail' as 'email' everywhere", "email", False),
    ("It's 'OK', not 'okay', in every UI string.", "okay", True),
    ("it's spelled 'canceled' with one l in our docs", "canceled", False),
)


test_a_convention_of_writing_a_word_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_are_no_convention_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), ONE_OFFS, ids=[n for n, _ in ONE_OFFS])
def test_a_one_off_fix_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("words", "term", "cased"), CASED, ids=[w for w, _, _ in CASED])
def test_a_rule_about_letter_case_is_checked_as_written(words: str, term: str,
                                                        cased: bool) -> None:
    found = [j for j in derive([Quote(words, HERE)]) if term in j.key_terms()]
    assert found and all(j.cased == cased for j in found)


@pytest.mark.parametrize(("words", "expected", "others"), TYPED_AND_NOT,
                         ids=[w for w, _, _ in TYPED_AND_NOT])
def test_a_convention_is_the_persons_own_typed_words(words: str, expected: Judged,
                                                     others: tuple[str, ...]) -> None:
    assert judged(words) == expected
    assert all(judged(other) == set() for other in others)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) + len(ONE_OFFS) >= 25
    check_whole([c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)], KNOWN_MISSES)
