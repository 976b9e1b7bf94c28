"""The same work asked again in other words, by people whose work is data, machine learning and
native mobile apps: the twentieth batch, at first sight.

Eleven whole sessions of three people, in `helpers/sessions_round20.py`: an analytics
engineer's dbt project, Airflow DAGs and Spark jobs (Claude Code), an ML engineer's training
runs, evals and feature pipelines (Codex), and a budgeting app in SwiftUI and Jetpack Compose
(the Copilot CLI). The recurring work is the everyday work of data and apps, each worded
otherwise each time, typed in a line or pasted at length: a dbt model added ("add a dbt model
fct_refunds", "new model pls: int_web__sessionized", "need a mart for marketing:
mrt_campaign_roi"), a scheduled pipeline's failing task made to pass (an Airflow task log, a
dbt run gone red, a Spark stage out of memory), a DAG backfilled for a period, a model trained
again and evaluated against the last one ("kick off a retrain of the churn model", "train the
ranker again on the refreshed data"), a screen added to an app, a crash from a store or a crash
reporter fixed (Crashlytics, the Xcode organizer, the Play console's vitals), a release build
cut for a store (a signed aab, TestFlight, the internal track), and an app's strings given for
a locale. Among them work that shares their words and is other: a model card written (a model,
but documentation), a dbt model renamed, an eval added to the code, an eval dataset refreshed, a
run that diverged, release notes written, a build flavor added, a slow Spark job. Around them
the follow-ups as people type them: a dbt compile error pasted after the model, a Gradle or an
Xcode export error pasted after the build, corrections, a question about the figures, a line in
French ("c'est toujours rouge après le rerun"), "👍", "thx". Which requests are tasks of which
recurring work, and which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
24 requests of recurring work, 18 were tasks; of the 19 follow-ups, 4 were made tasks; of the
12 one-offs, 12; pairs of requests of the same work in one family and of other work apart:
precision 0.27, recall 0.40, F1 0.32; of the 8 kinds of recurring work, none came out as a
family of its own, whole. The misses mended, each by its shape: a model trained again was in no
kind's words, so after other work it went on with it (all three were no tasks); an app's
strings for a locale fell among the features, the defects ("es strings are missing") and the
reviews ("ill review the translations after"); a warehouse's model was no kind, so each fell
apart by its name; a release build for a store by TestFlight or a track, with no tag, read as
nothing or went on; a DAG backfilled by the verb for a period ("backfill hubspot_ingest from nov
26") read as nothing; a new screen opened on ("new screen on android: ...") read as nothing; a
dbt error pasted after the model was no log, so it read as a new problem to debug. Now: a
learned model retrained, fine-tuned or trained again or on other data is a kind of its own
(`training_cues.py`, done outside the code); an app's strings for a locale (`locale_cues.py`)
and a warehouse's model, dbt's or named by its layer (`warehouse_cues.py`), are kinds of their
own, changes to code; a release build made for a store, a version shipped to a store's track and
an archive uploaded are a release; a backfill asked for a period is data fixed once; a new
screen, page or view opened on is a feature; a kind's verb said of the person's own plan ("ill
review") asks for none; dbt's "<class> Error in <node> <name> (" is a log line. After: 22 of 24
tasks; 3 follow-ups made tasks; 12 of 12 one-offs; pairs: precision 0.75, recall 0.90, F1 0.82;
6 of the 8 kinds of work whole and apart. No expectation was changed after the run.

Still wrong, in `KNOWN_MISSES` and checked to stay so: a pipeline's failing task and a crash
from a store are both problems to debug, so they share its family (and one DAG gone red over a
dbt run's summary is read as failing checks); a request of other work opened by "also" after the
work ("also need a mart for marketing: ...") goes on with it, by the follow-up model's weight
of "also"; a screen needed told by its name first ("the budget detail screen on ios, we need it
now") reads as nothing and goes on; follow-ups made tasks: a fix the reply suggested asked
("ok add clipping at 1.0 and relaunch"), how a screen just made should behave ("toggles should
be disabled when ..."), and a release build's R8 error pasted under "build failed:", read as
failing checks.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.tasks.kinds import KINDS as TAXONOMY
from skillsleep.workspace.plan import CODE_KINDS

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round20 import (
    AGENT,
    BACKFILL,
    CRASH,
    DAG_FIX,
    DBT_MODEL,
    FOLLOWUP,
    ONE_OFF,
    RELEASE_BUILD,
    RETRAIN,
    SCREEN,
    SESSIONS,
    STRINGS,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (DBT_MODEL, DAG_FIX, BACKFILL, RETRAIN, SCREEN, CRASH, RELEASE_BUILD, STRINGS)

_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Requests of recurring work that go on with the work before them.
    "wh-clicks-6",        # "also need a mart for marketing: mrt_campaign_roi, ..."
    "app-budget-6",       # "the budget detail screen on ios, we need it now. ..."
    # Follow-ups made tasks.
    "ml-diverge-2",       # "ok add clipping at 1.0 and relaunch from the 16k checkpoint"
    "app-accounts-6",     # "toggles should be disabled when notifications are off ..."
    "app-release-2",      # "build failed:" over R8's missing classes
    # A pipeline's failing task read as a problem to debug and, once, as failing checks; a
    # crash from a store as a problem to debug too.
    DAG_FIX,
    f"{DAG_FIX} & {CRASH}",
})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, ONE_OFFS, FOLLOWUPS, WORK, READING, _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == 22 and len(REQUESTS) == 24
    assert sum(r in mined for r in FOLLOWUPS) == 3 and len(FOLLOWUPS) == 19
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 12
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (0.75, 0.90)
    assert sorted(kinds_whole(WORK, _families)) == sorted(
        (DBT_MODEL, BACKFILL, RETRAIN, SCREEN, RELEASE_BUILD, STRINGS))


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # A learned model trained again, on other data or for longer.
    ("train", "retrain the fraud classifier on last quarter's labels"),
    ("train", "can you re-train the embeddings model with the cleaned corpus"),
    ("train", "fine-tune the bert encoder on the support tickets, 3 epochs"),
    ("train", "finetune a LoRA adapter for the summarizer on our docs"),
    ("train", "train the xgboost model again with the new features and compare auc"),
    ("train", "kick off a retrain of the recommender, then eval vs prod"),
    ("train", "train a new detector on the relabeled images from scratch"),
    ("train", "retrain the spam model, precision dropped after the holiday traffic"),
    # An app's strings given for a locale.
    ("l10n", "add french strings for the checkout flow"),
    ("l10n", "localize the settings screens into ja"),
    ("l10n", "translate the new strings to italian, keep the %s placeholders"),
    ("l10n", "the japanese translations are missing for the paywall"),
    ("l10n", "we need the zh-Hans strings for onboarding before the release"),
    ("l10n", "add values-pl/strings.xml for the new screens"),
    ("l10n", "localise the web app for dutch, the locales/en.json has the keys"),
    ("l10n", "fill in the missing korean strings in Localizable.strings"),
    # A warehouse's model written.
    ("warehouse-model", "add a dbt model for monthly active users"),
    ("warehouse-model", "create a staging model stg_shopify__orders over the raw orders source"),
    ("warehouse-model", "need a new dbt model, dim_products, from the catalog snapshot"),
    ("warehouse-model", "write an incremental model fct_page_views partitioned by day"),
    ("warehouse-model", "new mart: mart_finance__revenue_daily, revenue by product line"),
    ("warehouse-model", "build a fact table fct_subscriptions with one row per subscription "
                        "change"),
    # An app's release build made for its store.
    ("release", "make a signed release build of 3.2.0 for the play store"),
    ("release", "upload 2.8.1 to testflight"),
    ("release", "ship build 2.8.1 to the beta track"),
    ("release", "need a release build for the app store, version 7.0.0"),
    ("release", "archive and upload the ios app, same version bumped to 1.9.3"),
    ("release", "push 4.0.2 to the internal track pls"),
    # A job's or a table's past filled in for a period.
    ("backfill", "backfill the orders_daily dag from march 1 to march 14"),
    ("backfill", "backfill events_enriched for the last 30 days"),
    ("backfill", "can you backfill the sessions table since 2026-01-01"),
    # A screen of an app opened on as new.
    ("feature", "new screen: order history, with pull to refresh"),
    ("feature", "new settings page for the web app, email + password sections"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, told, of a person or of something else: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("train", "train the new hire on the deploy process"),
    ("train", "book a train to lyon for friday"),
    ("train", "the training run diverged at step 3k, why"),
    ("train", "add an eval for long queries to the eval suite"),
    ("train", "rename the dbt model dim_user to dim_users"),
    ("train", "retrain staff on the new checkout flow"),
    ("train", "the model trained yesterday is worse, read the logs"),
    ("l10n", "translate this email to spanish for me"),
    ("l10n", "how do you say thank you in french"),
    ("l10n", "format strings in go are confusing, explain %v"),
    ("l10n", "the connection strings for the staging db are wrong"),
    ("l10n", "add the query strings to the request log"),
    ("l10n", "the german translation of 'Budget' is wrong, fix it"),
    ("l10n", "fix the typo in the french strings"),
    ("l10n", "translate the spanish log strings in the parser into english"),
    ("warehouse-model", "add a django model for invoices"),
    ("warehouse-model", "rename the dim_customer model to dim_customers"),
    ("warehouse-model", "the fct_orders model is slow, profile it"),
    ("warehouse-model", "train a new model on the clicks"),
    ("warehouse-model", "add tests to the fct_orders model"),
    ("warehouse-model", "what model is my car"),
    ("release", "the release build crashes on launch"),
    ("release", "write the release notes for 5.4.0"),
    ("release", "why is the release build 40mb bigger than debug"),
    ("release", "add the play store link to the readme"),
    ("release", "ship it"),
    ("backfill", "backfill the signup form from the profile"),
    ("backfill", "the backfill from last week failed, why"),
    ("feature", "new screen looks off on small phones"),
    ("feature", "the new settings page crashes"),
    ("review", "add the tests. ill review them after"),
    ("review", "write the migration, i'll review it tomorrow"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


def test_a_warehouse_model_and_strings_change_code_a_training_run_does_not() -> None:
    # A model's select and its yml, a locale's string files: files in the repository, judged in
    # a workspace like a feature's. A run's outcome is a trained model and its figures.
    assert {"warehouse-model", "l10n"} <= CODE_KINDS
    assert "train" not in CODE_KINDS
    assert {k.id for k in TAXONOMY if k.changes_code} == CODE_KINDS
    assert not BY_ID["train"].changes_code


# An error's class and the node it is in, as a warehouse's build reports it: a log pasted.
@pytest.mark.parametrize("line", [
    "Compilation Error in model fct_refunds (models/marts/finance/fct_refunds.sql)",
    "Database Error in model stg_orders (models/staging/stg_orders.sql)",
    "Runtime Error in test not_null_orders_id (models/schema.yml)",
])
def test_a_warehouse_builds_error_is_a_log(line: str) -> None:
    ins = instruction_of(f"{line}\n  column \"amount\" does not exist")
    assert "log" in ins.payload_kinds


@pytest.mark.parametrize("text", [
    "compilation error in model is what i keep getting, why",
    "Compilation Error in my head, explain the model again",
])
def test_a_sentence_naming_such_an_error_is_typed(text: str) -> None:
    assert "log" not in instruction_of(text).payload_kinds


# After a model written, its build's error pasted goes on with it; after other work, it is new.
_MODEL = ("add a dbt model fct_invoices, one row per invoice",
          "Added `models/marts/billing/fct_invoices.sql` joining `stg_billing__invoices` to "
          "`dim_customers`, and its entry in `_billing__models.yml`.")
_OTHER = ("rotate the snowflake service user's key",
          "Rotated the key pair of `svc_loader` and updated the secret in the vault.")
_PASTED = ("Compilation Error in model fct_invoices (models/marts/billing/fct_invoices.sql)\n"
           "  Model 'model.analytics.fct_invoices' depends on a node named "
           "'stg_billing_invoices' which was not found")
AFTER_THE_WORK: list[tuple[str, str, str, bool]] = [
    (*_MODEL, _PASTED, False),
    (*_OTHER, _PASTED, True),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), AFTER_THE_WORK,
                         ids=[c[0] for c in AFTER_THE_WORK])
def test_after_the_work_its_builds_error_reads_as_written(request_: str, reply: str, text: str,
                                                         new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=3)).new is new
