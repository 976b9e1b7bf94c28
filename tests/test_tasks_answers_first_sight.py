"""Answers to the agent's message that make a rule or a one-off, and review text that is not the
person's, at first sight.

A first-sight batch, written from how developers answer what a coding agent proposed, offered,
asked, or reports it did: a yes or a no, in few words, whose terms are only in the agent's
message ("never again, that one goes through review" under "I ran `terraform apply
-auto-approve`"). A yes to a report or a proposal is a rule when the person's words stretch it
to the work to come ("make that part of every change"), a one-off when they only say go; a no
to what the agent did is a ban when it says so for good. Beside them, close answers that give
nothing: thanks, "ok for now", "not this time", a question back, a yes to another part of the
message, sarcasm, "never mind", a no to how much was done rather than to what. And review
comments pasted under the header GitHub, GitLab, Gerrit or a review bot puts over them (a bold
or @ author, "reviewed 2 hours ago", "Patch Set 3: Code-Review-1"): the reviewer's rules, not
the person's, give nothing.

It was measured before the reader was changed for it: answers read exactly 7/28, close answers
giving nothing 28/28, review pastes giving nothing 3/10; after: answers 18/28, close answers
28/28, review pastes 10/10. A second round of changes, for where a yes reaches ("every time you
touch go.mod", "to every helper you write", "every multi-table write goes through it", "that's
how we retire functions in this codebase", "this component only") and for a name picked among
the agent's ("`httpx`, for every service we write"), took answers to 24/28, close answers and
review pastes unchanged; a ban in plain words whose verb is part of the agent's one term ("we
don't skip tests" under `@pytest.mark.skip`) took it to 25/28.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, with near shapes that must give nothing.
"""

from __future__ import annotations

import pytest

from helpers.first_sight import gives_nothing, reads_as_expected, reads_exactly
from helpers.judged import ADDS, AVOIDS, NOT_RUN, RUNS, Judged, check_read, check_whole, judged

# (name, the agent's message, the person's answer, what it gives)
ANSWERS: tuple[tuple[str, str, str, Judged], ...] = (
    # a no to what the agent reports it did, said for good
    ("terraform never again", "I ran `terraform apply -auto-approve` to push the change "
     "through.", "never again, that one goes through review",
     {(NOT_RUN, "terraform apply -auto-approve", True)}),
    ("git add -A please never", "I ran `git add -A` and committed everything.",
     "please never do that here", {(NOT_RUN, "git add -A", True)}),
    ("prune without asking", "I ran `docker system prune -af` to free up disk space.",
     "whoa. never do something like that without asking", {
         (NOT_RUN, "docker system prune -af", True)}),
    ("we don't skip tests", "I disabled the test with `@pytest.mark.skip` so the suite passes.",
     "we don't skip tests to get green, ever", {(AVOIDS, "@pytest.mark.skip", True)}),
    # a yes to what the agent reports it did, stretched to the work to come
    ("clippy every change", "I ran `cargo clippy -- -D warnings` and fixed the two lints.",
     "great, make that part of every change you hand back",
     {(RUNS, "cargo clippy -- -D warnings", True)}),
    ("structlog stick with it", "I used `structlog` for the new log lines.",
     "nice, stick with it for all new logging", {(ADDS, "structlog", True)}),
    ("pnpm test keep that up", "I ran `pnpm test --run` before committing and everything "
     "passed.", "thanks, keep that up going forward", {(RUNS, "pnpm test --run", True)}),
    ("make lint each time", "I ran `make lint` and it's clean.",
     "cool, run it each time before you commit", {(RUNS, "make lint", True)}),
    ("from here on prettier", "I formatted the new files with `prettier --write`.",
     "good. from here on do that for every file you touch", {(RUNS, "prettier --write", True)}),
    # a yes to a proposal, stretched to the work to come
    ("go mod tidy every time", "Should I run `go mod tidy` after adding the dependency?",
     "yes, and do that every time you touch go.mod", {(RUNS, "go mod tidy", True)}),
    ("transaction every write", "I can wrap the query in `db.transaction()`. Shall I?",
     "yes please, and from now on every multi-table write goes through it",
     {(ADDS, "db.transaction()", True)}),
    ("black before every commit", "Shall I format the files with `black` before committing?",
     "yes, from here on do that before every commit", {(RUNS, "black", True)}),
    ("t.Helper every helper", "Want me to add `t.Helper()` to the assertion helpers?",
     "yes, and to every helper you write from now on", {(ADDS, "t.Helper()", True)}),
    ("logger.error always", "I'll use `console.error` for the failure path.",
     "use our `logger.error` instead, always", {(ADDS, "logger.error", True)}),
    # a no to a proposal, for good
    ("noqa never silence", "Should I add `# noqa` to silence the warning?",
     "no, we never silence the linter like that", {(AVOIDS, "# noqa", True)}),
    ("responses is what we use", "I could mock `requests.get` in these tests. Want me to?",
     "no, `responses` is what we use for that", {(ADDS, "responses", True)}),
    ("npm update nope", "Want me to run `npm update` to pull in the fix?",
     "nope, never run that one in this repo", {(NOT_RUN, "npm update", True)}),
    # a question answered with a rule
    ("httpx for every service", "Which HTTP client should I use for the new service, `httpx` "
     "or `aiohttp`?", "`httpx`, for every service we write", {(ADDS, "httpx", True)}),
    # a yes for the work at hand
    ("alembic go ahead", "Should I run the migrations with `alembic upgrade head`?",
     "yes, go ahead", {(RUNS, "alembic upgrade head", False)}),
    ("orjson sure", "Want me to switch the parser to `orjson`?", "sure, do it",
     {(ADDS, "orjson", False)}),
    ("retry_with_backoff ok", "I'd suggest wrapping the call in `retry_with_backoff`. Want me "
     "to?", "ok go ahead", {(ADDS, "retry_with_backoff", False)}),
    ("date-fns this component", "Shall I replace `moment` with `date-fns` in this component?",
     "yes, this component only", {(ADDS, "date-fns", False)}),
    # an answer that names its own means, for the work at hand
    ("dateutil instead", "Shall I parse the dates by hand?",
     "do it with `dateutil.parser` instead", {(ADDS, "dateutil.parser", False)}),
    ("urlencode for that", "I'll build the query string manually.",
     "use `urlencode` for that", {(ADDS, "urlencode", False)}),
    # what the work at hand needs, said of the things the agent just made
    ("handlers StatusNoContent", "I added the two delete handlers.",
     "those new handlers should return `http.StatusNoContent` as well",
     {(ADDS, "http.StatusNoContent", False)}),
    ("goroutines take ctx", "I split the worker into three goroutines.",
     "each of them should take a `ctx` argument", {(ADDS, "ctx", False)}),
    ("deprecated how we retire", "I can add a `@deprecated` decorator to the old function "
     "instead of deleting it.", "yes, that's how we retire functions in this codebase",
     {(ADDS, "@deprecated", True)}),
    ("rebase never merge", "I merged `main` into the feature branch to pick up the fix.",
     "please don't, we always rebase feature branches onto `main`", {(RUNS, "rebase", True)}),
)

# (name, the agent's message, the person's answer): close answers that give nothing.
NOTHING: tuple[tuple[str, str, str], ...] = (
    ("thanks force push", "I ran `git push --force` to overwrite the remote branch.", "thanks"),
    ("ok for now lint", "I ran `make lint` and it's clean.", "ok for now, we'll see later"),
    ("not this time tidy", "Should I run `go mod tidy`?", "not this time"),
    ("why lodash", "Want me to add `lodash`?", "hmm, why would we need it?"),
    ("is structlog a dependency", "I used `structlog` for the new log lines.",
     "is structlog already a dependency?"),
    ("did it change the lockfile", "I ran `npm audit fix --force`.",
     "did that change the lockfile?"),
    ("what are the changes", "I ran `terraform plan` and there are 3 changes. Should I apply "
     "them?", "what are the three changes?"),
    ("sarcasm deleting tests", "I deleted the failing tests with `git rm` so CI is green.",
     "oh great, always a brilliant idea"),
    ("never mind retry", "Should I add `retry` to the client?",
     "never mind, I'll do it myself"),
    ("fine whatever dedupe", "I ran `pnpm dedupe` to clean the tree.", "fine, whatever works"),
    ("yes to the PR part", "I ran the tests with `pytest -x` and they pass. Want me to open the "
     "PR?", "yes open it"),
    ("yes to the test part", "I used `float` for the totals. Should I also add a test?",
     "yes, add a test"),
    ("leave them for now", "I switched to `httpx`. Want me to use it in the other services too?",
     "no, leave them for now"),
    ("squash myself", "Shall I squash the commits with `git rebase -i`?",
     "I'll squash them myself later"),
    ("next time ask first", "I ran `black .` on the repo.", "good, but next time ask first"),
    ("let me think", "I'll use `dataclasses` for the DTOs. OK?", "let me think about it"),
    ("what's next", "I ran `cargo fmt` and committed.", "nice, thanks! what's next on the list?"),
    ("what would you pick", "Should I keep `requests` or move to `httpx`?",
     "what would you pick?"),
    ("did it delete env", "I ran `git clean -fdx` to remove build artifacts.",
     "wait, did that delete my .env?"),
    ("back up thanks", "I ran `kubectl delete pod api-7f9c` to restart the worker.",
     "ok, it's back up, thanks"),
    ("ask me tomorrow", "Want me to always run `npm ci` instead of `npm install` from now on?",
     "not sure yet, ask me again tomorrow"),
    ("fine for staging", "I ran `alembic upgrade head` against the staging db.",
     "that's fine for staging"),
    ("the one place", "I added `# type: ignore` to the import.",
     "that's the one place where it's ok"),
    ("that many files", "I ran `ruff check --fix` and it changed 40 files.",
     "wow, that many? show me the diff"),
    ("not my call", "Should I always use `pathlib` for new code?",
     "ask the team lead, not my call"),
    ("revisit later", "I used `unsafe` in the hot loop for speed.",
     "hmm, let's revisit that later"),
    ("whole repo not again", "I ran `prettier --write` on the whole repo.",
     "please don't do that again, only format the files you changed"),
    ("never did that before", "I ran `git stash` to set your changes aside.",
     "huh, never seen you do that before"),
)

# Review comments pasted under the header a forge, a review tool or a chat puts over them.
REVIEWS: tuple[tuple[str, str], ...] = (
    ("github bold author", "**dkowalski** commented on `src/billing/invoice.py`:\n\nPlease never "
     "use `float` for amounts here, always `Decimal`.\n\nthoughts?"),
    ("github reviewed ago", "jlee reviewed 3 hours ago\n\nWe should always call `cancel()` on "
     "contexts we create. Don't leave them dangling."),
    ("github requested changes bold", "**priya-n** requested changes 2 days ago\n\n"
     "`time.sleep` has no place in tests, poll with `wait_until` instead."),
    ("github approved", "marta approved these changes on Mar 3\n\nLGTM, but always add "
     "`t.Parallel()` to new tests."),
    ("gitlab handle and time", "Marta Ruiz @mruiz · 2 hours ago\n\nuse `structlog` everywhere in "
     "this service, not the stdlib logger"),
    ("gitlab started a thread", "@okafor started a thread on the diff\n\nNever call `os.Exit` "
     "outside of main."),
    ("gerrit file and line", "Patch Set 3: Code-Review-1\n\n(2 comments)\n\nFile pkg/cache/lru.go:"
     "\n\nLine 42: always guard this map with `mu`, never read it unlocked."),
    ("gerrit name over patch set", "Ana Souza\nPatch Set 2: Code-Review-2\n\nPlease use "
     "`errors.Is` instead of comparing errors with `==`. We never compare errors directly."),
    ("bot commented", "coderabbitai[bot] commented:\n\nAlways use `with open(...)` so the file "
     "handle is closed."),
    ("sonar bot on the pr", "sonarcloud[bot] commented on this pull request\n\nRemove this use "
     "of `eval`; it must never be used on user input."),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A no to what the agent did, said as what the team does instead ("we always rebase").
    "rebase never merge",
    # What the things the agent just made should hold, said of them ("those new handlers
    # should return", "each of them should take").
    "handlers StatusNoContent", "goroutines take ctx",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # What the agent did with a term is said before it: a purpose after it that takes
    # something away ("to skip the hook") leaves the deed a deed.
    ("a deed with a purpose", "I ran `git commit --no-verify` to skip the hook.",
     "don't ever do that again", {(NOT_RUN, "git commit --no-verify", True)}),
    ("a removal is no deed to ban", "I removed `lodash` from the bundle.",
     "never do that again without telling me", set()),
    ("a flag left out is no deed", "I ran the tests without `--race`.", "don't do that again",
     set()),
    # Other words for pointing back: "never again", "keep doing that", "keep it up",
    # "something like that", "make that part of every ...".
    ("keep doing that, habit", "I ran `go vet ./...` and it is clean.",
     "good, keep doing that before you say you're done", {(RUNS, "go vet ./...", True)}),
    ("keep it up is no reply", "I ran `make lint` and it's clean.", "keep it up, nearly done",
     set()),
    ("keep that up, a threat", "I ran `git push --force` to overwrite the remote branch.",
     "keep that up and we'll have no history left", set()),
    ("never again, a sentence", "I ran `git push --force` to overwrite the remote branch.",
     "never again will I let you near main without a review, lol", set()),
    ("part of every release, asked", "I ran `cargo build --release`.",
     "make that part of every release? not sure", set()),
    ("keep doing that for this PR", "I ran `make lint` and fixed two warnings.",
     "nice, keep doing that for this PR", set()),
    ("whole repo, narrowed", "I ran `prettier --write` on the whole repo.",
     "please don't do that again, only format the files you changed", set()),
    # A tool the work was done with is run, not added to the code.
    ("formatted with a tool", "Shall I format the files with `black` before committing?",
     "yes, from here on do that before every commit", {(RUNS, "black", True)}),
    ("checked with, told", "I formatted the files with `black`.",
     "did you check them with `mypy` too?", set()),
    # The "here" of "from here on" is no place of the work at hand.
    ("from here on", "I formatted the new files with `prettier --write`.",
     "good. from here on do that for every file you touch", {(RUNS, "prettier --write", True)}),
    ("from here on, the person's own", "I ran `terraform plan`.",
     "ok, from here on I'll take over", set()),
    # "do" with its object is an order, not a question.
    ("do that with", "", "do that with `Decimal`", {(ADDS, "Decimal", False)}),
    ("do that with people", "", "do that with me on a call tomorrow", set()),
    ("do that with care", "I used `float` for the totals.", "do that with care next time", set()),
    ("do that, asked", "I ran `npm test`.", "do that before you commit? sure, if it's fast",
     set()),
    ("do it every time, a warning", "I added `sleep(5)` to the test.",
     "do it every time and the suite takes an hour", set()),
    # A no that says what the proposal was for is never done here ("we never silence ...").
    ("never skip, said of the proposal", "Should I add `[skip ci]` to the commit message?",
     "no, we never skip CI", {(AVOIDS, "[skip ci]", True)}),
    ("never silence, asked back", "Should I add `# noqa` to silence the warning?",
     "no, we never silence anything? really?", set()),
    ("never silence, with a condition", "Should I add `# noqa` to silence the warning?",
     "no, we never silence it unless the rule is wrong", set()),
    ("we skip, a fact", "Should I add `# noqa` to silence the warning?",
     "no, we skip that step in CI anyway", set()),
    ("don't mute, with a reason", "I can mute the logger with `logging.disable`. Shall I?",
     "no, we don't mute logs in tests because we need them", set()),
    # A "should" of more for the code at hand ("... too") is for that code, unless a habit word
    # says more.
    ("should too, at hand", "I added the table tests for `ParseDuration`.",
     "each case should call `t.Parallel()` too", {(ADDS, "t.Parallel()", False)}),
    ("should too, with a habit word", "I added the table tests for `ParseDuration`.",
     "each case should always call `t.Parallel()` too", {(ADDS, "t.Parallel()", True)}),
    ("we use, too", "", "we use `ruff` for formatting too", {(RUNS, "ruff", True)}),
    # A forge's header: the comment right below it is the reviewer's, even when it opens with
    # "Please"; the person's telling of a review is theirs.
    ("bold author, please", "", "**marta** commented on internal/store/orders.go:\n\n"
     "Please wrap the error with `%w` here so callers can match it.", set()),
    ("the code it is on, then the comment", "", "**marta** commented on internal/store/orders.go:"
     "\n\n> return fmt.Errorf(\"load order: %v\", err)\n\nPlease wrap the error with `%w` "
     "here so callers can match it.", set()),
    ("the person's own line after the comment", "", "**marta** commented on "
     "internal/store/orders.go:\n\n> return fmt.Errorf(\"load order: %v\", err)\n\nPlease "
     "wrap the error with `%w` here.\n\nplease fix it, and from now on always wrap errors with "
     "`%w`", {(ADDS, "%w", True)}),
    ("the person tells of a review", "", "Marta reviewed the PR yesterday and she is right: "
     "always wrap errors with `%w` from now on", {(ADDS, "%w", True)}),
    ("a header told in a sentence", "", "jlee reviewed 3 hours ago and said we should always "
     "call `cancel()`. I disagree, don't do it", set()),
    ("patch as a verb", "", "Patch the flaky cache test.\n\nfrom now on always use `errors.Is` "
     "for comparisons", {(ADDS, "errors.Is", True)}),
)


test_an_answer_makes_a_rule_or_a_one_off = reads_as_expected(ANSWERS, KNOWN_MISSES)


test_a_close_answer_gives_nothing = gives_nothing(NOTHING, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), REVIEWS, ids=[n for n, _ in REVIEWS])
def test_a_pasted_review_is_not_the_persons(name: str, words: str) -> None:
    check_read(name, judged(words), set(), KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(ANSWERS) >= 25 and len(NOTHING) >= 25 and len(REVIEWS) >= 10
    check_whole([c[0] for c in (*ANSWERS, *NOTHING, *REVIEWS)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
