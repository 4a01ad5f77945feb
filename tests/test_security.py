"""Security schemes in generated clients: the API's scheme is sent on every operation except
those that opt out with ``security: []`` (OpenAPI 3.1 section 4.8.10)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _generate import generated_package

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}}
SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "Sec", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "security": [{"key": []}],
    "paths": {
        "/private": {"get": {"operationId": "getPrivate", "responses": OK}},
        "/public": {"get": {"operationId": "getPublic", "security": [], "responses": OK}},
        "/optional": {"get": {"operationId": "getOptional", "security": [{}, {"key": []}], "responses": OK}},
    },
    "components": {"securitySchemes": {"key": {"type": "apiKey", "in": "header", "name": "X-Api-Key"}}},
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("sec"), SPEC, "sec_sdk") as module:
        yield module


def test_the_key_is_sent_except_where_an_operation_opts_out(sdk: Any) -> None:
    sent: list[httpx.Request] = []
    client = sdk.Sec(api_key="k-123456", http_client=httpx.Client(transport=httpx.MockTransport(lambda r: sent.append(r) or httpx.Response(200, json={}))))
    client.private.list()
    client.public.list()
    client.optional.list()
    assert [r.headers.get("x-api-key") for r in sent] == ["k-123456", None, "k-123456"]
