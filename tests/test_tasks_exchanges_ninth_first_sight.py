"""Exchanges whose rule or refusal takes its terms only from the agent's previous message, and
close exchanges that give nothing durable: a ninth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Go, Python, TypeScript, Rust, Java, SQL, shell, git), in shapes the earlier rounds did
not hold: what the agent says it is about to do, stopped with a rule ("no, we don't mock in
integration tests", "stop, we never force push"); a step of a numbered plan or an item of a
report of what was done, turned down by its place or a word of its code, with a rule after it
("skip step 2, we never vendor", "the sleep one - we never sleep in tests", "remove the print
part, we never leave prints in"); "match the existing style" after the agent set the code's way
against its own ("The existing handlers wrap errors with `fmt.Errorf`; I used `errors.Wrap`"),
for the work at hand, or for good with a habit word; a deed that names code made the way for
good ("do that from now on", "keep doing that", "that's how we always want it"); a no asked as a
question that speaks for all work ("why would we ever use sleep in a test?", "since when do we
skip hooks?"); and a no to one of two options by its name with the other picked ("not redux.
the other one from now on"). Beside them, close exchanges that give nothing durable: a no or a
yes for this time ("not this time", "leave it for now", "skip step 2 for now"), a yes with no
rule, a plan or a deed of prose alone, "match the existing style" with nothing named, thanks,
questions that ask ("why?", "why would I want that?", "do we use any anywhere else?"), the
other option for now or asked, the agent's words pasted back, a colleague's words, and empty,
code-only and agent-less messages.

It was measured before the reader was changed for it: exchanges read exactly 11/44, close
exchanges giving nothing durable 33/33; after: 29/44 and 33/33; with "never commit those" read
as the file the agent named (`tests/test_tasks_commit_those.py`), 30/44; with an annotation's
arguments left out of the rule about it, and a ban of silencing a checker read as the agent's
one silencing comment or attribute (`tests/test_tasks_exchanges_tenth_first_sight.py`), 33/44.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

CARGO_PLAN = ("My plan:\n1. Bump `serde` in `Cargo.toml`\n2. Edit `Cargo.lock` by hand to pin "
              "the old `syn`\n3. Run `cargo test`")
GO_PLAN = ("Plan:\n1. Add `golang.org/x/sync` to `go.mod`\n2. Run `go mod vendor`\n3. Run "
           "`go test ./...`")
SQL_PLAN = ("Here's what I'll do:\n1. Write the down migration\n2. Add `CASCADE` to the drop\n"
            "3. Run `make migrate`")
TS_PLAN = "My plan:\n1. Add `// @ts-ignore` above the failing import\n2. Run `tsc --noEmit`"
GIT_PLAN = ("Steps:\n1. Squash with `git rebase -i main`\n2. Update the remote with "
            "`git push --force-with-lease`")
GO_DONE = ("Done:\n- switched the timestamps to `time.Now().UTC()`\n- added a "
           "`time.Sleep(2 * time.Second)` in the test to wait for the worker\n- ran "
           "`go test ./...`")
ENV_DONE = ("Summary:\n- added a retry to the HTTP client\n- committed `.env` with the test "
            "keys\n- fixed the lint errors")
TS_DONE = ("What I changed:\n1. Renamed `getUser` to `fetchUser`\n2. Added "
           "`// eslint-disable-next-line` on the two warnings\n3. Updated the tests")
JAVA_DONE = ("I did three things:\n1. Added `lombok` to the pom\n2. Replaced the getters with "
             "`@Data`\n3. Ran `mvn verify`")
PY_DONE = "Done:\n- added `print()` calls to trace the loop\n- fixed the off-by-one\n- added a test"
SQL_DONE = ("Summary of the change:\n- added the `orders_total` view\n- used `WITH (NOLOCK)` "
            "hints on the joins\n- updated the report query")
RUST_DONE = ("Changes:\n- bumped `tokio` to 1.38\n- added `#[allow(dead_code)]` on the new "
             "module\n- ran `cargo test`")
SH_DONE = "Done:\n- added `set -x` at the top of `deploy.sh`\n- fixed the quoting of `$HOME`"
GO_STYLES = ("The existing handlers wrap errors with `fmt.Errorf`; I used `errors.Wrap` in the "
             "new one.")
PY_STYLES = "The existing tests use `@pytest.fixture`; I used `setUp` methods in the new ones."
RUST_STYLES = ("The crate derives its errors with `thiserror`; I hand-wrote `impl Display` for "
               "the new one.")
TS_STYLES = ("The older components use `interface` for props and the newer ones `type`; I used "
             "`type`.")
WRAPPED = "I wrapped the error with `fmt.Errorf(\"load config: %w\", err)` so the cause shows."
CLIPPY = "I ran `cargo clippy` before handing back; no warnings."
ZOD = "I used `zod` to validate the request body."
SLEEP_ASKED = "Should I add a `sleep(2)` in the test so the worker has time to start?"
HTTP = "I can write the client with either `requests` or `httpx`. Which one?"
FORCE = "Next I'll add a `--force` flag to the deploy script."
MOCK = "I'll switch the integration tests to `unittest.mock` so they don't hit the database."

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # what the agent is about to do, stopped with a rule
    ("a plan, we don't mock there", MOCK, "no, we don't mock in integration tests",
     {(AVOIDS, "unittest.mock", True)}),
    ("a flag planned, we never add those", FORCE, "don't, we never add force flags",
     {(AVOIDS, "--force", True)}),
    ("a select star planned, never here", "I'll use `SELECT *` in the report query to keep it "
     "short.", "no, never do that here", {(AVOIDS, "SELECT *", True)}),
    ("a dependency planned, not pulled in", "I'm going to add `github.com/pkg/errors` for the "
     "wrapping.", "no, we don't pull that in here", {(AVOIDS, "github.com/pkg/errors", True)}),
    ("an unwrap planned, not in library code", "I'll call `unwrap()` on the parse result.",
     "no - we don't unwrap in library code", {(AVOIDS, "unwrap()", True)}),
    ("a cast planned, never", "I'm going to cast the payload with `as any` to get past the "
     "compiler.", "please don't, we never cast to any", {(AVOIDS, "as any", True)}),
    ("a force push planned, stop", "Next I'll run `git push --force` to update the remote "
     "branch.", "stop, we never force push", {(NOT_RUN, "git push --force", True)}),
    ("a command planned, not here", "I'll run `npm audit fix --force` to clear the warnings.",
     "hold on, we don't do that here", {(NOT_RUN, "npm audit fix --force", True)}),
    ("an annotation planned, not here", "I'm going to add `@SuppressWarnings(\"unchecked\")` on "
     "the method.", "no, we don't suppress warnings here", {(AVOIDS, "@SuppressWarnings", True)}),
    ("an ignore planned, never", "I plan to add `# type: ignore` on those three lines.",
     "don't - we never silence mypy like that", {(AVOIDS, "# type: ignore", True)}),
    # a numbered plan, one step turned down by its place, as a rule
    ("a step by hand, never", CARGO_PLAN, "skip step 2, we never touch the lockfile by hand",
     {(FILES, "Cargo.lock", True)}),
    ("a step of vendoring, never", GO_PLAN, "drop step 2, we never vendor",
     {(NOT_RUN, "go mod vendor", True)}),
    ("the second step, never", SQL_PLAN, "skip the second, we never cascade drops",
     {(AVOIDS, "CASCADE", True)}),
    ("step 1, not here", TS_PLAN, "no to 1, we don't do that here",
     {(AVOIDS, "// @ts-ignore", True)}),
    ("step 2 of two, never", GIT_PLAN, "not step 2. never force push a shared branch",
     {(NOT_RUN, "git push --force-with-lease", True)}),
    # what the agent did, listed, one item turned down by its place or a word of it
    ("the sleep item, never in tests", GO_DONE, "the sleep one - we never sleep in tests",
     {(AVOIDS, "time.Sleep", True)}),
    ("the env bit, never commit", ENV_DONE, "revert the bit about .env, never commit those",
     {(FILES, ".env", True)}),
    ("item 2, we don't", TS_DONE, "undo 2, we don't disable lint rules",
     {(AVOIDS, "// eslint-disable-next-line", True)}),
    ("item 1, we don't use it", JAVA_DONE, "take out 1, we don't use lombok",
     {(AVOIDS, "lombok", True)}),
    ("the print part, never", PY_DONE, "remove the print part, we never leave prints in",
     {(AVOIDS, "print()", True)}),
    ("the nolock bit, never", SQL_DONE, "drop the NOLOCK bit, we never use those hints",
     {(AVOIDS, "WITH (NOLOCK)", True)}),
    ("the allow, not like that", RUST_DONE, "revert the allow, we don't silence warnings "
     "like that", {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("the first item, never committed", SH_DONE, "the first item: never in committed scripts",
     {(AVOIDS, "set -x", True)}),
    # the existing style, after the agent named it beside its own
    ("the existing style, here", GO_STYLES, "match the existing style",
     {(ADDS, "fmt.Errorf", False)}),
    ("the existing pattern, always", PY_STYLES, "always follow the existing pattern",
     {(ADDS, "@pytest.fixture", True)}),
    ("the existing convention, here", RUST_STYLES, "stick to the existing convention",
     {(ADDS, "thiserror", False)}),
    ("the older convention, from now on", TS_STYLES,
     "use the older convention from now on", {(ADDS, "interface", True)}),
    # a deed that names code, made the way for good
    ("wrapped, do that from now on", WRAPPED, "do that from now on",
     {(ADDS, "fmt.Errorf", True)}),
    ("ran clippy, keep doing that", CLIPPY, "keep doing that", {(RUNS, "cargo clippy", True)}),
    ("zod, how we always want it", ZOD, "that's how we always want it", {(ADDS, "zod", True)}),
    ("a helper call, every time", "I added `t.Helper()` at the top of the assertion helper.",
     "nice. do that every time", {(ADDS, "t.Helper()", True)}),
    ("a prepared statement, the way", "I used a `PreparedStatement` for the lookup instead of "
     "concatenating the id.", "that's the way we always want it",
     {(ADDS, "PreparedStatement", True)}),
    ("ran the formatter, every time", "I ran `ruff format` on the files I touched.",
     "perfect, from now on do that every time", {(RUNS, "ruff format", True)}),
    ("strict mode, every script", "I put `set -euo pipefail` at the top of the new script.",
     "keep doing that in every script", {(ADDS, "set -euo pipefail", True)}),
    ("pulled with rebase, always", "I updated the branch with `git pull --rebase` before "
     "pushing.", "yes, that's how we always want it", {(RUNS, "git pull --rebase", True)}),
    # a question back that turns the proposal down for good
    ("why would we ever sleep", SLEEP_ASKED, "why would we ever use sleep in a test?",
     {(AVOIDS, "sleep", True)}),
    ("since when skip hooks", "Want me to run `git commit --no-verify` so the hook doesn't "
     "block it?", "since when do we skip hooks?", {(NOT_RUN, "git commit --no-verify", True)}),
    ("why would anyone select star", "Should I use `SELECT *` here? It's shorter.",
     "why would anyone use select star in production code?", {(AVOIDS, "SELECT *", True)}),
    ("why would we ever ignore", "Shall I mark the test with `#[ignore]` until the fix lands?",
     "why would we ever ignore a failing test?", {(AVOIDS, "#[ignore]", True)}),
    ("why would we ever add it", "Want me to add `lodash` for the deep clone?",
     "why would we ever add lodash for that?", {(AVOIDS, "lodash", True)}),
    # a no with the replacement among the agent's own options
    ("not the one, the other always", HTTP, "not requests, the other one. always",
     {(ADDS, "httpx", True)}),
    ("not the first router, every service", "Options:\n1. `gorilla/mux`\n2. `chi`\n\nWhich "
     "router?", "not gorilla, the other one, and for every new service", {(ADDS, "chi", True)}),
    ("not the one, the other from now on", "For the state I can use `redux` or `zustand`. "
     "Preference?", "not redux. the other one from now on", {(ADDS, "zustand", True)}),
    ("not the null, the other always", "I could return `null` or `Optional.empty()` for the "
     "missing user. Which?", "not null, the other one, always",
     {(ADDS, "Optional.empty()", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # a plan answered for this time
    ("a plan, not this time", MOCK, "not this time"),
    ("a plan, leave it for now", FORCE, "leave it for now"),
    ("a plan, wait", "I'll run `git push --force` to update the remote branch.",
     "no, wait until the release is cut"),
    ("a plan, go ahead", MOCK, "yes go ahead"),
    ("a plan, sure", FORCE, "sure"),
    ("a step for now", CARGO_PLAN, "skip step 2 for now"),
    ("a plan, yes to all", GO_PLAN, "yes to all three"),
    ("a plan of prose, never", "I'll clean up the error handling next.", "no, we never do that"),
    ("a rule with no term", "I'll deploy the fix to staging now.",
     "not this time, we never ship on fridays"),
    # a listed deed turned down or kept for this time
    ("an item looks fine", ENV_DONE, "the .env part looks fine"),
    ("an item reverted", TS_DONE, "revert the second one"),
    ("an item dropped for now", SQL_DONE, "drop the NOLOCK bit for now"),
    # the existing style with nothing named
    ("the existing style, prose", "I fixed the bug in the parser.", "match the existing style"),
    ("the existing convention, one named", "The new handler is done and uses `chi`.",
     "match the existing convention"),
    # a deed thanked, or a habit with nothing named
    ("thanks, that works", WRAPPED, "thanks, that works"),
    ("great, that fixed it", CLIPPY, "great, that fixed it"),
    ("nice, thanks", ZOD, "nice, thanks"),
    ("from now on, prose", "I tidied up the README and fixed a few typos.",
     "do that from now on"),
    ("keep doing that, prose", "All the tests pass now.", "keep doing that"),
    ("keep doing that, bounded", CLIPPY, "keep doing that until the migration is done"),
    ("the way asked back", ZOD, "is that how we always want it?"),
    # questions back that ask
    ("why", SLEEP_ASKED, "why?"),
    ("why not", "Should I use `httpx` for the client?", "why not?"),
    ("why would I want that", SLEEP_ASKED, "why would I want that?"),
    ("do we use it elsewhere", "Should I cast it with `as any`?", "do we use any anywhere else?"),
    ("why did you", "I added `time.sleep(2)` before the retry.", "why did you add a sleep?"),
    # the other option for now, or asked
    ("not the one, the other", HTTP, "not requests, the other one"),
    ("the other asked", HTTP, "not requests, the other one?"),
    # pasted, others', empty, code, no agent message
    ("the agent's words pasted", FORCE,
     "> Next I'll add a `--force` flag to the deploy script.\nwhat would it do?"),
    ("others' words", MOCK, "my lead says we never mock in integration tests, is that right?"),
    ("empty answer", GO_DONE, ""),
    ("code alone", SLEEP_ASKED, "```python\n# never sleep here\nawait ready.wait()\n```"),
    ("no agent message", "", "do that from now on"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A flag added to a script's code is read as a flag a command is run with; "as any" is a
    # cast no verb of the ban names.
    "a flag planned, we never add those", "a cast planned, never",
    # A file edited by hand, turned down as "touch the lockfile": no file check is read.
    "a step by hand, never",
    # "never force push" is read in the person's own words (`git push --force`), not as the
    # agent's `--force-with-lease`.
    "step 2 of two, never",
    # Rules whose words name no word of the item's code ("those hints") or say a place only
    # ("never in committed scripts").
    "the nolock bit, never", "the first item, never committed",
    # Two of the code's ways named, one picked by "older".
    "the older convention, from now on",
    # "skip hooks" names the flag alone.
    "since when skip hooks",
    # Options weighed with "write ... with" or "return": no verb of using code.
    "not the one, the other always", "not the null, the other always",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
LEFT_PAD = "Want me to pull in `left-pad` for that?"
TENACITY = "Plan:\n1. Add `tenacity` for the retries\n2. Run `pip install -e .`\n3. Run the tests"
IGNORED = "Done:\n- added `@Ignore` to the flaky test\n- bumped `junit` to 5.10"
LOGGERS = "1. `pino`\n2. `winston`\n\nWhich logger?"
SLOG = "The other services log with `slog`; I used `log.Printf` in the new one."

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A question that speaks for all work is the no it states; one that may ask is left.
    ("why would we ever", LEFT_PAD, "why would we ever pull in left-pad?",
     {(AVOIDS, "left-pad", True)}),
    ("why would anyone", LEFT_PAD, "why would anyone pull that in?",
     {(AVOIDS, "left-pad", True)}),
    ("since when do we", "Should I run `npm install --force`?", "since when do we run that?",
     {(NOT_RUN, "npm install --force", True)}),
    ("why would we, no ever", LEFT_PAD, "why would we pull in left-pad here?", set()),
    ("why would I", LEFT_PAD, "why would I want that?", set()),
    ("why would we ever, asked on", LEFT_PAD,
     "why would we ever pull in left-pad, is it maintained?", set()),
    # One item of a plan or a report, pointed at by its place or a word of its code, then a
    # rule; not with nothing after it, for now, among options, or a word two items name.
    ("a step by its number", TENACITY, "skip 1, we never pull that in",
     {(AVOIDS, "tenacity", True)}),
    ("an item by a word of its code", IGNORED, "the ignore one - we don't do that here",
     {(AVOIDS, "@Ignore", True)}),
    ("an item by its order", IGNORED, "revert the first one, we don't do that here",
     {(AVOIDS, "@Ignore", True)}),
    ("a step, nothing after", TENACITY, "skip 1", set()),
    ("a step for now", TENACITY, "skip 1 for now", set()),
    ("an item agreed to", IGNORED, "the ignore one looks fine", set()),
    ("a step, a habit word after", TENACITY, "the tenacity one: always", set()),
    ("options, not steps", "1. `tenacity`\n2. `backoff`\n\nWhich?",
     "skip 1, we never pull that in", set()),
    ("a word of two items", "Done:\n- added `@Ignore` to `FooTest`\n- added `@Ignore` to "
     "`BarTest`", "the ignore one - we don't do that here", set()),
    ("a list in a fenced block", "```\n- added `@Ignore` to the flaky test\n- bumped `junit` "
     "to 5.10\n```", "the ignore one - we don't do that here", set()),
    # Not one option by its name, the other picked.
    ("not one, the other, always", LOGGERS, "not winston, the other one, always",
     {(ADDS, "pino", True)}),
    ("not one, the other", LOGGERS, "not winston, the other one", {(ADDS, "pino", False)}),
    ("not a name of neither", LOGGERS, "not bunyan, the other one, always", set()),
    # "that's how we always want it": what was done, for good.
    ("how we always want it", "I used `slog` for the new logs.",
     "that's how we always want it", {(ADDS, "slog", True)}),
    ("how we want it", "I used `slog` for the new logs.", "that's how we want it", set()),
    ("how they always want it", "I used `slog` for the new logs.",
     "that's how they always want it", set()),
    # The existing way, set by the agent against its own.
    ("the existing pattern, always", SLOG, "always follow the existing pattern",
     {(ADDS, "slog", True)}),
    ("the existing style", SLOG, "match the existing style", {(ADDS, "slog", False)}),
    ("the existing style, nothing of the agent's", "The new service logs with `slog`.",
     "match the existing style", set()),
    ("two existing ways", "The older services use `slog`; the newer ones use `zap`.",
     "match the existing style", set()),
    ("the existing style, and more", SLOG, "match the existing style in the tests", set()),
    # A call done or turned down for good is the call, whatever its arguments.
    ("a call done from now on", "I wrapped it with `errors.Join(a, b)`.",
     "do that from now on", {(ADDS, "errors.Join", True)}),
    ("a call banned in plain words", "I added `time.sleep(0.5)` in the test.",
     "no, we never sleep in tests", {(AVOIDS, "time.sleep", True)}),
    # A deed turned down by a word of its code in the person's ban.
    ("a deed banned by a word of it", "I added `console.log` calls in the reducer.",
     "no, we never leave console calls in", {(AVOIDS, "console.log", True)}),
    ("a deed banned for now", "I added `console.log` calls in the reducer.",
     "no, we never leave console calls in for now", set()),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
