"""How precisely the rule reader writes checks, at first sight: an eleventh batch, of wrong lessons.

The earlier batches (`test_judges_check_precision_tenth_first_sight.py`, `..._ninth_...`,
`..._eighth_...`, `test_tasks_process_rules_third_first_sight.py`) read the rules of the process
as checks of the agent's command lines; this one tries to break those checks on replays, in many
wordings across git, the forge's client, npm, cargo, make, rails, kubectl, helm and terraform:
the person's own process or habit ("I always squash when I merge", "I usually run the tests
myself", "we review each other's PRs on Fridays"), a rule of another team or tool ("the infra
team never deploys on Fridays", "our CI never runs `npm install`"), a rule quoted from a document
pasted into a request about the document, a rule with an exception no replay shows ("never push
to main unless it's a hotfix", "other than version bumps", "apart from fixing the message of the
last one"), a banned command judged on another that only shares its first words (another target
or script joined on, `make deploy-docs`, `npm run build:css`, `rails db:migrate:status`; a dry
run; another branch, `main-backup`), and a run said to come before a step of the work going out
("run `go vet ./...` before pushing", "`cargo test` before any PR") judged on a replay that never
took the step. Beside them, the person's rules of the process, which must keep their checks.

Measured before the reader was changed for it, as written: traps 57/76 (the person's own 25/26,
"don't amend pushed commits" banning every amend; pasted 8/8; exceptions 9/13, "other than",
"except to" and "apart from" left a ban failing every run; commands 7/16; order 8/13, five runs
said before a push, a PR or a merge failing a replay that did neither); the person's rules 23/25
(a CONTRIBUTING.md pasted to follow and "always use `--no-ff` when merging" read as nothing). One
expectation was set right after the run, the table being kept: "never push to main without my
ok", written among the exceptions, is a ban until the person agrees, and a replay that pushes
has not asked; it is counted with the rules. By the table as it stands: traps 57/75, rules 24/26.
After: traps 73/75 (the person's own 26/26, pasted 8/8, exceptions 12/12, commands 15/16, order
12/13), rules 24/26 (the two missed give nothing: no wrong lesson).

What changed, by shape: a run said before a step of the work going out that a command line shows
(a commit, a push, the opening or the merge of a pull request: `workflow.operation_at`) is owed
only by work that takes the step, as a run tied to a change of files is (`work.Runs._owed`;
"before you finish", a deploy or a release keep reading every replay). A ban whose reach only
leaves a case out ("except ...", "other than ...", "apart from ...", "unless ...") gives no
verdict on a run, which may be the case left out (`work.DoesNotRun`; a ban until the person
agrees keeps its verdict). A run that only shows what it would do (`--dry-run`, not
`--dry-run=none`) is no run of the command it bans, unless the ban names the dry run; the other
commands of its line still are (`work.acting`). A command typed in words ends where its last name
does (`work.term_end`): joined on by a dash or a colon, it is another target, script or task. A
branch's name goes on past a dash (`branch_names.branch_pattern`: `main` is not `main-backup`). And
what git acts on picked out by a state no command line shows ("pushed commits", "public
branches" as the verb's object: `conditions.PICKED_OUT`) makes a ban of its verb hold only
sometimes, which gives nothing (`directives._only_sometimes`). The third process
batch's "always run `make lint` before you push" is so owed by work that pushes, and reads none
that does not; and `test_tasks_first_sight_rules.py`'s "never amend pushed commits, add a new
commit instead" gives nothing, where it banned every amend.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figures are the real ones.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, check_whole


def _judges(words: str) -> list[Judge]:
    return derive([Quote(words, HERE)])


def _ran(*commands: str) -> Attempt:
    """Work that runs `commands`, each passing, and changes no file."""
    return Attempt(changes=[], commands=[Command(c, 0) for c in commands])


def _fails(words: str, attempt: Attempt) -> bool:
    """Does a check of the words, the task's own or durable, fail the attempt?"""
    return any(j.score(attempt) == 0.0 for j in _judges(words))


# The person's own process, a habit told, or a rule of someone else: no replay shows what the
# person or another team does, so no check of the words fails the agent's run.
# (name, words, the commands the replay runs)
PERSONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("I squash when I merge", "I always squash when I merge", ("git merge feature/login",)),
    ("we review on Fridays", "we review each other's PRs on Fridays",
     ("gh pr create --fill",)),
    ("I run the tests myself", "I usually run the tests myself", ("pytest -q",)),
    ("I lint before I commit", "I normally lint before I commit", ("git commit -m 'wip'",)),
    ("I never push to main myself", "I never push to main myself, CI does it",
     ("git push origin main",)),
    ("I open my PRs as drafts", "I tend to open my PRs as drafts",
     ("gh pr create --title 'Add cache'",)),
    ("I sign with my YubiKey", "I sign my commits with my YubiKey", ("git commit -m 'fix'",)),
    ("my habit, make check before pushing", "my habit is to run `make check` before pushing",
     ("git push origin feat/cache",)),
    ("I like to rebase before a PR", "I like to rebase on main before I open a PR",
     ("gh pr create --fill",)),
    ("personally cargo fmt before committing",
     "personally I always run `cargo fmt` before committing", ("git commit -m 'wip'",)),
    ("when I merge, --no-ff", "when I merge I always use `--no-ff`", ("git merge feature",)),
    ("I'll squash them myself", "I'll squash the commits myself when I merge",
     ("git commit -m 'step 1'",)),
    ("the infra team, no deploys on Fridays", "the infra team never deploys on Fridays",
     ("make deploy",)),
    ("the platform team's drafts", "the platform team always opens PRs as drafts",
     ("gh pr create --title 'Bump deps'",)),
    ("our CI never npm install", "our CI never runs `npm install`, it uses `npm ci`",
     ("npm install",)),
    ("Dependabot against develop", "Dependabot always opens its PRs against `develop`",
     ("gh pr create --base main --fill",)),
    ("the QA folks, two approvals", "the QA folks never merge without two approvals",
     ("gh pr merge 12 --squash",)),
    ("Alice squashes", "Alice always squashes before she merges", ("git merge feat/api",)),
    ("the mobile team signs", "the mobile team signs their commits", ("git commit -m 'x'",)),
    ("the SRE team applies from CI", "the SRE team only runs `terraform apply` from CI",
     ("terraform apply -auto-approve",)),
    ("the Go team never go get -u", "the Go folks never run `go get -u` on main",
     ("go get -u ./...",)),
    ("approvals unseen", "don't merge without two approvals", ("gh pr merge 7 --squash",)),
    ("keep commits small", "keep commits small", ("git commit -am 'everything'",)),
    ("squash before merging", "squash before merging", ("git merge feat/api",)),
    ("don't amend pushed commits", "don't amend pushed commits",
     ("git commit --amend --no-edit",)),
    ("migrations locally first", "run the migrations locally first", ("make migrate",)),
)

# A rule quoted from a document pasted into the request, whose ask is of the document: the
# quote is material, not the person's words to the agent.
PASTED: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("CONTRIBUTING into a checklist",
     "CONTRIBUTING.md says:\n> Never push directly to main.\n> Always open PRs as drafts.\n\n"
     "Can you turn this into a checklist in the PR template?",
     ("gh pr create --title 'PR template'",)),
    ("an old guideline rewritten",
     "here's our old guideline: 'never use `git push --force`' - please rewrite it to allow "
     "`--force-with-lease`", ("git push --force-with-lease origin docs",)),
    ("DCO asked about",
     "From the docs: \"Commits must be signed off (DCO).\" What is DCO and do we need it here?",
     ("git commit -m 'docs'",)),
    ("README's bootstrap asked about",
     "The README says to always run `make bootstrap` before building - is that still true?",
     ("make build",)),
    ("CONTRIBUTING translated",
     "Our CONTRIBUTING has 'Squash before merging' and 'Never amend pushed commits' - translate "
     "that section into Spanish", ("git commit --amend -m 'es'",)),
    ("GitHub's docs on --force asked about",
     "GitHub's docs say 'Never use `--force` on a shared branch' - does that apply to our "
     "release branches?", ("git push --force origin release/1.2",)),
    ("a wiki list asked about",
     "Pasted from the wiki:\n- always `git pull --rebase`\n- never commit to `main`\n\n"
     "Which of these does our pre-push hook enforce?", ("git pull origin main",)),
    ("a style guide summarized",
     "Summarize this for the onboarding doc:\n\n## Workflow\n1. Never push to `main`.\n"
     "2. Run `npm test` before every PR.\n3. Sign your commits.", ("git push origin main",)),
)

# A process rule with an exception no replay shows: the run it bans may be the exception.
EXCEPTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("main unless a hotfix", "never push to main unless it's a hotfix",
     ("git push origin main",)),
    ("force push except own branches", "no force push except on your own branches",
     ("git push --force origin feat/login",)),
    ("drafts unless a one-liner", "always open PRs as drafts, unless it's a one-line fix",
     ("gh pr create --title 'Fix typo'",)),
    ("review except docs", "don't merge without a review, except for docs-only changes",
     ("gh pr merge 42 --squash",)),
    ("sign except the sandbox", "sign your commits except in the sandbox repo",
     ("git commit -m 'try'",)),
    ("--no-verify unless the hook is broken", "never use `--no-verify` unless the hook itself "
     "is broken", ("git commit --no-verify -m 'wip'",)),
    ("main other than version bumps", "never push straight to main, other than version bumps",
     ("git push origin main",)),
    ("npm install except a new dependency",
     "don't run `npm install` except to add a new dependency", ("npm install zod",)),
    ("pull --rebase unless merges kept",
     "always pull with `--rebase` unless there are merge commits you need to keep",
     ("git pull origin main",)),
    ("amend apart from the last message",
     "never `git commit --amend`, apart from fixing the message of the last one",
     ("git commit --amend -m 'Fix the message'",)),
    ("deploy on Fridays unless an emergency", "never deploy on Fridays unless it's an emergency",
     ("make deploy",)),
    ("force only if alone", "no force pushes, only if you're the only one on the branch",
     ("git push -f origin feat/solo",)),
)

# A banned command judged on one that only shares its first words: another flag, another
# target or script, a dry run, a reading subcommand, another branch.
COMMANDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("--force vs --force-with-lease", "never `git push --force`",
     ("git push --force-with-lease origin feat",)),
    ("-f vs --force-with-lease", "no `git push -f`", ("git push --force-with-lease",)),
    ("git add . vs .gitignore", "never `git add .`", ("git add .gitignore",)),
    ("rm -rf / vs /tmp", "never `rm -rf /`", ("rm -rf /tmp/build",)),
    ("make deploy vs deploy-docs", "never run `make deploy`", ("make deploy-docs",)),
    ("npm run build vs build:css", "don't run `npm run build`", ("npm run build:css",)),
    ("db:migrate vs db:migrate:status", "don't run `rails db:migrate`",
     ("rails db:migrate:status",)),
    ("npm publish vs --dry-run", "never `npm publish`", ("npm publish --dry-run",)),
    ("cargo publish vs --dry-run", "never run `cargo publish`", ("cargo publish --dry-run",)),
    ("main vs main-backup", "never push to `main`", ("git push origin main-backup",)),
    ("main vs maintenance", "never push to main", ("git push origin maintenance",)),
    ("kubectl apply vs --dry-run", "never `kubectl apply`",
     ("kubectl apply --dry-run=client -f deploy.yaml",)),
    ("git checkout . vs .github", "don't `git checkout .`",
     ("git checkout .github/workflows/ci.yml",)),
    ("git stash vs list", "don't use `git stash`", ("git stash list",)),
    ("helm upgrade vs --dry-run", "never run `helm upgrade` yourself",
     ("helm upgrade api ./chart --dry-run",)),
    ("terraform apply vs plan -out", "never `terraform apply`",
     ("terraform plan -out=tfplan",)),
)

# A rule of order judged on a replay that did only one of the two, or neither: it did not do
# the second without the first.
ORDERS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("linter before commit, lint only", "run the linter before you commit", ("npm run lint",)),
    ("ruff before commit, ruff only", "run `ruff check` before you commit", ("ruff check .",)),
    ("pytest before a PR, pytest only", "run `pytest` before you open a PR", ("pytest -q",)),
    ("go vet before pushing, nothing", "run `go vet ./...` before pushing", ()),
    ("npm test before push, lint only", "always run `npm test` before you push",
     ("npm run lint",)),
    ("cargo test before any PR, build only", "`cargo test` before any PR", ("cargo build",)),
    ("pull --rebase before push, pull only", "always `git pull --rebase` before you push",
     ("git pull --rebase",)),
    ("plan before apply, plan only", "run `terraform plan` before `terraform apply`",
     ("terraform plan",)),
    ("black before flake8, black only", "always run `black .` before `flake8`", ("black .",)),
    ("fetch before rebase, fetch only", "always `git fetch` before you rebase",
     ("git fetch origin",)),
    ("tests before the PR, nothing", "tests before the PR: run `make test` first", ()),
    ("mvn verify before merging, nothing", "run `mvn verify` before merging anything", ()),
    ("make check before pushing, check only", "never push without running `make check`",
     ("make check",)),
)

# The person's rules of the process, which must keep their checks: the replay breaks each.
KEPT: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("real: never push to main", "never push straight to main", ("git push origin main",)),
    ("real: PRs as drafts", "always open PRs as drafts", ("gh pr create --title 'Add cache'",)),
    ("real: git push --force", "never use `git push --force`",
     ("git push --force origin feat",)),
    ("real: no force pushing, -f", "no force-pushing, use `--force-with-lease`",
     ("git push -f origin feat",)),
    ("real: sign your commits", "always sign your commits", ("git commit -m 'wip'",)),
    ("real: sign off every commit", "sign off every commit", ("git commit -m 'wip'",)),
    ("real: --no-verify when committing", "never use `--no-verify` when committing",
     ("git commit --no-verify -m 'wip'",)),
    ("real: pull with --rebase", "always pull with `--rebase`", ("git pull origin main",)),
    ("real: ruff before commit", "no commits without running `ruff check`",
     ("git commit -m 'wip'",)),
    ("real: npm install for npm ci", "never run `npm install`, use `npm ci`", ("npm install",)),
    ("real: npm install, a dev dependency", "don't run `npm install`",
     ("npm install --save-dev vitest",)),
    ("real: git commit --amend", "never `git commit --amend`", ("git commit --amend --no-edit",)),
    ("real: git reset --hard", "never `git reset --hard`", ("git reset --hard HEAD~1",)),
    ("real: git add .", "never `git add .`", ("git add .",)),
    ("real: rm -rf", "never `rm -rf`", ("rm -rf build/",)),
    ("real: npm publish", "never `npm publish`", ("npm publish",)),
    ("real: make deploy", "never run `make deploy`", ("make deploy",)),
    ("real: force push to main", "never `git push --force` to main",
     ("git push --force origin main",)),
    ("real: git stash", "don't use `git stash`", ("git stash",)),
    ("real: kubectl apply", "never `kubectl apply`", ("kubectl apply -f deploy.yaml",)),
    ("real: db:migrate", "don't run `rails db:migrate`", ("rails db:migrate",)),
    ("real: I want make lint first", "I want you to always run `make lint` before you say "
     "you're done", ()),
    ("real: go vet before pushing, a push", "run `go vet ./...` before pushing",
     ("git push origin feat",)),
    ("real: follow CONTRIBUTING", "Follow our CONTRIBUTING.md from now on:\n> Never push "
     "directly to main.", ("git push origin main",)),
    ("real: --no-ff when merging", "always use `--no-ff` when merging", ("git merge feature",)),
    # written among the exceptions, set right after the run: the ok is the person's to give, and
    # a replay that pushes has not asked for it
    ("main except with my ok", "never push to main without my ok", ("git push origin main",)),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    # a reading subcommand is still the command's run: `git stash list` is `git stash`
    "git stash vs list",
    # "tests before the PR:" as the label of the ask: the task's own run, asked of its replay
    "tests before the PR, nothing",
    # read as nothing: no wrong lesson
    "real: follow CONTRIBUTING", "real: --no-ff when merging",
})

# Near shapes written after the batch, which the change must leave as they read.
# (name, words, the commands the replay runs, whether a check of the words fails it)
NEAR: tuple[tuple[str, str, tuple[str, ...], bool], ...] = (
    ("a dry run, then the real one", "never `npm publish`",
     ("npm publish --dry-run && npm publish",), True),
    ("a dry run of none is a run", "never `kubectl apply`",
     ("kubectl apply --dry-run=none -f deploy.yaml",), True),
    ("a dry run the ban names", "never run `helm upgrade --dry-run`",
     ("helm upgrade --dry-run api ./chart",), True),
    ("a branch after a refspec's colon", "never push to main", ("git push origin HEAD:main",),
     True),
    ("a branch with a hole", "never push to `release/*`", ("git push origin release/1.2",),
     True),
    ("a target with an argument", "never run `make deploy`", ("make deploy ENV=staging",), True),
    ("a script with its arguments", "don't run `npm run build`", ("npm run build -- --watch",),
     True),
    ("a ban until asked", "never run `terraform destroy` unless I ask",
     ("terraform destroy",), True),
    ("even is no exception", "never push to main, even for hotfixes", ("git push origin main",),
     True),
    ("commits picked out by no state", "never amend commits", ("git commit --amend",), True),
    ("pushed commits, an amend", "never amend pushed commits", ("git commit --amend",), False),
    ("before a merge, a merge", "run `pytest` before you merge", ("gh pr merge 3 --squash",),
     True),
    ("before a merge, no merge", "run `pytest` before you merge", ("git push origin feat",),
     False),
    ("before you finish, nothing", "always run `make lint` before you finish", (), True),
    ("before a deploy, no step a line shows", "always run `make test` before deploying to prod",
     (), True),
    ("before a merge request, opened", "run `npm test` before you open a merge request",
     ("glab mr create --fill",), True),
)


def test_the_batch_names_each_case_once() -> None:
    names = [n for n, *_ in (*PERSONS, *PASTED, *EXCEPTIONS, *COMMANDS, *ORDERS, *KEPT, *NEAR)]
    check_whole(names, KNOWN_MISSES)
    assert len(PERSONS) + len(PASTED) + len(EXCEPTIONS) + len(COMMANDS) + len(ORDERS) >= 50
    assert len(KEPT) >= 20


TRAPS = (*PERSONS, *PASTED, *EXCEPTIONS, *COMMANDS, *ORDERS)


@pytest.mark.parametrize(("name", "words", "commands"), TRAPS, ids=[n for n, *_ in TRAPS])
def test_a_run_outside_the_rule_fails_no_check(name: str, words: str,
                                               commands: tuple[str, ...]) -> None:
    assert (not _fails(words, _ran(*commands))) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "commands"), KEPT, ids=[n for n, *_ in KEPT])
def test_the_rule_keeps_its_check(name: str, words: str, commands: tuple[str, ...]) -> None:
    assert _fails(words, _ran(*commands)) != (name in KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words", "commands", "fails"), NEAR, ids=[n for n, *_ in NEAR])
def test_near_shapes_keep_their_reading(name: str, words: str, commands: tuple[str, ...],
                                        fails: bool) -> None:
    assert _fails(words, _ran(*commands)) == fails
