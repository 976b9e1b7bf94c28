"""What a rule's tool is for, and how the languages write code that does it.

"Use `slog` for logging" asks for `slog` where the work logs, not in every change: a change to a
template or a query logs nothing and says nothing of the rule, and a change that puts `slog` where
nothing is logged keeps no rule either. The same holds for "use `errors.Is` to compare errors",
"use `httpx` when you make HTTP calls", "use `pathlib` for file paths", "use `zod` to validate
request bodies", "use `t.Cleanup` for teardown" and "use `BigDecimal` for money". A check of such
a rule is in play only for work whose added code does the thing (`constructs.py` holds the same
for the kinds of code a rule is put on: struct fields, endpoints, indexes). A ban said of a
purpose ("never use `float` for money", "don't use `==` to compare errors") is in play the same
way, and fails only where a line that uses its term does the thing: `float` for a ratio in a
change that also handles a price may be for money or not, and gets no verdict. A tool banned
for a purpose it was not made for ("don't use `print` for logging", "no `time.sleep` in tests to
wait for things") does it in a way of its own, known by the line's shape: a print of a message
outside the files whose output is what they are for, a fixed sleep; only a ban reads that way.
A "use X" that says no purpose is read for the one X is known for (`tool_purposes.py`).

The purpose is read from the words after the rule's opening ("for", "to", "in", "when you",
"when ...ing") and must be named whole in one of the ways people name it: "logging", "log
calls", "HTTP requests", "make HTTP calls", "compare errors", "sentinel errors", "file paths",
"timestamps", "money", "amounts", "env vars", "retries", "JSON", "SQL queries", "teardown",
"clean up resources", "input validation", "concurrency", "locks", "random tokens", "string
formatting", "wait for things". Words that name a purpose no one way of writing code shows
("for formatting": of code or of strings; "for error handling"; "for the time being"; "for log
files") are none, and the check stays as it was. A rule that routes a kind of work through a
thing ("route all HTTP calls through `ApiClient`", "every SQL query goes through `db.Query`") is
said of that kind of work as its purpose (`purpose_routed`). Each purpose is found by how Go,
Python, TS/JS, Rust, Java, C# and Ruby write it, in the code a change adds, not in its comments
or docs. A purpose found where it is not would fail good work, one missed only leaves the check
silent: the patterns keep to the calls and names that do the thing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .code import PROSE_FILES, TEST_PATHS, code_lines, is_test_path, said_part
from .constructs import PHRASE, PHRASE_END, Construct


@dataclass(frozen=True)
class Purpose(Construct):
    """What code is for, as people name it (`said`: a pattern of the whole phrase, without its
    opening word), and how an added line does it (`lines`). A purpose of tests (a teardown) is
    done in test files only."""

    said: str = ""
    tests: bool = False
    # How a line does the purpose with a tool not made for it (a `print` that logs, a sleep that
    # waits), read only where such a tool is banned for the purpose: it shows the banned use,
    # never the purpose a tool is asked for in (a program's `print` writes its output). `away`:
    # the files where such a line does something else (a script's `print`).
    borrowed: str = ""
    away: str = ""
    # `said`, compiled as the purposes are built, with the miner's other patterns (kept for the
    # installation), not at the first rule of a process that names one.
    said_whole: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "said_whole", re.compile(self.said, re.I))

    def found(self, path: str, lines: list[str], hunks: list[list[str]] | None = None) -> bool:
        if self.tests and not is_test_path(path):
            return False
        return super().found(path, lines, hunks)

    def done_by(self, path: str, line: str) -> bool:
        """Does the line, which uses a banned tool, do the purpose: as the purpose is done, or
        in the borrowed way, outside the files where that way does something else?"""
        if self.found(path, [line]):
            return True
        if not self.borrowed or (self.away and re.search(self.away, path, re.I)) \
                or path.lower().endswith(PROSE_FILES):
            return False
        return any(re.search(self.borrowed, code, re.I) for code in code_lines(path, [line], ""))

    def named(self, phrase: str) -> bool:
        return self.said_whole.fullmatch(phrase) is not None


# A name made of words, whichever way it is cased ("unitPrice", "unit_price", "UNIT_PRICE",
# "Price"): the word as a part of it, not inside another word ("syntax", "paramount").
def _name_part(*words: str) -> str:
    lower = "|".join(words)
    title = "|".join(w.title() for w in words)
    upper = "|".join(w.upper() for w in words)
    return (rf"(?-i:(?<![A-Za-z])(?:{lower})(?:e?s)?(?![a-z])|(?:{title})(?:e?s)?(?![a-z])|"
            rf"(?<![A-Z])(?:{upper})(?:E?S)?(?![A-Z]))")


_ERROR = r"(?:err|error|e|ex|exc|exception)"
# A value errors are compared with: a sentinel (`ErrNotFound`, `io.EOF`), an error class.
_SENTINEL = r"(?:\w+\.)*(?:Err[A-Z]\w*|EOF|\w+Error|\w+Exception)\b"
_CALL = r"\s*\("
# A log call with its arguments in parentheses, or Ruby's without (`logger.info "done"`).
_LOG_ARGS = r"(?:\s*\(|\s+[\"':])"

# A print of a message: the call that writes to the output, its first argument a string that
# opens with a word ("job done", f"user {id} joined"), as code that logs writes it.
_PRINTS_A_MESSAGE = (r"(?:\bprint|\bconsole\.(?:log|info|warn|error|debug)|\bfmt\.(?:Print|Println|"
                     r"Printf)|\bSystem\.(?:out|err)\.print(?:ln|f)?|\be?println!|\beprint!|"
                     r"\bprint!|\bConsole\.Write(?:Line)?|\bputs|\bp)(?:\s*\(\s*|\s+)"
                     r"(?:f|r|rb|b)?[\"'`][^\"'`]*?[A-Za-z]{2,}")
# Files that are programs run by hand or whose output is what they are for: a command's entry, a
# script, a tool, a notebook, an example, and a test (as `code.is_test_path` tells one, in the
# letter case its runner looks for).
_PROGRAMS = (r"(?:^|/)(?:cmd|cli|bin|scripts?|tools?|examples?|notebooks?|benchmarks?)/|"
             r"(?:^|/)(?:main|__main__|manage|setup|cli)\.\w+$|\.(?:sh|bash|zsh|ipynb)$|"
             rf"(?:^|/)src/bin/|(?-i:{TEST_PATHS})")
# A sleep: the call that waits a fixed time, in the languages agents write.
_SLEEPS = (r"\btime\.(?:sleep|Sleep)\(|\bThread\.sleep\(|\basyncio\.sleep\(|"
           r"\b(?:std::)?thread::sleep\(|\btokio::time::sleep\(|\bTask\.Delay\(|"
           r"\bSystemClock\.sleep\(|\bTimeUnit\.\w+\.sleep\(|"
           r"new\s+Promise\(\s*\(?\s*(?:r|res|resolve)\s*\)?\s*=>\s*setTimeout\(\s*"
           r"(?:r|res|resolve)\b|^\s*(?:await\s+)?(?:sleep|delay|wait)\(\s*\d|^\s*sleep\s+\d")

PURPOSES = (
    Purpose(("error comparison",), said=(
        r"(?:sentinel\s+)?errors?\s+(?:comparisons?|checks?|checking|matching|equality)|"
        r"(?:compar|match)\w*\s+(?:sentinel\s+|wrapped\s+)?errors?(?:\s+values)?|"
        r"(?:sentinel|wrapped)\s+errors?"),
        lines=(rf"\berrors\.(?:Is|As)\(|\b{_ERROR}\s*[!=]==?\s*{_SENTINEL}|"
               rf"(?<![\w.]){_SENTINEL}\s*[!=]==?\s*{_ERROR}\b|"
               rf"\b{_ERROR}\s+instanceof\s+\w|\bisinstance\(\s*{_ERROR}\s*,|"
               rf"\bmatches!\(\s*{_ERROR}\b")),
    Purpose(("error wrapping",), said=(
        r"(?:wrap|wrapping)\s+(?:returned\s+|underlying\s+)?errors?|errors?\s+wrapping"),
        lines=(r"\bfmt\.Errorf\(.*%w|\bfmt\.Errorf\(.*,\s*err\w*\s*\)|"
               r"\berrors\.(?:Wrap|Wrapf|WithMessage|WithMessagef|WithStack)\(|"
               r"\braise\s+\w[\w.]*\(.*\)\s+from\s+(?!None\b)\w+|"
               r"\.(?:context|with_context|wrap_err|wrap_err_with)\(|"
               r"\bnew\s+\w*(?:Error|Exception)\(.*,\s*(?:e|err|ex|cause)\s*\)|\bcause\s*:\s*\w")),
    Purpose(("logging",), said=(
        r"(?:structured\s+|application\s+|debug\s+)?(?:logging|logs)|"
        r"log\s+(?:lines|messages|statements|calls|output|entries|events)|"
        r"log(?:ging)?\s+(?:errors|events|requests|messages|warnings|failures)"),
        lines=(r"\b(?:log|logger|logging|slog|zap|logrus|klog|glog|structlog|winston|pino|"
               r"bunyan|loguru|console|_?logger|_?log|LOG|LOGGER)(?:\.\w+)*\.(?:debug|info|warn|"
               r"warning|error|fatal|critical|exception|trace|notice|verbose|log|print\w*|"
               r"log\w+|with\w*|sugar)[fw]?" + _LOG_ARGS
               + r"|\b(?:debug|info|warn|error|trace)!\s*\(|\bget_?logger\(|"
               r"\bLoggerFactory\.getLogger\(|\b\w*logger\.\w+" + _LOG_ARGS),
        borrowed=_PRINTS_A_MESSAGE, away=_PROGRAMS),
    Purpose(("http call",), said=(
        r"(?:outgoing\s+|outbound\s+|external\s+)?(?:https?|rest|network)\s+(?:calls?|"
        r"requests?|clients?)|(?:api|network)\s+calls|https?|"
        r"(?:outgoing|outbound|external)\s+(?:calls|requests)|"
        r"(?:make|making|send|sending|do|doing|issue|issuing|perform|performing)\s+"
        r"(?:outgoing\s+|outbound\s+|external\s+)?(?:https?|api|network|rest)\s+(?:calls?|"
        r"requests?)|(?:call|calling)\s+(?:external|third-party|remote)\s+(?:apis|services)"),
        lines=(r"\brequests\.(?:get|post|put|patch|delete|head|request|Session)\s*\(|"
               r"\bhttpx\.\w+\(|\burlopen\(|\burllib\.request\.\w+\(|\burllib3\.PoolManager\(|"
               r"\baiohttp\.ClientSession\b|(?<![.\w])fetch\(|\baxios(?:\.\w+)?\(|"
               r"\bhttp\.(?:Get|Post|PostForm|Head|NewRequest\w*)\(|\bhttp\.DefaultClient\b|"
               r"\b\w*client\.Do\(|\.Do\(\s*req\w*\s*\)|\bresty\.\w+\(|\breqwest::|\bureq::|"
               r"\bHttpClient\b|"
               r"\bNet::HTTP\b|\bFaraday\.|\bHTTParty\.|\bRestTemplate\b|\bWebClient\b|"
               r"\bOkHttpClient\b|\bHttpRequest\.newBuilder\(|"
               r"\.(?:GetAsync|PostAsync|PutAsync|DeleteAsync|SendAsync)\(|"
               r"(?<![.\w])(?:ky|got|superagent)(?:\.\w+)?\(")),
    Purpose(("file path",), said=(
        r"(?:file\s*|filesystem\s+|fs\s+|local\s+)?paths|filepaths|"
        r"(?:file\s+)?path\s+(?:handling|manipulation|joining|joins|building|operations)|"
        r"(?:join|joining|build|building|construct|constructing|handle|handling|manipulate|"
        r"manipulating|concatenate|concatenating)\s+(?:file\s+)?paths"),
        lines=(r"\bos\.path\.\w+\(|(?-i:\bPath\()|\bfilepath\.\w+\(|"
               r"\bpath\.(?:join|resolve|dirname|basename|extname|normalize|relative|Join|Dir|"
               r"Base|Ext|Clean)\(|\bPaths\.get\(|\bPath\.(?:of|Combine|Join|GetFileName\w*|"
               r"GetDirectoryName|GetExtension)\(|\bPathBuf\b|\bPath::new\(|"
               r"\bFile\.(?:join|expand_path|basename|dirname)\(|\bPathname\.new\(|__dirname\b|"
               r"\b__file__\b")),
    Purpose(("date",), said=(
        r"(?:dates?|datetimes?|date\s*times?|timestamps?|time\s*zones?|timezones?)"
        r"(?:\s+(?:handling|math|arithmetic|parsing|formatting|manipulation|logic|values|"
        r"fields|objects))?|(?:parse|parsing|format|formatting|handle|handling|compare|"
        r"comparing|store|storing)\s+(?:dates?|datetimes?|timestamps?)"),
        lines=(r"\bdatetime(?:\.\w+|\()|\bdate\.today\(|\btime\.(?:Now|Parse\w*|Date|Unix\w*|Since|Until)"
               r"\(|\bnew\s+Date\(|\bDate\.(?:now|parse|UTC|today)\b|\bmoment\(|\bdayjs\(|"
               r"\bDateTime\.\w+|\bInstant\.|\bLocalDate(?:Time)?\b|\bZonedDateTime\b|"
               r"\bOffsetDateTime\b|\bDateTimeOffset\b|\bchrono::|\b(?:Utc|Local)::now\(|"
               r"\bSystemTime::now\(|\bTime\.(?:now|parse|at|zone)\b|\bstrftime\(|\bstrptime\(|"
               r"\btimezone\.now\(|\bTemporal\.|\bNaiveDate\w*\b|\barrow\.\w+\(|\bpendulum\.|"
               r"\b(?:Simple)?DateFormat\b|\bDateTimeFormatter\b")),
    Purpose(("money",), said=(
        r"money|currenc(?:y|ies)|prices?|amounts|balances|"
        r"(?:money|monetary|currency|price|payment|financial)\s+(?:values|amounts|math|"
        r"calculations|fields|data)|(?:handle|handling|calculate|calculating|store|storing|"
        r"represent|representing)\s+(?:money|prices|amounts|currency)"),
        lines=(_name_part("price", "amount", "balance", "currency", "subtotal", "money", "cents",
                          "fee", "tax"))),
    Purpose(("environment variable", "config"), said=(
        r"env(?:ironment)?\s+var(?:iable)?s|env\s+vars|envvars|config|configuration|"
        r"(?:app|application|runtime)\s+config(?:uration)?|"
        r"(?:read|reading|load|loading|access|accessing|parse|parsing)\s+(?:env(?:ironment)?"
        r"\s+var(?:iable)?s|env\s+vars|config(?:uration)?)"),
        lines=(r"\bos\.(?:environ|getenv|Getenv|LookupEnv)\b|\bprocess\.env\b|"
               r"\bimport\.meta\.env\b|\benv::var(?:_os)?\(|\bSystem\.getenv\(|"
               r"\bEnvironment\.GetEnvironmentVariable\(|\bENV\[|\bENV\.fetch\(|"
               r"\bload_dotenv\(|\bviper\.\w+\(|\benvconfig\.\w+\(|\benvy::|"
               r"\bBaseSettings\b|@Value\(\s*[\"']\$\{|@ConfigurationProperties\b|"
               r"\bIConfiguration\b|\bConfigParser\(|\bgetenv\(")),
    Purpose(("retry",), said=(
        r"retr(?:y|ies|ying)(?:\s+(?:logic|loops?|polic(?:y|ies)|behaviou?r))?|"
        r"(?:retry|retrying)\s+(?:failed\s+|flaky\s+|transient\s+)?(?:\w+\s+)?(?:calls|"
        r"requests|operations|errors|jobs)|(?:exponential\s+)?back-?off"),
        lines=(_name_part("retry", "retries", "retrying", "backoff", "max_attempts")
               + r"|(?-i:\bmaxAttempts\b)|\bfor\s+attempt\s+in\s+range\(")),
    Purpose(("json",), said=(
        r"json(?:\s+(?:serialization|deserialization|encoding|decoding|parsing|handling|"
        r"marshal+ing|unmarshal+ing|output|responses?|payloads?|data))?|"
        r"(?:serializ|deserializ|pars|encod|decod|marshal|unmarshal)\w*\s+json|"
        r"(?:de)?serialization|(?:de)?serializing"),
        lines=(r"\b\w*json\.(?:dumps?|loads?|stringify|parse|Marshal\w*|Unmarshal|NewEncoder|"
               r"NewDecoder|generate|pretty_generate|encode|decode)\s*\(|\bserde_json::\w+!?\(|"
               r"\bObjectMapper\b|\.readValue\(|\.writeValueAs\w+\(|\bJsonSerializer\.|"
               r"\bJsonConvert\.|\.to_json\b|\.json\(|\bjsonify\(|\bGson\b|"
               r"#\[derive\([^)]*\b(?:Serialize|Deserialize)\b|\bmodel_dump_json\(")),
    # SQL said alone ("in SQL", "in our SQL") is the queries a change writes, in a file of
    # their own or in another language's strings; queries said alone may be of any kind
    # ("`useQuery` for queries").
    Purpose(("sql query",), said=(
        r"(?:raw\s+)?(?:sql|database|db|postgres|mysql|sqlite)\s+(?:queries|query|calls|"
        r"access|statements)|(?:raw\s+)?sql|"
        r"(?:build|building|write|writing|run|running|execute|executing|make|making)\s+"
        r"(?:raw\s+)?(?:sql|database|db)\s+(?:queries|statements)|(?:database|db)\s+access"),
        # a statement in capitals anywhere, or in any case where a line opens with it (a .sql
        # file's own lines: "select * from orders")
        lines=(r"(?-i:\bSELECT\s+[\w*\"`]|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|"
               r"\bDELETE\s+FROM\b)|^\s*(?:select\s+(?:\*|distinct\b|[\w.\"`]+(?:\s*,|\s+from\b|"
               r"\s+as\b))|insert\s+into\b|delete\s+from\b|update\s+\w+\s+set\b)|"
               r"\b(?:cursor|cur|conn|connection|db|tx|session|pool)\."
               r"(?:execute\w*|query\w*|exec\w*|fetch\w*|raw)\s*\(|"
               r"(?-i:\.(?:Query|QueryRow|QueryContext|QueryRowContext|Exec|ExecContext)\()|"
               r"\bsqlx::query|\$queryRaw|\bjdbcTemplate\.\w+\(|\bcreate(?:Native)?Query\(|"
               r"\bSqlCommand\(|@Query\(")),
    Purpose(("teardown",), tests=True, said=(
        r"tear\s*-?downs?|tearing\s+down|(?:test\s+)?clean\s*-?ups?\s+(?:in|of|after)\s+"
        r"tests|test\s+clean\s*-?ups?|cleaning\s+up\s+after\s+tests"),
        lines=(r"\bdefer\b|\bt\.Cleanup\(|\.addCleanup\(|\btear_?down\w*\s*\(|"
               r"\bafter(?:Each|All)\s*\(|@After(?:Each|All|Class|Method)?\b|"
               r"\bafter\s*\(\s*:(?:each|all)\b|\bfinally\b|\bos\.Remove(?:All)?\(|"
               r"\bshutil\.rmtree\(|^\s*yield\b")),
    Purpose(("cleanup",), said=(
        r"clean\s*-?ups?|cleaning\s+up|(?:clean|cleaning)\s+up\s+(?:resources|handles|files|"
        r"connections)|(?:release|releasing|close|closing|free|freeing|dispose|disposing)\s+"
        r"(?:of\s+)?(?:resources|handles|files|connections)|resource\s+clean\s*-?up"),
        lines=(r"\bdefer\b|\bfinally\b|\.(?:close|release|dispose|unlock)\(\)|"
               r"\bwith\s+open\(|\busing\s*\(|\busing\s+(?:var|await)\b|\bensure\b|"
               r"\bimpl\s+Drop\b|\bt\.Cleanup\(|\.addCleanup\(|\bos\.Remove(?:All)?\(|"
               r"\bshutil\.rmtree\(|\btry\s*\(\s*\w")),
    Purpose(("validation",), said=(
        r"(?:(?:user\s+|api\s+|form\s+|request\s+|schema\s+|payload\s+|body\s+|data\s+)?"
        r"input|request|request\s+body|payload|form|params|parameter|data|schema)\s+"
        r"validation|validation|validating|(?:validate|validating|check|checking|sanitize|"
        r"sanitizing)\s+(?:(?:user|incoming|api|form|request|untrusted)\s+)?(?:input|inputs|"
        r"data|bod(?:y|ies)|payloads?|forms?|params|parameters|requests?|request\s+bod(?:y|ies)|"
        r"request\s+payloads?|query\s+params)|validate"),
        lines=(r"\bvalidat\w*\s*\(|\.is_valid\(|\.valid\?|\.safeParse\(|"
               r"\bz\.(?:object|string|number|array|enum)\(|\bJoi\.|\byup\.|"
               r"@Valid(?:ated)?\b|@(?:NotNull|NotBlank|NotEmpty|Size|Email|Pattern)\b|"
               r"\bvalidates?\s+:|\bvalidates_\w+|\(\s*(?:pydantic\.)?BaseModel\s*\)|"
               r"\bmodel_validate\w*\(|\bvalidator\.|\bShouldBind\w*\(|\breq\.body\b|"
               r"\brequest\.(?:json|get_json|form|data|POST|body)\b|"
               r"\bjson\.NewDecoder\(\s*r\.Body\s*\)|@RequestBody\b|"
               r"\bawait\s+req(?:uest)?\.json\(\)|\bparams\.(?:require|permit)\(|\[FromBody\]")),
    Purpose(("concurrency",), said=(
        r"concurrency|concurrent\s+(?:code|work|access|tasks|requests|operations|processing|"
        r"execution)|parallelism|parallel\s+(?:work|tasks|execution|processing|code)|"
        r"(?:multi-?)?threading|threads|goroutines|locks|locking|mutex(?:es)?|"
        r"synchroni[sz]ation|shared\s+(?:state|memory)|worker\s+pools?|"
        r"(?:spawn|spawning|start|starting|launch|launching)\s+(?:goroutines|threads|workers)"),
        lines=(r"\bgo\s+(?:func\b|[\w.]+\()|\bsync\.(?:Mutex|RWMutex|WaitGroup|Once|Map|Cond)\b|"
               r"\berrgroup\.|\bmake\(\s*chan\b|\bthreading\.|\bThread\(|"
               r"\b(?:Thread|Process)PoolExecutor\b|"
               r"\basyncio\.(?:gather|create_task|Lock|Semaphore|TaskGroup|wait)\b|"
               r"\bmultiprocessing\.\w+\(|\bnew\s+Thread\(|\bExecutorService\b|\bExecutors\.|"
               r"\bCompletableFuture\b|\bsynchronized\b|\b(?:thread|tokio)::spawn\b|"
               r"\b(?:Mutex|RwLock)::new\(|\bPromise\.(?:all|allSettled|race|any)"
               r"\(|\bnew\s+Worker\(|\bTask\.(?:Run|WhenAll|WhenAny)\(|\bParallel\.For|"
               r"\bMutex\.new\b|\bThread\.new\b|\bConcurrent::|\bReentrantLock\b|"
               r"\batomic\.\w+\(|\bSemaphore\b|\.(?:lock|Lock|RLock)\(\)|\brayon::|"
               r"\.par_iter\(\)")),
    Purpose(("randomness",), said=(
        r"random(?:ness)?|randomi[sz]ation|rngs?|"
        r"random\s+(?:numbers?|values?|ids|strings?|tokens?|bytes|data|choices?|selection|"
        r"sampling|generation|number\s+generation|uuids)|(?:secure|cryptographic)\s+"
        r"(?:random\w*|tokens?)|(?:generate|generating|make|making|create|creating|pick|"
        r"picking)\s+random\s+\w+(?:\s+\w+)?|uuids"),
        lines=(r"\brandom\.\w+\(|\brand\.\w+\(|\bMath\.random\(|\bcrypto\.(?:randomUUID|"
               r"randomBytes|randomInt|getRandomValues)\(|"
               r"\bsecrets\.\w+\(|\bSecureRandom\b|\bnew\s+Random\(|\bRandom\.(?:new|rand|"
               r"Shared)\b|\brand::|\bthread_rng\(|\bOsRng\b|\brand\(\)|\buuid\.(?:uuid4|New|"
               r"NewString|NewRandom|v4)\(|\buuid4\(|\bUUID\.randomUUID\(|\bGuid\.NewGuid\(|"
               r"\bRandomNumberGenerator\b|\bnp\.random\.|\bnanoid\(")),
    Purpose(("string formatting",), said=(
        r"string\s+(?:formatting|interpolation|building|concatenation|templating)|"
        r"(?:format|formatting|build|building|interpolate|interpolating|concatenate|"
        r"concatenating)\s+strings|format\s+strings|f-?strings|interpolation"),
        lines=(r"(?<!\w)f[\"']|\.format\(|[\"']\s*%\s*[(\w]|\bfmt\.Sprintf\(|"
               r"\bString\.format\(|\bstring\.Format\(|\$\"|\bformat!\(|#\{|\$\{|"
               r"[\"']\s*\+\s*\w|\w\s*\+\s*[\"']|\bStringBuilder\b|\bstrings\.Builder\b|"
               r"\bsprintf\(")),
    Purpose(("waiting",), said=(
        r"wait(?:ing)?(?:\s+(?:for|on|until)\s+[\w\s-]+)?|"
        r"(?:synchroni[sz]e|synchroni[sz]ing|sync)\s+(?:with\s+)?(?:async\s+|asynchronous\s+)?"
        r"(?:work|jobs|tasks|events|the\s+dom|rendering)"),
        lines=(_SLEEPS + r"|\bwait_?(?:until|for)\w*\(|\bwaitFor\w*\(|\bEventually\w*\(|"
               r"\bWebDriverWait\(|\bawait(?:ility)?\(\)\s*\.\w*\.?until|\.until\(|"
               r"\bfindBy\w+\(|\bwait\.Poll\w*\(|\bpoll_?until\w*\(")),
)

# Words said before a purpose that do not change it: "for all logging", "for every HTTP call";
# and after it, how far it reaches: "for logging everywhere".
_DETERMINERS = re.compile(r"\b(?:the|a|an|any|all|every|each|our|your|its|their)\s+", re.I)
_EXTENT = re.compile(r"\s+(?:everywhere|anywhere|throughout|across\s+the\s+board)$", re.I)


def purpose_named(phrase: str) -> Purpose | None:
    """The purpose a phrase names whole ("HTTP calls", "compare errors", "to compare
    errors"), or None; a phrase with a code term names a construct, not a purpose."""
    words = _OPENS.sub("", phrase.strip())
    if "`" in words:
        return None
    words = _EXTENT.sub("", re.sub(r"\s+", " ", _DETERMINERS.sub("", words)).strip())
    return next((p for p in PURPOSES if p.named(words)), None)


# The words that open a purpose: "for logging", "to compare errors", "in SQL queries", "when you
# make HTTP calls", "when wrapping errors", "whenever we log errors".
_OPENING = r"(?:for|to|in|(?:when|whenever)(?:\s+(?:you|we|they|it|i))?|while|if\s+(?:you|we))"
_OPENS = re.compile(rf"^{_OPENING}\s+", re.I)
_SAID = re.compile(rf"(?<![\w-])(?P<open>{_OPENING})\s+{PHRASE}{PHRASE_END}", re.I)


def purpose_called(name: str) -> Purpose | None:
    """The purpose of that name ("logging", "http call"), as a check stores it."""
    return next((p for p in PURPOSES if p.words[0] == name), None)


def purpose_of_reach(reach: str) -> str:
    """The purpose the reach says, with its opening word as said ("for logging", "to compare
    errors"), or ""."""
    for found in _SAID.finditer(said_part(reach)):
        said = f"{found.group('open')} {found.group('np').strip()}"
        if purpose_named(said):
            return said
    return ""


def of_a_purpose(about: str) -> bool:
    """Is the construct a rule is said of a purpose, said with its opening word?"""
    return _OPENS.match(about) is not None and purpose_named(about) is not None


# Right after the term, what it is ("placeholders", "verbs") and the purpose: "`$1`
# placeholders in database queries", "`%w` to wrap errors".
_AFTER_TERM = re.compile(rf"^\s*(?:[a-z][\w-]*\s+)?(?P<open>{_OPENING})\s+{PHRASE}{PHRASE_END}",
                         re.I)


def purpose_after(clause: str, term: str) -> str:
    """The purpose said right after the term, with its opening word ("use `$1` placeholders in
    database queries"), or "". Read where the rule was read with no reach: one that says part
    of it ("in SQL" of "in SQL queries") is what its line says already."""
    for said in (f"`{term}`", term):
        at = clause.find(said) if term else -1
        if at >= 0:
            found = _AFTER_TERM.match(clause[at + len(said):])
            if found is None:
                return ""
            purpose = f"{found.group('open')} {found.group('np').strip()}"
            return purpose if purpose_named(purpose) else ""
    return ""



# Work routed through one thing: "route all HTTP calls through `ApiClient`", "every SQL query
# goes through `db.Query`", "DB access must go via `Repo`", "use `ApiClient` to route all HTTP
# calls". The kind of work routed is what the rule is for, said as the object of a verb of
# routing or as the subject of "go" before the way through.
_ROUTE_VERB = r"(?:route|send|funnel|channel|pass|direct|proxy)"
_GOES = (r"(?:(?:must|should|shall|will|(?:has|have|needs?)\s+to|always|only)\s+)*"
         r"(?:go(?:es)?|be\s+(?:routed|sent|made|done)|(?:is|are)\s+(?:routed|sent|made|done))")
_ROUTED_BEFORE = re.compile(rf"(?:\b{_ROUTE_VERB}\s+(?P<object>[\w\s-]+?)|"
                            rf"(?P<subject>[\w\s-]+?)\s+{_GOES})\s+(?:only\s+)?(?:through|via)"
                            r"\s+$", re.I)
_ROUTED_AFTER = re.compile(rf"^\s*(?:to|for)\s+{_ROUTE_VERB}(?:ing)?\s+(?P<object>[\w\s-]+)",
                           re.I)


def _kind_routed(words: list[str], last: bool) -> str:
    """ "for <the longest run of the words that names a purpose>", taken from their end (the
    subject before the way) or their start (the object after the verb); "" when none does."""
    for n in range(min(len(words), 5), 0, -1):
        said = f"for {' '.join(words[-n:] if last else words[:n])}"
        if purpose_named(said):
            return said
    return ""


def purpose_routed(clause: str, term: str) -> str:
    """The purpose of the work the clause routes through the term, as "for <the kind said>"
    ("for all HTTP calls"), or "" when it routes none or one no code shows ("all emails")."""
    at = max(clause.find(f"`{term}`"), clause.find(term)) if term else -1
    if at < 0:
        return ""
    before = _ROUTED_BEFORE.search(clause[:at].rstrip("`") + " ")
    if before is not None:
        return _kind_routed((before.group("object") or before.group("subject")).split(),
                            last=before.group("subject") is not None)
    after = _ROUTED_AFTER.match(clause[at + len(term):].lstrip("`"))
    return _kind_routed(after.group("object").split(), last=False) if after else ""
