"""How a person opens the statement of their team's convention: "the convention here is ...",
"the rule in this repo is ...", "our standard is ...", "house style: ...".

What follows such an opening is the team's way, whatever verb or mood it is in, as "we always
..." would say it: "the standard here is snake_case for JSON fields", "the convention in this
codebase is early returns with `guard` clauses". Read only as the team's own: "the" with where
it holds for the team ("here", "for us", "in this repo", "in our code") or "our"; "the
convention in the Kubernetes API is ..." tells another project's way, and "the rule is ..."
alone may be anyone's (a game's, a law's, the linter's), so neither opens one. The readers that
take the rest (`directives._rule`, `judges.name_case`) and the one that would otherwise take the
opening for a description of the code (`directives.describes`) share this one phrase.
"""

from __future__ import annotations

# The team's own place, said after the noun ("the convention here", "the rule in this repo").
_OURS_HERE = (r"(?:here|for\s+us|in\s+(?:this|our)\s+(?:repo|repository|codebase|code\s?base|"
              r"project|code|team|org|shop))")
_NOUN = r"(?:(?:naming\s+)?convention|standard|rule|norm|practice|house\s+(?:style|rule))"
# The opening, up to and with its verb and an optional colon; a regex without groups, to be
# placed where each reader expects the rest to start.
THE_CONVENTION_IS = (rf"(?:(?:the\s+{_NOUN}\s+{_OURS_HERE}|our\s+(?:team'?s\s+)?{_NOUN}"
                     rf"(?:\s+{_OURS_HERE})?)\s+is\b\s*:?|(?:our\s+)?house\s+style\s*(?:is\b\s*:?|:))")
