"""Places of a project where a program other than the agent runs commands, and their files.

A command named in a rule is not always one the agent runs. "Always use `npm ci` in CI" is a rule
about the CI configuration: the workflow files call `npm ci`, whatever the agent types in its
shell. So are "use `pip install --no-cache-dir` in the Dockerfile", "the Makefile should call `go
vet`", "in the pre-commit hook run `ruff`", "our deploy script must use `kubectl apply
--server-side`", "cron jobs should call `flock`". A check of the agent's own runs fails or passes
the wrong work there; what shows the rule kept is the lines the change adds to the files of that
place. This module is the one table of such places: how each is said, and the paths of its files
(None when no path shows them: "on the build server", "in the nightly job"; a rule said there
gives no check).

A place the agent works in is none of these: "run the tests in the container", "locally",
"before you commit" say where or when the agent runs a command (`conditions.run_place`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .conditions import run_condition, run_place

_I = re.I


@dataclass(frozen=True)
class Place:
    """A place where another program runs commands: `name` is how a line says it ("CI
    workflows"), `said` the words that name it, `files` the paths of its files (None when no
    path shows them)."""

    name: str
    said: str
    files: re.Pattern[str] | None


# The files CI runs from, on the forges and CI services agents meet.
CI_FILES = (r"(?:^|/)\.github/workflows/[^/]+\.ya?ml$|(?:^|/)\.gitlab-ci\.ya?ml$|"
            r"(?:^|/)\.gitlab/ci/[^/]+\.ya?ml$|(?:^|/)\.circleci/[^/]+\.ya?ml$|"
            r"(?:^|/)azure-pipelines\.ya?ml$|(?:^|/)bitbucket-pipelines\.ya?ml$|"
            r"(?:^|/)\.buildkite/[^/]+\.ya?ml$|(?:^|/)\.travis\.ya?ml$|(?:^|/)\.drone\.ya?ml$|"
            r"(?:^|/)Jenkinsfile$")
DOCKERFILES = r"(?:^|/)(?:[\w.-]+\.)?(?:Dockerfile|Containerfile)(?:\.[\w.-]+)?$"
MAKEFILES = r"(?:^|/)(?:GNUmakefile|makefile)$|\.mk$"

# The words before a place's name: an article or a word of all of them.
_DET = r"(?:(?:the|our|all(?:\s+(?:the|our))?|every|each|any|a|an)\s+)?"

PLACES: tuple[Place, ...] = tuple(
    Place(name, said, re.compile(files, _I) if files else None) for name, said, files in (
        # "in CI", "in the CI workflow", "in GitHub Actions", "in the release pipeline", "in
        # the Jenkinsfile", "in the pipeline"; a pipeline of something else ("the data
        # pipeline") is code
        ("CI workflows",
         r"(?:ci|ci/cd|github(?:\s+actions?)?|gitlab(?:\s+ci)?|circle\s?ci|jenkins|buildkite|"
         r"travis(?:\s+ci)?|azure|bitbucket)\s+(?:workflows?|pipelines?|jobs?|"
         r"config(?:uration)?|ya?ml|files?|steps?)|"
         # ("the build files" are a build tool's)
         r"(?:build|release|deploy(?:ment)?)\s+(?:workflows?|pipelines?|jobs?)|"
         r"ci|ci/cd|continuous\s+integration|github\s+actions|gitlab\s+ci|circle\s?ci|jenkins|"
         r"buildkite|travis(?:\s+ci)?|jenkinsfiles?|workflow\s+files?|workflows?|pipelines?",
         CI_FILES),
        # "in the Dockerfile", "in the Docker build"; "in the container" is where the agent
        # runs it, and an image is named in compose files and manifests as well
        ("Dockerfiles", r"(?:docker|container)files?|(?:docker|container|image)\s+builds?",
         DOCKERFILES),
        ("Makefiles", r"makefiles?|make\s+targets?", MAKEFILES),
        ("justfiles", r"justfiles?|just\s+recipes?", r"(?:^|/)\.?justfile$"),
        ("Taskfiles", r"taskfiles?", r"(?:^|/)Taskfile(?:\.dist)?\.ya?ml$"),
        ("npm scripts", r"(?:npm|yarn|pnpm|bun|package(?:\.json)?)\s+scripts?|package\.json",
         r"(?:^|/)package\.json$"),
        # "in the pre-commit hook", "the pre-push hook should ...", "in husky"; "hooks" alone
        # are as often React's
        ("git hooks",
         r"(?:(?:husky|lefthook|git)\s+)?(?:git|pre-commit|pre-push|commit-msg|"
         r"prepare-commit-msg|post-commit|post-merge|post-checkout|commit|push|husky|lefthook)"
         r"\s+hooks?|husky|lefthook|"
         r"pre-commit\s+config(?:uration)?",
         r"(?:^|/)\.pre-commit-config\.ya?ml$|(?:^|/)\.husky/|(?:^|/)\.githooks/|"
         r"(?:^|/)\.?lefthook(?:-local)?\.ya?ml$|(?:^|/)(?:git-?)?hooks/(?:pre-commit|pre-push|"
         r"commit-msg|prepare-commit-msg|post-commit|post-merge|post-checkout)(?:\.\w+)?$"),
        ("deploy scripts",
         r"(?:deploy(?:ment)?|release|provisioning)\s+scripts?",
         # a script by its folder or its shell ("app/releases.py" is code)
         r"(?:^|/)(?:scripts?|bin|deploy|ops|tools|ci)/[\w.-]*(?:deploy|release|provision)"
         r"[\w.-]*$|(?:^|/)[\w.-]*(?:deploy|release|provision)[\w.-]*\.(?:sh|bash|zsh|ps1)$"),
        ("cron jobs", r"cron(?:\s*jobs?|\s*tabs?|\s+entries|\s+entry)?|crontabs?",
         r"(?:^|/)crontab$|(?:^|/)cron\.(?:d|daily|hourly|weekly|monthly)/|\.cron$|"
         r"(?:^|/)[\w.-]*crontab[\w.-]*$"),
        ("systemd units",
         r"systemd(?:\s+(?:units?|services?|timers?|unit\s+files?|service\s+files?))?|"
         r"unit\s+files?", r"\.(?:service|timer|socket|path|mount)$|(?:^|/)systemd/"),
        # no path shows these: a rule said there gives no check
        ("", r"build\s+(?:servers?|agents?|machines?)|(?:ci\s+)?runners?|"
             r"(?:nightly|scheduled)\s+(?:jobs?|runs?|builds?)", ""),
    ))

_ANY_PLACE = "|".join(f"(?P<p{i}>{p.said})" for i, p in enumerate(PLACES))
# What follows a place's name when it names the place: the end of the clause or a word that
# goes on with it ("in CI, ...", "in CI we never ...", "in the hook run ..."), not another noun
# it qualifies ("the CI helpers", "the CI logs") nor a verb it is the subject of ("CI is red").
_NAME_ENDS = (r"(?![\w/-])(?!\.\w)(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|or|but|so|then|too|as\s+well|"
              r"please|pls|always|never|only|ever|any\s?more|again|from\s+now|going\s+forward|"
              r"we|should|must|use|run|call|invoke|execute|don'?t|do\s+not|with|without|"
              r"before|after|when|whenever|instead|rather|either|for|on|at|by|via|because|since|"
              r"unless|except|not|no|first|is\s+to|are\s+to)\b)")
# Turned round or set aside ("not in CI", "not just in CI", "like in CI", "same as in CI"):
# not where the command is said to be.
_TURNED = (r"(?<!\bnot\s)(?<!\bexcept\s)(?<!\beven\s)(?<!\balso\s)(?<!\bbut\s)"
           r"(?<!\bnot just\s)(?<!\bnot only\s)(?<!\bthan\s)(?<!\binstead of\s)(?<!\blike\s)"
           r"(?<!\bas\s)(?<!\bbesides\s)(?<!\boutside\s)(?<!\bother than\s)")
# "in CI", "inside the Docker build", "from the Makefile", "to the workflow", "for CI", "on
# CI" (a service a command runs on; "on the Dockerfile" is what the agent's run acts on).
_CI_SERVICE = (r"(?:the\s+)?(?:ci|ci/cd|github\s+actions|gitlab\s+ci|circle\s?ci|jenkins|buildkite|"
               r"travis)\b")
_IN_PLACE = re.compile(_TURNED + r"\b(?:in|inside|within|into|to|for|"
                       # "from CI" is as often where news of a run comes ("finding out from CI")
                       rf"from(?!\s+{_CI_SERVICE}(?!\s+(?:workflows?|pipelines?|jobs?|config)))|"
                       rf"on(?=\s+{_CI_SERVICE}))\s+" + _DET
                       + rf"(?:{_ANY_PLACE}){_NAME_ENDS}", _I)
# "the Makefile should call ...", "our deploy script must use ...", "cron jobs should never
# ...", "CI must run ...": the place the rule is said of, as its subject.
_PLACE_SUBJECT = re.compile(
    r"^\W*(?P<subject>" + _DET + rf"(?:{_ANY_PLACE}))\s+(?P<modal>(?:should|must|shall|"
    r"has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to)(?:\s+(?:always|never|not))?|"
    r"(?:shouldn'?t|mustn'?t|must\s+not|should\s+not|shall\s+not)(?:\s+ever)?|always|never)"
    r"(?=\s)", _I)
# "in CI, ...", "in the pre-commit hook run ...", "in CI we never ...": a place that opens the
# clause, with the words after it.
_PLACE_OPENS = re.compile(r"^\W*(?:in|inside|within|for)\s+" + _DET
                          + rf"(?:{_ANY_PLACE}){_NAME_ENDS}\s*,?\s*", _I)
# A clause that puts a command in the place of the one the clause before banned, or sets one
# against it: "..., use `npm ci` instead", "..., never `npm install`".
_IN_ITS_STEAD = re.compile(r"^\W*(?:never|not|no|instead\s+of|rather\s+than)\s+`|"
                           r"\binstead\W*$", _I)
# "never run `npm install` in CI, use `npm ci`", "always run `npm test` in CI, run `npm run
# lint`": a command alone, right after a clause said of a place, is said of that place too (of
# the agent's own work, it would say where or when: "run `npm run lint` before you push").
_ONLY_A_COMMAND = re.compile(r"^\W*(?:(?:just|but|and)\s+)?(?:use|run|call|prefer)\s+`[^`\n]+`"
                             r"(?:\s+(?:too|as\s+well))?\W*$", _I)
_BARE_CI = re.compile(r"^(?:in|on|for)\s+(?:the\s+|our\s+)?(?:ci|ci/cd|continuous\s+integration)$",
                      _I)


@dataclass(frozen=True)
class Said:
    """A place as said in a clause: the place, the words a line says it with ("in the
    Dockerfile", "in CI workflows"), and whether it is the only place the command may run
    ("run `npm publish` in CI only"), which bans the agent's own runs more than it asks for a
    line, and neither plainly."""

    place: Place
    words: str
    only: bool = False


# What is said beside the rule after it ("..., I'm tired of finding out from CI", "..., since
# CI is slow"): no place the rule's command is said of.
_ASIDE = re.compile(r"\s*(?:[,;:\u2014]|\s-)\s*(?=(?:i|i'?m|we|we'?re|it|it'?s|this|that|they|"
                    r"because|since|so|as|otherwise|or\s+else)\b)", _I)
# "run `pnpm lint` yourself": the agent's own run, wherever else the command runs.
_YOURSELF = re.compile(r"\b(?:yourself|by\s+yourself|on\s+your\s+own)\b", _I)
# "only in CI", "in CI only", "only from the pipeline".
_ONLY_BEFORE = re.compile(r"\bonly\s*$", _I)
_ONLY_AFTER = re.compile(r"^\s*only\b", _I)


def _place_of(m: re.Match[str]) -> Place:
    return next(PLACES[int(k[1:])] for k, v in m.groupdict().items()
                if v is not None and k[0] == "p" and k[1:].isdigit())


def _said_in(m: re.Match[str], subject: bool = False) -> Said:
    place = _place_of(m)
    only = not subject and (_ONLY_BEFORE.search(m.string[:m.start()]) is not None
                            or _ONLY_AFTER.match(m.string[m.end():]) is not None)
    words = m.group("subject") if subject else m.group(0)
    words = " ".join(re.sub(r"^\W+|[\s,:-]+$", "", words).split())
    # "call `go vet` from the Makefile", "add it to the workflow": a line of the place's files
    words = f"in {words}" if subject else re.sub(r"^(?:from|into|to|for|on|inside|within)\s",
                                                   "in ", words, flags=_I)
    words = words[:1].lower() + words[1:]  # "In the Dockerfile, ..." opened the sentence
    # "in CI" holds in the files CI runs from, which the line names
    return Said(place, f"in {place.name}" if _BARE_CI.match(words) else words, only)


def place_in(clause: str, sentence: str = "") -> Said | None:
    """The place of another program the clause says a command of, or None: said in the clause
    ("in CI", "from the Makefile"), as its subject ("the Makefile should call ..."), opening its
    sentence just before it ("In the Dockerfile, ..."), or said of the command the clause puts a
    rival in the place of ("never run `npm install` in CI, use `npm ci` instead"). A place the
    agent runs it in said too ("run `go vet` locally and in CI") leaves the run the agent's."""
    clause = _ASIDE.split(clause, maxsplit=1)[0]
    if run_place(clause) or run_condition(clause) or _YOURSELF.search(clause):
        return None
    m = _PLACE_SUBJECT.match(clause)
    if m is not None:
        return _said_in(m, subject=True)
    m = _IN_PLACE.search(clause)
    if m is not None:
        return _said_in(m)
    at = sentence.find(clause.strip()) if clause.strip() else -1
    before = sentence[:at] if at > 0 else ""
    if not before or run_place(before):
        return None
    m = _PLACE_OPENS.match(before)
    if m is not None and not before[m.end():].strip(" \t\n,:-"):
        return _said_in(m)
    if _IN_ITS_STEAD.search(clause) or _ONLY_A_COMMAND.match(clause):
        m = _IN_PLACE.search(before)
        return _said_in(m) if m is not None else None
    return None


def place_reach(clause: str, sentence: str = "") -> str:
    """The words of a place of another program a rule about code is said of, as its reach
    ("never use `sudo` in cron jobs": "in cron jobs"), when its files show it; "" otherwise. A
    line of code banned or asked for there is one of those files' lines, not of all work."""
    said = place_in(clause, sentence)
    return said.words if said is not None and said.place.files is not None and not said.only \
        else ""


def place_said(reach: str) -> Place | None:
    """The place of another program a reach says ("in the CI workflow", "in our deploy
    script", "in cron jobs", "for the pre-commit hook"), anywhere in its words."""
    m = _IN_PLACE.search(reach)
    return _place_of(m) if m is not None else None


def place_at(words: str) -> Place | None:
    """The place of another program the words open with ("in CI, ...", "in the workflows")."""
    m = _IN_PLACE.match(words)
    return _place_of(m) if m is not None else None


def opening_place(body: str) -> str | None:
    """The rest of a clause that opens with a place of another program ("in the pre-commit
    hook run `ruff`", "the Makefile should call `go vet`"), as a clause of its own ("run
    `ruff`", "always call `go vet`": a modal said as the habit word it stands for); None when
    the clause opens with none."""
    m = _PLACE_SUBJECT.match(body)
    if m is not None:
        modal = m.group("modal").lower()
        habit = "never" if re.search(r"\b(?:never|not)\b|n'?t\b", modal) else "always"
        return f"{habit}{body[m.end():]}"
    m = _PLACE_OPENS.match(body)
    return body[m.end():] if m is not None and body[m.end():].strip() else None
