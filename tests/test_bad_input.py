"""Malformed input: every problem is a ``SpecError`` naming the file and JSON pointer, the CLI
exits with code 2 without a traceback, and nothing is written.

The structural cases run the load stage in-process (fast); a selection, and everything found
after loading (duplicate operationIds, the model generator), runs ``python -m generator`` in a
temporary folder.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from _generate import ACME_SPEC

from generator.errors import SpecError
from generator.load import load_document, load_documents

ROOT = Path(__file__).resolve().parent.parent

SPEC = ACME_SPEC
OP = ("paths", "/widgets/{widget_id}", "get")
OP_PTR = "#/paths/~1widgets~1{widget_id}/get"
W = ("components", "schemas", "Widget")
W_PTR = "#/components/schemas/Widget"


def spec_with(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    """A copy of :data:`SPEC` with the value at ``path`` replaced (the root when empty)."""
    if not path:
        return value  # type: ignore[no-any-return]
    spec = copy.deepcopy(SPEC)
    node: Any = spec
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return spec


def write(path: Path, data: object) -> Path:
    path.write_text(yaml.safe_dump(data, sort_keys=False) if not isinstance(data, str) else data)
    return path


def sdkgen(*args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout)


def generate(tmp_path: Path, *specs: str) -> subprocess.CompletedProcess[str]:
    return sdkgen("generate", *specs, "-o", "out", "-p", "acme_sdk", cwd=tmp_path)


def assert_refused(r: subprocess.CompletedProcess[str], tmp_path: Path, message: str) -> None:
    """Exit code 2, one error line containing ``message``, no traceback, no output folder."""
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr, r.stderr
    assert message in r.stderr, r.stderr
    assert r.stderr.startswith("error: "), r.stderr
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------- structure

STRUCTURE_CASES: list[tuple[str, tuple[str | int, ...], Any, str, str]] = [
    # (id, where, new value, pointer, message)
    ("root-list", (), [1, 2], "", "an OpenAPI document must be a mapping"),
    ("openapi-number", ("openapi",), 3, "#/openapi", "'openapi' must be a string such as '3.1.0', not the number 3 (quote it in YAML)"),
    ("info-list", ("info",), [1], "#/info", "'info' must be a mapping, not a list"),
    ("paths-list", ("paths",), [], "#/paths", "'paths' must be a mapping, not a list"),
    ("path-item-null", ("paths",), {"/a": None}, "#/paths/~1a", "a path item must be a mapping, not null"),
    ("operation-string", OP, "x", OP_PTR, "an operation must be a mapping, not a string"),
    ("parameters-mapping", (*OP, "parameters"), {"a": 1}, f"{OP_PTR}/parameters", "'parameters' must be a list, not a mapping"),
    ("path-parameters-string", ("paths", "/widgets/{widget_id}", "parameters"), "x", "#/paths/~1widgets~1{widget_id}/parameters", "'parameters' must be a list, not a string"),
    ("parameter-string", (*OP, "parameters", 0), "x", f"{OP_PTR}/parameters/0", "a parameter must be a mapping, not a string"),
    ("parameter-no-name", (*OP, "parameters", 0), {"in": "query"}, f"{OP_PTR}/parameters/0", "a parameter needs a 'name'"),
    ("parameter-name-number", (*OP, "parameters", 0, "name"), 3, f"{OP_PTR}/parameters/0/name", "a parameter's 'name' must be a string, not a number"),
    ("parameter-no-in", (*OP, "parameters", 0), {"name": "q"}, f"{OP_PTR}/parameters/0", "parameter 'q' needs 'in' (path, query, header or cookie)"),
    ("parameter-in-body", (*OP, "parameters", 0, "in"), "body", f"{OP_PTR}/parameters/0/in", "parameter 'widget_id': 'in' must be path, query, header or cookie, not 'body'"),
    ("responses-list", (*OP, "responses"), [1], f"{OP_PTR}/responses", "'responses' must be a mapping, not a list"),
    ("response-string", (*OP, "responses", "200"), "ok", f"{OP_PTR}/responses/200", "a response must be a mapping, not a string"),
    ("request-body-list", (*OP, "requestBody"), [1], f"{OP_PTR}/requestBody", "'requestBody' must be a mapping, not a list"),
    ("content-list", (*OP, "requestBody"), {"content": [1]}, f"{OP_PTR}/requestBody/content", "'content' must be a mapping, not a list"),
    ("media-type-null", (*OP, "responses", "200", "content", "application/json"), None, f"{OP_PTR}/responses/200/content/application~1json", "a media type must be a mapping, not null"),
    ("headers-list", (*OP, "responses", "200", "headers"), [1], f"{OP_PTR}/responses/200/headers", "'headers' must be a mapping, not a list"),
    ("components-list", ("components",), [1], "#/components", "'components' must be a mapping, not a list"),
    ("schemas-list", ("components", "schemas"), [1], "#/components/schemas", "'components/schemas' must be a mapping, not a list"),
    ("schema-null", W, None, W_PTR, "a schema must be a mapping or a boolean, not null"),
    ("schema-number", W, 3, W_PTR, "a schema must be a mapping or a boolean, not a number"),
    ("media-type-schema-string", (*OP, "responses", "200", "content", "application/json", "schema"), "Widget", f"{OP_PTR}/responses/200/content/application~1json/schema", "a schema must be a mapping or a boolean, not a string"),
    ("parameter-schema-string", (*OP, "parameters", 0, "schema"), "string", f"{OP_PTR}/parameters/0/schema", "a schema must be a mapping or a boolean, not a string"),
    ("properties-list", (*W, "properties"), ["a"], f"{W_PTR}/properties", "'properties' must be a mapping, not a list"),
    ("property-null", (*W, "properties", "id"), None, f"{W_PTR}/properties/id", "a schema must be a mapping or a boolean, not null"),
    ("required-string", (*W, "required"), "a", f"{W_PTR}/required", "'required' must be a list of property names (strings), not a string"),
    ("required-number-item", (*W, "required"), ["id", 1], f"{W_PTR}/required/1", "'required' must be a list of property names (strings), not a list with a number"),
    ("items-number", W, {"type": "array", "items": 3}, f"{W_PTR}/items", "a schema must be a mapping or a boolean, not a number"),
    ("items-list", W, {"type": "array", "items": [{"type": "string"}]}, f"{W_PTR}/items", "a schema must be a mapping or a boolean, not a list"),
    ("additional-properties-list", W, {"type": "object", "additionalProperties": [1]}, f"{W_PTR}/additionalProperties", "a schema must be a mapping or a boolean, not a list"),
    ("not-number", W, {"not": 3}, f"{W_PTR}/not", "a schema must be a mapping or a boolean, not a number"),
    ("enum-string", W, {"type": "string", "enum": "a"}, f"{W_PTR}/enum", "'enum' must be a list, not a string"),
    ("allof-mapping", W, {"allOf": {"type": "object"}}, f"{W_PTR}/allOf", "'allOf' must be a list of schemas, not a mapping"),
    ("anyof-string", W, {"anyOf": "x"}, f"{W_PTR}/anyOf", "'anyOf' must be a list of schemas, not a string"),
    ("oneof-member-null", W, {"oneOf": [{"type": "string"}, None]}, f"{W_PTR}/oneOf/1", "a schema must be a mapping or a boolean, not null"),
    ("nested-member-number", W, {"type": "object", "properties": {"a": {"type": "array", "items": {"allOf": [{"type": "object"}, 7]}}}}, f"{W_PTR}/properties/a/items/allOf/1", "a schema must be a mapping or a boolean, not a number"),
    ("type-number", W, {"type": 3}, f"{W_PTR}/type", "'type' must be a string or a list of strings, not a number"),
    ("type-list-number", W, {"type": ["string", 3]}, f"{W_PTR}/type/1", "'type' must be a string or a list of strings, not a list with a number"),
    ("discriminator-string", W, {"oneOf": [{"type": "object"}], "discriminator": "kind"}, f"{W_PTR}/discriminator", "'discriminator' must be a mapping, not a string"),
    ("discriminator-no-property", W, {"oneOf": [{"type": "object"}], "discriminator": {"mapping": {}}}, f"{W_PTR}/discriminator", "'discriminator' needs a 'propertyName'"),
    ("discriminator-property-number", W, {"oneOf": [{"type": "object"}], "discriminator": {"propertyName": 3}}, f"{W_PTR}/discriminator/propertyName", "'propertyName' must be a string, not a number"),
    ("discriminator-mapping-list", W, {"oneOf": [{"type": "object"}], "discriminator": {"propertyName": "t", "mapping": ["a"]}}, f"{W_PTR}/discriminator/mapping", "'discriminator/mapping' must be a mapping, not a list"),
    ("discriminator-mapping-number", W, {"oneOf": [{"type": "object"}], "discriminator": {"propertyName": "t", "mapping": {"a": 1}}}, f"{W_PTR}/discriminator/mapping/a", "discriminator mapping 'a' must be a string ($ref to a schema), not a number"),
    ("ref-number", W, {"$ref": 3}, f"{W_PTR}/$ref", "'$ref' must be a string, not a number"),
]


@pytest.mark.parametrize(("where", "value", "pointer", "message"), [c[1:] for c in STRUCTURE_CASES], ids=[c[0] for c in STRUCTURE_CASES])
def test_structural_type_errors_name_file_and_pointer(tmp_path: Path, where: tuple[str | int, ...], value: Any, pointer: str, message: str) -> None:
    f = write(tmp_path / "x.yaml", spec_with(where, value))
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.file == "x.yaml"
    assert (e.value.pointer or "") == pointer
    assert e.value.message == message
    assert e.value.exit_code == 2


CLI_CASES: list[tuple[str, tuple[str | int, ...], Any, str]] = [
    ("paths-list", ("paths",), [], "error: x.yaml#/paths: 'paths' must be a mapping, not a list"),
    ("path-item-null", ("paths",), {"/a": None}, "error: x.yaml#/paths/~1a: a path item must be a mapping, not null"),
    ("responses-list", (*OP, "responses"), [1], f"error: x.yaml{OP_PTR}/responses: 'responses' must be a mapping, not a list"),
    ("properties-list", (*W, "properties"), ["a"], f"error: x.yaml{W_PTR}/properties: 'properties' must be a mapping, not a list"),
    ("required-string", (*W, "required"), "a", f"error: x.yaml{W_PTR}/required: 'required' must be a list of property names (strings), not a string"),
    ("items-number", W, {"type": "array", "items": 3}, f"error: x.yaml{W_PTR}/items: a schema must be a mapping or a boolean, not a number"),
    ("schema-null", W, None, f"error: x.yaml{W_PTR}: a schema must be a mapping or a boolean, not null"),
    ("openapi-number", ("openapi",), 3, "error: x.yaml#/openapi: 'openapi' must be a string such as '3.1.0', not the number 3 (quote it in YAML)"),
    ("swagger-and-openapi", ("swagger",), "2.0", "error: x.yaml#/swagger: the document says both 'swagger: 2.0' and 'openapi: 3.1.0'; it is one or the other"),
    ("api-key-header-space", ("components", "securitySchemes"), {"K": {"type": "apiKey", "in": "header", "name": "X Api Key"}}, "error: x.yaml#/components/securitySchemes/K/name: 'X Api Key' is not a valid HTTP header name (an RFC 9110 token"),
    ("api-key-header-crlf", ("components", "securitySchemes"), {"K": {"type": "apiKey", "in": "header", "name": "X-Key\r\nEvil: 1"}}, "error: x.yaml#/components/securitySchemes/K/name: 'X-Key\\r\\nEvil: 1' is not a valid HTTP header name"),
    ("api-key-cookie-semicolon", ("components", "securitySchemes"), {"K": {"type": "apiKey", "in": "cookie", "name": "a;b"}}, "error: x.yaml#/components/securitySchemes/K/name: 'a;b' is not a valid HTTP cookie name"),
    ("header-parameter-crlf", (*OP, "parameters", 0), {"name": "X-Trace\r\nEvil: 1", "in": "header", "schema": {"type": "string"}}, f"error: x.yaml{OP_PTR}/parameters/0/name: 'X-Trace\\r\\nEvil: 1' is not a valid HTTP header name (an RFC 9110 token"),
    ("header-parameter-space", (*OP, "parameters", 0), {"name": "X Trace", "in": "header", "schema": {"type": "string"}}, f"error: x.yaml{OP_PTR}/parameters/0/name: 'X Trace' is not a valid HTTP header name"),
    ("cookie-parameter-semicolon", (*OP, "parameters", 0), {"name": "a;b", "in": "cookie", "schema": {"type": "string"}}, f"error: x.yaml{OP_PTR}/parameters/0/name: 'a;b' is not a valid HTTP cookie name"),
    ("media-type-crlf", (*OP, "responses", "200", "content"), {"application/json\r\nX-Evil: 1": {"schema": {"type": "object"}}}, f"error: x.yaml{OP_PTR}/responses/200/content/application~1json%0D%0AX-Evil: 1: media type 'application/json\\r\\nX-Evil: 1' is not printable ASCII"),
    ("media-type-non-ascii", (*OP, "responses", "200", "content"), {"application/jsön": {"schema": {"type": "object"}}}, f"error: x.yaml{OP_PTR}/responses/200/content/application~1jsön: media type 'application/jsön' is not printable ASCII"),
    ("path-line-break", ("paths",), {"/a\nb": {"get": {"responses": {"204": {"description": "ok"}}}}}, "error: x.yaml#/paths/~1a%0Ab: path '/a\\nb' contains a control character"),
    ("api-key-header-no-name", ("components", "securitySchemes"), {"K": {"type": "apiKey", "in": "header"}}, "error: x.yaml#/components/securitySchemes/K: None is not a valid HTTP header name"),
]


@pytest.mark.parametrize(("where", "value", "message"), [c[1:] for c in CLI_CASES], ids=[c[0] for c in CLI_CASES])
def test_malformed_spec_exits_2_without_traceback_or_output(tmp_path: Path, where: tuple[str | int, ...], value: Any, message: str) -> None:
    write(tmp_path / "x.yaml", spec_with(where, value))
    assert_refused(generate(tmp_path, "x.yaml"), tmp_path, message)


def test_a_document_with_nothing_to_generate_is_refused(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "servers": [{"url": "https://a.test"}]})
    assert_refused(generate(tmp_path, "x.yaml"), tmp_path, "error: x.yaml#: nothing to generate: the document has no 'paths', 'components' or 'webhooks'")


def test_a_query_parameter_and_an_odd_printable_media_type_are_accepted(tmp_path: Path) -> None:
    # a query parameter's name is percent-encoded; `*` (Telnyx) is not a media type, but sendable
    spec = spec_with((*OP, "parameters", 0), {"name": "filter[a b]", "in": "query", "schema": {"type": "string"}})
    spec["paths"]["/widgets/{widget_id}"]["get"]["responses"]["200"]["content"] = {"*": {"schema": {"type": "string"}}}
    write(tmp_path / "x.yaml", spec)
    r = generate(tmp_path, "x.yaml")
    assert r.returncode == 0, r.stderr


def test_a_query_api_key_may_have_any_name(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", spec_with(("components", "securitySchemes"), {"K": {"type": "apiKey", "in": "query", "name": "api key[]"}}))
    assert generate(tmp_path, "x.yaml").returncode == 0


def test_missing_info_title_and_version_are_warnings(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", spec_with(("info",), {"description": "no title"}))
    r = sdkgen("generate", "x.yaml", "-o", "out", "-p", "acme_sdk", "-v", cwd=tmp_path)  # -v: every warning of a kind
    assert r.returncode == 0, r.stderr
    assert "warning: x.yaml#/info/title: [missing-info] info.title is missing (OpenAPI 3.x requires it) (the package name is used as the API's title)" in r.stderr
    assert "warning: x.yaml#/info/version: [missing-info] info.version is missing" in r.stderr
    write(tmp_path / "y.yaml", spec_with(("info", "title"), 7))
    r = sdkgen("generate", "y.yaml", "-o", "out2", "-p", "acme_sdk", "--strict", cwd=tmp_path)
    assert r.returncode == 1 and "warning: y.yaml#/info/title: [missing-info] info.title is not a non-empty string (7)" in r.stderr, r.stderr
    assert not (tmp_path / "out2").exists()


def test_a_discriminator_mapping_to_a_schema_that_exists_is_accepted(tmp_path: Path) -> None:
    for target in ("#/components/schemas/Widget", "Widget", "#/components/schemas/Wid%67et"):
        f = write(tmp_path / "x.yaml", spec_with(("components", "schemas", "Shape"), {"oneOf": [{"$ref": "#/components/schemas/Widget"}], "discriminator": {"propertyName": "id", "mapping": {"w": target}}}))
        assert load_document(f, tmp_path).content["components"]["schemas"]["Shape"]["discriminator"]["mapping"] == {"w": target}
    common = write(tmp_path / "common.yaml", {"components": {"schemas": {"S": {"oneOf": [{"type": "object"}], "discriminator": {"propertyName": "t", "mapping": {"a": "Gone", "b": "#/components/schemas/S"}}}}}})
    f = write(tmp_path / "y.yaml", spec_with(W, {"$ref": "common.yaml#/components/schemas/S"}))
    loaded = load_document(f, tmp_path)  # an entry to nothing is dropped where it is written, with a warning
    assert loaded.content["components"]["schemas"]["Widget"]["discriminator"]["mapping"] == {"b": "#/components/schemas/S"}
    assert [(n.location, n.code) for n in loaded.notes] == [(f"{common.name}#/components/schemas/S/discriminator/mapping/a", "discriminator-mapping-dangling")]


def test_unknown_type_names_and_required_names_no_property_declares_are_warnings(tmp_path: Path) -> None:
    """``type: strnig`` constrains nothing and ``required: [ghost]`` requires a property the
    schema does not have: warnings naming file#pointer, the package is generated all the
    same; a ``required`` in an ``allOf`` branch may name another branch's property."""
    spec = spec_with(W, {"type": "object", "required": ["id", "ghost"], "properties": {"id": {"type": "strnig"}, "n": {"type": ["integer", "nul"]}}})
    spec["components"]["schemas"]["Sub"] = {"allOf": [{"$ref": "#/components/schemas/Widget"}, {"required": ["id"], "properties": {"x": {"type": "string"}}}]}
    write(tmp_path / "x.yaml", spec)
    r = sdkgen("generate", "x.yaml", "-o", "out", "-p", "acme_sdk", "-v", cwd=tmp_path)  # -v: every warning of a kind
    assert r.returncode == 0, r.stderr
    warnings = [line for line in r.stderr.splitlines() if "[unknown-type]" in line or "[required-unknown]" in line]
    assert warnings == [
        f"warning: x.yaml{W_PTR}/properties/id/type: [unknown-type] type 'strnig' is none of null, boolean, object, array, number, string, integer (it constrains nothing: typed by the rest of the schema, else Any)",
        f"warning: x.yaml{W_PTR}/properties/n/type/1: [unknown-type] type 'nul' is none of null, boolean, object, array, number, string, integer (it constrains nothing: typed by the rest of the schema, else Any)",
        f"warning: x.yaml{W_PTR}/required/1: [required-unknown] required property 'ghost' is not among the schema's properties (ignored)",
    ], r.stderr


def test_extension_keys_are_never_checked(tmp_path: Path) -> None:
    junk = {"properties": [1], "required": "a", "paths": [], "$ref": 3}
    spec = copy.deepcopy(SPEC)
    spec["x-top"] = junk
    spec["paths"]["x-paths-ext"] = [1, 2]
    spec["paths"]["/widgets/{widget_id}"]["x-item"] = junk
    spec["paths"]["/widgets/{widget_id}"]["get"]["x-op"] = junk
    spec["paths"]["/widgets/{widget_id}"]["get"]["responses"]["x-responses"] = [1]
    spec["components"]["x-components"] = [1]
    spec["components"]["schemas"]["Widget"]["x-schema"] = junk
    write(tmp_path / "x.yaml", spec)
    loaded = load_document(tmp_path / "x.yaml", tmp_path)
    assert loaded.content["components"]["schemas"]["Widget"]["x-schema"] == junk
    r = generate(tmp_path, "x.yaml")
    assert r.returncode == 0, r.stderr


def test_empty_containers_written_as_null_are_accepted(tmp_path: Path) -> None:
    write(tmp_path / "x.yaml", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\ncomponents:\n  schemas:\n")
    assert load_document(tmp_path / "x.yaml", tmp_path).content["paths"] is None


def test_a_part_of_another_file_is_checked_where_it_is_written(tmp_path: Path) -> None:
    write(tmp_path / "common.yaml", {"Gadget": {"type": "object", "properties": {"parts": {"type": "array", "items": "Part"}}}})
    write(tmp_path / "x.yaml", spec_with(W, {"$ref": "common.yaml#/Gadget"}))
    with pytest.raises(SpecError) as e:
        load_document(tmp_path / "x.yaml", tmp_path)
    assert str(e.value) == "common.yaml#/Gadget/properties/parts/items: a schema must be a mapping or a boolean, not a string"


def test_a_boolean_schema_in_another_file_is_bundled(tmp_path: Path) -> None:
    write(tmp_path / "common.yaml", {"Anything": True})
    write(tmp_path / "x.yaml", spec_with((*W, "properties", "extra"), {"$ref": "common.yaml#/Anything"}))
    loaded = load_document(tmp_path / "x.yaml", tmp_path)
    assert loaded.content["components"]["schemas"]["Anything"] is True


# --------------------------------------------------------------------------- $ref cycles


def with_schemas(**schemas: Any) -> dict[str, Any]:
    spec = copy.deepcopy(SPEC)
    spec["components"]["schemas"].update(schemas)
    return spec


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        pytest.param(
            with_schemas(Widget={"$ref": "#/components/schemas/Widget"}),
            "error: x.yaml#/components/schemas/Widget: $ref cycle with no schema in between: #/components/schemas/Widget -> #/components/schemas/Widget",
            id="self",
        ),
        pytest.param(
            with_schemas(Widget={"$ref": "#/components/schemas/B"}, B={"$ref": "#/components/schemas/Widget"}),
            "error: x.yaml#/components/schemas/Widget: $ref cycle with no schema in between: #/components/schemas/Widget -> #/components/schemas/B -> #/components/schemas/Widget",
            id="two-schemas",
        ),
        pytest.param(
            with_schemas(Widget={"$ref": "#/components/schemas/Widget", "nullable": True}),
            "error: x.yaml#/components/schemas/Widget: $ref cycle with no schema in between: #/components/schemas/Widget -> #/components/schemas/Widget",
            id="self-with-siblings",
        ),
    ],
)
def test_ref_cycle_without_a_schema_in_between_is_an_error(tmp_path: Path, spec: dict[str, Any], message: str) -> None:
    write(tmp_path / "x.yaml", spec)
    assert_refused(generate(tmp_path, "x.yaml"), tmp_path, message)


def test_ref_cycle_among_parameters_is_an_error(tmp_path: Path) -> None:
    spec = copy.deepcopy(SPEC)
    spec["paths"]["/widgets/{widget_id}"]["get"]["parameters"] = [{"$ref": "#/components/parameters/P"}]
    spec["components"]["parameters"] = {"P": {"$ref": "#/components/parameters/Q"}, "Q": {"$ref": "#/components/parameters/P"}}
    write(tmp_path / "x.yaml", spec)
    with pytest.raises(SpecError) as e:
        load_document(tmp_path / "x.yaml", tmp_path)
    assert str(e.value) == (
        "x.yaml#/components/parameters/P: $ref cycle with no schema in between: "
        "#/components/parameters/P -> #/components/parameters/Q -> #/components/parameters/P"
    )


def test_ref_cycle_through_another_file_is_an_error(tmp_path: Path) -> None:
    write(tmp_path / "common.yaml", {"A": {"$ref": "#/B"}, "B": {"$ref": "#/A"}})
    write(tmp_path / "x.yaml", with_schemas(Gadget={"$ref": "common.yaml#/A"}))
    with pytest.raises(SpecError) as e:
        load_document(tmp_path / "x.yaml", tmp_path)
    assert str(e.value) == (
        "x.yaml#/components/schemas/Gadget: $ref cycle with no schema in between: "
        "#/components/schemas/Gadget -> #/components/schemas/Gadget"
    )


def test_recursive_schema_through_properties_still_generates(tmp_path: Path) -> None:
    spec = with_schemas(
        Widget={
            "type": "object",
            "required": ["id"],
            "properties": {"id": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/components/schemas/Widget"}}},
        }
    )
    write(tmp_path / "x.yaml", spec)
    r = generate(tmp_path, "x.yaml")
    assert r.returncode == 0, r.stderr
    models = (tmp_path / "out" / "src" / "acme_sdk" / "types" / "_models.py").read_text()
    assert "children: list[Widget] | None" in models


# --------------------------------------------------------------------------- external $refs


@pytest.mark.parametrize("ref", ["../../../../../../../../etc/passwd", "/etc/passwd", "file:///etc/passwd", "../outside.yaml#/Gadget"])
def test_ref_outside_the_allowed_folders_is_refused(tmp_path: Path, ref: str) -> None:
    write(tmp_path / "outside.yaml", {"Gadget": {"type": "string"}})
    proj = tmp_path / "proj"
    proj.mkdir()
    write(proj / "x.yaml", spec_with(W, {"type": "object", "properties": {"secret": {"$ref": ref}}}))
    r = generate(proj, "x.yaml")
    assert_refused(r, proj, f"error: x.yaml{W_PTR}/properties/secret: $ref {ref!r} points outside the folders of the input specs")
    assert "root:" not in r.stderr  # nothing of the file was read


def test_without_a_configuration_refs_stay_in_the_spec_folders(tmp_path: Path) -> None:
    """Run from a home folder on ``specs/x.yaml``: a ``$ref`` to ``../secrets/creds.json`` is
    under the current folder but outside the spec's, and is refused; with a configuration file
    in that folder (the project), it is the project's own file and is read."""
    (tmp_path / "secrets").mkdir()
    (tmp_path / "specs").mkdir()
    (tmp_path / "secrets" / "creds.json").write_text(json.dumps({"Creds": {"type": "object", "properties": {"password": {"type": "string", "default": "hunter2"}}}}))
    write(tmp_path / "specs" / "x.yaml", spec_with((*W, "properties", "creds"), {"$ref": "../secrets/creds.json#/Creds"}))
    r = sdkgen("generate", "specs/x.yaml", "-o", "out", "-p", "acme_sdk", cwd=tmp_path)
    assert_refused(r, tmp_path, "$ref '../secrets/creds.json#/Creds' points outside the folders of the input specs (secrets/creds.json)")
    write(tmp_path / "sdkgen.yaml", {"specs": ["specs/x.yaml"], "output": "out", "package": {"name": "acme_sdk"}})
    r = sdkgen("generate", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "hunter2" in (tmp_path / "out" / "src" / "acme_sdk" / "types" / "_models.py").read_text()


def test_symbolic_link_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    write(tmp_path / "outside.yaml", {"Gadget": {"type": "string"}})
    proj = tmp_path / "proj"
    proj.mkdir()
    (proj / "link.yaml").symlink_to(tmp_path / "outside.yaml")
    write(proj / "x.yaml", spec_with(W, {"$ref": "link.yaml#/Gadget"}))
    with pytest.raises(SpecError, match="points outside the project folder") as e:
        load_document(proj / "x.yaml", proj)
    assert e.value.location == f"x.yaml{W_PTR}"


def test_refs_into_the_project_folder_and_the_spec_folders_are_allowed(tmp_path: Path) -> None:
    """Config at the project root, specs in specs/, shared parts in shared/ (under the root)
    and next to a second spec in another folder outside the root."""
    (tmp_path / "specs").mkdir()
    (tmp_path / "shared").mkdir()
    other = tmp_path.parent / (tmp_path.name + "-other")
    other.mkdir()
    write(tmp_path / "shared" / "common.yaml", {"Gadget": {"type": "object", "properties": {"n": {"type": "integer"}}}})
    write(tmp_path / "specs" / "a.yaml", spec_with((*W, "properties", "gadget"), {"$ref": "../shared/common.yaml#/Gadget"}))
    write(other / "part.yaml", {"Part": {"type": "string"}})
    b = copy.deepcopy(SPEC)
    b["paths"] = {}
    b["components"]["schemas"] = {"Holder": {"type": "object", "properties": {"part": {"$ref": "part.yaml#/Part"}}}}
    write(other / "b.yaml", b)
    docs = load_documents([tmp_path / "specs" / "a.yaml", other / "b.yaml"], tmp_path)
    assert [sorted(d.content["components"]["schemas"]) for d in docs] == [["Holder", "Part"], ["Gadget", "Widget"]]
    # b.yaml's folder is allowed for a.yaml too (the folders of all input specs)
    write(tmp_path / "specs" / "a.yaml", spec_with((*W, "properties", "part"), {"$ref": f"../../{other.name}/part.yaml#/Part"}))
    assert load_documents([tmp_path / "specs" / "a.yaml", other / "b.yaml"], tmp_path)[1].content["components"]["schemas"]["Part"] == {"type": "string"}
    with pytest.raises(SpecError, match="points outside"):
        load_documents([tmp_path / "specs" / "a.yaml"], tmp_path)


# --------------------------------------------------------------------------- after loading


def test_duplicate_operation_id_is_renamed_after_its_path_naming_both_operations(tmp_path: Path) -> None:
    other = copy.deepcopy(SPEC)
    other["paths"] = {"/gadgets": {"post": {"operationId": "getWidget", "responses": {"200": {"description": "ok"}}}}}
    del other["components"]
    write(tmp_path / "a.yaml", SPEC)
    write(tmp_path / "b.yaml", other)
    r = generate(tmp_path, "a.yaml", "b.yaml")
    assert r.returncode == 0, r.stderr
    # `POST /gadgets` has fewer path segments than `GET /widgets/{widget_id}`: it keeps the name
    assert (
        "warning: a.yaml#/paths/~1widgets~1{widget_id}/get/operationId: [operation-id-duplicate] operationId 'getWidget' is also used by "
        "b.yaml#/paths/~1gadgets/post/operationId (operationIds must be unique) (this operation is named 'getWidgetsWidgetId' after its method and path;"
    ) in r.stderr
    surface = json.loads((tmp_path / "out" / "sdk-surface.json").read_text())
    assert sorted(op["operation_id"] for op in surface["operations"]) == ["getWidget", "getWidgetsWidgetId"]


def test_a_constraint_of_the_wrong_type_names_its_pointer(tmp_path: Path) -> None:
    """A constraint of the wrong type (not checked by the structure check, which leaves
    keyword values alone) is refused by the IR, which types every constraint the models
    check: not dropped silently."""
    write(tmp_path / "x.yaml", spec_with((*W, "properties", "id"), {"type": "string", "maxLength": "ten"}))
    assert_refused(
        generate(tmp_path, "x.yaml"),
        tmp_path,
        f"error: x.yaml{W_PTR}/properties/id/maxLength: maxLength must be a non-negative integer (found 'ten')",
    )


def test_any_model_renderer_exception_becomes_an_internal_error_naming_the_schema(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from datamodel_code_generator.model.pydantic_v2 import BaseModel

    from generator.configure import config_from_args
    from generator.pipeline import generate as run_generate

    def broken(*args: object, **kwargs: object) -> str:
        raise RuntimeError("something inside the library broke")

    monkeypatch.setattr(BaseModel, "render", broken)
    monkeypatch.setenv("SDKGEN_CACHE_DIR", "off")
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "x.yaml", SPEC)
    with pytest.raises(SpecError) as e:
        run_generate(config_from_args(["x.yaml"], "out", "acme_sdk"))
    assert str(e.value) == "x.yaml#/components/schemas/Widget: model rendering (datamodel-code-generator) failed: RuntimeError: something inside the library broke"
    assert not (tmp_path / "out").exists()


def test_spec_text_cannot_forge_a_line_of_the_cli_output(tmp_path: Path) -> None:
    """An operationId with a line break, a line separator and a C1 control (printed in a
    warning's advice) is escaped: every line the CLI prints starts as the CLI wrote it."""
    spec = copy.deepcopy(SPEC)  # (spec_with of the root is SPEC itself, shared by the module)
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object", "properties": {"data": {"type": "array", "items": {"type": "string"}}, "next_cursor": {"type": "string"}}}}}}}
    spec["paths"]["/x"] = {"get": {"operationId": "listX\nwarning: forged line\u2028\x9b", "parameters": [{"name": "cursor", "in": "query", "schema": {"type": "string"}}], "responses": ok}}
    write(tmp_path / "x.yaml", spec)
    r = sdkgen("generate", "x.yaml", "-o", "out", "-p", "acme_sdk", "-v", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "pagination-inferred" in r.stderr
    assert not any(line.startswith("warning: forged") for line in r.stderr.splitlines()), r.stderr
    assert "\u2028" not in r.stderr and "\x9b" not in r.stderr
    assert "listX\\nwarning: forged line\\u2028\\x9b" in r.stderr, r.stderr


@pytest.mark.parametrize(
    ("place", "pointer"),
    [("description", "#/info/description"), ("key", "#/components/schemas/Acme/properties"), ("enum", "#/components/schemas/Acme/enum/0")],
)
def test_a_lone_surrogate_escape_in_json_names_file_and_pointer(tmp_path: Path, place: str, pointer: str) -> None:
    """``"\\ud800"`` alone decodes to no Unicode character (RFC 8259 section 8.2): refused with
    the pointer of the string holding it (before: a UnicodeEncodeError traceback, exit 1, from
    the formatter), while a full surrogate pair (an emoji) is accepted."""
    spec = copy.deepcopy(SPEC)
    schemas = spec.setdefault("components", {}).setdefault("schemas", {})
    schemas["Acme"] = {"type": "string", "enum": ["ok"]}
    text = json.dumps(spec)
    lone = "\\ud800"
    if place == "description":
        spec["info"]["description"] = "LONE"
    elif place == "key":
        schemas["Acme"] = {"type": "object", "properties": {"LONE": {"type": "string"}}}
    else:
        schemas["Acme"]["enum"] = ["LONE"]
    text = json.dumps(spec).replace("LONE", lone)
    (tmp_path / "spec.json").write_text(text)
    r = generate(tmp_path, "spec.json")
    assert_refused(r, tmp_path, f"spec.json{pointer}: a lone UTF-16 surrogate escape (\\ud800)")
    (tmp_path / "spec.json").write_text(text.replace(lone, "\\ud83d\\ude00"))
    assert generate(tmp_path, "spec.json").returncode == 0
