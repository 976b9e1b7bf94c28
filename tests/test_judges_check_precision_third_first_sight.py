"""How precisely the rule reader writes checks, at first sight: a third batch, of wrong lessons.

The first two batches (`test_judges_check_precision_first_sight.py`, `..._second_...`) asked
whether a check mined from a rule reads the work right; this one asks whether a check should
have been mined at all. Its traps are words that hold the shape of a rule and are none of the
person's: someone else's pull request or commit told as what it does; a caveat of some docs,
pasted or told; what a test, a script or a job is made to do; how the code stands now ("right
now", "at the moment", "currently"); alternatives weighed in pairs and lists ("`A`/`B`, not
`C`/`D`"); a problem told, whose polarity is what the code lacks ("the handler lacks a timeout"
is no ban of timeouts); idioms with a negation that forbid nothing; the output of linters, test
runners and compilers and the agent's own words, pasted or quoted; and a rule about one file,
one symbol or one pull request, which gives at most the task's one-off. Beside them, rules of
the person's own in the same shapes, alone or after such words, so that no fix kills a word;
a command typed and banned with no verb ("never `rm -rf build/`", "don't `rm -rf build/`"),
which must be the same check whichever negation says it; and "every" with a verb of putting
code in ("put `X` on every Y"), which, as "add `X` to every Y", is the task's reach over the
code there now and a rule only with a habit's word.

Measured before the reader was changed for it. First round, as written: traps 65/66 (the one
wrong lesson: "the benchmark only uses `strings.Builder`, never `+=`" read as a standing ban of
`+=`); typed commands 3/10 ("never `rm -rf build/`" read as code, "don't `import pdb`" as a
command, "never `helm uninstall` a release by hand" as nothing); "every" 5/7 ("put `X` on every
Y" read as a rule, "add `X` to every Y" as the task's); the person's rules 16/21. The traps
being read so well, a second round of 42 traps in longer and more varied words was written
before running, and read 40/42 (a label naming someone else's branch, "Dana's branch: always
use `sync.Pool`", read as a standing rule; a program's advice pasted with "that's what npm
printed" below it read as a run of `npm audit fix`). After: traps 66/66 and 42/42, typed
commands 6/10, "every" 7/7, the person's rules 20/21. One expected reading was set right after
the run, the table being wrong: "never use `SELECT ... FOR UPDATE` without `SKIP LOCKED`" bans
the statement without its companion, no statement of the kind, so it gives nothing, as "never
use `git reset --hard` without a backup branch" already did; the reader gave a ban of every
`SELECT` at first sight (a "for" inside the code ended its phrase, and its "..." a sentence).

What changed: a bare "never `X`" after what someone else's code or tool does goes on telling
it; a label naming someone else's change before a colon ("their PR:", "the upstream patch:")
makes what follows that change's; "that's what npm printed", said below lines, makes them a
program's or another person's words; after a musing ("not sure why", "I guess"), "but" and a
habit's word turn to a rule the person holds, and the work-at-hand words before such a "but"
("this time") keep nothing after it to the task; "don't ever" is a habit's word as "never" is;
a ban of code "without" a companion named in code is no ban of the code; a word inside code
ends no phrase and no sentence, and its parentheses are no aside; a term banned with no verb is
a run when it is typed as a program is run, code otherwise, whichever negation bans it; "put"
is a verb of changing the code there now, as "add" is.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

NONE: Judged = set()

# Someone else's pull request or commit, told as what it does.
OTHERS_CHANGE: tuple[tuple[str, str, Judged], ...] = (
    ("their PR channels", "their PR removes the mutex and uses channels for the queue instead",
     NONE),
    ("commit replaces moment", "Kenji's commit replaces `moment` with `dayjs` in the date "
     "picker", NONE),
    ("upstream swaps BTreeMap", "the upstream fix swaps `HashMap` for `BTreeMap` so the output "
     "comes out sorted", NONE),
    ("commit stops flush", "the commit from last week stops calling `flush()` after every "
     "write, and that's when the data loss started", NONE),
    ("old codebase wrapped", "in the old codebase they always wrapped errors with "
     "`pkg/errors`", NONE),
    ("PR body never block", "the PR description claims it should never block the event loop, "
     "yet `readFileSync` is right there in `loader.ts`", NONE),
)

# A caveat of some docs, pasted or told.
CAVEATS: tuple[tuple[str, str, Judged], ...] = (
    ("pgx readme share conn", "the pgx README warns: do not share a `Conn` between "
     "goroutines", NONE),
    ("go faq panic", "the Go FAQ says you shouldn't use `panic` for ordinary error handling",
     NONE),
    ("quoted react note", "> Note: never call `setState` inside `render`.\n\nthat's from the "
     "React docs, is that why the page loops?", NONE),
    ("k8s docs latest", "per the Kubernetes docs, avoid the `:latest` tag in production since "
     "it makes rollbacks hard. does our chart do that?", NONE),
)

# What a script, a test or a job is there to do.
DESIGNED: tuple[tuple[str, str, Judged], ...] = (
    ("test asserts os.Exit", "the test asserts that we never call `os.Exit` from the library",
     NONE),
    ("test_no_network sockets", "`test_no_network.py` is there so nothing opens a socket in "
     "unit tests", NONE),
    ("lint job imports", "the lint job checks that no package imports `internal/legacy`",
     NONE),
    ("release script tags", "`scripts/release.sh` always tags from `main` and pushes the tag",
     NONE),
    ("benchmark uses builder", "the benchmark only uses `strings.Builder`, never `+=`, so the "
     "numbers look better than real life", NONE),
)

# How the code stands now.
STATE: tuple[tuple[str, str, Judged], ...] = (
    ("right now no context", "right now we don't use `context.Context` in the workers", NONE),
    ("at the moment float64", "at the moment the API uses `float64` for prices", NONE),
    ("currently own sql.DB", "currently every handler opens its own `sql.DB`", NONE),
    ("today we never vacuum", "today we never run `VACUUM` on the replicas, it just grows",
     NONE),
)

# Alternatives under discussion, in pairs or lists.
ALTERNATIVES: tuple[tuple[str, str, Judged], ...] = (
    ("zustand/jotai not redux/mobx", "the options are `zustand`/`jotai`, not `redux`/`mobx`; "
     "which one fits a small app?", NONE),
    ("weighing pgx not gorm", "we're weighing `pgx` against `database/sql`, not `gorm` or "
     "`ent`", NONE),
    ("candidates not rocket", "candidates so far: `axum`, `actix-web`, `warp`, not `rocket`. "
     "give me a comparison table", NONE),
    ("celery or rq undecided", "it's either `Celery` or `RQ` for the jobs, not `threading`, but "
     "I haven't picked yet", NONE),
    ("compare ruff/black", "compare `ruff format`/`black` with `autopep8` on this repo and tell "
     "me the timings", NONE),
    ("vitest over jest pros", "pros and cons of `vitest` over `jest` for us?", NONE),
    ("kafka or nats summary", "the choice is between `Kafka` and `NATS`, not `RabbitMQ`, can "
     "you sum up the trade-offs?", NONE),
    ("someone suggested Value", "someone suggested `serde_json::Value` rather than typed "
     "structs; what do you think?", NONE),
)

# A problem told: what the code lacks, misses or does wrong.
PROBLEMS: tuple[tuple[str, str, Judged], ...] = (
    ("handler lacks timeout", "the handler lacks a timeout, so a slow upstream hangs it "
     "forever", NONE),
    ("missing await", "`fetch_user` is missing the `await`, that's why it returns a "
     "coroutine", NONE),
    ("no USER line", "the Dockerfile has no `USER` line, so the container runs as root", NONE),
    ("never adds the index", "the migration never adds the index on `tenant_id`", NONE),
    ("nothing defers cancel", "nothing in `cmd/api` calls `defer cancel()` after "
     "`WithTimeout`", NONE),
    ("loop doesn't break", "the loop doesn't `break` after the match, so it keeps scanning",
     NONE),
    ("no Transactional", "`OrderService.place` has no `@Transactional`, so half-written orders "
     "stay behind", NONE),
    ("swallows instead of returning", "the retry wrapper swallows the error instead of "
     "returning it", NONE),
    ("without locked", "without `--locked`, the CI build pulled a newer `tokio`", NONE),
    ("query missing LIMIT", "the query is missing a `LIMIT`, it pulls the whole table", NONE),
    ("forgot to close", "`readConfig` forgets to call `f.Close()` on the error path", NONE),
)

# Idioms that hold a negation and forbid nothing.
IDIOMS: tuple[tuple[str, str, Judged], ...] = (
    ("not a big deal README", "not a big deal, but the `README` still says `npm start`", NONE),
    ("no worries lint slow", "no worries if the `golangci-lint` run takes a while", NONE),
    ("never mind the TODOs", "never mind the `TODO`s in `parser.go`, those are old", NONE),
    ("can't hurt a test", "can't hurt to add a test for the empty slice case", NONE),
    ("not sure errgroup", "not sure `errgroup` is the right fit here", NONE),
    ("no idea why fails", "no idea why `TestCheckout` fails only on CI", NONE),
    ("don't hold your breath", "don't hold your breath for the `v2` API", NONE),
    ("wouldn't say no", "I wouldn't say no to a faster `cargo build`", NONE),
    ("no harm tidy", "no harm in running `go mod tidy` once more", {(RUNS, "go mod tidy", False)}),
    ("never a dull moment", "never a dull moment with `pip`'s resolver", NONE),
)

# Output of a linter, a test runner or a compiler, and the agent's words, pasted.
PASTED: tuple[tuple[str, str, Judged], ...] = (
    ("staticcheck fenced", "```\ninternal/store/db.go:88:2: SA1019: \"io/ioutil\" has been "
     "deprecated since Go 1.19: use `io` or `os` instead (staticcheck)\n```\nwhat's this?",
     NONE),
    ("pytest failed line", "FAILED tests/test_api.py::test_login - AssertionError: the session "
     "must not be None\nwhy?", NONE),
    ("tsc implicit any", "src/app.ts(12,5): error TS7006: Parameter 'req' implicitly has an "
     "'any' type. where does that come from", NONE),
    ("clippy help expect", "```\nwarning: used `unwrap()` on a `Result` value\n  = help: "
     "consider using `expect()` to give a better panic message\n```", NONE),
    ("eslint lines", "  14:7  error    Unexpected console statement  no-console\n  22:1  "
     "warning  Use `const` instead of `let`  prefer-const\nthis is from the pre-commit hook",
     NONE),
    ("mypy note", "error: Incompatible return value type (got \"None\", expected \"str\")  "
     "[return-value]\nnote: use `Optional[str]` instead\n\nhow do I read this?", NONE),
    ("go test fail", "--- FAIL: TestParse (0.00s)\n    parse_test.go:31: Parse must not "
     "return a nil error for empty input\nFAIL", NONE),
    ("shellcheck", "In deploy.sh line 12:\nrm -rf $DIR/*\n       ^-- SC2115: Use "
     "\"${var:?}\" to ensure this never expands to /* .", NONE),
    ("agent's words asked about", "you wrote \"we should always pin `actions/checkout` to a "
     "SHA\" in the PR body, where does that come from?", NONE),
    ("agent's plan quoted", "your plan says \"never use `Any` in the schema models\"; did you "
     "mean only the public ones?", NONE),
)

# One file, one symbol or one pull request: at most the task's one-off.
ONE_OFF: tuple[tuple[str, str, Judged], ...] = (
    ("Decimal in invoice.py", "in `billing/invoice.py`, use `Decimal` for the total",
     {(ADDS, "Decimal", False)}),
    ("this PR go.sum", "for this PR, don't touch `go.sum`", {(FILES, "go.sum", False)}),
    ("reflect in codec.go", "don't use `reflect` in `codec.go`, it's the hot path",
     {(AVOIDS, "reflect", False)}),
    ("UserRepo.save upsert", "`UserRepo.save` should use `upsert` instead of `insert`",
     {(ADDS, "upsert", False), (AVOIDS, "insert", False)}),
    ("PR 412 one commit", "for #412, squash it all into one commit", NONE),
    ("this test no sleep", "no `time.sleep` in this test, use the fake clock",
     {(AVOIDS, "time.sleep", False)}),
    ("parseArgs throw", "in `parseArgs`, throw instead of returning `null`",
     {(AVOIDS, "null", False)}),
    ("main.go defer", "in `cmd/migrate/main.go` put `defer rows.Close()` after the query",
     {(ADDS, "defer rows.Close()", False)}),
)

# Written after the first round read nearly all of the above right, and before running: the same
# shapes in longer and more varied words.
SECOND_ROUND: tuple[tuple[str, str, Judged], ...] = (
    # someone else's work, a design or a guide told
    ("PR titled use errgroup", "their PR is titled \"Use `errgroup` instead of `WaitGroup`\", "
     "can you review it?", NONE),
    ("branch: always sync.Pool", "Dana's branch: always use `sync.Pool` for buffers, 30% faster "
     "in her bench", NONE),
    ("commit says never, diff adds", "the commit says never use `SELECT *` again, but the diff "
     "adds one", NONE),
    ("maintainers decided never", "the upstream maintainers decided to never accept `unsafe` in "
     "the core crate", NONE),
    ("inherited guide tabs", "the style guide we inherited says always indent with tabs; nobody "
     "follows it", NONE),
    ("design doc healthz", "the design doc says every service must expose `/healthz`. does "
     "ours?", NONE),
    ("their repo bootstrap", "in their repo you must run `make bootstrap` before anything else",
     NONE),
    ("requests docs timeout", "the `requests` docs recommend always passing `timeout=`; do we?",
     NONE),
    # what a script, a test or a hook is made to do
    ("script never exits non-zero", "the script is designed to never exit non-zero, so CI stays "
     "green even when it fails", NONE),
    ("pre-commit order", "the pre-commit config runs `black` and then `isort`, never the other "
     "way round", NONE),
    ("test supposed to null", "that test is supposed to check that `Serialize` always emits "
     "`null` for missing fields", NONE),
    ("cron never touches archive", "the cron job deletes anything older than 30 days, it never "
     "touches `archive/`", NONE),
    # how things stand
    ("no mypy in CI now", "we don't have `mypy` in CI right now", NONE),
    ("so far never unsafe", "so far we've never needed `unsafe`", NONE),
    # alternatives under discussion
    ("useEffect vs, not didMount", "`useEffect` vs `useLayoutEffect`, not `componentDidMount`: "
     "which one runs first?", NONE),
    ("go or rust not c++", "Go or Rust, not C++, for the new agent; thoughts?", NONE),
    ("jsonb or side table", "between `jsonb` and a side table, not `hstore`, I lean to `jsonb` "
     "but I'm not sure", NONE),
    ("gofmt vs goimports", "`gofmt` vs `goimports`: doesn't matter to me", NONE),
    # problems told
    ("cache never expires", "the cache never expires because `ttl` is never set", NONE),
    ("doesn't retry or log", "the service doesn't retry, doesn't back off, and doesn't log the "
     "failure", NONE),
    ("Parse no checksum", "`Parse` does not validate the checksum before using the payload",
     NONE),
    ("chart no limits", "the Helm chart doesn't set `resources.limits`", NONE),
    ("no FOR UPDATE", "nothing stops two workers from claiming the same job, there's no `FOR "
     "UPDATE`", NONE),
    # idioms
    ("no rush v3", "no rush on the `v3` migration", NONE),
    ("no offence utils", "no offence to whoever wrote `utils.js`", NONE),
    ("no clue init_subclass", "no clue what `__init_subclass__` does here", NONE),
    ("never seen cargo", "never seen `cargo` do that before", NONE),
    ("don't get me started", "don't get me started on `webpack` configs", NONE),
    ("can't say lombok", "can't say I love `Lombok`, but it's in every class", NONE),
    ("not my call kotlin", "not my call whether we use `Kotlin` for the new service", NONE),
    # pasted output and the agent's words
    ("npm audit printed", "Run `npm audit fix` to fix them, or `npm audit` for details.\n\n"
     "that's what npm printed after install", NONE),
    ("cargo unused variable", "warning: unused variable: `x`\n  |\n  = note: "
     "`#[warn(unused_variables)]` on by default\nhelp: if this is intentional, prefix it with "
     "an underscore: `_x`", NONE),
    ("agent said from now on", "earlier you said: \"From now on I'll use `pnpm` instead of "
     "`npm`.\" was that based on the lockfile?", NONE),
    ("ruff F401", "app/views.py:3:1: F401 [*] `os` imported but unused\nFound 1 error.\n[*] 1 "
     "fixable with the `--fix` option.", NONE),
    ("java must not be called", "Exception in thread \"main\" java.lang.IllegalStateException: "
     "Must not be called on the main thread\n\tat com.acme.Db.query(Db.java:42)", NONE),
    ("utcnow deprecated", "DeprecationWarning: datetime.datetime.utcnow() is deprecated; use "
     "timezone-aware objects instead", NONE),
    # one file, one symbol, one branch
    ("always Decimal in pricing.py", "always use `Decimal` in `pricing.py`",
     {(ADDS, "Decimal", False)}),
    ("never refresh CartPage again", "never call `refresh()` in `CartPage.tsx` again, it "
     "double-fetches", {(AVOIDS, "refresh()", False)}),
    ("this PR assertEqual", "in this PR, always use `assertEqual` in the new tests",
     {(ADDS, "assertEqual", False)}),
    ("OrderController null", "`OrderController.find` should never return `null`",
     {(AVOIDS, "null", False)}),
    ("migrate.go tx.Exec", "for `migrate.go` always use `tx.Exec`, not `db.Exec`",
     {(ADDS, "tx.Exec", False), (AVOIDS, "db.Exec", False)}),
    ("this branch legacy sql", "never touch `legacy_billing.sql` in this branch",
     {(FILES, "legacy_billing.sql", False)}),
)

# A typed command banned: one check, whichever negation says it.
COMMANDS: tuple[tuple[str, str, Judged], ...] = (
    ("never rm -rf", "never `rm -rf build/`", {(NOT_RUN, "rm -rf build/", True)}),
    ("don't rm -rf", "don't `rm -rf build/`", {(NOT_RUN, "rm -rf build/", False)}),
    ("never compose down -v", "never `docker compose down -v` on the shared box",
     {(NOT_RUN, "docker compose down -v", True)}),
    ("don't compose down -v", "don't `docker compose down -v` on the shared box",
     {(NOT_RUN, "docker compose down -v", False)}),
    ("never helm uninstall", "never `helm uninstall` a release by hand",
     {(NOT_RUN, "helm uninstall", True)}),
    ("we never flyway clean", "we never `flyway clean`", {(NOT_RUN, "flyway clean", True)}),
    ("don't import pdb", "don't `import pdb` in committed code", {(AVOIDS, "import pdb", False)}),
    ("never import pdb", "never `import pdb` in committed code", {(AVOIDS, "import pdb", True)}),
    ("don't unsafe impl", "don't `unsafe impl Send` for the pool", {(AVOIDS, "unsafe impl Send",
                                                                     False)}),
    ("don't as any", "don't `as any` your way out of type errors", {(AVOIDS, "as any", False)}),
)

# "every" of the code that is there now, or of all code to come.
EVERY: tuple[tuple[str, str, Judged], ...] = (
    ("put must_use every", "put `#[must_use]` on every builder method",
     {(ADDS, "#[must_use]", False)}),
    ("add must_use every", "add `#[must_use]` to every builder method",
     {(ADDS, "#[must_use]", False)}),
    ("put Override every", "put `@Override` on every overriding method in `shapes/`",
     {(ADDS, "@Override", False)}),
    ("put SPDX every", "put `// SPDX-License-Identifier: MIT` on every file",
     {(ADDS, "// SPDX-License-Identifier: MIT", False)}),
    ("always put Nullable", "always put `@Nullable` on parameters that may be null",
     {(ADDS, "@Nullable", True)}),
    ("from now on put use client", "from now on put `'use client'` on every component with "
     "hooks", {(ADDS, "'use client'", True)}),
    ("add Helper every, future", "from now on add `t.Helper()` to every test helper",
     {(ADDS, "t.Helper()", True)}),
)

# The person's own rules, of the same surface shapes, alone or after such words.
REAL_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("real: their PR, our unsafe", "their PR uses channels, fine for them. in this repo we "
     "never use `unsafe`", {(AVOIDS, "unsafe", True)}),
    ("real: os.Exit from now on", "from now on, don't call `os.Exit` outside `main`",
     {(AVOIDS, "os.Exit", True)}),
    ("real: context first arg", "always pass `context.Context` as the first argument",
     {(ADDS, "context.Context", True)}),
    ("real: zustand not redux", "we use `zustand`, not `redux`",
     {(ADDS, "zustand", True), (AVOIDS, "redux", True)}),
    ("real: DefaultClient", "never use `http.DefaultClient`, it has no timeout",
     {(AVOIDS, "http.DefaultClient", True)}),
    ("real: big deal, .env", "not a big deal this time, but from now on never commit `.env` "
     "files", {(FILES, ".env", True)}),
    ("real: no worries, clippy", "no worries about the delay. going forward, always run "
     "`cargo clippy` before you push", {(RUNS, "cargo clippy", True)}),
    ("real: never mind, pytest -x", "never mind the flake; always run `pytest -x` before you "
     "commit", {(RUNS, "pytest -x", True)}),
    ("real: not sure, sleep", "not sure why it failed, but never use `time.sleep` in tests",
     {(AVOIDS, "time.sleep", True)}),
    ("real: pasted, cargo fmt", "```\nerror: unused import: `std::fmt`\n```\nfix it, and "
     "always run `cargo fmt` before committing", {(RUNS, "cargo fmt", True)}),
    ("real: lodash new code", "we don't use `lodash` in new code", {(AVOIDS, "lodash", True)}),
    ("real: pnpm never npm", "use `pnpm`, never `npm`, in all our repos",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("real: pathlib over os.path", "in all our Python code, prefer `pathlib` over `os.path`",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("real: house rule console.log", "house rule: never `console.log` in committed code",
     {(AVOIDS, "console.log", True)}),
    ("real: %w never %v", "always wrap errors with `%w`, never `%v`",
     {(ADDS, "%w", True), (AVOIDS, "%v", True)}),
    ("real: unknown not any", "don't ever use `any` in the public types, use `unknown`",
     {(AVOIDS, "any", True), (ADDS, "unknown", True)}),
    ("real: the test asserts, then rule", "the test asserts we never call `os.Exit`. and from "
     "now on never use `log.Fatal` in library code either", {(AVOIDS, "log.Fatal", True)}),
    ("real: lacks timeout, then rule", "the handler lacks a timeout. going forward, always use "
     "`http.TimeoutHandler` around new handlers", {(ADDS, "http.TimeoutHandler", True)}),
    ("real: state now, then rule", "right now the workers ignore `ctx`; from now on every new "
     "worker must take a `context.Context`", {(ADDS, "context.Context", True)}),
    ("real: force push main", "never `git push --force` to `main`",
     {(NOT_RUN, "git push --force … main", True)}),
    # set right after the run: a ban of code "without" what goes with it is no ban of the code
    ("real: no select for update", "in our SQL, never use `SELECT ... FOR UPDATE` without "
     "`SKIP LOCKED`", NONE),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # two words typed as a command of a program the reader does not know: code, whichever
    # negation bans it
    "we never flyway clean",
    # "in committed code" is all the code, yet the line leaving it out is taken as wider
    "never import pdb",
    # code banned with what it is done to or for after it: no ban read, as for a command
    "don't unsafe impl", "don't as any",
    # "must take a `X`": no verb of the reader's
    "real: state now, then rule",
})

TRAPS = (*OTHERS_CHANGE, *CAVEATS, *DESIGNED, *STATE, *ALTERNATIVES, *PROBLEMS, *IDIOMS,
         *PASTED, *ONE_OFF, *SECOND_ROUND)
READ = (*COMMANDS, *EVERY, *REAL_RULES)


test_words_that_state_no_rule_of_the_persons_give_no_rule = gives_no_more_than(TRAPS, KNOWN_MISSES)


test_rules_of_the_same_shapes_are_read_as_said = reads_as_expected(READ, KNOWN_MISSES)


# The shapes the reader was changed for, written after the batch, with the near shapes that must
# stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # a bare "never `X`" after what someone else's code or tool does goes on telling it
    ("bare never after a tool's deed", "the old client sends `null`, never `[]`, so we crash",
     NONE),
    ("bare never after a third party", "the SDK returns `None`, never `0`, for a missing count",
     NONE),
    ("bare never after a Makefile's run", "the Makefile runs `go test ./...` and never `go vet`",
     NONE),
    ("bare never after a build tool", "Gradle caches `build/`, never `out/`, which is odd", NONE),
    ("bare never after an imperative", "log with `slog`, never `log.Printf`",
     {(ADDS, "slog", True), (AVOIDS, "log.Printf", True)}),
    ("bare never after a capitalized imperative", "Keep things simple, never `eval`",
     {(AVOIDS, "eval", True)}),
    # a label naming someone else's change: what follows is that change's
    ("the upstream patch label", "the upstream patch: use `errgroup` instead of `WaitGroup`",
     NONE),
    ("his PR label", "his PR: never call `panic` in handlers", NONE),
    ("my branch label", "my branch: always use `sync.Pool`", {(ADDS, "sync.Pool", True)}),
    # a program's words named below them
    ("what the linter said below", "Use `errors.Is` instead of `==`.\n\nthat's what the "
     "linter said", NONE),
    ("what I want below", "always run `go vet` before you commit\n\nthat's what I want from "
     "now on", {(RUNS, "go vet", True)}),
    # a musing, then "but" and a habit's word
    ("musing, but from now on", "I guess the tests are flaky, but from now on run `pytest -x` "
     "before you push", {(RUNS, "pytest -x", True)}),
    ("musing, but never", "not sure, but never use `eval`", {(AVOIDS, "eval", True)}),
    ("musing, but never mind", "I think it's flaky, but never mind", NONE),
    ("condition, but always", "if the build fails, but always run `make`", NONE),
    ("musing, but maybe", "maybe it's the cache, but always run `make clean` first, maybe",
     NONE),
    # the work at hand, then "but" and a habit's word
    ("this time, but always", "skip the tests this time, but always run `go vet` before you "
     "push", {(RUNS, "go vet", True)}),
    ("this time, never", "this time, never use `eval`", {(AVOIDS, "eval", False)}),
    # "don't ever" is "never", for what goes with the ban
    ("don't ever, use", "don't ever use `any`, use `unknown`",
     {(AVOIDS, "any", True), (ADDS, "unknown", True)}),
    # code banned without what goes with it
    ("unsafe without SAFETY", "never use `unsafe` without a `// SAFETY:` comment", NONE),
    ("SELECT without WHERE", "never use `SELECT` without a `WHERE`", NONE),
    ("listed, without asking", "never use `eval` or `exec` without asking",
     {(AVOIDS, "eval", True), (AVOIDS, "exec", True)}),
    # a word inside code ends no phrase and no sentence
    ("for inside code", "never use `SELECT FOR UPDATE` in the API",
     {(AVOIDS, "SELECT FOR UPDATE", True)}),
    # a command typed, banned with no verb
    ("never a script", "never `./scripts/deploy.sh` from your laptop",
     {(NOT_RUN, "./scripts/deploy.sh", True)}),
    ("never a build tool's task", "never `mix test` on the shared box",
     {(NOT_RUN, "mix test", True)}),
    ("don't code like words", "don't `import pdb`", {(AVOIDS, "import pdb", False)}),
    # "put" on every one of a kind
    ("put on every, no habit", "put `#[derive(Debug)]` on every public struct",
     {(ADDS, "#[derive(Debug)]", False)}),
    ("we always put on every", "we always put `@Override` on every override",
     {(ADDS, "@Override", True)}),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(TRAPS) >= 60 and len(REAL_RULES) >= 20
    check_whole([n for n, _, _ in (*TRAPS, *READ, *SHAPES)], KNOWN_MISSES)
