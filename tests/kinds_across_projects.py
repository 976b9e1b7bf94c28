"""Kinds of work across projects, languages and ways of typing.

A further table beside `test_tasks_kinds.py`, written from how developers word requests to a
coding agent in Rust, TypeScript, Python, Java, Go and infrastructure projects: requests with a
pasted compiler error, test run, log, diff or review finding and the ask at the end, questions,
"can you", lower case, typos and abbreviations, terse requests ("rebase pls"), and requests that
name their kind only through its object ("jane requested changes on the PR"). Its other half is
what must get no kind, or one named kind, at the boundaries the kinds' definitions draw: a
follow-up, an everyday request that borrows a kind's word ("review my essay"), work of no
built-in kind (a licence, an editorconfig), a question how a git command works (explain, not
git-sync), a defect whose name is a kind's word ("push notifications never arrive").

Wordings the cues do not read are listed apart as known misses. The tests that read this table
are `test_tasks_kinds.py`'s, with its own.
"""

from __future__ import annotations

CARGO_ERROR = """\
error[E0502]: cannot borrow `self.items` as mutable because it is also borrowed as immutable
  --> src/store.rs:54:9
   |
52 |         let first = self.items.first();
   |                     ---------- immutable borrow occurs here
53 |
54 |         self.items.push(item);
   |         ^^^^^^^^^^^^^^^^^^^^^ mutable borrow occurs here
error: could not compile `inventory` (lib) due to 1 previous error
"""

GO_TEST_OUT = """\
--- FAIL: TestParseDuration (0.00s)
    duration_test.go:31: got 90s, want 1m30s
FAIL
FAIL	github.com/acme/timeutil	0.012s
"""

POD_LOG = """\
2026-04-11T08:12:44Z INFO  starting consumer group=billing
2026-04-11T08:12:45Z WARN  kafka: client has run out of available brokers to talk to
2026-04-11T08:12:45Z ERROR consumer exited: context deadline exceeded
"""

TS_DIFF = """\
diff --git a/src/api/client.ts b/src/api/client.ts
@@ -21,6 +21,11 @@ export async function get<T>(url: string): Promise<T> {
-  const res = await fetch(url);
+  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
+  if (!res.ok) {
+    throw new HttpError(res.status, await res.text());
+  }
   return res.json() as Promise<T>;
"""

GO_FINDING = """\
Potential race in `Pool.Submit`: `wg.Add(1)` is called inside the goroutine, so `Wait()` can
return before the work has started. Consider calling `wg.Add(1)` before `go func()`.
"""

PY_FN = """\
```python
def chunked(items, size):
    out = []
    for i in range(0, len(items), size):
        out.append(items[i:i + size])
    return out
```
"""

RUST_PANIC = """\
```rust
pub fn first_word(s: &str) -> &str {
    let end = s.find(' ').unwrap();
    &s[..end]
}
```
"""

ROLLOUT = """\
1. Ship the new token format behind a flag, read both formats.
2. Flip the flag for internal users for a week.
3. Stop issuing the old format, keep reading it for 30 days.
"""

KINDS: dict[str, list[str]] = {
    "commit": [
        "commit pls",
        "ok now make a commit with what we have, message: feat(api): add rate limiter",
        "can you commit the Cargo.lock update separately from the code change",
        "git add -A && git commit, use a conventional commit msg",
        "commit w/ message 'fix flaky retry test'",
        "fold the typo fix into the previous commit",
        "please write a good commit msg for this and commit it",
        "commit only the terraform changes, not the lambda code",
        "comit the changes",
        "could you break the staged changes into logical commits?",
        "save progress: commit everything on this branch",
        "we're at a good spot, let's checkpoint this in git",
    ],
    "pr": [
        "open a PR for this against main and add the backend team as reviewers",
        "can you put up a pull request? title: Migrate config loader to viper",
        "write a PR summary for the helm chart changes, include a testing section",
        "pr pls",
        "the PR title is wrong, it should say v2 not v3",
        "retarget the PR to the release-1.8 branch",
        "mark #932 ready for review",
        "convert the pr back to a draft, it's not ready",
        "push the branch and create a PR with gh",
        "can u make a merge request for the ansible role changes",
        "leave a comment on the pull request noting that the benchmark numbers are in the "
        "description",
        "the PR description needs the screenshots section filled in",
    ],
    "git-sync": [
        "rebase pls",
        "pull main and rebase my branch on it",
        "we're behind origin/develop, merge it in",
        "resolve the rebase conflicts in Cargo.toml, keep both dependency bumps",
        "check out the feature/s3-upload branch",
        "make a new branch off main for the kafka consumer work",
        "stash, switch to main, pull",
        "push to origin",
        "git pull --rebase stops with conflicts in go.sum, sort it out",
        "reset my local main to match origin",
        "update my branch with the latest master",
        "the branch name should be fix/oauth-redirect, rename it",
    ],
    "pr-feedback": [
        f"{GO_FINDING}\nis this legit? fix if so",
        "there's a bunch of comments from the reviewers on #1207, go through them one by one",
        "copilot left 3 suggestions on the PR, apply the first two",
        "respond to Tom's review: he's right about the index, wrong about the cache",
        "can you check the PR for new review comments and address them",
        "the reviewer says the migration isn't reversible, make it reversible",
        "resolve bugbot's findings on the open PR",
        "go through the review on the terraform PR and fix what's valid",
        "mark the addressed review threads as resolved",
        "jane requested changes on the PR, take care of them",
        "reply to each review comment explaining what we changed",
    ],
    "review": [
        "review the rust crate changes in this branch",
        "can you give the diff a once-over before I push",
        f"{TS_DIFF}\nthoughts on this change before i merge it?",
        "look at my PR #58 and tell me what you'd change",
        "do a security review of the auth handlers",
        "/pr-review 214",
        "spawn a couple of review agents on the branch, one for perf one for correctness",
        f"{PY_FN}\nis this idiomatic? review it",
        "review the test files for redundant cases",
        "critique my implementation of the trie",
        "sanity check my changes in handlers/ before I open a PR",
        "pls review",
    ],
    "checks": [
        "cargo clippy is throwing warnings, clean them up",
        f"{GO_TEST_OUT}\nfix",
        "tsc errors after the upgrade, fix them",
        f"{CARGO_ERROR}\nfix this",
        "the GitHub Actions job is failing on the lint step, can you look",
        "run the test suite and tell me what fails",
        "mvn verify is failing on the checkstyle plugin",
        "make pre-commit pass",
        "jest tests hang on CI but pass locally",
        "the docker build is broken after the base image bump",
        "prettier check fails, format the files",
        "unit tests are red since the refactor, get them green",
        "run the linters",
    ],
    "add-tests": [
        "write pytest tests for the csv importer, include the malformed row cases",
        "add a test that the handler returns 403 for non-admins",
        "we need coverage for the retry backoff in the go client",
        "can you write a junit test for OrderValidator?",
        "add snapshot tests for the Button component",
        "is there a test for the expired token case?",
        "write tests for the date parsing in utils/time.ts",
        "test the new endpoint with a couple of integration tests",
        "cover the error branches of parseConfig with tests",
        "add a fuzz test for the decoder",
        f"{PY_FN}\nneed tests for this",
        "add e2e coverage with playwright for the checkout page",
    ],
    "debug": [
        f"{POD_LOG}\nthe consumer pod keeps restarting with this, what's going on",
        "after upgrading to spring boot 3 the app won't start, says bean not found",
        "the dropdown renders behind the modal",
        "images uploaded from iOS show up rotated 90 degrees",
        "the go service leaks goroutines under load, can you find where",
        "search returns results from other tenants!!",
        "why is the lambda timing out on cold start?",
        "terraform apply destroys and recreates the RDS instance every time, why",
        "the date picker shows yesterday's date for users in UTC-5",
        "npm start gives 'Module not found: Can't resolve ./config'",
        "the websocket disconnects every 30s",
        "the totals on the invoice PDF are rounded wrong",
        f"{RUST_PANIC}\nthis panics on a single word",
    ],
    "explain": [
        "how does the retry middleware decide when to give up?",
        "where do we set the kafka consumer group id?",
        "can you explain how the helm chart picks the image tag",
        "what's the purpose of the `Unpin` bound here?",
        "how come we use both redux and react-query?",
        "what happens to in-flight requests when the pod gets SIGTERM?",
        "how do i regenerate the grpc stubs?",
        "which env var controls the log level?",
        "explain the build.gradle setup to me, i'm new to gradle",
        "is the cache shared across workers or per process?",
        "where is `ValidateToken` called from?",
        f"{PY_FN}\nwhy not just use itertools here?",
    ],
    "feature": [
        "add a `--json` flag to the list subcommand",
        "make the CLI read the token from an env var if it's not passed",
        "add retries with exponential backoff to the S3 uploader",
        "support postgres in addition to sqlite for the store",
        "the api should return 429 with a Retry-After header when rate limited",
        "add a healthcheck for the db in docker-compose",
        "i want the dashboard to auto-refresh every 30 seconds",
        "can we make the sidebar collapsible",
        "send a slack notification when a deploy finishes",
        "add an admin page that lists all users",
        "implement soft delete for projects",
        "add a release workflow that publishes the crate to crates.io on tag",
    ],
    "refactor": [
        "pull the duplicated validation out of the three handlers into one function",
        "rename `usr` to `user` throughout the package",
        "this file is 2k lines, split it up",
        "inline the helper, it's only used once",
        "replace the stringly-typed status with an enum",
        "get rid of the anonymous classes, use lambdas",
        "migrate the class components to hooks, no behavior change",
        "make `Config` immutable with a frozen dataclass",
        "delete the code paths behind the removed feature flags",
        "dry up the fixtures in conftest",
        "move all the sql into the repository layer",
        "the naming in this module is all over the place, make it consistent",
    ],
    "docs": [
        "add a troubleshooting section to the README",
        "write rustdoc for the public API of the crate",
        "document how to run the service locally in CONTRIBUTING.md",
        "update AGENTS.md with the new lint command",
        "the docstring for parse() is wrong now, fix it",
        "write up the incident in docs/postmortems/",
        "add comments to the regex explaining each group",
        "typo in the README install section: 'isntall'",
        "can you write a short doc explaining the deployment process for new devs",
        "add a CHANGELOG entry for the breaking config change",
        "explain the architecture in a markdown file under docs/",
    ],
    "plan": [
        "before we touch any code, how would you approach adding multi-region support?",
        "give me 2-3 options for storing the embeddings and the tradeoffs",
        "write a plan for migrating from webpack to vite, don't implement",
        "let's think about how to structure the plugin API",
        "sketch out the data model for the billing system",
        "what would a phased rollout of the new auth look like? plan only",
        "draft an RFC for switching to gRPC",
        f"{ROLLOUT}\npoke holes in this rollout",
        "break the search rewrite into milestones",
        "review my design for the rate limiter and tell me what breaks at scale",
        "come up with a migration strategy for the monorepo split",
    ],
    "tracker": [
        "open a jira for this",
        "create a github issue for the flaky test with the log attached",
        "file a bug in linear for the export timeout",
        "add a comment to PLAT-412 with the fix version",
        "close out the issues that this PR fixes",
        "make sub-tasks under the epic for each endpoint",
        "move ENG-88 to done",
        "log an issue to track the deprecation warning",
        "update the ticket description with the repro steps",
        "create tickets for the follow-ups we listed",
    ],
}

# No kind: follow-ups, everyday requests that borrow a kind's word, work of no built-in kind.
NO_KIND: list[str] = [
    "yep",
    "go for it",
    "option A",
    "3",
    "ok do that but keep the tests",
    "no, the other file",
    "keep going",
    "undo that",
    "nvm",
    "sounds right",
    "same for the staging env",
    "that's not what i asked",
    "hmm ok",
    "wait, stop",
    "what's a good recipe for banana bread",
    "convert 70 fahrenheit to celsius",
    "write a birthday message for my sister",
    "how far is the moon",
    "schedule a meeting with alex on friday",
    "recommend a sci-fi book",
    "translate this email into spanish",
    "help me plan a weekend in berlin",
    "review my essay on climate policy",
    "commit to a workout schedule for me",
    "my sourdough starter smells weird, what's wrong with it",
    "add an apache 2.0 LICENSE",
    "add a .editorconfig",
    "generate 50 fake customer rows so I can try the import",
]

# At a boundary between two kinds, the one the kinds' definitions name.
BOUNDARY: list[tuple[str, str]] = [
    # The running software watched: observability, not a feature.
    ("observe", "expose prometheus metrics for queue depth"),
    ("deps", "bump go to 1.22 in go.mod"),
    ("deps", "upgrade the rust toolchain to 1.79"),
    ("checks", "why does the integration test fail only on CI?"),
    ("add-tests", "the parser has no tests at all, add some"),
    ("debug", "the tests pass but the app crashes in prod"),
    ("explain", "how does git rebase --onto work?"),
    ("explain", "what does git stash pop do?"),
    ("explain", "how do i squash commits?"),
    ("review", "review the PR that Bob opened yesterday"),
    ("pr-feedback", "Bob reviewed my PR, go fix his comments"),
    ("plan", "critique the migration plan in docs/plan.md"),
    ("docs", "document the retry policy in the README"),
    ("feature", "add logging to the retry loop"),
    ("commit", "commit, then push"),
    ("pr", "commit this and open a draft PR"),
    ("tracker", "open an issue for the flaky test"),
    ("debug", "the login page shows a blank screen in firefox"),
    ("checks", "the build fails with a linker error on arm64"),
    ("git-sync", "the branch has conflicts with main, fix them"),
    ("docs", "explain the setup steps in the README"),
    ("feature", "show a warning when the config file is missing"),
    ("review", "give me feedback on this diff"),
    ("commit", "commit to the feature branch"),
    ("checks", "fix the tests before I open a PR"),
]

# Words that read like a kind's cue without asking for that kind of work.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("debug", "make the error message friendlier"),
    ("checks", "add a lint rule that bans console.log"),
    ("tracker", "add an issue template for bug reports"),
    ("git-sync", "merge the two config files into one"),
    ("plan", "the plan table is missing an index"),
    ("git-sync", "push notifications aren't delivered on android"),
    ("pr-feedback", "add a feedback form to the settings page"),
    ("commit", "the commit hash in the footer is wrong"),
    ("tracker", "the issue is that the cache never expires"),
    ("refactor", "rename doesn't work on windows, the file keeps its old name"),
    ("review", "add a review step to the release workflow"),
    ("explain", "show the user's email in the header"),
    ("commit", "when I run git commit the hook fails"),
    ("pr", "fix the tests before I open a PR"),
    ("review", "the review step in the pipeline is slow"),
    ("docs", "describe the bug in the ticket"),
    ("refactor", "rename fails on network drives"),
    ("git-sync", "the reset button doesn't go back to the default"),
    ("plan", "what are the options for the --format flag?"),
    ("add-tests", "is there a test server I can use?"),
    ("tracker", "move the button to the left"),
    ("debug", "the job restarts every night at 2am by design, add a log line"),
    ("debug", "display the banner behind the header"),
]

# Wordings the cues do not read yet: they get no kind, never a wrong one. Terse ones name no word
# only software talk uses ("pls review" is said of an essay too); others name the defect or the
# restructuring only through what the code does ("renders behind the modal", "use lambdas").
KNOWN_MISSES: list[tuple[str, str]] = [
    ("commit", "we're at a good spot, let's checkpoint this in git"),
    ("pr-feedback", f"{GO_FINDING}\nis this legit? fix if so"),
    ("checks", f"{CARGO_ERROR}\nfix this"),
    ("debug", "search returns results from other tenants!!"),
    ("debug", "terraform apply destroys and recreates the RDS instance every time, why"),
    ("debug", "the date picker shows yesterday's date for users in UTC-5"),
    ("feature", "implement soft delete for projects"),
    ("refactor", "get rid of the anonymous classes, use lambdas"),
    ("refactor", "delete the code paths behind the removed feature flags"),
    ("refactor", "dry up the fixtures in conftest"),
    ("plan", "break the search rewrite into milestones"),
]
