"""Wrong lessons, second round: words of rules in messages that state no rule of the person's, at
first sight.

A first-sight batch of 134 messages a person might type to a coding agent, across Go, Python,
TypeScript, Rust, Java, SQL, shell and git, that hold "always", "never", "don't", "must",
"should", "use X", "instead of", "X, not Y", "make sure" or "before you" and are no standing
rule of the person's: someone else's pull request or a library's own behaviour; a caveat of the
docs, pasted or told; what a test, a script, a hook or a target is there to do; a bug told with
its polarity ("never closes it", "doesn't use the pool"); hypotheticals and conditionals;
questions; someone else's words reported; sarcasm; idioms; two states compared ("the bug is in
`parser.rs`, not in `lexer.rs`"); commit messages, titles and changelog lines typed in; errors
and warnings quoted inline without a fence; user stories; the acceptance criteria of the task at
hand, which give at most its one-off. Among them, 15 rules of the person's own, alone or in a
long message with such words around them, to measure that none is lost.

Someone else's rule reported is not the person's: asked about, argued with or told as past it
gives nothing, and passed on with an order of the person's own ("Sam said never to touch
`vendor/`, so leave it alone") it is at most the one-off of the task; said again, a rule stands
as any rule does. The words of the rule are another's, and a wrong line in the person's
instructions costs more than one missed.

Measured before the reader was changed for it: 3 of the 134 gave more than the table allowed,
one of them the task's own one-off the table had left out ("use `select_related` instead of the
loop" sets the loop aside for the task, as `test_tasks_wordings` reads it), so 2 wrong lessons:
"supposing we were on Postgres 16, we should use `MERGE` ..." read as an ask, "we use `redis`
for sessions already, so the bug isn't storage" as a standing use of `redis`; the rules, 11/15
by the table, of which two were the table leaving out the ban of the other tool named ("we use
`pnpm`, not `npm`", "... `pnpm` in this monorepo, never `yarn`"), read right: 13/15, missed
"never write `SELECT *` in our queries" and a rule after "anyway, from now on". After: wrong
lessons 0/134, rules 15/15. Three messages that repeated other batches' sentences were put in
new words after the run (the sarcastic "never write docs", cargo's "use `--artifact-dir`
instead" and javac's removal warning), each read right.

`SHAPES` holds the variants of each shape the reader was changed for, written after the batch,
with the near shapes that must stay as they were. The cases the reader still gets wrong would be
listed in `KNOWN_MISSES` by name and checked to stay wrong, so the batch's figures are the real
ones.
"""

from __future__ import annotations

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    EDITS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

NONE: Judged = set()

# Someone else's pull request, branch or patch, and what a library or tool does by itself.
OTHERS_WORK: tuple[tuple[str, str, Judged], ...] = (
    ("their PR rebuilds on boot", "their PR always rebuilds `search_index` on boot, which is why "
     "startup takes a minute", NONE),
    ("her branch never closes rows", "Priya's branch never calls `rows.Close()` after the query, "
     "I noticed while reviewing", NONE),
    ("upstream PR uses reqwest", "the upstream PR uses `reqwest` instead of `hyper` directly and "
     "pulls in half of tokio", NONE),
    ("contributor's patch must_login", "the contributor's patch makes every handler call "
     "`must_login()` first, even the health check", NONE),
    ("sqlx always prepares", "sqlx always prepares the statement on first use, so the first "
     "query is slower", NONE),
    ("pydantic never coerces", "pydantic v2 never coerces `int` to `str` in strict mode, that's "
     "the validation error", NONE),
    ("react-query refetches", "react-query refetches on window focus unless you turn "
     "`refetchOnWindowFocus` off", NONE),
    ("gorm never deletes", "gorm never really deletes a row when the model has `DeletedAt`, it "
     "just sets the timestamp", NONE),
    ("hibernate doesn't load", "Hibernate doesn't load `@OneToMany` collections until you touch "
     "them, hence the LazyInitializationException", NONE),
    ("serde always skips", "serde always skips fields marked `#[serde(skip)]` on both sides, so "
     "the id comes back as the default", NONE),
    ("dependabot pins", "the dependabot PR pins `urllib3` below 2, not sure why", NONE),
    ("their migration instead of", "their migration uses `ALTER TABLE` instead of a new table, "
     "and it locks `orders` for minutes", NONE),
)

# Caveats of a library's or a language's docs, pasted or told in the person's words.
DOCS: tuple[tuple[str, str, Judged], ...] = (
    ("docs: Init first", "the docs say `Init()` must be called before any other function in the "
     "package", NONE),
    ("MDN on Date.parse", "MDN says you should never rely on `Date.parse` for non-ISO strings",
     NONE),
    ("python docs shell=True", "the Python docs warn that `shell=True` should not be used with "
     "untrusted input", NONE),
    ("tokio docs block_on", "per the tokio docs, `block_on` must not be called from inside a "
     "runtime", NONE),
    ("sync docs WaitGroup", "from the sync docs: a `WaitGroup` must not be copied after first "
     "use", NONE),
    ("postgres docs vacuum full", "Postgres docs say `VACUUM FULL` takes an exclusive lock, so "
     "don't run it on a busy table", NONE),
    ("javadoc SimpleDateFormat", "the Javadoc for `SimpleDateFormat` says it is not thread-safe "
     "and instances should not be shared", NONE),
    ("spring reference private", "Spring's reference says `@Transactional` on a private method "
     "is ignored", NONE),
    ("npm docs ci", "npm's docs say `npm ci` always deletes `node_modules` before installing",
     NONE),
    ("crate readme rustls", "the crate README says: always enable the `rustls` feature when "
     "building for musl", NONE),
)

# What a test, a script, a hook or a target is there to do.
DESIGNED: tuple[tuple[str, str, Judged], ...] = (
    ("test makes sure never 500", "`test_orders_api.py` makes sure the endpoint never answers "
     "500 on bad input", NONE),
    ("script ensures no tabs", "`check_whitespace.sh` ensures no file under `src/` has tabs",
     NONE),
    ("hook refuses push", "the pre-push hook refuses any push that doesn't pass `cargo test`",
     NONE),
    ("fuzz target never panics", "the fuzz target is there to make sure `parse_header` never "
     "panics", NONE),
    ("migration test always", "`TestMigrationsReversible` checks that every migration can always "
     "be rolled back", NONE),
    ("eslint rule forbids", "the custom eslint rule forbids `console.log` in `src/`, that's why "
     "CI is red", NONE),
    ("fixture should fail", "the `assert_no_queries` fixture should fail the test if any SQL "
     "runs", NONE),
    ("contract test meant to", "the contract test is meant to make sure we never rename a JSON "
     "field by accident", NONE),
    ("nightly must finish", "the nightly script must finish before 6am or the reports are stale",
     NONE),
    ("make verify always", "`make verify` always runs `go mod tidy` and fails if go.sum "
     "changes", NONE),
)

# Bugs told with a polarity: what the code does or fails to do.
BUGS: tuple[tuple[str, str, Judged], ...] = (
    ("opens and never closes", "`ServeHTTP` in upload.go opens the temp file and never closes "
     "it", NONE),
    ("doesn't use the pool", "`ReportRepo` doesn't use the connection pool, it opens a fresh "
     "connection per query", NONE),
    ("always returns empty optional", "`findByEmail` always returns an empty Optional for "
     "uppercase addresses", NONE),
    ("never retries on 503", "the S3 client never retries on 503, the job just dies", NONE),
    ("doesn't escape q", "the search page doesn't escape `q` before putting it into the HTML",
     NONE),
    ("must not be null, is", "`userId` must not be null there, but the mobile app sends null "
     "and we get an NPE", NONE),
    ("float instead of Decimal", "the invoice code uses `float` instead of `Decimal` for money, "
     "so totals are off by a cent", NONE),
    ("should be 404 is 200", "`GET /items/999` should be a 404 but comes back 200 with an empty "
     "body", NONE),
    ("goroutine never exits", "the cleanup goroutine never exits because nobody cancels its "
     "`ctx`", NONE),
    ("always logs the token", "the auth middleware always logs the bearer token at debug level",
     NONE),
    ("doesn't check the error", "`os.Remove` in cleanup.go doesn't check the error at all",
     NONE),
    ("query doesn't use index", "the query doesn't use the index on `created_at`, EXPLAIN shows "
     "a seq scan", NONE),
)

# Hypotheticals and conditionals: what would be done in another state of things.
HYPOTHETICALS: tuple[tuple[str, str, Judged], ...] = (
    ("once 3.9 is gone", "once 3.9 is gone we could use `match` statements in the dispatcher",
     NONE),
    ("if we move to java 21", "if we move to Java 21 we should use virtual threads instead of "
     "the `ForkJoinPool`", NONE),
    ("when tokio 2 lands", "when tokio 2 lands we'd have to stop using `spawn_blocking` there",
     NONE),
    ("if the runners get node 22", "if the runners get Node 22 we could always use the built-in "
     "`fetch`", NONE),
    ("supposing postgres 16", "supposing we were on Postgres 16, we should use `MERGE` instead "
     "of the upsert dance", NONE),
    ("were we to open source", "were we to open-source this, we'd never be able to keep "
     "`internal/` private", NONE),
    ("in a perfect world", "in a perfect world every handler would use `context.Context` with a "
     "deadline", NONE),
    ("one day never interface{}", "one day it would be nice to never write `interface{}` again",
     NONE),
    ("starting over sqlc", "if I were starting over I'd use `sqlc` instead of hand-written "
     "queries", NONE),
    ("should the vendor ship", "should the vendor ever ship a typed SDK, we must switch off "
     "`axios` right away", NONE),
)

# Questions with the words of a rule in them.
QUESTIONS: tuple[tuple[str, str, Judged], ...] = (
    ("uuid7 keys or bigserial", "should new tables always get `uuid7` keys, or is bigserial "
     "fine?", NONE),
    ("is it bad we never", "is it bad that we never call `resp.Body.Close()` in the tests?",
     NONE),
    ("do we have to build first", "do we have to run `npm run build` before `npm test`, or does "
     "jest handle it?", NONE),
    ("must every module", "must every Rust module have a `mod tests`, or can they live in "
     "`tests/`?", NONE),
    ("would you ever unsafe", "would you ever use `unsafe` for a simple ring buffer?", NONE),
    ("Optional or null", "`Optional` or null, which should repositories return in Java these "
     "days?", NONE),
    ("any reason not to worktree", "any reason not to use `git worktree` instead of a second "
     "clone?", NONE),
    ("why don't we ruff format", "why don't we use `ruff format` instead of black?", NONE),
    ("ok to select star in a view", "is it ok to use `SELECT *` in a view?", NONE),
    ("shouldn't fetchAll", "shouldn't `fetchAll` use the pool too?", NONE),
)

# Someone else's words reported. A rule passed on and asked about, argued with or told of as
# past is not the person's; passed on with an order of the person's own, it is at most the one-off
# of the task (said again, it stands as any rule does).
REPORTED: tuple[tuple[str, str, Judged], ...] = (
    ("Sam said never, asked", "Sam said never to touch `legacy/`, what's in there anyway?",
     NONE),
    ("lead said always rebase, I merged", "my lead said to always rebase on main, but I merged "
     "and now the history is a mess", NONE),
    ("reviewer asked not to", "the reviewer asked me not to use `Arc<Mutex<_>>` there, but I "
     "don't see an alternative", NONE),
    ("ops told us never, yet", "ops told us never to run `kubectl delete ns` on prod, and yet "
     "here we are", NONE),
    ("Ana wants, undecided", "Ana wants `zod` instead of `yup` in her new forms; I haven't "
     "decided", NONE),
    ("security says must, asked", "security says all secrets must come from Vault, is our CI "
     "compliant?", NONE),
    ("writer's note, asked", "the tech writer's note says 'always use sentence case in "
     "headings', does that apply to the README?", NONE),
    ("Sam said never, so leave it", "Sam said never to touch `vendor/`, so leave it alone",
     {(FILES, "vendor/", False)}),
)

# Sarcasm: the opposite of what the words say.
SARCASM: tuple[tuple[str, str, Judged], ...] = (
    ("sure, never write docs", "sure, never write docs, future us will love that", NONE),
    ("love how tsc never", "love how `tsc` never tells you which file it choked on", NONE),
    ("never write tests /s", "great idea, let's never write tests again /s", NONE),
    ("obviously must kubernetes", "because obviously we must use Kubernetes for a cron job",
     NONE),
    ("nothing says quality", "oh yes, nothing says quality like `// @ts-ignore` on every line",
     NONE),
    ("totally should rewrite", "yeah, we totally should rewrite it all in Rust this sprint",
     NONE),
)

# Idioms made of the words of a rule.
IDIOMS: tuple[tuple[str, str, Judged], ...] = (
    ("never mind, flake gone", "never mind, the flake went away after a rerun", NONE),
    ("always fun cargo update", "always fun when `cargo update` bumps a major version", NONE),
    ("don't get me wrong, go", "don't get me wrong, I like Go, but the error handling in "
     "`sync.go` is a lot", NONE),
    ("must be the cdn", "must be the CDN cache again, the old bundle is still served", NONE),
    ("should have known pip", "should have known `pip freeze` would pull in the whole venv",
     NONE),
    ("never a good sign", "a 2000-line `utils.py` is never a good sign", NONE),
    ("always been like this", "it's always been like this in `legacy_report.sql`, nobody dared "
     "to touch it", NONE),
    ("don't count on it", "don't count on the staging DB having fresh data", NONE),
    ("you never know", "you never know with timezones, but `UTC` everywhere seems to hold",
     NONE),
    ("I must say", "I must say the new `Result` types read much better", NONE),
)

# "X, not Y" where both are states of things, not choices.
STATES_COMPARED: tuple[tuple[str, str, Judged], ...] = (
    ("bug in parser not lexer", "the bug is in `parser.rs`, not in `lexer.rs`", NONE),
    ("401 not 403", "it's a 401, not a 403, so the token is missing rather than wrong", NONE),
    ("slow on insert not select", "it's slow on the `INSERT`, not on the `SELECT`", NONE),
    ("on 3.11 not 3.12", "we're on Python 3.11, not 3.12, in prod", NONE),
    ("lockfile pnpm not yarn", "the lockfile in the repo is `pnpm-lock.yaml`, not `yarn.lock`",
     NONE),
    ("main not master", "the default branch is `main`, not `master`, since last year", NONE),
    ("JDK 17 not 21", "the build image has JDK 17, not 21, that's why the records fail to "
     "compile", NONE),
    ("GET not POST", "the failing call is a `GET`, not a `POST`, look at the access log", NONE),
)

# Commit messages, titles, changelog and release lines typed in.
TYPED_IN: tuple[tuple[str, str, Judged], ...] = (
    ("commit never panic", "last commit: \"fix(parser): never panic on empty input\"", NONE),
    ("changelog always send", "changelog line for 2.3: Always send `Content-Length` on chunked "
     "uploads", NONE),
    ("committed as use instead", "I committed it as \"use `slog` instead of logrus in the "
     "worker\", fine?", NONE),
    ("revert don't cache", "the revert says \"Revert 'Don't cache 404 responses'\", can you find "
     "why it was reverted?", NONE),
    ("release notes must not", "release notes draft: `--legacy` is deprecated and must not be "
     "used in new scripts", NONE),
    ("squash message stop using", "squash message I'm using: `chore: stop using moment, switch "
     "to date-fns`", NONE),
    ("tag no longer prints", "v1.4.0: the CLI no longer prints colours when piped", NONE),
    ("PR title make sure", "my PR title is \"Make sure the cache is warmed before serving\", "
     "too long?", NONE),
)

# Error messages and warnings quoted inline, with no fence.
ERRORS_INLINE: tuple[tuple[str, str, Judged], ...] = (
    ("vet: must not be copied", "go vet says: call of fmt.Sprintf copies lock value: "
     "sync.Mutex must not be copied", NONE),
    ("rustc consider clone", "rustc: cannot borrow `self.items` as mutable because it is also "
     "borrowed as immutable, help: consider using `clone()`", NONE),
    ("eslint instead saw", "eslint: Expected '===' and instead saw '=='. (eqeqeq) in `cart.js` "
     "line 40", NONE),
    ("javac must be caught", "javac: unreported exception IOException; must be caught or "
     "declared to be thrown", NONE),
    ("psql must appear", "psql: ERROR: column \"total\" must appear in the GROUP BY clause or be "
     "used in an aggregate function", NONE),
    ("git hint should pull", "git says: hint: Updates were rejected because the tip of your "
     "current branch is behind; hint: you should pull before pushing again", NONE),
    ("cargo unstable use instead", "cargo warns: the `--out-dir` flag is unstable, use "
     "`--artifact-dir` instead, on every build", NONE),
    ("javac finalize removal", "warning: [removal] finalize() in Object has been deprecated "
     "and marked for removal, shows up in `Pool.java`", NONE),
)

# User stories: how the product is to behave for someone.
USER_STORIES: tuple[tuple[str, str, Judged], ...] = (
    ("shopper never sees", "as a shopper I should never see another customer's cart", NONE),
    ("admin always sees", "as an admin I always want to see who approved a refund", NONE),
    ("editor so that I don't", "as an editor, I want drafts autosaved so that I don't lose work "
     "when the tab closes", NONE),
    ("given when then must", "given an expired token, when I call `/me`, then I must get a 401",
     NONE),
    ("on-call never twice", "as an on-call engineer I need alerts to never fire twice for the "
     "same incident", NONE),
    ("guest must be able", "as a guest I must be able to check out without making an account",
     NONE),
)

# Acceptance criteria of the task at hand: at most its one-off.
ACCEPTANCE: tuple[tuple[str, str, Judged], ...] = (
    ("AC never 500", "acceptance: `POST /orders` never returns 500 for malformed JSON, it "
     "returns 400", NONE),
    ("done when always under", "done when `GET /reports` always responds in under 200ms with "
     "the seed data", NONE),
    ("ticket csv must include", "for this ticket the CSV must include a `currency` column",
     NONE),
    ("criteria list", "criteria:\n- the form must not submit twice\n- the button is disabled "
     "while saving\n- errors show under the field", NONE),
    ("this migration rolled back", "for this migration, make sure it can be rolled back with "
     "`alembic downgrade -1`", {(RUNS, "alembic downgrade -1", False)}),
    ("this PR should not touch", "this PR should not touch the public API of `pkg/client`",
     {(FILES, "pkg/client", False)}),
    ("must come with a test", "the fix must come with a regression test in "
     "`tests/test_dates.py`", {(EDITS, "tests/test_dates.py", False)}),
    ("just this endpoint instead", "just for this endpoint, use `select_related` instead of the "
     "loop", {(ADDS, "select_related", False), (AVOIDS, "loop", False)}),
)

# "before you", "make sure", "instead of" and "we use" around no rule.
AROUND: tuple[tuple[str, str, Judged], ...] = (
    ("before you ask", "before you ask, yes, I already cleared `~/.cargo/registry`", NONE),
    ("before you came", "before you joined, the tests never ran on Windows", NONE),
    ("make sure I understand", "just to make sure I understand: `useMemo` never runs on the "
     "server?", NONE),
    ("instead of a rant", "instead of a rant, here's the trace: `KeyError: 'region'` in "
     "`settings.py` line 88", NONE),
    ("we use redis already", "we use `redis` for sessions already, so the bug isn't storage",
     NONE),
    ("should be fine", "the `v2` client should be fine, it never touches the old tables", NONE),
    ("long report with a question", "ok so here's what I found. the importer never validates "
     "the header row, it always assumes UTF-8, and the docs say the file must be under 10 MB. "
     "the test for it makes sure we never crash, but not that rows are right. should we always "
     "reject files with a BOM? not sure.", NONE),
    ("long story, no ask", "context: their service always sends `null` instead of an empty "
     "list, our client doesn't handle that, and the Java SDK they ship never checks the status "
     "code. don't get me wrong, it worked for years.", NONE),
)

# The person's own rules of code and process, alone or among such words: each still read.
REAL_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("real: no unwrap in library code", "never use `unwrap()` in library code, return the "
     "error", {(AVOIDS, "unwrap()", True)}),
    ("real: vet before commit", "always run `go vet ./...` before you commit",
     {(RUNS, "go vet ./...", True)}),
    ("real: we use pnpm, not npm", "we use `pnpm`, not `npm`",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("real: never touch legacy", "don't ever touch anything under `legacy/`",
     {(FILES, "legacy/", True)}),
    ("real: zod instead of yup", "use `zod` instead of `yup` for all new forms",
     {(ADDS, "zod", True), (AVOIDS, "yup", True)}),
    ("real: ruff before push", "make sure `ruff check` passes before you push, every time",
     {(RUNS, "ruff check", True)}),
    ("real: no select star", "never write `SELECT *` in our queries",
     {(AVOIDS, "SELECT *", True)}),
    ("mixed: their PR, our handlers", "their PR always rebuilds the cache on boot, which is fine "
     "for them. for our services though: never call `cache.Rebuild()` inside a request handler",
     {(AVOIDS, "cache.Rebuild()", True)}),
    ("mixed: docs, then require", "the docs say `Init()` must be called first, and honestly the "
     "whole package is a mess. anyway, from now on always use `require` instead of `assert` in "
     "our Go tests", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("mixed: test designed, then pytest", "`test_upload.py` makes sure we never return 500 on a "
     "bad file, good. but please always run `pytest -q` before you say you're done",
     {(RUNS, "pytest -q", True)}),
    ("mixed: bug, hypothetical, print", "the worker never closes the file, that's the leak I "
     "think. if we ever move to 3.12 we could use the new generics. one thing for all our code "
     "though: never use `print` for logging", {(AVOIDS, "print", True)}),
    ("mixed: reported, question, migrations", "Sam said the migration must be reversible, "
     "whatever. should we always use uuid7? no idea. what I do want: never edit files under "
     "`db/migrations/`", {(FILES, "db/migrations/", True)}),
    ("mixed: idioms, pnpm", "must be the cache again lol. never mind. for the record, we use "
     "`pnpm` in this monorepo, never `yarn`", {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    ("mixed: error inline, no lodash", "error was: Cannot find module 'lodash'. don't add "
     "`lodash` back though, we never use `lodash` in this repo", {(AVOIDS, "lodash", True)}),
    ("mixed: user story, force push", "as a user I should never see a stack trace, that's the "
     "story. for how you work: don't ever run `git push --force` on `main`",
     {(NOT_RUN, "git push --force … main", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()

NOT_RULES = (*OTHERS_WORK, *DOCS, *DESIGNED, *BUGS, *HYPOTHETICALS, *QUESTIONS, *REPORTED,
             *SARCASM, *IDIOMS, *STATES_COMPARED, *TYPED_IN, *ERRORS_INLINE, *USER_STORIES,
             *ACCEPTANCE, *AROUND)


test_words_of_rules_that_are_no_rule_give_no_rule = gives_no_more_than(NOT_RULES, KNOWN_MISSES)


test_the_persons_own_rules_among_them_are_still_read = reads_as_expected(REAL_RULES, KNOWN_MISSES)


# The shapes the reader was changed for, written after the batch, and their near shapes.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # A turn of discourse ("anyway", "that said", "in any case") opens the rule after it.
    ("anyway, from now on", "anyway, from now on always use `zod` for validation",
     {(ADDS, "zod", True)}),
    ("in any case, from now on run", "in any case, from now on run `cargo clippy` before you push",
     {(RUNS, "cargo clippy", True)}),
    ("either way, going forward we use", "either way, going forward we use `httpx`",
     {(ADDS, "httpx", True)}),
    ("anyway, a state", "anyway, the build is green now", NONE),
    ("that said, a bug", "that said, the old parser never handled tabs", NONE),
    # A conditional by another subordinator than "if", or by the verb put first.
    ("supposing, should", "supposing we moved to Rust, we should use `anyhow` for errors", NONE),
    ("assuming, an order", "assuming the tests pass, merge it with `gh pr merge`", NONE),
    ("provided, could", "provided the API stays stable, we could use `openapi-generator` for "
     "the client", NONE),
    ("were we to", "were we to drop Java 8, we'd use `var` everywhere", NONE),
    ("had we used", "had we used `sqlc`, this bug would not exist", NONE),
    # Code written is code used; a file written, or tests written for a file, is not.
    ("never write a construct", "never write `SELECT *` in migrations",
     {(AVOIDS, "SELECT *", True)}),
    ("don't type a type", "don't type `any` in the shared types", {(AVOIDS, "any", False)}),
    ("we never write", "we never write `unsafe` blocks in this crate", {(AVOIDS, "unsafe", True)}),
    ("never write a file", "never write `config.yaml` by hand, it's generated", NONE),
    ("never write tests for a file", "never write tests for `legacy.py`", NONE),
    ("don't write to a folder", "don't write to `/tmp` directly", NONE),
    ("never write in a message", "never write `WIP` in the PR title", NONE),
    # a dotted name shaped like a file ("console.log") is left unread when written
    ("never write a name like a file", "never write `console.log`", NONE),
    # What the team has in place, told as how things stand, is no rule; said as one, it is.
    ("we use, already", "we use `redis` for sessions already", NONE),
    ("we use, currently", "we use `zod` for forms currently, but we're looking at valibot",
     NONE),
    ("we already use", "we already use `pnpm`, so the lockfile is fine", NONE),
    ("we use, a rule", "we use `httpx` for every HTTP call", {(ADDS, "httpx", True)}),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(NOT_RULES) >= 120 and len(REAL_RULES) == 15
    check_whole([n for n, _, _ in (*NOT_RULES, *REAL_RULES, *SHAPES)], KNOWN_MISSES)
