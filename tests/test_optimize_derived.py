"""Candidate edits written from the person's own constraints: the words they become, and the
same gate, buffer and report as the optimizer model's edits (scripted models stand in for
remote providers)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from skillsleep.edits import Edit
from skillsleep.models import Ledger, ModelClient
from skillsleep.optimize.derived import derived_edits, instruction
from skillsleep.optimize.loop import LoopResult, LoopSettings, optimize_document
from skillsleep.optimize.targets import standing_asks
from skillsleep.rejected import RejectedBy, RejectedEdit
from skillsleep.tasks.judges import Judge, Origin
from skillsleep.tasks.judges.answer import Format, MustMention, MustNotMention, Pattern, Rubric
from skillsleep.tasks.judges.mine import Quote, derive
from skillsleep.tasks.judges.work import AddsNothingMatching
from skillsleep.tasks.repetition import ask_key
from skillsleep.tasks.standing import stated_in
from skillsleep.tasks.taskdata import Family, Task

from helpers.scripted_models import install as install_script

DOC = "---\nname: setup\n---\n# Project setup\n\nHelp the user set up projects.\n"
SAID = Origin("codex", "s1", "r2")


def _judges(*follow_ups: str) -> list[Judge]:
    quotes = [Quote("set up the project", Origin("codex", "s1", "r0"))]
    quotes += [Quote(f, Origin("codex", "s1", f"r{i}"), followup=True)
               for i, f in enumerate(follow_ups, 2)]
    return derive(quotes)


@pytest.mark.parametrize(("words", "line"), [
    ("no, use conventional commits: feat:/fix: prefix",
     "Write the subject line as `feat: <summary>` or `fix: <summary>` (conventional commits), "
     "for example `feat: add a search box`."),
    ("keep the subject under 72 characters", "Keep the subject line under 72 characters."),
    ("as bullet points", "Answer as bullet points."),
    ("too long, keep it under 100 words", "Keep the answer under 100 words."),
    ("no, use pnpm, not npm", "Use `pnpm` as the JavaScript package manager, not npm."),
    ("use httpx, not requests", "Use httpx, not requests."),
    ("don't use lodash", "Do not use lodash."),
    ("no testify please", "Do not use testify."),
    ("include a Testing section", "Include these sections: Testing."),
    ("always run make lint before you say done", "Run `make lint` before you say done."),
])
def test_each_constraint_reads_as_one_instruction_line(words: str, line: str) -> None:
    # Said as rules here, whatever the words say of their reach: a_lesson is tested below.
    judges = [j.copy(durable=True) for j in _judges(words)]
    assert judges
    task = Task("t", "x", "codex", "s", judges=judges)
    edits = derived_edits(task, judges)
    assert {e.new for e in edits} == {line}
    for edit in edits:
        assert edit.op == "add" and edit.anchor == ""
        # The rationale quotes the person's words; the evidence cites the record they came
        # from, with those words, and the rationale carries no raw ids.
        assert words[:30] in edit.rationale and "codex:s1" not in edit.rationale
        assert edit.evidence["origins"] == [{**SAID.to_doc(), "quote": words}]


def test_only_a_lesson_becomes_a_line() -> None:
    """A constraint said once for the work at hand judges its own task; only a rule, or what
    the person said again in other sessions, may be written into their instructions."""
    (once,) = _judges("no testify please")
    assert not once.durable
    task = Task("t", "x", "codex", "s", judges=[once])
    assert derived_edits(task, [once]) == []
    # The same words said in other sessions too: a standing preference of the family, whose
    # task that said it keeps its own judge (no copy), known by what it asks.
    (edit,) = derived_edits(task, [once], standing={("", *ask_key(once))})
    assert edit.new == "Do not use testify."
    assert derived_edits(task, [once.copy(standing=True)])  # a copy on another task
    # Said as a rule the first time.
    (rule,) = _judges("never use testify in this repo")
    assert rule.durable and derived_edits(task, [rule])
    # A change made once is never a lesson, however often it was asked.
    (rename,) = _judges("rename fetchUser to loadUser")
    assert derived_edits(task, [rename.copy(once=True)],
                         standing={("", *ask_key(rename))}) == []


def test_a_preference_of_one_repository_makes_no_lesson_of_an_ask_in_another() -> None:
    """A family gathers one kind of work from several repositories: what one repository keeps as
    its preference, said once in another, judges that task only."""
    (said,) = _judges("no testify please")
    doc = {**said.to_doc(), "project": "/work/api", "origins": [SAID.to_doc()],
           "sessions": ["codex:s1", "codex:s2"]}
    standing = standing_asks([Family("f1", "tests", standing=[doc])])
    here = Task("t", "x", "codex", "s", project="/work/api", judges=[said])
    elsewhere = Task("u", "x", "codex", "s", project="/work/web", judges=[said])
    assert [e.new for e in derived_edits(here, [said], standing=standing)] == \
        ["Do not use testify."]
    assert derived_edits(elsewhere, [said], standing=standing) == []


def test_the_asks_of_a_familys_stored_preferences_and_one_of_an_unknown_kind() -> None:
    (said,) = _judges("no testify please")
    doc = {**said.to_doc(), "project": "/work/api", "origins": [SAID.to_doc()],
           "sessions": ["codex:s1", "codex:s2"]}
    family = Family("f1", "tests", standing=[doc, {"kind": "from_a_newer_version", "params": {},
                                                   "project": "/work/api"},
                                             {"kind": "must_mention", "project": "/work/api"}])
    assert standing_asks([family]) == {("/work/api", *ask_key(said))}
    # Said nowhere known (a damaged document): no task's words are its.
    assert standing_asks([Family("f3", "tests", standing=[{**doc, "project": None}])]) == set()
    assert standing_asks([Family("f2", "docs")]) == set()


def test_a_standing_copy_says_it_was_asked_for_again_and_bare_patterns_say_nothing() -> None:
    copy = Format(format="bullets", origin=Origin("codex", "s9", "r3"), quote="as bullets",
                  standing=True)
    (edit,) = derived_edits(Task("t", "x", "codex", "s", judges=[copy]), [copy])
    assert edit.rationale == 'You keep asking for this: "as bullets".'
    odd = MustMention(terms=["search:"])
    assert instruction(odd, [odd]) == "Use `search:`."
    assert instruction(Pattern(pattern="ABC-\\d+"), []) is None
    assert instruction(Rubric(rubric="polite"), []) is None


def test_a_preference_the_document_already_states_strengthens_that_line() -> None:
    doc = "# Tests\n\n- Never use testify in tests.\n- Keep tests fast.\n"
    judge = AddsNothingMatching(term="testify", origin=SAID, quote="no testify", standing=True)
    (edit,) = derived_edits(Task("t", "x", "codex", "s", judges=[judge]), [judge], doc)
    assert (edit.op, edit.anchor) == ("replace", "- Never use testify in tests.")
    assert edit.new == "- **Important:** Never use testify in tests."
    assert "had to be said again" in edit.rationale and '"no testify"' in edit.rationale
    assert edit.evidence["origins"] == [{**SAID.to_doc(), "quote": "no testify"}]
    # Once strengthened, it is not strengthened twice: the line is left as it is.
    stronger = doc.replace("- Never", "- **Important:** Never")
    assert derived_edits(Task("t", "x", "codex", "s", judges=[judge]), [judge], stronger) == []


@pytest.mark.parametrize(("words", "said"), [
    # Rivals: one line.
    ("prefer httpx over requests", {"Use httpx, not requests."}),
    ("use `errors.Is`, never `==` on errors", {"Use `errors.Is`, not `==`."}),
    ("always use `pnpm`, never `npm` or `yarn`",
     {"Use `pnpm` as the JavaScript package manager, not `npm` or `yarn`."}),
    ("we're moving from `npm` to `pnpm`, so lockfiles come from `pnpm`",
     {"Use `pnpm` as the JavaScript package manager, not `npm`."}),
    # Two rules side by side: two lines, neither the other's rival.
    ("always run `make lint`, never run `git push --force`",
     {"Run `make lint`.", "Do not run `git push --force`."}),
    ("run `make test` before pushing and never `git push --force`",
     {"Run `make test` before pushing.", "Do not run `git push --force`."}),
])
def test_a_pair_is_one_line_only_when_one_side_is_the_others_rival(words: str,
                                                                    said: set[str]) -> None:
    judges = derive([Quote(words, SAID)])
    assert {line for j in judges if (line := instruction(j, judges))} == said


@pytest.mark.parametrize(("rule", "line", "states"), [
    ("no testify please", "- Never use testify in tests.", True),
    ("don't use lodash", "- `lodash` is not allowed in this repo.", True),
    ("use httpx, not requests", "Prefer httpx instead of requests.", True),
    # The term without the rule's sense: a mention, or the rule turned the other way.
    ("don't use panic", "- The test runner will panic if a test changes the directory.", False),
    ("never use npm", "- Use npm for installs; never commit node_modules.", False),
    ("always use t.Parallel() in tests", "- Never call `t.Parallel()` in tests that chdir.", False),
])
def test_a_line_states_a_rule_only_said_its_way(rule: str, line: str, states: bool) -> None:
    judges = [j.copy(durable=True) for j in _judges(rule)]
    doc = f"# Notes\n\n{line}\n"
    assert all(bool(stated_in(j, doc)) == states for j in judges)
    edits = derived_edits(Task("t", "x", "codex", "s", judges=judges), judges, doc)
    assert edits and all((e.op == "replace") == states for e in edits)


PNPM = "no, use pnpm, not npm"


def _follower(messages: list[dict[str, Any]]) -> str:
    """A target model that does what "Use X, not Y." lines say, and otherwise uses npm."""
    system = next((m["content"] for m in messages if m["role"] == "system"), "")
    m = re.search(r"^Use (\S+), not (\S+)\.$", system, re.MULTILINE)
    return f"Run {m.group(1)} install." if m else "Run npm install."


def _tasks(n: int = 16, durable: bool = True) -> list[Task]:
    return [Task(id=f"t{i}", request=f"Set up project number {i}", harness="codex",
                 session_id=f"s{i % 3}",
                 judges=[MustMention(terms=["pnpm"], origin=SAID, quote=PNPM, durable=durable),
                         MustNotMention(terms=["npm"], origin=SAID, quote=PNPM, durable=durable)])
            for i in range(n)]


def _run(target: str, rejected: list[dict[str, Any]] | None = None,
         tasks: list[Task] | None = None, standing: set[tuple[str, ...]] | None = None,
         **kw: Any) -> LoopResult:
    client = ModelClient(Ledger(None), None, timeout=5, sleep=lambda _s: None)
    settings = LoopSettings(target_model=f"scripted/{target}",
                            optimizer_model="scripted/optimizer", epochs=2, batch_size=4, **kw)
    return optimize_document(DOC, tasks or _tasks(), client, settings, rejected=rejected,
                             standing=standing or set())


@pytest.fixture
def script():
    s = install_script()
    s.handlers["follower"] = _follower
    s.handlers["optimizer"] = lambda _m: "[]"  # the optimizer model has nothing to offer
    return s


def test_the_persons_own_constraint_passes_the_gate_and_becomes_the_proposal(script) -> None:
    r = _run("follower")
    assert r.val_before == 0.0 and r.val_after == 1.0
    assert r.final_text == DOC + "Use pnpm, not npm.\n"
    (edit,) = r.edits
    assert edit.rationale.startswith('You asked for this: "no, use pnpm, not npm"')
    assert edit.evidence["tasks"] and edit.evidence["val_after"] == 1.0
    # The proposal's edit cites where the person said it.
    assert edit.evidence["origins"] == [{**SAID.to_doc(), "quote": PNPM}]
    assert r.candidates["derived_accepted"] == 1 and r.candidates["model_accepted"] == 0
    assert r.candidates["model_proposed"] == 0 and r.candidates["derived_proposed"] >= 1


def test_a_line_that_does_not_help_is_rejected_once_and_never_comes_back(script) -> None:
    r = _run("obedient")  # ignores "Use ..." lines: the score cannot move
    assert r.final_text == DOC and not r.edits
    assert [e.new for e, _ in r.rejected] == ["Use pnpm, not npm."]
    assert r.candidates["derived_rejected"] == 1
    # The next night, with the buffer, it is not tried again and no val evaluation is spent.
    buffer = [RejectedEdit.of("doc", e, reason, RejectedBy.GATE, 0.0) for e, reason in r.rejected]
    first_night = len(script.calls_to("obedient"))
    again = _run("obedient", rejected=buffer)
    assert again.candidates.get("derived_proposed", 0) == 0 and not again.decisions
    assert len(script.calls_to("obedient")) - first_night < first_night


def test_a_constraint_said_once_is_never_proposed_unless_the_family_holds_it(script) -> None:
    tasks = _tasks(durable=False)
    r = _run("follower", tasks=tasks)
    assert r.final_text == DOC and not r.candidates.get("derived_proposed")
    asks = {("", *ask_key(j)) for j in tasks[0].judges}  # their workspace: no folder known
    r = _run("follower", tasks=_tasks(durable=False), standing=asks)
    assert r.final_text == DOC + "Use pnpm, not npm.\n"


def test_derived_edits_can_be_turned_off(script) -> None:
    r = _run("follower", derived_edits=False)
    assert r.final_text == DOC and not r.candidates.get("derived_proposed")


VITEST = "and we use vitest for the tests"
SAID_VITEST = Origin("claude-code", "s7", "r9")


def _uses_what_it_is_told(messages: list[dict[str, Any]]) -> str:
    """A target model that uses every tool a "Use X, not Y." or "Use X." line names."""
    system = next((m["content"] for m in messages if m["role"] == "system"), "")
    tools = re.findall(r"^Use (\w+)(?:, not \w+)?\.$", system, re.MULTILINE)
    return "Run " + " and ".join(tools or ["npm"]) + "."


def test_lines_kept_one_by_one_and_proposed_as_one_edit_each_keep_their_own_reason(
        script) -> None:
    script.handlers["follower"] = _uses_what_it_is_told
    tasks = [Task(id=f"t{i}", request=f"Set up project number {i}", harness="codex",
                  session_id=f"s{i % 3}",
                  judges=[MustMention(terms=["pnpm"], origin=SAID, quote=PNPM, durable=True),
                          MustNotMention(terms=["npm"], origin=SAID, quote=PNPM, durable=True),
                          MustMention(terms=["vitest"], origin=SAID_VITEST, quote=VITEST,
                                      durable=True)])
             for i in range(16)]
    client = ModelClient(Ledger(None), None, timeout=5, sleep=lambda _s: None)
    settings = LoopSettings(target_model="scripted/follower",
                            optimizer_model="scripted/optimizer", epochs=2, batch_size=4)
    r = optimize_document(DOC, tasks, client, settings)
    added = [line for line in r.final_text.splitlines() if line not in DOC.splitlines()]
    assert sorted(added) == ["Use pnpm, not npm.", "Use vitest."]
    # The two kept lines land at the end of the document: one edit on the base text.
    (edit,) = r.edits
    assert sorted(edit.new.splitlines()) == sorted(added)
    by_line = {item["text"]: item for e in r.edits for item in e.evidence["lines"]}
    assert set(by_line) == set(added)  # every added line has its own record
    assert PNPM in by_line["Use pnpm, not npm."]["reason"]
    assert by_line["Use pnpm, not npm."]["origins"] == [{**SAID.to_doc(), "quote": PNPM}]
    assert VITEST in by_line["Use vitest."]["reason"]
    assert PNPM not in by_line["Use vitest."]["reason"]
    assert by_line["Use vitest."]["origins"] == [{**SAID_VITEST.to_doc(), "quote": VITEST}]
    # Each gate decision is numbered within its epoch.
    steps = [(d.epoch, d.step) for d in r.decisions]
    assert steps and all(s >= 1 for _, s in steps) and len(set(steps)) == len(steps)


def test_each_line_of_a_consolidated_block_gets_the_reason_of_the_line_it_rewords() -> None:
    from skillsleep.optimize.reasons import line_evidence

    pnpm = Edit("add", "", "Use pnpm, not npm.", rationale=f'You asked for this: "{PNPM}".',
                evidence={"origins": [{**SAID.to_doc(), "quote": PNPM}]})
    vitest = Edit("add", "", "Use vitest.", rationale=f'You asked for this: "{VITEST}".',
                  evidence={"origins": [{**SAID_VITEST.to_doc(), "quote": VITEST}]})
    block = Edit("add", "", "- Install packages with pnpm rather than npm.\n\n"
                            "- Run the tests with vitest.\n- Keep answers short.\n")
    lines = line_evidence(block, [pnpm, vitest], "The optimizer wrote it.")
    assert [(item["text"], item["reason"]) for item in lines] == [
        ("- Install packages with pnpm rather than npm.", pnpm.rationale),
        ("- Run the tests with vitest.", vitest.rationale),
        ("- Keep answers short.", "The optimizer wrote it."),  # no kept line says it
    ]
    assert lines[1]["origins"] == vitest.evidence["origins"] and lines[2]["origins"] == []
    assert line_evidence(Edit("delete", "Use npm.\n"), [pnpm], "x") == []
