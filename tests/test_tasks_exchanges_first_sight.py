"""Exchanges with the agent that make a rule or a one-off, and close exchanges that give nothing,
at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Rust, Go, Python, TypeScript, Elixir, SQL, Terraform): the agent reports what it did,
proposes a change, asks which of two names to use or lists numbered options, and the person
answers in few words whose terms are mostly in the agent's message. An answer makes a rule when
its own words stretch it to the work to come ("always do that before you commit", "every time
you touch ...", "for every service we write", "that's how we ... here"), a one-off when it only
says go or keeps to the place at hand ("just for this test"). Beside them, close answers that
give nothing: thanks, a yes to the result or to other work, a question back, a no with no term
or rule, a pick asked back, a yes for this once to what is already done, idioms with "never" and
"always", sarcasm, the agent's own words quoted back, and a pasted review comment.

It was measured before the reader was changed for it, on the reader as the answers batch
(`test_tasks_answers_first_sight`) had just left it: exchanges read exactly 15/25 (11/25 on the
reader before that batch's second round), close exchanges giving nothing 29/29; after: exchanges
23/25, close exchanges 29/29; 24/25 after a later change (the type a value was stored as is what
was done). A second round (`EXCHANGES_TWO`, `NOTHING_TWO`), written after the reader was changed
for the first, read 13/16 at first sight (2/16 on the reader before either round), close
exchanges 16/16; after: 16/16 and 16/16.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with this batch or the answers batch's second round, and near shapes that must give
nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing, reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a yes to what the agent reports it did, stretched to the work to come
    ("cargo fmt before commit", "I ran `cargo fmt` on the crate before committing.",
     "good, always do that before you commit", {(RUNS, "cargo fmt", True)}),
    ("t.Cleanup every server test", "I added `t.Cleanup` to close the test server.",
     "nice, keep doing that for every test that opens a server", {(ADDS, "t.Cleanup", True)}),
    ("sqlfluff every migration", "I formatted the SQL with `sqlfluff fix`.",
     "perfect, do that for every migration you write", {(RUNS, "sqlfluff fix", True)}),
    ("mypy strict every commit", "I ran `mypy --strict` and fixed the two errors.",
     "great, run that before every commit from now on", {(RUNS, "mypy --strict", True)}),
    ("with_retry the default", "I wrapped the call in `with_retry` so flaky requests are "
     "retried.", "good, make that the default for outbound calls", {(ADDS, "with_retry", True)}),
    # a no to what the agent reports it did, for good
    ("force push never again", "I ran `git push --force` to update the branch.",
     "don't ever do that again", {(NOT_RUN, "git push --force", True)}),
    ("unwrap not in library code", "I used `unwrap()` on the parse result to keep it short.",
     "we never do that in library code", {(AVOIDS, "unwrap()", True)}),
    ("float for money", "I stored the amount as a `float`.", "never do that for money",
     {(AVOIDS, "float", True)}),
    ("merge main we rebase", "I ran `git merge main` to bring the branch up to date.",
     "never do that again, we rebase here", {(NOT_RUN, "git merge main", True)}),
    # a yes to a proposal, stretched to the work to come
    ("mix format before push", "Shall I run `mix format` on the changed files?",
     "yep, and do that every time before you push", {(RUNS, "mix format", True)}),
    ("derive Debug every struct", "Want me to add `#[derive(Debug)]` to the new structs?",
     "yes please, and on every struct you add from now on", {(ADDS, "#[derive(Debug)]", True)}),
    ("lru_cache this approach", "I'd suggest caching the lookups with `functools.lru_cache`. "
     "Sound good?", "yes, I like this approach, use it everywhere we cache lookups",
     {(ADDS, "functools.lru_cache", True)}),
    ("make gen-client whenever", "Should I regenerate the client with `make gen-client`?",
     "yes, and do it whenever the spec changes", {(RUNS, "make gen-client", True)}),
    ("pathlib in all new code", "Should I use `pathlib` for the new loader?",
     "yes, and in all new code too", {(ADDS, "pathlib", True)}),
    # a no to a proposal, for good
    ("console.log never here", "I can print the error with `console.log`. OK?",
     "no, we never do that here", {(AVOIDS, "console.log", True)}),
    ("eslint-disable never", "I could add `// eslint-disable-next-line` above it. Want me to?",
     "no, never do that, fix the types instead",
     {(AVOIDS, "// eslint-disable-next-line", True)}),
    ("it.skip we never skip", "Should I disable the flaky test with `it.skip`?",
     "no, we never skip tests", {(AVOIDS, "it.skip", True)}),
    # a pick among what the agent set side by side
    ("vitest always", "Which test runner should I use for the new package, `vitest` or `jest`?",
     "`vitest`, always", {(ADDS, "vitest", True)}),
    ("ruff format from now on", "Should I use `black` or `ruff format` for the formatting?",
     "`ruff format`, from now on", {(RUNS, "ruff format", True)}),
    ("option 2 every new service", "Two ways to fix it:\n1. pin `urllib3` below 2\n2. switch "
     "the client to `httpx`\n\nWhich do you prefer?",
     "2, and use it for every new service from now on", {(ADDS, "httpx", True)}),
    ("option 1 alone", "Options:\n1. validate the payload with `zod`\n2. write the checks by "
     "hand\n\nWhich one?", "1", {(ADDS, "zod", False)}),
    # the person's own words keep what the agent changed away from
    ("stick with requests", "I switched the HTTP calls from `requests` to `httpx`.",
     "please revert that, stick with `requests` in this project", {(ADDS, "requests", True)}),
    # a yes for the work at hand
    ("freezegun this test", "Want me to switch this test to `freezegun`?",
     "sure, just for this test", {(ADDS, "freezegun", False)}),
    ("poetry lock yes please", "Shall I run `poetry lock --no-update` to refresh the lockfile?",
     "yes please", {(RUNS, "poetry lock --no-update", False)}),
    ("BigDecimal do it", "Should I use `BigDecimal` for the totals in `InvoiceService`?",
     "yes, do it", {(ADDS, "BigDecimal", False)}),
)

ECHO = ("Going forward I will always run `make lint` before I hand back a change, and I will "
        "add `ruff` to the CI workflow.")

# (name, the agent's message, the person's answer): close answers that give nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("thanks cargo fmt", "I ran `cargo fmt` on the crate.", "thanks!"),
    ("why not os.path", "Should I use `pathlib` for the new loader?", "why not os.path?"),
    ("fixed the leak", "I added `t.Cleanup` to close the test server.",
     "nice, that fixed the leak"),
    ("the PR looks right", "I ran `git push --force` to update the branch.",
     "ok, the PR looks right now"),
    ("not now derive", "Want me to add `#[derive(Debug)]` to the new structs?", "not now"),
    ("is there a logger", "I can print the error with `console.log`. OK?",
     "hmm, is there a logger in this package?"),
    ("which is faster", "Which test runner should I use, `vitest` or `jest`?",
     "which one is faster?"),
    ("a pick asked back", "Which test runner should I use, `vitest` or `jest`?",
     "`vitest`? we had problems with it before"),
    ("check with the team", "Two ways:\n1. pin `urllib3` below 2\n2. switch to `httpx`\n\n"
     "Which?", "let me check with the team"),
    ("now open the PR", "I ran `mypy --strict` and fixed the two errors.",
     "great, now open the PR"),
    ("let me look first", "Should I disable the flaky test with `it.skip`?",
     "no, let me look at it first"),
    ("looks good merged", "I formatted the SQL with `sqlfluff fix`.", "looks good, merged"),
    ("did it touch the lockfile", "I ran `npm audit fix`.",
     "good. did it touch package-lock.json?"),
    ("fine this time", "I used `git merge main` to update the branch.", "fine this time"),
    ("precise enough", "I stored the amount as a `float`.",
     "hm, are you sure that's precise enough?"),
    ("your call", "I'll use `slog` for the new log lines. OK?", "your call"),
    ("a plain no", "Should I run `terraform apply`?", "no"),
    ("only this once", "I added `// eslint-disable-next-line` above it.",
     "ok but only this once"),
    ("no thanks to a habit", "Should I always run `pnpm lint` from now on?", "no thanks"),
    ("ask me next week", "Should I always run `pnpm lint` from now on?",
     "maybe, ask me next week"),
    ("wiped my data", "I ran `docker compose down -v` to reset the database.",
     "oops, that wiped my local data"),
    ("fine for a prototype", "I used `any` for the callback type.", "fine for a prototype"),
    ("already in package.json", "I can add `lodash` for the deep clone. Want me to?",
     "is it already in package.json?"),
    ("never thought", "I ran `cargo update` and the build passes.",
     "never thought that would work, nice"),
    ("always nice to see", "I added `retry` to all three clients.",
     "always nice to see, thanks"),
    ("just this one", "I wrapped the error with `%w`. Want me to do the same in the other "
     "handlers?", "no, just this one"),
    ("sarcasm nuke", "I ran `rm -rf node_modules` and reinstalled.",
     "sure, always a great idea to nuke everything"),
    ("the agent's words quoted", ECHO, f"you wrote: \"{ECHO}\" why only lint?"),
    ("a review pasted", "I ran `go test ./...` and it passes.",
     "**sam** commented on `cmd/server/main.go`:\n\nalways run `go vet` before pushing"),
)

# A second round, written after the reader was changed for the first and its shapes, to see
# whether the changes reach exchanges they were not made from.
EXCHANGES_TWO: tuple[tuple[str, str, str, Judged], ...] = (
    ("dotnet format before a PR", "I ran `dotnet format` on the solution.",
     "good, always do that before you open a PR", {(RUNS, "dotnet format", True)}),
    ("nodiscard every getter", "Should I add `[[nodiscard]]` to the getters?",
     "yes, and to every getter you write from now on", {(ADDS, "[[nodiscard]]", True)}),
    ("Thread.sleep not in tests", "I used `Thread.sleep` to wait for the consumer.",
     "we never do that in tests", {(AVOIDS, "Thread.sleep", True)}),
    ("assertj what we use", "Which assertion library should I use, `assertj` or `hamcrest`?",
     "assertj, it's what we use everywhere", {(ADDS, "assertj", True)}),
    ("lru-cache always", "Options:\n1. cache with `redis`\n2. cache in memory with `lru-cache`"
     "\n\nWhich one?", "2, always", {(ADDS, "lru-cache", True)}),
    ("fmt.Println plan refused", "I'll use `fmt.Println` for the debug output.",
     "no, we never do that here", {(AVOIDS, "fmt.Println", True)}),
    ("rubocop before push", "Shall I run `bundle exec rubocop -a` on the changed files?",
     "yes, and do that every time before you push",
     {(RUNS, "bundle exec rubocop -a", True)}),
    ("axum this way", "I migrated the handlers to `axum`.", "great, always do it this way",
     {(ADDS, "axum", True)}),
    ("SuppressWarnings never", "Should I silence the warning with `@SuppressWarnings`?",
     "no, never do that, fix the cast", {(AVOIDS, "@SuppressWarnings", True)}),
    ("kubectl apply never again", "I ran `kubectl apply -f prod.yaml` directly.",
     "don't ever do that again, prod goes through Argo",
     {(NOT_RUN, "kubectl apply -f prod.yaml", True)}),
    ("withTimeout every call", "Want me to wrap the DB calls in `withTimeout`?",
     "yes please, and from now on every DB call goes through it", {(ADDS, "withTimeout", True)}),
    ("pydantic how we validate", "I'd suggest validating the input with `pydantic`. OK?",
     "yes, that's how we validate payloads in this service", {(ADDS, "pydantic", True)}),
    ("tokio spawn the first", "Should I use `tokio::spawn` or `std::thread::spawn` for the "
     "worker?", "the first one", {(ADDS, "tokio::spawn", False)}),
    ("ESM this file", "Want me to switch this file to `ESM` imports?", "yes, just for this file",
     {(ADDS, "ESM", False)}),
    ("go generate whenever", "Shall I regenerate the mocks with `go generate ./...`?",
     "yes, and do it whenever an interface changes", {(RUNS, "go generate ./...", True)}),
    ("pip install we don't", "I ran `pip install` into the system Python.",
     "we don't do that here", {(NOT_RUN, "pip install", True)}),
)
NOTHING_TWO: tuple[tuple[str, str, str], ...] = (
    ("looks clean", "I ran `dotnet format` on the solution.", "thanks, looks clean"),
    ("what does it change", "Should I add `[[nodiscard]]` to the getters?",
     "what does that change?"),
    ("does it pass", "I used `Thread.sleep` to wait for the consumer.", "does it pass now?"),
    ("the difference", "Which assertion library should I use, `assertj` or `hamcrest`?",
     "what's the difference?"),
    ("assertj asked back", "Which assertion library should I use, `assertj` or `hamcrest`?",
     "assertj? do we have it already"),
    ("think about it", "Options:\n1. cache with `redis`\n2. cache in memory\n\nWhich one?",
     "let me think about it"),
    ("fine for now", "I'll use `fmt.Println` for the debug output.", "ok, fine for now"),
    ("not yet", "Shall I run `bundle exec rubocop -a`?", "not yet"),
    ("how long", "I migrated the handlers to `axum`.", "nice, how long did the tests take?"),
    ("what warning", "Should I silence the warning with `@SuppressWarnings`?",
     "hmm, what is the warning?"),
    ("is it healthy", "I ran `kubectl apply -f prod.yaml` directly.", "ok, is it healthy?"),
    ("a target picked", "Do you want `staging` or `prod` as the target?", "staging"),
    ("a value switched", "I switched the timeout to `30s`.", "always do that"),
    ("never did", "I ran `pip install` into the system Python.",
     "we never did that before, interesting"),
    ("goes through it already", "Want me to wrap the DB calls in `withTimeout`?",
     "yes but every DB call already goes through it"),
    ("how we got here", "I'd suggest validating the input with `pydantic`. OK?",
     "that's how we got into this mess"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "make that the default for outbound calls": as often said of what the product does by
    # default ("make that the default theme"), so read as no habit.
    "with_retry the default",
})

OPTIONS = ("Options:\n1. Use `sqlx` with compile-time checks\n2. Use `diesel`\n\n"
           "Which do you prefer?")

# One case per shape the reader was changed for, with this batch or the answers batch, and the
# near shapes that must stay as they were: (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A file that brings the work back to a rule is no place it is kept to.
    ("a file that sets it off", "Should I run `go mod tidy`?",
     "yes, and do that every time you touch go.mod", {(RUNS, "go mod tidy", True)}),
    ("a file that sets it off, said alone", "",
     "always run `make gen` whenever you edit `schema.sql`", {(RUNS, "make gen", True)}),
    ("a file as the place", "", "run `make gen` in `schema.sql`", {(RUNS, "make gen", False)}),
    # The kind of code a yes reaches, as the subject that takes it, or with what the work does
    # to it; a habit word makes it a rule.
    ("every kind goes through it", "I can wrap the query in `db.transaction()`. Shall I?",
     "yes please, and from now on every multi-table write goes through it",
     {(ADDS, "db.transaction()", True)}),
    ("every kind gets it, no habit", "Want me to add `t.Parallel()` to these tests?",
     "yes, every test gets it", {(ADDS, "t.Parallel()", False)}),
    ("every kind gets it already", "Want me to add `t.Parallel()` to these tests?",
     "yes but every test gets it already", set()),
    ("to every one you write", "Want me to add `t.Helper()` to the assertion helpers?",
     "yes, and to every helper you write from now on", {(ADDS, "t.Helper()", True)}),
    # The team's way with a kind of code, in a verb of its own.
    ("that's how we retire", "I can add a `@deprecated` decorator to the old function. Shall I?",
     "yes, that's how we retire functions here", {(ADDS, "@deprecated", True)}),
    ("that's how we found", "I can add a `@deprecated` decorator to the old function. Shall I?",
     "ok, that's how we found the bugs", set()),
    # A yes kept to the place the proposal names.
    ("this component only", "Shall I replace `moment` with `date-fns` in this component?",
     "yes, this component only", {(ADDS, "date-fns", False)}),
    # A name picked among those the agent's question sets side by side.
    ("a name picked", "Should I use `vitest` or `jest`?", "`vitest` please",
     {(ADDS, "vitest", False)}),
    ("a name picked for each one", "Which HTTP client should I use, `httpx` or `aiohttp`?",
     "`httpx`, for every service we write", {(ADDS, "httpx", True)}),
    ("a name picked, and more said", "Should I use `vitest` or `jest`?",
     "`jest`, we already use it", set()),
    ("a name asked back", "Should I use `vitest` or `jest`?", "`vitest`?", set()),
    ("a file picked", "Should I put it in `a.py` or `b.py`?", "`b.py`", set()),
    ("a name not weighed", "Should I use `vitest`?", "`jest`", set()),
    # What was run is run, whatever the tool; what was run into was not done.
    ("run, a tool not known", "Shall I run `mix format` on the changed files?",
     "yep, and do that every time before you push", {(RUNS, "mix format", True)}),
    ("ran into", "I ran into `NullPointerException` in the test.", "don't do that again",
     set()),
    # Other words for pointing back.
    ("we never do that, in a kind of code", "I used `unwrap()` on the parse result.",
     "we never do that in library code", {(AVOIDS, "unwrap()", True)}),
    ("we never do that, asked", "I used `unwrap()` on the parse result.", "we never do that?",
     set()),
    ("whenever it changes", "Should I regenerate the client with `make gen-client`?",
     "yes, and do it whenever the spec changes", {(RUNS, "make gen-client", True)}),
    ("whenever you like", "Should I run `make gen`?", "yes, and whenever you like", set()),
    ("for every one of a kind that", "I added `t.Cleanup` to close the test server.",
     "keep doing that for every test that opens a server", {(ADDS, "t.Cleanup", True)}),
    ("for every one of a kind, asked", "I added `t.Cleanup` to close the test server.",
     "do that for every test that opens a server? not sure", set()),
    ("never again, the team's way", "I ran `git merge main` to update the branch.",
     "never do that again, we rebase here", {(NOT_RUN, "git merge main", True)}),
    ("don't, and later", "I ran `kubectl rollout restart deploy/api`.",
     "don't do that, we can fix it later", set()),
    ("we never do that, and why", "I used `unwrap()` on the parse result.",
     "we never do that because the parser was slow", set()),
    # A no said as a rule in plain words turns down what the proposal names.
    ("no, we never skip", "Should I mark the test with `@flaky`?", "no, we never skip tests",
     {(AVOIDS, "@flaky", True)}),
    ("no, we never skip, asked", "Should I mark the test with `@flaky`?",
     "no, we never skip tests? since when", set()),
    # A no for good, a comma, and other work.
    ("no for good, then work", "I could add `// eslint-disable-next-line` above it. Want me to?",
     "no, never do that, fix the types instead",
     {(AVOIDS, "// eslint-disable-next-line", True)}),
    ("no for good, on a condition", "Should I add `lodash` for the merge?",
     "no, never do that, unless it's tiny", set()),
    # "Want me to add it?": what was proposed with the same verb just before.
    ("it, proposed before", "One option is to add `tenacity` for the retries. Want me to add "
     "it?", "no, we don't add deps for that", {(AVOIDS, "tenacity", True)}),
    ("it, another verb", "One option is to add `tenacity` for the retries. Should I pin it?",
     "yes", set()),
    # "we don't do that here": the team's way, and "here" is the project.
    ("we don't do that here", "I ran `npm install --legacy-peer-deps`.",
     "we don't do that here", {(NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("we don't do that for now", "I ran `npm install --legacy-peer-deps`.",
     "we don't do that for now", set()),
    # What the code was switched to is what was done; what it was switched from is not.
    ("switched to, always", "I switched the tests to `pytest` fixtures.",
     "yes, and always do that", {(ADDS, "pytest", True)}),
    ("switched from", "I switched the tests from `nose` to plain asserts.", "always do that",
     set()),
    ("do it this way", "I switched the tests to `pytest` fixtures.",
     "great, always do it this way", {(ADDS, "pytest", True)}),
    # A plan the agent states, turned down or taken up for good; a plain yes or no is no more
    # than go or wait.
    ("a plan turned down for good", "I'll use `moment` for the date math.",
     "no, we never use that here", {(AVOIDS, "moment", True)}),
    ("a plan taken up for good", "I'll use `moment` for the date math.", "ok, always",
     {(ADDS, "moment", True)}),
    ("a plan, a plain no", "I'll use `moment` for the date math.", "no", set()),
    ("a plan, a plain yes", "I'll use `moment` for the date math.", "ok", set()),
    ("a plan, always as praise", "I'll use `moment` for the date math.",
     "thanks, always helpful", set()),
    # A numbered pick, with how far it reaches.
    ("a number, for every one going forward", OPTIONS, "1, and for every crate going forward",
     {(ADDS, "sqlx", True)}),
    ("a number, always", OPTIONS, "2 always", {(ADDS, "diesel", True)}),
    ("a number, in every one", OPTIONS, "2, and in every crate", {(ADDS, "diesel", False)}),
    ("a number, for now", OPTIONS, "2 for now", {(ADDS, "diesel", False)}),
    # Two names after one verb, picked by their order.
    ("the second name, always", "Should I use `unittest.mock` or `pytest-mock`?",
     "the second one, always", {(ADDS, "pytest-mock", True)}),
    ("two names, a yes", "Should I use `unittest.mock` or `pytest-mock`?", "yes", set()),
    ("two names, what for said once", "Should I use `black` or `ruff format` for the "
     "formatting?", "2", {(RUNS, "ruff format", False)}),
    ("two names, a verb each", "Should I run `black` or format by hand?", "1", set()),
    # A name picked as the question spells it, unquoted; the team's tool.
    ("a name unquoted, what we use", "Should I use `unittest.mock` or `pytest-mock`?",
     "pytest-mock, it's what we use everywhere", {(ADDS, "pytest-mock", True)}),
    ("a part of a name", "Should I use `unittest.mock` or `pytest-mock`?", "mock", set()),
    ("a name unquoted, asked", "Should I use `unittest.mock` or `pytest-mock`?",
     "pytest-mock? is that still maintained", set()),
    ("a name after a comparison", "Should I use `vitest` or `jest`?",
     "jest is slower, vitest", set()),
    # The work a habit comes before, named by its gerund.
    ("before pushing", "I ran `npm test` and everything passes.",
     "cool. always do that before pushing", {(RUNS, "npm test", True)}),
    ("before lunch", "I ran `npm test` and everything passes.",
     "don't do that before lunch", set()),
    # The kind a yes reaches, narrowed by what it does.
    ("every one that writes needs it", "I can add `@Transactional` to the service method. "
     "Should I?", "yes, and from now on every service method that writes needs it",
     {(ADDS, "@Transactional", True)}),
    ("every one that writes has it", "I can add `@Transactional` to the service method. "
     "Should I?", "yes but every method that writes has it", set()),
    # Tests as the kind of code a ban is for; a method shaped like a file name is code.
    ("never do that in tests", "I used `Thread.sleep` to wait.", "never do that in tests",
     {(AVOIDS, "Thread.sleep", True)}),
    # How the project does it instead, said after the ban.
    ("the project's way after the ban", "I ran `kubectl apply -f prod.yaml` directly.",
     "don't ever do that again, staging goes through Argo too",
     {(NOT_RUN, "kubectl apply -f prod.yaml", True)}),
    ("the project's way, asked", "I ran `kubectl apply -f prod.yaml` directly.",
     "do not ever do that again, prod goes through what?", set()),
    # A branch or a target picked is no code to use.
    ("a branch picked", "Do you want `main` or `develop` as the base branch?", "main", set()),
    ("a value switched to", "I switched the flag to `false`.", "never do that", set()),
    # The type code was given is what was done; the kind of value a ban is for.
    ("stored as, for amounts", "I stored the amount as a `float`.",
     "never do that for amounts", {(AVOIDS, "float", True)}),
    ("stored as a value", "I stored the amount as `0`.", "never do that", set()),
    ("for hours", "I ran `npm test` in a loop.", "don't do that for hours", set()),
    ("for the things at hand", "I stored the amount as a `float`.", "do that for the buttons",
     set()),
    # A yes-word that is also one of the names weighed; each of a kind the work will make, or
    # has made.
    ("a name that is also a yes", "Should I use `zod` or `yup` for the form?", "yup", set()),
    ("each one we will make", "Should I use `zod` or `yup` for the form?",
     "zod, for every form we build", {(ADDS, "zod", True)}),
    ("each one we made", "Should I use `zod` or `yup` for the form?",
     "zod, for every form we touched", {(ADDS, "zod", False)}),
    # A ban in plain words whose verb is part of the agent's one term.
    ("a plain ban of the term", "I added `time.sleep(1)` to wait for the worker.",
     "we never sleep in tests", {(AVOIDS, "time.sleep", True)}),
    ("a plain ban, once", "I added `time.sleep(1)` to wait for the worker.",
     "don't sleep in tests", {(AVOIDS, "time.sleep(1)", False)}),
    ("a plain ban on a condition", "I added `time.sleep(1)` to wait for the worker.",
     "we never sleep in tests unless it's the e2e suite", set()),
    ("a plain ban, asked", "I added `time.sleep(1)` to wait for the worker.",
     "we never sleep in tests?", set()),
    ("a plain ban of another verb", "I ran `pytest -k 'not slow'` to skip the slow tests.",
     "don't skip them", set()),
    ("a plain ban, two terms", "I added `time.sleep(1)` and `retry` to the worker.",
     "we never sleep in tests", set()),
    ("a plain ban, a joke", "I added `time.sleep(1)` to wait.", "never sleep on the job, haha",
     set()),
    ("a plain ban of the person's own", "I added `time.sleep(1)` to wait.",
     "I never sleep before 2am anyway", set()),
    # A proposal that opens with a gerund.
    ("a gerund proposed", "I'd suggest caching the lookups with `functools.lru_cache`. Sound "
     "good?", "yes", {(ADDS, "functools.lru_cache", False)}),
    ("a gerund of looking", "I'd suggest looking at `pool.go` first. OK?", "yes", set()),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected((*EXCHANGES, *EXCHANGES_TWO),
                                                               KNOWN_MISSES)


test_a_close_exchange_gives_nothing = gives_nothing((*NOTHING, *NOTHING_TWO), KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 25 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING, *EXCHANGES_TWO, *NOTHING_TWO, *SHAPES)],
                KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
