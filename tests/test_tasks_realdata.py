"""A real developer history (the labelled development split in shared/realdata), laid out in a
temporary HOME and harvested as its owner would: the README flow shows the families, harness
text is never a task, answers and go-aheads never are, judges come with their origin, and no
trap in the labels yields a judge."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from conftest import SHARED
from helpers.cli import run_cli, run_json

REALDATA = SHARED / "realdata" / "entireio-dev"
LABELS = REALDATA / "labels"
pytestmark = pytest.mark.skipif(not REALDATA.is_dir(), reason="shared/realdata is not here")


@pytest.fixture
def harvested(isolated_home: Path) -> dict[str, Any]:
    shutil.copytree(REALDATA / "claude-home" / ".claude", isolated_home / ".claude")
    out = run_cli("harvest").stdout
    return {"out": out, "tasks": run_json("tasks"),
            "families": run_json("clusters", "--min-size", "1")}


def _labels() -> tuple[dict[tuple[str, str], str], set[tuple[str, str]]]:
    requests = json.loads((LABELS / "requests.json").read_text())
    family = {(r["sessionId"], r["uuid"]): r["family"] for r in requests["labels"]}
    injected = {(r["sessionId"], r["uuid"]) for r in requests["excluded"]}
    return family, injected


def _task_keys(tasks: list[dict[str, Any]]) -> set[tuple[str, str]]:
    return {(t["origin"]["session"], t["origin"]["record"]) for t in tasks if t.get("origin")}


def test_harvest_then_clusters_shows_the_kinds_of_work(harvested: dict[str, Any]) -> None:
    assert "mined" in harvested["out"] and "recurring" in harvested["out"]
    human = run_cli("clusters", "--min-size", "3").stdout
    for label in ("commit the current work", "address PR review comments",
                  "fix the failing checks", "write tests", "explain how something works"):
        assert label in human
    status = run_cli("status").stdout
    assert "run `skillopt-sleep harvest`" not in status
    assert "recurring task families" in status


def test_every_task_names_the_record_it_came_from(harvested: dict[str, Any]) -> None:
    family, _ = _labels()
    keys = _task_keys(harvested["tasks"])
    assert len(keys) == len(harvested["tasks"])
    assert keys <= set(family)  # every task is a request the person typed


def test_harness_text_never_becomes_a_task(harvested: dict[str, Any]) -> None:
    _, injected = _labels()
    assert not _task_keys(harvested["tasks"]) & injected


def test_answers_and_go_aheads_are_never_tasks(harvested: dict[str, Any]) -> None:
    family, _ = _labels()
    requests = [json.loads(line) for line in _typed_requests()]
    keys = _task_keys(harvested["tasks"])
    go_aheads = [r for r in requests if family.get((r["sessionId"], r["uuid"])) == "followup"
                 and r["text"].strip().lower() in {"yes", "yes continue", "do it", "1",
                                                   "yeah, let's give it a try", "let's do 1"}]
    assert len(go_aheads) >= 5
    assert not {(r["sessionId"], r["uuid"]) for r in go_aheads} & keys


def _typed_requests() -> list[str]:
    """The typed requests with their text, by the labels' own extraction rules."""

    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "requests.jsonl"
        subprocess.run([sys.executable, str(LABELS / "extract_requests.py"),
                        str(REALDATA / "claude-home"), str(out)], check=True,
                       capture_output=True)
        return out.read_text(encoding="utf-8").splitlines()


def test_no_trap_yields_a_judge_and_judges_cite_labelled_constraints(
        harvested: dict[str, Any]) -> None:
    constraints = json.loads((LABELS / "constraints.json").read_text())
    traps = {(t["session"], t["uuid"]) for t in constraints["traps"]}
    labelled = {(c["session"], c["uuid"]) for c in constraints["labels"]}
    judges = [j for t in harvested["tasks"] for j in t["judges"] if not j.get("standing")]
    assert judges
    origins = {(j["origin"]["session"], j["origin"]["record"]) for j in judges}
    assert not origins & traps
    # Precision first: nearly every judge comes from words labelled as a constraint.
    assert len(origins & labelled) >= 0.8 * len(origins)
    for j in judges:
        assert j["quote"] and j["check"] and set(j["origin"]) == {"harness", "session",
                                                                  "record"}


BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "signal_bench.py"


def test_the_shipped_follow_up_weights_are_what_training_on_the_labels_gives(
        tmp_path: Path) -> None:
    from skillsleep.tasks.followups import MODEL_FILE
    from skillsleep.tasks.learned import LinearModel

    out = tmp_path / "model.json"
    subprocess.run([sys.executable, "-m", "skillsleep.tasks.train", str(REALDATA), "--out",
                    str(out)], check=True, capture_output=True, text=True)
    trained, shipped = LinearModel.load(out), LinearModel.load(MODEL_FILE)
    assert trained.threshold == shipped.threshold
    assert trained.weights.keys() == shipped.weights.keys()
    for name, weight in shipped.weights.items():
        assert abs(trained.weights[name] - weight) < 1e-3, name
    assert shipped.about["examples"] > 250


def test_the_signal_benchmark_reports_session_grouped_folds() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--home", str(REALDATA / "claude-home"),
                           "--labels", str(LABELS), "--folds", "5", "--json"],
                          check=True, capture_output=True, text=True)
    report = json.loads(done.stdout)
    keys = {"auc", "family_recall", "followups_as_tasks", "f1", "judge_precision",
            "standing_precision", "durable_recall"}
    assert len(report["folds"]) == 5
    assert all(keys <= set(f) for f in report["folds"])
    assert keys == set(report["mean"]) == set(report["worst"])
    # The held-out ranking of new tasks above follow-ups: better than chance in every fold.
    assert all(0.5 < f["auc"] <= 1.0 for f in report["folds"])
    assert report["worst"]["auc"] == min(f["auc"] for f in report["folds"])
    # Every labelled request is scored in exactly one fold.
    family, _ = _labels()
    counted = sum(f["counts"]["family_requests"] + f["counts"]["followups"]
                  for f in report["folds"])
    assert counted == sum(v != "other" for v in family.values())
    assert report["injected_as_tasks"] == 0 and report["judges_from_traps"] == 0
    bad = subprocess.run([sys.executable, str(BENCH), "--home", str(REALDATA / "claude-home"),
                          "--labels", str(LABELS), "--folds", "1"], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and "--folds takes 2 or more" in bad.stderr


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("signal_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("probabilities", "labels", "expected"), [
    ([0.9, 0.8, 0.2, 0.1], [1, 1, 0, 0], 1.0),  # every new task above every follow-up
    ([0.1, 0.2, 0.8, 0.9], [1, 1, 0, 0], 0.0),
    ([0.9, 0.3, 0.6, 0.1], [1, 1, 0, 0], 0.75),  # one pair of four in the wrong order
    ([0.5, 0.5, 0.5, 0.5], [1, 0, 1, 0], 0.5),  # ties count half
    ([0.7, 0.2], [1, 1], None),  # no follow-up in the fold: nothing to rank
    ([], [], None),
])
def test_the_ranking_figure_counts_new_tasks_above_follow_ups(
        probabilities: list[float], labels: list[int], expected: float | None) -> None:
    assert _bench().auc(probabilities, labels) == expected


def test_the_signal_benchmark_traces_the_follow_up_threshold_curve() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--home", str(REALDATA / "claude-home"),
                           "--labels", str(LABELS), "--folds", "5", "--thresholds", "0.4,0.7",
                           "--json"], check=True, capture_output=True, text=True)
    report = json.loads(done.stdout)
    low, high = report["curve"]
    assert (low["threshold"], high["threshold"]) == (0.4, 0.7)
    # A higher threshold starts fewer tasks: fewer follow-ups and fewer real requests.
    assert high["mean"]["followups_as_tasks"] < low["mean"]["followups_as_tasks"]
    assert high["mean"]["family_recall"] < low["mean"]["family_recall"]
    for args, says in ((["--folds", "5", "--thresholds", "0.5,2"], "not a list of probabilities"),
                       (["--folds", "5", "--thresholds", "half"], "not a list of probabilities"),
                       (["--thresholds", "0.5"], "--thresholds needs --folds")):
        bad = subprocess.run([sys.executable, str(BENCH), "--home",
                              str(REALDATA / "claude-home"), "--labels", str(LABELS), *args],
                             capture_output=True, text=True)
        assert bad.returncode == 2 and says in bad.stderr, bad.stderr
