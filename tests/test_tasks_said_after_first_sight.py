"""Rules whose limit, exception, condition, retraction or softening comes after them, at first
sight.

A first-sight batch, written from how people type a rule and then add to it in the next
sentence, on the next line or after a dash rather than in the rule's own clause: "never use
`print`. Except in the CLI entry point, that's fine", "always run `make e2e` before pushing.
Well, only when you touched the API", "use `Decimal` everywhere. For money, I mean", "always
squash. Actually no, scratch that", "prefer `httpx`. Not a hard rule though". What follows is
part of the rule: a line written from the first sentence alone bans or asks for the term wider
than the person did, which is a wrong lesson and worse than none. So each rule says what its
durable line must keep (`None`: no durable line at all, the rule being taken back or softened);
a rule the reader cannot write with its limit stays the task's (not durable), which is allowed.
Beside them, two-sentence messages whose second sentence is something else (a reason, thanks,
another ask), where the rule stands as it does alone, and look-alikes that give nothing
durable.

It was measured before the reader was changed for it: rules written down wider than said
21/40 (the part carved out, the limit, the case or the softening after the rule dropped from
its line, and "take that back", "ignore me" or "never mind" after it left the rule standing),
rules read exactly 6/40, plain rules read as they are alone 12/12, look-alikes giving nothing
durable 10/10. After: 0/40, 21/40, 12/12, 10/10. A part carved out in the words after a rule's
sentence ("Except in ...", "Unless ...", "Other than ...", "Apart from ...", "Outside ..."), and
a place or a case said alone and marked as said of the rule ("For money, I mean.", "When
dependencies changed.", "— in the request handlers at least"), are read as part of its sentence,
so the line keeps them or the rule is the task's; a rule whose next words keep it to a part with
"only", or soften it, is the task's; and "never mind", "ignore me", "take that back" after it
take it back, after a dash too. The other 19 rules are the task's, none written wider than said.
Later, a place or a case kept to with "only" or "just" in the next sentence was read as part of
the rule's sentence too ("only" kept before a place, so a line that leaves the place out is not
written): 22/40 read exactly, none written wider than said. Later still, a money reach said
with the values it is of ("for currency amounts") was read whole rather than cut to "for
currency": 23/40.
A message of its own that opens by narrowing the rule of the one before keeps that rule to its
task too (`NEXT_MESSAGES`).

The cases the reader does not read exactly are listed in `KNOWN_MISSES` by name and checked to
stay that way, so the batch's figure is the real one; `SHAPES` holds one case per shape the
reader was changed for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import (
    ADDS,
    AVOIDS,
    HERE,
    NOT_RUN,
    RUNS,
    durable_lines,
    judged,
    read_with_limit,
)

Meant = set[tuple[str, str]]

# name, words, what every durable line must keep (None: no durable line), the durable checks
# meant (with `None`, the reading meant is nothing durable; "taken back" cases give nothing).
RULES: tuple[tuple[str, str, str | None, Meant], ...] = (
    # an exception in the next sentence
    ("print except the CLI", "Never use `print` for debugging. Except in the CLI entry point, "
     "that's fine.", "entry point", {(AVOIDS, "print")}),
    ("unwrap unless tests", "Don't use `unwrap()`. Unless it's in tests, there it's fine.",
     "tests", {(AVOIDS, "unwrap()")}),
    ("os.Exit other than main", "Never call `os.Exit`. Other than in `main()` obviously.",
     "main()", {(AVOIDS, "os.Exit")}),
    ("any except the client, next line", "Avoid `any` in TypeScript.\nExcept the generated API "
     "client, leave that alone.", "generated API client", {(AVOIDS, "any")}),
    ("console.log apart from scripts", "No `console.log` in committed code. Apart from the build "
     "scripts.", "build scripts", {(AVOIDS, "console.log")}),
    ("var except the legacy bundle", "Never use `var`. Except in the legacy IE bundle.",
     "legacy IE bundle", {(AVOIDS, "var")}),
    ("Thread.sleep after a dash", "Don't use `Thread.sleep` — except in the integration test "
     "helpers.", "integration test helpers", {(AVOIDS, "Thread.sleep")}),
    ("ts-ignore unless a ticket", "Never use `@ts-ignore`. Unless there's a ticket link in the "
     "comment.", "ticket link", {(AVOIDS, "@ts-ignore")}),
    ("terraform apply except sandbox", "Never run `terraform apply` locally. Except for the "
     "sandbox workspace.", "sandbox", {(NOT_RUN, "terraform apply")}),
    ("clippy unless README", "Always run `cargo clippy` before committing. Unless you only "
     "changed the README.", "README", {(RUNS, "cargo clippy")}),
    ("SELECT star outside debugging", "Don't use `SELECT *`. Outside of ad-hoc debugging "
     "queries, I mean.", "ad-hoc", {(AVOIDS, "SELECT *")}),
    ("force push except own branches", "Never use `git push --force`. Except on your own feature "
     "branches.", "feature branches", {(NOT_RUN, "git push --force")}),
    # a limit in the next sentence
    ("e2e only when the API", "Always run `make e2e` before pushing. Well, only when you touched "
     "the API.", "API", {(RUNS, "make e2e")}),
    ("Decimal for money I mean", "Use `Decimal` everywhere. For money, I mean.", "money",
     {(ADDS, "Decimal")}),
    ("any in the public types", "No `any`. In the public types at least.", "public types",
     {(AVOIDS, "any")}),
    ("pnpm only the frontend", "Use `pnpm` for installs. Only in the frontend workspace though.",
     "frontend", {(RUNS, "pnpm")}),
    ("frozen dataclass for value objects", "Always use `dataclass(frozen=True)`. For the value "
     "objects, anyway.", "value objects", {(ADDS, "dataclass(frozen=True)")}),
    ("slog in new services", "Use `log/slog` for logging. In the new services only.",
     "new services", {(ADDS, "log/slog")}),
    ("float for currency", "Never use `float`. For currency amounts specifically.", "currency",
     {(AVOIDS, "float")}),
    ("pytest -n full suite, next line", "Run `pytest -n auto`.\nOnly for the full suite, single "
     "files are fine without it.", "full suite", {(RUNS, "pytest -n auto")}),
    ("async in handlers after a dash", "Always use `async`/`await` — in the request handlers at "
     "least.", "request handlers", {(ADDS, "async/await")}),
    ("useEffect in the dashboard", "Don't use `useEffect` for data fetching. In the dashboard "
     "pages, that is.", "dashboard", {(AVOIDS, "useEffect")}),
    ("ruff format just 3.12", "Always use `ruff format`. Just on the Python 3.12 services.",
     "3.12 services", {(RUNS, "ruff format")}),
    ("zod only at the boundary", "Use `zod` for validation. Only at the API boundary, not "
     "internally.", "API boundary", {(ADDS, "zod")}),
    # a condition in the next sentence
    ("alembic if a model", "Always run `alembic check` before merging. If you changed a model, "
     "I mean.", "model", {(RUNS, "alembic check")}),
    ("npm audit when deps", "Run `npm audit` before each release. When dependencies changed.",
     "dependencies", {(RUNS, "npm audit")}),
    ("sudo when in CI", "Never use `sudo` in the scripts. When they run in CI, anyway.", "CI",
     {(AVOIDS, "sudo")}),
    ("buf generate but only if", "Always regenerate with `buf generate`. But only if the .proto "
     "files changed.", ".proto", {(RUNS, "buf generate")}),
    # taken back
    ("squash scratch that", "Always use `git rebase -i` to squash. Actually no, scratch that.",
     None, set()),
    ("lodash forget that", "Never use `lodash`. Actually, forget that, it's fine.", None, set()),
    ("black never mind", "Use `black` for formatting. Never mind, ignore that.", None, set()),
    ("Optional ignore me", "Don't use `Optional`. Hmm, no, that's wrong, ignore me.", None,
     set()),
    ("go vet never mind after a dash", "Always run `go vet` first — actually never mind, CI does "
     "it.", None, set()),
    ("enum take that back", "Never use `enum` in TypeScript. Wait, no, take that back.", None,
     set()),
    # softened
    ("httpx not a hard rule", "Prefer `httpx`. Not a hard rule though.", None, set()),
    ("pathlib where easy", "Use `pathlib` instead of `os.path`. Where it's easy, no need to "
     "rewrite everything.", None, set()),
    ("Any not strictly", "Avoid `Any`. Not strictly, just when you can.", None, set()),
    ("const a guideline", "Use `const` over `let`. It's more of a guideline than a rule.", None,
     set()),
    ("class components no big deal", "Don't use `class` components. Not a big deal if you do, "
     "though.", None, set()),
    ("mypy strict if time", "Run `mypy --strict`. If you have time, it's not required.", None,
     set()),
)

TAKEN_BACK = frozenset({"squash scratch that", "lodash forget that", "black never mind",
                        "Optional ignore me", "go vet never mind after a dash",
                        "enum take that back"})

# name, the rule, what the second sentence says: the rule stands as it does alone.
PLAIN: tuple[tuple[str, str, str], ...] = (
    ("print, a reason", "Never use `print` for debugging.", "It ends up in the logs."),
    ("make lint, thanks", "Always run `make lint` before pushing.", "Thanks!"),
    ("Decimal, a reason", "Use `Decimal` for money.", "Floats lose cents."),
    ("moment, a reason", "Don't use `moment`.", "It's huge and unmaintained."),
    ("npm publish, who does it", "Never run `npm publish` by hand.", "The pipeline does that."),
    ("pnpm, another ask", "Always use `pnpm`.", "Also, can you bump the version?"),
    ("unwrap, a reason", "Avoid `unwrap()` in library code.",
     "Panics there take down the caller."),
    ("var, an offer", "Never use `var`.", "Let me know if anything's unclear."),
    ("cargo fmt, what fails", "Always run `cargo fmt` before committing.",
     "The CI job fails otherwise."),
    ("SELECT star, the work", "Don't use `SELECT *` in queries.",
     "Now, fix the slow report query please."),
    ("httpx, a reason", "Prefer `httpx` over `requests`.", "It has async support."),
    ("eval, a history", "Never use `eval`.", "Security flagged it last quarter."),
)

LOOK_ALIKES: tuple[tuple[str, str], ...] = (
    ("print question", "Why do we use `print` here? Except in the CLI it seems pointless."),
    ("console.log one-off", "Remove the `console.log` calls. Except the one in the error "
     "handler."),
    ("e2e one-off", "Run `make e2e`. Only the checkout suite, though."),
    ("cargo fmt question", "Did you run `cargo fmt`? Unless I missed it."),
    ("any report", "The `any` types are everywhere. In the public types at least."),
    ("Decimal one file", "Replace `float` with `Decimal` in `invoice.py`. For the totals, I "
     "mean."),
    ("lodash report corrected", "We used `lodash` before. Actually no, it was `underscore`."),
    ("httpx ask", "Can you switch to `httpx`? Not a hard requirement."),
    ("mypy report", "`mypy --strict` fails on the models. Unless that's expected?"),
    ("axios bump", "Bump `axios` to 1.7. Only in the web app."),
)

SHAPES: tuple[tuple[str, str, set[tuple[str, str, str]]], ...] = (
    # A part carved out in the next sentence or on the next line is in the line; after a dash,
    # as the reader has it said in one sentence, the rule is the task's.
    ("except, the next sentence", "Never use `print` for debugging. Except in the CLI entry "
     "point, that's fine.",
     {(AVOIDS, "print", "Do not use `print` for debugging, except in the CLI entry point.")}),
    ("except, the next line", "Never use `var`.\nExcept in the legacy IE bundle.",
     {(AVOIDS, "var", "Do not use `var` except in the legacy IE bundle.")}),
    ("except, after a dash", "Don't use `Thread.sleep` — except in the integration test "
     "helpers.", set()),
    # A part the line joined would still leave out keeps the rule to the task; a part the
    # line says in its own words ("unless I say so" as asking first) is in it.
    ("a part the line leaves out", "Always run `make test`. Unless it's 3am, lol.", set()),
    ("unless I say so, next line", "Never use `git push --force`.\nUnless I say so.",
     {(NOT_RUN, "git push --force", "Do not run `git push --force` without asking first.")}),
    # A part or a case with "only", words that soften it: the task's.
    ("a part, I mean", "Use `Decimal` everywhere. For money, I mean.",
     {(ADDS, "Decimal", "Use `Decimal` for money.")}),
    ("a case alone", "Run `npm audit` before each release. When dependencies changed.",
     {(RUNS, "npm audit", "Run `npm audit` before each release when dependencies changed.")}),
    ("a part after a dash", "Always use `async`/`await` — in the request handlers at least.",
     {(ADDS, "async/await", "Use `async/await` in the request handlers.")}),
    # A part said after the rule that the line joined says whole ("for currency amounts", once
    # written "for currency", which made it the task's).
    ("a part said otherwise", "Never use `float`. For currency amounts specifically.",
     {(AVOIDS, "float", "Do not use `float` for currency amounts.")}),
    ("only, a part", "Never use `eval`. Only in the sandbox.", set()),
    ("softened", "Prefer `httpx`. Not a hard rule though.", set()),
    # Taken back after a dash, or with "ignore me".
    ("never mind after a dash", "Always run `go vet` first — actually never mind, CI does it.",
     set()),
    ("ignore me", "Don't use `Optional`. Hmm, no, that's wrong, ignore me.", set()),
    # Near shapes: "other than that", "only because", a rule of its own opening with a place,
    # "for example", a case with what to do: the rule stands.
    ("other than that", "Never use `os.Exit`. Other than that, the code looks fine.",
     {(AVOIDS, "os.Exit", "Do not use `os.Exit`.")}),
    ("only because", "Never use `eval`. Only because it's unsafe.",
     {(AVOIDS, "eval", "Do not use `eval`.")}),
    ("a rule of its own after", "Never use `print` for debugging. In tests, use `caplog`.",
     {(AVOIDS, "print", "Do not use `print` for debugging."),
      (ADDS, "caplog", "Use `caplog` in tests.")}),
    ("for example", "Always run `make lint` before pushing. For example, it catches unused "
     "imports.", {(RUNS, "make lint", "Run `make lint` before pushing.")}),
    ("a case with an ask", "Never use `print` for debugging. If anything's unclear, ask me.",
     {(AVOIDS, "print", "Do not use `print` for debugging.")}),
)

# A message of its own that opens by narrowing the rule of the message before keeps that rule
# to its task; one that says something else leaves it standing. (name, rule, next message,
# whether the rule stays durable)
NEXT_MESSAGES: tuple[tuple[str, str, str, bool], ...] = (
    ("except, a message after", "Never use `print` for debugging.",
     "Except in the CLI entry point, that's fine.", False),
    ("softened, a message after", "Prefer `httpx` over `requests`.", "Not a hard rule though.",
     False),
    ("a part, a message after", "Always run `cargo clippy` before committing.",
     "In the core crates, I mean.", False),
    ("thanks, a message after", "Never use `print` for debugging.", "Thanks, looks good.", True),
    ("a rule of its own after", "Never use `print` for debugging.", "In tests, use `caplog`.",
     True),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # A part carved out that the line written from the joined sentence would still leave out,
    # or a ban of one kind of code said once: the task's.
    # ("avoid `any` in TypeScript", files of a kind, is a rule of them since
    # `test_judges_reach_third_first_sight.py`: "any except the client, next line" is read right)
    "unwrap unless tests", "os.Exit other than main",
    "console.log apart from scripts", "Thread.sleep after a dash",
    "terraform apply except sandbox", "SELECT star outside debugging",
    # A part or a case said alone after the rule that the line joined would leave out or say
    # otherwise, or said with "only": the task's.
    "any in the public types", "pnpm only the frontend",
    "slog in new services", "pytest -n full suite, next line",
    "useEffect in the dashboard", "ruff format just 3.12", "zod only at the boundary",
    "alembic if a model", "sudo when in CI", "buf generate but only if",
})


def _read_exactly(name: str, words: str, limit: str | None, meant: Meant) -> bool:
    if limit is not None:
        return read_with_limit(words, limit, meant)
    if name in TAKEN_BACK:
        return judged(words) == set()
    return durable_lines(words) == []


def _wider(words: str, limit: str | None) -> list[str]:
    return [line for _, _, line in durable_lines(words)
            if limit is None or limit.lower() not in line.lower()]


@pytest.mark.parametrize(("name", "words", "limit", "meant"), RULES,
                         ids=[n for n, _, _, _ in RULES])
def test_a_rule_added_to_after_it_is_read_with_what_follows(name: str, words: str,
                                                             limit: str | None,
                                                             meant: Meant) -> None:
    if name in KNOWN_MISSES:
        assert not _read_exactly(name, words, limit, meant), f"{name!r} is read right now"
    else:
        assert _read_exactly(name, words, limit, meant)


@pytest.mark.parametrize(("name", "words", "limit", "meant"), RULES,
                         ids=[n for n, _, _, _ in RULES])
def test_no_rule_is_written_wider_than_said(name: str, words: str, limit: str | None,
                                            meant: Meant) -> None:
    assert _wider(words, limit) == []


@pytest.mark.parametrize(("name", "rule", "after"), PLAIN, ids=[n for n, _, _ in PLAIN])
def test_a_rule_followed_by_something_else_is_read_as_alone(name: str, rule: str,
                                                           after: str) -> None:
    assert durable_lines(f"{rule} {after}") == durable_lines(rule)


def test_most_plain_rules_are_rules_alone() -> None:
    assert sum(bool(durable_lines(rule)) for _, rule, _ in PLAIN) >= 8


@pytest.mark.parametrize(("name", "words"), LOOK_ALIKES, ids=[n for n, _ in LOOK_ALIKES])
def test_a_look_alike_gives_nothing_durable(name: str, words: str) -> None:
    assert durable_lines(words) == []


@pytest.mark.parametrize(("name", "words", "expected"), SHAPES, ids=[n for n, _, _ in SHAPES])
def test_each_shape_read_for_the_batch_and_its_near_shapes(name: str, words: str,
                                                           expected: set[tuple[str, str, str]]
                                                           ) -> None:
    assert set(durable_lines(words)) == expected


@pytest.mark.parametrize(("name", "rule", "after", "stands"), NEXT_MESSAGES,
                         ids=[n for n, _, _, _ in NEXT_MESSAGES])
def test_a_message_narrowing_the_rule_before_keeps_it_to_its_task(name: str, rule: str,
                                                                  after: str,
                                                                  stands: bool) -> None:
    ruled = {j.subject() for j in derive([Quote(rule, HERE)]) if j.durable}
    judges = derive([Quote(rule, HERE), Quote(after, HERE, followup=True)])
    assert ruled and all(j.durable == stands for j in judges if j.subject() in ruled)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 36 and len(PLAIN) >= 12 and len(LOOK_ALIKES) >= 10
    names = [c[0] for c in (*RULES, *PLAIN, *LOOK_ALIKES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES >= set()
