"""An eleventh table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people work with coding agents in general, before the cues were
looked at for it, and its figure was taken with the model as it then was.

Its requests come at the turns of a session where the work in progress is stopped, taken up
again or judged. After the person interrupted the agent ("[Request interrupted by user]"), a
follow-up redirects the same work ("no wait, do it in the handler instead"), a new task drops
it for other work ("stop that, prod is down ..."). After a long gap, a follow-up takes the work
up again ("ok where were we", "continue"), a new task opens the day with other work ("new day,
new thing: ..."). After a plan the agent laid out, a follow-up approves or edits it ("go with
option A but skip step 4"), a new task asks for a plan of other work. After the agent
misunderstood, a follow-up restates the request at more length ("what I meant was ..."), a new
task is a long specification of other work. After the work was reported done, a follow-up
reports it tried by hand ("tried it, the button does nothing on Safari"), a new task reports a
defect of something else met along the way ("unrelated: the login page 500s too").

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one. At first sight the model made 9 of the
33 follow-ups tasks and 5 of the 25 new tasks follow-ups. After the reading they led to, 1 and
0: the last request said again ("let me rephrase:", "sorry, I wasn't clear.", "I think you
misunderstood. by collapsible I mean"), the work taken up again when what it names is what the
exchange named ("morning! carry on with the view switch"), an option the reply laid out picked
and edited ("A is fine. use ...": the reply's lines or words must offer it) and the piece tried
by hand, read as an aside is, its subject the piece's ("tried it, the button ...", "works in
chrome and firefox, but the toast ...", "signed up with a test account, the email arrived but
...") are follow-ups by their wording; the work dropped by its own name or put off ("actually
forget the icons,", "let's hold off on that.") before an ask of things not named, and a heading
of other work over its specification ("new spec for the invoices page:", "now the onboarding
flow:") are new tasks by theirs, and "more urgent:" turns away from the work as "btw" does. No
weight changed: the labelled history's features are the same, so the trainer gives the same
weights. Still missed: a trial whose subject is the input tried, not the piece ("a 12 MB heic
upload just spins forever").
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from helpers.exchanges import (
    Before,
    cue,
    decided_new,
    decision_tests,
    why_decided,
)

NEXT_DAY = timedelta(hours=16)

# The agent stopped mid-work: what it said it was doing when the person interrupted it.
RATE_LIMIT = Before(
    "add rate limiting to the /login endpoint",
    "I'll add a rate limiter as middleware. Let me first look at how `app/main.py` registers "
    "middleware, then create `app/middleware/ratelimit.py` with a token bucket keyed by the "
    "client IP.", interrupted=True)
TEMPLATES = Before(
    "cache the parsed templates so we don't re-read them on every request",
    "I'll keep a `HashMap<PathBuf, Template>` behind an `RwLock` in `TemplateStore` and fill it "
    "lazily on first use. Starting with `src/templates/store.rs`.", interrupted=True)
ICONS = Before(
    "replace the png icons in the toolbar with svg components",
    "I'm converting each png in `src/assets/toolbar/` to an SVG React component with svgr. "
    "Running `npx @svgr/cli --out-dir src/icons src/assets/toolbar` now.", interrupted=True)
SPRING = Before(
    "upgrade spring boot from 2.7 to 3.2",
    "Starting with the build: bumping `org.springframework.boot` to 3.2.0 in `build.gradle`. "
    "143 files import `javax.*`; I'll run OpenRewrite's Spring Boot 3 recipe over all of them "
    "to move them to `jakarta.*`.", interrupted=True)

# Work left the day before.
SYNC = Before(
    "write a sync command that mirrors a local folder to the bucket",
    "`cmd/sync.go` walks the folder, compares each file's MD5 with the object's ETag and "
    "uploads what differs. Deletions are not handled yet; next I'd add a `--delete` flag that "
    "removes objects with no local file. Want me to go on with that?", gap=NEXT_DAY)
PREFS = Before(
    "move the user preferences from the json column into their own table",
    "First half done: a `Preference` model with migration `0057_preference.py`, and a data "
    "migration that copies the json over. Left: switching `UserSettingsView` to read from the "
    "table, and dropping the old column in a later migration.", gap=NEXT_DAY)
SDK_DOCS = Before(
    "write docs for the public API of the sdk",
    "I documented `Client`, `Session` and `Uploader` with TSDoc comments and an example each, "
    "and typedoc builds them into `docs/api/`. Still to do: `Downloader` and the error "
    "classes.", gap=NEXT_DAY)
OFFLINE = Before(
    "add offline support to the notes screen",
    "Notes are now stored in a local sqflite database and `NotesScreen` reads from it first; "
    "a `SyncService` pushes pending changes when the connection comes back. Conflicts are not "
    "handled yet: the last write wins.", gap=NEXT_DAY)

# A plan the agent laid out.
JWT_PLAN = Before(
    "plan how we move auth from sessions to JWT",
    "Here's the plan:\n1. Add a `/token` endpoint that issues access and refresh tokens\n"
    "2. Add a `verifyJwt` middleware next to the session check\n3. Move the mobile clients to "
    "the bearer token\n4. Remove express-session and the redis store\nOption A keeps both for a "
    "release, option B switches at once. I'd go with A.")
SEARCH_PLAN = Before(
    "how should we add full-text search to the product catalog?",
    "Two options:\nA. A Postgres `tsvector` column with a GIN index, kept up to date by a "
    "trigger: no new service.\nB. Elasticsearch, fed from the outbox table by a worker: better "
    "relevance and facets, one more thing to run.\nFor 40k products I'd start with A. Steps: "
    "1. add the column and the trigger, 2. backfill, 3. add `/search` with "
    "`websearch_to_tsquery`.")
TURBO_PLAN = Before(
    "plan splitting the frontend build into packages with turborepo",
    "Proposed steps:\n1. Move `shared/ui` and `shared/utils` into `packages/`\n2. Add "
    "`turbo.json` with build and test pipelines\n3. Switch CI to `turbo run build "
    "--filter=...[origin/main]`\n4. Publish `ui` to the internal npm registry\nShall I start?")

# The agent did something other than what was meant.
CSV_EXPORT = Before(
    "export the report as csv",
    "Added a Download CSV button on the reports page that calls `/reports/<id>/export.csv`; "
    "the view streams the table's rows with `csv.writer`, every column in the table's order.")
SIDEBAR = Before(
    "make the sidebar collapsible",
    "The sidebar now collapses to icons when the window is narrower than 768 px, through a "
    "media query in `Sidebar.vue`.")
QUIET_LOGS = Before(
    "make the logging less noisy",
    "I changed the default level in `internal/log/logger.go` from DEBUG to WARN, so only "
    "warnings and errors are printed now.")
API_TYPES = Before(
    "fix the types in the api client",
    "I added `// @ts-expect-error` on the 12 lines tsc flagged in `apiClient.ts`, and "
    "`tsc --noEmit` passes now.")

# Work reported done, for the person to try.
SHARE = Before(
    "add a copy-link button to the share dialog",
    "`ShareDialog.tsx` has a Copy link button that writes the URL with "
    "`navigator.clipboard.writeText` and shows a Copied toast for 2 s. Tests pass.")
AVATAR = Before(
    "let users upload an avatar",
    "Users can upload an avatar on the profile page: it's stored with Active Storage, resized "
    "to 256x256 with `image_processing` and shown in the header. Specs pass.")
PROGRESS = Before(
    "show a progress bar while downloading",
    "`download()` now drives an `indicatif::ProgressBar` from the Content-Length header, with "
    "a spinner when the length is unknown. `cargo test` passes.")
WELCOME = Before(
    "send a welcome email after signup",
    "`on_user_created` now enqueues `send_welcome_email`, rendered from "
    "`templates/email/welcome.html` and sent through the SES client. Tested against the SES "
    "stub.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # After an interruption, the same work redirected.
    ("redirected", RATE_LIMIT, "no wait, do it in the handler instead"),
    ("redirected", RATE_LIMIT, "stop, don't make it a middleware, just a decorator on the login "
                               "route"),
    ("redirected", TEMPLATES, "hold on, use an LRU with a cap of 200 entries, not an unbounded "
                              "map"),
    ("redirected", ICONS, "wait, not svgr, just inline the svgs by hand, there are only six"),
    ("redirected", SPRING, "sorry, don't run openrewrite on everything, do the jakarta imports "
                           "module by module so I can review them"),
    ("redirected", SPRING, "go to 3.1 instead of 3.2, our base image isn't ready for 3.2"),
    ("redirected", ICONS, "no no, keep the pngs for the old safari build and add the svgs next "
                          "to them"),
    # After a long gap, the work taken up again.
    ("taken up", SYNC, "ok where were we"),
    ("taken up", PREFS, "continue"),
    ("taken up", SDK_DOCS, "let's pick this up again"),
    ("taken up", SYNC, "back. let's finish the --delete flag"),
    ("taken up", PREFS, "morning! carry on with the view switch"),
    ("taken up", OFFLINE, "hey, picking up from yesterday, what's left on the conflict "
                          "handling?"),
    ("taken up", SDK_DOCS, "ok, resume where you left off"),
    # A plan approved or edited.
    ("plan", JWT_PLAN, "go with option A but skip step 4, we'll drop the session store later"),
    ("plan", JWT_PLAN, "approved, but put the JWT path behind a feature flag"),
    ("plan", SEARCH_PLAN, "B. but run the worker as a sidecar, not a separate deployment"),
    ("plan", TURBO_PLAN, "sounds good, skip step 3 and do 1, 2 and 4"),
    ("plan", TURBO_PLAN, "plan looks good, but publish to github packages instead of the "
                         "internal registry"),
    ("plan", SEARCH_PLAN, "A is fine. use the simple text search config, we don't need "
                          "stemming"),
    ("plan", JWT_PLAN, "lgtm, start with step 1. and keep the old endpoints working until the "
                       "clients have moved"),
    # The request restated at more length.
    ("restated", CSV_EXPORT, "what I meant was a csv of the raw events behind the report, not "
                             "the table itself. one row per event with the timestamp, user id "
                             "and event type"),
    ("restated", SIDEBAR, "let me rephrase: the user should be able to collapse it with a "
                          "button, whatever the window size, and it should remember the "
                          "choice"),
    ("restated", QUIET_LOGS, "no, I didn't mean the level. the health check logs a line every "
                             "5 seconds and the request logger logs every static asset, those "
                             "are the noisy ones. keep debug for everything else"),
    ("restated", API_TYPES, "sorry, I wasn't clear. I don't want the errors silenced, I want "
                            "the response types to actually match what the server returns, "
                            "generate them from the openapi spec if you have to"),
    ("restated", CSV_EXPORT, "to be clearer: the export should run in the background and email "
                             "a link when it's done, the reports are too big for one request"),
    ("restated", SIDEBAR, "I think you misunderstood. by collapsible I mean each section of the "
                          "sidebar (projects, teams, settings) can be folded on its own, like "
                          "an accordion"),
    # The work tried by hand, and what was seen.
    ("tried", SHARE, "tried it, the button does nothing on Safari"),
    ("tried", AVATAR, "uploaded a png from my phone and it shows up rotated 90 degrees"),
    ("tried", PROGRESS, "ran it against the big release asset, the bar stays at 0% until the "
                        "end and then jumps to 100"),
    ("tried", WELCOME, "signed up with a test account, the email arrived but the images are "
                       "broken and the greeting says {{ first_name }}"),
    ("tried", SHARE, "works in chrome and firefox, but the toast never shows on mobile"),
    ("tried", AVATAR, "tested locally, a 12 MB heic upload just spins forever"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # After an interruption, the work dropped for other work.
    ("dropped", RATE_LIMIT, "stop that, prod is down, the payments webhook returns 502, look at "
                            "it now"),
    ("dropped", TEMPLATES, "leave the cache for now. I need a quick script that dumps every "
                           "template name and its size to a csv"),
    ("dropped", ICONS, "actually forget the icons, can you bump node to 20 in the Dockerfile "
                       "first"),
    ("dropped", SPRING, "cancel the upgrade, we're not doing it this sprint. instead write a "
                        "README section on running the service locally"),
    ("dropped", RATE_LIMIT, "sorry, more urgent: the staging deploy fails at the migration "
                            "step, can you check the github actions log"),
    # After a long gap, other work for the day.
    ("new day", SYNC, "new day, new thing: we need a cron job that cleans expired sessions out "
                      "of redis"),
    ("new day", OFFLINE, "morning. today I'd like to set up sentry crash reporting for the ios "
                         "and android builds"),
    ("new day", PREFS, "different thing today: write a load test for the search api with k6"),
    ("new day", SDK_DOCS, "hi again, can you generate a changelog from the git history since "
                          "v2.4.0"),
    ("new day", PREFS, "back after the weekend. main is red because of a flaky selenium test in "
                       "test_checkout.py, can you quarantine it"),
    # A plan asked for other work.
    ("other plan", JWT_PLAN, "before that, write me a plan for moving our logs from papertrail "
                             "to loki"),
    ("other plan", SEARCH_PLAN, "nice. separately, I need a plan for upgrading the postgres "
                                "cluster from 13 to 16 with minimal downtime"),
    ("other plan", TURBO_PLAN, "let's hold off on that. can you plan out how we'd add i18n to "
                               "the dashboard, we need german and french by march"),
    ("other plan", TURBO_PLAN, "approved. next: plan the migration of our cron jobs from the "
                               "vm to kubernetes cronjobs"),
    ("other plan", SEARCH_PLAN, "makes sense. different topic, draft a plan for rotating all "
                                "the aws access keys"),
    # A long specification of other work.
    ("new spec", CSV_EXPORT, "Here's the next feature. We need an audit log: every change to a "
                             "project's settings writes a row with who did it, when, the old "
                             "and the new value. Admins see it under Settings > Audit, "
                             "filterable by user and date, and rows are kept for a year."),
    ("new spec", QUIET_LOGS, "next up, a longer one. write a small cli in go that reads our k8s "
                             "manifests, finds every container without resource limits and "
                             "prints them as a table with namespace, deployment and container; "
                             "exit code 1 if any were found so ci can use it"),
    ("new spec", SIDEBAR, "ok that's fine. now the onboarding flow: after signup the user lands "
                          "on a three-step wizard, pick a workspace name, invite teammates by "
                          "email, connect github. each step can be skipped, progress is saved, "
                          "and the wizard never shows again once finished"),
    ("new spec", API_TYPES, "let me describe the next thing properly: the nightly job that "
                            "syncs products from the ERP should retry failed batches three "
                            "times, write the failed SKUs to a dead-letter table and post a "
                            "summary to #ops in slack every morning"),
    ("new spec", CSV_EXPORT, "new spec for the invoices page: invoices newest first, 25 per "
                             "page, status chips for paid, open and overdue, a search by "
                             "customer name and a button that resends the invoice email"),
    # A defect of something else, met while trying the work.
    ("met on the way", SHARE, "unrelated: the login page 500s too, can you look"),
    ("met on the way", AVATAR, "while testing I noticed the password reset link in the footer "
                               "goes to a 404. separate thing, can you fix that"),
    ("met on the way", PROGRESS, "the progress bar works. but --help prints the wrong version, "
                                 "it says 0.3.1 and we're on 0.4.0, fix that too"),
    ("met on the way", WELCOME, "email's fine. on the way I saw that the admin user list takes "
                                "20 seconds to load, can you profile it"),
    ("met on the way", SHARE, "also found that the dark mode toggle resets on every page "
                              "reload, different bug, could you look into it"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
})


(test_a_request_at_a_turn_of_the_session_is_told_a_new_task_or_a_follow_up_at_eleventh_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(30, 25))


@pytest.mark.parametrize(("words", "before"), [
    ("no, I meant the export of the whole dashboard, every widget, as one file", CSV_EXPORT),
    ("that's not what I asked for. I wanted the client to throw typed errors", API_TYPES),
    ("to be more precise: only the info logs of the poller should go, not the rest",
     QUIET_LOGS),
])
def test_the_last_request_said_again_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("says the last request again",)


@pytest.mark.parametrize(("words", "before"), [
    ("I meant to ask earlier: can you set up dependabot for the repo?", SDK_DOCS),
    ("let me clarify the requirements for the next feature: a public status page with uptime "
     "per service", SIDEBAR),
])
def test_other_work_after_words_of_saying_again_is_not_the_last_request(
        words: str, before: Before) -> None:
    assert decided_new(before, words)
    assert why_decided(before, words) != ("says the last request again",)


@pytest.mark.parametrize(("words", "before"), [
    ("ok let's continue with the data migration", PREFS),
    ("back to the error classes", SDK_DOCS),
    ("keep going", SYNC),
])
def test_the_work_taken_up_again_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("takes the work in progress up again",)


@pytest.mark.parametrize(("words", "before"), [
    ("continue with the audit log export for the admin panel", SYNC),
    ("back to the other project: the android build fails on gradle 8", SYNC),
])
def test_taking_up_things_the_exchange_did_not_name_is_not_read_by_its_wording(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("takes the work in progress up again",)


@pytest.mark.parametrize(("words", "before"), [
    ("2, but put turbo.json at the repo root", TURBO_PLAN),
    ("option A, and skip the backfill, the table is empty anyway", SEARCH_PLAN),
])
def test_an_option_of_the_answer_picked_and_edited_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("picks an option the answer laid out",)


@pytest.mark.parametrize(("words", "before", "new"), [
    # A list of the person's own, an operation after the pick, no options laid out.
    ("1. rename the repo\n2. add a codeowners file\n3. set up renovate", TURBO_PLAN, True),
    ("B, and commit it when you're done", SEARCH_PLAN, True),
    ("B, but keep it under 200 px", SIDEBAR, False),
])
def test_a_letter_or_a_number_that_picks_no_option_of_the_answer_is_not_read_as_a_pick(
        words: str, before: Before, new: bool) -> None:
    assert decided_new(before, words) == new
    assert why_decided(before, words) != ("picks an option the answer laid out",)


@pytest.mark.parametrize(("words", "before"), [
    ("deployed it to staging, the toast shows twice", SHARE),
    ("clicked through it on my phone, it crops the top of the image", AVATAR),
    ("tried it locally, it ends up in spam on gmail", WELCOME),
])
def test_the_piece_tried_by_hand_and_what_was_seen_is_a_follow_up_by_its_wording(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)
    assert why_decided(before, words) == ("tells of the piece just made, after an aside",)


def test_a_defect_of_other_things_seen_while_trying_the_piece_is_not_the_piece() -> None:
    words = "deployed it to staging, the payments page is blank"
    assert decided_new(SHARE, words)
    assert why_decided(SHARE, words) != ("tells of the piece just made, after an aside",)


@pytest.mark.parametrize(("words", "before"), [
    ("drop the cache for now, we need a health check endpoint that reports the db status",
     TEMPLATES),
    ("let's park that. can you write a backup script for the grafana dashboards", ICONS),
])
def test_the_work_dropped_for_work_on_other_things_is_a_new_task_by_its_wording(
        words: str, before: Before) -> None:
    assert decided_new(before, words)
    assert why_decided(before, words) == ("drops the work in progress for other work",)


@pytest.mark.parametrize(("words", "before"), [
    # What was thrown away may be a way of doing the work, what follows another way.
    ("drop that, add a moka lru cache in front of the loader", TEMPLATES),
    ("forget the middleware, do it in the handler instead", RATE_LIMIT),
    ("skip that, just convert the toolbar pngs by hand", ICONS),
])
def test_a_way_of_doing_the_work_thrown_away_is_not_read_as_the_work_dropped(
        words: str, before: Before) -> None:
    assert why_decided(before, words) != ("drops the work in progress for other work",)


@pytest.mark.parametrize(("words", "before"), [
    ("new feature for the billing page: show the vat number under the address and let "
     "admins edit it", CSV_EXPORT),
    ("let me clarify the requirements for the next feature: a public status page with uptime "
     "per service", SIDEBAR),
])
def test_a_heading_of_other_work_over_its_specification_is_a_new_task_by_its_wording(
        words: str, before: Before) -> None:
    assert decided_new(before, words)
    assert why_decided(before, words) == ("heads a specification of other work",)


@pytest.mark.parametrize(("words", "before"), [
    ("now the export button: it should be disabled while a download is running", CSV_EXPORT),
    ("next: the same for the access logs", QUIET_LOGS),
    ("next: step 2", CSV_EXPORT),
])
def test_a_heading_of_the_work_in_progress_is_not_other_work(
        words: str, before: Before) -> None:
    assert not decided_new(before, words)


def test_something_urgent_put_first_turns_away_from_the_work() -> None:
    words = ("sorry, more urgent: the nightly export fails for the biggest tenant, can you check "
             "the job's log")
    assert cue(words, "asks_for_new_work", RATE_LIMIT) == 1.0
    assert cue("sorry, the nightly export fails for the biggest tenant, can you check the job's "
               "log", "asks_for_new_work", RATE_LIMIT) == 0.0
