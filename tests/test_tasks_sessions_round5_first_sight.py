"""What people say in long, messy working sessions across Claude Code, Codex and the Copilot CLI:
the fifth batch, at first sight.

A first-sight batch taken from twenty whole sessions of one person who works with three agents
on three repositories (a TypeScript API, a Rust CLI, a Django app), written with the reading
each message should get before the reader was changed for them. Most of each session is pasted:
CI logs, stack traces, linter, type checker and test runner output, a reviewer's comments on a
pull request, a patch sent by email, a chunk of CONTRIBUTING.md or of the README, an error
another team's service returned; the agents answer at length, with their own "you should
always". Those carry every "should", "never" and "always" of the batch, and none of them is the
person's. Among them, in some sessions, the person says one rule of their own, once in words no
check can read ("never mock the db in these tests").

Measured on the twenty sessions, harvested and mined as written by each harness, before the reader
was changed for them: 16 read right; a wrong lesson in 1 (a command read with the word after it,
"run pnpm lint yourself" as `pnpm lint yourself`, which the agent never runs, standing in every
later task of the project); 3 misses (a ban said with where and "ever", "no `vi.mock` on the db
module, ever"; a check said again with ", that's the rule, I said it in copilot too" after it,
which left it "said in 1 session"; a ban kept to library code, read for the work at hand, the
reader's design for a place). One reading that matched what was expected still wrote more than was
said: "never call .delay() straight from a view, always through transaction.on_commit" stood as
"the change must not use `.delay`", anywhere, a ban of the very call the rule asks to wrap; the
line now says where. After: 19 read right, the ban kept to library code left. Here, by message:
rules 7/11, nothing 26/26, one-offs 6/6 before; rules 10/11, nothing 26/26, one-offs 6/6 after. The
checks the rules give, tried on lines of the code the sessions were about, showed one more fault: a
ban of a call named alone, "no unwrap() in library code", never found `.unwrap()` called on
anything, nor `print()` called with arguments; it does now.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.attempt import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.standing import preferences

from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    HERE,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
    said_in_session,
)

EDITS = "edits_file"

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).
_VITEST_TRACE = ("settle tests started failing after the external_ref migration, no idea why. "
                 "local run:\n\n FAIL  tests/invoices/settle.test.ts > settleInvoice > marks "
                 "the invoice paid\nPrismaClientKnownRequestError: \nInvalid "
                 "`prisma.invoice.update()` invocation "
                 "in\n/home/noor/src/tally/src/invoices/settle.ts:41:32\n\n  38   const inv = "
                 "await tx.invoice.findUniqueOrThrow({ where: { id } })\n  39   if (inv.status "
                 "=== 'paid') return inv\n  40 \n→ 41   return tx.invoice.update({\nUnique "
                 "constraint failed on the fields: (`external_ref`)\n ❯ Dn.handleRequestError "
                 "node_modules/.pnpm/@prisma+client@5.22.0/node_modu"
                 "les/@prisma/client/runtime/library.js:121:7315\n ❯ settleInvoice "
                 "src/invoices/settle.ts:41:32\n ❯ "
                 "tests/invoices/settle.test.ts:27:5\n\n⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯\n\n Test "
                 "Files  1 failed | 38 passed (39)\n      Tests  1 failed | 412 passed (413)\n  "
                 " Start at  10:14:02\n   Duration  18.41s")
_NO_MOCKED_DB = ("no, never mock the db in these tests. we got burned last spring when a mocked "
                 "prisma happily accepted a query postgres rejected in prod, took two days to "
                 "find. put it back on the real test database and fix the fixture instead (your "
                 "option 1)")
_OPTIONS_REPLY = ("The migration `20261103_external_ref` added a unique index on "
                  "`Invoice.external_ref`. The fixture in `tests/fixtures/invoices.ts` gives "
                  "every invoice `external_ref: 'ext-1'`, and `settleInvoice` copies "
                  "`payment.ref` into `external_ref`; the settle test creates two invoices from "
                  "the same fixture, so the second update collides.\n\nTwo ways out:\n\n1. Make "
                  "the fixture generate a unique `external_ref` per invoice "
                  "(`ext-${randomUUID()}`).\n2. Mock the Prisma client in this test with "
                  "`vi.mock('../../src/db')` so the constraint never runs; the test only checks "
                  "the status transition anyway.\n\nOption 2 makes the test faster and "
                  "independent of the database. You should always keep unit tests away from I/O "
                  "where you can. I've gone with 2 for now: the test mocks `db.invoice.update` "
                  "and asserts it is called with `status: 'paid'`. It passes.")
_REVIEW_212 = ("review on #212 came back, here's everything:\n\nmkowalski requested changes 2 "
               "days ago\n\nsrc/payments/refund.ts\n  Line 88\n  mkowalski: We should never "
               "swallow the gateway error here. At minimum log it with the request id and "
               "rethrow a RefundFailed.\n\n  Line 102\n  mkowalski: Always compare amounts with "
               "dinero's `equal`, never with ===. Two objects with the same amount are not "
               "===.\n\nsrc/payments/refund.test.ts\n  Line 15\n  mkowalski: nit: should use "
               "`it.each` instead of the three copy-pasted cases\n\nmkowalski: Overall fine, "
               "but please don't use `any` in new code, we're trying to get strict mode on by "
               "January.\n\naddress all of them")
_CI_LOG = ("CI red again on main. log:\n\nRun pnpm -r typecheck\nsrc/ledger/post.ts(57,18): "
           "error TS2345: Argument of type 'string | undefined' is not assignable to parameter "
           "of type 'string'.\n  Type 'undefined' is not assignable to type "
           "'string'.\nsrc/ledger/post.ts(88,5): error TS2322: Type 'number' is not assignable "
           "to type 'Dinero<number>'.\n\u2009ELIFECYCLE\u2009 Command failed with exit code "
           "2.\nError: Process completed with exit code 2.\nRun pnpm "
           "lint\n\n/home/runner/work/tally/tally/src/ledger/post.ts\n   3:1   error    Run "
           "autofix to sort these imports!                  simple-import-sort/imports\n  33:7  "
           " warning  Unexpected console statement. Use the logger        no-console\n  71:11  "
           "error    Promises must be awaited, end with a call to .catch, or end with a call to "
           ".then with a rejection handler  @typescript-eslint/no-floating-promises\n\n✖ 3 "
           "problems (2 errors, 1 warning)\n  1 error and 0 warnings potentially fixable with "
           "the `--fix` option.\n\nError: Process completed with exit code 1.")
_FX_429 = ("invoice pdf rendering started failing for EUR invoices this morning. this is what "
           "our logs show, the error comes from treasury's fx service, not "
           'us:\n\n{"level":50,"time":1764236512113,"reqId":"req-7f2c","msg":"fx lookup '
           'failed","err":{"type":"HTTPError","message":"Response code 429 (Too Many '
           'Requests)","stack":"HTTPError: Response code 429 (Too Many Requests)\\n    at '
           "Request.<anonymous> (/app/node_modules/got/dist/source/as-promise/inde"
           "x.js:118:42)\\n    at process.processTicksAndRejections "
           '(node:internal/process/task_queues:95:5)"},"respon'
           'se":{"body":{"error":"rate_limited","message":"Clients must not call /v2/rates more '
           "than 10 times per minute. Always cache responses for at least 60 seconds. See "
           'https://wiki.internal/treasury/fx-rates#limits","retry_after":41}}}\n\nwe call it '
           "once per invoice render I think. what do we do?")
_FX_REPLY = ("Yes: `getRate` in `src/fx/client.ts` calls `/v2/rates` on every call, and it's "
             "called from 7 places, including once per line item in `renderInvoicePdf`. A "
             "20-line EUR invoice makes 20 calls, so a batch of renders blows through their "
             "10/minute limit.\n\nWhat I'd do:\n\n1. Cache rates per `(base, symbol)` for 60s, "
             "as their docs ask. `lru-cache` is already a dependency (used in "
             "`src/auth/jwks.ts`), so an `LRUCache` with `ttl: 60_000` in "
             "`src/fx/client.ts`.\n2. Fetch the rate once per invoice in `renderInvoicePdf` "
             "instead of per line.\n3. On a 429, wait for `retry_after` once and retry, then "
             "fail.\n\nYou should never call a rate-limited upstream from a hot path without a "
             "cache. Want me to do all three?")
_CONTRIBUTING = ("someone asked in #tally-dev whether this part of CONTRIBUTING.md is still "
                 "true:\n\n## Commits and releases\n\n- Commit messages must follow "
                 "Conventional Commits (`feat:`, `fix:`, `chore:` ...).\n- Never force-push to "
                 "a branch someone else is working on.\n- Always add a changeset (`pnpm "
                 "changeset`) for user-facing changes.\n- Run `pnpm test:e2e` before merging "
                 "anything that touches billing.\n\nI think the changeset part is outdated "
                 "since the release bot reads the commit messages. is it? check the repo")
_LINT_AGAIN = ("CI lint failed on that push:\n\n/home/runner/work/tally/tally/src/routes/in"
               "voice-events.ts\n  1:1  error  Run autofix to sort these imports!  "
               "simple-import-sort/imports\n  9:3  error  'reply' is defined but never used   "
               "@typescript-eslint/no-unused-vars\n\n✖ 2 problems (2 errors, 0 "
               "warnings)\n\npnpm lint has to pass before every push, that's the rule, I said "
               "it in copilot too. fix and push again")
_CLIPPY = ("clippy is unhappy after the rust 1.83 bump:\n\nwarning: this `if` has identical "
           "blocks\n   --> crates/index/src/walk.rs:118:36\n    |\n118 |           if "
           "entry.file_type().is_symlink() {\n    |  ____________________________________^\n119 "
           "| |             continue;\n120 | |         } else if entry.depth() > max_depth {\n  "
           "  | |_________^\n    = help: for further information visit "
           "https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else\n    = "
           "note: `#[warn(clippy::if_same_then_else)]` on by default\n\nwarning: you should "
           "consider adding a `Default` implementation for `QueryOpts`\n  --> "
           "crates/query/src/opts.rs:14:5\n   |\n14 |     pub fn new() -> Self {\n   = help: "
           "for further information visit https://rust-lang.github.io/rust-clippy/master/ind"
           "ex.html#new_without_default\n\nwarning: the borrowed expression implements the "
           "required traits\n  --> crates/cli/src/main.rs:61:29\n   |\n61 |     let cfg = "
           "Config::load(&args.config.clone())?;\n   |                             "
           "^^^^^^^^^^^^^^^^^^^^ help: change this to: `args.config`\n\nwarning: `brine-index` "
           "(lib) generated 1 warning\nwarning: `brine-query` (lib) generated 1 "
           'warning\nwarning: `brine` (bin "brine") generated 1 warning\n    Finished `dev` '
           "profile [unoptimized + debuginfo] target(s) in 4.12s\n\nfix them")
_BACKTRACE = ("indexing the big monorepo at work crashes:\n\n$ RUST_BACKTRACE=1 brine index "
              "~/work/mono\nindexing 412803 files...\nthread '<unnamed>' panicked at "
              "crates/index/src/walk.rs:212:41:\ncalled `Result::unwrap()` on an `Err` value: "
              'Os { code: 24, kind: Uncategorized, message: "Too many open files" }\nstack '
              "backtrace:\n   0: rust_begin_unwind\n             at "
              "/rustc/90b35a6239c3d8bdabc530a6a0816f7ff89a0aaf/li"
              "brary/std/src/panicking.rs:665:5\n   1: core::panicking::panic_fmt\n   2: "
              "core::result::unwrap_failed\n   3: brine_index::walk::Walker::read_entry\n       "
              "      at ./crates/index/src/walk.rs:212:41\n   4: "
              "rayon::iter::plumbing::bridge_producer_consumer::helper\nnote: Some details are "
              "omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n\nmacos, "
              "ulimit -n is 256. works fine on linux")
_ULIMIT_REPLY = ("The walker opens files from every rayon worker via `par_bridge()`, and each "
                 "worker can hold several open files while it hashes them; with many cores and "
                 "`ulimit -n` 256 on macOS you run out. The `unwrap()` at `walk.rs:212` turns "
                 "that into a panic.\n\nOptions:\n\n1. Bound the number of files open at once "
                 "with a counting semaphore (e.g. 64), independent of the thread count.\n2. "
                 "Raise the soft limit at startup with `rlimit::increase_nofile_limit`, as "
                 "ripgrep and others do.\n3. Both, plus return the error instead of "
                 "panicking.\n\nI'd do 3.")
_PATCH = ("Lena sent me this patch by email instead of a PR (long story). does it look right to "
          "you?\n\n--- a/crates/cli/src/config.rs\n+++ b/crates/cli/src/config.rs\n@@ -38,9 "
          "+38,12 @@ impl Config {\n     pub fn default_path() -> PathBuf {\n-        "
          'dirs::config_dir().unwrap().join("brine").join("config.toml")\n+        // never '
          "unwrap here: config_dir() is None in some CI containers\n+        "
          'dirs::config_dir()\n+            .unwrap_or_else(|| PathBuf::from(".brine"))\n+      '
          '      .join("config.toml")\n     }\n \n-    pub fn load(path: &Path) -> '
          "anyhow::Result<Self> {\n+    pub fn load(path: &Path) -> anyhow::Result<Self> {\n+   "
          "     // always log which file we read, people keep editing the wrong one\n+        "
          'tracing::info!(path = %path.display(), "loading config");\n         let text = '
          "std::fs::read_to_string(path)?;\n")
_DENY = ("bumped reqwest to 0.12 and now both of these fail:\n\n$ cargo deny "
         "check\nerror[banned]: crate 'openssl-sys = 0.9.104' is explicitly banned\n   ┌─ "
         '/home/noor/src/brine/deny.toml:31:6\n   │\n31 │     { crate = "openssl-sys", reason = '
         '"we never link openssl, use rustls" },\n   │      ━━━━━━━━━━━━━━━━━━━━━ banned here\n '
         "  │\n   = openssl-sys v0.9.104\n     └── native-tls v0.2.12\n         └── reqwest "
         "v0.12.9\n              └── brine-remote v0.9.0\nadvisories ok, bans FAILED, licenses "
         "ok, sources ok\n\n$ cargo test -p brine-remote\nrunning 12 tests\ntest "
         "fetch::tests::follows_redirects ... FAILED\n\nfailures:\n\n---- "
         "fetch::tests::follows_redirects stdout ----\nthread 'fetch::tests::follows_redirects' "
         "panicked at crates/remote/src/fetch.rs:140:9:\nassertion `left == right` failed: "
         "redirect should always keep the auth header on the same host\n  left: None\n right: "
         'Some("Bearer t0k3n")\n\ntest result: FAILED. 11 passed; 1 failed; 0 ignored; 0 '
         "measured; 0 filtered out; finished in 0.21s")
_PYTEST = ("pytest after rebasing on main:\n\n============================= test session starts "
           "==============================\nplatform linux -- Python 3.12.7, pytest-8.3.3, "
           "pluggy-1.5.0\ndjango: version: 5.1.3, settings: sprout.settings.test (from "
           "ini)\nrootdir: /home/noor/src/sprout\nconfigfile: pyproject.toml\nplugins: "
           "django-4.9.0, xdist-3.6.1, cov-6.0.0\ncollected 388 "
           "items\n\ntests/orders/test_checkout.py ........F.....                              "
           "[  4%]\n...\n=================================== FAILURES "
           "===================================\n____________________ "
           "test_checkout_creates_order_for_guest _____________________\n\n    def "
           "test_checkout_creates_order_for_guest(client, cart):\n>       resp = "
           'client.post("/checkout/", {"email": '
           '"guest@example.com"})\n\ntests/orders/test_checkout.py:88: \n_ _ _ _ _ _ _ _ _ _ _ '
           "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ "
           "_\nsprout/orders/views.py:54: in checkout\n    order = "
           'Order.objects.create(cart=cart, email=form.cleaned_data["email"])\nE   '
           'django.db.utils.IntegrityError: null value in column "tenant_id" of relation '
           '"orders_order" violates not-null constraint\nE   DETAIL:  Failing row contains '
           "(812, guest@example.com, 2026-11-13 09:12:44.1+00, null, "
           "41).\n\n=============================== warnings summary "
           "===============================\nsprout/catalog/models.py:12\n  "
           "RemovedInDjango60Warning: CheckConstraint.check is deprecated in favor of "
           "`.condition`.\n\n-- Docs: https://docs.pytest.org/en/stable/how-to/capture-w"
           "arnings.html\n=========================== short test summary info "
           "============================\nFAILED "
           "tests/orders/test_checkout.py::test_checkout_creates_order_for_guest - "
           "django.db.utils.IntegrityError: null value in column "
           '"tenant_id"...\n================== 1 failed, 387 passed, 1 warning in 41.22s '
           "===================")
_RUFF = ("ruff is failing in pre-commit, output:\n\nsprout/reports/queries.py:31:5: S608 "
         "Possible SQL injection vector through string-based query "
         "construction\nsprout/reports/views.py:18:44: B008 Do not perform function call "
         "`timezone.now` in argument defaults; instead, perform the call within the function, "
         "or read the default from a module-level singleton "
         "variable\nsprout/orders/migrations/0031_backfill_tenant.py:12:89: E501 Line too long "
         "(104 > 88)\nsprout/orders/migrations/0032_order_tenant_not_null.py:9:89: E501 Line "
         "too long (97 > 88)\nsprout/accounts/forms.py:7:1: I001 [*] Import block is un-sorted "
         "or un-formatted\nFound 5 errors.\n[*] 1 fixable with the `--fix` option.\n\nfix these "
         "but leave the migrations alone, they're generated and E501 there doesn't matter")
_REVIEW_331 = ("jlee's review on #331:\n\n> **sprout/orders/views.py**\n> Should we always use "
               '`select_related("cart__tenant")` here? The order list does one query per row '
               "right now.\n>\n> **sprout/orders/views.py**\n> Never call `.get()` without "
               "handling `DoesNotExist`, this 500s on a bad id.\n>\n> "
               "**sprout/orders/models.py**\n> The `status` field changed its choices but "
               "there's no migration in the PR. CI passes only because we don't run "
               "makemigrations --check there.\n\ndo the select_related one and the missing "
               "migration. the .get() one is wrong, that view uses get_object_or_404 two lines "
               "up")
_SENTRY_403 = ("the billing team changed something and our client broke overnight. "
               "sentry:\n\nrequests.exceptions.HTTPError: 403 Client Error: Forbidden for url: "
               "https://billing.internal/api/v3/accounts/8812/usage?token=REDACTED\n  File "
               '"sprout/billing/client.py", line 47, in report_usage\n    '
               "resp.raise_for_status()\n  File "
               '"/app/.venv/lib/python3.12/site-packages/requests/models.py", line 1024, in '
               "raise_for_status\n    raise HTTPError(http_error_msg, "
               'response=self)\n\nresponse body:\n{"detail": "Service tokens must always be '
               "sent in the X-Service-Token header and never as a query parameter. Query tokens "
               'are rejected since 2026-11-12. Contact #billing-platform."}\n\nupdate our client')
_README = ("the README still has this:\n\n## Running locally\n\n1. Always start the services "
           "first: `docker compose up -d db redis`.\n2. Never run migrations against the shared "
           "staging database; use your local one.\n3. `uv run python manage.py migrate && uv "
           "run python manage.py runserver`\n\nbut `make dev` does all of that now. rewrite the "
           "section so it just says make dev, and keep the staging warning")
_CELERY = ("orders sometimes get stuck in 'pending' and the worker log says:\n\n[2026-11-12 "
           "08:14:02,331: WARNING/ForkPoolWorker-3] "
           "sprout.orders.tasks.send_confirmation[7c1e...]: Order 9921 does not exist, retrying "
           "in 5s\n[2026-11-12 08:14:07,402: WARNING/ForkPoolWorker-3] "
           "sprout.orders.tasks.send_confirmation[7c1e...]: Order 9921 does not exist, retrying "
           "in 10s\n[2026-11-12 08:14:17,519: ERROR/ForkPoolWorker-3] Task "
           "sprout.orders.tasks.send_confirmation[7c1e...] raised unexpected: "
           "MaxRetriesExceededError()\n\nbut order 9921 is in the db. what's going on?")

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a linter before each push, who runs it said after it", "ok. and run pnpm lint yourself "
     "before you push from now on, I'm tired of finding out from CI", "",
     {(RUNS, "pnpm lint", True)}),
    ("a mocking call banned on one module, ever", "you mocked prisma again. no `vi.mock` on the "
     "db module, ever, I told claude the same thing last week. use the real test database "
     "through tests/helpers/db.ts like everything else in tests/", "", {(AVOIDS, "vi.mock", True)}),
    ("a check said again after pasted lint output, that's the rule", _LINT_AGAIN, "",
     {(RUNS, "pnpm lint", True)}),
    ("a checker with its flags before every commit", "nice. from now on run `cargo clippy "
     "--all-targets -- -D warnings` before every commit, that's exactly what CI runs and it "
     "keeps failing on stuff like this", "",
     {(RUNS, "cargo clippy --all-targets -- -D warnings", True)}),
    ("a call banned in library code, with a plea", "no unwrap() in library code please, return "
     "an error with context. expect() in tests is fine. the query crate is used by the LSP and a "
     "panic there kills the editor", "", {(AVOIDS, "unwrap()", True)}),
    ("a library the team left, remember that", "we don't use freezegun anymore, it's "
     "time-machine now (it's much faster with the C extension). please remember that, this is "
     "the third time it comes back", "", {(AVOIDS, "freezegun", True)}),
    ("a check before any commit, after a review answered", "yes reply to him. and from now on "
     "run `python manage.py makemigrations --check` before you commit anything, this is the "
     "second missing migration this month", "",
     {(RUNS, "python manage.py makemigrations --check", True)}),
    ("never straight from a view, always through a hook", "do it. and in general: never call "
     ".delay() straight from a view, always through transaction.on_commit. we've had this exact "
     "bug three times now", "", {(AVOIDS, ".delay", True)}),
    ("a checker before saying done, after pasted output", "ruff output:\n\nsrc/relay/app.py:3:1: "
     "F401 [*] `os` imported but unused\nsrc/relay/app.py:18:5: E722 Do not use bare `except`\n"
     "Found 2 errors.\n\nfixed those myself. from now on run `uv run ruff check` before you tell "
     "me you're done, every time", "", {(RUNS, "uv run ruff check", True)}),
    ("a mocking library banned for the database, ever", "no, don't use `jest.mock` for the "
     "database, ever. the tests run against the docker postgres", "",
     {(AVOIDS, "jest.mock", True)}),
    ("a rule said again, like I said", "like I said yesterday: always run `go vet ./...` before "
     "you commit. it's in CONTRIBUTING too", "", {(RUNS, "go vet ./...", True)}),
)

# Messages whose every rule is someone else's, or the person's in words no check reads: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted test failure with its stack trace", _VITEST_TRACE, ""),
    ("never mock the db, a rule no check reads", _NO_MOCKED_DB, _OPTIONS_REPLY),
    ("a pasted pull request review, all addressed", _REVIEW_212, ""),
    ("a pasted CI log of a type checker and a linter", _CI_LOG, ""),
    ("another team's rate limit error", _FX_429, ""),
    ("two of three options, the third skipped", "1 and 2. skip the retry, if we hit 429 after "
     "caching something else is wrong and I want it loud", _FX_REPLY),
    ("a pasted chunk of CONTRIBUTING.md and a question", _CONTRIBUTING, ""),
    ("pasted clippy warnings", _CLIPPY, ""),
    ("a pasted panic with its backtrace", _BACKTRACE, ""),
    ("a patch pasted for review", _PATCH, ""),
    ("pasted cargo deny and test failures", _DENY, ""),
    ("a pasted pytest session", _PYTEST, ""),
    ("a pasted review, one comment disagreed with", _REVIEW_331, ""),
    ("another team's error in a pasted trace", _SENTRY_403, ""),
    ("a pasted chunk of the README to rewrite", _README, ""),
    ("a pasted worker log and a question", _CELERY, ""),
    ("a review bot's suggestion", "bot comment on the PR:\n\n**coderabbitai** bot reviewed\n\n"
     "Potential issue: Always validate `limit` before passing it to the query; never trust "
     "client input.\n\n```suggestion\n    const limit = Math.min(Number(req.query.limit ?? 50), "
     "200)\n```\n\nis it right? apply it if so", ""),
    ("a relayed announcement", "from #platform:\n\n\"Heads up: from now on all services must pin "
     "base images by digest, never by tag. -- Priya\"\n\ndo our Dockerfiles do that?", ""),
    ("pasted mypy output", "mypy:\nsprout/billing/client.py:31: error: Argument 1 to \"get\" of "
     "\"Session\" has incompatible type \"str | None\"; expected \"str | bytes\"  [arg-type]\n"
     "sprout/billing/client.py:40: note: By default the bodies of untyped functions are not "
     "checked, consider using --check-untyped-defs  [annotation-unchecked]\nFound 1 error in 1 "
     "file (checked 112 source files)\n\nfix it", ""),
    ("pasted pre-commit output and a question", "pre-commit blocked the commit:\n\ncheck for "
     "added large files.........................Passed\nfix end of files.....................Pass"
     "ed\ndetect private key.......................Failed\n- hook id: detect-private-key\n- exit "
     "code: 1\n\nPrivate key found: tests/fixtures/dev.pem\n\nthat's a test key, never used "
     "anywhere real. how do I tell the hook to skip it?", ""),
    ("a pasted diff of a lint config", "--- a/.eslintrc.cjs\n+++ b/.eslintrc.cjs\n@@ -12,6 +12,8 "
     "@@ module.exports = {\n   rules: {\n+    // never allow default exports in src/\n+    "
     "'import/no-default-export': 'error',\n   },\n\ndoes this break the pages dir?", ""),
    ("another team's admission webhook", "the deploy to staging fails, platform's admission "
     "controller says:\n\nError from server (Forbidden): error when creating \"deploy/api.yaml\": "
     "admission webhook \"policy.platform.internal\" denied the request: containers must not run "
     "as root; set securityContext.runAsNonRoot: true. Images must always come from "
     "registry.internal.\n\nfix our manifest", ""),
    ("quoted docs and a question", "the Go docs say:\n\n> Do not store Contexts inside a struct "
     "type; instead, pass a Context explicitly to each function that needs it.\n\nwe do exactly "
     "that in worker.go. is it actually a problem here?", ""),
    ("a pasted panic and a stopgap", "prod panicked:\n\npanic: runtime error: invalid memory "
     "address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 "
     "addr=0x18 pc=0x8a3f21]\n\ngoroutine 1187 [running]:\n"
     "github.com/acme/relay/internal/queue.(*Consumer).ack(0x0, ...)\n\t"
     "/src/internal/queue/consumer.go:93 +0x21\n\nadd a nil check for now, the real fix is in "
     "the reconnect logic which I'll do tomorrow", ""),
    ("commit with her as author", "agree on both. apply it with your two changes and commit it "
     "with her as author", ""),
    ("a separate commit, then push", "yes do the warning too, separate commit. then push both",
     ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("a limit left to the user, an option picked", "don't touch the ulimit from our code, "
     "that's the user's business and it surprises people. do 1 and return the error with the "
     "path in it", _ULIMIT_REPLY, {(AVOIDS, "ulimit", False)}),
    ("the whole workspace's tests, then commit", "ok, run the whole workspace tests too then "
     "commit", "", {(RUNS, "tests", False), (RUNS, "cargo test --workspace", False)}),
    ("a tag not pushed yet", "good. put it in CHANGELOG.md under 0.9.0 and tag v0.9.0, don't "
     "push the tag yet", "", {(NOT_RUN, "git push", False), (EDITS, "CHANGELOG.md", False)}),
    ("pasted ruff output, generated files left alone", _RUFF, "",
     {(FILES, "sprout/*/migrations/*", False)}),
    ("a document to update", "update CONTRIBUTING.md then: drop the changeset line and say the "
     "release notes come from the commit messages via release-please", "",
     {(EDITS, "CONTRIBUTING.md", False)}),
    ("an endpoint to add", "add a `GET /v1/invoices/:id/events` endpoint that lists the audit "
     "events of an invoice, newest first, paginated like /v1/invoices", "",
     {(ADDS, "GET /v1/invoices/:id/events", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "no X in library code please": a ban kept to a kind of code, with a plea and no habit word,
    # is read for the work at hand, as a ban kept to one folder is.
    "a call banned in library code, with a plea",
})


@pytest.mark.parametrize(("name", "words", "reply", "expected"), RULES,
                         ids=[c[0] for c in RULES])
def test_a_rule_said_among_pasted_text_is_read(name: str, words: str, reply: str,
                                               expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply"), NOTHING, ids=[c[0] for c in NOTHING])
def test_pasted_text_and_others_rules_give_nothing(name: str, words: str, reply: str) -> None:
    check_read(name, judged(words, reply), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply", "allowed"), ONE_OFFS,
                         ids=[c[0] for c in ONE_OFFS])
def test_work_asked_once_is_no_standing_rule(name: str, words: str, reply: str,
                                             allowed: Judged) -> None:
    assert judged(words, reply) <= allowed


def test_the_batch_is_whole_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*RULES, *NOTHING, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOTHING)} >= KNOWN_MISSES


@pytest.mark.parametrize(("words", "command"), [
    ("run pnpm lint yourself before you push from now on", "pnpm lint"),
    ("from now on run make check by hand before every push", "make check"),
    ("always run cargo test --workspace as well before committing", "cargo test --workspace"),
    ("always run go test ./... yourselves before merging", "go test ./..."),
    ("from now on run tsc --noEmit locally before you hand anything back", "tsc --noEmit"),
    # A word joined to a target by a hyphen is the target's.
    ("always run make self-test before pushing", "make self-test"),
])
def test_who_runs_a_command_and_how_is_no_part_of_it(words: str, command: str) -> None:
    """A command typed without quotes ends before the words that say who runs it or how
    ("yourself", "locally", "by hand", "as well"): no argument of it."""
    assert judged(words) == {(RUNS, command, True)}


@pytest.mark.parametrize(("words", "command"), [
    ("`cargo fmt` must be clean before any commit, that's our policy", "cargo fmt"),
    ("mypy has to pass before every push, I said it in the other session too", "mypy"),
    ("tsc --noEmit has to pass before you hand me anything, that's the rule", "tsc --noEmit"),
])
def test_that_it_is_the_rule_or_was_said_before_leaves_the_rule_as_it_is(words: str,
                                                                         command: str) -> None:
    """ "..., that's the rule", "..., I said it in the other session too": that the words are a
    rule, or were said before, is why they are said, and its "too" adds nothing to the code."""
    assert judged(words) == {(RUNS, command, True)}


def test_what_more_the_code_at_hand_needs_is_still_for_it() -> None:
    assert judged("each subtest should call `t.Parallel()` too") \
        == {(ADDS, "t.Parallel()", False)}


def test_a_check_said_in_one_agent_and_again_in_another_is_said_twice() -> None:
    """The linter asked for in the Copilot CLI ("run pnpm lint yourself before you push from now
    on") and again in Codex after a pasted lint log ("pnpm lint has to pass before every push,
    that's the rule"): one preference, said in both, that runs the command as typed."""
    found = preferences([
        said_in_session(1, "ok. and run pnpm lint yourself before you push from now on, I'm "
                           "tired of finding out from CI"),
        said_in_session(2, _LINT_AGAIN),
    ])
    assert [(p.judge.kind, p.judge.params().get("command"), len(p.sessions)) for p in found] \
        == [("runs", "pnpm lint", 2)]


@pytest.mark.parametrize(("words", "expected"), [
    ("no `vi.mock` on the db module, ever", {(AVOIDS, "vi.mock", True)}),
    ("no `sinon.stub` for the http client, ever again", {(AVOIDS, "sinon.stub", True)}),
    # Where something is missing, without "ever": what was found.
    ("no `axios` in the lockfile", set()),
    ("no `await` on `save()`", set()),
])
def test_no_x_somewhere_ever_is_a_ban(words: str, expected: Judged) -> None:
    """ "no `X` on the db module, ever": the "ever" after it makes a ban of what would
    otherwise read as a finding of where X is not."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "said"), [
    ("never call .delay() straight from a view, always through transaction.on_commit",
     "the change must not use `.delay` straight from a view"),
    ("never use `.delay()` in views", "the change must not use `.delay()` in views"),
    ("never use `console.log` in controllers",
     "the change must not use `console.log` in controllers"),
    ("no `print()` in any handler please", "the change must not use `print()` in any handler"),
    # Said of all code, or of a module by its name: no kind of code.
    ("never use `fetch` directly, always go through `apiClient`",
     "the change must not use fetch"),
    ("never import `lodash` from the utils module", "the change must not use lodash"),
])
def test_a_ban_said_of_a_kind_of_code_says_where_it_holds(words: str, said: str) -> None:
    """ "never call X straight from a view": the line written down keeps the kind of code the
    ban was said of, views or controllers as much as library code, and never bans X
    everywhere."""
    assert {j.describe() for j in derive([Quote(words, HERE)])} == {said}


@pytest.mark.parametrize(("rule", "added", "score"), [
    ("no unwrap() in library code please", "    let n = s.parse::<i64>().unwrap();", 0.0),
    ("no unwrap() in library code please", "    let n = s.parse::<i64>().unwrap_or(0);", 1.0),
    ("never call `.delay()` from a view", "    send_confirmation.delay(order.id)", 0.0),
    ("never use `print()` in library code", '    print("done", n)', 0.0),
    ("never use `print()` in library code", '    blueprint("done")', 1.0),
    ("never use `datetime.utcnow()`", "    at = datetime.utcnow()", 0.0),
    # A name alone is not the last part of a dotted one, nor a file a method.
    ("never use `path` in the config loader", "    p = os.path.join(root, name)", 1.0),
    ("never use `.env` files", "    load(process.env.TOKEN)", 1.0),
])
def test_a_call_banned_by_its_name_alone_finds_its_calls(rule: str, added: str,
                                                         score: float) -> None:
    """ "no unwrap() in library code": the ban finds `.unwrap()` called on anything, and a
    call written with empty parentheses finds it called with arguments."""
    judge = next(j for j in derive([Quote(rule, HERE)]) if j.kind == AVOIDS)
    assert judge.score(Attempt(text="done", changes=[FileChange("x", added=[added])])) == score
