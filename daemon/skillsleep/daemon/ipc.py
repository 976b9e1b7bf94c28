"""The daemon's local channel: a small newline-delimited JSON protocol, client and server.

Transport
  POSIX: a Unix domain socket at `paths.socket_path`, inside the private (0700) runtime folder.
  The socket is bound under umask 0o177, so it is created 0600 with no window in between, and
  the server reads the peer's uid (SO_PEERCRED on Linux, getpeereid elsewhere) and refuses any
  other user. Windows: a named pipe (multiprocessing.connection, AF_PIPE) whose peers must know
  a random key kept in the runtime folder; one message is one line.

Messages (UTF-8 JSON, one per line, at most 1 MiB per line)
  request   {"v": 1, "id": N, "method": "status", "params": {...}}
  response  {"v": 1, "id": N, "ok": true, "result": ...}
            {"v": 1, "id": N, "ok": false, "error": "One sentence saying what to do."}
  event     {"v": 1, "event": "proposals_changed", "target": "/abs/path/SKILL.md"}

Methods (the daemon's handlers are in `process`; `subscribe` is the server's own)
  status             -> version, pid, uptime_seconds, started, watched roots, last harvest,
                        last and next night, spool backlog, night running
  subscribe          -> {"subscribed": true}; from then on the connection only carries events
  shutdown           -> {"stopping": true}; the daemon stops gracefully

Harvests, nights and proposal decisions do not go through the daemon: the CLI and the language
server work on the store, and the daemon follows the store (`proposals_changed`).

A line longer than the cap, or not a JSON object, gets an error response and the connection is
closed. A client that sends nothing for `daemon.client_idle_seconds` is disconnected
(subscribers excepted: they are idle by design).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import secrets
import selectors
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..atomic import atomic_write_text
from ..errors import UserError
from ..paths import Paths

IS_WINDOWS = sys.platform == "win32"
if IS_WINDOWS:
    from multiprocessing.connection import Client as PipeClient
    from multiprocessing.connection import Listener
if not hasattr(socket, "SO_PEERCRED"):  # macOS and the BSDs ask libc (`_getpeereid`)
    import ctypes
    import ctypes.util

PROTOCOL_VERSION = 1
MAX_LINE = 1 << 20  # 1 MiB
DEFAULT_CALL_TIMEOUT = 600.0  # only ends a wait on a daemon that accepted and then hung
# Answered by the server itself: a subscription turns the connection into an event stream.
SUBSCRIBE = "subscribe"
SERVER_METHODS = (SUBSCRIBE,)

log = logging.getLogger("skillsleep.daemon")


class DaemonError(UserError):
    """The daemon answered a request with an error; the message is its sentence."""


class ProtocolError(Exception):
    """The peer broke the protocol (a line too long, not JSON, or the connection closed)."""


# -- framing ----------------------------------------------------------------------------------

class Channel:
    """One connection carrying lines; implementations for a socket and a Windows pipe."""

    def send(self, message: dict[str, Any]) -> None:
        raise NotImplementedError

    def receive(self) -> dict[str, Any] | None:
        """The next message, or None when the peer closed the connection."""
        raise NotImplementedError

    def set_timeout(self, seconds: float | None) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


def encode(message: dict[str, Any]) -> bytes:
    data = json.dumps({"v": PROTOCOL_VERSION, **message}, ensure_ascii=False,
                      separators=(",", ":"), default=str).encode("utf-8") + b"\n"
    if len(data) > MAX_LINE:
        raise ProtocolError(f"message of {len(data)} bytes exceeds the {MAX_LINE}-byte line cap")
    return data


def decode(line: bytes) -> dict[str, Any]:
    try:
        message = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ProtocolError(f"the line is not JSON ({exc})") from exc
    except RecursionError:
        raise ProtocolError("the line nests JSON too deeply") from None
    if not isinstance(message, dict):
        raise ProtocolError("the line is not a JSON object")
    return message


class SocketChannel(Channel):
    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self._buffer = bytearray()
        self._send_lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        data = encode(message)
        with self._send_lock:
            self.sock.sendall(data)

    def receive(self) -> dict[str, Any] | None:
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                if not line.strip():
                    continue
                return decode(line)
            if len(self._buffer) > MAX_LINE:
                raise ProtocolError(f"a line longer than {MAX_LINE} bytes")
            chunk = self.sock.recv(65536)
            if not chunk:
                return None
            self._buffer += chunk

    def set_timeout(self, seconds: float | None) -> None:
        self.sock.settimeout(seconds)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        with contextlib.suppress(OSError):
            self.sock.close()


class PipeChannel(Channel):
    """A multiprocessing.connection Connection (Windows named pipe); one message per line."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.timeout: float | None = None
        self._send_lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        with self._send_lock:
            self.conn.send_bytes(encode(message))

    def receive(self) -> dict[str, Any] | None:
        if self.timeout is not None and not self.conn.poll(self.timeout):
            raise TimeoutError("no message before the timeout")
        try:
            data = self.conn.recv_bytes(MAX_LINE + 1)
        except (EOFError, OSError):
            return None
        return decode(data.rstrip(b"\n"))

    def set_timeout(self, seconds: float | None) -> None:
        self.timeout = seconds

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.close()


# -- peer credentials -------------------------------------------------------------------------

def peer_uid(sock: socket.socket) -> int | None:
    """The uid of the process at the other end of a Unix socket, or None if it cannot be read."""
    if hasattr(socket, "SO_PEERCRED"):
        raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        _pid, uid, _gid = struct.unpack("3i", raw)
        return uid
    return _getpeereid(sock)


def _getpeereid(sock: socket.socket) -> int | None:
    """macOS and the BSDs: libc's getpeereid(2)."""
    name = ctypes.util.find_library("c")
    if not name:
        return None
    libc = ctypes.CDLL(name, use_errno=True)
    uid, gid = ctypes.c_uint32(), ctypes.c_uint32()
    if libc.getpeereid(sock.fileno(), ctypes.byref(uid), ctypes.byref(gid)) != 0:
        return None
    return int(uid.value)


def peer_refusal(uid: int | None, own_uid: int) -> str | None:
    """Why a peer must be refused, or None when it is the daemon's own user."""
    if uid is None:
        return "the daemon cannot tell which user is connecting, so it refuses the connection"
    if uid != own_uid:
        return f"the daemon belongs to uid {own_uid} and refuses uid {uid}"
    return None


# -- client -----------------------------------------------------------------------------------

class Client:
    """A connection to the running daemon. Not shared between threads."""

    def __init__(self, channel: Channel, timeout: float = DEFAULT_CALL_TIMEOUT) -> None:
        self.channel = channel
        self.timeout = timeout
        self._next_id = 0

    def call(self, method: str, **params: Any) -> Any:
        """Send one request and wait for its answer; raises DaemonError on `{"ok": false}`."""
        self._next_id += 1
        request_id = self._next_id
        self.channel.set_timeout(self.timeout)
        try:
            self.channel.send({"id": request_id, "method": method, "params": params})
            while True:
                message = self.channel.receive()
                if message is None:
                    raise DaemonError(f"The daemon closed the connection during `{method}`; "
                                      f"see its log (`skillopt-sleep daemon status`).")
                # An answer to this request, or an error about the connection itself
                # (refused peer, bad line) which carries no id.
                if message.get("id") == request_id or (message.get("id") is None
                                                       and message.get("ok") is False):
                    break
        except TimeoutError as exc:
            raise DaemonError(f"The daemon did not answer `{method}` within {self.timeout:.0f} s; "
                              f"see its log (`skillopt-sleep daemon status`).") from exc
        except (OSError, ProtocolError) as exc:
            raise DaemonError(f"Lost the connection to the daemon during `{method}` ({exc}); "
                              f"check it with `skillopt-sleep daemon status`.") from exc
        if not message.get("ok"):
            raise DaemonError(str(message.get("error") or f"The daemon refused `{method}`."))
        return message.get("result")

    def subscribe(self) -> Iterator[dict[str, Any]]:
        """Events pushed by the daemon, blocking, until it goes away (then the iterator ends)."""
        self.call(SUBSCRIBE)
        self.channel.set_timeout(None)
        while True:
            try:
                message = self.channel.receive()
            except (OSError, ProtocolError):
                return
            if message is None:
                return
            if "event" in message:
                yield message

    def close(self) -> None:
        self.channel.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def try_connect(paths: Paths, timeout: float = 0.5) -> Client | None:
    """A client of the running daemon, or None when no daemon answers (never hangs)."""
    if IS_WINDOWS:
        return _try_connect_pipe(paths, timeout)
    path = str(paths.socket_path)
    if not os.path.exists(path):
        return None
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(timeout)
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        return None
    return Client(SocketChannel(sock))


# -- Windows named pipe -----------------------------------------------------------------------

def pipe_address(paths: Paths) -> str:
    tag = hashlib.sha256(str(paths.runtime_dir).encode()).hexdigest()[:12]
    user = os.environ.get("USERNAME", "user")
    return rf"\\.\pipe\skillopt-sleep-{user}-{tag}"


def _pipe_key_file(paths: Paths) -> Path:
    return paths.runtime_dir / "daemon.key"


def _read_pipe_key(paths: Paths) -> bytes | None:
    try:
        return bytes.fromhex(_pipe_key_file(paths).read_text().strip())
    except (OSError, ValueError):
        return None


def _try_connect_pipe(paths: Paths, timeout: float) -> Client | None:
    key = _read_pipe_key(paths)
    if key is None:
        return None
    result: list[Any] = []

    def attempt() -> None:
        # multiprocessing's Client has no timeout of its own; a thread bounds the wait.
        with contextlib.suppress(Exception):
            result.append(PipeClient(pipe_address(paths), family="AF_PIPE", authkey=key))

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(timeout)
    return Client(PipeChannel(result[0])) if result else None


# -- server -----------------------------------------------------------------------------------

Handler = Callable[[str, dict[str, Any]], Any]


class Server:
    """Accepts connections and answers requests, each connection in its own thread.

    `handler(method, params)` returns the result or raises; a UserError's sentence goes back as
    the error, anything else as "internal error" with the traceback in the log.
    """

    def __init__(self, paths: Paths, handler: Handler, idle_timeout: float = 300.0,
                 own_uid: int | None = None) -> None:
        self.paths = paths
        self.handler = handler
        self.idle_timeout = idle_timeout
        self.own_uid = own_uid if own_uid is not None else (
            os.getuid() if hasattr(os, "getuid") else -1)
        self.on_shutdown: Callable[[], None] | None = None
        self._subscribers: list[Channel] = []
        self._lock = threading.Lock()
        self._connections: set[Channel] = set()
        self._closed = threading.Event()
        self._listener: Any = None
        self._wake_r: socket.socket | None = None
        self._wake_w: socket.socket | None = None
        self._thread: threading.Thread | None = None

    # lifecycle

    def start(self) -> None:
        if IS_WINDOWS:
            self._start_pipe()
        else:
            self._start_socket()

    def _start_socket(self) -> None:
        path = str(self.paths.socket_path)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)  # the socket is born 0600: no chmod race
        try:
            sock.bind(path)
        except OSError as exc:
            sock.close()
            raise UserError(f"The daemon cannot listen on {path} ({exc.strerror}); check that "
                            f"folder, or set SKILLOPT_SLEEP_HOME to a folder of your "
                            f"own.") from exc
        finally:
            os.umask(old)
        sock.listen(16)
        sock.setblocking(False)
        self._listener = sock
        self._wake_r, self._wake_w = socket.socketpair()
        self._thread = threading.Thread(target=self._accept_loop, name="ipc-accept", daemon=True)
        self._thread.start()

    def _accept_loop(self) -> None:
        # A selector over the listener and a wake-up pair: blocks without polling when idle.
        assert self._wake_r is not None
        sel = selectors.DefaultSelector()
        sel.register(self._listener, selectors.EVENT_READ)
        sel.register(self._wake_r, selectors.EVENT_READ)
        try:
            while not self._closed.is_set():
                for key, _ in sel.select():
                    if key.fileobj is self._wake_r:
                        return
                    try:
                        conn, _addr = self._listener.accept()
                    except (BlockingIOError, InterruptedError):
                        continue
                    except OSError:
                        return
                    conn.setblocking(True)
                    self._spawn(SocketChannel(conn), conn)
        finally:
            sel.close()

    def _start_pipe(self) -> None:
        key = secrets.token_bytes(32)
        atomic_write_text(_pipe_key_file(self.paths), key.hex(), mode=0o600)
        self._listener = Listener(pipe_address(self.paths), family="AF_PIPE", authkey=key)
        self._thread = threading.Thread(target=self._accept_pipes, name="ipc-accept",
                                        daemon=True)
        self._thread.start()

    def _accept_pipes(self) -> None:
        while not self._closed.is_set():
            try:
                conn = self._listener.accept()
            except Exception:  # a failed authentication or the listener closing
                if self._closed.is_set():
                    return
                log.warning("refused a pipe connection that failed authentication")
                continue
            self._spawn(PipeChannel(conn), None)

    def _spawn(self, channel: Channel, sock: socket.socket | None) -> None:
        thread = threading.Thread(target=self._serve, args=(channel, sock), name="ipc-client",
                                  daemon=True)
        thread.start()

    def close(self) -> None:
        """Stop accepting, disconnect every client and remove the socket file."""
        if self._closed.is_set():
            return
        self._closed.set()
        if self._wake_w is not None:
            with contextlib.suppress(OSError):
                self._wake_w.send(b"x")
        elif self._listener is not None and IS_WINDOWS:
            # Unblock Listener.accept() with a connection of our own.
            with contextlib.suppress(Exception):
                _try_connect_pipe(self.paths, 0.5)
        if self._thread is not None:
            self._thread.join(5)
        with contextlib.suppress(Exception):
            self._listener.close()
        for s in (self._wake_r, self._wake_w):
            if s is not None:
                s.close()
        with self._lock:
            connections = list(self._connections)
        for channel in connections:
            channel.close()
        if IS_WINDOWS:
            with contextlib.suppress(OSError):
                _pipe_key_file(self.paths).unlink()
        else:
            with contextlib.suppress(FileNotFoundError):
                self.paths.socket_path.unlink()

    # events

    def broadcast(self, event: dict[str, Any]) -> int:
        """Push an event to every subscriber; returns how many received it."""
        with self._lock:
            subscribers = list(self._subscribers)
        sent = 0
        for channel in subscribers:
            try:
                channel.send(event)
                sent += 1
            except (OSError, ProtocolError):
                self._drop(channel)
        return sent

    @property
    def subscriber_count(self) -> int:
        with self._lock:
            return len(self._subscribers)

    def _drop(self, channel: Channel) -> None:
        with self._lock:
            if channel in self._subscribers:
                self._subscribers.remove(channel)
            self._connections.discard(channel)
        channel.close()

    # one connection

    def _serve(self, channel: Channel, sock: socket.socket | None) -> None:
        with self._lock:
            self._connections.add(channel)
        try:
            if sock is not None:
                refusal = peer_refusal(peer_uid(sock), self.own_uid)
                if refusal:
                    log.warning("refused a connection: %s", refusal)
                    channel.send({"id": None, "ok": False, "error": refusal[0].upper()
                                  + refusal[1:] + "."})
                    _linger(sock)
                    return
            self._serve_requests(channel, sock)
        except (OSError, ProtocolError):
            pass
        finally:
            with self._lock:
                subscribed = channel in self._subscribers
            if not subscribed:
                self._drop(channel)

    def _serve_requests(self, channel: Channel, sock: socket.socket | None) -> None:
        channel.set_timeout(self.idle_timeout)
        while not self._closed.is_set():
            try:
                message = channel.receive()
            except TimeoutError:
                return  # idle client
            except ProtocolError as exc:
                channel.send({"id": None, "ok": False,
                              "error": f"Bad request: {exc}; the connection is closed."})
                if sock is not None:
                    _linger(sock)
                return
            if message is None:
                return
            request_id = message.get("id")
            method = message.get("method")
            params = message.get("params") or {}
            if message.get("v") != PROTOCOL_VERSION:
                channel.send({"id": request_id, "ok": False,
                              "error": f"Protocol version {message.get('v')!r} is not "
                                       f"supported; this daemon speaks version "
                                       f"{PROTOCOL_VERSION}. Restart it after an upgrade."})
                continue
            if not isinstance(method, str) or not isinstance(params, dict):
                channel.send({"id": request_id, "ok": False,
                              "error": "A request needs a string `method` and an object "
                                       "`params`."})
                continue
            if method == SUBSCRIBE:
                with self._lock:
                    self._subscribers.append(channel)
                channel.send({"id": request_id, "ok": True, "result": {"subscribed": True}})
                self._wait_for_close(channel)
                return
            channel.send(self._answer(request_id, method, params))
            if method == "shutdown" and self.on_shutdown is not None:
                self.on_shutdown()
                return

    def _wait_for_close(self, channel: Channel) -> None:
        """A subscriber sends nothing more; read until it hangs up, then forget it."""
        channel.set_timeout(None)
        try:
            while channel.receive() is not None:
                pass
        except (OSError, ProtocolError):
            pass
        self._drop(channel)

    def _answer(self, request_id: Any, method: str, params: dict[str, Any]) -> dict[str, Any]:
        try:
            result = self.handler(method, params)
        except UserError as exc:
            return {"id": request_id, "ok": False, "error": str(exc)}
        except Exception as exc:
            log.exception("error while answering %s", method)
            return {"id": request_id, "ok": False,
                    "error": f"Internal error in the daemon while answering `{method}` "
                             f"({type(exc).__name__}: {exc}); details are in its log."}
        return {"id": request_id, "ok": True, "result": result}


def _linger(sock: socket.socket, seconds: float = 1.0) -> None:
    """Before closing on a peer: stop sending and drain what it sent, so the kernel does not
    answer with a reset that would discard our last line before the peer reads it."""
    deadline = time.monotonic() + seconds
    with contextlib.suppress(OSError):
        sock.shutdown(socket.SHUT_WR)
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            if not sock.recv(65536):
                break
