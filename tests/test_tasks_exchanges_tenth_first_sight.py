"""Exchanges whose rule or refusal takes its terms only from the agent's previous message, and
close exchanges that give nothing durable: a tenth round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (shell, npm, Maven, Terraform, Docker, pip, Python, TypeScript, Go, Rust, Java, C#, git,
SQL), in shapes the earlier rounds did not hold: a flag of a script or a CLI the agent ran,
banned by pointing at it ("never use that flag", "drop that option, we never need it") or in
its own words ("we don't skip tests, ever" under `--skip-tests`); a cast or a way around a
checker the agent wrote, turned down by what it does ("no casts like that", "never silence the
checker", "we don't suppress warnings"); an annotation or a decorator with arguments, banned
by a word of its own ("we never mark tests flaky" under `@pytest.mark.flaky(reruns=3)`: the
annotation, whatever its arguments); the hooks skipped otherwise than with `--no-verify`
(`git commit -n`, `HUSKY=0 git commit`) and "never bypass the hooks"; one file the agent
committed, kept out of git by "that file" ("never commit that file", "that file stays out of
git", "keep that file out of git, always"); and a pick of two options by "the former" or "the
latter", or by a letter with "from now on". Beside them, close exchanges that give nothing
durable: the same refusals for this one time, several flags or files where the words point at
one, refusals that are questions, the agent's words pasted back, flags in a pasted CI log, a
colleague's rule, and empty, code-only and agent-less messages.

It was measured before the reader was changed for it: exchanges read exactly 5/43, close
exchanges giving nothing durable 36/36; after: 32/43 and 36/36. Two sets of expectations were
set right after the first run: a ban of skipping the hooks is read in the person's own words as
`--no-verify` kept off every command, wider than the agent's one command and right, so it is
expected beside the agent's other way past the hooks (`git commit -n`), and in place of the
agent's `git commit --no-verify`; "no nolint in this codebase" names `nolint` itself, wider than
the agent's `//nolint:errcheck` (7/43 on the code before with them set right).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing; `LINES`, the line the night writes for one
rule of each shape.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import (
    gives_nothing_durable,
    lines_name_their_terms,
    reads_as_expected,
    reads_exactly,
    writes_lines,
)
from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    NOT_RUN,
    Judged,
    check_whole,
    durable_lines,
)

DEPLOY = "I ran `./deploy.sh --skip-tests` to get the fix out quickly."
PEERS = "I added `--legacy-peer-deps` to `npm install` to get past the peer conflict."
AS_ANY = "I cast the response `as any` so the build passes."
TYPE_IGNORE = "I added `# type: ignore` on the import of the untyped module."
NOLINT = "I added `//nolint:errcheck` to the deferred close."
ALLOW = "I put `#[allow(dead_code)]` on the helper for now."
EXPECT_ERROR = "I used `@ts-expect-error` above the call to the old API."
RETRY = "I added `@Retry(maxAttempts = 5)` to the client method."
FLAKY = "I marked it `@pytest.mark.flaky(reruns=3)` so CI stops failing."
SERDE = "I put `#[serde(default)]` on the new field so old configs still load."
NO_VERIFY = "I committed with `git commit --no-verify` because the hook was slow."
HUSKY = "I ran `HUSKY=0 git commit -m \"wip\"` to get past the pre-commit check."
ENV_LOCAL = "I committed `.env.local` with the fix."
TFSTATE = "I committed `terraform.tfstate` along with the module change."
SETTINGS = "I committed `settings_local.py` so the tests pick up the DB URL."
HTTP_MOCKS = ("I can mock the HTTP calls with `responses` or run a local `pytest-httpserver`. "
              "Which do you prefer?")
STAMPS = "Should I store the timestamps as `TIMESTAMPTZ` or as `BIGINT` epoch millis?"
# Skipping the hooks, read in the person's words alone: `--no-verify` off every command.
NO_HOOKS_SKIPPED = (NOT_RUN, "--no-verify", True)

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a flag or option of a script or CLI the agent used, banned as a rule
    ("a script flag, never that flag", DEPLOY, "never use that flag",
     {(NOT_RUN, "./deploy.sh --skip-tests", True)}),
    ("a script flag, we don't skip tests", DEPLOY, "we don't skip tests, ever",
     {(NOT_RUN, "./deploy.sh --skip-tests", True)}),
    ("an install option, never needed", PEERS, "drop that option, we never need it",
     {(NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("a maven property, never skip", "I built it with `mvn package -DskipTests` to save time.",
     "no, we never skip the tests", {(NOT_RUN, "mvn package -DskipTests", True)}),
    ("an auto-approve, never that option", "I applied it with `terraform apply "
     "-auto-approve`.", "never pass that option", {(NOT_RUN, "terraform apply -auto-approve",
                                                    True)}),
    ("a privileged container, never", "I started it with `docker run --privileged` so it can "
     "reach the device.", "we never run containers privileged",
     {(NOT_RUN, "docker run --privileged", True)}),
    ("an engines flag, drop it", "I ran `yarn install --ignore-engines` because our node is "
     "newer.", "drop that flag, we never need it", {(NOT_RUN, "yarn install --ignore-engines",
                                                     True)}),
    ("a user install, never", "I installed it with `pip install --user httpx`.",
     "don't ever install with that flag", {(NOT_RUN, "pip install --user", True)}),
    # a cast or an escape hatch the agent wrote, refused as a rule
    ("as any, no casts like that", AS_ANY, "no casts like that", {(AVOIDS, "as any", True)}),
    ("a type ignore, never silence", TYPE_IGNORE, "never silence the checker",
     {(AVOIDS, "# type: ignore", True)}),
    ("an expect-error, not here", EXPECT_ERROR, "we don't do that here",
     {(AVOIDS, "@ts-expect-error", True)}),
    ("an allow, never dead code", ALLOW, "we never allow dead code, delete it",
     {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("a nolint, not in this codebase", NOLINT, "no nolint in this codebase, handle the error",
     {(AVOIDS, "nolint", True)}),
    ("a suppress, never", "I added `@SuppressWarnings(\"rawtypes\")` on the mapper.",
     "never suppress warnings, fix them", {(AVOIDS, "@SuppressWarnings", True)}),
    ("an istanbul ignore, never", "I added `/* istanbul ignore next */` above the fallback "
     "branch.", "never do that to hit the coverage number",
     {(AVOIDS, "/* istanbul ignore next */", True)}),
    ("a noqa, never like that", "I added `# noqa` to the long line.",
     "never silence ruff like that", {(AVOIDS, "# noqa", True)}),
    ("a pragma, never", "I added `#pragma warning disable CS8618` at the top of the file.",
     "never disable warnings like that", {(AVOIDS, "#pragma warning disable CS8618", True)}),
    ("an unsafe block, not here", "I wrapped the pointer read in an `unsafe` block.",
     "we don't do that here", {(AVOIDS, "unsafe", True)}),
    ("a not-null assertion, never", "I used `!!` on the lookup since it can't be null there.",
     "we never use that", {(AVOIDS, "!!", True)}),
    # an annotation or decorator with arguments, and a rule about it
    ("a retry annotation, never in the client", RETRY, "no, we never retry in the client layer",
     {(AVOIDS, "@Retry", True)}),
    ("a flaky mark, never", FLAKY, "we never mark tests flaky, fix it",
     {(AVOIDS, "@pytest.mark.flaky", True)}),
    ("a serde default, every new field", SERDE, "good, do that on every new field",
     {(ADDS, "#[serde(default)]", True)}),
    ("a parametrize, from now on", "I rewrote the cases with `@pytest.mark.parametrize(\"size\","
     " [0, 1, 1024])`.", "nice, do it like that from now on",
     {(ADDS, "@pytest.mark.parametrize", True)}),
    ("a disabled test, not here", "I added `@Disabled(\"flaky on CI\")` to the test.",
     "we don't disable tests here", {(AVOIDS, "@Disabled", True)}),
    ("a cache decorator, never like that", "I added `@functools.lru_cache(maxsize=None)` on the "
     "loader.", "we never cache like that", {(AVOIDS, "@functools.lru_cache", True)}),
    # hooks skipped by the flag the agent used
    ("no-verify, don't skip hooks", NO_VERIFY, "don't skip hooks", {NO_HOOKS_SKIPPED}),
    ("husky off, never bypass", HUSKY, "never bypass the hooks",
     {NO_HOOKS_SKIPPED, (NOT_RUN, "HUSKY=0 git commit", True)}),
    ("a short flag, never skip", "I used `git commit -n` since the lint hook failed on files I "
     "didn't touch.", "we never skip the hooks",
     {NO_HOOKS_SKIPPED, (NOT_RUN, "git commit -n", True)}),
    ("a push no-verify, ever", "Pushed with `git push --no-verify`; the pre-push tests take ten "
     "minutes.", "don't bypass hooks, ever", {NO_HOOKS_SKIPPED}),
    ("a skip env, never like that", "I committed with `SKIP=mypy git commit` because mypy "
     "flagged old code.", "never skip hooks like that",
     {NO_HOOKS_SKIPPED, (NOT_RUN, "SKIP=mypy git commit", True)}),
    ("a flag handed to commit, hooks run", "I had to pass `--no-verify` to `git commit`, the "
     "hook kept failing.", "the hooks always run. don't skip them", {NO_HOOKS_SKIPPED}),
    # one file the agent committed, kept out of git
    ("a local env, never commit that file", ENV_LOCAL, "never commit that file",
     {(FILES, ".env.local", True)}),
    ("a state file, stays out of git", TFSTATE, "that file stays out of git",
     {(FILES, "terraform.tfstate", True)}),
    ("a coverage file, never in the repo", "I also committed `coverage/lcov.info` so the badge "
     "updates.", "that file never goes in the repo", {(FILES, "coverage/lcov.info", True)}),
    ("local settings, don't ever commit", SETTINGS, "don't ever commit that file",
     {(FILES, "settings_local.py", True)}),
    ("an ide file, must never be committed", "The commit also has `.idea/workspace.xml` in it.",
     "that file must never be committed", {(FILES, ".idea/workspace.xml", True)}),
    ("a finder file, keep it out", "I committed `.DS_Store` by accident with the assets.",
     "keep that file out of git, always", {(FILES, ".DS_Store", True)}),
    # two options, one picked as a rule
    ("the second, always", HTTP_MOCKS, "the second, always", {(ADDS, "pytest-httpserver", True)}),
    ("the former, every time", STAMPS, "the former, every time", {(ADDS, "TIMESTAMPTZ", True)}),
    ("option 2, as a rule", "Option 1: a `sync.Mutex` around the map. Option 2: `sync.Map`. "
     "Which one?", "option 2, as a rule", {(ADDS, "sync.Map", True)}),
    ("b from now on", "A) `thiserror` for the error types\nB) `anyhow` everywhere\n\nWhich?",
     "b from now on", {(ADDS, "anyhow", True)}),
    ("the second one, how we do it", "For the config I can use `pydantic-settings` or plain "
     "`os.environ`. Preference?", "the second one - that's how we do it everywhere",
     {(ADDS, "os.environ", True)}),
    ("the first one, going forward", "I could write the migration with `knex` or as raw `.sql` "
     "files. Which?", "first one, going forward", {(ADDS, "knex", True)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing durable.
NOTHING: tuple[tuple[str, str, str], ...] = (
    # the same refusals, about this one time
    ("that flag this time", DEPLOY, "don't use that flag this time"),
    ("the option for now", PEERS, "drop that option for now"),
    ("skipping tests for this hotfix", DEPLOY, "ok, skipping tests is fine for this hotfix"),
    ("a cast just this once", AS_ANY, "ok, just this once"),
    ("an ignore for now", TYPE_IGNORE, "fine for now, we'll type it later"),
    ("not in this PR", EXPECT_ERROR, "not in this PR, fix the type"),
    ("the retry out this time", RETRY, "leave the retry out this time"),
    ("flaky until the fix", FLAKY, "ok, keep it flaky until the fix lands"),
    ("on that field only", SERDE, "good, just on that field"),
    ("the hook this once", NO_VERIFY, "ok, skipping the hook is fine this once"),
    ("that file, this commit", ENV_LOCAL, "leave that file out of this commit"),
    ("that file, not yet", SETTINGS, "don't commit that file yet"),
    ("the second one this time", HTTP_MOCKS, "the second one this time"),
    ("the second for now", HTTP_MOCKS, "the second for now"),
    ("option 2 looks good", "Option 1: a `sync.Mutex` around the map. Option 2: `sync.Map`. "
     "Which one?", "option 2 looks good"),
    # several flags or files: no single term
    ("several flags, that flag", "I ran `pytest -x --lf --no-cov` to iterate faster.",
     "never use that flag"),
    ("two commands' flags, that option", "I committed with `git commit --no-verify` and pushed "
     "with `git push --force-with-lease`.", "never use that option"),
    ("two files, that file", "I committed `.env` and `config.local.json` with the fix.",
     "never commit that file"),
    # refusals that are questions
    ("the flag asked", DEPLOY, "why did you use that flag?"),
    ("the option asked", PEERS, "do we ever need that option?"),
    ("the cast asked", AS_ANY, "is the cast really needed?"),
    ("a nolint rule asked", NOLINT, "should we never use nolint?"),
    ("the hooks asked", NO_VERIFY, "why did you skip the hooks?"),
    ("that file asked", TFSTATE, "should that file be in git?"),
    ("the former asked", STAMPS, "the former, every time?"),
    # pasted back, pasted logs, others' words
    ("the agent's words pasted", TYPE_IGNORE,
     "> I added `# type: ignore` on the import of the untyped module.\nwhy there?"),
    ("husky pasted back", HUSKY, "> I ran `HUSKY=0 git commit -m \"wip\"`\nwhat's HUSKY?"),
    ("a flag in a pasted CI log", "I re-ran the pipeline.",
     "```\n+ npm ci --legacy-peer-deps\nnpm ERR! code ERESOLVE\n```\nnever use that flag"),
    ("a CI log asked about", "I ran `npm ci` locally and it passes.",
     "```\n$ npm ci --legacy-peer-deps\nnpm ERR! code ERESOLVE\n```\nwhy does CI still fail?"),
    ("a colleague's rule", FLAKY, "sam says we never mark tests flaky, is that true?"),
    # nothing named, thanks, empty, code, no agent message
    ("hooks, no flag named", "I committed the fix.", "don't skip hooks"),
    ("that file, no file named", "I committed the changes.", "that file stays out of git"),
    ("thanks, that silenced it", ALLOW, "thanks, that silenced it"),
    ("empty answer", DEPLOY, ""),
    ("code alone", AS_ANY, "```ts\nconst user = body as unknown as User;\n```"),
    ("no agent message", "", "never use that flag"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # `!!`, which no code term holds. (A block the agent wrapped code in is read since the
    # reach of answers was read: 33/43; a deed turned down with a purpose after it ("to hit the
    # coverage number"), a file committed whatever its ending and options named inside one line
    # since the eleventh round: 36/43.)
    "a not-null assertion, never",
    # A decorator taken up for good by words that do not name it keeps the arguments of the
    # code at hand, as `@Transactional(readOnly = true)` keeps the ones that say what it does.
    "a parametrize, from now on",
    # "don't skip hooks" said once holds for the work at hand; "skip hooks like that" is read as
    # the agent's command kept out of the code; "don't skip them" points back at the sentence
    # before, which the reader does not follow.
    "no-verify, don't skip hooks", "a skip env, never like that",
    "a flag handed to commit, hooks run",
    # "run a local `pytest-httpserver`" is read as a command run; "that's how we do it
    # everywhere" after a pick.
    "the second, always", "the second one, how we do it",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
OFFLINE = "I ran `cargo build --offline`."
LOCAL_YML = "I committed `config/local.yml` with the change."
DATES = "1. `dayjs`\n2. `luxon`\n3. `date-fns`\n\nWhich?"

SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A flag the agent ran with, pointed at or named in its own words: the command with it,
    # without what comes after the flag; not with two flags, asked, or for now.
    ("that flag, a deed", "I pushed the image with `docker push --disable-content-trust`.",
     "never use that flag", {(NOT_RUN, "docker push --disable-content-trust", True)}),
    ("that flag, the work's arguments left", "I ran `pip install --no-deps requests`.",
     "don't ever use that flag", {(NOT_RUN, "pip install --no-deps", True)}),
    ("a flag in its own words", "I ran `./gradlew build --offline` to skip the network.",
     "we never build offline", {(NOT_RUN, "./gradlew build --offline", True)}),
    ("a flag handed to a command", "I added `--force` to `npm publish`.", "never use that flag",
     {(NOT_RUN, "npm publish --force", True)}),
    ("that flag, for now", OFFLINE, "drop that flag for now",
     {(NOT_RUN, "cargo build --offline", False)}),
    ("two flags, that flag", "I ran `go test -race -count=1 ./...`.", "never use that flag",
     set()),
    ("that flag, asked", OFFLINE, "never use that flag?", set()),
    ("that flag, thanked", OFFLINE, "thanks, that flag helped", set()),
    # A way around a checker, turned down by what it does: the agent's one silencer or cast.
    ("a cast, like that", "I cast it `as unknown as Order` to satisfy the compiler.",
     "no casts like that", {(AVOIDS, "as unknown as Order", True)}),
    ("a cast call, the call", "I used `typing.cast(User, row)` for the result.",
     "no casts like that", {(AVOIDS, "typing.cast", True)}),
    ("a cast, no kind said", "I cast it `as unknown as Order`.", "no casts",
     {(AVOIDS, "as unknown as Order", False)}),
    ("a silencer by its checker", "I added `# pyright: ignore` on the line.",
     "never silence pyright", {(AVOIDS, "# pyright: ignore", True)}),
    ("a silencer in this PR", TYPE_IGNORE, "don't silence the checker in this PR",
     {(AVOIDS, "# type: ignore", False)}),
    ("two silencers", "I added `# type: ignore` and `# noqa` on the import.",
     "never silence the checker", set()),
    ("no silencer named", "I fixed the types in the loader.", "never silence the checker", set()),
    ("silencing asked", TYPE_IGNORE, "why silence the checker?", set()),
    ("a cast asked back", "I cast it `as unknown as Order`.", "no casts like that? really?",
     set()),
    # An annotation banned by a word of its own is the annotation, whatever its arguments; said
    # to with no word of its own, it is what was said yes or no to.
    ("an annotation by its word", "I added `@SuppressLint(\"NewApi\")` on the method.",
     "we don't suppress lint warnings", {(AVOIDS, "@SuppressLint", True)}),
    ("an annotation banned by its word", "I added `@Retryable(maxAttempts = 3)` on the call.",
     "we never retry like that", {(AVOIDS, "@Retryable", True)}),
    ("an annotation refused bare", "Should I add `@Retryable(maxAttempts = 3)` on the call?",
     "no. never", {(AVOIDS, "@Retryable(maxAttempts = 3)", True)}),
    ("an annotation kept to", "I put `@Transactional(readOnly = true)` on the finder.",
     "keep doing that for every finder", {(ADDS, "@Transactional(readOnly = true)", True)}),
    # A file kept out of git: the one the agent committed, or the one named.
    ("that file stays out of the repo", LOCAL_YML, "that file stays out of the repo",
     {(FILES, "config/local.yml", True)}),
    ("those files", LOCAL_YML, "never commit those files", {(FILES, "config/local.yml", True)}),
    ("that file out of git, once", LOCAL_YML, "keep that file out of git",
     {(FILES, "config/local.yml", False)}),
    ("a file named, never goes in", "", "`secrets.json` never goes in git",
     {(FILES, "secrets.json", True)}),
    ("that file, out of this commit", LOCAL_YML, "keep that file out of this commit", set()),
    ("files of a kind", "", "log files stay out of git", set()),
    # The hooks skipped: `--no-verify` everywhere, and the agent's one other way past them.
    ("past the hooks by the short flag", "I committed with `git commit -n -m \"fix\"`.",
     "never skip the hooks", {NO_HOOKS_SKIPPED, (NOT_RUN, "git commit -n", True)}),
    ("past the hooks by a variable", "I pushed with `SKIP_HOOKS=1 git push`.",
     "we never bypass the hooks", {NO_HOOKS_SKIPPED, (NOT_RUN, "SKIP_HOOKS=1 git push", True)}),
    ("the hooks skipped with the flag", NO_VERIFY, "we never skip the hooks", {NO_HOOKS_SKIPPED}),
    ("two ways past the hooks", "I ran `git commit -n` and then `HUSKY=0 git push`.",
     "never skip the hooks", {NO_HOOKS_SKIPPED}),
    ("a plain commit", "I committed with `git commit -m \"fix\"`.", "never skip the hooks",
     {NO_HOOKS_SKIPPED}),
    # "the former", "the latter" of two options, and a letter with a word of time to come.
    ("the latter, always", STAMPS, "the latter, always", {(ADDS, "BIGINT", True)}),
    ("the former for now", STAMPS, "the former for now", {(ADDS, "TIMESTAMPTZ", False)}),
    ("the latter of three", DATES, "the latter, always", set()),
    ("a letter from now on", "A) `zap`\nB) `slog`\n\nWhich?", "b from now on",
     {(ADDS, "slog", True)}),
)

# The line the night writes for one rule of each shape: (name of an exchange, its lines).
LINES: tuple[tuple[str, list[str]], ...] = (
    ("a script flag, never that flag", ["Do not run `./deploy.sh --skip-tests`."]),
    ("a user install, never", ["Do not run `pip install --user`."]),
    ("as any, no casts like that", ["Do not use `as any`."]),
    ("a type ignore, never silence", ["Do not use `# type: ignore`."]),
    ("a flaky mark, never", ["Do not use `@pytest.mark.flaky`."]),
    ("a nolint, not in this codebase", ["Do not use nolint."]),
    ("husky off, never bypass", ["Never pass `--no-verify` to any command.",
                                 "Do not run `HUSKY=0 git commit`."]),
    ("a local env, never commit that file", ["Do not commit `.env.local`."]),
    ("a state file, stays out of git", ["Do not commit `terraform.tfstate`."]),
    ("a finder file, keep it out", ["Do not commit `.DS_Store`."]),
    ("the former, every time", ["Use `TIMESTAMPTZ`."]),
)

# A file kept out of git is written as kept out of commits, pointed at or named; a file named
# beside "commit it" is still only left alone: (the agent's message, the words, the lines).
WRITTEN: tuple[tuple[str, str, list[str]], ...] = (
    ("I committed `.env` with the new keys.", "no, never commit that", ["Do not commit `.env`."]),
    ("", "`.env` stays out of git", ["Do not commit `.env`."]),
    ("", "keep `.env` out of the repo, always", ["Do not commit `.env`."]),
    ("", "never touch `go.sum`, just commit it", ["Do not change `go.sum`."]),
)


test_an_exchange_makes_a_rule = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


test_the_line_the_night_writes = writes_lines(LINES, EXCHANGES)


test_each_rule_read_has_a_line_naming_its_term = lines_name_their_terms(EXCHANGES, KNOWN_MISSES)


@pytest.mark.parametrize(("reply", "words", "lines"), WRITTEN, ids=[w for _, w, _ in WRITTEN])
def test_a_file_kept_out_of_git_is_written_as_kept_out_of_commits(reply: str, words: str,
                                                                  lines: list[str]) -> None:
    assert [line for _, _, line in durable_lines(words, reply)] == lines
