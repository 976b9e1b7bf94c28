"""Words of the kinds added last in work of another kind or of none, read at first sight.

A wrong kind merges unrelated work into one family, where no kind leaves a request to be
clustered by meaning. The kinds added last (`environment`, `component`, an alert that fired read
as `debug`, an incident's write-up read as `docs`, a chart or an image moved to a version read as
`deps`, an environment's settings read as `secrets`) were read by tables their cues were written
with; this one was written to break them. `TRAPS` are 57 requests that hold one of their words
but ask for other work or none, across stacks and products: "environment" as one's own machine,
a Python virtualenv or a conda one, its variables, a flaky test environment, a clean one to
reproduce a bug in, a staging one that fails; "namespace" of C++, TypeScript, XML, PHP, C#; a
product's component that fails, tested, refactored with no stories, written in Vue or Angular;
"alert" as a dialog, a native alert replaced, a product's price alerts, an alert rule asked for
or asked about, alerting too noisy; a postmortem read, summarized or linked, "the incident" told;
an image moved to a version told as what broke something; a product's charts; a user story and
a news story. `KEEP` are 30 requests of those kinds (6 environments, 6 components, 6 alerts that
fired, 6 write-ups, 6 charts and images moved), so that no fix takes a word from its kind. Both
were written, with the work each asks for, before the kinds read them.

At first sight (the kinds as they were before this table), of the 57 traps 21 were read as
expected, 10 were given a wrong kind (`secrets` for "set up my dev environment on the new laptop"
and "help me set up a development environment for the Go services on Windows"; `environment` for
"I need a clean environment to reproduce the bug, use docker"; `deps` for "the api image to
2.19.4 broke prod"; `component` for "create the story cards component for the news app";
`checks` for a flaky test environment and a storybook build that fails; `refactor` for a native
alert replaced by a dialog and a chart moved on a dashboard; `observe` for a question about what
an alert rule checks), and 26 none. Of the 30 to keep, 26 kept their kind, 1 was `pr` ("create a
review namespace per PR in the k8s cluster ...") and 3 none (an Alertmanager notification pasted
under "what is this", "the memory alert on the cache nodes went off again", "the postgres image
to 16.4 in the compose file").

After the cues this table led to, read by the shape of the words and not by any one domain:
"set up" is a phrasal verb of making, not "set" of a setting (`secret_cues.py`); an environment
told by its state (clean, fresh, throwaway, scratch, isolated, reproducible) is a scratch one,
not a stage named (`env_cues.py`); a story is a component library's only as a thing of its own,
not a product's word before another noun ("the story cards", "a user story", "a news story")
(`component_cues.py`); a chart or an image moved to a version with no verb, told in its clause as
what broke, failed or crashed, is a move done and not asked (`upkeep_cues.py`); an alert said to
fire may have up to four words between ("the memory alert on the cache nodes went off"), and an
alert manager's notification pasted under words of no kind asks why it fired (`alert_cues.py`).
Traps: 22 of 57 as expected, 6 with another kind (a clean environment to reproduce a bug in read
as `debug`, which it also is; `checks` twice, `refactor` twice and `observe` once, none of them
the kinds added last), 29 none (precision before recall: a product's feature or defect said in
no software word is left to be clustered by meaning). To keep: 28 of 30 (the PR namespace read
as `pr`; a version of one dot, "16.4", is no image's version by design). No expectation was
changed after the run. CLINC150's 3000 everyday requests: 8 with a kind before and after, 0 with
judges.

`EDGES` (an empty request, a pasted config, a request quoted from someone else, a pasted log),
written before they were read too, were read the same before and after: a quoted ticket under
"ignore it" is still read as the `component` it quotes.

Still read otherwise, in `KNOWN_MISSES` and checked to stay so: the traps read as none or as
another kind above, the two keeps missed and the quoted ticket.
A question about how a thing is ("what does this alert rule ... check?") was read as `explain`,
and a namespace made "per PR" as `environment`, by a later table's rules
(`test_tasks_kinds_traps_fourth_first_sight.py`): both left the misses.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read, kinds_as_asked, known_misses_stay_wrong

# Words of a last-added kind's cue in other work: (the work each asks for, the request).
TRAPS: list[tuple[str | None, str]] = [
    # "environment" as one's machine, a language's virtual environment, its variables, a flaky one.
    ("debug", "set up my dev environment on the new laptop"),
    (None, "set up a python virtualenv for this repo and install the requirements"),
    (None, "create a conda environment with python 3.11 for the notebook"),
    ("debug", "the test environment is flaky, half the e2e runs time out"),
    ("explain", "how do I read an environment variable in Rust?"),
    ("feature", "make the port configurable through an environment variable"),
    ("debug", "my local environment can't reach the postgres container"),
    (None, "help me set up a development environment for the Go services on Windows"),
    ("debug", "the staging environment returns 502 since this morning"),
    ("docs", "document how to create a local environment in the README"),
    ("add-tests", "add tests that run in a fresh environment with no config file"),
    ("feature", "add an environment badge to the header so people know they're on staging"),
    ("explain", "what's the difference between a venv and a conda environment?"),
    (None, "I need a clean environment to reproduce the bug, use docker"),
    # "namespace" of code.
    ("refactor", "move these helpers into a utils namespace in the C++ code"),
    ("refactor", "put the validators in their own TypeScript namespace"),
    ("debug", "the XML namespace prefix is missing in the generated SOAP request"),
    ("feature", "add a namespace to the PHP classes so composer can autoload them"),
    ("explain", "why does C# need a namespace for every file?"),
    ("refactor", "create a new namespace for the parser classes and move them there"),
    # A component of a product, its bug, its test, its refactor.
    ("debug", "the payment component fails when the card is declined"),
    ("add-tests", "add tests for the DatePicker component"),
    ("refactor", "refactor the UserCard component into smaller components, no stories needed"),
    ("refactor", "convert the Header class component to a function component with hooks"),
    ("debug", "the Modal component doesn't close on escape"),
    ("feature", "add a component that shows the user's last five orders on the dashboard"),
    ("explain", "explain how the checkout component talks to the cart service"),
    ("debug", "the storybook build fails after the webpack upgrade"),
    ("feature", "write a Vue component for the file upload with drag and drop"),
    ("review", "review the new Angular component for the settings page"),
    ("feature", "create a new component for the invoice list in the admin app"),
    # "alert" as a dialog, a rule asked, a noisy alerting tuned.
    ("feature", "show an alert dialog before deleting the project"),
    ("debug", "the alert dialog shows behind the modal on iOS"),
    ("observe", "add an alert rule for when the error rate goes above 5%"),
    ("observe", "alerting is noisy, tune the thresholds so we stop getting woken up"),
    ("feature", "replace the native alert with a custom dialog in the Swift app"),
    ("feature", "let users create price alerts for products they follow"),
    ("debug", "the price alert fires twice for the same product"),
    ("explain", "what does this alert rule in prometheus actually check?"),
    # A postmortem read or linked, the incident.
    (None, "link the incident postmortem in the runbook"),
    ("explain", "summarize the postmortem from last week for the team"),
    ("debug", "during the incident the queue backed up, find out why"),
    (None, "add the action items from the postmortem to the tracker"),
    ("debug", "the incident from last night: the cron job ran twice, why?"),
    ("feature", "add an incidents page to the status site"),
    # An image bump that broke something.
    ("debug", "the api image to 2.19.4 broke prod"),
    ("debug", "since bumping the nginx image to 1.27 the health checks fail"),
    ("debug", "after the postgres image went to 16.2 the migrations hang"),
    ("debug", "the worker image 3.8.2 crashes on start, roll back?"),
    # "chart" as a product's chart.
    ("feature", "add a bar chart of monthly revenue to the reports page"),
    ("debug", "the pie chart labels overlap when there are many slices"),
    ("feature", "move the chart to the top of the dashboard"),
    ("feature", "update the chart to show the last 90 days"),
    # "story" of a tracker or the news.
    ("tracker", "write a user story for the password reset flow"),
    ("feature", "add a news story page with the author and publish date"),
    ("debug", "the stories feed shows the same story twice"),
    ("feature", "create the story cards component for the news app"),
]
# Requests of the last-added kinds: (the kind each keeps, the request).
KEEP: list[tuple[str | None, str]] = [
    ("environment", "stand up a staging environment for the mobile backend, copy prod's terraform"),
    ("environment", "we need a uat env in the pipeline, same jobs as staging"),
    ("environment", "provision a new region us-west-2 for the api, same as us-east-1"),
    ("environment", "create a review namespace per PR in the k8s cluster with the same manifests"),
    ("environment", "add an integration environment to the github actions deploy workflow"),
    ("environment", "spin up a perf environment for the load tests, helm values like staging"),
    ("component", "add a Tabs component to the design system with stories for each variant"),
    ("component", "new component for the ui library: Breadcrumbs, with a story"),
    ("component", "create a Popover component in packages/ui + stories"),
    ("component", "build an EmptyState component for the ds with storybook stories"),
    ("component", "we need a ProgressBar in the component library with stories"),
    ("component", "write a Switch component for the ui kit w/ stories"),
    ("debug", "the HighCPU alert keeps firing on node-3, what's going on"),
    ("debug", "got paged at 2am for the disk alert on db-1, look into it"),
    ("debug", "[FIRING:1] KubePodCrashLooping payments-api\nwhat is this"),
    ("debug", "PagerDuty: [Triggered] #9921 api latency p99 > 2s, help"),
    ("debug", "the memory alert on the cache nodes went off again"),
    ("debug", "i'm getting paged for the queue depth alert every night"),
    ("docs", "write the postmortem for friday's database outage"),
    ("docs", "draft a postmortem for the DNS incident, timeline and action items"),
    ("docs", "postmortem for the payment outage last monday"),
    ("docs", "INC-204 needs its postmortem written up"),
    ("docs", "write an incident report for the failed deploy yesterday"),
    ("docs", "put together an RCA for the login outage"),
    ("deps", "bump the nginx image to 1.27.3"),
    ("deps", "ingress-nginx chart -> 4.12.0"),
    ("deps", "the postgres image to 16.4 in the compose file"),
    ("deps", "upgrade the cert-manager helm chart to 1.16.2"),
    ("deps", "worker image -> 4.1.0 on staging"),
    ("deps", "update the base image to node:22-alpine"),
]
# The bad and edge inputs: empty, pasted, quoted, a log.
EDGES: list[tuple[str | None, str]] = [
    (None, ""),
    (None, "```yaml\nenvironment: staging\nnamespace: payments\nimage: api:2.19.4\n```"),
    (None, 'the lead said "we need a demo environment for sales" in standup, thoughts?'),
    (None, "> create a Toast component in our component library + stories\n"
           "that's from the old ticket, ignore it"),
    ("debug", "2026-03-02T10:00:01Z ERROR alert dialog failed to render: "
              "TypeError: x is undefined"),
]
# Still read otherwise: as none or as another kind than the work asked.
KNOWN_MISSES: frozenset[str] = frozenset({
    'set up my dev environment on the new laptop',
    'the test environment is flaky, half the e2e runs time out',
    'make the port configurable through an environment variable',
    "my local environment can't reach the postgres container",
    'the staging environment returns 502 since this morning',
    "add an environment badge to the header so people know they're on staging",
    "what's the difference between a venv and a conda environment?",
    'I need a clean environment to reproduce the bug, use docker',
    'put the validators in their own TypeScript namespace',
    'add a namespace to the PHP classes so composer can autoload them',
    'create a new namespace for the parser classes and move them there',
    "add a component that shows the user's last five orders on the dashboard",
    'the storybook build fails after the webpack upgrade',
    'write a Vue component for the file upload with drag and drop',
    'create a new component for the invoice list in the admin app',
    'show an alert dialog before deleting the project',
    'the alert dialog shows behind the modal on iOS',
    'alerting is noisy, tune the thresholds so we stop getting woken up',
    'replace the native alert with a custom dialog in the Swift app',
    'the price alert fires twice for the same product',
    'summarize the postmortem from last week for the team',
    'during the incident the queue backed up, find out why',
    'add an incidents page to the status site',
    'the api image to 2.19.4 broke prod',
    'since bumping the nginx image to 1.27 the health checks fail',
    'after the postgres image went to 16.2 the migrations hang',
    'add a bar chart of monthly revenue to the reports page',
    'the pie chart labels overlap when there are many slices',
    'move the chart to the top of the dashboard',
    'update the chart to show the last 90 days',
    'write a user story for the password reset flow',
    'add a news story page with the author and publish date',
    'the stories feed shows the same story twice',
    'create the story cards component for the news app',
    'the postgres image to 16.4 in the compose file',
    "> create a Toast component in our component library + stories\n"
    "that's from the old ticket, ignore it",
})
# Of the known misses, those given another kind than the one asked, not none.
STILL_WRONG: frozenset[str] = frozenset({
    'the test environment is flaky, half the e2e runs time out',
    'I need a clean environment to reproduce the bug, use docker',
    'the storybook build fails after the webpack upgrade',
    'replace the native alert with a custom dialog in the Swift app',
    'move the chart to the top of the dashboard',
    "> create a Toast component in our component library + stories\n"
    "that's from the old ticket, ignore it",
})
# The kinds added last, whose words the traps hold: none of them is given to a trap that asks for
# other work.
_LAST_ADDED = ("environment", "component", "secrets", "deps")


def _id(text: str) -> str:
    return text[:60]


test_a_last_added_kinds_word_in_other_work_is_read_as_the_work_asked = kinds_as_asked(
    TRAPS + EDGES, KNOWN_MISSES, ids=_id)


@pytest.mark.parametrize(("kind", "text"),
                         [c for c in TRAPS + EDGES if c[1] not in STILL_WRONG],
                         ids=[_id(t) for _, t in TRAPS + EDGES if t not in STILL_WRONG])
def test_a_last_added_kinds_word_in_other_work_gives_no_other_kind(kind: str | None,
                                                                   text: str) -> None:
    assert kind_read(text) in (kind, None)


@pytest.mark.parametrize(("kind", "text"), TRAPS, ids=[_id(t) for _, t in TRAPS])
def test_no_trap_is_given_a_last_added_kind_it_does_not_ask_for(kind: str | None,
                                                                text: str) -> None:
    read = kind_read(text)
    assert read == kind or read not in _LAST_ADDED


test_a_request_of_a_last_added_kind_keeps_it = kinds_as_asked(KEEP, KNOWN_MISSES, ids=_id)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(
    TRAPS + KEEP + EDGES, KNOWN_MISSES, ids=_id)


def test_the_tables_are_large_and_mostly_read() -> None:
    rows = TRAPS + KEEP + EDGES
    assert len(TRAPS) >= 50 and len(KEEP) >= 30
    assert len({t for _, t in rows}) == len(rows)
    for kind in ("environment", "component", "deps"):
        assert sum(k == kind for k, _ in KEEP) == 6
    assert {t for _, t in rows} >= KNOWN_MISSES >= STILL_WRONG
    assert sum(t in KNOWN_MISSES for _, t in KEEP) == 1
