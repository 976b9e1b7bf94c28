"""The state of the whole tool, gathered cheaply: no model library, no scan of harness folders.

The JSON form has the documented top-level keys `daemon`, `harnesses`, `families`, `last_night`,
`next_night`, `proposals`, `accepted_edits`, `budget` (plus `version`, `tasks`, `paths`,
`config`, `store`, and `night_in_progress`: the night running now, or null).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from . import __version__
from .catalog import MINER_READS
from .context import Context
from .daemon.controls import daemon_status
from .daemon.scheduler import cli_night, parse_night_time
from .evidence import score_change
from .harnesses import ALL as ALL_HARNESSES
from .harnesses import night_models
from .harnesses.cli import load_recorded, locate
from .harvest import summary
from .hooks import hooks_status
from .impact.show import accepted_edits, status_lines
from .nightstatus import NightStatus
from .optimize.record import DIED, night_records
from .output import home_relative, human_bytes, shorten
from .proposals import current_status, load_proposals
from .tasks.pipeline import load_families

TOP_FAMILIES = 5


def collect_status(ctx: Context) -> dict[str, Any]:
    cfg = ctx.config  # a bad config stops here, with its clear message
    store = ctx.store
    daemon = _daemon(ctx)
    running, last = _nights(ctx)
    return {
        "version": __version__,
        "daemon": daemon,
        "harnesses": _harnesses(ctx),
        **_families(ctx),
        "night_in_progress": running,
        "last_night": last,
        "next_night": _next_night(ctx, daemon),
        "proposals": _proposals(ctx),
        "accepted_edits": accepted_edits(store),
        "budget": {
            "max_tokens_per_night": cfg.budget.max_tokens_per_night,
            "max_usd_per_night": cfg.budget.max_usd_per_night,
            "max_minutes_per_night": cfg.budget.max_minutes_per_night,
            "last_night_tokens": (last or {}).get("tokens", 0),
            "last_night_cost_usd": (last or {}).get("cost_usd", 0.0),
            "last_night_minutes": round(float((last or {}).get("seconds") or 0.0) / 60, 1),
            "models": {"target": cfg.models.target, "optimizer": cfg.models.optimizer,
                       "judge": cfg.models.judge or None, "miner": cfg.models.miner or None},
            # Installed harness CLIs that could be the night's model (nothing switches).
            "harness_models": night_models.available(
                cfg.budget.max_tokens_per_night, load_recorded(ctx.paths.cli_versions_file),
                (cfg.models.target, cfg.models.optimizer)),
        },
        "paths": ctx.paths.as_dict(),
        "config": {"file": str(ctx.paths.config_file),
                   "exists": ctx.paths.config_file.exists(), "night_time": cfg.night.time},
        "store": store.stats(),
    }


def _daemon(ctx: Context) -> dict[str, Any]:
    return daemon_status(ctx.paths)


def _harnesses(ctx: Context) -> dict[str, dict[str, Any]]:
    harvested = summary(ctx.store)
    hooks = hooks_status(ctx)
    enabled = set(ctx.config.harvest.harnesses)
    recorded = load_recorded(ctx.paths.cli_versions_file)
    out = {}
    for harness in ALL_HARNESSES:
        h = harness.id
        hv, hk = harvested.get(h, {}), hooks.get(h, {})
        found = locate(harness.cli, recorded) if harness.cli else None
        out[h] = {
            "enabled": h in enabled,
            "logs_found": hv.get("logs_found", 0),
            "sessions": hv.get("sessions", 0),
            "requests": hv.get("requests", 0),
            "last_harvest": hv.get("last_harvest"),
            "detected": bool(hk.get("detected")),
            "hooks_installed": bool(hk.get("installed")),
            "hook_events": list(hk.get("events", [])),
            # Its command-line program as found on PATH, or None.
            "cli": found.to_json() if found else None,
        }
    return out


def _families(ctx: Context) -> dict[str, Any]:
    """`families` (the largest recurring ones) and `tasks` (how many were mined, in how many
    families, with how many standing preferences)."""
    every = load_families(ctx.store)
    recurring = [f for f in every if f.recurring]
    recurring.sort(key=lambda f: (-f.size, f.label))
    return {
        "families": [{"id": f.id, "label": f.label, "kind": f.kind, "size": f.size,
                      "sessions": len(f.sessions), "harnesses": f.harnesses,
                      "outcomes": f.outcomes, "standing": len(f.standing),
                      "targets": [t.path for t in f.targets[:3]]}
                     for f in recurring[:TOP_FAMILIES]],
        "tasks": {"mined": sum(f.size for f in every), "families": len(every),
                  "recurring": len(recurring),
                  "min_family_size": ctx.config.tasks.min_family_size,
                  "min_family_sessions": ctx.config.tasks.min_family_sessions,
                  "miner": _miner(ctx)},
    }


def _miner(ctx: Context) -> dict[str, Any]:
    """Who reads the candidate constraints: the offline rules, or the miner model too, with how
    many candidates it has read so far."""
    model = ctx.config.models.miner
    if not model:
        return {"model": None, "reads": 0}
    reads = sum(1 for d in ctx.store.collection(MINER_READS).all() if d.get("model") == model)
    return {"model": model, "reads": reads}


def _nights(ctx: Context) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The night running now (or None), and the last one that ended (or None).

    A record still "running" whose process no longer holds the night lock belongs to a night
    that died without finishing: it is shown as interrupted, as the next night will record it.
    """
    nights = night_records(ctx.store)
    holder = cli_night(ctx.paths) if nights and nights[-1].get("status") == NightStatus.RUNNING \
        else None
    running = None
    if holder is not None and holder.get("pid") == nights[-1].get("pid"):
        running = _in_progress(nights.pop())
    if not nights:
        return running, None
    night = nights[-1]
    if night.get("status") == NightStatus.RUNNING:
        night = {**night, "status": NightStatus.INTERRUPTED, "reason": DIED}
    return running, _summary(night)


def _in_progress(night: dict[str, Any]) -> dict[str, Any]:
    p = _dict(night.get("progress"))
    return {
        "id": night.get("id"), "pid": night.get("pid"), "started": night.get("started"),
        "document": p.get("document"), "documents_done": p.get("documents_done", 0),
        "documents_planned": p.get("documents_planned", 0), "calls": p.get("calls", 0),
        "cache_hits": p.get("cache_hits", 0), "tokens": p.get("tokens", 0),
        "cost_usd": p.get("cost_usd", 0.0), "seconds": p.get("seconds", 0.0),
        "updated": p.get("updated"), "resumed_from": night.get("resumed_from"),
    }


def _dict(value: Any) -> dict[str, Any]:
    """A record's part that should be an object. A night record edited by hand or damaged
    reads as what it holds of the right shape (anything else as empty or unknown), so status
    still shows the rest; the record itself is left as it is."""
    return value if isinstance(value, dict) else {}


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _text(value: Any, default: str | None = None) -> str | None:
    return value if isinstance(value, str) else default


def _number(value: Any, default: float | None = 0) -> Any:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    return value if ok else default


def _counts(value: Any) -> dict[str, int]:
    return {k: v for k, v in _dict(value).items() if isinstance(v, int)}


def _summary(night: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": night.get("id"),
        "started": _text(night.get("started")),
        "ended": _text(night.get("ended")),
        "status": _text(night.get("status")),
        "reason": _text(night.get("reason"), ""),
        "dry_run": bool(night.get("dry_run")),
        "documents": [{
            "path": _text(d.get("path"), "?"), "status": _text(d.get("status")),
            "reason": _text(d.get("reason"), ""),
            "edits_accepted": _number(d.get("edits_accepted")),
            "edits_rejected": _number(d.get("edits_rejected")),
            "val_before": _number(d.get("val_before"), None),
            "val_after": _number(d.get("val_after"), None),
            "test_before": _number(d.get("test_before"), None),
            "test_after": _number(d.get("test_after"), None),
            "proposal_id": _text(d.get("proposal_id")),
            "tasks": _number(d.get("tasks")), "scorable_tasks": _number(d.get("scorable_tasks")),
            "planned_tasks": _number(d.get("planned_tasks")),
            "condensed": bool(d.get("condensed")),
            "resumed_from": _text(d.get("resumed_from")),
            "repository_rules": _number(d.get("repository_rules")),
            "replayed": _counts(d.get("replayed")),
            "not_replayable": _counts(d.get("not_replayable")),
        } for d in _dicts(night.get("documents"))],
        "later": [{**x, "path": _text(x.get("path"), "?"), "reason": _text(x.get("reason"), "")}
                  for x in _dicts(night.get("later"))],
        "interrupted_by": _text(night.get("interrupted_by")) or None,
        "resumed_from": _text(night.get("resumed_from")),
        "resumed_by": _text(night.get("resumed_by")),
        "calls": _number(night.get("calls")),
        "tokens": _number(night.get("tokens")),
        "cost_usd": _number(night.get("cost_usd"), 0.0),
        "seconds": _number(night.get("seconds"), 0.0),
    }


def _next_night(ctx: Context, daemon: dict[str, Any]) -> dict[str, Any]:
    hour, minute = parse_night_time(ctx.config.night.time)
    now = datetime.now().astimezone()
    slot = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if slot <= now:
        slot += timedelta(days=1)
    running = bool(daemon.get("running"))
    planned = (daemon.get("next_night") or {}) if running else {}
    catch_up = planned.get("catch_up_pending")
    return {
        "time": planned.get("scheduled") or slot.isoformat(timespec="minutes"),
        "configured": ctx.config.night.time,
        "scheduled_by_daemon": running,
        "catch_up_pending": catch_up,
        "note": (f"a missed night ({catch_up}) runs once the machine is quiet" if catch_up
                 else "" if running else
                 "the daemon is not running: start it with `skillopt-sleep daemon start` "
                 "(or `skillopt-sleep service install`), or run a night now with "
                 "`skillopt-sleep run`"),
    }


def _proposals(ctx: Context) -> dict[str, Any]:
    skipped: list[str] = []
    per_doc: dict[str, list[dict[str, Any]]] = {}
    texts: dict[str, str | None] = {}
    for p in load_proposals(ctx.store, skipped=skipped):
        if p.status != "pending":
            continue
        if p.target not in texts:
            try:
                texts[p.target] = Path(p.target).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                texts[p.target] = None
        state = current_status(p, texts[p.target])
        per_doc.setdefault(p.target, []).append({
            "id": p.id, "status": state, "edits": len(p.pending_indexes),
            "val_before": p.val_before, "val_after": p.val_after,
            "review": f"skillopt-sleep proposals show {p.id}",
        })
    pending = sum(1 for items in per_doc.values() for i in items if i["status"] == "pending")
    return {"pending": pending, "documents": per_doc, "skipped": skipped}


# -- printing -------------------------------------------------------------------------------------

def render_status(s: dict[str, Any]) -> str:
    lines: list[str] = []
    d = s["daemon"]
    if d.get("running"):
        up = int(d.get("uptime_seconds") or 0)
        uptime = f"{up // 3600}h{up % 3600 // 60:02d}m"
        lines.append(f"daemon     running, pid {d.get('pid')}, up {uptime}, "
                     f"version {d.get('version')}")
    else:
        extra = " (a process holds the pid file but does not answer)" if d.get("unresponsive") \
            else ""
        lines.append(f"daemon     not running{extra}: `skillopt-sleep daemon start`")
    svc = d.get("service") or {}
    lines.append(f"service    {'installed' if svc.get('installed') else 'not installed'}"
                 f" ({svc.get('kind', '?')})"
                 + ("" if svc.get("installed") else ": `skillopt-sleep service install`"))
    if svc.get("installed") and svc.get("note"):
        lines.append(f"           {svc['note']}")
    lines.append("")
    lines.append("harness      logs  sessions  requests  hooks      last harvest      cli")
    for h, info in s["harnesses"].items():
        hooks = "installed" if info["hooks_installed"] else (
            "missing" if info["detected"] else "-")
        last = (info["last_harvest"] or "never")[:16].replace("T", " ")
        off = "" if info["enabled"] else "  (disabled)"
        cli = info.get("cli")
        found = (f"{Path(cli['path']).name} {cli['version'] or '(version unknown)'}"
                 if cli else "-")
        lines.append(f"{h:<12} {info['logs_found']:>4}  {info['sessions']:>8}  "
                     f"{info['requests']:>8}  {hooks:<9}  {last:<16}  {found}{off}")
    lines.append("")
    if s["families"]:
        shown, recurring = len(s["families"]), s["tasks"]["recurring"]
        lines.append("recurring task families" + (
            f" (the {shown} largest of {recurring}; `skillopt-sleep clusters` lists them all)"
            if recurring > shown else ""))
        for f in s["families"]:
            target = home_relative(f["targets"][0]) if f["targets"] else "no document yet"
            pref = f"  ({f['standing']} standing)" if f.get("standing") else ""
            lines.append(f"  {f['size']:>3} tasks  {shorten(f['label'], 46):<46}  -> {target}"
                         f"{pref}")
    elif not any(info["sessions"] for info in s["harnesses"].values()):
        lines.append("recurring task families: none yet (run `skillopt-sleep harvest`)")
    else:
        t = s["tasks"]
        lines.append(f"recurring task families: none yet; {t['mined']} tasks mined, and a family "
                     f"recurs at {t['min_family_size']} tasks in {t['min_family_sessions']} "
                     f"sessions (`skillopt-sleep clusters --min-size 1` lists them all)")
    miner = s["tasks"].get("miner") or {}
    if miner.get("model"):
        lines.append(f"constraints read by the rules and by {miner['model']} "
                     f"({miner['reads']} candidate(s) read so far)")
    lines.append("")
    now = s.get("night_in_progress")
    if now:
        when = (now.get("started") or "")[:16].replace("T", " ")
        on = home_relative(now["document"]) if now.get("document") else "planning"
        lines.append(f"night in progress since {when} (pid {now['pid']}): {on}, "
                     f"{now['documents_done']} of {now['documents_planned']} documents done, "
                     f"{now['calls']} calls so far ({now['cache_hits']} from the cache)")
    last = s["last_night"]
    if last:
        when = (last.get("started") or "")[:16].replace("T", " ")
        lines.append(f"last night {when}: {last['status']}"
                     + (f" ({last['reason']})" if last.get("reason") else "")
                     + f", {last['tokens']} tokens, ${last['cost_usd']:.4f}")
        for doc in last["documents"]:
            if doc["status"] == NightStatus.INTERRUPTED:
                lines.append(f"  {doc['path']}: interrupted, resumed by the next night")
                continue
            lines.append(f"  {doc['path']}: {_count(doc['edits_accepted'], 'edit')} kept, "
                         f"{doc['edits_rejected']} rejected by the gate; val "
                         f"{score_change(doc['val_before'], doc['val_after'])}, test "
                         f"{score_change(doc['test_before'], doc['test_after'])}"
                         + ("; condensed to the model's window" if doc["condensed"] else ""))
            if doc.get("status", NightStatus.OK) != NightStatus.OK:
                # Why the night did nothing (or stopped) on this document, as `run` printed it.
                lines.append(f"    {doc['status']}"
                             + (f": {doc['reason']}" if doc.get("reason") else ""))
            elif doc.get("reason"):
                lines.append(f"    {doc['reason']}")  # why a night that ran kept nothing
            if doc.get("replayed"):
                lines.append("    " + replay_summary(doc["replayed"], doc["not_replayable"]))
        for later in last.get("later") or []:
            lines.append(f"  {later['path']}: left for a later night ({later['reason']})")
    else:
        lines.append("last night: none yet")
    nxt = s["next_night"]
    lines.append(f"next night {nxt['time'][:16].replace('T', ' ')}"
                 + (f" ({nxt['note']})" if nxt["note"] else ""))
    lines.append("")
    props = s["proposals"]
    if props["documents"]:
        lines.append(f"pending proposals: {props['pending']}")
        for target, items in props["documents"].items():
            lines.append(f"  {target}")
            for it in items:
                lines.append(f"    {it['id']}  {it['status']}, {_count(it['edits'], 'edit')}, val "
                             f"{score_change(it['val_before'], it['val_after'])}   "
                             f"`{it['review']}`")
    else:
        lines.append("pending proposals: none")
    lines += status_lines(s.get("accepted_edits") or [])
    b = s["budget"]
    lines.append(f"budget     {b['max_tokens_per_night']} tokens / ${b['max_usd_per_night']:.2f} "
                 f"/ {b['max_minutes_per_night']:g} min a night; last night used "
                 f"{b['last_night_tokens']} tokens / ${b['last_night_cost_usd']:.4f} / "
                 f"{b['last_night_minutes']:g} min; models "
                 f"{b['models']['target'] or '(not set)'} (target), "
                 f"{b['models']['optimizer'] or '(not set)'} (optimizer)")
    for hint in night_models.hint_lines(b.get("harness_models") or [],
                                        b["max_tokens_per_night"]):
        lines.append(f"           {hint}")
    st = s["store"]
    lines.append(f"store      {st['path']} ({human_bytes(st['bytes'])})")
    damaged = [name for name, c in (st.get("collections") or {}).items() if "error" in c]
    if damaged:
        # Everything above was read without these files: say so, and how to get them back.
        lines.append(f"damaged    {', '.join(damaged)}: `skillopt-sleep store repair` restores "
                     f"the last good version")
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def replay_summary(replayed: dict[str, int], not_replayable: dict[str, int]) -> str:
    """"tasks replayed: 3 in a worktree, 5 in chat, 1 not at all; 2 wanted a worktree and got
    none: ..." (those 2 are among the chat and not-at-all ones, so they are told apart)."""
    text = (f"tasks replayed: {replayed.get('workspace', 0)} in a worktree, "
            f"{replayed.get('chat', 0)} in chat, {replayed.get('none', 0)} not at all")
    if not_replayable:
        reason, count = max(not_replayable.items(), key=lambda kv: kv[1])
        more = f" and {len(not_replayable) - 1} other reason(s)" if len(not_replayable) > 1 else ""
        text += (f"; {sum(not_replayable.values())} wanted a worktree and got none: {count} "
                 f"because {reason}{more}")
    return text
