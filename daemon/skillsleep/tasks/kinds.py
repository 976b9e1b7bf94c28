"""The kinds of work people ask coding agents for: a small built-in taxonomy.

A recurring family is a kind of work ("commit the current work", "address PR review comments"),
across every topic, project and harness, not the topic the work was about. Those kinds are few
and the same for every developer, so they are named here once, each with the cues that ask for
it: the verbs and objects of the person's typed words (`instruction.py`), and what they pasted
(a review finding asks to address it; failing CI output asks to fix the checks). Requests that
fit no kind are clustered by meaning beside these (`families.py`).

Each kind is one `Kind` with its patterns; `kind_of` tries them in the order of `KINDS`, from
the most specific to the most general, and the first that matches wins ("commit, push and open a
PR" is a pull request, not a commit). A request that opens the way one kind's requests open is
of that kind before any order ("explain why we cache the user", "review the design doc"). The
cues are deliberately about the wording of requests, never about one project's vocabulary, and a
kind is given only to what talks about software: a wrong kind merges unrelated work into one
family, where no kind leaves the request to be clustered by meaning. The upkeep every project
needs, dependencies moved to other versions and database migrations written, are kinds of their
own (`upkeep_cues.py`): worded as far apart as they are, meaning alone never gathers them. So is
a release, the product's own version raised and tagged ("bump + tag", "cut 3.14.1"), read
before a dependency moved to a version. So are code made faster (`speed_cues.py`: slowness
told, a speed-up, a profile, a query's shape), screens made usable by everyone
(`access_cues.py`), secrets or an environment's settings rotated or moved
(`secret_cues.py`), the running software watched with metrics, dashboards, alerts and traces
(`observe_cues.py`), stored data backfilled or fixed once (`data_fix_cues.py`), and a
service's API grown by an endpoint or a list of it paged (`api_cues.py`); their words,
and the jargon of speed, are software talk by themselves (but a job run again for a period, an
everyday errand too). So are, read only where software is talked of ("a healthier environment
at work" is none), a new environment of the deployed software stood up (`env_cues.py`) and a
component library's component added with its stories (`component_cues.py`), and a data
warehouse's model written (`warehouse_cues.py`). A learned model trained again
(`training_cues.py`), an app's strings given for a locale (`locale_cues.py`) and a compiler's
warnings cleared (`warning_cues.py`) are kinds too, their shapes software talk by themselves;
an app's release build made for its store ("need an ios release build for testflight, 5.4.1")
is a release. Five
things count as software talk without a software word: a request that is a kind's word and
nothing else ("rebase pls", "review #512"), a tracker item moved by its key ("mark LIN-77
done"), a dependency moved to a version or by a package manager's command ("bump axios to
1.7", "cargo update"), a release tagged by its version ("1.6.1 then, bump + tag"), and a defect
told by what a part of a product people use does wrong ("the unread count never drops below
1"), not of the person's own life, not how it should be, not said of the last reply. Someone's
report introduced as theirs ("support ticket from ...:") asks for its defect to be fixed.
An alert that fired, pasted as the pager sent it or told ("got paged at 3am", `alert_cues.py`),
asks why: a problem to debug; an incident's write-up asked ("postmortem for yesterday's
outage") is documentation; the names of both are software talk by themselves.
Misspelt verbs of the kinds and chat shorthand ("commt", "how
r") are read as the words they stand for.

The kinds' words are a product's words too (a blog's comments, a clinic's tests, a bank's
branches and checks, a document manager's docs, a cart's stash, a helpdesk's tickets): such a
word is the kind's only where it is not the head of a product's part ("the comments endpoint",
"a changelog modal"), shown in a part of a screen, or said of a product's people or items
("flagged comments", "support tickets"); the upkeep kinds' words too, where a part of a screen
does the work or the product's people get it ("a button to page the on-call", "send users an
email alert when their disk quota is full", `screen_cues.py`), or a printed document's pages
are meant ("paginate the PDF invoice"); "duplicate" is a refactor's only with the code it
copies, not in a pasted "duplicate column name"; and a request that opens on what the product
lets its people do ("let admins close tickets from the inbox") asks for a feature.

A wish or a need names the work by the thing wished for ("I need a PR for this branch", "it'd be
great to have docstrings on the API"), before any other cue; a wish for an everyday thing ("I
need a ticket to Madrid", "I'd like to merge my playlists") asks for none of these kinds. A
kind's step said after other work ("fix the failing checks and commit") is that work's last
step: it decides only when the work before it is of no kind.

A question about how a thing is ("where do we emit the latency metric?", "what's in this
migration?") asks to be told, not for the work done to such a thing, where it tells no defect
and asks nothing by a modal or a need (`Kind.done_to_a_thing`). Work forbidden or put off beside
the work asked ("don't open a PR yet, just commit") is not asked, and the words of others quoted
after a verb of saying ('Dana wrote "open a PR and tag the release"') are theirs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .access_cues import ACCESSIBILITY
from .alert_cues import ALERT_FIRED, ALERT_PASTED, ALERT_TUNED
from .api_cues import ENDPOINT_ADDED, ENDPOINT_OPENING, PAGING_ASKED
from .case_cues import NO_CASE_YET as _NO_CASE_YET
from .component_cues import COMPONENT_ADDED
from .cues import Cues, fold
from .data_fix_cues import DATA_FIXED, RUN_AGAIN
from .deprecation_cues import DEPRECATION_ASKED
from .document_cues import BUG_REPORTED, STORY_TOLD
from .env_cues import ENVIRONMENT_ADDED
from .gated import Gated
from .infra_plan_cues import PLAN_READ
from .instruction import Instruction, instruction_of
from .locale_cues import LOCALIZED
from .matrix_cues import MATRIX_JOB_FAILING
from .observe_cues import OBSERVABILITY
from .screen_cues import SCREEN_PARTS
from .secret_cues import SECRETS as SECRETS_HANDLED
from .speed_cues import FASTER_ASKED, SLOW_TOLD, SOFTWARE_SHAPES, TOOLS
from .terms import CHECKER_PROGRAMS
from .text import words as tokens
from .training_cues import TRAINED
from .triage_cues import TRIAGE_ASKED, TRIAGE_BY_NUMBER
from .upkeep_cues import MANAGER_COMMAND, MIGRATION_WRITTEN, MOVED_TO_A_VERSION, UPDATED
from .warehouse_cues import WAREHOUSE_MODEL
from .warning_cues import WARNINGS_CLEARED, WARNINGS_PASTED

_I = re.I


def _any(*patterns: str) -> Cues:
    return Cues(*patterns)


# Words that open a request without being its verb: "ok, then commit", "yes please push".
_OPENER = r"(?:(?:ok(?:ay)?|yes|yep|yeah|sure|great|cool|perfect|nice|good|lgtm|awesome|thanks?|"
_OPENER += r"thx|alright|now|then|"
_OPENER += r"and|also|so|please|pls|plz|lets|let'?s|(?:can|could|would) (?:you|u)|can we|could we|"
_OPENER += r"you can|go ahead and|i want you to|i'?d like you to)[\s,!.:-]+)*"
# Where a request opens, before its opening words: the start of the whole text, said as `\A`
# so that a cue means it alone, joined into a larger pattern, or in a host compiled with `re.M`.
# A request's later lines are most often pasted (a log, a diff, a thread), and the words that open
# one of them ask for nothing; a cue for the start of any line says so with `(?m:^)`.
_OPENS = rf"\A\W*{_OPENER}"
_CODE_WORDS = (r"code|codebase|function|method|class|struct|type|variable|field|file|module|"
               r"test|tests|branch|commit|command|(?<!red )flag|option|config|setting|hook|"
               r"api|endpoint|logic|implementation|output|error|log|logs|query|schema|script|build|"
               r"interface|handler|usage|repo|repository|cli|server|client|library|docs?|"
               r"push|pull|merge|rebase|stash|diff|patch|pr|prs|pull request|lint|linter|ci|"
               r"pipeline|deploy|readme|changelog|bug|crash|stack trace|refactor|compile|"
               r"review comments?|feedback|nit|nitpick|bugbot|copilot|agent|session|checkpoint|"
               r"worktree|design doc|spec|issue|ticket|linear|jira|release|version|logging|"
               r"logger|branches|assert|assertions|comments|origin|cache|caching|database|"
               r"frontend|backend|component|middleware|dependency|dependencies|deps|lockfiles?|"
               r"toolchains?|alembic|flyway|liquibase|knex|prisma|typeorm|sequelize|dbmate|sqlx|"
               r"docker|async|"
               r"await|regex|json|yaml|sql|http|css|html|ui|ux|comment|reviewer|github|gitlab|"
               r"upstream|cherry-pick|workflow|runner|e2e|users?|login|dashboard|daemon|worker|"
               r"webhook|plugin|architecture|migration|postgres|mysql|sqlite|redis|queue|token|"
               r"retry|retries|backoff|timeout|mutex|csv|helper|import|constant|enum|literal|"
               r"callback|timestamp|button|pagination|sortable|react|contributing|configur\w*|"
               r"jwt|oauth|cron|infinite loop|rate limit\w*|app|apps|auth|kubernetes|k8s|"
               r"pods?|helm|terraform|lambda|websockets?|grpc|kafka|goroutines?|modal|dropdown|"
               r"sidebar|navbar|tooltip|checkbox|rust|java|typescript|javascript|kotlin|django|"
               r"spring boot|webpack|vite|crate|cargo|maven|gradle|ios|android|tenants?|"
               r"embeddings?|data model|env vars?|sigterm|aws|s3|firefox|chrome|pdf|"
               r"review threads?|func|dataclass(?:es)?|if/else|if-else|loops?|comprehensions?|"
               r"nested ifs?|early returns?|guard clauses?|type (?:hints?|annotations?)|stateless|"
               r"immutable|monorepo|db|dbs|coding|fork|wiki|faq|dark mode|search (?:box|bar|field)|"
               r"toolbar|toast|spinner|paginat\w*|undraft|ready for review|suggested changes|"
               r"merge request|(?:sign|log)[- ]?in with|(?:folder|directory|file) (?:layout|"
               r"structure|tree)|testcases?|unittests?|avatars?|"
               r"search (?:returns|returned|results?)|parser|tokenizer|serializer|memory leaks?|"
               r"mkdocs|sphinx|docusaurus|segfaults?|journalctl|systemctl|kubectl|coredumps?|"
               r"microservices?|latency|p(?:50|75|9\d|99\.9)|profilers?|flame ?graphs?|"
               r"state management|redux|"
               # The vocabulary of other fields than an application's: data and notebooks,
               # operations, mobile, styling and accessibility, firmware, games, security. Only
               # words of software alone: "pandas", "airflow", "sprite", "aria" are everyday too.
               r"jupyter|ipynb|notebook cells?|markdown cells?|dataframes?|numpy|pyspark|etl|"
               r"bigquery|mlflow|airflow dags?|dbt models?|runbooks?|jenkinsfiles?|grafana|datadog|"
               r"pagerduty|namespaces?|xcode|swiftui|uikit|logcat|testflight|"
               r"react[- ]native|a11y|aria-\w+|aria (?:labels?|roles?|attributes?)|"
               r"scss|flexbox|z-index|i2c|uart|gpio|mqtt|esp32|"
               r"esp8266|stm32|arduino|freertos|rtos|microcontrollers?|shaders?|"
               r"hitbox(?:es)?|netcode|sdks?|(?:de)?serializ\w*|sso|saml|oidc|ldap|csp|"
               r"cors|content-security-policy|hsts|xss|csrf|vulns?|cve-\d+-\d+|snyk|dependabot|"
               # Observability, profiling and builds: "a trace span", "a heap profile".
               r"opentelemetry|otel|i18n|l10n|(?:trace|tracing|otel) spans?|"
               r"(?:cpu|heap|memory|allocation) profil\w*|make targets?|makefiles?|"
               r"feature[- ](?:flags?|toggles?)")
# A package of code, not a parcel: "my package was delivered to the wrong address".
_PACKAGE = (r"\bpackag(?:e|es|ed|ing)\b(?![^.?!\n]{0,40}\b(?:deliver\w*|shipped|shipping|courier|"
            r"arriv\w*|tracking number|post office|postman|mailman|doorstep|parcel|neighbou?r)\b)")
# An exit code told: "the container exits immediately with code 137".
_EXIT_CODE = r"\bexit(?:s|ed)?\s+(?:\w+\s+)?with\s+(?:exit\s+)?(?:code|status)\s+\d+"
# A tracker item's key: "ENG-1234", "PAY-301"; not a standard's or a code's number.
_TICKET_KEY = (r"(?-i:\b(?!(?:UTF|ISO|SHA|AES|RFC|GPT|CVE|PEP|ES|HTTP|TLS|IPV|COVID|SARS|MIG|"
               r"ECMA|IEC|IEEE|EN|DIN|NIST|FIPS|WCAG)-)[A-Z][A-Z0-9]{1,9}-\d+\b)")
# A tracker item moved by its key: "mark LIN-77 done", "close PLAT-88". Software talk by itself,
# where a key alone may be an order's or a flight's number.
_KEY_MOVED = (r"\b(?:move|mark|set|transition|label|tag|add|put|resolve|assign|unassign|close|"
              r"reopen)\s+" + _TICKET_KEY)
# "squash the last 3 into one": commits, whatever word is left out.
# (Migrations squashed are the migrations' work, `upkeep_cues.py`.)
_SQUASH = r"\bsquash\w*\b(?![^.?!\n]{0,20}\bmigrations\b)[^.?!\n]{0,30}\binto (?:one|a single)\b"
# Checkers and test runners, named for the checks they run.
_CHECKERS = (r"lint|linters?|linting|golangci\S*|eslint|ruff|mypy|pyright|clippy|"
             r"prettier|vet|tsc|pytest|jest|rspec|cargo test|go test|"
             r"mvn|maven|gradle|checkstyle|spotbugs|"
             r"pre-commit|tox|nox(?=\s+-)|gradlew|xctest|xcuitest|junit|testng|"
             r"kotest|paparazzi|roborazzi|backstopjs|clang-tidy|cppcheck|cpplint|scalafix|"
             r"scalafmt|hlint|credo|swiftformat|analy[sz]er|(?:flutter|dart) analy[sz]e|"
             # Those named by a word that means nothing else (`terms`; not "biome", "psalm"),
             # PHPStan's Laravel rules, said as its checker, though no program of its own, and
             # sqlfluff: known to the rule reader, a repeated "make sure sqlfluff lint is clean"
             # is read as the session's own rule and no longer as a standing one.
             rf"{CHECKER_PROGRAMS}|larastan|sqlfluff|"
             # "analyze is unhappy": the analyzer by its command, said of what it did.
             r"analy[sz]e(?=\s+(?:is|was|says|said|reports|reported|complains|fails|failed|"
             r"finds|found|gives|gave|shows|showed)\b)")
_SOFTWARE = re.compile(
    rf"\b(?:{_CODE_WORDS}|{_CHECKERS})(?:s|es|ed|ing)?\b|\bgit\b|\bgolang\b|\bpython\b|\bnpm\b|"
    # "takes me to a 404": an HTTP status said as a noun, not "a 500 calorie meal".
    r"\b(?:high|medium|low) severity\b|\b(?:a|an|the) [45]0\d(?= (?:page|error|response|status)\b|"
    rf"[\s.,!?]*$)|{_SQUASH}|{_KEY_MOVED}|{_PACKAGE}|{_EXIT_CODE}", _I)
# A dependency moved by its version or a package manager's command ("bump axios to 1.7", "cargo
# update"): software talk by its shape. Apart from `_SOFTWARE`, each shape found by its words.
_MOVES_A_DEPENDENCY = Cues(MANAGER_COMMAND, *MOVED_TO_A_VERSION)
# The words of accessibility, secrets, observability and data fixed once, and the jargon of
# performance work ("N+1", "a seq scan", "janky"): software talk by themselves, each found by
# its words.
# The document written after an incident, by its names, asked by a verb of writing, needed
# written, or opened on with what it is of ("postmortem for yesterday's outage"); read, quoted
# or linked, it asks for none. Its names are the running software's talk by themselves.
_INCIDENT_WRITE_UP = (r"(?:post-?mortems?|post[- ]incident (?:reviews?|reports?)|"
                      r"incident (?:reviews?|reports?|write-?ups?|retros?(?:pectives?)?)|rcas?|"
                      r"root cause analys[ie]s)")
# Opened on, with what it is of: not one already written that tells something.
_INCIDENT_WRITE_UP_OF = (rf"(?:a\s+|an\s+|the\s+)?{_INCIDENT_WRITE_UP}\s+(?:for|on|of|about)\b"
                         r"(?![^.?!\n]*\b(?:says|said|shows|showed|mentions|mentioned|found|lists|"
                         r"listed|points|pointed|tells|told|notes|noted)\b)")
# A runbook heading the request, new or for a thing: "new runbook: etcd db size",
# "runbook for the cert expiry alert", "another runbook, for the kafka lag alert". Opened on, it
# is the document asked for, whatever failure or secret it is about; "the runbook for redis
# says ..." tells of one already there, one followed ("follow the runbook") is no heading, and a
# playbook may be Ansible's code.
_RUNBOOK_HEADING = (r"(?:(?:a|an|another|one more)\s+)?(?:new\s+)?runbooks?\b"
                    r"(?:\s+(?:pls|please))?\s*(?:[:,]|\s(?:for|on|about)\b)"
                    r"(?![^.?!\n]*\b(?:says|said|shows|showed|mentions|mentioned|lists|listed|"
                    r"tells|told|is|are|was|were)\b)")
_INCIDENT_WRITTEN = (
    rf"\b(?:write|draft|prepare|do|start|put together|type)\b(?:\s+up)?[^.?!\n]{{0,30}}"
    rf"\b{_INCIDENT_WRITE_UP}\b",
    # Needed written, not told written already: "INC-88 needs its postmortem written".
    rf"\b{_INCIDENT_WRITE_UP}\b[^.?!\n]{{0,20}}\b(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bis )"
    r"(?<!\bare )(?:written|writing|drafted|drafting)\b",
    rf"{_OPENS}{_INCIDENT_WRITE_UP_OF}")
_KINDS_OWN_WORDS = Cues(*_INCIDENT_WRITTEN, *ALERT_FIRED, *ALERT_TUNED, *TRAINED, *LOCALIZED,
                        *ACCESSIBILITY, *SECRETS_HANDLED, *SOFTWARE_SHAPES, *OBSERVABILITY,
                        *DATA_FIXED, *WARNINGS_CLEARED, *PLAN_READ, *MATRIX_JOB_FAILING,
                        *DEPRECATION_ASKED, TRIAGE_BY_NUMBER)
# Shapes of code, case-sensitive: `backticks`, file.ext, camelCase, snake_case, calls, paths.
_CODE_SHAPES = re.compile(r"`[^`]+`|\b\w+\.[a-z]{1,5}\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b|"
                          r"\b[a-z]\w*_\w+\b|\b\w+\(\)|(?:\A|\s)[./~][\w./-]+|\b\w+=\S|"
                          r"\b\d+(?:px|rem|vh|vw|dp)\b")


# The words of a clause up to a point, where no purpose has been opened ("add a .dockerignore
# so node_modules doesn't get copied", "make sure the jobs don't overlap" ask for it to hold,
# tell no defect); a "so" that concludes ("so I guess something didn't work") opens none.
_NO_PURPOSE_YET = (r"(?:\A|[.?!\n;,]\s*)(?:(?!\b(?:so(?!\s+(?:i|we|you|now|apparently|maybe|"
                   r"probably|basically|then|far|yeah|anyway|yes|no)\b)|make sure|ensure)\b)"
                   r"[^.?!\n;,])*?")
# Parts of the code that one library or another may implement: ported from one to another, the
# code is restructured (`REFACTOR`).
_CODE_PARTS = (r"code|codebase|cli|(?:http |api |graphql |db )?client|(?:api |data |ui |service )?"
               r"layer|(?:build )?scripts?|handling|parsing|logic|state(?: management)?|"
               r"components?|ui|modules?|router|routing|orm|models?|queries|forms?|styles?|css|"
               r"tooling|bundler|store|views?|templates?|validation|serializ\w+|date handling|"
               r"http calls|requests|animations?|charts?|logging|dependency injection|di")


# Misspelt verbs of the kinds and chat shorthand, read as the words they stand for before any cue
# looks: "commt this", "rebse on main", "how r sessions stored", "go thru the review".
_SPELLED = {"commt": "commit", "comit": "commit", "commmit": "commit", "commti": "commit",
            "comitt": "commit", "commiit": "commit", "cmmit": "commit", "rebse": "rebase",
            "reabse": "rebase", "rebsae": "rebase", "rebaes": "rebase", "revew": "review",
            "reveiw": "review", "reivew": "review", "reviw": "review", "reviewr": "reviewer",
            "reveiwer": "reviewer", "revewer": "reviewer", "pul": "pull",
            "pull req": "pull request", "regresion": "regression", "wat": "what",
            "whats": "what's", "wheres": "where's", "thru": "through", "how r": "how are",
            "what r": "what are", "where r": "where are", "why r": "why are",
            "can u": "can you", "could u": "could you", "notifs": "notifications",
            "notif": "notification"}
_MISSPELT_WORDS = r"\b(?:" + "|".join(sorted(_SPELLED, key=len, reverse=True)) + r")\b"
_MISSPELT = re.compile(_MISSPELT_WORDS, _I)
# Searched in the folded text: most text holds none, found faster without folding case each time.
_MISSPELT_FOLDED = re.compile(_MISSPELT_WORDS)


def plain(text: str) -> str:
    """The text with misspelt verbs and chat shorthand written out."""
    if _MISSPELT_FOLDED.search(fold(text)) is None:
        return text
    # Folded as the search matched it: "comıt" (a dotless i) is "comit" to `re.IGNORECASE`.
    return _MISSPELT.sub(lambda m: _SPELLED[fold(m.group())], text)


# What may follow a kind's word in a request that says nothing else: "review pls", "PR it".
_ALONE_TAIL = (r"(?:[\s,]+(?:pls|please|plz|now|again|it|this|that|first|asap|thanks|thx|"
               r"for (?:this|it|that|these|me)|#\d+))*[\s.!?]*$")
# Only a short request is a kind's word said alone: a long one is not looked at for it.
_ALONE_LONGEST = 60




# What a feature adds to the product, named: "add a --json flag", "I need another method".
_FEATURE_OBJECTS = (r"(?:flags?|options?|(?:sub)?commands?|settings?|configs?|configuration|"
                    r"support|hooks?|fields?|endpoints?|features?|short ?(?:hand|form)s?|"
                    r"alias(?:es)?|log(?:ging|s)?|output|messages?|notifications?|modes?|"
                    r"parameters?|arguments?|"
                    r"methods?|functions?|telemetry|metrics?|events?|prompts?|columns?|buttons?|"
                    r"env(?:ironment)? var(?:iable)?s?|"
                    r"pages?|views?|tabs?|menus?|dialogs?|modals?|toggles?|dark mode|themes?|"
                    r"retr(?:y|ies)|backoff|pagination|timeouts?|health ?checks?|webhooks?|caching|"
                    r"shortcuts?|filters?|sorting|undo|probes?|alerts?|alarms?|monitors?|"
                    r"monitoring|headers?|rate[- ]limit\w*|throttling|redirects?|"
                    r"(?:grafana|datadog|kibana) dashboards?|(?:trace |tracing |otel )?spans?|"
                    r"tracing|"
                    rf"routes?|screens?|animations?|gestures?|{SCREEN_PARTS})")


@dataclass(frozen=True)
class Kind:
    id: str
    label: str                       # the family's label, in plain words
    words: Cues                      # cues in the person's typed words
    payload: frozenset[str] = frozenset()  # pasted payload kinds that ask for this work
    payload_words: re.Pattern[str] | None = None  # cues that may sit in the payload too
    # A paste of the `payload` kinds that asks for other work: a compiler's errors in a log.
    not_payload: re.Pattern[str] | None = None
    # Kinds whose typed ask, made of a paste of this kind's `payload`, is this kind's work: "^
    # review pls" under a pasted plan goes over the plan, not over code.
    takes_over: frozenset[str] = frozenset()
    # How a request of this kind opens, whatever else its words name: "explain why we cache
    # the user" is a question, however many kinds of work its object is made of.
    opening: re.Pattern[str] | None = None
    # A request that is this kind's word and nothing else ("rebase pls", "review #512"): it
    # names no software, yet in nothing but coding work is it said alone.
    alone: str | None = None
    # This kind's step said after other work ("fix the failing checks and commit"): it decides
    # only when the work before it is of no kind ("fix the typo and commit").
    closing: str | None = None
    # Its outcome is a change to the code, so a replay of it is judged in a workspace
    # (`workspace/plan.py`); a commit, a review or a rotated secret is done outside the code.
    changes_code: bool = False
    # Its work is done to a thing (made, added, moved, emitted, rotated): a question about how
    # such a thing is ("where do we emit the latency metric?", "what's in this migration?") asks
    # to be told, not for the work. A defect asked why, checks, tests or a review asked about
    # are asked by a question too.
    done_to_a_thing: bool = False
    # It names one operation on the work (record it, publish or release it, sync it, have it
    # reviewed, tracked or documented, its checks made to pass), asked for as such even in the
    # middle of other work: the work is taken somewhere, not built further. The follow-up reader
    # reads an operation by this, so it holds for kinds no labelled session asked for.
    operation: bool = False
    # A failure pasted asks for it by itself: a repair of the tests, the build or the software,
    # a compiler's warnings cleared, or to be told what the failure means. The follow-up reader
    # reads the agent's own change failing as the work in progress, whichever of these its
    # words name.
    answers_a_failure: bool = False
    # Its work is a checker's complaint made to go (a check red, a compiler's warnings): said
    # of the work just done ("clippy has new warnings after this"), it is that work's, when said
    # since it.
    checker_complaint: bool = False
    # It asks to be told, not for work: a question of things no one named is asked of its own,
    # and only a verb that asks it ("explain", "walk me through") makes it explicit.
    asks_to_be_told: bool = False
    # Its words are how any further change to a piece just made is worded, whatever kind made
    # the piece ("also log the row number when it fails" after a fix): only a kind without it
    # tells, by itself, other work added on.
    shapes_a_piece: bool = False

    def opens(self, lead: str) -> bool:
        return self.opening is not None and self.opening.match(lead) is not None

    def asked_in(self, words: str, folded: str | None = None) -> bool:
        """Do the words ask for this kind? `folded` is `fold(words)`, when the caller has it."""
        return self.words.search(words, folded)

    def closes(self, words: str) -> bool:
        return self.closing is not None and re.search(self.closing, words, _I) is not None

    def asked_by_payload(self, ins: Instruction) -> bool:
        if self.payload & ins.payload_kinds and (self.not_payload is None
                                                  or self.not_payload.search(ins.payload) is None):
            return True
        return bool(self.payload_words and self.payload_words.search(ins.payload))


PR_FEEDBACK = Kind(
    "pr-feedback", "address PR review comments",
    _any(r"\breview (?:comments?|feedback|findings|threads?|remarks|notes)\b",
         # "code comments" alone are comments written in the code (`DOCS`).
         r"\b(?:(?:pr|pull request|mr)\s+(?:review\s+)?|code\s+review\s+|code\s+(?!comments?\b))"
         r"(?:comments?|feedback|nit(?:pick)?s?)\b",
         # "two comments from Dana on the PR", "the comments on my MR": a review's comments,
         # whoever left them ("post a comment on the PR" writes one).
         r"\bcomments\s+(?:from\s+@?[\w.-]+\s+)?on\s+(?:the|this|that|my|our|your)\s+"
         r"(?:[\w-]+\s+)?(?:pr|pull request|mr|merge request)\b",
         # "review from Ines and Tom on the transfers PR": a review by its reviewers, named (a
         # review asked "on the PR" with no one's name is one to do, `REVIEW`).
         r"\b(?:reviews?|feedback|notes)\s+from\s+@?[\w.-]+(?:(?:\s*,\s*|\s+(?:and|&)\s+)@?"
         r"[\w.-]+){0,3}\s+on\s+(?:(?:the|this|that|my|our|your)\s+(?:[\w-]+\s+){0,2}?(?:pr|"
         # "review from Priya on #418", "on !52": the pull or merge request by its number.
         r"pull request|mr|merge request)\b|[#!]\d+\b)",
         # "Dana left these on the billing PR:", "left a few notes on my MR": what a reviewer left.
         r"\bleft (?:these|those|this|(?:a few|some|two|three|\d+|a couple of) (?:comments|notes|"
         r"remarks|nits|suggestions))\s+on\s+(?:the|this|that|my|our|your)\s+(?:[\w-]+\s+)?"
         r"(?:pr|pull request|mr|merge request)\b",
         r"\b(?:copilot|bugbot|coderabbit|reviewers?'?s?|sonar\w*|codacy)\b[^.?!\n]{0,30}"
         r"\b(?:comments?|feedback|review|suggestions?|findings?|remarks)\b",
         # What a reviewer did: "Bugbot flagged two issues", "the reviewer wants a constant".
         r"\b(?:copilot|bugbot|coderabbit|(?:the |a |my )?reviewers?|sonar\w*|codacy)\b\s+"
         r"(?:(?:on|of|for) (?:the |this |that |my |our )?(?:(?:[\w-]+ )?(?:pr|mr|pull request|"
         r"diff|branch|change)s?|#\d+)\s+)?"
         r"(?:\w+\s+)?(?:flagged|found|raised|pointed out|left|says|said|wants|asked|asks|"
         r"suggest\w*|complain\w*|caught|noticed|saying|asking|thinks?|blocking|blocks|"
         r"blocked|insists?|objects?|disagrees?)\b",
         # What was asked in someone's review: "marco asked for constants in his review".
         r"\b(?:asked|asks|wants?|wanted|suggested|requested|pointed out|flagged|noted)\b"
         r"[^.?!\n]{0,80}\bin (?:his|her|their|the|(?-i:[A-Z][a-z]+)'s) (?:code |last |latest )?"
         r"review\b",
         # Whose comments, once a review is named: "Marta reviewed ... work through her comments".
         r"\breview\w*\b[^\n]{0,200}\b(?:her|his|their|(?-i:[A-Z][a-z]+)'s)\s+(?:review\s+)?(?:comments|"
         r"feedback|suggestions|remarks|notes|points)\b",
         r"\breviewers?\b[^\n]{0,200}\bso (?:that )?(?:he|she|they|the reviewers?) (?:can|will|"
         r"could) approve\b",
         r"\bwhat (?:the |my |our )?(?:reviewers?|copilot|bugbot|coderabbit) (?:is |are )?"
         r"(?:saying|said|wrote|wants?|asked|suggested|commented)\b",
         r"\b(?:gh pr|glab mr) view\b[^\n]{0,30}\s--comments\b",
         r"\b(?:new|unresolved|pending|outstanding|open)\s+(?:review\s+(?:comments|threads|"
         r"feedback|suggestions|discussions)|(?:pr\s+|mr\s+)?(?:comments|threads|discussions))\b",
         r"\b(?:pr|pull request|mr)\b[^.?!\n]{0,25}\b(?:has|got|received)\b[^.?!\n]{0,25}"
         r"\b(?:comments?|feedback|reviews?)\b",
         # "post a comment on the PR" writes one: a pull request's work.
         r"\b(?<!\ba )(?<!\ban )comments? (?:on|in|from) (?:the |this |our |my )?"
         r"(?:pr|pull request|review|mr)\b",
         r"\b(?:got|have|received|there'?s|there is)\b[^.?!\n]{0,20}\b(?:review|feedback)\b",
         r"\b(?:address|resolve|handle|fix|answer)\b[^.?!\n]{0,25}\b(?:comments?|feedback|"
         r"findings?|nit(?:pick)?s?|review)\b",
         r"\b(?:respond|reply|answer)\b[^.?!\n]{0,20}\b(?:comments?|reviews?|reviewers?'?s?|"
         r"feedback)\b", r"\bsuggested changes\b",
         # Comments someone made: "comments from the reviewers", "jane requested changes".
         r"\b(?:comments?|feedback|suggestions?|findings?|remarks)\b[^.?!\n]{0,20}\b(?:from|by) "
         r"(?:the |a |my |our )?(?:reviewers?|copilot|bugbot|coderabbit)\b",
         r"\b(?:requested|asked for) changes\b", r"\bchanges requested\b",
         r"\b(?:go through|work through|apply|address|triage|act on)\b[^.?!\n]{0,20}"
         r"\b(?:the|their|his|her|\w+'s?) (?:code )?review\b(?! of\b)",
         # Not a product's feedback form, nor asking for feedback on one's own work (a review).
         r"\bnit(?:pick)?s?\b", r"\bfeedback\b(?!\s+(?:forms?|buttons?|widgets?|pages?|modals?|"
         r"dialogs?|links?|emails?|surveys?|endpoints?|api|tables?|models?)\b|\s+on\s+(?:this|these|"
         r"my|the|our)\s+(?:\w+\s+)?(?:changes?|diff|patch|code|implementation|commits?|branch|design|"
         r"plan)\b)",
         r"\A\W*(?:\w+\s+)?(?:issues?|findings?|comments?|suggestions?|points?) to "
         r"(?:fix|address)\b",
         r"\b(?:can (?:you|we)|please|let'?s) fix:\s"),
    payload=frozenset({"finding"}),
    alone=r"(?:pr|review) comments",
    changes_code=True,
    operation=True,
)
PR = Kind(
    "pr", "open or update a pull request",
    # The word boundary first: looked behind only at the start of a word.
    _any(r"\b(?<!\bbefore i )(?<!\bbefore we )(?<!\bonce i )(?<!\bwhen i )"
         # "the open threads on the PR": open said of what is there, not done.
         r"(?:open(?!\s+(?:threads?|comments?|questions?|discussions?|points?|items?|issues?|"
         r"tickets?|reviews?|conversations?|suggestions?|findings?))|create|make|raise|submit|"
         r"file|draft|update|edit|prepare)\b[^.?!\n]{0,30}"
         # Not the repository's part named for pull requests ("update the PR template"), nor a
         # thing made for each of them ("a review namespace per PR").
         r"(?<!\bper )(?<!\beach )(?<!\bevery )"
         r"\b(?:pr|pull request|merge request|mr)s?\b(?! (?:review|comments?|feedback|"
         r"templates?|bots?|label+ers?|workflows?|automation|pipelines?|jobs?)\b)",
         r"\b(?:push|commit)\b[^.?!\n]{0,25}(?:\band\b|\+|\bthen\b|,)\s*(?:open |create |make )?"
         r"(?:a |the )?"
         r"(?:draft )?(?:pr|pull request)\b",
         r"\b(?:pr|pull request) (?:description|body|title|summary|text)\b",
         r"\b(?:description|summary|body|title) (?:for|of) (?:the|this|a|our) "
         r"(?:pr|pull request)\b",
         r"\bdraft pr\b", r"\bready for review\b", r"\bgh pr (?:create|edit|ready)\b",
         # "put this on a branch and open a draft": a draft opened after the branch or a push of
         # the work is the pull request's, the clause ending on it (not "a draft invoice", "a
         # draft of the email"). After a commit alone, or a push of a named thing ("push the
         # post to the CMS"), it may be any draft.
         r"(?:\bbranch\w*\b[^.?!\n]{0,50}?|\bpush(?:ed|ing)?\b(?:\s+(?:it|this|that|them|"
         r"everything|(?:the|my|our)\s+(?:branch|changes|commits|work))\b)?(?:\s+up\b)?"
         r"(?:\s+(?:to|on)\s+(?:origin|the remote|remote|github|gitlab)\b)?\s*)"
         r"(?:\band\b|\bthen\b|,|&|\+)\s*(?:(?:and|then)\s+)?"
         r"(?:open|create|make|raise|put up|start)\s+(?:a|the)\s+draft\b"
         r"(?=\s*(?:\Z|[.,;!)]|(?:for review|pls|please|now)\b))",
         r"\bglab mr (?:create|update)\b",
         # "they only deploy from PRs. Could you open one?": the one named before.
         r"\b(?:prs?|pull requests?|merge requests?)\b[^\n]{0,200}\b(?:open|create|raise|put up|"
         r"make|file) one\b(?! of\b)",
         r"\b(?:change|switch|set|update) the (?:base|target)(?: branch)?\b[^.?!\n]{0,10}"
         r"\b(?:of|for|on) (?:the |this |that )?(?:pr|pull request|mr)\b",
         r"\b(?:get|put)\s+(?:a|the)\s+(?:draft\s+)?(?:pr|pull request)\s+up\b",
         r"\b(?:get|put) up (?:a|the) (?:draft )?(?:pr|pull request|mr)\b",
         r"\bretarget\b[^.?!\n]{0,20}\b(?:pr|pull request|mr)\b",
         r"\b(?:pr|pull request|mr)\b[^.?!\n]{0,20}\b(?:back )?(?:to|into|as|in) (?:a )?draft\b",
         r"\b(?:mark|flip|set|make|move|switch|turn)\b[^.?!\n]{0,20}\b(?:pr|pull request|mr)\b"
         r"[^.?!\n]{0,12}?\s(?:(?:to|as)\s)?ready\b", r"\bundraft\b",
         r"\b(?:post|leave|add|write|drop)\s+(?:a|an)\s+(?:\w+\s+)?comment (?:on|to|in) "
         r"(?:the |this |that |our )?(?:pr|pull request|mr)\b"),
    alone=(r"(?:(?:open|make|create|raise)\s+)?(?:an?\s+)?"
                 r"(?:pr|pull request|mr|merge request)"),
    done_to_a_thing=True,
    operation=True,
)
COMMIT = Kind(
    "commit", "commit the current work",
    _any(rf"{_OPENS}(?:git\s+)?(?:commit|comit|commti)\b(?!-|\s+to\s+(?:a|an|one|\w+ing)\b)",
         # "git add -A && git commit": the command typed, not "when I run git commit".
         r"(?:\A\W*|&&\s*|;\s*|\b(?:then|and|pls|please)\s+)git commit\b",
         r"\binto (?:the |my )?(?:previous|last|prior|earlier|first|initial) commit\b",
         r"\b(?:please|pls|now|just|you can|let'?s|(?:can|could) (?:you|u))\s+commit\b",
         # After other work, "and commit it" is that work's closing step (`closing`).
         r"\b(?<!\band )(?<!\bthen )commit (?:this|that|it|these|those|the changes|our changes|"
         r"my changes|everything|all|the work|the rest|both)\b",
         r"\b(?:amend|squash|fixup)\b[^.?!\n]{0,20}\bcommits?\b", r"\bcommit (?:messages?|msgs?)\b",
         r"\b(?:split|group|break)\b[^.?!\n]{0,40}\bcommits\b",
         r"\bin(?:to)? (?:two|three|four|\d+|separate|individual|multiple|several|logical|atomic|"
         r"small(?:er)?|meaningful) commits\b",
         r"\b(?:make|create|do|add)\s+(?:a|one|another|two|three|\d+|separate|several|multiple)\s+"
         r"(?:new\s+|separate\s+|single\s+|small(?:er)?\s+|wip\s+|quick\s+|temp\w*\s+)?commits?\b"
         # Not a part of a screen: "add a commit button to the editor toolbar".
         rf"(?![- ](?:hooks?|msg|lint|{SCREEN_PARTS})\b)", _SQUASH,
         # Said without its article, or with "the": "make commit for me", "do the commit".
         r"\b(?:make|create|do)\s+(?:the\s+)?commit\b(?![- ](?:hooks?|msg|lint|count|hash|"
         r"history|graph))",
         r"\b(?:save|snapshot|checkpoint)\b[^.?!\n]{0,30}\b(?:as|in|into) (?:a |an )?(?:wip )?"
         r"commit\b",
         r"\b(?:stage|unstage)\b[^.?!\n]{0,30}\b(?:commit|changes|files?)\b"),
    alone=r"(?:git\s+)?(?:wip )?commit",
    closing=r"\b(?:then|and)\s+commit\b",
    done_to_a_thing=True,
    operation=True,
)
# The work put on a branch of its own, asked by a verb that opens the request or follows "and",
# "then": not a push told ("when I push to a new branch ..."), nor a branch of the code's
# conditionals ("move the null check into a separate branch of the if").
_ON_A_BRANCH_OF_ITS_OWN = (
    rf"(?:{_OPENS}|\b(?:and|then|just|pls|please)\s+)(?:git\s+)?"
    # What is moved is the work in git (it, this, these commits, my changes, the fix), or the
    # branch is named: "move the null case into its own branch" is a branch of the code.
    r"(?:(?:push|put|move|stick|throw|carry|shift|land)\s+(?:(?:it|this|that|these|those|them|"
    r"everything|all(?:\s+of\s+(?:it|this|that|them))?)|(?:(?:the|my|our|your|these|those|this|"
    r"that|all(?:\s+(?:the|my|our))?)\s+)(?:[\w-]+\s+){0,2}?(?:work|changes?|commits?|fix(?:es)?|"
    r"edits|wip|diff|patch(?:es)?|stuff))(?:\s+(?:over|back|across))?|push)\s"
    r"(?:on|onto|to|into|in)\s+(?:(?:a|an)\s+(?:(?:new|fresh|separate|feature|topic|dedicated|"
    r"different|clean)\s+)?|(?:its|their|his|her|my|our|your)\s+own\s+)branch\b"
    r"(?!\s+(?:of|in|for|inside)\s+(?:the|this|that|an?|each)\s+(?:[\w-]+\s+)?(?:if|else|"
    r"switch|match|case|conditional|ternary|statement|expression|when|loop|code|function|"
    r"method|logic)\b)")
GIT_SYNC = Kind(
    "git-sync", "sync branches: push, pull, merge, rebase",
    _any(r"\b(?:merge|rebase|git)\s+confli\w*", r"\bresolve (?:the |these |those )?conflicts\b",
         r"\b(?:deal with|handle|sort out|take care of)\s+(?:the |any |whatever |all )?(?:merge )?"
         r"conflicts\b",
         r"\bonto (?:the )?(?:new |latest |current |updated )?(?:main|master|develop|origin\S*|"
         r"upstream)\b",
         # Work done on the wrong branch is moved to its own.
         r"\b(?:on|to|in|from|into) the wrong branch\b",
         # The work put on a branch of its own, asked: "push it to a new branch", "move these
         # commits to a fresh branch", "put this work on its own branch".
         _ON_A_BRANCH_OF_ITS_OWN,
         # "my local main matched origin": the remote named at a clause's end, not its server.
         r"\b(?:match(?:es|ed|ing)?|in sync with|same as|identical to)\s+(?:the\s+)?(?:origin\S*|"
         r"upstream|remote(?=\s*(?:\Z|[.,;!?]|again\b|now\b)))",
         r"\bgh repo sync\b", r"\bupdate (?:my |the |our )?fork\b",
         r"\bconflicts? (?:with|on|in|against) (?:main|master|origin\S*|upstream|the base)\b",
         # Not a product's part named for it: "a --dry-run flag for the rebase subcommand".
         rf"\brebas\w*\b(?!\s+{_FEATURE_OBJECTS}\b)",
         r"\bmerge\b[^.?!\n]{0,12}\b(?:from |in |with )?(?:main|master|origin\S*|develop|"
         r"upstream|(?:the |our )?parent)\b",
         r"\b(?:bring|get|keep|make)\b(?![^.?!\n]{0,20}\b(?:docs?|documentation|readme|changelog|"
         r"wiki|guide|comments?|docstrings?)\b)[^.?!\n]{0,20}\bup[ -]to[ -]date\b",
         r"\bupdate\b[^.?!\n]{0,15}\b(?:from|with|against|onto)\b[^.?!\n]{0,15}\b(?:main|master|"
         r"origin|parent|upstream|develop|base)\b",
         rf"{_OPENS}(?:git\s+)?(?:push|pull|fetch)(?:\s+(?:it|this|that|again|the branch|"
         # Said alone, or before its reason: "push the branch, CI only runs on pushed branches".
         r"everything|now|please|to \S+|-f|--force\S*))*(?:\W*\Z|\s*[,;:]\s|\s+(?:so|because|"
         r"since|as)\b)",
         r"\b(?:create|switch to|check ?out|rename|delete|cut|make)\b[^.?!\n]{0,15}\b(?:new )?"
         r"branch(?:es)?\b",
         r"\b(?:change|fix|pick|choose|use|give it) (?:a |the |another )?(?:better |new |"
         r"different )?branch name\b", r"\bbase (?:it |this |the branch )?off\b",
         r"\bpull\b(?! requests?)[^.?!\n]{0,25}\b(?:main|master|origin|upstream|develop)\b",
         r"\bpull the latest\b", r"\bfast[- ]forward\b", r"\bsync (?:my |the |our )?fork\b",
         r"\b(?:get|grab|fetch|need|want|bring in|pull in)"
         r"\s+(?:the\s+)?latest\b[^.?!\n]{0,10}\b(?:from|of|on)\s+(?:the\s+)?"
         r"(?:main|master|origin\S*|upstream|develop|remote)\b",
         r"\bbranch (?:off|out) (?:of |from )?(?:main|master|develop|origin\S*|upstream|the \S+)",
         r"\b(?:behind|diverged from|out of date with) (?:origin\S*|main|master|develop|upstream|"
         r"(?:the )?remote)\b",
         r"\b(?:check ?out|switch to)\s+(?:the\s+)?\S+\s+branch\b",
         r"\breset\b[^.?!\n]{0,25}\b(?:to|onto) (?:match )?(?:origin\S*|upstream|"
         r"(?:the )?remote)\b",
         r"\bbranch(?:'s)? name\b[^?\n]{0,60}\b(?:renam\w*|change it)\b",
         rf"{_OPENS}git\s+(?:push|pull|fetch|merge|rebase|checkout|switch|stash|reset|"
         r"cherry-pick)\b",
         r"\bmerge\b[^.?!\n]{0,30}\b(?:into|to) (?:main|master|develop|the \w+ branch)\b",
         r"\bsync\b[^.?!\n]{0,20}\b(?:main|master|origin|upstream|develop|base branch)\b",
         # Not a product's own stash: "add a stash feature to the cart".
         rf"\bstash\b(?!\s+{_FEATURE_OBJECTS}\b)", r"\bgit reset\b", r"\breset (?:--hard|--soft)\b",
         r"\breset (?:the |this |my )?branch\b", r"\bcherry-?pick", r"\bback-?port\w*",
         # "pick the two commits onto release/2026.11": commits carried to a maintained line.
         r"\bpick\b[^.?!\n]{0,30}\b(?:onto|into|to)\s+(?:the\s+)?(?:release|hotfix|stable|"
         r"maint\w*|support|lts)\b[\w./-]*",
         r"\bforce[- ]push"),
    payload_words=re.compile(r"^CONFLICT \(|^Automatic merge failed|both modified:", re.M),
    alone=(r"push|pull|fetch|rebase|force[- ]push|"
                 r"fast[- ]forward(?: main| master| develop)?"),
    done_to_a_thing=True,
    operation=True,
)
REVIEW = Kind(
    "review", "review code",
    # Not the person's own plan: "ill review the translations after".
    _any(r"(?<!\bi'll )(?<!\bill )(?<!\bi will )(?<!\bwe'll )(?<!\bwe will )(?<!\bi can )"
         r"(?<!\bgoing to )(?<!\bgonna )"
         # Not a part of a screen: "add a review button in the app".
         r"\breview\b(?! (?:step|process|stage|queue|status|requests?|board|gate|tool|app)s?\b)"
         rf"(?! (?:{SCREEN_PARTS})\b)"
         r"[^.?!\n]{0,12}\b(?:this|the|my|our|these|those|that|it|pr|prs|pull request|"
         r"changes?|branch|code|diff|commit|commits|implementation|file|tests?|#?\d+)\b",
         r"(?:\A|\s)/[\w:-]*review\b", r"\bcode review\b", r"\breview of\b", r"\bsimplifier\b",
         rf"{_OPENS}cr\s+(?:this|the|my|that|it|these|#?\d+)\b",
         r"\b(?:second|fresh|another) (?:pair of )?eyes\b",
         # "is this code ok?", "how does this PR look?": asked of the work, it asks for a review.
         r"\b(?:this|my|the|these|our)\s+(?:pr|diff|changes?|code|patch|implementation|commits?|"
         r"branch|fix)\s+(?:looks?\s+|seems?\s+|is\s+|are\s+)?(?:ok|okay|good|fine|right|correct|"
         r"alright|sane|reasonable)\s*\?",
         r"\bhow (?:does|do) (?:this|my|the|these|our) (?:pr|diff|changes?|code|patch|"
         r"implementation|commits?|branch|fix) look\b",
         # "give it a proper review", "is it mergeable?": the work at hand asked to be judged.
         r"\bgive\s+(?:it|this(?: one)?|that(?: one)?|them|these|#\d+)\s+(?:a|an)\s+"
         r"(?:\w+\s+)?(?:code\s+)?review\b",
         r"\b(?:is|are)\s+(?:it|this|that|they|these)(?:\s+one)?\s+(?:\w+\s+)?(?:mergeable|"
         r"(?:ready|good|ok|okay|safe|fine) to (?:merge|land))\b",
         r"\b(?:give|take)\s+(?:the|my|this|our)\s+(?:pr|diff|changes|branch|code|patch|"
         r"implementation|commits?)\s+(?:a|another)\s+(?:quick\s+|close\s+)?(?:look|pass|glance|"
         r"skim|read)\b",
         r"\b(?:scan|comb through|check|look (?:at|over|through)|go (?:over|through))\b"
         r"[^.?!\n]{0,30}\b(?:prs?|pull request|diff|changes|branch|implementation|commits?)\b"
         r"[^.?!\n]{0,5}"
         r"\bfor (?:any )?(?:anything|issues|problems|bugs|mistakes|smells|errors)\b",
         r"\bonce-?over\b", r"\blook-?over\b",
         r"\b(?:sanity[- ]check|double[- ]check)\s+(?:my|the|these|this|our)\s+(?:\w+\s+)?"
         r"(?:changes|diff|code|branch|commits?|implementation|pr)\b",
         r"\b(?:thoughts|opinions?|feedback|your take) on (?:this|these|the|my|our) (?:\w+ )?"
         r"(?:changes?|diff|patch|pr|implementation|code|commits?)\b",
         # Not a package manager's audit command: "run npm audit fix and see what changes".
         r"(?<!\bnpm )(?<!\byarn )(?<!\bpnpm )(?<!\bcargo )(?<!\bbundle )(?<!\bpip-)"
         r"\b(?:critique|audit)\b[^.?!\n]{0,20}\b(?:code|changes|branch|pr|implementation)\b",
         r"\bsecurity (?:review|audit)\b",
         r"\b(?:audit|review|check|scan|comb through|go through|look (?:over|through))\b"
         r"[^.?!\n]{0,40}\bfor (?:any |possible |potential )?(?:security (?:issues|holes|"
         r"problems|flaws|bugs|risks)|vulnerabilit(?:y|ies)|vulns|injection\w*|xss|csrf|"
         r"race conditions|memory leaks|leaks|secrets)\b",
         r"\b(?:review(?:er)?|simplifier) (?:sub-?)?agents?\b",
         # "look over my implementation and point out problems", "does this diff look right?"
         r"\b(?:look (?:at|over|through)|go (?:over|through)|check|read (?:through|over))\b"
         r"[^.?!\n]{0,30}\b(?:prs?|pull request|diff|changes|branch|implementation|commits?)\b"
         r"[^.?!\n]{0,40}\b(?:(?:point out|find|spot|flag|list|any|see if there are)\s+(?:\w+\s+)?"
         r"(?:problems?|issues?|bugs?|mistakes?|concerns?)|anything(?:'s| is)? (?:off|wrong|"
         r"missing|weird)|what (?:you'?d|you would|would you|to) (?:change|improve))\b",
         r"\b(?:does|do|would|did) (?:this|the|my|these) (?:diff|changes?|patch|pr|implementation|"
         r"code|fix|commits?) look (?:right|good|ok|okay|correct|fine|reasonable|sane)\b",
         r"\b(?:any|see any|spot any)\s+(?:issues|problems|bugs|concerns)\s+(?:with|in)\s+"
         r"(?:this|the|my|these)\s+(?:pr|branch|diff|changes?|code|implementation|commits?)\b",
         r"\b(?:look|go|read) over (?:the|my|this|our|these|his|her|their) "
         r"(?:\w+ )?(?:code|branch|diff|"
         r"changes|pr|implementation|commits?|patch)\b",
         # "look over the tests in tests/api and tell me which are redundant": tests read to be
         # judged; not the failing ones to be fixed ("go over the failing tests and fix them").
         r"\b(?:look|go|read) (?:over|through) (?:the|my|this|our|these|his|her|their) "
         r"(?:\w+ )?(?:tests|specs|test suite|test cases)\b"
         r"(?![^.?!\n]*\b(?:fix\w*|fail\w*|broken|flak\w*|red)\b)",
         r"\b(?:read|look|go) through (?:the|my|this|our|these|his|her|their) "
         r"(?:\w+ )?(?:diff|changes|"
         r"pr|patch|commits)\b",
         # "please give a look to my code and say me if there are errors"
         r"\b(?:give|take|have)\s+(?:a\s+)?(?:quick\s+|close\s+)?look\s+(?:to|at)\s+(?:my|this|the|our)\s+"
         r"(?:code|changes|diff|pr|branch|implementation|patch|commits?)\b[^.?!\n]{0,20}\b(?:say|tell)"
         r"\s+(?:to\s+)?(?:me\s+)?(?:if|whether)\b",
         # "please check my code if is good": asked whether the work is right.
         r"\bcheck (?:my|this|the|our) (?:code|changes|diff|implementation|branch|pr|commits?|"
         r"patch)\b[^.?!\n]{0,5}\b(?:if|whether)\s+(?:it\s+|they\s+)?(?:is|are|looks?|'s)\s+"
         r"(?:good|ok|okay|fine|right|correct|clean|idiomatic|well written)\b",
         r"\b(?:do|run|give|make)\s+(?:a|an)\s+(?:\w+\s+)?(?:code\s+)?review\b(?=\W*\Z|\s+(?:of|on|"
         r"for|before|first|please|pls)\b)",
         r"\bwhat do you think (?:of|about)\b[^.?!\n]{0,40}\b(?:my|this|the|these|our) (?:last |"
         r"latest |recent )?(?:commits?|pr|diff|changes|branch|implementation|code|patch)\b"),
    alone=r"(?:re-?)?review|cr|code review",
    operation=True,
)
# A test by its file or its name: "checkout.spec.ts", "consumer_test.go", "OrderServiceIT".
_TEST_FILE = (r"[\w-]+\.(?:spec|test|e2e)\.[jt]sx?|[\w-]+_(?:test|spec)\.\w+|test_\w+(?:\.py)?|"
              r"(?-i:[A-Z]\w*(?:Test|Tests|IT|Spec)|Test[A-Z]\w*)(?:\.(?:java|kt|scala|cs|swift))?")
# A test named, then up to what it does: "the login test fails", "checkout.spec.ts ... times out".
_A_TEST = rf"\b(?:tests?|specs?|e2e|suite|{_TEST_FILE})\b[^.?!\n]{{0,40}}"
# How often a flaky thing fails: "intermittently", "randomly", "1 in 5 runs".
_NOW_AND_THEN = (r"(?:intermittent(?:ly)?|sporadic(?:ally)?|randomly|at random|"
                 r"non-?deterministic(?:ally)?|(?:every )?now and then|once in a while|"
                 r"(?:maybe |about |like |roughly )?(?:1|one) (?:in|out of) (?:\d+|two|three|four|"
                 r"five|ten) (?:runs?|times|builds?))")
# A check in the code, named by what it tests ("the null check", "a bounds check"): a fix of it
# is the code's, not of the checks that run on it.
_CODE_CHECK = "".join(rf"(?<!\b{w} )" for w in (
    "null", "nil", "none", "bounds", "range", "length", "size", "empty", "permission", "auth",
    "role", "access", "ownership", "sanity", "input", "health", "existence", "equality"))
# A checker's findings ordered left alone ask no fix: "ignore the mypy errors in the stubs",
# "the pylint issues are from upstream, ignore them", "... not ours, don't fix them".
_NOT_LEFT_ALONE = "".join(rf"(?<!\b{v} {d} )" for v in ("ignore", "leave", "skip", "disregard")
                          for d in ("the", "those", "these", "any", "all"))
_LEFT_ALONE_AFTER = (r"(?![^\n]{0,60}\b(?:ignore|leave|skip|disregard|(?:don'?t|do not|no need to)"
                     r"\s+(?:fix|touch|bother with|worry about))\s+(?:them|those|these|it|that)\b)")
# A product's screen part named for tests or builds ("the tests tab in the admin panel", "the
# checks page"); a badge shows the checks' own state ("the build badge is red").
_CHECKS_SCREEN = rf"(?!badges?\b)(?:{SCREEN_PARTS}|pages?|screens?|views?)"
CHECKS = Kind(
    "checks", "fix the failing checks: tests, lint, build, CI",
    _any(r"\bfix(?:ing)?\s*:?\s*(?:the |all |those |these |our |my |up )?(?:\w+[ -]){0,2}?"
         rf"(?:lint(?:er|ing)?|tests?|specs?|build|ci|{_CODE_CHECK}checks?|"
         r"type ?(?:errors|checks?)|compil\w+|format(?:ting)?|vet|pipeline|workflow)\b"
         # Not a part of a screen named for them: "the tests tab in the admin panel".
         rf"(?![- ](?:{_CHECKS_SCREEN})\b)",
         rf"{_NOT_LEFT_ALONE}\b(?:{_CHECKERS})\b[^.?!\n]{{0,60}}\b(?:errors?|issues?|fail\w*|"
         r"throws?|complain\w*|warnings?|problems?|red|broken|exit(?:s|ed)? with|yell\w*|scream\w*|"
         rf"shout\w*|barf\w*|chok\w*|unhappy|angry)\b{_LEFT_ALONE_AFTER}",
         r"\b(?:issues?|errors?|warnings?|problems?) (?:in|from|with) `?(?:\w+ )?(?:run )?"
         r"(?:lint|linter|tests?|build|ci)\b",
         r"\brun\b[^.?!\n]{0,12}\b(?:the )?(?:\w+[: ])?(?:tests?|lint(?:ers?)?|checks?|build|ci|"
         rf"test:\w+|unit tests|e2e|integration tests?|{_CHECKERS})\b",
         rf"\b(?:make|get|need|want)\b[^.?!\n]{{0,20}}\b(?:tests?|ci|build|checks?|{_CHECKERS})\b"
         r"[^.?!\n]{0,10}\b(?:happy|green|pass(?:es|ing)?|clean(?:ly)?)\b"
         # "make sure the build passes then deploy": a gate before the work asked after it.
         r"(?!\s*,?\s*(?:and\s+)?then\b)",
         # "clippy clean pls": a checker and how it should end, said alone.
         rf"{_OPENS}(?:{_CHECKERS})\s+(?:clean|green|happy|passing)"
         r"(?:[\s,]+(?:pls|please|plz|asap))*[\s.!]*\Z",
         # Passing again, or no longer: checks that pass no more are to be fixed.
         rf"\b(?:tests?|ci|build|checks?|hooks|pipeline|suite|jobs?|{_CHECKERS})\b[^.?!\n]{{0,20}}"
         r"\b(?:pass(?:es|ed|ing)?|green|working) again\b",
         r"\b(?:tests?|ci|build|checks?|pipeline|suite)\b[^.?!\n]{0,15}\b(?:(?:are|is) not|aren'?t|"
         r"isn'?t|don'?t|doesn'?t|do not|does not|no longer|stopped) pass(?:ing|es)?\b",
         r"\b(?:ci|build|pipeline|workflow|lint(?:er|ing)?|"
         r"(?:lint|test|build|ci) (?:job|step|stage))\b"
         r"[^.?!\n]{0,20}\b"
         r"(?:gives?|gave|throws?|threw|reports?|shows?|showing|getting|gets|got)\s+"
         r"(?:an?\s+|some\s+|\d+\s+|this\s+|the\s+)?(?:\w+\s+)?"
         r"errors?\b(?! (?:messages?|handling))",
         r"\b(?:tests?|ci|build|checks?|pipeline|github actions|gh actions|workflow|suite|"
         r"(?:integration|lint|test|build|ci|e2e|unit|release|compile|publish|deploy|nightly|"
         r"docs|actions) (?:jobs?|steps?|stages?|runs?))\b"
         rf"(?![- ](?:{_CHECKS_SCREEN})\b)[^.?!\n]{{0,40}}"
         # "red" a word of its own: not "redundant", "redirect", "redis".
         r"\b(?:fail\w*|broken|red\b|blowing up|blow up|taking (?:so )?long|slow|flak\w*|"
         r"time(?:s|d)? ?out|timing out|stuck|hang\w*|pass(?:ing)?\b\?|"
         r"(?:takes?|taking|took)\b[^.?!\n]{0,12}\b(?:minutes?|mins?|min|seconds?|secs?|"
         r"hours?|hrs?|forever|ages|too long))",
         r"\b(?:fail\w*|failures?)\b[^.?!\n]{0,30}\b(?:tests?|ci|build|github actions|pipeline|"
         r"workflow)\b",
         r"\bare (?:all )?(?:the )?tests (?:passing|green)\b",
         # A test failing now and then, told by how often: "checkout.spec.ts intermittently
         # times out", "the login test fails randomly on CI", "fails 1 in 5 runs".
         rf"{_A_TEST}\b{_NOW_AND_THEN}"
         r"[^.?!\n]{0,15}\b(?:fail\w*|times? out|timing out|red|hang\w*|break\w*|flak\w*|"
         r"pass\w*)",
         rf"{_A_TEST}\b(?:fail\w*|times? out|"
         rf"timing out|red|hang\w*|break\w*)\b[^.?!\n]{{0,15}}\b{_NOW_AND_THEN}",
         # "make it compile", "get the crate building again": the build made to pass.
         r"\b(?:make|get)\s+(?:it|this|that|everything|(?:the|my|our)\s+[\w-]+)\s+(?:to\s+)?"
         r"(?:compile|compiling|build|building)\b(?!\s+(?:faster|quicker|smaller|slower))",
         # A test named by its name: "find out why TestSchedulerTicks is flaky".
         r"(?-i:\b(?:Test[A-Z]\w*|test_\w+|[A-Z]\w*Test|\w+_test)\b)[^.?!\n]{0,40}\bflak\w*",
         r"\bignore (?:that|this|the) lint",
         # "re-record the goldens", "accept the new snapshots": snapshot tests made to pass by
         # taking the new output as the expected one, after a change meant to alter it. A
         # snapshot of one thing ("take a snapshot of the database") is none of them.
         r"\b(?:re-?record|record|re-?generate|regenerate|update|accept|refresh|re-?bless|"
         r"bless|approve)\b[^.?!\n]{0,30}\b(?:(?:snapshots|goldens|golden (?:files|images)|"
         r"baselines|approved files|verified files)\b|snapshot tests?\b)",
         # One job of a CI matrix failing, told by its version (`matrix_cues.py`).
         *MATRIX_JOB_FAILING),
    alone=r"lint|run (?:the )?(?:tests|lint(?:ers?)?|checks)",
    # "./gradlew check fails on detekt, fix the findings": a request that opens on a checker
    # failing asks to fix the checks, whatever it calls what they found.
    opening=re.compile(rf"\A\W*(?:\./)?(?:{_CHECKERS})\b[^.?!\n]{{0,40}}\b(?:fail\w*|errors?|"
                       rf"warnings?|complain\w*|red|broken)\b{_LEFT_ALONE_AFTER}", _I),
    payload_words=re.compile(r"^--- FAIL|^FAIL\b|^\s*FAILED\b|\bexit (?:code|status) [1-9]|"
                             # The test runners' counts of what failed: rspec's, PHPUnit's,
                             # `dotnet test`'s, Unity's and ctest's.
                             r"^\s*\d+ examples?, [1-9]\d* failures?\b|^(?:ERRORS|FAILURES)!|"
                             r"^\s*Failed!\s+-\s+Failed:\s+[1-9]|"
                             r"^\s*\d+ Tests [1-9]\d* Failures\b|\b[1-9]\d* tests? failed out of\b|"
                             r"/home/runner/|##\[error\]|"
                             # "37 issues found.", "✖ 2 problems (2 errors, 0 warnings)": a
                             # checker's count of its findings.
                             r"^\s*[1-9]\d* (?:issues?|problems?) found\b|"
                             r"^\s*[✖✗×]\s*[1-9]\d* problems?\b", re.M),
    changes_code=True,
    operation=True,
    answers_a_failure=True,
    checker_complaint=True,
)
# A compiler's errors: the build's, not a defect of the running product. Pasted alone they ask
# for no kind (often the result of the work just done, not new work).
_COMPILER_OUTPUT = re.compile(r"\bcould not compile\b|^error\[E\d{4}\]|\berror TS\d{4}\b|"
                              r"COMPILATION ERROR|BUILD FAILED", re.M)
ADD_TESTS = Kind(
    "add-tests", "write tests",
    _any(r"\b(?:add|write|create|extend|implement|need|introduce|make)\b[^.?!\n]{0,40}?\b"
         r"(?:(?:unit|integration|e2e|end-to-end|regression|table[- ]driven|explicit|more|some|a|"
         r"an|new|similar|property(?:-based)?|snapshot|fuzz|smoke|contract|golden|acceptance|"
         r"functional|component)\s+)+tests?\b(?!\s*(?:repo|fail)|\s+(?:account|server|user|"
         r"environment|env|card|mode|instance|database|db|cluster|key|credentials|email|domain|"
         r"site|tenant|merchant|device|phone|number)s?\b)",
         r"\b(?<!\bmaybe )(?<!\bperhaps )(?<!\bprobably )(?:i|we)\s+(?:just\s+|really\s+|also\s+)*"
         r"(?:want|need)\s+(?:(?:more|some|proper|real|unit|integration|e2e|regression)\s+)*"
         r"tests\s+(?:for|around|on|covering|that|which)\b",
         r"\bno (?:unit |regression |integration |e2e )?tests? (?:that|which) (?:would (?:have )?)?"
         r"(?:catch|caught|covers?|checks?|exercises?)\b",
         r"\btests?\b[^\n]{0,200}\b(?:write|add) one\b(?! of\b)",
         r"\b(?:add|write)\b[^.?!\n]{0,10}\btests?\s+(?:for|to|that|which|covering)\b",
         rf"{_OPENS}tests?\s+(?:(?:pls|please|plz)\s+)?(?:for|on|around|covering)\b",
         r"\A\W*(?:it |this |that )?needs? (?:a |an |some |more )?(?:unit |integration |"
         r"regression |e2e )?tests?\W*\Z",
         r"\b(?:add|write|create)\s+(?:(?:a|an|some|more|new)\s+)?(?:[\w-]+\s+)?(?:specs|"
         r"unit ?tests?|\w*test ?cases?)\s+(?:for|to|that|which|covering|of|around)\b",
         r"\b(?:get|have)\s+(?:a|an|some|more)\s+(?:\w+\s+)?tests?\s+(?:for|around|on|covering|"
         r"that)\b",
         # "add property-based tests", "write the jest tests", "add tests"
         r"\b(?:add|write|create|introduce)\s+(?:(?:a|an|some|more|new)\s+)?(?:[\w-]+\s+){0,2}?"
         r"tests?(?=\s*(?:\Z|[.,;:!?)]|(?:for|to|that|which|covering|with|in|of|around|on|so|and)\b))",
         r"\b(?:convert|rewrite|restructure|port)\b[^.?!\n]{0,30}\btests?\b[^.?!\n]{0,20}"
         r"\b(?:to|into|as)\b",
         r"\b(?:extend|expand|increase|improve|broaden)\s+(?:the\s+|our\s+)?(?:test suite|tests)\b",
         r"\b(?:extend|expand|increase|improve|broaden)\b[^.?!\n]{0,25}\bcoverage\b",
         r"\b(?:tests?|test suite|specs?)\b[^.?!\n]{0,30}\bto cover\b",
         r"\b(?:do|does|did|have|has)\s+(?:we|it|the \w+|this|that|they|there)\s+(?:\w+\s+)?"
         r"(?:have|has|got|added|any)?\s*(?:\w+\s+)?(?:tests?|test coverage|coverage)\b",
         r"\bare (?:we|there) (?:also |already |any )?(?:tests?|testing)\b",
         r"\b(?:is|are) there (?:a |an |any )?(?:\w+ )?tests? (?:for|that|which|covering|of|on)\b",
         r"\b(?:has|have|there are) no (?:unit |integration |e2e )?tests\b",
         r"\b(?:cover|test)\b[^.?!\n]{0,50}\bwith (?:a couple of |a few |some |more |\w+ ){0,2}"
         r"tests?\b",
         r"\b(?:add|need|want|get|write)\b[^.?!\n]{0,25}\bcoverage (?:for|of|on|with|around)\b",
         r"\b(?:test coverage|covered by (?:a |any )?tests?|is (?:this|that|it) tested)\b",
         r"\btests? for (?:this|that|it|these|those)\b",
         r"\b(?:is|are)\s+(?:the\s+|this\s+|that\s+|it\s+)?(?:[\w-]+\s+){0,3}?tested\b",
         r"\b(?:no|missing|lacks?|lacking|without)\s+(?:unit\s+|integration\s+|e2e\s+)?tests?\s+"
         r"(?:for|on|around)\b",
         r"\bin (?:the |these |those |our )?tests?\b[^.?!\n]{0,60}\b(?:replace|instead|"
         r"assertions?|expectations?)\b",
         r"\b(?:assertions?|expectations|subtests?)\b",
         r"\btests? (?:are|were|is) hard to read\b", r"\bt\.(?:Run|RunParallel|Parallel)\b",
         r"\b(?:fakes?|mocks?|stubs?)\b[^.?!\n]{0,40}\btests?\b"),
    # "write a test that reproduces the flaky ordering": a request that opens by asking for a
    # test is for one, whatever failing or flaky thing it is to catch.
    opening=re.compile(rf"{_OPENS}(?:write|add|create)\s+(?:(?:a|an|one|some|more|new)\s+)?"
                       r"(?:(?:unit|integration|e2e|regression|failing|small)\s+)?tests?\s+"
                       r"(?:for|that|which|covering)\b", _I),
    changes_code=True,
)
TRACKER = Kind(
    "tracker", "create or update tracker issues",
    _any(r"\b(?:create|open|file|update|close|comment on|link|add)\b[^.?!\n]{0,25}\b(?:linear|"
         r"jira|github|gitlab|asana|youtrack|trello)?\s*"
         # Not a product's tickets: "close support tickets", "the event's tickets".
         r"(?<!\bsupport )(?<!\bhelpdesk )(?<!\bcustomer )(?<!\bevent )(?<!\bconcert )"
         r"(?:issues?|tickets?|sub-?issues?|epics?|stories)\b(?! (?:template|form))",
         r"\b(?:linear|jira) (?:issue|ticket)s?\b", r"\bgh issue (?:create|edit|close|comment)\b",
         r"\b(?:make|write|raise|log)\s+(?:a|an|new|one)\s+(?:\w+\s+)?(?:tickets?|issues?)\b",
         r"\b(?:tickets?|issues?)\s+(?:in|on|to)\s+(?:jira|linear|github|gitlab|youtrack|trello|"
         r"asana)\b",
         r"\b(?:file|log|raise|open)\s+(?:a|an|new)\s+(?:\w+\s+)?bug(?: report)?\b",
         r"\b(?:open|create|file|raise|make)\s+(?:a|an|new)\s+(?:jira|linear)\b(?! (?:api|client|"
         r"integration|webhook|sync))",
         r"\b(?:create|make|add|open|file)\s+(?:\w+\s+)?sub-?(?:tasks|issues|tickets)\b",
         # A tracker's key: "link this PR to ENG-1234".
         r"\b(?:link|attach|close|reopen|move|assign|comment on|"
         r"(?:add|post|leave) (?:a )?comments? (?:to|on))\b[^.?!\n]{0,25}" + _TICKET_KEY,
         _KEY_MOVED,
         r"\b(?:file|log|put|track|raise|open)\s+(?:it|this|that|one)\s+(?:in|on|as)\s+"
         r"(?:an? |the )?(?:linear|jira|github|gitlab|asana|youtrack|trello|tracker|backlog)\b",
         r"\b(?:put|add|write|note)\b[^.?!\n]{0,30}\b(?:in|into|to|on) (?:the|that|this) "
         r"(?:issue|ticket)\b",
         r"\b(?:label|tag|triage)\b[^.?!\n]{0,10}\b(?:issues?|tickets?)\b",
         # Items moved on a board: "move the onboarding tickets to the next cycle".
         r"\b(?:move|put|assign|add|schedule|push)\b[^.?!\n]{0,30}\b(?:tickets?|issues?|stories|"
         r"epics?)\b[^.?!\n]{0,20}\b(?:to|into|in|for) (?:the )?(?:(?:next|current|this|"
         r"upcoming|previous) )?(?:sprint|cycle|milestone|backlog|iteration|done|in progress|"
         r"triage)\b"),
    alone=r"ticket|(?:file|open) an? (?:issue|ticket)",
    done_to_a_thing=True,
    operation=True,
)
PLAN = Kind(
    "plan", "plan or design before building",
    _any(r"\b(?:write|create|make|draft|revise|update|prepare)\b[^.?!\n]{0,20}\b(?:implementation "
         r")?(?:plan|design(?: doc(?:ument)?)?|spec(?:ification)?|proposal|rfc)\b",
         r"\b(?:propose|sketch|come up with|suggest)\b[^.?!\n]{0,15}\b(?:an? |the )?"
         r"(?:architecture|design|approach|plan|strategy|data model|schema)\b",
         r"\b(?:outline|lay out|map out)\b[^.?!\n]{0,15}\b(?:steps|plan|approach|migration|how|"
         r"options|what each|pros and cons|trade-?offs|costs?)\b",
         # "what would the move to vite involve?", "what would it take to add SSO?"
         r"\bwhat (?:would|will) (?:the|a|an|our) (?:\w+ ){0,5}?(?:move|migration|switch|upgrade|"
         r"port|rewrite|change)\b[^.?!\n]{0,40} (?:take|involve|entail|require|cost)\b",
         r"\bwhich (?:one |option |approach )?(?:would )?you'?d? "
         r"(?:pick|choose|recommend|go with)\b",
         r"\b(?:propose|sketch(?: out)?|suggest|outline) how (?:we|you|i|to)\b",
         r"\b(?:best|right|cleanest|simplest|ideal) way to (?:design|structure|architect|model|"
         r"organi[sz]e|approach|split up|lay out)\b",
         r"\b(?:what(?:'s| is| would be)|which is) "
         r"(?:the |a )?(?:right|best|ideal|cleanest|simplest|"
         r"sensible) (?:architecture|design|approach|data model|strategy)\b",
         r"\b(?:feedback|thoughts|opinions?|your take|a second opinion|input) "
         r"on (?:my|the|this|our) "
         r"(?:\w+ )?(?:plan|design(?: doc\w*)?|proposal|rfc|approach|architecture)\b",
         r"\bbefore (?:we |i |you )?(?:build|start building|implement) (?:it|this|that|anything)\b",
         r"\b(?:compare|weigh|explore|think through|discuss)\b[^.?!\n]{0,20}\b(?:options|"
         r"approaches|alternatives|trade-?offs|designs|pros and cons)\b",
         r"\b(?:critique|poke holes in|sanity-check)\s+(?:the |this |my |our )?(?:\w+ )?(?:plan|"
         r"design(?: doc\w*)?|proposal|rfc|rollout|approach|strategy)\b",
         r"\bplan (?:it|this|that|them) out\b",
         r"\bdon'?t (?:code|implement|write (?:any )?code)\b[^.?!\n]{0,15}\byet\b",
         r"\b(?:no|without) code yet\b", r"\bplan (?:it )?first\b",
         r"\bdon'?t (?:build|implement|code|write|change) anything\b",
         r"\b(?:we'?ll|i'?ll|we will|we can|you can) (?:implement|build|code) (?:it |this |that )?"
         r"later\b",
         r"\bbefore (?:writing any code|implementing|coding|we (?:write|implement|code))\b",
         r"\bbefore (?:i |we |you )?start (?:coding|implementing|writing (?:any )?code)\b",
         r"\bbefore (?:we |i |you )?(?:touch\w*|chang\w*|writ\w*) any code\b",
         r"\bhow (?:would|should|could) (?:you|we|i) (?:approach|tackle|architect|structure|design|"
         r"organi[sz]e|sequence|phase|stage|roll (?:\w+ )?out)\b",
         r"\b(?:plan|design) only\b", r"\bjust (?:a |the )?plan\b",
         r"\b(?:options|approaches|alternatives)\b[^.?!\n]{0,60}\btrade-?offs\b",
         r"\bbrainstorm\w*", r"\blet'?s (?:think|plan|design|discuss)\b",
         r"\b(?:task|plan|design|spec|todo|rfc)\.md\b",
         r"\b(?:split|break|chunk|divide|slice|carve)\b[^.?!\n]{0,25}\binto (?:\w+ )?(?:prs|"
         r"pull requests|phases|steps|tasks|milestones|stages|iterations)\b",
         r"\b(?:a|the) plan\b[^.?!\n]{0,20}\b(?:for|as|to)\b"),
    # "review the design doc": a plan is critiqued, not code reviewed.
    opening=re.compile(
        # "plan the rollout of the new alerting rules": a request that opens on planning.
        rf"{_OPENS}plan\s+(?:the|a|an|our|how)\b|"
        rf"{_OPENS}(?:critique|review|poke holes in|challenge|sanity-check)\s+"
        r"(?:the |this |my |our )?(?:\w+ )?(?:plan|design(?: doc\w*)?|proposal|rfc)\b"
        r"(?!\s+(?:system|tokens?|components?|files?|output|diff|results?))", _I),
    alone=r"plan(?: it)?(?: out)?",
)
# A document's word that is a product's part or data, not a document of the code: the head of
# another noun ("the comments endpoint", "a changelog modal", "the docs list", "a comment
# field"), or shown in a part of a screen ("comments in the feedback widget").
_PRODUCTS_PART = (rf"{SCREEN_PARTS}|endpoints?|apis?|tables?|lists?|views?|fields?|box(?:es)?|"
                  r"queues?|counts?|counters?|feeds?|forms?|widgets?|screens?|popups?|editor|"
                  r"viewer|picker|threads?|moderation|uploads?|columns?|rows?|ids?|"
                  r"limits?|stores?|services?|models?|schemas?|systems?|features?|flows?|"
                  r"sharing|permissions?|storage|notifications?")
# (A README's section is a document's part; a comments section is a page's.)
_NOT_A_PRODUCTS = (rf"(?!\s+(?:{_PRODUCTS_PART})\b)"
                   r"(?!(?<=comments)\s+sections?\b)(?!(?<=comment)\s+sections?\b)"
                   # "a release notes page in the app": a page or a section of the product.
                   r"(?!(?:\s+(?:pages?|sections?|screens?))?\s+(?:in|on|to|inside|under|below|"
                   r"above) "
                   rf"(?:the |a |an |each |every |our )?(?:[\w-]+ ){{0,2}}(?:{SCREEN_PARTS}|"
                   r"widgets?|feeds?|screens?|popups?|posts?|threads?|apps?|lists?|views?|pages?)"
                   # Where the clause ends: "in the modal component" is a file of code.
                   r"(?=\s*(?:\Z|[.,;:!?]|(?:and|so|for|with)\b)))")
# A document put together, by verbs that build anything ("assemble the docker image", "whip up
# a test"): the document is their object, the words between its article and adjectives, and it
# heads its phrase ("the README parser" is a parser). "compile" gathers notes from history, and
# builds code otherwise ("compile the protobufs following the readme").
_DOCUMENT_PUT_TOGETHER = (
    r"\b(?:(?:put|pull|throw) together|assemble|whip up|jot down)\s+"
    r"(?:(?:the|a|an|some|our|my|this|these|quick|short|brief|small|new|first|proper|full|basic|"
    r"simple|rough|v?\d[\w.-]*)\s+){0,3}"
    r"(?:docs?|documentation|readme|changelog(?: entry| entries)?|tutorials?|runbooks?|guide|faq|"
    r"(?:release|upgrade|migration|patch) notes|(?:migration|upgrade|setup|install) guide|"
    r"[\w-]+\.(?:md|rst|adoc))"
    r"(?=\s*(?:\Z|[.,;:!?)]|(?:for|from|of|on|in|with|and|so|that|covering|about|to|pls|please)\b))",
    r"\bcompile\s+(?:(?:the|a|an|some|our|my|v?\d[\w.-]*)\s+){0,2}"
    r"(?:changelog|(?:release|upgrade|migration|patch) notes)\b")
# Comments of a product's people, not of the code: "flagged comments", "customer comments".
_NOT_PEOPLES = "".join(rf"(?<!\b{w} )" for w in (
    "flagged", "reported", "pending", "approved", "rejected", "hidden", "spam", "user", "users'",
    "customer", "customers'", "guest", "visitor", "reader", "public", "blog", "product"))
DOCS = Kind(
    "docs", "write or update documentation",
    _any(*_DOCUMENT_PUT_TOGETHER,
         r"\b(?:update|write|add|fix|improve|proofread|extend|revise|correct|document|draft|"
         r"prepare|(?:re)?generate|rebuild|refresh|give me)\b[^.?!\n]{0,40}"
         rf"\b{_NOT_PEOPLES}(?:docs?|documentation|readme|changelog|tutorials?|runbooks?|"
         r"docs? site|docusaurus|mkdocs|sphinx|markdown cells?|"
         r"(?:release|upgrade|migration|patch) notes|claude\.md|agents\.md|adrs?|"
         # "the play store's what's new text": a release's notes as a store shows them.
         r"what'?s new (?:text|blurb|copy|section|notes?)|"
         r"architecture(?: docs?| notes)?|docstrings?|guide|guidance|doc comments?|"
         r"code comments?|comments?|jsdoc|javadoc|godoc|rustdoc|tsdoc|docblocks?|wiki|faq|"
         r"man ?pages?|manpages?|api reference|reference docs|[\w-]+\.(?:md|rst|adoc))\b"
         rf"{_NOT_A_PRODUCTS}",
         rf"{_OPENS}(?:put|note|mention|write down|add)\b[^.?!\n]{{0,30}}\b(?:in|into|to) "
         r"(?:the |our )?(?:readme|docs?|documentation|changelog|wiki|contributing(?:\.md)?|"
         r"claude\.md|agents\.md)\b(?!\s+(?:pages?|buttons?|links?|site|tabs?|menus?|icons?))"
         rf"{_NOT_A_PRODUCTS}",
         r"\b(?:docs?|documentation|mkdocs|sphinx|docusaurus|readme|wiki)\b[^.?!\n]{0,20}\b(?:is "
         r"missing|lacks|has no|doesn'?t have|does not have)\b",
         r"\b(?:bring|get|make|keep)\b[^.?!\n]{0,20}\b(?:docs?|documentation|readme|changelog|wiki|"
         r"guide)\b[^.?!\n]{0,10}\bup[ -]to[ -]date\b",
         r"\b(?:readme|docs|documentation|changelog|docstrings?|comments?|guides?|tutorials?|"
         r"runbooks?|wiki|api reference)\b[^.?!\n]{0,30}"
         r"\b(?:out ?of ?date|outdated|stale|still (?:says|mentions|refers|describes|lists)|"
         r"(?:is|are) wrong|incorrect|inaccurate)\b",
         # "now do the changelog for 2.7.0": "do" of a release's text alone, a word too wide
         # for the other documents ("do the comments" may be a review's).
         rf"{_OPENS}(?:now |then |next,? )?do\s+(?:the |a |an |our )?(?:[\w.-]+\s+){{0,3}}"
         r"(?:changelog|release notes|patch notes)\b",
         r"\bdocs?/\S*", r"\bdocs? (?:folder|directory|site)\b",
         r"\b(?:into|in|to|as) (?:a |an )?(?:md|markdown) (?:file|doc)\b",
         r"\b(?:summary|summari[sz]e)\b.{0,40}\b(?:for|in|into|to) (?:the )?(?:changelog|"
         r"release notes|(?:an? )?(?:md|markdown) file)\b",
         r"\bproof-?read\w*",
         # "release notes for v3.0 for the client pls", "release notes for fw 1.8.0": the notes
         # of a version named, opening the request.
         r"\A\W*(?:the\s+)?(?:release|patch|upgrade) notes\s+for\s+(?:[\w-]+\s+){0,2}?"
         r"v?\d+(?:\.\d+)+\b(?![^\n]*\?)",
         # "people linking against 1.x need MIGRATING.md": a document needed by its file.
         r"\bneeds?\s+(?:an?\s+|the\s+|some\s+)?(?:[\w.-]+/)*[\w-]+\.(?:md|rst|adoc)\b",
         # "explain the setup in the README": an explanation written into a document.
         r"\b(?:explain|describe)\b[^.?!\n]{0,50}\b(?:in|into|to) (?:a |an |the |our )?(?:readme|"
         r"(?:md|markdown) (?:file|doc)|docs?/|changelog|contributing|claude\.md|agents\.md|wiki)",
         rf"{_OPENS}doc(?:ument)?\s+(?:how|what|why|when|where|the|our|all|each|every)\b",
         # "comment the tricky parts": comments written, not a comment made on a thread.
         rf"{_OPENS}comment\s+(?:the|this|these|those|each|every|all|what|why|how)\b",
         r"\b(?:add|write|update|expand)\b[^.?!\n]{0,30}\bsection\b[^.?!\n]{0,15}\b(?:readme|"
         r"docs?|documentation|guide|changelog|wiki)\b",
         r"\btypos?\b[^.?!\n]{0,30}\b(?:readme|docs?|documentation|changelog|guide|comments?|"
         r"docstrings?)\b",
         *_INCIDENT_WRITTEN),
    # An incident's write-up asked first, whatever its pasted timeline tells of checks gone red.
    opening=re.compile(rf"{_OPENS}(?:(?:write|draft|prepare|do|start)(?:\s+up)?\s+"
                       rf"(?:a\s+|an\s+|the\s+|our\s+)?(?:[\w'-]+\s+){{0,3}}?{_INCIDENT_WRITE_UP}\b|"
                       rf"{_INCIDENT_WRITE_UP_OF}|{_RUNBOOK_HEADING})", _I),
    alone=r"readme|docs|changelog",
    done_to_a_thing=True,
    operation=True,
)
# The product's own version raised and tagged for a release: "bump + tag", "cut 3.14.1",
# "make it 2.8.0 and tag". The tag asked for as a verb at a clause's edge, in a request that
# names a version or a release (a tag as a noun, "the image tag", is a container's or a
# resource's); a release cut by its version. Read before a dependency moved to a version: the
# version of "bump fw to 1.6.0 and tag fw-1.6.0" is the product's.
_A_VERSION = r"\bv?\d+\.\d+(?:\.\d+)*\b|\b(?:release|version)\b"
_VERSION_NAME = r"(?:[a-z]+-)?v?\d+\.\d+(?:\.\d+)*[\w.+-]*"
_TAGGED = (r"(?:\A|\n|\b(?:and|then|please|pls)\s+|[+&,;.:]\s*)tag\s*(?>(?:(?:it|this|that|"
           r"the (?:release|commit|build|version))(?:\s+(?:as|with)\s+" + _VERSION_NAME + r")?|"
           + _VERSION_NAME + r")\s*)?"
           # Where the ask ends: "bump + tag", "tag it like before", "and tag v2.1.0 please",
           # "tag v2.3.1 on main", "tag it as v0.9.0 and push the tag".
           r"(?:\Z|[.,;!)]|(?:like|as) (?:before|last time|usual|always)\b|(?:again|too|please|pls|"
           r"now)\b|(?:on|from|at) [\w./-]+\s*\Z|(?:and|then|&|\+)\s*push\b)")
_RELEASE_CUT = (r"\bcut\s+(?:a\s+|the\s+|an?\s+new\s+)?(?:(?:patch|minor|major|hotfix|point)\s+)?"
                r"(?:release|v?\d+\.\d+(?:\.\d+)*)\b")
# An app's release build made for its store, by its version or where it goes: "need an ios
# release build for testflight, 5.4.1", "ship 5.4.2 to the play internal track", "archive and
# upload". Not the build told broken ("the release build crashes on launch") nor its notes.
_STORE = (r"(?:testflight|app\s+store(?:\s+connect)?|(?:google\s+)?play\s+(?:store|console)|"
          r"(?:(?:google\s+)?play\s+)?(?:internal|alpha|beta|closed|open|production)\s+"
          r"(?:testing\s+)?track|firebase\s+app\s+distribution)")
STORE_BUILD = (
    rf"\A(?=[\s\S]*?(?:\bv?\d+\.\d+\.\d+\b|{_STORE}|\b(?:aab|ipa|apk)s?\b))[\s\S]*?"
    r"\b(?:cut|make|build|do|need|want|create|produce|prepare)\b[^.?!\n]{0,30}?"
    r"\b(?:release|store|signed|production|prod)\s+builds?\b"
    # made for something else: "a release build of 2.0.0 to reproduce the crash", "make the
    # release build smaller"
    r"(?!(?:[^.?!\n]|\.(?=\w))*\b(?:to\s+(?:reproduce|repro|debug|check|test|profile|measure|see)|smaller|"
    r"faster|slower|crash\w*|size)\b)",
    rf"\b(?:ship|upload|push|submit|send|promote|roll\s+out)\b\s+(?:(?:the\s+)?(?:ios\s+|android\s+)?"
    rf"(?:app\s+|build\s+)?v?\d+\.\d+(?:\.\d+)?(?:\s+\(?\d+\)?)?|it|the\s+(?:release\s+)?build)\s+"
    rf"to\s+(?:the\s+)?{_STORE}",
    r"\barchive\s+(?:and|&|\+)\s+upload\b",
)
_RELEASED = Cues(rf"\A(?=[\s\S]*?(?:{_A_VERSION}))[\s\S]*?{_TAGGED}", _RELEASE_CUT, *STORE_BUILD)
RELEASE = Kind("release", "bump the version and tag a release", _RELEASED,
               done_to_a_thing=True, operation=True)
# Upkeep of what the project depends on and of what its database stores (`upkeep_cues.py`).
DEPS = Kind("deps", "update dependencies", _any(MANAGER_COMMAND, *MOVED_TO_A_VERSION, UPDATED),
            changes_code=True, done_to_a_thing=True)
MIGRATION = Kind("migration", "write a database migration", _any(*MIGRATION_WRITTEN),
                 changes_code=True, done_to_a_thing=True)
# A new environment of the deployed software stood up beside the others (`env_cues.py`):
# before an environment's settings, which its request names among its parts.
ENVIRONMENT = Kind("environment", "stand up a new environment, region or namespace",
                   _any(*ENVIRONMENT_ADDED), changes_code=True, done_to_a_thing=True)
# A component of a component library added with its stories (`component_cues.py`).
COMPONENT = Kind("component", "add a UI component with its stories", _any(*COMPONENT_ADDED),
                 changes_code=True, done_to_a_thing=True)
# A data warehouse's model written (`warehouse_cues.py`), a learned model trained again
# (`training_cues.py`, done outside the code: its outcome is a run and its figures), and an app's
# strings given for a locale (`locale_cues.py`).
WAREHOUSE = Kind("warehouse-model", "add a data warehouse model (dbt, SQL)",
                 _any(*WAREHOUSE_MODEL), changes_code=True, done_to_a_thing=True)
WARNINGS = Kind("warnings", "fix compiler warnings", _any(*WARNINGS_CLEARED),
                payload_words=re.compile(WARNINGS_PASTED), changes_code=True,
                done_to_a_thing=True, answers_a_failure=True, checker_complaint=True)
# A public API deprecated and kept working (`deprecation_cues.py`): its words are a refactor's,
# a document's or a warning's. A reported issue triaged (`triage_cues.py`): reproduced, told a
# defect or not, labelled and answered, not fixed; its words are a defect's and a tracker's.
DEPRECATE = Kind("deprecate", "deprecate an API, keeping it working", _any(*DEPRECATION_ASKED),
                 changes_code=True, done_to_a_thing=True)
TRIAGE = Kind("triage", "triage a reported issue: reproduce, label, answer",
              _any(*TRIAGE_ASKED), done_to_a_thing=True)
# An infrastructure plan gone over before it is applied (`infra_plan_cues.py`): its paste asks
# for it by itself, however few the words typed around it, and a pasted plan is no failure to
# repair. Its outcome is a reading of the plan (what is replaced, what is risky), no change.
INFRA_PLAN = Kind("infra-plan", "go over an infrastructure plan before it is applied",
                  _any(*PLAN_READ), payload=frozenset({"plan"}), takes_over=frozenset({"review"}),
                  opening=re.compile(rf"{_OPENS}{PLAN_READ[0]}", _I), done_to_a_thing=True)
TRAIN = Kind("train", "train a model again and evaluate it", _any(*TRAINED),
             done_to_a_thing=True)
L10N = Kind("l10n", "add an app's strings for a locale", _any(*LOCALIZED), changes_code=True,
            done_to_a_thing=True)
# Secrets rotated or moved and an environment's settings changed (`secret_cues.py`), screens
# made usable by everyone (`access_cues.py`), code made faster (`speed_cues.py`).
SECRETS = Kind("secrets", "rotate secrets or change an environment's settings",
               _any(*SECRETS_HANDLED), done_to_a_thing=True)
A11Y = Kind("a11y", "fix accessibility", _any(*ACCESSIBILITY), changes_code=True,
            done_to_a_thing=True)
# A service's API grown by an endpoint, and a list of it made to come in pages (`api_cues.py`):
# a new endpoint that pages is an endpoint; both before slowness and defects, which a list too
# long to answer in time is told by.
ENDPOINT = Kind("endpoint", "add an API endpoint or RPC", _any(*ENDPOINT_ADDED),
                opening=re.compile(rf"{_OPENS}{ENDPOINT_OPENING}", _I),
                changes_code=True, done_to_a_thing=True)
PAGING = Kind("paging", "page and filter a list endpoint", _any(*PAGING_ASKED),
              changes_code=True, done_to_a_thing=True)
PERF = Kind("perf", "make it faster: profile, cut latency, fix slow queries",
            _any(*FASTER_ASKED, *SLOW_TOLD, *TOOLS),
            changes_code=True)
# The running software watched (`observe_cues.py`) and its stored data fixed once
# (`data_fix_cues.py`).
OBSERVE = Kind("observe", "add observability: metrics, dashboards, alerts, traces",
               _any(*OBSERVABILITY, *ALERT_TUNED),
               changes_code=True, done_to_a_thing=True)
BACKFILL = Kind("backfill", "backfill or fix data once", _any(RUN_AGAIN, *DATA_FIXED),
                done_to_a_thing=True)
# Slowness told, a defect told by what goes wrong (`tells_a_defect`).
_SLOW_TOLD = Cues(*SLOW_TOLD)
# Said of what was done twice, not of copies in the code: "notes are duplicated".
_NOT_DONE_TWICE = (r"\b(?<!\bare )(?<!\bis )(?<!\bget )(?<!\bgets )(?<!\bgot )(?<!\bwere )"
                   r"(?<!\bwas )(?<!\bbeing )")
# What code that is copied is made of: "duplicate logic", "duplicate helpers".
_COPIED_CODE = (r"code|logic|functions?|helpers?|methods?|class(?:es)?|checks?|blocks?|lines?|"
                r"boilerplate|setup|validation|quer(?:y|ies)|snippets?|types?|structs?|"
                r"interfaces?|tests?|fixtures?|components?|constants?|imports?|definitions?|"
                r"handlers?|css|styles?|conditions?|conditionals|implementations?|utils?|"
                r"modules?|code ?paths?|declarations?|mappings?|calls?|hooks|routes|schemas?|"
                r"models?|dtos?|sql|regex(?:es)?|config(?:uration)?s?")
REFACTOR = Kind(
    "refactor", "refactor: rename, deduplicate, simplify",
    # Not what the rename command of a product does: "rename doesn't work on windows".
    _any(r"\brenam\w*\b(?!\s+(?:doesn'?t|does not|didn'?t|isn'?t|fails?|failed|is broken|broke|"
         r"won'?t)\b)", r"\bmis-?named\b",
         r"\b(?:change|fix|improve|update)\s+(?:the\s+)?names?\s+of\s+(?:the\s+|this\s+|that\s+)?"
         r"(?:variables?|functions?|methods?|class(?:es)?|fields?|parameters?|modules?|files?|"
         r"constants?)\b",
         r"\bno changes? (?:in|to) (?:the )?behaviou?r\b|"
         r"\bbehaviou?r (?:stays|remains) (?:the same|"
         r"unchanged)\b",
         r"\b(?:one|a single|a)\s+(?:shared|common|reusable)\s+(?:function|helper|method|module|"
         r"class|component|hook|util\w*)\b",
         # Said by what the code is like: "the code in this class is too long", "less of a mess".
         r"\b(?:code|functions?|class(?:es)?|modules?|methods?|handlers?|logic|implementation|"
         r"loading|parsing|file|files)\b[^.?!\n]{0,25}\b(?:cleaner|simpler|more (?:readable|"
         r"maintainable|simple|clean)|easier to (?:read|follow|maintain|understand|change|test)|"
         r"less (?:of a mess|messy|convoluted|complicated|repetitive|verbose)|too (?:long|big|"
         r"complex|complicated|messy))\b(?!\s+(?:to|for)\b)",
         # Copies done away with: "replace the copy-pasted blocks with a loop".
         r"\b(?:replace|collapse|fold|merge|dedupe|consolidate)\s+(?:the\s+|these\s+|those\s+|"
         r"all\s+(?:the\s+)?)?copy[- ]?pasted?\b",
         r"\b(?:repeat\w*|copy-?past\w*|duplicat\w*)\b[^.?!\n]{0,15}\bthe same\b[^.?!\n]{0,25}"
         r"\b(?:code|logic|boilerplate|checks?|setup|validation|lines?|blocks?|queries|snippets?)\b",
         # Two parts of the code that are one: "the `UserDTO` and `UserResponse` classes are the
         # same thing, merge them" (not two photos).
         r"(?:`[^`]+`|\b(?:functions?|helpers?|class(?:es)?|methods?|modules?|components?|types?|"
         r"structs?|interfaces?|handlers?|queries|models?|schemas?|hooks|utils?))[^.?!\n]{0,60}"
         r"\b(?:are|is) (?:the same thing|basically the same|identical|near-identical|"
         r"almost identical)\b[^.?!\n]{0,10}?[,;:-]?\s*(?:merge|combine|unify|consolidate|dedupe|"
         r"fold)\b",
         r"\b(?:pull|lift|factor|carve|split)\b[^.?!\n]{0,30}\b(?:to|into) (?:its own|their own|"
         r"a separate|a new|a dedicated)\b",
         r"\b(?:pull|lift|factor|move|extract)\b[^.?!\n]{0,40}\b(?:to|into) (?:an? |one )"
         r"(?:shared |reusable |common |separate |single )?(?:function|helper|method|module|"
         r"component|hook|class|util\w*)\b",
         r"\bhard-?coded\b[^.?!\n]{0,40}\b(?:into|to|as|with) (?:\w+ )?(?:variables|constants|"
         r"config|settings|tokens|env vars|enums?)\b",
         r"\b(?:sort|group|organi[sz]e|divide|distribute)\b[^.?!\n]{0,30}\binto (?:proper|separate|"
         r"smaller|their own|dedicated|\w+) (?:files|modules|packages|classes|components|"
         r"namespaces)\b",
         r"\bno (?:behaviou?r(?:al)?|functional) changes?\b", r"\bwithout changing (?:the |any )?"
         r"behaviou?r\b", r"\bbehaviou?r[- ]preserving\b",
         r"\bsplit (?:it|this|that|them|the \w+(?:\.\w+)?) up\b",
         r"\binline (?:the |this |that |these |those )?(?:\w+ )?(?:helpers?|functions?|methods?|"
         r"variables?|constants?|calls?|wrappers?)\b",
         r"\bdry\s+(?:(?:it|this|that|them|the\s+\w+(?:\s+\w+)?)\s+)?up\b",
         r"\bnaming\b[^.?!\n]{0,60}\bconsistent\b|\binconsistent (?:naming|names)\b",
         # Not what the product did twice: "some notes are duplicated", "duplicate emails".
         # A stage or a job named by what it does ("the dedupe stage", "our dedup job") is a part
         # of the product, not copies to fold.
         rf"{_NOT_DONE_TWICE}(?:(?<!\bthe )(?<!\bour )(?<!\ba )(?<!\bthis )(?<!\bthat )"
         r"(?:de-?dup(?:licat(?:ed|ion|ing)|e[sd]?|ing)|de-?duplicat\w*)|"
         r"dup(?:licat(?:ed|ion|ing)|e[sd]?|ing))\b"
         r"(?!\s+(?:rows?|entries|records?|orders?|"
         r"emails?|notifications?|messages?|items?|charges?|events?|requests?|payments?|"
         r"submissions?|notes?|posts?)\b)",
         # "duplicate" itself names copies of code only with the code it copies ("the duplicate
         # logic", "duplicate the same checks"): of anything else it is the product's data or
         # action ("merge duplicate contacts", a "duplicate project" button, a pasted
         # "duplicate column name").
         rf"{_NOT_DONE_TWICE}duplicates?\s+(?:(?:the|this|that|these|those|our|all)\s+)?"
         rf"(?:[\w-]+\s+){{0,2}}?(?:{_COPIED_CODE})\b",
         # (A tool named for it is no asking: "clang-tidy", "the same tidy config".)
         r"\brefactor\w*", r"\b(?<!\bthe )(?<!\ban )(?<!\bthis )(?<!\bthat )(?<!\bsame )"
         r"(?<!-)(?:extract|consolidate|simplify|restructure|reorgani[sz]e|"
         r"clean(?:ing)? ?up|tidy)\b",
         r"\b(?:unused|dead|redundant|leftover|obsolete) (?:code|functions?|methods?|variables?|"
         r"imports?|params?|parameters?|files?)\b",
         r"\breplace\b[^.?!\n]{0,30}\b(?:functions?|helpers?|calls?|usages?|with)\b",
         r"\b(?:remaining|other) (?:\w+ )?usages?\b",
         r"\b(?:the new|typed|strong(?:er)?|proper) types?\b(?! of)",
         r"[\"'`]\w+[\"'`]\s*(?:->|→)\s*[\"'`]\w+", r"\bsweep\b",
         r"\bless (?:code|duplication|logic)\b",
         r"\b(?:use|introduce)\b[^.?!\n]{0,10}\b(?:an? )?(?:enums?|constants?|named constants)\b",
         r"\binstead of (?:the )?(?:string|magic|hard-?coded|raw) (?:literals|numbers|strings|"
         r"values|constants)\b",
         r"\bsplit\b(?:[^.?!\n]|\.\w){0,30}\binto (?:smaller|separate|multiple|several|\w+) "
         r"(?:files|modules|packages|functions|components|classes)\b",
         r"\bgod (?:class|object|function)\b",
         r"\bbreak(?:ing)?\s+(?:(?:it|this|that|them|the\s+\w+|\w+)\s+)?up\b",
         r"\b(?:move|moving)\b[^.?!\n]{0,30}\b(?:to|into) (?:its own|their own|a separate|a new|"
         r"the)\b",
         # Said by the code's shape after: "flatten the nested ifs", "make `Config` immutable".
         r"\b(?:flatten|un-?nest)\b[^.?!\n]{0,30}\b(?:ifs?|conditionals?|nesting|loops?|"
         r"callbacks?|code|logic)\b", r"\breduce (?:the )?nesting\b",
         r"\b(?:early returns?|guard clauses?)\b",
         r"\bmake\s+(?:\S+\s+){0,2}?(?:immutable|stateless|pure)\b",
         r"\b(?:turn|convert|swap|change|replace)\b[^.?!\n]{0,40}\b(?:into|to|for|with) (?:an? )?"
         r"(?:lookup table|dict(?:ionary)?|dataclass(?:es)?|named ?tuples?|"
         r"(?:list )?comprehensions?|match statement|pattern matching|lambdas?|pure functions?|"
         r"generics?|(?:function|functional|class) components?|hooks|async/?await|promises|"
         r"arrow functions|es ?modules|typescript|generators?|f-strings?)\b",
         r"\buse (?:an? )?(?:dataclass(?:es)?|named ?tuples?|typed ?dicts?|protocols?|generics?|"
         r"lambdas?|comprehensions?|pattern matching|f-strings?|context managers?)\b[^.?!\n]{0,30}"
         r"\binstead of\b",
         r"\b(?:fold|collapse|combine|unify)\b[^.?!\n]{0,40}\binto (?:one|a single)\b",
         # A part of the code moved from one library to another ("port the CLI from click to
         # typer"), or rewritten in another language: what it does stays, how it is written
         # changes. Said of the code's parts only: an app or a database moved from one host to
         # another is operations' work, and photos moved to a new phone no one's.
         rf"\b(?:port|migrate|move|switch|convert|rewrite)\s+(?:(?:the|our|my|this|that|all)\s+)?"
         rf"(?:[\w.`/-]+\s+){{0,3}}?(?:{_CODE_PARTS})\s+(?:(?:in|of)\s+\S+\s+)?"
         r"from\s+[\w.@/+-]+(?:\s+[\w.@/+-]+)?\s+to\s+\w",
         r"\b(?:rewrite|port|convert|translate)\b[^.?!\n]{0,40}\b(?:in|to|into)\s+(?:python|go|"
         r"golang|rust|typescript|javascript|java|kotlin|swift|ruby|c\+\+|c#|bash|lua|elixir|"
         r"scala|php|zig)(?=\s*(?:\Z|[,.;:!?]|(?:and|so|keep\w*|but|with)\b))",
         r"\bswap\b[^.?!\n]{0,40}\b(?:hand-?rolled|home-?grown|homemade|custom|bespoke|our own)\b"
         r"(?:[^.?!\n]|\.\w){0,40}\b(?:for|with)\b",
         # What it does said to stay: "..., same behaviour", "keep what it does".
         r"(?:[,;(-]|\bwith|\bkeep(?:ing)?)\s*(?:the\s+|exactly\s+the\s+)?same behaviou?r\b"
         r"(?!\s+as\b)",
         r"\bkeep(?:ing)? what (?:it|they) (?:does|do)\b",
         r"\b(?:add|write)\b[^.?!\n]{0,20}\btype (?:hints?|annotations?)\b"),
    changes_code=True,
    done_to_a_thing=True,
    shapes_a_piece=True,
)
DEBUG = Kind(
    "debug", "debug a problem",
    _any(r"\b(?:bugs?|exceptions?|crash\w*|panic(?:s|ked|king)?|broken|regression|stack ?trace|"
         r"traceback|segfault)\b",
         # An alert that fired, told or pasted (`alert_cues.py`).
         *ALERT_FIRED,
         # Not how an error should read: "the error should also name the file".
         r"\berror\b(?! (?:messages?|handling|tuple|casing|wrapping|types?|should|must|"
         r"needs to|could|would|rates?|budgets?|boundar(?:y|ies)|tracking|reporting)\b)",
         rf"{_NO_PURPOSE_YET}\b(?:doesn'?t|does not|isn'?t|is not|didn'?t|did not|won'?t|can'?t|"
         r"cannot|aren'?t)\s+(?:seem to )?(?:work\w*|show\w*|appear\w*|get\w*|run\w*|load\w*|"
         r"start\w*|sav\w*|find\w*|"
         r"return\w*|persist\w*|updat\w*|trigger\w*|fir(?:e|ing)\w*|exist|import\w*|resolv\w*|"
         r"authenticat\w*|pars(?:e|es|ing)\b)",
         r"\bnot (?:working|shown|showing|saved|found|triggered|firing)\b",
         # Said of things named: "the spanish translations don't load on the prod build"; not
         # of people ("we don't run it") nor a rule ("make sure the tests don't hit the db").
         rf"{_NO_PURPOSE_YET}\b(?:the|our|my|these|those|all|some|its|their)\s+"
         r"(?:[\w-]+\s+){0,2}?\w+s\s+(?:don'?t|do not)\s+(?:seem to\s+)?(?:work|load|show(?: up)?|"
         r"appear|render|save|persist|update|sync|refresh|open|fire|trigger)\b",
         r"\b(?:hangs|hanging|hung|freez\w*|froze|deadlock\w*|race condition|memory leak|"
         r"leak(?:s|ing)|oom|off by (?:one|\d+)|does nothing|infinite (?:loop|recursion)|"
         # Not what people keep doing: "finance keeps asking for a quarter at once".
         r"(?:keeps|kept) (?:on )?(?!(?:every|no|some|any)thing\b|strings?\b|(?:ask|request|say|"
         r"tell|mention|suggest|wonder|bugg|nagg|ping|email|call)ing\b)\w+ing)\b",
         # Said of what it did (returns, returned), not asked of what it should do (return).
         r"\b(?:returns|returned|produces|produced|gives|gave|shows|showed|prints|printed|writes|"
         r"wrote|outputs)\s+(?:an?\s+|"
         r"the\s+)?(?:empty|blank|wrong|incorrect|duplicated?|stale|garbled|corrupt\w*)\b",
         r"\b(?:getting|(?:i|we) get|got|returns|returned|returning|throws|threw|gives|gave)\s+"
         r"(?:an?\s+|the\s+)?(?:http\s+)?"
         r"[45]\d\d\b",
         r"\b(?:users?|customers?|clients?|people|someone) (?:report\w*|complain\w*|keeps? "
         r"(?:getting|seeing|hitting))\b",
         r"(?:\bnot|n'?t)\b[^.?!\n]{0,40}\bproperly\b",
         r"\b(?:it|this|that|which|still|now|and|but|then|command|call|step)\s+(?:fails|failed)\b",
         r"\bfail(?:s|ed|ing)? (?:to|with|when|on|because|for)\b", r"\bshould have been\b",
         r"\bthrow(?:s|ing)?\b",
         r"\b(?:disconnect|drop|restart|reload|reconnect|crash|die|freez|hang|time ?out|fail|"
         r"flicker|reset|log(?:s|ged) out)\w*\s+(?:every (?:few |couple (?:of )?)?(?:\d+\s*)?"
         r"(?:s|secs?|seconds?|mins?|minutes?|time)|randomly|intermittently|sporadically|"
         r"at random|constantly|all the time)\b",
         # What a screen did, said of it: "the dropdown renders behind the modal".
         r"\b(?:render(?:s|ed)|(?:shows?|showed|turns?|turned) up|appear(?:s|ed)|"
         r"display(?:s|ed))\s+"
         r"(?:\w+\s+)?(?:behind|underneath|off-?screen|twice|blank|sideways|upside down|rotated|"
         r"cut off|misaligned|garbled)\b",
         r"\bwhy\b[^?\n]{0,60}\b(?:show\w*|list\w*|considered|happen\w*|tim(?:ing|es|ed) out|"
         r"created?|return\w*|missing|empty|active|green|high|wrong|null|nil|zero|different|"
         r"still|only|again|slow\w*|so long|so much|memory|early|late|twice|sometimes|randomly|"
         r"intermittently)\b",
         # How it goes wrong, told: "it only happens on Android", "though nobody changed it".
         r"\b(?:it|this|that)\s+(?:only\s+|also\s+|still\s+)?happens\s+(?:only\s+)?(?:on|when|for|"
         r"with|after|in|since|every)\b",
         r"\b(?:even though|although|though|but|and|yet)\s+(?:nobody|no one|nothing|we didn'?t|"
         r"i didn'?t|we haven'?t|i haven'?t)\s+(?:has\s+|had\s+)?(?:changed|touched|modified)\b",
         r"\bexit(?:s|ed)\s+(?:\w+\s+)?with\s+(?:exit\s+)?(?:code|status)\s+[1-9]\d*",
         r"\b(?:find|figure out|track down|get to|look for) (?:the )?(?:root )?cause\b",
         r"\b(?:it|this|that) (?:all )?(?:started|began) (?:after|with|when|since)\b",
         r"\b(?:i'?d|i would) have expected\b", r"\bexpected (?:to see|it to|that)\b",
         r"\bwrong(?:ly)?\b", r"\bmissing\b", r"\bsomehow\b", r"\bweird\b", r"\bstrange\b",
         r"\bgetting (?:this|an|the|a)\b[^.?!\n]{0,15}\b(?:error|output|message|warning)\b",
         r"\bstill (?:not|shows?|showing|lists?|broken)\b", r"\bfigure out why\b",
         r"\bblocked\b",
         # A hole in it, told: "the endpoint is vulnerable to SQL injection", "snyk says we have
         # a prototype pollution vuln", "XSS: ..."; not the protection asked for ("add CSRF
         # tokens") nor a question what one is ("what is csrf?", "is it vulnerable?").
         r"(?<=\w\s)(?:is|are|was|were)\s+(?:still\s+|also\s+)?vulnerable\b",
         r"\b(?:have|has|had|there'?s|there is|there are|found|flagged|reported|says|said|shows?|"
         r"got|introduced|fix|patch|close|plug)\b[^.?!\n]{0,30}\b(?:vulns?|vulnerabilit(?:y|ies)|"
         r"xss|csrf|ssrf|idor|sql injection|prototype pollution|path traversal|open redirect|rce)"
         r"\b(?!\s+(?:protection|prevention|tokens?|middleware|filter\w*|headers?|checks?|"
         r"scan\w*|defen[cs]es?|mitigation|polic(?:y|ies)|training))",
         r"\A\W*(?:xss|csrf|ssrf|idor|sql injection|rce|prototype pollution)\s*:",
         r"\b(?:can|could)\s+(?:see|view|read|access|edit|change|delete|download)\s+(?:other|"
         r"another|any other|someone else'?s|each other'?s)\b[^.?!\n]{0,40}\b(?:by|just by|via|"
         r"through)\s+(?:changing|editing|guessing|swapping|tweaking|incrementing|replaying)\b",
         # Said in the words of an error: "the bundler errors with ...", "it errored out".
         r"\berror(?:ed|ing)\b|(?<!\bthe )(?<!\bthese )(?<!\bthose )(?<!\bany )(?<!\bsome )"
         r"(?<!\bno )(?<!\bof )\berrors (?:out|with)\b",
         # Never done, said of the thing: "the interceptors never run"; not a rule ("never
         # run the migrations by hand").
         r"(?<=\w\s)(?<!\bwe\s)(?<!\bi\s)(?<!\byou\s)(?<!\bplease\s)(?<!\bpls\s)"
         r"(?<!\band\s)(?<!\bbut\s)(?<!\bto\s)(?<!\bshould\s)(?<!\bmust\s)(?<!\bcan\s)"
         r"(?<!\bwill\s)(?<!\bwould\s)(?<!\bjust\s)(?<!\balways\s)(?<!\bmay\s)"
         r"(?<!\bmight\s)(?<!\bshall\s)(?<!\bdo\s)(?<!\bdid\s)"
         r"never\s+(?:gets?\s+)?(?:runs?|fires?|fired|"
         r"called|triggers?|triggered|executes?|executed|renders?|rendered|arrives?|resolves?|"
         r"returns?|completes?|finish(?:es)?|loads?|shows? up|appears?)\b",
         # Values no one wanted: "pd.merge is giving me NaNs for every row".
         r"\b(?:giving|gives|gave|returns|returning|returned|produces|producing|getting|got)\s+"
         r"(?:me\s+|us\s+)?(?:all\s+|only\s+)?(?:nans?|nulls|undefined|nil|empty strings)\b",
         # Figures gone wrong: "revenue is way off", "5xx rate spiked to 12%", "fps drops".
         r"\b(?:numbers|totals?|counts?|figures|metrics|values|sums?|amounts?|percentages?|stats|"
         r"results|revenue)\b[^.?!\n]{0,40}\b(?:are|is|look|looks|seem|seems)\s+(?:way\s+|"
         r"completely\s+|totally\s+|slightly\s+|a bit\s+|all\s+)?off\b",
         r"\b(?:5xx|4xx|errors?|error rate|cpu|memory|heap|gc pauses?)\b[^.?!\n]{0,20}"
         r"\b(?:spik\w*|jump(?:s|ed)|drops?|dropped|tank(?:s|ed)|degrad\w*|through the roof|"
         r"(?:goes|went) up|climb\w*|doubled|tripled|pegged|maxed out)\b",
         # A resource pegged: "the CPU sits at 100%" (slowness is `PERF`'s).
         r"\b(?:cpu|memory|ram|heap|disk)(?: usage)?\b[^.?!\n]{0,12}\b(?:at|sits at|stuck at|"
         r"hits?|hitting|hovers? (?:at|around))\s+(?:9\d|100)\s*%",
         # An error rate told as it is ("the error rate is high since ..."), not as a case to
         # watch for ("alert when the error rate is over 2%").
         rf"{_NO_CASE_YET}\berror rates?\b[^.?!\n]{{0,20}}\b(?:is|are|was|were|has been|stays?)\s+"
         r"(?:\w+\s+)?(?:high|up|elevated|above|over|at)\b",
         r"\b(?:runs?|running|ran|hangs?)\s+(?:for\s+)?(?:hours|ages|forever|days)\b",
         # Said of what happens, not of a case to handle ("retry when the call times out").
         rf"{_NO_CASE_YET}(?<!\bto )\b(?:times out|timed out|timing out|"
         r"time out (?:on|in|when|for|under))\b",
         rf"{_NO_CASE_YET}\b(?:hits?|hitting)\s+(?:the\s+|a\s+|its\s+)?(?:[\w-]+\s+){{0,2}}?"
         r"(?:timeout|memory limit|oom(?:[- ]kill\w*)?)\b",
         # A profile of memory taken: "take a heap profile, memory keeps growing" (a leak; a CPU
         # profile is `PERF`'s).
         r"\b(?:run|take|capture|grab|record)\s+(?:an?\s+)?(?:heap|memory|allocation)\s+"
         r"profile\b",
         r"\b(?:find|figure out|work out|see|check|dig (?:into|out))\s+what (?:happened|went wrong|"
         r"(?:is|'s) (?:going on|happening|causing)|caused)\b",
         # A screen that is not as drawn: "the modal isn't centered on safari".
         r"\b(?:isn'?t|is not|aren'?t|are not|no longer)\s+(?:centered|centred|aligned|visible|"
         r"clickable|scrollable|focusable|rendered|displayed|escaped|sanitized|translated|"
         r"responsive)\b",
         r"\b(?:doesn'?t|does not|don'?t|do not|won'?t|will not)\s+(?:open|close|scroll|render|"
         r"display|submit|respond|redirect|refresh|connect|wrap)\b",
         r"\b(?:is|are|went|has gone|have gone)\s+(?:gone|invisible)\s+(?:on|from|in|for|after|"
         r"when|since)\b",
         # What the product did, said of it: "emails go out twice", "the total ignores the code".
         r"\b(?:goes|go|went|gets|get|got|is|are|was|were|fires?|fired|runs?|ran|sends?|sent|"
         r"submits?|submitted|shows?|showed|appears?|appeared|charged|created|saved|posted|"
         r"arrives?|arrived|comes? in|came in|triggers?|triggered|renders?|rendered|loads?|"
         r"loaded|prints?|printed|plays?|played|logged|billed)\s+"
         r"(?:out\s+|up\s+)?(?:twice|two times)\b",
         r"\b(?:goes|went|turns?|turned)\s+(?:negative|blank|missing|to zero)\b",
         r"\b(?:is|are|was|were|stays?|comes? back|ends? up)\s+(?:blank|empty|null|undefined|"
         r"nan)\s+(?:after|once)\b",
         r"\b(?:takes?|took|sends?|sent|redirects?|redirected|lands?|landed|ends? up|ended up)\s+"
         r"(?:(?:me|us|users?|them|you|people)\s+)?(?:to|on|at|in)\s+(?:an?\s+|the\s+)?"
         r"(?:empty|blank|wrong|404|500|error)\b",
         r"\bignores\s+(?:the|my|our|a|an|any)\b",
         r"\b(?:overlaps|overflows|(?:is|are|gets?) cut off|flickers)\b",
         r"\b(?:resets?|reverts?|disappears?|vanish(?:es)?|(?:is|gets) lost|clears?)\s+(?:on|after|"
         r"with)\s+(?:every|each|a|the)?\s*(?:refresh|reload|restart|redeploy|deploy|login)\b",
         r"\b(?:returns|returned|shows|showed|lists|listed|includes|included)\s+(?:\w+\s+)?"
         r"(?:deleted|archived|hidden|expired|private|cancell?ed|other (?:users|tenants|accounts|"
         r"people|customers)'?s?)\b"),
    payload=frozenset({"log"}),
    not_payload=_COMPILER_OUTPUT,
    # An alert manager's notification pasted under words that ask nothing of their own ("what
    # is this"): why it fired (`alert_cues.py`); a bug report as the forge's form lays it out
    # (`document_cues.py`).
    payload_words=re.compile("|".join((*ALERT_PASTED, BUG_REPORTED)), re.M | re.I),
    # "support ticket from Hollis & Reed, can you sort it out", "customer ticket, Arvo:", "ticket
    # #4471 from intercom:": a request that opens on someone's report, introduced as theirs, asks
    # for what it reports to be fixed, whatever the report's words are. (Support tickets as a
    # product's items, "the support tickets page", are named without such an introduction.)
    opening=re.compile(
        # (Not a product's field or report: "user email, name and password are required",
        # "customer report: add the region column".)
        rf"{_OPENS}(?:(?:an?|this|the|another|new)\s+)?(?:(?:(?:support|customer|client)"
        r"(?:'s)?\s+(?:ticket|complaint|e-?mail)|user(?:'s)?\s+(?:ticket|complaint))"
        r"(?:\s+#?\d+)?(?:\s+from\s+[^\n:,]{1,40})?|(?:ticket|complaint)\s+#?\d*\s*from\s+"
        r"[^\n:,]{1,40})\s*(?:[:,\u2014]|-\s)", _I),
    changes_code=True,
    answers_a_failure=True,
    shapes_a_piece=True,
)
FEATURE = Kind(
    "feature", "build a feature or change behaviour",
    _any(rf"\b(?:add|implement|support|introduce|build|create|expose|enable|emit|fire)\b"
         rf"[^.?!\n]{{0,40}}\b{_FEATURE_OBJECTS}\b",
         # New behaviour shipped dark: "put the new search behind a feature flag".
         # Behind a flag by the service that serves it too: "hide it behind a remote config
         # key", "gate the export behind LaunchDarkly".
         r"\b(?:put|gate|hide|wrap)\b[^.?!\n]{0,40}\bbehind\s+(?:(?:a|an|the|our)\s+)?"
         r"(?:[\w-]+\s+)?(?:(?:feature[- ])?(?:flag|toggle)\b|remote[- ]config\b|"
         r"[\w.]*featuremanagement\b|launchdarkly\b|unleash\b|growthbook\b|flagsmith\b|"
         r"configcat\b|statsig\b|flipper\b)",
         # Flagged as the verb, with the flag's name or how it is rolled out: "flag it:
         # `search_v2`, on for employees only", "feature-flag the new export, off by default"
         # (not a thing marked for people to see: "flag it as spam").
         r"\b(?:feature[- ]?flag|flag|gate)\s+(?:it|this|that|them|the new [\w-]+)\b"
         r"(?!\s+(?:as|for review|for moderation|to (?:the )?(?:mods?|moderators?|admins?))\b)"
         r"[^.?!\n]{0,40}?(?:`[\w.-]+`|\b(?:on|off)\s+(?:by default|for)\b|\brollouts?\b|"
         r"\bgradual\w*|\d+\s*%)",
         # A program of the project's own: "write a script that deletes old previews".
         r"\b(?:write|create|build)\s+(?:me\s+)?(?:an?\s+)?(?:small\s+|quick\s+|simple\s+|little\s+)?"
         r"(?:[\w-]+\s+)?(?:script|cli|command|cron ?job)\s+(?:that|which|to)\s+\w+",
         # "add a `make release` target": a command of the project's own.
         r"\badd\s+(?:an?\s+)?[\w`' -]{0,25}?\b(?:make|npm|just|rake)\b[^.?!\n]{0,20}\b(?:targets?|"
         r"recipes?|scripts?)\b",
         rf"{_OPENS}paginate\b",
         # A screen of an app opened on as new: "new screen on android: the recurring payments
         # list".
         rf"{_OPENS}(?:an?\s+)?new\s+(?:[\w-]+\s+)?(?:screen|page|view|tab)\b(?!\s+(?:is|was|"
         r"looks|crashes|breaks)\b)",
         r"\bsend (?:an? |the )?(?:\w+ )?(?:emails?|notifications?|digests?|alerts?|reminders?)\b"
         r"[^.?!\n]{0,40}\b(?:to (?:the |all )?(?:users?|customers?|admins?|subscribers)|when|"
         r"whenever|after|every)\b",
         r"\bsupport\b[^.?!\n]{0,30}\b(?:in addition to|as well as|alongside|besides)\b",
         # Taking a user-facing thing away: "remove the legacy export button".
         r"\b(?:remove|drop|get rid of)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:button|flag|option|"
         r"(?:sub)?command|column|menu|tab|page|setting|endpoint|feature)s?\b",
         r"\bmake\s+(?:it|this|that|the\s+[\w`-]+(?:\s+[\w`-]+){0,2}?(?:\s+of\s+\S+)?|"
         r"(?!(?:a|an|sure)\b)[\w`-]+)\s+(?:also\s+)?(?:show|"
         r"print|display|list|include|accept|support|emit|read|respect|honou?r|fall back|default "
         r"to|warn|retry|remember|skip|stack|stick|stay|close|refresh|sort|save|store|send|"
         r"ignore|log|notify)\b",
         r"\b(?:let|allow|enable)\s+(?:the\s+)?(?:users?|customers?|admins?|people|clients?|"
         r"callers?)\s+(?:to\s+)?\w+",
         # A wish for how a part of the product behaves: "I'd like the CLI to print a progress
         # bar", "I want that the api return also the date"; not a wish to do something oneself
         # ("I'd like to merge my playlists") nor for a thing ("I need a ticket to Madrid"),
         # which `_WISHED` reads by the kind of the thing.
         r"\bi(?:'?d| would)? (?:do |really |also |still )*"
         r"(?:want|need|like|love)\s+(?:the|this|that|"
         r"it|our|my|each|every|all|these|those)\b(?:\s+[\w`'./-]+){0,4}?\s+to\s+(?!(?:the|a|an|my|"
         r"our|your|be (?:fixed|reviewed|committed|merged|rebased|tested|documented))\b)[a-z]+",
         r"\bi (?:do |really |also )*(?:want|would like|'d like) "
         r"that (?:the|you|it|this|we|users?)\b",
         # The product wished other than it is: "I want the first folder to be 0 instead".
         r"\bi (?:do |really |also )*(?:want|need|'d like|would like) (?:it |them )?to be\b"
         r"[^.?!\n]{0,40}\binstead\b",
         # A user story: "As an admin I want to deactivate several users at once".
         r"\bas an? [\w-]+(?: [\w-]+)?,? i (?:want|need|would like|'d like) (?:to|a|an|the)\b",
         # A wish to change the product ("I would like to have notifications when hooks fire",
         # "I do need another method like this"), not to do a thing oneself ("I'd like to merge
         # my two playlists", "I want a new pin on my card").
         r"\bi(?:'?d| would)? (?:do |really |also |still )*(?:want|need|like|love) "
         r"(?:it )?to (?:have(?! a "
         r"(?:look|peek|glance|chat|call|word|think|go|try)\b)|add|include|support|"
         r"show(?! (?:you|me)\b)|"
         r"be (?:able to|notified|told|warned|asked|shown|redirected)|make(?! sure\b)|change|allow|"
         r"expose|implement|display|return|accept|store|create|introduce|extend|hide|emit|use|"
         # What the product shows, not what the person wants to learn ("see how it works").
         r"see(?! (?:how|what|why|where|when|which|who|if|whether|the logs?)\b)|"
         r"log(?! (?:in|out)\b)|capture)\b",
         r"\bi(?:'?d| would)? (?:do |really |also |still )*(?:want|need|like|love) "
         r"(?:a|an|another|the|"
         r"this|that|some|more|one more)\s+(?:(?:new|separate|dedicated|small|simple|second|"
         rf"similar|single|global|default)\s+)?{_FEATURE_OBJECTS}\b",
         r"\b(?:would|'d) be (?:\w+ )?(?:great|nice|good|awesome|helpful|cool|ideal|useful) if\b"
         r"[^.?!\n]{0,40}\b(?:could|would|can|also|were able to)\b",
         r"\b(?:users?|customers?|admins?|people|clients?|callers?) (?:to be|should be|would be|"
         r"be) able to\b",
         # "do we need to handle that?" asks to be told.
         r"(?<!\bdo )(?<!\bdoes )(?<!\bdid )(?<!\bshould )(?<!\bwould )(?<!\bcould )"
         r"(?<!\bcan )(?<!\bmust )(?<!\bwill )\bwe (?:should|need to|could|might|must)\b"
         r"(?! (?:fix|review|test))",
         r"\b(?:can|could) (?:you|we) (?:also )?(?:sort|change|make|show|print|update|set|cut|"
         r"move|drop|hide|display|include|use|add|extend|return|keep|limit|group|cache|"
         r"flag|do this|allow)\b",
         r"\blet'?s (?:also )?(?:add|change|make|set|adjust|drop|show|print|update|use|keep|"
         r"support|include|allow|limit|group|cut|move|remove|have)\b",
         r"\bensure that\b",
         r"\bshould (?:show|print|display|output|return|be|also|include|list)\b",
         r"\b(?<!\bthey )(?<!\bit )(?<!\bthis )(?<!\bthat )(?<!\bwhich )should (?:log|emit|"
         r"record|publish|expose|store|send)\b(?![^.?!\n]*\b(?:but|already|instead)\b)",
         r"\b(?<!\bthey )(?<!\bit )(?<!\bthis )(?<!\bthat )(?<!\bwhich )should (?:accept|support|"
         r"allow|handle|take|respect|honou?r|remember|skip|ignore|default to|retry|warn|notify)\b"
         r"(?![^.?!\n]*\balready\b)",
         # A thing needing a new part, named ("ledger-admin needs a `replay` subcommand"), or a
         # sentence that opens on the new part and where it goes ("new subcommand in the app").
         r"\b(?:needs?|lacks)\s+(?:an?|another|one more)\s+(?:new\s+)?"
         rf"(?:`[^`\n]+`\s+|[\w-]+\s+)?{_FEATURE_OBJECTS}\b",
         # (Not a statement of what the new part does: "new columns in the export are empty".)
         r"(?:\A|[.:;]\s+)(?:an?\s+)?new\s+(?:`[^`\n]+`\s+|[\w-]+\s+)?"
         rf"{_FEATURE_OBJECTS}\s+(?:in|for|on|to)\s+(?:the|our|this|a)\b"
         r"(?![^,.:;!?\n]*\b(?:is|are|was|were|has|have|had|do|does|did|don'?t|doesn'?t|didn'?t|"
         r"isn'?t|aren'?t|won'?t|can'?t|shows?|showed|breaks?|broke|fails?|failed|looks?|seems?|"
         r"got|gets?)\b)",
         r"\bideally\b", r"\bchange (?:this|it|that|the)\b(?! (?:afternoon|morning|evening|week|"
         r"weekend|month|year|sprint|quarter|time)\b)"),
    # New behaviour, however its object reads: the wording of a message, a CI set-up, what to
    # do in a case ("return a 404 when the user is missing" asks for it, reports no defect).
    opening=re.compile(
        rf"{_OPENS}(?:(?:return|respond with|exit with|(?:show(?! me)|display|print|log|"
        r"emit|raise|throw|send|post)\s+(?:an?|the))\s+[^.?!\n]{1,40}\b(?:when|if|whenever|unless)\b|"
        # "explain to the user which field is wrong": told to the product's users, not to me.
        r"(?:explain|tell|show|say|warn)\s+(?:to\s+)?(?:the\s+)?(?:users?|customers?|callers?|"
        r"visitors?|admins?)\b|"
        # "let admins close tickets from the inbox": what the product lets its people do, however
        # its object reads ("reply to comments", "stash items").
        r"(?:let|allow)\s+(?:the\s+|our\s+)?(?:users?|customers?|admins?|people|clients?|"
        r"callers?|visitors?|members?|buyers?|sellers?|patients?|guests?|moderators?|staff|"
        r"editors?|viewers?|owners?)\s+(?:to\s+)?(?!know\b)[a-z]+\b|"
        r"(?:change|reword|rephrase|update) the (?:\w+ )?(?:message|wording|text|label|prompt|"
        r"copy|output)s? (?:to|so)\b|(?:set up|setup|configure|add|create)\s+"
        r"(?:(?:a|an|the|our)\s+)?(?:(?:new|basic|simple)\s+)?(?:ci|github actions?|gitlab ci|"
        r"pre-commit|dependabot|renovate|(?:[\w-]+\s+)?(?:workflow|pipeline))\b|"
        # "add a job to the github workflow that builds the docs": the pipeline does more.
        r"(?:add|create)\s+(?:a|an|another|one more|new)\s+(?:[\w-]+\s+)?(?:jobs?|steps?|"
        r"stages?)\s+"
        r"(?:to|in|into)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:ci|workflows?|pipelines?|"
        r"github actions?|gitlab ci|jenkinsfile)\b|"
        # "move the save button to the top right": a screen changed, not code moved.
        rf"(?:move|put|place|position|align|center|pin)\s+(?:the\s+|a\s+|an\s+)?(?:[\w'-]+\s+){{0,2}}"
        rf"(?:{SCREEN_PARTS})\b(?=[^.?!\n]*\b(?:above|below|under|next to|beside|left|right|top|"
        r"bottom|cent(?:er|re)|middle|corner|header|footer|end|start)\b))", _I),
    # A story pasted from a tracker ("As an accountant I want ...", "Acceptance criteria:")
    # asks for what it describes to be built, whatever the typed words around it call it.
    payload_words=re.compile(STORY_TOLD, re.M | re.I),
    changes_code=True,
    done_to_a_thing=True,
    shapes_a_piece=True,
)
EXPLAIN = Kind(
    "explain", "explain how something works",
    _any(r"\b(?:explain(?!\s+(?:analy[sz]e|select)\b)|walk me through|tell me|show me|list me|"
         r"describe|clarify|summari[sz]e (?:how|what|why))\b",
         r"\bwhat(?:'s| is| are| was| were)? the (?:difference|diff|output|purpose|point|reason|"
         r"default|behaviou?r)\b",
         # A question, not a request said as one ("can you do that for the other two as
         # well?") nor asked of the agent itself ("are you able to run commands?").
         r"\A\W*(?:question:\s*)?(?:what|where|when|why|how|which|who|whose|is|(?!are you\b)are|"
         r"was|does|do|did|(?:can|could|would|will)(?! (?:you|u) (?:also |please )?(?:do|redo|"
         r"repeat|apply|try) (?:that|it|this|the same)\b)|has|have|should|"
         r"(?:in|from|on|at|to|for|with|by) "
         r"(?:which|what|whom)\b)\b(?![^\n]*\b(?:are|were) (?:you|u)\s*\?)[^\n]*\?",
         # A question after the situation is told: "... There's a folder called `bridge`. What
         # is it for and who calls into it?" (in a sentence of its own, not "what's next?").
         r"[.!]\s+(?:what|where|why|how|which|who)\b(?:\s+\S+){4,}?[^\n.!?]*(?<!\bright)"
         r"(?<!\bcorrect)(?<!\bno)(?<!\bok)\?",
         # Said as a wish: "I'd like to understand what the `retry_budget` setting controls".
         r"\b(?:i|we)(?:\s+|(?='))(?:really\s+|just\s+)?(?:need|want|would like|'d like|'d love|"
         r"would love) to "
         r"(?:understand|learn|know)\b[^.?!\n]{0,20}\b(?:how|why|what|where|when|which|who|"
         r"the difference|the (?:purpose|point|reason|role))\b",
         r"\b(?:an? )?(?:quick |short |high-level |brief )?"
         r"(?:overview|rundown|tour|walkthrough) of "
         r"(?:how|what|where|the)\b",
         r"\bwhere(?: is|'s| are| does| do| else| did)\b",
         r"\bhow (?:does|do|is|are|can|would|come)\b",
         r"\b(?:can|could) you (?:check|look|find out|see|verify|validate)\b[^.?!\n]{0,30}\b"
         r"(?:how|what|where|whether|if|which|why)\b",
         r"\A\W*question:"),
    # "Show me the code where the error is raised": a request that opens by asking to be shown
    # or told is a question about the code, whatever its object is, unless it asks why
    # something fails. So is a question how to do a thing, what a thing does, or how two differ.
    opening=re.compile(
        rf"{_OPENS}(?:(?:explain(?!\s+(?:analy[sz]e|select|query plan)\b)|show me|"
        r"walk me through|describe)\b"
        r"(?!\s+why\b[^.?!\n]{0,60}\b(?:fail\w*|broken|crash\w*|errors?|wrong|red)\b)"
        r"(?![^\n]*\b(?:in|into|to) (?:a |an |the |our )?(?:readme|(?:md|markdown) (?:file|doc)|"
        r"docs?/|changelog|contributing|claude\.md|agents\.md|wiki)\b)|"
        r"how (?:does|do)\b[^?\n]{1,60}\bwork\b"
        r"(?![^\n]*\b(?:fix\w*|fail\w*|errors?|broken|bugs?|crash\w*)\b)|"
        r"how (?:do|can|should|would) (?:i|one)\b"
        r"(?![^\n]*\b(?:fix\w*|fail\w*|errors?|broken|bugs?|crash\w*)\b)|what (?:does|do|did)\b"
        r"[^?\n]{0,60}\bdo\b|what(?:'s| is| are) the (?:differences?|diff) between\b)", _I),
    answers_a_failure=True,
    asks_to_be_told=True,
)

# Most specific first: a pull request includes its commit, a review finding its fix, a report
# triaged the defect and the tickets it is told by, a bump the checks it breaks, a compiler's
# warnings cleared the build they are printed by, an API deprecated the checks and the docs it
# touches, failing checks
# their error (slow tests and CI too), a new test its feature,
# a migration the column it renames, the index it adds or the rows it backfills, a document or a
# ticket the key rotation it is about, slowness the defect it may be told as, an alert or a span
# added the feature or the defect it would otherwise be read as; explain is what is left of a
# question.
KINDS: tuple[Kind, ...] = (PR_FEEDBACK, PR, COMMIT, GIT_SYNC, TRIAGE, REVIEW, INFRA_PLAN,
                           RELEASE, DEPS, WARNINGS, DEPRECATE, CHECKS, ADD_TESTS, TRACKER, PLAN,
                           MIGRATION,
                           WAREHOUSE, DOCS, ENVIRONMENT, COMPONENT, TRAIN, L10N, SECRETS, A11Y,
                           PERF, OBSERVE, ENDPOINT, PAGING, BACKFILL, REFACTOR, DEBUG, FEATURE,
                           EXPLAIN)
BY_ID: dict[str, Kind] = {k.id: k for k in KINDS}

# A wish or a need said of a thing: "I need a PR for this branch", "it'd be great to have a
# draft PR", "would be good to have this in a commit". The thing wished for is the work asked
# for, whatever other work the sentence names; a wish for something else ("I need a ticket to
# Madrid", "I'd like to merge my playlists") asks for no work of these kinds.
_WISH_ADJECTIVES = ("great", "nice", "good", "awesome", "helpful", "cool", "ideal", "useful",
                    "lovely")
_WISH_OPENING = (r"\b(?:(?<!\bmaybe )(?<!\bperhaps )(?<!\bprobably )(?:i|we)(?:\s+|(?='))"
                 r"(?:really\s+|also\s+|still\s+|just\s+|urgently\s+|do\s+)*"
                 r"(?:need|want|would like|'d like|'d love|would love|could use)|"
                 # "need the release notes for 4.12": a need typed without its "I", opening a
                 # sentence.
                 r"(?:(?m:^)|(?<=[.!?] ))(?:also\s+|still\s+|just\s+)*(?:need|want)(?=\s)|"
                 r"(?:would|'d|will)\s+be\s+(?:really\s+|very\s+|so\s+)?(?:"
                 + "|".join(_WISH_ADJECTIVES) + r")\s+to\s+(?:have|get|see)|"
                 r"(?:can|could)\s+(?:i|we)\s+(?:get|have))")
_WISH = (_WISH_OPENING + r"\s+(?:(?:a|an|the|some|my|our|your|this|that|more|another|one|new|"
         r"proper|quick|short|rough|small|first|real|\d+)\s+){0,3}(?:(?!to\b)[\w-]+\s+){0,2}?")
# Looked for first: most requests wish for nothing, found in one search.
_WISHES = re.compile(_WISH_OPENING, _I)
# The things, each of its kind; a thing done to ("a PR reviewed", "the flag removed") is not
# the thing asked for.
_THING_DONE_TO = r"(?!\s+(?:to\s+be\s+)?[a-z]+(?:ed|en)\b)"
# Some things are everyday words too (a ticket, an issue, a doc, tests): wished for, they are
# work only where the rest of the words talk about software ("a ticket for the memory leak").
_WISHED_THINGS: tuple[tuple[Kind, str, bool], ...] = (
    (PR, r"(?:draft\s+)?(?:prs?|pull requests?|merge requests?)\b(?!\s+(?:numbers?|count|"
         r"template)\b)", False),
    (COMMIT, r"commits?\b(?!\s+(?:hash(?:es)?|ids?|shas?|count|history|log|date|author|graph)\b)",
     False),
    (REVIEW, r"(?:second opinion|(?:second|fresh|another) pair of eyes|(?:code )?review (?:of|on|"
             r"for)\b)", False),
    (ADD_TESTS, r"(?:tests (?:for|around|on|covering|that|which|of)|test coverage|"
                r"(?:unit |integration |e2e |regression )?test (?:for|around|"
                r"covering|that|which))\b",
     True),
    (TRACKER, r"(?:jira|linear|github|gitlab|youtrack)\s+(?:tickets?|issues?)\b", False),
    (TRACKER, r"(?:tickets?|issues?|bug reports?|sub-?tasks?|epics?)\b(?!\s+(?:with|to)\b)", True),
    (PLAN, r"(?:plan|design|proposal|rfc|architecture|roadmap)\b(?!\s+(?:page|table|tier|prices?|"
           r"pricing)\b)", False),
    (DOCS, r"(?:(?:release|patch) notes|what'?s new (?:text|blurb|copy|section|notes?)|"
           r"documentation|readme|changelog|docstrings?|doc ?comments?|"
           r"man ?pages?|api reference)\b", False),
    (DOCS, r"(?:docs?|guide|write-?up|runbook|how-?to)\b", True),
)
_WISHED = tuple((kind, re.compile(_WISH + rf"(?P<thing>{thing}){_THING_DONE_TO}", _I), everyday)
                for kind, thing, everyday in _WISHED_THINGS)


def _wished(words: str) -> Kind | None:
    """The kind of the thing the words wish for, or None."""
    folded = fold(words)
    # The words each way of wishing needs, found at C speed before the search.
    if not any(w in folded for w in ("need", "want", "like", "love", "could use")) \
            and not (" be " in folded and any(w in folded for w in _WISH_ADJECTIVES)) \
            and not any(w in folded for w in ("can i ", "could i ", "can we ", "could we ")):
        return None
    if _WISHES.search(words) is None:
        return None
    for kind, wish, everyday in _WISHED:
        for m in wish.finditer(words):
            if not everyday or is_about_software(words[:m.start("thing")] + " "
                                                 + words[m.end("thing"):]):
                return kind
    return None


# Every kind's word said alone, in one pattern: group `k3` is the word of `KINDS[3]`.
_SAID_ALONE = re.compile(
    rf"{_OPENS}(?:" + "|".join(f"(?P<k{i}>{k.alone})" for i, k in enumerate(KINDS) if k.alone)
    + rf"){_ALONE_TAIL}", _I)
# Praise of a thing is no request for it: "great plan", "nice rebase!", "good commit, thanks"
# (where "great, commit" asks for one).
_PRAISE = re.compile(r"^\W*(?:great|cool|perfect|nice|good|awesome|excellent|solid|lovely|neat)"
                     r"\s+[\w-]+(?:[\s,]+(?:thanks|thank you|thx|ty|man|mate|dude))?[\s.!?]*$",
                     _I)


# A defect told only by what the product does wrong, naming no software ("the unread count never
# drops below 1", "the free trial ends after 7 days instead of 14"): the shapes of such a telling
# beside debug's own cues. Said alone they may be of anything (a train "an hour late"), so they
# tell a defect only of a part of a product (below).
_GOES_WRONG = Cues(
    # A value for another: "charged in usd instead of aud", "after 7 days instead of 14".
    r"\b(?:gets?|got|shows?|showed|says?|said|ends?|ended|renews?|renewed|sorted|charged|billed|"
    r"sent|goes|went|lands?|opens?|puts?|counts?|rounds?|returns?|returned|displays?|displayed|"
    r"prints?|printed)\b[^.?!\n]{0,30}\binstead of\b",
    r"\b\d+(?:\.\d+)? instead of \d",
    # Counted twice, or not at all: "the tax added twice", "the count doubles".
    r"\b(?:added|applied|counted|listed|included|charged|billed|deducted|booked|"
    r"includes|lists|applies|counts)\b[^.?!\n]{0,30}\btwice\b",
    r"\b(?:doubles|doubled|triples|tripled)\b(?! (?:as|the|in size))",
    r"\b(?:lists|shows|repeats|includes)\s+(?:every|each|all)\s+\w+\s+twice\b",
    r"\brepeats the (?:last|first|same)\b",
    # Never done: "never finishes", "spins forever", "stuck in pending".
    r"\bnever (?:finish|load|arriv|end|complet|drop|updat|clear|appear|show|stop|reach|"
    r"refresh|sync|go(?:es)? (?:away|down))\w*",
    r"\b(?:spins?|spinning|loads?|loading|waits?|stays?|sits?)\s+forever\b",
    r"\b(?:is|are|get|gets|got) stuck\b",
    r"\bstops? (?:updating|loading|refreshing|syncing|counting|working|responding)\b",
    # Things of other people or places: "shows someone else's picture", "from another city".
    r"\b(?:someone|somebody) else'?s\b|\bthe previous (?:customer|user|person|buyer|"
    r"visitor|shopper)'?s\b",
    r"\b(?:suggests?|shows?|lists?|returns?|opens?)\b[^.?!\n]{0,25}\bfrom (?:another|a different|"
    r"the wrong)\b",
    # Out of order, out of step: "messages out of order", "an hour late since ...".
    r"\bout of order\b",
    r"\b(?:an?|one|\d+) (?:minute|hour|day|week|month)s? (?:late|early|behind|ahead)\b",
    r"\boff by (?:a|an|one|\d+)\b",
    # Lost or skipped: "skips orders placed on the 1st", "saved drafts are gone after ...".
    r"\b(?:skips|skipped)\b",
    r"\b(?:forgets|forgot|drops|dropped|loses|lost|"
    r"empties|emptied|clears|cleared|cuts? off)\s+(?:the\s+|every\s+|all\s+|its\s+|itself\b)"
    r"(?:[\w-]+\s+){0,3}",
    r"\b(?:is|are) gone (?:after|when|once)\b",
    r"\bonly (?:keeps|shows|lists|saves|loads|returns|sends|counts)\s+(?:the\s+)?"
    r"(?:first|last|top|latest)\b",
    # A number no product should show: "-1 seconds", "order -3 of".
    r"(?:^|\s)-\d+\s+(?:of|seconds?|minutes?|items?|days?|points?)\b",
    r"\b(?:doesn'?t|does not|don'?t|do not|didn'?t|won'?t)\s+(?:match|add up|line up|apply|count|"
    r"refresh|reset|clear|change|go away)\b",
    r"\b(?:goes|went) up when\b|\b(?:drops|dropped) by (?:two|\d+) when\b",
    # What it does though it must not: "works on sale items even though it shouldn't".
    r"\b(?:even though|though|but|when|while) (?:it|they|that|this) (?:shouldn'?t|should not|"
    r"isn'?t supposed to|aren'?t supposed to)\b",
    # Reaching people it must not: "sent to people who unsubscribed", "lists people who left".
    r"\b(?:sent|goes|go|shown|shows?|lists?|includes?)\s+(?:to\s+)?(?:people|users|members|"
    r"customers|accounts|subscribers)\s+who (?:unsubscribed|opted out|left|deleted|cancell?ed|"
    r"were (?:removed|deleted|banned))\b",
    r"\b(?:has|have|had) no \w+ (?:set|saved|attached|assigned)\b",
    r"\b(?:is|are|comes? back|come back|loads?|shows? up) (?:empty|blank)\b",
)
# Parts of a product that people use, named as they see them: a defect told of one is the
# product's, where "the heater turns off" or "the train is an hour late" is nobody's code.
_PRODUCT_PART = re.compile(
    # Named with what makes them a screen's or an app's ("the unread badge", "the signup form"):
    # a page, a form, a timer alone may be a book's, a tax office's, an oven's.
    r"\b(?:(?:home|landing|settings|profile|login|sign-?up|product|search|team|pricing|account|"
    r"checkout|details?|admin|order|results|error|payment|web|contact|help|billing|dashboard|"
    r"confirmation|booking|summary) (?:page|form|screen|step)s?|page \d+|"
    r"pages? of (?:search )?results|"
    r"sign[- ]up (?:form|page)s?|(?:text|input|form|search|email|password|name|address|date|price|"
    r"quantity|required) (?:fields?|box(?:es)?)|(?:list|grid|calendar|map|detail|details|table|"
    r"board|month|week|day|tree|split|admin|print|mobile|desktop) views?|"
    r"(?:activity|news|home|social|rss|event) feeds?|"
    r"(?:cart|basket|unread|notification|inbox|app|nav|navigation|settings|profile|admin|side|"
    r"top|user|account|context|hamburger) (?:badges?|tabs?|menus?|panels?|banners?|counts?|icons?|"
    r"totals?|pages?)|(?:reset|invite|download|magic|share|signup|confirmation|verification|"
    r"unsubscribe) links?|(?:item|like|follower|view|stock) counts?|counters?|leaderboards?|"
    r"widgets?|progress bars?|autocomplete|thumbnails?|(?:print )?previews?|wizards?|"
    r"(?:language|account|theme) switcher|digests?|sign-?ups?|sign[- ](?:up|in)|"
    r"(?:push |in-app |email )?notifications?|exports?|uploads?|downloads?|"
    r"(?:quiz|session|countdown|idle) timers?|countdowns?|wish ?lists?|favou?rites list|"
    r"order (?:history|confirmation|summary)|seat map|(?:photo|image) galler(?:y|ies)|map pins?|"
    r"(?:coupon|discount|promo|voucher) codes?|free trial|(?:shipping|delivery) (?:estimates?|"
    r"slots?)|stock levels?|points balance|(?:welcome|reminder|confirmation|verification|reset) "
    r"emails?|profile (?:photos?|pictures?)|chat|subscribers|accounts)\b", _I)
# The person's own life: "my card was declined twice", "the hotel charged me twice".
_FIRST_PERSON = re.compile(r"\b(?:i|i'?m|i'?ve|i'?d|me|my|mine|myself)\b", _I)
# Told as it should be, or asked for: "it should show X", "let customers pick a slot", questions.
_AS_IT_SHOULD_BE = re.compile(
    r"\bshould\b(?!n'?t)|\b(?:could|would|can|let's|please|ideally|expected|wants?|needs? to|"
    r"prefer)\b|\?|^\W*(?:is|are|was|were|can|do|does|did|how|what|why|where|which|who)\b|"
    r"(?:^|[,;:.]\s*)(?:lets|show|add|make|send|display|return|let|use|put|hide|set|explain|"
    r"allow|keep|change|sort|give|limit)\b", _I)
# Said of the last reply, not told afresh: "it still shows the old value", "no, the badge ...":
# after a fix, the same work goes on.
_SAID_OF_THE_LAST = re.compile(
    r"\b(?:still|again|anymore|any more|no longer|either)\b|^\W*(?:it|this|that|they|these|those|"
    r"no|nope|nah|yes|yeah|yep|ok(?:ay)?|hmm+|but|and|also|now|actually|same|then)\b", _I)
TOLD = 6  # words: a defect is told in a sentence, a correction ("wrong file") in a word or two


def tells_a_defect(words: str) -> bool:
    """Do the words tell a defect by what goes wrong, in a sentence? Said of a product's part
    alone, of anything else in a coding session (`followups.py` reads what they follow)."""
    return len(tokens(words)) >= TOLD and (DEBUG.asked_in(words) or _GOES_WRONG.search(words)
                                           or _SLOW_TOLD.search(words))


# "..., can you fix it?", ". please look into it": the defect told, then asked to be fixed. (A
# run of marks or of spaces is read from its start: a match from further in it is one from
# there too, but for a mark right after spaces; `directives._PROJECT_SAID_LAST`.)
_FIX_IT = Gated(r"(?<![,.;!:-])(?!(?<=\s)[^,.;!:-])[,.;!:-]*+\s*+"
                r"(?:(?:can|could|would) you\s++(?:please\s++)?|please\s++)?"
                r"(?:fix|look into|investigate|debug|sort out)\s++(?:it|this|that)"
                r"(?:\s+please)?\W*$")


def _defect_told(text: str) -> bool:
    """A defect told by what goes wrong, not of the person's own life ("my card was declined
    twice"), and not how the product should be; asked to be fixed at its end, or not."""
    told = _FIX_IT.sub("", text)
    return bool(told) and _FIRST_PERSON.search(told) is None \
        and _AS_IT_SHOULD_BE.search(told) is None and _SAID_OF_THE_LAST.search(told) is None \
        and tells_a_defect(told)


def is_about_software(text: str) -> bool:
    """Does the text talk about code, tools or the project? A request that does not ("what is
    my balance?", "i'd like to book a flight") is no coding task of a known kind, so it is
    clustered by meaning instead."""
    return _names_a_code_word(text) or _SOFTWARE.search(text) is not None \
        or _CODE_SHAPES.search(text) is not None or _MOVES_A_DEPENDENCY.search(text) \
        or _RELEASED.search(text) or _KINDS_OWN_WORDS.search(text)


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a pattern's alternation."""
    found: list[str] = []
    depth, start, klass = 0, 0, False
    for i, c in enumerate(pattern):
        if i and pattern[i - 1] == "\\":
            continue
        if klass:
            klass = c != "]"
        elif c == "[":
            klass = True
        elif c in "()":
            depth += 1 if c == "(" else -1
        elif c == "|" and depth == 0:
            found.append(pattern[start:i])
            start = i + 1
    return [*found, pattern[start:]]


# The code words and checkers that are one plain word ("test", "docs?"), with every ending
# `_SOFTWARE` allows them: a word of the text that is one of them is a match of `_SOFTWARE`.
# `_SOFTWARE` opens on \b and is tried at every word with all of its alternatives; most requests
# that talk about software name one of these, found word by word at a fraction of the cost.
_PLAIN_WORD = re.compile(r"([a-z0-9]+?)(s\?)?")
_CODE_WORD_FORMS = frozenset(
    stem + optional + ending
    for alternative in _alternatives(_CODE_WORDS + "|" + _CHECKERS)
    if (plain_word := _PLAIN_WORD.fullmatch(alternative)) is not None
    for stem in [plain_word.group(1)]
    for optional in (("", "s") if plain_word.group(2) else ("",))
    for ending in ("", "s", "es", "ed", "ing"))
_WORD = re.compile(r"\w+")


def _names_a_code_word(text: str) -> bool:
    """Does a word of the text (an ASCII one, whose case `re.IGNORECASE` folds as `lower`
    does) name one of the plain code words?"""
    for match in _WORD.finditer(text):
        word = match.group()
        if word.isascii() and word.lower() in _CODE_WORD_FORMS:
            return True
    return False


# A question about how a thing is, nothing asked after it: what it does, where it is, who owns
# it, how it is built, why it is done, whether there is one ("where do we emit the latency
# metric?", "how are the dependabot PRs grouped?", "why do we rotate the keys every 90 days?",
# "is there a span around the gateway call already?"). Not a request said as a question: one
# asked of the agent, with a modal or a need ("which alert should we add?", "is a migration
# needed for this?"), or a proposal ("why not page on p95?", "what about a span there?").
_ASKED_ABOUT = re.compile(
    rf"{_OPENS}(?:what|which|who|whose|where|when|how|why|(?:is|are) there|"
    r"(?:do|does) (?:we|they|the \w+|this \w+|our \w+) (?:already )?have)\b"
    r"(?!\s+(?:about|if|not|don'?t|do not|doesn'?t|does not|else)\b)"
    r"(?![^?\n]*\b(?:you|u|should|would|could|can|shall|will|might|must|need|needs|needed|"
    r"want|wants|required|necessary|let'?s)\b)[^?\n]*\?\W*$", _I)


def _told_asked(words: str, found: Kind | None) -> Kind | None:
    """`EXPLAIN` for a question about a thing that the found kind's work would be done to, where
    no defect and no slowness is told; else the found kind."""
    if found is None or not found.done_to_a_thing or _ASKED_ABOUT.match(words) is None \
            or DEBUG.asked_in(words) or _SLOW_TOLD.search(words):
        return found
    return EXPLAIN


# Work forbidden or put off beside the work asked: "don't open a PR yet, just commit", "find
# out why login fails; no need to open a ticket", "don't add metrics, just find the cause". The
# clause asks for none of its work. (Code forbidden until a plan is agreed is the plan's own cue:
# "don't implement anything yet" is kept.)
_NOT_ASKED = re.compile(r"(?:^|(?<=[,;.!?\n])|\b(?:but|and|just)\b)\s*(?:(?:please|pls)\s+)?"
                        r"(?:don'?t|do not|no need to|there'?s no need to)\s+"
                        # A reminder asks for it: "don't forget to add tests".
                        r"(?!(?:forget|fail|neglect|hesitate|miss)\b)"
                        r"(?P<work>[^,;.!?\n]+)", _I)


# Someone's words or a title, quoted after a verb of saying or naming ('Dana wrote "open a PR
# and tag the release"', 'the ticket titled "Add pagination to /v1/orders"'): what they ask is
# theirs, not the request's. (A quoted name of a word or two may be what the work is about.) A
# defect or failing checks they report is passed on as the work ('a customer wrote "the export
# button does nothing"', 'CI said "3 tests failed"'). The run of words is possessive: it can only
# end at a quote, a word with no space after it or the text's end, so giving words back finds
# nothing, and on a long line with no closing quote it would be tried from every word.
_QUOTED = re.compile(r"\b(?P<said>(?:wrote|writes|said|says|titled|called|named|asked|asks|"
                     r"commented|posted|replied))\s*:?\s*[\"\u201c](?P<words>(?:[^\"\u201c\u201d\s]+"
                     r"\s+){2,}+[^\"\u201c\u201d\n]*)[\"\u201d]", _I)


def _theirs(m: re.Match[str]) -> str:
    """A quote of someone's words as the request asks of it: a defect or failing checks they
    report stays the work; what else they ask is theirs."""
    quoted = m.group("words")
    if _defect_told(quoted) or _first_asked(quoted) in (DEBUG, CHECKS):
        return m.group()
    return m.group("said") + " it"


def _as_asked(words: str) -> str:
    """The words without their clauses that forbid or put off work of a kind, where anything
    else is said, and without the words of others they quote."""
    def dropped(m: re.Match[str]) -> str:
        forbidden = _first_asked(m.group("work"))
        return m.group() if forbidden is None or PLAN.asked_in(m.group()) else " "
    words = _QUOTED.sub(_theirs, words)
    # What the person says of themselves asks for nothing, unless the request after it points
    # back to what it names ("I always forget to run the linter, run it now").
    oneself = _ABOUT_ONESELF.sub(" ", words)
    words = words if oneself != words and _POINTS_BACK.search(oneself) else oneself
    left = _NOT_ASKED.sub(dropped, words)
    # "no need to update the changelog this time" said alone asks for no work at all; "don't
    # commit yet" alone is left as read (a correction of the work under way).
    return left if len(tokens(left)) >= 2 or _NO_NEED_ALONE.match(words) else words


# What the person says of themselves, their habit of mind, not work asked: "I always mix up
# `git reset` and `git restore`", "I never remember how to rebase", "i keep forgetting the
# flags": the sentence up to its first boundary.
_ABOUT_ONESELF = re.compile(
    r"(?:^|(?<=[.!?\n]))\s*i\s+(?:(?:always|never|often|constantly|keep|still|sometimes|"
    r"can'?t|cannot|tend to|somehow)\s+)+(?:mix(?:ing)?\s+up|confus\w*|forget\w*|remember\w*|"
    r"get\s+(?:\S+\s+){1,3}?(?:wrong|mixed up|confused|backwards))\b[^,;:.!?\n—–]*", _I)
_POINTS_BACK = re.compile(r"\b(?:it|them|that|those|these|this)\b", _I)
# The words open with "no need to ...": work put off, nothing asked in its place.
_NO_NEED_ALONE = re.compile(r"^\W*(?:(?:ok(?:ay)?|oh|also|and|btw|fyi)\W+)*(?:(?:there'?s|there is|"
                            r"it'?s|that'?s)\s+)?no need to\b", _I)


# A pastime asked for ("tell me a joke about kubernetes", "write a haiku about our CI"): no
# work, whatever it is about.
_PASTIME = Gated(
    r"\b(?:tell|write|give|make up|compose|share|sing)\s+(?:me\s+|us\s+)?(?:a|an|another|some|"
    r"one more)\s+(?:\w+\s+)?(?:jokes?|poems?|haikus?|limericks?|riddles?|puns?|raps?|songs?|"
    r"sonnets?|bedtime stor(?:y|ies))\b")


# A question that offers the agent a choice between a step and staying as things are, or asks
# which it should do ("then push to a new branch? or should I keep it on main", "commit it now,
# or wait until the tests pass?", "rebase on main? or is a merge fine here"): it asks for the
# agent's view, as "should I push it to a new branch or keep it on main?" does, not for the
# work its first words name. Read only when the question is all that is said, on one line.
_A_CHOICE = re.compile(
    # "can you fix it, or should I?": asked of the agent, who does the work is the choice. A
    # question that opens as one ("do they have X? or can we make one?") is read as before:
    # the shape is a step offered, then its alternative.
    r"^(?!\W*(?:(?:can|could|would|will)\s+you|please|pls|do|does|did|is|are|was|were|can|"
    r"could|would|will|should|shall|have|has|what|which|who|where|when|why|how)\b)"
    r"(?![^\n]*\bor\s+(?:should|shall|do|can|could|would|must)\s+(?:i|we)(?:\s+do\s+(?:it|that|"
    r"this))?\W*$)"
    r"[^\n.!]*?(?:\?\s*|,?\s+)or\s+(?:(?:should|shall|do|can|could|would|must)\s+(?:i|we)\b|"
    r"(?:(?:just|rather|maybe|better)\s+)?(?:keep|leave|wait|stay|hold off|not)\b|"
    r"(?:is|would|will)\s+(?:a|an|the|it|that|this)\b[^?\n]{0,40}\b(?:fine|ok|okay|enough|better|"
    r"good|safer)\b)[^\n]*$", _I)
_LONGEST_CHOICE = 160


@lru_cache(maxsize=4096)
def kind_of(text: str) -> Kind | None:
    """The kind of work a request asks for, or None when it fits none of the built-in kinds."""
    said = text.strip()
    if "?" in said and len(said) <= _LONGEST_CHOICE and _A_CHOICE.match(said):
        return EXPLAIN
    if len(said) <= _ALONE_LONGEST:
        if _PRAISE.match(said):
            return None
        alone = _SAID_ALONE.match(plain(said))
        if alone is not None and alone.lastgroup is not None:
            return KINDS[int(alone.lastgroup[1:])]
    ins = instruction_of(text)
    # The typed words as meant: "commt this", "how r sessions stored", without the work they
    # forbid and the words of others they quote.
    words = _as_asked(plain(ins.words))
    first = words if ins.lead == ins.words else _as_asked(plain(ins.lead))
    # The kinds are kinds of coding work: "i'd like to set a timer" is none of them.
    if not is_about_software(text) and (words == ins.words or not is_about_software(words)):
        return DEBUG if _PRODUCT_PART.search(words) and _defect_told(words) else None
    if _PASTIME.search(words):
        return None
    opened = next((k for k in KINDS if k.opens(first)), None)
    if opened is not None:
        return opened
    # What the first sentences ask for, then anything the typed words ask for, then what the
    # paste itself asks for (a review finding, failing CI output).
    # (A short request's lead is all its words: what found nothing there is not looked for
    # again.)
    found = _told_asked(words, _wished(words)
                        or _first_asked(first)
                        or (None if words == first else _first_asked(words))
                        or next((k for k in KINDS if k.asked_by_payload(ins)), None))
    # Last, a defect told of the software by what goes wrong, in none of debug's words, or a
    # kind's step said after work of no kind ("fix the typo and commit").
    if found is not None:
        return next((k for k in KINDS if found.id in k.takes_over and k.asked_by_payload(ins)),
                    found)
    return (DEBUG if _defect_told(words) else None) \
        or next((k for k in KINDS if k.closes(words)), None)


def _first_asked(words: str) -> Kind | None:
    """The first kind the words ask for, their case folded once for all the kinds' cues."""
    folded = fold(words)
    return next((k for k in KINDS if k.asked_in(words, folded)), None)
