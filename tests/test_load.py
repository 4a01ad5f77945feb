"""Stage 1 (load): parsing, $ref resolution and bundling, and their error messages."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.errors import SpecError
from generator.load import load_document
from generator.parse import parse_file

CASES = Path(__file__).resolve().parent / "corpus" / "cases"


def write(path: Path, data: object) -> Path:
    path.write_text(yaml.safe_dump(data, sort_keys=False) if not isinstance(data, str) else data)
    return path


def doc(**extra: object) -> dict[str, object]:
    base: dict[str, object] = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {}}
    base.update(extra)
    return base


def test_yaml_syntax_error_names_file_line_and_column(tmp_path: Path) -> None:
    f = write(tmp_path / "bad.yaml", "openapi: 3.1.0\ninfo: {title: t\npaths: {}\n")
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.file == "bad.yaml"
    assert "invalid YAML at line" in e.value.message
    assert e.value.exit_code == 2


def test_an_unclosed_bracket_is_named_where_it_opens_as_well_as_where_it_breaks(tmp_path: Path) -> None:
    # PyYAML finds the problem on a later line; the bracket that is not closed is where to look
    f = write(tmp_path / "bad.yaml", 'openapi: 3.1.0\ninfo: {title: a, version: "1"}\npaths:\n  /a:\n    get:\n      tags: [a, b\n      responses: {}\n')
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.message == "invalid YAML at line 7, column 16: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 6, column 13)"


def test_json_syntax_error(tmp_path: Path) -> None:
    f = write(tmp_path / "bad.json", '{"openapi": "3.1.0",}')
    with pytest.raises(SpecError, match=r"invalid JSON at line 1"):
        load_document(f, tmp_path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SpecError, match="file not found"):
        parse_file(tmp_path / "nope.yaml", "nope.yaml")


def test_not_openapi_3(tmp_path: Path) -> None:
    f = write(tmp_path / "s.yaml", {"swagger": "2.0", "paths": {}})
    with pytest.raises(SpecError, match="Swagger 2.0 is not supported"):
        load_document(f, tmp_path)


def test_dangling_ref_names_file_and_pointer(tmp_path: Path) -> None:
    f = write(
        tmp_path / "api.yaml",
        doc(components={"schemas": {"Foo": {"type": "object", "properties": {"bar": {"$ref": "#/components/schemas/Missing", "description": "d"}}}}}),
    )
    loaded = load_document(f, tmp_path)  # a schema: repaired as any value, with a warning
    assert loaded.content["components"]["schemas"]["Foo"]["properties"]["bar"] == {"description": "d"}
    assert [(n.location, n.code) for n in loaded.notes] == [("api.yaml#/components/schemas/Foo/properties/bar", "ref-dangling")]
    f = write(tmp_path / "api.yaml", doc(components={"responses": {"R": {"$ref": "#/components/responses/Missing"}}}))
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.file == "api.yaml"
    assert e.value.pointer == "#/components/responses/R"
    assert "'#/components/responses/Missing' points to nothing" in e.value.message


def test_dangling_ref_into_missing_file(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", doc(components={"schemas": {"Foo": {"$ref": "other.yaml#/Foo"}}}))
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.pointer == "#/components/schemas/Foo"
    assert "file not found" in e.value.message


def test_remote_refs_are_refused(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", doc(components={"schemas": {"Foo": {"$ref": "https://example.com/x.yaml#/Foo"}}}))
    with pytest.raises(SpecError, match="only local files"):
        load_document(f, tmp_path)


def test_integer_keys_become_strings(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /x:\n    get:\n      responses:\n        200: {description: ok}\n")
    loaded = load_document(f, tmp_path)
    assert list(loaded.content["paths"]["/x"]["get"]["responses"]) == ["200"]


def test_external_file_with_its_own_local_ref_is_bundled() -> None:
    """Corpus case 28: a ref to another file whose schema refers to `#/WidgetDetails` of that file."""
    loaded = load_document(CASES / "28-ref-external-file.yaml", CASES)
    schemas = loaded.content["components"]["schemas"]
    assert sorted(schemas) == ["WidgetDetails", "WidgetInfo"]
    assert schemas["WidgetInfo"]["required"] == ["widgetId"]
    assert schemas["WidgetInfo"]["properties"]["details"] == {"$ref": "#/components/schemas/WidgetDetails"}
    assert schemas["WidgetDetails"]["required"] == ["name", "madeYear"]
    assert loaded.origins["#/components/schemas/WidgetDetails"] == "28-ref-external-file.common.yaml"
    assert loaded.origins["#/components/schemas/WidgetInfo"] == "28-ref-external-file.common.yaml"


def test_pointer_escapes_resolve_and_target_becomes_a_shared_component() -> None:
    """Corpus case 29: `#/paths/~1widgets/get/responses/200/content/application~1json/schema`."""
    loaded = load_document(CASES / "29-ref-json-pointer-escape.yaml", CASES)
    paths = loaded.content["paths"]
    a = paths["/widgets"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    b = paths["/widgets/search"]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert a == b == {"$ref": "#/components/schemas/ListWidgetsResponse"}
    assert loaded.content["components"]["schemas"]["ListWidgetsResponse"]["required"] == ["items"]


def test_tilde_escape_in_component_name(tmp_path: Path) -> None:
    f = write(
        tmp_path / "api.yaml",
        doc(
            components={
                "schemas": {
                    "a/b~c": {"type": "string"},
                    "User": {"type": "object", "properties": {"x": {"$ref": "#/components/schemas/a~1b~0c"}}},
                }
            }
        ),
    )
    loaded = load_document(f, tmp_path)
    assert loaded.content["components"]["schemas"]["User"]["properties"]["x"] == {"$ref": "#/components/schemas/a~1b~0c"}


def test_refs_inside_examples_are_data(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", doc(components={"schemas": {"Foo": {"type": "object", "example": {"$ref": "not a ref"}}}}))
    loaded = load_document(f, tmp_path)
    assert loaded.content["components"]["schemas"]["Foo"]["example"] == {"$ref": "not a ref"}


def test_yaml_timestamps_stay_strings(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", "openapi: 3.1.0\ninfo: {title: t, version: 2024-01-01}\npaths: {}\ncomponents:\n  schemas:\n    D: {type: string, format: date, example: 2024-01-02, default: 2024-01-02T10:00:00Z}\n")
    loaded = load_document(f, tmp_path)
    assert loaded.content["info"]["version"] == "2024-01-01"
    assert loaded.content["components"]["schemas"]["D"]["example"] == "2024-01-02"
    assert loaded.content["components"]["schemas"]["D"]["default"] == "2024-01-02T10:00:00Z"


def test_plain_scalars_follow_the_yaml_1_2_core_schema(tmp_path: Path) -> None:
    """OpenAPI 3.1 section 4.3 asks for YAML 1.2; PyYAML implements 1.1, where ``1e-08`` is a
    string, ``no`` a boolean and ``18:00`` the number 1080."""
    path = tmp_path / "a.yaml"
    path.write_text(
        "openapi: 3.1.0\n"
        "values: [1e-08, 12e03, .5, 1., -2, +3, 010, 0o17, 0x1F, .inf, -.Inf, true, False, TRUE,\n"
        "         yes, no, on, off, y, n, 1_000, 18:00, 2024-01-01, 0b101, null, ~]\n"
    )
    values = parse_file(path, "a.yaml")["values"]
    assert values[:14] == [1e-08, 12000.0, 0.5, 1.0, -2, 3, 10, 15, 31, float("inf"), float("-inf"), True, False, True]
    assert [type(v) for v in values[4:9]] == [int] * 5
    assert values[14:] == ["yes", "no", "on", "off", "y", "n", "1_000", "18:00", "2024-01-01", "0b101", None, None]


def test_duplicate_yaml_key_names_file_line_and_key(tmp_path: Path) -> None:
    f = write(
        tmp_path / "dup.yaml",
        "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
        "    Foo: {type: object}\n    Bar: {type: string}\n    Foo: {type: integer}\n",
    )
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert str(e.value) == "dup.yaml: invalid YAML at line 8, column 5: duplicate key 'Foo' (first at line 6)"


def test_duplicate_yaml_key_after_conversion_to_string(tmp_path: Path) -> None:
    f = write(tmp_path / "dup.yaml", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /x:\n    get:\n      responses:\n        200: {description: a}\n        '200': {description: b}\n")
    with pytest.raises(SpecError, match=r"line 8, column 9: duplicate key '200' \(first at line 7\)"):
        load_document(f, tmp_path)


def test_yaml_merge_keys_may_be_overridden(tmp_path: Path) -> None:
    f = write(
        tmp_path / "api.yaml",
        "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
        "    Base: &base {type: object, description: base}\n    Derived: {<<: *base, description: derived}\n",
    )
    schemas = load_document(f, tmp_path).content["components"]["schemas"]
    assert schemas["Derived"] == {"type": "object", "description": "derived"}


def test_yaml_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    """Nine levels of nine aliases each: 9**9 (387 million) strings once expanded.  PyYAML builds
    it with shared lists in no time; every later walk (and the previous loader) would not end."""
    lines = ["openapi: 3.1.0", "info: {title: t, version: '1'}", "paths: {}", "x-lol:", "  a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"  {name}: &{name} [{', '.join(['*' + prev] * 9)}]")
    (tmp_path / "bomb.yaml").write_text("\n".join(lines) + "\n")
    import subprocess
    import sys

    r = subprocess.run(
        [sys.executable, "-m", "generator", "generate", "bomb.yaml", "-o", "out", "-p", "acme_sdk"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )
    assert r.returncode == 2, r.stderr
    assert r.stderr == (
        "error: bomb.yaml: invalid YAML at line 10, column 6: aliases of this node expand the document "
        "by more than 1,000,000 nodes (an alias bomb?)\n"
    )
    assert not (tmp_path / "out").exists()


def test_moderate_yaml_aliases_are_fine(tmp_path: Path) -> None:
    f = write(
        tmp_path / "api.yaml",
        "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
        "    A: &obj {type: object, properties: {n: {type: integer}}}\n    B: *obj\n    C: *obj\n",
    )
    schemas = load_document(f, tmp_path).content["components"]["schemas"]
    assert schemas["A"] == schemas["B"] == schemas["C"]


def test_recursive_yaml_alias_is_refused(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\nx-loop: &loop [1, *loop]\n")
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert str(e.value) == "api.yaml: invalid YAML at line 4, column 9: an alias refers to a node that contains it (recursive alias)"


def test_values_nested_too_deeply(tmp_path: Path) -> None:
    """Real specs nest under 30 levels; 256 keeps every recursive walk of the later stages
    inside Python's recursion limit (a RecursionError before)."""
    f = write(tmp_path / "api.json", '{"openapi": "3.1.0", "x-deep": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(SpecError, match="^api.json: invalid JSON: nested more than 256 levels deep$"):
        load_document(f, tmp_path)
    schema = "{type: object, properties: {a: " * 128 + "{type: string}" + "}}" * 128
    f = write(tmp_path / "api.yaml", f"openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths: {{}}\ncomponents:\n  schemas:\n    A: {schema}\n")
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert e.value.message == "nested more than 256 levels deep"
    assert e.value.pointer == "#/components/schemas/A" + "/properties/a" * 127  # level 257
    schema = "{type: object, properties: {a: " * 100 + "{type: string}" + "}}" * 100
    f = write(tmp_path / "api.yaml", f"openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths: {{}}\ncomponents:\n  schemas:\n    A: {schema}\n")
    assert load_document(f, tmp_path).content["components"]["schemas"]["A"]["type"] == "object"


def test_openapi_version_written_as_a_number(tmp_path: Path) -> None:
    f = write(tmp_path / "api.yaml", "openapi: 3.0\ninfo: {title: t, version: '1'}\npaths: {}\n")
    with pytest.raises(SpecError) as e:
        load_document(f, tmp_path)
    assert str(e.value) == "api.yaml#/openapi: 'openapi' must be a string such as '3.1.0', not the number 3.0 (quote it in YAML)"


def test_components_naming_another_files_schemas_keep_their_names(tmp_path: Path) -> None:
    """Splitting a file: ``components/schemas/X: {$ref: other.yaml#/components/schemas/X}``
    stays X even when a path (walked first) or another schema reaches X before it, so no
    ``X2`` copy appears."""
    write(
        tmp_path / "schemas.yaml",
        doc(components={"schemas": {"Item": {"type": "object", "properties": {"tag": {"$ref": "#/components/schemas/Tag"}}}, "Tag": {"type": "string"}}}),
    )
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "schemas.yaml#/components/schemas/Item"}}}}}
    main = write(
        tmp_path / "main.yaml",
        doc(
            paths={"/items": {"get": {"operationId": "listItems", "responses": ok}}},
            components={"schemas": {"Item": {"$ref": "schemas.yaml#/components/schemas/Item"}, "Tag": {"$ref": "schemas.yaml#/components/schemas/Tag"}}},
        ),
    )
    content = load_document(main, tmp_path).content
    assert sorted(content["components"]["schemas"]) == ["Item", "Tag"]
    assert content["components"]["schemas"]["Item"]["properties"]["tag"] == {"$ref": "#/components/schemas/Tag"}
    assert content["paths"]["/items"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Item"}


def test_recursive_schemas_in_another_file_are_imported_once(tmp_path: Path) -> None:
    """A schema of another file that refers to itself, or to a schema referring back to it,
    becomes one component each (a ref back to a schema being imported finds it) instead of
    recursing until Python's recursion limit."""
    node = {"type": "object", "properties": {"child": {"$ref": "#/components/schemas/Node"}, "leaf": {"$ref": "#/components/schemas/Leaf"}}}
    leaf = {"type": "object", "properties": {"up": {"$ref": "#/components/schemas/Node"}}}
    write(tmp_path / "other.yaml", {"components": {"schemas": {"Node": node, "Leaf": leaf}}})
    ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "other.yaml#/components/schemas/Node"}}}}}
    main = write(tmp_path / "main.yaml", doc(paths={"/nodes": {"get": {"operationId": "listNodes", "responses": ok}}}))
    schemas = load_document(main, tmp_path).content["components"]["schemas"]
    assert sorted(schemas) == ["Leaf", "Node"]
    assert schemas["Node"]["properties"] == {"child": {"$ref": "#/components/schemas/Node"}, "leaf": {"$ref": "#/components/schemas/Leaf"}}
    assert schemas["Leaf"]["properties"] == {"up": {"$ref": "#/components/schemas/Node"}}
