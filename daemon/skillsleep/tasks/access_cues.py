"""How people ask for screens made usable by everyone: accessibility work, a kind of its own.

It comes back for everyone who builds an interface, on the web, iOS and Android alike, worded
far apart: by the assistive technology that fails ("the screen reader can't reach the menu",
"VoiceOver reads the price twice", "TalkBack announces 'unlabelled'"), by the standard or the
audit ("contrast fails WCAG AA", "run axe on the checkout page", "the lighthouse accessibility
score"), by the keyboard and focus ("keyboard focus gets trapped in the modal", "the tab order
jumps", "the focus ring is gone"), by what a screen lacks for it ("add aria labels", "alt text
for the avatars", "a skip link", "respect prefers-reduced-motion"). Clustered by meaning they
fell in with the features and the defects of each screen. So it is a kind (`kinds.py`), read by
these words, which are of software alone and so software talk by themselves.

Not a product's own reader, screen or focus ("add a screen reader to the audio books", "the
focus timer resets", "the keyboard covers the input"), not keyboard shortcuts (a feature), not a
photo's contrast: contrast is accessibility's only with a ratio, a standard or too little of it.
Tests of it, a lint's failing rules, tickets and reviews of it are those kinds' (`kinds.py`
reads them first).
"""

from __future__ import annotations

from .screen_cues import SCREEN_PARTS

# The people and the technology the work is for.
_ASSISTIVE = (r"screen ?readers?|assistive (?:tech(?:nology|nologies)?|devices?)|"
              r"keyboard[- ]only|keyboard users?|blind users?|low[- ]vision|colou?r[- ]?blind\w*")

ACCESSIBILITY = (
    r"\b(?:a11y|accessibility|wcag(?:\s*2(?:\.\d)?)?|pa11y|axe-core|axe devtools)\b",
    r"\b(?:accessible|usable|navigable|reachable|operable)\s+(?:to|with|by|for|from|via)\s+"
    rf"(?:the\s+|a\s+)?(?:keyboard|{_ASSISTIVE})\b",
    # "make the modal accessible": a part of a screen made so, or a whole one ("the page", "the
    # form"), which `SCREEN_PARTS` leaves out as words of other things too ("page the on-call",
    # a database's tables): before "accessible" they are a screen's.
    r"\bmake\s+(?:the\s+|this\s+|our\s+|all\s+(?:the\s+)?)?(?:[\w-]+\s+){0,2}?(?:"
    rf"{SCREEN_PARTS}|forms?|components?|pages?|tables?|widgets?|carousels?|navigation|"
    r"date ?pickers?|sliders?|charts?|inputs?)\s+accessible\b",
    # The technology named, not one added as a product's thing ("add a screen reader to ...").
    r"(?<!\badd a )(?<!\badd an )(?<!\bbuild a )\bscreen ?readers?\b",
    r"\b(?:assistive tech(?:nology|nologies)?|keyboard[- ]only|keyboard users?)\b",
    r"\b(?:voiceover|talkback|nvda)\b[^.?!\n]{0,40}\b(?:reads?|announc\w*|says|skips?|focus\w*|"
    r"can'?t|cannot|doesn'?t|won'?t|users?|navigat\w*|swip\w*|ignores?|labels?)\b",
    r"\b(?:with|using|in|under) (?:voiceover|talkback|nvda)\b",
    r"\baria[- ](?:label\w*|described\w*|live|hidden|roles?|attributes?|expanded|controls|"
    r"current|selected|checked|pressed|modal)\b|\baria-\w+",
    r"\balt[- ](?:text|texts|tags?|attributes?)\b|\balt=",
    r"\b(?:contentdescription|accessibilitylabel|accessibilityhint|semanticslabel)\b",
    r"\bcontrast (?:ratios?|checks?|checker|issues?|problems?|errors?|failures?|fails?)\b",
    r"\b(?:low|insufficient|poor|not enough|too little|bad) (?:colou?r )?contrast\b",
    r"\bcontrast\b[^.?!\n]{0,40}\b(?:aa|aaa|4\.5:1|3:1)\b",
    r"\bfocus(?:-visible| (?:traps?|trapp\w*|rings?|outlines?|order|indicators?|states?|"
    r"management|styles?))\b",
    r"\bfocus\w*\s+(?:gets\s+|is\s+|stays\s+)?(?:stuck|trapped|lost)\b",
    r"\b(?:traps?|trapp\w*|returns?|restores?|moves?|sends?) (?:the )?(?:keyboard )?focus\b",
    r"\bkeyboard (?:navigation|navigable|accessib\w*|access|focus|traps?|support|users?)\b",
    r"\b(?:tab order|tab-?index|tab through|tab out of|can'?t tab|tabbing (?:through|order))\b",
    r"\bskip(?:-to-| to )(?:main[- ])?content\b|\bskip[- ]links?\b",
    r"\b(?:prefers-reduced-motion|reduced motion|dynamic type)\b",
    rf"\b(?:announc\w*|read (?:out|aloud)) (?:to|by) (?:the )?(?:{_ASSISTIVE})\b",
    r"\b(?:run|ran|with)\s+axe\b|\baxe\b[^.?!\n]{0,30}\b(?:reports?|flags?|found|violations?)\b",
)
