"""A sentence cut into many clauses is read as before, in time linear in its length.

`directives.read_clause` reads each clause with the whole sentence it is part of (the sentence
says the scope, a "said before", a deprecation its second half replaces, a case a name is also
written in). Each of those checks once searched the whole sentence once per clause, so a pasted
checklist ("- [ ] " a thousand times) or a minified script (cut at each ";") cost the square of
its length: 64 s for a 16 kB checklist. The checks of the sentence alone are now made once per
sentence. What guards it:

- a table of a few hundred multi-clause sentences, written from how people chain asks and rules
  in general (rules, wishes, bans, reasons, questions, narration, pasted lines, code in
  backticks or bare, several stacks; joined by ";", ", and", ", but", " - ", ", then"...), whose
  judges and directives, as main's code read them before the change ("first sight"), are stored
  in `tests/data/clauses_read_once.json` and must come out the same;
- a checklist and a minified script of 16 kB cost `derive` a bounded multiple of a plain text
  of the same length (benchmarks/reader_worst_case.py prints the ratios at 2 to 32 kB).

Regenerate the stored readings only from a commit whose readings are meant to change:
`PYTHONPATH=daemon python tests/test_tasks_clauses_read_once.py --write`.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "daemon"))

from skillsleep.tasks.directives import directives  # noqa: E402
from skillsleep.tasks.judges.base import Origin  # noqa: E402
from skillsleep.tasks.judges.mine import Quote, derive  # noqa: E402

STORED = ROOT / "tests" / "data" / "clauses_read_once.json"

# Clauses as people chain them: rules with a habit's reach, wishes for the work at hand, bans,
# reasons, said-before, deprecations, questions, narration, someone else's words, pasted lines.
_CLAUSES = [
    "never use `testify` in the handlers", "we use the std lib for assertions",
    "always run `go vet ./...` before you say done", "use pnpm, not npm",
    "don't commit generated files", "no `print` statements", "use `logging` instead",
    "keep the handler small", "run the tests before pushing", "fix the retry loop in worker.py",
    "why does the build fail on main", "I said that last week", "same as before",
    "`utcnow()` is deprecated here", "timestamps come from `now(UTC)`",
    "from now on prefer `httpx` over `requests`", "don't touch `schema.rb` by hand",
    "write `GitHub`, never `Github`", "avoid `any` in library code", "please add a changelog entry",
    "rename `getUser` to `fetchUser` everywhere", "no `unwrap()` outside tests",
    "we don't use sentry yet", "errors go through `report_error`", "for now, skip the e2e suite",
    "the reviewer said to drop the mock", "this test is flaky", "check why the cache is cold",
    "stop adding nolint comments", "in this repo we always use `pytest` fixtures",
    "make sure `cargo clippy` passes", "don't use `var` in new TypeScript code",
    "the linter says `E501`", "use `Decimal` for money", "never push to main directly",
    "keep `node_modules` out of git", "see src/app.ts#L12", "never use `var` there",
    "wrap errors with `%w`, please", "mocks are always created with `mockery`",
    "rubocop complains about `Style/StringLiterals`", "use `composer` for PHP deps",
    "don't add dependencies on `lodash`", "run `mvn verify` when you're done",
    "call `t.Parallel()` in each subtest", "prefer `Optional` over null returns",
    "do not hardcode paths", "because CI runs on windows", "thanks", "ok",
    "x = 1", "var n = e.length", "return null == e ? '' : e", "for (;r<n;r++)",
    "- [ ] add tests", "- [x] update docs", "TODO: rename the flag",
    "nunca uses `print`", "bitte keine `System.out.println`", "n'utilise pas `eval`",
    "i told you yesterday", "again, no `!!`", "don't skip them, ever", "you skipped the tests",
    "leave `vendor/` alone", "only ever use `uv` to install", "use yarn here",
    "double-check that the migration is reversible", "then open a PR",
]
_JOINS = ["; ", ";", ", and ", ", but ", " - ", ", then ", ", ", " and then ", ": ", "... ",
          ", also ", " and don't ", " but never "]


def sentences(count: int = 240, seed: int = 7) -> list[str]:
    """Sentences of 2 to 8 clauses, joined as people join them; some repeated into a long run."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        parts = [rng.choice(_CLAUSES) for _ in range(rng.randint(2, 8))]
        text = parts[0]
        for p in parts[1:]:
            text += rng.choice(_JOINS) + p
        if i % 20 == 0:
            text = (text + "; ") * rng.randint(3, 8)  # a pasted run of the same lines
        if rng.random() < 0.3:
            text = text[0].upper() + text[1:] + rng.choice([".", "!", "?", "", " please."])
        out.append(text)
    return out


def readings(text: str) -> dict[str, list[str]]:
    judges = derive([Quote(text, Origin("claude-code", "s", "0"))])
    return {"judges": sorted(j.describe() if hasattr(j, "describe") else str(j) for j in judges),
            "directives": [repr(d) for d in directives(text)]}


_TEXTS = sentences()


def test_the_table_is_large_and_reaches_the_readers() -> None:
    stored = json.loads(STORED.read_text())
    assert len(stored) >= 200
    assert sum(bool(r["judges"]) for r in stored.values()) > 40
    assert sum(not r["judges"] for r in stored.values()) > 20


@pytest.mark.parametrize("index", range(len(_TEXTS)))
def test_a_sentence_of_many_clauses_reads_as_before(index: int) -> None:
    text = _TEXTS[index]
    assert readings(text) == json.loads(STORED.read_text())[text]


# How much more than a plain text of the same length `derive` may spend on a pasted checklist
# or minified script of 16 kB (before: hundreds of times as long, and growing with the size).
_BOUND = 30.0
_SIZE = 16_000


@pytest.mark.parametrize("shape", ["checklist", "minified js"])
def test_a_sentence_of_many_clauses_reads_in_linear_time(shape: str) -> None:
    import reader_worst_case as bench

    plain = max(min(bench.capped("derive", bench.plain(_SIZE) + " " * i, 600.0) or 600.0
                    for i in range(2)), 0.05)
    took = bench.capped("derive", bench.SHAPES[shape](_SIZE), _BOUND * plain)
    assert took is not None and took / plain < _BOUND, (shape, took, plain)


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    STORED.write_text(json.dumps({t: readings(t) for t in _TEXTS}, indent=1, sort_keys=True)
                      + "\n")
