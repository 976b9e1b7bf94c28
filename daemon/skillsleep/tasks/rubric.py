"""Optional rubric judges written by the configured judge model (`models.judge`).

Only imported when a judge model is configured, so nothing else ever loads the model library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import UserError
from ..models import BudgetExhausted, ModelCallError, client_from_config
from .judges import Origin
from .judges.answer import Rubric
from .taskdata import Task

if TYPE_CHECKING:
    from ..context import Context

MAX_PER_UPDATE = 20  # rubrics cost a call each; the rest are written on later updates

_PROMPT = """You write grading rubrics. A person asked a coding agent for the request below and
then wrote the follow-ups below. Write 3 to 5 short criteria, one per line starting with "- ",
that an answer must meet to satisfy this person. Use only what they said. No preamble.

Request:
{request}

Follow-ups:
{context}
"""


def write_rubrics(ctx: Context, tasks: list[Task]) -> list[str]:
    """Add a rubric judge to up to MAX_PER_UPDATE tasks that have none; notes for the report."""
    model = ctx.config.models.judge
    todo = [t for t in tasks if not any(j.kind == "rubric" for j in t.judges)][:MAX_PER_UPDATE]
    if not todo:
        return []
    client = client_from_config(ctx.config, ctx.paths)
    written = 0
    for task in todo:
        prompt = _PROMPT.format(request=task.request[:2000],
                                context="\n".join(task.context)[:2000] or "(none)")
        try:
            result = client.complete(model, [{"role": "user", "content": prompt}],
                                     max_tokens=300)
        except (BudgetExhausted, ModelCallError, UserError) as exc:
            # The tasks and families are still stored; rubrics are retried on the next update.
            return [f"rubric writing stopped after {written}: {exc}"]
        lines = [ln.strip() for ln in result.text.splitlines() if ln.strip().startswith("-")]
        if not lines:
            continue  # an answer that is not a list of criteria is not a rubric
        task.judges.append(Rubric(rubric="\n".join(lines[:5]),
                                  origin=task.origin or Origin(task.harness, task.session_id),
                                  quote=f"written by {model} from the request and its "
                                        f"follow-ups"))
        written += 1
    return [f"wrote {written} rubric judge(s) with {model}"]
