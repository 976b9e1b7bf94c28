"""The same work asked again over days by people unlike the earlier batches' writers, on
infrastructure and data pipelines: the twenty-third batch, at first sight.

Fifteen whole sessions of three people, in `helpers/sessions_round23.py`: a terse platform
engineer (Claude Code) who types in lowercase without punctuation and answers "nope", "ok go",
"ship it", "k", "fix", "why" under a paste; a data engineer writing English as a second
language (Codex: "dbt run is fail again", "make refactor of the macro", "can you explain me",
"danke, works"); and an SRE (the Copilot CLI) who pastes a whole `terraform plan`, `kubectl
describe`, `kubectl get pods` or an alert's rule with one line asked above or below it ("^
review pls, esp the iam bits", "sanity check:", "ok to apply now?"). The recurring work: a
Terraform plan gone over before it is applied, a pod in CrashLoopBackOff debugged, a noisy
alert tuned, a service's image tag moved in its Helm values, a failing dbt model fixed, a
failed Airflow DAG fixed, a runbook written. Which requests are tasks of which recurring work,
and which are follow-ups, was written before the reader was run on them.

Measured through the real miner and clustering before the reader was changed for them: of the
25 requests of recurring work, 21 were tasks; of the 25 follow-ups, 3 were made tasks; of the 7
one-offs, 4; pairs of requests of the same work in one family and of other work apart:
precision 0.26, recall 0.32, F1 0.29; of the 7 kinds of work, 1 whole (the image bump, of which
one request was a task). The misses, each by its shape: a pasted plan's own lines (a resource's
address and "will be updated in-place", "Plan: 1 to add, ...") were read as typed words, and
with them cut off as a tool's output they were a pasted log, read as a failure to debug; the
plans fell among the defects, the reviews and nothing. A noisy alert asked tuned ("flapping all
day. tune it", "make it not page for that") was a defect by its firing, or no kind. A runbook
heading the request ("new runbook: etcd db size alert") asked for nothing.

Now: a plan as Terraform and OpenTofu print it is a paste of its own kind ("plan", in
`instruction.py`), no failure; pasted, it asks by itself to be gone over before it is applied,
a kind of its own (`infra_plan_cues.py`, done to a thing, no change to code), and a review typed
above or below it ("^ review pls") is that kind's work (`Kind.takes_over`); typed alone, the
plan named by its tool and gone over or asked safe to apply is the kind too. An alert of the
running software asked tuned, told noisy and asked tuned, or asked when it may fire or page, is
observability work (`alert_cues.ALERT_TUNED`), before the defect its firing tells. A runbook
heading the request, new or for a thing, is a document asked (`kinds.DOCS`). After: 22 of 25
tasks; 4 follow-ups made tasks; 4 of 7 one-offs; pairs: precision 0.53, recall 0.64, F1 0.58;
3 of the 7 kinds whole and apart (the plans, the image bump, the runbooks). No expectation was
changed after the run.

Still wrong, in `KNOWN_MISSES` and checked to stay so: the pod crashloops, the failing dbt
models and the failed DAGs are all defects to debug, and every debug request of the three people
lands in one family: the three kinds share it. (Telling them apart needs kinds of a pipeline's
run failing, which would take the dbt and Airflow failures of earlier batches with them; left.)
Two of the four alerts are read otherwise: a Prometheus rule pasted over the ask ("- alert:
...") is taken whole as a review's finding, the typed line below it with it, and one alert is
named only by its rule's name ("KubeJobFailed fires for ..."). Requests gone on with the work
before them: a plan pasted after an image bump that names the same service, a terse "orders
1.43.1 to staging and prod" after an alert, a model's duplicates after a DAG's fix. Follow-ups
made tasks: a second-language correction ("no, not like this. the sensor make the whole dag
wait"), "run also the downstream models for check", "add the kubectl commands to check" (a
feature by its verb), and an answer then a question about the plan just gone over (its plan's
lines no longer typed words, the question shares fewer words with the request). Three one-offs
go on with the work before them.

Variants of the shapes mended, written after the batch from how people say such things, are
below, each with its tests and its look-alikes.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from skillsleep.tasks.instruction import instruction_of
from skillsleep.tasks.kinds import BY_ID, kind_of
from skillsleep.workspace.plan import CODE_KINDS

from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    kinds_whole,
    labelled_round,
    pair_figures,
    session_tests,
)
from helpers.sessions_round23 import (
    AGENT,
    ALERT,
    CRASH,
    DAG,
    DBT,
    FOLLOWUP,
    IMAGE,
    ONE_OFF,
    PLAN,
    RUNBOOK,
    SESSIONS,
)

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
WORK = (PLAN, CRASH, ALERT, IMAGE, DBT, DAG, RUNBOOK)

_mined, READING, REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise than written before the run, each checked to stay so (see the docstring).
KNOWN_MISSES: frozenset[str] = frozenset({
    # Requests gone on with the work before them.
    "pi-orders-4",        # a plan pasted after an image bump of the same service
    "pi-kafka-3",         # "orders 1.43.1 to staging and prod", after an alert tuned
    "dwh-events-3",       # a model's duplicate rows, after a DAG's fix
    # Follow-ups made tasks.
    "dwh-orders-6",       # "no, not like this. the sensor make the whole dag wait, ..."
    "dwh-payments-2",     # "perfect. run also the downstream models for check"
    "ops-oom-6",          # "add the kubectl commands to check, ..."
    "ops-eks-2",          # "the launch template replacement is expected yes. what about ..."
    # Every failure to debug in one family: the crashloops, the dbt models and the DAGs (one
    # DAG told by its pasted log alone is a check failing, one typed with no kind's words).
    DAG, f"{CRASH} & {DBT}", f"{CRASH} & {DAG}", f"{DBT} & {DAG}",
    # An alert's rule pasted over the ask is a review's finding; one named only by its rule.
    ALERT,
})
# One-offs gone on with the work before them, where either reading holds.
ONE_OFF_MISSES = frozenset({"pi-vpc-6", "pi-kafka-7", "pi-runbook-4"})


(test_a_request_of_recurring_work_is_a_task, test_a_one_off_request_is_a_task,
 test_a_follow_up_goes_on_with_its_task, test_requests_of_one_kind_of_work_land_in_one_family,
 test_different_work_lands_in_different_families) = session_tests(
    REQUESTS, [r for r in ONE_OFFS if r not in ONE_OFF_MISSES], FOLLOWUPS, WORK, READING,
    _mined, KNOWN_MISSES)


def _families(label: str) -> set[str | None]:
    return families_of(label, REQUESTS, READING, _mined())


@pytest.mark.parametrize("record", sorted(ONE_OFF_MISSES))
def test_a_one_off_after_other_work_still_goes_on(record: str) -> None:
    assert record not in _mined()


def test_the_batch_reads_as_it_was_measured() -> None:
    mined = _mined()
    assert sum(r in mined for r in REQUESTS) == 22 and len(REQUESTS) == 25
    assert sum(r in mined for r in FOLLOWUPS) == 4 and len(FOLLOWUPS) == 25
    assert sum(r in mined for r in ONE_OFFS) == 4 and len(ONE_OFFS) == 7
    precision, recall = pair_figures(REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (0.53, 0.64)
    assert sorted(kinds_whole(WORK, _families)) == sorted((PLAN, IMAGE, RUNBOOK))


def test_the_plans_are_their_own_family_whatever_is_typed_around_them() -> None:
    # "anything scary", "ok to apply now?", "sanity check:", "^ review pls": one work.
    mined = _mined()
    kinds = {mined[r][1] for r in REQUESTS if READING[r] == PLAN and r in mined}
    assert kinds == {"infra-plan"}


# A plan as the tools print it: its lines are pasted output of their own kind, not typed words.
PLAN_LINES: list[str] = [
    "  # aws_s3_bucket.logs will be created",
    "  # module.vpc.aws_subnet.private[\"eu-west-1a\"] will be destroyed",
    "  # google_compute_instance.bastion must be replaced",
    "  # azurerm_key_vault.main will be updated in-place",
    "  # data.aws_iam_policy_document.assume will be read during apply",
    "  # aws_instance.web has moved to aws_instance.app",
    "Plan: 4 to add, 0 to change, 1 to destroy.",
    "Plan: 2 to import, 0 to add, 0 to change, 0 to destroy.",
    "Terraform will perform the following actions:",
    "OpenTofu will perform the following actions:",
    "No changes. Your infrastructure matches the configuration.",
]
NOT_PLAN_LINES: list[str] = [
    "# will be created later",
    "# Deploy notes: the bucket will be created by hand",
    "plan: add 4 tests, change nothing",
    "the plan will be updated in-place tomorrow",
    "# TODO: user.name must be replaced by display_name",
]


@pytest.mark.parametrize("line", PLAN_LINES)
def test_a_plans_line_is_pasted_output(line: str) -> None:
    ins = instruction_of(f"anything risky here?\n\n{line}")
    assert "plan" in ins.payload_kinds and line.strip() not in ins.words


@pytest.mark.parametrize("line", NOT_PLAN_LINES)
def test_a_line_like_a_plans_is_not_one(line: str) -> None:
    assert "plan" not in instruction_of(f"anything risky here?\n\n{line}").payload_kinds


# Variants of the shapes mended, written after the batch: the kind each request asks for.
_A_PLAN = ("  # aws_security_group_rule.ingress will be created\n"
           "  + resource \"aws_security_group_rule\" \"ingress\" {\n"
           "      + cidr_blocks = [\"0.0.0.0/0\"]\n"
           "    }\n\n"
           "Plan: 1 to add, 0 to change, 0 to destroy.")
KINDS: list[tuple[str | None, str]] = [
    # An infrastructure plan gone over, pasted with a line above or below, or named by its tool.
    ("infra-plan", f"{_A_PLAN}\n\nlgtm?"),
    ("infra-plan", f"pls check before i apply\n\n{_A_PLAN}"),
    ("infra-plan", f"{_A_PLAN}\n\nreview this"),
    ("infra-plan", f"{_A_PLAN}"),
    ("infra-plan", f"staging plan, is this what we want?\n\n{_A_PLAN}"),
    ("infra-plan", "review the tf plan for the vpc module"),
    ("infra-plan", "can you go over the terraform plan output before I apply"),
    ("infra-plan", "is the tofu plan safe to apply?"),
    ("infra-plan", "sanity check this terraform plan, esp. the iam changes"),
    # A noisy alert tuned.
    ("observe", "tune the disk alert on the db hosts"),
    ("observe", "quieten the 5xx alarms pls"),
    ("observe", "the memory alert on redis is flapping, tune it"),
    ("observe", "HighCPU alert is too noisy, make it less noisy"),
    ("observe", "the latency alert pages us every deploy. make it not page during rollouts"),
    ("observe", "pls retune our cloudwatch alarms, they fire all night"),
    ("observe", "the queue depth alert should page only in business hours, make it only page "
                "when it lasts 10m"),
    # A runbook heading the request.
    ("docs", "new runbook: redis failover, steps and who to call"),
    ("docs", "runbook for the cert expiry alert pls"),
    ("docs", "another runbook, this time for the kafka lag alert"),
    ("docs", "new runbook pls for the dns alert"),
]


@pytest.mark.parametrize(("kind", "text"), KINDS, ids=[t[:60] for _, t in KINDS])
def test_a_variant_gets_the_kind_it_asks_for(kind: str | None, text: str) -> None:
    found = kind_of(text)
    assert (found.id if found else None) == kind


# Named in passing, asked about, failing or of something else: not the kind the cues read.
NOT_THOSE: list[tuple[str, str]] = [
    ("infra-plan", "review the plan"),
    ("infra-plan", "make a plan first"),
    ("infra-plan", "terraform plan fails with 403"),
    ("infra-plan", "why is tofu plan so slow"),
    ("infra-plan", "add a terraform plan step to CI"),
    ("infra-plan", "run terraform plan and fix the errors"),
    ("infra-plan", "check the terraform plan step in the workflow"),
    ("infra-plan", "review this pr pls"),
    ("infra-plan", "look at the plan and tell me if it makes sense"),
    ("infra-plan", "│ Error: creating S3 Bucket (logs): BucketAlreadyExists\n\nfix"),
    ("observe", "the disk alert keeps firing, why?"),
    ("observe", "why does the disk alert keep flapping?"),
    ("observe", "price alerts fire every day, make them only fire once"),
    ("observe", "the alert fired because the pool was exhausted, tune it"),
    ("observe", "tune the postgres connection pool"),
    ("observe", "the webhook fires twice, make it only fire once"),
    ("observe", "make the button fire only once"),
    ("observe", "got paged for the disk alert again at 3am"),
    ("observe", "the email alert to users goes out every night, make it stop paging"),
    ("docs", "follow the runbook for the db failover"),
    ("docs", "the runbook for redis says restart the pod, is that still right?"),
    ("docs", "a playbook for rotating the db creds"),
    ("docs", "playbooks are in the wiki"),
]


@pytest.mark.parametrize(("kind", "text"), NOT_THOSE, ids=[t[:60] for _, t in NOT_THOSE])
def test_a_look_alike_does_not_get_the_kind(kind: str, text: str) -> None:
    found = kind_of(text)
    assert found is None or found.id != kind


def test_a_plan_gone_over_changes_no_code_and_is_done_to_a_thing() -> None:
    # Its outcome is a reading of the plan (what is replaced, what is risky), no replay in a
    # workspace; a question about what a plan does asks to be told; the apply after it goes on.
    plan = BY_ID["infra-plan"]
    assert plan.done_to_a_thing and not plan.changes_code and not plan.operation
    assert "infra-plan" not in CODE_KINDS
