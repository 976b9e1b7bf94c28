"""How people ask for an app's strings in a language: its text given for a locale, added,
translated or filled where missing ("add german strings for the new budgets screens", "localize
the onboarding into pt-BR", "es strings are missing for the settings screen, translate from
en"). Each request is worded by the language and the screens it is for, which meaning alone
scatters among the features and the defects; the work (the string files of the locale, each
key translated with its placeholders kept) is the same each time. So it is a kind (`kinds.py`),
a change to the code's resources.

Read only where the app's strings or its locale files are named, or the verb is localizing:
not a text translated for the person ("translate this email to spanish"), not a string of the
code ("format strings", "query strings", "connection strings"), and not how a string reads in
the language already there. Its shapes are the talk of software by themselves.
"""

from __future__ import annotations

import re

from .terms import NATURAL_LANGUAGES

# A language by its English name or as its speakers name it.
# (Longest first, and in one order in every process: the miner keeps its compiled patterns.)
_LANGUAGE = ("(?:" + "|".join(sorted(map(re.escape, NATURAL_LANGUAGES), key=lambda w: (-len(w), w)))
             + r"|brazilian(?: portuguese)?)")
# A locale's code, as string files and stores name it: "de", "pt-BR", "zh_Hans", "es-rMX"; a
# two-letter code alone only among those that are no English word or code's name ("it", "no",
# "id", "go" are not).
_CODE = (r"(?:(?-i:[a-z]{2}[-_](?:r?[A-Z]{2}|Hans|Hant|Latn|Cyrl))|de|fr|es|pt|nl|pl|sv|da|fi|"
         r"nb|cs|sk|hu|ro|el|tr|ru|uk|ar|ja|zh|ko|th|vi|ca|hr|bg)")
_LOCALE = rf"(?:{_LANGUAGE}|{_CODE})"
# The app's text for a locale, as its people and its files call it.
# ("copy" is left out: "write english copy for the hero section" is text written, in the
# language already there; "translate the copy to german" keeps it.)
_STRINGS = (r"(?:strings|translations?|localizations?|localisations?|locale|l10n|i18n|"
            r"resources)")
# The string files themselves: Android's values-xx, Apple's .lproj and .strings, gettext's .po,
# Flutter's .arb, a web app's locales/xx.json.
_STRING_FILES = (r"(?:values-[a-z]{2}(?:-r[A-Z]{2})?/strings\.xml|\w+(?:-\w+)?\.lproj|"
                 r"localizable\.strings(?:dict)?|\.xcstrings|\w+\.po\b|app_\w+\.arb|"
                 r"locales?/\w+(?:[-_]\w+)?\.json)")
# Asked to exist: added, translated, filled, or told missing.
_ADDED = (r"\b(?:add|adds|added|adding|create|write|need|needs|want|translate|translated|"
          r"fill(?: in)?|provide|generate|ship|do)\b")

LOCALIZED = (
    # "localize the onboarding into pt-BR", "localise the app for french".
    rf"\blocali[sz](?:e|es|ed|ing)\b[^.?!\n]{{0,60}}?\b(?:in|into|to|for)\s+(?:the\s+)?"
    rf"{_LOCALE}\b",
    # "add german strings for the budget screens", "translate the strings to spanish" (not the
    # strings of one language turned into another where they are: "translate the French UI
    # strings into English" adds no locale).
    rf"{_ADDED}\s+(?:(?:the|all|our|missing|new|some)\s+)*{_LOCALE}\s+{_STRINGS}\b",
    rf"\btranslat(?:e|ed|ing)\b(?:(?!\b{_LOCALE}\b)[^.?!\n]){{0,20}}?\b(?:strings|copy|keys)\b[^.?!\n]{{0,40}}?"
    rf"\b(?:in|into|to|for)\s+{_LOCALE}\b",
    # "es strings are missing for the budget screens", "the french translations are missing".
    rf"\b{_LOCALE}\s+{_STRINGS}\s+(?:are|is)\s+(?:still\s+)?(?:missing|incomplete|empty|"
    r"not there)\b",
    # The locale's string files named with a verb of making them: "add values-de/strings.xml".
    rf"{_ADDED}[^.?!\n]{{0,80}}?{_STRING_FILES}",
)
