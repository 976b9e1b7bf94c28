"""The second review's defects of the kind reader, guarded by their shapes in general wordings.

- An alert is observability work only when it is one of the running software, told by what it
  is made of (what it measures, the tool that sends it, its threshold, rule, SLO or pager); a
  product's alert to its people ("the Alert dialog", "the toast alert", "the budget alert")
  asked to fire less is a feature or a defect, never observe.
- A Terraform plan gone over is the plan's kind; the plan's output checked into the repo, or
  read as the means of a change asked after it, is not.
Each case keeps its kind; each trap gets any kind but the one it was taken for.
"""

from __future__ import annotations

from helpers.kinds_read import kinds_as_asked, kinds_not_given

KEPT: tuple[tuple[str | None, str], ...] = (
    ("observe", "tune the disk alert on the db hosts"),
    ("observe", "the memory alert on redis is flapping, tune it"),
    ("observe", "HighCPU alert is too noisy, make it less noisy"),
    ("observe", "the latency alert pages us every deploy. make it not page during rollouts"),
    ("observe", "pls retune our cloudwatch alarms, they fire all night"),
    ("observe", "tune our alerts, they're way too chatty"),
    ("observe", "the p99 alert fires on every release, make it only fire after 10 minutes"),
    ("observe", "the error rate alert is noisy at night, make it only page above 5%"),
    ("observe", "quieten down the kafka consumer lag alarms"),
    ("observe", "the SLO burn alert fires all the time, make it quieter"),
    ("observe", "the alert keeps paging on-call every deploy, make it not page for rollouts"),
    ("infra-plan", "review the tf plan for the vpc module"),
    ("infra-plan", "can you look at the terraform plan output and tell me what will change"),
    ("infra-plan", "go over this terraform plan before i apply, then apply it if it's fine"),
    ("infra-plan", "is the terraform plan safe to apply?"),
)

test_a_request_keeps_its_kind = kinds_as_asked(KEPT)

NOT_GIVEN: tuple[tuple[str, str], ...] = (
    ("observe", "the Alert dialog pops up on every save, make it only fire once"),
    ("observe", "the toast alert fires every time the user saves, make it not fire for autosave"),
    ("observe", "the budget alert fires every day for users who are under budget, make it only "
     "fire when they go over"),
    ("observe", "the geofence alert fires every time the phone wakes up, make it fire only on "
     "entry"),
    ("observe", "the alert component in the header flashes on every render, make it quieter"),
    ("observe", "tune the notification alerts in the mobile app so they're less annoying"),
    ("observe", "the low-balance alert shows up twice on the home screen, make it only fire once"),
    ("observe", "our reminder alerts go off every hour for overdue tasks, make them only fire once "
     "a day"),
    ("observe", "the SwiftUI alert keeps appearing after dismiss, make it not fire again"),
    ("infra-plan", "can you check the terraform plan output into the repo so reviewers can see "
     "it"),
    ("infra-plan", "can you look at the terraform plan output and fix the drift in main.tf"),
    ("infra-plan", "review the tofu plan and then update the bucket policy so it stops "
     "replacing the bucket"),
    ("infra-plan", "check the tf plan into git next to the module"),
)

test_a_request_is_not_taken_for_that_kind = kinds_not_given(NOT_GIVEN)
