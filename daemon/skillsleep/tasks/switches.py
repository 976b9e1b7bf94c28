"""A move the team made from one name to another, told as what happened: the words of each side.

"We dropped `nose` for `pytest` last year", "we switched the whole monorepo over to `vite` from
`webpack`", "`nock` got replaced by `msw` everywhere", "`pflag` replaced the standard `flag`
package for us", "we've standardised on `Temporal`", "`kaminari` is out, `pagy` is in": people
state which name the code uses by telling the move, without a word of a rule. What the move
reached says it is the team's: the team, the project or all of a kind ("across the services",
"in the specs", "everywhere", "for us"), never one place ("in the date picker"); what it is
followed by is at most when it happened ("last year", "in March"), never what happened next
("... and now it hangs"), which makes it a story. Someone else's move ("the payments team
moved ..."), a move tried ("we tried switching ...") and a move asked about are no shape here.

Each reader returns the text of the side left and of the side taken (either may be ""), for the
directive reader (`directives.py`) to find the terms in; None when the words are no such move.
"""

from __future__ import annotations

import re

from .gated import Gated

_I = re.I

# A name as typed: in backticks or quotes, or one bare token.
NAME = r"(?:`[^`\n]+`|\"[^\"\n]+\"|[\w@.:+#-]+(?:\(\))?)"
# A name with the words a person wraps it in: "the standard `flag` package", "plain `assert`",
# "the home-grown `withRetry`".
THING = (rf"(?:(?:the|our)\s+(?:(?:old|standard|built-in|builtin|stdlib|home-?grown|in-house|"
         rf"legacy|original|hand-rolled|custom)\s+)?|plain\s+|good old\s+)?{NAME}"
         r"(?:\s+(?:package|library|lib|module|crate|gem|client|plugin|framework|api|sdk))?")
# Two or three names left at once: "`eslint` and `prettier`".
THINGS = rf"{THING}(?:\s*(?:,|,?\s+and|&)\s+{THING}){{0,2}}"

# When it happened: "last year", "in March", "two years ago", "a long time ago".
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
          r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_COUNT = r"(?:a|an|one|two|three|four|five|six|a few|a couple of|several|many|\d+)"
_PERIOD = r"(?:years?|months?|weeks?|quarters?|sprints?|releases?|versions?)"
WHEN = (r"(?:recently|a (?:long )?while ago|a long time ago|ages ago|long ago|"
        rf"(?:{_COUNT}\s+)?{_PERIOD} ago|last (?:week|month|year|sprint|quarter|release|spring|"
        r"summer|autumn|fall|winter)|earlier this (?:year|month|quarter)|this (?:year|quarter)|"
        rf"(?:back\s+)?in (?:the )?(?:spring|summer|autumn|fall|winter)|(?:back\s+)?in {_MONTH}"
        rf"(?:\s+\d{{4}})?|(?:back\s+)?in \d{{4}}|since (?:v?\d[\d.]*|then|{_MONTH}))")

# Where the move reached: the team, the project, or all of a kind of code ("the specs", "every
# repo", "all the pipelines"); a place of one thing ("the date picker") is no reach of a rule.
_PROJECT = (r"(?:team|repo|repository|project|codebase|code ?base|monorepo|crate|app|service|"
            r"package|backend|frontend|stack|org|company|workspace|suite|platform|product)")
_PLURAL = r"(?:[a-z][\w-]*[^s\W]s\b)"
# Words before the kind that pick some of it ("these tests", "two services") are no reach.
_SOME = (r"(?!(?:these|those|this|that|some|a|an|one|two|three|few|several|my|your|his|her|"
         r"their|other|old|failing|flaky|broken)\b)")
_KIND = rf"(?:(?:{_SOME}[\w.#+-]+\s+){{0,2}}?{_SOME}(?:{_PROJECT}|{_PLURAL}))"
_ALL_OF = (rf"(?:(?:the|our)\s+(?:whole\s+|entire\s+)?{_KIND}|"
           rf"all\s+(?:of\s+)?(?:the\s+|our\s+)?{_KIND})")
_WHOLE = rf"(?:{_ALL_OF}|this\s+{_KIND}|every\s+(?:[\w-]+\s+)?{_PROJECT}|{_KIND})"
REACH = (rf"(?:everywhere|for us|here|for everything|(?:in|across|throughout|for)\s+{_WHOLE}|"
         rf"in new code)")
# "..., stay with that", "..., keep it that way": the move kept, said after it.
_KEPT = (r"(?:\s*[,;]\s*(?:so\s+)?(?:please\s+)?(?:(?:stay|stick)\s+(?:with|to)\s+(?:that|it|them)|"
         r"keep it (?:that way|like that)))")
_TAIL = rf"(?:\s+{REACH})?(?:\s+{WHEN})?(?:\s+{REACH})?(?:\s+now)?{_KEPT}?\W*$"

# "we moved the suites from X to Y", "we switched the Go tests over to Y from X": what the team
# moved, when said, is all of a kind or the project.
_WHAT_MOVED = _ALL_OF
_WE = r"we(?:'ve|'re|\s+have|\s+are|\s+had)?(?:\s+(?:now|already|recently|finally|all|since))?"

_MOVED = re.compile(
    rf"^{_WE}\s+(?P<verb>moved|switched|migrated|changed|went|gone|cut over|transitioned|"
    r"converted|ported|moving|switching|migrating|transitioning)"
    rf"(?:\s+(?P<what>{_WHAT_MOVED}))?(?P<over>\s+(?:over|across))?\s+"
    rf"(?:(?P<from>from|off(?:\s+of)?|away from)\s+(?P<old>{THINGS})(?:\s+(?:to|onto|for)\s+"
    rf"(?P<new>{THING}))?|(?:to|onto)\s+(?P<new2>{THING})(?:\s+from\s+(?P<old2>{THINGS}))?)"
    rf"{_TAIL}", _I)
# "our specs moved from X to Y years ago", "the backend switched from X to Y".
_KIND_MOVED = re.compile(
    rf"^{_WHAT_MOVED}\s+(?:have\s+|has\s+|were\s+|was\s+|all\s+)?(?:moved|switched|migrated)"
    rf"(?:\s+over)?\s+from\s+(?P<old>{THINGS})\s+(?:to|onto)\s+(?P<new>{THING}){_TAIL}", _I)
# "we dropped X for Y", "we replaced X with Y", "we left X behind for Y".
_LEFT_FOR = re.compile(
    rf"^{_WE}\s+(?:(?:dropped|ditched|swapped(?:\s+out)?|traded|abandoned|replaced|scrapped|"
    rf"retired|phased out)\s+(?P<old>{THINGS})|left\s+(?P<old2>{THINGS})\s+behind|gave up\s+"
    rf"(?P<old3>{THINGS}))\s+(?:for|with|in favou?r of)\s+(?P<new>{THING}){_TAIL}", _I)
# "`nock` got replaced by `msw` everywhere", "`statsd` was swapped out for `OpenTelemetry`".
_REPLACED = Gated(
    rf"^(?P<old>{THINGS})\s+(?:is|are|was|were|got|has been|have been)\s+(?:now\s+)?"
    r"(?:being\s+)?(?:(?:replaced|swapped(?:\s+out)?)\s+(?:by|for|with|in favou?r of)|"
    r"(?:phased out|traded|dropped|ditched|retired)\s+(?:for|in favou?r of))\s+"
    rf"(?P<new>{THING}){_TAIL}")
# "we renamed `whitelist` to `allowlist` everywhere", "`master` was renamed to `main` in every
# repo": a rename the team made across all its code; without the reach, one symbol renamed.
_RENAMED = re.compile(
    rf"^(?:{_WE}\s+renamed\s+(?P<old>{THING})|(?P<old2>{THING})\s+(?:was|were|got|has been|"
    rf"have been)\s+renamed)\s+to\s+(?P<new>{THING})\s+{REACH}(?:\s+{WHEN})?\W*$", _I)
# "`p-retry` is our retry library now": the name the team took for a kind of tool, with "now".
_OURS_NOW = re.compile(
    rf"^(?P<new>{NAME})\s+is\s+(?:now\s+)?our\s+(?:[\w-]+\s+){{0,2}}?(?:library|lib|client|"
    r"framework|tool|logger|orm|runner|bundler|linter|formatter|router|driver|package manager|"
    r"test runner|build tool)\s+now\W*$", _I)
# "`pflag` replaced the standard `flag` package for us": the new name as the subject, with the
# team's reach said (upstream news has none).
_TOOK_OVER = re.compile(
    rf"^(?P<new>{THING})\s+(?:replaced|took over from|superseded|has taken over from)\s+"
    rf"(?P<old>{THINGS})\s+(?:{REACH})(?:\s+{WHEN})?\W*$", _I)
# "we tried `pendulum` and went back to `dateutil`": a move tried and undone leaves the one tried.
_WENT_BACK = re.compile(
    rf"^{_WE}\s+tried\s+(?P<old>{THINGS})(?:\s+{WHEN})?\s*,?\s+(?:and|but)\s+(?:then\s+)?"
    rf"(?:went|switched|moved|came)\s+back\s+to\s+(?P<new>{THING}){_TAIL}", _I)
# "we've standardised on `Temporal`", "we settled on `zod` across the services".
_SETTLED = re.compile(
    rf"^{_WE}\s+(?:standardi[sz]ed|settled|converged|consolidated)\s+on\s+(?P<new>{THING})"
    rf"{_TAIL}", _I)
# "we're on `pnpm` now, not `npm`": the project's current choice, with "now".
_ON_NOW = re.compile(
    rf"^we(?:'re|\s+are)\s+(?:all\s+|fully\s+)?on\s+(?P<new>{NAME})\s+now"
    rf"(?:\s*,\s*(?:not|no longer|no more)\s+(?P<old>{THINGS}))?\W*$", _I)

# What a sentence says after the name left, naming the one taken: "..., `pagy` is in", "...;
# we use `uv` now", "...; it's `date-fns` now", "..., everything is on `sqlc` now".
_THEN = (rf"(?:(?P<then>{NAME})\s+(?:is|'s)\s+in|we(?:'re|\s+are)?\s+(?:use|using|on)\s+"
         rf"(?P<then2>{NAME})(?:\s+now)?|(?:it'?s|it is|everything(?:'s|\s+is)\s+on)\s+"
         rf"(?P<then3>{NAME})\s+now|"
         # "..., tests render with `@testing-library/react`": what all of a kind does instead.
         rf"(?:new\s+)?{_PLURAL}\s+(?:[a-z]+\s+)?(?:with|through|via|using|on)\s+(?P<then4>{NAME})"
         r"(?:\s+now)?|"
         # "...; `URLSession` is the way now": the name taken, as the team's way.
         rf"(?P<then5>{NAME})\s+is\s+(?:the way(?: to go)?|the standard|what we use)\s+now)")
# "`pip` is out, we use `uv` now", "`ModelMapper` is gone, we use `MapStruct` now": "out" and
# "gone" say a retirement only with what came instead ("`v2` is out" is a release). "`logrus` is
# legacy here; we're on `slog`": legacy for the team, with the one it is on now.
_OUT_THEN = re.compile(
    rf"^(?:[\w-]+\s+)?(?P<old>{NAME})(?:\s+[a-z][\w-]*)?\s+(?:is|are|'s)\s+(?:out|gone|history|"
    rf"legacy(?=\s+(?:here|for us|{REACH})))(?:\s+from\s+{_WHOLE}|\s+{REACH})?\s*[,;]\s*"
    rf"{_THEN}\W*$", _I)
# "we moved off `moment` a while ago; it's `date-fns` now", "we phased out `Alamofire`;
# `URLSession` is the way now".
_OFF_THEN = re.compile(
    rf"^{_WE}\s+(?:(?:moved|switched|migrated)\s+(?:off|away from)|phased out|dropped|ditched|"
    rf"retired|got rid of)\s+(?P<old>{THINGS})"
    rf"(?:\s+{WHEN})?\s*[,;]\s*{_THEN}\W*$", _I)


def moved(body: str) -> tuple[str, str, str] | None:
    """(old, new, form) of a clause that tells the team's move ("we dropped `nose` for `pytest`
    last year"): form "deprecation" for a move, "rule" for a name settled on; None else."""
    m = _MOVED.match(body)
    if m is not None and m.group("verb").lower() in ("went", "gone") \
            and not (m.group("over") or m.group("from")):
        m = None  # "we went to `the docs`": a visit, not a move
    if m is None:
        m = _KIND_MOVED.match(body) or _LEFT_FOR.match(body) or _REPLACED.match(body) \
            or _TOOK_OVER.match(body) or _RENAMED.match(body) or _WENT_BACK.match(body)
    if m is not None:
        groups = m.groupdict()
        old = next((groups[g] for g in ("old", "old2", "old3") if groups.get(g)), "")
        new = next((groups[g] for g in ("new", "new2") if groups.get(g)), "")
        return old, new, "deprecation"
    m = _SETTLED.match(body) or _OURS_NOW.match(body)
    if m is not None:
        return "", m.group("new"), "rule"
    m = _ON_NOW.match(body)
    if m is not None:
        return m.group("old") or "", m.group("new"), "on"
    return None


def moved_then(rest: str) -> tuple[str, str] | None:
    """(old, new) of the rest of a sentence from a clause that retires a name to the end, when
    it goes on to name the one taken instead ("`kaminari` is out, `pagy` is in")."""
    m = _OUT_THEN.match(rest) or _OFF_THEN.match(rest)
    if m is None:
        return None
    return m.group("old"), next(g for g in m.group("then", "then2", "then3", "then4", "then5")
                                if g)
