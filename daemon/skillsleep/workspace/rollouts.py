"""What the optimizer's evaluator calls to replay a task in a workspace, under a document.

One replay: a fresh worktree at the task's commit, the document written at its path in the
repository, the harness run with the task's request, the outcome read and the project's check
run, the worktree removed. It is answered from the night's response cache when the same
replay (harness, model, document, task, commit, check, settings, sample) was made before, and
it counts against the night's budgets like a model call: refused beforehand when the largest
replay of this night (or, for the first, the prompt and the CLI's own overhead) could exceed
the tokens or money left, its time limit cut to the time the night (or the document's share of
it) has left, and charged with the tokens, cost and time the CLI took. A stop request (SIGTERM)
stops the agent and removes the worktree at once.

It also counts, per task, how the task was replayed (in a workspace or in chat), for the
night's report.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from ..logs.marker import HEADLESS_MARKER
from ..models.errors import BudgetExhausted
from ..tasks.judges import Attempt, Command, FileChange
from ..tasks.taskdata import Task
from .area import ReplayArea, WorkspaceError
from .outcome import collect, describe, run_check
from .plan import CHAT, WORKSPACE, ReplayPlan
from .runners import HarnessRunner

if TYPE_CHECKING:
    from ..models import ModelClient

REPLAY_CACHE_VERSION = 1
# A replay given less time than this could not finish: the budget is as good as spent.
MIN_REPLAY_SECONDS = 30.0


class WorkspaceRollouts:
    def __init__(self, plan: ReplayPlan, area: ReplayArea, runner: HarnessRunner | None,
                 client: ModelClient, check_timeout: float = 300.0,
                 progress: Callable[[str], None] | None = None) -> None:
        self.plan = plan
        self.area = area
        self.runner = runner
        self.client = client
        self.ledger = client.ledger
        self.cache = client.cache
        self.check_timeout = check_timeout
        self.progress = progress or (lambda _m: None)
        self.issues: Counter[str] = Counter()
        self.modes: dict[str, str] = {}      # task id -> how it was replayed
        self._largest = 0                    # tokens of the largest replay so far

    # -- what the evaluator calls ----------------------------------------------------------

    def handles(self, task: Task) -> bool:
        return self.runner is not None and self.plan.mode(task.id) == WORKSPACE

    def note(self, task_id: str, mode: str) -> None:
        self.modes.setdefault(task_id, mode)

    def rollout(self, document: str, task: Task, sample: int) -> tuple[str, Attempt] | None:
        """(the outcome in words, the attempt), or None when the replay produced nothing."""
        entry = self.plan.entries[task.id]
        assert entry.place is not None and self.runner is not None
        self.note(task.id, WORKSPACE)
        key = self._key(document, task, sample)
        hit = self.cache.get(key) if self.cache is not None else None
        if hit is not None:
            attempt = attempt_from_doc(hit.get("attempt"))
            if attempt is not None:
                self.ledger.count_hit()
                return hit["text"], attempt
        runner = self.runner
        prompt = f"{task.request}\n\n{HEADLESS_MARKER}"
        if self.client.interrupt is not None:
            self.client.interrupt.check()
        limit = self._reserve(len(prompt.encode("utf-8")))
        self.progress(f"replaying task {task.id[:8]} in a worktree at "
                      f"{entry.place.commit[:10]} ({runner.binary})")
        try:
            with self.area.workspace(entry.place) as ws:
                path = ws.path(self.plan.doc_rel)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(document, encoding="utf-8")
                started = time.monotonic()
                result = runner.run(ws, prompt, timeout=limit)
                self.ledger.record(self.ledger_key, result.prompt_tokens,
                                   result.completion_tokens, result.cost_usd,
                                   seconds=time.monotonic() - started)
                self._largest = max(self._largest, result.tokens)
                if result.failure:
                    self.issues[f"replay_{result.failure}"] += 1
                    self.progress(f"replay of {task.id[:8]} failed: {result.detail}")
                    return None
                attempt = collect(ws, self.plan.doc_rel, document, result.text,
                                  result.commands)
                if entry.check:
                    attempt.checks = [run_check(ws, entry.check, self.check_timeout)]
        except WorkspaceError as exc:
            self.issues["replay_workspace_failed"] += 1
            self.progress(str(exc))
            return None
        if self.client.after_call is not None:
            self.client.after_call()
        answer = describe(attempt)
        if self.cache is not None:
            try:
                self.cache.put(key, {"text": answer, "attempt": attempt_to_doc(attempt),
                                     "model": runner.model_string, "time": time.time()})
            except OSError:
                self.issues["cache_write_failed"] += 1
        return answer, attempt

    @property
    def ledger_key(self) -> str:
        """Replays are counted apart from the same model's chat calls: they take far longer."""
        assert self.runner is not None
        return f"{self.runner.model_string} (worktree)"

    def _reserve(self, prompt_bytes: int) -> float:
        """Refuse a replay the budgets cannot afford; the time it may take."""
        assert self.runner is not None
        estimate = self._largest or prompt_bytes + self.runner.overhead_tokens
        seen = self.ledger.by_model.get(self.ledger_key, {})
        self.ledger.reserve(self.ledger_key, estimate, float(seen.get("max_call_usd", 0.0)))
        limit = self.runner.settings.timeout_seconds
        scope = ""
        night_left = self.ledger.seconds_left()
        if night_left is not None and night_left < limit:
            limit, scope = night_left, "night"
        share = self.ledger.share
        if share is not None and share.until - self.ledger.clock() < limit:
            limit, scope = share.until - self.ledger.clock(), "document"
        if scope and limit < MIN_REPLAY_SECONDS:
            raise BudgetExhausted(
                f"time budget reached: a replay in a worktree needs at least "
                f"{MIN_REPLAY_SECONDS:.0f} s, and {max(0.0, limit):.0f} s are left"
                + (" of this document's share" if scope == "document" else ""),
                "time", scope=scope)
        return limit

    # -- the report ------------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """Per mode, the tasks of the document replayed that way this night."""
        workspace = sum(1 for m in self.modes.values() if m == WORKSPACE)
        chat = sum(1 for m in self.modes.values() if m == CHAT)
        return {"workspace": workspace, "chat": chat,
                "none": max(0, len(self.plan.entries) - workspace - chat)}

    def _key(self, document: str, task: Task, sample: int) -> str:
        entry = self.plan.entries[task.id]
        assert entry.place is not None and self.runner is not None
        payload = {"v": REPLAY_CACHE_VERSION, "replay": self.runner.provider,
                   "model": self.runner.model, "settings": asdict(self.runner.settings),
                   "document": hashlib.sha256(document.encode("utf-8")).hexdigest(),
                   "doc_rel": self.plan.doc_rel, "request": task.request,
                   "repository": str(entry.place.repository), "commit": entry.place.commit,
                   "subdir": entry.place.subdir, "check": entry.check,
                   "check_timeout": self.check_timeout, "sample": sample}
        text = json.dumps(payload, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def attempt_to_doc(attempt: Attempt) -> dict[str, Any]:
    return {"text": attempt.text,
            "changes": [asdict(c) for c in attempt.changes or []],
            "commands": [asdict(c) for c in attempt.commands or []],
            "commits": list(attempt.commits or []),
            "checks": None if attempt.checks is None else [asdict(c) for c in attempt.checks]}


def attempt_from_doc(doc: Any) -> Attempt | None:
    """A cached attempt; None for anything damaged (a miss, never a wrong outcome). A change
    cached before changes recorded whether they create their file is a miss too: the checks of
    new files' names would give no verdict on it where a fresh replay of the same document
    gives one, and the two would be scored unlike."""
    if not isinstance(doc, dict):
        return None
    try:
        if any("created" not in c for c in doc.get("changes", [])):
            return None
        checks = doc.get("checks")
        return Attempt(
            text=str(doc.get("text") or ""),
            changes=[FileChange(str(c["path"]), [str(x) for x in c.get("added", [])],
                                [str(x) for x in c.get("removed", [])],
                                [[str(x) for x in h] for h in c.get("hunks", [])],
                                bool(c["created"]))
                     for c in doc.get("changes", [])],
            commands=[_command(c) for c in doc.get("commands", [])],
            commits=[str(m) for m in doc.get("commits", [])],
            checks=None if checks is None else [_command(c) for c in checks])
    except (KeyError, TypeError, AttributeError, ValueError):
        return None


def _command(doc: dict[str, Any]) -> Command:
    code = doc.get("exit_code")
    return Command(str(doc["line"]), code if isinstance(code, int) else None)
