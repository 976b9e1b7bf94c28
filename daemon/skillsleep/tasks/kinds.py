"""The kinds of work people ask coding agents for: a small built-in taxonomy.

A recurring family is a kind of work ("commit the current work", "address PR review comments"),
across every topic, project and harness, not the topic the work was about. Those kinds are few
and the same for every developer, so they are named here once, each with the cues that ask for
it: the verbs and objects of the person's typed words (`instruction.py`), and what they pasted
(a review finding asks to address it; failing CI output asks to fix the checks). Requests that
fit no kind are clustered by meaning beside these (`families.py`).

Each kind is one `Kind` with its patterns; `kind_of` tries them in the order of `KINDS`, from the
most specific to the most general, and the first that matches wins ("commit, push and open a PR"
is a pull request, not a commit). The cues are deliberately about the wording of requests, never
about one project's vocabulary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .instruction import Instruction, instruction_of

_I = re.I


def _any(*patterns: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), _I)


# Words that open a request without being its verb: "ok, then commit", "yes please push".
_OPENER = r"(?:(?:ok(?:ay)?|yes|yep|yeah|sure|great|cool|perfect|nice|thanks?|alright|now|then|"
_OPENER += r"and|also|so|please|pls|lets|let'?s|can you|could you|would you|can we|could we|"
_OPENER += r"you can|go ahead and|i want you to|i'?d like you to)[\s,!.:-]+)*"
_CODE_WORDS = (r"code|codebase|function|method|class|struct|type|variable|field|file|module|"
               r"package|test|tests|branch|commit|command|flag|option|config|setting|hook|api|"
               r"endpoint|logic|implementation|output|error|log|logs|query|schema|script|build|"
               r"interface|handler|usage|repo|repository|cli|server|client|library|docs?|"
               r"push|pull|merge|rebase|stash|diff|patch|pr|prs|pull request|lint|linter|ci|"
               r"pipeline|deploy|readme|changelog|bug|crash|stack trace|refactor|compile|"
               r"review comments?|feedback|nit|nitpick|bugbot|copilot|agent|session|checkpoint|"
               r"worktree|design doc|spec|issue|ticket|linear|jira|release|version|logging|"
               r"logger|branches|assert|assertions|comments|origin|cache|caching|database|"
               r"frontend|backend|component|middleware|dependency|dependencies|docker|async|"
               r"await|regex|json|yaml|sql|http|css|html|ui|ux")
_SOFTWARE = re.compile(
    rf"\b(?:{_CODE_WORDS})s?\b|\bgit\b|\bgolang\b|\bpython\b|\bnpm\b|"
    r"\b(?:high|medium|low) severity\b", _I)
# Shapes of code, case-sensitive: `backticks`, file.ext, camelCase, snake_case, calls, paths.
_CODE_SHAPES = re.compile(r"`[^`]+`|\b\w+\.[a-z]{1,5}\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z]+[A-Z]\w*\b|"
                          r"\b[a-z]\w*_\w+\b|\b\w+\(\)|(?:^|\s)[./~][\w./-]+|\b\w+=\S")


@dataclass(frozen=True)
class Kind:
    id: str
    label: str                       # the family's label, in plain words
    words: re.Pattern[str]           # cues in the person's typed words
    payload: frozenset[str] = frozenset()  # pasted payload kinds that ask for this work
    payload_words: re.Pattern[str] | None = None  # cues that may sit in the payload too

    def asked_in(self, words: str) -> bool:
        return self.words.search(words) is not None

    def asked_by_payload(self, ins: Instruction) -> bool:
        if self.payload & ins.payload_kinds:
            return True
        return bool(self.payload_words and self.payload_words.search(ins.payload))


PR_FEEDBACK = Kind(
    "pr-feedback", "address PR review comments",
    _any(r"\breview (?:comments?|feedback|findings|threads?|remarks|notes)\b",
         r"\b(?:pr|pull request|code|mr)\s+(?:review\s+)?(?:comments?|feedback|nit(?:pick)?s?)\b",
         r"\b(?:copilot|bugbot|coderabbit|reviewers?'?s?|sonar\w*|codacy)\b[^.?!\n]{0,30}"
         r"\b(?:comments?|feedback|review|suggestions?|findings?|remarks)\b",
         r"\bcomments? (?:on|in|from) (?:the |this |our |my )?(?:pr|pull request|review|mr)\b",
         r"\b(?:got|have|received|there'?s|there is)\b[^.?!\n]{0,20}\b(?:review|feedback)\b",
         r"\b(?:address|resolve|handle|fix|answer)\b[^.?!\n]{0,25}\b(?:comments?|feedback|"
         r"findings?|nit(?:pick)?s?|review)\b",
         r"\b(?:respond|reply|answer)\b[^.?!\n]{0,20}\bcomments?\b",
         r"\bnit(?:pick)?s?\b", r"\bfeedback\b",
         r"^\W*(?:\w+\s+)?(?:issues?|findings?|comments?|suggestions?|points?) to "
         r"(?:fix|address)\b",
         r"\b(?:can (?:you|we)|please|let'?s) fix:\s"),
    payload=frozenset({"finding"}),
)
PR = Kind(
    "pr", "open or update a pull request",
    _any(r"\b(?:open|create|make|raise|submit|file|draft|update|edit|prepare)\b[^.?!\n]{0,30}"
         r"\b(?:pr|pull request|merge request|mr)s?\b(?! (?:review|comments?|feedback))",
         r"\bpush\b[^.?!\n]{0,25}(?:\band\b|\+|\bthen\b|,)\s*(?:open |create |make )?(?:a |the )?"
         r"(?:draft )?(?:pr|pull request)\b",
         r"\b(?:pr|pull request) (?:description|body|title|summary|text)\b",
         r"\b(?:description|summary|body|title) (?:for|of) (?:the|this|a|our) "
         r"(?:pr|pull request)\b",
         r"\bdraft pr\b", r"\bready for review\b",
         r"\b(?:change|switch) the (?:base|target) (?:branch )?(?:of|for) the pr\b"),
)
COMMIT = Kind(
    "commit", "commit the current work",
    _any(rf"^\W*{_OPENER}(?:git\s+)?commit\b(?!-)",
         r"\b(?:then|and|please|now|you can|let'?s|can you|could you)\s+commit\b",
         r"\bcommit (?:this|that|it|these|those|the changes|our changes|my changes|everything|"
         r"all|the work|the rest|both)\b",
         r"\b(?:amend|squash|fixup)\b[^.?!\n]{0,20}\bcommits?\b", r"\bcommit messages?\b",
         r"\b(?:split|group)\b[^.?!\n]{0,40}\bcommits\b",
         r"\bin (?:two|three|four|\d+|separate|individual|multiple|several) commits\b",
         r"\b(?:stage|unstage)\b[^.?!\n]{0,30}\b(?:commit|changes|files?)\b"),
)
GIT_SYNC = Kind(
    "git-sync", "sync branches: push, pull, merge, rebase",
    _any(r"\b(?:merge|rebase|git)\s+confli\w*", r"\bresolve (?:the |these |those )?conflicts\b",
         r"\bconflicts? (?:with|on|in|against) (?:main|master|origin\S*|upstream|the base)\b",
         r"\brebas\w*",
         r"\bmerge\b[^.?!\n]{0,12}\b(?:from |in |with )?(?:main|master|origin\S*|develop|"
         r"upstream|(?:the |our )?parent)\b",
         r"\b(?:bring|get|keep|make)\b[^.?!\n]{0,20}\bup[ -]to[ -]date\b",
         r"\bupdate\b[^.?!\n]{0,15}\b(?:from|with|against|onto)\b[^.?!\n]{0,15}\b(?:main|master|"
         r"origin|parent|upstream|develop|base)\b",
         rf"^\W*{_OPENER}(?:git\s+)?(?:push|pull|fetch)(?:\s+(?:it|this|that|again|the branch|"
         r"everything|now|please|to \S+|-f|--force\S*))*\W*$",
         r"\b(?:create|switch to|check ?out|rename|delete|cut|make)\b[^.?!\n]{0,15}\b(?:new )?"
         r"branch(?:es)?\b",
         r"\bbranch name\b", r"\bbase (?:it |this |the branch )?off\b",
         r"\bstash\b", r"\bgit reset\b", r"\breset (?:--hard|--soft)\b",
         r"\breset (?:the |this |my )?branch\b", r"\bcherry-?pick",
         r"\bforce[- ]push"),
)
REVIEW = Kind(
    "review", "review code",
    _any(r"\breview\b[^.?!\n]{0,12}\b(?:this|the|my|our|these|those|that|pr|prs|pull request|"
         r"changes?|branch|code|diff|commit|commits|implementation|file|tests?|#?\d+)\b",
         r"(?:^|\s)/[\w:-]*review\b", r"\bcode review\b", r"\bsimplifier\b",
         r"\b(?:critique|audit)\b[^.?!\n]{0,20}\b(?:code|changes|branch|pr|implementation)\b"),
)
CHECKS = Kind(
    "checks", "fix the failing checks: tests, lint, build, CI",
    _any(r"\bfix(?:ing)?\s*:?\s*(?:the |all |those |these |our |my |up )?(?:\w+[ -]){0,2}?"
         r"(?:lint(?:er|ing)?|tests?|specs?|build|ci|checks?|type ?(?:errors|checks?)|"
         r"compil\w+|format(?:ting)?|vet|pipeline|workflow)\b",
         r"\b(?:lint|linter|linting|golangci\S*|eslint|ruff|flake8|mypy|pyright|clippy|gofmt|"
         r"prettier|staticcheck|vet)\b[^.?!\n]{0,40}\b(?:errors?|issues?|fail\w*|throws?|"
         r"complain\w*|warnings?|problems?)\b",
         r"\b(?:issues?|errors?|warnings?|problems?) (?:in|from|with) `?(?:\w+ )?(?:run )?"
         r"(?:lint|linter|tests?|build|ci)\b",
         r"\brun\b[^.?!\n]{0,12}\b(?:the )?(?:\w+[: ])?(?:tests?|lint(?:er)?|checks?|build|ci|"
         r"test:\w+|unit tests|e2e|integration tests?)\b",
         r"\b(?:tests?|ci|build|checks?|pipeline|github actions|workflow|suite)\b[^.?!\n]{0,40}"
         r"\b(?:fail\w*|broken|red|blowing up|blow up|taking (?:so )?long|slow|flak\w*|time(?:s|d)?"
         r" ?out|hang\w*|pass(?:ing)?\b\?)",
         r"\b(?:fail\w*|failures?)\b[^.?!\n]{0,30}\b(?:tests?|ci|build|github actions|pipeline)\b",
         r"\bare (?:all )?(?:the )?tests (?:passing|green)\b",
         r"\bignore (?:that|this|the) lint"),
    payload_words=re.compile(r"^--- FAIL|^FAIL\b|^\s*FAILED\b|\bexit (?:code|status) [1-9]|"
                             r"/home/runner/|##\[error\]", re.M),
)
ADD_TESTS = Kind(
    "add-tests", "write tests",
    _any(r"\b(?:add|write|create|extend|implement|need|introduce|make)\b[^.?!\n]{0,40}?\b"
         r"(?:(?:unit|integration|e2e|end-to-end|regression|table[- ]driven|explicit|more|some|a|"
         r"an|new|similar)\s+)+tests?\b(?!\s*(?:repo|fail))",
         r"\b(?:add|write)\b[^.?!\n]{0,10}\btests?\s+(?:for|to|that|which|covering)\b",
         r"\b(?:do|does|did|have|has)\s+(?:we|it|the \w+|this|that|they|there)\s+(?:\w+\s+)?"
         r"(?:have|has|got|added|any)?\s*(?:\w+\s+)?(?:tests?|test coverage|coverage)\b",
         r"\bare (?:we|there) (?:also |already |any )?(?:tests?|testing)\b",
         r"\b(?:test coverage|covered by (?:a |any )?tests?|is (?:this|that|it) tested)\b",
         r"\btests? for (?:this|that|it|these|those)\b",
         r"\bin (?:the |these |those |our )?tests?\b[^.?!\n]{0,60}\b(?:replace|instead|"
         r"assertions?|expectations?)\b",
         r"\b(?:assertions?|expectations|subtests?)\b",
         r"\btests? (?:are|were|is) hard to read\b", r"\bt\.(?:Run|RunParallel|Parallel)\b",
         r"\b(?:fakes?|mocks?|stubs?)\b[^.?!\n]{0,40}\btests?\b"),
)
TRACKER = Kind(
    "tracker", "create or update tracker issues",
    _any(r"\b(?:create|open|file|update|close|comment on|link|add)\b[^.?!\n]{0,25}\b(?:linear|"
         r"jira|github|gitlab|asana|youtrack|trello)?\s*(?:issues?|tickets?|sub-?issues?|"
         r"epics?|stories)\b(?! (?:template|form))",
         r"\b(?:linear|jira) (?:issue|ticket)s?\b"),
)
PLAN = Kind(
    "plan", "plan or design before building",
    _any(r"\b(?:write|create|make|draft|revise|update|prepare)\b[^.?!\n]{0,20}\b(?:implementation "
         r")?(?:plan|design(?: doc(?:ument)?)?|spec(?:ification)?|proposal|rfc|adr)\b",
         r"\bbrainstorm\w*", r"\blet'?s (?:think|plan|design|discuss)\b",
         r"\b(?:task|plan|design|spec|todo|rfc)\.md\b",
         r"\bsplit\b[^.?!\n]{0,25}\binto (?:\w+ )?(?:prs|pull requests|phases|steps|tasks)\b",
         r"\b(?:a|the) plan\b[^.?!\n]{0,20}\b(?:for|as|to)\b"),
)
DOCS = Kind(
    "docs", "write or update documentation",
    _any(r"\b(?:update|write|add|fix|improve|proofread|extend|revise|correct|document|draft|"
         r"prepare|generate|give me)\b[^.?!\n]{0,30}\b(?:docs?|documentation|readme|changelog|"
         r"release notes|claude\.md|agents\.md|adrs?|"
         r"architecture(?: docs?| notes)?|docstrings?|guide|guidance|doc comments?|"
         r"code comments?|comments?)\b",
         r"\bdocs?/\S*", r"\bdocs? (?:folder|directory|site)\b",
         r"\b(?:into|in|to|as) (?:a |an )?(?:md|markdown) (?:file|doc)\b",
         r"\b(?:summary|summari[sz]e)\b.{0,40}\b(?:for|in|into|to) (?:the )?(?:changelog|"
         r"release notes|(?:an? )?(?:md|markdown) file)\b",
         r"\bproof-?read\w*"),
)
REFACTOR = Kind(
    "refactor", "refactor: rename, deduplicate, simplify",
    _any(r"\brenam\w*", r"\bmis-?named\b", r"\b(?:de-?)?dup(?:licat\w*|e\w*)\b",
         r"\brefactor\w*", r"\b(?:extract|consolidate|simplify|restructure|reorgani[sz]e|"
         r"clean(?:ing)? ?up|tidy)\b",
         r"\b(?:unused|dead|redundant|leftover|obsolete) (?:code|functions?|methods?|variables?|"
         r"imports?|params?|parameters?|files?)\b",
         r"\breplace\b[^.?!\n]{0,30}\b(?:functions?|helpers?|calls?|usages?|with)\b",
         r"\b(?:remaining|other) (?:\w+ )?usages?\b",
         r"\b(?:the new|typed|strong(?:er)?|proper) types?\b(?! of)",
         r"[\"'`]\w+[\"'`]\s*(?:->|→)\s*[\"'`]\w+", r"\bsweep\b",
         r"\bless (?:code|duplication|logic)\b",
         r"\b(?:move|moving)\b[^.?!\n]{0,30}\b(?:to|into) (?:its own|a separate|a new|the)\b"),
)
DEBUG = Kind(
    "debug", "debug a problem",
    _any(r"\b(?:bugs?|exceptions?|crash\w*|panic(?:s|ked|king)?|broken|regression|stack ?trace|"
         r"traceback|segfault)\b",
         r"\berror\b(?! (?:messages?|handling|tuple|casing|wrapping|types?))",
         r"\b(?:doesn'?t|does not|isn'?t|is not|didn'?t|did not|won'?t|can'?t|cannot|aren'?t)\s+"
         r"(?:seem to )?(?:work\w*|show\w*|appear\w*|get\w*|run\w*|load\w*|start\w*|sav\w*|find\w*|"
         r"return\w*|persist\w*|updat\w*|trigger\w*|fire\w*|exist)",
         r"\bnot (?:working|shown|showing|saved|found|triggered|firing)\b",
         r"(?:\bnot|n'?t)\b[^.?!\n]{0,40}\bproperly\b",
         r"\b(?:it|this|that|which|still|now|and|but|then|command|call|step)\s+(?:fails|failed)\b",
         r"\bfail(?:s|ed|ing)? (?:to|with|when|on|because|for)\b", r"\bshould have been\b",
         r"\bthrow(?:s|ing)?\b",
         r"\bwhy\b[^?\n]{0,60}\b(?:show\w*|list\w*|considered|happen\w*|"
         r"created?|return\w*|missing|empty|active|green|high|wrong|null|nil|zero|different|"
         r"still|only|again)\b",
         r"\b(?:i'?d|i would) have expected\b", r"\bexpected (?:to see|it to|that)\b",
         r"\bwrong(?:ly)?\b", r"\bmissing\b", r"\bsomehow\b", r"\bweird\b", r"\bstrange\b",
         r"\bgetting (?:this|an|the|a)\b[^.?!\n]{0,15}\b(?:error|output|message|warning)\b",
         r"\bstill (?:not|shows?|showing|lists?|broken)\b", r"\bfigure out why\b",
         r"\bblocked\b"),
    payload=frozenset({"log"}),
)
FEATURE = Kind(
    "feature", "build a feature or change behaviour",
    _any(r"\b(?:add|implement|support|introduce|build|create|expose|enable)\b[^.?!\n]{0,40}\b"
         r"(?:flags?|options?|(?:sub)?commands?|settings?|configs?|configuration|support|hooks?|"
         r"fields?|endpoints?|features?|short ?(?:hand|form)s?|alias(?:es)?|log(?:ging|s)?|"
         r"output|messages?|notifications?|modes?|parameters?|arguments?|methods?|functions?|"
         r"telemetry|metrics|events?|prompts?|columns?|buttons?|pages?|views?)\b",
         r"\bi(?:'?d| would) like\b",
         r"\bi (?:do |really |also |still )*(?:want|need) (?:this|it|the|to|a|an|that|another)\b",
         r"\bwe (?:should|need to|could|might|must)\b(?! (?:fix|review|test))",
         r"\b(?:can|could) (?:you|we) (?:also )?(?:sort|change|make|show|print|update|set|cut|"
         r"move|drop|hide|display|include|use|add|extend|return|keep|limit|group|cache|"
         r"flag|do this|allow)\b",
         r"\blet'?s (?:also )?(?:add|change|make|set|adjust|drop|show|print|update|use|keep|"
         r"support|include|allow|limit|group|cut|move|remove|have)\b",
         r"\bensure that\b",
         r"\bshould (?:show|print|display|output|return|be|also|include|list)\b",
         r"\bideally\b", r"\bchange (?:this|it|that|the)\b"),
)
EXPLAIN = Kind(
    "explain", "explain how something works",
    _any(r"\b(?:explain|walk me through|tell me|show me|list me|describe|clarify|summari[sz]e "
         r"(?:how|what|why))\b",
         r"\bwhat(?:'s| is| are| was| were)? the (?:difference|output|purpose|point|reason|"
         r"default|behaviou?r)\b",
         r"^\W*(?:question:\s*)?(?:what|where|when|why|how|which|who|whose|is|are|was|does|do|did|"
         r"can|could|would|will|has|have|should)\b[^\n]*\?",
         r"\bwhere (?:is|are|does|do|else|did)\b", r"\bhow (?:does|do|is|are|can|would|come)\b",
         r"\b(?:can|could) you (?:check|look|find out|see|verify|validate)\b[^.?!\n]{0,30}\b"
         r"(?:how|what|where|whether|if|which|why)\b",
         r"^\W*question:"),
)

# Most specific first: a pull request includes its commit, a review finding its fix, failing
# checks their error, a new test its feature; explain is what is left of a question.
KINDS: tuple[Kind, ...] = (PR_FEEDBACK, PR, COMMIT, GIT_SYNC, REVIEW, CHECKS, ADD_TESTS, TRACKER,
                           PLAN, DOCS, REFACTOR, DEBUG, FEATURE, EXPLAIN)
BY_ID: dict[str, Kind] = {k.id: k for k in KINDS}
# "Show me the code where the error is raised": a request that opens by asking to be shown or
# told is a question about the code, whatever its object is.
_EXPLAIN_FIRST = re.compile(rf"^\W*{_OPENER}(?:explain|show me|walk me through|describe)\b", _I)


def is_about_software(text: str) -> bool:
    """Does the text talk about code, tools or the project? A request that does not ("what is
    my balance?", "i'd like to book a flight") is no coding task of a known kind, so it is
    clustered by meaning instead."""
    return _SOFTWARE.search(text) is not None or _CODE_SHAPES.search(text) is not None


@lru_cache(maxsize=4096)
def kind_of(text: str) -> Kind | None:
    """The kind of work a request asks for, or None when it fits none of the built-in kinds."""
    ins = instruction_of(text)
    # The kinds are kinds of coding work: "i'd like to set a timer" is none of them.
    if not is_about_software(text):
        return None
    if _EXPLAIN_FIRST.match(ins.lead):
        return EXPLAIN
    # What the first sentences ask for, then anything the typed words ask for, then what the
    # paste itself asks for (a review finding, failing CI output).
    # (A short request's lead is all its words: what found nothing there is not looked for
    # again.)
    found = (next((k for k in KINDS if k.asked_in(ins.lead)), None)
             or (None if ins.words == ins.lead
                 else next((k for k in KINDS if k.asked_in(ins.words)), None))
             or next((k for k in KINDS if k.asked_by_payload(ins)), None))
    return found
