"""A regeneration changes only what the spec change implies: method and model names are decided
from each claimant alone, so an added operation or schema never takes the name of one users
already call (unless it is the more canonical claimant), and document order never matters."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from generator.configure import config_from_args
from generator.ir.model import Api
from generator.pipeline import build_ir_only

OK = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"id": {"type": "string"}}}}}}}
ID = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}


def _api(tmp_path: Path, spec: dict[str, Any], name: str = "s.yaml") -> Api:
    (tmp_path / name).write_text(yaml.safe_dump(spec, sort_keys=False))
    cfg = config_from_args([str(tmp_path / name)], str(tmp_path / "out"), "t_sdk")
    return build_ir_only(cfg)[0]


def _calls(api: Api) -> dict[str, str]:
    return {o.operation_id: ".".join((*o.resource, o.name)) for o in api.operations}


def _spec(paths: dict[str, Any], schemas: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "servers": [{"url": "https://t.test"}], "paths": paths, "components": {"schemas": schemas or {}}}


def test_an_added_operation_does_not_take_the_method_name_of_an_existing_one(tmp_path: Path) -> None:
    get = {"get": {"operationId": "getModel", "parameters": [ID], "responses": OK}}
    before = _calls(_api(tmp_path, _spec({"/models/{id}": get})))
    assert before == {"getModel": "models.retrieve"}
    version = {"get": {"operationId": "getModelVersion", "parameters": [ID, {**ID, "name": "version"}], "responses": OK}}
    # the newcomer comes first in the document and its operationId starts with a verb too
    after = _calls(_api(tmp_path, _spec({"/models/{id}/{version}": version, "/models/{id}": get})))
    assert after == {"getModel": "models.retrieve", "getModelVersion": "models.get_model_version"}


def test_the_operation_whose_operation_id_names_the_method_keeps_it(tmp_path: Path) -> None:
    put = {"operationId": "replaceModel", "parameters": [ID], "responses": OK}
    patch = {"operationId": "updateModel", "parameters": [ID], "responses": OK}
    calls = _calls(_api(tmp_path, _spec({"/models/{id}": {"put": put, "patch": patch}})))
    assert calls == {"updateModel": "models.update", "replaceModel": "models.replace_model"}
    # verb order decides when neither operationId names the method
    put2, patch2 = {**put, "operationId": "putModel2"}, {**patch, "operationId": "patchModel2"}
    calls = _calls(_api(tmp_path, _spec({"/models/{id}": {"patch": patch2, "put": put2}})))
    assert calls == {"putModel2": "models.update", "patchModel2": "models.patch_model2"}


def test_a_configured_method_name_wins_the_collision(tmp_path: Path) -> None:
    get = {"get": {"operationId": "getModel", "parameters": [ID], "responses": OK}}
    version = {"get": {"operationId": "getModelVersion", "parameters": [ID, {**ID, "name": "version"}], "responses": OK}}
    (tmp_path / "s.yaml").write_text(yaml.safe_dump(_spec({"/models/{id}": get, "/models/{id}/{version}": version})))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["s.yaml"], "output": "out", "package": {"name": "t_sdk"}, "operations": {"getModelVersion": {"method": "retrieve"}}}))
    from generator.configure import load_config

    api = build_ir_only(load_config(tmp_path / "sdkgen.yaml"))[0]
    assert _calls(api) == {"getModel": "models.get_model", "getModelVersion": "models.retrieve"}


def _inline(prop: str) -> dict[str, Any]:
    return {"type": "object", "properties": {prop: {"type": "object", "properties": {"x": {"type": "integer"}}}}}


def _models(api: Api) -> dict[str, str]:
    """Pointer (without file) -> model name, for the models the normaliser named."""
    return {"#" + m.pointer.split("#", 1)[1]: m.name for m in api.models}


def test_an_added_schema_does_not_shift_inline_model_names(tmp_path: Path) -> None:
    before = _models(_api(tmp_path, _spec({}, {"Foo": _inline("bar_baz")})))
    assert before["#/components/schemas/Foo/properties/bar_baz"] == "FooBarBaz"
    # FooBar.baz claims the same name and comes first in the document: Foo.bar_baz keeps it
    after = _models(_api(tmp_path, _spec({}, {"FooBar": _inline("baz"), "Foo": _inline("bar_baz")})))
    assert after["#/components/schemas/Foo/properties/bar_baz"] == "FooBarBaz"
    assert after["#/components/schemas/FooBar/properties/baz"] == "FooBarBaz2"


def test_reordering_a_document_renames_nothing(tmp_path: Path) -> None:
    schemas = {"FooBar": _inline("baz"), "Foo": _inline("bar_baz"), "chat completion": _inline("a"), "ChatCompletion": _inline("b")}
    paths = {
        "/models/{id}": {"get": {"operationId": "getModel", "parameters": [ID], "responses": OK}},
        "/models/{id}/{version}": {"get": {"operationId": "getModelVersion", "parameters": [ID, {**ID, "name": "version"}], "responses": OK}},
    }
    a = _api(tmp_path, _spec(paths, schemas), "a.yaml")
    reordered = _spec(dict(reversed(list(copy.deepcopy(paths).items()))), dict(reversed(list(copy.deepcopy(schemas).items()))))
    b = _api(tmp_path, reordered, "b.yaml")
    assert _calls(a) == _calls(b)
    assert sorted(m.name for m in a.models) == sorted(m.name for m in b.models)
    assert _models(a) == _models(b)


def test_fallback_names_are_not_renumbered_by_an_added_endpoint(tmp_path: Path) -> None:
    """Operations that lose ``x.retrieve`` and fall back to the same operationId-derived name:
    the operationId spelled like it keeps it, the others add words of their own path."""

    def get(oid: str) -> dict[str, Any]:
        return {"get": {"operationId": oid, "parameters": [ID], "responses": OK}}

    paths = {"/x/{id}": get("getX"), "/x/{id}.json": get("get_x"), "/x/{id}.xml": get("GetX"), "/x/{id}.txt": get("retrieve")}
    before = _calls(_api(tmp_path, _spec(paths)))
    assert before == {"getX": "x.retrieve", "get_x": "x.get_x", "GetX": "x.get_x_id_xml", "retrieve": "x.retrieve_x_id_txt"}
    after = _calls(_api(tmp_path, _spec({**paths, "/x/{id}.csv": get("get-x")}), "t.yaml"))
    assert after == {**before, "get-x": "x.get_x_id_csv"}
