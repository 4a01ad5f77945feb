"""Security schemes in generated clients: the API's scheme is sent on every operation except
those that opt out with ``security: []`` (OpenAPI 3.1 section 4.8.10)."""

from __future__ import annotations

import importlib
import subprocess
import sys
from typing import Any

import httpx
import pytest
import yaml

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
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Any:
    base = tmp_path_factory.mktemp("sec")
    (base / "s.yaml").write_text(yaml.safe_dump(SPEC))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "s.yaml", "-o", "out", "-p", "sec_sdk"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    sys.path.insert(0, str(base / "out" / "src"))
    try:
        yield importlib.import_module("sec_sdk")
    finally:
        sys.path.remove(str(base / "out" / "src"))


def test_the_key_is_sent_except_where_an_operation_opts_out(sdk: Any) -> None:
    sent: list[httpx.Request] = []
    client = sdk.Sec(api_key="k-123456", http_client=httpx.Client(transport=httpx.MockTransport(lambda r: sent.append(r) or httpx.Response(200, json={}))))
    client.private.list()
    client.public.list()
    client.optional.list()
    assert [r.headers.get("x-api-key") for r in sent] == ["k-123456", None, "k-123456"]
