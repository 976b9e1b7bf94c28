"""A tenth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Every request carries pasted material. A follow-up pastes what the piece just made printed or
drew: a test failure, a stack trace, a linter's or a compiler's output, a CI log, a reviewer's
comment on it, a diff of the person's own edit to it, with a few words ("still failing:",
"here's the CI output", "same error", "reviewer says:", "got this now") or none. A new task
pastes material of other work to be done: a log of a job the exchange did not touch ("new
thing: the nightly backup fails with"), a schema to write a migration for, an interface to
implement, an issue to fix, code to port or test.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 10 of the
30 follow-ups tasks and 2 of the 25 new tasks follow-ups (one row, "why?" under the worker's
test failure, was decided right but shared its key with the bare paste of that failure; it
now asks "why?" under the race report of the same piece, missed at first sight as well).
After the reading they led to, 2 and 1. A line that only heads a paste (a file's path over a
linter's lines, a banner, a line of code that opens a bracket) is pasted, and so are Go's race
reports, errors drawn in a box and rspec's failures; a bare paste is no language to read; a
log that shows a command the reply named being run ("$ mypy src/" after "runs `mypy src/`") is
the work failing, and so is one that names a file or a method of it by its short name
("/app/src/SearchBox.tsx", "worker.(*Worker).Drain"); such a paste, with no words or a few
that neither turn to other work nor tell of users meeting it, is a follow-up by its wording,
whatever the few words ask of it ("what does this mean?", "fix pls", "is this from your
change?"). Still missed: a reviewer's comment on the piece just made, pasted under "reviewer
says:" (the labels give a finding pasted to be addressed a kind of work of its own,
pull-request feedback, so the model has learned it so: changing that is the labels' call),
and a payload introduced in a long first clause whose "it" is the paste ("here's what the
billing provider posts to us, write a handler for it").

Beside the table: what is pasted may be the agent's own answer, a stretch of it quoted back to
be weighed or answered ("> The cleanest approach is ... - that clutters the real code"); eight
words in a row of the reply are a quote, not a coincidence, and such a request is a follow-up
by its wording unless it asks an operation on the quote or turns to other work.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import english, features
from skillsleep.tasks.instruction import instruction_of

from helpers.exchanges import (
    Before,
    cue,
    decided_new,
    decision_tests,
    why_decided,
)

TOML = Before(
    "make the config loader accept toml as well as yaml",
    "Added `load_toml` next to `load_yaml` in `src/config/loader.rs`; `Config::from_path` now "
    "picks the parser by the file's extension and returns `ConfigError::UnknownFormat` for "
    "anything else. Two fixtures are in `tests/fixtures/`, and `cargo test` passes (14 tests).")
SIGNUP = Before(
    "validate the body of POST /signup with zod",
    "`routes/signup.ts` now parses the body with a `SignupSchema` (email, password of at least "
    "12 characters, optional `inviteCode`) and answers 422 with the field errors when it fails. "
    "I added three cases to `routes/signup.test.ts`; `npm test` passes.")
WORKER = Before(
    "make the queue worker shut down gracefully on SIGTERM",
    "`cmd/worker/main.go` now cancels the root context on SIGTERM, and `Worker.Drain(ctx)` "
    "stops pulling new jobs and waits up to 30 s for the ones in flight. I added "
    "`TestDrainFinishesInFlightJobs` to `internal/worker/worker_test.go`; `go test ./...` "
    "passes.")
LINT_JOB = Before(
    "add a lint job to the gitlab pipeline",
    "Added a `lint` stage to `.gitlab-ci.yml` that runs on `python:3.12-slim`, installs "
    "`requirements-dev.txt` and runs `ruff check .` and `mypy src/`. It runs before `test`, so "
    "a lint failure stops the pipeline early. Pushed to `ci/lint-job`.")
RETRY = Before(
    "replace the hand-written retry loop in PaymentClient with resilience4j",
    "`PaymentClient.charge` is now decorated with a resilience4j `Retry` built in "
    "`ResilienceConfig.java`: 3 attempts, exponential backoff from 200 ms, retrying only on "
    "`IOException` and HTTP 503. The old loop is gone, and `./gradlew test` passes.")
SOFT_DELETE = Before(
    "add soft delete to comments",
    "Added a nullable `deleted_at` column in `migrations/0042_comments_deleted_at.sql`, and "
    "`CommentRepository.findByPost` now filters on `deleted_at IS NULL`. `DELETE "
    "/comments/:id` sets the timestamp instead of removing the row. Tests in "
    "`comment_repository_test.py` pass.")
SEARCH = Before(
    "debounce the search box so we don't hit the api on every keystroke",
    "`SearchBox.tsx` now keeps the typed text in state and sends the query through a "
    "`useDebouncedValue` hook (300 ms) in `hooks/useDebouncedValue.ts`; a new query cancels the "
    "one in flight with an `AbortController`. The existing tests pass.")
BUCKET = Before(
    "add an s3 bucket for the build artifacts",
    "Added `aws_s3_bucket.artifacts` in `infra/storage.tf` with versioning, server-side "
    "encryption and a lifecycle rule that expires objects after 90 days, plus an IAM policy "
    "for the CI role. `terraform plan` shows 4 to add, 0 to change.")

_CARGO_ERROR = """\
error[E0308]: mismatched types
  --> src/config/loader.rs:47:23
   |
47 |         "toml" => load_toml(&text),
   |                   ^^^^^^^^^^^^^^^^ expected `Result<Config, ConfigError>`, found \
`Result<Config, toml::de::Error>`

error: could not compile `appconfig` (lib) due to 1 previous error"""
_CLIPPY = """\
warning: this `match` can be collapsed into the outer `if let`
  --> src/config/loader.rs:31:9
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master
   = note: `#[warn(clippy::collapsible_match)]` on by default"""
_JEST_FAIL = """\
 FAIL  routes/signup.test.ts
  ● POST /signup › accepts a request without inviteCode

    expect(received).toBe(expected) // Object.is equality

    Expected: 201
    Received: 422

      41 |     const res = await request(app).post("/signup").send(body);
    > 42 |     expect(res.status).toBe(201);
         |                        ^

Tests:       1 failed, 11 passed, 12 total"""
_TSC = """\
routes/signup.ts(18,27): error TS2339: Property 'flatten' does not exist on type 'ZodError<any>'.
Found 1 error in routes/signup.ts:18"""
_GO_FAIL = """\
--- FAIL: TestDrainFinishesInFlightJobs (30.01s)
    worker_test.go:58: job 3 not finished after drain: context deadline exceeded
FAIL
FAIL    example.com/queue/internal/worker    30.214s"""
_GO_RACE = """\
==================
WARNING: DATA RACE
Write at 0x00c0001a4018 by goroutine 12:
  example.com/queue/internal/worker.(*Worker).Drain()
      /src/internal/worker/worker.go:88 +0x64
Previous read at 0x00c0001a4018 by goroutine 9:
  example.com/queue/internal/worker.(*Worker).loop()
      /src/internal/worker/worker.go:61 +0x1d0
=================="""
_GITLAB_LINT = """\
$ ruff check .
src/billing/invoice.py:12:1: F401 [*] `os` imported but unused
src/billing/tax.py:88:5: E722 Do not use bare `except`
Found 2 errors.
[*] 1 fixable with the `--fix` option.
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 1"""
_GITLAB_MYPY = """\
$ mypy src/
src/billing/tax.py:40: error: Incompatible return value type (got "Decimal | None", expected \
"Decimal")  [return-value]
Found 1 error in 1 file (checked 57 source files)
ERROR: Job failed: exit code 1"""
_JAVA_TRACE = """\
java.lang.IllegalStateException: Retry 'payments' not found in registry
\tat com.acme.billing.ResilienceConfig.paymentsRetry(ResilienceConfig.java:34)
\tat com.acme.billing.PaymentClient.<init>(PaymentClient.java:22)
\tat org.springframework.beans.BeanUtils.instantiateClass(BeanUtils.java:211)"""
_PSQL_ERROR = """\
psql:migrations/0042_comments_deleted_at.sql:3: ERROR:  column "deleted_at" of relation \
"comments" already exists"""
_PY_TRACE = """\
Traceback (most recent call last):
  File "app/comments/repository.py", line 57, in find_by_post
    rows = self.db.execute(query, {"post_id": post_id}).fetchall()
sqlalchemy.exc.ProgrammingError: column comments.deleted_at does not exist"""
_ESLINT = """\
/app/src/components/SearchBox.tsx
  23:6  warning  React Hook useEffect has a missing dependency: 'onResults'. Either include \
it or remove the dependency array  react-hooks/exhaustive-deps

✖ 1 problem (0 errors, 1 warning)"""
_BROWSER = """\
Uncaught (in promise) DOMException: The user aborted a request.
    at SearchBox.tsx:31:18
    at useDebouncedValue.ts:12:5"""
_TF_ERROR = """\
│ Error: creating S3 Bucket (acme-build-artifacts): BucketAlreadyExists
│
│   with aws_s3_bucket.artifacts,
│   on storage.tf line 1, in resource "aws_s3_bucket" "artifacts":
│    1: resource "aws_s3_bucket" "artifacts" {"""
_TF_WARNING = """\
│ Warning: Argument is deprecated
│
│   with aws_s3_bucket.artifacts,
│   on storage.tf line 4, in resource "aws_s3_bucket" "artifacts":
│    4:   versioning {
│
│ Use the aws_s3_bucket_versioning resource instead"""
_REVIEW_RETRY = """\
PaymentClient.charge retries on every IOException, including the ones thrown after the \
request was sent. A charge that reached the provider could be sent twice. Consider \
retrying only on connect timeouts, or passing an idempotency key."""
_REVIEW_SEARCH = """\
useDebouncedValue.ts line 9: the timeout is never cleared when the component unmounts, \
so the setter runs on an unmounted component."""
_OWN_DIFF = """\
--- a/src/config/loader.rs
+++ b/src/config/loader.rs
@@ -44,7 +44,7 @@
-        "toml" => load_toml(&text),
+        "toml" | "tml" => load_toml(&text),"""

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Pasted with no words at all.
    ("bare", TOML, _CARGO_ERROR),
    ("bare", SIGNUP, _JEST_FAIL),
    ("bare", WORKER, _GO_FAIL),
    ("bare", RETRY, _JAVA_TRACE),
    ("bare", SOFT_DELETE, _PY_TRACE),
    ("bare", BUCKET, _TF_ERROR),
    # A few words before it.
    ("still failing", LINT_JOB, "still failing:\n\n" + _GITLAB_LINT),
    ("still failing", WORKER, "still fails\n" + _GO_FAIL),
    ("same error", RETRY, "same error\n\n" + _JAVA_TRACE),
    ("ci output", LINT_JOB, "here's the CI output\n\n" + _GITLAB_MYPY),
    ("ci output", LINT_JOB, "pipeline's red:\n" + _GITLAB_MYPY),
    ("got this", SEARCH, "got this now\n\n" + _BROWSER),
    ("got this", SOFT_DELETE, "getting this when I load a post\n\n" + _PY_TRACE),
    ("got this", TOML, "now clippy complains\n\n" + _CLIPPY),
    ("got this", SIGNUP, "tsc says\n" + _TSC),
    ("got this", BUCKET, "plan is fine but apply gives\n\n" + _TF_ERROR),
    ("got this", BUCKET, "and this warning on plan\n\n" + _TF_WARNING),
    ("linter", SEARCH, "lint:\n\n" + _ESLINT),
    ("race", WORKER, "ran it with -race\n\n" + _GO_RACE),
    ("migration", SOFT_DELETE, "the migration fails on my local db\n" + _PSQL_ERROR),
    # A question or a nudge about what was pasted.
    ("question", SIGNUP, _TSC + "\n\nwhat does this mean?"),
    ("question", WORKER, _GO_RACE + "\n\nwhy?"),
    ("question", TOML, "is this from your change?\n\n" + _CARGO_ERROR),
    ("nudge", SEARCH, _ESLINT + "\n\nfix pls"),
    ("nudge", RETRY, "nope\n\n" + _JAVA_TRACE),
    # A reviewer's comment on the piece just made.
    ("reviewer", RETRY, "reviewer says:\n\n" + _REVIEW_RETRY),
    ("reviewer", SEARCH, "Copilot left this on it:\n\n" + _REVIEW_SEARCH),
    # The person's own edit to the piece, pasted as a diff.
    ("own diff", TOML, "I changed this on my side, is that ok?\n\n" + _OWN_DIFF),
    ("own diff", TOML, _OWN_DIFF + "\n\nkeep this"),
    ("after", BUCKET, "after terraform apply:\n" + _TF_WARNING),
]

_NIGHTLY_LOG = """\
2026-11-02 02:00:01 INFO  backup: starting dump of orders_db
2026-11-02 02:14:37 ERROR backup: pg_dump: error: connection to server at "10.0.3.12", port \
5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser \
connections
2026-11-02 02:14:37 ERROR backup: exit status 1"""
_SCHEMA = """\
CREATE TABLE subscriptions (
    id          BIGSERIAL PRIMARY KEY,
    account_id  BIGINT NOT NULL REFERENCES accounts(id),
    plan        TEXT NOT NULL,
    renews_at   TIMESTAMPTZ NOT NULL,
    cancelled_at TIMESTAMPTZ
);"""
_INTERFACE_GO = """\
type RateLimiter interface {
    Allow(key string) bool
    Reset(key string)
    Remaining(key string) int
}"""
_INTERFACE_TS = """\
export interface StorageAdapter {
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, data: Uint8Array, opts?: { ttl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
}"""
_ISSUE_BODY = """\
### Describe the bug
Exporting a report with more than 65k rows to xlsx produces a file Excel refuses to open.

### Steps to reproduce
1. Open Reports > Sales
2. Pick "last 2 years"
3. Export as XLSX

### Expected behavior
The file opens in Excel."""
_LEGACY_JS = """\
function formatPrice(cents, currency) {
  var amount = (cents / 100).toFixed(2);
  if (currency === 'EUR') return amount.replace('.', ',') + ' €';
  return '$' + amount;
}"""
_BASH_SCRIPT = """\
#!/usr/bin/env bash
set -euo pipefail
for f in data/raw/*.csv; do
  name=$(basename "$f" .csv)
  gzip -c "$f" > "archive/${name}-$(date +%F).csv.gz"
done"""
_SENTRY = """\
TypeError: Cannot read properties of undefined (reading 'map')
  at OrderHistory (webpack-internal:///./src/pages/account/OrderHistory.jsx:42:27)
  at renderWithHooks (react-dom.development.js:16305:18)"""
_QUERY = """\
SELECT c.name, count(o.id)
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.created_at > now() - interval '30 days'
GROUP BY c.name
ORDER BY 2 DESC;"""
_PAYLOAD = """\
{
  "event": "invoice.paid",
  "invoice_id": "in_8812",
  "amount_cents": 4200,
  "paid_at": "2026-11-01T09:12:44Z",
  "customer": {"id": "cus_19", "email": "ana@example.com"}
}"""
_NGINX_LINES = """\
10.0.4.7 - - [02/Nov/2026:10:12:01 +0000] "GET /api/items?page=2 HTTP/1.1" 200 5123 "-" "curl/8.4"
10.0.4.9 - - [02/Nov/2026:10:12:03 +0000] "POST /api/login HTTP/1.1" 401 87 "-" "Mozilla/5.0\""""
_STAGING_LOG = """\
Step 7/12 : RUN npm ci
npm ERR! code ERESOLVE
npm ERR! ERESOLVE could not resolve
npm ERR! While resolving: admin-dashboard@2.3.0
npm ERR! Found: react@18.3.1"""
_TICKET = """\
OPS-318 Rotate the Stripe webhook secret

The webhook secret was shared in a public channel. Generate a new one in the Stripe \
dashboard, store it in Vault under payments/stripe, and make the service read it at \
startup instead of from the env file."""
_PROMQL = """\
sum(rate(http_requests_total{job="checkout",status=~"5.."}[5m]))
  / sum(rate(http_requests_total{job="checkout"}[5m]))"""
_PY_FUNC = """\
def merge_intervals(intervals):
    intervals.sort()
    out = []
    for start, end in intervals:
        if out and start <= out[-1][1]:
            out[-1][1] = max(out[-1][1], end)
        else:
            out.append([start, end])
    return out"""
_DOCKERFILE = """\
FROM python:3.12
WORKDIR /app
COPY . .
RUN pip install -r requirements.txt
CMD ["gunicorn", "app:create_app()", "-b", "0.0.0.0:8000"]"""

NEW_TASKS: list[tuple[str, Before, str]] = [
    # A log of a job or a part the exchange did not touch.
    ("other log", TOML, "new thing: the nightly backup fails with\n\n" + _NIGHTLY_LOG),
    ("other log", SEARCH, "different problem, the admin dashboard build on staging dies "
                          "here:\n\n" + _STAGING_LOG),
    ("other log", WORKER, "sentry keeps sending this from the account page since friday\n\n"
                          + _SENTRY),
    ("other log", LINT_JOB, _NIGHTLY_LOG + "\n\nthat's the backup cron on db-2, can you find "
                                           "out why"),
    # Material of other work: a schema, an interface, code, an issue, a ticket.
    ("schema", SIGNUP, "can you write a migration for this schema:\n\n" + _SCHEMA),
    ("schema", BUCKET, _SCHEMA + "\n\nadd a model and a repository for this table"),
    ("interface", TOML, "implement this interface with redis:\n\n" + _INTERFACE_GO),
    ("interface", SEARCH, "write an s3 implementation of this\n\n" + _INTERFACE_TS),
    ("interface", SOFT_DELETE, _INTERFACE_TS + "\n\nwe need an in-memory version of it for "
                                               "the tests"),
    ("issue", RETRY, "fix this\n\n" + _ISSUE_BODY),
    ("issue", WORKER, _ISSUE_BODY + "\n\nfix this"),
    ("issue", LINT_JOB, "next one from the tracker\n\n" + _TICKET),
    ("code", SIGNUP, "convert this to typescript\n\n" + _LEGACY_JS),
    ("code", BUCKET, "port this to python with pathlib:\n\n" + _BASH_SCRIPT),
    ("code", SOFT_DELETE, "write property tests for this function:\n\n" + _PY_FUNC),
    ("code", WORKER, "make this image smaller\n\n" + _DOCKERFILE),
    ("code", RETRY, _DOCKERFILE + "\n\nadd a healthcheck and run it as a non-root user"),
    # Material to read or to build from.
    ("query", SEARCH, "this query takes 9 seconds on prod, how can I speed it up?\n\n"
                      + _QUERY),
    ("query", TOML, "explain this query\n\n" + _QUERY),
    ("payload", SIGNUP, "here's what the billing provider posts to us, write a handler for "
                        "it\n\n" + _PAYLOAD),
    ("payload", WORKER, "make a json schema for this payload:\n\n" + _PAYLOAD),
    ("log format", SOFT_DELETE, "write a parser for these access log lines that gives me "
                                "status counts per path\n\n" + _NGINX_LINES),
    ("alert", BUCKET, "set up a grafana alert on this when it goes over 2%\n\n" + _PROMQL),
    ("regex", RETRY, "what does this regex match?\n\n```\n^(?:[a-z0-9-]+\\.)+[a-z]{2,}$\n```"),
    ("function", LINT_JOB, _PY_FUNC + "\n\nwhat's the complexity of this?"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'Copilot left this on it:\n\nuseDebouncedValue.ts l',
    "here's what the billing provider posts to us, wr",
})


(test_a_request_with_a_paste_is_told_a_new_task_or_a_follow_up_at_tenth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


_RSPEC = """\
Failures:

  1) InvoiceMailer#deliver attaches the pdf
     Failure/Error: expect(mail.attachments.size).to eq(1)
       expected: 1
            got: 0
     # ./spec/mailers/invoice_mailer_spec.rb:14:in `block (2 levels) in <top (required)>'"""
MAILER = Before(
    "attach the invoice pdf to the invoice email",
    "`InvoiceMailer#deliver` now renders the pdf with `InvoicePdf.render` and attaches it as "
    "`invoice-<number>.pdf`. I added a case to `spec/mailers/invoice_mailer_spec.rb`; "
    "`bundle exec rspec` passes locally.")
_PYTEST_RUN = """\
$ pytest -q tests/api
FAILED tests/api/test_orders.py::test_list_orders_paginates - KeyError: 'next'
1 failed, 41 passed in 2.08s"""
ORDERS = Before(
    "paginate GET /orders",
    "The orders list now returns `items` and a `cursor` for the next page, 50 at a time. I ran "
    "`pytest -q tests/api` and it passes.")
_STYLELINT = """\
/srv/web/styles/Header.module.css
  12:3  ✖  Unexpected duplicate property "color"  declaration-block-no-duplicate-properties"""
HEADER = Before(
    "make the header sticky on scroll",
    "`Header.module.css` now sets `position: sticky` and a shadow once the page scrolls, and "
    "`Header.tsx` adds the `scrolled` class from an `IntersectionObserver`.")
_GO_PANIC = """\
panic: runtime error: invalid memory address or nil pointer dereference
goroutine 7 [running]:
example.com/shop/internal/cart.(*Cart).Total(0x0)
\t/go/src/internal/cart/cart.go:41 +0x1c"""
CART = Before(
    "add a discount to the cart total",
    "`Cart.Total()` now subtracts the active `Discount` before tax, and `Cart.ApplyCode` "
    "validates the code against the promotions table. Tests in `cart_test.go` pass.")


@pytest.mark.parametrize(("words", "before"), [
    (_RSPEC, MAILER),
    ("still red\n\n" + _RSPEC, MAILER),
    ("what does this mean?\n\n" + _RSPEC, MAILER),
    ("stylelint:\n" + _STYLELINT, HEADER),
    ("hmm, got this on the product page\n\n" + _GO_PANIC, CART),
    (_GO_PANIC + "\n\nany idea?", CART),
])
def test_a_paste_of_the_work_failing_with_few_words_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("pastes the work just done failing",)


@pytest.mark.parametrize(("words", "before"), [
    # The paste names nothing of the work just done.
    ("still red\n\n" + _RSPEC, CART),
    (_GO_PANIC, MAILER),
    # The words turn to other work, or tell of a failure users meet.
    ("new thing: the refund mailer fails the same way\n\n" + _RSPEC, MAILER),
    ("btw, the staging build prints this too\n\n" + _STYLELINT, HEADER),
    ("customers are seeing this on the product page\n\n" + _GO_PANIC, CART),
    # Words enough for a request of their own.
    ("the checkout service on the old cluster panics like this every night at 3am when the "
     "cache warms up, can you dig into it\n\n" + _GO_PANIC, CART),
])
def test_a_paste_of_other_things_or_with_words_of_their_own_is_not_read_by_its_wording(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("pastes the work just done failing",)


_RUFF_RUN = """\
$ ruff check .
billing/export.py:3:1: F401 [*] `csv` imported but unused
Found 1 error."""
FORMAT_JOB = Before(
    "add a pre-commit config",
    "Added `.pre-commit-config.yaml` with the ruff hook; it runs `ruff check .` and "
    "`ruff format --check` on the staged files.")


def test_a_log_that_runs_a_command_the_reply_named_is_the_work_failing() -> None:
    words = "here's what I get\n\n" + _RUFF_RUN
    assert cue(words, "pastes_a_failure_of_the_work", FORMAT_JOB) == 1.0
    assert cue(words, "pastes_a_failure_of_the_work", HEADER) == 0.0


def test_to_be_told_what_the_work_failing_means_asks_no_explanation_of_its_own() -> None:
    read = features("what does this mean?\n\n" + _RSPEC, MAILER.previous())
    assert "asks_for_explain" not in read and read["asks_kind_implicitly"] == 0.0


def test_fix_under_the_work_failing_asks_for_no_work_of_its_own() -> None:
    assert cue(_PYTEST_RUN + "\n\nfix pls", "asks_for_new_work", ORDERS) == 0.0


@pytest.mark.parametrize(("head", "paste"), [
    ("/srv/web/styles/Header.module.css", "  12:3  ✖  Unexpected duplicate property"),
    ("C:\\work\\api\\handlers\\users.go", "  40:2  error  ineffectual assignment"),
    ("export interface Clock {", "  now(): Date;\n}"),
    ("CREATE TABLE audit_log (", "    id BIGSERIAL PRIMARY KEY,\n    at TIMESTAMPTZ NOT NULL\n);"),
    ("==================", "WARNING: DATA RACE\nWrite at 0x00c000120010 by goroutine 8:"),
])
def test_a_line_that_only_heads_a_paste_is_pasted(head: str, paste: str) -> None:
    ins = instruction_of(f"look at this\n\n{head}\n{paste}")
    assert ins.words == "look at this"
    assert head in ins.payload


@pytest.mark.parametrize("text", [
    "fix the parser for these lines (\nthe ones with tabs)",
    "the config in app/settings.py\nshould read the port from the env",
    "we need three things:\n  a retry, a timeout and a log line",
])
def test_typed_lines_that_end_in_a_bracket_or_a_path_stay_words(text: str) -> None:
    assert instruction_of(text).words == text.replace("\n  ", "\n")


def test_a_bare_paste_is_read_whatever_its_words() -> None:
    box = "│ Error: creating S3 Bucket (acme-logs): BucketAlreadyOwnedByYou\n│\n│   with x"
    assert english(box)
    assert not english("bitte mach die Tests wieder grün, sie schlagen seit gestern fehl")


PLAN_REPLY = Before(
    "how should we make the importer resumable?",
    "Two options. The cleanest approach is to store the last committed row number in a small "
    "`import_state` table and skip up to it on restart. The other is to split the file into "
    "chunks up front and mark each chunk done. I'd go with the first, it needs no new files.")
REVIEW_REPLY = Before(
    "review the retry change",
    "Mostly fine. 1. The backoff is never capped, so a long outage can sleep for minutes "
    "between attempts. 2. `retry_on` swallows the original exception; re-raise it with `from`. "
    "Want me to fix both?")


@pytest.mark.parametrize(("words", "before"), [
    ("> The cleanest approach is to store the last committed row number in a small "
     "import_state table\n\nwe tried that last year and dropped it, the table got locked "
     "during long imports", PLAN_REPLY),
    ("The backoff is never capped, so a long outage can sleep for minutes - what cap would "
     "you pick?", REVIEW_REPLY),
    ("\"split the file into chunks up front and mark each chunk done\" sounds better to me "
     "actually, we already have a chunk table", PLAN_REPLY),
])
def test_a_stretch_of_the_answer_quoted_back_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("quotes the answer just given",)


@pytest.mark.parametrize(("words", "before"), [
    # A few words of it, as any request may repeat them.
    ("store the last committed row number for the exporter too", PLAN_REPLY),
    # An operation on it, or other work after an opening that says so.
    ("commit with this message: The backoff is never capped, so a long outage can sleep for "
     "minutes", REVIEW_REPLY),
    ("new thing: the exporter has the same problem, the backoff is never capped, so a long "
     "outage can sleep for minutes there too", REVIEW_REPLY),
])
def test_a_few_words_of_the_answer_or_an_operation_on_it_is_not_read_as_a_quote(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("quotes the answer just given",)
