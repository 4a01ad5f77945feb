"""Credentials on a real socket (``tests/_live_server.py``): never shown in validation errors
(lenient, strict, stream chunks) nor in ``repr`` of a raw response; kept exactly by
``with_options`` copies (no environment variable read again); rotated atomically under
concurrent calls; a malformed environment variable refused only by a call that needs it,
naming the variable.  Also: header names case-insensitive within ``extra_headers``, and a
free-form object response that is not an object raises."""

from __future__ import annotations

import json
import threading
import traceback
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from _client_support import MESSAGES, MODEL
from _generate import generated_package
from _live_server import LiveServer, Req, sse_body
from sambanova_sdk import APIResponseValidationError, AsyncSambaNova, SambaNova

OBJECT = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
THING = {"type": "object", "properties": {"id": {"type": "string"}, "n": {"type": "integer"}}, "required": ["id"]}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Keyring", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "security": [{"bearerAuth": []}],
    "paths": {
        "/thing": {"get": {"operationId": "getThing", "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": THING}}}}}},
        "/free": {"get": {"operationId": "getFree", "security": [{"headerKey": []}, {"bearerAuth": []}], "responses": OBJECT}},
        "/combined": {"get": {"operationId": "getCombined", "security": [{"headerKey": [], "queryKey": []}], "responses": OBJECT}},
        "/cookie": {"get": {"operationId": "getCookie", "security": [{"cookieKey": []}], "responses": OBJECT}},
    },
    "components": {
        "securitySchemes": {
            "bearerAuth": {"type": "http", "scheme": "bearer"},
            "headerKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            "queryKey": {"type": "apiKey", "in": "query", "name": "access"},
            "cookieKey": {"type": "apiKey", "in": "cookie", "name": "sid"},
        }
    },
}
ENV = {"bearer_auth": "KEYRING_BEARER_AUTH", "header_key": "KEYRING_HEADER_KEY", "query_key": "KEYRING_QUERY_KEY", "cookie_key": "KEYRING_COOKIE_KEY"}
BEARER = "bearer+SECRET/1a2b=="  # characters that change when percent-encoded or JSON-escaped
QUERY_KEY = "qk+SECRET/3c4d=="


@pytest.fixture(scope="module")
def keyring(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("keyring"), SPEC, "keyring_sdk") as module:
        yield module


@pytest.fixture(autouse=True)
def _no_keyring_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV.values():
        monkeypatch.delenv(name, raising=False)


def _client(sdk: Any, mode: str, base_url: str, **kwargs: Any) -> Any:
    cls = sdk.AsyncKeyring if mode == "async" else sdk.Keyring
    return cls(base_url=base_url, max_retries=0, **kwargs)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _spellings(secret: str) -> list[str]:
    return [secret, quote(secret, safe=""), quote(secret, safe="").lower(), json.dumps(secret)[1:-1]]


def _shown(exc: BaseException) -> str:
    """Everything a traceback, ``str`` and ``repr`` show of ``exc``."""
    return "".join(traceback.format_exception(exc)) + str(exc) + repr(exc)


# ---- validation errors ---------------------------------------------------------------------------


@pytest.mark.parametrize("strict", [False, True])
async def test_a_credential_echoed_in_an_invalid_body_is_masked_in_the_validation_error(keyring: Any, mode: str, live: LiveServer, strict: bool) -> None:
    async def echo(req: Req) -> None:
        auth = req.headers["authorization"]
        # lenient: a JSON string where an object is documented; strict: a wrong field type
        await req.json({"id": 1, "n": auth} if strict else auth)

    route = live.route(echo)
    client = _client(keyring, mode, route.base_url, bearer_auth=BEARER, strict_response_validation=strict)
    with pytest.raises(keyring.APIResponseValidationError) as info:
        await _done(client.thing.retrieve())
    assert info.value.__cause__ is None and info.value.__suppress_context__
    text = _shown(info.value)
    assert "<redacted>" in text and ("n\n" in str(info.value)) == strict
    for spelling in _spellings(BEARER):
        assert spelling not in text, spelling
    await _done(client.close())


async def test_a_credential_echoed_in_a_stream_event_is_masked_in_the_validation_error(mode: str, live: LiveServer) -> None:
    key = "sk-stream+SECRET/5e6f=="

    async def echo(req: Req) -> None:
        await req.sse(sse_body({"id": "1", "choices": req.headers["authorization"]}))

    route = live.route(echo)
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(api_key=key, base_url=route.base_url, max_retries=0, strict_response_validation=True)
    with pytest.raises(APIResponseValidationError) as info:
        stream = await _done(client.chat.completions.create(model=MODEL, messages=MESSAGES, stream=True))
        if mode == "async":
            async for _ in stream:
                pass
        else:
            for _ in stream:
                pass
    assert info.value.__cause__ is None
    text = _shown(info.value)
    assert "choices" in text
    for spelling in _spellings(key):
        assert spelling not in text, spelling
    await _done(client.close())


@pytest.mark.parametrize("body", [b'["not", "an", "object"]', b'"text"', b"42", b"true", b"null"])
async def test_a_free_form_object_response_that_is_not_an_object_raises(keyring: Any, mode: str, live: LiveServer, body: bytes) -> None:
    async def answer(req: Req) -> None:
        await req.respond(200, body)

    route = live.route(answer)
    client = _client(keyring, mode, route.base_url, bearer_auth=BEARER)
    with pytest.raises(keyring.APIResponseValidationError):
        await _done(client.free.retrieve())
    await _done(client.close())


# ---- raw responses -------------------------------------------------------------------------------


async def test_the_repr_of_a_raw_response_masks_a_query_credential(keyring: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json({})

    route = live.route(answer)
    client = _client(keyring, mode, route.base_url, header_key="hk-SECRET-7a8b", query_key=QUERY_KEY)
    raw = await _done(client.combined.with_raw_response.retrieve())
    assert "access=<redacted>" in repr(raw)
    streamed = client.combined.with_streaming_response.retrieve()
    if mode == "async":
        async with streamed as response:
            shown = repr(response)
    else:
        with streamed as response:
            shown = repr(response)
    for text in (repr(raw), shown):
        assert "/combined?access=<redacted>" in text
        for spelling in _spellings(QUERY_KEY):
            assert spelling not in text
    await _done(client.close())


# ---- headers -------------------------------------------------------------------------------------


async def test_extra_headers_names_are_case_insensitive_within_the_layer(keyring: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json({})

    route = live.route(answer)
    client = _client(keyring, mode, route.base_url, bearer_auth=BEARER)
    await _done(client.free.retrieve(extra_headers={"X-Tenant": "a", "x-tenant": "b", "Authorization": "Bearer one", "AUTHORIZATION": "Bearer two"}))
    await _done(client.free.retrieve(extra_headers={"Authorization": "Bearer one", "authorization": keyring.Omit()}))
    await _done(client.free.retrieve(extra_headers={"authorization": keyring.Omit(), "Authorization": "Bearer three"}))
    first, second, third = ([(k.lower(), v) for k, v in r.raw_headers if k.lower() in ("x-tenant", "authorization")] for r in route.requests)
    assert sorted(first) == [("authorization", "Bearer two"), ("x-tenant", "b")]  # the last spelling wins
    assert second == []
    assert third == [("authorization", "Bearer three")]
    await _done(client.close())


# ---- with_options --------------------------------------------------------------------------------


async def test_a_copy_keeps_exactly_the_parents_credentials(keyring: Any, mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    async def answer(req: Req) -> None:
        await req.json({})

    route = live.route(answer)
    monkeypatch.setenv(ENV["header_key"], "hk-from-env-SECRET")
    client = _client(keyring, mode, route.base_url, bearer_auth=BEARER)
    assert client.header_key == "hk-from-env-SECRET"
    client.header_key = None  # removed: the copies must not read the environment again
    for copy in (client.with_options(timeout=5), client.copy()):
        assert (copy.header_key, copy.bearer_auth) == (None, BEARER)
        await _done(copy.free.retrieve())
        assert "x-api-key" not in route.requests[-1].headers
        assert route.requests[-1].headers["authorization"] == f"Bearer {BEARER}"
    both = _client(keyring, mode, route.base_url, bearer_auth=BEARER, header_key="hk-SECRET-1")
    dropped = both.with_options(header_key="")  # "" leaves a credential out of the copy
    assert (dropped.header_key, dropped.bearer_auth, both.header_key) == (None, BEARER, "hk-SECRET-1")
    replaced = both.with_options(header_key="hk-SECRET-2")
    assert replaced.header_key == "hk-SECRET-2"
    await _done(dropped.free.retrieve())
    assert "x-api-key" not in route.requests[-1].headers
    for c in (client, both):
        await _done(c.close())


# ---- rotation ------------------------------------------------------------------------------------


def _pause_building(client: Any) -> tuple[threading.Event, threading.Event]:
    """Make the next layer build stop after reading the credentials, until released."""
    build = client._build_layers
    reading, resume = threading.Event(), threading.Event()

    def paused(*args: Any) -> Any:
        out = build(*args)
        reading.set()
        resume.wait(10)
        return out

    client._build_layers = paused
    return reading, resume


def test_layers_built_from_an_old_credential_never_serve_a_later_call(keyring: Any, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json({"id": "1"})

    route = live.route(answer)
    client = keyring.Keyring(base_url=route.base_url, bearer_auth="old-SECRET-0000")
    reading, resume = _pause_building(client)
    caller = threading.Thread(target=client.thing.retrieve)
    caller.start()
    assert reading.wait(10)
    client.bearer_auth = "new-SECRET-1111"  # rotated while the call builds its layers
    resume.set()
    caller.join(10)
    del client._build_layers
    client.thing.retrieve()
    client.thing.retrieve()
    sent = [r.headers["authorization"] for r in route.requests]
    assert sent == ["Bearer old-SECRET-0000", "Bearer new-SECRET-1111", "Bearer new-SECRET-1111"]
    client.close()


def test_a_credential_removed_during_a_call_raises_no_key_error(keyring: Any, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json({"id": "1"})

    route = live.route(answer)
    client = keyring.Keyring(base_url=route.base_url, bearer_auth="bearer-SECRET-2222")
    build = client._build_layers
    reading, resume = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def paused(*args: Any) -> Any:
        reading.set()
        resume.wait(10)
        return build(*args)

    def call() -> None:
        try:
            client.thing.retrieve()
        except BaseException as exc:  # noqa: BLE001 - recorded for the assertion
            errors.append(exc)

    client._build_layers = paused
    caller = threading.Thread(target=call)
    caller.start()
    assert reading.wait(10)
    client.bearer_auth = None
    resume.set()
    caller.join(10)
    assert errors == []  # the call sends the credentials it started with
    del client._build_layers
    with pytest.raises(keyring.KeyringError, match="needs credentials"):
        client.thing.retrieve()
    assert len(route.requests) == 1
    client.close()


# ---- environment variables -----------------------------------------------------------------------


async def test_a_malformed_environment_credential_fails_only_the_calls_that_need_it(keyring: Any, mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    async def answer(req: Req) -> None:
        await req.json({"id": "1"})

    route = live.route(answer)
    monkeypatch.setenv(ENV["cookie_key"], "ck-SECRET-from-a-file\n")
    monkeypatch.setenv(ENV["header_key"], "hk-SECRET-from-a-file\n")
    client = _client(keyring, mode, route.base_url, bearer_auth=BEARER)  # not stopped by them
    assert (client.cookie_key, client.header_key) == (None, None)
    await _done(client.thing.retrieve())  # bearer only: works
    for resource, variable in (("cookie", "KEYRING_COOKIE_KEY"), ("free", "KEYRING_HEADER_KEY")):
        # /free accepts the header key or the bearer token: the broken header key is not
        # silently replaced by the bearer token
        for c in (client, client.with_options(timeout=5)):
            with pytest.raises(ValueError, match=f"The {variable} environment variable \\(read for \\w+\\) contains a line break") as info:
                await _done(getattr(c, resource).retrieve())
            assert "SECRET" not in str(info.value)
    assert len(route.requests) == 1
    client.cookie_key = "ck-SECRET-fixed"  # a credential given later replaces it
    await _done(client.cookie.retrieve())
    assert route.requests[-1].headers["cookie"] == "sid=ck-SECRET-fixed"
    fixed = client.with_options(header_key="hk-SECRET-fixed")
    await _done(fixed.free.retrieve())
    assert route.requests[-1].headers["x-api-key"] == "hk-SECRET-fixed"
    with pytest.raises(ValueError, match="line break") as info:  # passed explicitly: refused at once
        _client(keyring, mode, route.base_url, cookie_key="ck-SECRET\n")
    assert str(info.value).startswith("cookie_key contains")
    await _done(client.close())


async def test_a_malformed_required_key_in_the_environment_is_refused_by_the_first_call(mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    async def answer(req: Req) -> None:
        await req.json({"object": "list", "data": []})

    route = live.route(answer)
    monkeypatch.setenv("SAMBANOVA_API_KEY", "sk-SECRET-from-a-file\n")
    cls = AsyncSambaNova if mode == "async" else SambaNova
    client = cls(base_url=route.base_url, max_retries=0)
    for c in (client, client.with_options(timeout=5)):
        with pytest.raises(ValueError, match="The SAMBANOVA_API_KEY environment variable \\(read for api_key\\) contains a line break") as info:
            await _done(c.models.list())
        assert "SECRET" not in str(info.value)
    fixed = client.with_options(api_key="sk-SECRET-fixed")
    await _done(fixed.models.list())
    assert [r.headers["authorization"] for r in route.requests] == ["Bearer sk-SECRET-fixed"]
    await _done(client.close())
