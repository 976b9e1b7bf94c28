"""Documents pasted whole that are not a program's output, and the person's own words around them.

People paste more than logs: a bug report or a feature request as the forge's template wrote it
("### Steps to reproduce", "### Expected behavior", "- [x] I have searched the existing
issues"), a tracker's story with its acceptance criteria ("As a ... I want ...", "Given ... When
... Then ..."), a pull request's description, a section of someone's design doc or RFC, a chat
thread copied from Slack, Teams or Discord ("Jane Doe  10:42 AM"), an e-mail quoted under its
"On ..., ... wrote:" or forwarded under its headers, and the "[Pasted text #1 +42 lines]" marker
a coding agent's terminal shows in place of a long paste. The "must never", "always" and "don't"
in them are their authors': a spec of the work asked for, or someone else's words. None may give
a durable judge (so no standing preference in anyone's CLAUDE.md) nor a judge of the agent's
process (what it runs); the kind of work is read from the words the person typed around them
("fix this issue:" asks to debug, "implement this story" to build a feature).

The person's own rule typed around such a paste is still read (`WITH_RULE`), and so is a list of
rules the person typed under a heading of their own, which looks like a template's section
(`TRAPS`: "## Rules\n- always run `make lint`" must still give its rule).

Measured before the reader was changed for it (first sight) and after: pastes giving no rule and
no check of the process 19 -> 20 of 20 (a Teams thread gave a standing rule); the paste kept out
of the typed words, with no check of that task read from it, 4 -> 18 of 20; the kind of work
read as the typed words ask 6 -> 10 of 13; the person's rule around a paste read, and only it,
17 -> 18 of 20 (19 since a line typed in lower case below a paste is read as the person's);
rules typed under a template's look read 16 -> 16 of 22 (the six misses are the list reader's
and the message reader's, unchanged). Cases still read wrong are named in `KNOWN_MISSES` (and
`TYPED_AS_INTRODUCED`), checked to stay wrong, so the figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import kind_of
from skillsleep.tasks.standing import preferences

from helpers.judged import ADDS, AVOIDS, FILES, NOT_RUN, RUNS, check_whole, judged, said_in_session

# --- the pastes, each as its source writes it -------------------------------------------------

BUG_TEMPLATE = """\
### Describe the bug
Uploading an avatar larger than 5 MB returns a 500 instead of a validation error.

### Steps to reproduce
1. Go to Settings > Profile
2. Upload `big.png` (6 MB)
3. See error

### Expected behavior
The API must never return 500 for user input. It should always respond with `413` and a message.

### Environment
- OS: macOS 14
- Version: 2.8.1"""

FEATURE_TEMPLATE = """\
### Is your feature request related to a problem?
Exports are slow and users close the tab before they finish.

### Describe the solution you'd like
Run exports in the background and e-mail a link. The export must always use `StreamWriter` and
never load the whole table into memory.

### Describe alternatives you've considered
Paging the export in the browser.

### Additional context
None."""

ISSUE_CHECKBOXES = """\
- [x] I have searched the existing issues
- [x] I have read the contributing guide
- [ ] I always run `npm test` before opening an issue

**Version:** 4.1.0

**What happened?**
The `--watch` flag never picks up changes in symlinked folders. Please don't use `fs.watch`
for this, use `chokidar`."""

STORY = """\
As a store owner I want to refund part of an order so that customers are not charged twice.

Acceptance criteria:
- must call `payments.refund` with the partial amount
- should never refund more than the captured total
- always write an entry to `audit_log`"""

GHERKIN = """\
Feature: password reset

  Scenario: expired token
    Given a reset token older than 24 hours
    When the user opens the reset link
    Then the page must show "link expired"
    And the service must never call `users.update_password`"""

JIRA = """\
PAY-2231  Retry webhooks that time out

Description:
Webhooks to merchants time out under load. Retries must always use exponential backoff and
never retry more than 5 times. Do not use `time.sleep` in the worker.

Priority: High
Labels: backend, payments"""

LINEAR = """\
ENG-512 Rate limit the public search endpoint

Definition of done
- [ ] requests over 100/min get `429`
- [ ] never rate limit internal service tokens
- [ ] always log the client id with `logger.warn`"""

PR_DESCRIPTION = """\
## Summary
Moves session storage from cookies to Redis.

## Changes
- Sessions are always written through `SessionStore`
- Never read `req.cookies.session` directly anymore

## Test plan
- [x] ran `make test`
- [x] checked login on staging"""

DESIGN_DOC = """\
## 3. Proposal

The ingest service will accept batches over gRPC. Each batch must be idempotent: producers
should always send a `batch_id`, and the service must never write a batch twice.

### 3.1 Non-goals
We will not support `XML` payloads."""

RFC = """\
2. Requirements

The client MUST send the `Idempotency-Key` header on every POST. Servers MUST NOT retry a
request whose key was already seen, and SHOULD return `409` in that case. Clients SHOULD NOT
use `GET` for mutations."""

SLACK = """\
Priya Raman  10:42 AM
hey, the billing job must never run twice for the same invoice
always check `invoice.locked` first

Tom Berg  10:44 AM
+1, and don't use `cron` for it anymore, use the scheduler"""

TEAMS = """\
[Yesterday 4:12 PM] Marta Lopez
we should always run migrations with `--lock-timeout`, never without
[Yesterday 4:15 PM] Kevin Osei
agreed, and never deploy the `api` service on Fridays"""

DISCORD = """\
sam — Today at 9:03 AM
rule of thumb: never call `unwrap()` in the plugin loader
lena — Today at 9:05 AM
yep, always bubble the error up with `?`"""

EMAIL_REPLY = """\
On Tue, Mar 3, 2026 at 9:12 AM Dana Whitfield <dana@example.com> wrote:
> Hi team, going forward the export must never include `ssn` and should always mask `email`.
> Please don't use `pandas` in the export path, it is too slow.
> Thanks, Dana"""

EMAIL_FORWARD = """\
---------- Forwarded message ---------
From: Security Team <security@example.com>
Date: Mon, Mar 2, 2026 at 5:40 PM
Subject: Token handling

All services must rotate `JWT_SECRET` every 90 days. Never log tokens, and always use
`crypto.timingSafeEqual` to compare them."""

PASTED_MARKER = "[Pasted text #1 +42 lines]"

GITLAB_ISSUE = """\
## Summary
Search results are out of order after the 15.2 upgrade.

## What is the current *bug* behavior?
Results are sorted by `id` instead of relevance.

## What is the expected *correct* behavior?
Results must always be sorted by `score`, and the query should never use `ORDER BY id`.

## Relevant logs and/or screenshots
none"""

REQUIREMENTS_TABLE = """\
| ID | Requirement |
|----|-------------|
| R1 | The system shall never store card numbers |
| R2 | The API must always return JSON errors with a `code` field |
| R3 | Do not use `eval` in the rules engine |"""

POSTMORTEM_ITEMS = """\
Action items (from the incident review):
- Always run `terraform plan` before `terraform apply` in prod
- Never run `kubectl delete` against the shared namespace
- Add an alert on queue depth"""

ACCEPTANCE_BOLD = """\
**User story:** As a dispatcher I need to see late drivers highlighted.

**Acceptance Criteria**
1. The row must turn red when ETA is past due
2. Never poll the API more than once every 30s; use the `useInterval` hook
3. Always show the driver's phone number"""

# --- the words people type around them ---------------------------------------------------------

# (name, typed ask with "{paste}" where the paste goes, the paste, the kind the typed words ask)
DEBUG, FEATURE = "debug", "feature"
ASKED: tuple[tuple[str, str, str, str | None], ...] = (
    ("bug template under fix this issue", "fix this issue:\n\n{paste}", BUG_TEMPLATE, DEBUG),
    ("feature template under implement", "can you implement this feature request?\n\n{paste}",
     FEATURE_TEMPLATE, FEATURE),
    ("issue checkboxes under look into", "look into this bug pls\n\n{paste}", ISSUE_CHECKBOXES,
     DEBUG),
    ("story under implement this story", "implement this story\n\n{paste}", STORY, FEATURE),
    ("gherkin under build", "{paste}\n\nbuild this scenario", GHERKIN, FEATURE),
    ("jira ticket under pick it up", "pick up this ticket:\n{paste}", JIRA, None),
    ("linear issue under lets do", "let's do this one\n\n{paste}", LINEAR, FEATURE),
    ("pr description under review", "review the PR with this description:\n\n{paste}",
     PR_DESCRIPTION, "review"),
    ("design doc under implement section", "implement section 3 of the design doc:\n\n{paste}",
     DESIGN_DOC, FEATURE),
    ("rfc under add support", "add support for this to the client\n\n{paste}", RFC, FEATURE),
    ("slack thread under can you do", "can you do what they say here\n\n{paste}", SLACK, None),
    ("teams thread under thoughts", "{paste}\n\nthoughts?", TEAMS, None),
    ("discord thread under fix", "fix the loader per this\n\n{paste}", DISCORD, None),
    ("email reply under update", "update the export accordingly\n\n{paste}", EMAIL_REPLY, None),
    ("email forward under check", "check our services against this\n\n{paste}", EMAIL_FORWARD,
     None),
    ("pasted marker under fix", "fix this issue: {paste}", PASTED_MARKER, DEBUG),
    ("gitlab issue under fix", "{paste}\n\nplease fix", GITLAB_ISSUE, DEBUG),
    ("requirements table under build", "build the rules engine to meet these\n\n{paste}",
     REQUIREMENTS_TABLE, FEATURE),
    ("postmortem items under write up", "turn these into tickets\n\n{paste}", POSTMORTEM_ITEMS,
     None),
    ("bold acceptance under implement", "implement this:\n\n{paste}", ACCEPTANCE_BOLD, FEATURE),
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


WITHOUT_RULE = [(name, _asked(t, p), kind) for name, t, p, kind in ASKED]
# The same asks with one of the person's own rules typed around them: after the paste, or as a
# line of its own before it.
WITH_RULE = [
    (f"{name} + {rule[:24].rstrip()}",
     _asked(t, p) + "\n\n" + rule if i % 2 == 0 else rule + ".\n" + _asked(t, p),
     meant)
    for i, ((name, t, p, _), (rule, meant)) in enumerate(
        zip(ASKED, TYPED_RULES * 2, strict=True))
]

# The person's own rules typed under headings and checkboxes of their own: a template's look,
# the person's words.
TRAPS: tuple[tuple[str, str, frozenset[tuple[str, str]]], ...] = (
    ("md heading rules", "## Rules\n- always run `make lint` before committing",
     frozenset({(RUNS, "make lint")})),
    ("h3 constraints", "### Constraints\n- never use `unwrap()` in library code\n\n"
     "now add the retry to the client", frozenset({(AVOIDS, "unwrap()")})),
    ("bold conventions", "**Conventions for this repo**\n- never add `console.log` calls",
     frozenset({(AVOIDS, "console.log")})),
    ("checkbox own list", "before you finish:\n- [ ] run `pytest -q`\n- [ ] never touch "
     "`migrations/`", frozenset({(RUNS, "pytest -q"), (FILES, "migrations/")})),
    ("requirements heading own", "Requirements:\n- from now on don't use `float` for money",
     frozenset({(AVOIDS, "float")})),
    ("acceptance own rule after", "implement the refund endpoint. acceptance is up to you, but "
     "always run `go vet ./...` before finishing", frozenset({(RUNS, "go vet ./...")})),
    ("expected from you own", "### What I expect from you\n- always run `make lint` "
     "before you say done", frozenset({(RUNS, "make lint")})),
    ("steps heading own", "## Steps\n1. fix the flaky test\n2. always run `pytest -q` before "
     "committing", frozenset({(RUNS, "pytest -q")})),
    ("notes to self", "Notes:\n- never use `var` in new code\n- keep functions small",
     frozenset({(AVOIDS, "var")})),
    ("definition of done own", "my definition of done for every task here:\n- always run "
     "`make lint` before you say done", frozenset({(RUNS, "make lint")})),
    ("house rules", "# House rules\n\n- always use `pnpm`, never `npm`",
     frozenset({(RUNS, "pnpm"), (NOT_RUN, "npm")})),
    ("as a reminder", "As a reminder: never use `unwrap()` in library code",
     frozenset({(AVOIDS, "unwrap()")})),
    ("summary heading own", "## Summary\nalways run `make lint` before you say done, from now on",
     frozenset({(RUNS, "make lint")})),
    ("todo list own", "TODO for you:\n- [ ] add the `/health` route\n- [ ] never touch "
     "`migrations/`", frozenset({(FILES, "migrations/")})),
    ("rules numbered", "Rules for this session and every one after:\n1. never add "
     "`console.log` calls\n2. never use `var` in new code",
     frozenset({(AVOIDS, "console.log"), (AVOIDS, "var")})),
    ("guidelines heading", "Guidelines\n- do not use `requests`, we use `httpx` everywhere",
     frozenset({(AVOIDS, "requests"), (ADDS, "httpx")})),
    ("as a dev I want own", "as a dev I want you to always run `pytest -q` before committing",
     frozenset({(RUNS, "pytest -q")})),
    ("on monday wrote own", "On Monday I told you this and you forgot: never touch "
     "`migrations/`", frozenset({(FILES, "migrations/")})),
    ("me colon own", "me: always run `make lint` before you say done",
     frozenset({(RUNS, "make lint")})),
    ("structured prompt headings", "## Context\nWe are moving billing to Postgres.\n\n"
     "## Task\nPort the invoice queries.\n\n## Constraints\n- never use `float` for money\n\n"
     "## Notes\nThe old code is in `legacy/`.", frozenset({(AVOIDS, "float")})),
    ("background and requirements", "Background:\nthe importer is slow on big files.\n\n"
     "Requirements:\n- always run `pytest -q` before committing\n\nSummary:\nmake it stream.",
     frozenset({(RUNS, "pytest -q")})),
    ("pasted word own", "I pasted the wrong file earlier. anyway, never use `unwrap()` in "
     "library code", frozenset({(AVOIDS, "unwrap()")})),
)

# Read wrong still, each kept wrong until mended (a mend takes it out).
KNOWN_MISSES: frozenset[str] = frozenset({
    # The typed words name no kind the reader knows: "implement section 3", "fix this issue" by
    # itself, "build the rules engine to meet these" (what the paste asks is not guessed).
    "kind: design doc under implement section", "kind: pasted marker under fix",
    "kind: requirements table under build",
    # "## Summary" opening a request reads as a pull request's description to its end.
    "gitlab issue under fix + always use `pnpm`, never",
    "summary heading own",
    # A list under a heading or an introduction the list reader takes for a document's or a
    # report's ("## Steps", "definition of done", "what I expect"), a box left unticked, and a
    # rule opened by the role it is said in ("as a dev I want you to ...").
    "checkbox own list", "expected from you own", "steps heading own", "definition of done own",
    "as a dev I want own",
})

# What a paste may give at most: a one-time check of that task's answer, never one of what the
# agent runs.
_PROCESS = frozenset({RUNS, NOT_RUN})


def _durable(words: str) -> set[tuple[str, str]]:
    return {(k, t) for k, t, durable in judged(words) if durable}


def _of_the_process(words: str) -> set[tuple[str, str]]:
    return {(k, t) for k, t, _ in judged(words) if k in _PROCESS}


@pytest.mark.parametrize(("name", "words", "kind"), WITHOUT_RULE, ids=[c[0] for c in WITHOUT_RULE])
def test_a_pasted_document_gives_no_rule_of_the_persons(name: str, words: str,
                                                       kind: str | None) -> None:
    got = _durable(words) | _of_the_process(words)
    if name in KNOWN_MISSES:
        assert got, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert not got, words


# Kept among the typed words, harmless: an e-mail's "On ..., Dana wrote:" over its quoted lines
# (read as the person's introduction of them), and an incident's list of action items, which no
# mark tells from the person's own list.
TYPED_AS_INTRODUCED = frozenset({"email reply under update", "postmortem items under write up"})


@pytest.mark.parametrize(("name", "template", "paste"), [c[:3] for c in ASKED],
                         ids=[c[0] for c in ASKED])
def test_the_paste_is_kept_out_of_the_typed_words(name: str, template: str, paste: str) -> None:
    ins = instruction_of(_asked(template, paste))
    typed = {line.strip() for line in ins.words.splitlines()}
    kept = [line for line in paste.splitlines() if line.strip() and line.strip() in typed]
    if name in TYPED_AS_INTRODUCED:
        assert kept, f"{name!r} is kept out now: take it out of TYPED_AS_INTRODUCED"
    else:
        assert not kept and ins.payload, ins.words
        # and nothing of it is read as a check of that task either
        assert not judged(_asked(template, paste))


@pytest.mark.parametrize(("name", "words", "kind"),
                         [c for c in WITHOUT_RULE if c[2] is not None],
                         ids=[c[0] for c in WITHOUT_RULE if c[2] is not None])
def test_the_kind_of_work_is_read_from_the_typed_words(name: str, words: str, kind: str) -> None:
    found = kind_of(words)
    got = found.id if found else None
    if f"kind: {name}" in KNOWN_MISSES:
        assert got != kind, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == kind, words


@pytest.mark.parametrize(("name", "words", "meant"), WITH_RULE, ids=[c[0] for c in WITH_RULE])
def test_the_persons_rule_around_the_paste_is_read_and_only_it(
        name: str, words: str, meant: frozenset[tuple[str, str]]) -> None:
    got = _durable(words)
    if name in KNOWN_MISSES:
        assert got != meant, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == meant, words


@pytest.mark.parametrize(("name", "words", "meant"), TRAPS, ids=[c[0] for c in TRAPS])
def test_rules_typed_under_a_templates_look_are_still_read(
        name: str, words: str, meant: frozenset[tuple[str, str]]) -> None:
    got = _durable(words)
    if name in KNOWN_MISSES:
        assert got != meant, f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert got == meant, words


@pytest.mark.parametrize(("name", "template", "paste"), [c[:3] for c in ASKED[::4]],
                         ids=[c[0] for c in ASKED[::4]])
def test_the_same_document_pasted_in_two_sessions_stands_as_no_preference(
        name: str, template: str, paste: str) -> None:
    words = _asked(template, paste)
    assert not preferences([said_in_session(1, words), said_in_session(2, words)])


def test_the_tables_are_large_enough() -> None:
    names = [c[0] for c in WITHOUT_RULE] + [c[0] for c in WITH_RULE] + [c[0] for c in TRAPS]
    check_whole(names + [f"kind: {c[0]}" for c in WITHOUT_RULE], KNOWN_MISSES)
    assert len(WITHOUT_RULE) + len(WITH_RULE) >= 40 and len(TRAPS) >= 20
