"""A library named by an everyday word is checked where a change brings it in.

"`request` is deprecated here, switch to `undici`": the ban must not fail a handler whose
parameter is named `request`, and must fail the change that imports the library (an import, a
`require`, a `use`, a Go import path, a manifest line). The check of what the rule asks for, when
its name is an everyday word said as a library too, passes only the work that brings it in.
Distinctive names (`lodash`, `axios`), calls (`datetime.utcnow`) and words no one said are
libraries keep the check of the term as written.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.tasks.judges import Attempt
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import term_pattern
from test_judges_check_precision_first_sight import diff

from helpers.judged import HERE


def _checks(rule: str, kind: str, term: str) -> list:
    return [j for j in derive([Quote(rule, HERE)]) if j.kind == kind and j.term == term]


def _score(rule: str, kind: str, term: str, work: Attempt) -> float | None:
    found = _checks(rule, kind, term)
    assert found, f"no {kind} of {term!r} in {rule!r}"
    return found[0].score(work)


@dataclass(frozen=True)
class Banned:
    name: str
    rule: str
    library: str
    names_it: Attempt      # code that uses the word as its own name: the ban passes
    imports_it: Attempt    # code that brings the library in: the ban fails


BANNED: tuple[Banned, ...] = (
    # npm
    Banned("request, parameter of a handler", "`request` is deprecated here, switch to `undici`",
           "request",
           diff(("app/api/users/route.ts", """
+export async function POST(request: Request) {
+  const body = await request.json();
""")),
           diff(("src/http/client.js", """
+const request = require("request");
"""))),
    Banned("chalk, moved away from as a package",
           "we're moving away from the `chalk` package, use `picocolors` instead", "chalk",
           diff(("src/theme.ts", """
+export function paint(chalk: Palette, text: string): string {
+  return chalk.bold(text);
""")),
           diff(("src/log.ts", """
+import chalk from "chalk";
"""))),
    Banned("chalk, added to package.json",
           "we're moving away from the `chalk` package, use `picocolors` instead", "chalk",
           diff(("package.json", """
+    "picocolors": "^1.0.0",
""")),
           diff(("package.json", """
+    "chalk": "^5.3.0",
"""))),
    # PyPI
    Banned("mock, a fixture argument", "the `mock` package is deprecated, use `unittest.mock`",
           "mock",
           diff(("tests/test_sync.py", """
+from unittest.mock import MagicMock
+def test_sync(mock):
+    mock = MagicMock()
""")),
           diff(("tests/test_sync.py", """
+from mock import patch
"""))),
    Banned("mock, in requirements", "the `mock` package is deprecated, use `unittest.mock`",
           "mock",
           diff(("tests/test_sync.py", """
+    mock.assert_called_once()
""")),
           diff(("requirements-dev.txt", """
+mock==5.1.0
"""))),
    Banned("time, a parameter", "don't import `time` in the async handlers", "time",
           diff(("app/jobs.py", """
+def schedule(job: Job, time: datetime) -> None:
+    job.at = time
""")),
           diff(("app/jobs.py", """
+import os, time
"""))),
    Banned("json, a module said as one", "don't use the `json` module, use `orjson`",
           "json",
           diff(("api/views.py", """
+def save(json: dict) -> None:
+    data = resp.json()
""")),
           diff(("api/views.py", """
+import json
"""))),
    # crates
    Banned("failure, a variable", "the `failure` crate is deprecated, use `thiserror`",
           "failure",
           diff(("src/run.rs", """
+    let failure = Outcome::Failed(code);
+    report(failure);
""")),
           diff(("src/error.rs", """
+use failure::Fail;
"""))),
    Banned("failure, in Cargo.toml", "the `failure` crate is deprecated, use `thiserror`",
           "failure",
           diff(("Cargo.toml", """
+thiserror = "1.0"
""")),
           diff(("Cargo.toml", """
+failure = "0.1.8"
"""))),
    # gems
    Banned("json gem, a local", "stop using the `json` gem, switch to `oj`", "json",
           diff(("app/models/report.rb", """
+    json = payload.to_h
+    render json: json
""")),
           diff(("Gemfile", """
+gem 'json'
"""))),
    # Go modules
    Banned("uuid, a field", "the `uuid` package is deprecated, switch to `ulid`", "uuid",
           diff(("internal/store/user.go", """
+	uuid := req.UUID
+	return s.find(ctx, uuid)
""")),
           diff(("internal/store/user.go", """
+	"github.com/google/uuid"
"""))),
    Banned("uuid, in go.mod", "the `uuid` package is deprecated, switch to `ulid`", "uuid",
           diff(("internal/store/user.go", """
+	id := uuidFromRequest(req)
""")),
           diff(("go.mod", """
+	github.com/google/uuid v1.6.0
"""))),
)


@pytest.mark.parametrize("case", BANNED, ids=lambda c: c.name)
def test_a_ban_of_an_everyday_library_passes_its_word_as_a_name(case: Banned) -> None:
    assert _score(case.rule, "diff_avoids", case.library, case.names_it) == 1.0


@pytest.mark.parametrize("case", BANNED, ids=lambda c: c.name)
def test_a_ban_of_an_everyday_library_fails_its_import(case: Banned) -> None:
    assert _score(case.rule, "diff_avoids", case.library, case.imports_it) == 0.0


@dataclass(frozen=True)
class Asked:
    name: str
    rule: str
    library: str
    imports_it: Attempt    # brings the library in: the check passes
    names_it: Attempt      # uses the word as its own name only: the check does not pass


ASKED: tuple[Asked, ...] = (
    Asked("oj gem", "stop using the `json` gem, switch to the `oj` gem", "oj",
          diff(("lib/export.rb", """
+require 'oj'
""")),
          diff(("lib/export.rb", """
+    oj = options.fetch(:oj, {})
"""))),
    Asked("tracing crate", "the `log` crate is deprecated here, use the `tracing` crate", "tracing",
          diff(("src/main.rs", """
+use tracing::info;
""")),
          diff(("src/main.rs", """
+    let tracing = cfg.tracing_enabled;
"""))),
    Asked("rich package", "the `colorama` package is deprecated, use the `rich` package",
          "rich",
          diff(("cli/output.py", """
+from rich.console import Console
""")),
          diff(("cli/output.py", """
+    rich = supports_color(stream)
"""))),
    Asked("slog package", "the `log` package is deprecated here, use the `slog` package", "slog",
          diff(("cmd/server/main.go", """
+	"log/slog"
""")),
          diff(("cmd/server/main.go", """
+	slog := cfg.StructuredLogs
"""))),
    Asked("got package", "the `request` library is deprecated, use the `got` library instead",
          "got",
          diff(("src/fetch.ts", """
+import got from "got";
""")),
          diff(("src/fetch.ts", """
+  const got = await cache.get(key);
"""))),
)


@pytest.mark.parametrize("case", ASKED, ids=lambda c: c.name)
def test_an_everyday_library_asked_for_passes_its_import(case: Asked) -> None:
    assert _score(case.rule, "diff_adds", case.library, case.imports_it) == 1.0


@pytest.mark.parametrize("case", ASKED, ids=lambda c: c.name)
def test_an_everyday_library_asked_for_is_not_its_word_as_a_name(case: Asked) -> None:
    assert _score(case.rule, "diff_adds", case.library, case.names_it) != 1.0


def test_the_replacement_is_not_in_play_on_work_that_only_names_the_word() -> None:
    """The ask for `undici` is set against `request`: a handler with a `request` parameter
    neither uses the old library nor is asked to use the new one."""
    work = diff(("app/api/users/route.ts", """
+export async function POST(request: Request) {
"""))
    rule = "`request` is deprecated here, switch to `undici`"
    assert _score(rule, "diff_adds", "undici", work) is None
    assert _score(rule, "diff_adds", "undici", diff(("src/client.ts", """
+const request = require("request");
"""))) == 0.0


# Rules whose checks stay the term as written: a distinctive name, a call, a word no one said is
# a library, and the side a move goes to, which is often part of the language.
UNCHANGED: tuple[tuple[str, str, str], ...] = (
    ("don't use `lodash`, use native array methods", "diff_avoids", "lodash"),
    ("we're moving away from `axios`, switch to `fetch`", "diff_avoids", "axios"),
    ("we're moving away from `axios`, switch to `fetch`", "diff_adds", "fetch"),
    ("never use `datetime.utcnow`, use `datetime.now(timezone.utc)`", "diff_avoids",
     "datetime.utcnow"),
    ("no `testify` in this repo", "diff_avoids", "testify"),
    ("never use `request`", "diff_avoids", "request"),
    ("replace `print` with `log`", "diff_adds", "log"),
    ("don't use `any`, use `unknown`", "diff_avoids", "any"),
    # a name taken from a module, not the module
    ("import `log` from our utils instead of console", "diff_adds", "log"),
)


@pytest.mark.parametrize(("rule", "kind", "term"), UNCHANGED)
def test_other_rules_keep_the_check_of_the_term(rule: str, kind: str, term: str) -> None:
    found = _checks(rule, kind, term)
    assert found and all(j.pattern == term_pattern(term) for j in found)


@pytest.mark.parametrize("words", [
    "", "`request`", "the library", "```\nimport request\n```",
    "npm WARN deprecated request@2.88.2: request has been deprecated, see the issue tracker",
    'my colleague said "the `mock` package is deprecated, use `pytest-mock`" but I disagree',
])
def test_bare_or_empty_words_give_no_import_check(words: str) -> None:
    assert not [j for j in derive([Quote(words, HERE)]) if "import" in getattr(j, "pattern", "")]
