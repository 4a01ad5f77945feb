"""The generated README's examples for kinds of operation a spec may have first (found by a
fresh-user review): the "Types" example, which assigns the answer to its model's name, uses an
operation that answers that model, never a paginated one (which returns ``SyncPage[...]``); the
example of an operation that always streams reads the stream in a ``with`` block (printing the
``Stream`` object left its connection open)."""

from __future__ import annotations

import ast
import re
from typing import Any

import pytest

SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Petstore", "version": "1"},
    "servers": [{"url": "https://api.pets.test/v1"}],
    "paths": {
        "/pets": {
            "get": {
                "operationId": "listPets",
                "parameters": [{"name": "cursor", "in": "query", "schema": {"type": "string"}}, {"name": "limit", "in": "query", "schema": {"type": "integer"}}],
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {
                            "application/json": {
                                "schema": {
                                    "type": "object",
                                    "required": ["data"],
                                    "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}, "next_cursor": {"type": ["string", "null"]}},
                                }
                            }
                        },
                    }
                },
            }
        },
        "/pets/{pet_id}": {
            "get": {
                "operationId": "getPet",
                "parameters": [{"name": "pet_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}},
            }
        },
        "/orders": {
            "get": {
                "operationId": "listOrders",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}}}}}},
            }
        },
        "/events": {
            "get": {
                "operationId": "listEvents",
                "responses": {"200": {"description": "events", "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Event"}}}}},
            }
        },
    },
    "components": {
        "schemas": {
            "Pet": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "name": {"type": "string"}}},
            "Event": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}},
        }
    },
}


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    import os

    import yaml

    from generator.configure import config_from_args
    from generator.pipeline import run

    tmp = tmp_path_factory.mktemp("kinds")
    (tmp / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    old = os.environ.get("SDKGEN_CACHE_DIR")
    os.environ["SDKGEN_CACHE_DIR"] = "off"
    try:
        result = run(config_from_args([str(tmp / "spec.yaml")], str(tmp / "out" / "pets_sdk"), "pets_sdk", None))
    finally:
        if old is None:
            os.environ.pop("SDKGEN_CACHE_DIR")
        else:
            os.environ["SDKGEN_CACHE_DIR"] = old
    assert any(o.pagination is not None for o in result.api.operations)
    return result.files


@pytest.fixture(scope="module")
def readme(files: dict[str, str]) -> str:
    return files["README.md"]


def _blocks(readme: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", readme, re.DOTALL)


def test_the_types_example_calls_an_operation_answering_the_model(readme: str) -> None:
    (types,) = [b for b in _blocks(readme) if "print(result.to_dict())" in b]
    assign = next(n for n in ast.walk(ast.parse(types)) if isinstance(n, ast.AnnAssign))
    assert ast.unparse(assign.annotation) == "Pet"
    assert ast.unparse(assign.value).startswith("client.pets.retrieve("), ast.unparse(assign.value)  # not list(): a page


def test_an_always_streaming_operation_example_reads_its_stream(readme: str) -> None:
    section = readme.split("### `GET /events`", 1)[1].split("###", 1)[0]
    (block,) = _blocks(section)
    tree = ast.parse(block)
    withs = [n for n in ast.walk(tree) if isinstance(n, ast.With)]
    assert withs and ast.unparse(withs[0].items[0].context_expr) == "client.events.list()"
    assert any(isinstance(n, ast.For) for n in ast.walk(withs[0]))
    assert "print(result)" not in block
    compile(block, "example", "exec")


def test_api_md_shows_the_return_type_as_written_without_the_builtins_prefix(files: dict[str, str]) -> None:
    # in the resource class a method named `list` shadows the builtin, so the code says
    # `builtins.list[Pet]`; the reference shows what a reader writes
    code = files["src/pets_sdk/resources/orders.py"]
    assert "-> builtins.list[Pet]" in code
    assert "client.orders.list() -> list[Pet]" in files["api.md"] and "builtins." not in files["api.md"]
