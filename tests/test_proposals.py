from __future__ import annotations

import contextlib
import threading
from pathlib import Path

import pytest

from skillsleep.edits import Edit, apply_edits, locate
from skillsleep.errors import UserError
from skillsleep.identity import doc_key
from skillsleep.paths import resolve_paths
from skillsleep.proposals import (
    accept,
    build_proposal,
    content_hash,
    current_status,
    get_proposal,
    load_proposals,
    reject,
    save_proposal,
)
from skillsleep.rejected import RejectedBy, add_rejected, rejected_for
from skillsleep.store import Store

DOC = "---\nname: build\n---\n# Build\n\nUse npm to install.\nRun the tests.\n"


def test_edits_anchor_on_text_and_refuse_missing_or_ambiguous_anchors() -> None:
    edits = [Edit("replace", "Use npm to install.", "Use pnpm to install."),
             Edit("add", "Run the tests.", "Then run the linter."),
             Edit("delete", "# Build\n")]
    text, stale = apply_edits(DOC, edits)
    assert stale == []
    assert text == "---\nname: build\n---\n\nUse pnpm to install.\nRun the tests.\n" \
                   "Then run the linter.\n"
    assert locate(DOC, Edit("replace", "nowhere", "x")) is None
    assert locate("a\na\n", Edit("delete", "a")) is None
    _, stale = apply_edits(DOC, [Edit("replace", "Use npm", "x"),
                                 Edit("replace", "npm to install", "y")])
    assert stale == [1]


def make(tmp_path: Path) -> tuple[Store, Path, str]:
    store = Store(tmp_path / "store").open()
    target = tmp_path / "SKILL.md"
    target.write_text(DOC)
    p = build_proposal(target, DOC, [
        Edit("replace", "Use npm to install.", "Use pnpm to install.", rationale="user said so"),
        Edit("add", "Run the tests.", "Then run the linter."),
    ], val_before=0.4, val_after=0.7)
    save_proposal(store, p)
    return store, target, p.id


def test_accept_all_writes_the_proposed_content_with_a_backup(tmp_path: Path) -> None:
    store, target, pid = make(tmp_path)
    result = accept(store, tmp_path / "backups", pid)
    assert target.read_text() == get_proposal(store, pid).new_content
    assert Path(result["backup"]).read_text() == DOC
    assert get_proposal(store, pid).status == "accepted"


def test_accept_one_edit_then_reject_the_other(tmp_path: Path) -> None:
    store, target, pid = make(tmp_path)
    accept(store, tmp_path / "backups", pid, [1])
    assert "Then run the linter." in target.read_text() and "pnpm" not in target.read_text()
    reject(store, pid, [0], reason="we use npm here")
    p = get_proposal(store, pid)
    assert [e.status for e in p.edits] == ["rejected", "accepted"]
    assert p.status == "accepted"
    [entry] = rejected_for(store, str(target))
    assert entry.fingerprint == p.edits[0].fingerprint() and entry.source == RejectedBy.USER
    assert entry.reason == "we use npm here"
    with pytest.raises(UserError, match="no pending edit"):
        accept(store, tmp_path / "backups", pid)


def test_a_changed_document_is_re_anchored_and_never_overwritten(tmp_path: Path) -> None:
    store, target, pid = make(tmp_path)
    changed = "# Intro added by hand\n" + DOC
    target.write_text(changed)
    accept(store, tmp_path / "backups", pid, [0])  # still anchors: lands on the new text
    assert target.read_text().startswith("# Intro added by hand\n")
    assert "pnpm" in target.read_text()

    store2, target2, pid2 = make(tmp_path / "second")
    edited_away = DOC.replace("Run the tests.", "Run every test.")
    target2.write_text(edited_away)
    with pytest.raises(UserError, match="no longer applies"):
        accept(store2, tmp_path / "backups", pid2)
    assert target2.read_text() == edited_away
    assert current_status(get_proposal(store2, pid2), edited_away) == "pending"
    target2.write_text("completely different\n")
    assert current_status(get_proposal(store2, pid2), "completely different\n") == "stale"


def test_malformed_proposals_in_the_store_are_skipped_with_a_reason(tmp_path: Path) -> None:
    store, _, pid = make(tmp_path)
    with store.collection("proposals").write() as table:
        table.insert({"id": "broken", "target": 3, "edits": "nope"})
        table.insert({"id": "badop", "target": "/x", "base_hash": content_hash("x"),
                      "edits": [{"op": "explode", "anchor": "x"}]})
    skipped: list[str] = []
    assert [p.id for p in load_proposals(store, skipped=skipped)] == [pid]
    assert len(skipped) == 2 and any("explode" in s for s in skipped)


def test_rejected_edits_written_before_load_and_damaged_ones_are_skipped(tmp_path: Path) -> None:
    store, target, _ = make(tmp_path)
    key = doc_key(target)
    with store.collection("rejected_edits").write() as table:
        table.insert_multiple([
            # As every earlier version wrote them.
            {"target": key, "fingerprint": "f1", "op": "add", "anchor": "", "new": "Be brief.",
             "reason": "no", "source": "user", "time": 2.0},
            {"target": key, "fingerprint": "f0", "op": "replace", "anchor": "a", "new": "b",
             "reason": "gate said no", "source": "gate", "time": 1.0},
            # Damaged by hand: no fingerprint, a time that is not a number.
            {"target": key, "op": "add", "new": "x"},
            {"target": key, "fingerprint": "f2", "time": "soon"},
        ])
    entries = rejected_for(store, str(target))
    assert [(r.fingerprint, r.source, r.by_user) for r in entries] == [
        ("f2", "", True), ("f0", "gate", False), ("f1", "user", True)]
    assert entries[2].describe() == "add 'Be brief.'"
    assert entries[1].describe() == "replace 'a' -> 'b'"
    # Adding to a buffer that holds damaged entries works, and keeps them as they are.
    add_rejected(store, str(target), [Edit("add", "", "Be brief twice.")], "no", RejectedBy.USER)
    assert len(store.collection("rejected_edits")) == 5
    assert rejected_for(store, str(target))[-1].new == "Be brief twice."


def test_an_anchor_made_ambiguous_by_the_persons_edit_is_refused(tmp_path: Path) -> None:
    store, target, pid = make(tmp_path)
    doubled = DOC + "Run the tests.\n"  # the add edit's anchor is now there twice
    target.write_text(doubled)
    with pytest.raises(UserError, match="no longer applies"):
        accept(store, tmp_path / "backups", pid, [1])
    assert target.read_text() == doubled


def test_two_accepts_at_the_same_instant_apply_an_add_edit_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both processes read the proposal before either records its decision: the first holds
    the decision lock until it has recorded, so the second sees the edit decided."""
    import skillsleep.proposals as proposals

    store, target, pid = make(tmp_path)
    both_wrote = threading.Barrier(2, timeout=1.0)
    real_record = proposals.record_decision

    def record_after_the_other_wrote(*args: object, **kw: object) -> object:
        with contextlib.suppress(threading.BrokenBarrierError):
            both_wrote.wait()  # without the lock, the second accept has written meanwhile
        return real_record(*args, **kw)

    monkeypatch.setattr(proposals, "record_decision", record_after_the_other_wrote)
    outcomes: list[object] = []

    def one_accept() -> None:
        try:
            outcomes.append(accept(Store(tmp_path / "store").open(), tmp_path / "backups",
                                   pid, [1]))
        except UserError as exc:
            outcomes.append(exc)

    threads = [threading.Thread(target=one_accept) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert target.read_text().count("Then run the linter.") == 1
    errors = [o for o in outcomes if isinstance(o, UserError)]
    assert len(outcomes) == 2 and len(errors) == 1
    assert "no pending edit" in str(errors[0])
    assert get_proposal(store, pid).edits[1].status == "accepted"


@pytest.mark.parametrize("damage", ["not-utf8", "folder", "gone"])
def test_a_target_that_cannot_take_the_edit_gets_a_message_not_a_traceback(
        tmp_path: Path, damage: str) -> None:
    from helpers.cli import run_cli

    paths = resolve_paths()
    store = Store(paths.store_dir).open()
    target = tmp_path / "SKILL.md"
    target.write_text(DOC)
    p = build_proposal(target, DOC, [Edit("add", "Run the tests.", "Then run the linter.")])
    save_proposal(store, p)
    if damage == "not-utf8":
        target.write_bytes(b"# Build\n\xff\xfe not text\n")
    elif damage == "folder":
        target.unlink()
        target.mkdir()
    else:
        target.unlink()
    proc = run_cli("proposals", "accept", p.id, check=False)
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    expected = {"not-utf8": "is no longer UTF-8 text", "folder": "is a folder",
                "gone": "does not exist"}[damage]
    assert expected in proc.stderr and p.id in proc.stderr
    assert get_proposal(store, p.id).status == "pending"


def test_the_command_line_numbers_edits_from_1_as_show_and_the_editor_do(
        tmp_path: Path) -> None:
    from helpers.cli import run_cli, run_json

    store = Store(resolve_paths().store_dir).open()
    target = tmp_path / "SKILL.md"
    target.write_text(DOC)
    p = build_proposal(target, DOC, [Edit("replace", "Use npm to install.", "Use pnpm."),
                                     Edit("add", "Run the tests.", "Then run the linter.")])
    save_proposal(store, p)
    shown = run_cli("proposals", "show", p.id).stdout
    assert "edit 1 of 2 [pending]: replaces" in shown and "edit 2 of 2 [pending]: adds" in shown
    assert "edit 0" not in shown
    assert [e["number"] for e in run_json("proposals", "show", p.id)["edits"]] == [1, 2]
    for bad, said in (("0", "there is no edit 0"), ("3", "there is no edit 3"),
                      ("-1", "there is no edit -1")):
        proc = run_cli("proposals", "accept", p.id, "--edit", bad, check=False)
        assert proc.returncode != 0 and "Traceback" not in proc.stderr, proc.stderr
        assert f"has edits 1 to 2; {said}" in proc.stderr
    assert target.read_text() == DOC  # a refused number changes nothing
    assert run_json("proposals", "accept", p.id, "--edit", "2")["accepted"] == [2]
    assert "Then run the linter." in target.read_text() and "pnpm" not in target.read_text()
    again = run_cli("proposals", "reject", p.id, "--edit", "2", check=False)
    assert again.returncode != 0 and "edit 2 was already accepted" in again.stderr
    assert "rejected edit(s) 1 of proposal" in run_cli("proposals", "reject", p.id,
                                                       "--edit", "1").stdout
    assert [e.status for e in get_proposal(store, p.id).edits] == ["rejected", "accepted"]
