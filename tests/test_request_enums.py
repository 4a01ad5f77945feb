"""A string enum is closed in requests and open in responses, whether it is written inline or
as a named component (fresh-user review 7, Dialogporten): the component ``Status`` was one
alias ``Literal["a", "b"] | str`` used in requests too, so ``list(status="zzz")`` passed
``mypy --strict`` and pyright and was sent.  Requests take ``StatusParam`` (the closed
``Literal``); response fields keep ``Status`` (open: a value the server adds later parses)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
from _generate import generated_package, pyright_errors

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "En", "version": "1"},
    "servers": [{"url": "https://api.en.test"}],
    "paths": {
        "/things": {
            "get": {
                "operationId": "listThings",
                "parameters": [
                    {"name": "status", "in": "query", "schema": {"$ref": "#/components/schemas/Status"}},
                    {"name": "kind", "in": "query", "schema": {"type": "string", "enum": ["x", "y"]}},
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}},
            },
            "post": {
                "operationId": "createThing",
                "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}},
            },
        }
    },
    "components": {
        "schemas": {
            "Status": {"type": "string", "enum": ["a", "b"]},
            "Thing": {"type": "object", "properties": {"status": {"$ref": "#/components/schemas/Status"}}},
        }
    },
}

USER = """
from en_sdk import En
from en_sdk.types import Status, StatusParam

client = En()
client.things.list(status="a", kind="x")
client.things.list(status="zzz")  # line 7: a typo
client.things.create(status="b")
client.things.create(status="nope")  # line 9: a typo
thing = client.things.create()
known: Status = thing.status or "a"  # a response value may be any string
sent: StatusParam = "b"
"""


def test_a_named_enum_is_closed_in_requests_and_open_in_responses(tmp_path: Path) -> None:
    with generated_package(tmp_path, SPEC, "en_sdk") as sdk:
        answered: list[httpx.Request] = []

        def handler(request: httpx.Request) -> httpx.Response:
            answered.append(request)
            return httpx.Response(200, json={"status": "c"})  # a value added after generation

        client = sdk.En(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        assert client.things.list(status="a").status == "c"
        assert str(answered[0].url.params) == "status=a"
        import typing

        hints = typing.get_type_hints(sdk.types.ThingParam)  # the alias is no quoted forward reference
        assert typing.get_args(hints["status"]) == ("a", "b")
    user = tmp_path / "out" / "src" / "user.py"
    user.write_text(USER)
    errors = [e for e in pyright_errors([], project=tmp_path / "out") if e.startswith(str(user))]  # its own strict settings
    assert [e.split(":")[1] for e in errors] == ["7", "9"], errors
