"""Request hooks (issue 28, item 2) on a real socket (``tests/_live_server.py``), sync and async:
``before_request``/``after_response``/``on_error`` run on every attempt of the retry loop, a
``before_request`` hook's header (custom auth) reaches the server, a hook's exception
propagates as it is and is not retried, ``with_options`` keeps the hooks, the async client
awaits ``async def`` hooks and the sync client refuses them."""

from __future__ import annotations

import asyncio
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from _generate import BIN, generated_package
from _live_server import LiveServer, Req, busy_connections

THING = {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Hooked", "version": "1"},
    "servers": [{"url": "https://api.hooked.test"}],
    "paths": {
        "/things/{thing_id}": {
            "get": {
                "operationId": "getThing",
                "parameters": [{"name": "thing_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": THING}}}},
            }
        }
    },
}


class Boom(Exception):
    """Raised by a test's hook: the caller must see this very object."""


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any]]:
    base = tmp_path_factory.mktemp("hooked")
    with generated_package(base, SPEC, "hooked_sdk") as sdk:
        yield base / "out", sdk


@pytest.fixture()
def sdk(generated: tuple[Path, Any]) -> Any:
    return generated[1]


def _client(sdk: Any, mode: str, base_url: str, **kwargs: Any) -> Any:
    cls = sdk.AsyncHooked if mode == "async" else sdk.Hooked
    client = cls(base_url=base_url, **kwargs)
    if mode == "async":

        async def no_sleep(seconds: float) -> None:
            return None

        client._sleep_fn = no_sleep
    else:
        client._sleep_fn = lambda seconds: None
    return client


async def _done(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _fails_then_answers(failures: int) -> Any:
    seen = {"n": 0}

    async def handler(req: Req) -> None:
        seen["n"] += 1
        if seen["n"] <= failures:
            await req.json({"error": f"down {seen['n']}"}, status=500)
        else:
            await req.json({"id": req.path.rsplit("/", 1)[-1]})

    return handler


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_every_hook_sees_every_attempt_of_a_retried_call(sdk: Any, mode: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(1))
    events: list[tuple[str, Any, int, bool]] = []

    def before(request: httpx.Request, context: Any) -> None:
        events.append(("before", request.method + " " + request.url.path, context.attempt, context.will_retry))

    def after(response: httpx.Response, context: Any) -> None:
        events.append(("after", response.status_code, context.attempt, context.will_retry))

    def error(exc: Any, context: Any) -> None:
        assert isinstance(exc, sdk.InternalServerError) and exc.body == {"error": "down 1"}  # its body read
        events.append(("error", exc.status_code, context.attempt, context.will_retry))

    hooks = sdk.Hooks(before_request=[before], after_response=[after], on_error=[error])
    client = _client(sdk, mode, route.base_url, hooks=hooks)
    thing = await _done(client.things.retrieve("t1"))
    assert thing.id == "t1"
    path = route.prefix + "/v1/things/t1"
    assert events == [
        ("before", f"GET {path}", 1, False),
        ("after", 500, 1, False),
        ("error", 500, 1, True),
        ("before", f"GET {path}", 2, False),
        ("after", 200, 2, False),
    ]
    assert len(route.requests) == 2


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_the_last_failed_attempt_is_reported_without_a_retry_to_follow(sdk: Any, mode: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(10))
    seen: list[tuple[int, bool, int]] = []
    hooks = sdk.Hooks(on_error=[lambda exc, context: seen.append((exc.status_code, context.will_retry, context.attempt))])
    client = _client(sdk, mode, route.base_url, hooks=hooks, max_retries=1)
    with pytest.raises(sdk.InternalServerError):
        await _done(client.things.retrieve("t1"))
    assert seen == [(500, True, 1), (500, False, 2)]


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_connection_error_reaches_on_error_with_its_cause(sdk: Any, mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        req.reset()

    route = live.route(handler)
    seen: list[Any] = []
    client = _client(sdk, mode, route.base_url, max_retries=1, hooks=sdk.Hooks(on_error=[lambda exc, context: seen.append((exc, context.will_retry))]))
    with pytest.raises(sdk.APIConnectionError) as raised:
        await _done(client.things.retrieve("t1"))
    assert [will for _, will in seen] == [True, False]
    assert all(isinstance(exc, sdk.APIConnectionError) and exc.__cause__ is not None for exc, _ in seen)
    assert seen[-1][0] is raised.value


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_before_request_hook_adds_a_header_the_server_receives(sdk: Any, mode: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(0))

    def sign(request: httpx.Request, context: Any) -> None:  # custom auth: changes the request in place
        request.headers["X-Signature"] = f"sig-{request.method}-{context.attempt}"

    def replace(request: httpx.Request, context: Any) -> httpx.Request:  # or returns another one
        return httpx.Request(request.method, request.url, headers={**request.headers, "X-Replaced": "yes"})

    client = _client(sdk, mode, route.base_url, hooks=sdk.Hooks(before_request=[sign, replace]))
    await _done(client.things.retrieve("t1"))
    assert route.requests[0].headers["x-signature"] == "sig-GET-1"
    assert route.requests[0].headers["x-replaced"] == "yes"


@pytest.mark.parametrize("mode", ["sync", "async"])
@pytest.mark.parametrize("where", ["before_request", "after_response", "on_error"])
async def test_an_exception_in_a_hook_propagates_unchanged_and_is_not_retried(sdk: Any, mode: str, where: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(1))
    boom = Boom("from the hook")

    def hook(*args: Any) -> None:
        raise boom

    client = _client(sdk, mode, route.base_url, hooks=sdk.Hooks(**{where: [hook]}))
    with pytest.raises(Boom) as raised:
        await _done(client.things.retrieve("t1"))
    assert raised.value is boom
    assert not isinstance(raised.value, sdk.APIError)
    assert len(route.requests) == (0 if where == "before_request" else 1)  # no retry after it


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_an_after_response_hook_that_raises_releases_the_connection(sdk: Any, mode: str, live: LiveServer) -> None:
    """The attempt's response (opened streaming) is closed when the hook raises: the pool's
    connection is free again, so calls after a failing hook do not starve the pool (hostile
    review a17)."""
    route = live.route(_fails_then_answers(0))

    def hook(response: httpx.Response, context: Any) -> None:
        raise Boom("from the hook")

    client = _client(sdk, mode, route.base_url, hooks=sdk.Hooks(after_response=[hook]))
    for _ in range(3):
        with pytest.raises(Boom):
            await _done(client.things.retrieve("t1"))
        assert busy_connections(client) == 0
    assert route.wait_idle()  # closed (unread), not left open in the pool
    await _done(client.close())


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_with_options_keeps_the_hooks_unless_given_others(sdk: Any, mode: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(0))
    calls: list[str] = []
    client = _client(sdk, mode, route.base_url, hooks=sdk.Hooks(before_request=[lambda request, context: calls.append("kept")]))
    await _done(client.with_options(max_retries=0).things.retrieve("a"))
    await _done(client.copy().things.retrieve("b"))
    await _done(client.with_options(hooks=sdk.Hooks()).things.retrieve("c"))
    assert calls == ["kept", "kept"]
    other = client.with_options(hooks=sdk.Hooks(before_request=[lambda request, context: calls.append("other")]))
    await _done(other.things.retrieve("d"))
    assert calls == ["kept", "kept", "other"]


async def test_the_async_client_awaits_async_hooks_and_calls_plain_ones(sdk: Any, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(1))
    seen: list[str] = []

    async def before(request: httpx.Request, context: Any) -> httpx.Request:
        await asyncio.sleep(0)
        request.headers["X-Async-Hook"] = str(context.attempt)
        seen.append("before")
        return request

    async def after(response: httpx.Response, context: Any) -> None:
        seen.append(f"after {response.status_code}")

    async def error(exc: Any, context: Any) -> None:
        seen.append(f"error {exc.status_code}")

    hooks = sdk.Hooks(before_request=[before, lambda request, context: seen.append("plain")], after_response=[after], on_error=[error])
    client = _client(sdk, "async", route.base_url, hooks=hooks)
    assert (await client.things.retrieve("t1")).id == "t1"
    assert seen == ["before", "plain", "after 500", "error 500", "before", "plain", "after 200"]
    assert [r.headers["x-async-hook"] for r in route.requests] == ["1", "2"]


def test_the_sync_client_refuses_async_hooks(sdk: Any, live: LiveServer) -> None:
    async def before(request: httpx.Request, context: Any) -> None:
        return None

    with pytest.raises(TypeError, match="async hook"):
        sdk.Hooked(base_url="https://x.test", hooks=sdk.Hooks(before_request=[before]))
    with pytest.raises(TypeError, match="not callable"):
        sdk.Hooks(on_error=["nope"])
    with pytest.raises(TypeError, match="Hooks object"):
        sdk.Hooked(base_url="https://x.test", hooks=[before])


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_an_after_response_hook_may_replace_the_response(sdk: Any, mode: str, live: LiveServer) -> None:
    route = live.route(_fails_then_answers(0))

    def after(response: httpx.Response, context: Any) -> httpx.Response:
        return httpx.Response(200, json={"id": "replaced"}, request=response.request)

    client = _client(sdk, mode, route.base_url, hooks=sdk.Hooks(after_response=[after]))
    assert (await _done(client.things.retrieve("t1"))).id == "replaced"


def mypy_errors(src: Path, code: str, where: Path) -> str:
    """``mypy --strict`` over ``code`` (a module written to ``where``) with the generated
    package's ``src`` folder on its path: its output, ``""`` when it passes."""
    usage = where / "usage_check.py"
    usage.write_text(code)
    r = subprocess.run([str(BIN / "mypy"), "--strict", "--python-version", "3.10", "--no-incremental", "--cache-dir", os.devnull, str(usage)], capture_output=True, text=True, env={**os.environ, "MYPYPATH": str(src)})
    return "" if r.returncode == 0 else r.stdout + r.stderr


TYPED_USE = """import httpx

from hooked_sdk import APIError, AsyncHooked, HookContext, Hooked, Hooks


def before(request: httpx.Request, context: HookContext) -> httpx.Request | None:
    request.headers["X-Trace"] = str(context.attempt)
    return None


async def after(response: httpx.Response, context: HookContext) -> None:
    return None


def error(exc: APIError, context: HookContext) -> None:
    return None


Hooked(base_url="https://x.test", hooks=Hooks(before_request=[before], on_error=[error]))
AsyncHooked(base_url="https://x.test", hooks=Hooks(after_response=[after]))
"""


def test_typed_hooks_pass_mypy_and_a_wrong_hook_does_not(generated: tuple[Path, Any], tmp_path: Path) -> None:
    src = generated[0] / "src"
    assert mypy_errors(src, TYPED_USE, tmp_path) == ""
    wrong = TYPED_USE + "\n\ndef wrong(request: int, context: HookContext) -> None:\n    return None\n\n\nHooks(before_request=[wrong])\n"
    assert "usage_check.py:27: error: List item 0 has incompatible type" in mypy_errors(src, wrong, tmp_path)
