"""IR naming rules: method names never shadow sub-resources, and keyword arguments never
shadow the names a generated method body needs (``cast``, ``format_path``, the resource
module's ``_UPPER_CASE`` constants, the common ``extra_*``/``timeout`` options)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.configure import config_from_args
from generator.pipeline import build_ir_only

SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "T", "version": "1"},
    "paths": {
        "/files/{file_id}": {
            "get": {
                "operationId": "getFile",
                "parameters": [
                    {"name": "file_id", "in": "path", "required": True, "schema": {"type": "string"}},
                    {"name": "cast", "in": "query", "schema": {"type": "string"}},
                    {"name": "format_path", "in": "query", "schema": {"type": "string"}},
                    {"name": "_RETRIEVE", "in": "query", "schema": {"type": "string"}},
                    {"name": "timeout", "in": "query", "schema": {"type": "integer"}},
                    {"name": "_", "in": "query", "schema": {"type": "integer"}},
                ],
                "responses": {"200": {"description": "ok"}},
            }
        },
        "/files/{file_id}/upload_sessions": {
            "post": {
                "operationId": "createUploadSession",
                "parameters": [{"name": "file_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok"}},
            }
        },
        "/files/upload_sessions/{id}": {
            "get": {
                "operationId": "getUploadSession",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok"}},
            }
        },
    },
}


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    d = tmp_path_factory.mktemp("ir")
    (d / "s.yaml").write_text(yaml.safe_dump(SPEC))
    cfg = config_from_args([str(d / "s.yaml")], str(d / "out"), "t_sdk")
    result, diagnostics, _, _ = build_ir_only(cfg)
    return result, diagnostics


def test_method_named_like_a_sub_resource_is_named_after_its_operation_id(api) -> None:  # type: ignore[no-untyped-def]
    result, diagnostics = api
    names = {(o.resource, o.name) for o in result.operations}
    assert (("files",), "create_upload_session") in names
    assert (("files", "upload_sessions"), "retrieve") in names
    assert (("files",), "upload_sessions") not in names
    assert any(d.code == "method-name-collision" for d in diagnostics.items)


def test_parameters_never_take_names_the_method_body_uses(api) -> None:  # type: ignore[no-untyped-def]
    result, _ = api
    op = next(o for o in result.operations if o.operation_id == "getFile")
    py = {p.name: p.py_name for p in op.parameters}
    assert py["cast"] == "cast_"
    assert py["format_path"] == "format_path_"
    assert py["_RETRIEVE"] == "_retrieve"
    assert py["timeout"] == "timeout_"
    assert py["_"].isidentifier()
    assert len(set(py.values())) == len(py)


def test_resource_classes_never_take_a_model_name(tmp_path: Path) -> None:
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/SpendLimitResource"}}}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "T", "version": "1"},
        "paths": {"/spend_limit": {"get": {"operationId": "getLimit", "responses": ok}}, "/spend/limit": {"get": {"operationId": "getOther", "responses": ok}}},
        "components": {"schemas": {"SpendLimitResource": {"type": "object", "properties": {"id": {"type": "string"}}}}},
    }
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec))
    cfg = config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk")
    result, _, _, _ = build_ir_only(cfg)
    stems = {r.path: r.class_name for r in result.all_resources}
    # both resources' natural stem, SpendLimit, would make SpendLimitResource: the first in
    # path order gets Api appended, the other the next free number
    assert stems == {("spend",): "Spend", ("spend", "limit"): "SpendLimitApi", ("spend_limit",): "SpendLimitApi2"}
    classes = [f"{pre}{stem}{suf}" for stem in stems.values() for pre in ("", "Async") for suf in ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse")]
    assert len(set(classes)) == len(classes) and "SpendLimitResource" not in classes


def test_union_members_split_at_the_top_level_only_and_leave_strings_alone() -> None:
    from generator.ir.annotations import union_members as _union_members

    text = "str | Literal[\"]|x\", 'a\\'|'] | Sequence[str | int] | None"
    assert _union_members(text) == ["str", "Literal[\"]|x\", 'a\\'|']", "Sequence[str | int]", "None"]


def test_request_union_spelling_one_member_twice_names_it_once(tmp_path: Path) -> None:
    body = {"type": "object", "properties": {"v": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "string", "format": "date-time"}]}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "T", "version": "1"},
        "paths": {"/things": {"post": {"operationId": "make", "requestBody": {"content": {"application/json": {"schema": body}}}, "responses": {"204": {"description": "ok"}}}}},
    }
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec))
    result, _, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk"))
    [op] = result.operations
    [arg] = [a for a in op.implementation.args if a.wire_name == "v"]
    assert arg.annotation == "str | int | datetime | NotGiven"


def test_read_only_properties_are_not_request_arguments(tmp_path: Path) -> None:
    thing = {"type": "object", "required": ["name"], "properties": {"id": {"type": "string", "readOnly": True}, "name": {"type": "string"}}}
    spec = {
        "openapi": "3.1.0",
        "info": {"title": "T", "version": "1"},
        "paths": {"/things": {"post": {"operationId": "make", "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}, "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}}}}}},
        "components": {"schemas": {"Thing": thing}},
    }
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(spec))
    result, _, _, _ = build_ir_only(config_from_args([str(tmp_path / "s.yaml")], str(tmp_path / "out"), "t_sdk"))
    [op] = result.operations
    assert [a.wire_name for a in op.implementation.args if a.location == "body"] == ["name"]
    # the response model still has it
    [model] = [m for m in result.models if m.name == "Thing"]
    assert {p.name for p in model.properties} == {"id", "name"}


def test_segments_mixing_a_parameter_and_text_name_items_and_format_suffixes_are_dropped() -> None:
    p = {"in": "path", "required": True, "schema": {"type": "string"}}
    ok = {"200": {"description": "ok"}}
    spec = {
        "openapi": "3.0.1",
        "info": {"title": "T", "version": "1"},
        "paths": {
            "/Accounts/{AccountSid}/Addresses.json": {"get": {"operationId": "ListAddress", "parameters": [{"name": "AccountSid", **p}], "responses": ok}},
            "/Accounts/{AccountSid}/Addresses/{Sid}.json": {"get": {"operationId": "FetchAddress", "parameters": [{"name": "AccountSid", **p}, {"name": "Sid", **p}], "responses": ok}},
        },
    }
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "s.yaml").write_text(yaml.safe_dump(spec))
        result, _, _, _ = build_ir_only(config_from_args([str(Path(d) / "s.yaml")], str(Path(d) / "out"), "t_sdk"))
    placed = {o.operation_id: (o.resource, o.name) for o in result.operations}
    assert placed == {"ListAddress": (("accounts", "addresses"), "list"), "FetchAddress": (("accounts", "addresses"), "retrieve")}
