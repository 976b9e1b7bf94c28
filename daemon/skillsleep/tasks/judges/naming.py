"""A naming convention: the prefix or suffix a kind of name carries, read from the rule's words.

"Repository interfaces carry a `Repo` suffix", "test doubles take the `Fake` prefix, never
`Mock`", "getters don't carry a `Get` prefix": the term is a part of names, not a name. Checked
as written, `Repo` is found in no added line that declares `OrderRepo`, and the line written down
("Use Repo.") says a word where the person said how things are named. So a term said as a prefix
or a suffix is checked as the start or the end of a name, in its letter case (names are), and
said with the kind of name it is for ("Name repository interfaces with a `Repo` suffix.").

Only a term shaped like a part of a name is read so (`test_should_`, `APP_`, `--ds-`, `feat/`);
what text starts with ("commit messages start with `feat:`", "log lines start with `[sync]`")
is no name, and is left as it was read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .conditions import own_words

_I = re.IGNORECASE

# A part of a name: letters, digits and the joints names are built with.
_NAME_PART = re.compile(r"[A-Za-z0-9_$-]+/?")
# Text, not names: what a commit message, a title or a log line starts with is no naming rule.
_TEXT_KINDS = re.compile(r"\b(?:messages?|lines?|titles?|subjects?|headings?|headers?|"
                         r"comments?|descriptions?|sentences?|paragraphs?|logs?|entries|notes|"
                         r"summaries|commits?|prs?|pull requests?|strings?|outputs?|bodies)$", _I)


@dataclass(frozen=True)
class Affix:
    """Where in a name the term goes ("prefix", "suffix"), and the kind of name the rule is
    for, as said ("test functions")."""

    place: str
    names: str = ""


def _said(term: str) -> str:
    return rf"`?{re.escape(term)}`?(?![\w`])"


def _place(clause: str, term: str) -> str:
    """"prefix" or "suffix" when the clause says `term` is one, else ""."""
    t = _said(term)
    # "... are `ff_` plus snake_case": the start of the name, then how the rest is written.
    prefix = (rf"\b(?:prefix(?:ed)?|start(?:s|ing)?|begin(?:s|ning)?)\s+(?:[\w-]+\s+){{0,3}}?"
              rf"with\s+(?:an?\s+|the\s+)?(?:leading\s+)?{t}|\bleading\s+{t}|{t}\s+prefix\b|"
              rf"\bprefix(?:ed)?\s+{t}|{t}\s+(?:plus|followed by|\+|then)\s+(?:(?:snake|camel|"
              rf"kebab|pascal|screaming)[_ -]?case|(?:lower|upper)[ -]?case)\b")
    suffix = (rf"\b(?:suffix(?:ed)?|end(?:s|ing)?)\s+(?:[\w-]+\s+){{0,3}}?(?:with|in)\s+"
              rf"(?:an?\s+|the\s+)?(?:trailing\s+)?{t}|\btrailing\s+{t}|{t}\s+suffix\b|"
              rf"\bsuffix(?:ed)?\s+{t}")
    if re.search(prefix, clause, _I):
        return "prefix"
    return "suffix" if re.search(suffix, clause, _I) else ""


# The kind of name, as the clause's subject: the words before the first preposition or verb
# ("test functions in this suite start with ...", "interfaces of repositories end in ..."); or what
# the team prefixes ("we prefix interfaces with").
_KIND = re.compile(r"^(?:(?:all|our|new)\s+)?(?P<kind>(?:(?!(?:in|of|across|are|is|get|gets|start|"
                   r"starts|begin|begins|end|ends|carry|carries|take|takes|have|has|don'?t|do|"
                   r"does|never|must|should|always|all)\b)[\w#+.-]+\s+){1,4})"
                   r"(?P<of>of\s+(?!(?:this|that|these|our|the|my|your)\b)[a-z][\w-]*s\s+)?", _I)
_WE_NAME = re.compile(r"^(?:we\s+|(?:don'?t|do\s+not|never)\s+)(?:prefix|suffix)\s+"
                      r"(?P<kind>(?:[\w#+.-]+\s+){0,3}?)with\b", _I)
# The kind named after the part: "no `I` prefix on interfaces", "an `Impl` suffix for classes".
_AFTER_THE_PART = re.compile(r"\b(?:prefix(?:es)?|suffix(?:es)?)\s+(?:on|for)\s+"
                             r"(?:(?:all|our|any|the)\s+)?(?P<kind>[a-z][\w-]*[a-z]s)\b", _I)
# A subject that is no kind of name: a pronoun, an order ("prefix this one with"), one thing.
_NOT_A_KIND = re.compile(r"^(?:we|you|they|it|its|please|always|never|just|is|was|has|does|"
                         r"prefix|suffix|name|call|rename|start|end|give|make|add)\b|"
                         r"\b(?:this|that|these|those|the|one|a|an)\b", _I)
# What opens an answer or joins it on: "yes, interfaces of repositories end in `Repo`".
_OPENER = re.compile(r"^(?:(?:yes|yeah|yep|no|nope|ok|okay|right|sure|also|and|so|but|well)"
                     r"\b[,.!]?\s+)+", _I)


# Names of languages, platforms and frameworks a kind of code is said with.
_PROPER = re.compile(r"Go|Java|Kotlin|Swift|Python|Ruby|Rust|Scala|Elixir|Dart|Flutter|React|"
                     r"Vue|Angular|Svelte|Django|Rails|Laravel|Android|Spring|Terraform|Helm|"
                     r"Jest|Vitest|Playwright|Cypress|Postgres|Redux|Kafka|Haskell|Clojure")


def _kind(clause: str) -> str:
    clause = _OPENER.sub("", clause.strip())
    after = _AFTER_THE_PART.search(clause)
    if after is not None and not _NOT_A_KIND.search(after.group("kind")):
        return kind_as_said(after.group("kind"))
    m = _WE_NAME.match(clause) or _KIND.match(clause)
    if m is None or (m.re is _KIND and (_NOT_A_KIND.search(m.group(0))
                                        or not re.search(r"[a-z]s\s*$", m.group("kind")))):
        return ""  # a kind is said in the plural
    return kind_as_said((m.group("kind") + (m.groupdict().get("of") or "")).strip())


def kind_as_said(kind: str) -> str:
    """A kind of name as a line names it: the things named, in the plural, in lower case but
    for the names of languages and of tools ("Variable names" as "variables", "branch name" as
    "branches", "Go getters" as they are)."""
    # "variable names", "branch names": the things named
    kind = re.sub(r"(\w)\s+names?$", lambda v: v.group(1), kind)
    if not kind.endswith("s"):
        kind += "es" if re.search(r"(?:ch|sh|x)$", kind) else "s"
    # "Test functions" opened the sentence; "CSS custom properties", "Go getters" keep their
    # capitals
    first = kind.split()[0]
    if _PROPER.fullmatch(first) or not (first[1:].islower() or len(first) == 1):
        return kind
    return kind[:1].lower() + kind[1:]


def affix_of(clause: str, term: str) -> Affix | None:
    """The naming convention the clause says of `term`, or None when it says none."""
    said = own_words(clause)
    if not _NAME_PART.fullmatch(term) or not re.search(r"prefix|suffix|start|begin|end|lead|"
                                                       r"trail|plus|followed|then|\+", said, _I):
        return None
    place = _place(said, term)
    if not place:
        return None
    kind = _kind(said)
    if not kind or _TEXT_KINDS.search(kind):
        # "start the dev server with `--inspect`" names no kind of name; "commit messages start
        # with ..." names text
        return None
    return Affix(place, kind)


def affixes(clause: str, terms: list[str]) -> list[Affix | None]:
    """The naming convention of each term of one rule; a term set against the first ("the `Fake`
    prefix, never `Mock`") is the same part of names."""
    found = [affix_of(clause, t) for t in terms]
    first = found[0] if found else None
    return [a or (first if first and _NAME_PART.fullmatch(t) else None)
            for a, t in zip(found, terms, strict=True)]


def affix_pattern(term: str, place: str) -> str:
    """A pattern that finds a name with `term` as its prefix or its suffix, in its letter case.

    A prefix that ends in a letter is followed by the next word of the name (`isActive`,
    `is_active`, `kMax`), so `is` does not find `issue`; a name after a dot is someone else's
    (`os.Getenv`). A suffix ends the name, after at least one character of it."""
    escaped = re.escape(term)
    if place == "prefix":
        then = r"(?=[A-Z0-9_$])" if term[-1].isalpha() else r"(?=[\w$])"
        return rf"(?-i:(?<![\w$.-]){escaped}{then})"
    return rf"(?-i:(?<=[\w$]){escaped}(?![\w$]))"


def article(term: str) -> str:
    """"a" or "an" before a term said as code."""
    return "an" if term[:1].lower() in "aeio" else "a"


# A hole in a name given as an example: a wildcard, a slot in brackets, or a word that stands for
# any name ("foo", "name", "something").
_HOLE = (r"\*|<[^<>\s]+>|\{[^{}\s]+\}|\[[^\[\]\s]+\]|(?:foo|bar|baz|x{1,3}|name|thing|something|"
         r"whatever|example|my_?thing)(?=[._-])")
_EXAMPLE = re.compile(rf"(?P<before>[\w.-]*?)(?:{_HOLE})(?P<after>[\w.-]*\.[A-Za-z]\w*)", _I)


def example_glob(example: str) -> str:
    """The pattern a name given by example ("foo_test.go", "`*.spec.ts`", "test_<module>.py")
    says every such name has: its fixed parts around its one hole ("*_test.go"); "" when it
    has no hole, more than one, or no fixed part besides its ending (`<name>.go` says nothing
    of how a name is written)."""
    m = _EXAMPLE.fullmatch(example.strip("`'\""))
    if m is None or re.search(_HOLE, m.group("before") + m.group("after"), _I):
        return ""
    before, after = m.group("before"), m.group("after")
    if not before and re.fullmatch(r"\.[A-Za-z]\w*", after):
        return ""
    return f"{before}*{after}"
