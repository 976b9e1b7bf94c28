"""Working messages to a coding agent, through the whole rule reader: what each one gives.

People in long sessions do not type rule sentences; they paste a stack trace and add one line,
paste a review comment and say "address this", tell how the code is now, ask why something
fails, talk a plan over, complain ("this never works on CI"), use idioms with a negation ("no
worries", "never mind", "don't bother"), give reasons ("so we don't break prod"), say what to do
if something ever happens, ask "should we always retry?", quote docs and commit messages, and
pass on a teammate's words. `CORPUS` is 203 such messages across Go, Python, TypeScript, Rust,
Java, Ruby, SQL, shell, Terraform and Kubernetes, each run through directives -> judges ->
standing preferences and checked to give what it gives now, read by hand: nothing, or the
check it asks for (the task's own, or durable when it is the person's rule). A durable judge is
a standing preference of its own when said once (`test_corpus_standing_preferences`): what a
night writes into CLAUDE.md.

A teammate's rule passed on ("Sam says never use `testify` in this repo", "my lead wants us to
always run the linter", "the platform team asked that we don't use `latest` tags") gives
nothing: it is a team's rule the person may hold, but the same words as often open a question
about it ("Sam thinks we should never use `any`, what do you think?") or report a habit ("Jordan
said he never runs the e2e tests"), and one sentence does not show which; a rule the person
takes up is asked for again in their own words, which the reader and the repetition count read.
A missed rule costs a night; a wrong one is written into someone's instructions.

Measured through the whole path before the reader was changed for it: the 203 messages gave 46
judges (27 durable, 27 standing preferences) in 41 messages; read by hand, 11 judges (9
standing preferences) were wrong, by four shapes. (The first 158 messages were written blind and
gave 31 judges, 3 wrong; 45 more followed, 11 of them written to probe the shapes found.) After:
40 judges (23 durable, 23 standing preferences) in 36 messages, none read wrong. The shape
tables (`SHAPES`: 24 traps, 18 rules of the same surface, 3 relayed rules) stood at 5/24 traps,
18/18 rules at first sight; after, 24/24 and 18/18. The shapes, by the wrong judges of the
corpus first sight -> after (made of 4 -> 0, shell settings 2 -> 0, loops 3 -> 0, search tool
2 -> 0; the owner of parts was found probing, 5 traps -> 0):

- a bare kind of thing banned, then what the code is made of ("we don't use an ORM here, it's
  plain `psycopg`"): the name after "it's" was taken as the thing banned (`directives.
  _OFFERED_AFTER`), and "framework", "toolkit", "plugin" were names of their own
  (`terms._KINDS_OF_THINGS`);
- a line that sets the shell's own options ("all our scripts start with `set -euo pipefail`")
  read as a command to run (`terms.sets_its_shell`);
- a ban said of a loop ("don't `await` inside the loop", "never call `db.Query` in a loop")
  judged on every added line (`directives._CONDITION`): the fix itself writes `await
  Promise.all(...)` or one batched query ("in the hot path" is left read as a ban of the
  task, as the reader's earlier tables have it);
- the agent's search tool ("use `rg` instead of `grep`") judged as a word every change adds,
  where it is the command the agent searches with (`tool_kinds`, "code search tool");
- a name said as the owner of parts of a kind ("never use `jest` plugins", "we don't use
  `React` class components") banned whole (`directives._ITS_PARTS`).
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.standing import preferences

from helpers.judged import ADDS, AVOIDS, FILES, NOT_RUN, RUNS, Judged, judged, said_in_session

NOTHING: Judged = set()

# (name, the message as typed, what it gives: (kind, term, durable))
CORPUS: tuple[tuple[str, str, Judged], ...] = (
    ('py trace',
     'getting this when I hit /api/orders:\n\nTraceback (most recent call '
     'last):\n  File "app/views.py", line 42, in list_orders\n    return '
     'jsonify(orders)\nTypeError: Object of type Decimal is not JSON '
     'serializable\n\ncan you fix it',
     NOTHING),
    ('go panic',
     'panic: runtime error: invalid memory address or nil pointer dereference\n'
     '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a2b1c]\n\n'
     'goroutine 1 [running]:\nmain.(*Server).handle(0x0)\n\t/app/server.go:88 '
     '+0x1c\n\nthis happens on startup when REDIS_URL is unset',
     NOTHING),
    ('ts error',
     "src/components/Cart.tsx:14:7 - error TS2322: Type 'string | undefined' is "
     "not assignable to type 'string'.\n\nwhy does this fail now, it compiled "
     'yesterday',
     NOTHING),
    ('rust borrow',
     'error[E0502]: cannot borrow `self.items` as mutable because it is also '
     "borrowed as immutable\n  --> src/cache.rs:57:9\n\nany idea? I don't want to "
     'just clone everything',
     NOTHING),
    ('java npe',
     'java.lang.NullPointerException: Cannot invoke "String.length()" because '
     '"name" is null\n\tat '
     'com.acme.user.UserService.normalize(UserService.java:31)\n\nfix this pls, '
     'never seen it before',
     NOTHING),
    ('ruby nomethod',
     "NoMethodError: undefined method `each' for nil:NilClass\n  "
     "app/models/invoice.rb:23:in `total'\n\nhappens only in staging",
     NOTHING),
    ('sql error',
     'ERROR:  column "created_at" does not exist\nLINE 1: SELECT id, created_at '
     'FROM events WHERE ...\n\nthe migration ran though?',
     NOTHING),
    ('pytest fail',
     'FAILED tests/test_billing.py::test_refund - AssertionError: assert 0 == '
     '100\n\nthis never fails locally, only on CI',
     NOTHING),
    ('jest timeout',
     '  ● Checkout › applies coupon\n\n    thrown: "Exceeded timeout of 5000 ms '
     'for a test."\n\nit always times out on the runner, works on my machine',
     NOTHING),
    ('tf error',
     'Error: Error acquiring the state lock\n\nLock Info:\n  ID:        '
     '3f2a...\n  Operation: OperationTypeApply\n\nsomeone left a lock again, can '
     "you check if it's safe to force-unlock",
     NOTHING),
    ('k8s crashloop',
     'NAME                      READY   STATUS             RESTARTS\n'
     'api-7d9c8b6f5-x2k4q       0/1     CrashLoopBackOff   12\n\nkubectl logs '
     'shows nothing useful. what am I missing',
     NOTHING),
    ('go race',
     'WARNING: DATA RACE\nWrite at 0x00c0001a4018 by goroutine 7:\n  '
     'main.(*Counter).Inc()\n\nthe race detector flags this, please fix without '
     'adding a global mutex if possible',
     NOTHING),
    ('cargo clippy out',
     'warning: this `if` has identical blocks\n  --> src/parse.rs:120:5\n\nclippy '
     "says this but I think it's a false positive? don't change behaviour",
     NOTHING),
    ('npm audit out',
     '# npm audit report\n\nlodash  <4.17.21\nSeverity: high\nPrototype '
     'Pollution\nfix available via `npm audit fix`\n\nshould we just run npm '
     'audit fix --force?',
     NOTHING),
    ('mypy out',
     'app/services/pay.py:88: error: Incompatible return value type (got '
     '"Optional[int]", expected "int")  [return-value]\n\nno worries if this '
     'takes a bit, just get mypy green',
     NOTHING),
    ('review pasted 1',
     'address this:\n\n> nit: we should never swallow exceptions here, at least '
     'log them with the request id',
     NOTHING),
    ('review pasted 2',
     'reviewer left this on the PR:\n\n"Please don\'t use `SELECT *` in the '
     'repository layer, list the columns."\n\ncan you fix',
     {(AVOIDS, 'SELECT *', False)}),
    ('review pasted 3',
     '> Always close the response body, otherwise we leak connections.\n\naddress '
     'this comment in client.go',
     NOTHING),
    ('review pasted 4',
     'review from Priya:\n- avoid `unwrap()` in the request path\n- prefer '
     '`thiserror` over hand-written impls\n\nplease handle both',
     NOTHING),
    ('review pasted 5',
     'comment from the review: "use `const` instead of `let` where nothing '
     'reassigns". fix it across the file',
     NOTHING),
    ('review pasted 6',
     'Can you address the review comments? Mostly about naming, they want '
     '`snake_case` for the SQL columns',
     NOTHING),
    ('desc 1',
     'Right now the worker never retries failed jobs, it just drops them and logs '
     'a warning.',
     NOTHING),
    ('desc 2',
     'Currently we always call `fetchUser` twice on page load, once in the layout '
     'and once in the page.',
     NOTHING),
    ('desc 3',
     'The CLI uses `argparse` and prints everything with `print`, no logging at '
     'all.',
     NOTHING),
    ('desc 4',
     'Our CI runs `go test ./...` without `-race` so these never show up there.',
     NOTHING),
    ('desc 5',
     'the deploy script always uses `--force` when it calls `kubectl apply`, '
     'which is why the configmap got wiped',
     NOTHING),
    ('desc 6',
     "At the moment every handler opens its own DB connection, there's no pool.",
     NOTHING),
    ('desc 7',
     'The old code never validated the email, it just stored whatever came in.',
     NOTHING),
    ('desc 8',
     "We don't use an ORM here, it's plain `psycopg` with hand-written SQL.",
     NOTHING),
    ('desc 9',
     "This module never touches the network, it's pure parsing.",
     NOTHING),
    ('desc 10',
     "The tests mock `requests.get` everywhere, that's why they didn't catch the "
     'timeout.',
     NOTHING),
    ('why 1',
     'why does `cargo build` always rebuild the whole workspace after I touch '
     'build.rs?',
     NOTHING),
    ('why 2',
     'Why is `useEffect` running twice? I never call it twice',
     NOTHING),
    ('why 3',
     'why does the terraform plan always show a diff on the `tags` block even '
     'when nothing changed?',
     NOTHING),
    ('why 4',
     'any idea why `bundle exec rspec` never finishes on my laptop?',
     NOTHING),
    ('why 5',
     "why doesn't `git push` work, it says the remote rejected it",
     NOTHING),
    ('why 6',
     "how come `pytest -x` stops at the first failure but CI doesn't?",
     NOTHING),
    ('plan 1',
     'Plan: first we add the new column nullable, backfill in batches, then make '
     'it NOT NULL in a second migration. Sound ok?',
     NOTHING),
    ('plan 2',
     "I'm thinking we move the retry logic into a middleware so handlers don't "
     'have to care. thoughts?',
     NOTHING),
    ('plan 3',
     "Let's do it in three steps: extract the interface, add the redis impl, then "
     'switch the config. Start with step one.',
     NOTHING),
    ('plan 4',
     'Option A is to use `sqlx` with compile-time checks, option B is `diesel`. '
     'Which one would you pick for this service?',
     NOTHING),
    ('plan 5',
     'we could either vendor the dependency or pin it, I lean towards pinning. '
     'what do you think',
     NOTHING),
    ('complain 1',
     'this never works on CI',
     NOTHING),
    ('complain 2',
     'it always times out',
     NOTHING),
    ('complain 3',
     'ugh, the linter always complains about line length in generated files',
     NOTHING),
    ('complain 4',
     'Docker builds always take forever on this machine',
     NOTHING),
    ('complain 5',
     'the flaky test fails again, it never passes on the first try',
     NOTHING),
    ('complain 6',
     "you always forget the import and then it doesn't compile",
     NOTHING),
    ('complain 7',
     'it keeps adding `console.log` everywhere, annoying',
     NOTHING),
    ('complain 8',
     "every time I run `make` it regenerates the protos, never mind, it's fine",
     NOTHING),
    ('idiom 1',
     'no worries, take your time and fix the tests',
     NOTHING),
    ('idiom 2',
     'never mind, I found it — the env var was misspelled',
     NOTHING),
    ('idiom 3',
     "don't bother with the docs for now, just get the endpoint working",
     NOTHING),
    ('idiom 4',
     'not a big deal if the snapshot changes, just update it',
     NOTHING),
    ('idiom 5',
     'no rush. Also no need to touch the frontend',
     NOTHING),
    ('idiom 6',
     'Never mind the last message, go back to the previous approach',
     NOTHING),
    ('idiom 7',
     "no problem, let's keep `lodash` for now",
     NOTHING),
    ('idiom 8',
     "don't worry about Windows support",
     NOTHING),
    ('idiom 9',
     'nope, not that file — the other `config.ts` under `packages/web`',
     NOTHING),
    ('idiom 10',
     "No, don't commit yet, I want to look at the diff first",
     {(NOT_RUN, 'git commit', False)}),
    ('idiom 11',
     'not sure why but it works now, never mind',
     NOTHING),
    ('idiom 12',
     'no need to run the full suite, just the billing tests',
     NOTHING),
    ('reason 1',
     "make the migration reversible so we don't break prod if we have to roll back",
     NOTHING),
    ('reason 2',
     "add a timeout to the HTTP client so we don't hang forever when the upstream "
     'is down',
     NOTHING),
    ('reason 3',
     "pin the terraform provider version so we don't get surprise upgrades",
     NOTHING),
    ('reason 4',
     'use a transaction here so we never end up with half-written orders',
     NOTHING),
    ('reason 5',
     'wrap it in `defer rows.Close()` to avoid leaking connections',
     NOTHING),
    ('reason 6',
     "Let's feature-flag it so we don't have to revert if something goes wrong",
     NOTHING),
    ('hypo 1',
     'if you ever need to regenerate the client, run `make gen` from the repo root',
     NOTHING),
    ('hypo 2',
     'If the build fails, check whether node_modules is stale before anything else',
     NOTHING),
    ('hypo 3',
     'if tests are slow, you can run them with `-n auto`',
     NOTHING),
    ('hypo 4',
     'If you touch the schema, also update `schema.graphql` and run codegen',
     NOTHING),
    ('hypo 5',
     'in case the lock is stuck, `terraform force-unlock` is fine but tell me '
     'first',
     NOTHING),
    ('hypo 6',
     "if it's not too much work, add a test for the empty case too",
     NOTHING),
    ('hypo 7',
     'when in doubt, ask me before deleting anything',
     NOTHING),
    ('hypo 8',
     'If `cargo fmt` changes anything, commit it separately',
     NOTHING),
    ('should 1',
     'should we always retry on 503?',
     NOTHING),
    ('should 2',
     'Should I never use `any` in this codebase or is it fine in tests?',
     NOTHING),
    ('should 3',
     'should we use `pnpm` instead of `npm` here?',
     NOTHING),
    ('should 4',
     'Do we need to run `terraform fmt` before every commit?',
     NOTHING),
    ('should 5',
     'Is it ok to use `unsafe` here or should we avoid it?',
     NOTHING),
    ('should 6',
     'would it be better to never expose the internal IDs in the API?',
     NOTHING),
    ('should 7',
     'should the handler always return JSON, even on errors?',
     NOTHING),
    ('doc 1',
     'The README says:\n\n> Never commit directly to `main`. All changes go '
     'through PRs.\n\nbut the deploy job does exactly that, can you look',
     NOTHING),
    ('doc 2',
     'From the Go docs: "Do not store Contexts inside a struct type; instead, '
     'pass a Context explicitly to each function that needs it." — is our '
     '`Server` struct violating this?',
     NOTHING),
    ('doc 3',
     "the k8s docs say you should always set resource limits. ours don't have "
     'any, is that why it got OOMKilled?',
     NOTHING),
    ('doc 4',
     'CONTRIBUTING.md: "Run `make lint` before opening a pull request." I just '
     'realised nobody does this lol',
     NOTHING),
    ('doc 5',
     'According to the Rust book you should never call `unwrap` on user input. '
     'Does our parser do that anywhere?',
     NOTHING),
    ('doc 6',
     'the terraform docs: "We recommend always pinning provider versions." we pin '
     'some of them',
     NOTHING),
    ('commit 1',
     'commit message: "fix: never retry non-idempotent requests"',
     NOTHING),
    ('commit 2',
     'use this as the commit msg: `chore: always run migrations before tests in '
     'CI`',
     NOTHING),
    ('commit 3',
     'Write a commit for this, something like "refactor: don\'t use global state '
     'in the scheduler"',
     NOTHING),
    ('commit 4',
     'git log shows `revert: stop using sqlx offline mode` from last week, was '
     'that intended?',
     NOTHING),
    ('relay 1',
     'Sam says never use `testify` in this repo, only the stdlib `testing` package',
     NOTHING),
    ('relay 2',
     'my lead wants us to always run `golangci-lint run` before pushing',
     NOTHING),
    ('relay 3',
     "Sam thinks we should never use `any` but I'm not convinced, what do you "
     'think?',
     NOTHING),
    ('relay 4',
     'Ana mentioned the old service always used `moment`, do we still need it?',
     NOTHING),
    ('relay 5',
     "the platform team asked that we don't use `latest` tags in the k8s "
     'manifests anymore',
     NOTHING),
    ('relay 6',
     'Jordan said he never runs the e2e tests locally, is that why they rot?',
     NOTHING),
    ('rule go',
     "we don't use `testify` here, stick to the standard `testing` package",
     {(ADDS, 'testing', True), (AVOIDS, 'testify', True)}),
    ('rule py',
     "always run `ruff check` before you say you're done",
     {(RUNS, 'ruff check', True)}),
    ('rule ts',
     'never use `any` in this codebase, use `unknown` and narrow it',
     {(ADDS, 'unknown', True), (AVOIDS, 'any', True)}),
    ('rule rust',
     'from now on, no `unwrap()` in library code',
     {(AVOIDS, 'unwrap()', True)}),
    ('rule java',
     "use `Optional` instead of returning null, that's the convention here",
     {(ADDS, 'Optional', False)}),
    ('rule ruby',
     'please always run `bundle exec rubocop -a` after editing ruby files',
     {(RUNS, 'bundle exec rubocop -a', True)}),
    ('rule sql',
     'never use `SELECT *` in queries, list the columns',
     {(AVOIDS, 'SELECT *', True)}),
    ('rule shell',
     'all our shell scripts start with `set -euo pipefail`, keep it that way',
     {(ADDS, 'set -euo pipefail', True)}),
    ('rule tf',
     'never run `terraform apply` yourself, only `terraform plan`',
     {(NOT_RUN, 'terraform apply', True)}),
    ('rule k8s',
     "don't use `kubectl delete` on the prod context, ever",
     {(NOT_RUN, 'kubectl delete', True)}),
    ('rule git',
     'never force push to main',
     {(NOT_RUN, 'git push --force … main', True)}),
    ('rule py2',
     'we use `pathlib` everywhere, not `os.path`',
     {(ADDS, 'pathlib', True), (AVOIDS, 'os.path', True)}),
    ('rule go2',
     'Always wrap errors with `fmt.Errorf("...: %w", err)` in this repo',
     NOTHING),
    ('rule ts2',
     'stop using default exports, we use named exports everywhere',
     NOTHING),
    ('rule rust2',
     'run `cargo clippy -- -D warnings` before committing, always',
     {(RUNS, 'cargo clippy -- -D warnings', True)}),
    ('oneoff 1',
     "don't touch `migrations/0042_add_index.sql`, it's already applied",
     {(FILES, 'migrations/0042_add_index.sql', False)}),
    ('oneoff 2',
     'rename `getUserById` to `findUser` in `user.service.ts`',
     {(ADDS, 'findUser', False)}),
    ('oneoff 3',
     'use `httpx` for this one request, the rest can stay on requests',
     {(ADDS, 'httpx', False)}),
    ('oneoff 4',
     'this time, skip the tests and just push it',
     NOTHING),
    ('oneoff 5',
     "for now, just print it, we'll add logging later",
     NOTHING),
    ('oneoff 6',
     'add `#[derive(Debug)]` to `Config` in `src/config.rs`',
     {(ADDS, '#[derive(Debug)]', False)}),
    ('oneoff 7',
     'just run `npm test` and tell me what fails',
     {(RUNS, 'npm test', False)}),
    ('oneoff 8',
     'bump `serde` to 1.0.200 in Cargo.toml',
     NOTHING),
    ('mixed 1',
     'ok that works. one more thing: the error message never mentions the file '
     'name, can you add it?',
     NOTHING),
    ('mixed 2',
     'looks good but it never closes the file handle on the error path',
     NOTHING),
    ('mixed 3',
     "the function always returns an empty list when the cache is cold — that's "
     'the bug',
     NOTHING),
    ('mixed 4',
     'I never said to delete the tests, put them back',
     NOTHING),
    ('mixed 5',
     "you don't need to use `Arc` here, a plain reference is fine",
     {(AVOIDS, 'Arc', False)}),
    ('mixed 6',
     "Don't use `await` inside the loop here, it makes it sequential; use "
     '`Promise.all`',
     {(ADDS, 'Promise.all', False)}),
    ('mixed 7',
     "hmm, it still doesn't compile. You never imported `HashMap`",
     NOTHING),
    ('mixed 8',
     'the endpoint should always return 404 for missing users, not 500. fix the '
     'handler',
     NOTHING),
    ('mixed 9',
     'The user should never see the stack trace, catch it in the middleware',
     NOTHING),
    ('mixed 10',
     "Tests pass now? Then commit and push, but don't open the PR yet",
     NOTHING),
    ('mixed 11',
     "Don't use `git add .`, it picks up the .env; add the files by name",
     {(NOT_RUN, 'git add .', False)}),
    ('mixed 12',
     'we never got the alert because the webhook URL was wrong',
     NOTHING),
    ('mixed 13',
     "don't use `sleep` in tests to wait for the server, poll the health endpoint",
     {(AVOIDS, 'sleep', False)}),
    ('mixed 14',
     'the job should never run twice at the same time, add a lock',
     NOTHING),
    ('mixed 15',
     'make sure it never logs the token',
     NOTHING),
    ('mixed 16',
     "it shouldn't ever write to `/tmp` directly, use `tempfile`",
     {(ADDS, 'tempfile', False)}),
    ('infra 1',
     'the helm chart always sets `replicas: 1`, bump it to 3 for prod',
     NOTHING),
    ('infra 2',
     "terraform keeps wanting to recreate the RDS instance, don't apply until we "
     'know why',
     NOTHING),
    ('infra 3',
     "never mind the staging cluster, it's being torn down next week",
     NOTHING),
    ('infra 4',
     'we always deploy on Tuesdays, so leave the rollout for then',
     NOTHING),
    ('infra 5',
     'the pod never becomes ready because the readiness probe hits /healthz which '
     "doesn't exist",
     NOTHING),
    ('infra 6',
     'can you add `resources.limits` to every deployment in `k8s/`? we never set '
     'them',
     {(ADDS, 'resources.limits', False)}),
    ('infra 7',
     "don't hardcode the AMI id, look it up with a data source",
     NOTHING),
    ('shell 1',
     'the script never exits non-zero even when curl fails, add set -e',
     NOTHING),
    ('shell 2',
     "`rm -rf $BUILD_DIR/*` scares me, if BUILD_DIR is empty that's rm -rf /*. "
     'guard it',
     NOTHING),
    ('shell 3',
     "don't run this with sudo, it messes up the permissions in ~/.cache",
     NOTHING),
    ('talk 1',
     'Is there a reason we never use `async` in the worker?',
     NOTHING),
    ('talk 2',
     "I guess we could always just add an index, but let's see the query plan "
     'first',
     NOTHING),
    ('talk 3',
     'You can always revert it later, so go ahead',
     NOTHING),
    ('talk 4',
     "I'd never have guessed that, thanks",
     NOTHING),
    ('talk 5',
     "it's always DNS lol",
     NOTHING),
    ('talk 6',
     'Not saying we should never use `mock`, just not for the DB layer here',
     NOTHING),
    ('talk 7',
     'we used to always squash merge but now we rebase, does the changelog tool '
     'care?',
     NOTHING),
    ('talk 8',
     'do you always need `--no-verify` to get past the hook? that seems wrong',
     NOTHING),
    ('talk 9',
     "Thanks! Never would've found that race on my own",
     NOTHING),
    ('talk 10',
     "I don't always want a test for a one-line fix, use judgement",
     NOTHING),
    ('more 1',
     "we always used `requests` in this service but it's fine to switch if httpx "
     'is simpler',
     NOTHING),
    ('more 2',
     'it never hurts to run `go vet` before pushing, but up to you',
     NOTHING),
    ('more 3',
     'you should never have to call `flush()` manually, the context manager does '
     'it',
     NOTHING),
    ('more 4',
     'I always forget to run `make fmt`, can you do it?',
     NOTHING),
    ('more 5',
     'no more `println!` debugging please, we have `tracing`',
     {(AVOIDS, 'println!', True)}),
    ('more 6',
     'CI always runs `npm ci`, not `npm install`, so the lockfile has to be '
     'committed',
     NOTHING),
    ('more 7',
     'In the old service we never used `panic`, errors went up the stack',
     NOTHING),
    ('more 8',
     'does `cargo test` always run the doc tests?',
     NOTHING),
    ('more 9',
     "`git push --force` is never okay on main, but on your own branch it's fine",
     NOTHING),
    ('more 10',
     "don't forget: `terraform fmt -recursive` before every commit",
     NOTHING),
    ('more 11',
     "Never say never, but I'd rather not use `eval` here",
     {(AVOIDS, 'eval', False)}),
    ('more 12',
     "we don't use `master` anymore, it's `main`",
     {(AVOIDS, 'master', True)}),
    ('more 13',
     'remove the `console.log`s, we never ship those',
     NOTHING),
    ('more 14',
     'the linter never flags `any` because the rule is turned off in `.eslintrc`',
     NOTHING),
    ('more 15',
     'if you ever see `unsafe` in a PR, flag it to me',
     NOTHING),
    ('more 16',
     'Ruby: never use `rescue Exception`, rescue `StandardError` instead',
     {(AVOIDS, 'rescue Exception', True)}),
    ('more 17',
     'in Java we always make fields `final` unless they really need to change',
     NOTHING),
    ('more 18',
     'PR title: "feat: use `zod` for validation everywhere"',
     NOTHING),
    ('more 19',
     'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency '
     'tree\n\nshould I try `--legacy-peer-deps`?',
     NOTHING),
    ('more 20',
     'Sam: "we never merge on Fridays"',
     NOTHING),
    ('more 21',
     'so we never have to touch `legacy/` again, move the helpers out into `lib/`',
     NOTHING),
    ('more 22',
     'we never got around to adding `mypy`, want to set it up?',
     NOTHING),
    ('more 23',
     'tried `go test -race ./...` and it never finishes',
     NOTHING),
    ('more 24',
     'never use `git add -A` in this repo, it picks up build artifacts',
     {(NOT_RUN, 'git add -A', True)}),
    ('more 25',
     "the Makefile always calls `docker compose up -d` first, that's why it's slow",
     NOTHING),
    ('more 26',
     'use `rg` instead of `grep` when you search the codebase',
     {(NOT_RUN, 'grep', True), (RUNS, 'rg', True)}),
    ('more 27',
     "I'm not a fan of `lodash` but whatever works",
     NOTHING),
    ('more 28',
     "Let's not use `any` for the payload type; make a proper interface",
     {(AVOIDS, 'any', False)}),
    ('more 29',
     'the old README said to always run `./setup.sh` first but that script is gone',
     NOTHING),
    ('more 30',
     'nobody ever runs `bundle exec rake db:seed` here, the fixtures cover it',
     NOTHING),
    ('more 31',
     "We don't use a framework here, it's plain `net/http` with a small router.",
     NOTHING),
    ('more 32',
     "we don't use Redux, it's all `zustand` stores",
     {(AVOIDS, 'Redux', True)}),
    ('more 33',
     "We don't use an ORM, everything is raw `sqlx` queries.",
     NOTHING),
    ('more 34',
     "we have no CI for this repo, it's just `make test` on my machine",
     NOTHING),
    ('more 35',
     "every migration file starts with `BEGIN;` and ends with `COMMIT;`, don't "
     'break that',
     NOTHING),
    ('more 36',
     'all our bash scripts start with `set -euo pipefail`',
     {(ADDS, 'set -euo pipefail', True)}),
    ('more 37',
     'the entrypoint does `set -x` which is why the logs are so noisy',
     NOTHING),
    ('more 38',
     "don't do `await` in the for loop, collect the promises and `Promise.all` "
     'them',
     NOTHING),
    ('more 39',
     'avoid `.clone()` in the hot path, borrow instead',
     {(AVOIDS, '.clone()', False)}),
    ('more 40',
     'never call `db.Query` inside a loop, batch it',
     NOTHING),
    ('more 41',
     "Please don't use `time.sleep` in the retry loop, use the backoff helper",
     NOTHING),
    ('more 42',
     "the k8s manifests never pin the image digest, only `:latest`. that's the "
     'problem',
     NOTHING),
    ('more 43',
     'ok so `terraform destroy` is never something you run, even in dev',
     NOTHING),
    ('more 44',
     'For the record, I never asked for `black`, I asked for `ruff format`',
     NOTHING),
    ('more 45',
     "nah, not `useMemo`, it doesn't help here",
     NOTHING),
)

# The wrong shapes found in the corpus, each in general wordings: traps that gave a wrong check
# and must give none (or only the right one), and the person's rules of the same surface shape,
# which keep theirs. (name, words, what they give)
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # a bare kind banned, then what the code is made of: the name after "it's" is what is used
    ("made of: raw pgx", "we don't use an ORM in this service, it's all raw `pgx`", NOTHING),
    ("made of: just net/http", "well, no: we don't use a web framework, it's just `net/http`",
     NOTHING),
    ("made of: constructors and wire", "we don't use a DI container, it's plain constructors "
     "and `wire`", NOTHING),
    ("made of: hand-written scss", "we don't use a CSS framework, that's hand-written `scss`",
     NOTHING),
    ("made of: Redux banned, not zustand", "We don't use Redux, it's all `zustand` stores",
     {(AVOIDS, "Redux", True)}),
    ("kind: frameworks", "We don't use frameworks", NOTHING),
    ("kind: plugins for the build", "we don't use plugins for the build", NOTHING),
    ("keeps: moment, it's deprecated", "we don't use `moment`, it's deprecated",
     {(AVOIDS, "moment", True)}),
    ("keeps: lodash, it is huge", "never use `lodash`, it is huge", {(AVOIDS, "lodash", True)}),
    ("keeps: requests, it's blocking", "never use `requests` here, it's blocking; use `httpx`",
     {(AVOIDS, "requests", True), (ADDS, "httpx", True)}),
    # a line that sets the shell's own options: code the scripts hold, never a run
    ("shell: must start with", "every shell script must start with `set -euo pipefail`",
     {(ADDS, "set -euo pipefail", True)}),
    ("shell: all use shopt", "all scripts use `shopt -s nullglob`",
     {(ADDS, "shopt -s nullglob", True)}),
    ("shell: run set in scripts", "please run `set -euo pipefail` in scripts",
     {(ADDS, "set -euo pipefail", False)}),
    ("shell: the entrypoint does set -x", "the entrypoint does `set -x` which is why the logs "
     "are so noisy", NOTHING),
    ("keeps: make check", "always run `make check` before pushing", {(RUNS, "make check", True)}),
    ("keeps: shellcheck", "run `shellcheck` on every script you touch, always",
     {(RUNS, "shellcheck", True)}),
    # a ban said of a loop: the fix moves the call out of it, which no added line shows
    ("loop: fetch in a loop", "never call `fetch` in a loop", NOTHING),
    ("loop: tight loops", "avoid `String::from` inside tight loops", NOTHING),
    ("loop: inner loop", "don't use `append` in the inner loop, preallocate with `make`",
     NOTHING),
    ("loop: await in the for loop", "don't `await` inside a loop, map to promises and "
     "`Promise.all` them", NOTHING),
    ("keeps: await in this codebase", "never use `await` in this codebase, it's all callbacks",
     {(AVOIDS, "await", True)}),
    ("keeps: unwrap in library code", "never use `unwrap()` in library code",
     {(AVOIDS, "unwrap()", True)}),
    ("keeps: Println in handlers", "don't use `fmt.Println` in handlers, use the logger",
     {(AVOIDS, "fmt.Println", False)}),
    # a main line's name banned after a rename is kept as a ban of the stale name (a workflow's
    # `branches: [master]`, a README's `git checkout master`), as the switches' tables have it
    ("keeps: master anymore", "we don't use `master` anymore, it's `main`",
     {(AVOIDS, "master", True)}),
    ("keeps: push to master", "never push to `master`", {(NOT_RUN, "git push … master", True)}),
    ("keeps: commit to main", "never commit to `main` directly",
     {(NOT_RUN, "git commit … main", True)}),
    ("keeps: production in the config", "don't hardcode `production` in the config",
     {(AVOIDS, "production", False)}),
    # the agent's search tool: the command it searches with, no word a change adds
    ("search: rg instead of grep", "use `rg` instead of `grep`",
     {(RUNS, "rg", True), (NOT_RUN, "grep", True)}),
    ("search: rg to search", "always use `rg` to search the code", {(RUNS, "rg", True)}),
    ("search: the script's grep -c", "the script uses `grep -c` to count lines, fix the "
     "off-by-one", NOTHING),
    ("search: grep the logs", "grep the logs for the error and tell me", NOTHING),
    ("keeps: grep in the Dockerfile", "never use `grep` in the Dockerfile",
     {(AVOIDS, "grep", True)}),
    ("keeps: pnpm instead of npm", "use `pnpm` instead of `npm`",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    # the owner of parts of a kind: which parts, not the name
    ("parts: jest plugins", "never use `jest` plugins", NOTHING),
    ("parts: eslint plugins", "don't add `eslint` plugins without asking", NOTHING),
    ("parts: React class components", "we don't use `React` class components", NOTHING),
    ("parts: pytest fixtures", "avoid `pytest` fixtures with side effects", NOTHING),
    ("parts: webpack loaders", "don't add `webpack` loaders", NOTHING),
    ("keeps: print statements", "no `print` statements", {(AVOIDS, "print", False)}),
    ("keeps: any types", "never use `any` types", {(AVOIDS, "any", True)}),
    ("keeps: the cached decorator", "apply the `@cached` decorator", {(ADDS, "@cached", False)}),
    ("keeps: jest, we use vitest", "we don't use `jest`",
     {(AVOIDS, "jest", True)}),
    # a teammate's words passed on: not read as the person's rule (see the module's docstring)
    ("relayed: Sam says", "Sam says never use `testify` in this repo", NOTHING),
    ("relayed: the lead wants", "my lead wants us to always run `golangci-lint run` before "
     "pushing", NOTHING),
    ("relayed: another team asked", "the platform team asked that we don't use `latest` tags in "
     "the manifests", NOTHING),
)

# Wordings of the shapes still read wrong, by name: checked to stay so, so the figures are real.
KNOWN_MISSES: dict[str, tuple[str, Judged]] = {
    # ripgrep said in plain words after "prefer": a word every change adds, not the command
    "search: prefer ripgrep over grep": ("prefer ripgrep over grep when you look for usages",
                                         {(ADDS, "ripgrep", True), (AVOIDS, "grep", True)}),
    # a search command typed with its flag is no tool of the kind: banned as a word of the diff
    "search: no grep -r": ("no `grep -r`, use `rg`",
                           {(AVOIDS, "grep -r", False), (RUNS, "rg", False)}),
}


@pytest.mark.parametrize(("name", "words", "meant"), SHAPES, ids=[c[0] for c in SHAPES])
def test_a_shape_gives_only_the_right_check(name: str, words: str, meant: Judged) -> None:
    assert judged(words) == meant


@pytest.mark.parametrize("name", sorted(KNOWN_MISSES))
def test_a_known_miss_is_still_read_so(name: str) -> None:
    words, read = KNOWN_MISSES[name]
    assert judged(words) == read, f"{name!r} reads otherwise now: update KNOWN_MISSES"


@pytest.mark.parametrize(("name", "words", "meant"), CORPUS, ids=[c[0] for c in CORPUS])
def test_corpus_message_gives_what_it_asks(name: str, words: str, meant: Judged) -> None:
    assert judged(words) == meant


@pytest.mark.parametrize(("name", "words", "meant"), CORPUS, ids=[c[0] for c in CORPUS])
def test_corpus_standing_preferences(name: str, words: str, meant: Judged) -> None:
    """Said once, a message stands for its durable checks alone: what a night writes."""
    stood = {(p.judge.kind, p.judge.durable) for p in preferences([said_in_session(1, words)])}
    assert stood == {(kind, True) for kind, _, durable in meant if durable}


def test_corpus_names_are_unique_and_many() -> None:
    names = [c[0] for c in (*CORPUS, *SHAPES)] + list(KNOWN_MISSES)
    assert len(set(names)) == len(names) and len(CORPUS) >= 150
