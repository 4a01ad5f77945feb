"""``extra_body`` is sent or refused, never dropped: a list or other JSON value for an operation
that documents no body goes out as the JSON body of a ``POST``/``PUT``/``PATCH`` (as a mapping
did), and on a ``GET``/``HEAD``/``DELETE``/``OPTIONS`` raises ``TypeError`` (as a mapping did);
one that cannot be merged into an array, text or binary body raises too.  Before, a list
``extra_body`` on an operation without a body, and any ``extra_body`` beside an array body,
went nowhere with no error (fresh-user review 5, Directus's bulk delete takes a JSON array).
Checked on a real local socket, sync and async."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}


def _spec() -> dict[str, Any]:
    def body(schema: dict[str, Any], *, required: bool = True) -> dict[str, Any]:
        return {"required": required, "content": {"application/json": {"schema": schema}}}

    return {
        "openapi": "3.1.0",
        "info": {"title": "Extra", "version": "1"},
        "servers": [{"url": "https://api.example.com"}],
        "paths": {
            "/cache/clear": {"post": {"operationId": "clearCache", "responses": OK}},
            "/users": {"delete": {"operationId": "deleteUsers", "responses": OK}},
            "/tags": {"post": {"operationId": "setTags", "requestBody": body({"type": "array", "items": {"type": "string"}}), "responses": OK}},
            "/notes": {"post": {"operationId": "addNote", "requestBody": body({"type": "object", "properties": {"text": {"type": "string"}}}, required=False), "responses": OK}},
        },
    }


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("extrabody"), _spec(), "extrabody_sdk") as module:
        yield module


async def _ok(req: Req) -> None:
    await req.json({"ok": True})


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _client(sdk: Any, mode: str, live: LiveServer) -> tuple[Any, Any]:
    route = live.route(_ok)
    name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
    cls = getattr(sdk, name if mode == "async" else name.removeprefix("Async"))
    return cls(base_url=route.base_url, max_retries=0), route


async def test_a_list_for_a_post_without_a_body_is_the_json_body(mode: str, sdk: Any, live: LiveServer) -> None:
    client, route = _client(sdk, mode, live)
    await _call(client.cache.clear(extra_body=["a", {"b": 1}]))
    [req] = route.requests
    assert req.body == b'["a",{"b":1}]' and req.headers["content-type"] == "application/json"
    await _call(client.close())


async def test_a_list_for_a_delete_without_a_body_is_refused_before_sending(mode: str, sdk: Any, live: LiveServer) -> None:
    client, route = _client(sdk, mode, live)
    for extra in (["u1", "u2"], [], "u1", {"keys": ["u1"]}):
        with pytest.raises(TypeError, match=r"extra_body: DELETE /users takes no request body"):
            await _call(client.users.delete(extra_body=extra))
    assert route.requests == []
    await _call(client.users.delete(extra_body={}))  # an empty mapping adds nothing
    [req] = route.requests
    assert req.body == b"" and "content-type" not in req.headers
    await _call(client.close())


async def test_extra_body_beside_an_array_body_is_refused(mode: str, sdk: Any, live: LiveServer) -> None:
    client, route = _client(sdk, mode, live)
    for extra in ({"x": 1}, ["c"]):
        with pytest.raises(TypeError, match=r"extra_body: the request body of POST /tags is not an object \(json\)"):
            await _call(client.tags.create(body=["a", "b"], extra_body=extra))
    assert route.requests == []
    await _call(client.tags.create(body=["a", "b"], extra_body={}))
    [req] = route.requests
    assert req.body == b'["a","b"]'
    await _call(client.close())


async def test_an_optional_body_left_out_takes_extra_body_whole_or_nothing(mode: str, sdk: Any, live: LiveServer) -> None:
    """An optional object body not given: ``extra_body={}`` sends no body, a mapping is the
    body, and a list (which the object cannot be) is refused."""
    client, route = _client(sdk, mode, live)
    await _call(client.notes.create(extra_body={}))
    await _call(client.notes.create(extra_body={"text": "t"}))
    with pytest.raises(TypeError, match="extra_body must be a mapping for this operation"):
        await _call(client.notes.create(extra_body=[1]))
    assert [r.body for r in route.requests] == [b"", b'{"text":"t"}']
    await _call(client.close())
