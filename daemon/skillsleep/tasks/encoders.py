"""Requests as unit vectors, so that cosine similarity says how alike two intents are.

The default encoder is all-MiniLM-L6-v2, bundled with the package as int8 weights and run with
numpy: no model download, no PyTorch, no network (see build_weights.py for where the weights come
from). `hashed-tfidf` is a lighter fallback: TF-IDF over word and character n-grams, hashed into a
fixed number of dimensions so that it needs no vocabulary and no sparse-matrix library.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import itertools
import math
import mmap
import sys
import threading
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ..cpus import one_blas_thread
from .encode_spread import each_batch, pays_a_worker
from .text import normalize, words

DATA_DIR = Path(__file__).resolve().parent / "data"
WEIGHTS_FILE = DATA_DIR / "minilm-l6-int8.npz"
TOKENIZER_FILE = DATA_DIR / "minilm-tokenizer.json"
MAX_TOKENS = 128  # intents are stated early; longer inputs cost time and add little
_BATCH = 32
_SIMILAR_LENGTH = 1.25  # texts batched together: at most this many times the shortest's tokens,
_SLACK_TOKENS = 4       # and these few more
_LOCK = threading.Lock()


class Encoder(Protocol):
    name: str
    threshold: float  # cosine above which two requests belong to the same family

    def encode(self, texts: Sequence[str]) -> np.ndarray: ...

    def load(self) -> None:
        """Be ready to encode (what the first encode would otherwise load)."""


def _unit_rows(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (m / norms).astype(np.float32)


class MiniLMEncoder:
    """A 6-layer BERT sentence encoder with mean pooling, as sentence-transformers runs it."""

    name = "minilm-l6"
    # Measured on CLINC150 val (benchmarks/cluster_bench.py): 0.45-0.55 all give NMI ~0.89.
    threshold = 0.5

    hidden = 384
    heads = 12

    def __init__(self) -> None:
        # The weights load on the first encode, so an update with nothing new costs nothing.
        self._model: _Weights | None = None

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self) -> _Weights:
        with _LOCK:
            if self._model is None:
                self._model = _load_minilm()
            return self._model

    def load(self) -> None:
        self._load()

    def release(self) -> None:
        """Drop the weights (about 55 MB once unpacked; a tenth of a second to load again):
        for a long-running process between minings. An encode in progress keeps its own."""
        with _LOCK:
            had = self._model is not None
            self._model = None
        if had:
            _return_freed_memory()

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.hidden), np.float32)
        prepared = [normalize(t) or "empty" for t in texts]
        # Requests that differ only in a path or a number read the same once normalized, and
        # people repeat requests: each distinct text is encoded once.
        unique = list(dict.fromkeys(prepared))
        model = self._load()
        tokens = model.tokenizer.encode_batch(unique)
        batches = _batches(sorted(range(len(unique)), key=lambda i: len(tokens[i].ids)),
                           [len(e.ids) for e in tokens])
        token_ids = [[tokens[i].ids for i in batch] for batch in batches]
        found: dict[str, np.ndarray] = {}
        with one_blas_thread():  # (cpus.py: mining's BLAS runs on one thread)
            # On two cores when that pays; the same vectors either way (encode_spread.py).
            encoded = each_batch(lambda ids: self._batch(model, ids), token_ids,
                                 forked=pays_a_worker(token_ids))
        for batch, vectors in zip(batches, encoded, strict=True):
            found.update(zip((unique[i] for i in batch), vectors, strict=True))
        return _unit_rows(np.array([found[p] for p in prepared], np.float32))

    def _batch(self, model: _Weights, token_ids: list[list[int]]) -> np.ndarray:
        w, layers = model.weights, model.layers
        length = max(len(ids) for ids in token_ids)
        ids = np.zeros((len(token_ids), length), np.int64)
        mask = np.zeros((len(token_ids), length), np.float32)
        for j, row in enumerate(token_ids):
            ids[j, :len(row)] = row
            mask[j, :len(row)] = 1.0
        x = (model.word_embeddings(ids)
             + w["embeddings.position_embeddings.weight"][:length]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        b, n, h = x.shape[0], length, self.heads
        dh = self.hidden // h
        bias = ((1.0 - mask) * np.float32(-1e9))[:, None, None, :]
        scale = np.float32(dh ** -0.5)
        for layer in range(layers):
            p = f"encoder.layer.{layer}."

            def lin(t: np.ndarray, name: str, p: str = p) -> np.ndarray:
                flat = t.reshape(-1, t.shape[-1]) @ w[p + name + ".weight"] + w[p + name + ".bias"]
                return flat.reshape(*t.shape[:-1], -1)

            # Contiguous heads: numpy's batched matmul is many times slower on strided views.
            q = np.ascontiguousarray(
                lin(x, "attention.self.query").reshape(b, n, h, dh).transpose(0, 2, 1, 3))
            k = np.ascontiguousarray(
                lin(x, "attention.self.key").reshape(b, n, h, dh).transpose(0, 2, 3, 1))
            v = np.ascontiguousarray(
                lin(x, "attention.self.value").reshape(b, n, h, dh).transpose(0, 2, 1, 3))
            att = q @ k * scale + bias
            att = np.exp(att - att.max(axis=-1, keepdims=True))
            att /= att.sum(axis=-1, keepdims=True)
            ctx = (att @ v).transpose(0, 2, 1, 3).reshape(b, n, self.hidden)
            x = _layer_norm(x + lin(ctx, "attention.output.dense"),
                            w[p + "attention.output.LayerNorm.weight"],
                            w[p + "attention.output.LayerNorm.bias"])
            x = _layer_norm(x + lin(_gelu(lin(x, "intermediate.dense")), "output.dense"),
                            w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"])
        pooled = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return pooled


def _batches(order: list[int], lengths: list[int]) -> list[list[int]]:
    """`order` (indices by increasing token count) cut into batches of texts of about the same
    length: every text of a batch is padded to its longest, and one long request among short
    ones would multiply the batch's work (a batch stops growing past a quarter more tokens)."""
    out: list[list[int]] = []
    for i in order:
        if out and len(out[-1]) < _BATCH and \
                lengths[i] <= _SIMILAR_LENGTH * lengths[out[-1][0]] + _SLACK_TOKENS:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def _return_freed_memory() -> None:
    """glibc keeps freed heap memory for later allocations (its threshold for giving large
    blocks their own mapping grows as they are freed), so dropping the weights alone leaves most
    of them resident; malloc_trim hands the free pages back. Elsewhere there is nothing to do."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):  # not glibc: musl has no malloc_trim
        ctypes.CDLL(None).malloc_trim(0)


_WORDS = "embeddings.word_embeddings.weight"  # kept packed; see _Weights


class _Weights:
    """The model as encoding uses it: float32 weights, each matrix transposed once so that every
    matmul is a plain 2-D BLAS call, and the word embeddings kept as int8 rows with their
    scales, unpacked only for the tokens of a batch (the table is half the model: unpacking
    it whole took more time than encoding a few requests, and 47 MB)."""

    def __init__(self, packed: dict[str, np.ndarray], tokenizer: Any) -> None:
        w: dict[str, np.ndarray] = {}
        for key in packed:
            if key.endswith(".s") or key.startswith(_WORDS):
                continue
            if key.endswith(".q"):
                base = key[:-2]
                q, scale = packed[key], packed[base + ".s"]  # one scale per row of q
                if _transposed(base, q):
                    w[base] = np.empty(q.shape[::-1], np.float32)
                    np.multiply(q.T, scale.T, out=w[base])
                else:
                    w[base] = np.multiply(q, scale, dtype=np.float32)
            else:
                arr = packed[key]  # a copy of its own: aligned, and not the file's pages
                w[key] = np.ascontiguousarray(arr.T) if _transposed(key, arr) else np.array(arr)
        self.weights = w
        self.words_q: np.ndarray = packed[_WORDS + ".q"]
        self.words_scale: np.ndarray = packed[_WORDS + ".s"]
        self.tokenizer = tokenizer
        self.layers = sum(1 for k in w if k.endswith("attention.self.query.weight"))

    def word_embeddings(self, ids: np.ndarray) -> np.ndarray:
        return np.multiply(self.words_q[ids], self.words_scale[ids], dtype=np.float32)


def _transposed(key: str, matrix: np.ndarray) -> bool:
    """Is this a layer's matrix, kept transposed?"""
    return key.startswith("encoder.") and key.endswith(".weight") and matrix.ndim == 2


def _load_minilm() -> _Weights:
    from tokenizers import Tokenizer  # heavy: tokenizers

    tokenizer = Tokenizer.from_file(str(TOKENIZER_FILE))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    mapped = _mapped_arrays(WEIGHTS_FILE)
    if mapped is None:
        with np.load(WEIGHTS_FILE) as packed:
            return _Weights({key: packed[key] for key in packed.files}, tokenizer)
    arrays, mapping = mapped
    weights = _Weights(arrays, tokenizer)
    # The pages the unpacking read are the file's: handed back (the word table's rows come in
    # again as batches use them), so the loaded model holds no second copy of its layers.
    with contextlib.suppress(OSError, ValueError, AttributeError):
        mapping.madvise(mmap.MADV_DONTNEED)
    return weights


def _mapped_arrays(path: Path) -> tuple[dict[str, np.ndarray], mmap.mmap] | None:
    """The arrays of the `.npz` file `path`, each as `np.load` gives it, but read in place: the
    file mapped in memory, each array a view of its bytes. `np.load` copies every member out of
    the archive through `zipfile` (a checksum and two copies of 23 MB, about 30 ms of every first
    mining) and the word table, half the file, whose rows a mining uses few of. None when a
    member is not a plain uncompressed array (then `np.load` reads the file): the mapping is
    closed first, every view of it gone, so the file is not held twice.

    The word table stays a view of the mapping while the model is loaded (a mining, and the
    daemon's wait for the next idle moment, which releases the model: `release`). Copying it out
    would cost about 10 MB more resident memory (92.6 MB against 103.0 MB after a first encode,
    the median of 7 processes) for 0.6 ms of CPU; kept mapped, a mining reads only the pages of
    the rows it uses. A mapped file rewritten in place (truncated, then written: `cp` over it,
    `rsync --inplace`) would end the process with SIGBUS as it reads a row past the new end;
    git, pip and uv never do that: they write a new file and put it in the old one's place, and
    the mapping keeps the old file's pages (tests/test_runtime_review_mends.py)."""
    import zipfile

    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
    if any(m.compress_type != zipfile.ZIP_STORED or not m.filename.endswith(".npy")
           for m in members):
        return None
    with open(path, "rb") as fh:
        mapping = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
    arrays = _views(mapping, members)
    if arrays is None:
        mapping.close()  # no view of it is left: `_views` let go of every one
        return None
    return arrays, mapping


def _views(mapping: mmap.mmap, members: list[Any]) -> dict[str, np.ndarray] | None:
    """Each member's array as a view of `mapping`; None (and no view left) when one is not
    what `np.load` would give as it is."""
    import io
    import struct

    arrays: dict[str, np.ndarray] = {}
    with memoryview(mapping) as whole:
        for m in members:
            at = m.header_offset
            if bytes(whole[at:at + 4]) != b"PK\x03\x04":
                break
            name_length, extra_length = struct.unpack_from("<HH", mapping, at + 26)
            start = at + 30 + name_length + extra_length
            head = io.BytesIO(bytes(whole[start:start + min(_NPY_HEAD, m.file_size)]))
            try:
                if np.lib.format.read_magic(head) != (1, 0):
                    break
                shape, fortran, dtype = np.lib.format.read_array_header_1_0(head)
            except ValueError:  # a header longer than read here, or none
                break
            count = math.prod(shape)
            if dtype.hasobject or head.tell() + count * dtype.itemsize > m.file_size:
                break
            # The array holds its own view of the mapping (not one of `whole`, released below).
            array = np.frombuffer(mapping, dtype, count, start + head.tell())
            arrays[m.filename[:-4]] = array.reshape(shape, order="F" if fortran else "C")
        else:
            return arrays
    arrays.clear()  # the views made before the member that is not one
    return None


_NPY_HEAD = 4096  # more than the header of any array of the model (a longer one: np.load's)


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + np.float32(1e-12)) * weight + bias


def _gelu(x: np.ndarray) -> np.ndarray:
    # float32 constants: a numpy float64 scalar would silently promote every activation.
    return np.float32(0.5) * x * (np.float32(1.0) + np.tanh(
        np.float32(0.7978845608) * (x + np.float32(0.044715) * x * x * x)))


def _features(text: str) -> list[str]:
    """Word unigrams and bigrams plus character 3- to 5-grams of each word."""
    ws = words(normalize(text))
    feats = [f"w:{w}" for w in ws] + [f"b:{a} {b}" for a, b in itertools.pairwise(ws)]
    cut: dict[str, list[str]] = {}  # a text repeats its words: each is cut once
    for w in ws:
        grams = cut.get(w)
        if grams is None:
            padded = f"<{w}>"
            grams = cut[w] = [f"c:{padded[i:i + n]}" for n in (3, 4, 5)
                              for i in range(max(1, len(padded) - n + 1))]
        feats.extend(grams)
    return feats


def feature_hash(feature: str) -> int:
    """The feature's 64-bit hash: its bucket is the hash modulo the dimensions, its sign the
    top bit."""
    return int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(),
                          "little")


def _bucket(feature: str, dims: int) -> tuple[int, float]:
    value = feature_hash(feature)
    return value % dims, (1.0 if (value >> 63) & 1 else -1.0)


class HashedTfidfEncoder:
    """TF-IDF over word and character n-grams, hashed into `dims` signed buckets.

    The IDF comes from the texts of the same call (the whole corpus on a full pass), and from
    `fit` for later single requests, so rare words weigh more than words every request uses.
    """

    name = "hashed-tfidf"
    threshold = 0.3

    def __init__(self, dims: int = 2048) -> None:
        self.dims = dims
        self.df: Counter[str] = Counter()
        self.docs = 0

    def load(self) -> None:
        """Nothing to load: the IDF comes from the texts encoded."""

    def fit(self, texts: Sequence[str]) -> None:
        self.df = Counter()
        for t in texts:
            self.df.update(set(_features(t)))
        self.docs = len(texts)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not self.docs:
            self.fit(texts)
        out = np.zeros((len(texts), self.dims), np.float32)
        for row, t in enumerate(texts):
            for feat, tf in Counter(_features(t)).items():
                idf = math.log((1 + self.docs) / (1 + self.df.get(feat, 0))) + 1.0
                col, sign = _bucket(feat, self.dims)
                out[row, col] += sign * (1.0 + math.log(tf)) * idf
        return _unit_rows(out)


@lru_cache(maxsize=1)
def _minilm() -> MiniLMEncoder:
    return MiniLMEncoder()


def release_loaded() -> None:
    """Give back the memory of every encoder's weights that mining loaded."""
    if _minilm.cache_info().currsize:
        _minilm().release()


def get_encoder(kind: str) -> Encoder:
    """The encoder for the `tasks.clustering` setting."""
    if kind == "minilm":
        return _minilm()
    if kind == "tfidf":
        return HashedTfidfEncoder()
    raise ValueError(f"unknown clustering method {kind!r}")
