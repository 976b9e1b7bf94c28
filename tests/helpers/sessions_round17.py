"""The sessions of the seventeenth batch: the same kinds of work asked again in other sessions in
other words, on the stacks the earlier batches used least (Spark jobs in Scala with their Helm
chart, a Rails app with its Flutter client, a C++ tool built with CMake with its firmware in C),
with the agent's replies, and work that shares their words but is of another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
SUPPORT = "answer-support-ticket"  # a customer's ticket answered with the fix it needs
METRIC = "add-metric"              # a metric emitted and shown on a dashboard
VERSION = "bump-version-and-tag"   # the product's own version raised and tagged for a release
BACKFILL = "backfill-data"         # rows computed again or filled in for a past range
SUBCOMMAND = "add-cli-subcommand"  # a subcommand added to the team's command line tool
GUIDE = "write-migration-guide"    # a guide for users moving to a new major version
LINT = "fix-lint-after-toolchain"  # lint or analyzer errors after a toolchain update fixed


# ledgerline: Spark jobs in Scala with their Helm chart, with Claude Code.
LEDGER_TICKET: Turns = [
    (SUPPORT, typed(
        "support ticket from Hollis & Reed, can you sort it out and draft the reply:",
        "",
        "> Subject: March statement export missing transactions",
        "> Hi, our March export (statement_2026-03.csv) has 1,812 rows but the ledger UI shows",
        "> 1,840 transactions for the month. The missing ones all seem to be refunds posted on",
        "> the 31st. Can you check? - Priya, finance ops",
        "",
        "the export job is StatementExportJob, logs from the run:",
        "",
        "26/04/01 02:14:07 INFO DAGScheduler: Job 3 finished: csv at StatementExportJob.scala:88",
        "26/04/01 02:14:07 WARN StatementExportJob: 28 rows filtered by postedAt window")),
    (AGENT, "The window is built with `to_date(posted_at)` in UTC while Hollis & Reed's "
            "statements are in America/Chicago: refunds posted after 19:00 local on the 31st "
            "fall into April. `StatementExportJob` now converts with the account's `timezone` "
            "before the window, and a test covers a refund at 23:30 local on the last day. "
            "Draft reply: \"Hi Priya, thanks for the detail. The export cut the month at "
            "midnight UTC instead of your local midnight, so 28 late refunds landed in April. "
            "We've fixed it; a corrected March file is attached.\""),
    (FOLLOWUP, "don't promise an attachment, say we'll re-run it tonight"),
    (AGENT, "Changed the last sentence to \"We'll regenerate the March file tonight and send it "
            "over in the morning.\""),
    (FOLLOWUP, "does the april file have them twice then?"),
    (AGENT, "Yes: the 28 refunds are in April's export as well. The fix moves them out of April "
            "on a re-run; I noted in the reply that April's file changes too."),
    (VERSION, "ok cut 3.14.1 for this. version in build.sbt + chart appVersion, tag it"),
    (AGENT, "`ThisBuild / version := \"3.14.1\"` in `build.sbt`, `appVersion: 3.14.1` and "
            "`version: 0.22.1` in `charts/ledgerline/Chart.yaml`, committed as \"Release "
            "3.14.1\" and tagged `v3.14.1`."),
    (FOLLOWUP, "push the tag"),
    (AGENT, "Pushed `v3.14.1`; the release workflow started."),
]
LEDGER_METRIC: Turns = [
    (METRIC, "I want to see how many duplicates the dedupe stage drops per run. emit a counter "
             "from DedupeJob to the pushgateway and put a panel for it on the Ledger Jobs "
             "dashboard"),
    (AGENT, "`DedupeJob` now counts dropped rows with a `LongAccumulator` and pushes "
            "`ledger_dedupe_dropped_total{job=\"dedupe\",source}` to the pushgateway at the end "
            "of the run. Added a time series panel \"Duplicates dropped\" to "
            "`dashboards/ledger-jobs.json`, summed by `source`."),
    (FOLLOWUP, "make it a gauge, the pushgateway overwrites it each run anyway"),
    (AGENT, "Changed it to a `Gauge` named `ledger_dedupe_dropped_last_run`; the panel shows its "
            "last value per source."),
    (BACKFILL, typed(
        "the dedupe fix from last week never got applied to the old partitions. daily_balances",
        "is wrong for everything from 2026-09-01 to 2026-11-15, need that recomputed.",
        "",
        "spark-submit --class ledger.jobs.DailyBalancesJob ledger-jobs.jar --date 2026-09-01",
        "",
        "takes ~4 min a day on the big cluster. don't overwrite partitions we didn't touch")),
    (AGENT, "Added `--from`/`--to` to `DailyBalancesJob` with dynamic partition overwrite "
            "(`spark.sql.sources.partitionOverwriteMode=dynamic`), so only the days of the range "
            "are replaced, and a `scripts/backfill_balances.sh` that runs it in weekly chunks. "
            "Dry run on 2026-09-01 matches the fixed job's output."),
    (FOLLOWUP, "run it for the whole range"),
    (AGENT, "Ran the 11 weekly chunks; 76 partitions replaced, 0 failures. The totals per day now "
            "match the ledger's own sums."),
    (FOLLOWUP, "thx"),
]
LEDGER_LINT: Turns = [
    (LINT, typed(
        "bumped scala to 3.5.2 and sbt-scalafix to 0.13 and CI is red on the lint job:",
        "",
        "[info] Running scalafix on 142 Scala sources",
        "[error] /home/runner/work/ledgerline/modules/jobs/src/main/scala/ledger/jobs/"
        "Dedupe.scala:41:7: error: [RemoveUnused] Unused import",
        "[error] import scala.collection.JavaConverters._",
        "[error]       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
        "[warn] /home/runner/work/ledgerline/modules/core/src/main/scala/ledger/Money.scala:12:"
        "3: method toString should be declared with an explicit result type",
        "[error] (jobs / Compile / scalafix) scalafix.sbt.ScalafixFailed: LinterError",
        "[error] Total time: 38 s, completed Dec 1, 2026, 10:02:11 AM",
        "Error: Process completed with exit code 1.")),
    (AGENT, "Scala 3.5 reports unused imports the old compiler didn't, and scalafix 0.13 turns "
            "them into errors. Removed the 9 unused imports (`JavaConverters` was replaced by "
            "`scala.jdk.CollectionConverters` where it was used), added the result types the "
            "new `ExplicitResultTypes` rule asks for in `core`. `sbt scalafixAll --check` is "
            "clean."),
    (FOLLOWUP, "why does it want explicit types only in core?"),
    (AGENT, "`.scalafix.conf` in `modules/core` turns `ExplicitResultTypes` on for public members; "
            "`jobs` doesn't have that rule."),
    (ONE_OFF, "rename the jobs module to pipelines, it's confusing next to the k8s jobs"),
    (AGENT, "Renamed `modules/jobs` to `modules/pipelines`, the sbt project to `pipelines`, the "
            "package to `ledger.pipelines`, and the image name in "
            "`charts/ledgerline/values.yaml`."),
    (FOLLOWUP, "the helm chart still says jobs in the cronjob names"),
    (AGENT, "Renamed the three CronJobs in `templates/cronjobs.yaml` to `pipelines-*`; "
            "`helm template` renders them with the new names."),
]
LEDGER_CLI: Turns = [
    (SUBCOMMAND, "ledger-admin needs a `replay` subcommand: takes --account and --since, "
                 "re-publishes that account's events to the ledger topic. same decline setup "
                 "as the other commands"),
    (AGENT, "Added `Replay` to `ledger-admin` as a `decline` `Opts.subcommand` with `--account` "
            "(required) and `--since` (an ISO date, default 30 days ago). It reads the events "
            "from the event store and publishes them to `ledger.events` in order, with a "
            "progress line every 1000. Test with an embedded Kafka."),
    (FOLLOWUP, "add --dry-run that just prints the count"),
    (AGENT, "`--dry-run` prints the number of events that would be published and exits."),
    (GUIDE, "chart 3.0 renames half the values (image.*, the ingress block, resources per job). "
            "write docs/upgrading-to-3.0.md for the teams that install it: old key -> new key, "
            "what to change in their overrides, and how to roll back"),
    (AGENT, "Wrote `docs/upgrading-to-3.0.md`: a table of the 14 renamed keys, the two removed "
            "ones with what replaces them, a before/after of a typical override file, the `helm "
            "upgrade` command with `--reuse-values` left out on purpose, and `helm rollback` to "
            "the 2.x release."),
    (FOLLOWUP, "mention that ingress.className is required now"),
    (AGENT, "Added a warning at the top: `ingress.className` has no default in 3.0."),
]

# brickyard: a Rails app and its Flutter client, with Codex.
BRICK_BACKFILL: Turns = [
    (BACKFILL, "accounts.billing_country is null for everyone who signed up before we added it "
               "in may. write a rake task that fills it from the stripe customer's address, in "
               "batches, resumable"),
    (AGENT, "Added `lib/tasks/backfill_billing_country.rake`: it walks `Account.where("
            "billing_country: nil).in_batches(of: 500)`, reads `customer.address.country` from "
            "Stripe with a retry on rate limits, and saves with `update_columns`. It logs the "
            "last id so `START_ID=` resumes it. Spec with stubbed Stripe."),
    (FOLLOWUP, "skip accounts with no stripe customer instead of raising"),
    (AGENT, "Those are skipped and counted; the task prints the count at the end."),
    (METRIC, "add a yabeda counter for failed signups by reason and put it on the grafana "
             "signup board"),
    (AGENT, "Added `Yabeda.brickyard.signup_failures` (tags: `reason`) in "
            "`config/initializers/yabeda.rb`, incremented in `RegistrationsController#create` "
            "on each validation failure and on captcha failures. New panel \"Signup failures by "
            "reason\" on `grafana/signup.json`."),
    (FOLLOWUP, "reason should be the error key not the message, the message is translated"),
    (AGENT, "It uses `errors.details` keys now (`taken`, `invalid`, `captcha`)."),
    (FOLLOWUP, "ok commit"),
    (AGENT, "Committed as \"Count failed signups by reason\"."),
    (ONE_OFF, "write a migration adding an index on accounts.billing_country, the admin filter "
              "on it is slow"),
    (AGENT, "Added `AddIndexOnAccountsBillingCountry` with `algorithm: :concurrently` and "
            "`disable_ddl_transaction!`; `db/schema.rb` updated."),
]
BRICK_TICKET: Turns = [
    (SUPPORT, typed(
        "ticket #4471 from intercom:",
        "",
        "  \"I click the reset link in the email and it says the link has expired. I requested",
        "   it 2 minutes ago!! Tried 3 times. Using Outlook on my work laptop.\"",
        "",
        "production.log for her last try:",
        "",
        "Started GET \"/users/password/edit?reset_password_token=[FILTERED]\" for 10.2.4.1",
        "Processing by Users::PasswordsController#edit as HTML",
        "Redirected to https://brickyard.app/users/password/new",
        "Completed 302 Found in 12ms (ActiveRecord: 2.1ms)",
        "",
        "fix it and give me something to reply")),
    (AGENT, "Outlook's link scanner opens the link before she does, and the edit action burns "
            "the token on GET. `PasswordsController#edit` now only checks the token; it is "
            "consumed on the PUT that sets the password. Request spec for two GETs followed "
            "by a PUT. Reply: \"Sorry about that! Your mail app checks links before you open "
            "them, which used up the link. We've changed that; please request a new link and "
            "it'll work.\""),
    (FOLLOWUP, "spec fails locally"),
    (AGENT, "It relied on `Devise.reset_password_within` being 6 hours; the test env sets 1 "
            "hour. The spec now freezes time and passes."),
    (VERSION, typed(
        "release time for the app. pubspec is",
        "",
        "version: 2.7.3+109",
        "",
        "make it 2.8.0, build number +1, and tag")),
    (AGENT, "`version: 2.8.0+110` in `pubspec.yaml`, committed as \"Bump version to 2.8.0\" and "
            "tagged `app-v2.8.0`, the prefix the Codemagic trigger listens to."),
    (FOLLOWUP, "perfect"),
]
BRICK_LINT: Turns = [
    (LINT, typed(
        "upgraded flutter to 3.27 and analyze is unhappy:",
        "",
        "Analyzing brickyard_app...",
        "",
        "   info - 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid "
        "precision loss - lib/ui/theme.dart:44:31 - deprecated_member_use",
        "   info - 'withOpacity' is deprecated and shouldn't be used. Use .withValues() to avoid "
        "precision loss - lib/ui/cards/site_card.dart:88:40 - deprecated_member_use",
        "warning - The value of the local variable 'overlay' isn't used - "
        "lib/ui/map/map_view.dart:131:11 - unused_local_variable",
        "   info - Use 'const' with the constructor to improve performance - "
        "lib/ui/home.dart:52:14 - prefer_const_constructors",
        "",
        "37 issues found. (ran in 4.1s)",
        "",
        "CI treats infos as fatal")),
    (AGENT, "Replaced the 31 `withOpacity(x)` with `withValues(alpha: x)`, removed the unused "
            "`overlay` in `map_view.dart`, added the 5 `const`s. `flutter analyze "
            "--fatal-infos` reports no issues."),
    (FOLLOWUP, "did you check the golden tests still pass, withValues rounds differently"),
    (AGENT, "Ran `flutter test --tags golden`: all 24 pass; the alpha values differ below one "
            "8-bit step, which the goldens don't see."),
    (GUIDE, "we're dropping v1 of the public api in march. need a guide for integrators moving "
            "to v2: auth changed to oauth client credentials, pagination is cursor based now, "
            "and /sites became /projects. put it in docs/api/migrating-v1-to-v2.md"),
    (AGENT, "Wrote `docs/api/migrating-v1-to-v2.md`: the timeline, getting a client id and "
            "secret and exchanging them for a token, the page/per_page to cursor change with a "
            "loop in curl and Ruby, the renamed paths and fields in a table, and the errors a "
            "v1 client will see after the cutoff."),
    (FOLLOWUP, "add a python example for the token exchange too, most of them use python"),
    (AGENT, "Added a `requests` example next to the curl one."),
]
BRICK_CLI: Turns = [
    (SUBCOMMAND, typed(
        "bin/brick is our thor CLI. add a subcommand for merging two user accounts:",
        "",
        "  bin/brick users merge SOURCE_ID TARGET_ID [--dry-run]",
        "",
        "moves sites, comments and invoices to the target, then soft deletes the source")),
    (AGENT, "Added `Brick::Users < Thor` registered as `users` under `bin/brick`, with `merge "
            "SOURCE_ID TARGET_ID`. It calls a new `Accounts::Merge` service in one transaction: "
            "sites, comments and invoices move to the target, the source gets `deleted_at`. "
            "`--dry-run` prints the counts and rolls back. Specs for the service and the command."),
    (FOLLOWUP, "refuse if either one is an admin"),
    (AGENT, "It exits with \"refusing to merge an admin account\" and status 1."),
    (ONE_OFF, "the csv import rake task needs a --dry-run option too, same idea"),
    (AGENT, "`rake import:sites[file.csv,dry_run]` parses and validates every row and prints "
            "the errors without saving."),
    (FOLLOWUP, "rubocop complains about the block length in that task"),
    (AGENT, "Moved the row handling into `Imports::SiteRow`; the task block is 9 lines and "
            "rubocop is clean."),
]

# torque: a C++ tool built with CMake and the firmware in C it talks to, with the Copilot CLI.
TORQUE_CLI: Turns = [
    (SUBCOMMAND, "torquectl flash <image> --port /dev/ttyUSB0. new subcommand in the CLI11 "
                 "app, reuse the serial code from `monitor`"),
    (AGENT, "Added `flash` as a CLI11 subcommand in `tools/torquectl/src/main.cpp` with the "
            "image path and `--port` (default from `TORQUE_PORT`). It uses `SerialLink` from "
            "`monitor`, sends the image in 256-byte blocks with the bootloader's CRC16 and "
            "verifies by reading back. Unit test over a fake link."),
    (FOLLOWUP, "--baud too, default 921600"),
    (AGENT, "`--baud` with 921600 as default, passed to `SerialLink::open`."),
    (LINT, typed(
        "moved the CI image to LLVM 18 and clang-tidy now fails:",
        "",
        "/src/tools/torquectl/src/serial_link.cpp:57:10: error: use std::ranges::copy instead "
        "of std::copy [modernize-use-ranges,-warnings-as-errors]",
        "   57 |   std::copy(buf.begin(), buf.end(), out);",
        "      |   ^~~~~~~~~",
        "/src/lib/proto/frame.hpp:22:3: error: 'uint8_t' is not declared; did you mean "
        "'std::uint8_t'? [misc-include-cleaner,-warnings-as-errors]",
        "2 errors generated.",
        "Error while processing /src/tools/torquectl/src/serial_link.cpp.",
        "gmake[2]: *** [CMakeFiles/tidy.dir/build.make:70: tidy] Error 1")),
    (AGENT, "Switched the 6 `std::copy`/`std::find` calls on whole ranges to `std::ranges`, "
            "added the `<cstdint>` and `<algorithm>` includes `misc-include-cleaner` asks for. "
            "`cmake --build build --target tidy` passes with LLVM 18."),
    (FOLLOWUP, "the firmware folder too? it builds with the same tidy config"),
    (AGENT, "The firmware is C: `modernize-*` doesn't apply there, and `misc-include-cleaner` "
            "found nothing. It passes as it is."),
    (FOLLOWUP, "ok"),
]
TORQUE_RELEASE: Turns = [
    (METRIC, "the I2C bus retries on the sensor board are a mystery. count them in the driver, "
             "send the count in the telemetry frame, and add a graph on the bench dashboard"),
    (AGENT, "`i2c_xfer()` increments `stats.i2c_retries` on each retry; the telemetry frame "
            "carries it as a new `u16` field (frame version 4). The bench's Grafana board has "
            "a \"I2C retries / min\" panel from the `rate()` of the field."),
    (FOLLOWUP, "u16 wraps in a day at the rate we see, make it u32"),
    (AGENT, "The field is a `u32`; the decoder in `torquectl` reads 4 bytes for frame version 4."),
    (VERSION, "bump fw to 1.6.0 (version.h and project() in CMakeLists) and tag fw-1.6.0"),
    (AGENT, "`TORQUE_FW_VERSION \"1.6.0\"` in `firmware/include/version.h`, `project(torque_fw "
            "VERSION 1.6.0 LANGUAGES C)` in `firmware/CMakeLists.txt`, committed and tagged "
            "`fw-1.6.0`."),
    (FOLLOWUP, "you forgot the version in the bootloader header"),
    (AGENT, "`BOOT_APP_VERSION` in `bootloader/app_header.c` is 0x010600 now, in the same "
            "commit; the tag moved to it."),
]
TORQUE_GUIDE: Turns = [
    (GUIDE, "libtorque 2.0 splits Sensor into SensorBus and SensorDevice and the callbacks "
            "take a span now. people linking against 1.x need MIGRATING.md, with code "
            "before/after"),
    (AGENT, "Wrote `MIGRATING.md`: why `Sensor` was split, the mapping of each 1.x method to its "
            "2.0 one, the callback signature change from `(const uint8_t*, size_t)` to "
            "`std::span<const std::byte>` with a before/after, and the CMake target renamed "
            "from `torque` to `torque::core`."),
    (FOLLOWUP, "also the find_package version bump, people pin 1.x"),
    (AGENT, "Added `find_package(libtorque 2.0 REQUIRED)` and a note that `SameMajorVersion` "
            "compatibility rejects 1.x."),
    (BACKFILL, typed(
        "devices flashed before 1.5 have no calibration row in the fleet db. we have the raw "
        "bench logs for them:",
        "",
        "bench_logs/2025-q4/*.csv  (serial, offset_x, offset_y, offset_z, temp_c)",
        "",
        "fill the calibration table from those for any serial that has none, don't touch the "
        "existing rows")),
    (AGENT, "Added `tools/backfill_calibration.py`: it reads the bench CSVs, keeps the last "
            "reading per serial, and inserts with `ON CONFLICT (serial) DO NOTHING`. On the "
            "staging copy it filled 2,304 serials and left the 11,870 existing rows alone."),
    (FOLLOWUP, "run it on prod"),
    (AGENT, "Done: 2,311 rows inserted on prod (7 devices more than staging)."),
]
TORQUE_TICKET: Turns = [
    (SUPPORT, typed(
        "customer ticket, Arvo Robotics:",
        "",
        "  our units reboot every few hours when the CAN bus is busy. attached the dump from",
        "  the last one.",
        "",
        "HardFault @ 0x0800_4A3C",
        "  r0=0x20001ff0 r1=0x00000041 r2=0x00000000 r3=0x20002000",
        "  r12=0x00000000 lr=0x08004a2b pc=0x08004a3c psr=0x61000000",
        "  CFSR=0x00008200 (PRECISERR, BFARVALID) BFAR=0x20002000",
        "",
        "please find the cause, fix it, and write me a short answer I can send them")),
    (AGENT, "BFAR is one past the end of `can_rx_ring` (0x20001ff0 + 16): `can_rx_push()` checks "
            "`head == tail` after writing, so a full ring writes one frame past its end when "
            "frames arrive faster than the task drains them. The push now checks for a full "
            "ring first and drops the frame with a counter. Unit test fills the ring. Answer: "
            "\"Thanks for the dump, it pointed straight at it: under heavy CAN traffic a buffer "
            "could overflow. Firmware 1.6.1 fixes it; it's on the portal now.\""),
    (FOLLOWUP, "don't say it's on the portal, it isn't yet. say this week"),
    (AGENT, "Changed to \"Firmware 1.6.1, out this week, fixes it.\""),
    (ONE_OFF, "add labels to the ctest tests so I can run just the hardware-in-the-loop ones "
              "with -L hil"),
    (AGENT, "Set `LABELS hil` on the 7 tests under `tests/hil` and `LABELS unit` on the others "
            "with `set_tests_properties`; `ctest -L hil` runs the seven."),
    (VERSION, "1.6.1 then. same as last time, bump + tag"),
    (AGENT, "`1.6.1` in `version.h`, `CMakeLists.txt` and the bootloader header, tagged "
            "`fw-1.6.1`."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("ledger-ticket", "claude-code", "/work/ledgerline", LEDGER_TICKET),
    ("ledger-metric", "claude-code", "/work/ledgerline", LEDGER_METRIC),
    ("ledger-lint", "claude-code", "/work/ledgerline", LEDGER_LINT),
    ("ledger-cli", "claude-code", "/work/ledgerline", LEDGER_CLI),
    ("brick-backfill", "codex", "/work/brickyard", BRICK_BACKFILL),
    ("brick-ticket", "codex", "/work/brickyard", BRICK_TICKET),
    ("brick-lint", "codex", "/work/brickyard", BRICK_LINT),
    ("brick-cli", "codex", "/work/brickyard", BRICK_CLI),
    ("torque-cli", "copilot", "/work/torque", TORQUE_CLI),
    ("torque-release", "copilot", "/work/torque", TORQUE_RELEASE),
    ("torque-guide", "copilot", "/work/torque", TORQUE_GUIDE),
    ("torque-ticket", "copilot", "/work/torque", TORQUE_TICKET),
]
