"""Text asked for in a commit message or a pull request's title or description, at first sight.

A first-sight batch, written from how developers ask for what a commit message or a pull request
says: a ticket prefix ("always prefix commit messages with `[JIRA-123]`"), a format ("every
commit message must follow `type(scope): subject`"), a trailer ("always add `Signed-off-by` to
commit messages"), an issue to close ("each PR must include `Closes #123` in the description"),
a title's tag ("every PR title must start with `[api]`"). The change's lines never hold such
text, so no check of the diff may read it: a rule that every later diff holds `[JIRA-123]` fails
every piece of work the person does right. Beside them, sentences whose quoted text does go into
the code while they name messages or descriptions of another kind (log messages, error
messages, a schema's description field, a parser of pull requests, a commit hook) keep the
reading they had.

It was measured before the reader was changed for it: of the 14 asks of message text, 6 gave
nothing and 8 a check that the diff adds the text (5 of them standing rules); after: 14/14 give
nothing. The conventional-commits check ("commit messages must start with `feat:` or `fix:`"),
which reads the commit messages themselves, is kept. The 8 sentences about code read as before.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.judged import ADDS, AVOIDS, Judged, check_read, judged

# Asks of what a commit message or a pull request says: nothing the diff holds.
MESSAGE_TEXT: tuple[tuple[str, str], ...] = (
    ("ticket prefix", "always prefix commit messages with `[JIRA-123]`"),
    ("commit format", "every commit message must follow `type(scope): subject`"),
    ("closes in description", "each PR must include `Closes #123` in the description"),
    ("PR title tag", "every PR title must start with `[api]`"),
    ("signed-off trailer", "always add `Signed-off-by` to commit messages"),
    ("fixes in PR body", "put `Fixes #42` in the PR body"),
    ("skip ci suffix", "end every commit message with `[skip ci]`"),
    ("description links", "the PR description should link `docs/adr/0012.md`"),
    ("no WIP", "never put `WIP` in commit messages"),
    ("no fixup subject", "don't write `fixup!` in the commit subject"),
    ("chore subject", "start the commit subject with `chore:`"),
    ("ticket id in titles", "PR titles should start with the ticket id, like `PAY-42`"),
    ("co-author trailer",
     "add `Co-authored-by: Dana <dana@example.com>` to the commit message"),
    ("issue in description", "mention `#4711` in the pull request description"),
)

# Messages or descriptions of another kind, or a pull request as what the code handles: the
# quoted text is code, read as before.
CODE: tuple[tuple[str, str, Judged], ...] = (
    ("log messages prefix", "prefix the log messages with `[worker]`",
     {(ADDS, "[worker]", False)}),
    ("slog and a commit message", "use `slog` and write a good commit message",
     {(ADDS, "slog", False)}),
    ("a Closes field", "always add a `Closes` field to the `Issue` struct",
     {(ADDS, "Closes", True)}),
    ("test names", "every test name must start with `test_`", {(ADDS, "test_", True)}),
    ("schema description field", "add `@deprecated` to the description field of the schema",
     {(ADDS, "@deprecated", False)}),
    ("PR parser", "add `Closes #12` handling to the PR parser", {(ADDS, "Closes #12", False)}),
    ("print in commit hooks", "never use `print` in commit hooks", {(AVOIDS, "print", True)}),
    ("error messages", "the error messages must start with `ERR_`", set()),
)

KNOWN_MISSES: frozenset[str] = frozenset()


@pytest.mark.parametrize(("name", "words"), MESSAGE_TEXT, ids=[r[0] for r in MESSAGE_TEXT])
def test_text_of_a_message_is_no_check_of_the_diff(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "expected"), CODE, ids=[r[0] for r in CODE])
def test_code_beside_the_words_for_messages_keeps_its_reading(name: str, words: str,
                                                              expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


def test_the_conventional_commits_check_reads_the_messages_themselves() -> None:
    assert {kind for kind, _, _ in judged("commit messages must start with `feat:` or `fix:`")} \
        == {"regex"}
