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

# An alert of the running software made to fire less: asked by a verb that tunes it ("tune the
# disk alert", "quieten the 5xx alarms", "de-noise our alerts"), or told noisy and then asked
# tuned ("the kafka disk alert is flapping all day. tune it"), or asked when it may fire or page
# ("the checkout alert pages every night, make it not page for that", "make the alert fire only
# when two runs fail"). Changing an alert's rule is observability work, not a defect to find,
# however the firing is told. Not a product's alerts to its people ("price alerts", "email
# alerts", "push alerts": a feature or a defect), not why one fired ("why does the disk alert
# keep flapping?", nothing asked of it), not an alert added.
_ALERT = (r"(?<!\bprice )(?<!\bemail )(?<!\be-mail )(?<!\bpush )(?<!\bsms )(?<!\bstock )"
          r"(?<!\buser )(?<!\bcustomer )(?<!\bin-app )(?<!\bjob )(?<!\bsearch )"
          r"\b(?:alerts?|alarms?|alerting rules?|alert rules?|monitors?)\b")
_TUNE = r"(?:tune|re-?tune|quiet(?:en)?(?:\s+down)?|de-?noise|desensiti[sz]e|dampen)"
# Told noisy: firing when nothing is wrong, or too often.
_NOISY = (r"(?:flapp\w*|noisy|too (?:often|much|sensitive|chatty)|false (?:positives?|alarms?)|"
          r"for nothing|on and off|all (?:day|night)|every (?:night|morning|day|hour|deploy\w*|"
          r"release|rollout|time)|(?:on|for) (?:each|every) (?:deploy\w*|release|rollout))")
# What it may do, asked of it: fire or page only on a condition, not at all for something, less.
_WHEN_IT_FIRES = (r"make\s+(?:it|them|this|that)\s+(?:(?:not|never|stop)\s+(?:pag|fir|trigger)\w*|"
                  r"(?:only\s+)?(?:fire|page|trigger)\s+only\b|only\s+(?:fire|page|trigger)\b|"
                  r"less\s+(?:noisy|sensitive|chatty)|quieter)")
ALERT_TUNED = (
    rf"\b{_TUNE}\s+(?:(?:the|this|that|our|these|those|all|every)\s+)?(?:[\w-]+\s+){{0,3}}?"
    rf"{_ALERT}",
    rf"{_ALERT}[^.?!\n]{{0,60}}\b{_NOISY}\b[\s\S]{{0,120}}?\b(?:{_TUNE}\s+(?:it|them)\b|"
    rf"{_WHEN_IT_FIRES})",
    rf"{_ALERT}[\s\S]{{0,160}}?\b{_WHEN_IT_FIRES}",
)
