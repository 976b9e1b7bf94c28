"""A short answer to the agent given in another language, said as the English answer it is.

People who work in two languages answer an English agent in their own: "mach das nie wieder",
"ne fais jamais ça", "nunca uses eso", "ja, immer", "B, toujours". The words name no code: the
rule is the agent's code with the reach the answer gives it, as "never do that again" or "yes,
always" would. The readers of answers read English; so such an answer is said in English first,
and read as any answer is.

Only answers made wholly of the words an answer of this kind is made of are read: a yes or a
no, a time ("never", "always", "again", "this time"), a verb of doing or using with "that", a
place of tests, a pick of the agent's options by its letter or number, and words that only
open or soften ("bitte", "por favor"). One word outside them ("sí, siempre para dinero") and
the answer says something this cannot tell, and is left as it is: a rule read from half of the
words costs more than none. An answer with code of its own, quoted, pasted or in English is no
answer of this kind; "not always" ("nicht immer", "pas toujours") is no habit and gives
nothing.

The contract: `in_english(text)` returns the answer said in English ("yes, always", "never do
that again in the tests"), or None.
"""

from __future__ import annotations

import re

from .other_languages import LANGUAGES


def _said_as(words: str, english: str) -> dict[str, str]:
    return dict.fromkeys(words.split(), english)


# What each word of an answer does in it, by its role: the English it is said as.
_ROLES: dict[str, dict[str, str]] = {
    "yes": _said_as("ja jawohl genau klar oui ouais sí si claro vale dale sim", "yes"),
    "no": _said_as("nein non não nao", "no"),
    "never": _said_as("nie niemals jamais nunca jamás", "never"),
    "always": _said_as("immer toujours siempre sempre", "always"),
    "again": _said_as("wieder nochmal", "again"),
    "not": _said_as("nicht pas", "not"),
    "do": _said_as(
        "mach mache macht machen fais faites faire haz hagas hagan hacer faça façam faz fazer",
        "do"),
    "use": _said_as(
        "benutze benutzen verwende verwenden nutze nutzen utilise utilisez utiliser usa uses "
        "usen usar use usem utiliza utilice utilize", "use"),
    "that": _said_as("das ça cela eso esto isto isso so así assim", "that"),
    "this time": _said_as("diesmal erstmal vorerst", "this time"),
    "only": _said_as("só nur seulement juste sólo solo", "only"),
}
# Words of two or more (as the answer's words are split: "l' instant") that play one role,
# read before the words they are made of.
_PHRASES: dict[str, tuple[str, str]] = {
    "dieses mal": ("this time", "this time"), "cette fois": ("this time", "this time"),
    "esta vez": ("this time", "this time"), "desta vez": ("this time", "this time"),
    "por ahora": ("this time", "for now"), "por agora": ("this time", "for now"),
    "pour l' instant": ("this time", "for now"), "pour le moment": ("this time", "for now"),
    "otra vez": ("again", "again"), "de nuevo": ("again", "again"), "de novo": ("again", "again"),
    "outra vez": ("again", "again"), "plus jamais": ("never", "never"),
    "comme ça": ("that", "that"), "so etwas": ("that", "that"),
    "s' il te plaît": ("quiet", ""), "s' il vous plaît": ("quiet", ""),
    "in den tests": ("place", "in the tests"), "in tests": ("place", "in the tests"),
    "dans les tests": ("place", "in the tests"), "en los tests": ("place", "in the tests"),
    "en las pruebas": ("place", "in the tests"), "nos testes": ("place", "in the tests"),
    "em testes": ("place", "in the tests"),
}
# Words that only open, soften or join: they say nothing of the rule.
_QUIET = frozenset(_said_as(
    "bitte danke schon aber und doch mal stp svp merci mais et donc por favor "
    "gracias pero y pues porfa obrigado obrigada mas e então ne n'", ""))
# Words that tell the answer is in one of these languages, and in no English.
_FOREIGN = frozenset(
    w for role in _ROLES.values() for w in role
    if w not in {"so", "use", "si"}) | frozenset({"n'"})
# A "no" that is also a language's negation (`other_languages.LANGUAGES`: Spanish "no",
# Portuguese "não"): before a verb or after "that" it says "not" ("não faça isso" is "don't do
# that", "eso no" "not that"), alone the answer's no. Spanish "no" is English's too, so no
# sign of the language.
_NO_OR_NOT = frozenset(w for w in (*_ROLES["no"], "no") if any(w in lang.turned_away
                                                                for lang in LANGUAGES))
_TOKEN = re.compile(r"[^\W\d_]+'?|\d+|[,.!;:-]+|\?", re.UNICODE)
# The letters an answer of this kind is written in: words and the stops between them.
_PLAIN = re.compile(r"[\w\s,.!?;:()'’-]+")
# A pick of the agent's options by its letter or number, opening the answer.
_PICK = re.compile(r"^\s*(?:option\s+)?\(?(?P<key>[a-dA-D]|[1-9])\)?(?=[\s,.:;!-]|$)", re.I)


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower().replace("\u2019", "'"))


def _roles(tokens: list[str]) -> list[tuple[str, str]] | None:
    """The answer's words as (role, English), in order, the longest phrase first; None when a
    word plays no role."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(tokens):
        phrase = next((n for n in (4, 3, 2) if " ".join(tokens[i:i + n]) in _PHRASES), 0)
        token = tokens[i]
        if phrase:
            out.append(_PHRASES[" ".join(tokens[i:i + phrase])])
            i += phrase
            continue
        i += 1
        if token == "?":
            out.append(("ask", "?"))
        elif not token[0].isalnum():
            continue
        elif token in _NO_OR_NOT:
            # "no uses eso", "não faça isso": "not" before a verb; alone, the answer's no.
            ahead = tokens[i] if i < len(tokens) else ""
            verb = any(ahead in _ROLES[r] for r in ("do", "use"))
            after_that = bool(out) and out[-1][0] == "that"
            out.append(("not", "not") if verb or after_that else ("no", "no"))
        elif said := next((r[token] for r in _ROLES.values() if token in r), None):
            out.append((said, said))
        elif token in _QUIET:
            out.append(("quiet", token))
        else:
            return None
    return out


def in_english(text: str) -> str | None:
    """The answer said in English; see the module's contract."""
    if not text.strip() or "\n" in text.strip() or not _PLAIN.fullmatch(text):
        return None  # code, a quote (">", "\"...\""), a paste: no answer of the person's own
    pick = _PICK.match(text)
    rest = text[pick.end():] if pick else text
    tokens = _tokens(rest)
    roles = _roles(tokens)
    if roles is None or not _FOREIGN.intersection(tokens):
        return None
    said = {role for role, _ in roles}
    if "not" in said and ("always" in said or "never" in said):
        return None
    if said <= {"quiet", "ask"}:
        return None
    return _composed(pick.group("key") if pick else "", roles)


def _composed(key: str, roles: list[tuple[str, str]]) -> str:
    """The English answer, its parts in the order English says them."""
    said = dict(reversed(roles))   # the first saying of each role
    opening = ", ".join(p for p in (key, said.get("yes", "") or said.get("no", "")) if p)
    verb = said.get("use") or said.get("do") or ("do" if "that" in said else "")
    when = said.get("never") or said.get("always") or ""
    if "not" in said and verb:
        verb = f"don't {verb}"
    elif "not" in said:
        when = "not"
    body = " ".join(p for p in (
        when, verb, "that" if verb else "", said.get("again", ""), said.get("only", ""),
        said.get("place", ""), said.get("this time", "")) if p)
    answer = ", ".join(p for p in (opening, body) if p)
    return f"{answer}?" if "ask" in said else answer
