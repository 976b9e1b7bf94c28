"""House conventions said without cue words, at first sight.

A first-sight batch, written after the reader was changed for conventions said as facts, to see
whether that change reaches wordings it was not made from: a naming convention (a prefix, a
suffix, a name a kind of code does or does not carry), a spelling of a name, an assertion style,
a name deprecated, retired or frozen in favour of another, "we use `X` for that", and a
convention said as a plain fact of the codebase ("indexes are created with `X` here",
"user-facing strings are wrapped in `t()`"); each inside a message that also asks for work, in
varied languages and tools. Beside them, close messages that must give nothing: what the code
does now, someone else's rule or proposal quoted, a tool's deprecation notice pasted, questions,
musings and what happened; and one-off asks about one file or one thing, which give no rule that
stands. It was measured on the reader as first changed for conventions said as facts:
rules read exactly 11/31 (9/31 before that change), messages giving nothing 30/31 (a retirement
"by" its maker read as what to use instead), one-off asks giving no standing rule 5/5. After:
rules 26/31, messages giving nothing 31/31, one-off asks 5/5.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, Judged, judged

# Messages whose own words state a house convention next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # naming
    ("State suffix", "Add a state for the offline banner. Sealed UI states in the Android app "
     "end in `State` (`LoadingState`, `ErrorState`).", {(ADDS, "State", True)}),
    ("migration prefix", "Add a migration that makes `invoices.due_at` not null. Migration "
     "files are prefixed with `YYYYMMDD_` in this repo.", {(ADDS, "YYYYMMDD_", True)}),
    ("use hooks", "Write a hook that returns the cart count. Custom hooks start with `use`, like "
     "React's own.", {(ADDS, "use", True)}),
    ("no Get prefix", "Add an accessor for the retry budget on the client. Getters in our Go code "
     "don't carry a `Get` prefix.", {(AVOIDS, "Get", True)}),
    ("c- classes", "Add a modifier class for the disabled chip. Our CSS component classes carry "
     "the `c-` prefix.", {(ADDS, "c-", True)}),
    ("Builder suffix", "The HTTP client config has nine optional fields now, give it a builder. "
     "Builder types are suffixed with `Builder` across the workspace.",
     {(ADDS, "Builder", True)}),
    ("tf_ variables", "Add a Terraform variable for the bucket region. Variable names get the "
     "`tf_` prefix here.", {(ADDS, "tf_", True)}),
    # spelling
    ("Next.js spelled", "Fix the heading of the deployment guide. The framework is spelled "
     "`Next.js` in our docs, with the dot.", {(ADDS, "Next.js", True)}),
    ("JavaScript in print", "Proofread the changelog entry below.\n\n> Added Javascript support "
     "to the SDK.\n\nIn everything we publish it's `JavaScript`, capital S.",
     {(ADDS, "JavaScript", True)}),
    ("log in two words", "Add a tooltip for the login button. The verb is written `log in`, two "
     "words, everywhere in the UI.", {(ADDS, "log in", True)}),
    # assertion style
    ("pytest.raises", "Add tests for the CSV parser's bad rows. Exceptions in our pytest suites "
     "are asserted with `pytest.raises`.", {(ADDS, "pytest.raises", True)}),
    ("toHaveBeenCalledWith", "Cover the retry path of the fetcher. In the Jest suites we assert "
     "calls with `toHaveBeenCalledWith`, never `toHaveBeenCalled` alone.",
     {(ADDS, "toHaveBeenCalledWith", True), (AVOIDS, "toHaveBeenCalled", True)}),
    ("FluentAssertions", "Add unit tests for the money formatter. C# tests here assert with "
     "`FluentAssertions`.", {(ADDS, "FluentAssertions", True)}),
    ("expect syntax", "Write specs for the refund service. RSpec expectations are written with "
     "`expect(...).to` in this codebase.", {(ADDS, "expect(...).to", True)}),
    # deprecated, retired or frozen in favour of another
    ("moment in favour of date-fns", "Add a date picker to the booking form. `moment` is "
     "deprecated in this codebase in favour of `date-fns`.",
     {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    ("axios on its way out", "Fetch the user profile on the settings page. `axios` is on its way "
     "out here; new requests use `ky`.", {(ADDS, "ky", True), (AVOIDS, "axios", True)}),
    ("useToast retired", "Show a toast after saving the profile. The `useToast` hook is being "
     "retired in favour of `notify()`.", {(ADDS, "notify()", True), (AVOIDS, "useToast", True)}),
    ("log4j retired", "Raise the log level of the sync worker. `log4j` was retired here last "
     "year; logs go through `slf4j`.", {(ADDS, "slf4j", True), (AVOIDS, "log4j", True)}),
    ("find_by_sql frozen", "Add pagination to the orders query. `find_by_sql` is frozen for us, "
     "queries go through `Arel`.", {(ADDS, "Arel", True), (AVOIDS, "find_by_sql", True)}),
    ("argparse dropped", "Wire the new setting into the CLI. `argparse` was dropped in favour of "
     "`typer` when we rewrote the CLI.", {(ADDS, "typer", True), (AVOIDS, "argparse", True)}),
    # we use X for that
    ("structuredClone for that", "I need to deep-clone the form state before diffing it. We use "
     "`structuredClone` for that.", {(ADDS, "structuredClone", True)}),
    ("chrono for that", "Parse the RFC 3339 strings the API sends. We use `chrono` for that in "
     "all our Rust services.", {(ADDS, "chrono", True)}),
    ("tenacity what we use", "Add retries to the payment webhook. `tenacity` is what we use for "
     "retries.", {(ADDS, "tenacity", True)}),
    # a convention said as a fact
    ("indexes concurrently", "Add an index for the email lookup. Indexes are created with "
     "`CREATE INDEX CONCURRENTLY` here.", {(ADDS, "CREATE INDEX CONCURRENTLY", True)}),
    ("strings wrapped in t()", "Translate the new error strings. User-facing strings are wrapped "
     "in `t()` so the extractor finds them.", {(ADDS, "t()", True)}),
    ("webhooks verified", "Add a webhook handler for refunds. Incoming webhooks get verified "
     "with `verifySignature()` before anything else runs.",
     {(ADDS, "verifySignature()", True)}),
    ("flags.isEnabled", "Add a toggle for the new search. Flag checks go through "
     "`flags.isEnabled()` in every service.", {(ADDS, "flags.isEnabled()", True)}),
    ("RFC3339 over the wire", "Add an endpoint for the audit trail. Timestamps go over the wire "
     "as `RFC3339` strings.", {(ADDS, "RFC3339", True)}),
    ("controllers extend", "Add a PHP endpoint for the newsletter signup. Controllers in this "
     "app extend `BaseController`.", {(ADDS, "BaseController", True)}),
    ("helm values documented", "Add a Helm value for the replica count. Chart values are "
     "documented with `# --` comments.", {(ADDS, "# --", True)}),
    ("config parsed by", "Add a setting for the cache size. Config files are parsed by "
     "`serde_yaml` in all our crates.", {(ADDS, "serde_yaml", True)}),
)

# Messages that describe, quote, paste, ask, muse or tell what happened: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("cron described", "The old scheduler: jobs scheduled through `cron` on the box, which is "
     "why nothing ran during the outage."),
    ("two migration styles", "Migration files are prefixed with a timestamp in the Rails app "
     "and with a number in the Django one. Which is safer for merges?"),
    ("use prefix asked", "Custom hooks start with `use` because React's linter looks for that "
     "prefix, right?"),
    ("style guide getters", "The Go style guide says getters shouldn't carry a `Get` prefix. "
     "Does golint enforce that?"),
    ("vendored builders", "Builder types in the vendored SDK are suffixed with `Builder`; can "
     "I wrap one in the test?"),
    ("pkg_resources pasted", "pytest prints\n\n```\nDeprecationWarning: pkg_resources is "
     "deprecated as an API. See https://setuptools.pypa.io/en/latest/pkg_resources.html\n```\n\n"
     "which dependency still imports it?"),
    ("moment upstream", "`moment` is deprecated upstream in favour of `Temporal`, according to "
     "their README. Is that true for the timezone plugin too?"),
    ("kotlin notice pasted", "Kotlin 2.0 prints:\n\n```\nw: 'toUpperCase(): String' is "
     "deprecated. Use uppercase() instead.\n```\n\nhow many call sites are there?"),
    ("axios RFC", "Priya's RFC says `axios` is on its way out of the frontend. Did anyone agree "
     "to that?"),
    ("money two ways", "Money is formatted by `toFixed(2)` in the cart and by "
     "`Intl.NumberFormat` in checkout, which is why they disagree."),
    ("audit timestamps now", "Timestamps in the audit log are serialized with `str()` at the "
     "moment, so the offset is lost."),
    ("structuredClone once", "We used `structuredClone` for that in the old editor, but it broke "
     "on Safari 14."),
    ("chrono asked", "Do we use `chrono` for that in the ingest service, or `time`?"),
    ("tenacity asked", "Is `tenacity` what we use for retries, or was that only the scraper?"),
    ("indexes weighed", "Should indexes be created with `CREATE INDEX CONCURRENTLY` in "
     "migrations? Marta thinks it's overkill."),
    ("webhooks wondered", "I wonder if webhooks should be verified with `verifySignature()` "
     "before the queue or after."),
    ("legacy strings", "Strings in the legacy admin are wrapped in `__()` instead of `t()`, "
     "that's why the extractor misses them."),
    ("swift colors today", "The Swift views take their colors from `UIColor(hex:)` today, "
     "dozens of them."),
    ("CI_Controller", "Controllers in the old app extend `CI_Controller`, so the upgrade will "
     "hurt. How long would it take?"),
    ("helm-docs README", "The helm-docs README says values are documented with `# --` comments. "
     "Does our chart do that?"),
    ("NextJS footer", "The Next.js docs spell it `Next.js` and our footer says `NextJS`. Which "
     "file holds the footer?"),
    ("pytest.raises in two files", "Exceptions are asserted with `pytest.raises` in only two of "
     "the test files; the rest use try/except."),
    ("jest docs recommend", "The Jest docs recommend `toHaveBeenCalledWith` over "
     "`toHaveBeenCalled`. Would that have caught the bug?"),
    ("log4j by Apache", "`log4j` 1.x was retired by Apache in 2015, and the audit service still "
     "ships it:\n\n```\nlog4j-1.2.17.jar\n```\n\nhow bad is that?"),
    ("typer broke help", "`argparse` was dropped in favour of `typer` in the new CLI, and now "
     "`--help` is empty. Why?"),
    ("flags two sources", "Feature flags are read from `LaunchDarkly` in prod and from a JSON "
     "file locally. Which one does the test runner see?"),
    ("zap fields compared", "Log lines in the billing service are structured with `zap` fields "
     "but the gateway prints plain text; can you compare the two?"),
    ("epoch millis", "Timestamps go over the wire as epoch millis from the Java service, that's "
     "what breaks the parser."),
    ("frozen for the release", "`main` is frozen until the release on Thursday, so park the PR."),
    ("gone for us, then broke", "`request` is gone for us since the upgrade and the build fails "
     "on the proxy module:\n\n```\nModuleNotFoundError: No module named 'request'\n```"),
    ("serde_yaml old crate", "Config files are parsed by `serde_yaml` in the old crate and by "
     "`toml` in the new one. Why two formats?"),
)

# One-off asks about one file or one thing: no rule that stands.
ONE_OFFS: tuple[tuple[str, str], ...] = (
    ("ky in one file", "For this one file, use `ky` instead of `axios`; the rest can wait."),
    ("name this one", "Name this one `parseLegacyDate`, it's a shim we delete next month."),
    ("Acme Cloud in this email", "Spell it `Acme Cloud` in this email, marketing asked for it."),
    ("pytest.raises for now", "Use `pytest.raises` in `test_parser.py` for now."),
    ("Builder for this struct", "Suffix this struct with `Builder` so the generator picks it "
     "up."),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # A name a kind of code does not carry.
    ("a name a kind does not carry", "getters in our Go code don't carry a `Get` prefix",
     {(AVOIDS, "Get", True)}),
    ("never prefixed with", "handlers are never prefixed with `handle`",
     {(AVOIDS, "handle", True)}),
    ("does not carry, in one SDK", "getters in the vendored SDK don't carry a `Get` prefix",
     set()),
    ("does not carry, asked why", "getters don't carry a `Get` prefix, so why does this one?",
     set()),
    # A language's name before the kind; the kinds a class extends; wrapped in; verified with.
    ("a language's kind", "C# tests here assert with `FluentAssertions`",
     {(ADDS, "FluentAssertions", True)}),
    ("a language's kind, some places", "C# tests assert with `NUnit` in two places", set()),
    ("a kind extends", "controllers in this app extend `BaseController`",
     {(ADDS, "BaseController", True)}),
    ("the kind extends", "the controllers extend `BaseController`", set()),
    ("a kind extends, a complaint", "controllers extend `BaseController`, which is why the "
     "upgrade hurts", set()),
    ("wrapped in", "user-facing strings are wrapped in `t()`", {(ADDS, "t()", True)}),
    ("wrapped in, some places", "user strings are wrapped in `t()` in three places", set()),
    ("verified with", "incoming webhooks get verified with `verifySignature()`",
     {(ADDS, "verifySignature()", True)}),
    ("verified with, one service", "webhooks get verified with `hmac` in the old service", set()),
    ("what kind of code the term is", "chart values are documented with `# --` comments",
     {(ADDS, "# --", True)}),
    # A spelling where people read it, all of it.
    ("a spelling everywhere read", "the verb is written `log in`, two words, everywhere in the UI",
     {(ADDS, "log in", True)}),
    ("a spelling in one doc", "the word is written `colour` in the British docs", set()),
    ("in everything we publish", "in everything we publish it's `JavaScript`",
     {(ADDS, "JavaScript", True)}),
    # What is retired, frozen or dropped for the team, and what comes instead.
    ("on its way out, then new ones use", "`axios` is on its way out here; new requests use `ky`",
     {(ADDS, "ky", True), (AVOIDS, "axios", True)}),
    ("deprecated upstream, new ones use", "`axios` is deprecated upstream, new requests use `ky`",
     set()),
    ("retired here last year", "`log4j` was retired here last year", {(AVOIDS, "log4j", True)}),
    ("retired by its maker", "`log4j` was retired by Apache last year", set()),
    ("frozen for us, then the way instead", "`find_by_sql` is frozen for us, queries go through "
     "`Arel`", {(ADDS, "Arel", True), (AVOIDS, "find_by_sql", True)}),
    ("frozen for us until", "`find_by_sql` is frozen for us until the upgrade", set()),
    ("dropped in favour when we", "`argparse` was dropped in favour of `typer` when we rewrote "
     "the CLI", {(ADDS, "typer", True), (AVOIDS, "argparse", True)}),
    ("dropped in favour, then what happened", "`argparse` was dropped in favour of `typer` when "
     "we rewrote the CLI, and now help is empty", set()),
    # A fact told as the ground of the question after it; with a habit word it is a rule still.
    ("a fact, then asked about", "Money is formatted by `formatMoney`. Why does the cart show "
     "NaN?", set()),
    ("a kind's fact, then asked about", "errors are wrapped with `fmt.Errorf`. Why does the log "
     "show nothing?", set()),
    ("a habit, then asked about", "Money is always formatted by `formatMoney`. Why does the cart "
     "show NaN?", {(ADDS, "formatMoney", True)}),
    ("a kind always uses", "library crates always use `thiserror`", {(ADDS, "thiserror", True)}),
    ("the kind always uses", "the library crates always use `thiserror`", set()),
    ("a kind, always", "errors are always wrapped with `fmt.Errorf`",
     {(ADDS, "fmt.Errorf", True)}),
    ("a kind, always, in one place", "errors are always wrapped with `fmt.Errorf` in the old "
     "client", set()),
    # All the tests said first, before the team's way; the team's way set against another.
    ("the tests first, then the team's way", "in the Jest suites we assert calls with "
     "`toHaveBeenCalledWith`", {(ADDS, "toHaveBeenCalledWith", True)}),
    ("some tests first", "in the old tests we assert calls with `assertEqual`", set()),
    ("one module first", "in the billing module we assert with `require`", set()),
    ("the team's way instead", "we poll with `wait_for` instead", {(ADDS, "wait_for", True)}),
    ("what the team tried instead", "we tried with `msw` instead", set()),
    ("what the team went with", "we went with `msw` instead", set()),
    ("what the team could do instead", "we could poll with `wait_for` instead", set()),
    ("what the team did to one thing", "we mocked it with `msw` instead", set()),
    ("the team's way instead, asked", "we poll with `wait_for` instead?", set()),
    ("a fact, then work asked for", "Money is formatted by `formatMoney`. Can you add the "
     "discount line?", {(ADDS, "formatMoney", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A kind in one app named with "the" ("in the Android app"): one place of several.
    "State suffix",
    # The code that already follows the convention named otherwise ("like React's own").
    "use hooks",
    # Read, but no check is made of the term: a name shaped like a file (`Next.js`), a call
    # with "..." in it (`expect(...).to`).
    "Next.js spelled", "expect syntax",
    # A verb no convention is read with ("go over the wire as").
    "RFC3339 over the wire",
})


test_a_convention_said_without_cue_words_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_describe_quote_or_ask_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), ONE_OFFS, ids=[n for n, _ in ONE_OFFS])
def test_a_one_off_ask_gives_no_standing_rule(name: str, words: str) -> None:
    assert not any(durable for _, _, durable in judged(words))


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) + len(ONE_OFFS) >= 30
    names = [c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
