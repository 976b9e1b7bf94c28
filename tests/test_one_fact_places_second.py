"""Facts the reader keeps in one place, read alike by every part that uses them.

The reach said of the ones pointed at ("in the migrations", "directly in the fixtures"), the
states of commits and branches a git operation is said of ("protected branches", "already-pushed
commits"), a folder said by its path ("under .husky/", "in lib/") and the verbs a statement of
SQL opens with (`TRUNCATE`, `GRANT`, `MERGE`, `UPSERT`): each is written once, so a wording one
part knows is known to all of them. Written from how people word these things in general.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.code_line import is_code_line
from skillsleep.tasks.judges.code import code_lines, reaches
from skillsleep.tasks.judges.conditions import reach_of

from helpers.judged import judged

# -- the ones pointed at -------------------------------------------------------------------------

# "avoid `X` in the migrations" is said of the ones at hand; so it is with "directly", "straight"
# or "from" before it.
THE_ONES_AT_HAND = (
    "avoid `DROP TABLE` directly in the migrations",
    "avoid `DROP TABLE` straight in the migrations",
    "steer clear of `TRUNCATE` directly in the migrations",
    "avoid `time.sleep` directly in the fixtures",
    "try not to use `faker.seed` straight in the fixtures",
)


@pytest.mark.parametrize("words", THE_ONES_AT_HAND)
def test_a_ban_said_of_the_ones_at_hand_is_for_the_task(words: str) -> None:
    assert not [t for _k, t, durable in judged(words) if durable], words


@pytest.mark.parametrize("words", (
    "avoid `DROP TABLE` directly in migrations",
    "avoid `curl | sh` in shell scripts",
))
def test_the_same_bans_said_of_a_kind_stand(words: str) -> None:
    assert [t for _k, t, durable in judged(words) if durable], words


# -- the states of what git acts on --------------------------------------------------------------

@pytest.mark.parametrize(("said", "alike"), (
    ("no force pushing protected branches", "no force pushing shared branches"),
    ("please no force pushing protected branches", "please no force pushing shared branches"),
    ("no force-pushing already-pushed branches", "no force-pushing pushed branches"),
))
def test_an_operation_named_after_no_knows_every_state_of_its_object(said: str, alike: str) -> None:
    assert judged(alike), alike
    assert judged(said) == judged(alike)


# -- a folder by its path ------------------------------------------------------------------------

@pytest.mark.parametrize(("words", "inside", "outside"), (
    ("never use `set -x` under .husky/", ".husky/pre-commit", "scripts/build.sh"),
    ("don't call `curl` inside `.circleci/`", ".circleci/setup.sh", "bin/fetch.sh"),
    ("no `eval` under .config/", ".config/init.sh", "src/app.sh"),
    ("never use `goto` under 3rdparty/", "3rdparty/zlib/inflate.c", "src/main.c"),
    ("no `print` under `src/api`.", "src/api/users.py", "src/cli/main.py"),
))
def test_a_rule_said_under_a_folder_holds_in_it_alone(words: str, inside: str,
                                                      outside: str) -> None:
    reach = reach_of(words)
    assert reaches(reach, inside) and not reaches(reach, outside), reach


@pytest.mark.parametrize("words", (
    "no `print` in 1/2 of the files",
    "keep `retry` under 50/50",
    "",
))
def test_a_fraction_is_no_folder(words: str) -> None:
    assert reach_of(words) == ""


# -- the verbs of SQL ----------------------------------------------------------------------------

@pytest.mark.parametrize(("path", "line", "term"), (
    ("app.py", 'cur.execute("TRUNCATE TABLE audit_log, sessions RESTART IDENTITY")', "sessions"),
    ("db.go", 'db.Exec("GRANT SELECT ON reports TO analyst")', "reports"),
    ("Repo.java", 'jdbc.update("UPSERT INTO carts (id, total) VALUES (?, ?)", id, t);', "carts"),
))
def test_a_query_string_opening_with_any_verb_of_sql_is_code(path: str, line: str,
                                                             term: str) -> None:
    assert term in code_lines(path, [line], term)[0]


@pytest.mark.parametrize(("path", "line", "term"), (
    ("app.py", "result = merge(left, right)", "MERGE"),
    ("app.py", "with open(path) as fh:", "WITH"),
    ("token.go", 'grant := oauth.Grant{Scope: "read"}', "GRANT"),
    ("store.ts", "const next = upsert(rows, row);", "UPSERT"),
))
def test_a_verb_of_sql_in_capitals_is_not_code_s_own_word(path: str, line: str,
                                                          term: str) -> None:
    assert term.lower() not in code_lines(path, [line], term)[0].lower()


@pytest.mark.parametrize(("path", "line", "term"), (
    ("q.sql", "MERGE INTO stock s USING deliveries d ON s.id = d.id", "MERGE"),
    ("report.sql", "WITH totals AS (SELECT id FROM orders)", "WITH"),
))
def test_a_verb_of_sql_in_a_statement_is_found(path: str, line: str, term: str) -> None:
    assert term in code_lines(path, [line], term)[0]


@pytest.mark.parametrize("line", (
    "UPSERT INTO users (id, name) VALUES (1, 'a')",
    "TRUNCATE TABLE sessions",
    "GRANT SELECT ON reports TO analyst",
))
def test_a_line_of_sql_is_code(line: str) -> None:
    assert is_code_line(line)


@pytest.mark.parametrize("line", ("", "Merge the two lists into one", "with love, from the team"))
def test_words_are_no_line_of_sql(line: str) -> None:
    assert not is_code_line(line)
