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

from .observe_cues import MEASURED, MONITORING_TOOL

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
# What an alert of the running software is made of: what it measures (the disk, the latency,
# `HighCPU` in its rule's name), the tool that sends it, its threshold, its rule, its SLO, the
# pager it pages. A product's alert to its people ("the budget alert", "the Alert dialog", "the
# toast alert") is made of none of these; it is told by what it is, never by a list of its names.
_MONITORED = (rf"(?:[a-z]{{0,12}}?{MEASURED}|{MONITORING_TOOL}|{_PAGERS}|thresholds?|slos?|slis?|"
              r"pag(?:e|es|ed|ing|er|ers)|on-?call|sev[1-5]|p[1-5]|incidents?|health[- ]?checks?|"
              r"firing\s+rules?|alerting|rules?)")
# An alert of the running software: a word of what it is made of before it ("the kafka lag
# alert", "our cloudwatch alarms") or after it in the same sentence ("the alert on the db hosts'
# disk", "the alert pages us").
_SOFTWARE_ALERT = (rf"(?:\b{_MONITORED}\s+(?:[\w-]+\s+){{0,2}}?{_ALERT}|"
                   rf"{_ALERT}(?=[^.?!\n]{{0,80}}?\b{_MONITORED}\b))")
_TUNE = r"(?:tune|re-?tune|quiet(?:en)?(?:\s+down)?|de-?noise|desensiti[sz]e|dampen)"
# Told noisy: firing when nothing is wrong, or too often.
_NOISY = (r"(?:flapp\w*|noisy|too (?:often|much|sensitive|chatty)|false (?:positives?|alarms?)|"
          r"for nothing|on and off|all (?:day|night)|every (?:night|morning|day|hour|deploy\w*|"
          r"release|rollout|time)|(?:on|for) (?:each|every) (?:deploy\w*|release|rollout))")
# What it may do, asked of it: fire or page only on a condition, not at all for something, less.
_WHEN_IT_FIRES = (r"make\s+(?:it|them|this|that)\s+(?:(?:not|never|stop)\s+(?:pag|fir|trigger)\w*|"
                  r"(?:only\s+)?(?:fire|page|trigger)\s+only\b|only\s+(?:fire|page|trigger)\b|"
                  r"less\s+(?:noisy|sensitive|chatty)|quieter)")
# An alert tuned with nothing before its noun ("tune our alerts", "de-noise the alarms") is the
# team's own; one named by other words is so only when they, or the sentence, tell it of the
# running software ("tune the notification alerts in the mobile app" is a product's).
ALERT_TUNED = (
    rf"\b{_TUNE}\s+(?:(?:the|this|that|our|these|those|all|every)\s+)?(?:{_ALERT}|"
    rf"(?:[\w-]+\s+){{0,2}}?{_SOFTWARE_ALERT})",
    rf"{_SOFTWARE_ALERT}[^.?!\n]{{0,60}}\b{_NOISY}\b[\s\S]{{0,120}}?\b(?:{_TUNE}\s+(?:it|them)\b|"
    rf"{_WHEN_IT_FIRES})",
    rf"{_SOFTWARE_ALERT}[\s\S]{{0,160}}?\b{_WHEN_IT_FIRES}",
)
