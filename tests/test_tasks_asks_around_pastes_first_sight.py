"""Asks said around long pastes, read through mining at first sight.

A first-sight batch, written from how developers ask for work around what they paste in long
sessions, across stacks: Go, Python, Java, TypeScript and Rust test runners and compilers,
ESLint and golangci-lint, GitHub Actions' and GitLab CI's logs, Kubernetes events, a Postgres
error, an HTTP exchange, GitHub and GitLab review threads, a Jira story, a Slack thread and a
runbook. Each message is mined in a session of its own (after an earlier exchange where it says
so), and read as (a task or none, the task's kind, the durable rules of the session). `REQUESTS`
(43): the ask in one short typed line before, after or between paste blocks, fenced or not, in
English or another language than the paste, the person's own rule beside it, and a session
opened by a paste alone (the ask implied, the kind the paste's: debug for a stack trace, checks
for failing tests). `TRAPS` (28): the paste holds someone else's imperatives (a reviewer's
"please rename", a story's "must support", a runbook's "always drain the node first", a chat's
"always page on-call"), which are never the person's rules, only what the task is about; a paste
alone after an exchange; the person's one-off beside a paste.

First sight (the reader before this batch): of the 43 requests all were tasks, 31 of the right
kind; 0 rules were taken from their pastes and the person's 3 typed rules were all kept. Of the
28 traps 7 were read as meant, and 1 gave a rule from its paste: a runbook under its heading,
whose "Never delete the pod directly, let the ReplicaSet reschedule it" became a standing rule.
`AFTER_SAME` (4), written after that figure and measured on the same reader: 2 of 4.

The reader was changed by shape: a runbook's or a playbook's heading over its text names a
document kept for those who run the software, whose text is the document's; a forge's header
over a reviewer's comments ("**maria** commented on `token.go` line 31", "Kenji Ito @kito started
a thread on the diff · 2 hours ago", now with a name before the handle) is pasted, no word of the
person's, and makes what is below it a review's finding (pr-feedback); ESLint's count of its
findings ("✖ 2 problems") tells a checker's output (checks); a story pasted from a tracker ("As
an accountant I want ...", "Acceptance criteria:") asks for a feature; "make it compile", "get
the crate building" ask for the build to pass. After: 37 of 43 requests of the right kind, all
tasks, 0 rules from pastes, 3 of 3 typed rules kept; 16 of 28 traps, 0 rules from pastes;
`AFTER_SAME` 1 of 4. `NEAR` (6) holds other wordings of the changed shapes, written after the
change, each of which was read otherwise before.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. Among them: "why is this failing?" with a question
mark is read as a question about the code (explain), not a defect to find; a compiler's errors
under a bare "fix it" ask for no kind (they are mostly the work just done failing); "reviewer:"
opening a pasted line reads as a log's label; a paste of other code's failure alone after an
exchange is taken for new work (the log names none of the work's files), and a paste of the work
just done failing is a follow-up only when the log names the work's code. One was read as meant
before and is not now: a forge's review comment on the file just changed, pasted right after the
agent reported the work done, was a follow-up only because its header was taken for typed words
that asked for no kind; it is now a new task of review feedback, as a review tool's finding
pasted there already was.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.sessiondata import Session
from skillsleep.tasks.mining import mine

from helpers.judged import ADDS, AVOIDS, RUNS, term_of
from helpers.mined import (
    forgotten,  # noqa: F401  (each test starts with nothing remembered)
    of_turns,
)

Rule = tuple[str, str]
NONE: frozenset[Rule] = frozenset()

# -- what people paste ----------------------------------------------------------------------------

GO_FAIL = """\
--- FAIL: TestRetryBackoff (0.02s)
    backoff_test.go:31: attempt 3: got delay 400ms, want 800ms
FAIL
FAIL\tgithub.com/acme/queue/internal/retry\t0.031s"""

PY_TRACE = """\
Traceback (most recent call last):
  File "/srv/app/billing/invoice.py", line 88, in total
    return sum(line.amount for line in self.lines)
  File "/srv/app/billing/invoice.py", line 88, in <genexpr>
    return sum(line.amount for line in self.lines)
AttributeError: 'NoneType' object has no attribute 'amount'"""

GO_PANIC = """\
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6f2a1b]

goroutine 42 [running]:
github.com/acme/api/internal/handlers.(*Orders).List(0xc0001a2000, {0x8b1e40, 0xc0002c4000})
\t/src/internal/handlers/orders.go:57 +0x3b
net/http.HandlerFunc.ServeHTTP(0xc000190a80, {0x8b1e40, 0xc0002c4000}, 0xc00021e200)
\t/usr/local/go/src/net/http/server.go:2136 +0x2f"""

JUNIT = """\
[INFO] Running com.acme.cart.PriceCalculatorTest
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.41 s <<< FAILURE!
[ERROR] discountIsCappedAt50  Time elapsed: 0.01 s  <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <50.00> but was: <60.00>
\tat com.acme.cart.PriceCalculatorTest.discountIsCappedAt50(PriceCalculatorTest.java:63)
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0
[INFO] BUILD FAILURE"""

TSC = """\
src/routes/users.ts:14:9 - error TS2339: Property 'email' does not exist on type 'Session'.

14   const email = session.email;
           ~~~~~

src/routes/users.ts:40:3 - error TS2554: Expected 2 arguments, but got 1.

Found 2 errors in the same file, starting at: src/routes/users.ts:14"""

RUSTC = """\
error[E0382]: borrow of moved value: `cfg`
  --> src/main.rs:22:20
   |
18 |     let server = Server::new(cfg);
   |                              --- value moved here
...
22 |     println!("{}", cfg.port);
   |                    ^^^^^^^^ value borrowed here after move
   |
help: consider cloning the value if the performance cost is acceptable
   |
18 |     let server = Server::new(cfg.clone());
   |                                 ++++++++

error: could not compile `gateway` (bin "gateway") due to 1 previous error"""

ESLINT = """\
/home/dev/web/src/hooks/useCart.ts
   8:10  error  'useMemo' is defined but never used              @typescript-eslint/no-unused-vars
  21:5   error  React Hook useEffect has a missing dependency: 'id'. Either include it or remove the dependency array  react-hooks/exhaustive-deps

✖ 2 problems (2 errors, 0 warnings)"""  # noqa: E501

K8S = """\
LAST SEEN   TYPE      REASON      OBJECT                       MESSAGE
2m          Normal    Pulled      pod/worker-7c9d8f-x2kq       Container image "acme/worker:1.14" already present on machine
90s         Warning   BackOff     pod/worker-7c9d8f-x2kq       Back-off restarting failed container worker in pod worker-7c9d8f-x2kq
85s         Warning   Unhealthy   pod/worker-7c9d8f-x2kq       Liveness probe failed: HTTP probe failed with statuscode: 503"""  # noqa: E501

PG_ERROR = """\
ERROR:  duplicate key value violates unique constraint "users_email_key"
DETAIL:  Key (email)=(dana@example.com) already exists.
CONTEXT:  SQL statement "INSERT INTO users (email, name) VALUES ($1, $2)"
STATEMENT:  SELECT upsert_user('dana@example.com', 'Dana')"""

HTTP_DUMP = """\
POST /api/v2/orders HTTP/1.1
Host: api.acme.dev
Content-Type: application/json
Authorization: Bearer <redacted>

{"sku": "A-100", "qty": 2}

HTTP/1.1 500 Internal Server Error
Content-Type: application/json

{"error": "internal", "request_id": "9f2c1e"}"""

GHA_LOG = """\
Run npm test
> web@1.4.0 test
> vitest run

 FAIL  src/utils/date.test.ts > formatDate > uses the user's timezone
AssertionError: expected '2026-03-01' to be '2026-02-28'
##[error]Process completed with exit code 1."""

GITLAB_LOG = """\
$ golangci-lint run ./...
internal/cache/lru.go:44:2: ineffectual assignment to err (ineffassign)
internal/cache/lru.go:71:15: Error return value of `c.store.Close` is not checked (errcheck)
Cleaning up project directory and file based variables
ERROR: Job failed: exit code 1"""

REVIEW_GH = """\
**maria** commented on `pkg/auth/token.go` line 31
> Please rename `chk` to `verifySignature`, the short name says nothing.

**maria** commented on `pkg/auth/token.go` line 58
> Always compare tokens with `subtle.ConstantTimeCompare`, never with `==`.

**tom** approved these changes"""

REVIEW_ONE = """\
src/orders/service.py line 112
reviewer: please move this query out of the loop and never call the ORM inside a for loop."""

REVIEW_GL = """\
Kenji Ito @kito started a thread on the diff · 2 hours ago
  Don't use `time.sleep` in tests, use the fake clock instead.
Kenji Ito @kito · 2 hours ago
  Also: we must always close the response body.
Resolve thread"""

JIRA = """\
PAY-412: Export invoices as CSV
Type: Story   Priority: Medium   Status: To Do
Description:
As an accountant I want to export a month of invoices as CSV.
Acceptance criteria:
- The export must support a date range filter.
- Amounts must always use two decimals.
- Never include voided invoices."""

SLACK = """\
[10:02] priya: checkout is throwing 502s again for EU customers
[10:03] omar: saw it too, seems to be the tax service timing out
[10:04] priya: please always page #payments-oncall before restarting anything
[10:06] omar: and don't touch the tax service config without a ticket"""

RUNBOOK = """\
Node maintenance runbook
1. Always drain the node first: kubectl drain <node> --ignore-daemonsets
2. Never delete the pod directly, let the ReplicaSet reschedule it.
3. Run `kubectl uncordon <node>` once the upgrade is done."""

PY_CODE = """\
def total(self):
    return sum(line.amount for line in self.lines)"""

# -- the tables ---------------------------------------------------------------------------------

# An earlier exchange in the same session: the person's first request and the agent's reply.
EARLIER = ("add a `--dry-run` flag to the importer",
           "Added `--dry-run` to `cmd/import`: it parses and validates the file but writes "
           "nothing. Tests pass.")


@dataclass(frozen=True)
class Case:
    """A message and how it must be read: a task of `kind` or none (a follow-up), with the
    durable rules the person's own typed words state (`rules`); `after` puts an earlier exchange
    before it in the session."""
    name: str
    words: str
    kind: str | None
    rules: frozenset[Rule] = NONE
    after: bool = False


def _case(name: str, words: str, kind: str | None, rules: frozenset[Rule] = NONE,
          after: bool = False) -> Case:
    return Case(name, words, kind, rules, after)


# Requests: the ask in a short typed line around a paste (before, after, between, around a
# fence), in English or another language, or a session opened by a paste alone.
REQUESTS: tuple[Case, ...] = (
    # one typed line before the paste
    _case("fix this over go test", "fix this\n" + GO_FAIL, "checks"),
    _case("tests red over junit", "tests are red after the merge, fix them:\n" + JUNIT, "checks"),
    _case("make it compile over rustc", "make it compile\n\n" + RUSTC, "checks"),
    _case("type errors over tsc", "fix these type errors\n" + TSC, "checks"),
    _case("lint over eslint", "clean up these lint errors:\n" + ESLINT, "checks"),
    _case("ci broken over gha", "CI is broken on my branch, can you look?\n" + GHA_LOG, "checks"),
    _case("pipeline over gitlab", "the lint stage fails in the pipeline, fix it\n" + GITLAB_LOG,
          "checks"),
    _case("crash over traceback", "the invoice page crashes:\n" + PY_TRACE, "debug"),
    _case("panic over go", "we get this panic in prod when listing orders\n" + GO_PANIC, "debug"),
    _case("pod restarts over events", "the worker pod keeps restarting, figure out why\n" + K8S,
          "debug"),
    _case("signup error over pg", "signup blows up for returning users, fix it\n" + PG_ERROR,
          "debug"),
    _case("500 over http dump", "creating an order returns 500, here's the request:\n"
          + HTTP_DUMP, "debug"),
    # one typed line after the paste
    _case("why failing under traceback", PY_TRACE + "\n\nwhy is this failing", "debug"),
    _case("fix under panic", GO_PANIC + "\n\nfix this", "debug"),
    _case("fix under go test", GO_FAIL + "\n\nfix", "checks"),
    _case("fix under junit", JUNIT + "\nplease fix the failing test", "checks"),
    _case("what does this mean under rustc", RUSTC + "\n\nwhat does this mean?", "explain"),
    _case("fix under eslint", ESLINT + "\n\nfix these", "checks"),
    _case("why under k8s", K8S + "\nwhy does the liveness probe fail?", "debug"),
    # between paste blocks
    _case("between trace and code", PY_TRACE + "\n\nthis is the function:\n\n" + PY_CODE
          + "\n\nwhy does it break when an invoice has no lines?", "debug"),
    _case("between tsc and log", TSC + "\n\nand then the build also prints\n\n" + ESLINT
          + "\n\nfix both", "checks"),
    # only in a fenced block's surroundings
    _case("fenced trace, ask below", "```\n" + PY_TRACE + "\n```\nwhy is this failing?",
          "debug"),
    _case("fenced go test, ask above", "fix the failing test\n```\n" + GO_FAIL + "\n```",
          "checks"),
    _case("fenced http dump", "the API returns this:\n```http\n" + HTTP_DUMP
          + "\n```\ncan you find the bug?", "debug"),
    # review threads, tickets, chat threads pasted under the ask
    _case("reviewer wants changed", "the reviewer wants this changed:\n" + REVIEW_ONE,
          "pr-feedback"),
    _case("address gh review", "address these review comments\n\n" + REVIEW_GH, "pr-feedback"),
    _case("gitlab thread", "can you handle the comments from the MR?\n" + REVIEW_GL,
          "pr-feedback"),
    _case("from the ticket", "from the ticket:\n" + JIRA + "\n\nimplement it", "feature"),
    _case("implement this ticket", "implement this ticket\n\n" + JIRA, "feature"),
    _case("slack thread bug", "see this thread, can you fix the checkout issue they describe?\n"
          + SLACK, "debug"),
    # the person adopts the paste's words, or adds a rule of their own
    _case("adopts reviewer, constant time", "do what the reviewer says, and from now on always "
          "use `subtle.ConstantTimeCompare` for secrets\n\n" + REVIEW_GH, "pr-feedback",
          frozenset({(ADDS, "subtle.ConstantTimeCompare")})),
    _case("own rule under lint", ESLINT + "\n\nfix these. from now on never leave unused "
          "imports", "checks", NONE),
    _case("own rule run tests", "fix this\n" + GO_FAIL + "\n\nand always run `go test ./...` "
          "before you tell me it's done", "checks", frozenset({(RUNS, "go test ./...")})),
    _case("own rule never unwrap", RUSTC + "\n\nfix it, and never use `unwrap()` in this crate "
          "from now on", "checks", frozenset({(AVOIDS, "unwrap()")})),
    # a typed line in another language than the paste
    _case("spanish fix", "corrige esto por favor\n" + GO_PANIC, "debug"),
    _case("french why", PY_TRACE + "\n\npourquoi ça plante ?", "debug"),
    _case("german fix", "kannst du das fixen?\n" + ESLINT, "checks"),
    _case("portuguese reviewer", "o revisor pediu isso:\n" + REVIEW_ONE, "pr-feedback"),
    _case("japanese fix", TSC + "\n\nこれを直して", "checks"),
    # a session opened by a paste alone: the ask is implied, the kind is the paste's
    _case("alone: traceback", PY_TRACE, "debug"),
    _case("alone: go panic", GO_PANIC, "debug"),
    _case("alone: failing go test", GO_FAIL, "checks"),
    _case("alone: gha log", GHA_LOG, "checks"),
)

# Traps: a paste's own imperatives (a reviewer's, a ticket's, a runbook's, a chat's) must give
# no rule of the person's; a paste alone after an exchange goes on with the work in progress;
# the person's one-off around a paste is no rule.
TRAPS: tuple[Case, ...] = (
    _case("review imperatives, fix this", "fix this\n" + REVIEW_GH, "pr-feedback"),
    _case("review one, handle it", REVIEW_ONE + "\n\nhandle this one", "pr-feedback"),
    _case("gitlab never sleep", REVIEW_GL + "\n\ncan you do this?", "pr-feedback"),
    _case("ticket must, implement", JIRA + "\n\nimplement this", "feature"),
    _case("ticket under heading", "from the ticket:\n" + JIRA, "feature"),
    _case("ticket, spanish", "del ticket:\n" + JIRA + "\n\nimpleméntalo", "feature"),
    _case("runbook, write script", "turn this runbook into a script:\n" + RUNBOOK, "feature"),
    _case("runbook, what's wrong", RUNBOOK + "\n\nwe followed this and the node never came "
          "back, why?", "debug"),
    _case("slack, fix the 502s", SLACK + "\n\nfix the 502s", "debug"),
    _case("slack always page", "from slack:\n" + SLACK + "\ncan you look into it", "debug"),
    _case("review in french", REVIEW_GH + "\n\nfais ce que demande le relecteur", "pr-feedback"),
    _case("review in german", "der Reviewer möchte das so:\n" + REVIEW_GL, "pr-feedback"),
    _case("reviewer says please rename inline", "the reviewer says \"please rename `chk` to "
          "`verifySignature` and never use one-letter names\", do it", "pr-feedback"),
    _case("ticket says must support inline", "the ticket says the importer must support "
          "`.xlsx` files and must always skip empty rows, can you build that", "feature"),
    _case("runbook says always drain inline", "the runbook says always drain the node first, "
          "but the drain hangs on the `cache` pod, why?", "debug"),
    _case("one-off never, lint", ESLINT + "\n\nfix these but don't touch the hooks file",
          "checks"),
    _case("one-off use, trace", PY_TRACE + "\n\nfix it, use a default of 0 for missing lines",
          "debug"),
    _case("adopts for this pr only", "do what the reviewer says for this PR\n" + REVIEW_GH,
          "pr-feedback"),
    _case("review, fenced", "```\n" + REVIEW_GH + "\n```\naddress these", "pr-feedback"),
    _case("runbook, fenced", "```\n" + RUNBOOK + "\n```\nautomate this", "feature"),
    # a paste alone after an exchange: the work in progress goes on
    _case("after: go test alone", GO_FAIL, None, after=True),
    _case("after: traceback alone", PY_TRACE, None, after=True),
    _case("after: tsc alone", TSC, None, after=True),
    _case("after: gha alone", GHA_LOG, None, after=True),
    _case("after: eslint alone", ESLINT, None, after=True),
    _case("after: still failing", GO_FAIL + "\n\nstill failing", None, after=True),
    # a session opened by a paste of others' imperatives alone
    _case("alone: review thread", REVIEW_GH, "pr-feedback"),
    _case("alone: ticket", JIRA, "feature"),
)

# Written after the first figure, before any change for them: a paste of the work just done
# failing, alone or under a few words, right after the agent reported it done, goes on with it.
SAME_WORK_FAIL = """\
--- FAIL: TestImportDryRun (0.00s)
    import_test.go:40: dry run wrote 3 rows, want 0
FAIL
FAIL\tgithub.com/acme/tool/cmd/import\t0.020s"""

SAME_WORK_PANIC = """\
panic: assignment to entry in nil map

goroutine 1 [running]:
main.(*importer).dryRun(...)
\t/src/cmd/import/import.go:88 +0x1c5
main.main()
\t/src/cmd/import/main.go:31 +0x2e"""

SAME_WORK_REVIEW = """\
**maria** commented on `cmd/import/import.go` line 88
> The `--dry-run` path should not open the DB at all."""

AFTER_SAME: tuple[Case, ...] = (
    _case("after: its test fails", SAME_WORK_FAIL, None, after=True),
    _case("after: its panic", "ran it with --dry-run:\n" + SAME_WORK_PANIC, None, after=True),
    _case("after: its test, fix", SAME_WORK_FAIL + "\n\nfix", None, after=True),
    _case("after: its review", SAME_WORK_REVIEW + "\n\nhandle this", None, after=True),
)

# Written after the change: other wordings of the shapes it reads.
NEAR: tuple[Case, ...] = (
    _case("near: playbook heading", "automate this:\nDatabase failover playbook\n1. Never edit "
          "`pg_hba.conf` by hand, always run `ansible-playbook failover.yml`.\n2. Always post in "
          "#incidents first.", None),
    _case("near: gitlab header, other names", "Ana Sofia Reyes @areyes commented on an old "
          "version of the diff · 1 day ago\n  Please don't log the raw payload here.\n\n"
          "do this", "pr-feedback"),
    _case("near: forge header alone over quote", "**li.wei** commented on `api/users.py` line 9"
          "\n> Never return the password hash from this endpoint.\n\nplease fix", "pr-feedback"),
    _case("near: story under the board", "from the board:\n\nAs an API client I want to page "
          "through `/v2/orders` with a cursor.\nAcceptance criteria\n- The cursor must be opaque\n"
          "- Never return more than 100 orders", "feature"),
    _case("near: eslint count, other words", "src/a.ts\n  3:1  error  Unexpected var, use let "
          "or const instead  no-var\n\n✖ 1 problem (1 error, 0 warnings)\n\nsort these out",
          "checks"),
    _case("near: get it building", "get the crate building again\n\n" + RUSTC, "checks"),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # "why is this failing?": a question mark makes it a question about the code
    "fenced trace, ask below",
    # "can you fix the checkout issue they describe?" read as a question
    "slack thread bug",
    # the typed rule "never leave unused imports" names refactoring work first
    "own rule under lint",
    # a compiler's errors under a bare "fix it" ask for no kind
    "own rule never unwrap", "japanese fix",
    # "reviewer: please ..." opening a pasted line reads as a log's label (debug)
    "portuguese reviewer", "review one, handle it",
    # "can you do this?" below a review thread reads as new behaviour
    "gitlab never sleep",
    # what a runbook asks for, or its failure told in prose, names no kind
    "runbook, write script", "runbook, what's wrong", "runbook, fenced",
    # "the ticket says ... must support X, can you build that" names no feature's object
    "ticket says must support inline",
    # a review thread in a fence is code, with no forge's header read
    "review, fenced",
    # a paste of other code's failure, alone after an exchange: new work by its names
    "after: go test alone", "after: traceback alone", "after: gha alone",
    "after: eslint alone", "after: still failing",
    # the work just done failing, when its log names none of the work's code
    "after: its test fails", "after: its test, fix",
    # a review of the file just changed, right after the work: a new task of review feedback
    "after: its review",
})


@dataclass(frozen=True)
class Reading:
    """What mining made of a case's message: whether it began a task, the task's kind, and the
    durable rules of every task of the session."""
    task: bool
    kind: str | None
    rules: frozenset[Rule]


def _session(case: Case) -> Session:
    turns = [("request", EARLIER[0]), ("response", EARLIER[1])] if case.after else []
    return of_turns([*turns, ("request", case.words)])


def read(case: Case) -> Reading:
    record = f"r{2 if case.after else 0}"
    tasks = mine([_session(case)])
    own = next((t for t in tasks if t.origin is not None and t.origin.record == record), None)
    rules = frozenset((j.kind, term_of(j)) for t in tasks for j in t.judges if j.durable)
    return Reading(own is not None, own.kind if own else None, rules)


def expected(case: Case) -> Reading:
    return Reading(case.kind is not None or not case.after, case.kind, case.rules)


ALL = REQUESTS + TRAPS + AFTER_SAME + NEAR


@pytest.mark.parametrize("case", ALL, ids=[c.name for c in ALL])
def test_an_ask_around_a_paste_is_read_as_meant(case: Case) -> None:
    got = read(case)
    if case.name in KNOWN_MISSES:
        assert got != expected(case), f"{case.name!r} is read right now: take it out"
    else:
        assert got == expected(case)


@pytest.mark.parametrize("case", ALL, ids=[c.name for c in ALL])
def test_a_paste_gives_no_rule_of_its_own(case: Case) -> None:
    assert read(case).rules <= case.rules


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    names = [c.name for c in ALL]
    assert len(REQUESTS) >= 40 and len(TRAPS) >= 25
    assert len(set(names)) == len(names)
    assert set(names) >= KNOWN_MISSES
