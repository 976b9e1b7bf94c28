"""The part of the tree a program's run is said of, and whether a run's arguments name it.

"never run gofmt on generated files", "don't run prettier on vendored code", "never run black on
the migrations folder": the person runs the program every day, only not there. A ban of every
run of it would be wider than said, and a check of the literal words matches no run. What a
replay shows of a run is its command line, so the part is read as the paths its files have:

- a part said by its word: generated code (`generated/`, `*.pb.go`, `*_pb2.py`...), vendored or
  third-party code (`vendor/`, `third_party/`, `node_modules/`), migrations, fixtures, snapshots,
  and a build's output folder said as a folder ("the dist folder", "the build directory");
- a part said by its path or its glob ("on `third_party/`", "on db/migrate", "on `*.min.js`
  files").

A ban said of such a part fails only the runs whose arguments name a file or folder of it; a
run over the whole tree (`prettier --write .`) names none, since the tool's own ignore file may
keep the part out, and says nothing against the rule. A ban said of a part of the tree no path
shows ("on legacy code", "on the old modules") gives nothing at all: no run can tell it.

A run asked on the files of the work ("always run gofmt on the files you touched", "run rubocop
only on changed files") is a run of the program, said with its part; with "only", a run over
every file is not the one asked for.
"""

from __future__ import annotations

import re
from fnmatch import translate

from .code import FIXTURES, GENERATED_PATHS, MIGRATIONS, VENDORED_PATHS

_I = re.IGNORECASE

# A part by its word, and the paths of its files. "vendor" and a build's output folder are
# words of other things too ("the vendor's API", "the build"): they are a part only said as a
# folder or with a noun of code.
_OF_CODE = r"(?:code|files?|sources?|modules?|packages?|gems|crates|scripts?|stubs|bindings|" \
           r"types|protos?|css|js|docs|clients?|assets|output|stuff)"
_FOLDER = r"(?:folders?|director(?:y|ies)|dirs?)"
_BY_WORD: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(said, _I), re.compile(paths, _I)) for said, paths in (
        (r"\b(?:auto-?generated|generated|codegen|code-?gen)\b(?!\s+by\s+hand)", GENERATED_PATHS),
        (rf"\b(?:vendored|third[- _]party)\b|\bvendor(?:/|\s+{_OF_CODE}\b|\s+{_FOLDER}\b)",
         VENDORED_PATHS),
        (r"\bnode_modules\b", r"(?:^|/)node_modules/"),
        (r"\bmigrations?\b", MIGRATIONS),
        (r"\b(?:fixtures?|testdata)\b", FIXTURES),
        (r"\bsnapshots?\b", r"(?:^|/)__snapshots__/|\.snap$"),
        (rf"\bdist\s+{_FOLDER}\b", r"(?:^|/)dist/"),
        (rf"\bbuild\s+{_FOLDER}\b", r"(?:^|/)build/"),
    ))
# A path said: a folder with its slash ("db/migrate", "`third_party/`"), or a glob of file
# names ("`*.min.js`", "*_pb2.py"). Linear on a long token: the letter its first part must hold is
# looked for ahead, and the parts are taken possessively (a token has one reading: no backtrack).
_PATH = re.compile(r"(?<![\w/.*-])`?(?P<path>(?=[\w.-]*?[a-z_])[\w.-]*+/(?:[\w.-]++/?)*+)`?"
                   r"(?![\w/.-])", _I)
# A folder said by its name ("the docs folder", "our `scripts` directory"): that folder anywhere
# in the tree. Not a word that picks out no folder by name ("the same folder", "the root dir").
_FOLDER_NAMED = re.compile(
    rf"\b(?:the|our|that|this)\s+`?(?!(?:same|other|whole|entire|right|wrong|root|project|"
    rf"repo|current|parent|top|new|old|home|working)\b)(?P<name>[a-z_][\w.-]*)`?\s+{_FOLDER}\b",
    _I)
_GLOB = re.compile(r"(?<![\w/])`?(?P<glob>[\w./-]*\*[\w.*-]*\.\w+)`?(?![\w/])")
# A part of the tree said by a noun of files, whichever part it is.
_TREE_NOUN = re.compile(rf"\b(?:{_OF_CODE}|{_FOLDER})\b", _I)
# The files of the work at hand: changed, touched, staged, or the diff.
_WORK_FILES = re.compile(
    r"\b(?:changed|touched|modified|edited|staged|updated|new)\s+(?:files|ones)\b|"
    r"\bfiles?\s+(?:(?:that\s+)?(?:you|we|i|they)(?:'ve|\s+have)?\s+)?(?:touch|touched|change|"
    r"changed|edit|edited|modify|modified|stage|staged|update|updated)\b|\bthe\s+diff\b", _I)
_ONLY = re.compile(r"(?<![\w-])only(?![\w-])", _I)
# "never run `prettier` on the whole repo", "don't run `eslint --fix` across the entire
# codebase": the whole tree said as where a run goes, no part of it (the one definition: a ban
# said of it is of one way of running the command, over every file, `work.DoesNotRun`).
WHOLE_TREE = re.compile(
    r"\b(?:(?:whole|entire|full|complete)\s+(?:repo(?:sitory)?|code\s?base|project|monorepo|"
    r"tree|source\s+tree|workspace)|(?:all|every)\s+(?:the\s+)?(?:files?|packages?|modules?)|"
    r"everything)\b", _I)


# A part said as where the run goes ("on generated files", "over the migrations", "in the dist
# folder"), not as what the command acts on ("`go get` random packages", "`cargo add` for
# third-party crates": packages to fetch, which no path of the tree shows).
_A_PLACE = re.compile(r"^\W*(?:(?:only|just)\s+)?(?:on|over|across|against|in|inside|under|"
                      r"within)\s", _I)


def run_part(reach: str) -> list[str] | None:
    """The paths of the part of the tree a run's reach keeps it to or off, or None when the
    reach says no such part as where the run goes."""
    return part_paths(reach) if _A_PLACE.match(reach) else None


def part_paths(said: str) -> list[str] | None:
    """The paths a part of the tree said in words is made of, as patterns, or None when the
    words name no part a path shows."""
    found = [paths.pattern for words, paths in _BY_WORD if words.search(said)]
    found += [rf"(?:^|/){re.escape(m.group('path').strip('/').removeprefix('./'))}/"
              for m in _PATH.finditer(said)]
    found += [_glob_pattern(m.group("glob")) for m in _GLOB.finditer(said)]
    found += [rf"(?:^|/){re.escape(m.group('name'))}/" for m in _FOLDER_NAMED.finditer(said)
              if not found]
    return found or None


def _glob_pattern(glob: str) -> str:
    """A glob of file names as a pattern over a path's last part."""
    return r"(?:^|/)" + translate(glob.rsplit("/", 1)[-1])


def work_files_said(said: str) -> bool:
    """Do the words say the files of the work at hand ("the files you touched", "changed
    files")?"""
    return _WORK_FILES.search(said) is not None


def only_the_work_files(said: str) -> bool:
    """Do the words keep a run to the files of the work ("only on changed files")?"""
    return work_files_said(said) and _ONLY.search(said) is not None


def part_unseen(said: str) -> bool:
    """Do the words say a part of the tree that no path shows ("on legacy code", "on the old
    modules")? A run's line cannot tell whether it went there."""
    return _A_PLACE.match(said) is not None and _TREE_NOUN.search(said) is not None \
        and part_paths(said) is None and not work_files_said(said) \
        and WHOLE_TREE.search(said) is None


# Where a run's words about its part begin, after the program as said: "on", "over", "against".
_ON = re.compile(r"\s*(?:(?P<only>only|just)\s+)?(?:on|against|over|across)\s+"
                 r"(?P<part>(?:[^,;!?\n.]|\.(?=[\w*]))+)", _I)
# Words that end the part and open the next piece of the sentence.
_PART_END = re.compile(r"\s+(?:ever|please|pls|either|and|but|because|since|so|before|after|"
                       r"when|whenever|unless|except|as|they|it|thanks)\b.*$", _I)


def part_after(said: str, command: str) -> str:
    """The part of the tree said right after the program ("on generated files", "only on
    changed files"), as typed, when it is one: a part a path shows or the files of the work;
    "" otherwise."""
    for named in (f"`{command}`", command):
        at = said.lower().find(named.lower())
        if at < 0:
            continue
        on = _ON.match(said, at + len(named))
        if on is None:
            return ""
        part = _PART_END.sub("", on.group("part")).strip()
        words = said[on.start():on.start("part")].strip()
        if not part or (part_paths(part) is None and not work_files_said(part)
                        and not part_unseen(f"{words} {part}")):
            return ""
        return f"{words} {part}"
    return ""


# A flag whose value is a path the run leaves out ("--exclude vendor", "--ignore-path").
_LEAVES_OUT = re.compile(r"^--?[\w-]*(?:exclude|ignore|skip)[\w-]*(?P<eq>=)?", _I)


def targets(args: list[str]) -> list[str]:
    """The arguments of a run that name files or folders it works on: not a flag, not the
    value of a flag that leaves paths out, not a pathspec that leaves them out."""
    out, skip = [], False
    for arg in args:
        if skip:
            skip = False
            continue
        left_out = _LEAVES_OUT.match(arg)
        if left_out:
            skip = left_out.group("eq") is None
            continue
        if arg.startswith(("-", "!", ":!", ":(exclude)", "$(", "`")):
            continue
        out.append(arg.strip("'\""))
    return out


def in_part(arg: str, paths: list[str]) -> bool:
    """Does an argument name a file or a folder of the part?"""
    path = arg.removeprefix("./")
    # a folder named without its slash ("ruff format shop/migrations")
    candidates = (path, f"{path.rstrip('/')}/")
    return any(re.search(pattern, c, _I) for pattern in paths for c in candidates)
