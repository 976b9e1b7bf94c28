"""A thirteenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests come after the work is done and handed on: to the checks, to a reviewer, to git.
A follow-up pastes a log of the fix failing with a few words or none ("still failing", "same
error", "now this:"), tells what the checks said of what the agent pushed ("CI is red on
lint"), asks for the same work on more places ("do the same for the other three handlers": the
labels count "do the same for X" as a follow-up), asks why the agent did what it did ("why
did you return 400 and not 422?"), takes up an offer without naming it ("go ahead"), or
corrects the piece. A new task asks for a step of git or of a pull request that no one offered
("commit this", "squash and push", "open a PR for it"), hands on a reviewer's comments to be
addressed (the labels give those a kind of work of their own, pull-request feedback), switches
to another repository or feature with a cue or without, is a short ask that shares words with
the exchange ("add a progress bar to the upload page" after an upload fix), or follows a
follow-up with work said to be separate ("works now, thanks. also, separately, ...").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. As first written, the table had 30 follow-ups
and 26 new tasks, and at first sight the model made 5 of the follow-ups tasks and 5 of the new
tasks follow-ups. Four follow-ups of that first writing took an offer up by the operation's own
name ("yes, commit and open the PR", "checks passed, merge it"): the definitions call a go-ahead a
follow-up, but the labelled history counts a go-ahead that names its operation as a task of that
operation, and a reading that made them follow-ups took two such tasks off the labelled split; they
are new tasks here. So counted, 26 follow-ups and 30 new tasks, the first-sight figure is 3 and 7.
After the reading they led to, 1 and 3: work said outright to be separate ("separate thing:", "on
another note,", "also unrelated:", "as a separate task,"), wherever its sentence stands, is a new
task by its wording when it names three things of its own not named before, whatever was said of
the work before it; what the checks said, alone ("CI is red on lint", "checks failed"), or that the
work still fails though they pass ("checks are green but the preview still ..."), is a follow-up by
its wording after a reply that pushed the work or left it to the checks; and the comments someone
left on a pull request ("two comments from Dana on the PR:") ask for pull-request feedback. A new
task of the fifth table that pastes a compiler's errors under "separate thing, ..." is now decided
right too. No weight changed: the trainer gives the same weights on the labelled history. Still
missed: a defect of the piece found by another job on the pull request ("the bench job on the PR
shows get_hot 12% slower", read as work of its own), the offered merge asked for by name ("checks
passed, merge it", "wait for the second approval, then merge": "merge" alone is of no kind, and the
offer weighs for a follow-up), and a new field on the form the fix touched ("the booking form needs
a phone number field"), which the weights read as the next step of the work.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.kinds import kind_of

from helpers.exchanges import (
    Before,
    decided_new,
    decision_tests,
    why_decided,
)

# A Python upload fixed.
UPLOAD = Before(
    "uploads over 5 MB fail with a timeout",
    "Fixed: `storage/upload.py` now sends files over 5 MB as a multipart upload in 8 MB parts "
    "through `create_multipart_upload`, and retries a failed part twice. Added "
    "`test_large_file_is_sent_in_parts` to `tests/test_upload.py`; pytest passes.")
# A Go handler validated, the others left as they were.
HANDLERS = Before(
    "validate the request body in the create user handler",
    "`CreateUser` in `internal/api/users.go` now runs `validateCreateUser` before saving and "
    "answers 400 with a list of field errors. Added table tests in `users_test.go`. The other "
    "three handlers in `internal/api/` (`UpdateUser`, `CreateTeam`, `InviteMember`) still "
    "decode the body without checking it.")
# A TypeScript fix committed and pushed, CI running.
PUSHED = Before(
    "the date picker in the booking form is off by one day",
    "The picker turned the chosen day into UTC midnight, which is the day before west of "
    "Greenwich. `DatePicker.tsx` now builds the date with `startOfDay` in local time, and "
    "`utils/tz.ts` gets a `toLocalDay` helper. Committed and pushed to `fix/date-picker`; CI "
    "is running.")
# A Rust change opened as a pull request.
PR_OPENED = Before(
    "make the block cache evict least recently used entries",
    "Opened #482 \"Use LRU eviction in BlockCache\": `src/cache/block.rs` now wraps an "
    "`lru::LruCache` sized from `CACHE_CAPACITY`, and `benches/cache.rs` shows the hit rate on "
    "the replay trace going from 61% to 83%.")
# A Java endpoint done, with an offer to commit and open a pull request.
OFFERED = Before(
    "add pagination to GET /products",
    "`ProductController.list` now takes `page` and `size` (default 20, at most 100) and "
    "returns a `Page<ProductDto>` with the total count. `ProductControllerTest` covers the "
    "bounds; `mvn test` passes. Want me to commit this and open a PR?")
# A SQL migration written and tried.
EMAIL_INDEX = Before(
    "add a unique index on users.email",
    "Added `migrations/20261103_users_email_unique.sql`: it first lists duplicate emails "
    "(compared with `lower(email)`), then runs `CREATE UNIQUE INDEX CONCURRENTLY "
    "users_email_key ON users (lower(email))`. Ran it against the local database: no "
    "duplicates, the index is built.")
# A Docker base image bumped, the agent offering to merge once checks pass.
BOOKWORM = Before(
    "bump the base image to debian bookworm",
    "Changed `FROM python:3.12-slim-bullseye` to `python:3.12-slim-bookworm` in the "
    "`Dockerfile`, pushed `chore/bookworm` and opened #91. The image builds locally and the "
    "smoke test passes. I can merge it once the checks are green, if you like.")
# A shell backup script made to rotate its dumps.
BACKUP = Before(
    "make backup.sh delete old dumps",
    "`backup.sh` now keeps the 7 newest dumps in `/var/backups/pg` and deletes the rest with "
    "`ls -1t | tail -n +8 | xargs -r rm --`, after the new dump is written and checked with "
    "`pg_restore --list`.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A log pasted after the fix, with a few words or none.
    ("paste after fix", UPLOAD, "still failing\n"
                                "FAILED tests/test_upload.py::test_large_file_is_sent_in_parts - "
                                "botocore.exceptions.ClientError: An error occurred "
                                "(EntityTooSmall) when calling the CompleteMultipartUpload "
                                "operation: Your proposed upload is smaller than the minimum "
                                "allowed size\n"
                                "1 failed, 41 passed in 3.12s"),
    ("paste after fix", UPLOAD, "Traceback (most recent call last):\n"
                                "  File \"/srv/app/storage/upload.py\", line 58, in "
                                "_send_parts\n"
                                "    part = self._client.upload_part(**kwargs)\n"
                                "  File \"/srv/venv/lib/python3.12/site-packages/botocore/"
                                "client.py\", line 565, in _api_call\n"
                                "    return self._make_api_call(operation_name, kwargs)\n"
                                "botocore.exceptions.ReadTimeoutError: Read timeout on "
                                "endpoint URL: \"https://s3.eu-west-1.amazonaws.com/media\""),
    ("paste after fix", HANDLERS, "same error\n"
                                  "--- FAIL: TestCreateUser/invalid_email (0.00s)\n"
                                  "    users_test.go:41: status = 500, want 400\n"
                                  "FAIL\n"
                                  "FAIL\tgithub.com/acme/api/internal/api\t0.214s"),
    ("paste after fix", PR_OPENED, "now this:\n"
                                   "error[E0277]: the trait bound `BlockKey: Hash` is not "
                                   "satisfied\n"
                                   "  --> src/cache/block.rs:31:24\n"
                                   "   |\n"
                                   "31 |     entries: LruCache<BlockKey, Arc<Block>>,\n"
                                   "   |              ^^^^^^^^ the trait `Hash` is not "
                                   "implemented for `BlockKey`"),
    ("paste after fix", PUSHED, "hm\n"
                                " FAIL  src/components/DatePicker.test.tsx\n"
                                "  ● DatePicker › keeps the chosen day in Pacific time\n"
                                "    expect(received).toBe(expected)\n"
                                "    Expected: \"2026-03-08\"\n"
                                "    Received: \"2026-03-07\""),
    # CI on what the agent pushed.
    ("ci", PUSHED, "CI is red on lint"),
    ("ci", PUSHED, "ci failed on the typecheck step:\n"
                   "src/components/DatePicker.tsx(42,7): error TS2345: Argument of type "
                   "'Date | undefined' is not assignable to parameter of type 'Date'."),
    ("ci", BOOKWORM, "all green, go ahead"),
    ("ci", PUSHED, "checks are green but the preview deploy still shows the wrong day on "
                   "safari"),
    # The same again, on more places.
    ("same again", HANDLERS, "do the same for the other three handlers"),
    ("same again", HANDLERS, "same for UpdateUser and InviteMember please"),
    ("same again", UPLOAD, "apply the same fix to the avatar upload path"),
    ("same again", BACKUP, "do that for the media backup script too"),
    ("same again", PR_OPENED, "and the same eviction for the index cache"),
    # Questions about what the agent did.
    ("why", HANDLERS, "why did you return 400 and not 422?"),
    ("why", PR_OPENED, "why the lru crate instead of writing our own?"),
    ("why", UPLOAD, "where does the 8 MB part size come from?"),
    ("why", PUSHED, "wait, why did you touch the timezone util at all?"),
    ("why", BACKUP, "what happens if the disk fills up halfway through the rotation?"),
    ("why", EMAIL_INDEX, "does it need CONCURRENTLY on a table that small?"),
    # The offer to commit taken up, naming nothing.
    ("offer taken", OFFERED, "go ahead"),
    # Reports and corrections on the piece.
    ("correction", UPLOAD, "ok that works now"),
    ("correction", HANDLERS, "nice. the error messages should name the json field, not the go "
                             "struct field"),
    ("correction", BACKUP, "keep 14 instead of 7"),
    ("correction", EMAIL_INDEX, "the duplicate check should trim whitespace as well"),
    ("correction", PR_OPENED, "the bench job on the PR shows get_hot 12% slower than main, look "
                              "into it"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Commit, push, pull request, with none offered.
    ("git step", EMAIL_INDEX, "commit this"),
    ("git step", HANDLERS, "ok, open a PR for it against develop"),
    ("git step", BACKUP, "squash and push"),
    ("git step", UPLOAD, "great, commit with a message that mentions the ticket, then push"),
    ("git step", HANDLERS, "rebase on main and force push"),
    ("git step", PUSHED, "checks passed, squash-merge the branch into main"),
    # The offer taken up by the operation's own name: the labelled history counts the
    # operation named in a go-ahead as a task of that operation.
    ("named go-ahead", BOOKWORM, "checks passed, merge it"),
    ("named go-ahead", OFFERED, "yes, commit and open the PR"),
    ("named go-ahead", OFFERED, "commit yes, but hold off on the PR until I've tried it"),
    ("named go-ahead", BOOKWORM, "wait for the second approval, then merge"),
    # Review comments on the agent's pull request, to be addressed.
    ("review", PR_OPENED, "reviewer says:\n"
                          "> src/cache/block.rs:88 this clones the key on every lookup, take a "
                          "&K instead\n"
                          "> nit: the capacity should come from the config, not a const\n"
                          "address these"),
    ("review", PR_OPENED, "address the review comments on #482"),
    ("review", BOOKWORM, "copilot left 3 comments on the PR, go through them and fix what makes "
                         "sense"),
    ("review", PUSHED, "two comments from Dana on the PR:\n"
                       "1. DatePicker should not import from utils directly, go through the "
                       "hooks\n"
                       "2. add a test for the DST switch\n"
                       "please handle them"),
    # Another repository or feature, with a cue or without.
    ("switch", UPLOAD, "switching to the frontend repo: the settings page crashes when the user "
                       "has no avatar"),
    ("switch", HANDLERS, "the android app shows the wrong currency symbol for Swiss francs"),
    ("switch", PR_OPENED, "different project now. in the infra repo, add a terraform module for "
                          "the redis cluster"),
    ("switch", BACKUP, "write a github workflow that publishes the docs site on every tag"),
    ("switch", BOOKWORM, "unrelated: why does `make dev` take four minutes to start?"),
    # Short asks that share words with the exchange.
    ("shares words", UPLOAD, "add a progress bar to the upload page"),
    ("shares words", HANDLERS, "write tests for the team handlers"),
    ("shares words", EMAIL_INDEX, "find out why the signup email is sent twice"),
    ("shares words", BACKUP, "write a restore script for those dumps"),
    ("shares words", PUSHED, "the booking form needs a phone number field"),
    # A follow-up, then separate work.
    ("mixed", UPLOAD, "works now, thanks. also, separately, can you look at why the thumbnails "
                      "are blurry on retina screens"),
    ("mixed", HANDLERS, "looks good. separate thing: the healthz endpoint should report the db "
                        "pool stats"),
    ("mixed", PR_OPENED, "merged it myself. next, the compaction job needs a --dry-run flag"),
    ("mixed", EMAIL_INDEX, "the migration ran fine on staging. on another note, we need a "
                           "nightly job that vacuums the events table"),
    ("mixed", BACKUP, "cool, rotation works. also unrelated: set up logrotate for the nginx logs "
                      "on the same box"),
    ("mixed", BOOKWORM, "yes merge it. and then, as a separate task, upgrade node to 22 in the "
                        "CI image"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "the bench job on the PR shows get_hot 12% slower",
    "checks passed, merge it",
    "wait for the second approval, then merge",
    "the booking form needs a phone number field",
})


(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_thirteenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(26, 30))


@pytest.mark.parametrize(("words", "before"), [
    ("nice, that did it. on another note, the admin dashboard takes ten seconds to load",
     UPLOAD),
    ("great. separately: we need a script that seeds the staging database with fake teams",
     HANDLERS),
    ("ran it on prod as well, fine. unrelated: the cron container restarts every hour, can you "
     "check its logs", EMAIL_INDEX),
    ("approved. and then, as a separate task, port the bloom filter to the new hasher crate",
     PR_OPENED),
])
def test_work_said_to_be_separate_is_a_new_task_whatever_was_said_before_it(
        words: str, before: Before) -> None:
    assert decided_new(before, words)
    assert why_decided(before, words) == ("turns to work said to be separate",)


@pytest.mark.parametrize(("words", "before"), [
    # What follows names the work in progress, or names too little to be work of its own.
    ("rotation works. separately, keep 10 dumps instead of 7", BACKUP),
    ("thanks. unrelated, but nice numbers", PR_OPENED),
    # "unrelated" said of a thing, not opening a sentence.
    ("that failure looks unrelated to the multipart change, the upload tests pass", UPLOAD),
])
def test_a_separate_opening_before_the_work_in_progress_is_not_other_work(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("turns to work said to be separate",)


@pytest.mark.parametrize(("words", "before"), [
    ("the build is green now", PUSHED),
    ("lint fails on DatePicker.tsx", PUSHED),
    ("checks failed", BOOKWORM),
    ("ci passed", PR_OPENED),
    ("tests pass but the picker still jumps a day in Safari", PUSHED),
])
def test_what_the_checks_said_of_the_work_pushed_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("tells what the checks said of the work pushed",)


@pytest.mark.parametrize(("words", "before"), [
    # Nothing was pushed: the checks may be red for other work.
    ("CI is red on lint", EMAIL_INDEX),
    # Other work asked after the report, or a defect that is not the fix failing still.
    ("CI is red, also add a clear button to the picker", PUSHED),
    ("checks passed but the export page is slow", PUSHED),
])
def test_the_checks_reported_with_more_or_after_nothing_pushed_are_not_read_so(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("tells what the checks said of the work pushed",)


@pytest.mark.parametrize(("words", "kind"), [
    ("two comments from Dana on the PR:\n1. rename the hook\n2. add a test\nplease handle them",
     "pr-feedback"),
    ("go through the comments from alex on this pull request", "pr-feedback"),
    ("the comments from @marta on the pull request need answers", "pr-feedback"),
    # One comment written on the pull request is the pull request's own.
    ("post a comment on the PR with the benchmark numbers", "pr"),
])
def test_the_comments_someone_left_on_a_pull_request_are_review_feedback(
        words: str, kind: str) -> None:
    found = kind_of(words)
    assert found is not None and found.id == kind
