"""A seventh table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its follow-ups name a kind of work without asking for it. They doubt or confirm what was said
("we still need to push after the rebase, right?", "don't we already have a helper for that?"),
ask why the agent changed something ("why did the timeout go from 30 to 5?"), weigh in several
questions whether the work should go further ("should it cover the admin routes too? and the
health check?"), ask for the work just done to be checked again ("double check the other call
sites"), tell the agent to leave an error alone ("ignore that warning: ..."), ask for its last
change undone ("that broke the layout, revert it"), or pick what to start with among what was
just said ("ok, let's start there"). The new tasks are close in words: a check, an explanation,
a revert of a named commit, a question of their own, work that starts with something new.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 10 of the 32
follow-ups tasks and 7 of the 22 new tasks follow-ups; after the reading it led to (such a
request is a follow-up by its wording, before the weights: `followups._weighs_the_work`), 0 and
7. The new tasks still missed were missed before it too: short work of its own said right
after the agent reported its work or offered more, which the weights read as more of the same.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from skillsleep.tasks.followups import decide

from helpers.exchanges import (
    T0,
    Before,
    decision_tests,
)

REBASED = Before(
    "rebase the feature branch on main",
    "Rebased `feat/export` onto `main` (3 commits replayed, one conflict in "
    "`export/csv_writer.go` resolved by keeping both header fields). `go test ./...` passes.")
TIMEOUTS = Before(
    "the upload endpoint hangs when S3 is slow, make it fail fast",
    "I set the S3 client timeout in `storage/s3.py` to 5 seconds (it was 30) and wrapped the "
    "upload in a retry with two attempts. `UploadView` now answers 504 when both time out. "
    "Tests updated in `tests/test_upload.py`.")
LAYOUT = Before(
    "make the sidebar collapsible on small screens",
    "Done: `Sidebar.tsx` now collapses below 768 px behind a hamburger button, with the state "
    "kept in `useSidebarStore`. I changed the grid in `Layout.module.css` so the content takes "
    "the full width when it is collapsed.")
RENAMED = Before(
    "rename `fetchUser` to `loadUser` everywhere",
    "Renamed `fetchUser` to `loadUser` in 14 files, including the tests and the storybook "
    "stories. `npm run typecheck` and `npm test` pass.")
MIDDLEWARE = Before(
    "add auth middleware to the api routes",
    "Added `requireAuth` in `middleware/auth.ts` and applied it to every router under "
    "`/api/v2`. Unauthenticated calls now get a 401 with a JSON body. Would you like me to add "
    "it to the `/internal` routes as well?")
FINDINGS = Before(
    "why does the nightly import leave duplicate rows?",
    "Two things could cause it:\n1. The importer retries a batch after a timeout without "
    "checking whether the first attempt committed.\n2. The `ON CONFLICT` clause uses `id`, "
    "but the source rows have no stable id, so nothing ever conflicts.\nThe second one "
    "explains every duplicate in last night's run.")
LINT = Before(
    "fix the lint errors in the payments module",
    "Fixed the 12 errors `golangci-lint` reported in `payments/`: unused parameters, two "
    "shadowed `err` variables and a missing `defer rows.Close()`. The linter is clean now "
    "except for one deprecation warning from `staticcheck`.")
PLAN = Before(
    "plan the move of the job queue from Sidekiq to GoodJob",
    "Plan:\n1. Add GoodJob next to Sidekiq and route new jobs to it\n2. Move the mailers\n3. "
    "Move the report jobs\n4. Drain Sidekiq and remove it\nStep 1 is the riskiest, since it "
    "touches the Procfile and the deploy.")

_DEPRECATION = """\
payments/client.go:88:2: SA1019: grpc.WithInsecure is deprecated: use \
WithTransportCredentials and insecure.NewCredentials() instead. (staticcheck)"""

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Doubting or confirming what was said.
    ("confirms", REBASED, "we still need to force push after the rebase, right?"),
    ("confirms", REBASED, "so the conflict in the csv writer kept both headers, correct?"),
    ("confirms", TIMEOUTS, "the retry only runs on timeouts, not on 4xx errors, right?"),
    ("doubts", TIMEOUTS, "isn't 5 seconds too short for large files?"),
    ("doubts", RENAMED, "don't we also have the old name in the graphql schema?"),
    ("doubts", MIDDLEWARE, "do we even need auth on the health check route?"),
    ("doubts", LINT, "shouldn't the rows be closed before we return the error?"),
    ("doubts", FINDINGS, "but wouldn't the retry also explain it when the db is slow?"),
    # Why the agent changed something.
    ("why changed", TIMEOUTS, "why did you change the retry count in the test?"),
    ("why changed", RENAMED, "why are the stories renamed too?"),
    ("why changed", LAYOUT, "hmm, why did you move the grid into the layout module?"),
    ("why changed", LINT, "why did you remove the err check in refund.go"),
    # Several questions that weigh whether the work should go further.
    ("weighs", MIDDLEWARE, "should it cover the /internal routes too? and the webhooks?"),
    ("weighs", TIMEOUTS, "should the retry log something? or is the 504 enough?"),
    ("weighs", LAYOUT, "should the state survive a reload? or reset every time?"),
    # The work just done, checked again.
    ("check again", RENAMED, "can you double check the e2e tests, they might still use it"),
    ("check again", RENAMED, "double-check the docs folder as well please"),
    ("check again", LINT, "run the linter again to be sure"),
    ("check again", TIMEOUTS, "can you check the upload tests again? one of them looked flaky"),
    ("check again", REBASED, "go over the conflict resolution once more"),
    # An error or a warning left alone.
    ("ignore", LINT, "ignore that one: " + _DEPRECATION),
    ("ignore", LINT, "ignore the deprecation warning, we bump grpc next month"),
    ("ignore", TIMEOUTS, "never mind the flaky test, it fails on main too"),
    ("ignore", LAYOUT, "don't worry about the storybook warnings"),
    # The last change undone.
    ("undo", LAYOUT, "that broke the header on mobile, revert it"),
    ("undo", TIMEOUTS, "I think 30 was fine, can you revert that?"),
    ("undo", RENAMED, "hmm, undo that, the public api has to keep the old name"),
    ("undo", LINT, "put it back, the shadowed err was on purpose"),
    # What to start with, among what was just said.
    ("start there", FINDINGS, "the second one sounds right, let's start there"),
    ("start there", PLAN, "ok, let's start with that"),
    ("start there", FINDINGS, "makes sense, so maybe we should focus on that"),
    ("start there", PLAN, "agreed about step 1, let's focus on it first"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A check or an explanation of something new.
    ("check", REBASED, "check whether the staging deploy picked up the new env vars"),
    ("check", LINT, "can you check why the docker image grew to 2 GB?"),
    ("explain", TIMEOUTS, "explain how the session cookies are signed"),
    ("explain", RENAMED, "can you explain the changes you made to the scheduler?"),
    ("question", LAYOUT, "how do I add a custom font to the tailwind config?"),
    ("question", MIDDLEWARE, "what's the best way to rotate the jwt signing key?"),
    # A revert of a named commit or feature, not of the last change.
    ("revert", REBASED, "revert the commit that added the analytics script last week"),
    ("revert", LAYOUT, "roll back the feature flag migration on staging"),
    # Work of its own, in words close to the follow-ups'.
    ("close words", LINT, "double the page size of the transactions endpoint"),
    ("close words", LAYOUT, "focus the search input when the page loads"),
    ("close words", PLAN, "start a new Rails engine for the billing code"),
    ("close words", TIMEOUTS, "ignore case when matching email addresses at login"),
    ("close words", RENAMED, "write a codemod that renames the old props in the mobile app"),
    ("close words", MIDDLEWARE, "add rate limiting to the login endpoint"),
    ("close words", FINDINGS, "set up a dead letter queue for the failed import batches"),
    # A new defect or failure, told.
    ("defect", REBASED, "the release workflow fails on tag pushes since yesterday"),
    ("defect", LAYOUT, "the date picker shows the wrong month in Safari"),
    ("defect", LINT, "the invoice pdf has no page numbers, fix it"),
    # After thanks, the next piece of work.
    ("after thanks", TIMEOUTS, "thanks. now add a progress bar to the upload form"),
    ("after thanks", RENAMED, "great, commit it"),
    ("after thanks", MIDDLEWARE, "perfect. next: the signup form needs a captcha"),
    ("after thanks", PLAN, "good plan, write it to docs/queue-migration.md"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'can you explain the changes you made to the sche',
    'double the page size of the transactions endpoin',
    'focus the search input when the page loads',
    'ignore case when matching email addresses at log',
    'roll back the feature flag migration on staging',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_seventh_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 20))


@pytest.mark.parametrize(("words", "before"), [
    ("isn't the retry count too high for a cron job?", TIMEOUTS),
    ("the linter runs in CI as well, right?", LINT),
    ("why did you drop the index on created_at", REBASED),
    ("re-check the migration on a copy of prod", PLAN),
    ("undo your last change, the old grid was fine", LAYOUT),
    ("ok, forget about the typecheck warning", RENAMED),
    ("sounds good, let's focus on those first", FINDINGS),
    ("should the webhook retry too? and log the payload?", MIDDLEWARE),
])
def test_a_request_that_weighs_checks_or_undoes_the_work_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    decision = decide(words, before.previous(), T0 + timedelta(minutes=2))
    assert not decision.new
    assert decision.why == ("weighs, checks or undoes the work in progress",)


@pytest.mark.parametrize("words", [
    "revert the commit that added the analytics script last week",
    "check the staging deploy picked up the new env vars",
    "why does the nightly build take 40 minutes?",
    "can you explain the changes you made to the scheduler?",
    "ignore case when matching email addresses",
    "start on the billing export next",
    # Something set aside, then other work asked for: the weights read the ask.
    "ignore that, now write the release notes for 2.3",
    "never mind. add a dark mode toggle to the settings page",
    "forget about the uploads, the search page is slow, can you profile it?",
])
def test_work_of_its_own_in_close_words_is_left_to_the_weights(words: str) -> None:
    decision = decide(words, LINT.previous(), T0 + timedelta(minutes=2))
    assert decision.why != ("weighs, checks or undoes the work in progress",)


@pytest.mark.parametrize("words", [
    "never mind. add a dark mode toggle to the settings page",
    "never mind the flaky test, open a PR",
])
def test_never_mind_opens_no_rule(words: str) -> None:
    """ "never mind" sets the last piece aside; it is no rule for how the work is done."""
    decision = decide(words, LINT.previous(), T0 + timedelta(minutes=2))
    assert decision.why != ("opens with a rule for how the work is done",)
