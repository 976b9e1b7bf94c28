"""A file the change is to edit, asked on top of the work or as a rule, is a check of the change.

People add process asks to the work they request: a changelog entry, a version bump, the README
or the project's instruction document kept up to date. The wordings below are written from how
people ask for that in general: an ask after the work in the same request, a follow-up after the
agent's answer, "also" / "too" / "don't forget", a rule ("always", "from now on", "whenever").
Their other half gives nothing: the file edit that is the work itself, questions whether it was
done, descriptions, narration, reported speech, pastes, and terms that name no one file in the
repository (a folder, a pattern, a web address, a path outside it).

The check is scored the way a night scores a replay: on what `workspace.outcome.collect` reads
from a real worktree of a real git repository. Said in three pieces of work of one project in
three wordings, the ask is one standing preference with its three origins.
"""

from __future__ import annotations

import random
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from skillsleep.after_harvest import after_harvest
from skillsleep.context import Context
from skillsleep.harvest import run_harvest
from skillsleep.tasks.file_asks import _SEGMENTS
from skillsleep.tasks.judges import Attempt, Origin, judge_from_doc
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import EditsFile
from skillsleep.tasks.pipeline import load_families, load_tasks
from skillsleep.tasks.repetition import ask_key
from skillsleep.workspace.area import ReplayArea
from skillsleep.workspace.outcome import collect
from skillsleep.workspace.place import Place

from helpers.replay import claude_session

HERE = Origin("claude-code", "s", "r")


def edits(*quotes: Quote) -> set[tuple[str, bool]]:
    """(file, durable) of every file-edit judge the words give."""
    return {(j.params()["path"], j.durable) for j in derive(list(quotes))
            if j.kind == "edits_file"}


def request(words: str) -> Quote:
    return Quote(words, HERE)


def followup(words: str) -> Quote:
    return Quote(words, HERE, followup=True, reply="Done: the pager now keeps its place.")


ASKED_ON_TOP = [
    ("fix the timeout in the uploader, and add an entry to CHANGELOG.md", "CHANGELOG.md"),
    ("add a --dry-run flag to the sync command, then document it in the README", "README"),
    ("rename the private helpers of the config loader; also update CLAUDE.md", "CLAUDE.md"),
    ("add retries to the http client. Also bump the version in pyproject.toml.",
     "pyproject.toml"),
    ("make the cache size configurable and mention the new setting in docs/configuration.md",
     "docs/configuration.md"),
    ("drop the python 3.9 shim, and don't forget to update the Makefile", "Makefile"),
    ("fix the flaky login test, add a changelog entry too", "CHANGELOG"),
    # The file named as the kind of entry, unquoted.
    ("support proxies in the client, and add a NEWS.md line too", "NEWS.md"),
    ("can you also touch the Dockerfile?", "Dockerfile"),
    ("port the importer to the new client and make sure to add a note to `docs/upgrading.md`",
     "docs/upgrading.md"),
    # The same asks in the passive, the file their subject.
    ("fix the pager; the changelog should be updated too", "CHANGELOG"),
    ("add retries to the uploader. CHANGELOG.md needs an entry as well", "CHANGELOG.md"),
    ("support proxies in the client, the README needs updating too", "README"),
    # A dotfile is a file.
    ("stop tracking the build output, and add `dist/` to `.gitignore`", ".gitignore"),
    ("read the token from `API_TOKEN`, and also update .env.example", ".env.example"),
]


@pytest.mark.parametrize(("words", "path"), ASKED_ON_TOP)
def test_an_edit_asked_on_top_of_the_work_is_a_check(words: str, path: str) -> None:
    assert edits(request(words)) == {(path, False)}


RULES = [
    ("always update CHANGELOG.md", "CHANGELOG.md"),
    ("from now on, add a line to `docs/migrations.md` for every schema change",
     "docs/migrations.md"),
    ("whenever you add a command line flag, document it in the README", "README"),
    ("we should always bump the version in package.json", "package.json"),
    ("the changelog must always be updated", "CHANGELOG"),
    ("Always add a CHANGELOG.md entry.", "CHANGELOG.md"),
    ("from now on add a docs/changelog.md entry with every feature", "docs/changelog.md"),
]


@pytest.mark.parametrize(("words", "path"), RULES)
def test_an_edit_said_as_a_rule_is_a_durable_check(words: str, path: str) -> None:
    assert edits(request(words)) == {(path, True)}


def test_after_the_agents_answer_any_edit_asked_is_on_top_of_the_work() -> None:
    assert edits(request("make the pager remember its page"),
                 followup("update the changelog too")) == {("CHANGELOG", False)}
    assert edits(followup("now add the new option to the README")) == {("README", False)}
    assert edits(followup("and the version in setup.cfg needs a bump")) == set()
    # Said in the passive, the request's edit is the work; after the answer, an ask on top.
    assert edits(request("the changelog should be updated")) == set()
    assert edits(followup("the changelog should be updated")) == {("CHANGELOG", False)}


def test_an_edit_taken_back_later_in_the_task_is_no_check() -> None:
    asked = request("fix the pager, and add an entry to CHANGELOG.md")
    for words in ("actually, no need to update the changelog", "skip the changelog",
                  "don't bother updating CHANGELOG.md this time"):
        assert edits(asked, followup(words)) == set(), words
    assert edits(asked, followup("don't touch the README")) == {("CHANGELOG.md", False)}


def test_a_yes_to_the_agents_offer_to_edit_a_file_is_that_check_and_a_no_is_none() -> None:
    offer = "The pager keeps its page now. Want me to add an entry to CHANGELOG.md as well?"
    assert edits(Quote("yes please", HERE, followup=True, reply=offer)) == \
        {("CHANGELOG.md", False)}
    assert edits(Quote("sure, and always do that", HERE, followup=True, reply=offer)) == \
        {("CHANGELOG.md", True)}
    assert edits(Quote("no thanks", HERE, followup=True, reply=offer)) == set()
    assert derive([Quote("no thanks", HERE, followup=True, reply=offer)]) == []


NOTHING = [
    # The edit is the work itself.
    "update the README to describe the new export formats",
    "add an entry to CHANGELOG.md for the 2.3 release",
    "bump the version in pyproject.toml and add an entry to CHANGELOG.md",
    "edit docs/install.md so the steps match the new installer",
    # Questions whether it was done, and musings.
    "did you update the changelog?",
    "have you bumped the version in pyproject.toml?",
    "maybe also update the README?",
    "I wonder if we should mention it in CHANGELOG.md",
    # What holds only on a condition.
    "if you change the public API, update docs/api.md",
    # Descriptions and narration.
    "the changelog is out of date",
    "CHANGELOG.md is missing the last two releases",
    "I updated the README yesterday, now fix the failing test",
    "we forgot to update the changelog last time",
    # Someone else's words.
    "the reviewer said to update the README",
    "according to the contributing guide, add an entry to CHANGELOG.md",
    "fix what the review found:\n\n> Please also add an entry to CHANGELOG.md.\n> And bump "
    "the version in pyproject.toml.",
    # Left to the work's judgement.
    "fix the pager, and update the README if needed",
    "rename the flag, also touch up the docs in README.md where relevant",
    # Where something is, not where the edit goes; an answer, not an edit.
    "fix the crash and add a test for the bug in parser.py",
    "fix the crash, then explain what is in config.yaml",
    "fix the crash and list the functions in utils.py",
    "fix the crash, also mention what changed in parser.py",
    "fix the crash and also fix the failing test in billing_test.go",
    # After a verb of changing, "to" names a value.
    "fix the crash, and update the default path to config/app.yaml",
    "fix the crash and change the output to report.json",
    # A file name that only qualifies another noun.
    "fix the crash and update the readme generator",
    # Someone else updates it; the edit is the work; an extension is no file.
    "fix the pager, the changelog should be updated by the release job",
    "fix the pager, and also update the .js files",
    "fix the crash, the README needs an update at some point",
    # The opposite ask.
    "fix the pager, and don't update CHANGELOG.md, the release script does that",
    # Code named in a file-like way is no file.
    "fix the parser and also add `cmp.Diff` to the comparisons",
    "also import it from os.path",
    "fix the crash and add a foo.bar entry to the config map",
    "fix the crash and add a v1.2 entry to the table",
    # No one file in the repository.
    "fix the crash, and add an entry to docs/",
    "fix the crash, and add a note to every docs/*.md",
    "fix the crash, and add a note to https://example.com/docs/CHANGELOG.md",
    "fix the crash, and add an entry to ../shared/CHANGELOG.md",
    "fix the crash, and also update ~/notes/todo.md",
    "fix the crash, and also update /etc/hosts",
]


@pytest.mark.parametrize("words", NOTHING)
def test_words_that_ask_no_edit_on_top_of_the_work_give_no_file_check(words: str) -> None:
    assert edits(request(words)) == set()


@pytest.mark.parametrize("words", [w for w in NOTHING if not w.lower().startswith(
    ("update", "add", "bump", "edit"))])
def test_after_the_answer_what_asks_nothing_still_gives_nothing(words: str) -> None:
    assert edits(followup(words)) == set()


# -- the check, on a real replay ---------------------------------------------------------------


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), "-c", "user.email=t@example.com", "-c",
                           "user.name=t", *args], check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, str]:
    repo = tmp_path / "shop"
    (repo / "src").mkdir(parents=True)
    _git(repo, "init", "-q")
    (repo / "CHANGELOG.md").write_text("# Changelog\n\n## 1.2.0\n- first\n")
    (repo / "README.md").write_text("# shop\n")
    (repo / "src" / "pager.py").write_text("PAGE = 10\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "base")
    return repo, _git(repo, "rev-parse", "HEAD").strip()


def _replayed(tmp_path: Path, project: tuple[Path, str], work: dict[str, str]) -> Attempt:
    """What a night reads from a replay whose agent wrote `work` (path: text) in the worktree."""
    repo, commit = project
    with ReplayArea(tmp_path / "replays").workspace(Place(repo / ".git", commit)) as ws:
        for rel, text in work.items():
            (ws.root / rel).parent.mkdir(parents=True, exist_ok=True)
            (ws.root / rel).write_text(text)
        return collect(ws, "", "", "Done.", [])


def test_the_check_passes_on_a_change_that_edits_the_file_and_fails_on_one_that_does_not(
        tmp_path: Path, project: tuple[Path, str]) -> None:
    with_entry = _replayed(tmp_path, project, {
        "src/pager.py": "PAGE = 20\n",
        "CHANGELOG.md": "# Changelog\n\n## Unreleased\n- bigger pages\n\n## 1.2.0\n- first\n"})
    without = _replayed(tmp_path, project, {"src/pager.py": "PAGE = 20\n"})
    for named in ("CHANGELOG.md", "CHANGELOG", "changelog.md", "./CHANGELOG.md"):
        assert EditsFile(path=named).score(with_entry) == 1.0, named
        assert EditsFile(path=named).score(without) == 0.0, named
    assert EditsFile(path="README").score(with_entry) == 0.0
    assert EditsFile(path="docs/CHANGELOG.md").score(with_entry) == 0.0
    # A file the agent created, not added to git, is part of the change.
    created = _replayed(tmp_path, project, {"docs/migrations.md": "# Migrations\n- v3\n"})
    assert EditsFile(path="docs/migrations.md").score(created) == 1.0
    assert EditsFile(path="migrations.md").score(created) == 1.0
    assert EditsFile(path="other/migrations.md").score(created) == 0.0
    # In chat there is no change to read.
    assert EditsFile(path="CHANGELOG.md").score(Attempt.of_answer("Added the entry.")) is None


def test_the_check_is_described_stored_and_read_back() -> None:
    judge = EditsFile(path="CHANGELOG.md", origin=HERE, quote="also add an entry to CHANGELOG.md")
    doc = judge.to_doc()
    assert doc["kind"] == "edits_file" and doc["check"] == "the change must edit `CHANGELOG.md`"
    back = judge_from_doc(doc)
    assert isinstance(back, EditsFile) and back.path == "CHANGELOG.md" and back.origin == HERE
    assert back.instruction() == "Also update `CHANGELOG.md` as part of the change."


@pytest.mark.parametrize("path", ["docs/", "docs/*.md", "CHANGE?.md",
                                  "https://example.com/CHANGELOG.md", "../CHANGELOG.md",
                                  "/etc/hosts", "~/notes.md", "docs/../../x.md", "", "a b.md",
                                  7])
def test_a_stored_check_that_names_no_file_in_the_repository_is_refused(path: Any) -> None:
    with pytest.raises(ValueError):
        judge_from_doc({"kind": "edits_file", "params": {"path": path}})


def test_one_file_however_it_is_named_is_one_ask() -> None:
    same = {ask_key(EditsFile(path=p)) for p in ("CHANGELOG.md", "CHANGELOG", "changelog.md",
                                                 "./CHANGELOG.md", "CHANGELOG.rst")}
    assert len(same) == 1
    others = {ask_key(EditsFile(path=p)) for p in ("README", "docs/CHANGELOG.md",
                                                   "pyproject.toml")}
    assert len(others) == 3 and not same & others


# -- repetition: the same ask in three pieces of work ------------------------------------------

PROJECT = "/work/shop"
CHANGELOG_ASKS = [
    ["add a --json flag to the export command, and add an entry to CHANGELOG.md"],
    ["fix the pagination bug in the search endpoint", "update the changelog too please"],
    ["add a timeout option to the uploader; make sure to add a line to CHANGELOG.md as well"],
]


def _harvest() -> Context:
    ctx = Context.create()
    report = run_harvest(ctx)
    after_harvest(ctx, report.changed)
    return ctx


def test_the_same_edit_asked_on_top_of_the_work_in_three_sessions_is_one_preference(
        isolated_home: Path) -> None:
    sessions = [CHANGELOG_ASKS[0], CHANGELOG_ASKS[1], ["add retries to the http client"],
                # The edit that is the work itself is no ask on top of it.
                ["update the changelog for the 1.4 release"], CHANGELOG_ASKS[2]]
    for n, texts in enumerate(sessions):
        claude_session(isolated_home, f"s{n}", PROJECT, texts, 10 + n)
    ctx = _harvest()
    prefs = {ask_key(judge_from_doc(p)): p for f in load_families(ctx.store) for p in f.standing}
    (pref,) = [p for p in prefs.values() if p["kind"] == "edits_file"]
    assert ask_key(judge_from_doc(pref)) == ("edits_file", "changelog")
    assert [o["session"] for o in pref["origins"]] == ["s0", "s1", "s4"]
    assert pref["check"].startswith("the change must edit")
    tasks = {t.session_id: t for t in load_tasks(ctx.store)}
    own = [j for j in tasks["s3"].judges if j.kind == "edits_file" and not j.standing]
    assert own == []


def test_an_edit_said_as_a_rule_once_is_a_preference_of_its_own(isolated_home: Path) -> None:
    claude_session(isolated_home, "s0", PROJECT, [
        "fix the rounding in the invoice totals. From now on, always add a line to "
        "CHANGELOG.md for every change you make"], 10)
    claude_session(isolated_home, "s1", PROJECT, ["add a csv export to the invoices page"], 11)
    ctx = _harvest()
    prefs = [p for f in load_families(ctx.store) for p in f.standing
             if p["kind"] == "edits_file"]
    assert prefs and {p["params"]["path"] for p in prefs} == {"CHANGELOG.md"}
    assert all(p.get("durable") and [o["session"] for o in p["origins"]] == ["s0"]
               for p in prefs)


# How one clause is cut into its asks, written the plain way: spaces, then a comma, a semicolon,
# "and" or "then". The miner's pattern finds the same cuts faster.
PLAIN_SEGMENTS = re.compile(r"\s*(?:,\s*(?:and\s+)?(?:then\s+)?|;\s*|\s+and\s+(?:then\s+)?|"
                            r"\s+then\s+)", re.I)


@pytest.mark.parametrize("clause", [
    "fix the pager, and add an entry to CHANGELOG.md",
    "fix the pager , and then add an entry ; bump the version  AND  THEN tag it",
    "rename it then\tupdate the README\nand then\u00a0push",
    "", " ", ",", ";;", " and ", "and then", "then and", " ,and then ", "band, thence, android",
    "brand then, candy andthen; handy", "a ,\t, and\n\nthen b", "x  ;  y", "\u3000and\u3000z",
])
def test_a_clause_is_cut_where_the_plain_reading_cuts_it(clause: str) -> None:
    assert _SEGMENTS.split(clause) == PLAIN_SEGMENTS.split(clause)


def test_the_cuts_are_the_plain_readings_on_random_clauses() -> None:
    rng = random.Random(7)
    pieces = [" ", "  ", "\t", "\n", ",", ";", "and", "then", "AND", "Then", "x", "band", "e"]
    for _ in range(3000):
        clause = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert _SEGMENTS.split(clause) == PLAIN_SEGMENTS.split(clause), clause
