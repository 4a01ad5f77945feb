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
import pytest
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


def _spec(schemas: dict[str, Any], root: str, other: str | None = None) -> dict[str, Any]:
    """A spec answering ``GET /items`` with a list of ``root`` (and ``GET /others`` with a
    list of ``other``)."""

    def listing(op: str, name: str) -> dict[str, Any]:
        return {"get": {"operationId": op, "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "array", "items": _ref(name)}}}}}}}

    paths = {"/items": listing("listItems", root), **({"/others": listing("listOthers", other)} if other else {})}
    return {"openapi": "3.0.3", "info": {"title": "Poly", "version": "1"}, "servers": [{"url": "https://poly.test"}], "paths": paths, "components": {"schemas": schemas}}


def _answering(sdk: Any, payload: Any) -> Any:
    return sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(200, json=payload))))


def _warnings(tmp_path: Path) -> str:
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out2", "-p", "poly_sdk", "-v"], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout + r.stderr


# Robot is named by Pet's mapping but does not extend Pet
UNRELATED: dict[str, Any] = {
    "Pet": {**PET, "discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog", "robot": "#/components/schemas/Robot"}}},
    "Dog": SPEC["components"]["schemas"]["Dog"],
    "Robot": {"type": "object", "required": ["serial"], "properties": {"serial": {"type": "string"}}},
}


def test_a_mapped_schema_that_is_no_subtype_keeps_its_shape_with_a_warning() -> None:
    """OpenAPI 3.1 section 4.8.25: the discriminator "MUST NOT change the validation outcome".
    Before: ``Robot`` was given a required ``petType: const robot`` (everywhere it is used)."""
    ctx = NormaliseContext()
    out = discriminator_hierarchy(_spec(UNRELATED, "Pet"), ctx)
    schemas = out["components"]["schemas"]
    assert schemas["Robot"] == UNRELATED["Robot"]
    assert schemas["Pet"] == {
        "x-sdkgen-dispatch": "petType",  # the models pick the member by the tag (generator.ir.dispatch)
        "anyOf": [
            {"discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog"}}, "oneOf": [_ref("Dog")]},
            {**_ref("Robot"), "x-sdkgen-mapped": ["robot"]},
        ],
    }
    [d] = ctx.diagnostics.items
    assert d.code == "discriminator-mapping-not-subtype" and d.location.endswith("#/components/schemas/Pet/discriminator/mapping/robot")


# UNRELATED's Pet also mapping an object that admits a Dog's answer (Rock: it declares the
# tag property and more of a Dog's fields than Dog has) and a string schema (Word)
MIXED: dict[str, Any] = {
    **UNRELATED,
    "Pet": {**PET, "discriminator": {"propertyName": "petType", "mapping": {**UNRELATED["Pet"]["discriminator"]["mapping"], "rock": "#/components/schemas/Rock", "word": "#/components/schemas/Word"}}},
    "Rock": {"type": "object", "properties": {"petType": {"type": "string"}, "name": {"type": "string"}, "bark": {"type": "boolean"}, "weight": {"type": "integer"}}},
    "Word": {"type": "string"},
}


def test_an_answer_with_the_tag_of_a_mapped_non_subtype_is_that_schema(tmp_path: Path) -> None:
    """The union picks its member by the tag (a callable discriminator, ``tag_dispatch``).
    Before: it was an untagged union, and pydantic's smart mode took the member that fit
    best: ``{"petType": "dog", ...}`` was a ``Rock`` (more of its fields set), a Dog answer
    missing ``name`` a ``Rock`` too.  A tag naming a member reads the answer as that member
    (or fails); an object whose tag names none is tried as the mapped objects only (the spec
    allows it: a mapped schema need not declare the tag, and a tagged subtype requires its
    own), never as a subtype with its tag defaulted; a value that is no object as the mapped
    schemas that are no objects only (they cannot carry the tag)."""
    from pydantic import TypeAdapter, ValidationError

    with generated_package(tmp_path, _spec(UNRELATED, "Pet", "Robot"), "poly_sdk") as sdk:
        assert set(sdk.types.Robot.model_fields) == {"serial"}  # no tag forced into it
        assert sdk.types.Dog.model_fields["petType"].default == "dog"  # the subtype keeps its tag
        pets = _answering(sdk, [{"petType": "dog", "name": "rex"}, {"petType": "robot", "serial": "r2"}]).items.list()
        assert [type(p).__name__ for p in pets] == ["Dog", "Robot"] and pets[1].serial == "r2"
        robots = _answering(sdk, [{"serial": "r3"}]).others.list()  # a Robot without the tag is one
        assert type(robots[0]).__name__ == "Robot" and robots[0].serial == "r3"
        pet = TypeAdapter(sdk.types.Pet)
        with pytest.raises(ValidationError):
            pet.validate_python({})  # no tag: no Dog (its tag defaulted), no Robot (no serial)
    assert "Pet/discriminator/mapping/robot: [discriminator-mapping-not-subtype]" in _warnings(tmp_path)
    with generated_package(tmp_path, _spec(MIXED, "Pet"), "poly_sdk") as sdk:
        pet = TypeAdapter(sdk.types.Pet)
        dog = pet.validate_python({"petType": "dog", "name": "rex", "bark": True, "weight": 1})
        assert type(dog) is sdk.types.Dog and dog.petType == "dog" and dog.bark is True  # before: a Rock
        with pytest.raises(ValidationError):
            pet.validate_python({"petType": "dog", "bark": True})  # a Dog without its name; before: a Rock
        assert pet.validate_python("hello") == "hello"  # a Word: no object model
        with pytest.raises(ValidationError):
            pet.validate_python(3)  # neither an object nor a string
        empty = pet.validate_python({})  # no tag: a Rock (it admits {}), not a Dog with its tag defaulted
        assert type(empty) is sdk.types.Rock and empty.petType is None
        for tag in ("rock", "word", "cat"):  # a Rock's tag; a Word's, which no object can be; none
            rock = pet.validate_python({"petType": tag, "weight": 2})
            assert type(rock) is sdk.types.Rock and rock.petType == tag and rock.weight == 2
        got = _answering(sdk, [{"petType": "dog", "name": "rex", "bark": True, "weight": 1}, "hi", {"petType": "dog", "bark": True}]).items.list()
        assert [type(x).__name__ for x in got] == ["Dog", "str", "Dog"]  # the last built leniently, as the Dog its tag names
        assert got[2].bark is True and "name" not in got[2].model_fields_set


def _parent(**mapping: str) -> dict[str, Any]:
    disc: dict[str, Any] = {"propertyName": "kind", **({"mapping": {k: f"#/components/schemas/{v}" for k, v in mapping.items()}} if mapping else {})}
    return {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "p": {"type": "string"}}, "discriminator": disc}


def _extends(parent: str, prop: str, **extra: Any) -> dict[str, Any]:
    return {"allOf": [_ref(parent), {"type": "object", "properties": {prop: {"type": "string"}}}], **extra}


def test_two_discriminated_parents_extending_each_other_warn_and_the_package_works(tmp_path: Path) -> None:
    """``A: allOf [B]``, ``B: allOf [A]``, both discriminated.  Before: ``A`` was the union of
    ``B`` and ``B`` of ``A``: the first call raised pydantic's ``PydanticUserError``
    (circular reference)."""
    schemas = {"A": _extends("B", "a", discriminator={"propertyName": "kind"}), "B": _extends("A", "b", discriminator={"propertyName": "kind"})}
    ctx = NormaliseContext()
    out = discriminator_hierarchy(_spec(schemas, "A"), ctx)
    assert out["components"]["schemas"] == schemas
    assert sorted((d.code, d.location.rsplit("#", 1)[-1]) for d in ctx.diagnostics.items) == [
        ("discriminator-hierarchy-cycle", "/components/schemas/A/allOf"),
        ("discriminator-hierarchy-cycle", "/components/schemas/B/allOf"),
    ]
    with generated_package(tmp_path, _spec(schemas, "A"), "poly_sdk") as sdk:
        assert _answering(sdk, [{"kind": "A", "a": "1"}]).items.list() == [{"kind": "A", "a": "1"}]
    assert "spec.yaml#/components/schemas/A/allOf: [discriminator-hierarchy-cycle]" in _warnings(tmp_path)


def test_a_discriminated_parent_extending_another_is_one_of_its_variants(tmp_path: Path) -> None:
    """``A: allOf [B]``, both discriminated, ``C: allOf [A]``.  Before: ``A`` became the union
    of its only subtype ``C`` and so ``C``'s shape (``c`` among ``A``'s fields)."""
    schemas = {"B": {**_parent(), "properties": {"kind": {"type": "string"}, "b": {"type": "string"}}}, "A": _extends("B", "a", discriminator={"propertyName": "kind"}), "C": _extends("A", "c")}
    with generated_package(tmp_path, _spec(schemas, "B", "A"), "poly_sdk") as sdk:
        assert set(sdk.types.A.model_fields) == {"kind", "b", "a"}
        assert set(sdk.types.C.model_fields) == {"kind", "b", "a", "c"}
        got = _answering(sdk, [{"kind": "A", "a": "1"}, {"kind": "C", "c": "2"}]).items.list()
        assert [type(x).__name__ for x in got] == ["A", "C"] and got[1].c == "2"
        assert type(_answering(sdk, [{"kind": "A", "a": "1"}]).others.list()[0]).__name__ == "A"


@pytest.mark.parametrize("mid_discriminator", [None, {"propertyName": "kind"}, {"propertyName": "kind", "mapping": {"leaf": "#/components/schemas/Leaf"}}])
def test_a_mid_level_subtype_keeps_its_own_shape(tmp_path: Path, mid_discriminator: dict[str, Any] | None) -> None:
    """Parent (discriminated) <- Mid (allOf Parent, ``m``) <- Leaf (allOf Mid, ``l``).  Before:
    when Mid repeated the discriminator it became the union of Leaf alone, so Mid had Leaf's
    ``l`` (and a Mid answer was read with Leaf's shape)."""
    extra = {"discriminator": mid_discriminator} if mid_discriminator else {}
    schemas = {"Parent": _parent(mid="Mid", leaf="Leaf"), "Mid": _extends("Parent", "m", **extra), "Leaf": _extends("Mid", "l")}
    with generated_package(tmp_path, _spec(schemas, "Parent", "Mid"), "poly_sdk") as sdk:
        assert set(sdk.types.Mid.model_fields) == {"kind", "p", "m"}
        assert set(sdk.types.Leaf.model_fields) == {"kind", "p", "m", "l"}
        got = _answering(sdk, [{"kind": "mid", "m": "1"}, {"kind": "leaf", "m": "2", "l": "3"}]).items.list()
        assert [type(x).__name__ for x in got] == ["Mid", "Leaf"] and got[1].l == "3" and got[0].m == "1"
        assert type(_answering(sdk, [{"kind": "mid", "m": "1"}]).others.list()[0]).__name__ == "Mid"
    if mid_discriminator:
        assert "spec.yaml#/components/schemas/Mid: [discriminator-concrete-parent]" in _warnings(tmp_path)


def _one_subtype_spec(pet: dict[str, Any]) -> dict[str, Any]:
    """``Pet`` (answered and sent by ``POST /pets``) with ``Dog`` its one subtype (or variant,
    when ``Pet`` is written as a ``oneOf``)."""
    if "oneOf" in pet:
        dog: dict[str, Any] = {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"}, "name": {"type": "string"}, "bark": {"type": "string"}}}
    else:
        dog = {"allOf": [_ref("Pet"), {"type": "object", "properties": {"bark": {"type": "string"}}}]}
    spec = json.loads(json.dumps(SPEC))
    spec["paths"] = {"/pets": {"post": SPEC["paths"]["/pets"]["post"]}}
    spec["components"]["schemas"] = {"Pet": pet, "Dog": dog}
    return spec


ONE_SUBTYPE = {
    # a hierarchy of one subtype (Dog extends Pet), mapped or implicit
    "mapped": {**PET, "discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog"}}},
    "implicit": {**PET, "discriminator": {"propertyName": "petType"}},
    # the union written out: oneOf its one variant
    "oneOf": {"oneOf": [_ref("Dog")], "discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog"}}},
}


@pytest.mark.parametrize("shape", sorted(ONE_SUBTYPE))
def test_a_hierarchy_of_one_subtype_tags_it_as_one_of_two(tmp_path: Path, shape: str) -> None:
    """Before: single_branch_composition replaced ``Pet``'s ``oneOf: [Dog]`` by ``Dog`` before
    discriminator_literals ran, so Dog's tag stayed a ``str`` (no default, required) and a
    request did not send it; with two subtypes it is ``Literal["dog"] = "dog"``."""
    from pydantic import TypeAdapter, ValidationError

    tag = "Dog" if shape == "implicit" else "dog"
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(201, content=request.content, headers={"content-type": "application/json"})

    with generated_package(tmp_path, _one_subtype_spec(ONE_SUBTYPE[shape]), "poly_sdk") as sdk:
        field = sdk.types.Dog.model_fields["petType"]
        assert field.default == tag and str(field.annotation) == f"typing.Literal['{tag}']"
        pet = TypeAdapter(sdk.types.Pet)
        got = pet.validate_python({"petType": tag, "name": "rex", "bark": "woof"})
        assert type(got) is sdk.types.Dog and got.petType == tag and got.bark == "woof"
        assert type(pet.validate_python({"name": "rex"})) is sdk.types.Dog  # the model's default tag
        with pytest.raises(ValidationError):
            pet.validate_python({"petType": "cat", "name": "tom"})  # a closed tag, as of two subtypes
        client = sdk.Poly(http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        made = client.pets.create(body={"name": "rex", "bark": "woof"})  # the tag left out: filled in
        assert json.loads(sent[0].content) == {"petType": tag, "name": "rex", "bark": "woof"}
        assert type(made) is sdk.types.Dog and made.petType == tag


def test_a_union_of_several_mapped_objects_and_values_dispatches_and_type_checks(tmp_path: Path) -> None:
    """A nullable parent mapping two objects (one by two tags), a string, an integer and a
    schema of any value: an object naming none is tried as the mapped objects, a value that is
    no object as the others; the package passes mypy --strict, pyright strict and ruff."""
    from pydantic import TypeAdapter, ValidationError

    mapping = {"dog": "Dog", "rock": "Rock", "pebble": "Rock", "stone": "Stone", "word": "Word", "num": "Num"}
    schemas: dict[str, Any] = {
        "Pet": {**PET, "nullable": True, "discriminator": {"propertyName": "petType", "mapping": {k: f"#/components/schemas/{v}" for k, v in mapping.items()}}},
        "Dog": SPEC["components"]["schemas"]["Dog"],
        "Rock": {"type": "object", "required": ["weight"], "properties": {"weight": {"type": "integer"}, "inner": _ref("Pet")}},
        "Stone": {"type": "object", "required": ["size"], "properties": {"size": {"type": "integer"}}},
        "Word": {"type": "string"},
        "Num": {"type": "integer"},
    }
    with generated_package(tmp_path, _spec(schemas, "Pet"), "poly_sdk") as sdk:
        pet = TypeAdapter(sdk.types.Pet)
        t = sdk.types
        assert pet.validate_python(None) is None and pet.validate_python("w") == "w" and pet.validate_python(7) == 7
        assert type(pet.validate_python({"petType": "dog", "name": "rex", "size": 1})) is t.Dog
        assert type(pet.validate_python({"petType": "pebble", "weight": 1, "size": 1})) is t.Rock
        assert type(pet.validate_python({"petType": "stone", "weight": 1, "size": 1})) is t.Stone
        assert type(pet.validate_python({"size": 1})) is t.Stone
        nested = pet.validate_python({"weight": 1, "inner": {"petType": "dog", "name": "rex"}})
        assert type(nested) is t.Rock and type(nested.inner) is t.Dog
        for bad in ({"petType": "dog", "weight": 1}, {"petType": "word"}, [1], 1.5):
            with pytest.raises(ValidationError):
                pet.validate_python(bad)
        dog = t.Dog(name="rex")
        assert pet.validate_python(dog) is dog  # a model is read by its attribute
    check_packages([(tmp_path / "out", "poly_sdk")])
