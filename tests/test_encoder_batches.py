"""The sentence encoder batches texts of about the same length and unpacks only the word
embeddings a batch uses: a text's vector does not depend on the texts encoded with it."""

from __future__ import annotations

import numpy as np

from skillsleep.tasks.encoders import MiniLMEncoder, _batches

SHORT = ["fix the failing test", "add a retry to the upload", "rename the config flag"]
# Well past the 128 tokens the encoder reads: padded to its length, the short ones would cost
# several times their own work.
LONG = "explain why the scheduler drops jobs when the queue is full and the worker restarts " * 12


def test_a_long_text_is_not_batched_with_short_ones() -> None:
    lengths = [5, 6, 7, 128, 128]
    batches = _batches(list(range(5)), lengths)
    assert batches == [[0, 1, 2], [3, 4]]


def test_batches_hold_at_most_32_texts_and_every_text_once() -> None:
    lengths = [10] * 70
    batches = _batches(list(range(70)), lengths)
    assert [len(b) for b in batches] == [32, 32, 6]
    assert sorted(i for b in batches for i in b) == list(range(70))
    assert _batches([], []) == []


def test_vectors_are_those_of_each_text_alone() -> None:
    encoder = MiniLMEncoder()
    texts = [*SHORT, LONG, SHORT[0], "", "   "]
    together = encoder.encode(texts)
    alone = np.vstack([encoder.encode([t]) for t in texts])
    assert together.shape == (len(texts), encoder.hidden)
    np.testing.assert_allclose(together, alone, atol=1e-6)
    # A repeated text and the empty ones get one vector each, all unit length.
    np.testing.assert_array_equal(together[0], together[4])
    np.testing.assert_allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)


def test_word_embeddings_unpack_as_the_whole_table_would() -> None:
    encoder = MiniLMEncoder()
    model = encoder._load()
    ids = np.array([[101, 2023, 0], [102, 30521, 1996]])
    table = model.words_q.astype(np.float32) * model.words_scale
    np.testing.assert_array_equal(model.word_embeddings(ids), table[ids])
