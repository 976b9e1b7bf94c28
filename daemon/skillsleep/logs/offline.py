"""detect-secrets imported without `requests`, which it needs only to ask a provider online
whether a secret it found is live: redaction never asks that.

Importing requests (urllib3, http.client, email, charset detection) costs more than the rest of
the library, about 60 ms of every first harvest, before its worker processes can start. While
the library is imported, a stand-in answers for requests: it holds the names the library's
modules read when they are imported (`requests.Response`, in annotations) and refuses any
request. The stand-in is put in place only in a process that runs a single thread (no other
code can import it meanwhile) and only when requests is not loaded already; it leaves
`sys.modules` when the import ends, so any later `import requests` loads the real module. A
version of the library that needs more of requests while it is imported than the stand-in holds
is imported again, whole, with the real one (`load_without_requests`): redaction never goes
without its detectors.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import types
from collections.abc import Callable, Iterator
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")


class OfflineError(RuntimeError):
    """A request the stand-in refused (the library tried to verify a secret online)."""


def _refuse(*args: Any, **kwargs: Any) -> NoReturn:
    raise OfflineError("skillopt-sleep never sends a found secret to its provider to verify it")


def _stand_in() -> types.ModuleType:
    module = types.ModuleType("requests", __doc__)
    module.Response = type("Response", (), {})  # type: ignore[attr-defined]
    module.exceptions = types.SimpleNamespace(  # type: ignore[attr-defined]
        RequestException=OfflineError)
    module.get = module.post = module.request = _refuse  # type: ignore[attr-defined]
    return module


@contextlib.contextmanager
def without_requests() -> Iterator[None]:
    """Imports in this block that `import requests` get the stand-in, where that is safe."""
    if "requests" in sys.modules or threading.active_count() != 1:
        yield
        return
    stand_in = sys.modules["requests"] = _stand_in()
    try:
        yield
    finally:
        if sys.modules.get("requests") is stand_in:
            del sys.modules["requests"]


def load_without_requests(load: Callable[[], T], package: str) -> T:
    """`load()`, which imports `package`, with the stand-in where that is safe; if the package
    needs more of requests than the stand-in holds, its modules are dropped and it is loaded
    again with the real requests."""
    try:
        with without_requests():
            return load()
    except (ImportError, AttributeError):
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]
        return load()
