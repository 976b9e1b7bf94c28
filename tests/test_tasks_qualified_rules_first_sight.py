"""Rules whose object or action carries a qualifier or a limit, and the line a night writes for
them, at first sight.

A first-sight batch, written from how developers keep a rule to some of what a command acts on or
some of the code, across languages and tools: a command banned on a kind of thing ("never `go
get` random packages", "never `pip install` unpinned packages", "don't `npm install` new
dependencies"), on a place ("never run `go vet` on vendor", "in production", "on the main
branch"), code banned "in production code", "for public APIs", "except in tests", "in new code",
a rule said of its subject with an irregular past participle ("config values should be read
with `os.getenv`", "errors must be thrown with ...", "panics should be caught with ...",
"timeouts should be set with ...", "log lines should be written with ..."), a check gated on a
moment of the work ("never commit without running ...", "don't push until ...", "never open a
PR until ...", "never deploy until ..."), and the hooks and the forced push said without the
command named. A line without the qualifier bans or asks for the term in all work ("Do not run
`go get`." bans every dependency change, "Use `os.getenv`." asks for it in every diff, "before
you say it's done" when the person said "before you commit"): a wrong lesson, worse than none.
So each rule says what every durable line of it must keep; a rule the reader cannot say with it
stays the task's or gives nothing, which is allowed. Beside them, close messages that give
nothing durable: descriptions, questions, others' words, the past and one-offs.

It was measured before the reader was changed for it: rules read exactly 14/43, written wider
than said 18/43 (what a banned command acts on or where dropped: "Do not run `go get`.", "Do not
run `go vet`."; the subject of a rule said with an irregular participle dropped: "Use
`os.getenv`."; a gate on a commit, a pull request or a deploy written "before you say it's
done"; "from public APIs" dropped), look-alikes giving nothing durable 20/20. After: 38/43,
0/43, 20/20. What a banned command acts on, or where, said right after it, is in its line
(`run_object`), even after "don't ever"; a command read as code with an object, and one said
of the things at hand ("these packages"), is kept to its task; a rule's subject
is read with the irregular participles ("read", "set", "kept", "thrown", "caught", "built"...)
and with "through"; a gate keeps the moment it names ("before you commit", "before you push",
"before you open a pull request", "before you deploy", "before you cut a release"), said as a
noun, a gerund ("no pushing without ...") or a verb; the hooks skipped in words are
`--no-verify`; a flag that one git operation alone takes (`--force-with-lease`) names it when
the sentence says nothing before it; "from" a kind of code is where a rule holds, and "in",
"from" or "into" these or those pieces keeps a rule to its task.

The cases the reader does not read exactly are listed in `KNOWN_MISSES` by name and checked to
stay that way, so the batch's figure is the real one; `SHAPES` holds one case per shape the
reader was changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    NOT_RUN,
    RUNS,
    durable_lines,
    read_with_limit,
    wider_than_said,
)

Meant = set[tuple[str, str]]

# name, words, what every durable line must keep ("" for the whole project), the durable checks
RULES: tuple[tuple[str, str, str, Meant], ...] = (
    # a command banned on a kind of thing, or in a place
    ("go vet vendor", "never run go vet on vendor", "vendor", {(NOT_RUN, "go vet")}),
    ("go get random", "never `go get` random packages", "random packages",
     {(NOT_RUN, "go get")}),
    ("pip install unpinned", "never `pip install` unpinned packages", "unpinned packages",
     {(NOT_RUN, "pip install")}),
    ("npm install new deps", "don't ever `npm install` new dependencies without asking me",
     "new dependencies", {(NOT_RUN, "npm install")}),
    ("cargo add third-party", "never run `cargo add` for third-party crates without checking "
     "with me first", "third-party crates", {(NOT_RUN, "cargo add")}),
    ("brew install random", "never `brew install` random tools on my machine", "random tools",
     {(NOT_RUN, "brew install")}),
    ("docker pull untagged", "never `docker pull` untagged images", "untagged images",
     {(NOT_RUN, "docker pull")}),
    ("terraform destroy production", "never run `terraform destroy` in production",
     "production", {(NOT_RUN, "terraform destroy")}),
    ("black migrations folder", "we never run `black` on the migrations folder", "migrations",
     {(NOT_RUN, "black")}),
    ("git rebase main branch", "never run `git rebase` on the main branch", "main branch",
     {(NOT_RUN, "git rebase")}),
    ("eslint fix generated", "never run `eslint --fix` on generated code", "generated code",
     {(NOT_RUN, "eslint --fix")}),
    ("kubectl delete prod cluster", "don't ever run `kubectl delete` against the prod cluster",
     "prod cluster", {(NOT_RUN, "kubectl delete")}),
    # code banned or asked for in part of the code
    ("panic production code", "never call `panic` in production code", "production code",
     {(AVOIDS, "panic")}),
    ("print production code", "never use `print()` in production code, use `logging`",
     "production code", {(AVOIDS, "print()"), (ADDS, "logging")}),
    ("any public APIs", "never use `any` for public APIs", "public APIs", {(AVOIDS, "any")}),
    ("sleep except tests", "avoid `time.sleep` except in tests", "except in tests",
     {(AVOIDS, "time.sleep")}),
    ("DROP TABLE migrations", "never use `DROP TABLE` in migrations", "migrations",
     {(AVOIDS, "DROP TABLE")}),
    ("innerHTML third-party", "never use `innerHTML` for third-party content",
     "third-party content", {(AVOIDS, "innerHTML")}),
    ("unsafe new code", "never add `unsafe` blocks in new code", "new code",
     {(AVOIDS, "unsafe")}),
    ("Result public APIs", "always return `Result` from public APIs", "public APIs",
     {(ADDS, "Result")}),
    ("fake timers in tests", "always use `vi.useFakeTimers` in tests", "in tests",
     {(ADDS, "vi.useFakeTimers")}),
    # said of the subject, with an irregular past participle
    ("config read getenv", "config values should be read with `os.getenv`", "config values",
     {(ADDS, "os.getenv")}),
    ("errors thrown createError", "errors must be thrown with `createError`", "errors",
     {(ADDS, "createError")}),
    ("panics caught recover", "panics should be caught with `recover()` in the middleware",
     "panics", {(ADDS, "recover()")}),
    ("timeouts set WithTimeout", "timeouts should always be set with `context.WithTimeout`",
     "timeouts", {(ADDS, "context.WithTimeout")}),
    ("log lines written structlog", "log lines should be written with `structlog`",
     "log lines", {(ADDS, "structlog")}),
    ("YAML read safe_load", "YAML files must always be read with `yaml.safe_load`",
     "YAML files", {(ADDS, "yaml.safe_load")}),
    ("clients built httpx", "HTTP clients should be built with `httpx.Client`",
     "HTTP clients", {(ADDS, "httpx.Client")}),
    ("state kept zustand", "global state should be kept in `zustand` stores", "global state",
     {(ADDS, "zustand")}),
    ("SQL written sqlx", "SQL queries must be written with `sqlx::query!`", "SQL queries",
     {(ADDS, "sqlx::query!")}),
    ("env read pydantic-settings", "environment variables should be read through "
     "`pydantic-settings`", "environment variables", {(ADDS, "pydantic-settings")}),
    ("tests run go test race", "tests are always run with `go test -race`", "",
     {(RUNS, "go test -race")}),
    # a check gated on a moment of the work
    ("commit without ruff check", "never commit without running `ruff check`", "commit",
     {(RUNS, "ruff check")}),
    ("push until make check", "don't push until `make check` passes", "push",
     {(RUNS, "make check")}),
    ("PR until clippy", "never open a PR until `cargo clippy` is clean", "pull request",
     {(RUNS, "cargo clippy")}),
    ("release without cargo test", "never cut a release without running `cargo test "
     "--release`", "release", {(RUNS, "cargo test --release")}),
    ("deploy until plan", "never deploy until `terraform plan` is clean", "deploy",
     {(RUNS, "terraform plan")}),
    ("pushing without pytest", "no pushing without a passing `pytest` run", "push",
     {(RUNS, "pytest")}),
    ("commit until make verify", "don't commit anything until `make verify` is clean",
     "commit", {(RUNS, "make verify")}),
    ("mix test before pushing", "always run `mix test` before pushing", "push",
     {(RUNS, "mix test")}),
    # the hooks and the forced push, with no command named
    ("never skip hooks", "never skip the git hooks", "", {(NOT_RUN, "--no-verify")}),
    ("skip hooks ever", "don't skip hooks, ever", "", {(NOT_RUN, "--no-verify")}),
    ("force-with-lease instead of force", "use `--force-with-lease` instead of `--force`", "",
     {(RUNS, "git push --force-with-lease"), (NOT_RUN, "git push --force")}),
)

LOOK_ALIKES: tuple[tuple[str, str], ...] = (
    # descriptions and reports
    ("go vet vendor report", "I ran go vet on vendor and it found nothing"),
    ("CI never runs go vet", "the CI never runs `go vet` on vendor, is that on purpose?"),
    ("terraform destroy report", "someone ran `terraform destroy` in production last week"),
    ("config read now", "right now config values are read with `os.getenv`, which is messy"),
    ("errors thrown past", "the errors were thrown with `createError` but the stack is lost"),
    ("timeouts set description", "the timeouts are set with `context.WithTimeout` in the "
     "handlers, but the DB calls ignore them"),
    ("release built report", "the release was built with `goreleaser` last night"),
    ("hooks skipped report", "the hooks were skipped because `--no-verify` was set in the alias"),
    ("pip unpinned past", "we used to `pip install` unpinned packages and it bit us"),
    # questions
    ("go get question", "can I `go get` the new packages?"),
    ("black migrations question", "do we run `black` on the migrations folder?"),
    ("panics caught question", "why are panics caught with `recover()` here?"),
    ("print production question", "is `print()` allowed in production code?"),
    ("lease question", "`--force-with-lease` is safer than `--force`, right?"),
    ("commit without tests question", "never commit without running the tests? isn't that "
     "strict?"),
    # others' words
    ("colleague ruff", "my colleague says never commit without running `ruff check`"),
    ("README eslint", "The README says: never run `eslint --fix` on generated code."),
    # one-offs
    ("push until this time", "don't push until `make check` passes this time"),
    ("hooks this PR", "for this PR, don't skip the hooks"),
    ("prettier vendor for now", "don't run `prettier` on the vendor folder for now"),
)

SHAPES: tuple[tuple[str, str, set[tuple[str, str, str]]], ...] = (
    # What a banned command acts on, right after it, is in its line; what opens the next part
    # of the sentence is not ("manually, use the pipeline": the object ends at the comma), and a
    # go-ahead is said as one.
    ("what a command acts on", "never `go get` random packages",
     {(NOT_RUN, "go get", "Do not run `go get` random packages.")}),
    ("a place, the command unquoted", "never run go vet on vendor",
     {(NOT_RUN, "go vet", "Do not run `go vet` on vendor.")}),
    ("a manner, then a clause", "never run `make deploy` manually, use the pipeline",
     {(NOT_RUN, "make deploy", "Do not run `make deploy` manually.")}),
    ("a go-ahead, no object", "never run `terraform destroy` without asking me first",
     {(NOT_RUN, "terraform destroy", "Do not run `terraform destroy` without asking first.")}),
    # "don't ever" before the command is "never"; a bare "don't" before it reads as nothing.
    ("don't ever, then the command", "don't ever `go get` random packages",
     {(NOT_RUN, "go get", "Do not run `go get` random packages.")}),
    ("don't, then the command", "don't `go get` random packages", set()),
    # What a command acts on being the things at hand keeps the ban to its task.
    ("the things at hand", "never `go get` these packages", set()),
    # A command read as code the change holds has no place for its object: the task's.
    ("a command as code, with its object", "never `brew install` random tools", set()),
    # The subject of a rule said with an irregular participle, or with "through".
    ("read", "config values should be read with `os.getenv`",
     {(ADDS, "os.getenv", "Use `os.getenv` for config values.")}),
    ("set", "timeouts should always be set with `context.WithTimeout`",
     {(ADDS, "context.WithTimeout", "Use `context.WithTimeout` for timeouts.")}),
    ("through", "environment variables should be read through `pydantic-settings`",
     {(ADDS, "pydantic-settings", "Use `pydantic-settings` for environment variables.")}),
    ("the ones at hand", "the timeouts should be set with `context.WithTimeout`", set()),
    # What a kind of code gives back.
    ("from a kind of code", "always return `Result` from public APIs",
     {(ADDS, "Result", "Use `Result` from public APIs.")}),
    # The pieces at hand ("these handlers", "those helpers") are no kind of code: the task's.
    ("the pieces at hand, a ban", "never call `os.Exit` from these handlers", set()),
    ("the pieces at hand, a wish", "always use `t.Helper()` in those helpers", set()),
    # A gate keeps the moment it names; the work handed back is "done".
    ("before a commit", "never commit without running `ruff check`",
     {(RUNS, "ruff check", "Run `ruff check` before you commit.")}),
    ("before a pull request", "never open a PR until `cargo clippy` is clean",
     {(RUNS, "cargo clippy", "Run `cargo clippy` before you open a pull request.")}),
    ("said as a gerund", "no pushing without a passing `pytest` run",
     {(RUNS, "pytest", "Run `pytest` before you push.")}),
    ("a release cut", "never cut a release without running `cargo test --release`",
     {(RUNS, "cargo test --release", "Run `cargo test --release` before you cut a release.")}),
    ("opened, what not said", "never open anything until `make check` passes",
     {(RUNS, "make check", "Run `make check` before you say it's done.")}),
    ("corners cut", "never cut corners without running `make test`", set()),
    # The hooks, skipped in words, are the flag that skips them; the tests skipped are a run.
    ("the hooks", "never skip the git hooks",
     {(NOT_RUN, "--no-verify", "Never pass `--no-verify` to any command.")}),
    ("the tests", "never skip the tests", {(RUNS, "the tests", "Run the tests.")}),
    # A flag that one git operation alone takes names it, said with nothing before it.
    ("a flag of one operation", "use `--force-with-lease` instead of `--force`",
     {(RUNS, "git push --force-with-lease", "When you run `git push`, pass "
       "`--force-with-lease`."), (NOT_RUN, "git push --force", "Do not run `git push --force`.")}),
    ("with a lead-in", "When you push to a shared branch, always use `--force-with-lease`.",
     set()),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A command read as code the change holds, said of its object: kept to its task.
    "brew install random",
    # "kept in `X` stores": the place phrase is cut from the object, so no means is read.
    "state kept zustand",
    # Said as how the work is ("tests are always run with ..."), with no modal: no rule read.
    "tests run go test race",
    # "don't push until ..." with no object is the push at hand, as "don't commit until ..." is.
    "push until make check",
})


def _read(name: str, words: str, limit: str, meant: Meant) -> bool:
    return read_with_limit(words, limit, meant)


@pytest.mark.parametrize(("name", "words", "limit", "meant"), RULES,
                         ids=[n for n, _, _, _ in RULES])
def test_a_qualified_rule_is_read_and_written_with_its_qualifier(name: str, words: str,
                                                                 limit: str,
                                                                 meant: Meant) -> None:
    if name in KNOWN_MISSES:
        assert not _read(name, words, limit, meant), f"{name!r} is read right now"
    else:
        assert _read(name, words, limit, meant)


@pytest.mark.parametrize(("name", "words", "limit", "meant"), RULES,
                         ids=[n for n, _, _, _ in RULES])
def test_no_rule_is_written_without_its_qualifier(name: str, words: str, limit: str,
                                                  meant: Meant) -> None:
    assert wider_than_said(words, limit) == []


@pytest.mark.parametrize(("name", "words"), LOOK_ALIKES, ids=[n for n, _ in LOOK_ALIKES])
def test_a_look_alike_gives_nothing_durable(name: str, words: str) -> None:
    assert durable_lines(words) == []


@pytest.mark.parametrize(("name", "words", "expected"), SHAPES, ids=[n for n, _, _ in SHAPES])
def test_each_shape_read_for_the_batch_and_its_near_shapes(name: str, words: str,
                                                           expected: set[tuple[str, str, str]]
                                                           ) -> None:
    assert set(durable_lines(words)) == expected


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(LOOK_ALIKES) >= 20
    names = [c[0] for c in (*RULES, *LOOK_ALIKES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
