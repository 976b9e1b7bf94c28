"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the eighth batch, at
first sight.

A first-sight batch taken from twenty whole sessions of two people on five repositories: one works
on a Django monolith with Claude Code and on a dbt and Airflow pipeline with Codex; the other on a
Kotlin Android app with Codex, a Terraform and Helm repository with the Copilot CLI and a Go CLI
with Claude Code. Written with the reading each message should get before the reader was changed
for them. Most of the "always", "never" and "should" of the batch are not the person's rules: the
programs' own advice in what is pasted (Gradle's "Run with --stacktrace option", Terraform's "run:
terraform init -upgrade", a linter's "Do not use mutable data structures for argument defaults",
Airflow's "Please use `schedule` instead", Django's system check "HINT:"), a colleague's review
with a suggestion block and "nit:" comments, an ADR and a runbook pasted with their own
imperatives, a Slack message, an issue body, the agent's own earlier words quoted back;
questions and musings ("should we always pin provider versions?"), what the code does now ("the
job never retries on a 502"), reasons ("to avoid half-written invoices"), idioms ("never mind,
found it"), sarcasm with no word to mark it, hypotheticals. Among them, the people's own rules of
code and process, some said once, some said again in a later session, which stand as preferences
with both sessions as their origins.

Measured on the twenty sessions, mined as each harness's sessions are after a harvest, before the
reader was changed for them: 13 read right; wrong lessons in 4 (a dbt selector's graph operator,
"`dbt build --select state:modified+`", cut the command down to a rule to run "build"; an Airflow
warning pasted from the scheduler's log, its line opened by a bracketed time, read as the
person's: `airflow.operators.dummy` banned in every later change, and a check to add `schedule`;
"use `requireNotNull` with a message or a safe call" standing as a rule that every change add
`requireNotNull`, where a safe call does as well, and said in two sessions by the second's "use
`getValue` or `requireNotNull` there", itself read as a check that the change add `getValue`);
misses in 3 ("no `!!` again please, I said that last week", read as nothing: a backticked `!!`
was taken for an exclamation, and a rule said in earlier work was read as this task's; "we never
commit to main directly here, open a PR for it", kept to the task by the "for it" of the request
after it, and "before you say done: `terraform fmt -recursive`, as always", the moment before the
command and no verb, read as nothing; "no testify in this repo", a plain name with the project as
its reach, read as nothing). After: 20 read right, every rule said standing with the sessions it
was said in; one message still read short of what was meant (in `KNOWN_MISSES`), whose rule
stands from the session before. Here, by message: rules 3/10, nothing 22/22, one-offs 8/9 before;
rules 9/10, nothing 22/22, one-offs 9/9 after. Four expectations were written wrong before the
run and corrected after it, none of them to fit a reading: "add the qualify" names no code (no
check is asked of a plain word); "run the instrumented tests" asks for a run of the tests, a check
of the task at hand; "use `getValue` or `requireNotNull` there" asks that the change use either;
and "we never commit to main directly here" is a rule a check reads (no commit on `main`), first
listed as one no check could read.

Variants of the same kinds, written after the batch from how people say such things, are below,
each with its tests: a log line by its bracketed time in other loggers' shapes; graph operators
at either end of a selector; a choice of two names in code (either will do) or of a name and a
thing in words (no check); a reminder that the rule was said in other work ("I told you
yesterday", "in the other session"), and not in this one ("like I said"); a request after a ban
whose "for it" is no reach of the ban; a moment then a command, with no verb; one plain name
banned with the project as reach, and not a plural of findings.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    Judged,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# ledgerline: a Django monolith, with Claude Code.
_PYTEST_CI = (
    "CI is red on my branch:\n\nRun pytest -n 4 --reuse-db\n============================= test "
    "session starts ==============================\nplatform linux -- Python 3.12.7, "
    "pytest-8.3.3\ndjango: version: 5.1.2, settings: ledgerline.settings.test (from env)\n"
    "collected 1184 items\n\n........F.........\n\n=================================== FAILURES "
    "===================================\n____________ test_invoice_total_includes_vat "
    "____________\n\n    def test_invoice_total_includes_vat(invoice_factory):\n        inv = "
    "invoice_factory(lines=[(Decimal('10.00'), 2)])\n>       assert inv.total == "
    "Decimal('24.20')\nE       AssertionError: assert Decimal('20.00') == Decimal('24.20')\n\n"
    "billing/tests/test_invoice.py:41: AssertionError\n=========================== short test "
    "summary info ============================\nFAILED billing/tests/test_invoice.py::"
    "test_invoice_total_includes_vat\n======= 1 failed, 1183 passed in 212.40s =======\n"
    "Error: Process completed with exit code 1.\n\nfix it")
_VAT_REPLY = (
    "`Invoice.total` sums the lines but the VAT is added in `Invoice.save()`, and the factory "
    "builds the invoice with `bulk_create`, which never calls `save()`. I moved the VAT into a "
    "`total` property computed from the lines, and the factory now calls `save()`. The billing "
    "tests pass (212 passed). I also added migration `0042_invoice_total_drop` for the dropped "
    "column. You should always generate migrations in the same commit as the model change.")
_MAKEMIGRATIONS_RULE = (
    "ok. and always run `python manage.py makemigrations --check` before you commit, CI fails "
    "on a missing migration every other week")
_REVIEW = (
    "jonas left a review on #318:\n\njonas-w commented on billing/views.py\n  Line 77\n  "
    "jonas-w: this hits the db once per row in the template.\n  ```suggestion\n      qs = "
    "Invoice.objects.select_related(\"customer\").filter(account=request.account)\n  ```\n\n"
    "  Line 90\n  jonas-w: nit: prefer f-strings over `%` formatting.\n\n  Line 112\n  jonas-w: "
    "nit: we should never catch bare `Exception` in views, let the middleware log it.\n\n"
    "jonas-w approved these changes\n\naddress them")
_REVIEW_REPLY = (
    "Applied the `select_related` suggestion, switched the two `%` strings in `views.py` to "
    "f-strings, and removed the bare `except Exception` around the PDF render; the error now "
    "reaches `ErrorLoggingMiddleware`. Views tests pass.")
_RUFF = (
    "ruff is unhappy after the merge:\n\nbilling/services/dunning.py:14:31: B006 Do not use "
    "mutable data structures for argument defaults\nbilling/services/dunning.py:52:5: B904 "
    "Within an `except` clause, raise exceptions with `raise ... from err` or `raise ... from "
    "None` to distinguish them from errors in exception handling\nbilling/services/dunning.py:"
    "88:1: E501 Line too long (131 > 120)\nFound 3 errors.\nNo fixes available (1 hidden fix can "
    "be enabled with the `--unsafe-fixes` option).\n\nfix these")
_MAKEMIGRATIONS_AGAIN = (
    "and run `python manage.py makemigrations --check` before you commit, like every time. you "
    "skipped it yesterday")
_SYSTEM_CHECK = (
    "got this when I started runserver on the new laptop:\n\nSystem check identified some "
    "issues:\n\nWARNINGS:\nbilling.CreditNote: (models.W042) Auto-created primary key used when "
    "not defining a primary key type, by default 'django.db.models.AutoField'.\n\tHINT: "
    "Configure the DEFAULT_AUTO_FIELD setting or the BillingConfig.default_auto_field attribute "
    "to point to a subclass of AutoField, e.g. 'django.db.models.BigAutoField'.\n\nwhat does it "
    "mean? should we always set DEFAULT_AUTO_FIELD in new apps or is this harmless?")
_ISSUE = (
    "here's the issue:\n\n### Stripe webhook job gives up on 502\n\n**Steps**: Stripe returns "
    "502 during their incident window.\n**Expected**: the Celery task retries.\n**Actual**: "
    "`sync_payment` logs the error and returns. It never retries, so the payment stays "
    "`pending` until someone runs the reconcile command by hand.\n\nThe task should always "
    "retry on 5xx with exponential backoff, and never on 4xx.\n\ncan you do this one? max 5 "
    "retries")
_ATOMIC = (
    "the credit note import writes the note and then its lines. wrap both in "
    "`transaction.atomic()` to avoid half-written notes when a line fails validation")

# warehouse: a dbt project and its Airflow DAGs, with Codex.
_DBT_FAIL = (
    "dbt build failed overnight:\n\n14:02:11  Failure in test unique_stg_orders_order_id "
    "(models/staging/_stg_orders.yml)\n14:02:11    Got 3 results, configured to fail if != 0\n"
    "14:02:11\n14:02:11    compiled Code at target/compiled/warehouse/models/staging/"
    "_stg_orders.yml/unique_stg_orders_order_id.sql\n14:02:11\n14:02:11  Done. PASS=212 WARN=0 "
    "ERROR=1 SKIP=38 TOTAL=251\n\nwhy are there dupes? the source never sends the same order "
    "twice, supposedly")
_DUPES_REPLY = (
    "The source does send duplicates: `raw.shop.orders` has 3 order ids with two rows each, "
    "loaded by Fivetran 40 minutes apart with a different `_fivetran_synced`. `stg_orders` "
    "selects straight from the source with no dedup. I'd add a `qualify row_number() over "
    "(partition by order_id order by _fivetran_synced desc) = 1`. You should always dedupe in "
    "staging models.")
_DBT_RULE = (
    "yes add the qualify. and always run `dbt build --select state:modified+` before you push, "
    "not the whole project, a full build takes 40 minutes")
_AIRFLOW_WARNINGS = (
    "the scheduler log is full of these:\n\n[2026-11-30T06:00:03.114+0000] {dagbag.py:540} "
    "WARNING - /opt/airflow/dags/orders_daily.py:18 RemovedInAirflow3Warning: Param "
    "`schedule_interval` is deprecated and will be removed in a future release. Please use "
    "`schedule` instead.\n[2026-11-30T06:00:03.118+0000] {dagbag.py:540} WARNING - "
    "/opt/airflow/dags/orders_daily.py:31 RemovedInAirflow3Warning: The "
    "`airflow.operators.dummy` module is deprecated. Please use `airflow.operators.empty`.\n\n"
    "fix the warnings in orders_daily")
_TWICE = (
    "the orders DAG always runs twice on the first of the month and I never figured out why. "
    "catchup? look at it, don't change anything yet")
_ADR = (
    "this is ADR-007 from the data platform repo:\n\n# ADR-007: Marts are incremental\n\n"
    "## Status\nAccepted\n\n## Decision\nMart models must always declare a `unique_key` and be "
    "materialized as `incremental`. We will never `select *` in marts; every column is listed "
    "explicitly. Models should always have a `not_null` test on their key.\n\n## Consequences\n"
    "Full refreshes become rare and need a ticket.\n\ndoes fct_payments follow it?")
_ADR_REPLY = (
    "Not fully: `fct_payments` is `incremental` with `unique_key='payment_id'`, but it does "
    "`select * from {{ ref('int_payments') }}` in the final CTE, and `payment_id` has a "
    "`unique` test but no `not_null`.")
_SHOULD_PIN_DBT = (
    "should we always pin dbt packages to exact versions? dbt_utils broke us once on a minor, "
    "but pinning everything means nobody ever upgrades. what do other teams do")

# trailmate: a Kotlin Android app, with Codex.
_GRADLE_FAIL = (
    "build broke after the AGP bump:\n\n> Task :app:compileDebugKotlin FAILED\ne: "
    "file:///home/ken/src/trailmate/app/src/main/java/app/trailmate/map/TrailMapFragment.kt:"
    "88:27 Unresolved reference 'onActivityCreated'.\n\nFAILURE: Build failed with an "
    "exception.\n\n* What went wrong:\nExecution failed for task ':app:compileDebugKotlin'.\n"
    "> A failure occurred while executing org.jetbrains.kotlin.compilerRunner.GradleCompilerRunner"
    "Worker\n   > Compilation error. See log for more details\n\n* Try:\n> Run with "
    "--stacktrace option to get the stack trace.\n> Run with --info or --debug option to get "
    "more log output.\n> Run with --scan to get full insights.\n> Get more help at "
    "https://help.gradle.org.\n\nBUILD FAILED in 41s\n\nfix")
_DETEKT = (
    "detekt on the sync module:\n\nsync/src/main/java/app/trailmate/sync/SyncWorker.kt:44:23: "
    "This expression contains a magic number. Consider defining it to a well named constant. "
    "[MagicNumber]\nsync/src/main/java/app/trailmate/sync/SyncWorker.kt:61:9: Do not use "
    "GlobalScope. [GlobalCoroutineUsage]\nsync/src/main/java/app/trailmate/sync/TrailRepo.kt:"
    "30:34: Avoid using the non-null assertion operator (!!). [UnsafeCallOnNullableType]\n\n"
    "fix all three. and don't use `!!` anywhere, ever, use `requireNotNull` with a message or "
    "a safe call")
_SUGGESTION_REVIEW = (
    "mira's review on the sync PR:\n\nmira-k commented on sync/.../TrailRepo.kt\n  ```suggestion"
    "\n  val trail = requireNotNull(dao.find(id)) { \"trail $id missing\" }\n  ```\n\nmira-k "
    "commented on sync/.../SyncWorker.kt\n  nit: always inject the dispatcher, never hardcode "
    "`Dispatchers.IO`, or the tests can't swap it.\n\napply the suggestion and do the "
    "dispatcher one too")
_DISPATCHER_REPLY = (
    "Applied Mira's suggestion in `TrailRepo.find`, and `SyncWorker` now takes a "
    "`CoroutineDispatcher` in its constructor (default `Dispatchers.IO`), which the test passes "
    "as a `StandardTestDispatcher`. To keep `loadCached` short I used `cache[id]!!` there, since "
    "the key was checked on the line before.")
_BANG_AGAIN = (
    "no `!!` again please, I said that last week. use `getValue` or `requireNotNull` there")
_COMPOSE_HYPOTHETICAL = (
    "if we moved the map screen to Compose entirely, would we never need the fragment XMLs "
    "again? just thinking out loud, no changes")
_EMULATOR = (
    "yeah, because the emulator always boots on the first try. it's been stuck on the boot "
    "animation for 10 minutes, can you run the instrumented tests on the CI device instead")

# infra: Terraform modules and Helm charts, with the Copilot CLI.
_PLAN = (
    "plan for the staging sg change:\n\nTerraform will perform the following actions:\n\n  # "
    "module.api.aws_security_group_rule.ingress_https will be updated in-place\n  ~ resource "
    "\"aws_security_group_rule\" \"ingress_https\" {\n      ~ cidr_blocks = [\n          - "
    "\"10.0.0.0/8\",\n          + \"10.20.0.0/16\",\n        ]\n        id = "
    "\"sgrule-2214\"\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy.\n\n"
    "─────────────────────────────────────────────────────────────────────────────\n\nNote: You "
    "didn't use the -out option to save this plan, so Terraform can't guarantee to take exactly "
    "these actions if you run \"terraform apply\" now.\n\nlooks right? only the sg rule should "
    "change")
_LOCK_ERROR = (
    "init fails on the runner:\n\n│ Error: Inconsistent dependency lock file\n│\n│ The "
    "following dependency selections recorded in the lock file are inconsistent with the "
    "current configuration:\n│   - provider registry.terraform.io/hashicorp/aws: locked version "
    "selection 5.31.0 doesn't match the updated version constraints \"~> 5.60\"\n│\n│ To update "
    "the locked dependency selections to match a changed configuration, run:\n│   terraform "
    "init -upgrade\n\nfix it")
_LOCK_REPLY = (
    "The module's `versions.tf` asks for `~> 5.60` since your last commit, but "
    "`.terraform.lock.hcl` still pins 5.31.0. I ran `terraform init -upgrade`, which moved the "
    "lock to 5.82.2 and added the hashes for linux_amd64 and darwin_arm64. `terraform validate` "
    "passes.")
_FMT_RULE = ("good. run `terraform fmt -recursive` before you say done, every time. the pre-"
             "commit hook catches it anyway but I hate the extra round")
_RUNBOOK = (
    "from the node upgrade runbook:\n\n## Upgrading a node group\n\n1. Never upgrade the "
    "system node group first.\n2. Always cordon and drain with `kubectl drain --ignore-"
    "daemonsets --delete-emptydir-data`.\n3. Wait for every PDB to be satisfied before the next "
    "node.\n4. Run `helm diff upgrade` for each release before touching the chart.\n\nis step 2 "
    "still right for 1.29?")
_HELM_LINT = (
    "helm lint on the api chart:\n\n==> Linting charts/api\n[INFO] Chart.yaml: icon is "
    "recommended\n[WARNING] templates/deployment.yaml: object name does not conform to "
    "Kubernetes naming requirements: \"api_worker\"\n[ERROR] templates/hpa.yaml: unable to parse "
    "YAML: error converting YAML to JSON: yaml: line 14: did not find expected key\n\nError: 1 "
    "chart(s) linted, 1 chart(s) failed\n\nwhat's wrong with hpa.yaml")
_NO_MAIN = (
    "we never commit to main directly here, open a PR for it. the branch protection is off on "
    "this repo for historical reasons, that's not an invitation")
_FMT_AGAIN = ("before you say done: `terraform fmt -recursive`, as always. the last two times I "
              "had to run it myself")
_PIN_PROVIDERS = (
    "should we always pin provider versions exactly? feels like overkill for the sandbox "
    "account, but prod got bitten by the 5.0 upgrade")
_SLACK_RELEASE = (
    "from #platform:\n\ndana  9:02 AM\nreminder: never tag releases from a laptop, goreleaser "
    "runs in CI only. and always sign the tags\n\ndoes our Makefile still have the release "
    "target? if so where does it push")

# bosun: a Go CLI, with Claude Code.
_GOLANGCI = (
    "golangci-lint on the PR:\n\ncmd/deploy.go:58:12: Error return value of `f.Close` is not "
    "checked (errcheck)\n        defer f.Close()\n                   ^\ninternal/plan/diff.go:"
    "21:9: ST1005: error strings should not be capitalized (stylecheck)\n        return "
    "errors.New(\"Plan is empty\")\n               ^\ninternal/plan/diff.go:40:2: exported: "
    "exported function Render should have comment or be unexported (revive)\n\nfix the lint")
_TESTIFY_RULE = (
    "no testify in this repo. plain `if` checks with `t.Errorf`, like the rest of the tests")
_TESTS_REPLY = (
    "I added `internal/plan/diff_test.go` with table-driven tests for `Diff` and `Render`, "
    "using `github.com/stretchr/testify/assert` for the comparisons and `require.NoError` for "
    "setup. `go test ./...` passes.")
_TESTIFY_AGAIN = (
    "again: no testify. I took it out of go.mod last month, don't add it back. rewrite them "
    "with plain ifs")
_EARLIER_WORDS = (
    "earlier you wrote \"We should never call `os.Exit` outside `main`; return the error and "
    "let cobra print it.\" where does that come from? our `RunE`s already return errors, so "
    "is there anything left to change?")
_CLOSE_LEAK = (
    "the export never calls `Close()` on the gzip writer, that's the truncated file. fix it")
_SARCASM_SEMVER = (
    "oh good, another breaking change in a patch release of cobra. semver is always respected. "
    "pin it to 1.8.0 in go.mod and add a comment why")

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a check before committing below a fixed CI failure", _MAKEMIGRATIONS_RULE, _VAT_REPLY,
     {(RUNS, "python manage.py makemigrations --check", True)}),
    ("the same check said again, like every time", _MAKEMIGRATIONS_AGAIN, "",
     {(RUNS, "python manage.py makemigrations --check", True)}),
    ("a selector for the build before pushing, not the whole project", _DBT_RULE, _DUPES_REPLY,
     {(RUNS, "dbt build --select state:modified+", True)}),
    ("a ban, anywhere, ever, below pasted detekt output", _DETEKT, "",
     {(AVOIDS, "!!", True)}),
    ("the ban said again, as said last week", _BANG_AGAIN, _DISPATCHER_REPLY,
     {(AVOIDS, "!!", True), (ADDS, "getValue/requireNotNull", False)}),
    ("a formatter before saying done, every time", _FMT_RULE, _LOCK_REPLY,
     {(RUNS, "terraform fmt -recursive", True)}),
    ("the formatter said again, as always", _FMT_AGAIN, "",
     {(RUNS, "terraform fmt -recursive", True)}),
    ("a test library banned in this repo", _TESTIFY_RULE, "", {(AVOIDS, "testify", True)}),
    ("a way of committing the repository keeps, and a request after it", _NO_MAIN, "",
     {(NOT_RUN, "git commit … main", True)}),
    ("the test library banned again, not to be added back", _TESTIFY_AGAIN, _TESTS_REPLY,
     {(AVOIDS, "testify", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted pytest run on CI and fix it", _PYTEST_CI, ""),
    ("a colleague's review with a suggestion and nits, addressed", _REVIEW, ""),
    ("a thank you and push", "thanks, looks good. push it", _REVIEW_REPLY),
    ("pasted ruff output and fix these", _RUFF, ""),
    ("a system check warning pasted and a question with always", _SYSTEM_CHECK, ""),
    ("a pasted dbt test failure and why", _DBT_FAIL, ""),
    ("what a DAG does now, with always and never", _TWICE, ""),
    ("a pasted ADR and a question about it", _ADR, ""),
    ("a question about pinning packages, always", _SHOULD_PIN_DBT, ""),
    ("a pasted Gradle failure and fix", _GRADLE_FAIL, ""),
    ("a hypothetical, never again", _COMPOSE_HYPOTHETICAL, ""),
    ("sarcasm about the emulator, unmarked", _EMULATOR, ""),
    ("a pasted plan and a question", _PLAN, ""),
    ("a pasted runbook and a question about a step", _RUNBOOK, ""),
    ("pasted helm lint output and a question", _HELM_LINT, ""),
    ("a question about pinning providers, always", _PIN_PROVIDERS, ""),
    ("a pasted Slack reminder and a question", _SLACK_RELEASE, ""),
    ("pasted golangci-lint output and fix the lint", _GOLANGCI, ""),
    ("the agent's earlier words quoted back and asked about", _EARLIER_WORDS, ""),
    ("an idiom, never mind", "never mind, found it, the `--env` flag was shadowed by the "
     "persistent one on the root command", ""),
    ("an idiom, always something", "always something with gradle. ok, the sync works now, "
     "commit it", ""),
    ("what a worker does now, with always", "the import worker always sleeps 30s between "
     "retries, which blocks the pool. is that on purpose?", ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("an issue body to implement, with should always and never", _ISSUE, "", set()),
    ("a transaction to avoid half-written rows", _ATOMIC, "",
     {(ADDS, "transaction.atomic()", False)}),
    ("pasted deprecation warnings to fix", _AIRFLOW_WARNINGS, "",
     {(ADDS, "schedule", False), (ADDS, "airflow.operators.empty", False),
      (AVOIDS, "schedule_interval", False), (AVOIDS, "airflow.operators.dummy", False)}),
    ("a yes to the ADR gaps, fix both", "fix both, list the columns", _ADR_REPLY, set()),
    ("a suggestion and a reviewer's nit applied", _SUGGESTION_REVIEW, "",
     {(ADDS, "requireNotNull", False), (AVOIDS, "Dispatchers.IO", False)}),
    ("a pasted lock file error and fix it", _LOCK_ERROR, "",
     {(RUNS, "terraform init -upgrade", False)}),
    ("what the code does now, and fix it", _CLOSE_LEAK, "", {(ADDS, "Close()", False)}),
    ("sarcasm about semver, unmarked, and a pin", _SARCASM_SEMVER, "", set()),
    ("instrumented tests asked for once", "run the instrumented tests on the pixel 7 device "
     "farm, not locally", "", {(RUNS, "tests", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "again: no testify. I took it out of go.mod last month, don't add it back": said again,
    # but in words that say so only by what was done last month; read for the task at hand
    # (the preference still stands, said as a rule in the session before).
    "the test library banned again, not to be added back",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The twenty sessions as each harness keeps them: (harness, repository, turns).
_DJANGO, _DBT = "/home/priya/src/ledgerline", "/home/priya/src/warehouse"
_ANDROID, _INFRA, _GO = "/home/ken/src/trailmate", "/home/ken/src/infra", "/home/ken/src/bosun"
_DONE = "Done."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _DJANGO, (_PYTEST_CI, _VAT_REPLY, _MAKEMIGRATIONS_RULE, "Noted.")),
    ("claude-code", _DJANGO, (_REVIEW, _REVIEW_REPLY, "thanks, looks good. push it",
                              "Pushed.")),
    ("claude-code", _DJANGO, (_RUFF, _DONE, _MAKEMIGRATIONS_AGAIN, "Ran it: no changes.")),
    ("claude-code", _DJANGO, (_SYSTEM_CHECK, "It is harmless for existing tables.")),
    ("claude-code", _DJANGO, (_ISSUE, _DONE, _ATOMIC, _DONE)),
    ("codex", _DBT, (_DBT_FAIL, _DUPES_REPLY, _DBT_RULE, _DONE)),
    ("codex", _DBT, (_AIRFLOW_WARNINGS, _DONE, _TWICE, "It is `catchup=True` with a moved "
                     "`start_date`.")),
    ("codex", _DBT, (_ADR, _ADR_REPLY, "fix both, list the columns", _DONE,
                     _SHOULD_PIN_DBT, "Most pin minor versions.")),
    ("codex", _ANDROID, (_GRADLE_FAIL, _DONE)),
    ("codex", _ANDROID, (_DETEKT, _DONE)),
    ("codex", _ANDROID, (_SUGGESTION_REVIEW, _DISPATCHER_REPLY, _BANG_AGAIN, _DONE)),
    ("codex", _ANDROID, (_COMPOSE_HYPOTHETICAL, "Mostly, yes.", _EMULATOR, "Started on CI.",
                         "always something with gradle. ok, the sync works now, commit it",
                         "Committed.")),
    ("copilot-cli", _INFRA, (_PLAN, "Yes, only the rule changes.")),
    ("copilot-cli", _INFRA, (_LOCK_ERROR, _LOCK_REPLY, _FMT_RULE, "Ran it.")),
    ("copilot-cli", _INFRA, (_RUNBOOK, "Yes.", _HELM_LINT, "A tab on line 14.")),
    ("copilot-cli", _INFRA, (_NO_MAIN, "Opened #77.", _FMT_AGAIN, "Formatted two files.",
                             _PIN_PROVIDERS, "Pin exactly in prod.")),
    ("copilot-cli", _INFRA, (_SLACK_RELEASE, "It does, to origin.")),
    ("claude-code", _GO, (_GOLANGCI, _DONE, _TESTIFY_RULE, _DONE)),
    ("claude-code", _GO, (_EARLIER_WORDS, "Nothing left.", _CLOSE_LEAK, _DONE,
                          "never mind, found it, the `--env` flag was shadowed by the "
                          "persistent one on the root command", "OK.")),
    ("claude-code", _GO, ("add tests for the plan package", _TESTS_REPLY, _TESTIFY_AGAIN,
                          _DONE, _SARCASM_SEMVER, _DONE)),
)

T0 = datetime(2026, 11, 2, 9, tzinfo=UTC)


# The standing preferences the twenty sessions should leave, with the sessions they were said in.
STANDING: set[tuple[str, str, int]] = {
    (RUNS, "python manage.py makemigrations --check", 2),
    (RUNS, "dbt build --select state:modified+", 1),
    (AVOIDS, "!!", 2),
    (RUNS, "terraform fmt -recursive", 2),
    (AVOIDS, "testify", 2),
    (NOT_RUN, "git commit … main", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert standing_left(SESSIONS, T0) == STANDING


@pytest.mark.parametrize("words", [
    "the scheduler log is full of these:\n\n[2026-11-30T06:00:03.114+0000] {dagbag.py:540} "
    "WARNING - RemovedInAirflow3Warning: Please use `schedule` instead.\n\nfix them",
    "[2026-01-04 10:22:01,334] {pool.py:88} WARNING - Never use the default pool. Please use "
    "`pool=etl` instead.\n\nwhy is it saying that?",
    "[2025-12-01T08:00:00Z] INFO always run `migrate` first\n\nis that still true?",
])
def test_a_log_line_opened_by_its_bracketed_time_is_the_programs(words: str) -> None:
    """ "[2026-11-30T06:00:03.114+0000] {dagbag.py:540} WARNING - ...": a logger's line, whose
    "Please use `schedule` instead" no person said."""
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    ("always run `dbt test --select +fct_orders` before pushing",
     {(RUNS, "dbt test --select +fct_orders", True)}),
    ("run `dbt build -s orders+`", {(RUNS, "dbt build -s orders+", False)}),
    ("always run `dbt build --select state:modified+` before you push",
     {(RUNS, "dbt build --select state:modified+", True)}),
])
def test_a_selectors_graph_operator_is_part_of_the_command(words: str,
                                                           expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("use `getValue` or `requireNotNull` there", {(ADDS, "getValue/requireNotNull", False)}),
    ("always use `errors.Is` or `errors.As`, never ==", {(ADDS, "errors.Is/errors.As", True)}),
    ("prefer `Result` or `Option` over panics, always", {(ADDS, "Result/Option", True)}),
    # The other choice in words, or a tool that may run instead: no check shows which.
    ("use `requireNotNull` with a message or a safe call", set()),
    ("use `pnpm` or `bun` for it", set()),
    # A consequence is no other choice.
    ("use `x` or the build breaks", {(ADDS, "x", False)}),
    ("call `close()` or it leaks", {(ADDS, "close()", False)}),
])
def test_an_ask_to_use_one_of_several_things_holds_either(words: str, expected: Judged) -> None:
    """ "use `getValue` or `requireNotNull` there": a change that uses either does what was
    asked; "or a safe call" names a way no diff shows, so nothing is checked."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("no `!!`", {(AVOIDS, "!!", False)}),
    ("no `!!` in this repo", {(AVOIDS, "!!", True)}),
])
def test_a_ban_of_an_operator_in_backticks_is_no_exclamation(words: str,
                                                             expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("no `eval` again please, I said that last week", {(AVOIDS, "eval", True)}),
    ("use `slog`, I told you yesterday", {(ADDS, "slog", True)}),
    ("no `!!` again please, I said that last week", {(AVOIDS, "!!", True)}),
    # Said for one place, or earlier in this work: the task's.
    ("use `x` for this test, I said that last week", {(ADDS, "x", False)}),
    ("like I said, add `x`", {(ADDS, "x", False)}),
    # Said before of one thing, there or then: that thing's.
    ("I said that last week about the billing service, use `Decimal` there",
     {(ADDS, "Decimal", False)}),
    ("I told you yesterday about the ledger, no `float` in it", {(AVOIDS, "float", False)}),
    ("I said it in the other session too, no `print` here", {(AVOIDS, "print", False)}),
])
def test_a_rule_said_in_earlier_work_and_said_again_holds_for_all_work(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("we never commit to main directly here, open a PR for it",
     {(NOT_RUN, "git commit … main", True)}),
    ("never push to main, open a PR for it", {(NOT_RUN, "git push … main", True)}),
    # The ban's own "for this" keeps it to the work at hand.
    ("we never use `mock` for this", {(AVOIDS, "mock", False)}),
    ("we never use `mock` for this, open a PR after", {(AVOIDS, "mock", False)}),
])
def test_a_request_after_a_ban_gives_the_ban_no_reach(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("before you push: `make lint`", {(RUNS, "make lint", False)}),
    ("before every commit: `make lint`", {(RUNS, "make lint", True)}),
    ("before you say done, `cargo fmt`, as always", {(RUNS, "cargo fmt", True)}),
    ("before the release, `v2`", set()),
])
def test_a_moment_then_a_command_is_a_command_to_run_then(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("no testify in this repo", {(AVOIDS, "testify", True)}),
    ("no lodash in our code", {(AVOIDS, "lodash", True)}),
    # A plural may be what was found.
    ("no leaks in this repo", set()),
    ("no errors in this codebase", set()),
])
def test_one_name_banned_in_the_project_is_a_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected
