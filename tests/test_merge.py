"""Stage 2 (merge): combining documents, conflicts, renames, order independence."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from generator.errors import SpecError
from generator.load import LoadedDocument, load_documents
from generator.merge import merge_documents

ROOT = Path(__file__).resolve().parent.parent


def d(path: str, paths: dict | None = None, schemas: dict | None = None, **extra: object) -> LoadedDocument:
    content: dict = {"openapi": "3.1.0", "info": {"title": path, "version": "1"}, "paths": paths or {}}
    if schemas is not None:
        content["components"] = {"schemas": schemas}
    content.update(extra)
    origins = {f"#/components/schemas/{k}": path for k in (schemas or {})}
    return LoadedDocument(path=path, content=content, origins=origins)


OP = {"responses": {"200": {"description": "ok"}}}


def test_identical_components_are_kept_once_and_recorded() -> None:
    usage = {"type": "object", "properties": {"n": {"type": "integer"}}}
    m = merge_documents([d("b.yaml", {"/b": {"get": OP}}, {"Usage": usage}), d("a.yaml", {"/a": {"get": OP}}, {"Usage": copy.deepcopy(usage)})])
    assert m.content["components"]["schemas"] == {"Usage": usage}
    assert [(r.pointer, r.files) for r in m.merged] == [("#/components/schemas/Usage", ("a.yaml", "b.yaml"))]
    assert set(m.content["paths"]) == {"/a", "/b"}


def test_differing_components_name_both_files_and_the_pointer() -> None:
    with pytest.raises(SpecError) as e:
        merge_documents([d("a.yaml", schemas={"Usage": {"type": "string"}}), d("b.yaml", schemas={"Usage": {"type": "integer"}})])
    assert e.value.pointer == "#/components/schemas/Usage"
    assert "a.yaml" in e.value.message and "b.yaml" in e.value.message
    assert "renames" in e.value.message


def test_rename_resolves_a_conflict_and_rewrites_refs() -> None:
    b = d(
        "b.yaml",
        {"/b": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Usage"}}}}}}}},
        {"Usage": {"type": "integer"}},
    )
    m = merge_documents([d("a.yaml", schemas={"Usage": {"type": "string"}}), b], {"b.yaml": {"Usage": "BUsage"}})
    assert m.content["components"]["schemas"] == {"Usage": {"type": "string"}, "BUsage": {"type": "integer"}}
    schema = m.content["paths"]["/b"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/BUsage"}
    assert m.origins["#/components/schemas/BUsage"] == "b.yaml"


def test_rename_rewrites_discriminator_mappings() -> None:
    variant = {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}}}
    pet = {
        "oneOf": [{"$ref": "#/components/schemas/Dog"}, {"$ref": "#/components/schemas/Cat"}],
        "discriminator": {"propertyName": "kind", "mapping": {"dog": "#/components/schemas/Dog", "cat": "Cat"}},
    }
    m = merge_documents([d("b.yaml", schemas={"Pet": pet, "Dog": variant, "Cat": copy.deepcopy(variant)})], {"b.yaml": {"Dog": "Hound", "Cat": "Kitty"}})
    assert m.content["components"]["schemas"]["Pet"]["discriminator"]["mapping"] == {"dog": "#/components/schemas/Hound", "cat": "Kitty"}


def test_rename_of_unknown_component_is_an_error() -> None:
    with pytest.raises(SpecError, match="no component named 'Nope'"):
        merge_documents([d("a.yaml", schemas={})], {"a.yaml": {"Nope": "X"}})


def test_same_operation_twice_is_an_error_naming_both_files() -> None:
    with pytest.raises(SpecError) as e:
        merge_documents([d("a.yaml", {"/x": {"post": OP}}), d("b.yaml", {"/x": {"post": OP, "get": OP}})])
    assert "POST /x" in e.value.message and "a.yaml" in e.value.message and "b.yaml" in e.value.message
    assert e.value.pointer == "#/paths/~1x/post"


def test_same_path_different_methods_merge() -> None:
    m = merge_documents([d("a.yaml", {"/x": {"post": OP}}), d("b.yaml", {"/x": {"get": OP}})])
    assert set(m.content["paths"]["/x"]) == {"post", "get"}
    assert m.locate("#/paths/~1x/get/responses") == "b.yaml#/paths/~1x/get/responses"


def test_document_security_and_path_parameters_are_pushed_into_operations() -> None:
    param = {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}
    m = merge_documents([d("a.yaml", {"/x/{id}": {"parameters": [param], "get": OP}}, security=[{"key": []}])])
    op = m.content["paths"]["/x/{id}"]["get"]
    assert op["security"] == [{"key": []}]
    assert op["parameters"] == [param]
    assert "parameters" not in m.content["paths"]["/x/{id}"]


def test_result_does_not_depend_on_input_order() -> None:
    docs = load_documents([ROOT / "specs" / f for f in ("responses.yaml", "completions.yaml", "chat-completions.yaml")], ROOT)
    again = load_documents([ROOT / "specs" / f for f in ("chat-completions.yaml", "responses.yaml", "completions.yaml")], ROOT)
    m1, m2 = merge_documents(docs), merge_documents(list(reversed(again)))
    assert m1.content == m2.content
    assert list(m1.content["paths"]) == list(m2.content["paths"])
    assert m1.merged == m2.merged


def test_sambanova_files_share_identical_components() -> None:
    docs = load_documents([ROOT / "specs" / f for f in ("responses.yaml", "completions.yaml", "chat-completions.yaml")], ROOT)
    m = merge_documents(docs)
    merged = {r.pointer: r.files for r in m.merged}
    assert merged["#/components/schemas/GeneralError"] == ("specs/chat-completions.yaml", "specs/completions.yaml", "specs/responses.yaml")
    assert set(m.content["paths"]) == {"/chat/completions", "/completions", "/responses"}


def test_patches_apply_to_the_merged_document_in_order() -> None:
    from generator.merge import apply_patches

    m = merge_documents([d("a.yaml", schemas={"LogProbs": {"type": "object", "properties": {"content": {"$ref": "#/components/schemas/X"}}}})])
    patched = apply_patches(m, [
        {"op": "test", "path": "/components/schemas/LogProbs/properties/content", "value": {"$ref": "#/components/schemas/X"}},
        {"op": "replace", "path": "/components/schemas/LogProbs/properties/content", "value": {"type": "array", "items": {"$ref": "#/components/schemas/X"}}},
    ])
    assert patched.content["components"]["schemas"]["LogProbs"]["properties"]["content"]["type"] == "array"
    assert m.content["components"]["schemas"]["LogProbs"]["properties"]["content"] == {"$ref": "#/components/schemas/X"}
    assert patched.origins == m.origins


def test_a_patch_that_no_longer_applies_names_its_index() -> None:
    from generator.errors import ConfigError
    from generator.merge import apply_patches

    m = merge_documents([d("a.yaml", schemas={"A": {"type": "string"}})])
    with pytest.raises(ConfigError, match=r"patches\[1\] \(test /components/schemas/A/type\) does not apply"):
        apply_patches(m, [{"op": "add", "path": "/components/schemas/B", "value": {}}, {"op": "test", "path": "/components/schemas/A/type", "value": "integer"}])


def test_duplicate_operation_id_names_both_locations() -> None:
    from generator.merge import check_operation_ids

    a = d("a.yaml", {"/x": {"get": {**OP, "operationId": "listThings"}}})
    b = d("b.yaml", {"/y": {"post": {**OP, "operationId": "other"}, "get": {**OP, "operationId": "listThings"}}, "/y/{id}": {"get": {**OP, "operationId": "listThings"}}})
    m = merge_documents([b, a])
    notes = check_operation_ids(m)
    # same segments and verb: the path text decides (/x before /y), never the file order
    assert [n.render() for n in notes] == [
        ("warning: b.yaml#/paths/~1y/get/operationId: [operation-id-duplicate] operationId 'listThings' is also used by a.yaml#/paths/~1x/get/operationId"
        " (operationIds must be unique) (this operation is named 'getY' after its method and path; give it an operationId of its own to choose another)"),
        ("warning: b.yaml#/paths/~1y~1{id}/get/operationId: [operation-id-duplicate] operationId 'listThings' is also used by a.yaml#/paths/~1x/get/operationId"
        " (operationIds must be unique) (this operation is named 'getYId' after its method and path; give it an operationId of its own to choose another)"),
    ]
    assert m.content["paths"]["/x"]["get"]["operationId"] == "listThings"
    assert check_operation_ids(merge_documents([a])) == []  # unique: fine


def test_extensions_of_paths_are_not_path_items() -> None:
    m = merge_documents([d("a.yaml", {"/x": {"get": OP}, "x-note": ["not", "a", "path"]})])
    assert list(m.content["paths"]) == ["/x"]


def test_a_patch_that_breaks_the_structure_is_a_configuration_error() -> None:
    from generator.errors import ConfigError
    from generator.merge import apply_patches

    m = merge_documents([d("a.yaml", schemas={"A": {"type": "object", "properties": {"n": {"type": "integer"}}}})])
    with pytest.raises(ConfigError) as e:
        apply_patches(m, [{"op": "replace", "path": "/components/schemas/A/properties", "value": ["n"]}])
    assert str(e.value) == "configuration: patches make the document malformed: #/components/schemas/A/properties: 'properties' must be a mapping, not a list"


def test_the_document_whose_info_and_servers_are_kept_does_not_depend_on_the_current_folder(tmp_path: Path) -> None:
    """Display paths are relative to the root (``b/two.yaml`` from the top, ``../b/two.yaml``
    from ``a/``), so ordering by them picked another first document from another folder; the
    merge orders by absolute path."""
    import yaml

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    one = {"openapi": "3.1.0", "info": {"title": "One", "version": "1"}, "servers": [{"url": "https://one.test"}], "paths": {"/x": {"get": {"operationId": "x", "responses": {}}}}}
    two = {"openapi": "3.1.0", "info": {"title": "Two", "version": "2"}, "servers": [{"url": "https://two.test"}], "paths": {"/y": {"get": {"operationId": "y", "responses": {}}}}}
    (tmp_path / "a" / "one.yaml").write_text(yaml.safe_dump(one))
    (tmp_path / "b" / "two.yaml").write_text(yaml.safe_dump(two))
    paths = [tmp_path / "a" / "one.yaml", tmp_path / "b" / "two.yaml"]
    for root in (tmp_path, tmp_path / "a", tmp_path / "b"):
        for order in (paths, paths[::-1]):
            merged = merge_documents(load_documents(order, root))
            assert merged.content["info"]["title"] == "One", root
            assert merged.content["servers"][0] == {"url": "https://one.test"}, root
