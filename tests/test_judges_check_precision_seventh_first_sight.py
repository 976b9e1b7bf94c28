"""How precisely the rule reader writes checks, at first sight: a seventh batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_fifth_first_sight.py`, `..._sixth_...`,
`test_tasks_tool_output_rules_first_sight.py`) noticed and left four shapes; this one takes them
in many wordings across Go, Python, TypeScript, Rust, Java, PHP, SQL and shell: a call, a member
or a statement of code said as kept out of commits ("never commit `console.log` calls", "no
`fmt.Println` in commits", "don't push `print()` calls"), which bans the term in the code
committed and is never a check of a file of that name nor a ban of committing; another source's
words under a label naming it ("From MDN:", "API docs:", "According to the React docs:", "Per
Google's style guide:"), beside the person's own labels ("From now on:", "From Monday:", "From
me:", "Rule:", "Note to self:"); one line of a file as the label of what follows ("L12:", "line
17 -", "on line 5 of main.py,", "main.rs L9:"), the task's; and answers to the agent's options
or question ("that's how we do it everywhere" after a pick, a plain yes). Beside them, the
person's rules in the same surface shapes, so that no fix kills a word.

Measured before the reader was changed for it, as written: traps 36/53 (code kept out 9/15,
"never commit `console.log`", "never commit `os.exit` calls", "never push `console.error`
debugging", "don't ever commit `test.only`" read as standing checks of files by those names and
"don't push `print()` calls" as a ban of pushing; other sources 11/16, "From MDN:", "API docs:",
"Stack Overflow answer:", "Per Google's style guide:" read as the person's standing rules, and
"According to the React docs: never call hooks inside `if` blocks" as a one-off of `hooks`; lines
8/14, "L12:", "line 17 -", "on line 5 of main.py,", "lines 10-20:", "line 200 of the migration:",
"main.rs L9:" read as standing rules; answers 8/8, already read right); the person's rules 19/21
("we never commit `console.log` calls", "never commit `fmt.Println` debugging" read as checks of
files). After: traps 53/53, rules 21/21.

What changed, by shape: the term a commit or a push is said of is code when it is a call (its
parentheses, a macro's "!"), a dotted member whose last part ends no kind of file ("os.exit",
"t.Log", "test.only"), or named by the kind of code it makes ("`X` calls", "`X` debug lines"),
and then the words ban it in the code (`tasks/committed_code.py`); a file has a folder, a leading
dot, the ending of a file people edit, or that of one kept out of git (".tfstate", ".pem",
".sqlite3"); a name whose ending closes files and members alike ("console.log" and "app.log",
"self.db" and "app.db") is neither when nothing else says which, and gives nothing. A label
that credits a source by its proper name ("From MDN:", "Per the Go wiki:", "According to the
React docs:") or names a document or an answer under its proper name ("API docs:", "Stack
Overflow answer:") makes the words after it that source's; a time ("From Monday:", "From
today:") or the person ("From me:"), and "Our"/"Team" labels, stay the person's. A sentence
opening with one line of a file and its mark ("Line 42:", "L12:", "lines 10-20:", "on line 5 of
main.py,", "line 17 -") is said of that line (`tasks/pointed_back.py`); a line named as where a
thing is seen ("line 42 uses `X` - never use `X` anywhere") keeps the rule after it.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    RUNS,
    Judged,
    check_whole,
    check_within,
    judged,
)

NONE: Judged = set()

# A call, a member or a statement of code said as kept out of commits: a ban of the term in the
# code committed, never a check of the files a commit holds nor a ban of committing.
CODE_KEPT_OUT: tuple[tuple[str, str, str], ...] = (
    ("never commit console.log", "never commit `console.log`", "console.log"),
    ("don't push print calls", "don't push `print()` calls", "print()"),
    ("no fmt.Println in commits", "no `fmt.Println` in commits", "fmt.Println"),
    ("debugger never in the repo", "`debugger` statements never go in the repo", "debugger"),
    ("never commit os.exit calls", "never commit `os.exit` calls", "os.exit"),
    ("t.Log never committed", "`t.Log` never gets committed", "t.Log"),
    ("never push console.error", "never push `console.error` debugging", "console.error"),
    ("no dbg! in commits ever", "no `dbg!` in commits, ever", "dbg!"),
    ("System.out.println never in repo", "`System.out.println` never goes in the repo",
     "System.out.println"),
    ("never check in pdb.set_trace", "never check in `pdb.set_trace()`", "pdb.set_trace()"),
    ("breakpoint never committed", "`breakpoint()` must never be committed", "breakpoint()"),
    ("never commit fmt.Printf debug", "never commit `fmt.Printf` debug lines", "fmt.Printf"),
    ("var_dump no business in repo", "`var_dump` has no business in the repo", "var_dump"),
    ("it.only never pushed", "`it.only` never gets pushed", "it.only"),
    ("don't ever commit test.only", "don't ever commit `test.only`", "test.only"),
)

# Another source's words under a label naming it (a site, a document, a book, a wiki): not the
# person's rule; at most the task's own one-off.
SOURCES: tuple[tuple[str, str, Judged], ...] = (
    ("from MDN eval", "From MDN: never use `eval()`", {(AVOIDS, "eval()", False)}),
    ("API docs timeout", "API docs: always pass `timeout`", {(ADDS, "timeout", False)}),
    ("per the Go wiki mutex", "Per the Go wiki: never copy a `sync.Mutex` after first use",
     {(AVOIDS, "sync.Mutex", False)}),
    ("Effective Java says hashCode", "Effective Java says: always override `hashCode` when you "
     "override `equals`", {(ADDS, "hashCode", False), (ADDS, "equals", False)}),
    ("from the Rust book unwrap", "From the Rust book: never call `unwrap()` in library code",
     {(AVOIDS, "unwrap()", False)}),
    ("PEP 8 page l", "Straight from the PEP 8 page: never use `l` as a variable name",
     {(AVOIDS, "l", False)}),
    ("Kubernetes docs limits", "Kubernetes docs: always set `resources.limits`",
     {(ADDS, "resources.limits", False)}),
    ("Postgres wiki NOT IN", "From the Postgres wiki: don't use `NOT IN` with subqueries",
     {(AVOIDS, "NOT IN", False)}),
    ("according to React docs if", "According to the React docs: never call hooks inside `if` "
     "blocks", {(AVOIDS, "if", False)}),
    ("SO answer ===", "Stack Overflow answer: always use `===` in JS", {(ADDS, "===", False)}),
    ("Django docs raw", "The Django docs: never use `raw()` with user input",
     {(AVOIDS, "raw()", False)}),
    ("Google style guide const", "Per Google's style guide: always use `const` over `let`",
     {(ADDS, "const", False), (AVOIDS, "let", False)}),
    ("Terraform registry version", "From the Terraform registry page: always pin `version`",
     {(ADDS, "version", False)}),
    ("Clippy docs mem::forget", "Clippy's docs: never use `mem::forget`",
     {(AVOIDS, "mem::forget", False)}),
    ("Spring reference Autowired", "Spring's reference guide says: always use constructor "
     "injection, never `@Autowired` on fields", {(AVOIDS, "@Autowired", False)}),
    ("OWASP cheat sheet Sprintf", "From the OWASP cheat sheet: never build SQL with "
     "`fmt.Sprintf`", {(AVOIDS, "fmt.Sprintf", False)}),
)

# A line of a file pointed at before a colon or after "at"/"on": the task's, never standing.
LINES: tuple[tuple[str, str, Judged], ...] = (
    ("Line 42 empty", "Line 42: Do not use `empty()`", {(AVOIDS, "empty()", False)}),
    ("L12 unwrap here", "L12: never `unwrap` here", {(AVOIDS, "unwrap", False)}),
    ("at handler.go:88 panic", "at handler.go:88 don't use `panic`", {(AVOIDS, "panic", False)}),
    ("line 17 dash any", "line 17 - never use `any`", {(AVOIDS, "any", False)}),
    ("app.ts:30 const", "src/app.ts:30: always use `const`", {(ADDS, "const", False)}),
    ("line 5 of main.py print", "on line 5 of main.py, never use `print`",
     {(AVOIDS, "print", False)}),
    ("utils.go:120 err", "In utils.go:120, never ignore `err`", {(AVOIDS, "err", False)}),
    ("#L88 time.Sleep", "#L88: don't call `time.Sleep`", {(AVOIDS, "time.Sleep", False)}),
    ("lines 10-20 select star", "lines 10-20: never use `SELECT *`",
     {(AVOIDS, "SELECT *", False)}),
    ("Foo.java:45 Throwable", "Foo.java:45 — never catch `Throwable`",
     {(AVOIDS, "Throwable", False)}),
    ("at line 3 quote $1", "at line 3 always quote `$1`", {(ADDS, "$1", False)}),
    ("ln 64 clone", "ln 64: no `.clone()` please", {(AVOIDS, ".clone()", False)}),
    ("line 200 migration DROP", "line 200 of the migration: never use `DROP TABLE`",
     {(AVOIDS, "DROP TABLE", False)}),
    ("main.rs L9 ? over unwrap", "main.rs L9: always use `?` instead of `unwrap()`",
     {(ADDS, "?", False), (AVOIDS, "unwrap()", False)}),
)

GO_CONFIG = "1. `viper`\n2. `envconfig`\n\nWhich for the config loading?"
PY_MODELS = "I can either use `dataclasses` or `attrs` for the new models. Which one?"
TS_DATES = "Options for the date handling:\n1. `moment`\n2. `dayjs`\n\nWhich should I use?"
JAVA_NULL = "A) return `null`\nB) return `Optional.empty()`\n\nWhich do you want?"
RUST_LOG = "I could either use `env_logger` or `tracing` for the logs. Preference?"
ERRGROUP = "Should I use `errgroup` to run the three fetches?"
DONE_DAYJS = "Done: the dates now go through `dayjs`."

# Answers to the agent's options or question that state no rule: a plain yes, a pick for now, a
# question back. Nothing durable.
ANSWERS: tuple[tuple[str, str, str, Judged], ...] = (
    ("options, plain yes", GO_CONFIG, "yes", NONE),
    ("options, whichever", PY_MODELS, "sure, whichever", NONE),
    ("question, plain yes", ERRGROUP, "yes", {(ADDS, "errgroup", False)}),
    ("options, second just this once", TS_DATES, "the second, just this once",
     {(ADDS, "dayjs", False)}),
    ("options, neither not how we do it", JAVA_NULL, "neither, that's not how we do it",
     NONE),
    ("options, 2 not how we do it everywhere", RUST_LOG, "option 2. not how we do it everywhere "
     "but fine here", {(ADDS, "tracing", False)}),
    ("done, ok thanks", DONE_DAYJS, "ok, thanks", NONE),
    ("options, is that how we do it", GO_CONFIG, "is 1 how we do it everywhere?", NONE),
)

# The person's rules in the same surface shapes.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("real: never commit .env.production", "", "never commit `.env.production`",
     {(FILES, ".env.production", True)}),
    ("real: never commit config/secrets.yml", "", "never commit `config/secrets.yml`",
     {(FILES, "config/secrets.yml", True)}),
    ("real: tfstate never in the repo", "", "`terraform.tfstate` never goes in the repo",
     {(FILES, "terraform.tfstate", True)}),
    ("real: never push id_rsa.pem", "", "never push `id_rsa.pem`", {(FILES, "id_rsa.pem", True)}),
    ("real: we never commit console.log", "", "we never commit `console.log` calls",
     {(AVOIDS, "console.log", True)}),
    ("real: never commit fmt.Println debugging", "", "never commit `fmt.Println` debugging",
     {(AVOIDS, "fmt.Println", True)}),
    ("real: from now on colon eval", "", "From now on: never use `eval()`",
     {(AVOIDS, "eval()", True)}),
    ("real: Rule colon timeout", "", "Rule: always pass a `timeout`",
     {(ADDS, "timeout", True)}),
    ("real: note to self unwrap", "", "Note to self: never use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("real: from me os.Exit", "", "From me: never call `os.Exit` outside main",
     {(AVOIDS, "os.Exit", True)}),
    ("real: from Monday make lint", "", "From Monday: always run `make lint` before pushing",
     {(RUNS, "make lint", True)}),
    ("real: team rule select star", "", "Team rule: never use `SELECT *`",
     {(AVOIDS, "SELECT *", True)}),
    ("real: line 42, anywhere in codebase", "", "line 42 uses `empty()` - never use `empty()` "
     "anywhere in this codebase", {(AVOIDS, "empty()", True)}),
    ("real: handler.go:88, from now on", "", "at handler.go:88 you used `panic`; from now on "
     "never use `panic` in handlers", {(AVOIDS, "panic", True)}),
    ("real: L12, in general", "", "L12 has an `unwrap` - in general, never `unwrap` in library "
     "code", {(AVOIDS, "unwrap", True)}),
    ("real: 1, how we do it everywhere", GO_CONFIG, "1, that's how we do it everywhere",
     {(ADDS, "viper", True)}),
    ("real: attrs, our convention", PY_MODELS, "attrs - that's our convention",
     {(ADDS, "attrs", True)}),
    ("real: 2, how we do it everywhere", TS_DATES, "2, that's how we do it everywhere",
     {(ADDS, "dayjs", True)}),
    ("real: B, our convention everywhere", JAVA_NULL, "B, that's our convention everywhere",
     {(ADDS, "Optional.empty()", True)}),
    ("real: second, all our services", RUST_LOG, "the second, that's how we do it in all our "
     "services", {(ADDS, "tracing", True)}),
    ("real: yes, how we do it everywhere", ERRGROUP, "yes, that's how we do it everywhere",
     {(ADDS, "errgroup", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()

# Near shapes written after the batch, which the change must leave as they read or read as said.
NEAR: tuple[tuple[str, str, Judged], ...] = (
    ("a log file or a call, bare", "never commit `console.log`", NONE),
    ("a log file, bare", "never commit `app.log`", NONE),
    ("a class file or a literal", "never commit `String.class`", NONE),
    ("a call by its kind of code", "never commit `console.log` statements",
     {(AVOIDS, "console.log", True)}),
    ("a database kept out", "never commit `db.sqlite3`", {(FILES, "db.sqlite3", True)}),
    ("a lockfile", "never commit `Cargo.lock`", {(FILES, "Cargo.lock", True)}),
    ("someone's words by name", "From Alice: never use `var`", NONE),
    ("our own style guide", "Our style guide: never use `var`", {(AVOIDS, "var", True)}),
    ("from a day", "From today: never use `var`", {(AVOIDS, "var", True)}),
    ("a line then a rule", "Line 42 is fine. Never use `empty()` in this codebase",
     {(AVOIDS, "empty()", True)}),
)

TRAPS = (*SOURCES, *LINES)


def test_the_batch_names_each_case_once() -> None:
    check_whole([n for n, *_ in (*CODE_KEPT_OUT, *TRAPS, *ANSWERS, *RULES, *NEAR)], KNOWN_MISSES)
    assert len(CODE_KEPT_OUT) + len(TRAPS) + len(ANSWERS) >= 50 and len(RULES) >= 20


@pytest.mark.parametrize(("name", "words", "term"), CODE_KEPT_OUT,
                         ids=[n for n, _, _ in CODE_KEPT_OUT])
def test_code_kept_out_of_commits_is_a_ban_of_the_term(name: str, words: str,
                                                       term: str) -> None:
    check_within(name, judged(words), {(AVOIDS, term, True), (AVOIDS, term, False)},
                 KNOWN_MISSES)


test_another_source_or_one_line_gives_no_rule = gives_no_more_than(TRAPS, KNOWN_MISSES)


test_an_answer_with_no_rule_gives_nothing_durable = gives_no_more_than(ANSWERS, KNOWN_MISSES)


test_rules_of_the_same_shapes_are_read_as_said = reads_as_expected(RULES, KNOWN_MISSES)


test_near_shapes_read_as_said = reads_exactly(NEAR)
