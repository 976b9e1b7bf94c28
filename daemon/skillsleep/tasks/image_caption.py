"""A request that opens with an image pasted into it, and the line typed under it: "[Image #1]
the header row is missing in excel".

A coding agent's terminal writes an image the person pasted as a marker ("[Image #1]",
"[Image #2]") where it stands in the request. The marker is no word the person typed: read as
words, its "#1" looks like a ticket's reference and its "Image" like a thing of its own, and
either makes the request look like other work. What the person says is the line after it,
the image's caption.

A screenshot pasted right after a piece of work is most often that piece, shown as it now is;
its caption tells what the image shows ("the dates show up as numbers"). Whether it shows the
piece is told by the caption alone: one sentence that asks nothing and names the exchange's
things at least as much as its own ("the header row is missing in excel" after an export to
excel that wrote a totals row) shows the piece; a caption of things of its own ("the settings
page crashes when I click save" after the export) may show other code, and is read as any
request is.

The contract: `caption(text)` is the words after the image markers a request opens with, ""
when nothing follows them, None when the request opens with no marker; `names_the_piece(
caption, named, names)` is True when the caption is one sentence that asks nothing, and of
the things it names (`names`: a text's names, as the reader stems them) at least half are
among those the exchange named (`named`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# "[Image #1]", "[Image #2] [Image #3]", "[image]": one marker or more, opening the request.
_MARKERS = re.compile(r"^\s*(?:\[image(?:\s*#\d+)?\][\s,:;—–-]*)+", re.I)
# A second sentence, a question or an ask ("..., fix it", "can you ..."): more than a caption.
_MORE_THAN_A_CAPTION = re.compile(
    r"[.!?;]\s+\S|\?\s*$|\n\s*\S|^\W*(?:please|pls|can|could|would|let'?s|make|fix|add|change|"
    r"remove|move|use|set)\b|[,;]\s*(?:so\s+|and\s+|pls\s+|please\s+)*(?:fix|change|make|"
    r"remove|move|can|could)\b", re.I)


def caption(text: str) -> str | None:
    """The words typed after the image markers `text` opens with (see the contract)."""
    marked = _MARKERS.match(text)
    return None if marked is None else text[marked.end():].strip()


def names_the_piece(words: str, named: set[str], names: Callable[[str], set[str]]) -> bool:
    """Whether a caption tells of the piece just made (see the contract)."""
    if not words or _MORE_THAN_A_CAPTION.search(words):
        return False
    own = names(words)
    return bool(own) and 2 * len(own & named) >= len(own)
