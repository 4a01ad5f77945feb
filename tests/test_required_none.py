"""A required value that ``None`` cannot stand for is refused before anything is sent.

A query, header or cookie parameter, a ``multipart/form-data`` part and an
``application/x-www-form-urlencoded`` field have no spelling for ``None``: the encoders leave
such a value out, so a required one given ``None`` used to go out as a request without it
(one the spec rejects, and the server's answer names a field the caller did pass).  Now the
call raises ``ValueError`` naming the value, in sync and async clients, and nothing reaches a
real server on a local socket.  Nullable required values, optional ones and JSON bodies (which
send ``null``) are unchanged, and ordinary values still go out as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}


def _spec() -> dict[str, Any]:
    def param(name: str, where: str, *, required: bool = True, nullable: bool = False) -> dict[str, Any]:
        return {"name": name, "in": where, "required": required, "schema": {"type": ["string", "null"] if nullable else "string"}}

    def body(media: str, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
        return {"required": True, "content": {media: {"schema": {"type": "object", "properties": props, "required": required}}}}

    text = {"type": "string"}
    return {
        "openapi": "3.1.0",
        "info": {"title": "Req", "version": "1"},
        "servers": [{"url": "https://api.example.com"}],
        "paths": {
            "/items": {
                "get": {
                    "operationId": "listItems",
                    "parameters": [
                        param("q", "query"),
                        param("X-Trace", "header"),
                        param("sid", "cookie"),
                        param("opt", "query", required=False),
                        param("nq", "query", nullable=True),
                    ],
                    "responses": OK,
                }
            },
            "/upload": {
                "post": {
                    "operationId": "upload",
                    "requestBody": body("multipart/form-data", {"name": text, "file": {"type": "string", "format": "binary"}, "note": text}, ["name", "file"]),
                    "responses": OK,
                }
            },
            "/form": {
                "post": {
                    "operationId": "submitForm",
                    "requestBody": body("application/x-www-form-urlencoded", {"a": text, "b": {"type": ["string", "null"]}}, ["a", "b"]),
                    "responses": OK,
                }
            },
            "/doc": {"post": {"operationId": "postDoc", "requestBody": body("application/json", {"x": text}, ["x"]), "responses": OK}},
        },
    }


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("reqnone"), _spec(), "reqnone_sdk") as module:
        yield module


def _make(sdk: Any, mode: str, base_url: str) -> Any:
    name = next(n for n in sdk.__all__ if n.startswith("Async") and n not in ("AsyncStream", "AsyncAPIResponse"))
    return getattr(sdk, name if mode == "async" else name.removeprefix("Async"))(base_url=base_url, max_retries=0)


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


async def _ok(req: Req) -> None:
    await req.json({"ok": True})


GET_ARGS: dict[str, Any] = {"q": "term", "x_trace": "t-1", "sid": "s-1", "nq": "n"}


@pytest.mark.parametrize(("arg", "wire", "what"), [("q", "q", "query parameter"), ("x_trace", "X-Trace", "header parameter"), ("sid", "sid", "cookie parameter")])
async def test_a_required_parameter_given_none_raises_and_sends_nothing(mode: str, sdk: Any, live: LiveServer, arg: str, wire: str, what: str) -> None:
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    with pytest.raises(ValueError, match=f"`{wire}` but received None \\(required {what}\\)"):
        await _call(client.items.list(**{**GET_ARGS, arg: None}))
    assert route.requests == []
    await _call(client.close())


async def test_given_values_the_parameters_go_out_and_a_nullable_one_may_be_none(mode: str, sdk: Any, live: LiveServer) -> None:
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    assert await _call(client.items.list(**GET_ARGS)) == {"ok": True}
    assert await _call(client.items.list(**{**GET_ARGS, "nq": None})) == {"ok": True}
    first, second = route.requests
    assert httpx.QueryParams(first.query).multi_items() == [("q", "term"), ("nq", "n")]
    assert first.headers["x-trace"] == "t-1"
    assert first.headers["cookie"] == "sid=s-1"
    assert dict(httpx.QueryParams(second.query))["q"] == "term"  # nq: nullable, no error
    await _call(client.close())


@pytest.mark.parametrize("arg", ["name", "file"])
async def test_a_required_multipart_part_given_none_raises_and_sends_nothing(mode: str, sdk: Any, live: LiveServer, arg: str) -> None:
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    args: dict[str, Any] = {"name": "report", "file": b"\x00bytes", arg: None}
    with pytest.raises(ValueError, match=f"`{arg}` but received None \\(required multipart part\\)"):
        await _call(client.upload.create(**args))
    assert route.requests == []
    assert await _call(client.upload.create(name="report", file=b"\x00bytes", note=None)) == {"ok": True}  # optional: None allowed
    [req] = route.requests
    assert b'name="name"\r\n\r\nreport\r\n' in req.body
    assert b"\x00bytes" in req.body
    await _call(client.close())


async def test_a_required_form_field_given_none_raises_unless_nullable(mode: str, sdk: Any, live: LiveServer) -> None:
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    with pytest.raises(ValueError, match="`a` but received None \\(required form field\\)"):
        await _call(client.form.create(a=None, b="x"))
    assert route.requests == []
    assert await _call(client.form.create(a="1 2", b=None)) == {"ok": True}
    [req] = route.requests
    assert dict(httpx.QueryParams(req.body.decode()))["a"] == "1 2"
    await _call(client.close())


async def test_a_json_body_property_given_none_still_sends_null(mode: str, sdk: Any, live: LiveServer) -> None:
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    assert await _call(client.doc.create(x=None)) == {"ok": True}
    [req] = route.requests
    assert req.json_body() == {"x": None}
    await _call(client.close())


async def test_a_multipart_extra_body_that_is_no_mapping_is_refused_in_both_clients(mode: str, sdk: Any, live: LiveServer) -> None:
    """The async multipart encoder used to ignore an ``extra_body`` list the sync one refuses."""
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    with pytest.raises(TypeError, match="extra_body must be a mapping"):
        await _call(client.upload.create(name="n", file=b"f", extra_body=["x"]))
    assert route.requests == []
    assert await _call(client.upload.create(name="n", file=b"f", extra_body={"extra": "1"})) == {"ok": True}
    [req] = route.requests
    assert b'name="extra"\r\n\r\n1\r\n' in req.body
    await _call(client.close())


async def test_extra_body_cannot_set_a_required_part_or_field_to_none(mode: str, sdk: Any, live: LiveServer) -> None:
    """``extra_body`` is merged over the body's properties, so its ``None`` for a required
    part or field would drop it just the same (found by a hostile review)."""
    route = live.route(_ok)
    client = _make(sdk, mode, route.base_url)
    with pytest.raises(ValueError, match="`name` but received None \\(required multipart part\\)"):
        await _call(client.upload.create(name="n", file=b"f", extra_body={"name": None}))
    with pytest.raises(ValueError, match="`a` but received None \\(required form field\\)"):
        await _call(client.form.create(a="1", b="x", extra_body={"a": None}))
    assert route.requests == []
    assert await _call(client.form.create(a="1", b="x", extra_body={"a": "2"})) == {"ok": True}
    [req] = route.requests
    assert dict(httpx.QueryParams(req.body.decode()))["a"] == "2"
    await _call(client.close())
