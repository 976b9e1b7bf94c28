"""How people ask for a public API to be deprecated: a kind of work of its own.

A library's maintainers retire a function, an option or a hook in two steps, and the first comes
back release after release: the old thing is marked deprecated, pointed at its replacement and
kept working ("deprecate parse_date in favour of parse", "mark useFormState deprecated",
"add the `// Deprecated:` comment pointing at Load"). Its words are a refactor's, a document's or
a warning's, so it is read by its shapes:

- the verb "deprecate" asked of a thing (not "deprecated", said of what was done or is so, and
  not refused or asked about: "don't deprecate it yet", "how do I deprecate a flag in cobra?");
- a thing marked deprecated ("mark the v1 client as deprecated");
- a deprecation's marker added: a language's (`@deprecated`, `@Deprecated`, `[Obsolete]`,
  `#[deprecated]`, `// Deprecated:`) or a warning or a notice of deprecation.

Not the removal of what is already deprecated ("drop the shim we deprecated last year"), nor
deprecation warnings cleared, which are other work (`warning_cues.py`, `upkeep_cues.py`).
"""

from __future__ import annotations

# Refused or put off: "don't deprecate it yet", "no need to mark it deprecated".
_NOT_REFUSED = r"(?<!n't )(?<!\bnot )(?<!\bno need to )(?<!\bnever )"
# Not asked about: a question in the same sentence asks to be told.
_NOT_ASKED_ABOUT = r"(?![^.!\n]*\?)"
# A deprecation's marker, in the languages' own spellings.
_MARKER = (r"(?:@deprecated\b|@Deprecated\b|\[Obsolete\b|#\[deprecated\b|\bDeprecated:|"
           r"\bDeprecationWarning\b|\bdeprecation\s+(?:warning|notice|note|comment|message)s?\b)")

DEPRECATION_ASKED: tuple[str, ...] = (
    rf"{_NOT_REFUSED}\bdeprecate\b(?!\s+(?:it|this|that|them)?\s*(?:yet|later)\b)"
    rf"\s+(?!(?:a|an)\s)[^.!\n]{{0,60}}{_NOT_ASKED_ABOUT}",
    rf"{_NOT_REFUSED}\bmark\b[^.?!\n]{{0,40}}\b(?:as\s+)?deprecated\b{_NOT_ASKED_ABOUT}",
    rf"{_NOT_REFUSED}\b(?:add|put)\b[^.?!\n]{{0,30}}{_MARKER}{_NOT_ASKED_ABOUT}",
)
