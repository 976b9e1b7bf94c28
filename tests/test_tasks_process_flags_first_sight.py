"""Rules of how commits and pushes are made, and of which errors are caught, at first sight.

A first-sight batch, written from how developers state the rules of their process: a flag kept
off one git operation or required on it, said with the operation in words ("never use
`--no-verify` when committing", "always use `--autosquash` when rebasing", "whenever you commit,
never pass `--no-verify`"); signed commits ("always sign your commits", "commits here are
always signed", "GPG-sign every commit"), which is the commit run with `-S` (`--gpg-sign`), kept
apart from a sign-off (`-s`); and exception types not to catch, across languages ("don't catch
`Exception`", "never catch bare `except:`", "no `rescue Exception`"). Beside them, close
messages that describe a flag, ask about it, allow it once, paste a hook's or git's output, or
tell someone else's habit or a past one, and give nothing; and rules no command line nor added
line shows ("don't swallow errors"), which give nothing either.

It was measured before the reader was changed for it: rules read exactly 10/30 (nineteen read
as nothing, one as a ban of the work at hand), messages giving nothing 22/22, rules no check
shows giving nothing 3/3; after: rules 26/30, 22/22, 3/3.
Hooks said in words ("don't skip hooks", which `--no-verify` skips) and a flag that one git
operation alone takes (`--force-with-lease`, said with no operation) have been read since: rules
28/30.

The cases the reader still gets wrong are listed in `KNOWN_MISSES` by name and checked to stay
wrong, so the batch's figure is the real one.
"""

from __future__ import annotations

import pytest

from skillsleep.replaykit.command import Command
from skillsleep.tasks.judges import Attempt, FileChange
from skillsleep.tasks.judges.mine import Quote, derive

from helpers.first_sight import reads_as_expected, reads_exactly
from helpers.judged import AVOIDS, HERE, NOT_RUN, RUNS, Judged, judged

# A flag kept off an operation or required on it, a signed commit, an exception type not caught.
RULES: tuple[tuple[str, str, Judged], ...] = (
    # a flag kept off one git operation
    ("no-verify when committing", "never use `--no-verify` when committing",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("no-verify with git commit", "Never use `--no-verify` with `git commit`.",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("no-verify to git push", "Don't pass `--no-verify` to `git push`, ever.",
     {(NOT_RUN, "git push --no-verify", True)}),
    ("push with no-verify", "never push with `--no-verify`",
     {(NOT_RUN, "git push --no-verify", True)}),
    ("whenever you commit, no-verify", "Whenever you commit, never pass `--no-verify`.",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("no-gpg-sign when committing", "Never use `--no-gpg-sign` when committing.",
     {(NOT_RUN, "git commit --no-gpg-sign", True)}),
    ("amend when committing", "don't ever use `--amend` when committing, add a new commit "
     "instead", {(NOT_RUN, "git commit --amend", True)}),
    ("force when pushing", "never use `--force` when pushing",
     {(NOT_RUN, "git push --force", True)}),
    ("push f please", "Please never push with `-f`.", {(NOT_RUN, "git push -f", True)}),
    # a flag banned on any command
    ("no-verify never", "never use `--no-verify`", {(NOT_RUN, "--no-verify", True)}),
    ("no-verify anywhere", "Don't ever use `--no-verify`, on anything.",
     {(NOT_RUN, "--no-verify", True)}),
    ("skip hooks", "don't skip hooks", {(NOT_RUN, "--no-verify", False)}),
    # a flag required on an operation
    ("lease instead of force", "always use `--force-with-lease` instead of `--force`",
     {(RUNS, "git push --force-with-lease", True), (NOT_RUN, "git push --force", True)}),
    ("lease instead of force when pushing", "always use `--force-with-lease` instead of "
     "`--force` when pushing", {(RUNS, "git push --force-with-lease", True),
                                (NOT_RUN, "git push --force", True)}),
    ("autosquash when rebasing", "always use `--autosquash` when rebasing",
     {(RUNS, "git rebase --autosquash", True)}),
    ("rebase when pulling", "always use `--rebase` when pulling",
     {(RUNS, "git pull --rebase", True)}),
    ("ff-only on every pull", "Always pass `--ff-only` to `git pull`.",
     {(RUNS, "git pull --ff-only", True)}),
    # a signed commit
    ("sign your commits", "always sign your commits", {(RUNS, "git commit -S", True)}),
    ("sign every commit", "Sign every commit, the repo requires verified signatures.",
     {(RUNS, "git commit -S", True)}),
    ("commits are signed", "Commits in this repo are always signed.",
     {(RUNS, "git commit -S", True)}),
    ("gpg-sign commits", "always GPG-sign your commits", {(RUNS, "git commit -S", True)}),
    ("we sign all commits", "We sign all commits here.", {(RUNS, "git commit -S", True)}),
    ("commit with S", "always commit with `-S`", {(RUNS, "git commit -S", True)}),
    ("git commit with S", "Always run `git commit` with `-S`.", {(RUNS, "git commit -S", True)}),
    # an exception type not to catch
    ("catch Exception", "don't catch `Exception`, catch the specific error",
     {(AVOIDS, "Exception", False)}),
    ("bare except", "never catch bare `except:`", {(AVOIDS, "except:", True)}),
    ("never use bare except", "never use a bare `except:`", {(AVOIDS, "except:", True)}),
    ("catch Throwable", "Never catch `Throwable` in the Kotlin services.",
     {(AVOIDS, "Throwable", True)}),
    ("rescue Exception", "never `rescue Exception` in the Rails app, rescue `StandardError`",
     {(AVOIDS, "rescue Exception", True)}),
    ("catch Exception C#", "Don't ever catch `System.Exception`; let it bubble up.",
     {(AVOIDS, "System.Exception", True)}),
)

# Rules no command line the agent runs nor line the change adds shows: nothing a check knows.
NO_CHECK: tuple[tuple[str, str], ...] = (
    ("swallow errors", "don't swallow errors"),
    ("handle errors properly", "always handle errors properly"),
    ("never ignore failures", "Never ignore a failing hook, find out why it fails."),
)

# Flags and errors described, asked about, allowed once, told of others or of the past, or in
# pasted output: no rule.
NOT_RULES: tuple[tuple[str, str], ...] = (
    ("what does no-verify do", "what does `--no-verify` do on `git push`?"),
    ("committed with no-verify", "I committed with `--no-verify` because the hook was broken."),
    ("no-verify just this once", "use `--no-verify` just this once, the hook is broken"),
    ("hook output pasted", "the hook failed:\n\n```\nhusky - pre-commit hook exited with code 1 "
     "(error)\nhint: use --no-verify to bypass\n```"),
    ("used to sign", "we used to sign commits, but the key expired"),
    ("should I sign", "Should I sign my commits?"),
    ("lease protected branches", "Does `git push --force-with-lease` work with protected "
     "branches?"),
    ("hook says no-verify", "The hook says to run `git commit --no-verify` if you're in a "
     "hurry."),
    ("CI signs tags", "CI signs the release tags, not the commits."),
    ("Alice signs", "Alice always signs her commits."),
    ("lease described", "`--force-with-lease` checks the remote ref before overwriting it."),
    ("why catch Exception", "why did you catch `Exception` there?"),
    ("linter flags bare except", "The linter flags every bare `except:` in the legacy module."),
    ("used to catch Throwable", "we used to catch `Throwable` everywhere in the old service"),
    ("if you pass no-verify", "If you pass `--no-verify`, the hooks don't run."),
    ("force on my own branch", "Is it ok to use `--force` when pushing to my own branch?"),
    ("verified badge", "signed commits show a Verified badge on GitHub"),
    ("README says no-verify", "the README says never to use `--no-verify`"),
    ("gpg failed pasted", "git printed:\n\n```\nerror: gpg failed to sign the data\nfatal: "
     "failed to write commit object\n```"),
    ("force push fine here", "force pushing is fine here, it's my branch"),
    ("commit was signed wrong", "the last commit was signed with the wrong key"),
    ("the handler catches Exception", "the retry handler catches `Exception` and logs it"),
)

# Cases the reader still gets wrong, by name: each is checked to stay wrong.
KNOWN_MISSES: frozenset[str] = frozenset({
    # A ban said of a place ("in the Kotlin services") is read by no grammar of a catch.
    "catch Throwable",
    # A ban said as the code itself, with a place, reads as a ban of the work at hand.
    "rescue Exception",
})


# One case per shape the reader was changed for, with the near shapes that must stay as they were.
SHAPES: tuple[tuple[str, str, Judged], ...] = (
    # The operation said as a form of its verb, or in the sentence's lead-in.
    ("an operation as a gerund", "never use `--no-verify` when committing",
     {(NOT_RUN, "git commit --no-verify", True)}),
    ("a rebase as a gerund", "always use `--autosquash` when rebasing",
     {(RUNS, "git rebase --autosquash", True)}),
    ("an operation in the lead-in", "When you push, always use `--force-with-lease`.",
     {(RUNS, "git push --force-with-lease", True)}),
    ("a lead-in with more than the operation", "When you push to a shared branch, always use "
     "`--force-with-lease`.", set()),
    # The flag set aside for the operation's.
    ("a flag preferred for an operation", "When you push, prefer `--force-with-lease` over "
     "`-f`.", {(RUNS, "git push --force-with-lease", True), (NOT_RUN, "git push -f", True)}),
    # A signed commit, apart from a sign-off.
    ("signed commits", "always sign your commits", {(RUNS, "git commit -S", True)}),
    ("signed off, still", "Commits in this repo are always signed off.",
     {(RUNS, "git commit -s", True)}),
    ("a signing flag as code names no signing", "always commit with `--no-gpg-sign`",
     {(RUNS, "git commit --no-gpg-sign", True)}),
    ("signing asked once", "sign this commit", set()),
    # A long flag banned as a rule of no command; one letter, or once, gives nothing.
    ("a long flag banned", "`--no-verify` is banned", {(NOT_RUN, "--no-verify", True)}),
    ("a letter banned", "never use `-f`", set()),
    ("a long flag banned once", "don't use `--no-verify`", set()),
    ("a long flag banned in a file", "never use `--no-verify` in the Makefile", set()),
    # An error type not caught; a limit said after it is not read as what to do instead.
    ("an error type not caught", "you should never catch `Exception`",
     {(AVOIDS, "Exception", True)}),
    ("not caught, and what instead", "never catch `Exception`, use the specific type",
     {(AVOIDS, "Exception", True)}),
    ("an error type caught", "always catch `TimeoutError` around the call", set()),
)


test_each_shape_read_for_the_batch_and_its_near_shapes = reads_exactly(SHAPES)


@pytest.mark.parametrize(("path", "line", "caught"), (
    ("app/sync.py", "    except Exception as e:", True),
    ("app/sync.py", "    except (ValueError, Exception):", True),
    ("src/Sync.java", "} catch (Exception e) {", True),
    ("src/Sync.kt", "} catch (e: Exception) {", True),
    ("app/sync.rb", "rescue Exception => e", True),
    ("src/Sync.java", "} catch (IOException e) {", False),
    ("app/sync.py", '    raise Exception("bad input")', False),
    ("app/sync.py", "class ParseError(Exception):", False)))
def test_an_error_type_not_caught_is_found_in_catch_clauses_only(path: str, line: str,
                                                                 caught: bool) -> None:
    judge = derive([Quote("never catch `Exception`", HERE)])[0]
    assert judge.score(Attempt(changes=[FileChange(path, [line])])) == (0.0 if caught else 1.0)


@pytest.mark.parametrize(("line", "banned"), (
    ("git commit --no-verify -m wip", True), ("git push --no-verify origin main", True),
    ("git commit -m wip", False), ("./tool --no-verify-ssl", False)))
def test_a_long_flag_banned_is_kept_off_every_command_line(line: str, banned: bool) -> None:
    judge = derive([Quote("never use `--no-verify`", HERE)])[0]
    assert judge.score(Attempt(commands=[Command(line, 0)])) == (0.0 if banned else 1.0)


# A flag banned with no command but with a limit: where, on what or when it is banned, which no
# command line shows. Nothing is written rather than a ban of the flag on every command.
LIMITED_FLAG_BANS = (
    "never use `--force` on main",
    "never pass `--yes` in the deploy scripts",
    "don't use `--privileged` for our containers",
    "in CI we never use `--no-cache`",
    "never use `--no-verify` unless the hook itself is broken",
    "never use `--skip-tests` before a release",
    "no `--insecure` against production hosts, ever",
)


@pytest.mark.parametrize("words", LIMITED_FLAG_BANS)
def test_a_flag_banned_only_somewhere_is_not_banned_everywhere(words: str) -> None:
    assert not {t for _kind, t, _durable in judged(words) if t.startswith("--")}, words


@pytest.mark.parametrize("words", ("never use `--legacy-peer-deps`",
                                   "Don't ever use `--no-verify`, it hides broken hooks.",
                                   "we never pass `--allow-dirty`."))
def test_a_flag_banned_with_no_limit_is_kept_off_every_command(words: str) -> None:
    assert {(k, d) for k, t, d in judged(words) if t.startswith("--")} == {(NOT_RUN, True)}


test_a_rule_of_the_process_is_read = reads_as_expected(RULES, KNOWN_MISSES)


@pytest.mark.parametrize(("name", "words"), NO_CHECK, ids=[n for n, _ in NO_CHECK])
def test_a_rule_no_check_shows_gives_nothing(name: str, words: str) -> None:
    assert judged(words) == set()


@pytest.mark.parametrize(("name", "words"), NOT_RULES, ids=[n for n, _ in NOT_RULES])
def test_a_flag_or_an_error_described_asked_or_pasted_gives_nothing(name: str,
                                                                    words: str) -> None:
    assert judged(words) == set()


def test_the_batch_is_large_enough_and_its_known_misses_are_in_it() -> None:
    assert len(RULES) >= 30 and len(NOT_RULES) >= 20
    names = [c[0] for c in (*RULES, *NO_CHECK, *NOT_RULES)]
    assert len(set(names)) == len(names)
    assert {c[0] for c in RULES} >= KNOWN_MISSES
