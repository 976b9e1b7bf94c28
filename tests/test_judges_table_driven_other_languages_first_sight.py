"""Table-driven tests said of a language other than Go, read and checked on diffs.

"tests here are table-driven" was read only as Go's shape (a `TestXxx` looping over a table);
said of pytest, Jest/Vitest or JUnit it gave nothing, or, named by a word the reader did not
know for a language ("our TypeScript tests", "Kotlin tests"), a Go check that never judged any
of that person's work. Each of those frameworks has one shape for a table of cases: pytest's
`@pytest.mark.parametrize` (or a `subTest` loop), Jest's and Vitest's `test.each` / `it.each` /
`describe.each`, JUnit's `@ParameterizedTest` in place of `@Test`. This module guards:

- `RULES`: wordings across stacks (table-driven, parametrized/parameterized, the framework or
  the language named, word order, "here", "our", "should", "always") that give the language's
  judge, standing; `TRAPS`: a question, the code as it is now, one test, an opinion, someone
  else's words, RSpec (whose shared examples are no table), a parameterized query, tests
  parameterized by something else, and a config value parametrized, which give no judge of
  table-driven tests at all.
- `VERDICTS`: a test added over a table passes, one case a test fails, and work that adds no
  test of the language gets no verdict (None).

First sight (the reader before the change): rules 1 of 12 read (the Go row; of the 11 others, 3
were read as Go's shape, which judges no file of theirs, and 8 gave nothing), traps 10 of 10
gave nothing; after: 12 of 12 and 10 of 10; the 14 verdicts are the new judge's own.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.code_facts import ParametrizedTests

from helpers.judged import judged

TABLE = "table_driven_tests"
PARAM = "parametrized_tests"


def _table(language: str) -> set[tuple[str, str, bool]]:
    return {(PARAM, language, True)}


RULES: tuple[tuple[str, str, set[tuple[str, str, bool]]], ...] = (
    ("our pytest tests table-driven", "our pytest tests are table-driven", _table("python")),
    ("Python tests here parametrized", "Python tests here should be parametrized",
     _table("python")),
    ("tests here parametrized (pytest spelling)", "tests here are parametrized",
     _table("python")),
    ("py tests always parametrized", "in this repo, py tests are always parametrized",
     _table("python")),
    ("jest tests table-driven", "jest tests should be table-driven", _table("javascript")),
    ("our TypeScript tests table-driven", "our TypeScript tests are table-driven",
     _table("javascript")),
    ("vitest tests always table driven", "vitest tests in this repo are always table driven",
     _table("javascript")),
    ("JS tests parameterized", "JS tests should always be parameterized", _table("javascript")),
    ("JUnit tests parameterized", "JUnit tests in this project must be parameterized",
     _table("java")),
    ("Java tests always table-driven", "Java tests should always be table-driven",
     _table("java")),
    ("Kotlin tests table-driven", "Kotlin tests should always be table-driven", _table("java")),
    ("Go tests still Go's", "Go tests should always be table-driven",
     {(TABLE, "table-driven", True)}),
)

TRAPS: tuple[tuple[str, str], ...] = (
    ("a question", "are the pytest tests parametrized?"),
    ("already", "the jest tests are already table-driven"),
    ("one test", "this test is parametrized, don't change it"),
    ("an opinion", "parametrized tests are overkill here"),
    ("someone else's words", "pytest docs say tests should be parametrized"),
    ("rspec", "our rspec tests are table-driven"),
    ("a query", "the parameterized query is slow"),
    ("parameterized by env", "tests are parameterized by the env vars"),
    ("a config value", "parametrize the DB url in the config"),
    ("used to be", "our JUnit tests used to be parameterized"),
)


@pytest.mark.parametrize(("name", "words", "expected"), RULES, ids=[r[0] for r in RULES])
def test_table_driven_tests_said_of_a_language_are_read(name: str, words: str,
                                                          expected: set) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("name", "words"), TRAPS, ids=[t[0] for t in TRAPS])
def test_words_that_state_no_such_rule_give_no_table_check(name: str, words: str) -> None:
    assert not {j for j in judged(words) if j[0] in (TABLE, PARAM)}


def _added(path: str, *lines: str) -> Attempt:
    return Attempt(changes=[FileChange(path, added=list(lines), created=True)])


PY_TABLE = _added("tests/test_parse.py",
                  "import pytest", "",
                  '@pytest.mark.parametrize("raw,want", [("1", 1), ("2", 2)])',
                  "def test_parse(raw, want):", "    assert parse(raw) == want")
PY_TABLE_MULTILINE = _added("tests/test_parse.py",
                            "@pytest.mark.parametrize(", '    "raw,want",',
                            '    [("1", 1), ("2", 2)],', ")",
                            "def test_parse(raw, want):", "    assert parse(raw) == want")
PY_SUBTEST = _added("tests/test_parse.py",
                    "class ParseTest(unittest.TestCase):",
                    "    def test_parse(self):",
                    "        for raw, want in CASES:",
                    "            with self.subTest(raw=raw):",
                    "                self.assertEqual(parse(raw), want)")
PY_ONE_CASE = _added("tests/test_parse.py",
                     '@pytest.mark.parametrize("raw,want", [("1", 1)])',
                     "def test_parse(raw, want):", "    assert parse(raw) == want", "",
                     "def test_parse_two():", '    assert parse("2") == 2')
PY_NO_TEST = _added("app/parse.py", "def parse(raw):", "    return int(raw)")
JS_EACH = _added("src/parse.test.ts",
                 "test.each([['1', 1], ['2', 2]])('parses %s', (raw, want) => {",
                 "  expect(parse(raw)).toBe(want);", "});")
JS_DESCRIBE_EACH = _added("src/parse.spec.js",
                          "describe.each([['1', 1]])('parse %s', (raw, want) => {",
                          "  it('parses', () => {", "    expect(parse(raw)).toBe(want);",
                          "  });", "});")
JS_PLAIN = _added("src/parse.test.ts", "it('parses one', () => {",
                  "  expect(parse('1')).toBe(1);", "});")
JAVA_PARAM = _added("src/test/java/ParseTest.java",
                    "    @ParameterizedTest", '    @CsvSource({"1,1", "2,2"})',
                    "    void parses(String raw, int want) {",
                    "        assertEquals(want, Parse.of(raw));", "    }")
JAVA_PLAIN = _added("src/test/java/ParseTest.java",
                    "    @Test", "    void parsesOne() {",
                    '        assertEquals(1, Parse.of("1"));', "    }")
KT_PLAIN = _added("src/test/kotlin/ParseTest.kt",
                  "    @Test", "    fun parsesOne() {", '        assertEquals(1, parse("1"))',
                  "    }")

VERDICTS = (
    ("pytest parametrize passes", "python", PY_TABLE, 1.0),
    ("pytest parametrize over lines passes", "python", PY_TABLE_MULTILINE, 1.0),
    ("unittest subTest loop passes", "python", PY_SUBTEST, 1.0),
    ("one plain pytest test fails", "python", PY_ONE_CASE, 0.0),
    ("no python test, no verdict", "python", PY_NO_TEST, None),
    ("a jest test, no python verdict", "python", JS_EACH, None),
    ("test.each passes", "javascript", JS_EACH, 1.0),
    ("describe.each passes", "javascript", JS_DESCRIBE_EACH, 1.0),
    ("a plain it fails", "javascript", JS_PLAIN, 0.0),
    ("a python test, no js verdict", "javascript", PY_TABLE, None),
    ("ParameterizedTest passes", "java", JAVA_PARAM, 1.0),
    ("a plain @Test fails", "java", JAVA_PLAIN, 0.0),
    ("a plain Kotlin @Test fails", "java", KT_PLAIN, 0.0),
    ("a jest test, no java verdict", "java", JS_PLAIN, None),
)


@pytest.mark.parametrize(("name", "language", "work", "expected"), VERDICTS,
                         ids=[v[0] for v in VERDICTS])
def test_the_check_judges_the_tests_the_work_adds(name: str, language: str, work: Attempt,
                                                   expected: float | None) -> None:
    assert ParametrizedTests(language=language).score(work) == expected
