"""Rules said with a verb that places or routes one code thing through another, at first sight.

A first-sight batch, written from how developers state where a kind of code must go through, be
wrapped in or sit behind, across Go, Python, TypeScript, Rust, Java and Django: "always wrap
outbound calls in `context.WithTimeout`", "route all calls through `ApiClient`", "put new
endpoints behind the `feature_flags` check", "guard all admin views with
`@staff_member_required`", "hang every route off `router`", "funnel all writes through `Repo`",
"thread `ctx` through every function that does I/O", "keep `console.log` out of committed code",
and a list of sides turned away before the rule ("not `moment`, not `dayjs`: always use
`date-fns`"). The preposition after the object names the wrapper, the gate or the way, never a
place; the check is the term added (the sides turned away: not added), and where the holder goes
around what it holds (wrap, gate, guard), only work that does that thing is judged. Beside them,
traps in the same words: the verb said of one thing ("wrap this call in a try"), of the screen
("wrap the text in the card"), in descriptions, questions, pasted code and logs, someone's docs;
and places that are places ("put the helper in `utils/`"), which keep their reading.

The expected readings were written before the batch was run. At first sight, as written: rules
3/40, traps 33/34, places 4/4, lines 1/6. The table was then set right on one point, against the
reader's own rule of reach: a bare imperative over every one of a kind ("wrap every handler with
`recover()`", "route all calls through `ApiClient`", "no `axios`, no `got` - use `fetch`") is a
change across the code that exists, as "add `json` tags to every struct field" is, and holds
for the task; a habit word, a modal of a kind or new work of a kind ("always", "from now on",
"all outbound email must", "new admin routes go") makes it a rule. 22 readings were written
durable that the reader, by that rule, keeps to the task, and the lines were asked of rules said
as habits. Measured again on the code before the change, with the table so set: rules 11/40,
traps 33/34, places 4/4, lines 1/8, checks scored 0/3. After: rules 35/40, traps 33/34, places
4/4, lines 8/8, checks scored 3/3.

What changed (`tasks/placing.py`): a clause opened by a verb of placing, its object a kind of thing
in words and its holder a name in code, is read as "use `X` to wrap outbound calls" is (the verb's
own prepositions: wrap in, route/funnel/send through, gate/put/hide/guard behind, hang off,
register on; "wrap ... with `X`" is read as the means already); "must go through `X`" and "go
behind `X`" of a kind likewise; "keep `X` out of" a kind of code is a ban of `X` there; "not `A`,
not `B`:" before a rule turns the sides away as "no `A`, no `B`:" does. Not so: one thing ("the
button", "this call"), a file, a folder, a tool or a command as the holder ("pipe the output
through `jq`", "every commit must go through `pre-commit`"), the verb told of someone ("we always
wrap errors in `ErrX` and that's why ..."), a contrast of two ways already read ("route every call
through `X`, not `Y`"). The reach of wrap, gate and guard names where the check is in play: the
work that makes an outbound call is the work a wrapper of outbound calls is asked of.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    HERE,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
    durable_lines,
)

NONE: Judged = set()

# The thing said wraps, guards, gates or routes what a kind of code does: the wrapper, the guard,
# the gate or the way must be in the added code; "in"/"with"/"behind"/"through" name it, never a
# place. The sides turned away, when said, must not be added.
WRAPS: tuple[tuple[str, str, Judged], ...] = (
    ("wrap outbound calls in WithTimeout", "always wrap outbound calls in "
     "`context.WithTimeout`", {(ADDS, "context.WithTimeout", True)}),
    ("wrap every handler with recover", "wrap every handler with `recover()`",
     {(ADDS, "recover()", False)}),
    ("wrap all DB calls in withRetry", "wrap all DB calls in `withRetry`",
     {(ADDS, "withRetry", False)}),
    ("wrap every page in ErrorBoundary", "from now on, wrap every page component in "
     "`ErrorBoundary`", {(ADDS, "ErrorBoundary", True)}),
    ("wrap each async handler, reason after", "Wrap each async route handler with "
     "`asyncHandler` so errors reach the middleware.", {(ADDS, "asyncHandler", False)}),
    ("wrap shared state in an Arc", "in Rust, always wrap shared state in an `Arc`",
     {(ADDS, "Arc", True)}),
    ("wrap store errors with Errorf", "please always wrap errors from the store with "
     "`fmt.Errorf`", {(ADDS, "fmt.Errorf", True)}),
    ("wrap subtests in t.Run", "always wrap subtests in `t.Run`", {(ADDS, "t.Run", True)}),
)

ROUTES: tuple[tuple[str, str, Judged], ...] = (
    ("route all calls through ApiClient", "route all calls through `ApiClient`",
     {(ADDS, "ApiClient", False)}),
    ("routed through httpClient, never fetch", "all HTTP requests should be routed through "
     "`httpClient`, never raw `fetch`", {(ADDS, "httpClient", True), (AVOIDS, "fetch", True)}),
    ("funnel all writes through Repo", "funnel all writes through `Repo`",
     {(ADDS, "Repo", False)}),
    ("send every log line through logger", "send every log line through `logger`",
     {(ADDS, "logger", False)}),
    ("pipe all user input through sanitize", "pipe all user input through `sanitize()`",
     {(ADDS, "sanitize()", False)}),
    ("pass HTML through DOMPurify", "always pass user-supplied HTML through "
     "`DOMPurify.sanitize`", {(ADDS, "DOMPurify.sanitize", True)}),
    ("email must go through Mailer", "all outbound email must go through `Mailer.deliver`",
     {(ADDS, "Mailer.deliver", True)}),
)

GATES: tuple[tuple[str, str, Judged], ...] = (
    ("new endpoints behind feature_flags", "put new endpoints behind the `feature_flags` check",
     {(ADDS, "feature_flags", False)}),
    ("gate experimental behind ENABLE_BETA", "always gate experimental features behind "
     "`ENABLE_BETA`", {(ADDS, "ENABLE_BETA", True)}),
    ("gate every UI change behind useFlag", "gate every new UI change behind `useFlag`",
     {(ADDS, "useFlag", False)}),
    ("new admin routes go behind requireAdmin", "new admin routes go behind `requireAdmin`",
     {(ADDS, "requireAdmin", True)}),
    ("hide unfinished features, always", "hide unfinished features behind "
     "`FeatureFlag.isEnabled`, always", {(ADDS, "FeatureFlag.isEnabled", True)}),
    ("guard every public method", "guard every public method with `checkArgument`",
     {(ADDS, "checkArgument", False)}),
    ("guard shared maps with RWMutex", "always guard shared maps with `sync.RWMutex`",
     {(ADDS, "sync.RWMutex", True)}),
    ("guard all admin views", "guard all admin views with `@staff_member_required`",
     {(ADDS, "@staff_member_required", False)}),
    ("protect every mutation endpoint", "protect every mutation endpoint with `csrf_protect`",
     {(ADDS, "csrf_protect", False)}),
)

PASSES: tuple[tuple[str, str, Judged], ...] = (
    ("pass ctx to every call", "pass `ctx` to every call", {(ADDS, "ctx", False)}),
    ("pass timeout= to requests.get", "always pass `timeout=` to `requests.get`",
     {(ADDS, "timeout=", True)}),
    ("thread ctx through every I/O function", "thread `ctx` through every function that does "
     "I/O", {(ADDS, "ctx", False)}),
    ("pass signal to fetch calls", "always pass `signal` to `fetch` calls",
     {(ADDS, "signal", True)}),
    ("hang every route off router", "hang every route off `router`", {(ADDS, "router", False)}),
    ("hang new subcommands off rootCmd", "hang all new subcommands off `rootCmd`",
     {(ADDS, "rootCmd", False)}),
    ("register every handler on mux", "register every handler on `mux`",
     {(ADDS, "mux", False)}),
    ("keep console.log out of committed code", "keep `console.log` out of committed code",
     {(AVOIDS, "console.log", False)}),
    ("keep unsafe out of the core crate", "keep `unsafe` out of the core crate",
     {(AVOIDS, "unsafe", False)}),
    # what is kept out is plain words: nothing a diff shows, so nothing is checked
    ("keep secrets out of config.yaml", "keep secrets out of `config.yaml`", NONE),
)

SIDES: tuple[tuple[str, str, Judged], ...] = (
    ("not moment, not dayjs: date-fns", "not `moment`, not `dayjs`: always use `date-fns`",
     {(ADDS, "date-fns", True), (AVOIDS, "moment", True), (AVOIDS, "dayjs", True)}),
    ("no axios, no got - fetch", "no `axios`, no `got` - use `fetch`",
     {(ADDS, "fetch", False), (AVOIDS, "axios", False), (AVOIDS, "got", False)}),
    ("not requests, not urllib3 - httpx", "not `requests`, not `urllib3` — always `httpx`",
     {(ADDS, "httpx", True), (AVOIDS, "requests", True), (AVOIDS, "urllib3", True)}),
    ("no gin, no fiber: net/http", "no `gin`, no `fiber`: plain `net/http` for every service",
     {(ADDS, "net/http", True), (AVOIDS, "gin", True), (AVOIDS, "fiber", True)}),
    ("no lodash, no underscore, native", "No `lodash`, no `underscore`. Use native array "
     "methods.", {(AVOIDS, "lodash", False), (AVOIDS, "underscore", False)}),
    ("not println, not dbg: tracing", "not `println!`, not `dbg!` — use `tracing` in library "
     "code", {(ADDS, "tracing", False), (AVOIDS, "println!", False), (AVOIDS, "dbg!", False)}),
)

# The same verbs said of one thing this time, in descriptions, questions, pasted code and logs,
# and of the screen: no rule that stands. A one-off ask may keep its own task's check.
TRAPS: tuple[tuple[str, str, Judged], ...] = (
    ("wrap this call in a try", "wrap this call in a try", NONE),
    ("question: wrap in try/except", "can you wrap this call in `try/except`?",
     {(ADDS, "try/except", False)}),
    ("client wraps errors", "the client wraps errors in `ErrUpstream`", NONE),
    ("middleware already wraps", "our middleware wraps every handler with `recover()` already",
     NONE),
    ("should we route", "should we route all calls through `ApiClient`?", NONE),
    ("wrap the text in the card", "wrap the text in the card", NONE),
    ("wrap the label in a span", "wrap the button label in a `<span>`",
     {(ADDS, "<span>", False), (ADDS, "span", False)}),
    ("pasted go with a comment", "```go\n// always wrap handlers in recoverer\n"
     "mux.Handle(\"/\", recoverer(h))\n```", NONE),
    ("handler is guarded", "the handler is guarded with `sync.Mutex` so it's safe", NONE),
    ("endpoint sits behind requireAuth", "this endpoint sits behind `requireAuth`, that's why "
     "you get 401", NONE),
    ("flag gated in prod", "the flag is gated behind `ENABLE_BETA` in prod", NONE),
    ("gate it behind, one-off", "gate it behind `ENABLE_NEW_CHECKOUT`",
     {(ADDS, "ENABLE_NEW_CHECKOUT", False)}),
    ("why passed ctx twice", "why does `fetchUser` get passed `ctx` twice?", NONE),
    ("I passed ctx, still times out", "I passed `ctx` to every call but it still times out",
     NONE),
    ("routed through nginx", "every request is routed through `nginx` first", NONE),
    ("traffic goes through envoy", "traffic goes through `envoy` before it hits the app", NONE),
    ("hang on, router", "hang on, `router` isn't exported", NONE),
    ("PR funnels writes", "the PR funnels writes through `Repo` now, looks good", NONE),
    ("keep logs out of the answer", "keep going, and keep the logs out of the answer", NONE),
    ("not moment not dayjs question", "not `moment`, not `dayjs` — which one does the repo "
     "use?", NONE),
    ("not axios not got: the bug", "it's not `axios`, not `got`: the bug is in our own retry "
     "loop", NONE),
    ("no axios no got in this file", "no `axios`, no `got` in this file — just the standard "
     "lib, as far as I can see", NONE),
    ("old code wrapped in Promise.all", "In the old code we wrapped everything in "
     "`Promise.all`, which was slow", NONE),
    ("the docs: wrap every handler", "the OpenTelemetry docs: wrap every handler with "
     "`otelhttp.NewHandler`", NONE),
    ("wrap this one in useMemo", "wrap this one in `useMemo`", {(ADDS, "useMemo", False)}),
    ("wrap README lines", "wrap the long lines in the README at 80 columns", NONE),
    ("modal behind the overlay", "put the modal behind the overlay", NONE),
    ("wrap the logo in a link", "wrap the logo in a link", NONE),
    ("pass the suite through tox", "pass the test suite through `tox` once to see",
     {(RUNS, "tox", False)}),
    ("route /health, one-off", "route `/health` through the `public` group",
     {(ADDS, "public", False)}),
    ("pasted test log", "$ go test ./...\n--- FAIL: TestWrap\n    wrap_test.go:12: expected "
     "handler to be wrapped in recover()", NONE),
    ("guard against nil, one-off", "guard against nil here with `if err != nil`",
     {(ADDS, "if err != nil", False)}),
    ("cache keeps entries out", "the cache keeps stale entries out of `redis`", NONE),
    ("does ApiClient route", "Does `ApiClient` route everything through `fetch`?", NONE),
)

# Places that are places: "put X in `dir/`" is a rule of where a file goes, read as before.
PLACES: tuple[tuple[str, str, Judged], ...] = (
    ("put the helper in utils/", "put the helper in `utils/`", NONE),
    ("new hooks in src/hooks/", "always put new hooks in `src/hooks/`", NONE),
    ("tests in tests/", "put tests in `tests/` not next to the code", NONE),
    ("migrations in db/migrations", "keep migrations in `db/migrations`", NONE),
)

# The line the night writes of a rule said as a habit says the person's verb and the term.
LINES: tuple[tuple[str, str, str, str], ...] = (
    ("line: wrap in", "always wrap outbound calls in `context.WithTimeout`", "wrap",
     "context.WithTimeout"),
    ("line: wrap a page", "from now on, wrap every page component in `ErrorBoundary`", "wrap",
     "ErrorBoundary"),
    ("line: route", "always route calls through `ApiClient`", "route", "ApiClient"),
    ("line: behind", "always put new endpoints behind the `feature_flags` check", "gate",
     "feature_flags"),
    ("line: guard", "always guard shared maps with `sync.RWMutex`", "guard", "sync.RWMutex"),
    ("line: hang", "from now on, hang every route off `router`", "hang", "router"),
    ("line: funnel", "going forward, funnel all writes through `Repo`", "funnel", "Repo"),
    ("line: keep out", "always keep `console.log` out of committed code", "console.log",
     "committed code"),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "with" is read as the means after a verb and at most three words of its object
    "wrap store errors with Errorf",
    # the ban after an adjective ("never raw `fetch`") is not read
    "routed through httpClient, never fetch",
    # "to `requests.get`" names one symbol, so the rule is kept to the task
    "pass timeout= to requests.get",
    # a verbless side asked for ("always `httpx`", "plain `net/http` for every service")
    "not requests, not urllib3 - httpx",
    "no gin, no fiber: net/http",
    # the first side of a list said of one file is read as a ban of the task
    "no axios no got in this file",
})

# Near shapes written after the batch: what the change must leave as it was, and what it must
# not read as a rule of the person's.
NEAR: tuple[tuple[str, str, Judged], ...] = (
    ("a contrast after the route, as before", "route every call through `ApiClient`, not "
     "`fetch`", {(ADDS, "ApiClient", True), (AVOIDS, "fetch", True)}),
    ("wrap with, as before", "always wrap errors with `%w`, never `%v`",
     {(ADDS, "%w", True), (AVOIDS, "%v", True)}),
    ("a file is where, not what", "always wrap the handler in `middleware.go`", NONE),
    ("the team's way told, then its flaw", "we always wrap errors in `ErrInternal` and that's "
     "why the message is useless", NONE),
    ("one thing behind a check", "from now on hide the button behind `isAdmin`", NONE),
    ("a tool piped through", "always pipe the output through `jq`", NONE),
    ("a tool a commit goes through", "every commit must go through `pre-commit`", NONE),
    ("a command a change goes through", "every change must go through `make check`", NONE),
    ("sides, then how the old app is", "not `moment`, not `dayjs`. We use `luxon` in the old "
     "app", NONE),
    ("a blank line behind a line of code", "always put a blank line behind `package main`", NONE),
    ("a one-off wrap", "Then wrap each call in `retry()` and we're done",
     {(ADDS, "retry()", False)}),
    ("sides of tools", "no `pip`, no `poetry`: always use `uv`",
     {(RUNS, "uv", True), (NOT_RUN, "pip", True), (NOT_RUN, "poetry", True)}),
)


def _changed(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, list(lines), [])])


# The check a rule said so gives: kept by work that adds the holder where it does the thing,
# broken by work that does the thing without it, silent (None) on work that does not do it.
SCORED: tuple[tuple[str, str, Attempt, Attempt, Attempt, float | None], ...] = (
    ("outbound calls wrapped", "always wrap outbound calls in `context.WithTimeout`",
     _changed("client.go", "\tctx, cancel := context.WithTimeout(ctx, 5*time.Second)",
              "\tresp, err := http.DefaultClient.Do(req.WithContext(ctx))"),
     _changed("client.go", "\tresp, err := http.Get(url)"),
     _changed("README.md", "Run the server with make run."), None),
    ("calls routed through a client", "from now on, route all HTTP calls through `ApiClient`",
     _changed("src/api/users.ts", "const users = await ApiClient.get('/users');"),
     _changed("src/api/users.ts", "const users = await fetch('/users');"),
     # the calls routed are what the rule is for: a change that makes none is no miss
     _changed("src/styles.css", ".card { margin: 0; }"), None),
    ("console.log kept out", "always keep `console.log` out of committed code",
     _changed("src/app.ts", "logger.info('started');"),
     _changed("src/app.ts", "console.log('started');"),
     _changed("src/theme.ts", "export const dark = true;"), 1.0),
)

RULES = (*WRAPS, *ROUTES, *GATES, *PASSES, *SIDES)


def test_the_batch_names_each_case_once() -> None:
    check_whole([n for n, _, _ in (*RULES, *TRAPS, *PLACES, *NEAR)]
                + [n for n, *_ in (*LINES, *SCORED)], KNOWN_MISSES)


test_a_rule_said_with_a_verb_of_placing_asks_for_what_it_names = reads_as_expected(
    RULES, KNOWN_MISSES)


test_the_same_verbs_said_of_one_thing_or_told_give_no_rule = gives_no_more_than(TRAPS, KNOWN_MISSES)


test_a_place_that_is_a_place_is_read_as_before = reads_as_expected(PLACES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "verb", "term"), LINES, ids=[n for n, *_ in LINES])
def test_the_line_written_says_the_verb_and_the_term(name: str, words: str, verb: str,
                                                     term: str) -> None:
    lines = [line.lower() for _, _, line in durable_lines(words)]
    read = any(verb in line and term.lower() in line for line in lines)
    assert read != (name in KNOWN_MISSES)


test_near_shapes_keep_their_reading = reads_exactly(NEAR)


@pytest.mark.parametrize(("name", "rule", "keeps", "breaks", "elsewhere", "there"), SCORED,
                         ids=[n for n, *_ in SCORED])
def test_the_check_asks_for_the_holder_where_the_work_does_the_thing(
        name: str, rule: str, keeps: Attempt, breaks: Attempt, elsewhere: Attempt,
        there: float | None) -> None:
    judges = derive([Quote(rule, HERE)])
    assert judges
    assert all(j.score(keeps) == 1.0 and j.score(breaks) == 0.0 for j in judges)
    assert [j.score(elsewhere) for j in judges] == [there] * len(judges)
