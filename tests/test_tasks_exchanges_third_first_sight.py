"""Exchanges with the agent that make a rule or a one-off, and close exchanges that give nothing,
a third round at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Rust, Go, Python, TypeScript, Kotlin, Swift, PHP, Elixir, C#, shell), in shapes the two
earlier rounds (`test_tasks_exchanges_first_sight`, `test_tasks_answers_first_sight`) did not
hold: a pick among numbered or lettered options stretched to the work to come ("option 2, and
do it that way everywhere"); a yes with a limit said for good ("yes, but never with
`--force`"); a counter-proposal that names the person's own tool ("no, use `pnpm` instead, we
always do"); a yes to a plan with a rule appended ("always run `make lint`, great plan"); a
yes by pronoun to the tool the agent named ("let's stick with that one from now on"); and a no
whose rival is named only in the agent's message ("no, the other one, always"). Beside them,
close exchanges that give nothing: sarcasm, a yes for this once to what is already done, a yes
to a question of fact, a pick asked back, thanks, "sure, whatever works", a counter-proposal
asked or done by the person, and habit words said of facts.

It was measured before the reader was changed for it: exchanges read exactly 12/35, close
exchanges giving nothing 26/26; after: 29/35 and 26/26.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing, reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_whole

CONFIG = ("Two ways to load the config:\n1. read it with `serde_yaml`\n2. read it with "
          "`figment`\n\nWhich should I go with?")
QUERIES = ("A) keep the raw SQL strings\nB) build the queries with `squirrel`\n\nA or B?")
VALIDATION = ("Options:\n1. `express-validator` middleware\n2. hand-written checks\n3. `zod` "
              "schemas\n\nWhich one?")
SERIALIZE = ("Two approaches:\n1. use `kotlinx.serialization`\n2. use `Gson`\n\nWhich do you "
             "prefer?")
JSON_LIBS = ("1. `Newtonsoft.Json`\n2. `System.Text.Json`\n\nWhich one should the new service "
             "use?")

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a pick among numbered or lettered options, stretched to the work to come
    ("option 2 that way everywhere", CONFIG, "option 2, and do it that way everywhere",
     {(ADDS, "figment", True)}),
    ("B the standard", QUERIES, "B, and make that the standard for every new query",
     {(ADDS, "squirrel", True)}),
    ("go with 3 for all endpoints", VALIDATION, "go with 3, and use that for all new endpoints",
     {(ADDS, "zod", True)}),
    ("1 in every module", SERIALIZE, "1, and do it that way in every module",
     {(ADDS, "kotlinx.serialization", True)}),
    ("the second option from now on", JSON_LIBS, "the second option, and from now on in every "
     "service", {(ADDS, "System.Text.Json", True)}),
    # a pick for the work at hand
    ("option 2 please", CONFIG, "option 2 please", {(ADDS, "figment", False)}),
    ("B for this module", QUERIES, "let's go with B for this module",
     {(ADDS, "squirrel", False)}),
    # a yes with a limit said for good
    ("yes but never force", "Shall I run `git push` to update the remote branch?",
     "yes, but never with `--force`", {(RUNS, "git push", False),
                                       (NOT_RUN, "git push --force", True)}),
    ("yes but plan first", "Want me to run `terraform apply` now?",
     "yes, but always run `terraform plan` first", {(RUNS, "terraform apply", False),
                                                     (RUNS, "terraform plan", True)}),
    ("yes but never no-verify", "Should I commit the fix now?",
     "yes, but never commit with `--no-verify`", {(NOT_RUN, "git commit --no-verify", True)}),
    ("ok but never migrations", "I'll update the model and regenerate the schema. Proceed?",
     # (expected once as a check that `migrations/` stays unchanged, which the next generated
     # migration fails: no check sees the hand)
     "ok, but never edit files under `migrations/` by hand", set()),
    # a counter-proposal that names the person's own tool
    ("pnpm instead we always do", "I'll run `npm install` to add the dependency.",
     "no, use `pnpm` instead, we always do", {(RUNS, "pnpm", True)}),
    ("uv venv what we use", "Shall I create a virtualenv with `python -m venv`?",
     "nah, `uv venv`, that's what we use everywhere", {(RUNS, "uv venv", True)}),
    ("rg please always", "I'll search the repo with `grep -r`.", "no, `rg` please, always",
     {(RUNS, "rg", True)}),
    ("yarn in this repo", "Should I add it with `npm install zod`?",
     "no, we use `yarn` in this repo", {(RUNS, "yarn", True)}),
    ("slog in every package", "I'll add the log lines with `log.Printf`.",
     "no, use `slog` instead, in every package", {(ADDS, "slog", True)}),
    ("composer how we add", "I'll download the library zip and vendor it.",
     "no, use `composer require` instead, that's how we add packages",
     {(RUNS, "composer require", True)}),
    ("nom for this one", "Should I parse the header with `regex`?",
     "no, use `nom` for this one", {(ADDS, "nom", False)}),
    # a yes to a plan with a rule appended
    ("great plan make lint", "Plan: split the parser into a lexer and a parser module, then "
     "update the imports. OK?", "great plan. always run `make lint` before you hand it back",
     {(RUNS, "make lint", True)}),
    ("rule first then great plan", "I'll rename the module and fix the imports. OK?",
     "always run `make lint`, great plan", {(RUNS, "make lint", True)}),
    ("sounds good go vet", "I'll make the handler return errors instead of panicking. Sound "
     "good?", "sounds good, and always run `go vet ./...` when you're done",
     {(RUNS, "go vet ./...", True)}),
    ("lgtm tsc from now on", "Here's the plan: move the form state into a hook, then add tests. "
     "Go?", "lgtm, and from now on run `tsc --noEmit` before every commit",
     {(RUNS, "tsc --noEmit", True)}),
    ("ok mix credo afterwards", "I'll add the new GenServer and its tests. OK?",
     "ok, and always run `mix credo --strict` afterwards", {(RUNS, "mix credo --strict", True)}),
    # a yes by pronoun to the tool the agent named
    ("stick with that one from now on", "I used `pino` for the logger in the new service.",
     "let's stick with that one from now on", {(ADDS, "pino", True)}),
    ("a pick then that one", "Should I use `chi` or `gorilla/mux` for the router?",
     "chi. let's use that one from now on", {(ADDS, "chi", True)}),
    ("keep using it from here on", "I switched the date handling to `Temporal`.",
     "nice, keep using it from here on", {(ADDS, "Temporal", True)}),
    ("our formatter from now on", "I formatted the files with `biome format`.",
     "good, that's our formatter from now on", {(RUNS, "biome format", True)}),
    ("use that going forward", "I wrote the fixtures with `factory_boy`.",
     "great, use that going forward", {(ADDS, "factory_boy", True)}),
    ("that on every script", "I ran `shellcheck` on the scripts and fixed 3 warnings.",
     "nice, use that on every script from now on", {(RUNS, "shellcheck", True)}),
    ("swiftlint on every change", "I ran `swiftlint --fix` on the target.",
     "perfect, I want that on every change from now on", {(RUNS, "swiftlint --fix", True)}),
    # a no whose rival is named only in the agent's message
    ("the other one always", "I'll use `unittest` rather than `pytest` for these tests. OK?",
     "no, the other one, always", {(RUNS, "pytest", True)}),
    ("never the first one", "Should I use `moment` or `dayjs` for the date formatting?",
     "never the first one", {(AVOIDS, "moment", True)}),
    ("no never that", "I'll keep the session token in `localStorage`.",
     "no, never that, tokens go in cookies", {(AVOIDS, "localStorage", True)}),
    ("1 and never 2", JSON_LIBS, "1, and never 2 in this codebase",
     {(ADDS, "Newtonsoft.Json", False), (AVOIDS, "System.Text.Json", True)}),
    ("the other one for now", "I'll use `unittest` rather than `pytest` for these tests. OK?",
     "no, the other one", {(RUNS, "pytest", False)}),
)

# (name, the agent's message, the person's answer): close exchanges that give nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("sarcasm force push", "I ran `git push --force` to main.",
     "oh sure, let's always force-push to main, what could go wrong"),
    ("sarcasm pronoun", "I added `lodash` for one `_.get` call.",
     "sure, let's use that one everywhere, the bundle isn't big enough"),
    ("sarcasm /s", "I'll delete the failing tests with `git rm`. OK?",
     "yeah brilliant, do that everywhere /s"),
    ("fine this once", "I skipped the hook with `git commit --no-verify`.", "fine, this once"),
    ("ok this one time", "I used `any` for the callback type.", "ok, this one time"),
    ("yes to a fact always has been", "Is the project using `pnpm` workspaces?",
     "yes, always has been"),
    ("yes on every push, a fact", "Does CI run `cargo clippy` already?", "yes, on every push"),
    ("yes it's always running", "Is `docker` running locally? I need it for the integration "
     "tests.", "yes, it's always running"),
    ("option 2 asked back", CONFIG, "option 2? what would that break"),
    ("the second one isn't it archived", "Should I use `chi` or `gorilla/mux` for the router?",
     "the second one? isn't it archived"),
    ("thanks that works", "I went with option 2 and loaded the config with `figment`.",
     "thanks, that works"),
    ("sure whatever works", "Should I use `zod` or `yup` for the form?", "sure, whatever works"),
    ("whatever you think", VALIDATION, "whatever you think is best, you decide these from now "
     "on"),
    ("stick with it for now", "I used `pino` for the logger.", "let's stick with that one for now"),
    ("already a dependency", "I used `pino` for the logger.",
     "that one is already a dependency, right?"),
    ("counter asked", "I'll run `npm install` to add the dependency.",
     "shouldn't we use `pnpm` here?"),
    ("counter done by the person", "I'll run `npm install` to add the dependency.",
     "no, I'll run `pnpm install` myself"),
    ("a fact with always", "I'll refactor the handler. OK?",
     "sure, `make lint` always fails on that file anyway"),
    ("never heard of it", "Should I use `figment` for the config?",
     "never heard of it, is it maintained?"),
    ("why not the other one", "I'll use `unittest` rather than `pytest` for these tests. OK?",
     "why not the other one?"),
    ("lgtm ship it", "Plan: move the form state into a hook, then add tests. Go?",
     "lgtm, ship it"),
    ("always a pleasure", "I ran `shellcheck` on the scripts.",
     "thanks, always a pleasure working with you"),
    ("from now on I'll run it", "Should I run `make gen` after each schema change?",
     "no, from now on I'll run it myself"),
    ("every time I run it", "I ran `npm ci` and the build passes.",
     "great, every time I run it, it breaks for me"),
    ("tried the second last time", "Should I use `chi` or `gorilla/mux` for the router?",
     "we tried the second one last time, it was fine"),
    ("yes but never mind", "Shall I run `cargo update`?",
     "yes, but never mind the lockfile, I'll fix it later"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # "in every package" with no habit word reaches the packages of the change at hand ("2, and
    # in every crate"); "that's how we add packages" after a no whose proposal names no code.
    "slog in every package", "composer how we add",
    # ", great plan" closing a rule is read as mockery ("always force-push, great plan").
    "rule first then great plan",
    # The tool taken up in the person's wish ("I want that on every change").
    "swiftlint on every change",
    # A plan to keep something somewhere ("keep the token in `localStorage`") turned down.
    "no never that",
    # A pick and a ban of another option in one answer.
    "1 and never 2",
})

RETRIES = "Two ways:\n1. retry with `backoff`\n2. retry with `tenacity`\n\nWhich one?"
LOGGERS = "A) log with `zap`\nB) log with `zerolog`\n\nA or B?"
NAMES_ALONE = "1. `Newtonsoft.Json`\n2. `System.Text.Json`\n\nWhich?"
RIVAL = "I'll use `mocha` rather than `jest` for the new tests. OK?"
PIP = "I'll install it with `pip install`."

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A pick among options, then words that only point back at it or say how far it reaches;
    # "do it that way everywhere" stretches it to the work to come.
    ("a number, that way everywhere", RETRIES, "2, and do it that way everywhere",
     {(ADDS, "tenacity", True)}),
    ("a number, that way for now", RETRIES, "2, and do it that way for now",
     {(ADDS, "tenacity", False)}),
    ("a number, that way, asked", RETRIES, "2, and do it that way everywhere?", set()),
    ("a number, then other work", RETRIES, "2, and then tell me how long it took", set()),
    ("a capital letter, for the place at hand", LOGGERS, "B for this service",
     {(ADDS, "zerolog", False)}),
    ("an article is no letter", LOGGERS, "A better idea: write it by hand", set()),
    ("an option that is a name alone", NAMES_ALONE, "2", {(ADDS, "System.Text.Json", False)}),
    # "the other one": the rival the agent set aside, when it set one aside.
    ("the other one, always", RIVAL, "no, the other one, always", {(RUNS, "jest", True)}),
    ("the other of two weighed", "Should I use `mocha` or `jest`?", "the other one", set()),
    ("the other one, asked", RIVAL, "the other one?", set()),
    # A name picked, then a sentence that only points back at it.
    ("a name picked, then pointed at", "Should I use `zap` or `zerolog` for logging?",
     "zerolog. let's use that one from now on", {(ADDS, "zerolog", True)}),
    ("a name picked, then a fact", "Should I use `zap` or `zerolog` for logging?",
     "zerolog. we tried that one last year", set()),
    # A yes, then a rule of the person's own after "but"; a flag said alone is the proposed
    # command's.
    ("yes, but a rule", "Shall I run `alembic upgrade head`?",
     "yes, but always run `alembic check` first",
     {(RUNS, "alembic upgrade head", False), (RUNS, "alembic check", True)}),
    ("yes, but a time", "Shall I run `alembic upgrade head`?",
     "yes, but not until the backup is done", set()),
    ("yes, but never with a flag", "Shall I run `npm install`?",
     "yes, but never with `--legacy-peer-deps`",
     {(RUNS, "npm install", False), (NOT_RUN, "npm install --legacy-peer-deps", True)}),
    ("yes, but never with a flag, asked", "Shall I run `npm install`?",
     "yes, but never with `--force`?", set()),
    # Pointing back: "keep using it", "from here on"; a tool the agent ran is used by running it.
    ("keep using it", "I wrote the parser with `nom`.", "nice, keep using it from now on",
     {(ADDS, "nom", True)}),
    ("keep using it for now", "I wrote the parser with `nom`.", "nice, keep using it for now",
     set()),
    ("use it from here on", "I switched the config to `pydantic-settings`.",
     "ok, use it from here on", {(ADDS, "pydantic-settings", True)}),
    ("use that, of a tool run", "I ran `hadolint` on the Dockerfile.",
     "good, use that on every Dockerfile from now on", {(RUNS, "hadolint", True)}),
    # The tool the agent used, made the team's for good.
    ("the team's tool from now on", "I linted the scripts with `shellcheck`.",
     "great, that's our linter from now on", {(RUNS, "shellcheck", True)}),
    ("the team's tool, a fact", "Is `shellcheck` set up here?", "yes, that's our linter", set()),
    ("the team's tool, asked", "I linted the scripts with `shellcheck`.",
     "that's our linter from now on?", set()),
    ("the team's something else", "I ran `npm test`.", "that's our problem from now on", set()),
    # A no, then the person's own name in place of what the agent was about to do.
    ("a name in place, always", PIP, "no, `uv add` please, always", {(RUNS, "uv add", True)}),
    ("a name in place, for now", PIP, "no, `uv add` for now", {(RUNS, "uv add", False)}),
    ("a name in place, asked", PIP, "no, `uv add`? is it installed", set()),
    ("a name in place, and why", PIP, "no, `uv add`, because pip is slow here", set()),
    ("a name the agent weighed", "Should I use `pip` or `uv`?", "no, `uv`", set()),
    ("a branch in place", "Should I push it to `develop`?", "no, `main`", set()),
    ("a value in place", "Shall I set the timeout to `10s`?", "no, `30s` please", set()),
    # A command line turned down for the team's tool is no code a change leaves out.
    ("a command turned down for the team's tool", "Should I add it with `npm install dayjs`?",
     "no, we use `pnpm` here", {(RUNS, "pnpm", True)}),
    # "never" and one of the options the agent weighs.
    ("never an option by its order", "Should I use `gson` or `moshi` for the JSON?",
     "never the first one", {(AVOIDS, "gson", True)}),
    ("never an option, asked", "Should I use `gson` or `moshi` for the JSON?",
     "never the first one?", set()),
    ("never an option, and why", "Should I use `gson` or `moshi` for the JSON?",
     "never the first one, it was slow", set()),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing = gives_nothing(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
