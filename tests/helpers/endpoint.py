"""A scripted model endpoint on 127.0.0.1: the HTTP server the real harness CLIs talk to in
tests, in place of a remote model provider.

One `ScriptedEndpoint` serves one API dialect (a subclass answers its paths). It records every
request it was sent (path, headers, JSON body) in `requests`, so a test can see exactly what a
real CLI sent the model: the documents it showed, the request, the tool results. Replies are
server-sent events when the client asks for a stream, JSON otherwise. `fail_next(status, body)`
makes the next answers an error (or garbage), for the bad-input tests.

Only the remote model is a double here: the CLI, its files, its tools and its hooks are real.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    method: str
    path: str
    headers: dict[str, str]
    body: Any  # the parsed JSON body, or None

    @property
    def text(self) -> str:
        return json.dumps(self.body)


class ScriptedEndpoint:
    """An HTTP server on the loopback; subclasses implement `answer`."""

    def __init__(self) -> None:
        self.requests: list[Received] = []
        self._failures: list[tuple[int, bytes]] = []
        self._lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = None
                got = Received(self.command, self.path, dict(self.headers.items()), body)
                with endpoint._lock:
                    endpoint.requests.append(got)
                    failure = endpoint._failures.pop(0) if endpoint._failures else None
                if failure is not None:
                    self._send(failure[0], "application/json", failure[1])
                    return
                endpoint.answer(got, self)

            do_POST = _handle
            do_GET = _handle

            def _send(self, status: int, kind: str, data: bytes) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *_: Any) -> None:
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    # -- what a subclass implements -------------------------------------------------------------

    def answer(self, got: Received, handler: BaseHTTPRequestHandler) -> None:
        raise NotImplementedError

    # -- replies --------------------------------------------------------------------------------

    @staticmethod
    def send_json(handler: BaseHTTPRequestHandler, status: int, obj: Any) -> None:
        handler._send(status, "application/json", json.dumps(obj).encode())  # type: ignore[attr-defined]

    @staticmethod
    def send_events(handler: BaseHTTPRequestHandler,
                    events: Iterable[tuple[str | None, Any]]) -> None:
        """Server-sent events, each `event: NAME` (when named) and `data: JSON`."""
        chunks = []
        for name, data in events:
            head = f"event: {name}\n" if name else ""
            chunks.append(f"{head}data: {json.dumps(data)}\n\n")
        payload = "".join(chunks).encode()
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)

    # -- for tests ------------------------------------------------------------------------------

    def fail_next(self, status: int, body: bytes | str, times: int = 1) -> None:
        data = body.encode() if isinstance(body, str) else body
        with self._lock:
            self._failures.extend([(status, data)] * times)

    def received(self, path_part: str = "") -> list[Received]:
        with self._lock:
            return [r for r in self.requests if path_part in r.path]

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> ScriptedEndpoint:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
