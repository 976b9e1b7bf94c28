"""The tickets and issues a request is introduced by.

People hand work to an agent by the reference of the ticket or issue it comes from ("next:
PROJ-412", "#88 now", "ok, on to INFRA-7: move the staging db"): the reference stands where the
request opens, after an acknowledgement or a word that heads the next piece. A reference the
exchange did not name opens other work; one it named ("#42 still happens when ...") cites the
work in progress. A reference anywhere else ("do it like in #12") is no opening and says nothing.
A link to an issue, a pull request or a tracker's ticket ("https://github.com/acme/shop/issues/812
the discount ...", ".../browse/PROJ-412") is its reference pasted: it is read as the reference
it ends in ("#812", "PROJ-412"), so a link and its number named in the exchange are one ticket.
"""

from __future__ import annotations

import re

_I = re.I

# "PROJ-412", "INFRA-88", "#88", "GH-12": a tracker's key and number, or an issue's number.
# Standards named with a number ("UTF-8", "ISO-8601", "SHA-256", "RFC-7231") are no tickets.
# Upper case only: "top-10", "step-2" are no keys, in a pattern read in either case.
_REFERENCE = (r"(?-i:\b(?!(?:UTF|ISO|SHA|MD|RFC|IEC|TLS|SSL|HTTP|ES|PEP)-)[A-Z][A-Z0-9]{1,9}-\d+\b"
              r"|(?<![\w&#])#\d+\b)")
REFERENCES = re.compile(_REFERENCE)
# A link that ends in an issue's number or a ticket's key: GitHub and Gitea issues and pulls,
# GitLab issues and merge requests, Jira's "browse", Linear's "issue". The key or number is the
# group that names the ticket.
_LINK = (r"https?://[^\s/]+/(?:[^\s?#]+/)?"
         r"(?:(?:issues|pull|pulls|merge_requests)/(?P<number>\d+)"
         r"|(?:browse|issue)/(?P<key>[A-Za-z][A-Za-z0-9]{1,9}-\d+))(?![\w-])[^\s]*")
LINKS = re.compile(_LINK)
# Thanks or an acknowledgement closing the last piece, then what heads the next one: "next:",
# "now", "ok, on to", "let's do", "can you pick up", "next ticket is".
_OPENS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|k{1,2}|alright|cool|great|nice|perfect|good|done|thanks?|thank you|"
    r"thx|ty|lgtm)\b[\s,.!;:—–-]*)*"
    r"(?:(?:and |so )?(?:now|next|then|let'?s (?:do|take|tackle|start on|move (?:on )?to)|"
    r"(?:moving |move )?on(?: |)to|take|tackle|pick up|start on|do|"
    r"(?:can|could) you (?:now )?(?:pick up|take|do|tackle|start on|look at)|"
    r"(?:the )?next (?:up|one|ticket|issue|bug|story|task)(?: is)?)\b[\s,:—–-]*)*"
    r"(?P<reference>" + _LINK + "|" + _REFERENCE + r")", _I)


def references(text: str) -> set[str]:
    """The ticket and issue references in a text, upper-cased, a link's as the reference it
    ends in ("#812" of ".../issues/812")."""
    linked = {(f"#{m.group('number')}" if m.group("number") else m.group("key")).upper()
              for m in LINKS.finditer(text)}
    return linked | {m.group(0).upper() for m in REFERENCES.finditer(LINKS.sub(" ", text))}


def opens_with_other_ticket(lead: str, said: str) -> bool:
    """Whether the request opens on the reference of a ticket or issue and none of the
    references it names were named in `said` (the exchange: the last request and the reply):
    the work of another ticket. A question ("#88 too?") weighs, and is left to other cues."""
    m = _OPENS.match(lead)
    if m is None or lead.rstrip().endswith("?"):
        return False
    return not references(lead) & references(said)
