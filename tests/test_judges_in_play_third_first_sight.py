"""A ban said of a purpose ("never use `float` for money", "don't use `==` to compare errors")
and a bare "use X" whose X is a tool of a purpose ("always use `slog`", "use `httpx`") are in
play only for work that does the purpose.

- A ban whose reach names a purpose the languages write one way (`purposes.py`) judges work that
  does it: a line that uses the term and does the purpose misses it (0.0), work that does the
  purpose without the term keeps it (1.0), and work that does none of it, or uses the term only
  on lines that do something else (`float` for a ratio beside a price), says nothing (None).
  A purpose no code shows ("for API responses") keeps the ban judged by its term, as before;
  the line says the purpose as said.
- A "use X" that says nothing of what X is for, sets X against no rival and puts it on no
  construct is judged on work that does what X is for: what the same message or the agent's
  reply says X is for ("`requestLogger` for logging"), else what X is known for across
  ecosystems (a small table of libraries keyed by purpose: logging, HTTP, paths, dates, money,
  validation, JSON, SQL, retries, config, randomness, concurrency). A tool the table does not
  know, or one said with a purpose or a moment of its own, is judged as before; the line says
  the rule as it was said.

Measured before the reader was changed for it, on the tables as written: bans said of a purpose
0/36 (each judged every change: `float` for a ratio, `==` on a count and `requests` as a list's
name failed it, work that did nothing of the purpose kept it; `==` "to compare errors" gave no
check at all); bare uses 0/27 (each judged all work, so a change that logs nothing failed
"always use `slog`"); rules that stay as they were 15/15; lines 4/6 ("for currency amounts" was
written "for currency", and `==` had no line). After: 34/36, 27/27, 15/15 and 6/6. The two bans
still wrong are in `KNOWN_MISSES`: a `print` does not show that it logs rather than writes the
program's output, so "don't use `print` for logging" gives no verdict where it should fail; and
"no `time.sleep` in tests to wait for things" gives no check at all (its "to wait for ..." after
the place is not read). Written after: a tool said with a place or a habit ("use `slog` in
library code", "we always use `slog`"; the rows of the first two rounds that held such rules as
checked on all work now name tools no table knows), a purpose said around the rule that no
code shows ("`Decimal` for precision" in the reply), an operator banned for a purpose no line
shows ("`||` for defaults") and a use said with a rival in words that are the task's ("don't
use `moment`, use `date-fns`", which the first change read for dates and left `moment`
unjudged).
Later, a line that does a purpose with a tool not made for it was read by its shape (a `print`
of a message outside scripts and commands logs; a fixed sleep waits), and the purpose said after
the place was read whole: 36/36.
The cases the checks still get wrong are in `KNOWN_MISSES` by name and checked to stay wrong, so
the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.tasks.judges import Attempt, FileChange, Judge, judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import AddsMatching, AddsNothingMatching

from helpers.judged import HERE, check_whole


def _work(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, list(lines))])


def _judges(words: str, kind: str, term: str, reply: str = "") -> list[Judge]:
    return [j for j in derive([Quote(words, HERE, reply=reply)])
            if j.kind == kind and j.key_terms() == [term]]


def _scores(words: str, kind: str, term: str, works: tuple[Attempt, ...],
            reply: str = "") -> tuple[float | None, ...] | None:
    judges = _judges(words, kind, term, reply)
    return tuple(judges[0].score(w) for w in works) if len(judges) == 1 else None


# (words, term, work not about the purpose, work that does it without the term, with it):
# each must read (None, 1.0, 0.0).
SCOPED_BANS = [
    ("never use `float` for money", "float",
     _work("stats/rates.py", "    ratio = float(done) / total"),
     _work("billing/invoice.py", '    price = Decimal(row["price"])'),
     _work("billing/invoice.py", '    price = float(row["price"])')),
    ("don't use `double` for currency amounts", "double",
     _work("src/main/java/app/Stats.java", "    double ratio = hits / (double) total;"),
     _work("src/main/java/app/Checkout.java", "    BigDecimal amount = order.getTotal();"),
     _work("src/main/java/app/Checkout.java", "    double amount = order.getTotal();")),
    ("avoid `f64` for prices", "f64",
     _work("src/stats.rs", "    let ratio: f64 = hits as f64 / total as f64;"),
     _work("src/cart.rs", "    let price: Decimal = item.price();"),
     _work("src/cart.rs", "    let price: f64 = item.price();")),
    ("no `Number` for monetary values please", "Number",
     _work("src/stats.ts", "  const ratio = Number(hits) / total;"),
     _work("src/cart.ts", "  const amount = new Big(row.amount);"),
     _work("src/cart.ts", "  const amount = Number(row.amount);")),
    ("never use `string` for money", "string",
     _work("src/user.ts", "  name: string;"),
     _work("src/order.ts", "  amount: Dinero<number>;"),
     _work("src/order.ts", "  amount: string;")),
    ("don't use `int` for prices", "int",
     _work("app/models.py", "    count: int"),
     _work("app/models.py", "    price: Decimal"),
     _work("app/models.py", "    price: int")),
    ("avoid `toFixed` for money", "toFixed",
     _work("src/report.ts", "  const pct = (hits / total * 100).toFixed(1);"),
     _work("src/cart.ts", "  const total = dinero({ amount: price * qty, currency: USD });"),
     _work("src/cart.ts", "  const total = (price * qty).toFixed(2);")),
    ("don't use `print` for logging", "print",
     _work("cli/main.py", '    print(f"{len(rows)} rows")'),
     _work("app/jobs.py", '    logger.info("job %s done", job_id)'),
     _work("app/jobs.py", '    logger.info("job %s started", job_id)',
           '    print("job done", job_id)')),
    ("never use `log.Printf` for logging", "log.Printf",
     _work("cmd/count/main.go", '\tfmt.Printf("%d\\n", n)'),
     _work("cmd/server/main.go", '\tslog.Info("listening", "port", port)'),
     _work("cmd/server/main.go", '\tlog.Printf("listening on %d", port)')),
    ("don't use `logrus` for logging", "logrus",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/jobs/run.go", '\t\tslog.Error("run failed", "err", err)'),
     _work("internal/jobs/run.go", '\t\tlogrus.Errorf("run failed: %v", err)')),
    ("don't use `requests` for HTTP calls", "requests",
     _work("app/queue.py", "    for r in requests:", "        handle(r)"),
     _work("app/rates.py", "    r = httpx.get(url)"),
     _work("app/rates.py", "    r = requests.get(url)")),
    ("never use `http.Get` for outgoing requests", "http.Get",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/client/client.go", "\tresp, err := c.http.Do(req)"),
     _work("internal/client/client.go", "\tresp, err := http.Get(url)")),
    ("don't use `fetch` for API calls", "fetch",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/api/users.ts", "  const res = await ky.get('api/users').json();"),
     _work("src/api/users.ts", "  const res = await fetch('/api/users');")),
    ("never use `urllib` for HTTP requests", "urllib",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("app/rates.py", "    r = httpx.get(url)"),
     _work("app/rates.py", "    r = urllib.request.urlopen(url)")),
    ("we never use `Net::HTTP` for outgoing requests", "Net::HTTP",
     _work("app/models/post.rb", "  validates :title, presence: true"),
     _work("app/services/rates.rb", "    res = Faraday.get(url)"),
     _work("app/services/rates.rb", "    res = Net::HTTP.get_response(uri)")),
    ("don't use `os.path` for file paths", "os.path",
     _work("app/views.py", "    return JsonResponse({'ok': True})"),
     _work("app/config.py", '    cfg = Path(root) / "config.yaml"'),
     _work("app/config.py", '    cfg = os.path.join(root, "config.yaml")')),
    ("avoid `path.Join` for filesystem paths", "path.Join",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/store/disk.go", "\tp := filepath.Join(dir, name)"),
     _work("internal/store/disk.go", "\tp := path.Join(dir, name)")),
    ("never use `new Date()` for timestamps", "new Date()",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/orders.ts", "  const at = Temporal.Now.instant();"),
     _work("src/orders.ts", "  const createdAt = new Date();")),
    ("don't use `datetime.now()` for timestamps", "datetime.now()",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("app/orders.py", "    created_at = timezone.now()"),
     _work("app/orders.py", "    created_at = datetime.now()")),
    ("never use `moment` for dates", "moment",
     _work("src/Player.tsx", "  const moment = useRef(null);"),
     _work("src/orders.ts", "  const due = dayjs(order.createdAt);"),
     _work("src/orders.ts", "  const due = moment(order.createdAt);")),
    ("never use `SimpleDateFormat` for date formatting", "SimpleDateFormat",
     _work("src/main/java/app/Names.java", "    String name = user.getName();"),
     _work("src/main/java/app/Report.java",
           "    String day = DateTimeFormatter.ISO_DATE.format(LocalDate.now());"),
     _work("src/main/java/app/Report.java",
           '    SimpleDateFormat f = new SimpleDateFormat("yyyy-MM-dd");')),
    ("never use `json` for serialization", "json",
     _work("app/settings.py", "    cfg = yaml.safe_load(f)"),
     _work("app/api.py", "    body = orjson.dumps(payload)"),
     _work("app/api.py", "    body = json.dumps(payload)")),
    ("never use `Gson` for JSON", "Gson",
     _work("src/main/java/app/Names.java", "    String name = user.getName();"),
     _work("src/main/java/app/Codec.java", "    ObjectMapper mapper = new ObjectMapper();"),
     _work("src/main/java/app/Codec.java", "    Gson gson = new Gson();")),
    ("don't use `fmt.Sprintf` to build SQL queries", "fmt.Sprintf",
     _work("internal/greet/greet.go", '\tmsg := fmt.Sprintf("user %s joined", name)'),
     _work("internal/store/users.go",
           '\trows, err := db.Query("SELECT * FROM users WHERE id = $1", id)'),
     _work("internal/store/users.go",
           '\trows, err := db.Query(fmt.Sprintf("SELECT * FROM users WHERE id = %d", id))')),
    ("don't use `.format()` for database queries", ".format()",
     _work("app/greet.py", '    msg = "hi {}".format(name)'),
     _work("app/store.py", '    cur.execute("SELECT * FROM t WHERE id = %s", (i,))'),
     _work("app/store.py", '    cur.execute("SELECT * FROM t WHERE id = {}".format(i))')),
    ("don't use `os.getenv` for configuration", "os.getenv",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("app/settings.py", '    port = os.environ["PORT"]'),
     _work("app/settings.py", '    port = os.getenv("PORT")')),
    ("never use `process.env` for env vars", "process.env",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/config.ts", "  const port = import.meta.env.VITE_PORT;"),
     _work("src/config.ts", "  const port = process.env.PORT;")),
    ("never use `==` to compare errors", "==",
     _work("internal/sum.go", "\tif n == 0 {"),
     _work("internal/read/read.go", "\t\tif errors.Is(err, io.EOF) {"),
     _work("internal/read/read.go", "\t\tif err == io.EOF {")),
    ("don't use `%v` to wrap errors", "%v",
     _work("cmd/count/main.go", '\tfmt.Printf("%v\\n", x)'),
     _work("internal/load.go", '\t\treturn fmt.Errorf("load config: %w", err)'),
     _work("internal/load.go", '\t\treturn fmt.Errorf("load config: %v", err)')),
    ("don't use `time.sleep` for retries", "time.sleep",
     _work("app/poll.py", "    time.sleep(0.1)"),
     _work("app/sync.py", "@tenacity.retry(stop=tenacity.stop_after_attempt(3))"),
     _work("app/sync.py", "        time.sleep(backoff)")),
    ("never use `threading` for concurrency", "threading",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("app/crawl.py", "    async with asyncio.TaskGroup() as tg:"),
     _work("app/crawl.py", "    t = threading.Thread(target=work)")),
    ("never use `sync.Mutex` for shared state", "sync.Mutex",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/stats/stats.go", "\tn := atomic.AddInt64(&count, 1)"),
     _work("internal/stats/stats.go", "\tvar mu sync.Mutex")),
    ("don't use `Joi` for request validation", "Joi",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/routes/orders.ts", "  const Body = z.object({ name: z.string() });"),
     _work("src/routes/orders.ts", "  const schema = Joi.object({ name: Joi.string() });")),
    ("never use `assert` for input validation", "assert",
     _work("tests/test_cart.py", "    assert total == 3"),
     _work("app/views.py", "    data = Signup.model_validate(request.json)"),
     _work("app/views.py", '    assert request.json["email"]')),
    ("never use `afterEach` for teardown", "afterEach",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/api.test.ts", "  afterAll(() => server.close());"),
     _work("src/api.test.ts", "  afterEach(() => server.close());")),
    ("no `time.sleep` in tests to wait for things", "time.sleep",
     _work("app/poll.py", "    time.sleep(0.1)"),
     _work("tests/test_poll.py", "    wait_until(lambda: job.done)"),
     _work("tests/test_poll.py", "    time.sleep(2)")),
]


# (words, term, reply, work not about what X is for, work that does it without X, with X):
# each must read (None, 0.0, 1.0).
BARE_USES = [
    ("always use `slog`", "slog", "",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("cmd/server/main.go", '\tlog.Printf("listening on %d", port)'),
     _work("cmd/server/main.go", '\tslog.Info("listening", "port", port)')),
    ("use `httpx`", "httpx", "",
     _work("etl/clean.py", "    rows = [r.strip() for r in rows]"),
     _work("etl/fetch.py", "    resp = requests.get(url, timeout=5)"),
     _work("etl/fetch.py", "    resp = httpx.get(url, timeout=5)")),
    ("prefer `pathlib`", "pathlib", "",
     _work("app/views.py", "    return JsonResponse({'ok': True})"),
     _work("app/config.py", '    cfg = os.path.join(root, "config.yaml")'),
     _work("app/config.py", '    cfg = pathlib.Path(root) / "config.yaml"')),
    ("use `zod`", "zod", "",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/routes/orders.ts", "  const body = await req.json();"),
     _work("src/routes/orders.ts", 'import { z } from "zod";',
           "  const body = Order.parse(await req.json());")),
    ("use `BigDecimal`", "BigDecimal", "",
     _work("src/main/java/app/Names.java", "    String name = user.getName();"),
     _work("src/main/java/app/Checkout.java", "    double amount = order.getTotal();"),
     _work("src/main/java/app/Checkout.java", "    BigDecimal amount = order.getTotal();")),
    ("stick with `zap`", "zap", "",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/jobs/run.go", '\t\tlog.Printf("run failed: %v", err)'),
     _work("internal/jobs/run.go", '\t\tzap.L().Error("run failed", zap.Error(err))')),
    ("always use `structlog`", "structlog", "",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("app/jobs.py", '    logging.info("job %s done", job_id)'),
     _work("app/jobs.py", "log = structlog.get_logger()", '    log.info("job done", id=job_id)')),
    ("use `pino` please", "pino", "",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/server.ts", '  console.log("listening", port);'),
     _work("src/server.ts", "const logger = pino();", '  logger.info({ port }, "listening");')),
    ("from now on use `loguru`", "loguru", "",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("app/disk.py", '    logging.warning("disk low")'),
     _work("app/disk.py", "from loguru import logger", '    logger.warning("disk low")')),
    ("always use `axios`", "axios", "",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/api/users.ts", "  const res = await fetch('/api/users');"),
     _work("src/api/users.ts", "  const { data } = await axios.get('/api/users');")),
    ("use `reqwest`", "reqwest", "",
     _work("src/lib.rs", "pub fn add(a: i32, b: i32) -> i32 { a + b }"),
     _work("src/rates.rs", "    let res = ureq::get(&url).call()?;"),
     _work("src/rates.rs", "    let res = reqwest::get(&url).await?;")),
    ("always use `Faraday`", "Faraday", "",
     _work("app/models/post.rb", "  validates :title, presence: true"),
     _work("app/services/rates.rb", "    res = Net::HTTP.get_response(uri)"),
     _work("app/services/rates.rb", "    res = Faraday.get(url)")),
    ("use `dayjs`", "dayjs", "",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/orders.ts", "  const due = new Date(order.createdAt);"),
     _work("src/orders.ts", "  const due = dayjs(order.createdAt);")),
    ("always use `date-fns`", "date-fns", "",
     _work("src/api.ts", "export const base = '/api/v2';"),
     _work("src/report.ts", "  const label = moment().format('YYYY-MM-DD');"),
     _work("src/report.ts", 'import { format } from "date-fns";',
           "  const label = format(new Date(), 'yyyy-MM-dd');")),
    ("use `chrono`", "chrono", "",
     _work("src/lib.rs", "pub fn add(a: i32, b: i32) -> i32 { a + b }"),
     _work("src/audit.rs", "    let now = SystemTime::now();"),
     _work("src/audit.rs", "    let now = chrono::Utc::now();")),
    ("always use `pydantic`", "pydantic", "",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("app/views.py", '    email = request.json["email"]'),
     _work("app/views.py", "class Signup(pydantic.BaseModel):")),
    ("use `tenacity`", "tenacity", "",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("app/sync.py", "    max_retries = 3"),
     _work("app/sync.py", "@tenacity.retry(stop=tenacity.stop_after_attempt(3))")),
    ("use `orjson`", "orjson", "",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("app/api.py", "    body = json.dumps(payload)"),
     _work("app/api.py", "    body = orjson.dumps(payload)")),
    ("always use `viper`", "viper", "",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("cmd/api/main.go", '\tport := os.Getenv("PORT")'),
     _work("cmd/api/main.go", '\tport := viper.GetInt("port")')),
    ("use `sqlx`", "sqlx", "",
     _work("src/lib.rs", "pub fn add(a: i32, b: i32) -> i32 { a + b }"),
     _work("src/users.rs",
           '    let row = client.query_one("SELECT id FROM users WHERE id = $1", &[&id])?;'),
     _work("src/users.rs",
           '    let row = sqlx::query("SELECT id FROM users WHERE id = $1").bind(id);')),
    ("use `errgroup`", "errgroup", "",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/crawl/crawl.go", "\tgo func() { results <- fetch(u) }()"),
     _work("internal/crawl/crawl.go", "\tg, ctx := errgroup.WithContext(ctx)")),
    ("always use `Decimal`", "Decimal", "",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("billing/invoice.py", '    price = float(row["price"])'),
     _work("billing/invoice.py", '    price = Decimal(row["price"])')),
    ("always use `secrets`", "secrets", "",
     _work("app/models.py", "    nickname = models.CharField(max_length=40)"),
     _work("app/auth.py", "    token = ''.join(random.choice(ALPHABET) for _ in range(32))"),
     _work("app/auth.py", "    token = secrets.token_urlsafe(32)")),
    ("prefer `filepath.Join`", "filepath.Join", "",
     _work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
     _work("internal/store/disk.go", "\tp := path.Join(dir, name)"),
     _work("internal/store/disk.go", "\tp := filepath.Join(dir, name)")),
    # what X is for, said elsewhere in the message or in the reply the words answer
    ("always use `requestLogger`", "requestLogger",
     "I added a `console.log` in the handler; the project also has `requestLogger` for "
     "logging.",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/routes/users.ts", '  console.log("user", id);'),
     _work("src/routes/users.ts", '  requestLogger.info("user", id);')),
    ("we moved to `httpClient` for all HTTP calls last month. Always use `httpClient`.",
     "httpClient", "",
     _work("src/format.ts", "export const pad = (n: number) => String(n).padStart(2, '0');"),
     _work("src/api/users.ts", "  const res = await fetch('/api/users');"),
     _work("src/api/users.ts", "  const res = await httpClient.get('/api/users');")),
    ("yes, always use `Money`", "Money",
     "Prices are plain floats here. Should I switch to the `Money` class for amounts?",
     _work("app/tasks.py", "    rows = sorted(rows, key=lambda r: r.name)"),
     _work("billing/invoice.py", '    price = float(row["price"])'),
     _work("billing/invoice.py", '    price = Money(row["price"], "EUR")')),
]


# Rules that stay judged as they were: (words, kind, term, work, score it must get).
AS_BEFORE = [
    # a purpose no code shows: the ban is judged by its term
    ("never use `any` for API responses", "diff_avoids", "any",
     _work("src/util.ts", "  const cache: any = {};"), 0.0),
    ("never use `SELECT *` in production queries", "diff_avoids", "SELECT *",
     _work("db/report.sql", "SELECT * FROM orders;"), 0.0),
    ("avoid `unwrap()` in library code", "diff_avoids", "unwrap()",
     _work("src/lib.rs", "    let n = s.parse::<u32>().unwrap();"), 0.0),
    ("don't use `unwrap()` for error handling", "diff_avoids", "unwrap()",
     _work("src/lib.rs", "    let n = s.parse::<u32>().unwrap();"), 0.0),
    # bans of no purpose
    ("never use `float`", "diff_avoids", "float",
     _work("stats/rates.py", "    ratio = float(done) / total"), 0.0),
    ("never use `print`", "diff_avoids", "print",
     _work("cli/main.py", '    print("done")'), 0.0),
    # a use said with a purpose or a moment of its own, or a tool no table knows
    ("use `anyhow` for error handling", "diff_adds", "anyhow",
     _work("src/util.py", "x = 1"), 0.0),
    ("use `Decimal` for precision", "diff_adds", "Decimal",
     _work("src/util.py", "x = 1"), 0.0),
    ("use `httpx` for the time being", "diff_adds", "httpx",
     _work("src/util.py", "x = 1"), 0.0),
    ("use `Redis` for caching", "diff_adds", "Redis",
     _work("src/util.py", "x = 1"), 0.0),
    ("always use `clsx`", "diff_adds", "clsx",
     _work("src/util.ts", "export const x = 1;"), 0.0),
    ("we always use `attrs`", "diff_adds", "attrs",
     _work("src/util.py", "x = 1"), 0.0),
    # a rival, a construct, a purpose said: as the rounds before read them
    ("use `structlog`, not `logging`", "diff_adds", "structlog",
     _work("src/util.py", "x = 1"), None),
    ("always add `json` tags to struct fields", "diff_adds", "json",
     _work("api/render.go", "\treturn tmpl.Execute(w, data)"), None),
    ("use `errors.Is` to compare errors", "diff_adds", "errors.Is",
     _work("internal/read/read.go", "\t\tif err == io.EOF {"), 0.0),
]


KNOWN_MISSES: frozenset[str] = frozenset()


def _ban_reads_right(words: str, term: str, *works: Attempt) -> bool:
    return _scores(words, "diff_avoids", term, works) == (None, 1.0, 0.0)


def _use_reads_right(words: str, term: str, reply: str, *works: Attempt) -> bool:
    return _scores(words, "diff_adds", term, works, reply) == (None, 0.0, 1.0)


@pytest.mark.parametrize(("words", "term", "unrelated", "without", "with_it"), SCOPED_BANS,
                         ids=[w for w, *_ in SCOPED_BANS])
def test_a_ban_said_of_a_purpose_judges_work_that_does_it(
        words: str, term: str, unrelated: Attempt, without: Attempt, with_it: Attempt) -> None:
    right = _ban_reads_right(words, term, unrelated, without, with_it)
    assert right is (words not in KNOWN_MISSES), words


@pytest.mark.parametrize(("words", "term", "reply", "unrelated", "without", "with_it"),
                         BARE_USES, ids=[w for w, *_ in BARE_USES])
def test_a_bare_use_judges_work_that_does_what_the_tool_is_for(
        words: str, term: str, reply: str, unrelated: Attempt, without: Attempt,
        with_it: Attempt) -> None:
    right = _use_reads_right(words, term, reply, unrelated, without, with_it)
    assert right is (words not in KNOWN_MISSES), words


@pytest.mark.parametrize(("words", "kind", "term", "work", "score"), AS_BEFORE,
                         ids=[w for w, *_ in AS_BEFORE])
def test_other_rules_are_judged_as_before(words: str, kind: str, term: str, work: Attempt,
                                          score: float | None) -> None:
    judges = _judges(words, kind, term)
    right = len(judges) == 1 and judges[0].score(work) == score \
        and "known_for" not in judges[0].params()
    assert right is (words not in KNOWN_MISSES), words


def test_the_known_misses_are_cases_of_the_batch() -> None:
    check_whole([w for w, *_ in SCOPED_BANS + BARE_USES + AS_BEFORE], KNOWN_MISSES)


# The line a ban said of a purpose is written with keeps the purpose; a bare use is written
# as it was said.
LINES = [
    ("never use `float` for money", "diff_avoids", "float", "Do not use `float` for money."),
    ("don't use `double` for currency amounts", "diff_avoids", "double",
     "Do not use `double` for currency amounts."),
    ("never use `==` to compare errors", "diff_avoids", "==",
     "Do not use `==` to compare errors."),
    ("don't use `requests` for HTTP calls", "diff_avoids", "requests",
     "Do not use `requests` for HTTP calls."),
    ("always use `slog`", "diff_adds", "slog", "Use `slog`."),
    ("use `BigDecimal`", "diff_adds", "BigDecimal", "Use `BigDecimal`."),
]


@pytest.mark.parametrize(("words", "kind", "term", "line"), LINES, ids=[w for w, *_ in LINES])
def test_the_line_says_the_rule_as_said(words: str, kind: str, term: str, line: str) -> None:
    judges = derive([Quote(words, HERE)])
    assert [instruction(j, judges) for j in _judges(words, kind, term)] == [line]


def test_a_purpose_and_a_tools_purpose_are_stored_and_read_back() -> None:
    ban = _judges("never use `float` for money", "diff_avoids", "float")[0]
    use = _judges("always use `slog`", "diff_adds", "slog")[0]
    for judge in (ban, use):
        assert judge_from_doc(judge.to_doc()).params() == judge.params()
    assert ban.params()["about"] and use.params()["known_for"]
    assert "known_for" not in AddsMatching(term="slog").params()
    assert "known_for" not in AddsNothingMatching(term="float").params()


def test_a_tools_purpose_no_one_can_find_is_refused() -> None:
    doc = AddsMatching(term="slog").to_doc()
    doc["params"]["known_for"] = "readability"
    with pytest.raises(ValueError):
        judge_from_doc(doc)


def test_a_ban_used_only_beside_the_purpose_says_nothing() -> None:
    """`float` for a ratio in a change that also handles a price: not sure it is for money."""
    ban = _judges("never use `float` for money", "diff_avoids", "float")[0]
    work = _work("billing/report.py", '    price = Decimal(row["price"])',
                 "    ratio = float(done) / total")
    assert ban.score(work) is None


@pytest.mark.parametrize("words", ["", "```\nlog.Printf: always use slog\n```",
                                   "> always use `slog`, they told me"])
def test_empty_and_pasted_words_give_no_tools_purpose(words: str) -> None:
    assert not [j for j in derive([Quote(words, HERE)]) if j.params().get("known_for")]


@pytest.mark.parametrize("words", ["use `slog` in library code", "we always use `slog`"])
def test_a_tool_said_with_a_place_or_a_habit_is_judged_where_it_does_its_job(words: str) -> None:
    """A place is where the rule holds, not what the tool is for: `slog` in library code is
    still asked for where library code logs."""
    works = (_work("internal/sum.go", "func Sum(a, b int) int { return a + b }"),
             _work("internal/jobs/run.go", '\t\tlog.Printf("run failed: %v", err)'),
             _work("internal/jobs/run.go", '\t\tslog.Error("run failed", "err", err)'))
    assert _scores(words, "diff_adds", "slog", works) == (None, 0.0, 1.0)


@pytest.mark.parametrize(("words", "reply"), [
    ("always use `Decimal`", "I kept `Decimal` for precision in the sensor readings."),
    ("yes, always use `httpx`", "Should I keep `httpx` for the time being?"),
])
def test_a_purpose_said_around_that_no_code_shows_keeps_the_check_as_before(
        words: str, reply: str) -> None:
    """What the reply says the tool is for outweighs what the tool is known for: a purpose no
    code shows leaves the rule judged on all work."""
    judges = [j for j in derive([Quote(words, HERE, reply=reply)]) if j.kind == "diff_adds"]
    assert len(judges) == 1 and "known_for" not in judges[0].params()
    assert judges[0].score(_work("src/util.py", "x = 1")) == 0.0


def test_an_operator_banned_for_a_purpose_no_code_shows_gives_nothing() -> None:
    """"never use `||` for defaults": no line shows a default, so no added `||` is held against
    it; "to compare errors" is a use the lines show."""
    assert not _judges("never use `||` for defaults", "diff_avoids", "||")
    assert len(_judges("never use `==` to compare errors", "diff_avoids", "==")) == 1


def test_a_use_said_with_a_rival_is_judged_as_before() -> None:
    """"don't use `moment`, use `date-fns`": the rival says where the rule holds, so what
    `date-fns` is known for is not read for it, and `moment` brought in fails it."""
    judges = _judges("don't use `moment`, use `date-fns`", "diff_adds", "date-fns")
    assert len(judges) == 1 and "known_for" not in judges[0].params()
    assert judges[0].score(_work("src/jobs.ts", 'import moment from "moment";')) == 0.0
