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

# "always ask before that", "always ask me first", "ask first, always".
_ALWAYS_ASK = re.compile(
    r"^\W*(?:(?:no|nope|ok(?:ay)?)\W+)?(?:please\s+)?(?:(?P<before>always)\s+)?ask(?:\s+(?:me|us))?"
    r"(?:\s+(?:first|before(?:\s+(?:that|it|doing\s+(?:that|it)|running\s+(?:that|it)|you\s+do\s+"
    r"(?:that|it)|you\s+run\s+(?:that|it)))?))"
    r"(?(before)|\W+always)\W*$", _I)
# "never without asking me", "never do that without asking first".
_NEVER_UNASKED = re.compile(
    r"^\W*(?:(?:no|nope)\W+)?never(?:\s+(?:do|run)\s+(?:that|it|this))?\s+without\s+asking"
    r"(?:\s+(?:me|us))?(?:\s+first)?\W*$", _I)


def asked_first(text: str) -> str | None:
    """The words said with the deed they leave out; see the module's contract."""
    if "?" in text or "`" in text:
        return None
    if _ALWAYS_ASK.match(text) or _NEVER_UNASKED.match(text):
        return "never do that without asking"
    return None
