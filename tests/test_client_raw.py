"""Raw access: ``with_raw_response`` (headers, status, request, ``parse()``) and
``with_streaming_response`` (nothing read until asked), for plain and streamed calls."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
from _client_support import (
    CHAT_CHUNKS,
    CHAT_RESPONSE,
    CHAT_TEXT,
    MESSAGES,
    MODEL,
    RESPONSE_EVENTS,
    RESPONSE_OBJECT,
    Harness,
    Reply,
    sse,
    stream_reply,
    text_of,
)
from sambanova_sdk import (
    APIConnectionError,
    APIResponse,
    APITimeoutError,
    AsyncAPIResponse,
    AsyncStream,
    NotFoundError,
    Stream,
)
from sambanova_sdk.types import (
    ChatCompletionResponse,
    ChatCompletionStreamResponse,
    ResponseCreatedEvent,
    ResponseResponse,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

HEADERS = {"x-request-id": "req_raw_1", "x-ratelimit-remaining-requests": "41"}


@asynccontextmanager
async def streaming(h: Harness, **kwargs: Any) -> AsyncIterator[Any]:
    """``with[_async] client.chat.completions.with_streaming_response.create(...) as r``."""
    kwargs.setdefault("model", MODEL)
    kwargs.setdefault("messages", MESSAGES)
    cm = h.client.chat.completions.with_streaming_response.create(**kwargs)
    if h.is_async:
        async with cm as r:
            yield r
    else:
        with cm as r:
            yield r


async def test_raw_response_headers_status_request_and_parse(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE, headers=HEADERS))
    raw = await h.call(lambda c: c.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES, temperature=0.2))
    assert isinstance(raw, AsyncAPIResponse if h.is_async else APIResponse)
    assert raw.status_code == 200
    assert raw.headers["x-ratelimit-remaining-requests"] == "41"
    assert raw.request_id == "req_raw_1"
    assert raw.http_request is h.requests[0]
    assert raw.http_request.method == "POST"
    assert str(raw.url) == "https://api.sambanova.ai/v1/chat/completions"
    assert json.loads(raw.http_request.content) == {"model": MODEL, "messages": MESSAGES, "temperature": 0.2}
    # the marker that selects raw mode is never sent
    assert not any(k.lower().endswith("raw-response") for k in raw.http_request.headers)
    assert h.server.bodies[0].closed  # read and released already
    parsed = await h.maybe_await(raw.parse())
    assert type(parsed) is ChatCompletionResponse
    assert parsed.to_dict() == CHAT_RESPONSE
    assert await h.maybe_await(raw.parse()) is parsed  # decoded once
    assert await h.maybe_await(raw.json()) == CHAT_RESPONSE
    assert json.loads(await h.maybe_await(raw.text())) == CHAT_RESPONSE
    assert json.loads(await h.maybe_await(raw.read())) == CHAT_RESPONSE
    assert raw.retries_taken == 0


async def test_raw_response_after_retries(mode: str) -> None:
    h = Harness(mode, Reply(503, text="busy"), Reply(200, CHAT_RESPONSE))
    raw = await h.call(lambda c: c.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.retries_taken == 1
    assert raw.http_request is h.requests[1]
    assert raw.http_request.headers["X-Retry-Count"] == "1"


async def test_raw_response_of_responses_create(mode: str) -> None:
    h = Harness(mode, Reply(200, RESPONSE_OBJECT, headers=HEADERS))
    raw = await h.call(lambda c: c.responses.with_raw_response.create(model=MODEL, input="hi"))
    assert raw.status_code == 200
    assert type(await h.maybe_await(raw.parse())) is ResponseResponse


async def test_raw_response_error_raises(mode: str) -> None:
    h = Harness(mode, Reply(404, {"error": "Not found"}))
    with pytest.raises(NotFoundError):
        await h.call(lambda c: c.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))


async def test_raw_response_of_a_stream(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS, headers={"x-request-id": "req_s"}))
    raw = await h.call(lambda c: c.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES, stream=True))
    assert raw.status_code == 200
    assert raw.headers["content-type"] == "text/event-stream"
    assert raw.http_request.headers["Accept"] == "text/event-stream"
    assert h.server.bodies[0].chunks_read == 0  # a stream is not read ahead
    stream = await h.maybe_await(raw.parse())
    assert isinstance(stream, AsyncStream if h.is_async else Stream)
    chunks = await h.collect(stream)
    assert [type(c) for c in chunks] == [ChatCompletionStreamResponse] * len(CHAT_CHUNKS)
    assert text_of(chunks) == CHAT_TEXT
    assert h.server.bodies[0].closed


async def test_streaming_response_reads_nothing_until_asked(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE, headers=HEADERS, chunks=16))
    async with streaming(h) as r:
        assert r.status_code == 200
        assert r.headers["x-request-id"] == "req_raw_1"
        assert r.http_request is h.requests[0]
        assert h.server.bodies[0].chunks_read == 0
        assert not h.server.bodies[0].closed
        parsed = await h.maybe_await(r.parse())
        assert type(parsed) is ChatCompletionResponse
        assert parsed.id == CHAT_RESPONSE["id"]
    assert h.server.bodies[0].closed


async def test_streaming_response_iter_bytes(mode: str) -> None:
    body = json.dumps(CHAT_RESPONSE).encode()
    h = Harness(mode, Reply(200, CHAT_RESPONSE, chunks=10))
    async with streaming(h) as r:
        assert h.server.bodies[0].chunks_read == 0
        data = b"".join(await h.collect(r.iter_bytes()))
    assert data == body
    assert h.server.bodies[0].closed


async def test_streaming_response_left_unread_is_closed(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE, chunks=10))
    async with streaming(h) as r:
        assert r.status_code == 200
    assert h.server.bodies[0].chunks_read == 0
    assert h.server.bodies[0].closed


async def test_streaming_response_of_a_stream_iter_lines(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS[:2], chunks=5))
    async with streaming(h, stream=True) as r:
        assert r.headers["content-type"] == "text/event-stream"
        assert h.server.bodies[0].chunks_read == 0
        lines = await h.collect(r.iter_lines())
    assert lines == [f"data: {json.dumps(CHAT_CHUNKS[0], ensure_ascii=False)}", "", f"data: {json.dumps(CHAT_CHUNKS[1], ensure_ascii=False)}", "", "data: [DONE]", ""]
    assert h.server.bodies[0].closed


async def test_streaming_response_of_a_stream_parse(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS, chunks=3))
    async with streaming(h, stream=True) as r:
        stream = await h.maybe_await(r.parse())
        first = await h.collect(stream, limit=2)
        assert [c.to_dict() for c in first] == CHAT_CHUNKS[:2]
    assert h.server.bodies[0].closed  # leaving the block closes a half-read stream


async def test_streaming_response_of_a_responses_stream(mode: str) -> None:
    h = Harness(mode, Reply(200, content=b"".join(sse(e, event=e["type"], done=False) for e in RESPONSE_EVENTS)))
    cm = h.client.responses.with_streaming_response.create(model=MODEL, input="hi", stream=True)
    if h.is_async:
        async with cm as r:
            events = await h.collect(await r.parse())
    else:
        with cm as r:
            events = await h.collect(r.parse())
    assert type(events[0]) is ResponseCreatedEvent
    assert [e.to_dict() for e in events] == RESPONSE_EVENTS
    assert h.server.bodies[0].closed


async def test_streaming_response_error_raises_on_enter(mode: str) -> None:
    h = Harness(mode, Reply(404, {"error": "Not found"}))
    entered = False
    with pytest.raises(NotFoundError):
        async with streaming(h):
            entered = True
    assert not entered
    assert h.server.bodies[0].closed


@pytest.mark.parametrize(("error", "cls"), [(httpx.ReadError("reset"), APIConnectionError), (httpx.ReadTimeout("slow"), APITimeoutError)])
async def test_streaming_response_body_breaking_raises_documented_errors(mode: str, error: Exception, cls: type[Exception]) -> None:
    h = Harness(mode, Reply(200, content=b'{"choices": [', headers={"content-type": "application/json"}, error=error))
    async with streaming(h) as r:
        with pytest.raises(cls) as info:
            await h.maybe_await(r.parse())
        assert info.value.__cause__ is error
    async with streaming(h) as r:
        with pytest.raises(cls):
            await h.collect(r.iter_lines())
    assert len(h.requests) == 2  # one per call: a body handed over is not retried
    assert all(b.closed for b in h.server.bodies)
