"""The same work asked again in other words, by people whose work is infrastructure, operations
and the front end: the nineteenth batch, at first sight.

Eleven whole sessions of three people, in `helpers/sessions_round19.py`: Kubernetes manifests,
Helm charts, Terraform modules and GitHub Actions (Claude Code), an SRE's on-call work with
GitLab CI, PagerDuty and Opsgenie (Codex), a React Native app built with Expo and a design
system's component library in Storybook (the Copilot CLI). The recurring work is the everyday
work of platforms and front ends, each worded otherwise each time, typed in a line or pasted at
length: a failing workflow or pipeline made to pass (a Helm upgrade timing out in a deploy job,
tflint's missing plugin, a Terraform backend's missing bucket, an EAS build's duplicate
classes), a new environment stood up (a Kubernetes namespace as a kustomize overlay, a Terraform
workspace for load tests, a region in the pipeline), a chart's or an image's version moved
("ingress-nginx chart -> 4.11.3", "api image to 2.19.4 in prod values", "bump the
cloudnative-pg chart 0.21 to 0.22.1"), a postmortem written (a timeline pasted from a chat,
notes of an incident, "same format as INC-2291"), an alert that fired triaged (Alertmanager's
"[FIRING:1]", a PagerDuty page, an Opsgenie P2), a component added to the design system with
its stories, and new behaviour put behind a feature flag. Among them work that shares their
words and is other: a workflow added (not fixed), a chart written (not bumped), an alert rule
added (not triaged), a flag removed, Storybook itself moved to a major version, snapshots
updated. Around them the follow-ups as people type them: corrections, an error pasted after the
work, a question about the answer, "ok commit", "push", "👍". Which requests are tasks of which
recurring work, and which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
22 requests of recurring work, 19 were tasks; of the 25 follow-ups, 9 were made tasks; of the 6
one-offs, 5; pairs of requests of the same work in one family and of other work apart:
precision 0.47, recall 0.39, F1 0.42; of the 7 kinds of recurring work, none came out as a
family of its own, whole. The misses mended, each by its shape: a chart's or an image's version
moved with no verb ("... chart -> 4.11.3", "api image to 2.19.4") read as nothing or, by the
leak the old version has, as a defect; a postmortem was in no kind's words, so read as failing
checks by the "check red" of its pasted timeline, as a dependency moved by a count raised in its
notes, or as nothing; an alert that fired, pasted as the pager sent it or told ("got paged at
3am"), read as nothing and, after other work, went on with it; a new environment, region or
namespace, and a design system's component with its stories, were no kinds, and fell apart by
their names or in with the features; a flag asked by the verb ("flag it: `search_v2`, on for
employees only") read as nothing. Now: a version moved, told by what ships by it (a chart, an
image, an operator) and a version with two dots or an image's tag, is a dependency moved; an
incident's write-up asked (by a verb of writing, needed written, or opened on with what it is
of) is documentation, and opens the request whatever its paste says; an alert that fired is a
problem to debug; a new environment (`env_cues.py`) and a component with its stories
(`component_cues.py`) are kinds of their own, changes to code; the flag as a verb, with the
flag's name or its rollout, is a feature. After the work, a refusal of a thing the reply did,
by the exchange's own things ("no, dont re-enable snippets. move those two to proper
annotations"), went on as new work by what followed it; it goes on with the work now, as a
correction of what the answer said does, unless what follows turns to work said to be separate
or names a new topic. After: 22 of 22 tasks; 8 follow-ups made tasks (7 once the twenty-first
follow-up batch was merged: "cidr overlaps with the vpn range, use 10.60" goes on with the work);
5 of 6 one-offs; pairs:
precision 1.00, recall 1.00, F1 1.00; 7 of the 7 kinds of work whole and apart. No expectation
was changed after the run. Later, four operations on the work written as follow-ups ("ok
commit", "push", "commit pls", "good. commit + push") were labelled one-offs, as every other
table counts an operation: a task of its own kind. With them: 3 of 21 follow-ups made tasks, 9
of 10 one-offs tasks.

Still wrong, in `KNOWN_MISSES` and checked to stay so: follow-ups made tasks, by the kind their
words ask for or by asking in the imperative of things the reply did not name: a wish told
after the fix passed ("rerun is green. can you make it fail faster
next time"), the raw files left by the work removed, and a question of why ("why the token?"). One
one-off, an alert rule asked after the triage that suggested it ("and add an alert rule for
inactive replication slots"), goes on with the triage: it was written as other work, and the
reply had offered it, so either reading holds.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from skillsleep.tasks.followups import Previous, decide
from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.tasks.kinds import KINDS as TAXONOMY
from skillsleep.workspace.plan import CODE_KINDS

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round19 import (
    AGENT,
    ALERT,
    BUMP,
    CI_FIX,
    COMPONENT,
    FLAG,
    FOLLOWUP,
    NEW_ENV,
    ONE_OFF,
    POSTMORTEM,
    SESSIONS,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (CI_FIX, NEW_ENV, BUMP, POSTMORTEM, ALERT, COMPONENT, FLAG)

_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Follow-ups made tasks.
    "plat-deploy-2",      # "rerun is green. can you make it fail faster next time, ..."
    "plat-certs-8",       # "delete the raw ones"
    "plat-perf-6",        # "why the token?"
})
# A one-off gone on with the work before it, whose reply had offered it.
ONE_OFF_MISSES = frozenset({"oncall-disk-4"})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, [r for r in ONE_OFFS if r not in ONE_OFF_MISSES], FOLLOWUPS, WORK, READING,
    _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


@pytest.mark.parametrize("record", sorted(ONE_OFF_MISSES))
def test_a_one_off_the_reply_offered_still_goes_on(record: str) -> None:
    assert record not in _mined()


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == len(REQUESTS) == 22
    assert sum(r in mined for r in FOLLOWUPS) == 3 and len(FOLLOWUPS) == 21
    assert sum(r in mined for r in ONE_OFFS) == 9 and len(ONE_OFFS) == 10
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert precision == recall == 1.0
    assert sorted(kinds_whole(WORK, _families)) == sorted(WORK)


# Variants of the shapes mended, written after the batch: the kind each request asks for.
KINDS: list[tuple[str | None, str]] = [
    # What ships by its version, moved with no verb.
    ("deps", "cert-manager chart from 1.14.4 to 1.16.1 on all clusters"),
    ("deps", "worker image -> 3.8.2, staging only"),
    ("deps", "the redis operator to 2.5.0 pls"),
    ("deps", "grafana helm chart to 8.5.1, the dashboards sidecar changed"),
    ("deps", "base image to python:3.12-slim in both Dockerfiles"),
    # An incident's write-up asked.
    ("docs", "postmortem for the checkout outage on tuesday"),
    ("docs", "write the post-mortem for INC-4410, blameless format"),
    ("docs", "can you draft an incident report for last night's db failover"),
    ("docs", "the RCA for the 502s needs writing up, notes below"),
    ("docs", "do a quick incident review for the dns blip, sev3"),
    ("docs", "INC-88 needs its postmortem written"),
    # An alert that fired, pasted or told.
    ("debug", "[FIRING:3] KubeNodeNotReady (node ip-10-0-3-12)"),
    ("debug", "PagerDuty: [Triggered] HighErrorRate on checkout-api"),
    ("debug", "got paged for the replication lag alert twice tonight, why"),
    ("debug", "the disk alert on es-data-2 keeps firing, take a look"),
    ("debug", "opsgenie P1: PostgresDown on db-main"),
    ("debug", "the HighLatency alert fired at 04:10, what happened"),
    # A new environment, region or namespace stood up.
    ("environment", "spin up a loadtest namespace in the dev cluster with the same manifests"),
    ("environment", "add ap-southeast-2 as a new region in terraform"),
    ("environment", "create a qa environment in the gitlab pipeline, manual deploy"),
    ("environment", "we need a demo environment for sales, same helm values as staging"),
    ("environment", "we need a sandbox environment for partners, same terraform as prod"),
    # A component of the library with its stories.
    ("component", "add an Avatar component to the design system with stories"),
    ("component", "new component for the ui kit: Stepper"),
    ("component", "packages/ui needs a DatePicker, with a story for each state"),
    ("component", "create a Toast component in our component library + stories"),
    ("component", "build a Skeleton loader component for the ds, stories for text and card "
                  "shapes"),
    ("component", "write a Card component with a story"),
    # The flag as the verb, with its name or its rollout.
    ("feature", "flag it: `new_checkout`, off by default"),
    ("feature", "feature-flag the new onboarding, 10% rollout"),
    ("feature", "gate it for beta users only, gradual rollout"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, read, routed or of something else: not the kind the mended cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("deps", "resize the image to 2.5x"),
    ("deps", "crop the image to 1.5 ratio"),
    ("deps", "move the chart to 2.0 of the docs"),
    ("docs", "the postmortem says we should add an alert, do it"),
    ("docs", "read the postmortem and tell me what we missed"),
    ("docs", "link the postmortem from the incident channel"),
    ("docs", "the postmortem for the outage says the cache broke, fix the cache"),
    ("docs", "the postmortem was written by ana, summarize it"),
    ("docs", "the postmortem is done, thanks"),
    ("debug", "add an alert for the 5xx rate"),
    ("debug", "alert when the queue is over 10k"),
    ("debug", "paging alerts for the db should go to the on-call rotation"),
    ("debug", "route the disk alerts to the db channel"),
    ("environment", "add an env var for the api key"),
    ("environment", "set up a python virtual environment"),
    ("environment", "add a new namespace for the string helpers in the C++ lib"),
    ("environment", "add the STRIPE_KEY to the staging env"),
    ("environment", "deploy the api to the new environment"),
    ("environment", "create a new region select in the signup form"),
    ("environment", "the staging env is down"),
    ("environment", "add a region column to the users table"),
    ("environment", "set up my dev environment on the new laptop"),
    ("environment", "we need a healthier environment at work"),
    ("component", "add a size prop to the Button component in the design system"),
    ("component", "the new component crashes in storybook"),
    ("component", "add a component test for the ds Modal"),
    ("component", "add the login story and the signup story to the sprint"),
    ("component", "storybook 8 broke the Select component"),
    ("component", "update the Badge stories"),
    ("component", "add a new component to the settings page"),
    ("feature", "flag it as spam if the score is over 90%"),
    ("feature", "flag this comment for the moderators"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


def test_a_new_environment_and_a_component_are_changes_to_code_replayed_in_a_workspace() -> None:
    # Their outcome is files in the repository (manifests, values, modules; a component and its
    # stories), so a replay of them is judged in a workspace, like a feature's.
    assert {"environment", "component"} <= CODE_KINDS
    assert {k.id for k in TAXONOMY if k.changes_code} == CODE_KINDS
    assert BY_ID["environment"].changes_code and BY_ID["component"].changes_code


# After the work, a refusal of what the reply did: the work goes on, whatever else it asks, or,
# of things nobody named or with other work said to be separate, new work starts.
_BUMPED = ("ingress-nginx chart -> 4.11.3 in the platform cluster",
           "Bumped `ingress-nginx` to `4.11.3`. `allow-snippet-annotations` now defaults to "
           "false; I set `controller.allowSnippetAnnotations: true` for now.")
_MIGRATED = ("add a migration for the orders.archived_at column",
             "Added `0042_orders_archived_at.py` with a nullable `archived_at` and an index "
             "on it, and backfilled it from `deleted_at`.")
AFTER_THE_WORK: list[tuple[str, str, str, bool]] = [
    (*_BUMPED, "no, dont re-enable snippets. move those two to proper annotations", False),
    (*_BUMPED, "nope, don't set allowSnippetAnnotations, use annotations", False),
    (*_MIGRATED, "no, don't backfill it in the migration, it locks the table", False),
    (*_MIGRATED, "no dont add the index. we query by customer", False),
    (*_MIGRATED, "no, don't backfill it. separately, can you look at the flaky billing test",
     True),
    (*_BUMPED, "no, dont touch the grafana dashboards, add a panel for the p99 of checkout",
     True),
]


@pytest.mark.parametrize(("request_", "reply", "text", "new"), AFTER_THE_WORK,
                         ids=[c[2] for c in AFTER_THE_WORK])
def test_after_the_work_a_refusal_reads_as_written(request_: str, reply: str, text: str,
                                                  new: bool) -> None:
    previous = Previous(kind_of(request_), reply, T0, request=request_)
    assert decide(text, previous, T0 + timedelta(minutes=3)).new is new
