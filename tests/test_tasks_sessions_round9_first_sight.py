"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the ninth batch, at first
sight.

A first-sight batch taken from fourteen whole sessions of five people on five repositories: a
Phoenix app with Claude Code, a Swift iOS app with Codex, a .NET API with the Copilot CLI, a
Spring Boot service with Claude Code and a PyTorch training repository with Codex. Written with
the reading each message should get before the reader was changed for them. Most of the
"always", "never" and "should" of the batch are not the people's rules: the programs' own advice
in what is pasted (Ecto's "please call `unique_constraint/3`", credo's "Modules should have a
@moduledoc tag", the C# compiler's "Consider adding the 'required' modifier", Spring's "Consider
defining a bean", PyTorch's "try setting PYTORCH_CUDA_ALLOC_CONF", Lightning's "Consider
increasing the value of the `num_workers` argument"), a reviewer's "nit:" and "never capture
`self` strongly" with a suggestion block, the EF Core docs and a dataset card pasted with their
own imperatives, the agent's earlier words quoted back; questions and musings ("should we always
preload the associations", "I wonder if we should never return entities"), what the code does
now ("the sync always fires twice"), reasons ("to avoid blocking the thread pool"), idioms
("never mind"), sarcasm with no word to mark it. Among them, the people's own rules of code and
process, each said in two sessions but one.

Measured on the fourteen sessions before the reader was changed for them: 10 read right; no wrong
lesson; misses in 4 ("and `mix format --check-formatted` before you commit, as always", the
command first and the moment after, with no verb, read as nothing, as `mix` is no program the
reader knew; "never `Console.WriteLine` in the API project, always log through the injected
`ILogger<T>`", where a type's parameters `<T>` were taken for a template's hole and "the
injected" stood between the means and its "through", read short of the logger; "no
`Console.WriteLine` in the API, I told you yesterday", a ban for a place named with "the", read
as nothing; "`seed_everything` at the top again please, like in every script", a name and a
place with no verb, read as nothing). After: 12 read right; the last two stay in `KNOWN_MISSES`,
and their rules stand from the session before, said once. Here, by message: rules 7/11, nothing
16/16, one-offs 5/5 before; rules 9/11, nothing 16/16, one-offs 5/5 after. No expectation was
changed after the run. (Since the tenth batch the first of the two is read: a ban where it is
found, said to have been said in earlier work, is a ban.)

Variants of the same kinds, written after the batch from how people say such things, are below,
each with its tests: a command typed before its moment, and a build tool of another ecosystem
known only as typed in backticks with its task (never the word in prose: "never mix tabs and
spaces"); a type with its parameters in angle brackets, not a template; the project's own means
named with "the" and a word before it ("the injected", "the shared"), and not a word that names
no means to use ("the old `print`").

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    RUNS,
    Judged,
    judged,
)
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import batch_tests, standing_left

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).

# tidepool: a Phoenix app, with Claude Code.
_MIX_TEST = (
    "mix test is red after the rebase:\n\n  1) test create_member/2 with valid data "
    "(Tidepool.AccountsTest)\n     test/tidepool/accounts_test.exs:48\n     ** "
    "(Ecto.ConstraintError) constraint error when attempting to insert struct:\n\n         "
    "* \"members_email_index\" "
    "(unique_constraint)\n\n     If you would like to stop this constraint violation from "
    "raising an\n     exception and instead add it as an error to your changeset, please call "
    "`unique_constraint/3` on your changeset with the constraint\n     `:name` as an option.\n\n"
    "     code: assert {:ok, %Member{}} = Accounts.create_member(@valid_attrs)\n     stacktrace:"
    "\n       (ecto 3.12.4) lib/ecto/repo/schema.ex:815: anonymous fn/4\n\nFinished in 4.2 "
    "seconds (1.1s async, 3.1s sync)\n212 tests, 1 failure\n\nfix it")
_MIX_REPLY = (
    "The fixture inserts a member with the same email as `@valid_attrs`, and the changeset had "
    "no `unique_constraint(:email)`, so Ecto raised instead of returning an error. I added the "
    "constraint to `Member.changeset/2` and gave the fixture a unique email with "
    "`System.unique_integer/1`. 212 tests, 0 failures. You should always declare "
    "`unique_constraint` for every unique index.")
_MIX_FORMAT_RULE = (
    "good. from now on always run `mix format --check-formatted` before you commit, the CI job "
    "rejects unformatted code and I keep fixing it after you")
_CREDO = (
    "credo after the merge:\n\n  Code Readability\n┃\n┃ [R] ↗ Modules should have a "
    "@moduledoc tag.\n┃       lib/tidepool_web/live/invite_live.ex:1:11 #(TidepoolWeb."
    "InviteLive)\n┃ [R] → Nested modules could be aliased at the top of the invoking module.\n"
    "┃       lib/tidepool/billing.ex:44:7 #(Tidepool.Billing.charge)\n\n  Refactoring "
    "opportunities\n┃ [F] → Function is too complex (cyclomatic complexity is 13, max is 9).\n"
    "┃       lib/tidepool/invites.ex:61:7 #(Tidepool.Invites.accept)\n\nAnalysis took 0.9 "
    "seconds\n212 mods/funs, found 1 refactoring opportunity, 2 code readability issues.\n\n"
    "fix these")
_MIX_FORMAT_AGAIN = (
    "and `mix format --check-formatted` before you commit, as always. the last commit had two "
    "files unformatted again")
_PRELOAD = (
    "should we always preload the associations in the context functions, or leave it to the "
    "caller? the LiveViews never need the invites, but the API does")
_ECTO_SARCASM = (
    "great, the query compiles fine and then explodes at runtime. love that for us. look at "
    "the join in `Accounts.list_members/1`, don't change it yet")

# kestrel: a Swift iOS app, with Codex.
_XCODEBUILD = (
    "the build broke on CI:\n\n/Users/runner/work/kestrel/Kestrel/Sources/Feed/FeedCell.swift:"
    "22:9: error: 'init(frame:)' is unavailable\n        super.init(frame: .zero)\n        ^\n"
    "UIKit.UITableViewCell:4:24: note: 'init(frame:)' has been explicitly marked unavailable "
    "here\n/Users/runner/work/kestrel/Kestrel/Sources/Feed/FeedViewModel.swift:57:13: warning: "
    "variable 'items' was never mutated; consider changing to 'let' constant\n** BUILD FAILED **"
    "\n\nThe following build commands failed:\n\tCompileSwift normal arm64 /Users/runner/work/"
    "kestrel/Kestrel/Sources/Feed/FeedCell.swift\n(1 failure)\n\nfix the build")
_KEYCHAIN_REPLY = (
    "`FeedCell` now calls `super.init(style:reuseIdentifier:)`, and `items` is a `let`. While "
    "there I wrapped the keychain read in `KeychainStore.token()`, which uses `try!` on the "
    "`SecItemCopyMatching` result since it never fails on a signed build. The build passes.")
_TRY_BANG_RULE = (
    "no `try!` anywhere in the app, ever. it does fail, on a fresh install with the keychain "
    "locked. handle the error or throw it")
_REVIEW_SWIFT = (
    "mira's review on !112:\n\nmira.k commented on Sources/Profile/ProfileViewModel.swift\n  "
    "Line 14\n  mira.k: nit: we should always mark view models `@MainActor`.\n  ```suggestion\n"
    "  @MainActor final class ProfileViewModel: ObservableObject {\n  ```\n  Line 40\n  mira.k: "
    "never capture `self` strongly in this closure, use `[weak self]`.\n\naddress her comments")
_EARLIER_SWIFT = (
    "you said earlier \"SwiftUI previews never run on CI, so they can't catch layout "
    "regressions.\" is that still true with Xcode 16? I thought they added something")
_TRY_BANG_AGAIN = (
    "again, no `try!` in this codebase. I already said it when we did the keychain wrapper, "
    "and the new `ImageCache` has two of them")
_SYNC_TWICE = (
    "the sync always fires twice when the app comes back from background, and never on a cold "
    "start. any idea why?")

# ledgerapi: a .NET API, with the Copilot CLI.
_DOTNET_BUILD = (
    "dotnet build is noisy:\n\n  Restore complete (0.6s)\n  Ledger.Api succeeded with 3 "
    "warning(s) (4.1s)\n    /src/Ledger.Api/Models/Account.cs(12,19): warning CS8618: "
    "Non-nullable property 'Name' must contain a non-null value when exiting constructor. "
    "Consider adding the 'required' modifier or declaring the property as nullable.\n    "
    "/src/Ledger.Api/Services/Posting.cs(88,13): warning CA2016: Forward the "
    "'CancellationToken' parameter to methods to ensure the operation cancellation "
    "notifications gets properly propagated\n\nfix the warnings")
_WARNINGS_REPLY = (
    "Marked `Name` as `required`, forwarded the token to `SaveChangesAsync`, and replaced the "
    "`Console.WriteLine` in `Posting.cs` with nothing since it was debugging output. The build "
    "is clean.")
_LOGGER_RULE = (
    "thanks. never `Console.WriteLine` in the API project, always log through the injected "
    "`ILogger<T>`. the container swallows stdout in prod")
_MS_DOCS = (
    "this is from the EF Core docs:\n\n> **Warning**\n> Do not call `BuildServiceProvider` from "
    "`ConfigureServices`. Always register the `DbContext` with a scoped lifetime, and never "
    "share a context instance between threads.\n\ndoes our Program.cs follow this?")
_ASYNC_REPO = (
    "make `AccountRepository.GetByIdAsync` actually async, it calls `.Result` on the query, to "
    "avoid blocking the thread pool under load")
_LOGGER_AGAIN = (
    "no `Console.WriteLine` in the API, I told you yesterday. there's one in the new "
    "`StatementExporter`")

# orders-svc: a Spring Boot service, with Claude Code.
_SPRING_TRACE = (
    "it won't start:\n\norg.springframework.beans.factory.UnsatisfiedDependencyException: "
    "Error creating bean with name 'orderController': Unsatisfied dependency expressed through "
    "field 'pricing': No qualifying bean of type 'com.acme.orders.PricingService' available: "
    "expected at least 1 bean which qualifies as autowire candidate. Dependency annotations: "
    "{@org.springframework.beans.factory.annotation.Autowired(required=true)}\n\tat org."
    "springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor$"
    "AutowiredFieldElement.resolveFieldValue(AutowiredAnnotationBeanPostProcessor.java:788)\n"
    "\t... 20 common frames omitted\n\n***************************\nAPPLICATION FAILED TO "
    "START\n***************************\n\nAction:\n\nConsider defining a bean of type "
    "'com.acme.orders.PricingService' in your configuration.\n\nwhat's going on")
_SPRING_REPLY = (
    "`PricingService` lost its `@Service` annotation in the last refactor, so nothing "
    "registers it. I put it back and the context starts. `OrderController` still injects it "
    "with `@Autowired` on the field.")
_AUTOWIRED_RULE = (
    "put it back, fine. and constructor injection only, never `@Autowired` on fields. that "
    "goes for every class in this service")
_SUREFIRE = (
    "the build:\n\n[INFO] Running com.acme.orders.OrderServiceTest\n[ERROR] Tests run: 14, "
    "Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.31 s <<< FAILURE! -- in "
    "com.acme.orders.OrderServiceTest\n[ERROR] com.acme.orders.OrderServiceTest."
    "cutoffIsMidnightUtc -- Time elapsed: 0.04 s <<< FAILURE!\norg.opentest4j."
    "AssertionFailedError: expected: <2026-12-01T00:00Z> but was: <2026-11-30T23:00Z>\n[ERROR] "
    "Please refer to /build/target/surefire-reports for the individual test results.\n[ERROR] "
    "-> [Help 1]\n\nfix the test")
_MVNW_RULE = (
    "always run `./mvnw verify` before pushing, not just the unit tests, the integration "
    "tests only run in verify")
_DTO_MUSING = (
    "I wonder if we should never return entities from controllers. DTOs everywhere feels like "
    "a lot of boilerplate for a service this size")
_AUTOWIRED_AGAIN = (
    "again: no `@Autowired` on fields, I said it last week. `RefundController` has three of "
    "them now")

# loom-train: a PyTorch training repository, with Codex.
_CUDA_OOM = (
    "crashed at step 1200:\n\nTraceback (most recent call last):\n  File \"train.py\", line "
    "141, in <module>\n    loss.backward()\n  File \"/opt/conda/lib/python3.11/site-packages/"
    "torch/_tensor.py\", line 522, in backward\n    torch.autograd.backward(\n"
    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total "
    "capacity of 23.69 GiB of which 1.12 GiB is free. Of the allocated memory 19.80 GiB is "
    "allocated by PyTorch. If reserved but unallocated memory is large try setting "
    "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.\n\nhalve the "
    "batch size and use gradient accumulation to keep the effective batch at 256")
_OOM_REPLY = (
    "`batch_size` is 64 now with `accumulate_grad_batches=4`, so the effective batch stays "
    "256. I also noticed `train.py` never seeds anything, so two runs of the same config "
    "differ.")
_SEED_RULE = (
    "right, always call `seed_everything` at the top of every training script. runs have to be "
    "reproducible or the ablations mean nothing")
_LIGHTNING_WARNING = (
    "lightning keeps printing this:\n\n/opt/conda/lib/python3.11/site-packages/lightning/"
    "pytorch/trainer/connectors/data_connector.py:424: The 'train_dataloader' does not have "
    "many workers which may be a bottleneck. Consider increasing the value of the "
    "`num_workers` argument` to `num_workers=7` in the `DataLoader` to improve performance.\n\n"
    "set it from the config")
_DATASET_CARD = (
    "the dataset card says:\n\n## License\nCC BY-NC 4.0. You must give appropriate credit. "
    "Do not use the data for commercial purposes. Always cite the paper below.\n\nare we ok "
    "using it for the internal benchmark?")
_TEST_SPLIT = (
    "sure, let's just evaluate on the test split every epoch, what could go wrong. the eval "
    "loader points at `test.parquet`, make it `val.parquet`")
_SEED_AGAIN = (
    "`seed_everything` at the top again please, like in every script. the new `finetune.py` "
    "doesn't have it")

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a formatter check before committing, from now on", _MIX_FORMAT_RULE, _MIX_REPLY,
     {(RUNS, "mix format --check-formatted", True)}),
    ("the formatter check said again, as always", _MIX_FORMAT_AGAIN, "",
     {(RUNS, "mix format --check-formatted", True)}),
    ("an operator banned anywhere in the app, ever", _TRY_BANG_RULE, _KEYCHAIN_REPLY,
     {(AVOIDS, "try!", True)}),
    ("the operator banned again, said in other work", _TRY_BANG_AGAIN, "",
     {(AVOIDS, "try!", True)}),
    ("a call banned in the project and a logger to use always", _LOGGER_RULE, _WARNINGS_REPLY,
     {(AVOIDS, "Console.WriteLine", True), (ADDS, "ILogger<T>", True)}),
    ("the call banned again, told yesterday", _LOGGER_AGAIN, "",
     {(AVOIDS, "Console.WriteLine", True)}),
    ("an annotation banned on fields for every class", _AUTOWIRED_RULE, _SPRING_REPLY,
     {(AVOIDS, "@Autowired", True)}),
    ("a verify before pushing, not just the unit tests", _MVNW_RULE, "",
     {(RUNS, "./mvnw verify", True)}),
    ("the annotation banned again, said last week", _AUTOWIRED_AGAIN, "",
     {(AVOIDS, "@Autowired", True)}),
    ("a seed call in every training script", _SEED_RULE, _OOM_REPLY,
     {(ADDS, "seed_everything", True)}),
    ("the seed call said again, like in every script", _SEED_AGAIN, "",
     {(ADDS, "seed_everything", True)}),
)

# Messages whose every rule is someone else's, a program's, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a pasted mix test failure and fix it", _MIX_TEST, ""),
    ("pasted credo output and fix these", _CREDO, ""),
    ("a question about preloading, always and never", _PRELOAD, ""),
    ("pasted xcodebuild errors and fix the build", _XCODEBUILD, ""),
    ("a reviewer's nit and never, addressed", _REVIEW_SWIFT, ""),
    ("the agent's earlier words quoted back and asked about", _EARLIER_SWIFT, ""),
    ("what the sync does now, always and never", _SYNC_TWICE, ""),
    ("pasted compiler warnings and fix them", _DOTNET_BUILD, ""),
    ("pasted docs with their own imperatives and a question", _MS_DOCS, ""),
    ("a pasted Spring stack trace and what's going on", _SPRING_TRACE, ""),
    ("pasted surefire output and fix the test", _SUREFIRE, ""),
    ("a musing, should never", _DTO_MUSING, ""),
    ("a pasted dataset card and a question", _DATASET_CARD, ""),
    ("an idiom, never mind", "never mind, it was the timezone on my machine. the test is fine",
     ""),
    ("what a job does now, with always", "the nightly eval always reuses the cached "
     "tokenizer, even when the vocab changed. is that on purpose?", ""),
    ("a thank you and merge", "thanks, that's it. merge it", _SPRING_REPLY),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("sarcasm about the query, unmarked, and a look", _ECTO_SARCASM, "", set()),
    ("a repository call made async to avoid blocking", _ASYNC_REPO, "",
     {(AVOIDS, ".Result", False)}),
    ("a pasted OOM and a smaller batch", _CUDA_OOM, "", set()),
    ("a pasted framework warning and set it from the config", _LIGHTNING_WARNING, "",
     {(ADDS, "num_workers", False)}),
    ("sarcasm about the test split, unmarked, and a file swapped", _TEST_SPLIT, "",
     {(ADDS, "val.parquet", False), (AVOIDS, "test.parquet", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "`seed_everything` at the top again please, like in every script": a name and where it
    # goes, with no verb; the rule stands from the session before.
    "the seed call said again, like in every script",
})


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


# The fourteen sessions as each harness keeps them: (harness, repository, turns).
_PHOENIX, _IOS = "/home/amara/src/tidepool", "/home/tomas/src/kestrel"
_DOTNET, _SPRING = "/home/helga/src/ledgerapi", "/home/wen/src/orders-svc"
_TRAIN = "/home/ravi/src/loom-train"
_DONE = "Done."
SESSIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("claude-code", _PHOENIX, (_MIX_TEST, _MIX_REPLY, _MIX_FORMAT_RULE, "Noted.")),
    ("claude-code", _PHOENIX, (_CREDO, _DONE, _MIX_FORMAT_AGAIN, "Ran it: formatted two "
                               "files.")),
    ("claude-code", _PHOENIX, (_PRELOAD, "Leave it to the caller.", _ECTO_SARCASM,
                               "The join drops the `on` clause.")),
    ("codex", _IOS, (_XCODEBUILD, _KEYCHAIN_REPLY, _TRY_BANG_RULE, _DONE)),
    ("codex", _IOS, (_REVIEW_SWIFT, _DONE, _EARLIER_SWIFT, "Xcode 16 can render them in "
                     "tests.")),
    ("codex", _IOS, (_TRY_BANG_AGAIN, _DONE, _SYNC_TWICE, "Two observers are registered.")),
    ("copilot-cli", _DOTNET, (_DOTNET_BUILD, _WARNINGS_REPLY, _LOGGER_RULE, "Noted.")),
    ("copilot-cli", _DOTNET, (_MS_DOCS, "It does.", _ASYNC_REPO, _DONE)),
    ("copilot-cli", _DOTNET, (_LOGGER_AGAIN, _DONE)),
    ("claude-code", _SPRING, (_SPRING_TRACE, _SPRING_REPLY, _AUTOWIRED_RULE, _DONE,
                              "thanks, that's it. merge it", "Merged.")),
    ("claude-code", _SPRING, (_SUREFIRE, _DONE, "never mind, it was the timezone on my "
                              "machine. the test is fine", "OK.", _MVNW_RULE, "Noted.")),
    ("claude-code", _SPRING, (_DTO_MUSING, "For this size, records as DTOs are cheap.",
                              _AUTOWIRED_AGAIN, _DONE)),
    ("codex", _TRAIN, (_CUDA_OOM, _OOM_REPLY, _SEED_RULE, _DONE, _LIGHTNING_WARNING, _DONE)),
    ("codex", _TRAIN, (_DATASET_CARD, "Not for a product; internal is fine.", _TEST_SPLIT,
                       _DONE, "the nightly eval always reuses the cached tokenizer, even when "
                       "the vocab changed. is that on purpose?", "No.", _SEED_AGAIN, _DONE)),
)

T0 = datetime(2026, 11, 16, 9, tzinfo=UTC)


# The standing preferences the fourteen sessions should leave, with the sessions they were said
# in (one rule said again is read only where it was first said: `KNOWN_MISSES`).
STANDING: set[tuple[str, str, int]] = {
    (RUNS, "mix format --check-formatted", 2),
    (AVOIDS, "try!", 2),
    (AVOIDS, "Console.WriteLine", 2),
    (ADDS, "ILogger<T>", 1),
    (AVOIDS, "@Autowired", 2),
    (RUNS, "./mvnw verify", 1),
    (ADDS, "seed_everything", 1),
}


def test_the_sessions_leave_the_peoples_rules_standing_with_where_they_were_said() -> None:
    assert standing_left(SESSIONS, T0) == STANDING


@pytest.mark.parametrize(("words", "expected"), [
    ("and `mix format --check-formatted` before you commit, as always",
     {(RUNS, "mix format --check-formatted", True)}),
    ("`make lint` before every push", {(RUNS, "make lint", True)}),
    ("`npm test` before you merge please", {(RUNS, "npm test", False)}),
    ("`sbt test` before you push", {(RUNS, "sbt test", False)}),
    ("before you push: `mix test`", {(RUNS, "mix test", False)}),
    # No command named, or asked about.
    ("`v2` before the release", set()),
    ("`make lint` before you push?", set()),
    ("`mix` before you push", set()),
    # A build tool's name as a word of English is no command.
    ("never mix tabs and spaces", set()),
])
def test_a_command_then_its_moment_is_a_command_to_run_then(words: str,
                                                            expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("always use `ILogger<T>`", {(ADDS, "ILogger<T>", True)}),
    ("always use `Vec<u8>`", {(ADDS, "Vec<u8>", True)}),
    ("prefer `Map<String, List<T>>`", {(ADDS, "Map<String, List<T>>", False)}),
    # A hole of a name to fill: a template, no code to add.
    ("tag as `v<N>`", set()),
    ("name it `JIRA<ID>`", set()),
    ("always name them `Test<NAME>`", set()),
])
def test_a_types_parameters_are_code_not_a_template(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("always log through the injected `ILogger<T>`", {(ADDS, "ILogger<T>", True)}),
    ("always parse dates with the shared `DateParser`", {(ADDS, "DateParser", True)}),
    ("log errors via `slog`", {(ADDS, "slog", False)}),
    # A word that names no means to use.
    ("log errors with the old `print`", set()),
])
def test_the_projects_own_means_named_with_the_is_the_means(words: str,
                                                            expected: Judged) -> None:
    assert judged(words) == expected
