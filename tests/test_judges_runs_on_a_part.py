"""A program's run kept to a part of the tree or a kind of file ("never run gofmt on generated
files", "don't run prettier on vendored code", "always run gofmt on the files you touched").

The person runs the program every day; what they rule out is its run on that part, or what they
ask is its run on the files of the work. So a ban gives either a check that fails only the runs
whose arguments name that part (a path under `vendor/`, a `*_pb2.py` file, a `migrations`
folder) or nothing at all, when no argument can show the part ("on legacy code"); it is never a
ban of every run of the program, and its line keeps the part. A run asked on the files touched
is a run of the program whose line says so, never a ban nor a run over the whole tree; said
with "only", a run over every file is not the one asked for.

Traps that must give no ban and nothing durable: questions, a run said once of one file,
descriptions of what a program did, someone's CI job, pasted tool output, idioms.

Measured before the reader was changed (first sight): of 37 bans, 32 were read as a ban of every
run of the program (its run on any other file failed) and 5 as nothing; 1 of 8 runs asked on the
files of the work kept its part in its line (2 more are of programs the reader does not know by
name in prose, nothing either way); 0 of 7 runs that leave the part out kept the ban; 0 of 4 bans
of a part no path shows gave nothing; traps 33/33. After: bans 32/37 kept to their part, 5
nothing (`NOTHING`), none of every run; runs on the work 8/8; left out 7/7; unseen 4/4; traps
33/33. Bans of what a command acts on ("`go get` random packages") stay bans of every run (2/2,
as before: the reader set found the first cut reading them as parts).
"""

from __future__ import annotations

import pytest

from skillsleep.optimize.derived import instruction
from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, Judge
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE


def ran(*lines: str) -> Attempt:
    return Attempt(commands=[Command(line, 0) for line in lines])


def judges(words: str) -> list[Judge]:
    return [j for j in derive([Quote(words, HERE)]) if j.kind in ("runs", "does_not_run")]


# (words, a run on the part, a run of the same program elsewhere)
BANS = [
    # Go
    ("never run gofmt on generated files",
     "gofmt -w internal/api/api.pb.go", "gofmt -w internal/api/handler.go"),
    ("don't run `goimports` on the generated code",
     "goimports -w internal/gen/client_generated.go", "goimports -w cmd/server/main.go"),
    ("please never run golangci-lint on the vendor directory",
     "golangci-lint run ./vendor/...", "golangci-lint run ./internal/..."),
    ("Don't run `go vet` on `third_party/`",
     "go vet ./third_party/...", "go vet ./pkg/..."),
    ("don't run `go test` on the vendor folder",
     "go test ./vendor/github.com/acme/lib/...", "go test ./internal/..."),
    # Python
    ("never run black on the migrations folder",
     "black app/migrations/0042_auto.py", "black app/models.py"),
    ("dont run ruff format on migrations",
     "ruff format shop/migrations", "ruff format shop/views.py"),
    ("we never run isort on generated protobuf files",
     "isort api/user_pb2.py", "isort api/service.py"),
    ("never run `mypy` on the vendored packages",
     "mypy vendor/requests", "mypy src/app"),
    ("Do not run pylint on `tests/fixtures/`",
     "pylint tests/fixtures/bad_module.py", "pylint src/pkg/core.py"),
    ("don't run black on `*_pb2.py` files",
     "black api/user_pb2.py", "black api/user.py"),
    ("never run pytest on the fixtures folder",
     "pytest tests/fixtures", "pytest tests/unit"),
    # TypeScript / JavaScript
    ("don't run prettier on vendored code",
     "npx prettier --write vendor/chart.js", "npx prettier --write src/app.ts"),
    ("never run `eslint` on node_modules",
     "npx eslint node_modules/left-pad/index.js", "npx eslint src/index.ts"),
    ("don't run prettier on the `build/` folder",
     "prettier --check build/static/main.js", "prettier --check src/main.js"),
    ("never run `biome format` on generated files",
     "npx biome format --write src/__generated__/graphql.ts",
     "npx biome format --write src/app.tsx"),
    ("Please don't run stylelint on the vendored css",
     "stylelint 'vendor/**/*.css'", "stylelint 'src/**/*.css'"),
    ("never run prettier on the snapshots",
     "prettier --write src/__snapshots__/App.test.tsx.snap", "prettier --write src/App.tsx"),
    ("never run prettier on `*.min.js` files",
     "prettier --write public/js/app.min.js", "prettier --write public/js/app.js"),
    ("never run jest on the dist folder",
     "npx jest dist/", "npx jest src/"),
    ("don't eslint the dist folder",
     "npx eslint dist/index.js", "npx eslint src/index.ts"),
    # Rust
    ("never run rustfmt on the generated bindings",
     "rustfmt src/generated/bindings.rs", "rustfmt src/lib.rs"),
    ("don't run `cargo fmt` on vendored crates",
     "cargo fmt --manifest-path vendor/serde/Cargo.toml", "cargo fmt"),
    # Ruby
    ("never run rubocop on db/migrate",
     "bundle exec rubocop db/migrate/20240101_add_users.rb",
     "bundle exec rubocop app/models/user.rb"),
    ("don't run `rubocop -a` on vendored gems",
     "rubocop -a vendor/gems/foo/lib/foo.rb", "rubocop -a lib/foo.rb"),
    # PHP
    ("never run php-cs-fixer on the vendor folder",
     "vendor/bin/php-cs-fixer fix vendor/acme/lib/src",
     "vendor/bin/php-cs-fixer fix src/Controller"),
    ("don't run phpstan on the migrations",
     "vendor/bin/phpstan analyse database/migrations", "vendor/bin/phpstan analyse app/Models"),
    ("never run `phpcbf` on third-party code",
     "phpcbf third_party/lib/Foo.php", "phpcbf src/Foo.php"),
    # Java / Kotlin / C++
    ("never run google-java-format on generated sources",
     "google-java-format -i build/generated/sources/Foo.java",
     "google-java-format -i src/main/java/Foo.java"),
    ("don't run ktlint on the generated code",
     "ktlint -F 'build/generated/**/*.kt'", "ktlint -F 'src/**/*.kt'"),
    ("never run `clang-format` on third_party",
     "clang-format -i third_party/zlib/inflate.c", "clang-format -i src/main.cc"),
    # codegen, shells, docs, SQL
    ("don't run `buf format` on the vendored protos",
     "buf format -w proto/vendor/google/api.proto", "buf format -w proto/shop/v1/cart.proto"),
    ("never run shellcheck on the vendored scripts",
     "shellcheck vendor/scripts/install.sh", "shellcheck scripts/deploy.sh"),
    ("please don't run markdownlint on the generated docs",
     "markdownlint docs/generated/api.md", "markdownlint docs/guide.md"),
    ("never run `sqlfluff fix` on migrations",
     "sqlfluff fix db/migrations/001_init.sql", "sqlfluff fix models/orders.sql"),
    ("Never run prettier on anything under node_modules/",
     "prettier --write node_modules/foo/index.js", "prettier --write src/foo.js"),
    ("we don't run black on the alembic migrations, ever",
     "black alembic/versions/3f2a_add_table.py", "black app/db.py"),
]

# Bans read as nothing, which the contract allows and the figures count apart: a program named
# as the verb in prose ("eslint the dist folder", `program_on_a_thing`), and programs the rule
# reader does not know by their bare names in prose (it gives nothing for "never run jest"
# either). Checked to stay nothing, so that a reader that comes to read them is seen here.
NOTHING = frozenset({
    "don't eslint the dist folder",
    "never run jest on the dist folder",
    "never run rustfmt on the generated bindings",
    "never run php-cs-fixer on the vendor folder",
})


@pytest.mark.parametrize(("words", "on_part", "elsewhere"), BANS)
def test_a_ban_on_a_part_fails_only_runs_that_name_it(words: str, on_part: str,
                                                     elsewhere: str) -> None:
    found = judges(words)
    # never a ban of every run of the program
    assert all(j.score(ran(elsewhere)) == 1.0 for j in found), (words, found)
    bans = [j for j in found if j.kind == "does_not_run"]
    if words in NOTHING:
        assert not found, f"{words!r} is read now: take it out of NOTHING"
        return
    assert bans, words
    for j in bans:
        assert j.score(ran(on_part)) == 0.0, (words, on_part)
        assert j.score(ran(elsewhere, on_part)) == 0.0, (words, on_part)
        assert j.score(ran("git status")) == 1.0
        line = instruction(j, found) or ""
        assert j.reach and j.reach.lower() in line.lower(), (words, line)


# (words, the program, the part its line keeps)
ON_THE_WORK = [
    ("always run gofmt on the files you touched", "gofmt", "files you touched"),
    ("run rubocop only on changed files", "rubocop", "changed files"),
    ("run prettier only on the files you changed", "prettier", "files you changed"),
    ("always run `black` on the files you edit", "black", "files you edit"),
    ("please run eslint on the changed files before committing", "eslint", "changed files"),
    ("run ruff only on the files you modified", "ruff", "files you modified"),
    ("always run rustfmt on the files you changed", "rustfmt", "files you changed"),
    ("run php-cs-fixer only on the files you touched", "php-cs-fixer", "files you touched"),
    ("run ktlint on changed files only", "ktlint", "changed files"),
    ("always run `goimports` on the files you touch", "goimports", "files you touch"),
]


# Programs the rule reader does not know by their bare names in prose: nothing.
NOT_READ = frozenset({"always run rustfmt on the files you changed",
                      "run php-cs-fixer only on the files you touched"})


@pytest.mark.parametrize(("words", "program", "part"), ON_THE_WORK)
def test_a_run_on_the_files_of_the_work_is_asked_with_its_part(words: str, program: str,
                                                               part: str) -> None:
    found = judges(words)
    assert not [j for j in found if j.kind == "does_not_run"], words
    runs = [j for j in found if j.kind == "runs"]
    if words in NOT_READ:
        assert not found, f"{words!r} is read now: take it out of NOT_READ"
        return
    assert runs, words
    for j in runs:
        assert program in j.command
        # (a run due before a commit says nothing of work that makes none)
        assert j.score(ran(f"{program} src/one_file.x")) != 0.0
        assert part in (instruction(j, found) or ""), (words, instruction(j, found))
        if "only" in words:
            assert j.score(ran(f"{program} .")) == 0.0, words


TRAPS = [
    "should I run black on migrations?",
    "prettier ran on vendored code and broke it",
    "can you run gofmt on the generated files too?",
    "run black on app/migrations/0012_auto.py",
    "why did you run eslint on the dist folder?",
    "did gofmt touch the generated files?",
    "ERROR: black would reformat migrations/0003_auto.py\nOh no! 1 file would be reformatted.",
    "the CI job runs golangci-lint on the vendor directory, which is slow",
    "Last week someone ran rubocop -a on the vendored gems and it was a mess",
    "is it safe to run prettier on node_modules?",
    "we used to run isort on the migrations but stopped",
    "the Makefile runs `gofmt -l .` on everything including generated code",
    "To avoid noise, the linter config already excludes the dist folder",
    "I ran eslint on the build folder by accident, sorry",
    "$ npx prettier --check vendor/\nChecking formatting...\n[warn] vendor/lib.js\n"
    "[warn] Code style issues found in the above file.",
    "what happens if I run ruff on the migrations folder?",
    "rustfmt on the generated bindings keeps failing with a parse error",
    "Could you check whether phpstan runs on the migrations?",
    "run gofmt on just this one file: internal/gen/api.pb.go",
    "go ahead and run mypy on the fixtures folder now",
    "Do you usually run rubocop on db/migrate?",
    "prettier on vendored code is a bad idea in general, right?",
    "the pre-commit hook skips the generated files when it runs gofmt",
    "the build failed because jest ran on the dist folder",
    "```\n$ golangci-lint run ./vendor/...\nlevel=error msg=\"no go files to analyze\"\n```",
    "eslint is complaining about the dist folder again",
    "don't worry about running black on the migrations, I'll do it",
    "I'm not sure we should run prettier on the vendored code, thoughts?",
    "After you ran ktlint on the generated code the build broke.",
    "phpcs reported 40 errors in vendor/acme/Foo.php",
    "the README says to run clang-format on third_party before a release",
    "so shellcheck flagged the vendored install script, is that expected?",
    "running stylelint on the vendored css took forever",
]


@pytest.mark.parametrize("words", TRAPS)
def test_a_trap_gives_no_ban_and_nothing_durable(words: str) -> None:
    found = judges(words)
    assert not [j for j in found if j.kind == "does_not_run"], (words, found)
    assert not [j for j in found if j.durable], (words, found)


def test_the_table_is_as_wide_as_said() -> None:
    assert len(BANS) + len(ON_THE_WORK) >= 40 and len(TRAPS) >= 30
    assert {w for w, _, _ in BANS} >= NOTHING
    assert {w for w, _, _ in ON_THE_WORK} >= NOT_READ


# (a ban, a run that leaves the part out or only passes near it, which keeps the rule)
LEFT_OUT = [
    ("never run `ruff format` on the migrations folder", "ruff format --exclude migrations ."),
    ("never run `ruff format` on the migrations folder",
     "ruff format --extend-exclude=migrations app"),
    ("don't run `gofmt` on vendored code", "gofmt -l $(git ls-files '*.go' | grep -v vendor/)"),
    ("never run `phpstan` on the vendor folder", "vendor/bin/phpstan analyse src"),
    ("never run `prettier` on generated files",
     "npx prettier --write . --ignore-path .prettierignore"),
    ("never run `black` on the migrations folder",
     "git diff --name-only migrations/ && black app/"),
    ("don't run `eslint` on the `dist/` folder", "eslint src/ --ignore-pattern dist/"),
]


@pytest.mark.parametrize(("words", "run"), LEFT_OUT)
def test_a_run_that_leaves_the_part_out_keeps_the_ban(words: str, run: str) -> None:
    bans = [j for j in judges(words) if j.kind == "does_not_run"]
    assert bans, words
    assert all(j.score(ran(run)) == 1.0 for j in bans), (words, run)


# A part of the tree no path shows: no run's line can tell it, so no check at all.
UNSEEN = [
    "never run black on legacy code",
    "don't run `prettier` on the old admin files",
    "we never run `rubocop -a` on the billing code",
    "please don't run gofmt on the experimental packages",
]


@pytest.mark.parametrize("words", UNSEEN)
def test_a_part_no_path_shows_gives_nothing(words: str) -> None:
    assert not [j for j in judges(words) if j.kind == "does_not_run"], words


# What a command acts on, said with no place ("`go get` random packages", "`cargo add` for
# third-party crates"), is no part of the tree: the packages it fetches are in no path, so the
# ban reads every run as before.
ACTED_ON = [
    ("never run `cargo add` for third-party crates", "cargo add serde"),
    ("never `go get` random packages", "go get github.com/acme/thing"),
]


@pytest.mark.parametrize(("words", "run"), ACTED_ON)
def test_what_a_command_acts_on_is_no_part_of_the_tree(words: str, run: str) -> None:
    bans = [j for j in judges(words) if j.kind == "does_not_run"]
    assert bans and all(j.score(ran(run)) == 0.0 for j in bans), words
