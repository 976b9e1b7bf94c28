"""A fifth table of follow-ups and new tasks said mid-session, written at first sight: every
line was written from how people talk to coding agents in general, before the cues were looked
at for it, and its figure was taken with the model as it then was.

Its shapes are the ones the model gets wrong most. The exchanges: a flag added with an offer to
commit, two designs offered for a choice, a migration written and pushed, a red build fixed with
an offer to open a pull request, a slow page explained, a refactor opened as a pull request. The
follow-ups ask about the answer just given ("what does it do with unicode?"), check the agent's
work ("did you test the rollback?"), or talk design while naming an operation ("should this be
one PR or three?", "before we commit, ..."). The new tasks are said right after an offer, set
aside for other work ("not yet. write a dockerfile for the worker"), or paste an error of other
code than the reply's.

The decision is the shipped model's. Cases it still gets wrong are in `KNOWN_MISSES`, checked
to stay wrong, so the table's figure is the real one: a change that fixes one moves it out of
the list, a change that breaks one fails the test. At first sight the model made 11 of the 41
follow-ups tasks and 18 of the 40 new tasks follow-ups; after the cues it led to (a question
whether work was done or should be asks for none; other things told or asked after a short
closing sentence are new work), 4 and 8. One new task decided right at first sight, an error
pasted under "getting this when I start the app locally", is now missed (0.54 against 0.55).
A script asked to be written after an offer is read as a feature since, and so a new task: 7.
A question whose things are all the answer's ("why is the notifier separate from the
repository?") asks about it since, a follow-up by its wording: 3 and 3 are missed now. A bump
said after an offer ("meanwhile bump the node version to 20") is of the `deps` kind since, and
so a new task: 3 and 2.
"""

from __future__ import annotations

import pytest

from helpers.exchanges import (
    Before,
    cue,
    decision_tests,
)

EXPORT_DONE = Before(
    "add a --format flag to the export command, json or csv",
    "Done. `export` now takes `--format json|csv` (default json). The CSV writer lives in "
    "`cli/export_csv.py` and quotes fields that contain commas or newlines. I added four tests "
    "in `tests/test_export.py`; all 212 tests pass. Want me to commit this?")
TWO_DESIGNS = Before(
    "the payment webhook sometimes times out, what should we do about it?",
    "The handler calls Stripe's API synchronously to fetch the customer before it answers, which "
    "takes up to 8 s under load. Two options: (1) answer 200 at once and process the event in a "
    "background job on the existing Celery queue, or (2) cache the customer lookups in Redis for "
    "an hour. Option 1 is the usual pattern and makes retries idempotent if we store the event "
    "id. Which would you prefer?")
PUSHED = Before(
    "write the migration that splits full_name into first_name and last_name",
    "I wrote `migrations/0042_split_full_name.py`: it adds the two columns, fills them by "
    "splitting on the last space, and drops `full_name` in a second step so it can be rolled "
    "back. I ran it against the local database and the model tests pass. Committed as `a3f9c1e` "
    "and pushed to `feature/split-names`.")
BUILD_FIXED = Before(
    "CI is red on main, fix it",
    "The failure was in `test_scheduler.py::test_next_run`: it assumed the machine runs in UTC "
    "and the new runner image uses America/New_York. I pinned the test's clock to UTC with "
    "`freezegun` and set `TZ=UTC` in the workflow. The run on my branch is green. Shall I open a "
    "PR?")
SLOW_PAGE = Before(
    "why is the product page so slow on first load?",
    "The first load renders on the server and fetches the product, its reviews and the "
    "recommendations one after the other, about 1.4 s in all; the recommendations call alone is "
    "900 ms. Later loads hit the CDN cache. Fetching the three in parallel would bring it to "
    "about 900 ms, and loading the recommendations in the browser would bring the first paint "
    "to about 500 ms.")
SPLIT_PR = Before(
    "split the UserService into smaller pieces",
    "I split `UserService` into `UserRepository` (database access), `PasswordPolicy` and "
    "`UserNotifier`; `UserService` now composes them and keeps its public methods, so no caller "
    "changed. 38 files touched, all tests pass. Opened PR #418 with a summary of the changes.")

FOLLOW_UPS: list[tuple[str, Before, str]] = [
    # Questions about the answer just given.
    ("question", EXPORT_DONE, "what does it do with unicode in the csv?"),
    ("question", EXPORT_DONE, "why json as the default and not csv?"),
    ("question", EXPORT_DONE, "does it stream the rows or load everything in memory first?"),
    ("question", TWO_DESIGNS, "what happens if the job fails after we've already answered 200?"),
    ("question", TWO_DESIGNS, "wouldn't the cache go stale when a customer changes their card?"),
    ("question", TWO_DESIGNS, "how long does stripe wait before it retries?"),
    ("question", PUSHED, "what about names with no space at all?"),
    ("question", PUSHED, "how long will that take on 30 million rows?"),
    ("question", SLOW_PAGE, "where do the 900 ms go, their api or our side?"),
    ("question", SLOW_PAGE, "which of those would you do first?"),
    ("question", SPLIT_PR, "why is the notifier separate from the repository?"),
    ("question", BUILD_FIXED, "why did it only start failing now?"),
    ("question", BUILD_FIXED, "so the runner image changed under us?"),
    # Checks on the agent's work.
    ("check", EXPORT_DONE, "did you run the linter too?"),
    ("check", EXPORT_DONE, "did you test it with an empty result set?"),
    ("check", EXPORT_DONE, "are the new tests actually checking the quoting?"),
    ("check", PUSHED, "did you test the rollback?"),
    ("check", PUSHED, "are you sure it handles NULL names?"),
    ("check", PUSHED, "did the push go to the right branch?"),
    ("check", SPLIT_PR, "did you run the integration tests or only the unit ones?"),
    ("check", SPLIT_PR, "have you checked that nothing imports the old private helpers?"),
    ("check", BUILD_FIXED, "did you check the other tests that call datetime.now?"),
    ("check", BUILD_FIXED, "is the whole suite green or just that test?"),
    # Design talk that names an operation.
    ("design", EXPORT_DONE, "before we commit, should the flag be called --output-format?"),
    ("design", EXPORT_DONE, "I'd rather commit the csv writer separately from the flag"),
    ("design", TWO_DESIGNS, "option 1, but we'd need a migration for the event ids, right?"),
    ("design", TWO_DESIGNS, "if we go with the queue, do the tests need a running celery?"),
    ("design", SPLIT_PR, "should this be one PR or three, one per class?"),
    ("design", SPLIT_PR, "the PR description should say that no caller changed"),
    ("design", SPLIT_PR, "do we rebase it on main before the review or after?"),
    ("design", PUSHED, "should the drop be its own migration so we can deploy in between?"),
    ("design", PUSHED, "let's not merge that until the backfill is tried on staging"),
    ("design", BUILD_FIXED, "rather than pinning TZ in the workflow, could the fixture set it?"),
    ("design", BUILD_FIXED, "a PR for a one-line workflow change feels heavy, push to main?"),
    ("design", SLOW_PAGE, "would fetching in parallel need a refactor of the loader?"),
    ("design", SLOW_PAGE, "would loading the recommendations in the browser hurt SEO?"),
    # Answers and refinements.
    ("answer", BUILD_FIXED, "yes, open it"),
    ("answer", SLOW_PAGE, "go with the parallel fetch"),
    ("answer", TWO_DESIGNS, "option 1, and store the event ids"),
    ("refinement", SPLIT_PR, "rename UserNotifier to UserMailer, it only sends email"),
    ("refinement", PUSHED, "split on the first space instead, most of our users are Dutch"),
]

_PY_ERROR = """\
Traceback (most recent call last):
  File "app/main.py", line 12, in <module>
    from app.settings import config
ModuleNotFoundError: No module named 'pydantic_settings'"""
_NPM_ERROR = """\
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! Found: react@18.2.0
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^17.0.0" from react-beautiful-dnd@13.1.1"""
_GO_PANIC = """\
panic: runtime error: invalid memory address or nil pointer dereference
[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x4a1b2c]

goroutine 41 [running]:
github.com/acme/worker/queue.(*Consumer).ack(0x0, {0xc0001a2000, 0x24})
	/src/queue/consumer.go:88 +0x2c"""
_TSC_ERROR = """\
src/components/InvoiceTable.tsx:42:17 - error TS2322: Type 'string | undefined' is not \
assignable to type 'string'.

42       currency={invoice.currency}
                   ~~~~~~~~

Found 1 error in src/components/InvoiceTable.tsx:42"""
_SQL_ERROR = """\
ERROR:  duplicate key value violates unique constraint "accounts_email_key"
DETAIL:  Key (email)=(ops@acme.io) already exists.
CONTEXT:  COPY accounts, line 118"""
_DOCKER_ERROR = """\
#12 [builder 5/7] RUN pip install -r requirements.txt
#12 4.113 ERROR: Could not find a version that satisfies the requirement torch==2.1.0
#12 4.113 ERROR: No matching distribution found for torch==2.1.0
------
ERROR: failed to solve: process "/bin/sh -c pip install -r requirements.txt" did not \
complete successfully: exit code: 1"""
_JAVA_ERROR = """\
java.lang.IllegalStateException: Failed to load ApplicationContext
	at org.springframework.test.context.cache.DefaultCacheAwareContextLoaderDelegate.loadContext
Caused by: org.springframework.beans.factory.BeanCreationException: Error creating bean with \
name 'mailSender': Injection of autowired dependencies failed"""
_RUST_ERROR = """\
error[E0502]: cannot borrow `self.buf` as mutable because it is also borrowed as immutable
  --> src/reader.rs:57:9
   |
55 |         let head = &self.buf[..4];
   |                     -------- immutable borrow occurs here
57 |         self.buf.clear();
   |         ^^^^^^^^^^^^^^^^ mutable borrow occurs here"""
_KUBE_ERROR = """\
NAME                        READY   STATUS             RESTARTS      AGE
api-7d9f8c6b5-x2k4p         0/1     CrashLoopBackOff   7 (2m ago)    14m
api-7d9f8c6b5-zq8tn         0/1     CrashLoopBackOff   7 (3m ago)    14m"""
_JS_ERROR = """\
Uncaught TypeError: Cannot read properties of null (reading 'addEventListener')
    at initCarousel (carousel.js:14:22)
    at HTMLDocument.<anonymous> (main.js:8:3)"""

NEW_TASKS: list[tuple[str, Before, str]] = [
    # Said right after an offer or a question, leaving it for other work.
    ("after an offer", EXPORT_DONE, "I'll commit it myself. can you add paging to /orders?"),
    ("after an offer", EXPORT_DONE, "later. the login form accepts an empty password"),
    ("after an offer", EXPORT_DONE, "not yet. write a dockerfile for the worker service"),
    ("after an offer", EXPORT_DONE, "hold off. the import command ignores --dry-run, look into it"),
    ("after an offer", EXPORT_DONE, "no. we need a changelog generated from the commit messages"),
    ("after an offer", TWO_DESIGNS,
     "let me think about it. meanwhile bump the node version to 20 everywhere"),
    ("after an offer", TWO_DESIGNS,
     "I'll ask the team first. can you write a script that deletes stale branches?"),
    ("after an offer", TWO_DESIGNS,
     "neither for now. the admin dashboard shows yesterday's revenue as zero"),
    ("after an offer", TWO_DESIGNS, "park that. the invite emails go out in the wrong language"),
    ("after an offer", BUILD_FIXED, "no PR needed. add a coverage badge to the README"),
    ("after an offer", BUILD_FIXED,
     "thanks, I'll open it. the mobile menu doesn't close after tapping a link"),
    ("after an offer", BUILD_FIXED, "good. set up dependabot for the python and npm packages"),
    ("after an offer", BUILD_FIXED, "I'll do it. what's the fastest way to profile the importer?"),
    ("after an offer", SLOW_PAGE,
     "ok, leave the page for now. let's add rate limiting to the login endpoint"),
    ("after an offer", SLOW_PAGE,
     "makes sense, thanks. can you add an endpoint that returns the build version?"),
    ("after an offer", SPLIT_PR, "nice. now move the cron jobs into the scheduler service"),
    ("after an offer", SPLIT_PR, "great. the emails we send show the wrong sender name"),
    ("after an offer", SPLIT_PR, "thanks. how do I give a contractor read access to the repo?"),
    ("after an offer", PUSHED, "cool. let's add soft delete to the comments table"),
    ("after an offer", PUSHED, "perfect. write a health check endpoint for the load balancer"),
    # An error of other code than the reply's, pasted.
    ("pasted error", EXPORT_DONE, "getting this when I start the app locally:\n\n" + _PY_ERROR),
    ("pasted error", EXPORT_DONE, _NPM_ERROR + "\n\nthis happens on a fresh clone of the web app"),
    ("pasted error", TWO_DESIGNS,
     "the queue worker crashed overnight, can you find out why?\n\n" + _GO_PANIC),
    ("pasted error", PUSHED, "not now. the frontend build breaks:\n\n" + _TSC_ERROR),
    ("pasted error", PUSHED, "the seed script fails on a fresh database\n\n" + _SQL_ERROR),
    ("pasted error", BUILD_FIXED, "no. the gpu image doesn't build anymore:\n" + _DOCKER_ERROR),
    ("pasted error", BUILD_FIXED, _JAVA_ERROR + "\n\nthe billing service tests all fail like "
     "this since the spring upgrade"),
    ("pasted error", SLOW_PAGE, "separate thing, the parser crate won't compile:\n\n"
     + _RUST_ERROR),
    ("pasted error", SLOW_PAGE, "the api pods on staging keep restarting\n\n" + _KUBE_ERROR),
    ("pasted error", SPLIT_PR, "the homepage carousel is broken in safari:\n\n" + _JS_ERROR),
    ("pasted error", SPLIT_PR, "thanks. this shows up when I run make release:\n\n"
     + _PY_ERROR),
    ("pasted error", EXPORT_DONE, "ok. fix this one next please\n\n" + _RUST_ERROR),
    ("pasted error", TWO_DESIGNS, "unrelated, docker compose up gives me\n\n" + _DOCKER_ERROR),
    ("pasted error", PUSHED, _JS_ERROR + "\n\nwhat's causing this on the checkout page?"),
    ("pasted error", BUILD_FIXED, "yes please. also, the nightly import job died with\n\n"
     + _SQL_ERROR),
    ("pasted error", SLOW_PAGE, "can you help with this one, the mobile app won't install "
     "its packages:\n\n" + _NPM_ERROR),
    ("pasted error", SPLIT_PR, "got this from the payments consumer in staging\n\n" + _GO_PANIC),
    ("pasted error", PUSHED, "CI on the docs site fails:\n\n" + _TSC_ERROR),
    ("pasted error", EXPORT_DONE, "the mail tests fail on my machine\n\n" + _JAVA_ERROR),
    ("pasted error", TWO_DESIGNS, "before that: the worker deploy fails\n\n" + _KUBE_ERROR),
]

# Cases the model still decides wrongly, each by the opening of its words (`exchanges.key`).
KNOWN_MISSES: frozenset[str] = frozenset({
    'the PR description should say that no caller cha',
    'rename UserNotifier to UserMailer, it only sends',
    'yes please. also, the nightly import job died wi',
    'getting this when I start the app locally:\n\nTrac',
})


(test_a_request_is_told_a_new_task_or_a_follow_up_at_fifth_sight,
 test_the_table_is_large_enough_and_its_known_misses_are_in_it) = decision_tests(
    FOLLOW_UPS, NEW_TASKS, KNOWN_MISSES, least=(40, 40))


def _cue(words: str, name: str, before: Before = EXPORT_DONE) -> float:
    return cue(words, name, before)


_KIND_CUES = ("asks_operation", "asks_kind", "asks_kind_implicitly")


@pytest.mark.parametrize(("words", "asked"), [
    # Whether it was done, or whether it should be: the work named is weighed, not asked for.
    ("did you run the linter too?", False),
    ("hmm, did the tests pass?", False),
    ("should this be one PR or three?", False),
    ("do we rebase it on main first?", False),
    # Asked of the agent, suggested, or asked to exist.
    ("can you run the linter?", True),
    ("would you commit it?", True),
    ("should we add tests for the quoting?", True),
    ("do we have a test for the csv writer?", True),
    # Not a question: the operation is asked for.
    ("did you run the linter", True),
    # Nothing asked.
    ("did you?", False),
    ("?", False),
    ("", False),
])
def test_a_question_whether_it_was_done_asks_for_no_work(words: str, asked: bool) -> None:
    assert any(_cue(words, name) for name in _KIND_CUES) == asked


_PASTED = ("\n\n```\nERROR: relation customers_archive does not exist\n"
           "LINE 1: select id, email from customers_archive where plan = 'legacy'\n```")


@pytest.mark.parametrize(("words", "new_work"), [
    # A short first sentence closes or sets aside the offer; the rest tells or asks of other
    # things.
    ("later. the login form accepts an empty password", True),
    ("thanks. how do I give a contractor read access to the repo?", True),
    ("no. the customers table has 30 million rows" + _PASTED, True),
    # A correction, a fact answering the agent, more of the same, words that lean on the reply.
    ("no. the quoting should also cover tabs", False),
    ("ok. the customers table has 30 million rows", False),
    ("ok. and the same for the import command", False),
    ("thanks. what does it do with unicode in the csv?", False),
    ("nope. it quotes fields twice", False),
    # A first sentence that states a rule, or names more than a closing does.
    ("we use pytest here, not unittest. plain asserts and fixtures please", False),
    ("the nightly export job failed twice. the login form accepts an empty password", False),
    # A first sentence that introduces what follows, or asks it, or a numbered point.
    ("how about this: the login form accepts an empty password", False),
    ("can you explain 3. the login form accepts an empty password", False),
    # Nothing after it.
    ("later.", False),
    (".", False),
    ("", False),
])
def test_what_follows_a_closing_sentence_of_other_things_is_new_work(words: str,
                                                                      new_work: bool) -> None:
    assert _cue(words, "asks_for_new_work") == float(new_work)
