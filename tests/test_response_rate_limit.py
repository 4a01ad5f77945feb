"""Rate-limit and request-id fields of every raw response (issue 28 item 4), on a real socket
(``tests/_live_server.py``): ``response.rate_limit`` parsed from ``X-RateLimit-*``,
``RateLimit-*`` or a single ``RateLimit`` header (a Unix-time reset becomes seconds from now),
``None`` when none is sent; ``response.request_id`` from ``x-request-id``; sync and async."""

from __future__ import annotations

import time
from typing import Any

import pytest
import sambanova_sdk
from _client_support import MESSAGES, MODEL
from _live_server import LiveServer, Req
from sambanova_sdk import AsyncSambaNova, SambaNova
from sambanova_sdk._response import RateLimit

COMPLETION = {"id": "c1", "object": "chat.completion", "created": 1, "model": MODEL, "choices": []}


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ([("X-RateLimit-Limit", "100"), ("X-RateLimit-Remaining", "7"), ("X-RateLimit-Reset", "30")], RateLimit(100, 7, 30.0)),
        ([("RateLimit-Limit", "60"), ("RateLimit-Remaining", "0"), ("RateLimit-Reset", "1.5")], RateLimit(60, 0, 1.5)),
        ([("RateLimit", "limit=10, remaining=4, reset=9")], RateLimit(10, 4, 9.0)),
        ([("RateLimit", '"default";r=3;t=12')], RateLimit(None, 3, 12.0)),
        ([("X-RateLimit-Remaining", "oops")], RateLimit(None, None, None)),
        ([], None),
    ],
)
async def test_the_rate_limit_and_request_id_of_a_raw_response(mode: str, live: LiveServer, headers: list[tuple[str, str]], expected: RateLimit | None) -> None:
    async def answer(req: Req) -> None:
        await req.json(COMPLETION, headers=[("x-request-id", "req-42"), *headers])

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    raw = await _done(client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.request_id == "req-42"
    assert raw.rate_limit == expected
    await _done(client.close())


async def test_a_unix_time_reset_is_seconds_from_now(mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json(COMPLETION, headers=[("X-RateLimit-Reset", str(int(time.time()) + 60))])

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    raw = await _done(client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.rate_limit is not None and 55 <= raw.rate_limit.reset <= 61
    await _done(client.close())


@pytest.mark.parametrize(
    ("headers", "expected"),
    [([("x-request-id", "req-42")], "req-42"), ([("request-id", "req-7")], "req-7"), ([], None)],
)
async def test_a_returned_model_carries_the_request_id(mode: str, live: LiveServer, headers: list[tuple[str, str]], expected: str | None) -> None:
    """``model._request_id`` (as Stainless's SDKs have it): the ``x-request-id`` header, else
    ``request-id``, of the response the model was decoded from; not a field of the model."""

    async def answer(req: Req) -> None:
        await req.json(COMPLETION, headers=headers)

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    completion = await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert completion._request_id == expected
    assert "_request_id" not in completion.to_dict() and completion.to_dict()["id"] == "c1"
    raw = await _done(client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.request_id == expected and (await _done(raw.parse()))._request_id == expected
    await _done(client.close())


async def test_a_status_error_carries_the_rate_limit_of_its_response(mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        headers = [("request-id", "req-9"), ("X-RateLimit-Limit", "100"), ("X-RateLimit-Remaining", "0"), ("X-RateLimit-Reset", "30")]
        await req.json({"error": {"message": "slow down"}}, status=429, headers=headers)

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    with pytest.raises(sambanova_sdk.RateLimitError) as info:
        await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert info.value.rate_limit == RateLimit(100, 0, 30.0)
    assert info.value.request_id == "req-9"
    await _done(client.close())


async def test_a_status_error_without_rate_limit_headers_has_none(mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json({"error": {"message": "nope"}}, status=400)

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    with pytest.raises(sambanova_sdk.APIStatusError) as info:
        await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert info.value.rate_limit is None
    await _done(client.close())


HUGE = "9" * 400  # float() of it is inf: int(inf) raised OverflowError
ABSURD = [
    ([("X-RateLimit-Limit", HUGE), ("X-RateLimit-Remaining", "5"), ("X-RateLimit-Reset", "2")], RateLimit(None, 5, 2.0)),
    ([("X-RateLimit-Limit", "inf"), ("X-RateLimit-Remaining", "nan"), ("X-RateLimit-Reset", "1e999")], RateLimit(None, None, None)),
    ([("X-RateLimit-Limit", str(2**64)), ("X-RateLimit-Remaining", "-Infinity"), ("X-RateLimit-Reset", "1e300")], RateLimit(None, None, None)),
    ([("RateLimit", f"limit={HUGE}, remaining=4, reset={HUGE}")], RateLimit(None, 4, None)),
    ([("RateLimit", f'"default";r={HUGE};t=7')], RateLimit(None, None, 7.0)),
]


@pytest.mark.parametrize(("headers", "expected"), ABSURD)
async def test_non_finite_or_absurd_rate_limit_numbers_are_absent(mode: str, live: LiveServer, headers: list[tuple[str, str]], expected: RateLimit) -> None:
    """A 400-digit, ``inf``, ``nan``, ``1e999`` or over-``2**63`` number in ``X-RateLimit-*``
    or the ``RateLimit`` header is taken as not sent (``None``), on a 200's
    ``response.rate_limit`` and a 429's ``APIStatusError.rate_limit``: nothing raises."""

    async def answer(req: Req) -> None:
        if "/chat/" in req.path and req.json_body().get("n") == 2:
            await req.json({"error": {"message": "slow down"}}, status=429, headers=headers)
        else:
            await req.json(COMPLETION, headers=headers)

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    raw = await _done(client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.rate_limit == expected
    with pytest.raises(sambanova_sdk.RateLimitError) as info:
        await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES, n=2))
    assert info.value.rate_limit == expected
    await _done(client.close())


STRICT = [
    # Python's int()/float() take these; a header's number is plain digits (a reset: a fraction too)
    ([("X-RateLimit-Limit", "1_000"), ("X-RateLimit-Remaining", "0x10"), ("X-RateLimit-Reset", "5e0")], RateLimit(None, None, None)),
    ([("X-RateLimit-Limit", "10.9"), ("X-RateLimit-Remaining", "+3"), ("X-RateLimit-Reset", "1.25")], RateLimit(None, None, 1.25)),
    ([("RateLimit", "limit=1_000, remaining=0x10, reset=1.2.3")], RateLimit(None, None, None)),
    # a blank header is not sent: the structured RateLimit header gives the field
    ([("RateLimit-Limit", ""), ("RateLimit", "limit=100, remaining=50, reset=..")], RateLimit(100, 50, None)),
    ([("X-RateLimit-Limit", ""), ("RateLimit-Limit", "7"), ("X-RateLimit-Remaining", "oops"), ("RateLimit-Remaining", "2")], RateLimit(7, 2, None)),
    ([("X-RateLimit-Limit", ""), ("X-RateLimit-Reset", "")], None),
    # a reset beyond any Unix time, in seconds or milliseconds, is none
    ([("X-RateLimit-Reset", "1" + "0" * 14)], RateLimit(None, None, None)),
]


@pytest.mark.parametrize(("headers", "expected"), STRICT)
async def test_rate_limit_numbers_are_plain_digits_and_blank_headers_are_absent(mode: str, live: LiveServer, headers: list[tuple[str, str]], expected: RateLimit | None) -> None:
    async def answer(req: Req) -> None:
        if "/chat/" in req.path and req.json_body().get("n") == 2:
            await req.json({"error": {"message": "slow down"}}, status=429, headers=headers)
        else:
            await req.json(COMPLETION, headers=headers)

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    raw = await _done(client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))
    assert raw.rate_limit == expected
    with pytest.raises(sambanova_sdk.RateLimitError) as info:
        await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES, n=2))
    assert info.value.rate_limit == expected
    await _done(client.close())


@pytest.mark.parametrize("header", [("X-RateLimit-Reset", "{ms}"), ("RateLimit", "limit=5, remaining=0, reset={ms}")])
async def test_a_unix_time_in_milliseconds_is_seconds_from_now(mode: str, live: LiveServer, header: tuple[str, str]) -> None:
    """``1733250000000`` (epoch milliseconds) read as seconds was a reset 55,000 years away."""

    async def answer(req: Req) -> None:
        in_60s = str(int((time.time() + 60) * 1000))
        await req.json({"error": {"message": "slow down"}}, status=429, headers=[(header[0], header[1].format(ms=in_60s))])

    route = live.route(answer)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key="sk-test-1234", base_url=route.base_url, max_retries=0)
    with pytest.raises(sambanova_sdk.RateLimitError) as info:
        await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    limit = info.value.rate_limit
    assert limit is not None and limit.reset is not None and 50 <= limit.reset <= 61, limit
    await _done(client.close())
