"""A capable model reads the candidate constraints, where the person has one (`models.miner`).

The offline rules are the floor and the default: they read a directive by its grammar and give up
where the words do not name a checkable term. A person who has a capable model (any litellm
model string, or `claude-code/...` / `codex/...`, the harness CLI they already use) can have it
read what the rules flag as a candidate (a clause worded as a directive, or a yes to something
the agent proposed), each with the agent's previous message: is it a constraint on the work or
the answer, is it meant for all such work or only this task, what is its term, which check
tests it. Its verdict replaces the rules' reading of that candidate (`judges.mine.derive`).

- Only candidates are sent, in batches, redacted again before they leave (they were redacted
  when harvested); each verdict is stored per model and candidate (`miner_reads`), so nothing is
  sent twice, and a rerun costs nothing.
- At most MAX_READS_PER_UPDATE candidates are read per update, within the nightly token and money
  budget (`budget.*`); the rest wait for the next update. A failing or exhausted model leaves
  the rules' reading in place and says so in the update's notes.
- Only imported when a miner model is configured, so nothing else loads the model library.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

from ..catalog import MINER_READS
from ..errors import UserError
from ..logs.redact import redact
from ..models import BudgetExhausted, ModelCallError, client_from_config
from .judges.mine import VERDICT_CHECKS, Quote, Verdict, derive, is_candidate, quote_key
from .taskdata import Task

if TYPE_CHECKING:
    from ..context import Context

MAX_READS_PER_UPDATE = 48
BATCH = 8
MAX_WORDS_CHARS = 1200
MAX_REPLY_CHARS = 600

_PROMPT = """You read what a developer typed to a coding agent, to find the constraints they put \
on the agent's work. For each numbered item you get the agent's previous message and the \
developer's words (only the words they typed; pasted logs and code are left out).

A constraint is a rule that a deterministic check on the agent's diff, the commands it ran or its \
answer could test ("use errors.Is, not ==", "don't commit", "run the linter before you say \
done"). Not constraints: questions, bug reports, descriptions of how things are, reasons, the \
task itself ("fix the login bug"), pasted review findings, musings.

Answer with one JSON array, one object per item, in order, nothing else:
{{"id": <the item's number>, "constraint": true|false, "durable": true|false, \
"check": "{checks}", "term": "<the exact code, command, path or word the check looks for>"}}
"durable" is true only when the rule is meant for all future work of this kind (worded as a \
rule, a convention, a preference between alternatives), false for this task only. When the \
developer only says yes to what the agent proposed, the constraint and its term come from the \
agent's message.

{items}"""


def _item(number: int, quote: Quote) -> str:
    reply = redact(quote.reply[-MAX_REPLY_CHARS:]) if quote.reply else "(none)"
    words = redact(quote.text[:MAX_WORDS_CHARS])
    return f"{number}. Agent's previous message: {reply}\n   Developer: {words}"


def _parse(text: str, count: int, reader: str) -> dict[int, Verdict]:
    """The verdicts in a model's answer, by item number; anything malformed is left out."""
    m = re.search(r"\[.*\]", text, re.S)
    if not m:
        return {}
    try:
        rows = json.loads(m.group(0))
    except ValueError:
        return {}
    out: dict[int, Verdict] = {}
    for row in rows if isinstance(rows, list) else []:
        if not isinstance(row, dict):
            continue
        number = row.get("id")
        if not isinstance(number, int) or not 1 <= number <= count:
            continue
        check = row.get("check") if isinstance(row.get("check"), str) else ""
        term = row.get("term") if isinstance(row.get("term"), str) else ""
        out[number] = Verdict(constraint=row.get("constraint") is True,
                              durable=row.get("durable") is True,
                              check=check if check in VERDICT_CHECKS else "", term=term[:80],
                              reader=reader)
    return out


def _stored(doc: Any) -> Verdict | None:
    if not isinstance(doc, dict) or not isinstance(doc.get("verdict"), dict):
        return None
    v = doc["verdict"]
    try:
        return Verdict(bool(v["constraint"]), bool(v.get("durable")), str(v.get("check", "")),
                       str(v.get("term", "")), str(v.get("reader", "")))
    except (KeyError, TypeError):
        return None


def read_constraints(ctx: Context, tasks: list[Task]) -> list[str]:
    """Have the miner model read the candidates of freshly mined tasks and re-derive their
    judges with its verdicts; notes for the update's report."""
    model = ctx.config.models.miner
    fresh = [t for t in tasks if t.said]
    candidates = {quote_key(q): q for t in fresh for q in t.said if is_candidate(q)}
    if not candidates:
        return []
    reads = ctx.store.collection(MINER_READS)
    known: dict[str, Verdict] = {}
    for doc in reads.all():
        if doc.get("model") == model and doc.get("key") in candidates:
            verdict = _stored(doc)
            if verdict is not None:
                known[doc["key"]] = verdict
    todo = [k for k in candidates if k not in known][:MAX_READS_PER_UPDATE]
    notes: list[str] = []
    if todo:
        client = client_from_config(ctx.config, ctx.paths)
        new: list[dict[str, Any]] = []
        for start in range(0, len(todo), BATCH):
            keys = todo[start:start + BATCH]
            prompt = _PROMPT.format(checks="|".join(VERDICT_CHECKS), items="\n\n".join(
                _item(n, candidates[k]) for n, k in enumerate(keys, 1)))
            try:
                result = client.complete(model, [{"role": "user", "content": prompt}],
                                         max_tokens=80 * len(keys) + 40)
            except (BudgetExhausted, ModelCallError, UserError) as exc:
                notes.append(f"the miner model stopped after {start} candidate(s): {exc}")
                break
            verdicts = _parse(result.text, len(keys), model)
            if not verdicts:
                notes.append(f"the miner model's answer for {len(keys)} candidate(s) was not a "
                             f"list of verdicts; the rules' reading is kept for them")
            for number, key in enumerate(keys, 1):
                if number in verdicts:
                    known[key] = verdicts[number]
                    v = verdicts[number]
                    new.append({"model": model, "key": key, "verdict": {
                        "constraint": v.constraint, "durable": v.durable, "check": v.check,
                        "term": v.term, "reader": v.reader}})
        if new:
            with reads.write() as table:
                table.insert_multiple(new)
        waiting = len(candidates) - len(known)
        notes.append(f"the miner model {model} read {len(new)} new candidate(s)"
                     + (f"; {waiting} wait for the next update" if waiting else ""))
    for task in fresh:
        if any(quote_key(q) in known for q in task.said):
            task.judges = derive(task.said, known) + [j for j in task.judges
                                                      if j.kind == "rubric"]
    return notes


def count_reads(ctx: Context) -> int:
    """How many verdicts of the configured miner model are stored (for `status`)."""
    model = ctx.config.models.miner
    return sum(1 for doc in ctx.store.collection(MINER_READS).all() if doc.get("model") == model)
