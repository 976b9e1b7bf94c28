"""A rule is read however it is worded, and words that state no rule give nothing.

The table is written from how people state code and process rules to a coding agent in general,
for each kind of check the judges support (code to use, avoid or keep; commands to run or not
to run; files to leave alone; words the answer says; the form of the answer or the commit;
naming; deprecations; assertion style), each in many grammatical forms: the imperative, the
modals, "always" / "never" / "from now on", "we use", "in this repo", "prefer X over Y",
"instead of X use Y", "X, not Y", "make sure", "before you say done", "stop", "avoid", "I'd
rather", "let's not", "no more", "X is banned", a reason attached, a correction, a rule inside a
longer message. Its other half is what must give nothing: questions, musings, descriptions of
how things are, reasons, reported speech, pastes, idioms, hypotheticals and narration.

Each expected judge is (kind, term, durable): durable only where the words say the rule holds
beyond the task at hand. Precision comes first: where a form is ambiguous the table expects
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from skillsleep.tasks.judges.mine import Quote, derive

from helpers.judged import HERE, Judged, judged


@dataclass(frozen=True)
class Case:
    check: str          # the kind of check the rule asks for
    form: str           # how it is worded
    words: str
    expected: frozenset[tuple[str, str, bool]]


def _c(check: str, form: str, words: str, *expected: tuple[str, str, bool]) -> Case:
    return Case(check, form, words, frozenset(expected))


ADDS, AVOIDS, KEEPS = "diff_adds", "diff_avoids", "diff_keeps"
RUNS, NOT_RUN, FILES = "runs", "does_not_run", "files_unchanged"
SAYS, NOT_SAY = "must_mention", "must_not_mention"

RULES: tuple[Case, ...] = (
    # -- code the change must use ------------------------------------------------------------------
    _c("use", "imperative", "use `httpx` for the HTTP calls", (ADDS, "httpx", False)),
    _c("use", "please", "please use `pathlib` to build the paths", (ADDS, "pathlib", False)),
    _c("use", "you should", "you should use `structlog` for that", (ADDS, "structlog", False)),
    _c("use", "you must", "you must wrap errors with `fmt.Errorf`", (ADDS, "fmt.Errorf", False)),
    _c("use", "always", "always use `t.Cleanup` for teardown", (ADDS, "t.Cleanup", True)),
    _c("use", "from now on", "from now on use `uv` to manage dependencies",
       (RUNS, "uv", True)),
    _c("use", "going forward", "going forward, please use `zod` for request validation",
       (ADDS, "zod", True)),
    _c("use", "we use", "we use `vitest` for unit tests", (RUNS, "vitest", True)),
    _c("use", "we always", "we always pass `ctx` as the first argument", (ADDS, "ctx", True)),
    _c("use", "in this repo", "in this repo, use `ruff format` instead of `black`",
       (RUNS, "ruff format", True), (NOT_RUN, "black", True)),
    _c("use", "in this repo", "in this repo, use `attrs` instead of `dataclasses`",
       (ADDS, "attrs", True), (AVOIDS, "dataclasses", True)),
    _c("use", "prefer over", "prefer `httpx` over `requests`",
       (ADDS, "httpx", True), (AVOIDS, "requests", True)),
    _c("use", "I prefer", "I prefer `dataclasses.field` to mutable defaults",
       (ADDS, "dataclasses.field", True)),
    _c("use", "instead of X, use Y", "instead of `os.path.join`, use `pathlib.Path`",
       (ADDS, "pathlib.Path", True), (AVOIDS, "os.path.join", True)),
    _c("use", "use Y instead of X", "use `Path.read_text()` instead of `open().read()`",
       (ADDS, "Path.read_text()", True), (AVOIDS, "open().read()", True)),
    _c("use", "X, not Y", "`pytest`, not `unittest`",
       (RUNS, "pytest", True), (AVOIDS, "unittest", True)),
    _c("use", "X rather than Y", "`slog` rather than `logrus`",
       (ADDS, "slog", True), (AVOIDS, "logrus", True)),
    _c("use", "make sure", "make sure you use `errors.As` for the type check",
       (ADDS, "errors.As", False)),
    _c("use", "let's", "let's use `sqlc` for the queries", (ADDS, "sqlc", False)),
    _c("use", "I'd rather", "I'd rather you use `dataclasses` here", (ADDS, "dataclasses", False)),
    _c("use", "don't forget", "don't forget to call `cancel()`", (ADDS, "cancel()", False)),
    _c("use", "with a reason", "use `secrets.token_hex`, because `random` is not safe for tokens",
       (ADDS, "secrets.token_hex", False)),
    _c("use", "a correction", "no - use `t.Setenv`, it restores the variable afterwards",
       (ADDS, "t.Setenv", False)),
    _c("use", "a correction", "nope, use `json.Unmarshal` here", (ADDS, "json.Unmarshal", False)),
    _c("use", "a kind of thing must", "every new endpoint must use `requireAuth`",
       (ADDS, "requireAuth", True)),
    _c("use", "a kind of thing should", "tests should use `t.Parallel()`",
       (ADDS, "t.Parallel()", True)),
    _c("use", "passive", "`secrets.compare_digest` should always be used for tokens",
       (ADDS, "secrets.compare_digest", True)),
    _c("use", "in a longer message",
       "Thanks, that looks right. For the config loader, use `viper` instead of parsing by "
       "hand. I'll review it after lunch.", (ADDS, "viper", False)),
    # -- code the change must not use --------------------------------------------------------------
    _c("avoid", "don't", "don't use `eval`", (AVOIDS, "eval", False)),
    _c("avoid", "do not", "do not use `any` in the types", (AVOIDS, "any", False)),
    _c("avoid", "never", "never use `var`", (AVOIDS, "var", True)),
    _c("avoid", "never call", "never call `os.Exit` outside main", (AVOIDS, "os.Exit", True)),
    _c("avoid", "avoid", "avoid `reflect` in hot paths", (AVOIDS, "reflect", False)),
    _c("avoid", "please avoid", "please avoid `setTimeout` in these tests",
       (AVOIDS, "setTimeout", False)),
    _c("avoid", "stop", "stop using `print` for debugging", (AVOIDS, "print", True)),
    _c("avoid", "let's not", "let's not use `mock.patch` for this",
       (AVOIDS, "mock.patch", False)),
    _c("avoid", "no more", "no more `time.sleep` in the tests", (AVOIDS, "time.sleep", True)),
    _c("avoid", "no X", "no `unwrap()` in library code", (AVOIDS, "unwrap()", False)),
    _c("avoid", "is banned", "`eval` is banned", (AVOIDS, "eval", True)),
    _c("avoid", "is forbidden here", "`TODO` comments are forbidden here",
       (AVOIDS, "TODO", True)),
    _c("avoid", "is not allowed", "`dangerouslySetInnerHTML` is not allowed in this codebase",
       (AVOIDS, "dangerouslySetInnerHTML", True)),
    _c("avoid", "we don't use", "we don't use `lodash`", (AVOIDS, "lodash", True)),
    _c("avoid", "we never", "we never use `unsafe`", (AVOIDS, "unsafe", True)),
    _c("avoid", "you shouldn't", "you shouldn't use `innerHTML` there",
       (AVOIDS, "innerHTML", False)),
    _c("avoid", "you must not", "you must not use `unwrap()` on user input",
       (AVOIDS, "unwrap()", False)),
    _c("avoid", "passive never", "`assert` should never be used for validation",
       (AVOIDS, "assert", True)),
    _c("avoid", "passive not", "`gets()` must not be used", (AVOIDS, "gets()", False)),
    _c("avoid", "I'd rather not", "I'd rather you didn't use `reflect.DeepEqual`",
       (AVOIDS, "reflect.DeepEqual", False)),
    _c("avoid", "with a reason", "don't use `pickle`, because it can run arbitrary code",
       (AVOIDS, "pickle", False)),
    _c("avoid", "a correction", "no, don't use `sleep` there, wait for the event",
       (AVOIDS, "sleep", False)),
    _c("avoid", "in a longer message",
       "Looks good overall. One more thing: don't add `print()` calls to the library. "
       "Thanks!", (AVOIDS, "print()", False)),
    # -- code the change must keep -----------------------------------------------------------------
    _c("keep", "keep", "keep the `--verbose` flag", (KEEPS, "--verbose", False)),
    _c("keep", "don't remove", "don't remove `retry_count`", (KEEPS, "retry_count", False)),
    _c("keep", "do not delete", "please do not delete `LegacyAdapter`, other services use it",
       (KEEPS, "LegacyAdapter", False)),
    _c("keep", "leave in place", "leave `old_api()` in place", (KEEPS, "old_api()", False)),
    _c("keep", "a correction", "no, keep `OrderedDict` there", (KEEPS, "OrderedDict", False)),
    _c("keep", "passive", "`compat_shim` must not be removed", (KEEPS, "compat_shim", False)),
    # -- commands to run -------------------------------------------------------------------------
    _c("run", "before you say done", "run `make lint` before you say done",
       (RUNS, "make lint", False)),
    _c("run", "before first", "before you say done, run `go vet ./...`",
       (RUNS, "go vet ./...", False)),
    _c("run", "before finishing first", "before finishing, run `npm test`",
       (RUNS, "npm test", False)),
    _c("run", "always", "always run `cargo fmt` before committing", (RUNS, "cargo fmt", True)),
    _c("run", "make sure it passes", "make sure `cargo clippy` passes before you finish",
       (RUNS, "cargo clippy", False)),
    _c("run", "make sure the checks pass", "make sure the tests pass before you hand it back",
       (RUNS, "the tests", False)),
    _c("run", "we run", "we run `tox -e lint` before every push", (RUNS, "tox -e lint", True)),
    _c("run", "not done until", "don't say it's done until `make test` passes",
       (RUNS, "make test", False)),
    _c("run", "don't call it done until", "don't tell me it works until you've run `pytest`",
       (RUNS, "pytest", False)),
    _c("run", "you should", "you should run `ruff check` after each change",
       (RUNS, "ruff check", True)),
    _c("run", "with a reason", "run `make fmt` first, because CI rejects unformatted code",
       (RUNS, "make fmt", False)),
    _c("run", "a correction", "no - run `pytest -x` instead", (RUNS, "pytest -x", False)),
    _c("run", "in a longer message",
       "Nice work. Before you call it done, run `npm run typecheck`. I'll review after.",
       (RUNS, "npm run typecheck", False)),
    # -- commands not to run -----------------------------------------------------------------------
    _c("not run", "don't", "don't push yet", (NOT_RUN, "git push", False)),
    _c("not run", "do not run", "do not run `npm install`", (NOT_RUN, "npm install", False)),
    _c("not run", "never run", "never run `terraform apply`", (NOT_RUN, "terraform apply", True)),
    _c("not run", "stop running", "stop running `docker compose down`",
       (NOT_RUN, "docker compose down", False)),
    _c("not run", "don't commit until", "please don't commit until I've reviewed it",
       (NOT_RUN, "git commit", False)),
    _c("not run", "we never push to", "we never push directly to `main`",
       (NOT_RUN, "git push … main", True)),
    _c("not run", "never a command", "never `git push --force`",
       (NOT_RUN, "git push --force", True)),
    _c("not run", "is banned", "`git push --force` is banned here",
       (NOT_RUN, "git push --force", True)),
    # -- files to leave alone ----------------------------------------------------------------------
    _c("files", "don't touch", "don't touch `vendor/`", (FILES, "vendor/", False)),
    _c("files", "leave alone", "leave `migrations/` alone", (FILES, "migrations/", False)),
    _c("files", "never modify", "never modify files under `testdata/`",
       (FILES, "testdata/", True)),
    _c("files", "please don't change", "please don't change `package-lock.json`",
       (FILES, "package-lock.json", False)),
    _c("files", "you shouldn't", "you shouldn't edit anything in `internal/legacy/`",
       (FILES, "internal/legacy/", False)),
    _c("files", "keep out of", "stay out of `third_party/`", (FILES, "third_party/", False)),
    # -- the one tool of its kind the agent runs ---------------------------------------------------
    _c("runs", "X, not Y", "use pnpm, not npm", (RUNS, "pnpm", True), (NOT_RUN, "npm", True)),
    _c("runs", "prefer over", "prefer poetry over pip",
       (RUNS, "poetry", True), (NOT_RUN, "pip", True)),
    _c("runs", "we use", "we use yarn", (RUNS, "yarn", True)),
    # -- words the answer says ---------------------------------------------------------------------
    _c("words", "don't mention", "don't mention Jira in the summary", (NOT_SAY, "jira", False)),
    # -- the form of the answer or the commit ------------------------------------------------------
    _c("form", "subject length", "keep the commit subject under 50 characters",
       ("max_line_chars", "50", False)),
    _c("form", "always subject length", "always keep commit subjects under 72 characters",
       ("max_line_chars", "72", True)),
    _c("form", "conventional", "commit messages should follow conventional commits",
       ("regex", "conventional", False)),
    _c("form", "word limit", "answer in under 100 words", ("max_words", "100", False)),
    _c("form", "bullets", "give me the summary as bullet points", ("format", "bullets", False)),
    _c("form", "json", "reply in JSON", ("format", "json", False)),
    _c("form", "commits", "split this into two commits", ("commits", "2", False)),
    _c("form", "section", "include a Testing section in the PR description",
       ("required_sections", "Testing", False)),
    # -- naming ------------------------------------------------------------------------------------
    _c("naming", "rename", "rename `getUser` to `fetchUser`", (ADDS, "fetchUser", False)),
    _c("naming", "name it", "name it `RetryPolicy`", (ADDS, "RetryPolicy", False)),
    _c("naming", "let's call it", "let's call it `Snapshot`", (ADDS, "Snapshot", False)),
    _c("naming", "should be called", "the new function should be called `load_config`",
       (ADDS, "load_config", False)),
    _c("naming", "should be named", "the flag should be named `--dry-run`, not `--dryrun`",
       (ADDS, "--dry-run", True), (AVOIDS, "--dryrun", True)),
    _c("naming", "spelling", "we spell it `colour` in the UI, not `color`",
       (ADDS, "colour", True), (AVOIDS, "color", True)),
    _c("naming", "start with", "test names should start with `Test`", (ADDS, "Test", True)),
    _c("naming", "a letter case corrected", "it's `PostgreSQL`, not `Postgresql`",
       (ADDS, "PostgreSQL", True), (AVOIDS, "Postgresql", True)),
    # -- deprecations ----------------------------------------------------------------------------
    _c("deprecation", "deprecated, use", "`ioutil` is deprecated, use `os` instead",
       (ADDS, "os", True), (AVOIDS, "ioutil", True)),
    _c("deprecation", "deprecated alone", "`componentWillMount` is deprecated",
       (AVOIDS, "componentWillMount", True)),
    _c("deprecation", "in favour of", "`request` has been deprecated in favour of `fetch`",
       (ADDS, "fetch", True), (AVOIDS, "request", True)),
    _c("deprecation", "obsolete, prefer", "`optparse` is obsolete, prefer `argparse`",
       (ADDS, "argparse", True), (AVOIDS, "optparse", True)),
    _c("deprecation", "anymore", "don't use `moment` anymore, it's deprecated",
       (AVOIDS, "moment", True)),
    _c("deprecation", "replaced by", "`OldClient` has been replaced by `Client`",
       (ADDS, "Client", True), (AVOIDS, "OldClient", True)),
    _c("deprecation", "no longer maintained",
       "`pkg/errors` is no longer maintained, use `errors` from the standard library",
       (ADDS, "errors", True), (AVOIDS, "pkg/errors", True)),
    _c("deprecation", "legacy", "`var` is legacy, use `let`",
       (ADDS, "let", True), (AVOIDS, "var", True)),
    _c("deprecation", "use Y, X is deprecated",
       "use `os.ReadFile`, `ioutil.ReadFile` is deprecated",
       (ADDS, "os.ReadFile", True), (AVOIDS, "ioutil.ReadFile", True)),
    _c("deprecation", "removed in favour of", "`OldClient` was removed in favour of `Client`",
       (ADDS, "Client", True), (AVOIDS, "OldClient", True)),
    # -- assertion style ---------------------------------------------------------------------------
    _c("assertions", "assert with", "assert with `require`, not `assert`",
       (ADDS, "require", True), (AVOIDS, "assert", True)),
    _c("assertions", "instead of", "use `require.NoError` instead of `assert.NoError`",
       (ADDS, "require.NoError", True), (AVOIDS, "assert.NoError", True)),
    _c("assertions", "check with", "check errors with `errors.Is`", (ADDS, "errors.Is", False)),
    _c("assertions", "compare with, not", "compare structs with `cmp.Diff`, not "
       "`reflect.DeepEqual`", (ADDS, "cmp.Diff", True), (AVOIDS, "reflect.DeepEqual", True)),
    _c("assertions", "tests should", "tests should use `t.Run` for each case",
       (ADDS, "t.Run", True)),
    _c("assertions", "in tests", "in tests, use `assert.Equal` for comparisons",
       (ADDS, "assert.Equal", True)),
    _c("assertions", "assertions should", "assertions should use `assert.ErrorIs`",
       (ADDS, "assert.ErrorIs", True)),
)


# Words that state no rule, whatever rule words they hold: (form, words).
NOT_RULES: tuple[tuple[str, str], ...] = (
    # Questions.
    ("question", "should we use `httpx` here?"),
    ("question", "do we have a helper for `retry` already?"),
    ("question", "is `ruff` configured in this repo?"),
    ("question", "why are we using `moment` at all?"),
    ("question", "what does `--force-with-lease` do?"),
    ("question", "does the linter allow `any`?"),
    ("question", "any reason not to use `dataclasses` here?"),
    ("question", "would `pathlib` be cleaner?"),
    ("question", "shouldn't we always run `make lint` first?"),
    ("question", "have you run `go vet`?"),
    # Musings.
    ("musing", "maybe `httpx` would be nicer"),
    ("musing", "I think `sqlc` might be overkill"),
    ("musing", "perhaps we should use `zod` at some point"),
    ("musing", "I'm wondering if `asyncio` is worth it"),
    ("musing", "not sure we need `redis` at all"),
    ("musing", "it would be nice to never need `sudo` for this"),
    # Descriptions of how things are.
    ("description", "`Client` doesn't use `context` anywhere"),
    ("description", "the function lacks a `defer` for the lock"),
    ("description", "this module still uses `os.path`"),
    ("description", "the tests never call `t.Parallel()`"),
    ("description", "our CI runs `make lint` on every push"),
    ("description", "the old code used `eval` for this"),
    ("description", "there's no `__init__.py` in that folder"),
    ("description", "it's a bug in `parse()`, not in `lex()`"),
    ("description", "the error comes from `loader.go`, not `main.go`"),
    ("description", "`main` is protected, so direct pushes fail"),
    ("description", "the handler doesn't remove `tmp/` after the upload"),
    ("description", "the loop uses `append` instead of preallocating"),
    ("description", "it returns `nil` instead of an error"),
    ("description", "`requests` is used everywhere in the client"),
    ("description", "pushing with `--force` is forbidden by the server"),
    ("description", "the `v1` endpoint was deprecated last year but clients still call it"),
    ("description", "I know `moment` is deprecated, but it's what the app uses"),
    ("description", "`close()` should be called from `main`"),
    ("description", "this should be named better"),
    ("description", "CI fails unless `make lint` passes"),
    ("description", "before merging, the reviewer runs `make e2e`"),
    ("description", "make sure `pytest` is installed"),
    ("description", "no, I meant the `staging` config, not `prod`"),
    # Reasons.
    ("reason", "I changed it to avoid `KeyError` on missing keys"),
    ("reason", "we did it this way so that `fsync` runs once"),
    ("reason", "that's there because `requests` never times out by default"),
    # Reported speech.
    ("reported", "the reviewer said never use `eval`"),
    ("reported", "CI says: don't use `any`"),
    ("reported", "my teammate thinks we should always use `tabs`"),
    ("reported", "the docs say to use `--frozen-lockfile`"),
    ("reported", "according to the linter, `fmt.Sprintf` should not be used here"),
    ("reported", "Copilot suggested replacing `map` with `forEach`"),
    ("reported", "someone on the team said we never commit to `main` directly"),
    ("reported", "the README says: always run `make setup` first"),
    # Pastes.
    ("paste", "getting this:\n```\nerror: do not use `unwrap()` on a Result\n```"),
    ("paste", "npm ERR! don't run `npm` as root"),
    ("paste", "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n"
              "ValueError: never use `None` as a key"),
    ("paste", "src/x.py:3:1: E731 do not assign a `lambda` expression, use a `def`"),
    ("paste", "```python\n# always use UTC\nnow = datetime.now(UTC)\n```"),
    ("paste", "> Please avoid `global` state in new modules.\n\nthoughts?"),
    # Idioms.
    ("idiom", "never mind, it works now"),
    ("idiom", "no worries, I'll do it myself"),
    ("idiom", "not at all, that's fine"),
    ("idiom", "don't worry about `mypy` for now"),
    ("idiom", "no problem, `go vet` can wait"),
    ("idiom", "no rush on the `--json` flag"),
    ("idiom", "never thought `sed` could do that"),
    ("idiom", "no kidding, `sed` did it"),
    ("idiom", "no way `grep` is that slow"),
    ("idiom", "not now, `make release` can wait"),
    ("narration", "never used `poetry` before, how does it work?"),
    ("narration", "we never used `nix` here"),
    # Hypotheticals.
    ("hypothetical", "if we never use `global` there, the test would pass"),
    ("hypothetical", "if you use `--no-verify` the hook is skipped"),
    ("hypothetical", "what if we used `msgpack` instead of `json`?"),
    ("hypothetical", "in case we switch to `pnpm`, the lockfile changes"),
    ("hypothetical", "unless we use `uv`, the install takes minutes"),
    # Narration.
    ("narration", "I used `pdb` to find it, works now"),
    ("narration", "we moved `utils.py` into `core/` yesterday"),
    ("narration", "I ran `make lint` and it passed"),
    ("narration", "yesterday we switched the client to `httpx` and everything broke"),
    ("narration", "you replaced `map` with a loop, which is slower"),
    ("narration", "the agent added `time.sleep(5)` to the test"),
    ("narration", "last time you pushed to `main` without asking"),
    ("narration", "you removed `retry_count`"),
    ("narration", "I left `old_api()` in place for now"),
    ("narration", "I left `vendor/` alone"),
    ("question", "why did you remove `retry_count`?"),
    ("question", "should I run `make lint` before committing?"),
    ("idiom", "leave it as is"),
    ("idiom", "let's not worry about `mypy`"),
)

# More wordings of the same kinds, with other terms: written before the reader was changed for
# them, to measure how far the grammar reaches beyond the cases above.
MORE_RULES: tuple[Case, ...] = (
    _c("use", "please go with", "please go with `msgspec` for the decoding",
       (ADDS, "msgspec", False)),
    _c("use", "you need to", "you need to use `context.WithTimeout` for outbound calls",
       (ADDS, "context.WithTimeout", False)),
    _c("use", "always prefer to", "always prefer `const` to `let`",
       (ADDS, "const", True), (AVOIDS, "let", True)),
    _c("use", "from here on", "from here on, stick with `pnpm`", (RUNS, "pnpm", True)),
    _c("use", "we generally", "we generally use `attrs` for value objects", (ADDS, "attrs", True)),
    _c("use", "X over Y, please", "`httpx` over `requests`, please",
       (ADDS, "httpx", True), (AVOIDS, "requests", True)),
    _c("use", "instead of a built-in", "Use `Decimal` instead of `float` for money.",
       (ADDS, "Decimal", True)),
    _c("use", "could you", "could you use `sync.WaitGroup` here", (ADDS, "sync.WaitGroup", False)),
    _c("use", "switch X to Y", "ok now switch the parser to `lark`", (ADDS, "lark", False)),
    _c("use", "make sure to", "make sure to use `ctx.Done()` in the loop",
       (ADDS, "ctx.Done()", False)),
    _c("use", "remember:", "remember: we use `black` with a line length of 100",
       (RUNS, "black", True)),
    _c("use", "I want you to", "I want you to use `asyncio.TaskGroup`",
       (ADDS, "asyncio.TaskGroup", False)),
    _c("use", "new code should", "new code should use `pathlib`", (ADDS, "pathlib", True)),
    _c("use", "all new modules must", "all new modules must start with "
       "`from __future__ import annotations`",
       (ADDS, "from __future__ import annotations", True)),
    _c("avoid", "we avoid", "we avoid `panic` outside of `main`", (AVOIDS, "panic", True)),
    _c("avoid", "do not ever", "do not ever use `Thread.sleep` in tests",
       (AVOIDS, "Thread.sleep", True)),
    _c("avoid", "no X please", "no `var` declarations please", (AVOIDS, "var", False)),
    _c("avoid", "is not allowed", "`any` is not allowed", (AVOIDS, "any", True)),
    _c("avoid", "should be avoided", "`eval()` should be avoided", (AVOIDS, "eval()", False)),
    _c("avoid", "I don't want", "I don't want any `print` statements in there",
       (AVOIDS, "print", False)),
    _c("avoid", "refrain from", "please refrain from using `global`", (AVOIDS, "global", False)),
    _c("keep", "keep around", "keep the `legacy` alias around", (KEEPS, "legacy", False)),
    _c("keep", "do not drop", "do not drop the `user_id` column", (KEEPS, "user_id", False)),
    _c("keep", "don't get rid of", "don't get rid of `retry()`", (KEEPS, "retry()", False)),
    _c("run", "after you change, run", "after you change anything, run `go test ./...`",
       (RUNS, "go test ./...", False)),
    _c("run", "once you're done", "please run `make check` once you're done",
       (RUNS, "make check", False)),
    _c("run", "before handing back", "run the type checker before handing it back",
       (RUNS, "the type checker", False)),
    _c("run", "you need to", "you need to run `npm run lint` before pushing",
       (RUNS, "npm run lint", False)),
    _c("run", "don't finish without", "don't finish without running the tests",
       (RUNS, "the tests", False)),
    _c("run", "ensure passes", "ensure `mypy` passes before committing", (RUNS, "mypy", False)),
    _c("run", "we always run", "we always run `pre-commit` before pushing",
       (RUNS, "pre-commit", True)),
    _c("run", "make sure to run", "make sure to run `go vet`", (RUNS, "go vet", False)),
    _c("run", "never skip", "never skip `make lint`", (RUNS, "make lint", True)),
    _c("run", "don't skip", "don't skip the tests", (RUNS, "the tests", False)),
    _c("not run", "don't run", "don't run `go mod tidy`", (NOT_RUN, "go mod tidy", False)),
    _c("not run", "please don't push", "please don't push anything",
       (NOT_RUN, "git push", False)),
    _c("not run", "avoid a command", "avoid `git rebase -i`", (NOT_RUN, "git rebase -i", False)),
    _c("files", "don't modify anything in", "don't modify anything in `docs/`",
       (FILES, "docs/", False)),
    _c("files", "is off-limits", "`generated/` is off-limits", (FILES, "generated/", True)),
    _c("files", "leave as they are", "leave the files under `fixtures/` as they are",
       (FILES, "fixtures/", False)),
    _c("files", "keep away from", "please keep away from `infra/`", (FILES, "infra/", False)),
    _c("files", "never commit a file", "never commit `.env` files", (FILES, ".env", True)),
    _c("runs", "I prefer", "I prefer poetry", (RUNS, "poetry", True)),
    _c("runs", "instead of", "use uv instead of pip", (RUNS, "uv", True), (NOT_RUN, "pip", True)),
    _c("form", "short, under N words", "keep the PR description short, under 200 words",
       ("max_words", "200", False)),
    _c("form", "titles under N chars", "commit titles must be under 60 chars",
       ("max_line_chars", "60", False)),
    _c("form", "numbered", "format the answer as a numbered list", ("format", "numbered", False)),
    _c("form", "separate commits", "please make two separate commits", ("commits", "2", False)),
    _c("form", "from now on conventional", "from now on, use conventional commits",
       ("regex", "conventional", True)),
    _c("naming", "call the helper", "call the helper `must_env`", (ADDS, "must_env", False)),
    _c("naming", "name the type", "name the new type `SessionID`", (ADDS, "SessionID", False)),
    _c("naming", "rename the variable", "rename the `cfg` variable to `config`",
       (ADDS, "config", False)),
    _c("deprecation", "discouraged", "`React.FC` is discouraged, type the props directly",
       (AVOIDS, "React.FC", True)),
    _c("deprecation", "an old alias", "`assertEquals` is an old alias, use `assertEqual`",
       (ADDS, "assertEqual", True), (AVOIDS, "assertEquals", True)),
    _c("deprecation", "is gone", "`distutils` is gone since 3.12, use `setuptools`",
       (ADDS, "setuptools", True), (AVOIDS, "distutils", True)),
    _c("assertions", "for float comparisons", "use `pytest.approx` for float comparisons",
       (ADDS, "pytest.approx", False)),
    _c("assertions", "assert errors with", "assert errors with `require.ErrorIs`",
       (ADDS, "require.ErrorIs", False)),
    _c("assertions", "always X rather than Y", "always use `t.Fatalf` rather than `panic` in tests",
       (ADDS, "t.Fatalf", True), (AVOIDS, "panic", True)),
    _c("assertions", "instead of a phrase", "check the error with `errors.Is` instead of "
       "comparing strings", (ADDS, "errors.Is", False)),
)

MORE_NOT_RULES: tuple[tuple[str, str], ...] = (
    ("description", "the test should be called with a fake clock"),
    ("description", "it should be named something shorter"),
    ("description", "the docs must be kept in sync"),
    ("description", "we always forget `go generate`"),
    ("description", "we always had flaky tests in `store_test.go`"),
    ("description", "you always use `var` everywhere, it's annoying"),
    ("description", "`pkg/errors` is no longer maintained upstream, but we still depend on it"),
    ("description", "I noticed `lodash` is deprecated in our stack"),
    ("narration", "the `--force` flag was removed in favour of `--yes` and now scripts break"),
    ("narration", "you removed `retry_count`, don't do that again"),
    ("question", "did you make sure `pytest` passes before pushing?"),
    ("question", "`ioutil` is deprecated, right?"),
    ("question", "why would you never use `const`?"),
    ("reported", "they said `moment` is deprecated"),
    ("idiom", "keep in mind that `npm ci` is slow"),
    ("idiom", "I'd rather not say"),
    ("idiom", "let's not do that"),
    ("no checkable term", "don't say it's done until you're sure"),
    ("no checkable term", "it's not done until QA signs off"),
    ("no checkable term", "leave it in place for now"),
    ("no checkable term", "I'd rather you explain first"),
    ("no checkable term", "don't remove anything yet"),
    ("no checkable term", "use table-driven tests"),
    ("no checkable term", "keep functions small"),
    ("no checkable term", "follow the existing style"),
    ("hypothetical", "if it fails, don't push"),
    ("phrasal verb", "skip over the boring parts and show me the diff"),
    ("phrasal verb", "let's move over to the settings page next"),
    ("phrasal verb", "rolling over the logs daily is enough"),
)


# Longer messages and the shapes that misled the reader on other people's histories: someone
# else's pull request, a document's caveat, what a script or a test is built to do, a pair
# against a pair, what code lacks, idioms, pastes, the agent's words quoted, a reviewer's reason.
LONGER_RULES: tuple[Case, ...] = (
    _c("mixed", "three asks in a message",
       "Thanks, this is close. A few things: use `errors.Join` for the combined error, and "
       "don't add new `panic` calls. Also, we always run `go vet ./...` before committing.",
       (ADDS, "errors.Join", False), (AVOIDS, "panic", False), (RUNS, "go vet ./...", True)),
    _c("mixed", "keep with a reason", "The output looks right now. Please keep `--json` as it "
       "is, other tools parse it.", (KEEPS, "--json", False)),
    _c("mixed", "going forward, with", "Good catch on the leak. Going forward, close every "
       "response body with `defer resp.Body.Close()`.",
       (ADDS, "defer resp.Body.Close()", True)),
    _c("mixed", "a rule and a task", "no wait. we don't use `unittest` here, write it with "
       "`pytest` like the rest of the suite",
       (ADDS, "pytest", False), (AVOIDS, "unittest", True)),
    _c("mixed", "a reason with since", "use `time.monotonic()` for durations since wall clock "
       "time can jump", (ADDS, "time.monotonic()", False)),
    _c("mixed", "don't hardcode", "Don't hardcode `localhost:8080`, read it from `PORT`",
       (AVOIDS, "localhost:8080", False)),
    # A tool named as the means of a check is a command to run, not code to add.
    _c("run", "check it with a tool", "check it with `mypy` before you push",
       (RUNS, "mypy", False)),
    _c("run", "test it with a runner", "test it with `pytest`", (RUNS, "pytest", False)),
    _c("assertions", "a name in code that opens like a tool", "assert with `pytest.raises`",
       (ADDS, "pytest.raises", False)),
    # What is not to be logged is kept out of the log calls the change adds.
    _c("avoid", "never log, in plain text", "never log `password` in plain text",
       (AVOIDS, "password", True)),
    _c("avoid", "avoid logging", "avoid logging the raw `req.Body`", (AVOIDS, "req.Body", False)),
    # "don't commit X yet" is about when to commit, "never commit X" about what goes in.
    _c("not run", "don't commit a file yet", "don't commit `main.go` yet",
       (NOT_RUN, "git commit", False)),
)

LONGER_NOT_RULES: tuple[tuple[str, str], ...] = (
    ("someone else's PR", "in their PR they use `gorilla/mux` instead of `chi`"),
    ("someone else's PR", "the upstream PR drops `python 3.8` and adds `tomllib`"),
    ("someone else's PR", "Alice's branch never calls `flush()` before closing"),
    ("a document's caveat", "the migration guide notes that `--legacy` is deprecated"),
    ("a document's caveat", "per the docs, `asyncio.get_event_loop()` is deprecated in 3.12"),
    ("what a script does", "this script should never touch `prod`"),
    ("what a script does", "the deploy job must run `migrate` before `serve`"),
    ("how a test is built", "the test is designed so it never calls `time.Now()` directly"),
    ("how a test is built", "that test checks that we don't use `os.Exit` in handlers"),
    ("a pair against a pair", "the flags are `--in`/`--out`, not `-i`/`-o`"),
    ("what code lacks", "`Server.Close` lacks a call to `wg.Wait()`"),
    ("what code lacks", "the retry loop is missing `ctx.Err()` checks"),
    ("what code lacks", "nothing in `cmd/` uses `slog` yet"),
    ("idiom", "no offense, but `make` is the wrong tool here?"),
    ("idiom", "never say never, but `cgo` is a pain"),
    ("idiom", "not bad, `ruff` caught it"),
    ("idiom", "don't get me wrong, `pytest` is great"),
    ("paste", "FAIL: TestParse (0.00s)\n    parse_test.go:12: don't use `nil` map"),
    ("paste", "ruff check .\nE501 Line too long\nF401 `os` imported but unused"),
    ("paste", "golangci-lint says:\nerrcheck: Error return value of `f.Close` is not checked"),
    ("paste", "warning: use of deprecated function `strcpy`; use `strlcpy` instead"),
    ("the agent's words", "you wrote \"I'll always use `sync.Mutex` here\" but that's not what "
                          "happened"),
    ("the agent's words", "> I recommend never using `eval` in this module\nok, makes sense"),
    ("a reviewer's reason", "Reviewer comment: `parse()` should not panic because callers "
                            "can't recover. Please address."),
    ("narration", "I tried `uv` instead of `pip` and it was faster"),
    ("narration", "we used to use `nose`, now it's `pytest`"),
    ("narration", "the previous dev replaced `requests` with `httpx` last month"),
    ("narration", "it turns out `black` never touches string quotes with that flag"),
    ("question", "wouldn't it be simpler to use `dataclasses` instead of `attrs`?"),
    ("question", "is it ok to use `any` here or should we avoid it?"),
    ("question", "can `ruff` replace `black` in this repo?"),
    ("description", "this function should return `None` instead of raising"),
    ("description", "the endpoint must not return `500` for bad input"),
    ("description", "`make test` passes locally but fails on CI"),
    ("description", "tests pass with `-race` but not without it"),
    ("description", "it's `ENOENT`, not `EACCES`, that we get"),
    ("musing", "honestly `pnpm` over `npm` would be nice some day"),
    ("paste", "Sentry shows: never received `ack` from worker"),
    ("hypothetical", "unless you need it, don't import `numpy`"),
    ("no checkable term", "always pin versions in `requirements.txt`, we got burned by a bad "
                          "release"),
    ("phrasal verb", "we always run into `ENOSPC` on CI"),
    ("phrasal verb", "don't run out of `inotify` watches again"),
    ("a checkout", "switch the branch to `develop`"),
    ("how, not that", "the `--force` flag should be used carefully"),
    ("how, not that", "`sudo` should only be used in the setup script"),
    ("a tool that is not code", "format the code with `gofmt`"),
    # A practice or a quality named by a plain word is no word for a check to look for.
    ("a practice, not a thing", "use caution with the migration"),
    ("a practice, not a thing", "use recursion"),
    ("a practice, not a thing", "prefer composition over inheritance"),
    ("a practice, not a thing", "avoid nesting"),
    ("a practice, not a thing", "don't use abbreviations"),
    ("a practice, not a thing", "use plain language"),
    ("a practice, not a thing", "avoid jargon"),
    # A plain word after a bare "use" that is no tool by name: a format, a mode, a manner.
    ("a format, not a tool", "use markdown"),
    ("a format, not a tool", "use a table"),
    ("a function word", "use whatever works"),
    ("a kind of thing in the plural", "prefer tabs"),
    # The short forms of kinds of things: no added line shows a dependency by the word "deps".
    ("a kind of thing, typed short", "no deps please"),
    ("a kind of thing, typed short", "don't add any new libs for this"),
    ("a kind of thing, typed short", "no extra args"),
    # What the product prints or what happened, in words about the form.
    ("description", "we print the summary as bullet points in the CLI"),
    ("description", "the API returns JSON"),
    ("narration", "we got 5 commits instead of 2"),
    ("a part of the answer", "no preamble"),
    # What is missing, said of where or with what happened: no polarity to reverse.
    ("what code lacks", "without `ctx`, the call blocks forever"),
    ("what code lacks", "Without a lock, two workers can write at once"),
    ("what code lacks", "without `--no-cache` the image is stale"),
    ("what code lacks", "no `await` on `save()`"),
    ("what code lacks", "no `ctx` passed to `Query`"),
    ("what code lacks", "there's no `timeout` on the client"),
    ("what code lacks", "missing `await` before `fetch()`"),
    ("what code lacks", "you forgot `cancel()` again"),
    # How or when to log a term, not that it stays out of logs.
    ("how to log", "don't log `err` twice"),
    ("how to log", "don't log `err` at info level"),
    ("how to log", "don't log `err` and return it"),
    # A dotfile is a file: one to look at, or one to keep out of the change.
    ("a file to look at", "use .nvmrc"),
    ("a file to keep out", "keep .env out of git"),
)

def _id(case: Case) -> str:
    return f"{case.check}: {case.form}: {case.words[:50]}"


@pytest.mark.parametrize("case", RULES + MORE_RULES + LONGER_RULES, ids=_id)
def test_a_rule_gives_the_judge_of_its_kind_however_it_is_worded(case: Case) -> None:
    assert judged(case.words) == set(case.expected)


@pytest.mark.parametrize(("form", "words"), NOT_RULES + MORE_NOT_RULES + LONGER_NOT_RULES,
                         ids=lambda v: str(v)[:50])
def test_words_that_state_no_rule_give_nothing(form: str, words: str) -> None:
    for followup in (False, True):
        assert derive([Quote(words, HERE, followup=followup)]) == [], form



# The agent's message and the person's answer to it: (reply, words, judges).
EXCHANGES: tuple[tuple[str, str, Judged], ...] = (
    ("These tests share no state. Want me to add `t.Parallel()` to them?",
     "yes please, we always want that", {(ADDS, "t.Parallel()", True)}),
    ("These tests share no state. Want me to add `t.Parallel()` to them?",
     "no thanks, we don't use `t.Parallel()` in this repo", {(AVOIDS, "t.Parallel()", True)}),
    ("Should I also add a `--verbose` flag?", "yep", {(ADDS, "--verbose", False)}),
    ("Would you like me to replace `print` with `logging`?", "yes, always",
     {(ADDS, "logging", True)}),
    ("Should I swap `requests` for `httpx` in the client?", "no, keep `requests`",
     {(KEEPS, "requests", False)}),
    # A plan, then a question whether it is all right.
    ("I'll use `httpx` for the client. OK?", "ok", {(ADDS, "httpx", False)}),
    ("I'm going to wrap the errors with `fmt.Errorf`. Sound good?", "sounds good",
     {(ADDS, "fmt.Errorf", False)}),
    ("I could switch the tests to `tmp_path`. Want me to do that?",
     "yes do that, and from now on always use it", {(ADDS, "tmp_path", True)}),
    ("I'd recommend `zod` for validation.", "agreed, use that everywhere",
     {(ADDS, "zod", True)}),
    # A recommendation worded as the best fix, a heading or what the agent would do.
    ("The cleanest fix would be to use `sync.Once` for the init.", "yes",
     {(ADDS, "sync.Once", False)}),
    ("Recommendation: switch the client to `httpx`.", "yes please", {(ADDS, "httpx", False)}),
    ("I'd go with `slices.SortFunc` here.", "sounds good", {(ADDS, "slices.SortFunc", False)}),
    ("I'd use `t.TempDir()` for these fixtures.", "do it", {(ADDS, "t.TempDir()", False)}),
    # Asking whether a result, not a plan, is all right agrees to nothing.
    ("All 40 tests pass now. OK?", "ok", set()),
    ("I used `httpx` here. Does that work?", "yes", set()),
    ("Done. The fix was to use `errors.Is` for the comparison.", "ok", set()),
)


@pytest.mark.parametrize(("reply", "words", "expected"), EXCHANGES,
                         ids=lambda v: str(v)[:40] if isinstance(v, str) else "")
def test_an_answer_to_the_agent_takes_its_terms_from_the_agents_message(
        reply: str, words: str, expected: Judged) -> None:
    assert judged(words, reply) == expected


# Plain wordings again, with other terms, written before the reader was changed for them.
PLAIN_RULES: tuple[tuple[str, Judged], ...] = (
    ("please stick to `fetch`, no `axios`", {(ADDS, "fetch", False), (AVOIDS, "axios", False)}),
    ("no `axios` please, stick to `fetch`", {(ADDS, "fetch", False), (AVOIDS, "axios", False)}),
    ("always go with `uuid4()` for ids", {(ADDS, "uuid4()", True)}),
    ("I'd like you to use `pydantic` models for the payloads", {(ADDS, "pydantic", False)}),
    ("we should use `sqlalchemy.text` for raw queries", {(ADDS, "sqlalchemy.text", False)}),
    ("we must never call `exit()` from library code", {(AVOIDS, "exit()", True)}),
    ("there's no need to run `npm ci` again", {(NOT_RUN, "npm ci", False)}),
    ("quit using `var`", {(AVOIDS, "var", True)}),
    ("stop calling `os.system`", {(AVOIDS, "os.system", True)}),
    ("don't bother with `mypy --strict`", set()),
    ("use `ruff` rather than `flake8` in this repo",
     {(RUNS, "ruff", True), (NOT_RUN, "flake8", True)}),
    ("`black` not `autopep8`", {(RUNS, "black", True), (NOT_RUN, "autopep8", True)}),
    ("For every new command, register it in `commands.go`", set()),
    ("run `go generate ./...` after changing the proto files",
     {(RUNS, "go generate ./...", False)}),
    ("remember to run `alembic upgrade head`", {(RUNS, "alembic upgrade head", False)}),
    ("before committing, always run `make fmt`", {(RUNS, "make fmt", True)}),
    ("never merge to `main` yourself", {(NOT_RUN, "git merge … main", True)}),
    ("do NOT push to `origin` until I say so", {(NOT_RUN, "git push … origin", False)}),
    ("don't edit anything in `vendor/`", {(FILES, "vendor/", False)}),
    ("leave `CHANGELOG.md` alone, I update it on release", {(FILES, "CHANGELOG.md", False)}),
    ("hands off `infra/terraform/`", {(FILES, "infra/terraform/", False)}),
    ("don't drop the `legacy_id` field, the importer still reads it",
     {(KEEPS, "legacy_id", False)}),
    ("keep `__all__` as it is", {(KEEPS, "__all__", False)}),
    ("`Optional[X]` is the old style, write `X | None`",
     {(ADDS, "X | None", True), (AVOIDS, "Optional[X]", True)}),
    ("`utcnow()` is deprecated - use `now(timezone.utc)`",
     {(ADDS, "now(timezone.utc)", True), (AVOIDS, "utcnow()", True)}),
    ("`yaml.load` is banned, use `yaml.safe_load`",
     {(ADDS, "yaml.safe_load", True), (AVOIDS, "yaml.load", True)}),
    ("the env var is spelled `DATABASE_URL`, not `DB_URL`",
     {(ADDS, "DATABASE_URL", True), (AVOIDS, "DB_URL", True)}),
    ("call them `UserRepo`, not `UserRepository`",
     {(ADDS, "UserRepo", True), (AVOIDS, "UserRepository", True)}),
    ("use `assert.Len` instead of `assert.Equal(len(...))`", {(ADDS, "assert.Len", True)}),
    ("in tests, prefer `t.Setenv` over `os.Setenv`",
     {(ADDS, "t.Setenv", True), (AVOIDS, "os.Setenv", True)}),
    ("compare errors using `errors.Is`, never `==`",
     {(ADDS, "errors.Is", True), (AVOIDS, "==", True)}),
    # A command line without quotes is the whole command, never its last flag alone.
    ("avoid git rebase -i", {(NOT_RUN, "git rebase -i", False)}),
    ("without `lodash` please", {(AVOIDS, "lodash", False)}),
    ("no `print` allowed", {(AVOIDS, "print", True)}),
    ("no `print` statements allowed in library code", {(AVOIDS, "print", True)}),
    ("git push --force is banned", {(NOT_RUN, "git push --force", True)}),
    ("never git push --force", {(NOT_RUN, "git push --force", True)}),
    ("don't use `git add -A`", {(NOT_RUN, "git add -A", False)}),
    ("make sure go vet passes before you finish", {(RUNS, "go vet", False)}),
    # A command line to use is a command to run, and the one it replaces one not to run.
    ("use `npm ci`, not `npm install`", {(RUNS, "npm ci", False), (NOT_RUN, "npm install", False)}),
    ("by default, use `uv run`", {(RUNS, "uv run", True)}),
    # Scope said of the whole project, or named as the team's convention.
    ("our convention is to use `pytest.mark.parametrize` for table tests",
     {(ADDS, "pytest.mark.parametrize", True)}),
    ("in our codebase we wrap errors with `fmt.Errorf`", {(ADDS, "fmt.Errorf", True)}),
    ("as a rule, use `slog` for logging", {(ADDS, "slog", True)}),
    ("whenever you touch the API, run `make openapi`", {(RUNS, "make openapi", True)}),
    ("for all new endpoints, use `requireAuth`", {(ADDS, "requireAuth", True)}),
    # Words that keep it to the task at hand.
    ("use `sync.Once` for this one", {(ADDS, "sync.Once", False)}),
    ("here, use `bytes.Buffer`", {(ADDS, "bytes.Buffer", False)}),
    ("always use `strings.Builder` in this function", {(ADDS, "strings.Builder", False)}),
    ("never call `close()` in `handler.go`", {(AVOIDS, "close()", False)}),
    # The form of the answer, asked for in other words.
    ("give me a bulleted list of the changes", {("format", "bullets", False)}),
    ("summarize in under 50 words", {("max_words", "50", False)}),
    ("respond in JSON only", {("format", "json", False)}),
    ("split it into 3 commits", {("commits", "3", False)}),
    ("the summary should be bullet points", {("format", "bullets", False)}),
    ("write the PR description with a Testing section",
     {("required_sections", "Testing", False)}),
    ("we write commit subjects under 50 characters", {("max_line_chars", "50", False)}),
    # The rule's reach said between the two sides of a contrast.
    ("use `httpx` from now on instead of `requests`",
     {("diff_adds", "httpx", True), ("diff_avoids", "requests", True)}),
    ("let's use `zod` going forward rather than `yup`",
     {("diff_adds", "zod", True), ("diff_avoids", "yup", True)}),
)

PLAIN_NOT_RULES: tuple[str, ...] = (
    "did we stop using `axios`?",
    "I see you used `var` everywhere",
    "the tests don't run `go vet`",
    "why does `black` reformat this?",
    "maybe we should run `go generate ./...` first",
    "`yaml.load` is what the old loader used",
    "CI runs `make fmt` and fails",
    "the linter complains: avoid `abc.ABC` subclasses",
    "someone pushed to `main` without review",
    "we never merged that branch",
    "no `axios` in the lockfile, weird",
    "it never ran `alembic upgrade head`, so the table is missing",
    "no, that's not it",
    "nope, still failing",
    "no, the other one",
    "don't know why `ruff` is slow",
    "never seen `assert.Len` before",
    "stop, that's enough",
    "keep going",
    "keep it up",
    "leave it",
    "we should talk about `pydantic` at some point",
    "`fetch` is not defined in node 16",
    "there's no `__all__` in that module",
)


# Whole messages that describe, explain, narrate or report, with code terms and rule words in them.
MESSAGES_WITHOUT_RULES: tuple[str, ...] = (
    "The import job crashes on large files. It looks like `json.load` reads the whole thing into "
    "memory. Can you make it stream?",
    "I just noticed the CLI prints a stack trace when `--config` points to a missing file. It "
    "should print a clear error instead.",
    "So the flow is: the user runs `app sync`, we fetch the remote list, then compare with "
    "`diff_sets()`. Somewhere in there the order gets lost.",
    "Heads up: the staging DB was reset last night, so `make seed` has to run before the e2e "
    "suite.",
    "Our old setup used `supervisord` to keep the worker alive; now it's a systemd unit.",
    "The reason we never upgraded `pydantic` is that the v2 migration touches every model.",
    "When I run `npm test` locally everything passes, but CI says `Cannot find module "
    "'fs/promises'`.",
    "Background: the service is written in Go, uses `chi` for routing and `pgx` for the database.",
    "I don't think `asyncio.gather` is the problem here, the timeout is.",
    "The docs for `requests` say never to share a `Session` across threads.",
    "We had a bug where `time.sleep(0.1)` in the test made it flaky, I removed it yesterday.",
    "Can you explain why `useEffect` runs twice in dev mode?",
    "It seems like `ruff` and `black` disagree on the trailing comma.",
    "The function is supposed to never return `None`, but it does for empty input.",
    "Here's what I want: a command that lists the stale branches, nothing fancy.",
    "Not sure if we should use `uv` or stay on `pip-tools`, what do you think?",
    "The previous approach replaced every `print` with `log.debug`, which hid the progress output.",
    "Right now every handler calls `json.dumps` itself; a shared helper would be nice eventually.",
    "This used to work before someone switched the base image to `alpine`.",
    "The test named `TestNeverRetries` checks that we don't retry on 4xx.",
    "Apparently `datetime.utcnow()` is deprecated, TIL",
    "`os.system` is banned by our security scanner, which is why the build failed",
    "ok so `make lint` passes now but `make test` doesn't",
    "you must have run `go mod tidy` because `go.sum` changed",
    "We should never have merged that PR without tests, but here we are.",
)


# Two last tables, written after the changes above and measured before the reader was changed
# for them.
LAST_RULES: tuple[tuple[str, Judged], ...] = (
    ("please use `strconv.Itoa` here", {(ADDS, "strconv.Itoa", False)}),
    ("you have to use `defer mu.Unlock()`", {(ADDS, "defer mu.Unlock()", False)}),
    ("we always prefix test names with `Test`", {(ADDS, "Test", True)}),
    ("never use `fmt.Println` in library code", {(AVOIDS, "fmt.Println", True)}),
    ("from now on, run `mise run lint` before you commit", {(RUNS, "mise run lint", True)}),
    ("don't run `go mod vendor`", {(NOT_RUN, "go mod vendor", False)}),
    ("no more `interface{}`, use `any`", {(ADDS, "any", True), (AVOIDS, "interface{}", True)}),
    ("`interface{}` is outdated, write `any`",
     {(ADDS, "any", True), (AVOIDS, "interface{}", True)}),
    ("leave `go.mod` alone", {(FILES, "go.mod", False)}),
    ("don't delete `cleanupOldSessions`", {(KEEPS, "cleanupOldSessions", False)}),
    ("keep the `Deprecated:` comment", {(KEEPS, "Deprecated:", False)}),
    ("use `require.Equal` not `assert.Equal`",
     {(ADDS, "require.Equal", True), (AVOIDS, "assert.Equal", True)}),
    ("tests must call `t.Parallel()` first", {(ADDS, "t.Parallel()", True)}),
    ("please stop using `ioutil`", {(AVOIDS, "ioutil", True)}),
    ("I'd rather not add `testify` as a dependency", {(AVOIDS, "testify", False)}),
    ("avoid `init()` functions", {(AVOIDS, "init()", False)}),
    ("make sure `golangci-lint run` passes before pushing", {(RUNS, "golangci-lint run", False)}),
    ("don't say you're done until `go test ./...` passes", {(RUNS, "go test ./...", False)}),
    ("we never force-push to `main`", {(NOT_RUN, "git push --force … main", True)}),
    ("do not touch `internal/strategy/`", {(FILES, "internal/strategy/", False)}),
    ("`os.IsNotExist` is deprecated in favor of `errors.Is`",
     {(ADDS, "errors.Is", True), (AVOIDS, "os.IsNotExist", True)}),
    ("rename `ctxKey` to `contextKey`", {(ADDS, "contextKey", False)}),
    ("the helper should be named `newTestRepo`", {(ADDS, "newTestRepo", False)}),
    ("in tests, use `t.Context()` instead of `context.Background()`",
     {(ADDS, "t.Context()", True), (AVOIDS, "context.Background()", True)}),
    ("we use `slog` for logging, not `log`", {(ADDS, "slog", True), (AVOIDS, "log", True)}),
    ("always wrap errors with `%w`", {(ADDS, "%w", True)}),
    ("no - we don't use `gomock` here", {(AVOIDS, "gomock", True)}),
    ("nope, use `filepath.Join`, not string concatenation", {(ADDS, "filepath.Join", False)}),
    ("can you use `errgroup.Group` for the fan-out?", {(ADDS, "errgroup.Group", False)}),
    ("`panic` is not allowed outside `main`", {(AVOIDS, "panic", True)}),
    ("go ahead and use `Promise.allSettled` there", {(ADDS, "Promise.allSettled", False)}),
    ("we should always validate input with `zod.parse`", {(ADDS, "zod.parse", True)}),
    ("never ever use `==` in JavaScript", {(AVOIDS, "==", True)}),
    ("please avoid `any` casts", {(AVOIDS, "any", False)}),
    ("`moment` is deprecated here; use `dayjs`", {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("stop importing from `lodash`", {(AVOIDS, "lodash", True)}),
    ("keep `legacyRoutes` for now", {(KEEPS, "legacyRoutes", False)}),
    ("don't remove the `@deprecated` tags", {(KEEPS, "@deprecated", False)}),
    ("run `pnpm typecheck` before you're done", {(RUNS, "pnpm typecheck", False)}),
    ("always run `cargo test` before pushing", {(RUNS, "cargo test", True)}),
    ("do not run `terraform destroy`", {(NOT_RUN, "terraform destroy", False)}),
    ("never push directly to `release`", {(NOT_RUN, "git push … release", True)}),
    ("don't touch `src/generated/`", {(FILES, "src/generated/", False)}),
    ("leave `schema.prisma` as it is", {(FILES, "schema.prisma", False)}),
    ("rename `fetchData` to `loadData`", {(ADDS, "loadData", False)}),
    ("the component should be called `UserCard`", {(ADDS, "UserCard", False)}),
    ("use `vi.fn()` instead of `jest.fn()`",
     {(ADDS, "vi.fn()", True), (AVOIDS, "jest.fn()", True)}),
    ("in tests, prefer `screen.getByRole` over `getByTestId`",
     {(ADDS, "screen.getByRole", True), (AVOIDS, "getByTestId", True)}),
    ("assert with `expect(...).toThrow`", set()),
    ("we use `tailwind` classes, not inline styles", {(ADDS, "tailwind", True)}),
    ("no `console.log` in committed code", {(AVOIDS, "console.log", False)}),
    ("nope - use `useMemo` here", {(ADDS, "useMemo", False)}),
    ("from now on, write hooks with `useCallback`", {(ADDS, "useCallback", True)}),
    ("`componentDidMount` is legacy, use `useEffect`",
     {(ADDS, "useEffect", True), (AVOIDS, "componentDidMount", True)}),
    ("make sure `pnpm lint` passes before you open the PR", {(RUNS, "pnpm lint", False)}),
)

LAST_NOT_RULES: tuple[str, ...] = (
    "does `errgroup` cancel the others on the first error?",
    "I think we already use `slog` somewhere",
    "the old implementation never closed the file",
    "why is `go mod tidy` removing that dependency?",
    "CI ran `golangci-lint` and found 3 issues",
    "this test uses `t.Parallel()` but shares a temp dir",
    "the strategy package doesn't use `context` at all",
    "reviewer: please don't use `interface{}` in new code",
    "```go\n// never call this from a goroutine\nfunc Init() {}\n```",
    "no idea why `t.Cleanup` runs twice",
    "not sure `require` is better than `assert` here",
    "if we drop `gomock`, the mocks have to be rewritten",
    "it used to call `os.Exit(1)` directly",
    "I removed `ioutil` from the imports already",
    "we moved the strategy code to `internal/strategy/` last week",
    "the linter says: `fmt.Println` should not be used",
    "did you run `go test ./...`?",
    "go test ./... passes now",
    "`errors.Is` returns false here, weird",
    "looks like `filepath.Join` strips the trailing slash",
    "Nice, that works. Thanks!",
    "ok, commit it",
    "push it",
    "hmm, that's not what I expected",
    "no, that's the wrong file",
    "never mind, revert that",
    "the function should never panic on empty input",
    "`cleanupOldSessions` doesn't remove the lock file",
    "without the `--force` flag, it refuses to overwrite",
    "someone said we should always use `testify`, thoughts?",
    "is `Promise.allSettled` supported in node 12?",
    "`zod.parse` throws on invalid input, right?",
    "the old code used `==` everywhere",
    "I wonder if `dayjs` handles time zones",
    "someone removed the `@deprecated` tags last week",
    "`pnpm typecheck` takes forever",
    "the pipeline runs `cargo test` on every commit",
    "did anyone run `terraform destroy` on staging?",
    "the generated files live in `src/generated/`",
    "`schema.prisma` has a new model now",
    "why is it called `fetchData`?",
    "the tests mix `vi.fn()` and `jest.fn()`",
    "`getByTestId` is what the old tests use",
    "the designer wants inline styles, not `tailwind`",
    "there's a `console.log` left in `App.tsx`",
    "hmm, `useMemo` didn't help",
    "React docs say `componentDidMount` is legacy",
    "`pnpm lint` fails with 12 errors",
    "no luck with `useCallback` either",
    "you could use `useReducer` maybe",
    "thanks, that fixed it!",
    "ok now open the PR",
    "great, merge it",
    "what's the difference between `useMemo` and `useCallback`?",
    "if you change `schema.prisma`, the client needs regenerating",
)


# A first-sight batch, written from how developers word corrections, logging bans, passive asks
# to edit a file, dotfiles, one-off place words and plain words after "use", and measured
# before the reader was changed for them.
EDITS = "edits_file"
FIRST_SIGHT_RULES: tuple[tuple[str, Judged], ...] = (
    # A correction of which command or tool: "it's X, not Y".
    ("it's `pnpm install`, not `npm install`",
     {(RUNS, "pnpm install", True), (NOT_RUN, "npm install", True)}),
    ("that's `make test`, not `go test ./...`",
     {(RUNS, "make test", True), (NOT_RUN, "go test ./...", True)}),
    ("no, it's `uv run pytest`, not `python -m pytest`",
     {(RUNS, "uv run pytest", True), (NOT_RUN, "python -m pytest", True)}),
    ("it's pnpm, not npm", {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("we use `yarn build`, not `npm run build`",
     {(RUNS, "yarn build", True), (NOT_RUN, "npm run build", True)}),
    # Something not to log, named as code.
    ("never log `password`", {(AVOIDS, "password", True)}),
    ("don't log `req.Body`", {(AVOIDS, "req.Body", False)}),
    ("you should never log the `Authorization` header", {(AVOIDS, "Authorization", True)}),
    ("please stop logging `user.Email`", {(AVOIDS, "user.Email", False)}),
    ("we never log `apiKey`", {(AVOIDS, "apiKey", True)}),
    # A file to edit, asked in the passive.
    ("fix the off-by-one in the pager; the changelog should be updated too",
     {(EDITS, "CHANGELOG", False)}),
    ("make the retry delay configurable. CHANGELOG.md needs an entry as well",
     {(EDITS, "CHANGELOG.md", False)}),
    ("support gzip in the uploader; `docs/upload.md` should be updated too",
     {(EDITS, "docs/upload.md", False)}),
    ("the README must always be updated when a flag changes", {(EDITS, "README", True)}),
    # Dotfiles are files.
    ("don't touch .env", {(FILES, ".env", False)}),
    ("never edit `.eslintrc.json`", {(FILES, ".eslintrc.json", True)}),
    ("fix the build, and add `dist/` to `.gitignore`", {(EDITS, ".gitignore", False)}),
    ("leave .gitignore alone", {(FILES, ".gitignore", False)}),
    ("also update .env.example with the new variable", {(EDITS, ".env.example", False)}),
    ("don't commit `.env.local`", {(FILES, ".env.local", False)}),
    # Said of this one place: the task's own.
    ("no `await` here!", {(AVOIDS, "await", False)}),
    ("don't use `await` in this function", {(AVOIDS, "await", False)}),
    ("use `Map` for this one", {(ADDS, "Map", False)}),
    # A plain word that names one tool.
    ("use yarn for installs", {(RUNS, "yarn", False)}),
    ("stick with poetry", {(RUNS, "poetry", False)}),
    # Other wordings of the kinds above.
    ("please use `errors.Join` to combine them", {(ADDS, "errors.Join", False)}),
    ("never use `git add .`", {(NOT_RUN, "git add .", True)}),
    ("always run `npm run build` before you push", {(RUNS, "npm run build", True)}),
    ("don't use `sprintf` for SQL", {(AVOIDS, "sprintf", False)}),
    ("prefer `const` over `let`", {(ADDS, "const", True), (AVOIDS, "let", True)}),
    ("stop adding `# type: ignore` comments", {(AVOIDS, "# type: ignore", True)}),
    ("from now on, use `logging.getLogger(__name__)` in every module",
     {(ADDS, "logging.getLogger(__name__)", True)}),
    ("don't remove the `// nolint` comments", {(KEEPS, "// nolint", False)}),
    ("keep `main.go` as it is", {(FILES, "main.go", False)}),
    ("never run `npm audit fix --force`", {(NOT_RUN, "npm audit fix --force", True)}),
    ("`datetime.utcnow()` is deprecated, use `datetime.now(UTC)`",
     {(ADDS, "datetime.now(UTC)", True), (AVOIDS, "datetime.utcnow()", True)}),
    ("you must not call `panic()` in handlers", {(AVOIDS, "panic()", False)}),
    ("tests should use `tmp_path` instead of `/tmp`",
     {(ADDS, "tmp_path", True), (AVOIDS, "/tmp", True)}),
    ("run `cargo clippy -- -D warnings` before you say it's done",
     {(RUNS, "cargo clippy -- -D warnings", False)}),
    ("no `console.error` in production code", {(AVOIDS, "console.error", False)}),
    ("always add `t.Helper()` to test helpers", {(ADDS, "t.Helper()", True)}),
    ("don't push to `main`, open a PR", {(NOT_RUN, "git push … main", False)}),
    ("I'd prefer `pathlib` over `os.path`", {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("stop using `any` in the TypeScript types", {(AVOIDS, "any", True)}),
)

FIRST_SIGHT_NOT_RULES: tuple[str, ...] = (
    # A flag of no command asked for: no check knows which run it goes on (one banned as a
    # rule is kept off every run, `test_tasks_process_flags_first_sight.py`).
    "always use `--frozen-lockfile`",
    # A plain word after "use" that names a practice or a kind of thing, not one tool.
    "use tabs",
    "use spaces, not tabs",
    "use caution when touching the migrations",
    "we use tabs for indentation",
    "use mocks for the network calls",
    "use common sense",
    "prefer whichever is faster",
    "use it",
    # "it's X, not Y" that says which thing is meant.
    "it's `ENOENT` here, not `EACCES`",
    "it's the `staging` bucket, not `prod`",
    "that's `config.yaml`, not `config.yml`",
    "it's in `utils.py`, not `helpers.py`",
    "it's `pnpm install`, not `npm install`, that fails",
    # Logging without a checkable term, or said of how things are.
    "don't log the token",
    "never log secrets",
    "we log `request_id` on every request",
    "the logger never prints `password`",
    "why do we log `req.Body`?",
    "the token is logged in `auth.go`",
    # Limits no judge can check on code.
    "keep lines under 120 characters",
    "functions should be no longer than 50 lines",
    # Files named, no edit asked on top of the work.
    "the changelog was updated yesterday",
    "fix the pager, the changelog should be updated by CI",
    "fix the pager. does CHANGELOG.md need an entry?",
    "fix the pager, I think the changelog should be updated too",
    "the `.env` file is missing",
    "copy `.env.example` to `.env` first",
    "is `.gitignore` ignoring `dist/`?",
    # Descriptions, narration, questions, reported words, hypotheticals.
    "we used to run `make lint` before every push",
    "the tests should pass now",
    "CI runs `npm run build` on every PR",
    "you didn't run `cargo fmt`",
    "did you use `errors.Join` there?",
    "`pnpm install` fails with a peer dependency error",
    "no `go.sum` changes in this PR, nice",
    "stop, I need to think about `retry` first",
    "never seen `npm audit fix --force` break this much",
    "if `make test` fails, don't push",
    "the linter wants `const` instead of `let`",
    "my old team always used `yarn`",
    "avoiding `any` was hard here",
    "looks like `datetime.utcnow()` is deprecated",
    "`panic()` in handlers crashes the server",
    "we don't use default exports",
)


# A first-sight batch of the way a text is to be written, said like a tool to use: a natural
# language, a markup format or a prose style is no term an answer or a change must contain;
# the tools said the same way still are. Measured before the reader was changed for them.
WRITING_RULES: tuple[tuple[str, Judged], ...] = (
    ("use `slog` for logging", {(ADDS, "slog", False)}),
    ("use slog for the logging", {(SAYS, "slog", False)}),
    ("stick with poetry", {(RUNS, "poetry", False)}),
    ("we use pnpm here", {(RUNS, "pnpm", True)}),
    ("use pnpm here", {(RUNS, "pnpm", False)}),
    ("use pytest for the tests", {(RUNS, "pytest", False)}),
    ("we use uv", {(RUNS, "uv", True)}),
    ("use httpx, not requests", {(SAYS, "httpx", False), (NOT_SAY, "requests", False)}),
    ("use `markdownlint`", {(ADDS, "markdownlint", False)}),
    ("use `mdformat`", {(ADDS, "mdformat", False)}),
    ("use vitest", {(RUNS, "vitest", False)}),
    ("stick with yarn", {(RUNS, "yarn", False)}),
    ("use zod for validation", {(SAYS, "zod", False)}),
    ("we use black for formatting", {(RUNS, "black", True)}),
    ("please use pydantic", {(SAYS, "pydantic", False)}),
    ("use loguru", {(SAYS, "loguru", False)}),
    ("we use docker compose", {(RUNS, "docker compose", True)}),
    ("use tox", {(SAYS, "tox", False)}),
    ("run make lint here", {(RUNS, "make lint", False)}),
    ("we use poetry here, not pip", {(RUNS, "poetry", True), (NOT_RUN, "pip", True)}),
    ("respond in JSON only", {("format", "json", False)}),
)

WRITING_NOT_RULES: tuple[str, ...] = (
    "we use markdown",
    "use English",
    "use plain English",
    "we use British spelling",
    "use American spelling in the docs",
    "please use markdown for the notes",
    "write it in Spanish",
    "use Markdown headings",
    "we use reStructuredText for the docs",
    "use plain text, no formatting",
    "use the active voice",
    "use sentence case for headings",
    "use a friendly tone",
    "we use Oxford commas",
    "reply in French",
    "use German for the UI strings",
    "please use simple English",
    "use formal English",
    "we write in US English",
    "use AsciiDoc for the guide",
    "use British English in the README",
    "stick with English",
    "use present tense in commit messages",
    "we use the imperative mood in commit messages",
    "always use LaTeX for the formulas",
    "use Japanese, not English, in the UI",
)


# The tool a project uses for a job, named by the job: a rule when both sides are code or known
# commands and the contrast ends the clause. Two names set against each other without the job
# say as often which one is meant, and a plain word after the job is most often a state.
TOOL_OF_A_JOB_RULES: tuple[tuple[str, Judged], ...] = (
    ("our ORM is `prisma`, not `typeorm`", {(ADDS, "prisma", True), (AVOIDS, "typeorm", True)}),
    ("the logger is `pino`, not `winston`", {(ADDS, "pino", True), (AVOIDS, "winston", True)}),
    ("the package manager is `bun`, not `npm`", {(RUNS, "bun", True), (NOT_RUN, "npm", True)}),
    ("the type checker is pyright, not mypy", {(RUNS, "pyright", True), (NOT_RUN, "mypy", True)}),
    ("our logging library is `zap`, not `logrus`",
     {(ADDS, "zap", True), (AVOIDS, "logrus", True)}),
    ("the http client is `http.Client`, not `resty`",
     {(ADDS, "http.Client", True), (AVOIDS, "resty", True)}),
    ("the test runner is `vitest`, not `jest`", {(RUNS, "vitest", True), (NOT_RUN, "jest", True)}),
)

TOOL_OF_A_JOB_NOT_RULES: tuple[str, ...] = (
    "the formatter is broken, not slow",
    "the orm is slow, not the database",
    "the failing library is `zod`, not `yup`",
    "the old formatter is `autopep8`, not `black`",
    "the logger is `pino`, not `winston`, that drops the field",
    "the package manager is `pnpm`, not `npm`?",
    "the library is `utils.py`, not `helpers.py`",
    "the library is in `vendor/`, not `lib/`",
    "the test runner is flaky, not the tests",
    "it's `main`, not `master`",
    "it's staging, not prod",
    "it's `debug`, not `info`",
    "it's `users`, not `user`",
)


@pytest.mark.parametrize(("words", "expected"),
                         PLAIN_RULES + LAST_RULES + FIRST_SIGHT_RULES + WRITING_RULES
                         + TOOL_OF_A_JOB_RULES,
                         ids=lambda v: str(v)[:50])
def test_a_plain_rule_gives_the_judge_of_its_kind(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize("words", PLAIN_NOT_RULES + MESSAGES_WITHOUT_RULES + LAST_NOT_RULES
                         + FIRST_SIGHT_NOT_RULES + WRITING_NOT_RULES + TOOL_OF_A_JOB_NOT_RULES,
                         ids=lambda v: str(v)[:50])
def test_plain_words_that_state_no_rule_give_nothing(words: str) -> None:
    assert judged(words) == set()


# A ban said of the place at hand is that place's: said again in other work, it is about another
# place, never evidence of a habit. (words, whether its judges are of the place at hand)
AT_HAND: tuple[tuple[str, bool], ...] = (
    ("no `await` here!", True),
    ("don't use `await` in this function", True),
    ("don't use `Map` for this one", True),
    ("here, don't add `sleep`", True),
    ("don't call `os.Exit` in this file", True),
    ("rename `ctxKey` to `contextKey`", True),
    # A wish, however often said of one place; the project ("we use X here"); no place at all.
    ("use `require.ErrorIs` here", False),
    ("we use `pnpm` here", False),
    ("`moment` is deprecated here; use `dayjs`", False),
    # (a ban "in a loop" gives nothing: the fix moves the call out of the loop, which no added
    # line shows: `test_judges_working_messages.py`)
    ("avoid `reflect` in hot paths", False),
    ("never use `fmt.Sprintf` in the hot path", False),
)


@pytest.mark.parametrize(("words", "at_hand"), AT_HAND, ids=lambda v: str(v)[:50])
def test_a_rule_said_of_the_place_at_hand_is_never_evidence_of_a_habit(
        words: str, at_hand: bool) -> None:
    found = derive([Quote(words, HERE)])
    assert found and all(j.once == at_hand for j in found)
    if at_hand:
        assert not any(j.durable for j in found)



# "The standard library" says where a thing comes from, not that a standard holds: said once, the
# wish is for the task at hand; a habit word still makes it a rule.
FROM_THE_STANDARD_LIBRARY: tuple[tuple[str, bool], ...] = (
    ("use `errors.Is` from the standard library", False),
    ("switch this to the standard library `slices.Sort`", False),
    ("use `httptest` from the standard lib for this", False),
    ("replace the helper with the standard library's `strings.Cut`", False),
    ("use the standard library `json` module instead of `simplejson`", False),
    ("we always use `errors.Is` from the standard library", True),
    ("never use `ioutil`, the standard library has replacements", True),
    ("from now on use the standard library's `slog` rather than `logrus`", True),
    ("always use `pathlib` from the standard library", True),
)


@pytest.mark.parametrize(("words", "durable"), FROM_THE_STANDARD_LIBRARY,
                         ids=lambda v: str(v)[:50])
def test_the_standard_library_names_a_source_not_a_standard(words: str, durable: bool) -> None:
    found = derive([Quote(words, HERE)])
    assert found and all(j.durable == durable for j in found)

# A file named as the model to follow is a file to look at, not a term to write; a dotted name
# in code that ends like a file type ("mu.Lock", "process.env", "np.sum") is still code.
FILES_OR_CODE: tuple[tuple[str, Judged], ...] = (
    ("use `app.test.ts` as the model for the new tests", set()),
    ("use `styles.scss` as the model", set()),
    ("use `api.proto` as the model for the new service", set()),
    ("use `handler.go` as the model", set()),
    ("use `process.env` for the port", {(ADDS, "process.env", False)}),
    ("use `np.sum` instead of the loop", {(ADDS, "np.sum", False), (AVOIDS, "loop", False)}),
    ("use `mu.Lock` around the map", {(ADDS, "mu.Lock", False)}),
    ("we switched from `mu.Lock` to `atomic.Int64`",
     {(ADDS, "atomic.Int64", True), (AVOIDS, "mu.Lock", True)}),
)


@pytest.mark.parametrize(("words", "expected"), FILES_OR_CODE, ids=lambda v: str(v)[:50])
def test_a_file_is_told_from_a_dotted_name_in_code(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A first-sight batch of durable rules said without the usual cue words, measured before the
# reader was changed for them: a convention stated as how a kind of thing is done ("errors are
# wrapped with `fmt.Errorf`", "we assert with `require`"), a deprecation in other words ("`dayjs`
# replaces `moment`", "we're phasing out `nose`"), a spelling set right ("`Github` should be
# `GitHub`"), a polite question that asks for a habit ("could we stop using `testify`?"), and
# an answer to the agent whose terms are in the agent's message and whose reach is in the
# person's words. (reply, words, judges)
UNCUED_RULES: tuple[tuple[str, str, Judged], ...] = (
    # A naming convention, stated as how a kind of thing is named.
    ("", "error variables start with `Err`", {(ADDS, "Err", True)}),
    ("", "test helpers are prefixed with `must`", {(ADDS, "must", True)}),
    ("", "boolean fields are prefixed with `is_`", {(ADDS, "is_", True)}),
    ("", "mock types end in `Mock`", {(ADDS, "Mock", True)}),
    ("", "context variables are named `ctx`", {(ADDS, "ctx", True)}),
    ("", "loggers are called `log`, not `logger`", {(ADDS, "log", True), (AVOIDS, "logger", True)}),
    ("", "handler functions are suffixed with `Handler`", {(ADDS, "Handler", True)}),
    ("", "environment variables are prefixed with `APP_`", {(ADDS, "APP_", True)}),
    ("", "we prefix interfaces with `I`", {(ADDS, "I", True)}),
    ("", "we name fixtures with a `_fixture` suffix", {(ADDS, "_fixture", True)}),
    # An assertion style or the means a kind of work is done with.
    ("", "tests use `require` for assertions", {(ADDS, "require", True)}),
    ("", "errors are compared with `errors.Is`", {(ADDS, "errors.Is", True)}),
    ("", "errors are wrapped with `fmt.Errorf`", {(ADDS, "fmt.Errorf", True)}),
    ("", "we assert with `require`", {(ADDS, "require", True)}),
    ("", "we compare structs with `cmp.Diff`", {(ADDS, "cmp.Diff", True)}),
    ("", "we mock HTTP calls with `respx`", {(ADDS, "respx", True)}),
    ("", "we check errors with `errors.As`", {(ADDS, "errors.As", True)}),
    ("", "we log errors via `slog`", {(ADDS, "slog", True)}),
    ("", "assertions: `require`, not `assert`",
     {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("", "`require` for assertions, not `assert`",
     {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("", "snapshots are compared with `toMatchInlineSnapshot`",
     {(ADDS, "toMatchInlineSnapshot", True)}),
    ("", "tests create temp dirs with `t.TempDir()`", {(ADDS, "t.TempDir()", True)}),
    ("", "new handlers go through `requireAuth`", {(ADDS, "requireAuth", True)}),
    ("", "API calls go through `apiClient`", {(ADDS, "apiClient", True)}),
    ("", "all timestamps use `time.UTC`", {(ADDS, "time.UTC", True)}),
    ("", "our tests use `pytest.mark.parametrize` for tables",
     {(ADDS, "pytest.mark.parametrize", True)}),
    # A deprecation in favour of something else, in other words.
    ("", "`moment` is dead, use `dayjs`", {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("", "`dayjs` replaces `moment`", {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("", "`io.ReadAll` supersedes `ioutil.ReadAll`",
     {(ADDS, "io.ReadAll", True), (AVOIDS, "ioutil.ReadAll", True)}),
    ("", "`httpx` has replaced `requests` in this codebase",
     {(ADDS, "httpx", True), (AVOIDS, "requests", True)}),
    ("", "we're phasing out `nose` in favour of `pytest`",
     {(RUNS, "pytest", True), (NOT_RUN, "nose", True)}),
    ("", "we are phasing out `enzyme`", {(AVOIDS, "enzyme", True)}),
    ("", "`unittest` is being phased out, use `pytest`",
     {(RUNS, "pytest", True), (AVOIDS, "unittest", True)}),
    ("", "`OldClient` is being replaced by `Client`",
     {(ADDS, "Client", True), (AVOIDS, "OldClient", True)}),
    ("", "we're moving off `mocha` to `vitest`",
     {(RUNS, "vitest", True), (NOT_RUN, "mocha", True)}),
    ("", "we're migrating from `redux` to `zustand`",
     {(ADDS, "zustand", True), (AVOIDS, "redux", True)}),
    ("", "`tslint` is on its way out, use `eslint`",
     {(RUNS, "eslint", True), (AVOIDS, "tslint", True)}),
    ("", "`request` is going away; use `fetch`",
     {(ADDS, "fetch", True), (AVOIDS, "request", True)}),
    ("", "`pathlib` is preferred over `os.path`",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("", "`errors.Join` is preferred", {(ADDS, "errors.Join", True)}),
    ("", "`zod` is preferred to `yup`", {(ADDS, "zod", True), (AVOIDS, "yup", True)}),
    ("", "we've deprecated `legacyAuth`, call `authenticate()` instead",
     {(ADDS, "authenticate()", True), (AVOIDS, "legacyAuth", True)}),
    ("", "we deprecated `v1.Client` in favour of `v2.Client`",
     {(ADDS, "v2.Client", True), (AVOIDS, "v1.Client", True)}),
    # A spelling set right.
    ("", "`Github` should be `GitHub`", {(ADDS, "GitHub", True), (AVOIDS, "Github", True)}),
    ("", "`Javascript` -> `JavaScript`",
     {(ADDS, "JavaScript", True), (AVOIDS, "Javascript", True)}),
    ("", "`Mongo DB` should be `MongoDB`", {(ADDS, "MongoDB", True), (AVOIDS, "Mongo DB", True)}),
    ("", "`e-mail` should be `email`", {(ADDS, "email", True), (AVOIDS, "e-mail", True)}),
    ("", "the correct spelling is `PostgreSQL`", {(ADDS, "PostgreSQL", True)}),
    ("", "the proper casing is `iOS`", {(ADDS, "iOS", True)}),
    ("", "`OAuth` not `Oauth`", {(ADDS, "OAuth", True), (AVOIDS, "Oauth", True)}),
    ("", "`cancelled` with two l's, not `canceled`",
     {(ADDS, "cancelled", True), (AVOIDS, "canceled", True)}),
    # A polite question that asks for a habit.
    ("", "can you always run `make fmt` before committing?", {(RUNS, "make fmt", True)}),
    ("", "could we stop using `testify`?", {(AVOIDS, "testify", True)}),
    ("", "can we stop using `moment`?", {(AVOIDS, "moment", True)}),
    ("", "could you never use `any` in the types again?", {(AVOIDS, "any", True)}),
    ("", "can you please always use `pnpm` for installs?", {(RUNS, "pnpm", True)}),
    ("", "would you mind always running `ruff check` before you finish?",
     {(RUNS, "ruff check", True)}),
    ("", "let's stop using `ioutil`", {(AVOIDS, "ioutil", True)}),
    ("", "we should stop using `lodash`", {(AVOIDS, "lodash", True)}),
    ("", "could you make it a habit to run `go vet` before pushing?", {(RUNS, "go vet", True)}),
    ("", "can you remember to use `t.Helper()` in test helpers from now on?",
     {(ADDS, "t.Helper()", True)}),
    ("", "could you stick to `pnpm` in this repo?", {(RUNS, "pnpm", True)}),
    # An answer to the agent: the terms in its message, the reach in the person's words.
    ("Should I add `t.Parallel()` to new tests from now on?", "yes please, for all of them",
     {(ADDS, "t.Parallel()", True)}),
    ("Do you want me to use `require` instead of `assert` going forward?",
     "yes, for all new tests", {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("Want me to wrap these errors with `fmt.Errorf`?", "yes, and make that the default",
     {(ADDS, "fmt.Errorf", True)}),
    ("I can switch this test to `t.TempDir()`.", "yes, and do that in general",
     {(ADDS, "t.TempDir()", True)}),
    ("Should I add `testify` for the assertions?", "no, we stick to the standard library",
     {(AVOIDS, "testify", True)}),
    ("Want me to mock the database with `sqlmock`?", "no, we never mock the database",
     {(AVOIDS, "sqlmock", True)}),
    ("Should I add a `// nolint` comment here?", "no, we don't do that",
     {(AVOIDS, "// nolint", True)}),
    ("Should I use `sync.Map` for the cache from now on?", "yes, every time",
     {(ADDS, "sync.Map", True)}),
    ("Should I run `make fmt` before each commit from now on?", "yes please, every time",
     {(RUNS, "make fmt", True)}),
    ("I'd suggest using `errgroup` for the fan-out.", "yes, and for future ones too",
     {(ADDS, "errgroup", True)}),
)

# Close shapes that state no standing rule: a one-off ask (its task's judge, never durable), a
# real question, a description, what happened, a yes to a one-off proposal. (reply, words, judges)
UNCUED_NOT_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("", "can you run `make fmt`?", {(RUNS, "make fmt", False)}),
    ("", "could you use `require` in this test?", {(ADDS, "require", False)}),
    ("", "could we stop using `testify` in `store_test.go`?", {(AVOIDS, "testify", False)}),
    ("", "did we stop using `testify`?", set()),
    ("", "can we stop the `dev` server?", set()),
    ("", "the tests use `t.Parallel()`", set()),
    ("", "some handlers still call `json.dumps`", set()),
    ("", "old tests use `assert`", set()),
    ("", "tests use `t.Parallel()` but share a temp dir", set()),
    ("", "errors were wrapped with `pkg/errors` before", set()),
    ("", "the errors are compared with `==` here", set()),
    ("", "these hooks start with `use`", set()),
    ("", "the variable is named `ctx`", set()),
    ("", "the function names start with `get`", set()),
    ("", "we checked it with `curl`", set()),
    ("", "we check it with `curl` and it returns 500", set()),
    ("", "we logged the error with `slog` and moved on", set()),
    ("", "this PR replaces `moment` with `dayjs`", set()),
    ("", "the new version replaces `foo()` with `bar()`", set()),
    ("", "I'm moving `utils.py` to `core/`", set()),
    ("", "we're migrating the database tonight", set()),
    ("", "`moment` is dead slow on big lists", set()),
    ("", "the `staging` server is dead, can you restart it?", set()),
    ("", "`pathlib` is preferred by some people", set()),
    ("", "is `pathlib` preferred over `os.path`?", set()),
    ("", "`Github` should be fixed first", set()),
    ("", "`timeout` should be `30`", set()),
    ("", "`foo` -> `bar`", {(ADDS, "bar", False)}),
    ("", "the correct answer is `42`", set()),
    ("", "the correct path is `src/app.ts`", set()),
    ("", "can you check whether we always run `make fmt`?", set()),
    ("", "why do tests use `require` here?", set()),
    ("", "could you explain why `moment` is deprecated?", set()),
    ("", "all tests pass with `-race`", set()),
    ("", "our tests call `t.Fatal` in three places", set()),
    ("", "errors are logged with `slog` somewhere in `main.go`", set()),
    ("", "`mocha` replaces the reporter output with dots", set()),
    ("", "`black` replaces single quotes with double quotes", set()),
    ("", "`yarn` replaced `npm` and then the build broke", set()),
    ("", "we're moving from `v1` to `v2` of the API tomorrow and it will break", set()),
    ("Should I add `t.Parallel()` to these tests?", "yes please, for all of them",
     {(ADDS, "t.Parallel()", False)}),
    ("Want me to wrap this error with `fmt.Errorf`?", "yes", {(ADDS, "fmt.Errorf", False)}),
    ("Should I add `testify` for the assertions?", "no thanks", {(AVOIDS, "testify", False)}),
    ("Should I use `sync.Map` for the cache from now on?", "yes", {(ADDS, "sync.Map", False)}),
    ("I ran `make lint` and it passed. Anything else?", "no, that's all", set()),
    ("Should I also update `README.md`?", "no, not this time", set()),
    ("Want me to use `httpx` in this file?", "yes", {(ADDS, "httpx", False)}),
    ("Should I add `testify` for this one test?", "no, we'll do it later", set()),
)


@pytest.mark.parametrize(("reply", "words", "expected"), UNCUED_RULES + UNCUED_NOT_RULES,
                         ids=lambda v: str(v)[:50] if isinstance(v, str) else "")
def test_a_rule_said_without_its_usual_cue_words_is_read_and_a_close_shape_is_not(
        reply: str, words: str, expected: Judged) -> None:
    assert judged(words, reply) == expected


# Close shapes met while the reader was changed for the batch above: a kind of thing said of one
# place or with a determiner, a request that opens with a verb, a complaint after "which", a
# tool of the product at run time, what people or programs do with the product, one identifier
# named anew, a no with a reason of its own; and two wordings of the batch's kinds found then.
UNCUED_TRAPS: tuple[tuple[str, str, Judged], ...] = (
    ("", "users are prefixed with `@` in the UI", set()),
    ("", "errors are compared with `==`, which breaks wrapped errors", set()),
    ("", "passwords are hashed with `bcrypt`", set()),
    ("", "handlers call `json.dumps` directly", set()),
    ("", "two handlers call `json.dumps`", set()),
    ("", "tests use `t.Parallel()` and that breaks the shared db", set()),
    ("", "errors: `ENOENT`, not `EACCES`", set()),
    ("", "we test with `pytest` locally but CI uses `tox`", set()),
    ("", "errors are wrapped with `%w` in `store.go`", set()),
    ("", "`newFn` replaces `oldFn` in this PR", set()),
    ("", "make the handlers use `structlog`", {(ADDS, "structlog", False)}),
    ("", "make handlers use `structlog`", {(ADDS, "structlog", False)}),
    ("", "`FooBar` -> `fooBar`", {(ADDS, "fooBar", False)}),
    ("", "`user_id` -> `userId`", {(ADDS, "userId", False)}),
    ("", "`getUserId` should be `getUserID`", set()),
    ("", "can we stop running `npm start`?", {(NOT_RUN, "npm start", False)}),
    ("", "let's stop using `print` here", {(AVOIDS, "print", False)}),
    ("", "let's stop using `print` for now", {(AVOIDS, "print", False)}),
    ("Should I add `t.Parallel()` to these tests?", "no, we don't have time for that", set()),
    ("Should I add `t.Parallel()` to these tests?", "no, we never got that working", set()),
    ("Should I add `t.Parallel()` to these tests?", "no, we never mock it because it's slow",
     set()),
    ("", "users call `/api/login` first", set()),
    ("", "clients call `refresh()` on expiry", set()),
    ("", "requests use `Bearer` tokens", set()),
    # A polite prohibition, and a yes that takes in every case of a proposed habit.
    ("", "could you please not use `any` going forward?", {(AVOIDS, "any", True)}),
    ("", "could you not use `any`?", {(AVOIDS, "any", False)}),
    ("", "can you not use `any` in this file?", {(AVOIDS, "any", False)}),
    ("Should I add `t.Parallel()` to new tests from now on?", "yep, do that everywhere",
     {(ADDS, "t.Parallel()", True)}),
    ("Should I add `t.Parallel()` to these tests?", "yep, do that everywhere",
     {(ADDS, "t.Parallel()", False)}),
)


@pytest.mark.parametrize(("reply", "words", "expected"), UNCUED_TRAPS,
                         ids=lambda v: str(v)[:50] if isinstance(v, str) else "")
def test_a_close_shape_met_while_reading_uncued_rules_keeps_its_own_judges(
        reply: str, words: str, expected: Judged) -> None:
    assert judged(words, reply) == expected
# A first-sight batch of words that are not the person's rule but look like one, written from
# how developers write in sessions in general and measured before the reader was changed for
# them: review-bot findings and commit messages pasted, a tool's output, the agent's words
# quoted back, what code or the team does now, questions, conditions, what documents say, work
# put off for later, reasons, idioms. Beside them, rules of the same shape and terms, said as the
# person's own, that must stay read.
PASTED_OR_DESCRIBED_RULES: tuple[tuple[str, Judged], ...] = (
    ("always use `t.Helper()` in test helpers", {(ADDS, "t.Helper()", True)}),
    ("never commit `.env`", {(FILES, ".env", True)}),
    ("don't use `ioutil`, it's deprecated", {(AVOIDS, "ioutil", True)}),
    ("use `errors.Is` for sentinel errors", {(ADDS, "errors.Is", False)}),
    ("run `make lint` before you push", {(RUNS, "make lint", False)}),
    ("we never use `init()` functions", {(AVOIDS, "init()", True)}),
    ("avoid `fmt.Sprintf` in hot paths", {(AVOIDS, "fmt.Sprintf", False)}),
    ("please use `require.NoError` in the tests", {(ADDS, "require.NoError", False)}),
    ("stop using `time.Sleep` in tests", {(AVOIDS, "time.Sleep", True)}),
    ("tests should always call `t.Parallel()`", {(ADDS, "t.Parallel()", True)}),
    ("use `slog`, not `logrus`", {(ADDS, "slog", True), (AVOIDS, "logrus", True)}),
    ("make sure you run `go test ./...` before you say done", {(RUNS, "go test ./...", False)}),
    ("don't remove `LegacyAdapter`", {(KEEPS, "LegacyAdapter", False)}),
    ("never push to `main`", {(NOT_RUN, "git push … main", True)}),
    ("don't touch `go.sum`", {(FILES, "go.sum", False)}),
    ("we always use `context.WithTimeout` for outbound calls",
     {(ADDS, "context.WithTimeout", True)}),
    ("please don't use `reflect` here", {(AVOIDS, "reflect", False)}),
    ("you should never call `os.Exit` outside `main`", {(AVOIDS, "os.Exit", True)}),
    ("always run `golangci-lint run` before committing", {(RUNS, "golangci-lint run", True)}),
    ("use `io.ReadAll` instead of `ioutil.ReadAll`",
     {(ADDS, "io.ReadAll", True), (AVOIDS, "ioutil.ReadAll", True)}),
    ("in this repo we use `sqlc`, not `gorm`", {(ADDS, "sqlc", True), (AVOIDS, "gorm", True)}),
    ("we use `pnpm`", {(RUNS, "pnpm", True)}),
    ("no `panic` in library code", {(AVOIDS, "panic", False)}),
    ("ok, and never use `fmt.Println` for logging", {(AVOIDS, "fmt.Println", True)}),
    ("```\nerror: something failed\n```\nfix this, and don't use `unwrap()` here",
     {(AVOIDS, "unwrap()", False)}),
    ("> Consider using `errors.Is` here.\n\nyes, and always use `errors.Is` for sentinel errors",
     {(ADDS, "errors.Is", True)}),
    ("when you add a handler, always use `requireAuth`", {(ADDS, "requireAuth", True)}),
    ("never call `log.Fatal` in library code", {(AVOIDS, "log.Fatal", True)}),
    ("we use `go mod tidy` before every commit", {(RUNS, "go mod tidy", True)}),
    ("`ioutil` is deprecated, use `io` and `os`", {(AVOIDS, "ioutil", True), (ADDS, "io", True)}),
    ("from now on, use `errgroup` for the workers", {(ADDS, "errgroup", True)}),
    ("I want you to use `sync.Once` for the lazy init", {(ADDS, "sync.Once", False)}),
    ("please use `context.WithTimeout` for the outbound call",
     {(ADDS, "context.WithTimeout", False)}),
    ("you said you'd use `errgroup`; do it, and don't use `sync.WaitGroup`",
     {(AVOIDS, "sync.WaitGroup", False)}),
    ("we use pnpm workspaces; always run `pnpm install` at the root",
     {(RUNS, "pnpm install", True)}),
    ("use docker compose for local runs", {(RUNS, "docker compose", False)}),
    ("run make docs after changing the flags", {(RUNS, "make docs", False)}),
    ("don't use `console.log`, use the logger", {(AVOIDS, "console.log", False)}),
    # Written after the reader was changed: the person's own words beside the shapes above.
    ("nit: use `t.Helper()` here", {(ADDS, "t.Helper()", False)}),
    ("Note: always use `errors.Is` for sentinel errors", {(ADDS, "errors.Is", True)}),
    ("TODO for you: use `errgroup` in the worker", {(ADDS, "errgroup", False)}),
    ("the reviewer is right, use `errors.Is`", {(ADDS, "errors.Is", False)}),
    ("Copilot is wrong here, keep `LegacyAdapter`", {(KEEPS, "LegacyAdapter", False)}),
    ("here's what the reviewer said:\n\n> avoid `panic`\n\nI agree, never use `panic` in "
     "handlers", {(AVOIDS, "panic", True)}),
    ("you should never use `var`", {(AVOIDS, "var", True)}),
    ("never thought I'd say this, but use `sed`", {(ADDS, "sed", False)}),
    ("the linter is right: don't use `ioutil`", {(AVOIDS, "ioutil", False)}),
    ("run `npm run tests` before you push", {(RUNS, "npm run tests", False)}),
    ("Error handling: always wrap errors with `%w`", {(ADDS, "%w", True)}),
    ("fix: the flaky test, and never use `time.Sleep` in tests", {(AVOIDS, "time.Sleep", True)}),
    ("in db.go around line 40, use `errors.Is` instead", {(ADDS, "errors.Is", False)}),
    ("from now on: always use `errors.Is`", {(ADDS, "errors.Is", True)}),
    ("my plan: use `errgroup` for the workers", {(ADDS, "errgroup", False)}),
    ("right, use `errgroup` for the workers", {(ADDS, "errgroup", False)}),
    ("right away, use `errgroup`", {(ADDS, "errgroup", False)}),
)

PASTED_OR_DESCRIBED_NOT_RULES: tuple[str, ...] = (
    # A review tool's finding, under its label or pointed at lines, or under who wrote it.
    "⚠️ Potential issue\n\nAvoid using `fmt.Sprintf` here; it allocates on every call.",
    "_⚠️ Potential issue_ | _🟠 Major_\n\n**Don't ignore the error returned by `Close`.**\n\n"
    "The deferred `f.Close()` drops its error.",
    "🛠️ Refactor suggestion\n\nUse `errors.Is` instead of comparing errors with `==`.",
    "_🧹 Nitpick_\n\nPrefer `strings.Builder` over string concatenation in loops.",
    "```suggestion\n\treturn fmt.Errorf(\"read config: %w\", err)\n```",
    "Copilot: Consider using `os.ReadFile` instead of `ioutil.ReadFile`, which is deprecated.",
    "In `internal/store/db.go` around lines 40 to 52, never call `rows.Close()` before checking "
    "`rows.Err()`.",
    "**Suggestion:** use `t.Helper()` in test helpers so failures point at the caller.",
    "coderabbitai: Nitpick - use `context.WithTimeout` for the outbound call.",
    "Review comment on handler.go:\nDo not use `panic` in HTTP handlers.",
    # A commit message or a pull request's description.
    "## Summary\n- Replace `ioutil.ReadAll` with `io.ReadAll`\n- Don't use `log.Fatal` in library "
    "code\n\n## Test plan\n- `go test ./...`",
    "fix(store): use `sync.Once` for lazy init",
    "feat: switch to `pnpm` instead of `npm`",
    "chore(deps): stop using `request`, replace with `undici`",
    "refactor: never call `initDB` twice\n\nThe second call leaked a pool.",
    "Merge pull request #412 from acme/drop-ioutil\n\nUse `io` instead of `ioutil`",
    "## What\nAlways run `go mod tidy` in the pre-commit hook.\n## Why\nThe lockfile drifted.",
    # What a linter, a compiler, git or a test runner printed.
    "golangci-lint: don't use `ioutil`",
    "revive: exported function `NewClient` should have comment or be unexported",
    "eslint: Unexpected console statement. Do not use `console.log` (no-console)",
    "ruff: B006 Do not use mutable data structures for argument defaults, use `None`",
    "✖ Don't use `any` as a type (@typescript-eslint/no-explicit-any)",
    "hint: Updates were rejected because the tip of your current branch is behind\n"
    "hint: use `git pull` before pushing again.",
    "mypy: error: never use `Any` here  [misc]",
    "staticcheck: SA1019: `ioutil.ReadAll` is deprecated: use `io.ReadAll` instead",
    "clippy says: avoid `unwrap()` on `Option` values",
    "pre-commit hook failed: always run `black` before committing",
    # A stack trace.
    "thread 'main' panicked at 'never call `unwrap()` on None', src/main.rs:10:5",
    "Exception in thread \"main\" java.lang.IllegalStateException: do not call `start()` twice\n"
    "\tat com.acme.Server.start(Server.java:42)",
    "RuntimeError: Never call `asyncio.run()` from a running event loop",
    # The agent's words quoted back.
    "you said: 'I will never call `Close` twice'",
    "earlier you wrote \"always use `context.Background()` in tests\", where did that come from?",
    "your plan says to use `sqlx` instead of `database/sql`",
    "you told me to run `go mod tidy` but it did nothing",
    "\"Use `errgroup` for the workers\" - that's what you proposed yesterday",
    "you keep saying we should avoid `reflect`",
    # How things are now; "we use" before a tool's feature named in prose is no command.
    "the CI never runs `make lint` on forks",
    "this function always returns `nil`",
    "the old code used `ioutil.ReadAll`",
    "we use Go modules, so `go.sum` changed",
    "we use Go modules",
    "we use GitHub Actions for CI",
    "we use Git submodules for the protos",
    "we use npm workspaces, so the lockfile is at the root",
    "the handler always calls `json.Marshal` twice",
    "our Makefile never passes `-race` to `go test`",
    "every test in this package uses `t.Parallel()`",
    "nobody ever runs `make bench`",
    "the linter config forbids `fmt.Println`",
    "the script always deletes `tmp/` at the end",
    "`main` never uses `os.Exit` directly",
    "we never got `go vet` to pass on this package",
    # Questions, with or without the mark.
    "should we always use `t.Helper()`?",
    "why do we never commit `go.sum`?",
    "should I use `errgroup` or `sync.WaitGroup` here",
    "do we always need `--no-cache` for the build?",
    "is it ok to never call `Close` on the response body?",
    "wouldn't it be better to always use `slog`?",
    "what happens if we never call `cancel()`?",
    "so we never use `init()` functions in this repo?",
    "we always run `go generate` before building, right?",
    "never use `panic` in libraries - is that a real rule or just folklore?",
    # What holds on a condition, or would.
    "if we ever use `unsafe`, it has to be reviewed",
    "unless you pass `--force`, the command refuses to overwrite",
    "we could use `errgroup` for this, but it's not worth it now",
    "ideally we'd never call `os.Exit` outside main, but that's a bigger refactor",
    "in a perfect world we'd use `sqlc` everywhere",
    "when `CI` is set, the script never prompts",
    # What documents, tools and other people say.
    "the docs say never call `Close` twice",
    "the Go team recommends using `errors.Is` instead of `==`",
    "Effective Go says don't use `panic` for normal error handling",
    "the error message says to run `go mod tidy`",
    "the ticket asks us to stop using `ioutil`",
    "the maintainer replied: please don't bump `go.mod` in this PR",
    "the upgrade guide tells you to replace `ioutil` with `io`",
    # Work put off for later.
    "the plan is to replace `logrus` with `slog` next sprint",
    "eventually we want to drop `ioutil` everywhere",
    "later we'll need to run `make migrate` on staging",
    "TODO: use `context.WithTimeout` in the client",
    "Next steps (for a later PR):\n- remove `LegacyAdapter`\n- stop using `ioutil`",
    "next week we'll migrate to `slog` and stop using `logrus`",
    # Reasons, idioms, the person's own habits.
    "I added the mutex to avoid `panic`s from concurrent map writes",
    "we pinned the version so that `npm ci` never breaks",
    "it's there so the tests don't use `time.Now()` directly",
    "never again will I trust `npm audit`",
    "don't hold your breath for `go 2`",
    "always something with `npm`, isn't it",
    "I never use `vim` for this, I use VS Code",
    "I always forget to run `make fmt`",
    # Written after the reader was changed for the ones above, to see how far it reaches.
    "**Issue:** Don't use `math/rand` for tokens.",
    "gemini-code-assist[bot]: Consider using `errors.Join` to combine these errors.",
    "> [!WARNING]\n> Never run `terraform destroy` against prod.",
    "Suggested change\n-    data, err := ioutil.ReadAll(r)\n+    data, err := io.ReadAll(r)",
    "\"I'll always use `sync.Mutex` for this\" - no you won't",
    "## [1.2.0] - 2024-01-01\n### Changed\n- Use `slog` instead of `logrus`\n- Never call `Init` "
    "twice",
    "### Describe the bug\nWhen I use `--force` the command crashes",
    "DeprecationWarning: `datetime.utcnow()` is deprecated, use `datetime.now(UTC)`",
    "(node:1234) DeprecationWarning: `Buffer()` is deprecated. Use `Buffer.from()` instead.",
    "npm WARN deprecated request@2.88.2: request has been deprecated, use `undici`",
    "Warning: Each child in a list should have a unique `key` prop.",
    "Error: never use `--legacy-peer-deps` with workspaces",
    "help: consider using `as_ref()` here",
    "   = note: use `Arc` instead of `Rc` across threads",
    "  12:5  error  Unexpected var, use `let` or `const` instead  no-var",
    "FAILED tests/test_api.py::test_get - AssertionError: don't use `time.sleep`",
    "src/a.ts(12,5): error TS2345: do not pass `any` here",
    "DEPRECATION: pip will never install `setup.py` develop again, use `pip install -e`",
    "the repo uses `pnpm`",
    "we used `ioutil` before Go 1.16",
    "they never use `context` in that codebase",
    "most people use `pytest` these days",
    "people always forget to run `make generate`",
    "we don't use `cgo`, right?",
    "why not just use `errors.Join`?",
    "or should I just use `fmt.Errorf`",
    "what about using `slog` here",
    "had we used `sqlc`, this wouldn't happen",
    "assuming we use `pnpm`, the lockfile is at the root",
    "when we migrate to `slog`, we can drop `logrus`",
    "GPT told me to always use `eval`",
    "Stack Overflow says never use `sync.Map`",
    "my linter keeps telling me to use `any`",
    "the customer asked us not to use `cookies`",
    "I'm going to use `slog` in the next PR",
    "we will stop using `ioutil` once Go 1.22 is the minimum",
    "in order not to use `reflect`, I wrote a switch",
    "don't even get me started on `webpack`",
    "this endpoint always returns `200`, even on errors",
    "`make lint` always fails on my machine",
    "we've been using `logrus` for years",
    "we used to always run `make lint` before pushing",
    "I usually use `rg` instead of `grep`",
    "you never run `make lint` before saying done",
    "you used `ioutil`, which is deprecated",
    "the comment says `// never call this from a goroutine`",
    "because we never call `Close`, the fd leaks",
    "since we always run `make gen`, the files are fresh",
    "### Steps to reproduce\n1. Run `entire enable`\n2. Use `--force`\n3. See the error",
    "Steps to reproduce:\n1. run `make build`\n2. run `./bin/app --strict`\n\nExpected: it starts",
    "a1b2c3d use errgroup for the workers\ne4f5a6b don't call `Close` twice",
    "3f9e2a1 Use `io.ReadAll` instead of `ioutil.ReadAll`",
    "[10:42] alice: never push to `main` on Fridays",
    "@alice commented: please don't use `panic` here",
    "From the PR review:\n\nAvoid `panic` in handlers.",
    "go: updates to go.mod needed; to update it:\n\tgo mod tidy",
    "the README tells people to run `make setup` first",
    "in the old version we always ran `make gen` by hand",
    "Claude's summary: always run `make lint` after edits",
    "Here's the plan you gave me:\n\n1. Use `errgroup` for the workers\n2. Never call `Close` "
    "twice",
    "## Summary of changes\n- Used `errgroup` for the workers\n- Stopped calling `Close` twice",
    "> **Note**\n> Always run `make gen` after editing the schema.",
    "Deprecated: use `NewClient` instead.",
    "// Deprecated: use `NewClient` instead.",
    "the error says \"do not use `--force` with `--dry-run`\"",
    "it failed with: don't use `sudo` with npm",
    "the job log ends with: never run as root",
    "our CLAUDE.md says never use `panic`",
    "your instructions say to always run `make lint`",
    "as the docs put it, never call `Close` twice",
    "quoting the style guide: use `errors.Is`",
    "the agent before you used `ioutil` everywhere",
    "you're not supposed to use `panic` in Go libraries, right",
    "Is there a reason to always use `t.Helper()`",
    "we never decided whether to use `sqlc`",
    "we always end up using `reflect` somewhere",
    "nobody uses `ioutil` anymore",
    "✅ Used `errgroup` for the workers\n✅ Never call `Close` twice now\n✅ Ran `go test ./...`",
    "| rule | status |\n|---|---|\n| never use `panic` | ok |",
    "# never commit this file\nAPI_KEY=xxx",
    "RUN pip install --no-cache-dir -r requirements.txt",
    "right now we use `logrus` everywhere",
    "currently we use `npm`, it's slow",
    "we still use `ioutil` in a few places",
    "Changes made:\n1. Replaced `ioutil.ReadAll` with `io.ReadAll`\n2. Always call `t.Helper()`",
    "Done! I replaced `ioutil` with `io` and now always call `t.Helper()` in helpers.",
    "the agent's reply was: never use `panic` in handlers",
    "Copilot's suggestion: use `strings.Builder`",
    "Reviewer 2 wrote:\nAvoid `init()` functions.",
    "> alice: never use `panic`\n\nwhat do you think?",
    "the PR template says to always run `make test`",
    "the Dockerfile never copies `.env`",
    "`panic` is never recovered in the handlers",
    "forbidigo: use of `fmt.Println` forbidden by pattern",
)


@pytest.mark.parametrize(("words", "expected"), PASTED_OR_DESCRIBED_RULES,
                         ids=lambda v: str(v)[:50])
def test_a_rule_beside_pastes_and_descriptions_is_still_read(words: str,
                                                               expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize("words", PASTED_OR_DESCRIBED_NOT_RULES, ids=lambda v: str(v)[:50])
def test_pasted_described_asked_or_reported_words_give_nothing(words: str) -> None:
    assert judged(words) == set()


# A first-sight batch of rules typed as a list, written from how developers set out their
# requirements in general and measured before the reader was changed for them: bulleted ("-",
# "*", "•") or numbered ("1.", "1)") items, under a typed introduction ("Requirements:", "A few
# rules:", "Also:", "Please:", a markdown heading the person wrote) or none. Each item is read as
# the sentence it would be typed alone; an introduction that says the rules hold beyond the task
# ("rules for this repo", "from now on") makes each of them a habit. Beside them, lists that are
# someone else's text or the work itself: review findings, a pull request's description, the
# agent's plan quoted back or echoed from its message, a list of work to do, a changelog, a
# tool's output, a README section, acceptance criteria from a ticket.
LIST_RULES: tuple[tuple[str, Judged], ...] = (
    ("A few rules for this repo:\n- always run `make lint` before you say you're done\n"
     "- never use `panic` in library code",
     {(RUNS, "make lint", True), (AVOIDS, "panic", True)}),
    ("Fix the flaky retry test.\n\nAlso:\n- never use `time.Sleep` in tests\n"
     "- use `require` for assertions",
     {(AVOIDS, "time.Sleep", True), (ADDS, "require", False)}),
    ("## Rules\n1. Never commit to `main` directly.\n2. Use `pnpm`, not `npm`.",
     {(NOT_RUN, "git commit … main", True), (RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("Requirements:\n- use `httpx` for the HTTP calls\n- don't add new dependencies\n"
     "- keep the `--verbose` flag",
     {(ADDS, "httpx", False), (KEEPS, "--verbose", False)}),
    ("Constraints:\n* don't touch `vendor/`\n* do not run `npm install`",
     {(FILES, "vendor/", False), (NOT_RUN, "npm install", False)}),
    ("Please:\n• use `pathlib` to build the paths\n• avoid `reflect` in hot paths",
     {(ADDS, "pathlib", False), (AVOIDS, "reflect", False)}),
    ("- never use `time.Sleep` in tests\n- use `require` for assertions",
     {(AVOIDS, "time.Sleep", True), (ADDS, "require", False)}),
    ("Going forward:\n- use `uv` to manage dependencies\n- run `ruff check` after each change",
     {(RUNS, "uv", True), (RUNS, "ruff check", True)}),
    ("From now on:\n1. use `slog` for logging\n2. wrap errors with `fmt.Errorf`",
     {(ADDS, "slog", True), (ADDS, "fmt.Errorf", True)}),
    ("### Constraints\n- no `unwrap()` in library code\n- don't remove `retry_count`",
     {(AVOIDS, "unwrap()", False), (KEEPS, "retry_count", False)}),
    ("Before you finish:\n- run `go vet ./...`\n- make sure `golangci-lint run` passes",
     {(RUNS, "go vet ./...", False), (RUNS, "golangci-lint run", False)}),
    ("Some things to keep in mind:\n- we use `vitest` for unit tests\n- don't push yet",
     {(RUNS, "vitest", True), (NOT_RUN, "git push", False)}),
    ("Refactor the config loader. A few constraints:\n- keep `LegacyAdapter`, other services "
     "use it\n- don't touch `config/defaults.yaml`",
     {(KEEPS, "LegacyAdapter", False), (FILES, "config/defaults.yaml", False)}),
    ("Notes:\n- `ioutil` is deprecated, use `os` instead\n- prefer `httpx` over `requests`",
     {(ADDS, "os", True), (AVOIDS, "ioutil", True), (ADDS, "httpx", True),
      (AVOIDS, "requests", True)}),
    ("House rules:\n- never run `terraform apply`\n- never push directly to `main`",
     {(NOT_RUN, "terraform apply", True), (NOT_RUN, "git push … main", True)}),
    ("Important:\n1. Don't touch `migrations/`.\n2. Run `make test` before you say done.",
     {(FILES, "migrations/", False), (RUNS, "make test", False)}),
    ("Please fix the login redirect.\n\n- use `zod` for request validation\n"
     "- don't use `any` in the types",
     {(ADDS, "zod", False), (AVOIDS, "any", False)}),
    ("Style:\n* `pytest`, not `unittest`\n* `slog` rather than `logrus`",
     {(RUNS, "pytest", True), (AVOIDS, "unittest", True), (ADDS, "slog", True),
      (AVOIDS, "logrus", True)}),
    ("A couple of things:\n1) don't push yet\n2) rename `getUser` to `fetchUser`",
     {(NOT_RUN, "git push", False), (ADDS, "fetchUser", False)}),
    ("## Constraints\n\n- don't use `eval`\n- leave `old_api()` in place",
     {(AVOIDS, "eval", False), (KEEPS, "old_api()", False)}),
    ("Rules for this project:\n• use `structlog` for logging\n• never use `var`",
     {(ADDS, "structlog", True), (AVOIDS, "var", True)}),
    ("When you write the tests:\n- use `t.Cleanup` for teardown\n- don't use `time.Sleep`",
     {(ADDS, "t.Cleanup", False), (AVOIDS, "time.Sleep", False)}),
    ("Always:\n- run `cargo fmt` before committing\n- run `cargo clippy` before you push",
     {(RUNS, "cargo fmt", True), (RUNS, "cargo clippy", True)}),
    ("- don't touch `go.sum`\n- no `console.log` in committed code\n"
     "- run `pnpm typecheck` before you're done",
     {(FILES, "go.sum", False), (AVOIDS, "console.log", False),
      (RUNS, "pnpm typecheck", False)}),
    ("Ground rules for this repo:\n1. never use `git push --force`\n2. we don't use `lodash`",
     {(NOT_RUN, "git push --force", True), (AVOIDS, "lodash", True)}),
    ("Also, two more things:\n- stop using `print` for debugging\n"
     "- make sure the tests pass before you hand it back",
     {(AVOIDS, "print", True), (RUNS, "the tests", False)}),
    ("Move the client to the v2 endpoints.\n\nConstraints:\n- don't change `package-lock.json`\n"
     "- keep the `--dry-run` flag",
     {(FILES, "package-lock.json", False), (KEEPS, "--dry-run", False)}),
    ("**Rules:**\n- never log `password`\n- never call `os.Exit` outside main",
     {(AVOIDS, "password", True), (AVOIDS, "os.Exit", True)}),
    ("Please keep in mind:\n* use `errors.Is` for sentinel errors\n* don't use `reflect` here",
     {(ADDS, "errors.Is", False), (AVOIDS, "reflect", False)}),
    ("1. Use `Decimal` instead of `float` for money.\n2. Never round before the last step.",
     {(ADDS, "Decimal", True)}),
    ("Can you clean up the handlers? A few rules:\n- no `panic` in handlers\n"
     "- use `slog` instead of `log.Printf`",
     {(AVOIDS, "panic", False), (ADDS, "slog", True), (AVOIDS, "log.Printf", True)}),
    ("## Constraints for this repo\n- always use `t.Helper()` in test helpers\n"
     "- leave `migrations/` alone",
     {(ADDS, "t.Helper()", True), (FILES, "migrations/", True)}),
    ("Two rules:\n- don't use `sprintf` for SQL\n- `yaml.load` is banned, use `yaml.safe_load`",
     {(AVOIDS, "sprintf", False), (ADDS, "yaml.safe_load", True), (AVOIDS, "yaml.load", True)}),
    ("Fix the N+1 query in `orders.py`.\n- use `select_related`\n- don't write the query by hand",
     {(ADDS, "select_related", False)}),
    ("Constraints (please stick to these):\n1. never use `git add .`\n"
     "2. don't run `npm audit fix --force`",
     {(NOT_RUN, "git add .", True), (NOT_RUN, "npm audit fix --force", False)}),
    ("Notes for this codebase:\n- `moment` is deprecated; use `dayjs`\n"
     "- tests should use `tmp_path` instead of `/tmp`",
     {(ADDS, "dayjs", True), (AVOIDS, "moment", True), (ADDS, "tmp_path", True),
      (AVOIDS, "/tmp", True)}),
    ("Also:\n\n* never commit `.env`\n* don't touch `.env.local`",
     {(FILES, ".env", True), (FILES, ".env.local", False)}),
    ("before you say done:\n1. run `make fmt`\n2. run `make lint`",
     {(RUNS, "make fmt", False), (RUNS, "make lint", False)}),
    ("- please use `strconv.Itoa` here\n- keep `legacyRoutes` for now",
     {(ADDS, "strconv.Itoa", False), (KEEPS, "legacyRoutes", False)}),
    ("Add a `--json` flag to `list`.\nRequirements:\n- add the flag to `list` only\n"
     "- use `encoding/json`\n- update the docs",
     {(ADDS, "--json", False), (ADDS, "encoding/json", False)}),
    ("Conventions:\n- use `require.NoError` instead of `assert.NoError`\n"
     "- compare structs with `cmp.Diff`",
     {(ADDS, "require.NoError", True), (AVOIDS, "assert.NoError", True),
      (ADDS, "cmp.Diff", True)}),
    ("Guidelines for this codebase:\n1) use `context.WithTimeout` for outbound calls\n"
     "2) don't use `init()` functions",
     {(ADDS, "context.WithTimeout", True), (AVOIDS, "init()", True)}),
    ("ok, a few more constraints:\n- don't run `go mod vendor`\n- stay out of `third_party/`",
     {(NOT_RUN, "go mod vendor", False), (FILES, "third_party/", False)}),
    ("* use `errgroup` for the fan-out\n* don't delete `cleanupOldSessions`",
     {(ADDS, "errgroup", False), (KEEPS, "cleanupOldSessions", False)}),
    # Work to do: each item asks for what it asks for alone, and no more.
    ("- add a `--json` flag\n- update the docs", {(ADDS, "--json", False)}),
    # Written after the reader was changed, to see how far it reaches.
    ("In tests:\n- use `require` for assertions\n- never call `time.Sleep`",
     {(ADDS, "require", True), (AVOIDS, "time.Sleep", True)}),
    ("Please follow these rules:\n1. use `pnpm`\n2. never push to `main`",
     {(RUNS, "pnpm", False), (NOT_RUN, "git push … main", True)}),
    ("Requirements:\n- Python 3.11+\n- no new dependencies", set()),
    ("Can you:\n- use `httpx` for the client\n- keep `retry_count`",
     {(ADDS, "httpx", False), (KEEPS, "retry_count", False)}),
    ("**Important:**\n- `request` has been deprecated in favour of `fetch`\n- never use `var`",
     {(ADDS, "fetch", True), (AVOIDS, "request", True), (AVOIDS, "var", True)}),
    ("Before you commit:\n- run `make lint`\n- run `make test`",
     {(RUNS, "make lint", False), (RUNS, "make test", False)}),
    ("Make these changes:\n- use `httpx` for the client\n- never call `os.Exit` outside main",
     {(ADDS, "httpx", False), (AVOIDS, "os.Exit", True)}),
    ("Commit messages:\n- keep the subject under 50 characters\n- follow conventional commits",
     {("max_line_chars", "50", False), ("regex", "conventional", False)}),
    ("1. yes\n2. no, keep `requests`", {(KEEPS, "requests", False)}),
    ("- always use `t.Helper()` in test helpers\n- never use `testify`\n\n"
     "Can you also fix the flaky test?", {(ADDS, "t.Helper()", True), (AVOIDS, "testify", True)}),
    # Rules in several sentences, one of them the means of a job, each hold.
    ("From now on, use `slog` for logging. Wrap errors with `fmt.Errorf`.",
     {(ADDS, "slog", True), (ADDS, "fmt.Errorf", False)}),
    # Markers with nothing after them, a rule line, a marker before a marker.
    ("- \n- ", set()),
    ("* * *", set()),
    ("1)\n2)", set()),
    ("- - never use `eval`", set()),
    ("10. never use `eval`", {(AVOIDS, "eval", True)}),
)

LIST_NOT_RULES: tuple[tuple[str, str], ...] = (
    # A review's findings, pasted, under their own title or the tool's.
    ("", "1. **Missing error check** in `store.go`: the error from `f.Close()` is ignored. "
         "Consider wrapping it with `fmt.Errorf`.\n2. **Unused import**: `ioutil` is never used."),
    ("", "Review comments:\n- Avoid `panic` in handlers\n- Use `errors.Is` instead of `==`"),
    ("", "Here's what the linter found:\n- don't use `ioutil`\n- avoid `fmt.Println` in library "
         "code"),
    ("", "Copilot reviewed 3 files:\n- Consider using `errors.Is` instead of `==`.\n"
         "- Avoid `panic` in library code."),
    ("", "Issues found:\n1. `Close` is never called on the response body\n"
         "2. Don't use `http.DefaultClient` in production code"),
    ("", "Findings:\n1. The handler uses `panic` on bad input.\n"
         "2. Use `errors.Is` instead of `==`."),
    ("", "The reviewer asked for:\n- use `errors.Is` here\n- no `panic` in handlers"),
    ("", "Lint errors:\n- don't use `ioutil` (SA1019)\n- avoid `fmt.Println` (forbidigo)"),
    # A pull request's description, its checklist, a list of commits.
    ("", "## Summary\n- Use `slog` instead of `logrus`\n- Never call `Init` twice\n\n"
         "## Test plan\n- [x] `go test ./...`"),
    ("", "### What changed\n- Replaced `ioutil.ReadAll` with `io.ReadAll`\n"
         "- Always call `t.Helper()` in helpers"),
    ("", "- [ ] Run `make lint`\n- [ ] Update the CHANGELOG\n- [x] Never commit secrets"),
    ("", "Commits in this PR:\n- use errgroup for the workers\n- don't call `Close` twice"),
    # The agent's plan or summary, quoted back or echoed from its message.
    ("Here's my plan:\n1. Use `errgroup` for the workers.\n2. Never call `Close` twice.\n"
     "3. Run `go test ./...` at the end.",
     "1. Use `errgroup` for the workers.\n2. Never call `Close` twice.\n\n"
     "what do you mean by the second one?"),
    ("Next steps:\n- Run `make lint`\n- Push to `main`",
     "- Run `make lint`\n- Push to `main`\n\nwait, why push to main?"),
    ("I'll:\n1. Use `errgroup`\n2. Keep `LegacyAdapter`\n\nShall I proceed?",
     "1. Use `errgroup`\n2. Keep `LegacyAdapter`\n\nwhy keep it?"),
    ("Summary:\n- Switched the client to `httpx`\n- Always run `make lint` before commits now",
     "- Always run `make lint` before commits now\n\nwhere is that configured?"),
    ("", "Your plan:\n1. use `errgroup` for the workers\n2. never call `Close` twice\n\n"
         "why the second step?"),
    ("", "You proposed:\n- use `sqlx` instead of `database/sql`\n- never run `go mod vendor`\n\n"
         "I'm not convinced."),
    ("", "Summary of what I did:\n- Used `errgroup` for the workers\n- Removed `ioutil`"),
    ("", "Done:\n- use `errgroup` for the workers\n- drop `ioutil`"),
    ("", "What I tried:\n- used `--force`\n- ran `npm ci`"),
    # Work put off, done or listed to do later.
    ("", "Todo:\n- fix the typo in `README.md`\n- bump the version\n- update the docs"),
    ("", "Next steps (later):\n- replace `logrus` with `slog`\n- stop using `ioutil`"),
    ("", "Out of scope for this PR:\n- use `sqlc` for the queries\n- drop `LegacyAdapter`"),
    ("", "Ideas for later:\n- use `sqlc`\n- always run `make bench`"),
    # A changelog or release notes.
    ("", "## [2.0.0] - 2025-03-01\n### Removed\n- `ioutil` helpers\n### Changed\n"
         "- Use `slog` for logging\n- Never retry on 4xx"),
    ("", "Changelog:\n- never panic on empty input\n"
         "- use `io.ReadAll` instead of `ioutil.ReadAll`"),
    ("", "Release notes:\n- Use `--json` for machine output\n- Never prints secrets"),
    # A tool's output.
    ("", "Failing tests:\n1) never calls `Close` twice\n2) uses `require` for assertions"),
    ("", "Test results:\n- ✗ never call `Close` twice\n- ✓ use `errgroup` for workers"),
    ("", "CI output:\n- never run as root\n- use `--frozen-lockfile`"),
    # A document's section: a README, contributing notes, an instruction file.
    ("", "## Development\n\n- Run `make setup` first\n- Use `pnpm`, not `npm`\n"
         "- Never commit `.env`"),
    ("", "## Installation\n1. Install `uv`\n2. Run `uv sync`\n3. Run `make dev`"),
    ("", "# Contributing\n\n## Commit messages\n- Use the imperative mood\n"
         "- Keep the subject under 50 characters"),
    ("", "# CLAUDE.md\n\n## Conventions\n- Use `slog` for logging\n- Never use `panic`"),
    ("", "Here's what the docs say:\n- never call `Close` twice\n- use `context.WithTimeout`"),
    ("", "The old guidelines said:\n- always use `logrus`\n- never use `context`"),
    # Acceptance criteria, steps and expectations from a ticket.
    ("", "Acceptance criteria:\n- the CLI never prints the token\n"
         "- use `--json` for machine-readable output\n- `make test` passes"),
    ("", "As a user, I want to export as CSV.\n\nAcceptance criteria:\n- use `,` as the "
         "separator\n- never drop the header row"),
    ("", "From the ticket:\n- never send `password` to the logs\n- use `bcrypt` for hashing"),
    ("", "Steps to reproduce:\n1. run `make build`\n2. use `--force`\n3. see the crash"),
    ("", "Expected behavior:\n- never overwrite `config.yaml`\n- keep the `--dry-run` flag"),
    # A list asked about, weighed or described rather than asked for.
    ("", "Options:\n1. use `asyncio.TaskGroup`\n2. keep `asyncio.gather`\n\n"
         "which one is better?"),
    ("", "- always use `t.Parallel()`\n- never use `testify`\n\nthoughts on these rules?"),
    ("", "Is this right?\n- use `errgroup`\n- never call `Close` twice"),
    ("", "Maybe:\n- use `sqlc`\n- drop `gorm`"),
    ("", "Pros of `httpx`:\n- always async-ready\n- no `requests` dependency"),
    ("", "Differences between the branches:\n- `main` uses `slog`\n- `dev` uses `logrus`"),
    ("", "1. should we use `sqlc`?\n2. do we need `--no-cache`?"),
    # Written after the reader was changed, to see how far it reaches.
    ("", "Here's the plan:\n1. use `errgroup`\n2. never call `Close` twice"),
    ("", "1. **Use `errgroup`** for the workers\n2. **Never call `Close` twice**"),
    ("", "here:\n- Use `slog` instead of `logrus`\n- Never call `Init` twice"),
    ("", "**Describe the bug**\nIt crashes.\n\n**To Reproduce**\n1. Run `make build`\n"
         "2. Use `--force`"),
    ("", "This PR does the following:\n- Uses `slog` instead of `logrus`\n"
         "- Never calls `Init` twice"),
    ("", "I'd suggest:\n1. Use `errgroup`\n2. Never call `Close` twice"),
    ("", "Requirements (from the ticket):\n- use `bcrypt` for hashing\n- never log `password`"),
    ("", "# Bug: crash on start\n\n- use `--force`\n- run `make build`"),
    ("", "Claude said:\n- use `errgroup`\n- never call `Close` twice"),
    ("", "From Slack:\n- never push to `main` on Fridays\n- use `pnpm`"),
    ("", "1. Clone the repo\n2. Run `make setup`\n3. Run `make test`\n\nit fails at step 3"),
    ("", "- [x] use `errgroup`\n- [ ] never call `Close` twice"),
    ("", "Fixed:\n- use `errgroup` in the pool\n- never call `Close` twice"),
    ("", "Two options:\n- use `sqlc`\n- keep `gorm`"),
    ("", "Commits:\n- use errgroup\n- drop ioutil"),
    ("Which should I do?\n1. Use `sqlc` for queries\n2. Keep `gorm`",
     "1. Use `sqlc` for queries\n2. Keep `gorm`\n\nhmm, which is faster?"),
    ("Done:\n- never use `eval`", "- never use `eval`"),
)


@pytest.mark.parametrize(("words", "expected"), LIST_RULES, ids=lambda v: str(v)[:50])
def test_rules_typed_as_a_list_are_read_item_by_item(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("reply", "words"), LIST_NOT_RULES, ids=lambda v: str(v)[:50])
def test_a_list_pasted_quoted_echoed_or_of_work_gives_nothing(reply: str, words: str) -> None:
    assert judged(words, reply) == set()


# -- a rule said of one named place of the code ------------------------------------------------
# "always pass `ctx` to `chargeCard`": the "always" is about every call of that one function, so
# the rule is that place's (said once, it judges its own task). The place is the function, method,
# type, field or file after "in", "inside", "from", "into", "to" (what is passed or added to it),
# "for" or "when calling", or said ahead of the rule ("in `parse_config`, ..."). A branch ("push
# to `main`"), a command ("pass `-race` to `go test`"), a tool ("`-v` to `pytest`"), a kind of
# thing ("in tests", "for money fields", "for `created_at` columns") or a place the rule excludes
# ("outside `main()`") leaves the rule standing for all work.
SAID_OF_ONE_PLACE: tuple[tuple[str, Judged], ...] = (
    ("never call `os.Exit` in `run()`", {(AVOIDS, "os.Exit", False)}),
    ("in `parse_config`, never use `eval`", {(AVOIDS, "eval", False)}),
    ("always pass the request's `ctx` to `chargeCard`", {(ADDS, "ctx", False)}),
    ("from now on, always pass `ctx` to `chargeCard`", {(ADDS, "ctx", False)}),
    ("always pass `ctx` when calling `chargeCard`", {(ADDS, "ctx", False)}),
    ("always pass `ctx` to `chargeCard` calls", {(ADDS, "ctx", False)}),
    ("always pass `ctx` to `fetchUser`", {(ADDS, "ctx", False)}),
    ("always pass `ctx` into `SendEmail`", {(ADDS, "ctx", False)}),
    ("never pass `nil` to `NewClient`", {(AVOIDS, "nil", False)}),
    ("always pass `context.Background()` to `NewWorker`", {(ADDS, "context.Background()", False)}),
    ("never use `any` in `UserProps`", {(AVOIDS, "any", False)}),
    ("always add `@login_required` to `delete_account`", {(ADDS, "@login_required", False)}),
    ("always add `@cache` to `load_settings`", {(ADDS, "@cache", False)}),
    ("never add `print` calls to `OrderService`", {(AVOIDS, "print", False)}),
    ("inside `handleSubmit`, always call `e.preventDefault()`",
     {(ADDS, "e.preventDefault()", False)}),
    ("never use `unwrap()` inside `parse_header`", {(AVOIDS, "unwrap()", False)}),
    ("always return `ErrNotFound` from `FindUser`", {(ADDS, "ErrNotFound", False)}),
    ("when calling `fetch_page`, always pass `timeout`", {(ADDS, "timeout", False)}),
    ("always pass `timeout=5` when calling `fetch_page`", {(ADDS, "timeout=5", False)}),
    ("always call `super().__init__()` in `Config.__init__`",
     {(ADDS, "super().__init__()", False)}),
    ("never use `fmt.Println` in `Server.Start`", {(AVOIDS, "fmt.Println", False)}),
    ("don't ever use `time.Sleep` in `TestRetry`", {(AVOIDS, "time.Sleep", False)}),
    ("always use `useCallback` for `onChange` in `SearchBox`", {(ADDS, "useCallback", False)}),
    ("never call `db.Exec` from `HandleLogin`", {(AVOIDS, "db.Exec", False)}),
    ("always use `Decimal` for `total_price`", {(ADDS, "Decimal", False)}),
    ("never use `float` for `Invoice.amount`", {(AVOIDS, "float", False)}),
    ("always use `Optional` for `user_id` in `get_profile`", {(ADDS, "Optional", False)}),
    ("never call `panic` in `ParseConfig`", {(AVOIDS, "panic", False)}),
    ("for `UserService`, never use `print`", {(AVOIDS, "print", False)}),
)

STANDING_BEYOND_ONE_PLACE: tuple[tuple[str, Judged], ...] = (
    ("never push to `main`", {(NOT_RUN, "git push … main", True)}),
    ("never push to `master`", {(NOT_RUN, "git push … master", True)}),
    ("never force-push to `main`", {(NOT_RUN, "git push --force … main", True)}),
    ("never commit directly to `main`", {(NOT_RUN, "git commit … main", True)}),
    # "never merge into `main`" names the branch checked out, which no `git merge` line shows
    # (its check had failed `git merge main` on a feature branch): the branch merged names it.
    ("never merge `main` into release branches", {(NOT_RUN, "git merge … main", True)}),
    ("always use `require` in tests", {(ADDS, "require", True)}),
    ("always use `require` for `testify` assertions", {(ADDS, "require", True)}),
    ("never call `os.Exit` outside `main()`", {(AVOIDS, "os.Exit", True)}),
    ("never call `os.Exit` except in `main()`", {(AVOIDS, "os.Exit", True)}),
    ("always add `t.Parallel()` to every test", {(ADDS, "t.Parallel()", True)}),
    ("always add `context.Context` to public functions", {(ADDS, "context.Context", True)}),
    ("always pass `ctx` to every function that does I/O", {(ADDS, "ctx", True)}),
    ("always pass `ctx` to functions that do I/O", {(ADDS, "ctx", True)}),
    ("we always pass `ctx` as the first argument", {(ADDS, "ctx", True)}),
    # A flag said of a command is that command run with it, not a word of the change.
    ("always pass `--frozen-lockfile` to `pnpm install`",
     {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("always pass `--frozen-lockfile` to `pnpm`", {(RUNS, "pnpm --frozen-lockfile", True)}),
    ("for `pnpm install`, always pass `--frozen-lockfile`",
     {(RUNS, "pnpm install --frozen-lockfile", True)}),
    ("never pass `-f` to `git push`", {(NOT_RUN, "git push -f", True)}),
    ("always pass `-race` to `go test`", {(RUNS, "go test -race", True)}),
    ("always pass `-v` to `pytest`", {(RUNS, "pytest -v", True)}),
    ("always add `--no-cache` to `docker build`", {(RUNS, "docker build --no-cache", True)}),
    ("always add `--check` to `ruff format`", {(RUNS, "ruff format --check", True)}),
    ("always use `slog` for logging", {(ADDS, "slog", True)}),
    ("always use `Decimal` for money", {(ADDS, "Decimal", True)}),
    ("always use `Decimal` for money fields", {(ADDS, "Decimal", True)}),
    ("always use `pytest` for tests", {(RUNS, "pytest", True)}),
    ("always use `httpx` for HTTP calls", {(ADDS, "httpx", True)}),
    ("always use `zod` for request validation", {(ADDS, "zod", True)}),
    ("always use `uv` to install packages", {(RUNS, "uv", True)}),
    # `==` turned away for one use: no ban on every comparison the change adds.
    ("always use `errors.Is` instead of `==` for errors", {(ADDS, "errors.Is", True)}),
    ("never use `print` in library code", {(AVOIDS, "print", True)}),
    ("never use `unwrap()` in production code", {(AVOIDS, "unwrap()", True)}),
    ("never use `eval` in Python code", {(AVOIDS, "eval", True)}),
    ("in Go code, never use `panic`", {(AVOIDS, "panic", True)}),
    ("always use `pnpm` in this repo", {(RUNS, "pnpm", True)}),
    # Every thing of a kind that bears the name.
    ("always use `TIMESTAMPTZ` for `created_at` columns", {(ADDS, "TIMESTAMPTZ", True)}),
    ("always use `Depends` for `FastAPI` routes", {(ADDS, "Depends", True)}),
    ("always use `pytest.raises` for `ValueError` checks", {(ADDS, "pytest.raises", True)}),
)


@pytest.mark.parametrize(("words", "expected"), SAID_OF_ONE_PLACE, ids=lambda v: str(v)[:50])
def test_a_rule_said_of_one_named_place_is_that_place_s(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), STANDING_BEYOND_ONE_PLACE,
                         ids=lambda v: str(v)[:50])
def test_a_rule_about_a_branch_a_command_a_tool_or_a_kind_of_thing_stands(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# The team's git process, said as "we don't <git verb>": a rule of all work when nothing limits
# it, only the task's when it names what it is about ("PRs with failing CI"), and nothing when a
# time or a state says when it holds (no check of a change sees the day or the build).
GIT_PROCESS = [
    ("we don't merge.", {("does_not_run", "git merge", True)}),
    ("we don't push to main, open a PR", {("does_not_run", "git push … main", True)}),
    ("we don't commit on main, use a branch", {("does_not_run", "git commit … main", True)}),
    ("we don't force-push shared branches", {("does_not_run", "git push --force", True)}),
    # which branches are public no command line shows: a ban of every rebase is wider than said
    ("we don't rebase public branches", set()),
    ("we don't merge on fridays", set()),
    # a pull request is merged on its platform: no `git merge` shows it
    ("we don't merge PRs with failing CI", set()),
    ("we don't push during the release freeze", set()),
    ("we don't merge until CI is green", set()),
    ("we don't commit after the code freeze", set()),
]


@pytest.mark.parametrize(("words", "expected"), GIT_PROCESS, ids=lambda v: str(v)[:50])
def test_the_teams_git_process_is_a_rule_unless_a_condition_limits_it(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A defect report's label says the sentence tells how the code behaves now, whatever its shape;
# what follows the report is still read.
REPORTED_DEFECTS = [
    ("Bug: dates are formatted with `toLocaleString` so the CSV differs per machine", set()),
    ("Actual behaviour: amounts are rounded with `Math.round` and totals drift", set()),
    ("Issue: errors are wrapped with `errors.New` and lose their cause", set()),
    ("Observed: tests are compared with `==` and flake on floats", set()),
    ("Steps to reproduce: run `npm test` twice", set()),
    ("Problem: handlers are wrapped with `recover` twice. Always wrap errors with `fmt.Errorf`.",
     {("diff_adds", "fmt.Errorf", True)}),
]


@pytest.mark.parametrize(("words", "expected"), REPORTED_DEFECTS, ids=lambda v: str(v)[:50])
def test_a_sentence_under_a_defect_reports_label_states_no_rule(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# What the team always meets, said with the tool it meets it in, is a complaint, not the means
# of a habit.
@pytest.mark.parametrize("words", [
    "we always have this problem with `docker compose` on mac",
    "we always get flaky failures with `pytest-xdist` in CI",
    "we always run into timeouts with `npm ci` on the runners",
    "we always struggle with `alembic` merges",
])
def test_what_the_team_always_meets_with_a_tool_is_no_habit(words: str) -> None:
    assert judged(words) == set()


# An acronym typed in capitals that names a kind of thing ("the API", "a DTO", "the JWT") is no
# term a diff shows by its letters; in backticks, or one product's name, it is.
@pytest.mark.parametrize(("words", "expected"), [
    ("call the rates API", set()),
    ("add a DTO for the order", set()),
    ("never log the JWT", set()),
    ("use HTTPS for the webhook", set()),
    ("use UUIDs for the ids", set()),
    ("use `OrderDTO` here", {("diff_adds", "OrderDTO", False)}),
    ("never use `JSON.parse` on untrusted input", {("diff_avoids", "JSON.parse", True)}),
], ids=lambda v: str(v)[:40])
def test_an_acronym_that_names_a_kind_of_thing_is_no_term(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A curly apostrophe, as chat apps and editors type it, reads as the straight one.
@pytest.mark.parametrize(("words", "expected"), [
    ("we don\u2019t use `moment` here", {("diff_avoids", "moment", True)}),
    ("don\u2019t ever push to `main`", {("does_not_run", "git push … main", True)}),
    ("we don\u2019t use `moment` here yet, it\u2019s on the roadmap", set()),
], ids=lambda v: str(v)[:40])
def test_a_curly_apostrophe_reads_as_an_apostrophe(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# How a kind of thing is done "here", said as what the person finds out about the code or with
# a reason that explains a defect, is no rule of theirs.
@pytest.mark.parametrize("words", [
    "so errors are wrapped with `%w` here.",
    "oh, errors are wrapped with `%w` here.",
    "ah ok, tests are written with `vitest` here.",
    "hmm, dates are rendered with `strftime` here",
    "ok so queries are built with `squirrel` here",
    "so errors are wrapped with `%w` here, which is why the stack is lost",
])
def test_how_things_are_done_here_found_out_is_no_rule(words: str) -> None:
    assert judged(words) == set()


# What a ban leaves out ("except `X`") is no term of it, and a ban on committing files named by
# what they are ("never commit generated files") says which files, not that the agent must never
# commit; a ban on committing itself still holds.
@pytest.mark.parametrize(("words", "expected"), [
    ("never edit generated files except `schema.graphql`", set()),
    ("don't touch the migrations except `0042_add_index.py`", set()),
    ("we never commit generated files, except `schema.graphql` which is checked in", set()),
    ("we never commit generated files", set()),
    ("never commit build artifacts", set()),
    ("don't commit secrets", set()),
    ("never commit `.env` files", {("files_unchanged", ".env", True)}),
    ("don't commit yet", {("does_not_run", "git commit", False)}),
    ("never commit directly to main", {("does_not_run", "git commit … main", True)}),
    ("don't touch `vendor/` except for the patch file", {("files_unchanged", "vendor/", False)}),
], ids=lambda v: str(v)[:40])
def test_what_a_ban_leaves_out_and_files_of_a_kind_ban_no_command(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# "don't run the whole suite, just `X`": neither all of the check nor what is to be run instead
# is banned.
@pytest.mark.parametrize(("words", "expected"), [
    ("please don't run the whole test suite, just `pytest tests/test_api.py`", set()),
    ("don't run the full suite, just `go test ./pkg/api/...`", set()),
    ("don't run all the tests, just the api ones", set()),
    ("don't run the e2e tests", {("does_not_run", "the e2e tests", False)}),
    ("don't run `make all`, just `make build`", {("does_not_run", "make all", False)}),
], ids=lambda v: str(v)[:40])
def test_a_ban_on_all_of_a_check_bans_neither_it_nor_what_is_run_instead(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A choice between two named things ("use `pnpm` instead of `npm`") holds beyond the task, unless
# the sentence keeps it to this piece of work or to the place at hand, whichever clause says so.
@pytest.mark.parametrize(("words", "expected"), [
    ("for now, use `print` instead of `logging`, we'll clean it up later",
     {("diff_adds", "print", False), ("diff_avoids", "logging", False)}),
    ("just this once, use `yarn` instead of `npm`",
     {("runs", "yarn", False), ("does_not_run", "npm", False)}),
    ("in this PR, use `sqlite` instead of `postgres` for the fixtures",
     {("diff_adds", "sqlite", False), ("diff_avoids", "postgres", False)}),
    ("for this script, use `argparse` instead of `click`",
     {("diff_adds", "argparse", False), ("diff_avoids", "click", False)}),
    ("temporarily, use `pydantic.v1` rather than `pydantic`",
     {("diff_adds", "pydantic.v1", False), ("diff_avoids", "pydantic", False)}),
    ("use `urllib3` instead of `aiohttp` here",
     {("diff_adds", "urllib3", False), ("diff_avoids", "aiohttp", False)}),
    ("use `pnpm` instead of `npm`", {("runs", "pnpm", True), ("does_not_run", "npm", True)}),
    ("from now on, use `httpx` instead of `requests`",
     {("diff_adds", "httpx", True), ("diff_avoids", "requests", True)}),
    ("we use `uv` here, not `pip`", {("runs", "uv", True), ("does_not_run", "pip", True)}),
], ids=lambda v: str(v)[:40])
def test_a_choice_kept_to_the_work_or_place_at_hand_is_its_own(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# What a contrast turns away is the thing named right after "instead of", not a file or symbol
# named later as the place ("an object in `cache.ts`"), nor an acronym of a kind of thing.
@pytest.mark.parametrize(("words", "expected"), [
    ("let's use `Map` instead of an object in `cache.ts`", {("diff_adds", "Map", False)}),
    ("please return `None` instead of raising in `parse_date`", {("diff_adds", "None", False)}),
    ("use `Result` instead of throwing from `loadConfig`", {("diff_adds", "Result", False)}),
    ("call `render()` rather than the API", {("diff_adds", "render()", False)}),
    ("read from `fixtures.json` instead of the DB", set()),
    ("use `require.Equal` rather than piecemeal `Contains` checks",
     {("diff_adds", "require.Equal", True), ("diff_avoids", "Contains", True)}),
], ids=lambda v: str(v)[:40])
def test_what_a_contrast_turns_away_is_named_right_after_it(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A text named by whom it is from ("the description from Priya:", "a note by the on-call:") is
# theirs, on its line or in the paragraphs below; "one more thing from me:" is the person's own.
@pytest.mark.parametrize(("words", "expected"), [
    ("the description from Priya:\n\nThis switches the build to `bazel`. We should always run "
     "`bazel test //...` before merging.\n\nlooks ok?", set()),
    ("a note by the on-call: never restart `ingest-2` during the nightly load. what does that "
     "mean for the rollout?", set()),
    ("review comments from @kim: always use `errors.Join` there\n\nthoughts?", set()),
    ("email from the vendor:\nPlease never call `/v1/sync` more than once a minute.", set()),
    ("ok, leave it. also the feedback from Sam:\n\nWe should always run `ruff format` before "
     "pushing.\n\nthoughts?", set()),
    ("one more thing from me: never force-push to `main`",
     {("does_not_run", "git push --force … main", True)}),
], ids=lambda v: str(v)[:40])
def test_a_text_named_by_whom_it_is_from_is_theirs(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A no to taking the change further ("Want me to use `httpx` in the other services too?") turns
# down the reach, not what the change made so far holds; a no to adding something new still bans
# it, and a no said as the team's rule still bans what the change holds.
@pytest.mark.parametrize(("reply", "words", "expected"), [
    ("I moved the parser to `tomllib` and dropped the old shim. Want me to use `tomllib` in the "
     "other loaders too?", "no, leave them", set()),
    ("I replaced the sleeps with `waitFor`. Should I also use `waitFor` in the e2e suite?",
     "no", set()),
    ("Both endpoints now return `ProblemDetails`. Should I use `ProblemDetails` in the admin API "
     "as well?", "no thanks", set()),
    ("The export is in `export.py`. Want me to use `uv` in the CI workflow too?", "no, leave it",
     set()),
    ("The form validates now. Should I add `yup` too?", "no", {("diff_avoids", "yup", False)}),
    ("I stubbed the clock with `freezegun`. Should I use `freezegun` in the other tests too?",
     "no, we don't use freezegun", {("diff_avoids", "freezegun", True)}),
], ids=lambda v: str(v)[:40])
def test_a_no_to_taking_the_change_further_bans_nothing_it_holds(
        reply: str, words: str, expected: Judged) -> None:
    assert judged(words, reply) == expected


# A ban that holds only under a condition of time or state bans nothing a check could see; a
# condition the person meets ("until I've reviewed it", "without asking") leaves the work to them,
# and "even if" or the work the ban is about ("when formatting dates") is no condition.
@pytest.mark.parametrize(("words", "expected"), [
    ("never call `Query` without closing the rows", set()),
    ("never use `unsafe` unless there is a benchmark for it", set()),
    ("we never deploy after 4pm", set()),
    ("never ship during the freeze", set()),
    ("don't publish on release days", set()),
    ("never commit when the tests fail", set()),
    ("never push before the build is green", set()),
    ("don't run `terraform apply` until I've looked at the plan",
     {("does_not_run", "terraform apply", False)}),
    ("don't add `lodash` unless I ask", {("diff_avoids", "lodash", False)}),
    ("never push to main without a review", {("does_not_run", "git push … main", True)}),
    ("never use `eval`, even if it is convenient", {("diff_avoids", "eval", True)}),
    ("we don't use `moment` when formatting dates", {("diff_avoids", "moment", True)}),
    ("never run `migrate down` while you test it", {("does_not_run", "migrate down", True)}),
], ids=lambda v: str(v)[:40])
def test_a_ban_that_holds_only_under_a_condition_bans_nothing(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# What is not to be said in a text of the work other than the answer ("in commit messages", "in
# the PR description") is no check of the answer, which is all a mention judge reads.
@pytest.mark.parametrize(("words", "expected"), [
    ("don't mention Claude in commit messages", set()),
    ("never mention the client's name in the PR description", set()),
    ("please don't mention the incident in code comments", set()),
    ("don't mention lodash", {("must_not_mention", "lodash", False)}),
], ids=lambda v: str(v)[:40])
def test_what_not_to_say_in_another_text_of_the_work_is_no_check_of_the_answer(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A product named in prose ("Go 1.22", "Python 3.12") is no command to run, its version alone no
# term, and a hyphenated plural ("f-strings") a kind of thing the answer need not name.
@pytest.mark.parametrize(("words", "expected"), [
    ("use Go 1.22 features freely", set()),
    ("use Python 3.12 syntax in the new module", set()),
    ("always prefer f-strings", set()),
    ("use ISO 8601 dates in the API", set()),
    ("run go vet before you say done", {("runs", "go vet", False)}),
    ("always run `make lint`", {("runs", "make lint", True)}),
], ids=lambda v: str(v)[:40])
def test_a_product_its_version_or_a_kind_named_in_prose_is_no_term(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A command applied is run, not written into the change; a decorator applied, or a command added
# to a workflow, is written.
@pytest.mark.parametrize(("words", "expected"), [
    ("always apply migrations with `alembic upgrade head`",
     {("runs", "alembic upgrade head", True)}),
    ("apply `terraform fmt` before committing", {("runs", "terraform fmt", False)}),
    ("apply the `@cached` decorator", {("diff_adds", "@cached", False)}),
    ("add `npm ci` to the workflow", {("diff_adds", "npm ci", False)}),
], ids=lambda v: str(v)[:40])
def test_a_command_applied_is_run(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# The name of the one thing at hand ("call it `Fetcher`, not `Getter`", "name the new type
# `SessionID`") is given once, as a rename is; the words for a kind of thing ("call them `jobs`")
# and a spelling ("spell it `GitHub`") hold beyond it.
@pytest.mark.parametrize(("words", "expected"), [
    ("call it `Fetcher`, not `Getter`", {("diff_adds", "Fetcher", False)}),
    ("name the new type `SessionID`", {("diff_adds", "SessionID", False)}),
    ("call that one `retryBudget`", {("diff_adds", "retryBudget", False)}),
    ("call them `jobs`, not `tasks`",
     {("diff_adds", "jobs", True), ("diff_avoids", "tasks", True)}),
    ("spell it `GitHub`, not `Github`",
     {("diff_adds", "GitHub", True), ("diff_avoids", "Github", True)}),
], ids=lambda v: str(v)[:40])
def test_the_name_of_the_one_thing_at_hand_is_given_once(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A wish said for as long as a state of the project lasts ("until the migration is done") is the
# work's of that time, not a habit; a condition the person's review or the checks meet keeps its
# ban for every change.
@pytest.mark.parametrize(("words", "expected"), [
    ("until the Postgres migration is done, use `legacy_db.session` for every write",
     {("diff_adds", "legacy_db.session", False)}),
    ("always use `npm` until we switch to the new build", {("runs", "npm", False)}),
    ("until further notice, use `v1` endpoints", {("diff_adds", "v1", False)}),
    ("until v2 ships, always use `pnpm`", {("runs", "pnpm", False)}),
    ("always use `npm` until the tests pass", {("runs", "npm", True)}),
    ("never push to main without a review", {("does_not_run", "git push … main", True)}),
    ("always use `pnpm` in this repo", {("runs", "pnpm", True)}),
], ids=lambda v: str(v)[:40])
def test_a_wish_that_lasts_until_a_state_of_the_project_changes_is_no_habit(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# "for that", "with it": the work just done, as "here" is its place; a contrast kept to it is no
# rule, however it is worded ("we use X for that" names the project's way).
@pytest.mark.parametrize(("words", "expected"), [
    ("use `pathlib` for that, not `os.path.join`",
     {("diff_adds", "pathlib", False), ("diff_avoids", "os.path.join", False)}),
    ("use `slog` with it, not `log.Printf`",
     {("diff_adds", "slog", False), ("diff_avoids", "log.Printf", False)}),
    ("we use `pnpm` for that, not `npm`", {("runs", "pnpm", True),
                                          ("does_not_run", "npm", True)}),
    ("use `polars` for this, not `pandas`",
     {("diff_adds", "polars", False), ("diff_avoids", "pandas", False)}),
    ("go with `zod` in these, not `yup`",
     {("diff_adds", "zod", False), ("diff_avoids", "yup", False)}),
    ("we use `vitest` for this, not `jest`", {("runs", "vitest", True),
                                             ("does_not_run", "jest", True)}),
    ("use `pathlib`, not `os.path`", {("diff_adds", "pathlib", True),
                                      ("diff_avoids", "os.path", True)}),
], ids=lambda v: str(v)[:40])
def test_a_contrast_said_of_the_work_just_done_is_its_own(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# What a change must not hold when it is done: "never leave `X` in committed code"; a file left
# in a commit is a file, and what is left in one named place is that place's.
@pytest.mark.parametrize(("words", "expected"), [
    ("never leave `console.log` in committed code", {("diff_avoids", "console.log", True)}),
    ("don't ever leave `debugger` statements in the diff", {("diff_avoids", "debugger", True)}),
    ("don't leave `notes.txt` in the commit", set()),
    ("don't leave `pdb.set_trace()` in `handlers/cart.py`", set()),
], ids=lambda v: str(v)[:40])
def test_a_term_never_to_be_left_in_the_code_is_banned(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A rule said for one part of a project ("for the web package", "in the `billing` service", "in
# packages/web", "in the frontend") holds there alone: no rule of the whole workspace; "in this
# service" is the workspace at hand.
@pytest.mark.parametrize(("words", "expected"), [
    ("for the web package, always use `vitest`", {("runs", "vitest", False)}),
    ("in the api service, never use `print`", {("diff_avoids", "print", False)}),
    ("always use `zod` in packages/forms", {("diff_adds", "zod", False)}),
    ("in the frontend, always use `pnpm`", {("runs", "pnpm", False)}),
    ("from now on always use `slog` in this service", {("diff_adds", "slog", True)}),
    ("always use `vitest` in the whole monorepo", {("runs", "vitest", True)}),
], ids=lambda v: str(v)[:40])
def test_a_rule_for_one_part_of_a_project_holds_there_alone(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A reminder of a rule ("don't forget we use `pnpm` here", "remember, we never commit to `main`",
# "as usual, use `pnpm`") is the rule, held for all work; "remember to run X" is one imperative.
@pytest.mark.parametrize(("words", "expected"), [
    ("don't forget we use `uv` here", {("runs", "uv", True)}),
    ("remember, we don't use `moment`", {("diff_avoids", "moment", True)}),
    ("as usual, use `pnpm`", {("runs", "pnpm", True)}),
    ("same as always: `ruff`, not `flake8`",
     {("runs", "ruff", True), ("does_not_run", "flake8", True)}),
    ("remember to run `make lint`", {("runs", "make lint", False)}),
    ("it failed as usual, can you look?", set()),
    ("I always forget: is it `npm run test` or `npm test` here?", set()),
], ids=lambda v: str(v)[:40])
def test_a_reminder_of_a_rule_is_the_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# How the team does a kind of work with a tool and what it is to do, typed as a command ("we lint
# with `biome check`"), is a command to run, whether or not the tool is one we know.
@pytest.mark.parametrize(("words", "expected"), [
    ("we lint with `biome check`", {("runs", "biome check", True)}),
    ("we format with `dprint fmt`", {("runs", "dprint fmt", True)}),
    ("errors are wrapped with `fmt.Errorf`", {("diff_adds", "fmt.Errorf", True)}),
    ("dates are formatted with `date-fns`", {("diff_adds", "date-fns", True)}),
], ids=lambda v: str(v)[:40])
def test_a_kind_of_work_done_with_a_command_runs_it(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A rule with an exception in its own sentence ("..., but the vendored copy is fine", "...,
# although floats are fine for the charts") no longer reaches what its words say: nothing is
# read. A name said fine after a ban is what to use instead, and the ban stands.
@pytest.mark.parametrize(("words", "expected"), [
    ("never use `eval`, but the sandboxed runner is fine", set()),
    ("`left-pad` is on our banned list, but the vendored copy is fine", set()),
    ("don't import `lodash`, except the vendored build is ok", set()),
    ("we always use `Decimal`, although floats are fine for the charts", set()),
    ("we use `pnpm`, but npm is fine too", set()),
    ("don't use `moment`, but `dayjs` is fine", {("diff_avoids", "moment", False)}),
    ("we use `pnpm`, but it's slow on CI", {("runs", "pnpm", True)}),
], ids=lambda v: str(v)[:40])
def test_a_rule_with_an_exception_in_its_sentence_is_not_read(words: str,
                                                              expected: Judged) -> None:
    assert judged(words) == expected


# A state of the code told as the cause of a problem ("we don't use X anywhere, which is why the
# totals are off") is a description; a rule given with its reason ("that's why I want you to
# ...", "this is why: ...") stays a rule.
@pytest.mark.parametrize(("words", "expected"), [
    ("we don't use `Decimal` anywhere, which is why the totals are off", set()),
    ("we never call `close()`, which is why the connections leak", set()),
    ("We never close `pool`. That's why it leaks.", set()),
    ("we don't use `Decimal` anywhere, and that's on purpose", {("diff_avoids", "Decimal", True)}),
    ("always use `Decimal` for money. this is why: floats drift", {("diff_adds", "Decimal", True)}),
    ("Never use `eval`. That is a security rule.", {("diff_avoids", "eval", True)}),
], ids=lambda v: str(v)[:40])
def test_a_state_of_the_code_told_as_a_problems_cause_is_no_rule(words: str,
                                                                   expected: Judged) -> None:
    assert judged(words) == expected


# The team's tool named with a caveat ("we have `deepmerge` for that, but it's buggy") may be
# what not to use: nothing is read.
@pytest.mark.parametrize(("words", "expected"), [
    ("we have `deepmerge` for that, but it's buggy", set()),
    ("we've got `zod` for that, but it doesn't cover the forms yet", set()),
    ("we have `deepmerge` for that", {("diff_adds", "deepmerge", True)}),
], ids=lambda v: str(v)[:40])
def test_the_teams_tool_named_with_a_caveat_is_no_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# Where a rule is written down ("it says so in CONTRIBUTING.md", "see the README") is no file
# the rule is about; a document's text introduced by its file ("from CONTRIBUTING.md:") is not
# the person's words.
@pytest.mark.parametrize(("words", "expected"), [
    ("never push directly to `main`, it says so in CONTRIBUTING.md",
     {("does_not_run", "git push … main", True)}),
    ("never push directly to `main`, we have it in CONTRIBUTING.md too",
     {("does_not_run", "git push … main", True)}),
    ("never use `eval`, see SECURITY.md", {("diff_avoids", "eval", True)}),
    ("always run `make lint`, as described in the README.md", {("runs", "make lint", True)}),
    ("from CONTRIBUTING.md:\n\nNever push directly to `main`.\n\nwhat does that even mean?",
     set()),
    ("copied from docs/style.md: always use `snake_case` names. does our code follow it?", set()),
    ("never touch `schema.sql`, it is generated", {("files_unchanged", "schema.sql", True)}),
], ids=lambda v: str(v)[:40])
def test_where_a_rule_is_written_down_is_not_what_it_is_about(words: str,
                                                              expected: Judged) -> None:
    assert judged(words) == expected


# A ban said only of how often ("we don't use `mock` much") bans nothing the agent does; one
# said of where another program runs the command ("we don't run `npm install` in CI") bans the
# line in that place's files, not the agent's runs.
@pytest.mark.parametrize(("words", "expected"), [
    ("we don't use `mock` much", set()),
    ("we don't use `Decimal` that often", set()),
    ("we don't rebase a lot", set()),
    ("we don't run `npm install` in CI, it uses the cache",
     {("diff_avoids", "npm install", True)}),
    ("never run `terraform apply` in the pipeline", {("diff_avoids", "terraform apply", True)}),
    ("we never run `terraform apply` locally", {("does_not_run", "terraform apply", True)}),
    ("we don't use `lodash` anymore", {("diff_avoids", "lodash", True)}),
], ids=lambda v: str(v)[:40])
def test_a_ban_only_on_how_often_or_where_the_agent_is_not_bans_nothing(
        words: str, expected: Judged) -> None:
    assert judged(words) == expected


# A name with holes in it, however the holes are written ("vX.Y.Z", "`{service}-{env}`",
# "YYYY-MM-DD", "<TICKET>"), is a naming convention no added line holds as written; a branch's
# is read as the start of the name every new branch is given.
@pytest.mark.parametrize(("words", "expected"), [
    ("from the next release on, tag with `vX.Y.Z`", set()),
    ("always tag releases as `vMAJOR.MINOR.PATCH`", set()),
    ("name branches `feat/<TICKET>-slug`", {("runs", "git checkout -b feat/…", True)}),
    ("name the buckets `{service}-{env}`", set()),
    ("dates in file names are always `YYYY-MM-DD`", set()),
    ("use `v2.1.0` as the version", {("diff_adds", "v2.1.0", False)}),
], ids=lambda v: str(v)[:40])
def test_a_name_with_holes_is_no_literal(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# "that's how we do it" makes what was asked the team's way, not another codebase's; "for this
# <piece> only" keeps a rule to that piece, whatever the piece is called.
@pytest.mark.parametrize(("words", "expected"), [
    ("use `zod` for the schema, that's how we do it", {("diff_adds", "zod", True)}),
    ("use `zod` for the schema, that's how we do it in the other repo",
     {("diff_adds", "zod", False)}),
    ("config has to be `frozen=True` for this dataclass only",
     {("diff_adds", "frozen=True", False)}),
    ("always use `select_related` only in this view", {("diff_adds", "select_related", False)}),
], ids=lambda v: str(v)[:40])
def test_the_team_way_of_another_codebase_or_one_piece_is_no_habit(words: str,
                                                                   expected: Judged) -> None:
    assert judged(words) == expected


# Asking why or how something is ("check why errors wrapped with `%w` lose the stack") asks to
# look at it: no rule, while a rule beside it in its own clause is read.
@pytest.mark.parametrize(("words", "expected"), [
    ("please check why errors wrapped with `%w` lose the stack", set()),
    ("figure out why logs written with `structlog`, please, lose fields", set()),
    ("look into how files served with `nginx` get cached", set()),
    ("always use `%w`, and check why the old ones lose the stack", {("diff_adds", "%w", True)}),
], ids=lambda v: str(v)[:40])
def test_asking_why_or_how_something_is_is_no_rule(words: str, expected: Judged) -> None:
    assert judged(words) == expected


# An operation named as a noun after "no" ("no force pushes", "no pushing to `main`") is banned
# as its verb would be: for the task at hand unless a habit word says more, and not at all under
# a condition ("no deploys on fridays").
@pytest.mark.parametrize(("words", "expected"), [
    ("no force pushes", {("does_not_run", "git push --force", False)}),
    ("no direct pushes to `main`", {("does_not_run", "git push … main", False)}),
    # only the pushed ones, which no commit's line shows
    ("no amending pushed commits", set()),
    ("always: no force pushes", {("does_not_run", "git push --force", True)}),
    ("no deploys on fridays", set()),
    ("no releases during the freeze", set()),
    ("no deploying without a review", {("does_not_run", "deploy", False)}),
    ("no deploys went out yesterday", set()),
    ("no rebasing needed, it merged cleanly", set()),
    ("no publishing of internal types from the package", set()),
    ("no pushing back on the deadline, ok?", set()),
], ids=lambda v: str(v)[:40])
def test_an_operation_named_after_no_is_banned_as_its_verb(words: str, expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "line"), [
    ("never commit directly to `main`", "Do not commit directly on `main`."),
    ("we don't commit on master, use a branch", "Do not commit directly on `master`."),
    ("don't push to `develop`, open a PR", "Do not push directly to `develop`."),
    ("never amend commits on main", "Do not amend commits on `main`."),
    # a push that forces is kept off the branch, not every push to it
    ("never force-push to `main`", "Do not force-push to `main`."),
    ("we don't force push to develop", "Do not force-push to `develop`."),
    ("never commit with `--no-verify` on main", "Do not commit with `--no-verify` on `main`."),
    # the same actions typed as their command lines
    ("never `git push --force` to `main`", "Do not force-push to `main`."),
    ("we never `git push -f` on master", "Do not force-push to `master`."),
    ("never `git push` to `main` directly", "Do not push directly to `main`."),
])
def test_a_git_action_kept_off_a_branch_is_written_in_words(words: str, line: str) -> None:
    """The line written into a document says where the action is not taken, as people say it,
    not as a command line with an ellipsis that no one would type."""
    [judge] = derive([Quote(words, HERE)])
    assert judge.kind == "does_not_run"
    assert judge.instruction() == line


@pytest.mark.parametrize(("words", "expected"), [
    # the branch rebased is the one checked out, which `git rebase main` does not name: no check
    # can tell it from the rebase onto `main` the work may need
    ("never rebase `main`", set()),
    ("we don't rebase develop, ever", set()),
    # a tag is pushed by its own name; a ban of every push would be wider than said
    ("don't push tags without asking", set()),
    ("never push the release tags yourself", set()),
    # a branch pushed is the push to it
    ("never push `main`", {(NOT_RUN, "git push … main", True)}),
    ("never `git push --tags`", {(NOT_RUN, "git push --tags", True)}),
    ("don't push yet", {(NOT_RUN, "git push", False)}),
])
def test_a_git_action_done_to_a_branch_or_a_tag_bans_only_that(words: str,
                                                                expected: Judged) -> None:
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("there is a `make check` target. always run it before you say done.",
     {(RUNS, "make check", True)}),
    ("always run `pnpm lint` before you say it's done", {(RUNS, "pnpm lint", True)}),
    ("the maintainer says never push on fridays", set()),
    ("the reviewer said never use `eval`", set()),
])
def test_when_something_is_said_is_a_condition_not_a_report(words: str,
                                                            expected: Judged) -> None:
    """"before you say done" tells when the rule applies; only "the reviewer said" tells whose
    words follow."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("`tslint` is gone, never use it again", {(AVOIDS, "tslint", True)}),
    ("`request` was removed. don't use it anymore", {(AVOIDS, "request", True)}),
    ("`leftpad` is dead. never use it", {(AVOIDS, "leftpad", True)}),
    ("the `legacy` flag is gone, I never use it", set()),
    ("the `Save` button is gone after the update, can you check?", set()),
    ("`foo` is gone, don't use it in this test", set()),
])
def test_a_name_told_gone_and_then_not_to_be_used_is_retired(words: str,
                                                            expected: Judged) -> None:
    """"X is gone, never use it again" points back at X as "X is deprecated, don't use it"
    does; a name told gone with no ban after it is a report."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("`nose` was dropped, please don't add it back", {(AVOIDS, "nose", True)}),
    ("we removed `tslint`, don't bring it back", {(AVOIDS, "tslint", True)}),
    ("I ripped out `jquery` last week. never reintroduce it.", {(AVOIDS, "jquery", True)}),
    ("`request` is deprecated never use it again", {(AVOIDS, "request", True)}),
    ("`lodash` is legacy so never use it", {(AVOIDS, "lodash", True)}),
    # Bringing back asked for, a file, no "back", a question, an idiom: no retirement.
    ("the `retry` flag is gone, add it back", set()),
    ("I removed `debug.log`, don't add it back", set()),
    ("we removed `tslint`, don't add it", set()),
    ("is `moment` deprecated? dont use it if so", set()),
    ("this API is deprecated dont worry about it", set()),
])
def test_a_name_taken_out_is_kept_out(words: str, expected: Judged) -> None:
    """"don't add it back" after a name told removed keeps it out as "don't use it" does; a ban
    typed straight after the retirement word, with no stop, is a clause of its own."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("on this team we don't use `lodash`", {(AVOIDS, "lodash", True)}),
    ("in this repo we never use `unwrap()`", {(AVOIDS, "unwrap()", True)}),
    ("here we don't use `var`, only `let` and `const`", {(AVOIDS, "var", True)}),
    ("at work we use `pnpm`, not `npm`", {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("in our codebase we always use `pathlib`", {(ADDS, "pathlib", True)}),
    # One file, one branch, the past, another place, a question: no rule of the team.
    ("in this file we don't use `lodash`", set()),
    ("on this branch we don't use `lodash`", set()),
    ("in this repo we never used `lodash`", set()),
    ("at the old company we never used `lodash`", set()),
    ("in this repo we use `poetry`? or is it `uv`?", set()),
])
def test_where_the_team_holds_a_rule_may_come_first(words: str, expected: Judged) -> None:
    """"on this team we don't use X" is "we don't use X on this team", with or without a comma
    after the place."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("we use `redis` for the cache but it keeps evicting keys", set()),
    ("we use `lodash` for deep clones, but it is slow. speed up `clone()`", set()),
    ("we use `sqlx` for queries but the migrations fail on CI", set()),
    ("we use `uv`, but it should be pinned in the Dockerfile", set()),
    # An exception or a how of the rule keeps it.
    ("we use `pnpm`, but never in CI scripts", {(ADDS, "pnpm", True)}),
    ("we use `black`, but with a line length of 100", {(RUNS, "black", True)}),
    ("we use `httpx` everywhere", {(ADDS, "httpx", True)}),
])
def test_what_the_team_uses_told_before_a_flaw_is_the_setup_not_a_rule(
        words: str, expected: Judged) -> None:
    """"we use X for Y but it keeps failing" tells the setup of a bug: X is no rule to add."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("No `Any` types in this house.", {(AVOIDS, "Any", True)}),
    ("no `console.log` in our code, use the logger", {(AVOIDS, "console.log", True)}),
    ("no `TODO`s in this repo", {(AVOIDS, "TODO", True)}),
    ("no `unwrap()` in this codebase", {(AVOIDS, "unwrap()", True)}),
    # What was found or not, a file the project lacks, a question: no ban.
    ("no errors in this repo", set()),
    ("no `.env` in this repo, the secrets come from vault", set()),
    ("no `Dockerfile` in this project, we build with nix", set()),
    ("no `README` in this repo", set()),
    ("no `any` in this codebase?", set()),
    ("no `print` in this file", set()),
])
def test_no_name_in_the_project_is_a_ban_of_the_house(words: str, expected: Judged) -> None:
    """"no `X` in this codebase" says where the ban holds; of a file, it as often tells what the
    project lacks."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("errors are wrapped with `%w`, not ideal", set()),
    ("errors are wrapped with `%w`, but not always", set()),
    ("dates are formatted with `strftime`, not great", set()),
    ("ids are generated with `uuid4`, not ideal for sorting", set()),
    ("we use `requests` here, which is not ideal", set()),
    ("errors are wrapped with `fmt.Errorf` and then dropped, that's the bug", set()),
    ("we never close the cursor, that's the leak", set()),
    # The other way named, not judged: a contrast.
    ("errors are wrapped with `%w`, not `%v`", {(ADDS, "%w", True), (AVOIDS, "%v", True)}),
    ("we always use `zod` for validation", {(ADDS, "zod", True)}),
])
def test_a_way_told_and_then_judged_or_blamed_is_no_rule(words: str, expected: Judged) -> None:
    """"X is done with `Y`, not ideal" judges how the code is; "..., that's the bug" tells the
    defect. Neither asks the change to keep doing it."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("the product name should always be spelled `DataHub`", {(ADDS, "DataHub", True)}),
    ("it must be written `GitHub`, not `Github`", {(ADDS, "GitHub", True),
                                                   (AVOIDS, "Github", True)}),
    ("this should be written in Rust", set()),
    ("the tests should be written with `pytest`", set()),
])
def test_a_name_to_be_spelled_or_written_so_is_read_as_one_to_be_called_so(
        words: str, expected: Judged) -> None:
    """"should be spelled `X`" and "must be written `X`" give the name as "should be called
    `X`" does."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("no - we never use testify here, plain `if got != want` with `t.Errorf`",
     {(AVOIDS, "testify", True)}),
    ("we never use testify, plain `assert` instead", {(AVOIDS, "testify", True)}),
    ("never use `any`, `unknown` instead", {(AVOIDS, "any", True)}),
    ("never use `moment`, use `dayjs`", {(AVOIDS, "moment", True), (ADDS, "dayjs", True)}),
    ("don't use `requests`, we use `httpx`", {(AVOIDS, "requests", True),
                                              (ADDS, "httpx", True)}),
])
def test_what_is_offered_after_a_ban_is_not_banned(words: str, expected: Judged) -> None:
    """"never use X, plain `Y` instead": the ban's object ends at the comma; the code offered
    in its place is never what the change must avoid."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    ("no testify pls. we dont use it in this repo, `t.Errorf` everywhere",
     {(AVOIDS, "testify", True)}),
    ("no `lodash`. we don't use it here.", {(AVOIDS, "lodash", True)}),
    ("get rid of testify, we don't use it here", {(AVOIDS, "testify", True)}),
    ("don't use `eval`. we never do that.", {(AVOIDS, "eval", True)}),
    # Kept to this work or this file, or a need that is over: no rule.
    ("no `lodash` for now. we dont use it at all", {(AVOIDS, "lodash", False)}),
    ("no `lodash` in this file, we don't use it here", set()),
    ("no `print`s, the bug is fixed. we don't need it", {(AVOIDS, "print", False)}),
])
def test_a_ban_said_again_as_the_teams_way_is_a_rule(words: str, expected: Judged) -> None:
    """"no X. we don't use it in this repo": the second sentence says the ban is the team's."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # The output of the program the change is about: the library it is to use, or its logs.
    ("use `loguru` across the service, I want json output", {(ADDS, "loguru", False)}),
    ("move the logging over to structlog. I want json output", set()),
    ("set up the logger so that we get json output", set()),
    # The answer's form, asked as the answer's.
    ("list the failing tests, json output please", {("format", "json", False)}),
    ("json output please", {("format", "json", False)}),
    ("summarize what changed in the logging, in json", {("format", "json", False)}),
    ("respond in JSON only", {("format", "json", False)}),
])
def test_json_output_of_the_program_the_change_is_about_is_not_the_answers(
        words: str, expected: Judged) -> None:
    """"use `loguru`, I want json output": "output" named as a noun in a request that changes
    which library or logger the program uses is that program's output, not the answer's."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "expected"), [
    # What is at hand, pointed at: the work, not a habit.
    ("use `pino` for all of it", {(ADDS, "pino", False)}),
    ("switch to `ky` for all of them", {(ADDS, "ky", False)}),
    ("use `dayjs` for all these dates", {(ADDS, "dayjs", False)}),
    ("use `tenacity` for all the retries", {(ADDS, "tenacity", False)}),
    # New work of a kind, or a habit word: a rule.
    ("use `pino` for all new services", {(ADDS, "pino", True)}),
    ("always use `ky` for every HTTP call", {(ADDS, "ky", True)}),
    # Said bare over every one of a kind: a change across what exists, as "in every handler" is.
    ("use `ky` for every HTTP call", {(ADDS, "ky", False)}),
    ("use `dayjs` for all dates", {(ADDS, "dayjs", False)}),
])
def test_a_reach_over_the_things_at_hand_is_no_rule(words: str, expected: Judged) -> None:
    """"use `pino` for all of it": "all of it", "all these", "all the" point at what the work
    has in front of it; "for every HTTP call", said bare, is a change across the calls that
    exist, whatever the preposition; new work of a kind or a habit word makes it a rule."""
    assert judged(words) == expected


@pytest.mark.parametrize(("words", "line"), [
    ("always run the full test suite before you push",
     "Run the full test suite before you push."),
    ("before you say it's done, please run the entire test suite",
     "Run the entire test suite before you say it's done."),
    ("run the complete test suite before opening the PR",
     "Run the complete test suite before opening the PR."),
    ("always run the unit tests before pushing", "Run the unit tests before pushing."),
])
def test_a_check_named_in_words_keeps_its_whole_name(words: str, line: str) -> None:
    """"the full test suite" is the run's name, not "the full test" and a stray "suite"."""
    lines = {j.instruction() for j in derive([Quote(words, "s1")])}
    assert line in lines


@pytest.mark.parametrize(("words", "line"), [
    ("never run the e2e suite locally", "Do not run the e2e suite locally."),
    ("never run `npm install` inside the container",
     "Do not run `npm install` inside the container."),
    ("never run `make deploy` on a Friday", "Do not run `make deploy` on a Friday."),
    ("never push from your machine", "Do not run `git push` from your machine."),
    ("don't run `terraform apply` locally, CI does it",
     "Do not run `terraform apply` locally."),
    ("run the tests locally before pushing", "Run the tests locally before pushing."),
    # The place set aside is not where the rule holds.
    ("run `make test` locally, not just in CI", "Run `make test` locally."),
    ("run `make lint` in CI rather than locally", "Use `make lint` in CI workflows."),
    ("please never run `git push --force`", "Do not run `git push --force`."),
])
def test_a_command_keeps_where_or_when_it_was_said_to_run(words: str, line: str) -> None:
    """"never run the e2e suite locally" leaves CI to run it: a line without "locally" would
    ban it everywhere."""
    lines = {j.instruction() for j in derive([Quote(words, "s1")])}
    assert line in lines


@pytest.mark.parametrize(("words", "line"), [
    ("never use `setTimeout` for polling", "Do not use `setTimeout` for polling."),
    ("never use `eval` for parsing config", "Do not use `eval` for parsing config."),
    ("never use `sleep` for synchronization in tests",
     "Do not use `sleep` for synchronization in tests."),
    ("never run `make deploy` for hotfixes", "Do not run `make deploy` for hotfixes."),
    # A reason, a time or everything is no purpose the ban is kept to.
    ("never use `eval`, for security", "Do not use `eval`."),
    ("never use `var` for anything", "Do not use `var`."),
])
def test_a_ban_of_code_for_a_purpose_keeps_the_purpose(words: str, line: str) -> None:
    """"never use `setTimeout` for polling" leaves a timeout's other uses alone: "Do not use
    setTimeout." would ban them all."""
    lines = {j.instruction() for j in derive([Quote(words, "s1")])}
    assert line in lines
