"""Rules about the order of the steps of a process, judged on the order of the replay's commands.

People state the order their process goes in as a rule ("always run the linter before you
commit", "run `go mod tidy` after `go get`", "`ruff format`, then `ruff check`", "rebase on main
before you open the PR"). Each is an order of two steps, both shown by a command line, and the
check reads it only where the replay takes the step the rule is said of: the later step of a rule
said with "before" (a commit, a push, a pull request, a run of the tests), the earlier step of a
rule said with "after" (a `git pull`, a `go get`). A replay that never takes that step says
nothing either way; one that takes it in the wrong order misses the rule; and the line written
down for the person's CLAUDE.md states the order.

Beside them, near misses that must give nothing: a description of what happened ("I ran the tests
before pushing and it still failed"), a question, a pasted CI step list or README's setup steps, a
one-off plan for the work at hand ("first run the migration, then restart the pod"), someone
else's process, a reason, a hypothetical. A plan said for this work only may check this work, but
is never a standing rule (`ONE_OFF`).

First sight (the reader before the order check, as written): cases 0/50 (a run said before a
push or a commit was kept by a run after it; runs said before another command or a check were
read on every replay, whatever the order; runs said after a step were written as a bare "Run X.";
chains read as unordered runs, or lost their second command), traps 49/50 ("stop running the
tests before every push" wrote "Do not run the tests."), one-offs 12/12. After: cases 49/50 (the
one left, in `KNOWN_MISSES`, gives no standing rule: no wrong lesson), traps 50/50, one-offs
12/12.
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Judge, Origin
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.standing import preferences
from skillsleep.tasks.taskdata import Task

from helpers.judged import HERE


def _judges(words: str) -> list[Judge]:
    return derive([Quote(words, HERE)])


def _ran(*commands: str) -> Attempt:
    return Attempt(changes=[], commands=[Command(c, 0) for c in commands])


def _scores(judges: list[Judge], attempt: Attempt) -> list[float | None]:
    return [j.score(attempt) for j in judges]


BEFORE, AFTER = "before", "after"

# (name, words, the earlier step's command line, the later step's, what the rule is said of:
# BEFORE, the later step, which the check waits for; AFTER, the earlier one)
CASES: tuple[tuple[str, str, str, str, str], ...] = (
    ("linter before commit", "always run the linter before you commit",
     "golangci-lint run ./...", "git commit -m 'add cache'", BEFORE),
    ("tests before pushing", "Always run the tests before pushing.",
     "pytest -q", "git push origin feat/cache", BEFORE),
    ("go vet before push", "please run `go vet ./...` before you push, every time",
     "go vet ./...", "git push", BEFORE),
    ("rebase before PR", "always rebase on main before you open the PR",
     "git rebase origin/main", "gh pr create --fill", BEFORE),
    ("npm lint before npm test", "from now on run `npm run lint` before `npm test`",
     "npm run lint", "npm test", BEFORE),
    ("make generate before make test", "always run `make generate` before `make test`",
     "make generate", "make test", BEFORE),
    ("migrate before specs", "always run `rails db:migrate` before running the specs",
     "bin/rails db:migrate", "bundle exec rspec", BEFORE),
    ("tsc before vitest", "run `tsc --noEmit` before `vitest`, always",
     "npx tsc --noEmit", "npx vitest run", BEFORE),
    ("tidy after go get", "always run `go mod tidy` after `go get`",
     "go get github.com/google/uuid", "go mod tidy", AFTER),
    ("bundle after pull", "after `git pull`, always run `bundle install`",
     "git pull --rebase", "bundle install", AFTER),
    ("prisma generate after migrate", "always run `npx prisma generate` after `prisma migrate dev`",
     "npx prisma migrate dev --name init", "npx prisma generate", AFTER),
    ("ruff format then check", "always run `ruff format` then `ruff check`",
     "ruff format .", "ruff check .", BEFORE),
    ("gofmt before every commit", "before every commit, run `gofmt -l .` and then `go vet ./...`",
     "gofmt -l . && go vet ./...", "git commit -m 'wip'", BEFORE),
    ("typecheck before PR", "make sure you run `pnpm typecheck` before you open a PR, every time",
     "pnpm typecheck", "gh pr create --draft", BEFORE),
    ("mvn verify before merging", "We always run `mvn verify` before merging.",
     "mvn verify", "git merge feature/payments", BEFORE),
    ("composer test before push", "Always run `composer test` before you push to main",
     "composer test", "git push origin main", BEFORE),
    ("rubocop before committing", "run `bundle exec rubocop` before committing from now on",
     "bundle exec rubocop -a", "git commit -am 'fix'", BEFORE),
    ("cargo fmt before clippy", "always run `cargo fmt` before `cargo clippy`",
     "cargo fmt --all", "cargo clippy -- -D warnings", BEFORE),
    ("terraform fmt before plan", "always run `terraform fmt` before `terraform plan`",
     "terraform fmt -recursive", "terraform plan -out plan.tfplan", BEFORE),
    ("validate before apply", "Always run `terraform validate` prior to `terraform apply`.",
     "terraform validate", "terraform apply plan.tfplan", BEFORE),
    ("alembic before pytest", "always run `alembic upgrade head` before `pytest`",
     "alembic upgrade head", "pytest tests/", BEFORE),
    ("dotnet format every commit", "run `dotnet format` before every commit",
     "dotnet format", "git commit -m 'Add endpoint'", BEFORE),
    ("buf lint before generate", "always run `buf lint` before `buf generate`",
     "buf lint", "buf generate", BEFORE),
    ("npm ci after pulling", "always run `npm ci` after pulling",
     "git pull origin main", "npm ci", AFTER),
    ("go generate before build", "run `go generate ./...` before `go build`, always",
     "go generate ./...", "go build ./cmd/server", BEFORE),
    ("flutter analyze before test", "always run `flutter analyze` before `flutter test`",
     "flutter analyze", "flutter test", BEFORE),
    ("mix format before commit", "always run `mix format` before you commit",
     "mix format", "git commit -m 'Add context'", BEFORE),
    ("yarn build before e2e", "always run `yarn build` before `yarn test:e2e`",
     "yarn build", "yarn test:e2e", BEFORE),
    ("spotless before pushing", "remember to always run `./gradlew spotlessApply` before pushing",
     "./gradlew spotlessApply", "git push -u origin feature/x", BEFORE),
    ("eslint before git commit", "always run `eslint .` before `git commit`",
     "npx eslint .", "git commit -m 'lint'", BEFORE),
    ("pre-commit before pushing", "always run `pre-commit run --all-files` before pushing",
     "pre-commit run --all-files", "git push", BEFORE),
    ("scalafmt before sbt test", "Please always run `sbt scalafmtAll` before `sbt test`.",
     "sbt scalafmtAll", "sbt test", BEFORE),
    ("pnpm install after switching", "always run `pnpm install` after switching branches",
     "git switch feature/billing", "pnpm install", AFTER),
    ("fetch before rebase", "always run `git fetch` before you rebase",
     "git fetch origin", "git rebase origin/main", BEFORE),
    ("compose build before up", "always run `docker compose build` before `docker compose up`",
     "docker compose build", "docker compose up -d", BEFORE),
    ("codegen after npm install", "always run `npm run codegen` after `npm install`",
     "npm install", "npm run codegen", AFTER),
    ("go test before push to origin", "always run `go test ./...` before you push",
     "go test ./...", "git push origin HEAD", BEFORE),
    ("mypy before committing", "run `mypy .` before committing, every time",
     "mypy .", "git commit -m 'types'", BEFORE),
    ("make fmt and then make lint", "always run `make fmt` and then `make lint`",
     "make fmt", "make lint", BEFORE),
    ("black then isort", "always run `black .`, then `isort .`",
     "black .", "isort .", BEFORE),
    ("pip-compile after editing via command", "always run `pip-compile` after `pip install`",
     "pip install httpx", "pip-compile", AFTER),
    ("phpstan before phpunit",
     "always run `vendor/bin/phpstan analyse` before `vendor/bin/phpunit`",
     "vendor/bin/phpstan analyse", "vendor/bin/phpunit", BEFORE),
    ("cargo test before publish-ish push", "never push without running `cargo test` first",
     "cargo test", "git push origin main", BEFORE),
    ("gradle check before PR", "always run `./gradlew check` before opening a PR",
     "./gradlew check", "gh pr create --title 'Add retries'", BEFORE),
    ("swiftlint before commits", "run `swiftlint` before every commit going forward",
     "swiftlint", "git commit -m 'View'", BEFORE),
    ("tests before merge request", "always run `npm test` before you open an MR",
     "npm test", "glab mr create --fill", BEFORE),
    ("generate before the build", "always run `go generate ./...` before the build",
     "go generate ./...", "go build ./...", BEFORE),
    ("alembic before running the tests",
     "always run `alembic upgrade head` before running the tests",
     "alembic upgrade head", "python -m pytest", BEFORE),
    ("after you pull, pnpm install", "after you pull, always run `pnpm install`",
     "git pull", "pnpm install", AFTER),
    ("no commit before make test passes", "never commit before `make test` passes",
     "make test", "git commit -m 'feat'", BEFORE),
)


def _order_read(words: str, earlier: str, later: str, said_of: str) -> bool:
    """The words give a durable check kept by the order said, missed by the other order, silent
    on a replay that never takes the step the rule is said of, and a line that says the order."""
    judges = _judges(words)
    kept = _scores(judges, _ran(earlier, later))
    wrong = _scores(judges, _ran(later, earlier))
    without = _scores(judges, _ran(earlier if said_of == BEFORE else later))
    lines = [instruction(j, judges) or "" for j in judges if j.durable]
    return 0.0 not in kept and 1.0 in kept and 0.0 in wrong and 0.0 not in without \
        and any(("before" in line.lower() or "after" in line.lower() or "then" in line.lower())
                for line in lines)


# Cases the reader still gets wrong, kept wrong here so the table's figures are the real ones: a
# rule about a program run by its path under the project's folders reads as one about a file,
# said once.
KNOWN_MISSES = frozenset({"phpstan before phpunit"})


@pytest.mark.parametrize(("name", "words", "earlier", "later", "said_of"), CASES,
                         ids=[c[0] for c in CASES])
def test_an_order_is_judged_where_the_replay_takes_its_step(
        name: str, words: str, earlier: str, later: str, said_of: str) -> None:
    assert _order_read(words, earlier, later, said_of) is (name not in KNOWN_MISSES)


# Words that state no rule of order: each must give no durable check, nor fail the replay that
# takes the steps the other way round. (name, words, the earlier step, the later step)
TRAPS: tuple[tuple[str, str, str, str], ...] = (
    ("ran tests before pushing, failed", "I ran the tests before pushing and it still failed",
     "pytest", "git push"),
    ("question linter before commit", "should I run the linter before committing?",
     "ruff check .", "git commit -m x"),
    ("question order", "do we run `make generate` before `make test`?",
     "make generate", "make test"),
    ("why before", "why does `go mod tidy` have to run after `go get`?",
     "go get example.com/x", "go mod tidy"),
    ("CI steps pasted",
     "our CI does:\n1. `npm ci`\n2. `npm run lint`\n3. `npm test`\nit fails at step 3",
     "npm run lint", "npm test"),
    ("README setup pasted", "the README says: run `bundle install`, then `rails db:setup`, then "
     "`rails s` — but db:setup errors out", "bundle install", "rails db:setup"),
    ("description of last night", "yesterday I ran `cargo fmt` before `cargo clippy` and clippy "
     "still complained", "cargo fmt", "cargo clippy"),
    ("the agent did", "you ran `npm test` before `npm run build`, that's why it failed",
     "npm test", "npm run build"),
    ("someone else", "Bob always runs `terraform fmt` before `terraform plan`",
     "terraform fmt", "terraform plan"),
    ("other team", "the platform team runs `helm lint` before every deploy",
     "helm lint", "git push"),
    ("hypothetical", "if you run `alembic upgrade head` before `pytest` the fixtures break",
     "alembic upgrade head", "pytest"),
    ("reason not rule", "we stopped running `eslint` before `git commit` because it was slow",
     "eslint .", "git commit -m x"),
    ("stopped", "stop running the tests before every push, CI does it",
     "pytest", "git push"),
    ("don't bother", "no need to run `make lint` before pushing this time",
     "make lint", "git push"),
    ("log pasted", "$ go vet ./...\n$ git push origin main\nremote: rejected",
     "go vet ./...", "git push origin main"),
    ("failed hook output", "pre-commit ran `black` before the commit and reformatted 3 files",
     "black .", "git commit -m x"),
    ("the docs' order", "the docs say to run `prisma generate` after `prisma migrate dev`, is that "
     "still true?", "prisma migrate dev", "prisma generate"),
    ("workflow yaml", "steps:\n  - run: cargo fmt --check\n  - run: cargo clippy\n  - run: "
     "cargo test", "cargo fmt --check", "cargo clippy"),
    ("makefile says", "`make ci` runs `gofmt` then `go vet` then `go test`",
     "gofmt -l .", "go vet ./..."),
    ("it usually", "it usually works if you run `yarn build` before `yarn test:e2e`",
     "yarn build", "yarn test:e2e"),
    ("did you", "did you run `mix format` before committing?", "mix format",
     "git commit -m x"),
    ("I forgot", "I forgot to run `dotnet format` before I committed, sorry",
     "dotnet format", "git commit -m x"),
    ("shouldn't it", "shouldn't `buf lint` run before `buf generate`?", "buf lint",
     "buf generate"),
    ("the script", "the deploy script runs migrations after the build",
     "make migrate", "make build"),
    ("what happened order", "first it ran the tests, then it pushed, then CI went red",
     "pytest", "git push"),
    ("hook config", "husky runs `lint-staged` before each commit here, that's the setup",
     "npx lint-staged", "git commit -m x"),
    ("when I", "when I run `npm ci` after pulling it takes ages",
     "git pull", "npm ci"),
    ("error message", "error: run `npm install` before `npm run build`",
     "npm install", "npm run build"),
    ("tool says", "Terraform says: run `terraform init` before `terraform plan`",
     "terraform init", "terraform plan"),
    ("idiom cart before horse", "let's not put the cart before the horse", "make", "git push"),
    ("before lunch", "run the benchmarks before lunch if you can", "go test -bench .",
     "git push"),
    ("before I forget", "before I forget, the staging db is down", "make migrate", "make test"),
    ("after all", "after all, the tests passed before the push", "pytest", "git push"),
    ("in the PR description", "in the PR description, mention we ran `k6` before merging",
     "k6 run load.js", "git merge x"),
    ("quoted review", "> please run the linter before committing\nthat's from the review on "
     "another repo", "ruff check .", "git commit -m x"),
    ("wondering", "I wonder whether we should always run `mypy` before `pytest`",
     "mypy .", "pytest"),
    ("maybe", "maybe run `cargo fmt` before `cargo test`?", "cargo fmt", "cargo test"),
    ("used to", "we used to run `npm run lint` before `npm test` but dropped it",
     "npm run lint", "npm test"),
    ("the order in the log", "the log shows `git pull` and then `bundle install` at 10:02",
     "git pull", "bundle install"),
    ("tutorial", "the tutorial runs `rails db:migrate` before `rails test`, like in the guide",
     "rails db:migrate", "rails test"),
    ("not necessarily", "you don't have to run `pnpm typecheck` before opening a PR",
     "pnpm typecheck", "gh pr create"),
    ("how to", "how do I run `go generate` before `go build` in the Dockerfile?",
     "go generate ./...", "go build"),
    ("was supposed", "it was supposed to run `make fmt` before `make lint`",
     "make fmt", "make lint"),
    ("asked agent what", "what did you run before the push?", "pytest", "git push"),
    ("explaining order", "`npm ci` runs after checkout in the pipeline, not locally",
     "git checkout main", "npm ci"),
    ("comment in code", "# run `alembic upgrade head` before starting the app",
     "alembic upgrade head", "uvicorn app:app"),
    ("the agent's plan quoted", "your plan says run `terraform validate` then `terraform apply`"
     " — looks wrong", "terraform validate", "terraform apply"),
    ("thanks", "thanks for running the tests before pushing!", "pytest", "git push"),
    ("other repo", "in the other repo we run `swiftlint` before every commit",
     "swiftlint", "git commit -m x"),
    ("after the merge", "after the merge, the tests broke", "git merge x", "pytest"),
)


@pytest.mark.parametrize(("words", "earlier", "later"), [t[1:] for t in TRAPS],
                         ids=[t[0] for t in TRAPS])
def test_words_that_state_no_order_give_none(words: str, earlier: str, later: str) -> None:
    judges = _judges(words)
    assert not any(j.durable for j in judges)
    assert 0.0 not in _scores(judges, _ran(later, earlier))


# Plans for the work at hand: they may check this work, but are no standing rule.
ONE_OFF: tuple[tuple[str, str], ...] = (
    ("migration then pod", "first run the migration, then restart the pod"),
    ("this time", "this time run `make generate` before `make test`"),
    ("for this task", "for this task, run `npm run build` before `npm test`"),
    ("now please", "now run `go mod tidy` after that `go get`"),
    ("this PR", "rebase on main before you open this PR"),
    ("here once", "run the tests before you push this branch"),
    ("the migration", "apply the migration before running the seed script"),
    ("just now", "run `cargo fmt` and then `cargo clippy` on this crate"),
    ("ticket", "for JIRA-123, run `terraform plan` before `terraform apply`"),
    ("today", "today, run the smoke tests after you deploy"),
    ("after that", "after that, run `npm test`"),
    ("after you're done", "run `npm test` after you're done"),
)


@pytest.mark.parametrize("words", [o[1] for o in ONE_OFF], ids=[o[0] for o in ONE_OFF])
def test_a_plan_for_the_work_at_hand_is_no_standing_rule(words: str) -> None:
    assert not any(j.durable for j in _judges(words))


def _asked(n: int, words: str) -> Task:
    origin = Origin("claude-code", f"s{n}", f"r{n}")
    return Task(id=f"t{n}", request=words, harness="claude-code", session_id=f"s{n}",
                project="/tmp/step-order-repo", time=f"2026-03-{n:02d}T09:00:00",
                judges=derive([Quote(words, origin)]), origin=origin)


# The standing path: an order said as a rule once, or asked on top of the work in two sessions,
# is a standing preference whose line states the order. (name, requests, the line)
STANDING: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("said as a rule", ("add the cache. always run `cargo fmt` before `cargo clippy`",),
     "Run `cargo fmt` before `cargo clippy`."),
    ("asked in two sessions", ("add the cache, and run `ruff format` before `ruff check`",
                               "fix the retry bug; run `ruff format` before `ruff check`"),
     "Run `ruff format` before `ruff check`."),
    ("after, as a rule", ("add the login page. after `git pull`, always run `bundle install`",),
     "After `git pull`, run `bundle install`."),
    ("after pulling", ("wire up the form. always run `npm ci` after pulling",),
     "After pulling, run `npm ci`."),
)


@pytest.mark.parametrize(("requests", "line"), [s[1:] for s in STANDING],
                         ids=[s[0] for s in STANDING])
def test_an_order_stands_with_a_line_that_states_it(requests: tuple[str, ...],
                                                    line: str) -> None:
    prefs = preferences([_asked(i + 1, w) for i, w in enumerate(requests)])
    assert [(p.judge.kind, p.judge.instruction()) for p in prefs] == [("runs_in_order", line)]


def test_a_plan_said_once_does_not_stand() -> None:
    assert preferences([_asked(1, "first run `make migrate`, then restart the pod")]) == []
