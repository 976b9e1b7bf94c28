"""Runtime risks a review of the mining's start-up savings found, each guarded with real files
and real processes.

Guards:
- `encoders._mapped_arrays`: a model file it cannot read in place leaves no mapping of it
  behind (then `np.load` reads it); a file replaced as git, pip and uv replace files (a new file
  put in the old one's place) leaves a loaded mapping reading the old file's bytes.
- `cpus.import_numpy`: a thread count the person set in any BLAS variable (OpenMP's, MKL's, not
  only OpenBLAS's) is theirs; a process with other threads never has the variable in its
  environment (a command another thread starts during the import does not inherit it), and its
  BLAS still ends on one thread.
- `common_words`: a vocabulary file that cannot be read is never kept with the miner's patterns
  (the next process reads it again), and is said once in the log.
- `compiledpatterns._read`: a truncated or damaged kept file is ignored, the miner's patterns
  compiled as usual in a fresh process, and the file written again whole.
- `logs.checks.is_check`: a runner's flags before the script's name (`npm run -s test`), and the
  launchers that run a project's script by name (`pdm run lint`), as checks; near misses none.
"""

from __future__ import annotations

import json
import logging
import marshal
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from skillsleep import compiledpatterns
from skillsleep.logs.checks import is_check
from skillsleep.tasks import common_words, encoders

DAEMON = str(Path(compiledpatterns.__file__).resolve().parents[1])


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_NUM_THREADS")}
    env["PYTHONPATH"] = DAEMON
    return {**env, **extra}


# -- 1. the model file mapped in place ---------------------------------------------------------

def _mapped_now(path: Path) -> bool:
    maps = Path("/proc/self/maps")
    return str(path) in maps.read_text()


def _npz(path: Path, arrays: dict[str, np.ndarray], version: tuple[int, int] = (1, 0)) -> None:
    """An uncompressed `.npz` whose members are written in the given `.npy` format version."""
    import zipfile

    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        for name, array in arrays.items():
            with archive.open(f"{name}.npy", "w") as fh:
                np.lib.format.write_array(fh, array, version=version)


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="reads /proc/self/maps")
@pytest.mark.parametrize("second_version", [(1, 0), (2, 0)])
def test_a_file_not_read_in_place_leaves_no_mapping(tmp_path: Path,
                                                    second_version: tuple[int, int]) -> None:
    """The first member is read in place; the second, in another `.npy` version, is not:
    the whole file then goes to `np.load`, and nothing of the mapping is left."""
    import zipfile

    good = tmp_path / "good.npz"
    _npz(good, {"a": np.arange(6, dtype=np.float32).reshape(2, 3)})
    odd = tmp_path / "odd.npz"
    with zipfile.ZipFile(odd, "w", zipfile.ZIP_STORED) as archive:
        with archive.open("a.npy", "w") as fh:
            np.lib.format.write_array(fh, np.arange(6, dtype=np.float32), version=(1, 0))
        with archive.open("b.npy", "w") as fh:
            np.lib.format.write_array(fh, np.ones(4, np.int8), version=second_version)
    found = encoders._mapped_arrays(odd)
    if second_version == (1, 0):
        assert found is not None and _mapped_now(odd)
        assert found[0]["b"].tolist() == [1, 1, 1, 1]
        return
    assert found is None
    assert not _mapped_now(odd)
    kept = encoders._mapped_arrays(good)
    assert kept is not None and _mapped_now(good)
    assert kept[0]["a"].tolist() == [[0, 1, 2], [3, 4, 5]]


def test_a_file_replaced_as_git_replaces_it_leaves_the_mapping_its_bytes(tmp_path: Path) -> None:
    """git, pip and uv write a new file and put it in the old one's place: the words a loaded
    model reads stay the old file's (never a SIGBUS, which an in-place rewrite could cause)."""
    path = tmp_path / "model.npz"
    rows = np.arange(4096 * 8, dtype=np.int8).reshape(4096, 8)
    _npz(path, {"words": rows})
    found = encoders._mapped_arrays(path)
    assert found is not None
    arrays, _mapping = found
    fresh = tmp_path / "model.npz.new"
    _npz(fresh, {"words": np.zeros((16, 8), np.int8)})  # a smaller file
    os.replace(fresh, path)
    assert np.array_equal(arrays["words"], rows)


def test_the_bundled_model_reads_in_place_as_np_load_reads_it() -> None:
    found = encoders._mapped_arrays(encoders.WEIGHTS_FILE)
    assert found is not None
    arrays, _mapping = found
    with np.load(encoders.WEIGHTS_FILE) as packed:
        assert sorted(arrays) == sorted(packed.files)
        for key in packed.files:
            assert np.array_equal(arrays[key], packed[key]), key


# -- 2. numpy's BLAS threads -------------------------------------------------------------------

_PROBE = (
    "import json, os, subprocess, threading\n"
    "seen, done = [], threading.Event()\n"
    "def commands():\n"
    "    while not done.is_set():\n"
    "        out = subprocess.run(['sh', '-c', 'echo ${OPENBLAS_NUM_THREADS:-none}'],\n"
    "                             capture_output=True, text=True).stdout.strip()\n"
    "        seen.append(out)\n"
    "thread = threading.Thread(target=commands)\n"
    "if os.environ.get('PROBE_THREAD'):\n"
    "    thread.start()\n"
    "from skillsleep.cpus import import_numpy\n"
    "import_numpy()\n"
    "done.set()\n"
    "if thread.is_alive(): thread.join()\n"
    "from threadpoolctl import threadpool_info\n"
    "blas = [i['num_threads'] for i in threadpool_info() if i['user_api'] == 'blas']\n"
    "print(json.dumps({'blas': blas, 'seen': sorted(set(seen)),\n"
    "                  'env': os.environ.get('OPENBLAS_NUM_THREADS')}))\n")


def _probe(env: dict[str, str]) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("variable", ["OMP_NUM_THREADS", "GOTO_NUM_THREADS"])
def test_any_count_the_person_set_is_theirs(variable: str) -> None:
    found = _probe(_env(**{variable: "2"}))
    assert found["env"] is None
    assert found["blas"] == [min(2, os.cpu_count() or 1)]


def test_a_command_started_during_the_import_gets_the_environment_as_it_was() -> None:
    """Another thread starts commands all through the import: none sees the variable, and the
    BLAS ends on one thread all the same (limited after the import)."""
    found = _probe(_env(PROBE_THREAD="1"))
    assert found["seen"] == ["none"]
    assert found["blas"] == [1]
    assert found["env"] is None


def test_one_place_says_mining_s_blas_runs_on_one_thread() -> None:
    source = Path(encoders.__file__).read_text(encoding="utf-8")
    assert "threadpoolctl" not in source and "OPENBLAS" not in source


# -- 3. the common words -----------------------------------------------------------------------

@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(compiledpatterns, "FOLDER", tmp_path / "__pycache__")
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return tmp_path


def test_an_unreadable_vocabulary_is_never_kept(folder: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    damaged = folder / "tokenizer.json"
    damaged.write_text('{"model": {"vocab": ', encoding="utf-8")
    monkeypatch.setattr(common_words, "VOCABULARY_FILE", damaged)
    import re

    with compiledpatterns.kept("words"):
        assert common_words._kept_vocabulary() is None
        re.compile(r"a pattern that makes the block write its file \d+")
    _, derived = compiledpatterns._read(compiledpatterns.path("words"))
    assert not [k for k in derived if k[0] == "common-words"]
    damaged.write_text(
        '{"model": {"vocab": {"tabs": 1, "mocks": 2, "##ing": 3}}}', encoding="utf-8")
    with compiledpatterns.kept("words"):
        assert common_words._kept_vocabulary() == {"tabs", "mocks"}


def test_an_unreadable_vocabulary_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              caplog: pytest.LogCaptureFixture) -> None:
    missing = tmp_path / "no-tokenizer.json"
    monkeypatch.setattr(common_words, "VOCABULARY_FILE", missing)
    monkeypatch.setattr(common_words, "_KEPT", None)
    common_words._vocabulary.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger=common_words.__name__):
            assert not common_words.known()
            assert not common_words.is_common("tabs")
            assert not common_words.known()
        assert len([r for r in caplog.records if "common words" in r.getMessage()]) == 1
    finally:
        common_words._vocabulary.cache_clear()


def test_none_is_never_remembered(folder: Path) -> None:
    import re

    with compiledpatterns.kept("t"):
        assert compiledpatterns.remembered("x", "p", lambda: None, __file__) is None
        assert compiledpatterns.remembered("y", "p", lambda: 3, __file__) == 3
        re.compile(r"another pattern \w+")
    _, derived = compiledpatterns._read(compiledpatterns.path("t"))
    assert [k[0] for k in derived] == ["y"]


# -- 4. a damaged kept file --------------------------------------------------------------------

_MINER = (
    "import json, sys\n"
    "from pathlib import Path\n"
    "from skillsleep import compiledpatterns\n"
    "compiledpatterns.FOLDER = Path(sys.argv[1])\n"
    "sys.dont_write_bytecode = False\n"
    "from skillsleep.tasks import spread\n"
    "spread.import_miner()\n"
    "from skillsleep.tasks import common_words\n"
    "programs, derived = compiledpatterns._read(compiledpatterns.path('miner'))\n"
    "print(json.dumps([len(programs), len(derived), common_words.is_common('tabs'),\n"
    "                  common_words.is_common('pytest')]))\n")


def _import_miner(folder: Path) -> list[object]:
    out = subprocess.run([sys.executable, "-c", _MINER, str(folder)], env=_env(),
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("damage", ["truncated", "bad bytes", "a wrong shape", "empty"])
def test_a_damaged_kept_file_is_compiled_again_and_rewritten(tmp_path: Path,
                                                             damage: str) -> None:
    folder = tmp_path / "__pycache__"
    whole = _import_miner(folder)
    assert whole[0] > 300 and whole[2:] == [True, False]
    (where,) = folder.glob("patterns-miner.*.bin")
    data = where.read_bytes()
    programs, derived = compiledpatterns._read(where)
    where.write_bytes({"truncated": data[: len(data) // 2],
                       "bad bytes": data[:64] + b"\xff" * 64 + data[128:],
                       "a wrong shape": marshal.dumps(({}, {}, {})),
                       "empty": b""}[damage])
    assert _import_miner(folder) == whole
    # Written again whole: the same patterns and values (a damage marshal still reads gives a
    # program the engine refuses, compiled again).
    assert compiledpatterns._read(where) == (programs, derived)


# -- 5. the project's checks -------------------------------------------------------------------

CHECKS = [
    "npm run -s test", "bun run --silent lint", "npm run --silent test:unit", "yarn --silent lint",
    "pnpm run --if-present typecheck", "make -j4 check", "npm run --workspace=api test",
    "pdm run lint", "hatch run test:cov", "poetry run test", "uv run lint", "pipenv run test",
    "npm test", "bun test", "uv run pytest -q", "mise run lint",
]
NOT_CHECKS = [
    "npm run -s dev", "bun run --silent start", "npm run", "npm run -s", "uv run",
    "uv run python main.py", "poetry run serve", "hatch run docs:serve", "make -C docs html",
    "npm run -s build && npm run -s deploy", "npm run -s fmt", "mise run fmt",
]


@pytest.mark.parametrize("line", CHECKS)
def test_a_check_with_the_runner_s_flags(line: str) -> None:
    assert is_check(line)


@pytest.mark.parametrize("line", NOT_CHECKS)
def test_near_misses_are_no_checks(line: str) -> None:
    assert not is_check(line)
