"""How people hand over an infrastructure plan to be gone over before it is applied: a kind of
its own (`kinds.py`).

Whoever runs Terraform or OpenTofu pastes the plan the CLI printed and asks in a line above or
below it, in every register: "anything scary", "ok to apply now?", "^ review pls, esp the iam
bits", "can you go through this plan before i apply", "sanity check:" — or asks nothing at all.
The plan's own lines (a resource's address and what is done to it, the plan's count) are a
paste of their own kind (`instruction.py`: "plan"), printed by a tool like a log but telling of
no failure, so the paste asks for this work by itself. Read by those words, such requests fell
among the defects (a pasted "log") and the code reviews, or nowhere.

Typed without a paste, the plan is asked to be gone over by its tool's name ("review the tf
plan for the vpc module", "is the terraform plan safe to apply?"). Not a plan of the work ("review
the plan", "make a plan first"), not the tool's command failing or slow ("terraform plan fails
with 403", "why is tofu plan so slow"), not a plan step added to CI, not the command run to fix
something: those are other kinds (`kinds.py` reads them by their own words first) or none.
"""

from __future__ import annotations

# The tools whose plans are read.
_PLAN_TOOL = r"(?:terraform|tf|tofu|opentofu|terragrunt)"
_PLAN = rf"\b{_PLAN_TOOL}\s+plan(?:\s+output)?\b"

# "look at the terraform plan output and fix the drift in main.tf": the plan read as the means of
# a change asked after it, which is the work. ("check the plan into the repo" commits it: `into`
# above.) Going on to apply it, or to say what it does, is still going over it.
_CHANGE = (r"(?:fix|change|update|add|remove|delete|rename|move|refactor|rewrite|edit|modify|"
           r"patch|bump|upgrade|import|migrate|make|write|create|split|replace)")
_NO_CHANGE_AFTER = rf"(?![^.?!\n]{{0,80}}?\b(?:and|then)\s+(?:then\s+)?{_CHANGE}\b)"

PLAN_READ = (
    # "review the tf plan", "go over this terraform plan", "sanity check the tofu plan before I
    # apply": the plan gone over, not the command run or failing.
    rf"\b(?:review|check|go\s+(?:over|through)|look\s+(?:at|over|through)|read\s+(?:through|"
    rf"over)|sanity[- ]check|double[- ]check|eyeball|vet)\s+(?:(?:the|this|that|my|our|these)\s+)?"
    rf"(?:[\w-]+\s+){{0,2}}?{_PLAN}(?!\s+(?:output\s+)?(?:step|job|stage|command|fails?|failed|errors?|"
    rf"timeouts?|into)\b){_NO_CHANGE_AFTER}",
    # "is the terraform plan safe to apply?", "tf plan ok to apply?": asked whether it can go.
    rf"{_PLAN}[^.?!\n]{{0,30}}\b(?:safe|ok|okay|fine|good)\s+to\s+apply\b",
)
