"""A program named in prose and then the thing it is run on ("never gofmt the generated files",
"don't eslint our dist folder"): the thing is a noun phrase, not the program's arguments. A run
of the literal line "gofmt the generated files" never happens, so a check of it would fail (or
pass) every replay for nothing, and a ban of every run of the program would be wider than what
was said: such a ban gives no check. A command typed in backticks is the person's own spelling
and is read whole, and a program named with no noun phrase after it is read as before."""

from __future__ import annotations

import pytest

from helpers.judged import NOT_RUN, RUNS, judged

SCOPED_BANS = [
    "never gofmt the generated files",
    "never eslint the dist folder",
    "don't rubocop the vendored gems please",
    "never shellcheck the third-party scripts",
    "never git push the main branch",
    "don't phpstan our legacy modules, they're excluded on purpose",
    "please never pylint those generated protobuf stubs",
    "never stylelint any of the vendored css",
    "we never gofmt these fixtures, they are byte-for-byte copies",
    "never ktlint the generated sources",
]


@pytest.mark.parametrize("words", SCOPED_BANS)
def test_a_ban_of_a_program_on_a_thing_gives_no_check(words: str) -> None:
    assert not {j for j in judged(words) if j[0] in (NOT_RUN, RUNS)}


KEPT = [
    ("never run `git push --force`", (NOT_RUN, "git push --force", True)),
    ("always run `make lint` before you say done", (RUNS, "make lint", True)),
    ("run gofmt before you commit", (RUNS, "gofmt", False)),
    ("run rubocop on it", (RUNS, "rubocop", False)),
    ("never run `npm publish`", (NOT_RUN, "npm publish", True)),
    ("never run `terraform apply` in this repo", (NOT_RUN, "terraform apply", True)),
]


@pytest.mark.parametrize(("words", "meant"), KEPT)
def test_commands_said_whole_are_read_as_before(words: str, meant: tuple[str, str, bool]) -> None:
    assert meant in judged(words)
