"""A local HTTP/1.1 server for the "sequential streamed calls on a real socket" figure.

``python sse_server.py --bodies DIR`` (the project's ``.venv`` python, which has uvicorn)
listens on an ephemeral port of ``127.0.0.1``, prints ``{"port": N}`` on its first stdout line,
and answers every ``POST .../chat/completions`` with the first :data:`EVENTS` events of the
benchmark's stream body and ``data: [DONE]``, one network write each, chunked; ``GET /stats``
answers ``{"connections": N}``, the TCP connections accepted so far (so the orchestrator can
tell how many connections a batch of calls opened).  It exits when its stdin closes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import sys
import threading
from pathlib import Path
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

EVENTS = 20
ACCEPTED = [0]


class CountingProtocol(H11Protocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        ACCEPTED[0] += 1
        super().connection_made(transport)


def app_for(events: list[bytes]) -> Any:
    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        while (await receive()).get("more_body"):
            pass
        if scope["path"] == "/stats":
            body = json.dumps({"connections": ACCEPTED[0]}).encode()
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/event-stream")]})
        for event in events:
            await send({"type": "http.response.body", "body": event, "more_body": True})
        await send({"type": "http.response.body", "body": b"", "more_body": False})

    return app


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bodies", type=Path, required=True)
    args = ap.parse_args()
    raw = (args.bodies / "stream.sse").read_bytes().split(b"\n\n")
    events = [e + b"\n\n" for e in raw if e and not e.startswith(b"data: [DONE]")][:EVENTS] + [b"data: [DONE]\n\n"]
    # IPPROTO_TCP, as socket.create_server would give: asyncio sets TCP_NODELAY only on such
    # sockets, and without it every answer on a reused connection waits 40 ms (delayed ACK)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app_for(events), http=CountingProtocol, log_level="error", access_log=False, lifespan="off", interface="asgi3", timeout_keep_alive=300)  # type: ignore[arg-type]
    server = uvicorn.Server(config)
    threading.Thread(target=lambda: (sys.stdin.read(), setattr(server, "should_exit", True)), daemon=True).start()
    print(json.dumps({"port": sock.getsockname()[1]}), flush=True)
    server.run(sockets=[sock])


if __name__ == "__main__":
    main()
