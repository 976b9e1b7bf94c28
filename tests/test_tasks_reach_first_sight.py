"""Rules whose reach is said in words or places the reader did not take as reach, at first sight.

A first-sight batch, written from how developers give a ban its reach across languages and
tools without "always" or "never" before the verb: "anymore" and "no more" ("don't use `X`
anymore", "no more `X` in the tests"), "ever" said after the object or as a sentence of its own
("don't add `X` ever", "NO `X`. EVER."), a ban said with what is not allowed "in this codebase",
"in this repo", "here", "around here", "in our code", "on this team" or "in this house", a ban
next to "we use `Y` in this project", and a ban typed straight after a deprecation ("`X` is
deprecated, don't use it"). Each is a durable rule. Beside them, close messages that give
nothing: one person's limits ("I can't use `X` here because ..."), questions, reports that
something no longer happens ("no more `TypeError`s after your change"), "ever" in a sentence
about something else ("you can't ever be sure"), how things were; and one-off asks kept to one
place or to the work at hand ("don't use `X` anymore in this file"), which give no rule.

It was measured before the reader was changed for it: rules read exactly 8/36 (most read as a
ban of the task at hand), messages giving nothing 19/19, one-off asks giving no rule 6/6; after:
27/36, 19/19, 6/6. Then 30/36, once a ban of "it" typed straight after a retirement word,
"do not add it back" after one, and "no `X` in this house" were read; 32/36 once a term with a
space ("`SELECT *`") and a ban answered to a name asked about alone ("`X`? Not in this house.")
were.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, Judged, check_read, judged

RULES: tuple[tuple[str, str, Judged], ...] = (
    # "anymore", "no more"
    ("moment anymore", "don't use `moment` anymore", {(AVOIDS, "moment", True)}),
    ("lodash anymore after a task", "Fix the date picker offset. And please don't import "
     "`lodash` anymore, the native methods cover all of it.", {(AVOIDS, "lodash", True)}),
    ("axios anymore, we", "Add a retry to the fetch client. We don't use `axios` anymore.",
     {(AVOIDS, "axios", True)}),
    ("Thread.sleep anymore", "`Thread.sleep` shouldn't be used anymore in tests, use "
     "Awaitility", {(AVOIDS, "Thread.sleep", True)}),
    ("offset anymore", "Add pagination to the users list. Stop using `OFFSET` anymore, cursors "
     "only.", {(AVOIDS, "OFFSET", True)}),
    ("print no more", "no more `print` debugging in tests", {(AVOIDS, "print", True)}),
    ("console.log no more", "No more `console.log` in the components please.",
     {(AVOIDS, "console.log", True)}),
    ("setTimeout no more", "write the e2e test for checkout. please, no more `setTimeout` hacks "
     "in the tests", {(AVOIDS, "setTimeout", True)}),
    # "ever" after the object, or as a sentence of its own
    ("ts-ignore ever", "don't add `@ts-ignore` ever", {(AVOIDS, "@ts-ignore", True)}),
    ("any mustn't ever", "you mustn't ever use `any`", {(AVOIDS, "any", True)}),
    ("var EVER", "NO `var`. EVER.", {(AVOIDS, "var", True)}),
    ("panic ever", "Do not call `panic!` in library code, ever.", {(AVOIDS, "panic!", True)}),
    ("SELECT star ever", "Please don't use `SELECT *`, ever, it breaks the views when a column "
     "is added.", {(AVOIDS, "SELECT *", True)}),
    ("Autowired ever", "add the repository for invoices. no `@Autowired` field injection, "
     "ever", {(AVOIDS, "@Autowired", True)}),
    ("unwrap never ever", "Parse the header. Don't use `unwrap()`. Not ever.",
     {(AVOIDS, "unwrap()", True)}),
    # may not, in this codebase, here, in this repo
    ("eval can't codebase", "you can't use `eval` in this codebase", {(AVOIDS, "eval", True)}),
    ("unsafe cannot repo", "You cannot use `unsafe` in this repo.", {(AVOIDS, "unsafe", True)}),
    ("goto not allowed", "Contributors are not allowed to use `goto` in this codebase.",
     {(AVOIDS, "goto", True)}),
    ("pandas not allowed here", "Write the CSV export. You're not allowed to use `pandas` "
     "here.", {(AVOIDS, "pandas", True)}),
    ("reflect may not", "you may not use `reflect` in this repository", {(AVOIDS, "reflect",
                                                                         True)}),
    ("thread sleep can't repo, tokio", "We can't use `std::thread::sleep` in this repo, use "
     "`tokio::time::sleep`.", {(AVOIDS, "std::thread::sleep", True),
                               (ADDS, "tokio::time::sleep", True)}),
    # a ban next to "we use Y in this project"
    ("requests, httpx project", "don't use `requests`, we use `httpx` in this project",
     {(AVOIDS, "requests", True), (ADDS, "httpx", True)}),
    ("multer, busboy project", "Add the upload endpoint. Don't reach for `multer`; in this "
     "project we use `busboy`.", {(AVOIDS, "multer", True), (ADDS, "busboy", True)}),
    ("jest, vitest project", "no `jest` please, this project uses `vitest`",
     {(AVOIDS, "jest", True), (ADDS, "vitest", True)}),
    # a ban straight after a deprecation, a ban or a removal
    ("moment deprecated", "`moment` is deprecated dont use it", {(AVOIDS, "moment", True)}),
    ("ioutil deprecated", "`ioutil` is deprecated, don't use it.", {(AVOIDS, "ioutil", True)}),
    ("substr deprecated avoid", "Trim the labels. `substr` is deprecated; avoid it.",
     {(AVOIDS, "substr", True)}),
    ("enzyme banned", "`enzyme` is banned, don't use it in new tests",
     {(AVOIDS, "enzyme", True)}),
    ("tslint gone", "`tslint` is gone, do not add it back", {(AVOIDS, "tslint", True)}),
    # in this house, around here, in our code, on this team
    ("jQuery this house", "`jQuery`? Not in this house.", {(AVOIDS, "jQuery", True)}),
    ("Any this house", "No `Any` types in this house.", {(AVOIDS, "Any", True)}),
    ("mock.patch around here", "We don't use `mock.patch` around here, inject the clock "
     "instead.", {(AVOIDS, "mock.patch", True)}),
    ("innerHTML around here", "Render the comment body. Don't use `innerHTML` around here.",
     {(AVOIDS, "innerHTML", True)}),
    ("println our code", "don't use `println!` in our code, use `tracing`",
     {(AVOIDS, "println!", True), (ADDS, "tracing", True)}),
    ("enum this team", "We don't use `enum` on this team, use union types.",
     {(AVOIDS, "enum", True)}),
    ("mocha this team", "on this team we don't use `mocha`, it's `jest` everywhere",
     {(AVOIDS, "mocha", True), (ADDS, "jest", True)}),
)

NOT_RULES: tuple[tuple[str, str], ...] = (
    # one person's limit, with its reason
    ("eval sandbox", "I can't use `eval` here because the sandbox blocks it"),
    ("structuredClone why can't", "why can't I use `structuredClone` in this repo? the build "
     "fails"),
    ("async py2 module", "I cannot use `async` in the old module, it still runs on Python 2"),
    # questions
    ("lodash anymore?", "we don't use `lodash` anymore?"),
    ("stop moment?", "should we stop using `moment`?"),
    ("moment deprecated, right", "`moment` is deprecated, right?"),
    ("eval codebase, Function?", "can't use `eval` in this codebase? what about `new "
     "Function`?"),
    ("redux ever", "Did we ever use `redux` in this codebase?"),
    ("jQuery anymore around here", "does anyone use `jQuery` around here anymore?"),
    ("tokio-console ever", "ever used `tokio-console`? might help here"),
    # "ever" and "anymore" in sentences about something else
    ("can't ever be sure", "you can't ever be sure `fetch` resolves before unmount"),
    ("unreachable ever", "it can't ever reach `unreachable!()` unless the parser is broken"),
    ("pytest prints anymore", "`pytest` doesn't print anything anymore after the upgrade"),
    ("TypeErrors no more", "no more `TypeError`s after your change, thanks"),
    # how things are, were or will be
    ("axios anymore, so why", "we don't use `axios` anymore, so why is it still in "
     "package.json?"),
    ("ioutil deprecated since", "`ioutil` is deprecated since Go 1.16, which is why the linter "
     "complains"),
    ("enzyme banned story", "`enzyme` got banned from the monorepo last year and the old tests "
     "still import it, can you count them?"),
    ("yarn until March", "we used `yarn` in this project until March"),
    ("webpack once vite lands", "the build won't use `webpack` anymore once the vite PR lands"),
)

ONE_OFF_ASKS: tuple[tuple[str, str], ...] = (
    ("moment anymore in this file", "don't use `moment` anymore in this file"),
    ("prints, bug fixed", "no more `print`s, the bug is fixed"),
    ("flush in this loop", "don't call `flush()` anymore in this loop, it's the slow part"),
    ("sleep in this script", "no more `sleep` in this script, the race is fixed"),
    ("await in this function", "in this function you can't use `await`, it's a sync callback"),
    ("console.log this PR", "for this PR, no more `console.log` please, we've got enough noise"),
)

SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # "anymore", "ever" after the object or alone: a ban's reach; of the place at hand, or with
    # what it was for over, the task's.
    ("anymore", "don't use `moment` anymore", {(AVOIDS, "moment", True)}),
    ("anymore here", "don't use `moment` here anymore", {(AVOIDS, "moment", False)}),
    ("ever alone", "NO `var`. EVER.", {(AVOIDS, "var", True)}),
    ("no more, fixed", "no more `print`s, the bug is fixed", {(AVOIDS, "print", False)}),
    # A permission withheld, with the project named; without it, how the language works.
    ("can't, codebase", "you can't use `eval` in this codebase", {(AVOIDS, "eval", True)}),
    ("can't, no reach", "you can't use `await` in a sync callback", set()),
    ("can't, a reason", "you can't use `eval` in this repo because the sandbox blocks it",
     set()),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A plain word used after the ban ("use Awaitility") is read as a check of the task.
    "Thread.sleep anymore",
    # The project's tool in a sentence after the ban ("this project uses `vitest`") lends it no
    # reach.
    "jest, vitest project",
    # The ban with the place first is read; what the team uses in its place ("it's `jest`
    # everywhere") is not.
    "mocha this team",
})


test_a_rule_with_its_reach_in_other_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_a_limit_a_question_or_a_report_gives_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), ONE_OFF_ASKS, ids=[n for n, _ in ONE_OFF_ASKS])
def test_an_ask_kept_to_one_place_is_no_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 35 and len(NOT_RULES) + len(ONE_OFF_ASKS) >= 25
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFF_ASKS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOT_RULES)} >= KNOWN_MISSES
