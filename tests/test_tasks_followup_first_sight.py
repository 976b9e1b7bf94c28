"""A second table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

The exchanges span projects and languages (a Go command line tool, a Rust parser, a TypeScript
front end, a Python billing service, a Rails app, a Docker build) and replies of every sort: a
finished report, a fix reported, an offer, a plan, a question back, a choice between libraries,
an explanation. The follow-ups approve, refuse, choose, correct with a new name or value ("call
the flag --output instead", "use X instead"), refine, ask for the same elsewhere, paste what
happened when the person tried it, ask about the answer, act on an explanation, or thank. The
new tasks are the next piece of work, an operation, a new defect, a pasted failure with the ask
after it, most opening with the words follow-ups open with ("ok", "now", "also", "and",
"great", "thanks,", "one more thing").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 13 of the 52
follow-ups tasks and 43 of the 72 new tasks follow-ups.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import english

from helpers.exchanges import (
    Before,
    cue,
    decision_tests,
)

CLI_DONE = Before(
    "add a --json flag to the status command",
    "Done. `status --json` now prints the repository state as a JSON object (`branch`, "
    "`ahead`, `behind`, `dirty`). I added the flag in `cmd/status.go` and a golden test in "
    "`cmd/status_test.go`; `go test ./...` passes.")
FIXED = Before(
    "test_invoice_total fails, fix it",
    "Found it: `invoice_total` summed the rounded line totals, so three lines of 3.335 gave "
    "10.02 instead of 10.01. I now round once, after summing, in `billing/invoice.py`. All 118 "
    "tests pass.")
OFFER = Before(
    "make the config parser return a Result instead of panicking",
    "I replaced the three `unwrap()` calls in `src/config.rs` with `?` and added a "
    "`ParseError` enum with a variant per failure. Should I also implement `std::error::Error` "
    "for it so it works with `anyhow`?")
PLAN = Before(
    "migrate the dashboard state from Redux to Zustand",
    "Plan:\n1. Create one Zustand store per Redux slice (`auth`, `filters`, `widgets`)\n2. "
    "Replace `useSelector`/`useDispatch` in the 14 components that use them\n3. Remove Redux, "
    "the middleware and the devtools setup\n\nShall I start with step 1?")
QUESTION = Before(
    "add soft delete to the Post model",
    "Before I write the migration: should soft-deleted posts still be visible to admins, or "
    "hidden everywhere? And should their comments be soft-deleted with them?")
CHOICE = Before(
    "pick a date library for the frontend",
    "Three good options:\n- date-fns: tree-shakable, functional API\n- Day.js: 2 kB, "
    "Moment-like API\n- Luxon: best time zone support\n\nI'd go with date-fns. Which one do you "
    "want?")
EXPLAINED = Before(
    "why does the docker build take 8 minutes every time?",
    "Because the Dockerfile runs `COPY . .` before `npm ci`: any change to any file "
    "invalidates the layer cache, so every build reinstalls all dependencies. Copying only "
    "`package.json` and `package-lock.json` first, running `npm ci`, and then copying the rest "
    "would let Docker reuse the install layer.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Approvals and refusals of an offer or a plan.
    ("approval", OFFER, "yup"),
    ("approval", OFFER, "sure thing"),
    ("approval", OFFER, "yes, implement Error for it"),
    ("approval", OFFER, "please, and a test for the message of each variant"),
    ("approval", PLAN, "sounds right, go step by step"),
    ("approval", PLAN, "ok, start with step 1"),
    ("approval", PLAN, "fine by me, but keep the old store until every component is moved"),
    ("refusal", OFFER, "no, we don't use anyhow here"),
    ("refusal", OFFER, "not now"),
    # Choices.
    ("choice", CHOICE, "date-fns"),
    ("choice", CHOICE, "go with your recommendation"),
    ("choice", CHOICE, "dayjs, bundle size matters more to us"),
    ("choice", CHOICE, "the tiny one"),
    ("choice", QUESTION, "hidden everywhere except the admin panel"),
    ("choice", QUESTION, "admins should still see them, and yes cascade to comments"),
    # Corrections that name a new name or value.
    ("correction", CLI_DONE, "call the flag --output=json instead"),
    ("correction", CLI_DONE, "rename the flag to --format"),
    ("correction", CLI_DONE, "use encoding/json instead of the third-party lib"),
    ("correction", CLI_DONE, "the keys should be snake_case"),
    ("correction", CLI_DONE, "indent with two spaces instead of tabs"),
    ("correction", OFFER, "name the enum ConfigError instead"),
    ("correction", FIXED, "no, round half up, not banker's rounding"),
    ("correction", FIXED, "wrong fix: the test expectation was the bug, not invoice_total"),
    ("correction", PLAN, "use Jotai instead of Zustand"),
    ("correction", QUESTION, "actually call the column archived_at, not deleted_at"),
    ("correction", CLI_DONE, "change the default to false"),
    # Refinements.
    ("refinement", CLI_DONE, "also include the exit code in the json"),
    ("refinement", CLI_DONE, "and sort the keys"),
    ("refinement", OFFER, "keep the line and column in the error"),
    ("refinement", FIXED, "add a comment saying why we round after summing"),
    ("refinement", PLAN, "do step 3 in a separate PR"),
    # The same again elsewhere.
    ("the same for X", CLI_DONE, "do the same for the `list` command"),
    ("the same for X", CLI_DONE, "and for `inspect` too"),
    ("the same for X", OFFER, "same treatment for the lexer please"),
    ("the same for X", FIXED, "credit notes have the same bug, fix them too"),
    # Results pasted back.
    ("pasted result", CLI_DONE, "```\n$ app status --json\nError: unknown flag: --json\n```"),
    ("pasted result", FIXED,
     "ran the whole suite, two failures now:\n```\nFAILED tests/test_refund.py::"
     "test_partial_refund - assert 9.99 == 10.0\nFAILED tests/test_refund.py::test_refund_tax"
     "\n```"),
    ("pasted result", OFFER,
     "cargo build says:\n```\nerror[E0277]: `ParseError` doesn't implement "
     "`std::fmt::Display`\n```"),
    ("pasted result", EXPLAINED, "moved the COPY, it still reinstalls everything"),
    ("pasted result", CLI_DONE, "fine on linux, but on windows the output is garbled"),
    # Questions about the answer.
    ("question", CLI_DONE, "why is `ahead` a string in the output?"),
    ("question", EXPLAINED, "would a .dockerignore help as well?"),
    ("question", EXPLAINED, "so it's just the order of the COPY lines?"),
    ("question", FIXED, "how did the test ever pass then?"),
    ("question", CHOICE, "which one handles time zones best?"),
    ("question", OFFER, "is `?` fine in a library or should it be map_err?"),
    ("question", PLAN, "how long will step 2 take, roughly?"),
    # Acting on what was just explained.
    ("acting on the answer", EXPLAINED, "ok, fix the Dockerfile then"),
    ("acting on the answer", EXPLAINED, "reorder it like you said"),
    # Thanks.
    ("thanks", FIXED, "nice catch, thanks"),
    ("thanks", EXPLAINED, "ahh, that explains it"),
    ("thanks", CLI_DONE, "beautiful"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Operations on the work just done.
    ("operation", CLI_DONE, "ok, commit that with a good message"),
    ("operation", FIXED, "great, push it and open a PR against develop"),
    ("operation", CLI_DONE, "tag a release v0.4.0"),
    ("operation", FIXED, "thanks, now squash and merge"),
    ("operation", CLI_DONE, "now cherry-pick this onto the release-1.2 branch"),
    ("operation", FIXED, "check the CI on the PR"),
    ("operation", OFFER, "no. commit what you have"),
    ("operation", CLI_DONE, "also, reply to the reviewer's comments on the PR"),
    ("operation", CLI_DONE, "so now let's publish it with goreleaser"),
    # The next piece of work.
    ("next work", CLI_DONE, "now add shell completion for bash and zsh"),
    ("next work", FIXED, "ok next one: invoices in EUR show two decimal separators"),
    ("next work", CLI_DONE, "great, let's make the config file support env var overrides"),
    ("next work", FIXED, "also write a test that pins the rounding for negative amounts"),
    ("next work", CLI_DONE, "one more thing: the `version` command should print the git commit"),
    ("next work", OFFER, "skip that. let's parallelize the file walker with rayon"),
    ("next work", PLAN, "before that, upgrade the project to TypeScript 5.4"),
    ("next work", CLI_DONE,
     "thanks, now containerize it: a multi-stage Dockerfile with a distroless image"),
    ("next work", EXPLAINED,
     "got it. unrelated: our eslint config is still the legacy format, port it to flat config"),
    ("next work", CLI_DONE, "and now make the CLI read stdin when no file is given"),
    ("next work", FIXED,
     "cool. now the PDF export cuts off the last line of long invoices, look at that"),
    ("next work", OFFER, "nah. can you add a --verbose flag that prints each file as it's parsed"),
    ("next work", CLI_DONE, "now port the status tests to table-driven tests"),
    ("next work", PLAN, "hold off on that, first set up Storybook for the dashboard components"),
    ("next work", CLI_DONE, "good. write a Makefile with build, test and lint targets"),
    ("next work", FIXED,
     "alright, add a nightly job that emails finance a CSV of the failed payments"),
    ("next work", CLI_DONE, "ok let's add i18n to the CLI messages, starting with Spanish"),
    ("next work", EXPLAINED, "makes sense. while we're at it, set up Renovate for the repo"),
    ("next work", CLI_DONE,
     "now, write integration tests that run the binary against a temp dir"),
    ("next work", FIXED,
     "perfect! now can you generate typescript types from the openapi schema"),
    ("next work", CLI_DONE, "next up, rate limit the API client to 10 requests per second"),
    ("next work", OFFER, "leave it. implement Display for the AST so we can pretty-print it"),
    ("next work", CLI_DONE, "also we need a `doctor` command that checks the user's setup"),
    ("next work", FIXED,
     "thanks! I also need a script that backfills the corrected totals for last month"),
    ("next work", PLAN, "before you start: bump node to 20 in the Dockerfile and in CI"),
    ("next work", QUESTION, "I'll think about it. meanwhile, add a sitemap.xml route"),
    ("next work", EXPLAINED, "thanks, and can you profile the test suite, it takes 6 minutes"),
    ("next work", CLI_DONE, "let's write a CONTRIBUTING.md"),
    ("next work", FIXED, "now look at the flaky test_webhook_retry, it fails one run in five"),
    ("next work", CLI_DONE, "now replace logrus with slog everywhere"),
    ("next work", OFFER, "no thanks. set up cargo-deny in CI"),
    ("next work", FIXED, "ok, let's add Stripe tax support to the checkout"),
    ("next work", CLI_DONE, "make the binary smaller, it's 40MB"),
    ("next work", CLI_DONE, "what's the best way to support plugins in this CLI? write up options"),
    ("next work", FIXED, "summarize what changed in billing this month for the standup"),
    ("next work", CLI_DONE, "great job. now the README needs a section on the json output"),
    ("next work", QUESTION,
     "not sure yet, I'll ask product. in the meantime, add a slug field to posts and backfill it"),
    ("next work", FIXED, "cool, next: a /metrics endpoint for Prometheus"),
    ("next work", CLI_DONE, "now also publish a homebrew formula"),
    ("next work", EXPLAINED, "thanks. draft a short blog post on how we cut the build time"),
    ("next work", CLI_DONE, "now let's document every flag in docs/cli.md"),
    ("next work", OFFER,
     "maybe later. right now I need the tokenizer to handle unicode identifiers"),
    ("next work", CLI_DONE, "set up goreleaser to build for linux, mac and windows"),
    ("next work", FIXED, "delete the old billing_v1 tables and the code that reads them"),
    ("next work", CHOICE, "hold on, first get the storybook build green again"),
    ("next work", OFFER, "I'd rather you benchmark the new parser against the old one first"),
    ("next work", CLI_DONE, "ok now a harder one: make `sync` resumable after a network failure"),
    # A new defect.
    ("new defect", FIXED, "also the admin can't see refunds anymore, look into it"),
    ("new defect", FIXED,
     "great. another bug: the emails to customers show the wrong currency symbol"),
    ("new defect", CLI_DONE, "also the windows build is broken, check what's wrong"),
    ("new defect", FIXED, "one more thing, the invoice emails should go out in the customer's "
                          "language"),
    ("new defect", EXPLAINED, "ok. how does our session store expire old sessions?"),
    # A pasted failure with the ask after it.
    ("pasted failure", CLI_DONE,
     "unrelated, the release workflow broke:\n```\ngoreleaser: missing GITHUB_TOKEN\n"
     "Error: Process completed with exit code 1.\n```\ncan you fix the workflow"),
    ("pasted failure", FIXED,
     "```\nTypeError: Cannot read properties of undefined (reading 'map')\n    at InvoiceList "
     "(InvoiceList.tsx:42:18)\n```\nthis shows up on the invoices page when a customer has no "
     "invoices, please fix"),
    ("pasted failure", CLI_DONE,
     "also seeing this in the prod logs:\n```\npanic: runtime error: invalid memory address or "
     "nil pointer dereference\n[signal SIGSEGV: segmentation violation]\ngoroutine 1 [running]:"
     "\nmain.loadConfig(...)\n\t/app/config.go:88\n```\nfind out what causes it"),
    ("pasted failure", OFFER,
     "forget the Error impl, clippy fails on main:\n```\nerror: this `if` has identical blocks"
     "\n  --> src/lexer.rs:120:9\n```\nfix the clippy warnings"),
    ("pasted failure", EXPLAINED,
     "ok, different problem:\n```\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve "
     "dependency tree\n```\non a fresh clone. sort this out"),
    ("pasted failure", FIXED,
     "and this one from sentry, investigate:\n```\nsqlalchemy.exc.OperationalError: "
     "(psycopg2.OperationalError) SSL SYSCALL error: EOF detected\n```"),
    # Opening with the words follow-ups lean on.
    ("leaning opening", CLI_DONE, "and the dockerfile should use go 1.22, update it"),
    ("leaning opening", OFFER, "also, unrelated, bump the MSRV to 1.75"),
    ("leaning opening", CLI_DONE, "then add a changelog entry for 0.4"),
    ("leaning opening", CLI_DONE,
     "thanks, can you go through the open issues and label the ones that are bugs"),
    ("leaning opening", EXPLAINED,
     "right. so write a script that removes the dangling docker images on the CI runners"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'why is `ahead` a string in the output?',
    'rename the flag to --format',
    'the keys should be snake_case',
    'change the default to false',
    'keep the line and column in the error',
    'add a comment saying why we round after summing',
    'credit notes have the same bug, fix them too',
    'ran the whole suite, two failures now:\n```\nFAILE',
    'ok, fix the Dockerfile then',
    "makes sense. while we're at it, set up Renovate ",
    'great job. now the README needs a section on the',
    'now also publish a homebrew formula',
    "I'd rather you benchmark the new parser against ",
    'ok, different problem:\n```\nnpm ERR! code ERESOLV',
    'and the dockerfile should use go 1.22, update it',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_first_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(50, 70))


def _cue(words: str, name: str, before: Before = CLI_DONE) -> float:
    return cue(words, name, before)


@pytest.mark.parametrize(("words", "new_work"), [
    # Work asked for on things the exchange has not named, however the ask opens.
    ("set up nightly backups of the database", True),
    ("and now scaffold an admin page for the orders", True),
    ("also, unrelated, archive the old mailing list exports", True),
    ("we need a page that lists every invoice by month", True),
    ("not now. first automate the weekly release email", True),
    # More of the same, a question, a go-ahead, words the reply already used, or nothing.
    ("check the json output again", False),
    ("the same for the list command", False),
    ("can you set up the backups too?", False),
    ("ship it", False),
    ("print the repository state as a JSON object", False),
    ("", False),
    ("```\n$ app status --json\n```", False),
])
def test_work_on_things_not_yet_named_is_a_cue(words: str, new_work: bool) -> None:
    assert _cue(words, "asks_for_new_work") == float(new_work)


@pytest.mark.parametrize(("words", "goes_on"), [
    ("and the golden file too", True),
    ("also keep the old flag as an alias", True),
    # "and now", "also, unrelated": leaning openings that move on.
    ("and now the man page", False),
    ("also, unrelated: the nightly build is red", False),
    ("so now let's look at the logs", False),
])
def test_and_or_also_goes_on_unless_it_moves_on(words: str, goes_on: bool) -> None:
    assert _cue(words, "goes_on") == float(goes_on)


@pytest.mark.parametrize(("words", "leans"), [
    ("leave it. let's write a release script", False),
    ("drop this for now, first add a lockfile check to CI", False),
    ("looks good. add a test for that too", True),
    ("skip that", True),
])
def test_what_is_set_aside_before_an_ask_does_not_lean_back(words: str, leans: bool) -> None:
    assert _cue(words, "leans_back", OFFER) == float(leans)


@pytest.mark.parametrize(("text", "read"), [
    # What was pasted is not the person's language.
    ("```\n$ app status --json\nError: unknown flag: --json\n```", True),
    ("cargo says:\n```\nerror[E0599]: no method named `lex` found for struct `Lexer`\n```", True),
    ("sounds right, go step by step", True),
    # Typed in another language, with or without a paste.
    ("bitte schreib die Tests für den Parser neu und mach danach einen Commit", False),
    ("danach bitte noch das hier beheben, es passiert bei jedem Start:\n```\nError: boom\n```",
     False),
])
def test_only_the_typed_words_tell_the_language(text: str, read: bool) -> None:
    assert english(text) == read
