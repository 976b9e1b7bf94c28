"""Judges from the person's own words: a table of patterns, each with the builder of its judges.

Precision comes first: no judge is better than a wrong one. So words become a judge only when
they state a checkable constraint as a wish:

- only the person's typed words are read, never what they pasted (a review finding, a log);
- a question states no rule ("did you run the tests?", "are we using t.Parallel where we
  could?"), nor does a parenthetical aside ("(we use go-git in other places)");
- each pattern names the words that make the wish ("use X, not Y", "no X", "don't touch F",
  "run X before ...", "in two commits", "keep the subject under 72 characters") and the term it
  is about must look like a term, not a filler word ("no worries", "don't use it").

A sentence that states a rule for the future ("always", "never", "from now on", "we use") marks
its judges `durable`: candidates for the family's standing preferences (`standing.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..instruction import instruction_of, split_sentences
from .answer import (
    Format,
    LineLength,
    MaxWords,
    MinWords,
    MustMention,
    MustNotMention,
    Pattern,
    RequiredSections,
)
from .base import Judge, Origin
from .work import (
    AddsMatching,
    AddsNothingMatching,
    Commits,
    DoesNotRun,
    LeavesFilesAlone,
    Runs,
    term_pattern,
)

_I = re.I


@dataclass(frozen=True)
class Quote:
    """Words the person said, and where: the request, or a follow-up in the same task."""

    text: str
    origin: Origin | None = None
    followup: bool = False


# -- what a term looks like ------------------------------------------------------------------------

# Code: `backticked`, "quoted", dotted or with underscores, camelCase, a call, a path or a file.
_CODE = r"(?:`[^`\n]{1,60}`|\"[^\"\n]{1,60}\"|'[^'\n]{1,60}'|[\w-]*[A-Za-z][\w-]*(?:[./:][\w-]+)+" \
        r"(?:\(\))?|[a-z]+[A-Z]\w*(?:\(\))?|\w+_\w+(?:\(\))?|\w+\(\))"
_WORD = r"[A-Za-z][\w+#-]{0,40}[\w+#]"
_TERM = rf"(?:{_CODE}|{_WORD})"
# Words after "no", "use", "don't use" that are not things: verbs, fillers, pronouns.
_FILLERS_WORDS = """
a an the it this that them these those any anything something nothing everything one ones to
be do does did make change touch add remove write break use using mention call run import
forget worry worries bother include leave put go so too just please me my your you i we our
more less need problem problems idea rush wait way longer matter doubt thanks thank sorry
change changes issue issues difference reason reasons point sense big deal hurry other
others worry chance luck comment comments code tests test new old"""
_FILLERS = frozenset(_FILLERS_WORDS.split())
_PATH_SHAPE = r"(?:[\w.-]*/[\w./-]*|[\w-]+\.[A-Za-z]{1,8}\b|\.[\w.-]+)"
_PATHLIKE = re.compile(rf"^{_PATH_SHAPE}$")
_CODELIKE = re.compile(_CODE)


def _clean(term: str) -> str:
    return term.strip().strip("`\"'").rstrip(".,;:!")


_BARE_CODE = re.compile(r"[\w-]*[A-Za-z][\w-]*(?:[./:][\w-]+)+(?:\(\))?|[a-z]+[A-Z]\w*(?:\(\))?|"
                        r"\w+_\w+(?:\(\))?|\w+\(\)|[A-Z]\w*[a-z]\w*[A-Z]\w*")


def is_code(term: str) -> bool:
    """Backticked, or shaped like code inside its quotes: `x`, "strings.Contains()", t.Run."""
    t = term.strip()
    if t.startswith("`") and t.endswith("`") and len(t) > 2:
        return True
    return _BARE_CODE.fullmatch(t.strip("\"'")) is not None


def _is_thing(term: str) -> bool:
    t = _clean(term)
    return bool(t) and t.lower() not in _FILLERS and not t.isdigit()


# -- sentences the miner reads ---------------------------------------------------------------------

# An aside in parentheses, not the parentheses of a call such as `strings.Contains()`.
_PAREN = re.compile(r"(?<![\w(])\([^()\n]{2,300}\)")
# Scenarios and musings describe what might happen, and a request to check whether something
# holds ("double check that we don't use X as a string") asks a question: they wish for nothing.
_MUSING = re.compile(r"\b(?:if i|what if|wondering|suppose|imagine|i guess|i wonder|not sure)\b|"
                     r"\b(?:double[- ]?check|check|verify|confirm|see|find out|look)\s+(?:that|"
                     r"whether|if)\b", re.I)
_QUESTION_START = re.compile(
    r"^\W*(?:(?:hmm+|um+|so|and|but|ok(?:ay)?|also|wait)[,\s]+)*(?:did|do|does|are|is|was|were|"
    r"have|has|had|can|could|would|should|shall|will|why|how|what|where|when|which|who)\b"
    r"(?!\s+(?:not|never)\b)", _I)
_IMPERATIVE_ASK = re.compile(r"^\W*(?:can|could|would) you\b|^\W*(?:can|could) we\b", _I)
RULE_FOR_THE_FUTURE = re.compile(
    r"\b(?:always|never|from now on|going forward|in (?:the )?future|for future|every time|"
    r"whenever|each time|as a rule|by default|in general|our convention|the convention|"
    r"convention is|conventions? (?:are|say)|we (?:always|never|use|don'?t use|do not use|prefer|"
    r"only use)|in this (?:repo|repository|project|codebase)|in our (?:repo|project|codebase|"
    r"code)|before (?:you|calling|saying|marking|declaring|committing|pushing|finishing|"
    r"opening|handing|merging))\b", _I)
# "always write steps_count now" is about the change at hand, not the future.
_ONE_OFF = re.compile(r"\b(?:for now|this time|just this once|right now|now(?!\s+on\b)|"
                      r"for this (?:one|pr|change|branch))\b", _I)


def sentences(text: str) -> list[str]:
    """The typed sentences that can state a rule: no paste, no asides, no questions."""
    words = _PAREN.sub(" ", instruction_of(text).words)
    out = []
    for s in split_sentences(words):
        stripped = s.strip()
        if not stripped or stripped.rstrip(" )*_😅😂🤔").endswith("?"):
            continue
        if _QUESTION_START.match(stripped) and not _IMPERATIVE_ASK.match(stripped):
            continue
        if _MUSING.search(stripped):
            continue
        out.append(stripped)
    return out


# -- the table -------------------------------------------------------------------------------------

Builder = Callable[[re.Match[str], str], list[Judge]]


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    build: Builder
    # "no, use npm instead": what the task wanted before is what the new term replaces.
    replaces: bool = False


def _g(m: re.Match[str], *names: str) -> str:
    """The first of the named groups that matched (alternatives name their groups apart)."""
    return next((m.group(n) for n in names if n in m.re.groupindex and m.group(n)), "")


def _uses(term: str) -> list[Judge]:
    t = _clean(term)
    return [AddsMatching(term=t) if is_code(term) else MustMention(terms=[t.lower()])]


def _avoids(term: str) -> list[Judge]:
    t = _clean(term)
    return [AddsNothingMatching(term=t) if is_code(term) else MustNotMention(terms=[t.lower()])]


# "bullets, not a paragraph" is about the form of the answer (the format rules say it).
_FORM_WORDS_WORDS = """
bullets bullet paragraph paragraphs prose list lists table tables json yaml markdown
sentences sentence words lines numbered steps"""
_FORM_WORDS = frozenset(_FORM_WORDS_WORDS.split())


def _use_not(m: re.Match[str], _: str) -> list[Judge]:
    want, avoid = m.group("want"), m.group("avoid")
    if not (_is_thing(want) and _is_thing(avoid)):
        return []
    if {_clean(want).lower(), _clean(avoid).lower()} & _FORM_WORDS:
        return []
    if is_code(want) or is_code(avoid):
        return [AddsMatching(term=_clean(want)), AddsNothingMatching(term=_clean(avoid))]
    if not m.group("verb"):
        # "US English: summarize, not summarise" keeps a word out; it asks for no mention.
        return [MustNotMention(terms=[_clean(avoid).lower()])]
    return [MustMention(terms=[_clean(want).lower()]),
            MustNotMention(terms=[_clean(avoid).lower()])]


def _not_use(m: re.Match[str], _: str) -> list[Judge]:
    term = _g(m, "term", "term2")
    if not _is_thing(term):
        return []
    if _g(m, "verb").lower().startswith("mention"):
        return [MustNotMention(terms=[_clean(term).lower()])]
    # A word after "no" or "don't use" in coding work is a library, a tool or a construct: it
    # is about the change.
    return [AddsNothingMatching(term=_clean(term))]


def _use_code(m: re.Match[str], _: str) -> list[Judge]:
    term = m.group("term")
    return [AddsMatching(term=_clean(term))] if is_code(term) and _is_thing(term) else []


def _replace_with(m: re.Match[str], _: str) -> list[Judge]:
    # "replace the expectations with literal strings" names no term a check could find.
    term = m.group("term")
    return [AddsMatching(term=_clean(term))] if is_code(term) and _is_thing(term) else []


def _instead(m: re.Match[str], _: str) -> list[Judge]:
    """"no, use npm instead": what is wanted now; what it replaces is settled in `derive`."""
    term = _g(m, "term", "term2", "term3")
    return _uses(term) if _is_thing(term) else []


def _rename(m: re.Match[str], _: str) -> list[Judge]:
    term = _g(m, "new", "new2")
    if not _is_thing(term) or not (is_code(term) or term.strip()[0] in "\"'`"):
        return []
    return [AddsMatching(term=_clean(term))]


def _leave_alone(m: re.Match[str], _: str) -> list[Judge]:
    path = _clean(_g(m, "path", "path2"))
    return [LeavesFilesAlone(paths=[path])] if _PATHLIKE.match(path) else []


_GIT_ACTIONS = {"commit": r"\bgit\s+commit\b", "push": r"\bgit\s+push\b",
                "force-push": r"\bgit\s+push\b.*(?:--force|-f\b)", "merge": r"\bgit\s+merge\b",
                "rebase": r"\bgit\s+rebase\b", "deploy": r"\bdeploy\b",
                "publish": r"\bpublish\b", "release": r"\brelease\b"}


def _dont_run(m: re.Match[str], _: str) -> list[Judge]:
    action = m.group("action").lower().replace(" ", "-")
    pattern = _GIT_ACTIONS.get(action)
    if pattern is None:
        return []
    command = f"git {action}" if action in ("commit", "push", "merge", "rebase") else action
    target = _g(m, "target")
    if target:
        # "never push to main" forbids that branch, not pushing.
        pattern += rf".*\b{re.escape(target)}\b"
        command += f" … {target}"
    return [DoesNotRun(command=command, pattern=pattern)]


# What "the linter", "the tests", "fmt" are, whatever the project's tool for them.
_CHECK_WORDS = {
    "lint": r"\blint|golangci|eslint|ruff\b|flake8|pylint|clippy|staticcheck|\bvet\b|rubocop",
    "format": r"\bfmt\b|format|prettier|\bblack\b|rustfmt|gofmt|goimports",
    "test": r"\btest|pytest|jest|vitest|mocha|rspec|phpunit|ctest",
    "build": r"\bbuild\b|\bcompile\b|\bmake\b",
    "type": r"\bmypy\b|pyright|\btsc\b|typecheck|type-check",
}
_CHECK_NAMES = (r"(?:the\s+)?(?:(?:ci|unit|integration|e2e|all|full)\s+)?(?:linter|linters|lint|"
                r"tests?|test suite|formatter|fmt|format(?:ting)?|build|type ?checks?|"
                r"type checker|checks|vet)")
_NOT_AN_ARGUMENT = r"(?!(?:before|prior|and|then|when|after|first|once|if|to|so|again)\b)"
_TOOL = (r"(?:(?:make|npm|pnpm|yarn|bun|go|cargo|mise|just|task|tox|nox|uv|deno|gradle|mvn|bundle|"
         r"rake|dotnet|swift|flutter|terraform|php|composer)\s+(?:run\s+)?" + _NOT_AN_ARGUMENT +
         r"[\w:./=-]+(?:\s+" + _NOT_AN_ARGUMENT + r"[\w:./=-]+)?|"
         r"(?:golangci-lint|eslint|mypy|pyright|tsc|prettier|black|ruff|pytest|rspec|shellcheck|"
         r"gofmt|goimports|staticcheck|clippy)(?:\s+" + _NOT_AN_ARGUMENT + r"[\w:./=-]+)?)")


def _check_pattern(name: str) -> str:
    low = name.lower()
    for word, pattern in _CHECK_WORDS.items():
        if word in low or (word == "format" and "fmt" in low):
            return pattern
    return re.escape(name)


def _run(m: re.Match[str], sentence: str) -> list[Judge]:
    before = m.group("before")
    when = f"before {before.strip().rstrip('.,;!')}" if before else ""
    out: list[Judge] = []
    for part in re.split(r"\s*(?:,|\band\b|\+|&)\s*", m.group("what")):
        part = part.strip().strip("`")
        if not part:
            continue
        if re.fullmatch(_TOOL, part, _I) or re.fullmatch(r"[\w-]+:[\w:-]+", part):
            out.append(Runs(command=part, pattern=term_pattern(part), before=when))
        elif re.fullmatch(_CHECK_NAMES, part, _I):
            out.append(Runs(command=part, pattern=_check_pattern(part), before=when))
    return out


def _commits(m: re.Match[str], _: str) -> list[Judge]:
    said = _g(m, "count", "count2").lower()
    count = {"two": 2, "three": 3, "four": 4, "five": 5}.get(said)
    if count is None:
        count = int(said) if said.isdigit() else 2
    return [Commits(count=max(2, count))]


def _draft_pr(m: re.Match[str], _: str) -> list[Judge]:
    return [Runs(command="gh pr create --draft",
                 pattern=r"gh\s+pr\s+create\b.*--draft|--draft\b.*\bpr\b",
                 says="the agent must open the pull request as a draft (`gh pr create --draft`)",
                 rule="Open pull requests as drafts (`gh pr create --draft`).")]


_CITING_COMMIT = re.compile(
    r"\b(?:cit|referenc|mention|link|nam|quot)\w*\b[^.;\n]{0,30}\b(?:commits?|sha|hash)\b", re.I)


def _reply_comments(m: re.Match[str], sentence: str) -> list[Judge]:
    if _CITING_COMMIT.search(sentence):
        # The reply names the commit that fixed the comment: a hash in the reply command.
        return [Runs(command="gh api .../comments/{id}/replies",
                     pattern=r"\bgh\s+(?:api\b.*\bcomments\b.*\breplies\b|pr\s+(?:comment|review)\b)"
                             r".*\b[0-9a-f]{7,40}\b",
                     says="the agent must reply to each review comment, citing the commit that "
                          "fixes it",
                     rule="Reply to each review comment once it is addressed, citing the commit "
                          "that fixes it.")]
    return [Runs(command="gh api .../comments/{id}/replies",
                 pattern=r"\bgh\s+(?:api\b.*\bcomments\b.*\breplies\b|pr\s+(?:comment|review)\b)",
                 says="the agent must reply to the review comments on the pull request",
                 rule="Reply to each review comment on the pull request once it is addressed.")]


def _paginate(m: re.Match[str], _: str) -> list[Judge]:
    return [Runs(command="gh api --paginate", pattern=r"--paginate\b|[?&](?:page|per_page|cursor)=",
                 says="the agent must page through API results (`gh api --paginate`)",
                 rule="Use pagination (`gh api --paginate`) when fetching lists from the API.")]


_DIRECTIVES = (r"nolint|noqa|eslint-disable|@ts-ignore|@ts-expect-error|type:\s*ignore|"
               r"#\[allow|rubocop:disable|@Suppress|pragma: no cover|NOLINT|pylint:\s*disable")


def _linter_directive(m: re.Match[str], _: str) -> list[Judge]:
    return [AddsMatching(term="a linter directive comment (//nolint, # noqa)",
                         pattern=_DIRECTIVES)]


# An error string that starts with a capital letter, in the usual constructors of Go, Python,
# JavaScript/TypeScript, Java, C# and Rust.
_CAPITALIZED_ERROR = (r"(?:errors\.New|fmt\.Errorf|Errorf|Error|Exception|\w+Error|anyhow!|"
                      r"bail!)\(\s*[\"'`][A-Z][a-z]")


def _lowercase_errors(m: re.Match[str], _: str) -> list[Judge]:
    return [AddsNothingMatching(term="error messages that start with a capital letter",
                                pattern=_CAPITALIZED_ERROR)]


# -- answer and message formats ------------------------------------------------------------------

CONVENTIONAL_TYPES = ("feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci",
                      "chore", "revert")
CONVENTIONAL_PATTERN = rf"^(?:{'|'.join(CONVENTIONAL_TYPES)})s?(?:\([^)\n]*\))?!?:\s+\S"
_FIRST_LINE = re.compile(r"\b(subject(?: line)?|first line|title|headline|summary line)\b", _I)


def _conventional(m: re.Match[str], _: str) -> list[Judge]:
    return [Pattern(pattern=CONVENTIONAL_PATTERN, line=1, on="commit",
                    # A template with the convention's own example: even a small model
                    # follows that better than the convention's name.
                    rule="Write the subject line as `feat: <summary>` or `fix: <summary>` "
                         "(conventional commits), for example `feat: add a search box`.")]


def _line_chars(m: re.Match[str], sentence: str) -> list[Judge]:
    limit = int(m.group("n1") or m.group("n2"))
    where = _FIRST_LINE.search(sentence)
    if where:
        name = where.group(1).lower()
        name = "subject line" if name == "subject" else name
        return [LineLength(line=1, limit=limit, on="commit",
                           rule=f"Keep the {name} under {limit} characters.")]
    if re.search(r"\blines?\b", sentence, _I):
        return [LineLength(line=0, limit=limit,
                       rule=f"Keep every line under {limit} characters.")]
    return []


def _max_words(m: re.Match[str], _: str) -> list[Judge]:
    return [MaxWords(limit=int(m.group("n1") or m.group("n2")))]


def _min_words(m: re.Match[str], _: str) -> list[Judge]:
    return [MinWords(limit=int(m.group("n")))]


def _format(name: str) -> Builder:
    return lambda m, s: [Format(format=name)]


def _sections(m: re.Match[str], _: str) -> list[Judge]:
    found = _g(m, "names", "list")
    names = [p.strip().strip("\"'`“”").strip() for p in re.split(r",|\band\b", found)]
    names = [n for n in names if 0 < len(n) <= 40]
    return [RequiredSections(sections=names)] if names else []


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, _I)


RULES: tuple[Rule, ...] = (
    Rule("conventional commits", _rx(r"\bconventional[- ]commits?\b|\btype prefix\b|"
                                     r"\bfeat(?:\([\w-]*\))?:.{0,40}\bfix(?:\([\w-]*\))?:|"
                                     r"\bfix(?:\([\w-]*\))?:.{0,40}\bfeat(?:\([\w-]*\))?:"),
         _conventional),
    Rule("lowercase error messages", _rx(
        r"\b(?:lower[- ]?case|lowercased|not capitali[sz]ed|no capital)\s+(?:error|err)\s+"
        r"(?:messages?|strings?)\b|\b(?:error|err)\s+(?:messages?|strings?)\s+(?:should|must)\s+"
        r"(?:be\s+|start\s+)?(?:in\s+)?lower[- ]?case\b"), _lowercase_errors),
    Rule("paginate", _rx(r"\b(?:use|with)\s+pagination\b|\bpaginate\b|\b--paginate\b"), _paginate),
    Rule("linter directive", _rx(
        r"\b(?:inline\s+)?(?:linter|lint)\s+directive|\bnolint\b|\bnoqa\b|\beslint-disable|"
        r"\bignore\s+(?:that|this|the|these|those)\s+lint(?:er)?\s+(?:errors?|warnings?|issues?)|"
        r"\bmark\s+(?:them|it|these|those)\s+(?:as\s+)?ignored\b"), _linter_directive),
    Rule("draft PR", _rx(r"\bdraft\s+(?:pr|pull request)s?\b|\bas (?:a )?drafts?\b"), _draft_pr),
    Rule("reply to review comments", _rx(
        r"\b(?:respond|reply|answer)\s+(?:directly\s+)?to\s+(?:each |every |all |the )?(?:pr |"
        r"review |github |bugbot |copilot )?comments?\b"), _reply_comments),
    Rule("in N commits", _rx(r"\bin\s+(?P<count>two|three|four|five|\d+|separate|individual|"
                             r"multiple)\s+commits\b|\b(?P<count2>separate|individual)\s+commits\b"),
         _commits),
    Rule("line length", _rx(
        r"\b(?:under|at most|no more than|not more than|less than|fewer than|max(?:imum)?(?: of)?|"
        r"within|up to|below)\s+(?P<n1>\d{1,4})\s*(?:characters|chars?)\b|\b(?P<n2>\d{1,4})\s*"
        r"(?:characters|chars?)\s+(?:or less|or fewer|max(?:imum)?|at most)\b"), _line_chars),
    Rule("max words", _rx(
        r"\b(?:under|at most|no more than|not more than|less than|fewer than|max(?:imum)?(?: of)?|"
        r"within|up to|below)\s+(?P<n1>\d{1,5})\s+words\b|\b(?P<n2>\d{1,5})\s+words\s+(?:or "
        r"less|or fewer|max(?:imum)?|at most)\b"), _max_words),
    Rule("min words", _rx(r"\b(?:at least|no fewer than|minimum(?: of)?)\s+(?P<n>\d{1,5})"
                          r"\s+words\b"), _min_words),
    Rule("as JSON", _rx(r"\b(?:as|in|into|return|output|respond with|reply with|give me|only)\s+"
                        r"(?:valid\s+|a\s+|an\s+|the\s+|raw\s+)?json\b|\bjson\s+(?:format|object|"
                        r"only|output)\b"), _format("json")),
    Rule("as bullets", _rx(r"\b(?:as|in|with|use)\s+(?:a\s+)?bullet(?:ed)?(?:[- ]?points?|"
                           r"[- ]list)?\b|\bbullet(?:ed)?[- ]?(?:points|list)\b|^\W*bullets\b"),
         _format("bullets")),
    Rule("numbered", _rx(r"\bnumbered (?:list|steps)\b"), _format("numbered")),
    Rule("code block", _rx(r"\bin an? (?:fenced )?code block\b"), _format("code_block")),
    Rule("sections", _rx(r"\b(?:include|add|with|have|needs?|must have|should have|contain)\s+"
                         r"(?:a|an|the)\s+[\"'`“]?(?P<names>[A-Za-z][\w &/-]{0,40}?)[\"'`”]?\s+"
                         r"(?:section|heading|header)\b|\bsections?\s*(?:called|named|:)\s+"
                         r"(?P<list>[^.;\n]{2,200})"),
         _sections),    Rule("run X", _rx(
        rf"(?:^\W*|\b(?:always|please|make sure (?:to |you )?|be sure to|remember to|you (?:must|"
        rf"should)|don'?t forget to)\s+)run\s+(?P<what>(?:`[^`]+`|{_TOOL}|[\w-]+:[\w:-]+|"
        rf"{_CHECK_NAMES})(?:\s*(?:,|\band\b|\+|&)\s*(?:`[^`]+`|{_TOOL}|[\w-]+:[\w:-]+|"
        rf"{_CHECK_NAMES}))*)(?:\s+(?:before|prior to)\s+(?P<before>[^.;\n]{{3,60}}))?"), _run),
    Rule("don't commit", _rx(
        r"\b(?:don'?t|do not|never|no need to|we don'?t need to|without)\s+(?:git\s+)?"
        r"(?P<action>commit|push|force[- ]push|merge|rebase|deploy|publish|release)(?:ing)?\b"
        r"(?:\s+(?:directly\s+)?(?:to|on|into)\s+(?:the\s+)?(?P<target>main|master|trunk|develop|"
        r"production|prod|release)\b)?"),
        _dont_run),
    Rule("leave F alone", _rx(
        r"\b(?:don'?t|do not|never)\s+(?:touch|change|modify|edit|delete|remove|rewrite|reformat)"
        r"\s+(?:the |any )?(?:[\w-]+\s+){0,2}?(?:(?:files?|folders?|directory|dir)\s+(?:in|under)"
        r"\s+|file |files |folder )?(?P<path>`[^`]+`|" + _PATH_SHAPE + r")|"
        r"\bleave\s+(?:the\s+)?(?P<path2>`[^`]+`|" + _PATH_SHAPE + r")(?:\s+(?:folder|file|"
        r"directory|dir))?\s+(?:alone|untouched|as it is|as is)"),
        _leave_alone),
    Rule("rename to X", _rx(rf"\brename\b[^.;\n]{{0,40}}?\bto\s+(?P<new>{_TERM})|"
                            rf"(?:`[^`]+`|\"[^\"]+\")\s*(?:->|→)\s*(?P<new2>`[^`]+`|\"[^\"]+\")"),
         _rename),
    Rule("use X, not Y", _rx(
        rf"(?:^|\b(?P<verb>use|using|with|prefer|go with|stick (?:to|with)|switch to|always use|"
        rf"we use|only use)"
        rf"\s+|[:;]\s*)(?P<want>{_TERM})(?:\s+here|\s+there)?\s*,?\s+(?:and\s+)?(?:not|never|"
        rf"instead of|rather than|over)\s+(?:a |an |the |plain )?(?P<avoid>{_TERM})"), _use_not),
    Rule("use X instead", _rx(rf"\b(?:use|with|using)\s+(?P<term>{_TERM})\s+instead\b|"
                              rf"^\W*(?:no|nope|wrong)\b[\s,.!-]*(?:please\s+)?(?:use|with)\s+"
                              rf"(?P<term2>{_TERM})|\b(?:rewrite|redo|write|do) it "
                              rf"(?:with|using|in)\s+(?P<term3>{_TERM})"), _instead, replaces=True),
    Rule("replace with X", _rx(rf"\b(?:replace|swap)\b[^.;\n]{{0,40}}?\bwith\s+"
                               rf"(?:a |an |the )?"
                               rf"(?P<term>{_TERM})"), _replace_with),
    Rule("don't use X", _rx(
        rf"\b(?:don'?t|do not|never|stop|no more)\s+(?P<verb>use|using|add|adding|import|importing"
        rf"|call|calling|mention|mentioning|introduce|introducing|rely on)\s+(?:any |the |a |an "
        rf")?(?P<term>{_TERM})|\bavoid(?:\s+using)?\s+(?:any |the )?(?P<term2>{_TERM})"),
        _not_use),
    Rule("no X", _rx(rf"(?:^|[,;:]\s*|\band\s+)no\s+(?P<term>{_TERM})\s*(?=$|[,.;!]|\s+please\b|"
                     rf"\s+here\b|\s+anymore\b)"),
         _not_use),
    Rule("use this code", _rx(
        rf"(?:^\W*|\b(?:please|let'?s|you should|make sure to|need to|have to|must|always)\s+)"
        rf"(?:use|call|switch to)\s+(?:the |that |this )?(?:(?:method|function|helper|type|"
        rf"constant|class|flag|option|package|library|constructor)\s*:?\s+)?(?P<term>{_CODE})"),
        _use_code),
)


def judges_in(sentence: str) -> list[tuple[Rule, Judge]]:
    """Every judge the table finds in one sentence, with the rule that found it. Rules run in
    table order and words one rule used are not read again by a later, more general one
    ("use conventional commits" is a convention, not the word "conventional")."""
    used: list[tuple[int, int]] = []
    out: list[tuple[Rule, Judge]] = []
    for rule in RULES:
        for m in rule.pattern.finditer(sentence):
            if any(m.start() < end and start < m.end() for start, end in used):
                continue
            found = rule.build(m, sentence)
            if found:
                used.append(m.span())
                out.extend((rule, judge) for judge in found)
    return out


_OPPOSITE: dict[type[Judge], type[Judge]] = {MustMention: MustNotMention,
                                             AddsMatching: AddsNothingMatching}


def _replaced(judge: Judge) -> Judge:
    """What a wanted term becomes once another replaces it: a term to keep out."""
    other = _OPPOSITE[type(judge)]
    return other(**{k: v for k, v in vars(judge).items()})


def derive(quotes: Sequence[Quote]) -> list[Judge]:
    """The judges of one task, from its request and follow-ups; later words about the same thing
    replace earlier ones ("use npm", then "no, pnpm, not npm")."""
    by_subject: dict[tuple[str, ...], Judge] = {}
    for quote in quotes:
        for sentence in sentences(quote.text):
            durable = bool(RULE_FOR_THE_FUTURE.search(sentence)) and not _ONE_OFF.search(sentence)
            for rule, judge in judges_in(sentence):
                judge.origin, judge.quote, judge.durable = quote.origin, sentence, durable
                judge.followup = quote.followup
                if rule.replaces:
                    for key, old in list(by_subject.items()):
                        if type(old) in _OPPOSITE and key != judge.subject():
                            flipped = _replaced(old)
                            flipped.origin, flipped.quote = judge.origin, judge.quote
                            flipped.followup = judge.followup
                            by_subject[key] = flipped
                earlier = by_subject.pop(judge.subject(), None)
                combined = earlier.combine(judge) if earlier is not None else None
                by_subject[judge.subject()] = combined or judge
    return list(by_subject.values())


def rule_names() -> Iterable[str]:
    return (r.name for r in RULES)
