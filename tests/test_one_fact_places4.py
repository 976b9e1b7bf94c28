"""Facts the reader keeps in one place, read alike by every part that uses them (fourth set).

- Where a request starts and ends: every kind's cues say it as `\\A` and `\\Z` (a request's
  first words, its last), or as `(?m:^)` where any line may open the words they look for, never
  a bare `^`/`$` whose meaning the flags of the host that compiles them decide. The words that
  open a request ("ok, commit", "pls push") are one pattern, `kinds._OPENS`, read at the start of
  the whole request: a later line is most often pasted (a log, a diff, a thread), and the words
  that open it ask for nothing. A pasted failure's own lines (`payload_words`) are read line by
  line, compiled with `re.M` for it.
- Which files hold tests apart from the code they test follows the one table of languages'
  endings (`code.LANGUAGES`): a rule said "in tests" reaches no Rake task, no Gradle script in
  Kotlin, no stub of Python's types and no Scala script, as it reaches no other file of their
  languages outside the folders and names of tests; Rust's files, which hold their own tests,
  stay in its reach.
- A Ruby service object is found by Ruby's endings in that same table.

Written from how people word these things in general, with traps that must give nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from skillsleep.logs.checks import CHECKERS, FORMATTERS, is_check
from skillsleep.tasks.cues import Cues
from skillsleep.tasks.judges import Judge
from skillsleep.tasks.judges.attempt import Attempt, FileChange
from skillsleep.tasks.judges.code import LANGUAGES, TESTS_APART, reaches
from skillsleep.tasks.judges.code_facts import SingleCallMethod
from skillsleep.tasks.judges.code_facts_said import code_fact_judges
from skillsleep.tasks.judges.name_case import case_judges
from skillsleep.tasks.kinds import KINDS, kind_of
from skillsleep.tasks.terms import is_program_run

from helpers.anchors import bare_anchors
from helpers.judged import judged

# -- 1. where a request starts and ends ---------------------------------------------------------


def _cues_of_kinds() -> dict[str, list[str]]:
    """Every kind's patterns searched in a request's words, as the kind keeps them."""
    out: dict[str, list[str]] = {}
    for kind in KINDS:
        found = [p for v in vars(kind).values() if isinstance(v, Cues) for p in v.patterns]
        found += [p for p in (kind.alone, kind.closing) if p]
        found += [kind.opening.pattern] if kind.opening is not None else []
        out[kind.id] = found
    return out


CUES = _cues_of_kinds()


@pytest.mark.parametrize("kind", sorted(CUES))
def test_no_cue_of_a_kind_has_an_anchor_its_host_decides(kind: str) -> None:
    assert not [p[:60] for p in CUES[kind] if bare_anchors(p)], kind


def test_a_pasted_failure_read_line_by_line_says_so_in_its_flags() -> None:
    for kind in KINDS:
        for pattern in (kind.payload_words, kind.not_payload):
            if pattern is not None and bare_anchors(pattern.pattern):
                assert pattern.flags & re.M, kind.id


# Texts of several lines whose later lines would match where the first does not.
TEXTS = [
    "here's what git printed:\ncommit 3f2a1b9c (HEAD -> main)\nAuthor: dev <dev@example.com>",
    "from the review thread:\nwhat does this helper return?\n",
    "the access log:\nGET /api/orders 200 12ms\nPOST /api/carts 201 8ms",
    "we use it like this:\npaginate the results in the view",
    "this works now\nneeds tests\n",
    "ok so\nn+1 in the orders list\nsee the trace",
    "notes:\nquestion: why is the cache cold?",
    "yes please\npush it\n\n",
    "slack said:\n- profile the checkout handler\n- then ship",
]
_ANCHORED = re.compile(r"\\[AZ]|\(\?m:\^\)")


@pytest.mark.parametrize("kind", sorted(k for k, ps in CUES.items()
                                        if any(_ANCHORED.search(p) for p in ps)))
def test_an_anchored_cue_means_the_same_alone_and_in_any_host(kind: str) -> None:
    for pattern in (p for p in CUES[kind] if _ANCHORED.search(p)):
        alone = re.compile(pattern, re.I)
        for host in (re.compile(pattern, re.I | re.M),
                     re.compile(rf"(?:zz\bnever\b)|(?:{pattern})", re.I | re.M)):
            for text in TEXTS:
                assert (alone.search(text) is None) == (host.search(text) is None), \
                    (kind, pattern[:50], text)


# (request, kind): what opens a request opens its first line; a later line pasted asks nothing.
OPENED = [
    ("commit this", "commit"),
    ("ok, commit it please", "commit"),
    ("yes pls push it", "git-sync"),
    ("what does this helper return?", "explain"),
    ("question: why is the cache cold?", "explain"),
    ("needs tests", "add-tests"),
    ("paginate the orders endpoint", "paging"),
    ("n+1 in the orders list", "perf"),
]
PASTED_LATER = [
    "here's what git printed:\ncommit 3f2a1b9c (HEAD -> main)\nAuthor: dev <dev@example.com>",
    "the access log:\nGET /api/orders 200 12ms\nPOST /api/carts 201 8ms",
    "we use it like this:\npaginate the results in the view",
    "this works now\nneeds tests",
]


@pytest.mark.parametrize(("words", "kind"), OPENED)
def test_the_words_that_open_a_request_are_read_at_its_start(words: str, kind: str) -> None:
    found = kind_of(words)
    assert (found.id if found else None) == kind


@pytest.mark.parametrize("words", PASTED_LATER)
def test_the_same_words_on_a_later_line_open_nothing(words: str) -> None:
    assert kind_of(words) is None


# -- 2. which files hold tests apart ------------------------------------------------------------

# (path, reached by a rule said "in tests")
IN_TESTS = [
    ("spec/models/user_spec.rb", True),
    ("test/services/refund_test.rb", True),
    ("src/test/kotlin/CartTest.kt", True),
    ("app/src/test/java/OrderServiceTest.java", True),
    ("tests/unit/test_cart.py", True),
    ("pkg/store/store_test.go", True),
    ("src/cart.test.ts", True),
    ("Tests/AppTests/CartTests.swift", True),
    ("src/lib.rs", True),              # Rust's unit tests sit in the file they test
    ("lib/tasks/db.rake", False),
    ("build.gradle.kts", False),
    ("settings.gradle.kts", False),
    ("src/cart/types.pyi", False),
    ("scripts/Report.sc", False),
    ("app/models/user.rb", False),
    ("src/Billing/Invoice.cs", False),
    ("lib/main.dart", False),
    ("internal/orders/service.go", False),
]


@pytest.mark.parametrize(("path", "reached"), IN_TESTS)
def test_a_rule_for_tests_reaches_the_test_files_of_every_ending(path: str,
                                                                 reached: bool) -> None:
    assert reaches("in tests", path) is reached


@pytest.mark.parametrize("language", TESTS_APART)
def test_every_ending_of_a_language_with_tests_apart_is_read_so(language: str) -> None:
    for ending in LANGUAGES[language]:
        assert not reaches("in tests", f"src/app/billing{ending}"), ending
        assert reaches("in tests", f"tests/billing{ending}"), ending
        assert reaches("outside tests", f"src/app/billing{ending}"), ending


# -- 3. a Ruby service object by Ruby's endings -------------------------------------------------

def _created(path: str, lines: list[str]) -> Attempt:
    return Attempt(changes=[FileChange(path, added=lines, created=True)])


_TWO_PUBLIC = ["class RefundOrder", "  def call", "  end", "  def preview", "  end", "end"]
_CALL_ONLY = ["class RefundOrder", "  def call", "  end", "  private", "  def x", "  end", "end"]


@pytest.mark.parametrize(("path", "lines", "verdict"), (
    ("app/services/refund_order.rb", _TWO_PUBLIC, 0.0),
    ("app/services/refund_order.rb", _CALL_ONLY, 1.0),
    ("lib/billing/refund_service.rb", _TWO_PUBLIC, 0.0),
    ("app/models/order.rb", _TWO_PUBLIC, None),
    ("app/services/refund_order.py", ["class RefundOrder:", "    def call(self):"], None),
    ("spec/services/refund_order_spec.rb", _TWO_PUBLIC, None),
))
def test_a_service_object_is_read_by_rubys_endings(path: str, lines: list[str],
                                                   verdict: float | None) -> None:
    assert SingleCallMethod().score(_created(path, lines)) == verdict


# -- 4. what holds as things stand, not for good ----------------------------------------------

# Each of the words that say a thing holds for now (`terms.FOR_NOW`), said after a rule that
# every reader of the team's way would otherwise keep: a shape of code, a case of names, a ban.
_FOR_NOW = ["for now", "for the time being", "so far", "right now", "at the moment",
            "currently", "today"]
_STANDING = [
    (code_fact_judges, "in this codebase finders return `Optional`"),
    (code_fact_judges, "in this repo error messages should be lowercase"),
    (case_judges, "our methods are snake_case"),
]


@pytest.mark.parametrize("when", _FOR_NOW)
@pytest.mark.parametrize(("read", "words"), _STANDING)
def test_a_way_said_to_hold_for_now_is_no_standing_rule(
        read: Callable[[str], list[Judge]], words: str, when: str) -> None:
    assert read(words)
    assert not read(f"{words} {when}"), when


@pytest.mark.parametrize("when", _FOR_NOW)
def test_a_ban_said_of_things_as_they_stand_is_kept_for_no_other_work(when: str) -> None:
    assert not [t for _k, t, durable in judged(f"we don't use `lodash` in this repo {when}")
                if durable], when


# Traps: words that hold a time but say the way for good.
@pytest.mark.parametrize(("read", "words"), (
    (code_fact_judges, "from now on, finders return `Optional` in this codebase"),
    (code_fact_judges, "in this repo error messages should be lowercase from now on"),
    (code_fact_judges, "going forward, finders return `Optional` in this codebase"),
    (case_judges, "from now on our methods are snake_case"),
    (case_judges, "going forward our methods are snake_case"),
))
def test_a_way_said_for_the_work_to_come_stands(read: Callable[[str], list[Judge]],
                                                words: str) -> None:
    assert read(words)


# -- 5. the files of a language named by its endings --------------------------------------------

# (words, the language whose new files are held to open so): a language's files named by any of
# its endings in the one table, its name or a short name of it.
OPENS = [
    ('all .ts files should start with "use strict"', "typescript"),
    ('every .mjs file here opens with `"use strict";`', "javascript"),
    ("all .rake files in this repo open with `# frozen_string_literal: true`", "ruby"),
    ("all Ruby files should start with `# frozen_string_literal: true`", "ruby"),
    ("all py files here start with `from __future__ import annotations`", "python"),
    ("all our .pyi files start with `from __future__ import annotations`", "python"),
    ("every .php file here starts with `declare(strict_types=1);`", "php"),
    ("new .sh scripts should always start with `set -euo pipefail`", "bash"),
    ("all .zsh scripts here start with `set -euo pipefail`", "bash"),
]
# A line of one language said of the files of another reads as no rule of either.
NOT_OPENS = [
    "all .ts files here start with `# frozen_string_literal: true`",
    "all .go files open with `set -euo pipefail`",
    "all .rs files here start with `from __future__ import annotations`",
    "all python files here start with `set -e`",
    "do all .ts files start with `\"use strict\"`?",
]


@pytest.mark.parametrize(("words", "language"), OPENS)
def test_the_files_of_a_language_are_named_by_its_endings(words: str, language: str) -> None:
    assert [j.params()["language"] for j in code_fact_judges(words)] == [language]


@pytest.mark.parametrize("words", NOT_OPENS)
def test_a_line_of_another_language_gives_nothing(words: str) -> None:
    assert not code_fact_judges(words)


# -- 6. the programs that check a project --------------------------------------------------------

# Each checker named by a word of its own is one list (`logs.checks.CHECKERS`): the command line
# that runs it is a check, and its name said bare in a rule is the program.
CHECK_LINES = ["phpstan analyse src", "ktlint", "swiftlint lint --strict", "hadolint Dockerfile",
               "tflint --recursive", "stylelint 'src/**/*.css'", "yamllint .", "actionlint",
               "npx stylelint '**/*.scss'", "bundle exec standardrb", "markdownlint '**/*.md'",
               "tflint --chdir infra/", "golint ./...", "basedpyright", "rubocop -a"]
NOT_CHECK_LINES = ["gofmt -w .", "isort .", "goimports -w .", "gofumpt -l -w .",
                   "phpstan analyse && git push", "yamllint . > out.txt", "pnpm add -D stylelint",
                   "composer require --dev phpstan/phpstan", "cd infra && tflint"]


@pytest.mark.parametrize("line", CHECK_LINES)
def test_a_checker_named_by_a_word_of_its_own_runs_a_check(line: str) -> None:
    assert is_check(line)


@pytest.mark.parametrize("line", NOT_CHECK_LINES)
def test_a_formatter_an_install_or_a_chain_is_no_check(line: str) -> None:
    assert not is_check(line)


@pytest.mark.parametrize("name", CHECKERS)
def test_every_checker_is_a_check_a_program_and_a_checker_of_the_kinds(name: str) -> None:
    assert is_check(name) and is_check(f"{name} --help")
    assert is_program_run(name)
    found = kind_of(f"{name} is failing on main, fix it")
    assert found is not None and found.id == "checks", name


@pytest.mark.parametrize("name", FORMATTERS)
def test_a_formatter_is_a_program_but_no_check(name: str) -> None:
    assert is_program_run(name) and not is_check(f"{name} -w .")


# (rule, program it has run): a checker's bare name in a rule is the program it runs.
RUN_SAID = [
    ("always run yamllint before you push", "yamllint"),
    ("never commit without running markdownlint", "markdownlint"),
    ("run actionlint before committing workflow changes", "actionlint"),
    ("make sure hadolint passes before you say done", "hadolint"),
    ("always run rubocop before you push", "rubocop"),
]


@pytest.mark.parametrize(("words", "program"), RUN_SAID)
def test_a_checker_said_bare_in_a_rule_is_run(words: str, program: str) -> None:
    assert ("runs", program) in {(k, t) for k, t, _durable in judged(words)}


@pytest.mark.parametrize("words", (
    "does yamllint run in CI?", "yamllint said the workflow file is fine",
    "we used to run golint, it's deprecated now", "I ran actionlint yesterday",
))
def test_a_checker_named_in_a_question_or_a_report_is_no_rule(words: str) -> None:
    assert not [t for _k, t, durable in judged(words) if durable]


# -- 7. the days of the week ---------------------------------------------------------------------

# One name of a day (`terms.WEEKDAY`) for every reader of one: a ban said for a day holds only
# then, a day said of earlier words is when they were said, a day is a period of the data.
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def test_a_ban_said_for_no_day_stands() -> None:
    assert judged("never run `make deploy`")


@pytest.mark.parametrize("day", DAYS)
def test_a_ban_said_for_a_day_holds_only_then(day: str) -> None:
    assert not judged(f"never run `make deploy` on {day}s")
    assert not judged(f"never run `make deploy` on {day.lower()}s")


@pytest.mark.parametrize("day", DAYS)
def test_a_day_the_rule_was_said_on_is_no_part_of_it(day: str) -> None:
    assert ("diff_avoids", "time.sleep", True) in judged(
        f"never use `time.sleep` in tests, I said that on {day}")


@pytest.mark.parametrize("day", DAYS)
def test_a_day_is_a_period_of_the_data(day: str) -> None:
    found = kind_of(f"backfill the orders table for {day}")
    assert found is not None and found.id == "backfill"
