"""A preference said as a switch from one tool, library or API to another: first sight.

A first-sight batch, written from how developers across Python, JavaScript, Go, Rust, JVM, Ruby,
.NET, PHP and Swift projects tell which of two names the team uses by telling the move from one
to the other, without the usual cue words ("we dropped `nose` for `pytest` last year", "we moved
off `moment` a while ago, it's `date-fns` now", "`request` is deprecated, use `fetch`", "`pip` is
out, we use `uv` now", "we renamed `whitelist` to `allowlist` everywhere"): a library or an API,
a tool of a kind, a name or a spelling of the product, an assertion style; each next to the work
the message asks for. A move the team made stands: the new name is what changes use, the old one
what they leave out. A move of one file or of the callers left is the work at hand, and holds
for that work only (`ONE_OFFS`). Beside them, close messages that must give nothing
(`LOOK_ALIKES`): a comparison asked, "should we switch to X?", someone else's move, changelog and
release-note text, a commit message drafted, a reason, "X vs Y" figures, a move tried and
reverted, a hypothetical.

The expected readings were written before the batch was run; two were corrected after, each to
add the ask's own term ("Add `rich` to the dependencies", read for the task, as every such ask
is). At first sight: moves read exactly 5/40, moves of one place 2/6 (the old name of three left
out), look-alikes giving nothing 26/26. After: moves 36/40, moves of one place 2/6,
look-alikes 26/26.

The reader now reads the team's move by its grammar (`switches.py`): a move "we" made, or all of
a kind made ("our specs moved from X to Y"), with the verbs of moving, dropping, replacing,
renaming and settling on; what moved, when said, and where it reached are the team, the project
or all of a kind, never one place; after it at most when it happened. A name called out or gone
is retired only when the same sentence names what came instead ("`X` is out, `Y` is in", "...,
we use `Y` now"). A time said after a tool's name ("to `gradle` two years ago") no longer makes
the tool a part of something, and "a while ago" after a ban no longer reads as its condition.
Moves read 34/40 with that, 36/40 once a move tried and undone ("we tried X and went back to Y")
left the one tried and a name dropped was followed by its successor as "the way now". What stays
missed: a move told with its purpose ("... so a failure stops the test"), the product's words
told as a story ("we stopped calling it X", "`customer` became `account`"), a module path as the
side left (`database/sql`), and moves of one place, whose side left the reader does not check
(what a replacement takes away is where the work starts, by design).

`PLAIN`, eight moves with both names in plain words, was written after that and read 0/8 at
first sight; a side said in plain words is now read as a name in code when it names a library or
a tool (`names_code`), or is a word of prose set against one ("moment" against "date-fns"), and
never when it is a language, a format, a system or a forge, as in a choice of two names: 7/8 after
(the one left, "in the frontend", is read for the work at hand: one part of the code).

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_read, check_whole, judged

# Messages that tell the team's move from one name to another, next to the work they ask for.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # Python
    ("dropped nose for pytest", "Add a test for the slug helper. We dropped `nose` for `pytest` "
     "last year.", {(RUNS, "pytest", True), (NOT_RUN, "nose", True)}),
    ("switched to pathlib from os.path", "Read the config from the user's home directory. We've "
     "switched to `pathlib` from `os.path`.",
     {(ADDS, "pathlib", True), (AVOIDS, "os.path", True)}),
    ("replaced pandas with polars", "Load the new export into a frame. We replaced `pandas` with "
     "`polars` in all the pipelines.", {(ADDS, "polars", True), (AVOIDS, "pandas", True)}),
    ("black to ruff format", "Format the new module before you commit. We switched from `black` "
     "to `ruff format` in March.", {(RUNS, "ruff format", True), (NOT_RUN, "black", True)}),
    ("pip is out", "Add `rich` to the dependencies. `pip` is out, we use `uv` now.",
     {(RUNS, "uv", True), (NOT_RUN, "pip", True), (ADDS, "rich", False)}),
    ("went from logging to structlog", "Log the failed payments with the order id. We went from "
     "`logging` to `structlog` across the services.",
     {(ADDS, "structlog", True), (AVOIDS, "logging", True)}),
    ("assertEqual to plain assert", "Add tests for the slugify function. We moved the suites "
     "from `self.assertEqual` to plain `assert`.",
     {(ADDS, "assert", True), (AVOIDS, "self.assertEqual", True)}),
    ("stick with poetry", "Add `httpx` to the project. We stick with `poetry` for dependencies.",
     {(RUNS, "poetry", True), (ADDS, "httpx", False)}),
    # JavaScript / TypeScript
    ("request deprecated use fetch", "Call the geocoding API from the worker. `request` is "
     "deprecated, use `fetch`.", {(ADDS, "fetch", True), (AVOIDS, "request", True)}),
    ("moved off moment", "Show the relative time on comments. We moved off `moment` a while ago; "
     "it's `date-fns` now.", {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    ("ditched eslint and prettier", "Lint the new package. We ditched `eslint` and `prettier` for "
     "`biome`.", {(RUNS, "biome", True), (NOT_RUN, "eslint", True),
                  (NOT_RUN, "prettier", True)}),
    ("on pnpm now", "Install the chart library for the dashboard. We're on `pnpm` now, not `npm`.",
     {(RUNS, "pnpm", True), (NOT_RUN, "npm", True)}),
    ("webpack over to vite", "Bundle the embeddable widget. We switched the whole monorepo over "
     "to `vite` from `webpack`.", {(ADDS, "vite", True), (AVOIDS, "webpack", True)}),
    ("nock replaced by msw", "Mock the pricing API in the new tests. `nock` got replaced by `msw` "
     "everywhere.", {(ADDS, "msw", True), (AVOIDS, "nock", True)}),
    ("styled-components phased out", "Style the settings panel. `styled-components` is being "
     "phased out for `tailwind`.", {(ADDS, "tailwind", True), (AVOIDS, "styled-components", True)}),
    ("should to expect", "Add a spec for the cart total. Our specs moved from `should` to "
     "`expect` years ago.", {(ADDS, "expect", True), (AVOIDS, "should", True)}),
    ("Date legacy for us", "Handle the date input in the booking form. We've standardised on "
     "`Temporal`; `Date` is legacy for us.", {(ADDS, "Temporal", True), (AVOIDS, "Date", True)}),
    ("enzyme gone", "Test the dropdown's keyboard handling. `enzyme` is gone from the repo, "
     "tests render with `@testing-library/react`.",
     {(ADDS, "@testing-library/react", True), (AVOIDS, "enzyme", True)}),
    # Go
    ("logrus to slog", "Add a log line for the retries. We moved from `logrus` to `slog` last "
     "quarter, so no new `logrus` imports.", {(ADDS, "slog", True), (AVOIDS, "logrus", True)}),
    ("assert to require", "Add tests for the token parser. We switched the Go tests from "
     "`assert` to `require` so a failure stops the test.",
     {(ADDS, "require", True), (AVOIDS, "assert", True)}),
    ("left gorilla/mux", "Add a handler for the health check. We left `gorilla/mux` behind for "
     "`chi`.", {(ADDS, "chi", True), (AVOIDS, "gorilla/mux", True)}),
    ("pflag replaced flag", "Wire a flag for the dry run. `pflag` replaced the standard `flag` "
     "package for us.", {(ADDS, "pflag", True), (AVOIDS, "flag", True)}),
    ("everything on sqlc", "Query the orders by customer. Hand-written `database/sql` queries are "
     "gone from our services, everything is on `sqlc` now.",
     {(ADDS, "sqlc", True), (AVOIDS, "database/sql", True)}),
    # Rust
    ("failure for thiserror", "Add an error for the missing manifest. We dropped `failure` for "
     "`thiserror` a long time ago.", {(ADDS, "thiserror", True), (AVOIDS, "failure", True)}),
    ("structopt to clap", "Parse the args of the new subcommand. We moved the crate from "
     "`structopt` to `clap`.", {(ADDS, "clap", True), (AVOIDS, "structopt", True)}),
    # JVM
    ("ModelMapper gone", "Map the DTOs for the orders API. `ModelMapper` is gone, we use "
     "`MapStruct` now.", {(ADDS, "MapStruct", True), (AVOIDS, "ModelMapper", True)}),
    ("mvn to gradle", "Add the new module to the build. We switched from `mvn` to `gradle` two "
     "years ago.", {(RUNS, "gradle", True), (NOT_RUN, "mvn", True)}),
    ("Glide to Coil", "Load the avatar on the profile screen. We moved the Android app from "
     "`Glide` to `Coil`.", {(ADDS, "Coil", True), (AVOIDS, "Glide", True)}),
    # Ruby
    ("fixtures with factory_bot", "Add a factory for the subscription. We replaced `fixtures` "
     "with `factory_bot` in the specs.",
     {(ADDS, "factory_bot", True), (AVOIDS, "fixtures", True)}),
    ("kaminari out pagy in", "Paginate the admin user list. `kaminari` is out, `pagy` is in.",
     {(ADDS, "pagy", True), (AVOIDS, "kaminari", True)}),
    # .NET, PHP, Swift
    ("Newtonsoft to System.Text.Json", "Add a JSON field to the order DTO. We moved from "
     "`Newtonsoft.Json` to `System.Text.Json`.",
     {(ADDS, "System.Text.Json", True), (AVOIDS, "Newtonsoft.Json", True)}),
    ("gone over to Pest", "Add a test for the mailer. We've gone over to `Pest` from `PHPUnit`.",
     {(ADDS, "Pest", True), (AVOIDS, "PHPUnit", True)}),
    ("Alamofire phased out", "Add the network call for the feed. We phased out `Alamofire`; "
     "`URLSession` is the way now.", {(ADDS, "URLSession", True), (AVOIDS, "Alamofire", True)}),
    # services and APIs
    ("statsd swapped out", "Add metrics for the queue depth. `statsd` was swapped out for "
     "`OpenTelemetry` last year.", {(ADDS, "OpenTelemetry", True), (AVOIDS, "statsd", True)}),
    ("withRetry retired", "Add a retry to the fetcher. `p-retry` is our retry library now; we "
     "retired the home-grown `withRetry`.", {(ADDS, "p-retry", True), (AVOIDS, "withRetry", True)}),
    ("went back to dateutil", "Parse the dates of the import. We tried `pendulum` and went back "
     "to `dateutil`, stay with that.", {(ADDS, "dateutil", True), (AVOIDS, "pendulum", True)}),
    # names and spellings
    ("whitelist renamed", "Add the retry setting to the gateway. We renamed `whitelist` to "
     "`allowlist` everywhere, keep it that way.",
     {(ADDS, "allowlist", True), (AVOIDS, "whitelist", True)}),
    ("master renamed main", "Update the setup section of the README. `master` was renamed to "
     "`main` in every repo.", {(ADDS, "main", True), (AVOIDS, "master", True)}),
    ("stopped calling it", "Write the release note for the new regions. The product is "
     "`Acme Cloud` now; we stopped calling it `Acme Hosting`.",
     {(ADDS, "Acme Cloud", True), (AVOIDS, "Acme Hosting", True)}),
    ("customer became account", "Add the empty state to the billing page. In the UI `customer` "
     "became `account` with the redesign.", {(ADDS, "account", True), (AVOIDS, "customer", True)}),
)

# The same moves with both names in plain words, written after the batch above was read and
# measured before the reader was changed for them.
PLAIN: tuple[tuple[str, str, Judged], ...] = (
    ("plain moved off moment", "Format the due dates on the invoice list. We moved off moment "
     "to date-fns.", {(ADDS, "date-fns", True), (AVOIDS, "moment", True)}),
    ("plain dropped nose", "Add a test for the CSV reader. We dropped nose for pytest last year.",
     {(RUNS, "pytest", True), (NOT_RUN, "nose", True)}),
    ("plain switched to zerolog", "Log the webhook retries. We switched from logrus to zerolog "
     "across the services.", {(ADDS, "zerolog", True), (AVOIDS, "logrus", True)}),
    ("plain replaced yup", "Validate the signup form. We replaced yup with zod in the frontend.",
     {(ADDS, "zod", True), (AVOIDS, "yup", True)}),
    ("plain on pnpm now", "Add the charting package. We're on pnpm now, not yarn.",
     {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    ("plain resque replaced", "Queue the export job. resque got replaced by sidekiq everywhere.",
     {(ADDS, "sidekiq", True), (AVOIDS, "resque", True)}),
    ("plain standardised", "Add the config loader. We've standardised on pydantic-settings.",
     {(ADDS, "pydantic-settings", True)}),
    ("plain ditched hamcrest", "Test the price rounding. We ditched hamcrest for assertj two "
     "years ago.", {(ADDS, "assertj", True), (AVOIDS, "hamcrest", True)}),
)

# A move of one file, one component or the callers left: the work at hand, not a house rule.
ONE_OFFS: tuple[tuple[str, str, Judged], ...] = (
    ("remaining callers to slog", "Switch the remaining callers to `slog`.",
     {(ADDS, "slog", False)}),
    ("one module to pathlib", "Migrate `billing/invoice.py` from `os.path` to `pathlib`.",
     {(ADDS, "pathlib", False), (AVOIDS, "os.path", False)}),
    ("this component off enzyme", "Port this component's tests from `enzyme` to "
     "`@testing-library/react`.",
     {(ADDS, "@testing-library/react", False), (AVOIDS, "enzyme", False)}),
    ("date picker only", "Swap `moment` for `dayjs` in the date picker only, the rest waits.",
     {(ADDS, "dayjs", False), (AVOIDS, "moment", False)}),
    ("httpx here", "Use `httpx` here instead of `requests`, just in the test helper.",
     {(ADDS, "httpx", False), (AVOIDS, "requests", False)}),
    ("this query to sqlc", "Move this one query over to `sqlc` so we can see what it looks "
     "like.", {(ADDS, "sqlc", False)}),
)

# Messages that ask, compare, tell of another's move, paste release notes or give reasons.
LOOK_ALIKES: tuple[tuple[str, str], ...] = (
    ("faster asked", "Is `polars` actually faster than `pandas` on a 2 GB CSV?"),
    ("should we switch", "Should we switch to `vitest`? The `jest` run takes four minutes."),
    ("payments team moved", "The payments team moved off `moment` to `date-fns` last sprint and "
     "their bundle shrank by 60 KB."),
    ("changelog pasted", "From their changelog:\n\n```\n## 3.0.0\n- Dropped `nose`, the suite "
     "runs on `pytest` now.\n- Switched from `setup.py` to `pyproject.toml`.\n```\n\ndoes this "
     "break our CI?"),
    ("release note quoted", "The release notes say \"Replaced `request` with `undici` as the "
     "HTTP client\". Is that why the proxy setting stopped working?"),
    ("vs benchmarks", "`slog` vs `zap` benchmarks: `zap` does 1.2M lines/s, `slog` 900k. Which "
     "would you pick for the ingest service?"),
    ("reason of others", "I think the mobile team switched to `Coil` from `Glide` because of "
     "memory use on old phones."),
    ("hypothetical", "If we switched to `uv`, would the Docker build get faster?"),
    ("proposal weighed", "Bob suggested we drop `lodash` for native methods; what do you think?"),
    ("migration guide", "The migration guide from `webpack` to `vite` says to rename "
     "`process.env` to `import.meta.env`. Where do we use `process.env`?"),
    ("tried and reverted", "We tried switching to `bun` last year and reverted after a week of "
     "segfaults, so the lockfile still has both."),
    ("three-way comparison", "`moment` vs `dayjs` vs `date-fns`: which one handles time zones "
     "best?"),
    ("ask another team", "Ask the platform team whether they moved to `slog` or still use "
     "`zap`."),
    ("upstream dropped", "Upstream dropped `nose` for `pytest` in 2.0; our fork still runs "
     "`nose`, which is why the plugin fails."),
    ("how hard to move", "How hard would it be to move off `Heroku` to `Fly.io`?"),
    ("deprecated upstream reason", "The `request` package is deprecated upstream, which is why "
     "npm prints that warning on every install."),
    ("which did we drop for", "Did we drop `nose` for `pytest` or for `ward`? The CI config "
     "mentions both."),
    ("commit message drafted", "Here's the commit message I'd use:\n\n    Switch the HTTP client "
     "from requests to httpx\n\nok?"),
    ("their SDK switched", "Their SDK switched to `httpx` in 0.27 and now our `responses` mocks "
     "don't catch the calls."),
    ("switching halved", "Switching the nightly job to `polars` halved its runtime, nice."),
    ("prefer asked why", "Why would anyone prefer `pathlib` over `os.path`?"),
    ("compare asked", "Compare `poetry` and `uv` on a cold install and tell me which is faster."),
    ("a file moved", "I moved `utils.py` to `helpers/` and now the imports are broken."),
    ("ticket quoted", "The ticket says to migrate the billing service from `logrus` to `slog`. "
     "How big is that?"),
    ("stick with me", "Stick with me here: the bug only shows up when `TZ` is unset."),
    ("switched in a branch", "Priya switched her branch to `pnpm` and the CI cache misses every "
     "time."),
)

KNOWN_MISSES: frozenset[str] = frozenset({
    "assert to require", "everything on sqlc", "stopped calling it", "customer became account",
    "plain replaced yup", "one module to pathlib", "this component off enzyme", "date picker only",
    "this query to sqlc",
})

# Written after the reader was changed for the batch: one case per shape it now reads, and the
# near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    ("a move across a kind", "we replaced `moment` with `dayjs` in all the widgets",
     {(ADDS, "dayjs", True), (AVOIDS, "moment", True)}),
    ("a move in one place", "we replaced `moment` with `dayjs` in the date picker", set()),
    ("a move in some of a kind", "we replaced `requests` with `httpx` in these tests", set()),
    ("a move, then what happened", "we switched from `jest` to `vitest` last year and now the "
     "build hangs", set()),
    ("another's move", "the payments team dropped `nose` for `pytest`", set()),
    ("a move upstream", "`request` got replaced by `undici` upstream", set()),
    ("a move of a value", "we switched the timeout from `30s` to `60s`", set()),
    ("a move of a file", "we moved `utils.py` to `helpers/utils.py` last week", set()),
    ("a rename across the code", "we renamed `Customer` to `Account` across the services",
     {(ADDS, "Account", True), (AVOIDS, "Customer", True)}),
    ("a rename of one symbol", "we renamed `foo` to `bar`", set()),
    ("on a tool now", "we're on `bun` now, not `npm`",
     {(RUNS, "bun", True), (NOT_RUN, "npm", True)}),
    ("on a branch now", "we're on `main` now", set()),
    ("out, then what came", "`request` is out, `undici` is in",
     {(ADDS, "undici", True), (AVOIDS, "request", True)}),
    ("out, a release", "`v2` is out, we use it now", set()),
    ("a tool, then when", "we switched from `yarn` to `pnpm` in 2023",
     {(RUNS, "pnpm", True), (NOT_RUN, "yarn", True)}),
    ("a ban, a while ago", "we moved off `lodash` a while ago",
     {(AVOIDS, "lodash", True)}),
    ("tried and went back", "we tried `bun` last year and went back to `pnpm`",
     {(RUNS, "pnpm", True), (NOT_RUN, "bun", True)}),
    ("others tried", "they tried `bun` and went back to `npm`", set()),
    ("went back, then a story", "we tried `bun` and went back to `npm`, and now CI is slow "
     "again", set()),
    ("dropped, then the way", "we dropped `enzyme`; `@testing-library/react` is the way now",
     {(ADDS, "@testing-library/react", True), (AVOIDS, "enzyme", True)}),
    ("a move of code over to", "move the date helpers over to `date-fns`",
     {(ADDS, "date-fns", False)}),
    ("a move of files over to", "move the tests over to `tests/unit/`", set()),
    ("plain names", "we moved off lodash to remeda last year",
     {(ADDS, "remeda", True), (AVOIDS, "lodash", True)}),
    ("plain languages", "we moved from Java to Kotlin in all the services", set()),
    ("plain forges", "we went over to GitHub from GitLab", set()),
    ("plain protocols", "we switched from REST to gRPC across the services", set()),
    ("plain words of prose", "we moved from the office to home last year", set()),
)


test_a_move_the_team_made_stands = reads_as_expected(RULES, KNOWN_MISSES)


test_a_move_in_plain_words_stands = reads_as_expected(PLAIN, KNOWN_MISSES)


test_a_move_of_one_place_holds_for_the_work_at_hand = reads_as_expected(ONE_OFFS, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), LOOK_ALIKES, ids=[n for n, _ in LOOK_ALIKES])
def test_look_alikes_give_nothing(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


test_the_shapes_of_a_move_and_their_near_shapes = reads_exactly(SHAPES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 40 and len(LOOK_ALIKES) >= 25
    check_whole([c[0] for c in (*RULES, *PLAIN, *ONE_OFFS, *LOOK_ALIKES)], KNOWN_MISSES)
