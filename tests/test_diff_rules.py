"""Each rule of the ``sdkgen diff`` table on a small API: one edit, one classified change, with
the classification the table gives for the side (request or response) the element is on."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator.configure import config_from_args
from generator.diff import RULES, compare
from generator.diff.report import render
from generator.ir.surface import surface
from generator.pipeline import build_ir_only

ID = {"name": "widget_id", "in": "path", "required": True, "schema": {"type": "string"}}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"application/json": {"schema": schema}}


BASE: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Acme", "version": "1"},
    "servers": [{"url": "https://api.acme.test"}],
    "paths": {
        "/widgets": {
            "get": {
                "operationId": "listWidgets",
                "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer", "default": 20}}],
                "responses": {"200": {"description": "ok", "content": _json({"type": "array", "items": {"$ref": "#/components/schemas/Widget"}})}},
            },
            "post": {
                "operationId": "createWidget",
                "requestBody": {"required": True, "content": _json({"$ref": "#/components/schemas/WidgetCreate"})},
                "responses": {
                    "201": {"description": "ok", "content": _json({"$ref": "#/components/schemas/Widget"})},
                    "400": {"description": "bad", "content": _json({"$ref": "#/components/schemas/Error"})},
                },
            },
        },
        "/widgets/{widget_id}": {
            "get": {"operationId": "getWidget", "parameters": [ID], "responses": {"200": {"description": "ok", "content": _json({"$ref": "#/components/schemas/Widget"})}}},
        },
    },
    "components": {
        "schemas": {
            "Widget": {
                "type": "object",
                "required": ["id", "kind"],
                "properties": {
                    "id": {"type": "string"},
                    "kind": {"type": "string", "enum": ["a", "b", "c"]},
                    "size": {"type": "integer"},
                    "ratio": {"type": "number"},
                    "level": {"type": "integer", "enum": [1, 2, 3]},
                },
            },
            "WidgetCreate": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string"},
                    "color": {"type": "string", "enum": ["red", "green"]},
                    "weight": {"type": "number"},
                    "count": {"type": "integer"},
                    "note": {"type": "string", "default": "x"},
                    "tag": {"type": ["string", "null"]},
                },
            },
            "Error": {"type": "object", "properties": {"message": {"type": "string"}}},
        }
    },
}


def _surface(tmp: Path, spec: dict[str, Any]) -> dict[str, Any]:
    tmp.mkdir(parents=True, exist_ok=True)
    (tmp / "acme.yaml").write_text(yaml.safe_dump(spec, sort_keys=False))
    return surface(build_ir_only(config_from_args([str(tmp / "acme.yaml")], str(tmp / "out"), "acme_sdk"))[0])


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _surface(tmp_path_factory.mktemp("base"), BASE)


def _prop(schema: str, prop: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda d: d["components"]["schemas"][schema]["properties"][prop]


def _schema(schema: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda d: d["components"]["schemas"][schema]


CASES: list[tuple[str, Callable[[dict[str, Any]], None], list[tuple[str, bool, str]]]] = [
    ("request type widened", lambda d: _prop("WidgetCreate", "count")(d).update(type="number"), [("type-widened", False, "client.widgets.create(count=...)")]),
    ("request type narrowed", lambda d: _prop("WidgetCreate", "weight")(d).update(type="integer"), [("type-narrowed", True, "client.widgets.create(weight=...)")]),
    ("response type widened", lambda d: _prop("Widget", "size")(d).update(type="number"), [("type-widened", True, "acme_sdk.types.Widget.size")]),
    ("response type narrowed", lambda d: _prop("Widget", "ratio")(d).update(type="integer"), [("type-narrowed", False, "acme_sdk.types.Widget.ratio")]),
    ("request made optional", lambda d: _schema("WidgetCreate")(d).update(required=[]), [("made-optional", False, "client.widgets.create(name=...)")]),
    ("response made optional", lambda d: _schema("Widget")(d).update(required=["id"]), [("made-optional", True, "acme_sdk.types.Widget.kind")]),
    ("response made nullable", lambda d: _prop("Widget", "id")(d).update(type=["string", "null"]), [("made-nullable", True, "acme_sdk.types.Widget.id")]),
    ("request made nullable", lambda d: _prop("WidgetCreate", "name")(d).update(type=["string", "null"]), [("made-nullable", False, "client.widgets.create(name=...)")]),
    ("request made non-nullable", lambda d: _prop("WidgetCreate", "tag")(d).update(type="string"), [("made-non-nullable", True, "client.widgets.create(tag=...)")]),
    ("response field deprecated", lambda d: _prop("Widget", "size")(d).update(deprecated=True), [("deprecated", False, "acme_sdk.types.Widget.size")]),
    ("default changed", lambda d: _prop("WidgetCreate", "note")(d).update(default="y"), [("default-changed", False, "client.widgets.create(note=...)")]),
    (
        "query parameter default changed",
        lambda d: d["paths"]["/widgets"]["get"]["parameters"][0]["schema"].update(default=50),
        [("default-changed", False, "client.widgets.list(limit=...)")],
    ),
    (
        "required parameter added",
        lambda d: d["paths"]["/widgets"]["get"]["parameters"].append({"name": "org", "in": "query", "required": True, "schema": {"type": "string"}}),
        [("parameter-added-required", True, "client.widgets.list(org=...)")],
    ),
    ("required response field added", lambda d: (_schema("Widget")(d)["properties"].update(owner={"type": "string"}), _schema("Widget")(d)["required"].append("owner")), [("parameter-added", False, "acme_sdk.types.Widget.owner")]),
    ("closed enum value added in a response", lambda d: _prop("Widget", "level")(d)["enum"].append(4), [("closed-enum-value-added", True, "acme_sdk.types.Widget.level")]),
    ("request enum value added", lambda d: _prop("WidgetCreate", "color")(d)["enum"].append("blue"), [("enum-value-added", False, "client.widgets.create(color=...)")]),
    ("response enum value removed", lambda d: _prop("Widget", "kind")(d)["enum"].remove("c"), [("enum-value-removed", False, "acme_sdk.types.Widget.kind")]),
    ("type added", lambda d: d["components"]["schemas"].update(Gadget={"type": "object", "properties": {"x": {"type": "integer"}}}), [("model-added", False, "acme_sdk.types.Gadget")]),
    (
        "operation added",
        lambda d: d["paths"]["/widgets/{widget_id}"].update(delete={"operationId": "deleteWidget", "parameters": [ID], "responses": {"204": {"description": "gone"}}}),
        [("operation-added", False, "client.widgets.delete()")],
    ),
    (
        "streaming added behind a stream flag",
        lambda d: (
            _schema("WidgetCreate")(d)["properties"].update(stream={"type": "boolean"}),
            d["paths"]["/widgets"]["post"]["responses"]["201"]["content"].update({"text/event-stream": {"schema": {"$ref": "#/components/schemas/Widget"}}}),
        ),
        [("parameter-added", False, "client.widgets.create(stream=...)"), ("streaming-added", False, "client.widgets.create(stream=True)")],
    ),
    (
        "method now always streams",
        lambda d: d["paths"]["/widgets/{widget_id}"]["get"]["responses"]["200"]["content"].update({"text/event-stream": {"schema": {"$ref": "#/components/schemas/Widget"}}}),
        [("always-streams", True, "client.widgets.retrieve()")],
    ),
    (
        "return type changed",
        lambda d: d["paths"]["/widgets/{widget_id}"]["get"]["responses"]["200"].update(content=_json({"$ref": "#/components/schemas/Error"})),
        [("type-changed", True, "client.widgets.retrieve()")],
    ),
    (
        "error response added",
        lambda d: d["paths"]["/widgets/{widget_id}"]["get"]["responses"].update({"404": {"description": "no", "content": _json({"$ref": "#/components/schemas/Error"})}}),
        [("error-response-added", False, "client.widgets.retrieve() on HTTP 404")],
    ),
    (
        "error response changed",
        lambda d: d["paths"]["/widgets"]["post"]["responses"]["400"].update(content=_json({"type": "string"})),
        [("error-response-changed", True, "client.widgets.create() on HTTP 400")],
    ),
    ("default base URL changed", lambda d: d.update(servers=[{"url": "https://eu.acme.test"}]), [("base-url-changed", False, "client.base_url")]),
    # the same keyword sent in another location: calls are unchanged
    ("query parameter moved to a header", lambda d: d["paths"]["/widgets"]["get"]["parameters"][0].update({"in": "header"}), [("parameter-moved", False, "client.widgets.list(limit=...)")]),
    # a flattened body's argument that disappears while its model keeps the property
    ("body property made read-only", lambda d: _prop("WidgetCreate", "count")(d).update(readOnly=True), [("parameter-removed", True, "client.widgets.create(count=...)")]),
    # a new query parameter takes the plain keyword a body property had: that one is renamed
    (
        "query parameter named like a body property",
        lambda d: d["paths"]["/widgets"]["post"].update(parameters=[{"name": "name", "in": "query", "schema": {"type": "string"}}]),
        [("parameter-renamed", True, "client.widgets.create(name_=...)"), ("parameter-added", False, "client.widgets.create(name=...)")],
    ),
    # `Literal['a', 'b', 'c'] | str` already accepts every string a response holds
    ("open response enum loses its values", lambda d: _prop("Widget", "kind")(d).pop("enum"), []),
    ("request enum loses its values", lambda d: _prop("WidgetCreate", "color")(d).pop("enum"), [("type-widened", False, "client.widgets.create(color=...)")]),
    # one type change, not the old values removed and the new ones added
    ("integer enum becomes a string enum", lambda d: _prop("Widget", "level")(d).update(type="string", enum=["1", "2", "3"]), [("type-changed", True, "acme_sdk.types.Widget.level")]),
    ("response field gains a default", lambda d: _prop("Widget", "ratio")(d).update(default=1.5), [("default-changed", False, "acme_sdk.types.Widget.ratio")]),
    # the client could be created without a key; now Acme() raises, and every call needs it
    (
        "the API gains a required credential",
        lambda d: (d.update(security=[{"key": []}]), d["components"].update(securitySchemes={"key": {"type": "apiKey", "in": "header", "name": "X-Key"}})),
        [
            ("security-required", True, "client.*() (all 3 methods)"),
            ("credential-made-required", True, "acme_sdk.Acme(api_key=...)"),
            ("credential-moved", False, "acme_sdk.Acme(api_key=...)"),
        ],
    ),
]


@pytest.mark.parametrize("name,edit,expected", CASES, ids=[c[0] for c in CASES])
def test_rule(tmp_path: Path, base: dict[str, Any], name: str, edit: Callable[[dict[str, Any]], None], expected: list[tuple[str, bool, str]]) -> None:
    spec = copy.deepcopy(BASE)
    edit(spec)
    report = compare(base, _surface(tmp_path, spec))
    assert [(c.rule, c.breaking, c.code) for c in report.changes] == sorted(expected, key=lambda e: (not e[1], e[2], e[0]))
    assert report.exit_code == (3 if any(e[1] for e in expected) else 1 if expected else 0)


def test_every_rule_has_a_case_here_or_in_test_diff() -> None:
    here = {rule for _name, _edit, expected in CASES for rule, _b, _c in expected}
    here |= {"parameters-reordered"}  # test_path_parameters_declared_in_another_order_are_reordered
    source = "".join((Path(__file__).parent / name).read_text() for name in ("test_diff.py", "test_naming_stability.py", "test_diff_rules.py"))
    elsewhere = {r.id for r in RULES if f'"{r.id}"' in source}
    assert {r.id for r in RULES} - here - elsewhere == set()


def _rows(old: dict[str, Any], new: dict[str, Any]) -> list[tuple[str, bool, str, str, str | None, str | None]]:
    """The changes as rows; the spec location from the file name on (display paths are relative
    to the current folder)."""
    return [(c.rule, c.breaking, c.code, "acme.yaml" + c.spec.rsplit("acme.yaml", 1)[-1] if c.spec else "", c.old, c.new) for c in compare(old, new).changes]


def test_path_parameters_declared_in_another_order_are_reordered(tmp_path: Path) -> None:
    def spec(names: list[str], path: str = "/teams/{org}/{team}") -> dict[str, Any]:
        d = copy.deepcopy(BASE)
        params = [{**ID, "name": n} for n in names]
        d["paths"] = {path: {"get": {"operationId": "getTeam", "parameters": params, "responses": {"200": {"description": "ok"}}}}}
        return d

    # path parameters are positional in the order of the URL template, whatever the order
    # they are declared in: declaring them the other way round changes nothing
    old = _surface(tmp_path / "old", spec(["org", "team"]))
    same = _surface(tmp_path / "same", spec(["team", "org"]))
    assert compare(old, same).changes == ()
    # the template itself puts them the other way round: positional calls swap the values
    new = _surface(tmp_path / "new", spec(["org", "team"], "/teams/{team}/{org}"))
    report = compare(old, new)
    assert [(r[0], r[1], r[2], r[4], r[5]) for r in _rows(old, new)] == [
        ("parameters-reordered", True, "client.teams.retrieve(team, org)", "org, team", "team, org")
    ]
    assert report.exit_code == 3
    # surfaces written before positions were recorded are not compared by position
    for side in (old, new):
        for op in side["operations"]:
            for arg in op["arguments"]:
                arg.pop("position", None)
    assert compare(old, new).changes == ()


def test_values_in_reports(tmp_path: Path, base: dict[str, Any]) -> None:
    """What the report prints as the old and new value of a default gained or lost and of an
    enum whose values changed kind; a type change is worded once ("type changed")."""
    spec = copy.deepcopy(BASE)
    _prop("Widget", "ratio")(spec).update(default=1.5)
    _prop("WidgetCreate", "note")(spec).pop("default")
    _prop("Widget", "level")(spec).update(type="string", enum=["1", "2", "3"])
    new = _surface(tmp_path, spec)
    pointer = "acme.yaml#/components/schemas"
    assert _rows(base, new) == [
        ("type-changed", True, "acme_sdk.types.Widget.level", f"{pointer}/Widget/properties/level", "Literal[1, 2, 3]", "Literal['1', '2', '3'] | str"),
        ("default-changed", False, "acme_sdk.types.Widget.ratio", f"{pointer}/Widget/properties/ratio", "None", "1.5"),
        ("default-changed", False, "client.widgets.create(note=...)", f"{pointer}/WidgetCreate/properties/note", '"x"', "None"),
    ]
    assert compare(base, new).changes[0].title == "type changed (neither narrower nor wider)"


def _secured(schemes: dict[str, Any], security: list[dict[str, list[str]]], per_op: dict[str, list[dict[str, list[str]]]] | None = None) -> dict[str, Any]:
    d = copy.deepcopy(BASE)
    d["security"] = security
    d["components"]["securitySchemes"] = schemes
    for path, method, sec in [(p, m, v) for key, v in (per_op or {}).items() for p, m in [key.split(" ")]]:
        d["paths"][path][method]["security"] = sec
    return d


BEARER = {"token": {"type": "http", "scheme": "bearer"}}


@pytest.mark.parametrize(
    "name,spec,expected",
    [
        (
            "bearer to basic: the value must now be username:password",
            _secured({"token": {"type": "http", "scheme": "basic"}}, [{"token": []}]),
            [("credential-format-changed", True, "acme_sdk.Acme(api_key=...)", "bearer (Authorization)", "basic (Authorization)")],
        ),
        (
            "bearer to an apiKey in the query: the same value sent elsewhere",
            _secured({"token": {"type": "apiKey", "in": "query", "name": "key"}}, [{"token": []}]),
            [("credential-moved", False, "acme_sdk.Acme(api_key=...)", "bearer (Authorization)", "query key")],
        ),
        (
            "the scheme renamed: callers see the same argument",
            _secured({"auth": {"type": "http", "scheme": "bearer"}}, [{"auth": []}]),
            [],
        ),
        (
            "a second scheme: one argument per scheme, api_key is gone",
            _secured({**BEARER, "org": {"type": "apiKey", "in": "header", "name": "X-Org"}}, [{"token": []}], {"/widgets post": [{"token": [], "org": []}]}),
            [
                ("credential-removed", True, "acme_sdk.Acme(api_key=...)", "bearer (Authorization)", None),
                ("security-required", True, "client.widgets.create()", "api_key", "org + token"),
                ("credential-added", False, "acme_sdk.Acme(org=...)", None, "header X-Org"),
                ("credential-added", False, "acme_sdk.Acme(token=...)", None, "bearer (Authorization)"),
            ],
        ),
        (
            "every operation accepts no credential: the client may be created without one",
            _secured(BEARER, [{"token": []}, {}]),
            [("credential-made-optional", False, "acme_sdk.Acme(api_key=...)", None, None), ("security-relaxed", False, "client.*() (all 3 methods)", "api_key", "api_key or none")],
        ),
        (
            "one operation made public, another's credential made optional",
            _secured(BEARER, [{"token": []}], {"/widgets get": [], "/widgets/{widget_id} get": [{"token": []}, {}]}),
            [
                ("security-relaxed", False, "client.widgets.list()", "api_key", "none"),
                ("security-relaxed", False, "client.widgets.retrieve()", "api_key", "api_key or none"),
            ],
        ),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_security_changes(tmp_path: Path, name: str, spec: dict[str, Any], expected: list[tuple[str, bool, str, str | None, str | None]]) -> None:
    old = _surface(tmp_path / "old", _secured(BEARER, [{"token": []}]))
    new = _surface(tmp_path / "new", spec)
    report = compare(old, new)
    assert [(c.rule, c.breaking, c.code, c.old, c.new) for c in report.changes] == expected
    assert report.exit_code == (3 if any(e[1] for e in expected) else 1 if expected else 0)


def test_surfaces_without_security_compare_it_as_unknown(tmp_path: Path, base: dict[str, Any]) -> None:
    """A surface written before credentials and operation security were recorded (no
    ``client``, no ``security``) is no change against one that has them."""
    secured = _surface(tmp_path, _secured(BEARER, [{"token": []}]))
    older = copy.deepcopy(secured)
    del older["client"], older["sdk_surface_minor"]
    for op in older["operations"]:
        del op["security"]
    assert compare(older, secured).changes == ()
    assert compare(secured, older).changes == ()
    assert compare(older, secured).not_compared == ("client credentials", "operation security")
    assert render(compare(secured, older), "text").splitlines()[1:] == [
        "not compared (a side's sdk-surface.json predates them; regenerate it to compare): client credentials, operation security"
    ]
    assert compare(secured, secured).not_compared == ()
    assert [c.rule for c in compare(base, secured).changes] == ["credential-made-required", "security-required", "credential-moved"]


def test_credentials_of_two_schemes_become_one_required_api_key(tmp_path: Path) -> None:
    two = _surface(tmp_path / "two", _secured({**BEARER, "org": {"type": "apiKey", "in": "header", "name": "X-Org"}}, [{"token": []}, {"org": []}]))
    one = _surface(tmp_path / "one", _secured({"key": {"type": "apiKey", "in": "header", "name": "X-Key"}}, [{"key": []}]))
    assert [(c.rule, c.breaking, c.code, c.old, c.new) for c in compare(two, one).changes] == [
        ("credential-added-required", True, "acme_sdk.Acme(api_key=...)", None, "header X-Key"),
        ("credential-removed", True, "acme_sdk.Acme(org=...)", "header X-Org", None),
        ("credential-removed", True, "acme_sdk.Acme(token=...)", "bearer (Authorization)", None),
        ("security-required", True, "client.*() (all 3 methods)", "org or token", "api_key"),
    ]
    # the environment variable a client created without the argument reads
    renamed = copy.deepcopy(one)
    renamed["client"]["credentials"][0]["env"] = "ACME_KEY"
    assert [(c.rule, c.breaking, c.code, c.old, c.new) for c in compare(one, renamed).changes] == [
        ("credential-env-changed", True, "acme_sdk.Acme(api_key=...)", "ACME_API_KEY", "ACME_KEY")
    ]


def _paged(edit: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """BASE whose widget list pages by offset (``offset`` + ``limit``: inferred)."""
    spec = copy.deepcopy(BASE)
    spec["paths"]["/widgets"]["get"]["parameters"].append({"name": "offset", "in": "query", "schema": {"type": "integer"}})
    if edit:
        edit(spec)
    return spec


@pytest.mark.parametrize(
    ("old_edit", "new_edit", "expected"),
    [
        # the method returns SyncPage[Widget] instead of list[Widget]
        (None, "paged", [("pagination-added", True, "client.widgets.list()", None, "offset pages of Widget"), ("parameter-added", False, "client.widgets.list(offset=...)", None, "int")]),
        ("paged", None, [("pagination-removed", True, "client.widgets.list()", "offset pages of Widget", None), ("parameter-removed", True, "client.widgets.list(offset=...)", "int", None)]),
        # the same items asked for another way: page numbers instead of offsets
        (
            "paged",
            "page numbers",
            [("pagination-changed", False, "client.widgets.list()", "offset (offset), items in the body", "page (page), items in the body"), ("parameter-added", False, "client.widgets.list(page=...)", None, "int")],
        ),
        ("paged", "switched off", [("pagination-removed", True, "client.widgets.list()", "offset pages of Widget", None)]),
    ],
    ids=["added", "removed", "changed", "switched off in the spec"],
)
def test_pagination_rules(tmp_path: Path, old_edit: str | None, new_edit: str | None, expected: list[tuple[str, bool, str, str | None, str | None]]) -> None:
    def pages_by_number(d: dict[str, Any]) -> None:
        d["paths"]["/widgets"]["get"]["parameters"].append({"name": "page", "in": "query", "schema": {"type": "integer"}})
        d["paths"]["/widgets"]["get"]["x-fern-pagination"] = {"offset": "$request.page"}

    def switched_off(d: dict[str, Any]) -> None:  # an extension that names nothing usable: warned, not paged
        d["paths"]["/widgets"]["get"]["x-speakeasy-pagination"] = {"type": "url"}

    specs = {None: copy.deepcopy(BASE), "paged": _paged(), "page numbers": _paged(pages_by_number), "switched off": _paged(switched_off)}
    rows = [(r[0], r[1], r[2], r[4], r[5]) for r in _rows(_surface(tmp_path / "old", specs[old_edit]), _surface(tmp_path / "new", specs[new_edit]))]
    assert rows == expected


def test_an_alias_inlined_as_what_it_aliases_is_no_type_change(tmp_path: Path) -> None:
    """``name: {$ref: Name}`` with ``Name: {type: string}`` -> ``name: {type: string}``: the
    argument's type is the same to a caller (``Name`` is ``str``); only the alias itself, an
    exported name, is gone.  Inlining it as another type is still a type change."""
    with_alias = copy.deepcopy(BASE)
    with_alias["components"]["schemas"]["Name"] = {"type": "string"}
    with_alias["components"]["schemas"]["WidgetCreate"]["properties"]["name"] = {"$ref": "#/components/schemas/Name"}
    old = _surface(tmp_path / "old", with_alias)
    report = compare(old, _surface(tmp_path / "new", BASE))
    assert [c.rule for c in report.changes if c.rule.startswith("type-")] == []
    assert [(c.rule, c.code) for c in report.changes] == [("model-removed", "acme_sdk.types.Name")]
    other = copy.deepcopy(BASE)
    other["components"]["schemas"]["WidgetCreate"]["properties"]["name"] = {"type": "integer"}
    assert "type-changed" in [c.rule for c in compare(old, _surface(tmp_path / "other", other)).changes]


def test_a_property_name_with_a_line_break_cannot_forge_a_report_line(tmp_path: Path, base: dict[str, Any]) -> None:
    spec = copy.deepcopy(BASE)
    spec["components"]["schemas"]["Widget"]["properties"]["x\nverify: 0 disagreements\u2028"] = {"type": "string"}
    old = _surface(tmp_path / "old", spec)
    text = render(compare(old, base), "text")
    lines = text.splitlines()
    assert not any(line.startswith("verify:") for line in lines), text
    assert any("x\\nverify: 0 disagreements\\u2028" in line for line in lines), text


def test_package_client_class_and_base_url_variable_renames_are_reported(tmp_path: Path) -> None:
    """Renames made in the configuration change what callers import and which variable a
    client reads: each is an entry (the report said "no SDK changes", exit 0)."""
    import dataclasses

    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(BASE, sort_keys=False))

    def side(package: str, **client: Any) -> dict[str, Any]:
        cfg = config_from_args([str(tmp_path / "acme.yaml")], str(tmp_path / "out"), package)
        if client:
            cfg = dataclasses.replace(cfg, client=cfg.client.model_copy(update=client))
        return surface(build_ir_only(cfg)[0])

    old = side("acme_sdk")
    renamed = side("beta_sdk", class_name="Beta", async_class_name="AsyncBeta")
    report = compare(old, renamed)
    assert [(c.rule, c.breaking, c.old, c.new) for c in report.changes] == [
        ("client-renamed", True, "acme_sdk.AsyncAcme", "beta_sdk.AsyncBeta"),
        ("client-renamed", True, "acme_sdk.Acme", "beta_sdk.Beta"),
        # the environment variables are named after the package by default
        ("base-url-env-changed", True, "ACME_BASE_URL", "BETA_BASE_URL"),
        ("credential-env-changed", True, "ACME_API_KEY", "BETA_API_KEY"),
        ("client-renamed", True, "acme_sdk", "beta_sdk"),
    ]
    assert report.exit_code == 3
    env = old["client"] | {"base_url_env": "ACME_URL"}
    moved = compare(old, {**old, "client": env})
    assert [(c.rule, c.breaking, c.old, c.new) for c in moved.changes] == [("base-url-env-changed", True, "ACME_BASE_URL", "ACME_URL")]
    legacy = {**old, "client": {k: v for k, v in old["client"].items() if k != "base_url_env"}}  # a surface written before it was recorded
    assert compare(legacy, {**old, "client": env}).changes == ()
