"""A stand-in for a hosted model provider: an OpenAI-compatible HTTP server on 127.0.0.1.

A night configured with `openai/<model>` and `OPENAI_API_BASE` pointing here calls it through
litellm exactly as it would call the provider, so a test sees every byte the product sends out.
Replies come from the scripted behaviours of helpers.scripted_models (`target-model` follows
the document literally, `optimizer-model` proposes the line that fixes the failed checks).
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from helpers.scripted_models import fixing_optimizer, obedient

TARGET = "target-model"
OPTIMIZER = "optimizer-model"


class StandInModelServer:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                try:
                    request = json.loads(body)
                except ValueError:
                    self.send_error(400)
                    return
                with server._lock:
                    server.requests.append({"path": self.path, "body": request,
                                            "raw": body.decode("utf-8", "replace")})
                messages = request.get("messages") or []
                model = str(request.get("model", ""))
                text = fixing_optimizer(messages) if OPTIMIZER in model else obedient(messages)
                reply = json.dumps({
                    "id": f"chatcmpl-{len(server.requests)}", "object": "chat.completion",
                    "created": 0, "model": model,
                    "choices": [{"index": 0, "finish_reason": "stop",
                                 "message": {"role": "assistant", "content": text}}],
                    "usage": {"prompt_tokens": 50, "completion_tokens": 20,
                              "total_tokens": 70},
                }).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, *_: Any) -> None:
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    @property
    def received(self) -> str:
        """Everything the server was sent, as one text."""
        with self._lock:
            return "\n".join(r["raw"] for r in self.requests)

    def __enter__(self) -> StandInModelServer:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
