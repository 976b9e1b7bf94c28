"""Rules typed fast and loosely, at first sight.

A first-sight batch, written from how people really type to a coding agent: quickly, often in a
language that is not their first. Contractions without their apostrophe ("dont use `moment`",
"we doesnt use `jQuery`"), everything in lower case, text-speak ("pls always use `uv`", "u should
never call `print`", "thx", "b4", "r"), slips in the very words that make a rule ("allways",
"nver", "dont't", "shoud", "musnt"), shouting ("NEVER use `any`", "DO NOT EVER touch
`vendor/`!!!"), a word said twice ("never NEVER"), run-on sentences that join a task and a rule
with no punctuation ("fix the flaky test also we use `require` not `assert` in go tests"), the
phrasings of other languages ("please to use `httpx` always", "is forbidden to use `eval`", "we
are not using `lodash` anymore", "avoid to use `eval`", "instead `grep`"), emoji and "+1".
Beside them, close messages typed the same way that ask without a question mark ("do we always
use `uv`"), describe, vent, tell a past habit or someone else's rule, or are idioms ("np", "nvm
dont worry"), and give nothing; and one-offs that may give at most a check of the task at hand.

It was measured before the reader was changed for it: rules read exactly 20/46, messages giving
nothing 41/42 (one read as a ban: "pls explain why `eval` is bad", read so in its careful wording
too), one-offs 9/9; after: rules 41/46, messages giving nothing 42/42, one-offs 9/9. The slips
are mended before reading (`skillsleep.tasks.slips`), not taught to each pattern. Rules 44/46
once a ban's reach was read in "ever" said after its object or alone, 45/46 once a ban typed
straight after a retirement word ("is deprecated dont use it") was read as a clause of its own.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.slips import mend

from helpers.first_sight import reads_as_expected
from helpers.judged import ADDS, AVOIDS, FILES, HERE, RUNS, Judged, check_read, judged

NOT_RUN = "does_not_run"

# Messages whose own words state a rule, typed the way people type.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # an order to stop doing something is for the work to come
    ("stop useing var", "stop useing `var` pls", {(AVOIDS, "var", True)}),
    # contractions without an apostrophe
    ("we dont use mock", "we dont use `unittest.mock` in the integration tests",
     {(AVOIDS, "unittest.mock", True)}),
    ("we doesnt use jQuery", "we doesnt use `jQuery` here anymore", {(AVOIDS, "jQuery", True)}),
    ("plz dont add ts-ignore ever", "plz dont add `@ts-ignore` ever",
     {(AVOIDS, "@ts-ignore", True)}),
    ("i dont want lodash", "i dont want `lodash` in this codebase", {(AVOIDS, "lodash", True)}),
    ("dont forget go vet", "dont forget, always run `go vet` before commit",
     {(RUNS, "go vet", True)}),
    ("dont use fmt.Println in handlers", "dont use `fmt.Println` in handlers, use `slog` always",
     {(ADDS, "slog", True), (AVOIDS, "fmt.Println", True)}),
    ("deprecated dont use it", "`moment` is deprecated dont use it", {(AVOIDS, "moment", True)}),
    ("dont mock, we allways use", "dont mock the db, we allways use `testcontainers`",
     {(ADDS, "testcontainers", True)}),
    # text-speak
    ("pls always use uv", "pls always use `uv`", {(RUNS, "uv", True)}),
    ("u should never call print", "u should never call `print` in lib code",
     {(AVOIDS, "print", True)}),
    ("thx and pls pnpm", "thx, and pls use `pnpm` from now on", {(RUNS, "pnpm", True)}),
    ("make sure u always", "make sure u always run `terraform fmt`",
     {(RUNS, "terraform fmt", True)}),
    ("b4 pushing", "ALWAYS run `npm test` b4 pushing", {(RUNS, "npm test", True)}),
    ("we r using pnpm", "we r using `pnpm` not `npm`", {(RUNS, "pnpm", True),
                                                         (NOT_RUN, "npm", True)}),
    ("zod thx", "use `zod` for validation from now on thx", {(ADDS, "zod", True)}),
    ("ruff not flake8 pls", "use `ruff` not `flake8` pls", {(RUNS, "ruff", True),
                                                             (NOT_RUN, "flake8", True)}),
    ("btw never float", "ok thx. btw we never use `float` for money", {(AVOIDS, "float", True)}),
    # slips in the cue words
    ("allways cargo fmt", "allways run `cargo fmt` before commiting", {(RUNS, "cargo fmt", True)}),
    ("nver unwrap", "nver use `unwrap()` in library code", {(AVOIDS, "unwrap()", True)}),
    ("dont't force push", "dont't ever use `git push --force`",
     {(NOT_RUN, "git push --force", True)}),
    ("shoud const over let", "you shoud always use `const` over `let`",
     {(ADDS, "const", True), (AVOIDS, "let", True)}),
    ("u must allways pathlib", "u must allways use `pathlib` not `os.path`",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("alway poetry", "from now on alway use `poetry`", {(RUNS, "poetry", True)}),
    ("nevr commit env", "nevr commit `.env` files", {(FILES, ".env", True)}),
    ("allways Decimal", "allways use `Decimal` for money", {(ADDS, "Decimal", True)}),
    ("shoudl pytest -x", "shoudl always run `pytest -x` before finishing",
     {(RUNS, "pytest -x", True)}),
    ("musnt ever any", "you musnt ever use `any`", {(AVOIDS, "any", True)}),
    # shouting, and a word said twice
    ("NEVER any", "NEVER use `any`", {(AVOIDS, "any", True)}),
    ("DO NOT EVER vendor", "DO NOT EVER touch `vendor/`!!!", {(FILES, "vendor/", True)}),
    ("never NEVER unsafe", "never NEVER use `unsafe` in this crate", {(AVOIDS, "unsafe", True)}),
    ("Never ever force !!!", "Never ever use `git push --force` !!!",
     {(NOT_RUN, "git push --force", True)}),
    ("NO var EVER", "NO `var`. EVER.", {(AVOIDS, "var", True)}),
    # run-on sentences
    ("flaky test also we use require", "fix the flaky test also we use `require` not `assert` in "
     "go tests", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("never now use timezone", "pls never use `datetime.now()` use `timezone.now()`",
     {(AVOIDS, "datetime.now()", True), (ADDS, "timezone.now()", True)}),
    ("why u keep using any", "why u keep using `any`?? stop it, never use `any`",
     {(AVOIDS, "any", True)}),
    ("tired of this console.log", "im tired of this, never use `console.log` for debugging, use "
     "the logger", {(AVOIDS, "console.log", True)}),
    # phrasings of other languages
    ("please to use httpx always", "please to use `httpx` always", {(ADDS, "httpx", True)}),
    ("is forbidden eval", "is forbidden to use `eval`", {(AVOIDS, "eval", True)}),
    ("its mandatory make lint", "its mandatory to run `make lint` before push",
     {(RUNS, "make lint", True)}),
    ("we are not using lodash anymore", "we are not using `lodash` anymore",
     {(AVOIDS, "lodash", True)}),
    ("not use var in this project", "not use `var` in this project, use `let`",
     {(AVOIDS, "var", True), (ADDS, "let", True)}),
    ("rg instead grep", "Always use `rg` instead `grep`", {(RUNS, "rg", True),
                                                          (NOT_RUN, "grep", True)}),
    ("avoid to use eval in this repo", "avoid to use `eval` in this repo",
     {(AVOIDS, "eval", True)}),
    # emoji and +1
    ("black thumbs up", "always use `black` 👍", {(RUNS, "black", True)}),
    ("+1 and mypy", "+1, and from now on run `mypy --strict` before u hand back",
     {(RUNS, "mypy --strict", True)}),
    ("Pls Always Use", "Pls Always Use `pnpm` 🙏", {(RUNS, "pnpm", True)}),
)

# Messages typed the same way that ask, describe, vent or tell someone else's rule: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("do we always use uv", "do we always use `uv`"),
    ("do we allways uv or pip", "do we allways use `uv` or `pip`"),
    ("np", "np"),
    ("nvm dont worry", "nvm dont worry"),
    ("dont worry about moment", "dont worry about `moment`, its fine"),
    ("webpack allways slow", "ugh `webpack` is allways so slow"),
    ("old code never async", "the old code never used `async`"),
    ("why allways lodash", "why does it allways use `lodash`"),
    ("dont know why pytest", "i dont know why `pytest` fails"),
    ("dont know if pnpm", "dont know if we use `pnpm` or `yarn`"),
    ("thx pray", "thx!! 🙏"),
    ("+1 alone", "+1"),
    ("shoud i use httpx", "shoud i use `httpx` or `requests`"),
    ("u never told me", "u never told me about `vendor/`"),
    ("it dont work", "it dont work with `node 18`"),
    ("NOTHING WORKS", "NOTHING WORKS"),
    ("WHY IS npm test FAILING", "WHY IS `npm test` FAILING AGAIN"),
    ("used to allways jest", "we used to allways use `jest`"),
    ("i never use vim", "i never use `vim` lol"),
    ("is it forbidden eval", "is it forbidden to use `eval` here"),
    ("not sure ruff", "not sure if `ruff` is installed"),
    ("no worries thx", "no worries, thx"),
    ("nope not that one", "nope not that one"),
    ("ci allways fails", "the ci allways fails on `go test`"),
    ("pls explain eval", "pls explain why `eval` is bad"),
    ("can u tell me uv", "can u tell me what `uv` does"),
    ("the linter says", "the linter says never use `any`"),
    ("moment never removed", "`moment` is never gonna be removed lol"),
    ("havent run npm test", "havent run `npm test` yet"),
    ("didnt u fix", "didnt u already fix `parse_date`"),
    ("whats the diff", "whats the diff between `let` and `const`"),
    ("we r not using lodash right", "we r not using `lodash` in the new service right"),
    ("u allways add any huh", "so u allways add `any` when u get stuck huh"),
    ("was forbidden in my old job", "it was forbidden to use `eval` in my old job"),
    ("their style guide dont", "their style guide says dont use `var`"),
    ("nvm dont use anything", "nvm, dont use anything, i fixed it"),
    ("np nver mind", "np, nver mind"),
    ("u dont need to explain", "u dont need to explain `useEffect` to me lol"),
    ("DONT WORRY ABOUT IT", "DONT WORRY ABOUT IT"),
    ("dont be sorry", "dont be sorry, just fix it"),
    ("why r u using var", "why r u using `var` everywhere"),
    ("is lodash allways slow", "is `lodash` allways this slow"),
)

# Work asked once, typed the same way: at most a check of the task at hand, never a rule.
ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("DO NOT touch vendor", "DO NOT touch `vendor/`!!!", {(FILES, "vendor/", False)}),
    ("pls httpx this one", "pls use `httpx` for this one", {(ADDS, "httpx", False)}),
    ("dont touch config for now", "dont touch `config.yaml` for now",
     {(FILES, "config.yaml", False)}),
    ("not use var here", "not use `var` here, use `let`", {(AVOIDS, "var", False),
                                                           (ADDS, "let", False)}),
    ("u can skip mypy", "u can skip `mypy` this time", {(NOT_RUN, "mypy", False)}),
    ("run pytest pls", "run `pytest -x` pls", {(RUNS, "pytest -x", False)}),
    ("dont commit yet", "dont commit yet", {(NOT_RUN, "git commit", False)}),
    ("pls dont moment in this file", "pls dont use `moment` in this file",
     {(AVOIDS, "moment", False)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "should" with no one it is said to.
    "shoudl pytest -x",
})


test_a_rule_typed_loosely_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_typed_loosely_that_ask_or_describe_give_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "allowed"), ONE_OFFS,
                         ids=[n for n, _, _ in ONE_OFFS])
def test_work_asked_once_loosely_is_no_rule(name: str, words: str, allowed: Judged) -> None:
    assert judged(words) <= allowed


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) >= 30 and len(ONE_OFFS) >= 5
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOT_RULES)} >= KNOWN_MISSES


# What mending sets right, and what it leaves as typed.
MENDED: tuple[tuple[str, str], ...] = (
    ("pls dont use `moment`", "please don't use `moment`"),
    ("u shoud nver call `dont`", "you should never call `dont`"),
    ("never NEVER use `any`", "never use `any`"),
    # capitals are left as typed: the reader takes cue words in any case, and "RUN pip
    # install" is a pasted Dockerfile, not an order
    ("RUN pip install -r requirements.txt", "RUN pip install -r requirements.txt"),
    ("is forbidden to use `eval`", "never use `eval`"),
    ("fix it also we use `require`", "fix it. also we use `require`"),
    ("i think also we use `require`", "i think also we use `require`"),
    ("use `rg` instead `grep`", "use `rg` instead of `grep`"),
    # code, a path and a capital "U" stay as typed
    ("see `u.dont` in ./u/allways.py", "see `u.dont` in ./u/allways.py"),
    ("```\ndont pls\n```\nthx", "```\ndont pls\n```\nthanks"),
    ("    im = dont(u)\nok", "    im = dont(u)\nok"),
    ("grade U", "grade U"),
    # nothing to mend
    ("Please don't use `moment`.", "Please don't use `moment`."),
)


@pytest.mark.parametrize(("typed", "mended"), MENDED, ids=[t for t, _ in MENDED])
def test_the_slips_of_typing_are_mended_in_prose_only(typed: str, mended: str) -> None:
    assert mend(typed) == mended


def test_words_with_nothing_to_mend_are_the_same_string() -> None:
    words = "Always run `make check` before you push."
    assert mend(words) is words


@pytest.mark.parametrize("typed", [
    "pls dont use `moment` in this repo, we use `date-fns`",
    "is forbidden to use `eval` in this codebase",
    "u shoud allways run `cargo fmt` b4 committing",
])
def test_the_evidence_is_what_the_person_typed(typed: str) -> None:
    """Rules are read in mended words, but the quote a preference shows as its evidence is the
    person's own sentence, slips and all."""
    judges = derive([Quote(typed, HERE)])
    assert judges
    assert all(j.quote == typed for j in judges)


@pytest.mark.parametrize(("typed", "mended"), [
    ("we does'nt use `moment`", "we don't use `moment`"),
    ("we doesnt mock the db", "we don't mock the db"),
    ("plz to use `uv`", "please use `uv`"),
    ("nevr NEVER use `any`", "never use `any`"),
    ("we r not using `lodash` anymor", "we don't use `lodash` anymore"),
])
def test_a_mending_made_possible_by_another_is_made(typed: str, mended: str) -> None:
    """Each mending runs only where the text holds what it needs, looked for after the
    mendings before it, so one that another makes possible is still made."""
    assert mend(typed) == mended
