"""Rules said around real work: a paste of test output, a compiler error, a diff, a review
thread, a chat excerpt, a README or CONTRIBUTING section, a Makefile, a CI config or a tool's help
text, with one or two sentences of the person's own around it.

A first-sight batch, written from how developers word their requests around such pastes in
general and measured before the reader was changed for it. Three tables: messages whose own words
ask for work, ask a question or report something and state no rule, however rule-like the pasted
text is ("never use against production" in a help text, "don't call `log.Fatal`" in a review);
messages whose own words state a rule about code or process next to the paste, durable only
where the words say it holds beyond the task; and answers to the agent ("yes, all of them", "1",
"no, don't touch that file") whose terms are only in the agent's message. A second, smaller
batch of the same three kinds, with other pastes and wordings, was written after the reader was
changed for the first and measured before any change for it.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one: a change that reads one moves it out of the list,
a change that breaks one fails its test.
"""

from __future__ import annotations

import pytest

from helpers.judged import (
    ADDS,
    AVOIDS,
    FILES,
    KEEPS,
    NOT_RUN,
    RUNS,
    Judged,
    check_read,
    judged,
)

# -- what people paste -----------------------------------------------------------------------------

GO_TEST = """\
--- FAIL: TestParseConfig (0.00s)
    config_test.go:42: expected nil error, got: yaml: unmarshal errors:
          line 3: field retries not found in type config.Config
--- FAIL: TestParseConfig/defaults (0.00s)
    config_test.go:58: Timeout = 0s, want 30s
FAIL
FAIL\tgithub.com/acme/svc/internal/config\t0.012s
ok  \tgithub.com/acme/svc/internal/store\t0.230s
FAIL"""

RUST_BORROW = """\
error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/cache.rs:58:9
   |
55 |         let first = self.items.first();
   |                     ---------- immutable borrow occurs here
...
58 |         self.items.push(entry);
   |         ^^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
59 |         first.map(|e| e.key.clone())
   |         ----- immutable borrow later used here
   |
   = help: consider cloning the value before pushing: `.cloned()`

error: aborting due to 1 previous error"""

CLIPPY = """\
warning: used `unwrap()` on an `Option` value
  --> src/parser.rs:88:21
   |
88 |         let head = tokens.first().unwrap();
   |                    ^^^^^^^^^^^^^^^^^^^^^^^
   |
   = note: if this value is `None`, it will panic
   = help: consider using `expect()` to provide a better panic message
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#unwrap_used
warning: this `if let` can be collapsed into the outer `if let`
   --> src/parser.rs:131:13
warning: `parser` (lib) generated 2 warnings"""

JEST = """\
 FAIL  src/components/__tests__/Cart.test.tsx
  ● Cart › shows the total

    expect(received).toBe(expected) // Object.is equality

    Expected: "$12.00"
    Received: "$12"

      18 |     render(<Cart items={items} />);
      19 |     const total = screen.getByTestId('total');
    > 20 |     expect(total.textContent).toBe('$12.00');
         |                               ^
      21 |   });

Test Suites: 1 failed, 11 passed, 12 total
Tests:       1 failed, 23 passed, 24 total"""

PYTEST = """\
____________________________ test_refresh_token_expired ____________________________

client = <FlaskClient <App 'app'>>, frozen_time = <FrozenDateTimeFactory>

    def test_refresh_token_expired(client, frozen_time):
        resp = client.post("/auth/refresh", json={"token": EXPIRED})
>       assert resp.status_code == 401
E       assert 500 == 401
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_auth.py:88: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    app.auth:auth.py:141 can't compare offset-naive and offset-aware datetimes
=========================== short test summary info ============================
FAILED tests/test_auth.py::test_refresh_token_expired - assert 500 == 401
========================= 1 failed, 212 passed in 9.81s ========================="""

SUREFIRE = """\
[INFO] Running com.acme.billing.InvoiceServiceTest
[ERROR] Tests run: 14, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 2.31 s <<< FAILURE! - in com.acme.billing.InvoiceServiceTest
[ERROR] shouldRoundTotals  Time elapsed: 0.04 s  <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <10.05> but was: <10.04>
\tat org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:55)
\tat com.acme.billing.InvoiceServiceTest.shouldRoundTotals(InvoiceServiceTest.java:77)
[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   InvoiceServiceTest.shouldRoundTotals:77 expected: <10.05> but was: <10.04>
[INFO]
[ERROR] Tests run: 212, Failures: 1, Errors: 0, Skipped: 3
[INFO] BUILD FAILURE"""  # noqa: E501

TSC = """\
src/api/client.ts:34:7 - error TS2322: Type 'string | undefined' is not assignable to type 'string'.
  Type 'undefined' is not assignable to type 'string'.

34       baseUrl: process.env.API_URL,
         ~~~~~~~

src/api/client.ts:51:18 - error TS7006: Parameter 'res' implicitly has an 'any' type.

51   .then((res) => res.json())
                    ~~~

Found 2 errors in the same file, starting at: src/api/client.ts:34"""

DIFF = """\
diff --git a/internal/store/db.go b/internal/store/db.go
index 3b1c2a0..9f8e7d1 100644
--- a/internal/store/db.go
+++ b/internal/store/db.go
@@ -40,9 +40,12 @@ func (s *Store) Get(ctx context.Context, id string) (*Item, error) {
-\trow := s.db.QueryRow("SELECT data FROM items WHERE id = ?", id)
+\trow := s.db.QueryRowContext(ctx, "SELECT data FROM items WHERE id = ?", id)
 \tvar data []byte
 \tif err := row.Scan(&data); err != nil {
-\t\treturn nil, err
+\t\tif errors.Is(err, sql.ErrNoRows) {
+\t\t\treturn nil, ErrNotFound
+\t\t}
+\t\treturn nil, fmt.Errorf("get item %s: %w", id, err)
 \t}
 \treturn decode(data)
 }"""

REVIEW = """\
**alice** commented on `cmd/serve.go` line 88
> Please don't call `log.Fatal` here, return the error instead so `main` decides.

**bob** replied
> Agree. Also we should never read `os.Getenv` deep in the handlers, pass the config in.

**carol** commented on `cmd/serve.go` line 120
> nit: use `errors.Join` when you collect the shutdown errors.

**alice** approved these changes with suggestions"""

SLACK = """\
[09:14] dan: heads up, never deploy on Fridays after 3pm
[09:15] erin: also please always tag @oncall in #deploys before running `make release`
[09:17] dan: and don't use the old `deploy.sh`, it still points at the legacy cluster
[09:18] erin: 👍
[09:31] frank: release notes go in `CHANGELOG.md`, not in the PR body"""

CONTRIBUTING = """\
## Contributing

1. Fork the repo and create your branch from `main`.
2. Run `make lint test` before you open a pull request.
3. Do not commit generated files under `gen/`; CI regenerates them.
4. Use Conventional Commits for the title (`feat:`, `fix:`, `chore:`).
5. Never force-push to a branch someone else is reviewing.

Thanks for helping out!"""

MAKEFILE = """\
.PHONY: lint test gen

lint:
\tgolangci-lint run ./...

test:
\tgo test -race -count=1 ./...

gen:
\t# never edit these by hand
\tbuf generate
\tgo generate ./..."""

CI_YAML = """\
name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v3
      - run: pnpm install --frozen-lockfile
      # don't use npm here, the lockfile is pnpm's
      - run: pnpm -r test
      - run: pnpm lint"""

HELP = """\
Usage: migrate [OPTIONS] COMMAND [ARGS]...

Options:
  --dry-run        Print the SQL, do not run it
  --force          Skip the safety check (never use against production)
  --env TEXT       Target environment  [default: dev]
  --help           Show this message and exit.

Commands:
  up      Apply pending migrations
  down    Revert the last migration
  status  Show applied and pending migrations"""

ISSUE = """\
### Describe the bug
After upgrading to 3.2 the CLI crashes when `--config` points to a directory.

### To Reproduce
1. `mkdir conf`
2. `tool run --config conf`

### Expected behavior
A clear error: "--config must be a file". Don't crash.

### Logs
Error: EISDIR: illegal operation on a directory, read
    at Object.readFileSync (node:fs:453:20)
    at loadConfig (/usr/lib/node_modules/tool/dist/config.js:22:18)"""

ESLINT = """\
/app/src/hooks/useCart.ts
  12:10  error    'useMemo' is defined but never used            @typescript-eslint/no-unused-vars
  27:5   warning  React Hook useEffect has a missing dependency  react-hooks/exhaustive-deps
  41:13  error    Unexpected any. Specify a different type        @typescript-eslint/no-explicit-any

✖ 3 problems (2 errors, 1 warning)
  1 error and 0 warnings potentially fixable with the `--fix` option."""

PY_TRACE = """\
Traceback (most recent call last):
  File "/srv/app/worker.py", line 77, in run
    job = self.queue.get(timeout=5)
  File "/usr/lib/python3.11/queue.py", line 179, in get
    raise Empty
_queue.Empty

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/srv/app/worker.py", line 81, in run
    self.log.warn("queue empty, retrying")
AttributeError: 'Logger' object has no attribute 'warn'. Did you mean: 'warning'?"""

DOCKER = """\
 => ERROR [builder 6/9] RUN npm ci                                          12.4s
------
 > [builder 6/9] RUN npm ci:
#11 3.201 npm ERR! code EUSAGE
#11 3.202 npm ERR! The `npm ci` command can only install with an existing package-lock.json
#11 3.203 npm ERR! Run an install with npm@5 or later to generate a package-lock.json file, then try again.
------
Dockerfile:14
--------------------
  12 |     COPY package.json pnpm-lock.yaml ./
  13 |     # never copy node_modules from the host
  14 | >>> RUN npm ci
--------------------
ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1"""  # noqa: E501

REBASE = """\
$ git rebase origin/main
Auto-merging go.sum
CONFLICT (content): Merge conflict in go.sum
Auto-merging internal/api/handler.go
error: could not apply 4e1f2ab... use errgroup for the fan-out
hint: Resolve all conflicts manually, mark them as resolved with
hint: "git add/rm <conflicted_files>", then run "git rebase --continue".
hint: You can instead skip this commit: run "git rebase --skip".
hint: To abort and get back to the state before "git rebase", run "git rebase --abort".
Could not apply 4e1f2ab... use errgroup for the fan-out"""

README = """\
## Development

We use `uv` for everything. Don't `pip install` into the system Python.

    uv sync
    uv run pytest

Formatting is `ruff format`; the pre-commit hook runs it for you. Never commit
with `--no-verify`.

## Releasing

Tag `vX.Y.Z` on `main` and let CI publish."""

RUST_TEST = """\
running 12 tests
test parser::tests::parses_empty ... ok
test parser::tests::parses_nested ... ok
test parser::tests::rejects_tabs ... FAILED

failures:

---- parser::tests::rejects_tabs stdout ----
thread 'parser::tests::rejects_tabs' panicked at src/parser.rs:211:9:
assertion `left == right` failed
  left: Ok(Doc { lines: 1 })
 right: Err(TabIndent)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

failures:
    parser::tests::rejects_tabs

test result: FAILED. 11 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out"""

TERRAFORM = """\
Terraform will perform the following actions:

  # aws_s3_bucket.logs will be destroyed
  - resource "aws_s3_bucket" "logs" {
      - bucket        = "acme-prod-logs" -> null
      - force_destroy = false -> null
    }

  # aws_s3_bucket_policy.logs will be updated in-place
  ~ resource "aws_s3_bucket_policy" "logs" {
      ~ policy = jsonencode(...)
    }

Plan: 0 to add, 1 to change, 1 to destroy.

Note: You didn't use the -out option to save this plan, so Terraform can't
guarantee to take exactly these actions if you run "terraform apply" now."""

LINTERS = """\
internal/cache/lru.go:88:2: SA4006: this value of `err` is never used (staticcheck)
internal/api/routes.go:31:15: Error return value of `w.Write` is not checked (errcheck)
internal/api/routes.go:57:3: should use `strings.EqualFold` instead of comparing `strings.ToLower` results (gocritic)
internal/api/routes.go:90:1: exported function `Mount` should have comment or be unexported (revive)"""  # noqa: E501

PR_BODY = """\
## What
Moves session storage from cookies to Redis.

## Why
Cookies were hitting the 4KB limit for users with many workspaces.

## Notes for reviewers
- Please don't merge before the Redis cluster is provisioned.
- Use `make dev-redis` to run it locally.
- `CookieStore` stays for now; the mobile app still reads it."""

JAVA_TRACE = """\
2026-11-02 14:03:11.442 ERROR 1 --- [nio-8080-exec-3] o.a.c.c.C.[.[.[/].[dispatcherServlet]    : Servlet.service() threw exception
java.lang.NullPointerException: Cannot invoke "com.acme.orders.Customer.getEmail()" because "customer" is null
\tat com.acme.orders.OrderMailer.send(OrderMailer.java:41)
\tat com.acme.orders.OrderService.place(OrderService.java:118)
\tat com.acme.orders.OrderController.create(OrderController.java:57)
\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
\t... 48 common frames omitted"""  # noqa: E501

CODEOWNERS_HELP = """\
$ gh pr checks
X  build (ubuntu-latest)       1m12s  https://github.com/acme/web/actions/runs/1/job/2
✓  lint                        41s    https://github.com/acme/web/actions/runs/1/job/3
-  deploy-preview              skipped
X  e2e (chromium)              6m03s  https://github.com/acme/web/actions/runs/1/job/4
Some checks were not successful
2 failing, 1 successful, 0 pending, and 1 skipped checks"""

GO_RACE = """\
==================
WARNING: DATA RACE
Write at 0x00c0001a4018 by goroutine 23:
  github.com/acme/svc/internal/cache.(*LRU).Set()
      /src/internal/cache/lru.go:61 +0x1c4
Previous read at 0x00c0001a4018 by goroutine 22:
  github.com/acme/svc/internal/cache.(*LRU).Get()
      /src/internal/cache/lru.go:44 +0x9a
Goroutine 23 (running) created at:
  github.com/acme/svc/internal/cache.TestConcurrentSet()
      /src/internal/cache/lru_test.go:30 +0x124
==================
--- FAIL: TestConcurrentSet (0.01s)
    testing.go:1398: race detected during execution of test"""


# -- the messages ----------------------------------------------------------------------------------

def _fence(paste: str, lang: str = "") -> str:
    return f"```{lang}\n{paste}\n```"


def _before(sentence: str, paste: str, lang: str = "") -> str:
    """The person's sentence, then the paste in a fence."""
    return f"{sentence}\n\n{_fence(paste, lang)}"


def _after(paste: str, sentence: str, lang: str = "") -> str:
    """The paste in a fence, then the person's sentence."""
    return f"{_fence(paste, lang)}\n\n{sentence}"


def _raw(paste: str, sentence: str) -> str:
    """The paste typed in as it was printed, no fence, then the person's sentence."""
    return f"{paste}\n\n{sentence}"


# Work asked for, questions and reports around a paste: the person's own words state no rule,
# whatever the pasted text says.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("go test, fix the failing one", _after(GO_TEST, "fix the failing one")),
    ("go test, raw, why", _raw(GO_TEST, "why does it say retries is not found? it's in the yaml")),
    ("go test, only the first", _before("only the first failure matters for now, the defaults "
                                        "one is a follow-on", GO_TEST)),
    ("borrow error, what does this mean", _after(RUST_BORROW, "what does this mean", "text")),
    ("borrow error, the help hint", _after(RUST_BORROW, "the compiler suggests `.cloned()` - "
                                           "is that the right fix or just a workaround?")),
    ("clippy, look at this", _before("can you look at these clippy warnings?", CLIPPY)),
    ("clippy, is it serious", _raw(CLIPPY, "is the first one actually a problem or is clippy "
                                   "being pedantic")),
    ("jest, make it pass", _after(JEST, "make this pass")),
    ("jest, started after", _before("this started failing after I bumped the currency "
                                    "package, any idea?", JEST)),
    ("pytest, look", _after(PYTEST, "this is what I get on CI, can you have a look?")),
    ("pytest, the log line", _after(PYTEST, "the captured log is the interesting part I "
                                    "think. the token has no tz?")),
    ("surefire, fix", _raw(SUREFIRE, "fix the rounding test please")),
    ("surefire, only on CI", _before("green locally, red on CI. same JDK 21 on both:",
                                     SUREFIRE)),
    ("tsc, fix these", _after(TSC, "fix these two")),
    ("tsc, why now", _before("tsc started complaining after I turned on strict mode. what's "
                             "the cleanest way through this?", TSC)),
    ("diff, review", _before("can you review this diff before I push?", DIFF, "diff")),
    ("diff, explain", _after(DIFF, "why did you change `QueryRow` to `QueryRowContext` here?",
                             "diff")),
    ("review, summarize", _before("summarize what the reviewers want", REVIEW)),
    ("review, address", _after(REVIEW, "address these comments")),
    ("review, is bob right", _after(REVIEW, "is bob right about `os.Getenv`? it's only read "
                                    "once at startup")),
    ("review, reply to alice", _after(REVIEW, "draft a reply to alice explaining why the "
                                      "handler exits")),
    ("slack, context", _before("fyi, from #deploys this morning:", SLACK)),
    ("slack, what does release do", _after(SLACK, "what does `make release` actually do? I've "
                                           "never run it")),
    ("contributing, explain 3", _after(CONTRIBUTING, "why would CI regenerate `gen/`? explain "
                                       "item 3 to me", "markdown")),
    ("contributing, update it", _before("update our CONTRIBUTING to mention the `make hooks` "
                                        "step, here's the current one:", CONTRIBUTING,
                                        "markdown")),
    ("makefile, why race", _after(MAKEFILE, "why is `-count=1` there? is it needed with "
                                  "`-race`?", "make")),
    ("ci yaml, add a job", _before("add a job that runs the playwright tests after `test`",
                                   CI_YAML, "yaml")),
    ("ci yaml, cache", _after(CI_YAML, "the install step takes 3 minutes, can we cache the "
                              "store?", "yaml")),
    ("help text, what does force skip", _raw(HELP, "what safety check does `--force` skip? I "
                                             "can't find it in the code")),
    ("issue, reproduce", _before("can you reproduce this one first and tell me what you "
                                 "find?", ISSUE, "markdown")),
    ("issue, triage", _after(ISSUE, "is this the same bug as the symlink one from last week?",
                             "markdown")),
    ("eslint, clean up", _raw(ESLINT, "clean these up")),
    ("eslint, the hook one", _after(ESLINT, "the exhaustive-deps one is intentional I think, "
                                    "the effect should only run once. thoughts?")),
    ("traceback, fix", _after(PY_TRACE, "fix the crash", "pytb")),
    ("traceback, which one", _after(PY_TRACE, "which of the two tracebacks is the real "
                                    "problem?", "pytb")),
    ("docker, fix the build", _before("docker build fails on the builder stage:", DOCKER)),
    ("docker, why npm", _after(DOCKER, "wait, why is there an `npm ci` in there at all? who "
                               "added that")),
    ("rebase, help", _raw(REBASE, "help, I'm in the middle of a rebase and don't know what "
                          "to do with go.sum")),
    ("rebase, what happened", _after(REBASE, "what happened here? I only changed the handler",
                                     "console")),
    ("readme, set up", _before("set up the dev environment following this:", README,
                               "markdown")),
    ("readme, outdated", _after(README, "is this still accurate? I think the release part "
                                "changed when we moved to GitHub releases", "markdown")),
    ("rust test, fix the tab case", _after(RUST_TEST, "fix the tab case")),
    ("rust test, backtrace", _after(RUST_TEST, "here's the output, I'll get you the backtrace "
                                    "if you need it")),
    ("terraform, destroy why", _before("why does it want to destroy the logs bucket? I only "
                                       "changed the policy", TERRAFORM, "hcl")),
    ("terraform, safe", _after(TERRAFORM, "is it safe to apply this?")),
    ("linters, fix all", _after(LINTERS, "fix all four")),
    ("linters, which matter", _raw(LINTERS, "which of these actually matter? we're about to "
                                   "cut a release")),
    ("pr body, write tests", _before("write the tests for this PR:", PR_BODY, "markdown")),
    ("pr body, tighten", _after(PR_BODY, "tighten up the description, it's too wordy",
                                "markdown")),
    ("java npe, fix", _after(JAVA_TRACE, "customers without an account hit this. fix it")),
    ("java npe, where", _raw(JAVA_TRACE, "where does the null come from? the controller "
                             "validates the request")),
    ("gh checks, look", _after(CODEOWNERS_HELP, "build and e2e are red, can you look?")),
    ("gh checks, flaky", _after(CODEOWNERS_HELP, "e2e is always flaky, but build never fails "
                                "like this. what changed?")),
    ("race, fix", _after(GO_RACE, "fix the race")),
    ("race, explain", _before("I don't get this output, explain it like I'm new to Go:",
                              GO_RACE)),
    ("go test, never seen", _after(GO_TEST, "I've never seen this one before today, and we "
                                   "always run the same config in CI")),
    ("jest, don't worry", _after(JEST, "don't worry about the other suites, just this one")),
    ("pytest, not now", _after(PYTEST, "don't fix it yet, just tell me what's wrong")),
    ("clippy, reviewer said", _before("the reviewer pasted these and said we should never "
                                      "use `unwrap()` - is that a thing?", CLIPPY)),
    ("diff, agent wrote", _after(DIFF, "you wrote this yesterday. it looks fine but the tests "
                                 "hang now", "diff")),
    ("makefile, we always", _after(MAKEFILE, "we always run `make gen` before `make test`, "
                                   "right? or does CI do it?", "make")),
    ("contributing, which step", _after(CONTRIBUTING, "which of these steps can a bot do for "
                                        "us?", "markdown")),
    ("slack, I never", _after(SLACK, "I never know who @oncall is, where is that written "
                              "down?")),
    ("ci yaml, the comment", _after(CI_YAML, "what does the comment about npm mean? is that "
                                    "still true?", "yaml")),
)


# The person's own sentence states a rule, around or inside such a paste: durable only where the
# words say it holds beyond the task at hand.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # Work asked for by a named term: the task's own check, as a rename or an addition is.
    ("diff, rename", _after(DIFF, "rename `ErrNotFound` to `ErrItemNotFound` while you're at "
                            "it", "diff"),
     {(ADDS, "ErrItemNotFound", False)}),
    ("makefile, add bench", _after(MAKEFILE, "add a `bench` target like the others", "make"),
     {(ADDS, "bench", False)}),
    ("help text, add flag", _after(HELP, "add a `--yes` flag that skips the confirmation "
                                   "prompt"),
     {(ADDS, "--yes", False)}),
    # Rules.
    ("go test, no testify", _after(GO_TEST, "fix it, and never use `testify` in this repo"),
     {(AVOIDS, "testify", True)}),
    ("go test, no t.Skip", _after(GO_TEST, "please don't add `t.Skip` to get it green"),
     {(AVOIDS, "t.Skip", False)}),
    ("borrow error, no clone", _after(RUST_BORROW, "fix the borrow error but don't use "
                                      "`.clone()` to get around it"),
     {(AVOIDS, ".clone()", False)}),
    ("borrow error, no unsafe", _raw(RUST_BORROW, "fix it. we don't allow `unsafe` anywhere in "
                                     "this crate"),
     {(AVOIDS, "unsafe", True)}),
    ("clippy, never unwrap", _before("fix these, and never use `unwrap()` in library code",
                                     CLIPPY),
     {(AVOIDS, "unwrap()", True)}),
    ("jest, leave the test", _after(JEST, "fix the component, don't touch `Cart.test.tsx`"),
     {(FILES, "Cart.test.tsx", False)}),
    ("pytest, fixture over freezegun", _after(PYTEST, "fix it. use the `frozen_time` fixture "
                                              "instead of `freezegun` decorators, that's how "
                                              "we do it in this repo"),
     {(ADDS, "frozen_time", True), (AVOIDS, "freezegun", True)}),
    ("pytest, run one file", _after(PYTEST, "after the fix run `pytest tests/test_auth.py`, "
                                    "not the whole suite"),
     {(RUNS, "pytest tests/test_auth.py", False)}),
    ("surefire, money", _raw(SUREFIRE, "fix the rounding. always use `BigDecimal` for money, "
                             "never `double`"),
     {(ADDS, "BigDecimal", True), (AVOIDS, "double", True)}),
    ("surefire, assertj", _after(SUREFIRE, "fix the test, and use `assertThat` from AssertJ "
                                 "instead of `assertEquals`"),
     {(ADDS, "assertThat", True), (AVOIDS, "assertEquals", True)}),
    ("tsc, no any", _after(TSC, "fix these two. we never use `any` in this codebase"),
     {(AVOIDS, "any", True)}),
    ("tsc, no as any", _before("please fix these without `as any` casts", TSC),
     {(AVOIDS, "as any", False)}),
    ("diff, race before commit", _after(DIFF, "looks good, but run `go test -race ./...` "
                                        "before you commit", "diff"),
     {(RUNS, "go test -race ./...", False)}),
    ("diff, wrap with %w", _after(DIFF, "good. from now on always wrap errors with `%w` like "
                                  "that", "diff"),
     {(ADDS, "%w", True)}),
    ("review, log.Fatal", _after(REVIEW, "do what alice and carol said, and from now on never "
                                 "call `log.Fatal` outside `main`"),
     {(AVOIDS, "log.Fatal", True)}),
    ("review, os.Getenv", _after(REVIEW, "skip bob's one for now. but in general never use "
                                 "`os.Getenv` outside the `config` package"),
     {(AVOIDS, "os.Getenv", True)}),
    ("slack, never release", _after(SLACK, "so, from now on never run `make release` "
                                    "yourself, I do the releases"),
     {(NOT_RUN, "make release", True)}),
    ("contributing, gen", _after(CONTRIBUTING, "follow this, and in particular never commit "
                                 "anything under `gen/`", "markdown"),
     {(FILES, "gen/", True)}),
    ("contributing, conventional", _before("here's our CONTRIBUTING. from now on use "
                                           "conventional commits for every commit you make",
                                           CONTRIBUTING, "markdown"),
     {("regex", "conventional", True)}),
    ("makefile, lint before done", _after(MAKEFILE, "add a `bench` target. and always run "
                                          "`make lint` before you say you're done", "make"),
     {(ADDS, "bench", False), (RUNS, "make lint", True)}),
    ("makefile, gofumpt", _after(MAKEFILE, "add a `fmt` target. we use `gofumpt` instead of "
                                 "`gofmt` here", "make"),
     {(ADDS, "fmt", False), (RUNS, "gofumpt", True), (NOT_RUN, "gofmt", True)}),
    ("ci yaml, pnpm", _after(CI_YAML, "add an e2e job. it's a pnpm workspace, so use `pnpm`, "
                             "never `npm`", "yaml"),
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("ci yaml, release workflow", _before("add the e2e job, and don't touch "
                                          "`.github/workflows/release.yml`", CI_YAML, "yaml"),
     {(FILES, ".github/workflows/release.yml", False)}),
    ("help text, never down", _after(HELP, "add a `--yes` flag. never run `migrate down` "
                                     "while you test it"),
     {(ADDS, "--yes", False), (NOT_RUN, "migrate down", True)}),
    ("issue, statSync", _after(ISSUE, "fix this one. use `fs.statSync` to check the path "
                               "before reading it", "markdown"),
     {(ADDS, "fs.statSync", False)}),
    ("issue, runInBand", _after(ISSUE, "fix it and add a test. make sure you run `npm test -- "
                                "--runInBand`, the parallel run is flaky", "markdown"),
     {(RUNS, "npm test -- --runInBand", False)}),
    ("eslint, no disable comments", _raw(ESLINT, "clean these up. we don't use "
                                         "`eslint-disable` comments, fix the code instead"),
     {(AVOIDS, "eslint-disable", True)}),
    ("eslint, no ts-ignore", _after(ESLINT, "fix the errors, and never add `@ts-ignore`"),
     {(AVOIDS, "@ts-ignore", True)}),
    ("traceback, stop print", _after(PY_TRACE, "fix the crash, and stop using `print` for "
                                     "the worker logs", "pytb"),
     {(AVOIDS, "print", True)}),
    ("traceback, logger.warning", _after(PY_TRACE, "fix it. always use `logger.warning`, the "
                                         "`warn` alias is deprecated", "pytb"),
     {(ADDS, "logger.warning", True), (AVOIDS, "warn", True)}),
    ("docker, lockfile", _after(DOCKER, "fix the Dockerfile, and don't touch "
                                "`pnpm-lock.yaml`"),
     {(FILES, "pnpm-lock.yaml", False)}),
    ("docker, we use pnpm", _before("we use `pnpm` in this repo, `npm ci` will never work "
                                    "here. fix the Dockerfile:", DOCKER),
     {(RUNS, "pnpm", True)}),
    ("rebase, go mod tidy", _raw(REBASE, "resolve it. for `go.sum`, always run `go mod tidy` "
                                "instead of editing it by hand"),
     {(RUNS, "go mod tidy", False)}),
    ("rebase, no force push", _after(REBASE, "finish the rebase, but don't force-push to "
                                     "`main`", "console"),
     {(NOT_RUN, "git push --force … main", False)}),
    ("readme, no pip", _after(README, "set it up and run the tests. never use `pip` in this "
                              "project", "markdown"),
     {(NOT_RUN, "pip", True), (RUNS, "the tests", False)}),
    ("readme, no-verify", _before("please never commit with `--no-verify`, even when the "
                                  "hook is slow", README, "markdown"),
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("rust test, insta", _after(RUST_TEST, "fix the tab case and add a regression test. in "
                                "this crate we use `insta` for snapshot tests"),
     {(ADDS, "insta", True)}),
    ("terraform, no apply", _after(TERRAFORM, "why does it want to destroy the bucket? and "
                                   "don't run `terraform apply`, I'll do that myself"),
     {(NOT_RUN, "terraform apply", False)}),
    ("linters, golangci before clean", _after(LINTERS, "fix all four, and please run "
                                              "`golangci-lint run` before telling me it's "
                                              "clean"),
     {(RUNS, "golangci-lint run", False)}),
    ("pr body, keep CookieStore", _after(PR_BODY, "write the tests for this. keep "
                                         "`CookieStore`, the mobile app still uses it",
                                         "markdown"),
     {(KEEPS, "CookieStore", False)}),
    ("java npe, slf4j", _after(JAVA_TRACE, "fix it. we log with `slf4j` here, never "
                               "`System.out.println`"),
     {(ADDS, "slf4j", True), (AVOIDS, "System.out.println", True)}),
    ("java npe, Optional", _raw(JAVA_TRACE, "fix the NPE. don't return `null` from the "
                                "repository, use `Optional`"),
     {(ADDS, "Optional", False), (AVOIDS, "null", False)}),
    ("race, no sleep", _after(GO_RACE, "fix the race with a mutex. don't use `time.Sleep` in "
                              "the test to paper over it"),
     {(AVOIDS, "time.Sleep", False)}),
    ("race, always -race", _after(GO_RACE, "fix it, and from now on always run the tests "
                                  "with `-race`"),
     {(RUNS, "-race", True)}),
    ("gh checks, no rerun", _after(CODEOWNERS_HELP, "look at build. do not just rerun "
                                   "`gh run rerun` until it's green"),
     {(NOT_RUN, "gh run rerun", False)}),
)


# The agent's message that proposes or asks something, and the person's answer to it: the
# terms are only in the agent's text.
REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("choice, the second one",
     "The total drops trailing zeros because `formatPrice` uses `String(n)`. I can fix it with "
     "`toFixed(2)`, or switch to `Intl.NumberFormat`, which also handles the currency symbol. "
     "Which do you prefer?",
     "the second one", {(ADDS, "Intl.NumberFormat", False)}),
    ("all of them",
     "I found 14 `unwrap()` calls in the parsers. Want me to replace them with `expect()` "
     "and a message?",
     "yes, all of them", {(ADDS, "expect()", False)}),
    ("every time",
     "I'll run `go test -race ./...` before committing the fix. OK?",
     "yes, and do that every time", {(RUNS, "go test -race ./...", True)}),
    ("never do that",
     "I could silence this with `// eslint-disable-next-line`. Want me to?",
     "no, never do that. fix the type", {(AVOIDS, "eslint-disable-next-line", True)}),
    ("yes please, a plan",
     "The flaky test waits with `time.Sleep`. Should I switch it to `clock.Advance` from the "
     "fake clock?",
     "yes please", {(ADDS, "clock.Advance", False)}),
    ("go for it",
     "I'd suggest moving the retry loop into `backoff.Retry` so the handler stays short. "
     "Shall I?",
     "go for it", {(ADDS, "backoff.Retry", False)}),
    ("option 1",
     "Two options: (1) keep `LegacyClient` and wrap it, or (2) delete it and migrate the "
     "callers. Which one?",
     "1", {(KEEPS, "LegacyClient", False)}),
    ("never update snapshots",
     "The snapshot is out of date. Should I update it with `jest -u`?",
     "no. never update snapshots blindly", {(NOT_RUN, "jest -u", True)}),
    ("don't touch that file",
     "The client in `gen/api.ts` is missing the new field. Should I add it there directly?",
     "no, don't touch that file", {(FILES, "gen/api.ts", False)}),
    ("yes, run the plan",
     "Want me to run `terraform plan` to check what the change does?",
     "yes", {(RUNS, "terraform plan", False)}),
    ("from now on everywhere",
     "I'll switch this package's logger from `logrus` to `slog`. Okay?",
     "yes, and from now on we use it everywhere", {(ADDS, "slog", True)}),
    ("yep, every time",
     "Should I wrap these errors with `%w` so callers can match them?",
     "yep, every time", {(ADDS, "%w", True)}),
    ("keep them",
     "Should I keep the `/v1` routes, or remove them now that `/v2` is live?",
     "keep them", {(KEEPS, "/v1", False)}),
    ("yes, switch it",
     "I'd recommend `errgroup` over the hand-rolled `sync.WaitGroup` here. Want me to switch?",
     "yes, switch it", {(ADDS, "errgroup", False), (AVOIDS, "sync.WaitGroup", False)}),
    ("god no",
     "There are 3 high-severity advisories. Want me to run `npm audit fix --force`?",
     "god no", {(NOT_RUN, "npm audit fix --force", False)}),
    ("sure, plan",
     "I'm planning to add `pytest-xdist` to speed the suite up. Sound OK?",
     "sure", {(ADDS, "pytest-xdist", False)}),
    ("no, we never do that here",
     "I can add a `#[allow(clippy::unwrap_used)]` on the module to quiet the warnings. Should "
     "I?",
     "no, we never do that here", {(AVOIDS, "#[allow(clippy::unwrap_used)]", True)}),
    # Answers that agree to nothing a rule could be made of.
    ("that's it",
     "I ran `make test` and all 212 tests pass. Anything else?",
     "no, that's it", set()),
    ("looks right, a result",
     "I used `errgroup` for the fan-out and removed the `WaitGroup`. Does that look right?",
     "looks right", set()),
    ("your call",
     "Should I use `httpx` or stay with `requests` for the new client?",
     "your call", set()),
    ("thanks",
     "Fixed: the handler now returns `ErrNotFound` instead of panicking.",
     "thanks!", set()),
    ("what's the difference",
     "I could use `sync.Map` or a `map` with a `sync.RWMutex`. Which do you prefer?",
     "what's the difference?", set()),
)


# -- a second first-sight batch --------------------------------------------------------------------

GRADLE = """\
> Task :app:compileKotlin FAILED
e: file:///src/app/src/main/kotlin/com/acme/Sync.kt:42:17 Unresolved reference: launchWhenStarted
e: file:///src/app/src/main/kotlin/com/acme/Sync.kt:57:9 'runBlocking' is not allowed here

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:compileKotlin'.
> Compilation error. See log for more details

BUILD FAILED in 38s"""

MYPY = """\
src/billing/invoice.py:88: error: Incompatible return value type (got "Optional[Decimal]", expected "Decimal")  [return-value]
src/billing/invoice.py:102: error: Argument 1 to "round_total" has incompatible type "float"; expected "Decimal"  [arg-type]
src/billing/tax.py:14: note: By default the bodies of untyped functions are not checked, consider using --check-untyped-defs  [annotation-unchecked]
Found 2 errors in 1 file (checked 48 source files)"""  # noqa: E501

GHA = """\
Run pnpm test --filter web
  pnpm test --filter web
  shell: /usr/bin/bash -e {0}
> web@0.4.1 test /home/runner/work/acme/acme/apps/web
> vitest run

 ❯ src/lib/date.test.ts (3 tests | 1 failed) 14ms
   × formats a UTC timestamp in the user's zone
     → expected '10:00' to be '11:00'
##[error]Process completed with exit code 1."""

COMPOSE = """\
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: postgres   # never use this outside local dev
    ports:
      - "5432:5432"
  api:
    build: .
    depends_on: [db]
    env_file: .env.local"""

PRECOMMIT = """\
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks:
      - id: ruff
        args: [--fix]
      - id: ruff-format
  - repo: local
    hooks:
      - id: no-print
        name: don't commit print statements
        entry: '\\bprint\\('
        language: pygrep
        types: [python]"""

KUBECTL = """\
Events:
  Type     Reason     Age                 From               Message
  ----     ------     ----                ----               -------
  Normal   Scheduled  4m                  default-scheduler  Successfully assigned prod/api-7d9f to node-3
  Warning  BackOff    2m (x9 over 4m)     kubelet            Back-off restarting failed container
  Warning  Failed     2m                  kubelet            Error: secret "api-env" not found"""  # noqa: E501

SENTRY = """\
TypeError: Cannot read properties of undefined (reading 'map')
  at OrderList (webpack-internal:///./src/components/OrderList.tsx:31:27)
  at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:16305:18)

Users affected: 214
First seen: 3 days ago
Release: web@2026.11.2"""

TICKET = """\
ACME-1423: Export CSV times out for large workspaces

Acceptance criteria:
- Export of 100k rows finishes in under 30s
- Do not load all rows into memory
- Use the existing `StreamWriter`
- Never block the request thread; run it as a background job"""

GOMOD_DIFF = """\
diff --git a/go.mod b/go.mod
--- a/go.mod
+++ b/go.mod
@@ -5,7 +5,7 @@ require (
-\tgithub.com/jackc/pgx/v5 v5.5.5
+\tgithub.com/jackc/pgx/v5 v5.7.1
 \tgithub.com/stretchr/testify v1.9.0
-\tgolang.org/x/sync v0.7.0
+\tgolang.org/x/sync v0.8.0
 )"""

SWIFT = """\
/Users/dev/App/Sources/Feed/FeedView.swift:58:13: error: main actor-isolated property 'items' can not be mutated from a nonisolated context
            items.append(contentsOf: page)
            ^
/Users/dev/App/Sources/Feed/FeedView.swift:12:9: note: mutation of this property is only permitted within the actor
    var items: [Post] = []
        ^
** BUILD FAILED **"""  # noqa: E501


# A second first-sight batch, written after the reader was changed for the first and measured
# before any change for it: other pastes, other wordings.
SECOND_NOT_RULES: tuple[tuple[str, str], ...] = (
    ("gradle, why", _after(GRADLE, "why is runBlocking not allowed there? it compiled last week")),
    ("gradle, fix", _raw(GRADLE, "fix the build")),
    ("gradle, which", _before("which of these two is the root cause?", GRADLE)),
    ("mypy, fix", _after(MYPY, "fix the two errors")),
    ("mypy, the note", _after(MYPY, "should we turn on --check-untyped-defs like the note says?")),
    ("gha, fix", _raw(GHA, "fails on CI only, passes on my laptop. fix it")),
    ("gha, timezone", _after(GHA, "is this a timezone thing? the runner is UTC")),
    ("compose, explain", _after(COMPOSE, "explain what depends_on actually guarantees", "yaml")),
    ("compose, add redis", _before("add a redis service to this, same network as the api:",
                                   COMPOSE, "yaml")),
    ("precommit, why slow", _after(PRECOMMIT, "the hooks take 20s on every commit. why?",
                                   "yaml")),
    ("precommit, what", _after(PRECOMMIT, "what does the local hook do exactly?", "yaml")),
    ("kubectl, look", _before("prod api is crashlooping, here's describe:", KUBECTL)),
    ("kubectl, where", _after(KUBECTL, "where is api-env supposed to come from?")),
    ("sentry, fix", _after(SENTRY, "fix this one first, it's the noisiest")),
    ("sentry, since when", _raw(SENTRY, "this started with the last release. what changed in "
                                "OrderList?")),
    ("ticket, do it", _before("pick this up:", TICKET, "markdown")),
    ("ticket, estimate", _after(TICKET, "how long would this take? rough guess is fine",
                                "markdown")),
    ("ticket, plan", _after(TICKET, "write me a plan for this before you touch any code",
                            "markdown")),
    ("gomod, review", _after(GOMOD_DIFF, "is this bump safe? anything breaking in pgx 5.7?",
                             "diff")),
    ("gomod, changelog", _after(GOMOD_DIFF, "summarize what changed between these versions",
                                "diff")),
    ("swift, fix", _after(SWIFT, "fix the actor error")),
    ("swift, explain", _after(SWIFT, "I don't understand actor isolation. what is it telling "
                              "me?")),
    ("mypy, never seen", _after(MYPY, "we never had these before the Decimal change, did it "
                                "break something?")),
    ("gha, always flaky", _after(GHA, "this test always fails around DST. is that the "
                                 "reason?")),
    ("compose, don't worry", _after(COMPOSE, "don't worry about the password, it's local only. "
                                    "why won't the api start?", "yaml")),
)

SECOND_RULES: tuple[tuple[str, str, Judged], ...] = (
    ("gradle, no runBlocking", _after(GRADLE, "fix it. we never use `runBlocking` outside "
                                      "tests"),
     {(AVOIDS, "runBlocking", True)}),
    ("gradle, use lifecycleScope", _raw(GRADLE, "fix the build, and use `repeatOnLifecycle` "
                                        "instead of `launchWhenStarted`"),
     {(ADDS, "repeatOnLifecycle", True), (AVOIDS, "launchWhenStarted", True)}),
    ("mypy, no ignore", _after(MYPY, "fix both, and don't add `# type: ignore` anywhere"),
     {(AVOIDS, "# type: ignore", False)}),
    ("mypy, run before done", _after(MYPY, "fix these. always run `mypy src` before you tell "
                                     "me it's done"),
     {(RUNS, "mypy src", True)}),
    ("gha, fake timers", _after(GHA, "fix the test. use `vi.useFakeTimers` instead of relying "
                                "on the runner's clock"),
     {(ADDS, "vi.useFakeTimers", False)}),
    ("gha, pnpm filter", _after(GHA, "fix it, and only ever run `pnpm test --filter web` "
                                "locally, the full run takes ages"),
     {(RUNS, "pnpm test --filter web", True)}),
    ("compose, env file", _after(COMPOSE, "add redis. don't touch `.env.local`", "yaml"),
     {(FILES, ".env.local", False)}),
    ("precommit, no-verify", _after(PRECOMMIT, "make the hooks faster, but never skip them with "
                                    "`--no-verify`", "yaml"),
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("kubectl, no apply", _after(KUBECTL, "find out why. do not run `kubectl apply` against "
                                 "prod yourself"),
     {(NOT_RUN, "kubectl apply", False)}),
    ("sentry, optional chaining", _after(SENTRY, "fix it with `?.` and a fallback. we never "
                                         "use `any` to silence these"),
     {(AVOIDS, "any", True)}),
    ("ticket, StreamWriter", _after(TICKET, "do it, and keep `ExportService` as the entry "
                                    "point", "markdown"),
     {(KEEPS, "ExportService", False)}),
    ("gomod, no testify bump", _after(GOMOD_DIFF, "looks fine. don't bump `testify` in this PR",
                                      "diff"),
     {(KEEPS, "testify", False)}),
    ("swift, MainActor", _after(SWIFT, "fix it by marking the view model `@MainActor`, don't "
                                "use `DispatchQueue.main.async`"),
     {(ADDS, "@MainActor", False), (AVOIDS, "DispatchQueue.main.async", False)}),
    ("swift, always MainActor", _after(SWIFT, "view models are always `@MainActor` in this "
                                       "app"),
     {(ADDS, "@MainActor", True)}),
    ("mypy, Decimal", _after(MYPY, "fix these. money is always `Decimal` here, never `float`"),
     {(ADDS, "Decimal", True), (AVOIDS, "float", True)}),
    ("gradle, no GlobalScope", _before("fix this, and please never use `GlobalScope`", GRADLE),
     {(AVOIDS, "GlobalScope", True)}),
    ("kubectl, helm", _after(KUBECTL, "fix the chart. from now on we deploy with `helm "
                             "upgrade --install`, never `kubectl apply`"),
     {(RUNS, "helm upgrade --install", True), (NOT_RUN, "kubectl apply", True)}),
    ("ticket, no ORM", _after(TICKET, "start on it. don't use the ORM for the export query, "
                              "write it with `sqlc`", "markdown"),
     # "the ORM" names a kind of thing: no line of a diff shows it by the word
     {(ADDS, "sqlc", False)}),
    ("sentry, test first", _raw(SENTRY, "write a failing test first, then fix it. make sure "
                                "`pnpm vitest run` passes before you stop"),
     {(RUNS, "pnpm vitest run", False)}),
    ("precommit, ruff only", _after(PRECOMMIT, "we use `ruff` for linting, not `flake8`, so "
                                    "drop the flake8 bits if there are any", "yaml"),
     {(ADDS, "ruff", True), (AVOIDS, "flake8", True)}),
)

SECOND_REPLIES: tuple[tuple[str, str, str, Judged], ...] = (
    ("do it everywhere",
     "The date tests depend on the runner's clock. Want me to switch them to "
     "`vi.useFakeTimers`?",
     "yes, do it everywhere we touch dates", {(ADDS, "vi.useFakeTimers", True)}),
    ("option 2 please",
     "Options:\n1. Add `# type: ignore[return-value]`\n2. Return `Decimal(0)` when the total is "
     "missing\n\nWhich do you prefer?",
     "2 please", {(ADDS, "Decimal(0)", False)}),
    ("option 1, no",
     "Options:\n1. Bump `pgx` to 5.7.1\n2. Stay on 5.5.5 for now\n\nWhich one?",
     "1", {(ADDS, "pgx", False)}),
    ("nope, keep it",
     "`ExportService` is only used by the CSV export now. Should I inline it and delete the "
     "class?",
     "nope, keep it", {(KEEPS, "ExportService", False)}),
    ("yes, plan",
     "I'll move the export into a background job with `asynq`. OK?",
     "yes", {(ADDS, "asynq", False)}),
    ("go ahead, rename",
     "I'd rename `loadRows` to `streamRows` since it no longer loads everything. Shall I?",
     "go ahead", {(ADDS, "streamRows", False)}),
    ("no, we never",
     "I can add `runBlocking` in the sync worker to wait for the result. Should I?",
     "no, we never do that", {(AVOIDS, "runBlocking", True)}),
    ("thanks, a report",
     "Done: the view model is `@MainActor` now and the build passes.",
     "thanks", set()),
    ("which, a question",
     "Should the export use `StreamWriter` or a plain `csv.Writer`?",
     "which one is faster?", set()),
    ("sure, always",
     "Want me to add `t.Setenv` instead of `os.Setenv` in the config tests?",
     "sure, and always in tests from now on", {(ADDS, "t.Setenv", True)}),
)

# Written after the reader was changed for the batch above: one case per shape it now reads, and
# the near shapes that must stay as they were, bad inputs among them.
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A fence is closed by its own mark: a docstring's quotes inside it close nothing, and a
    # compiler's underline of tildes opens none.
    ("docstring in a fence",
     "```python\ndef load(path):\n    \"\"\"Load the config.\"\"\"\n"
     "    return yaml.load(open(path))\n```\n\nnever use `yaml.load` in this repo", "",
     {(AVOIDS, "yaml.load", True)}),
    ("underlined code, no fence",
     "src/a.ts:3:7 - error TS7006: Parameter 'r' implicitly has an 'any' type.\n\n"
     "3   .then((r) => r.json())\n          ~\n\nfix it", "", set()),
    ("tilde fence at the margin", "~~~\nnever use `eval`\n~~~\n\nwhat is this?", "", set()),
    ("unclosed fence", "what does this do?\n\n```\nalways use `eval`\n", "", set()),
    # What a deprecation is said of is the name after the last comma.
    ("rename, then a deprecation", "rename `getConf` to `loadConfig`, `readConf` is deprecated",
     "", {(ADDS, "loadConfig", False), (AVOIDS, "readConf", True)}),
    ("work, then a deprecation", "fix the import, `ioutil` is deprecated", "",
     {(AVOIDS, "ioutil", True)}),
    ("use, then a deprecation", "use `io.ReadAll`, `ioutil.ReadAll` is deprecated", "",
     {(ADDS, "io.ReadAll", True), (AVOIDS, "ioutil.ReadAll", True)}),
    # A git action taken with a flag is that action with the flag, not every one.
    ("commit with a flag", "never commit with `--no-verify`", "",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("commit without a flag", "don't commit yet", "", {(NOT_RUN, "git commit", False)}),
    # A concession names no place the rule is limited to.
    ("a concession", "never commit with `--no-verify`, even when the hook is slow", "",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("one place still", "never use `eval` in `parse_args`", "", {(AVOIDS, "eval", False)}),
    # What the team does not allow.
    ("we don't allow", "we don't allow `unsafe` in this crate", "", {(AVOIDS, "unsafe", True)}),
    ("we don't allow, no term", "we don't allow it", "", set()),
    ("we didn't allow", "we didn't allow `unsafe` back then", "", set()),
    # "but" before a prohibition, without a comma.
    ("but don't", "fix it but don't use `.clone()`", "", {(AVOIDS, ".clone()", False)}),
    ("but don't, no term", "it works but don't ask me why", "", set()),
    # ", and" before a directive that follows the work asked for.
    ("and use", "fix the test, and use `require.NoError` for the setup", "",
     {(ADDS, "require.NoError", False)}),
    ("and from now on", "sort these out, and from now on never call `os.Exit` in a library", "",
     {(AVOIDS, "os.Exit", True)}),
    ("and, a description", "I ran it, and use of `unsafe` went up", "", set()),
    # What a change is to be done without; what a command is run without is no term at all.
    ("fix without", "fix it without `unsafe`", "", {(AVOIDS, "unsafe", False)}),
    ("refactor without using", "refactor these without using `reflect`", "",
     {(AVOIDS, "reflect", False)}),
    ("fails without", "it fails without `--force`", "", set()),
    ("run without a flag", "run the tests without `-race`", "", {(RUNS, "the tests", False)}),
    ("run a command without a flag", "always run `make lint` without `--fix`", "",
     {(RUNS, "make lint", True)}),
    # A bare "never `Y`" after a comma is a ban of its own.
    ("for money, never a built-in", "always use `Decimal` for money, never `float`", "",
     {(ADDS, "Decimal", True), (AVOIDS, "float", True)}),
    ("work, never", "fix the import, never `ioutil`", "", {(AVOIDS, "ioutil", True)}),
    # A term of words and a flag is a command line, whatever tool it runs.
    ("a flagged command", "we use `helm upgrade --install`, not `kubectl apply`", "",
     {(RUNS, "helm upgrade --install", True), (NOT_RUN, "kubectl apply", True)}),
    ("words without a flag", "use `x as any` there", "", {(ADDS, "x as any", False)}),
    # A CI step's header whose command GitHub Actions echoes below it is the log's.
    ("a CI step echoed", "Run make check\n  make check\n  shell: /usr/bin/bash -e {0}\n\nfix it",
     "", set()),
    ("run typed by the person", "Run `make check` and tell me what fails", "",
     {(RUNS, "make check", False)}),
    # The means a change is to be made by.
    ("fix by using", "fix it by using `errors.Is`", "", {(ADDS, "errors.Is", False)}),
    ("fix by calling", "fix the test by calling `t.Helper()` first", "",
     {(ADDS, "t.Helper()", False)}),
    ("works by using", "it works by using `errors.Is`", "", set()),
    # A file named with more than one dot is a file.
    ("a test file's name", "don't touch `user.service.spec.ts`", "",
     {(FILES, "user.service.spec.ts", False)}),
    ("a dotted name in code", "don't touch `os.path.join`", "", set()),
    # Options numbered inside one sentence.
    ("inline options, one named",
     "Two ways: (1) keep `LegacyClient` and wrap it, or (2) drop it. Which?", "1",
     {(KEEPS, "LegacyClient", False)}),
    ("inline options, one without a term",
     "Two ways: (1) keep `LegacyClient` and wrap it, or (2) drop it. Which?", "2", set()),
    ("inline options, lettered",
     "I could (a) add `retry` to the client or (b) raise the timeout. Which one?", "option a",
     {(ADDS, "retry", False)}),
    ("one inline option", "(1) is done. Anything else?", "1", set()),
    # A plan said as "I'm planning to", and a yes to "want me to switch?".
    ("planning to", "I'm planning to add `pytest-xdist`. Sound OK?", "ok",
     {(ADDS, "pytest-xdist", False)}),
    ("switch, yes",
     "I'd recommend `errgroup` over `sync.WaitGroup`. Want me to switch?", "yes, switch",
     {(ADDS, "errgroup", False), (AVOIDS, "sync.WaitGroup", False)}),
    ("switch, yes for good",
     "I'd recommend `errgroup` over `sync.WaitGroup`. Want me to switch?",
     "yes, and from now on always", {(ADDS, "errgroup", True), (AVOIDS, "sync.WaitGroup", True)}),
    ("switch, a result", "I switched to `errgroup`. Does that work?", "yes", set()),
    # "Shall I?" asks of what the agent said it would do in the sentence before.
    ("shall I", "I'd rename `loadRows` to `streamRows`. Shall I?", "go ahead",
     {(ADDS, "streamRows", False)}),
    ("shall I, no plan", "I'd rather not guess the schema. Shall I?", "yes", set()),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A contrast whose second side is followed by a plain noun ("`freezegun` decorators"), and
    # "that's how we do it in this repo" said after the rule.
    "pytest, fixture over freezegun",
    # "do not just rerun X until ...".
    "gh checks, no rerun",
    # A refusal with a rule and more work after it; a refusal said as a rule about a command.
    "never do that",
    "never update snapshots",
    # A refused command gives nothing unless the refusal is said as a rule ("never run that").
    "god no",
    # The second batch.
    "precommit, no-verify",  # "never skip them with `--no-verify`"
    "swift, MainActor",  # "fix it by marking ... `X`"
    "swift, always MainActor",  # "view models are always `X`"
    "mypy, Decimal",  # "money is always `X` here, never `Y`"
    "precommit, ruff only",  # "we use X for linting, not Y, so ..."
})


@pytest.mark.parametrize(("name", "words"), NOT_RULES + SECOND_NOT_RULES,
                         ids=[n for n, _ in NOT_RULES + SECOND_NOT_RULES])
def test_work_asked_around_a_paste_gives_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words", "expected"), RULES + SECOND_RULES,
                         ids=[n for n, _, _ in RULES + SECOND_RULES])
def test_a_rule_said_around_a_paste_is_read(name: str, words: str, expected: Judged) -> None:
    check_read(name, judged(words), expected, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words", "expected"), REPLIES + SECOND_REPLIES,
                         ids=[n for n, _, _, _ in REPLIES + SECOND_REPLIES])
def test_an_answer_takes_its_terms_from_the_agents_message(name: str, reply: str, words: str,
                                                           expected: Judged) -> None:
    check_read(name, judged(words, reply), expected, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(NOT_RULES) >= 60 and len(RULES) >= 40 and len(REPLIES) >= 20
    names = [c[0] for c in (*NOT_RULES, *RULES, *REPLIES, *SECOND_NOT_RULES, *SECOND_RULES,
                            *SECOND_REPLIES)]
    assert len(set(names)) == len(names)
    assert set(names) >= KNOWN_MISSES
    # Most of the messages that give nothing carry a paste of five lines or more.
    assert sum(words.count("\n") >= 5 for _, words in NOT_RULES) >= 0.9 * len(NOT_RULES)


@pytest.mark.parametrize(("name", "words", "answer", "expected"), SHAPES,
                         ids=[n for n, _, _, _ in SHAPES])
def test_each_shape_read_for_the_batch_and_its_near_shapes(name: str, words: str, answer: str,
                                                           expected: Judged) -> None:
    # With an answer, `words` are the agent's message it answers.
    assert (judged(answer, words) if answer else judged(words)) == expected
