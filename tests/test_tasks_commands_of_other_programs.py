"""A command named in a rule of a place where another program runs it, and what checks make of it.

"Always use `npm ci` in CI" is a rule about the CI configuration: the workflow files call `npm
ci`, whatever the agent types in its own shell. So are "use `pip install --no-cache-dir` in the
Dockerfile", "the Makefile should call `go vet`", "in the pre-commit hook run `ruff check`", "our
deploy script must use `kubectl apply --server-side`", "cron jobs should call `flock`", "systemd
units should never run `npm start`". Such a rule gives a check of the lines the change adds to
the files of that place (`diff_adds`, `diff_avoids`), its line says the place ("Use `npm ci` in
CI workflows."), and a place no path shows ("on the build server", "in the nightly job") gives
nothing. A place the agent works in stays the agent's run: "run the tests in the container",
"locally", "before you commit", "on the Dockerfile" (what the agent's run acts on), "like CI
does" (CI named as a model, not as the place).

Measured before the reader was changed for it: of the 71 sentences of the three tables, 35 were
read wrong, all of them said of another program's place (35 of those 41: a check of the agent's
runs, or no check at all); none of the 19 that stay the agent's runs and none of the 11 that give
nothing. The lines of all 6 rules of `LINES` left the place out or said it as a place of the
agent's run, the checks of all 7 rules of `WORK` read other files than the place's (or the
agent's runs), and code named after a place ("the CI helpers") was read as the CI files.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.tasks.judges import Attempt, Command, FileChange, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import ADDS, AVOIDS, HERE, NOT_RUN, RUNS, Judged, durable_lines, judged

# -- said of a place where another program runs it: a check of the place's files -----------------
ELSEWHERE: tuple[tuple[str, Judged], ...] = (
    # CI, by any of its names
    ("always use `npm ci` in CI", {(ADDS, "npm ci", True)}),
    ("In CI, always run `npm ci`.", {(ADDS, "npm ci", True)}),
    ("always run `npm ci` in the CI workflow", {(ADDS, "npm ci", True)}),
    ("never run `npm install` in CI", {(AVOIDS, "npm install", True)}),
    ("never run `npm install` in CI, use `npm ci` instead",
     {(AVOIDS, "npm install", True), (ADDS, "npm ci", True)}),
    ("never run `npm install` in CI, use `npm ci`",
     {(AVOIDS, "npm install", True), (ADDS, "npm ci", True)}),
    ("always run `npm test` in CI, run `npm run lint` too",
     {(ADDS, "npm test", True), (ADDS, "npm run lint", True)}),
    ("always run `npm ci` in CI, never `npm install`",
     {(ADDS, "npm ci", True), (AVOIDS, "npm install", True)}),
    ("in CI we never run `go get`", {(AVOIDS, "go get", True)}),
    ("the CI pipeline must run `go test -race ./...`", {(ADDS, "go test -race ./...", True)}),
    ("the GitHub workflow should always run `go vet ./...`", {(ADDS, "go vet ./...", True)}),
    ("in the GitLab pipeline, always run `terraform fmt -check`",
     {(ADDS, "terraform fmt -check", True)}),
    ("in the Jenkinsfile always use `mvn -B`", {(ADDS, "mvn -B", True)}),
    ("in CircleCI always run `bundle exec rspec`", {(ADDS, "bundle exec rspec", True)}),
    ("the CI workflow should use `pnpm install --frozen-lockfile`",
     {(ADDS, "pnpm install --frozen-lockfile", True)}),
    ("run `cargo clippy -- -D warnings` in CI", {(ADDS, "cargo clippy -- -D warnings", False)}),
    ("we always run `go vet` on CI", {(ADDS, "go vet", True)}),
    ("the release pipeline must run `npm publish --provenance`",
     {(ADDS, "npm publish --provenance", True)}),
    ("always use `uv sync --locked` in the GitHub Actions workflows",
     {(ADDS, "uv sync --locked", True)}),
    # the container's build
    ("use `pip install --no-cache-dir` in the Dockerfile",
     {(ADDS, "pip install --no-cache-dir", False)}),
    ("the Dockerfile should never call `apt-get upgrade`", {(AVOIDS, "apt-get upgrade", True)}),
    ("in the Docker build, run `npm ci --omit=dev`", {(ADDS, "npm ci --omit=dev", False)}),
    ("the container build should always use `poetry install --only main`",
     {(ADDS, "poetry install --only main", True)}),
    # build files and a package's scripts
    ("the Makefile should call `go vet`", {(ADDS, "go vet", True)}),
    ("in the Makefile, never call `go get`", {(AVOIDS, "go get", True)}),
    ("in the justfile always call `cargo nextest run`", {(ADDS, "cargo nextest run", True)}),
    ("the Taskfile should call `golangci-lint run`", {(ADDS, "golangci-lint run", True)}),
    ("in package.json scripts always use `vitest run`", {(ADDS, "vitest run", False)}),
    # git hooks
    ("in the pre-commit hook run `ruff check`", {(ADDS, "ruff check", False)}),
    ("the pre-push hook should run `cargo test`", {(ADDS, "cargo test", True)}),
    ("in the husky pre-commit hook always run `npx lint-staged`",
     {(ADDS, "npx lint-staged", True)}),
    ("the post-merge hook should run `bundle install`", {(ADDS, "bundle install", True)}),
    # deploy and release scripts
    ("our deploy script must use `kubectl apply --server-side`",
     {(ADDS, "kubectl apply --server-side", True)}),
    ("our release script should never run `git push --force`",
     {(AVOIDS, "git push --force", True)}),
    ("the deploy script must never call `terraform apply -auto-approve`",
     {(AVOIDS, "terraform apply -auto-approve", True)}),
    # cron and systemd
    ("cron jobs should call `flock`", {(ADDS, "flock", True)}),
    ("in the crontab, always run `php artisan schedule:run`",
     {(ADDS, "php artisan schedule:run", True)}),
    ("systemd units should never run `npm start`", {(AVOIDS, "npm start", True)}),
    # a check named in words is no line of the place's files; a ban of the command without a
    # flag is no ban of the command
    ("run the e2e suite in CI", set()),
    # the only place it may run in bans the agent's runs more than it asks for a line; the tool
    # of a kind a place uses is judged against the rival named, where a line shows it
    ("run `npm publish` in CI only", set()),
    ("in CI we use `pnpm`", set()),
    ("we use `pnpm` in CI, not `npm`", {(ADDS, "pnpm", True), (AVOIDS, "npm", True)}),
    ("in Jenkins, never run `mvn deploy` without `-DskipTests=false`", set()),
)

# -- the agent's own runs, beside a place of another program named ---------------------------------
OWN_RUNS: tuple[tuple[str, Judged], ...] = (
    ("run the tests in the container", {(RUNS, "the tests", False)}),
    ("run `pytest` inside the docker container", {(RUNS, "pytest", False)}),
    ("always run `go vet` before pushing", {(RUNS, "go vet", True)}),
    ("run `hadolint` on the Dockerfile before you commit", {(RUNS, "hadolint", False)}),
    ("run `shellcheck` on the deploy script", {(RUNS, "shellcheck", False)}),
    ("after editing the Makefile, run `make all`", {(RUNS, "make all", False)}),
    ("always run `docker build .` after touching the Dockerfile",
     {(RUNS, "docker build .", True)}),
    ("always run `golangci-lint run` locally before pushing, CI is strict",
     {(RUNS, "golangci-lint run", True)}),
    ("run `cargo test` locally, not just in CI", {(RUNS, "cargo test", False)}),
    ("run `npm ci` like CI does", {(RUNS, "npm ci", False)}),
    ("before you push, run `mvn verify` just like the pipeline does",
     {(RUNS, "mvn verify", False)}),
    ("use `make lint`, the Makefile has everything set up", {(RUNS, "make lint", False)}),
    ("run `act` to test the GitHub Actions workflow locally", {(RUNS, "act", False)}),
    ("after changing the unit file, run `systemctl daemon-reload`",
     {(RUNS, "systemctl daemon-reload", False)}),
    ("never run `crontab -r`", {(NOT_RUN, "crontab -r", True)}),
    ("never run `terraform apply` from your laptop, only from the pipeline",
     {(NOT_RUN, "terraform apply", True)}),
    ("never run `npm publish` except from the release pipeline",
     {(NOT_RUN, "npm publish", True)}),
    ("run `pre-commit run --all-files` before committing",
     {(RUNS, "pre-commit run --all-files", False)}),
    ("in the workflow I described, run `make test`", {(RUNS, "make test", False)}),
)

# -- nothing: a place no path shows, facts, questions, pasted output, someone else's words ---------
NOTHING: tuple[str, ...] = (
    "",
    "in GitHub Actions pin actions by SHA",
    "the nightly job should call `vacuumdb --analyze`",
    "in the build server always use `mvn -B`",
    "the pre-commit hook runs `ruff check` on every commit",
    "the `lint` target in the Makefile never runs `mypy`",
    "does CI run `npm ci` or `npm install`?",
    "why does the Dockerfile call `apt-get upgrade`?",
    "the deploy script uses `kubectl apply`",
    "the pipeline is red because `npm install` failed in CI",
    "```\nStep 4/9 : RUN npm install\n ---> Running in 3f2a9c\n```",
)


@pytest.mark.parametrize(("words", "meant"), ELSEWHERE, ids=[w for w, _ in ELSEWHERE])
def test_a_command_of_another_programs_place_is_a_line_of_its_files(words: str,
                                                                     meant: Judged) -> None:
    assert judged(words) == meant


@pytest.mark.parametrize(("words", "meant"), OWN_RUNS, ids=[w for w, _ in OWN_RUNS])
def test_a_command_the_agent_runs_stays_its_run(words: str, meant: Judged) -> None:
    assert judged(words) == meant


@pytest.mark.parametrize("words", NOTHING)
def test_a_place_no_path_shows_or_words_that_ask_nothing_give_nothing(words: str) -> None:
    assert judged(words) == set()


def test_the_tables_are_the_size_their_figures_are_of() -> None:
    assert (len(ELSEWHERE), len(OWN_RUNS), len(NOTHING)) == (43, 19, 11)


# -- the line written down says the place ----------------------------------------------------------
LINES: tuple[tuple[str, str], ...] = (
    ("always use `npm ci` in CI", "Use `npm ci` in CI workflows."),
    ("never run `npm install` in CI", "Do not use `npm install` in CI workflows."),
    ("the Makefile should call `go vet`", "Use `go vet` in the Makefile."),
    ("always call `golangci-lint run` from the Makefile",
     "Use `golangci-lint run` in the Makefile."),
    ("our deploy script must use `kubectl apply --server-side`",
     "Use `kubectl apply --server-side` in our deploy script."),
    ("the pre-push hook should run `cargo test`", "Use `cargo test` in the pre-push hook."),
)


@pytest.mark.parametrize(("words", "line"), LINES, ids=[w for w, _ in LINES])
def test_the_line_keeps_the_place(words: str, line: str) -> None:
    assert [ln for _k, _t, ln in durable_lines(words)] == [line]


# -- what the checks make of work ------------------------------------------------------------------
def diff(*files: tuple[str, str]) -> Attempt:
    """A change: for each file, its added lines."""
    return Attempt(changes=[FileChange(path, body.strip("\n").splitlines(), [])
                            for path, body in files])


@dataclass(frozen=True)
class Work:
    words: str
    elsewhere: Attempt   # work on other files only: the rule is not in play, or kept
    keeps: Attempt       # the place's files, as the rule asks
    breaks: Attempt      # the place's files, against it


def _scores(words: str, attempt: Attempt) -> list[float | None]:
    judges: list[Judge] = derive([Quote(words, HERE)])
    assert judges, words
    return [j.score(attempt) for j in judges]


WORK: tuple[Work, ...] = (
    Work("cron jobs should call `flock`",
         diff(("app/sync.py", "import fcntl\n")),
         diff(("deploy/crontab", "*/5 * * * * flock -n /tmp/sync.lock ./sync.sh\n")),
         diff(("deploy/crontab", "*/5 * * * * ./sync.sh\n"))),
    Work("never run `npm install` in CI",
         diff(("scripts/setup.sh", "npm install\n")),
         diff((".github/workflows/ci.yml", "      - run: npm ci\n")),
         diff((".github/workflows/ci.yml", "      - run: npm install\n"))),
    Work("the Makefile should call `go vet`",
         diff(("cmd/api/main.go", "func main() {}\n")),
         diff(("Makefile", "lint:\n\tgo vet ./...\n")),
         diff(("Makefile", "lint:\n\tgolangci-lint run\n"))),
    Work("in the pre-commit hook run `ruff check`",
         diff(("src/app.py", "x = 1\n")),
         diff((".pre-commit-config.yaml", "        entry: ruff check --fix\n")),
         diff((".pre-commit-config.yaml", "        entry: flake8\n"))),
    Work("our deploy script must use `kubectl apply --server-side`",
         diff(("deploy/k8s/app.yaml", "kind: Deployment\n"), ("scripts/deploy.sh", "echo ok\n")),
         diff(("scripts/deploy.sh", "kubectl apply --server-side -f k8s/\n")),
         diff(("scripts/deploy.sh", "kubectl apply -f k8s/\n"))),
    Work("the Dockerfile should never call `apt-get upgrade`",
         diff(("scripts/provision.sh", "apt-get upgrade -y\n")),
         diff(("Dockerfile", "RUN apt-get update && apt-get install -y curl\n")),
         diff(("Dockerfile", "RUN apt-get update && apt-get upgrade -y\n"))),
    Work("systemd units should never run `npm start`",
         diff(("package.json", '    "start": "node server.js",\n')),
         diff(("deploy/web.service", "ExecStart=/usr/bin/node server.js\n")),
         diff(("deploy/web.service", "ExecStart=/usr/bin/npm start\n"))),
)


@pytest.mark.parametrize("work", WORK, ids=[w.words for w in WORK])
def test_the_check_reads_the_files_of_the_place(work: Work) -> None:
    assert 0.0 not in _scores(work.words, work.elsewhere)
    assert _scores(work.words, work.keeps) == [1.0]
    assert _scores(work.words, work.breaks) == [0.0]


def test_the_agents_own_run_of_the_command_is_no_concern_of_the_rule() -> None:
    """"never run `npm install` in CI": the agent installing in its own shell breaks nothing."""
    ran = Attempt(commands=[Command("npm install")], changes=[])
    assert 0.0 not in _scores("never run `npm install` in CI", ran)


def test_code_named_after_a_place_is_no_file_of_it() -> None:
    """"the CI helpers" are code: a ban said there is not kept to the workflow files."""
    assert _scores("in the CI helpers, never call `os.system`",
                   diff(("tools/ci_helpers.py", "    os.system(cmd)\n"))) == [0.0]
