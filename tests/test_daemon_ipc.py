"""The daemon's socket protocol, over a real Unix socket served in this process."""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from skillsleep.daemon.ipc import (
    MAX_LINE,
    DaemonError,
    Server,
    peer_refusal,
    peer_uid,
    try_connect,
)
from skillsleep.errors import UserError
from skillsleep.paths import Paths, ensure_dirs, resolve_paths

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="Unix socket transport")


def handler(method: str, params: dict[str, Any]) -> Any:
    if method == "echo":
        return params
    if method == "fail":
        raise UserError("Nothing to do here; try `echo`.")
    if method == "crash":
        raise RuntimeError("boom")
    raise UserError(f"Unknown method `{method}`.")


@pytest.fixture
def paths() -> Paths:
    p = resolve_paths()
    ensure_dirs(p)
    return p


@pytest.fixture
def server(paths: Paths) -> Iterator[Server]:
    srv = Server(paths, handler, idle_timeout=0.5)
    srv.start()
    yield srv
    srv.close()


def raw_connect(paths: Paths) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(5)
    sock.connect(str(paths.socket_path))
    return sock


def read_line(sock: socket.socket) -> bytes:
    data = b""
    while not data.endswith(b"\n"):
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def test_round_trip_and_errors(server: Server, paths: Paths) -> None:
    client = try_connect(paths)
    assert client is not None
    with client:
        assert client.call("echo", a=1, b=["x"]) == {"a": 1, "b": ["x"]}
        with pytest.raises(DaemonError, match="Nothing to do here"):
            client.call("fail")
        with pytest.raises(DaemonError, match=r"Internal error .*RuntimeError: boom"):
            client.call("crash")
        # The connection survives an error answer.
        assert client.call("echo", ok=True) == {"ok": True}


def test_socket_is_private(server: Server, paths: Paths) -> None:
    mode = stat.S_IMODE(os.stat(paths.socket_path).st_mode)
    assert mode == 0o600
    assert stat.S_IMODE(os.stat(paths.runtime_dir).st_mode) == 0o700


def test_peer_uid_is_read_from_the_kernel() -> None:
    a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with a, b:
        assert peer_uid(a) == os.getuid()


def test_peer_check_refuses_other_users() -> None:
    assert peer_refusal(os.getuid(), os.getuid()) is None
    assert "refuses uid 4242" in (peer_refusal(4242, 1000) or "")
    assert peer_refusal(None, 1000) is not None


def test_server_refuses_a_peer_of_another_uid(paths: Paths) -> None:
    # The server believes it belongs to another user, so this test's process is the stranger.
    srv = Server(paths, handler, own_uid=os.getuid() + 1)
    srv.start()
    try:
        client = try_connect(paths)
        assert client is not None
        with client, pytest.raises(DaemonError, match="refuses uid"):
            client.call("echo", secret=True)
    finally:
        srv.close()


def test_line_cap_closes_the_connection(server: Server, paths: Paths) -> None:
    sock = raw_connect(paths)
    with sock:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(b"x" * (MAX_LINE + 10))
        answer = read_line(sock)
    assert b"longer than" in answer
    assert b'"ok":false' in answer


def test_bad_json_and_version(server: Server, paths: Paths) -> None:
    with raw_connect(paths) as sock:
        sock.sendall(b'{"v": 2, "id": 7, "method": "echo", "params": {}}\n')
        assert b"Protocol version 2 is not supported" in read_line(sock)
        sock.sendall(b"not json\n")
        assert b"not JSON" in read_line(sock)


def test_idle_client_is_dropped(server: Server, paths: Paths) -> None:
    with raw_connect(paths) as sock:
        began = time.monotonic()
        assert sock.recv(1) == b""  # the server hung up on a silent client
        assert time.monotonic() - began < 4


def test_subscribe_receives_events(server: Server, paths: Paths) -> None:
    client = try_connect(paths)
    assert client is not None
    received: list[dict[str, Any]] = []
    ready = threading.Event()

    def listen() -> None:
        events = client.subscribe()
        ready.set()
        for event in events:
            received.append(event)
            return

    thread = threading.Thread(target=listen, daemon=True)
    thread.start()
    ready.wait(5)
    deadline = time.monotonic() + 5
    while server.subscriber_count == 0 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.broadcast({"event": "proposals_changed", "target": "/a/SKILL.md"}) == 1
    thread.join(5)
    client.close()
    assert received and received[0]["event"] == "proposals_changed"
    assert received[0]["target"] == "/a/SKILL.md"
    # Subscribers are not dropped for being idle (the idle timeout here is 0.5 s).
    assert server.subscriber_count in (0, 1)


def test_no_daemon_means_none_quickly(paths: Paths) -> None:
    began = time.monotonic()
    assert try_connect(paths) is None
    # A stale socket file with nobody listening behaves the same.
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(paths.socket_path))
    stale.close()
    assert try_connect(paths) is None
    assert time.monotonic() - began < 2


def test_close_removes_the_socket(paths: Paths) -> None:
    srv = Server(paths, handler)
    srv.start()
    assert paths.socket_path.exists()
    srv.close()
    assert not paths.socket_path.exists()
