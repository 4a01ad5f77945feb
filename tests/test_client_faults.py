"""Fault injection: over a thousand calls per client flavour against a transport that answers
with a seeded random mix of successes, 429s with ``Retry-After``, 5xx, 400s, dropped connections,
timeouts (raised by the transport: nothing really waits) and bodies that break mid-way, also
inside streams.

Every call must end in what the retry rules predict from the faults the server chose for it:
the right object, or the documented exception after the right number of attempts.  Nothing may
hang (the fake sleep never waits; async calls run under ``asyncio.wait_for``) and every response
the transport handed out must be closed at the end.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from _client_support import (
    API_KEY,
    CHAT_CHUNKS,
    CHAT_RESPONSE,
    MESSAGES,
    MODEL,
    RESPONSE_OBJECT,
    TrackedBody,
    sse,
)
from sambanova_sdk import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AsyncSambaNova,
    BadRequestError,
    InternalServerError,
    RateLimitError,
    SambaNova,
    SambaNovaError,
)
from sambanova_sdk.types import (
    ChatCompletionResponse,
    ChatCompletionStreamResponse,
    ResponseResponse,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

CALLS = 1200
SEED = 20240611
MAX_RETRIES = 2
KINDS = ["chat"] * 35 + ["stream"] * 30 + ["early_break"] * 10 + ["responses"] * 10 + ["raw"] * 8 + ["streaming_response"] * 7
FAULTS = (
    ["ok"] * 40
    + ["rate_limit"] * 12
    + ["server_error"] * 12
    + ["no_retry_503"] * 2
    + ["bad_request"] * 3
    + ["drop"] * 10
    + ["slow"] * 8
    + ["truncated"] * 8
    + ["slow_body"] * 4
    + ["stream_error"] * 3
)
STREAMED = {"stream", "early_break"}


class _Tally(dict[str, int]):
    def __missing__(self, key: str) -> int:
        return 0


@dataclass
class Attempt:
    fault: str
    first_event_complete: bool = True  # for cut bodies: whether the first SSE event got through
    sent: bool = True  # for drop/slow: the error came after the request was written (not retried: a POST)


@dataclass
class FaultServer:
    """Answers each attempt of each call (``X-Call-Id`` + ``X-Retry-Count``) with a fault drawn
    from a generator seeded by both, so outcomes do not depend on scheduling."""

    attempts: dict[int, list[Attempt]] = field(default_factory=dict)
    responses: list[httpx.Response] = field(default_factory=list)
    bodies: list[TrackedBody] = field(default_factory=list)
    sleeps: list[float] = field(default_factory=list)

    def __call__(self, request: httpx.Request) -> httpx.Response:
        call = int(request.headers["X-Call-Id"])
        attempt = int(request.headers["X-Retry-Count"])
        rnd = random.Random(f"{SEED}:{call}:{attempt}")
        streamed = json.loads(request.content).get("stream") is True
        fault = rnd.choice(FAULTS)
        if fault == "stream_error" and not streamed:
            fault = "ok"
        record = Attempt(fault)
        self.attempts.setdefault(call, []).append(record)
        assert len(self.attempts[call]) == attempt + 1, "attempts arrive in order"

        if fault in ("drop", "slow"):
            if fault == "drop":
                exc = rnd.choice([httpx.ConnectError("connection refused"), httpx.ReadError("connection reset by peer"), httpx.RemoteProtocolError("server disconnected")])
            else:
                exc = rnd.choice([httpx.ReadTimeout("timed out"), httpx.ConnectTimeout("timed out"), httpx.WriteTimeout("timed out")])
            record.sent = not isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout))
            raise exc
        if fault == "rate_limit":
            after = rnd.choice([{"retry-after": "0"}, {"retry-after": "2.5"}, {"retry-after-ms": "300"}, {"retry-after": "120"}, {}])
            return self._reply(request, 429, b'{"error": {"message": "Rate limit exceeded", "type": "rate_limit_error"}}', "application/json", after, rnd)
        if fault == "server_error":
            if rnd.random() < 0.5:
                return self._reply(request, 503, b"Service Temporarily Unavailable", "text/plain", {}, rnd)
            return self._reply(request, 500, b'{"error": "Internal Server Error"}', "application/json", {}, rnd)
        if fault == "no_retry_503":
            return self._reply(request, 503, b"overloaded", "text/plain", {"x-should-retry": "false"}, rnd)
        if fault == "bad_request":
            return self._reply(request, 400, b'{"error": {"message": "you must provide a model parameter", "type": "invalid_request_error"}}', "application/json", {}, rnd)

        if streamed:
            eol = rnd.choice(["\n", "\r\n", "\r"])
            body = sse(*CHAT_CHUNKS, eol=eol)
            first_end = body.index((eol + eol).encode()) + 2 * len(eol)
            if fault == "stream_error":
                err = {"error": {"message": "Rate limit exceeded", "type": "rate_limit_error"}}
                body = body[:first_end] + f"event: error{eol}data: {json.dumps(err)}{eol}{eol}".encode() + body[first_end:]
            content_type = "text/event-stream"
        else:
            body = json.dumps(RESPONSE_OBJECT if request.url.path.endswith("/responses") else CHAT_RESPONSE).encode()
            first_end = len(body)
            content_type = "application/json"
        error: BaseException | None = None
        if fault in ("truncated", "slow_body"):
            cut = rnd.randrange(1, len(body))
            if cut == first_end:
                cut += 1
            record.first_event_complete = cut > first_end
            body = body[:cut]
            error = httpx.RemoteProtocolError("peer closed connection without sending complete message body") if fault == "truncated" else httpx.ReadTimeout("timed out")
        return self._reply(request, 200, body, content_type, {}, rnd, error)

    def _reply(self, request: httpx.Request, status: int, body: bytes, content_type: str, headers: dict[str, str], rnd: random.Random, error: BaseException | None = None) -> httpx.Response:
        stream = TrackedBody(body, chunks=rnd, error=error)
        self.bodies.append(stream)
        response = httpx.Response(status, headers={"content-type": content_type, "x-request-id": f"req_{len(self.bodies)}", **headers}, stream=stream, request=request)
        self.responses.append(response)
        return response


def expected_outcome(kind: str, attempts: list[Attempt]) -> tuple[Any, int]:
    """What the retry rules predict: (``"ok"`` or an exception class, number of attempts).
    Mid-stream failures are ``("mid-stream", cls)``."""
    read_after_return = kind in STREAMED or kind == "streaming_response"
    for i, a in enumerate(attempts):
        last = i == MAX_RETRIES
        f = a.fault
        if f in ("ok",):
            return "ok", i + 1
        if f == "stream_error":
            return ("ok" if kind == "early_break" else ("mid-stream", RateLimitError)), i + 1
        if f in ("truncated", "slow_body"):
            cls = APIConnectionError if f == "truncated" else APITimeoutError
            if read_after_return:
                if kind == "early_break" and a.first_event_complete:
                    return "ok", i + 1
                return ("mid-stream", cls), i + 1
            return cls, i + 1  # the POST was answered: not sent again (no idempotency key)
        if f in ("rate_limit", "server_error", "drop", "slow"):
            if last or (f in ("drop", "slow") and a.sent):  # a POST that may have been sent
                return {"rate_limit": RateLimitError, "server_error": InternalServerError, "drop": APIConnectionError, "slow": APITimeoutError}[f], i + 1
            continue
        if f == "no_retry_503":
            return InternalServerError, i + 1
        if f == "bad_request":
            return BadRequestError, i + 1
    raise AssertionError(f"no outcome for {attempts}")


def _kwargs(call: int) -> dict[str, Any]:
    return {"extra_headers": {"X-Call-Id": str(call)}}


def run_sync_call(client: SambaNova, kind: str, call: int) -> tuple[Any, list[Any], BaseException | None]:
    """Run one call; returns (result, stream items, exception)."""
    items: list[Any] = []
    try:
        if kind == "chat":
            return client.chat.completions.create(model=MODEL, messages=MESSAGES, **_kwargs(call)), items, None
        if kind == "responses":
            return client.responses.create(model=MODEL, input="Tell me a story", **_kwargs(call)), items, None
        if kind == "raw":
            return client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES, **_kwargs(call)).parse(), items, None
        if kind == "streaming_response":
            with client.chat.completions.with_streaming_response.create(model=MODEL, messages=MESSAGES, **_kwargs(call)) as r:
                return r.parse(), items, None
        stream = client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True, **_kwargs(call))
        if kind == "early_break":
            with stream:
                for chunk in stream:
                    items.append(chunk)
                    break
        else:
            for chunk in stream:
                items.append(chunk)  # noqa: PERF402 - the items before an exception count
        return None, items, None
    except SambaNovaError as exc:
        return None, items, exc


async def run_async_call(client: AsyncSambaNova, kind: str, call: int) -> tuple[Any, list[Any], BaseException | None]:
    items: list[Any] = []
    try:
        if kind == "chat":
            return await client.chat.completions.create(model=MODEL, messages=MESSAGES, **_kwargs(call)), items, None
        if kind == "responses":
            return await client.responses.create(model=MODEL, input="Tell me a story", **_kwargs(call)), items, None
        if kind == "raw":
            raw = await client.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES, **_kwargs(call))
            return await raw.parse(), items, None
        if kind == "streaming_response":
            async with client.chat.completions.with_streaming_response.create(model=MODEL, messages=MESSAGES, **_kwargs(call)) as r:
                return await r.parse(), items, None
        stream = await client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True, **_kwargs(call))
        if kind == "early_break":
            async with stream:
                async for chunk in stream:
                    items.append(chunk)
                    break
        else:
            async for chunk in stream:
                items.append(chunk)
        return None, items, None
    except SambaNovaError as exc:
        return None, items, exc


def check(call: int, kind: str, server: FaultServer, result: Any, items: list[Any], exc: BaseException | None, tally: _Tally) -> None:
    attempts = server.attempts[call]
    outcome, n_attempts = expected_outcome(kind, attempts)
    where = f"call {call} ({kind}) faults={[a.fault for a in attempts]}"
    assert len(attempts) == n_attempts, where
    if outcome == "ok":
        assert exc is None, f"{where}: {exc!r}"
        if kind in STREAMED:
            assert all(type(c) is ChatCompletionStreamResponse for c in items), where
            expected = CHAT_CHUNKS[:1] if kind == "early_break" else CHAT_CHUNKS
            assert [c.to_dict() for c in items] == expected, where
        elif kind == "responses":
            assert type(result) is ResponseResponse and result.to_dict() == RESPONSE_OBJECT, where
        else:
            assert type(result) is ChatCompletionResponse and result.to_dict() == CHAT_RESPONSE, where
        tally["ok"] += 1
        return
    if isinstance(outcome, tuple):  # failed after the body was handed over: never retried
        _, cls = outcome
        assert type(exc) is cls, f"{where}: {exc!r}"
        assert [c.to_dict() for c in items] == CHAT_CHUNKS[: len(items)], where
        tally[f"mid-stream {cls.__name__}"] += 1
        return
    assert type(exc) is outcome, f"{where}: {exc!r}"
    if isinstance(exc, APIStatusError):
        assert exc.request_id is not None and exc.request_id == exc.response.headers["x-request-id"], where
        assert exc.body is not None
    else:
        assert isinstance(exc, APIConnectionError) and exc.__cause__ is not None, where
    tally[outcome.__name__] += 1


def final_checks(server: FaultServer, tally: _Tally) -> None:
    assert sum(tally.values()) == CALLS
    # every kind of outcome happened, so the run proves something
    for name in ("ok", "RateLimitError", "InternalServerError", "BadRequestError", "APIConnectionError", "APITimeoutError",
                 "mid-stream APIConnectionError", "mid-stream APITimeoutError", "mid-stream RateLimitError"):
        assert tally[name] > 0, (name, dict(tally))
    assert tally["ok"] > CALLS * 0.5  # a POST that may have been sent is not retried (no idempotency key)
    total_attempts = sum(len(a) for a in server.attempts.values())
    assert total_attempts > CALLS * 1.2  # plenty of retries happened
    assert len(server.sleeps) == total_attempts - CALLS
    assert all(0 <= s <= 60 for s in server.sleeps)
    open_responses = [r for r in server.responses if not r.is_closed]
    open_bodies = [b for b in server.bodies if not b.closed]
    assert open_responses == [] and open_bodies == [], f"{len(open_responses)} responses / {len(open_bodies)} bodies left open"


def _plan() -> list[str]:
    rnd = random.Random(SEED)
    return [rnd.choice(KINDS) for _ in range(CALLS)]


def test_sync_client_under_faults() -> None:
    server = FaultServer()
    client = SambaNova(api_key=API_KEY, http_client=httpx.Client(transport=httpx.MockTransport(server)), max_retries=MAX_RETRIES)
    client._sleep_fn = server.sleeps.append
    tally = _Tally()
    for call, kind in enumerate(_plan()):
        result, items, exc = run_sync_call(client, kind, call)
        check(call, kind, server, result, items, exc, tally)
    final_checks(server, tally)


async def test_async_client_under_faults() -> None:
    server = FaultServer()
    client = AsyncSambaNova(api_key=API_KEY, http_client=httpx.AsyncClient(transport=httpx.MockTransport(server)), max_retries=MAX_RETRIES)

    async def fake_sleep(seconds: float) -> None:
        server.sleeps.append(seconds)
        await asyncio.sleep(0)  # let other calls run: a real interleaving, no real waiting

    client._sleep_fn = fake_sleep
    tally = _Tally()
    plan = _plan()
    batch = 25  # calls in flight at once
    for start in range(0, CALLS, batch):
        calls = range(start, min(start + batch, CALLS))
        results = await asyncio.wait_for(asyncio.gather(*(run_async_call(client, plan[c], c) for c in calls)), timeout=30)
        for call, (result, items, exc) in zip(calls, results, strict=True):
            check(call, plan[call], server, result, items, exc, tally)
    final_checks(server, tally)


@pytest.mark.parametrize("kind", sorted(set(KINDS)))
def test_expected_outcome_rules(kind: str) -> None:
    """The oracle itself, on hand-written fault sequences."""
    a = Attempt
    assert expected_outcome(kind, [a("ok")]) == ("ok", 1)
    assert expected_outcome(kind, [a("rate_limit"), a("drop", sent=False), a("slow")]) == (APITimeoutError, 3)
    assert expected_outcome(kind, [a("rate_limit"), a("drop"), a("ok")]) == (APIConnectionError, 2)
    assert expected_outcome(kind, [a("server_error"), a("bad_request")]) == (BadRequestError, 2)
    cut = expected_outcome(kind, [a("truncated", first_event_complete=False), a("ok")])
    if kind in ("chat", "responses", "raw"):
        assert cut == (APIConnectionError, 1)  # a POST answered in part is not sent again
    else:
        assert cut == (("mid-stream", APIConnectionError), 1)
