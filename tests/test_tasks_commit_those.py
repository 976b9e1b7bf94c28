""""Never commit those" keeps out the files the agent's message named, not every commit.

After "I committed `.env` with the fix", "no, never commit that" is about `.env`: read as a
ban of `git commit` it would fail every piece of work that ends in a commit, the work the person
asks for most. The pronoun takes its file from the agent's message (`file_named_last`); with no
file named there, or several in the one sentence, what "that" is is unknown and nothing is read.
"never commit" with no object, or with a manner after ("without asking"), is still a ban of
committing.
"""

from __future__ import annotations

import pytest

from helpers.judged import FILES, NOT_RUN, Judged, judged

CASES: tuple[tuple[str, str, Judged], ...] = (
    ("Done: I committed the `.env` file with the new keys.", "no, never commit that",
     {(FILES, ".env", True)}),
    ("I pushed `secrets.yaml` to the branch.", "never push that", {(FILES, "secrets.yaml", True)}),
    ("Committed `.vscode/settings.json` too.", "never commit those, we keep them local",
     {(FILES, ".vscode/settings.json", True)}),
    ("I staged `dist/bundle.js` and committed it.", "no, never commit it, CI builds it",
     {(FILES, "dist/bundle.js", True)}),
    # what "that" is, is not known
    ("I committed the changes.", "no, never commit that", set()),
    ("I committed `.env` and `config.local.json` with the fix.", "no, never commit those", set()),
    ("", "never commit that", set()),
    # the operation itself
    ("I can commit this now.", "never commit it without asking", {(NOT_RUN, "git commit", True)}),
    ("", "never commit, I'll do it myself", {(NOT_RUN, "git commit", True)}),
    ("I updated `go.mod`.", "don't commit that yet", {(NOT_RUN, "git commit", False)}),
)


@pytest.mark.parametrize(("reply", "words", "expected"), CASES,
                         ids=[f"{w} | {r[:30]}" for r, w, _ in CASES])
def test_a_pronoun_after_commit_is_the_file_named(reply: str, words: str,
                                                  expected: Judged) -> None:
    assert judged(words, reply) == expected
