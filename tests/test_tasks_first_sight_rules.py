"""Rules said inside longer messages about code and process, at first sight.

A first-sight batch, written from how developers word rules for test style, error handling,
imports, commands to run before the work is done, files to leave alone, dependencies to use or
not and git process, each inside a message that also asks for work or says why; and, beside
them, close messages that ask, report or narrate with the same terms and state no rule; and
answers to an agent's proposal. It was measured before the reader was changed for it (rules
read exactly 19/43, messages giving nothing 32/33, answers 9/17). Answers read 15/17 once "OK to
add it?" was read as the proposal said before it with the same verb.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    KEEPS,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
)

# Messages whose own words state a rule next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # test style
    ("freezegun for time", "the login test is flaky again, it depends on the wall clock. can you "
     "make it deterministic? we mock time with `freezegun` in this repo",
     {(ADDS, "freezegun", True)}),
    ("parametrize rather than copies", "Add tests for the parser's edge cases (empty input, "
     "trailing comma, unicode). Use `pytest.mark.parametrize` rather than copy-pasting the test "
     "function for each one.", {(ADDS, "pytest.mark.parametrize", False)}),
    ("t.Run table tests", "The new endpoint has no coverage yet. Tests in this repo are "
     "table-driven, with `t.Run` for each case, so follow that.", {(ADDS, "t.Run", True)}),
    ("stub with respx", "write a test for the retry path. stub the API with `respx`, the test "
     "must not hit the network", {(ADDS, "respx", False)}),
    ("no snapshot tests", "I reviewed the component tests you wrote yesterday. We don't write "
     "snapshot tests here, assert on what the user sees with `getByRole` instead.",
     {(ADDS, "getByRole", True)}),
    ("no mock.patch on internals", "the refactor broke 30 tests because they patch private "
     "functions. going forward, never use `mock.patch` on our own modules, only on I/O boundaries",
     {(AVOIDS, "mock.patch", True)}),
    ("testcontainers not sqlite", "the repository tests pass against sqlite but fail on postgres. "
     "switch them to `testcontainers` and stop using `sqlite3` as a stand-in",
     {(ADDS, "testcontainers", False), (AVOIDS, "sqlite3", False)}),
    ("no sleep in tests", "The websocket test takes 12s. Please get rid of the waits: we never "
     "call `time.sleep` in tests, poll with a timeout.", {(AVOIDS, "time.sleep", True)}),
    # error handling
    ("no bare except", "handle the timeout in the fetcher. we don't swallow errors in this "
     "codebase, so no bare `except:` blocks", {(AVOIDS, "except:", True)}),
    ("logger.exception not error", "When the upload fails, log it with `logger.exception` so we "
     "keep the traceback, not `logger.error`.",
     {(ADDS, "logger.exception", False), (AVOIDS, "logger.error", False)}),
    ("no panic in handlers", "the handler crashes the server on a malformed header. return a 400 "
     "instead, and never `panic` in request handlers", {(AVOIDS, "panic", True)}),
    ("thiserror for lib errors", "the error type in the parser crate is a String. replace it with "
     "an enum; library crates always use `thiserror`, only binaries use `anyhow`",
     {(ADDS, "thiserror", True)}),
    ("Result not throw", "refactor `parseInvoice` so it returns a `Result` instead of throwing. "
     "everything in the domain layer should do that.", {(ADDS, "Result", True)}),
    ("errors.As", "In the retry logic, check the error type with `errors.As`, don't type-assert "
     "it directly.", {(ADDS, "errors.As", False)}),
    # imports
    ("absolute imports via alias", "Move the date helpers into `src/lib/dates.ts`. Import them "
     "through the `@/lib` alias everywhere, never with relative `../../` paths.",
     {(ADDS, "@/lib", True), (AVOIDS, "../../", True)}),
    ("no legacy imports", "add the export button to the toolbar. don't import anything from "
     "`internal/legacy` in new code, it's being deleted", {(AVOIDS, "internal/legacy", True)}),
    ("future annotations", "Create the new `billing` module. Every new Python file starts with "
     "`from __future__ import annotations`.", {(ADDS, "from __future__ import annotations", True)}),
    ("no star imports", "clean up `views.py` while you're in there; we never do "
     "`from x import *`", {(AVOIDS, "from x import *", True)}),
    # commands before done
    ("make generate after schema", "I added a field to the proto. Once you've changed the "
     "handlers, regenerate with `make generate` and commit the output too.",
     {(RUNS, "make generate", False)}),
    ("clippy clean before handing back", "Implement the cache eviction. Before you hand it back, "
     "`cargo clippy -- -D warnings` has to be clean.",
     {(RUNS, "cargo clippy -- -D warnings", False)}),
    ("buf lint every time", "Add the `ListOrders` RPC. Every time you touch the protobufs, run "
     "`buf lint` before committing.", {(RUNS, "buf lint", True), (ADDS, "ListOrders", False)}),
    ("typecheck too", "fix the failing form test. and please run `npm run typecheck` too, the "
     "tests alone don't catch type errors", {(RUNS, "npm run typecheck", False)}),
    ("go vet until passes", "Port the worker to the new queue client. Don't call it finished "
     "until `go vet ./...` passes.", {(RUNS, "go vet ./...", False)}),
    ("tox before saying done", "the py3.13 job is red. fix it, and from now on run `tox -e py313` "
     "before you say anything is done", {(RUNS, "tox -e py313", True)}),
    # files to leave alone
    ("prod config alone", "bump the client timeout to 30s. leave `config/prod.yaml` alone, ops "
     "owns that file", {(FILES, "config/prod.yaml", False)}),
    ("applied migrations", "The `users` table needs an index on email. Never edit a migration in "
     "`migrations/` once it's applied, add a new one.", {(FILES, "migrations/", True)}),
    ("CHANGELOG hands off", "fix the typo in the install docs but keep your hands off "
     "`CHANGELOG.md`, the release tooling writes it", {(FILES, "CHANGELOG.md", False)}),
    ("vendor never by hand", "Patch the JSON decoder bug. Files under `vendor/` are never "
     "modified by hand in this repo.", {(FILES, "vendor/", True)}),
    ("generated client", "add the `status` filter to the orders page. `src/api/generated.ts` is "
     "generated, don't edit it",
     {(ADDS, "status", False), (FILES, "src/api/generated.ts", False)}),
    # dependencies
    ("date-fns not moment", "Show the relative time on each comment. We use `date-fns` in this "
     "project; please don't add `moment`.", {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    ("no lodash for one helper", "I need a debounce on the search box. Don't pull in `lodash` "
     "just for that, write the helper yourself.", {(AVOIDS, "lodash", False)}),
    ("httpx for the client", "Write the client for the payments API. For HTTP use `httpx`; no "
     "new dependency on `requests`.", {(ADDS, "httpx", False), (AVOIDS, "requests", False)}),
    ("nom already there", "parse the config header format. implement it with `nom`, we already "
     "depend on it, and don't add another parser crate", {(ADDS, "nom", False)}),
    ("no new deps without asking", "add CSV export. never add a dependency to `pyproject.toml` "
     "without asking me first", {(FILES, "pyproject.toml", True)}),
    ("stdlib logging not loguru", "set up logging for the CLI. we stick to the standard "
     "`logging` module, not `loguru`", {(ADDS, "logging", True), (AVOIDS, "loguru", True)}),
    # git process
    ("no push to main", "The fix looks good. Don't push to `main` directly, open a PR from a "
     "branch.", {(NOT_RUN, "git push … main", False)}),
    ("never force push shared", "squash your fixups into one commit, and never force-push a "
     "branch someone else is working on", {(NOT_RUN, "git push --force", True)}),
    # only the pushed ones, which no commit's line shows: a ban of every amend is wider than said
    ("no amend after push", "you amended a commit I had already pulled. never amend pushed "
     "commits, add a new commit instead", set()),
    ("conventional commits", "commit the changes when the tests pass. we write commit messages "
     "as conventional commits here", {("regex", "conventional", True)}),
    ("no commit until I look", "Rewrite the migration runner. Do not commit anything until I've "
     "had a look at the diff.", {(NOT_RUN, "git commit", False)}),
    ("rebase not merge", "your branch is behind main. rebase it with `git rebase origin/main`, "
     "we never merge main into feature branches",
     {(RUNS, "git rebase origin/main", False), (NOT_RUN, "git merge", True)}),
    ("moment, replace", "we still have `moment` in two places. replace it with `date-fns` in "
     "`utils/time.ts`", {(ADDS, "date-fns", False)}),
    ("pre-commit before committing", "Fix the lint errors in the API package. Always run "
     "`pre-commit run --all-files` before you commit.",
     {(RUNS, "pre-commit run --all-files", True)}),
)

# Messages that ask, report or narrate with the same terms: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("question about freezegun", "the login test is flaky again. would `freezegun` help here, or "
     "is the flakiness somewhere else?"),
    ("parametrize, asked", "Should these edge-case tests use `pytest.mark.parametrize`? There are "
     "like nine of them."),
    ("t.Run, described", "Most of the tests in this repo use `t.Run`, but the old ones in `store/` "
     "don't. Why is that?"),
    ("respx, a report", "I tried stubbing it with `respx` but the retry test still hits the "
     "network. Any idea what I'm missing?"),
    ("snapshot, musing", "I'm not sure snapshot tests are worth it for this component. what do you "
     "think?"),
    ("mock.patch, narration", "the refactor broke 30 tests because they `mock.patch` private "
     "functions. list the ones that broke"),
    ("sqlite, a fact", "the repository tests run against `sqlite3` and fail on postgres. find out "
     "which query differs"),
    ("time.sleep, where", "where are we calling `time.sleep` in the test suite? it feels slow"),
    ("bare except, find", "find every bare `except:` in the codebase and tell me how many there "
     "are"),
    ("logger.exception, difference", "what's the difference between `logger.exception` and "
     "`logger.error` with exc_info?"),
    ("panic, trace", "the server panics on a malformed header, here's the trace from "
     "staging:\n\ngoroutine 41 [running]:\nmain.parseHeader(...)\n\t/app/handler.go:88\n\n"
     "what's going on?"),
    ("anyhow, opinion", "is `anyhow` okay for a library crate or should it be `thiserror`?"),
    ("errors.As, explain", "explain when I'd use `errors.As` instead of `errors.Is`"),
    ("relative imports, count", "how many files still import with `../../` paths?"),
    ("legacy, who", "who still imports from `internal/legacy`? I want to delete it next sprint"),
    ("future annotations, why", "why do some of our files have `from __future__ import "
     "annotations` and others don't?"),
    ("make generate, failed", "I ran `make generate` and it failed with a protoc version error. "
     "can you look?"),
    ("clippy, too noisy", "`cargo clippy -- -D warnings` fails on 40 things in code I didn't "
     "touch. is that new?"),
    ("buf lint, broke", "`buf lint` started complaining about field names after the upgrade, "
     "what changed?"),
    ("go vet, a result", "go vet ./... passes now and the worker runs. next, add the metrics "
     "endpoint"),
    ("prod config, read", "read `config/prod.yaml` and tell me what the timeout is set to"),
    ("migrations, list", "list the migrations in `migrations/` that touch the users table"),
    ("CHANGELOG, update", "add an entry to `CHANGELOG.md` for the export fix"),
    ("vendor, why", "why do we vendor dependencies at all? it makes the diffs huge"),
    ("lodash, bundle size", "how much of the bundle is `lodash`? run the analyzer"),
    ("requests vs httpx", "the old client uses `requests` and the new one `httpx`. is there a "
     "reason to keep both?"),
    ("push, asked", "did you push the fix to `main` or to the branch?"),
    ("force push, narration", "someone force-pushed the release branch last night and we lost two "
     "commits. can you recover them from the reflog?"),
    ("amend, how", "how do I amend a commit message without changing the diff?"),
    ("conventional, history", "our history is a mix of conventional commits and free text. "
     "summarize the last 20 commits"),
    ("rebase, stuck", "I'm stuck in the middle of `git rebase origin/main` with conflicts in "
     "`go.sum`. help"),
    ("pre-commit, slow", "`pre-commit run --all-files` takes two minutes. can we make it faster?"),
    ("hypothetical ban", "if we ever stop using `loguru`, how much work would it be to go back "
     "to `logging`?"),
)

# The agent's message, and the person's answer: the terms are only in the agent's text.
REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("yes to parametrize", "There are nine near-identical tests for the parser. Want me to fold "
     "them into one with `pytest.mark.parametrize`?", "yes please",
     {(ADDS, "pytest.mark.parametrize", False)}),
    ("yes, and always", "I can replace the `time.sleep(2)` in the websocket test with "
     "`wait_for` polling. Should I?", "yes, and always do it that way",
     {(ADDS, "wait_for", True)}),
    ("no to a dependency", "The simplest fix is to add `python-dateutil` for the parsing. OK to "
     "add it?", "no, we don't add deps for this", {(AVOIDS, "python-dateutil", True)}),
    ("option b", "Two ways to fix the import cycle:\n\na) move `Money` into `core/types.py`\n"
     "b) import it lazily inside the function\n\nWhich do you want?", "a",
     {(ADDS, "core/types.py", False)}),
    ("leave it", "`config/prod.yaml` has the old timeout too. Should I update it as well?",
     "no, leave it", {(FILES, "config/prod.yaml", False)}),
    ("do it, run", "I'd like to run `make generate` to refresh the stubs. OK?", "do it",
     {(RUNS, "make generate", False)}),
    ("never, run", "Should I run `cargo update` to pick up the fix in `hyper`?",
     "no, never run that without asking", {(NOT_RUN, "cargo update", True)}),
    ("sounds good, plan", "I'm going to replace the hand-written retry with `tenacity`. Sound "
     "good?", "sounds good", {(ADDS, "tenacity", False)}),
    ("yes, errors.As", "Want me to use `errors.As` to check for the timeout instead of the type "
     "assertion?", "yes", {(ADDS, "errors.As", False)}),
    ("nah, keep", "`LegacyExporter` has no callers left outside tests. Remove it?",
     "nah, keep it for now", {(KEEPS, "LegacyExporter", False)}),
    ("don't push", "The fix is committed on `fix/timeouts`. Should I push it and open a PR?",
     "don't push yet", {(NOT_RUN, "git push", False)}),
    ("yes, from now on", "Should I add `#[must_use]` to the builder methods?",
     "yes, and on every builder from now on", {(ADDS, "#[must_use]", True)}),
    ("question back", "Should I use `testcontainers` or keep the sqlite stand-in?",
     "how slow is testcontainers on CI?", set()),
    ("thanks, done", "Done: the imports now go through `@/lib` and the build passes.",
     "great, thanks", set()),
    ("not sure", "Should I switch the cache to `moka`?", "not sure yet, let me think", set()),
    ("up to you", "I could use `rstest` or plain `#[test]` functions for the new cases. "
     "Preference?", "whatever you think is best", set()),
    ("ok to what was done", "I ran `buf lint` and it passes. Anything else?", "nope, all good",
     set()),
)

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were, bad inputs among them. With an answer, the second
# text is the agent's message it answers.
FINDING = ("Potential race in `Pool.Submit`: the counter is not handled. Consider calling "
           "`wg.Add(1)` first, however it could cause a leak.")
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # What a proposed change is made with, after where it goes.
    ("folded into one with", "Want me to fold them into one with `pytest.mark.parametrize`?",
     "yes", {(ADDS, "pytest.mark.parametrize", False)}),
    ("silenced with", "I could silence this with `# noqa`. Want me to?", "sure",
     {(ADDS, "# noqa", False)}),
    ("done with, a result", "I folded them into one with `pytest.mark.parametrize`. OK?", "yes",
     set()),
    # A letter alone picks a lettered option, and only that.
    ("a letter alone", "Either:\na) move it to `core/money.py`\nb) rename `Money` to `Amount`\n"
     "\nWhich?", "b", {(ADDS, "Amount", False)}),
    ("a letter, no options", "I renamed `Money` to `Amount`. Anything else?", "b", set()),
    ("a letter, numbered options", "Either:\n1. rename `Money` to `Amount`\n2. leave it\n"
     "\nWhich?", "a", set()),
    # A plan said as "I'd like to", answered by a yes.
    ("I'd like to run", "I'd like to run `make generate` to refresh the stubs. OK?", "do it",
     {(RUNS, "make generate", False)}),
    ("I'd like to know", "I'd like to know which version you're on. OK?", "yes", set()),
    # "that file" is the one file the agent named; "it" the file a sentence opens with.
    ("that file", "The client in `gen/api.ts` lacks the field. Should I add it there?",
     "no, don't touch that file", {(FILES, "gen/api.ts", False)}),
    ("that file of two", "`a.ts` imports `b.ts`. Should I change both?",
     "don't touch that file", set()),
    ("it, a file said first", "", "`src/api/generated.ts` is generated, don't edit it",
     {(FILES, "src/api/generated.ts", False)}),
    ("it, a module said first", "", "`os.path` is odd here, don't touch it", set()),
    ("it, a file said later", "", "rename `load` in `a.ts` but don't touch it", set()),
    ("no, leave it: the file pointed at",
     "`config/prod.yaml` has the old timeout too. Should I update it as well?", "no, leave it",
     {(FILES, "config/prod.yaml", False)}),
    # A refused command is banned only when the no is said as a rule.
    ("never run that", "Should I run `cargo update` first?", "no, never run that",
     {(NOT_RUN, "cargo update", True)}),
    ("a plain no to a command", "Should I run `cargo update` first?", "no", set()),
    # Where a yes reaches is no word of its own; a habit word beside it makes it a rule.
    ("yes, on every one from now on", "Should I add `#[must_use]` to the builder methods?",
     "yes, and on every builder from now on", {(ADDS, "#[must_use]", True)}),
    ("yes, on every one", "Should I add `#[must_use]` to the builder methods?",
     "yes, on every builder", {(ADDS, "#[must_use]", False)}),
    ("yes, everywhere we do that", "Should I parse them with `date-fns`?",
     "yes, everywhere we parse dates", {(ADDS, "date-fns", True)}),
    # The team's tool for a kind of work, said of this project.
    ("we mock with, here", "", "we mock time with `freezegun` here", {(ADDS, "freezegun", True)}),
    ("we format with", "", "we format with `gofumpt` in this repo", {(RUNS, "gofumpt", True)}),
    ("we check it with, here", "", "we check it with `curl` here", set()),
    ("we logged with, here", "", "we logged with `slog` here", set()),
    # A quoted command's result required.
    ("has to be clean", "", "implement it. `cargo clippy -- -D warnings` has to be clean",
     {(RUNS, "cargo clippy -- -D warnings", False)}),
    ("should pass now", "", "`make test` should pass now", set()),
    # Hands kept off a file, after "but".
    ("but keep your hands off", "", "fix the typo but keep your hands off `CHANGELOG.md`",
     {(FILES, "CHANGELOG.md", False)}),
    ("but, a description", "", "it builds but keeps failing on `CHANGELOG.md`", set()),
    # Amending is a git action with its own command.
    # only the pushed ones, which no commit's line shows
    ("never amend", "", "never amend pushed commits", set()),
    ("amended, narration", "", "you amended a commit I had already pulled", set()),
    # What a change is done without, named with the kind of code it is.
    ("without casts", "", "fix these without `as any` casts", {(AVOIDS, "as any", False)}),
    ("without, a consequence", "", "without `as any` it breaks", set()),
    # "after the fix" said before the command to run.
    ("after the fix run", "", "after the fix run `pytest -x`", {(RUNS, "pytest -x", False)}),
    ("after every change run", "", "after every change run `pytest -x`",
     {(RUNS, "pytest -x", True)}),
    ("after the refactor, a fact", "", "after the refactor we use `slog`", set()),
    ("after the fix, narration", "", "after the fix it broke", set()),
    # "only ever".
    ("only ever run", "", "only ever run `pnpm test --filter web` locally",
     {(RUNS, "pnpm test --filter web", True)}),
    ("only ever, the past", "", "I only ever ran `make` once", set()),
    # A dependency not to bump.
    ("don't bump", "", "don't bump `testify` in this PR", {(KEEPS, "testify", False)}),
    ("never bump past", "", "never bump `react` past 17", set()),
    ("bumped, narration", "", "we bumped `pgx` yesterday", set()),
    # A reply reported with a colon is the replier's words.
    ("reported with a colon", "", "the reviewer commented: never use `eval` here", set()),
    # Two changes offered in one sentence, picked by order or by the verb one opens with.
    ("the second of two", "I can fix it with `toFixed(2)`, or switch to `Intl.NumberFormat`. "
     "Which?", "the second one", {(ADDS, "Intl.NumberFormat", False)}),
    ("a yes to two", "I can fix it with `toFixed(2)`, or switch to `Intl.NumberFormat`. "
     "Which?", "yes", set()),
    ("picked by its verb", "Should I keep the `/v1` routes, or drop them now that `/v2` is "
     "live?", "keep them", {(KEEPS, "/v1", False)}),
    ("a verb neither opens with", "Should I keep the `/v1` routes, or drop them now that "
     "`/v2` is live?", "move them", set()),
    # A no that opens a message answers the proposal; the rest is read on its own.
    ("no, then more work", "I could silence this with `# noqa`. Want me to?",
     "no, never do that. fix the import", {(AVOIDS, "# noqa", True)}),
    ("no, then a question", "I could silence this with `# noqa`. Want me to?",
     "no. why would you?", {(AVOIDS, "# noqa", False)}),
    ("no, then a rule", "I could silence this with `# noqa`. Want me to?",
     "nope. and never use `cast`", {(AVOIDS, "# noqa", False), (AVOIDS, "cast", True)}),
    # A contrast whose first side says where it comes from.
    ("a contrast, from a library", "", "use `assertThat` from AssertJ instead of `assertEquals`",
     {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    # What is not to be imported from; a dependency not to add.
    ("import anything from", "", "don't import anything from `internal/legacy`",
     {(AVOIDS, "internal/legacy", False)}),
    ("import anything, no source", "", "don't import anything yet", set()),
    ("no dependency on", "", "no new dependency on `requests`", {(AVOIDS, "requests", False)}),
    ("no dependency on, found", "", "no dependency on `requests` found in the lockfile", set()),
    # A rule of form said as the team's way here holds beyond the task; "for this one" does not.
    ("form, the team's way here", "", "we write commit messages as conventional commits here",
     {("regex", "conventional", True)}),
    ("form, for this one", "", "use conventional commits for this one, we squash here anyway",
     {("regex", "conventional", False)}),
    ("form, described", "", "our history is a mix of conventional commits and free text", set()),
    # "the" before a plain noun points at the ones in the code now: no term to ban.
    ("get rid of the", "", "get rid of the waits", set()),
    ("get rid of, a plain noun", "", "please get rid of mocks", {(AVOIDS, "mocks", False)}),
    ("get rid of the, code", "", "get rid of the `time.sleep` calls",
     {(AVOIDS, "time.sleep", False)}),
    # The person's line right below a pasted finding is theirs.
    ("below a finding, a question", "", f"{FINDING}\nis this legit? fix if so", set()),
    ("below a finding, a rule", "",
     f"{FINDING}\nis this legit? fix if so, and never call `wg.Add` in a goroutine",
     {(AVOIDS, "wg.Add", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # How a kind of code is written, said of the kind ("tests in this repo are table-driven,
    # with X", "library crates always use X", "every new file starts with X", "everything in
    # the domain layer should do that").
    "t.Run table tests", "thiserror for lib errors", "future annotations", "Result not throw",
    # A rule spliced on with a comma before a verb the split does not know ("..., assert on").
    "no snapshot tests",
    # "switch them to X and stop using Y": "and stop" is also how plans are narrated.
    "testcontainers not sqlite",
    # A sentence opening with "When ..." is taken for a question.
    "logger.exception not error",
    # "check ... with `X`" after "In the retry logic,"; "import them through the `X` alias";
    # "we never do `X`".
    "errors.As", "absolute imports via alias", "no star imports",
    # "... in new code" read as a ban for the task, not for the work to come.
    "no legacy imports",
    # "Once you've ..., regenerate with `X`": a command named by the means of a verb.
    "make generate after schema", "rebase not merge",
    # "Files under `X` are never modified by hand": the passive with "never".
    "vendor never by hand",
    # "we stick to the standard `X` module, not `Y`": the contrast inside "stick to".
    "stdlib logging not loguru",
    # A lettered option that moves a thing into a file: a file is no term to add.
    "option b",
    # "Remove it?" alone, answered "keep it".
    "nah, keep",
})


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_words_that_ask_or_report_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words", "expected"), RULES, ids=[n for n, _, _ in RULES])
def test_a_rule_inside_a_longer_message_is_read(name: str, words: str, expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words", "expected"), REPLIES,
                         ids=[n for n, _, _, _ in REPLIES])
def test_an_answer_to_a_proposal_takes_its_terms(name: str, reply: str, words: str,
                                                 expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(NOT_RULES) >= 30 and len(REPLIES) >= 15
    names = [c[0] for c in (*RULES, *NOT_RULES, *REPLIES, *SHAPES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *REPLIES)} >= KNOWN_MISSES


@pytest.mark.parametrize(("name", "reply", "words", "expected"), SHAPES,
                         ids=[n for n, _, _, _ in SHAPES])
def test_each_shape_read_for_the_batch_and_its_near_shapes(name: str, reply: str, words: str,
                                                           expected: Judged) -> None:
    assert (judged(words, reply) if reply else judged(words)) == expected
