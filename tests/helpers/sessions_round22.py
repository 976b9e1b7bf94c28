"""The sessions of the twenty-second batch: the same kinds of work asked again in other sessions
in other words, by open-source maintainers of libraries in Python, TypeScript and Go (a date
parsing library on PyPI, a form validation library on npm, a Go package that loads settings
from the environment), with the agent's replies, and work that shares their words but is of
another kind. Much of what they paste was written by other people (an issue's reporter, an
outside contributor, a co-maintainer): its "should" and "never" are theirs, no rule of the
maintainer's.

Each person's turn carries the reading it should get, decided before the reader was run on it
(see `helpers.labelled`).
"""

from __future__ import annotations

from helpers.labelled import AGENT, FOLLOWUP, ONE_OFF, Turns, typed

# The recurring kinds of work of the batch.
TRIAGE = "triage-issue"              # an issue someone opened looked into: real or not, labels
CONTRIB = "review-contributor-pr"    # an outside contributor's pull request reviewed
RELEASE = "cut-release"              # a release cut with its changelog
MATRIX = "fix-matrix-job"            # one version's job of the CI matrix made green again
DEPRECATE = "deprecate-api"          # a public function or option deprecated, kept working

__all__ = ["AGENT", "CONTRIB", "DEPRECATE", "FOLLOWUP", "MATRIX", "ONE_OFF", "RELEASE",
           "SESSIONS", "TRIAGE"]

# whenly: a Python date parsing library, with Claude Code.
WH_TRIAGE: Turns = [
    (TRIAGE, typed(
        "parse('next friday') returns the friday before when today is friday #412",
        "Open  mkowalski opened this issue 3 hours ago · 2 comments",
        "",
        "**Describe the bug**",
        "On a Friday, `whenly.parse(\"next friday\")` gives today's date minus 7 days.",
        "",
        "**Expected**",
        "The library should never return a date in the past for \"next <weekday>\". It should "
        "always be 7 days ahead when the weekday is today.",
        "",
        "whenly 2.6.1, python 3.12, macOS",
        "",
        "triage this one, repro first")),
    (AGENT, "Reproduced with `freezegun` on Friday 2026-12-04: `parse(\"next friday\")` gives "
            "2026-11-27. `_next_weekday` computes `(target - today) % 7` and subtracts 7 when "
            "it is 0 instead of adding it. It is a bug, in every version since 2.4."),
    (FOLLOWUP, "ok its real. label bug + good first issue and draft a reply to them"),
    (AGENT, "Labelled #412 `bug` and `good first issue`. Draft: thanks for the clear report, "
            "confirmed, the cause is in `_next_weekday` (one sign), a fix with a test is "
            "welcome, otherwise it goes into 2.6.2."),
    (MATRIX, typed(
        "test (3.9) failing on main, rest green",
        "",
        "  File \"/home/runner/work/whenly/whenly/src/whenly/tz.py\", line 14, in <module>",
        "    def resolve(name: str) -> ZoneInfo | None:",
        "TypeError: unsupported operand type(s) for |: 'type' and 'NoneType'",
        "Error: Process completed with exit code 1.")),
    (AGENT, "`tz.py` uses `X | None` in an annotation evaluated at import, which needs 3.10. "
            "Added `from __future__ import annotations` at the top of `tz.py`; the 3.9 job "
            "passes."),
    (FOLLOWUP, "no future import, we dont use it anywhere else. Optional[ZoneInfo]"),
    (AGENT, "Reverted the import; `resolve` returns `Optional[ZoneInfo]`. 3.9 to 3.13 pass."),
    (ONE_OFF, "add 3.13t (free threaded) to the matrix as allowed-to-fail"),
    (AGENT, "Added `3.13t` to `python-version` in `.github/workflows/test.yml` with "
            "`continue-on-error: ${{ endsWith(matrix.python-version, 't') }}`."),
]
WH_PR: Turns = [
    (CONTRIB, typed(
        "can u review #418, first time contributor. adds fuzzy= kwarg to parse()",
        "",
        "> ## What",
        "> Adds `fuzzy=True` so `parse(\"see you next tuesday at 5\")` ignores the words around "
        "the date.",
        "> ## Notes",
        "> This should never break existing callers since the default is False. I also "
        "reformatted `parser.py` with black, sorry for the noise.",
        "",
        "+34 −210 across 3 files")),
    (AGENT, "Review of #418: the idea fits and the default keeps callers safe. Asks: split the "
            "black reformat into its own PR (most of the 210 removed lines), add tests for "
            "text with two dates in it (it silently takes the first), and document `fuzzy` "
            "in `docs/api.md`. The tokenizer change in `_skip_words` looks right."),
    (FOLLOWUP, "post that as the review, request changes, keep it friendly its their first pr"),
    (AGENT, "Posted the review on #418 as \"Request changes\", opening with thanks and the "
            "three asks as a list."),
    (DEPRECATE, "parse_date() has to go eventually. deprecate it in favour of parse(), "
                "DeprecationWarning, gone in 3.0"),
    (AGENT, "`parse_date` now calls `warnings.warn(\"parse_date() is deprecated, use parse(); "
            "it will be removed in 3.0\", DeprecationWarning)` and returns `parse(...).date()`. "
            "A test checks the warning, and the docstring has a `.. deprecated:: 2.7` note."),
    (FOLLOWUP, "stacklevel=2 so it points at the callers line"),
    (AGENT, "Added `stacklevel=2`; the test asserts the warning's filename is the test file."),
    (ONE_OFF, "the docs site api page for parse() doesnt show the tz argument, fix"),
    (AGENT, "`docs/api.md` used a hand-written signature from 2.3; it now uses "
            "`::: whenly.parse` so mkdocstrings renders the real one, `tz` included."),
]
WH_RELEASE: Turns = [
    (RELEASE, "ship 2.7.0. changelog from whats been merged since 2.6.1, bump version, tag"),
    (AGENT, "`CHANGELOG.md` has a 2.7.0 section: Added (`fuzzy=`, #418), Fixed (next weekday "
            "on the same weekday, #412), Deprecated (`parse_date`). `__version__` is 2.7.0; "
            "tagged `v2.7.0`, the publish workflow runs on the tag."),
    (FOLLOWUP, "deprecations first in the changelog, people skim"),
    (AGENT, "Moved the Deprecated heading to the top of the 2.7.0 section."),
    (MATRIX, typed(
        "pypy3.10 leg of the matrix fails since yesterday, cpython all fine",
        "",
        "FAILED tests/test_tz.py::test_fold_ambiguous - AssertionError: assert 0 == 1",
        "=========== 1 failed, 402 passed in 9.81s ===========")),
    (AGENT, "PyPy's `datetime` keeps `fold` through `replace(tzinfo=...)` only when it is "
            "passed; `_localize` dropped it. It passes `fold=dt.fold` now; pypy3.10 and "
            "CPython pass."),
    (TRIAGE, typed(
        "triage #431 pls",
        "",
        "ImportError: cannot import name 'UTC' from 'datetime'",
        "  whenly 2.7.0 on python 3.10",
        "",
        "you should pin python_requires properly, this is broken for everyone on 3.10")),
    (AGENT, "Ours: `whenly/_compat.py` imports `datetime.UTC`, which is 3.11+, and 2.7.0 "
            "still declares `python_requires>=3.9`. Reproduced on 3.10. It is a regression of "
            "2.7.0; the fix is `timezone.utc`. Labelled `bug`, `regression`."),
    (ONE_OFF, "drop the py3.8 compat shim we deprecated last year, its been long enough"),
    (AGENT, "Removed `whenly/_py38.py` and its two imports; `python_requires` is `>=3.9`."),
]

# tinyform: a TypeScript form validation library, with Codex.
TF_CONTRIB: Turns = [
    (CONTRIB, typed(
        "feat: async validators #233",
        "rafa-dev wants to merge 6 commits into main from rafa-dev:async-validators",
        "",
        "This PR lets `validate` return a Promise. Every validator should be awaited, and "
        "we should never block submit on a pending one.",
        "",
        "- [x] tests",
        "- [ ] docs",
        "",
        "go over this one, outside contributor, is it mergeable?")),
    (AGENT, "Not yet: `validate` now always returns a Promise, so sync callers break (a major "
            "change for a minor PR); the `Promise.all` runs validators of untouched fields; "
            "bundle size goes from 3.1 kB to 4.6 kB for `p-limit`, which is not needed. "
            "Tests are good. Suggest an `validateAsync` alongside and dropping `p-limit`."),
    (FOLLOWUP, "the bundle size is a blocker for us, make that clear"),
    (AGENT, "Reworded: the size increase is listed first and marked as blocking, with the "
            "3 kB budget from `size-limit` quoted."),
    (MATRIX, typed(
        "node 18 job red, 20 + 22 fine",
        "",
        " FAIL  test/errors.test.ts > sorts errors by field order",
        "TypeError: errors.toSorted is not a function",
        " ❯ src/errors.ts:27:17")),
    (AGENT, "`Array.prototype.toSorted` arrived in Node 20. `src/errors.ts` uses "
            "`[...errors].sort(byFieldOrder)`; node 18 passes."),
    (FOLLOWUP, "can we lint for that so it doesnt come back"),
    (AGENT, "Added `eslint-plugin-es-x` with `es-x/no-array-prototype-tosorted` and the other "
            "ES2023 array methods in `.eslintrc`."),
    (ONE_OFF, "why does ci take 14 minutes for a lib this small"),
    (AGENT, "Most of it is `playwright install` in the e2e job (6 min) on every leg of the "
            "matrix; the unit jobs take 40 s each. Caching the browsers or running e2e on one "
            "leg would cut it to about 4 minutes."),
]
TF_DEPRECATE: Turns = [
    (DEPRECATE, "mark useFormState deprecated — @deprecated jsdoc pointing at useForm, plus a "
                "console.warn once in dev"),
    (AGENT, "`useFormState` has `/** @deprecated Use useForm(). Will be removed in 5.0. */` "
            "and warns once through a module-level flag: \"tinyform: useFormState is "
            "deprecated, use useForm\"."),
    (FOLLOWUP, "only when NODE_ENV isnt production"),
    (AGENT, "The warning is behind `process.env.NODE_ENV !== 'production'`, so bundlers drop "
            "it from production builds."),
    (TRIAGE, typed(
        "### Bug report",
        "",
        "**Describe the bug**",
        "Validation errors disappear when I blur a different field.",
        "",
        "**Expected behavior**",
        "Errors should stay until the field is edited again. A form library must never "
        "clear errors on its own.",
        "",
        "**Version**: 4.2.1, react 18.3",
        "",
        "---",
        "triage pls. bug or working as intended?")),
    (AGENT, "Working as intended in `mode: 'onBlur'`: each blur revalidates the whole form and "
            "a field that now passes loses its error. The reporter's sandbox sets "
            "`mode: 'onBlur'`. What they want is `revalidate: 'onChange'`. Not a bug; it "
            "could be a docs fix."),
    (ONE_OFF, "write a page for the docs site on migrating from v3 to v4"),
    (AGENT, "Added `docs/guides/migrating-to-v4.md`: the renamed options, `resolver` instead "
            "of `schema`, the new error shape, with before/after snippets; linked from the "
            "sidebar."),
    (FOLLOWUP, "thx"),
    (AGENT, "👍"),
]
TF_RELEASE: Turns = [
    (RELEASE, "cut 4.3.0 pls. changeset version, changelog looks ok?, publish dry run before "
              "the real thing"),
    (AGENT, "`changeset version` bumped to 4.3.0 and wrote the CHANGELOG entry: the node 18 "
            "fix, `useFormState` deprecated, two docs changes. `npm publish --dry-run` packs "
            "14 files, 3.2 kB gzipped."),
    (FOLLOWUP, "credit the contributors by @handle in it"),
    (AGENT, "Each entry from an outside PR ends with \"thanks @rafa-dev\" and so on."),
    (CONTRIB, "pr #241 from @lenaw adds a valibot adapter, give it a proper review"),
    (AGENT, "#241 is close: the adapter maps valibot issues to our error shape correctly and "
            "has tests. Asks: make `valibot` an optional peer dependency instead of a "
            "dependency, export it from `tinyform/valibot` not the root, and a line in the "
            "adapters page."),
    (FOLLOWUP, "👍"),
    (AGENT, "👍"),
    (ONE_OFF, "reply to the discussion asking if we support react 19, short"),
    (AGENT, "Replied: yes since 4.2, the test matrix runs React 18 and 19, and `useForm` has "
            "no `forwardRef` left."),
]

# envcfg: a Go package that loads settings from the environment, with the Copilot CLI.
ENV_MATRIX: Turns = [
    (MATRIX, typed(
        "Run go test ./...",
        "# github.com/acme/envcfg",
        "./decode.go:88:14: undefined: slices.Concat",
        "note: module requires Go 1.21",
        "FAIL\tgithub.com/acme/envcfg [build failed]",
        "",
        "go 1.21 in the matrix broke. go.mod says 1.21 so it has to build there")),
    (AGENT, "`slices.Concat` is Go 1.22. `decode.go` appends the two slices into one made with "
            "the summed capacity; builds and passes on 1.21, 1.22 and 1.23."),
    (TRIAGE, typed(
        "new issue from a user:",
        "",
        "> envcfg.Load panics when the struct has a nil *Nested pointer field",
        "> panic: reflect: call of reflect.Value.Field on zero Value",
        "> You should check for nil before descending, a config loader should never panic.",
        "",
        "triage, label it, repro as a test if u can")),
    (AGENT, "Reproduced in `TestLoadNilNestedPointer`: `walk` descends into a nil pointer field "
            "without allocating it. It is a bug (labelled `bug`, `confirmed`); the failing "
            "test is on branch `issue-57-repro`."),
    (FOLLOWUP, "thx"),
    (AGENT, "👍"),
    (ONE_OFF, "add a make target for golangci-lint"),
    (AGENT, "Added `lint:` to the Makefile running `golangci-lint run ./...` with the repo's "
            "`.golangci.yml`."),
]
ENV_DEPRECATE: Turns = [
    (DEPRECATE, "MustLoad should go away at some point. add the Deprecated: comment pointing at "
                "Load, keep it working"),
    (AGENT, "`MustLoad`'s doc comment ends with a paragraph `// Deprecated: use Load and handle "
            "the error.`; it still works. pkg.go.dev and gopls will show it struck through."),
    (FOLLOWUP, "staticcheck now flags our own examples/ using it, switch those over"),
    (AGENT, "The three examples call `Load` and `log.Fatal` on the error; `staticcheck ./...` "
            "is clean."),
    (CONTRIB, typed(
        "outside PR, #63 from gopherdev:",
        "",
        "  Adds a `,file` option: `envcfg:\"DB_PASS,file\"` reads the value from the path in "
        "the variable.",
        "",
        "review thread so far:",
        "  tmaier (co-maintainer): we should never read files implicitly, that's a footgun",
        "  gopherdev: it's opt-in per field though?",
        "",
        "want a second opinion on the code before I answer them")),
    (AGENT, "The code is sound: the option is per field, the file is read with a 1 MiB cap, "
            "and a trailing newline is trimmed, as Docker secrets need. Two problems: a read "
            "error loses the field's name, and there is no test for a missing file. On "
            "tmaier's point, it is explicit per field, which answers it."),
    (ONE_OFF, "rename the internal/parse package to internal/decode"),
    (AGENT, "Moved `internal/parse` to `internal/decode` and updated the four imports; "
            "`go build ./...` and the tests pass."),
]
ENV_RELEASE: Turns = [
    (RELEASE, "v1.9.0: CHANGELOG.md section from the commits since v1.8.2, then tag. "
              "goreleaser config is fine as is"),
    (AGENT, "Added `## v1.9.0` to `CHANGELOG.md` from `git log v1.8.2..HEAD`: the `,file` "
            "option (#63), the nil pointer fix (#57), `MustLoad` deprecated, Go 1.21 builds "
            "again. Tagged `v1.9.0`."),
    (FOLLOWUP, "group it Added / Changed / Deprecated / Fixed like keepachangelog"),
    (AGENT, "Regrouped under the four headings."),
    (MATRIX, typed(
        "windows-latest / go 1.23 red:",
        "    file_test.go:31: got \"a\\r\\nb\", want \"a\\nb\"",
        "--- FAIL: TestFileOption (0.00s)",
        "",
        "fix that leg pls")),
    (AGENT, "The testdata file is checked out with CRLF on Windows. Added "
            "`testdata/* text eol=lf` to `.gitattributes`, so the test reads what it wrote."),
    (ONE_OFF, "answer the question in discussions #77 about nested structs, keep it short"),
    (AGENT, "Answered: nested structs are filled with a prefix from the field's tag, "
            "`envcfg:\"DB_\"`, with a three-line example."),
]

# Each session: its id, harness, project and turns.
SESSIONS: list[tuple[str, str, str, Turns]] = [
    ("wh-triage", "claude-code", "/work/whenly", WH_TRIAGE),
    ("wh-pr", "claude-code", "/work/whenly", WH_PR),
    ("wh-release", "claude-code", "/work/whenly", WH_RELEASE),
    ("tf-contrib", "codex", "/work/tinyform", TF_CONTRIB),
    ("tf-deprecate", "codex", "/work/tinyform", TF_DEPRECATE),
    ("tf-release", "codex", "/work/tinyform", TF_RELEASE),
    ("env-matrix", "copilot", "/work/envcfg", ENV_MATRIX),
    ("env-deprecate", "copilot", "/work/envcfg", ENV_DEPRECATE),
    ("env-release", "copilot", "/work/envcfg", ENV_RELEASE),
]
