"""Stream lifecycle on a real socket (``tests/_live_server.py``): connections are reused after
``[DONE]``, released when a stream is dropped (also before it was ever iterated, and when its
call raised), and ``close()`` from another thread or task stops a running reader at once."""

from __future__ import annotations

import asyncio
import gc
import json
import threading
import time
from typing import Any

import httpx
import pytest
from _client_support import API_KEY, CHAT_CHUNKS, CHAT_RESPONSE, CHAT_TEXT, MESSAGES, MODEL, text_of
from _live_server import LiveServer, Req, Route, busy_connections, sse_body
from sambanova_sdk import APIStatusError, AsyncSambaNova, BadRequestError, SambaNova

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)


def _client(mode: str, route: Route, **kwargs: Any) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    return cls(api_key=API_KEY, base_url=route.base_url, timeout=10.0, **kwargs)


async def _maybe(value: Any) -> Any:
    return await value if asyncio.iscoroutine(value) else value


async def _collect(stream: Any) -> list[Any]:
    if hasattr(stream, "__aiter__"):
        return [c async for c in stream]
    return list(stream)


async def _create(client: Any, **kwargs: Any) -> Any:
    return await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, **kwargs))


async def test_sequential_streams_share_one_connection(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.sse(sse_body(*CHAT_CHUNKS))

    route = live.route(handler)
    client = _client(mode, route)
    for _ in range(100):
        chunks = await _collect(await _create(client, stream=True))
        assert text_of(chunks) == CHAT_TEXT
    assert len(route.requests) == 100
    assert route.connections == 1  # read to [DONE], the rest drained: the connection is reused
    assert busy_connections(client) == 0
    await _maybe(client.close())
    assert await asyncio.to_thread(route.wait_idle)  # the event loop must run to close sockets


async def test_a_stream_whose_body_goes_on_after_done_is_drained(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        # a comment and an event after [DONE], each its own network write, then the end
        await req.sse([*sse_body(CHAT_CHUNKS[1]), b": bye\n\n", b"data: never read\n\n"], delay=0.01)

    route = live.route(handler)
    client = _client(mode, route)
    for _ in range(5):
        assert text_of(await _collect(await _create(client, stream=True))) == "in"
    assert route.connections == 1
    await _maybe(client.close())


async def test_streams_and_plain_calls_alternate_on_one_connection(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        if req.json_body().get("stream"):
            await req.sse(sse_body(*CHAT_CHUNKS))
        else:
            await req.json(CHAT_RESPONSE)

    route = live.route(handler)
    client = _client(mode, route)
    for i in range(20):
        if i % 2:
            assert text_of(await _collect(await _create(client, stream=True))) == CHAT_TEXT
        else:
            assert (await _create(client)).id == CHAT_RESPONSE["id"]
    assert route.connections == 1
    await _maybe(client.close())


def _two_connection_client(mode: str, route: Route) -> Any:
    """A client on a pool of two connections: a third call waits until one is released."""
    limits = httpx.Limits(max_connections=2, max_keepalive_connections=2)
    if mode == "async":
        return AsyncSambaNova(api_key=API_KEY, base_url=route.base_url, http_client=httpx.AsyncClient(limits=limits, timeout=5.0))
    return SambaNova(api_key=API_KEY, base_url=route.base_url, http_client=httpx.Client(limits=limits, timeout=5.0))


async def _no_busy_connection_after_gc(client: Any) -> None:
    gc.collect()
    for _ in range(100):
        if busy_connections(client) == 0:
            break
        await asyncio.sleep(0.01)
    assert busy_connections(client) == 0


async def test_streams_dropped_before_iteration_release_their_connections(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        # the first chunk, then nothing until the client lets the connection go
        await req.sse(sse_body(CHAT_CHUNKS[0], done=False), hold=True)

    route = live.route(handler)
    client = _two_connection_client(mode, route)
    for _ in range(50):  # on a pool of 2, the 3rd call would wait for a free connection forever
        stream = await _create(client, stream=True)
        del stream
    await _no_busy_connection_after_gc(client)
    assert len(route.requests) == 50
    assert await asyncio.to_thread(route.wait_handlers_done)  # the server saw every connection let go
    await _maybe(client.close())
    await _maybe(client._client.aclose() if mode == "async" else client._client.close())


async def test_partly_read_and_failed_streams_release_their_connections(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        if req.headers.get("x-fail"):
            await req.json({"error": {"message": "bad", "type": "invalid_request_error"}}, status=400)
        else:
            await req.sse(sse_body(*CHAT_CHUNKS, done=False), hold=True)

    route = live.route(handler)
    client = _two_connection_client(mode, route)
    for _ in range(10):
        stream = await _create(client, stream=True)
        if mode == "async":
            first = await stream.__anext__()
        else:
            first = next(iter(stream))
        assert first.choices[0].delta.role == "assistant"
        del stream, first
        with pytest.raises(BadRequestError):
            await _create(client, stream=True, extra_headers={"X-Fail": "1"})
    await _no_busy_connection_after_gc(client)
    assert await asyncio.to_thread(route.wait_handlers_done)
    await _maybe(client.close())
    await _maybe(client._client.aclose() if mode == "async" else client._client.close())


def _ticking(period: float) -> Any:
    """A handler sending one chunk every ``period`` seconds until the client goes away."""

    async def handler(req: Req) -> None:
        await req.start(200, content_type="text/event-stream")
        while req.port in req.server.open_ports():
            await req.write(sse_body(CHAT_CHUNKS[1], done=False)[0])
            await asyncio.sleep(period)

    return handler


class _Reader:
    """A thread iterating a sync stream: what it got, how it ended, and when."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.got: list[Any] = []
        self.outcome: list[BaseException | None] = []
        self.ended = threading.Event()
        self.ended_at = 0.0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for chunk in self.stream:
                self.got.append(chunk)
            self.outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - the test checks there is none
            self.outcome.append(exc)
        self.ended_at = time.monotonic()
        self.ended.set()

    def wait_for(self, n: int) -> None:
        deadline = time.monotonic() + 10
        while len(self.got) < n and time.monotonic() < deadline:
            time.sleep(0.005)


def test_close_from_another_thread_stops_the_reader_at_once(live: LiveServer) -> None:
    period = 0.5
    route = live.route(_ticking(period))
    client = SambaNova(api_key=API_KEY, base_url=route.base_url, timeout=10.0)
    stream = client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True)
    reader = _Reader(stream)
    reader.wait_for(2)
    time.sleep(period / 5)  # the reader is now blocked waiting for the next chunk
    closed_at = time.monotonic()
    stream.close()  # "stop generating"
    assert reader.ended.wait(5.0)
    stopped_after = reader.ended_at - closed_at
    got = reader.got
    assert reader.outcome == [None]  # the loop ends quietly
    assert stopped_after < period  # interrupted at once, not after the next chunk (generous)
    assert len(got) in (2, 3)
    assert stream.response.is_closed
    assert busy_connections(client) == 0
    assert route.wait_handlers_done()
    client.close()


def test_close_from_another_thread_without_a_socket_stops_at_the_next_chunk() -> None:
    """A transport that does not expose its socket: the reader stops right after the next
    chunk arrives (within 100 ms of it; asserted with a generous margin)."""
    period = 0.4
    produced: list[float] = []

    class Slow(httpx.SyncByteStream):
        closed = False

        def __iter__(self) -> Any:
            for _ in range(50):
                produced.append(time.monotonic())
                yield sse_body(CHAT_CHUNKS[1], done=False)[0]
                time.sleep(period)

        def close(self) -> None:
            Slow.closed = True

    def handle(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, headers={"content-type": "text/event-stream"}, stream=Slow())

    client = SambaNova(api_key=API_KEY, http_client=httpx.Client(transport=httpx.MockTransport(handle)))
    stream = client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True)
    reader = _Reader(stream)
    reader.wait_for(2)
    stream.close()
    assert reader.ended.wait(5.0)
    assert reader.outcome == [None]
    next_chunk = min(t for t in produced if t >= produced[1] + period / 2)
    assert reader.ended_at - next_chunk < 0.3  # the reader's next step ended the iteration
    assert len(reader.got) == 2  # the chunk read after close() is not handed out
    assert Slow.closed
    assert stream.response.is_closed


async def test_close_from_another_task_stops_the_reader_at_once(live: LiveServer) -> None:
    period = 0.5
    route = live.route(_ticking(period))
    client = AsyncSambaNova(api_key=API_KEY, base_url=route.base_url, timeout=10.0)
    stream = await client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True)
    got: list[Any] = []

    async def read() -> float:
        async for chunk in stream:
            got.append(chunk)
        return time.monotonic()

    reader = asyncio.ensure_future(read())
    while len(got) < 2:
        await asyncio.sleep(0.005)
    await asyncio.sleep(period / 5)
    closed_at = time.monotonic()
    await stream.close()
    ended_at = await asyncio.wait_for(reader, 5.0)  # ends quietly: no exception
    assert ended_at - closed_at < period
    assert len(got) in (2, 3)
    assert stream.response.is_closed
    assert busy_connections(client) == 0
    await client.close()
    assert await asyncio.to_thread(route.wait_handlers_done)


@pytest.mark.parametrize("shape", ["error event", "error payload", "JSON reply"])
async def test_an_error_in_a_stream_that_echoes_the_key_is_masked(mode: str, live: LiveServer, shape: str) -> None:
    """A server that echoes the API key in an error inside a stream (an ``event: error``, an
    ``{"error": ...}`` payload, or a JSON document answering ``stream=True``): the exception's
    message masks the key, as a plain call's does.  It showed the key (the stream's errors
    were built without the client's redactor)."""
    err = {"error": {"message": f"Invalid API key {API_KEY} for this project", "type": "invalid_request_error"}}

    async def handler(req: Req) -> None:
        if shape == "JSON reply":
            await req.json(err)
            return
        head = b"event: error\n" if shape == "error event" else b""
        await req.sse([sse_body(CHAT_CHUNKS[0], done=False)[0], head + b"data: " + json.dumps(err).encode() + b"\n\n"])

    route = live.route(handler)
    client = _client(mode, route, max_retries=0)
    with pytest.raises(APIStatusError) as info:
        await _collect(await _create(client, stream=True))
    message = str(info.value)
    assert API_KEY not in message and "Invalid API key <redacted> for this project" in message, message
    assert info.value.body == err  # the body keeps what came
    await _maybe(client.close())
