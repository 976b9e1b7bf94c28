"""Precision of rules read from an answer to the agent's message: answers that carry "always",
"never", "we", "here" or "the convention" and still make no rule of the agent's term.

A first-sight batch of wrong lessons, written from how developers answer a coding agent across
languages and tools (Go, Python, TypeScript, Rust, Java, Ruby, PHP, npm, git, Docker). The
earlier batch (`test_tasks_exchanges_rules.py`) widened what an answer makes a rule; this one
probes what it must not: one dependency spared ("no, we don't mock that one, it's fine"),
"never mind", disbelief asked back ("that's the convention here? really?"), stories ("we never
got that working, try X"), logs and counts ("always the same error", "yes, every test failed"),
a convention called broken, answers about something else than the proposal, the words of
someone else (a reviewer, the linter, the docs), a plan or a report of several steps that each
name code (which one "that" or "every time" is of, the words do not say), a long report with many
code terms, the agent quoting the person's CLAUDE.md, and a "we don't" kept to the piece at hand
("no, we don't use it in this one spec", "not on this branch").

Measured before the reader was changed for it: close exchanges giving nothing durable 123/137
(wrong lessons: a plan of several steps made a rule of its first step, a report of two deeds made
a rule of its one code term, and a "we don't" kept to one file, spec, test or branch read as the
team's rule); after: 136/137. The near shapes that must read (a plan whose other step names no
code, "that" of a report whose follow-through names none, a rule of the person's own beside a
yes, "in this repo", and an option picked with the other banned by its order, "1, and never the
second one") read 12/15 before, 15/15 after.

The cases the reader still gets wrong are in `KNOWN_MISSES`, checked to stay wrong.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole

SQLMOCK = "I'll mock the database with `sqlmock` for these tests."
MOCK_CLIENT = "I'll mock `S3Client` in the upload tests so they don't hit AWS."
NOCK = "I'm going to stub the HTTP calls with `nock` in the new spec."
PARALLEL = "Should I also add `t.Parallel()` to the new tests?"
CHANGELOG = "Should I also add an entry to `CHANGELOG.md`?"
PG = "I could either use `sqlx` or `pgx` directly. Which do you prefer?"
HTTP_CLIENT = "Two options:\n1. `httpx.AsyncClient`\n2. `aiohttp.ClientSession`\n\nWhich one?"
JOIN = "I used `errors.Join` to combine the validation errors, so each one stays inspectable."
STRUCTLOG = "I went with `structlog` instead of the stdlib `logging` module for key-value output."
RETRY = "I'll wrap the call in `backoff.on_exception` so it retries on timeouts."
DEAD = "Next I'll add `#[allow(dead_code)]` to silence the warnings."
NO_VERIFY = "The pre-commit hook is slow, so I'll commit with `git commit --no-verify`."
LINT = "I ran `golangci-lint run ./...` and it reports 3 issues in `handler.go`."
TESTS_FAIL = "I ran `pytest -x` and `test_login` fails with `KeyError: 'user'`."
REPORT = ("Summary of changes:\n- Replaced `requests` with `httpx` in `client.py`\n"
          "- Added `@retry` from `tenacity` to `fetch_user`\n- Moved config to `settings.toml`\n"
          "- Ran `ruff check .` and `mypy src/`: all clean.")
REPORT_TS = ("Done. I switched `useEffect` to `useSWR` in `Profile.tsx`, added `zod` validation to "
             "the form, and ran `npm test` — 58 passing.")
CLAUDE_MD = ("Your CLAUDE.md says \"always run `make lint` before committing\", so I ran "
             "`make lint` and it passed.")
CLAUDE_MD2 = ("Per CLAUDE.md (\"never use `unwrap()` in library code\"), I replaced the "
              "`unwrap()` calls with `?`.")
SEVERAL = ("I'll add `t.Parallel()` to the tests, bump `go.mod` to 1.22, and run "
           "`go mod tidy`. OK?")
SEVERAL_PY = ("Plan: 1) add `pytest-xdist`, 2) mark slow tests with `@pytest.mark.slow`, "
              "3) run `pytest -n auto`. Sound good?")
MIGRATE = "I'll run `rails db:migrate` against the dev database."
DOCKER = "I'll reset the database with `docker compose down -v`."
FORCE = "I'll push with `git push --force-with-lease` to update the PR branch."
CONVENTION = "I named the file `user_service.go` following the `snake_case` convention."
SNAPSHOT = "Should I update the snapshots with `jest -u`?"
ENV = "I'll read the key from `process.env.API_KEY` in `config.ts`."
FIXTURE = "I added a `conftest.py` fixture `db_session` for the new tests."
CLIPPY = "I ran `cargo clippy` and fixed the 4 warnings."
CACHE = "I'll clear the cache with `rm -rf node_modules/.cache` and rebuild."
ASYNC = "I made `fetch_orders` async and used `asyncio.gather` for the three calls."
SLEEP = "I'll add a `time.Sleep(2 * time.Second)` before the assertion."
TYPEIGNORE = "I added `# type: ignore` on the two lines mypy complains about."
PRINT = "I left a `println!` in `main.rs` for debugging — should I remove it?"

# (name, the agent's message, the person's answer): nothing durable may be read.
TRAPS: tuple[tuple[str, str, str], ...] = (
    # one dependency spared, not a rule
    ("we don't mock that one", MOCK_CLIENT, "no, we don't mock that one, it's fine"),
    ("fine to mock that", SQLMOCK, "we always mock that one, it's fine"),
    ("never mind fine", SQLMOCK, "never mind, that's fine"),
    ("never mind, do it", PARALLEL, "never mind, just do it"),
    ("never mind the changelog", CHANGELOG, "never mind the changelog, we'll do it at release"),
    # questions and disbelief
    ("the convention here? really", CONVENTION, "that's the convention here? really?"),
    ("is that always", JOIN, "do we always do that?"),
    ("we never do that?", SQLMOCK, "wait, we never do that, do we?"),
    ("since when the convention", CONVENTION, "since when is that the convention here?"),
    # stories
    ("we never got it working, try", RETRY, "we never got that working, try `tenacity` instead"),
    ("we tried always failed", NOCK, "we tried that once and it always failed on CI"),
    ("we used to", SQLMOCK, "we used to always do that, then we moved to containers"),
    ("last year we", DOCKER, "last year we never had to do that"),
    # logs and counts
    ("always the same error", TESTS_FAIL, "always the same error, see log"),
    ("every test failed", TESTS_FAIL, "yes, every test failed"),
    ("every time i run it", LINT, "every time I run it I get 3 more"),
    ("never passes locally", TESTS_FAIL, "it never passes locally, only in CI"),
    ("always fails on ci", CLIPPY, "it always fails on CI though"),
    # the convention broken
    ("the convention is broken", CONVENTION, "the convention here is broken, fix it"),
    ("the standard is wrong", CONVENTION, "that standard is wrong, rename it"),
    ("our default is bad", JOIN, "our default is bad here, change it"),
    # a different thing than the proposal
    ("about a different thing", SQLMOCK, "sure. we always run the linter first though"),
    ("different file", PARALLEL, "yes, and we always keep `main_test.go` as it is"),
    ("other topic always", DOCKER, "wait - is the staging env always up?"),
    # several things proposed
    ("several, yes always to one", SEVERAL, "yes, always"),
    ("several, never do that", SEVERAL, "no, never do that"),
    ("several py, that's how we do it", SEVERAL_PY, "yes, that's how we do it"),
    ("several, we never", SEVERAL, "we never do that here"),
    # long report, "that"
    ("report, keep doing that", REPORT, "nice, keep doing that"),
    ("report, that's the convention", REPORT, "that's the convention here"),
    ("report ts, always do that", REPORT_TS, "great, always do that"),
    ("report, we never do that", REPORT, "hmm, we never do that"),
    ("report ts, the standard", REPORT_TS, "good, make that the standard"),
    ("lint report, always", LINT, "yes, always"),
    # quoting CLAUDE.md
    ("claude md, yes that's the rule", CLAUDE_MD, "yes, that's the rule"),
    ("claude md2, that's the convention", CLAUDE_MD2, "right, that's the convention here"),
    ("claude md, we always", CLAUDE_MD, "good, we always do that"),
    # one-off refusals with "we"
    ("migrate, not now we", MIGRATE, "no, we need the data, don't run it now"),
    ("force, we are mid review", FORCE, "don't, we're in the middle of a review"),
    ("docker, we have data", DOCKER, "no no, we have test data in there"),
    ("cache, here it's fine", CACHE, "here it's fine, go ahead"),
    ("here, this file", ENV, "not here, put it in `secrets.ts`"),
    # yes with scope for this task
    ("yes for all of them here", PARALLEL, "yes, for all of them in this file"),
    ("yes every test in this pr", PARALLEL, "yes, every test in this PR"),
    ("always for this branch", SNAPSHOT, "yes, for this branch always update them"),
    ("print, always remove", PRINT, "yes remove it, always"),
    # we + feelings, status
    ("we love it", ASYNC, "we love it, ship it"),
    ("we're good", FIXTURE, "we're good, thanks"),
    ("here we go", CLIPPY, "here we go, finally clean"),
    ("we'll see", TYPEIGNORE, "we'll see what review says"),
    ("the team decides", TYPEIGNORE, "the team will decide whether we always do that"),
    # someone else's words
    ("reviewer says always", TYPEIGNORE,
     "reviewer said 'never use type: ignore' but whatever, keep it"),
    ("linter says never", DEAD, "clippy says never do that, but fine for now"),
    ("docs say always", SNAPSHOT, "the jest docs say always review snapshots. go ahead"),
    # sarcasm/complaint
    ("sure always", SLEEP, "sure, let's always sleep in tests, what could go wrong"),
    ("every single time ugh", LINT, "ugh, every single time"),
    # conditional / hypothetical
    ("if we always", SQLMOCK, "if we always did that, would CI be faster?"),
    ("would we never", NO_VERIFY, "would we never need the hook then?"),
    ("maybe always", PARALLEL, "maybe always? not sure, do it for now"),
    # the answer names the agent's term as a one-off
    ("this once the convention", CONVENTION, "follow the convention this once, but it's changing"),
    ("same as last time, for this bug", RETRY, "same as last time, for this bug"),
    ("no, never mind the sleep", SLEEP, "no never mind, leave it"),
)
SEVERAL_TS = "I'll add `zod` for the validation and switch the tests to `vitest`. Good?"
TWO_DONE = "I replaced `moment` with `date-fns` and added `eslint-plugin-import`."
OPTIONS_REPORT = ("Found the bug: `parse_date` ignores the timezone. I fixed it with "
                  "`datetime.fromisoformat` and added a test in `test_dates.py`.")
SEVERAL_RB = "I'll add `rubocop-rails`, run `bundle exec rubocop -a`, and commit. Okay?"
# Plans and reports of several steps, and more answers beside them.
MORE_TRAPS: tuple[tuple[str, str, str], ...] = (
    ("several ts, always do that", SEVERAL_TS, "yes, always do that"),
    ("several ts, that's the standard", SEVERAL_TS, "good, that's our standard"),
    ("two done, keep doing that", TWO_DONE, "nice, keep doing that"),
    ("two done, never do that", TWO_DONE, "never do that again"),
    ("report fix, always", OPTIONS_REPORT, "great, always do that"),
    ("report fix, the way we do it", OPTIONS_REPORT, "yes that's the way we do it"),
    ("several rb, we don't", SEVERAL_RB, "no, we don't do that here"),
    ("several rb, every time", SEVERAL_RB, "yes, every time"),
    ("several py, never", SEVERAL_PY, "never, we don't do that"),
    ("several py, from now on", SEVERAL_PY, "yes, from now on"),
    ("several, the convention", SEVERAL, "that's the convention here, go"),
    ("claude md quoted, never", CLAUDE_MD2, "good, never do that"),
    ("lint, we never", LINT, "we never fix those, ignore them"),
    ("tests fail, always", TESTS_FAIL, "that always happens, rerun it"),
    ("migrate, never on prod", MIGRATE, "fine, but never on prod"),
)

Q_STATE = "Is `snake_case` used for the file names here, or `kebab-case`?"
ERR = "`go build ./...` fails with `undefined: NewServer` in `main.go`."
CLAUDE_ONE = "Following your CLAUDE.md, I ran `make lint` before committing."
CLAUDE_Q = "Your CLAUDE.md says to use `pnpm`. Should I keep using it here?"
FOUND = "I found `lodash` imported in 14 files. It adds 70kB to the bundle."
EXISTING = "The project already uses `pydantic` v1 in `models.py`."
SKIPPED = "I skipped `test_payment_flow` because it needs network access."
REMOVED = "I removed `console.log` calls from `api.ts`."
OLD = "The old code used `var` everywhere; I left it as is."
ASK_WHY = "Why is `--no-cache` passed to `docker build` in the Makefile?"
WARN = "`npm install` prints a warning about `left-pad` being deprecated."
ROUND2: tuple[tuple[str, str, str], ...] = (
    ("q state, the convention here", Q_STATE,
     "that's the convention here? no idea, check the repo"),
    ("q state, we always", Q_STATE, "we always argue about that, pick one"),
    ("error, always the same", ERR, "always the same error, see the log above"),
    ("error, every time", ERR, "every time I pull main. ugh"),
    ("error, never seen", ERR, "never seen that before"),
    ("claude one, yes that's the rule", CLAUDE_ONE, "yes, that's the rule"),
    ("claude one, good always", CLAUDE_ONE, "good. the CLAUDE.md is always right, lol"),
    ("claude q, yes always", CLAUDE_Q, "yes, as always"),
    ("found lodash, we never", FOUND, "wow. we never noticed that"),
    ("found lodash, always been", FOUND, "it's always been like that"),
    ("existing, that's the convention? really", EXISTING, "that's the convention here? really? ok"),
    ("existing, we never upgraded", EXISTING, "we never upgraded, it's a long story"),
    ("existing, the convention is broken", EXISTING, "the convention here is broken, fix it"),
    ("skipped, we always", SKIPPED, "we always have that problem with it"),
    ("skipped, never mind", SKIPPED, "never mind, that's fine"),
    ("removed, every one", REMOVED, "yes, every one of them had to go"),
    ("old, we never touched", OLD, "yeah we never touched that file"),
    ("old, that's the standard? lol", OLD, "that's the standard there, lol"),
    ("why no cache, always been", ASK_WHY, "it's always been there, no idea"),
    ("why no cache, we always", ASK_WHY, "we always had cache problems on CI"),
    ("warn, always prints", WARN, "it always prints that, ignore it"),
    ("warn, never mind", WARN, "never mind that"),
    ("sqlmock, don't we always", SQLMOCK, "don't we always use containers for that?"),
    ("sqlmock, i never", SQLMOCK, "I never liked that lib, but fine"),
    ("sqlmock, everyone", SQLMOCK, "sure, everyone does that"),
    ("parallel, every time I forget", PARALLEL, "yes, I forget that every time"),
    ("changelog, we always forget", CHANGELOG, "yes, we always forget that"),
    ("pg, we always argued", PG, "we always argued about that. pgx I guess"),
    ("pg, never used", PG, "never used either, you pick"),
    ("structlog, that's standard now?", STRUCTLOG, "is that standard now?"),
    ("structlog, we'll make it standard later", STRUCTLOG,
     "nice, maybe we make that the standard later"),
    ("join, not the convention", JOIN, "that's not the convention here, but ok"),
    ("join, used to be the convention", JOIN, "that used to be the convention here"),
)

TWO_MOCKS = "I'll mock `S3Client` and `SQSClient` in the upload tests."
MOCK_Q = "Should I mock `redis.Redis` in `test_cache.py`?"
FANOUT = ("I refactored the handler into three functions. I used `errgroup` for the fan-out. "
          "All tests pass.")
PLAN_LONG = ("Here's what I'd do: first, extract the parsing into `parse.go`; then add "
             "`golden` files for the fixtures; finally run `go test ./...`. Want me to proceed?")
RENAME = "Should I rename `getUser` to `fetchUser` across the codebase?"
PIN = "I pinned `numpy` to `1.26.4` in `requirements.txt` because 2.0 breaks the build."
ROUND3: tuple[tuple[str, str, str], ...] = (
    ("two mocks, not that one", TWO_MOCKS, "no, we don't mock the SQS one, it's fine"),
    ("two mocks, we never mock that", TWO_MOCKS, "we never mock that one"),
    ("mock q, not that one", MOCK_Q, "no, we don't mock that one, it's fine"),
    ("mock q, never mind", MOCK_Q, "never mind, that's fine as it is"),
    ("fanout, we always have tests pass", FANOUT, "great, always nice when they pass"),
    ("plan long, yes always", PLAN_LONG, "yes, always"),
    ("plan long, that's how we do it", PLAN_LONG, "yes that's how we do it"),
    ("plan long, never", PLAN_LONG, "no, never do that"),
    ("rename, everywhere this once", RENAME, "yes, everywhere"),
    ("rename, all of them", RENAME, "yes, every occurrence"),
    ("pin, we always have that", PIN, "we always have that problem with numpy"),
    ("pin, never again", PIN, "ugh, never again numpy 2"),
    ("pin, every release", PIN, "every release breaks something"),
)


# "we don't" kept to the piece at hand: one spec, file, test, branch, or "this one".
NOCK_SPEC = "I'm going to stub the HTTP calls with `nock` in the new spec."
IN_THIS_PLACE: tuple[tuple[str, str, str], ...] = (
    ("nock, not in this one spec", NOCK_SPEC, "no, we don't use it in this one spec"),
    ("sqlmock, not in this file", SQLMOCK, "no, we don't mock it in this file"),
    ("sleep, not in this flaky test", SLEEP, "we never do that in this test, it's the flaky one"),
    ("legacy peers, not on this branch", "I'll run `npm install --legacy-peer-deps` to get past "
     "the conflict.", "no, we don't do that on this branch"),
    ("parallel, not for this one", PARALLEL, "no, we don't do that for this one"),
    ("parallel, not in this package", PARALLEL, "no, we don't want it in this package"),
    ("force push, not on this pr", FORCE, "no, we don't force push on this PR, others pulled it"),
)

# An option banned by its order where the words contradict or ask.
ASYNC_WAYS = "Two ways:\n1. `async void` event handler\n2. `async Task` and await it\n\nPreference?"
BY_ORDER: tuple[tuple[str, str, str], ...] = (
    ("numbered, 2 never the second", ASYNC_WAYS, "2, never the second"),
    ("numbered, never the second asked", ASYNC_WAYS, "the first, and never the second one?"),
    ("numbered, 1 never the first", HTTP_CLIENT, "1. never the first one"),
    ("numbered, never used the second", HTTP_CLIENT, "1, never used the second one"),
    ("numbered, never the second in this file", HTTP_CLIENT,
     "1 - never the second one in this file"),
    ("numbered, never heard of the first", HTTP_CLIENT, "2 - never heard of the first one"),
    ("numbered, never liked the first", ASYNC_WAYS, "2. I never liked the first one"),
)

NOTHING = (*BY_ORDER, *TRAPS, *MORE_TRAPS, *ROUND2, *ROUND3, *IN_THIS_PLACE)

PLAN_AND_COMMIT = "I'll add `zod` to the form schema and commit. OK?"
RUFF = "I ran `ruff check .` and fixed the 3 warnings."
ADD_ALL = "I ran `git add -A` and committed everything."
# (name, the agent's message, the person's answer, what it gives): the near shapes that must
# still read as they did.
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a plan and its commit, always", PLAN_AND_COMMIT, "yes, and always do that from now on",
     {(ADDS, "zod", True)}),
    ("a report and its follow-through, every time", RUFF, "good, do that every time",
     {(RUNS, "ruff check .", True)}),
    ("a report and its follow-through, always", RUFF, "great, always do that",
     {(RUNS, "ruff check .", True)}),
    ("a command and its commit, never", ADD_ALL, "please never do that here",
     {(NOT_RUN, "git add -A", True)}),
    ("several steps, a rule naming its step", SEVERAL,
     "yes, and always run `go mod tidy` after bumping", {(RUNS, "go mod tidy", True)}),
    ("several steps, a rule of the person's own", SQLMOCK,
     "ok go ahead. btw we never use redis in tests", {(AVOIDS, "redis", True)}),
    ("a plan and its commit, never", "I'll add `#[allow(dead_code)]` and commit.",
     "no, we never do that", {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("we don't, in this repo", PARALLEL, "no, we don't do that in this repo",
     {(AVOIDS, "t.Parallel()", True)}),
    ("we never, here", PARALLEL, "no, we never do that here", {(AVOIDS, "t.Parallel()", True)}),
    ("two deeds, use that names the call", OPTIONS_REPORT, "great, always use that",
     {(ADDS, "datetime.fromisoformat", True)}),
    ("one deed with a purpose, the convention",
     "I wrapped the call in `backoff.on_exception` so it retries on timeouts.",
     "nice, that's the convention here", {(ADDS, "backoff.on_exception", True)}),
    ("no verify, never on any branch", "Should I commit with `--no-verify`? The hook is slow.",
     "no, never do that on any branch", {(NOT_RUN, "--no-verify", True)}),
    # an option picked, and the other banned by its order: the ban is the rule, the pick is
    # this task's
    ("numbered, 1 and never the second", HTTP_CLIENT, "1, and never the second one",
     {(ADDS, "httpx.AsyncClient", False), (AVOIDS, "aiohttp.ClientSession", True)}),
    ("numbered, the second never the first", ASYNC_WAYS, "the second - never the first",
     {(ADDS, "async Task", False), (AVOIDS, "async void", True)}),
    ("numbered, 1 never the second again", ASYNC_WAYS, "1. never the second one again",
     {(ADDS, "async void", False), (AVOIDS, "async Task", True)}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
# ("no, we don't want it in this package" is read as the proposal's since
# `test_judges_working_messages_second.py`: what one part of the project wants, with no habit
# word, is no rule of the team's.)
KNOWN_MISSES: frozenset[str] = frozenset()


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)

test_a_near_shape_still_reads = reads_as_expected(EXCHANGES, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(NOTHING) >= 60
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)
