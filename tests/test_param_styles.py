"""Path, header and cookie parameters are serialised by their ``style``/``explode``
(OpenAPI 3.1 section 4.8.12.4, the style examples table): arrays and objects are never
sent as JSON text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _generate import generated_package

ARR = {"type": "array", "items": {"type": "string"}}
OBJ = {"type": "object", "properties": {"role": {"type": "string"}, "firstName": {"type": "string"}}}


def _param(name: str, where: str, schema: dict[str, Any], style: str | None = None, explode: bool | None = None) -> dict[str, Any]:
    p: dict[str, Any] = {"name": name, "in": where, "schema": schema}
    if where == "path":
        p["required"] = True
    if style is not None:
        p["style"] = style
    if explode is not None:
        p["explode"] = explode
    return p


SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "Styles", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "paths": {
        "/s/{simple}/{simple_x}/{label}/{label_x}/{matrix}/{matrix_x}/{obj}/{obj_x}/{lobj_x}/{mobj_x}": {
            "get": {
                "operationId": "styles",
                "parameters": [
                    _param("simple", "path", ARR),
                    _param("simple_x", "path", ARR, "simple", True),
                    _param("label", "path", ARR, "label", False),
                    _param("label_x", "path", ARR, "label", True),
                    _param("matrix", "path", ARR, "matrix", False),
                    _param("matrix_x", "path", ARR, "matrix", True),
                    _param("obj", "path", OBJ),
                    _param("obj_x", "path", OBJ, "simple", True),
                    _param("lobj_x", "path", OBJ, "label", True),
                    _param("mobj_x", "path", OBJ, "matrix", True),
                    _param("X-Arr", "header", ARR),
                    _param("X-Obj", "header", OBJ, "simple", True),
                    _param("ids", "cookie", ARR),
                ],
                "responses": {"204": {"description": "none"}},
            }
        }
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("styles"), SPEC, "styles_sdk") as module:
        yield module


def test_styles_of_path_header_and_cookie_parameters(sdk: Any) -> None:
    sent: list[httpx.Request] = []
    client = sdk.Styles(http_client=httpx.Client(transport=httpx.MockTransport(lambda r: sent.append(r) or httpx.Response(204))))
    arr = ["a b", "c/d"]
    obj = {"role": "admin", "firstName": "Alex"}
    client.s.retrieve(arr, arr, arr, arr, arr, arr, obj, obj, obj, obj, x_arr=["h1", "h2"], x_obj=obj, ids=["1", "2;x"])
    path = sent[0].url.raw_path.decode().split("/")[2:]
    assert path == [
        "a%20b,c%2Fd",  # simple
        "a%20b,c%2Fd",  # simple, explode (same for arrays)
        ".a%20b,c%2Fd",  # label
        ".a%20b.c%2Fd",  # label, explode
        ";matrix=a%20b,c%2Fd",  # matrix
        ";matrix_x=a%20b;matrix_x=c%2Fd",  # matrix, explode
        "role,admin,firstName,Alex",  # simple object
        "role=admin,firstName=Alex",  # simple object, explode
        ".role=admin.firstName=Alex",  # label object, explode
        ";role=admin;firstName=Alex",  # matrix object, explode
    ]
    assert sent[0].headers["x-arr"] == "h1,h2"
    assert sent[0].headers["x-obj"] == "role=admin,firstName=Alex"
    assert sent[0].headers["cookie"] == "ids=1,2%3Bx"
