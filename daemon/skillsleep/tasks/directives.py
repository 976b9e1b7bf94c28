"""Directives: what a person tells the agent to do, read by the grammar of their sentences.

A constraint is not a remembered phrasing. People say "use X", "don't X", "no X", "X, not Y",
"X instead of Y", "replace Y with X", "rename Y to X", "Y is deprecated, use X", "we use X",
"always X", "you should X", "make sure to X", "X should be ..." in endless wordings, and the
shape is what says that a sentence asks for something:

- a clause is a directive when it is an imperative (a verb opens it, after openers such as "ok",
  "please", "let's", "can you", "make sure to", "I'd rather you"), a prohibition ("don't", "never",
  "stop", "avoid", "let's not", "I'd rather you didn't", "I don't want X", "no need to", "no X"), a
  modal addressed to the agent or the team ("you should", "we need to"), a passive whose subject is
  what it is about ("`X` should never be used", "the new function should be called `Y`", "`Z` must
  not be removed"), a rule the team keeps ("we use", "we never", "we always <verb>", "we avoid",
  "we don't merge"), a convention about a kind of thing ("error messages should be lower case",
  "tests must use X", "in tests, use X"; what a kind of thing in the product returns, has or prints
  is the work's specification, not a habit; a kind of thing judged bad in the plural, "globals are
  evil", is a convention against it), a contrast between two terms ("X, not Y", "X rather than Y",
  "Y -> X"), or the means a kind of work is done with ("assert with X", "compare the output using
  X"; a command-line tool named as the means, "check it with `mypy`", is a command to run); what
  the change leaves alone ("leave X alone", "don't remove X", "stay out of X": a path stays
  unchanged, a name stays in the code); a check to pass before the work is handed back ("make sure
  X passes before you finish", "don't say it's done until X passes", "never skip the tests"); what
  is not to be written to a log, named as code ("never log `password`"); a correction of which tool
  or command the project runs ("it's `pnpm install`, not `npm install`"); how a kind of thing is
  named or done, said in the present of all of it ("errors are wrapped with `fmt.Errorf`", "test
  helpers are prefixed with `must`", "tests use `require` for assertions", "we assert with
  `require`"; any kind in the plural with a verb of naming or of writing code, "floats are compared
  with `pytest.approx`", "interfaces carry a `Repo` suffix"; a kind of work, "logging is done with
  `slog`"; all code to come, "new code logs through `X`"; after the team's ban, what a kind goes
  through instead, "we don't do float math, amounts go through `Decimal`"; one thing of the code
  got one way, with a habit word or after the project named first, "the session is always obtained
  through `X`", "in this service, the configuration is read via `X`"; each of a kind in the
  singular, "each handler takes `ctx` first"; a mass in the singular, "money is formatted by
  `formatMoney`"; a kind narrowed by a place that is a kind too, "timestamps in API responses are
  serialized with `X`", "envs are managed by `uv`"; a name a kind does not carry, "getters don't
  carry a `Get` prefix"); how a kind of change goes out, with a command
  ("migrations are applied with `alembic upgrade head`", "releases go out via `git tag`"); the name
  the team settled on ("`httpx` is what we use"); a check in what done means ("`mypy --strict` is
  part of done", "work isn't finished in this repo until `make check` is green"); a name that takes
  another's place, said as its subject ("`dayjs` replaces `moment`", "`pathlib` is preferred over
  `os.path`") or what the team retires ("we're phasing out `nose`"); a name set right in its letter
  case or punctuation ("`Github` should be `GitHub`", "the correct spelling is `PostgreSQL`", "the
  product name is written `DataHub`", "the company is `Acme Labs` in copy", "in the UI it's
  `Sign in`, not `Login`", "`e-mail` is spelt `email` in our copy"); a way of spelling or the
  team's words set against others ("the docs use British spelling: `colour`, not `color`", "we
  say `workspace`, never `project`"); how the team writes a word, by a verb of writing, a form's
  manner or a pair shown after a way of writing ("we write 'e-mail' as 'email' everywhere",
  "always capitalize Kubernetes", "'JSON' is all caps in Javadoc": `spelling.py`); what review
  turns away ("`@ts-ignore` comments don't get past review"); a name deprecated with what comes
  instead said by when ("`X` is being sunset, `Y` going forward"); a practice the team gives up
  ("could we stop using `testify`?"); a move the team made, told as what happened ("we
  dropped `nose` for `pytest` last year", "`nock` got replaced by `msw` everywhere", "`kaminari`
  is out, `pagy` is in": `switches.py`); a term as the verb of the team's ban ("we don't
  `unwrap()` in library code"); what the agent keeps doing, with an order to stop ("you keep
  using `any`. please stop"); the one thing the agent's message named, as an answer's "that" or
  "it" ("never do that", "use it for every call from now on"); what no piece of work goes on
  without ("no PR is merged without a green `make check`"); a rule spliced on with a comma ("fix
  that too, we never use X", "`X` is frozen, new code logs through `Y`") or after "and" ("use
  X, and don't add Y") is a clause of its own, and so is an item of a list the person typed,
  with the line that introduces the list said of it ("Rules for this repo:\\n- never use X":
  `lists.py`); how work goes out, an operation of git or of the forge's client with its branch
  or flag ("always rebase on main before opening the PR", "PRs are always opened as drafts",
  "never use `--no-verify` when you commit") or a gate no commit, push, merge or pull request
  passes without a check ("no commits without a passing `make check`": `workflow.py`); a wish
  scoped to one name by "only" ("`httpx` only, please", "use pnpm only in this repo", not as an
  answer to the agent's question); a clause that points at the one name of the person's clause
  before it ("there's a `make check` target. always run it first."); new dependencies left to
  the person ("never add new npm dependencies without asking me first": the file that lists
  them); a name asked about alone and answered with a ban's reach ("`jQuery`? Not in this
  house."); a name taken out with the team's way said straight after it ("please drop testify,
  on this team we use the standard library"); a folder left alone said by its name as a word
  ("never touch the migrations folder": `migrations/`);
- its polarity (do or avoid) comes from that shape, and its checkable terms (`terms.py` says
  what a term is) from the words it governs: code-like tokens (backticks, quoted strings,
  identifiers, calls, decorators, flags, paths, commands, branch prefixes) and, only inside a
  contrast or after "no" / "use", one plain word that names a thing; the name of a letter case
  ("snake_case") is a naming convention, never a term; names joined by a slash ("`get`/`set`")
  are either name, and a spelling set against another letter case ("`GitHub`, not `Github`") is
  checked as written;
- its scope is a rule for all work of its kind when it says so ("always", "never", "from now on",
  "we use", "we don't use", "in this repo", "everywhere", "every", "by default", "from the next
  release on", a convention about a kind of thing, something called deprecated, obsolete or
  "replaced by" another, what the team moved to: "we moved from X to Y"), and the task at hand
  otherwise; "for now", "this time", "here", "this one", "in this file" keep it there (and a ban
  said of the place at hand, or a rename, is never evidence of a habit: `said_once`), a rename is
  one symbol however far it reaches ("rename X to Y everywhere"), a change across all that exists
  now is one change ("update all tests to use X", unless a habit is said too), and a clause that
  names one file, folder, pull request or symbol as where it applies ("always call X at the end of
  `TestMain`", "everywhere in `store_test.go`", "always pass `ctx` to `chargeCard`", "use
  `Decimal` for `total_price`", "in `parse_config`, never use X") is about that place: said once,
  it judges its own task; a ban whose reach is "this" ("we never use mocks for this", "in
  these tests") holds for the work at hand, whatever its habit word, since the words do not say
  what "this" is. After "to" or "for" only a name shaped like a symbol counts: a branch
  ("push to `main`"), a command ("`-race` to `go test`") or a tool ("`pnpm`") is no place; with a
  habit word, "in this service", "package" or "app" is the project. A convention in a sentence of
  its own ends its reach with "here" ("errors are wrapped with `%w` here"), and "this project uses
  `X`, keep it that way" keeps what the project does as its rule;
- a kind of code a convention leaves out ("variables are declared with `const`, except loop
  counters") leaves it standing for the rest, and the line written down says the exception;
- a ban that the same or the next sentence grants the work at hand an exception to ("..., but
  in this test it's fine", "..., except this one is needed, so commit it") is read as nothing:
  its reach is no longer what its words say, and the exception may be the very work asked for.

What is not a directive, whatever words it holds: a question (except "can you X?", which asks
for X, but not "can we X, or is that overkill?", which weighs X against something else; "X is
bad, any other ideas?" asks for ideas and leaves the statement standing), a musing
or hypothetical ("what if", "I wonder", "if I ...", a sentence that opens with "if", "unless",
"supposing" or "assuming", or with the verb put first, "were we to ...": what holds on a
condition is no check of every attempt), a phrasal verb ("run into X", "move over to Y"), a
description of how things are ("the function lacks X", "it uses X", "we use X already", "no X in
the lockfile", "I know X is deprecated, but ...", "forbidden by the server", a choice another
made or one told, "the payments team went with X over Y": no polarity to reverse), a reason ("to
avoid X", "because X",
"since X": the clause is cut there), asking to check something or to be told it ("and check
if there are more", "explain why X is bad": that clause only), an aside in parentheses, an
idiom that holds a negation and forbids nothing ("no worries", "not sure", "never mind"), a
statement about some specific thing the product should do ("the script should ...": a
specification of the work, not a rule for the agent), a
wish left to the work's judgement ("add X as needed", "where it makes sense": no check can ask
for X), and anything the person did not type themselves: pasted logs, code, diffs, review
findings (`instruction.py`), a list that is someone else's text or a report of work
(`lists.py`), words reported as someone else's ("the linter says ...", "Claude
suggested ...", "you said ...", a sentence that opens with its source: "per the docs, ...",
"according to X, ...") and sentences that repeat the agent's own last message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from .branch_names import branch_name, shared_branch
from .change_first import AFTER_A_CHANGE, as_whenever
from .committed_code import ambiguous_name, committed_code, is_kept_out_file
from .conventions_said import THE_CONVENTION_IS
from .flags import is_flag
from .gated import Gated
from .instruction import asks, instruction_of, split_sentences
from .judges.code import of_a_kind
from .judges.conditions import (
    AT_WILL,
    GIT_OBJECT,
    GIT_STATE,
    PICKED_OUT,
    is_a_run_time,
    new_work_of_a_kind,
    reach_of,
)
from .judges.declared import SAID_KINDS
from .judges.places import opening_place, place_at
from .judges.purposes import purpose_named
from .judges.work import WELL_KNOWN_FILES
from .lists import pasted_taken_on, typed_lines
from .operators_named import operator_named
from .placing import said_as_used
from .pointed_back import opens_at_a_line, points_back_at_a_place
from .several_steps import holds_several_steps
from .spelling import (
    shown_pair,
    spelled_otherwise,
    turned_away_at_end,
    written_convention,
)
from .switches import THING, moved, moved_then
from .terms import (
    CHECKER_PROGRAMS,
    FOR_NOW,
    JOINED_CODE,
    ONWARDS,
    PHRASE_END,
    WEEKDAY,
    Term,
    callee,
    checker_subcommand,
    code_terms,
    command_line,
    command_term,
    has_file_extension,
    is_code_like,
    is_command_line,
    is_package_path,
    is_program_run,
    is_thing,
    is_tool,
    letters,
    make_term,
    names_a_concept,
    names_a_kind,
    names_a_version,
    names_code,
    names_no_library,
    names_one_thing,
    null_operator,
    opening_term,
    plain_term,
    runs_an_english_word,
    split_alternatives,
    trim_end,
)
from .tool_kinds import tool_kind
from .tool_rules import tool_rule, tools_banned
from .workflow import (
    OPERATIONS,
    gate,
    is_script,
    is_typed_command,
    operation_done,
    operation_led_by,
    operation_of_flag,
    operation_of_its_own,
)

_I = re.I

# A pattern built with `Gated` is one that most clauses hold none of the words of ("deprecated",
# "instead", "other ideas?"): it runs only where they are, with the same answers.


class _Prefiltered:
    """A costly pattern searched only in texts where a cheap one is found that every match of
    it contains: the same matches, and most clauses (which hold none) cost the cheap search.
    A pattern that opens with optional spaces and punctuation is tried at every position."""

    def __init__(self, pattern: str, necessary: str) -> None:
        self.full = re.compile(pattern, _I)
        self.necessary = re.compile(necessary, _I)

    def search(self, text: str) -> re.Match[str] | None:
        return self.full.search(text) if self.necessary.search(text) is not None else None


Polarity = Literal["do", "avoid"]
Scope = Literal["rule", "task"]


@dataclass(frozen=True)
class Directive:
    sentence: str                       # the clause as the person typed it
    polarity: Polarity
    verb: str                           # the verb it governs ("use", "run", "rename", ...)
    terms: tuple[Term, ...] = ()        # what is asked for (or, avoided)
    replaced: tuple[Term, ...] = ()     # what the asked-for terms take the place of
    scope: Scope = "task"
    # How it was said: "imperative", "prohibition", "modal", "rule", "convention", "contrast",
    # "preference" (a contrast of two named alternatives), "replacement", "deprecation", "no",
    # "instead", "reply" (its term is in the agent's message), "read" (by the miner model).
    form: str = "imperative"
    reason: str = ""                    # a reason given with it ("we use that for ...")
    phrase: str = ""                    # the words the verb governs, as typed
    said_in: str = ""                   # the whole sentence the clause is part of


# -- clauses -------------------------------------------------------------------------------------

# Idioms that hold a negation and forbid nothing ("no worries", "never mind", "not sure").
_IDIOMS = re.compile(
    r"\b(?:no (?:worries|problem|problems|rush|hurry|idea|clue|need|way|doubt|pressure|kidding|"
    r"joke|joking|sweat|chance|"
    r"offen[cs]e|harm|big deal|matter|luck|thanks|shame|strong (?:opinion|preference|feelings)|"
    r"opinion|objections?|complaints?|surprises?|wonder|longer (?:need|needed|required|used)|"
    # said to wave off a fuss, or to tell how a try went ("no joy with the VPN"): the noun
    # ends its phrase ("no stress tests in CI" bans a kind of test)
    r"(?:pushback|stress|dramas?|fuss|hassle|bother|trouble|biggie|excuses|regrets|spoilers|"
    r"judge?ment|backtalk|dice|joy|probs?|bueno|sir|ma'?am|can do|ifs,? (?:and|or) buts)"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:on|about|with|if|at all|please|here|there|from|whatsoever|"
    r"mate|man|guys|this|that|for|but)\b))|"
    r"without (?:a doubt|question|fail)|not (?:sure|really|yet|quite|a big deal|"
    r"at all|exactly|necessarily|bad|much|too bad)|never ?mind|don'?t (?:worry|bother|mind|"
    r"care|know|think|see|get it|remember|recall)|not that i know|no longer needed|"
    # "never thought I'd say this", "never seen it do that": what the person has known.
    r"never (?:thought|knew|expected|imagined|seen|heard|liked))\b", _I)

# Asking to check something ("check that ...", "see whether ...", "figure out why ...") or to
# be told it ("explain why ...", "tell me how ..."): what follows is what to look at, not a rule.
_CHECK_WORDS = (r"(?:(?:double[- ]?check|check|verify|confirm|see|find out|figure out|"
                r"look(?: into)?|investigate)\s+(?:that|whether|if|why|how)|"
                r"(?:explain(?: to me)?|tell me|show me)\s+(?:why|how))\b")
_PAREN = re.compile(r"(?<![\w(])\([^()\n]{2,300}\)")
# The whole project a team's rule holds in, however it is named ("on this team", "in our
# codebase", "around here"): one list for every pattern that reads where a rule reaches.
_PROJECT_NOUN = (r"(?:team|repo|repository|project|codebase|code\s?base|monorepo|crate|company|"
                 r"house|shop|org|organi[sz]ation)")
_THE_PROJECT = (r"(?:(?:on|in|at|across|around|for|throughout)\s+(?:this|our|the)\s+"
                + _PROJECT_NOUN + r"|around here)")
# Words that open a clause without being its verb.
# What follows "next time" when it opens an ask for the work to come ("next time, ...", "next
# time run ..."), not when it says when ("see it next time", "next time you touch pool.go").
_NEXT_TIME_ASKS = (r"\s*,|\s+(?:(?:please|just)\s+)*(?:run|use|do|don'?t|never|always|make|add|"
                   r"write|squash|rebase|open|put|keep|check|ask|stick|prefer|avoid)\b")
_OPENERS = re.compile(
    # "right now we use X" says how things are: "right" opens a clause, "right now" does not.
    r"^(?:\W*(?:"
    # "right call, that's our standard", "love it, do that from now on": praise of what the
    # agent did, before what is said of it (before "right" and "good" alone would take its
    # first word).
    r"(?:good|right|nice|smart)\s+call|love\s+it|nice\s+one|well\s+done|"
    r"ok(?:ay)?|yes|yeah|yep|yup|ya|yea|sure|great|cool|perfect|nice|alright|"
    r"right(?!\s+now\b)|so|and|"
    r"also|then|now|but|hm+|um+|please|pls|well|actually|oh|ah|wait|thanks|thank you|"
    # "next time, squash first": the work to come, whose habit `HABIT_WORDS` reads
    rf"next time(?={_NEXT_TIME_ASKS})|"
    r"good|fine|first|next|finally|lastly|btw|plus|oh and|one more thing|just|simply|"
    r"in particular|especially|in general|"
    # "anyway, from now on use X", "that said, never Y": a turn away from what was said before,
    # to what the person asks now; "anyhow" only with its comma, bare it is the Rust crate.
    r"anyway|anyways|anyhow(?=\s*,)|either way|in any case|that said|having said that|"
    r"with that said|(?:all )?that aside|moving on|"
    # "for the record, we write tests with X": a reminder of what holds, said before it.
    r"for the record|fyi|just so you know|as a reminder|heads up|(?:just\s+)?a reminder|"
    # "don't forget we use X", "remember, we never ...": a reminder of a rule held, not the
    # imperative "remember to run X".
    r"(?:don'?t forget|remember|keep in mind)\s*(?:that\b|[,:])?(?=\s*(?:we|our)\b)|"
    r"(?:same\s+)?as (?:usual|always)|"
    # "our rule is no `SELECT *`", "the policy here is: never ...": a label, then the rule.
    r"(?:our|the|the team'?s|house|team)\s+(?:rules?|polic(?:y|ies))(?:\s+here)?"
    r"\s+is(?=\s*:?\s*(?:no|never|always)\b)|"
    # "house rule: `make lint` before every push", "team policy - ...": the team's rule named
    # as the label it opens with; the label is a habit word of the sentence (`HABIT_WORDS`).
    r"(?:house|team|standing|ground|golden)\s+(?:rules?|polic(?:y|ies))(?=\s*(?::|[—–]|\s-\s))|"
    # "on this team we don't use X", "in this repo we always ...", "in this crate always use X":
    # where the team's rule holds, said before it (with or without its comma); "in this service
    # we use X" too, the service being the workspace at hand (`IN_THE_WHOLE`).
    r"(?:" + _THE_PROJECT + r"|(?:in|across|for|throughout)\s+(?:this|our)\s+service|here|"
    r"at work)(?=\s*,?\s*(?:we\s+(?:always|never|only|don'?t|"
    r"do not|use|prefer|avoid|write|keep|stick)|always|never|from now on|going forward)\b)|"
    # "after the fix run X": when, said before the imperative.
    r"after\s+(?:the|that|this|your|each|every|any)\s+(?:fix|fixes|change|changes|refactor|"
    r"edit|edits|commit|merge|rebase)(?=\s*,?\s+(?:run|re-?run|use|call|add|check|update|"
    r"commit|push|rebase|format|lint|build|test)\s))\b"
    r"[\s,!.:-]*)+", _I)
_ASKERS = re.compile(
    r"^(?:let'?s(?!\s+not\b)|lets(?!\s+not\b)|can you|could you|(?:would|do) you mind|would you|"
    r"will you|can we|could we|i (?:want|need|would like|'d like) (?:you|us) to|"
    r"i'?d like (?:you|us) to|"
    # "I'd rather you use X" asks for X; "I'd rather you didn't" is a prohibition.
    r"i'?d (?:rather|prefer it if) (?:you|we)(?!\s+(?:not|never|didn'?t|did not|don'?t|do not)\b)|"
    r"(?:please\s+)?(?:make sure|be sure|ensure) (?:to|that you|you|that we|we)|"
    r"remember to|don'?t forget to|go ahead and|try to|you (?:can|could) (?:just )?)\s+", _I)
_NO_ANSWER = re.compile(r"^[^\w`-]*(?:(?:no|nope|nah|wrong|not quite)\s*[,.!:;-]+|"
                        r"(?:nope|nah|wrong)\s)\s*", _I)
# A document a rule can be written down in.
_A_DOC = r"(?:[\w./-]+\.(?:md|rst|txt)|readme|docs|wiki|contributing|style ?guide)"
_REASON_WORDS = (
    r"\b(?:to avoid|to prevent|to keep|so that|so we|so it|so the|because|"
    # "since 3.12", "since Go 1.16": when, not why.
    r"since(?!\s+(?:[a-z]+\s+)?v?\d)|as (?:it|they|this|that|we|the)(?!\s+(?:is|are)\W*$)|"
    # ", so a failure stops the test": what follows from it.
    r"(?<=,\s)so (?:a|an|any|every|each|no|nothing|they|you|our|your)|"
    # ", it ends up in the client bundle", ", it blocks the main thread": what the thing does,
    # told after the rule; not what "it" must be (", it has to ...", ", it needs ...").
    r"(?<=,\s)it\s+(?!(?:is|was|has|does|needs|seems|looks)\b)[a-z]{2,}[^s\W]s\b|"
    r"otherwise|in order to|which (?:is|are|would|will|makes|means)|that way|"
    r"we use (?:that|it|this|them) (?:for|to|in|because)|"
    # ", we want the test to stop at the first failure": what the rule is for.
    r"(?<=[,;]\s)(?:we|i)(?:['’]d| would)?\s+(?:want|need|like)\s+(?:[\w-]+\s+){1,3}?to\s|"
    # ", it says so in CONTRIBUTING.md", "as documented in the README": where the rule is
    # written down, not what it is about.
    r"(?:it|that|this)(?:['’]s| is)? (?:says so|also in|in (?:the |our )?" + _A_DOC + r")|"
    # ", that's the rule", ", I said it in the other session too": that it is a rule, or was
    # said before, not what it is about.
    r"(?<=[,;]\s)(?:(?:that|this|it)(?:['’]s| is| was) (?:the|our|a|my|team) (?:rule|policy|"
    r"process|agreement|convention)|(?:i|we)(?:['’]ve| have)? (?:already )?(?:said|told you|"
    r"asked (?:for )?|mentioned|explained) (?:it|this|that|so)\b)|"
    r"(?:it|that|this) (?:is |was )?(?:written|documented|stated|described|mentioned) "
    r"(?:down )?in|as (?:described|stated|documented|noted|written|said|explained|mentioned|"
    r"specified) (?:in|by)|according to|we have (?:it|that|this) (?:written )?(?:in|on)|"
    r"see (?:the |our )?" + _A_DOC + r")\b.*$")
# (runs of spaces: `_PROJECT_SAID_LAST`)
_REASON = _Prefiltered(r"(?<!\s)(?:\s*+[,;—-])?\s*+" + _REASON_WORDS, _REASON_WORDS)
# Where a clause ends. A cut after spaces opens with a dash or a word ("x - y", "x and then y",
# "x but don't y"); any other opens with punctuation after optional spaces ("x; y", "x, then y").
# The two cannot both match where a cut starts (the character after the spaces decides), so these
# are the cuts of `\s*(?:;|\s[-—–]\s|,?\s+and then\s+|...)`, found without trying every
# whitespace alternative after a leading `\s*` at every character (twenty times slower).
# What opens an ask or a rule after a run-on "also", "oh and", "btw".
_RUN_ON_ASK = (r"(?=(?:please\s+)?(?:from now on|going forward|we|you|don'?t|do not|never|always|"
               r"avoid|use|run|make sure|keep|stop|no)\b)")
# "CI runs `golangci-lint run` so run it locally too": what the command is, then the order that
# points back at it.
# (A cut is looked for from the first space of a run, never from one after a space: every
# cut takes the spaces after it, and from each space of a pasted run `\s++` took the rest.)
_CLAUSE_SPLIT = re.compile(r"(?!(?<=\s)\s)(?:"
                           r"(?<=`)\s+so\s+(?=(?:please\s+)?(?:always\s+|also\s+)?run\s+"
                           r"(?:it|that)\b)|"
                           r"(?:\s++(?:[-—–]\s|and then\s+|"
                           # "bump serde oh and btw we always use X": a second ask typed on.
                           r"(?:oh,?\s+and|(?:and\s+|oh\s+)?(?:btw|by the way))"
                           r"(?:\s+(?:also|btw|by the way))?,?\s+" + _RUN_ON_ASK + "|"
                           # "fix it but don't use X": a prohibition after the work asked for.
                           r"but\s+(?=(?:please\s+)?(?:(?:don'?t|do not|never|keep\s+"
                           r"(?:your\s+)?hands off)\s|leave\s+`))|"
                           # "use X and don't add Y": a second directive after "and".
                           r"and\s+(?=(?:don'?t|do not|never|always|avoid|please|make sure)\s)|"
                           # "fix it and from now on always use X": a rule after the work asked
                           # for, its habit's words first.
                           r"and\s+(?=(?:from now on|going forward|from here on),?\s+(?:please\s+)?"
                           r"(?:we\s+|you\s+)?(?:always|never|don'?t|do not|use|run|keep|avoid|"
                           r"make sure|prefer|add|write|call|stick|no)\b)|"
                           r"and\s+(?=(?:(?:also|then)\s+)?" + _CHECK_WORDS + r")|"
                           # "fix the pager and run `make lint`": a run after the work asked for.
                           r"and\s+(?=(?:also\s+)?(?:re-?)?run\s+\S))|"
                           r"\s*+(?:;|,\s+and then\s+|,\s*then\s+|,\s*but\s+|"
                           # "fix the paginator, also never use X": "also" after a comma.
                           r",\s*(?:and\s+)?also,?\s+" + _RUN_ON_ASK + "|"
                           # "`behaviour`, never `behavior`": a name turned away at the end is
                           # the other side of a contrast.
                           r"(?<!`),\s*(?=(?:just\s+|simply\s+|so\s+)?(?:no|don'?t|do not|never|"
                           r"always|avoid|please|use|keep|rewrite|redo|run|make sure|write|add|"
                           r"call|replace|rename|switch|prefer|stick|wrap|fix)\s)|"
                           r"(?<=`),\s*(?!never\s+`[^`\n]+`[\s.!]*$)(?=(?:just\s+|simply\s+|"
                           r"so\s+)?(?:no|don'?t|do not|never|always|avoid|please|use|keep|rewrite|"
                           r"redo|run|make sure|write|add|call|replace|rename|switch|prefer|stick|"
                           r"wrap|fix)\s)|"
                           # "use X, and don't add Y": a second directive after ", and".
                           r",\s+and\s+(?=(?:don'?t|do not|never|always|avoid|please|"
                           r"make sure)\s)|"
                           # "fix the test, and use X", "address these, and from now on never
                           # X": after the work asked for, a directive of its own.
                           r",\s+and\s+(?=(?:(?:in particular|especially)\s+)?(?:from now on|"
                           r"going forward|stop|use|keep|leave|run|never|always|only ever|"
                           r"don'?t|do not|avoid)\s)|"
                           # "the builds keep breaking, so from now on run X", "forget the
                           # rule about X, going forward use Y": a rule of its own after what
                           # it follows from (not "use X, from now on." at the end).
                           r",\s*(?=(?:so\s+|and\s+)?(?:from now on|going forward|from here on)"
                           r",?\s+(?:please\s+|pls\s+)?(?:we\s+|you\s+)?(?:always|never|don'?t|"
                           r"do not|use|run|keep|avoid|make sure|prefer|add|write|call|stick|no)"
                           r"\b)|"
                           # "do the same there, we always want X": a rule spliced on with a
                           # comma is a clause of its own.
                           r",\s*(?=(?:we|you)\s+(?:always|never|only|should|must|need to|"
                           r"have to|prefer|use|don'?t|do not)\b)|"
                           # "use `os.ReadFile`, `ioutil` is deprecated": a comma before a named
                           # thing with its own verb opens a new clause about that thing.
                           r",\s*(?=`[^`\n]+`\s+(?:is|are|was|were|has|have)\s)|"
                           r",\s+and\s+(?=(?:(?:also|then)\s+)?" + _CHECK_WORDS + r")|"
                           # "go test ./...": Go's every-package pattern, no trailing off.
                           r"(?<!/)\.\.\.|:\s+(?=[a-z]))|"
                           # "before you say it's done run the tests": when, typed on into
                           # what to do then without a comma (right after the word, where no
                           # punctuation after spaces can open a cut).
                           r"(?:(?<=\bdone)|(?<=\bfinished)|(?<=\bready)|(?<=\bback))\s+"
                           r"(?=(?:run|make sure|check|execute)\s))\s*)", _I)
# "do that with `Decimal`", "do it in the other file": "do" with its object is an order.
_QUESTION_START = re.compile(
    r"^\W*(?:did|do(?!\s+(?:it|that|this|the same|so)\b)|does|are|is|was|were|have|has|had|"
    r"shall|will|why|how|what|where|when|which|"
    r"who|whose|isn'?t|aren'?t|doesn'?t|don'?t we|didn'?t|wasn'?t|shouldn'?t|should (?:i|we|it)|"
    r"would (?:it|that|this))\b(?!\s+(?:not|never)\b)", _I)
# "can we use `zod` here, or is that overkill?": a question that weighs the ask against
# something else asks the agent's view, however politely it opens ("can we", "could you").
_WEIGHS = re.compile(r"\bor\s+(?:is|are|was|were|would|will|should|shall|do|does|did|can|"
                     r"could|not|something)\b", _I)
_MUSING = Gated(
    r"\b(?:if i|if we|if you|what if|wondering|i wonder|suppose|imagine|i guess|not sure|maybe|"
    r"perhaps|might|i think|i believe|i feel|seems|looks like|sounds like|turns out|probably|"
    r"i'?m not|would be (?:nice|good|"
    r"great|cool)|do you think|any (?:other )?(?:idea|option|suggestion)s?)\b|"
    # "if it fails, don't push": what holds only on a condition is no check of every attempt.
    # "supposing we were on Postgres 16, we should use X", "were we to open-source it": the
    # conditional said by another subordinator, or by the verb put first.
    r"^\W*(?:if|unless|in case|suppos(?:e|ing)|assuming|provided|providing|"
    r"(?:were|had) (?:we|you|i|they|it)\b)\b|\bapparently\b|"
    # "the flow is: ...", "background: ...": what follows says how things work, not what to do.
    r"^\W*(?:so,?\s+)?(?:(?:the|our|my)\s+(?:flow|process|setup|sequence|current behaviou?r|"
    r"problem|issue|situation|context|bug|way it works)\s+(?:is|are|was|were)\b|"
    r"background\s*:)")
# Asking to find something out: a clause of its own ("replace X with Y and check if there are
# more"), which asks for no term.
_CHECKING = Gated(r"\b" + _CHECK_WORDS)
# "we" and "you" say who does the work; "tests", "error messages", "all files" make a rule about
# a kind of thing; "it", "this", "the script" speak of one thing being built.
_GENERIC_SUBJECT = re.compile(
    r"^(?:(?:all|every|each|any|new|our)\s+)?(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*[^s\W]s$|"
    r"^(?:all|every|each|any)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*$|"
    # "new code", "library code": code as a mass noun is a kind of thing too, and so is what
    # code holds as a mass ("money has to be `Decimal`", "time must be `UTC`").
    r"^(?:(?:all|any|new|our)\s+)?(?:[a-z][\w-]*\s+)?code$|"
    r"^(?:(?:all|any|our)\s+)?(?:money|currency|time|state|config|configuration|logging)$", _I)
_MODAL = re.compile(
    r"^(?P<subject>we|you|[\w`'\".-]+(?:\s+[\w`'\".-]+){0,3}?)\s+(?:should|must|shall|need to|"
    r"needs to|have to|has to|ought to|are to|is to)\s+(?P<neg>not\s+|never\s+)?"
    r"(?P<always>always\s+|only\s+|also\s+)?(?P<rest>.+)$", _I)
_NEGATIVE = re.compile(
    r"^(?:please\s+)?(?:don'?t|do not|dont|never|stop|quit|no need to|no more|let'?s not|"
    # "try not to use `any`": a ban that owns it may slip, a ban still
    r"(?:try|aim) not to|"
    r"i (?:don'?t|do not) want (?:you|us) to|"
    r"i'?d (?:rather|prefer it if) (?:(?:you|we)\s+)?(?:didn'?t|did not|don'?t|do not|not|never)|"
    r"(?:we|you) (?:don'?t|do not) (?:need|have) to|"
    # "we don't allow `unsafe`": what the team lets in, said of the thing itself.
    r"we (?:don'?t|do not|never) (?P<allows>allow|permit)|"
    r"we (?:don'?t|do not|never|shouldn'?t|should not|must not|mustn'?t)|"
    # "you never run `make lint`" says what the agent does, a complaint; "you should never"
    # forbids.
    r"you (?:don'?t need to|shouldn'?t|should not|must not|mustn'?t)|"
    r"there'?s no need to|shouldn'?t|must not|mustn'?t|"
    # "could you not use `any`?": what is left after the asker.
    r"not(?=\s+(?:use|call|add|import|run|push|commit|touch|modify|edit|change|remove|delete)\b))"
    r"\s+(?:ever\s+|again\s+|really\s+|even\s+)?"
    r"(?P<rest>.+)$", _I)
_AVOID = re.compile(r"^(?:please\s+)?(?:(?:we\s+(?:always\s+|generally\s+|try to\s+)?)?avoid|"
                    # "steer clear of `eval`", "keep away from `reflect`": avoid said in a
                    # figure
                    r"without|stay away from|steer clear of|keep away from|get rid of|"
                    r"refrain from|"
                    # "I don't want any `print` calls": not "I don't want to break X".
                    r"i (?:don'?t|do not) want(?! to\b)(?: to see)?)\s+(?:using\s+|"
                    r"any\s+|the\s+)?(?P<rest>.+)$", _I)
_RULE = re.compile(
    r"^i(?:\s+(?P<adv_i>always|generally|usually))?(?:'d|\s+would)?\s+(?P<verb_i>prefer)\s+"
    r"(?P<rest_i>.+)$|"
    r"^we\s+(?:(?P<adv>always|only|usually|generally|typically|normally)\s+)?"
    r"(?P<verb>use|prefer|write|name|call|spell|keep|put|run|go with|stick to|stick with|"
    r"stay on|stay with|follow|want)\s+(?P<rest>.+)$", _I)
# "from the next release on", "starting with v4.0": a habit that starts later, every time after.
# Only the next one opens a habit by itself: "from 4.0 on the builds were slower" tells history.
_NEXT = r"(?:release|version|sprint|cycle|major|minor|quarter|milestone)"
_LATER_NEXT = (rf"from (?:the )?next {_NEXT} on(?:wards?)?|(?:starting|beginning) "
               rf"(?:with |from |in )?(?:the )?next {_NEXT}")
_LATER = (rf"{_LATER_NEXT}|from v?\d+(?:\.\d+)+ on(?:wards?)?|(?:starting|beginning) "
          rf"(?:with|from|in) v?\d+(?:\.\d+)+")
_ALWAYS = re.compile(r"^(?:we\s+(?=always\s|only ever\s))?(?:always|only ever|from now on|"
                     rf"going forward|in (?:the )?future|by default|from here on|{_LATER_NEXT}|"
                     r"every time|"
                     r"each time|make (?:it )?a habit (?:to|of))\s*[,:]?\s*"
                     r"(?P<rest>.+)$", _I)
# "never" turns a term away only after a comma ("X, never Y"); "X never calls Y" says what X
# does.
_CONTRAST_WORDS = r"(?:not|(?<=,\s)never|instead of|rather than|over|in place of|in favou?r of)"
_CONTRAST = _Prefiltered(
    r"(?P<want>`[^`]+`(?:/`[^`]+`)*|\"[^\"]+\"|'[^']+'|(?<![\w@./:+#-])[\w@./:+#-]++"
    r"(?:\(\))?)"
    # "the standard `logging` module, not X", "`assertThat` from AssertJ instead of X".
    r"(?:\s+(?:module|library|package|crate|from\s+[A-Z][\w.-]*))?(?:\s+(?:here|"
    r"there|too|only|everywhere|for (?:this|that|these|those|tests?)|in tests?|"
    # "`zod` in this codebase, not ...": the project the way holds in.
    + _THE_PROJECT + r"|"
    # "use X from now on instead of Y": the rule's reach said between the two.
    r"from now on|from here on|going forward|by default))?"
    r"(?:\s*+,)?\s++(?:and\s+)?" + _CONTRAST_WORDS + r"\s+"
    # "not JUnit's `assertEquals`": the library the code term is of, named before it.
    r"(?:a |an |the |plain |any |(?!(?:it|that|what|here|there|who|this)['’])[\w.-]+['’]s\s+"
    r"(?=`))?(?P<avoid>`[^`]+`(?:/`[^`]+`)*|"
    r"\"[^\"]+\"|'[^']+'|[\w@./:+#-]+(?:\(\))?)",
    # Every contrast has its word between two spaces.
    r"\s" + _CONTRAST_WORDS + r"\s")
# "X for validation, not Y": the contrast may come after a short phrase about the first term.
_CONTRAST_LATER = re.compile(
    r"^(?P<want>`[^`]+`|\"[^\"]+\"|[\w@./:+#-]+(?:\(\))?)\s+(?P<prep>for|in|on|with|when)\s[^,;]{1,60}?"
    r"\s*,?\s+(?:and\s+)?(?:not|instead of|rather than|over)\s+(?:a |an |the |plain |any )?"
    r"(?P<avoid>`[^`]+`|\"[^\"]+\"|'[^']+'|[\w@./:+#-]+(?:\(\))?)\W*$", _I)
_INSTEAD_FIRST = re.compile(
    r"^(?:instead of|rather than|in place of)\s+(?P<avoid>.+?),\s*(?P<rest>.+)$", _I)
_REPLACEMENT = re.compile(
    r"^(?:replace|swap|substitute)\s+(?P<old>.+?)\s+(?:with|by|for)\s+(?P<new>.+)$|"
    r"^rename\s+(?P<old2>.+?)\s+(?:to|as|into)\s+(?P<new2>.+)$|"
    r"^(?:switch|migrate|move|go|change)\s+from\s+(?P<old3>.+?)\s+to\s+(?P<new3>.+)$|"
    r"^change\s+(?P<old4>.+?)\s+(?:to|into)\s+(?P<new4>.+)$|"
    # "move this query over to `sqlc`": "over" makes a move of code, not of a file to a folder.
    r"^(?:switch|migrate|port|convert|move(?=\s.+?\s+over\s+to\s))\s+(?!from\b)(?P<old6>.+?)\s+"
    r"(?:over\s+)?to\s+(?!use\b)"
    r"(?P<new6>.+)$|"
    r"(?:^|\s)(?P<old5>`[^`]+`|\"[^\"]+\"|'[^']+'|[\w@./:+#()-]+)\s*(?:->|→|=>)\s*"
    r"(?P<new5>`[^`]+`|\"[^\"]+\"|'[^']+'|[\w@./:+#()-]+)(?=\W*$|\s)", _I)
# (What is named never ends on a space before another but its first: one character shorter,
# tried before, it reads the same, and a pasted run of spaces is not read again from each.)
_DEPRECATED = Gated(
    r"^(?P<old>.+?)(?!(?<=[\s\S]\s)\s)(?:\s++(?:is|are|was|were|has been|have been|got)|'s|"
    r"'re)\s+(?:now\s+)?"
    # "is being phased out", "is going away", "is on its way out": on the way to deprecated.
    r"(?:being\s+)?(?:phased out|retired|going away|on (?:its|their) way out|"
    r"on (?:our|the) (?:banned|deny|block|blocked)[- ]?list|"
    r"deprecated|obsolete|banned|forbidden|not allowed|discouraged|legacy|superseded|"
    r"sunset(?:ted)?|"
    r"outdated|old[- ]style|old[- ]fashioned|unmaintained|abandoned|end[- ]of[- ]life|"
    r"no longer (?:maintained|supported|recommended)|replaced(?=\s+by\s)|"
    r"(?:an?|the) old(?:er)? (?:alias|name|api|way|style|syntax|spelling|form)|"
    # Said of a place: the files in it are to stay as they are.
    r"(?P<closed>off[- ]limits|read[- ]only)|"
    # Only with what to use instead: "the `x` failure is gone" says how things are now.
    r"(?P<needs_new>gone|removed|dropped|dead)(?=.*\b(?:use|in favou?r of)\s))\b"
    r"(?:\s+(?:here|now|for us|in this (?:repo|repository|project|codebase))(?=\s+when\s))?"
    # "... in our TypeScript, except in the generated types": where, and a kind of code left out.
    r"(?:\s+(?:in(?!\s+favou?r)|since|as of|outside(?: of)?|except in|when we)\s+[^,;]{1,30}?"
    r"(?:,\s+except\s+in\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?(?=\W*$))?)?"
    # "... here last year", "... for us two releases ago": when the team retired it ("retired last
    # year" alone tells what happened).
    r"(?:\s+(?:here|now|for us|in this (?:repo|repository|project|codebase))"
    r"(?:\s+(?:last (?:week|month|year|sprint|quarter|release)|a while ago|(?:a|one|two|three|"
    r"a few|several|\d+) (?:years?|months?|weeks?|sprints?|releases?) ago))?)?"
    r"[\s,;:-]*(?:(?:so\s+)?(?:please\s+)?(?P<link>use|"
    r"in favou?r of|prefer|write|switch to|move to|migrate to|go with|superseded by|"
    r"replaced by|by|call|import)\s+"
    # "..., `httpx` going forward": what comes instead, said with when it holds.
    r"(?P<new>.+)|(?P<then>`[^`\n]+`)\s+(?:going forward|from now on|from here on)\W*)?$")
# A name in backticks holds what it holds: "no `!!`" is Kotlin's operator, no exclamation.
_NO = re.compile(r"^no\s+(?P<rest>(?:`[^`\n]+`|[^,;!`])+?)\s*"
                 r"(?:please|here|anymore|at all|allowed|thanks)?\s*(?:[,;!]|\.(?:\s|$)|$)", _I)
# Verbs whose object the change or the answer must hold ("use X", "call X", "wrap it in X").
_DO_VERBS = ("use|call|pass|wrap|return|import|prefer|apply|follow|adopt|keep|add|include|grant|"
             "hardcode|hard-code|"
             "stick to|stick with|go with|switch to|rely on|depend on|pull in|bring in|"
             "reach for|mention|run|execute|invoke")
# Verbs that name the work itself: their object is what to work on, not a term to check.
_TASK_VERBS = ("commit|amend|push|merge|rebase|deploy|publish|release|touch|change|modify|edit|"
               "delete|remove|drop|rewrite|reformat|open|create|write|put|set|do|make|fix|update|"
               "bump|upgrade|downgrade")
_VERB = re.compile(rf"^(?P<verb>{_DO_VERBS}|{_TASK_VERBS})\b\s*(?P<rest>.*)$", _I)
_TASK_VERB = re.compile(rf"^(?:{_TASK_VERBS})$", _I)
_DO_VERB = re.compile(rf"^(?:{_DO_VERBS})\b", _I)


def governs_a_term(words: str) -> bool:
    """Do the words open with a verb whose object is a term the change or the answer holds
    ("use `X`", "hardcode `localhost`"), so that a ban of them is a check of that term?"""
    return _DO_VERB.match(words.strip()) is not None
# Words that name the place at hand: "this one", "in this file", "for this function".
_IN_THIS_CODE = (r"(?:for|in|inside|within) this (?:file|function|method|class|module|test|"
                 r"component|script|handler|loop|block|spot|place|struct|type|dataclass|model|"
                 r"endpoint|route|view|page|query|table|migration|fixture|call)")
# "for this dataclass only", "only in this view": whatever the piece, "only" keeps it there.
_ONLY_THIS = (r"(?:for|in|on) this [a-z][\w-]* only|"
              # "use pnpm only in this repo": the project, no place at hand.
              r"only (?:for|in|on) this (?!(?:repo|repository|project|codebase)\b)[a-z][\w-]*")
# "in these modules", "from those handlers", "into these components": the pieces at hand, as
# "in this file" is one of them.
_THESE_PIECES = r"(?:in|inside|within|from|into|on|across) (?:these|those) [a-z][\w-]*"
_THIS_PLACE = (rf"this one|(?:for|in|inside|within) this (?:one|pr|pull request|change|branch|"
               # "on this branch", "on this PR": the work at hand, as "in this branch" is.
               rf"commit)|on this (?:branch|pr|pull request|commit)|{_IN_THIS_CODE}|{_ONLY_THIS}|"
               rf"{_THESE_PIECES}")
# Words that keep a directive to the task at hand; "here" and "now" only when it is not worded as
# a rule ("we use pnpm here" speaks of the project).
_THIS_WORK = (r"for now|this time|just this once|right now|for the moment|for the time being|"
              r"temporarily|(?:for|in) this (?:pr|pull request|change|branch|commit|run)|"
              # "until the migration is done, use `legacy_db`": for as long as a state of the
              # project lasts. Not a state the person's own review or the checks bring about
              # ("don't merge until the review is done" keeps a ban for every change).
              r"(?:until|till|up until)\s+(?:further notice|then|"
              r"(?:we|they) (?:switch|move|migrate|cut over)\b|(?!(?:the |a |my |your |our |"
              r"this |that )?(?:review|approval|ci|tests?|checks?|build|pipeline|pr|i|we|you|"
              r"it|they)\b)[^,.;!?]{1,60}?\s(?:(?:is|are|has been|have been|gets?)\s+(?:done|"
              r"finished|over|complete|completed|shipped|released|live|rolled out)|ships|"
              r"lands|launches|goes live))")
ONE_OFF = re.compile(rf"\b(?:{_THIS_WORK}|{_THIS_PLACE})\b", _I)
# Said for this piece of work only ("for now", "for this PR"): said again in other work, each
# time kept to it by the person, it is no habit they hold.
_FOR_THIS_WORK = re.compile(rf"\b(?:{_THIS_WORK})\b", _I)
_OPENS_AT_HAND = re.compile(rf"^\W*(?:{_THIS_PLACE})\b", _I)
# Said of the place at hand ("no `await` here!", "use `Map` for this one"): what holds there says
# nothing of other places, however often it is said of them.
_AT_HAND = re.compile(rf"\b(?:here|{_THIS_PLACE})\b", _I)
# "in this file, use `Decimal`": the wish named the one piece of code it is for; said of other
# files again, each time kept to that one, it is no habit ("here" alone is: "use X here").
_IN_THIS_CODE_AT_HAND = re.compile(rf"\b{_IN_THIS_CODE}\b", _I)
# Calling a thing deprecated or obsolete says that it goes for all work, not only this task.
_OBSOLETE = re.compile(r"\b(?:deprecated|obsolete|superseded|no longer (?:supported|maintained|"
                       r"recommended)|(?:is|are) (?:gone|going away|the old way|on (?:its|their|"
                       r"the) way out))\b", _I)
_HERE_NOW = re.compile(r"\b(?:here|now(?!\s+on\b))\b", _I)
# ", we have native methods now", "since we're on Node 20 now": how the team's code is now, said
# as why; its "now" is no moment of the work at hand.
_NOW_WE_HAVE = re.compile(r",\s*(?:(?:since|as|because)\s+)?we(?:'ve|'re|\s+have|\s+are|\s+use|"
                          r"\s+got|\s+moved|\s+switched)\b[^,.;!?]*\bnow\b", _I)
# "use `pathlib` for that, not os.path", "`polars` for this, not `pandas`": "that" and "this"
# are the work at hand, as "here" is its place.
_FOR_THE_WORK = re.compile(r"\b(?:for|with|in) (?:that|it|them|those|this|these)"
                           r"(?=\s*(?:[,;.!?]|$|,?\s+(?:not|instead|rather|over)\b))", _I)
# "use `satisfies` instead of the cast", "`Decimal`, not the float": what is set aside is the one
# thing of the code at hand, named by a plain word after "the", not a kind of code.
_THE_ONE_AT_HAND = re.compile(r"\b(?:instead of|rather than|not|over) the [a-z][\w-]*"
                              r"(?=\s*(?:[,;.!?)]|$))", _I)
# "in tests, use X", "for new handlers prefer Y": a kind of thing named first, in the plural
# and without an article, is what the wish is a convention for.
_KIND_SCOPE = re.compile(r"^(?:(?:in|for|inside|within)\s+(?:(?:all|any|every|new|future|our)\s+)*"
                         # "in the Go tests", "in C# tests": a language or a framework's name
                         # (capitalized) makes the kind, not one place of the code.
                         r"(?:the\s+(?-i:[A-Z])[\w#+.-]*\s+|(?!(?:th|wh)\w*\b)(?:[a-z][\w#+-]*\s+)?)"
                         r"[a-z][\w-]*[^sui\W]s\b\s*,?\s*|"
                         # "in the CLI layer use X", "in the test suite we use Y": a layer of
                         # the code, or the tests as a whole, where the convention holds
                         r"(?:in|inside|within|for)\s+the\s+(?!(?:same|other|new|old)\s)"
                         r"(?:[a-z][\w-]*\s+){1,2}?(?:layer|suite)\b\s*,?\s*|"
                         # "assertions: `require`, not `assert`": a kind of work as a heading
                         # ("errors: `ENOENT`, not `EACCES`" may say which one is meant).
                         r"(?:test\s+)?(?:assertions|asserts|mocks|mocking|logging|fixtures|"
                         r"imports|formatting|linting|validation|http calls|typing|naming)"
                         r"\s*:\s*(?=`))", _I)
# Words that make a wish a habit: each time the work comes back to it ("don't ever" is "never").
# "The standard library" names where a thing comes from ("use `errors.Is` from the standard
# library"), not a standard.
HABIT_WORDS = (rf"always|never|(?:don'?t|do not) ever|only ever|{ONWARDS}|"
               # "next time, squash before the PR": a slip corrected for the work to come
               rf"next time(?={_NEXT_TIME_ASKS})|"
               rf"{_LATER}|"
               r"(?:make|made) (?:it )?a habit|"
               # "make that part of every change": each piece of such work holds it.
               r"(?:make|made) (?:that|it|this) (?:a )?part of (?:each|every|all|any)|"
               # "keep doing that", "keep using that": what was done, done again each time;
               # not "you keep using that", a complaint of what keeps happening, nor "keep
               # running it", said as often of a server left up.
               r"(?<!you )(?<!i )(?<!we )(?<!they )keep (?:doing|using) (?:that|this|it)|"
               r"for future|every (?:single )?time|each time|as a rule|by default|in general|"
               # "any time you change `go.mod`, ...": each such change, as "whenever" says;
               # "whenever you like" leaves the moment to the agent, no habit.
               rf"(?:whenever|any\s?time(?=\s+(?:you|we)\b)){AT_WILL}|"
               r"as (?:usual|always)|"
               # "house rule: no `print`", "team policy - ...", "our rule is no `SELECT *`": the
               # team's rule named before it is said; not another team's, nor a rule engine.
               r"(?<!their )(?<!other )(?<!his )(?<!her )(?:(?:house|team|general|standing|"
               r"ground|golden)\s+(?:rules?|polic(?:y|ies))|rules? of thumb|"
               # "house style: no `lodash`", "team style - ...": the team's way as the label
               r"(?:house|team)\s+style(?=\s*(?::|[—–]|\s-\s))|our (?:rules?|"
               r"polic(?:y|ies))(?=\s*(?::|[—–]|\s-\s|\s+(?:is|says)\s+(?:no|not|never|always|"
               r"to|that)\b)))|"
               r"conventions?|(?:our|the) (?:style|standard(?!\s+lib(?:rary|raries|s)?\b))")
_HABIT = re.compile(rf"\b(?:{HABIT_WORDS})\b", _I)
# A no said for good in an answer: a habit word, "ever", or the team's own way ("we don't", "we
# never").
SAID_FOR_GOOD = re.compile(rf"\b(?:{HABIT_WORDS}|ever|we\s+(?:don'?t|do not|never|won'?t))\b",
                           _I)
# The habit words, and the words that say how far a wish reaches (everywhere, in this repo, all
# new tests): with a verb of changing, those say how far one change reaches ("update all tests to
# use X"), and only a habit word makes it a rule (`_scope`).
_RULE_WORDS = re.compile(
    rf"\b(?:{HABIT_WORDS}|everywhere|across the (?:repo|codebase|project)|in this (?:repo|"
    r"repository|project|codebase)|"
    # "after each change", "before every push": each time the work comes back to it.
    r"(?:after|before|on) (?:each|every) \w+|in our (?:repo|project|codebase|code)|"
    # "use `X`, that's how we do it": the team's way, said of what was just asked.
    r"that['’]?s how (?:we|everyone here|every [a-z]+ here) (?:do(?:es)?|write|name|handle)s? "
    # ", that's how we do it in the other repo": another codebase's way.
    r"(?:it|things|this|them)(?!\s+(?:in|at|on|for|over)\s+(?:the\s+)?(?:other|another|old|"
    r"previous|that|my|their|his|her)\b)|"
    # "rules for this repo:", "use X for this project": the project, not the task at hand.
    r"for (?:this|our) (?:repo|repository|project|codebase)|"
    # "snapshot tests are banned here, no `toMatchSnapshot`": the project's policy.
    r"(?:is|are) (?:banned|forbidden|prohibited|not allowed) (?:here|in (?:this|our) (?:repo|"
    r"repository|project|codebase|team))|"
    # "for all of it", "for all these calls": the things at hand, pointed at, not a kind of
    # thing each later piece of work meets.
    r"for (?:all|every|any) (?!(?:of|the|these|those|this|that)\b)(?:new |future )?\w+|"
    # "use `httpx` in every new handler": new work of a kind, whatever the preposition.
    r"(?:in|on|to|across|throughout) (?:all|every|each|any) (?:new|future) \w+|"
    # "in all the new services": the new ones of a kind, each as it comes.
    r"(?:in|on|to|for|across|throughout) all the (?:new|future) \w+|"
    # "for anything new, use `pathlib`", "in new stuff prefer `tokio`": all the work to come.
    r"(?:for|in|with) (?:anything|everything) new|(?:for|in) (?:all )?new (?:stuff|things|work)|"
    r"all (?:new |future )?(?:tests?|files?|code|"
    r"functions?|methods?|commits?|prs?|pull requests?|errors?|messages?|modules?|handlers?|"
    r"changes?))\b", _I)


# "I said that last week", "I told you yesterday", "I asked for it in the other session": the
# person said it in earlier work, not earlier in this one ("like I said" alone may be).
_SAID_IN_EARLIER_WORK = re.compile(
    r"\b(?:i|we)(?:['’]ve| have)?\s+(?:already\s+)?(?:said|told you|asked(?:\s+for)?|mentioned|"
    r"explained|went (?:through|over)|discussed|talked about|agreed on)\s+"
    r"(?:(?:it|this|that|so)\s+)?(?:(?:already|before|too)\s+)?"
    r"(?:(?:last|the other)\s+(?:week|month|time|day|sprint|session)|yesterday|"
    # "I said that on Tuesday", "I told you a few days ago": an earlier day, by its name or count.
    rf"(?:on|last)\s+{WEEKDAY}|earlier this week|"
    r"(?:a few|a couple of|two|three)\s+days\s+ago|"
    r"(?:in|on)\s+(?:the|another|an)\s+(?:other|earlier|previous|last)\s+"
    r"(?:session|chat|conversation|thread|task)|"
    r"(?:in|on)\s+(?:another|an earlier|a previous)\s+(?:session|chat|conversation|thread|task)|"
    # "I said it when we did the orders spec": the earlier work, by what was done in it.
    r"(?:when|while)\s+we\s+(?:did|were doing|worked on|were working on|built|added|wrote|"
    r"fixed|set up))\b|"
    # "we've been over this", "I've been through that already": gone over before, when is not
    # said, and said again now.
    r"\b(?:i|we)(?:['’]ve| have)\s+(?:already\s+)?been\s+(?:over|through)\s+(?:this|that|it)"
    r"\b(?:\s+(?:already|before))?|"
    # "we went through this: ...", "we agreed on that.": gone over or agreed before, the phrase
    # whole up to its mark ("we went through this file and ..." tells of work done).
    r"\b(?:i|we)\s+(?:already\s+)?(?:went\s+(?:over|through)|agreed\s+on)\s+(?:this|that)"
    r"(?:\s+(?:already|before))?(?=\s*(?:[:;,.!—–]|\s-\s|$))",
    _I)


def said_before_left_out(words: str) -> str:
    """The words without where they say the rule was said before ("never run `x`, I said that
    on Monday" is "never run `x`,"): the day it was said on is no day the rule holds on."""
    return _SAID_IN_EARLIER_WORK.sub("", words)


# "... I told you that last week.", "we went through this yesterday.": a sentence that only says
# the ban beside it was said in earlier work ("I told you yesterday to ..." says more).
_SAID_BEFORE_ALONE = re.compile(
    r"^\W*(?:(?:and|again|but|also)\s*,?\s+)?" + _SAID_IN_EARLIER_WORK.pattern
    + r"(?:\s+(?:the|a|an|our|that|this)\s+[\w.`/-]+(?:\s+[\w.`/-]+){0,3})?"
    r"(?:\s+(?:too|already|again|as well))?\W*$", _I)


# "the same as last time: no `unwrap()`", "same thing as before: no `any`": a rule marked, as
# the label it opens with, as one said before; not "make it the same as before" (how the code
# at hand is to be), nor an afterthought (", same as before" tells as often that a defect is
# still there, or that the work is done as it was).
_SAME_AS_BEFORE = re.compile(
    r"^\W*(?:(?:and|again|so)[,:]?\s+)?(?:the\s+)?same\s+(?:thing\s+|rule\s+|deal\s+|story\s+)?"
    r"as\s+(?:before|last\s+(?:time|week)|yesterday)\s*[:,;—-]|"
    # "for the last time: no `unwrap()`", "for the hundredth time, ...": said so often before
    # that the person tires of saying it.
    r"^\W*(?:(?:and|again|so|ok(?:ay)?)[,:]?\s+)?for\s+the\s+(?:last|hundredth|nth|tenth|"
    r"millionth|third|fifth)\s+time\s*[:,;—-]", _I)


# "... there", "... here", "I said that about the ledger": what was said before was said of one
# thing.
_ABOUT_ONE_THING = re.compile(r"\b(?:there|here)\b|\babout\s+(?:the|that|this|our|your|my)\s",
                              _I)


@lru_cache(maxsize=4096)
def own_clauses(text: str, reply: str = "") -> tuple[tuple[str, str], ...]:
    """(sentence, clause) for every clause of the person's own typed words that can ask for
    something: no paste, no aside, no question, no musing, nothing the agent just said."""
    # "we don’t use X": a curly apostrophe, as chat apps and editors type it, is an apostrophe.
    text = text.replace("\u2019", "'") if "\u2019" in text else text
    ins = instruction_of(text)
    if not ins.typed:
        return ()  # only a paste: nothing in it is the person's own words
    out: list[tuple[str, str]] = []
    # A list item is a sentence of its own; the line that introduces its list is said of it.
    # An aside in parentheses is read past, once it has told whose the list is.
    for intro, line in typed_lines(ins.words, reply):
        intro = _asides_out(intro).strip()
        if _FOR_THIS_WORK.search(intro) and _FOR_ALL_WORK.search(line):
            # "todo for this PR:" over "- and as a general rule: no `unwrap()`": the item says
            # it holds beyond the work the list is for.
            intro = ""
        # "wrap outbound calls in `X`": said as the use it asks for, before it is cut up
        out += [(f"{intro}, {s}" if intro else s, c)
                for s, c in _own_in(_asides_out(shown_pair(said_as_used(line))), reply)]
    if ins.payload:
        for item in pasted_taken_on(text, ins.words):
            out += [(f"from now on, {s}", c) for s, c in _own_in(item, reply)]
    return tuple(out)


_CODE_OR_ASIDE = re.compile(r"`[^`\n]*`|" + _PAREN.pattern)


def _asides_out(line: str) -> str:
    """The line without its asides in parentheses; the parentheses of code in backticks are the
    code's ("`assert!(a == b)`")."""
    if "(" not in line:
        return line
    return _CODE_OR_ASIDE.sub(lambda m: m.group() if m.group().startswith("`") else " ", line)


# What an item says of its own reach beyond the work at hand: "as a general rule", "from now
# on", "for good", "everywhere" (a bare "never" under "for this PR:" is kept to the PR).
_FOR_ALL_WORK = re.compile(
    r"\b(?:as a (?:general )?rule|in general|from now on|going forward|for good|everywhere|"
    r"(?:in|across) (?:the|this|our) (?:whole |entire )?(?:repo|repository|codebase|project))\b",
    _I)


# What opens a clause without being a word of it; not the dot of a path ("./gradlew check").
_LEADING_MARKS = re.compile(r"^(?:[ ,!]|\.(?!\.?/))+")


def _own_in(line: str, reply: str) -> list[tuple[str, str]]:
    """(sentence, clause) for every clause of one typed line that can ask for something."""
    out: list[tuple[str, str]] = []
    sentences = split_sentences(line)
    for at, sentence in enumerate(sentences):
        # "X is bad, any other option?": asking for other ideas leaves the statement standing.
        s = _ASKS_FOR_OTHERS.sub("", sentence.strip()).strip()
        if not s or _echoes(s, reply):
            continue
        if _mocks(s, sentences[at + 1] if at + 1 < len(sentences) else "") \
                or _DISOWNED.search(s):
            continue
        if _PER_SOURCE.match(_OPENERS.sub("", s)):
            continue
        # "if you touch the migrations, rerun ...": a run at each change of them
        s = as_whenever(run_again_as_run(s))
        if _MUSING.search(s):
            s = _ruled_after_musing(s)
            if not s:
                continue
        question = asks(s)
        if question and _WEIGHS.search(s):
            continue
        said_by, colon, _ = s.partition(":")
        if colon and _reported(_OPENERS.sub("", _own_label(said_by)).strip() + " "):
            continue  # "the maintainer replied: ...": all that follows is theirs
        if colon and _REPORT_LABEL.match(said_by):
            continue  # "Bug: dates are formatted with `X` ...": how things are now
        if colon and _OTHERS_WORK_LABEL.match(said_by):
            continue  # "Dana's branch: always use `X` ...": what that work does or says
        told = False  # the clause before told what someone else's code or tool does
        for clause in _clauses(s):
            c = trim_end(_LEADING_MARKS.sub("", clause), " ,.!")
            c = _here_of(c, s)
            opened = _OPENERS.sub("", c).strip()
            if not opened:
                continue
            if told and _BARE_BAN.match(opened):
                continue  # "the benchmark only uses X, never `+=`": still what it does
            deed = _strip_openers(c)
            told = _tells_a_deed(deed) or _THIRD_PERSON_DEED.match(deed) is not None
            if _CHECKING.search(c) or _reported(opened) or _RULE_DROPPED.search(opened):
                continue
            asked = _ASKERS.sub("", opened) != opened  # "can you X?" asks for X
            if (question or _QUESTION_START.match(opened)) and not asked:
                continue
            out.append((s, c))
    return out


# "Sam said X, and I agree: ...", "Marco says X; my rule is simpler: ...": after a report, the
# person's own stance is what labels the words after the colon (not "and I quote:").
_OWN_STANCE = re.compile(r"^\W*(?:(?:i|we)\s+(?!quote\b)(?:\w+\s+)?(?:agree|think|say|want|"
                         r"decided|prefer)|(?:he|she|they)(?:'s|'re|\s+is|\s+are)\s+right|"
                         r"(?:my|our)\s+(?:own\s+)?(?:rule|take|view|policy|way))\b", _I)
_LAST_PART = re.compile(r";|,\s+(?:and|but)\s+")


def _own_label(said_by: str) -> str:
    """What labels the words after a colon: the last clause before it when that is the person's
    own stance after someone else's words, else all that comes before it."""
    last = _LAST_PART.split(said_by)[-1]
    return last if last != said_by and _OWN_STANCE.match(last) else said_by


# "the no-`lodash` rule is dead", "the always-`rebase` rule is retired", "the ban on `any` no
# longer applies": a rule named and said to be gone, whose terms are no rule now.
_RULE_DROPPED = Gated(
    r"\b(?:rule|ban|policy|convention|requirement|guideline|restriction)s?\b"
    r"(?:\s+(?:about|on|for|against|of|around)\s+[^,;.]{1,40}?)?\s+(?:(?:is|are|was|were|has been|"
    r"have been|got)\s+(?:now\s+|officially\s+|finally\s+)?(?:dead|gone|retired|over|lifted|"
    r"dropped|scrapped|void|obsolete|history|cancel+ed|withdrawn|revoked|rescinded|off)|"
    r"(?:no longer|doesn'?t|does not|don'?t|do not)\s+(?:applies|apply|holds?|stands?)(?=\s+"
    r"anymore|\W*$|\s*[,;])|no longer (?:holds?|applies|stands))\b")


# "never `X`", "not `X` though": a term banned with no verb or subject of its own, which takes
# them from the clause before it ("the benchmark only uses `strings.Builder`, never `+=`"); how
# far the ban reaches ("anywhere", "again") leaves it as bare.
_BARE_BAN = re.compile(r"^(?:and\s+|but\s+)?(?:never|not)\s+`[^`\n]+`(?:\s+(?:either|though|"
                       r"at all|anymore|anywhere|ever|again))?(?:\s*,.*)?\W*$", _I)


# "not sure why it failed, but never use `time.sleep` in tests": after a musing, "but" and a
# habit's word turn to a rule the person holds however the musing goes.
_BUT_A_RULE = re.compile(r"[,;]?\s+but\s+(?=(?:from now on|going forward|from here on|"
                         r"in (?:the )?future|always|never|don'?t ever|do not ever)\b)", _I)


_CONDITION_FIRST = re.compile(r"^\W*(?:if|unless|in case|suppos(?:e|ing)|assuming|provided|"
                              r"providing|(?:were|had) (?:we|you|i|they|it))\b", _I)


# "maybe we'll drop `moment` someday; in any case, never use it in new code", "if it fails, fix
# it; and always run X first": after a semicolon, a habit's word holds in every case, past the
# musing or the condition before it.
_TURN_TO_A_RULE = re.compile(r";\s*(?:(?:and|but|so|still|anyway|regardless|in any case|either "
                             r"way|that said)\W+)*(?=(?:from now on|going forward|from here on|"
                             r"always|never|don'?t ever|do not ever)\b)", _I)


def _ruled_after_musing(sentence: str) -> str:
    """The rule said after a musing in the same sentence, or "" (the whole sentence muses); a
    condition said first ("if the build fails, ...") holds for all that follows up to a
    semicolon."""
    code = [c.span() for c in _CODE_SPAN.finditer(sentence)]
    for m in _TURN_TO_A_RULE.finditer(sentence):
        rest = sentence[m.end():]
        if not any(a < m.start() < b for a, b in code) and not _MUSING.search(rest) \
                and not _IDIOMS.match(rest):
            return rest
    if _CONDITION_FIRST.match(sentence):
        return ""
    for m in _BUT_A_RULE.finditer(sentence):
        rest = sentence[m.end():]
        if _MUSING.search(sentence[:m.start()]) and not _MUSING.search(rest) \
                and not _IDIOMS.match(rest):
            return rest
    return ""


# What a tool, a file or a job does, past the verbs of `_THEY_DO`: "the Makefile runs `go test`",
# "Gradle caches `build/`", "the hook only checks staged files", "`release.sh` tags from main".
# One thing named in the singular: a kind in the plural ("our handlers use X") is a convention.
_ONE_NAMED = (r"(?:[A-Z][\w.-]*|`[^`\n]+`|(?i:the|this|that|their|its|his|her)\s+[\w.-]+"
              r"(?:\s+[\w.-]+)?)")
_DOES_TOO = re.compile(rf"^{_ONE_NAMED}\s+"
                       r"(?:(?:only|always|just|still|also|already)\s+)?(?:runs|calls|does|has|"
                       r"caches|keeps|builds|sets|checks|passes|reads|loads|creates|adds|skips|"
                       r"installs|pins|imports|takes|gives|throws|raises|logs|opens|closes|tags)\b")
# "this script is meant to run from the root", "the fuzz test is designed to stay small": what
# one thing is made to do, its design told, as a spec of it, whatever words follow.
_MADE_TO = re.compile(rf"^{_ONE_NAMED}\s+(?:is|was)\s+(?:only\s+)?(?:meant|supposed|designed|"
                      r"built|written|made|there|intended)\s+to\b")


# "it lists `app`, `api` as targets", "this module exports `parse`": one thing said in the third
# person with its verb in the present, what it holds or does. Read only before a bare "never
# `X`" (`_BARE_BAN`), which then closes the description, no ban of the person's. (The verb's
# "-s" is its third person: "we list", "use", "never list" are not of this shape; "is", "has",
# "does" open a state, left to the readers of states.)
_THIRD_PERSON_DEED = re.compile(
    # The project itself as the subject ("this codebase prefers `zod`, never `yup`") says the
    # team's way, and a verb of wanting says a norm: both keep the ban.
    r"^(?!(?:this|the|our)\s+(?:repo|repository|project|codebase|code|team|monorepo|workspace)\b)"
    # (A capitalized first word is no name here: "Keep things simple, never `eval`" asks.)
    r"(?:it|this|that|`[^`\n]+`|(?:the|this|that|their|its|his|her)\s+[\w.-]+(?:\s+[\w.-]+)?)"
    r"\s+(?:(?:only|always|just|still|also|already)\s+)?"
    r"(?!(?:is|has|does|was|says|prefers|wants|requires|expects|needs|insists|likes|mandates|"
    r"enforces|demands)\b)[a-z]{2,}[^s\W]s\b", _I)


def _tells_a_deed(clause: str) -> bool:
    """Does the clause tell what someone else's code, tool or job does, or is made to do?"""
    return _THEY_DO.match(clause) is not None or _DOES_TOO.match(clause) is not None \
        or _MADE_TO.match(clause) is not None


# "in the other repos", "at my old job", "everywhere except this repo": where a
# way of working holds, said to be some other codebase than the one at hand. Not "like in the
# other repo" (this one is to follow it), nor "in the other services too" (this one as well).
_ELSEWHERE = Gated(
    r"\b(?:in|at|on|for|over in|across)\s+(?:(?:the|my|our|their|his|her|all the|all our|all)\s+)?"
    r"(?:other|another|previous|old|last|former)\s+(?:repos?|repositories|projects?|code ?bases?|"
    r"services?|apps?|jobs?|compan(?:y|ies)|teams?|clients?|workplaces?|monorepos?|crates?|"
    r"packages?|gigs?|employers?)\b(?!\s*,?\s*(?:too|either|as well|also)\b)|"
    r"\bat\s+(?:my|our)\s+(?:old|previous|last|former|other|day)\s+(?:job|company|work|place|gig|"
    r"employer)\b|"
    r"\beverywhere\s+(?:else\s+)?(?:except|but)\s+(?:here|this\s+(?:repo|repository|project|"
    r"codebase|one))\b|\bexcept\s+(?:here|in\s+this\s+(?:repo|repository|project|codebase))\b|"
    # "other teams always ...", "the backend folks never ...": someone else's way, told; "the
    # team" and "our team" are the person's own.
    r"^\W*(?:other\s+teams?|(?:the\s+)?(?!(?:the|our|my|this)\s)[\w-]+\s+(?:folks|people|guys|"
    r"team)\s+(?!here\b))")
_LIKE_THERE = re.compile(r"\b(?:like|as|same as|just as|as we do|how (?:we|they|you) do (?:it|that|"
                         r"things))\s+$", _I)
# "..., but here use `poetry run`": what holds in this codebase, after another's way.
_BUT_HERE = re.compile(r"\bbut\s+(?:here\s*,?\s+(?=(?:use|run|call|add|always|never|don'?t|"
                       r"do not|we|you)\b)|(?=(?:here|in\s+this|for\s+this|this\s+(?:repo|"
                       r"project|one)|we|i|you|use|run|always|never|don'?t)\b))", _I)
# "at work we never use `any`, but for this side project ...": work set against this project.
_AT_WORK_BUT_HERE = re.compile(r"\bat work\b(?=.*\bbut\b.*\b(?:here|this)\b)", _I)
_AT_WORK = re.compile(r"\bat work\b", _I)


def _here_of(clause: str, sentence: str) -> str:
    """The part of a clause that holds in this codebase: all of it, or what follows "but here"
    after another codebase's way ("we always use `uv` in the other repos but here use `poetry
    run`"), or nothing when the clause is only another codebase's way."""
    m = _ELSEWHERE.search(clause) or (_AT_WORK.search(clause) if _found_in(
        _AT_WORK_BUT_HERE, sentence) else None)
    if m is None or _LIKE_THERE.search(clause[:m.start()]):
        return clause
    after = _BUT_HERE.search(clause, m.end())
    return clause[after.end():] if after else ""


# "..., what could go wrong", "..., what's the worst that could happen", "..., great plan",
# "... /s": a rule said to mock where the work was going, which says the opposite of its words.
_MOCK_TAIL = Gated(
    r"\bwhat (?:could|can) (?:possibly |ever )?go wrong\b|"
    r"\bwhat(?:'|’)?s the worst (?:that )?(?:could|can) (?:possibly )?happen\b|"
    r"(?:^|\s)/s\W*$|"
    r"\bsure,? why not\b|\byeah,? right\b|"
    r"[,;\u2014-]\s*(?:great|brilliant|genius|fantastic|wonderful|excellent|awesome|perfect)\s+"
    r"(?:plan|idea|thinking|approach)\W*$")
# "oh great, let's just ... then", "oh sure, ... again": agreement said to mock, as it takes
# the agent's slip further.
_MOCK_OPENING = re.compile(r"^\W*oh,?\s+(?:great|sure|yes|yeah|brilliant|wonderful|perfect|"
                           r"nice|cool|good)\b(?=.*\b(?:just|then|again|anymore)\b)", _I)
# "sure, let's ...", "we might as well ...": a plan put forward, which a "no." alone right after
# it takes back as not meant ("never run `terraform apply`. NO." is said twice over).
_LETS = re.compile(r"^\W*(?:(?:sure|yeah|yes|ok(?:ay)?|great|fine|right|oh|so)\W+)*"
                   r"(?:let'?s|we (?:could|should|might as well))\b", _I)
# "no." alone after it: what was just said was not meant.
_BARE_NO = re.compile(r"^\W*(?:no+|nope|nah)\W*$", _I)


def _mocks(sentence: str, after: str) -> bool:
    """Is the sentence said in mockery ("sure, let's never write tests again while we're at
    it. no.")? Its rule is the opposite of what the person wants, and no rule of theirs."""
    return bool(_MOCK_TAIL.search(sentence) or (_HABIT_IN.search(sentence) and (
        _MOCK_OPENING.match(sentence) or (_LETS.match(sentence) and _BARE_NO.match(after)))))


_HABIT_IN = Gated(r"\b(?:always|never|every time|from now on|again)\b")

# A way of the team's that the sentence then disowns, reports or complains of: "we prefer `tabs`,
# I don't", "..., which nobody follows", "..., says the wiki", "new code uses `X` since last year
# and it crashes". What is told is how things are, or someone else's way, no rule of the
# person's.
_DISOWNED = Gated(
    r"[,;\u2014-]\s*(?:but\s+)?(?:i|me)\s+(?:don'?t|do\s+not|disagree|not)\W*$|"
    r"[,;\u2014-]\s*(?:which|that)\s+(?:nobody|no\s?one|hardly\s+anyone)\s+"
    r"(?:(?:here|really|actually|ever)\s+)?(?:follows|does|uses|reads|respects|cares)\b|"
    r"[,;\u2014-]\s*(?:says|said|claims|claimed)\s+(?:the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?\W*$|"
    r"\band\s+it\s+(?:crashes|breaks|fails|sucks|is\s+(?:broken|slow|a\s+mess)|"
    r"(?:doesn'?t|does\s+not)\s+work)\b(?!.*\b(?:otherwise|if|when|without|unless)\b)")


# "Bug: ...", "Actual behaviour: ...", "Steps to reproduce: ...": the label of a defect report,
# whose sentence tells what the code does now, however it is worded.
_REPORT_LABEL = re.compile(
    r"^\W*(?:bug|issue|problem|symptoms?|error|actual(?:ly)?(?:\s+(?:behaviou?r|result|output))?|"
    r"observed(?:\s+behaviou?r)?|current(?:ly)?(?:\s+(?:behaviou?r|state|result|output))?|"
    r"what happens|(?:steps to\s+)?repro(?:duce|duction)?(?:\s+steps)?)\s*$", _I)
# "Dana's branch:", "their PR:", "the upstream patch:": a label naming someone else's change,
# whose content follows; not the person's own ("my branch:", "our PR:") nor the work at hand's.
_OTHERS_WORK_LABEL = re.compile(
    r"^\W*(?:(?!(?:my|our|today|tonight|this|next)'s\b)[\w-]+'s|their|his|her|the\s+(?:upstream|"
    r"contributor'?s?|vendor'?s?|other\s+team'?s?|reviewer'?s?)|upstream)\s+(?:[\w-]+\s+)?"
    r"(?:branch|pr|pull request|mr|merge request|commit|patch|fork|diff|proposal|rfc|"
    r"changes?|draft|version)s?\s*$", _I)
# "the linter says ...", "Claude suggested ...", "you said ...": someone else's words, reported.
_REPORTING = Gated(
    r"^(?P<who>(?:[\w`'\".()/-]+\s+){1,5}?)(?:says?|said|warns?|warned|complains?|complained|"
    r"suggests?|suggested|recommends?|recommended|claims?|claimed|mentions?|mentioned|"
    r"reports?|reported|wrote|writes?|told|tells?|insists?|insisted|points? out|pointed out|"
    r"proposes?|proposed|thinks?|thought|repl(?:y|ies|ied)|answered|commented)\b"
    # "commented-out code", "commit commented out code": code in a comment, no one's words
    r"(?![-\s]out\b)")
_NOT_A_SOURCE = re.compile(r"^\W*(?:don'?t|do not|never|always|please|just|let'?s|can you|"
                           r"could you|and|then|also)\b", _I)
# "... before you say done", "... until we say so": when something is said, a condition of the
# rule, not a report of what someone said.
_WHEN_SAYS = re.compile(r"\b(?:before|until|till|unless|when|whenever|after|once)\s+(?:you|we|i|"
                        r"they|someone|anyone)\s+$", _I)
# "we don't write X", "I never said": the person's own habit, not someone else's words reported.
_ONESELF = re.compile(r"(?:^|\s)(?:i|i'?ve|i'?d|as|like|we|we'?ve)(?:\s+(?:don'?t|do not|never|"
                      r"always|usually|only))?\s+$", _I)


# "according to the docs, ...", "per the changelog, ...": the sentence is the source's statement.
_PER_SOURCE = re.compile(r"^(?:according to|(?:as\s+)?per)\s+(?!(?:me|my|us|our|i|we)\b)"
                         r"[^,]{1,40},|"
                         # "as the docs put it, ...": the source's words, not the person's.
                         r"^as\s+(?:the|a|an|his|her|their|its)\s+[^,]{1,40}?\s+(?:says?|said|"
                         r"puts? it|notes?|states?|recommends?|suggests?|warns?),", _I)


# "our copy says `sign in`, not `log in`": the team's own text, where its words are read, set
# against the word it replaces (`_SPELLING_NAMED`), is no one's words reported; only when the
# clause ends there: "..., not `Log in` and that's a typo", "... but marketing wants to change
# it" tell of the copy as it stands.
_OUR_COPY_SAYS = re.compile(r"^\W*our\s+(?:(?:ui|app|product)\s+)?copy\s+says\s+`[^`\n]+`\s*,?\s*"
                            r"(?:not|rather than|instead of)\s+`[^`\n]+`\W*$", _I)


def _reported(clause: str) -> bool:
    """Does the clause open by saying who else said it? ("as I said, ..." is the person's.)"""
    if _OUR_COPY_SAYS.match(clause):
        return False
    m = _REPORTING.match(clause)
    # "use X like the reviewer suggested": an imperative that credits someone is the person's;
    # so is "don't say it's done until ...".
    return m is not None and _ONESELF.search(m.group("who")) is None \
        and _VERB.match(m.group("who")) is None and _NOT_A_SOURCE.match(m.group("who")) is None \
        and _WHEN_SAYS.search(m.group("who")) is None


_ASKS_FOR_OTHERS = Gated(  # (runs of spaces: `_PROJECT_SAID_LAST`)
    r"(?<!\s)(?:\s*+[,;:-]\s*+|\s++)(?:(?:do you have|got|are there)\s+)?(?:any\s+)?"
    r"(?:other|better)\s+(?:options?|ideas?|suggestions?|alternatives?|approach(?:es)?|ways?)\s*\?+\s*$|"
    r"(?<!\s)\s*+[,;:-]\s*+(?:any\s+)?(?:thoughts|ideas|what do you think|wdyt)\s*\?+\s*$")
_CODE_SPAN = re.compile(r"`[^`\n]*`|\"[^\"\n]*\"")


@lru_cache(maxsize=256)  # each clause's reader blanks its whole sentence again
def words_only(text: str) -> str:
    """The text with its code and quoted strings blanked: the words that say a rule's scope."""
    return _CODE_SPAN.sub(" `` ", text)


@lru_cache(maxsize=1024)
def _found_in(pattern: re.Pattern[str] | Gated, text: str) -> bool:
    """Does the pattern find anything in the text? For what a clause's reader asks of its whole
    sentence: asked once per sentence, however many clauses it is cut into (a pasted checklist
    or a minified script is cut into hundreds, and asking the whole sentence again for each cost
    the square of its length)."""
    return pattern.search(text) is not None


# Whether a sentence opens at a line of a file, asked once per sentence (`_found_in`).
_opens_at_a_line = lru_cache(maxsize=64)(opens_at_a_line)


@lru_cache(maxsize=256)
def _opening(pattern: re.Pattern[str] | Gated, text: str) -> re.Match[str] | None:
    """What the pattern matches at the text's start, asked of a sentence once (`_found_in`)."""
    return pattern.match(text)


@lru_cache(maxsize=256)
def _blanked(pattern: re.Pattern[str] | Gated, text: str) -> str:
    """The text with what the pattern finds blanked, made of a sentence once (`_found_in`)."""
    return pattern.sub(" ", text)
_INSTEAD_OPENS = re.compile(r"^\W*(?:instead of|rather than|in place of)\s", _I)
_STATE_BEFORE = re.compile(r"\b(?:is|are|was|were|has been|have been)\s+(?:now\s+)?(?:being\s+)?"
                           r"(?:gone|removed|dropped|deprecated|obsolete|legacy|discouraged|"
                           r"outdated|dead|phased out|going away|on (?:its|their) way out)\b"
                           r"[^,;]*$", _I)
_USE_NEXT = re.compile(r"(?:so\s+)?(?:please\s+)?(?:use|prefer|write|switch to|move to|"
                       r"migrate to|go with|call|import)\s", _I)


def _clauses(sentence: str) -> list[str]:
    """The sentence cut at its clause boundaries, never inside `code` or "quotes"."""
    spans = [m.span() for m in _CODE_SPAN.finditer(sentence)]
    out, start = [], 0
    for m in _CLAUSE_SPLIT.finditer(sentence):
        if any(a < m.start() < b for a, b in spans) or m.start() == m.end():
            continue
        if _INSTEAD_OPENS.match(_OPENERS.sub("", sentence[start:m.start()])):
            continue  # "instead of X, use Y": one contrast, not two clauses
        if turned_away_at_end(sentence, m.start()) \
                and _written_so(_strip_openers(sentence[start:].strip())) is not None \
                and not _reported(_OPENERS.sub("", sentence[start:]).strip() + " "):
            # "we write 'OK', never 'okay'": the other side of one convention of writing; "we
            # write tests with `pytest` here, never `unittest`" is a rule and a ban of its own,
            # and so is the ban after words reported ("the error messages say ...").
            continue
        before = sentence[start:m.start()]
        if (_STATE_BEFORE.search(before) or _DEPRECATED.match(before.strip())) \
                and _USE_NEXT.match(sentence[m.end():]):
            continue  # "X is gone, use Y": one deprecation with what replaces it
        out.append(sentence[start:m.start()])
        start = m.end()
    out.append(sentence[start:])
    return [part for clause in out for part in _run_on(clause) for part in _without(part)
            for part in _by_means(part) for part in _spliced(part)
            for part in _replacement_cut(part)]


# "`moment` is deprecated dont use it": a ban typed straight after what was retired.
_RUN_ON_BAN = Gated(r"\b(?:deprecated|obsolete|gone|removed|dead|legacy|banned|retired)"
                    r"(?=\s+(?:so\s+)?(?:please\s+|pls\s+)?(?:don'?t|do not|never)\s)")


def _run_on(clause: str) -> list[str]:
    m = _RUN_ON_BAN.search(clause)
    if m is None or any(a < m.start() < b for a, b in (c.span() for c in
                                                        _CODE_SPAN.finditer(clause))):
        return [clause]
    return [clause[:m.end()], clause[m.end():].lstrip()]


_COMMA = re.compile(r",\s+(?=[a-z][^`]{0,60}`)", _I)


def _spliced(clause: str) -> list[str]:
    """The clause cut before a convention spliced on with a comma: "`OldLogger` is frozen, new
    code logs through `telemetry.log`", "we don't do float math on money, amounts go through
    `Decimal`"."""
    for m in _COMMA.finditer(clause):
        before, after = clause[:m.start()], clause[m.end():].strip(" .!")
        banned = (_HOUSE_BAN.match(before) is not None and not _STATE_NOW.search(before)
                  and not _IDIOMS.search(before)) or _FROZEN.match(before) is not None
        if (_NEW_CODE_DOES.match(after) or banned) and (
                _how_a_kind_is_done(after) is not None or _GOES_THROUGH.match(after)):
            return [before, clause[m.end():]]
    return [clause]


# "don't use that here", after "we": the team's no of what the agent used, in the project.
_NOT_USED_HERE = (r"(?:don'?t|do not|never)\s+use\s+(?:that|this|it)\s+(?:here|in this (?:repo|"
                  r"repository|codebase|project))")
# "we don't use that here, `dayjs`": the team's no of what the agent used, and after a comma
# the one name the team uses in its place.
_TEAMS_NO_THEN = re.compile(rf"^(?P<no>.*\bwe\s+{_NOT_USED_HERE})\s*[,;:]\s*(?P<then>[^,;:]+)$",
                            _I)


def _replacement_cut(clause: str) -> list[str]:
    """The clause cut after the team's no of "that" when a name alone follows it, which is
    then read as what the team uses instead (`_replacement_named`)."""
    m = _TEAMS_NO_THEN.match(clause)
    if m is None or _NAME_ALONE.match(m.group("then")) is None:
        return [clause]
    return [m.group("no"), m.group("then")]


# "fix it by using `errors.Is`": the work asked for, and the means it is to be done with.
_BY_MEANS = Gated(r"\s+by\s+(?=(?:using|calling|adding|wrapping|passing|switching to)\s"
                  r"(?:[^`]{0,40}\s)?`)")


def _by_means(clause: str) -> list[str]:
    """The clause cut before "by using `X`" when it asks for a change, the means read as the
    imperative it stands for ("use `X`"); "it works by using `X`" says how things are."""
    m = _BY_MEANS.search(clause)
    if m is None or not _CHANGE_VERB.match(_strip_openers(clause)):
        return [clause]
    return [clause[:m.start()], _base_verb(clause[m.end():])]


# "fix these without `unsafe`": the work asked for, and what it is to be done without.
# (runs of spaces: `_PROJECT_SAID_LAST`)
_WITHOUT = re.compile(r"(?<!\s)\s++(?=without\s+(?:using\s+|adding\s+|any\s+)?`)", _I)


def _without(clause: str) -> list[str]:
    """The clause cut before "without `X`" when it asks for a change; "it fails without `X`"
    says how things are and stays whole. What a command is run without ("run the tests without
    `-race`") is neither a command to run nor code to leave out: it is dropped."""
    m = _WITHOUT.search(clause)
    if m is None:
        return [clause]
    opened = _strip_openers(clause)
    if re.match(r"run\s", opened, _I):
        return [clause[:m.start()]]
    return [clause[:m.start()], clause[m.end():]] if _CHANGE_VERB.match(opened) else [clause]


def _echoes(sentence: str, reply: str) -> bool:
    """Does the sentence repeat the agent's own words? (People paste back what the agent said to
    argue with it.) Eight words in a row of the reply make it the agent's."""
    if not reply:
        return False
    ws = re.findall(r"\w+", sentence.lower())
    if len(ws) < 8:
        return False
    said = _words_of(reply)
    return any(" ".join(ws[i:i + 8]) in said for i in range(len(ws) - 7))


@lru_cache(maxsize=4)  # every sentence of a request is held against the same reply
def _words_of(reply: str) -> str:
    return " ".join(re.findall(r"\w+", reply.lower()))


@lru_cache(maxsize=512)  # several readers strip the same clause, one after another
def _strip_openers(clause: str) -> str:
    out = _NO_ANSWER.sub("", _OPENERS.sub("", clause).strip())  # "no, use npm": an answer
    out = _ASKERS.sub("", _OPENERS.sub("", out))
    # "can you remember to X", "could you make sure to X": one asker inside another.
    out = _ASKERS.sub("", _OPENERS.sub("", out))
    # "can you also ...", "could we please ..."
    return run_again_as_run(trim_end(_OPENERS.sub("", out).lstrip(" ,.!"), " ,.!"))


# "always rerun `npm run codegen`": run again, as each time it is run; not a word inside code.
_RERUN = re.compile(r"(?<![`\w-])re-?run(?=\s+(?:`|the\s|it\b|them\b|that\b))", _I)


def run_again_as_run(text: str) -> str:
    """The words with "rerun" said as "run", which the readers of a run know."""
    return _RERUN.sub("run", text) if "run" in text else text


def _reason(clause: str) -> tuple[str, str]:
    m = _REASON.search(clause)
    if not m or m.start() == 0:
        return clause, ""
    return clause[:m.start()].strip(" ,;-"), clause[m.start():].strip(" ,;-")


# Where the words a verb governs end: a relative clause or a preposition introduces what the
# term is for or about ("add a test that checks X": X is not what is added).
# What a ban or a rule leaves out: "never edit generated files except `schema.graphql`".
_EXCEPT_WORDS = r"(?:except|excepting|other than|apart from|aside from|save for|but not)"
# (runs of spaces: `_PROJECT_SAID_LAST`)
_OBJECT_END = re.compile(r"(?<!\s)\s++(?:that|which|who|where|so that|to|"
                         r"for|about|of|in|on|into|from|at|inside|within|across|when|if|while|"
                         r"because|since|unless|until|before|after|so|around|near|behind|"
                         r"between|through|throughout|beyond|against|under|outside|along|"
                         r"among|besides|"
                         # the one thing the rule leaves out is no term of it
                         rf"{_EXCEPT_WORDS})\s.*$", _I)


# "never use testify, plain `assert` instead", "no mocks, just `httptest`": after a comma, what
# is offered in place of the object is no part of it; nor is what the code is said to be made of
# ("we don't use an ORM here, it's plain `psycopg`", "no framework, it's all `net/http`"): "it is"
# opens a clause of its own, whose name is what the team does use, never what it bans.
# (runs of spaces: `_PROJECT_SAID_LAST`)
_OFFERED_AFTER = re.compile(r"(?<!\s)\s*+,\s*+(?:(?:just|only|simply|plain|use|prefer|rather|"
                            r"(?:it|that|everything|all)(?:'s|\s+is)|"
                            r"instead|we\s+(?:use|prefer|write|go with|stick|(?:already\s+)?"
                            r"(?:have|got))|go with|stick (?:to|with))\b|"
                            r"[^,]*\binstead\b).*$", _I)


def object_phrase(phrase: str) -> str:
    """The noun phrase a verb governs, without what follows it; a word inside code ends nothing
    ("`SELECT ... FOR UPDATE`", "`for x in xs`")."""
    return _cut_outside_code(_OBJECT_END, _cut_outside_code(_OFFERED_AFTER, phrase.strip()))


_BACKTICKED_SPAN = re.compile(r"`[^`\n]*`")


def _cut_outside_code(end: re.Pattern[str], phrase: str) -> str:
    """The phrase cut where `end` (a pattern that runs to the end of the text) first matches
    outside code in backticks."""
    masked = _BACKTICKED_SPAN.sub(lambda m: "`" + "x" * (len(m.group()) - 2) + "`", phrase)
    m = end.search(masked)
    return phrase if m is None else phrase[:m.start()]


# "never use `jest` plugins", "we don't use `React` class components", "no `tokio` macros": a
# name followed by a kind of thing, in the plural, that it owns or is extended by says which of
# its parts, not the name itself. In the singular the noun says what the name is ("apply the
# `@cached` decorator", "the `useAuth` hook"); "no `print` statements", "`any` types" say the
# name's own uses: each keeps the name.
_ITS_PARTS = re.compile(r"^`?\s+(?:[a-z][\w-]*\s+)?(?:plugins|extensions|add-?ons|presets|"
                        r"fixtures|macros|components|hooks|decorators|middlewares|adapters|"
                        r"mixins|widgets|matchers|loaders|transformers)\b", _I)


def _owns_parts_said(term: Term, phrase: str) -> bool:
    """Is the term said as the owner of parts of a kind ("`jest` plugins")?"""
    at = phrase.find(term.text)
    return at >= 0 and _ITS_PARTS.match(phrase[at + len(term.text):]) is not None


def _terms(phrase: str, plain: bool) -> tuple[Term, ...]:
    phrase = object_phrase(phrase)
    command = command_term(phrase)
    if command is not None and not _names_in_prose(command.text):
        return (command,)  # "avoid git rebase -i": the command, not its "-i"
    found = [t for t in code_terms(phrase) if not _in_a_proper_name(t, phrase)
             and not _owns_parts_said(t, phrase)]
    if not found and plain and (sign := operator_named(phrase)):
        found = [Term(sign, True)]  # "the walrus operator": the sign the words name
    if not found and plain and not _BY_ITS_ROLE.match(phrase):
        one = plain_term(phrase)
        if one is not None:
            found = [one]
    return tuple(found)


# "Go modules", "npm workspaces", "git submodules": a tool's name said as a name (capitalized,
# as prose writes it) or before a plural noun is a noun phrase for a feature of the tool, not a
# command line (which is typed in lower case, with a subcommand: "go mod tidy").
_PROSE_COMMAND = re.compile(r"[A-Z][a-z]*(?:\s+[A-Za-z]+)+|\S+\s+[a-z]+[^sui\W]s")


def _names_in_prose(command: str) -> bool:
    return _PROSE_COMMAND.fullmatch(command) is not None


def _in_a_proper_name(term: Term, phrase: str) -> bool:
    """ "GitHub Actions", "GitLab Pages": a word shaped like code that a capitalized word
    follows, unquoted, is part of a product's name in prose, not a name in code."""
    at = phrase.find(term.text)
    return not term.text.startswith(("`", "'", '"')) and at >= 0 and phrase[at - 1:at] not in \
        ("`", "'", '"') and re.match(r"\s+[A-Z][a-z]", phrase[at + len(term.text):]) is not None


# "use the logger", "stick with the client": a plain word after "the" names a thing of the
# project by its role, not a tool by its name ("use pnpm").
_BY_ITS_ROLE = re.compile(r"^\s*the\s+[a-z][\w-]*\W*$", _I)


_RULE_OPENING = re.compile(r"^\W*(?:we\s+(?:always|never|only|avoid)|always|never|from now on|"
                           r"going forward|(?:don'?t|do not) ever|we (?:don'?t|do not) (?:use|"
                           r"call|import|write|add|put|run|allow|permit|"
                           # "we don't merge", "we don't commit on main": the team's git process.
                           # A condition makes it hold some of the time ("we don't merge until CI
                           # passes", "... on fridays", "... PRs with failing CI").
                           r"(?:merge|push|force-push|rebase|squash|amend|commit)\b"
                           r"(?![^,;.]*\b(?:until|unless|before|if|when|whenever|while|without|"
                           r"yet|with|during|after|except|on(?!\s+`?(?:main|master|develop|trunk)"
                           r"\b))\b))\b)\b", _I)


_NO_NEED_TO = re.compile(r"no need to\s", _I)  # a prohibition, not the idiom "no need"
# "could we stop using X?", "let's stop X", "we should stop X": the team gives a practice up,
# which holds for the work to come (a place or "for now" still keeps it to the task, `_scope`).
_TEAM_STOPS = re.compile(r"^(?:(?:can|could|shall|should) we|let'?s|we (?:should|must|need to|"
                         r"have to|ought to))\s+(?:please\s+|just\s+|all\s+)?(?:stop|quit)\s+"
                         # "can we stop running `npm start`?" asks to stop a process.
                         r"(?:using|adding|calling|importing|writing)\s", _I)


# "add to CLAUDE.md: always run `make lint`", "update AGENTS.md so it says to never use X": a
# habit word in what a file is to say is not how often the file is edited.
# (runs of spaces: `_PROJECT_SAID_LAST`)
_WHAT_IT_SAYS = re.compile(r"[`'\"]?(?:\s*+[:—–]|\s++-\s|(?:\s*+,)?\s++(?:so (?:that )?it says|"
                           r"saying|that says|to say|that)\b)", _I)
_WRITE_VERBS = frozenset(("add", "update", "edit", "write", "put", "append", "note", "document",
                          "change", "amend", "extend"))


def before_what_it_says(sentence: str, name: str) -> str:
    """The sentence up to the file `name`, when what follows it is what the file is to say
    ("add to CLAUDE.md: always run X" is "add to CLAUDE.md"); else the whole sentence."""
    at = sentence.find(name)
    if at >= 0 and _WHAT_IT_SAYS.match(sentence, at + len(name)):
        return sentence[:at + len(name)]
    return sentence


def _scope(sentence: str, clause: str, form: str, verb: str = "",
           terms: tuple[Term, ...] = ()) -> Scope:
    if verb in _WRITE_VERBS:
        for term in terms:
            if _names_a_file(term.text):
                sentence = before_what_it_says(sentence, term.text)
    if (verb in OPERATIONS or verb == NAMES_BRANCHES) and form == "rule" \
            and not ONE_OFF.search(words_only(clause)):
        # "always rebase on main before opening the PR": the pull request of each piece of
        # work, no one place.
        return "rule"
    if form in ("convention", "rule"):
        # "ids are generated with `X` in this service", "in this service we use `pgx`": the
        # service, package or app of a convention or of the team's way is the project, as it
        # is with a habit word.
        clause, sentence = IN_THE_WHOLE.sub(" ", clause), _blanked(IN_THE_WHOLE, sentence)
    # "always use `require`, so a failure stops the test": why names no place the rule is for.
    if _names_one_place(_reason(clause)[0], besides=terms, sentence=sentence):
        # "always call `cleanup()` at the end of `TestMain`", "never log in `auth.go`": said
        # once, a rule about one place is that place's; said again, it is a preference
        # (`standing.py`).
        return "task"
    if points_back_at_a_place(sentence or clause, clause) or _opens_at_a_line(sentence or clause):
        # "see src/app.ts#L12 and never use `var` there": the file just named, whatever habit
        # word the words said of it hold.
        return "task"
    # "never mind, use X": an idiom's "never" makes no habit; nor does a word inside code
    # ("keep the `Deprecated:` comment").
    sentence, clause = (_blanked(_IDIOMS, words_only(sentence)),
                        _IDIOMS.sub(" ", words_only(clause)))
    if ONE_OFF.search(clause) or _found_in(_FOR_THIS_WORK, _rule_turned_from(clause, sentence)) \
            or _opening(_OPENS_AT_HAND, sentence):
        # "for now, use `print` instead of the logger", "for this script, use `argparse`":
        # said for this piece of work anywhere in the sentence, or of the place it opens with,
        # whichever clause holds the words.
        return "task"
    if form == "preference" and (_HERE_NOW.search(clause) or _FOR_THE_WORK.search(clause)
                                 or _THE_ONE_AT_HAND.search(clause)) \
            and not _found_in(_HABIT, sentence):
        # "use `requests` instead of `httpx` here": the code at hand; "we use X here, not Y"
        # is a convention, read as such before.
        return "task"
    if verb == "rename" and not _HABIT.search(clause):
        # "rename X to Y everywhere", "rename X to Y, we always use camelCase": one symbol,
        # however far the change reaches and whatever rule it follows.
        return "task"
    if form in ("convention", "modal") and _ADDED_TOO.search(_reason(clause)[0]) \
            and not _found_in(_HABIT, sentence):
        # "each subtest should call `t.Parallel()` too": more for the code at hand, on top of
        # what it has; a habit word makes it the way of all such code. The "too" of why it is
        # said ("..., I said it in the other session too") adds nothing to the code.
        return "task"
    if form == "prohibition" and _stops_a_habit(_strip_openers(clause)) \
            and not _HERE_NOW.search(clause):
        # "stop adding nolint comments", "stop running npm": what the agent does, and does no
        # more in any work.
        return "rule"
    if _said_again(sentence) and not _found_in(_ABOUT_ONE_THING, sentence) \
            and not (_CHANGE_VERB.match(_strip_openers(clause))
                     and not _found_in(_HABIT, sentence)):
        # "no `!!` again please, I said that last week": said in other work before, and said
        # again now, it holds for all of it; unless it is said of one thing, there or then
        # ("I said that last week about the billing service, use `Decimal` there"), or it is a
        # change asked again ("add `archived_at` to orders, I told you yesterday").
        return "rule"
    if form in ("rule", "convention", "deprecation", "preference") or _RULE_OPENING.match(
            _strip_openers(clause)) or (_TEAM_STOPS.match(_OPENERS.sub("", clause).strip())
                                        and not _HERE_NOW.search(clause)):
        return "rule"
    if form == "prohibition" and _AVOIDED.match(_strip_openers(clause)) and of_a_kind(clause):
        # "avoid `any` in library code", "steer clear of `unwrap()` outside tests": a way of
        # writing kept out of a kind of code is a guideline for all of it; said of the code at
        # hand or of nothing, it holds for the task.
        return "rule"
    # "from here on do that": the "here" of a habit word is no place of the work at hand.
    if _found_in(_RULE_WORDS, sentence) and not _HERE_NOW.search(
            _NOW_WE_HAVE.sub(" ", _HABIT.sub(" ", clause))) and not (
            _CHANGE_VERB.match(_strip_openers(clause)) and not _found_in(_HABIT, sentence)) \
            and not (form == "imperative" and not _GOES_ON.match(_strip_openers(clause))
                     and _OVER_WHAT_EXISTS.search(re.split(r"[,;:]", clause)[0]) is not None
                     and not _RULE_WORDS.search(_OVER_WHAT_EXISTS.sub(" ", sentence))):
        return "rule"
    return "task"


# "stop adding `# type: ignore`", "quit using `any`": an order to give up a way of writing code;
# "stop running npm": a tool of a kind, named alone. A command with its arguments ("stop
# running `npm start`") is as often a process to end now, and a run with its occasion ("stop
# running pytest on every save") asks for fewer runs, not none.
_STOP_DOING = re.compile(r"^(?:please\s+)?(?:just\s+)?(?:stop|quit)\s+(?:(?P<code>adding|using|"
                         r"writing|putting|importing|calling|sprinkling|inserting)|running)\s+"
                         r"(?P<what>.+)$", _I)


def _rule_turned_from(clause: str, sentence: str) -> str:
    """The part of the sentence a clause with a habit's word is said in, after a "but" that turns
    to it from the work at hand ("not a big deal this time, but from now on never commit
    `.env`"): what the turn leaves behind keeps nothing of the rule to this piece of work."""
    at = sentence.find(clause)
    if at < 0 or not _HABIT.search(clause):
        return sentence
    turns = [m.end() for m in re.finditer(r"\bbut\b", sentence[:at], _I)]
    return sentence[turns[-1]:] if turns else sentence


# The words of a ban said as a way to keep clear of a thing: "avoid", "try not to", "steer clear
# of" (not "don't", "no", said as often of the one change).
_AVOIDED = re.compile(r"^(?:please\s+)?(?:try\s+to\s+)?(?:avoid|steer\s+clear\s+of|"
                      r"keep\s+away\s+from|stay\s+away\s+from|refrain\s+from|"
                      r"(?:try|aim)\s+not\s+to)\b", _I)


def _stops_a_habit(clause: str) -> bool:
    m = _STOP_DOING.match(clause)
    if m is None:
        return False
    if m.group("code"):
        return True
    return tool_kind(re.split(r"[,;.!?]", m.group("what"))[0]) is not None


# "... too", "... as well" closing a clause: on top of what the code at hand already holds.
_ADDED_TOO = re.compile(r"\b(?:should|needs? to|has to|have to)\b.*\b(?:too|as well)\W*$", _I)

# "use `httpx` for all calls", "use `zod` on every endpoint", "use `pathlib` across all modules":
# said bare, a reach over every one of a kind of thing is a change across what exists now, as a
# verb of changing makes it, whatever the preposition; new work of a kind ("every new handler")
# and a moment the work comes back to ("on every push") keep their reach. Only a reach in the
# ask's own words counts: "use `unknown`, we have schemas for every endpoint" tells what is had.
_MOMENTS = (r"(?:push|commit|change|save|pr|pull request|merge|release|deploy(?:ment)?|build|run|"
            r"edit|session|task|iteration|time)(?:e?s)?")
_OVER_WHAT_EXISTS = re.compile(
    r"\b(?:for|in|across|throughout|to|on)\s+(?:all|every|each|any)\s+"
    rf"(?!(?:new|future|single|of|the|these|those|this|that|{_MOMENTS})\b)[a-z][\w-]*", _I)
# "keep using `pytest.raises` for every error case": a way that goes on is a habit, however far.
_GOES_ON = re.compile(r"^(?:please\s+)?(?:keep|continue|carry on|stick (?:with|to))\b", _I)


# "update all tests to use X", "add X to every function", "put X on every method": a change made
# across what exists now, however far it reaches, not a habit for the work to come ("on every"
# after "put" is where the code goes, not each time the work comes back).
_CHANGE_VERB = re.compile(r"^(?:update|switch|convert|migrate|change|add|put|replace|move|make|"
                          r"refactor|port|rewrite|fix|remove|drop|delete|rename|bump|upgrade|"
                          r"wrap|go through|apply)\b", _I)


_ONE_PLACE = re.compile(r"(?:^|\s)(?:#\d+|(?:this|that|the|my|your|his|her|their) (?:pr|pull "
                        r"request|file|function|method|class|test|module|script|branch|helper|"
                        r"handler|command|package|struct|type|hook|component|endpoint|loop|line|"
                        r"block|call|query|job|step|service|route|page|view|table|migration|"
                        r"workflow))\b"
                        # "the test runner", "the package manager": a tool of the project; "the
                        # hook failure", "the test output": what the work meets, no place of it;
                        # "the test suite": the tests as a whole; "the table tests", "the
                        # handler specs": tests of a kind.
                        r"(?! (?:runner|framework|manager|checker|failures?|output|suites?|tests|"
                        r"specs)\b)", _I)

# The parts of a codebase that are a whole project in themselves: with a habit word ("we never
# use `tokio` in this crate") the project the rule holds for; said in a no to one proposal with
# no habit word ("no, we don't want it in this package") the piece of it at hand
# (`judges.mine.ban_of_the_proposal`).
IN_THE_WHOLE = re.compile(r"\b(?:in|of|across|for|throughout) (?:this|our) (?:service|package|"
                           r"app|application|crate|library|monorepo|suite)\b", _I)

# "for the web package", "in the `billing` service", "in packages/web", "in the frontend": one
# part of a project, where a rule said with a habit's reach still holds alone ("this service" is
# the workspace at hand, `IN_THE_WHOLE`).
_ONE_PART = re.compile(
    r"(?:^\W*|\b)(?:in|for|inside|within|under)\s+(?:the\s+(?!(?:whole|entire|same|other|new)\b)"
    r"(?:`[^`\n]+`|[a-z][\w-]*)(?:\s+[a-z][\w-]*)?\s+(?:package|service|app|module|crate|"
    r"workspace|microservice)|the\s+(?:frontend|backend|front-end|back-end|client|server|web "
    r"app|mobile app)|(?:[\w.-]+/)+[\w.-]*)\b", _I)


def of_a_part_at_hand(words: str) -> bool:
    """Do the words name the piece of the work at hand ("this one", "in this file") or a part
    of the project ("in this package", "in the api package", "in the core module") as where
    they hold? Said in a no with no habit word, such a no is of one proposal there."""
    return ONE_OFF.search(words) is not None or IN_THE_WHOLE.search(words) is not None \
        or _ONE_PART.search(words) is not None \
        or re.search(r"\b(?:in|for|inside|within|from)\s+the\s+[\w-]+\s+(?:package|module|crate|"
                     r"library|service|app|component|folder|directory|layer)\b", words, _I) \
        is not None


# "in `parseArgs`", "at the end of `TestMain`": one symbol the words are about.
# "over chains of `if`", "rather than nests of `if let`": the other way, many of a kind of code,
# no symbol the rule is kept to.
_IN_SYMBOL = re.compile(r"(?<!outside )(?<!except )(?<!\bas )\b(?:in|inside|within|into|from|"
                        r"(?<!chains )(?<!nests )(?<!ladders )(?<!piles )(?<!lots )of)\s+"
                        r"(?:the\s+)?`(?P<code>[^`\n]+)`", _I)
# "wherever the type is obvious", "whenever the list is long": any of a kind, under a
# condition, no one place.
_WHEREVER_IT_IS = re.compile(r"\b(?:wherever|whenever)\s+the\s+[a-z][\w-]*\s+(?:is|are|has|have)\b",
                             _I)


# "pass `ctx` to `chargeCard`", "add `@cache` to `load_settings`", "use `Decimal` for
# `total_price`", "when calling `fetch_page`": the function, method, type or field the rule
# is said of. What follows "to" or "for" is as often a branch ("push to `main`"), a command
# ("pass `-race` to `go test`") or a tool ("`--frozen-lockfile` to `pnpm`"), so only a name
# shaped like a symbol counts (`_is_symbol`).
_AT_SYMBOL = re.compile(r"(?:\bfor|\b(?:when|whenever)\s+(?:calling|you call|we call)|"
                        r"\b(?:pass|add|send|forward|provide|attach|apply)(?:es|s|ing|ed)?\b"
                        # bounded, so that a long clause is read in linear time
                        r"(?:[^.;,\n`]|`[^`\n]{1,80}`){0,80}?\bto)"
                        r"\s+(?:the\s+)?`(?P<code>[^`\n]+)`"
                        # "for `created_at` columns", "for `FastAPI` routes": every thing of a
                        # kind; the calls, methods or fields of one name are still that place.
                        r"(?!\s+(?!(?:calls|methods|fields)\b)[a-z]+s\b)", _I)

# "in `parse_config`, never use `eval`": a place said ahead of the rule, before its comma.
# A habit's opener before it ("from now on, in `billing.go` use ...") keeps the place one place.
_AHEAD_AT = re.compile(r"^\W*(?:(?:from now on|from here on|going forward|in (?:the )?future)"
                       r"\s*,?\s*)?(?:(?P<any>in|inside|within)|for|(?:when|whenever)\s+"
                       r"(?:calling|you call|we call))\s+(?:the\s+)?`(?P<code>[^`\n]+)`\s*,",
                       _I)

# A call, a dotted name, snake_case, camelCase or PascalCase: a plain lowercase word ("`main`",
# "`pnpm`") names a branch or a tool as often as a function, and a term with a space is a
# command.
_SYMBOL_SHAPE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\(\))?")
_MARKED = re.compile(r"[(._]|[a-z][A-Z]|^[A-Z][a-z0-9]+[A-Z]")


def _is_symbol(code: str) -> bool:
    return _SYMBOL_SHAPE.fullmatch(code) is not None \
        and _MARKED.search(code.strip("_")) is not None


# "every time you touch go.mod", "whenever we edit `schema.sql`": the file is what brings the work
# back to the rule, each time, not the one place the rule is for.
_TRIGGER = re.compile(r"\b(?:(?:every time|each time|any ?time|whenever)\s+(?:you|we)\s+[a-z]+|"
                      + AFTER_A_CHANGE + r")(?:\s+(?:the|a|an|any))?\s+\S+", _I)


# "never X, even when the hook is slow": what follows a concession is a case the rule holds in
# too, never the place it is limited to.
# (runs of spaces: `_PROJECT_SAID_LAST`)
_CONCESSION = re.compile(r"[\s,]++(?:even\s++(?:if|when|though|in|for)|no matter|"
                         # "..., like the others in the package": where it holds already;
                         # "start with `E_` followed by the module name": the rest of a name.
                         r"(?:like|as with) the (?:others|rest)|followed by)\s", _I)


def _names_one_place(clause: str, besides: tuple[Term, ...] = (), sentence: str = "") -> bool:
    """Does the clause (or the place its sentence opens with) name one file, folder, pull
    request or symbol, other than its own terms (`besides`), as where it applies?"""
    own = {t.text for t in besides}
    clause = _WHEREVER_IT_IS.sub(" ", _TRIGGER.sub(" ", _CONCESSION.split(clause, 1)[0]))
    # "never edit anything under third_party/proto": the folder is what the rule keeps out of
    # the change, no part of the project it is kept to.
    if any(not any(t.rstrip("/") in m.group(0) for t in own if "/" in t)
           for m in _ONE_PART.finditer(clause)) \
            or _opening(_ONE_PART, sentence):
        return True
    if _found_in(_HABIT, sentence or clause):
        # "from now on always use `slog` in this service": said with a habit's reach, the
        # service, package or app is the project ("in this function" stays a place).
        clause = IN_THE_WHOLE.sub(" ", clause)
    ahead = _opening(_AHEAD_AT, sentence)
    # "always run mypy src/": a path typed as the command's argument is part of the command,
    # which runs the same in every piece of work, not a place the rule is kept to.
    return _ONE_PLACE.search(clause) is not None \
        or any(_a_file(t.text) and not any(t.text in o for o in own)
               for t in code_terms(clause)) \
        or any(m.group("code") not in own for m in _IN_SYMBOL.finditer(clause)) \
        or any(m.group("code") not in own and _is_symbol(m.group("code"))
               for m in _AT_SYMBOL.finditer(clause)) \
        or (ahead is not None and ahead.group("code") not in own
            and (ahead.group("any") is not None or _is_symbol(ahead.group("code"))))


# "add X as needed", "wrap them where it makes sense": whether the change needs X at all is left
# to the work, so no check can ask for it.
_HEDGED = re.compile(
    r"\b(?:as (?:needed|necessary|required|appropriate)|(?:where|wherever|when|whenever|if) "
    r"(?:needed|necessary|required|appropriate|applicable|possible|relevant|useful|sensible|"
    r"it makes sense|it fits|you (?:think|see fit|want|like)|any)|if there (?:is|are) any|"
    r"(?:where|when) (?:it'?s|it is) (?:needed|useful|safe)|(?:where|if) it helps|"
    # "update the README at some point": not this work, nor any one piece of it.
    r"at some point|eventually|some ?day|when you get (?:a|the) chance)\b", _I)


def hedged(clause: str) -> bool:
    """Is what the clause asks for left to the work's judgement ("as needed", "where it makes
    sense")? Then no check can ask for it."""
    return _HEDGED.search(clause) is not None


# A verb negated where it is said, anywhere in the words ("finders must not return", "tests
# shouldn't compare", "we don't write"): with `_NEGATIVE` and `_AVOID` (a ban's opening), what
# a rule of a shape, which names no term, is read as banning.
_NEGATED = re.compile(r"\b(?:not|never|no longer|don'?t|doesn'?t|do not|does not|shouldn'?t|"
                      r"mustn'?t|won'?t|can'?t|cannot|isn'?t|aren'?t)\b", _I)


def states_no_rule(clause: str, sentence: str = "") -> bool:
    """Does the clause state no rule at all, however it is worded: a question, someone else's
    words or a source's, a musing or a condition, a one-off of the work at hand ("for now", "in
    this PR"), what someone did, someone else's code? The reading every rule gets, for a reader
    (the shapes of code, `judges/code_facts_said.py`) that names no term."""
    whole = sentence or clause
    body = _strip_openers(clause)
    return not body or whole.rstrip().endswith("?") or _QUESTION_START.match(body) is not None \
        or _WEIGHS.search(body) is not None or _reported(body) \
        or _PER_SOURCE.match(body) is not None or _MUSING.search(body) is not None \
        or ONE_OFF.search(body) is not None or narrates(clause) is not None \
        or _ELSEWHERE.search(whole) is not None


def said_as_ban(words: str) -> bool:
    """Do the words (a clause up to what it says) ban it: a ban's opening ("never", "don't",
    "avoid", "we don't"), or a verb negated ("finders must not return X")?"""
    body = _strip_openers(words)
    return _NEGATIVE.match(body) is not None or _AVOID.match(body) is not None \
        or _NEGATED.search(words_only(body)) is not None


def read_clause(clause: str, sentence: str = "", reply: str = "") -> Directive | None:
    """The directive one clause states, or None. `sentence`: the whole sentence it is part of,
    which says the scope ("convention: ..."); `reply`: the agent's message it answers, where
    "add them" finds what "them" is."""
    if _IDIOMS.search(clause) and not code_terms(clause):
        return None
    opened = _OPENERS.sub("", clause).strip()
    if _IDIOMS.match(opened) and not _NO_NEED_TO.match(opened):
        return None  # "no problem with `cobra` here": the idiom is what the clause says
    body, reason = _reason(_strip_openers(clause))
    if not body:
        return None
    if _out_of_git(body) and _kept_out_of_git(body) is None:
        return None  # "keep `node_modules` out of git": what a commit holds, or nothing
    # "we write 'e-mail' as 'email' everywhere": read before a reason is cut off, as an "as" or a
    # "that" after a form says how it is written ("as two words", "exactly like that").
    found = _written_so(clause) or _written_so(_strip_openers(clause))
    kind_of_thing = _KIND_SCOPE.match(body)
    if kind_of_thing and found is None:
        # "in new tests use X": the scope, the wish; "HTTP calls: `httpx` only".
        found = _read(body[kind_of_thing.end():]) or _only(body[kind_of_thing.end():], reply,
                                                           kind=True)
    kind_of_thing = kind_of_thing or _opening(_KIND_SCOPE, sentence.strip())
    # "never run that": the agent's message names what "that" is, which a prohibition of the
    # bare word cannot.
    found = found or _switched_then(clause, sentence) or _refers_back(body, reply, bool(reason)) \
        or _operation(body, f"{sentence}\n{reply}", _after(clause, sentence)) \
        or _branches_named(body) \
        or _only(body, reply) \
        or _asked_first(body) or _read(body) or _file_back(body, sentence, reply) \
        or (_second_half(body, sentence) if sentence and sentence.strip() != clause else None) \
        or _participle(body, sentence or clause) or _frozen(body, sentence) \
        or _done_so_here(body, clause, sentence) or _dropped(clause, sentence) \
        or _no_said_before(body, sentence)
    if found is None and (placed := opening_place(body) or _team_rule_of_a_place(body)) \
            is not None:
        # "in the pre-commit hook run `ruff`", "the Makefile should call `go vet`": what is
        # asked of the place, which the judges read from the clause
        found = _read(placed)
    if found is None:
        return _kept_that_way(clause, sentence)
    at = sentence.find(clause) if sentence else -1
    found = _flag_of_an_operation(found, body, sentence[:at] if at > 0 else "")
    scoped = clause
    if found.polarity == "avoid" and not found.terms and found.verb in _FILES_INTO_GIT \
            and (those := _THOSE_FILES.match(found.phrase.strip())):
        # "no, never commit those" after "I committed `.env`": the files the agent's message
        # named are kept out, not every commit; with no file named, what "those" is is unknown.
        path = file_named_last(reply) if reply else None
        if path is None:
            return None
        # "never commit that file": the file is what is kept out, no one place the rule is
        # kept to.
        pointer = re.escape(those.group(0).rstrip(" ,.;!-"))
        scoped = re.sub(rf"\b{pointer}\b", f"`{path.text}`", clause, count=1, flags=_I)
        found = _Found("avoid", "touch", (path,), form=found.form, phrase=path.text)
    if found.polarity == "do" and hedged(clause):
        return None
    if found.polarity == "avoid" and _only_sometimes(clause, found):
        return None
    if found.polarity == "do" and _allowed_only_under(clause, found):
        return None
    if reason.lower().startswith("which") and (found == _how_a_kind_is_done(body)
                                               or _SPELLING_NAMED.match(body)
                                               or _NONE_WITHOUT.match(body)):
        return None  # "errors are compared with `==`, which breaks wrapping": a complaint
    if found.form == "convention" and _BUT_AFTER.match(_after(clause, sentence)):
        return None  # "each handler takes `ctx` but never uses it": how the code is, and a flaw
    if found.form in ("convention", "rule", "contrast") and found.polarity == "do" \
            and _found_in(_JUDGED_NOT, words_only(sentence or clause)):
        return None  # "ids are generated with `uuid4`, not ideal": how the code is, judged
    if _found_in(_DEFECT_TOLD, words_only(sentence or clause)):
        return None  # "errors are wrapped and then dropped, that's the bug": the defect told
    if found.form == "rule" and found.polarity == "do" and (
            _FLAW_TOLD.search(found.phrase) or _FLAW_TOLD.match(_after(clause, sentence))):
        return None  # "we use `redis` for the cache but it keeps evicting keys": the setup told
    form = found.form
    if kind_of_thing and form in ("imperative", "instead", "contrast"):
        form = "convention"
    if form == "contrast" and _alternatives(found):
        form = "preference"
    if form in ("contrast", "preference") and _WE_DID_IT.match(body):
        return None  # "we fixed it with `retry()` instead of a sleep": what was done, told
    if _move_told_for_a_reason(found, body, reason):
        return None  # "we moved off `requests` because it was slow": why it happened, told
    if found.polarity == "avoid" and reason and _NEVER_SET_UP.search(reason):
        return None  # "we don't use `eslint` because nobody set it up": how things stand, told
    if form == "contrast" and _we_do_it_with(body):
        form = "convention"  # "we parametrize with `X` instead of copy-pasting": the team's way
    scope = _scope(sentence or clause, scoped, form, found.verb, (*found.terms, *found.replaced))
    if found.polarity == "avoid" and _KEPT_TO_THIS.search(words_only(_own_part(body))):
        # "we never use mocks for this": what "this" is, the words do not say, so the ban
        # holds for the work at hand, whatever its habit word.
        scope = "task"
    elif found.polarity == "do" and scope == "rule" and _after_a_ban_kept_to_this(clause, sentence):
        # "never use `moment` for this, use `dayjs`": what replaces the thing banned for the
        # work at hand is wanted there too; the ban's "never" is no habit of its own.
        scope = "task"
    return Directive(clause, found.polarity, found.verb, found.terms, found.replaced, scope,
                     form, reason, found.phrase, sentence or clause)


# "in Python we always use `pathlib`", "in our code we never use `panic`": where the team's rule
# holds, said before it with no comma. Only a place a rule's reach is read as (a kind of code, a
# language, a part of the project) or the project's own code: the code at hand ("in this
# function we always return `nil`") or of the past ("in the old code") is how it is, told.
_PLACE_BEFORE_WE = re.compile(
    r"^(?P<place>(?:in|inside|within|across|throughout)\s+(?!(?:this|that|these|those|my|your|his|"
    r"her|their)\b)(?:the\s+(?!(?:old|older|previous|former|legacy|same|other)\b))?"
    r"[^,;:`]{1,40}?)\s+(?=we\s+(?:always|never|only|don'?t|do not|avoid)\b)", _I)
_OUR_CODE = re.compile(r"(?:in|inside|within|across|throughout)\s+our\s+(?:own\s+)?code", _I)


def _team_rule_of_a_place(body: str) -> str | None:
    """The team's rule a clause states after the place it holds in ("we never use `panic`" of
    "in our code we never use `panic`"), or None."""
    m = _PLACE_BEFORE_WE.match(body)
    if m is None:
        return None
    place = m.group("place")
    if _OUR_CODE.fullmatch(place) is None and reach_of(place).lower() != place.lower():
        return None
    return body[m.end():]


# ", open a PR for it": a request to handle the change after the ban, whose "it" is the change,
# no reach of the ban. Another request about the code ("..., write fakes for this") may say the
# reach of both, and is left in.
_NEXT_ASK = re.compile(r"\s*[,;]\s+(?:and\s+|then\s+)?(?=(?:open|create|raise|file|commit|push|"
                       r"merge|rebase|deploy|publish|release|tag|ship)\b)", _I)


def _own_part(body: str) -> str:
    """A ban's words up to a request to handle the change that follows it in the same clause
    ("we never commit to main here, open a PR for it")."""
    cut = _NEXT_ASK.search(body)
    return body[:cut.start()] if cut else body


# A ban's reach said as "this" at its end: "for this", "for that", "in these tests", "for this
# kind of test". The project ("in this repo", "for this team", "in this service") is no limit.
_KEPT_TO_THIS = re.compile(
    r"\b(?:for|in|with|on)\s+(?:(?:this|that|these|those|it)(?:\s+(?:kind|sort|type)s?\s+of"
    r"\s+[a-z][\w-]*)?|(?:this|these|those)\s+(?!(?:repo|repository|project|codebase|code base|"
    r"monorepo|team|house|company|org|organi[sz]ation|service|package|app|crate|workspace|shop|"
    r"language)s?\b)[a-z][\w-]*)\W*$", _I)





def _after_a_ban_kept_to_this(clause: str, sentence: str) -> bool:
    """Does the clause, with no habit word of its own, follow a ban in its sentence whose reach
    is "this" ("never use X for this, use Y")?"""
    at = sentence.find(clause)
    if at <= 0 or _HABIT.search(words_only(clause)):
        return False
    before = words_only(sentence[:at]).rstrip(" ,;:-")
    return _BANNED.search(before) is not None and _KEPT_TO_THIS.search(before) is not None


# A ban's word: "never", "don't", "no", "avoid".
_BANNED = re.compile(r"\b(?:never|don'?t|do not|no|avoid)\b", _I)
# What follows a convention in its sentence: "but ..." sets the code against it.
_BUT_AFTER = re.compile(r"^\W*but\b", _I)
# ", not ideal", ", but not always", "not consistently": the way told, then judged or hedged; a
# way of doing things set against another names the other ("`%w`, not `%v`").
_JUDGED_NOT = re.compile(r"(?:,|\bbut|\bwhich is|\band)\s+(?:(?:that'?s|it'?s|is)\s+)?not\s+"
                         r"(?:always|ideal|great|good|nice|optimal|perfect|pretty|elegant|"
                         r"consistent(?:ly)?|everywhere|ever|reliable|safe|fast|efficient|"
                         r"the best|so great|that great|quite right|right|correct)\b", _I)
# "that's the bug", "which is the problem": what the sentence told is what is wrong.
_DEFECT_TOLD = re.compile(r"\b(?:that'?s|that is|which is|this is|here'?s|there'?s)\s+(?:the|our|"
                          r"my|your|where the|why the|what causes the)\s+(?:bug|problem|issue|"
                          r"culprit|cause|leak|regression|crash)\b", _I)
# "..., but it is slow", "... but the build breaks": what the team uses, told before what is wrong
# with it; "but never in CI", "but with `--frozen-lockfile`" keep the rule.
_FLAW_TOLD = re.compile(r"(?:^|\s|,)\W*but\s+(?:it|they|that|this|these|those|its|their|the|"
                        r"`[^`\n]+`)\s", _I)


def _after(clause: str, sentence: str) -> str:
    """The words of the sentence after the clause ("" when the clause is not in it)."""
    at = sentence.find(clause)
    return sentence[at + len(clause):] if at >= 0 else ""


# A ban that holds only under a condition ("never commit when tests fail", "never call `Query`
# without closing the rows", "we never deploy on fridays") bans nothing outright, and what it
# depends on no check of a change can see; "even if" concedes, and a condition the agent cannot
# meet itself ("without asking me", "until I approve") leaves the work to the person: a ban.
_CONDITION = re.compile(
    # "when formatting dates", "while you test it": the work the ban is about, no condition.
    # "a while ago": when it happened, no condition.
    r"\b(?<!even )(?<!\ba )(?:without|unless|until|(?:when|whenever|while)(?!\s+(?:\w+ing|you|"
    r"we)\b)|if|"
    rf"during|after|before|on (?:{WEEKDAY}s|weekends|(?:the )?weekend|holidays|release days)|"
    # "we don't use `mock` much": only less often, no ban.
    r"(?:(?:all )?that |so |very |too )?(?:much|often)|a lot|"
    # "avoid `unwrap()` where possible", "when you can", "as far as you can": a use is let in
    # where it is needed, which no change shows it is not.
    r"(?:where|wherever|when|whenever)\s+(?:(?:it'?s|it\s+is)\s+)?(?:possible|feasible|"
    r"practical|you\s+can|we\s+can)|as\s+(?:much|far)\s+as\s+(?:possible|you\s+can|we\s+can)|"
    # "never amend a commit that's already been pushed": only the ones the clause picks out.
    r"that(?:['’]s|\s+(?:is|are|was|were|has|have|had|isn'?t|aren'?t|hasn'?t|haven'?t|"
    r"doesn'?t|don'?t|didn'?t))|"
    # "we don't run `npm install` in CI": where the agent does not work, whatever it runs.
    r"(?:in|on) (?:the )?ci|in (?:the |our )?(?:pipelines?|workflows?|github actions|"
    r"build server)|"
    # "don't `await` inside the loop", "never call `db.Query` in a loop": a place in the code's
    # flow, which an added line does not show it is in, and which the fix moves the call out of
    # rather than drops it (`await Promise.all(...)`, one batched query).
    r"(?:in|inside|within)\s+(?:(?:a|an|the|any|every|each|our|that|this)\s+)?"
    r"(?:[\w-]+\s+)?loops?)\b", _I)
_LEFT_TO_THE_PERSON = re.compile(
    r"\b(?:without|until|unless|before)\s+(?:(?:first\s+)?(?:asking|checking with|telling|"
    r"showing|pinging)\b|asking\b|(?:my|an?|the|our|explicit)\s+(?:approval|ok|okay|review|"
    r"sign-?off|go-?ahead|permission|confirmation)|(?:approval|permission|review|a review|"
    # "until I've looked", "unless we say so": what the person does decides.
    r"asking me)\b|me\b|(?:i|we)(?:['’]\w+)?\b)", _I)


# "only use `unsafe` if profiling proves it", "use `any` only when you must", "only use `text()`
# raw SQL if ...", "only as a last resort": what the wish names is let in under a condition, the
# way to hold back from, no way every piece of work is to take.
_ONLY_UNDER = re.compile(r"^\s*(?:[\w-]+\s+){0,2}?(?:only\s+)?(?:when|whenever|if|unless|where|"
                         r"as an?\s+(?:last resort|exception|escape hatch)|"
                         r"in (?:rare|exceptional|special) cases)\b", _I)
_ONLY_BEFORE = re.compile(r"\bonly\s+(?:use|import|call|add|reach for|prefer)\b", _I)
# "use `mock.patch` only in tests", "`unwrap()` only inside the CLI": the one part of the code the
# name is let into, not the project ("only in this repo" is the way of all of it).
# The code at hand ("only in this view") is where the wish is asked, no part it is kept to.
_ONLY_IN_A_PART = re.compile(r"^\s*only\s+(?:in|inside|within|under)\s+(?!(?:this|that|these|those|"
                             r"here)\b|(?:our|the)\s+(?:repo|repository|project|codebase|"
                             r"monorepo|team)\b)\w", _I)


def _allowed_only_under(clause: str, found: _Found) -> bool:
    """Is what the wish names allowed only under a condition said after it?"""
    at = max((clause.find(t.text) + len(t.text) for t in found.terms if t.text in clause),
             default=-1)
    if at < 0:
        return False
    tail = words_only(clause[at:].lstrip("`\"'"))
    if _ONLY_IN_A_PART.match(tail):
        return True
    under = _ONLY_UNDER.match(tail)
    return under is not None and (re.search(r"\bonly\s+\w+$", under.group(0), _I) is not None
                                  or _ONLY_BEFORE.search(clause[:at]) is not None)


# Between the terms of a list banned together: "`a`, `b` or `c`".
_LISTED_BETWEEN = re.compile(r"`?[\s,/]*(?:(?:or|and|nor)\s+)?`?", _I)


def _end_of_what_is_banned(clause: str, terms: tuple[Term, ...]) -> int:
    """Where the terms a ban names end in its clause: the first, and those listed with it; a
    term named further on ("never use `unsafe` without a `// SAFETY:` comment") is what the
    ban is said with, no part of what it bans. -1 when the first is not in the clause."""
    at = clause.find(terms[0].text) if terms else -1
    if at < 0:
        return -1
    end = at + len(terms[0].text)
    for term in terms[1:]:
        start = clause.find(term.text, end)
        if start < 0 or _LISTED_BETWEEN.fullmatch(clause[end:start]) is None:
            break
        end = start + len(term.text)
    return end


def _only_sometimes(clause: str, found: _Found) -> bool:
    """Does the ban name, in its own clause after what it bans, a condition it holds under?"""
    at = _end_of_what_is_banned(clause, found.terms)
    # "never deploy on fridays", "no deploys on fridays": the verb as the clause inflects it.
    verb = re.search(rf"\b{re.escape(found.verb.rstrip('e'))}(?:e|es|s|ed|ing)?\b", clause, _I) \
        if not found.terms else None
    if verb is not None:
        at = verb.end()  # "never deploy on fridays": the work banned is its verb
    if at < 0:
        return False  # what it bans is not named in the clause: where it ends is unknown
    tail = re.split(r"[,;.!?]", words_only(clause[at:].lstrip("`\"'")), maxsplit=1)[0]
    # "never amend pushed commits": only the ones the verb's object picks out
    condition = _CONDITION.search(tail) or (PICKED_OUT.match(tail) if not found.terms else None) \
        or (_CALLED_WITH.match(tail) if found.terms else None)
    if condition is not None and found.terms and found.verb.lower() not in _RUN_VERBS \
            and _WORKFLOW_FILES.match(tail[condition.start():]):
        return False  # "never use `pull_request_target` in workflows": a line those files hold
    if condition is not None and found.terms \
            and (place := place_at(tail[condition.start():])) is not None and place.files:
        return False  # "never run `npm install` in CI": a line of the files CI runs from
    return condition is not None and not _LEFT_TO_THE_PERSON.match(tail[condition.start():])


def holds_only_sometimes(words: str) -> bool:
    """Do the words said after what a ban bans name a condition or a time it holds in ("on
    a Friday", "during the freeze", "when tests fail", "in CI"), which no check of a change
    can see? A condition the agent cannot meet itself ("without asking me") leaves the ban whole."""
    tail = re.split(r"[,;.!?]", words_only(words.lstrip("`\"'")), maxsplit=1)[0]
    condition = _CONDITION.search(tail)
    return is_a_run_time(tail) or (condition is not None
                                   and not _LEFT_TO_THE_PERSON.match(tail[condition.start():]))


# "never use `cors()` with no options", "never call `open()` with no encoding": the thing banned
# when left without something, said right after it, as "without" says it; not the thing itself.
# (What a thing is used with is read by the readers of flags and arguments: "never run `pytest`
# with `--no-cov`" bans the flag, "never `DB::raw` with user input" the call.)
_CALLED_WITH = re.compile(r"\s*with\s+no\b", _I)


# A line of the words that opens as a quote ("> never use that flag"): another's text.
_QUOTE_LINE = re.compile(r"^\s*>", re.M)


def speaks_for_itself(words: str) -> bool:
    """Do the words ask (a question mark), name code of their own (a backtick) or quote a line
    ("> ..."), rather than answer the agent's message by pointing at what it holds? Such an
    answer takes its one term from that message alone: a question does not turn it down, code
    of the words' own is what they are about, and a quoted line is someone else's."""
    return "?" in words or "`" in words or _QUOTE_LINE.search(words) is not None


# The files CI runs from, said as files ("in workflows", "in the CI YAML", "in GitHub Actions
# workflow files"): a term used or set there is a line of theirs, unlike a command run in CI.
_WORKFLOW_FILES = re.compile(
    r"(?:in|inside|within)\s+(?:the\s+|our\s+|all\s+)?(?:(?:ci|github\s+actions|gitlab)\s+)?"
    r"(?:workflows?(?:\s+files?)?|ya?ml(?:\s+files?)?|config(?:uration)?(?:\s+files?)?)\b", _I)
_RUN_VERBS = frozenset({"run", "runs", "execute", "invoke", "call", "do", "deploy", "install"})


# "errors are wrapped with `%w` here.": a sentence of its own that says how a kind of thing is
# done here names the project; with more said after it ("..., so why does it fail?", "...,
# which is why the stack is lost") or before it, "here" is as often the code at hand.
_HERE_ENDS = Gated(r"\s+here\W*$")


# "oh, so errors are wrapped with `%w` here": what the person finds out about the code, not a
# rule they state.
_FINDS_OUT = re.compile(r"^\W*(?:(?:ok(?:ay)?|right|ah+|oh+|hmm+|huh|interesting|got it|i see|wait|"
                        r"so)\b[\s,.!:-]*)+", _I)


def _done_so_here(body: str, clause: str, sentence: str) -> _Found | None:
    whole = (sentence or clause).strip()
    if not _HERE_ENDS.search(body) or not _HERE_ENDS.search(whole) or _FINDS_OUT.match(whole) \
            or _HERE_ENDS.sub("", whole) != _HERE_ENDS.sub("", clause.strip()):
        return None
    return _how_a_kind_is_done(_HERE_ENDS.sub("", body))

@lru_cache(maxsize=256)
def _may_match_in(pattern: Gated, sentence: str) -> bool:
    """May the gated pattern match the sentence, or any part of it? A clause's reader matches
    the rest of its sentence from the clause on; the gate, asked of that rest for each clause,
    folded the whole sentence again each time. What the sentence lacks, every part of it lacks:
    asked of the sentence once, the gate turns away the same parts."""
    return pattern.may_match(sentence)


def _dropped(clause: str, sentence: str) -> _Found | None:
    """What the team did away with, read from the clause to the end of its sentence."""
    whole = (sentence or clause).strip()
    at = whole.find(clause.strip())
    m = _DROPPED.regex.match(whole[at:]) \
        if at >= 0 and _may_match_in(_DROPPED, sentence or clause) else None
    if m is None:
        return None
    old = code_terms(m.group("old"))
    new = code_terms(m.group("new") or m.group("new2") or "")
    if new:
        return _Found("do", "use", tuple(new[:1]), tuple(old[:1]), "deprecation")
    return _Found("avoid", "use", tuple(old[:1]), (), "deprecation") if old else None


# "this project uses `poetry`, keep it that way", "this one uses `npm`, stick with it": what the
# project does now, kept as its rule by the same sentence ("this one" is the project here).
_KEPT_THAT_WAY = Gated(
    r"^\W*(?:this|the|our)\s+(?:project|repo|repository|package|crate|app|service|codebase|"
    r"module|one)\s+(?:uses|is on|builds with|runs on)\s+(?:plain\s+|just\s+|vanilla\s+)?"
    r"(?P<rest>`[^`\n]+`)"
    r"(?:\s+(?:for|to)(?:\s+[a-z][\w-]*){1,4}?)?\s*[,;.]?\s*(?:and\s+)?(?:let'?s\s+|please\s+|"
    r"so\s+)?(?:keep (?:it|that) (?:that way|like that)|(?:it|that)\s+(?:should|must|has to|"
    r"needs to|will)\s+stay (?:that way|like that)|stick (?:with|to) (?:it|that)|"
    r"leave it (?:that way|like that))\W*$")


# The git operations that take files in, and an object that points back at what was said,
# the clause ending there or going on after a comma ("never commit those, we keep them local").
_FILES_INTO_GIT = frozenset({"commit", "push", "add", "stage"})
_THOSE_FILES = re.compile(r"(?:those|these|that|this|them|it)(?:\s+(?:files?|ones?|in))?"
                          r"\s*(?:[,.;!]|\s-\s|$)", _I)


def _kept_that_way(clause: str, sentence: str) -> Directive | None:
    """The rule of a clause and the rest of its sentence that keep the way the project does a
    thing, read at the clause that says the way."""
    whole = (sentence or clause).strip()
    at = whole.find(clause.strip())
    if at < 0:
        return None
    whole = whole[at:]
    found = _used(_KEPT_THAT_WAY.regex.match(whole)
                  if _may_match_in(_KEPT_THAT_WAY, sentence or clause) else None,
                  "rest", "convention")
    if found is None:
        return None
    return Directive(clause, "do", "use", found.terms, (), "rule", "convention", "",
                     found.phrase, whole)


_LITERAL = re.compile(r".*[\s@=].*|[\d.,:%]+")


def _alternatives(found: _Found) -> bool:
    """ "errors.Is, not ==", "pytest rather than unittest", "require instead of assert": a
    choice between two named things (libraries, tools, APIs, styles), which holds beyond the
    task at hand; a choice between two values ("100, not 50", "the git user, not
    'ci@local'") is the task's own."""
    if not found.terms or not found.replaced:
        return False
    if found.terms[0].alternatives or found.replaced[0].alternatives:
        return False  # "`get`/`set`, not `read`/`write`": which pair, for what, it does not say
    if tool_kind(found.terms[0].text) and tool_kind(found.replaced[0].text):
        return True  # "`cargo nextest` instead of `cargo test`": two tools of a kind
    return all(not _LITERAL.fullmatch(t.text) and (t.code or names_one_thing(t.text))
               for t in (found.terms[0], found.replaced[0]))


@dataclass(frozen=True)
class _Found:
    polarity: Polarity
    verb: str
    terms: tuple[Term, ...] = ()
    replaced: tuple[Term, ...] = ()
    form: str = "imperative"
    phrase: str = ""


def _read(body: str) -> _Found | None:
    return (_tool_of_the_project(body) or _until_checked(body) or _deprecation(body)
            or _migration(body) or _switched(body) or _retired(body) or _respelled(body)
            or _house_words(body)
            or _the_one_we_use(body) or _replacement(body)
            or _prohibition(body) or _leave(body) or _avoid(body) or _no(body) or _rule(body)
            or _how_a_kind_is_done(body) or _we_instead(body) or _spelling(body)
            or _tool_of_a_job(body)
            or _judged_bad(body) or _passive(body) or _by_review(body)
            or _work_passes(body) or _passes(body) or _turned_down_in_review(body)
            or _modal(body)
            or _imperative(body) or _contrast(body))


# "`X` should never be used", "the new function should be called `load_config`", "`shim` must
# not be removed": a rule whose subject is what it is about, with the verb in the passive.
_PASSIVE = Gated(
    r"^(?P<subject>[^,;]{1,60}?)\s+(?:(?:should|must|shall|ought to|has to|have to|needs to|"
    r"need to|is to|are to)(?P<neg>\s+not|\s+never|n'?t)?|(?P<negm>shouldn'?t|mustn'?t))"
    r"(?:\s+(?P<adv>always|only|ever))?\s+be\s+(?P<how>used|preferred|avoided|called|named|"
    r"spelled|spelt|written|removed|deleted|dropped|kept)\b\s*(?P<rest>.*)$")
_NAMING_HOWS = frozenset({"called", "named", "spelled", "spelt", "written"})
_WITH_CARE = re.compile(r"(?:carefully|sparingly|rarely|cautiously|with (?:care|caution)|only|"
                        r"as little)\b", _I)


def _passive(body: str) -> _Found | None:
    m = _PASSIVE.match(body)
    if not m or (m.group("adv") or "").lower() == "only" or _WITH_CARE.match(m.group("rest")):
        return None  # "should only be used in tests", "carefully": how, not that it must
    negative = bool(m.group("neg") or m.group("negm"))
    how, subject, rest = m.group("how").lower(), m.group("subject"), m.group("rest")
    if how in _NAMING_HOWS:
        # What it is to be called is the term; "should be called from `main`" is no name.
        rest = re.sub(r"^as\s+", "", rest, flags=_I)
        named = opening_term(rest)
        if named is None or not named.code:
            return None
        inner = _contrast(rest)
        if inner is not None and inner.replaced and not negative:
            return _Found("do", "use", inner.terms, inner.replaced, "contrast", rest)
        return _Found("avoid" if negative else "do", "use", (named,), form="modal", phrase=rest)
    terms = code_terms(subject)
    if len(terms) != 1 or len(subject.split()) > 4:
        return None  # the subject is one named thing ("the `--force` flag")
    if how in ("removed", "deleted", "dropped", "kept"):
        return _left_alone(subject, True, "modal") if negative == (how != "kept") else None
    avoid = (how == "avoided") != negative
    return _Found("avoid" if avoid else "do", "use", terms, form="modal", phrase=subject)


# "changes reach `main` through pull requests only", "schema changes land on main only via merge
# requests": the way to the branch is review, so no push to it.
_BY_REVIEW = Gated(
    r"^(?:all\s+|every\s+)?(?:(?!(?:my|your|his|her|their|its|the|these|those|this|that|"
    r"some|both)\b)[a-z][\w-]*\s+)?(?:changes?|commits?|code|fixes|everything)\s+"
    r"(?:only\s+)?(?:reach(?:es)?|lands?\s+(?:on|in)|gets?\s+(?:to|into)|goes?\s+(?:to|into)|"
    r"makes?\s+it\s+(?:to|into))\s+(?:the\s+)?(?P<branch>`?(?:main|master|trunk|develop)`?)"
    r"\s+(?:(?:only|solely|always)\s+)?(?:through|via|by way of|with)\s+(?:an?\s+)?(?:(?:pull|"
    r"merge)\s+requests?|prs?|mrs?|review)(?:\s+only)?(?:\s*,\s*even\b[^,;]*)?\W*$")


# "snapshot assertions with `toMatchSnapshot` don't get past review here", "`any` won't pass code
# review": what review turns away, said in the present of all work, is a ban; said of one thing
# ("this `any` didn't pass review") it tells what happened.
_REVIEW_BAN = Gated(
    r"^(?!(?:the|this|that|these|those|my|your|his|her|their|its|which|why|how|does|do|did)\b)"
    r"(?P<what>[^`,;]{0,40}`[^`\n]+`[^`,;]{0,20}?)\s+(?:don'?t|doesn'?t|do not|does not|won'?t|"
    r"will not|never)\s+(?:get\s+past|get\s+through|pass|survive|make\s+it\s+through)\s+"
    # "... in our SQL", "... in our Kotlin": all the code of a language is the project's.
    r"(?:code\s+)?review(?:\s+(?:here|in\s+this\s+(?:repo|codebase|project|team)|in\s+our\s+"
    r"(?:code|[A-Z][\w#+.-]*(?:\s+code)?)))?\W*$")


def _turned_down_in_review(body: str) -> _Found | None:
    m = _REVIEW_BAN.match(body)
    named = [t for t in code_terms(m.group("what")) if t.code] if m else []
    return _Found("avoid", "use", tuple(named[:1]), (), "rule", named[0].text) \
        if len(named) == 1 else None


def _by_review(body: str) -> _Found | None:
    m = _BY_REVIEW.match(body)
    return _Found("avoid", "push", (), form="rule", phrase=f"to {m.group('branch')}") \
        if m else None


# Names of a project's checks, whatever its tools: "the linter", "the tests", "the type checks".
CHECK_NAMES = re.compile(
    # ("test suites?" before "tests?": the run's name is the whole of "the full test suite")
    r"\b(?:the\s+)?(?:(?:ci|unit|integration|e2e|all|full|whole|entire|complete)\s+)?(?:linters?|"
    r"lint|test suites?|tests?|formatter|fmt|format(?:ting)?|build|type ?checks?|type checker|"
    r"checks|vet)\b|"
    # "the e2e suite": a suite of tests by its kind
    r"\b(?:the\s+)?(?:unit|integration|e2e|end-to-end|smoke|acceptance|browser)\s+suite\b",
    _I)
# How a check that passes is said ("clippy is happy": a linter with nothing to say).
_PASSING = (r"\s+(?:pass(?:es|ed)?|(?:is|are|stays?|comes? back) (?:green|clean|passing|happy)|"
            r"succeeds?|succeeded|exits? (?:with )?0)\b")
# Checkers run by their name alone ("clippy" is `cargo clippy`'s, "rubocop" Ruby's linter):
# unquoted, the name says which check is meant; besides `terms.CHECKER_PROGRAMS`, the ones
# named by a word of English too, read only as what passes ("jest passes").
_CHECKER_NAME = re.compile(CHECKER_PROGRAMS + r"|clippy|pyright|biome|jest|rspec|credo|psalm",
                           _I)


def _check_of(words: str) -> tuple[Term, ...] | None:
    """The command or check that words name as passing ("`make test` passes", "you've run
    `pytest`", "the linter is clean"); None when they name neither."""
    words = re.sub(r"^(?:you(?:'ve| have)?\s+)?(?:run|ran|running|execute[ds]?|executing)\s+",
                   "", words.strip(), flags=_I)
    what = trim_end(re.split(_PASSING, words, maxsplit=1, flags=_I)[0].lstrip(" ,."), " ,.")
    # "without running `mvn verify` first": when it runs, said of the check, no part of it
    what = re.sub(r"(?<=`)\s+(?:first|beforehand|before(?:hand)?|again)$", "", what, flags=_I)
    said = command_line(what)
    if said and said == what.strip("`"):
        return (Term(said, True),)
    opening = opening_term(what)
    if opening is not None and opening.text == what.strip("`\"'") and opening.code:
        return (opening,)
    if _CHECKER_NAME.fullmatch(what.strip("`")):
        # "clippy is happy": the command that runs it, where it is a toolchain's subcommand
        name = what.strip("`")
        return (Term(checker_subcommand(name) or name, True),)
    return () if CHECK_NAMES.fullmatch(what) else None


# "make sure `cargo clippy` passes before you finish": a check to pass before the work is
# handed back (without a "before", "make sure X passes" may be only a check of how things are).
_PASSES = re.compile(rf"^(?:make sure|ensure|be sure)\s+(?:that\s+)?(?P<what>.+?{_PASSING})"
                     r"(?P<rest>.*\b(?:before|prior to|after|once|at the end)\b.*)$", _I)
# "make sure mypy passes", "ensure `go vet ./...` is clean", said once with no point of the
# work: the agent is asked to get the check passing, and the one way to be sure of it is to run
# it, so the task's check is that it ran, whether the person meant "make it pass" or "find out
# whether it passes". What else follows ("... on Windows", "... in CI") is a place the agent's
# runs do not show.
_PASSES_ONCE = re.compile(rf"^(?:make sure|ensure|be sure)\s+(?:that\s+)?(?P<what>.+?{_PASSING})"
                          r"(?:\s+(?:again|too|as well|now|first|locally))?\W*$", _I)
# "keep the build green", "keep `npm run lint` passing": the check the work must not break.
_KEEP_PASSING = re.compile(r"^keep\s+(?P<what>`[^`\n]+`|[^`,;]{2,40}?)\s+(?:green|clean|"
                           r"passing|happy)(?:\s+(?:throughout|as you go|the whole time))?\W*$",
                           _I)
# "all tests green before you say done": the check and the point of the work, no verb.
_GREEN_BEFORE = re.compile(r"^(?P<what>`[^`\n]+`|[^`,;]{2,40}?)\s+(?:green|clean|passing)\s+"
                           r"(?P<when>before\s+(?:you|we)\s+(?:say|call|hand|finish|push|commit|"
                           r"open|ship|mark|merge|stop|wrap)\b[^,;]{0,30}?)\W*$", _I)
# "don't say it's done until `make test` passes", "it's not finished before the linter is
# clean": the same, said as when the work may be called done.
_UNTIL = re.compile(
    # "don't ever claim ...", "you can't say it's done ...": the same gate, said as a ban of the
    # claim or as what the agent may not say; "call anything done" holds of every piece of work.
    r"^(?:(?:(?:don'?t|do not|never)(?:\s+ever)?|(?:you\s+)?(?:can'?t|cannot|can not|may not|"
    r"must not|mustn'?t))\s+(?:say|tell me|claim|report|"
    r"(?:call|mark|consider)\s+(?:it|anything|something|a\s+[a-z]+|the\s+[a-z]+)|"
    r"declare|come back|finish|stop|hand it (?:back|over))\b[^,;]{0,30}?|(?:(?:it'?s|it is|"
    r"nothing is|you'?re|you are|we'?re|we are) not|"
    # "work isn't finished in this repo until ...": any piece of work, said of the project.
    r"(?:the\s+)?(?:work|an?\s+(?:change|task|pr|feature|fix))\s+(?:isn'?t|is not|is never))"
    r"\s+(?:done|finished|complete|ready)\b(?:\s+(?:here|in this (?:repo|repository|codebase|"
    r"project)))?)\s*(?:until|unless|before|without)\s+(?P<what>.+)$", _I)
# "`mypy --strict` is part of done on this codebase": a check in what done means here.
_PART_OF_DONE = re.compile(
    r"^(?P<what>`[^`\n]+`)(?:\s+passing)?\s+is\s+part\s+of\s+(?:being\s+)?(?:done|finished|"
    r"the definition of done)(?:\s+(?:here|(?:in|on|for) this (?:repo|repository|codebase|"
    r"project)))?\W*$", _I)


# "`cargo clippy` has to be clean", "`make test` must pass": a quoted command's result required.
# "go test ./... has to pass before you hand anything back", "the linter must be green before
# you call it done": unquoted, the command or check is the whole subject, and the point of the
# agent's work it comes before is said ("before we tag the release" is the team's process).
_MUST_PASS = re.compile(r"^(?P<what>`[^`\n]+`|(?P<plain>[^`,;]{2,60}?))\s+(?:has to|have to|"
                        r"must|needs to|need to|is to|are to|(?P<should>should))\s+"
                        r"(?:(?:be\s+)?(?:clean|green|"
                        r"passing|pass|succeed)|come\s+back\s+(?:clean|green|passing))"
                        r"(?:\s+again)?(?P<when>\s+before\s+(?:you\s+[a-z]+|"
                        # "before any commit", "before every push": each time the work gets
                        # there.
                        r"(?:any|every|each)\s+(?:commit|push|pr|pull request)s?\b)"
                        r"(?:\s+[\w'’]+){0,6}"
                        # "..., each time": how often, said after a comma.
                        r"(?:\s*[,;]?\s+(?:each|every)\s+(?:single\s+)?time)?)?\W*$", _I)
# "... before you hand anything back", "..., each time": every piece of work, not the one at
# hand.
_ANY_WORK = re.compile(r"\b(?:anything|everything|any\s+\w+|every\s+\w+|each\s+time|ever)\b",
                       _I)


def _named_tool(what: str) -> bool:
    """Does the unquoted subject name a tool or command ("eslint", "tsc --noEmit") rather than
    a check by its kind ("the tests") or anything else?"""
    terms = _check_of(what)
    return bool(terms) and terms[0].code


def _passes(body: str) -> _Found | None:
    m = _PASSES.match(body)
    if m:
        return _run_before_done(m.group("what"), m.group("rest"))
    m = _PASSES_ONCE.match(body) or _KEEP_PASSING.match(body)
    if m:
        return _run_before_done(m.group("what"), "before you say it's done")
    m = _GREEN_BEFORE.match(body)
    found = _run_before_done(m.group("what"), m.group("when")) if m else None
    if found is not None:
        return found
    m = _MUST_PASS.match(body)
    if m is None or (m.group("should") and not m.group("when")):
        return None  # "eslint should pass" may be what the person expects to see
    if m.group("plain") and not m.group("when") and not _named_tool(m.group("plain")):
        # "the tests must pass" alone may say how the code at hand should end up; "eslint must
        # pass" names the command to run, as its quoted form does.
        return None
    found = _run_before_done(m.group("what"), m.group("when") or " before you say it's done")
    if found is not None and _ANY_WORK.search(m.group("when") or ""):
        return replace(found, form="convention")
    return found


# "each commit must pass `make lint`", "your change has to pass `go vet ./...`": the work is the
# subject and the check (one or more quoted commands) the object. Said of every commit, PR or
# change, of new code or of everything, it is the rule of all work; said of the work at hand
# ("it", "your change", "the PR"), this task's, and only then with a "must" ("it should pass
# `mypy`" may be what the person expects to see). "Pass" that hands a value or a flag on
# ("every handler must pass `ctx` to the service") names no check: the object must be commands
# and nothing else.
_UNIT_OF_WORK = (r"(?:commit|pr|pull request|change|code|build|branch|diff|patch|fix|feature|"
                 r"migration|work)")
_WORK_MUST_PASS = re.compile(
    rf"^(?:(?P<every>(?:each|every|all|any)\s+(?:(?:new|single|future)\s+)?{_UNIT_OF_WORK}s?|"
    rf"(?:new|future)\s+{_UNIT_OF_WORK}s?|{_UNIT_OF_WORK}s|everything)|"
    rf"(?:it|this|that|(?:the|your|this|that)\s+(?:new\s+)?{_UNIT_OF_WORK}))"
    r"\s+(?:(?P<should>should)|must|has to|have to|needs to|need to|is to|are to)\s+"
    r"(?:(?:also|always|still)\s+)?pass\s+"
    r"(?P<what>`[^`\n]+`(?:\s*(?:,|,?\s*and|,?\s*as well as)\s+`[^`\n]+`)*)"
    r"(?P<when>\s+before\s+(?:you|we)\s+[a-z]+(?:\s+[\w'’]+){0,4})?"
    r"(?:\s*[,;—–-]+\s*no exceptions|\s+(?:too|as well|again|locally|first))?\W*$", _I)


def _work_passes(body: str) -> _Found | None:
    m = _WORK_MUST_PASS.match(body)
    if m is None or (m.group("should") and not m.group("every")):
        return None
    quoted = [q.strip("`").strip() for q in re.findall(r"`[^`\n]+`", m.group("what"))]
    if not all(command_line(q) == q or is_typed_command(q) for q in quoted):
        return None  # a value or a flag handed on ("`ctx`", "`--release`"): no check to run
    terms = tuple(Term(q, True) for q in quoted)
    # "each commit must pass ...": before each commit; "every PR ...": before one is opened.
    unit = re.match(r"^(?:\w+\s+){0,2}?(?P<unit>commit|pr|pull request)s?\b", body, _I) \
        if m.group("every") else None
    when = (m.group("when") or (" before you commit" if unit and unit.group("unit").lower()
                                == "commit" else " before you open a pull request" if unit
                                else " before you say it's done")).strip()
    return _Found("do", "run", terms, form="convention" if m.group("every") else "imperative",
                  phrase=f"{m.group('what')} {when}")


# "nothing gets handed back here without a clean `npm run typecheck`", "no PR is merged without
# a green `make check`": what no piece of work goes on without, said of all of them.
_NONE_WITHOUT = re.compile(
    r"^(?:nothing|no\s+(?:change|pr|pull request|commit|fix|feature|work)s?)\s+(?:gets|is|goes|"
    r"ever gets|is ever)\s+(?:handed (?:back|over)|merged|pushed|shipped|released|approved|"
    r"reviewed|done|finished|in)(?:\s+(?:here|in this (?:repo|repository|codebase|project)))?"
    r"\s+without\s+(?:an?\s+)?(?:clean|green|passing|successful)?\s*(?P<what>`[^`\n]+`)"
    r"(?:\s+(?:run|pass|passing|being green))?\W*$", _I)


def _gated(body: str) -> _Found | None:
    """ "no commits without a passing `make check`", "don't open a PR until `cargo clippy` is
    clean": the check to run before the work goes out, for all such work unless the words name
    the one at hand ("the PR")."""
    g = gate(body)
    found = _run_before_done(g.check, g.moment) if g is not None else None
    if found is None or (found.terms and not (is_typed_command(found.terms[0].text)
                                              or is_tool(found.terms[0].text))):
        return None  # "nothing gets merged without `lodash`": no check named
    return found if g.at_hand else replace(found, form="convention")


# "`httpx` only, please", "Postgres only, even in tests": the one tool or store for the work, a
# plain name only with a reach that makes it more than an answer ("even in tests", "everywhere").
_REACH_OF_ONLY = (r"(?:please|even (?:in|for|with) [\w -]{1,30}?|everywhere|in this (?:repo|"
                  r"repository|project|codebase)|here|from now on|going forward)")
_ALONE_ONLY = re.compile(rf"^(?P<term>`[^`\n]+`|[A-Za-z][\w.+#-]*)\s+only(?P<reach>(?:\s*,?\s*"
                         rf"{_REACH_OF_ONLY})*)\W*$", _I)
# "use pnpm only in this repo", "dates are handled with `date-fns` only": "only" after the name
# the wish is about, the clause ending there or with a reach.
_ONLY_AFTER = re.compile(rf"(?<=[`\w])\s+only\b(?=\s*(?:[,;.!]|$|{_REACH_OF_ONLY}\b))", _I)
# "only use `pnpm`": "only" before the verb of the wish.
_ONLY_OPENS = re.compile(r"^only\s+(?=(?:use|import|call|prefer)\b)", _I)
_TOLD = re.compile(r"^(?:the|this|that|these|those|we|i|you|they|it|he|she|my|our|their|"
                   r"your)\b", _I)
# "run `pytest -k fast` only": which of the checks to run this time, no rule.
_ONLY_THIS_RUN = re.compile(r"^(?:run|execute|invoke|test|check|build|lint|deploy)\s", _I)


def _only(body: str, reply: str, kind: bool = False) -> _Found | None:
    """A wish scoped by "only" to one name: the way all such work is done. `kind`: the clause
    opened with the kind of thing it is for ("HTTP calls: ...")."""
    m = _ALONE_ONLY.match(body)
    if m:
        sentences = split_sentences(reply)
        if sentences and sentences[-1].rstrip().endswith("?"):
            return None  # "`main` only": which of the agent's choices, for the work asked
        # "`main` only, please": which branch or target, for the work asked, unless the kind
        # it is for or how far it reaches is said.
        reach = re.search(r"\b(?:even|everywhere|this|from now|going forward)\b",
                          m.group("reach"), _I)
        if not (reach or (kind and m.group("term").startswith("`"))):
            return None
        terms = _terms(m.group("term"), plain=True)
        return _Found("do", "use", terms[:1], form="rule", phrase=m.group("term")) \
            if terms else None
    said = _ONLY_OPENS.sub("", body, count=1)
    said = _ONLY_AFTER.sub("", body, count=1) if said == body else said
    if said == body or _ONLY_THIS_RUN.match(said):
        return None
    # "format with `ruff format` only" is the means of all such work; "we deployed with `helm`
    # only", "the tests run with `vitest` only" tell what was done, or how things are.
    found = _read(said) or (None if _TOLD.match(said) else _means_of_a_habit(said)) \
        or _goes_in(said)
    if found is None or found.polarity != "do" or found.verb == "rename":
        return None
    return replace(found, form="rule")



def _flag_of_an_operation(found: _Found, body: str, lead: str = "") -> _Found:
    """ "never use `--no-verify` when you commit", "always use `--force-with-lease` when pushing",
    "whenever you commit, never pass `--no-verify`": a flag is no code the change holds but how
    the operation the words name is run. `lead`: what the sentence says before the clause."""
    if found.verb not in ("use", "pass", "prefer") or not found.terms \
            or not re.fullmatch(r"--?[A-Za-z][\w-]*", found.terms[0].text):
        return found
    # A flag one operation alone takes names it, when the sentence says nothing before the
    # clause ("when you push to a shared branch, ..." is a limit the line would not say).
    op = operation_of_flag(body) or operation_led_by(lead) \
        or (operation_of_its_own(found.terms[0].text) if not lead.strip(" \t\n,;:-") else "")
    if not op:
        return found
    # A ban is read as the git action it names ("commit"), a wish as the operation run.
    verb = op.removeprefix("git ") if found.polarity == "avoid" else op
    # "use `--force-with-lease` instead of `--force` when pushing": the flag set aside is kept
    # off the operation as well; anything else set aside is not about the operation.
    replaced = found.replaced[:1] if found.polarity == "do" and found.replaced \
        and is_flag(found.replaced[0].text) else ()
    return replace(found, verb=verb, terms=found.terms[:1], replaced=replaced, phrase=body)


def _operation(body: str, context: str = "", after: str = "") -> _Found | None:
    """ "always rebase on main before opening the PR", "PRs are always opened as drafts": an
    operation of git or of the forge's client, with what the words do it with (`workflow.py`)."""
    habit = _ALWAYS.match(body)
    rest = _strip_openers(habit.group("rest")) if habit else body
    if habit and (again := _ALWAYS.match(rest)):
        rest = _strip_openers(again.group("rest"))  # "from now on, always rebase ..."
    done = operation_done(rest, context, after)
    if done is None:
        return None
    return _Found("do", done.op, tuple(Term(f, True) for f in done.flags),
                  form="rule" if habit or done.held else "imperative", phrase=done.phrase)


# The verb of a rule that names every new branch (`branch_names.py`).
NAMES_BRANCHES = "name branches"


def _branches_named(body: str) -> _Found | None:
    """ "branch names are `feat/<ticket>-<slug>`": the start of every new branch's name, and the
    name as said."""
    named = branch_name(_strip_openers(body))
    if named is None:
        return None
    return _Found("do", NAMES_BRANCHES, (Term(named.prefix, True), Term(named.name, True)),
                  form="rule", phrase=body)


# "before you say done: `terraform fmt -recursive`", "before every push, `make lint`": the moment
# first, then the command alone, typed as a line of a checklist is, with no verb; the moment
# says when, so a name that is no command ("before the release, `v2`") gives nothing.
# A command, or a few listed ("`dune build @fmt` and `dune test`", "`a`, `b` and `c`").
_COMMANDS = (r"`[^`\n]+`(?:\s*(?:,\s*(?:and\s+|then\s+)?|and\s+(?:then\s+)?|then\s+|&&\s*)"
             r"`[^`\n]+`){0,3}")
_MOMENT_THEN_COMMAND = re.compile(
    r"^(?P<moment>(?:before|prior to)\s+(?:you\s+|we\s+)?[a-z][\w' -]{1,40}?)"
    # "before you push, every time: ...": how often, said between the moment and its list.
    r"(?:\s*,\s*(?:every time|each time|always|without fail|no exceptions))?\s*[:,]\s+"
    rf"(?P<what>{_COMMANDS})\s*(?:,?\s*(?:as always|like always|as usual|every time|each time|"
    r"please|too|from now on|going forward|from here on))?\W*$", _I)
# "`mix format --check-formatted` before you commit, as always": the same line with the command
# first, as an item added to a list ("and `make lint` before every push") is typed; a remark of
# its own may follow it (", the CI job is strict about it", ", I told you last time"), naming
# no other code and telling of nothing that went wrong (", I think that's what broke it" makes
# the line a report of what was run).
_COMMAND_THEN_MOMENT = re.compile(
    rf"^(?:(?:and|also|plus)\s+)?(?P<what>{_COMMANDS})\s+"
    r"(?P<moment>(?:before|prior to)\s+(?:you\s+|we\s+)?[a-z][\w' -]{1,40}?)\s*"
    r"(?:,?\s*(?:as always|like always|as usual|every time|each time|please|too|from now on|"
    r"going forward|from here on))?"
    # "..., and `golangci-lint run` too": one more command added to the list after its moment.
    rf"(?:,?\s*(?:and|plus|then)\s+(?P<more>{_COMMANDS})(?:\s+(?:too|as well|also))?)?"
    r"(?:,\s*(?:i|we|you|the|ci|it|that|this|our)\s(?![^`?\n]*\b(?:broke|broken|was|were|did|"
    r"happened|caused|failed|crashed)\b)[^`?\n]*)?[.!]*\s*$", _I)


# "always build with `cmake --build build` before you push", "lint with `ruff check` before you
# commit": the check a kind of work is done with, at its moment, is the command run then.
_CHECKED_WITH_AT = re.compile(
    r"^(?:build|test|lint|format|check|type-?check|compile)\s+(?:(?:it|everything|the\s+[\w-]+)"
    r"\s+)?(?:with|using|via)\s+(?P<what>`[^`\n]+`)\s+"
    r"(?P<moment>(?:before|prior to)\s+(?:you\s+|we\s+)?[a-z][\w' -]{1,40}?)\s*"
    r"(?:,?\s*(?:as always|like always|as usual|every time|each time|please|too|from now on|"
    r"going forward))?[.!]*\s*$", _I)
# "`prettier --write` goes before `eslint`, every time", "`go generate` comes ahead of `go
# build`": the order of two commands, said with the first as the subject; the first is run
# before the second, as "run X before Y" says. Not "`X` runs before `Y`", as often what a
# hook or a pipeline does, told.
_GOES_BEFORE = re.compile(
    r"^(?P<what>`[^`\n]+`)\s+(?:always\s+)?(?:goes|comes|(?:must|should|has\s+to)\s+"
    r"(?:go|come|run|be\s+run))\s+(?P<moment>(?:before|ahead\s+of|prior\s+to)\s+`[^`\n]+`)"
    r"(?:,?\s*(?:as always|like always|as usual|every time|each time|always|from now on|"
    r"going forward|no exceptions))?\W*$", _I)
# "`make lint && make test`": commands run one after the other, in one line.
CHAINED = re.compile(r"\s+&&\s+")


def _command_at_a_moment(body: str) -> _Found | None:
    m = _MOMENT_THEN_COMMAND.match(body) or _COMMAND_THEN_MOMENT.match(body) \
        or _CHECKED_WITH_AT.match(body) or _GOES_BEFORE.match(body)
    if m is None:
        return None
    # The commands before the moment, and one added after it, as one list.
    more = m.groupdict().get("more")
    said = f"{m.group('what')} and {more}" if more else m.group("what")
    listed = re.findall(r"`([^`\n]+)`", said)
    # "`cabal build all && cabal test all` before you say done": each command of the chain, and
    # of the list; one that is no command makes the line no checklist's.
    if not listed or not all(is_program_run(part) for what in listed
                             for part in CHAINED.split(what)):
        return None  # "before the release, `v2`": no command named
    return _Found("do", "run", tuple(make_term(what, quoted=True, backticked=True)
                                     for what in listed),
                  form="imperative", phrase=f"{said} {m.group('moment')}")


# "show me the output of `go test ./...` before you finish", "paste the output from `cargo
# test` before you say it's done": the proof asked for is the command's run.
_OUTPUT_SHOWN = re.compile(
    r"^(?:show|paste|give|send)\s+(?:me|us)\s+(?:the\s+)?(?:full\s+)?(?:output|results?|logs?)\s+"
    r"(?:of|from)\s+(?:running\s+)?(?P<what>`[^`\n]+`)(?:\s+(?P<when>(?:before|prior\s+to)\s+"
    r"(?:you|we)\s+[a-z][\w' -]{1,40}?))?\W*$", _I)


def _until_checked(body: str) -> _Found | None:
    gated = _gated(body)
    if gated is not None:
        return gated
    shown = _OUTPUT_SHOWN.match(body)
    if shown is not None and is_program_run(shown.group("what").strip("`")):
        return _run_before_done(shown.group("what"), shown.group("when")
                                or "before you say it's done")
    found = _command_at_a_moment(body)
    if found is not None:
        return found
    m = _NONE_WITHOUT.match(body)
    if m is not None:
        if not (is_command_line(m.group("what").strip("`")) or is_tool(m.group("what").strip("`"))):
            return None  # "nothing gets merged without `lodash`": no check named
        found = _run_before_done(m.group("what"), " before you say it's done")
        return replace(found, form="convention") if found is not None else None
    m = _UNTIL.match(body)
    if m is None:
        m = _PART_OF_DONE.match(body)
        found = _run_before_done(m.group("what"), " before you say it's done") if m else None
        return replace(found, form="convention") if found is not None else None
    found = _run_before_done(m.group("what"), " before you say it's done")
    # "don't call anything done until ...": every piece of work, not the one at hand
    if found is not None and _ANY_WORK.search(body[:m.start("what")]):
        return replace(found, form="convention")
    return found


def _run_before_done(what: str, when: str) -> _Found | None:
    terms = _check_of(what)
    if terms is None:
        return None
    name = terms[0].text if terms else re.split(_PASSING, what, maxsplit=1, flags=_I)[0]
    return _Found("do", "run", terms, form="imperative", phrase=f"{name.strip()} {when.strip()}")


# "panics in library code are not great", "`init()` functions are an anti-pattern": a kind of
# thing judged bad, in the plural and without an article, is a convention against it.
_JUDGED_BAD = re.compile(
    r"^(?P<what>(?!(?:the|this|that|these|those|my|your|his|her|its|our|their|it|they)\b)"
    r"[^,;]{2,60}?)\s+(?P<be>are|is)\s+(?:(?:really|just|generally|usually|always)\s+)?"
    r"(?:(?P<quality>not (?:great|good|nice|ideal|ok|okay)|bad)|not (?:acceptable|welcome|"
    r"allowed)|evil|harmful|a (?:bad idea|code smell|smell|no-go)|an anti-?pattern|discouraged|"
    r"frowned upon)\b"
    r"(?:\s+(?:either|too|here|in this (?:repo|codebase|project)))?\W*$", _I)


_USED_WHERE = re.compile(r"\s(?:in|inside|within|for|across)\s", _I)


# "mocking `fetch` globally is evil", "catching `Exception` is bad": a practice with the code,
# judged; the code itself may be used every other way, so no line that adds it is held against
# it. "using `fetch` directly is bad" judges the code's use.
_A_PRACTICE = re.compile(r"^(?!(?:using|calling|importing|adding)\b)[a-z]+ing\b", _I)


def _judged_bad(body: str) -> _Found | None:
    m = _JUDGED_BAD.match(body)
    if not m or _A_PRACTICE.match(m.group("what")):
        return None
    what = object_phrase(m.group("what"))
    code = code_terms(what)
    if code:
        return _Found("avoid", "use", (code[0],), form="convention", phrase=what)
    words = what.split()
    if len(words) != 1 or m.group("be").lower() != "are" or not words[0].lower().endswith("s") \
            or not names_one_thing(words[0]):
        return None  # a kind of thing is named in the plural: "panics", "globals"
    if m.group("quality") and not _USED_WHERE.search(m.group("what")):
        # "benchmarks are not great" judges how they turned out; "sleeps in tests are not
        # great" judges using them somewhere.
        return None
    one = re.sub(r"(?<=[^s])s$", "", words[0])
    return _Found("avoid", "use", (Term(one, False),), form="convention", phrase=what)


# "errors are wrapped with `fmt.Errorf`", "test helpers are prefixed with `must`", "tests use
# `require` for assertions", "new handlers go through `requireAuth`": how a kind of thing is
# named or done, said in the present of all of it, is a convention. A determiner that picks some
# of them ("the tests", "some handlers", "old tests") or words after the term that say where or
# what happened ("... in three places", "... but share a dir") make it a description.
# Ways code is written, not what a product does at run time ("passwords are hashed with `bcrypt`",
# "sessions are cached in `redis`" describe the system).
_CODING = (r"(?:wrap|compar|check|assert|test|mock|stub|fak|validat|verif|format|log|handl|creat|"
           r"construct|annotat|document|initiali[sz]|(?:re)?generat)")
# No word of the subject picks some of the kind or asks for the work ("make the handlers use X").
_NOT_OF_A_KIND = (r"(?!(?:the|these|those|this|that|some|most|many|few|several|both|old|older|"
                  r"legacy|existing|current|remaining|other|my|your|his|her|its|their|which|what|"
                  r"why|how|does|is|was|has|no|none|only|one|two|three|four|five|six|\d+|make|"
                  r"have|let|get|switch|change|convert|move|migrate|update|port|keep|ensure|and|"
                  r"so|then|but|also|if|when|because)\b(?!-))")
# The kinds of things code is made of: "users call `/login` first", "clients call `refresh()`
# on expiry" say what people and programs do with the product.
_CODE_KINDS = (r"(?:tests|specs|handlers|functions|methods|modules|components|hooks|scripts|"
               r"helpers|calls|classes|services|endpoints|commands|packages|libraries|migrations|"
               r"queries|errors|logs|loggers|assertions|fixtures|mocks|stubs|types|structs|"
               r"interfaces|variables|constants|fields|props|routes|controllers|models|"
               r"timestamps|dates|paths|imports|snapshots|files|enums|exceptions|checks|jobs|"
               r"workflows|decorators|views|templates|widgets|utils|utilities|wrappers|"
               r"identifiers|names|constructors|receivers|parameters|arguments|args|ids|"
               r"configs|settings|secrets|keys|values|environments|envs|querysets|durations|"
               r"timeouts|intervals|retries|tags|prs|responses|payloads|schemas|tables|columns|"
               r"records|dtos|events|strings|translations|urls|styles|vars|selectors|locators|"
               r"indexes|indices|webhooks|getters|setters|builders|expectations|crates|binaries|"
               r"versions|dependencies|deps|providers|resources)")
_KIND_SUBJECT = (rf"(?:(?:all|every|each|new|our)\s+)?(?:{_NOT_OF_A_KIND}[a-z][\w#+-]*\s+){{0,2}}?"
                 rf"{_CODE_KINDS}")
# "handlers that touch the DB", "classes which extend `Exception`": the kind narrowed by a
# relative clause is still a kind (bounded, so that a long clause is read in linear time).
_A_WORD = r"(?:[^,;`\s]+|`[^`\n]{1,60}`)"
_WHICH_ONES = (rf"(?:\s+(?:that|which)\s+(?!(?:is|are|was|were)\b){_A_WORD}"
               rf"(?:\s+{_A_WORD}){{0,5}}?)?")
# "... plus snake_case", "... followed by kebab-case": how the rest of a name is written.
_PLUS_CASE = (r"\s+(?:plus|followed by|\+|then)\s+(?:(?:snake|camel|kebab|pascal|screaming)"
              r"[_ -]?case|(?:lower|upper)[ -]?case)\b")
# How a kind of thing is named: "are prefixed with", "end in", "carry a `X` suffix".
# "are named with a leading `k`", "get a `Dto` suffix across the backend".
_NAMED = (r"(?:are|get)\s+(?:prefixed|suffixed|named|called)(?:\s+(?:with|as))?"
          r"(?:\s+an?(?=\s+`[^`\n]+`\s+(?:suffix|prefix)\b)|\s+an?\s+(?:leading|trailing))?|"
          r"(?:start|begin|end)\s+(?:with|in)|"
          r"(?:carry|get|take|have)\s+(?:a|an|the)(?=\s+`[^`\n]+`\s+(?:suffix|prefix)\b)|"
          # "feature flags are `ff_` plus snake_case": the start of a name, then how the rest
          # is written.
          rf"(?:are|get)(?:\s+(?:named|called|written))?(?=\s+`[^`\n]+`{_PLUS_CASE})")
# The verbs a kind of code is made with, besides those of writing and checking it: "settings are
# read via `X`", "envs are managed by `uv`", "querysets are walked with `X`".
_MADE = (r"(?:written|made|done|defined|declared|loaded|rendered|built|bound|read|computed|derived|"
         r"managed|walked|iterated|parsed|resolved|injected|registered|signed|encoded|decoded|"
         r"pinned|tracked)")
# "envs are managed by `uv`", "versions are pinned with `pip-tools`": a tool that keeps things is
# what the project uses, not a command each piece of work runs.
_KEPT_BY = re.compile(r"\b(?:managed|pinned|tracked)\s+(?:with|by|via|using|through)\s+`", _I)
# "settings are read via `env.get`": what is read is the configuration; "events are read via `X`
# when we debug" is how people look at them.
_READ_KINDS = re.compile(r"\b(?:config|configs|configuration|settings?|secrets?|values?|vars?|"
                         r"envs?|environments?|flags?|options?|credentials?)\b", _I)
_READ_BY = re.compile(r"\bread\s+(?:with|by|via|using|through)\s+`", _I)
# "logs are read via `kubectl logs` when something breaks": what code is read, walked or derived
# with is code, and a command there is how a person looks at things.
_NO_COMMAND_BY = re.compile(r"\b(?:read|computed|derived|walked|iterated|parsed|resolved|injected|"
                            r"registered|encoded|decoded)\s+(?:with|by|via|using|through)\s+`", _I)
_KIND_DOES = Gated(
    rf"^(?P<subject>{_KIND_SUBJECT}{_WHICH_ONES})\s+(?:{_NAMED}|(?:are|get)\s+(?:always\s+)?"
    rf"(?:{_CODING}\w*ed|{_MADE})\s+(?:with|via|using|through|by)|"
    r"are\s+(?:stored|kept|saved|seriali[sz]ed|persisted)\s+(?:as|with|using)|(?:always\s+)?(?:use|"
    r"call|go through|import|extend|implement|inherit from|embed)|(?:are|get)\s+wrapped\s+in)\s+"
    r"(?P<rest>`.+)$")
# "money is formatted by `formatMoney`", "markdown is rendered with `X`": what code holds or does
# as a mass, said in the singular, is a kind as a plural is.
_MASS = (r"(?:money|currency|markdown|configuration|config|logging|navigation|routing|state|"
         r"styling|validation|seriali[sz]ation|i18n|localization|translation|caching|"
         r"authentication|authorization|auth|error handling|data fetching|date handling)")
_MASS_DOES = re.compile(
    rf"^(?P<subject>(?:(?:all|our)\s+)?(?:{_NOT_OF_A_KIND}[a-z][\w-]*\s+)?{_MASS})\s+is\s+"
    r"(?:always\s+)?"
    rf"(?:(?:{_CODING}\w*ed|{_MADE})\s+(?:with|via|using|through|by)|(?:stored|kept|saved|"
    r"seriali[sz]ed|persisted)\s+(?:as|with|using))\s+(?P<rest>`.+)$", _I)
# Verbs of writing and checking code, said of any kind: "customers are created with `X`" and
# "records are validated with `X`" say what the product does.
_WRITING = r"(?:wrap|compar|check|assert|test|mock|stub|fak|format|annotat|document|(?:re)?generat)"
# "floats are compared with `pytest.approx`", "mock expectations are checked with `X`": with a
# verb of naming or of writing code, any kind of thing said in the plural without a determiner
# is what the convention is for; what a kind uses or calls is said of the kinds of code alone
# ("users call `/login` first" speaks of the product's users).
# Words that end like a plural and are none ("always start with `X`").
_NO_PLURAL = (r"(?!(?:always|sometimes|perhaps|was|has|does|yes|thanks|its|this|besides|towards|"
              r"afterwards|nowadays|regardless|unless|whereas|anyways|as|us|plus|thus)\b)")
_PLURAL_KIND = (rf"(?:(?:all|every|each|new|our)\s+)?(?:{_NOT_OF_A_KIND}{_NO_PLURAL}[a-z][\w-]*\s+)"
                rf"{{0,2}}?{_NOT_OF_A_KIND}{_NO_PLURAL}[a-z][\w-]*[^sui\W]s")
# "timestamps in API responses", "sleeps between attempts": a kind narrowed by a place that is
# itself a kind, with no determiner, is still all of a kind ("in the billing module" is one place).
_OF_A_KIND = (rf"(?:in|of|between|for|from|inside|within)\s+(?:{_NOT_OF_A_KIND}{_NO_PLURAL}"
              rf"[a-z][\w-]*\s+)?{_NOT_OF_A_KIND}{_NO_PLURAL}[a-z][\w-]*[^sui\W]s")
_PLURAL_DOES = Gated(
    rf"^(?P<subject>{_PLURAL_KIND})\s+(?:{_NAMED}|(?:are|get)\s+(?:{_WRITING}\w*ed|written)\s+"
    r"(?:with|via|using|through))\s+(?P<rest>`.+)$")
# "logging across our services is done with `log/slog`": a kind of work done with the term.
_WORK_DONE_WITH = re.compile(
    rf"^(?P<subject>{_CODING}\w*ing)(?:\s+(?:across|in|for)\s+(?:our|this|all)(?:\s+[a-z][\w-]*)"
    r"{1,3})?\s+is\s+(?:done|handled)\s+(?:with|via|using|through|by)\s+(?P<rest>`.+)$", _I)
# "new code logs through `telemetry.log`", "new code formats dates with `date-fns`": all the code
# to come is the kind.
_NEW_CODE_DOES = re.compile(rf"^(?:all\s+)?new code\s+(?:(?P<use>uses|calls|goes through|"
                            rf"imports)\s+(?P<rest>`.+)|(?P<done>{_CODING}(?:e|s|es)?\s.+))$", _I)
_KIND_ACTS = Gated(rf"^(?P<subject>{_KIND_SUBJECT})\s+(?P<done>{_CODING}(?:e|s|es)?\s.+)$")
# "we assert with `require`", "we prefix interfaces with `I`": the team's way of doing a kind of
# work; "we check it with `curl`" speaks of one thing.
_WE_DO = re.compile(r"^we\s+(?:(?:prefix|suffix)\s+(?:[\w-]+\s+){1,3}?with\s+(?P<rest>`.+)|"
                    rf"(?P<done>(?!\w+\s+(?:it|this|that|them|these|those|the)\b)(?:{_CODING}|"
                    r"deploy|lint|bundle)(?:e|s|es)?\s.+))$", _I)
# What may follow the term: what kind of work it is for ("for assertions", "in new code").
_KIND_TAIL = re.compile(r"^(?:\s+(?:for|in|on|across|when)(?:\s+[a-z][\w-]*){1,3})?\W*$", _I)
# "... before anyone looks at them", "... before committing": when in each piece of work it is
# done ("... before the last release" says when it was).
# "... followed by the ticket key", "..., like the others in the package": the rest of the
# name, or the code that already follows the convention.
# ", like `Uploader`", ", as in `kMaxRetries`", ", e.g. `feat/PAY-123`": names that follow it.
_AS_THE_OTHERS = re.compile(r"^(?:\s*+,)?\s++(?:followed by\s+[^,;]{1,40}|(?:like|as with)\s+the\s+"
                            r"(?:others|rest)\b[^,;]{0,40}|(?:like|as in|e\.g\.?|such as)\s+"
                            r"`[^`\n]+`(?:\s*(?:,|or|and)\s*`[^`\n]+`)*)(?=\W*$)", _I)
# "... in this app, like `InvoiceLive`": the names that follow it, after where it holds.
_NAMES_THAT_FOLLOW = re.compile(r"\s*,\s*(?:like|as in|e\.g\.?|such as)\s+`[^`\n]+`"
                                r"(?:\s*(?:,|or|and)\s*`[^`\n]+`)*(?=\W*$)", _I)
# "..., except loop counters", "..., except in the generated types": a kind of code the rule
# leaves out, which leaves it standing for the rest (the line written down says it, `reach_of`);
# "except this one", "except here" are the work at hand, and no kind.
_BUT_A_KIND = re.compile(r"^\s*,?\s+except\s+(?:in\s+|for\s+)?(?:(?:the|our)\s+)?"
                         rf"(?:{_NOT_OF_A_KIND}[a-z][\w-]*\s+){{0,2}}{_NOT_OF_A_KIND}{_NO_PLURAL}"
                         r"[a-z][\w-]*[^sui\W]s(?=\W*$)", _I)
_BEFORE_THE_WORK = re.compile(r"^\s+before\s+(?:anyone|someone|they|you|we|it|\w+ing)\b"
                              r"(?:\s+[a-z][\w-]*){0,4}(?=\W*$)", _I)
# "... across the gateway", "... in every component", "... first": all of the project, or when in
# each piece of work ("in the old tests" is some of it).
_ALL_OF_IT = re.compile(r"^\s+(?:(?:across|throughout)\s+(?:the|all|our)\s+[a-z][\w-]*|"
                        r"in\s+(?:every|each|all)\s+[a-z][\w-]*|in\s+the\s+(?:app|codebase|"
                        r"repo|repository|project|monorepo)|first)(?=\W*$|\s*[,;])", _I)
# "..., comparing error strings doesn't pass review": the other way, turned away, is the same rule.
# "..., not fixed numbers" (another kind), "..., always in UTC": the other way turned away, or the
# same habit said again.
_OTHER_WAY_TURNED_AWAY = re.compile(
    r"^\s*[,;]\s+(?:(?:[a-z][\w-]*ing|the other way|anything else)(?:\s+[^\s,;]+){0,4}?\s+"
    r"(?:doesn'?t|does not|won'?t|will not)\s+(?:pass|get through|survive)\s+(?:code\s+)?"
    r"(?:review|ci|lint)|(?:not|never)\s+(?:with\s+|as\s+)?(?!(?:in|on|at|for|inside|within|"
    r"from|under|outside|during|across|even|only|just)\b)"
    rf"(?:{_NOT_OF_A_KIND}[a-z][\w-]*\s+){{0,2}}{_NO_PLURAL}[a-z][\w-]*[^sui\W]s|"
    r"always\s+(?:with|in|as|on)\s+(?:the\s+|an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?=\W*$)", _I)
_SOME_OF_IT = re.compile(r"\b(?:here|there|somewhere|places?|spots?|times|now|yet|still|already|"
                         r"before|anymore|today|one|two|three|four|five|some|"
                         # "... in the UI": one place, as things are there.
                         r"the|this|that|these|those|my|its)\b|\d", _I)


# "we format with `gofumpt`", "we deploy with `helm`": the tool the team does that work with.
_TEAM_TOOL = re.compile(r"^(?:format|lint|deploy|bundle)\s+(?:with|using|via)\s+"
                        r"(?P<tool>`[^`\n]+`)(?P<rest>.*)$", _I)
_STORED_UNITS = re.compile(r"^\s+(?:files|documents|strings|columns|cents|blobs|rows)(?=\W*$)", _I)
_IN_THIS_PROJECT = (r"in this (?:repo|repository|codebase|project|crate|package|app|service|"
                    r"monorepo|workspace|schema|database)")
_IN_THE_PROJECT = re.compile(rf"^\s+(?:here|{_IN_THIS_PROJECT})(?=\W*$)", _I)
# "fallible constructors are called `try_new` in this crate": the project is no place of some of
# them ("here" may be the code at hand).
_IN_THIS_ONE = re.compile(rf"^\s+{_IN_THIS_PROJECT}(?=\W*$)", _I)
# Spaces before a comma and after it are written `(?:\s*,)?\s+`, never `\s*,?\s+`: both match
# the same texts, but where no comma comes the latter's two quantifiers share a run of spaces, and
# a search tries every split of it at every space (a cost cubic in the run: a clause with a pasted
# table's 80 spaces took 20 ms for this pattern alone). A run followed by what can never be a
# character of it is taken whole (`\s++`, `\s*+`); searched everywhere, `(?<!\s)\s++W` only from
# its first character (a match from inside a run is one from its start too, further left), where
# each character of the run would have taken the rest of it back. Where `sub` goes on from the
# end of a match, the start it may go on from stays open: `(?<!\s\s)` after a match that ends on
# one space, `(?!(?<=\s)\s)` (only the spaces of a run) after one that ends on all of them and
# may be followed by a comma at once. `\s(?<!\s\s)\s*+W` is `(?<!\s)\s++W` opened on its first
# space, which the search looks for before it tries the rest. A token is read from its first
# character the same way (`(?<![\w.-])[\w.-]++`, `_CONTRAST`).
_PROJECT_SAID_LAST = re.compile(rf"(?<!\s)(?:\s*+,)?\s++(?:{_IN_THIS_PROJECT}|in our (?:code|"
                                r"codebase))(?=\W*+$)", _I)


# "we don't do float math on money, amounts go through `Decimal`", "no ad-hoc checks in
# components; forms validate through a `zod` schema": after the team's ban, what a kind of thing
# goes through instead is the other half of the rule, whatever the kind.
_HOUSE_BAN = re.compile(r"^\W*(?:we\s+(?:don'?t|do not|never)|no)\s", _I)
_GOES_THROUGH = Gated(
    rf"^(?:{_PLURAL_KIND}\s+(?:(?:go|{_CODING}\w*)\s+(?:through|via)|come\s+from|use|are\s+(?:built|"
    rf"based)\s+on)|{_MASS}\s+(?:(?:goes|{_CODING}\w*s)\s+(?:through|via)|comes\s+from|is\s+"
    r"(?:built|based)\s+on))\s+"
    r"(?:an?\s+)?(?P<rest>`[^`\n]+`)(?:\s+(?:schema|helper|wrapper|class|type|module|"
    r"function|package|library))?\W*$")


# "new tests go in `vitest`", "logging goes through `structlog`": what a kind of code is written
# in, or a kind of work goes through, said with "only".
_GOES_IN = re.compile(rf"^(?:{_PLURAL_KIND}\s+(?:go|live|are written|get written)\s+in|"
                      rf"{_CODING}\w*ing\s+goes\s+(?:through|via))\s+"
                      r"(?P<rest>`[^`\n]+`)\W*$", _I)


def _goes_in(body: str) -> _Found | None:
    m = _GOES_IN.match(body)
    terms = tuple(t for t in code_terms(m.group("rest")) if not _is_path(t.text)) if m else ()
    return _Found("do", "use", terms[:1], form="convention", phrase=m.group("rest")) \
        if terms else None


# "`OldLogger` is frozen, new code logs through `X`", "`useHistory` is gone for us; navigation goes
# through `X`": a name the team no longer takes, said as what became of it for the team, is
# retired when the sentence goes on with the way things are done instead ("`X` is frozen until
# Friday" and "the `X` failure is gone" say how things stand).
_FROZEN = re.compile(r"^\W*(?P<old>`[^`\n]+`)\s+(?:is|was|has been|'s)\s+(?:now\s+)?(?:frozen"
                     r"(?:\s+for\s+us|\s+here)?|(?:gone|dead|out)\s+for\s+us|"
                     # "`X` is gone from our modules": taken out of all of the project.
                     r"gone\s+from\s+(?:our|the)\s+(?:code|codebase|modules|repo|project|app)"
                     r"(?=\W*$))"
                     r"(?:\s+(?:since|after|as of)\s+[^,;]{1,40})?\W*$", _I)


def _frozen(body: str, sentence: str) -> _Found | None:
    m = _FROZEN.match(body)
    at = sentence.find(body)
    if m is None or at < 0:
        return None
    after = sentence[at + len(body):]
    # what comes instead: the next clause that names code, read as a convention
    instead = next((c.strip() for c in re.split(r"[,;:]|\.\s", after) if "`" in c), "")
    if not instead or not (_how_a_kind_is_done(instead) or _GOES_THROUGH.match(instead)
                           or _USE_SAID.match(instead)):
        return None
    old = [t for t in code_terms(m.group("old")) if t.code]
    return _Found("avoid", "use", tuple(old[:1]), (), "deprecation") if old else None


# "`OldClient` is on its way out, new code talks to `ApiClient`", "`Quantum` is being phased out,
# scheduled work goes to `Oban`", "`GlobalScope` is on its way out; coroutines are launched from
# `viewModelScope`": after a name retired for the team, where all new code or all of a kind goes
# instead is what takes its place. Said only after a deprecation: "errors go to `Sentry`" alone
# says where the product sends them.
_GOES_TO_INSTEAD = Gated(
    rf"^(?:(?:all\s+)?new code|{_PLURAL_KIND}|{_MASS}|(?:{_NOT_OF_A_KIND}[a-z][\w-]*\s+)?work)\s+"
    r"(?:(?:goes|go|talks|talk|runs|run)\s+(?:to|on|through|via)|(?:is|are)\s+(?:launched|"
    r"started|run|scheduled|sent|dispatched)\s+(?:from|on|with|through|via))\s+"
    r"(?P<rest>`[^`\n]+`)\W*$")


@lru_cache(maxsize=64)  # asked by each clause of the sentence
def _retired_first(sentence: str) -> tuple[str, bool]:
    """The sentence's first part (up to a "," or ";"), and whether it retires a name ("`X` is
    deprecated", "`X` is frozen")."""
    first = _FIRST_PART.split(sentence, 1)[0]
    return first, bool(_DEPRECATED.match(first) or _FROZEN.match(first))


@lru_cache(maxsize=64)
def _house_ban(sentence: str) -> bool:
    return _HOUSE_BAN.match(sentence) is not None


_FIRST_PART = re.compile(r"[;,]")


def _second_half(body: str, sentence: str) -> _Found | None:
    m = _GOES_THROUGH.match(body)
    # "`utcnow()` is deprecated here; timestamps come from `now(UTC)`": a deprecation is a ban.
    first, retired = _retired_first(sentence)
    if m is None and retired and body.strip() != first.strip():
        m = _GOES_TO_INSTEAD.match(body.strip())
    banned = retired or _house_ban(sentence)
    if m is None or not banned or _found_in(_STATE_NOW, sentence) \
            or _found_in(_IDIOMS, sentence):
        return None  # "we don't use sentry yet, errors go through ...": how things stand
    return _used(m, "rest", "convention")


# "errors wrapped with `%w`, please", "mocks always created with `X`": a convention said with its
# verb as a bare participle, asked for ("please") or said as a habit; without either, a kind
# with a participle is a noun phrase ("prices formatted by `X` show 'US$'").
_PARTICIPLE = re.compile(r"^(?P<kind>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*[^sui\W]s"
                         rf"(?:\s+{_OF_A_KIND})?)\s+(?:always\s+)?(?P<rest>(?:[a-z]+(?:ed|en)|"
                         r"read|built|made|kept|done)\s+(?:with|via|using|through|as|by)"
                         r"\s+`.+)$", _I)
_PLEASE_AFTER = re.compile(r"(?:\s*,)?\s+please\W*$", _I)  # (spaces: `_PROJECT_SAID_LAST`)


def _participle(body: str, sentence: str) -> _Found | None:
    if "`" not in body:
        return None  # nearly every clause: what is asked for is named as code
    if "please" in body.lower():
        body = _PLEASE_AFTER.sub("", body)  # searched only where it can be: slow on long clauses
    m = _PARTICIPLE.match(body)
    if m is None or not (re.search(r"\bplease\b", sentence, _I) or _HABIT.search(sentence)):
        return None
    return _how_a_kind_is_done(f"{m.group('kind')} are {m.group('rest')}")


# "the database session is always obtained through `get_session()`", "the current time always
# comes from `clock.now()`": one thing of the code, said with a habit word, got one way; said
# after the project as where ("in this service, the configuration is read via `X`"), it needs no
# habit word. The verbs are those of getting or making code's parts: "the request is always
# rejected by `auth`" tells what the product does.
_ONE_THING = r"^the\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+"
_GOT = (r"(?:(?:obtained|built|created|constructed|configured|loaded|accessed|acquired|"
        r"instantiated|initiali[sz]ed|wired|injected|wrapped|formatted|declared|defined|"
        r"registered|generated|read)\s+(?:through|via|using|with)|(?:taken|obtained|acquired|"
        r"imported)\s+from)")
_ONE_THING_ALWAYS = re.compile(rf"{_ONE_THING}(?:is\s+(?:always|only ever)\s+{_GOT}|always\s+"
                               r"comes\s+from)\s+(?P<rest>`.+)$", _I)
_ONE_THING_IS = re.compile(rf"{_ONE_THING}is\s+{_GOT}\s+(?P<rest>`.+)$", _I)
_PROJECT_FIRST = re.compile(r"^in this (?:repo|repository|codebase|project|crate|package|app|"
                            r"service)\s*,?\s+", _I)
# "in the Jest suites we assert calls with `X`": all the tests, said first, before the team's way.
_TESTS_FIRST = re.compile(rf"^in (?:the|our|all) (?:{_NOT_OF_A_KIND}[a-z][\w#+.-]*\s+)?(?:tests|"
                          r"suites|specs|test suites)\s*,?\s+(?=we\s)", _I)
# "each CLI command registers itself through `@app.command()`", "every test helper calls
# `t.Helper()`": each of a kind of code, in the singular, written one way. What each one returns,
# has or prints is the product's behaviour, and is no verb here.
_EACH_ONE = (r"(?:test|spec|handler|function|method|module|component|hook|script|helper|class|"
             r"service|endpoint|command|package|migration|query|struct|interface|route|"
             r"controller|model|view|template|widget|page|worker|job|fixture|mock|resolver|"
             r"middleware|reducer|store|plugin|subcommand|constructor|decorator)")
_EACH_DOES = re.compile(
    rf"^(?:each|every)\s+(?:[a-z][\w-]*\s+){{0,2}}?{_EACH_ONE}(?:\s+in\s+the\s+[a-z][\w-]*)?\s+"
    r"(?:(?:calls|uses|imports|takes|accepts|exports|declares|registers|verifies|validates|"
    r"extends|implements|embeds|wraps|logs)(?:\s+(?:itself|its\s+[a-z][\w-]*|the\s+[a-z][\w-]*|"
    r"an?))?(?:\s+(?:through|via|with|using))?|goes\s+through|inherits\s+from|"
    # "each test gets its own `tmp_path`": what every one of the kind is given.
    r"(?:gets|has)\s+(?:its\s+own|an?))\s+(?P<rest>`.+)$",
    _I)
# "tests are table-driven, with a `t.Run` per case": how a kind of test is written, and the
# construct each of its cases is given. Only a way of writing tests is said so ("handlers are
# slow, with a query per row" tells a flaw).
_WRITTEN_WITH = Gated(
    rf"^(?P<subject>{_KIND_SUBJECT})\s+are\s+(?:all\s+|always\s+)?(?:(?:table|data|property)"
    r"[- ](?:driven|based)|parametri[sz]ed|hermetic)(?:,\s*|\s+)with\s+(?:an?\s+|one\s+)?"
    r"(?P<rest>`.+)$")
_PER_CASE = re.compile(r"^\s+(?:per|for\s+(?:each|every))\s+(?:case|row|input|scenario|entry|"
                       r"subtest)(?=\W*$)", _I)
# What may follow the term each one uses: where in it ("on its first line", "first"), what kind
# of code the term is ("a `generateMetadata` function").
_WHERE_IN_IT = re.compile(r"^\s+(?:first|(?:on|in|at)\s+(?:its|the)\s+(?:first|top|last)"
                          r"(?:\s+line)?|function|method|decorator|hook)(?=\W*$)", _I)

# "migrations are applied with `alembic upgrade head`", "releases are cut by `just release`",
# "schema changes ship via `prisma migrate deploy`": how a kind of change goes out, said as a
# fact, is a command the work runs (a name that is no command gives nothing).
_GOES_OUT = re.compile(
    r"^(?:the\s+)?(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*\s+(?:(?:are|is|get|gets)\s+(?:always\s+|only\s+)?"
    r"(?:applied|cut|published|upgraded|bumped|compiled|deployed|released|shipped|tagged|"
    r"promoted|rolled\s+out|(?:re)?generated)|ships?|go(?:es)?\s+out|(?:are|is)\s+run)\s+"
    r"(?:only\s+)?(?:with|by|via|through|using)\s+(?P<rest>`.+)$", _I)
# "buf generate", "bumpver update --patch": a tool and what it is to do, as a command is typed.
_SUBCOMMAND = re.compile(r"[a-z][\w.-]*(?:\s+--?[a-z][\w-]*|\s+[a-z][\w:.-]*)+")
# "..., never by hand in psql", "..., nobody edits the file by hand": the other way, turned away.
_BY_HAND = re.compile(r"^\s*[,;]?\s+(?:and\s+)?(?:never|not|nobody\s+[a-z]+|no one\s+[a-z]+)"
                      r"(?:\s+[^\s,;]+){0,4}?\s+by\s+hand(?:\s+[a-z][\w-]*){0,3}(?=\W*$)", _I)


# "event classes here end in `Event`", "panics in our tests are checked via `X`", "env vars of
# this app all carry the `X` prefix": the project, or all of a kind of its code, said after the
# kind is the kind's reach, as the project said first is.
_KIND_OF_THE_PROJECT = re.compile(
    r"^(?P<kind>(?:[a-z][\w#+-]*\s+){0,2}?[a-z][\w-]*[^sui\W]s)\s+(?:here|"
    r"(?:in|of|across) (?:this|our) (?:repo|repository|codebase|project|crate|package|app|"
    r"service|monorepo|workspace|schema|database|suite)|"
    # "in the .NET solution", "in the Rails codebase": the project, by the platform it is built
    # on ("in the Android app" is one part of it, `_ONE_PART`).
    r"in the \.?(?-i:[A-Z])[\w#+.-]* (?:solution|codebase|project|monorepo)|"
    # "in the .NET tests", "in our Elixir suites": all the tests of a language, as "in the Go
    # tests" opening a rule is (`_KIND_SCOPE`).
    r"in (?:the|our) \.?(?-i:[A-Z])[\w#+.-]* (?:tests|specs|suites|test suites|code)|"
    rf"in (?:our|all) (?:{_NOT_OF_A_KIND}[a-z][\w#+-]*\s+)?(?:[a-z][\w-]*[^sui\W]s|code)|"
    rf"{_OF_A_KIND})(?:\s+all)?(?=\s+[a-z])", _I)


# "`identity` columns instead of `serial`", "`Carbon` instances, not `DateTime`": what kind of
# code the term is, said between it and the other way.
_UNIT_BEFORE_OTHER = re.compile(r"^(`[^`\n]+`)\s+(?:columns|files|types|calls|instances|objects|"
                                r"values|strings)"
                                r"(?=\s*,?\s*(?:instead of|rather than|not|over)\s+`)", _I)
# "new screens are `SwiftUI`", "new tables get `identity` columns": what each new one of a kind is
# made as, said of all to come ("the new screens are ..." are some that exist).
_NEW_ONES_ARE = re.compile(rf"^new\s+(?:{_NOT_OF_A_KIND}[a-z][\w-]*\s+)?{_NOT_OF_A_KIND}"
                           rf"{_NO_PLURAL}[a-z][\w-]*[^sui\W]s\s+(?:are|get)\s+(?:written\s+in\s+|built\s+"
                           r"(?:with|in)\s+)?(?P<rest>`.+)$", _I)
# "getters in our Go code don't carry a `Get` prefix", "handlers are never prefixed with `handle`":
# a name a kind of code does not take.
_NOT_NAMED = Gated(
    rf"^{_KIND_SUBJECT}{_WHICH_ONES}\s+(?:(?:don'?t|do not|never)\s+(?:carry|get|take|have)\s+"
    r"(?:a|an|the)\s+(?P<affix>`[^`\n]+`)\s+(?:suffix|prefix)|(?:are|get)\s+never\s+(?:prefixed|"
    r"suffixed)\s+with\s+(?P<affix2>`[^`\n]+`)|(?:don'?t|do not|never)\s+(?:start|begin|end)\s+"
    r"(?:with|in)\s+(?P<affix3>`[^`\n]+`))\W*$")


# "don't prefix interfaces with `I`", "never suffix classes with `Impl`": a part the names of a
# kind of declaration do not take, said with the verb of the part ("don't prefix booleans with
# ..." names a kind no declaration shows, and is left).
_NOT_AFFIXED = re.compile(r"^(?:don'?t|do not|never)\s+(?:ever\s+)?(?:prefix|suffix)\s+"
                          rf"(?:(?:our|any|the)\s+)?(?:[\w-]+\s+)?(?:{'|'.join(SAID_KINDS)})"
                          r"\s+with\s+(?:an?\s+|the\s+)?(?P<affix>`[^`\n]+`)\W*$", _I)


def _how_a_kind_is_done(body: str) -> _Found | None:
    if _STATE_NOW.search(body):
        return None  # "errors are still compared with `==`": how things stand
    first = _PROJECT_FIRST.match(body)
    body = body[first.end():] if first else body
    tests = _TESTS_FIRST.match(body)
    body = body[tests.end():] if tests else body
    kind = _KIND_OF_THE_PROJECT.match(body)
    if kind is not None:  # a match and a slice: a template substitution costs more per clause
        body = kind.group("kind") + body[kind.end():]
    # "getters don't carry a `Get` prefix in this codebase": the project said last is all of it
    unnamed = _NOT_NAMED.match(_PROJECT_SAID_LAST.sub("", body)) \
        or _NOT_AFFIXED.match(_PROJECT_SAID_LAST.sub("", body))
    if unnamed is not None:
        affix = next(a for a in (unnamed.groupdict().get(g) for g in ("affix", "affix2", "affix3"))
                     if a)
        return _Found("avoid", "use", tuple(code_terms(affix)[:1]), form="convention",
                      phrase=affix)
    m = _KIND_DOES.match(body) or _MASS_DOES.match(body) or _PLURAL_DOES.match(body) \
        or _WORK_DONE_WITH.match(body) \
        or _ONE_THING_ALWAYS.match(body) or _EACH_DOES.match(body) or _GOES_OUT.match(body) \
        or _WRITTEN_WITH.match(body) or _NEW_ONES_ARE.match(body) \
        or (_ONE_THING_IS.match(body) if first else None)
    form = "convention"
    if m is not None:
        rest = m.group("rest")
    else:
        m = _WE_DO.match(body) or _KIND_ACTS.match(body) or _NEW_CODE_DOES.match(body)
        form = "rule" if body.lower().startswith("we") else "convention"
        rest = m.group("rest") if m is not None and m.groupdict().get("rest") else ""
        if m is not None and not rest:
            said = m.group("done")
            if m.re is _NEW_CODE_DOES:  # "new code logs through X": "log through X"
                said = re.sub(r"^(\w+?(?:ch|sh|ss|x))es\b|^(\w+?)s\b",
                              lambda v: v.group(1) or v.group(2), said)
            done = _DONE_WITH.match(said) or _TEAM_TOOL.match(said)
            rest = f"{done.group('tool')}{done.group('rest')}" if done else ""
    if not rest.startswith("`"):
        return None
    # "`identity` columns instead of `serial`": what kind of code the term is, before the other
    # way.
    rest = _UNIT_BEFORE_OTHER.sub(r"\1", rest)
    inner = _contrast(rest)
    if inner is not None and inner.replaced:
        return _Found("do", "use", inner.terms[:1], inner.replaced[:1], form, rest) \
            if _said_to_the_end(inner, rest) else None
    end = rest.find("`", 1)
    tail = _NAMES_THAT_FOLLOW.sub("", re.sub(rf"^{_PLUS_CASE}", "", rest[end + 1:], flags=_I))
    # "we mock time with `X` here": the team's way.
    tail = (_IN_THE_PROJECT if form == "rule" else _IN_THIS_ONE).sub("", tail)
    # "carry a `X` suffix", "documented with `# --` comments": what kind of code the term is
    tail = re.sub(r"^\s+(?:comments?|annotations?|decorators?|calls?)(?=\W*$)|"
                  r"^\s+(?:suffix|prefix)\b", "", tail, flags=_I)
    tail = _STORED_UNITS.sub("", tail)  # "stored as `toml` files"
    tail = _BY_HAND.sub("", _ALL_OF_IT.sub("", tail))
    tail = _OTHER_WAY_TURNED_AWAY.sub("", tail)
    tail = _WHERE_IN_IT.sub("", tail) if m.re in (_EACH_DOES, _ONE_THING_ALWAYS,
                                                  _ONE_THING_IS) else tail
    tail = _PER_CASE.sub("", tail) if m.re is _WRITTEN_WITH.regex else tail
    tail = _BEFORE_THE_WORK.sub("", _AS_THE_OTHERS.sub("", tail))
    tail = _BUT_A_KIND.sub("", tail)
    terms = code_terms(rest[:end + 1])
    if end < 0 or not terms or not _KIND_TAIL.match(tail) or _SOME_OF_IT.search(tail):
        return None
    # "we deploy with `fly deploy`", "we lint with `biome check`": a tool and what it is to do,
    # typed as a command is, whether or not the tool is one we know.
    if (is_tool(terms[0].text) or _SUBCOMMAND.fullmatch(terms[0].text)) \
            and _NO_COMMAND_BY.search(body):
        return None
    read = _READ_BY.search(body)
    if read is not None and not _READ_KINDS.search(body[:read.start()]):
        return None
    if (is_tool(terms[0].text) and not _KEPT_BY.search(body)) \
            or _SUBCOMMAND.fullmatch(terms[0].text):
        return _Found("do", "run", terms[:1], form=form, phrase=terms[0].text)
    if m.re is _GOES_OUT:
        return None  # "releases are cut by `ci.yml`": no command the work runs
    return _Found("do", "use", terms[:1], form=form, phrase=rest)


# "we poll with `wait_for` instead", "we intercept requests with `msw` instead": the team's way of
# doing a thing, in the present, set against another way ("we tried `X` instead", "we went with
# `X` instead" tell what happened).
_WE_INSTEAD = re.compile(
    r"^we\s+(?!(?:could|would|should|might|may|can|will|must|had|have|did|do|does|went|came|"
    r"stuck|built|ended|settled|were|was|got|used|need|needed)\b)(?P<verb>[a-z]+)(?<!ed)\s+"
    r"(?:(?!(?:it|this|that|them|these|those|the)\b)[a-z][\w-]*\s+){0,2}?"
    r"(?:with|using|via|through)\s+(?P<rest>`[^`\n]+`)\s+instead\W*$", _I)


# "we parametrize with `X` here instead of ...", "we stub calls through `X` rather than ...": the
# team's way of doing a thing, in the present, set against another.
_WE_DO_WITH = re.compile(
    r"^we\s+(?!(?:could|would|should|might|may|can|will|must|had|have|did|do|does|went|came|"
    r"stuck|built|ended|settled|were|was|got|used|need|needed)\b)(?P<verb>[a-z]+)(?<!ed)\s+"
    r"(?:(?!(?:it|this|that|them|these|those|the)\b)[a-z][\w-]*\s+){0,2}?"
    r"(?:with|using|via|through)\s+`[^`\n]+`", _I)


def _we_do_it_with(body: str) -> bool:
    m = _WE_DO_WITH.match(body)
    return m is not None and not re.fullmatch(_IRREGULAR_PAST, m.group("verb"), _I)


def _we_instead(body: str) -> _Found | None:
    m = _WE_INSTEAD.match(body)
    if m is None or re.fullmatch(_IRREGULAR_PAST, m.group("verb"), _I):
        return None
    return _used(m, "rest", "rule")


# "we moved from X to Y", "we've switched to Y", "we migrated off X": what the team left and
# what it uses now.
_NAME = r"(?:`[^`\n]+`|\"[^\"\n]+\"|[\w@.:+#-]+(?:\(\))?)"
# What may follow the last name: when, never what happened next ("... and now it hangs").
_WHEN_PAST = (r"recently|a while ago|last (?:week|month|year|sprint|quarter)|(?:a|one|two|three|"
              r"four|five|six|a few|several|\d+) (?:years?|months?|weeks?|quarters?|sprints?|"
              r"releases?) ago|in (?:the )?(?:spring|summer|autumn|fall|winter)|"
              r"since (?:v?[\d.]+|then)")
# "... when we rewrote the CLI": what the team did when it happened.
_WHEN_SAID = rf"(?:\s+(?:now|already|{_WHEN_PAST}|when we [a-z]+\s[^,;]{{1,40}}?))?\W*"
_MIGRATED = re.compile(
    r"^we(?:'ve|'re|\s+have|\s+are)?\s+(?:now\s+|already\s+|recently\s+)?(?:moved|switched|"
    r"migrated|changed|moving|switching|migrating)(?:\s+over)?\s+"
    rf"(?:(?:from|off|away from)\s+(?P<old>{_NAME})(?:\s+(?:to|for)\s+"
    rf"(?P<new>{_NAME}))?|to\s+(?P<new2>{_NAME})(?:\s+from\s+(?P<old2>{_NAME}))?){_WHEN_SAID}$",
    _I)
# "we removed `lodash` in the spring, use the native methods", "we ripped out `request` last
# year, everything uses `undici` now": what the team did away with, told with when, and what to
# use instead; alone ("we removed `X` last week. why does the build fail?") or with what
# happened next ("... but it's still in the bundle") it is a story.
_DROPPED = Gated(
    r"^we(?:'ve|\s+have)?\s+(?:removed|dropped|ripped out|got rid of|stopped using)\s+"
    rf"(?P<old>`[^`\n]+`)\s+(?:{_WHEN_PAST})(?:\s*[,;]\s*(?:(?:so\s+)?(?:please\s+)?use\s+"
    r"(?P<new>`[^`\n]+`)?[^,;`?]*|(?:it['’]?s|everything (?:uses|goes through)|we use)\s+"
    r"(?P<new2>`[^`\n]+`)(?:\s+(?:for everything|everywhere|now|instead))*))[.!]?\s*$")
# "`foo` was replaced by `bar`", "`foo` was removed in favour of `bar`": what happened is a
# deprecation only when nothing happens after it.
_HAPPENED = r"\b(?:(?:replaced|superseded) by|(?:removed|dropped) in favou?r of)"
# "... superseded by `X` in the web app": where the team's code takes the other instead.
_REPLACED_BY = re.compile(rf"{_HAPPENED}\s+{_NAME}(?:\s+(?:in|across)\s+(?:our|this|the|all)\s+"
                          rf"[\w-]+(?:\s+[\w-]+)?)?{_WHEN_SAID}$", _I)
# What opens a clause that only mentions a deprecation ("I know `x` is deprecated, but ...",
# "since `x` is deprecated"): a person who does something else with it, or a subordinate clause.
_NOT_THE_SUBJECT = re.compile(r"^(?:(?:i|we|you|they|he|she)\s+\w|(?:although|though|even though|"
                              r"while|since|as|if|when|whether|because|now that|once|unless)\b)",
                              _I)


def _names_a_file(text: str) -> bool:
    """A path or a file name, not a dotted name in code ("cmp.Diff")."""
    return ("/" in text or has_file_extension(text)) and not split_alternatives(text) \
        and not is_package_path(text)


# "we're phasing out `nose` in favour of `pytest`", "we've deprecated `legacyAuth`": what the team
# retires, and what takes its place.
_RETIRED = re.compile(
    r"^we(?:'ve|'re|\s+have|\s+are)?\s+(?:now\s+|already\s+)?(?:phasing out|phased out|"
    rf"deprecat(?:ed|ing)|retir(?:ed|ing)|sunsetting)\s+(?P<old>{THING})(?:\s+(?:in favou?r of|"
    rf"for)\s+(?P<new>{_NAME}))?{_WHEN_SAID}$", _I)
# "`dayjs` replaces `moment`", "`httpx` has replaced `requests` in this codebase", "`pathlib` is
# preferred over `os.path`": the name that takes the place of another, said as its subject.
_WHERE_SAID = (r"(?:\s+(?:here|everywhere|now|in new code|"
               r"in this (?:repo|repository|codebase|project)))?")
_SUPERSEDES = re.compile(
    rf"^(?P<new>{_NAME})\s+(?:(?:replaces|supersedes|has replaced|have replaced|has superseded|"
    rf"is replacing|is the replacement for|is the successor (?:to|of))\s+(?P<old>{_NAME})|"
    rf"(?:is|are)\s+(?:now\s+)?preferred(?:\s+(?:over|to|instead of|rather than)"
    rf"\s+(?P<old2>{_NAME}))?){_WHERE_SAID}\W*$", _I)


# "`encoding/json` is what we use", "`ky` is our one HTTP client": the name the team settled on,
# said as its subject ("`ky` is the default client in the template" says how a thing is).
_THE_ONE_WE_USE = re.compile(
    r"^(?P<new>`[^`\n]+`)\s+is\s+(?:what\s+we\s+use|(?:our\s+(?:one|only|standard|house|default|"
    r"go-to)|the\s+house)\s+(?:(?!(?:that|which|who|we|i|you)\b)[a-z][\w-]*\s*){1,3}?)"
    r"(?:\s*(?:here|in\s+(?:this|our)\s+[a-z][\w-]*|for\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?))?"
    r"(?=\W*$|,)", _I)


# "we have `deepmerge` for that": the name the team already holds for a kind of work, answering
# what the agent would bring in.
_WE_HAVE_FOR_IT = re.compile(r"^we(?:'ve|\s+have)?\s+(?:got\s+|already\s+got\s+)?"
                             r"(?:(?<=have )|(?<=got ))(?:already\s+)?(?P<new>`[^`\n]+`)\s+for\s+"
                             r"(?:that|this|it|those|these)(?:\s+already)?\W*$", _I)


def _tool_of_the_project(body: str) -> _Found | None:
    """ "this project only uses yarn", "we lint with ruff", "golangci-lint is our linter":
    the project's tool of a kind (`tool_rules`)."""
    found = tool_rule(body)
    if found is not None:
        return _Found("do", "use", (found.tool,), found.replaced, found.form, found.phrase)
    banned = tools_banned(body)
    return _Found("avoid", "use", banned, form="prohibition", phrase=body.split(None, 1)[1]) \
        if banned else None


def _the_one_we_use(body: str) -> _Found | None:
    return _used(_THE_ONE_WE_USE.match(body) or _WE_HAVE_FOR_IT.match(body), "new", "rule")


def _used(m: re.Match[str] | None, group: str, form: str) -> _Found | None:
    """The first code term in a match's group, as what is to be used."""
    terms = code_terms(m.group(group)) if m else []
    return _Found("do", "use", terms[:1], form=form, phrase=m.group(group)) \
        if m and terms else None


def _retired(body: str) -> _Found | None:
    m = _RETIRED.match(body)
    if m is None:
        m = _SUPERSEDES.match(body)
        if m is None or not m.group("new").startswith("`"):
            return None  # the subject is a name in code, not "this PR" or "the new version"
    old = [t for t in code_terms(m.group("old") or m.groupdict().get("old2") or "")
           if t.code and not _names_a_file(t.text)]
    new = [t for t in code_terms(m.group("new") or "") if t.code and not _names_a_file(t.text)]
    if any(names_a_version(t.text) for t in (*old[:1], *new[:1])):
        return None  # "`v1` is legacy here": a release line the team left, no name in code
    if new:
        return _Found("do", "use", new[:1], tuple(old[:1]), "deprecation")
    return _Found("avoid", "use", old[:1], (), "deprecation") if old else None


# "`Github` should be `GitHub`", "`nodejs` -> `Node.js`": one name set right in its letter case
# or punctuation is how it is spelled everywhere, not a rename of one symbol.
# "`e-mail` is spelt `email` in our copy": how it is spelled where people read it.
_RESPELLED = re.compile(r"^(?P<old>`[^`\n]+`)\s*(?:(?:should be|must be|->|→|=>)\s*"
                        r"(?:spelled\s+|spelt\s+|written\s+)?|is\s+(?:always\s+)?(?:spelled|"
                        r"spelt|written)\s+(?:as\s+)?(?=`[^`\n]+`\s+(?:in|across)\s+"
                        r"(?:all\s+)?(?:our|the)\s+(?:copy|docs|documentation|ui|strings|prose|"
                        r"user-facing text)\W*$))(?P<new>`[^`\n]+`)"
                        r"(?:\s+(?:in|across)\s+[\w\s-]{1,30})?\W*$", _I)
# "the correct spelling is `PostgreSQL`", "the proper casing is `iOS`".
_A_NAME = r"(?:product|brand|company|project)(?:'s)?(?:\s+name)?"
_WHERE_READ = (r"(?:all\s+)?(?:our\s+|the\s+)?(?:(?:ui|app|product|web|site|marketing)\s+"
               r"(?:copy|text|strings)|copy|docs|documentation|ui|strings|prose|"
               r"user-facing text|marketing)")
_SPELLING_NAMED = re.compile(r"^(?:the\s+(?:correct|right|proper|official)\s+(?:spelling|casing|"
                             r"capitali[sz]ation)\s+is\s+(?P<new>`[^`\n]+`)|"
                             # "the product name is written `DataHub`, one word", "in our copy
                             # the word is written `Wi-Fi`".
                             r"(?:in\s+(?:our|the)\s+(?:copy|docs|documentation|ui|strings|"
                             r"prose)\s*,?\s*)?(?:the|our)\s+(?:(?:product|brand|company|"
                             r"project)(?:(?:'s)?\s+name)?|word|verb|noun|framework|library|"
                             r"language)\s+is\s+(?:always\s+)?"
                             r"(?:written|spelled|spelt|capitali[sz]ed)\s+(?:as\s+)?"
                             # "... `Next.js` in our docs", "... `log in`, two words, everywhere
                             # in the UI": where people read it, all of it.
                             rf"(?P<new2>`[^`\n]+`)(?:(?:\s*,[^,;]{{1,20}},)?\s+(?:everywhere\s+)?"
                             rf"in\s+{_WHERE_READ}|\s*,[^,;]{{1,20}},\s+everywhere)?|"
                             # "the company is `Acme Labs` in copy", "in prose it's
                             # `Kubernetes`": what a name is where people read it.
                             rf"(?:the\s+)?{_A_NAME}\s+is\s+(?P<new3>`[^`\n]+`)\s+in\s+"
                             rf"{_WHERE_READ}|in\s+(?:{_WHERE_READ}|everything\s+we\s+(?:publish|"
                             r"write|ship))\s*,?\s*(?:it'?s|it is|"
                             rf"(?:the\s+)?{_A_NAME}\s+is)\s+(?P<new4>`[^`\n]+`)|"
                             # "it's `to-do`, with the hyphen, in our copy": where people read
                             # it said after.
                             r"(?:it'?s|it is)\s+(?P<new5>`[^`\n]+`)(?:\s*,[^,;`]{1,25},)?\s+"
                             rf"in\s+{_WHERE_READ}|"
                             # "the product name is `Quotely`, not `QuoteLy`": the same letters
                             # set against another way of writing them (`_respelled`).
                             rf"(?:the\s+)?{_A_NAME}\s+is\s+(?P<new6>`[^`\n]+`)(?=\s*,?\s*(?:not|"
                             r"never|rather than)\s+`)|"
                             # "our copy says `sign in`, not `log in`": the word where people
                             # read it, set against the one it replaces (`_NOT_THAT_ONE`).
                             rf"{_WHERE_READ}\s+(?:says|uses)\s+(?P<new7>`[^`\n]+`)(?=\s*,?\s*"
                             r"(?:not|never|rather than|instead of)\s+`))"
                             r"(?=\W*$|,(?!\s*(?:which|that|but|and|so|because|though)\b))", _I)


def renamed(old: str, new: str) -> bool:
    """ "`ParseConfig` -> `parseConfig`", "`user_id` -> `userId`", "`getUserId` should be
    `getUserID`": one identifier in code named anew (its first letter, its underscores, a
    lower camel case name), not how a word is spelled."""
    return old[1:] == new[1:] or ("_" in old) != ("_" in new) \
        or any(re.fullmatch(r"[a-z]+[A-Z]\w*", n) for n in (old, new))


def _respelled(body: str) -> _Found | None:
    m = _RESPELLED.match(body)
    if m is not None:
        old, new = m.group("old").strip("`"), m.group("new").strip("`")
        if old == new or not letters(old) or letters(old) != letters(new) \
                or renamed(old, new):
            return None  # "`timeout` should be `30`": a value, not a spelling
        return _Found("do", "use", (Term(new, True, cased=True, written=True),),
                      (Term(old, True, cased=True, written=True),), "rule", new)
    m = _SPELLING_NAMED.match(body)
    if m is None:
        return None
    new = m.group("new") or m.group("new2") or m.group("new3") or m.group("new4") \
        or m.group("new5") or m.group("new6") or m.group("new7")
    # "in the UI it's `Sign in`, not `Login`": the word it is set against goes.
    other = _NOT_THAT_ONE.match(body[m.end():])
    if m.group("new6") and (other is None or letters(other.group("old")) != letters(new)):
        return None  # "the product name is `Quotely`, not `Acme`": a name, not its spelling
    gone = (Term(other.group("old").strip("`"), True, cased=True, written=True),) if other \
        else ()
    return _Found("do", "use", (Term(new.strip("`"), True, cased=True, written=True),), gone,
                  "rule", new)


_NOT_THAT_ONE = re.compile(r"^(?:\s*+,)?\s*+(?:not|never|rather than|instead of)\s++"
                           r"(?P<old>`[^`\n]+`)\W*$", _I)


def _migration(body: str) -> _Found | None:
    m = _MIGRATED.match(body)
    if m is None and ", so " in body:
        # "we're migrating from `jest` to `vitest`, so new test files import from `vitest`": what
        # follows from the move, said of the new name, is the move again ("..., so the build
        # broke" tells what happened).
        move, _, then = body.partition(", so ")
        m = _MIGRATED.match(move)
        new = (m.group("new") or m.group("new2") or "") if m else ""
        if m is None or not new.startswith("`") or new not in then or "`" in then.replace(new, ""):
            return None
    if not m or re.search(r"\bbranch", body, _I):
        return None  # "we switched to `dev`" speaks of a branch, not of a tool
    old = [t for t in _terms(m.group("old") or m.group("old2") or "", plain=False)
           if not _names_a_file(t.text)]
    new = [t for t in _terms(m.group("new") or m.group("new2") or "", plain=False)
           if not _names_a_file(t.text)]
    if new:
        return _Found("do", "use", new[:1], tuple(old[:1]), "deprecation")
    return _Found("avoid", "use", old[:1], (), "deprecation") if old else None


_VALUE = re.compile(r"[\d.,:%]+[a-z]{0,2}|.*=.*", _I)


def _plain_side(word: str, other: str) -> bool:
    """Whether a side of a move said in plain words names code: a library's or a tool's name
    (`names_code`), or a word of prose ("moment", "fetch") set against one, as in a choice of
    two names (`judges.mine`); no language, system or way of working."""
    if names_no_library(word):
        return False
    if names_code(word):
        return True
    return names_one_thing(word) and not names_a_kind(word) and any(t.code or names_code(t.text)
                                         for t in _terms(other, plain=True))


def _sides(old: str, new: str, form: str) -> _Found | None:
    """What a move takes and what it leaves, as a directive: the names in code on each side, no
    file ("we moved `utils.py` to ..." moves a file), no value ("from `30s` to `60s`"); a side
    taken that names nothing in code makes it no move of code."""
    def named(words: str, other: str) -> list[Term]:
        return [replace(t, code=True) for t in _terms(words, plain=True)
                if not _names_a_file(t.text) and not _VALUE.fullmatch(t.text)
                and (f"`{t.text}`" in words or _plain_side(t.text, other))]
    olds, news = named(old, new), named(new, old)
    if new and not news:
        return None  # "`log4j` was replaced by Apache's fork": what came is no name in code
    if news:
        # The names left at once ("`eslint` and `prettier`") are each turned away.
        return _Found("do", "use", tuple(news[:1]), tuple(olds), form)
    return _Found("avoid", "use", tuple(olds[:1]), (), form) if olds else None


# Why a move was made: "because ...", "since ...", "as it ...", "after ...".
_WHY = re.compile(r"^(?:because|since|as|after|when|due to|for)\b", _I)


# Why a thing is not used, told as what nobody did: it was never set up, no one got to it. The
# team's "don't" is then how the project stands, not a choice made against the thing ("we
# don't use `moment` because it's huge" is one).
_NEVER_SET_UP = re.compile(
    r"\b(?:(?:nobody|no one|noone)\s+(?:has\s+|had\s+)?(?:ever\s+|really\s+)?(?:set|sets|setup|"
    r"configured|installed|wired|got around to|gotten around to|bothered|had (?:the )?time|"
    r"found (?:the )?time)\b|(?:never|not|isn'?t|wasn'?t|aren'?t|weren'?t|hasn'?t|haven'?t|"
    r"didn'?t)\s+(?:been\s+|yet\s+|ever\s+)*(?:set\s+(?:(?:it|them|that|this)\s+)?up|configured|"
    r"installed|wired\s+(?:(?:it|them|that|this)\s+)?up|got around to|gotten around to|"
    r"(?:had|found)\s+(?:the\s+)?time)\b)", _I)


def _move_told_for_a_reason(found: _Found, body: str, reason: str) -> bool:
    """ "we moved off `requests` because it was slow", "we switched to `httpx` since `requests`
    has no async": a move the team made, told with why and with only one side named, is the
    story of the move; the rule, if any, is said in another clause ("..., use `httpx`"). With
    both sides named ("we moved from `X` to `Y` because ...") what the code uses now is said."""
    return bool(reason) and _WHY.match(reason) is not None and moved(body) is not None \
        and not (found.terms and found.replaced)


def _switched(body: str) -> _Found | None:
    """ "we dropped `nose` for `pytest` last year": the team's move (`switches.py`); a name the
    team is on now is a tool or a library's name, not a branch or a version ("we're on `main`
    now")."""
    said = moved(body)
    if said is None:
        return None
    old, new, form = said
    if form == "on":
        if not names_code(new.strip("`\"")):
            return None
        form = "rule"
    return _sides(old, new, form)


def _switched_then(clause: str, sentence: str) -> _Found | None:
    """ "`kaminari` is out, `pagy` is in": a name retired in the clause and the one taken
    named later in its sentence, read from the clause to the end of the sentence."""
    whole = (sentence or clause).strip()
    at = whole.find(clause.strip())
    said = moved_then(whole[at:]) if at >= 0 else None
    if said is not None and any(shared_branch(side) or names_a_version(side) for side in said):
        # "`master` is legacy here; we're on `main`", "`v1` is legacy; we're on `v2`": a branch
        # or a release the team is on, not a tool to use or to avoid.
        return None
    found = _sides(*said, "deprecation") if said is not None else None
    # "`v2` is out, we use it now": no name taken, so "out" is a release.
    return found if found is not None and found.replaced else None


# "it's spelled `GitHub`, not `Github`", "the flag is written `--dry-run`, not `--dryrun`": how a
# name is written, said against another way of writing it, is a convention.
_SPELLED = re.compile(r"^(?:it'?s|it is|that'?s|they'?re|they are|(?:the|our) [\w ]{1,30}? "
                      r"(?:is|are))\s+(?:always\s+)?(?:spelled|spelt|written|capitali[sz]ed|"
                      r"styled)\s+(?:as\s+)?(?P<rest>.+)$", _I)
# "it's `GitHub`, not `Github`": a name set against itself in another letter case is how it is
# spelled, even without the word; "it's `pnpm install`, not `npm install`": a tool or a command
# set against another is the one the project runs. Two other names after "it's" may only say
# which is meant ("it's `ENOENT`, not `EACCES`", "it's `config.yaml`, not `config.yml`").
_SPELLED_BARE = re.compile(r"^(?:it'?s|it is|that'?s|that is)\s+(?P<rest>.+)$", _I)


def _corrected(inner: _Found | None, rest: str) -> bool:
    """Is the contrast after a bare "it's" a spelling or the tool the project runs, said to the
    end of the clause ("it's `pnpm install`, not `npm install`, that fails" says what fails)?"""
    if inner is None or not inner.terms or not inner.replaced:
        return False
    if inner.terms[0].cased:
        return True
    return _said_to_the_end(inner, rest) and (
        all(is_tool(t.text) for t in (inner.terms[0], inner.replaced[0]))
        or spelled_otherwise(inner.terms[0].text, inner.replaced[0].text))


def _said_to_the_end(inner: _Found, rest: str) -> bool:
    """Does the contrast end the clause? "it's `pnpm install`, not `npm install`, that fails"
    says which one fails."""
    return re.search(re.escape(inner.replaced[0].text) + r"[`\"']?[\s.!]*$", rest) is not None


# "our ORM is `prisma`, not `typeorm`", "the linter is `ruff`, not `flake8`": the tool a project
# uses for a job, named by the job and named as code or as a known command; a word of state
# before the job ("the failing library", "the old formatter") makes it a description, and a plain
# word after "is" is most often a state ("the formatter is broken, not slow"). A bare "it's
# vitest, not jest" is not read: without the job, two names set against each other say as often
# which branch, environment, table or log level is meant ("it's `main`, not `master`").
_TOOL_OF_A_JOB = re.compile(
    r"^(?:the|our|this (?:repo|project)'?s?)\s+(?:(?:test|testing|unit|e2e|validation|logging|"
    r"http|schema|date|state|mocking|database|db|css|web|frontend|backend)\s+){0,2}(?:library|"
    r"lib|framework|test runner|task runner|package manager|bundler|linter|formatter|"
    r"type ?checker|logger|orm|http client|validator|build tool|build system)\s+(?:is|we use is)"
    r"\s+(?P<rest>.+)$", _I)


# "the docs use British spelling: `behaviour`, not `behavior`", "identifiers use American
# spelling, `color` rather than `colour`", "in user-facing text we say `workspace`, never
# `project`", "messages call them `members`, not `users`": a way of writing, or the words the
# team says for things, set against the other; the pair is the rule, said to the end.
_SPELLING_WAY = (r"(?:british|american|us|uk|oxford|canadian|australian)\s+(?:english\s+)?"
                 r"spelling")
_HOUSE_WORDS = Gated(
    rf"^(?:(?:the\s+|our\s+)?(?:{_NOT_OF_A_KIND}[\w-]+\s+){{1,3}}(?:use|uses|follow|follows)\s+"
    rf"{_SPELLING_WAY}|{_SPELLING_WAY}"
    r"(?:\s+in\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)?|"
    r"(?:in\s+(?:our\s+|the\s+|all\s+)?[\w-]+(?:\s+[\w-]+)?\s*,?\s+)?we\s+(?:say|call\s+(?:it|them))|"
    rf"(?!(?:{_NOT_OF_A_KIND.removeprefix('(?!').removesuffix(')')}))[\w-]+(?:\s+[\w-]+)?\s+call\s+"
    r"(?:it|them))\s*[:,]?\s+(?P<rest>`[^`\n]+`\s*,?\s+(?:not|never|rather than|instead of|"
    r"over)\s+`[^`\n]+`)\W*$")


def _house_words(body: str) -> _Found | None:
    m = _HOUSE_WORDS.match(body)
    inner = _contrast(m.group("rest")) if m else None
    if m is None or inner is None or not inner.terms or not inner.replaced:
        return None
    return _Found("do", "use", inner.terms[:1], inner.replaced[:1], "rule", m.group("rest"))


def _tool_of_a_job(body: str) -> _Found | None:
    m = _TOOL_OF_A_JOB.match(body)
    inner = _contrast(m.group("rest")) if m else None
    if m is None or inner is None or not inner.terms or not inner.replaced:
        return None
    named = (inner.terms[0], inner.replaced[0])
    if not _said_to_the_end(inner, m.group("rest")) \
            or not all((t.code or is_tool(t.text)) and not _names_a_file(t.text) for t in named):
        return None  # "the library is `utils.py`, not `helpers.py`": which file holds it
    return _Found("do", "use", inner.terms[:1], inner.replaced[:1], "rule", m.group("rest"))


def _written_so(body: str) -> _Found | None:
    """How the team writes a word (`spelling.py`): the right form to use and the wrong one
    turned away, each checked in its letter case when the rule is about case."""
    said = written_convention(body)
    if said is None:
        return None
    right = Term(said.right, True, cased=said.cased, written=True)
    wrong = (Term(said.wrong, True, cased=said.cased, written=True),) if said.wrong else ()
    # A pair said with no habit of the team's ("spell it 'email', not 'e-mail'") is a contrast
    # like any other, whose scope the sentence says.
    return _Found("do", "use", (right,), wrong, "rule" if said.habit else "preference", said.said)


def _spelling(body: str) -> _Found | None:
    m = _SPELLED.match(body)
    inner = _contrast(m.group("rest")) if m else None
    if m is None:
        bare = _SPELLED_BARE.match(body)
        inner = _contrast(bare.group("rest")) if bare else None
        if bare is None or not _corrected(inner, bare.group("rest")):
            return None
        m = bare
    if inner is None or not inner.replaced:
        return None
    return _Found("do", "use", _as_written(inner.terms), _as_written(inner.replaced), "rule",
                  m.group("rest") if m else "")


def _as_written(terms: tuple[Term, ...]) -> tuple[Term, ...]:
    """Terms said as the way a word is written: prose, not a thing the code uses."""
    return tuple(replace(t, written=True) for t in terms)


def _deprecation(body: str) -> _Found | None:
    m = _DEPRECATED.match(body)
    instead: re.Match[str] | None = None
    if m is None and "," in body:
        # "`React.FC` is discouraged, type the props directly": the state, then what to do.
        head, rest = body.split(",", 1)
        m = _DEPRECATED.match(head)
        if m is not None and not _STATE_NOW.search(rest):
            instead = _GOES_TO_INSTEAD.match(rest.strip())
    if not m or (re.search(_HAPPENED, body, _I) and not _REPLACED_BY.search(body)) \
            or _NOT_THE_SUBJECT.match(m.group("old")):
        return None
    if m.group("closed"):
        places = tuple(t for t in _terms(m.group("old"), plain=False) if _is_path(t.text))
        if places:
            return _Found("avoid", "touch", places, (), "deprecation", m.group("old"))
        # "`any` is off limits in our TypeScript": a name in code is banned.
        named = [t for t in _terms(m.group("old"), plain=False) if t.code]
        return _Found("avoid", "use", tuple(named[:1]), (), "deprecation") if named else None
    said_before, subject = _state_subject(m.group("old"))
    old = _terms(_LABEL.sub("", subject), plain=False)
    new = _terms(m.group("new") or m.group("then") or (instead.group("rest") if instead else ""),
                 plain=True) or said_before
    if (m.group("link") or "").lower() == "by" and (
            not new or not re.search(r"(?:replaced|superseded)\W*$", m.string[:m.start("link")],
                                     _I)):
        return None  # "forbidden by the server", "retired by Apache": who did it, not what to use
    if not old and new and _PRONOUN.fullmatch(m.group("old").strip()):
        # "stop using X, it's deprecated in favour of Y": "it" is the clause before.
        return _Found("do", "use", new[:1], (), "deprecation")
    if not old or (names_a_version(old[0].text)
                   and (not new or names_a_version(new[0].text))):
        # "`v1` is legacy here", "`3.8` is deprecated": a release left, no name in code; "the
        # `v1` client is deprecated, switch to `ClientV2`" names the code to use instead.
        return None
    if new:
        return _Found("do", "use", new[:1], old[:1], "deprecation")
    if is_command_line(old[0].text):
        # "`git push --force` is banned here": a command not to run.
        return _Found("avoid", "run", old[:1], (), "deprecation", old[0].text)
    return _Found("avoid", "use", old[:1], (), "deprecation")


_PRONOUN = re.compile(r"it|this|that|they|them|these|those|it'?s|that'?s|they'?re", _I)
_USE_SAID = re.compile(r"^\W*(?:(?:always|please|just|so)\s+)*(?:use|prefer|call|go with|"
                       r"switch to)\s+(?P<new>.+)$", _I)


# "NOTE: `x` is deprecated": a label in capitals heads the sentence; it is not what is said
# deprecated.
_LABEL = re.compile(r"^\s*[A-Z]{2,}(?:[ -][A-Z]{2,})?:\s+(?=\S)")


def _state_subject(words: str) -> tuple[tuple[Term, ...], str]:
    """What a deprecation is said of, and what the words spliced on before it said to use.

    In "rename `a` to `b`, `c` is deprecated" only `c` is deprecated; in "use `logger.warning`,
    the `warn` alias is deprecated" the clause before the comma names what to use instead."""
    before, comma, subject = words.rpartition(",")
    if not comma or not _terms(subject, plain=False):
        return (), words
    use = _USE_SAID.match(before)
    return (_terms(use.group("new"), plain=False)[:1] if use else ()), subject


def _replacement(body: str) -> _Found | None:
    m = _REPLACEMENT.search(body)
    if not m or (m.group("old6") and re.search(r"\bbranch", m.group("old6"), _I)):
        return None  # "switch the branch to `dev`" is a checkout
    groups = (("old", "old2", "old3", "old4", "old5", "old6"),
              ("new", "new2", "new3", "new4", "new5", "new6"))
    old = next((m.group(g) for g in groups[0] if m.group(g)), "")
    new = next((m.group(g) for g in groups[1] if m.group(g)), "")
    new, _ = _reason(new)
    arrow = bool(m.group("old5"))
    old_terms, new_terms = _terms(old, plain=False), _terms(new, plain=False)
    if new_terms and not old_terms and (m.group("old2") or m.group("old") or m.group("old6")):
        # "rename it to X", "replace the hand-written loop with X": what goes is the task's
        # own, what comes is the wish.
        return _Found("do", "rename" if m.group("old2") else "replace", new_terms[:1], (),
                      "replacement", new)
    if not new_terms and old_terms and not arrow and m.group("old"):
        # "replace fmt.Println with the logger": what goes is checkable, what comes is not.
        return _Found("avoid", "use", old_terms[:1], (), "replacement", old)
    if not new_terms or not old_terms:
        return None
    verb = "rename" if m.group("old2") or arrow else "replace"
    return _Found("do", verb, new_terms[:1], old_terms[:1], "replacement", new)


_GERUNDS = {"using": "use", "adding": "add", "calling": "call", "importing": "import",
            "mentioning": "mention", "committing": "commit", "pushing": "push",
            "merging": "merge", "running": "run", "touching": "touch", "changing": "change",
            "modifying": "modify", "editing": "edit", "introducing": "add", "relying": "rely",
            "logging": "log", "printing": "print"}


def _base_verb(rest: str) -> str:
    """ "stop using X" is "stop use X" as far as the object goes."""
    first, _, tail = rest.partition(" ")
    base = _GERUNDS.get(first.lower())
    return _put_as_added(f"{base} {tail}" if base else rest)


# "put a `// SAFETY:` comment above every unsafe block", "put `#[must_use]` on builders", "never
# put `print()` calls in library code": code set somewhere in the code is code added there. Only
# a name in backticks, with what it is, then where it goes: "put the migration in its own
# commit" is how work goes out, "put `redis` on hold" an idiom, "put `X` there" one place told,
# "put `WIP` in commit messages" the text of a message, no code.
_PUT_ON = re.compile(
    r"^put(?:ting)?\s+(?P<what>(?:an?\s+|the\s+)?`[^`\n]+`(?:\s+[a-z]+){0,2}?)\s+"
    r"(?P<where>(?:on|onto|above|below|before|after|over|in|into|inside|at\s+the\s+(?:top|start|"
    r"beginning|end|head|bottom)\s+of)\s+(?!(?:hold|ice|pause|the\s+back\s?burner|record|"
    r"display)\b)(?!(?:the\s+|our\s+|any\s+|a\s+|your\s+)?(?:[\w-]+\s+)?(?:messages?|titles?|"
    r"subjects?|descriptions?|bodies|body|changelog|release notes)\b)\S.*)$", _I)


def _put_as_added(rest: str) -> str:
    """ "put `X` on Y" is "add `X` on Y"; any other words as they are."""
    m = _PUT_ON.match(rest)
    return f"add {m.group('what')} {m.group('where')}" if m else rest


# ("don't ever `npm install` new dependencies": "ever" makes "don't" the same "never")
_NEVER_A_TERM = re.compile(r"^(?:please\s+)?(?:never|no more|(?:don'?t|do not|dont) ever)\s", _I)
# "we don't `jest.mock` our own modules", "we never `git push --force` to main": what the team
# does not do, named by the code that does it, set right after the ban as its verb would be ("we
# never `git tag`ged it" tells what happened).
_TERM_AS_VERB = re.compile(r"^we\s+(?:don'?t|do not|never)\s+`[^`\n]+`(?=[\s,;.!]|$)", _I)
# "don't `terraform apply` without asking", "do not `npm publish` from your machine": the ban
# of the order, the term as its verb; followed by what it is done to ("don't `git add` the
# generated files"), the term is only how, and no ban of it.
_DONT_TERM = re.compile(r"^(?:please\s+)?(?:don'?t|do not|dont)\s+`[^`\n]+`\s*(?:$|[,;.!]|"
                        r"(?:without|unless|until|before|after|in|on|to|into|against|from|"
                        r"again|ever|anymore|here|there|please)\b)", _I)


def _banned_as_typed(term: Term) -> str:
    """The verb of a term banned with no verb of its own ("never `X`", "don't `X`", "we never
    `X`"): a command when it is typed as a program is run (a known program, a build tool with
    its task, any program with a flag, a script of the project), code otherwise. Whichever
    negation bans it, the same term is the same check: "`rm -rf build/`" is a run, "`import
    pdb`" and "`unsafe impl Send`" are code, however much they look like words and arguments."""
    return "run" if is_program_run(term.text) or is_script(term.text) else "use"


# "we don't use redis yet": how things stand, not a rule ("we don't use it anymore" is one).
_STATE_NOW = Gated(rf"\b(?:yet|still|{FOR_NOW})\b")
# "we use `redis` for sessions already": what the team has in place, told as how things stand.
_ALREADY = re.compile(r"\balready\b", _I)


# "run into X", "run out of X", "run across X": a phrasal verb, no command.
_PHRASAL_RUN = re.compile(r"^(?:into|across|out of|over|through|up against|away|off)\b", _I)


# "never commit generated files", "don't commit secrets": files named by what they are, which
# no command's absence shows.
_FILES_OF_A_KIND = re.compile(
    r"^(?:any|the|our|your|those|these|such)?\s*(?:[\w.-]+\s+){0,2}?(?:files?|artifacts?|binaries|"
    r"secrets?|credentials|keys|tokens|passwords|build(?:s| outputs?)?|outputs?|lock ?files?|"
    r"dumps?|logs?|snapshots?|fixtures|assets|vendored code|dependencies|node_modules)\b", _I)
# The thing committed, named in code as the verb's object: what goes into the commit, never a flag
# of the command ("never commit `--no-verify`") nor where it goes ("to `main`").
_WHAT_IS_COMMITTED = re.compile(r"^(?:the\s+)?`(?!-)[^`\n]+`", _I)
# "never edit generated files except `schema.graphql`": what follows is what the ban leaves out;
# "don't run the whole suite, just `pytest tests/test_api.py`": what is to be done instead.
# (runs of spaces: `_PROJECT_SAID_LAST`)
_EXCEPTED = re.compile(rf"(?<!\s)(?:\s*+,)?\s++{_EXCEPT_WORDS}\s.*$|"
                       r"(?<!\s)\s*+[,;]\s*+(?:just|only|instead|rather)\b.*$", _I)


# "never leave `console.log` in committed code", "don't leave `debugger` statements in the
# diff", "don't leave fmt.Println in the code": a term the change must not hold when it is done
# (unquoted, only a token shaped like code: "leave comments in the code" bans no word).
_LEFT_IN_CODE = re.compile(
    r"^leave\s+(?:any\s+)?(?P<what>`[^`\n]+`|[^\s`,;]+)(?:\s+(?:calls?|statements?|lines?|"
    r"comments?))?\s+(?:in|inside)\s+(?:the\s+|any\s+|a\s+)?(?:committed\s+|merged\s+|"
    r"pushed\s+|shipped\s+|final\s+)?(?P<place>code(?:base)?|commits?|diffs?|prs?|"
    r"pull requests?|repo|production|source)\b", _I)


# "no force pushes", "no pushing to `main`", "no amending pushed commits": an operation named as a
# noun after "no" is banned as its verb would be ("don't force push").
_NO_OPERATION = re.compile(
    r"^(?P<no>(?:please\s+)?no\s+(?:more\s+)?)(?:direct\s+)?(?P<op>(?:force[- ]?)?push(?:es|ing)|"
    r"amend(?:s|ing)|rebas(?:es|ing)|deploy(?:s|ing)|releas(?:es|ing)|publish(?:es|ing))\b"
    # What may follow the operation: where, when or how often; "no deploys went out", "no
    # rebasing needed" tell how things are.
    r"(?=\W*$|\s*[,;.!]|\s+(?:to|on|onto|into|in|from|for|during|before|after|without|until|"
    r"unless|ever|anymore|please|pls|here|there|at all)\b|\s+(?:" + GIT_STATE + r"\s+)?"
    + GIT_OBJECT + r"\b)", _I)
_OPERATION_VERB = {"push": "push", "amend": "amend", "rebas": "rebase", "deploy": "deploy",
                   "releas": "release", "publish": "publish"}


def _operation_banned(body: str) -> str:
    m = _NO_OPERATION.match(body)
    if m is None:
        return body
    op = m.group("op").lower()
    force = "force push" if op.startswith("force") else ""
    stem = re.sub(r"(?:es|s|ing)$", "", op.replace("force-", "").replace("force ", ""))
    verb = force or _OPERATION_VERB.get(stem, stem)
    return f"don't {verb}{body[m.end():]}"


# "the hooks", "the git hooks", "pre-commit hooks", "our commit hooks", with "ever" after them.
_THE_HOOKS = re.compile(r"(?:(?:the|our|any|git's)\s+)?(?:(?:git|pre-commit|commit|pre-push|push)"
                        r"\s+)*hooks?(?:\s*,?\s*ever)?", _I)


# What a commit message or a pull request's title or description says ("prefix commit messages
# with `[JIRA-123]`", "every PR title must start with `[api]`", "each PR must include `Closes
# #123` in the description"): the message is what the clause is about, or where its text goes.
A_MESSAGE = (r"(?:commit\s+(?:messages?|subjects?|titles?|bod(?:y|ies)|trailers?)|"
             r"(?:pr|pull request|merge request|mr)s?\s+(?:titles?|descriptions?|bod(?:y|ies)|"
             r"summar(?:y|ies)))")
OF_A_MESSAGE = re.compile(
    rf"^\W*(?:(?:each|every|all|any|the|our|your|a|its|their)\s+)?{A_MESSAGE}\b|"
    rf"\b(?:to|in|into|on|at the (?:start|end) of|with)\s+(?:(?:the|each|every|all|any|your|our|"
    rf"its|their)\s+)?{A_MESSAGE}\b|"
    rf"\b(?:prefix|suffix|start|begin|end|tag|title)\s+(?:(?:the|each|every|all|any|your|our)\s+)?"
    rf"{A_MESSAGE}\b", _I)
# A file said to stay out of the repository: "keep `.env` out of git", "that file stays out of
# the repo", "`x.tfstate` never goes in git", "it must never be committed". Said of a file (in
# backticks, or pointed back at), it is "never commit" that file; "keep it out of this commit"
# is one commit's, and is left as it is.
_FILE_SAID = r"(?P<file>`[^`\n]+`|(?:that|this|those|these)(?:\s+files?)?|it|them)"
_THE_REPO = (r"(?:git|version control|source control|(?:the|our)\s+(?:git\s+)?(?:repo|"
             r"repository|codebase))\b")
_KEEP_OUT_OF_GIT = re.compile(
    rf"^(?:keep|leave)\s+{_FILE_SAID}\s+out\s+of\s+{_THE_REPO}(?P<rest>.*)$", _I)
_STAYS_OUT_OF_GIT = re.compile(
    rf"^{_FILE_SAID}\s+(?:(?:stays|(?:must|should|has to|needs to)\s+stay)\s+out\s+of\s+"
    rf"{_THE_REPO}|(?:never\s+goes|(?:must|should)\s+never\s+go|does\s*n[o']t\s+go)\s+"
    rf"in(?:to)?\s+{_THE_REPO}|(?:must|should)\s+never\s+be\s+(?:committed|checked\s+in|"
    rf"pushed)(?:\s+(?:to|in|into)\s+{_THE_REPO})?)(?P<rest>.*)$", _I)

# "don't add `coverage/` to git", "never check `vendor` into source control": added to the
# repository is committed.
_ADDED_TO_GIT = re.compile(
    rf"^(?P<neg>(?:don'?t|do not|never)(?:\s+ever)?)\s+(?:add|check|put)\s+{_FILE_SAID}\s+"
    rf"(?:in)?to\s+{_THE_REPO}(?P<rest>.*)$", _I)


# "never commit that", "don't push those files": a commit's files pointed back at.
_COMMITS_POINTED = re.compile(r"\b(?:commit|check\s+in|push|add|stage)\s+(?:(?:that|this|those|"
                              r"these)(?:\s+files?)?|them|it)\b", _I)


def keeps_out_of_commits(sentence: str, pointed: bool) -> bool:
    """Do the words keep a file out of what is committed: by the repository it stays out of
    ("`.env` stays out of git"), or, when they do not name the file (`pointed`), by a word that
    points back at it ("never commit that file"; "don't touch `go.sum`, commit the rest" keeps
    nothing out of a commit)?"""
    said = _OPENERS.sub("", sentence).strip()
    return (pointed and _COMMITS_POINTED.search(said) is not None) or _out_of_git(said)


def _out_of_git(body: str) -> bool:
    """Is the body worded as something kept out of the repository ("keep `.env` out of git",
    "`dist/` never goes in the repo", "don't add `coverage/` to git")?"""
    said = body.strip()
    return any(p.match(said) for p in (_KEEP_OUT_OF_GIT, _STAYS_OUT_OF_GIT, _ADDED_TO_GIT))


def _kept_out_of_git(body: str) -> _Found | None:
    """ "keep `.env` out of git" as "don't commit" the file, and "`.env` stays out of the repo"
    as the rule it states of how the repository is kept."""
    if m := _KEEP_OUT_OF_GIT.match(body.strip()):
        return _prohibition(f"don't commit {m.group('file')}{m.group('rest')}")
    if m := _STAYS_OUT_OF_GIT.match(body.strip()):
        found = _prohibition(f"never commit {m.group('file')}{m.group('rest')}")
        return replace(found, form="rule") if found is not None else None
    if m := _ADDED_TO_GIT.match(body.strip()):
        return _prohibition(f"{m.group('neg')} commit {m.group('file')}{m.group('rest')}")
    return None


def _prohibition(body: str) -> _Found | None:
    if _out_of_git(body):
        return _kept_out_of_git(body)
    body = _operation_banned(body)
    m = _NEGATIVE.match(body)
    if not m:
        return None
    if re.match(r"^we\s", body, _I) and _STATE_NOW.search(body):
        return None
    rest = _base_verb(re.sub(r"^get rid of\b", "remove", m.group("rest"), flags=_I))
    rest = _EXCEPTED.sub("", rest)
    rest = re.sub(r"^force[- ]?push(?:ing)?\b", "push --force", rest, flags=_I)
    # "don't type `any` in the shared types": code typed is code written
    rest = re.sub(r"^type\s+(?=`)", "write ", rest, flags=_I)
    skipped = re.match(r"^(?:skip|bypass|circumvent)\s+(?P<obj>.+?)\W*$", rest, _I)
    if skipped and _THE_HOOKS.fullmatch(skipped.group("obj")):
        # "never skip the git hooks": what skips them is the one flag, on a commit or a push.
        return _Found("avoid", "use", (Term("--no-verify", True),), form="prohibition",
                      phrase=skipped.group("obj"))
    if skipped:
        # "never skip `make lint`", "don't skip the tests": a check to run.
        checks = _check_of(skipped.group("obj"))
        return _Found("do", "run", checks, form="prohibition", phrase=skipped.group("obj")) \
            if checks is not None else None
    logged = _not_logged(rest) or _not_caught(rest)
    if logged is not None:
        return logged
    left_in = _LEFT_IN_CODE.match(rest)
    if left_in is not None:
        what = left_in.group("what")
        term = opening_term(what) if what.startswith("`") or is_code_like(what) else None
        # "`console.log`" in code is a call; "`notes.txt`" left in a commit is a file.
        if term is not None and "/" not in term.text and not term.text.startswith("-") and (
                not _is_path(term.text)
                or left_in.group("place").lower() in ("code", "codebase", "source")):
            return _Found("avoid", "use", (term,), form="prohibition", phrase=rest)
    v = _VERB.match(rest)
    opening = opening_term(rest)
    if opening is not None and not rest.lstrip().startswith("`") \
            and runs_an_english_word(opening.text):
        opening = None  # "never go back to callbacks", "never just guess": English, unquoted
    if v is None and (_NEVER_A_TERM.match(body) or m.group("allows")) and opening is not None:
        # "log with slog, never `log.Printf`", "no more `panic` in the cli": the term itself;
        # "never `git push --force`": the command.
        return _Found("avoid", _banned_as_typed(opening), (opening,), form="prohibition",
                      phrase=rest)
    if v is None and opening is not None and _DONT_TERM.match(body):
        # "don't `helm upgrade` ...": a tool and its subcommand, typed as it is run
        return _Found("avoid", _banned_as_typed(opening), (opening,), form="prohibition",
                      phrase=rest)
    if v is None and opening is not None and _TERM_AS_VERB.match(body):
        # "we don't `unwrap()` in library code": the team's ban with the term as its verb.
        return _Found("avoid", _banned_as_typed(opening), (opening,), form="rule", phrase=rest)
    if v is None:
        return None  # "don't worry", "never mind", "stop here": no verb we can read
    verb, obj = v.group("verb").lower(), v.group("rest")
    if verb in ("commit", "amend", "push", "merge", "rebase", "deploy", "publish", "release"):
        said = _WHAT_IS_COMMITTED.match(obj)
        what = code_terms(said.group(0)) if said and verb in ("commit", "push") else ()
        if what and committed_code(what[0].text, obj[said.end():]):
            # "never commit `console.log` calls", "don't push `print()` calls": code kept out
            # of the code committed, no file and no ban of committing.
            return _Found("avoid", "use", what[:1], form="prohibition", phrase=obj)
        # "never commit `app.log`": a file or a call alike by its name, so neither is written.
        files = tuple(t for t in code_terms(obj)
                      if (_is_path(t.text) or is_kept_out_file(t.text))
                      and not ambiguous_name(t.text))
        if files and not re.match(r"^(?:to|on|into|onto)\s", obj, _I) \
                and not re.search(r"\b(?:yet|until|before|for now|right now)\b", obj, _I):
            # "never commit `.env` files": the files stay out of the change, commits are fine
            # ("don't commit `x.go` yet" is about when to commit).
            return _Found("avoid", "touch", files, form="prohibition", phrase=obj)
        if not files and _FILES_OF_A_KIND.match(obj) and not _THOSE_FILES.match(obj):
            # "never commit generated files": which files, not whether to commit ("that file"
            # points back at the one named before it)
            return None
        if verb == "commit" and not files and _WHAT_IS_COMMITTED.match(obj):
            # "never commit `node_modules`", "keep `vendor` out of git": a thing kept out of
            # the commit that names no file of the repository, no ban of committing
            return None
        return _Found("avoid", verb, _terms(obj, plain=False), form="prohibition", phrase=obj)
    if verb in ("touch", "change", "modify", "edit", "delete", "remove", "drop", "rewrite",
                "reformat"):
        return _left_alone(obj, verb in ("delete", "remove", "drop"), "prohibition")
    if verb in ("bump", "upgrade", "downgrade"):
        # "don't bump `testify` in this PR": the dependency's line stays as it is; "never bump
        # `react` past 17" sets a limit, which no kept line checks.
        return _left_alone(obj, True, "prohibition") if _ONLY_A_VERSIONED.match(obj) else None
    if verb == "run":
        if _PHRASAL_RUN.match(obj):
            return None
        return _Found("avoid", "run", _terms(obj, plain=False), form="prohibition", phrase=obj)
    if _TASK_VERB.match(verb):
        return _code_made(verb, obj)
    if verb == "import":
        # "don't import anything from `X`": what is not to be imported from is X.
        obj = re.sub(r"^(?:anything|any code|code|things|stuff)\s+(?=from\s)", "", obj, flags=_I)
    terms = _terms(obj, plain=verb in ("use", "import", "add", "call", "mention", "include"))
    if terms and verb == "use" and is_command_line(terms[0].text):
        return _avoided(terms, "prohibition", obj)  # "don't use `git add -A`": not to run
    return _Found("avoid", verb, terms, form="prohibition", phrase=obj) if terms else None




# "never write `using namespace std;` in a header", "never set `nodeIntegration: true` on a
# window", "never create a `new PrismaClient()` in a route", "don't type `any`": a verb of making
# whose object is code in backticks, alone up to where it goes, bans that code. A file made
# ("never create `utils.py`"), a kind named after the code ("never create a `v2` branch"), a
# value it is set to ("don't set `DEBUG` to true") or a time ("don't write `x` yet") keep the verb
# the work's.
# Text that goes into a message ("never put `WIP` in commit messages") is no code either.
_MAKING_CODE = frozenset(("write", "put", "set", "create"))
_CODE_MADE = re.compile(r"^(?:(?:a|an|any|the)\s+)?(?P<term>`[^`\n]+`)"
                        # "never write `unsafe` blocks": the code by the kind of code it makes
                        r"(?:\s+(?:blocks|calls|statements|expressions|casts|literals|imports|"
                        r"comments|annotations|macros))?(?=\s*(?:$|[,;.!]|"
                        r"(?:in|on|inside|within|into|outside|anywhere|again|ever|anymore|at all)"
                        r"\b))(?!\s*(?:in|into|on)\s+(?:(?:the|each|every|all|any|your|our|its|"
                        rf"their)\s+)?{A_MESSAGE})", _I)


def _code_made(verb: str, obj: str) -> _Found | None:
    m = _CODE_MADE.match(obj) if verb.lower() in _MAKING_CODE else None
    terms = tuple(t for t in code_terms(m.group("term")) if t.code) if m else ()
    if not terms or _is_path(terms[0].text) or _a_file(terms[0].text) \
            or is_command_line(terms[0].text):
        return None
    return _Found("avoid", verb.lower(), terms[:1], form="prohibition", phrase=obj)


# "never log `password`", "don't print the raw `req.Headers` map": what is not to be written to
# a log, and nothing more; words after it ("don't log `err` twice", "... at info level", "...
# when you return it") say how or when to log it, which no search for the term can check.
_LOG = re.compile(
    r"^(?:log|print)\s+(?:(?:the|any|a|an|its|their|our|your)\s+)?(?:[\w-]+\s+)?"
    r"(?P<term>`[^`\n]+`|\S+)(?:\s+(?!(?:\w+ly|twice|again|here|there|too|anymore|first|then|"
    r"now|either|also|and|or|but|at|in|on|to|for|when|if|unless|with|without)\b)[a-z]+)?"
    r"(?:\s+(?:anywhere|ever|at all|please|in (?:plain|clear) ?text))?[\s.!]*$", _I)


def _not_logged(rest: str, form: str = "prohibition") -> _Found | None:
    """What a prohibition keeps out of logs, when it is named as code ("never log `token`");
    a plain word ("don't log the token", "never log secrets") is nothing a check can find."""
    m = _LOG.match(rest)
    if m is None:
        return None
    terms = tuple(t for t in code_terms(m.group("term")) if t.code)
    return _Found("avoid", "log", terms[:1], form=form, phrase=m.group("term")) if terms else None


# "don't catch `Exception`", "never rescue `Exception`", "no catching bare `except:`": an error
# type kept out of what the code catches, and nothing more; a place or a time said after it
# ("... in the workers", "... when retrying") narrows the ban, which a search of every catch
# clause would not.
_CATCH = re.compile(
    r"^(?:catch|rescue)\s+(?:(?:a|an|any|the|bare|plain|generic|broad|raw|top-level)\s+)*"
    r"(?P<term>`[^`\n]+`)(?:\s+(?:exceptions?|errors?|clauses?|blocks?))?"
    r"(?:\s+(?:anywhere|ever|at all|please|anymore))?"
    # "..., catch the specific error", "...; let it propagate": what to do instead, no limit
    r"(?:\s*[,;]\s*(?:instead\s+)?(?:catch|rescue|handle|use|let|raise|re-?raise|throw|"
    r"propagate)\b[^,;:]*)?[\s.!]*$", _I)


def _not_caught(rest: str, form: str = "prohibition") -> _Found | None:
    """The error type a prohibition keeps out of catch clauses, when it is named as code; a
    plain word ("don't catch everything", "never swallow errors") is nothing a check finds."""
    m = _CATCH.match(rest)
    if m is None:
        return None
    terms = tuple(t for t in code_terms(m.group("term")) if t.code)
    return _Found("avoid", "catch", terms[:1], form=form, phrase=m.group("term")) if terms \
        else None


_ONLY_A_VERSIONED = re.compile(r"^`[^`\n]+`(?:\s+(?:in this (?:pr|pull request|change|branch)|"
                               r"for now|yet|here|again|please|either))*\W*$", _I)


# "the migrations folder", "our vendor directory": a folder by its name, said as a word; a word
# that says which folder without naming it ("the whole folder", "the current directory", "the
# home directory") names none, nor do words about the folder ("the log directory path").
_FOLDER_BY_NAME = re.compile(r"\b(?:the|our)\s+(?P<name>\.?[a-z][a-z0-9_.-]*)\s+"
                             r"(?:folder|directory|dir)\b(?!\s+(?:of|for|that|which|path|"
                             r"paths|setting|settings|name|names|option|variable|env|structure|"
                             r"layout)\b)")
_NO_FOLDER_NAME_WORDS = """
whole entire same current parent working home root top other another project repo repository
temp tmp new old right wrong main base source output given first last next previous shared local
remote
"""
_NO_FOLDER_NAME = frozenset(_NO_FOLDER_NAME_WORDS.split())


def _folders_named(words: str) -> tuple[Term, ...]:
    return tuple(Term(m.group("name") + "/", True) for m in _FOLDER_BY_NAME.finditer(words)
                 if m.group("name") not in _NO_FOLDER_NAME)


def _left_alone(obj: str, removing: bool, form: str) -> _Found | None:
    """What "don't touch / change / remove X" and "leave X alone" keep: the files and folders it
    names stay unchanged ("the migrations folder" is `migrations/`); a name in code that is not
    to be removed ("don't remove `retry_count`") stays in the code."""
    paths = tuple(t for t in code_terms(obj) if _is_path(t.text)) or _folders_named(obj)
    if paths:
        return _Found("avoid", "touch", paths, form=form, phrase=obj)
    kept = tuple(t for t in _terms(obj, plain=False) if t.code) if removing else ()
    return _Found("do", "keep", kept[:1], form=form, phrase=obj) if kept else None


# "leave `migrations/` alone", "leave `old_api()` in place", "stay out of `vendor/`": what the
# change is to leave as it is.
_LEAVE = re.compile(r"^(?:leave|keep)\s+(?P<obj>.+?)\s+(?:alone|untouched|unchanged|intact|"
                    r"in place|as (?:it is|they are|is)|where (?:it is|they are))"
                    # "leave X alone in this branch": the piece of work it holds for.
                    r"(?:\s+(?:(?:in|on|for)\s+(?:this|the)\s+(?:branch|pr|pull request|change|"
                    r"task|ticket|commit)|for now|this time))?"
                    r"(?:\W*$|\s*[,;]\s+\S.*$)|"  # "leave X alone, I update it myself"
                    r"^(?:stay|keep)\s+(?:out of|away from)\s+(?P<place>.+?)[\s.,!]*$|"
                    r"^(?:keep\s+(?:your\s+)?)?hands off\s+(?P<place2>.+?)"
                    r"(?:\s*[,;]\s+\S.*)?[\s.,!]*$", _I)


def _leave(body: str) -> _Found | None:
    m = _LEAVE.match(body)
    if not m:
        return None
    if m.group("obj"):
        return _left_alone(m.group("obj"), True, "prohibition")
    place = m.group("place") or m.group("place2")
    paths = tuple(t for t in code_terms(place) if _is_path(t.text)) or _folders_named(place)
    return _Found("avoid", "touch", paths, form="prohibition", phrase=place) if paths else None


# "never add new npm dependencies without asking me first", "always ask before adding a gem to
# the `Gemfile`": new dependencies are the person's to let in, so the file that lists them stays
# as it is; the file is the one named, else the one the package manager or its ecosystem keeps
# them in (pip's may be any of several files: none is guessed).
_MANIFESTS = {"npm": "package.json", "node": "package.json", "yarn": "package.json",
              "pnpm": "package.json", "js": "package.json", "javascript": "package.json",
              "cargo": "Cargo.toml", "rust": "Cargo.toml", "crate": "Cargo.toml",
              "crates": "Cargo.toml", "gem": "Gemfile", "gems": "Gemfile", "ruby": "Gemfile",
              "go": "go.mod", "composer": "composer.json", "php": "composer.json"}
_ADDING = r"(?:add(?:ing)?|install(?:ing)?|introduc(?:e|ing)|pull(?:ing)?\s+in|bring(?:ing)?\s+in)"
_NEW_DEPENDENCY = (rf"{_ADDING}\s+(?:a\s+|an\s+|any\s+)?(?:new\s+|more\s+|extra\s+)?"
                   r"(?:(?P<eco>[a-z]+)\s+)?(?P<noun>dependenc(?:y|ies)|deps?|packages?|"
                   r"librar(?:y|ies)|libs?|modules?|crates?|gems?)"
                   r"(?:\s+(?:to|in|into)\s+(?:the\s+)?(?P<file>`[^`\n]+`|[\w.-]+))?")
_ASKED_FIRST = re.compile(
    rf"^(?:(?:never|(?:don'?t|do not)(?:\s+ever)?)\s+{_NEW_DEPENDENCY}\s+(?:without|before)\s+"
    r"(?:first\s+)?(?:asking|checking\s+with|clearing\s+it\s+with|running\s+it\s+by)|"
    r"(?:always\s+)?(?:ask(?:\s+me|\s+us)?|check\s+with\s+(?:me|us))(?:\s+first)?\s+before\s+"
    rf"(?:you\s+)?{_NEW_DEPENDENCY.replace('?P<', '?P<b')}(?![\w`]))", _I)


_BY_NAME_FILES = {n.lower(): n for n in WELL_KNOWN_FILES}


def _asked_first(body: str) -> _Found | None:
    m = _ASKED_FIRST.match(body)
    if m is None:
        return None
    said = m.group("file") or m.group("bfile")
    if said:
        path = said.strip("`")
        terms = tuple(t for t in code_terms(said) if _is_path(t.text)) or (
            (Term(_BY_NAME_FILES[path.lower()], True),) if path.lower() in _BY_NAME_FILES
            else ())
    else:
        eco = (m.group("eco") or m.group("beco") or "").lower()
        noun = (m.group("noun") or m.group("bnoun") or "").lower()
        manifest = _MANIFESTS.get(eco) or _MANIFESTS.get(noun)
        terms = (Term(manifest, True),) if manifest and (not eco or eco in _MANIFESTS) else ()
    return _Found("avoid", "touch", terms, form="prohibition", phrase=m.group(0)) if terms \
        else None


def _avoid(body: str) -> _Found | None:
    m = _AVOID.match(body)
    if not m or (body.lower().startswith("i ") and re.search(r"\sto\s", m.group("rest"))):
        return None  # "I don't want `x` to be slow" is about how it behaves
    if body.lower().startswith("without") and not _ONLY_THE_TERM.match(m.group("rest")):
        return None  # "without `ctx`, the call blocks": what happens then, not a wish
    form = "rule" if body.lower().startswith("we ") else "prohibition"
    logged = _not_logged(_base_verb(m.group("rest")), form) \
        or _not_caught(_base_verb(m.group("rest")), form)
    if logged is not None:
        return logged  # "avoid logging `token`"
    # "get rid of the waits", "avoid the singletons": the ones in the code now, no term to ban.
    the_ones = re.search(r"\bthe\s+$", body[:m.start("rest")], _I) is not None
    terms = _terms(m.group("rest"), plain=not the_ones)
    return _avoided(terms, form, m.group("rest")) if terms else None


# A term and nothing else but politeness: "`lodash` please", "any mocks this time"; or the kind
# of code it is: "`as any` casts".
_ONLY_THE_TERM = re.compile(r"^(?:`[^`\n]+`|\S+)(?:\s+(?:casts?|calls?|comments?|annotations?|"
                            r"statements?|blocks?|hacks?|workarounds?))?(?:\s+(?:please|this time|"
                            r"for now|here|at all|thanks))*\W*$", _I)


def _avoided(terms: tuple[Term, ...], form: str, phrase: str) -> _Found:
    """Terms turned away: a command line ("avoid `git rebase -i`") is a command not to run."""
    if is_command_line(terms[0].text):
        return _Found("avoid", "run", terms[:1], form=form, phrase=terms[0].text)
    return _Found("avoid", "use", terms, form=form, phrase=phrase)


# "no `axios` in the lockfile", "no `await` on `save()`", "no `ctx` passed to `Query`": where
# something is missing, said of one place or with what was done, is what was found.
_FOUND_IN = re.compile(r"\s(?:in|on|at|inside|from|to|for|before|after)\s+(?:(?:the|this|that|my|"
                       r"your|its|their)\s|`)|^\S+\s+(?:\w+ed|held|set|sent|done|found|given|"
                       r"thrown|written|run)\b", _I)


# "no `print` statements allowed in library code": what is not allowed, wherever it is said.
_NO_ALLOWED = re.compile(r"^no\s+(?P<rest>[^,;!]{1,60}?)\s+(?:allowed|permitted)\b", _I)


# What a ban is for, said last: "... to wait for things", "... for logging".
_CODE_PURPOSE_LAST = re.compile(r"\s+(?P<said>(?:to|for)\s+[^`,;]+)$", _I)


def _no(body: str) -> _Found | None:
    allowed = _NO_ALLOWED.match(body)
    if allowed:
        terms = _terms(allowed.group("rest"), plain=True)
        # What is not allowed is a standing permission, like "`x` is not allowed".
        return _avoided(terms, "rule", allowed.group("rest")) if terms else None
    m = _NO.match(body)
    if not m:
        return None
    # "no new dependency on `requests`": the dependency is the term.
    rest = _DEPENDENCY_ON.sub("", m.group("rest"))
    # "no `Any` in this codebase": where the ban holds, not where something was found ("no
    # errors in this log"); the sentence keeps it, for the ban's reach.
    house = _HOUSE_AFTER.search(rest)
    named = code_terms(rest[:house.start()]) if house else ()
    if named and not any(_a_file(t.text) or _A_FILE_NAME.fullmatch(t.text) for t in named):
        rest = rest[:house.start()]  # a file "not in this repo" is as often told as banned
    elif house and _ONE_NAME.fullmatch(rest[:house.start()].strip()) \
            and plain_term(rest[:house.start()]) is not None:
        # "no testify in this repo": one name, not a plural of findings ("no errors in this
        # repo", "no leaks in this codebase" may be what was found).
        rest = rest[:house.start()]
    # "no `unittest.mock` in the tests please": a plea is never a finding, wherever it is said.
    plea = _PLEA_END.search(body) or _EVER_AFTER.match(body, m.end("rest"))
    # A plea or an "ever" makes a ban of a longer phrase ("no `X` on the db module, ever"); so
    # does a purpose code shows ("no `time.sleep` in tests to wait for things"), which no
    # finding says.
    weighed = rest[:purpose.start()] if (purpose := _CODE_PURPOSE_LAST.search(rest)) \
        and purpose_named(purpose.group("said")) else rest
    if _words_in(weighed) > (6 if plea else 4) or (_FOUND_IN.search(weighed) and not plea):
        return None
    terms = _terms(rest, plain=True)
    return _avoided(terms, "no", rest) if terms else None


def _no_said_before(body: str, sentence: str) -> _Found | None:
    """ "no `update_column` in the controllers, I said it last week": "no" and a name in code
    where it is found reads as a finding as often as a ban; said to have been said in earlier
    work, it is the ban, said again (no finding was told last week)."""
    if not _said_again(sentence or body):
        return None  # "no `Set-Cookie` in the response, same as before": found again
    m = _NO.match(body)
    if m is None or _words_in(m.group("rest")) > 6:
        return None
    named = [t for t in _terms(m.group("rest"), plain=False) if t.code]
    return _avoided(tuple(named[:1]), "no", m.group("rest")) if named else None


def _said_again(words: str) -> bool:
    """Do the words say it was said in earlier work ("I said that last week", "same as
    before")? Asked of a sentence once however many clauses ask it."""
    return _found_in(_SAID_IN_EARLIER_WORK, words) or _found_in(_SAME_AS_BEFORE, words)


def _words_in(phrase: str) -> int:
    """The words of a phrase, a name in backticks one of them however many spaces it holds
    ("no `using namespace std;` in headers" is four)."""
    return len(re.sub(r"`[^`\n]+`", "`x`", phrase).split())


_PLEA_END = re.compile(r"\s(?:please|pls|plz)\W*$", _I)
# "no `vi.mock` on the db module, ever": what is never to be, wherever it is said, no finding.
_EVER_AFTER = re.compile(r"\s*[,;]\s*(?:ever(?:\s+again)?|never again|period)\b", _I)


_ONE_NAME = re.compile(r"[a-z][\w.-]*[^\Ws]", _I)
_HOUSE_AFTER = re.compile(r"\s(?<!\s\s)\s*+(?:" + _THE_PROJECT + r"|in (?:this|our) code)$", _I)
_A_FILE_NAME = re.compile(r"[A-Z]\w*file|[A-Z]{6,}(?:\.\w+)?")  # "Dockerfile", "README", not "TODO"
_DEPENDENCY_ON = re.compile(r"^(?:new\s+|more\s+)?(?:dependency|dependencies|deps?)\s+on\s+(?=`)",
                            _I)


def _prefer_to(phrase: str) -> str:
    """ "prefer X to Y" is "prefer X over Y"."""
    m = re.match(rf"^(?P<want>{_NAME})\s+to\s+(?P<rest>.+)$", phrase.strip(), _I)
    return f"{m.group('want')} over {m.group('rest')}" if m else phrase


# "the team prefers `?->` over nested null checks", "house style is `var`", "we like `when` over
# chains of `if`": the team's taste, said of code, is what it prefers. "We like `ktor`" alone is
# praise; liked over another, it is a choice.
# "the convention here is early returns with `guard`", "house style: `var` where the type is
# obvious": the team's way after the words that open it (`conventions_said`), when what follows
# is a noun phrase (`_CLAUSE_OF_ITS_OWN` says when it is not).
_TEAM_TASTE = re.compile(r"^(?:(?:(?:the|our)\s+team\s+(?:prefers|favou?rs)|(?:our\s+)?house\s+"
                         r"style\s+is|we\s+(?:like|favou?r)(?=\s+`[^`\n]+`\s+(?:over|better than|"
                         r"rather than|to)\s))\s+(?P<rest>`.+)|"
                         rf"{THE_CONVENTION_IS}\s*(?P<said>[^`\n]*`[^`\n]+`.*))$", _I)
# After a convention opener, a clause with its own verb or a turn says something of the term, not
# that it is the way: "the rule here is `rm -rf` is never ok", "... that `main` is protected",
# "... `TODO` comments need a ticket", "... `eslint` errors block the merge", "... `ktlint` but
# nobody runs it", "... `IFoo` for interfaces, which I hate". Only a noun phrase (`X`, `X` for
# money, `X` over `Y`) is the team's way.
_CLAUSE_OF_ITS_OWN = re.compile(
    r"^that\s|\b(?:not|never|no|nobody|none|but|which|though|although|except|unless|"
    r"is|are|was|were|be|been|isn'?t|aren'?t|wasn'?t|do|does|did|don'?t|doesn'?t|can|cannot|can'?t|"
    r"could|must|should|shall|will|won'?t|would|may|might|has|have|had|needs?|requires?|"
    r"blocks?|runs?|breaks?|fails?|gets?|goes|stays?|remains?|means?|makes?|causes?|"
    r"applies|counts?|wins?|lives?|sits?|belongs?)\b|n't\b", _I)
# A paste of many code spans in a clause ("we use `a` b `c` d ...") is no rule; a rule names a
# few ("we use `black`, `isort`, `ruff` and `mypy`"). Read no further, the work on its terms would
# grow with the square of the paste.
_MOST_TERMS_IN_A_RULE = 8


# "before calling it done", "before you push", "once we're finished": a moment the work reaches.
_BEFORE_THE_WORK_ENDS = re.compile(
    r"\b(?:before|once|after)\s+(?:(?:you|we)(?:'re|\s+are)?\s+\w+|(?:calling|handing|"
    r"finishing|pushing|committing|saying|opening|merging|marking|shipping)\b)", _I)


# Where the words a rule's verb governs end and its scope, a list of where it holds or a reason
# begins ("always run `make check` before pushing, it covers `ruff`, `mypy`, ...", "we always
# use `pnpm` in this monorepo which has `apps/web`, ..."): searched once, from the first code
# span on.
_GOVERNED_ENDS = re.compile(r"(?:,\s*|\s+)(?:in|on|for|across|under|inside|within|which|that|"
                            r"where|it|they|because|since|as|so|except|including|like|before|"
                            r"after)\s", _I)


def _governed(body: str) -> str | None:
    """A clause of more code spans than a rule names, up to where its verb's words end, when
    that part names a few; None when it does not (a paste of code, no rule)."""
    first = _CODE_SPAN.search(body)
    end = _GOVERNED_ENDS.search(body, first.end()) if first else None
    if end is None:
        return None
    head = body[:end.start()]
    return head if words_only(head).count("``") <= _MOST_TERMS_IN_A_RULE else None


def _rule(body: str) -> _Found | None:
    if words_only(body).count("``") > _MOST_TERMS_IN_A_RULE:
        # "we always use `httpx` over `requests` in `api.py` `jobs.py` ...": the terms the verb
        # governs are the rule's, the long scope after them is not read.
        governed = _governed(body)
        if governed is None:
            return None
        body = governed
    taste = _TEAM_TASTE.match(body)
    if taste and taste.group("said") is not None \
            and _CLAUSE_OF_ITS_OWN.search(words_only(taste.group("said"))):
        return None
    m = _RULE.match(f"we prefer {taste.group('rest') or taste.group('said')}" if taste else body)
    if m:
        verb = (m.group("verb") or m.group("verb_i")).lower()
        if verb == "want" and not m.group("adv"):
            return None  # "we want X" describes a wish for the product, not a rule
        rest = m.group("rest") or m.group("rest_i")
        if m.group("verb") and not m.group("adv") \
                and (_STATE_NOW.search(rest) or _ALREADY.search(rest)):
            return None  # "we use `redis` for sessions already, so ...": how things stand
        if verb == "run" and _PHRASAL_RUN.match(rest):
            return None  # "we always run into X"
        if verb == "put" and _PUT_ON.match(f"put {rest}") is None:
            return None  # "we put `sleep(1)` there": what was done, at one place
        if verb in ("write", "name", "call", "spell"):
            # "we spell it X, not Y": what "it" is written as is the rule.
            rest = re.sub(r"^(?:it|them|this|that|these|those)\s+(?:as\s+)?", "", rest,
                          flags=_I)
        inner = _contrast(_prefer_to(rest) if verb == "prefer" else rest)
        if inner is not None:
            return _Found(inner.polarity, "use", inner.terms, inner.replaced, "rule", rest)
        terms = _terms(_wanted_side(rest), plain=verb in ("use", "prefer"))
        if not terms and verb == "run" and (m.group("adv") or "").lower() == "always" \
                and _BEFORE_THE_WORK_ENDS.search(rest):
            # "we always run the tests before calling it done": a check named in words, timed
            # against the work, read as "always run the tests ..." is; without that moment
            # ("we always run the e2e suite on the nightly build") it tells the team's process.
            return _as_rule(_read(f"run {rest}"))
        return _Found("do", verb, terms, form="rule", phrase=rest) if terms else None
    m = _ALWAYS.match(body) or _TEAM_WAY.match(body)
    if m:
        rest = _base_verb(_strip_openers(m.group("rest")))
        return _as_rule(_read(rest) or _means_of_a_habit(rest))
    return None


def _as_rule(inner: _Found | None) -> _Found | None:
    """What an imperative read inside a habit asks, said as the rule it is."""
    if inner is None:
        return None
    return _Found(inner.polarity, inner.verb, inner.terms, inner.replaced, "rule", inner.phrase)


# "always stream rows with `yield_per` in the exports", "from now on, batch the inserts with
# `executemany`": said as a habit, the means any work is done with; what a reply or a message
# opens or ends with is its form, not code; what the team always meets ("we always have this
# problem with `docker compose`") is a complaint.
_MEANS_OF_A_HABIT = re.compile(
    r"^(?!(?:reply|answer|respond|say|tell|start|begin|end|finish|open|close|sign|greet|"
    r"follow up|come back|check in|have|has|had|get|got|see|hit|face|struggle|fight|forget|"
    r"deal|end up|run into|lose|need|break|fail|crash|hang)\b)"
    r"(?!.*\b(?:problems?|issues?|trouble|errors?|bugs?|headaches?|pain)\b)"
    r"[a-z]+(?:\s+(?!with\b|using\b|via\b)[\w'-]+){0,3}\s+"
    r"(?:with|using|via)\s+(?P<tool>`[^`\n]+`)(?P<tail>(?:\s+(?:in|for|on|across)(?:\s+[a-z][\w-]*)"
    r"{1,3})?)\W*$", _I)


# "always open them with `gh pr create --draft`": a command that opens or closes what the work
# makes is how it is done, not the words a message opens with.
_OPENED_BY_COMMAND = re.compile(
    r"^(?:open|close|create)\s+(?:them|it|(?:(?:the|new|all|our)\s+)?(?:prs?|pull requests?|"
    r"branches|branch|issues?|releases?|tags?))\s+with\s+(?P<tool>`[^`\n]+`)(?P<tail>)\W*$", _I)


def _means_of_a_habit(rest: str) -> _Found | None:
    m = _MEANS_OF_A_HABIT.match(rest)
    opened = _OPENED_BY_COMMAND.match(rest) if m is None else None
    if opened is not None and _SUBCOMMAND.fullmatch(opened.group("tool").strip("`")):
        m = opened
    terms = code_terms(m.group("tool")) if m else []
    if not terms or _SOME_OF_IT.search(re.sub(r"\bthe\b", "", m.group("tail"), flags=_I)):
        return None
    verb = "run" if is_tool(terms[0].text) else "use"
    return _Found("do", verb, terms[:1], form="rule", phrase=m.group("tool"))


# "in our codebase we wrap errors with X", "our convention is to use X": how the team works,
# said of the whole project.
_TEAM_WAY = re.compile(r"^(?:(?:in|across)\s+(?:this|our)\s+(?:repo|repository|codebase|project|"
                       r"code ?base|team|crate|monorepo)\s*,?\s*we\s+(?!(?:don'?t|do not|never)\b)|"
                       r"(?:our|the)\s+(?:convention|rule|standard|policy|practice)(?:\s+here)?"
                       r"\s+is\s+(?:to|that we|that you)\s+)(?P<rest>.+)$", _I)


_SPECIFIC = re.compile(r"^(?:it|this|that|the|these|those|he|she|they|there|which|its|my|your|"
                       r"his|her)\b", _I)


_BEHAVES = re.compile(r"^(?:return|contain|have|include|print|output|show|display|emit|"
                      r"respond|report)\b", _I)


_BY_A_PERSON = re.compile(r"^be\s+(?:\w+\s+)?(?:reviewed|approved|signed off|owned|merged|"
                          r"checked|looked at|tested)\s+by\s+`@[\w.-]+`", _I)


# "every new endpoint needs a `@require_auth` decorator": what a kind of thing needs is what it
# must have, read only of a decorator, annotation or attribute ("users need `admin` role" is who
# may do what, "tests need `pytest-asyncio`" a dependency).
_NEEDS = re.compile(r"^(?P<subject>[\w`'\".-]+(?:\s+[\w`'\".-]+){0,3}?)\s+(?:needs|need)\s+"
                    r"(?!to\b)(?P<obj>.+)$", _I)
# A decorator, annotation or attribute: how the code is written, whatever the product does.
_MARKER = re.compile(r"^(?:an?\s+)?`(?:@|#\[)[^`\n]+`(?:\s+(?:decorator|annotation|attribute))?"
                     r"\W*$", _I)


# "new tables need a `created_at`", "any new migration needs a `down` method": one piece of code
# each new one of a kind holds; a package or a plugin needed is a dependency.
_A_PIECE = re.compile(r"^an?\s+`[^`\n]+`(?:\s+(?!(?:package|plugin|library|dependency|crate|"
                      r"module|gem|extension)\b)[a-z][\w-]*)?\W*$", _I)


def _modal(body: str) -> _Found | None:
    needs = _NEEDS.match(body)
    if needs is not None and not _SPECIFIC.match(needs.group("subject")) \
            and (_MARKER.match(needs.group("obj")) or (
                new_work_of_a_kind(needs.group("subject")) and _A_PIECE.match(needs.group("obj")))):
        body = f"{needs.group('subject')} must have {needs.group('obj')}"
    m = _MODAL.match(body)
    if not m:
        return None
    subject = m.group("subject").strip().lower()
    rest = m.group("rest")
    negative = bool(m.group("neg"))
    if subject in ("we", "you"):
        form = "modal"
    elif _GENERIC_SUBJECT.match(subject) and not _SPECIFIC.match(subject):
        form = "convention"
    else:
        return None  # "the script should ...": what one thing being built should do
    if _BY_A_PERSON.match(rest):
        return None  # "tests should be reviewed by `@qa`": who does it, no code
    inner = _contrast(rest)
    if inner is not None:
        return _Found(inner.polarity, inner.verb, inner.terms, inner.replaced, form, rest)
    if negative:
        logged = _not_logged(rest, form) or _not_caught(rest, form)
        if logged is not None:
            return logged  # "you should never log `password`"
    v = _VERB.match(rest)
    be = re.match(r"^(?:be|start with|begin with|end with|contain|have|follow|match)\s+"
                  r"(?P<obj>.+)$", rest, _I)
    if v and not _TASK_VERB.match(v.group("verb")):
        verb, obj = v.group("verb").lower(), v.group("rest")
    elif v and v.group("verb").lower() in ("commit", "push", "merge", "rebase", "deploy",
                                           "publish", "release") and negative:
        return _Found("avoid", v.group("verb").lower(), (), form=form, phrase=v.group("rest"))
    elif be and form == "convention":
        # "env vars should be read through `pydantic-settings`": the means, as "with" says it
        # (a phrase "through ..." is cut from an object as a place).
        verb, obj = "use", re.sub(r"^([a-z]+\s+)through\s+(?=`)", r"\1with ", be.group("obj"),
                                  count=1, flags=_I)
    elif re.match(r"^(?:stop|quit)\s", rest, _I) and not negative:
        stopped = _prohibition(rest)  # "we should stop using `lodash`"
        return replace(stopped, form=form) if stopped is not None else None
    else:
        # "we should always validate input with `zod.parse`": the means of the work asked for.
        inner = _imperative(rest)
        if inner is None or not inner.terms or inner.verb == "rename":
            return None
        polarity = "avoid" if negative and inner.polarity == "do" else inner.polarity
        return _Found(polarity, inner.verb, inner.terms, inner.replaced, form, inner.phrase)
    if form == "convention" and _BEHAVES.match(rest) and not _MARKER.match(obj) \
            and not new_work_of_a_kind(subject):
        # "handlers should return `ErrNotFound` for missing rows": what the product does, the
        # work's own specification rather than a way of writing code; of each new one of a
        # kind of code ("new endpoints should return `ProblemDetails`"), how all work to come
        # is written.
        form = "modal"
    if verb == "run":
        return _Found("avoid" if negative else "do", "run", _terms(obj, plain=False), form=form,
                      phrase=obj)
    if _a_check_passed(verb, obj):
        return None
    terms = _terms(_wanted_side(obj), plain=False)
    if terms and not negative:
        # "should be `sealed` or `final`, never `open`": either is wanted, the other not
        chosen = _chosen(obj, terms[0])
        if chosen is None:
            return None
        terms = (chosen, *terms[1:]) if chosen is not terms[0] else terms
    if not terms:
        return None
    return _Found("avoid" if negative else "do", verb, terms, form=form, phrase=obj)


_INSTEAD_END = Gated(r"\s(?<!\s\s)\s*+(?:instead|then|again|too|as well)\W*$")


# "rewrite it with pytest", "do it in Go": the tool the work in progress is to be done with.
_WITH_TOOL = re.compile(r"^(?:re)?(?:write|do|redo|implement|build|make|test)\s+(?:it|this|that|"
                        r"them|these|those)(?:\s+again)?\s+(?:with|using|in)\s+(?P<tool>.+)$", _I)
# "write hooks with `useCallback`", "build the image with `docker buildx`": a kind of thing made
# with a named means; only code names it (a plain word there is most often a language or a style).
_MADE_WITH = re.compile(r"^(?:re)?(?:write|implement|build|make|test)\s+"
                        r"(?:the\s+|new\s+|all\s+)?(?!(?:it|this|that|them|these|those)\b)"
                        r"[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:with|using)\s+(?P<tool>.+)$", _I)
# "assert with `require`", "compare the output using `cmp.Diff`", "log errors via `slog`": the
# means a kind of work is done with, named as code; "log through the injected `ILogger<T>`": the
# one the project already has, which a word of the project's own names ("the old `print`" names
# no means to use).
_ESTABLISHED = (r"(?:injected|shared|existing|common|standard|built-?in|provided|configured|"
                r"central|global|same|project'?s?|app'?s?|team'?s?)")
_DONE_WITH = re.compile(
    r"^(?:assert|compare|check|verify|test|mock|stub|fake|log|parse|validate|serialize|"
    r"deserialize|encode|decode|hash|sort|match|escape|quote|retry|time|measure|wrap|handle|"
    r"report|print|render|generate|read|load|store|cache|lock|close|create|construct|"
    r"initiali[sz]e|normali[sz]e|sanitize|guard|protect|clean up|prefix|suffix)"
    r"(?:\s+(?!with\b|using\b|via\b)"
    r"[\w'-]+){0,3}\s+(?:with|using|via|through)\s+"
    rf"(?:the\s+(?:{_ESTABLISHED}\s+)?)?"
    r"(?P<tool>`[^`\n]+`|[\w@.:+#-]+\(\)|[\w-]+\.[\w.]+)(?P<rest>.*)$", _I)


# "switch these tests to use X", "make the handlers use X": what is to be used is the wish.
# Not "make sure the handler doesn't use X": the words between hold no "sure" and no negation.
_CAUSE_TO_USE = re.compile(r"^(?:switch|change|convert|move|migrate|update|port|make|get|have)"
                           r"\s+(?!sure\b)(?:(?!(?:doesn'?t|don'?t|does not|do not|not|never|"
                           r"won'?t|no longer)\b)[\w`'\".-]+\s+){1,4}?(?:to\s+)?"
                           r"(?P<use>use|call)\s+(?P<rest>.+)$", _I)


# "spell it X", "write it as X, not Y", "call them X": what a thing is to be called.
_NAMING = re.compile(r"^(?:spell|write|call|name|capitali[sz]e)\s+(?:it|them|this|that|these|"
                     r"those)\s+(?:as\s+)?(?=[`\"'])(?P<rest>.+)$|"
                     # "name the new type `SessionID`": what the thing is to be named.
                     r"^name\s+(?:the|this|that|these|those|our|a|an)\s+(?:[\w-]+\s+){0,3}?"
                     r"(?=[`\"'])(?P<rest2>.+)$", _I)
_FORGE_NAMED = re.compile(r"\b(?:branch|tag|release|pr|pull request|mr|merge request|issue|"
                          r"milestone|label|commit|remote|worktree|stash)\s+$", _I)
# "keep using X", "continue to use X": the same wish as "use X".
_GO_ON_USING = re.compile(r"^(?:keep(?: on)?|continue|carry on)\s+(?:to\s+use|using)\s+", _I)


def _imperative(body: str) -> _Found | None:
    body = _put_as_added(body)
    cause = _CAUSE_TO_USE.match(body)
    if cause:
        body = f"{cause.group('use')} {cause.group('rest')}"
    body = _GO_ON_USING.sub("use ", body)
    naming = _NAMING.match(body)
    if naming and naming.group("rest2") and _FORGE_NAMED.search(body[:naming.start("rest2")]):
        return None  # "name the branch `fix-retry`": a name the forge keeps, no code's
    if naming:
        body = f"use {naming.group('rest') or naming.group('rest2')}"
        if re.match(r"(?:call|name)\s+(?:it|this|that)\b|name\s+(?:the|a|an)\b", naming.group(0),
                    _I):
            # "call it `Fetcher`, not `Getter`", "name the new type `SessionID`": the name of
            # the one thing at hand, given once as a rename is ("spell it `GitHub`" is a
            # spelling, "call them `jobs`, not `tasks`" the words for a kind of thing).
            named = _imperative(body)
            return replace(named, verb="rename") if named else None
    done_with = _DONE_WITH.match(body)
    if done_with:
        inner = _contrast(f"{done_with.group('tool')}{done_with.group('rest')}")
        if inner is not None and inner.replaced:
            return _Found("do", "use", inner.terms, inner.replaced, "contrast", inner.phrase)
        terms = [t for t in code_terms(done_with.group("tool")) if not _names_a_file(t.text)]
        if terms and is_tool(terms[0].text):
            # "check it with `mypy`", "test it with `pytest`": a tool to run, not code.
            return _Found("do", "run", terms[:1], form="imperative", phrase=terms[0].text)
        # Code after the means is another term ("check with X and Y"), a file where it goes.
        if terms and all(_names_a_file(t.text) for t in code_terms(done_with.group("rest"))):
            return _Found("do", "use", tuple(terms[:1]), form="instead",
                          phrase=done_with.group("tool"))
    made = _MADE_WITH.match(body)
    if made:
        terms = tuple(t for t in _terms(made.group("tool"), plain=False) if t.code)
        if terms and is_tool(terms[0].text):
            return _Found("do", "run", terms[:1], form="imperative", phrase=terms[0].text)
        if terms:
            return _Found("do", "use", terms[:1], form="instead", phrase=made.group("tool"))
    tool = _WITH_TOOL.match(body)
    if tool:
        terms = _terms(tool.group("tool"), plain=True)
        return _Found("do", "use", terms[:1], form="instead", phrase=tool.group("tool")) \
            if terms else None
    m = _VERB.match(body)
    if not m:
        return None
    verb, obj = m.group("verb").lower(), m.group("rest")
    instead = _INSTEAD_END.search(obj)
    if instead and instead.group(0).strip().lower().startswith("instead"):
        # "no, use npm instead": it takes the place of what the task wanted before.
        found = _imperative(f"{verb} {obj[:instead.start()]}")
        return _Found(found.polarity, found.verb, found.terms, found.replaced, "instead",
                      found.phrase) if found else None
    if instead:
        obj = obj[:instead.start()]
    if verb == "make" and re.match(r"sure\b", obj, _I):
        return _made_sure_not(obj)
    if _TASK_VERB.match(verb):
        return None  # the task itself: "commit this", "open a PR", "fix the test"
    if verb == "use" and re.match(r"of\s", obj, _I):
        return None  # "use of `fmt.Println` forbidden": the noun, as a linter words it
    inner = _contrast(_prefer_to(obj) if verb == "prefer" else obj)
    if inner is not None and verb in ("use", "prefer", "go with", "stick to", "stick with",
                                      "switch to", "call", "pass", "return"):
        return _Found(inner.polarity, verb, inner.terms, inner.replaced, "contrast", obj)
    if verb in ("run", "execute", "invoke"):
        if _PHRASAL_RUN.match(obj):
            return None  # "run into `ENOSPC`": met, not run
        run = tuple(t for t in _terms(obj, plain=False) if not _an_argument(t, obj))
        return _Found("do", "run", run, form="imperative", phrase=obj)
    if verb == "pass" and _PASSED_ON.match(obj):
        return None  # "always pass the request's `ctx` down": a value already there, handed on
    if _a_check_passed(verb, obj):
        return None
    if verb in ("add", "put", "apply", "set") and _FORGE_MARK.match(obj):
        return None  # "add the label `money`": a mark on the pull request, no code of it
    terms = _terms(_wanted_side(obj), plain=verb in ("use", "prefer", "stick to", "stick with",
                                                     "switch to", "go with"))
    if terms and verb in _CHOOSING_VERBS:
        chosen = _chosen(obj, terms[0])
        if chosen is None:
            return None
        terms = (chosen, *terms[1:]) if chosen is not terms[0] else terms
    if not terms:
        return None
    return _Found("do", verb, terms, phrase=obj)


def _a_check_passed(verb: str, obj: str) -> bool:
    """ "every PR has to pass `mvn verify` in CI": a check passed where it is run, no value
    handed to code ("pass `ctx` to the repository")."""
    check = opening_term(obj) if verb == "pass" else None
    return check is not None and is_command_line(check.text)


# "pass the request's `ctx` down", "pass `logger` along", "pass the `span` through": a value the
# code already holds, handed on through the calls; no line a change adds shows that it was.
_PASSED_ON = re.compile(r"^(?:the\s+)?(?:[\w-]+['’]s\s+)?`[^`\n]+`\s+(?:down|along|through|on|"
                        r"around)\b(?!\s+to\s+`)", _I)


# Verbs whose object may be a choice: "use `getValue` or `requireNotNull`".
_CHOOSING_VERBS = frozenset(("use", "prefer", "call", "pass", "return", "stick to", "stick with",
                             "switch to", "go with"))
# "use `requireNotNull` with a message or a safe call", "use `getValue` or `requireNotNull`
# there": the thing asked for and, after "or", another that would do as well; what opens with a
# pronoun or "the" is a consequence as often ("or the build breaks", "or it leaks", "or else"),
# no other choice.
_OR_ANOTHER = re.compile(
    r"^[^,;`]*`(?P<first>[^`\n]+)`[^,;`]*?\s+or\s+(?!(?:else|not|so|it|we|you|they|this|that|these|"
    r"those|there|he|she|i|the|your|our|their|its|my|his|her|nothing|none)\b)(?P<other>[^,;]+)",
    _I)


def _chosen(obj: str, first: Term) -> Term | None:
    """The term an ask to use one of several things holds: `first` when no other choice is said;
    either of the named ones when the other is named as code; none when the other is said in
    words ("or a safe call", "or something like it"), which no diff shows."""
    m = _OR_ANOTHER.match(obj)
    if m is None or m.group("first") not in first.options:
        return first
    others = [t for t in code_terms(m.group("other")) if t.code]
    if not others or not m.group("other").lstrip().startswith("`") or is_tool(first.text):
        return None  # "use `pnpm` or `bun`": either tool may run, no one command
    names = tuple(dict.fromkeys([*first.options, *(o for t in others for o in t.options)]))
    return Term("/".join(names), True, names)


# "the label `money`", "the `needs-qa` label", "`anna-b` as reviewer": what the forge puts on a
# pull request or an issue, named in quotes as code is.
_FORGE_MARK = re.compile(
    r"^\s*(?:(?:the|a|an)\s+)?(?:(?:labels?|tags?|milestones?|topics?)\s+`[^`\n]+`|"
    r"`[^`\n]+`\s+(?:labels?|milestones?|topics?)\b|"
    r"`[^`\n]+`\s+as\s+(?:an?\s+|the\s+)?(?:reviewers?|assignees?|labels?|milestones?|"
    r"co-?authors?|owners?)\b)", _I)


# "make sure the handler doesn't use `panic`", "make sure the tests never call `time.Sleep`":
# what the code checked is not to do is what the change avoids; what it is to do ("make sure the
# handler uses `ctx`") says how one thing at hand is, no way all work is done.
_SURE_NOT = re.compile(r"^sure\s+(?:that\s+)?(?!you\b|we\b)[^,;]{1,40}?\s+(?:doesn'?t|does not|"
                       r"don'?t|do not|never|won'?t|will not|no longer)\s+(?:ever\s+)?(?:use|call|"
                       r"import|add|contain|include|reference)s?\s+(?P<what>.+)$", _I)


def _made_sure_not(obj: str) -> _Found | None:
    m = _SURE_NOT.match(obj)
    terms = tuple(t for t in _terms(m.group("what"), plain=False) if t.code) if m else ()
    return _Found("avoid", "use", terms[:1], form="imperative", phrase=m.group("what")) \
        if m and terms else None


# "a fake clock over `time.Sleep`", "table tests rather than `t.Run` soup": when the wanted side
# is no term a contrast can hold, what follows the contrast word is still the side turned away,
# never what is asked for.
# (spaces: `_PROJECT_SAID_LAST`)
_CONTRAST_CUT = re.compile(rf"(?<!\s\s)(?:\s*+,)?\s++(?:and\s+)?{_CONTRAST_WORDS}\s", _I)


def _wanted_side(phrase: str) -> str:
    cut = _CONTRAST_CUT.search(phrase)
    return phrase[:cut.start()] if cut else phrase


# What may stand before the thing run and still leave it the thing run: "run the
# `scripts/check.sh`", "run our `bin/setup`".
_DETERMINER = re.compile(r"(?:the|our|this|that|a|an)?", _I)
# "run `go vet ./...` and `go test ./...`", "`make lint`, then `bin/phpunit`": only other commands
# in backticks, listed, before a term that is itself a command: it is the next of them, run too.
_LISTED_BEFORE = re.compile(r"(?:`[^`\n]+`\s*(?:,\s*)?(?:(?:and|then|&&)\s+(?:then\s+)?)?)+", _I)


def _an_argument(term: Term, obj: str) -> bool:
    """ "run sqlfluff lint `migrations/`", "run the tests in `pkg/api/`": a file or folder said
    after words that are no command known here is what those words run on, not what is run (a
    folder is never run, and a check for the path alone passes on any command that names it)."""
    if not (_names_a_file(term.text) or _a_file(term.text)):
        return False
    at = obj.find(term.text)
    before = obj[:at].rstrip("`")
    return at > 0 and _DETERMINER.fullmatch(before.strip(" `'\"")) is None \
        and not (is_tool(term.text) and _LISTED_BEFORE.fullmatch(before) is not None)


# "AssertJ's", "pytest's": a library's name as the owner of the code term after it; "it's",
# "that's" say what something is.
_OWNER = r"(?!(?:it|that|what|here|there|who|this|he|she|let|where|how|one)['’])[\w.-]+['’]s"
_OWNER_BEFORE = re.compile(r"(?:^|(?<!\s)\s++)" + _OWNER + "$", _I)


# Before a contrast, a choice made ("went with", "settled on ... using") or other people as the
# subject ("the payments team ... with", "my coworker ... with"): how things came to be. The
# code as the subject ("the handlers log with X, not Y") is a convention.
_CHOICE_TOLD = re.compile(r"\b(?:went|chose|picked|opted|settled|ended up|decided)\b|"
                          r"^(?:the\s+(?:[\w-]+\s+)?(?:team|folks|people|devs|developers)|my\s+"
                          r"[\w-]+|their|his|her|they|he|she|someone|everyone|everybody)\s", _I)


def _contrast(body: str) -> _Found | None:
    m = _INSTEAD_FIRST.match(body)
    if m:
        rest = _imperative(m.group("rest"))
        avoid = _terms(m.group("avoid"), plain=True)
        if rest is not None and rest.terms and avoid:
            return _Found("do", rest.verb, rest.terms, avoid[:1], "contrast", rest.phrase)
        code = [t for t in avoid if t.code]
        if code:
            # "instead of assert.Contains, compare the whole output": what goes is checkable.
            return _Found("avoid", "use", code[:1], (), "contrast", m.group("avoid"))
    m = _CONTRAST_LATER.match(body) or _CONTRAST.search(body)
    if not m:
        return None
    # The contrast is the clause, or follows its verb: "pytest, not unittest", "use t.Run
    # rather than loops"; not "it fails not only on X".
    before = body[:m.start()].strip().lower() if m.re is _CONTRAST.full else ""
    # "we use AssertJ's `assertThat`, not ...": the library the code term is of, before it.
    before = _OWNER_BEFORE.sub("", before) if body[m.start()] == "`" else before
    if before and not re.fullmatch(rf"(?:{_DO_VERBS}|we use|prefer|with|go with|stick with)"
                                   rf"(?:\s+(?:the|a|an|only))?|.*\s(?:with|using|via)|"
                                   # "through" after a code term or a number is a range's end
                                   # ("`ES2020` through `ES2022`"), not a way ("go through")
                                   rf".*(?<![`\d])\sthrough",
                                   before):
        return None
    if before and _CHOICE_TOLD.search(before):
        return None  # "the payments team went with X over Y": a choice told, not asked for
    want = _side(m.group("want"))
    avoid = _side(m.group("avoid"))
    if _a_kind_named(m.group("want")):
        return None  # "the API, not the CLI": kinds of things, no term a diff shows
    if avoid is not None and _a_kind_named(m.group("avoid")):
        avoid = None
    if want is None or (not want.code and not is_thing(want.text)):
        return None
    if m.re is _CONTRAST_LATER and (avoid is None or (avoid.code and not want.code) or (
            not want.code and m.group("prep").lower() in ("on", "with", "when"))):
        # "answer with X, not Y", "assert with `require`, not `assert`", "assert on the error
        # type, not the message": the first word is the verb, no term; a thing is said "for"
        # or "in" what it is used for ("httpx for HTTP calls, not requests").
        return None
    after = body[m.end():]
    described = _DESCRIBED_CODE.match(after)
    if avoid is not None and not avoid.code and described:
        # "not piecemeal `Contains` checks", "rather than the old `fetch()`": the code named
        # after a word or two describing it is the other side.
        avoid = _side(described.group("code"))
    elif avoid is not None and not avoid.code and (
            not is_thing(avoid.text) or (after.strip() and not PHRASE_END.match(after)
                                         and not _REACH_AFTER.match(after))):
        # "errors.Is instead of comparing strings": the other side is a phrase, not a term.
        avoid = None
    if avoid is None and not want.code and not before:
        # "rolling over my account", "move over to the left": a word before "over" or "not"
        # with no term on the other side is a phrasal verb or a clarification, no contrast.
        return None
    if avoid is not None and avoid.text != want.text and avoid.text.lower() == want.text.lower():
        # "`GitHub`, not `Github`": the letter case is the rule, so both are checked as written.
        want, avoid = replace(want, cased=True), replace(avoid, cased=True)
        return _Found("do", "use", (want,), (avoid,), "contrast", body)
    others = _more_rivals(after, avoid) if avoid is not None else ()
    return _Found("do", "use", (want,), (avoid, *others) if avoid else (), "contrast", body)


# The rivals listed on after the first one a contrast turns away: "not `axios` or `got`", "over
# npm and yarn", "instead of `moment`, `dayjs` or `luxon`".
_NEXT_RIVAL = re.compile(r"^(?:\s*,\s*(?:or\s+|and\s+|nor\s+)?|\s+(?:or|and|nor)\s+)"
                         r"(?P<side>`[^`\n]+`|[\w@./+#-]+(?:\(\))?)")


def _more_rivals(after: str, first: Term) -> tuple[Term, ...]:
    """The rivals listed after the first, each written as the first is (in backticks when it
    is, a plain name when it is), the list ending where the clause does: "`got` or use X" and
    "npm and tell me" list no rival."""
    found: list[Term] = []
    while (m := _NEXT_RIVAL.match(after)) is not None:
        side = _side(m.group("side"))
        rest = after[m.end():]
        if side is None or side.code != first.code \
                or (not side.code and not is_thing(side.text)):
            break
        found.append(side)
        after = rest
    ends = not after.strip() or PHRASE_END.match(after) or _REACH_AFTER.match(after)
    return tuple(found) if ends else ()


# How far the choice reaches, said after the side turned away: "zod instead of yup going
# forward" ends the side as "from now on" does.
_REACH_AFTER = re.compile(r"^\s+(?:going forward|by default|everywhere|from here on)\W*$", _I)


# The word between may describe the code ("the old `fetch()`"), not place it: "an object in
# `cache.ts`", "raising in `parse_date`" name where, and what goes is no term.
_DESCRIBED_CODE = re.compile(r"^(?:\s+(?!(?:in|on|at|of|for|from|to|into|inside|within|under|by|"
                             r"with|across|near|around|per)\b)[a-z][\w-]*){0,1}\s+"
                             r"(?P<code>`[^`\n]+`)")


def _a_kind_named(raw: str) -> bool:
    """An unquoted acronym of a kind of thing as one side of a contrast ("instead of the API")."""
    return raw[:1] not in "`\"'" and names_a_concept(raw)


def _side(raw: str) -> Term | None:
    """One side of a contrast, quoted or not."""
    if JOINED_CODE.fullmatch(raw):
        return make_term(raw, quoted=True, backticked=True)
    return make_term(raw.strip("`\"'"), quoted=raw[0] in "`\"'", backticked=raw[0] == "`")


def _is_path(text: str) -> bool:
    # "Cart.test.tsx", "app.spec.ts": a file name with more than one dot, by its ending.
    return (re.fullmatch(r"(?:[\w.-]*/[\w./*-]*|[\w*-]+\.[A-Za-z]{1,8}|\.[\w.-]+)", text)
            is not None or has_file_extension(text)) and not split_alternatives(text)


def _a_file(text: str) -> bool:
    """A path by its folder, its file type's ending or its leading dot: `Thread.sleep` and
    `t.Cleanup` are shaped like file names and are methods."""
    return _is_path(text) and ("/" in text or has_file_extension(text) or text.startswith("."))


# A word that makes a place the one at hand, or someone else's ("the other handlers", "their
# handlers").
_NOT_AT_HAND = (r"(?!(?:this|that|these|those|my|your|his|her|their|its|other|same|current|"
                r"whole|entire)\b)")
# A word of the end a deed is done for: not a pronoun, a word of the work at hand or of time.
_PURPOSE_WORD = (r"(?!(?:me|us|you|him|her|them|it|this|that|these|those|now|once|for|in|on|"
                 r"until|till|yet|today|again|ever|always|here|pr|commit|branch)\b)")
_BACK = re.compile(rf"^(?P<neg>(?:don'?t|do not|never)\s+(?:ever\s+)?)?(?P<verb>{_DO_VERBS}|do)\s+"
                   rf"(?:them|it|those|these|that|this|both|the same|(?:that|this) one)"
                   rf"(?:\s+(?:please|too|as well|this way|that way|like (?:that|this)|"
                   rf"everywhere|again|ever again|from (?:now|here) on(?: out)?|going forward|"
                   rf"in (?:the )?future|"
                   rf"here|in this (?:repo|repository|codebase|project)|"
                   rf"without asking(?: me)?(?: first)?|"
                   # "every time you touch go.mod": each time the work comes to it.
                   rf"(?:(?:each|every) time|whenever)(?:\s+(?:you|we)\s+[a-z]+(?:\s+[\w./-]+)?|"
                   # "whenever the spec changes": what brings the work back to it.
                   rf"\s+(?:the|a|an|our|any)\s+[\w.-]+\s+(?:changes|is\s+(?:changed|updated|"
                   rf"edited|regenerated)|gets\s+(?:changed|updated)))?|"
                   # "in library code", "for new code", "in tests": code of a kind.
                   rf"(?:in|for)\s+(?:new\s+|our\s+)?(?:[a-z][\w-]*\s+)?(?:code|tests|specs)|"
                   # "for money", "for amounts": the kind of value, as a mass or a plural
                   # without an article (a time it lasts is no kind: "for hours").
                   rf"for\s+(?!(?:hours|days|minutes|seconds|weeks|months|years|ages|ones|"
                   rf"us|others|yours)\b)(?:money|[a-z][\w-]*[^s\W]s)|"
                   # "before you commit", "before every push": the point of the work it comes at.
                   rf"(?:before|after)\s+(?:(?:you|we)\s+[a-z]+(?:\s+[\w'’]+){{0,3}}|(?:every|each)\s+[a-z]+|"
                   # "before pushing", "after merging a PR": the work named by its gerund.
                   rf"[a-z]+ing(?:\s+(?:an?|the|any)\s+[a-z][\w-]*)?)|"
                   # "use it for every outbound call": every piece of code of a kind.
                   rf"(?:for|in|on|with)\s+(?:every|all|each|any)\s+(?:the\s+)?[a-z][\w-]*"
                   rf"(?:\s+[a-z][\w-]*)?"
                   # "for every file you touch": the kind, and what the work does to it; "for
                   # every test that opens a server": the kind, by what it does.
                   rf"(?:\s+(?:you|we)\s+[a-z]+(?:\s+back)?|\s+(?:that|which)\s+[a-z]+s"
                   rf"(?:\s+(?:an?|the|any)?\s*[a-z][\w-]*)?)?|"
                   # "in production code", "in the API layer", "in components", "in a
                   # controller": a part of the project, or code of a kind; not the things at
                   # hand ("in this file", "in the other handlers", "in these tests").
                   rf"(?:in|inside|within)\s+(?:(?:a|an|any|each|every)\s+[a-z][\w-]*"
                   rf"(?:\s+[a-z][\w-]*)?|(?:(?:the|our)\s+)?{_NOT_AT_HAND}"
                   rf"(?:[a-z][\w-]*\s+){{0,2}}(?:code|layer|api|[a-z][\w-]*[^s\W]s))\b|"
                   # "to hit the coverage number", "just to make CI green": the end the deed was
                   # done for, a verb and what it acts on; not a time or the work at hand ("to
                   # make CI green in this PR").
                   rf"(?:just\s+|only\s+)?to\s+{_PURPOSE_WORD}[a-z]+"
                   rf"(?:\s+{_PURPOSE_WORD}[\w-]+){{1,4}}))*"
                   # "don't do that in handlers, ever": said for good, after its reach.
                   rf"(?:\s*,\s*(?:ever|always))?"
                   # "never do that, it bumps majors": why, in a clause of its own.
                   rf"(?:\s*[,;:]\s*(?:it|that|this|they)(?:['’]\w+|\s+\w+)[^,;]*|"
                   # "never do that again, we rebase here": the team's way, instead.
                   rf"\s*[,;:]\s*we\s+(?:always\s+|only\s+)?(?!(?:can|could|will|would|should|"
                   rf"might|may|must|need|have|had|did|were|are)\b)[a-z]+[^,;?]*|"
                   # "..., prod goes through Argo": how the project does it, instead.
                   rf"\s*[,;:]\s*[a-z][\w-]*\s+(?:goes|runs|is|are|gets|get|uses|use)\s+"
                   rf"(?:through|via|by|with|in|on|only|always)\b[^,;?]*)?\W*$", _I)
# "that's the convention here", "that's our standard", "that's how we do it", "make that the
# standard", "that's how we want it everywhere": what the agent did or chose, named the team's
# way, is done so each time, and said of the project ("here" is the project, "now" from now on).
# A kind after it narrows it ("our standard for money"); "the default" alone may say what a
# setting already is, so only "our" default is the team's ("make that the default" may be of
# this one change's setting too); "how we want it" says the team's way only with "everywhere"
# (alone it may be said of this one change).
_TEAMS_WAY_OF_IT = re.compile(
    r"^(?:(?:that|this|it)(?:'s|’s|\s+is)\s+(?:(?:the|our)\s+(?:convention|standard|house\s+"
    r"style|house\s+rule)|our\s+(?:new\s+)?(?:default|norm)|(?:how|the\s+way)\s+we\s+"
    r"(?:(?:always\s+)?(?:do|write|handle)\s+(?:it|them|things)|(?:want|like)\s+(?:it|them|"
    r"things)(?=\s+everywhere\b)))|make\s+(?:that|it|this)\s+(?:the|our)\s+(?:new\s+)?"
    r"(?:convention|standard|norm))"
    r"(?:\s+(?:here|now|everywhere|from now on|going forward|in this (?:repo|repository|codebase|"
    r"project)))?(?=\W*$|\s+for\s+(?!(?:now|this|that|these|the|a|an)\b))", _I)


# Other ways of pointing back at what the agent did, said as `_BACK` reads them: "never again",
# "keep doing that", "keep it up", "do something like that", "make that part of every change".
_BACK_IN_OTHER_WORDS = tuple((re.compile(a, _I), b) for a, b in (
    (r"^(?:from now on|from here on|going forward|always),?\s+(?=(?:do|keep|run|use)\b)", ""),
    (r"^never\s+again\b", "never do that again"),
    # "never in production code", "not in the tests, ever": what the agent did, kept out of a
    # part of the code, with no verb of its own.
    (r"^(?:never|not)\s+(?:ever\s+)?(?=(?:in|inside|within|for)\s)", "never do that "),
    # "that's how we want it for every public function": what was done, the team's way in each
    # piece of code of a kind.
    (r"^(?:that|this)(?:'s|’s|\s+is)\s+how\s+we\s+(?:want|like|do)\s+(?:it|them|things)"
     r"(?=\s+(?:in|for|on)\s+(?:every|each|all|any)\s)", "do that"),
    (_TEAMS_WAY_OF_IT.pattern, "do that from now on"),
    (r"^keep\s+doing\s+(?:that|this|it)\b|^keep\s+(?:that|it)\s+up\b", "do that"),
    # "that's how we always want it": what was done, the team's way each time; with no habit
    # word it may be said of the change at hand alone.
    (r"^(?:that|this)(?:'s|’s|\s+is)\s+(?:how|the\s+way)\s+we\s+always\s+(?:want|like|do)\s+"
     r"(?:it|them|things)(?:\s+done)?\b", "do that from now on"),
    # "that's our formatter from now on": what the agent took up, made the team's for good.
    # A tool or a kind of code it is; "that's our problem from now on" is no pick.
    (r"^(?:that|this|it)(?:'s|\s+is)\s+(?:our|the)\s+(?:new\s+)?(?:[a-z]+\s+)?(?:formatter|"
     r"linter|runner|logger|library|lib|client|framework|tool|manager|orm|router|validator|"
     r"serializer|parser|driver|bundler|checker|default|standard|pattern)\s+"
     r"(?=(?:from now on|from here on|going forward)\W*$)", "use that "),
    # "keep using it": what the agent took up, used again each time.
    (r"^keep\s+using\s+(?P<it>that|this|it)\b", r"use \g<it>"),
    # "stick with that from now on": what the agent took up, kept to.
    (r"^(?:stick|stay)\s+with\s+(?P<it>that|this|it)\b", r"use \g<it>"),
    (r"^(?P<neg>(?:don'?t|do not|never)\s+(?:ever\s+)?)?do\s+(?:something|anything)\s+like\s+"
     r"that\b", r"\g<neg>do that"),
    (r"^make\s+(?:that|it|this)\s+(?:a\s+)?part\s+of\s+(?=(?:every|each|all|any)\b)",
     "do that for "),
    # "we never do that in library code": the team's way, said of what the agent did.
    (r"^we\s+(?=(?:don'?t|do not|never)\s+do\s+(?:that|this|it)\b)", ""),
    # "we don't use that here": the team's way in the project; with no place ("we don't use
    # that") it is as often said of what is unused.
    (rf"^we\s+(?={_NOT_USED_HERE}\W*$)", ""),
))


# "we never do that": the team's way, which a reason of its own narrows to the case at hand.
_TEAM_DOES_NOT = re.compile(r"^we\s+(?:don'?t|do not|never)\s+do\b", _I)

# The words the other wordings open with: a clause that opens otherwise is taken as it is.
_OTHER_WORDS_OPEN = re.compile(r"^(?:from|going|never|keep|don|do|make|always|we|that|this|it|"
                               r"stick|stay|not)\b",
                               _I)


def _back(body: str) -> re.Match[str] | None:
    if _OTHER_WORDS_OPEN.match(body):
        for said, plain in _BACK_IN_OTHER_WORDS:
            body = said.sub(plain, body, count=1)
    return _BACK.match(body)


# "that's never acceptable here": what the agent did, judged never to be done.
_NEVER_OK = re.compile(r"^(?:that|this|it)(?:['’]s|\s+is)\s+(?P<neg>never)\s+(?:(?P<verb>ok|okay|"
                       r"acceptable|allowed|fine)|an?\s+option)(?:\s+(?:here|in this (?:repo|"
                       r"repository|codebase|project)))?\W*$", _I)
# "do that": what the agent's sentence says it did or will do with the term (used it, wrapped
# code in it, passed it), not what it took away ("I removed `shim`": never doing that keeps it).
# "I ran into `X`" met it, and did nothing with it.
# "I chose `BigDecimal`", "I went with `structlog`": what was picked is used.
_DID_WITH = re.compile(r"\b(?:(?:ran|run|running)(?!\s+(?:into|across|out)\b)|executed|used|"
                       r"chose|picked|opted for|went with|"
                       r"using|use|with|added|adding|add|called|calling|call|imported|importing|"
                       r"import|put|putting|wrapped|wrapping|wrap|passed|passing|pass)\b", _I)
_TOOK_AWAY = re.compile(r"\b(?:removed|removing|remove|deleted|deleting|delete|dropped|dropping|"
                        r"drop|renamed|renaming|rename|replaced|replacing|replace|disabled|"
                        r"skipped|skipping|skip|reverted|stopped|without|instead of)\b", _I)

# "I marked the test `@pytest.mark.skip`", "I set `continue-on-error: true` on the step": code
# written onto a piece of the project, unless a bare value ("I set the flag to `false`").
_MARKED_OR_SET = re.compile(r"\b(?:marked|marking|mark|set|setting)\b", _I)

# "with `X`", "using `X`": the means, said just before it.
_MEANS_BEFORE = re.compile(r"\b(?:with|using|via)\s*$", _I)

# "Shall I run `mix format`?": the term is what was run, whatever the tool.
_RAN = re.compile(r"\b(?:ran|run|running|execute[ds]?|executing)\s*$", _I)

# "I switched the tests to `pytest` fixtures": what the code was changed to is taken up.
_SWITCHED_TO = re.compile(r"\b(?:switched|switching|migrated|migrating|converted|converting|"
                          r"ported|porting|changed|changing)\b[^`]{0,60}\bto\s*$", _I)

# "I stored the amount as a `float`": the type the code was given is what was done.
_STORED_AS = re.compile(r"\b(?:stored|saved|kept|typed|declared|defined|modell?ed|represented|"
                        r"cast|annotated)\b[^`]{0,60}\bas(?:\s+an?)?\s*$", _I)

# "I switched the flag to `false`": a value set, which no check of code can keep in or out.
_A_VALUE = re.compile(r"true|false|null|nil|none|undefined|-?\d[\w.:]*|[\"'].*[\"']", _I)

# "I formatted the files with `black`": a tool the work was run through, not code it added. The
# word is the verb of the sentence, after its subject or a word that leads to a verb: "I wrote
# the test doubles with `Mockito`" names a test as a thing, and nothing run.
_RAN_WITH = re.compile(r"(?:^\s*|[.!;:]\s*|\b(?:i|we|i'?ll|i'?ve|i'?d|me|to|and|then|will|can|"
                       r"could|should|just|also|now|have|had|already|first|quickly)\s+)"
                       r"(?:format(?:ted)?|lint(?:ed)?|check(?:ed)?|test(?:ed)?|"
                       r"type-?check(?:ed)?|build|built|compiled?|scann?(?:ed)?)\b[^`]{0,40}\b"
                       r"(?:with|using)\s*$", _I)


def _refers_back(body: str, reply: str, reasoned: bool = False) -> _Found | None:
    """ "add them please", "use that": the term is the one the agent's message ends on (the
    last of its sentences that names code, when it names exactly one thing)."""
    if reasoned and _TEAM_DOES_NOT.match(body):
        # "no, we don't do that because the suite is flaky": why says the case, not the team.
        return None
    m = _back(body) or _NEVER_OK.match(body)
    if not m or not reply:
        return None
    for sentence in reversed(split_sentences(reply)):
        named = {t.text: t for t in code_terms(sentence)
                 if not _a_file(t.text) and not t.alternatives}
        if named:
            if len(named) != 1:
                return None
            term = next(iter(named.values()))
            verb = m.group("verb").lower() if m.re is _BACK else "do"
            if verb == "do" and holds_several_steps(sentence):
                # "I fixed it with `X` and added a test." "always do that": the test may be
                # what is to be done each time as well as the call.
                return None
            if (verb == "do" or (m.re is _BACK and m.group("neg"))) \
                    and _A_VALUE.fullmatch(term.text):
                # "I hardcoded the port as `8080`", "I bumped it to `1.36.0`": a bare value is
                # what the deed wrote, not the deed ("never hardcode it" bans hardcoding, "don't
                # do that" pinning or bumping, which no ban of the value checks)
                return None
            if verb == "do":
                # What was done with the term is said before it: "I ran `X` to skip the hook"
                # ran it; "I removed `X`" took it away.
                before = (sentence[:sentence.find(term.text)] if term.text in sentence
                          else sentence).rstrip("`\"' ")
                # "I skipped the test with `X`": what the work was done with is used, whatever
                # the work took away.
                if not (_DID_WITH.search(before) or ((_STORED_AS.search(before)
                                                      or _SWITCHED_TO.search(before)
                                                      or _MARKED_OR_SET.search(before))
                                                     and not _A_VALUE.fullmatch(term.text))) \
                        or (_TOOK_AWAY.search(before) and not _MEANS_BEFORE.search(before)):
                    return None
                verb = "run" if is_command_line(term.text) or _RAN_WITH.search(before) \
                    or _RAN.search(before) else "use"
            elif verb == "use" and term.text in sentence and not _TOOK_AWAY.search(
                    before := sentence[:sentence.find(term.text)].rstrip("`\"' ")) and (
                    _RAN.search(before) or _RAN_WITH.search(before)):
                # "use that on every script" after "I ran `shellcheck`": a tool is used by
                # running it.
                verb = "run"
            # "we don't do that here": the team's way, and "here" is the project; what is
            # kept out, or done each time from now on, is the call, whatever it was called
            # with (`Thread.sleep(500)`).
            chosen = callee(term, body) if m.group("neg") or _HABIT.search(body) else term
            # An operator taken out of the agent's expression is said alone: the names around
            # it are that code's, no words that narrow it.
            return _Found("avoid" if m.group("neg") else "do", verb, (chosen,),
                          form="reply" if m.re is _BACK and not _TEAM_DOES_NOT.match(body)
                          and not _TEAMS_WAY_OF_IT.match(body) else "rule",
                          phrase=chosen.text if null_operator(term.text) else term.text)
    return None


def file_named_last(reply: str) -> Term | None:
    """The file the agent's message points at: the one path named in the last of its sentences
    that names a path; None when that sentence names several."""
    for sentence in reversed(split_sentences(reply)):
        # A file, by its folder or its ending (`os.path` is a module, not a file), or by being
        # what was committed, whatever its ending (`terraform.tfstate`, `release.keystore`).
        committed = _committed_names(sentence)
        paths = {t.text: t for t in code_terms(sentence)
                 if _a_file(t.text) or t.text in committed}
        if paths:
            return next(iter(paths.values())) if len(paths) == 1 else None
    return None


# What a sentence says was committed: the names in backticks right after the verb, one or a list
# ("I committed `a.tfstate` and `.npmrc`"); a name with a folder or a dot, as files are named
# (a bare word after "committed" is as often a commit message as a file).
_COMMITTED = re.compile(r"\b(?:committed|checked\s+in|staged)\s+(?:(?:also|accidentally|by "
                        r"mistake)\s+)?(?P<names>`[^`\n]+`(?:\s*(?:,\s*(?:and\s+)?|and\s+)"
                        r"`[^`\n]+`)*)", _I)
_FILE_SHAPED = re.compile(r"[\w.@+-]*[\w@+-](?:/[\w.@+-]+)*")


def _committed_names(sentence: str) -> set[str]:
    names = (n for m in _COMMITTED.finditer(sentence) for n in re.findall(r"`([^`\n]+)`",
                                                                          m.group("names")))
    return {n for n in names if _FILE_SHAPED.fullmatch(n) and ("." in n or "/" in n)}


_FILE_BACK = re.compile(r"^(?:(?:don'?t|do not|never)\s+(?:touch|edit|change|modify|update)|"
                        r"(?:leave|keep your hands off))\s+(?:(?:that|this|the)\s+file|(?P<it>it))"
                        r"(?:\s+(?:alone|as it is|untouched|by hand))?\W*$", _I)


def _file_back(body: str, sentence: str, reply: str) -> _Found | None:
    """ "don't touch that file": the file is the one the agent's message named; "`x.ts` is
    generated, don't edit it": "it" is the file the sentence opens with."""
    m = _FILE_BACK.match(body)
    if not m:
        return None
    if m.group("it"):
        subject = re.match(r"^\W*(?:the file\s+)?`([^`\n]+)`", sentence, _I)
        path = file_named_last(subject.group(0)) if subject else None
    else:
        path = file_named_last(reply)
    return _Found("avoid", "touch", (path,), form="prohibition", phrase=path.text) if path \
        else None


# A subject and a verb in the indicative: "we print the summary as bullets", "it returns JSON",
# "the job writes 3 commits"; what the team does ("we write subjects under 50 characters") is a
# rule.
_DESCRIBES = re.compile(
    r"^(?:we\s+(?!(?:use|uses|write|name|call|run|make|give|take)\b)|(?:i|it|they|he|she|this|that|"
    r"these|those|(?:the|our|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+)"
    r"(?:is|are|was|were|has|have|had|does|did|got|gets?|ran|runs?|returns?|returned|prints?|"
    r"printed|outputs?|writes?|wrote|emits?|shows?|showed|produces?|produced|generates?|"
    r"generated|creates?|created|makes?|made|uses?|used|calls?|called|sends?|sent|logs?|logged|"
    r"renders?|rendered|displays?|displayed|formats?|formatted|takes?|took|gives?|gave)\b", _I)


_CONVENTION_OPENS = re.compile(rf"^\W*{THE_CONVENTION_IS}", _I)


def describes(clause: str) -> bool:
    """Does the clause say how things are ("we print X as bullets") rather than ask? "The
    standard here is ..." says what the team's way is: the convention, not the code's state."""
    clause = _strip_openers(clause)
    return _DESCRIBES.match(clause) is not None and _CONVENTION_OPENS.match(clause) is None


# What someone did or what something does, told: "I split it into two commits yesterday", "in
# two commits I broke the build", "the API responds in JSON", "Jira wants titles under 80
# characters". The person's own past deed (not what they asked or meant: "I said bullets"), or a
# finite verb of a third party's, is a report; a modal or "has to" of one is still a rule.
_IRREGULAR_PAST = (r"split|broke|put|made|wrote|sent|did|got|gave|took|kept|left|ran|read|saw|"
                   r"found|set|cut|had|was|pushed|tried|squashed")
# "we fixed it with ...", "we ran them with ...": a thing the team did, in the past.
_WE_DID_IT = re.compile(rf"^we\s+(?:just\s+|already\s+|then\s+)?(?:[a-z]{{2,}}ed|"
                        rf"{_IRREGULAR_PAST}|built|spent)\s+(?:it|them|this|that|those|these)\b",
                        _I)
_ASKED_BEFORE = r"(?:said|told|asked|meant|wanted|needed|expected|hoped|requested|specified)\b"
_I_DID = re.compile(rf"^(?:(?:in|into|with|as|after|before)\s+[^,;]{{1,40}}?\s+)?i\s+"
                    rf"(?:(?:just|already|also|then|once|accidentally)\s+)?"
                    rf"(?!{_ASKED_BEFORE})(?:[a-z]{{2,}}ed|{_IRREGULAR_PAST})\b", _I)
# A third party's verb: what it wants or accepts, or what it does with what it is given.
_THEY_DO = re.compile(r"^(?:[A-Z][\w.-]*|(?:the|their|its|his|her)\s+[\w-]+(?:\s+[\w-]+)?|he|she|"
                      r"it|they)\s+(?:(?:wants|prefers|likes|requires|expects|accepts|rejects|"
                      r"allows|enforces|limits|caps|truncates|uses|responds|replies|answers|"
                      r"returns|prints|outputs|writes|sends|emits|renders|shows|formats)|"
                      r"[a-z]{2,}ed)\b")


# "I broke the build, so in two commits this time": what is asked after what was told.
_THEN_ASKED = re.compile(r"[,;]\s*(?:so|but|and|now|then)\s+(?:this time\s+)?", _I)


def narrates(clause: str) -> str | None:
    """What is left to read of a clause that tells what the person did, or what another person
    or tool does ("" when nothing is); None when it tells nothing and asks for a form."""
    opened = _strip_openers(clause)
    if _I_DID.match(opened) is None and _THEY_DO.match(opened) is None:
        return None
    then = _THEN_ASKED.search(opened)
    return opened[then.end():] if then else ""


def directive_shaped(clause: str, sentence: str = "") -> bool:
    """Is the clause worded as a directive, whether or not its terms are checkable ("keep it
    simple", "we use the new helper", "always rebase first")? What a capable model may read
    more of than the rules do."""
    body = _strip_openers(clause)
    if not body or (_IDIOMS.search(clause) and not code_terms(clause)):
        return False
    if any(p.match(body) for p in (_NEGATIVE, _AVOID, _RULE, _ALWAYS, _DEPRECATED, _NO, _PASSIVE,
                                   _LEAVE, _UNTIL, _PASSES)):
        return True
    modal = _MODAL.match(body)
    if modal and modal.group("subject").strip().lower() in ("we", "you"):
        return True
    verb = _VERB.match(body)
    return (verb is not None and not _TASK_VERB.match(verb.group("verb"))) \
        or _REPLACEMENT.search(body) is not None or _CONTRAST.search(body) is not None \
        or _RULE_WORDS.search(sentence or clause) is not None


# "you keep using `any` in the types. please stop", "you put `X` in again, cut it out": what the
# agent does again and again, and the person's order to stop, in the same or the next clause.
_KEEPS_DOING = re.compile(
    r"^(?:you|u)\s+(?:(?:keep|kept)\s+(?:on\s+)?(?:using|adding|putting|writing|calling|"
    r"importing|running|leaving\s+in)\s+(?P<what>`[^`\n]+`|[^\s`,;.]+)|(?:put|added|used|"
    r"wrote|called|imported|ran|left)\s+(?P<again>`[^`\n]+`)[^.;]*?\s(?:again|once more)\b)",
    _I)
_STOP_IT = re.compile(r"^(?:please\s+)?(?:just\s+)?(?:stop(?:\s+(?:it|that|doing (?:it|that)))?|"
                      r"cut (?:it|that) out|quit (?:it|that)|knock it off)(?:\s+please)?"
                      r"(?:\W*$|\s*[,;.!])", _I)


# "you keep forgetting to run `go vet`", "you forgot to add `t.Helper()` again": what the agent
# fails to do again and again is what it is to do every time; the complaint is the rule.
_KEEPS_FORGETTING = re.compile(
    r"^(?:(?:ugh|argh|sigh|man|dude|again|come on)\W+)*(?:you|u)\s+(?:(?:keep|kept)\s+(?:on\s+)?"
    r"forgetting|(?:always|constantly)\s+forget|forgot(?=(?:`[^`\n]*`|[^.;?`])*\bagain\W*$))"
    r"\s+(?:to\s+)?(?P<verb>run|use|call|add|import)\s+(?P<what>`[^`\n]+`)", _I)


def _complaint(clause: str, sentence: str, after: tuple[tuple[str, str], ...]) -> Directive | None:
    """The ban of what the agent keeps doing, when the person tells it to stop; the ask of what
    it keeps forgetting to do."""
    forgets = _KEEPS_FORGETTING.match(_strip_openers(clause))
    term = opening_term(forgets.group("what")) if forgets else None
    if forgets and term is not None and term.code:
        verb = "run" if forgets.group("verb").lower() == "run" or is_command_line(term.text) \
            else "use"
        # the phrase from the term on: when it is to be done goes with it ("... before you
        # hand it back")
        return Directive(clause, "do", verb, (term,), (), "rule", "rule", "",
                         clause[forgets.start("what"):].strip(), sentence)
    m = _KEEPS_DOING.match(_strip_openers(clause))
    if m is None:
        return None
    rest = m.string[m.end():]
    stop = re.search(r"[,;]\s*(?P<stop>.*)$", rest)
    if not ((stop and _STOP_IT.match(stop.group("stop")))
            or (after and _STOP_IT.match(_OPENERS.sub("", after[0][1]).strip()))):
        return None
    term = opening_term(m.group("what") or m.group("again"))
    if term is None or not term.code:
        return None  # "you keep adding comments": no name of code, nothing a check can find
    verb = "run" if is_command_line(term.text) else "use"
    return Directive(clause, "avoid", verb, (term,), (), "rule", "rule", "", term.text, sentence)


# "always run it first", "run that before you commit, every time", "never do that again": a
# command or a name the clause points back at.
_POINTS_BACK = re.compile(
    r"^(?:(?:always|from now on|going forward|from here on)\s*,?\s+)?(?P<neg>(?:never|don'?t|"
    r"do not)\s+(?:ever\s+)?)?(?P<verb>run|use|do|call|add|bring|put|reintroduce|re-?add)\s+"
    r"(?:it|that|this|that one|this one)\b(?P<back>\s+back\b)?(?P<tail>[^`?]*)$", _I)
# Verbs that bring back what was taken out: "don't add it back", "never reintroduce it".
_BRINGS_BACK = frozenset({"add", "bring", "put"})
_BROUGHT_BACK = frozenset({"reintroduce", "readd", "re-add"})
# "we removed `tslint`, ...": the person's team took the name out.
_REMOVED_BY_US = re.compile(r"\b(?:we|i)(?:'ve| have)?\s+(?:just\s+)?(?:removed|dropped|deleted|"
                            r"got rid of|ripped out|killed)\s", _I)


# What may follow a ban that points back: how long it holds, and politeness.
_BAN_TAIL = re.compile(r"^(?:(?:\s*+,)?\s*+(?:again|ever(?: again)?|anymore|any ?more|please|"
                       r"from now on|going forward|here|in this (?:repo|repository|project|"
                       r"codebase)))*"
                       r"\W*$", _I)


# A name alone, or "use" it, or it "instead": what takes the place of what was turned down.
_NAME_ALONE = re.compile(r"^[^\w`]*(?:(?:so\s+)?use\s+)?(?P<name>`[^`\n]+`|[a-z][\w.:/@-]*[\w)])"
                         r"(?:\s+instead)?\W*$", _I)
# The team's no of what the agent used, in the project, as the whole of the clause before.
_TEAMS_NO = re.compile(rf"^(?:no\W+)?we\s+{_NOT_USED_HERE}\W*$", _I)


def _replacement_named(clause: str, sentence: str, earlier: str,
                       reply: str) -> Directive | None:
    """ "we don't use that here, dayjs", "no, we don't use that in this repo. use `ureq`": the
    name said alone after the team's no of what the agent used is what the team uses in its
    place, as "we use dayjs" would say."""
    m = _NAME_ALONE.match(clause)
    if m is None or not _TEAMS_NO.match(body := _strip_openers(earlier)) \
            or _refers_back(body, reply) is None:
        return None  # no name in the agent's message was turned down
    d = read_clause(f"we use {m.group('name')}", f"we use {m.group('name')}", reply)
    if d is None or d.polarity != "do" or d.verb != "use":
        return None
    # A name set in the place of the code the agent used names code of that kind ("dayjs").
    terms = tuple(replace(t, code=True) if not t.code and _plain_side(t.text, reply) else t
                  for t in d.terms)
    return replace(d, sentence=clause, said_in=sentence, terms=terms,
                   phrase=m.group("name").strip("`"))


# "CI runs `golangci-lint run`", "our CI gate is `pre-commit run -a`", "the pipeline fails on
# `prettier --check .`": the check the team's own pipeline holds every change to, told as the
# ground of the order that points back at it, which holds for every change as well. Not what
# another team's or a past pipeline did ("their CI ran ...", "CI used to run ...").
_GATE_OF_THE_TEAM = re.compile(
    r"^\W*(?:(?:since|because|as)\s+)?(?:(?:our|the)\s+)?(?:ci|pipeline|build|ci\s+(?:pipeline|"
    r"job|build|gate|check))\s+(?:(?:always|also)\s+)?(?:runs|checks|enforces|fails\s+on|"
    r"rejects|gates\s+on|(?:gate\s+)?is|will\s+(?:run|fail\s+on|reject))\s+(?:with\s+)?`|"
    # "every PR has to pass `mvn verify` in CI": the gate, said of every piece of work
    r"^\W*(?:every|each|all|any)\s+(?:prs?|pull\s+requests?|merge\s+requests?|commits?|"
    r"changes?)\s+(?:has\s+to|have\s+to|must|needs?\s+to)\s+pass\s+`", _I)


def _pointed_back(clause: str, sentence: str, earlier: str) -> Directive | None:
    """The rule of a clause that points at the one name the person's clause before it gave
    ("there's a `make check` target. always run it first."): a command to run, or a name to use;
    "do that" only of a command. None when that clause names none, or more than one."""
    m = _POINTS_BACK.match(_strip_openers(clause))
    if m is None:
        return None
    named = {t.text: t for t in code_terms(earlier) if (t.code and not t.alternatives)
             or is_script(t.text)}
    if len(named) != 1 or _QUESTION_START.match(earlier.strip()):
        return None
    term = next(iter(named.values()))
    runnable = is_program_run(term.text) or is_script(term.text)
    verb = m.group("verb").lower()
    if verb in _BRINGS_BACK | _BROUGHT_BACK:
        # "`tslint` is gone, do not add it back": a name taken out is kept out, as a retired one.
        if not m.group("neg") or (verb in _BRINGS_BACK) != bool(m.group("back")) \
                or _is_path(term.text) or not (_STATE_BEFORE.search(earlier)
                                               or _REMOVED_BY_US.search(earlier)) \
                or not _BAN_TAIL.match(m.group("tail")):
            return None
        return Directive(clause, "avoid", "use", (term,), (),
                         _scope(sentence, clause, "deprecation", "use"), "deprecation", "",
                         term.text, sentence)
    if verb == "do" and not (m.group("neg") and runnable):
        return None
    if verb == "run" and not runnable:
        return None  # "there's a `Makefile`. always run it": which target, the words do not say
    verb = "run" if runnable else "use"
    polarity: Polarity = "avoid" if m.group("neg") else "do"
    if polarity == "avoid" and not _BAN_TAIL.match(m.group("tail")):
        return None  # "don't run it against prod": where or when, a ban of only some runs
    # "`tslint` is gone, never use it again": a name told gone, removed or dead and then not to
    # be used is retired, as "deprecated" says it.
    retired = polarity == "avoid" and _STATE_BEFORE.search(earlier) is not None
    if verb == "use" and (polarity == "avoid" or _is_path(term.text)) \
            and not (retired and not _is_path(term.text)):
        return None  # "never use it": of a name told of, as often a complaint as a ban
    form = "deprecation" if retired else \
        "rule" if _RULE_OPENING.match(_strip_openers(clause)) \
        or (verb == "run" and polarity == "do" and _GATE_OF_THE_TEAM.match(earlier)) \
        else "imperative"
    return Directive(clause, polarity, verb, (term,), (), _scope(sentence, clause, form, verb),
                     form, "", term.text, sentence)


# "queries are generated with `sqlc` in this service. where does the output go?": a fact of the
# code, said with no habit word, told as the ground of the question that follows is how things
# are, no rule.
_ASKED_ABOUT = re.compile(r"^\W*(?:why|where|which|what|how|who|when|does|do|did|is|are|was|"
                          r"were|has|have|any idea)\b[^.!\n]*\?", _I)


def _fact_asked_about(d: Directive, text: str) -> bool:
    said = d.said_in or d.sentence
    if d.form != "convention" or d.polarity != "do" or _HABIT.search(words_only(said)):
        return False
    at = text.find(said)
    return at >= 0 and _ASKED_ABOUT.match(text[at + len(said):]) is not None


# "always use fully qualified module names, like `ansible.builtin.copy`", "add type hints, e.g.
# `int`": a kind of code asked for in plain words, and a name that only shows one of its kind.
# The name is no more asked for than any other of the kind; a ban of the kind bans each one
# shown ("no globals like `window.foo`"), so only what is to be used or done is left out.
_A_KIND_SHOWN_BY = re.compile(r"^[^`\n]*?[a-z][\w-]*(?:\s*+,)?\s++(?:like|e\.g\.?|such as|"
                              r"for example|for instance|say)(?:\s*+,)?\s++`", _I)


# "never `yield`, it's `await` now", "no `export let` anymore, it's `$props()` in Svelte 5": what
# the banned name is now, said right after the ban, is the name to use in its place.
_WHAT_IT_IS_NOW = re.compile(r"^`[^`\n]+`(?:\s+(?:any ?more|any longer|ever|again))?\s*[,;]\s*"
                             r"(?:it['’]?s|that['’]?s)\s+(?P<now>`[^`\n]+`)\s+(?:now|these days|"
                             r"in\s+[A-Z][\w-]*(?:\s+\d+(?:\.\d+)*)?)(?:\W*$|\.\s)", _I)


def _with_what_it_is_now(out: list[Directive]) -> list[Directive]:
    """Each directive, and after a ban that says what the banned name is now, the use of it."""
    said: list[Directive] = []
    for d in out:
        said.append(d)
        m = _WHAT_IT_IS_NOW.match(d.phrase) if d.polarity == "avoid" and d.terms else None
        now = code_terms(m.group("now")) if m else ()
        if now and now[0].text != d.terms[0].text:
            said.append(replace(d, polarity="do", terms=now[:1], phrase=m.group("now")))
    return said


def _only_shown_as_one_of_a_kind(d: Directive) -> bool:
    return d.polarity == "do" and d.verb in ("use", "run", "prefer") \
        and _A_KIND_SHOWN_BY.match(d.phrase) is not None


def _bans_said_before(out: list[Directive], text: str) -> list[Directive]:
    """ "no `$fetch` in components, `Filters.vue` calls it. I told you that last week": a ban
    kept to the task at hand, in a message a sentence of which only says it was said in earlier
    work, holds for all work, unless it is said of one place or of this work."""
    said = split_sentences(instruction_of(text).words) if "`" in text else []
    if not any(_SAID_BEFORE_ALONE.match(words_only(s)) and not _ABOUT_ONE_THING.search(s)
               for s in said):
        return out
    return [replace(d, scope="rule") if d.polarity == "avoid" and d.scope == "task" and d.terms
            and d.verb != "rename" and not ONE_OFF.search(words_only(d.sentence))
            and not _FOR_THIS_WORK.search(words_only(d.said_in or d.sentence))
            # where the ban holds, not where it was found ("`Filters.vue` calls it")
            and not _names_one_place(d.phrase or d.sentence, (*d.terms, *d.replaced),
                                     d.phrase or d.sentence)
            else d for d in out]


# "you skipped the tests", "I see you mocked the DB": what the agent did, told back to it in the
# past tense of a verb of its own.
_DEED_TOLD = re.compile(r"^(?:(?:i\s+)?(?:see|saw|notice|noticed)\s+(?:that\s+)?)?you\s+"
                        r"(?:just\s+|also\s+|again\s+)?(?P<did>[a-z]{3,}ed)\b", _I)
# "don't skip them, ever", "never mock it in integration tests", "we never turn it off": the same
# verb turned down, pointing back at what it was done to.
_SAME_DEED_REFUSED = re.compile(r"^(?P<lead>(?:we\s+)?(?:don'?t|do not|never)\s+(?:ever\s+)?)"
                                r"(?P<verb>[a-z]{3,})\s+(?:it|them|that|those)"
                                r"(?:\s+(?:off|out|up|away))?\b(?P<rest>.*)$", _I)


def _deed_told_back(clause: str, earlier: str) -> str | None:
    """ "you skipped the tests. don't skip them, ever": the refusal of the deed the clause before
    told back, as "don't do that, ever", so that what was done is read from the agent's own
    message; None when the earlier clause tells no deed of the agent's, or another verb's."""
    told = _DEED_TOLD.match(_strip_openers(earlier.strip()))
    refused = _SAME_DEED_REFUSED.match(_strip_openers(clause.strip()))
    if told is None or refused is None:
        return None
    if not told.group("did").lower().startswith(refused.group("verb").lower()):
        return None
    return f"{refused.group('lead')}do that{refused.group('rest')}"


def directives(text: str, reply: str = "") -> list[Directive]:
    """Every directive in a request's own typed words (the agent's last `reply` tells which
    sentences repeat it and what "them" is). A clause that goes with a rule in the same
    sentence ("X is deprecated, use Y") is part of that rule."""
    out: list[Directive] = []
    clauses = own_clauses(text, reply)
    for i, (sentence, clause) in enumerate(clauses):
        d = read_clause(clause, sentence, reply) or _complaint(clause, sentence, clauses[i + 1:])
        if i and (d is None or (d.verb in ("run", "use") and not d.terms)):
            d = _pointed_back(clause, sentence, clauses[i - 1][1]) or d
        if i and d is None and reply and (said := _deed_told_back(clause, clauses[i - 1][1])):
            d = read_clause(said, sentence, reply)
        if i:
            d = _replacement_named(clause, sentence, clauses[i - 1][1], reply) or d
        if d is None:
            d = _not_allowed(clause, sentence, reply) or _answered_no(text, clause, sentence) \
                or _taken_out_for_the_teams_way(clause, clauses[i + 1:])
        if d is not None:
            out.append(_held_as_the_teams_way(_with_reach_of_ban(d, clauses[i + 1:]),
                                              sentence, clauses[i + 1:]))
    out = [d for d in _with_what_it_is_now(_qualified_away(out, clauses))
           if not _fact_asked_about(d, text) and not _only_shown_as_one_of_a_kind(d)]
    out = _bans_said_before(out, text)
    # A sentence holds a rule when one of its clauses was read as one with a rule's reach: a
    # preference kept to the work at hand ("for now, use X instead of Y") lends none.
    ruled = {d.said_in for d in out if (d.scope == "rule" and d.form in (
        "rule", "convention", "deprecation", "preference"))
             or _found_in(_OBSOLETE, words_only(d.said_in))}
    return [_case_kept(replace(d, scope="rule") if d.said_in in ruled and d.scope == "task"
                       and not _found_in(ONE_OFF, words_only(d.sentence)) and d.verb != "rename"
                       and not _found_in(_FOR_THIS_WORK, words_only(d.said_in))
                       and not _names_one_place(d.sentence, (*d.terms, *d.replaced),
                                                d.said_in or d.sentence)
                       else d) for d in out if not _case_of_a_name_part(d)]


# Names of code a spelling may be said of: "in type names", "in identifiers".
_NAMES_OF_CODE = re.compile(r"\b(?:names|identifiers|variables|fields|functions|methods|classes|"
                            r"types|symbols|constants)\b", _I)
# The longest acronym a name is built with ("ID", "URL", "HTTP", "JSON").
_ACRONYM = 5


def _case_of_a_name_part(d: Directive) -> bool:
    """Are the forms set against each other the same letters in another case, and either too
    short to be told from the words that hold it ("`OK`, not `Ok`": Rust's `Ok(`), or an
    acronym said of names ("`Id` not `ID` in type names")? Such a form lives inside names
    (`UserId`, `parseURL`), where a check of whole words never sees it: no check of it is
    sure."""
    names = _found_in(_NAMES_OF_CODE, words_only(d.said_in or d.sentence))
    return any(t.text != r.text and t.text.lower() == r.text.lower()
               and (min(len(t.text), len(r.text)) <= 2
                    or (names and t.text.isalpha() and len(t.text) <= _ACRONYM))
               for t in d.terms for r in d.replaced)


# The words that give a ban its reach without a habit word before its verb: "don't use `moment`
# anymore", "no more `print` in tests", "don't add `@ts-ignore` ever", "`eval` is not allowed in
# this codebase", "we don't do `var` around here", "not in this house", "in our code", "on this
# team". Only said of a ban: "ever" and "anymore" in a wish or a question are other words.
_BAN_REACH = re.compile(r"\b(?:any ?more|no more|no longer|ever|" + _THE_PROJECT +
                        r"|in our code)\b", _I)
# "NO `var`. EVER.", "Don't use `unwrap()`. Not ever.": the reach said as a sentence of its own.
_EVER_ALONE = re.compile(r"^\W*(?:not\s+)?(?:ever|never(?:\s+ever)?)(?:\s+again)?\W*$", _I)
# "no testify pls. we don't use it in this repo": the ban said again as the team's way.
_TEAM_SAYS_AGAIN = re.compile(r"^we\s+(?:don'?t|do not|never)\s+(?:ever\s+)?"
                              r"(?:use|allow|do|want)\s+(?:it|that|them|those|this)"
                              r"(?:\s+(?:here|" + _THE_PROJECT + r"|anywhere|at all|ever|"
                              r"anymore|any ?more))*(?:\W*$|\s*,\s*(?!but\b|except\b|only\b)"
                              r"\S.*$)", _I)
# "no more `print`s, the bug is fixed": what the ban was for is over, so it ends with the work.
_NEED_GONE = re.compile(r"\b(?:is|are|was|were|has been|have been|['’]s)\s+(?:now\s+)?"
                        r"(?:fixed|solved|resolved|found|sorted|done)\b", _I)


def _with_reach_of_ban(d: Directive, after: tuple[tuple[str, str], ...]) -> Directive:
    """A ban kept to the task at hand whose sentence, or the next one alone, says its reach in
    the words of `_BAN_REACH` is a rule, unless it is said of one place or of this work."""
    if d.polarity != "avoid" or d.scope != "task" or d.verb == "rename":
        return d
    said = words_only(d.said_in or d.sentence)
    again = after[0][1] if after and _TEAM_SAYS_AGAIN.match(_strip_openers(after[0][1])) else ""
    ever_next = bool(after) and (_EVER_ALONE.match(after[0][1]) is not None or bool(again))
    if not (_BAN_REACH.search(said) or ever_next):
        return d
    # The "here" of the team's way said again is the project's ("we don't use it here").
    at_hand = re.sub(r"\baround here\b", " ", said.replace(words_only(again), " ") if again
                     else said, flags=_I)
    if ONE_OFF.search(said) or _FOR_THIS_WORK.search(said) or _AT_HAND.search(at_hand) \
            or _NEED_GONE.search(said) or _KEPT_TO_THIS.search(words_only(d.sentence)) \
            or _names_one_place(d.sentence, (*d.terms, *d.replaced), d.said_in or d.sentence):
        return d
    return replace(d, scope="rule", form="rule")


# "rewrite it with `pytest.raises`. that's the convention in this codebase": a sentence that
# only says the team does it so lends the sentence before it the project's reach.
_TEAMS_WAY_ALONE = re.compile(
    r"^(?:that['’]?s|this is|it['’]?s)\s+(?:how we (?:do|write|handle) (?:it|things|them|this)|"
    r"(?:the|our) (?:convention|house style|standard|way we do (?:it|things))|"
    r"what we (?:always )?do)(?:\s+(?:here|(?:in|for|across) (?:this|our) (?:repo|repository|"
    r"codebase|project|team)|for (?:every|all|each) [a-z][\w -]{0,30}))*\W*$", _I)
# "run `pnpm typecheck` before you finish. every time, not only when I ask": how often, said
# as a sentence of its own, and only that.
_HABIT_ALONE = re.compile(
    r"^(?:every (?:single )?time|each time|always|all the time)(?:\s*[,;-]?\s*(?:not (?:just|"
    r"only) (?:when|if) (?:i|you) (?:ask|remember|tell you)(?: to)?|from now on|going forward|"
    r"please|pls))*\W*$", _I)


# "use `httpx` for HTTP calls. Everywhere.", "validate with `zod`. Same in all our projects.",
# "use `pnpm`. That's the rule in every repo.": a sentence that only says the rule before it
# holds in all the person's work, not only in the work at hand.
_EVERYWHERE_ALONE = re.compile(
    r"^(?:(?:and|also)\s+)?(?:everywhere(?:\s*,?\s*not\s+just\s+here)?|(?:(?:the\s+)?same\s+|"
    r"(?:that|this|it)(?:['’]s|\s+is)\s+(?:the|our)\s+(?:rule|convention|way)\s+)?"
    r"(?:in|for|across)\s+(?:every|each|all)\s+(?:(?:of\s+)?(?:our|my|the)\s+)?(?:repos?|"
    r"repositories|projects?|codebases?|services?)(?:\s+of\s+(?:ours|mine))?)"
    r"(?:\s+(?:too|as\s+well))?\W*$", _I)


# "never `GetComponent` in `Update`. that goes for every script": a sentence that only says the
# rule before it holds in every one of a kind of thing; the place it named (a method every
# script has) is found in each of them, no one place of the work at hand.
_GOES_FOR_EVERY = re.compile(
    r"^(?:(?:and|also)\s+)?(?:that|this|it|the same)\s+(?:goes|applies|holds)\s+(?:for|to)\s+"
    r"(?:every|each|all|any)\s+(?:(?:single|one of (?:the|our))\s+)?[a-z][\w-]*"
    r"(?:\s+[a-z][\w-]*){0,2}(?:\s+(?:too|as well))?\W*$", _I)


def _held_as_the_teams_way(d: Directive, sentence: str,
                           after: tuple[tuple[str, str], ...]) -> Directive:
    """A wish or ban kept to the task at hand whose next sentence says, and says only, that it
    is the team's way, or that it holds every time, is a rule, unless it is said of one place
    or of this work; one said to hold in every one of a kind of thing is a rule wherever it
    was said of."""
    if d.scope != "task" or d.verb == "rename" or not d.terms:
        return d
    nxt = next(((s, c) for s, c in after if s != sentence), None)
    every = nxt is not None and _GOES_FOR_EVERY.match(_strip_openers(nxt[0])) is not None
    if nxt is None or not (every or _TEAMS_WAY_ALONE.match(_strip_openers(nxt[0]))
                           or _HABIT_ALONE.match(_strip_openers(nxt[0]))
                           or _EVERYWHERE_ALONE.match(_strip_openers(nxt[0]))):
        return d
    said = words_only(d.said_in or d.sentence)
    if ONE_OFF.search(said) or _FOR_THIS_WORK.search(said) or (not every and _names_one_place(
            d.sentence, (*d.terms, *d.replaced), d.said_in or d.sentence)):
        return d
    return replace(d, scope="rule")


# "you can't use `eval` in this codebase", "contributors are not allowed to use `goto` here":
# what the team does not let anyone use, said as a permission withheld; with no reach said
# ("you can't use `await` in a sync callback") it is how the language works.
_NOT_ALLOWED = re.compile(
    r"^(?:you|we|u|contributors|developers|devs|people|nobody|no one|(?:the )?agents?)"
    r"(?:\s+(?:can'?t|cannot|can not|may not|(?:are|is)\s+not\s+(?:allowed|permitted)\s+to|"
    r"aren'?t\s+(?:allowed|permitted)\s+to|isn'?t\s+(?:allowed|permitted)\s+to)|"
    r"'re\s+not\s+(?:allowed|permitted)\s+to)\s+"
    r"(?:ever\s+)?(?P<rest>(?:use|call|import|add|write|pull in)\s+.+)$", _I)
_PERMISSION = re.compile(r"\b(?:allowed|permitted|may not)\b", _I)


def _not_allowed(clause: str, sentence: str, reply: str) -> Directive | None:
    m = _NOT_ALLOWED.match(_strip_openers(clause))
    if m is None:
        return None
    said = words_only(sentence or clause)
    # A withheld permission reaches the project with "here" too; "can't" only with the
    # project named.
    reach = _BAN_REACH.search(said) or (_PERMISSION.search(said)
                                        and re.search(r"\bhere\W*$", said, _I))
    if not reach or _REASON_OF_A_LIMIT.search(said):
        return None
    d = read_clause(f"don't {m.group('rest')}", sentence, reply)
    if d is None or d.polarity != "avoid":
        return None
    if ONE_OFF.search(said) or _FOR_THIS_WORK.search(said) \
            or _names_one_place(d.sentence, (*d.terms, *d.replaced), sentence or clause):
        return replace(d, sentence=clause, scope="task")
    return replace(d, sentence=clause, scope="rule", form="rule")


# "`jQuery`? Not in this house.", "`unsafe`? Never in this crate.", "`static mut`? Never.": a
# name asked about alone, and the person's own answer, a "never" or a "not" with the reach of a
# ban and no verb: the name is banned from all work. A "not" with no reach ("`X`? Not here.",
# "`X`? Not sure.") bans nothing; a file asked about is no name to ban.
_ASKED_ALONE = re.compile(r"(?:^|[.!?:]\s+|\n\s*)(?P<term>`[^`\n]+`)(?:\s+(?:in|for)\s+"
                          r"(?:new\s+|our\s+|the\s+)?[a-z][a-z -]{0,25})?\s*\?\s*$", _I)
_REACH_WORDS = (r"ever|again|any ?more|(?:not\s+)?(?:anywhere\s+)?" + _THE_PROJECT +
                r"|(?:not\s+)?(?:in|on|anywhere in)\s+(?:this|our)\s+(?:code|app|service|package)")
_NO_AND_REACH = re.compile(rf"^(?:(?:no(?:pe)?|nah)\W+)?(?:(?P<never>never)|not)"
                           rf"(?P<reach>(?:\W+(?:{_REACH_WORDS}))*)\W*$", _I)


def _answered_no(text: str, clause: str, sentence: str) -> Directive | None:
    m = _NO_AND_REACH.match(clause.strip())
    if m is None or not (m.group("never") or m.group("reach").strip(" ,.!")):
        return None
    at = text.find(sentence)
    asked = _ASKED_ALONE.search(text[:at].rstrip()) if at > 0 else None
    term = opening_term(asked.group("term")) if asked else None
    if term is None or not term.code or _a_file(term.text):
        return None
    return Directive(clause, "avoid", "use", (term,), (), "rule", "rule", "", term.text, sentence)


# "please drop testify, on this team we use the standard library", "remove `mockito`. We use
# fakes in this repo.": a name to take out, and the team's way with the project's reach said
# straight after it, is a name the team keeps out of all work; without the reach ("remove
# `console.log`, we use the logger") the removal is the work at hand.
_TAKE_OUT = re.compile(r"^(?:please\s+)?(?:drop|remove|rip out|take out)\s+(?P<what>`[^`\n]+`|"
                       r"[A-Za-z][\w.+-]*)(?:\s+please)?(?:\s*[,;]\s*(?P<tail>.*))?$", _I)
_WE_USE = re.compile(r"^\W*(?:(?P<where>" + _THE_PROJECT + r"|here)\s*,?\s+)?we\s+"
                     r"(?P<always>always\s+)?(?:use|write|go with|stick (?:to|with)|prefer|"
                     r"rely on)\s+(?P<rest>.+)$", _I)
_PROJECT_REACH = re.compile(r"\b(?:" + _THE_PROJECT + r"|here)\W*$", _I)


def _taken_out_for_the_teams_way(clause: str, after: tuple[tuple[str, str], ...]
                                 ) -> Directive | None:
    m = _TAKE_OUT.match(_strip_openers(clause))
    if m is None:
        return None
    # The team's way ends the sentence it is in: "..., but keep it in the legacy module" after it
    # grants an exception.
    team = m.group("tail") or (after[0][1] if after and after[0][0].rstrip(" .!").endswith(
        after[0][1].rstrip(" .!")) else "")
    way = _WE_USE.match(team.strip())
    if way is None or not (way.group("where") or way.group("always")
                           or _PROJECT_REACH.search(way.group("rest"))):
        return None
    said = m.group("what")
    term = opening_term(said) if said.startswith("`") else make_term(said, quoted=False)
    if term is None or _a_file(term.text) or not (
            term.code or (names_one_thing(term.text) and not names_a_kind(term.text))):
        return None
    return Directive(clause, "avoid", "use", (term,), (), "rule", "rule", "", said, clause)


# "you can't use `eval` here because the sandbox blocks it": what stops it, not a rule.
_REASON_OF_A_LIMIT = re.compile(r"\b(?:because|since|as|so)\b", _I)


# "..., but in this test it's fine", "..., except this one is needed, so commit it", "the shim
# is the exception": the person grants the work at hand an exception to a ban they state. "...,
# but the vendored copy is fine", "..., although floats are fine for the charts": whatever the
# exception is for, the rule no longer reaches all its words say, for a ban or a wish alike.
_FINE = r"(?:fine|ok|okay|allowed|acceptable)"
_GRANTED = Gated(
    r"\b(?:(?:but|except|apart from|other than|though|although)\b"
    r"(?=[^.;!?]{0,80}?\b(?:this|it|them|here)\b)[^.;!?]{0,80}?\b(?:(?:it['’]?s|it is|"
    r"that['’]?s|is|are|['’]s)\s+(?:fine|ok|okay|allowed|acceptable|needed|required)\b|needs?\s+(?:it|them)\b|"
    r"go ahead|(?:so|please|just)\s+(?:\w+\s+)?(?:it|them)\b|leave (?:it|them|that one)\b)|"
    r"(?:is|are)\s+(?:the|an)\s+exceptions?\b)")
_GRANTED_ANY = Gated(
    rf"\b(?:but|except|apart from|other than|though|although)\b[^.;!?]{{0,80}}?"
    rf"(?:\b(?:is|are)|['’](?:s|re))\s+(?:(?:also|still|totally|perfectly)\s+)?{_FINE}\b")
# "we don't use `Decimal` anywhere, which is why the totals are off": a cause told, the state of
# the code a problem comes from, not a rule.
# What it explains is told; "that's why I want you to ..." is a rule with its reason instead.
_WHAT_IT_EXPLAINS = r"(?!\s*(?:i|we|you|please|pls|always|never|from now on)\b)(?!\s*:)"
# Joined by "and" or "so" ("..., and that's why", "..., so that's why"), and told as how it came
# about or its reason ("that's how the tags got lost", "that's the reason the list re-renders").
_WHAT_IT_CAUSED = (r"(?:(?:and|so)\s+)?(?:which|that|this)['’]?s?\s+(?:is\s+|was\s+)?"
                   r"(?:(?:probably|exactly|also|partly)\s+)?(?:why|the\s+reason|"
                   # "that's how they do it upstream": a way of doing told, not what it caused
                   r"how(?!\s+(?:they|he|she|people|every(?:one|body)|others|it|things)\s+"
                   r"(?:do|does|did|is|are|write|writes|handle|handles|works?)\b))")
_CAUSE_TOLD = Gated(rf"[,;:—–-]\s*(?:{_WHAT_IT_CAUSED}|which explains|that explains|hence)\b"
                    rf"{_WHAT_IT_EXPLAINS}")
# "We never close the pool. That's why it leaks.": the cause told, then what it explains.
_WHY_NEXT = re.compile(rf"^\W*{_WHAT_IT_CAUSED}\b{_WHAT_IT_EXPLAINS}", _I)
# "we have `deepmerge` for that, but it's buggy": the team's tool named with a caveat on it.
_CAVEAT = re.compile(r"^we(?:'ve|\s+have)\b[^,;]*`[^`\n]+`\s+for\s+(?:that|this|it)\b"
                     r"[^.;!?]*?\bbut\b", _I)


def _qualified_away(out: list[Directive],
                              clauses: tuple[tuple[str, str], ...]) -> list[Directive]:
    """The directives their own words take back the reach of, none of them read: a ban that the
    same or the next sentence grants an exception to, and a rule with an exception in its own
    sentence (the reach is no longer what its words say: the exception may be the very work
    asked for, or the rule holds in one part of the code only; what is asked for the task at
    hand is still read); a state of the code told as the cause of a problem ("we never call
    `close()`, which is why the connections leak"); the team's tool named with a caveat ("we
    have `deepmerge` for that, but ...")."""
    said = list(dict.fromkeys(sentence for sentence, _ in clauses))
    plain = [words_only(sentence) for sentence in said]
    granted = {i for i, sentence in enumerate(plain) if _GRANTED.search(sentence)}
    # Granted to anything the rule covers, in its own sentence: a wish loses its reach too. A
    # name said fine after a ban is the way to go instead ("don't use `moment`, but `dayjs` is
    # fine"), no exception to it.
    to_any = {i: m.group(0) for i, sentence in enumerate(said)
              if (m := _GRANTED_ANY.search(sentence))}
    told = {i for i, sentence in enumerate(said)
            if _CAUSE_TOLD.search(plain[i]) or _CAVEAT.search(sentence.strip())
            or (i + 1 < len(said) and _WHY_NEXT.match(said[i + 1].strip()))}
    if not granted and not to_any and not told:
        return out

    def excepted(d: Directive) -> bool:
        where = d.said_in or d.sentence
        i = said.index(where) if where in said else -2
        return (d.polarity == "avoid" and (i in granted or i + 1 in granted
                                           or "`" not in to_any.get(i, "`"))) \
            or i in told or (i in to_any and d.polarity != "avoid" and d.scope == "rule")

    return [d for d in out if not excepted(d)]


def said_once(d: Directive) -> bool:
    """Does the directive ask for a change made once ("rename X to Y"), only for this piece of
    work ("for this PR, use `slog`") or one piece of code ("in this file, use `Decimal`"), or ban
    a term from the place at hand ("no `await` here!", "not in this function")? Said again in
    other work, it is the same work going on, another piece of work kept to itself or another
    place, never a habit."""
    if d.verb == "rename":
        return True
    said = words_only(d.said_in or d.sentence)
    if d.scope == "task" and (_found_in(_FOR_THIS_WORK, said)
                              or _found_in(_IN_THIS_CODE_AT_HAND, said)):
        return True
    # A ban said of one place ("no `await` here!") says nothing of the term elsewhere; a wish
    # said of one place again and again ("use `require.ErrorIs` here") is still a wish for it.
    return d.polarity == "avoid" and d.scope == "task" and _found_in(_AT_HAND, said)


@lru_cache(maxsize=64)  # each directive of a sentence asks it
def _names_by_case(sentence: str) -> dict[str, frozenset[str]]:
    """The names of code a sentence holds, by their letters in lower case."""
    named: dict[str, set[str]] = {}
    for t in code_terms(sentence):
        named.setdefault(t.text.lower(), set()).add(t.text)
    return {low: frozenset(texts) for low, texts in named.items()}


def _case_kept(d: Directive) -> Directive:
    """ "write `GitHub`, never `Github`": a term that the same sentence also names in another
    letter case is about its case, so it is checked as written."""
    named = _names_by_case(d.said_in)

    def kept(t: Term) -> Term:
        other = bool(named.get(t.text.lower(), frozenset()) - {t.text})
        return replace(t, cased=True) if other and not t.cased else t

    return replace(d, terms=tuple(map(kept, d.terms)), replaced=tuple(map(kept, d.replaced)))
