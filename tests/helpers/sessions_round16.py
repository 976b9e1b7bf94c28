"""The sessions of the sixteenth batch: the same kinds of work asked again in other sessions in
other words, on the stacks the earlier batches used least (an Android app in Kotlin and its iOS
twin in Swift, a .NET service with its Terraform, a dbt project with its notebooks), with the
agent's replies, and work that shares their words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
TRIAGE = "triage-crash"          # a crash report read, its cause found and fixed
FLAG = "add-feature-flag"        # new behaviour put behind a feature flag
RELEASE = "release-notes"        # release notes, a changelog, a store's "what's new"
SNAPSHOTS = "update-snapshots"   # snapshot tests recorded again after an intended change
A11Y = "fix-accessibility"       # a screen or control made usable with a screen reader
ROTATE = "rotate-secret"         # a secret, key or credential replaced with a new one
SLOW_QUERY = "profile-slow-query"  # a slow query measured and made fast


# tandem: an Android app in Kotlin and its iOS twin in Swift, with Claude Code.
TANDEM_CRASH: Turns = [
    (TRIAGE, typed(
        "crashlytics is lighting up since 4.11.0 rolled out to 20%",
        "",
        "Fatal Exception: java.lang.IllegalStateException: Fragment PaymentSheetFragment{8c1e2a} "
        "not attached to a context.",
        "       at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)",
        "       at app.tandem.checkout.PaymentSheetFragment.showError(PaymentSheetFragment.kt:188)",
        "       at app.tandem.checkout.PaymentSheetFragment$observe$1.invokeSuspend"
        "(PaymentSheetFragment.kt:121)",
        "       at kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith"
        "(ContinuationImpl.kt:33)",
        "       at kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)",
        "       at android.os.Handler.handleCallback(Handler.java:958)",
        "",
        "1,204 events, 811 users. what's going on")),
    (AGENT, "`observe` collects `viewModel.errors` in `lifecycleScope`, which outlives the view: "
            "an error that arrives after the sheet is dismissed calls `requireContext()` on a "
            "detached fragment. I moved the collection to `viewLifecycleOwner.lifecycleScope` "
            "under `repeatOnLifecycle(STARTED)`, so it stops with the view. Added a Robolectric "
            "test that dismisses the sheet and then emits an error."),
    (FOLLOWUP, "is that the only place we collect like that?"),
    (AGENT, "No: `AddressFragment` and `PromoFragment` collect in `lifecycleScope` too. Both "
            "moved to the same pattern."),
    (FOLLOWUP, "ok good. bump versionCode to 41102 so I can push a hotfix build"),
    (AGENT, "`versionCode 41102`, `versionName \"4.11.1\"` in `app/build.gradle.kts`."),
]
TANDEM_FLAG: Turns = [
    (FLAG, "the new one-tap reorder button on order history should ship dark. hide it behind a "
           "remote config key, default off, so product can turn it on per country"),
    (AGENT, "Added `reorder_one_tap_enabled` to `remote_config_defaults.xml` (false) and a "
            "`Flags.reorderOneTap` getter over `FirebaseRemoteConfig`. `OrderHistoryScreen` "
            "shows the button only when it is on; the view model test covers both values."),
    (FOLLOWUP, "name it android_reorder_one_tap, the ios app will have its own key"),
    (AGENT, "Renamed to `android_reorder_one_tap` in the defaults, the getter and the test."),
    (SNAPSHOTS, typed(
        "paparazzi is failing now, but it's just the new button:",
        "",
        "> Task :feature:orders:verifyPaparazziDebug FAILED",
        "app.tandem.orders.OrderHistorySnapshotTest > withOrders FAILED",
        "    java.lang.AssertionError: Images differ (by 2.914%) - see details in file://"
        "/home/ci/tandem/feature/orders/build/paparazzi/failures/delta-app.tandem.orders"
        ".OrderHistorySnapshotTest_withOrders.png",
        "",
        "record them again")),
    (AGENT, "Ran `./gradlew :feature:orders:recordPaparazziDebug`; two goldens changed "
            "(`withOrders`, `withOrders_dark`), both now showing the reorder button with the "
            "flag forced on in the test. `verifyPaparazziDebug` passes."),
    (FOLLOWUP, "wait, the snapshot should show it off, that's the default"),
    (AGENT, "The snapshot test now leaves the flag at its default; recorded again, the goldens "
            "are back to the old images and no diff remains."),
]
TANDEM_IOS_A11Y: Turns = [
    (A11Y, "VoiceOver reads the cart badge as \"button, 3\" with no label. fix it so it says "
           "something useful like \"Cart, 3 items\""),
    (AGENT, "`CartBadgeButton` now sets `.accessibilityLabel(\"Cart\")` and "
            "`.accessibilityValue(\"\\(count) items\")`, with a plural from "
            "`Localizable.stringsdict`. The decorative count circle is hidden from "
            "accessibility."),
    (FOLLOWUP, "use the existing L10n.cartItems key, we already have it"),
    (AGENT, "Switched to `L10n.cartItems(count)`; the new stringsdict entry is removed."),
    (TRIAGE, typed(
        "different thing, testflight crash from this morning:",
        "",
        "Exception Type:  EXC_BREAKPOINT (SIGTRAP)",
        "Exception Codes: 0x0000000000000001, 0x00000001a4c2e1f0",
        "Termination Reason: SIGNAL 5 Trace/BPT trap: 5",
        "Triggered by Thread:  0",
        "",
        "Thread 0 name:",
        "Thread 0 Crashed:",
        "0   Tandem        0x0000000102f1c8a4 OrderDetailViewModel.total.getter + 412 "
        "(OrderDetailViewModel.swift:57)",
        "1   Tandem        0x0000000102f1c2d0 OrderDetailView.body.getter + 220 "
        "(OrderDetailView.swift:31)",
        "2   SwiftUI       0x00000001a9b0c1e4 0x1a9a00000 + 1098212",
        "",
        "happens when opening an old order")),
    (AGENT, "Line 57 force-unwraps `order.lines.first!.currency`; orders placed before 3.0 "
            "can have no lines (refunded in full), so the unwrap traps. `total` falls back to "
            "the order's own `currency` now, and a test opens an order with no lines."),
    (FOLLOWUP, "thx"),
]
TANDEM_RELEASE: Turns = [
    (RELEASE, typed(
        "need the play store what's new blurb for 4.12. here's what went in:",
        "",
        "5f1c2e0 feat(orders): one-tap reorder (behind flag)",
        "a09d7b3 fix(checkout): crash when closing payment sheet",
        "77e01ac feat(profile): change email without logging out",
        "c4d1f9e chore: bump compose bom to 2024.10.01",
        "e2b8a61 fix(a11y): talkback labels on the bottom nav",
        "",
        "500 chars max, friendly, no internal stuff")),
    (AGENT, "What's new in 4.12:\n- Change your email right from your profile, no need to "
            "sign out.\n- Fixed a crash some of you saw when closing the payment screen.\n- "
            "Better TalkBack labels on the bottom navigation.\n\nThe reorder button is behind "
            "a flag and the compose bump is internal, so I left both out. 214 characters."),
    (FOLLOWUP, "also a german one"),
    (AGENT, "Neu in 4.12:\n- E-Mail-Adresse direkt im Profil ändern, ohne dich abzumelden.\n- "
            "Absturz beim Schließen der Zahlungsansicht behoben.\n- Bessere TalkBack-"
            "Beschriftungen in der unteren Navigation."),
    (ONE_OFF, "the upload worker holds a wakelock forever if the request throws. release it "
              "in a finally"),
    (AGENT, "`UploadWorker.doWork` acquires the wakelock before the request and now releases "
            "it in `finally`, guarded by `isHeld`."),
    (FOLLOWUP, "👍"),
]
TANDEM_A11Y: Turns = [
    (A11Y, typed(
        "accessibility scanner flagged the filter chips on search:",
        "",
        "Touch target: This item's size is 32dp x 28dp. Consider making this touch target "
        "48dp wide and 48dp high or larger.",
        "Content labeling: This item may not have a label readable by screen readers.",
        "",
        "both issues on every chip")),
    (AGENT, "`FilterChipRow` chips get `Modifier.minimumInteractiveComponentSize()` and a "
            "`semantics { contentDescription = ...; stateDescription = ... }` with the filter's "
            "name and whether it is on. The visual size is unchanged."),
    (FOLLOWUP, "stateDescription should say selected / not selected, not on/off"),
    (AGENT, "It reads \"Selected\" / \"Not selected\" from `R.string.a11y_selected` and "
            "`a11y_not_selected`."),
    (SNAPSHOTS, "the search screenshots changed with the bigger tap area, re-record the "
                "paparazzi goldens for feature:search"),
    (AGENT, "Recorded with `./gradlew :feature:search:recordPaparazziDebug`; four goldens "
            "changed by the padding around the chips. Verify passes."),
    (FOLLOWUP, "commit both"),
    (AGENT, "Committed as `fix(a11y): filter chip touch targets and labels` with the goldens."),
]

# quarry: a .NET service with its Terraform, with Codex.
QUARRY_CRASH: Turns = [
    (TRIAGE, typed(
        "app insights shows this blowing up the invoice worker every night around 02:10",
        "",
        "System.InvalidOperationException: Nullable object must have a value.",
        "   at System.Nullable`1.get_Value()",
        "   at Quarry.Billing.InvoiceBuilder.Build(Customer customer, DateOnly period) in "
        "/src/Quarry.Billing/InvoiceBuilder.cs:line 74",
        "   at Quarry.Worker.NightlyInvoices.ExecuteAsync(CancellationToken stoppingToken) in "
        "/src/Quarry.Worker/NightlyInvoices.cs:line 41",
        "   at Microsoft.Extensions.Hosting.Internal.Host.TryExecuteBackgroundServiceAsync"
        "(BackgroundService backgroundService)",
        "",
        "the host dies and nothing else gets billed")),
    (AGENT, "Line 74 reads `customer.TrialEndsAt.Value`; customers created through the admin "
            "import have no trial end. `Build` treats no trial end as no trial now. The worker "
            "also catches per-customer failures, logs them with the customer id and goes on, "
            "so one bad row no longer stops the batch. Tests cover both."),
    (FOLLOWUP, "don't swallow everything, only catch inside the loop and rethrow "
               "OperationCanceledException"),
    (AGENT, "The catch is inside the loop and filters with `when (ex is not "
            "OperationCanceledException)`; cancellation propagates."),
    (FOLLOWUP, typed(
        "test fails",
        "",
        "  Failed Quarry.Worker.Tests.NightlyInvoicesTests.StopsOnCancellation [12 ms]",
        "  Error Message:",
        "   Expected a <System.OperationCanceledException> to be thrown, but no exception was "
        "thrown.")),
    (AGENT, "The test cancelled the token before the loop, so `ExecuteAsync` returned before "
            "calling the builder. It now cancels from inside the fake builder; the test "
            "passes."),
]
QUARRY_SLOW: Turns = [
    (SLOW_QUERY, typed(
        "GET /customers/{id}/statements takes 4-6s in prod. ef logs the query as:",
        "",
        "Executed DbCommand (5,412ms) [Parameters=[@__id_0='?' (DbType = Guid)], "
        "CommandType='Text', CommandTimeout='30']",
        "SELECT s.\"Id\", s.\"CustomerId\", s.\"Period\", l.\"Id\", l.\"Amount\", "
        "l.\"StatementId\"",
        "FROM statements AS s",
        "LEFT JOIN statement_lines AS l ON s.\"Id\" = l.\"StatementId\"",
        "WHERE s.\"CustomerId\" = @__id_0",
        "ORDER BY s.\"Period\" DESC, s.\"Id\"",
        "",
        "figure out where the time goes")),
    (AGENT, "`EXPLAIN (ANALYZE, BUFFERS)` on a copy of prod shows a sequential scan of "
            "`statement_lines` (38M rows): there is no index on `StatementId`. The include also "
            "loads every line of every statement when the page shows twelve. I added a "
            "migration with an index on `statement_lines(\"StatementId\")` and made the query "
            "page statements first, then load their lines with `AsSplitQuery()`. 5.4s -> "
            "38ms on the copy."),
    (FOLLOWUP, "create the index concurrently, that table is hot"),
    (AGENT, "The migration runs `CREATE INDEX CONCURRENTLY` through `migrationBuilder.Sql` with "
            "`suppressTransaction: true`."),
    (ONE_OFF, "add a --tenant flag to the seed tool so I can seed one tenant only"),
    (AGENT, "`Quarry.Seed` takes `--tenant <slug>` through System.CommandLine; without it it "
            "seeds all tenants as before."),
]
QUARRY_ROTATE: Turns = [
    (ROTATE, "the sendgrid api key leaked in a screenshot on slack. roll it: new key in key "
             "vault, app settings pointing at the new version, old one gone"),
    (AGENT, "The key lives in `infra/keyvault.tf` as `azurerm_key_vault_secret.sendgrid`, read "
            "by the app through a Key Vault reference without a version, so the app picks up "
            "the newest one on restart. I can't create the SendGrid key myself: make one in "
            "SendGrid, then `terraform apply -var sendgrid_api_key=...` writes the new version "
            "and I'll restart the app and disable the old version."),
    (FOLLOWUP, typed(
        "did that, plan looks weird though",
        "",
        "  # azurerm_key_vault_secret.sendgrid must be replaced",
        "-/+ resource \"azurerm_key_vault_secret\" \"sendgrid\" {",
        "      ~ id            = \"https://quarry-kv.vault.azure.net/secrets/sendgrid/4e1a...\" "
        "-> (known after apply)",
        "      ~ value         = (sensitive value) # forces replacement",
        "        name          = \"sendgrid\"",
        "    }",
        "",
        "Plan: 1 to add, 0 to change, 1 to destroy.")),
    (AGENT, "The provider replaces the secret when `value` changes, which deletes the old "
            "resource and with soft delete on can collide with the name. Adding `lifecycle { "
            "create_before_destroy = false }` won't help; the usual way is to let the value "
            "be set out of band: `ignore_changes = [value]` and `az keyvault secret set` for "
            "the new version. I changed the resource that way."),
    (FOLLOWUP, "ok run the az command, key is in my clipboard file /tmp/sg.key"),
    (AGENT, "Ran `az keyvault secret set --vault-name quarry-kv --name sendgrid --file "
            "/tmp/sg.key`, restarted `quarry-api`, disabled version `4e1a...`, and deleted "
            "`/tmp/sg.key`. A test mail from the staging slot went through."),
]
QUARRY_FLAG_RELEASE: Turns = [
    (FLAG, "put the bulk CSV export behind Microsoft.FeatureManagement, off by default, on "
           "for the pilot tenants only"),
    (AGENT, "Added `FeatureManagement:BulkExport` with a `TenantFilter` that reads the pilot "
            "tenants from config, `[FeatureGate(\"BulkExport\")]` on the controller action, and "
            "the button hidden in the Razor view when it is off. Integration tests cover on, off "
            "and a pilot tenant."),
    (FOLLOWUP, "the filter should come from the Feature Management contrib TargetingFilter, "
               "not a homemade one"),
    (AGENT, "Replaced `TenantFilter` with `Microsoft.Targeting` and an `ITargetingContextAccessor` "
            "that maps the tenant to a group; the pilot tenants are the groups in config."),
    (RELEASE, "now do the changelog for 2.7.0 - everything merged since the v2.6.3 tag, grouped "
              "by added/changed/fixed, keep-a-changelog style"),
    (AGENT, "Added `## [2.7.0]` to `CHANGELOG.md` with 4 added (bulk export behind a flag among "
            "them), 2 changed and 5 fixed, each with its PR number, and the link at the "
            "bottom to compare v2.6.3...v2.7.0."),
    (FOLLOWUP, "drop the dependabot bumps from Fixed, nobody cares"),
    (AGENT, "Removed the three dependabot entries."),
]
QUARRY_SNAPSHOTS: Turns = [
    (SNAPSHOTS, typed(
        "I renamed InvoiceDto.Total to GrandTotal on purpose, the Verify tests all fail now:",
        "",
        "  Failed Quarry.Api.Tests.InvoiceEndpointTests.GetInvoice [88 ms]",
        "  Error Message:",
        "   VerifyException : Directory: /src/Quarry.Api.Tests",
        "NotEqual:",
        "  - Received: InvoiceEndpointTests.GetInvoice.received.txt",
        "    Verified: InvoiceEndpointTests.GetInvoice.verified.txt",
        "",
        "accept the new output where it's only that rename")),
    (AGENT, "Six `.received.txt` files differ; five only by `Total` -> `GrandTotal`, and those "
            "are accepted as the new `.verified.txt`. The sixth, "
            "`ListInvoices.verified.txt`, also changes the order of two invoices, so I left it "
            "failing: the list endpoint now sorts by `GrandTotal` through a property name "
            "that changed."),
    (FOLLOWUP, "good catch. sort by IssuedAt explicitly there and accept it after"),
    (AGENT, "`ListInvoices` orders by `IssuedAt` then `Id`; its received output is the old "
            "order with the renamed field, accepted. All Verify tests pass."),
    (ONE_OFF, "can you take a snapshot of the staging database before I run the data fix? "
              "az postgres flexible-server backup is fine"),
    (AGENT, "Ran `az postgres flexible-server backup create --name quarry-stg-db --backup-name "
            "pre-datafix-1205`; it shows as succeeded."),
]

# sluice: a dbt project on Snowflake with its notebooks, with the Copilot CLI.
SLUICE_SLOW: Turns = [
    (SLOW_QUERY, typed(
        "fct_sessions went from 3 to 40 minutes in the nightly run",
        "",
        "21:04:11  41 of 88 START sql incremental model analytics.fct_sessions ....... [RUN]",
        "21:44:52  41 of 88 OK created sql incremental model analytics.fct_sessions .. "
        "[SUCCESS 1 in 2441.02s]",
        "",
        "query profile says most of it is a TableScan on stg_events. why")),
    (AGENT, "The incremental filter compares `event_ts > (select max(session_start) from "
            "{{ this }})`, but `stg_events` is clustered by `event_date`, so the scan prunes "
            "no partitions: 1.9B rows read. Filtering on `event_date >= dateadd(day, -2, "
            "...)` as well lets Snowflake prune; a run on a clone took 2m41s."),
    (FOLLOWUP, "3 days lookback, late events come in up to 72h"),
    (AGENT, "The lookback is 3 days, set by the `sessions_lookback_days` var (default 3)."),
    (FOLLOWUP, "and the tests?"),
    (AGENT, "`dbt build -s fct_sessions+` on the clone: the model and its 9 tests pass, "
            "`unique_session_id` among them."),
]
SLUICE_ROTATE: Turns = [
    (ROTATE, "time to roll the key pair for the DBT_CI snowflake user, the old one is a year "
             "old. new rsa key, set it as rsa_public_key_2, update the github secret, then "
             "unset the old one"),
    (AGENT, "Generated a 2048-bit key pair (encrypted private key in `/tmp/dbt_ci_rsa.p8`), "
            "ran `ALTER USER DBT_CI SET RSA_PUBLIC_KEY_2 = '...'` and updated the "
            "`SNOWFLAKE_PRIVATE_KEY` secret with `gh secret set`. The CI run I started on main "
            "connects with the new key. Shall I unset `RSA_PUBLIC_KEY` now?"),
    (FOLLOWUP, "yes"),
    (AGENT, "`ALTER USER DBT_CI UNSET RSA_PUBLIC_KEY` done; `DESC USER` shows only the second "
            "key's fingerprint. `/tmp/dbt_ci_rsa.p8` deleted."),
    (ONE_OFF, "add a dbt snapshot for dim_customers so we keep the history of plan changes, "
              "check strategy on plan and seats"),
    (AGENT, "Added `snapshots/customers_snapshot.sql` with `strategy='check'` and "
            "`check_cols=['plan', 'seats']`, unique key `customer_id`, into the `snapshots` "
            "schema."),
    (FOLLOWUP, "invalidate_hard_deletes=True too"),
    (AGENT, "Set `invalidate_hard_deletes=True` in its config."),
]
SLUICE_RELEASE: Turns = [
    (RELEASE, "write the release notes for the analytics models going out thursday: what "
              "changed in fct_sessions, the new customers snapshot, and the renamed "
              "revenue columns. audience is the BI folks"),
    (AGENT, "Wrote `docs/releases/2026-12-10.md`: sessions now count events up to 72 hours "
            "late, with the numbers for the last week going up about 0.4%; the new "
            "`customers_snapshot` keeps the history of plans and seats; `rev_usd` and "
            "`rev_local` are `revenue_usd` and `revenue_local`, with the old names kept as "
            "views until January."),
    (FOLLOWUP, "say which dashboards break with the rename, the exposures list them"),
    (AGENT, "Added the four dashboards the exposures in `models/exposures.yml` list for those "
            "columns, each with its owner."),
    (ONE_OFF, "clean up notebooks/retention_explore.ipynb, it's got 60 dead cells and the "
              "outputs are huge"),
    (AGENT, "Removed the cells that are never run by the ones after them, cleared the outputs "
            "with `nbstripout`; the notebook runs top to bottom and is 180KB instead of 24MB."),
    (SLOW_QUERY, typed(
        "the retention query in that notebook is still slow when I run it by hand, 6 min:",
        "",
        "select cohort_week, weeks_since, count(distinct user_id)",
        "from analytics.fct_sessions s",
        "join analytics.dim_users u using (user_id)",
        "group by 1, 2",
        "",
        "can you look at the profile and make it faster")),
    (AGENT, "The profile shows the join spilling 41GB to remote storage: `dim_users` is joined "
            "whole for one column. Taking `cohort_week` from a subquery of the two columns "
            "and `approx_count_distinct` brings it to 19s; an exact count is 52s."),
    (FOLLOWUP, "exact please"),
    (AGENT, "The notebook uses the exact count with the narrowed join, 52s."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("tandem-crash", "claude-code", "/work/tandem-android", TANDEM_CRASH),
    ("tandem-flag", "claude-code", "/work/tandem-android", TANDEM_FLAG),
    ("tandem-ios-a11y", "claude-code", "/work/tandem-ios", TANDEM_IOS_A11Y),
    ("tandem-release", "claude-code", "/work/tandem-android", TANDEM_RELEASE),
    ("tandem-a11y", "claude-code", "/work/tandem-android", TANDEM_A11Y),
    ("quarry-crash", "codex", "/work/quarry", QUARRY_CRASH),
    ("quarry-slow", "codex", "/work/quarry", QUARRY_SLOW),
    ("quarry-rotate", "codex", "/work/quarry", QUARRY_ROTATE),
    ("quarry-flag", "codex", "/work/quarry", QUARRY_FLAG_RELEASE),
    ("quarry-snapshots", "codex", "/work/quarry", QUARRY_SNAPSHOTS),
    ("sluice-slow", "copilot", "/work/sluice", SLUICE_SLOW),
    ("sluice-rotate", "copilot", "/work/sluice", SLUICE_ROTATE),
    ("sluice-release", "copilot", "/work/sluice", SLUICE_RELEASE),
]
