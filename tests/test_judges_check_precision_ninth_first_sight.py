"""How precisely the rule reader writes checks, at first sight: a ninth batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_eighth_first_sight.py`, `..._seventh_...`,
`test_judges_checks_of_purposes_first_sight.py`) noticed and left four shapes; this one takes them
in many wordings across Go, Python, TypeScript, JavaScript, Kotlin, Swift, Rust, Java, Ruby, PHP,
SQL, shell and the migration and seed tools of Rails, Django, Prisma, Knex, Laravel and Go: a
library turned away by a word code also uses for its own things ("no `moment` - use `date-fns`",
"never `request`, use `undici`", "not `glob`, `fast-glob`", "no `mock`, use `unittest.mock`"),
whose ban judged every line that writes the word (a comment "wait a moment", a handler's `request`,
a `colors` palette, Go's `got :=`); a rule said of queries or of SQL ("no `SELECT *` in SQL",
"always use `$1` placeholders in SQL queries", "never `SELECT *` in our SQL"), which read SQL as
the language of .sql files alone, so a query in a Go, Python, TS, Java, Kotlin, Rust or Ruby string
was out of its reach; a language said as the label of the rule ("Kotlin - never use `!!`", "TS: no
`any`", "Go - never `panic` in libraries", "Shell: never `eval`"), whose check read every file; and
a ban of a run in production ("never run `rails db:reset` in production", "never run `npm run seed`
against prod", "don't run `alembic downgrade` on the prod cluster"), which failed a replay that
runs the command, though a replay never acts on production. Beside them, the person's rules in the
same surface shapes, which must keep their checks: the library brought in, plain code turned away
(`time.sleep`, `console.log`, `lodash`, `any`, `print`, `var`), .sql files, labels that are no
language ("Nit:", "Rule:", "API:"), the language's own files, the same runs banned with no place or
locally, and flags of several words said of no command.

The flags of several words are kept off every command line, as decided here: such a flag says in
its own words what it does, and means that to every tool that has it (git's `--no-verify` skips the
commit and push hooks, cargo's skips the build that verifies a package: both skip the checks before
the act; `--no-audit`, `--skip-tests`, `--allow-empty` alike), where a flag of one word (`--force`,
`--yes`) means what each tool makes of it. The eighth batch's "never use `--no-audit`", listed
there as a miss, is so read right, and is a case of this batch.

Measured before the reader was changed for it, as written: traps 9/54 (everyday words 4/18, queries
3/10: the seven said with "SQL" judged only .sql files; labels 1/13, only "In Rust:"; production
1/13, only a ban that gave no check); the person's rules 28/30 ("not `glob`, `fast-glob`" and
"don't use `--allow-empty`" give nothing). One measure was set right after the run, the table being
kept: of a library turned away, the ban is measured (the task's own ask of the side chosen, "use
`date-fns`", fails work that does not use it, as asked): everyday words 6/18 so, traps 11/54.
After: traps 53/54 (everyday words 17/18, queries 10/10, labels 13/13, production 13/13), rules
28/30 (the two still read as nothing: no wrong lesson).

What changed, by shape: a plain word turned away for another side the words choose ("use `Y`", "`Y`
instead", "prefer `Y` over", "not `X`, `Y`") that is a library by its name (a lower-case name of
one: `undici`, `date-fns`, `@std/path`; or a module path ending in the word: `unittest.mock`) is a
library, found where the change brings it in or calls it by its name alone (`moment()`,
`fetch(url)`, `print(...)`), never as a member (`root.glob(`) nor where a function of that name is
made (`imports.brought_in_or_called`); a class chosen (`Decimal`) or a call (`asyncio.sleep`) says
nothing of libraries, and a rival listed after the first is read alike
(`test_judges_checks_of_purposes_first_sight.py` now turns away `zap`, `glob` and `smol` of "`slog`
rather than `logrus` or `zap`", ... where they are brought in); a program run at a shell on either
side ("don't call `pip`, use `uv`") is none. A library used as a module (`requests.get(...)`) in a
file that imports it already gives no verdict: a variable of that name is used so too
(`request.json()`), so "a docstring closed outside the hunk" of
`test_judges_check_precision_second_first_sight.py` now bans `requests.get` by name. SQL, written
inside every language's strings, said as where a rule holds ("in SQL", "in our SQL", "in SQL
queries") reaches every file, and the rule is in play where the change writes a query
(`code._only_its_files`; the purpose of SQL queries is named by "SQL" alone too, and a .sql file's
lower-case statements do it, `purposes.py`); "in SQL files" keeps to .sql, and "queries" alone,
which may be of any kind, reaches every file as before (`test_judges_in_play_second_first_sight.py`
reads its "always use `$1` placeholders in SQL queries" right now). A language said as the label of
the rule ("Kotlin:", "TS -", "Go —") is where the rule is said (`code.language_label`). Production
said as where a command runs ("in production", "against prod", "on the prod cluster", "on the
production database") is a place no replay acts on, and the ban gives no verdict
(`conditions.unseen_place`); said of a thing the command names ("on the prod namespace") it keeps
its verdict. So "never run `terraform apply` in production" gives none either
(`test_judges_whole_tree_runs.py` now takes another ban said otherwise), and the eighth batch's
"Kotlin label !!, a JS file" and "seed script in production" are read right.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import AVOIDS, HERE, NOT_RUN, Judged, check_read, check_whole, judged

NONE: Judged = set()


def _judges(words: str) -> list[Judge]:
    return derive([Quote(words, HERE)])


def _work(path: str, *lines: str) -> Attempt:
    """Work that adds `lines` to the file at `path` and runs nothing."""
    return Attempt(changes=[FileChange(path, added=list(lines), created=True)], commands=[])


def _ran(*commands: str) -> Attempt:
    """Work that runs `commands`, each passing, and changes no file."""
    return Attempt(changes=[], commands=[Command(c, 0) for c in commands])


def _fails(words: str, attempt: Attempt) -> bool:
    """Does a check of the words, the task's own or durable, fail the attempt?"""
    return any(j.score(attempt) == 0.0 for j in _judges(words))


def _bans_pass_or_silent(words: str, attempt: Attempt) -> bool:
    """Does no ban of the words fail the attempt (the task's own ask of the side chosen is
    another check)?"""
    return all(j.score(attempt) != 0.0 for j in _judges(words) if j.kind == AVOIDS)


def _passes_or_silent(words: str, attempt: Attempt) -> bool:
    """Does no check of the words fail the attempt?"""
    return not _fails(words, attempt)


# A library turned away by a word code also uses for its own things: no verdict on a change that
# writes the word for something of its own (a comment, a variable, a method of another library).
# (name, words, path, line added)
EVERYDAY: tuple[tuple[str, str, str, str], ...] = (
    ("moment for date-fns, a comment", "no `moment` - use `date-fns`", "src/socket.ts",
     "// wait a moment for the socket to settle"),
    ("request for undici, a handler", "never `request`, use `undici`", "src/routes/users.ts",
     "export async function GET(request: Request) {"),
    ("glob for fast-glob, Path.glob", "not `glob`, `fast-glob`", "tools/scan.py",
     "for p in root.glob('*.md'):"),
    ("mock for unittest.mock, a variable", "no `mock`, use `unittest.mock`", "tests/test_api.py",
     "mock = MagicMock()"),
    ("chalk for picocolors, a comment", "never use `chalk`, use `picocolors`", "src/board.ts",
     "// the chalk texture of the board"),
    ("colors for kleur, a palette", "no `colors` - use `kleur`", "src/theme.ts",
     "export const colors = { primary: '#336699' };"),
    ("debug for pino, a flag", "don't use `debug`, use `pino`", "src/config.ts",
     "const debug = process.env.DEBUG === '1';"),
    ("requests for httpx, a list", "never `requests`, use `httpx`", "app/queue.py",
     "requests = [r for r in queue if r.ready]"),
    ("path for pathe, a variable", "no `path`, use `pathe`", "src/build.ts",
     "const path = resolve(root, 'dist');"),
    ("uuid for nanoid, a field", "no `uuid`, use `nanoid`", "src/models/user.ts",
     "const uuid = row.id;"),
    ("log for zap, a Go variable", "never `log`, use `zap`", "internal/api/handler.go",
     "log := logger.With(\"req\", id)"),
    ("url for whatwg-url, a URL", "not `url`, use `whatwg-url`", "src/fetch.ts",
     "const url = new URL(path, base);"),
    ("events for mitt, a list", "no `events`, use `mitt`", "src/bus.ts",
     "const events: string[] = [];"),
    ("got for undici, a Go test", "never use `got`, use `undici`", "internal/sum_test.go",
     "got := Sum(1, 2)"),
    ("dayjs over moment, a comment", "prefer `dayjs` over `moment`", "src/app.ts",
     "// give the loader a moment"),
    ("date-fns instead of moment, a toast", "`date-fns` instead of `moment`", "src/toast.ts",
     "toast('One moment please...');"),
    ("rand for fastrand, a Rust value", "no `rand`, use `fastrand`", "src/lib.rs",
     "let rand = seed ^ 0x5f;"),
    ("chalk is heavy, picocolors", "don't use `chalk`, it's heavy - use `picocolors`",
     "src/chalkboard.ts", "const chalk = board.tool('chalk');"),
)

# The same rules, on a change that brings the library in: the check fails it.
# (name, words, path, line added)
BROUGHT_IN: tuple[tuple[str, str, str, str], ...] = (
    ("real: moment imported", "no `moment` - use `date-fns`", "src/app.ts",
     "import moment from 'moment';"),
    ("real: request required", "never `request`, use `undici`", "src/http.js",
     "const request = require('request');"),
    ("real: glob imported", "not `glob`, `fast-glob`", "scripts/build.js",
     "import glob from 'glob';"),
    ("real: mock imported", "no `mock`, use `unittest.mock`", "tests/test_api.py", "import mock"),
    ("real: uuid in package.json", "no `uuid`, use `nanoid`", "package.json",
     '"uuid": "^9.0.0",'),
    ("real: rand in Cargo.toml", "no `rand`, use `fastrand`", "Cargo.toml", 'rand = "0.8"'),
    ("real: colors required", "no `colors` - use `kleur`", "bin/cli.js",
     "const colors = require('colors');"),
)

# A term plainly code, or a word turned away for no library: the plain check stays.
# (name, words, path, line added)
PLAIN: tuple[tuple[str, str, str, str], ...] = (
    ("real: time.sleep, dotted", "never `time.sleep`, use `asyncio.sleep`", "app/jobs.py",
     "time.sleep(1)"),
    ("real: console.log for logger", "no `console.log`, use `logger`", "src/app.ts",
     "console.log('x');"),
    ("real: lodash, no everyday word", "never `lodash`, use native methods", "src/a.ts",
     "import _ from 'lodash';"),
    ("real: any for unknown", "never use `any`, use `unknown`", "src/app.ts",
     "const x: any = load();"),
    ("real: print for logging", "no `print`, use `logging`", "app/jobs.py", "print('synced')"),
    ("real: var for const", "no `var`, use `const`", "web/app.js", "var count = 0;"),
)

# A rule said of queries: its reach is the code that writes them, in any language.
# (name, words, path, line added that breaks it)
QUERIES: tuple[tuple[str, str, str, str], ...] = (
    ("SELECT * in queries, Go", "never `SELECT *` in queries", "internal/store/users.go",
     'rows, err := db.Query("SELECT * FROM users")'),
    ("SELECT * in queries, Python", "never `SELECT *` in queries", "app/repo.py",
     'cur.execute("SELECT * FROM orders WHERE id = %s", (oid,))'),
    ("SELECT * in SQL, TS", "no `SELECT *` in SQL", "src/db/users.ts",
     "const rows = await pool.query('SELECT * FROM users');"),
    ("SELECT * in SQL queries, Java", "never use `SELECT *` in SQL queries",
     "src/main/java/app/UserDao.java", 'jdbc.query("SELECT * FROM users", mapper);'),
    ("$1 placeholders, Go", "always use `$1` placeholders in SQL queries",
     "internal/store/orders.go", 'row := db.QueryRow("SELECT name FROM users WHERE id = ?", id)'),
    ("NOW() in SQL queries, Python", "no `NOW()` in SQL queries", "app/events.py",
     'cur.execute("INSERT INTO events (at) VALUES (NOW())")'),
    ("SELECT * in our SQL, Rust", "never `SELECT *` in our SQL", "src/db.rs",
     'let rows = sqlx::query("SELECT * FROM users").fetch_all(&pool).await?;'),
    ("OFFSET in the queries, TS", "in the queries, never use `OFFSET`", "src/posts.ts",
     "await db.query('SELECT id FROM posts ORDER BY id OFFSET 20');"),
    ("UNION in SQL queries, Kotlin", "no `UNION` in SQL queries", "src/Report.kt",
     'jdbc.query("SELECT id FROM a UNION SELECT id FROM b")'),
    ("SELECT * in SQL, Ruby", "never `SELECT *` in SQL", "app/models/report.rb",
     'ActiveRecord::Base.connection.execute("SELECT * FROM reports")'),
)

# The same rules keep their reach over .sql files and judge no code that writes no query.
# (name, words, path, line added, whether a check fails it)
QUERIES_KEPT: tuple[tuple[str, str, str, str, bool], ...] = (
    ("real: SELECT * in a .sql file", "never `SELECT *` in queries", "db/report.sql",
     "SELECT * FROM users;", True),
    ("real: SELECT * in SQL, a migration", "no `SELECT *` in SQL", "migrations/001_init.sql",
     "CREATE VIEW v AS SELECT * FROM users;", True),
    ("real: $1 placeholders, no query", "always use `$1` placeholders in SQL queries",
     "internal/text/pad.go", "func Pad(s string) string { return s }", False),
    ("real: $1 placeholders, a query with one", "always use `$1` placeholders in SQL queries",
     "internal/store/users.go", 'db.QueryRow("SELECT name FROM users WHERE id = $1", id)', False),
)

# A language said as the label of a rule: its checks judge no file of another language.
# (name, words, path, line added)
LABELS: tuple[tuple[str, str, str, str], ...] = (
    ("Kotlin - !!, a JS file", "Kotlin - never use `!!`", "web/app.js", "const ok = !!user;"),
    ("TS: any, a Python file", "TS: no `any`", "app/util.py", "if any(x > 0 for x in xs):"),
    ("Go - panic, a Rust file", "Go - never `panic` in libraries", "src/main.rs",
     'panic!("unreachable");'),
    ("In Rust: unwrap, a Python file", "In Rust: never `unwrap()`", "app/result.py",
     "value = result.unwrap()"),
    ("Python: print, a TS file", "Python: no `print`", "src/index.ts", "window.print();"),
    ("Java: var, a JS file", "Java: never `var`", "web/app.js", "var count = 0;"),
    ("Go: init, a TS file", "Go: no `init()` functions", "src/main.ts", "init();"),
    ("Swift: try!, a Rust file", "Swift: never `try!`", "src/io.rs",
     "let f = try!(File::open(p));"),
    ("PHP: echo, a shell script", "PHP: never `echo`", "scripts/build.sh", 'echo "building"'),
    ("JS: ==, a Python file", "JS: never `==`", "app/models.py", "if a == b:"),
    ("TypeScript: enum, a Rust file", "TypeScript: never use `enum`", "src/color.rs",
     "enum Color { Red, Green }"),
    ("Rust - unsafe, a Go file", "Rust — never `unsafe`", "internal/mem/ptr.go",
     'import "unsafe"'),
    ("Shell: eval, a Python file", "Shell: never `eval`", "app/calc.py", "result = eval(expr)"),
)

# Labels that are no language, and a language's own files: the check stays.
# (name, words, path, line added)
LABELS_KEPT: tuple[tuple[str, str, str, str], ...] = (
    ("real: Nit: var", "Nit: never use `var`", "web/app.js", "var count = 0;"),
    ("real: Rule: any", "Rule: no `any`", "src/app.ts", "const x: any = load();"),
    ("real: API: null", "API: never return `null`", "src/main/java/app/Api.java",
     "return null;"),
    ("real: Kotlin: !!, Kotlin", "Kotlin: never use `!!`", "app/src/User.kt",
     "val n = user!!.name"),
    ("real: TS: any, TS", "TS: no `any`", "src/app.ts", "const x: any = load();"),
    ("real: Go: panic, Go", "Go: never `panic`", "pkg/store/store.go", 'panic("bad")'),
)

# A ban of a run in production, which no replay acts on: no verdict on a replay that runs it.
# (name, words, the command the replay runs)
PRODUCTION: tuple[tuple[str, str, str], ...] = (
    ("db:reset in production", "never run `rails db:reset` in production", "rails db:reset"),
    ("npm run seed against prod", "never run `npm run seed` against prod", "npm run seed"),
    ("alembic downgrade on the prod cluster", "don't run `alembic downgrade` on the prod cluster",
     "alembic downgrade -1"),
    ("manage.py flush in production", "never `python manage.py flush` in production",
     "python manage.py flush"),
    ("make seed in prod", "never run `make seed` in prod", "make seed"),
    ("prisma migrate reset against production",
     "don't run `prisma migrate reset` against production", "npx prisma migrate reset"),
    ("knex rollback on prod", "never run `knex migrate:rollback` on prod",
     "knex migrate:rollback"),
    ("FLUSHALL in production", "never do `redis-cli FLUSHALL` in production",
     "redis-cli FLUSHALL"),
    ("db:seed on production", "never run `db:seed` on production", "bin/rails db:seed"),
    ("npm run migrate on the production database",
     "don't run `npm run migrate` on the production database", "npm run migrate"),
    ("migrate:fresh in production", "never run `php artisan migrate:fresh` in production",
     "php artisan migrate:fresh"),
    ("seed.py against the prod db", "never run `seed.py` against the prod db",
     "python seed.py"),
    ("goose down in the production environment",
     "never run `goose down` in the production environment", "goose down"),
)

# The same commands banned with no place, or locally: the verdict stays. (name, words, command)
PRODUCTION_KEPT: tuple[tuple[str, str, str], ...] = (
    ("real: db:reset, no place", "never run `rails db:reset`", "rails db:reset"),
    ("real: seed locally", "never run `npm run seed` locally", "npm run seed"),
    ("real: migrate:fresh, no place", "don't ever run `php artisan migrate:fresh`",
     "php artisan migrate:fresh"),
)

# A flag of several words said of no command: its words say what it does, to every tool that
# has it (git's and cargo's `--no-verify` both skip the checks before the act), so it is kept off
# every command line. (name, words, what they give)
FLAGS: tuple[tuple[str, str, Judged], ...] = (
    ("real: --no-verify", "never use `--no-verify`", {(NOT_RUN, "--no-verify", True)}),
    ("real: --skip-tests", "never pass `--skip-tests`", {(NOT_RUN, "--skip-tests", True)}),
    ("real: --allow-empty", "don't use `--allow-empty`", {(NOT_RUN, "--allow-empty", True)}),
    ("real: --no-audit", "never use `--no-audit`", {(NOT_RUN, "--no-audit", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # `debug` is no common word of prose nor a short one: it keeps the check of the word
    "debug for pino, a flag",
    # read as nothing: no wrong lesson
    "real: glob imported",
    "real: --allow-empty",
})

# Near shapes written after the batch, which the change must leave as they read.
# (name, words, path, line added, whether a ban of the words fails it)
NEAR: tuple[tuple[str, str, str, str, bool], ...] = (
    ("a part of the language for a library", "use `axios`, not `fetch`", "src/api.ts",
     "const res = await fetch('/api/users');", True),
    ("print for a library", "no `print`, use `loguru`", "app/jobs.py", "print('synced')", True),
    ("a library called by its name", "no `moment` - use `date-fns`", "src/app.ts",
     "const now = moment();", True),
    ("a method of that name", "not `glob`, use `fast-glob`", "tools/scan.py",
     "files = root.glob('*.md')", False),
    ("a function made of that name", "never `request`, use `undici`", "app/client.py",
     "def request(self, method, url):", False),
    ("a class chosen, a built-in type", "never `float`, use `Decimal`", "app/money.py",
     "price: float = 0.0", True),
    ("SQL files keep to their files", "never `SELECT *` in SQL files", "internal/store/users.go",
     'rows, err := db.Query("SELECT * FROM users")', False),
    ("a label that is no language", "Note: never use `var`", "web/app.js", "var n = 0;", True),
)

# Runs a ban keeps its verdict on, and runs it gives none, written after the batch.
# (name, words, command, whether a check fails it)
NEAR_RUNS: tuple[tuple[str, str, str, bool], ...] = (
    ("production, then a word of the sentence", "never run `rails db:reset` in production, "
     "ever", "rails db:reset", False),
    ("production, then a reason", "don't run `make seed` in prod because it wipes data",
     "make seed", False),
    ("a thing of production the command names", "never run `kubectl delete` on the prod "
     "namespace", "kubectl delete ns prod", True),
    ("a push to prod, a branch as often", "never `git push` to prod", "git push origin prod",
     True),
    ("production code is no place of a run", "never run `npm run build` with production code "
     "maps", "npm run build", True),
)


def test_the_batch_names_each_case_once() -> None:
    names = [n for n, *_ in (*EVERYDAY, *BROUGHT_IN, *PLAIN, *QUERIES, *QUERIES_KEPT, *LABELS,
                             *LABELS_KEPT, *PRODUCTION, *PRODUCTION_KEPT, *FLAGS, *NEAR,
                             *NEAR_RUNS)]
    check_whole(names, KNOWN_MISSES)
    assert len(EVERYDAY) + len(QUERIES) + len(LABELS) + len(PRODUCTION) >= 50
    assert len(BROUGHT_IN) + len(PLAIN) + len(QUERIES_KEPT) + len(LABELS_KEPT) \
        + len(PRODUCTION_KEPT) + len(FLAGS) >= 20


@pytest.mark.parametrize(("name", "words", "path", "line"), EVERYDAY,
                         ids=[n for n, *_ in EVERYDAY])
def test_an_everyday_word_of_code_is_no_library_brought_in(name: str, words: str, path: str,
                                                           line: str) -> None:
    assert _bans_pass_or_silent(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), (*BROUGHT_IN, *PLAIN),
                         ids=[n for n, *_ in (*BROUGHT_IN, *PLAIN)])
def test_a_library_brought_in_or_plain_code_fails(name: str, words: str, path: str,
                                                  line: str) -> None:
    assert _fails(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), QUERIES, ids=[n for n, *_ in QUERIES])
def test_a_rule_of_queries_reaches_the_code_that_writes_them(name: str, words: str, path: str,
                                                            line: str) -> None:
    assert _fails(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line", "fails"), QUERIES_KEPT,
                         ids=[n for n, *_ in QUERIES_KEPT])
def test_a_rule_of_queries_keeps_its_files(name: str, words: str, path: str, line: str,
                                           fails: bool) -> None:
    assert (_fails(words, _work(path, line)) == fails) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), LABELS, ids=[n for n, *_ in LABELS])
def test_a_language_as_a_label_judges_no_other(name: str, words: str, path: str,
                                               line: str) -> None:
    assert _passes_or_silent(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line"), LABELS_KEPT,
                         ids=[n for n, *_ in LABELS_KEPT])
def test_a_label_keeps_the_check(name: str, words: str, path: str, line: str) -> None:
    assert _fails(words, _work(path, line)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "command"), PRODUCTION,
                         ids=[n for n, *_ in PRODUCTION])
def test_a_run_in_production_gives_no_verdict_on_a_replay(name: str, words: str,
                                                          command: str) -> None:
    assert _passes_or_silent(words, _ran(command)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "command"), PRODUCTION_KEPT,
                         ids=[n for n, *_ in PRODUCTION_KEPT])
def test_a_run_banned_elsewhere_keeps_the_verdict(name: str, words: str, command: str) -> None:
    assert _fails(words, _ran(command)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "expected"), FLAGS, ids=[n for n, *_ in FLAGS])
def test_a_flag_of_several_words_is_kept_off_every_command(name: str, words: str,
                                                           expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line", "fails"), NEAR,
                         ids=[n for n, *_ in NEAR])
def test_near_shapes_keep_their_reading(name: str, words: str, path: str, line: str,
                                        fails: bool) -> None:
    assert (not _bans_pass_or_silent(words, _work(path, line))) == fails


@pytest.mark.parametrize(("name", "words", "command", "fails"), NEAR_RUNS,
                         ids=[n for n, *_ in NEAR_RUNS])
def test_near_runs_keep_their_verdict(name: str, words: str, command: str, fails: bool) -> None:
    assert _fails(words, _ran(command)) == fails
