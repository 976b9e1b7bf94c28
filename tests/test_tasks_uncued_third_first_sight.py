"""Rules said without the usual cue words, third batch, on other stacks, at first sight.

A first-sight batch written in other words than the first two (`test_tasks_uncued_first_sight.py`,
`test_tasks_uncued_second_first_sight.py`) and on other stacks (Kotlin, Swift, Elixir, C#, PHP,
Terraform, SQL, shell): a naming convention said as a fact of the codebase ("feature flags are
`ff_` plus snake_case"), a name on its way out and what new code uses instead, a term or a
spelling of the product's language, a test and assertion style, and a convention said as the
team's taste ("house style is ...", "we like X over Y"); each next to the work the message asks
for. Beside them, close messages that must give nothing: the code as it is now described, a
compiler's, a linter's or a package manager's deprecation notice pasted, a question about
naming, a colleague's opinion reported; one-off asks about one thing, which give no rule that
stands; and rules of where a kind of new file goes, which no check of the reader can hold (a
check that the change edits the folder would fail every change that makes no such file), so
they must give no standing rule either.

The expected readings were written before the batch was run. At first sight: rules read
exactly 10/41, messages giving nothing 20/20, one-off asks giving no standing rule 5/5, rules of
where files go giving no standing rule 5/5. After: rules 27/41, and 20/20, 5/5, 5/5.

What was changed, by shape (`SHAPES`): after a name retired for the team, where new code or a
kind of work goes instead ("new code talks to `Y`", "scheduled work goes to `Y`", "coroutines
are launched from `Y`") and a name "gone from our modules" followed by the way now; the team's
taste ("the team prefers `X`", "house style is `X`", "we like `X` over ..."), where "the team"
is the person's own and no other team's way; "wherever the type is obvious" and "chains of
`if`" name no one place, and the first is kept in the line written down; a name's start said
with how the rest is written ("`ff_` plus snake_case"), "suffixed `X`" without "with", names
that follow a convention after where it holds; the project or its tests named by their platform
("in the .NET solution", "in the .NET tests"); a spelling said "it's `X`, ..., in our copy" or as
a product name set against the same letters; what new ones of a kind are ("new screens are
`SwiftUI`"); versions and dependencies as a kind of code; review "in our SQL".

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, HERE, RUNS, Judged, judged

# Messages whose own words state a house rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # naming conventions said as facts of the codebase
    ("ff_ snake_case", "Put the new onboarding carousel behind a flag. Feature flags in the "
     "Android app are `ff_` plus snake_case.", {(ADDS, "ff_", True)}),
    ("use hooks", "Pull the debounce logic out of the search screen into a hook. Our hooks start "
     "with `use`.", {(ADDS, "use", True)}),
    ("Live modules", "Add a page that lists the open invoices. LiveView modules are suffixed "
     "`Live` in this app, like `InvoiceLive`.", {(ADDS, "Live", True)}),
    ("I interfaces", "Add a service that sends SMS receipts. Interfaces in the .NET solution "
     "start with `I`.", {(ADDS, "I", True)}),
    ("underscore fields", "Cache the tenant lookup in the controller. Private fields take an "
     "`_` prefix in our C#.", {(ADDS, "_", True)}),
    ("idx_ indexes", "Add an index for looking up orders by customer. Index names start with "
     "`idx_` in our schema.", {(ADDS, "idx_", True)}),
    ("Event and Listener", "Add a listener for the refund event. Event classes end in `Event`, "
     "listeners in `Listener`.", {(ADDS, "Event", True), (ADDS, "Listener", True)}),
    ("UiState classes", "Add a sealed class for the checkout screen's states. UI state classes "
     "end in `UiState`.", {(ADDS, "UiState", True)}),
    ("__ private functions", "Split the deploy script into functions. Private functions in our "
     "bash scripts begin with `__`.", {(ADDS, "__", True)}),
    ("app: commands", "Add an Artisan command that prunes old exports. Console commands are "
     "named `app:` plus kebab-case.", {(ADDS, "app:", True)}),
    # a name on its way out and what new code uses instead
    ("OldClient on its way out", "Fetch the invoices for the account page. `OldClient` is on its "
     "way out, new code talks to `ApiClient`.",
     {(ADDS, "ApiClient", True), (AVOIDS, "OldClient", True)}),
    ("synthetic gone", "Show the avatar on the profile screen. `kotlinx.android.synthetic` is "
     "gone from our modules; views are bound with `ViewBinding`.",
     {(ADDS, "ViewBinding", True), (AVOIDS, "kotlinx.android.synthetic", True)}),
    ("SwiftUI for new screens", "Add the detail screen for an order. New screens are `SwiftUI`; "
     "`UIKit` is kept only for the old ones.", {(ADDS, "SwiftUI", True)}),
    ("Quantum phased out", "Send the reminder emails from a scheduled job. `Quantum` is being "
     "phased out here, scheduled work goes to `Oban`.",
     {(ADDS, "Oban", True), (AVOIDS, "Quantum", True)}),
    ("Newtonsoft in favour", "Serialize the webhook payload. `Newtonsoft.Json` is deprecated in "
     "our solution in favour of `System.Text.Json`.",
     {(ADDS, "System.Text.Json", True), (AVOIDS, "Newtonsoft.Json", True)}),
    ("Carbon not DateTime", "Add a due date to the task model. Dates in the Laravel app are "
     "`Carbon` instances, not raw `DateTime`.",
     {(ADDS, "Carbon", True), (AVOIDS, "DateTime", True)}),
    ("template_file retired", "Add the Redis cluster to staging. The `template_file` data source "
     "is retired for us; templates are rendered with `templatefile()`.",
     {(ADDS, "templatefile()", True), (AVOIDS, "template_file", True)}),
    ("backticks legacy", "Write the backup script for the database. Backticks for command "
     "substitution are legacy here; it's `$(...)`.", {(ADDS, "$(...)", True)}),
    ("identity over serial", "Add a table for gift cards. New tables get `identity` columns "
     "instead of `serial`.", {(ADDS, "identity", True), (AVOIDS, "serial", True)}),
    ("GlobalScope on its way out", "Load the feed off the main thread. `GlobalScope` is on its "
     "way out in our app; coroutines are launched from `viewModelScope`.",
     {(ADDS, "viewModelScope", True), (AVOIDS, "GlobalScope", True)}),
    # a term or a spelling of the product's language
    ("patron", "Write the empty state for the loans page. In this product a customer is a "
     "`patron`, in the copy and in the code.", {(ADDS, "patron", True)}),
    ("to-do hyphen", "Write the tooltip for the checklist button. It's `to-do`, with the hyphen, "
     "in our copy.", {(ADDS, "to-do", True)}),
    ("Quotely", "Add the product name to the login screen. The product name is `Quotely`, not "
     "`QuoteLy`.", {(ADDS, "Quotely", True), (AVOIDS, "QuoteLy", True)}),
    ("cancelled", "Add the message shown after an order is cancelled. Orders are `cancelled`, "
     "with two l's, in our copy.", {(ADDS, "cancelled", True)}),
    ("GiB not GB", "Add a label for the storage quota. Sizes in the UI are shown in `GiB`, not "
     "`GB`.", {(ADDS, "GiB", True), (AVOIDS, "GB", True)}),
    ("space not tenant", "Write the release notes for 3.2. Customers know a tenant as a "
     "`space`; the word `tenant` stays out of anything they read.",
     {(ADDS, "space", True), (AVOIDS, "tenant", True)}),
    # a test and assertion style
    ("expect to", "Add specs for the refund policy. Our specs assert with `expect(...).to`; the "
     "old `.should` syntax is gone from the suite.",
     {(ADDS, "expect(...).to", True), (AVOIDS, ".should", True)}),
    ("shouldBe", "Test the cart total. Kotlin tests here assert with `shouldBe` from Kotest, not "
     "JUnit's `assertEquals`.", {(ADDS, "shouldBe", True), (AVOIDS, "assertEquals", True)}),
    ("XCTAssertEqual", "Add tests for the receipt parser. Unit tests in the iOS app compare with "
     "`XCTAssertEqual` rather than a bare `XCTAssert`.",
     {(ADDS, "XCTAssertEqual", True), (AVOIDS, "XCTAssert", True)}),
    ("ExMachina", "Cover the billing context. Test data in our Elixir suites comes from "
     "`ExMachina` factories, not fixtures.", {(ADDS, "ExMachina", True)}),
    ("FluentAssertions", "Add tests for the tax calculator. Assertions in the .NET tests are "
     "written with `FluentAssertions`.", {(ADDS, "FluentAssertions", True)}),
    ("Mockery", "Write tests for the coupon service. PHPUnit tests here mock with `Mockery`, not "
     "`createMock`.", {(ADDS, "Mockery", True), (AVOIDS, "createMock", True)}),
    ("bats", "Add a test for the install script. Shell scripts are tested with `bats`.",
     {(RUNS, "bats", True)}),
    # a convention said as the team's taste
    ("when over if", "Tidy up the invoice mapper. We like `when` over chains of `if`/`else if` "
     "in Kotlin.", {(ADDS, "when", True)}),
    ("set -euo", "Split the long deploy script in two. Our taste in shell: scripts open with "
     "`set -euo pipefail`.", {(ADDS, "set -euo pipefail", True)}),
    ("nullsafe", "Add the order lookup to the repository. The team prefers `?->` over nested "
     "null checks in PHP.", {(ADDS, "?->", True)}),
    ("var where obvious", "Add a method that loads the tenant settings. House style is `var` "
     "wherever the type is obvious.", {(ADDS, "var", True)}),
    ("guard let", "Add the retry to the upload manager. We go with `guard let` for early exits "
     "rather than nested `if let`.", {(ADDS, "guard let", True)}),
    ("SELECT star", "Write the query for overdue invoices. `SELECT *` doesn't make it through "
     "review in our SQL.", {(AVOIDS, "SELECT *", True)}),
    ("pessimistic pins", "Add the alarm for the queue depth. Provider versions are pinned with "
     "`~>` in our Terraform.", {(ADDS, "~>", True)}),
    ("default_tags", "Add the IAM role for the worker. Tags are set through `default_tags` on "
     "the provider, not per resource.", {(ADDS, "default_tags", True)}),
)

# Messages that describe the code now, paste a notice, ask, or report someone's view: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("flags two styles", "Our Kotlin flags are `ff_` plus snake_case right now and the iOS ones "
     "are camelCase; which one does the config service expect?"),
    ("hooks today", "The hooks in `src/hooks` start with `use` except `fetchUser`, which trips "
     "the lint rule. Why was it named that way?"),
    ("SYSLIB0014 pasted", "dotnet build says\n\n```\nwarning SYSLIB0014: "
     "'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and "
     "WebClient are obsolete. Use HttpClient instead.'\n```\n\nis that from our code or a "
     "package?"),
    ("kotlin deprecation pasted", "Gradle prints\n\n```\nw: 'onActivityCreated(Bundle?): Unit' "
     "is deprecated. Deprecated in Java\n```\n\nhow many of those do we have?"),
    ("composer abandoned pasted", "composer install says\n\n```\nPackage swiftmailer/swiftmailer "
     "is abandoned, you should avoid using it. Use symfony/mailer instead.\n```\n\nwho depends "
     "on it?"),
    ("terraform warning pasted", "terraform plan warns\n\n```\nWarning: Argument is deprecated"
     "\n\n  with aws_s3_bucket.exports,\n  on main.tf line 12:\n  12:   acl = \"private\"\n\n"
     "Use the aws_s3_bucket_acl resource instead\n```\n\ndoes that block the apply?"),
    ("predicate asked", "Should Elixir predicate functions end in `?` or start with `is_`?"),
    ("I prefix asked", "Do we name C# interfaces with an `I` prefix in the new project too?"),
    ("OldClient asked", "Is `OldClient` on its way out, or is someone still maintaining it?"),
    ("specs opinion reported", "Marta thinks specs should be `describe`/`it` with "
     "`expect(...).to`; what do you make of it?"),
    ("Newtonsoft opinion reported", "Tom says `Newtonsoft.Json` should go in favour of "
     "`System.Text.Json`. How big a change would that be?"),
    ("DTOs described", "Shared DTOs live in `contracts/` at the moment, and the mobile app "
     "copies them by hand. Can the build generate them instead?"),
    ("SwiftUI story", "We moved the order screens from `UIKit` to `SwiftUI` last year and launch "
     "time went up. Any idea why?"),
    ("template_file described", "The modules use `template_file` in three places, which is why "
     "the plan is so noisy."),
    ("serial and identity", "The old migrations use `serial` for ids and the new ones "
     "`identity`; does pg_dump treat them differently?"),
    ("Carbon mixed", "In the Laravel app dates are `Carbon` instances in the models and raw "
     "`DateTime` in the jobs. Which one does the queue serialize?"),
    ("ktlint quoted", "ktlint complains that `UiState` classes should sit in their own file. Is "
     "that a real rule?"),
    ("backticks described", "The deploy script uses backticks instead of `$(...)` in two "
     "places; does that matter for the quoting bug?"),
    ("patron asked", "Do customers see `patron` or `customer` on the receipts today?"),
    ("other team's house style", "The payments team's house style is early returns with "
     "`guard`; ours isn't written down anywhere. Where would it go?"),
)

# One-off asks about one thing: no rule that stands.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("this flag's name", "Name this flag `ff_new_checkout` so the rollout tool finds it."),
    ("shouldBe in one file", "Use `shouldBe` in `CartTotalTest.kt`; the other tests can stay as "
     "they are."),
    ("GiB in this tooltip", "Write `GiB` in this tooltip only, the rest of the screen is next "
     "week."),
    ("OldClient in one screen", "Swap `OldClient` for `ApiClient` in `InvoiceScreen.kt`, just "
     "that one file."),
    ("this DTO for now", "Put this DTO in `contracts/` for now, we'll sort the folders out "
     "later."),
)

# Where a kind of new file goes: said as a rule, but no check holds it, so no standing rule.
PLACES: tuple[tuple[str, str], ...] = (
    ("DTOs in contracts", "Add the DTO for the refund request. Shared DTOs live in "
     "`contracts/`."),
    ("Swift extensions", "Add a helper that formats money in the iOS app. Extensions go in "
     "`Extensions/`, one file per type."),
    ("Terraform modules", "Add the DNS record for the status page. Reusable Terraform goes under "
     "`modules/`; the environments only call them."),
    ("SQL migrations folder", "Add a view for the churn report. Schema changes live in "
     "`db/migrations/` as numbered files."),
    ("Elixir contexts", "Add a function that archives a board. Business logic belongs in the "
     "contexts under `lib/app/`, not in the controllers."),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # After a name retired for the team, where new code or a kind of work goes instead.
    ("retired, then where new code goes", "`OldClient` is on its way out, new code talks to "
     "`ApiClient`", {(ADDS, "ApiClient", True), (AVOIDS, "OldClient", True)}),
    ("retired, then where work goes", "`Quantum` is being phased out; scheduled work goes to "
     "`Oban`", {(ADDS, "Oban", True), (AVOIDS, "Quantum", True)}),
    ("retired, then some of it told", "`OldClient` is on its way out, the billing screen talks "
     "to `ApiClient`", {(AVOIDS, "OldClient", True)}),
    ("retired, then still", "`Quantum` is being phased out, and two jobs still run on `Oban`",
     {(AVOIDS, "Quantum", True)}),
    ("where work goes, alone", "scheduled work goes to `Oban`", set()),
    ("retired upstream, then where work goes", "`Quantum` is deprecated upstream, scheduled "
     "work goes to `Oban`", set()),
    ("gone from the project, then the way", "`kotlinx.android.synthetic` is gone from our "
     "modules; views are bound with `ViewBinding`",
     {(ADDS, "ViewBinding", True), (AVOIDS, "kotlinx.android.synthetic", True)}),
    ("gone from the project, alone", "`kotlinx.android.synthetic` is gone from our modules",
     set()),
    # The team's taste: what the team prefers, house style, liked over another.
    ("the team prefers", "the team prefers `?->` over nested null checks",
     {(ADDS, "?->", True)}),
    ("another team prefers", "the payments team prefers `?->`", set()),
    ("asked what the team prefers", "does the team prefer `?->`?", set()),
    ("house style", "house style is `var`", {(ADDS, "var", True)}),
    ("liked over another", "we like `when` over chains of `if`", {(ADDS, "when", True)}),
    ("liked, alone", "we like `when`", set()),
    ("liked, with a flaw", "we like `ktor` but the build is slow", set()),
    # Any of a kind under a condition, and many of a kind as the other way: no one place.
    ("wherever a kind is", "we prefer `var` wherever the type is obvious",
     {(ADDS, "var", True)}),
    ("in one place", "we prefer `var` in the type of `Invoice`", {(ADDS, "var", False)}),
    # A name's start, then how the rest is written; a suffix said without "with"; names that
    # follow it after where it holds.
    ("a prefix plus a case", "feature flags are `ff_` plus snake_case", {(ADDS, "ff_", True)}),
    ("some flags plus a case", "the flags are `ff_` plus snake_case", set()),
    ("suffixed, where, like", "LiveView modules are suffixed `Live` in this app, like "
     "`InvoiceLive`", {(ADDS, "Live", True)}),
    # The project or its tests named by their platform.
    ("the platform's solution", "interfaces in the .NET solution start with `I`",
     {(ADDS, "I", True)}),
    ("the platform's tests", "assertions in the .NET tests are written with "
     "`FluentAssertions`", {(ADDS, "FluentAssertions", True)}),
    ("some tests of it", "assertions in the old tests are made with `assert`", set()),
    # A spelling said with where it is read after it, or set against the same letters.
    ("it's, then where read", "it's `to-do`, with the hyphen, in our copy",
     {(ADDS, "to-do", True)}),
    ("it's, in old docs", "it's `to-do` in the old docs", set()),
    ("a name against its letters", "the product name is `Quotely`, not `QuoteLy`",
     {(ADDS, "Quotely", True), (AVOIDS, "QuoteLy", True)}),
    ("a name against another name", "the product name is `Quotely`, not `Acme`", set()),
    # What new ones of a kind are; kinds of dependencies; review in a language of the project.
    ("what new ones are", "new screens are `SwiftUI`", {(ADDS, "SwiftUI", True)}),
    ("what the new ones are", "the new screens are `SwiftUI`", set()),
    ("new ones, against another", "new tables get `identity` columns instead of `serial`",
     {(ADDS, "identity", True), (AVOIDS, "serial", True)}),
    ("versions pinned", "provider versions are pinned with `~>`", {(ADDS, "~>", True)}),
    ("the versions pinned", "the versions are pinned with `~>`", set()),
    ("review in our language", "`SELECT *` doesn't make it through review in our SQL",
     {(AVOIDS, "SELECT *", True)}),
    ("review in one module", "`eval` doesn't make it through review in our billing module",
     set()),
)

# The line the night writes for a rule of the batch: what the person meant, no wider.
LINES: tuple[tuple[str, str, set[str]], ...] = (
    ("a prefix plus a case", "Feature flags are `ff_` plus snake_case.",
     {"Name feature flags with a `ff_` prefix."}),
    ("suffixed without with", "LiveView modules are suffixed `Live`.",
     {"Name LiveView modules with a `Live` suffix."}),
    ("wherever a kind is", "House style is `var` wherever the type is obvious.",
     {"Use `var` wherever the type is obvious."}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # Said of one part of the project ("in the Android app", "in the Laravel app", "in the iOS
    # app"): read, but as the task's, as any rule kept to a part is.
    "ff_ snake_case", "Carbon not DateTime", "XCTAssertEqual",
    # The second kind said without its verb ("..., listeners in `Listener`").
    "Event and Listener",
    # The old way said without code ("backticks ... are legacy"), a term with a placeholder in
    # it (`expect(...).to` is in no line of code as written), a runner the reader does not know
    # as one (`bats`), a mass with a place ("test data in our Elixir suites comes from"), a verb
    # of setting with a place and a turned-away kind ("set through `X` on the provider, not per
    # resource"), a taste said before a colon ("our taste in shell: ...").
    "backticks legacy", "expect to", "bats", "ExMachina", "default_tags", "set -euo",
    # Terms of the product's language said as what a thing is called or shown in ("a customer
    # is a `patron`", "orders are `cancelled`", "shown in `GiB`", "customers know a tenant as a
    # `space`"): no shape tells them from a description of the product.
    "patron", "cancelled", "GiB not GB", "space not tenant",
})


test_a_rule_said_without_cue_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_paste_ask_or_report_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), ONE_OFFS, ids=[n for n, _ in ONE_OFFS])
def test_a_one_off_ask_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("name", "words", "expected"), LINES, ids=[n for n, _, _ in LINES])
def test_the_line_says_what_the_person_meant(name: str, words: str, expected: set[str]) -> None:
    judges = derive([Quote(words, HERE)])
    assert {said for j in judges if (said := instruction(j, judges))} == expected


@pytest.mark.parametrize(("name", "words"), PLACES, ids=[n for n, _ in PLACES])
def test_where_a_kind_of_file_goes_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) + len(ONE_OFFS) >= 18
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS, *PLACES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
