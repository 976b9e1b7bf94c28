"""Facts the reader keeps in one place, read alike by every part that uses them (third set).

- The comment marks of a file's ending follow the one table of languages' endings
  (`code.LANGUAGES`): a Kotlin block, a Rake file, a Scala script, a Sass sheet are read by their
  language's marks wherever a reader of code or a shape of code reads them.
- What runs a check (a launcher before a tool, a runner before a script's name) is said once,
  in `logs/checks.py`: what the scripts reader strips is what the checks reader looks past.
- The words of the other languages an answer is made of lean on `other_languages.LANGUAGES`:
  a "no" that is one of a language's negations says "not" before a verb, in every language that
  says it so ("não faça isso" is "don't do that", not "no, do that").
- What a follow-up reads of a kind of work is a property of the kind (`Kind.answers_a_failure`,
  `Kind.checker_complaint`, `Kind.asks_to_be_told`), not a test of its id.
- The words for code a tool made (generated, vendored, codegen output, lock files, minified) are
  said once, in `code.py`: a rule's reach that says them and a mention of them read one list.
- "always ask ... first" is read in the ways people say it: first and before that together, with
  leave or a check with the person, "from now on".
- A cue list's patterns mean the same alone, compiled with `re.M`, and joined into a larger
  alternation: no bare `^`/`$` whose meaning the host's flags decide.

Written from how people word these things in general, with traps that must give nothing.
"""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from skillsleep.logs.checks import is_check
from skillsleep.tasks import kinds, warning_cues
from skillsleep.tasks.answered_in_english import in_english
from skillsleep.tasks.ask_first import asked_first
from skillsleep.tasks.followups import features
from skillsleep.tasks.judges.code import (
    LANGUAGES,
    code_lines,
    made_by_tools_said,
    mentions_made_by_tools,
)
from skillsleep.tasks.judges.shapes import shape_called
from skillsleep.tasks.kinds import BY_ID
from skillsleep.tasks.scripts import program

from helpers.anchors import bare_anchors
from helpers.exchanges import T0, Before, decided_new

# -- 1. the comment marks of every language's endings ------------------------------------------

COMMENTED_OUT = [
    ("block.kotlin", "// val total = cart.sum()"),
    ("build.gradle.kts", "// implementation(libs.okhttp)"),
    ("lib/tasks/db.rake", "# User.where(active: false).delete_all"),
    ("lib/tasks/cache.rake", "    # Rails.cache.delete(key)"),
    ("build.sc", "// val deps = Agg(ivy\"com.lihaoyi::os-lib:0.9.1\")"),
    ("scripts/Report.sc", "// println(report.render())"),
]


@pytest.mark.parametrize(("path", "line"), COMMENTED_OUT)
def test_code_commented_out_is_found_in_every_ending_of_a_language(path: str, line: str) -> None:
    shape = shape_called("commented-out code")
    assert shape is not None and shape.verdict([(path, [line])]) == 0.0


@pytest.mark.parametrize(("path", "line"), (
    ("lib/tasks/db.rake", "# Seeds the demo accounts for staging"),
    ("build.sc", "// the build pins the Scala version here"),
    ("block.kotlin", "// TODO: explain why the cart is summed twice"),
))
def test_words_in_a_comment_are_no_code_commented_out(path: str, line: str) -> None:
    shape = shape_called("commented-out code")
    assert shape is not None and shape.verdict([(path, [line])]) == 1.0


# (path, line, term, kept): `#` opens no comment in Scala (a type projection) nor in a style
# sheet's selector; `//` opens none in Ruby.
READ = [
    ("build.sc", "type Handler = Server # Handler", "Handler", True),
    ("src/Main.scala", "type Handler = Server # Handler", "Handler", True),
    ("scripts/Deploy.sc", "val x = 1 // Handler", "Handler", False),
    ("block.kotlin", "val x = 1 // Handler", "Handler", False),
    ("lib/tasks/db.rake", "x = 1 # Handler", "Handler", False),
]


@pytest.mark.parametrize(("path", "line", "term", "kept"), READ)
def test_a_term_is_read_by_the_comment_marks_of_its_language(path: str, line: str, term: str,
                                                             kept: bool) -> None:
    assert (term in code_lines(path, [line], term)[0]) is kept


def test_every_language_has_its_comment_marks() -> None:
    from skillsleep.tasks.judges import code
    for language, endings in LANGUAGES.items():
        assert language in code.COMMENT_MARKS, language
        for ending in endings:
            assert code.marks_of(ending) == code.COMMENT_MARKS[language], ending


# -- 2. what runs a check ------------------------------------------------------------------------

CHECKS = [
    "tox -e lint", "tox -e typecheck", "nox -s tests", "cargo make lint", "composer test",
    "composer run-script lint", "uv run pytest", "uv run pytest -q tests/unit", "poetry run mypy",
    "pipenv run pytest", "bundle exec rspec", "pnpx eslint .", "uvx ruff check",
    "pnpm exec vitest", "hatch run test", "npm run lint",
]
NOT_CHECKS = [
    "pnpm add -D eslint", "composer install", "composer require guzzlehttp/guzzle",
    "uv run python scripts/seed.py", "poetry run python manage.py runserver",
    "bundle exec rails server", "npx create-react-app shop", "uvx cowsay hi", "cargo make release",
    "tox -e py311", "nox -s docs", "make deploy", "yarn add jest", "uv run pytest && git push",
]


@pytest.mark.parametrize("line", CHECKS)
def test_a_check_behind_a_launcher_or_a_runner_of_scripts_is_a_check(line: str) -> None:
    assert is_check(line)


@pytest.mark.parametrize("line", NOT_CHECKS)
def test_other_commands_behind_them_are_no_check(line: str) -> None:
    assert not is_check(line)


@pytest.mark.parametrize(("step", "tool"), (
    ("pnpm exec tsc --noEmit", "tsc"), ("yarn dlx prettier --check .", "prettier"),
    ("uv run mypy src", "mypy"), ("npx eslint .", "eslint"), ("bundle exec rubocop", "rubocop"),
    ("python -m pytest", "pytest"), ("go vet ./...", "go"),
))
def test_the_tool_of_a_step_is_past_its_launcher(step: str, tool: str) -> None:
    assert program(step) == tool


# -- 3. answers in other languages ---------------------------------------------------------------

ANSWERED = [
    ("não faça isso", "don't do that"),
    ("nao faça isso de novo", "don't do that again"),
    ("não use isso nos testes", "don't use that in the tests"),
    ("no hagas eso", "don't do that"),
    ("não, nunca", "no, never"),
    ("nein, nie wieder", "no, never again"),
    ("não, isso não", "no, don't do that"),
    ("eso no, por favor", "don't do that"),
]


@pytest.mark.parametrize(("said", "english"), ANSWERED)
def test_a_negation_before_a_verb_is_not_in_every_language_that_says_it(said: str,
                                                                       english: str) -> None:
    assert in_english(said) == english


@pytest.mark.parametrize("said", ("nicht immer", "pas toujours", "não faça `rm -rf`",
                                  "não sei", "no sé", "nunca pasa eso?", "no, always", "no"))
def test_not_always_code_and_other_words_give_nothing(said: str) -> None:
    assert in_english(said) is None


# -- 4. what a follow-up reads of a kind ---------------------------------------------------------

def test_the_kinds_a_failure_pasted_asks_for_are_marked_on_the_kind() -> None:
    assert {k for k, kind in BY_ID.items() if kind.answers_a_failure} == {
        "checks", "debug", "explain", "warnings"}
    assert {k for k, kind in BY_ID.items() if kind.checker_complaint} == {"checks", "warnings"}
    assert {k for k, kind in BY_ID.items() if kind.asks_to_be_told} == {"explain"}


_WARNED = ("src/codec.cpp:88:14: warning: implicit conversion loses integer precision "
           "[-Wshorten-64-to-32]\n  int n = len;\n          ^~~\n"
           "src/codec.cpp:102:9: warning: comparison of integers of different signs "
           "[-Wsign-compare]\n")
_TURNED_ON = Before("turn on -Wall -Wextra for the codec target in CMakeLists.txt",
                    "Done: added `-Wall -Wextra` to the codec target; src/codec.cpp builds.")


@pytest.mark.parametrize("words", (
    f"clean these up\n{_WARNED}",
    f"fix these warnings please:\n\n{_WARNED}",
    f"can you get rid of these\n{_WARNED}",
))
def test_warnings_the_work_in_progress_printed_are_its_repair(words: str) -> None:
    # The work just done, failing: what its words name is no kind of work of its own, as a
    # red check pasted is not.
    assert features(words, _TURNED_ON.previous(), T0 + timedelta(minutes=2))["asks_kind"] == 0
    assert not decided_new(_TURNED_ON, words)


_RETRIED = Before("add a retry with backoff to the upload client in src/upload.cpp",
                 "Done: src/upload.cpp now retries three times with backoff.")


@pytest.mark.parametrize("words", (
    "clean up the clang warnings in upload.cpp",
    "get rid of the -Wshadow warnings in the files you touched",
    "fix the gcc warnings in the code you just wrote",
))
def test_warnings_a_checker_prints_of_the_work_just_done_are_that_work(words: str) -> None:
    assert not decided_new(_RETRIED, words)


@pytest.mark.parametrize("words", (
    "fix the clang warnings in the parser module",
    "clean up the clang warnings in parser.cpp",
    "fix the gcc warnings across the whole codebase",
    "next: get the MSVC C4996 warnings in the legacy importer down to zero",
))
def test_warnings_of_other_code_are_other_work(words: str) -> None:
    assert decided_new(_RETRIED, words)


# -- 5. code a tool made -------------------------------------------------------------------------

SAID = ["in generated code", "in autogenerated code", "in the codegen output",
        "in vendored code", "in vendor code", "in third-party code", "in lock files",
        "in lockfiles", "in the lock file", "in minified bundles", "in minified JS"]
NOT_SAID = ["except in generated code", "not in vendored code", "in the vendor meeting",
            "in the generator script", "lock the file", "in the locked rows", "in the code",
            "in code generated by hand"]


@pytest.mark.parametrize("reach", SAID)
def test_a_reach_of_code_a_tool_made_is_read(reach: str) -> None:
    assert made_by_tools_said(reach) and mentions_made_by_tools(reach)


@pytest.mark.parametrize("reach", NOT_SAID)
def test_other_reaches_are_not_of_code_a_tool_made(reach: str) -> None:
    assert not made_by_tools_said(reach)


@pytest.mark.parametrize("words", (
    "not even in autogenerated code", "even in the codegen output", "including the protobuf "
    "output", "also in lock files", "even in vendored modules", "even in minified bundles"))
def test_a_mention_of_code_a_tool_made_keeps_those_files_read(words: str) -> None:
    assert mentions_made_by_tools(words)


@pytest.mark.parametrize("words", ("in the code you write", "in the vendor meeting notes",
                                   "the generator script", "in the billing module", ""))
def test_no_mention_of_code_a_tool_made(words: str) -> None:
    assert not mentions_made_by_tools(words)


# -- 6. ask first --------------------------------------------------------------------------------

ASK_FIRST = [
    "always ask me first before you do that", "always ask first before doing it",
    "ask me first before doing that, always", "always check with me first",
    "always ask for permission first", "always ask my permission before that",
    "from now on, ask first", "from now on ask me before doing that",
    "going forward, always check with me before you run that",
    "in future please ask me first", "always confirm with me first",
    "never without checking with me first", "never do that without my OK",
    "no. never run it without my approval",
]
NOT_ASK_FIRST = [
    "ask me first next time", "not without asking", "ask first?", "always ask first?",
    "always ask before `rm -rf`", "he always asks before that", "I always ask before that",
    "did you ask first", "always ask before pushing to main", "ask the user before deleting",
    "from now on, ask first whether the tests pass", "check with me first about the schema",
    "always check the logs first", "from now on use pnpm", "ask for permission first? no",
    "never without a test", "not without my approval", "always ask the team first",
    "ask first before pushing to main", "from now on, ask me before you merge PRs",
]


@pytest.mark.parametrize("words", ASK_FIRST)
def test_asking_first_for_good_is_read(words: str) -> None:
    assert asked_first(words) == "never do that without asking"


@pytest.mark.parametrize("words", NOT_ASK_FIRST)
def test_other_sayings_of_asking_give_nothing(words: str) -> None:
    assert asked_first(words) is None


# -- 7. cue lists mean the same alone and embedded ----------------------------------------------

CUE_LISTS = {
    "warnings cleared": warning_cues.WARNINGS_CLEARED,
    "warnings pasted": (warning_cues.WARNINGS_PASTED,),
    "store build": kinds.STORE_BUILD,
}
# Texts whose second line would match where the first does not, and the reverse.
TEXTS = [
    "the build fails on main\nclang spits out 30 -Wconversion warnings, fix them",
    "clang spits out 30 -Wconversion warnings, fix them",
    "fix the gcc warnings\nwhy does the build fail?",
    "here:\nsrc/a.c:3:1: warning: unused variable 'x' [-Wunused-variable]",
    "src/a.c:3:1: warning: unused variable 'x' [-Wunused-variable]\nsrc/a.c:9: error: boom",
    "Program.cs(12,5): warning CS8618: Non-nullable property",
    "notes first\nProgram.cs(12,5): warning CS8618: Non-nullable property",
    "we shipped 2.4.0 yesterday\ncut a release build for the play store",
    "cut a release build of 2.4.0 for the play store",
    "make the release build smaller\nv1.2.3",
]
@pytest.mark.parametrize("name", CUE_LISTS)
def test_a_cue_list_has_no_anchor_its_host_decides(name: str) -> None:
    assert not [p for p in CUE_LISTS[name] if bare_anchors(p)], name


@pytest.mark.parametrize("name", CUE_LISTS)
def test_a_cue_list_means_the_same_alone_and_embedded(name: str) -> None:
    for pattern in CUE_LISTS[name]:
        alone = re.compile(pattern, re.I)
        for host in (re.compile(pattern, re.I | re.M),
                     re.compile(rf"(?:zz\bnever\b)|(?:{pattern})", re.I | re.M),
                     re.compile(rf"(?:{pattern})|(?:zz\bnever\b)", re.I)):
            for text in TEXTS:
                assert (alone.search(text) is None) == (host.search(text) is None), \
                    (name, pattern[:40], text)
