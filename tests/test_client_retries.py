"""Retries: which failures are retried, how long the client waits (with a fake sleep: nothing
really sleeps), ``Retry-After``/``retry-after-ms``/``x-should-retry``, ``X-Retry-Count``,
streamed calls, and ``max_retries`` per client and per copy."""

from __future__ import annotations

import email.utils
import json

import httpx
import pytest
from _client_support import (
    CHAT_CHUNKS,
    CHAT_RESPONSE,
    CHAT_TEXT,
    Harness,
    Reply,
    stream_reply,
    text_of,
)
from sambanova_sdk import (
    DEFAULT_MAX_RETRIES,
    APIConnectionError,
    APIStatusError,
    AsyncSambaNova,
    BadRequestError,
    InternalServerError,
    RateLimitError,
    SambaNova,
    _base_client,
)
from sambanova_sdk.types import ChatCompletionResponse

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

OK = Reply(200, CHAT_RESPONSE)


def _err(status: int, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"error": {"message": f"status {status}", "type": "server_error"}}, headers=headers)


async def test_default_is_two_retries_with_retry_count_header(mode: str) -> None:
    h = Harness(mode, _err(500))
    assert h.client.max_retries == DEFAULT_MAX_RETRIES == 2
    with pytest.raises(InternalServerError) as info:
        await h.chat()
    assert len(h.requests) == 3
    assert [r.headers["X-Retry-Count"] for r in h.requests] == ["0", "1", "2"]
    assert info.value.request is h.requests[-1]
    assert h.sleeps == [0.5, 1.0]
    assert all(b.closed for b in h.server.bodies)
    # every attempt sends the same request
    assert len({(r.method, str(r.url), r.content) for r in h.requests}) == 1


@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503, 504])
async def test_retried_statuses_then_success(mode: str, status: int) -> None:
    h = Harness(mode, _err(status), OK)
    result = await h.chat()
    assert isinstance(result, ChatCompletionResponse)
    assert result.id == CHAT_RESPONSE["id"]
    assert len(h.requests) == 2
    assert h.sleeps == [0.5]
    assert all(b.closed for b in h.server.bodies)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 410, 413, 422])
async def test_other_4xx_are_never_retried(mode: str, status: int) -> None:
    h = Harness(mode, _err(status), OK)
    with pytest.raises(APIStatusError) as info:
        await h.chat()
    assert info.value.status_code == status
    assert len(h.requests) == 1
    assert h.sleeps == []


@pytest.mark.parametrize("exc", [httpx.ConnectError("refused"), httpx.ReadError("reset"), httpx.ConnectTimeout("slow"), httpx.ReadTimeout("slow")])
async def test_connection_errors_and_timeouts_are_retried(mode: str, exc: Exception) -> None:
    """Errors before the request was sent are retried; the others (the POST may have reached
    the server) only with an idempotency key."""
    sent = not isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout))
    h = Harness(mode, exc, exc, OK)
    result = await h.chat(extra_headers={"Idempotency-Key": "k-1"} if sent else None)
    assert result.choices[0].message.content == "Hello! How can I assist you today?"
    assert [r.headers["X-Retry-Count"] for r in h.requests] == ["0", "1", "2"]
    assert h.sleeps == [0.5, 1.0]


@pytest.mark.parametrize("exc", [httpx.ReadError("reset"), httpx.ReadTimeout("slow"), httpx.RemoteProtocolError("closed"), httpx.WriteError("pipe")])
async def test_a_post_that_may_have_been_sent_is_not_retried(mode: str, exc: Exception) -> None:
    from sambanova_sdk import APIConnectionError

    h = Harness(mode, exc, OK)
    with pytest.raises(APIConnectionError):
        await h.chat()
    assert (len(h.requests), h.sleeps) == (1, [])


@pytest.mark.parametrize(
    ("jitter", "expected"),
    [
        (0.0, [0.5, 1.0, 2.0, 4.0, 8.0, 8.0, 8.0]),
        (0.5, [0.4375, 0.875, 1.75, 3.5, 7.0, 7.0, 7.0]),
        (1.0, [0.375, 0.75, 1.5, 3.0, 6.0, 6.0, 6.0]),
    ],
)
async def test_exponential_backoff_with_jitter_capped_at_8s(mode: str, jitter: float, expected: list[float]) -> None:
    h = Harness(mode, _err(503), max_retries=7)
    h.client._random = lambda: jitter
    with pytest.raises(InternalServerError):
        await h.chat()
    assert len(h.requests) == 8
    assert h.sleeps == pytest.approx(expected)


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"retry-after": "3"}, 3.0),
        ({"retry-after": "0.25"}, 0.25),
        ({"retry-after": "0"}, 0.0),
        ({"retry-after-ms": "1500"}, 1.5),
        ({"retry-after-ms": "200", "retry-after": "9"}, 0.2),  # the precise one wins
        ({"retry-after": "60"}, 60.0),
        ({"retry-after": "61"}, 0.5),  # more than 60 s: backoff instead
        ({"retry-after-ms": "90000"}, 0.5),
        ({"retry-after": "soon"}, 0.5),
        ({"retry-after": "-4"}, 0.5),
    ],
)
async def test_retry_after_headers(mode: str, headers: dict[str, str], expected: float) -> None:
    h = Harness(mode, _err(429, headers), OK)
    await h.chat()
    assert h.sleeps == [pytest.approx(expected)]


@pytest.mark.parametrize(("ahead", "expected"), [(7, 7.0), (60, 60.0), (3600, 0.5), (-30, 0.5)])
async def test_retry_after_http_date(mode: str, monkeypatch: pytest.MonkeyPatch, ahead: int, expected: float) -> None:
    now = 1_775_853_213.0
    monkeypatch.setattr(_base_client.time, "time", lambda: now)
    date = email.utils.formatdate(now + ahead, usegmt=True)
    h = Harness(mode, _err(503, {"Retry-After": date}), OK)
    await h.chat()
    assert h.sleeps == [pytest.approx(expected)]


async def test_x_should_retry_true_overrides_status(mode: str) -> None:
    h = Harness(mode, _err(400, {"x-should-retry": "true"}), OK)
    result = await h.chat()
    assert isinstance(result, ChatCompletionResponse)
    assert len(h.requests) == 2


async def test_x_should_retry_false_overrides_status(mode: str) -> None:
    h = Harness(mode, _err(503, {"x-should-retry": "false"}), OK)
    with pytest.raises(InternalServerError):
        await h.chat()
    assert len(h.requests) == 1
    assert h.sleeps == []


async def test_x_should_retry_true_still_respects_max_retries(mode: str) -> None:
    h = Harness(mode, _err(400, {"x-should-retry": "true"}), max_retries=1)
    with pytest.raises(BadRequestError):
        await h.chat()
    assert len(h.requests) == 2


@pytest.mark.parametrize("max_retries", [0, 1, 4])
async def test_max_retries_per_client(mode: str, max_retries: int) -> None:
    h = Harness(mode, _err(500), max_retries=max_retries)
    with pytest.raises(InternalServerError):
        await h.chat()
    assert len(h.requests) == max_retries + 1
    assert len(h.sleeps) == max_retries


async def test_max_retries_with_options(mode: str) -> None:
    h = Harness(mode, _err(429))
    copy = h.client.with_options(max_retries=4)
    assert copy.max_retries == 4 and h.client.max_retries == 2
    with pytest.raises(RateLimitError):
        await h.chat(client=copy)
    assert len(h.requests) == 5
    assert h.sleeps == [0.5, 1.0, 2.0, 4.0]  # the copy kept the fake sleep and the fixed jitter
    with pytest.raises(RateLimitError):
        await h.chat(client=h.client.with_options(max_retries=0))
    assert len(h.requests) == 6


def test_negative_max_retries_is_rejected(mode: str) -> None:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    with pytest.raises(ValueError, match="max_retries"):
        cls(api_key="sk-x", max_retries=-1)


async def test_stream_retried_on_status_before_the_body(mode: str) -> None:
    h = Harness(mode, _err(503), _err(429, {"retry-after": "1"}), stream_reply(*CHAT_CHUNKS))
    stream = await h.chat(stream=True)
    chunks = await h.collect(stream)
    assert text_of(chunks) == CHAT_TEXT
    assert len(h.requests) == 3
    assert h.sleeps == [0.5, 1.0]
    assert all(json.loads(r.content)["stream"] is True for r in h.requests)
    assert all(b.closed for b in h.server.bodies)


async def test_stream_retried_on_connection_error_before_the_body(mode: str) -> None:
    h = Harness(mode, httpx.ConnectError("refused"), stream_reply(*CHAT_CHUNKS))
    chunks = await h.collect(await h.chat(stream=True))
    assert text_of(chunks) == CHAT_TEXT
    assert len(h.requests) == 2


async def test_stream_broken_mid_body_is_not_retried(mode: str) -> None:
    broken = Reply(200, content=b"data: " + json.dumps(CHAT_CHUNKS[0]).encode() + b"\n\n", error=httpx.ReadError("reset"))
    h = Harness(mode, broken, stream_reply(*CHAT_CHUNKS))
    stream = await h.chat(stream=True)
    got, exc = await h.drain(stream)
    assert isinstance(exc, APIConnectionError)
    assert len(got) == 1
    assert len(h.requests) == 1
    assert h.sleeps == []


async def test_body_broken_before_return_is_retried_for_non_streamed_calls(mode: str) -> None:
    broken = Reply(200, content=b'{"choices": [{"finish_reason"', headers={"content-type": "application/json"}, error=httpx.ReadError("reset"))
    h = Harness(mode, broken, OK)
    result = await h.chat(extra_headers={"Idempotency-Key": "k-1"})  # a POST: only with a key
    assert result.id == CHAT_RESPONSE["id"]
    assert len(h.requests) == 2
    assert all(b.closed for b in h.server.bodies)
