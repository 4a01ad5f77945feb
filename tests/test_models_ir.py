"""Stage 5a (models from the IR, :mod:`generator.render.models`): what the IR decides for the
pydantic models, and that the module datamodel-code-generator's model classes render from it
behaves so: field names and aliases, open enums, values ``Literal`` cannot hold, typed
defaults, fixed values, constraints (and the regex engine they need), tagged unions, builtins
hidden by fields, and an API without schemas."""

from __future__ import annotations

import importlib
import sys
import types
import warnings
from datetime import date
from pathlib import Path
from typing import Any

import pytest
import yaml
from _generate import generated_package
from pydantic import TypeAdapter, ValidationError

from generator.configure import config_from_args
from generator.ir.model import Api
from generator.pipeline import build_ir_only
from generator.render.models import render_models

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Root"}}}}}


def _api(tmp_path: Path, schemas: dict[str, Any]) -> Api:
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "M", "version": "1"},
        "servers": [{"url": "https://m.test"}],
        "paths": {"/r": {"get": {"operationId": "getRoot", "responses": OK}}},
        "components": {"schemas": schemas},
    }
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    return build_ir_only(config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "m_sdk"))[0]


def _module(tmp_path: Path, schemas: dict[str, Any]) -> Any:
    """The models module of ``schemas`` (``Root`` must be one), executed with the committed
    golden's base class."""
    source = render_models(_api(tmp_path, schemas), "# test").replace("from .._models import BaseModel", "from sambanova_sdk._models import BaseModel")
    compile(source, "<models>", "exec")
    module = types.ModuleType(f"sdkgen_models_ir_{abs(hash(source))}")
    sys.modules[module.__name__] = module
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no "shadows an attribute in parent" warning
        exec(compile(source, "<models>", "exec"), module.__dict__)  # noqa: S102 - our own output
    module.source = source
    return module


def test_runtime_model_attributes_lists_what_the_base_class_adds() -> None:
    import pydantic

    # the committed golden's base class (conftest puts it on sys.path)
    from sambanova_sdk._models import BaseModel

    from generator.names import RUNTIME_MODEL_ATTRIBUTES

    added = {n for n in vars(BaseModel) if not n.startswith("_")} - set(dir(pydantic.BaseModel))
    assert added == set(RUNTIME_MODEL_ATTRIBUTES)


def test_fields_that_would_hide_a_name_are_renamed_and_keep_their_wire_name(tmp_path: Path) -> None:
    m = _module(
        tmp_path,
        {
            "Root": {
                "type": "object",
                "required": ["to_dict"],
                "properties": {
                    "to_dict": {"type": "string"},
                    "schema": {"type": "string"},
                    "Literal": {"type": "string", "enum": ["a", "b"]},
                    "_id": {"type": "integer"},
                    "Item": {"$ref": "#/components/schemas/Item"},
                    "list": {"type": "string"},
                    "tags": {"type": "array", "items": {"type": "string"}},
                },
            },
            "Item": {"type": "string", "maxLength": 3},
        },
    )
    r = m.Root.model_validate({"to_dict": "a", "schema": "s", "Literal": "b", "_id": 3, "Item": "abc", "list": "l", "tags": ["x"]})
    assert (r.to_dict_, r.schema_, r.Literal_, r.field_id, r.Item_, r.list, r.tags) == ("a", "s", "b", 3, "abc", "l", ["x"])
    assert r.to_dict() == {"to_dict": "a", "schema": "s", "Literal": "b", "_id": 3, "Item": "abc", "list": "l", "tags": ["x"]}
    assert "tags: builtins.list[str] | None = None" in m.source  # `list` the field hides the builtin
    with pytest.raises(ValidationError):
        m.Root.model_validate({"to_dict": "a", "Item": "abcd"})  # the alias's constraint


def test_enums_defaults_fixed_values_and_constraints(tmp_path: Path) -> None:
    m = _module(
        tmp_path,
        {
            "Root": {
                "type": "object",
                "required": ["kind", "level"],
                "properties": {
                    "kind": {"const": "root"},
                    "mode": {"type": "string", "enum": ["fast", "slow"]},
                    "ratio": {"type": "number", "enum": [1.5, 2.5]},
                    "day": {"type": "string", "format": "date", "default": "2024-01-02"},
                    "level": {"type": "integer", "minimum": 1, "maximum": 3},
                    "code": {"type": ["string", "null"], "pattern": "^(?=a)a+$"},
                    "names": {"type": "array", "items": {"type": "string"}, "minItems": 1},
                    "secret": {"type": "string", "writeOnly": True},
                },
            }
        },
    )
    r = m.Root.model_validate({"level": 2, "mode": "other", "ratio": 2.5, "code": "aa", "names": ["n"]})
    assert (r.kind, r.mode, r.ratio, r.day, r.level, r.code, r.secret) == ("root", "other", 2.5, date(2024, 1, 2), 2, "aa", None)
    # a pattern only Python's backtracking re compiles (a lookahead) is not checked: re's time
    # can grow exponentially with a value's length, and an answer must not hang the client
    assert "regex_engine" not in m.source and "(?=a)" not in m.source
    assert m.Root.model_validate({"level": 1, "code": "b"}).code == "b"
    for bad in ({"level": 4}, {"level": 1, "ratio": 2.0}, {"level": 1, "names": []}, {"level": 1, "kind": "leaf"}):
        with pytest.raises(ValidationError):
            m.Root.model_validate(bad)


def test_tagged_unions_are_checked_by_their_tag(tmp_path: Path) -> None:
    m = _module(
        tmp_path,
        {
            "Root": {"type": "object", "properties": {"pet": {"$ref": "#/components/schemas/Pet"}}},
            "Pet": {
                "oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
                "discriminator": {"propertyName": "type", "mapping": {"cat": "#/components/schemas/Cat", "dog": "#/components/schemas/Dog"}},
            },
            "Cat": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}, "meow": {"type": "boolean"}}},
            "Dog": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}},
        },
    )
    assert 'Field(discriminator="type")' in m.source
    assert type(TypeAdapter(m.Pet).validate_python({"type": "dog"})).__name__ == "Dog"
    with pytest.raises(ValidationError, match="tag"):
        TypeAdapter(m.Pet).validate_python({"type": "bird"})
    assert m.Root.model_validate({"pet": {"type": "cat", "meow": True}}).pet.meow is True


def test_spec_text_stays_inert_in_docstrings_and_literals(tmp_path: Path) -> None:
    evil = 'x"""\nimport os; os.exit(1)\n"""\\'
    m = _module(
        tmp_path,
        {"Root": {"type": "object", "description": evil, "properties": {"a": {"type": "string", "description": evil, "enum": [evil, "b"], "pattern": evil}}}},
    )
    assert m.Root.__doc__ is not None and "import os" in m.Root.__doc__
    assert m.Root.model_validate({}).a is None


def test_an_api_without_schemas_gets_a_models_module_that_says_so(tmp_path: Path) -> None:
    api = _api(tmp_path, {"Root": {"type": "object"}})
    empty = Api(**{**api.__dict__, "models": ()})
    assert "none: the API declares no schemas" in render_models(empty, "# h")


def test_every_file_renders_from_an_ir_loaded_from_json() -> None:
    """The IR is the only input of every generated file: the SambaNova IR, dumped as JSON
    (``sdkgen ir``) and read back with no document at hand, renders the same package, the
    models module included."""
    import json

    from generator.configure import load_config
    from generator.ir.from_json import load_api
    from generator.ir.model import dump_json
    from generator.render import header_text, models_path, render_package

    root = Path(__file__).resolve().parent.parent
    api = build_ir_only(load_config(root / "sdkgen.yaml"))[0]
    back = load_api(json.loads(dump_json(api)))
    assert back == api

    def render(a: Api) -> dict[str, str]:
        files = dict(render_package(a, output_name="sambanova_sdk"))
        files[models_path(a)] = render_models(a, f"# {header_text(a)}")
        return files

    files = render(back)
    assert files == render(api)
    assert "class ChatCompletionRequest(BaseModel):" in files[models_path(back)]


SELF_ARRAY = {
    "openapi": "3.1.0",
    "info": {"title": "Tree", "version": "1"},
    "servers": [{"url": "https://tree.test"}],
    "paths": {
        "/tree": {
            "get": {
                "operationId": "getTree",
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Tree"}}}}},
            }
        }
    },
    "components": {
        "schemas": {
            # a nullable reference to an array of its own schema, in an alias and in a model
            "Forest": {"type": "array", "items": {"anyOf": [{"$ref": "#/components/schemas/Forest"}, {"type": "null"}]}},
            "Grove": {"anyOf": [{"$ref": "#/components/schemas/Forest"}, {"type": "null"}]},
            "Node": {"anyOf": [{"type": "array", "items": {"$ref": "#/components/schemas/Node"}}, {"type": "null"}]},
            "Tree": {
                "type": "object",
                "properties": {
                    "forest": {"anyOf": [{"$ref": "#/components/schemas/Forest"}, {"type": "null"}]},
                    "grove": {"$ref": "#/components/schemas/Grove"},
                    "node": {"$ref": "#/components/schemas/Node"},
                    "children": {"type": ["array", "null"], "items": {"$ref": "#/components/schemas/Tree"}},
                },
            },
        }
    },
}


def test_a_nullable_reference_to_an_array_of_its_own_schema_imports_and_parses(tmp_path: Path) -> None:
    """The fault that moved the models to the IR (issue 17): the parser's models printed a
    ``|`` where a forward reference needs ``Union`` (and typed these arrays a bare ``list``)."""
    with generated_package(tmp_path, SELF_ARRAY, "self_array_sdk") as sdk:
        from pydantic import TypeAdapter

        types = importlib.import_module("self_array_sdk.types")
        tree = types.Tree.model_validate({"forest": [[None, []], None], "grove": [[]], "children": [{"children": None}]})
        assert tree.forest == [[None, []], None]
        assert tree.children[0].children is None
        assert TypeAdapter(types.Grove).validate_python(None) is None
        assert TypeAdapter(types.Forest).validate_python([None, [None]]) == [None, [None]]
        assert TypeAdapter(types.Node).validate_python([[], None, [[None]]]) == [[], None, [[None]]]
        for alias in (types.Forest, types.Node):  # typed to the end (the parser's models said `list`)
            with pytest.raises(ValueError):
                TypeAdapter(alias).validate_python([1])
        assert sdk.__name__ == "self_array_sdk"


def test_a_tag_with_several_values_stays_a_closed_literal(tmp_path: Path) -> None:
    """A variant mapped under two tags gets ``enum`` of both (``normalise.discriminator_literals``);
    unlike other string enums it is not widened to admit unknown strings, so pydantic can still
    pick the member by its tag (the tag pointers come from the discriminators themselves, no
    private marker crosses from normalise to the IR)."""
    m = _module(
        tmp_path,
        {
            "Root": {"type": "object", "properties": {"shape": {"$ref": "#/components/schemas/Shape"}, "mode": {"type": "string", "enum": ["a", "b"]}}},
            "Shape": {
                "oneOf": [{"$ref": "#/components/schemas/Round"}, {"$ref": "#/components/schemas/Square"}],
                "discriminator": {"propertyName": "kind", "mapping": {"circle": "#/components/schemas/Round", "disc": "#/components/schemas/Round", "square": "#/components/schemas/Square"}},
            },
            "Round": {"type": "object", "properties": {"kind": {"type": "string"}, "r": {"type": "number"}}},
            "Square": {"type": "object", "properties": {"kind": {"type": "string"}}},
        },
    )
    assert 'kind: Literal["circle", "disc"]' in m.source
    assert 'mode: Literal["a", "b"] | str | None = None' in m.source
    assert type(TypeAdapter(m.Shape).validate_python({"kind": "disc", "r": 1})).__name__ == "Round"
    with pytest.raises(ValidationError):
        TypeAdapter(m.Shape).validate_python({"kind": "oval"})


def test_a_configuration_option_test_is_a_few_lines(tmp_path: Path) -> None:
    """``tests/_generate.configured_package``: a package generated with a configuration file."""
    from _generate import ACME_SPEC, configured_package

    with configured_package(tmp_path, ACME_SPEC, "acme_cfg_sdk", client={"class_name": "Acme", "error_base": "AcmeError"}) as sdk:
        assert sdk.Acme.__name__ == "Acme" and issubclass(sdk.AcmeError, Exception)
        assert sdk.types.Widget.model_validate({"id": "w"}).id == "w"


def test_schemas_named_like_what_the_models_module_imports_are_renamed(tmp_path: Path) -> None:
    from generator.ir.annotations import MODEL_IMPORTS
    from generator.names import RESERVED_TYPE_NAMES

    assert set(MODEL_IMPORTS) | {"BaseModel", "ConfigDict", "TypeAliasType"} <= RESERVED_TYPE_NAMES
    m = _module(
        tmp_path,
        {
            "Root": {"type": "object", "properties": {"p": {"$ref": "#/components/schemas/Predicate"}, "r": {"type": "number", "enum": [1.5, 2.5]}}},
            "Predicate": {"type": "object", "properties": {"x": {"type": "string"}}},
            "StringConstraints": {"type": "string"},
        },
    )
    assert m.Root.model_validate({"p": {"x": "a"}, "r": 1.5}).p.x == "a"
    assert hasattr(m, "PredicateModel") and hasattr(m, "StringConstraintsModel")


def test_array_item_constraints_are_checked(tmp_path: Path) -> None:
    """The ``items`` schema's lengths, pattern and bounds hold for every element (JSON Schema
    2020-12 section 10.3.1.2 applies ``items`` to each one): a bad element is rejected, nested
    arrays included; a pattern only Python's ``re`` supports is left to the server (the element
    type is also validated where no model's regex engine applies: see
    test_wide_corpus_faults.py)."""
    m = _module(
        tmp_path,
        {
            "Root": {
                "type": "object",
                "properties": {
                    "names": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1, "maxLength": 5, "pattern": "^[a-z]+$"}},
                    "scores": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 10}},
                    "matrix": {"type": "array", "items": {"type": "array", "items": {"type": "number", "exclusiveMinimum": 0}}},
                    "codes": {"type": "array", "items": {"type": "string", "pattern": "^(?=a)a+$"}},
                },
            }
        },
    )
    assert "list[Annotated[str, Field(min_length=1, max_length=5" in m.source
    r = m.Root.model_validate({"names": ["ab"], "scores": [0, 10], "matrix": [[0.5]], "codes": ["aa"]})
    assert (r.names, r.scores, r.matrix, r.codes) == (["ab"], [0, 10], [[0.5]], ["aa"])
    bad_items = [
        ({"names": [""]}, "names.0", "at least 1 character"),
        ({"names": ["abcdef"]}, "names.0", "at most 5 characters"),
        ({"names": ["ok", "Up"]}, "names.1", "should match pattern"),
        ({"scores": [3, 11]}, "scores.1", "less than or equal to 10"),
        ({"matrix": [[1.0], [0]]}, "matrix.1.0", "greater than 0"),
    ]
    assert m.Root.model_validate({"codes": ["b"]}).codes == ["b"]
    for body, where, message in bad_items:
        with pytest.raises(ValidationError) as e:
            m.Root.model_validate(body)
        (error,) = e.value.errors()
        assert ".".join(map(str, error["loc"])) == where and message in error["msg"], (body, error)
