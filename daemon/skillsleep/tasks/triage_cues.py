"""How people ask for a reported issue to be triaged: a kind of work of its own.

Someone opens an issue, often pasted whole with its reporter's "should" and "expected", and the
maintainer asks for it to be triaged: reproduced, told a defect or working as intended, labelled
and answered ("triage this one, repro first", "triage #431 pls", "triage pls. bug or
intended?"). Its words are a defect's and a tracker's, so triage would fall among the defects
fixed and the tickets filed; it is read by its verb, asked of the one report at hand:

- "triage" opening a sentence or asked ("can you triage #431?"), of the report pasted or
  named, not a queue of them ("triage the new issues" sorts a tracker, `kinds.TRACKER`), not a
  board, a rotation or a meeting called triage, not where an item goes ("move it to triage"),
  and not asked about ("how do we triage?"). Asked of a report by its number ("triage #431"),
  it talks of software by itself.
"""

from __future__ import annotations

# What asks it: the verb at a sentence's start, after the words that open a request, or asked.
_OPENED = (r"(?:\A|(?<=[\n.!;,])\s*|\b(?:pls|please|plz|now|then|and|also|so|go ahead and|"
           r"need (?:you )?to|want you to)\s+)")
# Asked of the agent: a question that is a request ("can you triage #431?").
_ASKED = r"\b(?:can|could|would) (?:you|u)\s+(?:please\s+|pls\s+)?"
# A queue, a place or a meeting called triage, or a queue of reports.
_NOT_A_QUEUE = (r"(?!\s+(?:(?:the|all|our|these|those|new|open|incoming|stale)\s+)*"
                r"(?:board|queue|column|meeting|rotation|duty|label|process|channel|team|issues|"
                r"tickets|bugs|reports|prs|pull requests|backlog|inbox)\b)")

TRIAGE_ASKED: tuple[str, ...] = (
    rf"{_OPENED}triage\b{_NOT_A_QUEUE}(?![^.!\n]*\?)",
    rf"{_ASKED}triage\b{_NOT_A_QUEUE}",
)
# A report triaged by its number ("triage #431 pls"): software talk by itself, where "triage
# this one" is so only beside the report it is said of.
TRIAGE_BY_NUMBER = r"\btriage\s+(?:issue\s+|bug\s+)?#\d+\b"
