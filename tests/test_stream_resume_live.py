"""Resumable server-sent event streams (issue 28 item 4) on a real socket
(``tests/_live_server.py``): with ``client.stream_resume_attempts`` set, a stream whose
connection drops after events with ids is sent again with ``Last-Event-ID`` (after the
server's ``retry:``), and every event is yielded exactly once (one the server sends again is
skipped by id); without it the drop raises ``APIConnectionError`` as before; the attempts are
bounded.  Sync and async."""

from __future__ import annotations

import json
from typing import Any

import pytest
from _client_support import MESSAGES, MODEL
from _live_server import LiveServer, Req
from sambanova_sdk import APIConnectionError, AsyncSambaNova, SambaNova


def _event(i: int) -> bytes:
    chunk = {"id": f"c{i}", "object": "chat.completion.chunk", "created": 1, "model": MODEL, "choices": [{"index": 0, "delta": {"content": f"t{i}"}}]}
    return f"id: {i}\nretry: 10\ndata: {json.dumps(chunk)}\n\n".encode()


class Dropping:
    """Events 1-3, then the connection closes mid-body; a reconnection with ``Last-Event-ID:
    n`` gets event n again (a server that resends it), then the rest up to 6 and ``[DONE]``
    - unless ``drops`` says to drop again."""

    def __init__(self, live: LiveServer, drops: int = 1) -> None:
        self.drops = drops
        self.route = live.route(self.handle)

    async def handle(self, req: Req) -> None:
        last = req.headers.get("last-event-id")
        start = 1 if last is None else int(last)
        if self.drops > 0:
            self.drops -= 1
            await req.sse([_event(i) for i in range(start, start + 3)], end=False)
            return
        await req.sse([*(_event(i) for i in range(start, 7)), b"data: [DONE]\n\n"])


async def _texts(client: Any, mode: str) -> list[str]:
    stream = await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True))
    out: list[str] = []
    if mode == "async":
        async for chunk in stream:
            out.append(chunk.choices[0].delta.content)
    else:
        for chunk in stream:
            out.append(chunk.choices[0].delta.content)
    return out


async def _maybe(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _client(mode: str, base_url: str, attempts: int) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=base_url, max_retries=0)
    client.stream_resume_attempts = attempts
    return client


async def test_a_dropped_stream_resumes_with_last_event_id_and_yields_every_event_once(mode: str, live: LiveServer) -> None:
    server = Dropping(live)
    client = _client(mode, server.route.base_url, 3)
    assert await _texts(client, mode) == [f"t{i}" for i in range(1, 7)]
    first, second = server.route.requests
    assert "last-event-id" not in first.headers and second.headers["last-event-id"] == "3"
    assert first.body == second.body  # the same request again
    await _maybe(client.close())


async def test_a_copy_keeps_the_setting(mode: str, live: LiveServer) -> None:
    server = Dropping(live)
    client = _client(mode, server.route.base_url, 2).with_options(timeout=10)
    assert await _texts(client, mode) == [f"t{i}" for i in range(1, 7)]
    await _maybe(client.close())


async def test_without_opting_in_the_drop_raises(mode: str, live: LiveServer) -> None:
    server = Dropping(live)
    client = _client(mode, server.route.base_url, 0)
    with pytest.raises(APIConnectionError):
        await _texts(client, mode)
    assert len(server.route.requests) == 1
    await _maybe(client.close())


async def test_the_attempts_are_bounded(mode: str, live: LiveServer) -> None:
    server = Dropping(live, drops=10)
    client = _client(mode, server.route.base_url, 2)
    with pytest.raises(APIConnectionError):
        await _texts(client, mode)
    assert len(server.route.requests) == 3  # the call and two reconnections
    assert [r.headers.get("last-event-id") for r in server.route.requests] == [None, "3", "5"]
    await _maybe(client.close())
