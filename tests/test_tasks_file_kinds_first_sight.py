"""Rules said of a kind of file or of a construct named in words, and what checks make of work.

A first-sight batch. A rule is often said of the files of a kind rather than of a folder or a
language: "never use `latest` in Dockerfiles", "always use `set -euo pipefail` in shell
scripts", "no `continue-on-error` in the CI YAML", "no `CASCADE` in SQL files", "use `for_each`
instead of `count` in .tf files", "never `sudo` in Makefiles", "in .tsx files, never use
`React.FC`". Such a rule is read right when it gives the checks meant (kind, term, durable),
every durable line says the kind of file as the person did, and its checks fail no work that
keeps it (the term in a file of another kind: `def add(` in Python is no Dockerfile's `ADD`,
Django's `models.CASCADE` no SQL) and fail the work that breaks it. A rule about a construct
named only in words ("no f-strings in logging calls", "no magic numbers", "don't use wildcard
imports") has no term a check can look for: it gives nothing rather than a check of the words,
unless the words name a shape one added line shows by itself (a wildcard import), which is
checked as that shape.
Beside them, look-alikes that must give nothing: questions, reports and complaints about the
same files and constructs.

It was measured before the reader was changed for it: rules read right 11/38, checks whose
verdicts were right 9/30, look-alikes giving nothing 15/15. A kind of file said without an
article ("in Dockerfiles", "in Makefiles", "in Terraform", "in .tsx files", "in the CI YAML",
"in GitHub Actions workflows") was not read as the rule's place, so the line left it out; and a
place said of files of a kind (those and "in shell scripts", "in YAML files") did not keep the
check to such files, so `ADD` was found in `def add(`, `eval` in `model.eval()`, `latest` in a
Python function's name. "in workflows" was read as where the agent does not work, so a ban of a
term there gave nothing; a command said "in shell scripts" was read as one the agent runs; "no
f-strings" gave a check of the word `f-strings`, which no code holds; "add a `CHANGELOG.md`
entry" was not read as the file to edit. After: 22/38, 24/30, 15/15. Beside the batch, a
check said "in CI" ("always pass `--frozen-lockfile` to `pnpm install` in CI") reads the files
CI runs from, where it failed every change that touched none. Once a check of a rule said of a
construct judged only work that adds one, "`json` tags to struct fields" was read right too:
23/38, 25/30.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` (the reading) and
`VERDICT_MISSES` (what the checks make of work) by name and checked to stay wrong, so the
batch's figures are the real ones; `SHAPES` holds one case per shape the reader was changed for,
with the near shapes that must stay as they were.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import ADDS, AVOIDS, EDITS, HERE, RUNS, Judged, durable_lines, judged


def diff(*files: tuple[str, str]) -> Attempt:
    """A change: for each file, its added lines ("+") and lines taken out ("-")."""
    changes = []
    for path, body in files:
        lines = body.strip("\n").splitlines()
        changes.append(FileChange(path, [ln[1:] for ln in lines if ln.startswith("+")],
                                  [ln[1:] for ln in lines if ln.startswith("-")]))
    return Attempt(changes=changes)


@dataclass(frozen=True)
class Rule:
    name: str
    words: str
    meant: Judged        # (kind, term, durable) of every check the words give
    place: str = ""      # what every durable line must say ("" when nothing)
    keeps: Attempt | None = None
    breaks: Attempt | None = None


RULES: tuple[Rule, ...] = (
    # -- Dockerfiles ----------------------------------------------------------------------------
    Rule("latest in Dockerfiles", "never use `latest` in Dockerfiles",
         {(AVOIDS, "latest", True)}, "Dockerfiles",
         diff(("Dockerfile", "+FROM python:3.12-slim\n"),
              ("app/releases.py", "+def latest(tags):\n+    return max(tags)\n")),
         diff(("Dockerfile", "+FROM node:latest\n"))),
    Rule("ADD in Dockerfiles", "don't use `ADD` in Dockerfiles",
         {(AVOIDS, "ADD", True)}, "Dockerfiles",
         diff(("docker/web.Dockerfile", "+COPY dist/ /srv/www/\n"),
              ("calc/ops.py", "+def add(a, b):\n+    return a + b\n")),
         diff(("docker/web.Dockerfile", "+ADD https://example.com/app.tgz /srv/\n"))),
    Rule("apt-get upgrade in Dockerfiles", "avoid `apt-get upgrade` in Dockerfiles",
         {(AVOIDS, "apt-get upgrade", True)}, "Dockerfiles",
         diff(("Dockerfile", "+RUN apt-get update && apt-get install -y curl\n"),
              ("scripts/provision.sh", "+apt-get upgrade -y\n")),
         diff(("Dockerfile", "+RUN apt-get update && apt-get upgrade -y\n"))),
    Rule("sudo in Dockerfiles", "no `sudo` in Dockerfiles",
         {(AVOIDS, "sudo", True)}, "Dockerfiles",
         diff(("Containerfile", "+USER app\n+RUN pip install --user -r requirements.txt\n"),
              ("scripts/bootstrap.sh", "+sudo systemctl restart docker\n")),
         diff(("Containerfile", "+RUN sudo pip install -r requirements.txt\n"))),
    # -- shell scripts --------------------------------------------------------------------------
    Rule("strict mode in shell scripts", "always use `set -euo pipefail` in shell scripts",
         {(ADDS, "set -euo pipefail", True)}, "shell scripts",
         diff(("src/build.py", "+    subprocess.run(['make', 'dist'], check=True)\n")),
         diff(("scripts/deploy.sh", "+#!/usr/bin/env bash\n+rsync -a dist/ web:/srv/\n"))),
    Rule("eval in shell scripts", "never use `eval` in shell scripts",
         {(AVOIDS, "eval", True)}, "shell scripts",
         diff(("bin/run.sh", "+\"$@\"\n"), ("train/loop.py", "+    model.eval()\n")),
         diff(("bin/run.sh", "+eval \"$cmd\"\n"))),
    Rule("which in bash scripts", "avoid `which` in bash scripts, use `command -v`",
         {(AVOIDS, "which", True), (ADDS, "command -v", True)}, "bash scripts",
         diff(("bin/setup.sh", "+if command -v jq >/dev/null; then\n+  jq . config.json\n+fi\n"),
              ("cli/args.py", "+    which = args.which or 'all'\n")),
         diff(("bin/setup.sh", "+if which jq >/dev/null; then\n+  jq . config.json\n+fi\n"))),
    Rule("backquotes in shell scripts", "use `$(...)` instead of backticks in shell scripts",
         {(ADDS, "$(...)", True)}, "shell scripts"),
    # -- CI YAML --------------------------------------------------------------------------------
    Rule("pull_request_target in workflows",
         "never use `pull_request_target` in GitHub Actions workflows",
         {(AVOIDS, "pull_request_target", True)}, "workflows",
         diff((".github/workflows/ci.yml", "+on:\n+  pull_request:\n+    branches: [main]\n")),
         diff((".github/workflows/ci.yml", "+on:\n+  pull_request_target:\n"))),
    Rule("timeout-minutes in CI workflows", "always set `timeout-minutes` in CI workflows",
         {(ADDS, "timeout-minutes", True)}, "CI workflows",
         diff(("src/app/views.py", "+    return render(request, 'home.html')\n")),
         diff((".github/workflows/test.yml", "+  test:\n+    runs-on: ubuntu-latest\n"))),
    Rule("continue-on-error in the CI YAML", "no `continue-on-error` in the CI YAML",
         {(AVOIDS, "continue-on-error", True)}, "CI YAML",
         diff((".gitlab-ci.yml", "+lint:\n+  script: make lint\n")),
         diff((".gitlab-ci.yml", "+lint:\n+  script: make lint\n+  continue-on-error: true\n"))),
    Rule("latest runners in workflow files", "don't use `ubuntu-latest` in workflow files",
         {(AVOIDS, "ubuntu-latest", True)}, "workflow files",
         diff((".github/workflows/release.yml", "+    runs-on: ubuntu-24.04\n")),
         diff((".github/workflows/release.yml", "+    runs-on: ubuntu-latest\n"))),
    # -- SQL ------------------------------------------------------------------------------------
    Rule("DROP COLUMN in migrations", "never use `DROP COLUMN` in migrations",
         {(AVOIDS, "DROP COLUMN", True)}, "migrations",
         diff(("db/migrate/0007_bio.sql", "+-- the old column goes in a later DROP COLUMN\n"
               "+ALTER TABLE users ADD COLUMN bio text;\n")),
         diff(("db/migrate/0008_cleanup.sql", "+ALTER TABLE users DROP COLUMN legacy_id;\n"))),
    Rule("CASCADE in SQL files", "no `CASCADE` in SQL files",
         {(AVOIDS, "CASCADE", True)}, "SQL files",
         diff(("migrations/003_orders.sql", "+ALTER TABLE orders DROP CONSTRAINT user_fk;\n"),
              ("shop/models.py", "+    user = ForeignKey(User, on_delete=models.CASCADE)\n")),
         diff(("migrations/004_sessions.sql", "+DROP TABLE sessions CASCADE;\n"))),
    Rule("SERIAL in SQL migrations",
         "in SQL migrations use `GENERATED ALWAYS AS IDENTITY`, not `SERIAL`",
         {(ADDS, "GENERATED ALWAYS AS IDENTITY", True), (AVOIDS, "SERIAL", True)},
         "SQL migrations",
         diff(("migrations/010_items.sql", "+  id bigint GENERATED ALWAYS AS IDENTITY,\n")),
         diff(("migrations/010_items.sql", "+  id SERIAL PRIMARY KEY,\n"))),
    # -- Terraform ------------------------------------------------------------------------------
    Rule("access_key in Terraform", "never hardcode `access_key` in Terraform",
         {(AVOIDS, "access_key", True)}, "Terraform",
         diff(("infra/main.tf", "+  profile = var.aws_profile\n"),
              ("tools/rotate.py", "+    access_key = os.environ['AWS_ACCESS_KEY_ID']\n")),
         diff(("infra/main.tf", "+  access_key = \"AKIAEXAMPLE\"\n"))),
    Rule("count in .tf files", "use `for_each` instead of `count` in .tf files",
         {(ADDS, "for_each", True), (AVOIDS, "count", True)}, ".tf files",
         diff(("modules/net/main.tf", "+  for_each = toset(var.subnets)\n"),
              ("report/rows.py", "+    count = len(rows)\n")),
         diff(("modules/net/main.tf", "+  count = length(var.subnets)\n"))),
    Rule("local-exec in Terraform modules", "don't use `local-exec` in Terraform modules",
         {(AVOIDS, "local-exec", True)}, "Terraform modules",
         diff(("modules/db/main.tf", "+resource \"aws_db_instance\" \"main\" {\n")),
         diff(("modules/db/main.tf", "+  provisioner \"local-exec\" {\n"))),
    # -- Makefiles ------------------------------------------------------------------------------
    Rule("sudo in Makefiles", "never use `sudo` in Makefiles",
         {(AVOIDS, "sudo", True)}, "Makefiles",
         diff(("Makefile", "+install:\n+\tinstall -m 755 bin/tool $(PREFIX)/bin\n"),
              ("scripts/bootstrap.sh", "+sudo apt-get install -y make\n")),
         diff(("Makefile", "+install:\n+\tsudo cp bin/tool /usr/local/bin\n"))),
    Rule(".PHONY in Makefiles", "always declare `.PHONY` targets in Makefiles",
         {(ADDS, ".PHONY", True)}, "Makefiles",
         diff(("src/lint.py", "+def lint(paths):\n")),
         diff(("Makefile", "+lint:\n+\truff check .\n"))),
    # -- package manifests ----------------------------------------------------------------------
    Rule("postinstall in package.json", "never add `postinstall` scripts to package.json",
         {(AVOIDS, "postinstall", True)}, "package.json",
         diff(("package.json", "+    \"build\": \"tsc -p .\",\n")),
         diff(("package.json", "+    \"postinstall\": \"node scripts/patch.js\",\n"))),
    Rule("git dependencies in requirements files",
         "no `git+https` dependencies in requirements files",
         {(AVOIDS, "git+https", True)}, "requirements files",
         diff(("requirements.txt", "+httpx==0.27.0\n")),
         diff(("requirements.txt", "+mylib @ git+https://github.com/acme/mylib@main\n"))),
    # -- sources by their endings ---------------------------------------------------------------
    Rule("React.FC in .tsx files", "in .tsx files, never use `React.FC`",
         {(AVOIDS, "React.FC", True)}, ".tsx files",
         diff(("src/App.tsx", "+export function App({ user }: Props) {\n"),
              ("src/types.ts", "+export type Page = React.FC<PageProps>;\n")),
         diff(("src/App.tsx", "+export const App: React.FC<Props> = ({ user }) => {\n"))),
    Rule("panic in Go files", "never use `panic` in Go files",
         {(AVOIDS, "panic", True)}, "Go files",
         diff(("cmd/serve/main.go", "+\t\treturn fmt.Errorf(\"listen: %w\", err)\n"),
              ("src/lib.rs", "+        _ => panic!(\"unreachable\"),\n")),
         diff(("cmd/serve/main.go", "+\t\tpanic(err)\n"))),
    Rule("unsafe in Rust files", "no `unsafe` blocks in Rust files",
         {(AVOIDS, "unsafe", True)}, "Rust files",
         diff(("src/buf.rs", "+    let first = bytes.first().copied();\n"),
              ("internal/mem/ptr.go", "+import \"unsafe\"\n")),
         diff(("src/buf.rs", "+    let first = unsafe { *ptr };\n"))),
    Rule("var in .js files", "don't use `var` in .js files",
         {(AVOIDS, "var", True)}, ".js files",
         diff(("web/app.js", "+const retries = 3;\n"), ("cmd/main.go", "+var retries = 3\n")),
         diff(("web/app.js", "+var retries = 3;\n"))),
    Rule("os.path in Python files", "in Python files always use `pathlib` instead of `os.path`",
         {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}, "Python files",
         diff(("tools/paths.py", "+from pathlib import Path\n+root = Path(__file__).parent\n")),
         diff(("tools/paths.py", "+root = os.path.dirname(__file__)\n"))),
    Rule("yes in YAML files", "use `true`, not `yes`, in YAML files",
         {(ADDS, "true", True), (AVOIDS, "yes", True)}, "YAML files",
         diff(("config/app.yaml", "+debug: true\n"), ("scripts/install.sh", "+yes | ./setup\n")),
         diff(("config/app.yml", "+debug: yes\n"))),
    Rule("enum in TypeScript files", "never use `enum` in TypeScript files",
         {(AVOIDS, "enum", True)}, "TypeScript files",
         diff(("src/color.ts", "+export const Color = { Red: 'red' } as const;\n"),
              ("app/color.py", "+class Color(enum.Enum):\n")),
         diff(("src/color.ts", "+export enum Color {\n"))),
    # -- constructs named in words: nothing a check can look for ---------------------------------
    Rule("f-strings in logging calls", "no f-strings in logging calls", set()),
    Rule("arrow functions for components", "never use arrow functions for React components",
         set()),
    Rule("list comprehensions with side effects",
         "avoid list comprehensions with side effects", set()),
    Rule("raw SQL in views", "no raw SQL in the views", set()),
    Rule("magic numbers", "no magic numbers", set()),
    # a shape one line shows by itself is checked as that shape (`judges/shapes.py`)
    Rule("wildcard imports", "don't use wildcard imports", {(AVOIDS, "wildcard import", False)}),
    Rule("default exports", "never use default exports in TypeScript", set()),
    # -- a file or a tag asked for work of a kind -----------------------------------------------
    Rule("changelog entry for user-facing changes",
         "always add a `CHANGELOG.md` entry for user-facing changes",
         {(EDITS, "CHANGELOG.md", True)}, "user-facing changes",
         diff(("CHANGELOG.md", "+- `--json` prints the report as JSON\n"),
              ("src/cli.py", "+    parser.add_argument('--json', action='store_true')\n")),
         diff(("src/cli.py", "+    parser.add_argument('--json', action='store_true')\n"))),
    Rule("json tags on struct fields", "always add `json` tags to struct fields",
         {(ADDS, "json", True)}, "struct fields",
         diff(("web/src/api.ts", "+  const res = await fetch(url);\n")),
         diff(("internal/api/user.go", "+type User struct {\n+\tID int64\n+}\n"))),
)

# Questions, reports and complaints about the same files and constructs: no rule.
LOOKALIKES: tuple[str, ...] = (
    "the Dockerfile uses `latest` right now, is that intended?",
    "why does the shell script call `set -e` twice?",
    "I see the migrations use `DROP COLUMN` in 0042",
    "the Terraform module already sets `prevent_destroy`",
    "does the Makefile have a `.PHONY` line?",
    "the CI YAML failed on `timeout-minutes`, any idea why?",
    "f-strings are faster than `%` formatting, right?",
    "there are a few magic numbers in the pricing code",
    "list comprehensions in this file are hard to read",
    "the .tsx files still have `React.FC` in a few places",
    "does Go's standard library use `panic` in its parsers?",
    "what does `set -euo pipefail` do in a shell script?",
    "the `postinstall` script in package.json broke on Windows",
    "raw SQL was why the report was slow last week",
    "our Dockerfiles used `ADD` for years before anyone noticed",
)

# Rules still read otherwise than meant; see the module docstring.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "don't" or "no" with a place, said once, judges the task (standing once said again); its
    # checks read the right files. ("avoid" with files of a kind is a rule of them since
    # `test_judges_reach_third_first_sight.py`: "apt-get upgrade in Dockerfiles" is read right.)
    "ADD in Dockerfiles", "sudo in Dockerfiles",
    "which in bash scripts", "latest runners in workflow files", "CASCADE in SQL files",
    "local-exec in Terraform modules", "postinstall in package.json", "var in .js files",
    # "`$(...)`" is read as `$`, and "backticks" as a word of code.
    "backquotes in shell scripts",
    # "set" and "declare" are no verbs of a rule the reader knows.
    "timeout-minutes in CI workflows", ".PHONY in Makefiles",
    # "no `X` <noun> in <place>" is read as a report of what is not there.
    "continue-on-error in the CI YAML", "git dependencies in requirements files",
    "unsafe in Rust files",
})

# Rules whose checks, whatever their durability, still misread the work.
VERDICT_MISSES: frozenset[str] = frozenset({
    "timeout-minutes in CI workflows", "continue-on-error in the CI YAML", ".PHONY in Makefiles",
    "git dependencies in requirements files", "unsafe in Rust files",
})


def _fails(judges: list, work: Attempt) -> bool:
    return any(j.score(work) == 0.0 for j in judges)


def reads_right(rule: Rule) -> bool:
    """The checks meant, each durable line saying the kind of file, and their verdicts: no
    check fails the work that keeps the rule, some check fails the work that breaks it."""
    if judged(rule.words) != rule.meant:
        return False
    if rule.place and not all(rule.place.lower() in line.lower()
                              for _, _, line in durable_lines(rule.words)):
        return False
    judges = derive([Quote(rule.words, HERE)])
    if rule.keeps is not None and _fails(judges, rule.keeps):
        return False
    return rule.breaks is None or _fails(judges, rule.breaks)


@pytest.mark.parametrize("rule", RULES, ids=[r.name for r in RULES])
def test_a_rule_of_a_kind_of_file_is_read_with_its_place_and_its_checks_read_the_work(
        rule: Rule) -> None:
    if rule.name in KNOWN_MISSES:
        assert not reads_right(rule), f"{rule.name!r} is read right now: take it out of " \
            "KNOWN_MISSES"
    else:
        assert reads_right(rule)


def verdicts_right(rule: Rule) -> bool:
    """Some check is mined from the rule, durable or not, none fails the work that keeps it and
    some fails the work that breaks it."""
    judges = derive([Quote(rule.words, HERE)])
    assert rule.keeps is not None and rule.breaks is not None
    return bool(judges) and not _fails(judges, rule.keeps) and _fails(judges, rule.breaks)


JUDGED = tuple(r for r in RULES if r.keeps is not None)


@pytest.mark.parametrize("rule", JUDGED, ids=[r.name for r in JUDGED])
def test_the_checks_of_a_rule_of_a_kind_of_file_read_only_such_files(rule: Rule) -> None:
    if rule.name in VERDICT_MISSES:
        assert not verdicts_right(rule), f"{rule.name!r} is judged right now: take it out " \
            "of VERDICT_MISSES"
    else:
        assert verdicts_right(rule)


@pytest.mark.parametrize("words", LOOKALIKES)
def test_a_question_report_or_complaint_about_such_files_gives_nothing(words: str) -> None:
    assert judged(words) == set()


def test_the_batch_is_the_size_its_figures_are_of() -> None:
    assert (len(RULES), len(JUDGED), len(LOOKALIKES)) == (38, 30, 15)


# One case per shape the reader was changed for, then the near shapes that stay as they were.
SHAPES: tuple[tuple[str, Judged], ...] = (
    # a construct named hyphenated is no word of code; a plain word still is
    ("no one-liners please", set()),
    ("no f-strings in logging calls", set()),
    ("no mocks", {(AVOIDS, "mocks", False)}),
    # a command said in files of a kind is a line they hold, and so is one said in CI (which
    # runs it from its files); said before a moment, a run
    ("always use `set -euo pipefail` in shell scripts", {(ADDS, "set -euo pipefail", True)}),
    ("always use `npm ci` in CI", {(ADDS, "npm ci", True)}),
    ("always use `make check` before pushing", {(RUNS, "make check", True)}),
    # a term used in the files CI runs from is banned there, and so is a command run in CI
    ("never use `pull_request_target` in workflows", {(AVOIDS, "pull_request_target", True)}),
    ("we don't run `npm install` in CI", {(AVOIDS, "npm install", True)}),
    ("never run `npm install` in the workflows", {(AVOIDS, "npm install", True)}),
    # a file named as the kind of entry to write in it
    ("always add a `CHANGELOG.md` entry for user-facing changes",
     {(EDITS, "CHANGELOG.md", True)}),
    ("did you add a `CHANGELOG.md` entry?", set()),
)


@pytest.mark.parametrize(("words", "meant"), SHAPES, ids=[w for w, _ in SHAPES])
def test_a_shape_the_reader_was_changed_for_and_its_near_shapes(words: str,
                                                                meant: Judged) -> None:
    assert judged(words) == meant


def test_a_rule_of_files_of_a_kind_reads_those_files_only() -> None:
    """ "`ADD` in Dockerfiles" is not Python's `def add(`, nor "`CASCADE` in SQL files" Django's
    `models.CASCADE`; in a Dockerfile or a SQL file they are."""
    for words, other, there in (
            ("don't use `ADD` in Dockerfiles", ("calc/ops.py", "def add(a, b):"),
             ("docker/api.Dockerfile", "ADD app.tgz /srv/")),
            ("no `CASCADE` in SQL files", ("shop/models.py", "on_delete=models.CASCADE"),
             ("db/004.sql", "DROP TABLE sessions CASCADE;")),
            ("never use `eval` in shell scripts", ("train/loop.py", "model.eval()"),
             ("bin/run.sh", 'eval "$cmd"')),
            ("use `for_each` instead of `count` in .tf files", ("report/rows.py", "count = 3"),
             ("net/main.tf", "count = 3")),
            ("never use `continue-on-error` in GitHub Actions workflows",
             ("docs/ci.yml", "continue-on-error: true"),
             (".github/workflows/ci.yml", "continue-on-error: true")),
            ("always pass `--frozen-lockfile` to `pnpm install` in CI",
             ("src/app.py", "x = 1"), (".gitlab-ci.yml", "  script: pnpm install"))):
        judges = derive([Quote(words, HERE)])
        assert not _fails(judges, diff((other[0], f"+{other[1]}\n")))
        assert _fails(judges, diff((there[0], f"+{there[1]}\n")))
