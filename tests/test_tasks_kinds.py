"""A request gets the kind of work it asks for however it is worded, and no kind when it asks
for none.

The table is written from how developers word requests to a coding agent in general, in many
projects and languages: imperatives, questions, "can you", lower case and typos, long requests
with a pasted log, diff or finding and the ask at the end, and requests that name the kind of
work only through its object ("the CI is red again", "PR #412 has 5 new comments from
Copilot"). Its other half is what must get no kind, or one named kind, at the boundaries the
kinds draw: follow-ups that add no work of their own ("yes do it", "do the same for X"),
everyday requests that are not about software, work of no built-in kind (a licence file, a
CODEOWNERS file), and pairs such as fixing failing tests (checks) against writing new ones
(add-tests), or a question about a malfunction (debug) against one about how code works
(explain). A wrong kind merges unrelated work into one family, so where a wording is ambiguous
the table expects no kind.

Wordings the cues do not read yet are listed apart as known misses, and the test checks that
they still get no kind (never a wrong one), so that what the table claims stays honest. The same
tests read a second table, across projects and languages, in `kinds_across_projects.py`, and a
third of requests said tersely, misspelt or only through what the product does, in
`kinds_said_tersely.py`, and a fourth of requests asked in context (after the situation, as a
wish, in second-language English, beside a second ask, through a tool) in `kinds_in_context.py`,
with the set written after the cues were widened to it, and a fifth of the work a new user types
on the first day (performance, schema changes, ports between libraries, upgrades, deployment
changes) in `kinds_fifth_sight.py`, which covers the kinds that work falls in.
"""

from __future__ import annotations

import pytest

import kinds_across_projects as projects
import kinds_fifth_sight as fifth
import kinds_in_context as context
import kinds_said_tersely as terse
from skillsleep.tasks.kinds import BY_ID, kind_of

PYTEST_OUT = """\
============================= test session starts ==============================
collected 48 items

tests/test_invoice.py ....F.....                                         [ 20%]
tests/test_tax.py ..F                                                    [ 27%]

FAILED tests/test_invoice.py::test_rounding - AssertionError: assert 10.01 == 10.0
FAILED tests/test_tax.py::test_vat_reverse_charge - KeyError: 'country'
========================= 2 failed, 46 passed in 3.12s =========================
"""

PY_TRACE = """\
Traceback (most recent call last):
  File "/srv/app/views/settings.py", line 88, in update_profile
    user.avatar = upload(request.files["avatar"])
  File "/srv/app/storage.py", line 41, in upload
    return bucket.put(f.filename, f.stream)
AttributeError: 'NoneType' object has no attribute 'filename'
"""

JAVA_LOG = """\
2026-03-02 10:14:07 ERROR [pool-3-thread-1] c.a.orders.OrderService - processing failed
java.lang.NullPointerException: Cannot invoke "Customer.getId()" because "order.customer" is null
    at com.acme.orders.OrderService.process(OrderService.java:142)
    at com.acme.orders.OrderWorker.run(OrderWorker.java:57)
"""

CONFLICT = """\
$ git merge origin/main
Auto-merging src/app.ts
CONFLICT (content): Merge conflict in src/app.ts
Automatic merge failed; fix conflicts and then commit the result.
"""

GIT_STATUS = """\
$ git status --short
 M src/billing/invoice.go
 M src/billing/invoice_test.go
 M go.sum
?? scratch.txt
"""

GIT_LOG = """\
$ git log --oneline main..HEAD
a1c9e2f add retry with jitter to webhook sender
77be0d1 store delivery attempts
3f02c4a expose attempts in the admin api
"""

GH_ACTIONS = """\
Run npm run build
> web@1.4.0 build
> tsc -p . && vite build
src/components/Chart.tsx(12,7): error TS2322: Type 'string' is not assignable to type 'number'.
##[error]Process completed with exit code 2.
"""

FINDING = """\
**Medium Severity**

The `retry` helper swallows the error from the last attempt, so callers never see why the upload
failed. Consider returning the last error instead of `nil` when all attempts are used up.
"""

RUST_FN = """\
```rust
fn parse_header(line: &str) -> Option<(String, String)> {
    let mut parts = line.splitn(2, ':');
    let name = parts.next()?.trim().to_lowercase();
    let value = parts.next()?.trim().to_string();
    Some((name, value))
}
```
"""

NESTED_JS = """\
```js
function price(cart) {
  if (cart) {
    if (cart.items) {
      if (cart.items.length > 0) {
        return cart.items.reduce((s, i) => s + i.price, 0)
      }
    }
  }
  return 0
}
```
"""

DIFF = """\
diff --git a/src/cache.py b/src/cache.py
@@ -10,7 +10,9 @@ class Cache:
-    def get(self, key):
-        return self._data.get(key)
+    def get(self, key, default=None):
+        with self._lock:
+            return self._data.get(key, default)
"""

CURRENT_OUTPUT = """\
```
NAME        STATUS    AGE
api         Running   3d
worker      Running   3d
```
"""

PLAN_TEXT = """\
Plan:
1. Add a `tenants` table and backfill it from `accounts`.
2. Add `tenant_id` to every query through the repository layer.
3. Switch the API to read the tenant from the token.
"""

KINDS: dict[str, list[str]] = {
    "commit": [
        "commit this",
        "can you commit the changes with a sensible message",
        "git commit -am 'wip' and push",
        "Write a commit message for the staged changes",
        "amend the last commit to include the README fix",
        "squash these into one commit",
        "split this into two commits: one for the migration and one for the model changes",
        "stage only src/parser.rs and commit it",
        "Commit and push.",
        "let's commit this before we go further",
        "can you make a commit for the refactor of the auth middleware",
        "Please commit the work so far, conventional commits style",
        "commit everything except the .env file",
        "reword the last commit message, it has a typo",
        "ok great. commit",
        f"{GIT_STATUS}\ncommit these but leave scratch.txt out",
        "go ahead and commit that",
        "commit the fix with a message that references the bug",
        "can u commit pls",
        "make two commits, one per package",
    ],
    "pr": [
        "open a PR",
        "push and open a PR against develop",
        "create a draft pull request for this branch",
        "can you write the PR description? focus on the migration",
        "update the PR title to mention the breaking change",
        "gh pr create with a summary of the changes",
        "mark the PR as ready for review",
        "Change the base branch of PR #231 to release/2.4",
        "raise a merge request for this on gitlab",
        "post a comment on the PR explaining why we skipped the flaky test",
        "update the pull request body with a before/after section",
        "lets get a PR up for this",
        "ship it: push the branch and open the pull request",
        "commit, push and open a PR",
        "the PR description is out of date now, refresh it",
        f"{GIT_LOG}\nwrite a PR description from these commits",
        "open a pull request to main with what we did today",
        "create the PR and assign it to me",
        "the PR body should list the new env vars, update it",
        "turn the draft PR into a real one",
        "push this up and make a PR",
    ],
    "git-sync": [
        "push",
        "pull the latest from main",
        "rebase onto main",
        "merge main into this branch and fix the conflicts",
        "there are merge conflicts in package-lock.json, resolve them",
        "create a new branch called feat/oauth-login",
        "switch to the release branch",
        "stash my changes and check out main",
        "git reset --hard origin/main",
        "force push the branch",
        "my branch is 40 commits behind main, bring it up to date",
        "cherry-pick the fix from hotfix/1.2.3 onto main",
        "rename this branch to fix/null-session",
        "delete the local branches that were already merged",
        "sync with upstream",
        f"{CONFLICT}\nhelp me sort this out",
        "pull from origin",
        "rebase on top of develop and force-push",
        "checkout a new branch for the hotfix",
        "git push --set-upstream origin feature/search",
        "merge the release branch back into main",
    ],
    "pr-feedback": [
        "address the review comments",
        "PR #412 has 5 new comments from Copilot",
        "can you go through the feedback on the PR and fix what makes sense",
        "reply to the reviewer's comments on the pull request",
        "Bugbot flagged two issues on the PR, have a look",
        "fix the nits from code review",
        "Sarah left some comments on my PR, can you handle them",
        "check the unresolved threads on PR 88 and respond",
        f"{FINDING}\nfix this",
        "coderabbit suggestions on the PR: apply the ones about error handling",
        "there are new review comments, address them",
        "go through the PR comments and resolve them",
        "fetch the review comments from github for this pr and tell me which are valid",
        "the reviewer wants the timeout in a constant, do that",
        "go through copilot's review and fix the valid points",
        "the reviewer asked for a test for the null case, add it",
        "respond to the comments on the pull request",
        "handle the review feedback on #231",
        "resolve the PR comments that are still open",
    ],
    "review": [
        "review this PR",
        "can you review my changes before I push",
        "do a code review of the auth module",
        "review the diff against main",
        "/review",
        "take a look at PR #77 and tell me if anything's off",
        "Review the tests in tests/api for duplication and usefulness",
        "launch a reviewer subagent on the branch",
        "give me a critical review of the last three commits",
        "audit the payment code for security issues",
        f"{DIFF}\ndoes this diff look right to you?",
        "review the README against the actual CLI flags",
        "look over my implementation of the LRU cache and point out problems",
        "any issues with this branch before I merge?",
        "review my last commit",
        "can you do a quick review of src/cache.ts",
        "review the changes in this branch for security problems",
        "run a code review on the staged changes",
        "please review PR 1024",
    ],
    "checks": [
        "the CI is red again",
        "fix the failing tests",
        "run the tests",
        "npm run lint fails, fix it",
        "tests are failing on main after the merge, can you look",
        "cargo build fails with a borrow checker error",
        f"{PYTEST_OUT}\ncan you fix these",
        "make the linter happy",
        "mypy is complaining about the return types in utils.py",
        "the github actions workflow fails on the windows runner",
        "run the e2e suite and report back",
        "the test suite takes 12 minutes now, make it faster",
        "fix the type errors",
        "run go vet and golangci-lint, then fix whatever they find",
        "run ruff and fix the issues",
        "release pipeline failed at the publish step",
        f"{GH_ACTIONS}\nthe build broke on CI, fix it",
        "are all tests passing?",
        "CI failed on the lint step",
        "make the build pass again",
        "fix the eslint errors in the web package",
        "pytest fails on test_export, fix it",
        "the integration tests time out on CI",
    ],
    "add-tests": [
        "add unit tests for the parser",
        "write tests for the new endpoint",
        "can you add a regression test for the timezone bug",
        "is this covered by tests?",
        "do we have tests for the retry logic?",
        "increase test coverage for the billing module",
        "write an integration test that spins up postgres and runs the migration",
        "add a test case for empty input",
        "we need e2e tests for the checkout flow",
        "convert these tests to table-driven tests",
        "add property-based tests with hypothesis for the encoder",
        "write a jest test for the useDebounce hook",
        "extend the test suite to cover the error paths",
        "add tests",
        f"{RUST_FN}\nwrite unit tests for this",
        "write a unit test for slugify",
        "add tests covering the new permission checks",
        "is the retry path tested?",
        "we have no tests for the importer, write some",
        "add an e2e test for signup",
    ],
    "debug": [
        "the app crashes when I click save",
        "login doesn't work anymore",
        f"{PY_TRACE}\nthis happens when I upload an avatar on the settings page",
        "why is the dashboard showing zero users when there are 300 in the db",
        "getting a 500 from /api/orders when the cart is empty",
        "the export produces an empty csv",
        "the daemon hangs after a few hours, find out why",
        f"NullPointerException in OrderService.process, see the log:\n{JAVA_LOG}",
        "memory leak in the worker, RSS grows until it gets OOM killed",
        "the timestamps are off by one hour in the report",
        "the button does nothing on safari",
        "Segfault when loading large files",
        "users report they get logged out randomly",
        "webhook isn't firing on push events",
        "something is wrong with the pagination, page 2 repeats page 1",
        "the page keeps reloading in an infinite loop",
        "the API returns the wrong currency for EU users",
        "uploads over 10MB fail with a timeout",
        "the cron job didn't run last night, find out why",
        "the form submits twice when I press enter",
    ],
    "explain": [
        "how does the auth middleware work?",
        f"{RUST_FN}\nwhat does this function do?",
        "where is the config loaded?",
        "explain the difference between the two caches",
        "walk me through the request lifecycle",
        "what happens if two workers pick the same job?",
        "how do I run just one test with pytest?",
        "why do we use a mutex here instead of a channel?",
        "which service owns the user table?",
        "what's the difference between git merge and git rebase",
        "can you check how the retry backoff is computed",
        "is the session token stored in a cookie or in local storage?",
        "explain this regex: ^(?:[a-z0-9-]+\\.)+[a-z]{2,}$",
        "what does the useEffect cleanup do in this component",
        "how is the rate limiter configured?",
        "where do we validate the JWT?",
        "what does the --prune flag do?",
        "explain how the event bus dispatches messages",
        "which file defines the routes?",
    ],
    "feature": [
        "add a --dry-run flag to the deploy command",
        "support yaml config files as well as json",
        "make the output of `status` show the branch name",
        "add dark mode to the settings page",
        "change the error message to tell the user which file was missing",
        "i'd like the CLI to print a progress bar during upload",
        "add logging around the payment retries",
        "remove the legacy export button",
        "set up a github actions workflow that runs the tests on every PR",
        "can you make the table sortable by date",
        "we should send an email when the export is done",
        "let the user pick a theme in preferences",
        f"{CURRENT_OUTPUT}\nadd a column with the restart count",
        "support filtering the list by tag",
        "add an option to export as json",
        "show a toast when the save succeeds",
        "implement rate limiting on the login endpoint",
    ],
    "refactor": [
        "rename getUser to fetchUser everywhere",
        "extract the validation into its own module",
        "remove dead code in utils/",
        "dedupe the two date formatting helpers",
        "refactor this class, it's 900 lines",
        "clean up the imports",
        "replace the magic numbers with named constants",
        "move the db helpers into a separate package",
        f"{NESTED_JS}\nsimplify this",
        "use an enum instead of string literals for the order status",
        "split main.go into smaller files",
        "get rid of the unused parameters in the handler",
        "convert the callbacks in api.js to async/await",
        "the AuthManager god class needs breaking up",
        "rename the `cfg` variable to `config` in the loader",
        "extract the retry loop into a helper",
        "remove the unused imports across the repo",
        "deduplicate the SQL queries in the repository layer",
        "simplify the error handling in main.go",
    ],
    "docs": [
        "update the README with the new install steps",
        "add docstrings to the public functions in api.py",
        "document the env vars in docs/configuration.md",
        "write a changelog entry for 2.3.0",
        "proofread the contributing guide",
        "add a comment explaining why we sleep here",
        "update CLAUDE.md with the new test command",
        "write an ADR for moving to postgres",
        "the README still mentions python 3.7, fix it",
        "write up what we found in a markdown file so I can share it",
        "add JSDoc to the exported hooks",
        "the API docs are out of date after the rename, update them",
        "write the release notes",
        "Add usage examples to the README",
        f"{RUST_FN}\nwrite a doc comment for this",
        "document the new --since flag in the README",
        "update the changelog for this release",
        "add a section about caching to docs/architecture.md",
        "write docstrings for the models module",
        "fix the typos in the README",
    ],
    "plan": [
        "let's plan the migration to postgres before writing code",
        "write a design doc for the notification service",
        "brainstorm approaches for offline sync",
        "don't code yet, just come up with a plan for splitting the monolith",
        f"{PLAN_TEXT}\ncritique this plan",
        "how should we split this work into PRs?",
        "draft an implementation plan in PLAN.md",
        "what are our options for rate limiting in the api? compare them, no code yet",
        "propose an architecture for the plugin system",
        "revise the spec based on what we discussed",
        "think through the tradeoffs of moving the backend to event sourcing",
        "outline the steps to upgrade from react 17 to 18",
        "make a plan for the caching layer",
        "write an implementation plan for the multi-tenant support",
        "let's design the API before building it",
        "draft a proposal for moving the queue to kafka",
        "how should we structure the migration? plan it out, don't code",
        "split the auth rewrite into smaller PRs",
    ],
    "tracker": [
        "create a linear issue for this",
        "open a github issue describing the bug",
        "file a jira ticket for the flaky test",
        "update the issue with what we found",
        "close issue #45",
        "link this PR to ENG-1234",
        "add a sub-issue for the migration part",
        "comment on the ticket that the fix is deployed",
        "make a ticket in our backlog for the refactor",
        "attach the design doc to the linear issue",
        "gh issue create for the memory leak",
        "create issues for each of the TODOs we found",
        f"{PY_TRACE}\nopen an issue on github with this trace",
        "create a jira issue for the timeout bug",
        "open a linear ticket to track the flaky test",
        "update the github issue with the root cause",
        "file an issue about the memory leak",
        "close the linear issue, it's done",
    ],
}

# No kind: follow-ups that add no work of their own, everyday requests, work of no built-in kind.
NO_KIND: list[str] = [
    "yes do it",
    "ok",
    "go ahead",
    "2",
    "let's do option b",
    "sounds good, continue",
    "thanks!",
    "no, keep the old name",
    "do the same for the orders table",
    "continue",
    "stop",
    "try again",
    "implement it",
    "fix it",
    "looks good",
    "perfect, thanks",
    "now do it",
    "yes, go with the second option",
    "that works",
    "hmm, not quite what I meant",
    "what's the weather in Berlin tomorrow",
    "book a table for two at 7",
    "translate good morning into french",
    "set an alarm for 6am",
    "remind me to pay the electricity bill",
    "what's my credit card's interest rate",
    "I need to transfer money to my savings account",
    "can you explain what a 401k is",
    "plan a trip to rome for next spring",
    "add milk to my shopping list",
    "cancel my reservation at olive garden",
    "how long does it take to boil an egg",
    "tell me a joke",
    "add an MIT licence file",
    "add a CODEOWNERS file",
    "ok go",
    "yes please",
    "option 2",
    "do it",
    "sure, that's fine",
    "no wait",
    "the first one",
    "perfect",
    "what's the time in tokyo",
    "order a pizza",
    "play some jazz",
    "how many calories in an apple",
    "what's my account balance",
    "find me a flight to lisbon",
    "turn off the lights in the kitchen",
    "write a poem about autumn",
    "proofread my cover letter",
    "remind me to call mom at 5",
    "add eggs to the grocery list",
    "set a timer for 10 minutes",
]

# At a boundary between two kinds, the one the kind's definition names.
BOUNDARY: list[tuple[str, str]] = [
    # Features once, kinds of their own since an endpoint and a list's paging are.
    ("paging", "implement pagination for the /users endpoint"),
    ("endpoint", "add an endpoint to delete a user's account"),
    ("endpoint", "add a /health endpoint that returns the version"),
    ("deps", "bump the node version to 20 in .nvmrc"),
    ("checks", "the new tests fail, fix them"),
    ("checks", "why is the test for the scheduler flaky?"),
    ("checks", "explain why the build fails on CI"),
    ("checks", "the docs build fails"),
    ("add-tests", "write tests for the crash fix"),
    ("debug", "why does the cache return stale data after a deploy?"),
    ("explain", "why does the cache use LRU and not LFU?"),
    ("explain", "how do I run the tests?"),
    ("pr", "push and open a PR"),
    ("pr", "create a branch and open a PR"),
    ("pr", "add a comment to the PR saying the migration is reversible"),
    ("commit", "commit and push"),
    ("commit", "commit the docs changes"),
    ("git-sync", "the PR has merge conflicts"),
    ("review", "review PR #12"),
    ("pr-feedback", "address the comments on PR #12"),
    ("pr-feedback", "the review comments mention a race condition in the worker, fix it"),
    ("plan", "review the design doc for the sync service"),
    ("docs", "update the architecture docs"),
    ("docs", "add a comment to this function explaining the hack"),
    ("tracker", "add a comment on the linear issue with the root cause"),
    ("tracker", "open an issue for the crash"),
    ("feature", "set up CI with github actions"),
    ("refactor", "rename the --verbose flag to --debug"),
    ("pr", "create a PR for the workflow change"),
    ("feature", "add a commit hook that runs ruff"),
    ("commit", "the fix looks good, now commit"),
    ("feature", "return a 404 when the user is missing"),
    ("docs", "add the test command to the README"),
    ("review", "review the design system components for accessibility"),
    ("debug", "how do I fix this error?"),
]

# Words that read like a kind's cue without asking for that kind of work.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("tracker", "update the encoding to UTF-8"),
    ("git-sync", "fetch the user list from the remote API"),
    ("git-sync", "sync the settings with the remote server"),
    ("pr-feedback", "implement the remaining suggestions"),
    ("feature", "make sure you list all the files"),
    ("feature", "make a list of the endpoints"),
    ("debug", "shuffle the questions randomly"),
    ("debug", "make it return an empty list when the input is empty"),
    ("debug", "the function keeps everything in memory, stream it instead"),
    ("add-tests", "write the test results to a junit xml file"),
    ("add-tests", "improve the speed of the tests"),
    ("add-tests", "is this covered in the docs?"),
    ("add-tests", "add the tests dir to .gitignore"),
    ("add-tests", "turn off the tests to speed up CI"),
    ("refactor", "this is a breaking change, bump up the version"),
    ("plan", "always read the file before writing to it"),
    ("plan", "don't implement the cache yourself, use the library"),
    ("review", "look at the implementation of the parser, it has issues with unicode"),
    ("review", "check the changes and turn off the debug flag"),
    ("review", "the code looks good"),
]

# Wordings the cues do not read yet: they get no kind, never a wrong one. Most name no word
# only software talk uses ("the export", "the event bus"), and everyday requests of the same
# shape must get no kind either.
KNOWN_MISSES: list[tuple[str, str]] = [
    ("explain", "walk me through the request lifecycle"),
    ("explain", "explain how the event bus dispatches messages"),
    ("feature", "we should send an email when the export is done"),
    ("feature", "support filtering the list by tag"),
    ("refactor", "convert the callbacks in api.js to async/await"),
    ("plan", "brainstorm approaches for offline sync"),
    ("debug", "the form submits twice when I press enter"),
]

# Every table: this file's, the one across projects and languages (`kinds_across_projects`), the
# one said tersely (`kinds_said_tersely`) and the one asked in context (`kinds_in_context`).
TABLES = {"first": (KINDS, NO_KIND, BOUNDARY, NOT_OF_KIND, KNOWN_MISSES),
          "across projects": (projects.KINDS, projects.NO_KIND, projects.BOUNDARY,
                              projects.NOT_OF_KIND, projects.KNOWN_MISSES),
          "said tersely": (terse.KINDS, terse.NO_KIND, terse.BOUNDARY, terse.NOT_OF_KIND,
                           terse.KNOWN_MISSES),
          "in context": (context.KINDS, context.NO_KIND, context.BOUNDARY, context.NOT_OF_KIND,
                         context.KNOWN_MISSES)}
# Sets too small to cover every kind many times, read by the same tests.
LATER = (context.LATER_KINDS, context.LATER_NO_KIND, context.LATER_BOUNDARY,
         context.LATER_NOT_OF_KIND, context.LATER_KNOWN_MISSES)
FIFTH = (fifth.KINDS, fifth.NO_KIND, fifth.BOUNDARY, fifth.NOT_OF_KIND, fifth.KNOWN_MISSES)
READ = [*TABLES.values(), LATER, FIFTH]
TABLE = [(kind, text) for kinds, *_ in READ for kind, texts in kinds.items() for text in texts]
NONE = [text for _, none, *_ in READ for text in none]
AT_BOUNDARY = [case for _, _, boundary, *_ in READ for case in boundary]
NOT_OF = [case for *_, not_of, _ in READ for case in not_of]
MISSES = [case for *_, misses in READ for case in misses]
MISSED = set(MISSES)


def _id(text: str) -> str:
    return text.strip().splitlines()[-1][:60]


@pytest.mark.parametrize(("kind", "text"),
                         [c for c in TABLE + AT_BOUNDARY if c not in MISSED],
                         ids=[_id(t) for k, t in TABLE + AT_BOUNDARY if (k, t) not in MISSED])
def test_a_request_gets_the_kind_it_asks_for(kind: str, text: str) -> None:
    got = kind_of(text)
    assert got is not None and got.id == kind, (got and got.id, text)


@pytest.mark.parametrize("text", NONE, ids=[_id(t) for t in NONE])
def test_a_request_of_no_kind_gets_none(text: str) -> None:
    got = kind_of(text)
    assert got is None, (got.id, text)


@pytest.mark.parametrize(("kind", "text"), NOT_OF, ids=[_id(t) for _, t in NOT_OF])
def test_a_cue_word_alone_gives_no_kind(kind: str, text: str) -> None:
    got = kind_of(text)
    assert got is None or got.id != kind, text


@pytest.mark.parametrize(("kind", "text"), MISSES, ids=[_id(t) for _, t in MISSES])
def test_a_known_miss_still_gets_no_kind(kind: str, text: str) -> None:
    assert kind_of(text) is None, text


# Kinds added after these tables were written, each read by a table of its own with many
# wordings (`test_tasks_kinds_seventh_first_sight.py`, `test_tasks_kinds_eighth_first_sight.py`,
# `test_tasks_sessions_round17_first_sight.py`, `test_tasks_sessions_round18_first_sight.py`,
# `test_tasks_sessions_round19_first_sight.py`, `test_tasks_sessions_round20_first_sight.py`,
# `test_tasks_sessions_round21_first_sight.py`, `test_tasks_sessions_round22_first_sight.py`,
# `test_tasks_sessions_round23_first_sight.py`).
LATER_KINDS = frozenset({"deps", "migration", "release", "perf", "a11y", "secrets", "observe",
                         "backfill", "endpoint", "paging", "environment", "component",
                         "warehouse-model", "train", "l10n", "warnings", "deprecate", "triage",
                         "infra-plan"})


@pytest.mark.parametrize("table", TABLES)
def test_the_table_covers_every_kind_with_many_wordings(table: str) -> None:
    kinds, none, boundary, not_of, misses = TABLES[table]
    assert set(kinds) == set(BY_ID) - LATER_KINDS
    assert all(len(texts) >= 10 for texts in kinds.values())
    assert len(none) + len(boundary) + len(not_of) >= 40
    assert all(kind in BY_ID for kind, _ in boundary + not_of + misses)
    listed = {(kind, t) for kind, texts in kinds.items() for t in texts} | set(boundary)
    assert set(misses) <= listed
    # The honest figure: most of every kind is read.
    for kind, texts in kinds.items():
        missed = sum((kind, t) in set(misses) for t in texts)
        assert missed <= len(texts) // 3, kind


@pytest.mark.parametrize(("kind", "text"), [
    ("commit", "com\u0131t this pls"),   # a dotless i: the same letter to a case-blind search
    ("git-sync", "reb\u017fe on main"),  # a long s
    ("commit", "COMMT\u0130 this"),       # a capital I with a dot
    ("explain", "WHATS the difference between the two flags?"),
])
def test_a_misspelt_verb_in_letters_a_case_blind_search_takes_for_ascii_is_read(
        kind: str, text: str) -> None:
    got = kind_of(text)
    assert got is not None and got.id == kind, (got and got.id, text)


# What a request named before ("PRs", "a review") is taken up by a later "one" or "her
# comments" only as the thing itself: "open one of the files" opens a file, and the comments of
# a piece of code are its documentation.
@pytest.mark.parametrize(("kind", "text"), [
    (None, "I see two PRs touching this. Can you open one of the files they change?"),
    ("docs", "I reviewed the parser. The tokenizer's comments are stale, update them"),
    ("pr-feedback", "Marta reviewed the PR. Can you go through Marta's comments?"),
    ("add-tests", "There is no test for the parser. Write one."),
])
def test_what_was_named_before_is_taken_up_only_as_itself(kind: str | None, text: str) -> None:
    got = kind_of(text)
    assert (got.id if got else None) == kind, text
