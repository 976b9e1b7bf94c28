"""Gaps a review found in how requests split into tasks and kinds of work, read at first sight.

Five tables, each written from how people word such requests in general (Go, Python, TS, Rust,
Java, Ruby, PHP projects; polite, terse, typo'd), before the readers were looked at for them:

- `ALSO_NEW` / `ALSO_FOLLOW_UPS`: "also <work>" said after a task. Work of another kind that
  names none of the exchange's things ("also, can you bump the go version in CI", "oh and also
  write the release notes") is a new task; "also" before more of the same piece ("also handle
  the case where owner is blank", "also log the row number when it fails") goes on with it.
- `BRANCHED`: work put on a branch of its own ("push it to a new branch", "move these commits
  to a fresh branch") is `git-sync`, the kind that syncs branches and moves work done on the
  wrong one; with a draft opened after it ("put this on a branch and open a draft") a `pr`.
- `NOTES`: release notes and a changelog written are `docs`, whatever verb puts them together,
  naming no file and no release to cut.
- `CHECKERS_ALONE`: a checker named alone, made happy, clean or passing ("make sure mypy is
  happy", "clippy clean pls", "make phpstan pass") is fixing the checks (`checks`).
- `PRODUCT_WORDS`: a kind's word that is a product's part or people's thing ("a commit button
  in the editor toolbar", "a staging environment badge in the header", "the tests tab of the
  admin panel", "the dependencies section of the README") asks for the work on that part.

`TRAPS` are near-misses of each new reading, each with the kind it must not be given: a push
told, a branch of an if or a switch, a bank's branch, a draft of an email or an invoice, release
notes asked where they are or read, a checker told happy or asked about, a product's button.

At first sight (the readers as they were; no expectation was changed after the run):
`BRANCHED` 1 of 14 (only "push it to a new branch and open a draft PR"; the rest none, or
`refactor` for "move ... to a new branch"), `NOTES` 2 of 7 (verbs that put notes together read
as none), `CHECKERS_ALONE` 3 of 13, `PRODUCT_WORDS` 2 of 8 (`secrets` for the badge, `commit`
for the button, `review`, `docs`, `checks` for the tab, `deps` for the README's section),
`ALSO_NEW` 10 of 14, `ALSO_FOLLOW_UPS` 7 of 10, `singular` 8 of 12; the 33 `TRAPS` were all
off their kind (18 read as none), the 8 `KEEP` rows all kept.

After: `BRANCHED` 14 of 14, `NOTES` 7 of 7, `CHECKERS_ALONE` 11 of 13, `PRODUCT_WORDS` 7 of 8,
`ALSO_NEW` 13 of 14, `ALSO_FOLLOW_UPS` 10 of 10, `singular` 12 of 12; `TRAPS` 33 of 33 (18
none), `KEEP` 8 of 8. The readings: work put on a branch of its own, by a verb that asks
(opening the request or after "and", "then"), not a branch of an if, a switch or the code;
a draft opened after a branch, a push or a commit, the clause ending on it; "put together",
"compile", "assemble", "whip up", "jot down" of release notes; more checkers by their names
(phpstan, pylint, swiftlint, ...; not "biome", "psalm", words of prose), "passes", "cleanly",
and a checker said alone with how it should end; a screen's part named for a commit, a review,
an environment or tests, and a document's section named for dependencies. "also" before an
ask: a kind of its own (not a change to code's kinds, feature, refactor, debug) other than the
work's, touching none of the exchange's things (by a pronoun, a word, its code or its version),
is a new task; an ask of no kind, of the work's kind or of a change to code's kinds that
touches them is the piece's. Still read otherwise, in `KIND_MISSES` and `DECISION_MISSES`.

`singular` (common_words) is checked here too: a noun that is the same in both numbers ("news",
"series", "species") is no plural of a shorter word ("news" is not "new"), so "the news feed"
names no `NewClient`.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.common_words import singular

from helpers.exchanges import Before, case_ids, cases, check_decision, check_known_misses
from helpers.kinds_read import kinds_as_asked, kinds_not_given, known_misses_stay_wrong

# Work put on a branch of its own: git-sync; a draft opened after it: a pull request.
BRANCHED: list[tuple[str | None, str]] = [
    ("git-sync", "push it to a new branch"),
    ("git-sync", "can you push this to a new branch called fix/timeout-retry"),
    ("git-sync", "move these commits to a fresh branch"),
    ("git-sync", "move the last two commits onto a new branch"),
    ("git-sync", "put my changes on a separate branch, I started on main by accident"),
    ("git-sync", "let's put this work on its own branch"),
    ("git-sync", "stick this on a new branch and push it"),
    ("git-sync", "pls push the work to a feature branch, not main"),
    ("git-sync", "throw this on a new branch"),
    ("git-sync", "push everything to a new branch named chore/deps-bump"),
    ("pr", "put this on a branch and open a draft"),
    ("pr", "push it to a new branch and open a draft PR"),
    ("pr", "move it to a new branch and put up a draft"),
    ("pr", "branch off main, commit, and open a draft"),
]
# Release notes and changelogs written: docs, not a release.
NOTES: list[tuple[str | None, str]] = [
    ("docs", "write the release notes for 2.3"),
    ("docs", "draft the changelog for this release"),
    ("docs", "put together the release notes for v5.0"),
    ("docs", "compile release notes for 1.4.0 from the merged PRs"),
    ("docs", "can you whip up a changelog entry for this release"),
    ("docs", "jot down release notes for the 0.9 beta"),
    ("docs", "assemble the changelog for the next minor release"),
]
# A checker named alone, made to pass: the checks fixed.
CHECKERS_ALONE: list[tuple[str | None, str]] = [
    ("checks", "make sure mypy is happy"),
    ("checks", "get clippy clean"),
    ("checks", "make eslint pass"),
    ("checks", "clippy clean pls"),
    ("checks", "make sure checkstyle passes"),
    ("checks", "make sure mypy --strict passes on the new module"),
    ("checks", "make phpstan pass at level 8"),
    ("checks", "get psalm green"),
    ("checks", "make sure pylint is happy"),
    ("checks", "make biome happy"),
    ("checks", "get swiftlint clean"),
    ("checks", "make sure tsc compiles cleanly"),
    ("checks", "rubocop clean please"),
]
# A kind's word as a product's part: the work asked on that part.
PRODUCT_WORDS: list[tuple[str | None, str]] = [
    ("feature", "add a staging environment badge to the dashboard header"),
    ("docs", "add a staging environment badge to the README"),
    ("feature", "add a commit button to the editor toolbar"),
    ("feature", "add a review button in the app"),
    ("feature", "add a release notes page to the app"),
    ("debug", "fix the tests tab in the admin panel"),
    ("docs", "update the dependencies section of the readme"),
    ("feature", "add a rebase button to the merge request page"),
]
# Near-misses: (the kind each must not be given, the request).
TRAPS: list[tuple[str, str]] = [
    ("git-sync", "when I push to a new branch the preview deploy doesn't start"),
    ("git-sync", "move the null check into a separate branch of the if"),
    ("git-sync", "put the retry in its own branch of the switch"),
    ("git-sync", "our bank opened a new branch downtown, add it to the locations page"),
    ("git-sync", "the new branch I pushed yesterday has no CI runs"),
    ("git-sync", "add a store locator so users can find their nearest branch"),
    ("git-sync", "put the fallback in a separate branch of the match on line 40"),
    ("git-sync", "don't push it to a new branch, just commit on main"),
    ("pr", "open a draft of the email to the landlord"),
    ("pr", "create a branch and open a draft invoice for the client"),
    ("pr", "put this on a branch and open a draft of the design doc"),
    ("docs", "where are the release notes for 2.3?"),
    ("docs", "compile the release build for 2.3"),
    ("docs", "read the release notes for 2.3 and tell me if anything affects us"),
    ("docs", "the release notes modal doesn't close on mobile"),
    ("checks", "mypy is happy now, thanks"),
    ("checks", "what does clippy mean by needless_borrow?"),
    ("checks", "should we switch from flake8 to ruff?"),
    ("checks", "make the background black and the header white"),
    ("checks", "show a list of tests in the student dashboard"),
    ("checks", "add a checks column to the bank statements page"),
    ("secrets", "show which environment you're on in the navbar"),
    ("commit", "show the commit hash in the about dialog"),
    ("deps", "list the dependencies of each service in the architecture doc"),
    ("review", "show which branches someone is reviewing in the dashboard"),
    ("review", "list the branches someone is reviewing"),
    ("feature", "skip the PRs someone is already reviewing and review the rest"),
    ("release", "write the release notes for 2.3"),
    ("release", "draft the changelog for this release"),
    # Found while building: a branch of the code, a checker's name as a word of prose.
    ("git-sync", "just put the if/else in a separate branch of the code"),
    ("checks", "the biome of the reef is changing fast"),
    ("checks", "read psalm 23 to me at the funeral"),
    ("checks", "the tests page in the admin panel is blank"),
]
# Requests of the kinds these readings touch, which keep their kind.
KEEP: list[tuple[str | None, str]] = [
    ("checks", "the build badge in the README is red"),
    ("checks", "fix the tests"),
    ("secrets", "add a staging environment variable for the sentry dsn"),
    ("commit", "make a commit for the docs change"),
    ("deps", "update the dependencies to the latest versions"),
    ("docs", "add a release notes section to the README"),
    ("git-sync", "create a new branch for this and push it"),
    ("review", "review this button component"),
]

# "also <work>" after a task: the exchanges.
NIL_FIX = Before(
    "the importer panics on rows with an empty owner field, fix it",
    "Fixed: `parseRow` in `internal/importer/rows.go` now checks `owner == \"\"` before calling "
    "`lookupOwner`, and returns `ErrMissingOwner`. Added `TestParseRowEmptyOwner`; `go test "
    "./internal/importer/...` passes.")
DRY_RUN = Before(
    "add a --dry-run flag to the sync command that prints what would change",
    "Added `--dry-run` to `cmd/sync.go`: it builds the plan with `planChanges()` and prints each "
    "change instead of applying it. Updated the command's help text. Tests pass.")
TAX = Before(
    "refactor the billing module so the tax calculation lives in its own class",
    "Moved the tax logic from `billing/invoice.py` into `billing/tax.py` as `TaxCalculator`, with "
    "`Invoice.total()` calling it. All 48 tests in `tests/billing` pass.")
AVATAR = Before(
    "the settings page shows a blank screen when the user has no avatar",
    "The crash came from `user.avatar.url` in `SettingsHeader.tsx` when `avatar` is null. I "
    "added a fallback to the initials component and a test in `SettingsHeader.test.tsx`.")
RELEASED = Before(
    "bump the version to 2.3.0 and tag it",
    "Bumped `version` in `pyproject.toml` and `src/pkg/__init__.py` to 2.3.0, committed as "
    "\"Release 2.3.0\" and tagged `v2.3.0`. Not pushed yet.")
SERVICE = Before(
    "add a PaymentService class in app/Services that wraps the Stripe client",
    "Created `app/Services/PaymentService.php` with `charge()` and `refund()` wrapping "
    "`StripeClient`, bound in `AppServiceProvider`. `php artisan test` passes.")

# Work of another kind, of things the exchange did not name: a new task.
ALSO_NEW: list[tuple[str, Before, str]] = [
    ("other kind", NIL_FIX, "also, can you bump the go version in CI"),
    ("other kind", NIL_FIX, "oh and also write the release notes"),
    ("other kind", DRY_RUN, "also bump the go version in the github workflow to 1.23"),
    ("other kind", DRY_RUN, "also, write the release notes for 2.3"),
    ("other kind", TAX, "also upgrade pydantic to v2 while we're here"),
    ("other kind", TAX, "oh and also draft the changelog for this release"),
    ("other kind", AVATAR, "also can you bump eslint to v9"),
    ("other kind", AVATAR, "also, make sure mypy is happy"),
    ("other kind", AVATAR, "oh also write the release notes for 4.2"),
    ("other kind", RELEASED, "also upgrade the actions/checkout step to v4 in CI"),
    ("other kind", NIL_FIX, "also, update the README's install section for homebrew"),
    ("other kind", DRY_RUN, "also can you upgrade cobra to the latest"),
    ("other kind", SERVICE, "also could you upgrade laravel/framework to 11"),
    ("other kind", SERVICE, "oh and also rotate the mailgun api key in staging"),
]
# More of the piece just made, by the things the exchange named: a follow-up.
ALSO_FOLLOW_UPS: list[tuple[str, Before, str]] = [
    ("same piece", NIL_FIX, "also handle the nil case"),
    ("same piece", NIL_FIX, "also handle the case where owner is just whitespace"),
    ("same piece", NIL_FIX, "also log the row number when it fails"),
    ("same piece", DRY_RUN, "also make it print a summary line at the end"),
    ("same piece", DRY_RUN, "also add a short -n alias for it"),
    ("same piece", TAX, "also add type hints to the new class"),
    ("same piece", TAX, "also rename it to TaxService"),
    ("same piece", AVATAR, "also handle a missing display name the same way"),
    ("same piece", SERVICE, "also make refund take an optional reason"),
    ("same piece", SERVICE, "oh and also log the stripe error code when a charge fails"),
]

# Requests still given another kind than their row's, by their text: two checkers whose names
# are words of prose (read alone they would make "the biome of the reef" software talk), and
# a screen's tab of tests now read as none.
KIND_MISSES: frozenset[str] = frozenset({
    "get psalm green",
    "make biome happy",
    "fix the tests tab in the admin panel",
})
# Requests after an exchange still decided otherwise, by the opening of their words
# (`exchanges.key`): a dependency moved "to the latest" is no kind the reader names.
DECISION_MISSES: frozenset[str] = frozenset({
    "also can you upgrade cobra to the latest",
})
KIND_ROWS = BRANCHED + NOTES + CHECKERS_ALONE + PRODUCT_WORDS + KEEP


def _id(text: str) -> str:
    return text[:60]


test_work_put_on_a_branch_of_its_own_is_synced = kinds_as_asked(BRANCHED, KIND_MISSES, ids=_id)
test_release_notes_written_are_docs = kinds_as_asked(NOTES, KIND_MISSES, ids=_id)
test_a_checker_made_to_pass_alone_is_checks = kinds_as_asked(CHECKERS_ALONE, KIND_MISSES,
                                                             ids=_id)
test_a_kinds_word_as_a_products_part_asks_for_that_part = kinds_as_asked(
    PRODUCT_WORDS, KIND_MISSES, ids=_id)
test_a_near_miss_is_not_given_the_kind = kinds_not_given(TRAPS)
test_a_request_of_the_kinds_touched_keeps_its_kind = kinds_as_asked(KEEP, KIND_MISSES, ids=_id)
test_a_known_kind_miss_stays_read_otherwise = known_misses_stay_wrong(
    KIND_ROWS, KIND_MISSES, ids=_id)

ALSO = cases(ALSO_FOLLOW_UPS, ALSO_NEW)


@pytest.mark.parametrize(("form", "before", "words", "new"), ALSO, ids=case_ids(ALSO))
def test_also_before_work_is_a_new_task_or_more_of_the_piece(
        form: str, before: Before, words: str, new: bool) -> None:
    check_decision(before, words, new, DECISION_MISSES)


def test_the_tables_are_large_and_their_misses_are_rows() -> None:
    assert len(KIND_ROWS) >= 40 and len(TRAPS) >= 25
    assert len(ALSO_NEW) >= 12 and len(ALSO_FOLLOW_UPS) >= 10
    texts = [t for _, t in KIND_ROWS]
    assert len(set(texts)) == len(texts) and set(texts) >= KIND_MISSES
    check_known_misses(ALSO_NEW + ALSO_FOLLOW_UPS, DECISION_MISSES)


@pytest.mark.parametrize(("word", "one"), [
    # Nouns the same in both numbers: no plural of a shorter word.
    ("news", "news"), ("series", "series"), ("species", "species"), ("News", "News"),
    # Plurals still made singular.
    ("entries", "entry"), ("batches", "batch"), ("caches", "cache"), ("DTOs", "DTO"),
    ("indexes", "index"), ("queries", "query"), ("feeds", "feed"), ("class", "class"),
])
def test_a_noun_the_same_in_both_numbers_stays_itself(word: str, one: str) -> None:
    assert singular(word) == one

