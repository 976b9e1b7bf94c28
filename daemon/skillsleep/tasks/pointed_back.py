"""Words that point back at the one place a sentence just named: "there", "here", "in it", "on
that line".

"see src/app.ts#L12 and never use `var` there", "in `handler.go` line 40, don't use `panic`
there", "`api/routes.py#L55`: always use `abort(404)` here": the words after the file, or the
file at its line, are said of that one place, the work at hand, and make no rule of the code
elsewhere, whatever habit word they hold. Only a place named before the pointing word counts:
"we use `pnpm` here, see `package.json`" names the project first and the file after, as where
to look. "There" that opens what exists ("there's a bug in it", "there are two calls") points
at nothing.

A sentence may open with the line it is about instead ("Line 42: do not use `empty()`", "L12:
never `unwrap` here", "on line 5 of main.py, never use `print`", "main.rs L9: always use `?`"):
what follows the line and its mark (a colon, a comma, a dash) is said of that line. A line named
as where something is seen ("line 42 uses `empty()` - never use it anywhere") opens no such
label, and the words after it keep their own reach.
"""

from __future__ import annotations

import re

from .terms import has_file_extension

# "there", "in there", "here", "in it", "on that line", "at that spot": not "there is/are ...",
# "there's": the existential "there" names no place.
_POINTER = re.compile(
    r"\b(?:(?:in|on|at|inside|into|from|over)\s+)?there\b"
    r"(?!\s*['’]s\b|\s+(?:is|are|was|were|will|would|should|must|may|might|can|could|has|have|"
    r"had|isn['’]t|aren['’]t|wasn['’]t|seems?|used|exists?)\b)"
    r"|\bhere\b"
    r"|\b(?:in|on|at|inside)\s+(?:it|that\s+(?:line|spot|place|file|one|part))\b", re.I)

# A file by its path or its type's ending, at most at its line ("src/app.ts#L12", "utils.py:88",
# "Main.kt:14"), backticked or not; or a line of it named by number ("line 40").
_FILE = re.compile(r"(?<![\w/.-])(?P<path>(?:[\w.-]+/)*[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,7})"
                   r"(?:#L\d+(?:-L?\d+)?|:\d+(?::\d+)?)?(?![\w/-])")
_A_LINE = re.compile(r"\blines?\s+\d+\b", re.I)


def _names_a_file(text: str) -> bool:
    plain = text.replace("`", " ")
    return any(has_file_extension(m.group("path").rsplit("/", 1)[-1])
               for m in _FILE.finditer(plain)) or _A_LINE.search(plain) is not None


def points_back_at_a_place(sentence: str, clause: str) -> bool:
    """Does the clause point, by "there", "here", "in it" or "on that line", at a file or a line
    of one that its sentence named before the pointing word?"""
    at = sentence.find(clause)
    if at < 0:
        return False
    pointer = _POINTER.search(clause)
    return pointer is not None and _names_a_file(sentence[:at + pointer.start()])


# A line of a file as the label of what follows: "Line 42:", "L12:", "#L88:", "lines 10-20:",
# "line 200 of the migration:", "main.rs L9:", "on line 5 of main.py,", "line 17 -".
_LINE_LABEL = re.compile(
    r"^\W*(?:(?:at|on|in|see)\s+)?"
    r"(?:(?:[\w.-]+/)*[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,7}(?::\d+(?::\d+)?|#L\d+(?:-L?\d+)?)|"
    r"(?:(?:[\w.-]+/)*[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w{0,7}\s+)?"
    r"(?:#?(?-i:L)\d+|ln\.?\s*\d+|lines?\s+\d+)(?:\s*[-–]\s*L?\d+)?"
    r"(?:\s+of\s+[^,:;—–\n]{1,40}?)?)"
    r"(?:\s*[:,;—–]|\s+-\s)", re.I)


def opens_at_a_line(sentence: str) -> bool:
    """Does the sentence open with the one line of a file it is said of, as a label?"""
    return _LINE_LABEL.match(sentence.replace("`", "")) is not None
