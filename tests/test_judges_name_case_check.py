"""The naming-case check on the diffs work produces: the names of one kind a change declares,
in each language, read against the style the rule names; work that declares none of that kind
is work the rule says nothing of (None), as is an answer that cannot show the names."""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, judge_from_doc
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.casing import style_named
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.name_case import (
    NameCase,
    NameCaseOfWork,
    TestFilesNamedLike,
    case_rules,
)
from skillsleep.tasks.judges.naming import example_glob
from skillsleep.tasks.standing import preferences
from skillsleep.workspace.rollouts import attempt_from_doc, attempt_to_doc

from helpers.judged import HERE, said_in_session


def new_file(path: str, *lines: str) -> str:
    """The diff `git diff` prints for a file the work creates."""
    body = "".join(f"+{ln}\n" for ln in lines)
    return (f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n"
            f"@@ -0,0 +1,{len(lines)} @@\n{body}")


def edited(path: str, *lines: str) -> str:
    """The diff of a file the work adds lines to."""
    body = "".join(f"+{ln}\n" for ln in lines)
    return (f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
            f"@@ -1,0 +1,{len(lines)} @@\n{body}")


def work(*diffs: str, commands: tuple[str, ...] = ()) -> Attempt:
    return Attempt(changes=changes_from_diff("".join(diffs)),
                   commands=[Command(c, 0) for c in commands])


def rule(names: str, style: str, banned: bool = False, reach: str = "") -> NameCase:
    cls = NameCaseOfWork if names in ("files", "branches") else NameCase
    return cls(names=names, style=style, banned=banned, reach=reach)


# (case, the rule, the work, the score)
CASES: tuple[tuple[str, NameCase, Attempt, float | None], ...] = (
    # Python
    ("py snake function kept", rule("functions", "snake_case"),
     work(edited("app/users.py", "def get_user(user_id):", "    return db.get(user_id)")), 1.0),
    ("py camel function", rule("functions", "snake_case"),
     work(edited("app/users.py", "def getUser(user_id):", "    return None")), 0.0),
    ("py method in a class", rule("functions", "snake_case"),
     work(edited("app/users.py", "class Repo:", "    async def fetchAll(self):", "        ...")),
     0.0),
    ("py private and dunder", rule("functions", "snake_case"),
     work(edited("app/users.py", "    def __init__(self):", "    def _load_rows(self):")), 1.0),
    ("py def in a docstring", rule("functions", "snake_case"),
     work(edited("app/users.py", '"""Use it as:', "def getUser(): ...", '"""',
                 "def get_user():")), 1.0),
    ("py def in a comment", rule("functions", "snake_case"),
     work(edited("app/users.py", "# def getUser(): the old name", "def get_user():")), 1.0),
    ("py constant at the top", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("app/settings.py", "MAX_RETRIES = 3", "timeout_seconds = 30")), 0.0),
    ("py dunder version no constant", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("app/__about__.py", '__version__ = "1.2.0"')), None),
    ("py local variable camel banned", rule("variables", "camelCase", banned=True),
     work(edited("app/jobs.py", "def run():", "    retryCount = 0")), 0.0),
    ("py one-word variable keeps a camel ban", rule("variables", "camelCase", banned=True),
     work(edited("app/jobs.py", "def run():", "    count = 0")), 1.0),
    ("py unicode snake", rule("functions", "snake_case"),
     work(edited("app/maße.py", "def größe_berechnen(x):")), 1.0),
    ("caseless letters not read", rule("functions", "snake_case"),
     work(edited("app/calc.py", "def 计算(x):")), None),
    # Go
    ("go method pascal", rule("functions", "camelCase"),
     work(edited("server/auth.go", "func (s *Server) handleLogin(w http.ResponseWriter) {")),
     1.0),
    ("go const block", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("server/limits.go", "const (", "\tMaxBody = 1 << 20", "\tMAX_HEADERS = 64",
                 ")")), 0.0),
    ("go struct pascal", rule("types", "PascalCase"),
     work(edited("server/user.go", "type UserStore struct {", "type userID string")), 0.0),
    ("go package lowercase", rule("packages", "lowercase"),
     work(new_file("internal/ratelimit/bucket.go", "package ratelimit")), 1.0),
    ("go short variable", rule("variables", "snake_case", banned=True),
     work(edited("server/auth.go", "\tuser_name, err := lookup(id)")), 0.0),
    # Rust
    ("rust fn snake", rule("functions", "snake_case"),
     work(edited("src/parse.rs", "pub(crate) async fn parse_line(s: &str) -> Line {")), 1.0),
    ("rust const screaming", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("src/limits.rs", "pub const MaxRetries: u32 = 3;")), 0.0),
    ("rust let mut", rule("variables", "snake_case"),
     work(edited("src/parse.rs", "    let mut lineCount = 0;")), 0.0),
    # Java / Kotlin
    ("java method camel", rule("functions", "camelCase"),
     work(edited("src/main/java/a/UserService.java",
                 "    public static List<User> find_all(String q) {")), 0.0),
    ("java static final", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("src/main/java/a/Limits.java", "    private static final int MAX_SIZE = 3;")),
     1.0),
    ("java call is no declaration", rule("functions", "camelCase"),
     work(edited("src/main/java/a/UserService.java", "        return repo.find_all(q);")), None),
    ("java method of the package's access", rule("functions", "camelCase"),
     work(edited("src/main/java/a/UserService.java", "    void load_all(int limit) {",
                 "        if (limit > 0) {", "        synchronized (lock) {")), 0.0),
    ("java statements are no methods", rule("functions", "camelCase"),
     work(edited("src/main/java/a/UserService.java", "        } else if (done) {",
                 "        return new Handler_impl(x) {")), None),
    ("csharp method with no access", rule("functions", "PascalCase"),
     work(edited("src/Users/UserService.cs", "    async Task<int> countAll() {",
                 "        foreach (var u in users) {")), 0.0),
    ("kotlin fun", rule("functions", "camelCase"),
     work(edited("app/src/Users.kt", "    suspend fun loadUsers(): List<User> {")), 1.0),
    # TS / JS
    ("ts arrow function", rule("functions", "camelCase"),
     work(edited("web/api.ts", "export const fetch_user = async (id: string) => {")), 0.0),
    ("ts declaration split over lines", rule("functions", "camelCase"),
     work(edited("web/checkout.ts", "export default function", "  submitOrder(order: Order) {")),
     1.0),
    ("ts class method with no keyword", rule("functions", "camelCase"),
     work(edited("web/repo.ts", "export class Repo {", "  async fetch_all(): Promise<User[]> {",
                 "    for (const u of users) {")), 0.0),
    ("ts getter and generic method", rule("functions", "camelCase"),
     work(edited("web/repo.ts", "  get itemCount() {",
                 "  private static load<T>(key: string, n = 3): T {")), 1.0),
    ("js control lines and callbacks are no methods", rule("functions", "camelCase"),
     work(edited("web/cart.test.js", "  if (cart_empty) {", "  } catch (err) {",
                 "  it('adds an item', () => {", "    while (queue.length) {")), None),
    ("ts top constant", rule("constants", "SCREAMING_SNAKE_CASE"),
     work(edited("web/limits.ts", "export const maxItems = 20;")), 0.0),
    ("ts variable in capitals is a constant", rule("variables", "camelCase"),
     work(edited("web/limits.ts", "let MAX_ITEMS = 20;", "let itemCount = 0;")), 1.0),
    ("ts interface", rule("types", "PascalCase"),
     work(edited("web/types.ts", "export interface user_props {")), 0.0),
    ("react component pascal", rule("components", "PascalCase"),
     work(edited("web/UserCard.tsx", "export function userCard({ user }: Props) {",
                 "  return <div>{user.name}</div>;", "}")), 0.0),
    ("react helper is no component", rule("components", "PascalCase"),
     work(edited("web/UserCard.tsx", "export function formatPrice(cents: number) {",
                 "  return `$${cents / 100}`;", "}")), None),
    ("react arrow component", rule("components", "PascalCase"),
     work(edited("web/Cart.tsx", "const CartBadge = ({ count }: Props) => (",
                 "  <span>{count}</span>", ");")), 1.0),
    # SQL
    ("sql create table columns", rule("columns", "snake_case"),
     work(new_file("db/001_orders.sql", "CREATE TABLE orders (", "  id bigint PRIMARY KEY,",
                   "  createdAt timestamptz NOT NULL,", "  PRIMARY KEY (id)", ");")), 0.0),
    ("sql add column", rule("columns", "snake_case"),
     work(new_file("db/002_orders.sql", "ALTER TABLE orders ADD COLUMN shipped_at timestamptz;")),
     1.0),
    ("sql table name", rule("tables", "snake_case"),
     work(new_file("db/003.sql", "CREATE TABLE IF NOT EXISTS public.OrderItems (", "  id int",
                   ");")), 0.0),
    ("django fields are columns", rule("columns", "snake_case"),
     work(edited("shop/models.py", "class Order(models.Model):",
                 "    shippedAt = models.DateTimeField(null=True)")), 0.0),
    # CSS
    ("css kebab", rule("css classes", "kebab-case"),
     work(edited("web/card.css", ".user-card,", ".user-card__title:hover {", "  color: red;",
                 "}")), 0.0),
    ("css camel banned", rule("css classes", "camelCase", banned=True),
     work(edited("web/card.scss", ".userCard > .title {", "  margin: 0.5rem;", "}")), 0.0),
    ("css values are no classes", rule("css classes", "kebab-case"),
     work(edited("web/card.css", "  margin: 0.5rem;", "  opacity: .8;")), None),
    # env vars, flags, JSON keys
    ("env file", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited(".env.example", "DATABASE_URL=postgres://", "apiKey=")), 0.0),
    ("workflow env block", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited(".github/workflows/ci.yml", "jobs:", "  test:", "    env:",
                 "      NODE_ENV: test", "      goFlags: -v", "    steps:", "      - run: make")),
     0.0),
    ("kubernetes env list", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited("deploy/web.yaml", "      env:", "        - name: DATABASE_URL",
                 "          valueFrom:", "            secretKeyRef:",
                 "              name: db-secret", "    ports:")), 1.0),
    ("compose environment list", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited("docker-compose.yml", "    environment:", "      - POSTGRES_USER=app",
                 "      - pgData=/var/lib")), 0.0),
    ("yaml env as a value is no block", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited("config/app.yml", "environment: production", "logLevel: debug")), None),
    ("dockerfile env", rule("env vars", "SCREAMING_SNAKE_CASE"),
     work(edited("Dockerfile", "ENV APP_PORT=8080")), 1.0),
    ("flag kebab", rule("flags", "kebab-case"),
     work(edited("cli/main.py", 'parser.add_argument("--dry-run", action="store_true")')), 1.0),
    ("flag snake", rule("flags", "kebab-case"),
     work(edited("cmd/root.go", 'cmd.Flags().BoolVar(&dry, "dry_run", false, "only print")')),
     0.0),
    ("go json tag", rule("json keys", "camelCase"),
     work(edited("api/user.go", '\tUserID string `json:"user_id,omitempty"`')), 0.0),
    ("json data keys", rule("json keys", "snake_case"),
     work(new_file("fixtures/user.json", "{", '  "user_id": 1,', '  "display_name": "x"', "}")),
     1.0),
    ("tool json not read", rule("json keys", "snake_case"),
     work(edited("package.json", '  "devDependencies": {')), None),
    # files
    ("new file kebab", rule("files", "kebab-case"),
     work(new_file("web/src/user-card.tsx", "export {}")), 1.0),
    ("new file pascal", rule("files", "kebab-case"),
     work(new_file("web/src/UserCard.tsx", "export {}")), 0.0),
    ("edited file not named by the work", rule("files", "kebab-case"),
     work(edited("web/src/UserCard.tsx", "export {}")), None),
    ("renamed file", rule("files", "snake_case"),
     work("diff --git a/app/util.py b/app/textUtils.py\nsimilarity index 100%\n"
          "rename from app/util.py\nrename to app/textUtils.py\n"), 0.0),
    ("renamed and edited file", rule("files", "snake_case"),
     work("diff --git a/app/util.py b/app/text_utils.py\nsimilarity index 90%\n"
          "rename from app/util.py\nrename to app/text_utils.py\n--- a/app/util.py\n"
          "+++ b/app/text_utils.py\n@@ -1,0 +1,1 @@\n+import re\n"), 1.0),
    ("well known files", rule("files", "snake_case"),
     work(new_file("README.md", "# x"), new_file("app/__init__.py", ""),
          new_file("Dockerfile", "FROM x"), new_file(".gitignore", "*.pyc")), None),
    ("file rule of python only", rule("files", "snake_case", reach="in python"),
     work(new_file("web/UserCard.tsx", "x"), new_file("app/text_utils.py", "x")), 1.0),
    ("binary file", rule("files", "kebab-case"),
     work("diff --git a/img/Logo.png b/img/Logo.png\nnew file mode 100644\n"
          "Binary files /dev/null and b/img/Logo.png differ\n"), None),
    # branches
    ("branch kebab", rule("branches", "kebab-case"),
     work(commands=("git checkout -b feat/add-login",)), 1.0),
    ("branch camel", rule("branches", "kebab-case"),
     work(commands=("git fetch", "git switch -c fix/loginTimeout origin/main")), 0.0),
    ("no branch created", rule("branches", "kebab-case"),
     work(commands=("git branch -d old", "git status")), None),
    # not in play, bad input
    ("empty diff", rule("functions", "snake_case"), work(""), None),
    ("no declaration", rule("functions", "snake_case"),
     work(edited("app/users.py", "    return get_user(id)")), None),
    ("prose file", rule("functions", "snake_case"),
     work(edited("docs/guide.md", "```python", "def getUser(): ...", "```")), None),
    ("python rule, ts file", rule("functions", "snake_case", reach="in python"),
     work(edited("web/api.ts", "export function getUser() {}")), None),
)


@pytest.mark.parametrize(("name", "judge", "attempt", "expected"), CASES,
                         ids=[c[0] for c in CASES])
def test_the_check_reads_the_names_the_work_declares(name: str, judge: NameCase,
                                                     attempt: Attempt,
                                                     expected: float | None) -> None:
    assert judge.score(attempt) == expected


def test_an_answer_shows_declared_names_in_its_code_and_no_paths_or_branches() -> None:
    answer = Attempt.of_answer("Here:\n```python\ndef fetchUser(id):\n    ...\n```")
    assert rule("functions", "snake_case").score(answer) == 0.0
    assert rule("files", "snake_case").score(answer) is None
    assert rule("branches", "kebab-case").score(answer) is None
    assert rule("functions", "snake_case").score(Attempt.of_answer("Done, renamed it.")) is None


def test_a_one_word_name_fits_the_styles_it_shares_and_shows_none_of_them() -> None:
    snake, camel, kebab = (style_named(s) for s in ("snake_case", "camelCase", "kebab-case"))
    assert snake and camel and kebab
    assert all(s.fits("run") and not s.shows("run") for s in (snake, camel, kebab))
    assert camel.shows("runAll") and not camel.fits("run_all") and snake.shows("run_all")
    pascal, screaming = style_named("UpperCamelCase"), style_named("all caps")
    assert pascal and screaming and pascal.fits("HTTPServer") and screaming.fits("MAX_SIZE")
    assert not pascal.fits("httpServer") and not screaming.fits("MaxSize")


def test_the_check_is_stored_and_read_back_and_refuses_bad_parameters() -> None:
    judge = NameCase(names="json keys", style="camelCase", said="JSON keys", written="camelCase",
                     where="in API responses")
    back = judge_from_doc(judge.to_doc())
    assert back.instruction() == "Name JSON keys in API responses in camelCase."
    assert type(back) is NameCase and back.params() == judge.params()
    files = NameCaseOfWork(names="files", style="kebab-case", banned=True, said="files")
    assert judge_from_doc(files.to_doc()).instruction() == "Do not name files in kebab-case."
    for bad in ({"names": "widgets", "style": "snake_case"},
                {"names": "functions", "style": "Title Case"}):
        with pytest.raises(ValueError):
            judge_from_doc({"kind": "name_case", "params": bad})
    assert files.reads == "workspace" and judge.reads == "code"


# (case, the glob, the work, the score): test files named by example.
NAMED_LIKE: tuple[tuple[str, str, Attempt, float | None], ...] = (
    ("spec kept", "*.spec.ts", work(new_file("web/cart/cart.spec.ts", "it('adds')")), 1.0),
    ("test instead of spec", "*.spec.ts", work(new_file("web/cart/cart.test.ts", "x")), 0.0),
    ("python tests of a ts rule", "*.spec.ts", work(new_file("tests/test_cart.py", "x")), None),
    ("python prefix", "test_*.py", work(new_file("tests/cart_test.py", "x")), 0.0),
    ("no test created", "*_test.go", work(new_file("cart/cart.go", "package cart")), None),
    ("test edited, not created", "*_test.go", work(edited("cart/cart_tests.go", "x")), None),
    ("renamed to the form", "*_test.go",
     work("diff --git a/cart/t.go b/cart/cart_test.go\nrename from cart/t.go\n"
          "rename to cart/cart_test.go\n"), 1.0),
)


@pytest.mark.parametrize(("name", "glob", "attempt", "expected"), NAMED_LIKE,
                         ids=[c[0] for c in NAMED_LIKE])
def test_test_files_named_by_example_are_checked_on_the_tests_created(
        name: str, glob: str, attempt: Attempt, expected: float | None) -> None:
    assert TestFilesNamedLike(glob=glob).score(attempt) == expected


@pytest.mark.parametrize(("example", "glob"), (
    ("foo_test.go", "*_test.go"), ("`*.spec.ts`", "*.spec.ts"), ("test_<module>.py", "test_*.py"),
    ("{Name}.stories.tsx", "*.stories.tsx"), ("<name>.go", ""), ("user_test.go", ""),
    ("*_*.py", ""), ("", "")))
def test_a_name_given_by_example_says_its_fixed_parts(example: str, glob: str) -> None:
    assert example_glob(example) == glob


@pytest.mark.parametrize(("words", "line"), (
    ("use snake_case for all function names", "Name all functions in snake_case."),
    ("don't use camelCase for python variables", "Do not name python variables in camelCase."),
    ("React components are PascalCase.", "Name React components in PascalCase."),
    ("constants are SCREAMING_CASE in this codebase", "Name constants in SCREAMING_CASE."),
    ("branch names should be kebab-case", "Name branches in kebab-case."),
    ("test files should be named foo_test.go", "Name test files like `foo_test.go`."),
    ("Package names are lowercase in Java.", "Name packages in Java in lowercase."),
    ("Use snake_case for JSON keys from now on.", "Name JSON keys in snake_case."),
    ("Going forward, use kebab-case for branch names.", "Name branches in kebab-case."),
    # once a wording with no checkable term: a case style is one now
    ("constants are written in SCREAMING_SNAKE_CASE",
     "Name constants in SCREAMING_SNAKE_CASE."),
))
def test_the_line_says_the_rule_as_said_and_it_stands(words: str, line: str) -> None:
    judges = derive([Quote(words, HERE)])
    assert [instruction(j, judges) for j in judges] == [line]
    assert all(j.durable for j in judges)


def test_a_language_said_with_the_kind_keeps_the_check_to_its_files() -> None:
    (judge,) = derive([Quote("Python functions are snake_case.", HERE)])
    assert judge.score(work(edited("web/api.ts", "export function getUser() {}"))) is None
    assert judge.score(work(edited("app/api.py", "def getUser():"))) == 0.0


def test_an_exception_in_the_sentence_or_a_long_clause_gives_no_check() -> None:
    assert derive([Quote("Methods must be camelCase, but getters can be snake_case", HERE)]) \
        == []
    assert case_rules("use snake_case for " + "functions and " * 300 + "variables?") == []


def test_keyword_arguments_and_go_typed_vars_are_read_for_what_they_are() -> None:
    camel_banned = rule("variables", "camelCase", banned=True)
    assert camel_banned.score(work(edited("app/jobs.py", "    schedule(", "        retryCount=3,",
                                          "    )"))) is None
    assert camel_banned.score(work(edited("app/jobs.py", "    retryCount: int = 3"))) == 0.0
    assert camel_banned.score(work(edited("cmd/main.go", "\tvar retryCount int"))) == 0.0


@pytest.mark.parametrize("words", ("use snake_case for all function names",
                                   "branch names should be kebab-case",
                                   "test files should be named foo_test.go"))
def test_a_naming_rule_said_once_stands_for_the_project(words: str) -> None:
    found = preferences([said_in_session(1, words), said_in_session(2, "fix the login bug")])
    assert [p.judge.durable for p in found] == [True]


@pytest.mark.parametrize("words", (
    "Variables are camelCase in the legacy module, which is why lint fails",
    "JSON keys are camelCase in the payloads we get from Stripe",
    "column names are camelCase in the data from the vendor",
    "convert the variable names from camelCase to snake_case",
    "Methods must be camelCase, but getters can be snake_case",
    "Types are PascalCase unless they're private",
    "Enums should be SCREAMING_SNAKE_CASE",
    "Functions in this file are camelCase",
    "use camelCase for this variable",
))
def test_code_as_it_is_others_names_and_rules_with_exceptions_give_no_naming_check(
        words: str) -> None:
    assert not [j for j in derive([Quote(words, HERE)])
                if isinstance(j, (NameCase, TestFilesNamedLike))]


def test_a_cached_attempt_keeps_which_files_the_work_created() -> None:
    attempt = work(new_file("web/UserCard.tsx", "x"), edited("web/app.tsx", "y"))
    back = attempt_from_doc(attempt_to_doc(attempt))
    assert back is not None
    assert [(c.path, c.created) for c in back.changes or []] == [("web/UserCard.tsx", True),
                                                                 ("web/app.tsx", False)]
    assert rule("files", "kebab-case").score(back) == 0.0
