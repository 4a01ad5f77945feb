"""Path parameters are passed by position in the order of the URL template, not the order the
spec happens to declare them in (a spec listing ``rowId`` before ``tableId`` must not send
``/tables/<row>/rows/<table>``), asserted on the wire of a live socket, sync and async."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import pytest
from _generate import generated_package
from _live_server import LiveServer, Req

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Rows", "version": "1"},
    "servers": [{"url": "https://api.example.test/v1"}],
    "paths": {
        "/tables/{tableId}/rows/{rowId}": {
            "get": {
                "operationId": "getRow",
                "parameters": [  # declared in the other order than the URL's
                    {"name": "rowId", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"name": "archived", "in": "query", "schema": {"type": "boolean"}},
                    {"name": "tableId", "in": "path", "required": True, "schema": {"type": "string"}},
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            }
        }
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("rows"), SPEC, "rows_sdk") as module:
        yield module
    for name in [m for m in sys.modules if m == "rows_sdk" or m.startswith("rows_sdk.")]:
        del sys.modules[name]


async def test_positional_path_arguments_follow_the_url_template(sdk: ModuleType, mode: str, live: LiveServer) -> None:
    async def handler(req: Req) -> None:
        await req.json({})

    route = live.route(handler)
    cls = sdk.AsyncRows if mode == "async" else sdk.Rows
    client = cls(base_url=route.base_url, timeout=10.0)
    result = client.tables.rows.retrieve("tbl1", "row9", archived=True)
    if hasattr(result, "__await__"):
        await result
    assert route.requests[0].path.endswith("/tables/tbl1/rows/row9")
    import inspect

    params = list(inspect.signature(sdk.Rows(base_url="http://x").tables.rows.retrieve).parameters)
    assert params[:2] == ["table_id", "row_id"]  # snake_case arguments (naming.arguments), in URL order
