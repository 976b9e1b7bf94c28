"""A twenty-second table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the model was run on
it, and its figure was taken with the model as it then was.

Its requests come right after a piece of work on many stacks (thumbnails moved to a Celery task, a
memoized selector in a TypeScript store, a rate limiter in Go, a config section parsed in Rust, a
CSV export in Java, a deploy script in shell, a SQL index, mention emails in Node). A follow-up
tells a checker failing on the work ("tsc: 2 errors in products.ts", "go vet complains about the
limiter now"), a regression of the piece by its symptom ("the thumbnails are blank now"), a defect
of it with "though" ("the cache never clears though"), asks a thing made for it by a pronoun ("add
a metric for it"), asks the piece taken on ("try it with a huge png"), passes on a message of it
under its sender, or tells a defect of it in words of its own ("the throttling kicks in way too
early" after the rate limiter). A new task tells a checker failing on other code or sets one up,
a defect of other code, asks an operation (tasks of their own kind, as the earlier tables count
them), asks things by name, says "though" of other work, passes on a message of other things, or
asks other work.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked to
stay wrong, so the table's figure is the real one. At first sight the model made 8 of the 36
follow-ups tasks and 3 of the 26 new tasks follow-ups; after the reading below, the same 8 and 3:
no row of this table turned on it. No feature of the model changed and the trainer was not run.
The reading: the words of two texts are compared by one stem, an ending of number or tense and a
silent "e" left out ("cache", "caches", "cached", "caching" are one word; "ss" stays, "class",
"classes"), where it was cut before so that "cache" and "cached" did not meet; it leaves the
mining of the labelled split as it was. Known misses of earlier tables decided right by it: "the
cache never clears though, ..." after a reply that said only "cached" (twentieth), and "os testes
ainda falham ..." after a reply that named the tests (eighteenth: a plural in "-es" of another
language meets the trade's word).
Still missed: a checker's terse report read as asking the refactor ("ruff flags an unused import
in tasks.py"), "now" before a clause that tells a state read as naming the next piece ("now every
request gets a 429"), a doc comment or changelog entry asked for the piece (read as the docs
operation), "now" before an ask of the piece ("now run it against the staging namespace"), a
message or a defect of the
piece told in words of its own ("my photo preview is sideways" after thumbnails, "the spreadsheet
has the months in the wrong order" after a CSV export); and as follow-ups, defects of other code
told without a word the defect cues read ("the weekly digest job silently stopped running on
friday", "the staging database ran out of disk"). Decided right since the twenty-third table's
readings: a second ask joined on that asks to be shown what came of the first ("run it on the
replica and show me the plan"), and an operation of release said with "it" and joined on, after
work that raised no version ("tag it as v1.4.0 and push the tag").
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import _names

from helpers.exchanges import Before, decision_tests

# Image resizing moved to a worker queue, in Python with Celery.
THUMBS = Before(
    "move the thumbnail generation to a celery task so uploads return fast",
    "Added `generate_thumbnails` in `media/tasks.py`; `UploadView.post` in `media/views.py` now "
    "enqueues it and returns 202. Thumbnails are written to `media/thumbs/` at 128 and 512 px. "
    "`pytest media` passes.")
# A memoized selector in a TypeScript store.
SELECTOR = Before(
    "cache the filtered product list in the store, it recomputes on every render",
    "Wrapped `selectVisibleProducts` in `createSelector` in `src/store/products.ts`, so it is "
    "cached until the products or the filters change. Added "
    "`src/store/products.test.ts`; `tsc --noEmit` and `vitest` pass.")
# A rate limiter in a Go HTTP service.
LIMITER = Before(
    "add per-key rate limiting to the public api",
    "Added `internal/ratelimit/limiter.go`, a token bucket per API key kept in memory, and the "
    "`RateLimit` middleware in `internal/http/middleware.go`; over the limit it answers 429 with "
    "`Retry-After`. `go test ./...` passes.")
# A Rust parser for a config format.
PARSER = Before(
    "parse the [hooks] section of the config file",
    "Added `Hooks` to `src/config.rs` with `pre` and `post` command lists, parsed by serde from "
    "the `[hooks]` table; unknown keys are rejected. Tests in `tests/config.rs` cover an empty "
    "section and a bad key. `cargo test` passes.")
# A Java CSV export of invoices.
EXPORT = Before(
    "add a csv export of the invoices to the billing admin",
    "Added `GET /admin/invoices/export` in `InvoiceExportController.java`: it streams the "
    "invoices of the chosen month as CSV with OpenCSV, one row per invoice with number, customer, "
    "net, VAT and total. `mvn test` passes.")
# A shell deploy script.
DEPLOY = Before(
    "write a deploy script that builds the image and rolls it out with kubectl",
    "Wrote `scripts/deploy.sh`: it builds and tags the image with the git sha, pushes it to the "
    "registry and runs `kubectl set image` on the `api` deployment, then waits on "
    "`kubectl rollout status`. It takes the namespace as its first argument.")
# A SQL index and query change.
INDEX = Before(
    "the orders search is slow, add an index for it",
    "Added migration `0042_orders_customer_created_idx.sql` creating an index on "
    "`orders (customer_id, created_at DESC)` and changed `search_orders` in `db/orders.sql` to "
    "use it; the query plan now shows an index scan, 12 ms instead of 1.9 s locally.")
# Email notifications in a Node service.
NOTIFY = Before(
    "send an email when a teammate mentions you in a comment",
    "Added `notifyMentions` in `src/comments/mentions.ts`: it finds `@handles` in a new comment "
    "and queues an email per mentioned user through `mailer.send` with the `mention` template. "
    "Tests in `src/comments/mentions.test.ts` pass.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # A checker or build failing on the work just made.
    ("checker on the work", SELECTOR, "tsc: 2 errors in products.ts"),
    ("checker on the work", LIMITER, "go vet complains about the limiter now"),
    ("checker on the work", PARSER, "clippy: needless_borrow in config.rs"),
    ("checker on the work", EXPORT, "the build is red since this, spotbugs on the export "
                                    "controller"),
    ("checker on the work", DEPLOY, "shellcheck has three warnings on the new script"),
    ("checker on the work", THUMBS, "ruff flags an unused import in tasks.py"),
    # A regression of the piece, by its symptom.
    ("regression told", THUMBS, "the thumbnails are blank now"),
    ("regression told", SELECTOR, "the filter doesn't update the list anymore"),
    ("regression told", LIMITER, "now every request gets a 429"),
    ("regression told", PARSER, "an empty hooks section doesn't parse anymore"),
    ("regression told", EXPORT, "the totals column is empty in the export"),
    ("regression told", INDEX, "the search is still slow on staging"),
    ("regression told", NOTIFY, "mentions in replies don't send anything"),
    ("regression told", DEPLOY, "the rollout never finishes, it hangs on the status check"),
    # A defect of the piece with "though", its words cut otherwise than the work's.
    ("though, the work", SELECTOR, "the cache never clears though"),
    ("though, the work", THUMBS, "the thumbnail is cropped wrong though"),
    ("though, the work", LIMITER, "the limit resets too early though"),
    ("though, the work", INDEX, "the indexes aren't used for the date filter though"),
    ("though, the work", NOTIFY, "the mention emails go out twice though"),
    # A thing made for the piece by a pronoun.
    ("for it", LIMITER, "add a metric for it"),
    ("for it", PARSER, "write a doc comment for it"),
    ("for it", EXPORT, "add an integration test for that"),
    ("for it", NOTIFY, "add a changelog entry for it"),
    ("for it", DEPLOY, "add a dry-run flag to it"),
    # The piece taken on.
    ("taken on", DEPLOY, "now run it against the staging namespace"),
    ("taken on", INDEX, "run it on the replica and show me the plan"),
    ("taken on", THUMBS, "try it with a huge png"),
    # A message of the piece passed on under its sender.
    ("sender, the work", NOTIFY, "a user wrote:\n> I got an email for a mention in a comment "
                                 "I can't open"),
    ("sender, the work", EXPORT, "from finance:\n> the csv export puts the VAT in the net "
                                 "column"),
    ("sender, the work", THUMBS, "a customer emailed:\n> my photo preview is sideways"),
    # Words of the piece said otherwise.
    ("other words", SELECTOR, "the memoized list is stale after I change a filter"),
    ("other words", LIMITER, "the throttling kicks in way too early"),
    ("other words", NOTIFY, "the notification mails have no link to the comment"),
    ("other words", EXPORT, "the spreadsheet has the months in the wrong order"),
    ("other words", PARSER, "a typo in a key gives a useless error message"),
    ("other words", DEPLOY, "the image tag is empty when I run it from a detached head"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A checker failing on other code, or checks set up.
    ("checker on other code", SELECTOR, "tsc has 40 errors in the legacy checkout module, clean "
                                        "them up"),
    ("checker on other code", LIMITER, "add golangci-lint to CI"),
    ("checker on other code", PARSER, "clippy is red on main in the plugin crate"),
    ("checker on other code", THUMBS, "mypy fails across the accounts app"),
    # A defect of other code.
    ("defect of other code", EXPORT, "the login page throws a 500 when the password is empty"),
    ("defect of other code", NOTIFY, "the weekly digest job silently stopped running on friday"),
    ("defect of other code", INDEX, "the reports page shows every refund twice"),
    ("defect of other code", DEPLOY, "the staging database ran out of disk"),
    ("defect of other code", SELECTOR, "the cart badge shows the wrong count after logout"),
    # Operations on the work.
    ("operation", LIMITER, "commit this"),
    ("operation", PARSER, "ok push it and open a PR"),
    ("operation", EXPORT, "squash and merge"),
    ("operation", DEPLOY, "tag it as v1.4.0 and push the tag"),
    ("operation", INDEX, "now deploy the migration to production"),
    # Asks of other things by name.
    ("other things by name", NOTIFY, "add a test for the unsubscribe link"),
    ("other things by name", LIMITER, "write a metric for the auth failures"),
    ("other things by name", THUMBS, "add a readme section about the storage settings"),
    # Other work told with "though".
    ("though, other work", SELECTOR, "looks good. the profile page is slow on mobile though"),
    ("though, other work", EXPORT, "great. the pdf invoices still use the old logo though, can "
                                   "you swap it"),
    # A message of other things under its sender.
    ("sender, other things", LIMITER, "from the sales team:\n> can we offer annual plans with a "
                                      "discount"),
    ("sender, other things", PARSER, "a contributor wrote:\n> the homebrew formula is out of "
                                     "date"),
    # Other work.
    ("other work", DEPLOY, "write a terraform module for the redis cluster"),
    ("other work", INDEX, "add a soft delete to the customers table"),
    ("other work", NOTIFY, "now build the slack integration for the same events"),
    ("other work", THUMBS, "set up sentry for the frontend"),
    ("other work", PARSER, "add a --json flag to the list subcommand"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    "ruff flags an unused import in tasks.py",
    "now every request gets a 429",
    "write a doc comment for it",
    "add a changelog entry for it",
    "now run it against the staging namespace",
    "a customer emailed:\n> my photo preview is sidewa",
    "the spreadsheet has the months in the wrong orde",
    "the weekly digest job silently stopped running o",
    "the staging database ran out of disk",
})

(test_a_request_after_the_work_is_told_a_new_task_or_a_follow_up_at_twenty_second_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(35, 25))


@pytest.mark.parametrize(("one", "other", "shared"), [
    ("the cache never clears", "results are cached per product", True),
    ("caching is skipped for admins", "the caches", True),
    ("the classes", "one class per file", True),
    ("the processes hang", "process the queue", True),
    ("the queues fill up", "each upload is queued", True),
    ("the notes column", "noted in the log", True),
    # Words of other stems stay apart.
    ("the class", "the clash", False),
    ("the cache", "the catch", False),
    ("the lines", "the links", False),
])
def test_words_of_two_texts_meet_by_one_stem(one: str, other: str, shared: bool) -> None:
    assert bool(_names(one) & _names(other)) is shared
