"""Rules the reader reads but could check or write only in part.

- A ban of a tool for a purpose whose lines do not show the purpose by the term alone ("don't
  use `print` for logging", "no `time.sleep` in tests to wait for things"): a line that does
  the banned thing is known by its shape (a print of a message outside the files whose output is
  what they are for: a command's entry, a script, a tool, a test; a fixed sleep where a test
  waits), and only such a line misses the rule; any other use of the tool gives no verdict, and
  work that does the purpose another way keeps it.
- A rule that turns away several rivals ("use `fetch`, not `axios` or `got`", "prefer `pnpm`
  over npm and yarn", "we never use `moment`, `dayjs` or `luxon` - always use `date-fns`"):
  every rival named is turned away, and the line names them all; a rival listed after the
  first that code also uses as a word (`got`, `zap`, `glob`: `got := ...` in a Go test,
  pathlib's own `Path.glob`) is turned away only where the change brings it in, so words that
  do not say it is a library give no ban of it, and the line names the rivals checked.
- The line keeps the rule's end and the whole noun phrase of its place ("to make CI pass",
  "just to get CI green", "in production queries", "in tests to wait for things").
- An operator named only in words ("never use double bangs", "don't use the walrus operator",
  "never use the null-coalescing operator") is banned as its sign is, when the words name one
  sign wherever they are said (`operators_named.py`). SQL built by concatenation or formatting
  named in words ("never build SQL with string concatenation") is a case of the batch too.

Written before the reader was changed for it, and measured on the code before the change: bans
whose lines show the purpose by shape 1/13 (only `console.log`, which the log calls already
held; a `print`, `puts`, `println!` or `fmt.Println` that logs gave no verdict, and no sleep
showed a wait), rivals 1/11 (only the list said after "no"; "not `axios` or `got`" turned
away `axios` alone), lines 4/10 (the end after "to make" and "just to", the noun after "in
production" and the verb before "for" were dropped), operators and SQL named in words 0/9 (no
check at all), close sentences 20/20. After: 13/13, 10/11, 10/10, 4/9 and 20/20. Still wrong,
in `KNOWN_MISSES` and checked to stay so: a rival the tool kinds do not know as the chosen one's
(`isort` beside `ruff`), "non-null assertion" (Kotlin's `!!`, TypeScript's `!`: no one sign),
the spread operator "in hot paths" (a place no line shows narrows an operator, as "`...` in hot
paths" does), and, then, SQL built by concatenation or formatting said in words (no term was
read). Since SQL built from strings is read as a shape of code a line shows (`judges/shapes.py`),
operators and SQL named in words read 7/9.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Attempt, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, durable_lines


def _work(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, list(lines))])


def _judges(words: str, kind: str, term: str) -> list[Judge]:
    return [j for j in derive([Quote(words, HERE)])
            if j.kind == kind and j.key_terms() == [term]]


# (words, term, work the rule is not about, work that does the purpose without the term, work
# that does it with the term): each must read (None, 1.0, 0.0).
BANS_BY_SHAPE = [
    ("never use `print` for logging", "print",
     _work("scripts/export.py", '    print(f"{n} rows exported")'),
     _work("app/sync.py", '    log.info("synced %d", n)'),
     _work("app/sync.py", '    print("sync finished", n)')),
    ("we never use `console.log` for logging", "console.log",
     _work("src/util/math.ts", "export const sum = (a: number, b: number) => a + b;"),
     _work("src/orders/service.ts", '  logger.info("order placed", { id });'),
     _work("src/orders/service.ts", '  console.log("order placed", id);')),
    ("never use `fmt.Println` for logging", "fmt.Println",
     _work("cmd/tool/main.go", "\tfmt.Println(total)"),
     _work("internal/jobs/run.go", '\tslog.Info("job started", "id", id)'),
     _work("internal/jobs/run.go", '\tfmt.Println("job started", id)')),
    ("don't use `System.out.println` for logging", "System.out.println",
     _work("src/main/java/app/Names.java", "    String n = u.getName();"),
     _work("src/main/java/app/OrderService.java", '    log.info("order {} placed", id);'),
     _work("src/main/java/app/OrderService.java",
           '    System.out.println("order placed " + id);')),
    ("never use `println!` for logging", "println!",
     _work("src/lib.rs", "pub fn add(a: i32, b: i32) -> i32 { a + b }"),
     _work("src/server.rs", '    info!("listening on {}", addr);'),
     _work("src/server.rs", '    println!("listening on {}", addr);')),
    ("don't use `puts` for logging", "puts",
     _work("app/models/post.rb", "  validates :title, presence: true"),
     _work("app/services/sync.rb", '    Rails.logger.info("sync done")'),
     _work("app/services/sync.rb", '    puts "sync done"')),
    ("never use `print` for debug logging", "print",
     _work("tools/dump.py", '    print("rows:", len(rows))'),
     _work("app/cache.py", '    logger.debug("cache miss %s", key)'),
     _work("app/cache.py", '    print("cache miss", key)')),
    ("never use `time.sleep` in tests to wait for things", "time.sleep",
     _work("app/poll.py", "    time.sleep(0.1)"),
     _work("tests/test_jobs.py", "    wait_until(lambda: job.done)"),
     _work("tests/test_jobs.py", "    time.sleep(2)")),
    ("don't use `Thread.sleep` in tests to wait for async work", "Thread.sleep",
     _work("src/main/java/app/Poller.java", "        Thread.sleep(100);"),
     _work("src/test/java/app/JobTest.java",
           "        await().atMost(5, SECONDS).until(job::isDone);"),
     _work("src/test/java/app/JobTest.java", "        Thread.sleep(2000);")),
    ("never use `time.Sleep` in tests to wait for goroutines", "time.Sleep",
     _work("internal/poll/poll.go", "\ttime.Sleep(backoff)"),
     _work("internal/jobs/jobs_test.go",
           "\trequire.Eventually(t, func() bool { return done.Load() }, time.Second, "
           "10*time.Millisecond)"),
     _work("internal/jobs/jobs_test.go", "\ttime.Sleep(100 * time.Millisecond)")),
    ("avoid `setTimeout` in tests to wait for rendering", "setTimeout",
     _work("src/debounce.ts", "  const t = setTimeout(flush, 300);"),
     _work("src/Cart.test.tsx", "  await waitFor(() => expect(total).toBe(3));"),
     _work("src/Cart.test.tsx", "  await new Promise((r) => setTimeout(r, 500));")),
    ("never use `asyncio.sleep` in tests to wait for tasks", "asyncio.sleep",
     _work("app/worker.py", "    await asyncio.sleep(backoff)"),
     _work("tests/test_worker.py", "    await asyncio.wait_for(task, timeout=1)"),
     _work("tests/test_worker.py", "    await asyncio.sleep(0.5)")),
    ("no `time.sleep` in tests to wait for the queue", "time.sleep",
     _work("app/poll.py", "    time.sleep(0.1)"),
     _work("tests/test_queue.py", "    wait_until(lambda: queue.empty())"),
     _work("tests/test_queue.py", "    time.sleep(1)")),
]


# (words, the rivals each turned away, the line every judge of the words is written with; ""
# when the line is not part of the case)
RIVALS = [
    # a rival listed on that code also uses as a word (`got`, `zap`, `glob`, `smol`) is turned
    # away only where the change brings it in, so its words alone give no ban
    ("always use `fetch`, not `axios` or `got`", {"axios"}, "Use `fetch`, not `axios`."),
    ("use `httpx` instead of `requests`, `urllib3` or `aiohttp`",
     {"requests", "urllib3", "aiohttp"}, "Use `httpx`, not `requests`, `urllib3` or `aiohttp`."),
    ("prefer `pnpm` over npm and yarn", {"npm", "yarn"},
     "Use `pnpm` as the JavaScript package manager, not npm or yarn."),
    ("we never use `moment`, `dayjs` or `luxon` - always use `date-fns`",
     {"moment", "dayjs", "luxon"}, "Use `date-fns`, not `moment`, `dayjs` or `luxon`."),
    ("always use `slog` rather than `logrus` or `zap`", {"logrus", "zap"},
     "Use `slog`, not `logrus` or `zap`."),
    ("use `pathlib`, not `os.path` or `glob`", {"os.path", "glob"},
     "Use `pathlib`, not `os.path` or `glob`."),
    ("use `uv` instead of pip, poetry or pipenv", {"pip", "poetry", "pipenv"},
     "Use `uv` as the Python package manager, not pip, poetry or pipenv."),
    ("prefer `tokio` over `async-std` and `smol`", {"async-std", "smol"},
     "Use `tokio`, not `async-std` or `smol`."),
    ("no `moment`, `dayjs` or `luxon` - use `date-fns`", {"moment", "dayjs", "luxon"}, ""),
    ("always use `zod` instead of `yup` or `joi`", {"yup", "joi"},
     "Use `zod`, not `yup` or `joi`."),
    ("go with `ruff` over black and isort", {"black", "isort"}, ""),
]


# (words, kind, term, the line it must be written with)
LINES = [
    ("never use `@pytest.mark.skip` to make CI pass", "diff_avoids", "@pytest.mark.skip",
     "Do not use `@pytest.mark.skip` to make CI pass."),
    ("never use `@pytest.mark.skip` just to get CI green", "diff_avoids", "@pytest.mark.skip",
     "Do not use `@pytest.mark.skip` just to get CI green."),
    ("never use `SELECT *` in production queries", "diff_avoids", "SELECT *",
     "Do not use `SELECT *` in production queries."),
    ("never use `time.sleep` in tests to wait for things", "diff_avoids", "time.sleep",
     "Do not use `time.sleep` in tests to wait for things."),
    ("never use `Thread.sleep` in integration tests to wait for the broker", "diff_avoids",
     "Thread.sleep", "Do not use `Thread.sleep` in integration tests to wait for the broker."),
    ("never use `@Disabled` to make the build pass", "diff_avoids", "@Disabled",
     "Do not use `@Disabled` to make the build pass."),
    ("never use `t.Skip()` to get the build green", "diff_avoids", "t.Skip()",
     "Do not use `t.Skip()` to get the build green."),
    ("never use `#[allow(dead_code)]` to silence warnings", "diff_avoids",
     "#[allow(dead_code)]", "Do not use `#[allow(dead_code)]` to silence warnings."),
    ("never use `unwrap()` in library code", "diff_avoids", "unwrap()",
     "Do not use `unwrap()` in library code."),
    ("never use `any` in shared type definitions", "diff_avoids", "any",
     "Do not use `any` in shared type definitions."),
]


# An operator or a way of building SQL named in words: (words, the term it stands for, work
# that does it, work that does not). Each must read (0.0, 1.0).
NAMED_IN_WORDS = [
    ("never use double bangs", "!!",
     _work("app/src/main/kotlin/User.kt", "    val n = user!!.name"),
     _work("app/src/main/kotlin/User.kt", '    val n = user?.name ?: ""')),
    ("don't use the walrus operator", ":=",
     _work("app/stats.py", "    if (n := len(xs)) > 3:"),
     _work("app/stats.py", "    n = len(xs)")),
    ("never use the non-null assertion operator", "!",
     _work("src/user.ts", "  const n = user!.name;"),
     _work("src/user.ts", "  const n = user?.name;")),
    ("avoid the spread operator in hot paths", "...",
     _work("src/state.ts", "  const next = { ...state, n };"),
     _work("src/state.ts", "  const next = Object.assign(state, { n });")),
    ("never use the null-coalescing operator", "??",
     _work("src/opts.ts", "  const n = opts.n ?? 3;"),
     _work("src/opts.ts", "  const n = opts.n === undefined ? 3 : opts.n;")),
    ("never use the optional chaining operator", "?.",
     _work("src/user.ts", "  const n = user?.name;"),
     _work("src/user.ts", "  const n = user && user.name;")),
    ("never build SQL with string concatenation", "",
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = " + uid)'),
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = %s", (uid,))')),
    ("never format SQL with f-strings", "",
     _work("app/store.py", '    cur.execute(f"SELECT * FROM users WHERE id = {uid}")'),
     _work("app/store.py", '    cur.execute("SELECT * FROM users WHERE id = %s", (uid,))')),
    ("don't build queries by concatenating strings", "",
     _work("src/main/java/app/Repo.java",
           '    String q = "SELECT * FROM users WHERE id = " + id;'),
     _work("src/main/java/app/Repo.java",
           '    PreparedStatement q = c.prepareStatement("SELECT * FROM users WHERE id = ?");')),
]


# Close sentences that must read as they do: (words, the durable lines as (kind, term, line)).
CLOSE: list[tuple[str, set[tuple[str, str, str]]]] = [
    ("never use `print`", {("diff_avoids", "print", "Do not use `print`.")}),
    ("never use `float` for money", {("diff_avoids", "float", "Do not use `float` for money.")}),
    ("use `structlog`, not `logging`",
     {("diff_adds", "structlog", "Use `structlog`, not `logging`."),
      ("diff_avoids", "logging", "Use `structlog`, not `logging`.")}),
    ("always use `fetch`, never `axios` or `got`",
     {("diff_adds", "fetch", "Use `fetch`, not `axios` or `got`."),
      ("diff_avoids", "axios", "Use `fetch`, not `axios` or `got`."),
      ("diff_avoids", "got", "Use `fetch`, not `axios` or `got`.")}),
    ("never use `time.sleep` in tests",
     {("diff_avoids", "time.sleep", "Do not use `time.sleep` in tests.")}),
    ("don't use `time.sleep` for retries", set()),
    ("never use `==` to compare errors",
     {("diff_avoids", "==", "Do not use `==` to compare errors.")}),
    ("always use `pytest.approx` when comparing floats",
     {("diff_adds", "pytest.approx", "Use `pytest.approx` when comparing floats.")}),
    ("never use `print` when debugging in production",
     {("diff_avoids", "print", "Do not use `print` when debugging in production.")}),
    ("never use `SELECT *`", {("diff_avoids", "SELECT *", "Do not use `SELECT *`.")}),
    ("no errors in the log to worry about", set()),
    ("no `TODO` in the code to fix", set()),
    ("use `pnpm`, not npm",
     {("runs", "pnpm", "Use `pnpm` as the JavaScript package manager, not npm."),
      ("does_not_run", "npm", "Use `pnpm` as the JavaScript package manager, not npm.")}),
    ("prefer `httpx` over `requests`",
     {("diff_adds", "httpx", "Use `httpx`, not `requests`."),
      ("diff_avoids", "requests", "Use `httpx`, not `requests`.")}),
    ("never use `!!` in Kotlin code",
     {("diff_avoids", "!!", "Do not use `!!` in Kotlin code.")}),
    ("never use `unwrap()` in library code",
     {("diff_avoids", "unwrap()", "Do not use `unwrap()` in library code.")}),
    ("always use `fetch`, not `axios` and keep the tests green",
     {("diff_adds", "fetch", "Use `fetch`, not `axios`."),
      ("diff_avoids", "axios", "Use `fetch`, not `axios`.")}),
    ("never use `console.log` in production code",
     {("diff_avoids", "console.log", "Do not use `console.log` in production code.")}),
    ("never use the old operator", set()),
    ("use `Decimal`, not `float` and `int`", {("diff_adds", "Decimal", "Use `Decimal`.")}),
]


KNOWN_MISSES: frozenset[str] = frozenset({
    # `isort` is no tool of the kind `ruff` is known as, and is named in plain words
    "go with `ruff` over black and isort",
    # Kotlin's `!!` and TypeScript's `!` are both called so: no one sign
    "never use the non-null assertion operator",
    # an operator said of a place no line shows is narrowed, as "`...` in hot paths" is
    "avoid the spread operator in hot paths",
})


def _ban_reads_right(words: str, term: str, *works: Attempt) -> bool:
    judges = _judges(words, "diff_avoids", term)
    return len(judges) == 1 and tuple(judges[0].score(w) for w in works) == (None, 1.0, 0.0)


def _rivals_read_right(words: str, rivals: set[str], line: str) -> bool:
    judges = derive([Quote(words, HERE)])
    turned = {t.lower() for j in judges if j.kind in ("diff_avoids", "does_not_run")
              for t in j.key_terms()}
    lines = {instruction(j, judges) for j in judges if j.durable}
    return turned == {r.lower() for r in rivals} and (not line or lines == {line})


def _line_reads_right(words: str, kind: str, term: str, line: str) -> bool:
    judges = derive([Quote(words, HERE)])
    return [instruction(j, judges) for j in _judges(words, kind, term)] == [line]


def _named_reads_right(words: str, term: str, does: Attempt, does_not: Attempt) -> bool:
    judges = [j for j in derive([Quote(words, HERE)]) if j.kind == "diff_avoids"
              and (not term or j.key_terms() == [term])]
    return len(judges) == 1 and (judges[0].score(does), judges[0].score(does_not)) == (0.0, 1.0)


def _right(name: str, right: bool) -> None:
    assert right is (name not in KNOWN_MISSES), name


@pytest.mark.parametrize(("words", "term", "unrelated", "without", "with_it"), BANS_BY_SHAPE,
                         ids=[w for w, *_ in BANS_BY_SHAPE])
def test_a_ban_judges_the_lines_whose_shape_does_the_purpose(
        words: str, term: str, unrelated: Attempt, without: Attempt, with_it: Attempt) -> None:
    _right(words, _ban_reads_right(words, term, unrelated, without, with_it))


@pytest.mark.parametrize(("words", "rivals", "line"), RIVALS, ids=[w for w, *_ in RIVALS])
def test_every_rival_named_is_turned_away(words: str, rivals: set[str], line: str) -> None:
    _right(words, _rivals_read_right(words, rivals, line))


@pytest.mark.parametrize(("words", "kind", "term", "line"), LINES, ids=[w for w, *_ in LINES])
def test_the_line_keeps_the_end_and_the_place_whole(words: str, kind: str, term: str,
                                                    line: str) -> None:
    _right(words, _line_reads_right(words, kind, term, line))


@pytest.mark.parametrize(("words", "term", "does", "does_not"), NAMED_IN_WORDS,
                         ids=[w for w, *_ in NAMED_IN_WORDS])
def test_what_is_named_in_words_is_checked(words: str, term: str, does: Attempt,
                                           does_not: Attempt) -> None:
    _right(words, _named_reads_right(words, term, does, does_not))


@pytest.mark.parametrize(("words", "lines"), CLOSE, ids=[w for w, _ in CLOSE])
def test_close_sentences_read_as_they_do(words: str, lines: set[tuple[str, str, str]]) -> None:
    _right(words, set(durable_lines(words)) == lines)


def test_the_known_misses_are_cases_of_the_batch() -> None:
    """Each table names its cases once; a rule may be a case of two tables (its check and its
    line), but a known miss is a case of one."""
    tables = [[c[0] for c in table] for table in (BANS_BY_SHAPE, RIVALS, LINES, NAMED_IN_WORDS,
                                                    CLOSE)]
    assert all(len(names) == len(set(names)) for names in tables)
    assert all(sum(miss in names for names in tables) == 1 for miss in KNOWN_MISSES)


@pytest.mark.parametrize("words", [
    "", "```\nnever use print for logging\n```", "> never use `print` for logging, they said",
])
def test_empty_pasted_and_quoted_words_give_no_durable_ban(words: str) -> None:
    assert not [j for j in derive([Quote(words, HERE)]) if j.durable]


def test_a_commented_print_does_not_log() -> None:
    """A print left in a comment writes nothing: no verdict, as any use that shows no logging."""
    judge = _judges("never use `print` for logging", "diff_avoids", "print")[0]
    assert judge.score(_work("app/sync.py", '    # print("sync finished", n)')) is None


def test_the_use_is_asked_for_where_any_rival_was_used() -> None:
    """"use `httpx` instead of `requests`, `urllib3` or `aiohttp`": work that brings in the
    third rival misses the use, as work that brings in the first does; work with none of them
    is not about it."""
    words = "use `httpx` instead of `requests`, `urllib3` or `aiohttp`"
    use = _judges(words, "diff_adds", "httpx")[0]
    assert use.score(_work("app/rates.py", "    async with aiohttp.ClientSession() as s:")) == 0.0
    assert use.score(_work("app/rates.py", "import requests")) == 0.0  # found where brought in
    assert use.score(_work("app/models.py", "    name = models.CharField()")) is None
    assert use.score(_work("app/rates.py", "    r = httpx.get(url)")) == 1.0
