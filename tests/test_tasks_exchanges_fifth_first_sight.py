"""Exchanges whose rule is said by answering what the agent proposed or did, the checkable term
being only in the agent's message, and close exchanges that give nothing durable: a fifth round
at first sight.

A first-sight batch, written from how developers answer a coding agent across languages and
tools (Python, Go, Rust, TypeScript, Java, Kotlin, SQL, shell, git, Terraform, Kubernetes): a
refusal of a proposed command by "that" with "don't" ("no, don't ever run that" for good, "no,
don't run that" for the task at hand) or with "yourself" ("never run that yourself"); a pick
between options the agent named in backticks, said with the bare name ("keep requests, we use
it everywhere", "httpx. from now on") or by its place ("go with the first one, always"); a yes
to a git step the agent offered, made a habit; and the team's use set against what the agent
chose ("we use `str | None` in this codebase" under `Optional[str]`), which gives the use and
no ban of the agent's choice: the team's way being said is no word that the other is never
written. Beside them, close exchanges that give nothing durable: questions back, maybe and
later, a timing ("don't run that yet"), a no said of one place or one condition, the agent's
text quoted back, and a git step said with no command ("always squash": neither how nor when).

It was measured before the reader was changed for it: exchanges read exactly 17/35, close
exchanges giving nothing durable 25/26; after: 28/35 and 25/26. A later change (a no said
again for good in a sentence of its own, "no. never ...", is one refusal) took it to 29/35,
and another (a question that only asks for a preference, "Any preference?", weighs the
options of the sentence before it) to 30/35.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one. `SHAPES` holds one case per shape the reader was
changed for, and near shapes that must give nothing.
"""

from __future__ import annotations

from helpers.first_sight import gives_nothing_durable, reads_as_expected, reads_exactly
from helpers.judged import (
    ADDS,
    AVOIDS,
    KEEPS,
    NOT_RUN,
    RUNS,
    Judged,
    check_whole,
)

HTTP = "I can switch the HTTP client to `httpx` or keep `requests`. Which do you prefer?"
LOGS = "Should I use `zap` or `logrus` for the structured logging?"
TESTS = "Do you want `vitest` or `jest` for the new component tests?"
JSON = "I could parse the payload with `gson` or with `jackson`. Any preference?"

# (name, the agent's message, the person's answer, what it gives)
EXCHANGES: tuple[tuple[str, str, str, Judged], ...] = (
    # a refusal of a proposed command by "that", with "don't"
    ("don't ever run that", "Want me to run `npm audit fix --force`?", "no don't ever run that",
     {(NOT_RUN, "npm audit fix --force", True)}),
    ("don't run that, this task", "Want me to run `npm audit fix --force`?", "no don't run that",
     {(NOT_RUN, "npm audit fix --force", False)}),
    ("never run that yourself", "Should I run `terraform apply` now?", "never run that yourself",
     {(NOT_RUN, "terraform apply", True)}),
    ("don't run that ever", "Want me to run `docker system prune -a` to free space?",
     "don't run that ever", {(NOT_RUN, "docker system prune -a", True)}),
    ("please don't run that", "Should I run `cargo update` to pull the new versions?",
     "please don't run that", {(NOT_RUN, "cargo update", False)}),
    ("don't run that, a reason", "I'll run `git reset --hard origin/main` to clean up.",
     "don't run that, you'll wipe my local changes",
     {(NOT_RUN, "git reset --hard origin/main", False)}),
    ("you should never run that yourself", "Should I run `prisma migrate reset`?",
     "no, you should never run that yourself", {(NOT_RUN, "prisma migrate reset", True)}),
    ("never run that one", "Shall I run `flyway clean` against the dev database?",
     "never run that one", {(NOT_RUN, "flyway clean", True)}),
    ("nope don't ever run that here", "Want me to run `go get -u ./...` to bump everything?",
     "nope, don't ever run that here", {(NOT_RUN, "go get -u ./...", True)}),
    ("don't ever run that again", "I ran `kubectl delete pod --all` to restart the workers.",
     "don't ever run that again", {(NOT_RUN, "kubectl delete pod --all", True)}),
    ("do not run that", "Shall I run `mvn release:perform`?", "do not run that",
     {(NOT_RUN, "mvn release:perform", False)}),
    ("never run that yourself, ever", "I can run `helm uninstall billing` and reinstall it.",
     "no. never run that yourself", {(NOT_RUN, "helm uninstall billing", True)}),
    # a pick said with the bare name the agent put in backticks
    ("keep requests, we use it everywhere", HTTP, "keep requests, we use it everywhere",
     {(KEEPS, "requests", True)}),
    ("requests, always", HTTP, "requests, always", {(KEEPS, "requests", True)}),
    ("httpx. from now on", HTTP, "httpx. from now on", {(ADDS, "httpx", True)}),
    ("the first one, always", HTTP, "go with the first one, always", {(ADDS, "httpx", True)}),
    ("zap please", LOGS, "zap please", {(ADDS, "zap", False)}),
    ("logrus from now on", LOGS, "logrus from now on", {(ADDS, "logrus", True)}),
    ("vitest going forward", TESTS, "vitest going forward", {(ADDS, "vitest", True)}),
    ("jest, every time", TESTS, "jest, every time", {(ADDS, "jest", True)}),
    ("the second one from now on", JSON, "the second one, from now on",
     {(ADDS, "jackson", True)}),
    ("gson for this one", JSON, "gson for this one", {(ADDS, "gson", False)}),
    ("use sqlx always", "Should I write the queries with `sqlx` or `diesel`?",
     "use sqlx, always", {(ADDS, "sqlx", True)}),
    # a git step the agent offered, made a habit
    ("rebase before the PR, always", "Want me to rebase on main before opening the PR?",
     "yes, always", {(RUNS, "git rebase … main", True)}),
    ("sign off, every time", "Should I sign off the commits?", "yes, every time",
     {(RUNS, "git commit -s", True)}),
    ("pull rebase before you push", "I could run `git pull --rebase` before pushing.",
     "yes please, always do that before you push", {(RUNS, "git pull --rebase", True)}),
    ("draft PR from now on", "Shall I open the PR as a draft?", "yes, from now on",
     {(RUNS, "gh pr create --draft", True)}),
    # the team's use set against the agent's choice
    ("we use str or None", "I used `Optional[str]` for the new field.",
     "we use `str | None` in this codebase", {(ADDS, "str | None", True)}),
    ("we use list of int", "I typed the argument as `List[int]`.",
     "we use `list[int]` here, we're on 3.11", {(ADDS, "list[int]", True)}),
    ("we use errors.Join", "I combined the errors with `multierr.Combine`.",
     "we use `errors.Join` in this repo", {(ADDS, "errors.Join", True)}),
    ("we use it, not that", "I'll fake the client with `Mockito.mock()`.",
     "we use `@MockBean` here, not that", {(ADDS, "@MockBean", True),
                                         (AVOIDS, "Mockito.mock()", True)}),
    ("no, we always use", "I used `any` for the payload type.",
     "no, we always use `unknown` for that", {(ADDS, "unknown", True)}),
    # timing and questions: nothing
    ("don't run that yet", "Should I run `helm upgrade api ./chart`?", "don't run that yet",
     set()),
    ("don't run that until", "Want me to run `alembic upgrade head`?",
     "don't run that until I've backed up the db", set()),
    ("never run that yourself, asked", "Should I run `terraform apply` now?",
     "never run that yourself?", set()),
)


NOTHING: tuple[tuple[str, str, str], ...] = (
    ("why not run that", "Want me to run `npm audit fix --force`?", "why not run that?"),
    ("maybe later", "Should I run `terraform apply` now?", "maybe later, not now"),
    ("squash with no command", "I could squash these 5 commits before pushing.",
     "yes please, always squash before you push"),
    ("squash, this once", "I'll squash the fixup commits before pushing. OK?", "sure"),
    ("don't run that on main", "Want me to run `npm audit fix --force`?",
     "don't run that on main"),
    ("don't run that without asking", "Shall I run `kubectl rollout restart deploy/api`?",
     "don't ever run that without asking me first"),
    ("I never run that myself", "Should I run `terraform apply` now?",
     "I never run that myself, but go ahead"),
    ("requests, asked", HTTP, "requests?"),
    ("requests maybe", HTTP, "hm, requests maybe"),
    ("keep it for now", HTTP, "keep requests for now"),
    ("the first one, what do you think", HTTP, "the first one sounds good, but what do you think?"),
    ("the wording of an option", "I can keep `requests` (the simple option) or switch to "
     "`httpx` (the async one).", "yes, 'the simple option' is a good way to put it"),
    ("agent quoted back", "Should I run `make deploy`? The README says never run that yourself.",
     "\"never run that yourself\"? where does it say that?"),
    ("agent's plan quoted", "I'll always squash before I push.",
     "> I'll always squash before I push\n\nok"),
    ("we used to use", "I used `Optional[str]` for the new field.",
     "we used to use `str | None` in this codebase"),
    ("do we use", "I used `Optional[str]` for the new field.",
     "do we use `str | None` in this codebase?"),
    ("don't run that yet, a reason", "Should I run `terraform destroy` on the sandbox?",
     "don't run that yet, people are still on it"),
    ("don't run that now", "Want me to run `cargo publish`?", "no, don't run that now"),
    ("not yet, later", "I could squash these commits with `git rebase -i` before pushing.",
     "not yet, later"),
    ("a pick asked back", LOGS, "zap or logrus, which would you pick?"),
    ("whatever you think", JSON, "the second one, or whatever you think"),
    ("a no to an option by place", TESTS, "not the first one, not yet"),
    ("sarcasm run that", "Want me to run `rm -rf build/`?", "sure, run that, what could go wrong"),
    ("never heard of that", "I can use `ky` instead of `fetch`.", "never heard of that one"),
    ("code block of the agent", "I ran:\n```\ngit push --force\n```",
     "```\ngit push --force\n```\nwhy?"),
    ("empty", "Should I run `make deploy`?", ""),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A pick by its name among options the agent weighs in a sentence with no verb of using
    # ("parse the payload with `gson` or with `jackson`. Any preference?").
    "gson for this one",
    # ... or asked with "want", which weighs values as often ("`main` or `develop` as the
    # base branch?").
    "vitest going forward", "jest, every time",
    # "use sqlx, always" is read as a word the answer must say; "not that" after the team's
    # own use does not take the agent's choice as the thing banned.
    "use sqlx always", "we use it, not that",
    # Read as a ban, as "no, never run that without asking" was read before this batch: the
    # agent is not to run it on its own. The check this gives holds even when the person says
    # yes later, which is wider than said.
    "don't run that without asking",
})

# One case per shape the reader was changed for, and near shapes that must give nothing:
# (name, the agent's message, the words, what they give).
SHAPES: tuple[tuple[str, str, str, Judged], ...] = (
    # A refusal by "that" with "don't": for good with "ever", for the task without.
    ("don't ever run that", "Should I run `pip install -U pip setuptools`?",
     "no, don't ever run that", {(NOT_RUN, "pip install -U pip setuptools", True)}),
    ("don't run that", "Should I run `pip install -U pip setuptools`?", "don't run that",
     {(NOT_RUN, "pip install -U pip setuptools", False)}),
    ("do not ever run it", "I ran `bundle update` to pick up the fix.", "do not ever run it",
     {(NOT_RUN, "bundle update", True)}),
    ("do not run it again, no word for good", "I ran `bundle update` to pick up the fix.",
     "do not run it again", {(NOT_RUN, "bundle update", False)}),
    ("don't run that yet", "Should I run `pip install -U pip setuptools`?", "don't run that yet",
     set()),
    ("don't run that, asked", "Should I run `pip install -U pip setuptools`?",
     "don't run that?", set()),
    ("a plain no names no ban", "Should I run `pip install -U pip setuptools`?", "no", set()),
    ("don't run that, then why", "Should I run `pip install -U pip setuptools`?",
     "don't run that, it pulls in a broken wheel",
     {(NOT_RUN, "pip install -U pip setuptools", False)}),
    ("don't run that, then ever", "Should I run `pip install -U pip setuptools`?",
     "don't run that, ever", {(NOT_RUN, "pip install -U pip setuptools", True)}),
    ("don't run that, then not yet", "Should I run `pip install -U pip setuptools`?",
     "don't run that, not yet", set()),
    ("don't run that, of a plan", "I'll run `ansible-playbook site.yml` against prod.",
     "don't run that", {(NOT_RUN, "ansible-playbook site.yml", False)}),
    ("a plain no to a plan", "I'll run `ansible-playbook site.yml` against prod.", "no", set()),
    # "yourself": the person runs it; the agent never does.
    ("never run that yourself", "Want me to run `sqitch deploy prod`?",
     "never run that yourself", {(NOT_RUN, "sqitch deploy prod", True)}),
    ("never run that yourself, asked", "Want me to run `sqitch deploy prod`?",
     "never run that yourself?", set()),
    # A pick said by the bare name the agent's question put in backticks, the question being
    # the sentence before a bare "which".
    ("a bare name, kept", "I can move to `pino` or keep `winston`. Which one?",
     "winston, always", {(KEEPS, "winston", True)}),
    ("a bare name, taken", "I can move to `pino` or keep `winston`. Which one?",
     "pino from now on", {(ADDS, "pino", True)}),
    ("a bare name, reached everywhere", "I can move to `pino` or keep `winston`. Which one?",
     "keep winston, we use it everywhere", {(KEEPS, "winston", True)}),
    ("a bare name, for now", "I can move to `pino` or keep `winston`. Which one?",
     "keep winston for now", {(KEEPS, "winston", False)}),
    ("a bare name, asked", "I can move to `pino` or keep `winston`. Which one?", "winston?",
     set()),
    ("a bare name, no names weighed", "I moved the logger to `pino`. Which one next?",
     "winston, always", set()),
    ("a bare name, with prefer", "Do you prefer `ava` or `mocha` for the tests?",
     "mocha going forward", {(ADDS, "mocha", True)}),
    ("a bare name, a value", "Do you want `UTC` or `local` as the default zone?",
     "UTC, always", set()),
    # A git step the agent offers for the work at hand, made a habit by the answer.
    ("sign off the commits, always", "Shall I sign off the commits?", "yes, always",
     {(RUNS, "git commit -s", True)}),
    ("the PR as a draft, from now on", "Should I open the PR as a draft?", "yes, from now on",
     {(RUNS, "gh pr create --draft", True)}),
    ("the PR as a draft, a plain yes", "Should I open the PR as a draft?", "yes", set()),
    ("the commits at hand, said by the person", "",
     "please sign off the commits on this branch", set()),
    ("squash says no command", "I could squash the fixups before pushing.", "yes, always", set()),
)


test_an_exchange_makes_a_rule_or_a_one_off = reads_as_expected(EXCHANGES, KNOWN_MISSES)


test_a_close_exchange_gives_nothing_durable = gives_nothing_durable(NOTHING, KNOWN_MISSES)


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(EXCHANGES) >= 35 and len(NOTHING) >= 25
    check_whole([c[0] for c in (*EXCHANGES, *NOTHING)], KNOWN_MISSES)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)
