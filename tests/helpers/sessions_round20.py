"""The sessions of the twentieth batch: the same kinds of work asked again in other sessions in
other words, by people whose work is data, machine learning and native mobile apps (dbt models,
Airflow DAGs and Spark jobs in a warehouse; training runs, evals and feature pipelines of a
ranking model; a SwiftUI iOS app and a Jetpack Compose Android app), with the agent's replies,
and work that shares their words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
DBT_MODEL = "add-dbt-model"         # a new dbt model written over the sources or other models
DAG_FIX = "fix-failing-dag-task"    # a scheduled pipeline's task that fails made to pass
BACKFILL = "backfill-dag"           # a pipeline run again over past dates
RETRAIN = "retrain-and-evaluate"    # a model trained again and evaluated against the last one
SCREEN = "add-app-screen"           # a new screen added to a mobile app
CRASH = "fix-store-crash"           # a crash reported by the store or a crash reporter fixed
RELEASE_BUILD = "cut-release-build"  # a signed release build made and uploaded to a store
STRINGS = "add-locale-strings"      # an app's strings given for a locale

__all__ = ["AGENT", "BACKFILL", "CRASH", "DAG_FIX", "DBT_MODEL", "FOLLOWUP", "ONE_OFF",
           "RELEASE_BUILD", "RETRAIN", "SCREEN", "SESSIONS", "STRINGS"]

# warehouse: an analytics engineer's dbt project, Airflow DAGs and Spark jobs, with Claude Code.
WH_REFUNDS: Turns = [
    (DBT_MODEL, "add a dbt model fct_refunds: one row per refund, join stg_stripe__refunds to "
                "fct_orders on charge id, incremental on created_at. goes in models/marts/finance"),
    (AGENT, "Added `models/marts/finance/fct_refunds.sql` (`materialized='incremental'`, "
            "`unique_key='refund_id'`, filtered on `created_at > (select max(created_at) from "
            "{{ this }})` when incremental) joining `stg_stripe_refunds` to `fct_orders` on "
            "`charge_id`, and its entry in `models/marts/finance/_finance__models.yml` with the "
            "columns described."),
    (FOLLOWUP, typed(
        "Compilation Error in model fct_refunds (models/marts/finance/fct_refunds.sql)",
        "  Model 'model.analytics.fct_refunds' (models/marts/finance/fct_refunds.sql) depends "
        "on a node named 'stg_stripe_refunds' which was not found")),
    (AGENT, "The staging model is `stg_stripe__refunds` (two underscores after the source, as "
            "the project names them); the `ref` had one. `dbt compile -s fct_refunds` passes."),
    (FOLLOWUP, "amount should be in dollars not cents like the rest of the marts"),
    (AGENT, "`amount` is now `amount_cents / 100.0` as `amount_usd`, with the cents kept as "
            "`amount_cents`, the way `fct_orders` has them."),
    (ONE_OFF, "unrelated but `make docs` takes like 6 min, can dbt docs generate skip the "
              "catalog query for the sandbox target?"),
    (AGENT, "`--no-compile` would not help: the slow part is the catalog's "
            "information-schema scan. `make docs` now passes `--empty-catalog` when "
            "`DBT_TARGET=sandbox`; the prod docs job is unchanged."),
    (ONE_OFF, "commit"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed."),
]
WH_HUBSPOT: Turns = [
    (DAG_FIX, typed(
        "[2026-11-30, 02:14:07 UTC] {taskinstance.py:2698} ERROR - Task failed with exception",
        "Traceback (most recent call last):",
        "  File \"/opt/airflow/dags/ingest/hubspot.py\", line 88, in load_contacts",
        "    df = pd.json_normalize(page[\"results\"])",
        "KeyError: 'results'",
        "[2026-11-30, 02:14:07 UTC] {taskinstance.py:1138} INFO - Marking task as "
        "UP_FOR_RETRY. dag_id=hubspot_ingest, task_id=load_contacts",
        "",
        "hubspot_ingest failing every night since thursday")),
    (AGENT, "HubSpot answers `429` with a JSON body `{\"status\": \"error\", \"category\": "
            "\"RATE_LIMITS\"}` and no `results`; the loader treats every 200-or-not body as a "
            "page. Since Thursday the deals task runs at the same time (the schedule change "
            "in `dags/ingest/hubspot.py`), so both share the limit. `load_contacts` now checks "
            "the status and raises a clear error on anything but 200."),
    (FOLLOWUP, "retry on 429 with backoff instead of just failing"),
    (AGENT, "A 429 now sleeps for the `Retry-After` header (or 10s doubled up to 5 tries) "
            "and asks again; other errors still fail the task."),
    (BACKFILL, "now backfill hubspot_ingest from nov 26 to yesterday"),
    (AGENT, "Ran `airflow dags backfill hubspot_ingest -s 2026-11-26 -e 2026-12-06 "
            "--reset-dagruns`; 11 runs, all succeeded, 48k contacts and 3.1k deals loaded."),
    (FOLLOWUP, "wait only contacts needed it, deals were fine. did it duplicate deals?"),
    (AGENT, "No: the deals load merges on `deal_id`, so the rerun rewrote the same rows. "
            "Row count for `raw_hubspot.deals` is unchanged at 212,408."),
]
WH_SESSIONS: Turns = [
    (DBT_MODEL, "new model pls — int_web__sessionized, sessionize the segment tracks with a 30 "
                "min inactivity gap. ephemeral is fine"),
    (AGENT, "Added `models/intermediate/web/int_web__sessionized.sql` (ephemeral): events from "
            "`stg_segment__tracks` ordered per `anonymous_id`, a new session where the gap to "
            "the previous event is over 30 minutes, `session_id` as a hash of the id and the "
            "session's first timestamp."),
    (FOLLOWUP, "sessions that cross midnight get cut in two"),
    (AGENT, "The window was partitioned by `anonymous_id, event_date`; it is partitioned by "
            "`anonymous_id` alone now, so a session runs over midnight."),
    (ONE_OFF, "rename the dim_customer model to dim_customers, refs and the exposures too"),
    (AGENT, "Renamed the file and its yml entry, updated the 14 `ref('dim_customer')`, the two "
            "exposures, and added a `dim_customer` view over the new name for the BI tool "
            "until its queries are moved."),
    (DAG_FIX, typed(
        "dbt_nightly went red on the dbt_run task",
        "",
        "  Database Error in model fct_orders (models/marts/core/fct_orders.sql)",
        "  Query exceeded resource limits. This query used 2411 CPU seconds but would charge "
        "only 10M Analysis bytes.",
        "  Done. PASS=212 WARN=0 ERROR=1 SKIP=14 TOTAL=227",
        "[2026-12-03, 03:41:55 UTC] {subprocess.py:97} INFO - Command exited with return code 1",
        "airflow.exceptions.AirflowException: Bash command failed. The command returned a "
        "non-zero exit code 1.")),
    (AGENT, "`fct_orders` joins `int_web__sessionized` now (through `int_orders__attributed`), "
            "and the ephemeral model is inlined as a CTE that BigQuery evaluates once per "
            "reference: three times. Made `int_web__sessionized` a table partitioned by "
            "`session_date`; `dbt build -s +fct_orders` runs in 4 minutes."),
    (ONE_OFF, "commit + push"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed and pushed."),
]
WH_CLICKS: Turns = [
    (ONE_OFF, "the spark job that dedupes clickstream (jobs/dedupe_clicks.py) takes 3h now, it "
              "used to be 40 min. skewed join?"),
    (AGENT, "Yes: the stage that joins clicks to `bot_users` has one task reading 61 GB while "
            "the median reads 200 MB; the key is `user_id`, and logged-out clicks all carry "
            "`user_id = 0`. Those rows never match a bot, so the job now splits them off, "
            "joins the rest, and unions them back."),
    (FOLLOWUP, "also try salting the key for the big accounts, theres a few with millions of "
               "clicks"),
    (AGENT, "Salted `user_id` with 16 buckets on the clicks side and exploded `bot_users` to "
            "match; with AQE's skew join on as well the job ran in 38 minutes on "
            "yesterday's data."),
    (BACKFILL, "rerun daily_revenue for 2026-11-01..2026-11-15, finance says the numbers are "
               "off since the fx rate fix went in"),
    (AGENT, "Cleared and reran the 15 `daily_revenue` runs for 1-15 November with "
            "`airflow tasks clear daily_revenue -s 2026-11-01 -e 2026-11-15 -y`; all "
            "succeeded. November's EUR revenue moved by -2.3% with the corrected rates."),
    (DBT_MODEL, "also need a mart for marketing: mrt_campaign_roi, spend from stg_ads__spend "
                "vs attributed revenue, by campaign and day"),
    (AGENT, "Added `models/marts/marketing/mrt_campaign_roi.sql` (table): daily spend per "
            "campaign from `stg_ads__spend`, attributed revenue from "
            "`int_orders__attributed` on `utm_campaign`, and `roi = (revenue - spend) / "
            "nullif(spend, 0)`, with `not_null` and a unique test on `(campaign_id, day)`."),
    (FOLLOWUP, "👍"),
]

# ranker: an ML engineer's training runs, evals and feature pipelines, with Codex.
ML_DIVERGE: Turns = [
    (ONE_OFF, typed(
        "run rk-0412 diverged around step 18k, loss goes nan. config:",
        "",
        "  lr: 3.0e-4",
        "  warmup_steps: 500",
        "  batch_size: 2048",
        "  grad_clip: null",
        "  precision: bf16",
        "",
        "wandb says grad norm spikes to 1e4 right before")),
    (AGENT, "The spike comes from the `item_id` embedding: its gradient norm goes from ~3 to "
            "~9,800 in 200 steps, on batches where a handful of new items appear hundreds of "
            "times (the catalog import of the 2nd). With no clipping and bf16, one step "
            "overflows. Clipping the global norm at 1.0 and a lower lr for the embeddings "
            "would both stop it."),
    (FOLLOWUP, "ok add clipping at 1.0 and relaunch from the 16k checkpoint"),
    (AGENT, "Set `grad_clip: 1.0` in `configs/ranker/base.yaml` and relaunched as `rk-0412b` "
            "from `step_16000`; it is past step 20k with a grad norm under 2."),
    (RETRAIN, "once thats stable, retrain the ranker on the december snapshot and run the "
              "offline eval against the prod model"),
    (AGENT, "Trained `rk-0419` on `snapshots/2026-12-01` with the fixed config (3 epochs, "
            "11h). Offline eval on the standard holdout: NDCG@10 0.412 vs 0.398 for prod, "
            "recall@50 0.731 vs 0.726, calibration error 0.021 vs 0.019."),
    (FOLLOWUP, "ndcg per segment pls, not just overall"),
    (AGENT, "By segment: new users 0.301 vs 0.288, returning 0.437 vs 0.421, power users 0.455 "
            "vs 0.457 (within noise)."),
]
ML_CHURN: Turns = [
    (ONE_OFF, "add an eval for cold start users to evals/: users with fewer than 3 "
              "interactions, same metrics as the main eval"),
    (AGENT, "Added `evals/cold_start.py`: it filters the holdout to users with < 3 "
            "interactions in the training window (41k of 1.2M) and reports the same metrics as "
            "`evals/main.py` through its `report()`; registered in `evals/__init__.py`."),
    (DAG_FIX, typed(
        "feature_store_daily failed on materialize_user_features",
        "",
        "[2026-12-02, 04:00:31 UTC] {spark_submit.py:521} INFO - py4j.protocol.Py4JJavaError: "
        "An error occurred while calling o231.parquet.",
        ": org.apache.spark.SparkException: Job aborted due to stage failure: Task 17 in stage "
        "4.0 failed 4 times, most recent failure: Lost task 17.3 in stage 4.0: "
        "java.lang.OutOfMemoryError: Java heap space",
        "",
        "fix pls")),
    (AGENT, "Stage 4 is the `collect_list` of every event per user for the 90-day window; the "
            "new `session_features` doubled its size. It is now computed as rolling "
            "aggregates in a window instead of a collected list, and the executors got "
            "`spark.executor.memoryOverhead=2g`."),
    (FOLLOWUP, "c'est toujours rouge après le rerun, même erreur"),
    (AGENT, "The rerun used the old DAG file: the scheduler had not picked up the change "
            "(the DAG bag still showed the old `spark_conf`). After the deploy it parsed the "
            "new one and the task succeeded in 22 minutes."),
    (RETRAIN, "kick off a retrain of the churn model w/ the new session features and compare "
              "to v7 on the holdout"),
    (AGENT, "Trained `churn-v8` with the 12 session features (LightGBM, same params as v7). "
            "On the holdout: AUC 0.861 vs 0.842, PR-AUC 0.412 vs 0.377; the top features are "
            "`days_since_last_session` and `sessions_28d`."),
    (FOLLOWUP, "is the gain the features or just more data?"),
    (AGENT, "Trained v7's feature set on the same new data: AUC 0.845. So about 0.003 is the "
            "data and 0.016 the session features."),
]
ML_REFRESH: Turns = [
    (ONE_OFF, "refresh the eval dataset: last 2 weeks of labeled queries from the annotation "
              "export, dedupe against train"),
    (AGENT, "Rebuilt `data/eval/queries.parquet` from the export of 23 Nov - 6 Dec: 18,240 "
            "labeled queries, 612 dropped as exact or near duplicates of training queries "
            "(MinHash, Jaccard > 0.9), leaving 17,628."),
    (BACKFILL, "backfill user_embeddings for oct 1 → nov 30, the embedding job was skipping "
               "weekends"),
    (AGENT, "The DAG's `schedule` was `0 5 * * 1-5`. Set it to daily and ran "
            "`airflow dags backfill user_embeddings -s 2026-10-01 -e 2026-11-30` for the 17 "
            "missing weekend dates."),
    (FOLLOWUP, "does it overwrite partitions or append?"),
    (AGENT, "It writes with `mode=\"overwrite\"` and dynamic partition overwrite, so only the "
            "dates it ran for were replaced."),
    (RETRAIN, "train the ranker again on the refreshed data and give me the eval table, same "
              "as last time"),
    (AGENT, "Trained `rk-0427` on the snapshot with the filled embeddings. Eval on the "
            "refreshed set, same table as before: NDCG@10 0.419 vs 0.412 (`rk-0419`), "
            "recall@50 0.738 vs 0.731, new users 0.309 vs 0.301."),
    (ONE_OFF, "write a model card for ranker v9 in docs/models/, the usual sections"),
    (AGENT, "Added `docs/models/ranker-v9.md`: intended use, training data (snapshot and the "
            "embedding backfill), the eval table, the segments where it is not better, and "
            "known limits for new catalogs."),
]

# pocket: a budgeting app, SwiftUI on iOS and Jetpack Compose on Android, with the Copilot CLI.
APP_ACCOUNTS: Turns = [
    (CRASH, typed(
        "Fatal Exception: kotlin.UninitializedPropertyAccessException",
        "lateinit property binding has not been initialized",
        "       at com.pocket.budget.ui.accounts.AccountsFragment.getBinding"
        "(AccountsFragment.kt:31)",
        "       at com.pocket.budget.ui.accounts.AccountsFragment.onDestroyView"
        "(AccountsFragment.kt:74)",
        "       at androidx.fragment.app.Fragment.performDestroyView(Fragment.java:3163)",
        "",
        "1,204 crashes, 812 users, 5.3.0 (5030). top crash in crashlytics rn")),
    (AGENT, "`onDestroyView` sets `binding.recycler.adapter = null`, but when the fragment is "
            "destroyed before its view was created (process death while on the back stack), "
            "`binding` was never set. `binding` is now a nullable backing field cleared in "
            "`onDestroyView`, and the adapter reset is skipped when it is null."),
    (FOLLOWUP, "check the other fragments for the same pattern too"),
    (AGENT, "Three more had it (`BudgetsFragment`, `BillsFragment`, `ReportsFragment`); the "
            "same fix in each."),
    (SCREEN, "add a Settings > Notifications screen on ios, toggles for budget alerts, weekly "
             "summary and bill reminders. swiftui, backed by NotificationPrefsStore"),
    (AGENT, "Added `NotificationSettingsView.swift`: a `Form` with three `Toggle`s bound to "
            "`NotificationPrefsStore`, a footer for each, and a `NavigationLink` to it from "
            "`SettingsView`'s list."),
    (FOLLOWUP, "toggles should be disabled when notifications are off at the system level, "
               "with a button to open Settings"),
    (AGENT, "The view reads `UNUserNotificationCenter`'s authorization status on appear and "
            "on `scenePhase` becoming active; when denied the toggles are disabled and a "
            "section shows `Open Settings`, which opens `UIApplication.openSettingsURLString`."),
    (ONE_OFF, "add a staging build flavor on android that points at the staging api"),
    (AGENT, "Added a `staging` product flavor with `applicationIdSuffix \".staging\"`, "
            "`BuildConfig.API_URL` set to the staging host, and its own app name so both "
            "install side by side."),
]
APP_RELEASE: Turns = [
    (RELEASE_BUILD, "cut the 5.4.0 release build for android, bump versionCode and make the "
                    "signed aab for the play console"),
    (AGENT, "Set `versionName \"5.4.0\"` and `versionCode 5040` in `app/build.gradle.kts` and "
            "ran `./gradlew bundleRelease`."),
    (FOLLOWUP, typed(
        "build failed:",
        "",
        "> Task :app:minifyReleaseWithR8 FAILED",
        "ERROR: Missing classes detected while running R8. Please add the missing classes or "
        "apply additional keep rules that are generated in "
        "app/build/outputs/mapping/release/missing_rules.txt.",
        "ERROR: R8: Missing class com.google.errorprone.annotations.Immutable (referenced "
        "from: com.google.crypto.tink.aead.AeadKeyTemplates)")),
    (AGENT, "Tink references Error Prone annotations it doesn't ship. Added "
            "`-dontwarn com.google.errorprone.annotations.**` to `proguard-rules.pro`; "
            "`bundleRelease` passes and the aab is signed with the upload key "
            "(`app/build/outputs/bundle/release/app-release.aab`)."),
    (ONE_OFF, "write the release notes for 5.4.0, play store and app store, under 500 chars "
              "each"),
    (AGENT, "Added `fastlane/metadata/android/en-US/changelogs/5040.txt` and "
            "`fastlane/metadata/ios/en-US/release_notes.txt`: budgets you can share, faster "
            "sync, and the crash fix on Accounts (431 and 447 characters)."),
    (STRINGS, "add german strings for the new budgets screens, values-de/strings.xml and "
              "de.lproj/Localizable.strings. the keys are in PR #812"),
    (AGENT, "Added the 27 keys of PR #812 in German to `values-de/strings.xml` and "
            "`de.lproj/Localizable.strings`, with the plurals as `<plurals>` on Android and "
            "in `Localizable.stringsdict` on iOS."),
    (FOLLOWUP, "Budget is Budget in german too, dont translate it as Haushaltsplan"),
    (AGENT, "Replaced `Haushaltsplan` with `Budget` in the 9 strings that had it."),
]
APP_RECURRING: Turns = [
    (CRASH, typed(
        "crash from the xcode organizer, ios 5.4.0:",
        "",
        "Exception Type:  EXC_BREAKPOINT (SIGTRAP)",
        "Termination Reason: Namespace SIGNAL, Code 5 Trace/BPT trap: 5",
        "Thread 0 Crashed:",
        "0   Pocket    0x0000000102a4c1f4 TransactionsViewModel.section(for:) + 412 "
        "(TransactionsViewModel.swift:131)",
        "1   Pocket    0x0000000102a4b9e0 closure #1 in TransactionsView.body.getter + 228",
        "2   SwiftUI   0x00000001a81c2f30 ForEach.init(_:content:) + 96",
        "",
        "only ios 17 users?")),
    (AGENT, "Line 131 force-unwraps `sections.firstIndex(where:)` for a transaction's date; "
            "on iOS 17 `Calendar.current.startOfDay` for a date in a DST change gives a day "
            "that is not among the section keys, made with `DateComponents`. Both now come "
            "from `startOfDay`, and the lookup no longer force-unwraps."),
    (SCREEN, "new screen on android: recurring payments list. compose, same look as the "
             "accounts list, with an empty state"),
    (AGENT, "Added `RecurringPaymentsScreen.kt` with a `LazyColumn` of `AccountRow`-styled "
            "items from `RecurringPaymentsViewModel`, the empty state from "
            "`EmptyState(icon, title, body)`, and a route `recurring` in `PocketNavHost`."),
    (FOLLOWUP, "rows too tall, use the dense list item"),
    (AGENT, "Switched to `DenseListItem`; rows are 56dp."),
    (STRINGS, "Localize the onboarding into pt-BR, both apps. ill review the translations "
              "after"),
    (AGENT, "Added `values-pt-rBR/strings.xml` and `pt-BR.lproj/Onboarding.strings` with the "
            "18 onboarding strings, and `pt-BR` to the iOS project's known regions."),
    (RELEASE_BUILD, "ship 5.4.2 to the play internal track — release build, signed, the "
                    "usual"),
    (AGENT, "`versionCode 5042`, `versionName \"5.4.2\"`; `./gradlew bundleRelease` and "
            "uploaded to the internal track with `fastlane supply --track internal`."),
    (FOLLOWUP, "thx"),
]
APP_BUDGET: Turns = [
    (RELEASE_BUILD, "need an ios release build for testflight, 5.4.1 build 5041. archive and "
                    "upload"),
    (AGENT, "Set `MARKETING_VERSION = 5.4.1` and `CURRENT_PROJECT_VERSION = 5041`, archived "
            "the `Pocket` scheme in Release and ran `xcodebuild -exportArchive` for "
            "App Store Connect."),
    (FOLLOWUP, typed(
        "error: exportArchive: No profiles for 'com.pocket.budget' were found",
        "",
        "Error Domain=IDEProfileLocatorErrorDomain Code=1 \"No profiles for "
        "'com.pocket.budget' were found\"")),
    (AGENT, "`ExportOptions.plist` asked for manual signing with a profile that expired on "
            "the 1st. Switched it to `signingStyle automatic` with the team id; the export "
            "and the upload passed, build 5041 is processing in TestFlight."),
    (CRASH, typed(
        "android one now, play console vitals:",
        "",
        "java.lang.IllegalArgumentException: Key \"txn-0\" was already used. If you are "
        "using LazyColumn/Row please make sure you provide a unique key for each item.",
        "  at androidx.compose.foundation.lazy.layout.LazyLayoutItemProvider...",
        "",
        "~300 users on 5.4.0")),
    (AGENT, "The transactions list keys items by `\"txn-\" + index` within each day section, "
            "so two sections both have `txn-0`. The key is now the transaction's `id`."),
    (SCREEN, "the budget detail screen on ios, we need it now. tap a budget in the list → "
             "detail with the month's spend chart and its transactions"),
    (AGENT, "Added `BudgetDetailView.swift`: a Swift Charts `BarMark` chart of daily spend "
            "for the month against the budget's line, and the month's transactions in that "
            "budget below, pushed from `BudgetsListView` with a `navigationDestination`."),
    (STRINGS, "es strings are missing for the budget screens on android, translate from en "
              "and keep the placeholders"),
    (AGENT, "Added the 27 budget strings to `values-es/strings.xml`, translated from "
            "`values/strings.xml` with `%1$s` and `%2$d` kept in place."),
    (ONE_OFF, "push"),  # an operation on the work: a task of its own kind
    (AGENT, "Pushed."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("wh-refunds", "claude-code", "/work/warehouse", WH_REFUNDS),
    ("wh-hubspot", "claude-code", "/work/warehouse", WH_HUBSPOT),
    ("wh-sessions", "claude-code", "/work/warehouse", WH_SESSIONS),
    ("wh-clicks", "claude-code", "/work/warehouse", WH_CLICKS),
    ("ml-diverge", "codex", "/work/ranker", ML_DIVERGE),
    ("ml-churn", "codex", "/work/ranker", ML_CHURN),
    ("ml-refresh", "codex", "/work/ranker", ML_REFRESH),
    ("app-accounts", "copilot", "/work/pocket", APP_ACCOUNTS),
    ("app-release", "copilot", "/work/pocket", APP_RELEASE),
    ("app-recurring", "copilot", "/work/pocket", APP_RECURRING),
    ("app-budget", "copilot", "/work/pocket", APP_BUDGET),
]
