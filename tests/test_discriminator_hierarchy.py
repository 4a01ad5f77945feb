"""A parent object with a ``discriminator`` and no ``oneOf``, extended by its subtypes through
``allOf`` (OpenAPI 3.1 section 4.8.25.3, the LINE ``Message``/``TextMessage`` shape), is the
union of its subtypes wherever it is used: an answer declared as ``Pet`` is a ``Dog`` with its
``bark``, a request body declared as ``Pet`` accepts a ``Dog`` (before: the parent alone, the
subtype's fields untyped on answers and refused by the ``TypedDict`` on requests)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import yaml
from _generate import check_packages, generated_package
from _shared import shared_or_skip

from generator.normalise import NormaliseContext
from generator.normalise.hierarchy import discriminator_hierarchy


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(name: str) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": _ref(name)}}}


PET = {
    "type": "object",
    "required": ["petType", "name"],
    "properties": {"petType": {"type": "string"}, "name": {"type": "string"}},
    "discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog"}},
}
SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Poly", "version": "1"},
    "servers": [{"url": "https://poly.test"}],
    "paths": {
        "/pets/{id}": {
            "get": {
                "operationId": "getPet",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", **_json("Pet")}},
            }
        },
        "/pets": {
            "get": {
                "operationId": "listPets",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": _ref("Pet")}}}}},
            },
            "post": {
                "operationId": "createPet",
                "requestBody": {"required": True, **_json("Pet")},
                "responses": {"201": {"description": "ok", **_json("Pet")}},
            },
        },
    },
    "components": {
        "schemas": {
            "Pet": PET,
            # mapped
            "Dog": {"allOf": [_ref("Pet"), {"type": "object", "properties": {"bark": {"type": "boolean"}}}]},
            # implicit: its tag is its spec name, kept although the class name differs
            "house-cat": {"allOf": [_ref("Pet"), {"type": "object", "required": ["lives"], "properties": {"lives": {"type": "integer"}}}]},
            # a grandchild is a subtype of Pet too (tag "Puppy")
            "Puppy": {"allOf": [_ref("Dog"), {"type": "object", "properties": {"age": {"type": "integer"}}}]},
        }
    },
}

ANSWERS = [
    {"petType": "dog", "name": "rex", "bark": True},
    {"petType": "house-cat", "name": "tom", "lives": 9},
    {"petType": "Puppy", "name": "bit", "bark": False, "age": 1},
]


def test_the_parent_becomes_the_union_of_its_subtypes() -> None:
    doc = json.loads(json.dumps(SPEC))
    out = discriminator_hierarchy(doc, NormaliseContext())
    pet = out["components"]["schemas"]["Pet"]
    assert pet["oneOf"] == [_ref("Dog"), _ref("Puppy"), _ref("house-cat")]
    assert pet["discriminator"]["mapping"] == {"dog": "#/components/schemas/Dog", "Puppy": "#/components/schemas/Puppy", "house-cat": "#/components/schemas/house-cat"}
    assert "properties" not in pet and "required" not in pet
    # each direct subtype extends the parent's object part, not the union
    dog_members = out["components"]["schemas"]["Dog"]["allOf"]
    assert dog_members[0] == {k: v for k, v in PET.items() if k != "discriminator"}
    assert out["components"]["schemas"]["Puppy"]["allOf"][0] == _ref("Dog")
    assert doc == SPEC  # the input is not modified


def test_a_parent_without_subtypes_or_naming_itself_stays_an_object() -> None:
    lone = {**SPEC, "components": {"schemas": {"Pet": PET}}}
    assert discriminator_hierarchy(lone, NormaliseContext()) is lone
    concrete = json.loads(json.dumps(SPEC))
    concrete["components"]["schemas"]["Pet"]["discriminator"]["mapping"]["pet"] = "#/components/schemas/Pet"
    ctx = NormaliseContext()
    out = discriminator_hierarchy(concrete, ctx)
    assert "oneOf" not in out["components"]["schemas"]["Pet"]
    assert [d.code for d in ctx.diagnostics.items] == ["discriminator-concrete-parent"]


def test_answers_are_parsed_as_their_subtype(tmp_path: Path) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/pets":
            return httpx.Response(200, json=ANSWERS)
        return httpx.Response(200, json=ANSWERS[1])

    with generated_package(tmp_path, SPEC, "poly_sdk") as sdk:
        client = sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        pets = client.pets.list()
        assert [type(p).__name__ for p in pets] == ["Dog", "HouseCat", "Puppy"]
        assert pets[0].bark is True and pets[1].lives == 9 and pets[2].age == 1 and pets[2].bark is False
        one = client.pets.retrieve("1")
        assert isinstance(one, sdk.types.HouseCat) and one.lives == 9

        async def run() -> list[str]:
            aclient = sdk.AsyncPoly(http_client=httpx.AsyncClient(transport=httpx.MockTransport(handler)))
            return [type(p).__name__ for p in await aclient.pets.list()]

        assert asyncio.run(run()) == ["Dog", "HouseCat", "Puppy"]


def test_a_subtype_is_sent_whole_as_the_parent(tmp_path: Path) -> None:
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(201, content=request.content, headers={"content-type": "application/json"})

    with generated_package(tmp_path, SPEC, "poly_sdk") as sdk:
        client = sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        made = client.pets.create(body={"petType": "house-cat", "name": "tom", "lives": 9})
        assert json.loads(sent[0].content) == {"petType": "house-cat", "name": "tom", "lives": 9}
        assert type(made).__name__ == "HouseCat" and made.lives == 9


def test_the_package_type_checks_with_subtype_bodies(tmp_path: Path) -> None:
    """A user's call sending a subtype type-checks (mypy --strict, pyright strict)."""
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(SPEC))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", "poly_sdk"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    user = tmp_path / "out" / "src" / "poly_sdk" / "_user_call.py"
    user.write_text(
        "from . import Poly\n"
        "from .types import Dog\n\n\n"
        "def call(client: Poly) -> bool | None:\n"
        '    made = client.pets.create(body={"petType": "dog", "name": "rex", "bark": True})\n'
        "    return made.bark if isinstance(made, Dog) else None\n"
    )
    check_packages([(tmp_path / "out", "poly_sdk")])


def test_a_real_hierarchy_is_typed(tmp_path: Path) -> None:
    """LINE's ``Message`` (11 subtypes in its mapping) is their union; a text message is tagged."""
    spec = shared_or_skip("corpus", "wide", "line-messaging.yaml")
    r = subprocess.run([sys.executable, "-m", "generator", "generate", str(spec), "-o", "out", "-p", "line_sdk"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    models = (tmp_path / "out" / "src" / "line_sdk" / "types" / "_models.py").read_text()
    assert 'Message = TypeAliasType(\n    "Message",' in models or 'Message = TypeAliasType("Message"' in models
    assert 'type: Literal["text"] = "text"' in models
