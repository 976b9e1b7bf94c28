"""Whose words these are, across Claude Code, Codex and the Copilot CLI: the seventh batch, at
first sight.

A first-sight batch taken from twenty whole sessions of one person who works with three agents on
three repositories (a Rails app, a Rust service, a TypeScript CLI), written with the reading each
message should get before the reader was changed for them. Most "always" and "never" of the batch
are not the person's rules: a colleague's review pasted with its imperatives ("please don't use
`update_column` here", "always check the return value of `save`") and the person asking the agent
to address it; a part of CONTRIBUTING.md, a team style guide copied from a wiki in plain prose, a
Slack thread, an issue thread; the agent's own earlier text quoted back to it; a commit message
and a pull request's description dictated; another repository's habit ("in billing-api we always
run `bundle exec brakeman`, ... don't bother with it in this repo"); a hypothetical ("if we ever
move to sidekiq, would we have to always ..."), and sarcasm ("sure, let's never write tests again
while we're at it. no."). Among them, a few rules of the person's, said plainly, one of them by
taking a reviewer's comment up for all work ("the Time.current one, agreed, let's do that
everywhere from now on").

Measured on the twenty sessions, harvested and mined as written by each harness, before the reader
was changed for them: 16 read right; wrong lessons in 3 (a team style guide pasted below "this is
from our team's rust style guide on notion:" read as the person's: `Result` and `tracing` to be
used and `println!` banned in every later change, three standing preferences; a Rust panic's "note:
run with `RUST_BACKTRACE=1`" read as a command the task must run; "add the label `money`" read as
code the change must add); 1 miss (the reviewer's comment taken up for all work, read as nothing).
After: 20 read right. Here, by message: rules 3/5, nothing 25/26, one-offs 9/10 before; rules 5/5,
nothing 26/26, one-offs 10/10 after.

Variants of the same kinds, written after the batch from how people say such things, showed more
wrong lessons the batch's wording had missed, each fixed with its tests below: sarcasm that names
code ("yeah sure, always use `any`, what could go wrong" as a rule to use `any`; "oh sure, let's
never run `make test` again, great plan" as a ban of the test command); a commit message dictated
below "commit with:" read as the person's rules; another codebase's way ("we always use `uv` in
the other repos, not here", "we use `uv` everywhere except this repo", "at work we never use
`any`, but for this side project I don't care") read as this one's; a branch or a release named in
quotes ("name the branch `never-retry-4xx`") read as code the change adds.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences

from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    Judged,
    judged,
    said_in_session,
)
from helpers.rounds import batch_tests

# Messages with what they paste, and the agent's messages some of them answer, as they were
# typed and shown (an agent's message on one line, as the harvest keeps it).
_REVIEW_ADDRESSED = (
    "anna reviewed #412, here's her review:\n\nanna-b requested changes yesterday\n\n"
    "app/models/invoice.rb\n  Line 58\n  anna-b: please don't use `update_column` here, it skips "
    "validations and the `after_save` that syncs to stripe.\n\n  Line 71\n  anna-b: always check "
    "the return value of `save`. if it's false we silently drop the invoice.\n\n"
    "app/jobs/reminder_job.rb\n  Line 12\n  anna-b: never call `.each` on `Invoice.overdue`, "
    "it loads every overdue invoice into memory. use `find_each`.\n\n"
    "anna-b: otherwise looks good, thanks!\n\naddress these please")
_ADDRESSED_REPLY = (
    "Addressed all three:\n\n1. `Invoice#mark_sent!` now uses `update!(sent_at: Time.current)`, "
    "so validations and the Stripe sync callback run.\n2. `Invoice#regenerate!` calls `save!` "
    "instead of `save`; the one caller (`InvoicesController#regenerate`) already rescues "
    "`ActiveRecord::RecordInvalid` and shows the errors.\n3. `ReminderJob#perform` iterates with "
    "`Invoice.overdue.find_each(batch_size: 500)`.\n\nThe invoice and reminder job tests pass (23 "
    "runs, 0 failures). Want me to reply to Anna's comments on the PR?")
_REVIEW_ADOPTED = (
    "second round from anna on #412:\n\nanna-b commented on app/services/dunning.rb\n  Line 33\n"
    "  anna-b: please don't use `Time.now` here, use `Time.current`, otherwise the dunning "
    "dates come out in the server's zone and not the account's.\n\n  Line 40\n  anna-b: nit: "
    "`each_with_object` reads better than the `inject` here.\n\ndo both. and the Time.current "
    "one, agreed, let's do that everywhere from now on, not just in this PR")
_CONTRIBUTING = (
    "does my branch follow this part of CONTRIBUTING.md? check the diff against main\n\n"
    "## Code style\n\n- Always use `let` blocks instead of instance variables in specs.\n"
    "- Never commit `binding.pry` or `debugger` calls.\n- New models must have a "
    "`validates` for every `null: false` column.\n- Run `bundle exec rubocop` before opening a "
    "PR.")
_GAPS_REPLY = (
    "Mostly, with three gaps:\n\n1. `app/controllers/credit_notes_controller.rb:27` still has a "
    "`binding.pry`.\n2. `spec/models/credit_note_spec.rb` sets `@credit_note` in a `before` "
    "block instead of a `let`.\n3. `CreditNote` has `amount_cents null: false` in the migration "
    "but no `validates :amount_cents, presence: true`.\n\nI haven't run rubocop. Want me to fix "
    "these?")
_PR_DESCRIPTION = (
    "the money refactor is done, open the PR with this description:\n\n## Summary\nMoves all "
    "amount arithmetic into `Money` (money-rails). We never store floats for amounts anymore; "
    "amounts are always integer cents in the database and `Money` objects in Ruby.\n\n"
    "## Why\nRounding drift in the VAT report (#377).\n\n## Test plan\n- `bin/rails test`\n"
    "- compared the October VAT report before/after: identical to the cent")
_OTHER_PROJECT = (
    "in billing-api we always run `bundle exec brakeman` before merging, but quill has no "
    "brakeman config and it drowns in false positives here, so don't bother with it in this "
    "repo. just run the model tests and tell me if the credit note change broke anything")
_REVIEW_IN_OWN_WORDS = (
    "review from tomás on #421:\n\n> **app/models/credit_note.rb**\n> Always use `pluck(:id)` "
    "instead of `map(&:id)` on relations.\n>\n> **app/models/credit_note.rb**\n> Never call "
    "`update_attribute`, it skips validations.\n\nthe pluck one is wrong here, `lines` is "
    "already loaded and pluck would query again. do the update_attribute one.\n\nand that's a "
    "good rule, let's make it ours: never use `update_attribute` anywhere in quill")
_OTHER_REPO_OFFER = (
    "The PDF template divides `amount_cents` by 100.0 and prints the float. I changed it to "
    "`<%= humanized_money_with_symbol(credit_note.amount) %>`, as the invoice PDF does. In your "
    "other repo (`harbor`) you asked me to always run `cargo clippy` before committing; should I "
    "run `bundle exec rubocop` before every commit here too?")
_STYLE_GUIDE = (
    "this is from our team's rust style guide on notion:\n\nError handling\nLibrary crates must "
    "never panic on bad input. Always return a `Result` with a `thiserror` enum. Do not use "
    "`anyhow` in library crates; it is fine in binaries.\n\nLogging\nAlways use `tracing` with "
    "structured fields, never `println!` or `eprintln!`.\n\nwhich of these does harbor-core "
    "break? list them, don't fix yet")
_BREAKS_REPLY = (
    "`harbor-core` breaks three of them:\n\n1. It uses `anyhow::Result` throughout (`lib.rs:3`), "
    "although it is a library crate.\n2. `Slip::parse` panics on bad input: "
    "`parts[2].parse::<u32>().unwrap()` at `slip.rs:88`.\n3. `tide.rs:41` uses `eprintln!` "
    "instead of `tracing::warn!`.\n\nEverything else returns `Result`s. Want me to fix them?")
_SLACK = (
    "from #harbor-dev this morning:\n\nmarta  10:14 AM\nheads up: we're never bumping sqlx past "
    "0.7 until the offline mode bug is fixed\n\njonas  10:16 AM\n+1. and always pin it with "
    "`=0.7.4` in Cargo.toml, a caret range got us last time\n\nmarta  10:17 AM\n:+1:\n\ncan you "
    "check our Cargo.toml files match what they said?")
_PIN_REPLY = (
    "Both crates are on 0.7, but neither is pinned: `harbor-db` says `\"0.7\"` and `harbor-api` "
    "says `\"0.7.4\"`, and both are caret ranges in Cargo, so `cargo update` could take 0.7.5. "
    "To pin, they would need `\"=0.7.4\"`. The lockfile has 0.7.4 right now.")
_ISSUE = (
    "implement what this issue asks:\n\n**ravi-k** opened issue #88\n\nThe `/healthz` endpoint "
    "queries the database on every probe. Kubernetes hits it every 2 seconds from 3 nodes. "
    "Health checks should never touch the database; use a separate `/readyz` for that.\n\n"
    "**ines-v** commented\n\nagreed, readyz can do the `SELECT 1`.\n\n**ravi-k** commented\n\n"
    "Also we should always return `Cache-Control: no-store` from both, the ingress caches "
    "otherwise.")
_OLD_JOB = (
    "at my old job we never used an ORM and wrote raw SQL strings everywhere, and I kind of miss "
    "it. anyway, here we use sqlx's `query_as!` macros, so the new berth lookup endpoint should "
    "use that too. GET /berths/:id, 404 if missing")
_FLAKY_REPLY = (
    "The test builds its window from `Utc::now()` twice; when the two calls straddle a second "
    "boundary the window is empty. I changed it to take one `now` and pass it to both. It failed "
    "1 in 5 under `cargo nextest run` (which runs each test in its own process) and never under "
    "`cargo test` here, which is why it only shows up on CI. 50 runs under nextest pass now.")
_PANIC = (
    "prod panicked last night:\n\nthread 'tokio-runtime-worker' panicked at "
    "crates/harbor-api/src/routes/slips.rs:57:48:\ncalled `Option::unwrap()` on a `None` value\n"
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n"
    "fix it by returning a 404. and never use `.unwrap()` in request handlers, ever. return an "
    "`AppError`, one bad slip id shouldn't take a worker down")
_OWN_WORDS_BACK = (
    "earlier you wrote \"I'll always run `npm run build` before the tests, since the tests "
    "import from dist/\". that's not true anymore, the tests import src/ through tsx since last "
    "week. skip the build and just run `npm test`")
_AGENT_QUOTED = (
    "you said this yesterday in the other session: \"You should never use `process.exit()` in "
    "library code; throw an error and let the CLI entry point decide the exit code.\" is that "
    "right for our `src/bin/tern.ts`? that's the entry point")
_EXIT_REPLY = (
    "For `src/bin/tern.ts` it's fine: that is the entry point, and deciding the exit code is its "
    "job. The one that goes against it is `src/commands/init.ts:61`, which calls "
    "`process.exit(2)` from inside a command, so `tern.ts` never gets to flush the logger. I'd "
    "throw a `CliError` with `exitCode: 2` there and let `tern.ts` handle it.")
_COMMIT_MESSAGE = (
    "commit with this message:\n\nfix(config): never read .ternrc from parent directories\n\n"
    "Always resolve the config relative to the cwd. Walking up picked up a stray ~/.ternrc on "
    "CI runners and changed the output format.")
_WATCH_FAILS = (
    "the watch tests fail again on my machine:\n\nnot ok 3 - watch > reruns on change\n  ---\n  "
    "error: 'timed out after 2000ms'\n  ...\n\nwhy?")
_SKIP_OFFER = (
    "The test waits for a rerun after touching a file, but `chokidar` on macOS batches events "
    "for ~1s and the test's debounce adds 500ms, so with a slow disk it can go past the 2s "
    "timeout. It's timing-dependent rather than a real bug. Since these watch tests are slow and "
    "flaky, I could mark them `{ skip: true }` on macOS and keep them on CI only?")
_FORCE_PUSHED = ("Rebased `feat/plugins` on `main` (no conflicts) and force-pushed it, since the "
                 "branch had already been pushed.")
_NODE_FETCH_REPLY = (
    "`src/update-check.ts` imports `node-fetch`, which pulls in its own polyfills on startup "
    "(~40ms). Node 22 has a global `fetch`, so the import can go. I removed it and the "
    "`node-fetch` dependency; startup of `tern --version` went from 210ms to 165ms.")

# Messages that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a reviewer's comment taken up for all work", _REVIEW_ADOPTED, "",
     {(AVOIDS, "Time.now", True), (ADDS, "Time.current", True)}),
    ("a reviewer's ban said again in the person's own words", _REVIEW_IN_OWN_WORDS, "",
     {(AVOIDS, "update_attribute", True)}),
    ("a test runner for this repository, every time", "good catch. from now on use `cargo "
     "nextest run` for the tests in this repo, every time, it's what CI runs and plain cargo "
     "test hides stuff like this", _FLAKY_REPLY, {(RUNS, "cargo nextest run", True)}),
    ("a ban kept to request handlers, ever, below a pasted panic", _PANIC, "",
     {(AVOIDS, ".unwrap()", True), (ADDS, "AppError", False)}),
    ("a package never to add again", "nice. don't ever add `node-fetch` again, we're on node 22 "
     "and it has fetch built in. same reason I don't want it in the other tools either",
     _NODE_FETCH_REPLY, {(AVOIDS, "node-fetch", True)}),
)

# Messages whose every rule is someone else's, or said of another project, or not meant: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a colleague's review pasted and addressed", _REVIEW_ADDRESSED, ""),
    ("a yes to replying to the reviewer", "yes reply to each one saying what changed, short",
     _ADDRESSED_REPLY),
    ("a commit message dictated in quotes", 'good. commit as "use Time.current in dunning and '
     'reports"', ""),
    ("a pasted part of CONTRIBUTING.md to check against", _CONTRIBUTING, ""),
    ("a pull request's description dictated", _PR_DESCRIPTION, ""),
    ("merge and push", "ok merge main into the branch and push", ""),
    ("a hypothetical, always", "if we ever move from delayed_job to sidekiq, would we have to "
     "always make the jobs idempotent? just asking, don't change anything", ""),
    ("a hypothetical, never", "and what if we never used model callbacks at all, how much would "
     "break? rough idea only", ""),
    ("a reply to the reviewer asked", "reply to tomás that the pluck one would add a query", ""),
    ("a bug to fix", "the credit note pdf shows the amount without the currency symbol. fix it",
     ""),
    ("a pasted style guide and a question about it", _STYLE_GUIDE, ""),
    ("a pasted Slack thread and a question about it", _SLACK, ""),
    ("pin what the thread said", "pin both then", _PIN_REPLY),
    ("close the issue and push", "great, close the issue with a link to the commit once it's "
     "pushed. push it", ""),
    ("a thumbs up and commit", "👍 commit", ""),
    ("a flaky test to look into", "the tide tests are flaky on CI again, "
     "`tide::tests::spring_tide_window` fails about one run in five. look into it", ""),
    ("commit and push", "ship it: commit and push", ""),
    ("a bug in a command", "now fix the `tern init --force` bug from this morning, it deletes "
     ".ternrc before checking the template exists", ""),
    ("the agent's earlier rule quoted back and asked about", _AGENT_QUOTED, ""),
    ("a commit message dictated with never and always", _COMMIT_MESSAGE, ""),
    ("a commit subject dictated with always", "and amend the last commit message to say "
     "\"always use the cwd's .ternrc\" as the subject, keep the body", ""),
    ("a pasted test failure and why", _WATCH_FAILS, ""),
    ("sarcasm about never writing tests", "sure, let's never write tests again while we're at "
     "it. no. fix the flakiness: inject the clock and the watcher so the test doesn't wait on "
     "real time", _SKIP_OFFER),
    ("a rebase", "rebase my branch feat/plugins on main", ""),
    ("sarcasm about always force-pushing", "oh great, let's just always force-push shared "
     "branches then, what could go wrong. sam had two commits on that branch. get them back "
     "from the reflog on the remote or from his clone, and next time ask me", _FORCE_PUSHED),
    ("a question about slowness", "the update check is slow to start. what is it doing?", ""),
)

# Work asked once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("fix what the check found, then a linter once", "yes fix all three, then run rubocop on the "
     "changed files", _GAPS_REPLY, {(RUNS, "rubocop", False), (RUNS, "bundle exec rubocop",
                                                                 False)}),
    ("a label and a reviewer for the pull request", "add the label `money` and ask anna for "
     "review", "", set()),
    ("another project's check, not here", _OTHER_PROJECT, "",
     {(RUNS, "tests", False), (NOT_RUN, "bundle exec brakeman", False)}),
    ("another repository's habit turned down", "no, that's harbor's rule, not this repo's. here I "
     "run rubocop myself when I want it. just run the credit note tests", _OTHER_REPO_OFFER,
     {(RUNS, "tests", False)}),
    ("two of three items, one put off", "fix 2 and 3 now, the anyhow one is a bigger change, "
     "I'll plan it", _BREAKS_REPLY, set()),
    ("an issue thread to implement", _ISSUE, "",
     {(ADDS, "/readyz", False), (ADDS, "Cache-Control: no-store", False)}),
    # "anyway, here we use X" is the project's way said as such, read as "anyway, we use X" is
    # (standing); the old job's habit stays out.
    ("another job's habit, this project's way for one endpoint", _OLD_JOB, "",
     {(ADDS, "query_as!", False), (ADDS, "query_as!", True)}),
    ("the agent's own words quoted back and turned down", _OWN_WORDS_BACK, "",
     {(RUNS, "npm test", False), (NOT_RUN, "npm run build", False)}),
    ("a yes to the agent's plan for one file", "yes do that for init.ts", _EXIT_REPLY,
     {(ADDS, "CliError", False)}),
    ("a tag not pushed", "now tag it v0.9.3 but don't push the tag, I'll do the release notes "
     "first", "", {(NOT_RUN, "git push", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


(test_a_rule_of_the_persons_own_is_read, test_others_words_and_words_not_meant_give_nothing,
 test_work_asked_once_is_no_standing_rule,
 test_the_batch_is_whole_and_its_known_misses_are_in_it) = batch_tests(RULES, NOTHING, ONE_OFFS,
                                                                        KNOWN_MISSES)


@pytest.mark.parametrize("words", [
    "thread 'main' panicked at src/main.rs:9:5:\nattempt to subtract with overflow\nnote: run "
    "with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\nfix it",
    "the worker died:\n\nthread 'tokio-runtime-worker' panicked at src/queue.rs:88:14:\nindex "
    "out of bounds: the len is 0 but the index is 0\nnote: run with `RUST_BACKTRACE=full` for a "
    "verbose backtrace\n\nwhy?",
])
def test_a_rust_panic_pasted_is_the_programs_words(words: str) -> None:
    """ "thread 'main' panicked at src/main.rs:9:5:" opens what a Rust program printed: its
    "note: run with `RUST_BACKTRACE=1`" is no command the person asks for."""
    assert judged(words) == set()


@pytest.mark.parametrize("words", [
    "this is from the handbook:\n\nAlways run `make check` before pushing.\n\ndo we?",
    "here is a section taken from the platform wiki:\n\nServices must never log tokens. Always "
    "use `slog` for logging.\n\nhow far off are we?",
    "this is from our old CONTRIBUTING, before the split:\n\nNever use `lodash`.\n\nwhat does "
    "the new one say?",
    "these are from the security team's checklist:\n\nNever use `eval`.\nAlways pin actions to "
    "a commit sha.\n\nwhich ones do we break?",
])
def test_a_text_introduced_as_from_a_source_is_the_sources(words: str) -> None:
    """ "this is from our team's style guide on notion:" ending its line: the paragraphs of
    prose below are the guide's, whose "always" and "never" are no rule of the person's; a
    question of one line below them is the person's again."""
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    ("here's what I want from now on:\n\nalways run `make check` before pushing",
     {(RUNS, "make check", True)}),
    ("a list from me:\n\nnever use `moment`", {(AVOIDS, "moment", True)}),
])
def test_the_persons_own_list_is_no_source(words: str, expected: Judged) -> None:
    assert judged(words) == expected


def test_do_both_below_a_pasted_review_is_the_persons() -> None:
    """ "do both" below a reviewer's comments answers them: the words after it are the
    person's."""
    words = ("second round from sam:\n\nsam commented on src/api.ts\n  Line 9\n  sam: please use "
             "`zod` for the body here.\n\ndo both. and from now on always run `pnpm lint` before "
             "you push")
    assert judged(words) == {(RUNS, "pnpm lint", True)}


@pytest.mark.parametrize(("words", "expected"), [
    ("add the `bug` label to the issue", set()),
    ("add `alice` as reviewer", set()),
    ("put the `needs-qa` label on it", set()),
    # Code named so stays code.
    ("add `clsx` as a dependency", {(ADDS, "clsx", False)}),
    ("add a `label` prop to Button", {(ADDS, "label", False)}),
    ("add the `aria-label` attribute to the icon button", {(ADDS, "aria-label", False)}),
])
def test_a_mark_put_on_the_pull_request_is_no_code(words: str, expected: Judged) -> None:
    """ "add the label `money`", "add `alice` as reviewer": what the forge puts on a pull
    request, named in quotes as code is, is nothing the change adds."""
    assert judged(words) == expected


_TWO_COMMENTS = ("review from priya:\n\n> **src/jobs.py**\n> Please don't use "
                 "`datetime.utcnow()` here, use `datetime.now(UTC)`.\n>\n> **src/jobs.py**\n> "
                 "Prefer `logger.exception` over `logger.error` in except blocks.\n\n")
_ONE_COMMENT = ("bot comment on the PR:\n\n**reviewbot** commented on `cmd/serve.go`\n\n"
                "Never call `log.Fatal` outside `main`; return the error instead.\n\n")


@pytest.mark.parametrize(("words", "expected"), [
    (_TWO_COMMENTS + "fix both. the utcnow one, agreed, let's do that everywhere from now on",
     {(AVOIDS, "datetime.utcnow()", True), (ADDS, "datetime.now(UTC)", True)}),
    (_ONE_COMMENT + "fair point, let's make it a rule", {(AVOIDS, "log.Fatal", True)}),
    (_ONE_COMMENT + "agreed, apply the same in all new code",
     {(AVOIDS, "log.Fatal", True)}),
])
def test_a_pasted_comment_taken_up_for_all_work_is_a_rule(words: str, expected: Judged) -> None:
    """A reviewer's comment pasted is the reviewer's; "the utcnow one, agreed, let's do that
    everywhere from now on" takes it up for all work: the comment reads as the person's rule."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    (_ONE_COMMENT + "agreed, do that everywhere in the package", {(AVOIDS, "log.Fatal", False)}),
    (_ONE_COMMENT + "good call, apply it across the codebase", {(AVOIDS, "log.Fatal", False)}),
    (_TWO_COMMENTS + "the utcnow one, do that everywhere in src/",
     {(AVOIDS, "datetime.utcnow()", False), (ADDS, "datetime.now(UTC)", False)}),
])
def test_a_pasted_comment_taken_up_as_far_as_the_change_reaches_is_the_changes(
        words: str, expected: Judged) -> None:
    """ "Do that everywhere" says how far this change goes, as "rename X everywhere" does; only
    a word of time to come ("from now on", "in all new code") makes the comment a rule."""
    assert judged(words) == expected


@pytest.mark.parametrize("words", [
    # Which comment "that" is, is not plain.
    _TWO_COMMENTS + "agreed, let's do that everywhere from now on",
    _TWO_COMMENTS + "the src/jobs.py one, let's do that everywhere",
    # Taken up for this change, or asked about.
    _TWO_COMMENTS + "fix both, agreed on the utcnow one",
    _ONE_COMMENT + "should we make it a rule?",
    # Said of the reviewer's habit, not taken up.
    _ONE_COMMENT + "please fix this one only. he wants us to do that everywhere from now on, "
    "I don't",
    # A tool's advice, or code, taken up is no reviewer's comment.
    "git said:\n\nhint: use `git pull --rebase` before pushing again\n\nok let's do that from "
    "now on",
    "look how I did it in billing:\n\n```go\nreturn fmt.Errorf(\"scan: %w\", err)\n```\n\n"
    "let's do that everywhere from now on",
])
def test_a_pasted_comment_not_plainly_taken_up_is_no_rule(words: str) -> None:
    assert not {t for t in judged(words) if t[2]}


@pytest.mark.parametrize(("words", "expected"), [
    ("yeah sure, always use `any`, what could go wrong", set()),
    ("oh sure, let's never run `make test` again, great plan", set()),
    ("oh great, let's just always use `any` then", set()),
    ("sure, let's never run `make test` again. no. fix the test", set()),
    ("from now on always commit with `--no-verify` /s", set()),
    # Said and meant.
    ("sure, let's always run `make lint` before pushing", {(RUNS, "make lint", True)}),
    ("oh and always run `make lint` before pushing", {(RUNS, "make lint", True)}),
    ("and while we're at it, always use `slog` from now on", {(ADDS, "slog", True)}),
    ("never run `make deploy` again. no, I mean it", {(NOT_RUN, "make deploy", True)}),
    ("never run `terraform apply` yourself. NO.", {(NOT_RUN, "terraform apply", True)}),
])
def test_a_rule_said_in_mockery_is_no_rule(words: str, expected: Judged) -> None:
    """ "sure, let's never write tests again. no.", "always use `any`, what could go wrong": a
    rule said to mock where the work was going means its opposite, and is no rule at all."""
    assert judged(words) == expected


@pytest.mark.parametrize("words", [
    "commit with:\n\nrefactor: always use `slog` in the worker\n\nNever use the std `log` package "
    "there anymore.",
    "open the PR with this description:\n\nWe never store `Float` amounts anymore; always use "
    "`Money`.",
    "PR description:\n\nThis makes sure we never call `time.Now()` directly; always go through "
    "`clock.Now()`.",
    "reply with:\n\nAgreed, we will always use `errors.Is` from now on.",
    "ok squash them and use this message:\n\nAlways pin `actions/checkout` to a sha, never to a "
    "tag.",
])
def test_a_message_dictated_below_its_introduction_is_no_rule(words: str) -> None:
    """ "commit with:" or "PR description:" ending its line: the paragraphs below are what the
    message will tell its readers; its "always" and "never" are no rule for the work."""
    assert judged(words) == set()


@pytest.mark.parametrize(("words", "expected"), [
    # Written into the project's instructions, a rule stands.
    ("write this into CLAUDE.md as a rule:\n\nnever use `eval`", {(AVOIDS, "eval", True)}),
    ("update .github/copilot-instructions.md with this:\n\nalways use `pnpm`",
     {(RUNS, "pnpm", True)}),
    ("here are the rules:\n\nalways run `make lint` before pushing",
     {(RUNS, "make lint", True)}),
    # A bare heading over the person's own account of the task.
    ("Description:\n\nWe need a retry here. Always use `tenacity` for it.",
     {(ADDS, "tenacity", True)}),
])
def test_a_rule_written_into_a_file_or_listed_is_no_message(words: str,
                                                             expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("name the branch `never-retry-4xx`", set()),
    ("name the release `v2`", set()),
    ("name the new type `SessionID`", {(ADDS, "SessionID", False)}),
])
def test_a_branch_named_is_no_code(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("we always use `uv` in the other repos, not here", set()),
    ("we use `uv` everywhere except this repo", set()),
    ("at work we never use `any`, but for this side project I don't care", set()),
    ("at my old job we always ran `make e2e` before merging", set()),
    ("in my previous company we never used `git merge`", set()),
    # What follows "but here" is this codebase's.
    ("we always use `uv` in the other repos but here use `poetry run`",
     {(RUNS, "poetry run", True)}),
    # Another codebase named to be followed, or as well as this one.
    ("never use `lodash` in the other services either", {(AVOIDS, "lodash", True)}),
    ("always run `make lint`, same as in the other repos", {(RUNS, "make lint", True)}),
    ("in this repo we always use `uv`", {(RUNS, "uv", True)}),
])
def test_a_way_of_working_said_of_another_codebase_is_no_rule_here(words: str,
                                                                   expected: Judged) -> None:
    """ "we always use `uv` in the other repos, not here", "at my old job we always ...": the
    way of another codebase, told, is no rule of this one."""
    assert judged(words) == expected


def test_a_comment_taken_up_and_said_again_later_is_said_twice() -> None:
    """The reviewer's comment taken up for all work in one session, and the same rule said in
    the person's own words in another: each check said in both."""
    found = preferences([
        said_in_session(1, _REVIEW_ADOPTED),
        said_in_session(2, "never use `Time.now`, always use `Time.current`"),
    ])
    assert sorted((p.judge.kind, len(p.sessions)) for p in found) \
        == [("diff_adds", 2), ("diff_avoids", 2)]
