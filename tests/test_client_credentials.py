"""Credentials: redirects that leave the origin carry none (API keys in a header or a query
parameter, ``Authorization``, cookies, headers named like secrets), on a real socket with two
servers; keys are masked in every spelling in logs (ours and httpx's own line) and exception
texts; a ``base_url`` with userinfo and a key that cannot be sent are refused without echoing
them."""

from __future__ import annotations

import logging
import traceback
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote, quote_plus

import httpx
import pytest
from _client_support import API_KEY, CHAT_RESPONSE, MESSAGES, MODEL, Harness, Reply
from _generate import generated_package
from _live_server import LiveServer, Req, Route
from sambanova_sdk import AsyncSambaNova, SambaNova

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
QUERY_KEY = "qk+SECRET/123=="  # every character that percent-encoding changes
HEADER_KEY = "hk-SECRET-9f8e7d6c"


def _spec(scheme: dict[str, Any]) -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Cred", "version": "1"},
        "servers": [{"url": "https://api.example.com"}],
        "security": [{"key": []}],
        "paths": {
            "/private": {
                "get": {"operationId": "getPrivate", "responses": OK},
                "post": {
                    "operationId": "postPrivate",
                    "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}},
                    "responses": OK,
                },
            }
        },
        "components": {"securitySchemes": {"key": scheme}},
    }


@pytest.fixture(scope="module")
def header_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("hdr"), _spec({"type": "apiKey", "in": "header", "name": "X-Api-Key"}), "hdrkey_sdk") as module:
        yield module


@pytest.fixture(scope="module")
def query_sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("qry"), _spec({"type": "apiKey", "in": "query", "name": "api_key"}), "qrykey_sdk") as module:
        yield module


def _make(sdk: Any, mode: str, key: str, base_url: str, **kwargs: Any) -> Any:
    async_name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
    cls = getattr(sdk, async_name if mode == "async" else async_name.removeprefix("Async"))
    return cls(api_key=key, base_url=base_url, **kwargs)


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _redirector(target: str, status: int = 307) -> Any:
    async def handler(req: Req) -> None:
        location = target + ("?" + req.query if req.query else "")  # echoes the query, key included
        await req.respond(status, b"", headers=[("location", location)])

    return handler


def _recorder() -> Any:
    async def handler(req: Req) -> None:
        await req.json({"ok": True})

    return handler


def _spellings(key: str) -> list[str]:
    return [key, quote(key, safe=""), quote(key, safe="").lower(), quote_plus(key), httpx.QueryParams({"k": key}).get("k") or key, str(httpx.QueryParams({"k": key}))[2:]]


# ---- redirects ------------------------------------------------------------------------------


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
async def test_header_key_is_not_sent_to_another_origin(mode: str, header_sdk: Any, live: LiveServer, live_other: LiveServer, status: int) -> None:
    target = live_other.route(_recorder())
    source = live.route(_redirector(f"{target.base_url}/private", status))
    client = _make(header_sdk, mode, HEADER_KEY, source.base_url, default_headers={"X-Session-Token": "tok-123456", "X-Team": "search"})
    assert await _call(client.private.retrieve()) == {"ok": True}
    [first] = source.requests
    [second] = target.requests
    assert first.headers["x-api-key"] == HEADER_KEY
    assert "x-api-key" not in second.headers
    assert "x-session-token" not in second.headers  # named like a credential
    assert second.headers["x-team"] == "search"  # other headers follow
    assert HEADER_KEY not in str(second.raw_headers)
    await _call(client.close())


async def test_query_key_is_not_sent_to_another_origin(mode: str, query_sdk: Any, live: LiveServer, live_other: LiveServer) -> None:
    target = live_other.route(_recorder())
    source = live.route(_redirector(f"{target.base_url}/private"))
    client = _make(query_sdk, mode, QUERY_KEY, source.base_url, default_query={"keep": "1"})
    assert await _call(client.private.retrieve()) == {"ok": True}
    [first] = source.requests
    [second] = target.requests
    assert httpx.QueryParams(first.query)["api_key"] == QUERY_KEY
    assert httpx.QueryParams(second.query).multi_items() == [("keep", "1")]
    assert not any(s in second.query for s in _spellings(QUERY_KEY))
    await _call(client.close())


async def test_same_origin_redirect_keeps_the_key_and_the_body(mode: str, header_sdk: Any, live: LiveServer) -> None:
    target = live.route(_recorder())
    source = live.route(_redirector(f"{target.base_url}/private", 307))
    client = _make(header_sdk, mode, HEADER_KEY, source.base_url)
    assert await _call(client.private.create(n=7)) == {"ok": True}
    [second] = target.requests
    assert second.method == "POST"
    assert second.headers["x-api-key"] == HEADER_KEY
    assert second.json_body() == {"n": 7}  # 307 repeats the request, body included
    await _call(client.close())


async def test_303_becomes_a_get_without_a_body(mode: str, header_sdk: Any, live: LiveServer) -> None:
    target = live.route(_recorder())
    source = live.route(_redirector(f"{target.base_url}/private", 303))
    client = _make(header_sdk, mode, HEADER_KEY, source.base_url)
    await _call(client.private.create(n=7))
    [second] = target.requests
    assert (second.method, second.body) == ("GET", b"")
    assert "content-type" not in second.headers
    await _call(client.close())


async def test_bearer_key_is_not_sent_to_another_origin(mode: str, live: LiveServer, live_other: LiveServer) -> None:
    async def target_handler(req: Req) -> None:
        await req.json(CHAT_RESPONSE)

    target = live_other.route(target_handler)
    source = live.route(_redirector(f"{target.base_url}/chat/completions", 307))
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key=API_KEY, base_url=source.base_url)
    result = await _call(client.chat.completions.create(model=MODEL, messages=MESSAGES))
    assert result.id == CHAT_RESPONSE["id"]
    assert target.requests[0].json_body()["model"] == MODEL
    assert "authorization" not in target.requests[0].headers
    await _call(client.close())


async def test_redirect_loops_end_with_a_connection_error(mode: str, header_sdk: Any, live: LiveServer) -> None:
    route: list[Route] = []

    async def loop(req: Req) -> None:
        await req.respond(302, b"", headers=[("location", f"{route[0].base_url}/private")])

    route.append(live.route(loop))
    client = _make(header_sdk, mode, HEADER_KEY, route[0].base_url, max_retries=3)
    with pytest.raises(header_sdk.APIConnectionError, match="Too many redirects"):
        await _call(client.private.retrieve())
    assert len(route[0].requests) == 21  # the first request and 20 redirects; not retried
    await _call(client.close())


# ---- redaction ------------------------------------------------------------------------------


@pytest.fixture()
def _restore_logging() -> Iterator[None]:
    saved = {}
    for name in ("httpx", "qrykey_sdk", "hdrkey_sdk", "sambanova_sdk"):
        lg = logging.getLogger(name)
        saved[name] = (lg.level, list(lg.filters))
    yield
    for name, (level, filters) in saved.items():
        lg = logging.getLogger(name)
        lg.setLevel(level)
        lg.filters[:] = filters


@pytest.mark.usefixtures("_restore_logging")
async def test_query_key_is_masked_in_every_spelling_in_logs_the_app_configured(mode: str, query_sdk: Any, live: LiveServer, caplog: pytest.LogCaptureFixture) -> None:
    async def handler(req: Req) -> None:
        await req.json({"ok": True}, headers=[("x-echo", req.query)])

    route = live.route(handler)
    caplog.set_level(logging.DEBUG)  # the application's logging, without QRYKEY_SDK_LOG
    client = _make(query_sdk, mode, QUERY_KEY, route.base_url)
    await _call(client.private.retrieve(extra_query={"token": "tok-777777"}))
    messages = [r.getMessage() for r in caplog.records]
    assert any(m.startswith("HTTP Request: GET") for m in messages)  # httpx's own INFO line
    text = "\n".join(messages)
    for spelling in _spellings(QUERY_KEY):
        assert spelling not in text, spelling
    assert "tok-777777" not in text
    assert "api_key=<redacted>" in text
    await _call(client.close())


async def test_a_key_echoed_by_the_server_is_masked_in_the_exception(mode: str, query_sdk: Any, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        key = httpx.QueryParams(req.query)["api_key"]
        await req.json({"error": {"message": f"Invalid API key {key} (also {quote(key, safe='')})"}}, status=401)

    route = live.route(handler)
    client = _make(query_sdk, mode, QUERY_KEY, route.base_url)
    with pytest.raises(query_sdk.AuthenticationError) as info:
        await _call(client.private.retrieve())
    text = "".join(traceback.format_exception(info.value))
    assert "Invalid API key <redacted> (also <redacted>)" in str(info.value)
    for spelling in _spellings(QUERY_KEY):
        assert spelling not in text, spelling
    await _call(client.close())


async def test_a_transport_error_quoting_the_url_is_masked(mode: str, query_sdk: Any) -> None:
    def boom(request: httpx.Request) -> httpx.Response:
        raise RuntimeError(f"cannot reach {request.url}")

    transport = httpx.MockTransport(boom)
    http: Any = httpx.AsyncClient(transport=transport) if mode == "async" else httpx.Client(transport=transport)
    client = _make(query_sdk, mode, QUERY_KEY, "https://api.example.com", http_client=http, max_retries=0)
    with pytest.raises(query_sdk.APIConnectionError) as info:
        await _call(client.private.retrieve())
    assert isinstance(info.value.__cause__, RuntimeError)
    text = "".join(traceback.format_exception(info.value))
    assert "cannot reach" in text
    for spelling in _spellings(QUERY_KEY):
        assert spelling not in text, spelling


# ---- refused configuration ------------------------------------------------------------------


@pytest.mark.parametrize("url", ["http://user:pass-9c8b7a@host.example/v1", "https://:pass-9c8b7a@host.example", "https://user-9c8b7a@host.example/"])
async def test_base_url_with_userinfo_is_refused_without_echoing_it(mode: str, url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    with pytest.raises(ValueError, match="base_url") as info:
        cls(api_key=API_KEY, base_url=url)
    assert "9c8b7a" not in str(info.value)
    monkeypatch.setenv("SAMBANOVA_BASE_URL", url)
    with pytest.raises(ValueError, match="base_url") as info:
        cls(api_key=API_KEY)
    assert "9c8b7a" not in str(info.value)
    monkeypatch.delenv("SAMBANOVA_BASE_URL")
    client = cls(api_key=API_KEY)
    with pytest.raises(ValueError, match="base_url"):
        client.with_options(base_url=url)
    with pytest.raises(ValueError, match="base_url"):
        client.base_url = url
    assert str(client.base_url) == "https://api.sambanova.ai/v1/"


BAD_KEYS = {
    "trailing newline": (API_KEY + "\n", "line break"),
    "crlf": (API_KEY + "\r\n", "line break"),
    "tab inside": (API_KEY[:5] + "\t" + API_KEY[5:], "control character"),
    "nul": (API_KEY + "\x00", "control character"),
    "leading space": (" " + API_KEY, "whitespace"),
    "non-ascii": (API_KEY[:6] + "é" + API_KEY[6:], "non-ASCII"),
    "zero-width space": (API_KEY + "\u200b", "control character"),
}


@pytest.mark.parametrize("case", list(BAD_KEYS))
async def test_a_key_that_cannot_be_sent_is_refused_at_construction_and_in_with_options(mode: str, case: str) -> None:
    key, what = BAD_KEYS[case]
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    cls = AsyncSambaNova if mode == "async" else SambaNova
    for attempt in (lambda: cls(api_key=key), lambda: h.client.with_options(api_key=key)):
        with pytest.raises(ValueError, match=what) as info:
            attempt()
        assert "api_key" in str(info.value)
        assert API_KEY[:6] not in str(info.value) and API_KEY[6:] not in str(info.value)
    with pytest.raises(ValueError, match=what):
        h.client.api_key = key
    await h.chat()  # the client still works with its own key
    assert h.requests[-1].headers["authorization"] == f"Bearer {API_KEY}"
    assert len(h.requests) == 1


async def test_setting_the_key_later_changes_the_requests(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    h.client.api_key = "sk-rotated-0123456789"
    await h.chat()
    assert h.requests[-1].headers["authorization"] == "Bearer sk-rotated-0123456789"


@pytest.mark.parametrize("url", ["http://h.test/v1?tenant=a-9c8b7a", "http://h.test/v1/?tenant=a-9c8b7a", "http://h.test/v1?", "http://h.test/v1#frag-9c8b7a", "http://h.test/v1/#"])
async def test_base_url_with_a_query_or_fragment_is_refused_before_anything_is_sent(mode: str, url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The operation's path is appended to the base URL: a query string or fragment would swallow
    it (``GET http://h.test/v1?tenant=a%2Fchat``), so every way of setting one raises."""
    what = "query string" if "?" in url else "fragment"
    sent: list[httpx.Request] = []
    transport = httpx.MockTransport(lambda request: sent.append(request) or httpx.Response(200, json=CHAT_RESPONSE))
    http: Any = httpx.AsyncClient(transport=transport) if mode == "async" else httpx.Client(transport=transport)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    with pytest.raises(ValueError, match=f"base_url must not contain a {what}") as info:
        cls(api_key=API_KEY, base_url=url, http_client=http)
    assert "9c8b7a" not in str(info.value)
    with pytest.raises(ValueError, match=f"base_url must not contain a {what}"):
        cls(api_key=API_KEY, base_url=httpx.URL(url), http_client=http)
    monkeypatch.setenv("SAMBANOVA_BASE_URL", url)
    with pytest.raises(ValueError, match=f"base_url must not contain a {what}"):
        cls(api_key=API_KEY, http_client=http)
    monkeypatch.delenv("SAMBANOVA_BASE_URL")
    client = cls(api_key=API_KEY, base_url="http://h.test/v1", http_client=http, max_retries=0)
    with pytest.raises(ValueError, match=f"base_url must not contain a {what}"):
        client.with_options(base_url=url)
    with pytest.raises(ValueError, match=f"base_url must not contain a {what}"):
        client.base_url = url
    assert str(client.base_url) == "http://h.test/v1/"
    reply = client.chat.completions.create(model=MODEL, messages=MESSAGES)
    if mode == "async":
        await reply
    assert [str(r.url) for r in sent] == ["http://h.test/v1/chat/completions"]
