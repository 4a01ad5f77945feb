"""Streams: ``stream=True`` yields typed chunks decoded from server-sent events, whatever the line
endings and network chunking; the HTTP response is closed however the iteration ends; errors
inside a stream raise; Responses API events are typed by their ``type``."""

from __future__ import annotations

import asyncio
import gc
import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from _client_support import (
    CHAT_CHUNKS,
    CHAT_TEXT,
    RESPONSE_EVENTS,
    Harness,
    Reply,
    sse,
    stream_reply,
    text_of,
)
from sambanova_sdk import (
    APIConnectionError,
    APIResponseValidationError,
    APIStatusError,
    APITimeoutError,
    AsyncStream,
    BaseModel,
    InternalServerError,
    RateLimitError,
    Stream,
)
from sambanova_sdk.types import (
    ChatCompletionStreamResponse,
    CompletionStreamResponse,
    ResponseCompletedEvent,
    ResponseCreatedEvent,
    ResponseOutputTextDeltaEvent,
    ResponseResponse,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)


@contextmanager
def no_gc() -> Iterator[None]:
    """Closing must not depend on the cycle collector running at the right moment."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


async def settle(h: Harness, body: Any) -> None:
    """Async generators dropped without ``aclose`` are finalised by the event loop on one of
    its next iterations; give it a few (no real waiting)."""
    if h.is_async:
        for _ in range(5):
            if body.closed:
                return
            await asyncio.sleep(0)


async def test_stream_yields_typed_chunks_and_closes(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    stream = await h.chat(stream=True)
    assert isinstance(stream, AsyncStream if h.is_async else Stream)
    chunks = await h.collect(stream)
    assert [type(c) for c in chunks] == [ChatCompletionStreamResponse] * len(CHAT_CHUNKS)
    assert [c.to_dict() for c in chunks] == CHAT_CHUNKS
    assert text_of(chunks) == CHAT_TEXT
    assert chunks[3].choices[0].finish_reason == "length"
    assert chunks[-1].choices == [] and chunks[-1].usage.total_tokens == 143
    assert h.server.bodies[0].closed
    assert stream.response.is_closed


async def test_done_ends_the_stream(mode: str) -> None:
    body = sse(CHAT_CHUNKS[1], done=True) + b"data: this is not JSON and is never read\n\n"
    h = Harness(mode, Reply(200, content=body))
    chunks = await h.collect(await h.chat(stream=True))
    assert text_of(chunks) == "in"
    assert h.server.bodies[0].closed


async def test_stream_without_done_ends_with_the_body(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS, done=False))
    chunks = await h.collect(await h.chat(stream=True))
    assert text_of(chunks) == CHAT_TEXT
    assert h.server.bodies[0].closed


async def test_keepalives_comments_and_meta_only_events_are_skipped(mode: str) -> None:
    c1, c2 = (json.dumps(c) for c in CHAT_CHUNKS[1:3])
    body = (
        ": connected\n\n"
        "\n\n\n"
        "retry: 3000\n\n"
        "id: 7\n\n"
        f"data: {c1}\n\n"
        ":keep-alive\n"
        "\n"
        "event: ping\n\n"
        "data:\n\n"
        f"id: 8\ndata: {c2}\n\n"
        "data: [DONE]\n\n"
    ).encode()
    h = Harness(mode, Reply(200, content=body))
    chunks = await h.collect(await h.chat(stream=True))
    assert text_of(chunks) == "in madam moon’s silver glow"
    assert len(chunks) == 2


async def test_multi_line_data_is_joined_with_newlines(mode: str) -> None:
    pretty = json.dumps(CHAT_CHUNKS[1], indent=2).splitlines()
    body = ("".join(f"data: {line}\n" for line in pretty) + "\n" + "data: [DONE]\n\n").encode()
    h = Harness(mode, Reply(200, content=body))
    chunks = await h.collect(await h.chat(stream=True))
    assert [c.to_dict() for c in chunks] == [CHAT_CHUNKS[1]]


@pytest.mark.parametrize("eol", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "CR"])
@pytest.mark.parametrize("chunking", ["whole", "1-byte", "2-byte", "random"])
async def test_line_endings_and_chunk_boundaries(mode: str, eol: str, chunking: str) -> None:
    body = (f":comment{eol}retry: 1000{eol}{eol}").encode() + sse(*CHAT_CHUNKS, eol=eol)
    chunks_arg: Any = {"whole": None, "1-byte": 1, "2-byte": 2, "random": random.Random(f"{eol}{mode}")}[chunking]
    h = Harness(mode, Reply(200, content=body, chunks=chunks_arg))
    chunks = await h.collect(await h.chat(stream=True))
    assert [c.to_dict() for c in chunks] == CHAT_CHUNKS
    assert h.server.bodies[0].closed


@pytest.mark.parametrize("seed", range(20))
async def test_random_chunking_of_mixed_line_endings(mode: str, seed: int) -> None:
    rnd = random.Random(seed)
    parts = []
    for c in CHAT_CHUNKS:
        eol = rnd.choice(["\n", "\r\n", "\r"])
        parts.append(f": ping{eol}data: {json.dumps(c, ensure_ascii=False)}{eol}{eol}")
    parts.append("data: [DONE]\r\n\r\n")
    h = Harness(mode, Reply(200, content="".join(parts).encode(), chunks=rnd))
    chunks = await h.collect(await h.chat(stream=True))
    assert [c.to_dict() for c in chunks] == CHAT_CHUNKS


# ---- closing ---------------------------------------------------------------------------------


async def test_closed_after_break_out_of_the_loop(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    with no_gc():
        if h.is_async:
            async for chunk in await h.chat(stream=True):
                assert chunk.choices[0].delta.role == "assistant"
                break
        else:
            for chunk in await h.chat(stream=True):
                assert chunk.choices[0].delta.role == "assistant"
                break
        await settle(h, h.server.bodies[0])
        assert h.server.bodies[0].closed
    assert h.server.bodies[0].chunks_read == 1


async def test_closed_when_a_partly_read_stream_is_dropped(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    with no_gc():
        stream = await h.chat(stream=True)
        assert len(await h.collect(stream, limit=2)) == 2
        assert not h.server.bodies[0].closed  # still held: the caller may go on reading
        del stream
        await settle(h, h.server.bodies[0])
        assert h.server.bodies[0].closed


async def test_closed_on_with_exit(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    stream = await h.chat(stream=True)
    if h.is_async:
        async with stream as s:
            assert s is stream
            first = await s.__anext__()
    else:
        with stream as s:
            assert s is stream
            first = next(s)
    assert first.choices[0].delta.role == "assistant"
    assert h.server.bodies[0].closed
    assert await h.collect(stream) == []  # nothing more after close


async def test_closed_by_close_before_and_during_iteration(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    unread = await h.chat(stream=True)
    await h.maybe_await(unread.close())
    assert h.server.bodies[0].closed
    assert h.server.bodies[0].chunks_read == 0

    partly = await h.chat(stream=True)
    assert len(await h.collect(partly, limit=1)) == 1
    await h.maybe_await(partly.close())
    assert h.server.bodies[1].closed
    await h.maybe_await(partly.close())  # idempotent


async def test_closed_when_the_with_block_raises(mode: str) -> None:
    h = Harness(mode, stream_reply(*CHAT_CHUNKS))
    stream = await h.chat(stream=True)
    with pytest.raises(KeyError):
        if h.is_async:
            async with stream:
                raise KeyError("user code failed")
        else:
            with stream:
                raise KeyError("user code failed")
    assert h.server.bodies[0].closed


# ---- errors inside a stream ----------------------------------------------------------------


async def test_error_event_raises_status_error(mode: str) -> None:
    err = {"error": {"message": "Rate limit exceeded, retry later", "type": "rate_limit_error", "code": "rate_limit_exceeded"}}
    body = sse(CHAT_CHUNKS[1], done=False) + f"event: error\ndata: {json.dumps(err)}\n\n".encode() + sse(CHAT_CHUNKS[2])
    h = Harness(mode, Reply(200, content=body, headers={"x-request-id": "req_stream_1"}))
    stream = await h.chat(stream=True)
    got, exc = await h.drain(stream)
    assert isinstance(exc, RateLimitError)
    assert text_of(got) == "in"  # the error is not yielded as a chunk, nothing after it is read
    assert exc.status_code == 429
    assert exc.body == err
    assert exc.request_id == "req_stream_1"
    assert "Rate limit exceeded, retry later" in exc.message
    assert h.server.bodies[0].closed
    assert len(h.requests) == 1


async def test_error_payload_without_event_name_raises(mode: str) -> None:
    err = {"error": {"message": "upstream model crashed", "type": "server_error"}, "request_id": "d79vdot7os633dverihg"}
    h = Harness(mode, stream_reply(CHAT_CHUNKS[1], err))
    stream = await h.chat(stream=True)
    with pytest.raises(InternalServerError) as info:
        await h.collect(stream)
    assert info.value.status_code == 500
    assert info.value.body == err
    assert info.value.request_id == "d79vdot7os633dverihg"
    assert "upstream model crashed" in str(info.value)
    assert h.server.bodies[0].closed


async def test_error_event_with_text_data(mode: str) -> None:
    h = Harness(mode, Reply(200, content=b"event: error\ndata: worker lost\n\n"))
    with pytest.raises(APIStatusError) as info:
        await h.collect(await h.chat(stream=True))
    assert info.value.status_code == 500
    assert info.value.body == "worker lost"
    assert "worker lost" in info.value.message


async def test_a_null_error_field_is_not_an_error(mode: str) -> None:
    chunk = dict(CHAT_CHUNKS[1], error=None)
    h = Harness(mode, stream_reply(chunk))
    chunks = await h.collect(await h.chat(stream=True))
    assert text_of(chunks) == "in"
    assert chunks[0].error is None


async def test_broken_connection_mid_stream_raises_and_is_not_retried(mode: str) -> None:
    h = Harness(mode, Reply(200, content=sse(*CHAT_CHUNKS[:2], done=False), error=httpx.RemoteProtocolError("peer closed connection")))
    stream = await h.chat(stream=True)
    got, exc = await h.drain(stream)
    assert isinstance(exc, APIConnectionError)
    assert not isinstance(exc, APITimeoutError)
    assert isinstance(exc.__cause__, httpx.RemoteProtocolError)
    assert exc.request is h.requests[0]
    assert len(got) == 2
    assert len(h.requests) == 1
    assert h.sleeps == []
    assert h.server.bodies[0].closed


async def test_read_timeout_mid_stream_raises_timeout_error(mode: str) -> None:
    h = Harness(mode, Reply(200, content=sse(CHAT_CHUNKS[0], done=False), error=httpx.ReadTimeout("read timed out")))
    stream = await h.chat(stream=True)
    with pytest.raises(APITimeoutError):
        await h.collect(stream)
    assert len(h.requests) == 1
    assert h.server.bodies[0].closed


async def test_invalid_json_chunk_raises_validation_error(mode: str) -> None:
    h = Harness(mode, stream_reply(CHAT_CHUNKS[1], '{"choices": [', done=True))
    stream = await h.chat(stream=True)
    with pytest.raises(APIResponseValidationError) as info:
        await h.collect(stream)
    assert info.value.body == '{"choices": ['
    assert h.server.bodies[0].closed


async def test_strict_mode_validates_chunks(mode: str) -> None:
    bad = dict(CHAT_CHUNKS[1])
    del bad["id"]
    h = Harness(mode, stream_reply(CHAT_CHUNKS[0], bad), strict_response_validation=True)
    stream = await h.chat(stream=True)
    got, exc = await h.drain(stream)
    assert isinstance(exc, APIResponseValidationError)
    assert len(got) == 1
    assert exc.body == bad
    assert h.server.bodies[0].closed


async def test_lenient_chunk_missing_a_field_is_yielded(mode: str) -> None:
    bad = dict(CHAT_CHUNKS[1], new_field=1)
    del bad["system_fingerprint"]
    h = Harness(mode, stream_reply(bad))
    [chunk] = await h.collect(await h.chat(stream=True))
    assert type(chunk) is ChatCompletionStreamResponse
    assert chunk.new_field == 1
    assert chunk.to_dict() == bad


# ---- completions and responses streams -------------------------------------------------------


async def test_completions_stream(mode: str) -> None:
    base = {k: v for k, v in CHAT_CHUNKS[1].items() if k != "choices"}
    chunks = [dict(base, choices=[{"text": t, "index": 0, "finish_reason": None}]) for t in ("In", " madam")]
    h = Harness(mode, stream_reply(*chunks))
    stream = await h.call(lambda c: c.completions.create(model="gpt-oss-120b", prompt="hi", stream=True))
    got = await h.collect(stream)
    assert [type(c) for c in got] == [CompletionStreamResponse] * 2
    assert "".join(c.choices[0].text for c in got) == "In madam"
    assert h.requests[0].headers["Accept"] == "text/event-stream"


async def test_responses_stream_events_are_typed_by_type(mode: str) -> None:
    unknown = {"type": "response.web_search_call.searching", "sequence_number": 12, "item_id": "ws_1", "output_index": 2}
    body = b"".join(sse(e, event=e["type"], done=False) for e in [*RESPONSE_EVENTS[:2], unknown, RESPONSE_EVENTS[2]])
    h = Harness(mode, Reply(200, content=body))
    stream = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="Tell me a story", stream=True))
    events = await h.collect(stream)
    assert [type(e) for e in events[:2]] == [ResponseCreatedEvent, ResponseOutputTextDeltaEvent]
    assert type(events[3]) is ResponseCompletedEvent
    assert type(events[0].response) is ResponseResponse and events[0].response.status == "in_progress"
    assert events[1].delta == "Under a moonlit canopy of twinkling stars,"
    assert events[3].response.usage.total_tokens == 204
    # an event type the client does not know is surfaced, with its fields as attributes
    other = events[2]
    assert isinstance(other, BaseModel)
    assert (other.type, other.sequence_number, other.item_id) == ("response.web_search_call.searching", 12, "ws_1")
    assert other.to_dict() == unknown
    assert [e.to_dict() for e in events] == [*RESPONSE_EVENTS[:2], unknown, RESPONSE_EVENTS[2]]
    assert json.loads(h.requests[0].content)["stream"] is True
    assert h.server.bodies[0].closed


async def test_responses_stream_error_event(mode: str) -> None:
    err = {"type": "error", "code": "server_error", "message": "The model crashed", "param": None, "sequence_number": 3}
    h = Harness(mode, Reply(200, content=sse(RESPONSE_EVENTS[0], done=False) + sse(err, event="error", done=False)))
    stream = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi", stream=True))
    got, exc = await h.drain(stream)
    assert isinstance(exc, APIStatusError)
    assert [type(e) for e in got] == [ResponseCreatedEvent]
    assert exc.body == err
    assert "The model crashed" in exc.message
    assert h.server.bodies[0].closed


async def test_responses_error_event_without_event_name(mode: str) -> None:
    err = {"type": "error", "code": "rate_limit_exceeded", "message": "Too many tokens", "param": None, "sequence_number": 1, "status": 429}
    h = Harness(mode, Reply(200, content=sse(RESPONSE_EVENTS[0], err, done=False)))
    stream = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi", stream=True))
    got, exc = await h.drain(stream)
    assert [type(e) for e in got] == [ResponseCreatedEvent]
    assert isinstance(exc, RateLimitError)
    assert exc.body == err
    assert "Too many tokens" in exc.message


async def test_event_whose_nested_object_has_an_error_field_is_yielded(mode: str) -> None:
    failed = {"type": "response.failed", "sequence_number": 4, "response": {**RESPONSE_EVENTS[0]["response"], "status": "failed", "error": {"code": "server_error", "message": "boom"}}}
    h = Harness(mode, Reply(200, content=sse(failed, done=False)))
    stream = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi", stream=True))
    [event] = await h.collect(stream)
    assert event.type == "response.failed"
    assert event.to_dict() == failed


@pytest.mark.parametrize("chunking", [None, 1], ids=["whole", "1-byte"])
async def test_a_leading_byte_order_mark_is_dropped(mode: str, chunking: int | None) -> None:
    h = Harness(mode, Reply(200, content=b"\xef\xbb\xbf" + sse(*CHAT_CHUNKS), chunks=chunking))
    chunks = await h.collect(await h.chat(stream=True))
    assert [c.to_dict() for c in chunks] == CHAT_CHUNKS


async def test_a_json_answer_to_a_stream_request_raises_instead_of_yielding_nothing(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_CHUNKS[1]))
    stream = await h.chat(stream=True)
    with pytest.raises(APIResponseValidationError, match="stream=True") as info:
        await h.collect(stream)
    assert info.value.body == CHAT_CHUNKS[1]
    assert h.server.bodies[0].closed


async def test_a_json_error_answer_to_a_stream_request_raises_its_status_error(mode: str) -> None:
    h = Harness(mode, Reply(200, {"error": {"message": "model overloaded", "code": 503}}))
    stream = await h.chat(stream=True)
    with pytest.raises(InternalServerError, match="model overloaded") as info:
        await h.collect(stream)
    assert info.value.status_code == 503
    assert h.server.bodies[0].closed


async def test_a_null_chunk_raises_validation_error(mode: str) -> None:
    h = Harness(mode, stream_reply(CHAT_CHUNKS[1], "null"))
    got, exc = await h.drain(await h.chat(stream=True))
    assert len(got) == 1
    assert isinstance(exc, APIResponseValidationError)


async def test_an_html_page_answering_a_stream_request_raises(mode: str) -> None:
    h = Harness(mode, Reply(200, text="<html>gateway</html>", headers={"content-type": "text/html; charset=utf-8"}))
    stream = await h.chat(stream=True)
    with pytest.raises(APIResponseValidationError, match="text/html") as info:
        await h.collect(stream)
    assert info.value.body == "<html>gateway</html>"
    assert h.server.bodies[0].closed
