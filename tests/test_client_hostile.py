"""Hostile or odd responses: JSON nested thousands of levels deep, events that omit required
fields of a model defined later in its module (the lenient builder's forward references), gzip
bombs and oversized events; every body ends in the returned value or a documented error."""

from __future__ import annotations

import copy
import gzip
import json
from typing import Any

import pytest
from _client_support import (
    CHAT_CHUNKS,
    CHAT_RESPONSE,
    RESPONSE_EVENTS,
    RESPONSE_OBJECT,
    Harness,
    Reply,
    sse,
)
from _live_server import LiveServer, Req, sse_body
from sambanova_sdk import (
    APIResponseValidationError,
    AsyncSambaNova,
    InternalServerError,
    ResponseTooLargeError,
    SambaNova,
)
from sambanova_sdk.types import ResponseCreatedEvent, ResponseResponse

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

DEPTH = 5000


def deep(depth: int = DEPTH) -> str:
    return "[" * depth + "]" * depth


def deep_object(depth: int = DEPTH) -> bytes:
    return ('{"id": "x", "nested": ' + deep(depth) + "}").encode()


# ---- deeply nested JSON ---------------------------------------------------------------------


@pytest.mark.parametrize("depth", [300, 1500, 100_000])
async def test_deep_json_on_the_success_path(mode: str, depth: int) -> None:
    body = json.dumps(CHAT_RESPONSE)[:-1] + ', "extra": ' + deep(depth) + "}"
    h = Harness(mode, Reply(200, content=body.encode(), headers={"content-type": "application/json"}))
    try:
        result = await h.chat()
    except APIResponseValidationError as exc:
        assert "deep" in exc.message or "JSON" in exc.message
    else:  # shallow enough for Python's parser: built leniently, the extra field kept
        assert result.id == CHAT_RESPONSE["id"]


async def test_deep_json_as_the_whole_body(mode: str) -> None:
    h = Harness(mode, Reply(200, content=deep().encode(), headers={"content-type": "application/json"}))
    with pytest.raises(APIResponseValidationError):
        await h.chat()


async def test_deep_json_on_the_error_path(mode: str) -> None:
    h = Harness(mode, Reply(500, content=deep_object(), headers={"content-type": "application/json"}), max_retries=0)
    with pytest.raises(InternalServerError) as info:
        await h.chat()
    assert isinstance(info.value.body, str)  # kept as text
    assert info.value.status_code == 500


async def test_deep_json_in_a_stream_event(mode: str) -> None:
    body = sse(CHAT_CHUNKS[0], done=False) + b"data: " + deep_object() + b"\n\n" + sse(CHAT_CHUNKS[1])
    h = Harness(mode, Reply(200, content=body))
    got, exc = await h.drain(await h.chat(stream=True))
    assert len(got) == 1
    assert isinstance(exc, APIResponseValidationError)


async def test_deep_json_in_an_error_event(mode: str) -> None:
    body = b"event: error\ndata: " + deep_object() + b"\n\n"
    h = Harness(mode, Reply(200, content=body))
    got, exc = await h.drain(await h.chat(stream=True))
    assert got == []
    assert isinstance(exc, InternalServerError)


async def test_deep_json_answering_a_stream_request(mode: str) -> None:
    h = Harness(mode, Reply(200, content=deep_object(), headers={"content-type": "application/json"}))
    got, exc = await h.drain(await h.chat(stream=True))
    assert got == []
    assert isinstance(exc, APIResponseValidationError)


async def test_deep_json_through_raw_response_json(mode: str) -> None:
    h = Harness(mode, Reply(200, content=deep_object(), headers={"content-type": "application/json"}))
    raw = await h.call(lambda c: c.chat.completions.with_raw_response.create(model="m", messages=[]))
    with pytest.raises(ValueError, match="deeply"):
        await h.maybe_await(raw.json())


# ---- lenient builder: forward references ----------------------------------------------------


def _created_missing(*fields: str) -> dict[str, Any]:
    event = copy.deepcopy(RESPONSE_EVENTS[0])
    for f in fields:
        del event["response"][f]
    return event


async def test_an_event_whose_nested_model_misses_required_fields_is_typed(mode: str) -> None:
    """The reproduction of the issue: ``response.created`` whose ``response`` omits fields
    the spec marks required; ``ResponseResponse`` is defined after ``ResponseCreatedEvent``."""
    event = _created_missing("model", "created_at", "status", "output")
    h = Harness(mode, Reply(200, content=sse(event, *RESPONSE_EVENTS[1:])))
    stream = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi", stream=True))
    events = await h.collect(stream)
    assert [e.type for e in events] == ["response.created", "response.output_text.delta", "response.completed"]
    created = events[0]
    assert type(created) is ResponseCreatedEvent
    assert type(created.response) is ResponseResponse
    assert created.response.id == RESPONSE_OBJECT["id"]
    assert "model" not in created.response.model_fields_set
    with pytest.raises(AttributeError):
        _ = created.response.model
    assert created.to_dict()["response"]["id"] == RESPONSE_OBJECT["id"]


async def test_a_non_streamed_response_missing_fields_of_a_later_model(mode: str) -> None:
    body = copy.deepcopy(RESPONSE_OBJECT)
    del body["output"][0]["content"][0]["text"]
    body["usage"]["input_tokens"] = "many"
    h = Harness(mode, Reply(200, body))
    result = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi"))
    assert type(result) is ResponseResponse
    assert result.usage.input_tokens == "many"  # kept as sent
    assert "text" not in result.output[0].content[0].model_fields_set


# ---- limits ---------------------------------------------------------------------------------


async def test_a_gzip_bomb_is_stopped_at_max_response_size(mode: str, live: LiveServer) -> None:
    bomb = gzip.compress(b"[" + b" " * (64 * 2**20) + b"]", compresslevel=9)
    assert len(bomb) < 100_000

    async def handler(req: Req) -> None:
        await req.respond(200, bomb, headers=[("content-encoding", "gzip")])

    route = live.route(handler)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-12345678", base_url=route.base_url, max_response_size=2**20)
    with pytest.raises(ResponseTooLargeError, match="max_response_size") as info:
        await Harness.maybe_await(client.chat.completions.create(model="m", messages=[]))
    assert info.value.limit == 2**20
    assert len(route.requests) == 1  # not retried
    await Harness.maybe_await(client.close())


async def test_a_body_over_the_limit_without_compression(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE), max_response_size=100)
    with pytest.raises(ResponseTooLargeError):
        await h.chat()
    assert len(h.requests) == 1
    h = Harness(mode, Reply(200, CHAT_RESPONSE), max_response_size=None)
    assert (await h.chat()).id == CHAT_RESPONSE["id"]


@pytest.mark.parametrize("split", [None, 4096], ids=["one-chunk", "4k-chunks"])
async def test_an_event_over_max_event_size(mode: str, split: int | None) -> None:
    big = {"choices": [], "pad": "x" * 300_000}
    body = sse(CHAT_CHUNKS[0], done=False) + sse(big)
    h = Harness(mode, Reply(200, content=body, chunks=split), max_event_size=100_000)
    got, exc = await h.drain(await h.chat(stream=True))
    assert len(got) == 1
    assert isinstance(exc, ResponseTooLargeError)
    assert "max_event_size" in str(exc)
    assert h.server.bodies[0].closed


async def test_a_line_without_end_over_max_event_size(mode: str) -> None:
    body = b"data: " + b"x" * 500_000  # never ends
    h = Harness(mode, Reply(200, content=body, chunks=4096), max_event_size=100_000)
    got, exc = await h.drain(await h.chat(stream=True))
    assert got == [] and isinstance(exc, ResponseTooLargeError)
    assert h.server.bodies[0].chunks_read < 40  # stopped near the limit, not at the end


async def test_events_within_the_limit_stream_normally(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.sse(sse_body(*CHAT_CHUNKS))

    route = live.route(handler)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-12345678", base_url=route.base_url, max_event_size=2000)
    stream = await Harness.maybe_await(client.chat.completions.create(model="m", messages=[], stream=True))
    assert len([c async for c in stream] if mode == "async" else list(stream)) == len(CHAT_CHUNKS)
    await Harness.maybe_await(client.close())
