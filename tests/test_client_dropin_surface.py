"""The client surface users of Stainless-generated SDKs rely on (issue 25), on a real local socket
(``tests/_live_server.py``), sync and async: the ``Default*HttpxClient`` transports and
``DefaultAioHttpClient``, ``client.get/post/put/patch/delete`` for undocumented endpoints,
``with_raw_response`` / ``with_streaming_response`` on the client, ``APIResponse.is_closed`` /
``method`` / ``http_version`` / ``elapsed``, the lenient nested ``construct()`` and ``str(model)``,
``file_from_path``, ``copy(http_client=)``, ``<PREFIX>_CUSTOM_HEADERS``, the telemetry headers
named by ``client.telemetry``, the keyword spellings of ``client.arguments``, the per-scheme
``client.credentials``, ``client.header_options``, multipart objects spelt with brackets where the
spec's ``encoding`` says so, and the official error wordings."""

from __future__ import annotations

import datetime
import sys
import warnings
from collections.abc import Iterator
from email.parser import BytesParser
from email.policy import HTTP
from pathlib import Path
from typing import Any

import httpx
import pytest
from _generate import check_packages, configured_package, generated_package
from _live_server import LiveServer, Req, sse_body

THING = {"type": "object", "properties": {"id": {"type": "string"}, "n": {"type": "integer"}, "child": {"$ref": "#/components/schemas/Child"}}, "required": ["id"]}
OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}}
UPLOAD = {
    "type": "object",
    "properties": {
        "file": {"type": "string", "format": "binary"},
        "model": {"type": "string"},
        "stream_options": {"type": "object", "properties": {"include_usage": {"type": "boolean"}, "deep": {"type": "object", "properties": {"level": {"type": "integer"}}}}},
        "tags": {"type": "array", "items": {"type": "string"}},
        "meta": {"type": "object", "properties": {"a": {"type": "string"}}},
    },
    "required": ["file"],
}

# the same properties in an application/x-www-form-urlencoded body (the Encoding Object applies to both)
FORM = {"type": "object", "properties": {k: v for k, v in UPLOAD["properties"].items() if k != "file"}}


def _spec(encoding: dict[str, Any] | None = None) -> dict[str, Any]:
    media: dict[str, Any] = {"schema": {"$ref": "#/components/schemas/Upload"}}
    if encoding is not None:
        media["encoding"] = encoding
    return {
        "openapi": "3.1.0",
        "info": {"title": "Acme", "version": "1"},
        "servers": [{"url": "https://api.acme.test"}],
        "security": [{"bearerAuth": []}],
        "paths": {
            "/things/{thing_id}": {"get": {"operationId": "getThing", "parameters": [{"name": "thing_id", "in": "path", "required": True, "schema": {"type": "string"}}], "responses": OK}},
            "/things": {"get": {"operationId": "listThings", "responses": OK}},
            "/uploads": {"post": {"operationId": "createUpload", "requestBody": {"required": True, "content": {"multipart/form-data": media}}, "responses": OK}},
            "/keyed": {"get": {"operationId": "getKeyed", "security": [{"headerKey": []}], "responses": OK}},
            "/forms": {"post": {"operationId": "createForm", "requestBody": {"content": {"application/x-www-form-urlencoded": {**media, "schema": {"$ref": "#/components/schemas/Form"}}}}, "responses": OK}},
        },
        "components": {
            "schemas": {"Thing": THING, "Child": {"type": "object", "properties": {"name": {"type": "string"}, "age": {"type": "integer"}}, "required": ["name"]}, "Upload": UPLOAD, "Form": FORM},
            "securitySchemes": {"bearerAuth": {"type": "http", "scheme": "bearer"}, "headerKey": {"type": "apiKey", "in": "header", "name": "x-api-key"}},
        },
    }


CLIENT = {
    "class_name": "Acme",
    "env": {"custom_headers": "ACME_EXTRA_HEADERS"},
    "arguments": {"strict_response_validation": "_strict_response_validation"},
    "credentials": {"bearerAuth": {"argument": "api_key", "env": "ACME_KEY"}, "headerKey": {"argument": "x_api_key", "env": "ACME_KEY"}},
    "header_options": {"integration_source": {"header": "X-Integration-Source", "env": "ACME_INTEGRATION_SOURCE"}},
    "telemetry": {"header_prefix": "X-Stainless", "retry_count_header": "x-stainless-retry-count", "read_timeout_header": "x-stainless-read-timeout"},
}
ENV = ("ACME_KEY", "ACME_EXTRA_HEADERS", "ACME_INTEGRATION_SOURCE", "ACME_BASE_URL", "PLAIN_BEARER_AUTH", "PLAIN_HEADER_KEY", "PLAIN_CUSTOM_HEADERS")


@pytest.fixture(scope="module")
def acme(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The configured package: every issue-25 client key set; multipart objects deepObject."""
    encoding = {"stream_options": {"style": "deepObject", "explode": True}, "tags": {"style": "form", "explode": False}, "meta": {"style": "form", "explode": True}}
    with configured_package(tmp_path_factory.mktemp("acme"), _spec(encoding), "acme_sdk", client=CLIENT) as sdk:
        yield sdk


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The same API without configuration (today's defaults) and without multipart encoding."""
    with generated_package(tmp_path_factory.mktemp("plain"), _spec(), "plain_sdk") as sdk:
        yield sdk


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


def _client(sdk: Any, mode: str, base_url: str, **kwargs: Any) -> Any:
    name = next(n for n in ("Acme", "Plain") if hasattr(sdk, n))
    cls = getattr(sdk, ("Async" if mode == "async" else "") + name)
    if name == "Acme":
        kwargs.setdefault("api_key", "sk-test")
    return cls(base_url=base_url, max_retries=kwargs.pop("max_retries", 0), **kwargs)


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _thing(req: Req) -> dict[str, Any]:
    return {"id": "t1", "n": 1, "seen": {"method": req.method, "path": req.path, "query": req.query}}


def _parts(req: Req) -> list[tuple[str, str | None, bytes]]:
    """``(name, filename, content)`` of each part of a multipart request, in order."""
    message = BytesParser(policy=HTTP).parsebytes(b"Content-Type: " + req.headers["content-type"].encode() + b"\r\n\r\n" + req.body)
    out = []
    for part in message.iter_parts():
        out.append((part.get_param("name", header="content-disposition"), part.get_filename(), part.get_payload(decode=True)))
    return out


@pytest.mark.slow
def test_the_configured_package_type_checks(acme: Any) -> None:
    """mypy --strict, pyright strict and ruff on the package with every issue-25 key set (the
    SambaNova golden, checked by `make lint`, has none of them)."""
    check_packages([(Path(acme.__file__).parents[2], "acme_sdk")])


# ---- transports ------------------------------------------------------------------------------------


def test_default_httpx_clients_carry_the_sdk_defaults_and_take_overrides(acme: Any) -> None:
    for cls in (acme.DefaultHttpxClient, acme.DefaultAsyncHttpxClient):
        http = cls()
        assert http.timeout == acme.DEFAULT_TIMEOUT == httpx.Timeout(600.0, connect=5.0)
        assert http.follow_redirects is True
        pool = http._transport._pool  # type: ignore[attr-defined]
        assert (pool._max_connections, pool._max_keepalive_connections) == (1000, 100)
        other = cls(timeout=3.0, follow_redirects=False)
        assert other.timeout == httpx.Timeout(3.0) and other.follow_redirects is False
    assert acme._base_client.DefaultHttpxClient is acme.DefaultHttpxClient
    assert acme._base_client.DefaultAioHttpClient is acme.DefaultAioHttpClient


async def test_a_default_httpx_client_given_as_http_client_sends_the_call(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json(_thing(req))

    route = live.route(answer)
    http = acme.DefaultAsyncHttpxClient() if mode == "async" else acme.DefaultHttpxClient()
    client = _client(acme, mode, route.base_url, http_client=http)
    thing = await _done(client.things.retrieve("a"))
    assert thing.id == "t1" and client.timeout == acme.DEFAULT_TIMEOUT
    await _done(client.close())
    await _done(http.aclose() if mode == "async" else http.close())


async def test_default_aiohttp_client_sends_over_aiohttp(acme: Any, live: LiveServer) -> None:
    pytest.importorskip("httpx_aiohttp")
    import httpx_aiohttp

    async def answer(req: Req) -> None:
        await req.json(_thing(req))

    route = live.route(answer)
    http = acme.DefaultAioHttpClient()
    assert isinstance(http, httpx_aiohttp.HttpxAiohttpClient) and isinstance(http, acme.DefaultAioHttpClient)
    assert http.timeout == acme.DEFAULT_TIMEOUT and http.follow_redirects is True
    async with acme.AsyncAcme(api_key="sk", base_url=route.base_url, http_client=http) as client:
        thing = await client.things.retrieve("b")
        stream_raw = await client.things.with_raw_response.retrieve("c")
    assert thing.seen["path"].endswith("/things/b") and stream_raw.status_code == 200
    assert type(http._transport).__name__ == "AiohttpTransport"  # type: ignore[attr-defined]


def test_default_aiohttp_client_without_aiohttp_names_the_extra(acme: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    transports = acme._transports
    monkeypatch.setattr(transports, "_AIOHTTP_CLASS", [])
    monkeypatch.setitem(sys.modules, "httpx_aiohttp", None)  # import raises ImportError
    with pytest.raises(RuntimeError, match=r"aiohttp.*extra.*pip install acme-sdk\[aiohttp\]"):
        acme.DefaultAioHttpClient()
    assert acme.AsyncAcme(api_key="k")  # the package itself needs no aiohttp


def test_the_pyproject_has_the_aiohttp_extra(acme: Any) -> None:
    pyproject = Path(acme.__file__).parents[2] / "pyproject.toml"
    text = pyproject.read_text()
    assert 'aiohttp = ["aiohttp>=3.10", "httpx-aiohttp>=0.1.9"]' in text


# ---- undocumented endpoints ---------------------------------------------------------------------------


async def test_generic_verbs_send_through_the_client_and_decode_as_cast_to(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        if req.path.endswith("/missing"):
            await req.json({"error": "nope"}, status=404)
            return
        await req.json({"id": "x", "echo": req.body.decode() or None, "method": req.method, "query": req.query, "h": req.headers.get("x-foo"), "auth": req.headers.get("authorization")}, headers=[("x-foo", "bar")])

    route = live.route(answer)
    client = _client(acme, mode, route.base_url, default_headers={"X-Default": "d"})
    thing = await _done(client.get("/anything", cast_to=acme.types.Thing, options={"params": {"a": "1"}, "headers": {"X-Foo": "f"}}))
    assert isinstance(thing, acme.types.Thing) and thing.id == "x"
    assert (thing.method, thing.query, thing.h, thing.auth) == ("GET", "a=1", "f", "Bearer sk-test")
    response = await _done(client.post("anything", cast_to=httpx.Response, body={"my_param": True}, options={"extra_json": {"more": 1}}))
    assert isinstance(response, httpx.Response) and response.headers["x-foo"] == "bar"
    assert response.json()["echo"] == '{"my_param":true,"more":1}' and response.request.headers["content-type"] == "application/json"
    for verb in ("put", "patch", "delete"):
        body = await _done(getattr(client, verb)("/v", cast_to=dict, body={"k": verb}))
        assert body["method"] == verb.upper() and body["echo"] == f'{{"k":"{verb}"}}'
    raw = await _done(client.post("/bin", cast_to=bytes, content=b"\x00\x01", options={"headers": {"Content-Type": "application/x-thing"}}))
    assert b'"echo": "\\u0000\\u0001"' in raw
    text = await _done(client.get("/t", cast_to=str))
    assert text.startswith("{")
    with pytest.raises(acme.NotFoundError):
        await _done(client.get("/missing", cast_to=dict))
    with pytest.raises(ValueError, match="relative"):
        await _done(client.get("https://elsewhere.test/x", cast_to=dict))
    with pytest.raises(TypeError, match="max_retries"):
        await _done(client.get("/x", cast_to=dict, options={"max_retries": 1}))
    await _done(client.close())


async def test_a_generic_request_follows_redirects_unless_told_not_to_then_a_3xx_raises(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        if req.path.endswith("/old"):
            await req.respond(302, b"", headers=[("location", route.url + "/new")])
            return
        await req.json({"id": "moved"})

    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    assert (await _done(client.get("/old", cast_to=dict))) == {"id": "moved"}
    with pytest.raises(acme.APIStatusError) as caught:  # not followed: a 3xx is not a success
        await _done(client.get("/old", cast_to=httpx.Response, options={"follow_redirects": False}))
    assert caught.value.response.status_code == 302 and caught.value.response.headers["location"].endswith("/new")
    await _done(client.close())


async def test_a_generic_post_can_stream(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.sse(sse_body({"id": "1"}, {"id": "2"}))

    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    stream_cls = acme.AsyncStream if mode == "async" else acme.Stream
    stream = await _done(client.post("/events", cast_to=acme.types.Thing, body={}, stream=True, stream_cls=stream_cls[acme.types.Thing]))
    assert isinstance(stream, stream_cls)
    ids = [e.id async for e in stream] if mode == "async" else [e.id for e in stream]
    assert ids == ["1", "2"]
    await _done(client.close())


# ---- raw responses ------------------------------------------------------------------------------------


async def test_with_raw_response_on_the_client_and_the_response_properties(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json(_thing(req))

    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    raw = await _done(client.with_raw_response.things.retrieve("r"))
    assert isinstance(raw, acme.AsyncAPIResponse if mode == "async" else acme.APIResponse)
    assert (raw.method, raw.http_version, raw.is_closed) == ("GET", "HTTP/1.1", True)
    assert isinstance(raw.elapsed, datetime.timedelta) and raw.elapsed >= datetime.timedelta(0)
    assert (await _done(raw.parse())).id == "t1"
    manager = client.with_streaming_response.things.retrieve("s")
    if mode == "async":
        async with manager as streamed:
            assert streamed.is_closed is False
            await streamed.read()
            assert streamed.is_closed is True
    else:
        with manager as streamed:
            assert streamed.is_closed is False
            streamed.read()
            assert streamed.is_closed is True
    await _done(client.close())


# ---- models -------------------------------------------------------------------------------------------


def test_construct_builds_nested_models_without_validation_or_warning(acme: Any) -> None:
    Thing = acme.types.Thing
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        thing = Thing.construct(id=5, child={"name": "c", "age": "old"}, extra={"k": 1})
    assert thing.id == 5  # not validated: kept as given
    assert isinstance(thing.child, acme.types.Child) and thing.child.name == "c" and thing.child.age == "old"
    assert thing.model_extra == {"extra": {"k": 1}} and thing.model_fields_set == {"id", "child"}
    assert Thing.construct(_fields_set={"id"}, id="a").model_fields_set == {"id"}
    loose = Thing.construct(id="1", n="19")
    assert loose.n == "19" and loose.child is None and loose.model_fields_set == {"id", "n"}  # not coerced; optional -> None


def test_construct_parses_iso_dates_and_makes_exact_floats(tmp_path: Path) -> None:
    spec = _spec()
    spec["components"]["schemas"]["Thing"]["properties"].update({"at": {"type": "string", "format": "date-time"}, "day": {"type": "string", "format": "date"}, "x": {"type": "number"}})
    with configured_package(tmp_path, spec, "dated_sdk") as sdk:
        thing = sdk.types.Thing.construct(id="a", at="2019-12-27T18:11:19.117Z", day="2020-01-02", x=10)
        big = sdk.types.Thing.construct(id="a", at="not a date", x=2**53 + 1)
    assert thing.at == datetime.datetime(2019, 12, 27, 18, 11, 19, 117000, tzinfo=datetime.UTC)
    assert thing.day == datetime.date(2020, 1, 2) and isinstance(thing.x, float) and thing.x == 10.0
    assert big.at == "not a date" and big.x == 2**53 + 1 and isinstance(big.x, int)


def test_str_of_a_model_is_its_repr(acme: Any) -> None:
    thing = acme.types.Thing(id="a", child=acme.types.Child(name="c", age=3))
    assert str(thing) == repr(thing) == "Thing(child=Child(age=3, name='c'), id='a', n=None)"


# ---- files, copies ------------------------------------------------------------------------------------


async def test_file_from_path_uploads_the_file_with_its_name(acme: Any, mode: str, live: LiveServer, tmp_path: Path) -> None:
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json(_thing(req))

    path = tmp_path / "voice.wav"
    path.write_bytes(b"RIFF\x00data")
    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    assert acme.file_from_path(str(path)) == ("voice.wav", b"RIFF\x00data")
    await _done(client.uploads.create(file=acme.file_from_path(path)))
    assert ("file", "voice.wav", b"RIFF\x00data") in _parts(seen[0])
    await _done(client.close())


async def test_copy_takes_another_http_client(acme: Any, mode: str, live: LiveServer) -> None:
    async def answer(req: Req) -> None:
        await req.json(_thing(req))

    route = live.route(answer)
    sent: list[httpx.Request] = []

    async def ahook(request: httpx.Request) -> None:
        sent.append(request)

    def hook(request: httpx.Request) -> None:
        sent.append(request)

    client = _client(acme, mode, route.base_url)
    other = httpx.AsyncClient(event_hooks={"request": [ahook]}) if mode == "async" else httpx.Client(event_hooks={"request": [hook]})
    for copy in (client.copy(http_client=other), client.with_options(http_client=other)):
        await _done(copy.things.retrieve("c"))
    assert len(sent) == 2 and client._client is not other
    await _done(client.things.retrieve("c"))
    assert len(sent) == 2  # the original keeps its own pool
    await _done(client.close())
    assert not other.is_closed  # yours to close
    await _done(other.aclose() if mode == "async" else other.close())


# ---- headers ------------------------------------------------------------------------------------------


async def test_custom_headers_environment_variable(acme: Any, mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json(_thing(req))

    route = live.route(answer)
    monkeypatch.setenv("ACME_EXTRA_HEADERS", "X-One: 1\n\nX-Two:  two words \nX-Over: env")
    client = _client(acme, mode, route.base_url, default_headers={"X-Over": "arg"})
    await _done(client.things.retrieve("h"))
    assert (seen[0].headers["x-one"], seen[0].headers["x-two"], seen[0].headers["x-over"]) == ("1", "two words", "arg")
    bare = client.copy(set_default_headers={})
    await _done(bare.things.retrieve("h"))
    assert "x-one" not in seen[1].headers  # a copy does not read the variable again
    monkeypatch.setenv("ACME_EXTRA_HEADERS", "X-Fine: 1\nno colon here")
    with pytest.raises(ValueError, match="ACME_EXTRA_HEADERS: line 2") as info:
        _client(acme, mode, route.base_url)
    assert "no colon" not in str(info.value)
    await _done(client.close())


async def test_telemetry_headers_have_the_configured_names(acme: Any, plain: Any, mode: str, live: LiveServer) -> None:
    seen: list[Req] = []
    failures = [2]

    async def answer(req: Req) -> None:
        seen.append(req)
        if failures[0]:
            failures[0] -= 1
            await req.json({"error": "busy"}, status=500)
            return
        await req.json(_thing(req))

    route = live.route(answer)
    client = _client(acme, mode, route.base_url, max_retries=2, timeout=httpx.Timeout(30.0, read=12.5))
    client._sleep_fn = (lambda s: _noop()) if mode == "async" else (lambda s: None)
    raw = await _done(client.things.with_raw_response.retrieve("t"))
    assert [r.headers["x-stainless-retry-count"] for r in seen] == ["0", "1", "2"] and raw.retries_taken == 2
    headers = seen[-1].headers
    assert headers["x-stainless-lang"] == "python" and headers["x-stainless-package-version"] == "0.1.0"
    assert headers["x-stainless-async"] == ("async:asyncio" if mode == "async" else "false")
    assert headers["x-stainless-os"] and headers["x-stainless-arch"] and headers["x-stainless-runtime"] and headers["x-stainless-runtime-version"]
    assert headers["x-stainless-read-timeout"] == "12.5" and "x-client-lang" not in headers
    await _done(client.things.retrieve("t", timeout=7, extra_headers={"x-stainless-retry-count": acme.Omit(), "X-Stainless-Lang": "mine"}))
    assert seen[-1].headers["x-stainless-read-timeout"] == "7" and "x-stainless-retry-count" not in seen[-1].headers
    assert seen[-1].headers["x-stainless-lang"] == "mine"
    await _done(client.close())
    # without configuration: the X-Client-* names, X-Retry-Count, no read-timeout header
    default = _client(plain, mode, route.base_url, bearer_auth="k")
    await _done(default.things.retrieve("t"))
    headers = seen[-1].headers
    assert headers["x-retry-count"] == "0" and headers["x-client-lang"] == "python" and headers["x-client-os"]
    assert headers["x-client-async"] == ("async:asyncio" if mode == "async" else "false")
    assert not [h for h in headers if "timeout" in h or h.startswith("x-stainless")]
    await _done(default.close())


async def _noop() -> None:
    return None


async def test_keyword_spellings_credentials_and_header_options(acme: Any, mode: str, live: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json({"id": 1} if req.path.endswith("/bad") else _thing(req))

    route = live.route(answer)
    cls = acme.AsyncAcme if mode == "async" else acme.Acme
    with pytest.raises(TypeError, match="strict_response_validation"):
        cls(api_key="k", base_url=route.base_url, strict_response_validation=True)
    monkeypatch.setenv("ACME_KEY", "sk-env")
    monkeypatch.setenv("ACME_INTEGRATION_SOURCE", "from-env")
    client = cls(base_url=route.base_url, _strict_response_validation=True, max_retries=0)
    assert (client.api_key, client.x_api_key, client.integration_source) == ("sk-env", "sk-env", "from-env")
    await _done(client.keyed.retrieve())
    assert seen[-1].headers["x-api-key"] == "sk-env" and seen[-1].headers["x-integration-source"] == "from-env"
    with pytest.raises(acme.APIResponseValidationError):
        await _done(client.get("/bad", cast_to=acme.types.Thing))  # strict: id must be a str
    lenient = client.with_options(_strict_response_validation=False, integration_source="copy")
    assert (await _done(lenient.get("/bad", cast_to=acme.types.Thing))).id == 1
    assert seen[-1].headers["x-integration-source"] == "copy"
    client.integration_source = None
    await _done(client.things.retrieve("n"))
    assert "x-integration-source" not in seen[-1].headers
    client.integration_source = "later"
    await _done(client.things.retrieve("n"))
    assert seen[-1].headers["x-integration-source"] == "later"
    with pytest.raises(ValueError, match="X-Integration-Source"):
        client.integration_source = "a\nb"
    await _done(client.close())


# ---- multipart encoding ---------------------------------------------------------------------------------


async def test_multipart_objects_follow_the_encoding_style(acme: Any, plain: Any, mode: str, live: LiveServer) -> None:
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json(_thing(req))

    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    await _done(client.uploads.create(file=b"x", stream_options={"include_usage": True, "deep": {"level": 2}}, tags=["a", "b"], meta={"a": "1"}))
    parts = [(n, c) for n, f, c in _parts(seen[-1]) if f is None]
    assert sorted(parts) == [("a", b"1"), ("stream_options[deep][level]", b"2"), ("stream_options[include_usage]", b"true"), ("tags", b"a,b")]
    await _done(client.close())
    # without `encoding` an object part is JSON (its default content type) and arrays repeat
    default = _client(plain, mode, route.base_url, bearer_auth="k")
    await _done(default.uploads.create(file=b"x", stream_options={"include_usage": True}, tags=["a", "b"]))
    parts = [(n, c) for n, f, c in _parts(seen[-1]) if f is None]
    assert sorted(parts) == [("stream_options", b'{"include_usage":true}'), ("tags", b"a"), ("tags", b"b")]
    await _done(default.close())


async def test_form_bodies_follow_the_encoding_style(acme: Any, plain: Any, mode: str, live: LiveServer) -> None:
    """OpenAPI 3.1 section 4.8.15: ``style``/``explode`` apply to form-urlencoded bodies too;
    without them an object is its JSON text (section 4.8.15.4.1) and an array repeats the key;
    ``None`` leaves a property out (a form body has no null)."""
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json(_thing(req))

    route = live.route(answer)
    client = _client(acme, mode, route.base_url)
    await _done(client.forms.create(model=None, stream_options={"include_usage": True, "deep": {"level": 2}}, tags=["a", "b"], meta={"a": "1&b=c"}))
    assert seen[-1].headers["content-type"] == "application/x-www-form-urlencoded"
    assert seen[-1].body == b"a=1%26b%3Dc&stream_options%5Binclude_usage%5D=true&stream_options%5Bdeep%5D%5Blevel%5D=2&tags=a%2Cb"
    await _done(client.close())
    default = _client(plain, mode, route.base_url, bearer_auth="k")
    await _done(default.forms.create(model=None, stream_options={"include_usage": True}, tags=["a", "b"]))
    assert seen[-1].body == b"stream_options=%7B%22include_usage%22%3Atrue%7D&tags=a&tags=b"
    await _done(default.close())


@pytest.fixture(scope="module")
def bracketed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """``layout.multipart: brackets`` (what ``sdkgen adopt`` sets for a Stainless SDK), with
    one property whose own ``encoding`` style wins."""
    with configured_package(tmp_path_factory.mktemp("bracketed"), _spec({"meta": {"style": "form", "explode": True}}), "bracketed_sdk", layout={"multipart": "brackets"}) as sdk:
        yield sdk


async def test_multipart_brackets_spell_objects_and_arrays_as_the_stainless_sdks(bracketed: Any, mode: str, live: LiveServer) -> None:
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.json(_thing(req))

    route = live.route(answer)
    cls = bracketed.AsyncBracketed if mode == "async" else bracketed.Bracketed
    client = cls(base_url=route.base_url, bearer_auth="k", max_retries=0)
    await _done(client.uploads.create(file=b"x", model="m", stream_options={"include_usage": True, "deep": {"level": 2}}, tags=["a", "b"], meta={"a": "1"}))
    parts = [(n, f, c) for n, f, c in _parts(seen[-1])]
    assert [c for n, _, c in parts if n == "tags[]"] == [b"a", b"b"]  # in order
    assert sorted(parts, key=str) == sorted([
        ("file", "file", b"x"),
        ("model", None, b"m"),
        ("stream_options[include_usage]", None, b"true"),
        ("stream_options[deep][level]", None, b"2"),
        ("tags[]", None, b"a"),
        ("tags[]", None, b"b"),
        ("a", None, b"1"),
    ], key=str)
    # `layout.multipart: brackets` spells a form-urlencoded body's objects and arrays alike
    await _done(client.forms.create(model="m", stream_options={"include_usage": True}, tags=["a", "b"], meta={"a": "1"}))
    assert seen[-1].body == b"a=1&model=m&stream_options%5Binclude_usage%5D=true&tags%5B%5D=a&tags%5B%5D=b"
    await _done(client.close())


def test_adopt_reads_the_multipart_array_format(tmp_path: Path) -> None:
    from generator.adopt.client_read import _multipart_arrays
    from generator.adopt.pysource import Package

    pkg = tmp_path / "src" / "old"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "_base_client.py").write_text("class B:\n    def _serialize_multipartform(self, data):\n        return self.qs.stringify_items(data, array_format='brackets')\n")
    assert _multipart_arrays(Package(pkg, tmp_path)) == "brackets"
    (pkg / "_base_client.py").write_text("def stringify(data):\n    return qs(data, array_format='comma')\n")
    assert _multipart_arrays(Package(pkg, tmp_path)) == ""


# ---- error wordings -------------------------------------------------------------------------------------


async def test_official_error_wordings(acme: Any, mode: str) -> None:
    cls = acme.AsyncAcme if mode == "async" else acme.Acme
    client = cls(api_key="k")
    with pytest.raises(ValueError, match="`default_headers` and `set_default_headers` arguments are mutually exclusive"):
        client.copy(default_headers={}, set_default_headers={})
    with pytest.raises(ValueError, match="`default_query` and `set_default_query` arguments are mutually exclusive"):
        client.copy(default_query={}, set_default_query={})
    with pytest.raises(TypeError, match="max_retries cannot be None"):
        cls(api_key="k", max_retries=None)
    wrong = httpx.Client() if mode == "async" else httpx.AsyncClient()
    with pytest.raises(TypeError, match="Invalid `http_client` arg"):
        cls(api_key="k", http_client=wrong)
    with pytest.raises(ValueError, match="Expected a non-empty value for `thing_id` but received ''"):
        await _done(client.things.retrieve(""))
    await _done(wrong.aclose() if mode == "sync" else wrong.close())


# ---- configuration and IR ------------------------------------------------------------------------------


def _ir_of(tmp_path: Path, spec: dict[str, Any], client: dict[str, Any] | None = None) -> tuple[Any, list[Any]]:
    import yaml

    from generator.configure import load_config
    from generator.pipeline import build_ir_only

    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "acme_sdk"}, "client": client or {}}))
    api, diagnostics, _, _ = build_ir_only(load_config(tmp_path / "sdkgen.yaml"))
    return api, diagnostics.sorted()


@pytest.mark.parametrize(
    ("client", "message"),
    [
        ({"arguments": {"api_key": "key"}}, "'api_key' is not a client argument"),
        ({"arguments": {"timeout": "class"}}, "not a Python identifier"),
        ({"arguments": {"timeout": "base_url"}}, "same spelling"),
        ({"header_options": {"base_url": {"header": "X-B"}}}, "is a client argument already"),
        ({"header_options": {"source": {"header": "User-Agent"}}}, "a header the client sets itself"),
        ({"header_options": {"a": {"header": "X-A"}, "b": {"header": "x-a"}}}, "set the same header"),
        ({"telemetry": {"retry_count_header": "bad header"}}, "not an HTTP header name"),
        ({"credentials": {"bearerAuth": {"env": "lower"}}}, "not an environment variable name"),
        ({"env": {"custom_headers": "no-dash"}}, "not an environment variable name"),
    ],
)
def test_configuration_mistakes_are_refused_with_their_key(tmp_path: Path, client: dict[str, Any], message: str) -> None:
    from generator.errors import SpecError

    with pytest.raises(SpecError, match=message):
        _ir_of(tmp_path, _spec(), client)


def test_credentials_entries_name_arguments_and_variables(tmp_path: Path) -> None:
    from generator.errors import ConfigError

    api, diagnostics = _ir_of(tmp_path, _spec(), {"credentials": {"headerKey": {"argument": "x_api_key", "env": "SHARED_KEY"}, "bearerAuth": {"env": "SHARED_KEY"}, "nope": {"argument": "n"}}})
    assert {(s.name, s.argument, s.env) for s in api.security} == {("bearerAuth", "bearer_auth", "SHARED_KEY"), ("headerKey", "x_api_key", "SHARED_KEY")}
    assert [(d.code, d.location) for d in diagnostics] == [("credentials-unknown-scheme", "configuration")]
    for taken in ("things", "base_url", "integration_source", "bearer_auth"):
        with pytest.raises(ConfigError, match=f"client.credentials.headerKey.argument: '{taken}'"):
            _ir_of(tmp_path, _spec(), {"credentials": {"headerKey": {"argument": taken}}, "header_options": {"integration_source": {"header": "X-I"}}})


def test_encoding_styles_reach_the_ir_and_bad_entries_are_warned_about(tmp_path: Path) -> None:
    encoding = {"stream_options": {"style": "deepObject", "explode": True}, "tags": {"explode": False}, "meta": {"contentType": "application/json"}, "ghost": {"style": "form"}, "model": {"style": "matrix"}}
    api, diagnostics = _ir_of(tmp_path, _spec(encoding))
    [upload] = [op for op in api.operations if op.operation_id == "createUpload"]
    assert upload.request_body.part_styles == (("stream_options", "deepObject", True), ("tags", "form", False))
    # the same encoding of a form-urlencoded body (section 4.8.15 applies to both)
    [form] = [op for op in api.operations if op.operation_id == "createForm"]
    assert form.request_body.part_styles == upload.request_body.part_styles
    assert sorted((d.code, d.location.split("#")[1]) for d in diagnostics) == [
        ("encoding-style-unknown", "/paths/~1forms/post/requestBody/content/application~1x-www-form-urlencoded/encoding/ghost"),
        ("encoding-style-unknown", "/paths/~1forms/post/requestBody/content/application~1x-www-form-urlencoded/encoding/model"),
        ("encoding-style-unknown", "/paths/~1uploads/post/requestBody/content/multipart~1form-data/encoding/ghost"),
        ("encoding-style-unknown", "/paths/~1uploads/post/requestBody/content/multipart~1form-data/encoding/model"),
    ]


# ---- the package's other runtime names (issue 25: Stainless's top-level names) -----------------------


async def test_the_runtime_names_of_the_package_are_what_they_say(acme: Any, mode: str, live: LiveServer) -> None:
    assert acme.Timeout is httpx.Timeout and acme.Transport is httpx.BaseTransport
    assert acme.DEFAULT_CONNECTION_LIMITS == httpx.Limits(max_connections=1000, max_keepalive_connections=100)
    assert acme.not_given is acme.NOT_GIVEN and not acme.not_given
    assert isinstance(acme.omit, acme.Omit) and acme.NoneType is type(None)
    import importlib

    utils = importlib.import_module("acme_sdk._utils")  # where Stainless-shaped test helpers import the predicates from
    assert utils.is_dict({}) and not utils.is_dict([]) and utils.is_list([]) and utils.is_mapping({"a": 1}) and not utils.is_mapping([])
    from collections.abc import Sequence
    from typing import Annotated, Optional, Union

    assert utils.is_list_type(list[int]) and utils.is_list_type(list) and not utils.is_list_type(dict[str, int])
    assert utils.is_sequence_type(Sequence[int]) and not utils.is_sequence_type(list[int])
    assert utils.is_union_type(Union[int, str]) and utils.is_union_type(Optional[int]) and utils.is_union_type(int | None) and not utils.is_union_type(int)  # noqa: UP007, UP045 (the spellings an old annotation has)
    assert utils.is_annotated_type(Annotated[int, "m"]) and utils.extract_type_arg(Annotated[int, "m"], 0) is int and not utils.is_type_alias_type(int)
    with pytest.raises(IndexError):
        utils.extract_type_arg(list[int], 1)
    compat = importlib.import_module("acme_sdk._compat")
    fields = compat.get_model_fields(acme.types.Thing)
    assert compat.PYDANTIC_V1 is False and set(fields) >= {"id", "child"} and compat.field_outer_type(fields["id"]) is str
    assert acme.__title__ == "acme_sdk" and "ProxiesTypes" in acme.__all__ and set(acme.RequestOptions.__annotations__) >= {"headers", "follow_redirects"}
    seen: list[Req] = []

    async def answer(req: Req) -> None:
        seen.append(req)
        await req.respond(204, b"")

    route = live.route(answer)
    client = _client(acme, mode, route.base_url, timeout=acme.Timeout(5.0))
    options: Any = acme.RequestOptions(headers={"X-Stainless-Lang": acme.omit})
    assert (await _done(client.get("/nothing", cast_to=acme.NoneType, options=options))) is None
    assert "x-stainless-lang" not in {k.lower() for k in seen[0].headers}
    await _done(client.close())
