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
