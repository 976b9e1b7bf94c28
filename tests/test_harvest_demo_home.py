"""The demo's sample home, written by another part of the product to each harness's format,
is an independent check: the harvest finds exactly its expected sessions, requests and
projects, with exact request times."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillsleep.harvest import run_harvest
from skillsleep.sessions import iter_sessions

from helpers.harvest import fresh_context

demo = pytest.importorskip("skillsleep.demo")


def test_demo_home_is_harvested_exactly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sample = demo.write_sample_home(tmp_path / "demo-home", seed=7)
    monkeypatch.setenv("HOME", str(sample.home))
    report = run_harvest(fresh_context()).to_json()["harnesses"]
    for h, r in report.items():
        assert r["errors"] == 0 and r["skipped"] == 0, (h, r)
    got = {(s.harness, s.session_id): s for s in iter_sessions(fresh_context().store)}
    want = {(h, e.session_id): e for h, group in sample.expected.items() for e in group}
    assert set(got) == set(want)
    for key, e in want.items():
        s = got[key]
        assert [t.text for t in s.requests] == e.texts, e.source
        assert s.project == str(e.project), e.source
        got_times = [t.time for t in s.requests]
        want_times = [r.time for r in e.requests]
        if e.source == "cursor-cli":
            # Its transcript only shows the minute each prompt was typed.
            assert all(abs((g - w).total_seconds()) < 61
                       for g, w in zip(got_times, want_times, strict=True))
        else:
            assert got_times == want_times, e.source
