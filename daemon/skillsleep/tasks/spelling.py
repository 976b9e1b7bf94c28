"""How the team writes a word: a spelling, capitalization or wording convention.

"we write 'e-mail' as 'email' everywhere", "always capitalize Kubernetes", "it's spelled
'canceled' with one l in our docs", "'JSON' is all caps in Javadoc, never 'Json'", "user-facing
strings say 'sign in', never 'log in'", "we use American spelling (color, not colour)": the
right form is what the change writes, and the wrong form, when one is said, what it does not.
`written_convention` reads one clause by its grammar: a verb of writing ("write", "spell",
"say", "call it", "capitalize", "hyphenate"), the form it names (quoted, or a single word right
after the verb) and the manner ("with a capital Q", "in all caps", "as one word"), a form set
against it ("not", "never", "rather than", "instead of"), and whose habit it is (a team's "we",
a kind of text, "always", "everywhere", "in our docs"). A form is a word of prose as written,
never code: an identifier with underscores or brackets is a rename, not a spelling.

What it reads only where the grammar is plain, because a wrong rule in someone's instruction
document costs more than a missed one: "X as Y" with unquoted words is a spelling only when the
two are one word written two ways ("write tests as table-driven" is how tests are written); an
unquoted word after "capitalize" names its form only when given capitalized ("capitalize
headings" asks for a kind of text); "spell out" writes in full; what someone else writes
("the Spanish translation spells it ...") has no team subject.

Letter case: a form with a capital in it is checked as written (`Term.cased`), so is every form
of a rule about case ("capitalize", "all caps", "lowercase"); two lower case forms are checked in
any case ("Canceled" opening a sentence is still the one-l spelling).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .common_words import is_common
from .terms import ONWARDS, is_code_like, is_tool, letters, names_code

_I = re.I


@dataclass(frozen=True)
class Written:
    """A team's convention of writing: the right form, the wrong one ("" when none is said),
    whether the forms are checked in their letter case, and the words from the right form on,
    which the rule's phrase is."""

    right: str
    wrong: str
    cased: bool
    said: str
    # Do the words make it the team's way (a team, a habit word, the text it holds in)? A pair
    # said with none ("spell it 'email', not 'e-mail'") is still a spelling, not a use of code:
    # how far it holds is then the reader of scopes' to say, as for any contrast.
    habit: bool = True


# A form: quoted in any of the ways people quote, or one word.
# Single quotes hold an apostrophe inside a word ('can't').
_QUOTED = (r"(?:`[^`\n]{1,40}`|\"[^\"\n]{1,40}\"|“[^”\n]{1,40}”|"
           r"(?<!\w)'(?:[^'\n]|'(?=\w)){1,40}'(?!\w))")
_BARE = r"[A-Za-z][A-Za-z0-9.'-]*[A-Za-z0-9.]"
_FORM = rf"(?:{_QUOTED}|{_BARE})"
# A word of prose as written: letters first, then letters, digits, dots, hyphens, apostrophes
# and up to two spaces; no underscore, bracket, slash or "=" (those are code).
_WORD_FORM = re.compile(r"[A-Za-z][A-Za-z0-9.'’-]*(?: [A-Za-z][A-Za-z0-9.'’-]*){0,2}")

# Kinds of text a team writes, as the subject or the place of its habit: a mass ("the docs",
# "copy") or a kind counted ("strings", "every message"); one of a kind ("the log message", "the
# title") is one place.
_MASS = (r"(?:docs|documentation|copy|prose|text|ui|javadoc|handbook|content|wiki|site|website|"
         r"blog|microcopy|changelog|release notes)")
_COUNTED = (r"(?:string|message|comment|label|button|menu|heading|title|page|guide|article|post|"
            r"email|notification|tooltip|screen|translation|commit|docstring|error|readme|doc)")
_TEXT = rf"(?:{_MASS}|{_COUNTED}s?)"
_NOT_ONE = r"(?!(?:this|that|these|those|my|your|his|her|its|their|the|a|an|some)\b)"
# "in the docs", "in all user-facing strings", "in every UI string", "in error messages", "in
# the README and the docs" (the last of the places named together): the habit said by the text
# it holds in. Said as how things are, "the" before a kind with a word of its own ("the word is
# written `colour` in the British docs") tells of one part of the text among others; asked
# ("use 'okay' in the onboarding copy"), it is where the rule holds.
_MODS = rf"(?:{_NOT_ONE}[\w-]+\s+){{0,2}}?"
_IN_TEXT = re.compile(rf"\b(?:in|across|for|within)\s+(?:[^,;`'\"]{{1,30}}?\s+and\s+)?"
                      rf"(?:every\s+{_MODS}{_COUNTED}|(?:(?:all|any|our)\s+)?{_MODS}"
                      rf"(?:{_MASS}|{_COUNTED}s)|the\s+(?:{_MASS}|{_COUNTED}s))\b(?!\s+of\b)", _I)
_IN_A_PART = re.compile(rf"\b(?:in|across|for|within)\s+the\s+{_MODS}(?:{_MASS}|{_COUNTED}s)\b"
                        rf"(?!\s+of\b)", _I)
# "always", "everywhere", "across the codebase", or the text it holds in: the team's habit.
_HABIT = re.compile(rf"\b(?:always|everywhere|throughout|consistently|{ONWARDS}|"
                    rf"(?:across|in|throughout)\s+(?:the|our|this)\s+(?:whole\s+|entire\s+)?(?:codebase|code\s?base|repo|"
                    rf"repository|project)\b)|{_IN_TEXT.pattern}", _I)
_ONLY_WHERE = re.compile(r"(?:\s*,?\s+(?:(?:in|across|throughout|within)\s|everywhere\b)"
                         r"[^,;]*)?[\s.!]*$", _I)
# After a bare word: the end, or where and when ("Kubernetes in the docs", "npm, even at ...").
_ONLY_AFTER_A_WORD = re.compile(r"\s*(?:[.,!]|$)|\s+(?:in|when|even|with|across|throughout|"
                                r"everywhere)\b", _I)
_OF_TEXT = re.compile(rf"\b{_TEXT}\b|\bspell|\bwritten\b", _I)

# What opens the clause before the verb: a place ("in the docs", "in error messages"), a
# subject that is the team or a kind of its text ("we", "our Go comments", "commit messages",
# "buttons and menus in the app"), and habit words.
_PLACE = (rf"(?:{ONWARDS},?\s+)?"
          r"(?:(?:in|across|throughout|within)\s+(?:all\s+|every\s+|our\s+|the\s+)?"
          r"[\w' -]{1,30}?\s*,?\s+)?")
_TEAM = r"(?:we|i|you)"
_KIND = (rf"(?:(?:our|all|all\s+our)\s+)?(?:{_NOT_ONE}[\w-]+\s+){{0,3}}?{_TEXT}"
         rf"(?:\s+in\s+(?:the|our)\s+[\w-]+)?")
_SUBJECT = rf"(?P<subject>{_TEAM}|{_KIND})\s+"
_ADVERBS = rf"(?:(?:always|please|just|also|consistently|{ONWARDS},?)\s+)*"
_AGAINST = r"\s*,?\s+(?:not|never|rather than|instead of|and not|but never)\s+"

# "with a capital Q", "with one l", "with both periods", "without the hyphen", "as one word",
# "in all caps", "in lowercase": how the form is written, said after it.
_MANNER = (r"(?:with(?:out)?\s+(?:a|an|the|one|two|both|no|its|double|single)\s+(?:capital\s+|"
           r"small\s+|lower-?case\s+|upper-?case\s+)?(?:[A-Za-z]|[A-Za-z]'?s|letters?|hyphens?|"
           r"dash(?:es)?|spaces?|periods?|dots?|full stops?|apostrophes?)\b|as\s+(?:one|two|three|"
           r"a\s+single|separate)\s+words?|(?:in\s+)?(?:all\s+)?(?:caps|capitals)|"
           r"(?:in\s+)?(?:lower|upper)[\s-]?case|exactly\s+(?:like\s+that|as\s+(?:written|"
           r"shown|above))|with\s+(?:the|a)\s+(?:hyphen|dot|period))")

# The case a verb or a manner sets: the form as said is then turned to it.
_CAPITALIZE = re.compile(r"capitali[sz]")
_UPPER = re.compile(r"\b(?:caps|capitals|upper[\s-]?case)\b", _I)
_LOWER = re.compile(r"\blower[\s-]?case\b", _I)
_CASE_WORDS = re.compile(r"capital|caps|lower[\s-]?case|upper[\s-]?case|capitali[sz]", _I)

# After the form: its manner, what it is for ("for the verb"), the form set against it, the rest.
_TAIL = (rf"(?P<manner>\s+{_MANNER})?(?:\s+(?:for|as)\s+(?:the|a)\s+(?:verb|noun|adjective))?"
         rf"(?:{_AGAINST}(?P<wrong>{_FORM}))?(?P<rest>.*)$")

# The verbs of a form said as how it is ("it's spelled ...", "'Wi-Fi' is hyphenated").
_PARTICIPLES = frozenset({"", "written", "spelled", "spelt", "styled", "capitalized",
                          "capitalised", "hyphenated"})
_AGAINST_LATE = re.compile(rf"^(?P<scope>[^,;`\"“']{{1,50}}?){_AGAINST}(?P<wrong>{_FORM})\W*$",
                           _I)

_SHAPES = (
    # "we write 'e-mail' as 'email' everywhere", "spell 'colour' as 'color' in the UI", "we
    # replace 'whitelist' with 'allowlist' in our docs"
    re.compile(rf"^{_PLACE}(?:{_SUBJECT})?{_ADVERBS}(?P<verb>write|spell|type)s?\s+"
               rf"(?P<wrong>{_FORM})\s+as\s+(?P<right>{_FORM})(?P<rest>.*)$", _I),
    re.compile(rf"^{_PLACE}(?:{_SUBJECT})?{_ADVERBS}(?P<verb>replace)s?\s+"
               rf"(?P<wrong>{_FORM})\s+with\s+(?P<right>{_FORM})(?P<rest>.*)$", _I),
    # "'realise' should be written 'realize' across the codebase"
    re.compile(rf"^(?P<wrong>{_QUOTED})\s+(?:should|must|has to|needs to|is to)\s+(?:always\s+)?"
               rf"be\s+(?P<verb>written|spelled|spelt|typed)\s+(?:as\s+)?(?P<right>{_QUOTED})"
               r"(?P<rest>.*)$", _I),
    # "we spell it 'PostgreSQL', never 'Postgres'", "commit messages spell it 'GitLab'", "we
    # call it 'workspace', not 'project', in the UI"
    re.compile(rf"^{_PLACE}(?:{_SUBJECT})?{_ADVERBS}(?P<verb>spell|write|call)s?\s+(?:it|them)\s+"
               rf"(?:as\s+)?(?P<right>{_QUOTED}){_TAIL}", _I),
    # "always capitalize Kubernetes", "we always hyphenate 'end-to-end' in the docs", "always
    # write 'i.e.' with both periods", "user-facing strings say 'sign in', never 'log in'"
    re.compile(rf"^{_PLACE}(?:{_SUBJECT})?{_ADVERBS}(?P<verb>capitali[sz]e|hyphenate|write|spell|"
               rf"say|use)s?\s+(?P<right>{_FORM}){_TAIL}", _I),
    # "it's spelled 'canceled' with one l", "it's always 'YouTube' with a capital T, never
    # 'Youtube'", "the product name is always written 'ShopPilot', never 'Shop Pilot'"
    re.compile(rf"^(?:it'?s|it is|(?:the|our)\s+(?:[\w'-]+\s+){{1,3}}?(?:is|are))\s+(?:always\s+)?"
               rf"(?P<verb>spelled|spelt|written|styled|capitali[sz]ed)?\s*(?:as\s+)?"
               rf"(?P<right>{_QUOTED}){_TAIL}", _I),
    # "'TypeScript' is written with a capital S everywhere", "'Wi-Fi' is always hyphenated",
    # "'JSON' is all caps in Javadoc, never 'Json'", "npm is always lowercase in our docs"
    re.compile(rf"^(?P<right>{_FORM})\s+(?:is|are|should be|must be|gets|get)\s+(?:always\s+)?"
               rf"(?P<stated>)(?:(?P<verb>written|spelled|spelt|capitali[sz]ed|hyphenated)\b)?"
               rf"(?P<manner>\s*{_MANNER})?(?<=[a-z])"
               rf"(?:{_AGAINST}(?P<wrong>{_FORM}))?(?P<rest>.*)$", _I),
)

# "we use British spelling in the docs: 'organise', not 'organize'", "SQL keywords in all caps:
# 'SELECT', never 'select'", "the CLI's name is always lowercase: 'skyctl', never 'Skyctl'": a
# way of writing, then the pair that shows it.
_OF_WRITING = re.compile(r"\b(?:write|writes|spell|spells|spelled|spelt|spelling|written|say|"
                         r"says|call\s+(?:it|them)|capitali[sz]\w*|caps|capitals?|lower[\s-]?case|"
                         r"upper[\s-]?case|hyphen\w*|one word|two words)\b", _I)
_SHOWN = re.compile(rf"^(?P<head>[^:?]{{3,80}}?)\s*:\s*(?P<right>{_FORM}){_AGAINST}"
                    rf"(?P<wrong>{_FORM})(?P<rest>.*)$", _I)
# The pair as an aside: "American spelling (color, not colour)".
_ASIDE = re.compile(rf"(?P<head>\b(?:spelling|spelled|spelt|caps|capitals|lower[\s-]?case|"
                    rf"upper[\s-]?case|hyphenated)\b)\s*\((?P<one>{_FORM})(?P<against>{_AGAINST})"
                    rf"(?P<other>{_FORM})\)",
                    _I)
# The one place or time at hand: "in this heading", "here", "for now".
_ONE_PLACE = re.compile(r"\b(?:in|on|for|of|to)\s+(?:this|that|these|those)\b|\b(?:here|for now|"
                        r"this time)\b", _I)
# Someone else's way, a past one, or a wish about it: "used to", "the old docs", "upstream".
_NOT_OURS = re.compile(r"\b(?:used to|wrote|spelled it|the old|upstream|their|they)\b", _I)


# ", never 'Json'", ", not 'okay', in every UI string": a form turned away that closes the
# sentence, the other side of the convention before it.
_TURNED_AWAY = re.compile(rf",\s*(?:not|never)\s+{_QUOTED}(?:\s*,?\s+(?:in|across|throughout|"
                          rf"everywhere|when)\b[^,;`\"]*)?[\s.!]*$", _I)


def turned_away_at_end(sentence: str, at: int) -> bool:
    """Does the sentence end, from `at`, on a quoted form turned away?"""
    return _TURNED_AWAY.match(sentence, at) is not None


def shown_pair(line: str) -> str:
    """The line with a pair of forms said as an aside after a way of writing made part of the
    sentence ("American spelling (color, not colour)" as "American spelling: color, not
    colour"), so the aside that shows the rule is read with it rather than past."""
    def said(m: re.Match[str]) -> str:
        one, against, other = m.group("one"), m.group("against"), m.group("other")
        quoted = [f if _quoted(f) else f"'{f}'" for f in (one, other)]
        return f"{m.group('head')}: {quoted[0]}{against}{quoted[1]}"

    return _ASIDE.sub(said, line)


# A word long enough that a letter or two more or less still leaves it the same word.
_LONG_WORD = re.compile(r"[a-z]{5,}")


def spelled_otherwise(one: str, other: str) -> bool:
    """Are the two one English word spelled two ways ("cancelled"/"canceled", "colour"/"color",
    "judgement"/"judgment"): plain lower case words, the one the other with a letter or two
    left out inside it? A letter more at the end makes another word ("`parser`, not `parse`",
    "`users`, not `user`" say which thing is meant), and so does a letter changed ("`render`,
    not `reader`")."""
    short, long_ = sorted((one, other), key=len)
    if not (_LONG_WORD.fullmatch(short) and _LONG_WORD.fullmatch(long_)) \
            or not 1 <= len(long_) - len(short) <= 2 or short[-1] != long_[-1]:
        return False
    kept = iter(long_)
    return all(c in kept for c in short)


def _one_word_two_ways(one: str, other: str) -> bool:
    """ "e-mail"/"email", "front end"/"frontend", "Github"/"GitHub", "colour"/"color": the same
    letters, or one word spelled two ways."""
    return letters(one) == letters(other) or spelled_otherwise(one.lower(), other.lower())


def _bare(raw: str) -> str:
    return raw.strip("`\"'“”")


def _quoted(raw: str) -> bool:
    return raw != _bare(raw)


def _is_form(raw: str) -> bool:
    """A word of prose as written; not a phrase with its article ("the dashboard")."""
    text = _bare(raw)
    return _WORD_FORM.fullmatch(text) is not None \
        and len(re.sub(r"[^A-Za-z]", "", text)) >= 2 and not re.match(r"(?:the|a|an)\s", text, _I)


def _names_code(form: str) -> bool:
    return names_code(form) or is_tool(form)


@dataclass(frozen=True)
class _Said:
    """One shape's reading of a clause: the forms as typed, the verb, the manner, the words
    after, the team or kind of text that opens it, and the whole clause."""

    right: str
    wrong: str
    verb: str
    manner: str
    rest: str
    subject: str
    whole: str
    stated: bool  # "'OK' is ...": how a form is, which needs a verb or a manner to be a rule
    shown: bool  # the pair shown after a way of writing ("British spelling: ...")

    @classmethod
    def of(cls, m: re.Match[str]) -> _Said:
        g = m.groupdict()
        said = cls(g["right"], g.get("wrong") or "", (g.get("verb") or "").lower(),
                   g.get("manner") or "", g.get("rest") or "", g.get("subject") or "", m.string,
                   "stated" in g, "head" in g)
        late = _AGAINST_LATE.match(said.rest) if not said.wrong else None
        # "'JSON' is all caps in Javadoc, never 'Json'": the form turned away after the place.
        return replace(said, wrong=late.group("wrong"), rest=late.group("scope")) if late \
            else said

    def _case_said(self) -> bool:
        return _CAPITALIZE.search(self.verb) is not None \
            or _UPPER.search(self.manner) is not None or _LOWER.search(self.manner) is not None

    def plain(self) -> bool:
        """Are the forms words of prose, said plainly: no other form or question after, a word
        unquoted only where it cannot be read otherwise?"""
        if not _is_form(self.right) or (self.wrong and not _is_form(self.wrong)):
            return False
        if self.stated and not (self.verb or self.manner):
            return False  # "'OK' is fine": how it is written, the words do not say
        if (re.search(r"[`\"“]|(?<!\w)'\w", self.rest) and not self._shown_after()) \
                or "?" in self.rest:
            return False  # another form after, or a question: not one plain convention
        if _PART_OF_SPEECH.search(self.rest):
            return False  # "... when it's a noun": the verb is written otherwise, no check knows

        if not any(not _quoted(f) for f in (self.right, self.wrong) if f):
            return True
        if self.wrong:
            # "write tests as table-driven": how a thing is written, no spelling
            return _one_word_two_ways(_bare(self.right), _bare(self.wrong))
        # "capitalize headings", "Comments are always lowercase": a kind, or a thing to write;
        # "spell Kubernetes out": a bare word runs into other words.
        return not is_common(self.right.lower()) \
            and (self.right[:1].isupper() or not _CAPITALIZE.search(self.verb)) \
            and self._case_said() and _ONLY_AFTER_A_WORD.match(self.rest) is not None

    def of_words(self) -> bool:
        """Is it about how words are written, not which thing is used or where a value goes?"""
        if self.verb in ("say", "use", "write", "spell", "") and not self.wrong \
                and not self.manner and not (_quoted(self.right) and (
                    self.subject or _IN_TEXT.search(self.whole))
                    and _ONLY_WHERE.match(self.rest)):
            # "write 'hello' to the file", "always write 'Done' on the button", "we write `ctx`
            # as the first parameter": a form alone is a convention by its manner, or said of
            # the team's text with nothing more than where.
            return False
        if self.verb in ("use", "") and not self.manner and not self.shown and not (
                self.wrong and _one_word_two_ways(_bare(self.right), _bare(self.wrong))) and (
                not _OF_TEXT.search(self.whole)
                or any(_names_code(_bare(f)) for f in (self.right, self.wrong) if f)):
            # "it's 'main', not 'master'", "we use 'Vitest' in the docs, not 'Jest'": which
            # thing is meant or used, not how a word is written
            return False
        if self.verb == "call" and is_code_like(_bare(self.right)) \
                and letters(_bare(self.right)) != letters(_bare(self.wrong)):
            return False  # "we call it 'UserStore'": one symbol's name, a rename
        # "replace `requests` with `httpx` everywhere": a move of code, not wording.
        return self.verb != "replace" or _OF_TEXT.search(self.whole) is not None \
            or _one_word_two_ways(_bare(self.right), _bare(self.wrong))

    def habit(self) -> bool:
        """Do the words make it the team's: a team or its text as the subject, a habit word,
        the text it holds in, or a way of writing the pair shows? Said as how things are, a
        part named with "the" ("in the British docs") is one part among others."""
        return bool(self.subject or self.shown or _HABIT.search(self.whole)
                    or (self.verb not in _PARTICIPLES and _IN_A_PART.search(self.whole)))

    def pair_of_one_word(self) -> bool:
        """Is a wrong form said, and are the two one word written two ways, not two names of
        code ("`UserStore`, not `UserStorage`" is a rename)?"""
        right, wrong = _bare(self.right), _bare(self.wrong)
        return bool(wrong) and _one_word_two_ways(right, wrong) and (
            letters(right) == letters(wrong) or not any(map(is_code_like, (right, wrong))))

    def _shown_after(self) -> bool:
        """Is all that follows the form as the manner turns it, shown after a colon or a dash
        ("write 'e-mail' without the hyphen: 'email'")?"""
        m = re.fullmatch(rf"\s*[:—–-]\s*({_QUOTED})[\s.!]*", self.rest)
        return m is not None and _bare(m.group(1)) == _turned(_bare(self.right), self.verb,
                                                              self.manner)

    def written(self, habit: bool = True) -> Written | None:
        said = _bare(self.right)
        right = _turned(said, self.verb, self.manner)
        # "write 'e-mail' without the hyphen": the form as said is the one turned away
        left_out = right != said and _LEFT_OUT.search(self.manner) is not None
        wrong = _bare(self.wrong) or (said if left_out else "")
        if right is None or right == wrong:
            return None
        cased = bool(_CASE_WORDS.search(f"{self.verb} {self.manner}")) or any(
            c.isupper() for c in right + wrong)
        return Written(right, wrong, cased, self.whole[self.whole.find(self.right):], habit)


def _turned(form: str, verb: str, manner: str) -> str | None:
    """The form as the rule's case or hyphen makes it, or None when that is not plain: a
    lower case word is capitalized by its first letter; a word to hyphenate has spaces."""
    if _CAPITALIZE.search(verb):
        # "capitalize 'macOS'": a form given with its capitals is the one meant.
        return form if any(c.isupper() for c in form) else form[:1].upper() + form[1:]
    if _UPPER.search(manner):
        return form.upper()
    if _LOWER.search(manner):
        return form.lower()
    if verb.startswith("hyphenate"):
        return form if "-" in form else form.replace(" ", "-") if " " in form else None
    if (left_out := _LEFT_OUT.search(manner)) is not None:
        # "write 'e-mail' without the hyphen": the form said is the one turned away.
        mark = _MARKS[left_out.group("mark").lower().rstrip("s")]
        return form.replace(mark, "") if mark in form else form
    return form


# A part of speech the convention is kept to ("when it's a noun"), which no check can tell.
_PART_OF_SPEECH = re.compile(r"\b(?:nouns?|verbs?|adjectives?|adverbs?)\b", _I)
# "without the hyphen", "with no spaces": a mark the form is written without.
_LEFT_OUT = re.compile(r"\b(?:without|with\s+no)\s+(?:a|an|the|any|its)?\s*(?P<mark>hyphens?|"
                       r"dash(?:es)?|spaces?|apostrophes?)\b", _I)
_MARKS = {"hyphen": "-", "dash": "-", "dashe": "-", "space": " ", "apostrophe": "'"}


def _read(m: re.Match[str]) -> Written | None:
    said = _Said.of(m)
    # "write 'colour' as 'color' in this heading", "call it 'UserStore'", "it's `GitHub`, not
    # `Github`": said of the work at hand, or a correction no words make the team's habit; read,
    # if at all, as the work's own (a rename, a fix, the name set right in `directives`). A pair
    # of one word written two ways is a spelling however far it holds.
    if not (said.plain() and said.of_words()):
        return None
    if said.habit():
        return said.written()
    if not said.pair_of_one_word() or _ONE_PLACE.search(said.whole):
        return None  # "write 'colour' as 'color' in this heading": that heading's
    return said.written(habit=False)


# Kept per clause: the rule reader asks it of a clause as said and again without its openers,
# which are most often the same words.
@lru_cache(maxsize=4096)
def written_convention(body: str) -> Written | None:
    """The convention of writing one clause states, or None. `habit` says whether the words
    make it the team's way; a pair of forms of one word is read without."""
    body = body.strip()
    if _NOT_OURS.search(body) or re.search(r"\bspell(?:s|ed|ing)?\s+(?:it\s+)?out\b", body, _I):
        return None  # someone else's way or a past one; "spell out" writes in full
    for shape in _SHAPES:
        m = shape.match(body)
        found = _read(m) if m is not None else None
        if found is not None:
            return found
    m = _SHOWN.match(body)
    if m is None or not _OF_WRITING.search(m.group("head")):
        return None
    return _read(m)
