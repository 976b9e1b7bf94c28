"""An answer that the agent must ask before doing what it asked or did, said for good: "always
ask before that", "never without asking me", "always ask me first".

The agent asks leave to run something ("Should I run `docker system prune -a`?") or tells what
it ran; the person answers with the standing condition, not a yes or a no. The words name no
code, and say the condition without the deed ("never without asking me" leaves out "do that"):
read as typed, nothing is turned down. Said with the deed ("never do that without asking"), the
readers of an answer that points back find the code in the agent's message, and read the rule a
person states when they say so in full: not without asking first.

The contract: `asked_first(text)` returns the words said as "never do that without asking", or
None. Only the condition said for good is read ("always ask ...", "never ... without asking"),
with nothing after it but who is asked and "first" or "before that": "ask me first next time"
and "not without asking" keep to the work at hand or ask, and are left as they are, as are
questions and words with code of their own.
"""

from __future__ import annotations

import re

_I = re.I

# Said for good: "always", "from now on", "going forward", "in future".
_FOR_GOOD = (r"(?:always|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|"
             r"from\s+here\s+on(?:\s+out)?)")
# The asking, of the person: "ask", "ask me", "ask for permission", "ask my permission", "check
# with me", "confirm with us". Another asked ("ask the user", "check the logs") is another rule.
_ASK = (r"(?:ask(?:\s+(?:me|us))?(?:\s+for\s+(?:my\s+|our\s+)?(?:permission|approval|the\s+ok|"
        r"an?\s+ok))?|ask\s+(?:my|our)\s+(?:permission|approval)|(?:check|confirm)\s+with\s+"
        r"(?:me|us))")
# Before what the agent asked or did, pointed back at ("before that", "before you do it",
# "before running that"), never named: a deed named ("before pushing to main") is a rule of
# its own, read with its deed where it is said.
_BEFORE_THAT = r"before(?:\s+(?:you\s+)?[a-z]+)?\s+(?:that|it|this)"
# "always ask before that", "always ask me first", "ask first, always", "from now on, check with
# me before you run that", "always ask me first before doing it".
_ALWAYS_ASK = re.compile(
    rf"^\W*(?:(?:no|nope|ok(?:ay)?)\W+)?(?:(?P<good>{_FOR_GOOD})[\s,]+)?(?:please\s+)?"
    rf"(?:(?P<always>always)\s+)?{_ASK}(?:\s+first(?:\s+{_BEFORE_THAT})?|\s+{_BEFORE_THAT})"
    rf"(?(good)|(?(always)|\W+{_FOR_GOOD}))\W*$", _I)
# "never without asking me", "never do that without asking first", "never without checking
# with me", "never run it without my OK".
_NEVER_UNASKED = re.compile(
    r"^\W*(?:(?:no|nope)\W+)?never(?:\s+(?:do|run)\s+(?:that|it|this))?\s+without\s+"
    r"(?:asking(?:\s+(?:me|us))?|checking\s+with\s+(?:me|us)|(?:my|our)\s+(?:permission|"
    r"approval|ok|go-ahead))(?:\s+first)?\W*$", _I)


def asked_first(text: str) -> str | None:
    """The words said with the deed they leave out; see the module's contract."""
    if "?" in text or "`" in text:
        return None
    if _ALWAYS_ASK.match(text) or _NEVER_UNASKED.match(text):
        return "never do that without asking"
    return None
