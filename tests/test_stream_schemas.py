"""Streams the spec documents in other ways (issue 29 §5): a request whose boolean ``stream``
is described as server-sent events, with no ``text/event-stream`` response, streams the one
unused ``<Op>StreamResponse``/``...Chunk`` schema, or gets a warning naming
``operations.<id>.stream_schema``.  Checked on minimal specs, through clients on a real local
socket (sync and async)."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from _generate import generated_package
from _live_server import LiveServer, Req, sse_body

from generator.configure import config_from_args
from generator.pipeline import build_ir_only

STREAM = {"type": "boolean", "description": "If true, partial deltas are sent as server-sent events."}
CHAT_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Chat", "version": "1"},
    "servers": [{"url": "https://chat.test"}],
    "paths": {
        "/chat": {
            "post": {
                "operationId": "chat",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ChatRequest"}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ChatResponse"}}}}},
            }
        }
    },
    "components": {
        "schemas": {
            "ChatRequest": {"type": "object", "required": ["prompt"], "properties": {"prompt": {"type": "string"}, "stream": STREAM}},
            "ChatResponse": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
            "ChatStreamResponse": {"type": "object", "required": ["delta"], "properties": {"delta": {"type": "string"}}},
        }
    },
}


def _build(tmp_path: Path, spec: dict[str, Any]) -> tuple[Any, list[Any]]:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    api, diagnostics, _m, _d = build_ir_only(config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk"))
    return api.operations[0], diagnostics.items


def test_the_one_unused_stream_response_schema_is_the_stream(tmp_path: Path) -> None:
    op, diagnostics = _build(tmp_path, CHAT_SPEC)
    assert op.stream is not None and "ChatStreamResponse" in str(op.stream)
    assert not [d for d in diagnostics if d.code.startswith("stream")]


def test_two_candidates_warn_naming_the_configuration_key(tmp_path: Path) -> None:
    spec = copy.deepcopy(CHAT_SPEC)
    spec["components"]["schemas"]["CompletionChunk"] = {"type": "object", "properties": {"x": {"type": "string"}}}
    spec["paths"]["/chat"]["post"]["operationId"] = "talk"  # not `chat`: ChatStreamResponse is not its own
    op, diagnostics = _build(tmp_path, spec)
    assert op.stream is None
    (d,) = [d for d in diagnostics if d.code == "stream-undocumented"]
    assert "stream_schema" in d.action and "ChatStreamResponse" in d.message and "CompletionChunk" in d.message
    assert d.location.endswith("/paths/~1chat/post/requestBody")


def test_a_stream_flag_not_described_as_events_is_left_alone(tmp_path: Path) -> None:
    spec = copy.deepcopy(CHAT_SPEC)
    spec["components"]["schemas"]["ChatRequest"]["properties"]["stream"] = {"type": "boolean", "description": "Keep the stream of the conversation."}
    op, diagnostics = _build(tmp_path, spec)
    assert op.stream is None and not [d for d in diagnostics if d.code.startswith("stream")]


@pytest.fixture(scope="module")
def chat_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("chat"), CHAT_SPEC, "chat_sdk") as sdk:
        yield sdk


async def _chat(req: Req) -> None:
    if req.json_body().get("stream"):
        await req.sse(sse_body({"delta": "he"}, {"delta": "llo"}))
    else:
        await req.json({"text": "hello"})


def test_the_inferred_stream_yields_its_chunks_sync(chat_sdk: ModuleType, live: LiveServer) -> None:
    route = live.route(_chat)
    with chat_sdk.Chat(base_url=route.url) as client:
        assert client.chat.create(prompt="p").text == "hello"
        chunks = list(client.chat.create(prompt="p", stream=True))
    assert [c.delta for c in chunks] == ["he", "llo"]
    assert all(type(c).__name__ == "ChatStreamResponse" for c in chunks)


def test_the_inferred_stream_yields_its_chunks_async(chat_sdk: ModuleType, live: LiveServer) -> None:
    route = live.route(_chat)

    async def main() -> list[Any]:
        async with chat_sdk.AsyncChat(base_url=route.url) as client:
            assert (await client.chat.create(prompt="p")).text == "hello"
            return [c async for c in await client.chat.create(prompt="p", stream=True)]

    assert [c.delta for c in asyncio.run(main())] == ["he", "llo"]


# --------------------------------------------------------------------------- 29.2: event wrappers

EVENTS_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Events", "version": "1"},
    "servers": [{"url": "https://events.test"}],
    "paths": {
        "/complete": {
            "post": {
                "operationId": "complete",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "required": ["prompt"], "properties": {"prompt": {"type": "string"}, "stream": {"type": "boolean"}}}}}},
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/Completion"}},
                            # the Speakeasy convention: the schema is the event, its `data` the chunk
                            "text/event-stream": {"x-speakeasy-sse-sentinel": "[DONE]", "schema": {"$ref": "#/components/schemas/CompletionEvent"}},
                        },
                    }
                },
            }
        },
        "/finish": {
            "post": {
                "operationId": "finish",
                "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"x-speakeasy-sse-sentinel": "[END]", "schema": {"$ref": "#/components/schemas/CompletionEvent"}}}}},
            }
        },
        "/talk": {
            "post": {
                "operationId": "talk",
                "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/TalkEvents"}}}}},
            }
        },
    },
    "components": {
        "schemas": {
            "Completion": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
            "CompletionEvent": {"type": "object", "required": ["data"], "properties": {"data": {"$ref": "#/components/schemas/CompletionChunk"}}},
            "CompletionChunk": {"type": "object", "required": ["id", "delta"], "properties": {"id": {"type": "string"}, "delta": {"type": "string"}}},
            "TalkEvents": {"type": "object", "properties": {"event": {"type": "string"}, "data": {"$ref": "#/components/schemas/TalkChunk"}}},
            "TalkChunk": {"type": "object", "required": ["said"], "properties": {"said": {"type": "string"}}},
        }
    },
}


def test_an_event_wrapper_schema_streams_its_data(tmp_path: Path) -> None:
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(EVENTS_SPEC, sort_keys=False))
    api = build_ir_only(config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk"))[0]
    chunks = {o.operation_id: o.stream.chunk_annotation for o in api.operations if o.stream}
    assert chunks == {"complete": "CompletionChunk", "finish": "CompletionChunk", "talk": "TalkChunk"}
    assert {o.operation_id: o.stream.sentinel for o in api.operations if o.stream} == {"complete": "[DONE]", "finish": "[END]", "talk": "[DONE]"}


@pytest.fixture(scope="module")
def events_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("events"), EVENTS_SPEC, "events_sdk") as sdk:
        yield sdk


async def _events(req: Req) -> None:
    if req.path.endswith("/finish"):  # the sentinel ends the stream: what follows is not read as chunks
        await req.sse([b'data: {"id": "f", "delta": "x"}\n\n', b"data: [END]\n\n", b"data: not json\n\n"])
    elif req.path.endswith("/talk"):
        await req.sse([b'event: said\ndata: {"said": "hi"}\n\n', b'event: said\ndata: {"said": "there"}\n\n'])
    else:
        await req.sse(sse_body({"id": "c1", "delta": "he"}, {"id": "c1", "delta": "llo"}))


def test_the_chunks_of_an_event_wrapper_sync(events_sdk: ModuleType, live: LiveServer) -> None:
    route = live.route(_events)
    with events_sdk.Events(base_url=route.url) as client:
        chunks = list(client.complete.create(prompt="p", stream=True))
        said = [c.said for c in client.talk.create()]
        assert [c.delta for c in client.finish.create()] == ["x"]
    assert [(type(c).__name__, c.id, c.delta) for c in chunks] == [("CompletionChunk", "c1", "he"), ("CompletionChunk", "c1", "llo")]
    assert said == ["hi", "there"]


def test_the_chunks_of_an_event_wrapper_async(events_sdk: ModuleType, live: LiveServer) -> None:
    route = live.route(_events)

    async def main() -> tuple[list[Any], list[str]]:
        async with events_sdk.AsyncEvents(base_url=route.url) as client:
            chunks = [c async for c in await client.complete.create(prompt="p", stream=True)]
            said = [c.said async for c in await client.talk.create()]
            assert [c.delta async for c in await client.finish.create()] == ["x"]
        return chunks, said

    chunks, said = asyncio.run(main())
    assert [(type(c).__name__, c.delta) for c in chunks] == [("CompletionChunk", "he"), ("CompletionChunk", "llo")]
    assert said == ["hi", "there"]
