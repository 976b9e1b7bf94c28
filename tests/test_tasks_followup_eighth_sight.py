"""An eighth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its follow-ups are the short turns of a working session: questions about the answer just given
("why is that slower than before?", "what does the second flag do?", "why 30 days?"),
approvals, corrections, pushback, requests to go on ("keep going", "next, step 2"), and more of
the same opened by "ok and now", "also", "one more thing" or "btw". Its new tasks open the same
ways but ask for work of their own: right after a finished piece of work, while waiting on one
("while we wait, add a readiness probe"), or naming the old one only to say what to build on it
("now that the bucket exists, ..."), and questions about things the answer did not name.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 4 of the 31
follow-ups tasks and 11 of the 25 new tasks follow-ups. After the reading they led to, 0 and 4:
a question whose subject points at what the answer said or listed ("why is that ...", "what
does the second flag do", "which one ...") or that asks what follows from it ("... then?",
"... here?") is a follow-up by its wording; a question to be told what a thing is or how to do
something, of things no one named, is an explanation of its own by its wording; an ask done to
"it" or "them" by a verb that changes a thing's shape or settings ("make it 90 days", "split it
by country", "tag it with team=platform") is no work of its own; an opening that turns away
("switching gears:", "one more thing,", "btw") followed by other things told is other work;
"now that X, ..." takes the last piece as done instead of leaning on it; "scale" asks work in
the imperative. Still missed: new work opened by "also" (it adds to the work in progress as
often), a how-to question that says "this" of the project, work asked for in the words of the
last answer ("forecast next quarter's churn for the free plan"), and "like the revenue query,
write one for ...", which is close to "the same for X", a follow-up in the labels.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    cue,
    decided_new,
    decision_tests,
    why_decided,
)

BENCHED = Before(
    "benchmark the new json serializer against the old one",
    "Results on 10k records: the old `encode_v1` takes 38 ms, the new `encode_v2` 52 ms; with "
    "`--compact` the new one is 31 ms. Memory use is about the same. I wrote the numbers to "
    "`bench/results.md`.")
CLI_FLAGS = Before(
    "add a way to run the migration tool without touching the database",
    "Added two flags to `migrate`: `--dry-run` prints the SQL each migration would run, and "
    "`--plan-only` lists the pending migrations in order without connecting at all. Both are "
    "parsed in `cli/migrate.rs` and covered by tests in `tests/cli.rs`.")
ROLLOUT = Before(
    "deploy the new api image to the staging cluster",
    "Rolled out `api:1.14.2` to `staging` with `kubectl set image deployment/api`. The rollout "
    "is in progress: 2 of 4 pods are ready. It usually takes about five minutes; I'll watch "
    "`kubectl rollout status` and tell you when it is done.")
CHURN = Before(
    "clean up the churn notebook and plot monthly churn by plan",
    "I moved the loading code into `load_events()`, dropped three cells that were never used, "
    "and added a line chart of monthly churn per plan (`fig_churn_by_plan.png`). Enterprise "
    "churn is flat at about 1%; the free plan jumped to 9% in March.")
CAMERA = Before(
    "the app crashes when the user denies camera access, fix it",
    "The crash came from force-unwrapping `AVCaptureDevice.default(for: .video)` in "
    "`ScannerViewController`. I now check `authorizationStatus` first and, when access is "
    "denied, show an alert with a button that opens Settings. Tested on the iOS 17 simulator.")
BUCKET = Before(
    "add an s3 bucket for the build artifacts in terraform",
    "Added `aws_s3_bucket.artifacts` in `infra/storage.tf` with versioning on and a lifecycle "
    "rule that expires objects after 30 days. `terraform plan` shows 3 to add, 0 to change, 0 "
    "to destroy. Should I apply it?")
FLAKY = Before(
    "TestOrderSync is flaky, find out why",
    "It depends on map iteration order: `syncOrders` ranges over a map and the test compares "
    "the result with a fixed slice. I sort the keys before ranging over them; with "
    "`go test -run TestOrderSync -count=500` it passed every time.")
README = Before(
    "write a section in the README on running the project locally",
    "Added a 'Running locally' section to README.md: prerequisites (Node 20, pnpm, Docker), "
    "then `pnpm install`, `docker compose up -d db` and `pnpm dev`. I also listed the "
    "environment variables from `.env.example` with a line on each.")
REVENUE = Before(
    "write a query for the top 10 customers by revenue last quarter",
    "```sql\nSELECT c.id, c.name, SUM(o.total_cents) AS revenue\nFROM orders o JOIN customers c "
    "ON c.id = o.customer_id\nWHERE o.placed_at >= '2026-07-01' AND o.placed_at < '2026-10-01'\n"
    "  AND o.status <> 'refunded'\nGROUP BY c.id, c.name\nHAVING SUM(o.total_cents) > 0\n"
    "ORDER BY revenue DESC\nLIMIT 10;\n```\nIt sums the order totals of the quarter per "
    "customer and leaves refunded orders out.")
SIGNUP = Before(
    "add client-side validation to the signup form",
    "All set: the signup form now checks the email format, a password of at least 12 "
    "characters and that both passwords match, with a message under each field. I used "
    "`vee-validate` with a `zod` schema in `SignupForm.vue`; the unit tests pass.")
HOOKS = Before(
    "convert the remaining class components to hooks",
    "Converted 6 of the 14 class components (`Header`, `Sidebar`, `Footer`, `Avatar`, `Toast`, "
    "`Modal`). The other eight use `componentDidUpdate` with prop comparisons that need care, "
    "so I stopped here for you to check these first.")
SPLIT_PLAN = Before(
    "plan how to split billing out of the monolith into its own service",
    "Plan:\n1. Put billing behind an internal interface inside the monolith\n2. Copy the "
    "billing tables to a new database and dual-write\n3. Stand up the billing service reading "
    "from the new database\n4. Switch callers to the service and remove the old code\nStep 2 "
    "carries the most risk.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Questions about the answer just given.
    ("about the answer", BENCHED, "why is that slower than before?"),
    ("about the answer", BENCHED, "is 52 ms the median or the mean?"),
    ("about the answer", CLI_FLAGS, "what does the second flag do?"),
    ("about the answer", CLI_FLAGS, "what's the difference between the two flags then?"),
    ("about the answer", BUCKET, "why 30 days?"),
    ("about the answer", REVENUE, "what does the HAVING clause do here?"),
    ("about the answer", CHURN, "where does the 9% come from?"),
    ("about the answer", FLAKY, "how does sorting the keys make it deterministic?"),
    ("about the answer", CAMERA, "what happens on iOS 16 then?"),
    ("about the answer", ROLLOUT, "while we wait, what does the rollout do if a pod fails?"),
    # Approvals and answers.
    ("approval", BUCKET, "yep, apply it"),
    ("approval", README, "reads well, ship it"),
    ("answer", BUCKET, "not yet, show me the full plan output first"),
    ("answer", CAMERA, "works on my phone too, thanks"),
    # Corrections and pushback.
    ("correction", BUCKET, "make it 90 days, legal wants three months"),
    ("correction", SIGNUP, "the minimum should be 10 characters, not 12"),
    ("correction", README, "mention that windows users need WSL for the db container"),
    ("correction", CHURN, "use a log scale on the y axis, the free plan squashes the rest"),
    ("pushback", SIGNUP, "I'd rather not pull in vee-validate for this, plain computed "
                         "properties are enough"),
    ("pushback", FLAKY, "sorting feels like a workaround, the test shouldn't care about order"),
    ("pushback", REVENUE, "that's not right, total_cents already has refunds subtracted"),
    # Requests to go on.
    ("continue", HOOKS, "keep going"),
    ("continue", HOOKS, "carry on with the remaining eight"),
    ("continue", HOOKS, "these look fine, continue"),
    ("continue", SPLIT_PLAN, "next, step 2"),
    # More of the same, in the openings new work uses too.
    ("ok and now", CHURN, "ok and now split it by country"),
    ("also", README, "also add the seed command"),
    ("one more thing", BUCKET, "one more thing: tag it with team=platform like the other "
                               "buckets"),
    ("btw", CAMERA, "btw the alert should say Camera, capitalised"),
    ("btw", ROLLOUT, "btw staging only has 3 replicas, not 4"),
    ("more of it", BENCHED, "run it with 100k records too"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Work of its own while waiting on the last piece.
    ("while waiting", ROLLOUT, "while we wait, add a readiness probe to the worker deployment"),
    ("while waiting", ROLLOUT, "meanwhile can you write the release notes for 1.14.2"),
    # Right after a finished piece of work.
    ("after done", SIGNUP, "add a forgot password link to the login page"),
    ("after done", SIGNUP, "the footer overlaps the cookie banner on phones"),
    ("after done", FLAKY, "great. update the go version in the Dockerfile to 1.23"),
    ("after done", CAMERA, "add haptic feedback when a code is scanned"),
    ("after done", README, "translate the README into Spanish"),
    # Openings that also lead follow-ups.
    ("btw", README, "btw the CONTRIBUTING link in the docs footer is dead"),
    ("btw", CLI_FLAGS, "btw how do I cross-compile this for arm64 linux?"),
    ("next", README, "next, set up a github action that checks the links in the docs"),
    ("next", FLAKY, "ok thanks. next: TestInvoiceRender times out on the arm runners"),
    ("ok and now", CHURN, "ok and now write the findings up as a short summary for the "
                          "product team"),
    ("one more thing", CAMERA, "one more thing, the onboarding screens ignore dynamic type"),
    ("also", BENCHED, "also, add the serializer benchmark to CI so we catch regressions"),
    ("after an answer", BUCKET, "ok, applied. now create an IAM role for the deploy bot"),
    # Naming the old piece of work, asking for other work.
    ("names the old", BUCKET, "now that the bucket exists, make the CI job upload the build "
                              "artifacts to it"),
    ("names the old", REVENUE, "like the revenue query, write one for customers who haven't "
                               "ordered in 90 days"),
    ("names the old", HOOKS, "let's pause that. the storybook build is broken on main, can "
                             "you look?"),
    ("names the old", SPLIT_PLAN, "switching gears: the staging db is almost out of disk"),
    # Questions about things the answer did not name.
    ("own question", REVENUE, "what's the difference between a materialized view and a "
                              "regular view in postgres?"),
    ("own question", CLI_FLAGS, "what does the --locked flag of cargo install do?"),
    ("own question", BENCHED, "why is the docker build so much slower on CI than on my "
                              "laptop?"),
    # Plain work of its own.
    ("plain", CHURN, "forecast next quarter's churn for the free plan"),
    ("plain", HOOKS, "write unit tests for the useCart hook"),
    ("plain", ROLLOUT, "scale the redis statefulset on dev down to one replica"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'also, add the serializer benchmark to CI so we c',
    'btw how do I cross-compile this for arm64 linux?',
    "forecast next quarter's churn for the free plan",
    'like the revenue query, write one for customers ',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_eighth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


def decided(words: str, before: Before) -> bool:
    return decided_new(before, words)


@pytest.mark.parametrize(("words", "before"), [
    ("why is that faster with --compact?", BENCHED),
    ("which one would you keep?", CLI_FLAGS),
    ("how is that different from a soft delete?", REVENUE),
    ("what do those numbers mean for the p99?", BENCHED),
    ("what does the first one print exactly?", CLI_FLAGS),
    ("hmm, what would break there?", HOOKS),
    ("where does it read the settings url from then?", CAMERA),
    ("which of those carries the least risk?", SPLIT_PLAN),
])
def test_a_question_about_the_answer_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided(words, before)
    assert why_decided(before, words) == ("asks about the answer just given",)


@pytest.mark.parametrize(("words", "before"), [
    ("how do I pin the node version in the Dockerfile?", README),
    ("why is one of the workers always idle?", ROLLOUT),
    ("which database should we use for the audit log?", REVENUE),
    ("how can we make the test suite faster?", FLAKY),
    # What was pasted is what "this" points at.
    ("why is this failing?\n\n```\nError: ENOSPC: no space left on device, write\n```", HOOKS),
])
def test_a_question_of_its_own_is_not_read_as_one_about_the_answer(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("asks about the answer just given",)


@pytest.mark.parametrize(("words", "before"), [
    ("what is a covering index in postgres?", CHURN),
    ("what's the cleanest way to share eslint config across packages?", BUCKET),
    ("what is the difference between tokio and async-std?", CLI_FLAGS),
])
def test_a_question_to_be_told_of_things_no_one_named_is_a_new_task(
        words: str, before: Before) -> None:
    assert decided(words, before)
    assert why_decided(before, words) == ("asks to be told of things not said before",)


@pytest.mark.parametrize(("words", "before"), [
    ("what happens when the disk fills up?", BUCKET),
    ("how long will the backfill take?", SPLIT_PLAN),
    ("what about the ipad layout?", CAMERA),
    ("how does this handle retries?", ROLLOUT),
    ("what does the churn chart show for march?", CHURN),
])
def test_a_question_of_how_the_work_behaves_is_not_one_of_its_own(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("asks to be told of things not said before",)


@pytest.mark.parametrize(("words", "before"), [
    ("set it to 15 minutes, not 30", BUCKET),
    ("change it to a weekly schedule on mondays", BUCKET),
    ("split it into one chart per region", CHURN),
    ("tag them with owner=data-platform", BUCKET),
    ("ok, make them accept uppercase hex", CLI_FLAGS),
])
def test_the_thing_just_made_asked_for_again_as_it_should_be_is_no_work_of_its_own(
        words: str, before: Before) -> None:
    assert cue(words, "asks_for_new_work", before) == 0.0


@pytest.mark.parametrize(("words", "before"), [
    ("dockerize it", CLI_FLAGS),
    ("make a cli for the exporter", REVENUE),
])
def test_work_asked_on_the_thing_just_made_is_still_work_of_its_own(
        words: str, before: Before) -> None:
    assert cue(words, "asks_for_new_work", before) == 1.0


@pytest.mark.parametrize(("words", "before"), [
    ("unrelated: the pdf export cuts off long tables", BUCKET),
    ("by the way, the search box loses focus after every keystroke", SIGNUP),
    ("switching gears: the nightly backup job never uploads to the offsite bucket", HOOKS),
])
def test_other_things_told_after_an_opening_that_turns_away_are_other_work(
        words: str, before: Before) -> None:
    assert cue(words, "asks_for_new_work", before) == 1.0
    assert decided(words, before)


@pytest.mark.parametrize(("words", "before"), [
    ("btw the toast should stay up for 5 seconds", SIGNUP),
    ("btw it's 8 workers, not 4", ROLLOUT),
    ("btw that's the wrong bucket name", BUCKET),
])
def test_a_correction_after_btw_is_no_other_work(words: str, before: Before) -> None:
    assert cue(words, "asks_for_new_work", before) == 0.0


@pytest.mark.parametrize(("words", "before"), [
    ("now that the flags exist, add a section on them to the docs", CLI_FLAGS),
    ("now that it's green, tag a release candidate", FLAKY),
])
def test_now_that_takes_the_last_piece_as_done(words: str, before: Before) -> None:
    assert cue(words, "goes_on", before) == 0.0
    assert decided(words, before)
