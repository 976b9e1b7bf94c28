"""The kinds of check a project runs, as people name them in words ("the linter", "the tests",
"fmt"), and the word each is said again by.

`CHECK_WORDS` tells which kind a name is of, whatever the project's tool for it;
`check_said_again_by` gives the word an ask to run such a check is said again by in a later
message. The builders of checks (`mine.py`) read the first and the standing preferences
(`standing.py`) the second: this module holds the fact for both and imports nothing of the
miner, so a reader of stored checks does not compile the builders to ask it.
"""

from __future__ import annotations

from ..other_languages import CHECK_NOUNS

# What "the linter", "the tests", "fmt" are, whatever the project's tool for them.
CHECK_WORDS = {
    "lint": r"\blint|golangci|eslint|ruff\b|flake8|pylint|clippy|staticcheck|\bvet\b|rubocop",
    "format": r"\bfmt\b|format|prettier|\bblack\b|rustfmt|gofmt|goimports",
    "test": r"\btest|pytest|jest|vitest|mocha|rspec|phpunit|ctest",
    "build": r"\bbuild\b|\bcompile\b|\bmake\b",
    "type": r"\bmypy\b|pyright|\btsc\b|typecheck|type-check",
}
# The verb of running a kind of check, said with the work as its object ("lint it before you hand
# it back", "typecheck it too"): only verbs that mean nothing but running that check ("test it"
# is as often trying it by hand, "build it" making it).
_CHECK_VERBS = {"lint": "lint", "format": "format", "type": "typecheck"}


def check_said_again_by(pattern: str) -> str:
    """The word a check named in words (its pattern) is said again by: the verb of running its
    kind ("lint" for "the linter"; "test it" is as often trying it by hand), or the noun other
    languages name it by ("test" of "die Tests", "les tests": `other_languages.CHECK_NOUNS`);
    "" when it has neither."""
    word = next((w for w, p in CHECK_WORDS.items() if p == pattern), "")
    return _CHECK_VERBS.get(word) or (word if word in CHECK_NOUNS else "")
