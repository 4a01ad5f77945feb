"""Faults found by attacking the runtime (issue 18 §7), each on a real socket
(``tests/_live_server.py``) or at the unit that owns it: bounded memory while decoding stacked
or expanding content codings, a drain after ``[DONE]`` bounded by its own deadline, client
creation that costs the same however many clients are alive, per-call credentials checked
and never shown, and the SSE decoder's ``retry`` field by the WHATWG rules."""

from __future__ import annotations

import asyncio
import gzip
import time
import tracemalloc
import zlib
from typing import Any

import httpx
import pytest
from _client_support import API_KEY, CHAT_CHUNKS, CHAT_RESPONSE, MESSAGES, MODEL, text_of
from _live_server import LiveServer, Req, Route, sse_body
from sambanova_sdk import AsyncSambaNova, ResponseTooLargeError, SambaNova, _logs
from sambanova_sdk._streaming import SSEDecoder

pytestmark = pytest.mark.usefixtures("no_real_sleep")


def _client(mode: str, route: Route, **kwargs: Any) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    kwargs.setdefault("timeout", 10.0)
    return cls(api_key=API_KEY, base_url=route.base_url, max_retries=0, **kwargs)


async def _maybe(value: Any) -> Any:
    return await value if asyncio.iscoroutine(value) else value


async def _collect(stream: Any) -> list[Any]:
    if hasattr(stream, "__aiter__"):
        return [c async for c in stream]
    return list(stream)


def _bomb(size: int, layers: int) -> bytes:
    data = b"0" * size
    for _ in range(layers):
        data = gzip.compress(data, compresslevel=9)
    return data


@pytest.mark.parametrize("layers", [1, 2])
async def test_an_expanding_body_is_refused_with_bounded_memory(mode: str, live: LiveServer, layers: int) -> None:
    body = _bomb(200 * 1024 * 1024, layers)  # 200 MiB of zeros, a few hundred KB (or less) on the wire
    assert len(body) < 1024 * 1024

    async def handler(req: Req) -> None:
        await req.respond(200, body, headers=[("content-encoding", ", ".join(["gzip"] * layers))])

    route = live.route(handler)
    client = _client(mode, route, max_response_size=1024 * 1024)
    tracemalloc.start()
    try:
        with pytest.raises(ResponseTooLargeError):
            await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 32 * 1024 * 1024, f"peak {peak / 2**20:.0f} MiB while refusing a 1 MiB limit"
    await _maybe(client.close())


@pytest.mark.parametrize("coding", ["gzip", "deflate", "raw-deflate", "gzip, gzip"])
async def test_coded_bodies_decode_as_before(mode: str, live: LiveServer, coding: str) -> None:
    import json

    plain = json.dumps(CHAT_RESPONSE).encode()
    if coding == "gzip":
        wire, header = gzip.compress(plain), "gzip"
    elif coding == "deflate":
        wire, header = zlib.compress(plain), "deflate"
    elif coding == "raw-deflate":
        c = zlib.compressobj(wbits=-zlib.MAX_WBITS)
        wire, header = c.compress(plain) + c.flush(), "deflate"
    else:
        wire, header = gzip.compress(gzip.compress(plain)), "gzip, gzip"

    async def handler(req: Req) -> None:
        await req.respond(200, wire, headers=[("content-encoding", header)])

    route = live.route(handler)
    client = _client(mode, route)
    result = await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert result.to_dict() == CHAT_RESPONSE
    await _maybe(client.close())


async def test_a_gzip_stream_is_decoded_piece_by_piece(mode: str, live: LiveServer) -> None:
    plain = b"".join(sse_body(*CHAT_CHUNKS))

    async def handler(req: Req) -> None:
        await req.respond(200, gzip.compress(plain), headers=[("content-encoding", "gzip")], content_type="text/event-stream")

    route = live.route(handler)
    client = _client(mode, route)
    chunks = await _collect(await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True)))
    assert text_of(chunks) == text_of([c for c in chunks])
    assert len(chunks) == len(CHAT_CHUNKS)
    await _maybe(client.close())


async def test_the_drain_after_done_has_its_own_deadline(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        # [DONE], then the response stays open with nothing sent until the client leaves
        await req.sse(sse_body(*CHAT_CHUNKS), hold=True)

    route = live.route(handler)
    client = _client(mode, route, timeout=httpx.Timeout(30.0))  # a read timeout far beyond the drain
    started = time.monotonic()
    chunks = await _collect(await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True)))
    elapsed = time.monotonic() - started
    assert len(chunks) == len(CHAT_CHUNKS)
    assert elapsed < 10.0, f"the loop ended after {elapsed:.1f} s (the drain promises about 1 s)"
    await _maybe(client.close())


def test_registering_a_key_does_not_rebuild_the_redactor_of_every_client() -> None:
    clients = [SambaNova(api_key=f"sk-{i:06d}-tenant-key") for i in range(200)]
    built: list[int] = []
    real = _logs.Redactor

    class Counting(real):  # type: ignore[misc, valid-type]
        def __init__(self, secrets: Any = (), names: Any = ()) -> None:
            built.append(len(tuple(secrets)))
            super().__init__(secrets, names)

    _logs.Redactor = Counting  # type: ignore[misc]
    try:
        more = [SambaNova(api_key=f"sk-{i:06d}-other-tenant") for i in range(50)]
        # the process-wide redactor of all live keys is built lazily, not once per client
        assert not any(n >= 200 for n in built), built[-3:]
        assert _logs._current()("x sk-000007-tenant-key y") == "x <redacted> y"
    finally:
        _logs.Redactor = real  # type: ignore[misc]
    del clients, more


def test_the_global_redactor_masks_records_outside_calls() -> None:
    client = SambaNova(api_key="sk-live-outside-call-key")
    assert _logs._current()("token sk-live-outside-call-key") == "token <redacted>"
    del client


@pytest.mark.parametrize("value", ["Bearer sk-per-call\n", "Bearer sk-per\tcall", " Bearer sk-per-call", "Bearer sk-pér-call"])
async def test_per_call_credentials_are_checked_and_never_shown(mode: str, live: LiveServer, value: str) -> None:
    async def handler(req: Req) -> None:
        await req.json(CHAT_RESPONSE)

    route = live.route(handler)
    client = _client(mode, route)
    with pytest.raises(ValueError) as info:
        await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, extra_headers={"Authorization": value}))
    assert "sk-per" not in str(info.value) and "sk-pér" not in str(info.value)
    assert "Authorization" in str(info.value)
    assert route.requests == []  # nothing was sent
    ok = await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES, extra_headers={"Authorization": "Bearer sk per call"}))
    assert ok.to_dict() == CHAT_RESPONSE
    assert route.requests[-1].headers["authorization"] == "Bearer sk per call"
    await _maybe(client.close())


@pytest.mark.parametrize(
    ("field", "expected"),
    [("retry: 1500", 1500), ("retry: ²", None), ("retry: ١٢", None), ("retry: 12a", None), ("retry:", None), ("retry: -5", None), ("retry: 0", 0)],
)
def test_sse_retry_field_takes_ascii_digits_only(field: str, expected: int | None) -> None:
    decoder = SSEDecoder()
    events = decoder.feed(f"{field}\ndata: x\n\n".encode())
    assert len(events) == 1
    assert events[0].retry == expected


@pytest.mark.parametrize(
    ("raw", "data", "event", "last_id"),
    [
        (b"data\n\n", "", None, None),  # a field with no colon: the whole line is the name
        (b"data:x\r\ndata:y\r\n\r\n", "x\ny", None, None),  # CRLF line ends
        (b"data:x\rdata:y\r\r", "x\ny", None, None),  # CR line ends
        (b"data:  two spaces\n\n", " two spaces", None, None),  # only one leading space is dropped
        (b"event: ping\ndata: x\n\n", "x", "ping", None),
        (b"id: 7\ndata: x\n\n", "x", None, "7"),
        (b"id: a\x00b\ndata: x\n\n", "x", None, None),  # an id with NUL is ignored
        (b": comment\ndata: x\n\n", "x", None, None),
        (b"\xef\xbb\xbfdata: bom\n\n", "bom", None, None),  # one BOM at the start is dropped
        (b"foo: bar\ndata: x\n\n", "x", None, None),  # unknown fields are ignored
    ],
)
def test_sse_decoder_follows_the_whatwg_field_rules(raw: bytes, data: str, event: str | None, last_id: str | None) -> None:
    decoder = SSEDecoder()
    events = decoder.feed(raw) + decoder.flush()  # a final lone CR may still be followed by LF
    assert len(events) == 1
    assert (events[0].data, events[0].event, events[0].id) == (data, event, last_id)


def test_sse_event_without_data_is_not_dispatched() -> None:
    assert SSEDecoder().feed(b"event: ping\n\nid: 3\n\n") == []


async def test_an_unknown_coding_in_the_list_does_not_lift_the_bound(mode: str, live: LiveServer) -> None:
    body = _bomb(200 * 1024 * 1024, 2)

    async def handler(req: Req) -> None:
        await req.respond(200, body, headers=[("content-encoding", "gzip, gzip, foo")])

    route = live.route(handler)
    client = _client(mode, route, max_response_size=1024 * 1024)
    tracemalloc.start()
    try:
        with pytest.raises(ResponseTooLargeError):
            await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 32 * 1024 * 1024, f"peak {peak / 2**20:.0f} MiB"
    await _maybe(client.close())


async def test_a_stack_of_too_many_codings_is_refused(mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.respond(200, b"{}", headers=[("content-encoding", ", ".join(["gzip"] * 1500))])

    route = live.route(handler)
    client = _client(mode, route)
    with pytest.raises(Exception) as info:
        await _maybe(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    chain: list[BaseException] = []
    exc: BaseException | None = info.value
    while exc is not None:
        chain.append(exc)
        exc = exc.__cause__
    assert not any(isinstance(e, RecursionError) for e in chain)
    assert any("content codings" in str(e) for e in chain), chain
    await _maybe(client.close())
