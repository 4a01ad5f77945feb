"""Uploads and retries: a retried upload sends exactly the bytes of the first attempt whatever
the file content is (a pipe, a generator, a seekable file, a path), on a real socket; any
``max_retries`` and any ``Retry-After`` value give the documented waits; exceptions of any
transport are retried and wrapped; ``total_timeout`` bounds a call against slow peers, with
retries and streams."""

from __future__ import annotations

import asyncio
import io
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from _client_support import API_KEY, CHAT_CHUNKS, CHAT_RESPONSE, MESSAGES, MODEL, Harness, Reply
from _live_server import LiveServer, Req, Route, sse_body
from sambanova_sdk import (
    APIConnectionError,
    APITimeoutError,
    AsyncSambaNova,
    InternalServerError,
    SambaNova,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

REAL_SLEEP = time.sleep
AUDIO = bytes(range(256)) * 64  # 16 KiB of every byte value


def _client(mode: str, route: Route, **kwargs: Any) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    kwargs.setdefault("timeout", 10.0)
    client = cls(api_key=API_KEY, base_url=route.base_url, **kwargs)
    sleeps: list[float] = []
    if mode == "async":

        async def fake(seconds: float) -> None:
            sleeps.append(seconds)

        client._sleep_fn = fake
    else:
        client._sleep_fn = sleeps.append
    client.sleeps = sleeps
    return client


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _flaky(failures: int, status: int = 503) -> Any:
    """Answers ``status`` to the first ``failures`` requests, then a transcription."""

    async def handler(req: Req) -> None:
        if len(req.server.routes[req.path[: req.path.index("/", 1)]].requests) <= failures:
            await req.json({"error": {"message": "busy", "type": "server_error"}}, status=status)
        else:
            await req.json({"text": f"{len(req.body)} bytes"})

    return handler


def _pipe(data: bytes) -> Any:
    """The read end of an OS pipe fed with ``data`` by a thread (not seekable)."""
    r, w = os.pipe()

    def feed() -> None:
        with os.fdopen(w, "wb") as f:
            f.write(data)

    threading.Thread(target=feed, daemon=True).start()
    return os.fdopen(r, "rb")


def _generator(data: bytes) -> Iterator[bytes]:
    for i in range(0, len(data), 1000):
        yield data[i : i + 1000]


def _contents(kind: str, tmp_path: Path) -> Any:
    if kind == "pipe":
        return _pipe(AUDIO)
    if kind == "generator":
        return ("speech.wav", _generator(AUDIO), "audio/wav")
    if kind == "seekable file":
        return ("speech.wav", io.BytesIO(AUDIO), "audio/wav")
    if kind == "path":
        path = tmp_path / "speech.wav"
        path.write_bytes(AUDIO)
        return path
    return ("speech.wav", AUDIO, "audio/wav")


@pytest.mark.parametrize("kind", ["pipe", "generator", "seekable file", "path", "bytes"])
async def test_a_retried_upload_sends_the_same_bytes(mode: str, live: LiveServer, tmp_path: Path, kind: str) -> None:
    route = live.route(_flaky(2))
    client = _client(mode, route)
    result = await _call(client.audio.transcriptions.create(model="Whisper-Large-v3", file=_contents(kind, tmp_path)))
    assert len(route.requests) == 3
    first, second, third = (r.body for r in route.requests)
    assert first == second == third  # byte for byte, boundary included
    assert AUDIO in first
    assert len(first) > len(AUDIO)
    assert result.text == f"{len(first)} bytes"
    assert len(client.sleeps) == 2
    await _call(client.close())


async def test_a_retried_binary_body_from_a_generator_sends_the_same_bytes(mode: str) -> None:
    from sambanova_sdk._base_client import _binary

    assert _binary(_generator(AUDIO)) == AUDIO
    assert _binary(io.BytesIO(AUDIO)) == AUDIO
    with pytest.raises(TypeError, match="iterator of bytes"):
        _binary(iter(["text"]))


# ---- any max_retries, any header ------------------------------------------------------------


async def test_max_retries_beyond_1024_waits_at_most_8_seconds(mode: str) -> None:
    h = Harness(mode, Reply(503, {"error": "busy"}), max_retries=1100)
    with pytest.raises(InternalServerError):
        await h.chat()
    assert len(h.requests) == 1101
    assert len(h.sleeps) == 1100
    assert max(h.sleeps) == 8.0 and min(h.sleeps) == 0.5


@pytest.mark.parametrize("bad", [1.5, "3", None, True])
def test_max_retries_of_another_type_is_a_type_error(mode: str, bad: Any) -> None:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    with pytest.raises(TypeError, match="max_retries"):
        cls(api_key=API_KEY, max_retries=bad)


@pytest.mark.parametrize(
    "value",
    [
        "Fri, 31 Dec 99999 23:59:59 GMT",
        "Mon, 01 Jan 10000000000000000000000 00:00:00 GMT",
        "Mon, 01 Jan 0000 00:00:00 GMT",
        "Tue, 99 Foo 2026 99:99:99 GMT",
        "1e999",
        "-1e999",
        "nan",
        "inf",
        "9" * 400,
        "",
        "\x00",
    ],
)
async def test_absurd_retry_after_values_fall_back_to_the_backoff(mode: str, value: str) -> None:
    h = Harness(mode, Reply(503, {"error": "busy"}, headers={"retry-after": value, "retry-after-ms": value}), Reply(200, CHAT_RESPONSE))
    result = await h.chat()
    assert result.id == CHAT_RESPONSE["id"]
    assert h.sleeps == [0.5]


# ---- exceptions of any transport ------------------------------------------------------------


@pytest.mark.parametrize("exc", [OSError("socket gone"), RuntimeError("transport bug"), ValueError("bad state"), ConnectionResetError("reset")])
async def test_any_transport_exception_is_retried_then_wrapped(mode: str, exc: Exception) -> None:
    key = {"Idempotency-Key": "k-1"}  # a POST that may have been sent is retried only with one
    h = Harness(mode, exc, exc, Reply(200, CHAT_RESPONSE))
    assert (await h.chat(extra_headers=key)).id == CHAT_RESPONSE["id"]
    assert len(h.requests) == 3
    h2 = Harness(mode, exc, max_retries=1)
    with pytest.raises(APIConnectionError) as info:
        await h2.chat(extra_headers=key)
    assert info.value.__cause__ is exc
    assert len(h2.requests) == 2
    h3 = Harness(mode, exc, Reply(200, CHAT_RESPONSE))
    with pytest.raises(APIConnectionError):
        await h3.chat()
    assert len(h3.requests) == 1


async def test_a_body_stream_raising_another_exception_is_a_connection_error(mode: str) -> None:
    h = Harness(mode, Reply(200, content=b'{"id": "x"', headers={"content-type": "application/json"}, error=OSError("gone")), Reply(200, CHAT_RESPONSE))
    assert (await h.chat(extra_headers={"Idempotency-Key": "k-1"})).id == CHAT_RESPONSE["id"]
    assert len(h.requests) == 2


# ---- total_timeout ------------------------------------------------------------------------


def _trickle(period: float, stream: bool = False) -> Any:
    """A peer that sends one byte (or one event) per ``period`` forever."""

    async def handler(req: Req) -> None:
        if stream:
            await req.start(200, content_type="text/event-stream")
            while req.port in req.server.open_ports():
                await req.write(sse_body(CHAT_CHUNKS[1], done=False)[0])
                await asyncio.sleep(period)
            return
        await req.start(200, [("content-length", "1000000")])
        while req.port in req.server.open_ports():
            await req.write(b" ")
            await asyncio.sleep(period)

    return handler


async def test_total_timeout_ends_a_call_to_a_trickling_peer(mode: str, live: LiveServer) -> None:
    route = live.route(_trickle(0.1))
    client = _client(mode, route, timeout=1.0, total_timeout=1.0)
    start = time.monotonic()
    with pytest.raises(APITimeoutError, match="total_timeout"):
        await _call(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    elapsed = time.monotonic() - start
    assert 0.9 < elapsed < 3.0  # without total_timeout it would never end
    assert len(route.requests) == 1  # not retried past the deadline
    await _call(client.close())
    assert await asyncio.to_thread(route.wait_idle)


async def test_total_timeout_ends_a_stream(mode: str, live: LiveServer) -> None:
    route = live.route(_trickle(0.1, stream=True))
    client = _client(mode, route, total_timeout=1.0)
    stream = await _call(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True))
    got: list[Any] = []
    start = time.monotonic()
    with pytest.raises(APITimeoutError, match="total_timeout"):
        if mode == "async":
            async for chunk in stream:
                got.append(chunk)
        else:
            for chunk in stream:
                got.append(chunk)  # noqa: PERF402 - kept as they come, before the stream ends
    assert time.monotonic() - start < 3.0
    assert 3 <= len(got) <= 15
    assert stream.response.is_closed
    await _call(client.close())


async def test_total_timeout_stops_retrying(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.json({"error": "busy"}, status=503, headers=[("retry-after", "0.3")])

    route = live.route(handler)
    client = _client(mode, route, max_retries=50, total_timeout=1.0)
    if mode == "async":
        client._sleep_fn = asyncio.sleep
    else:
        client._sleep_fn = REAL_SLEEP
    start = time.monotonic()
    with pytest.raises(InternalServerError):
        await _call(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert time.monotonic() - start < 2.0
    assert 2 <= len(route.requests) <= 4  # waits of 0.3 s while they fit in 1 s
    await _call(client.close())


async def test_total_timeout_cuts_each_phase_timeout(mode: str) -> None:
    h = Harness(mode, total_timeout=2.0, timeout=httpx.Timeout(60.0, connect=5.0))
    await h.chat()
    sent = h.requests[0].extensions["timeout"]
    assert all(0 < v <= 2.0 for v in sent.values())
    copy = h.client.with_options(total_timeout=None)
    assert copy.total_timeout is None and h.client.total_timeout == 2.0
    await h.chat(client=copy)
    assert h.requests[1].extensions["timeout"] == {"connect": 5.0, "read": 60.0, "write": 60.0, "pool": 60.0}


@pytest.mark.parametrize(("option", "value", "error"), [("total_timeout", 0, ValueError), ("total_timeout", "5", TypeError), ("max_response_size", -1, ValueError), ("max_event_size", 1.5, TypeError)])
def test_limits_are_checked(mode: str, option: str, value: Any, error: type[Exception]) -> None:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    with pytest.raises(error, match=option):
        cls(api_key=API_KEY, **{option: value})
