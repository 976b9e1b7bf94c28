"""The clustering goal on real utterances, with the product's default configuration: CLINC150
val (3,000 requests in 150 intents) must reach NMI >= 0.80 and ARI >= 0.50, offline."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import REPO, SHARED

DATA = SHARED / "benchdata" / "clinc150" / "val.json"


@pytest.mark.slow
@pytest.mark.skipif(not DATA.exists(), reason="the CLINC150 benchmark data is not beside the repo")
def test_default_clustering_meets_the_goal_on_clinc150() -> None:
    out = subprocess.run(
        [sys.executable, str(REPO / "benchmarks" / "cluster_bench.py"), "--data", str(DATA),
         "--synthetic", "0", "--json"],
        capture_output=True, text=True, check=True, timeout=1200)
    result = json.loads(out.stdout)
    assert result["n"] == 3000 and result["method"] == "minilm"
    assert result["nmi"] >= 0.80 and result["ari"] >= 0.50
    assert result["nmi"] > result["baseline_nmi"] and result["ari"] > result["baseline_ari"]
