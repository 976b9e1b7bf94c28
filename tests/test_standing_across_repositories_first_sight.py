"""Standing preferences of one kind of work done in two repositories, at first sight: one
person's Go tests written in two git repositories (`alpha`, with a linked worktree, and `beta`),
mined end to end from Claude Code logs into the store, one family spanning both.

A preference is the repository's it was said in (a workspace: a repository with all its
worktrees, `identity.workspace_of`). So: the same one-off ask once in each repository is no
preference in either, and no lesson for either document; a rule said in one is listed with the
sessions, and the folders, it was said in, is judged (copied) only on the tasks of its own
repository, its worktrees included, is already in the document only when a document that
governs its repository says it (another repository's line that says it is that team's), is
recorded by an accepted edit only of a document that governs its repository, and an accepted
edit is measured on the later tasks of the whole repository, whichever worktree they ran in. The
code has no notion of a rule said as the person's own for all their work: "always", "we use",
"in this repo" all make a rule of the repository it was said in.

Each history and the outcomes expected of it were written before the histories were run. As
first written, the asks were corrections after the agent's answer; the reader split those off
as tasks of their own, out of the family (a limit of where a task ends, left alone here), so
the asks were put into the requests (asked task by task, three times, as a request needs) and
the expectations written again before running them. At first sight (5 histories, 5 standing
preferences), what stands, its copies onto tasks, the lessons and the accepted edits' records
were right in all 5 (a one-off in each of two repositories is no preference, a rule is copied
only onto its repository's tasks, worktrees included); wrong were: no origin said where it was
said (`origins[].project`, 5 of 5 preferences), and neither did `clusters` (added to the table
after the first run, checked on the code before: 5 of 5 lines); 3 preferences said to be already
in the document by another repository's line that states them; and an accepted edit measured
without the tasks of the worktree (its preference last said in the main checkout, the worktree's
task before the acceptance was not counted: 1 task before instead of 2). After the fix (each
origin carries the folder it was said in, and `clusters` names it for a family of several
folders; a preference is looked for only in the documents that govern where it was said; an
accepted edit is measured on the tasks of its repository), all 5 read right. Of the one written
after the fix to break it (`AFTER_THE_FIX`: the person's own document states the rule too), the
code before read it wrong, the fix right.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from skillsleep.acceptance import build_records
from skillsleep.after_harvest import after_harvest
from skillsleep.cli import main
from skillsleep.context import Context
from skillsleep.edits import Edit
from skillsleep.harvest import run_harvest
from skillsleep.identity import resolved, workspace_of
from skillsleep.impact.measure import measure
from skillsleep.optimize.derived import a_lesson
from skillsleep.optimize.targets import standing_asks
from skillsleep.proposals import Proposal
from skillsleep.tasks.pipeline import load_families, load_tasks
from test_tasks_standing_histories import DONE, _session

from helpers.replay import git

PLAIN = "# Notes for agents\n\nGo 1.22. Tests live beside the code.\n"
CLEANUP_LINE = "- Use `t.Cleanup` for teardown in tests."
LINT_LINE = "- Run `golangci-lint run` before every commit."
# A session: its turns, its branch, where it ran ("alpha", "beta", or "alpha-wt": alpha's linked
# worktree, on the `retries` branch).
Session = tuple[list[tuple[str, str]], str, str]


def _plain(what: str, where: str, branch: str = "main") -> Session:
    return [(f"add a test for {what}", DONE)], branch, where


# The same ask in other words, made as part of a request.
CLEANUP_ASKS = ("add a test for {}. swap the defers for `t.Cleanup` in it",
                "add a test for {}; switch the deferred closes to `t.Cleanup` there")
LINT_ASKS = ("add a test for {}, then run `golangci-lint run` on it before you hand it back",
             "add a test for {}, then please run `golangci-lint run` on it before you hand it "
             "back")
LINT_RULE = ("add a test for the invoice parser; we always run `golangci-lint run` before "
             "committing in this repo")


def _asked(words: str, what: str, where: str, branch: str = "main") -> Session:
    return [(words.format(what), DONE)], branch, where


# (name, the documents (alpha's, beta's, and the person's own when given), the sessions, what
# is expected)
Case = tuple[str, tuple[str, ...], list[Session], dict[str, Any]]
HISTORIES: list[Case] = [
    # The same one-off ask once in each repository: in neither is it said twice.
    ("a_one_off_in_each_of_two_repositories", (PLAIN, PLAIN), [
        _asked(CLEANUP_ASKS[0], "the refund handler", "alpha"),
        _asked(CLEANUP_ASKS[1], "the invoice parser", "beta"),
        _plain("the payout job", "alpha"),
        _plain("the tax calculator", "beta"),
        _plain("the retry policy", "alpha-wt", "retries"),
        _plain("the csv export", "beta"),
    ], {"shown": [], "preferences": [], "copies": [], "lessons": [], "repeated": {},
        "recorded": {}}),

    # A rule said in alpha; beta's own document says the same: that is beta's convention, and
    # alpha's work is not governed by it.
    ("a_rule_in_one_repository_the_other_document_states_it",
     (PLAIN, PLAIN + CLEANUP_LINE + "\n"), [
        ([("add a test for the refund handler", DONE),
          ("from now on always use `t.Cleanup` in tests, never defer for teardown", DONE)],
         "main", "alpha"),
        _plain("the invoice parser", "beta"),
        _plain("the payout job", "alpha"),
        _plain("the tax calculator", "beta"),
        _plain("the retry policy", "alpha-wt", "retries"),
        _plain("the csv export", "beta"),
    ], {"shown": ["alpha"], "preferences": [["diff_adds", "t.Cleanup", True, [["s0", "alpha"]]]],
        "copies": [["s2", "alpha"], ["s4", "alpha"]],
        "lessons": [["alpha", "diff_adds", "t.Cleanup"]],
        "repeated": {"t.Cleanup": []},
        "recorded": {"t.Cleanup": ["alpha"]}}),

    # Asked in alpha's main checkout, in its worktree on another branch, and in the main
    # checkout again: three pieces of work in one repository. Alpha's document already says it
    # (the same line in both checkouts).
    ("asked_in_the_main_checkout_and_in_a_worktree", (PLAIN + CLEANUP_LINE + "\n", PLAIN), [
        _asked(CLEANUP_ASKS[0], "the refund handler", "alpha"),
        _plain("the invoice parser", "beta"),
        _asked(CLEANUP_ASKS[1], "the retry policy", "alpha-wt", "retries"),
        _plain("the tax calculator", "beta"),
        _asked(CLEANUP_ASKS[0], "the payout job", "alpha"),
        _plain("the csv export", "beta"),
        _plain("the ledger export", "alpha"),
    ], {"shown": ["alpha"], "preferences": [["diff_adds", "t.Cleanup", False,
                         [["s0", "alpha"], ["s2", "alpha"], ["s4", "alpha"]]]],
        "copies": [["s6", "alpha"]],
        "lessons": [["alpha", "diff_adds", "t.Cleanup"]],
        "repeated": {"t.Cleanup": ["alpha"]},
        "recorded": {"t.Cleanup": ["alpha"]},
        # Accepted on alpha's document half a day after s2, measured half a day after s6: the
        # tasks before (s0 in the main checkout, s2 in the worktree) and after (s4, s6).
        "measured": [2, 2]}),

    # A rule said in beta; the same command asked once in alpha, whose document says it.
    ("a_rule_in_one_repository_asked_once_in_the_other", (PLAIN + LINT_LINE + "\n", PLAIN), [
        ([(LINT_RULE, DONE)], "main", "beta"),
        _asked(LINT_ASKS[0], "the refund handler", "alpha"),
        _plain("the retry policy", "alpha-wt", "retries"),
        _plain("the tax calculator", "beta"),
        _plain("the payout job", "alpha"),
        _plain("the csv export", "beta"),
    ], {"shown": ["beta"], "preferences": [["runs", "golangci-lint run", True, [["s0", "beta"]]]],
        "copies": [["s3", "beta"], ["s5", "beta"]],
        "lessons": [["beta", "runs", "golangci-lint run"]],
        "repeated": {"golangci-lint run": []},
        "recorded": {"golangci-lint run": ["beta"]}}),

    # A rule in beta, and the same command asked for in three pieces of work in alpha (its main
    # checkout and its worktree): two preferences of one check, each its repository's.
    ("a_rule_in_one_repository_asked_again_in_the_other", (PLAIN, PLAIN + LINT_LINE + "\n"), [
        ([(LINT_RULE, DONE)], "main", "beta"),
        _asked(LINT_ASKS[0], "the refund handler", "alpha"),
        _plain("the tax calculator", "beta"),
        _asked(LINT_ASKS[1], "the retry policy", "alpha-wt", "retries"),
        _asked(LINT_ASKS[0], "the payout job", "alpha"),
        _plain("the csv export", "beta"),
        _plain("the ledger export", "alpha"),
    ], {"shown": ["alpha", "beta"], "preferences": [["runs", "golangci-lint run", False,
                         [["s1", "alpha"], ["s3", "alpha"], ["s4", "alpha"]]],
                        ["runs", "golangci-lint run", True, [["s0", "beta"]]]],
        "copies": [["s2", "beta"], ["s5", "beta"], ["s6", "alpha"]],
        "lessons": [["alpha", "runs", "golangci-lint run"], ["beta", "runs", "golangci-lint run"]],
        # Beta's line is beta's: alpha's preference is not in alpha's document.
        "repeated": {"golangci-lint run": [[], ["beta"]]},
        "recorded": {"golangci-lint run": ["alpha", "beta"]}}),
]

# Written after the fix, to break it: the person's own document governs all their work, so a
# rule of one repository that it states is in a document of that work; another repository's
# line that states it too is not.
AFTER_THE_FIX: list[Case] = [
    ("a_rule_in_one_repository_the_person_s_own_document_states_it",
     (PLAIN, PLAIN + CLEANUP_LINE + "\n", "# Mine\n\n" + CLEANUP_LINE + "\n"), [
        _plain("the invoice parser", "beta"),
        ([("add a test for the refund handler", DONE),
          ("from now on always use `t.Cleanup` in tests, never defer for teardown", DONE)],
         "retries", "alpha-wt"),
        _plain("the payout job", "alpha"),
        _plain("the tax calculator", "beta"),
        _plain("the ledger export", "alpha"),
        _plain("the csv export", "beta"),
    ], {"shown": ["alpha"],
        "preferences": [["diff_adds", "t.Cleanup", True, [["s1", "alpha"]]]],
        "copies": [["s2", "alpha"], ["s4", "alpha"]],
        "lessons": [["alpha", "diff_adds", "t.Cleanup"]],
        "repeated": {"t.Cleanup": ["home"]},
        "recorded": {"t.Cleanup": ["alpha"]}}),
]


def _repositories(work: Path, docs: tuple[str, ...]) -> dict[str, Path]:
    """Two repositories with their documents committed, and a linked worktree of the first."""
    out: dict[str, Path] = {}
    for name, doc in zip(("alpha", "beta"), docs[:2], strict=True):
        root = work / name
        root.mkdir(parents=True)
        git(work, "init", "-q", str(root))
        (root / "CLAUDE.md").write_text(doc, encoding="utf-8")
        (root / "go.mod").write_text(f"module example.com/{name}\n\ngo 1.22\n", encoding="utf-8")
        git(root, "add", ".")
        git(root, "commit", "-qm", "start", when="2026-01-01T09:00:00Z")
        out[name] = root
    out["alpha-wt"] = out["alpha"] / ".worktrees" / "retries"
    git(out["alpha"], "worktree", "add", "-q", "-b", "retries", str(out["alpha-wt"]))
    return out


def _name(folder: str | None, repos: dict[str, Path]) -> str | None:
    """The repository a folder is in (a worktree's is the one it was made from)."""
    if not folder:
        return None
    where = resolved(folder)
    if where.parent.parent == resolved(repos["home"]):
        return "home"  # the person's own document: ~/.claude/CLAUDE.md
    for name in ("alpha", "beta"):
        root = resolved(repos[name])
        if where == root or root in where.parents:
            return name
    return None


def _term(doc: dict[str, Any]) -> str:
    params = doc.get("params") or {}
    return str(params.get("term") or params.get("command") or "")


def _day(n: float) -> float:
    return datetime(2026, 3, 2, 9, tzinfo=UTC).timestamp() + n * 86_400


def _read(home: Path, work: Path, docs: tuple[str, ...], sessions: list[Session]
          ) -> dict[str, Any]:
    repos = {**_repositories(work, docs), "home": home}
    if docs[2:]:
        (home / ".claude").mkdir(parents=True, exist_ok=True)
        (home / ".claude" / "CLAUDE.md").write_text(docs[2], encoding="utf-8")
    for n, (turns, branch, where) in enumerate(sessions):
        _session(home, f"s{n}", 2 + n, turns, branch, str(repos[where]))
    ctx = Context.create()
    after_harvest(ctx, run_harvest(ctx).changed)
    families, tasks = load_families(ctx.store), load_tasks(ctx.store)
    prefs: dict[str, dict[str, Any]] = {}
    for family in families:
        for doc in family.standing:
            prefs.setdefault(json.dumps([doc["kind"], _term(doc), doc.get("project")]), doc)
    asks = standing_asks(families)
    lessons = {json.dumps([_name(t.project, repos), j.kind, _term(j.to_doc())])
               for t in tasks for j in t.judges
               if a_lesson(j, asks, workspace_of(t.project))}
    copies = sorted({(t.session_id, _name(t.project, repos)) for t in tasks
                     for j in t.judges if j.standing})
    repeated: dict[str, list[Any]] = {}
    for key in sorted(prefs):
        doc = prefs[key]
        repeated.setdefault(_term(doc), []).append(
            sorted({_name(x["path"], repos) for x in doc.get("repeated_in") or []}))
    recorded: dict[str, list[str]] = {}
    line = {"t.Cleanup": CLEANUP_LINE, "golangci-lint run": LINT_LINE}
    for term in sorted({_term(d) for d in prefs.values()} & set(line)):
        for name in ("alpha", "beta"):
            proposal = Proposal(str(repos[name] / "CLAUDE.md"), "", "", "",
                                [Edit("add", "", line[term])], families=[f.id for f in families])
            if any(_term(p) == term for r in build_records(proposal, [0], families)
                   for p in r.preferences):
                recorded.setdefault(term, []).append(name)
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        main(["clusters"])
    shown = sorted((_name(m.group(1), repos) if m.group(1) else None
                    for m in re.finditer(r"^    standing(?: in (.+?))?: ", text.getvalue(), re.M)),
                   key=str)
    out = {"shown": shown, "preferences": sorted([d["kind"], _term(d), bool(d.get("durable")),
                                  [[o["session"], _name(o.get("project"), repos)]
                                   for o in d["origins"]]] for d in prefs.values()),
           "copies": [list(c) for c in copies],
           "lessons": sorted(json.loads(x) for x in lessons),
           "repeated": {t: (r[0] if len(r) == 1 else r) for t, r in repeated.items()},
           "recorded": recorded}
    if CLEANUP_LINE in docs[0] and "alpha" in recorded.get("t.Cleanup", []):
        # Accepted on alpha's document on the day after s2 (s0 is day 0, sN day N).
        proposal = Proposal(str(repos["alpha"] / "CLAUDE.md"), "", "", "",
                            [Edit("replace", "x", CLEANUP_LINE, status="accepted")],
                            families=[f.id for f in families], status="accepted")
        (record,) = build_records(proposal, [0], families, now=_day(2.5))
        got = measure(record, {proposal.id: proposal}, tasks, {f.id: f for f in families},
                      None, _day(6.5))
        out["measured"] = [got["before"]["tasks"], got["after"]["tasks"]]
    return out


@pytest.mark.parametrize(("name", "docs", "sessions", "expected"),
                         HISTORIES + AFTER_THE_FIX, ids=[h[0] for h in HISTORIES + AFTER_THE_FIX])
def test_standing_preferences_across_repositories(isolated_home: Path, tmp_path: Path,
                                                  name: str, docs: tuple[str, ...],
                                                  sessions: list[Session],
                                                  expected: dict[str, Any]) -> None:
    found = _read(isolated_home, tmp_path / "work", docs, sessions)
    assert found == expected
