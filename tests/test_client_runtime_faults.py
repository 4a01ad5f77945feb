"""Faults of the generated client's runtime (issue 26), each against a real local socket server
(``tests/_live_server.py``), sync and async: from a minimal spec (``PROBE_SPEC``: an event
stream whose chunk schema has a property named ``error``, a ``POST`` and a ``PUT``, a ``GET``
documenting ``304``, a discriminated union) or from the SambaNova golden package."""

from __future__ import annotations

import inspect
import json
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

KEY = "sk-probe-7Hq2xV9mZ"

PROBE_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Probe", "version": "1"},
    "servers": [{"url": "https://api.probe.test/v1"}],
    "security": [{"key": []}],
    "components": {
        "securitySchemes": {"key": {"type": "http", "scheme": "bearer"}},
        "schemas": {
            "Chunk": {
                "type": "object",
                "required": ["id"],
                "properties": {
                    "id": {"type": "string"},
                    "text": {"type": "string"},
                    "error": {"type": ["object", "null"], "properties": {"message": {"type": "string"}}},
                },
            },
            "Item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
            "Cat": {"type": "object", "required": ["pet_type"], "properties": {"pet_type": {"const": "cat"}, "name": {"type": "string"}}},
            "Dog": {"type": "object", "required": ["pet_type"], "properties": {"pet_type": {"const": "dog"}, "bark": {"type": "string"}}},
            "Pet": {
                "oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
                "discriminator": {"propertyName": "pet_type"},
            },
        },
    },
    "paths": {
        "/events": {
            "get": {
                "operationId": "listEvents",
                "responses": {"200": {"description": "events", "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Chunk"}}}}},
            }
        },
        "/items": {
            "post": {
                "operationId": "createItem",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}},
            }
        },
        "/items/{item_id}": {
            "parameters": [{"name": "item_id", "in": "path", "required": True, "schema": {"type": "string"}}],
            "put": {
                "operationId": "replaceItem",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}},
            },
            "get": {
                "operationId": "getItem",
                "responses": {
                    "200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
                    "304": {"description": "not modified"},
                },
            },
        },
        "/pets/{pet_id}": {
            "get": {
                "operationId": "getPet",
                "parameters": [{"name": "pet_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}},
            }
        },
    },
}


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("probe"), PROBE_SPEC, "probe_sdk") as module:
        yield module


async def _maybe(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


async def _collect(stream: Any) -> list[Any]:
    if hasattr(stream, "__aiter__"):
        return [c async for c in stream]
    return list(stream)


def _client(sdk: ModuleType, mode: str, route: Any, **kwargs: Any) -> Any:
    cls = sdk.AsyncProbe if mode == "async" else sdk.Probe
    return cls(api_key=KEY, base_url=route.base_url, **kwargs)


def _events(*payloads: object, event: str | None = None) -> list[bytes]:
    head = f"event: {event}\n" if event else ""
    return [f"{head}data: {json.dumps(p)}\n\n".encode() for p in payloads]


# ---- 1. a chunk schema with an `error` property ---------------------------------------------


async def test_a_chunk_whose_schema_has_an_error_property_is_yielded(probe: ModuleType, mode: str, live: LiveServer) -> None:
    chunks = [{"id": "1", "text": "a"}, {"id": "2", "error": {"message": "tool failed"}}, {"id": "3", "text": "c"}]

    async def handler(req: Req) -> None:
        await req.sse(_events(*chunks))

    client = _client(probe, mode, live.route(handler))
    got = await _collect(await _maybe(client.events.list()))
    assert [c.id for c in got] == ["1", "2", "3"]
    assert got[1].error.message == "tool failed"
    await _maybe(client.close())


async def test_the_documented_error_shapes_still_raise(probe: ModuleType, mode: str, live: LiveServer) -> None:
    bodies = [
        _events({"id": "1"}) + _events({"error": {"message": "boom", "code": 503}}) + _events({"id": "2"}),  # not a Chunk
        _events({"id": "1"}) + _events({"id": "x", "error": {"message": "boom"}}, event="error") + _events({"id": "2"}),
    ]

    async def handler(req: Req) -> None:
        await req.sse(bodies[int(req.query.split("=")[1])])

    route = live.route(handler)
    client = _client(probe, mode, route)
    for i in range(len(bodies)):
        stream = await _maybe(client.events.list(extra_query={"case": i}))
        got: list[Any] = []
        with pytest.raises(probe.APIStatusError) as info:
            if mode == "async":
                async for c in stream:
                    got.append(c)
            else:
                got.extend(stream)
        assert [c.id for c in got] == ["1"]
        assert "boom" in str(info.value)
    await _maybe(client.close())


# ---- 9. unknown data whose keys are internal names ------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"pet_type": "bird", "_fields_set": ["pet_type"], "wings": 2},
        {"pet_type": "bird", "_fields_set": {"x": 1}, "__dict__": 1, "model_fields": 2, "__pydantic_extra__": 3},
        {"pet_type": "cat", "_fields_set": 7, "name": "Tom"},
    ],
)
async def test_unknown_union_data_with_internal_names_as_keys(probe: ModuleType, mode: str, live: LiveServer, body: dict[str, Any]) -> None:
    async def handler(req: Req) -> None:
        await req.json(body)

    client = _client(probe, mode, live.route(handler))
    pet = await _maybe(client.pets.retrieve("p1"))
    assert pet.to_dict() == body  # every member kept as data
    assert pet.pet_type == body["pet_type"]
    await _maybe(client.close())


def test_construct_with_internal_names_as_keys(probe: ModuleType) -> None:
    from probe_sdk._models import construct
    from probe_sdk.types import Cat, Pet

    value = {"pet_type": "bird", "_fields_set": [1], "__pydantic_fields_set__": 2}
    assert construct(Pet, value).to_dict() == value
    cat = Cat.construct(pet_type="cat", name="Tom")
    assert cat.to_dict() == {"pet_type": "cat", "name": "Tom"}


# ---- 8. a documented 304 --------------------------------------------------------------------


async def test_a_documented_304_raises_its_status_error(probe: ModuleType, mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.respond(304, b"", headers=[("etag", '"v1"')], content_type=None)

    route = live.route(handler)
    client = _client(probe, mode, route, max_retries=2)
    with pytest.raises(probe.APIStatusError) as info:
        await _maybe(client.items.retrieve("i1", extra_headers={"If-None-Match": '"v1"'}))
    assert not isinstance(info.value, probe.APIResponseValidationError)
    assert info.value.status_code == 304
    assert info.value.response.headers["etag"] == '"v1"'
    assert len(route.requests) == 1  # not retried
    await _maybe(client.close())


# ---- 7. an SSE retry field that is not a reasonable integer ---------------------------------


async def test_an_absurd_retry_field_is_ignored(mode: str, live: LiveServer) -> None:
    from _client_support import CHAT_CHUNKS, CHAT_TEXT, text_of
    from _live_server import sse_body
    from sambanova_sdk import AsyncSambaNova, SambaNova
    from sambanova_sdk._streaming import SSEDecoder

    events = sse_body(*CHAT_CHUNKS)
    odd = [b"retry: " + b"7" * 5000 + b"\n\n", b"retry: \xd9\xa3\xd9\xa3\n\n", b"retry: -5\n\n", b"retry: 1500\n\n"]

    async def handler(req: Req) -> None:
        await req.sse([events[0], *odd, *events[1:]])

    route = live.route(handler)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url)
    stream = await _maybe(client.chat.completions.create(model="m", messages=[], stream=True))
    assert text_of(await _collect(stream)) == CHAT_TEXT
    await _maybe(client.close())
    decoder = SSEDecoder()
    got = list(decoder.feed(b"retry: " + b"9" * 5000 + b"\ndata: x\n\nretry: 1500\ndata: y\n\n"))
    assert [(e.data, e.retry) for e in got] == [("x", None), ("y", 1500)]


# ---- 4. a header value with CR/LF: the error carries no secret ------------------------------


async def test_a_line_break_in_a_default_header_leaks_no_value(mode: str, live: LiveServer) -> None:
    import traceback

    from sambanova_sdk import APIConnectionError, AsyncSambaNova, SambaNova

    secret = "sk-hdr-5ecret-Zq81"

    async def handler(req: Req) -> None:
        await req.json({})

    route = live.route(handler)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url)
    other = client.with_options(default_headers={"X-Tenant-Token": f"{secret}\r\nX-Injected: 1"})
    with pytest.raises(APIConnectionError) as info:
        await _maybe(other.chat.completions.create(model="m", messages=[]))
    text = "".join(traceback.format_exception(info.value))
    assert secret not in text and secret not in repr(info.value.args)
    assert info.value.__cause__ is None and info.value.__context__ is None
    assert route.requests == []  # never sent, not retried
    await _maybe(client.close())


# ---- 5. content codings that cannot be bounded ----------------------------------------------


@pytest.mark.parametrize("coding", ["br", "zstd", "gzip, br"])
async def test_br_and_zstd_are_not_asked_for_and_refused(mode: str, live: LiveServer, coding: str) -> None:
    from _client_support import CHAT_CHUNKS
    from _live_server import sse_body
    from sambanova_sdk import APIResponseValidationError, AsyncSambaNova, SambaNova

    async def handler(req: Req) -> None:
        if "stream" in req.query:
            await req.sse(sse_body(*CHAT_CHUNKS), headers=[("content-encoding", coding)])
        else:
            await req.respond(200, b"\x1b\xff\xff\x07 not decoded", headers=[("content-encoding", coding)])

    route = live.route(handler)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url, max_retries=2)
    with pytest.raises(APIResponseValidationError, match="max_response_size"):
        await _maybe(client.chat.completions.create(model="m", messages=[]))
    assert len(route.requests) == 1  # not retried
    assert route.requests[0].headers["accept-encoding"] == "gzip, deflate"
    stream = await _maybe(client.chat.completions.create(model="m", messages=[], stream=True, extra_query={"stream": 1}))
    with pytest.raises(APIResponseValidationError, match="max_response_size"):
        await _collect(stream)
    with pytest.raises(APIResponseValidationError, match="max_response_size"):
        await _maybe(client.chat.completions.with_raw_response.create(model="m", messages=[]))
    await _maybe(client.close())


# ---- 6. iter_bytes/iter_text/iter_lines of a streaming raw response are bounded -------------


async def _drain_raw(mode: str, client: Any, method: str, **kwargs: Any) -> list[Any]:
    ctx = client.chat.completions.with_streaming_response.create(model="m", messages=[])
    out: list[Any] = []
    if mode == "async":
        async with ctx as raw:
            async for piece in getattr(raw, method)(**kwargs):
                out.append(piece)
    else:
        with ctx as raw:
            out.extend(getattr(raw, method)(**kwargs))
    return out


@pytest.mark.parametrize("method", ["iter_bytes", "iter_text", "iter_lines"])
async def test_streaming_raw_iteration_is_bounded_by_max_response_size(mode: str, live: LiveServer, method: str) -> None:
    import gzip

    from sambanova_sdk import AsyncSambaNova, ResponseTooLargeError, SambaNova

    bomb = gzip.compress(b"line\n" * (8 * 2**20), compresslevel=9)  # 40 MiB decoded

    async def handler(req: Req) -> None:
        await req.respond(200, bomb, headers=[("content-encoding", "gzip")], content_type="text/plain")

    route = live.route(handler)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url, max_response_size=2**20)
    with pytest.raises(ResponseTooLargeError) as info:
        await _drain_raw(mode, client, method)
    assert info.value.limit == 2**20
    assert len(route.requests) == 1
    await _maybe(client.close())


async def test_streaming_raw_iteration_within_the_limit(mode: str, live: LiveServer) -> None:
    import gzip

    from sambanova_sdk import AsyncSambaNova, SambaNova

    text = "héllo\r\nwörld\rthird\n\nlast"
    body = gzip.compress(text.encode())

    async def handler(req: Req) -> None:
        await req.start(200, [("content-encoding", "gzip")], "text/plain; charset=utf-8")
        for i in range(0, len(body), 3):  # many small network writes
            await req.write(body[i : i + 3])
        await req.write(b"", more=False)

    route = live.route(handler)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url, max_response_size=1000)
    assert await _drain_raw(mode, client, "iter_lines") == text.splitlines()
    assert "".join(await _drain_raw(mode, client, "iter_text")) == text
    pieces = await _drain_raw(mode, client, "iter_bytes", chunk_size=4)
    assert b"".join(pieces) == text.encode() and {len(p) for p in pieces[:-1]} == {4}
    await _maybe(client.close())


# ---- 3. the http_client's auth and cookies stay at their origin on redirects ----------------


async def test_http_client_auth_and_cookies_do_not_cross_origins(mode: str, live: LiveServer, live_other: LiveServer) -> None:
    import httpx
    from _client_support import CHAT_RESPONSE
    from sambanova_sdk import AsyncSambaNova, SambaNova

    async def other_handler(req: Req) -> None:
        await req.json(CHAT_RESPONSE)

    other = live_other.route(other_handler)

    async def handler(req: Req) -> None:
        if "hop=1" in req.query:
            await req.respond(307, b"", headers=[("location", f"{other.base_url}/chat/completions?hop=2")])
        else:
            await req.respond(307, b"", headers=[("location", f"{req.path}?hop=1")])

    route = live.route(handler)
    kwargs: dict[str, Any] = {"auth": httpx.BasicAuth("alice", "pa55word"), "cookies": {"session": "c00kie-secret"}, "follow_redirects": True}
    http = httpx.AsyncClient(**kwargs) if mode == "async" else httpx.Client(**kwargs)
    client = (AsyncSambaNova if mode == "async" else SambaNova)(api_key=KEY, base_url=route.base_url, http_client=http)
    result = await _maybe(client.chat.completions.create(model="m", messages=[]))
    assert result.id == CHAT_RESPONSE["id"]
    assert all("authorization" in r.headers for r in route.requests)  # same origin: kept
    assert "session=c00kie-secret" in route.requests[1].headers.get("cookie", "")
    (hop,) = other.requests
    assert "authorization" not in hop.headers, hop.headers
    assert "cookie" not in hop.headers and KEY not in json.dumps(hop.raw_headers)
    await _maybe(client.close())
    await _maybe(http.aclose() if mode == "async" else http.close())


# ---- 2. a request that may have been sent is not sent again; a client on a second loop -------


def test_an_async_client_on_a_second_event_loop_sends_each_post_once(live: LiveServer) -> None:
    import asyncio

    import httpx
    from _client_support import CHAT_RESPONSE
    from sambanova_sdk import AsyncSambaNova

    async def handler(req: Req) -> None:
        await req.json(CHAT_RESPONSE)

    route = live.route(handler)
    client = AsyncSambaNova(api_key=KEY, base_url=route.base_url)
    copy = client.with_options(max_retries=1)

    async def one(c: Any) -> str:
        return str((await c.chat.completions.create(model="m", messages=[])).id)

    for c in (client, copy, client):  # three loops, one after another (as asyncio.run makes them)
        assert asyncio.run(one(c)) == CHAT_RESPONSE["id"]
    assert [r.method for r in route.requests] == ["POST"] * 3  # each call sent once
    asyncio.run(client.close())

    theirs = AsyncSambaNova(api_key=KEY, base_url=route.base_url, http_client=httpx.AsyncClient())
    asyncio.run(one(theirs))
    with pytest.raises(RuntimeError, match="event loop"):  # the caller's pool: a clear error
        asyncio.run(one(theirs))
    assert len(route.requests) == 4


async def test_a_post_broken_after_it_was_written_is_not_retried(probe: ModuleType, mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        if req.headers.get("x-retry-count", "0") == "0":
            await req.start(200, [("content-length", "500")])
            await req.write(b'{"id": "')
            req.reset()
        else:
            await req.json({"id": "i1"})

    route = live.route(handler)
    client = _client(probe, mode, route, max_retries=2)
    with pytest.raises(probe.APIConnectionError):  # POST: may have been done; sent once
        await _maybe(client.items.create(id="i1"))
    assert [r.method for r in route.requests] == ["POST"]
    assert (await _maybe(client.items.update("i1", id="i1"))).id == "i1"  # PUT: idempotent, retried
    assert [r.method for r in route.requests[1:]] == ["PUT", "PUT"]
    post = await _maybe(client.items.create(id="i1", extra_headers={"Idempotency-Key": "k-1"}))  # with a key: retried
    assert post.id == "i1" and [r.method for r in route.requests[3:]] == ["POST", "POST"]
    await _maybe(client.close())


async def test_connect_errors_are_retried_for_a_post(probe: ModuleType, mode: str) -> None:
    import socket

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens there: connection refused
    cls = probe.AsyncProbe if mode == "async" else probe.Probe
    client = cls(api_key=KEY, base_url=f"http://127.0.0.1:{port}/v1", max_retries=2)
    sleeps: list[float] = []

    async def asleep(seconds: float) -> None:
        sleeps.append(seconds)

    client._sleep_fn = asleep if mode == "async" else sleeps.append
    with pytest.raises(probe.APIConnectionError):
        await _maybe(client.items.create(id="i1"))
    assert len(sleeps) == 2  # retried: never sent
    await _maybe(client.close())
