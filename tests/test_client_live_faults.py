"""Fault injection against the real server (``tests/_live_server.py``): 2,000 calls from 16
threads on one ``SambaNova`` and 500 concurrent tasks on one ``AsyncSambaNova``, each facing a
fault chosen from a seeded plan: resets (RST) mid-body and mid-event, clean closes that
truncate a chunked body, slow and trickling peers, bytes that are not HTTP, redirects (same
origin and to another origin), 5xx with and without ``Retry-After``, 429, deeply nested JSON.

Every call must end in a result or a documented exception (an ``APIError`` of this package)
within a bounded time; afterwards no connection may be busy in the client's pool nor left open
on the server once the client is closed; and the API key must appear in no log record (ours,
httpx's, httpcore's, at DEBUG) and no exception text (with its causes).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import threading
import time
import traceback
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import quote

import pytest
from _client_support import CHAT_CHUNKS, CHAT_RESPONSE, CHAT_TEXT, MESSAGES, MODEL, text_of
from _live_server import LiveServer, Req, busy_connections, sse_body
from sambanova_sdk import APIError, AsyncSambaNova, SambaNova
from sambanova_sdk.types import ChatCompletionResponse

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

KEY = "sk-live-Q9v+x/7Zk3m=="  # characters that change when percent-encoded
SEED = 20261130
FAULTS = (
    ["ok"] * 30
    + ["reset_mid_body"] * 6
    + ["reset_mid_event"] * 6
    + ["truncated"] * 6
    + ["slow"] * 6
    + ["garbage"] * 4
    + ["redirect_same"] * 4
    + ["redirect_other"] * 4
    + ["503_retry_after"] * 5
    + ["503"] * 5
    + ["429"] * 3
    + ["deep_json"] * 3
    + ["echo_key_401"] * 3
    + ["trickle"] * 1
)
TOTAL_TIMEOUT = 8.0  # long enough for 500 concurrent calls on a loaded 2-core machine; bounds "trickle"
MAX_CALL_SECONDS = 20.0  # total_timeout, one read timeout (3 s) and a loaded machine's slack


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))  # Handler.handle holds the handler's lock


@pytest.fixture()
def log_lines() -> Any:
    handler = _Collect()
    names = ["sambanova_sdk", "httpx", "httpcore"]
    saved = {n: logging.getLogger(n).level for n in names}
    for n in names:
        logging.getLogger(n).setLevel(logging.DEBUG)
        logging.getLogger(n).addHandler(handler)
    yield handler.lines
    for n in names:
        logging.getLogger(n).removeHandler(handler)
        logging.getLogger(n).setLevel(saved[n])


def _make_handler(other_base: list[str]) -> Any:
    async def handler(req: Req) -> None:
        fault = req.headers.get("x-fault", "ok")
        attempt = req.headers.get("x-retry-count", "0")
        stream = json.loads(req.body or b"{}").get("stream") is True
        if "hop=1" in req.query or attempt != "0":
            fault = "ok"  # faults hit the first attempt only; retries and redirects succeed
        if fault == "ok":
            if stream:
                await req.sse(sse_body(*CHAT_CHUNKS))
            else:
                await req.json(CHAT_RESPONSE)
        elif fault == "reset_mid_body":
            await req.start(200, [("content-length", "5000")])
            await req.write(json.dumps(CHAT_RESPONSE).encode()[:200])
            await asyncio.sleep(0.005)
            req.reset()
        elif fault == "reset_mid_event":
            await req.start(200, content_type="text/event-stream" if stream else "application/json")
            await req.write(sse_body(CHAT_CHUNKS[0], done=False)[0] + b'data: {"choices": [{"del')
            await asyncio.sleep(0.005)
            req.reset()
        elif fault == "truncated":
            await req.start(200, content_type="text/event-stream" if stream else "application/json")
            await req.write(sse_body(CHAT_CHUNKS[0], done=False)[0] if stream else b'{"id": "x", "choi')
            await asyncio.sleep(0.005)
            req.close()  # FIN without the last chunk
        elif fault == "slow":
            body = b"".join(sse_body(*CHAT_CHUNKS)) if stream else json.dumps(CHAT_RESPONSE).encode()
            await req.start(200, content_type="text/event-stream" if stream else "application/json")
            for i in range(0, len(body), len(body) // 3 + 1):
                await req.write(body[i : i + len(body) // 3 + 1])
                await asyncio.sleep(0.02)
            await req.write(b"", more=False)
        elif fault == "trickle":
            await req.start(200, content_type="text/event-stream" if stream else "application/json")
            while req.port in req.server.open_ports():
                await req.write(b": ...\n" if stream else b" ")
                await asyncio.sleep(0.1)
        elif fault == "garbage":
            req.raw(b"HTTP/1.1 OK maybe\r\nContent-Length: banana\r\n\r\n\x00\xff garbage")
            req.close()
        elif fault in ("redirect_same", "redirect_other"):
            base = other_base[0] if fault == "redirect_other" else req.server.url + req.path.rsplit("/chat/completions", 1)[0]
            await req.respond(307, b"", headers=[("location", f"{base}/chat/completions?hop=1")])
        elif fault == "503_retry_after":
            await req.json({"error": {"message": "busy"}}, status=503, headers=[("retry-after", "0")])
        elif fault == "503":
            await req.json({"error": {"message": "busy"}}, status=503)
        elif fault == "429":
            await req.json({"error": {"message": "slow down"}}, status=429, headers=[("retry-after-ms", "1")])
        elif fault == "deep_json":
            await req.respond(200, ('{"id": ' + "[" * 3000 + "]" * 3000 + "}").encode())
        elif fault == "echo_key_401":
            key = req.headers.get("authorization", "").removeprefix("Bearer ")
            await req.json({"error": {"message": f"bad key {key} / {quote(key, safe='')}"}}, status=401)
        else:
            raise AssertionError(fault)

    return handler


def _other_handler() -> Any:
    async def handler(req: Req) -> None:
        if "authorization" in req.headers or KEY in req.query:
            await req.json({"error": {"message": "credential leaked across origins"}}, status=418)
        elif json.loads(req.body or b"{}").get("stream") is True:
            await req.sse(sse_body(*CHAT_CHUNKS))
        else:
            await req.json(CHAT_RESPONSE)

    return handler


def _plan(n: int, salt: str) -> list[tuple[str, bool]]:
    rnd = random.Random(f"{SEED}-{salt}")
    return [(rnd.choice(FAULTS), rnd.random() < 0.5) for _ in range(n)]


def _check_outcome(fault: str, stream: bool, result: Any, exc: BaseException | None, seconds: float, texts: list[str], tally: Counter[str]) -> None:
    assert seconds < MAX_CALL_SECONDS, (fault, stream, seconds)
    if exc is not None:
        assert isinstance(exc, APIError), (fault, stream, repr(exc))  # documented errors only
        assert fault != "ok", (fault, stream, repr(exc))
        assert not (fault == "redirect_other" and getattr(exc, "status_code", None) == 418), "credential leaked"
        texts.append("".join(traceback.format_exception(exc)))
        tally[f"{fault}:{type(exc).__name__}"] += 1
        return
    if stream:
        assert text_of(result) == CHAT_TEXT or fault in ("reset_mid_event", "truncated", "trickle"), fault
    else:
        assert isinstance(result, ChatCompletionResponse), (fault, type(result))
    tally[f"{fault}:ok"] += 1


def _final_checks(route: Any, other: Any, client_busy: int, lines: list[str], texts: list[str], tally: Counter[str]) -> None:
    assert client_busy == 0
    assert route.wait_idle(20.0), (route.active, route.open_connections())
    assert other.wait_idle(20.0)
    for blob in [*lines, *texts]:
        for spelling in (KEY, quote(KEY, safe=""), quote(KEY, safe="").lower()):
            assert spelling not in blob, blob[:500]
    # every kind of fault was met and ended as documented
    assert {k.split(":")[0] for k in tally} == set(FAULTS)
    assert not any(k.startswith("ok:") and not k.endswith(":ok") for k in tally)


@pytest.mark.slow
def test_sync_client_from_16_threads_under_faults(live: LiveServer, live_other: LiveServer, log_lines: list[str]) -> None:
    other = live_other.route(_other_handler())
    route = live.route(_make_handler([other.base_url]))
    client = SambaNova(api_key=KEY, base_url=route.base_url, timeout=3.0, total_timeout=TOTAL_TIMEOUT, max_retries=2)
    client._sleep_fn = lambda seconds: None
    plan = _plan(int(os.environ.get("FAULT_CALLS", "2000")), "sync")
    texts: list[str] = []
    tally: Counter[str] = Counter()
    lock = threading.Lock()

    def one(item: tuple[str, bool]) -> None:
        fault, stream = item
        start = time.monotonic()
        result: Any = None
        exc: BaseException | None = None
        try:
            result = client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=stream, extra_headers={"X-Fault": fault})
            if stream:
                result = list(result)
        except Exception as e:  # noqa: BLE001 - checked below
            exc = e
        seconds = time.monotonic() - start
        with lock:
            _check_outcome(fault, stream, result, exc, seconds, texts, tally)

    with ThreadPoolExecutor(16) as pool:
        for future in [pool.submit(one, item) for item in plan]:
            future.result()
    busy = busy_connections(client)
    client.close()
    _final_checks(route, other, busy, log_lines, texts, tally)
    print(dict(sorted(tally.items())))


@pytest.mark.slow
async def test_async_client_with_500_tasks_under_faults(live: LiveServer, live_other: LiveServer, log_lines: list[str]) -> None:
    other = live_other.route(_other_handler())
    route = live.route(_make_handler([other.base_url]))
    client = AsyncSambaNova(api_key=KEY, base_url=route.base_url, timeout=3.0, total_timeout=TOTAL_TIMEOUT, max_retries=2)

    async def no_sleep(seconds: float) -> None:
        await asyncio.sleep(0)

    client._sleep_fn = no_sleep
    plan = _plan(500, "async")
    texts: list[str] = []
    tally: Counter[str] = Counter()

    async def one(item: tuple[str, bool]) -> None:
        fault, stream = item
        start = time.monotonic()
        result: Any = None
        exc: BaseException | None = None
        try:
            result = await client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=stream, extra_headers={"X-Fault": fault})
            if stream:
                result = [c async for c in result]
        except Exception as e:  # noqa: BLE001 - checked below
            exc = e
        _check_outcome(fault, stream, result, exc, time.monotonic() - start, texts, tally)

    await asyncio.wait_for(asyncio.gather(*(one(item) for item in plan)), timeout=120)
    busy = busy_connections(client)
    await client.close()
    await asyncio.to_thread(_final_checks, route, other, busy, log_lines, texts, tally)
    print(dict(sorted(tally.items())))
