"""Timeouts: the default, per client, per copy and per call (checked on what httpx receives in
``request.extensions["timeout"]``), and ``APITimeoutError`` once the retries are spent."""

from __future__ import annotations

import httpx
import pytest
from _client_support import API_KEY, CHAT_RESPONSE, Harness, Reply
from sambanova_sdk import DEFAULT_TIMEOUT, APITimeoutError, AsyncSambaNova, SambaNova

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)


def _sent_timeout(h: Harness, i: int = -1) -> dict[str, float | None]:
    return dict(h.requests[i].extensions["timeout"])


def test_default_timeout_value() -> None:
    assert httpx.Timeout(600, connect=5) == DEFAULT_TIMEOUT


async def test_default_timeout_is_sent(mode: str) -> None:
    h = Harness(mode)
    await h.chat()
    assert h.client.timeout == httpx.Timeout(600, connect=5)
    assert _sent_timeout(h) == {"connect": 5.0, "read": 600.0, "write": 600.0, "pool": 600.0}


async def test_default_timeout_of_a_client_we_create(mode: str) -> None:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key=API_KEY)
    try:
        assert client.timeout == DEFAULT_TIMEOUT
        assert client._client.timeout == DEFAULT_TIMEOUT
    finally:
        await Harness.maybe_await(client.close())


async def test_client_timeout_as_seconds(mode: str) -> None:
    h = Harness(mode, timeout=20.0)
    await h.chat()
    assert _sent_timeout(h) == {"connect": 20.0, "read": 20.0, "write": 20.0, "pool": 20.0}


async def test_client_timeout_as_httpx_timeout(mode: str) -> None:
    h = Harness(mode, timeout=httpx.Timeout(60.0, read=5.0, write=10.0, connect=2.0))
    await h.chat()
    assert _sent_timeout(h) == {"connect": 2.0, "read": 5.0, "write": 10.0, "pool": 60.0}


async def test_no_timeout(mode: str) -> None:
    h = Harness(mode, timeout=None)
    await h.chat()
    assert _sent_timeout(h) == {"connect": None, "read": None, "write": None, "pool": None}


async def test_timeout_of_the_callers_http_client_is_kept(mode: str) -> None:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, json=CHAT_RESPONSE))
    if mode == "async":
        client: object = AsyncSambaNova(api_key=API_KEY, http_client=httpx.AsyncClient(transport=transport, timeout=httpx.Timeout(30.0)))
    else:
        client = SambaNova(api_key=API_KEY, http_client=httpx.Client(transport=transport, timeout=httpx.Timeout(30.0)))
    raw = await Harness.maybe_await(client.chat.completions.with_raw_response.create(model="m", messages=[]))  # type: ignore[attr-defined]
    assert raw.http_request.extensions["timeout"] == {"connect": 30.0, "read": 30.0, "write": 30.0, "pool": 30.0}


async def test_per_call_timeout_overrides_client(mode: str) -> None:
    h = Harness(mode, timeout=20.0)
    await h.chat(timeout=5.0)
    assert _sent_timeout(h) == {"connect": 5.0, "read": 5.0, "write": 5.0, "pool": 5.0}
    await h.chat(timeout=httpx.Timeout(None, connect=1.0))
    assert _sent_timeout(h) == {"connect": 1.0, "read": None, "write": None, "pool": None}
    await h.chat(timeout=None)
    assert _sent_timeout(h) == {"connect": None, "read": None, "write": None, "pool": None}
    await h.chat()
    assert _sent_timeout(h) == {"connect": 20.0, "read": 20.0, "write": 20.0, "pool": 20.0}


async def test_timeout_with_options(mode: str) -> None:
    h = Harness(mode)
    copy = h.client.with_options(timeout=7.5)
    await h.chat(client=copy)
    assert _sent_timeout(h) == {"connect": 7.5, "read": 7.5, "write": 7.5, "pool": 7.5}
    await h.chat()
    assert _sent_timeout(h) == {"connect": 5.0, "read": 600.0, "write": 600.0, "pool": 600.0}
    await h.chat(client=copy.with_options(max_retries=0))  # a copy of a copy keeps the timeout
    assert _sent_timeout(h) == {"connect": 7.5, "read": 7.5, "write": 7.5, "pool": 7.5}


async def test_timeout_error_after_retries_every_attempt_with_the_timeout(mode: str) -> None:
    h = Harness(mode, httpx.ReadTimeout("timed out"))
    with pytest.raises(APITimeoutError) as info:  # a POST that may have been sent: with a key
        await h.chat(timeout=3.0, extra_headers={"Idempotency-Key": "k-1"})
    assert len(h.requests) == 3
    assert all(r.extensions["timeout"]["read"] == 3.0 for r in h.requests)
    assert info.value.request is h.requests[-1]
    assert h.sleeps == [0.5, 1.0]


async def test_timeout_then_success(mode: str) -> None:
    h = Harness(mode, httpx.ConnectTimeout("slow"), Reply(200, CHAT_RESPONSE))
    result = await h.chat()
    assert result.id == CHAT_RESPONSE["id"]
    assert len(h.requests) == 2


async def test_timeout_while_reading_the_body_is_retried_then_raised(mode: str) -> None:
    slow = Reply(200, content=b'{"choices": [', headers={"content-type": "application/json"}, error=httpx.ReadTimeout("read"))
    h = Harness(mode, slow, max_retries=1)
    with pytest.raises(APITimeoutError):
        await h.chat(extra_headers={"Idempotency-Key": "k-1"})  # a POST: retried with a key
    assert len(h.requests) == 2
    h = Harness(mode, slow, max_retries=1)
    with pytest.raises(APITimeoutError):
        await h.chat()  # without one it may have been done already: not sent again
    assert len(h.requests) == 1
    assert all(b.closed for b in h.server.bodies)
