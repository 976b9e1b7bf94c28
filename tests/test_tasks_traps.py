"""What a keyword miner misreads as constraints yields no judge: questions, pasted findings,
asides, rationale, musings, requests to check something, and a pasted "fix:" heading."""

from __future__ import annotations

import pytest

from skillsleep.tasks.judges import Origin
from skillsleep.tasks.judges.mine import Quote, derive

TRAPS = {
    "a question about the work": "hmm, did you run the tests?",
    "a question about the code": "are we using t.RunParallel where we could?",
    "a question with the fix in it": "why adding the note and not just removing the param?",
    "a pasted review finding": (
        "Low Severity\n\nThe error from loadSettingsFromFile() is wrapped with \"reading "
        "settings file:\" at line 239, then wrapped again with the same prefix at line 84. "
        "This produces duplicate error messages. Consider removing one of the wrappings."),
    "rationale in an aside": ("using the git cli for this should be fine, since it's always "
                              "against the local worktree, right? (we use go-git explicitly "
                              "in other places)"),
    "design rationale": ("ok, I think we should change that to not be strict, we don't want to "
                         "play catch up and add new hook types constantly"),
    "asking for options": "I don't like turn, any other suggestions?",
    "a musing": "If I do a branch off main and run a session, then don't commit, what happens?",
    "a request to check": "can we double check that we don't use CheckpointID as a string",
    "a pasted fix heading": "can you fix: 1. Critical: Duplicate Code in the handlers",
    "filler after no": "no worries, take your time",
}


@pytest.mark.parametrize("kind", sorted(TRAPS))
def test_a_trap_yields_no_judge(kind: str) -> None:
    for followup in (False, True):
        quote = Quote(TRAPS[kind], Origin("claude-code", "s", "r"), followup=followup)
        assert derive([quote]) == [], kind


def test_the_same_words_said_as_wishes_do_yield_judges() -> None:
    wishes = ["run the tests before you say done", "use t.Parallel() in every new test",
              "never use testify", "we use go-git, not the git cli, in this repo",
              "plain stdlib testing, no testify", "run fmt, lint and the CI tests before calling "
              "it done", "reply to each review comment citing the fixing commit",
              "never push to main", "don't modify the generated files in gen/",
              "leave the vendor/ folder alone", "use pagination when fetching PR comments"]
    for words in wishes:
        assert derive([Quote(words, Origin("claude-code", "s", "r"))]), words
