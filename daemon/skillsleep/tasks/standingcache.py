"""Standing preferences, found again only when what they are found from changed.

`standing.apply_standing` finds the preferences in the tasks' judges (and in the words of the
tasks that may take a rule back), then gives every other task of a family with a preference,
in the same workspace, a copy of it. After a harvest of one turn, the judges are nearly
always the ones the last update read, and the preferences come out the same. A long-running
process (the daemon) keeps the last answer with what it was computed from:

- a digest of the tasks that hold a judge of their own or whose words may take a rule back:
  what places a judge (the task's id, request, session, branch, folder, time and family) and
  the judges themselves, without the standing copies, which are the answer; the follow-ups
  only of a task whose words may take a rule back (a follow-up that adds a constraint adds a
  judge); and of the folders' workspaces known before, and the encoder (sayings are compared
  by meaning);
- of the tasks without a judge of their own, those whose words name the term of an ask that
  may be said again in other words (`standing.terms_asked`): a few, and they may say it again;
- the families that got a preference, each with its tasks in order and their folders (the
  copies go to those tasks, by workspace, unless their own judges say the same).

The next update where both are the same takes the answer instead of computing it: the same
preferences, the same copies on the same tasks, the same sayings marked as used. The rest of
the tasks (most of them: a request with no constraint, like the one a turn adds) take part in
neither, so a task added or changed among them, or a family without a preference growing,
keeps the answer. Anything else changed misses, so an answer is never stale: the key is what
the preferences depend on, not time. An answer that looked up a folder's workspace, or whose
sayings' vectors are gone, is not taken (what the disk says now may differ); nor is one whose
repositories' script files (`scripts`: package.json, a Makefile) read differently now.
"""

from __future__ import annotations

import hashlib
import operator
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import orjson

from .judges import Judge
from .scripts import Scripts
from .standing import (
    Preference,
    Workspaces,
    apply_standing,
    may_take_back,
    named_in,
    terms_asked,
)
from .taskdata import Family, Task

# Each task's share of the digest, with what it was made from: the task, its family and its
# judges (the very objects; a task's other fields never change once it is mined). A task kept
# from the last update is not read again. Only the current tasks' are kept.
_SHARES: dict[str, tuple[Task, str | None, tuple[Judge, ...], list[Any] | None]] = {}


@dataclass
class _Answer:
    digest: bytes
    members: list[list[Any]]        # per family with a preference: id, task ids, folders
    prefs: list[Preference]
    copies: dict[str, list[Judge]]   # task id -> the standing copies it was given
    sayings: frozenset[str]          # the vector cache's keys the sayings were compared by
    looked_up: bool                  # whether a folder's workspace was looked up
    scripts: Scripts                 # the script files read, as they read then


_LAST: _Answer | None = None


def _share(t: Task) -> list[Any] | None:
    """What of the task the preferences are found from (None: nothing)."""
    taking_back = may_take_back(t)
    # A judge's fields, as its dataclass writes them (cheaper than its document, which
    # describes it in words).
    own = [repr(j) for j in t.judges if not j.standing]
    if not own and not taking_back:
        return None
    return [t.id, t.request, t.harness, t.session_id, t.project, t.time, t.family_id,
            t.branch, own, [t.context, t.last_said] if taking_back else None]


def digest_of(tasks: list[Task], workspaces: Workspaces, encoder: str) -> bytes:
    """The preferences' inputs among these tasks (see the module's docstring)."""
    global _SHARES
    shares, now, plain = [], {}, []
    for t in tasks:
        judges = tuple(t.judges)
        kept = _SHARES.get(t.id)
        if kept is not None and kept[0] is t and kept[1] == t.family_id \
                and len(kept[2]) == len(judges) and all(map(operator.is_, kept[2], judges)):
            share = kept[3]
        else:
            share = _share(t)
        now[t.id] = (t, t.family_id, judges, share)
        if share is not None:
            shares.append(share)
        else:
            plain.append(t)
    _SHARES = now
    shares += _naming(plain, tasks)
    known = sorted([k or "", k is None, v] for k, v in workspaces.items())
    payload = orjson.dumps([encoder, known, shares])
    return hashlib.blake2b(payload, digest_size=20).digest()


# Whether each task without a judge of its own names a term of the asks (`_naming`), with the
# task and the terms it was read for: a task and terms kept from the last update are not read
# again.
_NAMED: dict[str, tuple[Task, frozenset[str], bool]] = {}


def _naming(plain: list[Task], tasks: list[Task]) -> list[list[Any]]:
    """What of the tasks without a judge of their own an ask may be found said again in: those
    whose words name the term of an ask to use a term (`standing.terms_asked`), a few."""
    global _NAMED
    terms = terms_asked(tasks)
    now: dict[str, tuple[Task, frozenset[str], bool]] = {}
    for t in plain if terms else ():
        kept = _NAMED.get(t.id)
        if kept is not None and kept[0] is t and kept[1] == terms:
            now[t.id] = kept
        else:
            now[t.id] = (t, terms, bool(named_in((t.request, *t.context), terms)))
    _NAMED = now
    return [[t.id, t.request, t.harness, t.session_id, t.project, t.time, t.family_id, t.branch,
             t.context, t.origin.to_doc() if t.origin else None]
            for t in plain if t.id in now and now[t.id][2]]


def _members(families: list[Family], ids: set[str], by_id: dict[str, Task]) -> list[list[Any]]:
    return [[f.id, list(f.task_ids), [by_id[i].project if i in by_id else None
                                      for i in f.task_ids]]
            for f in families if f.id in ids]


def standing_preferences(tasks: list[Task], families: list[Family],
                         similar: Callable[[str, str], float] | None,
                         workspaces: Workspaces, encoder: str, sayings: set[str],
                         vectors: dict[str, Any]) -> list[Preference]:
    """`apply_standing`, or the answer kept from the last time it had the same inputs.
    `sayings`: gets the vector cache's keys of the sayings compared (`vectors`: that cache's
    vectors, which must still hold them for the answer to be taken)."""
    global _LAST
    digest = digest_of(tasks, workspaces, encoder)
    by_id = {t.id: t for t in tasks}
    last = _LAST
    if last is not None and last.digest == digest and not last.looked_up \
            and all(k in vectors for k in last.sayings) and last.scripts.unchanged() \
            and _members(families, {m[0] for m in last.members}, by_id) == last.members:
        for t in tasks:
            if t.judges:
                t.judges = [j for j in t.judges if not j.standing]
        for tid, copies in last.copies.items():
            # The very copies given last time (a judge is never changed once made): a task
            # whose judges are the same objects is not written out again (`pipeline`).
            by_id[tid].judges += copies
        sayings.update(last.sayings)
        return [replace(p, repeated_in=[]) for p in last.prefs]
    before, used, scripts = set(workspaces), set(sayings), Scripts()
    prefs = apply_standing(tasks, families, similar, workspaces, scripts)
    copies = {t.id: [j for j in t.judges if j.standing] for t in tasks
              if any(j.standing for j in t.judges)}
    with_prefs = {fid for p in prefs for fid in p.families}
    _LAST = _Answer(digest, _members(families, with_prefs, by_id),
                    [replace(p, repeated_in=[]) for p in prefs], copies,
                    frozenset(sayings - used), set(workspaces) != before, scripts)
    return prefs
