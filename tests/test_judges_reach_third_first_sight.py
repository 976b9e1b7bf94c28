"""Where a rule reaches, at first sight: a third batch.

The earlier batches (`test_judges_check_precision_tenth_first_sight.py`, `..._ninth_...`,
`test_judges_checks_of_purposes_first_sight.py`, `test_judges_shapes_named_in_words_first_sight.py`)
left five shapes of reach; this one takes them in many wordings across Go, Python, TypeScript,
Rust, Kotlin, Ruby, Java, SQL, shell and the layouts of Rails, Django, Alembic, Prisma, Knex and
the CI forges: a ban said with "avoid", "try not to" or "steer clear of" and a reach but no word
of habit ("avoid `any` in library code", "steer clear of `unwrap()` outside tests"); a query
written in lower case or across several lines inside another language's string, for the rules of
SQL ("never `SELECT *`", "always `$1` placeholders in SQL", "never build SQL with string
concatenation"); a package or a folder of Python and Ruby said as the reach ("in the `billing`
package", "under app/models", "in lib/"); the tests said as the part left out or the part kept
("outside of tests", "except in tests", "in non-test code"), before or after the rule; and a kind
of file said by its role ("in migrations", "in the seeds", "in fixtures", "in the Dockerfiles", "in
workflow files") in each stack's layout. Beside them, the person's rules in the same surface
shapes, which must keep their checks, and words of the same shapes that are no rule (a question,
a description, a pasted review, a reason, what was done) and must give nothing.

Measured before the reader was changed for it, as written: bans avoided 8/22 (rules 4/15: "avoid"
and "steer clear of" with a kind of code, files of a kind or the tests left out held for the task,
"steer clear of" and "try not to ... `!`" read as nothing, and "try not to use `any` in the public
types" read as a wish to use `try`; said of the code at hand 4/7, three of them read as nothing);
words that are no rule 23/23; queries 9/14 (three queries built from strings in lower case not
seen, a prose hint "select * to ..." failing the ban of `SELECT *`, and a lower-case query with
its `$1` failing the rule of placeholders, its string read as prose); folders 5/12 (no package or
folder narrowed the files judged: a ban "in the `billing` package" or "under app/models" failed
every other file); tests 13/14; kinds of file by role 13/17 (migrations, seeds and fixtures
narrowed nothing). After: bans avoided 21/22, no rule 23/23, queries 14/14, folders 12/12, tests
13/14, kinds of file 16/17; the three left are in `KNOWN_MISSES`.

What changed, by shape: "steer clear of", "keep away from" are read as "avoid" is, and "try not
to" / "aim not to" as a ban (`directives._AVOID`, `_NEGATIVE`); such a ban said with a reach that
is a kind of code by what it is ("in library code", "in request handlers", "for money"), by its
files ("in shell scripts", "in Dockerfiles", "in Kotlin code") or as the code outside tests is a
rule of that code (`code.of_a_kind`, `conditions.kind_of_code_said`); said of the ones at hand
("in the handlers", "in these tests"), a folder, a package or a file named, of code in the flow
of work ("in committed code"), for now, or with a reason alone, it stays the task's. "Don't" and
"no" with a kind of code keep the task, as before: said as often of the one change. A statement of
SQL is read in any letter case by its grammar (a select's columns and table, an insert's,
update's or delete's table, a table altered, created or dropped: `code.SQL_IN_ANY_CASE`), so a
lower-case query in a string is code for the checks of terms and for the shape of SQL built from
strings, and a term of SQL said in capitals is found in another case only where its line and the
lines after it hold a statement (a query over several lines). A folder said as the reach, by its
path ("under app/models", "in lib/", "in `src/api`") or as a named package, module, folder or
crate ("in the `billing` package", "in the `app.payments` module"), keeps the check to the files
inside it, wherever the folder sits and as the module file of that name (`code._folder_of`). The
migrations, seeds and fixtures are files of a kind by the layouts of Rails, Django, Laravel,
Alembic, Prisma, Knex, Flyway and golang-migrate (`code.MIGRATIONS`, `SEEDS`, `FIXTURES`; the
runs tied to a change of migrations read the same paths). A name let in "only in" a part of the
code ("use `mock.patch` only in tests") is no use asked of the task: read as nothing.

Beside the batch, three cases of earlier batches are read right now and left their
`KNOWN_MISSES`: "avoid `apt-get upgrade` in Dockerfiles", "avoid `time.sleep` except in tests"
and "Avoid `any` in TypeScript. Except the generated API client" are rules of their code.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones; `NEAR` was written after the first change.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import ADDS, AVOIDS, HERE, Judged, check_read, check_whole, judged

NONE: Judged = set()


def _judges(words: str) -> list[Judge]:
    return derive([Quote(words, HERE)])


def _work(path: str, *lines: str) -> Attempt:
    """Work that adds `lines` to the file at `path` and runs nothing."""
    return Attempt(changes=[FileChange(path, added=list(lines), created=True)], commands=[])


def _fails(words: str, attempt: Attempt) -> bool:
    """Does a check of the words, the task's own or durable, fail the attempt?"""
    return any(j.score(attempt) == 0.0 for j in _judges(words))


# "avoid", "try not to", "steer clear of" with a reach and no word of habit: a rule of the code
# when the reach is a kind of code, the task's own when it is the code at hand or no reach.
# (name, words, what the words give)
AVOIDED: tuple[tuple[str, str, Judged], ...] = (
    ("avoid any in library code", "avoid `any` in library code", {(AVOIDS, "any", True)}),
    ("try not unwrap in library code", "try not to use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("steer clear unwrap outside tests", "steer clear of `unwrap()` outside tests",
     {(AVOIDS, "unwrap()", True)}),
    ("avoid print in request handlers", "avoid `print` in request handlers",
     {(AVOIDS, "print", True)}),
    ("try not sleep in tests", "try not to call `time.sleep` in tests",
     {(AVOIDS, "time.sleep", True)}),
    ("steer clear eval in shell scripts", "steer clear of `eval` in shell scripts",
     {(AVOIDS, "eval", True)}),
    ("avoid !! in Kotlin code", "avoid `!!` in Kotlin code", {(AVOIDS, "!!", True)}),
    ("avoid latest in Dockerfiles", "please avoid `latest` in Dockerfiles",
     {(AVOIDS, "latest", True)}),
    ("steer clear var in JS files", "steer clear of `var` in JS files", {(AVOIDS, "var", True)}),
    ("try not console.log in production code", "try not to use `console.log` in production code",
     {(AVOIDS, "console.log", True)}),
    ("avoid panic in Go handlers", "avoid `panic` in HTTP handlers", {(AVOIDS, "panic", True)}),
    ("try not mock.patch in integration tests", "try not to use `mock.patch` in integration tests",
     {(AVOIDS, "mock.patch", True)}),
    ("steer clear SELECT * in migrations", "steer clear of `SELECT *` in migrations",
     {(AVOIDS, "SELECT *", True)}),
    ("avoid float for money", "avoid `float` for money", {(AVOIDS, "float", True)}),
    ("try not ! in components", "try not to use `!` non-null assertions in components",
     {(AVOIDS, "!", True)}),
    # the code at hand, one place, or no reach: the task's own
    ("avoid any in this file", "avoid `any` in this file", {(AVOIDS, "any", False)}),
    ("try not print here", "try not to use `print` here", {(AVOIDS, "print", False)}),
    ("avoid sleep in retry.py", "avoid `time.sleep` in `retry.py`",
     {(AVOIDS, "time.sleep", False)}),
    ("steer clear of lodash alone", "steer clear of `lodash`", {(AVOIDS, "lodash", False)}),
    ("try not any in these tests", "try not to use `any` in these tests",
     {(AVOIDS, "any", False)}),
    ("avoid float, a reason", "avoid `float`, it loses precision", {(AVOIDS, "float", False)}),
    ("steer clear reflect for now", "steer clear of `reflect` for now",
     {(AVOIDS, "reflect", False)}),
)

# Words of the same shapes that are no rule: nothing.
# (name, words)
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("used to avoid", "we used to avoid `any` in library code"),
    ("should we avoid?", "should we avoid `unwrap()` in library code?"),
    ("why steer clear?", "why do you steer clear of `eval` in shell scripts?"),
    ("the reviewer said avoid", "the reviewer said: avoid `print` in the handlers"),
    ("I avoided, to keep", "I avoided `any` in the public types to keep the API clean"),
    ("to avoid, a reason", "to avoid `SELECT *` in queries, I listed the columns"),
    ("the linter warns", "the linter warns about `unwrap()` outside tests"),
    ("the migrations use", "the migrations use `IF NOT EXISTS` already"),
    ("did you steer clear?", "did you steer clear of `lodash` in the billing package?"),
    ("they try not to", "they try not to use `panic` in library code"),
    ("if we avoid", "if we avoid `any` in the public types, the build breaks"),
    ("the Dockerfiles pin latest", "the Dockerfiles pin `latest` everywhere, which is odd"),
    ("is SELECT * ok in the seeds?", "is `SELECT *` ok in the seeds?"),
    ("the billing package avoids", "the billing package avoids `float` for amounts"),
    ("avoiding was a good call", "avoiding `any` in library code was a good call"),
    ("how to avoid", "I'd like to know how to avoid `unwrap()` in library code"),
    ("the workflow files use", "the workflow files still use `continue-on-error`"),
    ("under app/models everything", "under app/models, everything inherits `ApplicationRecord`"),
    ("the fixtures have", "the fixtures have `password123` in them, weird"),
    ("outside of tests nobody calls", "outside of tests nobody calls `reset_db()`"),
    ("only in tests, a fact", "`freezegun` is only used in tests"),
    ("a pasted diff line", "+    avoid `any` in library code"),
    ("what does steer clear mean", "what does steer clear of `eval` mean here?"),
)

# A query in another language's string, in lower case or across lines: the rules of SQL judge
# it. (name, words, path, lines added, whether a check of the words fails it)
QUERIES: tuple[tuple[str, str, str, tuple[str, ...], bool], ...] = (
    ("select * lower, Go", "never `SELECT *`", "internal/store/users.go",
     ('rows, err := db.Query("select * from users where id = $1", id)',), True),
    ("select * lower, Python", "never use `SELECT *` in SQL", "app/repo.py",
     ('cur.execute("select * from orders where id = %s", (oid,))',), True),
    ("select * across lines, TS", "no `SELECT *` in our SQL", "src/db/users.ts",
     ("const q = `", "  select *", "  from users", "  where id = $1`;"), True),
    ("select * across lines, Python", "never `SELECT *`", "app/queries.py",
     ('SQL = """', "    select *", "      from invoices", '     where paid = false"""'), True),
    ("select * mixed case, Go", "never use `SELECT *`", "internal/repo/order.go",
     ('const q = "Select * From orders"',), True),
    ("string-built lower, Go", "never build SQL with string concatenation",
     "internal/store/find.go", ('q := "select id from users where name = \'" + name + "\'"',),
     True),
    ("string-built lower, Python f-string", "no string-built SQL", "app/search.py",
     ('cur.execute(f"select id from users where name = \'{name}\'")',), True),
    ("string-built lower, TS", "never build SQL by concatenating strings", "src/db/find.ts",
     ('const q = "delete from sessions where user_id = " + userId;',), True),
    ("placeholders, a lower-case query without", "always use `$1` placeholders in SQL",
     "internal/store/get.go", ('row := db.QueryRow("select name from users where id = ?", id)',),
     True),
    # lines that are no query, or a query kept to the rule
    ("select * in prose, Python", "never `SELECT *`", "app/ui.py",
     ('hint = "select * to pick every row"',), False),
    ("select a file, TS", "never use `SELECT *` in SQL", "src/ui/picker.ts",
     ("const label = 'select a file from the list';",), False),
    ("columns listed across lines, Go", "never `SELECT *`", "internal/store/list.go",
     ("const q = `", "  select id, name", "  from users`"), False),
    ("placeholders kept, lower case", "always use `$1` placeholders in SQL",
     "internal/store/get.go", ('row := db.QueryRow("select name from users where id = $1", id)',),
     False),
    ("update a widget, prose", "no string-built SQL", "src/widgets.ts",
     ('const msg = "update the widget " + name;',), False),
)

# A package or a folder said as the reach, in Python, Ruby, Go and TS: the check holds there.
# (name, words, path, line added, whether a check of the words fails it)
FOLDERS: tuple[tuple[str, str, str, str, bool], ...] = (
    ("billing package, in it", "never use `float` in the `billing` package", "billing/invoice.py",
     "total: float = 0.0", True),
    ("billing package, elsewhere", "never use `float` in the `billing` package", "app/stats.py",
     "ratio: float = 0.5", False),
    ("under app/models, in it", "never call `update_column` under app/models",
     "app/models/user.rb", "update_column(:seen_at, Time.now)", True),
    ("under app/models, elsewhere", "never call `update_column` under app/models",
     "app/jobs/touch_job.rb", "user.update_column(:seen_at, Time.now)", False),
    ("in lib/, in it", "never use `puts` in lib/", "lib/importer.rb", "puts 'done'", True),
    ("in lib/, elsewhere", "never use `puts` in lib/", "bin/import", "puts 'done'", False),
    ("in the payments module, elsewhere", "never use `print` in the `payments` module",
     "app/cli.py", "print('ok')", False),
    ("in the payments module, in it", "never use `print` in the `payments` module",
     "payments/charge.py", "print('charged')", True),
    ("under src/api, elsewhere", "never use `any` under `src/api`", "src/ui/form.ts",
     "let v: any = 1;", False),
    ("Go package, elsewhere", "never `panic` in the `store` package", "internal/cli/run.go",
     'panic("bad flag")', False),
    ("Go package, in it", "never `panic` in the `store` package", "internal/store/get.go",
     'panic("no row")', True),
    ("Rails concerns folder, elsewhere", "never use `eval` in app/models/concerns",
     "app/helpers/view_helper.rb", "eval(code)", False),
)

# The tests said as the part kept or left out, before or after the rule.
# (name, words, path, line added, whether a check of the words fails it)
TESTS: tuple[tuple[str, str, str, str, bool], ...] = (
    ("outside of tests, a test", "never use `unwrap()` outside of tests", "tests/parse.rs",
     "let v = parse(s).unwrap();", False),
    ("outside of tests, code", "never use `unwrap()` outside of tests", "src/parse.rs",
     "let v = parse(s).unwrap();", True),
    ("except in tests, a Go test", "never `panic` except in tests", "internal/store/get_test.go",
     'panic("setup")', False),
    ("except in tests, Go code", "never `panic` except in tests", "internal/store/get.go",
     'panic("no row")', True),
    ("non-test code, a pytest file", "no `time.sleep` in non-test code", "tests/test_retry.py",
     "time.sleep(0.1)", False),
    ("non-test code, code", "no `time.sleep` in non-test code", "app/retry.py", "time.sleep(1)",
     True),
    ("except in tests first, a spec", "except in tests, never use `any`", "src/api.spec.ts",
     "const v: any = {};", False),
    ("except in tests first, code", "except in tests, never use `any`", "src/api.ts",
     "const v: any = {};", True),
    ("outside tests first, a test", "outside of tests, never call `reset_db()`",
     "tests/test_db.py", "reset_db()", False),
    ("outside tests first, code", "outside of tests, never call `reset_db()`", "app/admin.py",
     "reset_db()", True),
    ("only in tests, a test", "`freezegun` only in tests", "tests/test_clock.py",
     "from freezegun import freeze_time", False),
    ("allowed only in tests, code", "`mock.patch` is allowed only in tests, never in app code",
     "app/service.py", "with mock.patch('app.clock'):", True),
    ("not in tests either, a test", "never `console.log` in production code", "src/a.test.ts",
     "console.log(result);", False),
    ("except in specs, a Ruby spec", "never use `sleep` except in specs",
     "spec/models/user_spec.rb", "sleep 1", False),
)

# A kind of file said by its role, in each stack's layout.
# (name, words, path, line added, whether a check of the words fails it)
ROLES: tuple[tuple[str, str, str, str, bool], ...] = (
    ("migrations, a Rails migration", "never use `change_column` in migrations",
     "db/migrate/20240101000000_resize.rb", "change_column :users, :name, :text", True),
    ("migrations, a model", "never use `change_column` in migrations", "app/models/user.rb",
     "# change_column is how we resized it", False),
    ("migrations, Django code", "never call `RunPython` without a reverse in migrations",
     "app/views.py", "RunPython(forwards)", False),
    ("migrations, an Alembic script", "never use `op.execute` in migrations",
     "alembic/versions/3f2a_add_index.py", "op.execute('create index ...')", True),
    ("migrations, Alembic elsewhere", "never use `op.execute` in migrations", "app/ops.py",
     "op.execute(task)", False),
    ("migrations, a Django migration", "no `RunSQL` in migrations",
     "shop/migrations/0004_prices.py", "migrations.RunSQL('update ...')", True),
    ("migrations, a Prisma SQL migration", "never `DROP COLUMN` in migrations",
     "prisma/migrations/20240101_init/migration.sql", "ALTER TABLE users DROP COLUMN age;", True),
    ("migrations, a Knex seed is none", "never `DROP COLUMN` in migrations", "seeds/01_users.js",
     "// DROP COLUMN age was undone", False),
    ("seeds, a Rails seed", "never use `Faker` in the seeds", "db/seeds.rb",
     "Faker::Name.name", True),
    ("seeds, app code", "never use `Faker` in the seeds", "app/models/user.rb",
     "Faker::Name.name", False),
    ("seeds, a Prisma seed", "no `deleteMany` in seeds", "prisma/seed.ts",
     "await prisma.user.deleteMany();", True),
    ("fixtures, a fixture file", "no real emails in fixtures, never `@gmail.com`",
     "spec/fixtures/users.yml", "email: bob@gmail.com", True),
    ("fixtures, app code", "never use `@gmail.com` in fixtures", "app/mailer.py",
     'DOMAIN = "@gmail.com"', False),
    ("Dockerfiles, a compose file", "never use `latest` in the Dockerfiles",
     "docker-compose.yml", "image: redis:latest", False),
    ("Dockerfiles, a Dockerfile", "never use `latest` in the Dockerfiles", "Dockerfile",
     "FROM node:latest", True),
    ("workflow files, code", "no `continue-on-error` in workflow files", "src/ci.ts",
     "const continueOnError = true; // continue-on-error", False),
    ("workflow files, a workflow", "no `continue-on-error` in workflow files",
     ".github/workflows/ci.yml", "    continue-on-error: true", True),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # `!` alone is no term a line can be checked for: the ban gives nothing, no wrong lesson
    "try not ! in components",
    # a name let in "only in tests" is read as nothing (no longer as a use asked of the task):
    # the ban of it outside tests is not read
    "allowed only in tests, code",
    # a term that opens with a sign (`@gmail.com`) is found only where no letter runs into it,
    # so `bob@gmail.com` does not show it: a matter of the term, not of the reach
    "fixtures, a fixture file",
})

# Near shapes written after the batch, which the change must leave as they read or read so.
# (name, words, what the words give)
NEAR: tuple[tuple[str, str, Judged], ...] = (
    ("let in only in tests", "use `mock.patch` only in tests", NONE),
    ("only in the view at hand", "use `Decimal` only in this view", {(ADDS, "Decimal", False)}),
    ("avoid, the ones at hand", "avoid `any` in the handlers", {(AVOIDS, "any", False)}),
    ("avoid, a folder", "avoid `unwrap()` under src/", {(AVOIDS, "unwrap()", False)}),
    ("avoid, committed code", "avoid `print` in committed code", {(AVOIDS, "print", False)}),
    ("don't, a kind of code", "don't use `any` in library code", {(AVOIDS, "any", False)}),
    ("steer clear, the one at hand and a reason",
     "steer clear of `unwrap()` in the parser, it panics", {(AVOIDS, "unwrap()", False)}),
    ("avoid, a package named", "avoid `float` in the `billing` package",
     {(AVOIDS, "float", False)}),
)


def test_the_batch_names_each_case_once() -> None:
    names = [n for n, *_ in (*AVOIDED, *NOT_RULES, *QUERIES, *FOLDERS, *TESTS, *ROLES, *NEAR)]
    check_whole(names, KNOWN_MISSES)
    assert len(NOT_RULES) >= 20


@pytest.mark.parametrize(("name", "words", "expected"), AVOIDED, ids=[n for n, *_ in AVOIDED])
def test_a_ban_avoided_with_a_reach_is_a_rule_of_that_code(name: str, words: str,
                                                          expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, *_ in NOT_RULES])
def test_words_of_the_same_shapes_that_are_no_rule_give_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), NONE, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "lines", "fails"), QUERIES,
                         ids=[n for n, *_ in QUERIES])
def test_a_query_in_any_case_or_across_lines_is_judged(name: str, words: str, path: str,
                                                       lines: tuple[str, ...],
                                                       fails: bool) -> None:
    check_read(name, _fails(words, _work(path, *lines)), fails, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "path", "line", "fails"), (*FOLDERS, *TESTS, *ROLES),
                         ids=[n for n, *_ in (*FOLDERS, *TESTS, *ROLES)])
def test_a_rule_holds_where_its_reach_says(name: str, words: str, path: str, line: str,
                                          fails: bool) -> None:
    check_read(name, _fails(words, _work(path, line)), fails, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "expected"), NEAR, ids=[n for n, *_ in NEAR])
def test_near_shapes_read_as_said(name: str, words: str, expected: Judged) -> None:
    assert judged(words) == expected
