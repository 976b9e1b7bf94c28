"""The task encoder's weights (about 55 MB) are given back when the daemon stops mining."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from skillsleep.context import Context
from skillsleep.daemon import ingestor as ingestor_module
from skillsleep.daemon.ingestor import Ingestor
from skillsleep.tasks import encoders
from skillsleep.tasks.encoders import MiniLMEncoder

from helpers.daemon import claude_log, claude_user_line

# Requests of no built-in kind of work: mining places them with the encoder.
TEXTS = ["write a short poem about autumn leaves", "plan a picnic menu for twelve people"]


def _wait(condition, seconds: float = 60.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.05)
    return bool(condition())


def test_released_weights_reload_to_the_same_vectors() -> None:
    encoder = MiniLMEncoder()
    first = encoder.encode(TEXTS)
    assert encoder.loaded
    encoder.release()
    assert not encoder.loaded
    again = encoder.encode(TEXTS)
    np.testing.assert_allclose(first, again, atol=1e-6)
    assert encoder.encode([]).shape == (0, encoder.hidden)


def test_releasing_when_nothing_was_mined_imports_nothing() -> None:
    probe = ("import sys; from skillsleep.tasks.pipeline import release_encoders; "
             "release_encoders(); assert 'numpy' not in sys.modules, 'numpy loaded'")
    subprocess.run([sys.executable, "-c", probe], check=True)


def test_the_daemons_writer_lets_the_weights_go_once_idle(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ingestor_module, "ENCODER_IDLE_SECONDS", 0.3)
    encoder = encoders._minilm()
    encoder.release()
    loads: list[bool] = []
    real_load = MiniLMEncoder._load

    def counted(self: MiniLMEncoder):  # type: ignore[no-untyped-def]
        loads.append(True)
        return real_load(self)

    monkeypatch.setattr(MiniLMEncoder, "_load", counted)
    log = claude_log(isolated_home, "s1", "/work/app")
    log.write_text("".join(claude_user_line("s1", text, "/work/app", n)
                           for n, text in enumerate(TEXTS)))
    writer = Ingestor(Context.create(), on_layout_change=list)
    writer.start()
    try:
        writer.changed({log})
        assert _wait(lambda: writer.last_harvest is not None), "the log was never harvested"
        assert writer.last_harvest["new_requests"] == 2
        assert loads, "mining these requests never used the encoder"
        # Mined (the encoder loaded), then idle: the weights are given back.
        assert _wait(lambda: not writer.busy and not encoder.loaded)
    finally:
        writer.stop()
