"""A first mining's batches are encoded on two cores: the dearest in a forked worker, the rest
here, with the vectors of encoding them one after the other, bit for bit; a worker that fails
or dies only has its batches encoded here."""

from __future__ import annotations

import os

import numpy as np
import pytest

from skillsleep.cpus import one_blas_thread
from skillsleep.tasks.encode_spread import (
    MIN_FORKED_WORK,
    each_batch,
    pays_a_worker,
    shares,
    work,
)
from skillsleep.tasks.encoders import MiniLMEncoder, _batches

TEXTS = ["fix the failing test", "add a retry to the upload", "rename the config flag",
         "explain why the scheduler drops jobs when the queue is full and the worker restarts "
         * 12, "why does the build fail on the release branch but not on main " * 3, "ok",
         "update the changelog and bump the version before tagging the release"]


def _token_batches(encoder: MiniLMEncoder, texts: list[str]) -> list[list[list[int]]]:
    tokens = encoder._load().tokenizer.encode_batch(texts)
    order = sorted(range(len(texts)), key=lambda i: len(tokens[i].ids))
    return [[tokens[i].ids for i in b] for b in _batches(order, [len(t.ids) for t in tokens])]


def test_batches_encoded_in_a_worker_are_the_same_vectors_bit_for_bit() -> None:
    encoder = MiniLMEncoder()
    model = encoder._load()
    batches = _token_batches(encoder, TEXTS)
    assert len(batches) >= 3
    with one_blas_thread():
        here = each_batch(lambda ids: encoder._batch(model, ids), batches, forked=False)
        spread = each_batch(lambda ids: encoder._batch(model, ids), batches, forked=True)
    assert len(spread) == len(here) == len(batches)
    for a, b in zip(here, spread, strict=True):
        np.testing.assert_array_equal(a, b)


def _rows(ids: list[list[int]]) -> np.ndarray:
    return np.array([[len(row), sum(row)] for row in ids], np.float32)


BATCHES = [[[1, 2]], [[1, 2, 3], [4, 5, 6]], [list(range(40))] * 3, [[7]]]


def test_a_worker_that_fails_has_its_batches_encoded_here() -> None:
    parent = os.getpid()

    def encode(ids: list[list[int]]) -> np.ndarray:
        if os.getpid() != parent:
            raise ValueError("no encoder in this process")
        return _rows(ids)

    found = each_batch(encode, BATCHES, forked=True)
    assert [v.tolist() for v in found] == [_rows(b).tolist() for b in BATCHES]


def test_a_worker_that_dies_has_its_batches_encoded_here() -> None:
    parent = os.getpid()

    def encode(ids: list[list[int]]) -> np.ndarray:
        if os.getpid() != parent:
            os._exit(3)  # killed mid-batch, sending nothing
        return _rows(ids)

    found = each_batch(encode, BATCHES, forked=True)
    assert [v.tolist() for v in found] == [_rows(b).tolist() for b in BATCHES]


def test_a_failure_here_stops_the_worker_and_is_raised() -> None:
    def encode(ids: list[list[int]]) -> np.ndarray:
        if len(ids) == 1:
            raise ValueError("this batch cannot be encoded")
        return _rows(ids)

    with pytest.raises(ValueError, match="cannot be encoded"):
        each_batch(encode, BATCHES, forked=True)


def test_the_worker_takes_the_dearest_batch_and_the_shares_are_even() -> None:
    batches = [[[1] * 10] * 2, [[1] * 128] * 2, [[1] * 20] * 2, [[1] * 40] * 2]
    theirs, ours = shares(batches)
    assert theirs == [1]  # the 128-token batch outweighs the three others together
    assert sorted(theirs + ours) == [0, 1, 2, 3]
    even = [[[1] * 30] * 2] * 4
    theirs, ours = shares(even)
    assert len(theirs) == len(ours) == 2
    assert shares([]) == ([], [])


def test_only_work_enough_for_a_second_process_gets_one() -> None:
    short = [[[101, 2023, 102]], [[101, 2023, 2003, 102]]]
    assert sum(map(work, short)) < MIN_FORKED_WORK
    assert not pays_a_worker(short)
    long = [[list(range(128))] * 32, [list(range(100))] * 32]
    assert sum(map(work, long)) >= MIN_FORKED_WORK
    assert not pays_a_worker(long[:1])  # one batch: nothing to share
    assert work(long[0]) > work(long[1])
