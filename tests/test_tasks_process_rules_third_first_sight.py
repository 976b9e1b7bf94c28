"""Rules of the process, a third round, at first sight: runs tied to a change of files, the order
of two steps, a claim gated on a check, a shortcut banned and the team's CI gate.

A first-sight batch, written from how developers tell an agent how work goes out, across
ecosystems (Go, Python, TypeScript, Rust, Java, Terraform, pre-commit, make): a run tied to a
change of some files ("if you touch the migrations, run `make migrate-check`", "any time you
change `go.mod`, run `go mod tidy`"), which only work that changes those files owes (the check
says nothing of the rest); the order of two steps ("always run `ruff format` before `ruff
check`", "`prettier --write` goes before `eslint`, every time"); a claim gated on a check ("never
tell me something is fixed until `pytest -x` passes", "don't call anything done until
`./gradlew check` passes", "show me the output of `cargo test` before you say you're finished");
a flag or a shortcut banned from a step ("never run `mvn install` with `-DskipTests`", "never
bypass the hooks"); and the check the team's CI holds every change to, with the order to run it
locally too ("CI runs `golangci-lint run` so run it locally too", "every PR has to pass `mvn
verify` in CI — run it locally first"). Beside them, the same commands in pasted CI logs, in
questions, in what the agent or the person did, in another project's or another team's way, in
a "before" of time ("before lunch"); and one-offs ("run the tests once more"), which give at most
a check of the task at hand. The line the night writes for a rule keeps its condition or order
(`LINES`).

It was measured before the reader was changed for it: rules read exactly 17/40 (17 read as
nothing, 5 as a check of the task at hand only, one with a wrong check of added code: "every PR
has to pass `mvn verify` in CI" read as code to add), messages giving nothing 32/32, one-offs
7/7, lines keeping the condition or the order 6/14; after: rules 31/40, 32/32, 7/7, lines 12/14
(the two left are those of rules still missed). Reading every line of the batch found two
that did not say the rule as the person did: a gate's own check read as a case it leaves out
("Run `go test ./...` before you say it's done, unless `go test ./...` is green.") and a flag
said as the subject of its ban read as what a run acts on ("Never pass `--no-verify` to any
command is off limits."); both are written as the rule now (`WRITTEN`). "After editing the
schema run `prisma generate`" stays a miss on purpose: "after editing X, run Y" is as often the
next step of the work at hand.

A run said before another command ("`cargo fmt` before `cargo clippy`") is now a check of the
order of the two (`IN_ORDER`, `judges/order.py`), read where the replay runs the later one;
`test_tasks_step_order.py` holds its table.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with the near shapes that must stay as they were; `TIED` the scores of a run tied
to a change of files.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Attempt, Command, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import gives_no_more_than, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    HERE,
    IN_ORDER,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
    durable_lines,
    judged,
)

# Messages whose own words state a rule of the process.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # a run tied to a condition of the work
    ("touch the migrations", "if you touch the migrations, run `make migrate-check`",
     {(RUNS, "make migrate-check", True)}),
    ("proto files, buf", "Whenever you change the proto files, regenerate with `buf generate`.",
     {(RUNS, "buf generate", True)}),
    ("after editing the schema", "after editing the schema run `prisma generate`",
     {(RUNS, "prisma generate", True)}),
    ("anything under api", "When you modify anything under `api/`, run `npm run openapi:lint`.",
     {(RUNS, "npm run openapi:lint", True)}),
    ("any time go.mod", "Any time you change `go.mod`, run `go mod tidy` afterwards.",
     {(RUNS, "go mod tidy", True)}),
    ("dependency in Cargo.toml", "If you add a dependency to `Cargo.toml`, run `cargo deny "
     "check`.", {(RUNS, "cargo deny check", True)}),
    ("changed a tf file?", "Changed a `.tf` file? Run `terraform fmt` and `terraform validate`.",
     {(RUNS, "terraform fmt", True), (RUNS, "terraform validate", True)}),
    ("graphql schema, codegen", "if you edit the GraphQL schema, always rerun `npm run codegen`",
     {(RUNS, "npm run codegen", True)}),
    ("Dockerfile, hadolint", "For any change to the Dockerfile, run `hadolint Dockerfile` before "
     "committing.", {(RUNS, "hadolint Dockerfile", True)}),
    # order between two steps
    ("ruff format before check", "Always run `ruff format` before `ruff check`.",
     {(IN_ORDER, "ruff format", True)}),
    ("fmt before clippy", "Run `cargo fmt` before `cargo clippy`, always.",
     {(IN_ORDER, "cargo fmt", True)}),
    ("rebase before push", "Always rebase before you push.", {(RUNS, "git rebase", True)}),
    ("tests first, then commit", "Tests first, then commit. Every time.",
     {(RUNS, "the tests", True)}),
    ("prettier goes before eslint", "`prettier --write` goes before `eslint`, every time.",
     {(IN_ORDER, "prettier --write", True)}),
    ("generate before build", "We run `go generate ./...` before `go build`, always in that "
     "order.", {(IN_ORDER, "go generate ./...", True)}),
    ("terraform fmt before plan", "always run `terraform fmt` before `terraform plan`",
     {(IN_ORDER, "terraform fmt", True)}),
    # a run said as a claim gate
    ("never say done without e2e", "Never say done without running the e2e suite.",
     {(RUNS, "the e2e suite", True)}),
    ("never fixed until pytest", "Never tell me something is fixed until `pytest -x` passes.",
     {(RUNS, "pytest -x", True)}),
    ("never claim unless green", "Don't ever claim it works unless `go test ./...` is green.",
     {(RUNS, "go test ./...", True)}),
    ("show output from now on", "From now on, show me the output of `cargo test` before you say "
     "you're finished.", {(RUNS, "cargo test", True)}),
    ("never complete without mvn", "Never report a task as complete without running `mvn "
     "verify` first.", {(RUNS, "mvn verify", True)}),
    ("done until gradlew, ever", "Don't call anything done until `./gradlew check` passes, ever.",
     {(RUNS, "./gradlew check", True)}),
    ("can't say done, the rule", "You can't say it's done until `tsc --noEmit` is clean. That's "
     "the rule here.", {(RUNS, "tsc --noEmit", True)}),
    ("before you tell me, always", "Before you tell me it's done, always run `make check`.",
     {(RUNS, "make check", True)}),
    # a ban of a flag or a shortcut in a step
    ("hooks never bypassed", "Hooks are never bypassed here.",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("no push -f on shared", "No `git push -f` on shared branches.",
     {(NOT_RUN, "git push -f", True)}),
    ("no-verify to push", "Never pass `--no-verify` to git push.",
     {(NOT_RUN, "git push --no-verify", True)}),
    ("mvn skipTests", "Never run `mvn install` with `-DskipTests`.",
     {(NOT_RUN, "mvn install -DskipTests", True)}),
    ("auto-approve on apply", "Don't ever use `-auto-approve` with `terraform apply`.",
     {(NOT_RUN, "terraform apply -auto-approve", True)}),
    ("no-verify off limits", "`--no-verify` is off limits.", {(NOT_RUN, "--no-verify", True)}),
    ("linters exit-zero", "Don't ever run the linters with `--exit-zero`.",
     {(NOT_RUN, "--exit-zero", True)}),
    # a run said as the team's CI gate
    ("CI runs golangci-lint", "CI runs `golangci-lint run` so run it locally too.",
     {(RUNS, "golangci-lint run", True)}),
    ("CI gate pre-commit", "Our CI gate is `pre-commit run -a`; run it before you push.",
     {(RUNS, "pre-commit run -a", True)}),
    ("CI fails on prettier", "CI fails on `prettier --check .`, so always run it before "
     "committing.", {(RUNS, "prettier --check .", True)}),
    ("pipeline runs mypy", "The pipeline runs `mypy --strict`, run it yourself before handing "
     "back.", {(RUNS, "mypy --strict", True)}),
    ("make check is what CI runs", "`make check` is what CI runs. Run it locally every time.",
     {(RUNS, "make check", True)}),
    ("CI rejects cargo fmt", "CI will reject anything `cargo fmt --check` doesn't like, so run "
     "it before every push.", {(RUNS, "cargo fmt --check", True)}),
    ("since CI validates", "Since CI runs `terraform validate`, you should too before every "
     "commit.", {(RUNS, "terraform validate", True)}),
    ("every PR mvn verify in CI", "Every PR has to pass `mvn verify` in CI — run it locally "
     "first.", {(RUNS, "mvn verify", True)}),
    ("golangci in CI, always", "golangci-lint runs in CI; always run `golangci-lint run ./...` "
     "locally before pushing.", {(RUNS, "golangci-lint run ./...", True)}),
)

# The same commands pasted, asked about, told of what was done or of another's way: nothing.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("CI log golangci", "CI failed:\n\n```\n$ golangci-lint run\nmain.go:12:2: ineffectual "
     "assignment to err (ineffassign)\n```\n\nwhat's wrong?"),
    ("mypy asked", "Does CI run `mypy --strict` or just `mypy`?"),
    ("make lint passed", "I ran `make lint` and it passed."),
    ("buf asked", "Should I run `buf generate` whenever the protos change?"),
    ("you pushed -f", "You ran `git push -f` on the release branch yesterday."),
    ("before lunch", "Let's get this merged before lunch."),
    ("their order", "Their repo runs `cargo clippy` before `cargo fmt`, which is odd."),
    ("upstream no-verify", "In the upstream project they never push with `--no-verify`."),
    ("count=1 asked", "Is `-count=1` needed for `go test` here?"),
    ("don't count=1?", "don't use `-count=1`?"),
    ("I rebase, just me", "I always rebase before I push, but that's just me."),
    ("used to prettier check", "We used to run `prettier --check` in CI before we switched to "
     "biome."),
    ("CI runs migrate-check itself", "If the migrations are touched, CI runs `make "
     "migrate-check` automatically."),
    ("prisma failed yesterday", "When I edited the schema yesterday, `prisma generate` failed "
     "with P1012."),
    ("before lunch pytest", "Before lunch I ran `pytest -x` and two tests failed."),
    ("after editing protos I ran", "After editing the proto files I ran `buf generate` and the "
     "diff was huge."),
    ("README order asked", "The README says to run `terraform fmt` before `terraform validate`. "
     "Is that still true?"),
    ("pre-commit slow", "`pre-commit run -a` takes forever on this machine."),
    ("CI timeout", "CI runs `golangci-lint` with a 5 minute timeout."),
    ("mvn verify twice", "Why does `mvn verify` run the integration tests twice?"),
    ("did you run go vet", "Did you run `go vet ./...` before saying it was fixed?"),
    ("said done but red", "You said it was done but `npm test` was red."),
    ("their CONTRIBUTING", "Their CONTRIBUTING.md says: always run `make check` before opening "
     "a PR."),
    ("force push log", "```\n$ git push --force origin main\n + 1a2b3c4...4d5e6f7 main -> main "
     "(forced update)\n```\nwho did this?"),
    ("no-verify let it in", "Skipping hooks with `--no-verify` is how the bad commit got in."),
    ("I usually format first", "I usually run `ruff format` before `ruff check`, not sure it "
     "matters."),
    ("pre-commit config order", "The formatter runs before the linter in our pre-commit config."),
    ("gradle passed locally", "`gradle check` passed locally but CI still fails on "
     "`spotlessCheck`."),
    ("before the release", "Before the release we ran `make e2e` twice."),
    ("tutorial order asked", "Tests first, then the commit — that's what the tutorial said, "
     "right?"),
    ("another project's CI", "In the payments repo, CI runs `npm run lint` so they run it "
     "locally too."),
    ("whenever they change protos", "Whenever they change the proto files over in the mobile "
     "team, they forget `buf generate`."),
)

# Work asked once: at most a check of the task at hand.
ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("tests once more", "Run the tests once more.", {(RUNS, "the tests", False)}),
    ("pytest again before fixed", "run `pytest -x` again before you tell me it's fixed",
     {(RUNS, "pytest -x", False)}),
    ("show output before finish", "Before you finish, show me the output of `go test ./...`.",
     {(RUNS, "go test ./...", False)}),
    ("rebase this branch", "rebase before you push this branch", {(RUNS, "git rebase", False)}),
    ("touched migrations now", "Since you touched the migrations, run `make migrate-check` now.",
     {(RUNS, "make migrate-check", False)}),
    ("no-verify this time", "Don't push with `--no-verify` this time.",
     {(NOT_RUN, "git push --no-verify", False)}),
    ("eslint fix if you want", "If you want, run `eslint --fix` on the file.",
     {(RUNS, "eslint --fix", False)}),
)

# The words each rule's line must keep: the condition or the order it was said with.
LINES: tuple[tuple[str, str], ...] = (
    ("touch the migrations", "touch the migrations"),
    ("proto files, buf", "proto files"),
    ("after editing the schema", "editing the schema"),
    ("anything under api", "api/"),
    ("any time go.mod", "go.mod"),
    ("dependency in Cargo.toml", "Cargo.toml"),
    ("graphql schema, codegen", "GraphQL schema"),
    ("Dockerfile, hadolint", "before committing"),
    ("ruff format before check", "before `ruff check`"),
    ("fmt before clippy", "before `cargo clippy`"),
    ("rebase before push", "before you push"),
    ("terraform fmt before plan", "before `terraform plan`"),
    ("CI gate pre-commit", "before you push"),
    ("CI rejects cargo fmt", "before every push"),
)

# Lines read whole: the check a gate names is no case it leaves out, and a flag said as the
# subject of its ban is no object of a run; the near shapes keep what they say.
WRITTEN: tuple[tuple[str, set[str]], ...] = (
    ("Don't ever claim it works unless `go test ./...` is green.",
     {"Run `go test ./...` before you say it's done."}),
    ("`--no-verify` is off limits.", {"Never pass `--no-verify` to any command."}),
    # a flag of one word means something else to each command it is given to: no line
    ("`--force-with-lease`? fine. `--force` is banned.", set()),
    ("always run `make lint` before committing, unless you only changed the README",
     {"Run `make lint` before committing, unless you only changed the README."}),
    ("never run `go vet` on vendor", {"Do not run `go vet` on vendor."}),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A generator's verb with its command ("regenerate with `buf generate`") is no order to run
    # that the reader knows.
    "proto files, buf",
    # "After editing X, run Y" is left as the next step of the work at hand (see above).
    "after editing the schema",
    # A condition asked as a question ("Changed a `.tf` file? Run ...").
    "changed a tf file?",
    # Two steps in order with no command named ("tests first, then commit"): the comma and
    # "then" cut the sentence into two clauses.
    "tests first, then commit",
    # "You can't say ..." is read as reported speech.
    "can't say done, the rule",
    # The hooks said as the subject of a passive ban.
    "hooks never bypassed",
    # "No `X` on <place>" is kept to the work at hand, as every "no `X`" with a place is.
    "no push -f on shared",
    # A flag banned from a kind of command named in words ("the linters").
    "linters exit-zero",
    # "you should too": the run said by an ellipsis.
    "since CI validates",
})

# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # "any time", as "whenever"; the moment left to the agent is no habit.
    ("any time you change", "", "any time you change `package.json`, run `pnpm dedupe`",
     {(RUNS, "pnpm dedupe", True)}),
    ("any time you want", "", "any time you want, run `make bench`", {(RUNS, "make bench", False)}),
    ("whenever you like", "", "whenever you like, run `make bench`", {(RUNS, "make bench", False)}),
    # A change of named files said first as a condition.
    ("if you touch a kind of file", "", "if you touch the protos, run `buf lint`",
     {(RUNS, "buf lint", True)}),
    ("if you ever change a file", "", "if you ever change `package.json`, run `pnpm install`",
     {(RUNS, "pnpm install", True)}),
    ("if you touch it", "", "if you touch it, run `buf lint`", set()),
    ("if they are touched", "", "if the migrations are touched, CI runs `make migrate-check`",
     set()),
    ("if you touch them in this PR", "", "if you touch the migrations in this PR, run `make "
     "migrate-check`", {(RUNS, "make migrate-check", False)}),
    ("after editing, a next step", "", "after editing the Makefile, run `make all`",
     {(RUNS, "make all", False)}),
    # After a change, said after the order with a habit's word.
    ("always, after you edit", "", "always run `sqlc generate` after you edit `queries.sql`",
     {(RUNS, "sqlc generate", True)}),
    # Rerun, as run.
    ("rerun whenever", "", "whenever you change the GraphQL schema, rerun `npm run codegen`",
     {(RUNS, "npm run codegen", True)}),
    ("rerun once", "", "rerun `npm test`", {(RUNS, "npm test", False)}),
    # A claim gated on a check: "ever", "call anything", a check run "first".
    ("don't ever claim", "", "don't ever claim it's fixed until `npm test` passes",
     {(RUNS, "npm test", True)}),
    ("never call a task done", "", "never call a task done until `ruff check` is clean",
     {(RUNS, "ruff check", True)}),
    ("call it done, once", "", "Don't call it done until `./gradlew check` passes.",
     {(RUNS, "./gradlew check", False)}),
    ("without running it first", "", "never say it's done without running `cargo test` first",
     {(RUNS, "cargo test", True)}),
    # The output of a check shown as the proof.
    ("output shown, always", "", "always show me the output of `pytest -q` before you say it's "
     "done", {(RUNS, "pytest -q", True)}),
    ("output shown once", "", "show me the output of `go test ./...`",
     {(RUNS, "go test ./...", False)}),
    # The team's CI gate, and the order that points back at it.
    ("CI runs it, so run it", "", "CI runs `cargo clippy -- -D warnings` so run it locally too",
     {(RUNS, "cargo clippy -- -D warnings", True)}),
    ("they run it", "", "In the payments repo, CI runs `npm run lint` so they run it locally "
     "too.", set()),
    ("CI used to run it", "", "CI used to run `mypy --strict`. run it now.",
     {(RUNS, "mypy --strict", False)}),
    ("a flagged program pointed back", "", "We have `pre-commit run -a`. Always run it before "
     "pushing.", {(RUNS, "pre-commit run -a", True)}),
    # A check passed in CI is no code to add; a value passed is.
    ("passed in CI", "", "Every PR has to pass `mvn verify` in CI.", set()),
    ("a value passed", "", "always pass `ctx` to the repository", {(ADDS, "ctx", True)}),
    # One command before another.
    ("goes before, every time", "", "`black .` goes before `flake8`, every time",
     {(IN_ORDER, "black .", True)}),
    ("runs before, told", "", "`cargo fmt` runs before `cargo clippy` in our hook.", set()),
    # Hooks bypassed, as skipped.
    ("never bypass the hooks", "", "never bypass the hooks", {(NOT_RUN, "--no-verify", True)}),
)

# A run tied to a change of files: (words, changed paths, commands run, score). Work that
# changes none of the files owes no run (None); a moment no path shows reads every attempt.
TIED: tuple[tuple[str, list[str], list[str], float | None], ...] = (
    ("if you touch the migrations, run `make migrate-check`", ["app/models.py"], [], None),
    ("if you touch the migrations, run `make migrate-check`", ["db/migrations/0002_add.sql"], [],
     0.0),
    ("if you touch the migrations, run `make migrate-check`", ["db/migrations/0002_add.sql"],
     ["make migrate-check"], 1.0),
    ("any time you change `go.mod`, run `go mod tidy`", ["cmd/main.go"], [], None),
    ("any time you change `go.mod`, run `go mod tidy`", ["tools/go.mod"], [], 0.0),
    ("when you modify anything under `api/`, run `npm run openapi:lint`", ["web/api.ts"], [],
     None),
    ("when you modify anything under `api/`, run `npm run openapi:lint`", ["api/v1/spec.yaml"],
     ["npm run openapi:lint"], 1.0),
    ("always run `docker build .` after touching the Dockerfile", ["src/app.ts"], [], None),
    ("always run `docker build .` after touching the Dockerfile", ["Dockerfile"], [], 0.0),
    ("whenever you change the proto files, run `buf generate`", ["proto/user.proto"], [], 0.0),
    ("whenever you change the proto files, run `buf generate`", ["README.md"], [], None),
    # no path shows "the schema"
    ("whenever you change the schema, run `make gen`", ["main.go"], [], 0.0),
    # a moment of the process is no change of files: it is owed by work that pushes
    ("always run `make lint` before you push", ["main.go"], [], None),
    ("always run `make lint` before you push", ["main.go"], ["git push origin feat"], 0.0),
    ("always run `make lint` before you push", ["main.go"], ["make lint", "git push"], 1.0),
)


test_a_rule_of_the_process_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_the_commands_pasted_asked_or_told_give_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


test_work_asked_once_is_no_rule = gives_no_more_than(ONE_OFFS, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "keep"), LINES, ids=[n for n, _ in LINES])
def test_the_line_written_keeps_the_condition_or_the_order(name: str, keep: str) -> None:
    words = next(w for n, w, _ in RULES if n == name)
    kept = any(keep.lower() in line.lower() for _, _, line in durable_lines(words))
    assert kept != (name in KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 35 and len(NOT_RULES) >= 30 and len(ONE_OFFS) >= 5
    check_whole([c[0] for c in (*RULES, *NOT_RULES, *ONE_OFFS)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("words", "paths", "ran", "score"), TIED)
def test_a_run_tied_to_a_change_of_files_is_owed_by_that_work_only(
        words: str, paths: list[str], ran: list[str], score: float | None) -> None:
    judge, = derive([Quote(words, HERE)])
    attempt = Attempt(commands=[Command(line, 0) for line in ran],
                      changes=[FileChange(path, ["x"]) for path in paths])
    assert judge.score(attempt) == score


@pytest.mark.parametrize(("words", "lines"), WRITTEN, ids=[w for w, _ in WRITTEN])
def test_the_line_written_is_the_rule_as_said(words: str, lines: set[str]) -> None:
    assert {line for _, _, line in durable_lines(words)} == lines
