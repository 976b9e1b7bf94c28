"""The line a night proposes for someone's instruction document, read as the person who said
the rule would read it, at first sight.

Each judge says its rule as one line (`instruction()`, which `optimize/derived.py` adds to the
document when the rule is broken) and as a check (`describe()`, shown by `clusters` and the
editor). A line that says more than the person did is the costliest failure of the product: it
is written into their CLAUDE.md. The batch was read on every judge the first-sight modules'
cases give (918 judges): 5 wrong, 116 misleading and 25 awkward at first sight; after the
judges kept the conditions the rule was said with, 5 wrong, 25 misleading and 2 awkward (the
wrong ones and most misleading ones left are readings of the rule itself). Its last known miss,
a prefix of names, is said right since names carry their prefixes and suffixes (naming.py).

The cases are written for this module, in other words than the first-sight tables: a run said
with its moment ("before every push", "whenever you edit ..."), a flag said of how a command
is run, an operation said by how it is done (signed off, as a draft, rebased), a ban that holds
until the person agrees, a rule about a term in one kind of code or for one kind of value, a
tool named in a contrast, a check named in words, a flag and a file named as code.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive

HERE = Origin("claude-code", "s", "r")

# (name, the person's words, the agent's message they answer, the lines their judges say)
CASES: tuple[tuple[str, str, str, set[str]], ...] = (
    # a run with its moment
    ("before every push, leading", "Before every push, run `phpunit --testsuite unit`.", "",
     {"Run `phpunit --testsuite unit` before every push."}),
    ("each time before you tag", "run `scripts/check-version.sh` each time before you tag a "
     "release", "", {"Run `scripts/check-version.sh` before you tag a release."}),
    ("answer: before you push", "nice, do that each time before you push",
     "I ran `swiftlint --strict` and fixed the three warnings.",
     {"Run `swiftlint --strict` before you push."}),
    ("whenever the schema changes", "always run `sqlc generate` whenever you edit "
     "`queries.sql`", "", {"Run `sqlc generate` whenever you edit `queries.sql`."}),
    ("every time you touch a file name", "yes, and do it every time you touch package.json",
     "Should I run `npm dedupe` afterwards?",
     {"Run `npm dedupe` every time you touch package.json."}),
    ("habit words after the moment", "run `mix test` before you merge anything going forward",
     "", {"Run `mix test` before you merge anything."}),
    # a flag said of how a command is run, and an operation by how it is done
    ("flag passed to a command", "we always pass `--prefer-offline` to `yarn install`", "",
     {"When you run `yarn install`, pass `--prefer-offline`."}),
    ("flag with a command", "With `docker compose up`, always add `--build`.", "",
     {"When you run `docker compose up`, pass `--build`."}),
    ("signed off", "sign off every commit you make here", "",
     {"When you run `git commit`, pass `-s`."}),
    ("drafts", "pull requests here are always opened as drafts", "",
     {"When you run `gh pr create`, pass `--draft`."}),
    ("rebase onto a branch", "we always rebase onto `trunk` before a PR", "",
     {"Rebase onto `trunk` before a PR."}),
    # a ban until the person agrees
    ("run without asking", "never run `terraform destroy` without asking me first", "",
     {"Do not run `terraform destroy` without asking first."}),
    ("answer: never without asking", "don't ever do that again without asking me",
     "I ran `flyctl scale count 0` to stop the old machines.",
     {"Do not run `flyctl scale count 0` without asking first."}),
    ("dependencies without asking", "don't add new gems without asking me first", "",
     {"Do not change `Gemfile` without asking first."}),
    ("file without asking", "Never change anything in `infra/prod/` without asking first.", "",
     {"Do not change `infra/prod/` without asking first."}),
    # a rule about a term in one kind of code, or for one kind of value
    ("ban in library code", "we never `println!` in library code, use `log`", "",
     {"Use `log` in library code, not `println!`."}),
    ("ban in tests", "never use `Thread.sleep` in the integration tests", "",
     {"Do not use `Thread.sleep` in the integration tests."}),
    ("ban for money", "never use `double` for prices", "", {"Do not use `double` for prices."}),
    ("answer: ban in handler code", "we never do that in handler code",
     "I used `log.Fatal` when the config is missing.",
     {"Do not use `log.Fatal` in handler code."}),
    ("use for tests", "only use `vitest` for tests", "",
     {"Use `vitest` as the JavaScript test runner."}),
    # what turns the reach round is no reach
    ("not in tests", "dates are always rendered with `formatISO`, not in tests", "",
     {"Use `formatISO` for dates."}),
    ("even in tests", "`pgx` only, even in tests", "", {"Use `pgx`."}),
    ("all of our code", "no `var_dump` in our code", "", {"Do not use `var_dump`."}),
    # a tool named in a contrast is not a word banned from the answer
    ("contrast of tools", "use Pinia instead of Vuex", "", {"Use Pinia, not Vuex."}),
    # a check named in words, a flag and a file named as code
    ("check named in words", "never run the acceptance suite, it takes an hour", "",
     {"Do not run the acceptance suite."}),
    ("checks named in words with a moment", "the unit tests have to pass before you merge "
     "anything", "", {"Run the unit tests before you merge anything."}),
    ("flag in backticks", "add a `--dry-run` flag to the sync command", "",
     {"Use `--dry-run`."}),
    # a word of English grammar that names code keeps its backticks
    ("a word of grammar as code", "no `any` in this repo", "", {"Do not use `any`."}),
    # a part of names is no word banned from the code
    ("a prefix of names", "methods in our Kotlin code don't carry a `get` prefix", "",
     {"Do not name methods with a `get` prefix in our Kotlin code."}),
    ("a suffix against another", "custom exceptions end in `Error`, not `Exception`", "",
     {"Name custom exceptions with an `Error` suffix, not `Exception`."}),
)

# Lines still wrong or misleading, by the rule's reading rather than its wording.
def lines(words: str, reply: str = "") -> set[str]:
    """The lines the judges of the words would add to a document, as the night says them."""
    judges = derive([Quote(words, HERE, reply=reply)])
    return {said for j in judges if (said := instruction(j, judges))}


@pytest.mark.parametrize(("name", "words", "reply", "expected"), CASES,
                         ids=[c[0] for c in CASES])
def test_the_line_says_the_rule_as_it_was_said(name: str, words: str, reply: str,
                                               expected: set[str]) -> None:
    assert lines(words, reply) == expected


def test_the_check_says_the_same_conditions() -> None:
    """What `clusters` and the editor show says the rule's conditions as the line does."""
    def described(words: str, reply: str = "") -> set[str]:
        return {j.describe() for j in derive([Quote(words, HERE, reply=reply)])}

    assert described("never run `terraform destroy` without asking me first") == {
        "the agent must not run `terraform destroy` without asking first"}
    assert described("we always pass `--prefer-offline` to `yarn install`") == {
        "when it runs `yarn install`, the agent passes `--prefer-offline`"}
    assert described("never use `double` for prices") == {
        "the change must not use double for prices"}
    said_alone = {j.instruction() for j in derive([Quote("use Pinia instead of Vuex", HERE)])}
    # the library the change uses, as the person spelled it
    assert said_alone == {"Use Pinia.", "Do not use Vuex."}
    assert described("don't add new gems without asking me first") == {
        "the change must not touch `Gemfile` without asking first"}
    assert described("never run the acceptance suite, it takes an hour") == {
        "the agent must not run the acceptance suite"}


def test_a_rule_said_of_all_code_is_stored_as_before() -> None:
    """The conditions are stored only when said, so judges of every other rule keep their
    stored shape (and the subjects standing preferences are grouped by)."""
    ban, = derive([Quote("no `eval` anywhere", HERE)])
    assert "reach" not in ban.params() and ban.subject() == ("code", "eval", "")
    run, = derive([Quote("always run `make lint`", HERE)])
    assert "asks_first" not in run.params()
