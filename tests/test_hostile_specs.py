"""Specs a careless or hostile author writes, each generating a package that imports,
type-checks (``mypy --strict``, pyright strict, ``ruff check``) and keeps wire values exactly,
with a warning naming ``file#pointer`` for what had to be degraded: a recursive nullable JSON
value, patterns pydantic cannot compile, integer enums beyond 64 bits, a server URL no client
can call, resource paths that are Windows device names."""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pydantic
import pytest
import yaml
from _generate import check_packages

PACKAGE = "hostile_sdk"
HUGE = 99999999999999999999999999


def _ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Hostile", "version": "1"},
    "servers": [{"url": 'https://example.com/"""\nimport os #'}],
    "paths": {
        "/json": {"post": {"operationId": "postJson", "requestBody": {"content": {"application/json": {"schema": _ref("JsonValue")}}}, "responses": _ok(_ref("JsonValue"))}},
        "/items": {
            "post": {
                "operationId": "createItem",
                "parameters": [{"name": "level", "in": "query", "schema": {"type": "integer", "enum": [0, 1, HUGE]}}],
                "requestBody": {"content": {"application/json": {"schema": _ref("Item")}}},
                "responses": _ok(_ref("Item")),
            }
        },
        "/CON/aux/nul": {"get": {"operationId": "getNul", "responses": _ok({"type": "string"})}},
        "/CON": {"get": {"operationId": "listCon", "responses": _ok({"type": "string"})}},
    },
    "components": {
        "schemas": {
            "JsonValue": {
                "nullable": True,
                "anyOf": [
                    {"type": "string"},
                    {"type": "number"},
                    {"type": "boolean"},
                    {"type": "array", "items": _ref("JsonValue")},
                    {"type": "object", "additionalProperties": _ref("JsonValue")},
                ],
            },
            "Item": {
                "type": "object",
                "properties": {
                    "bad": {"type": "string", "pattern": "(["},
                    "letters": {"type": "string", "pattern": "^\\p{L}+$"},
                    "n": {"type": "integer", "enum": [0, 1, HUGE]},
                    "big": {"type": "integer", "enum": [HUGE, -HUGE]},
                    "mixed": {"enum": [1, "1", True, None, 1.5]},
                },
            },
            "Strong": {
                "type": "object",
                "properties": {
                    "password": {"type": "string", "pattern": "^(?=.*[A-Z]).{8,}$"},
                    "word": {"type": "string", "pattern": "^\\p{L}+$"},
                },
            },
        }
    },
}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any, str]]:
    base = tmp_path_factory.mktemp("hostile")
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", PACKAGE], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    sys.path.insert(0, str(base / "out" / "src"))
    try:
        yield base / "out", importlib.import_module(PACKAGE), r.stderr
    finally:
        sys.path.remove(str(base / "out" / "src"))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def _client(sdk: Any, sent: list[httpx.Request], answer: Any) -> Any:
    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=answer)

    return sdk.Hostile(api_key="k", base_url="https://api.test", http_client=httpx.Client(transport=httpx.MockTransport(handler)))


def test_the_warnings_name_file_and_pointer(generated: tuple[Path, Any, str]) -> None:
    stderr = generated[2]
    assert "warning: spec.yaml#/components/schemas/Item/properties/bad/pattern: [pattern-invalid] pattern '([' cannot be compiled by pydantic: unclosed character class" in stderr
    assert "warning: spec.yaml#/components/schemas/Strong/properties/word/pattern: [pattern-invalid]" in stderr
    assert "warning: spec.yaml#/components/schemas/Item/properties/n/enum: [enum-value-range]" in stderr
    assert "warning: spec.yaml#/paths/~1items/post/parameters/0/schema/enum: [enum-value-range]" in stderr
    assert "warning: spec.yaml#/servers/0/url: [invalid-server-url] server URL 'https://example.com/\"\"\"\\nimport os #' is not a URL a client can call: it contains whitespace or control characters" in stderr


def test_the_recursive_json_value_round_trips(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    value = {"a": [1.5, "x", None, True, {"b": []}]}
    sent: list[httpx.Request] = []
    assert _client(sdk, sent, value).json.create(body=value) == value
    assert sent[-1].content == b'{"a":[1.5,"x",null,true,{"b":[]}]}'
    assert pydantic.TypeAdapter(sdk.types.JsonValue).validate_python(None) is None
    source = (generated[0] / "src" / PACKAGE / "types" / "_models.py").read_text()
    assert "Optional" not in source


def test_compilable_patterns_are_checked_and_the_others_dropped(generated: tuple[Path, Any, str]) -> None:
    types = generated[1].types
    assert types.Item.model_validate({"bad": "([", "letters": "Éa"}).bad == "(["
    with pytest.raises(pydantic.ValidationError):
        types.Item.model_validate({"letters": "1"})
    assert types.Strong.model_validate({"password": "Abcdefgh", "word": "1"}).word == "1"  # word's pattern dropped
    with pytest.raises(pydantic.ValidationError):
        types.Strong.model_validate({"password": "abcdefgh"})


def test_integer_enums_beyond_64_bits_keep_their_values(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    item = sdk.types.Item.model_validate_json(f'{{"n": {HUGE}, "big": {-HUGE}}}')
    assert (item.n, item.big) == (HUGE, -HUGE)
    assert item.to_json(indent=None) == f'{{"n":{HUGE},"big":{-HUGE}}}'
    with pytest.raises(pydantic.ValidationError):
        sdk.types.Item.model_validate({"n": 7})
    sent: list[httpx.Request] = []
    _client(sdk, sent, {}).items.create(level=HUGE, n=HUGE)
    assert sent[-1].url.params["level"] == str(HUGE) and sent[-1].content == f'{{"n":{HUGE}}}'.encode()
    # a mixed enum: each wire value parses to itself
    for wire, value in (("1", 1), ('"1"', "1"), ("true", True), ("1.5", 1.5), ("null", None)):
        parsed = sdk.types.Item.model_validate_json(f'{{"mixed": {wire}}}').mixed
        assert parsed == value and type(parsed) is type(value), wire
    docs = (generated[0] / "api.md").read_text()
    assert f"One of 0, 1, {HUGE}." in docs


def test_an_invalid_server_url_is_not_the_default(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    assert sdk._client.DEFAULT_BASE_URL == ""
    with pytest.raises(sdk.HostileError, match="base_url"):
        sdk.Hostile(api_key="k")
    assert str(sdk.Hostile(api_key="k", base_url="https://api.test").base_url) == "https://api.test/"


def test_windows_device_names_are_no_module_names(generated: tuple[Path, Any, str]) -> None:
    folder, sdk, _ = generated
    modules = sorted(p.stem for p in (folder / "src" / PACKAGE / "resources").glob("*.py"))
    assert modules == ["__init__", "con_", "con_aux", "con_aux_nul", "items", "json"]
    sent: list[httpx.Request] = []
    assert _client(sdk, sent, "x").con.aux.nul.list() == "x"
    assert sent[-1].url.path == "/CON/aux/nul"


@pytest.mark.slow
def test_the_package_type_checks(generated: tuple[Path, Any, str]) -> None:
    check_packages([(generated[0], PACKAGE)])
