"""A kind's word in a question, as a modifier, quoted, negated or in another language, read at
first sight.

A wrong kind merges unrelated work into one family, where no kind leaves a request to be
clustered by meaning. The third table of traps broke the kinds added last by their words; this
one breaks every kind by where its word stands. `TRAPS` are 69 requests, across stacks and
products, that hold a kind's word but ask for other work or none: a question about a thing of a
kind ("where do we emit the request latency metric?", "how are the dependabot PRs grouped?",
"why do we rotate the signing keys every 90 days?", "what's in this migration?"); a kind's word
as the modifier of another noun or the object of another verb ("update the PR template", "add
tests for the paging helper", "a --dry-run flag for the rebase subcommand", "the null check");
the word in a path, a branch, a pasted log or a quoted title; the word negated or put off ("don't
open a PR yet, just commit", "no need to open a ticket", "don't add metrics, just find the
cause"); requests in Spanish, German, French and Portuguese; a kind asked of a thing of another
kind (a review of a migration or of terraform, a release of a chart, a plan of alerting rules).
`KEEP` are 36 requests of every kind, some with another kind's word negated beside them ("commit
this, don't push yet"), so that no fix takes a word from its kind. `EDGES` are an empty request,
a pasted config, someone's words quoted and a pasted log. All were written, with the work each
asks for, before the kinds read them.

At first sight (the kinds as they were before this table), of the 69 traps 40 were read as
expected, 16 were given a wrong kind (`observe` six times: questions what an alert rule checks,
where a metric is emitted, which dashboard shows a lag, whether a span is there, "don't add
metrics" and "plan the rollout of the new alerting rules"; `secrets` for why keys are rotated;
`deps` for how dependabot PRs are grouped; `docs` for what an ADR under docs/ is about; `pr` for
the PR template and "don't open a PR yet"; `git-sync` for the rebase subcommand; `checks` for
the null check; `paging` for a quoted ticket title; `tracker` for "no need to open a ticket";
`a11y` for a defect told "since the a11y fixes"), and 13 none. Of the 36 to keep, 34 kept their
kind and 2 were none (a staging environment for "the analytics service", which names no
software word; a Spanish "abre un PR"). Of the 4 edges, 3 as expected and 1 `pr` (a colleague's
"open a PR and tag the release" quoted under a question).

After the rules this table led to, each read by the shape of the words and not by any one
domain: a question about how a thing is (what, which, who, where, when, how, why we do it,
whether there is one), with nothing asked after it, no modal or need and no defect or slowness
told, asks to be told: `explain` before the kinds whose work is done to a thing (`Kind.
done_to_a_thing`), not before a defect, checks, tests or a review, which a question asks for by
itself; a clause that forbids or puts off work of a kind ("don't ...", "no need to ...") asks
for none of it (code forbidden until a plan is agreed stays the plan's cue), and "just commit"
asks for a commit; someone's words or a title quoted after a verb of saying or naming are
theirs; a pull request's word before a part of the repository (template, bot, workflow, job) is
that part's, and after "per", "each" or "every" names what a thing is made for (the third
table's "a review namespace per PR" is now `environment`); a git verb before a product's part
("the rebase subcommand") names the part; a check in the code named by what it tests (null,
bounds, permission) is not the checks that run; and a request that opens on "plan the ..." is a
plan. Traps: 52 of 69 as expected, 1 with
another kind (`a11y` for a defect told since the a11y fixes), 16 none (precision before recall:
the other languages, a product's defect said in no software word, a log pasted under a few
words). To keep: 34 of 36, the same two none. Edges: 4 of 4. No expectation was changed after
the run. CLINC150's 3000 everyday requests: 8 with a kind before and after, 0 with judges.

On the real labelled split, one question whether a document's update was needed was read as
`explain` by the first form of the question rule: a question of need ("is X needed, required,
necessary?") asks for the work, and is no longer taken by the rule. `AFTER`, written then, keeps
that shape, the forbidden step after work of no kind ("fix the typo ..., don't commit it",
`commit` before this table, none now) and a reminder, which is no forbidding ("don't forget to
add tests for it" asks for the tests).

Still read otherwise, in `KNOWN_MISSES` and checked to stay so: the traps read as none or as
another kind above and the two keeps missed.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read, kinds_as_asked, known_misses_stay_wrong

# A kind's word in other work: (the work each asks for, the request).
TRAPS: list[tuple[str | None, str]] = [
    # A question about a thing of a kind: it asks to be told, not for the thing's work.
    ("explain", "what does this alert rule check?"),
    ("explain", "how does the paging work in the orders API?"),
    ("explain", "what's in this migration?"),
    ("explain", "who owns the alerting config?"),
    ("explain", "where do we emit the request latency metric?"),
    ("explain", "which dashboard for the ingestion pipeline shows consumer lag?"),
    ("explain", "why do we rotate the signing keys every 90 days?"),
    ("explain", "how is pagination implemented in the GraphQL resolvers?"),
    ("explain", "what does our release workflow publish to npm?"),
    ("explain", "is there a span around the payment gateway call already?"),
    ("explain", "which endpoint handles the refund webhook?"),
    ("explain", "when was the stripe secret last rotated?"),
    ("explain", "does the component library have a Tooltip already?"),
    ("explain", "how are the dependabot PRs grouped?"),
    ("explain", "what triggers the nightly backfill?"),
    ("explain", "where are the staging env vars set?"),
    ("explain", "who reviews the terraform changes for prod?"),
    ("explain", "what does the rebase step in our merge queue do exactly?"),
    ("explain", "how does the deploy to staging pick the image tag?"),
    ("explain", "which migrations touch the invoices table?"),
    ("perf", "why is the deploy so slow today?"),
    # A kind's word as the head's modifier or the object of another verb.
    (None, "update the PR template with a checklist for migrations"),
    ("debug", "the release script has a typo in the tag step, fix it"),
    ("refactor", "rename the metrics module to telemetry"),
    ("add-tests", "add tests for the paging helper"),
    ("add-tests", "write unit tests for the migration runner"),
    ("refactor", "rename release_notes.py to changelog.py"),
    ("refactor", "split the alerting module into smaller files"),
    ("add-tests", "add a test for the secret rotation helper"),
    ("debug", "the commit hook crashes on files with spaces"),
    ("refactor", "move the review helpers into their own module"),
    ("feature", "add a --dry-run flag to the rebase subcommand of our CLI"),
    ("debug", "the PR bot posts its comment twice"),
    ("refactor", "move the endpoint constants into a shared module"),
    ("debug", "the migration status page shows a blank table"),
    ("debug", "fix the null check in the parser, it lets empty names through"),
    # The cue inside a path, a branch name, a pasted log or a quoted title.
    ("debug", "src/observability/alerts.py throws a KeyError when the config is empty"),
    ("explain", "explain what feature/add-pagination changes compared to main"),
    ("review", "review the branch release/2.4-migrations"),
    ("tracker", 'the ticket titled "Add pagination to /v1/orders" is already done, close it'),
    ("debug", "getting this on startup:\n```\npanic: migration 0042_add_index failed: "
              "duplicate column\n```"),
    ("debug", "the job on branch chore/rotate-secrets fails with 'invalid token' when it starts"),
    ("refactor", "in services/billing/pagination.go, extract the cursor encoding into a helper"),
    ("explain", "what is docs/adr/0007-alerting.md about?"),
    # A kind negated or deferred beside the work asked.
    ("commit", "don't open a PR yet, just commit"),
    ("feature", "add the export button to the toolbar, no need for docs"),
    ("refactor", "clean up the handler, don't push anything yet"),
    ("debug", "find out why login fails; no need to open a ticket"),
    ("refactor", "rename the config loader, no PR needed"),
    ("feature", "implement the CSV import, we'll write the migration later"),
    ("feature", "add the retry option, skip the tests for now"),
    ("debug", "the upload hangs on big files, don't add metrics, just find the cause"),
    # Requests in other languages.
    ("explain", "¿cómo funciona la paginación en este endpoint?"),
    ("commit", "no abras el PR todavía, solo haz el commit"),
    ("explain", "was macht diese Alert-Regel genau?"),
    ("debug", "le déploiement échoue depuis la migration d'hier, pourquoi ?"),
    ("refactor", "renomeia o módulo de métricas para telemetria"),
    # A kind asked of a thing of another kind.
    ("environment", "spin up a review environment per pull request on the k8s cluster"),
    ("release", "cut a release of the helm chart, 3.2.0, and tag it"),
    ("environment", "we need a test environment in eu-west-1 for the partner, same as staging"),
    ("review", "review the migration before I run it on prod"),
    ("review", "review the terraform for the new staging environment"),
    ("plan", "plan the rollout of the new alerting rules"),
    ("docs", "write release notes for the pagination change"),
    ("review", "review the dependency bump PR from renovate"),
    ("debug", "the secrets rotation job failed last night, find out why"),
    ("debug", "since the a11y fixes the tab order on the signup form is broken"),
    ("checks", "the release pipeline is red on the lint step"),
    ("docs", "document the backfill command in the README"),
]
# Requests of a kind, with another kind's word or a negated one beside it: (the kind each
# keeps, the request).
KEEP: list[tuple[str | None, str]] = [
    ("pr", "open a PR for this branch against main"),
    ("commit", "commit the changes with a short message"),
    ("observe", "add an alert rule for when the checkout error rate is above 3%"),
    ("observe", "emit a histogram for the request latency in the Go handler"),
    ("paging", "add cursor pagination to the GET /orders endpoint"),
    ("migration", "write a migration that adds a nullable `archived_at` column to projects"),
    ("docs", "update the README with the new env vars"),
    ("review", "review my changes before I push"),
    ("add-tests", "add tests for the retry helper"),
    ("refactor", "rename `getUsr` to `getUser` everywhere"),
    ("release", "bump to 2.4.0 and tag it"),
    ("deps", "bump axios to 1.7.2"),
    ("secrets", "rotate the stripe api key in prod and staging"),
    ("environment", "stand up a staging environment for the analytics service"),
    ("backfill", "backfill the new `region` column for existing orders"),
    ("endpoint", "add a POST /invoices/{id}/void endpoint"),
    ("perf", "the dashboard query takes 8 seconds, make it faster"),
    ("a11y", "add aria labels to the icon buttons in the toolbar"),
    ("git-sync", "rebase this branch onto main and resolve conflicts"),
    ("checks", "fix the failing lint on CI"),
    ("debug", "why does the login endpoint return a 500 for new users?"),
    ("debug", "the alert keeps firing on db-2, what's going on"),
    ("explain", "how does the session cache get invalidated?"),
    ("tracker", "open a Jira ticket for the flaky upload test"),
    ("plan", "write a plan for moving the jobs to a queue, no code yet"),
    ("pr-feedback", "address the review comments on the payments PR"),
    ("commit", "commit this, don't push yet"),
    ("pr", "push and open a draft PR, no need to ping reviewers"),
    ("docs", "write docs for the alerting rules in docs/alerting.md"),
    ("feature", "add a --json flag to the export command"),
    ("component", "add a Tooltip component to the design system with stories"),
    ("observe", "add a span around the database call in the checkout handler"),
    ("debug", "why is the pagination returning duplicates on page 2?"),
    ("pr", "abre un PR con estos cambios, por favor"),
    ("migration", "add a migration for the new index on orders(created_at), don't run it yet"),
    ("observe", "why don't we have an alert on queue depth? add one"),
]
# The bad and edge inputs: empty, a pasted config, someone's words quoted, a pasted log.
EDGES: list[tuple[str | None, str]] = [
    (None, ""),
    (None, "```yaml\nalerts:\n  - name: HighLatency\n    expr: p99 > 2\n```"),
    (None, 'Dana wrote "open a PR and tag the release" in the channel, what did she mean?'),
    ("debug", "2026-04-01T09:12:03Z ERROR pagination cursor invalid: base64 decode failed\n"
              "2026-04-01T09:12:04Z ERROR pagination cursor invalid: base64 decode failed"),
]
# Written after the first run on real histories, by the shapes it showed: a question whether work
# is needed asks for the work, a forbidden step after work of no kind is none, and a reminder
# ("don't forget to ...") asks for its work.
AFTER: list[tuple[str | None, str]] = [
    ("observe", "is a new alert rule for disk usage necessary?"),
    ("paging", "which endpoints need pagination before the launch?"),
    (None, "fix the typo in the banner text, don't commit it"),
    ("refactor", "rename the handler and don't open a PR, I'll do it"),
    ("add-tests", "fix the date parser and don't forget to add tests for it"),
]
# Still read otherwise: as none or as another kind than the work asked.
KNOWN_MISSES: frozenset[str] = frozenset({
    'when was the stripe secret last rotated?',
    'what triggers the nightly backfill?',
    'the release script has a typo in the tag step, fix it',
    'the PR bot posts its comment twice',
    'fix the null check in the parser, it lets empty names through',
    'the ticket titled "Add pagination to /v1/orders" is already done, close it',
    'getting this on startup:\n```\npanic: migration 0042_add_index failed: duplicate column\n```',
    'find out why login fails; no need to open a ticket',
    "implement the CSV import, we'll write the migration later",
    '¿cómo funciona la paginación en este endpoint?',
    'no abras el PR todavía, solo haz el commit',
    'was macht diese Alert-Regel genau?',
    "le déploiement échoue depuis la migration d'hier, pourquoi ?",
    'renomeia o módulo de métricas para telemetria',
    'we need a test environment in eu-west-1 for the partner, same as staging',
    'the secrets rotation job failed last night, find out why',
    'since the a11y fixes the tab order on the signup form is broken',
    'stand up a staging environment for the analytics service',
    'abre un PR con estos cambios, por favor',
})
# Of the known misses, those given another kind than the one asked, not none.
STILL_WRONG: frozenset[str] = frozenset({
    'since the a11y fixes the tab order on the signup form is broken',
})
# The kinds whose work is done to a thing: no trap is given one it does not ask for.
_DONE_TO_A_THING = ("pr", "commit", "tracker", "release", "deps", "migration", "docs",
                    "environment", "component", "secrets", "endpoint", "paging", "observe",
                    "backfill", "refactor", "feature")


def _id(text: str) -> str:
    return text[:60]


test_a_kinds_word_where_it_stands_in_other_work_is_read_as_the_work_asked = kinds_as_asked(
    TRAPS + EDGES, KNOWN_MISSES, ids=_id)


@pytest.mark.parametrize(("kind", "text"),
                         [c for c in TRAPS + EDGES if c[1] not in STILL_WRONG],
                         ids=[_id(t) for _, t in TRAPS + EDGES if t not in STILL_WRONG])
def test_a_kinds_word_where_it_stands_in_other_work_gives_no_other_kind(kind: str | None,
                                                                         text: str) -> None:
    assert kind_read(text) in (kind, None)


@pytest.mark.parametrize(("kind", "text"), TRAPS, ids=[_id(t) for _, t in TRAPS])
def test_no_trap_is_given_work_done_to_a_thing_it_does_not_ask_for(kind: str | None,
                                                                    text: str) -> None:
    read = kind_read(text)
    assert read == kind or read not in _DONE_TO_A_THING


test_a_request_of_a_kind_keeps_it_beside_another_kinds_word = kinds_as_asked(
    KEEP, KNOWN_MISSES, ids=_id)


test_a_question_whether_work_is_needed_or_a_forbidden_step_is_read_so = kinds_as_asked(
    AFTER, ids=_id)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(
    TRAPS + KEEP + EDGES, KNOWN_MISSES, ids=_id)


def test_the_tables_are_large_and_mostly_read() -> None:
    rows = TRAPS + KEEP + EDGES + AFTER
    assert len(TRAPS) >= 60 and len(KEEP) >= 30
    assert len({t for _, t in rows}) == len(rows)
    assert {t for _, t in rows} >= KNOWN_MISSES >= STILL_WRONG
    assert sum(t in KNOWN_MISSES for _, t in KEEP) == 2
    assert sum(t not in KNOWN_MISSES for _, t in TRAPS) == 52
