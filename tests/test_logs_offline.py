"""The secret library is loaded without `requests` where that is safe, finds what it found with
it, and leaves the real `requests` to any later import. Each case runs in a fresh interpreter:
the test process has long loaded both."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from skillsleep.logs.offline import OfflineError, _stand_in

from conftest import REPO

# An AWS access key id (found by the library's provider plugin only) and a keyword assignment.
TEXT = "use AKIAZ5XKQ3WNL7HT2RBV here, and db_password = 'Zq8vLw2kd9xT'"

LOAD = """
import json, sys, threading, time
{before}
from skillsleep.logs import redact
redact.load_library()
loaded = "requests" in sys.modules
found = redact.redact({text!r})
import requests
print(json.dumps({{"loaded_with_library": loaded, "found": found,
                  "real_after": hasattr(requests, "Session")}}))
"""


def _run(before: str = "") -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO / "daemon"), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", LOAD.format(before=before, text=TEXT)],
                         capture_output=True, text=True, env=env, timeout=120, check=True)
    return json.loads(out.stdout)


def test_a_single_threaded_process_loads_the_library_without_requests() -> None:
    got = _run()
    assert got["loaded_with_library"] is False
    assert got["found"] == ("use [REDACTED:aws-access-key] here, and "
                            "db_password = '[REDACTED:secret-assignment]'")
    assert got["real_after"] is True


def test_requests_already_loaded_or_another_thread_running_get_the_real_module() -> None:
    plain = _run()["found"]
    already = _run("import requests")
    assert already["loaded_with_library"] is True and already["found"] == plain
    # A thread that might import requests meanwhile: the library imports the real one.
    threaded = _run("threading.Thread(target=time.sleep, args=(3,), daemon=True).start()")
    assert threaded["loaded_with_library"] is True and threaded["found"] == plain


def test_the_stand_in_refuses_any_request() -> None:
    module = _stand_in()
    with pytest.raises(OfflineError, match="never sends"):
        module.get("https://example.com")
    assert issubclass(module.exceptions.RequestException, Exception)



NEEDY = """
import importlib, json, sys
sys.path.insert(0, {where!r})
from skillsleep.logs import offline
needy = offline.load_without_requests(lambda: importlib.import_module("needy"), "needy")
import requests
print(json.dumps({{"real_in_package": needy.Session is requests.Session,
                  "adapters": hasattr(needy.adapters, "HTTPAdapter")}}))
"""


@pytest.mark.parametrize("reads", [
    "import requests.adapters as adapters\nfrom requests import Session\n",   # a submodule
    "import requests\nimport requests.adapters as adapters\nSession = requests.Session\n",
])
def test_a_library_that_needs_more_of_requests_is_loaded_again_with_the_real_one(
        tmp_path, reads: str) -> None:
    (tmp_path / "needy").mkdir()
    (tmp_path / "needy" / "__init__.py").write_text(reads, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO / "daemon"), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", NEEDY.format(where=str(tmp_path))],
                         capture_output=True, text=True, env=env, timeout=120, check=True)
    assert json.loads(out.stdout) == {"real_in_package": True, "adapters": True}
