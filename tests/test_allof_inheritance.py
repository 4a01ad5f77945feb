"""``allOf: [{$ref: Base}, {...}]`` is a subclass (issue 26): ``class Dog(Pet)`` declaring its own
fields only, so that a chain of n links prints n fields rather than n squared; flat where a
subclass would mean something else (a type changed, an optional field made required); the
request side still sends every property."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
from _generate import check_packages, generated_package
from pydantic import ValidationError


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _json(name: str) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": _ref(name)}}}


PET = {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "name": {"type": "string"}}}
SCHEMAS: dict[str, Any] = {
    "Pet": PET,
    "Tagged": {"type": "object", "properties": {"tag": {"type": "string"}}},
    "Dog": {"allOf": [_ref("Pet"), {"type": "object", "properties": {"bark": {"type": "boolean"}}}]},
    "Puppy": {"allOf": [_ref("Dog"), {"type": "object", "required": ["age"], "properties": {"age": {"type": "integer"}}}]},
    # an optional inherited property made required: flat (pyright refuses the narrowing override)
    "NamedPet": {"allOf": [_ref("Pet"), {"type": "object", "required": ["name"]}]},
    # an inherited property typed otherwise: flat
    "NumberedPet": {"allOf": [_ref("Pet"), {"type": "object", "properties": {"name": {"type": "integer"}}}]},
    # only the description changes: the field is declared again, in its place
    "DescribedPet": {"allOf": [_ref("Pet"), {"type": "object", "properties": {"name": {"type": "string", "description": "Its name."}, "x": {"type": "string"}}}]},
    # two $ref members: the first is the base, the second's properties are declared
    "TaggedDog": {"allOf": [_ref("Dog"), _ref("Tagged"), {"type": "object", "properties": {"since": {"type": "string"}}}]},
    # a nullable parent is no base class
    "MaybePet": {"type": ["object", "null"], "properties": {"id": {"type": "string"}}},
    "MaybeChild": {"allOf": [_ref("MaybePet"), {"type": "object", "properties": {"more": {"type": "string"}}}]},
    # holds the base: a subclass instance put there keeps its own fields on the wire
    "Owner": {"type": "object", "properties": {"pet": _ref("Pet"), "pets": {"type": "array", "items": _ref("Pet")}}},
}
NAMES = [n for n in SCHEMAS if n not in ("Pet", "Tagged", "MaybePet")]
ANSWER = {"id": "d1", "name": "Rex", "bark": True, "age": 2, "tag": "t", "since": "2020", "x": "y", "more": "m", "extra": 1}


def _spec() -> dict[str, Any]:
    paths: dict[str, Any] = {}
    for name in NAMES:
        paths[f"/{name.lower()}"] = {
            "get": {"operationId": f"get{name}", "responses": {"200": {"description": "ok", **_json(name)}}},
            "post": {"operationId": f"make{name}", "requestBody": {"required": True, **_json(name)}, "responses": {"200": {"description": "ok", **_json(name)}}},
        }
    return {
        "openapi": "3.1.0",
        "info": {"title": "Kennel", "version": "1"},
        "servers": [{"url": "https://kennel.test"}],
        "paths": paths,
        "components": {"schemas": copy.deepcopy(SCHEMAS)},
    }


@pytest.fixture(scope="module")
def kennel(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, ModuleType, str]]:
    base = tmp_path_factory.mktemp("kennel")
    with generated_package(base, _spec(), "kennel_sdk") as sdk:
        models = "".join(p.read_text() for p in sorted((base / "out" / "src" / "kennel_sdk" / "types").glob("_models*.py")))
        yield base / "out", sdk, models


def _class(models: str, name: str) -> str:
    m = re.search(rf"^class {name}\((\w+)\):\n((?:    .*\n|\n)*?)(?=^\S)", models + "\nend\n", re.MULTILINE)
    assert m, f"no class {name}"
    return m.group(0)


def _fields(models: str, name: str) -> list[str]:
    return re.findall(r"^    (\w+): ", _class(models, name), re.MULTILINE)


def test_a_child_extends_its_base_and_declares_its_own_fields_only(kennel: tuple[Path, ModuleType, str]) -> None:
    _, sdk, models = kennel
    assert _class(models, "Dog").startswith("class Dog(Pet):") and _fields(models, "Dog") == ["bark"]
    assert _class(models, "Puppy").startswith("class Puppy(Dog):") and _fields(models, "Puppy") == ["age"]
    assert models.index("class Pet(") < models.index("class Dog(") < models.index("class Puppy(")
    puppy = sdk.types.Puppy.model_validate(ANSWER)
    assert isinstance(puppy, sdk.types.Dog) and isinstance(puppy, sdk.types.Pet)
    assert (puppy.id, puppy.name, puppy.bark, puppy.age) == ("d1", "Rex", True, 2)
    assert list(sdk.types.Puppy.model_fields) == ["id", "name", "bark", "age"]
    assert puppy.model_extra == {"tag": "t", "since": "2020", "x": "y", "more": "m", "extra": 1}  # unknown keys kept, as for every model
    with pytest.raises(ValidationError, match="id"):
        sdk.types.Puppy.model_validate({"age": 1})  # the inherited required field is checked
    with pytest.raises(ValidationError, match="age"):
        sdk.types.Puppy.model_validate({"id": "x"})


def test_a_child_that_makes_an_inherited_field_required_or_retypes_it_stays_flat(kennel: tuple[Path, ModuleType, str]) -> None:
    _, sdk, models = kennel
    assert _class(models, "NamedPet").startswith("class NamedPet(BaseModel):") and _fields(models, "NamedPet") == ["id", "name"]
    with pytest.raises(ValidationError, match="name"):
        sdk.types.NamedPet.model_validate({"id": "x"})
    assert _class(models, "NumberedPet").startswith("class NumberedPet(BaseModel):")
    assert sdk.types.NumberedPet.model_validate({"id": "x", "name": 3}).name == 3
    with pytest.raises(ValidationError):
        sdk.types.NumberedPet.model_validate({"id": "x", "name": "three"})


def test_a_field_declared_again_keeps_its_place_and_a_second_ref_is_declared(kennel: tuple[Path, ModuleType, str]) -> None:
    _, sdk, models = kennel
    assert _class(models, "DescribedPet").startswith("class DescribedPet(Pet):") and _fields(models, "DescribedPet") == ["name", "x"]
    assert "Its name." in _class(models, "DescribedPet")
    assert list(sdk.types.DescribedPet.model_fields) == ["id", "name", "x"]
    assert _class(models, "TaggedDog").startswith("class TaggedDog(Dog):") and _fields(models, "TaggedDog") == ["tag", "since"]
    dog = sdk.types.TaggedDog.model_validate(ANSWER)
    assert isinstance(dog, sdk.types.Dog) and (dog.id, dog.tag, dog.since) == ("d1", "t", "2020")
    assert not isinstance(sdk.types.MaybeChild.model_validate(ANSWER), sdk.types.Pet)
    assert sdk.types.MaybeChild.model_validate(ANSWER).more == "m"


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_child_is_answered_as_its_base_and_sends_every_inherited_field(kennel: tuple[Path, ModuleType, str], mode: str) -> None:
    _, sdk, _ = kennel
    sent: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=ANSWER)

    transport = httpx.MockTransport(handler)
    http: Any = httpx.AsyncClient(transport=transport) if mode == "async" else httpx.Client(transport=transport)
    client = getattr(sdk, ("Async" if mode == "async" else "") + "Kennel")(http_client=http, api_key="k")

    async def call(result: Any) -> Any:
        return await result if hasattr(result, "__await__") else result

    puppy = await call(client.puppy.retrieve())
    assert type(puppy) is sdk.types.Puppy and isinstance(puppy, sdk.types.Pet) and puppy.name == "Rex"
    made = await call(client.puppy.create(id="p1", name="Rex", bark=False, age=1))
    assert isinstance(made, sdk.types.Dog)
    assert json.loads(sent[-1].content) == {"id": "p1", "name": "Rex", "bark": False, "age": 1}
    await call(client.taggeddog.create(id="t1", bark=True, tag="x", since="now"))
    assert json.loads(sent[-1].content) == {"id": "t1", "bark": True, "tag": "x", "since": "now"}
    # a subclass instance where the base is declared is sent, and dumped, whole
    dog, other = sdk.types.Dog(id="d", bark=True), sdk.types.Puppy(id="p", age=1)
    await call(client.owner.create(pet=dog, pets=[dog, other]))
    whole = {"pet": {"id": "d", "bark": True}, "pets": [{"id": "d", "bark": True}, {"id": "p", "age": 1}]}
    assert json.loads(sent[-1].content) == whole
    owner = sdk.types.Owner(pet=dog, pets=[dog, other])
    assert owner.to_dict() == whole and json.loads(owner.to_json()) == whole



def test_model_dump_keeps_a_subclass_instances_own_fields(kennel: tuple[Path, ModuleType, str]) -> None:
    """pydantic's ``model_dump``/``model_dump_json`` serialise by the declared type (a ``Dog``
    in a ``Pet`` field lost ``bark``); the runtime's default is the instance
    (``serialize_as_any=True``), still a keyword the caller may pass, in the signature."""
    import inspect

    _, sdk, _ = kennel
    dog, other = sdk.types.Dog(id="d", bark=True), sdk.types.Puppy(id="p", age=1)
    owner = sdk.types.Owner(pet=dog, pets=[dog, other])
    whole = {"pet": {"id": "d", "bark": True}, "pets": [{"id": "d", "bark": True}, {"id": "p", "age": 1}]}
    assert owner.model_dump(exclude_unset=True) == whole
    assert json.loads(owner.model_dump_json(exclude_unset=True)) == whole
    assert owner.model_dump(mode="json", exclude_unset=True, by_alias=True) == whole
    assert owner.model_dump()["pet"] == {"id": "d", "name": None, "bark": True}
    # the declared type's fields only, when asked for
    declared = {"pet": {"id": "d"}, "pets": [{"id": "d"}, {"id": "p"}]}
    assert owner.model_dump(exclude_unset=True, serialize_as_any=False) == declared
    assert json.loads(owner.model_dump_json(exclude_unset=True, serialize_as_any=False)) == declared
    for method in (owner.model_dump, owner.model_dump_json):
        params = inspect.signature(method).parameters
        assert params["serialize_as_any"].default is True and params["serialize_as_any"].kind is inspect.Parameter.KEYWORD_ONLY
        assert {"mode" if method == owner.model_dump else "indent", "include", "exclude", "by_alias", "exclude_unset"} <= set(params)


@pytest.mark.slow
def test_the_package_type_checks(kennel: tuple[Path, ModuleType, str]) -> None:
    check_packages([(kennel[0], "kennel_sdk")])
