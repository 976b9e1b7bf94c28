"""The construct a rule about code is said of, and how the languages write one.

"Always add `json` tags to struct fields" asks for `json` where the work adds a struct, not in
every change: a change to a template or a query adds no struct field and says nothing of the
rule. The same holds for "`@Transactional` on service methods", "a `timeout=` on every
`requests.get`", "`key` props on list items", "every new endpoint must have `@login_required`",
"use `CREATE INDEX CONCURRENTLY` when you add an index" and "always use `CREATE INDEX
CONCURRENTLY`" (whose own leading words, `CREATE INDEX`, are what it is about). A check of such a
rule is in play only for work whose added code holds the construct; it says nothing (None) of
the rest, so the night never scores good work as a miss of a rule it was not about.

The construct is read from the sentence's grammar, never from a list of rules:
- the object of the preposition after the term and what it is ("`json` tags to struct fields",
  "`#[derive(Debug)]` on public structs", "a `timeout=` on every `requests.get`");
- the place or the work the rule's reach names ("in every new endpoint", "for service methods",
  "when you add an index", "in migrations that add a column": the column);
- the term's own leading words when they are a construct ("`CREATE INDEX` CONCURRENTLY").
A phrase names a construct when it holds a code term (found as written: "`NOT NULL` columns",
"every `useEffect`") or when its head noun, or the whole a part of it belongs to ("struct
fields", "list items"), is one of the few constructs of `CONSTRUCTS`, each found by how the
languages write it. Anything else is no construct read surely, and the check stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..common_words import singular
from ..terms import has_file_extension
from .code import PROSE_FILES, WELL_KNOWN_FILES, code_lines, said_part
from .conditions import own_words


@dataclass(frozen=True)
class Construct:
    """A kind of code as people name it, and how a line or a file holds one; or a construct
    named by a code term (`term`, found as written by `lines`)."""

    words: tuple[str, ...]      # its names, singular and lower case
    lines: str = ""             # a pattern of an added line that writes one
    paths: str = ""             # a pattern of the files that are one
    term: str = ""

    def found(self, path: str, lines: list[str], hunks: list[list[str]] | None = None) -> bool:
        """Do the lines a change adds to the file at `path` hold one? Only code counts: a
        comment or a README that names a struct adds none."""
        if path.lower().endswith(PROSE_FILES):
            return False
        if self.paths and re.search(self.paths, path, re.I):
            return True
        code = code_lines(path, lines, self.term, True, hunks)
        return bool(self.lines) and any(re.search(self.lines, ln, re.I) for ln in code)


# Letters cased where case tells a construct (a component's name, gin's `r.GET(`).
_CASED = "(?-i:"
_TYPES = (r"BIGINT|INT|INTEGER|SMALLINT|TEXT|VARCHAR|CHAR|BOOLEAN|BOOL|TIMESTAMP|TIMESTAMPTZ|"
          r"DATE|UUID|JSONB?|NUMERIC|DECIMAL|SERIAL|BIGSERIAL|REAL|FLOAT|DOUBLE")

CONSTRUCTS = (
    Construct(("struct",), r"\bstruct\s+[A-Za-z_]\w*|\bstruct\s*\{"),
    Construct(("class",), r"\bclass\s+[A-Za-z_]\w*|@dataclass\b"),
    Construct(("interface",), r"\binterface\s+[A-Za-z_]\w*|\binterface\s*\{"),
    Construct(("function", "func", "method"),
              r"\bdef\s+\w+\s*\(|\bfunc\b|\bfn\s+\w+|\bfun\s+\w+|\bfunction\b|=>|"
              r"\b(?:public|private|protected|internal)\s+(?:(?:static|final|async|override|"
              r"abstract|synchronized|virtual)\s+)*[\w<>\[\],.?]+\s+\w+\s*\("),
    Construct(("endpoint", "route", "api endpoint", "request handler", "http handler",
               "api handler", "route handler"),
              r"@\w+(?:\.\w+)*\.(?:get|post|put|patch|delete|route|api_route|websocket)\(|"
              r"@(?:Get|Post|Put|Patch|Delete|Request)Mapping\b|@(?:Get|Post|Put|Patch|Delete)\(|"
              r"\b(?:app|router|api|server|mux|bp|blueprint|routes|group)\.(?:get|post|put|"
              r"patch|delete|route|handle|handlefunc|use)\s*\(|" + _CASED
              + r"\b\w+\.(?:GET|POST|PUT|PATCH|DELETE)\()|\b(?:re_)?path\(\s*r?['\"]|"
              r"^\s*(?:get|post|put|patch|delete|resources?)\s+['\":/]|"
              r"\bexport\s+(?:async\s+)?function\s+(?:GET|POST|PUT|PATCH|DELETE)\b"),
    Construct(("migration",),
              r"\bmigrations\.\w+\(|\bop\.\w+\(|\bSchema::(?:create|table)\b|"
              r"ActiveRecord::Migration\b",
              r"(?:^|/)(?:migrations?|migrate|alembic|changelogs?)/|(?:^|/)V\d+__\w+\.sql$"),
    Construct(("index",), r"\bCREATE\s+(?:UNIQUE\s+)?INDEX\b|\b(?:add|create)_index\b|"
                          r"\bAddIndex(?:Concurrently)?\(|\bmodels\.Index\(|\bdb_index\s*=\s*True|"
                          r"\bindex\s*=\s*True\b|@Index\b|\bIndex\(\s*['\"]"),
    Construct(("column",), r"\bADD\s+COLUMN\b|\b(?:add_column|addColumn|AddField)\b|\bColumn\(|"
                           r"\bmodels\.\w+Field\(|" + _CASED + r"^\s*\"?[a-z_]\w*\"?\s+(?:"
                           + _TYPES + r")\b)"),
    Construct(("table",), r"\b(?:CREATE|ALTER|DROP)\s+TABLE\b|\b(?:create_table|createTable)\b|"
                          r"\bCreateModel\(|\bSchema::create\("),
    Construct(("test", "spec", "test case", "unit test"),
              r"\bdef\s+test_?\w*\s*\(|\bfunc\s+Test\w*\s*\(|\b(?:it|test|describe)\s*\(\s*['\"`]|"
              r"@Test\b|#\[(?:tokio::)?test\]|\bfn\s+test_\w+|^\s*(?:it|describe|context)\s+['\"]"),
    Construct(("component", "react component"),
              _CASED + r"\bfunction\s+[A-Z]\w*\s*\(|\bconst\s+[A-Z]\w*\s*(?::\s*[\w.<>]+\s*)?=\s*"
              r"(?:\([^)]*\)|\w+)\s*=>|\bclass\s+[A-Z]\w*\s+extends\s+(?:React\.)?(?:Pure)?"
              r"Component\b)|@Component\b|\bdefineComponent\("),
    Construct(("goroutine",), r"\bgo\s+(?:func\b|[\w.]+\()"),
    Construct(("list item", "list element"), r"<li\b|\.map\(|\bv-for=|\{#each\b|\*ngFor="),
)
_BY_WORD = {w: c for c in CONSTRUCTS for w in c.words}

# Nouns of a part of a construct: a struct's fields are where the struct is.
_PARTS = frozenset(("field", "member", "property", "attribute", "item", "element", "entry",
                    "argument", "parameter", "param", "arg"))


_CODE = re.compile(r"`([^`\n]+)`")
_FILES_BY_NAME = frozenset(n.lower() for n in WELL_KNOWN_FILES)
# A code term that names a construct: a name, a keyword, an annotation, a call; not a file, a
# folder or a glob ("`*_test.go` files" are a reach of files).
_A_CONSTRUCT_TERM = re.compile(r"[A-Za-z_@#$][\w.:@#$\[\]()!= ]*")


def _code_term(phrase: str) -> str:
    """The code term a phrase names its construct by ("`NOT NULL` columns"), or ""."""
    found = _CODE.search(phrase)
    term = found.group(1).strip() if found else ""
    if not _A_CONSTRUCT_TERM.fullmatch(term) or has_file_extension(term) \
            or term.lower() in _FILES_BY_NAME:
        return ""
    return term


# Words said before a construct's noun that keep it the construct the table means: visibility
# and kind ("public structs", "async functions"), a language or a UI framework ("Go tests",
# "React components"), a layer or role of code ("service methods", "value classes"). Any other
# word may turn the noun to another sense ("membership tests", "negative indexes", "CSS classes":
# CSS is left out for that), so the construct is not read surely and the check stays as it was.
_KEEPS_SENSE = frozenset((
    "every", "each", "all", "any", "the", "a", "an", "our", "new", "existing",
    "public", "private", "protected", "exported", "internal", "async", "static", "abstract",
    "pure", "generic", "nested", "optional", "nullable", "required", "overriding", "top-level",
    "unit", "integration", "e2e", "end-to-end", "parameterized", "parametrized",
    "go", "rust", "python", "java", "kotlin", "typescript", "javascript", "ts", "js", "ruby",
    "swift", "php", "scala", "c#", "sql", "postgres", "mysql", "sqlite", "react", "vue",
    "angular", "svelte", "django", "rails", "spring", "flask", "fastapi", "express",
    "service", "controller", "repository", "repo", "model", "view", "handler", "helper",
    "builder", "domain", "api", "library", "util", "entity", "data", "value", "client", "server",
))


def _known(phrase: str) -> Construct | None:
    """The construct a noun phrase names by its head, or by the whole its head is a part of,
    when every word said before it keeps its sense."""
    said = [w.lower() for w in re.findall(r"[A-Za-z][\w#-]*", phrase)]
    words = [singular(w) for w in said]
    found: tuple[Construct, int] | None = None
    if len(words) > 1 and " ".join(words[-2:]) in _BY_WORD:
        found = _BY_WORD[" ".join(words[-2:])], len(words) - 2
    elif words and words[-1] in _BY_WORD:
        found = _BY_WORD[words[-1]], len(words) - 1
    elif len(words) > 1 and words[-1] in _PARTS and words[-2] in _BY_WORD:
        found = _BY_WORD[words[-2]], len(words) - 2
    if found is None:
        return None
    construct, at = found
    # a word before it is read as said ("JS", "Rails", "Postgres") or as one of a plural
    sure = all(s in _KEEPS_SENSE or w in _KEEPS_SENSE or w in _BY_WORD
               for s, w in zip(said[:at], words[:at], strict=True))
    return construct if sure else None


def construct_named(about: str, pattern_of: Callable[[str], str]) -> Construct | None:
    """The construct a phrase names: by its code term (found by `pattern_of` the term, as a
    rule's own term is), or by its noun; None when it names none surely."""
    term = _code_term(about)
    return Construct((term,), pattern_of(term), term=term) if term else _known(about)


# Determiners and the words of newness before a construct's noun ("every new", "all the"),
# kept with it: the line written down says the construct as the person did.
_DET = r"(?:(?:every|each|all|any|the|a|an|our|new|all\s+the|all\s+new)\s+)*"
# Words that end a noun phrase: the next clause, another place, a habit.
_STOP = (r"and|or|but|that|which|who|so|because|since|when|whenever|unless|except|instead|"
         r"rather|please|pls|from|in|on|with|to|for|if|as|too|always|never|going|by|via|of|at|"
         r"where|while|then|is|are|be|must|should|need|needs|it|them|even|also|only|than|"
         r"without|like|just|yet|not")
_NOUN = rf"(?:`[^`\n]+`|(?!(?:{_STOP})\b)[A-Za-z][\w-]*)"
# A noun phrase: its determiners and up to four words or code terms, ending where the clause
# does.
PHRASE = rf"(?P<np>{_DET}{_NOUN}(?:\s+{_NOUN}){{0,3}})"
PHRASE_END = rf"(?=\s*(?:[,.;:!?)\u2014]|$)|\s+(?:{_STOP})\b)"
# What comes right after a term a rule puts on a construct: what the term is ("tags", "props",
# "annotation"), then the preposition ("`json` tags on struct fields"); "to" only after a verb
# that puts the term on something ("add `json` tags to struct fields"): "use `errors.Is` to
# compare errors" says what the term is for.
_PUT_ON = re.compile(r"^\s*(?:[a-z][\w-]*\s+)?(?:to|on|onto)\s+" + PHRASE + PHRASE_END, re.I)
_ON = re.compile(r"^\s*(?:[a-z][\w-]*\s+)?(?:on|onto|for|in|inside|into)\s+" + PHRASE
                 + PHRASE_END, re.I)
_TO = re.compile(r"^\s*(?:[a-z][\w-]*\s+)?(?P<prep>to|on|onto|for|in|inside|into)\s+" + PHRASE
                 + PHRASE_END, re.I)
_PUTS = re.compile(r"\b(?:add|adds|adding|put|puts|putting|attach|attaching|apply|applying|"
                   r"pass|passing|append|appending|give|giving|set|setting|stick)\b", re.I)
# Work that adds a construct: "when you add an index", "when adding a column", "migrations that
# add a column".
_ADDING = re.compile(
    r"\b(?:(?:when(?:ever)?|if|that|which)\s+(?:you\s+|we\s+|it\s+|they\s+)?"
    r"(?:add|create|write|define|introduce|declare)s?|(?:when(?:ever)?|while|if)\s+"
    r"(?:adding|creating|writing|defining|introducing|declaring))\s+" + PHRASE + PHRASE_END,
    re.I)
# A place or a kind of work the reach opens with: "in every new endpoint", "for service methods".
_IN_PLACE = re.compile(r"^\s*(?:in|inside|for|on|to)\s+" + PHRASE + PHRASE_END, re.I)


def _read(found: re.Match[str] | None) -> str:
    phrase = found.group("np").strip() if found else ""
    return phrase if phrase and (_code_term(phrase) or _known(phrase)) else ""


def construct_after(clause: str, term: str, ban: bool = False) -> str:
    """The construct said right after the term ("`json` tags to struct fields": "struct
    fields"), or "". A `ban` holds in the body of the code it names ("no `print` in
    handlers"), which the lines a change adds to an existing handler do not show: only a term
    banned on a construct ("never put `@Ignore` on tests") is read so."""
    for said in (f"`{term}`", term):
        at = clause.find(said)
        if at >= 0:
            if _MOVED_FROM.search(clause[:at]) and _MOVED_TO.match(clause[at + len(said):]):
                return ""  # "from `moment` to `dayjs`": what the work moves to, no construct
            after = _PUT_ON if ban else _TO if _PUTS.search(clause[:at]) else _ON
            return _read(after.match(clause[at + len(said):]))
    return ""


def placed_on(clause: str, term: str) -> str:
    """Where a verb of putting sets the term, as said with its preposition, known construct or
    not ("always add `ON DELETE CASCADE` to foreign keys": "to foreign keys"), with the words
    that narrow it ("on functions that return a builder"); "" when no such verb puts it
    anywhere. A line that leaves it out asks for the term in every change."""
    clause = own_words(clause)
    at = clause.find(f"`{term}`")
    if at < 0 or not _PUT_RIGHT_BEFORE.search(clause[:at]):
        return ""
    after = clause[at + len(term) + 2:]
    found = _TO.match(after)
    if found is None:
        return ""
    narrowed = _NARROWED.match(after[found.end():])
    return (after[found.start("prep"):found.end()] + (narrowed.group(0) if narrowed else "")) \
        .strip()


# The verb of putting right before the term it puts ("add a `X`", "put the `Y`"): "stick with
# `requests` in this project" puts nothing anywhere.
_PUT_RIGHT_BEFORE = re.compile(r"\b(?:add|adds|adding|put|puts|putting|attach|attaching|apply|"
                               r"applying|append|appending)\s+(?:an?\s+|the\s+)?$", re.I)
# "functions that return a builder", "handlers which serve the API": the kind cut down.
_NARROWED = re.compile(r"\s+(?:that|which|who|whose)\s+[^,.;:!?\n]+", re.I)


_MOVED_FROM = re.compile(r"\bfrom\s*$", re.I)
_MOVED_TO = re.compile(r"^\s*(?:over\s+)?(?:to|onto)\b", re.I)


def construct_of_reach(reach: str) -> str:
    """The construct the reach names: the one the work it names adds ("in migrations that add
    a column": "column"), or the place it opens with ("in every new endpoint": "new
    endpoint"); "" when it names none."""
    held = said_part(reach)
    return _read(_ADDING.search(held)) or _read(_IN_PLACE.match(held))


def construct_leading(term: str) -> str:
    """The term's own leading words when they are a construct as the languages write it
    ("CREATE INDEX CONCURRENTLY": "`CREATE INDEX`"), or ""."""
    words = term.split()
    for n in range(len(words) - 1, 0, -1):
        lead = " ".join(words[:n])
        if re.search(r"[A-Za-z]{2}", lead) \
                and any(c.lines and re.fullmatch(c.lines, lead, re.I) for c in CONSTRUCTS):
            return f"`{lead}`"
    return ""
