"""The marks of a document written for a tracker or a forge, pasted whole into a request.

A bug report or a feature request as the forge's issue form lays it out ("### Steps to
reproduce", "### Expected behavior", "- [x] I have searched the existing issues"), a tracker's
story ("As a store owner I want ...", "Acceptance criteria:", "Definition of done"), a Gherkin
scenario ("Scenario: ...", "Given ..."), a pull request's description by its sections ("## Test
plan"), a design doc or an RFC by its numbered sections ("## 3. Proposal", "2. Requirements"), a
table of requirements. Such a text is its author's: its "must never" and "always" describe the
work asked for, no rule the person set for all work (`instruction.py` keeps it out of the typed
words; `kinds.py` reads the story's ask from it when the typed words name no kind).

A section's heading is read whole on its line, with its marks ("###", "**", a colon): a person
who types "## Rules" or "Notes:" over their own list names no section of these documents, and
a sentence that only mentions one ("add the expected behavior to the README") is no heading.
A lone heading of the common kind ("Environment:", "## Changes") makes no document; two of them,
or one only these documents have ("Steps to reproduce", "Acceptance criteria"), do. The headings
a person puts over the parts of a long request ("## Context", "## Requirements", "Notes:") count
only when numbered, as a design doc's sections are; unnumbered, they are the document's only
inside or beside one made by the others ("## Summary" over a pull request's "## Test plan").
"""

from __future__ import annotations

# "As a store owner I want ...", "As an admin, I need ...": a user story's opening.
STORY = r"\bas an? [\w -]{1,40}?,? i (?:want|need|would like|can)\b"
# The opening as a story's line: not "as a dev I want you to always ..." (the person's ask of
# the agent).
STORY_LINE = rf"^\W*(?:user story\W*)?{STORY}(?!\s+(?:you|u)\b)"

# Headings only an issue form, a story or a scenario has.
_OWN_SECTIONS = (
    r"describe the bug|bug description|steps to reproduce|to reproduce|reproduction steps|"
    r"steps to repro|repro steps|expected behaviou?r|actual behaviou?r|current behaviou?r|"
    r"what happened\??|what did you expect(?: to happen)?\??|"
    r"what is the (?:current|expected)(?: \*?\w+\*?)? behaviou?r\??|"
    r"is your feature request related to a problem\??(?: please describe\.?)?|"
    r"describe the solution you'?d like|describe alternatives you'?ve considered|"
    r"acceptance criteria|definition of done|user story|"
    r"relevant log output|relevant logs(?: and/or screenshots)?|possible fixes|"
    r"scenario(?: outline)?:[^\n]*|"
    # a pull request's template
    r"test(?:ing)? plan|how (?:to|was this|has this been) test(?:ed)?\??|type of change"
)
# Headings many documents have, which a person's request seldom has.
_COMMON_SECTIONS = (
    r"additional (?:context|information|info)|environment|versions?|screenshots?|logs?|"
    r"motivation|changes|proposed (?:solution|changes?)|alternatives(?: considered)?|non-goals|"
    r"proposal|open questions|risks|rollout(?: plan)?|feature:[^\n]*"
)
# Headings a person puts over the parts of a long request of their own too ("## Context",
# "## Requirements", "Notes:"): a document's only when numbered as its sections are.
_PROMPT_SECTIONS = r"summary|description|context|background|goals?|requirements|notes|checklist"
# "## 3. Proposal", "3.1 Non-goals", "2. Requirements": a section by its number, as a design
# doc, a spec or an RFC numbers them.
_NUMBERED = r"\d{1,2}(?:\.\d{1,2})*\.?\s+"

# A section's heading, whole on its line: its marks, its number, its title, its colon.
SECTION_HEADING = (
    rf"^\s*(?:#{{1,6}}\s+)?(?:\*\*|__)?(?:(?P<numbered>{_NUMBERED})(?:{_COMMON_SECTIONS}|"
    rf"{_PROMPT_SECTIONS}|{_OWN_SECTIONS})|(?P<own>{_OWN_SECTIONS})|(?P<common>{_COMMON_SECTIONS})|"
    rf"(?P<prompt>{_PROMPT_SECTIONS}))"
    r"(?:\*\*|__)?\s*:?(?:\*\*|__)?\s*$"
)
# "- [x] I have searched the existing issues", "- [ ] I agree to follow the Code of Conduct":
# the boxes an issue or a pull request's form has its author tick, in the first person of who
# filled it in.
# (Not "- [ ] I have to rerun the seeds": a note of what is still to do.)
ATTESTED = (r"^\s*[-*]\s+\[[ xX]\]\s+(?:I(?:'ve| have)(?! to\b)|I (?:agree|confirm|understand|"
            r"read|searched)|my (?:code|changes)|this (?:pr|change|issue))\b")
# "|----|---|" under "| ID | Requirement |": a table, by the rule under its header row.
TABLE_RULE = r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$"

# What a pasted document asks for, read when the typed words name no kind ("fix this issue:",
# "let's do this one"): a bug report's sections ask for the defect to be fixed; a story, its
# criteria or a scenario ask for what they describe to be built.
BUG_REPORTED = (r"^\W*(?:describe the bug|bug description|steps to reproduce|to reproduce|"
                r"reproduction steps|actual behaviou?r|what is the current \*?bug\*? behaviou?r)\b")
STORY_TOLD = (rf"{STORY_LINE}|^\W*(?:user story|acceptance criteria|definition of done)\b|"
              r"^\s*scenario(?: outline)?:")
# "PAY-2231  Retry webhooks that time out": an issue's title under its tracker's key, as Jira
# and Linear copy it. A person opens a request so too ("ABC-12: fix the login"), so the key alone
# makes no document: it counts as a common heading.
TRACKER_TITLE = r"^\s*[A-Z][A-Z\d]{1,9}-\d{1,6}:?\s+\S"

# "CLAUDE.md", "AGENTS.md", ".cursorrules", ".cursor/rules", "copilot-instructions.md": the files
# a repository keeps its rules for coding agents in. Another repository's, pasted, holds its
# team's rules, no rule the person set here (`instruction.py`).
AGENT_RULES_FILE = (r"(?:\.github/)?copilot-instructions(?:\.md)?|\.cursor/rules(?:/[\w.-]+)?|"
                    r"\.cursorrules|\.windsurfrules|\.clinerules|(?:claude|agents|gemini)\.md|"
                    r"cursor rules")
