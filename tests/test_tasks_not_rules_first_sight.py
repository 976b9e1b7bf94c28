"""Words that hold "no", "never", "always" or "must" and a name of code, and state no rule, at first
sight.

A first-sight batch, written from how people talk to a coding agent around a request: idioms
made of a negation or "always" ("no rush", "never mind", "no biggie", "always happy when ..."),
code named to say how things are or what happened ("`pytest` never finishes on my laptop", "we
don't have tests for `auth.py` yet"), hypotheticals and plans, someone else's rule reported or
asked about, past habits, musings said as statements, venting, how another tool behaves,
"always" as emphasis, pasted output with "never" or "must" in it, and negated comparisons of
culprits. None of them asks the change for anything, so each gives no judge. It was measured
before the reader was changed for it: 2 of the first 84 gave a judge ("no pushback on this"
read as a ban of the word, "don't use `--force` on the shared branch" as a ban of the flag in
the diff). A second batch of 29, written after a look at how the reader takes "no" before a
plain word, gave 13 judges: "no" before the noun of an idiom ("no stress", "no drama",
"no spoilers", "no fuss", "no promises", "no dice") and flags banned without their command.
After: 0 of 84 and 2 of 29. A third batch of 41 (what is likely, known or seen, how the product
is to behave, pasted code and logs, permissions) gave none at first sight; a fourth of 40 idioms
that open with "no", "never", "always", "don't" or "not" gave 6 ("no probs", "no bueno", "no
ifs or buts", "no joy with the VPN", "no trouble", "no sir"), after: none. A fifth of 32, the form
of an answer, a commit or a title told of what was done or of what another tool or project
does, gave 5 ("I split it into two commits yesterday" read as two commits asked for, "the API
responds in JSON" as the answer's format, "Jira wants ticket titles under 80 characters" as a
limit, "conventional commits are what the upstream project uses"), after: none.
A sixth of 20 answers to the agent's message gave none at first sight.

A rule is still read where it is one: a name banned with "no" in a sentence that quotes nothing
else or offers quoted code in its place, a flag banned with the command it goes with. The cases
the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay wrong, so
the batch's figure is the real one. `SHAPES` holds one case per shape the reader was changed
for, with the near shapes that must stay as they were.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_exactly
from helpers.judged import ADDS, AVOIDS, HERE, NOT_RUN, RUNS, Judged, check_whole, judged

# Words around a request that state no rule: the first batch.
NOT_RULES: tuple[tuple[str, str], ...] = (
    # idioms holding a negation or "always"/"never"
    ("no pushback", "no pushback on this, just do it"),
    ("no rush", "no rush on the `billing` refactor, whenever you get to it"),
    ("no worries", "no worries if `migrate` takes a while, the table is big"),
    ("no pressure", "no pressure, but could you look at `parser.py` today?"),
    ("never mind readme", "never mind the `README`, I'll fix it myself"),
    ("no biggie", "no biggie if `tsc` complains about the old files, just tell me"),
    ("don't bother explaining", "don't bother explaining, just fix `utils.go`"),
    ("not a big deal", "not a big deal, but `lint` warnings show up in `api.ts`"),
    ("always happy", "always happy when `cargo clippy` comes back clean, nice work"),
    ("never heard of bun", "never heard of `bun` before, is it like node?"),
    ("no offense", "no offense, but `utils.js` is a mess"),
    ("no idea why", "no idea why `make` picks the wrong compiler on this box"),
    ("never thought", "never thought `grep` could be this slow on a monorepo"),
    ("no problem touching", "no problem if you need to touch `config.yaml` for this"),
    ("don't get me wrong", "don't get me wrong, `redux` is fine, just heavy for a form"),
    ("never a dull day", "never a dull day with `webpack`"),
    ("always something", "always something with `node_modules`, huh"),
    ("no clue", "no clue what `tox -e py312` actually does here"),
    ("don't mind me", "don't mind me, I'm just poking at `settings.py` to learn the layout"),
    ("not gonna lie", "not gonna lie, `sqlalchemy` scares me a bit"),
    # code terms describing state or reporting
    ("pytest never finishes", "`pytest` never finishes on my laptop, it hangs at 97%"),
    ("no tests for auth", "we don't have tests for `auth.py` yet"),
    ("npm ci always fails", "`npm ci` always fails on the runner with EACCES"),
    ("never used async", "the old code never used `async`, it was all callbacks"),
    ("cargo never picks up", "`cargo build` never picks up the `RUSTFLAGS` I export"),
    ("deploy job times out", "the `deploy` job always times out on Fridays"),
    ("never had mypy", "we never had `mypy` in this repo, so expect a lot of errors"),
    ("useEffect twice", "`useEffect` always runs twice in dev mode here"),
    ("never calls close", "the worker never calls `close()` on the pool, that's the leak"),
    ("staging no migrations", "staging doesn't run `alembic upgrade` on deploy, I do it by hand"),
    ("go test always passes", "`go test ./...` always passes locally but fails in CI"),
    ("I never use vim", "I never use `vim`, so the .swp files aren't mine"),
    ("windows no make", "the Windows folks can't run `make`, they don't have it installed"),
    ("nobody uses legacy", "nobody uses `legacy_export.py` anymore as far as I know, is it dead "
     "code?"),
    ("always returns none", "`get_user` always returns `None` for admins, why?"),
    # hypotheticals and plans
    ("if we drop redux", "if we ever drop `redux`, the `store/` folder can go"),
    ("might move to pnpm", "we might move to `pnpm` next quarter"),
    ("once we drop moment", "once we drop `moment`, the bundle should shrink a lot"),
    ("what if always prettier", "what if we always ran `prettier` on save?"),
    ("eventually httpx", "eventually we'll want to swap `requests` for `httpx`"),
    ("in theory no lodash", "in theory we could avoid `lodash` entirely in the frontend"),
    ("should we ban any", "should we ban `any` in the shared types?"),
    ("if we never eval", "if the templates never use `eval`, can we drop unsafe-eval from the "
     "CSP?"),
    # reported rules, others' rules
    ("linter says", "the linter says never use `any`, but the generated client is full of it"),
    ("lead insists black", "my lead insists we always use `black`, thoughts?"),
    ("style guide import star", "the Google style guide says never use `import *`; does that "
     "hold for test files too?"),
    ("rust book unwrap", "the Rust book says you should never call `unwrap()` in production, "
     "yet every example does"),
    ("dana terraform plan", "Dana keeps telling me to always run `terraform plan` first. is "
     "that really needed for a tag change?"),
    ("postgres wiki", "according to the Postgres wiki you should never use `timestamp` without "
     "a zone. do we?"),
    ("ticket says", "the ticket says 'must not use `jQuery`'. which pages still load it?"),
    ("contractor comment", "the previous contractor left a comment saying NEVER touch "
     "`billing/`. what's in there?"),
    # past habits
    ("used to moment", "we used to always use `moment`, now it's a mix of libraries"),
    ("back then no eslint", "back then we never ran `eslint` in CI"),
    ("old repo fab", "in the old repo we always deployed with `fab deploy`"),
    ("I used to never test", "I used to never write tests for `views.py`, bad habit"),
    # questions said as statements
    ("wonder always uv", "I wonder if we should always use `uv`"),
    ("not sure never print", "not sure whether the CLI should never use `print`"),
    ("curious pin numpy", "curious if it's better to always pin `numpy`"),
    ("thinking drop celery", "I'm thinking maybe we should drop `celery` at some point"),
    # sarcasm and venting
    ("never again webpack", "never again am I touching `webpack` lol"),
    ("jest always picks", "I swear `jest` always picks the wrong config"),
    ("docker never mondays", "great, `docker` never works on Mondays"),
    ("why npm always", "why does `npm` always do this to me"),
    ("note to self xcode", "note to self: never upgrade `xcode` the day before a release"),
    # another tool's own behaviour
    ("cargo rebuilds", "Cargo always rebuilds everything when you touch `build.rs`"),
    ("git empty folders", "git never tracks empty folders, that's why `logs/` is missing"),
    ("pip user site", "`pip` always installs into the user site when no venv is active"),
    ("go main package", "Go never lets you import a `main` package"),
    ("vite env", "vite always inlines `import.meta.env` at build time"),
    ("bash tilde", "bash doesn't expand `~` inside double quotes"),
    # emphasis words
    ("always crashes", "it always crashes when I click `Save` twice"),
    ("never returns 404", "this endpoint never returns `404`, only 500. can you check why?"),
    ("never reaches finally", "it never reaches the `finally` block, weird"),
    # pasted output with "never"/"must"
    ("setState pasted", "```\nError: You must not call `setState` during render\n    at App "
     "(App.tsx:12)\n```\nwhat's causing this?"),
    ("clippy pasted", "```\nwarning: used `unwrap()` on a `Result` value\n  = help: never use "
     "`unwrap()` on user input\n```\nwhere does it come from?"),
    ("npm root pasted", "got this on the build box:\n```\nnpm WARN You should never run `npm "
     "install` as root\n```"),
    ("assertion pasted", "```\nTraceback (most recent call last):\n  File \"calc.py\", line 9, "
     "in total\n    assert amount >= 0\nAssertionError: amount must always be positive\n```"),
    ("make pasted", "```\n$ make deploy\nERROR: you must always run `make build` first\n```\n"
     "why doesn't deploy depend on build?"),
    # negated comparisons
    ("not foo but bar", "not `foo` but `bar` was the culprit"),
    ("wasn't redis", "it wasn't `redis` but `nginx` that dropped the connections"),
    ("not useEffect but setInterval", "the leak came not from `useEffect` but from the "
     "`setInterval` in `Clock.tsx`"),
    ("yarn not npm", "turns out it's `yarn`, not `npm`, that rewrites the lockfile"),
    ("isn't json.loads", "the slow part isn't `json.loads`, it's the `requests` call before it"),
    # a flag of a command is about what is run
    ("force on shared branch", "don't use `--force` on the shared branch"),
)

# The second batch: "no" before a plain word, and flags without their command.
NOT_RULES_AFTER_A_LOOK: tuple[tuple[str, str], ...] = (
    # "no" + an idiom's noun, said as an interjection
    ("no stress", "no stress, take your time with the `billing` module"),
    ("no drama", "no drama, just revert `a1b2c3d` and we'll look tomorrow"),
    ("no excuses", "no excuses this time, `test_login` has to go green"),
    ("no judgement", "no judgement, but why is there an `eval` in `render.js`?"),
    ("no spoilers", "no spoilers, but the `v2` API is coming"),
    ("no hard feelings", "no hard feelings if you rewrite my `parser.py` from scratch"),
    ("no kidding", "no kidding, `tsc --watch` takes 4 GB of RAM here"),
    ("no big rush", "no big rush on the `docs/` cleanup"),
    ("no complaints", "no complaints about the `Sidebar` refactor, it's great"),
    ("no questions asked", "no questions asked, roll back the `orders` migration"),
    ("no fuss", "no fuss, a quick patch to `dates.ts` is enough"),
    ("no promises", "no promises, but I'll try to review the `cache` PR tonight"),
    ("no surprise", "no surprise that `jest` chokes on ESM"),
    ("no luck", "no luck with `brew install postgresql`, it fails on the M1"),
    ("no panic", "no panic, prod is fine, only `staging` is down"),
    ("no shame", "no shame in copying the `retry` decorator from the other repo"),
    ("no dice", "no dice, `docker compose up` still dies on the db container"),
    ("no hurry at all", "there's no hurry at all with the `i18n` strings"),
    ("no sweat", "no sweat if the `e2e` tests stay red for a day"),
    ("no pushback please", "I know you'd do it differently, but no pushback please"),
    # state said with "no" + a name
    ("no README yet", "there's no `README` yet, sorry about that"),
    ("no tests folder", "no `tests/` folder in this repo, they live in a separate one"),
    ("no Dockerfile", "no `Dockerfile` here, we build images with nix"),
    ("no env in repo", "no `.env` in the repo, ask Sam for a copy"),
    ("no types package", "there is no `@types/lodash` in package.json, hence the errors"),
    # a flag said without its command
    ("no-verify this time", "please don't use `--no-verify` this time, the hook matters"),
    ("legacy-peer-deps", "avoid `--legacy-peer-deps`, it hides real conflicts"),
    ("force with lease", "prefer `--force-with-lease` over a plain force"),
    ("no -f", "never `-f` on the release branch"),
)

# The third batch: "must", "should", "don't" and "never" of what is likely, known, seen or
# happened; how the product is to behave; pasted code and logs; permissions.
NOT_RULES_THIRD: tuple[tuple[str, str], ...] = (
    # "must" and "should" of what is likely
    ("must be the cache", "this must be the `lru_cache` again, it returns stale users"),
    ("must have been npm", "it must have been `npm` that bumped the lockfile"),
    ("should work now", "`make dev` should work now, can you try it?"),
    ("should never happen", "that should never happen with an `Option`, so how did we get "
     "a null?"),
    # how the product must behave: the work, not a habit of the change
    ("never return None", "the lookup should never return `None`, raise `KeyError` instead"),
    ("always 201", "the create endpoint must always answer `201`, right now it sends 200"),
    ("never sees undefined", "make sure the user never sees `undefined` in the greeting"),
    ("never NaN", "the totals row should never show `NaN` when a cell is empty"),
    ("export never includes", "acceptance criteria: the export never includes `password_hash`"),
    ("CLI never prompts", "the CLI should never prompt when `--yes` is passed"),
    ("cache invalidated", "the cache must always be cleared after `save()` returns"),
    ("admin without token", "nobody should be able to reach `/admin` without a token"),
    # pasted code and logs with the words in them
    ("comment in code", "what does this mean?\n\n```js\n// NEVER call init() twice\n"
     "init(config);\n```"),
    ("diff with a comment", "```diff\n- // don't use legacyFetch here\n+ const res = await "
     "fetch(url)\n```\nis this safe to merge?"),
    ("log never received", "the worker log says `never received ACK for job 42`, then it hangs"),
    ("must be one of", "the config loader prints `format must be one of: json, yaml` even "
     "though I set json"),
    ("git log pasted", "```\ncommit 9f2c1e0\n    never use the old token endpoint\n```\nwho "
     "wrote this and when?"),
    # "don't" of knowing, seeing, getting
    ("don't know celery", "I don't know whether `celery` is still used anywhere"),
    ("don't see foo", "I don't see `FEATURE_X` set anywhere in the deploy config"),
    ("don't get why", "I don't get why `test_upload` fails only on Tuesdays"),
    ("can't find", "can't find where `BASE_URL` gets its value"),
    ("don't tell me", "don't tell me `yarn` broke the lockfile again"),
    ("don't remember", "I don't remember if we ever used `pydantic` v1 here"),
    # "never" and "no" of what happened
    ("PR never merged", "that branch never got merged, `feature/login` is still open"),
    ("never seen walrus", "I'd never seen the `:=` operator before today"),
    ("never awaited", "`fetchUser` is never awaited, that's the pending promise"),
    ("no content-type", "no `Content-Type` header on the response, which breaks the client"),
    ("no node_modules in image", "no `node_modules` in the final image, so the app crashes"),
    ("never say never", "never say never, but a `php` rewrite is unlikely"),
    # questions
    ("no any right", "no `any` left in here, right?"),
    ("always on save", "does `ruff` always run on save in your setup?"),
    ("never or rarely", "do we never call `flush()` or just rarely?"),
    # permissions and encouragement
    ("don't hesitate", "don't hesitate to rewrite `router.ts` if it's easier"),
    ("don't be shy", "don't be shy about deleting stuff in `old/`"),
    ("feel free", "feel free to never open `legacy.py` again after this"),
    # comparisons and scope
    ("not only foo", "not only `foo` but also `bar` is affected by the bug"),
    ("never more than", "the queue never holds more than `MAX_JOBS` items, I checked"),
    ("always at least", "there's always at least one `Worker` alive, so the pool is fine"),
    # someone else's words
    ("spec says uuid", "the spec says the id must always be a `UUID`; is ours?"),
    ("reviewer said", "the reviewer wrote 'don't use `eval`' on my PR, but it's a test fixture"),
    ("tooltip copy", "the tooltip should read \"Never share your `API key`\""),
)

# The fourth batch: idioms that open with "no", "never", "always", "don't" or "not" and name
# nothing of code.
NOT_RULES_FOURTH: tuple[tuple[str, str], ...] = (
    ("no way", "no way, it actually passed on the first try"),
    ("no joke", "no joke, the build took 40 minutes today"),
    ("no thanks", "no thanks, I'll do the release notes myself"),
    ("no probs", "no probs, take the afternoon for it"),
    ("no bueno", "no bueno, the login page is blank again"),
    ("no can do", "no can do on the redesign this sprint, let's fix the crash first"),
    ("no-brainer", "no-brainer, go with the smaller diff"),
    ("no harm done", "no harm done, the migration was on staging only"),
    ("no ifs or buts", "no ifs or buts, the demo is on Friday"),
    ("no wonder", "no wonder the tests were slow, they hit the real database"),
    ("no matter", "no matter, we can redo the styling later"),
    ("no joy", "no joy with the VPN, still can't reach the registry"),
    ("no dramas", "no dramas mate, whenever suits"),
    ("no bother", "no bother at all, thanks for the quick fix"),
    ("no trouble", "no trouble, happy to wait for the review"),
    ("no love", "no love for the old dashboard from the sales team"),
    ("no mercy", "show the flaky tests no mercy, I want them found"),
    ("no chill", "the linter has no chill today, 300 warnings"),
    ("no fun", "no fun debugging this on a Friday"),
    ("no time", "no time to polish, just make the pipeline green"),
    ("no go", "that approach is a no go, the vendor API has no batch call"),
    ("no sir", "no sir, that's the staging database, not prod"),
    ("never fear", "never fear, the backup ran last night"),
    ("never ever", "I have never ever seen this error before"),
    ("better late", "better late than never, the fix is in"),
    ("now or never", "it's now or never for the upgrade, the freeze starts Monday"),
    ("never a dull moment", "never a dull moment on this project"),
    ("as always", "thanks as always, great work on the parser"),
    ("always a pleasure", "always a pleasure working through these with you"),
    ("always the way", "always the way, it breaks right before the demo"),
    ("don't panic", "don't panic, the outage is on the provider's side"),
    ("don't sweat it", "don't sweat it, the flaky test was flaky before you"),
    ("don't be a stranger", "thanks, don't be a stranger"),
    ("don't quote me", "don't quote me, but I think the cron runs at midnight"),
    ("don't hold your breath", "don't hold your breath for the vendor's patch"),
    ("don't go overboard", "don't go overboard, a small fix is enough"),
    ("not a chance", "not a chance the old browser support matters anymore"),
    ("not my day", "not my day, the laptop died mid-rebase"),
    ("not bad", "not bad at all, the page loads in half the time"),
    ("never again", "never again will I deploy on a Friday"),
)

# The fifth batch: the form of an answer, a commit or a title, told of what was done or of what
# another person, tool or project does.
NOT_RULES_FIFTH: tuple[tuple[str, str], ...] = (
    ("ran pytest twice", "I ran `pytest` twice and it never failed"),
    ("does npm test", "does `npm test` run the e2e suite too?"),
    ("readme says setup", "the README says to run `make setup` first, is that still true?"),
    ("bot never edits", "the release bot never edits `CHANGELOG.md`, someone did it by hand"),
    ("keep env out myself", "I keep `.env` out of git myself with a global ignore"),
    ("reply under 50", "my last reply was under 50 words, sorry for being terse"),
    ("commit fix typo", "the commit message was `fix: typo` again lol"),
    ("three sections", "the design doc had three sections: Summary, Risks, Rollout"),
    ("in two commits broke", "in two commits I broke the build twice, embarrassing"),
    ("split yesterday", "I split it into two commits yesterday"),
    ("PR title over 72", "the PR title was over 72 characters so the bot complained"),
    ("Alice Spanish", "Alice writes her answers in Spanish, so the docs are mixed"),
    ("API JSON CLI YAML", "the API responds in JSON and the CLI prints YAML"),
    ("old answer mentioned npm", "the old answer mentioned `npm` a lot, that confused me"),
    ("kubectl by hand", "they deploy with `kubectl apply` by hand, can you believe it"),
    ("push force broke", "`git push --force` is what broke the history last time"),
    ("hook runs ruff", "the pre-commit hook runs `ruff check` on every commit"),
    ("CI runs vet", "CI runs `go vet ./...` and `staticcheck` on every PR"),
    ("lint target never mypy", "the `lint` target in the Makefile never runs `mypy`"),
    ("linter 100 chars", "the linter is set to 100 characters per line"),
    ("bullet points nice", "the summary you gave was in bullet points, nice"),
    ("400 words", "your answer was 400 words, I only read the first line"),
    ("unreleased section", "the changelog has a `## Unreleased` section at the top"),
    ("jira 80 chars", "Jira wants ticket titles under 80 characters, annoyingly"),
    ("upstream conventional", "conventional commits are what the upstream project uses, "
     "not us"),
    ("feat or feature", "is `feat:` or `feature:` the right prefix in conventional commits?"),
    ("deploy as root", "the deploy script must be run as root, that's the problem"),
    ("logged in npm", "you must be logged in to `npm` to publish, that's why it 403s"),
    ("github merge", "tests have to pass in CI before GitHub lets anyone merge"),
    ("bot signoff", "the DCO bot requires a `Signed-off-by` line, which is why the check is red"),
    ("never squash history", "we never squashed anything back then, so `git log` is huge"),
    ("don't have make", "they don't have `make` on the Windows runners"),
)

# The sixth batch: answers to the agent's message made of the same idioms and reports; "that" and
# "it" are what the agent did, and nothing is asked of it.
RAN = "I ran `npm audit fix --force` to clear the warnings."
ADDED = "I added `lodash` for the deep merge."
OFFER = "Want me to add `t.Parallel()` to these tests?"
REMOVED = "I removed the `# type: ignore` comments and fixed the types."
ANSWERS: tuple[tuple[str, str, str], ...] = (
    ("never mind its fine", RAN, "never mind, it's fine"),
    ("no worries never been", RAN, "no worries, that has never been a problem for us"),
    ("always nice green", "CI is green now after `go test ./...` passed.", "always nice to see "
     "green"),
    ("don't worry about it", OFFER, "don't worry about it"),
    ("no need", OFFER, "no need, they're fast enough"),
    ("not now", OFFER, "not now, maybe later"),
    ("never thought of that", ADDED, "never thought of that, clever"),
    ("no idea if needed", ADDED, "no idea if we need it, your call"),
    ("don't know lodash", ADDED, "I don't know `lodash` well, is it big?"),
    ("that never worked", RAN, "that never worked for me either, weird"),
    ("it always does that", RAN, "it always does that on this repo, ignore it"),
    ("no way that worked", RAN, "no way that worked, show me the output"),
    ("must have missed", REMOVED, "you must have missed one in `api.py`"),
    ("not sure needed", REMOVED, "not sure we needed all of them gone, but ok"),
    ("never seen that", RAN, "I've never seen it do that before"),
    ("no stress about it", ADDED, "no stress about it, we can swap it later"),
    ("always wondered", ADDED, "I always wondered why we didn't use it before"),
    ("never would have", ADDED, "I never would have thought of `lodash` for that"),
    ("no problem at all", OFFER, "no problem at all either way"),
    ("don't think so", OFFER, "I don't think so, they share a database"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "no `X` here" tells what the project lacks; a ban of the name is said the same way.
    "no Dockerfile",
})

CASES = (*NOT_RULES, *NOT_RULES_AFTER_A_LOOK, *NOT_RULES_THIRD, *NOT_RULES_FOURTH,
         *NOT_RULES_FIFTH)


@pytest.mark.parametrize(("name", "words"), CASES, ids=[n for n, _ in CASES])
def test_words_that_state_no_rule_give_nothing(name: str, words: str) -> None:
    if name in KNOWN_MISSES:
        assert judged(words) != set(), f"{name!r} is read right now: take it out of KNOWN_MISSES"
    else:
        assert judged(words) == set()


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(NOT_RULES) >= 80 and len(NOT_RULES_AFTER_A_LOOK) >= 25
    assert len(NOT_RULES_THIRD) >= 40 and len(NOT_RULES_FOURTH) >= 40
    assert len(NOT_RULES_FIFTH) >= 30
    check_whole([n for n, _ in CASES], KNOWN_MISSES)


@pytest.mark.parametrize(("name", "reply", "words"), ANSWERS, ids=[n for n, _, _ in ANSWERS])
def test_answers_that_state_no_rule_give_nothing(name: str, reply: str, words: str) -> None:
    assert judged(words, reply) == set()


# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # The noun of an idiom after "no" names nothing in code.
    ("an idiom's noun, alone", "no pushback on this, just do it", set()),
    ("an idiom's noun, please", "no drama please", set()),
    ("an idiom's noun before code", "no joy with `pnpm` either", set()),
    ("a noun of an idiom naming a kind", "no stress tests in `ci.yml`", set()),
    ("a library after no, alone", "no lodash please", {(AVOIDS, "lodash", False)}),
    ("an idiom's noun quoted as a name", "no `stress` package, please",
     {(AVOIDS, "stress", False)}),
    ("a library, as a rule", "never use lodash in new code",
     {(AVOIDS, "lodash", True)}),
    # A bare word where the sentence quotes its code elsewhere is prose.
    ("a bare word, code quoted elsewhere", "no promises, but the `cache` PR is next", set()),
    ("a bare word, an order on quoted code", "no panic, just revert `a1b2c3d`", set()),
    ("a bare word, quoted code in its place", "no lodash, use `deepmerge`",
     {(AVOIDS, "lodash", False), (ADDS, "deepmerge", False)}),
    ("a bare word, quoted code instead", "no panics, return `Result` instead",
     {(AVOIDS, "panics", False)}),
    ("a quoted word", "no `lodash`, the bundle is big enough", {(AVOIDS, "lodash", False)}),
    # A flag banned without its command is an option of a run no check knows.
    # The form of a text told of what was done, or of what another does.
    ("commits, what I did", "I split it into two commits yesterday", set()),
    ("commits, what I did first", "in two commits I broke the build twice", set()),
    ("commits, asked after what I did", "I broke the build, so in two commits this time",
     {("commits", "2", False)}),
    ("commits, asked", "split it into two commits", {("commits", "2", False)}),
    ("commits, what I said", "I said in two commits", {("commits", "2", False)}),
    ("a format, what a tool does", "the API responds in JSON", set()),
    ("a format, asked", "respond in JSON", {("format", "json", False)}),
    ("a format, someone's liking", "Alice prefers bullet points", set()),
    ("a format, my liking", "I prefer bullet points", {("format", "bullets", False)}),
    ("a limit, what a tool wants", "Jira wants commit titles under 72 characters", set()),
    ("a limit, ours", "we keep commit titles under 72 characters",
     {("max_line_chars", "72", False)}),
    ("a convention, upstream's", "conventional commits are what the upstream project uses",
     set()),
    ("a convention, ours", "we follow conventional commits", {("regex", "conventional", False)}),
    ("a flag, no command", "don't use `--force` on the shared branch", set()),
    # a long flag banned as a rule, of no command: kept off every command line
    ("a flag, no command, as a rule", "never use `--legacy-peer-deps`",
     {(NOT_RUN, "--legacy-peer-deps", True)}),
    ("a flag with the action it goes with", "never commit with `--no-verify`",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("a flag said banned", "`--no-verify` is banned", {(NOT_RUN, "--no-verify", True)}),
    ("a command with its flag", "never run `npm audit fix --force`",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("a flag asked for with its command", "always run `pytest -x`", {(RUNS, "pytest -x", True)}),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


# A file kept out of commits is a file the change leaves alone (the change is what is
# committed), but the rule written down keeps the person's verb: a local `.env` that git ignores
# may still be edited.
WRITTEN_DOWN: tuple[tuple[str, str], ...] = (
    ("never commit `.env`", "Do not commit `.env`."),
    ("please don't commit `.env.local` files", "Do not commit `.env.local`."),
    ("never push `dist/` to the repo", "Do not commit `dist/`."),
    ("don't touch `.env`", "Do not change `.env`."),
    ("leave `migrations/` alone", "Do not change `migrations/`."),
)


@pytest.mark.parametrize(("words", "written"), WRITTEN_DOWN, ids=[w for w, _ in WRITTEN_DOWN])
def test_a_file_kept_out_of_commits_is_written_down_as_such(words: str, written: str) -> None:
    found = derive([Quote(words, HERE)])
    assert [(j.kind, j.instruction()) for j in found] == [("files_unchanged", written)]
    assert judge_from_doc(found[0].to_doc()).instruction() == written


# A program named by a word of English, unquoted where a verb stands, is the English word: "never
# go back to callbacks" is no ban of running `go back`; quoted, it is the program.
@pytest.mark.parametrize(("words", "expected"), [
    ("never go back to callbacks", set()),
    ("never just guess the answer, ask", set()),
    ("never task the workers twice", set()),
    ("never make assumptions about the schema", set()),
    ("never `go get` anything", {("does_not_run", "go get", True)}),
    ("never git push --force", {("does_not_run", "git push --force", True)}),
])
def test_a_program_named_by_an_english_word_is_the_word_unless_quoted(
        words: str, expected: set[tuple[str, str, bool]]) -> None:
    assert judged(words) == expected
