"""The sessions of the twenty-first batch: the same kinds of work asked again in other sessions in
other words, by people whose work is web backends in PHP, Ruby and C# and firmware in C (a
Laravel invoicing app and a Rails clinic app of one agency developer; an ASP.NET Core API with
EF Core; a thermostat's firmware built with CMake, with its drivers, host tests and a
hardware-in-the-loop rig), with the agent's replies, and work that shares their words but is of
another kind.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
MIGRATION = "add-migration"          # a schema migration written (Laravel, Active Record, EF Core)
SPEC = "fix-failing-spec"            # a test that fails (RSpec, xUnit, Unity under ctest) fixed
ACTION = "add-api-action"            # an API resource, endpoint or controller action added
BUMP = "bump-framework"              # a framework or vendor SDK moved to another version
WARNINGS = "fix-compiler-warnings"   # a set of compiler warnings made to go away
REVIEW = "address-review"            # the comments of a review of a pull or merge request addressed
NOTES = "write-release-notes"        # release notes for a version

__all__ = ["ACTION", "AGENT", "BUMP", "FOLLOWUP", "MIGRATION", "NOTES", "ONE_OFF", "REVIEW",
           "SESSIONS", "SPEC", "WARNINGS"]

# invoicer and clinic: an agency developer's Laravel app and Rails app, with Claude Code.
INV_CREDIT: Turns = [
    (MIGRATION, "need a migration for credit_notes — invoice_id fk, amount decimal(12,2), "
                "reason string nullable, softdeletes"),
    (AGENT, "Added `database/migrations/2026_12_01_091500_create_credit_notes_table.php`: "
            "`foreignId('invoice_id')->constrained()->cascadeOnDelete()`, `decimal('amount', "
            "12, 2)`, `string('reason')->nullable()`, timestamps and `softDeletes()`."),
    (FOLLOWUP, typed(
        "   Illuminate\\Database\\QueryException ",
        "",
        "  SQLSTATE[HY000]: General error: 1215 Cannot add foreign key constraint (Connection: "
        "mysql, SQL: alter table `credit_notes` add constraint "
        "`credit_notes_invoice_id_foreign` foreign key (`invoice_id`) references `invoices` "
        "(`id`) on delete cascade)",
        "",
        "  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:829")),
    (AGENT, "`invoices.id` was made with `increments()` in the 2019 migration, an unsigned "
            "INT, and `foreignId` makes an unsigned BIGINT; MySQL refuses the mismatch. The "
            "column is now `unsignedInteger('invoice_id')` with the foreign key declared on "
            "it; `php artisan migrate` passes."),
    (ACTION, "now an api resource for it. CreditNoteResource + index/store on "
             "/api/invoices/{invoice}/credit-notes, form request for the validation"),
    (AGENT, "Added `CreditNoteResource`, `StoreCreditNoteRequest` (amount required, numeric, "
            "not more than the invoice's open balance), `CreditNoteController@index/store` and "
            "`Route::apiResource('invoices.credit-notes', ...)->only(['index', 'store'])` in "
            "`routes/api.php`, with feature tests for both."),
    (FOLLOWUP, "amount should come back as a string like on InvoiceResource, not a float"),
    (AGENT, "`amount` is now `number_format($this->amount, 2, '.', '')`, as `InvoiceResource` "
            "does it; the tests assert `\"120.00\"`."),
    (ONE_OFF, "commit"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed."),
]
INV_UPGRADE: Turns = [
    (BUMP, "we're still on laravel 10, take it to 11. composer.json + whatever breaks"),
    (AGENT, "Set `laravel/framework` to `^11.0`, `nunomaduro/collision` to `^8.1` and "
            "`phpunit/phpunit` to `^11.0`; `composer update -W` resolved. Moved the rate "
            "limiter from `RouteServiceProvider` to `AppServiceProvider::boot` and replaced "
            "the removed `$dates` property on `Invoice` with `casts()`."),
    (FOLLOWUP, typed(
        "PHPUnit 11.0.9 by Sebastian Bergmann and contributors.",
        "",
        "...........E......",
        "",
        "There was 1 error:",
        "",
        "1) Tests\\Feature\\InvoicePdfTest::test_it_renders_the_pdf",
        "Error: Call to undefined method Barryvdh\\DomPDF\\PDF::setOptions()",
        "",
        "/app/app/Services/InvoicePdf.php:31",
        "",
        "ERRORS!",
        "Tests: 19, Assertions: 54, Errors: 1.")),
    (AGENT, "`barryvdh/laravel-dompdf` had to go to 3.x for Laravel 11, and 3.x renamed "
            "`setOptions()` to `setOption()` taking an array. `InvoicePdf` uses the new call; "
            "19 tests pass."),
    (ONE_OFF, "roll back the last migration on my local db, i want to rerun it with the seeder"),
    (AGENT, "Ran `php artisan migrate:rollback --step=1` (it dropped `credit_notes`), then "
            "`php artisan migrate --seed`; the table is back with the 40 seeded credit notes."),
    (NOTES, "release notes for v3.0 for the client pls — laravel 11, credit notes, the pdf fix. "
            "non technical, they forward it to their accountants"),
    (AGENT, "Wrote `docs/releases/v3.0.md`: what credit notes are and where to find them on an "
            "invoice, that PDFs render as before, and that the update keeps the app on a "
            "supported version until 2026."),
    (FOLLOWUP, "shorter. 5 bullets max"),
    (AGENT, "Cut it to five bullets, one line each."),
]
CLINIC_SPEC: Turns = [
    (SPEC, typed(
        "Failures:",
        "",
        "  1) Appointments POST /appointments with an overlapping slot returns 422",
        "     Failure/Error: expect(response).to have_http_status(:unprocessable_entity)",
        "       expected the response to have status code :unprocessable_entity (422) but it "
        "was :created (201)",
        "     # ./spec/requests/appointments_spec.rb:48:in `block (4 levels) in <top "
        "(required)>'",
        "",
        "Finished in 2.41 seconds (files took 1.9 seconds to load)",
        "57 examples, 1 failure",
        "",
        "rspec ./spec/requests/appointments_spec.rb:48 # Appointments POST /appointments with "
        "an overlapping slot returns 422",
        "",
        "this ones been red since fridays merge")),
    (AGENT, "Friday's merge moved the overlap check into `Appointment#slot_free?` and made it "
            "compare `starts_at` with `<` on both ends, so a slot that starts exactly when "
            "another ends passes, and so does the spec's, which starts inside it but the "
            "check reads `ends_at` of the new record before it is set. I made the spec build "
            "the appointment with `ends_at`."),
    (FOLLOWUP, "no dont change the spec, the overlap check is what broke"),
    (AGENT, "Reverted the spec. `slot_free?` now sets `ends_at` from the duration before it "
            "compares, as the callback did before the merge; the spec passes unchanged."),
    (MIGRATION, "add_index on appointments (practitioner_id, starts_at), unique, as an AR "
                "migration. model validation to match"),
    (AGENT, "Added `db/migrate/20261202101200_add_practitioner_slot_index_to_appointments.rb` "
            "with `add_index :appointments, [:practitioner_id, :starts_at], unique: true, "
            "algorithm: :concurrently` and `disable_ddl_transaction!`, and "
            "`validates :starts_at, uniqueness: { scope: :practitioner_id }` on the model."),
    (FOLLOWUP, typed(
        "PG::UniqueViolation: ERROR:  could not create unique index "
        "\"index_appointments_on_practitioner_id_and_starts_at\"",
        "DETAIL:  Key (practitioner_id, starts_at)=(12, 2026-10-03 09:00:00) is duplicated.")),
    (AGENT, "Staging has 3 pairs of double-booked rows from before the check existed. The "
            "migration now cancels the later of each pair (sets `cancelled_at`) before it "
            "builds the index, and the index is partial: `where: \"cancelled_at IS NULL\"`."),
    (ONE_OFF, "write specs for Reminders::Dispatcher, it has zero coverage"),
    (AGENT, "Added `spec/services/reminders/dispatcher_spec.rb`: an SMS due in the window is "
            "sent once, a cancelled appointment gets none, a failed send is retried, and "
            "patients who opted out are skipped; 9 examples."),
]
CLINIC_REVIEW: Turns = [
    (REVIEW, typed(
        "dmitri commented on app/controllers/api/v1/patients_controller.rb line 22:",
        "> `Patient.find(params[:id])` isn't scoped to the clinic, any clinic can read any "
        "patient",
        "",
        "dmitri commented on app/serializers/patient_serializer.rb:",
        "> don't expose ssn_last4 in the index",
        "",
        "kwame: nit: before_action :set_patient only for show/update",
        "",
        "pls address")),
    (AGENT, "`set_patient` is now `current_clinic.patients.find(params[:id])` and runs "
            "`only: %i[show update]`; the index uses `PatientSummarySerializer` without "
            "`ssn_last4`. Added a request spec that another clinic's patient is a 404."),
    (FOLLOWUP, "patients_spec still green?"),
    (AGENT, "Yes: `bundle exec rspec spec/requests/api/v1/patients_spec.rb` — 14 examples, "
            "0 failures."),
    (ACTION, "add a cancel action to the appointments api. PATCH "
             "/api/v1/appointments/:id/cancel, sets cancelled_at + reason, 409 if it's "
             "already in the past"),
    (AGENT, "Added `AppointmentsController#cancel`, `member { patch :cancel }` in the routes, "
            "a 409 with `{error: \"appointment_in_past\"}` when `starts_at` has passed, and "
            "request specs for the three cases."),
    (FOLLOWUP, "reason is required, 422 without it"),
    (AGENT, "`cancel` now answers 422 with the model's errors when `reason` is blank; spec "
            "added."),
    (BUMP, "rails 7.1.3 -> 7.2.2 pls. run app:update but keep our config/application.rb "
           "changes"),
    (AGENT, "Bumped `rails` to `~> 7.2.2`, ran `bin/rails app:update` and kept our "
            "`config/application.rb` (only `config.load_defaults 7.2` taken), added "
            "`new_framework_defaults_7_2.rb` with everything commented out, and replaced "
            "`ActiveRecord::Base.connection` in two rake tasks with `with_connection`. The "
            "suite passes."),
    (FOLLOWUP, "thx"),
]

# ledgerly: an ASP.NET Core API with EF Core on Postgres, with Codex.
NET_PAYOUTS: Turns = [
    (ACTION, "Add an endpoint to PayoutsController: GET api/payouts/{id}/lines returning "
             "PayoutLineDto[], 404 when the payout doesn't exist. use the existing "
             "IPayoutService"),
    (AGENT, "Added `GetLines(Guid id)` with `[HttpGet(\"{id:guid}/lines\")]`, "
            "`ProducesResponseType` for 200 and 404, `IPayoutService.GetLinesAsync`, and a "
            "`PayoutLineDto` record mapped from `PayoutLine`."),
    (FOLLOWUP, typed(
        "/src/Ledgerly.Api/Controllers/PayoutsController.cs(57,35): error CS0246: The type or "
        "namespace name 'PayoutLineDto' could not be found (are you missing a using directive "
        "or an assembly reference?) [/src/Ledgerly.Api/Ledgerly.Api.csproj]",
        "",
        "Build FAILED.")),
    (AGENT, "The DTO went into `Ledgerly.Contracts.Payouts`, which the controller did not "
            "import. Added the `using`; `dotnet build` passes."),
    (MIGRATION, "the lines need a Currency column, char(3), required, 'EUR' for the existing "
                "rows. add the EF migration"),
    (AGENT, "Added `Currency` to `PayoutLine` with `HasMaxLength(3).IsFixedLength()` and "
            "`HasDefaultValue(\"EUR\")`, and ran `dotnet ef migrations add AddCurrency -p "
            "src/Ledgerly.Infrastructure -s src/Ledgerly.Api`."),
    (FOLLOWUP, "Remove-Migration it then, I want it named AddPayoutLineCurrency not AddCurrency"),
    (AGENT, "Ran `dotnet ef migrations remove` and added it again as "
            "`20261203094512_AddPayoutLineCurrency`; the snapshot has the column once."),
    (ONE_OFF, "why does dotnet ef warn 'An operation was scaffolded that may result in the loss "
              "of data' on that one? its just a new column"),
    (AGENT, "It is not from the new column: the model also had `Reference` shortened from 128 "
            "to 64 characters since the last migration, and an `AlterColumn` to a shorter "
            "length can cut values, so EF warns. Nothing in `Reference` is over 40 "
            "characters today."),
]
NET_TESTS: Turns = [
    (SPEC, typed(
        "  Failed Ledgerly.Tests.Payouts.PayoutServiceTests.Settle_WhenFxRateMissing_Throws "
        "[12 ms]",
        "  Error Message:",
        "   Assert.Throws() Failure: No exception was thrown",
        "Expected: typeof(Ledgerly.Domain.FxRateMissingException)",
        "  Stack Trace:",
        "     at Ledgerly.Tests.Payouts.PayoutServiceTests.Settle_WhenFxRateMissing_Throws() in "
        "/src/tests/Ledgerly.Tests/Payouts/PayoutServiceTests.cs:line 88",
        "",
        "Failed!  - Failed:     1, Passed:   311, Skipped:     2, Total:   314, Duration: 9 s - "
        "Ledgerly.Tests.dll (net8.0)")),
    (AGENT, "`FxRateProvider.GetRateAsync` falls back to the previous day's rate since the "
            "change of the 28th, so settling with no rate for the day no longer throws. "
            "`PayoutService.Settle` now asks with `allowFallback: false`; the test passes."),
    (FOLLOWUP, "so the fallback to yesterday's rate was never meant for settlement? check the "
               "blame"),
    (AGENT, "Right: the commit that added it (`a41c9e2`, \"show yesterday's rate on the "
            "dashboard when today's is late\") only meant the dashboard; its PR never mentions "
            "settlement."),
    (WARNINGS, "dotnet build spits out ~40 CS8618/CS8602 nullable warnings in Ledgerly.Domain. "
               "clean them up so we can turn on TreatWarningsAsErrors for that project"),
    (AGENT, "Fixed the 41 warnings: entity properties set by EF got `= null!` where EF sets "
            "them, navigation properties became nullable, and 6 real null dereferences in "
            "`Invoice.Totals` now check first. `TreatWarningsAsErrors` is on in "
            "`Ledgerly.Domain.csproj`."),
    (FOLLOWUP, "dont just slap = null! everywhere. use required where the ctor or an "
               "initializer sets it"),
    (AGENT, "Replaced `= null!` with `required` on the 23 properties set by object "
            "initializers; `null!` remains only on the 9 EF navigation properties."),
    (ONE_OFF, "ok commit + push"),  # an operation on the work: a task of its own kind
    (AGENT, "Committed and pushed."),
]
NET_UPGRADE: Turns = [
    (BUMP, "time to go to .NET 9 — TargetFramework, the EF Core 9 packages, Npgsql. fix what "
           "breaks"),
    (AGENT, "Set `net9.0` in `Directory.Build.props`, EF Core and "
            "`Microsoft.AspNetCore.*` to 9.0.0, `Npgsql.EntityFrameworkCore.PostgreSQL` to "
            "9.0.2; replaced the removed `UseNpgsql(..., o => o.UseNodaTime())` overload's "
            "options and the `ISystemClock` in the auth handler with `TimeProvider`."),
    (FOLLOWUP, typed(
        "warning NU1608: Detected package version outside of dependency constraint: "
        "Npgsql.EntityFrameworkCore.PostgreSQL.NodaTime 8.0.4 requires "
        "Microsoft.EntityFrameworkCore (>= 8.0.4 && < 9.0.0) but version "
        "Microsoft.EntityFrameworkCore 9.0.0 was resolved.")),
    (AGENT, "The NodaTime plugin was still pinned at 8.0.4 in `Ledgerly.Infrastructure.csproj`; "
            "moved it to 9.0.2 with the provider. Restore is clean."),
    (MIGRATION, "Add migration for the AuditEntries table: Id, EntityName, EntityId, Action, "
                "ChangedBy, ChangedAt (utc), Changes as jsonb"),
    (AGENT, "Added the `AuditEntry` entity and its `IEntityTypeConfiguration` (`Changes` as "
            "`jsonb`, an index on `(EntityName, EntityId)`), and the migration "
            "`20261204110233_AddAuditEntries`."),
    (ONE_OFF, "generate the idempotent sql script for the last two migrations, the dba runs "
              "prod by hand"),
    (AGENT, "`dotnet ef migrations script AddPayoutLineCurrency AddAuditEntries --idempotent "
            "-o artifacts/2.9.0.sql`: each step is guarded by a check of "
            "`__EFMigrationsHistory`."),
    (NOTES, "write the release notes for 2.9.0: .NET 9, the audit log, the payout lines "
            "endpoint. CHANGELOG.md and the github release"),
    (AGENT, "Added the 2.9.0 section to `CHANGELOG.md` (Added: audit log, "
            "`GET /api/payouts/{id}/lines`; Changed: .NET 9, EF Core 9; Database: two "
            "migrations, script in the release) and the same text in `.github/release.md`."),
    (FOLLOWUP, "👍"),
]
NET_REVIEW: Turns = [
    (REVIEW, typed(
        "Review from Priya on #418:",
        "",
        "> **PayoutsController.cs** L41: this returns 500 on a missing payout, should be "
        "NotFound()",
        "> **AuditInterceptor.cs**: the SavingChangesAsync override doesn't pass the "
        "CancellationToken through",
        "> nit: `var` everywhere else, be consistent",
        "",
        "fix those")),
    (AGENT, "`GetById` returns `NotFound()` when the service gives null instead of letting the "
            "`InvalidOperationException` through; the interceptor passes `cancellationToken` to "
            "`base.SavingChangesAsync`; the explicit types in `PayoutService` are `var` now."),
    (FOLLOWUP, "she also wants a test for the 404"),
    (AGENT, "Added `GetById_UnknownId_Returns404` with the `WebApplicationFactory` fixture."),
    (ACTION, typed(
        "LED-512  Void an invoice",
        "Type: Story   Priority: Medium   Sprint: Ledger 41",
        "",
        "As a finance user I need to void an invoice that was issued by mistake.",
        "",
        "Acceptance criteria",
        "- POST /api/invoices/{id}/void",
        "- only Draft or Issued invoices, 409 otherwise",
        "- returns 204",
        "- Finance policy",
        "",
        "pick this one up")),
    (AGENT, "Added `Void(Guid id)` to `InvoicesController` with `[HttpPost(\"{id:guid}/void\")]` "
            "and `[Authorize(Policy = \"Finance\")]`, `Invoice.Void()` that throws "
            "`InvalidInvoiceStateException` from any other state (mapped to 409), and "
            "integration tests for 204, 409 and 403."),
    (FOLLOWUP, "swagger should show the 409 too"),
    (AGENT, "Added `[ProducesResponseType(typeof(ProblemDetails), 409)]`; it shows in "
            "`/swagger`."),
]

# thermo-fw: a thermostat's firmware in C on an STM32F4, CMake, with the Copilot CLI.
FW_WARNINGS: Turns = [
    (WARNINGS, typed(
        "../drivers/bme280.c: In function 'bme280_compensate_t':",
        "../drivers/bme280.c:142:24: warning: conversion from 'int32_t' {aka 'long int'} to "
        "'int16_t' {aka 'short int'} may change value [-Wconversion]",
        "../drivers/bme280.c:171:9: warning: unused variable 'var3' [-Wunused-variable]",
        "../app/ctrl.c:58:31: warning: comparison of integer expressions of different "
        "signedness: 'int' and 'uint32_t' [-Wsign-compare]",
        "",
        "turned on -Wall -Wextra -Wconversion in the toolchain file, 60ish of these. get it to "
        "zero")),
    (AGENT, "Fixed all 63: the sign comparisons by making the loop counters `uint32_t`, the "
            "unused variables removed, and the conversions with explicit casts where the value "
            "is range-checked before. `cmake --build build/fw` is warning-free."),
    (FOLLOWUP, "no casts to shut it up in the compensate math, the datasheet formula needs "
               "int32 all the way"),
    (AGENT, "Reverted the casts in `bme280_compensate_t/p/h`; the intermediates are `int32_t` "
            "(`int64_t` for pressure, as the datasheet's 64-bit variant) and only the final "
            "result is narrowed, after a clamp to the sensor's range."),
    (ONE_OFF, "what does -Wdouble-promotion actually catch? worth turning on for an M4F?"),
    (AGENT, "It warns where a `float` is promoted to `double` implicitly, as in `x * 0.5` or a "
            "`float` passed to `printf`. On the M4F the FPU is single-precision only, so each "
            "of those becomes a software double routine: worth it, it found 7 in `ctrl.c`."),
    (ONE_OFF, typed(
        "HIL test test_fan_ramp fails maybe 1 in 6 runs on the rig:",
        "",
        "[hil] t=1.204s set target 40%",
        "[hil] t=1.310s PWM duty 38% expected 40%±1",
        "[hil] FAIL test_fan_ramp (1 of 14)",
        "",
        "timing?")),
    (AGENT, "The test samples the duty 100 ms after setting the target, but the ramp moves 2% "
            "per 20 ms tick from wherever it was, so from 30% it needs 100 ms plus the tick's "
            "phase. It now waits for the `ramp_done` event (with a 500 ms timeout) before it "
            "reads the duty; 50 runs on the rig, no failure."),
]
FW_SPEC: Turns = [
    (SPEC, typed(
        "test/test_ringbuf.c:77:test_ringbuf_wraps_at_capacity:FAIL: Expected 0 Was 16",
        "-----------------------",
        "9 Tests 1 Failures 0 Ignored",
        "FAIL",
        "",
        "87% tests passed, 1 tests failed out of 8",
        "The following tests FAILED:",
        "\t  4 - test_ringbuf (Failed)",
        "",
        "ringbuf test broke after I changed the capacity to a power of two")),
    (AGENT, "With a power-of-two capacity the index wraps by `& (cap - 1)`, but `rb_push` "
            "still compares `head == cap` to wrap, which never happens now, so the 17th push "
            "writes past the end. `rb_push` and `rb_pop` mask both indexes; the test passes."),
    (FOLLOWUP, "yep that was it. thx"),
    (BUMP, "bump STM32CubeF4 1.27.1 -> 1.28.1, its the submodule in third_party/. the usart "
           "code will probably break"),
    (AGENT, "Moved `third_party/STM32CubeF4` to `v1.28.1` and updated the CMSIS include path "
            "in `cmake/stm32f4.cmake`; `HAL_UART_RegisterCallback` now takes the callback id "
            "first, changed in `drivers/usart.c`."),
    (FOLLOWUP, typed(
        "[ 41%] Building C object drivers/CMakeFiles/drivers.dir/usart.c.obj",
        "/work/thermo-fw/drivers/usart.c: In function 'usart_rx_event':",
        "/work/thermo-fw/drivers/usart.c:203:5: error: unknown type name "
        "'HAL_UART_RxEventTypeTypeDef'",
        "  203 |     HAL_UART_RxEventTypeTypeDef type = HAL_UARTEx_GetRxEventType(huart);",
        "      |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~",
        "make[2]: *** [drivers/CMakeFiles/drivers.dir/build.make:90: "
        "drivers/CMakeFiles/drivers.dir/usart.c.obj] Error 1")),
    (AGENT, "1.28.1 defines that type only with `USE_HAL_UART_REGISTER_CALLBACKS`, which our "
            "`stm32f4xx_hal_conf.h` left at 0 since we copied the template. Set it to 1 as "
            "the new template has it; the firmware builds."),
    (ONE_OFF, "add a cmake preset for the release build, -Os and LTO"),
    (AGENT, "Added `fw-release` to `CMakePresets.json`: the arm toolchain file, "
            "`CMAKE_BUILD_TYPE=MinSizeRel`, `CMAKE_INTERPROCEDURAL_OPTIMIZATION=ON`, and a "
            "build preset of the same name. The image is 71 KiB, from 88."),
]
FW_REVIEW: Turns = [
    (REVIEW, typed(
        "Jonas Weber @jweber · 2 days ago",
        "i2c_read_reg(): no timeout on the busy-wait at line 64, the bus can hang forever",
        "",
        "Jonas Weber @jweber · 2 days ago",
        "magic number 0x76 — use BME280_ADDR_PRIMARY",
        "",
        "Ana Lopes @alopes · 1 day ago",
        "the ISR sets a flag that isn't volatile",
        "",
        "go through these pls")),
    (AGENT, "`i2c_read_reg` gives up after 10000 loop iterations with `I2C_ERR_TIMEOUT`; "
            "`0x76` is `BME280_ADDR_PRIMARY` in the three places; `rx_done` in `i2c.c` is "
            "`volatile bool`."),
    (FOLLOWUP, "timeout in ms off HAL_GetTick, not a loop count"),
    (AGENT, "The wait now ends when `HAL_GetTick() - start > I2C_TIMEOUT_MS` (25 ms), which "
            "holds whatever the clock."),
    (WARNINGS, "host build with clang has its own warnings now, -Wcast-align in protocol.c "
               "and -Wimplicit-fallthrough in the state machine. fix those, without breaking "
               "gcc's"),
    (AGENT, "`protocol.c` reads the frame's fields with `memcpy` into aligned locals instead of "
            "casting the byte pointer; the two fallthroughs in `ctrl_sm.c` that are meant got "
            "`__attribute__((fallthrough))` behind a `FALLTHROUGH` macro, the third was a "
            "missing `break`. Both compilers build with no warning."),
    (NOTES, typed(
        "release notes for fw 1.8.0 pls, git log v1.7.2..HEAD --oneline:",
        "",
        "a1b2c3d fix(i2c): timeout on busy wait",
        "9f8e7d6 feat(fan): ramp curve from config",
        "33aa21c chore: bump STM32CubeF4 to 1.28.1",
        "0c0ffee fix: volatile isr flag",
        "",
        "for the field techs, they flash it with the updater")),
    (AGENT, "Wrote `docs/release-notes/1.8.0.md`: the fan ramp curve is set from the config "
            "file, the I2C bus no longer hangs when the sensor stops answering, a rare missed "
            "reading fixed, and how to flash it with the updater."),
    (FOLLOWUP, "techs dont know what i2c is, say sensor"),
    (AGENT, "Replaced \"I2C bus\" with \"the temperature sensor\"."),
]
FW_DRIVER: Turns = [
    (ONE_OFF, "write a driver for the SHT40 humidity sensor, same shape as drivers/bme280.c "
              "(init, read, crc check)"),
    (AGENT, "Added `drivers/sht40.c/.h`: `sht40_init` (soft reset, serial number read), "
            "`sht40_read` (high-precision measurement, 10 ms wait, both CRCs checked) and the "
            "conversion to centi-degrees and per-mille humidity, over `i2c_read_reg`."),
    (FOLLOWUP, "crc8 is poly 0x31 init 0xFF, double check"),
    (AGENT, "It is: `crc8(data, 2)` uses `0x31` with `0xFF` as the start value and no final "
            "XOR; the datasheet's example `0xBEEF` gives `0x92`, checked in a host test."),
    (SPEC, typed(
        "unrelated: the pid tests are red on ci since monday",
        "",
        "test/test_pid.c:41:test_pid_integral_clamps:FAIL: Expected 100 Was 112",
        "",
        "can you look")),
    (AGENT, "Monday's change made the output clamp happen after the integral is added, so the "
            "integral winds up past the limit for one step. The clamp applies to the "
            "integral term again (anti-windup), then to the output; the test passes."),
    (ONE_OFF, "tag v1.8.0 and push the tag"),
    (AGENT, "Tagged `v1.8.0` on `main` and pushed it."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("inv-credit", "claude-code", "/work/invoicer", INV_CREDIT),
    ("inv-upgrade", "claude-code", "/work/invoicer", INV_UPGRADE),
    ("clinic-spec", "claude-code", "/work/clinic", CLINIC_SPEC),
    ("clinic-review", "claude-code", "/work/clinic", CLINIC_REVIEW),
    ("net-payouts", "codex", "/work/ledgerly", NET_PAYOUTS),
    ("net-tests", "codex", "/work/ledgerly", NET_TESTS),
    ("net-upgrade", "codex", "/work/ledgerly", NET_UPGRADE),
    ("net-review", "codex", "/work/ledgerly", NET_REVIEW),
    ("fw-warnings", "copilot", "/work/thermo-fw", FW_WARNINGS),
    ("fw-spec", "copilot", "/work/thermo-fw", FW_SPEC),
    ("fw-review", "copilot", "/work/thermo-fw", FW_REVIEW),
    ("fw-driver", "copilot", "/work/thermo-fw", FW_DRIVER),
]
