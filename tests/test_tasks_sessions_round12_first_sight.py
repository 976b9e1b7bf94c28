"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the twelfth batch, at
first sight.

A first-sight batch taken from sixteen whole sessions of eight people on eight repositories: a
Symfony app in PHP with Claude Code, a Django REST Framework API with Codex, Go gRPC services with
the Copilot CLI, no_std firmware in Rust with Claude Code, a NestJS API with Codex, a Ktor service
in Kotlin with the Copilot CLI, Terraform on GCP with Claude Code and an OCaml library with dune
with Codex. Written with the reading each message should get before the reader was changed for
them. Most of the "always", "never", "use" and "should" of the batch are not the people's rules:
the programs' own words in what is pasted (phpstan's "Did you mean", Symfony's "User Deprecated:
... use \"annotation_reader\" instead", buf lint's "should be prefixed", rustc's "help: consider
importing", Nest's "Potential solutions", Gradle's "Run with --stacktrace", Terraform's "Use
binary_authorization.evaluation_mode instead", opam's "It may help to run"), a colleague's review,
a reviewer's nit, a review with a suggestion block and a lead's chat message, each applied once or
put off, the framework's, the chip's and the cloud's docs with their own imperatives; questions,
hypotheticals ("if we ever ... we should never"), idioms, sarcasm marked and not. Among them, the
people's own rules of code and process: bans with their reach ("in controllers", "inside a
handler", "in the firmware crate", "outside `src/config`", "in `lib/`"), two names banned one or
the other, commands listed at their moment with a verb or none ("`dune build @fmt` and `dune
test` before you say done, every time", "before you push: `pytest -q` and `python manage.py
makemigrations --check`"), often after a yes to the agent's proposal; each ban said again in the
second session ("I told you that last week", "I said that on Tuesday", "we went through this last
week:", "same rule as last week:").

Measured on the sixteen sessions before the reader was changed for them: 6 read right; a wrong
lesson in 2 (Symfony's deprecation notice pasted under its level, "User Deprecated: ... use
\"annotation_reader\" instead", read as the person's: `annotation_reader` to add and
`annotations.cached_reader` banned, both standing; "always pass the request's `ctx` down", a
value handed on through the calls, standing as a use of `ctx` in every change), and misses only
in 8 more: commands listed at their moment read short or not at all (a second command after a
first, taken for what the words before it run on when it holds a path, `bin/phpunit` or `go test
./...`; two commands at a moment with no verb; a build alias by its "@", `dune build @fmt`), "yes,
do that. and never ..." read without the yes, a ban said again "on Tuesday" kept to its task, a
grant banned ("never grant `roles/owner` ... to a service account") read as nothing, and the eight
in `KNOWN_MISSES`. After: 8 read right, with no wrong lesson or wrong check left; of the 24
standing preferences said, 21 stand with the sessions they were said in, one from one session of
its two, and none that was not said (15 before, 3 of them wrong). Here, by message: rules 9/24,
nothing 21/22, one-offs 10/10, look-alikes 15/15 before; rules 16/24, nothing 22/22, one-offs
10/10, look-alikes 15/15 after. No expectation was changed after the run. Rules 17/24 once code
put somewhere in the code ("never put `AllowAny` on a viewset") was read as code added there.

Variants of the same kinds, written after the batch from how people say such things, are below,
each with its tests: PHP's notices by their level pasted ("PHP Deprecated:", "User Deprecated:",
"PHP Warning:"); a value passed on ("down", "along", "through"), which is no name to add, and not
one passed to a place; commands listed at their moment with no verb, each run, and not when one is
no command; a command listed after another whose words hold a path, run too, and not a folder; a
build alias or a scope by an "@"; "do that", "do this" as the yes before a rule of its own, and not
"leave that"; a ban said on an earlier day named or counted, and not "I checked on Tuesday" or of
one file; what is granted, banned or asked for, and not a grant in words.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    FILES,
    RUNS,
    Judged,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# tillwell: a Symfony app in PHP, with Claude Code.
_SF_LOG = (
    "vendor/bin/phpstan analyse src --level=8\n\n ------ ------------------------------------------"
    "--------------------\n  Line   src/Controller/InvoiceController.php\n ------ ---------------"
    "-----------------------------------------------\n  54     Call to an undefined method "
    "App\\Repository\\InvoiceRepository::findOpen().\n         \U0001f4a1 Did you mean findOneBy()?"
    "\n ------ --------------------------------------------------------------\n\n [ERROR] Found 1 "
    "error\n\nUser Deprecated: Since symfony/framework-bundle 6.4: The \"annotations.cached_reader"
    "\" service is deprecated, use \"annotation_reader\" instead.\n\nfix the phpstan error")
_SF_REPLY = (
    "`findOpen()` was renamed to `findUnpaid()` in the repository last week; the controller calls "
    "that now and phpstan is clean. The controller also builds its queries with "
    "`$this->getDoctrine()` and raw DQL strings; want me to move them into `InvoiceRepository` "
    "methods?")
_SF_RULE = (
    "yes, move them. and from now on never call `getDoctrine()` in controllers, inject the "
    "repository in the constructor instead")
_SF_CHECK_RULE = (
    "one more thing: always run `vendor/bin/phpstan analyse` and `bin/phpunit` before you say "
    "it's done")
_SF_REVIEW = (
    "> **lena** on `src/Service/Mailer.php`: We should always type-hint `MailerInterface`, never "
    "the concrete `Mailer`. And never use `dump()` in services.\n\nfair on the type-hint, do that "
    "in Mailer.php only. the rest is for the cleanup sprint")
_SF_AGAIN = (
    "`ReportController` calls `getDoctrine()` again. no `getDoctrine()` in controllers, I told "
    "you that last week")
_SF_Q = "should we always use attributes for routes now, or are the yaml routes fine?"
_SF_IDIOM = "never mind the cache warmup error, I cleared var/cache and it went away"

# parcelbay: a Django REST Framework API, with Codex.
_DRF_TRACE = (
    "pytest api/tests/test_shipments.py -x\n...\nE       AssertionError: 500 != 201\n"
    "----------------------------- Captured log call -----------------------------\nERROR    "
    "django.request:log.py:241 Internal Server Error: /api/shipments/\nTraceback (most recent "
    "call last):\n  File \"/app/api/serializers.py\", line 38, in create\n    carrier = "
    "Carrier.objects.get(code=validated_data.pop(\"carrier\"))\napi.models.Carrier.DoesNotExist: "
    "Carrier matching query does not exist.\n=========================== short test summary info "
    "===========================\nFAILED api/tests/test_shipments.py::test_create_shipment - "
    "AssertionError: 500 != 201\n\nthe create endpoint 500s when the carrier code is unknown, it "
    "should be a 400")
_DRF_REPLY = (
    "`ShipmentSerializer.create` looked the carrier up with `Carrier.objects.get`; it is a "
    "`SlugRelatedField` now, so an unknown code is a 400 with a field error. `ShipmentViewSet` "
    "still sets `permission_classes = [AllowAny]`; want me to change it to `IsAuthenticated`?")
_DRF_RULE = (
    "yes. and never put `AllowAny` on a viewset in this project, the few public endpoints have "
    "their own base view")
_DRF_TEST_RULE = (
    "before you push: `pytest -q` and `python manage.py makemigrations --check`, every time")
_DRF_DOCS = (
    "from the DRF docs:\n\n> Note: If you're using `ModelViewSet`, you should always override "
    "`get_queryset` rather than setting `queryset` when the results depend on the request user. "
    "You should never rely on the `queryset` attribute being re-evaluated.\n\nso does that apply "
    "to `InvoiceViewSet`? it filters by `request.user` in `list` only")
_DRF_AGAIN = (
    "no `AllowAny` on viewsets, we went over this last week. `CarrierViewSet` has it again")
_DRF_ONE_OFF = (
    "in `api/serializers.py` rename `get_eta` to `get_estimated_arrival`, don't touch anything "
    "else in that file")
_DRF_SARCASM = (
    "sure, let's just `select_related` everything on every queryset, memory is free. prefetch "
    "the carriers in the list view only")

# routewise: Go gRPC microservices, with the Copilot CLI.
_GO_LOG = (
    "go test ./...\n--- FAIL: TestQuoteServer_GetQuote (0.02s)\n    quote_server_test.go:61: rpc "
    "error: code = DeadlineExceeded desc = context deadline exceeded\nFAIL\nFAIL\t"
    "github.com/routewise/quote/internal/server\t0.412s\nok  \t"
    "github.com/routewise/quote/internal/pricing\t0.107s\n\nand buf lint:\n"
    "proto/quote/v1/quote.proto:14:1:Enum value name \"PENDING\" should be prefixed with "
    "\"QUOTE_STATUS_\".\nproto/quote/v1/quote.proto:22:3:Field name \"userID\" should be "
    "lower_snake_case, such as \"user_id\".\n\nthe test times out, look at the server first")
_GO_REPLY = (
    "`GetQuote` called the pricing client with `context.Background()`, so the request's deadline "
    "never reached it; it passes `ctx` now and the test passes. The fake pricing client still "
    "uses `time.Sleep` to simulate latency; want me to switch it to a fake clock from "
    "`clockwork`?")
_GO_RULE = (
    "no, leave the fake. but never use `context.Background()` inside a handler, always pass the "
    "request's `ctx` down")
_GO_BUF_RULE = "and run `buf lint` and `go test ./...` before you push, from now on"
_GO_REVIEW = (
    "review from Dmitri on the PR:\n\n> internal/server/quote.go:88 nit: we always wrap errors "
    "with `%w`, never `%v`. Also we should never return a raw `err` from a handler, use "
    "`status.Errorf`.\n\nhe's right on the wrap. fix that line in `internal/server/quote.go`, the "
    "status codes are another PR")
_GO_AGAIN = (
    "`ListQuotes` creates its own `context.Background()` again. no `context.Background()` in "
    "handlers, I told you last time")
_GO_Q = "does `buf generate` always regenerate every file or only the changed protos?"
_GO_HYPO = (
    "if we ever expose this over grpc-web we should never send the internal ids. not now though")

# thermo-fw: no_std firmware in Rust, with Claude Code.
_RS_BUILD = (
    "cargo build --release\n   Compiling thermo-fw v0.3.0 (/home/sven/src/thermo-fw)\n"
    "error[E0433]: failed to resolve: use of undeclared crate or module `std`\n --> "
    "src/sensor.rs:3:5\n  |\n3 | use std::fmt::Write;\n  |     ^^^ use of undeclared crate or "
    "module `std`\n  |\nhelp: consider importing this module instead\n  |\n3 | use "
    "core::fmt::Write;\n  |     ~~~~~~~~~~~~~~~~\n\nwarning: unused variable: `adc`\n  --> "
    "src/main.rs:41:9\n   |\n41 |     let adc = Adc::new(p.ADC1);\n   |         ^^^ help: if this "
    "is intentional, prefix it with an underscore: `_adc`\n   |\n   = note: "
    "`#[warn(unused_variables)]` on by default\n\nit doesn't build since I pulled the sensor "
    "module in")
_RS_REPLY = (
    "`sensor.rs` imported `std::fmt::Write`; it uses `core::fmt::Write` now and the firmware "
    "builds. The same module formats readings with `format!`, which needs an allocator we don't "
    "have; want me to switch it to `heapless::String`?")
_RS_RULE = (
    "yes please. and never pull in `alloc` in the firmware crate, there is no heap. ever.")
_RS_CLIPPY_RULE = (
    "from now on, `cargo clippy --target thumbv7em-none-eabihf -- -D warnings` before you tell "
    "me it's done. the host build hides half the warnings")
_RS_DATASHEET = (
    "from the STM32 reference manual, section 11.3:\n\n> The software must always clear the EOC "
    "flag before starting a new conversion. Never write to ADC_CR2 while ADON is being set.\n\n"
    "is that why the second reading is always 0? see `src/adc.rs`")
_RS_AGAIN = (
    "`display.rs` pulls in `alloc::vec::Vec` now. no `alloc` in the firmware crate, I said that "
    "on Tuesday")
_RS_ONE_OFF = "bump `embassy-stm32` in `Cargo.toml` to 0.2, nothing else"
_RS_SARCASM = (
    "great, a `panic!` in the interrupt handler, what could possibly go wrong. log it with "
    "`defmt::warn!` and return")

# bookhive: a NestJS API, with Codex.
_NEST_LOG = (
    "npm run start:dev\n\n[Nest] 48211  - 12/02/2026, 10:14:03 AM   ERROR [ExceptionHandler] Nest "
    "can't resolve dependencies of the BookingsService (?, ConfigService). Please make sure that "
    "the argument \"PaymentsClient\" at index [0] is available in the BookingsModule context.\n\n"
    "Potential solutions:\n- Is BookingsModule a valid NestJS module?\n- If \"PaymentsClient\" is "
    "a provider, is it part of the current BookingsModule?\n- If \"PaymentsClient\" is exported "
    "from a separate @Module, is that module imported within BookingsModule?\n  @Module({\n    "
    "imports: [ /* the Module containing \"PaymentsClient\" */ ]\n  })\n\nthe app doesn't boot "
    "after the payments merge")
_NEST_REPLY = (
    "`PaymentsClient` is provided in `PaymentsModule` but was not exported; it is now, and "
    "`BookingsModule` imports `PaymentsModule`. `BookingsService` also reads "
    "`process.env.STRIPE_KEY` directly; want me to switch it to `ConfigService.getOrThrow`?")
_NEST_RULE = "yes. and never read `process.env` outside `src/config`, ever"
_NEST_TEST_RULE = "always `npm run lint` and `npm test` before a commit"
_NEST_REVIEW = (
    "> **marco** commented on `src/bookings/bookings.controller.ts` line 40\n> DTOs should always "
    "use `class-validator` decorators, never manual checks in the controller.\n> ```suggestion\n"
    ">   @IsISO8601() checkIn: string;\n> ```\n\napply his suggestion in that file, the other DTOs "
    "later")
_NEST_AGAIN = (
    "and `refunds.service.ts` reads `process.env.REFUND_WINDOW`. we went through this last week: "
    "no `process.env` outside `src/config`")
_NEST_Q = (
    "is it true Nest always makes providers singletons, even when they inject a request-scoped "
    "one?")
_NEST_THANKS = "perfect, ship it"

# fernpost: a Ktor service in Kotlin, with the Copilot CLI.
_KT_LOG = (
    "./gradlew test\n\n> Task :server:test FAILED\n\nArticleRoutesTest > GET article returns 404 "
    "for unknown slug FAILED\n    java.lang.AssertionError: expected:<404 Not Found> but "
    "was:<500 Internal Server Error>\n        at io.ktor.server.testing.TestApplicationKt."
    "testApplication(TestApplication.kt:300)\n\nkotlinx.serialization.SerializationException: "
    "Serializer for class 'Article' is not found.\nPlease ensure that class is marked as "
    "'@Serializable' and that the serialization compiler plugin is applied.\n\n* Try:\n> Run "
    "with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get "
    "more log output.\n\nBUILD FAILED in 14s\n\nfix the route test")
_KT_REPLY = (
    "`Article` was missing `@Serializable`, and the 404 branch threw before `call.respond`; both "
    "fixed. The repository calls Exposed's `transaction {}` inside the route handlers, which "
    "blocks the event loop; want me to wrap them in `newSuspendedTransaction`?")
_KT_RULE = "yes, do that. and never call `transaction {}` in a route, ever"
_KT_DETEKT_RULE = "`./gradlew detekt test` before you push, going forward"
_KT_SLACK = (
    "Hana in #backend this morning: \"we should always return `ProblemDetails` for errors, never "
    "a bare string. can someone do the articles routes?\" not in this PR. just make the 404 body "
    "a `ProblemDetails` in `ArticleRoutes.kt`")
_KT_AGAIN = (
    "`CommentRoutes.kt` calls `transaction {}` in the handler again. never `transaction {}` in a "
    "route, I told you yesterday")
_KT_IDIOM = "never mind, the flaky test was my local postgres"
_KT_Q = "should the routes always take a service instead of the repository directly?"

# gcp-platform: Terraform on GCP, with Claude Code.
_TF_PLAN = (
    "terraform plan -var-file=envs/prod.tfvars\n\n\u2577\n\u2502 Error: Error creating Instance: "
    "googleapi: Error 403: Required 'compute.instances.create' permission for "
    "'projects/acme-prod/zones/europe-west1-b/instances/bastion-1', forbidden\n\u2502\n\u2502   "
    "with google_compute_instance.bastion,\n\u2502   on bastion.tf line 1, in resource "
    "\"google_compute_instance\" \"bastion\":\n\u2502    1: resource \"google_compute_instance\" "
    "\"bastion\" {\n\u2502\n\u2575\n\u2577\n\u2502 Warning: Argument is deprecated\n\u2502\n\u2502"
    "   with google_container_cluster.main,\n\u2502   on gke.tf line 12, in resource "
    "\"google_container_cluster\" \"main\":\n\u2502   12:   enable_binary_authorization = true\n"
    "\u2502\n\u2502 Use binary_authorization.evaluation_mode instead.\n\u2575\n\nwhy 403, the sa "
    "has editor")
_TF_REPLY = (
    "The bastion is created with a service account from `acme-shared`, and the plan's account "
    "needs `roles/iam.serviceAccountUser` on it there; I added that binding in `iam.tf`. `gke.tf` "
    "also grants `roles/owner` to the CI service account; want me to replace it with "
    "`roles/container.admin`?")
_TF_RULE = (
    "yes. and never grant `roles/owner` or `roles/editor` to a service account in this repo, use "
    "the narrow roles")
_TF_FMT_RULE = "always run `terraform fmt -recursive` and `tflint` before you say done"
_TF_DOCS = (
    "GCP's IAM docs:\n\n> Google recommends that you always use predefined roles instead of basic "
    "roles. You should never grant basic roles in production.\n\nwhich of ours still use basic "
    "roles? just list them")
_TF_AGAIN = (
    "the new `dataflow.tf` gives the worker sa `roles/editor`. same rule as last week: never "
    "`roles/editor`, never `roles/owner` on a service account")
_TF_ONE_OFF = "in `envs/staging.tfvars` set `gke_node_count` to 2, leave prod alone"
_TF_HYPO = (
    "if we move to Cloud Run we should always deploy with `--no-allow-unauthenticated`. that's a "
    "next quarter thing")

# camlfold: an OCaml library with dune, with Codex.
_ML_BUILD = (
    "dune build @check\n\nFile \"lib/fold.ml\", line 27, characters 6-20:\n27 |   let rec go acc = "
    "function\n           ^^^^^^^^^^^^^^\nError (warning 39 [unused-rec-flag]): unused rec flag."
    "\nFile \"lib/parser.ml\", line 88, characters 2-30:\n88 |   List.hd (String.split_on_char ',' "
    "s)\n       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nError: This expression has type string but an "
    "expression was expected of type int\n\nfix the type error first")
_ML_REPLY = (
    "`parse_count` returned the first field as a string; it goes through `int_of_string_opt` now "
    "and returns `None` on bad input, and the stray `rec` in `fold.ml` is gone. `parser.ml` still "
    "takes fields with `List.hd` and `List.nth` in four places; want me to replace them with "
    "pattern matches?")
_ML_RULE = (
    "yes, replace them. and never `List.hd` or `List.nth` in `lib/`, they raise. pattern match "
    "or use the `_opt` versions")
_ML_FMT_RULE = "`dune build @fmt` and `dune test` before you say done, every time"
_ML_OPAM = (
    "opam install . --deps-only\n[ERROR] Package conflict!\n  * Missing dependency:\n    - "
    "ppx_deriving >= 6.0 -> ocaml < 5.2\n    not available because the package is pinned to "
    "version 5.2.0\n[NOTE] It may help to run 'opam update' and try again.\n\nwhich dep pins us "
    "below 5.2?")
_ML_AGAIN = (
    "`lexer.ml` has a `List.hd` again. no `List.hd` in lib code, I said it when we did the "
    "parser")
_ML_ONE_OFF = "rename `fold_left'` to `fold_strict` in `lib/fold.ml` and its one caller"
_ML_THANKS = "ok that works"

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a proposal taken and a call banned in controllers from now on", _SF_RULE, _SF_REPLY,
     {(ADDS, "InvoiceRepository", False), (AVOIDS, "getDoctrine()", True)}),
    ("an analyser and the tests before done, always", _SF_CHECK_RULE, "",
     {(RUNS, "vendor/bin/phpstan analyse", True), (RUNS, "bin/phpunit", True)}),
    ("the call banned in controllers again, told last week", _SF_AGAIN, "",
     {(AVOIDS, "getDoctrine()", True)}),
    ("a yes to a proposal and a class banned on viewsets in the project", _DRF_RULE, _DRF_REPLY,
     {(ADDS, "IsAuthenticated", False), (AVOIDS, "AllowAny", True)}),
    ("the moment first, then two commands, every time", _DRF_TEST_RULE, "",
     {(RUNS, "pytest -q", True), (RUNS, "python manage.py makemigrations --check", True)}),
    ("the class banned again, gone over last week, where it is found after", _DRF_AGAIN, "",
     {(AVOIDS, "AllowAny", True)}),
    ("a proposal refused, a call banned in handlers", _GO_RULE, _GO_REPLY,
     {(AVOIDS, "context.Background()", True)}),
    ("a linter and the tests before every push, from now on", _GO_BUF_RULE, "",
     {(RUNS, "buf lint", True), (RUNS, "go test ./...", True)}),
    ("the call banned in handlers again, told last time", _GO_AGAIN, "",
     {(AVOIDS, "context.Background()", True)}),
    ("a proposal taken and a crate banned in the firmware, ever", _RS_RULE, _RS_REPLY,
     {(ADDS, "heapless::String", False), (AVOIDS, "alloc", True)}),
    ("a cross-target lint before done, from now on, with its reason", _RS_CLIPPY_RULE, "",
     {(RUNS, "cargo clippy --target thumbv7em-none-eabihf -- -D warnings", True)}),
    ("the crate banned again, said on a weekday", _RS_AGAIN, "", {(AVOIDS, "alloc", True)}),
    ("a proposal taken and a global banned outside the config folder", _NEST_RULE, _NEST_REPLY,
     {(ADDS, "ConfigService.getOrThrow", False), (AVOIDS, "process.env", True)}),
    ("a linter and the tests before a commit, always", _NEST_TEST_RULE, "",
     {(RUNS, "npm run lint", True), (RUNS, "npm test", True)}),
    ("the global banned again, after a colon, gone through last week", _NEST_AGAIN, "",
     {(AVOIDS, "process.env", True)}),
    ("a proposal taken and a blocking call banned in routes", _KT_RULE, _KT_REPLY,
     {(ADDS, "newSuspendedTransaction", False), (AVOIDS, "transaction {}", True)}),
    ("a command before every push, going forward, no verb", _KT_DETEKT_RULE, "",
     {(RUNS, "./gradlew detekt test", True)}),
    ("the blocking call banned again, told yesterday", _KT_AGAIN, "",
     {(AVOIDS, "transaction {}", True)}),
    ("a proposal taken and two roles banned for service accounts", _TF_RULE, _TF_REPLY,
     {(ADDS, "roles/container.admin", False), (AVOIDS, "roles/owner", True),
      (AVOIDS, "roles/editor", True)}),
    ("a formatter and a linter before done, always", _TF_FMT_RULE, "",
     {(RUNS, "terraform fmt -recursive", True), (RUNS, "tflint", True)}),
    ("the two roles banned again, same rule as last week after a colon", _TF_AGAIN, "",
     {(AVOIDS, "roles/editor", True), (AVOIDS, "roles/owner", True)}),
    ("a proposal taken in words and two partial functions banned in the library", _ML_RULE,
     _ML_REPLY, {(AVOIDS, "List.hd", True), (AVOIDS, "List.nth", True)}),
    ("a formatter and the tests before done, every time", _ML_FMT_RULE, "",
     {(RUNS, "dune build @fmt", True), (RUNS, "dune test", True)}),
    ("the partial function banned again, said in the parser work", _ML_AGAIN, "",
     {(AVOIDS, "List.hd", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted phpstan table and a deprecation, and fix it", _SF_LOG, ""),
    ("a question, should we always use attributes", _SF_Q, ""),
    ("an idiom, never mind the cache", _SF_IDIOM, ""),
    ("a pasted traceback and what it should be", _DRF_TRACE, ""),
    ("pasted framework docs and a question", _DRF_DOCS, ""),
    ("a pasted test run and buf lint's advice, and where to look", _GO_LOG, ""),
    ("a question, does it always regenerate", _GO_Q, ""),
    ("a hypothetical, should never, not now", _GO_HYPO, ""),
    ("a pasted cargo build with its help", _RS_BUILD, ""),
    ("a reference manual pasted and a question", _RS_DATASHEET, ""),
    ("a pasted Nest error with its potential solutions", _NEST_LOG, ""),
    ("a question, always singletons", _NEST_Q, ""),
    ("a thank you, ship it", _NEST_THANKS, ""),
    ("a pasted gradle run with its advice", _KT_LOG, ""),
    ("an idiom, never mind the flake", _KT_IDIOM, ""),
    ("a question, should routes always", _KT_Q, ""),
    ("a pasted terraform plan with a deprecation and a question", _TF_PLAN, ""),
    ("pasted cloud docs and a list asked for", _TF_DOCS, ""),
    ("a hypothetical, always, next quarter", _TF_HYPO, ""),
    ("a pasted dune build and fix the first", _ML_BUILD, ""),
    ("a pasted opam conflict with its note and a question", _ML_OPAM, ""),
    ("a thank you, it works", _ML_THANKS, ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("a colleague's review quoted, one point taken in one file", _SF_REVIEW, "",
     {(ADDS, "MailerInterface", False), (AVOIDS, "Mailer", False),
      (EDITS, "src/Service/Mailer.php", False), (EDITS, "Mailer.php", False)}),
    ("a rename in one file, nothing else there", _DRF_ONE_OFF, "",
     {(ADDS, "get_estimated_arrival", False), (AVOIDS, "get_eta", False),
      (EDITS, "api/serializers.py", False)}),
    ("sarcasm about eager loading, unmarked, and one view", _DRF_SARCASM, "",
     {(AVOIDS, "select_related", False)}),
    ("a reviewer's nit quoted, the wrap fixed in one file", _GO_REVIEW, "",
     {(ADDS, "%w", False), (AVOIDS, "%v", False), (EDITS, "internal/server/quote.go", False)}),
    ("a version bumped in one manifest, nothing else", _RS_ONE_OFF, "",
     {(EDITS, "Cargo.toml", False), (ADDS, "embassy-stm32", False), (ADDS, "0.2", False)}),
    ("sarcasm about a panic, marked, and a log instead", _RS_SARCASM, "",
     {(AVOIDS, "panic!", False), (ADDS, "defmt::warn!", False)}),
    ("a review with a suggestion block, applied in that file", _NEST_REVIEW, "",
     {(EDITS, "src/bookings/bookings.controller.ts", False), (ADDS, "@IsISO8601()", False),
      (ADDS, "class-validator", False)}),
    ("a lead's rule quoted from chat, put off, one body changed", _KT_SLACK, "",
     {(ADDS, "ProblemDetails", False), (EDITS, "ArticleRoutes.kt", False)}),
    ("one variable in one env file, the other left", _TF_ONE_OFF, "",
     {(EDITS, "envs/staging.tfvars", False), (ADDS, "gke_node_count", False),
      (FILES, "envs/prod.tfvars", False)}),
    ("a rename in one file and its caller", _ML_ONE_OFF, "",
     {(ADDS, "fold_strict", False), (AVOIDS, "fold_left'", False),
      (EDITS, "lib/fold.ml", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "yes, move them" to "want me to move them into `InvoiceRepository` methods?": a class the
    # things go into, named with the kind of thing made in it, is no term the proposal is read
    # with; and "yes." to "replace it with `roles/container.admin`?": a name with a slash is
    # taken for a path.
    "a proposal taken and a call banned in controllers from now on",
    "a proposal taken and two roles banned for service accounts",
    # "never read `process.env` outside `src/config`": "read" names the agent's own reading as
    # often as the code's; a ban by it gives nothing, and the yes before it with it.
    "a proposal taken and a global banned outside the config folder",
    # A ban of one crate or folder of the project ("in the firmware crate", "outside
    # `src/config`", "in `lib/`"), said once, is kept to its task; said again, a preference
    # (the ban of `process.env` the second time only, so not one).
    "a proposal taken and a crate banned in the firmware, ever",
    "the crate banned again, said on a weekday",
    "the global banned again, after a colon, gone through last week",
    "a proposal taken in words and two partial functions banned in the library",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The sixteen sessions as each harness keeps them: (harness, repository, turns).
_PHP, _DRF = "/home/ines/src/tillwell", "/home/kofi/src/parcelbay"
_GO, _RUST = "/home/lucia/src/routewise", "/home/sven/src/thermo-fw"
_NEST, _KTOR = "/home/priya/src/bookhive", "/home/olek/src/fernpost"
_GCP, _OCAML = "/home/mei/src/gcp-platform", "/home/remy/src/camlfold"
_DONE = "Done."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _PHP, (_SF_LOG, _SF_REPLY, _SF_RULE, _DONE, _SF_CHECK_RULE, "Noted.")),
    ("claude-code", _PHP, (_SF_REVIEW, _DONE, _SF_AGAIN, _DONE, _SF_Q,
                           "Attributes are the default now.", _SF_IDIOM, "OK.")),
    ("codex", _DRF, (_DRF_TRACE, _DRF_REPLY, _DRF_RULE, _DONE, _DRF_TEST_RULE, "Noted.")),
    ("codex", _DRF, (_DRF_DOCS, "It does.", _DRF_AGAIN, _DONE, _DRF_ONE_OFF, _DONE,
                     _DRF_SARCASM, _DONE)),
    ("copilot-cli", _GO, (_GO_LOG, _GO_REPLY, _GO_RULE, _DONE, _GO_BUF_RULE, "Noted.")),
    ("copilot-cli", _GO, (_GO_REVIEW, _DONE, _GO_AGAIN, _DONE, _GO_Q, "Every file.", _GO_HYPO,
                          "Noted.")),
    ("claude-code", _RUST, (_RS_BUILD, _RS_REPLY, _RS_RULE, _DONE, _RS_CLIPPY_RULE, "Noted.")),
    ("claude-code", _RUST, (_RS_DATASHEET, "Yes, EOC is never cleared.", _RS_AGAIN, _DONE,
                            _RS_ONE_OFF, _DONE, _RS_SARCASM, _DONE)),
    ("codex", _NEST, (_NEST_LOG, _NEST_REPLY, _NEST_RULE, _DONE, _NEST_TEST_RULE, "Noted.")),
    ("codex", _NEST, (_NEST_REVIEW, _DONE, _NEST_AGAIN, _DONE, _NEST_Q, "It does.",
                      _NEST_THANKS, "Pushed.")),
    ("copilot-cli", _KTOR, (_KT_LOG, _KT_REPLY, _KT_RULE, _DONE, _KT_DETEKT_RULE, "Noted.")),
    ("copilot-cli", _KTOR, (_KT_SLACK, _DONE, _KT_AGAIN, _DONE, _KT_IDIOM, "OK.", _KT_Q,
                            "It would help tests.")),
    ("claude-code", _GCP, (_TF_PLAN, _TF_REPLY, _TF_RULE, _DONE, _TF_FMT_RULE, "Noted.")),
    ("claude-code", _GCP, (_TF_DOCS, "Three: ...", _TF_AGAIN, _DONE, _TF_ONE_OFF, _DONE,
                           _TF_HYPO, "Noted.")),
    ("codex", _OCAML, (_ML_BUILD, _ML_REPLY, _ML_RULE, _DONE, _ML_FMT_RULE, "Noted.")),
    ("codex", _OCAML, (_ML_OPAM, "ppx_deriving 5.x.", _ML_AGAIN, _DONE, _ML_ONE_OFF, _DONE,
                       _ML_THANKS, "Good.")),
)

T0 = datetime(2026, 12, 1, 9, tzinfo=UTC)


# The standing preferences the sixteen sessions leave, with the sessions they were said in. Short
# of what was said, by `KNOWN_MISSES`: the global outside the config folder not at all, and the
# second partial function, kept to its task in the one session it was said in, not at all.
STANDING: set[tuple[str, str, int]] = {
    (AVOIDS, "getDoctrine()", 2),
    (RUNS, "vendor/bin/phpstan analyse", 1),
    (RUNS, "bin/phpunit", 1),
    (AVOIDS, "AllowAny", 2),
    (RUNS, "pytest -q", 1),
    (RUNS, "python manage.py makemigrations --check", 1),
    (AVOIDS, "context.Background()", 2),
    (RUNS, "buf lint", 1),
    (RUNS, "go test ./...", 1),
    (AVOIDS, "alloc", 2),
    (RUNS, "cargo clippy --target thumbv7em-none-eabihf -- -D warnings", 1),
    (RUNS, "npm run lint", 1),
    (RUNS, "npm test", 1),
    (AVOIDS, "transaction {}", 2),
    (RUNS, "./gradlew detekt test", 1),
    (AVOIDS, "roles/owner", 2),
    (AVOIDS, "roles/editor", 2),
    (RUNS, "terraform fmt -recursive", 1),
    (RUNS, "tflint", 1),
    (AVOIDS, "List.hd", 2),
    (RUNS, "dune build @fmt", 1),
    (RUNS, "dune test", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert standing_left(SESSIONS, T0) == STANDING


# Sentences close to the rules of the batch that state none: questions, reports, what the code
# or a tool does, others' rules, what used to be, a wish with its reason not to.
LOOK_ALIKES: tuple[str, ...] = (
    "should controllers never call `getDoctrine()`, even in the admin bundle?",
    "does `bin/phpunit` always rebuild the test container?",
    "Kwame says we should never use `AllowAny`, but the health check needs it, no?",
    "`pytest -q` never shows the warnings summary, is that on purpose?",
    "the old gateway always used `context.Background()` and nobody noticed for a year",
    "I never got `buf lint` to agree with the legacy protos",
    "is `alloc` never allowed in no_std, or only without a global allocator?",
    "we used to always run `cargo clippy` on the host only, that's how it slipped",
    "`process.env` never has the values in the e2e tests, any idea why?",
    "if it were up to me we'd never touch `process.env` at all, but the CLI needs it",
    "does `newSuspendedTransaction` always use the IO dispatcher?",
    "no `transaction {}` in the migrations either? how would they run then?",
    "Google always says never use `roles/editor`, but their own quickstarts do",
    "`List.hd` never raised on this list because it's built from a non-empty parse, right?",
    "no rush on the `dune build @fmt` cleanup, whenever you get to it",
)


@pytest.mark.parametrize("words", LOOK_ALIKES)
def test_a_look_alike_of_the_batchs_rules_gives_nothing(words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    # PHP's notices by their level, pasted as the runtime or a framework's log prints them.
    ("User Deprecated: Since symfony/http-kernel 6.4: The \"kernel.secret\" parameter is "
     "deprecated, use \"app.secret\" instead.\n\nwhere does that come from", set()),
    ("PHP Deprecated:  strftime() is deprecated, use `IntlDateFormatter` instead in "
     "/app/src/Report.php on line 31\n\nfix that", set()),
    ("PHP Warning:  Undefined array key \"id\" in /app/src/Api.php on line 12\nnever seen that "
     "one, always use `array_key_exists`?\n\nwhy", set()),
    # The person's own words about a deprecation.
    ("never use `strftime()`, it's deprecated", {(AVOIDS, "strftime()", True)}),
])
def test_a_php_notice_pasted_is_the_runtimes(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A value the code holds, handed on through the calls: no line shows it was.
    ("always pass the request's `ctx` down", set()),
    ("pass `logger` along, every time", set()),
    ("always pass the `span` through", set()),
    # Passed to one place, or a name to add.
    ("always pass `ctx` to `chargeCard`", {(ADDS, "ctx", False)}),
    ("never use `context.TODO()` in handlers, always pass `ctx` down",
     {(AVOIDS, "context.TODO()", True)}),
])
def test_a_value_passed_on_is_no_name_to_add(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # Commands listed at their moment, with no verb.
    ("`dune build @fmt` and `dune test` before you say done, every time",
     {(RUNS, "dune build @fmt", True), (RUNS, "dune test", True)}),
    ("before you push: `pytest -q` and `mypy .`, every time",
     {(RUNS, "pytest -q", True), (RUNS, "mypy .", True)}),
    ("always `npm run lint` and `npm test` before a commit",
     {(RUNS, "npm run lint", True), (RUNS, "npm test", True)}),
    ("`cargo fmt --check`, `cargo clippy` and `cargo test` before you push, as always",
     {(RUNS, "cargo fmt --check", True), (RUNS, "cargo clippy", True),
      (RUNS, "cargo test", True)}),
    # One of them no command, or none.
    ("`npm test` and `v2` before the release", set()),
    ("`foo` and `bar` before you push", set()),
    # Commands run one after another, the later ones by a path or a path's argument.
    ("run `go vet ./...` and `go test ./...` before you push, from now on",
     {(RUNS, "go vet ./...", True), (RUNS, "go test ./...", True)}),
    ("always run `vendor/bin/phpstan analyse` and `bin/phpunit` before you say it's done",
     {(RUNS, "vendor/bin/phpstan analyse", True), (RUNS, "bin/phpunit", True)}),
    # A folder after a command is what it runs on, not run.
    ("run `ruff` and `src/`", {(RUNS, "ruff", False)}),
    # A build alias or a scope named by an "@".
    ("run `dune build @install` before you push, always", {(RUNS, "dune build @install", True)}),
])
def test_commands_listed_at_their_moment_are_each_run(words: str, expected: Judged) -> None:
    assert judged(words) == expected


_WRAP_PROPOSED = ("Fixed. The handlers call `transaction {}`, which blocks; want me to wrap them "
                  "in `newSuspendedTransaction`?")


@pytest.mark.parametrize(("words", "reply", "expected"), [
    # "do that" is the yes to what was proposed, then a rule in a sentence of its own.
    ("yes, do that. and never call `runBlocking` in a route, ever", _WRAP_PROPOSED,
     {(ADDS, "newSuspendedTransaction", False), (AVOIDS, "runBlocking", True)}),
    ("sure, do this. from now on no `runBlocking` anywhere", _WRAP_PROPOSED,
     {(ADDS, "newSuspendedTransaction", False), (AVOIDS, "runBlocking", True)}),
    # Left as it is.
    ("yes, leave that. and never call `runBlocking` in a route", _WRAP_PROPOSED,
     {(AVOIDS, "runBlocking", True)}),
])
def test_a_yes_to_do_that_then_a_rule(words: str, reply: str, expected: Judged) -> None:
    assert judged(words, reply) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # Said before on a day named or counted.
    ("no `print` in the handlers, I told you on Monday", {(AVOIDS, "print", True)}),
    ("no `unwrap()` in the handlers, I said that a few days ago", {(AVOIDS, "unwrap()", True)}),
    ("again, don't use `any` in the stores. we went through this on Tuesday",
     {(AVOIDS, "any", True)}),
    # Checked then, or said of one file.
    ("no `print` in the handlers. I checked on Tuesday", set()),
    ("no `print` in `api.py`. I told you on Monday", set()),
])
def test_a_ban_said_on_an_earlier_day(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # A role or a permission granted, or never.
    ("never grant `roles/owner` to a service account", {(AVOIDS, "roles/owner", True)}),
    ("we never grant `SUPERUSER` to app roles", {(AVOIDS, "SUPERUSER", True)}),
    ("grant `roles/viewer` to the CI account", {(ADDS, "roles/viewer", False)}),
    # Granted in words.
    ("grant it access", set()),
    ("never grant more than you need", set()),
])
def test_a_grant_names_what_is_granted(words: str, expected: Judged) -> None:
    assert judged(words) == expected
