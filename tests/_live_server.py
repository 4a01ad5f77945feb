"""A real HTTP/1.1 server on a local socket, for the tests that a mock transport cannot show:
connection reuse and leaks, slow peers, resets, redirects between origins.

uvicorn (h11) serves a small ASGI app in a background thread.  Each test registers a *route*
(:meth:`LiveServer.route`): an async handler that receives every request under the route's own
path prefix, so one server per test session serves every test, and each route counts what it
saw: the requests (method, path, query, headers, body), the TCP connections they came on (the
client's port), and how many of its handlers are still running.  A subclass of uvicorn's
protocol class counts connections opened and still open, and lets a handler reach the raw
transport of its connection to inject faults uvicorn would never produce: a reset (RST), bytes
that are not HTTP, a connection closed mid-body.
"""

from __future__ import annotations

import asyncio
import json
import socket
import struct
import threading
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol


class Req:
    """One request as a handler sees it, with the ways to answer it."""

    def __init__(self, server: LiveServer, scope: dict[str, Any], body: bytes, receive: Any, send: Any) -> None:
        self.server = server
        self.scope = scope
        self.method: str = scope["method"]
        self.path: str = scope["path"]
        self.query: str = scope["query_string"].decode("latin-1")
        self.headers: dict[str, str] = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        self.raw_headers: list[tuple[str, str]] = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope["headers"]]
        self.body = body
        self.port: int = scope["client"][1]
        self._receive = receive
        self._send = send
        self.started = False

    def json_body(self) -> Any:
        return json.loads(self.body)

    # ---- ordinary answers -----------------------------------------------------------------

    async def start(self, status: int = 200, headers: Iterable[tuple[str, str]] = (), content_type: str | None = "application/json") -> None:
        hs = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers]
        if content_type is not None and not any(k == b"content-type" for k, _ in hs):
            hs.append((b"content-type", content_type.encode()))
        await self._send({"type": "http.response.start", "status": status, "headers": hs})
        self.started = True

    async def write(self, data: bytes, more: bool = True) -> None:
        await self._send({"type": "http.response.body", "body": data, "more_body": more})

    async def respond(self, status: int = 200, body: bytes = b"", headers: Iterable[tuple[str, str]] = (), content_type: str | None = "application/json") -> None:
        hs = list(headers)
        if not any(k.lower() == "content-length" for k, _ in hs):
            hs.append(("content-length", str(len(body))))
        await self.start(status, hs, content_type)
        await self.write(body, more=False)

    async def json(self, obj: Any, status: int = 200, headers: Iterable[tuple[str, str]] = ()) -> None:
        await self.respond(status, json.dumps(obj).encode(), headers)

    async def sse(self, events: Iterable[bytes], *, delay: float = 0.0, hold: bool = False, end: bool = True, headers: Iterable[tuple[str, str]] = ()) -> None:
        """A chunked ``text/event-stream`` answer: ``events`` one network write each (``delay``
        seconds apart); then, with ``hold``, nothing more until the client disconnects;
        else the end of the body (``end``) or a connection closed mid-body (not ``end``)."""
        await self.start(200, headers, "text/event-stream")
        for i, event in enumerate(events):
            if i and delay:
                await asyncio.sleep(delay)
            await self.write(event)
        if hold:
            await self.wait_disconnect()
        elif end:
            await self.write(b"", more=False)
        else:
            self.close()

    async def wait_disconnect(self, timeout: float = 30.0) -> None:
        """Until the client closes the connection (or ``timeout``)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                message = await asyncio.wait_for(self._receive(), timeout=max(deadline - time.monotonic(), 0.01))
            except TimeoutError:
                return
            if message["type"] == "http.disconnect":
                return

    # ---- faults ---------------------------------------------------------------------------

    @property
    def transport(self) -> asyncio.Transport:
        return self.server.transports[self.port]

    def reset(self) -> None:
        """Abort the connection with a TCP reset (RST), not a clean close."""
        transport = self.transport
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        transport.abort()

    def close(self) -> None:
        """Close the connection cleanly (FIN), wherever the answer is."""
        self.transport.close()

    def raw(self, data: bytes) -> None:
        """Write bytes straight to the socket, bypassing HTTP framing."""
        self.transport.write(data)


Handler = Callable[[Req], Awaitable[None]]


class Route:
    """A test's share of the server: its handler and what it saw."""

    def __init__(self, server: LiveServer, prefix: str, handler: Handler) -> None:
        self.server = server
        self.prefix = prefix
        self.handler = handler
        self.requests: list[Req] = []
        self.ports: list[int] = []  # the client port of each request, in order
        self.active = 0
        self.errors: list[BaseException] = []

    @property
    def url(self) -> str:
        return f"{self.server.url}{self.prefix}"

    @property
    def base_url(self) -> str:
        """A base URL whose requests land on this route (``.../rN/v1``)."""
        return f"{self.url}/v1"

    @property
    def connections(self) -> int:
        """How many TCP connections the route's requests came on."""
        return len(set(self.ports))

    def open_connections(self) -> int:
        """How many of those connections are still open on the server's side."""
        return len(set(self.ports) & self.server.open_ports())

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until no handler of this route runs and none of its connections is open."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.active == 0 and self.open_connections() == 0:
                return True
            time.sleep(0.01)
        return False

    def wait_handlers_done(self, timeout: float = 10.0) -> bool:
        """Wait until no handler of this route runs (an answer in progress ends when the
        client releases its connection)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.active == 0:
                return True
            time.sleep(0.01)
        return False


class LiveServer:
    """uvicorn on ``127.0.0.1`` (an ephemeral port) in a daemon thread."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.transports: dict[int, asyncio.Transport] = {}
        self.opened = 0
        self._count = 0
        self._lock = threading.Lock()
        live = self

        class Protocol(H11Protocol):
            def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
                super().connection_made(transport)
                peer = transport.get_extra_info("peername")
                with live._lock:
                    live.opened += 1
                    live.transports[peer[1]] = transport

            def connection_lost(self, exc: Exception | None) -> None:
                super().connection_lost(exc)
                peer = self.transport.get_extra_info("peername") if self.transport is not None else None
                if peer is not None:
                    with live._lock:
                        if live.transports.get(peer[1]) is self.transport:
                            del live.transports[peer[1]]

        # IPPROTO_TCP: asyncio sets TCP_NODELAY only on such sockets (without it every answer
        # on a reused connection would wait 40 ms for the client's delayed ACK)
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            self._app,
            http=Protocol,  # type: ignore[arg-type]
            log_level="error",
            access_log=False,
            lifespan="off",
            interface="asgi3",
            timeout_keep_alive=120,
            loop="asyncio",
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True, name="live-server")
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the live server did not start")
            time.sleep(0.01)

    def route(self, handler: Handler) -> Route:
        with self._lock:
            self._count += 1
            prefix = f"/r{self._count}"
        route = Route(self, prefix, handler)
        self.routes[prefix] = route
        return route

    def open_ports(self) -> set[int]:
        with self._lock:
            return set(self.transports)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)

    async def _app(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        prefix = "/" + scope["path"].split("/", 2)[1]
        route = self.routes.get(prefix)
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        if route is None:
            await send({"type": "http.response.start", "status": 404, "headers": [(b"content-length", b"0")]})
            await send({"type": "http.response.body", "body": b""})
            return
        req = Req(self, scope, body, receive, send)
        route.requests.append(req)
        route.ports.append(req.port)
        route.active += 1
        try:
            await route.handler(req)
        except Exception as exc:  # noqa: BLE001 - kept for the test, then the connection is dropped
            route.errors.append(exc)
            if not req.started:
                await req.respond(599, repr(exc).encode(), content_type="text/plain")
            else:
                req.close()
        finally:
            route.active -= 1


def busy_connections(client: Any) -> int:
    """Connections of an SDK client's httpx pool that are serving a request (not idle and
    not closed)."""
    pool = client._client._transport._pool
    return sum(1 for c in pool.connections if not c.is_idle() and not c.is_closed())


def sse_body(*payloads: object, done: bool = True) -> list[bytes]:
    """Events as separate network writes: one ``data:`` event per payload, then ``[DONE]``."""
    out = [f"data: {p if isinstance(p, str) else json.dumps(p)}\n\n".encode() for p in payloads]
    if done:
        out.append(b"data: [DONE]\n\n")
    return out


def multipart_parts(req: Req) -> list[tuple[str, bytes]]:
    """``(part headers, part body)`` of a recorded multipart request, split at the boundary its
    ``Content-Type`` names (RFC 7578 / RFC 2046 section 5.1.1), in order; asserts the body ends
    with the close delimiter."""
    import re

    match = re.search(r"boundary=([^;]+)", req.headers["content-type"])
    assert match, req.headers["content-type"]
    mark = b"--" + match.group(1).encode()
    assert req.body.endswith(mark + b"--\r\n"), req.body[-80:]
    out = []
    for chunk in req.body.split(mark)[1:-1]:
        head, _, body = chunk[2:-2].partition(b"\r\n\r\n")
        out.append((head.decode("utf-8"), body))
    return out
