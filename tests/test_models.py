"""Stage 5a (models): datamodel-code-generator input adaptation that the corpus does not reach."""

from __future__ import annotations

import sys
import types
import warnings

import pydantic

from generator.errors import Diagnostics
from generator.names import RUNTIME_MODEL_ATTRIBUTES
from generator.render.models import render_models


def test_runtime_model_attributes_lists_what_the_base_class_adds() -> None:
    # the committed golden's base class (conftest puts it on sys.path)
    from sambanova_sdk._models import BaseModel

    added = {n for n in vars(BaseModel) if not n.startswith("_")} - set(dir(pydantic.BaseModel))
    assert added == set(RUNTIME_MODEL_ATTRIBUTES)


def test_properties_named_like_base_class_attributes_are_renamed() -> None:
    schemas = {
        "D": {
            "type": "object",
            "required": ["to_dict"],
            "properties": {"to_dict": {"type": "string"}, "to_json": {"type": "string"}, "schema": {"type": "string"}},
        }
    }
    source = render_models(schemas, "# test", Diagnostics()).replace("from .._models import BaseModel", "from sambanova_sdk._models import BaseModel")
    module = types.ModuleType("sdkgen_test_shadow_models")
    sys.modules[module.__name__] = module
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # no "shadows an attribute in parent" warning
            exec(compile(source, "<models>", "exec"), module.__dict__)  # noqa: S102 - our own output
            d = module.D.model_validate({"to_dict": "a", "to_json": "b", "schema": "c"})
    finally:
        del sys.modules[module.__name__]
    assert (d.to_dict_, d.to_json_, d.schema_) == ("a", "b", "c")
    assert d.to_dict() == {"to_dict": "a", "to_json": "b", "schema": "c"}  # the method still works


def test_optional_is_printed_as_pep604_or_a_union_with_none() -> None:
    """``ruff check`` (UP045) refuses ``Optional[...]``; with a forward reference (a string,
    which ``|`` cannot join on Python 3.10) the union gets ``None`` as a member instead."""
    from generator.render.models import pep604_optionals

    source = (
        "from typing import Optional, Union\n"
        'J = TypeAliasType("J", Optional[Union[str, "list[J]"]])\n'
        "K = TypeAliasType(\"K\", Optional[Union[str, int]])\n"
        "L = TypeAliasType(\"L\", Optional[list[Optional[int]]])\n"
    )
    assert pep604_optionals(source) == (
        "from typing import Union\n"
        'J = TypeAliasType("J", Union[str, "list[J]", None])\n'
        'K = TypeAliasType("K", str | int | None)\n'
        'L = TypeAliasType("L", list[int | None] | None)\n'
    )
    assert pep604_optionals("x: int | None\n") == "x: int | None\n"
