"""Resumable server-sent event streams (issue 28 item 4) on a real socket
(``tests/_live_server.py``): with ``client.stream_resume_attempts`` set, a stream whose
connection drops after events with ids is sent again with ``Last-Event-ID`` (after the
server's ``retry:``), and every event is yielded exactly once (after a reconnection, the
events the server replays up to the ``Last-Event-ID`` sent are skipped; a healthy stream whose
ids repeat loses nothing); without it the drop raises ``APIConnectionError`` as before; the
attempts are bounded; only a ``GET`` or a request with an idempotency key is sent again; the
wait before a reconnection ends at the call's ``total_timeout`` and at ``close()``.  Sync and
async."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from typing import Any

import pytest
from _client_support import MESSAGES, MODEL
from _live_server import LiveServer, Req
from sambanova_sdk import APIConnectionError, APITimeoutError, AsyncSambaNova, SambaNova

KEY = {"Idempotency-Key": "k-1"}  # chat completions are a POST: resumed only with a key


def _event(i: int, event_id: str | None = None, retry: int = 10) -> bytes:
    chunk = {"id": f"c{i}", "object": "chat.completion.chunk", "created": 1, "model": MODEL, "choices": [{"index": 0, "delta": {"content": f"t{i}"}}]}
    return f"id: {event_id or i}\nretry: {retry}\ndata: {json.dumps(chunk)}\n\n".encode()


class Dropping:
    """Events 1-3, then the connection closes mid-body; a reconnection with ``Last-Event-ID:
    n`` gets event n again (a server that resends it; ``replay="start"``: one that ignores the
    header and starts again from event 1; ``"after"``: one that goes on with n + 1), then the
    rest up to 6 and ``[DONE]`` - unless ``drops`` says to drop again."""

    def __init__(self, live: LiveServer, drops: int = 1, replay: str = "last") -> None:
        self.drops = drops
        self.replay = replay
        self.route = live.route(self.handle)

    async def handle(self, req: Req) -> None:
        last = req.headers.get("last-event-id")
        start = 1 if last is None or self.replay == "start" else int(last) + (self.replay == "after")
        if self.drops > 0:
            self.drops -= 1
            await req.sse([_event(i) for i in range(start, start + 3)], end=False)
            return
        await req.sse([*(_event(i) for i in range(start, 7)), b"data: [DONE]\n\n"])


async def _texts(client: Any, mode: str, headers: dict[str, str] | None = KEY) -> list[str]:
    stream = await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True, extra_headers=headers))
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


def _client(mode: str, base_url: str, attempts: int, **kwargs: Any) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=base_url, max_retries=0, **kwargs)
    client.stream_resume_attempts = attempts
    return client


async def test_a_dropped_stream_resumes_with_last_event_id_and_yields_every_event_once(mode: str, live: LiveServer) -> None:
    server = Dropping(live)
    client = _client(mode, server.route.base_url, 3)
    assert await _texts(client, mode) == [f"t{i}" for i in range(1, 7)]
    first, second = server.route.requests
    assert "last-event-id" not in first.headers and second.headers["last-event-id"] == "3"
    assert first.body == second.body  # the same request again, with the same key
    assert first.headers["idempotency-key"] == second.headers["idempotency-key"] == "k-1"
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


@pytest.mark.parametrize("replay", ["start", "after"])
async def test_after_a_reconnection_only_the_replayed_events_are_skipped(mode: str, live: LiveServer, replay: str) -> None:
    """A server that starts again from the first event: events up to the ``Last-Event-ID``
    sent are skipped; one that goes on after it: nothing is skipped (hostile review a6)."""
    server = Dropping(live, replay=replay)
    client = _client(mode, server.route.base_url, 3)
    assert await _texts(client, mode) == [f"t{i}" for i in range(1, 7)]
    await _maybe(client.close())


async def test_a_healthy_stream_whose_ids_repeat_loses_no_event(mode: str, live: LiveServer) -> None:
    """Ids that come again on one connection (per-partition offsets ``p0``, ``p1``, ``p0``...)
    are not duplicates: with resumption on every event is yielded (hostile review a6, a12)."""
    ids = ["p0", "p1", "p0", "p1", "p0"]

    async def handle(req: Req) -> None:
        await req.sse([*(_event(i, event_id) for i, event_id in enumerate(ids)), b"data: [DONE]\n\n"])

    route = live.route(handle)
    client = _client(mode, route.base_url, 3)
    assert await _texts(client, mode) == [f"t{i}" for i in range(5)]
    await _maybe(client.close())


async def test_a_post_without_an_idempotency_key_is_not_sent_again(mode: str, live: LiveServer) -> None:
    """Resuming re-sends the request: a ``POST`` without an idempotency key (which may charge
    twice) raises as without resumption (hostile review a6 post)."""
    server = Dropping(live)
    client = _client(mode, server.route.base_url, 3)
    with pytest.raises(APIConnectionError):
        await _texts(client, mode, headers=None)
    assert len(server.route.requests) == 1
    await _maybe(client.close())


class Slow:
    """Event 1 with ``retry: 30000`` (30 s before a reconnection), then a broken connection;
    a reconnection gets events 2 and ``[DONE]``."""

    def __init__(self, live: LiveServer) -> None:
        self.route = live.route(self.handle)

    async def handle(self, req: Req) -> None:
        if req.headers.get("last-event-id") is None:
            await req.sse([_event(1, retry=30000)], end=False)
        else:
            await req.sse([_event(2), b"data: [DONE]\n\n"])


async def test_the_wait_before_a_reconnection_ends_at_the_total_timeout(mode: str, live: LiveServer) -> None:
    """``retry: 30000`` with ``total_timeout=2``: the call raises ``APITimeoutError`` within
    its total_timeout, not after the server's delay (hostile review a16)."""
    server = Slow(live)
    client = _client(mode, server.route.base_url, 3, total_timeout=2.0)
    started = time.monotonic()
    with pytest.raises(APITimeoutError):
        await _texts(client, mode)
    assert time.monotonic() - started < 5
    assert len(server.route.requests) == 1
    await _maybe(client.close())


async def test_close_during_the_wait_stops_the_resumption(mode: str, live: LiveServer) -> None:
    """``close()`` (from another thread, or task) while the stream waits to reconnect: the
    iteration ends soon, and nothing is sent after it (hostile review a24)."""
    server = Slow(live)
    client = _client(mode, server.route.base_url, 3)
    stream = await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True, extra_headers=KEY))
    started = time.monotonic()
    out: list[str] = []
    if mode == "async":

        async def close_soon() -> None:
            await asyncio.sleep(0.5)
            await stream.close()

        closer = asyncio.ensure_future(close_soon())
        async for chunk in stream:
            out.append(chunk.choices[0].delta.content)
        await closer
    else:
        timer = threading.Timer(0.5, stream.close)
        timer.start()
        for chunk in stream:
            out.append(chunk.choices[0].delta.content)
        timer.join()
    assert out == ["t1"]
    assert time.monotonic() - started < 5
    await asyncio.sleep(0.3)
    assert len(server.route.requests) == 1  # no reconnection after close()
    await _maybe(client.close())


class SlowToAnswerAgain:
    """Event 1, a second of quiet, then the connection drops; the reconnection is answered
    only after 5 seconds."""

    def __init__(self, live: LiveServer) -> None:
        self.route = live.route(self.handle)

    async def handle(self, req: Req) -> None:
        if req.headers.get("last-event-id") is None:
            await req.sse([_event(1), b": quiet\n\n"], delay=1.0, end=False)
        else:
            await asyncio.sleep(5)
            await req.sse([_event(2), b"data: [DONE]\n\n"])


async def test_a_reconnection_gets_what_is_left_of_the_total_timeout_not_a_new_one(mode: str, live: LiveServer) -> None:
    """``total_timeout=2``: the stream breaks after 1 s and the reconnection hangs; the call
    raises ``APITimeoutError`` at 2 s (the whole stream's deadline), not 1 + 2 s."""
    server = SlowToAnswerAgain(live)
    client = _client(mode, server.route.base_url, 3, total_timeout=2.0)
    started = time.monotonic()
    with pytest.raises(APITimeoutError):
        await _texts(client, mode)
    elapsed = time.monotonic() - started
    assert 1.0 <= elapsed < 2.6, elapsed
    assert [r.headers.get("last-event-id") for r in server.route.requests] == [None, "1"]
    await _maybe(client.close())
