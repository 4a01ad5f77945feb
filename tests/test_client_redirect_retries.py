"""Retries and token renewal after a redirect, on real sockets (``tests/_live_server.py``), sync
and async: once a response to a request has arrived (a ``303``/``307`` the client follows), the
server has seen it, so a failure of a later hop (a connection refused, a retryable status, a
``401``) does not start the call over from a non-idempotent first request (RFC 9110 section
9.2.2) unless it carries an idempotency key; and a ``401`` from another origin (where the
credentials were not sent) neither renews the OAuth token nor sends the request again."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req, Route

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}}
BODY = {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Hopper", "version": "1"},
    "servers": [{"url": "https://api.hopper.test/v1"}],
    "security": [{"oauth": []}],
    "paths": {
        "/charges": {
            "post": {"operationId": "createCharge", "requestBody": BODY, "responses": OK},
            "get": {"operationId": "listCharges", "responses": OK},
        }
    },
    "components": {"securitySchemes": {"oauth": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "oauth/token", "scopes": {}}}}}},
}
TOKEN = "tok-SECRET-42"


@pytest.fixture(scope="module")
def hopper(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("hopper"), SPEC, "hopper_sdk") as module:
        yield module


@pytest.fixture(autouse=True)
def _no_hopper_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HOPPER_CLIENT_ID", "HOPPER_CLIENT_SECRET", "HOPPER_LOG", "HOPPER_BASE_URL"):
        monkeypatch.delenv(name, raising=False)


def _dead_url() -> str:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()  # nothing listens there: connection refused
    return f"http://127.0.0.1:{port}/result/1"


class Api:
    """A token endpoint and an API on one route: ``POST /charges`` is applied (counted) and
    answered by ``answer(req)``; every other request by ``other(req)``."""

    def __init__(self, live: LiveServer, answer: Any, other: Any = None) -> None:
        self.answer, self.other = answer, other
        self.tokens = 0
        self.applied: list[Req] = []
        self.route: Route = live.route(self.handle)

    async def handle(self, req: Req) -> None:
        if req.path.endswith("/oauth/token"):
            self.tokens += 1
            await req.json({"access_token": TOKEN, "token_type": "Bearer", "expires_in": 3600})
        elif req.method == "POST" and req.path.endswith("/charges"):
            self.applied.append(req)
            await self.answer(req)
        else:
            await self.other(req)

    def requests(self) -> list[tuple[str, str]]:
        return [(r.method, r.path.removeprefix(self.route.prefix)) for r in self.route.requests if not r.path.endswith("/oauth/token")]


def _redirect(location: str, status: int) -> Any:
    async def answer(req: Req) -> None:
        await req.respond(status, b"", headers=[("location", location)])

    return answer


def _client(sdk: Any, mode: str, api: Api, *, max_retries: int = 2) -> tuple[Any, list[float]]:
    cls = sdk.AsyncHopper if mode == "async" else sdk.Hopper
    client = cls(client_id="cid", client_secret="csecret", base_url=api.route.base_url, max_retries=max_retries)
    sleeps: list[float] = []

    async def asleep(seconds: float) -> None:
        sleeps.append(seconds)

    client._sleep_fn = asleep if mode == "async" else sleeps.append
    return client, sleeps


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


@pytest.mark.parametrize("status", [303, 307])
async def test_a_post_answered_by_a_redirect_is_not_sent_again_when_the_next_hop_cannot_connect(hopper: Any, mode: str, live: LiveServer, status: int) -> None:
    api = Api(live, _redirect(_dead_url(), status))
    client, sleeps = _client(hopper, mode, api)
    with pytest.raises(hopper.APIConnectionError):
        await _done(client.charges.create(n=100))
    assert len(api.applied) == 1 and sleeps == []  # the server applied the POST once
    await _done(client.close())


@pytest.mark.parametrize("status", [303, 307])
async def test_a_post_answered_by_a_redirect_is_not_sent_again_for_a_retryable_status_of_the_next_hop(hopper: Any, mode: str, live: LiveServer, status: int) -> None:
    async def other(req: Req) -> None:
        await req.json({"error": "not ready"}, status=503)

    api = Api(live, None, other)
    api.answer = _redirect(f"{api.route.base_url}/results/1", status)
    client, sleeps = _client(hopper, mode, api)
    with pytest.raises(hopper.InternalServerError) as info:
        await _done(client.charges.create(n=100))
    assert info.value.status_code == 503
    assert len(api.applied) == 1 and sleeps == []
    assert api.requests() == [("POST", "/v1/charges"), ("GET" if status == 303 else "POST", "/v1/results/1")]
    await _done(client.close())


async def test_a_post_with_an_idempotency_key_is_still_sent_again(hopper: Any, mode: str, live: LiveServer) -> None:
    api = Api(live, _redirect(_dead_url(), 303))
    client, sleeps = _client(hopper, mode, api)
    with pytest.raises(hopper.APIConnectionError):
        await _done(client.charges.create(n=100, extra_headers={"Idempotency-Key": "k-1"}))
    assert len(api.applied) == 3 and len(sleeps) == 2  # the server tells the repeats apart
    assert {r.headers["idempotency-key"] for r in api.applied} == {"k-1"}
    await _done(client.close())


async def test_a_get_whose_next_hop_cannot_connect_is_still_retried(hopper: Any, mode: str, live: LiveServer) -> None:
    dead = _dead_url()

    async def other(req: Req) -> None:
        await req.respond(307, b"", headers=[("location", dead)])

    api = Api(live, None, other)
    client, sleeps = _client(hopper, mode, api)
    with pytest.raises(hopper.APIConnectionError):
        await _done(client.charges.list())
    assert api.requests() == [("GET", "/v1/charges")] * 3 and len(sleeps) == 2
    await _done(client.close())


async def test_a_401_from_another_origin_keeps_the_token_and_is_not_sent_again(hopper: Any, mode: str, live: LiveServer, live_other: LiveServer) -> None:
    async def refuse(req: Req) -> None:
        await req.json({"error": "who are you"}, status=401)

    elsewhere = live_other.route(refuse)
    api = Api(live, _redirect(f"{elsewhere.url}/upload", 307))
    client, _ = _client(hopper, mode, api, max_retries=0)
    for _ in range(2):
        with pytest.raises(hopper.AuthenticationError):
            await _done(client.charges.create(n=100))
    assert len(api.applied) == 2  # once per call
    assert api.tokens == 1  # the token the API accepted is kept
    assert [r.method for r in elsewhere.requests] == ["POST", "POST"]
    assert all("authorization" not in r.headers for r in elsewhere.requests)
    await _done(client.close())


async def test_a_401_from_another_origin_does_not_renew_the_token_of_a_get(hopper: Any, mode: str, live: LiveServer, live_other: LiveServer) -> None:
    async def refuse(req: Req) -> None:
        await req.json({"error": "who are you"}, status=401)

    elsewhere = live_other.route(refuse)

    async def other(req: Req) -> None:
        await req.respond(302, b"", headers=[("location", f"{elsewhere.url}/list")])

    api = Api(live, None, other)
    client, _ = _client(hopper, mode, api, max_retries=0)
    with pytest.raises(hopper.AuthenticationError):
        await _done(client.charges.list())
    assert api.tokens == 1 and api.requests() == [("GET", "/v1/charges")]
    await _done(client.close())


async def test_a_401_after_a_redirect_on_the_same_origin_still_renews_the_token_of_a_get(hopper: Any, mode: str, live: LiveServer) -> None:
    refused = [1]

    async def other(req: Req) -> None:
        if req.path.endswith("/charges"):
            await req.respond(307, b"", headers=[("location", f"{api.route.base_url}/moved")])
        elif refused:
            refused.pop()
            await req.json({"error": "expired"}, status=401)
        else:
            await req.json({"n": 7})

    api = Api(live, None, other)
    client, _ = _client(hopper, mode, api, max_retries=0)
    assert (await _done(client.charges.list())).n == 7
    assert api.tokens == 2  # the refused token was replaced once
    assert api.requests() == [("GET", "/v1/charges"), ("GET", "/v1/moved")] * 2
    await _done(client.close())


async def test_a_401_after_a_post_was_answered_by_a_redirect_does_not_send_it_again(hopper: Any, mode: str, live: LiveServer) -> None:
    async def other(req: Req) -> None:
        await req.json({"error": "expired"}, status=401)

    api = Api(live, None, other)
    api.answer = _redirect(f"{api.route.base_url}/results/1", 303)
    client, _ = _client(hopper, mode, api, max_retries=0)
    with pytest.raises(hopper.AuthenticationError):
        await _done(client.charges.create(n=100))
    assert len(api.applied) == 1 and api.requests() == [("POST", "/v1/charges"), ("GET", "/v1/results/1")]
    await _done(client.close())
