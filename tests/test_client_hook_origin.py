"""A ``before_request`` hook that sends the request to another origin (open finding of the
hostile review of issue 28's hooks), on two real sockets (``tests/_live_server.py``: another
port is another origin), sync and async: the credentials the client put on the request
(``Authorization``, the API key's header) stay behind as on a redirect that leaves the origin;
a credential the hook sets itself for the new origin is sent; a hook that keeps the origin
keeps the credentials."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Far", "version": "1"},
    "servers": [{"url": "https://api.far.test/v1"}],
    "security": [{"key": [], "bearer": []}],
    "paths": {
        "/things": {
            "get": {
                "operationId": "listThings",
                "parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}},
            }
        }
    },
    "components": {
        "securitySchemes": {
            "key": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            "bearer": {"type": "http", "scheme": "bearer"},
        }
    },
}


@pytest.fixture(scope="module")
def far(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("far"), SPEC, "far_sdk") as module:
        yield module


@pytest.fixture(autouse=True)
def _no_far_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("FAR_BEARER", "FAR_KEY", "FAR_BASE_URL", "FAR_LOG"):
        monkeypatch.delenv(name, raising=False)


async def _ok(req: Req) -> None:
    await req.json({"n": 1})


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _client(sdk: Any, mode: str, base_url: str, hook: Any) -> Any:
    cls = sdk.AsyncFar if mode == "async" else sdk.Far
    return cls(bearer="tok-SECRET", key="key-SECRET", base_url=base_url, hooks=sdk.Hooks(before_request=[hook]))


def _to(base: str) -> Any:
    """A hook that sends the request to ``base`` (another origin), changing it in place."""
    target = httpx.URL(base)

    def hook(request: httpx.Request, context: Any) -> None:
        request.url = request.url.copy_with(scheme=target.scheme, host=target.host, port=target.port, raw_path=target.raw_path + b"/things?q=1")

    return hook


async def test_a_hook_that_retargets_the_request_drops_the_clients_credentials(far: Any, mode: str, live: LiveServer, live_other: LiveServer) -> None:
    home, away = live.route(_ok), live_other.route(_ok)
    client = _client(far, mode, home.base_url, _to(away.url))
    assert (await _done(client.things.list())).n == 1
    assert home.requests == [] and len(away.requests) == 1
    headers = away.requests[0].headers
    assert "authorization" not in headers and "x-api-key" not in headers
    assert away.requests[0].query == "q=1"
    assert headers["host"] == httpx.URL(away.url).netloc.decode()
    assert "SECRET" not in repr(away.requests[0].raw_headers)
    await _done(client.close())


async def test_a_hook_that_returns_a_request_to_another_origin_keeps_only_its_own_credential(far: Any, mode: str, live: LiveServer, live_other: LiveServer) -> None:
    home, away = live.route(_ok), live_other.route(_ok)

    def elsewhere(request: httpx.Request, context: Any) -> httpx.Request:
        headers = {k: v for k, v in request.headers.items() if k.lower() != "host"}
        headers["Authorization"] = "Bearer theirs"  # the hook's own credential for the new origin
        return httpx.Request(request.method, away.url + "/things", headers=headers)

    client = _client(far, mode, home.base_url, elsewhere)
    await _done(client.things.list())
    assert home.requests == [] and len(away.requests) == 1
    headers = away.requests[0].headers
    assert headers["authorization"] == "Bearer theirs" and "x-api-key" not in headers
    await _done(client.close())


async def test_a_hook_that_keeps_the_origin_keeps_the_credentials(far: Any, mode: str, live: LiveServer) -> None:
    home = live.route(_ok)

    def sign(request: httpx.Request, context: Any) -> None:
        request.headers["X-Signature"] = "sig"
        request.url = request.url.copy_with(path=request.url.path + "/more")

    client = _client(far, mode, home.base_url, sign)
    await _done(client.things.list())
    headers = home.requests[0].headers
    assert headers["authorization"] == "Bearer tok-SECRET" and headers["x-api-key"] == "key-SECRET"
    assert headers["x-signature"] == "sig" and home.requests[0].path.endswith("/things/more")
    await _done(client.close())


OAUTH_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Roam", "version": "1"},
    "servers": [{"url": "https://api.roam.test/v1"}],
    "security": [{"oauth": []}],
    "paths": {"/things": {"get": {"operationId": "listThings", "responses": SPEC["paths"]["/things"]["get"]["responses"]}}},
    "components": {"securitySchemes": {"oauth": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "oauth/token", "scopes": {}}}}}},
}


@pytest.fixture(scope="module")
def roam(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("roam"), OAUTH_SPEC, "roam_sdk") as module:
        yield module


async def test_an_oauth_token_stays_home_and_a_401_from_elsewhere_renews_nothing(roam: Any, mode: str, live: LiveServer, live_other: LiveServer, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ROAM_CLIENT_ID", "ROAM_CLIENT_SECRET", "ROAM_BASE_URL", "ROAM_LOG"):
        monkeypatch.delenv(name, raising=False)
    tokens: list[Req] = []

    async def home_handler(req: Req) -> None:
        tokens.append(req)
        await req.json({"access_token": "tok-SECRET", "token_type": "Bearer", "expires_in": 3600})

    async def refuse(req: Req) -> None:
        await req.json({"error": "who are you"}, status=401)

    home, away = live.route(home_handler), live_other.route(refuse)
    cls = roam.AsyncRoam if mode == "async" else roam.Roam
    client = cls(client_id="cid", client_secret="csecret", base_url=home.base_url, max_retries=0, hooks=roam.Hooks(before_request=[_to(away.url)]))
    with pytest.raises(roam.AuthenticationError):
        await _done(client.things.list())
    assert len(tokens) == 1  # the token request (home), and no second one for the 401 from elsewhere
    assert len(away.requests) == 1 and "authorization" not in away.requests[0].headers
    await _done(client.close())
