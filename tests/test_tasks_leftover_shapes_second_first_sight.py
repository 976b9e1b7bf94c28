"""Rules the reader still missed by their shape, a second batch: "put" as a verb of adding, new
work as the subject of "should" or "need", a reach said before "always" with "for", spellings,
a place with no comma before "we never", and "now" with a noun as new work, at first sight.

A first-sight batch, written from how developers say these across languages and tools:
1. "put" as a verb of adding code to a kind of code ("always put `#[must_use]` on functions that
   return a builder", "never put `print()` calls in library code"), beside "put" in idioms, in
   the work's own steps and in what was done ("put it this way", "put the `redis` migration on
   hold", "we put `sleep(1)` there to paper over the race");
2. new work of a kind of code as the subject of "should", "must" or "need" ("new endpoints
   should return `ProblemDetails`", "new tables need a `created_at`"), beside what one new thing
   or a thing of the product should do ("the new endpoint should return ...", "new orders should
   have status `pending`");
3. what a rule is for said before it with "for" ("for `Money`, always use `Decimal`", "for
   anything touching money, never use `float`"): its line keeps it, or the rule is the task's;
4. a spelling ("it's `cancelled`, not `canceled`", "we spell it `colour` in the UI strings"),
   only where a check of added text can tell the forms apart: two forms of a short name or an
   acronym in another letter case ("`Id` not `ID` in type names") give nothing;
5. a place with no comma before "we never" or "we always" ("in our code we never use `panic`",
   "in Python we always use `pathlib`"), beside the code at hand ("in this file we never ...");
6. "now" and one thing named after the work is done ("now the export endpoint", "now tests for
   the parser"): the next piece of work, a new task and no rule; "now the same for X" and a part
   of the work in progress go on with it.
A rule is read right when its judges are the ones meant and every durable line says what it
must; a look-alike when it gives nothing beyond what its own task may hold.

It was measured before the reader was changed for it. At first sight, as first written (each
look-alike's judges meant exactly): 54/103 (put 0/11, near 7/9; new work 1/11, near 3/7; reach
with "for" 8/12, near 6/6; spellings 5/10, near 4/5; a place before "we" 6/10, near 5/5; nothing
of the person's own 4/4; "now" and a noun 5/13). Six of those were wrong lessons: "we put
`sleep(1)` there ..." and "`Id` not `ID` in type names" read as rules, and four lines written
wider than said ("Use `Decimal`." for `Money`, "Do not use `float`." for anything touching
money, "Use `// @ts-check`." for new TypeScript files, "Use `slog`, not `log`." for new API
handlers). Four expected readings were then set right, the reader's being right where the table
was not: "put `X` above every Y" with no habit word may be one change to all that exists now,
kept to its task as "add `X` to every Y" is, and "at the top of every module" is all the code,
which the plain line says; and a look-alike is read right when it gives nothing beyond its own
task (nothing at all is no wrong lesson). Measured so on the reader before and after the
change: put 1/11 and 11/11, near 8/9 and 9/9; new work 1/11 and 8/11, near 7/7 and 7/7; reach
with "for" 8/12 and 10/12, near 6/6 and 6/6; spellings 5/10 and 7/10, near 5/5 and 5/5; a place
before "we" 6/10 and 9/10, near 5/5 and 5/5; nothing of the person's own 4/4 and 4/4; "now" and
a noun 5/13 and 13/13. In all, 61/103 before and 94/103 after, with no wrong lesson left.

What changed: "put `X` on/above/in/at the top of Y" is "add `X` ..." (not an idiom, not the text
of a message), and "we put `X`" is the team's way only with where it goes; where a verb of
putting sets a term is said whole in the line ("on functions that return a builder"), or the
rule is the task's; a place a rule's reach is read as, or "our code", said before "we always"
or "we never" with no comma opens the team's rule; "for `X`," or "for anything <words>,"
opening a sentence is what the rule is for; a subject "new <kind of code>" makes what it
returns, has or needs a rule of all new such work, said in its line ("a `down` method" of any
new migration); "should <verb> with `X`" is read with its subject; a choice after "should be"
is either one; after a bare "it's", a word set against itself with a letter or two left out
inside it is a spelling ("`parser`, not `parse`" is another word); two forms of a short name in
another letter case give nothing; "now" with one thing of its own is the next piece of work.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the figures are the real ones.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import Before, decided_new
from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
    check_within,
    durable_lines,
    judged,
)

# name, words, the judges meant, what every durable line must say ("" when the plain line is the
# rule)
Case = tuple[str, str, Judged, str]

# 1. "put" as a verb of adding a term to a kind of code.
PUT: tuple[Case, ...] = (
    # with no habit word, "every" may be all that exists now: one change
    ("SAFETY comment unsafe", "put a `// SAFETY:` comment above every unsafe block",
     {(ADDS, "// SAFETY:", False)}, ""),
    ("must_use builders", "Always put `#[must_use]` on functions that return a builder.",
     {(ADDS, "#[must_use]", True)}, "builder"),
    ("pipefail shell scripts", "put `set -euo pipefail` at the top of every shell script",
     {(ADDS, "set -euo pipefail", False)}, ""),
    ("override annotation", "always put the `@Override` annotation on overriding methods",
     {(ADDS, "@Override", True)}, "`@Override` annotation"),
    ("future annotations we put", "we put `from __future__ import annotations` at the top of "
     "every module", {(ADDS, "from __future__ import annotations", True)}, ""),
    ("print never put", "Never put `print()` calls in library code.",
     {(AVOIDS, "print()", True)}, "library code"),
    ("t.Parallel every test", "Please put a `t.Parallel()` call at the start of every test.",
     {(ADDS, "t.Parallel()", False)}, ""),
    ("cascade foreign keys", "always put `ON DELETE CASCADE` on foreign keys",
     {(ADDS, "ON DELETE CASCADE", True)}, "foreign keys"),
    # "on every" after "put" is where the code goes, as "to every" is after "add": the task's
    ("derive debug public", "put `#[derive(Debug)]` on every public struct",
     {(ADDS, "#[derive(Debug)]", False)}, ""),
    ("transactional from now on", "from now on put `@Transactional` on service methods",
     {(ADDS, "@Transactional", True)}, "service methods"),
    ("todo never put", "never put `TODO` comments in the code, open an issue",
     {(AVOIDS, "TODO", True)}, "comments"),
)
# "put" in an idiom, a phrasal verb, a one-off or a description: no rule.
PUT_NEAR: tuple[Case, ...] = (
    ("put this way", "put it this way: the cache never hits", set(), ""),
    ("put up a PR", "put up a PR when you're done", set(), ""),
    ("put on hold", "put the `redis` migration on hold for now", set(), ""),
    ("put simply", "put simply, `unwrap` panics on `None`", set(), ""),
    ("who put unwrap", "who put `unwrap()` all over the parser?", set(), ""),
    ("I put safety", "I put a `// SAFETY:` comment above the unsafe block, is that enough?",
     set(), ""),
    ("put this block", "put a `// SAFETY:` comment above this unsafe block",
     {(ADDS, "// SAFETY:", False)}, ""),
    ("we put sleep", "we put `sleep(1)` there to paper over the race", set(), ""),
    ("migration own commit", "put the migration in its own commit", set(), ""),
)

# 2. New work as the subject of "should", "must" or "need".
NEW_SHOULD: tuple[Case, ...] = (
    ("script setup new comps", "New components should use `<script setup>`.",
     {(ADDS, "<script setup>", True)}, "new components"),
    ("ProblemDetails new endpoints", "new endpoints should return `ProblemDetails`",
     {(ADDS, "ProblemDetails", True)}, "new endpoints"),
    ("created_at new tables", "new tables need a `created_at`",
     {(ADDS, "created_at", True)}, "new tables"),
    ("down any new migration", "Any new migration needs a `down` method.",
     {(ADDS, "down", True)}, "new migration"),
    ("json new commands", "new CLI commands should accept `--json`",
     {(ADDS, "--json", True)}, "new cli commands"),
    ("deny docs new modules", "New Rust modules must have `#![deny(missing_docs)]`.",
     {(ADDS, "#![deny(missing_docs)]", True)}, "new rust modules"),
    ("t.Run new tests", "new tests should use `t.Run` subtests",
     {(ADDS, "t.Run", True)}, "new tests"),
    ("slog new handlers", "New API handlers should log with `slog`, not `log`.",
     {(ADDS, "slog", True), (AVOIDS, "log", True)}, "new api handlers"),
    ("not null new columns", "new columns need a `NOT NULL` constraint",
     {(ADDS, "NOT NULL", True)}, "new columns"),
    ("sealed new classes", "New Kotlin classes should be `sealed` or `final`, never `open`.",
     {(AVOIDS, "open", True)}, "new kotlin classes"),
    ("strict new files", "new TypeScript files must start with `// @ts-check`",
     {(ADDS, "// @ts-check", True)}, "new typescript files"),
)
# What some code or some thing of the product should do: the work's specification.
NEW_SHOULD_NEAR: tuple[Case, ...] = (
    ("the new endpoint 404", "the new endpoint should return `ProblemDetails` on a 404",
     {(ADDS, "ProblemDetails", False)}, ""),
    ("this new component", "this new component should use `<script setup>` too",
     {(ADDS, "<script setup>", False)}, ""),
    ("new users email", "New users should get a welcome email.", set(), ""),
    ("new orders pending", "new orders should have status `pending`",
     {(ADDS, "pending", False)}, ""),
    ("new tokens expire", "new tokens should expire after `15m`", {(ADDS, "15m", False)}, ""),
    ("should new endpoints", "should new endpoints return `ProblemDetails`?", set(), ""),
    ("new rows default", "new rows need to default to `active`", {(ADDS, "active", False)}, ""),
)

# 3. A reach said before "always" or "never" with "for": the line keeps it.
FOR_SCOPE: tuple[Case, ...] = (
    ("Decimal for Money", "for `Money`, always use `Decimal`", {(ADDS, "Decimal", True)},
     "money"),
    ("anyio anything async", "for anything async, use `anyio`", {(ADDS, "anyio", True)},
     "async"),
    ("httpx http calls", "For HTTP calls, always use `httpx`.", {(ADDS, "httpx", True)},
     "http calls"),
    ("date-fns dates", "for dates, always go with `date-fns`", {(ADDS, "date-fns", True)},
     "dates"),
    ("fmt.Println logging", "For logging, never use `fmt.Println`.",
     {(AVOIDS, "fmt.Println", True)}, "logging"),
    ("serde config", "for config parsing, always use `serde`", {(ADDS, "serde", True)},
     "config parsing"),
    ("uuid ids we", "For IDs we always use `uuid.v7()`", {(ADDS, "uuid.v7()", True)}, "ids"),
    ("json go jsoniter", "for JSON, always use `encoding/json`, never `jsoniter`",
     {(ADDS, "encoding/json", True), (AVOIDS, "jsoniter", True)}, "json"),
    ("timestamptz", "For timestamps, always store `timestamptz`.",
     {(ADDS, "timestamptz", True)}, "timestamps"),
    ("float money", "for anything touching money, never use `float`",
     {(AVOIDS, "float", True)}, "money"),
    ("wrap errors", "for errors, always wrap with `%w`", {(ADDS, "%w", True)}, "errors"),
    ("pydantic payloads", "For request payloads always use `pydantic` models.",
     {(ADDS, "pydantic", True)}, "request payloads"),
)
FOR_SCOPE_NEAR: tuple[Case, ...] = (
    ("for this PR", "for this PR, use `httpx`", {(ADDS, "httpx", False)}, ""),
    ("for now", "for now, always use `requests`", {(ADDS, "requests", False)}, ""),
    ("for one symbol", "for `total_price`, use `Decimal`", {(ADDS, "Decimal", False)}, ""),
    ("for what it's worth", "For what it's worth, I always use `httpx`.", set(), ""),
    ("for the record", "for the record, we never used `panic` there", set(), ""),
    ("for the login form", "For the login form, use `zod`.", {(ADDS, "zod", False)}, ""),
)

# 4. How a word is spelled, where the check can tell the forms apart.
SPELLING: tuple[Case, ...] = (
    ("cancelled not canceled", "it's `cancelled`, not `canceled`",
     {(ADDS, "cancelled", True), (AVOIDS, "canceled", True)}, ""),
    ("colour ui strings", "we spell it `colour` in the UI strings", {(ADDS, "colour", True)},
     "ui strings"),
    ("email not e-mail", "we write `email`, never `e-mail`",
     {(ADDS, "email", True), (AVOIDS, "e-mail", True)}, ""),
    ("GitLab casing", "the product is spelled `GitLab`, not `Gitlab`",
     {(ADDS, "GitLab", True), (AVOIDS, "Gitlab", True)}, ""),
    ("cancelled everywhere", "spell it `cancelled`, two l's, everywhere",
     {(ADDS, "cancelled", True)}, ""),
    ("canceled api", "in the API it's `canceled`, one l, not `cancelled`",
     {(ADDS, "canceled", True), (AVOIDS, "cancelled", True)}, "api"),
    ("judgment docs", "`judgment`, not `judgement`, in the docs",
     {(ADDS, "judgment", True), (AVOIDS, "judgement", True)}, "docs"),
    ("behaviour copy", "It's always `behaviour` in our copy, never `behavior`.",
     {(ADDS, "behaviour", True), (AVOIDS, "behavior", True)}, ""),
    # Forms a check of added text cannot tell apart: a short name in another letter case is
    # inside other words ("Identifier", "UUID", "Ok(") as often as it is the form meant.
    ("Id not ID", "`Id` not `ID` in type names", set(), ""),
    ("OK not Ok", "`OK`, not `Ok`, in log messages", set(), ""),
)
SPELLING_NEAR: tuple[Case, ...] = (
    ("which spelling", "is it `cancelled` or `canceled`?", set(), ""),
    ("the api returns", "the API returns `canceled`, not `cancelled`", set(), ""),
    ("stripe spells", "Stripe spells it `canceled`", set(), ""),
    ("Id vs ID question", "`Id` vs `ID`, which do you prefer?", set(), ""),
    ("this string", "in this string it's `colour`", {(ADDS, "colour", False)}, ""),
)

# 5. A place said with no comma before "we never" or "we always".
PLACE_WE: tuple[Case, ...] = (
    ("panic our code", "in our code we never use `panic`", {(AVOIDS, "panic", True)}, ""),
    ("make lint repo", "in this repo we always run `make lint` first",
     {(RUNS, "make lint", True)}, ""),
    ("any codebase", "In this codebase we never use `any`.", {(AVOIDS, "any", True)}, ""),
    ("pgx backend", "in the backend we always use `pgx`, not `database/sql`",
     {(ADDS, "pgx", True), (AVOIDS, "database/sql", True)}, "backend"),
    ("drop column migrations", "in migrations we never use `DROP COLUMN`",
     {(AVOIDS, "DROP COLUMN", True)}, "migrations"),
    ("pathlib python", "in Python we always use `pathlib`", {(ADDS, "pathlib", True)},
     "python"),
    ("pipefail shell", "in shell scripts we always use `set -euo pipefail`",
     {(ADDS, "set -euo pipefail", True)}, "shell scripts"),
    ("sleep tests", "In tests we never use `time.sleep`.", {(AVOIDS, "time.sleep", True)},
     "tests"),
    ("push main repo", "in this repo we never push to `main` directly",
     {(NOT_RUN, "git push \u2026 main", True)}, ""),
    ("wrap go code", "in Go code we always wrap errors with `%w`", {(ADDS, "%w", True)},
     "go code"),
)
PLACE_WE_NEAR: tuple[Case, ...] = (
    ("in this file bug", "in this file we never call `close()`, that's the bug", set(), ""),
    ("in the old code", "in the old code we always used `moment`", set(), ""),
    ("in that test", "in that test we never close the `db`", set(), ""),
    ("in this function", "in this function we always return `nil`, so the error is lost",
     set(), ""),
    ("in prod never saw", "in prod we never saw a `panic` before today", set(), ""),
)

# Nothing of the person's own: no words, pasted code, a quote of someone else.
NOT_SAID: tuple[Case, ...] = (
    ("empty", "", set(), ""),
    ("code block", "```\n// put a `// SAFETY:` comment above every unsafe block\n"
     "in our code we never use `panic`\n```", set(), ""),
    ("reviewer quoted", 'the reviewer wrote: "for `Money`, always use `Decimal`". is that '
     "right?", set(), ""),
    ("quoted reply", "> New components should use `<script setup>`.\n\nthoughts?", set(), ""),
)

RULES = (*PUT, *NEW_SHOULD, *FOR_SCOPE, *SPELLING, *PLACE_WE)
NEAR = (*PUT_NEAR, *NEW_SHOULD_NEAR, *FOR_SCOPE_NEAR, *SPELLING_NEAR, *PLACE_WE_NEAR, *NOT_SAID)
ALL = (*RULES, *NEAR)

# 6. "now" and a noun after the work is done: the next piece of work, no rule.
EXPORT = Before(
    "add a CSV export of the invoices list",
    "Done. `GET /invoices/export.csv` streams the filtered invoices as CSV (`number`, "
    "`customer`, `total`, `issued_at`); I added the route in `routes/invoices.ts` and a test "
    "in `invoices.test.ts`. All tests pass.")
PARSER = Before(
    "write a parser for the config DSL",
    "I wrote a recursive descent parser in `src/parser.rs`: it handles sections, key/value "
    "pairs, arrays and comments, and returns a `Config` or a `ParseError` with the line and "
    "column. `cargo build` is clean.")
LOGIN = Before(
    "add rate limiting to the login endpoint",
    "Added a token bucket per IP in `middleware/ratelimit.go` (5 attempts per minute) and "
    "applied it to `POST /login`. Tests cover the limit and the reset; `go test ./...` passes.")
SIGNUP = Before(
    "move the signup form to react-hook-form",
    "Moved `SignupForm.tsx` to `react-hook-form` with a `zod` schema; the three fields validate "
    "on blur and the submit button is disabled while submitting. The snapshot test is "
    "updated.")

NOW_NEW: tuple[tuple[str, Before, str], ...] = (
    ("export endpoint", LOGIN, "now the export endpoint"),
    ("tests for the parser", PARSER, "now tests for the parser"),
    ("password reset email", EXPORT, "now the password reset email"),
    ("audit log", SIGNUP, "ok, now the audit log page"),
    ("docker image", PARSER, "great. now a Dockerfile for the CLI"),
    ("billing webhooks", LOGIN, "now the Stripe webhook handler"),
    ("search bar", EXPORT, "cool, now the search bar on the customers page"),
    ("settings migration", SIGNUP, "now the settings form"),
)
# "now" with what goes on with the work in progress.
NOW_GOES_ON: tuple[tuple[str, Before, str], ...] = (
    ("same for orders", EXPORT, "now the same for the orders list"),
    ("now the test", LOGIN, "now the reset"),
    ("now it works", SIGNUP, "now it works, thanks"),
    ("the snapshot", SIGNUP, "now the snapshot test"),
    ("same in admin", LOGIN, "now the same in the admin routes"),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A term in angle brackets is no term the reader takes.
    "script setup new comps",
    # "accept `--json`", "store `timestamptz`": verbs the reader does not take for a rule of code.
    "json new commands",
    "timestamptz",
    # "`sealed` or `final`, never `open`": either of the choice is read, the ban after it lost.
    "sealed new classes",
    # "for anything async" with no habit word: kept to the task.
    "anyio anything async",
    # "one l" said between the two spellings; the place a spelling holds in ("in the docs") left
    # out of its line. (A spelling said with "always ... in our copy", read as its ban alone
    # then, is read whole since conventions of writing are read as such: `spelling.py`.)
    "canceled api",
    "judgment docs",
    # "the backend" is one part of the project: a rule kept to it stays the task's.
    "pgx backend",
})


def read_right(words: str, expected: Judged, keep: str) -> bool:
    """The words give the judges meant, and every durable line says `keep`."""
    if judged(words) != expected:
        return False
    return all(keep.lower() in line.lower() for _, _, line in durable_lines(words))


@pytest.mark.parametrize(("name", "words", "expected", "keep"), RULES,
                         ids=[c[0] for c in RULES])
def test_each_rule_is_read_as_meant(name: str, words: str, expected: Judged, keep: str) -> None:
    if name in KNOWN_MISSES:
        assert not read_right(words, expected, keep), f"{name!r} is read right now"
    else:
        assert judged(words) == expected
        assert all(keep.lower() in line.lower() for _, _, line in durable_lines(words))


@pytest.mark.parametrize(("name", "words", "allowed", "_keep"), NEAR, ids=[c[0] for c in NEAR])
def test_a_look_alike_gives_nothing_beyond_its_own_task(name: str, words: str, allowed: Judged,
                                                        _keep: str) -> None:
    check_within(name, judged(words), allowed, KNOWN_MISSES)


NOW_ROWS = [(n, b, w, True) for n, b, w in NOW_NEW] + [(n, b, w, False)
                                                      for n, b, w in NOW_GOES_ON]


@pytest.mark.parametrize(("name", "before", "words", "new"), NOW_ROWS,
                         ids=[r[0] for r in NOW_ROWS])
def test_now_and_a_noun_is_new_work_and_no_rule(name: str, before: Before, words: str,
                                                new: bool) -> None:
    right = decided_new(before, words) == new and not judged(words, before.reply)
    if name in KNOWN_MISSES:
        assert not right, f"{name!r} is read right now"
    else:
        assert right


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in ALL] + [r[0] for r in NOW_ROWS]
    assert len(names) >= 100
    check_whole(names, KNOWN_MISSES)
