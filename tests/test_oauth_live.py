"""OAuth 2.0 client credentials (issue 28 item 1) on a real socket (``tests/_live_server.py``):
a client generated from a spec whose ``oauth2`` scheme has a ``clientCredentials`` flow takes
``client_id``/``client_secret`` (or the environment), requests the token from the relative
``tokenUrl`` (RFC 6749 section 4.4: a form POST, HTTP Basic or body authentication), keeps it
for many calls, renews it after expiry (with the ``refresh_token`` at ``refreshUrl`` when one
came) and once after a ``401``, shares one token request among concurrent calls (threads,
``asyncio.gather``), never logs it, and raises ``OAuthTokenError`` for a refusal.  A token
provider (sync or async callable) stands in for the flow."""

from __future__ import annotations

import asyncio
import base64
import logging
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import parse_qs

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

THINGS = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Tokenvault", "version": "1"},
    "servers": [{"url": "https://api.vault.test/v1"}],
    "security": [{"oauth": ["things:read"]}],
    "paths": {
        "/things": {"get": {"operationId": "listThings", "responses": THINGS}},
        "/other": {"get": {"operationId": "getOther", "security": [{"oauth": ["things:read", "other"]}], "responses": THINGS}},
    },
    "components": {
        "securitySchemes": {
            "oauth": {
                "type": "oauth2",
                "flows": {"clientCredentials": {"tokenUrl": "oauth/token", "refreshUrl": "oauth/refresh", "scopes": {"things:read": "read", "other": "other", "unused": "never asked"}}},
            }
        }
    },
}
CLIENT_ID, CLIENT_SECRET = "vault-app", "cs-SECRET/9z+8y=="


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("tokenvault"), SPEC, "tokenvault_sdk") as module:
        yield module


@pytest.fixture(autouse=True)
def _no_vault_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("TOKENVAULT_API_KEY", "TOKENVAULT_CLIENT_ID", "TOKENVAULT_CLIENT_SECRET", "TOKENVAULT_LOG"):
        monkeypatch.delenv(name, raising=False)


class Api:
    """A token endpoint and an API on one route: tokens ``tok-1``, ``tok-2``... (each
    ``expires_in`` seconds, with a refresh token when ``refresh``); the API accepts only
    the latest token (and answers 401 to the first ``reject`` calls whatever they send)."""

    def __init__(self, live: LiveServer, *, expires_in: int | None = 3600, refresh: bool = False, reject: int = 0, delay: float = 0.0, token_status: int = 200) -> None:
        self.expires_in, self.refresh, self.reject, self.delay, self.token_status = expires_in, refresh, reject, delay, token_status
        self.issued = 0
        self.token_requests: list[Req] = []
        self.api_requests: list[Req] = []
        self.route = live.route(self.handle)

    @property
    def current(self) -> str:
        return f"tok-{self.issued}-SECRET"

    async def handle(self, req: Req) -> None:
        if req.path.endswith(("/oauth/token", "/oauth/refresh")):
            self.token_requests.append(req)
            if self.delay:
                await asyncio.sleep(self.delay)
            if self.token_status != 200:
                await req.json({"error": "invalid_client", "error_description": "unknown client"}, status=self.token_status)
                return
            self.issued += 1
            answer: dict[str, Any] = {"access_token": self.current, "token_type": "Bearer"}
            if self.expires_in is not None:
                answer["expires_in"] = self.expires_in
            if self.refresh:
                answer["refresh_token"] = f"rt-{self.issued}-SECRET"
            await req.json(answer)
            return
        self.api_requests.append(req)
        if self.reject > 0 or req.headers.get("authorization") != f"Bearer {self.current}":
            self.reject -= 1
            await req.json({"error": "expired"}, status=401)
            return
        await req.json({"n": len(self.api_requests)})


def _client(sdk: Any, mode: str, api: Api, **kwargs: Any) -> Any:
    cls = sdk.AsyncTokenvault if mode == "async" else sdk.Tokenvault
    kwargs.setdefault("client_id", CLIENT_ID)
    kwargs.setdefault("client_secret", CLIENT_SECRET)
    return cls(base_url=api.route.base_url, max_retries=0, **kwargs)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _form(req: Req) -> dict[str, list[str]]:
    assert req.headers["content-type"] == "application/x-www-form-urlencoded"
    return parse_qs(req.body.decode())


async def test_one_token_request_serves_many_calls(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live)
    client = _client(vault, mode, api)
    for _ in range(5):
        assert (await _done(client.things.list())).n is not None
    assert len(api.token_requests) == 1
    token = api.token_requests[0]
    assert token.method == "POST" and token.path.endswith("/v1/oauth/token")  # relative to base_url
    assert _form(token) == {"grant_type": ["client_credentials"], "scope": ["things:read other"]}
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".replace("/", "%2F").replace("+", "%2B").replace("=", "%3D").encode()).decode()
    assert token.headers["authorization"] == f"Basic {basic}"  # RFC 6749 2.3.1: form-encoded, then Basic
    assert [r.headers["authorization"] for r in api.api_requests] == ["Bearer tok-1-SECRET"] * 5
    await _done(client.close())


async def test_client_authentication_in_the_body(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live)
    client = _client(vault, mode, api, client_auth="body")
    await _done(client.things.list())
    token = api.token_requests[0]
    assert "authorization" not in token.headers
    assert _form(token) == {"grant_type": ["client_credentials"], "scope": ["things:read other"], "client_id": [CLIENT_ID], "client_secret": [CLIENT_SECRET]}
    await _done(client.close())


async def test_credentials_from_the_environment(vault: Any, mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    api = Api(live)
    monkeypatch.setenv("TOKENVAULT_CLIENT_ID", CLIENT_ID)
    monkeypatch.setenv("TOKENVAULT_CLIENT_SECRET", CLIENT_SECRET)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=api.route.base_url, max_retries=0)
    await _done(client.things.list())
    assert len(api.token_requests) == 1 and api.api_requests[0].headers["authorization"] == "Bearer tok-1-SECRET"
    copy = client.with_options(timeout=5)  # shares the token: no second request
    await _done(copy.things.list())
    assert len(api.token_requests) == 1
    await _done(client.close())


def test_no_credential_at_all_raises_naming_every_way(vault: Any, mode: str) -> None:
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    with pytest.raises(vault.TokenvaultError, match="token_provider, or client_id and client_secret"):
        cls(base_url="http://127.0.0.1:9")
    with pytest.raises(ValueError, match="both a client_id and a client_secret"):
        cls(base_url="http://127.0.0.1:9", client_id=CLIENT_ID)


async def test_an_expired_token_is_renewed_before_the_call(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live, expires_in=100)
    client = _client(vault, mode, api)
    now = [1000.0]
    await _done(client.things.list())
    client._token_sources["oauth"].clock = lambda: now[0]
    client._token_sources["oauth"].invalidate("tok-1-SECRET")  # restart its lifetime on the fake clock
    await _done(client.things.list())
    assert len(api.token_requests) == 2
    now[0] += 89  # 100 s minus a tenth of it: still fresh
    await _done(client.things.list())
    assert len(api.token_requests) == 2
    now[0] += 2  # within the margin: renewed before it expires
    await _done(client.things.list())
    assert len(api.token_requests) == 3
    assert [r.headers["authorization"] for r in api.api_requests] == ["Bearer tok-1-SECRET", "Bearer tok-2-SECRET", "Bearer tok-2-SECRET", "Bearer tok-3-SECRET"]
    await _done(client.close())


async def test_a_refresh_token_is_used_at_the_refresh_url(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live, expires_in=1, refresh=True)
    client = _client(vault, mode, api)
    now = [0.0]
    client._token_sources["oauth"].clock = lambda: now[0]
    await _done(client.things.list())
    now[0] += 5
    await _done(client.things.list())
    first, second = api.token_requests
    assert _form(first)["grant_type"] == ["client_credentials"]
    assert second.path.endswith("/v1/oauth/refresh")
    assert _form(second) == {"grant_type": ["refresh_token"], "refresh_token": ["rt-1-SECRET"], "scope": ["things:read other"]}
    assert api.api_requests[-1].headers["authorization"] == "Bearer tok-2-SECRET"
    await _done(client.close())


async def test_a_401_renews_the_token_once_then_succeeds(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live, reject=1)
    client = _client(vault, mode, api)
    assert (await _done(client.things.list())).n == 2
    assert len(api.token_requests) == 2 and [r.headers["authorization"] for r in api.api_requests] == ["Bearer tok-1-SECRET", "Bearer tok-2-SECRET"]
    api.reject = 5  # a token the API keeps refusing: one renewal, then the 401 is raised
    with pytest.raises(vault.AuthenticationError):
        await _done(client.things.list())
    assert len(api.token_requests) == 3 and len(api.api_requests) == 4
    await _done(client.close())


def test_ten_threads_share_one_token_request(vault: Any, live: LiveServer) -> None:
    api = Api(live, delay=0.2)
    client = _client(vault, "sync", api)
    start = threading.Barrier(10)

    def call(_: int) -> int:
        start.wait(5)
        return int(client.things.list().n)

    with ThreadPoolExecutor(10) as pool:
        results = list(pool.map(call, range(10)))
    assert len(results) == 10 and len(api.token_requests) == 1
    assert {r.headers["authorization"] for r in api.api_requests} == {"Bearer tok-1-SECRET"}
    client.close()


async def test_ten_tasks_share_one_token_request(vault: Any, live: LiveServer) -> None:
    api = Api(live, delay=0.2)
    client = _client(vault, "async", api)
    results = await asyncio.gather(*(client.things.list() for _ in range(10)))
    assert len(results) == 10 and len(api.token_requests) == 1
    await asyncio.gather(*(client.things.list() for _ in range(10)))  # concurrent 401-free reuse
    assert len(api.token_requests) == 1
    await client.close()


async def test_concurrent_401s_share_one_renewal(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live)
    client = _client(vault, mode, api)
    await _done(client.things.list())
    api.issued += 1  # the server rotated its key: tok-1 is refused from now on
    if mode == "async":
        await asyncio.gather(*(client.things.list() for _ in range(10)))
    else:
        with ThreadPoolExecutor(10) as pool:
            list(pool.map(lambda _: client.things.list(), range(10)))
    assert len(api.token_requests) == 2  # one renewal for the ten refused calls
    await _done(client.close())


async def test_the_token_and_secret_are_never_logged(vault: Any, mode: str, live: LiveServer, caplog: pytest.LogCaptureFixture) -> None:
    api = Api(live, refresh=True, reject=1)
    client = _client(vault, mode, api)
    with caplog.at_level(logging.DEBUG):
        await _done(client.things.list())
        api.reject = 2
        with pytest.raises(vault.AuthenticationError) as info:
            await _done(client.things.list())
    text = caplog.text + str(info.value) + repr(client._token_sources["oauth"])
    assert "HTTP Request" in caplog.text or "Request:" in caplog.text
    for secret in (CLIENT_SECRET, "tok-1-SECRET", "tok-2-SECRET", "rt-1-SECRET"):
        assert secret not in text, secret
    await _done(client.close())


async def test_a_refused_token_request_raises_a_typed_error(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live, token_status=401)
    client = _client(vault, mode, api)
    with pytest.raises(vault.OAuthTokenError) as info:
        await _done(client.things.list())
    assert (info.value.status_code, info.value.error, info.value.error_description) == (401, "invalid_client", "unknown client")
    assert "invalid_client" in str(info.value) and CLIENT_SECRET not in str(info.value)
    assert api.api_requests == []  # nothing sent to the API
    await _done(client.close())


async def test_the_token_is_not_sent_on_a_redirect_to_another_origin(vault: Any, mode: str, live: LiveServer) -> None:
    other: list[Req] = []

    async def elsewhere(req: Req) -> None:
        other.append(req)
        await req.json({"n": 1})

    target = live.route(elsewhere)
    api = Api(live)

    async def redirect(req: Req) -> None:
        if req.path.endswith("/oauth/token"):
            await api.handle(req)
            return
        await req.respond(307, headers=[("location", target.url.replace("127.0.0.1", "localhost") + "/v1/things")])

    api.route.handler = redirect
    client = _client(vault, mode, api)
    await _done(client.things.list())
    assert len(other) == 1 and "authorization" not in other[0].headers
    await _done(client.close())


@pytest.mark.parametrize("kind", ["sync", "async"])
async def test_a_token_provider_is_asked_before_each_call_and_after_a_401(vault: Any, mode: str, live: LiveServer, kind: str) -> None:
    if kind == "async" and mode == "sync":
        pytest.skip("a coroutine provider needs the async client")
    api = Api(live)
    api.issued = 1
    given: list[str] = []

    def provide() -> str:
        given.append(api.current)
        return api.current

    async def aprovide() -> str:
        return provide()

    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=api.route.base_url, max_retries=0, token_provider=aprovide if kind == "async" else provide)
    await _done(client.things.list())
    api.reject = 1
    await _done(client.things.list())
    assert len(given) == 3 and api.token_requests == []
    assert [r.headers["authorization"] for r in api.api_requests] == ["Bearer tok-1-SECRET"] * 3
    await _done(client.close())


def test_a_coroutine_provider_with_the_sync_client_raises(vault: Any, live: LiveServer) -> None:
    async def provide() -> str:
        return "x"

    client = vault.Tokenvault(base_url=Api(live).route.base_url, token_provider=provide)
    with pytest.raises(TypeError, match="awaitable"):
        client.things.list()


async def test_a_given_token_wins_over_the_flow(vault: Any, mode: str, live: LiveServer) -> None:
    api = Api(live)
    api.issued = 7
    client = _client(vault, mode, api, api_key="tok-7-SECRET")
    await _done(client.things.list())
    assert api.token_requests == [] and api.api_requests[0].headers["authorization"] == "Bearer tok-7-SECRET"
    await _done(client.close())


@pytest.mark.parametrize("client_auth", ["basic", "body"])
async def test_a_refusal_echoing_the_credentials_sent_masks_them(vault: Any, mode: str, live: LiveServer, client_auth: str) -> None:
    """A token endpoint whose ``error_description`` quotes the request (the form body with
    ``client_secret``, or the ``Authorization: Basic`` header): the message, the
    ``error_description`` and the body never show the secret or its Basic form (hostile
    review a2)."""

    async def echo(req: Req) -> None:
        sent = req.headers.get("authorization", "") + " " + req.body.decode()
        await req.json({"error": "invalid_client", "error_description": f"you sent {sent}"}, status=401)

    route = live.route(echo)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=route.base_url, max_retries=0, client_id=CLIENT_ID, client_secret=CLIENT_SECRET, client_auth=client_auth)
    with pytest.raises(vault.OAuthTokenError) as info:
        await _done(client.things.list())
    error = info.value
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".replace("/", "%2F").replace("+", "%2B").replace("=", "%3D").encode()).decode()
    assert ("Basic " in (error.error_description or "")) == (client_auth == "basic")
    shown = str(error) + (error.error_description or "") + repr(error.body) + repr(error.args)
    assert "<redacted>" in shown and "invalid_client" in shown
    for secret in (CLIENT_SECRET, CLIENT_SECRET.replace("/", "%2F").replace("+", "%2B").replace("=", "%3D"), basic):
        assert secret not in shown, secret
    await _done(client.close())


@pytest.mark.parametrize("status", [200, 400])
async def test_a_token_answer_nested_too_deep_raises_a_token_error(vault: Any, mode: str, live: LiveServer, status: int) -> None:
    """JSON nested 100,000 deep (the decoder's ``RecursionError``): an ``OAuthTokenError``,
    nothing sent to the API (hostile review a2 deep)."""

    async def deep(req: Req) -> None:
        await req.respond(status, b"[" * 100_000 + b"]" * 100_000)

    route = live.route(deep)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=route.base_url, max_retries=0, client_id=CLIENT_ID, client_secret=CLIENT_SECRET)
    with pytest.raises(vault.OAuthTokenError):
        await _done(client.things.list())
    assert len(route.requests) == 1
    await _done(client.close())


@pytest.mark.parametrize("expires_in", ["soon", -5, 0, 10**400, "NaN", "1e999"])
async def test_an_unusable_expires_in_keeps_the_token_a_minute(vault: Any, mode: str, live: LiveServer, expires_in: Any) -> None:
    """``expires_in`` that is not a positive finite number (a text, negative, zero, an integer
    too large for a float): the token is used, and renewed after ``UNKNOWN_LIFETIME`` (60 s,
    less its tenth) - neither an ``OverflowError`` nor a token request per call (hostile
    review a3, a20)."""
    api = Api(live, expires_in=expires_in)
    client = _client(vault, mode, api)
    now = [1000.0]
    client._token_sources["oauth"].clock = lambda: now[0]
    await _done(client.things.list())
    now[0] += 53
    await _done(client.things.list())
    assert len(api.token_requests) == 1
    now[0] += 2
    await _done(client.things.list())
    assert len(api.token_requests) == 2
    await _done(client.close())


async def test_a_token_answer_larger_than_max_response_size_raises(vault: Any, mode: str, live: LiveServer) -> None:
    """The client's ``max_response_size`` bounds the token endpoint's answer too: a 2 MiB
    junk field with a 64 KiB limit raises ``ResponseTooLargeError`` (hostile review a2 huge)."""

    async def huge(req: Req) -> None:
        await req.respond(200, b'{"access_token": "tok-SECRET-1", "token_type": "Bearer", "junk": "' + b"A" * (2 << 20) + b'"}')

    route = live.route(huge)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=route.base_url, max_retries=0, client_id=CLIENT_ID, client_secret=CLIENT_SECRET, max_response_size=64 << 10)
    with pytest.raises(vault.ResponseTooLargeError):
        await _done(client.things.list())
    assert len(route.requests) == 1
    await _done(client.close())


async def test_a_trickling_token_answer_ends_at_the_total_timeout(vault: Any, mode: str, live: LiveServer) -> None:
    """A token endpoint sending one byte every 0.2 s (no read ever times out): the call's
    ``total_timeout`` ends the token request too (hostile review a1, a12)."""
    payload = b'{"access_token": "tok-SECRET-1", "token_type": "Bearer"}'

    async def trickle(req: Req) -> None:
        await req.start(200, [("content-length", str(20 + len(payload)))])
        for _ in range(20):
            await req.write(b" ")
            await asyncio.sleep(0.2)
        await req.write(payload, more=False)

    route = live.route(trickle)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=route.base_url, max_retries=0, client_id=CLIENT_ID, client_secret=CLIENT_SECRET, total_timeout=1.0)
    started = time.monotonic()
    with pytest.raises(vault.APITimeoutError):
        await _done(client.things.list())
    assert time.monotonic() - started < 2.5
    await _done(client.close())


async def test_a_refusals_text_cannot_drive_a_terminal(vault: Any, mode: str, live: LiveServer) -> None:
    """The token endpoint's ``error``/``error_description`` go into the message with their
    control characters escaped (an ANSI clear-screen, a carriage return), and as they came into
    ``error_description`` (hostile review 3, F7)."""

    async def refuse(req: Req) -> None:
        await req.json({"error": "invalid_client\x1b[2J", "error_description": "bad\rsecret ok"}, status=401)

    route = live.route(refuse)
    cls = vault.AsyncTokenvault if mode == "async" else vault.Tokenvault
    client = cls(base_url=route.base_url, max_retries=0, client_id=CLIENT_ID, client_secret=CLIENT_SECRET)
    with pytest.raises(vault.OAuthTokenError) as info:
        await _done(client.things.list())
    assert "invalid_client\\x1b[2J (bad\\x0dsecret ok)" in str(info.value)
    assert "\x1b" not in str(info.value) and "\r" not in str(info.value)
    assert (info.value.error, info.value.error_description) == ("invalid_client\x1b[2J", "bad\rsecret ok")
    await _done(client.close())
