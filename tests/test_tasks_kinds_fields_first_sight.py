"""Kinds of work in fields the other tables cover little, read at first sight.

At first sight (the kinds as they were before this table) 83 of its 144 requests were read as
expected: of the 133 that ask for a kind, 73 got it, 9 got another (`debug` for a failing
pipeline job, `feature` for a page of a docs site, `refactor` for "the extract task") and 51 got
none, most in words the kinds did not know as software ("notebook", "xcode", "i2c", "a11y",
"1280px") or verbs and objects of the fields ("a readiness probe", "never run", "is way off",
"errors with", "backport"); 1 of the 11 works of no kind got one, and 1 of the 32 messages that
are no work ("a joke about kubernetes" as `explain`). After the words and cues it led to, 126 of
144: 2 with another kind, 15 with none, and none of the 32 messages of no work given a kind.
The cases in `TRIED` were written after the cues, to try them where they could go wrong.

Every request here was written from how people in data science, infrastructure and on-call work,
mobile apps, frontend styling and accessibility, games and firmware, documentation sites,
security, dependency upgrades and releases ask a coding agent for work: terse, misspelt, a pasted
error first and the ask after, "can you ...", "pls", a question that asks for work beside one
that asks to be told. The kind each should get (or none) was written before the kinds read them,
and never from the labelled real data. Work of no built-in kind gets none: a one-off data
question or chart, an operation on a running system, a release's version bump, a tag (a
dependency moved to another version was of none too, until the `deps` kind of
`test_tasks_kinds_seventh_first_sight.py` read it). The accessibility work here (aria labels, a
screen reader, a focus outline, contrast failing WCAG) is `a11y` since the eighth table
(`test_tasks_kinds_eighth_first_sight.py`) made it a kind of its own, and read so. Its
other half is everyday talk and messages that are no work at all, which must get no kind, among
them some that name software ("a joke about kubernetes", "my sister's ios phone").

Wordings the kinds still read otherwise are `KNOWN_MISSES`, checked to stay so: a change that
reads one right moves it out of the list.
"""

from __future__ import annotations

import pytest

from helpers.kinds_read import kind_read, kinds_as_asked, known_misses_stay_wrong, row_id

PANDAS_TRACE = """\
Traceback (most recent call last):
  File "etl/load_signups.py", line 42, in <module>
    df["signup_date"] = pd.to_datetime(df["signup_date"])
  File "/usr/lib/python3.11/site-packages/pandas/core/frame.py", line 3761, in __getitem__
    indexer = self.columns.get_loc(key)
KeyError: 'signup_date'
"""

LOGCAT = """\
E/AndroidRuntime: FATAL EXCEPTION: main
    Process: com.acme.fieldapp, PID: 8812
    java.lang.NoSuchMethodError: No virtual method getWindowInsetsController()
        at com.acme.fieldapp.ui.MainActivity.onCreate(MainActivity.kt:57)
"""

TF_LOCK = """\
Error: Error acquiring the state lock

Error message: ConditionalCheckFailedException: The conditional request failed
Lock Info:
  ID:        4f1c2a9e-7d1b-8c3e-1b2a-9f8e7d6c5b4a
  Path:      acme-tfstate/prod/network.tfstate
  Operation: OperationTypeApply
"""

# (the kind expected, or None; the request), by field.
REQUESTS: list[tuple[str | None, str]] = [
    # Data science, notebooks, SQL analytics.
    ("debug", f"{PANDAS_TRACE}\nstarted after the export format changed, can u fix"),
    ("feature", "can you add a column to the cohort query w/ the 30 day retention rate"),
    ("debug", "why does this query return more rows than the orders table has?\n\n"
              "SELECT o.id, c.name FROM orders o JOIN customers c ON c.email = o.email"),
    ("refactor", "the notebook is 80 cells of copy pasted plotting code, pull the plotting into "
                 "a function in utils.py"),
    ("explain", "what does the `ffill` in cell 7 actually do to the missing prices?"),
    ("add-tests", "write pytest tests for the dedupe_events transform, use small dataframes as "
                  "fixtures"),
    ("docs", "add a markdown cell at the top of the notebook explaining what each section does"),
    ("checks", "the dbt tests fail on not_null for customer_id in stg_orders, sort it"),
    ("feature", "make the airflow dag retry the extract task 3 times before failing"),
    ("debug", "the dashboard numbers for march are way off from what finance has, revenue is "
              "like 2x. pls investigate"),
    (None, "how many orders did we get from germany last month? the db creds are in .env"),
    ("plan", "before i write anything: how should i structure the feature store tables so "
             "training and serving read the same features?"),
    ("refactor", "rename the columns in the staging models to snake_case, they're a mix rn"),
    ("review", "can u review my sql in reports/ltv.sql, not sure the window function is right"),
    ("debug", "pd.merge is giving me NaNs for every row in the price column even tho both frames "
              "have sku"),
    (None, "plot weekly active users for the last 6 months"),
    ("feature", "the training script should log the confusion matrix to mlflow after each epoch"),
    ("debug", "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) SSL SYSCALL error: "
              "EOF detected\n\nkeeps happening on the nightly job around 2am, what's causing it"),
    # Infrastructure, devops, on-call.
    ("debug", "pods in the payments namespace keep getting OOMKilled after the last deploy, can "
              "you figure out why"),
    ("feature", "add a readiness probe to the api deployment that hits /healthz"),
    ("checks", "the terraform validate step in CI is failing on the new module, fix it"),
    ("refactor", "move the s3 buckets into their own terraform module, no changes to the actual "
                 "resources"),
    ("explain", "whats the difference between a StatefulSet and a Deployment for our redis "
                "setup"),
    ("pr", "open a PR with the helm values change against infra-live"),
    ("feature", "set up a github actions workflow that runs tflint on every PR"),
    ("checks", "gh actions job 'deploy-staging' red since this morning: Error: Process completed "
               "with exit code 1. pls look"),
    ("debug", "paged at 3am: checkout-api 5xx rate spiked to 12% for ~20 min then recovered. dig "
              "through the logs and find what happened"),
    ("docs", "write a runbook for when the kafka consumer lag alert fires"),
    ("plan", "we need to move from docker compose on a single vm to k8s. draft a migration plan "
             "with phases, dont touch anything yet"),
    ("tracker", "file a ticket for the flapping disk alert on db-3 so someone looks at it monday"),
    (None, "scale the worker deployment to 6 replicas in staging"),
    ("debug", f"{TF_LOCK}\ngot this on terraform apply, nobody else is running it"),
    ("observe", "add an alert when the queue depth stays above 10k for 5 minutes"),
    ("review", "look over my terraform changes for the vpc peering before I apply, anything "
               "risky?"),
    ("explain", "how does our ci decide which services to build? the paths filter thing confuses "
                "me"),
    ("refactor", "the three jenkinsfiles are 90% the same, consolidate them into a shared "
                 "library"),
    ("checks", "ci is taking 40 min now, it used to be 12. can you get it back down"),
    ("debug", "nginx returns 413 when people upload files bigger than 1mb"),
    ("git-sync", "rebase the infra branch on main, theres conflicts in the tfvars"),
    ("commit", "commit the k8s manifests, leave the secrets file out"),
    # Mobile: iOS, Android, React Native.
    ("debug", f"app crashes on launch on android 9 only, here's the logcat:\n\n{LOGCAT}"),
    ("feature", "add pull to refresh on the orders screen"),
    ("debug", "the keyboard covers the text input on the chat screen on iphone SE"),
    ("checks", "xcodebuild fails in CI with 'No signing certificate found', fix the workflow"),
    ("explain", "how does navigation work in this app? where are the routes defined"),
    ("refactor", "ProfileViewController is 1200 lines, break it up into child view controllers"),
    ("add-tests", "add XCTest cases for the CartViewModel total calculation"),
    ("feature", "support dark mode on the settings screen"),
    ("debug", "push notifs arrive twice on ios when the app is in the background"),
    ("docs", "update the README with how to run the app on a physical android device"),
    ("deps", "bump react-native to 0.74"),
    ("debug", "the RN metro bundler errors with 'Unable to resolve module ./assets/logo.png' but "
              "the file is right there"),
    ("feature", "make the app remember the last selected tab when reopened"),
    ("plan", "what's the best way to architect offline sync for the field app? give me options "
             "before we build"),
    ("review", "review the swiftui changes on this branch, im new to swift"),
    ("checks", "gradle build fails: Duplicate class kotlin.collections.jdk8 found in modules. "
               "fix"),
    ("pr-feedback", "the reviewer on the android PR wants the strings moved to strings.xml, do "
                    "that"),
    ("explain", "is it ok to store the refresh token in AsyncStorage or should it be keychain?"),
    # Frontend styling and accessibility.
    ("debug", "the modal isn't centered on safari, it's stuck to the top left"),
    ("feature", "make the pricing cards stack vertically on mobile"),
    ("a11y", "add aria-labels to all the icon-only buttons in the toolbar"),
    ("a11y", "screen reader reads the close button as 'button button'"),
    ("a11y", "the focus outline is gone on the nav links, bring it back for keyboard users"),
    ("refactor", "move all the hardcoded colors in the scss files into css variables"),
    ("checks", "stylelint is yelling about 40 things after the config update, clean them up"),
    ("explain", "explain how css stacking contexts work, I keep getting z-index wrong"),
    ("feature", "can u make the table header sticky when scrolling"),
    ("debug", "text overflows the card on smaller laptops (1280px), the titles get cut mid word"),
    ("add-tests", "add playwright tests for the checkout form's keyboard navigation"),
    ("a11y", "increase the contrast of the placeholder text, it fails WCAG AA"),
    ("review", "do an accessibility review of the signup page components"),
    ("docs", "document the design tokens in the storybook docs"),
    ("debug", "the hamburger menu doesn't open on iOS safari, tapping does nothing"),
    ("refactor", "the Button component has 14 props, simplify it"),
    # Games and embedded.
    ("debug", "player clips through the floor when falling from high places, i think it's the "
              "physics step"),
    ("feature", "add a double jump with a short cooldown"),
    ("explain", "how does the save system serialize the inventory? walk me thru it"),
    ("refactor", "PlayerController.cs is a god class, split movement, combat and input into "
                 "separate components"),
    ("debug", "the esp32 resets every few minutes with 'Guru Meditation Error: Core 1 "
              "panic'ed (LoadProhibited)'"),
    ("feature", "read the temp sensor over i2c every 500ms and publish it over mqtt"),
    ("debug", "uart output is garbage characters after i changed the clock config"),
    ("checks", "the arduino-cli compile step fails in the GH workflow after the board package "
               "update"),
    ("plan", "I want to add multiplayer to the game eventually. sketch the architecture for the "
             "netcode, no code"),
    ("add-tests", "write unit tests for the ring buffer in firmware/lib, run them on host with "
                  "unity"),
    ("debug", "framerate drops to 20fps when more than 50 enemies are on screen"),
    ("feature", "make the enemies drop coins when they die"),
    ("explain", "what does the `volatile` on this register pointer do here?"),
    ("commit", "commit the level editor changes, separate commit for the asset renames"),
    # Documentation sites.
    ("docs", "add a page to the docusaurus site for the webhooks api"),
    ("checks", "mkdocs build fails with 'Config value: nav' after i added the new page"),
    ("docs", "the install guide still says python 3.8, update it for 3.11"),
    ("feature", "add a search bar to the docs site"),
    ("debug", "links in the sidebar 404 on the deployed docs site but work locally"),
    ("docs", "write a getting started tutorial for the sdk"),
    ("docs", "fix the broken code samples in the api reference, half of them use the old "
             "client"),
    ("explain", "where do the api docs get generated from? openapi or the docstrings?"),
    ("docs", "document every env var the service reads in docs/config.md"),
    ("pr", "make a PR with the docs changes, add the preview link in the description"),
    # Security.
    ("debug", "the search endpoint is vulnerable to SQL injection, the `q` param goes straight "
              "into the query. fix it"),
    ("debug", "snyk says we have a prototype pollution vuln in our merge helper, pls patch it"),
    ("feature", "add rate limiting to the login endpoint, 5 attempts per minute per ip"),
    ("review", "audit the auth middleware for security issues"),
    ("debug", "users can see other people's invoices by changing the id in the url"),
    ("explain", "is our jwt validation checking the signature algorithm? explain what it does"),
    ("tracker", "open a github issue to track rotating the leaked stripe key"),
    ("deps", "dependabot flagged a critical in lodash, bump it"),
    ("debug", "XSS: the comment field renders raw html, someone posted a script tag"),
    ("plan", "how should we approach adding SSO for enterprise customers? SAML vs OIDC tradeoffs "
             "pls"),
    ("feature", "add a Content-Security-Policy header to all responses"),
    ("add-tests", "add a regression test that the password reset token can't be reused"),
    # Dependency upgrades.
    ("deps", "upgrade django from 3.2 to 4.2"),
    ("checks", "after the jest 29 upgrade half the snapshot tests fail, fix them"),
    ("debug", "since bumping axios to 1.x the interceptors never run"),
    ("deps", "pin numpy to <2 in requirements.txt"),
    ("plan", "what would the move from webpack to vite involve for us? list the risky parts "
             "before we start"),
    ("deps", "update all the npm deps to latest minor versions"),
    ("explain", "what changed between pydantic v1 and v2 that affects our models?"),
    ("refactor", "replace moment with date-fns everywhere"),
    ("checks", "mypy errors everywhere after the sqlalchemy 2.0 bump, get it clean"),
    ("deps", "regenerate the lockfile"),
    # Releases.
    ("docs", "write release notes for 3.2 from the merged PRs since the last tag"),
    ("release", "tag v2.3.1 on main"),  # a kind since `..._round17_first_sight.py`
    ("checks", "the release workflow failed at the npm publish step with E403"),
    ("docs", "update CHANGELOG.md with the fixes from this week under Unreleased"),
    ("feature", "add a goreleaser config so we ship binaries for linux/mac/windows"),
    (None, "bump the version to 4.0.0 in pyproject"),
    ("git-sync", "backport the null check fix to the 2.8 branch"),
    ("pr", "open the release PR from develop to main"),
    ("explain", "how does the version number get into the binary? ldflags?"),
    ("tracker", "close the issues that shipped in 1.9 and add the release label"),
    # The work around the code, in these fields.
    ("pr-feedback", "address the comments on the terraform PR, ignore the one about naming"),
    ("pr-feedback", "coderabbit left like 12 comments on the notebook PR, go thru them and fix "
                    "the real ones"),
    ("pr-feedback", "marco asked for the magic numbers in the shader to be named constants in "
                    "his review. do it"),
    ("pr-feedback", "resolve the review threads on #221 (the a11y one)"),
    ("commit", "commit the notebook but strip the outputs first"),
    ("commit", "ok good. commit w/ message 'fix focus ring on nav'"),
    ("git-sync", "pull the latest from main into the ios branch"),
    ("git-sync", "my branch diverged from origin after the force push on the firmware repo, sort "
                 "it"),
    ("pr", "draft pr for the dark mode work pls"),
    ("tracker", "make jira tickets for each of the a11y findings"),
    # A question that asks for work, and one that asks to be told.
    ("feature", "can you make the modal close when you press escape?"),
    ("explain", "does the modal already close on escape or do we need to handle that?"),
    ("debug", "any idea why the docker image is 2gb now? it was 300mb last week"),
    ("add-tests", "could you write a test for the pagination edge case where the last page is "
                  "empty?"),
]

# Everyday talk and messages that are no work: no kind, whatever software they name.
NOT_WORK: list[str] = [
    "thanks, that's all for today",
    "lol ok",
    "brb getting coffee",
    "what time is it in tokyo right now",
    "can you recommend a good mechanical keyboard under $100",
    "my kid's science fair project is due friday, any ideas for a volcano?",
    "how do i get red wine out of a carpet",
    "write a haiku about monday mornings",
    "i'm so tired today",
    "whats a good name for a golden retriever",
    "remind me to call the dentist at 4",
    "how long should i boil an egg",
    "the wifi at the office keeps dropping, so annoying",
    "my phone's battery dies by noon, is that normal?",
    "translate 'release the kraken' into german",
    "good morning! ready to get started?",
    "I need to renew my passport before the trip",
    "can you explain the offside rule in football",
    "what's the plot of the new dune movie",
    "my printer says paper jam but there's no paper in it",
    "help me make a study schedule for my aws certification",
    "i'm out tomorrow, dentist",
    "which is healthier, oat milk or almond milk?",
    "the dishwasher doesn't drain, what should I check first?",
    "my landlord wants to raise the rent 15%, is that legal in ontario?",
    "sorry, wrong window",
    "are you better than chatgpt?",
    "give me a 20 minute bodyweight workout",
    "lmk when you're done",
    "the game last night was insane, did you see the final score?",
    "can you tell me a joke about kubernetes",
    "my sister's ios phone won't turn on after the update",
]

# Read otherwise. Most name nothing only software has ("the pricing cards", "a double jump", "the
# enemies", a package's name) or tell the defect by a shape of its own ("reads X as Y", "covers
# the input", "the output is garbage", which a follow-up says of the last reply's output too);
# one is a data question taken for a question about the code; two docs-site works
# are read as documentation, the site's name deciding.
KNOWN_MISSES: frozenset[str] = frozenset({
    "how many orders did we get from germany last month? the db creds are in .env",
    "before i write anything: how should i structure the feature store tables so training and "
    "serving read the same features?",
    "the keyboard covers the text input on the chat screen on iphone SE",
    "make the pricing cards stack vertically on mobile",
    "can u make the table header sticky when scrolling",
    "player clips through the floor when falling from high places, i think it's the physics step",
    "add a double jump with a short cooldown",
    "read the temp sensor over i2c every 500ms and publish it over mqtt",
    "framerate drops to 20fps when more than 50 enemies are on screen",
    "uart output is garbage characters after i changed the clock config",
    "make the enemies drop coins when they die",
    "add a search bar to the docs site",
    "links in the sidebar 404 on the deployed docs site but work locally",
    "what changed between pydantic v1 and v2 that affects our models?",
    "replace moment with date-fns everywhere",
    "any idea why the docker image is 2gb now? it was 300mb last week",
})

# Written after the cues, to try them: the kind expected (or None), where a new cue could read
# too much (a question what a hole is, a rule that says "never run", a figure of one's own
# life, praise of a thing, a pastime) or should read what its shape tells.
TRIED: list[tuple[str | None, str]] = [
    ("explain", "what is csrf?"),
    ("explain", "is this endpoint vulnerable to csrf?"),
    (None, "add csrf protection to the forms"),
    ("feature", "add XSS protection headers"),
    ("feature", "we should add CSRF tokens to every form"),
    (None, "we never run the migrations by hand"),
    (None, "you should never run this script as root"),
    ("debug", "the cron job never runs on sundays"),
    (None, "handle errors gracefully in the upload"),
    (None, "the errors with the old parser are gone now"),
    (None, "my revenue numbers are way off this quarter"),
    (None, "my heart rate spiked during the run"),
    ("debug", "the numbers on the dashboard look off"),
    (None, "the text isn't centered in my word document"),
    (None, "the store doesn't open until 10"),
    ("debug", "the modal doesn't close when you click outside"),
    (None, "tell me a joke about git"),
    (None, "write a poem about rebasing"),
    (None, "great plan"),
    (None, "nice review"),
    (None, "good commit, thanks"),
    (None, "nice rebase"),
    ("commit", "great, commit"),
    (None, "the extract job failed last night"),
    ("refactor", "extract the validation into a helper"),
    ("refactor", "move the hardcoded urls into constants"),
    (None, "do we need to support safari 14?"),
    ("feature", "the API should send a 201 on create"),
    ("pr-feedback", "the reviewer for #44 asked for smaller functions"),
    (None, "she asked for a raise in her review"),
]




test_a_request_of_another_field_gets_the_kind_it_asks_for = kinds_as_asked(REQUESTS, KNOWN_MISSES)


test_a_known_miss_stays_read_otherwise = known_misses_stay_wrong(REQUESTS, KNOWN_MISSES)


test_the_cues_read_what_they_were_not_written_for_as_expected = kinds_as_asked(TRIED)


@pytest.mark.parametrize("text", NOT_WORK, ids=row_id)
def test_everyday_talk_gets_no_kind(text: str) -> None:
    assert kind_read(text) is None, text


def test_the_table_is_large_and_mostly_read() -> None:
    assert len(REQUESTS) >= 120 and len(NOT_WORK) >= 30
    assert len({t for _, t in REQUESTS}) == len(REQUESTS)
    assert {t for _, t in REQUESTS} >= KNOWN_MISSES
    assert len(KNOWN_MISSES) <= len(REQUESTS) // 4
