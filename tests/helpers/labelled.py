"""How the sessions of a round are written: each turn with the reading it should get.

Each person's turn carries the reading it should get, decided before the reader was run on it:
the name of the recurring kind of work its request is of (tasks of one name must land in one
family, of two names in two), `FOLLOWUP` for a turn that goes on with the task in progress (it
is no task of its own), or `ONE_OFF` for a request of work that does not come back here (a task,
of whatever family). The agent's turns are `AGENT`. A session's turns are `Turns`: (reading,
text) in the order they were said; `helpers.rounds.labelled_round` makes sessions of them.
"""

from __future__ import annotations

FOLLOWUP = "followup"
ONE_OFF = "one-off"
AGENT = "agent"

Turns = list[tuple[str, str]]


def typed(*lines: str) -> str:
    """A message typed over several lines, a pasted output among them."""
    return "\n".join(lines)
