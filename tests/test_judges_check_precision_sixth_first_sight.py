"""How precisely the rule reader writes checks, at first sight: a sixth batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_fifth_first_sight.py`,
`test_tasks_tool_output_rules_first_sight.py`, `test_tasks_place_verbs_first_sight.py`) noticed
and left five shapes; this one takes them in many wordings across Go, Python, TypeScript, Rust,
Java, Kotlin, SQL, shell and git: a thing kept out of git or out of a commit ("keep
`node_modules` out of git", "`dist/` never goes in the repo", "don't add `coverage/` to git"),
which is a check of the files a commit holds or nothing, never a ban of the term in the code nor
of committing; "there", "here", "in there", "on that line" pointing back at the one file or line
just named ("see src/app.ts#L12 and never use `var` there"), the work at hand and no standing
rule; the team's way told as the cause of a trouble ("we always wrap errors with `fmt.Errorf`,
and that's why the trace is lost", "..., that's how the tags got lost", "..., and that's the
reason the list re-renders"), a description; a package manager said as the team's ("we're on
pnpm", "it's a yarn repo"), whose check must say nothing of work that runs no package manager;
and a bare imperative over "all" or "every" of a kind, which is a change across what exists
whatever its preposition ("use `httpx` for all calls" as "use `httpx` in every handler"), while
new work of a kind makes a rule ("in every new handler"). Beside them, the person's rules in the
same surface shapes, so that no fix kills a word.

Measured before the reader was changed for it, as written: traps 46/64 (kept out of git 13/15:
"keep `node_modules` out of git" read as a one-off ban of `git commit`, "don't add `coverage/` to
git" as a ban of the term in the code; pointed back 8/13; causes told 9/13; over all or every
5/12, "for all calls", "for every log line", "on every endpoint", "in all tests", "across all
modules" read as standing rules where "in every handler" was the task's; package managers 11/11,
already in play only where one runs); the person's rules 16/20 ("use `httpx` in every new
handler" kept to the task; "never commit `node_modules`" read as "Do not run `git commit`."; a
rule with the good it does after "that's why" read as nothing). One expected reading was set
right after the run, the table being wrong: a bare "don't commit `.env`" is the task's, as every
bare "don't" is (so 17/20 by the table as it stands). After: traps 64/64, rules 18/20 (the two
missed give nothing: no wrong lesson).

What changed, by the shape of the words: "there" (not the "there is" of what exists), "here",
"in it", "on that line" after a file or a line of one named earlier in the sentence keeps what
is said to the task (`tasks/pointed_back.py`); a cause told may be joined by "and" or "so" and
told as "how" or "the reason" ("..., and that's why", "..., that's how", "..., that's the
reason"), in the sentence or as the next one ("that's how they do it upstream" is a way told, no
cause); a thing kept out of the repository is read only as
"don't commit" it, and "don't add/check/put `X` into git" is such a thing; the code term a
commit is said of, no file's path, gives no ban of committing; a bare imperative whose only
words of reach are "for/in/on/across/throughout/to all/every/each/any <kind>" is the task's, as
a verb of changing makes it, when that reach is in the ask's own words (before a comma); a
moment the work comes back to ("on every push", "for any change"), new work of a kind ("in every
new handler"), a habit word and a way that goes on ("keep using `X` for every error case") keep
their reach. Two expectations of `test_tasks_wordings.py` were set by this rule ("use `ky` for
every HTTP call", "use `dayjs` for all dates" are the task's, as "in every handler" was), and a
known miss of `test_tasks_repeated_lookalikes_first_sight.py` ("run the tests for every package
too" read as a rule) is read right since.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    HERE,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
    durable_lines,
    judged,
)

NONE: Judged = set()

# A thing kept out of git or out of a commit: a check of the files a commit holds, never a ban of
# the term in the code ("the code must not use `node_modules`"). Each gives a files check or
# nothing, and the line it writes speaks of committing.
KEPT_OUT: tuple[tuple[str, str], ...] = (
    ("node_modules out of git", "keep `node_modules` out of git"),
    ("dist never goes in the repo", "`dist/` never goes in the repo"),
    ("target stays out of vcs", "`target/` stays out of version control"),
    ("never check in pycache", "never check in `__pycache__`"),
    ("venv doesn't end up in git", "make sure `.venv` doesn't end up in git"),
    ("we don't commit vendor", "we don't commit `vendor/`"),
    ("log files don't belong", "`*.log` files don't belong in the repo"),
    ("never push tfstate", "never push `terraform.tfstate` to the remote"),
    ("build gitignored never committed", "`build/` should be gitignored, never committed"),
    ("idea out of the commits", "keep `.idea/` out of the commits"),
    ("don't add coverage to git", "don't add `coverage/` to git"),
    ("bin must never be committed", "the `bin/` folder must never be committed"),
    ("DS_Store no business", "`.DS_Store` has no business in the repo"),
    ("don't check node_modules into sc", "don't check `node_modules` into source control"),
    ("pyc never tracked", "`*.pyc` files must never be tracked"),
)

# "there", "here", "on that line", "in it" point back at the one place just named: the work at
# hand, never a standing rule (the one-off ask may keep its own task's check).
THERE: tuple[tuple[str, str, Judged], ...] = (
    ("app.ts#L12 var there", "see src/app.ts#L12 and never use `var` there",
     {(AVOIDS, "var", False)}),
    ("handler.go line 40 panic there", "in `handler.go` line 40, don't use `panic` there",
     {(AVOIDS, "panic", False)}),
    ("utils.py:88 eval there", "look at `utils.py:88` - never call `eval` there",
     {(AVOIDS, "eval", False)}),
    ("render innerHTML there", "in the `render()` method, don't use `innerHTML` there",
     {(AVOIDS, "innerHTML", False)}),
    ("OrderService line 120 here", "`OrderService.java` line 120: never catch `Exception` here",
     {(AVOIDS, "Exception", False)}),
    ("main.rs unwrap on that line", "there's a bug in `main.rs` at line 7; don't `unwrap()` on "
     "that line", {(AVOIDS, "unwrap()", False)}),
    ("queries.sql select star in there", "open `db/queries.sql` - never use `SELECT *` in "
     "there", {(AVOIDS, "SELECT *", False)}),
    ("deploy.sh sudo there", "in `deploy.sh` near the top, don't use `sudo` there",
     {(AVOIDS, "sudo", False), (NOT_RUN, "sudo", False)}),
    ("cache.ts always Map there", "check lib/cache.ts around line 30 and always use `Map` there",
     {(ADDS, "Map", False)}),
    ("routes.py#L55 abort here", "`api/routes.py#L55`: always use `abort(404)` here instead of "
     "returning None", {(ADDS, "abort(404)", False)}),
    ("Table.tsx line 88 on that line", "`src/components/Table.tsx` line 88 — don't use `any` "
     "on that line", {(AVOIDS, "any", False)}),
    ("sync.go loop in it", "look at the loop in `sync.go` and never call `time.Sleep` in it",
     {(AVOIDS, "time.Sleep", False)}),
    ("Main.kt:14 never !! there", "Main.kt:14 — never use `!!` there, use `?.let`",
     {(AVOIDS, "!!", False), (ADDS, "?.let", False)}),
)

# A rule stated, then told as the reason for some trouble: a description of how things are.
REASON: tuple[tuple[str, str, Judged], ...] = (
    ("wrap Errorf, that's why trace lost", "we always wrap errors with `fmt.Errorf`, and that's "
     "why the trace is lost", NONE),
    ("never any, that's why tsc slow", "we never use `any` - that's why tsc is so slow", NONE),
    ("float money, which is why drift", "we always use `float` for money, which is why the "
     "totals drift", NONE),
    ("never tidy, that's why go.sum", "we never run `go mod tidy`, that's why go.sum is a mess",
     NONE),
    ("commit in the loop, takes an hour", "we always call `session.commit()` inside the loop, "
     "that's why the import takes an hour", NONE),
    ("never close ResultSet, hence leak", "we never close the `ResultSet`, hence the connection "
     "leak", NONE),
    ("select star, so that's why slow", "we always use `SELECT *` in the reports, so that's why "
     "the query is slow", NONE),
    ("never pin, explains broken build", "we never pin versions in `requirements.txt`, which "
     "explains the broken build", NONE),
    ("force push, that's how tags lost", "we always run `git push --force` on the release "
     "branch, that's how the tags got lost", NONE),
    ("never timeout, that's why hangs", "we never pass `timeout=` to `requests.get`, that's why "
     "the worker hangs", NONE),
    ("never useCallback, the reason", "we never use `useCallback`, and that's the reason the "
     "list re-renders", NONE),
    ("legacy var, which is why hoisting", "the team always uses `var` in the legacy scripts, "
     "which is why the hoisting bug happened", NONE),
    ("always clone, that's why slow", "we always `.clone()` the config in the hot path - that "
     "is why the service is slow", NONE),
)

# A package manager named as the team's way. Whatever check it gives must say nothing of work that
# runs no package manager at all; the checks that are in play must keep their manager.
MANAGER: tuple[tuple[str, str, str, str], ...] = (
    ("we use npm", "we use npm", "npm ci", "yarn install"),
    ("we're on pnpm", "we're on pnpm", "pnpm install", "npm install"),
    ("it's a yarn repo", "it's a yarn repo", "yarn add zod", "npm install zod"),
    ("this is a pnpm monorepo", "this is a pnpm monorepo", "pnpm -r build", "npm run build"),
    ("we use bun here", "we use `bun` here", "bun install", "npm install"),
    ("project uses poetry", "the project uses poetry", "poetry add httpx", "pip install httpx"),
    ("we're a uv shop", "we're a uv shop", "uv sync", "pip install -r requirements.txt"),
    ("an npm project", "it's an npm project", "npm install", "yarn"),
    ("deps with pdm", "we manage deps with `pdm`", "pdm add rich", "pip install rich"),
    ("yarn not npm", "yarn, not npm", "yarn add lodash", "npm install lodash"),
    ("our repos use pnpm", "all our repos use `pnpm`", "pnpm install", "npm install"),
)
# Work that runs no package manager at all.
NO_MANAGER = Attempt(commands=[Command("go test ./...", 0), Command("git status", 0),
                               Command("make lint", 0)])

# A bare imperative over "all" or "every": a change across what exists, the task's, whatever the
# preposition ("for", "in", "on", "across", "throughout").
EVERY: tuple[tuple[str, str, Judged], ...] = (
    ("httpx for all calls", "use `httpx` for all calls", {(ADDS, "httpx", False)}),
    ("httpx in every handler", "use `httpx` in every handler", {(ADDS, "httpx", False)}),
    ("slog for every log line", "use `slog` for every log line", {(ADDS, "slog", False)}),
    ("slog in all packages", "use `slog` in all packages", {(ADDS, "slog", False)}),
    ("zod on every endpoint", "use `zod` on every endpoint", {(ADDS, "zod", False)}),
    ("zod for all request bodies", "use `zod` for all request bodies", {(ADDS, "zod", False)}),
    ("Decimal for every amount", "use `Decimal` for every amount", {(ADDS, "Decimal", False)}),
    ("t.Parallel in all tests", "use `t.Parallel()` in all tests",
     {(ADDS, "t.Parallel()", False)}),
    ("pathlib across all modules", "use `pathlib` across all modules",
     {(ADDS, "pathlib", False)}),
    ("Optional throughout every service", "use `Optional` throughout every service class",
     {(ADDS, "Optional", False)}),
    ("no println in any crate", "don't use `println!` in any crate",
     {(AVOIDS, "println!", False)}),
    ("no print for all output", "don't use `print` for all the output",
     {(AVOIDS, "print", False)}),
)

# The person's rules, in the same surface shapes.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # set right after the run: a bare "don't" is the task's, as everywhere in the reader
    ("real: don't commit .env", "don't commit `.env`", {(FILES, ".env", False)}),
    ("real: secrets.json never goes in git", "`secrets.json` never goes in git",
     {(FILES, "secrets.json", True)}),
    ("real: never commit tfstate", "never commit `terraform.tfstate`",
     {(FILES, "terraform.tfstate", True)}),
    ("real: always keep print out", "always keep `print()` out of committed code",
     {(AVOIDS, "print()", True)}),
    ("real: line 40, from now on panic", "in `handler.go` line 40 you used panic - from now on "
     "never use `panic` in handlers", {(AVOIDS, "panic", True)}),
    ("real: app.ts#L12, in general var", "see src/app.ts#L12. and in general, never use `var` "
     "in this codebase", {(AVOIDS, "var", True)}),
    ("real: never any because", "we never use `any`, because it hides bugs",
     {(AVOIDS, "any", True)}),
    ("real: always tidy, reason after", "always run `go mod tidy` before committing, that's why "
     "CI stays green", {(RUNS, "go mod tidy", True)}),
    ("real: Errorf so trace kept", "always wrap errors with `fmt.Errorf` so the trace is kept",
     {(ADDS, "fmt.Errorf", True)}),
    ("real: pnpm not npm", "we use pnpm, not npm", {(RUNS, "pnpm", True),
                                                    (NOT_RUN, "npm", True)}),
    ("real: always uv for deps", "always use `uv` for Python dependencies",
     {(RUNS, "uv", True)}),
    ("real: yarn repo, frozen lockfile", "it's a yarn repo, so always run "
     "`yarn install --frozen-lockfile`", {(RUNS, "yarn install --frozen-lockfile", True)}),
    ("real: always httpx for all calls", "always use `httpx` for all calls",
     {(ADDS, "httpx", True)}),
    ("real: httpx in every new handler", "use `httpx` in every new handler",
     {(ADDS, "httpx", True)}),
    ("real: zod for all new endpoints", "use `zod` for all new endpoints",
     {(ADDS, "zod", True)}),
    ("real: from now on slog every package", "from now on use `slog` in every package",
     {(ADDS, "slog", True)}),
    ("real: always zod on every endpoint", "always use `zod` on every endpoint",
     {(ADDS, "zod", True)}),
    ("real: never println in any crate", "never use `println!` in any crate",
     {(AVOIDS, "println!", True)}),
    ("real: going forward Decimal", "going forward, use `Decimal` for every amount",
     {(ADDS, "Decimal", True)}),
    ("real: never commit node_modules", "never commit `node_modules`",
     {(FILES, "node_modules", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # a rule with the good it does told after "that's why" reads as a cause told: nothing
    "real: always tidy, reason after",
    # a thing committed that is no path of a file ("`node_modules`") gives no check of files
    "real: never commit node_modules",
})

# Near shapes written after the batch, which the change must leave as they read or read as said.
NEAR: tuple[tuple[str, str, Judged], ...] = (
    ("here of the project", "always use `pnpm` here", {(RUNS, "pnpm", True)}),
    ("here, then a file to look at", "we use `pnpm` here, see `package.json`",
     {(RUNS, "pnpm", True)}),
    ("there is, then the codebase", "there is a `var` in app.ts; never use `var` in this "
     "codebase", {(AVOIDS, "var", True)}),
    ("there and the codebase", "never use `var` there or anywhere else in this codebase",
     {(AVOIDS, "var", True)}),
    ("the team's way, how we do it", "always use `%w` when wrapping, that's how we do it here",
     {(ADDS, "%w", True)}),
    ("how it leaks, next sentence", "we never close the pool. That's how it leaks.", NONE),
    ("all new calls", "use `httpx` for all new calls", {(ADDS, "httpx", True)}),
    ("all new packages", "use `slog` in all new packages", {(ADDS, "slog", True)}),
    ("on every push, a moment", "always run `ruff check` on every push",
     {(RUNS, "ruff check", True)}),
    ("before every commit, a moment", "run `go vet ./...` before every commit",
     {(RUNS, "go vet ./...", True)}),
    ("a habit word over every one", "always use `Decimal` for every amount",
     {(ADDS, "Decimal", True)}),
    ("from now on over every one", "use `t.Helper()` in every test helper from now on",
     {(ADDS, "t.Helper()", True)}),
    ("each of these, pointed at", "use `errgroup` for each of these calls",
     {(ADDS, "errgroup", False)}),
    ("a flag of the commit", "never commit `--no-verify`",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("a branch pushed to", "never push `main`", {(NOT_RUN, "git push … main", True)}),
    ("a file added to git", "don't add `.env.local` to git", {(FILES, ".env.local", False)}),
    ("a file kept out of git", "keep `.env` out of git", {(FILES, ".env", False)}),
    ("kept out of committed code", "keep `console.log` out of committed code",
     {(AVOIDS, "console.log", False)}),
)

TRAPS = (*THERE, *REASON, *EVERY)


def test_the_batch_names_each_case_once() -> None:
    check_whole([n for n, *_ in (*KEPT_OUT, *TRAPS, *MANAGER, *RULES, *NEAR)], KNOWN_MISSES)
    assert len(KEPT_OUT) + len(TRAPS) + len(MANAGER) >= 50 and len(RULES) >= 20


def _kept_out_right(words: str) -> bool:
    """Only checks of the files committed, each written as a line about committing."""
    kinds = {kind for kind, _, _ in judged(words)}
    lines = [line for _, _, line in durable_lines(words)]
    return kinds <= {FILES} and all("commit" in line.lower() for line in lines)


@pytest.mark.parametrize(("name", "words"), KEPT_OUT, ids=[n for n, _ in KEPT_OUT])
def test_a_thing_kept_out_of_git_is_a_check_of_the_commit(name: str, words: str) -> None:
    assert _kept_out_right(words) != (name in KNOWN_MISSES)


test_one_place_a_reason_or_a_change_across_what_exists_gives_no_rule = gives_no_more_than(
    TRAPS, KNOWN_MISSES)


def _manager_right(words: str, keeps: str, breaks: str) -> bool:
    """No check fails work that runs no package manager; a check that reads a run of the
    manager keeps the one named and breaks the other."""
    judges = derive([Quote(words, HERE)])
    runs = [j for j in judges if j.kind == RUNS]
    ran = Attempt(commands=[Command(keeps, 0)])
    other = Attempt(commands=[Command(breaks, 0)])
    return all(j.score(NO_MANAGER) != 0.0 for j in judges) \
        and all(j.score(ran) == 1.0 and j.score(other) == 0.0 for j in runs)


@pytest.mark.parametrize(("name", "words", "keeps", "breaks"), MANAGER,
                         ids=[n for n, *_ in MANAGER])
def test_a_package_manager_said_is_in_play_only_where_one_runs(name: str, words: str,
                                                               keeps: str, breaks: str) -> None:
    assert _manager_right(words, keeps, breaks) != (name in KNOWN_MISSES)


test_rules_of_the_same_shapes_are_read_as_said = reads_as_expected(RULES, KNOWN_MISSES)


test_near_shapes_read_as_said = reads_exactly(NEAR)
