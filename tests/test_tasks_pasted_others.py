"""Other people's words pasted in shapes the reader took for the person's own.

Besides the review findings, logs and documents read before, people paste: a review comment in
the other forges' and tools' shapes (a GitHub ```suggestion block, a GitLab merge request's
thread, a Gerrit change's comments under "Patch Set 3: Code-Review-1", a Phabricator revision's
inline comments, a reviewer's notes copied under their name and a date, a Copilot or CodeRabbit
review with its "Actionable comments posted: 3" and "**Nitpick**"); an alert's rule or its
notification (Prometheus rule YAML, a Grafana alert's JSON, a Datadog monitor, a PagerDuty
incident); a crash as its runtime printed it, fenced or not (a Python traceback, a Go panic with
its goroutines, a Java exception with its "Caused by:", a Rust panic with its RUST_BACKTRACE
note, a Node stack); and the agent rules of ANOTHER repository ("here's what they use in the
other repo:" over a CLAUDE.md, an AGENTS.md, a .cursor/rules file).

The "never use `any`", "must not return 500" and "always add a test" in them are their authors':
none may give a durable judge (so no standing preference in anyone's CLAUDE.md) nor a judge of
the agent's process (what it runs). The person's own rule typed around such a paste is still
read, and only it (`WITH_RULE`); and the person's own rules typed in shapes that look pasted (a
bullet list of their rules under a name and a date, a "> note: ..." quoted for emphasis, a
"suggestion:" of their own) are still read (`TRAPS`).

Measured before the reader was changed for it (first sight) and after: pastes giving no rule
and no check of the process 28 -> 34 of 34 (a GitHub suggestion's prose, a GitLab thread and
its mail, Phabricator's inline comments, a reviewer's notes under their name and date, another
service's AGENTS.md gave rules; the crash dumps and the alert rules were kept out already); the
person's rule around a paste read, and only it, 23 -> 33 of 34 (a rule typed below a review's
comments was taken for the reviewer's, one typed above a tool's label too); rules typed in a
pasted look read 26 -> 29 of 31 (a "> note: ..." quoted for weight). Cases still read wrong
are named in `KNOWN_MISSES`, checked to stay wrong, so the figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.standing import preferences

from helpers.judged import ADDS, AVOIDS, FILES, NOT_RUN, RUNS, check_whole, judged, said_in_session

# --- review comments, as each forge or tool copies them ----------------------------------------

GH_SUGGESTION = """\
```suggestion
    const body = UserSchema.parse(req.body);
```
We should never use `any` for request bodies here, always validate them with `zod` first."""

GH_SUGGESTION_PROSE_FIRST = """\
Please don't call `time.Now()` directly in the service, always inject the `Clock`.
```suggestion
	now := s.clock.Now()
```"""

GITLAB_THREAD = """\
Olga Petrova @opetrova started a thread on an old version of the diff 3 days ago
Must not use `float` for the totals, always use `BigDecimal` for money.

Kenji Ito @kito · 2 days ago
+1, and never call `save!` inside the loop"""

GITLAB_MAIL = """\
Olga Petrova started a new discussion on app/models/order.rb:
Never call `update_column` here, it skips the validations. Always use `update!`."""

GERRIT = """\
Patch Set 3: Code-Review-1

(2 comments)

File pkg/cache/lru.go:

Line 88: Never hold the mutex while calling `evict()`, it must not block readers.

Line 120: Always return `ErrNotFound` here instead of nil, nil."""

GERRIT_MAIL = """\
Jane Roe has posted comments on this change.

Change subject: cache: bound the LRU

PS3, Line 88: never hold the lock while calling `evict()`; always copy the keys first."""

PHABRICATOR = """\
INLINE COMMENTS

src/Storage/Cache.php:142
Never use a `static` cache here; always inject `CacheInterface`.

src/Storage/Cache.php:180
This must not throw, return `null` instead."""

REVIEWER_NOTES = """\
Tomasz Nowak, 12 March 2026
- never use `SELECT *` in the repositories
- always add a test for every new endpoint
- don't catch bare `Exception` in the handlers"""

COPILOT = """\
## Pull request overview

Adds cursor pagination to the orders endpoint.

**api/orders.py:31**
* Never use `eval` to parse the cursor; always use `json.loads`.
* The endpoint must not return `500` when the cursor is malformed."""

CODERABBIT = """\
**Actionable comments posted: 2**

**`src/db/pool.rs` (1)**

`41-44`: **Avoid `unwrap()` on the pool result.**

Never call `unwrap()` here; always propagate the error with `?`."""

GERRIT_THREAD = """\
Patch Set 2:

Line 40: Don't log the token, it must never reach `stdout`.

nit: always sort the imports with `goimports`"""

CODERABBIT_NITPICK = """\
**Nitpick (assertive)**
Always run `cargo fmt` before committing, and never leave `dbg!` calls in."""

# --- alert rules and their notifications -------------------------------------------------------

PROMETHEUS = """\
groups:
  - name: api
    rules:
      - alert: HighErrorRate
        expr: sum(rate(http_requests_total{status=~"5.."}[5m])) > 0.05
        for: 10m
        labels:
          severity: page
        annotations:
          summary: "The API must not return 500s above 5%"
          description: "Never restart the pods by hand, always run `helm rollback api`."
"""

GRAFANA = """\
{
  "title": "Checkout latency",
  "condition": "C",
  "for": "5m",
  "annotations": {
    "summary": "p99 must never exceed 2s",
    "description": "Do not scale `checkout` below 3 replicas. Always run `kubectl rollout status`."
  }
}"""

DATADOG = """\
[Triggered] Disk usage high on db-prod-3
Monitor: Disk usage above 90%
Query: avg(last_5m):avg:system.disk.in_use{host:db-prod-3} > 0.9
Message: @pagerduty-dba Never run `VACUUM FULL` on prod during business hours. Always extend the \
volume first.
Status: Alert"""

PAGERDUTY = """\
[#48213] Triggered: CRITICAL - payments-api error rate > 5%
Service: payments-api
Urgency: High
Assigned to: Maya Chen
Details: always drain traffic before restarting, never run `kubectl delete pod` on the leader.
View Incident: https://acme.pagerduty.com/incidents/Q1ABC2"""

# --- crashes as their runtimes print them -------------------------------------------------------

PY_TRACEBACK = """\
Traceback (most recent call last):
  File "app/jobs/sync.py", line 88, in run
    client.push(batch)
  File "app/clients/crm.py", line 41, in push
    raise ValueError("batch must not be empty, always call validate() first")
ValueError: batch must not be empty, always call validate() first"""

PY_WARNING = """\
/app/models.py:12: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled \
for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: \
datetime.datetime.now(datetime.UTC).
  created = datetime.utcnow()"""

GO_PANIC = """\
panic: pgx: never call Close() inside a transaction, always use tx.Rollback()

goroutine 1 [running]:
main.(*Server).handle(0x0, {0x7f1e08, 0xc000132000})
	/app/server.go:57 +0x2c
main.main()
	/app/main.go:21 +0x1a5

goroutine 7 [chan receive]:
main.worker(0xc0000a4000)
	/app/worker.go:33 +0x65
exit status 2"""

JAVA_CAUSED_BY = """\
Exception in thread "main" org.springframework.beans.factory.BeanCreationException: Error \
creating bean with name 'orderService'
	at org.springframework.beans.factory.BeanFactory.getBean(BeanFactory.java:208)
	at com.acme.App.main(App.java:12)
Caused by: java.lang.IllegalStateException: OrderRepository must not be null, always inject it \
through the constructor
	at com.acme.orders.OrderService.<init>(OrderService.java:31)
	... 14 more"""

RUST_PANIC = """\
thread 'main' panicked at src/config.rs:42:10:
called `Option::unwrap()` on a `None` value
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"""

RUST_BACKTRACE = """\
thread 'tokio-runtime-worker' panicked at src/pool.rs:88:14:
never call `block_on` from inside the runtime
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: app::pool::Pool::get
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace."""

NODE_STACK = """\
(node:4127) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability \
issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.
(Use `node --trace-deprecation ...` to show where the warning was created)
TypeError: Cannot read properties of undefined (reading 'id')
    at getUser (/app/src/users.js:14:22)
    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)"""


def _fenced(paste: str, lang: str = "") -> str:
    return f"```{lang}\n{paste}\n```"


# --- another repository's rules for its agents ---------------------------------------------------

OTHER_CLAUDE_MD = """\
# CLAUDE.md

## Code style
- Never use `any` in TypeScript
- Always add a test for every bug fix
- Run `pnpm lint` before committing"""

OTHER_AGENTS_MD = """\
## Conventions
- Handlers must not return `500` for validation errors
- Never use `panic` outside `main`
- Always run `go test ./...` before you say done"""

OTHER_CURSOR_RULES = """\
---
description: Backend conventions
globs: src/**/*.go
alwaysApply: true
---
- Never use `panic` in handlers
- Always wrap errors with `fmt.Errorf`
- Run `golangci-lint run` before finishing"""

OTHER_COPILOT_INSTRUCTIONS = """\
We use Ruby 3.3. Never use `update_column`; always use `update!`. Run `bundle exec rspec` before \
every commit."""

# --- the words people type around them ---------------------------------------------------------

# (name, typed ask with "{paste}" where the paste goes, the paste)
ASKED: tuple[tuple[str, str, str], ...] = (
    ("github suggestion under apply", "apply this\n\n{paste}", GH_SUGGESTION),
    ("github suggestion prose first", "{paste}\n\ncan you do it", GH_SUGGESTION_PROSE_FIRST),
    ("gitlab thread under address", "address these comments\n\n{paste}", GITLAB_THREAD),
    ("gitlab mail under fix", "{paste}\n\nfix pls", GITLAB_MAIL),
    ("gerrit under go through", "go through the gerrit comments:\n\n{paste}", GERRIT),
    ("gerrit mail under thoughts", "{paste}\n\nthoughts?", GERRIT_MAIL),
    ("gerrit thread under address", "address these\n\n{paste}", GERRIT_THREAD),
    ("phabricator under address", "address the inline comments\n\n{paste}", PHABRICATOR),
    ("reviewer notes under handle", "handle tomasz's notes\n\n{paste}", REVIEWER_NOTES),
    ("copilot under valid", "{paste}\n\nare these valid?", COPILOT),
    ("coderabbit under fix", "fix what coderabbit found\n\n{paste}", CODERABBIT),
    ("coderabbit nitpick under do", "{paste}\n\ndo it", CODERABBIT_NITPICK),
    ("prometheus rule under why", "why does this keep firing?\n\n{paste}", PROMETHEUS),
    ("prometheus fenced under tune", "tune this rule\n" + _fenced(PROMETHEUS, "yaml"), ""),
    ("grafana json under explain", "explain this alert\n\n{paste}", GRAFANA),
    ("datadog under look", "{paste}\n\nlook into it", DATADOG),
    ("pagerduty under investigate", "got paged:\n\n{paste}\n\ninvestigate", PAGERDUTY),
    ("python traceback bare", "{paste}", PY_TRACEBACK),
    ("python traceback fenced", "what's this\n" + _fenced(PY_TRACEBACK, "python"), ""),
    ("python warning under silence", "silence this\n\n{paste}", PY_WARNING),
    ("go panic under fix", "fix this crash\n\n{paste}", GO_PANIC),
    ("go panic fenced", _fenced(GO_PANIC) + "\nwhy?", ""),
    ("java caused by under debug", "debug this\n\n{paste}", JAVA_CAUSED_BY),
    ("java fenced", "startup fails:\n" + _fenced(JAVA_CAUSED_BY, "text"), ""),
    ("rust panic under fix", "{paste}\n\nfix", RUST_PANIC),
    ("rust backtrace fenced", "the worker crashes\n" + _fenced(RUST_BACKTRACE), ""),
    ("node stack under fix", "{paste}\n\nfix both", NODE_STACK),
    ("other claude md", "here's what they use in the other repo:\n\n{paste}\n\ncompare with ours",
     OTHER_CLAUDE_MD),
    ("other agents md", "this is the AGENTS.md from the payments service, thoughts?\n\n{paste}",
     OTHER_AGENTS_MD),
    ("other cursor rules", "the billing team has this in .cursor/rules:\n{paste}\nshould we have "
     "something similar?", OTHER_CURSOR_RULES),
    ("other copilot instructions", "their copilot-instructions.md says:\n\n{paste}\n\nsummarize it",
     OTHER_COPILOT_INSTRUCTIONS),
    # A note quoted from a document or a mail, under who wrote it: no line quoted for weight.
    ("docs note quoted", "from the Vite docs:\n\n> **Note:** always run `vite build` before "
     "`vite preview`.\n\nwhy is preview empty?", ""),
    ("mail note quoted", "On Tue, Mar 3, 2026 at 9:12 AM Dana <dana@example.com> wrote:\n"
     "> Note: never deploy `api` on Fridays\n\nok?", ""),
    ("wrote note quoted", "Dana wrote:\n\n> Note: never deploy `api` on Fridays", ""),
)

# The person's own rules, as typed (each read alone as the judges given).
TYPED_RULES: tuple[tuple[str, frozenset[tuple[str, str]]], ...] = (
    ("always run `make lint` before you say done", frozenset({(RUNS, "make lint")})),
    ("never use `unwrap()` in library code", frozenset({(AVOIDS, "unwrap()")})),
    ("run `pytest -q` before committing, always", frozenset({(RUNS, "pytest -q")})),
    ("from now on don't use `float` for money", frozenset({(AVOIDS, "float")})),
    ("never add `console.log` calls", frozenset({(AVOIDS, "console.log")})),
    ("please always run `go vet ./...` before finishing", frozenset({(RUNS, "go vet ./...")})),
    ("always use `pnpm`, never `npm`", frozenset({(RUNS, "pnpm"), (NOT_RUN, "npm")})),
    ("never touch `migrations/`", frozenset({(FILES, "migrations/")})),
    ("do not use `requests`, we use `httpx` everywhere",
     frozenset({(AVOIDS, "requests"), (ADDS, "httpx")})),
    ("never use `var` in new code", frozenset({(AVOIDS, "var")})),
)


def _asked(template: str, paste: str) -> str:
    return template.replace("{paste}", paste)


WITHOUT_RULE = [(name, _asked(t, p)) for name, t, p in ASKED]
# The same asks with one of the person's own rules typed around them: after the paste, or as a
# line of its own before it.
WITH_RULE = [
    (f"{name} + {rule[:24].rstrip()}",
     _asked(t, p) + "\n\n" + rule if i % 2 == 0 else rule + ".\n" + _asked(t, p),
     meant)
    for i, ((name, t, p), (rule, meant)) in enumerate(
        zip(ASKED, (TYPED_RULES * 4)[:len(ASKED)], strict=True))
]

# The person's own rules typed in shapes that look pasted: a quote for emphasis, a list under a
# name and a date, a heading a CLAUDE.md has, a reviewer's or a tool's word said of their own.
TRAPS: tuple[tuple[str, str, frozenset[tuple[str, str]]], ...] = (
    ("quoted note", "> note: always run `make lint` before you say done",
     frozenset({(RUNS, "make lint")})),
    ("quoted important", "> **important**: never use `any` in this repo",
     frozenset({(AVOIDS, "any")})),
    ("own code style list", "Code style:\n- never use `any` in new code\n- always run `pnpm lint` "
     "before committing", frozenset({(AVOIDS, "any"), (RUNS, "pnpm lint")})),
    ("own claude md heading", "## Code style\n- Never use `any` in TypeScript\n- Always run "
     "`pnpm lint` before committing", frozenset({(AVOIDS, "any"), (RUNS, "pnpm lint")})),
    ("their rules taken up", "here's their AGENTS.md, use the same rules here:\n\n- never use "
     "`any`\n- always run `pnpm lint` before committing",
     frozenset({(AVOIDS, "any"), (RUNS, "pnpm lint")})),
    ("own notes with a date", "Notes, 12 March:\n- never use `SELECT *` in the repositories",
     frozenset({(AVOIDS, "SELECT *")})),
    ("goroutine dumps told of", "goroutine dumps are too long to read; always run "
     "`go test -race ./...` before you say done", frozenset({(RUNS, "go test -race ./...")})),
    ("paged told of", "PagerDuty woke me at 3am. from now on never run `kubectl delete pod` on "
     "the leader", frozenset({(NOT_RUN, "kubectl delete pod")})),
    ("heads up own", "> heads up: never touch `migrations/`", frozenset({(FILES, "migrations/")})),
    ("own rules with a date", "my rules, updated 12 March:\n- never use `SELECT *` in the "
     "repositories\n- always run `go test ./...` before you say done",
     frozenset({(AVOIDS, "SELECT *"), (RUNS, "go test ./...")})),
    ("other repo contrasted", "in the other repo they let you use `npm`; here always use `pnpm`",
     frozenset({(RUNS, "pnpm")})),
    ("like the other repo", "like in the other repo, never use `any` here either",
     frozenset({(AVOIDS, "any")})),
    ("traceback named", "when you see a Traceback, always run `pytest -x` first",
     frozenset({(RUNS, "pytest -x")})),
    ("patch set named", "from now on never use `SELECT *` in the repositories, patch set 2 had "
     "it again", frozenset({(AVOIDS, "SELECT *")})),
    ("reviewer named", "@dana can review later. never add `console.log` calls",
     frozenset({(AVOIDS, "console.log")})),
    ("reviewed myself", "reviewed it myself, never use `eval` in the parser",
     frozenset({(AVOIDS, "eval")})),
    ("nit from me", "Nit from me: never use `var` in new code", frozenset({(AVOIDS, "var")})),
    ("promtool own", "for prometheus rules, always run `promtool check rules` before you say done",
     frozenset({(RUNS, "promtool check rules")})),
    ("own rules numbered", "Rules for this repo (not the other one):\n1. never use `any`\n2. "
     "always run `pnpm test` before committing", frozenset({(AVOIDS, "any"), (RUNS, "pnpm test")})),
    ("caused by words", "Caused by the last change: always run `mvn verify` before committing",
     frozenset({(RUNS, "mvn verify")})),
    ("reminder with a date", "Reminder — 12 March: never touch `migrations/`",
     frozenset({(FILES, "migrations/")})),
    ("own bare list", "- never use `any`\n- always run `pnpm lint` before you say done\n- never "
     "touch `migrations/`",
     frozenset({(AVOIDS, "any"), (RUNS, "pnpm lint"), (FILES, "migrations/")})),
    ("into claude md", "please add to CLAUDE.md: always run `make lint` before you say done",
     frozenset({(RUNS, "make lint")})),
    ("use these here too", "use these here too:\n- never use `any`\n- always run `pnpm lint` "
     "before committing", frozenset({(AVOIDS, "any"), (RUNS, "pnpm lint")})),
    ("suggestion of my own", "suggestion: always run `go vet ./...` before finishing",
     frozenset({(RUNS, "go vet ./...")})),
    ("copilot told of", "Copilot keeps adding `console.log`. never add `console.log` calls",
     frozenset({(AVOIDS, "console.log")})),
    ("coderabbit dismissed", "CodeRabbit is wrong here, ignore it. always run `make lint` before "
     "you say done", frozenset({(RUNS, "make lint")})),
    ("datadog told of", "the Datadog monitor is flaky; never run `VACUUM FULL` on prod",
     frozenset({(NOT_RUN, "VACUUM FULL")})),
    ("quote then own", "> always run `cargo clippy` before committing\n\nthat's my rule, keep it",
     frozenset({(RUNS, "cargo clippy")})),
    ("after a fenced traceback", _fenced(PY_TRACEBACK) + "\n\nfix it, and from now on always run "
     "`pytest -q` before committing", frozenset({(RUNS, "pytest -q")})),
    ("after a go panic", GO_PANIC + "\n\nfix it. never use `recover()` to hide a panic",
     frozenset({(AVOIDS, "recover()")})),
)

# Read wrong still, each kept wrong until mended (a mend takes it out).
KNOWN_MISSES: frozenset[str] = frozenset({
    # A rule typed on the line right above a suggested change's comment, with no blank line
    # between, is read as the comment's first line.
    "github suggestion prose first + never use `unwrap()` in",
    # A quoted line the person claims below ("that's my rule") stays a quote.
    "quote then own",
    # A list under "## Code style" the list reader takes for a document's section (as a pasted
    # CONTRIBUTING.md's is).
    "own claude md heading",
})

# What a paste may give at most: a one-time check of that task's answer, never one of what the
# agent runs.
_PROCESS = frozenset({RUNS, NOT_RUN})


def _durable(words: str) -> set[tuple[str, str]]:
    return {(k, t) for k, t, durable in judged(words) if durable}


def _of_the_process(words: str) -> set[tuple[str, str]]:
    return {(k, t) for k, t, _ in judged(words) if k in _PROCESS}


@pytest.mark.parametrize(("name", "words"), WITHOUT_RULE, ids=[c[0] for c in WITHOUT_RULE])
def test_others_words_pasted_give_no_rule_of_the_persons(name: str, words: str) -> None:
    got = _durable(words) | _of_the_process(words)
    if name in KNOWN_MISSES:
        assert got, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert not got, words


@pytest.mark.parametrize(("name", "words", "meant"), WITH_RULE, ids=[c[0] for c in WITH_RULE])
def test_the_persons_rule_around_the_paste_is_read_and_only_it(
        name: str, words: str, meant: frozenset[tuple[str, str]]) -> None:
    got = _durable(words)
    if name in KNOWN_MISSES:
        assert got != meant, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == meant, words


@pytest.mark.parametrize(("name", "words", "meant"), TRAPS, ids=[c[0] for c in TRAPS])
def test_rules_typed_in_a_pasted_look_are_still_read(
        name: str, words: str, meant: frozenset[tuple[str, str]]) -> None:
    got = _durable(words)
    if name in KNOWN_MISSES:
        assert got != meant, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == meant, words


@pytest.mark.parametrize(("name", "words"), WITHOUT_RULE[::3],
                         ids=[c[0] for c in WITHOUT_RULE[::3]])
def test_the_same_paste_in_two_sessions_stands_as_no_preference(name: str, words: str) -> None:
    if name in KNOWN_MISSES:
        pytest.skip("read as the person's rule: counted by the first test")
    assert not preferences([said_in_session(1, words), said_in_session(2, words)])


def test_the_typed_rules_are_read_alone() -> None:
    assert all(_durable(rule) == meant for rule, meant in TYPED_RULES)


def test_the_tables_are_large_enough() -> None:
    names = [c[0] for c in WITHOUT_RULE] + [c[0] for c in WITH_RULE] + [c[0] for c in TRAPS]
    check_whole(names, KNOWN_MISSES)
    assert len(WITHOUT_RULE) + len(WITH_RULE) >= 40 and len(TRAPS) >= 20
    assert instruction_of(WITHOUT_RULE[0][1]).payload
