"""A check read from a rule said of a construct of code ("`json` tags on struct fields", "a
`timeout=` on every `requests.get`", "when you add an index") is in play only for work whose
added code holds that construct: a change that adds none says nothing of the rule (None), one
that adds it without the term misses it (0.0), one that adds it with the term keeps it (1.0).
The line written down says the construct. Rules said of no construct, or of one no table of
constructs knows, are checked as before.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Attempt, FileChange, Judge, judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import AddsMatching, AddsNothingMatching, KeepsMatching

from helpers.judged import HERE


def _work(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, list(lines))])


def _judge(words: str, kind: str, term: str) -> Judge:
    found = [j for j in derive([Quote(words, HERE)]) if j.kind == kind and j.key_terms() == [term]]
    assert len(found) == 1, (words, [(j.kind, j.key_terms()) for j in derive([Quote(words, HERE)])])
    return found[0]


# (words, kind, term, work the rule is not about, related work without the term, with it)
SAID_OF_A_CONSTRUCT = [
    ("always add `json` tags to struct fields", "diff_adds", "json",
     _work("api/render.go", "\treturn tmpl.Execute(w, data)"),
     _work("api/user.go", "type User struct {", "\tID int64", "}"),
     _work("api/user.go", "type User struct {", '\tID int64 `json:"id"`', "}")),
    ("we always use `CREATE INDEX CONCURRENTLY`", "diff_adds", "CREATE INDEX CONCURRENTLY",
     _work("db/migrations/0042_add_email.sql", "ALTER TABLE users ADD COLUMN email TEXT;"),
     _work("db/migrations/0043_idx.sql", "CREATE INDEX idx_users_email ON users (email);"),
     _work("db/migrations/0043_idx.sql",
           "CREATE INDEX CONCURRENTLY idx_users_email ON users (email);")),
    ("always use `CREATE INDEX CONCURRENTLY` when you add an index", "diff_adds",
     "CREATE INDEX CONCURRENTLY",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("migrations/0007.py", '        migrations.RunSQL("CREATE INDEX ix_a ON t (a)"),'),
     _work("migrations/0007.py",
           '        migrations.RunSQL("CREATE INDEX CONCURRENTLY ix_a ON t (a)"),')),
    ("always pass a `timeout=` on every `requests.get`", "diff_adds", "timeout=",
     _work("etl/clean.py", "    rows = [r.strip() for r in rows]"),
     _work("etl/fetch.py", "    resp = requests.get(url)"),
     _work("etl/fetch.py", "    resp = requests.get(url, timeout=10)")),
    ("please always add `key` props to list items", "diff_adds", "key",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/Todos.tsx", "  {todos.map((t) => <Todo todo={t} />)}"),
     _work("src/Todos.tsx", "  {todos.map((t) => <Todo key={t.id} todo={t} />)}")),
    ("from now on always add a `DEFAULT` to `NOT NULL` columns", "diff_adds", "DEFAULT",
     _work("db/seed.sql", "INSERT INTO plans (name) VALUES ('pro');"),
     _work("db/migrate/002.sql", "ALTER TABLE users ADD COLUMN age INT NOT NULL;"),
     _work("db/migrate/002.sql", "ALTER TABLE users ADD COLUMN age INT NOT NULL DEFAULT 0;")),
    ("every new endpoint must have `@login_required`", "diff_adds", "@login_required",
     _work("shop/utils.py", "def slugify(name):", "    return name.lower()"),
     _work("shop/views.py", "@app.route('/orders')", "def orders():", "    return []"),
     _work("shop/views.py", "@app.route('/orders')", "@login_required", "def orders():",
           "    return []")),
    ("always add `t.Parallel()` to every test", "diff_adds", "t.Parallel()",
     _work("internal/cache/cache.go", "func (c *Cache) Len() int { return len(c.m) }"),
     _work("internal/cache/cache_test.go", "func TestLen(t *testing.T) {",
           "\tif New().Len() != 0 { t.Fatal() }", "}"),
     _work("internal/cache/cache_test.go", "func TestLen(t *testing.T) {", "\tt.Parallel()",
           "}")),
    ("service methods should always be annotated with `@Transactional`", "diff_adds",
     "@Transactional",
     _work("src/main/resources/application.yml", "server:", "  port: 8081"),
     _work("src/main/java/shop/OrderService.java",
           "    public Order place(Cart cart) {", "        return repo.save(cart.order());"),
     _work("src/main/java/shop/OrderService.java", "    @Transactional",
           "    public Order place(Cart cart) {")),
    ("we always use `@dataclass(frozen=True)` for value classes", "diff_adds",
     "@dataclass(frozen=True)",
     _work("billing/tax.py", "RATE = Decimal('0.2')"),
     _work("billing/money.py", "class Money:", "    amount: int"),
     _work("billing/money.py", "@dataclass(frozen=True)", "class Money:", "    amount: int")),
    ("always add a `Close()` to every `os.Open`", "diff_adds", "Close()",
     _work("cmd/flags.go", '\tflag.StringVar(&out, "out", "", "output")'),
     _work("cmd/read.go", "\tf, err := os.Open(path)"),
     _work("cmd/read.go", "\tf, err := os.Open(path)", "\tdefer f.Close()")),
    ("always pass `ctx` to every goroutine", "diff_adds", "ctx",
     _work("internal/sync/sync.go", "\tvar mu sync.Mutex"),
     _work("internal/sync/sync.go", "\tgo func() {", "\t\tdone <- work()", "\t}()"),
     _work("internal/sync/sync.go", "\tgo func() {", "\t\tdone <- work(ctx)", "\t}()")),
    ("add `#[must_use]` to every builder method", "diff_adds", "#[must_use]",
     _work("src/lib.rs", "const MAX_RETRIES: u32 = 3;"),
     _work("src/builder.rs", "    pub fn timeout(mut self, t: Duration) -> Self {"),
     _work("src/builder.rs", "    #[must_use]",
           "    pub fn timeout(mut self, t: Duration) -> Self {")),
    ("always add `dependent: :destroy` to every `has_many`", "diff_adds", "dependent: :destroy",
     _work("app/models/post.rb", "  validates :title, presence: true"),
     _work("app/models/post.rb", "  has_many :comments"),
     _work("app/models/post.rb", "  has_many :comments, dependent: :destroy")),
    ("whenever you create a table, add `created_at`", "diff_adds", "created_at",
     _work("db/queries/users.sql", "SELECT id, email FROM users WHERE id = $1;"),
     _work("db/migrations/003_orders.sql", "CREATE TABLE orders (", "  id BIGSERIAL", ");"),
     _work("db/migrations/003_orders.sql", "CREATE TABLE orders (", "  id BIGSERIAL,",
           "  created_at TIMESTAMPTZ NOT NULL", ");")),
    ("never add `@pytest.mark.skip` to tests", "diff_avoids", "@pytest.mark.skip",
     _work("tests/conftest.py", "SKIP = '@pytest.mark.skip'  # for the report",
           "pytestmark = [pytest.mark.skip]"),
     _work("tests/test_api.py", "@pytest.mark.skip", "def test_login():", "    assert True"),
     _work("tests/test_api.py", "def test_login():", "    assert True")),
]



IDS = [w for w, *_ in SAID_OF_A_CONSTRUCT]


@pytest.mark.parametrize(("words", "kind", "term", "unrelated", "missing", "kept"),
                         SAID_OF_A_CONSTRUCT, ids=IDS)
def test_only_work_with_the_construct_is_judged_by_the_term(
        words: str, kind: str, term: str, unrelated: Attempt, missing: Attempt,
        kept: Attempt) -> None:
    judge = _judge(words, kind, term)
    assert (judge.score(unrelated), judge.score(missing), judge.score(kept)) == (None, 0.0, 1.0)


# The construct the line written down keeps, as said.
LINES = [
    ("always add `json` tags to struct fields", "diff_adds", "json", "struct fields"),
    ("please always add `key` props to list items", "diff_adds", "key", "list items"),
    ("always pass a `timeout=` on every `requests.get`", "diff_adds", "timeout=",
     "every `requests.get`"),
    ("from now on always add a `DEFAULT` to `NOT NULL` columns", "diff_adds", "DEFAULT",
     "`NOT NULL` columns"),
    ("always add `t.Parallel()` to every test", "diff_adds", "t.Parallel()", "every test"),
]


@pytest.mark.parametrize(("words", "kind", "term", "construct"), LINES)
def test_the_line_and_the_check_say_the_construct(words: str, kind: str, term: str,
                                                  construct: str) -> None:
    judge = _judge(words, kind, term)
    assert construct in (judge.instruction() or "")
    assert construct in judge.describe()


def test_a_term_that_holds_its_construct_says_where_it_is_in_play() -> None:
    judge = _judge("we always use `CREATE INDEX CONCURRENTLY`", "diff_adds",
                   "CREATE INDEX CONCURRENTLY")
    assert judge.instruction() == "Use `CREATE INDEX CONCURRENTLY`."
    assert "wherever it adds `CREATE INDEX`" in judge.describe()


# Rules said of no construct, of a purpose no way of writing code shows, of a value, or of a
# place no table of constructs knows: checked as before, so a change without the term fails them
# wherever it is. (Purposes the languages write one way, "for money", "to compare errors", "for
# file paths", are in `test_judges_in_play_second_first_sight.py`.)
NOT_OF_A_CONSTRUCT = [
    ("use `Decimal` for precision", "diff_adds", "Decimal"),
    ("use `anyhow` for error handling", "diff_adds", "anyhow"),
    ("always use `clsx` for class names", "diff_adds", "clsx"),
    # (a tool known for one job, "use `slog` in library code", is judged where the work does
    # that job: `test_judges_in_play_third_first_sight.py`)
    ("use `thiserror` in library code", "diff_adds", "thiserror"),
    ("always use `useCallback` for handlers passed to children", "diff_adds", "useCallback"),
    ("we always use `immer`", "diff_adds", "immer"),
    ("never use `print` in request handlers", "diff_avoids", "print"),
    ("never use `any` in our TypeScript", "diff_avoids", "any"),
    # a file is a place, not a construct the work adds
    ("always add a `## Usage` section to the `README`", "diff_adds", "## Usage"),
    ("always add `aria-label` to icon buttons", "diff_adds", "aria-label"),
    ("always add `@MainActor` to view models", "diff_adds", "@MainActor"),
    # a word before the construct's noun that may turn it to another sense
    # (its place, "tests", still keeps the check to test files)
    ("always use `slices.Contains` for membership tests", "diff_adds", "slices.Contains",
     "pkg/set_test.go"),
    ("always use `clsx` for CSS classes", "diff_adds", "clsx"),
    ("always use `.at()` for negative indexes", "diff_adds", ".at()"),
]


@pytest.mark.parametrize(("words", "kind", "term", "path"),
                         [(*case, "src/util.py")[:4] for case in NOT_OF_A_CONSTRUCT])
def test_a_rule_said_of_no_construct_is_checked_as_before(words: str, kind: str, term: str,
                                                          path: str) -> None:
    judge = _judge(words, kind, term)
    assert "about" not in judge.params()
    work = _work(path, "x = 1")
    assert judge.score(work) == (0.0 if kind == "diff_adds" else 1.0)


def test_a_ban_in_a_place_still_fails_its_term_added_in_a_body() -> None:
    """"no `print` in request handlers": a print added inside a handler the change does not add
    still breaks it; the place holds in the body, which added lines do not show."""
    judge = _judge("never use `print` in request handlers", "diff_avoids", "print")
    assert judge.score(_work("api/views.py", "    print(order)")) == 0.0


def test_a_ban_put_on_a_construct_reads_the_lines_around_the_change() -> None:
    judge = _judge("never add `@pytest.mark.skip` to tests", "diff_avoids", "@pytest.mark.skip")
    over_a_kept_test = Attempt(changes=[FileChange(
        "tests/test_api.py", ["@pytest.mark.skip"],
        hunks=[["+@pytest.mark.skip", " def test_login():", "     assert True"]])])
    assert judge.score(over_a_kept_test) == 0.0


def test_a_kept_term_is_judged_where_the_change_touches_the_construct() -> None:
    judge = KeepsMatching(term="json", about="struct fields")
    elsewhere = Attempt(changes=[FileChange("api/enc.go", ["\tb, _ := yaml.Marshal(v)"],
                                            ["\tb, _ := json.Marshal(v)"])])
    untagged = Attempt(changes=[FileChange("api/user.go", ["type User struct {", "\tID int64"],
                                           ["type User struct {", '\tID int64 `json:"id"`'])])
    assert (judge.score(elsewhere), judge.score(untagged)) == (None, 0.0)


def test_a_construct_named_only_in_a_comment_or_the_docs_is_not_added() -> None:
    judge = AddsMatching(term="json", about="struct fields")
    assert judge.score(_work("api/doc.go", "// the struct fields carry tags")) is None
    assert judge.score(_work("README.md", "Each struct { ... } field has a tag.")) is None


def test_the_construct_is_stored_and_read_back() -> None:
    judge = _judge("always add `json` tags to struct fields", "diff_adds", "json")
    again = judge_from_doc(judge.to_doc())
    assert again.params() == judge.params() and again.params()["about"] == "struct fields"
    assert "about" not in AddsMatching(term="json").params()
    assert "about" not in AddsNothingMatching(term="float").params()


@pytest.mark.parametrize("about", ["struct fields", "every `requests.get`", "an index"])
def test_a_stored_construct_is_validated(about: str) -> None:
    doc = AddsMatching(term="x", about=about).to_doc()
    assert judge_from_doc(doc).params()["about"] == about


@pytest.mark.parametrize("about", ["readability", "the frontend", "`*_test.go` files", 3])
def test_a_stored_construct_no_one_can_find_is_refused(about: object) -> None:
    doc = AddsMatching(term="x").to_doc()
    doc["params"]["about"] = about
    with pytest.raises(ValueError):
        judge_from_doc(doc)


@pytest.mark.parametrize("words", ["", "```\npanic: runtime error\n```",
                                   "> always add `json` tags to struct fields, he said"])
def test_empty_and_pasted_words_give_no_construct(words: str) -> None:
    assert not [j for j in derive([Quote(words, HERE)]) if j.params().get("about")]


@pytest.mark.parametrize(("words", "line"), (
    ("use `require` instead of `assert` in tests", "Use `require` in tests, not `assert`."),
    ("always use `pytest.mark.parametrize` instead of loops in tests",
     "Use `pytest.mark.parametrize` in tests, not loops."),
))
def test_a_use_and_its_ban_said_of_one_place_are_still_one_line(words: str, line: str) -> None:
    """The construct a use is judged by ("tests") is the place its reach says, which the ban
    holds in too: the two are one line, not a ban of the plain word apart."""
    judges = derive([Quote(words, HERE)])
    assert {instruction(j, judges) for j in judges} == {line}
