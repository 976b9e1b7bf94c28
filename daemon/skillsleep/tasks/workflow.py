"""How work goes out: the operations of git and of the forge's client that a rule names, and
the gates no commit, push, merge or pull request passes without a check.

People state the rules of their workflow with few code terms: "always rebase on main before
opening the PR", "PRs are always opened as drafts", "sign off every commit", "always pull with
`--rebase`". Each names an operation (rebase, pull, commit, opening a pull request) and what it
is done with (a branch, a flag said in words or as code), which together are a pattern over the
agent's command lines: `OPERATIONS` is that vocabulary, one entry per operation, never one per
phrasing. What no command line shows is read as nothing: "always squash" says neither how
(`git merge --squash`, an interactive rebase, the forge's button) nor when, and "never amend a
commit that's already been pushed" bans only some amends.

A gate ("no commits without a passing `make check`", "nothing gets merged unless `npm test` is
green", "don't open a PR until `cargo clippy` is clean") is a check to run before the work goes
out; said of "the PR", the one at hand, it is the task's own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.I


@dataclass(frozen=True)
class Operation:
    """An operation as the agent runs it: `command` as shown, `pattern` over a command line,
    and the flags said of it in words ("with rebase", "signed off", "as a draft") with the
    spellings a command line may give each."""

    command: str
    pattern: str
    said: tuple[tuple[str, str], ...] = ()   # (words that name a flag, the flag)


# Flags a command line may spell two ways; a one-letter flag is in its letter case (`-s` signs
# off, `-S` signs with a key) and may share its dash with others (`-sm`).
_SPELLINGS = {"-s": ("-s", "--signoff"), "--signoff": ("-s", "--signoff"),
              "-S": ("-S", "--gpg-sign"), "--gpg-sign": ("-S", "--gpg-sign"),
              "--draft": ("--draft", "-d"), "--rebase": ("--rebase", "-r")}
# Flags one command spells two ways where another gives the letter its own meaning (`helm
# upgrade -f` names a values file, `kubectl delete -f` a manifest): only where the command's own
# documentation makes them one flag.
_FORCE = {"-f": ("-f", "--force"), "--force": ("-f", "--force")}
_SPELLINGS_OF = {"git push": _FORCE, "git clean": _FORCE, "npm install": _FORCE,
                 "docker rm": _FORCE, "docker rmi": _FORCE}


def flags_of(command: str) -> tuple[str, list[str]]:
    """A command as typed, split into the command and the flags it ends with that the command
    spells two ways ("git push --force": "git push", ["--force"]); the whole line and no flag
    when none are."""
    words = command.split()
    for n in range(len(words) - 1, 0, -1):
        base, rest = " ".join(words[:n]), words[n:]
        if base in _SPELLINGS_OF:
            if all(w in _SPELLINGS_OF[base] for w in rest):
                return base, rest
            break
    return command, []

OPERATIONS: dict[str, Operation] = {
    "git commit": Operation("git commit", r"\bgit\s+commit\b",
                        ((r"\bsign(?:ed|ing)?[- ]?off\b", "-s"),
                         # signed with a key: "signed commits", "GPG-sign", not a sign-off
                         (r"\b(?:gpg[- ]?)?sign(?:ed|ing)?\b(?![- ]?off\b)", "-S"))),
    "git push": Operation("git push", r"\bgit\s+push\b"),
    "git rebase": Operation("git rebase", r"\bgit\s+rebase\b"),
    "git pull": Operation("git pull", r"\bgit\s+pull\b", ((r"\bwith\s+(?:a\s+)?rebase\b",
                                                       "--rebase"),)),
    "gh pr create": Operation("gh pr create", r"\bgh\s+pr\s+create\b",
                           ((r"\bdrafts?\b", "--draft"),)),
}


def flag_pattern(flag: str, command: str = "") -> str:
    """A lookahead that finds the flag anywhere on the command line, in any spelling it has
    (of `command`, when one is said)."""
    found = []
    spellings = _SPELLINGS_OF.get(" ".join(command.split()), {}).get(flag) \
        or _SPELLINGS.get(flag, (flag,))
    for spelling in spellings:
        if re.fullmatch(r"-[A-Za-z]", spelling):
            found.append(rf"(?<!\S)-(?-i:[A-Za-z]*{spelling[1]})")
        else:
            found.append(rf"(?<!\S){re.escape(spelling)}(?![\w-])")
    return rf"(?=.*(?:{'|'.join(found)}))"


def flags_said(op: str, words: str) -> list[str]:
    """The flags the words give the operation: as code (`--rebase`, `-s`) or in words."""
    out = [f for f in re.findall(r"`(--?[A-Za-z][\w-]*)`", words)]
    # a flag said in words, outside the code ("`--no-gpg-sign`" names no signing)
    bare = re.sub(r"`[^`\n]*`", " ", words)
    for said, flag in OPERATIONS[op].said:
        if re.search(said, bare, _I) and flag not in out:
            out.append(flag)
    return out


# The branches people name without quoting them.
BRANCH_NAMES = r"(?:main|master|trunk|develop|production|prod|release)\b"
# Where the operation goes: "on main", "onto `develop`", "to master".
BRANCH = re.compile(r"\b(?:to|on|onto|into|against)\s+(?:the\s+)?(?:latest\s+)?"
                    rf"(?P<branch>{BRANCH_NAMES}|`[^`\s]+`)", _I)

# What the rule is about: pull requests, or the one at hand.
_PRS = r"(?:prs|pull requests|mrs|merge requests)"
_A_PR = r"(?:pr|pull request|mr|merge request)"
_EVERY = r"(?:(?:every|each|all|any|new|your|our)\s+(?:(?:new|future)\s+)?)"
_HABIT = r"(?:(?:always|only ever|by default)\s+)"

# Said as the operation, by the person or the team: "rebase on main before opening the PR",
# "we rebase onto `develop` before every PR", "pull with `--rebase`", "commit with `-s`", "sign
# off every commit", "open every PR as a draft", "open it as a draft" (after an offer to open
# one); "sign off the commits", "open the PR as a draft": the ones at hand, as an agent offers.
_DONE = re.compile(
    rf"^(?:we\s+{_HABIT}?)?(?:"
    r"(?P<rebase>rebase)\b(?P<onto>\s+(?:on|onto)\s+(?:the\s+)?(?:latest\s+)?(?:main|master|"
    r"trunk|develop|`[^`\s]+`)\b)?|"
    r"(?P<pull>pull)\s+with\s+(?:a\s+)?(?:`--rebase`|rebase\b)|"
    r"(?P<commit>commit)\s+(?:with\s+`--?[A-Za-z][\w-]*`)|"
    rf"(?P<signoff>sign[- ]?off)\s+(?:on\s+)?{_EVERY}?(?:your\s+|the\s+)?commits?\b|"
    rf"(?P<sign>(?:gpg[- ]?)?sign)\s+{_EVERY}?(?:your\s+|the\s+)?commits?\b|"
    rf"(?P<open>open|create|raise|file)\s+(?:{_EVERY}?(?:the\s+)?(?:{_PRS}|{_A_PR})|(?P<it>it|them))"
    r"\s+as\s+"
    r"(?:a\s+)?drafts?\b)", _I)
# Said of the kind of work: "PRs are always opened as drafts", "PRs here are always drafts
# first", "commits in this repo are always signed off".
_KIND_IS = re.compile(
    rf"^(?:all\s+|our\s+|new\s+)?(?:(?P<prs>{_PRS})|(?P<commits>commits))"
    r"(?:\s+(?:here|in this (?:repo|repository|project|codebase|org)))?\s+(?:are|get)\s+"
    rf"{_HABIT}?(?:(?(prs)(?:(?:opened|created|raised|filed)\s+as\s+)?drafts?|"
    r"(?:gpg[- ]?)?signed(?P<off>[- ]off)?))"
    r"(?:\s+(?:first|here|in this (?:repo|repository|project|codebase)))?\W*$", _I)
_ABOUT_A_PR = re.compile(rf"\b(?:{_PRS}|{_A_PR})\b", _I)


# What takes a clause's operation back, or makes it hold only sometimes.
_EXCEPT = re.compile(r"\b(?:but|except|unless|only if)\b", _I)
_CONDITION = re.compile(r"\b(?:if|when)\b", _I)
# "before every PR", "before opening the PR", "after each merge": where in the work it comes.
_AT_A_POINT = re.compile(r"\b(?:before|after|prior to)\s+(?:every|each|any|opening|merging|"
                         r"pushing|creating|you|we|the|a)\b", _I)


@dataclass(frozen=True)
class Done:
    """An operation a rule has the work go out with, and whether its own form says a habit
    (the kind of work in the plural, "every", "we")."""

    op: str
    flags: tuple[str, ...]
    phrase: str
    held: bool


def operation_done(body: str, context: str = "", after: str = "") -> Done | None:
    """The operation the words have the agent do, with what it is done with; None when they
    name none of `OPERATIONS` with something a command line shows, or hold it only sometimes.
    `context`: the sentence and the agent's message, where "it" in "open it as a draft" is a
    pull request; `after`: the rest of the sentence, which may take it back ("..., but this
    branch is shared")."""
    if _EXCEPT.match(after.lstrip(" ,;:-")):
        return None
    m = _KIND_IS.match(body)
    if m:
        op = "gh pr create" if m.group("prs") else "git commit"
        flag = "--draft" if m.group("prs") else "-s" if m.group("off") else "-S"
        return Done(op, (flag,), body, True)
    m = _DONE.match(body)
    if m is None or _EXCEPT.search(body[m.end():]) or _CONDITION.search(
            re.split(r"[,;]", body[m.end():])[0]):
        return None  # "we always rebase, but this branch is shared": a rule and its exception
    held = re.search(rf"\b{_EVERY}", body, _I) is not None
    if m.group("rebase"):
        if body.lower().startswith("we ") and not _AT_A_POINT.search(body):
            # "no, we rebase", "we rebase onto main every morning": how the team works, no
            # point of a piece of work the operation comes at.
            return None
        return Done("git rebase", (), body, held or body.lower().startswith("we "))
    if m.group("pull"):
        return Done("git pull", ("--rebase",), body, held)
    if m.group("commit"):
        return Done("git commit", tuple(flags_said("git commit", body)), body, held)
    if m.group("signoff") or m.group("sign"):
        flag = "-s" if m.group("signoff") else "-S"
        # "sign off your commits" is every commit; "sign off the commits", the ones at hand.
        return Done("git commit", (flag,), body, held or re.search(
            r"(?<!\bthe )commits\b", m.group(0), _I) is not None)
    if m.group("it") and not _ABOUT_A_PR.search(context):
        return None  # "open it as a draft": a draft of what, the words do not say
    return Done("gh pr create", ("--draft",), body, held or bool(re.search(_PRS, m.group(0), _I)))


# -- gates ----------------------------------------------------------------------------------------

# The work going out, banned or said to wait: "no commits", "nothing gets merged", "never push",
# "don't open a PR", "nothing goes to review".
_GOES_OUT = (
    r"(?:no\s+(?P<noun>commits?|committing|push(?:es|ing)?|merges?|merging|prs?|pull requests?|"
    r"releases?|releasing|deploys?|deploying)|"
    r"nothing\s+(?:(?:ever\s+)?gets|is(?:\s+ever)?|(?:ever\s+)?goes)\s+(?P<done>merged|pushed|committed|"
    r"released|deployed|shipped|in|out|(?:up\s+)?(?:for|to)\s+review)|"
    r"(?:please\s+)?(?P<neg>don'?t|do not|never)\s+(?:ever\s+)?(?P<verb>commit|push|merge|release|"
    r"deploy|ship|tag|open|create|raise|cut)\b(?P<what>\s+(?:(?:a|an|any|the|this|that|your|it)\s+)?"
    r"(?:anything|code|changes?|prs?|pull requests?|it|branch|fix|release)?)?)")
_GATE = re.compile(
    rf"^{_GOES_OUT}\s+(?:(?:without\s+(?:first\s+)?(?:an?\s+)?(?:(?:clean|green|passing|successful)"
    r"\s+)?(?P<with>(?:running\s+)?`[^`\n]+`|(?:running\s+)?(?:the\s+)?[a-z][\w -]{1,30}?)"
    r"(?:\s+(?:run|passing|"
    r"being (?:green|clean)|green|clean))?(?:\s+first)?)|"
    # "nothing gets merged with failing lint": the same gate, said of the failing check.
    r"(?:with\s+(?:an?\s+)?(?:failing|red|broken)\s+(?P<failing>`[^`\n]+`|(?:the\s+)?"
    r"[a-z][\w -]{1,30}?))|"
    r"(?:unless|until|before)\s+(?P<what_passes>.+?(?:pass(?:es)?|(?:is|are) (?:green|clean|"
    r"passing)|succeeds?)))\W*(?:first\W*)?$", _I)


@dataclass(frozen=True)
class Gate:
    """A check the work waits for, as the words name it, and whether the work is the one at
    hand ("the PR", or the work the bare verb goes on with)."""

    check: str
    at_hand: bool
    # "before you commit": the moment of the work the check comes before, as the gate names it
    # ("no commits without ...", "don't push until ...", "never open a PR until ...").
    moment: str = "before you say it's done"


# The moment each way of saying the work goes out names; review, and what goes "in" or "out",
# is the work handed back.
# (each by the start of the word, which its forms share: "merging", "releases")
_MOMENTS = (("commit", "before you commit"), ("push", "before you push"),
            ("merg", "before you merge"), ("pr", "before you open a pull request"),
            ("pull request", "before you open a pull request"),
            ("open", "before you open a pull request"),
            ("create", "before you open a pull request"),
            ("raise", "before you open a pull request"), ("releas", "before you release"),
            ("tag", "before you tag a release"), ("cut", "before you cut a release"),
            ("deploy", "before you deploy"), ("ship", "before you ship"))


def _moment(m: re.Match[str]) -> str:
    said = (m.group("noun") or m.group("done") or m.group("verb") or "").lower()
    what = (m.group("what") or "").strip().lower()
    if said in ("open", "create", "raise") and not re.search(r"\b(?:prs?|pull requests?)$", what):
        return Gate.moment  # "don't open anything until ...": opened, what is not said
    if said == "cut" and not what.endswith("release"):
        return Gate.moment  # "never cut corners without ...": no release named
    if said == "tag" and not what.endswith("release"):
        return "before you tag"
    for start, moment in _MOMENTS:
        if said.startswith(start):
            return moment
    return Gate.moment


def gate(body: str) -> Gate | None:
    """The check a gate names before the work goes out, or None."""
    m = _GATE.match(body)
    if m is None:
        return None
    check = m.group("with") or m.group("failing") or m.group("what_passes")
    if not (m.group("with") or m.group("failing")) and "`" not in check:
        return None  # "never push before the build is green": CI's build, as often as not
    # "no commits", "nothing gets merged", "never push", "don't open a PR", "don't merge
    # anything": every piece of work; "don't commit until ...", "don't open the PR until ...":
    # the one at hand, as "don't say it's done until ..." is.
    what = (m.group("what") or "").strip().lower()
    every = bool(m.group("noun") or m.group("done")) or (m.group("neg") or "").lower() == "never" \
        or what.split(" ")[0] in ("a", "an", "any", "anything") or what.endswith("s")
    return Gate(check, not every, _moment(m))


# A script of the project, run by its path: "scripts/lint.sh", "bin/fmt", "./gradlew".
_SCRIPT = re.compile(r"(?:\./|(?:bin|scripts?|tools|hack|dev|ci)/)[\w./-]*[\w-]|"
                     r"[\w./-]+\.(?:sh|bash|zsh|ps1|cmd|bat)", _I)


def is_script(text: str) -> bool:
    """Is the term a script the project runs by its path?"""
    return _SCRIPT.fullmatch(text.strip()) is not None


# "`mix credo --strict`", "`npm run verify`": a name and its arguments, as a command is typed.
_TYPED_COMMAND = re.compile(r"[a-z][\w.-]*(?:\s+[\w:./=@+-]+)+")


def is_typed_command(text: str) -> bool:
    """Is the term a command as typed at a shell, or a script of the project?"""
    return is_script(text) or _TYPED_COMMAND.fullmatch(text.strip()) is not None


# "when you commit", "when pushing", "on every push", "with git commit": the operation a flag is
# said of.
_FOR_OPERATION = re.compile(
    r"\b(?:when(?:ever)?\s+(?:you\s+|we\s+)?|while\s+|on\s+(?:every\s+|each\s+)?|for\s+(?:every\s+|"
    r"each\s+)?|with\s+(?:git\s+)?|to\s+git\s+)(?P<op>commit(?:s|ting)?|push(?:es|ing)?|"
    r"pull(?:s|ing)?|rebas(?:e|es|ing))\b", _I)
_GIT_OPERATIONS = ("commit", "push", "pull", "rebase")


def operation_of_flag(words: str) -> str:
    """The git operation the words say a flag is used with ("git commit"), or ""."""
    m = _FOR_OPERATION.search(words)
    if m is None:
        return ""
    # "committing", "rebasing": the verb's form, which its first five letters tell apart
    said = m.group("op").lower()
    return "git " + next(op for op in _GIT_OPERATIONS if said.startswith(op[:5]))


# Flags that one git operation alone takes: said with no operation named, they name it
# ("use `--force-with-lease` instead of `--force`" is about pushing).
_FLAG_OF_ONE_OPERATION = {"--force-with-lease": "git push", "--force-if-includes": "git push",
                          "--autosquash": "git rebase"}


def operation_of_its_own(flag: str) -> str:
    """The git operation that alone takes the flag ("git push" for `--force-with-lease`), or
    ""."""
    return _FLAG_OF_ONE_OPERATION.get(flag.split("=", 1)[0], "")


def operation_led_by(lead: str) -> str:
    """The git operation a sentence's lead-in names for the clause after it ("whenever you
    commit, ..."), when the lead-in is nothing else; or ""."""
    m = _FOR_OPERATION.match(lead.strip(" ,;:-"))
    return operation_of_flag(lead) if m and m.end() == len(lead.strip(" ,;:-")) else ""


# A merge of the work: of a pull or merge request, or of a branch by `git merge`; not a merge
# that brings a shared branch in to sync with it (`git merge origin/main`, `git merge main`),
# nor the end of one (`git merge --abort`).
_MERGE_OF_WORK = (rf"\b(?:git\s+merge\b(?!(?:\s+-\S+)*\s+(?:[\w.-]+/)?{BRANCH_NAMES}(?![/.-]))"
                  r"(?!\s+--(?:abort|continue|quit|skip)\b)|gh\s+pr\s+merge\b|glab\s+mr\s+merge\b)")
# A push names the branch it goes to (`git push origin main`, `git push origin HEAD:main`);
# no other operation's line does.
_PUSH_TO = r"\bgit\s+push\b(?=[^;&|\n]*\s(?:\S*:)?{branch}(?![\w/.-]))"


# The moment of a run said as the work going out by an operation a command line shows ("before
# you commit", "before pushing", "before any PR", "before merging anything"): each way of saying
# it, with the operation's command lines. A release, a deploy or "before you finish" names none:
# no one command line shows them. A merge of a pull request is the merge, and a merge request
# one opened.
_GOING_OUT = ((r"merg(?:e|es|ed|ing)(?!\s+requests?\b)", _MERGE_OF_WORK),
              (r"commit(?:s|ted|ting)?", OPERATIONS["git commit"].pattern),
              (r"push(?:es|ed|ing)?", OPERATIONS["git push"].pattern),
              (rf"{_PRS}|{_A_PR}|prs|mrs", r"\b(?:gh\s+pr\s+create|glab\s+mr\s+create)\b"))


def operation_at(moment: str) -> str:
    """The pattern of the command lines that do the operation a run's moment comes before
    ("before pushing": `git push`), or "" when it names none a command line shows."""
    for said, pattern in _GOING_OUT:
        if re.search(rf"(?<![\w-])(?:{said})\b", moment, _I):  # not "pre-commit"
            return _to_the_branch(pattern, moment)
    return ""


def _to_the_branch(pattern: str, moment: str) -> str:
    """The operation's pattern kept to the branch the moment names ("before pushing to main"):
    a push that names it; any other operation's line does not show its branch, and matches
    nothing (a check of it gives no verdict rather than one wider than said)."""
    to = BRANCH.search(moment)
    if to is None:
        return pattern
    if pattern != OPERATIONS["git push"].pattern:
        return r"(?!)"
    return _PUSH_TO.format(branch=re.escape(to.group("branch").strip("`")))
