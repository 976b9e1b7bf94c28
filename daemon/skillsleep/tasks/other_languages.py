"""Asks said again in another language than English: Spanish, Portuguese, French, German.

People who work in two languages switch between them from one session to the next ("also run
`cargo fmt`", then "bitte danach noch `cargo fmt` laufen lassen", then "roda também o `cargo
fmt`"). The reader of directives reads English; a term it found asked for is asked for again
when a clause in one of these languages asks for that very term (`asks_for_term`):

- a verb of using, adding, running or updating in the imperative governs it: the verb opens
  the clause or the verb phrase joined to another by "and" or "then" ("arregla el parser y
  añade una entrada al changelog"), after words that only open ("bitte", "por favor", "also"),
  and the term follows a few words on ("roda também o `task test`"); in German the verb may
  end the clause instead, after the term ("bitte danach noch `cargo fmt` laufen lassen");
- or a reminder not to forget it ("n'oublie pas le changelog", "no olvides el changelog").

No word between the verb and the term, nor before the verb, may negate it, take it out or make
the term what the work is about ("sin `cargo fmt`", "un test para el parser", "ne lance pas
`prettier`"), and a question asks nothing ("pourquoi `ruff format` change les docstrings ?").
A verb in the indicative that has a subject before it ("el script añade una entrada") tells,
and does not ask. Like the English reader of such sayings (`repetition.asks_for`), this only
adds to an ask that was found: it never makes one of its own, so a language's words need only
tell an ask from what is not one, never what the ask is.

A check named in words is named in these languages by its noun ("die Tests laufen lassen",
"lance les tests", "ejecuta los tests", "roda os testes"): `asks_for_check` reads such a clause
as it reads a term. Only the nouns of `CHECK_NOUNS`, and only in these languages' words: the
English "add tests" asks for tests to be written, not run, so the English reader says which
English words ask for the check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """The words of one language that tell an ask for a term from any other saying of it."""

    asks: frozenset[str]        # imperatives of using, adding, running, updating
    asks_last: frozenset[str]   # verbs that end a clause and ask for what is before them
    reminders: str              # a pattern of "don't forget", said before the term
    opens: frozenset[str]       # words before the verb that only open: please, also, now, then
    joins: frozenset[str]       # "and", "then": a verb phrase of its own follows
    turned_away: frozenset[str]  # negations, taking out, absence
    topics: frozenset[str]      # prepositions that make the term what the work is about
    articles: frozenset[str]
    runs: frozenset[str]        # verbs of `asks` and `asks_last` that run a check


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


SPANISH = Language(
    asks=_words("añade agrega añadid agregad usa utiliza emplea ejecuta corre lanza actualiza "
                "aplica pasa haz incluye"),
    asks_last=frozenset(),
    reminders=r"\bno\s+(?:te\s+)?olvides(?:\s+de)?\b|\bacu[eé]rdate\s+de\b",
    opens=_words("por favor también además luego después ahora y al final porfa tambien"),
    joins=_words("y luego después despues"),
    turned_away=_words("no sin nunca quita elimina borra saca jamás quitar"),
    topics=_words("para sobre del de acerca"),
    articles=_words("el la los las un una al"),
    runs=_words("ejecuta corre lanza pasa"),
)
PORTUGUESE = Language(
    asks=_words("adiciona adicione acrescenta acrescente usa utiliza utilize roda rode executa "
                "atualiza atualize aplica aplique inclui inclua"),
    asks_last=frozenset(),
    reminders=r"\bn[ãa]o\s+(?:se\s+)?esque[çc]a(?:\s+(?:de|do|da))?\b|\blembr[ae]\s+de\b",
    opens=_words("por favor também tambem além depois agora e no final"),
    joins=_words("e depois então entao"),
    turned_away=_words("não nao sem nunca tira remove apaga jamais"),
    topics=_words("para sobre do da de dos das"),
    articles=_words("o a os as um uma ao à"),
    runs=_words("roda rode executa"),
)
FRENCH = Language(
    asks=_words("ajoute ajoutez utilise utilisez lance lancez exécute exécutez mets mettez "
                "applique appliquez inclus incluez fais faites"),
    asks_last=frozenset(),
    reminders=r"\bn['’]oublie(?:z)?\s+pas(?:\s+(?:de|d['’]))?|\bpense(?:z)?\s+[àa]\b",
    opens=_words("stp svp s'il te plaît vous aussi ensuite puis après maintenant et à la fin"),
    joins=_words("et puis ensuite après"),
    turned_away=_words("ne n' pas sans jamais enlève retire supprime aucun plus"),
    topics=_words("pour sur du de des"),
    articles=_words("le la les l' un une au aux à"),
    runs=_words("lance lancez exécute exécutez"),
)
GERMAN = Language(
    asks=_words("füge nutze verwende benutze führe aktualisiere ergänze starte"),
    asks_last=_words("laufen lassen ausführen hinzu hinzufügen nutzen verwenden benutzen "
                     "aktualisieren ergänzen starten drüberlaufen"),
    reminders=r"\bvergiss\s+(?:bitte\s+)?nicht(?:\s+(?:den|die|das))?\b|\bdenk\s+an\b",
    # "lass bitte noch mypy drüber laufen": "let" opens a clause whose verb ends it.
    opens=_words("bitte auch noch danach dann jetzt nun und mal am ende zum schluss "
                 "anschließend lass lasse"),
    joins=_words("und dann danach anschließend"),
    turned_away=_words("nicht kein keine keinen ohne nie niemals weg raus entferne entfernen "
                       "lösche löschen"),
    topics=_words("für über von vom"),
    articles=_words("den die das der dem einen eine ein"),
    runs=_words("führe starte laufen lassen ausführen starten drüberlaufen"),
)
LANGUAGES = (SPANISH, PORTUGUESE, FRENCH, GERMAN)

# A word of any of these languages, with an elided article or negation kept whole ("n'", "l'").
_WORD = re.compile(r"[^\W\d_]+['’]?", re.UNICODE)
# A question: it asks about the term, not for it.
_QUESTION = re.compile(r"\?\s*$|^\W*(?:por\s*qu[eé]|pourquoi|warum|wieso|weshalb|por\s+que|"
                       r"qu['’]est-ce|c['’]est\s+quoi|qué|que|was|o\s+que)\b", re.I)
# How many words may stand between a verb and the term it governs ("añade también una entrada
# al", "roda também o").
_GOVERNS = 4


def _words_of(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def _opens_a_phrase(words: list[str], lang: Language) -> bool:
    """Do the words before a verb only open its phrase: none, or "please", "also" and the like,
    after the last word that joins it to the phrase before ("... y añade")?"""
    joined = [n for n, w in enumerate(words) if w in lang.joins]
    tail = words[joined[-1] + 1:] if joined else words
    return all(w in lang.opens for w in tail)


def _about(between: list[str], lang: Language) -> bool:
    """Do the words between a verb and the term end on a preposition that makes the term what
    the work is about ("un test para el parser"), past the term's article?"""
    words = [w for w in between if w not in lang.articles]
    return bool(words) and words[-1] in lang.topics


def _verb_before(words: list[str], lang: Language, verbs: frozenset[str]) -> bool:
    """Does an imperative of the language (one of `verbs`) govern the term the words lead up
    to?"""
    for n in range(len(words) - 1, max(len(words) - 2 - _GOVERNS, -1), -1):
        if words[n] not in lang.asks:
            continue
        if words[n] not in verbs:
            return False
        return not _about(words[n + 1:], lang) and _opens_a_phrase(words[:n], lang)
    return False


def _verb_after(before: list[str], after: list[str], lang: Language,
                verbs: frozenset[str]) -> bool:
    """German: does a verb that ends the clause, a few words after the term, ask for it, with
    only opening words or an article before the term ("bitte noch `cargo fmt` laufen
    lassen", "lass bitte noch mypy drüber laufen")?"""
    if not lang.asks_last or not after or len(after) > 3 or after[-1] not in lang.asks_last \
            or after[-1] not in verbs:
        return False
    return _opens_a_phrase([w for w in before if w not in lang.articles
                            and w not in lang.asks], lang)


def asks_for_term(clause: str, start: int, end: int, run: bool = False) -> bool:
    """Does the clause, in one of `LANGUAGES`, ask for the term it names at clause[start:end]?
    `run`: only a verb of running it asks (a check named by its noun: "añade tests" asks for
    tests to be written)."""
    if _QUESTION.search(clause):
        return False
    before_text, after_text = clause[:start], clause[end:]
    before, after = _words_of(before_text), _words_of(re.split(r"[,;.!]", after_text)[0])
    for lang in LANGUAGES:
        # "n'oublie pas", "no olvides": the negation is the reminder's own.
        reminder = re.search(lang.reminders, before_text, re.I)
        lead = before_text[:reminder.start()] if reminder else ""
        rest = _words_of(before_text[reminder.end():]) if reminder else before
        if (set(_words_of(lead)) | set(rest) | set(after)) & lang.turned_away:
            continue
        verbs = lang.runs if run else lang.asks | lang.asks_last
        if reminder is not None:
            if run:
                continue  # "n'oublie pas les tests": the tests to write, or to run
            if len(rest) <= _GOVERNS and not _about(rest, lang) \
                    and _opens_a_phrase(_words_of(lead), lang):
                return True
            continue
        if _verb_before(before, lang, verbs) or _verb_after(before, after, lang, verbs):
            return True
    return False


# The nouns of kinds of check, as these languages write them (and their plurals: "Tests",
# "testes").
CHECK_NOUNS = frozenset({"test"})


def asks_for_check(clause: str, noun: str) -> bool:
    """Does the clause, in one of `LANGUAGES`, ask for the kind of check its noun names
    ("lass danach die Tests laufen" for "test")?"""
    return any(asks_for_term(clause, m.start(), m.end(), run=True)
               for m in re.finditer(rf"\b{re.escape(noun)}(?:s|es|e)?\b", clause, re.I))
