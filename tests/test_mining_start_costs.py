"""What a mining process pays once as it starts, cut without changing what it reads.

Guards: numpy imported for mining (`cpus.import_numpy`) has one BLAS thread unless the person
set a count, and leaves the environment as it found it (the commands a process runs later see
no variable of ours); the common words kept with the miner's patterns (`common_words._KEPT`)
are the words read from the tokenizer file; the kept patterns' file read whole gives what it
gave read piece by piece.
"""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

from skillsleep import compiledpatterns
from skillsleep.tasks import common_words

_PROBE = (
    "import json, os\n"
    "from skillsleep.cpus import import_numpy\n"
    "import_numpy()\n"
    "import numpy  # (imported already, or by the person's count)\n"
    "from threadpoolctl import threadpool_info\n"
    "blas = [i['num_threads'] for i in threadpool_info() if i['user_api'] == 'blas']\n"
    "print(json.dumps({'blas': blas, 'env': os.environ.get('OPENBLAS_NUM_THREADS')}))\n")


def _probe(env: dict[str, str]) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_numpy_for_mining_has_one_blas_thread_and_the_environment_stays() -> None:
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    found = _probe(env)
    assert found["blas"] == [1]
    assert found["env"] is None


def test_a_count_the_person_set_is_theirs() -> None:
    found = _probe({**os.environ, "OPENBLAS_NUM_THREADS": "2"})
    assert found["env"] == "2"
    assert found["blas"] == [min(2, os.cpu_count() or 1)]


def test_kept_common_words_are_the_files() -> None:
    from skillsleep.tasks.spread import import_miner

    import_miner()
    read = common_words._read_vocabulary()
    assert read  # the bundled file is readable
    assert common_words._vocabulary() == read
    if common_words._KEPT is not None:
        assert read == common_words._KEPT


def test_the_kept_file_read_whole_is_the_same(tmp_path: Path) -> None:
    where = tmp_path / "patterns.bin"
    programs = {("a+b", 2): (2, b"\x01\x00\x00\x00", 0, {}, (None,))}
    derived = {("common-words", "1:2", "3:4"): frozenset({"tabs", "mocks"})}
    with open(where, "wb") as fh:
        marshal.dump((programs, derived), fh)
    assert compiledpatterns._read(where) == (programs, derived)
    where.write_bytes(b"not marshal")
    assert compiledpatterns._read(where) == ({}, {})
