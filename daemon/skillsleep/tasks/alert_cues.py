"""How people hand over an alert that fired: told ("got paged at 3am for this", "the disk alert
keeps firing") or pasted as the pager or the alert manager sent it ("[FIRING:1] ...",
"[Triggered] #48213 ...", "Opsgenie alert P2: ..."). Either asks why it fired and what to do:
the running software going wrong, read as a problem to debug (`kinds.py`), however calmly the
alert's own text reads. The words are of software alone, so software talk by themselves.

Not an alert asked for ("alert when the queue is over 10k", `observe_cues.py`), not a product's
alerts to its people ("price alerts fire twice" is a defect by its own words), not paging as a
routing told ("paging alerts should go to the on-call rotation").
"""

from __future__ import annotations

# An alert manager's notification, by its header: Alertmanager's "[FIRING:2]", a pager's
# "[Triggered]", an incident's number after it.
_NOTIFIED = r"\[(?:firing|triggered|alert(?:ing)?)(?::\d+)?\]"
# A pager or an alert manager named with its alert in one line: "PagerDuty: [Triggered] #48213",
# "Opsgenie alert P2:", "alertmanager fired KubeNodeNotReady".
_PAGERS = (r"(?:pagerduty|opsgenie|alertmanager|victorops|splunk on-?call|incident\.io|"
           r"grafana oncall)")
_PAGER_SAID = (rf"\b{_PAGERS}\b[^\n]{{0,40}}\b(?:triggered|firing|fired|alert|incident|"
               r"p[1-5]|sev[1-5])\b")
# The person paged, or an alert said to fire now or again.
_PAGED = (r"\b(?:got|get|getting|been|was|were|am|i'?m|keep getting|kept getting)\s+paged\b"
          r"(?!\s+(?:for|about)\s+(?:the\s+)?(?:wrong|nothing|noise))")
# (Up to four words between: "the memory alert on the cache nodes went off".)
_FIRES = (r"\balerts?\s+(?:[^\s.?!]+\s+){0,4}?(?:fired|firing|is firing|keeps? firing|went off|"
          r"goes off|keeps? going off|triggered|flapping|flaps)\b")

ALERT_FIRED = (_NOTIFIED, _PAGER_SAID, _PAGED, _FIRES)
# The alert as its sender wrote it, pasted under words of no kind ("what is this").
ALERT_PASTED = (_NOTIFIED, _PAGER_SAID)
