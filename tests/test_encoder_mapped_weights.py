"""The encoder's weights read in place (`encoders._mapped_arrays`) are the arrays `np.load` reads.

A first mining loads the bundled sentence encoder; its `.npz` archive is mapped in memory and
each array is a view of the file's bytes, where `np.load` copied every member out through
`zipfile`. What this guards: every array (dtype, shape, order, bytes) is the one `np.load`
gives, the model built from them encodes the same vectors bit for bit, and an archive that is
not plain stored arrays (compressed, or holding something else) is left to `np.load`.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import numpy as np
import pytest

from skillsleep.tasks import encoders
from skillsleep.tasks.encoders import WEIGHTS_FILE, _mapped_arrays, _Weights


def _loaded(path: Path) -> dict[str, np.ndarray]:
    with np.load(path) as packed:
        return {k: packed[k] for k in packed.files}


def _same(a: dict[str, np.ndarray], b: dict[str, np.ndarray]) -> None:
    assert list(a) == list(b)
    for key in a:
        assert a[key].dtype == b[key].dtype, key
        assert a[key].shape == b[key].shape, key
        assert a[key].tobytes(order="A") == b[key].tobytes(order="A"), key
        assert np.array_equal(a[key], b[key]), key


def test_bundled_weights_read_in_place_are_np_loads() -> None:
    mapped = _mapped_arrays(WEIGHTS_FILE)
    assert mapped is not None  # the bundled archive is stored, not compressed
    arrays, _ = mapped
    _same(arrays, _loaded(WEIGHTS_FILE))
    assert not any(a.flags.writeable for a in arrays.values())  # the file's bytes, read only


def test_the_model_built_from_them_is_the_same() -> None:
    mapped = _mapped_arrays(WEIGHTS_FILE)
    assert mapped is not None
    in_place = _Weights(mapped[0], tokenizer=None)
    copied = _Weights(_loaded(WEIGHTS_FILE), tokenizer=None)
    _same(in_place.weights, copied.weights)
    assert all(w.flags.writeable and w.flags.aligned for w in in_place.weights.values())
    ids = np.array([[101, 2023, 2003, 102], [101, 7592, 102, 0]])
    assert np.array_equal(in_place.word_embeddings(ids), copied.word_embeddings(ids))


def test_encoded_vectors_are_the_same_bit_for_bit(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = ["add a retry to the webhook handler", "never use testify, plain asserts",
             "run the linter before you say done", "bump the version in package.json"]
    mapped = encoders.MiniLMEncoder()
    in_place = mapped.encode(texts)
    monkeypatch.setattr(encoders, "_mapped_arrays", lambda path: None)  # np.load's way
    copied = encoders.MiniLMEncoder().encode(texts)
    assert in_place.tobytes() == copied.tobytes()


def test_arrays_of_every_order_and_type(tmp_path: Path) -> None:
    path = tmp_path / "plain.npz"
    np.savez(path, a=np.arange(12, dtype=np.float32).reshape(3, 4),
             b=np.asfortranarray(np.arange(6, dtype=np.int8).reshape(2, 3)),
             c=np.float64(2.5), d=np.zeros((0, 5), np.float32),
             e=np.arange(5, dtype=">i4"))
    mapped = _mapped_arrays(path)
    assert mapped is not None
    _same(mapped[0], _loaded(path))


def test_compressed_or_other_archives_are_left_to_np_load(tmp_path: Path) -> None:
    compressed = tmp_path / "compressed.npz"
    np.savez_compressed(compressed, a=np.arange(4, dtype=np.float32))
    assert _mapped_arrays(compressed) is None
    other = tmp_path / "other.npz"
    with zipfile.ZipFile(other, "w") as archive:
        archive.writestr("notes.txt", "not an array")
    assert _mapped_arrays(other) is None
    objects = tmp_path / "objects.npz"
    np.savez(objects, a=np.array([{"x": 1}], dtype=object))
    assert _mapped_arrays(objects) is None
