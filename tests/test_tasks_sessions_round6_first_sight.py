"""What people say when they answer the agent, across Claude Code, Codex and the Copilot CLI: the
sixth batch, at first sight.

A first-sight batch taken from twenty whole sessions of one person who works with three agents on
three repositories (a Go service, a FastAPI app, a React front end), written with the reading each
message should get before the reader was changed for them. Each session turns on the exchange:
the person answers what the agent proposed, asked or reported ("yes, do that", "go with option 2",
"no, keep the retry loop", "the second one, but without the cache", "sure, and from now on always
do that", "nah, we never use mocks for this", "match the existing style", "do what you did in the
billing service"), and the terms are in the agent's message only. A yes to a proposal for the task
at hand is a one-off; a choice takes the terms of the option chosen and of no other; a no said
with a rule's reach is a rule; an agent's own "I will always" is nobody's rule.

Measured on the twenty sessions, harvested and mined as written by each harness, before the reader
was changed for them: 14 read right; a wrong lesson in 1 ("nah, we never use mocks for this" under
the agent's plan to test with `gomock`: the plain word "mocks" banned from every later change of
the project, where what was turned down was the agent's `gomock`); 5 misses: a habit the agent
offered for a command it had just run, by a pronoun ("Should I run it before every commit from now
on?" "sure, and from now on always do that"); a yes that reaches "every new handler we write",
read as a yes and a word left over; three noes that say the team's ban in the person's own words
and name the proposed code only in part or by its kind ("no, never add type: ignore in this
repo", "no, we don't add lodash anything", "no, we never type components with React.FC here").
After: 20 read right. Here, by message: rules 2/8, nothing 5/5, one-offs 7/7 before; rules 8/8,
nothing 5/5, one-offs 7/7 after. A yes that takes up a call the agent proposed for all work
("yes, and for every new handler we write" to "return `apperr.Wrap(err, "load account")`") now
stands as the call, without the arguments of the code at hand.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.standing import preferences
from skillsleep.tasks.taskdata import Task

from helpers.judged import (
    ADDS,
    AVOIDS,
    RUNS,
    Judged,
    check_read,
    judged,
    said_in_session,
)

EDITS = "edits_file"

# The agent's messages the person answers, as they were shown (on one line, as the harvest keeps
# them).
_KEEP_RETRY = ('The loop in `Client.Send` retries every error 8 times with exponential backoff, '
               'including 4xx responses, which will never succeed: a 400 takes ~2 minutes to giv'
               "e up.\n\nI'd drop the retry loop entirely and let the outbox worker retry the pa"
               'yout on its next tick, since it already does that for crashes. That removes `bac'
               'koff()` and the `attempt` counter. Want me to remove it?')
_RECONCILE_OPTIONS = ('`Run` loops over ~2,300 accounts and calls `FetchStatement` sequentially;'
                      ' each call is ~1s of bank latency. Three ways to do it:\n\n1. Use `errgro'
                      'up.Group` with `SetLimit(16)` and cancel everything on the first error.\n'
                      '2. Use a `sync.WaitGroup` with a bounded worker pool and collect per-acco'
                      "unt errors in a mutex-guarded slice, so one bad account doesn't stop the "
                      'others.\n3. Keep it sequential but wrap each call in `context.WithTimeout'
                      "` so slow accounts don't stall the run.\n\nThe bank caps us at 20 concurr"
                      'ent connections, so 16 workers is safe either way. You should always boun'
                      'd concurrency against third-party APIs.')
_LINT_HABIT = ('Fixed all of them in `internal/fees`: removed the dead assignment, `defer rows.C'
               'lose()` now checks the error through `closeOrLog`, deleted the unused `tier` typ'
               'e, and the six `gofmt`/`goimports` ones were formatting. I ran `golangci-lint ru'
               "n ./...` and it's clean now. Should I run it before every commit from now on?")
_GOMOCK_PLAN = ('The three methods are on the `Store` interface in `internal/store/store.go`, im'
                "plemented by `pgStore`. I'll add the store tests with `gomock` mocks of the `St"
                'ore` interface, generated with `mockgen` into `internal/store/mocks`, so they r'
                'un without a database.')
_RACE_ALWAYS = ('It was a data race: `Service.bump` increments `s.count` without the lock while '
                '`Stats` reads it. The test asserts on `Stats()` right after the transfers, so i'
                't sometimes saw a stale count. I made `count` an `atomic.Int64`; 50 runs with `'
                '-race` pass.\n\nFrom now on I will always run `go test -race ./...` before repo'
                'rting back, since this one only shows up under the race detector.')
_SIGNATURE_ASK = ('Agreed, `Handler.Bank` decodes and applies any body. The bank sends an `X-Sig'
                  'nature` header. How do you want the verification done: do they document a sch'
                  'eme, or should I look at how another service does it?')
_WRAP_OFFER = ("The account handlers return the store's errors as they are, so the error middlew"
               "are only sees `sql.ErrNoRows` and maps it to 500. There's already an `apperr` pa"
               'ckage that adds the operation and maps `ErrNoRows` to 404.\n\nI can return `appe'
               'rr.Wrap(err, "load account")` from these handlers instead of the bare error, so '
               'the log line says which operation failed and the client gets a 404. Want me to?')
_TENACITY_OFFER = ('`fetch_catalog` has a hand-rolled retry that only catches `requests.Connecti'
                   'onError`; a `ConnectionResetError` raised while reading the body comes throu'
                   "gh as `ChunkedEncodingError`, so it isn't retried.\n\nI can replace the hand"
                   "-rolled retry around `requests.get` with `tenacity`'s `@retry` (exponential "
                   'wait, 5 attempts, retrying on `requests.RequestException`). `tenacity` is al'
                   'ready in the lockfile through `openai`. Want me to do that?')
_COST_OPTIONS = ('Almost all of the 3s is `get_price`, called once per ingredient (38 here), eac'
                 'h a sequential HTTP call to the pricing service (~78ms).\n\nOptions:\n\n1. Put'
                 ' a Redis cache in front of `get_price` with a 10-minute TTL.\n2. Batch the loo'
                 'kups with `asyncio.gather` over an `httpx.AsyncClient`, and keep an in-process'
                 ' `cachetools.TTLCache` of prices for 5 minutes.\n3. Move costing to a backgrou'
                 "nd job with `arq` and serve the last computed cost.\n\nI'd go with 2: it fixes"
                 ' the latency without new infrastructure.')
_FORMAT_HABIT = ('Added `PATCH /pantries/{id}` with a `PantryUpdate` schema (both fields optiona'
                 'l, timezone validated against `zoneinfo.available_timezones()`), owner-only vi'
                 'a `require_owner`. Three new tests. I formatted the touched files with `ruff f'
                 'ormat`. Want me to run `ruff format` on every change from now on?')
_STYLE_ASK = ('Added `GET /pantries/{id}/inventory.csv` in `pantry/api/inventory.py` as a class-'
              'based `InventoryExport` view with a `StreamingResponse`, writing rows with `csv.w'
              'riter` as they come from the query. Two tests. The other routers use plain functi'
              'ons with `@router.get`; should I convert this class-based one to match?')
_HTTPX_OPTIONS = ('`httpx` 0.28 removed the deprecated `app=` shortcut; our `conftest.py` builds'
                  ' `httpx.AsyncClient(app=app, base_url=...)`.\n\nA) Pin `httpx<0.28` in `pypro'
                  'ject.toml` until we have time.\nB) Migrate `conftest.py` to `transport=httpx.'
                  'ASGITransport(app=app)`, which is the supported API.\n\nB is a two-line chang'
                  'e.')
_TYPE_IGNORE_OFFER = ("Both come from SQLAlchemy 2.0.36's stricter stubs: `session.execute(selec"
                      't(...)).first()` is typed as a `Row`, and `get_pantry` can return `None`.'
                      ' Want me to add `# type: ignore` to silence these two mypy errors? The co'
                      'de is correct at runtime.')
_PYTEST_ALWAYS = ('The reminder job iterated over device tokens and sent the email inside that l'
                  'oop. Emails are now sent once per (user, item) and push notifications stay pe'
                  "r device. Added a test with a two-device user. Committed `9c4d21e`. I'll alwa"
                  'ys run `pytest -x` before committing from now on.')
_FETCH_ASK = ('`Orders.tsx` fetches in a `useEffect` keyed on the raw filter text, with no cance'
              'llation, so responses can land out of order and every keystroke clears the list. '
              'A data-fetching library would give us request deduplication, keeping the previous'
              ' data while loading, and cancellation. Should I use `swr` or `@tanstack/react-que'
              'ry` for the data fetching here?')
_DEBOUNCE_OFFER = ("`SearchBox` calls `onSearch` on every change. I'd suggest adding `lodash.deb"
                   'ounce` for the search box (300ms), wrapped in a `useMemo` so it survives re-'
                   'renders. Want me to add it?')
_SNAPSHOT_OFFER = ('Amounts now go through `formatMoney(amount, currency)` and the column is rig'
                   'ht-aligned with `text-right tabular-nums`. Updated the test that checks the '
                   'rendered cells. I can add a snapshot test with `toMatchSnapshot()` for the t'
                   'able too.')
_DATE_OPTIONS = ('The feed renders the raw ISO string. Options:\n\n1. Add a `formatDate()` helpe'
                 "r in `src/lib/dates.ts` built on `Intl.DateTimeFormat` with the user's locale."
                 '\n2. Use `date-fns`\'s `formatDistanceToNow` ("3 hours ago") with the exact da'
                 'te in a `title` tooltip.\n3. Add `dayjs` with its `relativeTime` plugin.\n\nAl'
                 'l three are a few lines.')
_DEDUPE_OFFER = ('There are two copies of React in `node_modules`: 18.3.1 for the app and 18.2.0'
                 " pulled in through `@storybook/react`'s lockfile entry, so hooks run against a"
                 ' different React. Want me to run `pnpm dedupe` to clean up the duplicate React'
                 ' copies in the lockfile?')
_FC_DONE = ('Added `Badge` and `Pill` in `src/components/Badge/index.tsx` and `src/components/Pi'
            'll/index.tsx`, with a `tone` prop mapped to the `status-*` tokens. I typed the new '
            'components with `React.FC<Props>`. OK?')

# Answers that state a rule of the person's, each with the reading it should get.
RULES: tuple[tuple[str, str, str, Judged], ...] = (
    ("a habit offered for a command just run, by a pronoun", "sure, and from now on always do "
     "that", _LINT_HABIT, {(RUNS, "golangci-lint run ./...", True)}),
    ("a no with the team's never, naming the proposal by its kind", "nah, we never use mocks for "
     "this, the store tests run against the real postgres through testcontainers. look at "
     "account_test.go", _GOMOCK_PLAN, {(AVOIDS, "gomock", True)}),
    ("a yes that reaches every new handler we write", "yes, and for every new handler we write",
     _WRAP_OFFER, {(ADDS, "apperr.Wrap", True)}),
    ("a yes to a habit offered, every time", "yes please, every time", _FORMAT_HABIT,
     {(RUNS, "ruff format", True)}),
    ("a no that bans the proposal in its own words, in this repo", "no, never add type: ignore "
     "in this repo, fix the types", _TYPE_IGNORE_OFFER, {(AVOIDS, "# type: ignore", True)}),
    ("a name picked, what we use everywhere", "`swr`, it's what we use everywhere", _FETCH_ASK,
     {(ADDS, "swr", True)}),
    ("a no to a whole family of packages", "no, we don't add lodash anything, write the debounce "
     "by hand. it's ten lines", _DEBOUNCE_OFFER, {(AVOIDS, "lodash.debounce", True)}),
    ("a no to what was done, never here", "no, we never type components with React.FC here, "
     "plain function with typed props", _FC_DONE, {(AVOIDS, "React.FC", True)}),
)

# Answers that state no rule and ask for nothing a check reads: nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("a removal turned down, a narrower fix asked", "no, keep the retry loop, just stop retrying "
     "on 4xx. the outbox tick is 5 minutes, too slow for 503s", _KEEP_RETRY),
    ("the next step after the agent's own always", "ok. now add a line for it in CHANGELOG.md "
     "under Unreleased", _RACE_ALWAYS),
    ("do what you did elsewhere", "do what you did in the billing service: hmac-sha256 over the "
     "raw body, the secret comes from vault like the others", _SIGNATURE_ASK),
    ("match the existing style", "yes, match the existing style", _STYLE_ASK),
    ("a push after the agent's own always", "great, push it", _PYTEST_ALWAYS),
)

# Answers that take up work once: at most a check of the task at hand, never a standing rule.
ONE_OFFS: tuple[tuple[str, str, str, Judged], ...] = (
    ("option 2 of three", "go with option 2", _RECONCILE_OPTIONS,
     {(ADDS, "sync.WaitGroup", False)}),
    ("yes, do that", "yes, do that", _TENACITY_OFFER, {(ADDS, "tenacity", False)}),
    ("the second one, without its cache", "the second one, but without the cache, just the "
     "gather. prices change during the day and finance complains about stale ones",
     _COST_OPTIONS, {(ADDS, "asyncio.gather", False), (AVOIDS, "cachetools.TTLCache", False)}),
    ("no thanks to an extra test", "no thanks", _SNAPSHOT_OFFER,
     {(AVOIDS, "toMatchSnapshot()", False)}),
    ("option 2 with a reason", "2, we already have date-fns in the bundle", _DATE_OPTIONS,
     {(ADDS, "date-fns", False), (ADDS, "formatDistanceToNow", False)}),
    ("yes to a command", "yes do that", _DEDUPE_OFFER, {(RUNS, "pnpm dedupe", False)}),
    ("an option picked by its letter, a pin left out", "B", _HTTPX_OPTIONS,
     {(ADDS, "transport=httpx.ASGITransport(app=app)", False)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words", "reply", "expected"), RULES,
                         ids=[c[0] for c in RULES])
def test_a_rule_said_in_answer_to_the_agent_is_read(name: str, words: str, reply: str,
                                                    expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply"), NOTHING, ids=[c[0] for c in NOTHING])
def test_answers_that_state_no_rule_give_nothing(name: str, words: str, reply: str) -> None:
    check_read(name, judged(words, reply), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "reply", "allowed"), ONE_OFFS,
                         ids=[c[0] for c in ONE_OFFS])
def test_work_taken_up_once_is_no_standing_rule(name: str, words: str, reply: str,
                                                allowed: Judged) -> None:
    assert judged(words, reply) <= allowed


def test_the_batch_is_whole_and_its_known_misses_are_in_it() -> None:
    names = [c[0] for c in (*RULES, *NOTHING, *ONE_OFFS)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in (*RULES, *NOTHING)} >= KNOWN_MISSES


_SUGGESTED = ("The conversion is done by hand in three places. I'd suggest adding "
              "`moment-timezone` for it, with the zone from the user's profile. Want me to add it?")
_STUBBED = "I stubbed the clock in these tests with `sinon.useFakeTimers()`. OK?"
_SILENCE = ("Both are false positives from the old stubs. Should I add `@ts-expect-error` above "
            "them?")


@pytest.mark.parametrize(("words", "reply", "expected"), [
    # The team's ban names the proposed code by a part of it, or by its kind.
    ("no, we never add moment anything, Intl does this", _SUGGESTED,
     {(AVOIDS, "moment-timezone", True)}),
    ("nope, we don't want timezones libraries in the bundle", _SUGGESTED,
     {(AVOIDS, "moment-timezone", True)}),
    # The person's own spelling stands when it is inside the proposed code.
    ("no, never add ts-expect-error in this codebase, fix the stubs", _SILENCE,
     {(AVOIDS, "ts-expect-error", True)}),
    ("nah, we never use sinon here, vitest has fake timers", _STUBBED, {(AVOIDS, "sinon", True)}),
])
def test_a_no_that_bans_the_proposal_in_the_persons_words_bans_it_for_good(
        words: str, reply: str, expected: Judged) -> None:
    """ "no, we never add moment anything" under "Want me to add `moment-timezone`?": a no, and
    the team's ban said for good of the very thing proposed, named by a part of it or by its
    kind: the proposed code stays out of all such work."""
    assert judged(words, reply) == expected


@pytest.mark.parametrize(("words", "reply"), [
    ("nah, never mind the timezone", _SUGGESTED),
    ("no, we don't care about moment being big", _SUGGESTED),
    ("no, we don't need moment-timezone for this one", _SUGGESTED),
    ("no, we never add moment unless it's tree-shaken", _SUGGESTED),
    ("no, we never had that problem with sinon", _STUBBED),
    ("no, we don't use sinon anymore?", _STUBBED),
    ("no, we never use it", _STUBBED),
])
def test_a_no_whose_ban_holds_once_or_names_nothing_proposed_is_no_rule(words: str,
                                                                        reply: str) -> None:
    """A no followed by words that hold only now, or only sometimes, or name nothing of the
    proposed code, or ask back, or are an idiom, makes no rule against the proposal."""
    assert not {t for t in judged(words, reply) if t[2]}


_RAN = "I ran `cargo fmt --check` and it passes. Should I run it before every push from now on?"


@pytest.mark.parametrize(("words", "reply", "expected"), [
    ("yes, every time", _RAN, {(RUNS, "cargo fmt --check", True)}),
    ("sure, and from now on always do that", _RAN, {(RUNS, "cargo fmt --check", True)}),
    # A plain yes takes the command for the work at hand.
    ("yes", _RAN, {(RUNS, "cargo fmt --check", False)}),
    # "run it" after something added, not run, points at nothing run.
    ("yes, every time", "I added `#[must_use]` to the builders. Should I run it before every push "
     "from now on?", set()),
])
def test_a_habit_offered_for_a_command_just_run_names_it_by_a_pronoun(words: str, reply: str,
                                                                      expected: Judged) -> None:
    """ "I ran `cargo fmt --check`. Should I run it before every push from now on?": "it" is the
    command the agent just ran."""
    assert judged(words, reply) == expected


_WRAP = ("I can wrap these errors with `errors.Wrapf(err, \"fetch invoice %d\", id)` so the log "
         "says where it failed. Want me to?")


@pytest.mark.parametrize(("words", "expected"), [
    ("yes, and for every new handler we write", {(ADDS, "errors.Wrapf", True)}),
    ("yes, for every new service you build", {(ADDS, "errors.Wrapf", True)}),
    # For the code at hand, the call is taken as proposed.
    ("yes", {(ADDS, 'errors.Wrapf(err, "fetch invoice %d", id)', False)}),
])
def test_a_call_taken_up_for_all_work_is_the_call_without_this_codes_arguments(
        words: str, expected: Judged) -> None:
    """A yes that reaches "every new handler we write" takes the proposed call for all such
    work: every later change uses the call, with its own arguments."""
    assert judged(words, _WRAP) == expected


def _answered(n: int, words: str, reply: str) -> Task:
    """The answer `words` to the agent's message `reply` as the task of session `n`."""
    origin = Origin("copilot", f"s{n}", f"r{n}")
    return Task(id=f"t{n}", request=words, harness="copilot", session_id=f"s{n}",
                project="/work/shop", time=f"2026-03-{n:02d}T09:00:00",
                judges=derive([Quote(words, origin, reply=reply)]), origin=origin)


def test_a_ban_said_in_answer_to_an_offer_and_again_later_is_said_twice() -> None:
    """ "no, never add type: ignore in this repo" to one agent's offer, and "no `# type: ignore`
    anywhere, ever" to another agent days later: one preference, said in both."""
    found = preferences([
        _answered(1, "no, never add type: ignore in this repo, fix the types", _TYPE_IGNORE_OFFER),
        said_in_session(2, "no `# type: ignore` anywhere in this repo, ever"),
    ])
    assert [(p.judge.kind, len(p.sessions)) for p in found] == [("diff_avoids", 2)]
