"""Constraints are read by the grammar of what the person says, not by remembered phrasings.

Each case is a shape of sentence people use with coding agents in general, in wordings written
for this test: what a keyword miner misreads (questions, musings, descriptions of how things are,
reasons, idioms, pasted findings and logs, the agent's own words quoted back, someone else's
work) yields no judge; a wish, however it is worded, yields the judge of its kind of check, with
the right polarity, term and scope.
"""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive

HERE = Origin("claude-code", "s", "r")

TRAPS = {
    "a question about the work": "wait, did you actually run the unit tests?",
    "a question about the code": "are we calling `sync.Once` anywhere we shouldn't?",
    "a question that holds the fix": "why not just drop the `retries` argument?",
    "a hypothetical": "if I switch to `uv` later, would the lockfile still work?",
    "a musing": "I wonder whether `asyncio.gather` would be faster here",
    "a request to check": "can you make sure that nothing imports `legacy.utils` anymore?",
    "a description of what is missing": "the handler lacks a timeout on `http.Get`",
    "a description of how it is": "right now it uses `os.system` to start the job",
    "a reason": "let's keep the cache small to avoid `MemoryError` on the CI runners",
    "an idiom with a negation": "no worries, take your time with it",
    "another idiom": "never mind, I found the `config.yaml` myself",
    "a pasted review finding": (
        "Medium Severity\n\nThe `parseArgs()` function silently ignores unknown flags. This "
        "could lead to typos going unnoticed. Consider returning an error instead of "
        "skipping them."),
    "pasted linter output": ("lint fails:\nsrc/app.ts:12:5 error no-explicit-any Unexpected any. "
                             "Don't use `any`\nsrc/app.ts:30:1 error prefer-const"),
    "the agent's words quoted back": (
        "you said \"I will replace every call to requests.get with httpx.get and keep the old "
        "session object\" but the tests still fail"),
    "someone else's work": "their PR switches the client to `grpc-web` and drops REST",
    "what the product should do": "the cleanup script should delete `tmp/` when it's done",
    "a one-time word about the task": "a `--json` flag would be nice for this command",
    "a file to look at": "use `src/legacy/client.py` as the model for the new one",
    "a kind of thing, not one": "no docs please",
    "another kind of thing": "don't use the cache for this one",
}


@pytest.mark.parametrize("kind", sorted(TRAPS))
def test_a_trap_yields_no_judge(kind: str) -> None:
    for followup in (False, True):
        assert derive([Quote(TRAPS[kind], HERE, followup=followup)]) == [], kind


def _judged(words: str, reply: str = "") -> set[tuple[str, str, bool]]:
    """(kind, term, durable) of every judge the words give."""
    out = set()
    for j in derive([Quote(words, HERE, reply=reply)]):
        term = next(iter(j.key_terms()), "") if j.key_terms() else ""
        out.add((j.kind, term, j.durable))
    return out


WISHES = {
    # (words): the judges they must give, (kind, term, durable)
    "use `errors.Is` for that, not string comparison": {("diff_adds", "errors.Is", False)},
    "please don't pull in `lodash` for this": {("diff_avoids", "lodash", False)},
    "no mocks please, hit the real database": {("diff_avoids", "mocks", False)},
    "never use `print()` in library code": {("diff_avoids", "print()", True)},
    "stop adding `# type: ignore` comments": {("diff_avoids", "# type: ignore", False)},
    "we use `zod` for validation in this repo, not `yup`": {
        ("diff_adds", "zod", True), ("diff_avoids", "yup", True)},
    "from now on, wrap errors with `fmt.Errorf`": {("diff_adds", "fmt.Errorf", True)},
    "`moment` is deprecated here, use `date-fns` instead": {
        ("diff_adds", "date-fns", True), ("diff_avoids", "moment", True)},
    "test helpers must use `t.Helper()`": {("diff_adds", "t.Helper()", True)},
    "rename `getUser` to `fetchUser`": {("diff_adds", "fetchUser", False)},
    # A choice between two named things holds beyond the task; between two values it does not.
    "use `require` rather than `assert` for these checks": {
        ("diff_adds", "require", True), ("diff_avoids", "assert", True)},
    "set the owner to the current git user, not \"ci@local\"": set(),
    "go with `errors.Is` here, not `==`": {("diff_adds", "errors.Is", False),
                                           ("diff_avoids", "==", False)},
    "`user_id` -> `account_id` everywhere": {("diff_adds", "account_id", True)},
    "instead of `assert.Contains`, compare the whole string": {
        ("diff_avoids", "assert.Contains", False)},
    "keep `LegacyClient` for now": {("diff_keeps", "LegacyClient", False)},
    "always run `make check` before you tell me it's done": {("runs", "make check", True)},
    "run the linter before you say done": {("runs", "the linter", False)},
    "don't commit anything yet": {("does_not_run", "git commit", False)},
    "never push to main": {("does_not_run", "git push … main", True)},
    "don't touch anything under `migrations/`": {("files_unchanged", "migrations/", False)},
    "no - always use `pytest.raises` for errors, we use that for every error path": {
        ("diff_adds", "pytest.raises", True)},
}


@pytest.mark.parametrize("words", sorted(WISHES))
def test_a_wish_yields_the_judge_of_its_kind(words: str) -> None:
    assert _judged(words) == WISHES[words]


def test_alternatives_joined_by_a_slash_are_either_word_not_the_literal() -> None:
    (judge, avoided) = derive([Quote("prefix commits with feat/fix, not feature/bugfix", HERE)])
    assert judge.score is not None
    from skillsleep.tasks.judges import Attempt, FileChange

    wrote = Attempt(changes=[FileChange("CHANGELOG.md", added=["fix: handle empty carts"])])
    assert judge.score(wrote) == 1.0
    assert avoided.score(Attempt(changes=[FileChange("x", added=["bugfix: x"])])) == 0.0


def test_a_yes_takes_its_terms_from_what_the_agent_proposed() -> None:
    proposed = "Three tests share the setup. Want me to extract it into `newTestServer()`?"
    assert _judged("yes please", proposed) == {("diff_adds", "newTestServer()", False)}
    assert _judged("yes, always do that", proposed) == {("diff_adds", "newTestServer()", True)}
    # "X, or Y?": a yes does not say which.
    either = "Want me to use `httpx` or keep `requests` for now?"
    assert _judged("yes", either) == set()
    # "add them" names what the agent's last words name.
    listed = "These four handlers have no timeout. Shall I add `context.WithTimeout` to them?"
    assert _judged("yep, add them", listed) == {("diff_adds", "context.WithTimeout", False)}


def test_later_words_overrule_earlier_ones() -> None:
    quotes = [Quote("set up the tooling with yarn, not npm", HERE),
              Quote("no, use npm instead", HERE, followup=True)]
    assert {(j.kind, j.key_terms()[0]) for j in derive(quotes)} == {
        ("must_mention", "npm"), ("must_not_mention", "yarn")}


def test_choosing_among_the_agents_options_names_no_term() -> None:
    for words in ("let's go with option 2", "use the second approach", "go with that one"):
        assert derive([Quote(words, HERE)]) == [], words
