"""A rule the agent is asked to write into a file, at first sight.

A first-sight batch, written from how people ask an agent to put a rule into the project's
instructions or docs: "add to CLAUDE.md: always run `make lint`", "add this to AGENTS.md - always
use `pnpm`", "update CLAUDE.md so it says to always run `make lint`". The habit word is in what
the file is to say: the rule may stand, but the edit of the file is this piece of work, never a
file every later change must edit. A file to edit every time ("always update CHANGELOG.md",
"always add an entry to CHANGELOG.md: what changed and why") still is.

It was measured before the reader was changed for it: of the 4 rules written into a file, 3
made the file one every change must edit; the 4 files to edit every time were read right.
After: 4 of 4 and 4 of 4.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.judged import AVOIDS, EDITS, RUNS, Judged, check_read, judged

CASES: tuple[tuple[str, str, Judged], ...] = (
    ("add to CLAUDE.md, a run", "add to CLAUDE.md: always run `make lint`",
     {(RUNS, "make lint", True)}),
    ("add to AGENTS.md, a tool", "add this to AGENTS.md - always use `pnpm`",
     {(RUNS, "pnpm", True)}),
    ("update so it says", "update CLAUDE.md so it says to always run `make lint`", set()),
    ("add to CLAUDE.md, a ban", "add to CLAUDE.md: never use `var`", {(AVOIDS, "var", True)}),
    # files to edit every time
    ("always update the changelog", "always update CHANGELOG.md", {(EDITS, "CHANGELOG.md", True)}),
    ("from now on, when the API changes",
     "from now on always update `CHANGELOG.md` when you change the API",
     {(EDITS, "CHANGELOG.md", True)}),
    ("always an entry, what it says", "always add an entry to CHANGELOG.md: what changed and why",
     {(EDITS, "CHANGELOG.md", True)}),
    ("whenever a flag", "whenever you add a flag, document it in the README",
     {(EDITS, "README", True)}),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words", "expected"), CASES, ids=[n for n, _, _ in CASES])
def test_a_rule_written_into_a_file_makes_no_file_to_edit_every_time(
        name: str, words: str, expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)
