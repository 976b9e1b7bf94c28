"""The bundled encoder gives its weights back when a long-running process stops mining."""

from __future__ import annotations

import time

import numpy as np

from skillsleep.tasks.encoders import MiniLMEncoder

TEXTS = ["fix the failing lint check", "add a table-driven test for the parser"]


def _wait_released(encoder: MiniLMEncoder, seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while encoder.loaded and time.monotonic() < deadline:
        time.sleep(0.05)
    return not encoder.loaded


def test_weights_are_dropped_after_the_keep_time_and_reload_to_the_same_vectors() -> None:
    encoder = MiniLMEncoder(keep_loaded_seconds=0.2)
    first = encoder.encode(TEXTS)
    assert _wait_released(encoder)
    again = encoder.encode(TEXTS)
    assert encoder.loaded
    np.testing.assert_allclose(first, again, atol=1e-6)


def test_weights_stay_while_requests_keep_coming() -> None:
    encoder = MiniLMEncoder(keep_loaded_seconds=3600)
    encoder.encode(TEXTS[:1])
    encoder.encode(TEXTS[1:])
    assert encoder.loaded
    encoder.release()
    assert not encoder.loaded
    assert encoder.encode([]).shape == (0, encoder.hidden)  # nothing to encode loads nothing
    assert not encoder.loaded
