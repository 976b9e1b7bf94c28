"""Where a request opens a case to handle, read by the kinds' cues.

"Retry when the upload times out" asks for handling; "the upload times out" tells a defect. "Add
an alert when the cert expires" asks for a feature; "the cert expires Friday" tells work to do.
A cue that tells something as it is begins with `NO_CASE_YET`: it matches only where no case
has been opened in the clause before it.
"""

from __future__ import annotations

# The words of a clause up to a point, where no case to handle has been opened.
NO_CASE_YET = (r"(?:\A|[.?!\n;,]\s*)(?:(?!\b(?:when|whenever|if|once|until|in case|unless|"
               r"before)\b)[^.?!\n;,])*?")
