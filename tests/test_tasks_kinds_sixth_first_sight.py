"""Kinds of work around the code, read at first sight: the sixth table.

Every request here was written from the everyday work around an application's code that the
earlier tables (`test_tasks_kinds.py` with its four tables, `kinds_fifth_sight.py`,
`test_tasks_kinds_fields_first_sight.py`, `test_tasks_kinds_defects_first_sight.py`) touch
little: translations and locales, accessibility, dependency advisories, CI pipelines and flaky
tests, containers, infrastructure as code, SQL reports, analytics events, feature flags, logs,
metrics, traces and dashboards, releases, a review of the work just done, profiling, API
documentation, scripts and one-off automation, generated code and mobile builds. The kind each
should get (or none) was decided before the kinds read them, by the families' definitions: new
behaviour a product or its operators use (a metric, a trace span, an analytics event, a CI job,
a script of the project's own) is a feature; what goes wrong, told, is debug, and a profile
taken is the search for a cause; a test that fails now and then is the checks'; an operation on
a running system, a bump, a regenerated stub, a one-off data question or export is of no kind.
Its other half is everyday talk that is no work and must get no kind.

At first sight (the kinds as they were before this table), of the 92 requests 52 were read as
expected: of the 75 that ask for a kind, 39 got it, 3 got another (`pr-feedback` for a CI step
that posts "a PR comment", `checks` for a test written to catch a flaky ordering, `plan` for a
review of "the terraform plan output") and 33 got none; 4 of the 17 works of no kind got one
(`review` for "npm audit fix and see what changes", `debug` for a purpose "so node_modules
doesn't get copied", `refactor` for renaming one's photos, `explain` for "tell me how many rows
it touched"); 2 of the 21 messages of no work got one ("my package was delivered to the wrong
address" read as a package of code). After the cues this table led to (a package that is
delivered is a parcel; an exit code and a profile taken; a test named by its name said to be
flaky; things said not to load; a purpose ("so it doesn't ...") tells no defect; a CI job or
step added, a trace span or a metric emitted, a thing put behind a feature flag, a script
written to do a thing; copies done away with; a tool's plan output is no design), 70 of 92:
none with another kind, 20 with none, 2 works of no kind with one, and 1 of the 21 messages of
no work given one.
The cases in `TRIED` were written after the cues, to try them where they could go wrong.
A bump and an audit's fix, of no kind here, are `deps` since the seventh table
(`test_tasks_kinds_seventh_first_sight.py`) made moving dependencies a kind of its own; a
screen made usable with a screen reader or the keyboard, and a profile of where the time goes
or a slowness told by its figure, are `a11y` and `perf` since the eighth
(`test_tasks_kinds_eighth_first_sight.py`), and read so.

Wordings still read otherwise are `KNOWN_MISSES`, checked to stay so: a change that reads one
right moves it out of the list. Most name nothing only software has ("the checkout flow", "the
marketing pages", "a slack alert", "prometheus", "a benchmark"), which the kinds keep to so
that everyday talk gets none.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.kinds import is_about_software

from helpers.kinds_read import kind_read, kinds_as_asked, known_misses_stay_wrong, row_id

REQUESTS: list[tuple[str | None, str]] = [
    # Translations and locales.
    ("feature", "add german translations for the checkout flow"),
    ("refactor", "extract all the hardcoded strings in the settings screen into the i18n files"),
    ("debug", "the french locale shows the date as MM/DD instead of DD/MM"),
    ("debug", "plural forms are broken in polish, it says '5 plik' everywhere"),
    ("feature", "support right-to-left layout for arabic and hebrew"),
    ("explain", "how do we load the translation files at runtime, is it lazy per locale?"),
    ("feature", "add a language switcher to the footer"),
    ("checks", "the i18n lint step fails because of missing keys in de.json, fix it"),
    (None, "sync the translation files from crowdin"),
    ("debug", "the spanish translations don't load on the production build, only english shows"),
    ("pr", "open a PR for the translations with screenshots of the german UI"),
    # Accessibility.
    ("a11y", "make the date picker usable with the keyboard only"),
    ("a11y", "voiceover skips the error messages on the login form"),
    ("a11y", "add alt text to every image on the marketing pages"),
    ("a11y", "check the new onboarding components for a11y problems before I merge"),
    # Dependencies and advisories.
    ("deps", "bump golang.org/x/net to v0.23.0 for CVE-2023-45288"),
    ("deps", "npm audit says 3 high, run npm audit fix and see what changes"),
    ("explain", "are we actually affected by CVE-2024-3094? we're on debian bookworm images"),
    ("plan", "renovate is too noisy, propose a grouping strategy for the config before we change "
             "anything"),
    # CI pipelines and flaky tests.
    ("feature", "add a job to the github workflow that builds the docs on every PR"),
    (None, "cache the go modules in the CI workflow so builds don't download everything"),
    ("checks", "the e2e job is flaky, it fails about one run in five on the login spec"),
    ("checks", "test_refund_webhook passes locally but fails randomly in CI"),
    ("checks", "quarantine is not a fix, find out why TestSchedulerTicks is flaky"),
    ("feature", "add a step to the pipeline that posts the coverage report as a PR comment"),
    ("add-tests", "write a test that reproduces the flaky ordering before you touch the "
                  "scheduler"),
    # Containers.
    (None, "switch the base image to distroless"),
    ("debug", "the container exits immediately with code 137 on my mac"),
    ("debug", "docker compose up hangs at 'waiting for db' forever"),
    (None, "add a .dockerignore so node_modules doesn't get copied into the image"),
    ("explain", "why do we run the app as root in the Dockerfile? is there a reason"),
    # Infrastructure as code.
    ("refactor", "replace the copy-pasted security group blocks with a for_each over a map"),
    (None, "import the existing cloudflare dns records into terraform state"),
    # (A plan gone over is a kind of its own since round 23, `infra_plan_cues.py`.)
    ("infra-plan", "review the terraform plan output I pasted, anything destructive?"),
    # Data, SQL and reports.
    (None, "give me the top 20 customers by revenue this quarter from the prod replica"),
    (None, "export last week's signups to a csv for marketing"),
    ("debug", "the monthly revenue report double counts refunds"),
    ("refactor", "rewrite this query with CTEs, it's unreadable"),
    ("explain", "what does the LATERAL join in the retention query do?"),
    ("feature", "add a weekly churn breakdown by plan to the admin report"),
    # Analytics events.
    ("feature", "fire a `checkout_started` analytics event when the cart page loads"),
    ("feature", "track clicks on the upgrade banner in segment"),
    ("debug", "the signup_completed event is missing the plan property in amplitude"),
    ("explain", "where do we send the mixpanel events from, client or server?"),
    # Feature flags.
    ("feature", "put the new search behind a feature flag, off by default"),
    ("refactor", "remove the dead code behind the old_checkout flag, it's been at 100% for months"),
    (None, "turn on the new_onboarding flag for 10% of users in launchdarkly"),
    ("explain", "which flags are still checked in the billing service?"),
    ("refactor", "move the feature flag checks into one helper instead of reading env vars "
                 "everywhere"),
    # Logging, metrics, traces, dashboards.
    ("observe", "add a trace span around the payment provider call"),
    ("feature", "include the request id in every log line from the worker"),
    ("refactor", "switch the logging from printf to structured slog calls"),
    ("debug", "traces from the api stop at the gateway, the downstream spans never show up"),
    ("observe", "build a grafana dashboard for the queue consumers: lag, throughput, errors"),
    ("explain", "what's the difference between a histogram and a summary in prometheus?"),
    (None, "turn the log level down to warn in prod, it's too noisy"),
    ("observe", "expose a /metrics endpoint with request counts per route"),
    ("debug", "sentry shows a spike of TypeError in the checkout bundle since this morning"),
    ("feature", "send a slack alert when the nightly export job fails"),
    # Releases and versions.
    # A kind of its own since `test_tasks_sessions_round17_first_sight.py`.
    ("release", "cut a 1.4.0 release and push the tag"),
    ("feature", "make the cli print its version with --version"),
    ("docs", "write the upgrade notes for 2.0, the config format changed"),
    ("explain", "how does semantic-release decide whether it's a minor or a patch?"),
    # A review of the work just done.
    ("review", "before we commit, go over your own diff and tell me what you'd change"),
    ("review", "re-read the changes you just made and look for anything you broke"),
    ("review", "self-review this branch like a strict senior engineer would"),
    # Profiling.
    ("perf", "run a cpu profile on the ingest service and tell me where the time goes"),
    ("perf", "the bundle is 4mb and first paint takes 6 seconds on 3g"),
    ("perf", "benchmark shows the new parser allocates 3x more than the old one, find out why"),
    # API documentation.
    ("docs", "document the /v2/orders endpoints in the openapi spec with examples"),
    ("docs", "add docstrings to the public functions in the client package"),
    ("docs", "write a postman-style usage guide for the webhooks api"),
    ("docs", "generate api reference docs from the proto comments and publish them under "
             "docs/api"),
    # Scripts and one-off automation.
    ("feature", "write a script that deletes preview environments older than a week"),
    (None, "run the backfill script against staging and tell me how many rows it touched"),
    ("feature", "add a make target that spins up the local stack"),
    (None, "rename all the jpgs in ~/Downloads/trip to date-based names"),
    ("debug", "the cleanup cron deletes the wrong backups, it kept last month's and dropped this "
              "week's"),
    # Generated code.
    (None, "regenerate the protobuf stubs after the proto change"),
    ("feature", "add a `cancel_reason` field to the Order message in orders.proto"),
    ("checks", "buf lint fails on the new service definition, enum zero value must be "
               "UNSPECIFIED"),
    ("debug", "the openapi generator produces `any` for every nested object in the ts client"),
    ("explain", "where does the generated graphql schema come from, who runs codegen?"),
    ("commit", "commit the regenerated clients separately from the proto change"),
    # Mobile builds.
    ("checks", "the android release build fails on R8 with missing class warnings"),
    (None, "bump the versionCode and versionName for the play store release"),
    ("debug", "the ios archive works but the app crashes on testflight at launch"),
    (None, "upload the new build to testflight"),
    ("feature", "add a splash screen that matches the new branding on android"),
    ("explain", "what does the `use_frameworks!` line in the Podfile change?"),
    # Planning and tracking around these.
    ("plan", "we want to add multi-currency pricing; lay out the options and trade-offs before "
             "any code"),
    ("tracker", "file an issue in the infra repo about the expiring tls cert"),
]

# Everyday talk and messages that are no work: no kind.
NOT_WORK: list[str] = [
    "hey! how's it going",
    "thank you so much, this was a huge help",
    "is it going to rain in Amsterdam tomorrow?",
    "what should I cook for dinner with chicken and leeks",
    "I have to pick up my dry cleaning before 6",
    "happy friday everyone",
    "can you help me write a birthday message for my mom",
    "my flight got delayed, ugh",
    "how many steps should I walk per day",
    "book a table for two at 8pm",
    "what's the capital of australia",
    "good night, talk tomorrow",
    "I'm back from lunch",
    "the heating in my flat doesn't work since yesterday",
    "my package was delivered to the wrong address",
    "remind me to renew the car insurance next week",
    "ok cool",
    "which running shoes are best for flat feet",
    "my kid's school app keeps logging me out",
    "congrats on the launch!",
    "translate 'good luck with the exam' into italian",
]

# Read otherwise: named in no word only software has, or a wording no cue reads; two of no kind
# read as a kind's work (a rename of one's own photos, "tell me" after an operation), and one
# message of no work read as debug (someone else's app named as "app").
KNOWN_MISSES: frozenset[str] = frozenset({
    "add german translations for the checkout flow",
    "the french locale shows the date as MM/DD instead of DD/MM",
    "plural forms are broken in polish, it says '5 plik' everywhere",
    "support right-to-left layout for arabic and hebrew",
    "add a language switcher to the footer",
    "the monthly revenue report double counts refunds",
    "rewrite this query with CTEs, it's unreadable",
    "add a weekly churn breakdown by plan to the admin report",
    "track clicks on the upgrade banner in segment",
    "include the request id in every log line from the worker",
    "what's the difference between a histogram and a summary in prometheus?",
    "sentry shows a spike of TypeError in the checkout bundle since this morning",
    "send a slack alert when the nightly export job fails",
    "re-read the changes you just made and look for anything you broke",
    "the openapi generator produces `any` for every nested object in the ts client",
    "run the backfill script against staging and tell me how many rows it touched",
    "rename all the jpgs in ~/Downloads/trip to date-based names",
    "my kid's school app keeps logging me out",
})

# Written after the cues, to try them where they could go wrong (a rule said with "don't", a
# purpose, the everyday "fire", "package", "behind", "script", a package manager's audit, a
# design plan under review) or should read what their shape tells.
TRIED: list[tuple[str | None, str]] = [
    ("debug", "the uploaded files don't show up in the s3 bucket"),
    (None, "we don't run the migrations by hand"),
    (None, "pls don't update the lockfile this time"),
    ("debug", "the worker exits with code 1 right after start"),
    ("observe", "emit a metric for every retry"),
    (None, "the fire alarm went off at work"),
    ("feature", "wrap the new checkout behind a feature toggle"),
    ("add-tests", "write a failing test for the timezone bug first"),
    ("checks", "TestRetryBackoff is flaky again on CI"),
    ("plan", "review the migration plan before we run it"),
    ("infra-plan", "review the terraform plan diff"),  # its own kind since round 23
    ("deps", "npm audit fix"),
    ("review", "audit the changes on this branch"),
    ("feature", "write a cli command that prunes old sessions"),
    (None, "write a script for my wedding speech"),
    ("refactor", "collapse the copy-pasted handlers into one"),
    ("debug", "take a heap profile of the api, memory keeps growing"),
    (None, "the package was left on the doorstep instead of handed to me"),
    (None, "add a .gitignore entry so the build outputs don't get committed"),
    ("feature", "add a step to the gitlab ci pipeline that runs the db migrations"),
    (None, "i put the kids' shoes behind the door"),
    # A "so" that concludes opens no purpose; a relative clause tells the defect.
    ("debug", "so I guess the webhook handler didn't fire after the restart"),
    ("debug", "fix the button that doesn't work on mobile"),
    (None, ""),
    (None, "   "),
    (None, "```\n$ docker run app\nexited with code 0\n```"),
]




test_work_around_the_code_gets_the_kind_it_asks_for = kinds_as_asked(REQUESTS, KNOWN_MISSES)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(
    [*REQUESTS, *((None, t) for t in NOT_WORK)], KNOWN_MISSES)


test_the_cues_read_what_they_were_not_written_for_as_expected = kinds_as_asked(TRIED)


@pytest.mark.parametrize("text", [t for t in NOT_WORK if t not in KNOWN_MISSES], ids=row_id)
def test_everyday_talk_gets_no_kind(text: str) -> None:
    assert kind_read(text) is None, text


@pytest.mark.parametrize(("text", "about"), [
    ("publish the package to pypi", True),
    ("the package fails to build on arm64", True),
    ("my package was delivered to the wrong address", False),
    ("the courier says the package arrives friday", False),
])
def test_a_package_is_of_code_unless_it_is_delivered(text: str, about: bool) -> None:
    assert is_about_software(text) is about


def test_the_table_is_large_and_mostly_read() -> None:
    assert len(REQUESTS) >= 90 and len(NOT_WORK) >= 20
    assert len({t for _, t in REQUESTS}) == len(REQUESTS)
    assert {t for _, t in REQUESTS} | set(NOT_WORK) >= KNOWN_MISSES
    assert len(KNOWN_MISSES) <= len(REQUESTS) // 4
