"""Stage 3 (normalise): every pass, dict in -> dict out, plus the error cases."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from generator import normalise as n
from generator.config import OperationOverride
from generator.errors import SpecError

NULL = {"type": "null"}
MISSING = object()


def doc(schemas: dict[str, Any] | None = None, paths: dict[str, Any] | None = None, **comps: Any) -> dict[str, Any]:
    return {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": paths or {}, "components": {"schemas": schemas or {}, **comps}}


def run(pass_fn: Any, d: dict[str, Any], ctx: n.NormaliseContext | None = None) -> dict[str, Any]:
    before = copy.deepcopy(d)
    out = pass_fn(d, ctx or n.NormaliseContext())
    assert d == before, "passes must not modify their input"
    return out


def prop(out: dict[str, Any], schema: str, name: str) -> Any:
    return out["components"]["schemas"][schema]["properties"][name]


# --- nullable_keyword -------------------------------------------------------------------


def test_nullable_keyword_on_a_type() -> None:
    d = doc({"A": {"type": "object", "properties": {"x": {"type": "string", "maxLength": 3, "description": "d", "nullable": True}}}})
    assert prop(run(n.nullable_keyword, d), "A", "x") == {"description": "d", "anyOf": [{"type": "string", "maxLength": 3}, NULL]}


def test_nullable_keyword_beside_ref() -> None:
    d = doc({"A": {"type": "object", "properties": {"o": {"$ref": "#/components/schemas/B", "nullable": True}}}, "B": {"type": "object"}})
    assert prop(run(n.nullable_keyword, d), "A", "o") == {"anyOf": [{"$ref": "#/components/schemas/B"}, NULL]}


def test_nullable_keyword_beside_anyof_appends_null_and_false_is_dropped() -> None:
    d = doc({"A": {"type": "object", "properties": {
        "u": {"anyOf": [{"type": "string"}, {"type": "integer"}], "nullable": True},
        "v": {"type": "string", "nullable": False},
    }}})
    out = run(n.nullable_keyword, d)
    assert prop(out, "A", "u") == {"anyOf": [{"type": "string"}, {"type": "integer"}, NULL]}
    assert prop(out, "A", "v") == {"type": "string"}


def test_nullable_keyword_in_array_items() -> None:
    d = doc({"A": {"type": "array", "items": {"type": "string", "nullable": True}}})
    assert run(n.nullable_keyword, d)["components"]["schemas"]["A"] == {"type": "array", "items": {"anyOf": [{"type": "string"}, NULL]}}


# --- type_list --------------------------------------------------------------------------


@pytest.mark.parametrize("null", ["null", None])
def test_type_list_with_null_quoted_or_yaml_null(null: Any) -> None:
    d = doc({"A": {"type": ["string", null], "minLength": 1, "title": "T"}})
    assert run(n.type_list, d)["components"]["schemas"]["A"] == {"title": "T", "anyOf": [{"type": "string", "minLength": 1}, NULL]}


def test_type_list_of_several_types_distributes_keywords() -> None:
    d = doc({"A": {"type": ["string", "integer"], "maxLength": 4, "maximum": 9}})
    assert run(n.type_list, d)["components"]["schemas"]["A"] == {"anyOf": [{"type": "string", "maxLength": 4}, {"type": "integer", "maximum": 9}]}


# --- enum_null_member -------------------------------------------------------------------


def test_enum_with_null_member_and_null_enum() -> None:
    d = doc({"A": {"type": "string", "enum": ["a", None]}, "NullEnum": {"enum": [None]}})
    out = run(n.enum_null_member, d)["components"]["schemas"]
    assert out["A"] == {"anyOf": [{"type": "string", "enum": ["a"]}, NULL]}
    assert out["NullEnum"] == {"type": "null"}


# --- const_enum -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        ({"type": "string", "enum": ["system"], "const": "system"}, {"type": "string", "const": "system"}),
        ({"const": "x"}, {"const": "x", "type": "string"}),
        ({"const": 1}, {"const": 1, "type": "integer"}),
        ({"const": True}, {"const": True, "type": "boolean"}),
        ({"type": "boolean", "const": True}, {"type": "boolean", "const": True}),
        ({"enum": ["only"]}, {"const": "only", "type": "string"}),
        ({"type": "integer", "enum": [1]}, {"type": "integer", "const": 1}),
        ({"enum": [1, 2]}, {"enum": [1, 2], "type": "integer"}),
        ({"enum": ["a", "b"]}, {"enum": ["a", "b"], "type": "string"}),
    ],
)
def test_const_enum(schema: dict[str, Any], expected: dict[str, Any]) -> None:
    assert run(n.const_enum, doc({"A": schema}))["components"]["schemas"]["A"] == expected


def test_const_enum_mismatch_is_reported() -> None:
    ctx = n.NormaliseContext()
    out = run(n.const_enum, doc({"A": {"type": "string", "enum": ["a"], "const": "b"}}), ctx)
    assert out["components"]["schemas"]["A"] == {"type": "string", "const": "b"}
    assert [x.code for x in ctx.diagnostics.items] == ["const-enum-mismatch"]


# --- single_branch_composition ----------------------------------------------------------


@pytest.mark.parametrize("key", ["anyOf", "oneOf", "allOf"])
def test_single_branch_composition_keeps_annotations(key: str) -> None:
    d = doc({"A": {"type": "object", "properties": {"p": {key: [{"$ref": "#/components/schemas/B"}], "description": "d", "nullable": True}}}, "B": {"type": "string"}})
    assert prop(run(n.single_branch_composition, d), "A", "p") == {"$ref": "#/components/schemas/B", "description": "d", "nullable": True}


@pytest.mark.parametrize("key", ["anyOf", "oneOf", "allOf"])
def test_single_branch_beside_the_type_its_ref_declares_is_that_ref(key: str) -> None:
    """``{allOf: [$ref Colour], type: string, description}`` (OpenAPI 3.0 specs write the
    type again beside the ref, Onfido's 19 enum fields among them): the type says nothing
    the branch does not, so the schema is the ref (it was an unmerged allOf, typed ``object``);
    another type beside it is a constraint of its own and stays."""
    colour = {"type": "string", "enum": ["red", "blue"]}
    d = doc({"A": {"type": "object", "properties": {"p": {key: [{"$ref": "#/components/schemas/C2"}], "type": "string", "description": "d"}}}, "C2": {"$ref": "#/components/schemas/Colour"}, "Colour": colour})
    assert prop(run(n.single_branch_composition, d), "A", "p") == {"$ref": "#/components/schemas/C2", "description": "d"}
    other = doc({"A": {"type": "object", "properties": {"p": {key: [{"$ref": "#/components/schemas/Colour"}], "type": "integer"}}}, "Colour": colour})
    assert run(n.single_branch_composition, other) == other


@pytest.mark.parametrize("types", [["string", "null"], ["null", "string"]])
def test_single_branch_beside_its_refs_type_or_null_is_the_nullable_ref(types: list[str]) -> None:
    """``{allOf: [$ref Colour], type: [string, "null"]}``, OpenAPI 3.1's nullable ``$ref``: the
    nullable ref (it was an unmerged allOf, typed ``Any`` with ``allof-not-merged``); a type of
    its own (``[integer, "null"]``) stays a constraint."""
    colour = {"type": "string", "enum": ["red", "blue"]}
    d = doc({"A": {"type": "object", "properties": {"p": {"allOf": [{"$ref": "#/components/schemas/Colour"}], "type": types, "description": "d"}}}, "Colour": colour})
    assert prop(run(n.single_branch_composition, d), "A", "p") == {"$ref": "#/components/schemas/Colour", "description": "d", "nullable": True}
    other = doc({"A": {"type": "object", "properties": {"p": {"allOf": [{"$ref": "#/components/schemas/Colour"}], "type": ["integer", "null"]}}}, "Colour": colour})
    assert run(n.single_branch_composition, other) == other


def test_single_branch_with_other_constraints_is_left_alone() -> None:
    d = doc({"A": {"type": "object", "properties": {"x": {"type": "string"}}, "allOf": [{"$ref": "#/components/schemas/B"}]}, "B": {"type": "object"}})
    assert run(n.single_branch_composition, d) == d


def test_single_oneof_plus_nullable_required_end_to_end() -> None:
    """Corpus case 05: required single-element oneOf with nullable -> required, str | None."""
    d = doc({"Interval": {"type": "object", "required": ["start"], "properties": {"start": {"oneOf": [{"type": "string"}], "nullable": True}}}})
    out = n.normalise(d)
    assert prop(out, "Interval", "start") == {"anyOf": [{"type": "string"}, NULL]}
    assert out["components"]["schemas"]["Interval"]["required"] == ["start"]


# --- union_flatten ----------------------------------------------------------------------


def test_union_flatten_splices_dedupes_and_puts_null_last() -> None:
    d = doc({
        "A": {"oneOf": [NULL, {"anyOf": [{"type": "string"}, {"type": "integer"}]}, {"type": "string"}, {"$ref": "#/components/schemas/N"}]},
        "N": {"type": "null"},
    })
    assert run(n.union_flatten, d)["components"]["schemas"]["A"] == {"anyOf": [{"type": "string"}, {"type": "integer"}, NULL]}


def test_union_flatten_one_real_branch_plus_null_is_canonical_and_discriminated_oneof_kept() -> None:
    disc = {"oneOf": [{"$ref": "#/components/schemas/B"}], "discriminator": {"propertyName": "t"}}
    d = doc({"A": {"anyOf": [{"type": "string"}, NULL], "description": "x"}, "D": disc, "B": {"type": "object"}})
    out = run(n.union_flatten, d)["components"]["schemas"]
    assert out["A"] == {"description": "x", "anyOf": [{"type": "string"}, NULL]}
    assert out["D"] == disc


def test_drf_null_enum_union_end_to_end() -> None:
    """Corpus case 10: nullable oneOf of FinishEnum, BlankEnum (''), NullEnum ([null])."""
    d = doc({
        "W": {"type": "object", "properties": {"finish": {"nullable": True, "oneOf": [
            {"$ref": "#/components/schemas/FinishEnum"}, {"$ref": "#/components/schemas/BlankEnum"}, {"$ref": "#/components/schemas/NullEnum"}]}}},
        "FinishEnum": {"type": "string", "enum": ["matte", "gloss"]},
        "BlankEnum": {"enum": [""]},
        "NullEnum": {"enum": [None]},
    })
    out = n.normalise(d)
    assert prop(out, "W", "finish") == {"anyOf": [{"$ref": "#/components/schemas/FinishEnum"}, {"$ref": "#/components/schemas/BlankEnum"}, NULL]}
    assert out["components"]["schemas"]["BlankEnum"] == {"const": "", "type": "string"}


# --- additional_properties_true / implicit_object_type ----------------------------------


def test_additional_properties_true_and_empty_are_dropped_false_kept() -> None:
    d = doc({"A": {"type": "object", "additionalProperties": True}, "B": {"type": "object", "additionalProperties": {}}, "C": {"type": "object", "additionalProperties": False}})
    out = run(n.additional_properties_true, d)["components"]["schemas"]
    assert out == {"A": {"type": "object"}, "B": {"type": "object"}, "C": {"type": "object", "additionalProperties": False}}


def test_implicit_object_type() -> None:
    out = run(n.implicit_object_type, doc({"A": {"properties": {"x": {"type": "string"}}}}))
    assert out["components"]["schemas"]["A"]["type"] == "object"


# --- nullable_component_roots -----------------------------------------------------------


def test_nullable_component_root_moves_null_to_references() -> None:
    d = doc({
        "Usage": {"title": "U", "anyOf": [{"type": "object", "properties": {"n": {"type": "integer"}}}, NULL]},
        "R": {"type": "object", "properties": {"usage": {"$ref": "#/components/schemas/Usage"}}},
    })
    out = run(n.nullable_component_roots, d)["components"]["schemas"]
    assert out["Usage"] == {"title": "U", "type": "object", "properties": {"n": {"type": "integer"}}}
    assert out["R"]["properties"]["usage"] == {"anyOf": [{"$ref": "#/components/schemas/Usage"}, NULL]}


# --- allof_merge ------------------------------------------------------------------------


def test_allof_merge_makes_inherited_fields_required() -> None:
    """Corpus case 23."""
    d = doc({
        "PetSummary": {"type": "object", "properties": {"id": {"type": "integer"}, "name": {"type": "string"}}},
        "Pet": {"description": "p", "allOf": [{"$ref": "#/components/schemas/PetSummary"}, {"type": "object", "required": ["id", "name", "tags"], "properties": {"tags": {"type": "array", "items": {"type": "string"}}}}]},
    })
    out = run(n.allof_merge, d)["components"]["schemas"]
    assert out["Pet"] == {
        "type": "object",
        "description": "p",
        "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}},
        "required": ["id", "name", "tags"],
        "x-sdkgen-extends": "PetSummary",  # the IR's candidate base class (here refused: id, name made required)
    }
    assert "required" not in out["PetSummary"]


def test_allof_is_not_distributed_over_a_union_with_a_discriminator() -> None:
    """``OwnedPet: allOf [Base, Pet]`` with ``Pet: oneOf [Cat, Dog]`` and a discriminator:
    merged branches would lose the mapping that tells a dog from a cat, and a dog parsed as
    the first branch that fits (the hostile review): the allOf is left (typed Any)."""
    pet = {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"}, "name": {"type": "string"}}}
    d = doc({
        "Base": {"type": "object", "properties": {"id": {"type": "integer"}}},
        "Cat": pet,
        "Dog": pet,
        "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}], "discriminator": {"propertyName": "petType"}},
        "OwnedPet": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"$ref": "#/components/schemas/Pet"}]},
        "Plain": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"anyOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}]}]},
    })
    out = run(n.allof_merge, d)["components"]["schemas"]
    assert out["OwnedPet"] == d["components"]["schemas"]["OwnedPet"]
    assert [sorted(b["properties"]) for b in out["Plain"]["anyOf"]] == [["id", "name", "petType"]] * 2


def test_distribution_stops_at_its_budget() -> None:
    """A chain ``D_k = allOf [X_k, D_k-1]`` over a 32-branch union distributed every link
    again: 60 links made 2,000 models and 79 s of generation (the hostile review).  Past a
    budget of merged branches the rest are left (and reported)."""
    union = {"anyOf": [{"type": "object", "properties": {f"u{i}": {"type": "string"}}} for i in range(32)]}
    schemas: dict[str, Any] = {"U": union, "D0": {"allOf": [{"type": "object", "properties": {"x0": {"type": "string"}}}, {"$ref": "#/components/schemas/U"}]}}
    for k in range(1, 60):
        schemas[f"D{k}"] = {"allOf": [{"type": "object", "properties": {f"x{k}": {"type": "string"}}}, {"$ref": f"#/components/schemas/D{k - 1}"}]}
    out = run(n.allof_merge, doc(schemas))["components"]["schemas"]
    made = sum(len(s["anyOf"]) for name, s in out.items() if name != "U" and "anyOf" in s)
    assert 0 < made <= 256
    assert "anyOf" in out["D0"] and "allOf" in out["D59"]


def test_allof_of_non_objects_is_reported_and_left() -> None:
    ctx = n.NormaliseContext()
    d = doc({"A": {"allOf": [{"type": "string"}, {"maxLength": 3}]}})
    assert run(n.allof_merge, d, ctx) == d
    assert [x.code for x in ctx.diagnostics.items] == ["allof-not-merged"]


def test_allof_merges_through_components_that_are_allof_of_a_ref() -> None:
    """``Extended: allOf[$ref Aliased, {...}]`` with ``Aliased: allOf[$ref AModel]`` (after
    ``single_branch_composition``, ``Aliased`` is a bare ``$ref``): every inherited field and
    its ``required`` survive, with no warning (issue 11: 13 required fields were lost)."""
    fields = {f"f{i:02}": {"type": "string"} for i in range(13)}
    d = doc({
        "AModel": {"type": "object", "required": sorted(fields), "properties": fields},
        "Aliased": {"allOf": [{"$ref": "#/components/schemas/AModel"}]},
        "Twice": {"allOf": [{"$ref": "#/components/schemas/Aliased"}], "description": "again"},
        "Extended": {"allOf": [{"$ref": "#/components/schemas/Twice"}, {"type": "object", "required": ["extra"], "properties": {"extra": {"type": "boolean"}}}]},
    })
    ctx = n.NormaliseContext()
    out = n.normalise(d, ctx)["components"]["schemas"]["Extended"]
    assert list(out["properties"]) == [*sorted(fields), "extra"]
    assert out["required"] == [*sorted(fields), "extra"]
    assert [x.code for x in ctx.diagnostics.items if x.code.startswith("allof")] == []


def test_allof_of_a_ref_cycle_is_reported_not_followed() -> None:
    ctx = n.NormaliseContext()
    d = doc({
        "A": {"$ref": "#/components/schemas/B"},
        "B": {"$ref": "#/components/schemas/A"},
        "C": {"allOf": [{"$ref": "#/components/schemas/A"}, {"type": "object", "properties": {"x": {"type": "string"}}}]},
    })
    assert run(n.allof_merge, d, ctx) == d
    assert [x.code for x in ctx.diagnostics.items] == ["allof-not-merged"]


# --- discriminator_literals -------------------------------------------------------------


def test_discriminator_with_mapping_makes_tags_literal_and_required() -> None:
    """Corpus case 20: variants declare the tag as an enum-typed (non-literal) field."""
    d = doc({
        "Shape": {"oneOf": [{"$ref": "#/components/schemas/A"}, {"$ref": "#/components/schemas/B"}], "discriminator": {"propertyName": "mode", "mapping": {"a": "#/components/schemas/A", "b": "#/components/schemas/B"}}},
        "A": {"type": "object", "properties": {"mode": {"type": "string", "enum": ["a", "b"], "description": "m"}}},
        "B": {"type": "object", "properties": {"mode": {"type": "string"}}},
    })
    out = run(n.discriminator_literals, d)["components"]["schemas"]
    assert out["A"]["properties"]["mode"] == {"description": "m", "type": "string", "const": "a"}
    assert out["B"]["properties"]["mode"]["const"] == "b"
    assert out["A"]["required"] == ["mode"]


def test_discriminator_variant_naming_another_object_gets_a_tag_of_its_own() -> None:
    """``Nothing: allOf: [$ref: Base]`` is a bare ref after single_branch_composition; as a
    variant it becomes a copy of Base with its own tag (Base itself keeps a plain string)."""
    base = {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "id": {"type": "string"}}}
    d = doc(
        {
            "Shape": {"oneOf": [{"$ref": "#/components/schemas/Nothing"}], "discriminator": {"propertyName": "kind", "mapping": {"nothing": "#/components/schemas/Nothing"}}},
            "Base": base,
            "Nothing": {"$ref": "#/components/schemas/Base", "description": "empty"},
        }
    )
    out = run(n.discriminator_literals, d)["components"]["schemas"]
    assert out["Nothing"]["description"] == "empty"
    assert out["Nothing"]["properties"]["kind"]["const"] == "nothing"
    assert out["Nothing"]["properties"]["id"] == {"type": "string"}
    assert out["Base"] == base


def test_discriminator_variant_that_is_not_an_object_is_a_warning() -> None:
    ctx = n.NormaliseContext()
    d = doc({"U": {"oneOf": [{"$ref": "#/components/schemas/S"}], "discriminator": {"propertyName": "kind"}}, "S": {"type": "string"}})
    run(n.discriminator_literals, d, ctx)
    assert [x.code for x in ctx.diagnostics.items] == ["discriminator-variant"]


def test_discriminator_without_mapping_uses_component_names() -> None:
    d = doc({
        "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}], "discriminator": {"propertyName": "kind"}},
        "Cat": {"type": "object", "properties": {}},
        "Dog": {"type": "object", "properties": {}},
    })
    out = run(n.discriminator_literals, d)["components"]["schemas"]
    assert out["Cat"]["properties"]["kind"]["const"] == "Cat"
    assert out["Dog"]["properties"]["kind"]["const"] == "Dog"


def test_variant_mapped_by_two_tags_gets_an_enum() -> None:
    d = doc({
        "U": {"oneOf": [{"$ref": "#/components/schemas/T"}], "discriminator": {"propertyName": "type", "mapping": {"x": "#/components/schemas/T", "y": "T"}}},
        "T": {"type": "object", "properties": {"type": {"type": "string"}}},
    })
    out = run(n.discriminator_literals, d)["components"]["schemas"]
    assert out["T"]["properties"]["type"]["enum"] == ["x", "y"]


# --- streaming_response -----------------------------------------------------------------


def _stream_doc(branches: list[str], stream_type: str = "boolean") -> dict[str, Any]:
    return doc(
        {
            "Req": {"type": "object", "properties": {"stream": {"type": stream_type}}},
            "Resp": {"type": "object", "properties": {}},
            "RespStreamChunk": {"type": "object", "properties": {}},
            "Other": {"type": "object", "properties": {}},
        },
        {"/x": {"post": {
            "operationId": "createX",
            "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Req"}}}},
            "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"oneOf": [{"$ref": f"#/components/schemas/{b}"} for b in branches]}}}}},
        }}},
    )


def test_streaming_response_split() -> None:
    out = run(n.streaming_response, _stream_doc(["Resp", "RespStreamChunk"]))
    content = out["paths"]["/x"]["post"]["responses"]["200"]["content"]
    assert content == {
        "application/json": {"schema": {"$ref": "#/components/schemas/Resp"}},
        "text/event-stream": {"schema": {"$ref": "#/components/schemas/RespStreamChunk"}},
    }


def test_streaming_response_needs_a_boolean_stream_property() -> None:
    d = _stream_doc(["Resp", "RespStreamChunk"], stream_type="string")
    assert run(n.streaming_response, d) == d


def test_streaming_response_ambiguous_is_reported_and_override_decides() -> None:
    ctx = n.NormaliseContext()
    d = _stream_doc(["Resp", "Other"])
    assert run(n.streaming_response, d, ctx) == d
    assert [x.code for x in ctx.diagnostics.items] == ["stream-split"]
    ctx2 = n.NormaliseContext(operations={"createX": OperationOverride(stream_schema="Other")})
    content = run(n.streaming_response, d, ctx2)["paths"]["/x"]["post"]["responses"]["200"]["content"]
    assert content["text/event-stream"] == {"schema": {"$ref": "#/components/schemas/Other"}}
    with pytest.raises(SpecError, match="is not one of"):
        run(n.streaming_response, d, n.NormaliseContext(operations={"createX": OperationOverride(stream_schema="Nope")}))


# --- hoist_inline_schemas ---------------------------------------------------------------


def test_hoist_names_inline_objects_by_location() -> None:
    d = doc(
        {"ImageContent": {"type": "object", "properties": {"image_url": {"type": "object", "description": "d", "properties": {"url": {"type": "string"}}}}}},
        {"/t": {"post": {"operationId": "createThing", "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"a": {"type": "string"}}}}}}, "responses": {}}}},
    )
    out = run(n.hoist_inline_schemas, d)
    schemas = out["components"]["schemas"]
    assert prop(out, "ImageContent", "image_url") == {"$ref": "#/components/schemas/ImageContentImageUrl", "description": "d"}
    assert schemas["ImageContentImageUrl"]["properties"] == {"url": {"type": "string"}}
    body = out["paths"]["/t"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body == {"$ref": "#/components/schemas/CreateThingRequest"}


def test_hoist_never_replaces_a_declared_schema() -> None:
    """Corpus case 37: the derived name EntitySchema is already a declared component."""
    d = doc({
        "Entity": {"type": "object", "properties": {"schema": {"anyOf": [{"type": "object", "properties": {"id": {"type": "string"}}}, NULL]}}},
        "EntitySchema": {"type": "object", "properties": {"fieldCount": {"type": "integer"}}},
    })
    out = run(n.hoist_inline_schemas, d)["components"]["schemas"]
    assert out["EntitySchema"]["properties"] == {"fieldCount": {"type": "integer"}}
    assert out["Entity"]["properties"]["schema"] == {"anyOf": [{"$ref": "#/components/schemas/EntitySchema2"}, NULL]}
    assert out["EntitySchema2"]["properties"] == {"id": {"type": "string"}}


def test_an_object_of_a_response_component_is_one_model_for_every_operation_using_it() -> None:
    """A component response's inline schema (and its nested objects) is hoisted once, named by
    the component, not once per operation that ``$ref``s it (``GetAResponse404``,
    ``GetBResponse404``, ...)."""
    error = {"type": "object", "properties": {"message": {"type": "string"}, "detail": {"type": "object", "nullable": True, "properties": {"code": {"type": "integer"}}}}}
    ops = {f"/{x}": {"get": {"operationId": f"get{x.upper()}", "responses": {"404": {"$ref": "#/components/responses/not_found"}}}} for x in "abc"}
    d = doc({}, ops, responses={"not_found": {"description": "nf", "content": {"application/json": {"schema": error}}}})
    d["openapi"] = "3.0.3"
    out = n.normalise(d)
    schemas = out["components"]["schemas"]
    assert sorted(schemas) == ["NotFoundResponse", "NotFoundResponseDetail"]
    assert schemas["NotFoundResponse"]["properties"]["detail"] == {"anyOf": [{"$ref": "#/components/schemas/NotFoundResponseDetail"}, NULL]}
    for x in "abc":
        assert out["paths"][f"/{x}"]["get"]["responses"]["404"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/NotFoundResponse"}


# --- inline_component_refs / class_names ------------------------------------------------


def test_inline_component_refs_resolves_responses_and_parameters() -> None:
    d = doc(
        {"E": {"type": "object"}},
        {"/t/{id}": {"get": {"parameters": [{"$ref": "#/components/parameters/Id"}], "responses": {"400": {"$ref": "#/components/responses/Bad", "description": "override"}}}}},
        parameters={"Id": {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}},
        responses={"Bad": {"description": "bad", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/E"}}}}},
    )
    out = run(n.inline_component_refs, d)
    op = out["paths"]["/t/{id}"]["get"]
    assert op["parameters"][0]["name"] == "id"
    assert op["responses"]["400"]["description"] == "override"
    assert op["responses"]["400"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/E"}
    assert "responses" not in out["components"]


def test_inline_component_refs_dangling_is_an_error() -> None:
    d = doc({}, {"/t": {"get": {"responses": {"400": {"$ref": "#/components/responses/Nope"}}}}})
    with pytest.raises(SpecError, match="points to nothing"):
        run(n.inline_component_refs, d)


def test_class_names_renames_and_rewrites_refs() -> None:
    d = doc({"Chat Completion": {"type": "object"}, "Literal": {"type": "string"}, "User": {"type": "object", "properties": {"c": {"$ref": "#/components/schemas/Chat Completion"}, "l": {"$ref": "#/components/schemas/Literal"}}}})
    out = run(n.class_names, d)["components"]["schemas"]
    assert sorted(out) == ["ChatCompletion", "LiteralModel", "User"]
    assert out["User"]["properties"] == {"c": {"$ref": "#/components/schemas/ChatCompletion"}, "l": {"$ref": "#/components/schemas/LiteralModel"}}


def test_class_names_rewrite_discriminator_mappings_by_ref_and_by_bare_name() -> None:
    """A renamed variant keeps its wire tag: the mapping follows the rename (a stale mapping
    would be ignored and the tag would become the new class name)."""
    variant = {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}}
    pet = {
        "oneOf": [{"$ref": "#/components/schemas/Chat Cat"}, {"$ref": "#/components/schemas/Dog Pal"}],
        "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/components/schemas/Chat Cat", "dog": "Dog Pal", "x": "Other"}},
    }
    d = doc({"Pet": pet, "Chat Cat": variant, "Dog Pal": copy.deepcopy(variant)})
    out = run(n.class_names, d)["components"]["schemas"]
    assert out["Pet"]["discriminator"]["mapping"] == {"cat": "#/components/schemas/ChatCat", "dog": "DogPal", "x": "Other"}


def test_class_names_avoid_names_the_resource_modules_import() -> None:
    # a schema called like a runtime name the resource modules import beside the models
    d = doc({"Stream": {"type": "object"}, "NotGiven": {"type": "object"}, "Client": {"type": "object"}, "Endpoint": {"type": "string"}})
    out = run(n.class_names, d)["components"]["schemas"]
    assert sorted(out) == ["Client", "EndpointModel", "NotGivenModel", "StreamModel"]


def test_class_names_fold_underscores_like_the_model_generator() -> None:
    # datamodel-code-generator names the class of `user_profile` UserProfile: so must the IR
    d = doc({"user_profile": {"type": "object"}, "HTTP_Error": {"type": "object"}, "UserProfile2": {"type": "object"}, "A": {"$ref": "#/components/schemas/user_profile"}})
    out = run(n.class_names, d)["components"]["schemas"]
    assert sorted(out) == ["A", "HTTPError", "UserProfile", "UserProfile2"]
    assert out["A"] == {"$ref": "#/components/schemas/UserProfile"}


# --- driver -----------------------------------------------------------------------------


def test_passes_can_be_disabled_but_not_required_ones() -> None:
    d = doc({"A": {"type": "string", "nullable": True}})
    assert n.normalise(d, disabled=("nullable_keyword",))["components"]["schemas"]["A"] == {"type": "string", "nullable": True}
    with pytest.raises(SpecError, match="cannot be disabled"):
        n.normalise(d, disabled=("hoist_inline_schemas",))


def test_every_pass_is_named_once_and_says_what_it_expects_and_produces() -> None:
    assert len(set(n.PASS_NAMES)) == len(n.PASSES)
    assert set(n.REQUIRED_PASSES) <= set(n.PASS_NAMES)
    for name, fn in n.PASSES:
        assert fn.__name__ == name
        doc = fn.__doc__ or ""
        assert "\n    Expects: " in doc and "\n    Produces: " in doc, name


def test_form_boolean_strings_in_multipart_bodies_only() -> None:
    flag = {"type": "string", "enum": ["true", "false"], "default": "false", "description": "d"}
    d = doc(
        {"Form": {"type": "object", "properties": {"stream": dict(flag)}}, "Json": {"type": "object", "properties": {"stream": dict(flag)}}},
        {
            "/f": {"post": {"requestBody": {"content": {"multipart/form-data": {"schema": {"$ref": "#/components/schemas/Form"}}}}, "responses": {}}},
            "/j": {"post": {"requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Json"}}}}, "responses": {}}},
        },
    )
    out = run(n.form_boolean_strings, d)
    assert prop(out, "Form", "stream") == {"description": "d", "type": "boolean", "default": False}
    assert prop(out, "Json", "stream") == flag


def test_large_inline_enums_get_a_name_small_ones_stay_inline() -> None:
    big = {"type": "string", "enum": [f"m{i}" for i in range(8)]}
    d = doc({"Req": {"type": "object", "properties": {
        "model": {"description": "d", "anyOf": [{"type": "string"}, dict(big)]},
        "mode": {"type": "string", "enum": ["a", "b"]},
    }}})
    out = run(n.name_large_enums, d)
    assert prop(out, "Req", "model") == {"description": "d", "anyOf": [{"type": "string"}, {"$ref": "#/components/schemas/ReqModel"}]}
    assert out["components"]["schemas"]["ReqModel"] == big
    assert prop(out, "Req", "mode") == {"type": "string", "enum": ["a", "b"]}


def test_allof_annotation_only_members_fold_into_the_schema() -> None:
    d = doc({"A": {"type": "object", "properties": {"f": {"allOf": [{"$ref": "#/components/schemas/B"}, {"description": "dest"}]}}}, "B": {"type": "object"}})
    assert prop(run(n.single_branch_composition, d), "A", "f") == {"$ref": "#/components/schemas/B", "description": "dest"}


def test_implicit_mapping_keeps_the_tags_variants_declare() -> None:
    d = doc({
        "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}], "discriminator": {"propertyName": "kind"}},
        "Cat": {"type": "object", "properties": {"kind": {"type": "string", "enum": ["cat"]}}},
        "Dog": {"type": "object", "properties": {"kind": {"type": "string", "const": "dog"}}},
    })
    out = run(n.discriminator_literals, d)["components"]["schemas"]
    assert out["Cat"]["properties"]["kind"]["const"] == "cat"
    assert out["Dog"]["properties"]["kind"]["const"] == "dog"


def test_enum_values_listed_twice_are_kept_once_and_json_types_stay_apart() -> None:
    d = doc({"A": {"type": "object", "properties": {"k": {"enum": ["a", "b", "a"]}, "m": {"enum": [1, True, 1.0, "1", 1]}}}})
    out = run(n.const_enum, d)
    assert prop(out, "A", "k")["enum"] == ["a", "b"]
    assert prop(out, "A", "m")["enum"] == [1, True, 1.0, "1"]


def test_union_branches_that_only_list_values_merge_into_one_enum() -> None:
    d = doc({"A": {"type": "object", "properties": {
        "u": {"anyOf": [{"type": "string", "enum": ["x"]}, {"type": "string", "enum": ["x", "y"]}, {"type": "integer", "enum": [1]}]},
        "c": {"anyOf": [{"const": "a"}, {"const": "b"}, {"type": "string"}]},
        "d": {"anyOf": [{"const": "a", "description": "first"}, {"type": "string", "enum": ["b"], "maxLength": 3}]},
    }}})
    out = run(n.union_flatten, d)
    assert prop(out, "A", "u")["anyOf"] == [{"type": "string", "enum": ["x", "y"]}, {"type": "integer", "enum": [1]}]
    assert prop(out, "A", "c")["anyOf"] == [{"type": "string", "enum": ["a", "b"]}, {"type": "string"}]
    # a branch with a constraint of its own is not only a list of values
    assert len(prop(out, "A", "d")["anyOf"]) == 2


NULLABLE_INT = {"anyOf": [{"type": "integer", "minimum": 0}, NULL]}


@pytest.mark.parametrize(
    ("schema", "after", "codes"),
    [
        # kept: a scalar valid against the whole schema
        ({"type": "number", "default": 1.5}, 1.5, []),
        ({"type": "number", "default": 2}, 2, []),
        ({"type": ["string", "null"], "default": None}, None, []),
        ({"$ref": "#/components/schemas/B", "default": "x"}, "x", []),
        ({"type": "string", "format": "date", "default": "2024-01-02"}, "2024-01-02", []),
        ({"type": "string", "format": "date-time", "default": "2024-01-02T03:04:05Z"}, "2024-01-02T03:04:05Z", []),
        ({"type": "string", "format": "uuid", "default": "3fa85f64-5717-4562-b3fc-2c963f66afa6"}, "3fa85f64-5717-4562-b3fc-2c963f66afa6", []),
        ({"type": "string", "format": "email", "default": "not checked"}, "not checked", []),  # formats typed as str
        ({"type": "integer", "minimum": 0, "exclusiveMinimum": True, "default": 1}, 1, []),  # 3.0 boolean form
        ({"anyOf": [{"type": "integer"}, {"type": "string", "format": "date"}], "default": "2024-01-02"}, "2024-01-02", []),
        ({"type": "integer", "default": 3.0}, 3, []),  # the same JSON number, as the field's type
        # converted: a string spelling a valid value
        ({"type": "boolean", "default": "true"}, True, ["default-converted"]),
        ({"type": "integer", "default": "4"}, 4, ["default-converted"]),
        ({"type": "number", "default": "1.5"}, 1.5, ["default-converted"]),
        ({**NULLABLE_INT, "default": "1024"}, 1024, ["default-converted"]),
        ({"anyOf": [{"type": "integer"}, {"type": "boolean"}], "default": "false"}, False, ["default-converted"]),
        # the text "null" where null is allowed, even on a string (utoipa's `default = "null"`)
        ({"anyOf": [{"type": "string"}, {"type": "null"}], "default": "null"}, None, ["default-converted"]),
        ({"type": "string", "default": "null"}, "null", []),  # no null allowed: the text itself
        # dropped with a warning: cannot be right
        ({"type": "integer", "default": 1.5}, MISSING, ["default-invalid"]),
        ({"type": "integer", "default": True}, MISSING, ["default-invalid"]),
        ({**NULLABLE_INT, "default": "-1"}, MISSING, ["default-invalid"]),
        ({"type": "string", "format": "date", "default": "xxx"}, MISSING, ["default-invalid"]),
        ({"type": "string", "format": "date", "default": "2024-02-30"}, MISSING, ["default-invalid"]),
        ({"type": "string", "format": "date-time", "default": "2024-01-02T03:04:05"}, MISSING, ["default-invalid"]),  # no offset
        ({"type": "string", "format": "uuid", "default": "xxx"}, MISSING, ["default-invalid"]),
        ({"type": "string", "enum": ["a", "b"], "default": "z"}, MISSING, ["default-invalid"]),
        ({"type": "string", "const": "a", "default": "z"}, MISSING, ["default-invalid"]),
        ({"$ref": "#/components/schemas/E", "default": "z"}, MISSING, ["default-invalid"]),
        ({"anyOf": [{"type": "integer"}, {"type": "boolean"}], "default": "x"}, MISSING, ["default-invalid"]),
        ({"type": ["integer", "string"], "default": 1.5}, MISSING, ["default-invalid"]),
        ({"type": "string", "maxLength": 2, "default": "long"}, MISSING, ["default-invalid"]),
        # left to the server (info)
        ({"type": "array", "items": {"type": "string"}, "default": ["a"]}, MISSING, ["default-not-scalar"]),
        ({"type": "object", "default": {"x": 1}}, MISSING, ["default-not-scalar"]),
    ],
)
def test_defaults_are_checked_against_the_whole_schema(schema: dict[str, Any], after: Any, codes: list[str]) -> None:
    d = doc({"A": {"type": "object", "properties": {"f": schema}}, "B": {"type": "string"}, "E": {"type": "string", "enum": ["a", "b"]}})
    ctx = n.NormaliseContext(locate=lambda p: "spec.yaml" + p)
    out = prop(run(n.default_values, d, ctx), "A", "f")
    assert out.get("default", MISSING) == after and type(out.get("default", MISSING)) is type(after)
    assert {k: v for k, v in out.items() if k != "default"} == {k: v for k, v in schema.items() if k != "default"}
    assert [x.code for x in ctx.diagnostics.items] == codes
    for x in ctx.diagnostics.items:
        assert x.location == "spec.yaml#/components/schemas/A/properties/f/default"
        assert x.level == ("info" if x.code == "default-not-scalar" else "warning")


def test_a_null_default_on_a_non_nullable_schema_is_dropped_quietly() -> None:
    d = doc({"A": {"type": "object", "properties": {"f": {"type": "object", "default": None}}}})
    ctx = n.NormaliseContext()
    assert "default" not in prop(run(n.default_values, d, ctx), "A", "f")
    assert [(x.level, x.code) for x in ctx.diagnostics.items] == [("info", "default-null")]


def test_allof_property_refined_by_a_ref_is_replaced_not_merged() -> None:
    d = doc({
        "Base": {"type": "object", "properties": {"status": {"type": "string", "enum": ["a", "b"], "description": "base"}, "n": {"type": "integer", "minimum": 0}}},
        "Status": {"type": "string", "enum": ["a", "b", "c"]},
        "Item": {"allOf": [
            {"$ref": "#/components/schemas/Base"},
            {"type": "object", "properties": {"status": {"$ref": "#/components/schemas/Status"}, "n": {"maximum": 9}}},
        ]},
    })
    out = run(n.allof_merge, d)
    assert prop(out, "Item", "status") == {"description": "base", "$ref": "#/components/schemas/Status"}
    assert prop(out, "Item", "n") == {"type": "integer", "minimum": 0, "maximum": 9}


def test_a_variant_that_is_itself_a_union_on_the_same_tag_is_spliced() -> None:
    ref = lambda name: {"$ref": f"#/components/schemas/{name}"}
    d = doc({
        "Input": {"oneOf": [ref("Easy"), {"title": "Item", **ref("Item")}], "discriminator": {"propertyName": "type"}},
        "Item": {"type": "object", "oneOf": [ref("A"), ref("B")], "discriminator": {"propertyName": "type"}},
        "Easy": {"type": "object", "properties": {"type": {"type": "string", "enum": ["message"]}}},
        "A": {"type": "object", "properties": {"type": {"type": "string", "enum": ["a"]}}},
        "B": {"type": "object", "properties": {"type": {"type": "string", "enum": ["b"]}}},
    })
    out = run(n.discriminator_literals, d)
    schemas = out["components"]["schemas"]
    assert schemas["Input"]["oneOf"] == [ref("Easy"), ref("A"), ref("B")]
    assert [schemas[x]["properties"]["type"]["const"] for x in ("Easy", "A", "B")] == ["message", "a", "b"]
    assert "properties" not in schemas["Item"]  # no "Item" tag forced onto the inner union


def test_properties_named_like_extensions_are_schemas_too() -> None:
    d = doc({"A": {"type": "object", "properties": {"x-request-id": {"type": "string", "nullable": True}}}})
    assert prop(run(n.nullable_keyword, d), "A", "x-request-id") == {"anyOf": [{"type": "string"}, {"type": "null"}]}


def test_inheriting_from_a_nullable_object_keeps_the_inherited_fields() -> None:
    d = doc({
        "Base": {"anyOf": [{"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}, {"type": "null"}]},
        "Mini": {"allOf": [{"$ref": "#/components/schemas/Base"}, {"type": "object", "properties": {"name": {"type": "string"}}}]},
        "Holder": {"type": "object", "properties": {"base": {"$ref": "#/components/schemas/Base"}}},
    })
    out = run(n.nullable_component_roots, d)
    assert out["components"]["schemas"]["Mini"]["allOf"][0] == {"$ref": "#/components/schemas/Base"}
    assert prop(out, "Holder", "base") == {"anyOf": [{"$ref": "#/components/schemas/Base"}, {"type": "null"}]}
    merged = run(n.allof_merge, out)["components"]["schemas"]["Mini"]
    assert set(merged["properties"]) == {"id", "name"} and merged["required"] == ["id"]


# --- pattern_compiles --------------------------------------------------------------------


def test_patterns_pydantic_cannot_compile_are_dropped_with_a_warning() -> None:
    """Kept: what the Rust engine compiles (``\\p{L}``, linear in the text), and, with a
    warning that the client does not check it, what only Python's backtracking ``re`` compiles
    (a lookahead, a backreference: its time can grow exponentially with a value's length);
    dropped with a warning: what neither engine compiles."""
    d = doc({
        "A": {"type": "object", "properties": {
            "bad": {"type": "string", "pattern": "(["},
            "ctrl": {"type": "string", "pattern": "\\cJ"},
            "letters": {"type": "string", "pattern": "^\\p{L}+$"},
            "plain": {"type": "string", "pattern": "^[a-z]+$"},
        }},
        "B": {"type": "object", "properties": {
            "ahead": {"type": "string", "pattern": "^(?=.*[A-Z]).+$"},
            "letters": {"type": "array", "items": {"type": "string", "pattern": "^\\p{L}+$"}},
            "back": {"type": "string", "pattern": "^(a)\\1$"},
        }},
    }, paths={"/x": {"get": {"parameters": [{"name": "q", "in": "query", "schema": {"type": "string", "pattern": "[z-a]"}}]}}})
    ctx = n.NormaliseContext(locate=lambda p: "spec.yaml" + p)
    out = run(n.pattern_compiles, d, ctx)
    a, b = out["components"]["schemas"]["A"]["properties"], out["components"]["schemas"]["B"]["properties"]
    assert "pattern" not in a["bad"] and "pattern" not in a["ctrl"]
    # kept in the document (examples, the idempotency-key check read it); the models leave it out
    assert (b["ahead"]["pattern"], b["back"]["pattern"]) == ("^(?=.*[A-Z]).+$", "^(a)\\1$")
    assert (a["letters"]["pattern"], a["plain"]["pattern"], b["letters"]["items"]["pattern"]) == ("^\\p{L}+$", "^[a-z]+$", "^\\p{L}+$")
    assert "pattern" not in out["paths"]["/x"]["get"]["parameters"][0]["schema"]
    warned = sorted(x.location for x in ctx.diagnostics.items if x.code == "pattern-invalid" and x.level == "warning")
    assert warned == [
        "spec.yaml#/components/schemas/A/properties/bad/pattern",
        "spec.yaml#/components/schemas/A/properties/ctrl/pattern",
        "spec.yaml#/paths/~1x/get/parameters/0/schema/pattern",
    ]
    backtracking = sorted(x.location for x in ctx.diagnostics.items if x.code == "pattern-backtracking")
    assert backtracking == ["spec.yaml#/components/schemas/B/properties/ahead/pattern", "spec.yaml#/components/schemas/B/properties/back/pattern"]
    assert "unclosed character class" in next(x.message for x in ctx.diagnostics.items if x.location.endswith("bad/pattern"))


def test_an_allof_chain_is_merged_with_work_linear_in_its_length(monkeypatch: pytest.MonkeyPatch) -> None:
    """``A0: allOf [A1, {p0}]``, ``A1: allOf [A2, {p1}]``...: each component is flattened once
    (memoised), so the merges grow with the chain's length, not its square (issue 26 item 4;
    counted, not timed).  Each model still lists every inherited property: what the later
    stages do grows with the square of the length (see the issue)."""
    from generator.normalise import composition

    def chain(length: int) -> dict[str, Any]:
        schemas: dict[str, Any] = {}
        for i in range(length):
            own = {"type": "object", "properties": {f"p{i}": {"type": "string"}}}
            schemas[f"A{i}"] = {"allOf": [{"$ref": f"#/components/schemas/A{i + 1}"}, own]} if i < length - 1 else own
        return doc(schemas)

    merge = composition._merge_parts
    calls = [0]

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return merge(*args, **kwargs)

    monkeypatch.setattr(composition, "_merge_parts", counted)
    counts = {}
    for length in (150, 600):
        calls[0] = 0
        out = run(n.allof_merge, chain(length))["components"]["schemas"]
        assert list(out["A0"]["properties"]) == [f"p{i}" for i in reversed(range(length))]
        counts[length] = calls[0]
    assert counts[600] <= 2 * 600 and counts[600] / counts[150] < 4.5, counts
