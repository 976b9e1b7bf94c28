"""Facts kept in one place, read the same by every reader that needs them: the comment marks and
languages of file endings, what a test file is, the singular of a word, words that speak for
themselves, how a file of data is read, and the parts of a product's screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skillsleep.tasks import common_words
from skillsleep.tasks.common_words import singular
from skillsleep.tasks.judges.code import code_lines, is_test_path, reaches
from skillsleep.tasks.judges.constructs import construct_named
from skillsleep.tasks.judges.purposes import purpose_called
from skillsleep.tasks.judges.shapes import shape_called
from skillsleep.tasks.kind_named import kind_named
from skillsleep.tasks.kinds import kind_of
from skillsleep.tasks.learned import LinearModel
from skillsleep.tasks.name_corrected import name_corrections

# -- the comment marks and languages of endings, as the shapes of code read them ----------------

# (shape, path, added lines, verdict): a file or an answer's block whose language the endings'
# one table names, read as the reader of code terms reads it.
SHAPED = [
    # PHP's comments open with `#` as well as `//`
    ("commented-out code", "src/Billing/Invoice.php", ["# $this->recalculate();"], 0.0),
    ("commented-out code", "app/Http/Kernel.php", ["    # $router->boot($app);"], 0.0),
    ("commented-out code", "app/Models/User.php", ["// $user->save();"], 0.0),
    ("commented-out code", "app/Models/User.php", ["# the user is saved by the caller"], 1.0),
    # an answer's block tagged with the language spelled out is that language's code
    ("nested ternary", "block.python", ["label = 'a' if x else 'b' if y else 'c'"], 0.0),
    ("nested ternary", "block.typescript", ["const k = a ? (b ? 1 : 2) : 3;"], 0.0),
    ("nested ternary", "block.javascript", ["const k = ready ? 'go' : 'wait';"], 1.0),
    ("commented-out code", "block.python", ["# client.close()"], 0.0),
    ("commented-out code", "block.golang", ["// defer conn.Close()"], 0.0),
    # languages with no `?:` keep their own reading
    ("nested ternary", "pkg/api/handler.go", ["x := a ? b : c ? d : e"], None),
    ("nested ternary", "src/main/kotlin/App.kt", ["val x = a ?: b ?: c"], None),
]


@pytest.mark.parametrize(("shape", "path", "lines", "verdict"), SHAPED)
def test_shapes_read_files_by_the_one_table_of_endings(
        shape: str, path: str, lines: list[str], verdict: float | None) -> None:
    found = shape_called(shape)
    assert found is not None
    assert found.verdict([(path, lines)]) == verdict


# (path, line, term, kept): Julia's comments open with `#` only; its `//` is a fraction.
READ = [
    ("src/ratio.jl", "half = num // den", "den", True),
    ("src/ratio.jl", "x = y  # den is the divisor", "den", False),
    ("src/Ratio.groovy", "def x = total  // den", "den", False),
    ("scripts/run.py", "q = total // den", "den", True),
]


@pytest.mark.parametrize(("path", "line", "term", "kept"), READ)
def test_a_term_is_looked_for_by_the_comment_marks_of_its_file(
        path: str, line: str, term: str, kept: bool) -> None:
    assert (term in code_lines(path, [line], term)[0]) is kept


# -- what a test file is ---------------------------------------------------------------------------

TEST_FILES = [
    ("Tests/AppTests/Helpers.swift", True),
    ("Sources/App/Tests/Fixtures.swift", True),
    ("src/Test/Billing/InvoiceFixtures.cs", True),
    ("app/src/OrderServiceTest.java", True),
    ("pkg/store/store_test.go", True),
    ("spec/models/user_spec.rb", True),
    ("src/latest.java", False),
    ("src/Contest.java", False),
    ("cmd/server/main.go", False),
]


@pytest.mark.parametrize(("path", "test"), TEST_FILES)
def test_a_test_file_is_told_by_one_definition(path: str, test: bool) -> None:
    assert is_test_path(path) is test


def test_a_rule_for_tests_holds_in_a_swift_packages_tests_folder() -> None:
    assert reaches("in tests", "Tests/AppTests/Helpers.swift")
    assert not reaches("in production code", "Tests/AppTests/Helpers.swift")


# (path, line, logs): a print writes the output of a program or of a test, a message elsewhere.
PRINTS = [
    ("app/src/OrderServiceTest.java", 'System.out.println("order saved ok");', False),
    ("lib/billing/invoice_spec.rb", 'puts "invoice sent to customer"', False),
    ("Tests/AppTests/CartTests.swift", 'print("cart was emptied")', False),
    ("cmd/migrate/main.go", 'fmt.Println("migration done")', False),
    ("internal/orders/service.go", 'fmt.Println("order saved")', True),
    ("app/services/billing.py", 'print("invoice sent")', True),
]


@pytest.mark.parametrize(("path", "line", "logs"), PRINTS)
def test_a_print_logs_outside_the_programs_and_tests_one_definition_names(
        path: str, line: str, logs: bool) -> None:
    logging = purpose_called("logging")
    assert logging is not None
    assert logging.done_by(path, line) is logs


# -- the singular of a word -----------------------------------------------------------------------

SINGULARS = [
    ("entries", "entry"), ("Batches", "Batch"), ("caches", "cache"), ("indexes", "index"),
    ("Indices", "Index"), ("classes", "class"), ("boxes", "box"), ("switches", "switch"),
    ("Controllers", "Controller"), ("DTOs", "DTO"), ("aliases", "alias"), ("files", "file"),
    ("class", "class"), ("status", "status"), ("js", "js"), ("ts", "ts"), ("ENTRIES", "ENTRY"),
]


@pytest.mark.parametrize(("word", "one"), SINGULARS)
def test_one_singular(word: str, one: str) -> None:
    assert singular(word) == one


# (words, the agent's message, the part of names kept out): a plural whose "-es" is its own.
CORRECTED = [
    ("we call them catalogs here, not indexes", "I added `SearchIndex` to the package.",
     "Index"),
    ("we call them jobs in this codebase, not batches", "I wrote `ImportBatch` for the loader.",
     "Batch"),
    ("they're queues here, not mailboxes", "Added `EventMailbox` with a bounded channel.",
     "Mailbox"),
    ("we call them stores here, not caches", "I introduced `SessionCache` in front of Redis.",
     "Cache"),
]


@pytest.mark.parametrize(("words", "reply", "part"), CORRECTED)
def test_a_name_turned_down_in_the_plural_is_its_singular(words: str, reply: str,
                                                          part: str) -> None:
    assert [j.word for _, j in name_corrections(words, reply)] == [part]


# (phrase, the construct named): a word before the construct's noun read as it was said.
CONSTRUCTS = [
    ("JS classes", "class"),
    ("TS interfaces", "interface"),
    ("all the TS interfaces", "interface"),
    ("Postgres tables", "table"),
    ("membership tests", None),
]


@pytest.mark.parametrize(("phrase", "construct"), CONSTRUCTS)
def test_a_construct_named_after_a_short_word(phrase: str, construct: str | None) -> None:
    found = construct_named(phrase, lambda term: term)
    assert (found.words[0] if found else None) == construct


# -- words that speak for themselves --------------------------------------------------------------

KINDS_NAMED = [
    ("> no ORMs", "I used `gorm` for the repository layer.", None),
    ("> we don't use mocking libraries\nthat's what the reviewer wrote",
     "I generated the mocks with `gomock`.", None),
    ("no ORMs?", "I used `gorm` for the repository layer.", None),
    ("no ORMs", "I used `gorm` for the repository layer.", "we never use `gorm`"),
]


@pytest.mark.parametrize(("words", "reply", "read"), KINDS_NAMED)
def test_a_kind_named_in_words_that_speak_for_themselves_is_left(
        words: str, reply: str, read: str | None) -> None:
    assert kind_named(words, reply) == read


# -- how a file of data is read -------------------------------------------------------------------

_BOM = b"\xef\xbb\xbf"


def test_the_common_words_are_read_with_a_byte_order_mark(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = {"model": {"vocab": {"[CLS]": 0, "table": 1, "##ing": 2, "cache": 3}}}
    path = tmp_path / "tokenizer.json"
    path.write_bytes(_BOM + json.dumps(doc).encode())
    monkeypatch.setattr(common_words, "VOCABULARY_FILE", path)
    monkeypatch.setattr(common_words, "_KEPT", None)
    common_words._vocabulary.cache_clear()
    try:
        assert common_words.known()
        assert common_words.is_common("tables")
        assert not common_words.is_common("zod")
    finally:
        common_words._vocabulary.cache_clear()


def test_a_broken_file_of_common_words_tells_no_word_apart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tokenizer.json"
    path.write_bytes(b'{"model": {"vocab": ')
    monkeypatch.setattr(common_words, "VOCABULARY_FILE", path)
    # Without the words kept with the miner's patterns, which are the bundled file's.
    monkeypatch.setattr(common_words, "_KEPT", None)
    common_words._vocabulary.cache_clear()
    try:
        assert not common_words.known()
        assert not common_words.is_common("table")
    finally:
        common_words._vocabulary.cache_clear()


def test_the_model_file_is_read_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "model.json"
    path.write_bytes(_BOM + json.dumps({"weights": {"a": 1.5}, "bias": -0.5}).encode())
    model = LinearModel.load(path)
    assert model.weights == {"a": 1.5}


# -- the parts of a product's screen --------------------------------------------------------------

# (request, kind): a part of a screen made accessible, or named by an environment, is a screen's.
SCREEN_PARTS_SAID = [
    ("make the tooltips accessible", "a11y"),
    ("make the sidebar links accessible", "a11y"),
    ("please make the toolbar icons accessible", "a11y"),
    ("make the form accessible", "a11y"),
    ("create a new env toast that warns on prod", "feature"),
    ("stand up a perf env for load tests", "environment"),
]


@pytest.mark.parametrize(("words", "kind"), SCREEN_PARTS_SAID)
def test_the_parts_of_a_screen_are_one_list(words: str, kind: str) -> None:
    found = kind_of(words)
    assert (found.id if found else None) == kind
