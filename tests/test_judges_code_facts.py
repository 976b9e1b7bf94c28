"""Rules about the shape of code said as a fact of the project, read and checked on diffs.

"`ctx` is the first parameter", "tests here are table-driven", "compare the whole output, don't
assert on substrings", "Ruby files open with `# frozen_string_literal: true`", "error messages
are lowercase with no trailing period", "finders return `Optional`", "service objects expose a
single `call` method": no single term is banned or asked for, yet each names a shape the added
lines of one language show (`judges/code_facts.py`). This module guards both halves:

- `RULES`: wordings across stacks (verbs, word order, politeness, backticks or bare) that must
  give the shape's judge, durable; `TRAPS`: the code as it is now, questions, pasted linter
  output, reasons, other projects' conventions, one-offs about one file, and sequencing words
  ("start with the Ruby files") that must give no judge of these kinds.
- The verdicts on small diffs: a pass, a fail, and no verdict (None) where the diff shows
  nothing of the kind (another language, no such declaration, a changed file not created).

First sight (the reader before `code_facts`): 0 of the 43 rules read, all 36 traps gave nothing
of these kinds (none could); after: 38 of 43 read, the 5 of `KNOWN_MISSES` read otherwise by
the reader of terms (which goes first), and all 36 traps still give nothing of these kinds.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.attempt import changes_from_diff
from skillsleep.tasks.judges.code_facts import (
    ContextFirst,
    ErrorMessagesStyle,
    FileOpensWith,
    FindersReturn,
    SingleCallMethod,
    TableDrivenTests,
    WholeOutputAsserted,
)

from helpers.judged import judged

CTX, TABLE, WHOLE = "context_first", "table_driven_tests", "whole_output_asserted"
OPENS, ERRORS, FINDERS, CALL = ("file_opens_with", "error_messages_style", "finders_return",
                                "single_call_method")
KINDS = frozenset({CTX, TABLE, WHOLE, OPENS, ERRORS, FINDERS, CALL})
FROZEN = "# frozen_string_literal: true"
FUTURE = "from __future__ import annotations"

# (name, words, the judge of these kinds it must give: (kind, term, durable))
RULES: tuple[tuple[str, str, tuple[str, str, bool]], ...] = (
    # --- ctx first (Go)
    ("ctx always first", "ctx is always the first parameter", (CTX, "context.Context", True)),
    ("Context comes first", "context.Context always comes first in function signatures.",
     (CTX, "context.Context", True)),
    ("pass ctx as first arg", "Pass `ctx` as the first argument, always.",
     (CTX, "context.Context", True)),
    ("ctx goes first", "`ctx` goes first in every func signature",
     (CTX, "context.Context", True)),
    ("the context should be first", "The context should be the first param of any function "
     "that takes one.", (CTX, "context.Context", True)),
    ("make sure ctx first arg", "make sure ctx context.Context is the first arg",
     (CTX, "context.Context", True)),
    ("in this codebase ctx first", "Add the invoice fetcher. In this codebase `ctx "
     "context.Context` is the first parameter.", (CTX, "context.Context", True)),
    ("Go label ctx first", "Go: ctx is always the first parameter.",
     (CTX, "context.Context", True)),
    # --- table-driven Go tests
    ("tests here table-driven", "Tests here are table-driven.", (TABLE, "table-driven", True)),
    ("write table-driven with t.Run", "Write table-driven tests with t.Run.",
     (TABLE, "table-driven", True)),
    ("our Go tests table driven", "our Go tests are table driven, one t.Run per case",
     (TABLE, "table-driven", True)),
    ("should always be table-driven", "Go tests should always be table-driven",
     (TABLE, "table-driven", True)),
    ("use table-driven style", "all unit tests in this repo use a table-driven style with "
     "subtests", (TABLE, "table-driven", True)),
    ("always use table-driven", "always use table-driven tests", (TABLE, "table-driven",
                                                                   True)),
    # --- whole output asserted
    ("compare whole output", "Compare the whole output, don't assert on substrings.",
     (WHOLE, "whole output", True)),
    ("literal expectations", "Expectations are literal strings, not `strings.Contains` checks.",
     (WHOLE, "whole output", True)),
    ("assert on full message", "always assert on the full error message, not a substring",
     (WHOLE, "whole output", True)),
    ("we compare exact output", "In our tests we compare the exact output rather than a part "
     "of it.", (WHOLE, "whole output", True)),
    ("never substring matches", "Never assert on substrings in tests.",
     (WHOLE, "whole output", True)),
    ("always entire rendered", "always assert the entire rendered output",
     (WHOLE, "whole output", True)),
    # --- files open with a line
    ("Ruby files open frozen", f"Ruby files open with `{FROZEN}`.", (OPENS, FROZEN, True)),
    ("every Python file future", f"Every Python file starts with `{FUTURE}`.",
     (OPENS, FUTURE, True)),
    ("put frozen at top", f"Put `{FROZEN}` at the top of every new Ruby file.",
     (OPENS, FROZEN, True)),
    ("PHP strict types", "each PHP file begins with `declare(strict_types=1);`",
     (OPENS, "declare(strict_types=1)", True)),
    ("our modules future bare", f"Our Python modules start with {FUTURE}",
     (OPENS, FUTURE, True)),
    ("first line of every Ruby file", f"The first line of every Ruby file is `{FROZEN}`.",
     (OPENS, FROZEN, True)),
    ("future at top of every module", f"`{FUTURE}` at the top of every module, please",
     (OPENS, FUTURE, True)),
    ("JS use strict", "every JS file starts with 'use strict';", (OPENS, "'use strict'", True)),
    ("shell scripts pipefail", "all our shell scripts start with `set -euo pipefail`",
     (OPENS, "set -euo pipefail", True)),
    # --- error messages' style (Go, Rust)
    ("lowercase no period", "Error messages are lowercase with no trailing period.",
     (ERRORS, "lowercase", True)),
    ("Go error strings not capitalized", "Go error strings should not be capitalized or end "
     "with punctuation.", (ERRORS, "lowercase", True)),
    ("lowercase error messages", "Always lowercase error messages, no period at the end.",
     (ERRORS, "lowercase", True)),
    ("don't capitalize", "don't capitalize error strings", (ERRORS, "lowercase", True)),
    ("errors start lowercase", "error messages always start with a lowercase letter",
     (ERRORS, "lowercase", True)),
    ("never a full stop", "our error messages never end with a full stop",
     (ERRORS, "period", True)),
    ("keep lower-case Rust", "In this crate we keep error strings lower-case.",
     (ERRORS, "lowercase", True)),
    # --- finders
    ("finders return Optional", "Finders in our repositories return `Optional`.",
     (FINDERS, "Optional", True)),
    ("finder methods should", "finder methods should return Optional<T>",
     (FINDERS, "Optional", True)),
    ("find methods always", "repository find methods always return `Optional`, never null",
     (FINDERS, "Optional", True)),
    ("Rust finders Option", "In this crate finders return `Option`, not a sentinel.",
     (FINDERS, "Option", True)),
    # --- service objects
    ("single call", "Service objects expose a single `call` method.", (CALL, "call", True)),
    ("services one public method", "our services have one public method, `call`",
     (CALL, "call", True)),
    ("only a public call", "each service object should only have a public `call`",
     (CALL, "call", True)),
)

# Words that must give no judge of these kinds.
TRAPS: tuple[tuple[str, str], ...] = (
    ("already table-driven", "the tests are table-driven already"),
    ("are they table-driven?", "are our tests table-driven?"),
    ("is ctx first here?", "Is ctx the first parameter in this function?"),
    ("used to be last", "In the old code ctx was the last parameter, which is why vet "
     "complained."),
    ("their SDK", "their SDK puts the context first in every call"),
    ("upstream files", f"The upstream project's Ruby files open with `{FROZEN}`."),
    ("this file starts", f"This file starts with `{FUTURE}`."),
    ("make this test table-driven", "make this test table-driven"),
    ("reviewer said", "the reviewer said error messages should be lowercase"),
    ("a pasted error", "the error message is capitalized, see: Error: Could not open file."),
    ("why Optional", "why does the finder return Optional here?"),
    ("finder right now", "findById returns Optional right now"),
    ("used to expose", "Service objects used to expose a single call method."),
    ("golint pasted", "golint: error strings should not be capitalized or end with "
     "punctuation or a newline"),
    ("reason whole output", "the test compares the whole output, that's why it breaks on "
     "every timestamp change"),
    ("one assertion", "Rewrite this assertion to compare the whole output."),
    ("first add ctx", "first, add the ctx param to the handler"),
    ("start with Ruby files", "Start with the Ruby files, then the Python ones."),
    ("call the service", "Call the service object once per request."),
    ("exposes one endpoint", "the service exposes a single endpoint"),
    ("first param is request", "The first parameter of `Handle` is the request, not ctx."),
    ("Kubernetes codebase", "In the Kubernetes codebase, context always comes first."),
    ("do Go projects", "Do Go projects usually put ctx first?"),
    ("lowercase in parse.go", "lowercase the error message in `parse.go`"),
    ("overkill", "Table-driven tests are overkill for this helper."),
    ("not yet", "We don't do table-driven tests for the CLI yet."),
    ("every file I opened", "every file I opened starts with a license header"),
    ("one finder", "Return `Optional` from findByEmail in this repository class."),
    ("open the file", "Open the Ruby file that starts with the frozen string comment."),
    ("exception", "Ruby files open with the magic comment, except the generated ones."),
    ("a build log read", "please check the full output of the build and tell me what failed"),
    ("context of a doc", "Context should always be the first section of the design doc."),
    ("a bare ask", "use table-driven tests"),
    ("two things of errors", "all errors are logged and lowercase letters are fine in logs"),
    ("a bare ask, polite", "please compare the whole output in the snapshot test"),
    ("a reason to avoid", "we pass ctx first only to avoid a vet warning"),
)
# Read otherwise, by the reader of terms, which goes first (a shape is read only in a sentence
# nothing else was read in): `adds ctx`, `adds t.Run` for this task, `adds # frozen...` for this
# task, `runs set -euo pipefail`, `adds call` for this task.
KNOWN_MISSES: frozenset[str] = frozenset({
    "pass ctx as first arg", "write table-driven with t.Run", "put frozen at top",
    "shell scripts pipefail", "only a public call",
})
TRAP_MISSES: frozenset[str] = frozenset()


def _facts(words: str) -> set[tuple[str, str, bool]]:
    return {j for j in judged(words) if j[0] in KINDS}


@pytest.mark.parametrize(("name", "words", "expected"), RULES, ids=[r[0] for r in RULES])
def test_a_shape_said_as_the_team_s_way_is_read(name: str, words: str,
                                                expected: tuple[str, str, bool]) -> None:
    got = _facts(words)
    if name in KNOWN_MISSES:
        assert got != {expected}
    else:
        assert got == {expected}


@pytest.mark.parametrize(("name", "words"), TRAPS, ids=[t[0] for t in TRAPS])
def test_words_that_state_no_rule_give_no_shape(name: str, words: str) -> None:
    got = _facts(words)
    if name in TRAP_MISSES:
        assert got
    else:
        assert got == set()


def test_the_table_is_wide_enough() -> None:
    assert len(RULES) >= 40 and len(TRAPS) >= 25


# -- verdicts on diffs -------------------------------------------------------------------------


def _diff(path: str, lines: list[str], created: bool = True) -> Attempt:
    head = "--- /dev/null" if created else f"--- a/{path}"
    body = "\n".join(f"+{ln}" for ln in lines)
    text = (f"diff --git a/{path} b/{path}\n{head}\n+++ b/{path}\n"
            f"@@ -0,0 +1,{len(lines)} @@\n{body}\n")
    return Attempt(changes=changes_from_diff(text))


def _files(*files: tuple[str, list[str]]) -> Attempt:
    return Attempt(changes=[FileChange(p, added=lines, created=True) for p, lines in files])


CASES = (
    # --- ctx first
    ("ctx first passes", ContextFirst(),
     _diff("store.go", ["func (s *Store) Fetch(ctx context.Context, id string) error {"]), 1.0),
    ("ctx later fails", ContextFirst(),
     _diff("store.go", ["func Fetch(id string, ctx context.Context) error {"]), 0.0),
    ("ctx over lines fails", ContextFirst(),
     _diff("store.go", ["func Fetch(", "\tid string,", "\tctx context.Context,", ") error {"]),
     0.0),
    ("no ctx param, no verdict", ContextFirst(),
     _diff("store.go", ["func Fetch(id string) error {"]), None),
    ("Python, no verdict", ContextFirst(),
     _diff("store.py", ["def fetch(id, ctx: context.Context):"]), None),
    ("ctx in a comment, no verdict", ContextFirst(),
     _diff("store.go", ["// func Fetch(id string, ctx context.Context)"]), None),
    # --- table-driven
    ("table passes", TableDrivenTests(subtests=True),
     _diff("slug_test.go", ["func TestSlug(t *testing.T) {", "\tcases := []struct{ in, want "
                            "string }{{\"A b\", \"a-b\"}}", "\tfor _, c := range cases {",
                            "\t\tt.Run(c.in, func(t *testing.T) {", "\t\t})", "\t}", "}"]), 1.0),
    ("no table fails", TableDrivenTests(),
     _diff("slug_test.go", ["func TestSlug(t *testing.T) {",
                            "\tif Slug(\"A b\") != \"a-b\" { t.Fatal(\"bad\") }", "}"]), 0.0),
    ("table without t.Run fails when said", TableDrivenTests(subtests=True),
     _diff("slug_test.go", ["func TestSlug(t *testing.T) {", "\tfor _, c := range cases {",
                            "\t\tif Slug(c.in) != c.want { t.Fatal(c.in) }", "\t}", "}"]), 0.0),
    ("not a test file, no verdict", TableDrivenTests(),
     _diff("slug.go", ["func Slug(s string) string {", "\treturn s", "}"]), None),
    ("a helper in a test file, no verdict", TableDrivenTests(),
     _diff("slug_test.go", ["func helper(t *testing.T) {}"]), None),
    # --- whole output
    ("exact compare passes", WholeOutputAsserted(),
     _diff("parse_test.go", ["\tif got != want {", "\t\tt.Errorf(\"got %q\", got)", "\t}"]),
     1.0),
    ("strings.Contains fails", WholeOutputAsserted(),
     _diff("parse_test.go", ["\tif !strings.Contains(err.Error(), \"bad\") {",
                             "\t\tt.Fatal(err)", "\t}"]), 0.0),
    ("toContain fails", WholeOutputAsserted(),
     _diff("src/render.test.ts", ["expect(html).toContain('<h1>')"]), 0.0),
    ("Python in fails", WholeOutputAsserted(),
     _diff("tests/test_cli.py", ["    assert \"done\" in result.output"]), 0.0),
    ("Python equality passes", WholeOutputAsserted(),
     _diff("tests/test_cli.py", ["    assert result.output == \"done\\n\""]), 1.0),
    ("Contains outside tests, no verdict", WholeOutputAsserted(),
     _diff("parse.go", ["\tif strings.Contains(s, \",\") {"]), None),
    # --- file opens with
    ("frozen first passes", FileOpensWith(line=FROZEN, language="ruby"),
     _diff("app/models/user.rb", [FROZEN, "", "class User", "end"]), 1.0),
    ("frozen missing fails", FileOpensWith(line=FROZEN, language="ruby"),
     _diff("app/models/user.rb", ["class User", "end"]), 0.0),
    ("frozen after code fails", FileOpensWith(line=FROZEN, language="ruby"),
     _diff("app/models/user.rb", ["require 'json'", FROZEN]), 0.0),
    ("changed file, no verdict", FileOpensWith(line=FROZEN, language="ruby"),
     _diff("app/models/user.rb", ["  def name; end"], created=False), None),
    ("other language, no verdict", FileOpensWith(line=FROZEN, language="ruby"),
     _diff("app/user.py", ["class User: ..."]), None),
    ("future after docstring passes", FileOpensWith(line=FUTURE, language="python"),
     _diff("pkg/mod.py", ['"""The module.', "", 'More."""', "", FUTURE, "", "import os"]), 1.0),
    ("future missing fails", FileOpensWith(line=FUTURE, language="python"),
     _diff("pkg/mod.py", ['"""The module."""', "import os"]), 0.0),
    ("an empty __init__, no verdict", FileOpensWith(line=FUTURE, language="python"),
     _diff("pkg/__init__.py", ["from .mod import x"]), None),
    ("PHP after open tag passes", FileOpensWith(line="declare(strict_types=1);",
                                                language="php"),
     _diff("src/Cart.php", ["<?php", "", "declare(strict_types=1);", "", "namespace App;"]),
     1.0),
    ("use strict in other quotes passes", FileOpensWith(line="'use strict'",
                                                        language="javascript"),
     _diff("lib/app.js", ["// The app.", "\"use strict\";", "const a = 1;"]), 1.0),
    ("shell after shebang passes", FileOpensWith(line="set -euo pipefail", language="bash"),
     _diff("bin/deploy.sh", ["#!/usr/bin/env bash", "set -euo pipefail", "echo hi"]), 1.0),
    # --- error messages
    ("lowercase passes", ErrorMessagesStyle(),
     _diff("load.go", ["\treturn fmt.Errorf(\"read config %s: %w\", p, err)"]), 1.0),
    ("capital fails", ErrorMessagesStyle(),
     _diff("load.go", ["\treturn errors.New(\"Failed to load the config\")"]), 0.0),
    ("period fails", ErrorMessagesStyle(),
     _diff("load.go", ["\treturn errors.New(\"config not found.\")"]), 0.0),
    ("period let be when only case said", ErrorMessagesStyle(no_period=False),
     _diff("load.go", ["\treturn errors.New(\"config not found.\")"]), 1.0),
    ("acronym passes", ErrorMessagesStyle(),
     _diff("load.go", ["\treturn errors.New(\"HTTP status not ok\")"]), 1.0),
    ("Rust bail capital fails", ErrorMessagesStyle(),
     _diff("src/main.rs", ["    bail!(\"Missing manifest\");"]), 0.0),
    ("log line, no verdict", ErrorMessagesStyle(),
     _diff("load.go", ["\tlog.Printf(\"Loaded config.\")"]), None),
    ("Python raise, no verdict", ErrorMessagesStyle(),
     _diff("load.py", ["    raise ValueError(\"Bad config.\")"]), None),
    # --- finders
    ("Optional passes", FindersReturn(),
     _diff("src/CustomerRepository.java",
           ["    Optional<Customer> findByEmail(String email);"]), 1.0),
    ("entity fails", FindersReturn(),
     _diff("src/CustomerRepository.java", ["    public Customer findByEmail(String email) {"]),
     0.0),
    ("a list finder, no verdict", FindersReturn(),
     _diff("src/CustomerRepository.java",
           ["    List<Customer> findByCity(String city);"]), None),
    ("a call of a finder, no verdict", FindersReturn(),
     _diff("src/Signup.java", ["        var c = repo.findByEmail(email);"]), None),
    ("Rust Option passes", FindersReturn(type="Option"),
     _diff("src/store.rs", ["pub fn find_user(&self, id: u64) -> Option<&User> {"]), 1.0),
    ("Rust plain fails", FindersReturn(type="Option"),
     _diff("src/store.rs", ["pub fn find_user(&self, id: u64) -> &User {"]), 0.0),
    # --- service objects
    ("call only passes", SingleCallMethod(),
     _diff("app/services/refund_order.rb",
           ["class RefundOrder", "  def initialize(order)", "  end", "  def call", "  end",
            "  private", "  def helper", "  end", "end"]), 1.0),
    ("two public fails", SingleCallMethod(),
     _diff("app/services/refund_order.rb",
           ["class RefundOrder", "  def call", "  end", "  def preview", "  end", "end"]), 0.0),
    ("a model, no verdict", SingleCallMethod(),
     _diff("app/models/order.rb", ["class Order", "  def total", "  end", "end"]), None),
    ("a changed service, no verdict", SingleCallMethod(),
     _diff("app/services/refund_order.rb", ["  def preview", "  end"], created=False), None),
)


@pytest.mark.parametrize(("name", "judge", "attempt", "expected"), CASES,
                         ids=[c[0] for c in CASES])
def test_a_shape_is_judged_on_the_lines_added(name: str, judge: object, attempt: Attempt,
                                              expected: float | None) -> None:
    assert judge.score(attempt) == expected  # type: ignore[attr-defined]


def test_a_chat_answer_shows_no_file_it_creates() -> None:
    answer = Attempt.of_answer(f"```ruby\n{FROZEN}\nclass User\nend\n```")
    assert FileOpensWith(line=FROZEN, language="ruby").score(answer) is None


def test_a_proposed_test_block_is_judged() -> None:
    answer = Attempt.of_answer("```go\nif !strings.Contains(out, \"x\") { t.Fatal(out) }\n```")
    assert WholeOutputAsserted().score(answer) == 0.0


def test_no_diff_no_verdict() -> None:
    assert all(j.score(Attempt.of_answer("done")) is None for j in (
        ContextFirst(), TableDrivenTests(), WholeOutputAsserted(), ErrorMessagesStyle(),
        FindersReturn(), SingleCallMethod(), FileOpensWith(line=FROZEN, language="ruby")))


def test_judges_round_trip() -> None:
    from skillsleep.tasks.judges import judge_from_doc
    for judge in (FileOpensWith(line=FROZEN, language="ruby"), TableDrivenTests(subtests=True),
                  ErrorMessagesStyle(lowercase=False), FindersReturn(type="Option")):
        again = judge_from_doc(judge.to_doc())
        assert again.params() == judge.params() and again.kind == judge.kind
