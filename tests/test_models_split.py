"""Models split into parts (:func:`generator.render.models.render_model_modules`): an API whose
models module would be too large for pyright gets ``types/_models_1.py``, ``_models_2.py``, ...
joined by ``types/_models.py``.  A synthetic spec, generated with a small statement budget
(:data:`generator.render.models.PART_STATEMENTS`, patched), has models of different parts that
name each other: a class of the first part with fields typed by a model of a later class part,
by aliases of the alias part, and the reverse; a recursive pair across parts; a tagged union
whose members are in different parts; an alias of a class; mutually recursive aliases in
different alias parts (a quoted forward reference across parts).  The package imports, real
JSON validates, a part imported first (a model unpickled in a fresh process) is joined, and
``mypy --strict``, pyright (strict) and the package's ruff pass."""

from __future__ import annotations

import importlib
import json
import pickle
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from _generate import check_packages, imported_package

from generator.configure import config_from_args
from generator.pipeline import build_ir_only, check, generate
from generator.render import models as models_render
from generator.render.models import PART_MODULE, part_starts, render_model_modules

PACKAGE = "split_sdk"


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _object(properties: dict[str, Any], required: tuple[str, ...] = (), description: str = "") -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = list(required)
    if description:
        schema["description"] = description
    return schema


def split_spec() -> dict[str, Any]:
    """The spec: ``Aa*`` classes sort first (the first part), ``Zz*`` classes last (the last
    class part), ``Filler*`` between them; the ``Alias*`` fillers sort before the ``Zz*``
    aliases, so that the alias parts cut between them."""
    schemas: dict[str, Any] = {}
    for i in range(30):
        schemas[f"Filler{i:02d}"] = _object(
            {"a": {"type": "string", "description": "an a"}, "b": {"type": "integer"}, "c": {"type": "array", "items": {"type": "string"}}},
            ("a",),
            "A filler.",
        )
    for i in range(20):
        schemas[f"Alias{i:02d}"] = {"type": "array", "items": _ref(f"Filler{i:02d}"), "description": "A filler alias."}
    schemas["AaCat"] = _object({"kind": {"type": "string", "enum": ["cat"]}, "lives": {"type": "integer"}}, ("kind",))
    schemas["AaOwner"] = _object({"pet": _ref("ZzPet"), "tags": _ref("ZzTagList"), "json": _ref("ZzJson"), "mutual": _ref("ZzMutualA")}, ("pet",))
    schemas["AaTree"] = _object({"name": {"type": "string"}, "branches": {"type": "array", "items": _ref("ZzBranch")}}, ("name",))
    schemas["AaNode"] = _object({"value": {"type": "integer"}, "next": _ref("AaNode")}, ("value",))
    schemas["ZzDog"] = _object({"kind": {"type": "string", "enum": ["dog"]}, "good": {"type": "boolean"}}, ("kind",))
    schemas["ZzBranch"] = _object({"tree": _ref("AaTree"), "leaves": {"type": "integer"}}, ("tree",))
    schemas["ZzPet"] = _object(
        {
            "animal": {
                "oneOf": [_ref("AaCat"), _ref("ZzDog")],
                "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/components/schemas/AaCat", "dog": "#/components/schemas/ZzDog"}},
            },
            "owner": _ref("AaOwner"),
        },
        ("animal",),
    )
    schemas["ZzTagList"] = {"type": "array", "items": _ref("AaCat")}
    # a subclass in a later part than its base (issue 26): the base is imported as the part runs
    schemas["ZzSapling"] = {"allOf": [_ref("AaTree"), _object({"age": {"type": "integer"}})]}
    schemas["ZzJson"] = {"oneOf": [{"type": "string"}, {"type": "array", "items": _ref("ZzJson")}, {"type": "object", "additionalProperties": _ref("ZzJson")}]}
    schemas["ZzMutualA"] = {"oneOf": [{"type": "string"}, {"type": "array", "items": _ref("ZzMutualB")}]}
    schemas["ZzMutualB"] = {"oneOf": [{"type": "integer"}, {"type": "object", "additionalProperties": _ref("ZzMutualA")}]}

    def ok(name: str) -> dict[str, Any]:
        return {"200": {"description": "ok", "content": {"application/json": {"schema": _ref(name)}}}}

    return {
        "openapi": "3.1.0",
        "info": {"title": "Split", "version": "1"},
        "servers": [{"url": "https://split.test"}],
        "paths": {
            "/owners": {
                "get": {"operationId": "getOwner", "responses": ok("AaOwner")},
                "post": {"operationId": "createPet", "requestBody": {"content": {"application/json": {"schema": _ref("ZzPet")}}}, "responses": ok("ZzPet")},
            },
            "/trees": {"get": {"operationId": "getTree", "responses": ok("AaTree")}},
        },
        "components": {"schemas": schemas},
    }


def _part_of(files: dict[str, str]) -> dict[str, int]:
    """Model name -> the number of the part defining it."""
    found: dict[str, int] = {}
    for path, text in files.items():
        m = re.search(r"/_models_(\d+)\.py$", path)
        if m:
            for name in re.findall(r"^(?:class (\w+)\(|(\w+) = TypeAliasType\()", text, re.MULTILINE):
                found[name[0] or name[1]] = int(m.group(1))
    return found


def _budget(spec_file: Path, out: Path) -> int:
    """The smallest statement budget that lays the models out as the tests need: the first
    part holds the ``Aa*`` classes, ``ZzPet`` is two or more class parts later, and the two
    mutually recursive aliases are in different alias parts (which a budget under the
    largest model's statements cannot give)."""
    api = build_ir_only(config_from_args([str(spec_file)], str(out), PACKAGE))[0]
    for budget in range(12, 200):
        part = _part_of(render_model_modules(api, "# h", budget))
        if part and part["AaOwner"] == part["AaTree"] == 1 and part["ZzPet"] >= 3 and part["ZzMutualA"] != part["ZzMutualB"]:
            return budget
    raise AssertionError("no budget lays the synthetic models out as the test needs")


@pytest.fixture(scope="module")
def split_package(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, str]]]:
    """The synthetic spec generated (in this process, with the budget patched: no run cache,
    no worker pool) into ``out``; yields the output folder and the generated files."""
    base = tmp_path_factory.mktemp("split")
    spec_file = base / "spec.json"
    spec_file.write_text(json.dumps(split_spec(), indent=1))
    out = base / "out"
    budget = _budget(spec_file, out)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SDKGEN_CACHE_DIR", "off")
        mp.setenv("SDKGEN_NO_PARALLEL", "1")
        mp.setattr(models_render, "PART_STATEMENTS", budget)
        cfg = config_from_args([str(spec_file)], str(out), PACKAGE)
        result = generate(cfg)
        assert not [d for d in result.diagnostics.items if d.level == "warning"], result.diagnostics.items
        report, _ = check(cfg)  # regenerating changes nothing: deterministic, pristine store kept
        assert report.clean, report.diff
    yield out, result.files


@pytest.fixture()
def sdk(split_package: tuple[Path, dict[str, str]]) -> Iterator[ModuleType]:
    """The generated package, imported (and forgotten afterwards)."""
    with imported_package(split_package[0] / "src", PACKAGE) as sdk:
        yield sdk


def test_part_starts_fill_parts_in_order() -> None:
    assert part_starts([3, 3, 3], 10) == [0]
    assert part_starts([3, 3, 3, 3], 6) == [0, 2]
    assert part_starts([2, 9, 1, 1], 5) == [0, 1, 2]  # a definition over the budget alone
    assert part_starts([], 5) == [0]


def test_models_that_fit_stay_one_module(tmp_path: Path) -> None:
    spec_file = tmp_path / "spec.json"
    spec_file.write_text(json.dumps(split_spec()))
    api = build_ir_only(config_from_args([str(spec_file)], str(tmp_path / "out"), PACKAGE))[0]
    files = render_model_modules(api, "# h")  # the default budget
    assert list(files) == [f"src/{PACKAGE}/types/_models.py"]
    assert files == render_model_modules(api, "# h", 10_000)


def test_split_layout(split_package: tuple[Path, dict[str, str]]) -> None:
    _out, files = split_package
    types = f"src/{PACKAGE}/types"
    parts = sorted((p for p in files if re.search(r"/_models_\d+\.py$", p)), key=lambda p: int(re.findall(r"\d+", p)[-1]))
    assert len(parts) >= 4
    assert parts == [f"{types}/{PART_MODULE.format(k)}.py" for k in range(1, len(parts) + 1)]
    part = _part_of(files)
    assert part["AaOwner"] == 1 and part["ZzPet"] >= 3
    # classes and aliases in parts of their own; every class part ends joining the parts
    for path in parts:
        text = files[path]
        classes, aliases = "\nclass " in text, " = TypeAliasType(" in text
        assert classes != aliases, path
        assert text.rstrip().endswith('importlib.import_module("._models", __package__)') == classes, path
    # a class part imports the other parts' models for type checkers only
    first = files[f"{types}/_models_1.py"]
    head = first.split("\nclass ", 1)[0]
    assert "if TYPE_CHECKING:" in head and not re.search(r"^from \._models_\d+ import", head, re.MULTILINE)
    assert re.search(rf"^    from \._models_{part['ZzPet']} import .*\bZzPet\b", head, re.MULTILINE)
    # an alias part imports what its values name from earlier parts, and only for type
    # checkers the later alias it quotes
    later, earlier = sorted((part["ZzMutualA"], part["ZzMutualB"]), reverse=True)
    quoting = files[f"{types}/_models_{earlier}.py"]
    assert re.search(rf"^    from \._models_{later} import .*\bZzMutual", quoting, re.MULTILINE)
    assert re.search(r"^from \._models_1 import", files[f"{types}/_models_{part['ZzTagList']}.py"], re.MULTILINE)
    # the joining module exports every model; types/__init__ still points at it
    joined = files[f"{types}/_models.py"]
    assert set(part) == set(re.findall(r'^    "(\w+)",$', joined, re.MULTILINE))
    assert '"AaOwner": "._models"' in files[f"{types}/__init__.py"]


def test_models_of_different_parts_validate_json(sdk: ModuleType) -> None:
    t = importlib.import_module(f"{PACKAGE}.types")
    owner = t.AaOwner.model_validate_json(
        json.dumps(
            {
                "pet": {"animal": {"kind": "dog", "good": True}, "owner": {"pet": {"animal": {"kind": "cat", "lives": 9}}}},
                "tags": [{"kind": "cat"}],
                "json": ["a", {"b": ["c", {"d": "e"}]}],
                "mutual": [{"x": "y"}, 3, {"z": [1]}],
            }
        )
    )
    assert type(owner.pet).__name__ == "ZzPet" and isinstance(owner.pet.animal, t.ZzDog)
    assert isinstance(owner.pet.owner.pet.animal, t.AaCat) and owner.pet.owner.pet.animal.lives == 9
    assert isinstance(owner.tags[0], t.AaCat)
    assert owner.json_ == ["a", {"b": ["c", {"d": "e"}]}] and owner.mutual == [{"x": "y"}, 3, {"z": [1]}]
    tree = t.AaTree.model_validate({"name": "t", "branches": [{"tree": {"name": "u", "branches": []}, "leaves": 3}]})
    assert isinstance(tree.branches[0], t.ZzBranch) and isinstance(tree.branches[0].tree, t.AaTree)
    assert t.AaNode.model_validate({"value": 1, "next": {"value": 2}}).next.value == 2
    # the tagged union picks by its tag, across parts, and refuses an unknown one
    import pydantic

    with pytest.raises(pydantic.ValidationError, match="union_tag_invalid|does not match any of the expected tags"):
        t.ZzPet.model_validate({"animal": {"kind": "fish"}})
    with pytest.raises(pydantic.ValidationError):
        pydantic.TypeAdapter(t.ZzMutualA).validate_python([{"x": 1.5}])


def test_client_decodes_through_the_parts(sdk: ModuleType) -> None:
    import httpx

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"name": "t", "branches": [{"tree": {"name": "u"}, "leaves": 1}]})

    client = sdk.Split(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    tree = client.trees.retrieve()
    assert type(tree.branches[0]).__name__ == "ZzBranch" and tree.branches[0].tree.name == "u"


def test_a_part_imported_first_is_joined(split_package: tuple[Path, dict[str, str]], sdk: ModuleType) -> None:
    """Unpickling a model imports its part first, in a process that never imported the
    models: the part joins the parts itself, so the model validates and serialises."""
    t = importlib.import_module(f"{PACKAGE}.types")
    pet = t.ZzPet.model_validate({"animal": {"kind": "cat"}, "owner": {"pet": {"animal": {"kind": "dog"}}, "tags": [{"kind": "cat"}]}})
    code = (
        "import json, pickle, sys\n"
        "pet = pickle.loads(sys.stdin.buffer.read())\n"
        "assert type(pet).__module__.endswith('._models_' + sys.argv[1]), type(pet).__module__\n"
        "print(json.dumps(pet.to_dict(mode='json')))\n"
        "owner = type(pet.owner).model_validate({'pet': {'animal': {'kind': 'dog'}}, 'json': ['x']})\n"
        "print(json.dumps(owner.to_dict(mode='json')))\n"
    )
    r = subprocess.run(
        [sys.executable, "-c", code, str(_part_of(split_package[1])["ZzPet"])],
        input=pickle.dumps(pet),
        capture_output=True,
        cwd=split_package[0] / "src",
    )
    assert r.returncode == 0, r.stderr.decode()
    first, second = r.stdout.decode().splitlines()
    assert json.loads(first)["owner"]["tags"] == [{"kind": "cat"}]
    assert json.loads(second) == {"pet": {"animal": {"kind": "dog"}}, "json": ["x"]}


def test_a_subclass_is_in_the_part_of_its_base(split_package: tuple[Path, dict[str, str]], sdk: ModuleType) -> None:
    """A base class is evaluated as its subclass is defined: a part imports the other parts'
    models for type checkers only (a part imported first - a model unpickled - would otherwise
    import a part that imports it back), so a family of classes is never cut."""
    part = _part_of(split_package[1])
    assert part["AaTree"] == part["ZzSapling"] == 1
    text = split_package[1][f"src/{PACKAGE}/types/_models_1.py"]
    assert text.index("class AaTree(") < text.index("class ZzSapling(AaTree):") < text.index("class Filler00(")
    t = importlib.import_module(f"{PACKAGE}.types")
    sapling = t.ZzSapling.model_validate({"name": "oak", "age": 3, "branches": [{"tree": {"name": "elm"}, "leaves": 2}]})
    assert isinstance(sapling, t.AaTree) and sapling.name == "oak" and sapling.age == 3
    assert sapling.branches is not None and sapling.branches[0].tree.name == "elm"


def test_split_package_type_checks_and_lints(split_package: tuple[Path, dict[str, str]]) -> None:
    check_packages([(split_package[0], PACKAGE)])
