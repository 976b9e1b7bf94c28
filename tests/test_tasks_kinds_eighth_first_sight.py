"""Performance, accessibility and secrets as kinds of work, read at first sight: the eighth
table.

Three kinds of work come back for nearly every developer, in every stack, worded far apart:
code made faster ("this query takes 8 s", "profile the import", "cut the p99", "N+1 in the
orders endpoint", "the list view janks"), screens made usable by everyone ("add aria labels",
"the screen reader can't reach the menu", "contrast fails WCAG", "keyboard focus gets trapped in
the modal"), and secrets or an environment's settings changed ("rotate the Stripe key", "the
cert expires Friday, renew it", "move the DB password to Vault", "update the env vars in
staging"). Clustered by meaning, each fell in with the features or the defects of its topic;
slowness was read as a defect, a search for a cause, though the work is a measurement and a
speed-up. So each is a kind of its own (`tasks/speed_cues.py`, `tasks/access_cues.py`,
`tasks/secret_cues.py`): `perf`, `a11y`, `secrets`. The table was written before the kinds read
it, across SQL, Go, Rust, Python, TypeScript/React, Android, iOS, Lambda, Kubernetes, Vault and
the CI's secrets; with its traps: a key of a map, an image or a carousel rotated, a product's
screen, a fast-forward, `index.ts` and an index page, a certificate of a course, a performance
review, slow tests and CI (the checks'), a migration adding an index, a ticket, a document, a
question, a review, a commit or a pull request about the kinds' things, a product's settings,
API keys and passwords, keyboard shortcuts, a heap profile of memory that grows (a leak), a
video sped up, enemies made to move faster, a pasted slow-query log.

At first sight (the kinds as they were before this table), of the 55 requests of the three kinds
none was read as one: of the 21 about speed 3 got `debug` ("profile the import", "why is this go
handler so slow?", "startup time doubled"), 1 `explain` (a pasted "EXPLAIN ANALYZE shows ...")
and 17 none; of the 18 about accessibility 3 got `feature` and 15 none; of the 16 about secrets
all none. Of the 44 traps 37 were read as expected and 7 none; none of the 19 look-alikes was
given a new kind. Through the real store, the 8 sessions (`helpers/sessions_kinds8.py`: a Django
app with Claude Code and Codex, a Go service with Claude Code, a React app with the Copilot CLI,
a Rust CLI with Claude Code and Codex), where 5 speed-ups, 4 accessibility fixes, 4 secrets
rotated or moved and 4 defects recur among 17 follow-ups: 14 of 17 requests of the recurring
work were tasks (two secrets and a speed-up asked mid-session were taken for follow-ups), 0 of
17 follow-ups made tasks, 1 of 1 one-off question; pairs of requests of the same work in one
family and of other work apart: precision 0.60, recall 0.32, F1 0.41 (a speed-up in the
defects' family, the others each alone or by topic).

After the three kinds (read after documentation and before refactoring, so that a slow test or
CI stays the checks', a migration that adds an index the migration's, a ticket or a document
about a key rotation its kind's; before debug, so that slowness told is speed work, while a
leak, a timeout, a pegged CPU or a heap profile of growing memory stay defects; their words and
the jargon of speed, "N+1", "a seq scan", "janks", a figure of speed told by its value, are
software talk by themselves; "EXPLAIN ANALYZE" is SQL's, no question), 54 of 55 requests, the
same 37 of 44 traps (the 7 read none are of other kinds and name no software), none of the 36
look-alikes given the kind; the sessions: 17 of 17 tasks, 0 of 17 follow-ups made tasks, 1 of 1
one-off; pairs precision 1.0, recall 1.0, F1 1.0, the 4 kinds of recurring work each whole and
apart. No expectation was changed after the run. The cases in `TRIED` (24) and the last 15
look-alikes were written after the cues, to try them where they could go wrong: of the 39, 6
were read otherwise at first and mended by their shape (a leak told before "rotate it",
secrets moved "out of" a file, a whole `.env` committed then rotated, a duration that may be
("can take 10 minutes") not told, "the slow query" named as a case, quadratic work told in
big-O). The last 2 look-alikes followed from a longer history: a query's shape given as the
reason of an ask ("use `select_related` for that, it's doing N+1 queries") goes on with the
work it is said of, so the queries' shapes are speed work only told first.

Earlier tables read differently since: "add aria-labels ..." (`feature`), "the focus outline is
gone ..." (`debug`), "voiceover skips ..." (`debug`) and two known misses of the fields and the
sixth tables are `a11y`; "profile the search endpoint, p99 is 2s" and nine other wordings of
`kinds_fifth_sight.py`'s debug, "run a cpu profile ..." and two known misses of the sixth table
are `perf`; "I need a short doc for the on-call people on how to rotate the keys" is read as
`docs` (the rotation is software talk now). In the sixteenth batch of sessions the screen
reader's fixes, the rotated secrets and the slow queries, known misses there, each land in their
kind's family; two follow-up wordings once known misses are decided right (a question after a
speed-up is new work; "the search endpoint is really slow ..., profile it" is). On the labelled
real split no request is of the
three kinds: the mined tasks, families and judges are unchanged.

Still read otherwise, in `KNOWN_MISSES` and checked to stay so: "make the image resizing
faster" names no software (none, not a wrong kind); the 7 traps read none.
"""

from __future__ import annotations

from datetime import UTC, datetime

from skillsleep.tasks.kinds import BY_ID
from skillsleep.workspace.plan import CODE_KINDS

from helpers.kinds_read import kinds_as_asked, kinds_not_given, known_misses_stay_wrong
from helpers.mined import forgotten  # noqa: F401  (each test starts with nothing remembered)
from helpers.rounds import (
    families_of,
    follow_ups_go_on,
    kinds_apart,
    labelled_round,
    one_family_each,
    pair_figures,
    tasks_made,
)
from helpers.sessions_kinds8 import (
    A11Y,
    AGENT,
    DEFECT,
    FOLLOWUP,
    ONE_OFF,
    PERF,
    SECRETS,
    SESSIONS,
)

NEW = ("perf", "a11y", "secrets")

# Requests of the three kinds, across stacks and ways of saying them.
REQUESTS: list[tuple[str | None, str]] = [
    # Made faster or lighter: a duration told, a profile, a query plan, N+1, an index for a
    # lookup, latency percentiles, rendering that janks, a bundle, allocations, a cold start.
    ("perf", "this query takes 8 s"),
    ("perf", "profile the import"),
    ("perf", "the page is slow"),
    ("perf", "add an index on orders.customer_id, the lookup does a full table scan"),
    ("perf", "cut the p99 of the search endpoint"),
    ("perf", "N+1 in the orders endpoint"),
    ("perf", "the dashboard takes forever to load"),
    ("perf", "speed up the csv export, it takes 40 seconds for 10k rows"),
    ("perf", "the parser allocates way too much, reduce the allocations in the hot loop"),
    ("perf", "why is this go handler so slow?"),
    ("perf", "the list view janks when scrolling on android"),
    ("perf", "reduce the bundle size, main.js is 2MB"),
    ("perf", "the endpoint does one query per item, batch them"),
    ("perf", "memoize the expensive selector so the table stops re-rendering on every keystroke"),
    ("perf", "benchmark the two json serializers and keep the faster one"),
    ("perf", "the lambda's cold start is 3 seconds, bring it down"),
    ("perf", "EXPLAIN ANALYZE shows a seq scan on events, fix the query"),
    ("perf", "startup time doubled since the last release"),
    ("perf", "make the image resizing faster"),
    ("perf", "the flame graph shows most of the time in json.Marshal, optimize that path"),
    ("perf", "our API latency is terrible, p95 is 2.4s"),
    # Accessibility: assistive technology named, WCAG, contrast, focus and keyboard, labels,
    # alt text, an audit tool's report, reduced motion.
    ("a11y", "add aria labels to the icon buttons in the header"),
    ("a11y", "the screen reader can't reach the dropdown menu"),
    ("a11y", "contrast on the secondary buttons fails WCAG AA, fix it"),
    ("a11y", "keyboard focus gets trapped in the settings modal"),
    ("a11y", "run axe on the checkout page and fix what it reports"),
    ("a11y", "VoiceOver reads the price twice on the product card"),
    ("a11y", "TalkBack announces the toggle as 'unlabelled'"),
    ("a11y", "add alt text to the avatars"),
    ("a11y", "the tab order on the signup form jumps from email to the footer"),
    ("a11y", "make the data table navigable with the keyboard"),
    ("a11y", "add a skip to content link for keyboard users"),
    ("a11y", "the focus ring disappeared on the nav links"),
    ("a11y", "lighthouse accessibility score is 62, get it above 90"),
    ("a11y", "add contentDescription to the image buttons on the compose screen"),
    ("a11y", "the form errors aren't announced to screen readers"),
    ("a11y", "respect prefers-reduced-motion in the carousel animations"),
    ("a11y", "make the modal accessible"),
    ("a11y", "label the form inputs properly for assistive tech"),
    # Secrets and an environment's settings: rotated, renewed, moved to a store, set in an
    # environment.
    ("secrets", "rotate the Stripe key"),
    ("secrets", "the cert expires Friday, renew it"),
    ("secrets", "move the DB password to Vault"),
    ("secrets", "update the env vars in staging"),
    ("secrets", "rotate the AWS access keys the deploy job uses"),
    ("secrets", "the github token in the workflow leaked, rotate it and update the secret"),
    ("secrets", "renew the TLS certificate on the load balancer"),
    ("secrets", "move the api keys out of config.yaml into AWS Secrets Manager"),
    ("secrets", "set REDIS_URL in the production environment"),
    ("secrets", "add SENTRY_DSN to the staging env"),
    ("secrets", "the JWT signing secret is hardcoded, load it from the secret store"),
    ("secrets", "replace the expired SSL cert on api.example.com"),
    ("secrets", "store the oauth client secret in a kubernetes secret instead of the configmap"),
    ("secrets", "change DATABASE_URL in the prod .env to point at the new replica"),
    ("secrets", "regenerate the webhook signing secret and put the new one in the vault"),
    ("secrets", "re-encrypt the sops secrets with the new age key"),
]

# Words of the three kinds that ask for other work, or for none.
TRAPS: list[tuple[str | None, str]] = [
    # A key of a map, an image or a carousel rotated, a screen of the product.
    ("refactor", "rename the `host` key in the settings dict to `hostname`"),
    ("debug", "the `total` key is missing from the JSON response"),
    ("feature", "add a button to rotate the image in the photo editor"),
    ("feature", "let users rotate uploaded photos before saving them"),
    (None, "rotate my tires next week"),
    ("feature", "add a screen for the order history"),
    ("debug", "the settings screen crashes when I rotate the phone"),
    (None, "my screen is cracked, where can I get it fixed"),
    # A fast-forward, an index file or page, a certificate of a product, a performance review.
    ("git-sync", "fast-forward main to origin/main"),
    ("git-sync", "fast forward the release branch"),
    ("refactor", "split index.ts into one file per route"),
    ("debug", "index.ts throws on import in node 18"),
    ("feature", "add an index page for the blog posts"),
    ("feature", "add a certificate download button to the course completion page"),
    ("feature", "let students print their certificate after the final quiz"),
    (None, "write my performance review for this quarter"),
    (None, "help me prepare for my performance review"),
    # Slow tests and CI are the checks' work.
    ("checks", "the integration tests are slow and time out on CI"),
    ("checks", "TestCheckoutFlow is flaky, it's slow under load and times out sometimes"),
    ("checks", "the CI run takes 25 minutes, make it faster"),
    ("checks", "eslint-plugin-jsx-a11y reports 30 errors, fix them"),
    # Other work about the kinds' things: a migration, a ticket, a document, a question, a
    # review, a commit, a pull request, tests.
    ("migration", "write a migration adding an index on events.created_at"),
    ("docs", "document how to rotate the signing keys in the runbook"),
    ("tracker", "open a ticket to rotate the stripe key next month"),
    ("explain", "how do we load secrets in prod?"),
    ("docs", "add the new env vars to the README"),
    ("review", "review the PR that speeds up the importer"),
    ("commit", "commit the perf fix"),
    ("pr", "open a PR for the index changes"),
    ("explain", "explain why the cache makes the page faster"),
    ("add-tests", "add playwright tests for the checkout form's keyboard navigation"),
    # Settings, keys and passwords as a product's features.
    ("feature", "add a setting for the session timeout"),
    ("feature", "add an env var to turn the new checkout on"),
    ("feature", "let admins regenerate their API key from the settings page"),
    ("feature", "add a password strength meter to the signup form"),
    ("feature", "add keyboard shortcuts for the next and previous photo"),
    ("explain", "what does the `--profile` flag do?"),
    ("feature", "add a profile page where users edit their bio"),
    # No software talked about.
    (None, "renew my passport before the trip"),
    (None, "I need to renew my gym membership"),
    (None, "my laptop is so slow lately, what should I buy"),
    (None, "the coffee machine is slow today"),
    (None, ""),
    (None, "```\nLOG:  duration: 8123.441 ms  statement: SELECT * FROM events\n```"),
]

# A kind's words that ask for no work of that kind here.
NOT_OF_KIND: list[tuple[str, str]] = [
    ("perf", "add full-text search indexing for the documents"),
    ("perf", "make the enemies move faster in level 2"),
    ("perf", "make the fade-in animation slower"),
    ("perf", "increase the timeout to 30s"),
    ("perf", "add a 'fast' option to the shipping methods"),
    ("perf", "speed up the video to 1.5x when the user presses the button"),
    ("perf", "take a heap profile of the api, memory keeps growing"),
    ("perf", "the profile page shows someone else's avatar"),
    ("a11y", "the focus timer resets when the app goes to the background"),
    ("a11y", "show a larger screenshot in the lightbox"),
    ("a11y", "the keyboard covers the text input on the chat screen on iphone SE"),
    ("a11y", "add a screen reader to the library's audio books"),
    ("secrets", "add a password reset flow"),
    ("secrets", "the password field accepts 3 characters"),
    ("secrets", "rotate the logs daily"),
    ("secrets", "rotate the carousel every 5 seconds"),
    ("secrets", "add a secrets tab to the project settings where users keep their tokens"),
    ("secrets", "the vault page crashes when a note has no title"),
    ("secrets", "sort the keys of the map before printing"),
    # Written after the cues, with `TRIED`.
    ("perf", "make the font lighter on the hero section"),
    ("perf", "make the ball fall faster after each level"),
    ("perf", "make the menu animation faster"),
    ("perf", "my internet is slow today"),
    ("perf", "add a loading skeleton while the slow query runs"),
    ("perf", "the export takes about 2 minutes, show a progress bar meanwhile"),
    ("perf", "optimize the landing page for SEO"),
    ("perf", "index the new documents in elasticsearch"),
    ("secrets", "rotate the banner images every 10 seconds on the home page"),
    ("secrets", "add an alert when the TLS certificate expires in less than 14 days"),
    ("secrets", "refresh the access token before it expires"),
    ("secrets", "the keys in the yaml are out of order, sort them"),
    ("secrets", "store the user's api key encrypted in the database"),
    ("a11y", "increase the contrast of the photo in the editor"),
    ("a11y", "the tabs on the settings page don't switch on mobile"),
    # A query's shape given as the reason of an ask, said of the work just done.
    ("perf", "use `prefetch_related` there, it's doing N+1 queries"),
    ("perf", "joinedload please, the page does a query per row"),
]

# Written after the cues, to try them where they could go wrong: a possible duration, a figure
# told as fine, a case opened before a certificate expires, a leak told before "rotate it",
# secrets moved out of a file, big-O, a profile page, a focus mode, benchmarks, builds on CI.
TRIED: list[tuple[str | None, str]] = [
    ("perf", "the search endpoint is slow since the ORM upgrade"),
    ("perf", "optimize the postgres query behind the orders report"),
    ("perf", "write benchmarks for the tokenizer"),
    ("perf", "this loop is O(n^2), make it linear"),
    ("perf", "the app feels sluggish on older iphones"),
    ("perf", "profile the memory of the worker"),
    ("feature", "add a `--timeout` flag, the import can take 10 minutes on big files"),
    ("feature", "the p99 is fine, now add caching"),
    ("feature", "profile page: add a field for the pronouns"),
    ("add-tests", "add a benchmark test for the tokenizer"),
    ("checks", "why is `cargo build` so slow on CI?"),
    ("a11y", "tab through the form and tell me what's wrong"),
    ("a11y", "screen readers announce the spinner forever"),
    ("explain", "how does the focus trap in the modal work?"),
    ("feature", "the focus mode hides the sidebar, add a shortcut to leave it"),
    ("secrets", "the slack webhook url leaked in the logs, rotate it"),
    ("secrets", "set NODE_ENV=production in the staging env"),
    ("secrets", "move the secrets out of the Dockerfile"),
    ("secrets", "the .env is committed to the repo, remove it and rotate everything in it"),
    ("feature", "log a warning when the cert is about to expire"),
    ("feature", "add the STRIPE_KEY env var to the docker-compose file"),
    ("debug", "the api returns 500 when the token is expired"),
    ("debug", "the certificate generator puts the wrong name on the pdf"),
    ("debug", "the cron job that renews the certificates fails with exit code 1"),
]

# Read otherwise, each checked to stay so (see the docstring): none of them with a wrong kind.
KNOWN_MISSES: frozenset[str] = frozenset({
    "make the image resizing faster",
    "add a screen for the order history",
    "split index.ts into one file per route",
    "add an index page for the blog posts",
    "let students print their certificate after the final quiz",
    "how do we load secrets in prod?",
    "add a password strength meter to the signup form",
    "add keyboard shortcuts for the next and previous photo",
})




CASES = REQUESTS + TRAPS


test_a_request_gets_the_kind_it_asks_for = kinds_as_asked(CASES, KNOWN_MISSES)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(CASES, KNOWN_MISSES)


test_the_cues_read_what_they_were_not_written_for_as_expected = kinds_as_asked(TRIED)


test_a_kinds_word_alone_gives_no_kind = kinds_not_given(NOT_OF_KIND)


def test_the_new_kinds_are_in_the_taxonomy_and_the_table_is_large() -> None:
    assert set(NEW) <= set(BY_ID)
    # Faster code and accessible screens are changes to code, replayed in a workspace; a secret
    # rotated or an environment's setting changed is done outside the code.
    assert {"perf", "a11y"} <= CODE_KINDS and "secrets" not in CODE_KINDS
    assert sum(k in NEW for k, _ in REQUESTS) >= 45
    assert len(TRAPS) + len(NOT_OF_KIND) >= 35
    assert len({t for _, t in CASES + TRIED}) == len(CASES) + len(TRIED)


# Whole sessions through the real store: the recurring work among other work.
T0 = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
WORK = (PERF, A11Y, SECRETS, DEFECT)


_mined, READING, WORK_REQUESTS, FOLLOWUPS, ONE_OFFS = labelled_round(
    SESSIONS, T0, AGENT, WORK, FOLLOWUP, ONE_OFF)

# Read otherwise in the sessions, each checked to stay so (see the docstring).
SESSION_MISSES: frozenset[str] = frozenset()


def _families(label: str) -> set[str | None]:
    return families_of(label, WORK_REQUESTS, READING, _mined())


test_a_request_of_work_is_a_task = tasks_made(WORK_REQUESTS + ONE_OFFS, _mined, SESSION_MISSES)
test_a_follow_up_goes_on_with_its_task = follow_ups_go_on(FOLLOWUPS, _mined, SESSION_MISSES)
test_requests_of_one_kind_of_work_land_in_one_family = one_family_each(WORK, _families,
                                                                       SESSION_MISSES)
test_different_work_lands_in_different_families = kinds_apart(WORK, _families, SESSION_MISSES)


def test_the_sessions_read_as_they_were_measured() -> None:
    mined = _mined()
    assert len(SESSIONS) >= 8
    assert sum(r in mined for r in WORK_REQUESTS) == len(WORK_REQUESTS) == 17
    assert sum(r in mined for r in FOLLOWUPS) == 0 and len(FOLLOWUPS) == 17
    assert sum(r in mined for r in ONE_OFFS) == len(ONE_OFFS) == 1
    precision, recall = pair_figures(WORK_REQUESTS, READING, mined)
    assert (round(precision, 2), round(recall, 2)) == (1.0, 1.0)
    # Each recurring work in the family of its kind.
    assert {label: {mined[r][1] for r in WORK_REQUESTS if READING[r] == label}
            for label in WORK} == {PERF: {"perf"}, A11Y: {"a11y"}, SECRETS: {"secrets"},
                                   DEFECT: {"debug"}}
