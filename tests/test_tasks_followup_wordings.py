"""A follow-up stays with the task in progress and a new task said mid-session starts one,
however either is worded.

The table is written from how people talk to coding agents in general. Each case is a request
and the kind of reply it follows: a finished report, a question back, a plan, an offer ("want me
to ...?"), a choice between options, an explanation. The follow-ups approve, choose, correct
("no, keep the old name"), refine ("also handle the empty case"), ask for the same again
elsewhere ("do the same for X"), paste what happened when the person tried the result, ask
about the answer, or thank. The new tasks are said in the middle of a session, most after a
finished report: the next piece of work ("now add tests for the parser"), an operation ("ok,
commit this", "can you open a PR"), a new defect ("next: the login page 500s when ..."), a
pasted CI failure with "fix this", including many that open with the words follow-ups open
with ("ok", "now", "also", "and").

The decision is the shipped model's (`decide`). The cases it still gets wrong are listed in
`KNOWN_MISSES` and checked to stay wrong, so the table's figure is the real one: a change that
fixes one moves it out of the list, a change that breaks one fails the test. "and now the docs
for the new retry flag" is decided right since "now" and the one thing named as the next piece
of work were read as other work, and a failing test pasted in a code block under a few words
("hm, the tests still fail for me:") since code pasted back that shares names with the
exchange's code spans is read as the work's own.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.followups import Previous, decide, features

from helpers.exchanges import T0, Before, case_ids, cases, check_decision, check_known_misses

REPORT = Before(
    "rename fetch_user to load_user everywhere",
    "Done. I renamed `fetch_user` to `load_user` in `app/users.py` and updated the three call "
    "sites in `app/api.py`, `app/cli.py` and `app/jobs.py`. All 42 tests pass.")
OFFER = Before(
    "make the config parser skip blank lines and show line numbers in errors",
    "The parser now skips blank lines and every error names its line, e.g. `config.toml:12: "
    "unknown key 'retires'`. Want me to also add a `--strict` flag that fails on unknown keys?")
CHOICE = Before(
    "store the auth token after login",
    "There are two ways to do this:\n\n1. Store the token in an httpOnly cookie (simpler, works "
    "with server-side rendering)\n2. Keep it in memory and refresh it on page load (safer "
    "against XSS)\n\nWhich would you prefer?")
PLAN = Before(
    "add retries to the http client",
    "Here's the plan:\n1. Add a `retries` option to the client config\n2. Wrap each request in a "
    "retry loop with exponential backoff\n3. Add tests for the timeout and the retry count\n\n"
    "I'll start with step 1 unless you want changes.")
QUESTION = Before(
    "add caching to the user lookup",
    "Before I add it: should the cache be per request or shared across requests? Shared saves "
    "more queries but needs invalidation when a user is updated.")
ANSWER = Before(
    "why do requests time out under load?",
    "The pool has only 5 connections and each request holds one while it waits on the payment "
    "API. Under load the sixth request blocks until a connection frees up, and after 30 s it "
    "times out.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Approvals.
    ("approval", OFFER, "yes please"),
    ("approval", OFFER, "sure, go ahead"),
    ("approval", OFFER, "yeah do it"),
    ("approval", OFFER, "please do"),
    ("approval", OFFER, "yep, sounds good"),
    ("approval", PLAN, "looks good, start"),
    ("approval", PLAN, "lgtm, go"),
    ("approval", PLAN, "approved"),
    ("approval", PLAN, "ship it"),
    ("approval", OFFER, "go for it, but keep it off by default"),
    ("approval", OFFER, "yes, and make it the default"),
    ("refusal", OFFER, "no thanks"),
    ("refusal", OFFER, "no, not needed for now"),
    ("refusal", OFFER, "hmm, only if it doesn't break existing configs"),
    # Choices.
    ("choice", CHOICE, "2"),
    ("choice", CHOICE, "option 1"),
    ("choice", CHOICE, "the second one"),
    ("choice", CHOICE, "let's go with the cookie"),
    ("choice", CHOICE, "in memory, we don't do SSR"),
    ("choice", CHOICE, "cookie is fine"),
    ("choice", CHOICE, "whichever is simpler"),
    ("choice", QUESTION, "shared, and clear it when the user is saved"),
    ("choice", QUESTION, "per request is enough for now"),
    # Changes to a plan.
    ("plan change", PLAN, "skip step 3 for now"),
    ("plan change", PLAN, "make the backoff configurable too"),
    ("plan change", PLAN, "instead of exponential backoff use a fixed 2s delay"),
    ("plan change", PLAN, "sounds good but put the retry logic in a decorator"),
    ("plan change", PLAN, "can you do step 2 before step 1?"),
    # Corrections.
    ("correction", REPORT, "no, keep the old name for the public API"),
    ("correction", REPORT, "you missed the one in utils/helpers.py"),
    ("correction", REPORT, "revert the change to the tests, they were fine"),
    ("correction", REPORT, "that broke the import in cli.py"),
    ("correction", REPORT, "hmm, the docstring still says fetch_user"),
    ("correction", REPORT, "put it back the way it was"),
    ("correction", REPORT, "undo that"),
    ("correction", REPORT, "rename it to `get_user` instead"),
    ("correction", REPORT, "actually, let's call it `read_user`"),
    ("correction", OFFER, "not quite, the line numbers are off by one"),
    ("correction", OFFER, "close, but the error should also name the file"),
    ("correction", ANSWER, "that's wrong, the pool size is 10 not 5"),
    # Refinements.
    ("refinement", OFFER, "also handle the empty case"),
    ("refinement", OFFER, "make sure it handles a file with only comments too"),
    ("refinement", REPORT, "can you make the function shorter?"),
    ("refinement", REPORT, "use snake_case for the new variable"),
    ("refinement", REPORT, "add a deprecation alias for the old name so we don't break users"),
    # The same again elsewhere.
    ("the same for X", REPORT, "do the same for `fetch_team`"),
    ("the same for X", REPORT, "same for the orders module"),
    ("the same for X", REPORT, "now the same in the admin app"),
    # Results pasted back.
    ("pasted result", REPORT,
     "hm, the tests still fail for me:\n```\nFAILED tests/test_user.py::test_load_user - "
     "AttributeError: module 'app.users' has no attribute 'fetch_user'\n```"),
    ("pasted result", REPORT,
     "I ran it and got this:\n```\nTraceback (most recent call last):\n  File \"app/cli.py\", "
     "line 12, in <module>\n    from app.users import fetch_user\nImportError: cannot import "
     "name 'fetch_user'\n```"),
    ("pasted result", OFFER, "the output is now:\n```\n3 passed, 1 failed\n```"),
    ("pasted result", REPORT, "still getting the same error"),
    ("pasted result", REPORT, "works now"),
    ("pasted result", OFFER, "it works, but it's slow on large files"),
    # Questions about the answer.
    ("question", REPORT, "why did you change the return type?"),
    ("question", REPORT, "what about the async version?"),
    ("question", REPORT, "does this also cover the admin endpoint?"),
    ("question", REPORT, "wait, did you update the migration too?"),
    ("question", REPORT, "is that thread-safe?"),
    ("question", ANSWER, "so should we increase the pool size?"),
    ("question", ANSWER, "how big should the pool be then?"),
    ("question", ANSWER, "and if the payment API is down?"),
    ("question", ANSWER, "are you sure? I thought the pool had 10 connections"),
    ("question", ANSWER, "where is that configured?"),
    ("question", CHOICE, "what are the downsides of 2?"),
    ("question", OFFER, "why not just ignore unknown keys?"),
    # Acting on what was just explained.
    ("acting on the answer", ANSWER, "ok, then raise it to 20"),
    # Thanks.
    ("thanks", REPORT, "thanks!"),
    ("thanks", REPORT, "perfect, thanks"),
    ("thanks", REPORT, "great work"),
    ("thanks", ANSWER, "makes sense"),
    ("thanks", ANSWER, "got it, thanks"),
]

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Operations on the work just done.
    ("operation", REPORT, "ok, commit this"),
    ("operation", REPORT, "commit and push"),
    ("operation", REPORT, "can you open a PR"),
    ("operation", REPORT, "open a pull request for this"),
    ("operation", REPORT, "push it"),
    ("operation", REPORT, "merge the PR"),
    ("operation", REPORT, "squash the commits into one"),
    ("operation", REPORT, "rebase on main"),
    ("operation", REPORT, "pull the latest main and resolve the conflicts"),
    ("operation", REPORT, "review the diff before I merge"),
    ("operation", REPORT, "address the review comments on the PR"),
    ("operation", REPORT, "alright, let's clean up the branch and open a PR"),
    ("operation", REPORT, "now deploy it to staging"),
    ("operation", REPORT, "run the linter and fix whatever it finds"),
    ("operation", REPORT, "create an issue for the flaky test so we don't forget"),
    ("operation", REPORT, "update the changelog"),
    ("operation", REPORT, "bump the version to 2.3.0"),
    ("operation", REPORT, "ok, let's write the release notes for 1.4"),
    # The next piece of work.
    ("next work", REPORT, "now add tests for the parser"),
    ("next work", REPORT, "write unit tests for the date parsing helpers"),
    ("next work", REPORT, "write a benchmark for the parser"),
    ("next work", REPORT, "now write a migration that adds a `deleted_at` column to users"),
    ("next work", REPORT, "ok now let's add pagination to the /orders endpoint"),
    ("next work", REPORT, "now refactor the payment service to use the new client"),
    ("next work", REPORT,
     "let's move on to the export feature: users want to download their data as CSV"),
    ("next work", REPORT, "add a dark mode toggle to the settings page"),
    ("next work", REPORT, "add a health check endpoint"),
    ("next work", REPORT, "generate an OpenAPI spec for the API"),
    ("next work", REPORT, "delete the unused `legacy/` folder"),
    ("next work", REPORT, "upgrade React to 18"),
    ("next work", REPORT, "set up pre-commit hooks with ruff and black"),
    ("next work", REPORT, "add type hints to the whole utils module"),
    ("next work", REPORT, "now let's tackle the TODOs in scheduler.py"),
    ("next work", REPORT, "next task: make the CLI print a progress bar during upload"),
    ("next work", REPORT, "perfect. now migrate the remaining tests from unittest to pytest"),
    ("next work", REPORT, "please add logging to the payment webhook so we can see failures"),
    ("next work", REPORT,
     "implement the password reset flow: email link, token valid for 1 hour"),
    ("next work", REPORT, "translate the error messages into German"),
    ("next work", REPORT, "ok now convert the config loader to read TOML instead of YAML"),
    ("next work", REPORT,
     "remove the feature flag for the new checkout, it's been on for a month"),
    ("next work", REPORT, "make the sidebar collapsible on mobile"),
    ("next work", REPORT, "lets add sentry to the backend"),
    ("next work", REPORT, "can you set up a GitHub Action that runs the tests on every push"),
    ("next work", REPORT, "write a README section on how to configure retries"),
    ("next work", REPORT, "new thing: we need an endpoint that returns a user's last 10 orders"),
    ("next work", OFFER, "no need. can you write a script that seeds the dev db with fake users?"),
    ("next work", QUESTION,
     "actually, forget the cache. let's work on the signup form validation first"),
    # Opening with the words follow-ups lean on.
    ("leaning opening", REPORT,
     "ok cool. can you also write a script that seeds the dev database with fake users?"),
    ("leaning opening", REPORT, "also, add rate limiting to the login endpoint"),
    ("leaning opening", REPORT, "and now the docs for the new retry flag"),
    ("leaning opening", REPORT,
     "also please update the dependencies, dependabot has 12 open PRs"),
    ("leaning opening", REPORT,
     "and another thing: the CI build takes 20 minutes, can we cache the dependencies?"),
    ("leaning opening", REPORT,
     "also, the README still describes the old install steps, update it"),
    ("leaning opening", REPORT, "great. next, the settings page doesn't save the timezone"),
    ("leaning opening", REPORT,
     "switching gears: the Docker image is 2GB, can we slim it down?"),
    # A new defect.
    ("new defect", REPORT, "next: the login page 500s when the email has a plus sign"),
    ("new defect", REPORT, "fix the typo in the 404 page"),
    ("new defect", REPORT,
     "there's a memory leak in the websocket handler, can you look into it"),
    ("new defect", REPORT,
     "the search endpoint is really slow with more than 10k rows, profile it"),
    ("new defect", REPORT,
     "the app crashes on startup when DATABASE_URL is unset, make it print a clear error "
     "instead"),
    ("new defect", REPORT, "check why the nightly job didn't run yesterday"),
    # A pasted failure.
    ("pasted failure", REPORT,
     "CI is failing:\n```\nFAIL src/api/orders.test.ts\n  ● createOrder › rejects negative "
     "quantities\n    expect(received).toBe(expected)\n    Expected: 400\n    Received: 500\n```"
     "\nfix this"),
    ("pasted failure", REPORT,
     "the deploy failed with this, fix it:\n```\nError: Cannot find module 'dotenv'\n```"),
    ("pasted failure", REPORT,
     "tests are red on main:\n```\nFAILED tests/test_export.py::test_csv_header - "
     "AssertionError\n```\ncan you fix"),
    # Asking to be told about something new.
    ("explanation", REPORT, "explain how the auth middleware works"),
    ("explanation", REPORT, "how does the job queue decide the order of jobs?"),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`):
# each is checked to stay wrong, so the figure the table gives is the real one.
KNOWN_MISSES: frozenset[str] = frozenset({
    'hmm, the docstring still says fetch_user',
    'can you make the function shorter?',
    'add a deprecation alias for the old name so we d',
})


CASES = cases(FOLLOW_UPS, NEW_TASKS)


@pytest.mark.parametrize(("form", "before", "words", "new"), CASES, ids=case_ids(CASES))
def test_a_request_is_told_a_new_task_or_a_follow_up(form: str, before: Before, words: str,
                                                     new: bool) -> None:
    check_decision(before, words, new, KNOWN_MISSES)


def test_the_table_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(FOLLOW_UPS) >= 60 and len(NEW_TASKS) >= 60
    check_known_misses(FOLLOW_UPS + NEW_TASKS, KNOWN_MISSES)


def _cue(words: str, name: str) -> float:
    return features(words, REPORT.previous())[name]


def _reply_cue(reply: str, name: str) -> float:
    """A cue of the agent's reply, read from a plain "ok" after it."""
    return features("ok", Previous(None, reply, T0, request="add a retry to the upload"))[name]


@pytest.mark.parametrize(("words", "moves_on"), [
    # Thanks or praise, one or several, whatever the punctuation, then an ask.
    ("perfect. now migrate the tests to pytest", True),
    ("ok cool. can you write a seed script?", True),
    ("thanks! next, the settings page", True),
    ("great work, let's do the export now", True),
    # An opening that names what follows as new.
    ("next: the login page 500s", True),
    ("new thing: we need an orders endpoint", True),
    ("moving on to the export feature", True),
    # Words that only look alike.
    ("works now", False),
    ("next time, ask before deleting files", False),
    ("perfect", False),
    ("ok", False),
    ("", False),
    ("the new version is fine", False),
])
def test_moving_on_to_new_work_is_a_cue_however_it_opens(words: str, moves_on: bool) -> None:
    assert _cue(words, "turns_to_something_new") == float(moves_on)


@pytest.mark.parametrize(("words", "goes_on"), [
    ("now the same in the admin app", True),
    ("now it fails on empty input", True),
    ("and the tests?", True),
    # "now" that opens an ask moves on to it.
    ("now add tests for the parser", False),
    ("now let's tackle the TODOs", False),
    ("now, can you open a PR", False),
    ("now write a migration for the new column", False),
])
def test_now_goes_on_unless_it_opens_an_ask(words: str, goes_on: bool) -> None:
    assert _cue(words, "goes_on") == float(goes_on)


@pytest.mark.parametrize(("reply", "asked"), [
    ("Want me to also add a `--strict` flag?", True),
    ("If you'd like, I can also add a retry to the download path.", True),
    ("Happy to wire this into the CLI next.", True),
    ("I can also update the README to match.", True),
    ("Would you rather keep the old name as an alias.", True),
    ("Shall we do the same for the admin app.", True),
    # A report that offers nothing.
    ("Done: I added a retry to the download path and all tests pass.", False),
    ("The old name is kept as an alias, so nothing breaks.", False),
    ("I can't reproduce the failure locally.", False),
    ("", False),
])
def test_an_offer_or_a_question_back_is_read_however_it_is_worded(reply: str,
                                                                  asked: bool) -> None:
    assert _reply_cue(reply, "agent_asked") == float(asked)


@pytest.mark.parametrize(("words", "alone"), [
    ("approved", True),
    ("sgtm", True),
    ("absolutely", True),
    ("works for me", True),
    ("up to you", True),
    ("your call", True),
    ("whatever you think", True),
    # An answer with more said after it, or no answer.
    ("of course, and add a test for the empty case", False),
    ("approve the PR", False),
    ("definitely not", True),
    ("the definition is wrong", False),
])
def test_a_go_ahead_or_a_choice_left_to_the_agent_is_an_answer(words: str, alone: bool) -> None:
    assert features(words, OFFER.previous())["answer_alone"] == float(alone)


@pytest.mark.parametrize(("words", "answers"), [
    ("A is fine", True),
    ("b) with the cache", True),
    ("2: yes, and keep the old flag", True),
    # a name that opens with an option's letter or number is no pick
    ("A/B test the new pricing page", False),
    ("1+1 offer banner on the cart page", False),
    ("B&W mode for the print stylesheet", False),
])
def test_an_option_picked_by_its_letter_is_an_answer_and_a_name_is_not(words: str,
                                                                       answers: bool) -> None:
    cues = features(words, OFFER.previous())
    assert bool(cues["answer_alone"] or cues["answer_then_more"]) is answers


@pytest.mark.parametrize(("words", "about"), [
    ("you renamed the wrong function", True),
    ("you've broken the import in cli.py", True),
    ("you forgot the migration", True),
    ("how come you went with a cookie?", True),
    ("why is the file renamed?", True),
    # The person's own work or plans, or something new.
    ("I renamed the branch", False),
    ("rename the function", False),
    ("you should rename it", False),
])
def test_words_about_what_the_agent_did_are_a_cue(words: str, about: bool) -> None:
    assert _cue(words, "asks_about_the_agents_work") == float(about)


@pytest.mark.parametrize(("reply", "done"), [
    ("Done. All 42 tests pass.", True),
    ("I've updated the three call sites and the docs.", True),
    ("The retry has been added to the upload path.", True),
    ("You're all set: the token now refreshes on load.", True),
    ("Implemented the export as a streaming CSV.", True),
    ("## Summary of changes\n- `load_user` replaces `fetch_user`", True),
    # Work not done yet, or done and then a question.
    ("I'll start with the config option.", False),
    ("I haven't changed anything yet: which option do you want?", False),
    ("The failure comes from a stale cache.", False),
])
def test_a_report_of_finished_work_is_read_however_it_is_worded(reply: str,
                                                                done: bool) -> None:
    assert _reply_cue(reply, "agent_reported_done") == float(done)


PARSER_DONE = Before(
    "make the csv reader accept a custom delimiter",
    "`read_rows(path, delimiter=',')` in `importer/reader.py` now takes the delimiter; the CLI "
    "passes `--delimiter`. Tests pass.")


@pytest.mark.parametrize("words", [
    "can we do the same to importer/writer.py ?",
    "do the same for the tsv exporter",
    "ok now apply the same change in the json reader",
    "could you do the same thing for src/legacy/reader_v1.py?",
    "great, let's do the same with the excel import",
])
def test_the_same_work_asked_again_on_another_thing_is_a_follow_up_by_its_wording(
        words: str) -> None:
    previous = PARSER_DONE.previous()
    decided = decide(words, previous, T0)
    assert not decided.new
    assert decided.why == ("asks for the same work on another thing",)


@pytest.mark.parametrize("words", [
    # Another ask after it, or the same told of another thing instead of asked.
    "do the same for the tsv exporter, and then write a migration guide for the team",
    "the exporter has the same bug in its quoting",
    "same problem on the staging box: the cron never fires",
])
def test_more_work_or_a_likeness_told_is_not_read_as_the_same_work_again(words: str) -> None:
    assert decide(words, PARSER_DONE.previous(), T0).why != (
        "asks for the same work on another thing",)
