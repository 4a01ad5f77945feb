"""Generator faults the wide corpus (``tests/test_wide_corpus.py``) found, each shown on a
minimal spec: the exact type-check result of the generated package, or what its client sends
and parses.  The corpus suite names the spec where each was seen; these tests name the shape."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
from _generate import check_packages, generated_package

from generator.ir.samples import ValueBuilder

# springdoc's shape for a discriminated hierarchy (komga-api.json of the wide corpus): the base
# lists its subtypes in oneOf and each subtype is allOf [base] (plus its own properties)
POLYMORPHIC_SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Poly", "version": "1"},
    "servers": [{"url": "https://api.poly.test"}],
    "paths": {
        "/flags": {
            "post": {
                "operationId": "createFlag",
                "requestBody": {
                    "required": True,
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Flag"}}},
                },
                "responses": {
                    "200": {
                        "description": "ok",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Flag"}}},
                    }
                },
            }
        }
    },
    "components": {
        "schemas": {
            "Flag": {
                "discriminator": {
                    "propertyName": "operator",
                    "mapping": {"isTrue": "#/components/schemas/IsTrue", "isFalse": "#/components/schemas/IsFalse"},
                },
                "oneOf": [{"$ref": "#/components/schemas/IsTrue"}, {"$ref": "#/components/schemas/IsFalse"}],
                "properties": {"operator": {"type": "string"}},
                "required": ["operator"],
            },
            "IsTrue": {"allOf": [{"$ref": "#/components/schemas/Flag"}]},
            "IsFalse": {
                "allOf": [
                    {"$ref": "#/components/schemas/Flag"},
                    {"type": "object", "properties": {"reason": {"type": "string"}}},
                ]
            },
        }
    },
}


def test_subtypes_of_a_polymorphic_base_are_objects_not_unions_of_themselves(tmp_path: Path) -> None:
    """Before: ``IsTrue`` (``allOf [Flag]``) became an alias of ``Flag`` and so
    ``Union[IsTrue, IsFalse]``: mypy ``Invalid recursive alias: a union item of itself``, and
    the sample builder recursed until ``RecursionError`` (a traceback from ``generate``)."""
    answer = {"operator": "isFalse", "reason": "r"}
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=answer)

    with generated_package(tmp_path, POLYMORPHIC_SPEC, "poly_sdk") as sdk:
        from poly_sdk.types import IsFalse, IsTrue

        assert set(IsTrue.model_fields) == {"operator"}
        assert set(IsFalse.model_fields) == {"operator", "reason"}
        client = sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        result = client.flags.create(body={"operator": "isTrue"})
        assert isinstance(result, IsFalse) and result.reason == "r"
        assert json.loads(sent[-1].content) == {"operator": "isTrue"}
    check_packages([(tmp_path / "out", "poly_sdk")])


def test_sample_values_of_a_union_that_lists_itself_end() -> None:
    """A union that reaches itself with no object in between gets its smallest value instead
    of recursing until ``RecursionError``."""
    document = {
        "components": {
            "schemas": {
                "A": {"properties": {"x": {"type": "string"}}, "oneOf": [{"$ref": "#/components/schemas/A"}]}
            }
        }
    }
    assert ValueBuilder(document).value({"$ref": "#/components/schemas/A"}) == {}


@pytest.fixture(autouse=True)
def _forget_packages() -> Any:
    import sys

    yield
    for name in [m for m in sys.modules if m.split(".")[0].endswith("_sdk")]:
        del sys.modules[name]
