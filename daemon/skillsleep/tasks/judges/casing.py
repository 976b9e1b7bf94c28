"""Case styles: how the words of a name are joined and capitalised, by the names people say.

"snake_case", "camelCase", "PascalCase" (or "UpperCamelCase"), "kebab-case",
"SCREAMING_SNAKE_CASE" (or "UPPER_CASE", "CONSTANT_CASE", "all caps") and "lowercase" are what a
naming rule says; each is one `CaseStyle`, which tells whether a name is written in it (`fits`)
and whether a name shows it and no other (`shows`): a one-word name in lower case (`run`) fits
snake_case, camelCase and kebab-case alike, so a ban of camelCase is not broken by it.

A name is read by its shape (each letter as upper or lower, digits, joints), so `größe_neu` is
snake_case as much as `size_new`. The underscores that open or close a name say it is private
or special (`_cache`, `__init__`), not how its words are joined, and are read past; so is the `$`
of JavaScript and the `?` or `!` Ruby ends a method with. A name with letters that have no case
(中文, العربية) shows no style, and is not read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.IGNORECASE


@dataclass(frozen=True)
class CaseStyle:
    """One case style: its usual name (`name`), the ways people say it (`said`), the shape a name
    written in it has (`shape`, over `shape_of`), and the mark that sets it apart (`mark`)."""

    name: str
    said: str
    shape: str
    mark: str

    def fits(self, name: str) -> bool:
        """Is the name written in this style?"""
        shape = shape_of(name)
        return bool(shape) and re.fullmatch(self.shape, shape) is not None

    def shows(self, name: str) -> bool:
        """Is the name written in this style and in no style a one-word name shares with it?"""
        return self.fits(name) and re.search(self.mark, shape_of(name)) is not None


def shape_of(name: str) -> str:
    """The name's shape: "A" for an upper-case letter, "a" a lower-case one, "0" a digit, the
    joints as they are; "" when it has a letter without case or nothing to read."""
    core = name.strip("_$?!")
    out = []
    for ch in core:
        if ch.isupper():
            out.append("A")
        elif ch.islower():
            out.append("a")
        elif ch.isdigit():
            out.append("0")
        elif ch in "_-.":
            out.append(ch)
        else:
            return ""  # a letter without case, or a character no name of this kind holds
    shape = "".join(out)
    return shape if re.search(r"[Aa]", shape) else ""


STYLES: tuple[CaseStyle, ...] = (
    CaseStyle("SCREAMING_SNAKE_CASE",
              r"screaming[_ -]?snake[_ -]?case|screaming[_ -]?case|upper[_ -]?snake[_ -]?case|"
              r"upper[_ ]case|constant[_ -]case|macro[_ -]case|all[_ -]?caps|all[ -]upper[ -]?case|"
              r"upper[ -]?case",
              r"A[A0]*(?:_[A0]+)*", r"AA|_"),
    CaseStyle("snake_case", r"(?:lower(?:case)?[ _-])?snake[_ -]?case",
              r"a[a0]*(?:_[a0]+)*", r"_"),
    CaseStyle("camelCase", r"(?:lower[ _-]?)?camel[_ -]?case|dromedary[ _-]?case",
              r"a[a0]*(?:A[a0A]*)*", r"[a0]A"),
    CaseStyle("PascalCase", r"pascal[_ -]?case|upper[_ -]?camel[_ -]?case|studly[_ -]?caps",
              r"A(?:[a0A])*", r"Aa|^A$"),
    CaseStyle("kebab-case", r"kebab[_ -]?case|dash[_ -]case|spinal[_ -]case|lisp[_ -]case",
              r"a[a0]*(?:-[a0]+)*", r"-"),
    CaseStyle("lowercase", r"(?:all[ -])?lower[ -]?case", r"[a0][a0_.-]*", r"[a0]"),
)

# Any style, as said: the longer names first, so "lower camel case" is not "lower case".
STYLE_SAID = "|".join(f"(?:{s.said})" for s in STYLES)


def style_named(words: str) -> CaseStyle | None:
    """The style the words name ("UpperCamelCase", "SCREAMING_CASE", "all lowercase")."""
    return next((s for s in STYLES if re.fullmatch(s.said, words.strip(), _I)), None)


def style_called(name: str) -> CaseStyle | None:
    """The style by its usual name, as stored."""
    return next((s for s in STYLES if s.name == name), None)
