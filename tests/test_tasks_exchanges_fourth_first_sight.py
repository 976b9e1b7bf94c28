"""Exchanges whose rule is said by answering what the agent proposed or did, the checkable term
being only in the agent's message, and close exchanges that give nothing durable: a fourth round
at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Rust, Go, Python, TypeScript, Java, Ruby, SQL, shell, git, Terraform): a ban of what the
agent did or is about to do ("never do that again"); a pick between options the agent offered
with a rule about the other; a yes made general ("yes, and always do that", "of course, every
time", "always, yes"); a no said as what the team never does, by a pronoun that points at the
proposal ("no, we never pull that in", "no. we never use that for passwords"), by the place it
is kept out of ("nope, not in this codebase, ever") or by its flag ("never use that flag");
answers to "should I ...?"; and "same as before", "like every time". Beside them, close
exchanges that give nothing durable: a yes or a no for this once, a no for this change,
questions back, thanks, sarcasm, and the agent's own habit that the person only acknowledges.

It was measured before the reader was changed for it: exchanges read exactly 19/40 (1 read with
a wrong lesson, 20 missed), close exchanges giving nothing durable 30/30; after: 27/40 (1 wrong
lesson, 12 missed) and 30/30. A plan said with "rerun" ("I'll rerun it with `...`") has been read
as a run since: 28/40.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a ban of what the agent did or is about to do
    ("never do that, of a hook skipped",
     "I'll commit with `git commit -n` since the hook keeps timing out.",
     "no, don't ever do that", {(NOT_RUN, "git commit -n", True)}),
    ("never add those, of an allow", "I added `#[allow(dead_code)]` to quiet the warning.",
     "please don't. remove the dead code instead, and never add those",
     {(AVOIDS, "#[allow(dead_code)]", True)}),
    ("we never unwrap", "I'll call `unwrap()` on the result to keep it short.",
     "no, we never unwrap in library code", {(AVOIDS, "unwrap()", True)}),
    ("never do that again, ts-ignore",
     "I put a `// @ts-ignore` above the call to get it compiling.",
     "never do that again", {(AVOIDS, "// @ts-ignore", True)}),
    ("don't force push ever", "I'll `git push --force` the rebased branch.",
     "don't force push, ever", {(NOT_RUN, "git push --force", True)}),
    ("no sleeps in tests ever", "I'll add `time.sleep(2)` so the server has time to start.",
     "no sleeps in tests, ever", {(AVOIDS, "time.sleep", True)}),
    ("we don't disable tests", "I'll mark the flaky test with `@Disabled` for now.",
     "no, we don't disable tests here. fix it", {(AVOIDS, "@Disabled", True)}),
    ("not that flag, ever", "I'll rerun it with `pip install --break-system-packages`.",
     "no, never use that flag", {(NOT_RUN, "pip install --break-system-packages", True)}),
    ("stop doing that", "I suppressed the finding with `# nosec`.",
     "stop doing that, for good. fix what bandit finds", {(AVOIDS, "# nosec", True)}),
    # a pick between offered options with a rule about the other
    ("a pick and never regexes",
     "I can parse the header with `regex` or write a small `nom` parser. Which do you prefer?",
     "nom. no regexes for parsing in this repo", {(ADDS, "nom", False), (AVOIDS, "regex", True)}),
    ("a pick and we don't do mutable globals",
     "I can keep the cache in a `static mut` or pass a `Cache` struct around. Which one?",
     "the struct. we don't do static mut in this codebase", {(ADDS, "Cache", False),
     (AVOIDS, "static mut", True)}),
    ("a pick and we avoid the orm", "Should I write it with `sqlx` or `diesel`?",
     "sqlx, we stay away from ORMs", {(ADDS, "sqlx", False)}),
    ("the second and never the first", "1. use `moment`\n2. use `date-fns`\n\nWhich one?",
     "2. and never moment, it's deprecated", {(ADDS, "date-fns", False), (AVOIDS, "moment",
     True)}),
    ("a pick and always that", "Should I use `errors.Is` or compare with `==`?",
     "errors.Is, always", {(ADDS, "errors.Is", True)}),
    # consent made general
    ("yes and always do that", "I ran `cargo fmt` before committing.",
     "yes, and always do that", {(RUNS, "cargo fmt", True)}),
    ("yes please every time", "Want me to run `go mod tidy` as well?",
     "yes please, and do that every time", {(RUNS, "go mod tidy", True)}),
    ("yep every time", "Should I run `npx prettier --write` on the changed files?",
     "yep, every time", {(RUNS, "npx prettier --write", True)}),
    ("keep doing that", "I added `t.Parallel()` to the new tests.",
     "good, keep doing that", {(ADDS, "t.Parallel()", True)}),
    ("make that a habit", "Shall I run `terraform fmt -recursive` too?",
     "sure, make that a habit", {(RUNS, "terraform fmt -recursive", True)}),
    ("do that whenever", "I'll run `bundle exec rubocop -a` on the touched files. OK?",
     "yes, do that whenever you touch ruby files", {(RUNS, "bundle exec rubocop -a", True)}),
    ("that's the way always", "I used `context.WithTimeout` for the outbound call.",
     "yes! that's the way, always", {(ADDS, "context.WithTimeout", True)}),
    # refusals with "we never"
    ("we never pull that in", "Should I add `lodash` for the deep merge?",
     "no, we never pull that in", {(AVOIDS, "lodash", True)}),
    ("never for passwords", "I'll hash the password with `md5` for now.",
     "no. we never use that for passwords", {(AVOIDS, "md5", True)}),
    ("never floats for money", "Shall I store the price as `float`?",
     "no, we never use floats for money", {(AVOIDS, "float", True)}),
    ("we don't ever use that", "I'll evaluate the expression with `eval()`.",
     "we don't ever use that", {(AVOIDS, "eval()", True)}),
    ("nope not in this codebase", "I'll add `jQuery` to handle the DOM bits.",
     "nope, not in this codebase, ever", {(AVOIDS, "jQuery", True)}),
    # answers to "should I ...?"
    ("should I, yes always", "Should I run `git pull --rebase` before pushing?",
     "yes, always", {(RUNS, "git pull --rebase", True)}),
    ("should I, we don't put that", "Should I add `@Transactional` to the service method?",
     "no, we don't put that on services", {(AVOIDS, "@Transactional", True)}),
    ("should I, we don't do that anymore", "Should I declare these with `var`?",
     "no, we don't do that anymore", {(AVOIDS, "var", True)}),
    ("should I, always yes", "Should I run `cargo clippy -- -D warnings` before committing?",
     "always, yes", {(RUNS, "cargo clippy -- -D warnings", True)}),
    ("should I, we never do", "Should I squash-merge with `gh pr merge --squash`?",
     "no, we never do that here", {(NOT_RUN, "gh pr merge --squash", True)}),
    ("should I, of course every time", "Should I run `mypy --strict` before I hand it back?",
     "of course, every time", {(RUNS, "mypy --strict", True)}),
    # same as before / like last time
    ("same as always", "Should I apply the migrations with `alembic upgrade head` like last time?",
     "yes, same as always", {(RUNS, "alembic upgrade head", True)}),
    ("like every time", "I'll sign the tag with `git tag -s` like last time. OK?",
     "yes, like every time", {(RUNS, "git tag -s", True)}),
    ("same as before, always", "Should I run `make e2e` before merging, like last time?",
     "same as before, always", {(RUNS, "make e2e", True)}),
    ("one-off yes", "Shall I run `rails db:migrate`?", "yes go ahead",
     {(RUNS, "rails db:migrate", False)}),
    ("one-off no", "Should I run `npm audit fix --force`?", "no, not now", set()),
    ("a ban and a replacement for good", "I'll use `println!` to debug the loop.",
     "no, use `tracing` instead, always", {(ADDS, "tracing", True)}),
    ("don't ever again, of a file", "I edited `package-lock.json` by hand to fix the conflict.",
     "don't ever do that again", set()),
    ("never ever shell true", "I'll call `subprocess.run(cmd, shell=True)`.",
     "never ever with shell=True", {(AVOIDS, "shell=True", True)}),
)


NOTHING: tuple[tuple[str, str, str], ...] = (
    ("ok do that", "I'll add `// @ts-expect-error` here to unblock the build.", "ok, do that"),
    ("not now", "Should I run `npm audit fix --force`?", "not now"),
    ("leave it for this PR", "I'll rename `getUser` to `fetchUser` across the package.",
     "no, leave it for this PR"),
    ("why would we", "Should I switch to `pnpm`?", "why would we?"),
    ("thanks", "I ran `cargo clippy` and fixed the lints.", "thanks!"),
    ("sarcasm delete every test", "I deleted the failing test with `git rm`.",
     "great, just delete every test that fails, genius"),
    ("ack agent's always plan",
     "I'll start with the parser and always run `pytest -x` after each step.", "ok"),
    ("ack agent's from now on", "From now on I'll run `go test ./...` after every change.",
     "sounds good"),
    ("ack agent's promise", "I'll never commit without running `make check` first.", "good"),
    ("whichever is faster", "Should I use `Vec` or `SmallVec` here?", "whichever is faster"),
    ("just this once", "I'll use `requests` for the call. OK?", "sure, just this once"),
    ("not for this one", "Should I add `#[derive(Debug)]` to the struct?", "not for this one"),
    ("not today", "Shall I `git push --force` the branch?", "no, not today"),
    ("are you sure", "I'll type the callback as `any`.", "hmm, are you sure?"),
    ("leave it unpinned for now", "I'll pin `react` to `18.2.0`.",
     "no, leave it unpinned for now"),
    ("nice trick", "I used `sed -i` to rewrite the imports.", "nice trick"),
    ("what's the difference", "Should I use `docker compose` or `podman compose`?",
     "what's the difference?"),
    ("this PR only", "I'll skip the e2e tests with `--skip-e2e`, they take 20 minutes.",
     "fine, this PR only"),
    ("wait", "I'll revert with `git revert HEAD`.", "no wait, let me check something first"),
    ("remove it in this file", "Should I keep the `console.log` in the handler?",
     "no, remove it here"),
    ("later", "I used `unsafe` to skip the bounds check.", "yikes. ok, we'll talk about it later"),
    ("not this time", "Like last time, shall I run `make release`?", "not this time"),
    ("sure whatever", "I'll use `Optional[str]` for the field.", "sure, whatever"),
    ("same question back", "Should I add `@Transactional` to the method?",
     "what do we usually do?"),
    ("sarcasm never test", "I skipped the tests with `-DskipTests` to save time.",
     "sure, why test ever, right"),
    ("never mind", "Should I run `kubectl delete pod` to restart it?", "never mind, it's back up"),
    ("never seen that", "I'll use `anyhow::Context` for the errors.",
     "never seen that before, cool"),
    ("always wanted", "I added `tokio-console` for debugging.", "ha, I always wanted to try that"),
    ("no that's fine as is", "Should I convert the callbacks to `async/await`?",
     "no, it's fine as is"),
    ("same as before, a fact", "Did the build break again with `webpack`?", "same as before, yes"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A ban said by a verb of stopping.
    "stop doing that",
    # A pick by name followed by a sentence of its own: a rule about the other option, or a
    # reason; and a pick among a name and an action ("`errors.Is` or compare with `==`").
    "a pick and never regexes", "a pick and we don't do mutable globals",
    "a pick and we avoid the orm", "the second and never the first", "a pick and always that",
    # A yes with a condition of its own ("whenever you touch ruby files"); a yes to what the
    # agent reports it did, pointed at as "the way".
    "do that whenever", "that's the way always",
    # A plan whose verb the reader does not take ("sign the tag with `git tag -s`"); a ban of
    # an argument of a call, said with the argument alone.
    "like every time", "never ever shell true",
    # "we don't do that" of a question whose verb is the work ("declare these with `var`"):
    # what is turned down may be the work itself, not what it is done with.
    "should I, we don't do that anymore",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A no said as what the team never does, by a pronoun that points at the proposal.
    ("we never bring that in", "Should I add `moment-timezone` for the offsets?",
     "nope, we never bring that in", {(AVOIDS, "moment-timezone", True)}),
    ("we never bring that in, asked", "Should I add `moment-timezone` for the offsets?",
     "no, we never bring that in?", set()),
    ("we don't put that there, until", "Should I add `@Cacheable` to the repository method?",
     "no, we don't put that there until the release", set()),
    ("we don't use that, no never", "I'll read the config with `viper`.", "we don't use that",
     set()),
    ("we don't use that, for now", "I'll hash it with `sha1`.", "no, we don't use that for now",
     set()),
    ("we never run that here", "Should I run `terraform apply` from here?",
     "no, we never run that here", {(NOT_RUN, "terraform apply", True)}),
    ("we never run that, where it runs", "Should I run `make e2e` in the workflow?",
     "no, we never run that in CI", set()),
    # What a plan is done with ("with `X`"), when it names one code term.
    ("the means of a plan, banned", "I'll evaluate the formula with `eval()`.",
     "no, we never use that", {(AVOIDS, "eval()", True)}),
    ("the means, said with never ever", "I'll decode it with `pickle`.",
     "we never ever use that here", {(AVOIDS, "pickle", True)}),
    ("the work itself turned down", "Should I declare the counters with `let`?",
     "no, we don't do that anymore", set()),
    ("two means, which one is a guess", "I'll compare the outputs with `diff` and `cmp`.",
     "no, we never do that", set()),
    # A bare no, then the team's rule by a pronoun in a sentence of its own.
    ("a no, then the rule", "I'll sign the cookie with `sha1`.",
     "no. we never use that for tokens", {(AVOIDS, "sha1", True)}),
    ("a no, then a fact", "I'll sign the cookie with `sha1`.",
     "no. we never did that before, interesting", set()),
    # A no by the place the proposal is kept out of: the project, for good.
    ("not in the project, ever", "Should I add `underscore` for the helpers?",
     "nah, not in this project, ever", {(AVOIDS, "underscore", True)}),
    ("never here", "Should I add `underscore` for the helpers?", "no, never here",
     {(AVOIDS, "underscore", True)}),
    ("not here alone, the file at hand", "Should I add `underscore` for the helpers?",
     "no, not here", set()),
    ("not in this repo, asked", "Should I add `underscore` for the helpers?",
     "no, not in this repo?", set()),
    ("not in this repo, another one", "Should I add `underscore` for the helpers?",
     "no, not in this repo, in the other one", set()),
    # "that flag": the flag of the command proposed or planned, never run with it.
    ("that flag, asked to run", "Should I run `helm upgrade --force` on staging?",
     "no, never use that flag", {(NOT_RUN, "helm upgrade --force", True)}),
    ("that flag, of a plan", "I'll run `docker build --no-cache` for the image.",
     "no, never use that flag", {(NOT_RUN, "docker build --no-cache", True)}),
    ("that flag, no flag said", "I'll run `make deploy` now.", "no, never use that flag", set()),
    # A plan turned down with a bare "never" is the plan banned, not the word.
    ("a bare never to a plan", "I'll run `make deploy` now.", "no never",
     {(NOT_RUN, "make deploy", True)}),
    ("a bare no and a habit word", "I'll use `moment` for the date math.", "no, always", set()),
    # A yes in other words: "of course", the habit word first, "same as before".
    ("of course, every time", "Should I run `go vet ./...` before I hand it back?",
     "of course, every time", {(RUNS, "go vet", True)}),
    ("of course, for now", "Should I run `go vet ./...`?", "of course",
     {(RUNS, "go vet", False)}),
    ("of course not", "Should I run `go vet ./...`?", "of course not", set()),
    ("the habit word first", "Should I run `npm run lint` before committing?", "always, yes",
     {(RUNS, "npm run lint", True)}),
    ("the habit word first, asked", "Should I run `npm run lint` before committing?",
     "always? yes", set()),
    ("same as before, a yes", "Should I run `make e2e` before merging, like last time?",
     "same as before", {(RUNS, "make e2e", False)}),
    ("same as always, a habit", "Should I run `make e2e` before merging, like last time?",
     "yes, same as always", {(RUNS, "make e2e", True)}),
    ("same as before, a fact", "Did the build break again with `webpack`?",
     "same as before, yes", set()),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 40 and len(NOTHING) >= 30
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
