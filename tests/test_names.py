"""The naming authority (:mod:`generator.names`): every identifier the generator emits is a
valid, unmangled name that shadows nothing its namespace uses, and annotations never depend on
the names a generated class defines.  Unit tests, then one package whose spec collects the
names that used to break the output (checked by import, behaviour, ``mypy --strict`` and
``ruff``), then the reserved lists checked against the rendered code they protect."""

from __future__ import annotations

import ast
import importlib
import json
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest
import yaml
from _generate import check_packages, imported_package

from generator.configure import config_from_args
from generator.ir.annotations import qualify_shadowed
from generator.names import (
    BUILTINS,
    CLIENT_ATTRIBUTES,
    MAX_MODULE_NAME,
    RESOURCE_SCOPE_NAMES,
    attribute_name,
    class_name,
    keyword_argument,
    method_name,
    module_name,
    unmangled,
)
from generator.pipeline import generate

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("text", "expected"), [("None", "NoneModel"), ("True", "TrueModel"), ("False", "FalseModel"), ("True_", "TrueModel"), ("none", "NoneModel"), ("Literal", "LiteralModel"), ("Role", "Role"), ("_", "Model")])
def test_class_names_are_never_keywords_or_runtime_names(text: str, expected: str) -> None:
    assert class_name(text) == expected


@pytest.mark.parametrize(("text", "expected"), [("__meta", "_meta"), ("___x", "_x"), ("__init__", "__init__"), ("_x", "_x"), ("x__", "x__")])
def test_unmangled(text: str, expected: str) -> None:
    assert unmangled(text) == expected


def test_keyword_arguments_are_unmangled_free_and_not_reserved() -> None:
    assert keyword_argument("__meta", set()) == "_meta"
    assert keyword_argument("__meta", {"_meta"}) == "_meta_"
    assert keyword_argument("None", set()) == "None_"
    assert keyword_argument("_TIMEOUT", set()) == "_timeout"
    assert keyword_argument("timeout", set()) == "timeout_"
    assert keyword_argument("match", set()) == "match"  # a soft keyword is a valid name
    assert keyword_argument("list", set()) == "list"  # a builtin: annotations resolve outside the function


@pytest.mark.parametrize(
    ("text", "expected"),
    [("list", "list"), ("type", "type"), ("overload", "overload_"), ("cached_property", "cached_property_"), ("with_raw_response", "with_raw_response_"), ("date", "date_"), ("_client", "client"), ("__meta", "meta"), ("None", "None_"), ("_", "call"), ("_1x", "call_1x")],
)
def test_method_names(text: str, expected: str) -> None:
    assert method_name(text) == expected


def test_attribute_names_avoid_the_client_class_body() -> None:
    assert attribute_name("str") == "str_"
    assert attribute_name("with_options") == "with_options_"
    assert attribute_name("roles") == "roles"


def test_long_module_names_are_shortened_and_stay_unique() -> None:
    a, b = "x" * 300, "x" * 299 + "y"
    assert len(module_name(a)) <= MAX_MODULE_NAME and len(module_name(b)) <= MAX_MODULE_NAME
    assert module_name(a) != module_name(b)
    assert module_name(a) == module_name(a)  # deterministic
    assert module_name("chat_completions") == "chat_completions"
    assert module_name("chat", {"chat"}) == "chat2"
    assert module_name("import") == "import_"


@pytest.mark.parametrize(
    ("text", "scope", "expected"),
    [
        ("list[Role]", {"list"}, "builtins.list[Role]"),
        ("list[Role] | dict[str, list[int]]", {"list", "dict"}, "builtins.list[Role] | builtins.dict[str, builtins.list[int]]"),
        ("Literal['list', \"dict\"] | str", {"list", "dict", "str"}, "Literal['list', \"dict\"] | builtins.str"),
        ("list[Role]", {"retrieve", "Role"}, "list[Role]"),  # only builtins are qualified
        ("builtins.list[int]", {"list"}, "builtins.list[int]"),
    ],
)
def test_qualify_shadowed(text: str, scope: set[str], expected: str) -> None:
    assert qualify_shadowed(text, scope) == expected


# --------------------------------------------------------------------------- one package

_OBJ = {"type": "object", "properties": {"a": {"type": "string"}}}


def _json(schema: dict[str, Any]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": schema}}}


def names_spec() -> dict[str, Any]:
    """Names that used to break the output: schemas ``None``/``True``/``False``; a property
    and a parameter ``__meta``; methods ``list``, ``type``, ``dict``, ``str`` and ``overload``
    beside methods returning ``list[...]``, ``dict[...]`` and ``str``; arguments ``Role``,
    ``list`` and ``builtins`` of a method returning ``builtins.list[Role]``; a top-level
    resource ``object``; one named like the client's ``stream_resume_attempts`` setting; a
    300-character path segment."""
    role_list = {"200": {"description": "ok", **_json({"type": "array", "items": {"$ref": "#/components/schemas/Role"}})}}
    path_id = [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}]
    # arguments named like what the method body casts to (list[Role])
    shadowing = [{"name": n, "in": "query", "schema": {"type": "integer"}} for n in ("Role", "list", "builtins")]
    return {
        "openapi": "3.1.0",
        "info": {"title": "Names", "version": "1"},
        "servers": [{"url": "https://api.names.test"}],
        "paths": {
            "/guilds": {
                "get": {"operationId": "listGuilds", "responses": {"200": {"description": "ok", **_json({"$ref": "#/components/schemas/None"})}}},
                "post": {
                    "operationId": "createGuild",
                    "parameters": [{"name": "__trace", "in": "query", "schema": {"type": "string"}}],
                    "requestBody": {"required": True, **_json({"$ref": "#/components/schemas/Item"})},
                    "responses": {"200": {"description": "ok", **_json({"$ref": "#/components/schemas/True"})}},
                },
            },
            "/guilds/{id}": {"get": {"operationId": "getGuild", "parameters": path_id, "responses": role_list}},
            "/guilds/{id}/roles": {"get": {"operationId": "getRoles", "parameters": [*path_id, *shadowing], "responses": role_list}},
            "/guilds/{id}/type": {"get": {"operationId": "guildType", "parameters": path_id, "responses": {"200": {"description": "ok", **_json({"type": "object", "additionalProperties": {"type": "string"}})}}}},
            "/guilds/{id}/dict": {"get": {"operationId": "guildDict", "parameters": path_id, "responses": {"200": {"description": "ok", "content": {"text/plain": {"schema": {"type": "string"}}}}}}},
            "/guilds/{id}/str": {"post": {"operationId": "guildStr", "parameters": path_id, "responses": {"200": {"description": "ok", **_json({"$ref": "#/components/schemas/False"})}}}},
            "/guilds/{id}/overload": {"post": {"operationId": "guildOverload", "parameters": path_id, "responses": {"204": {"description": "none"}}}},
            "/object/things": {"get": {"operationId": "listThings", "responses": {"200": {"description": "ok", **_json({"type": "array", "items": {"type": "integer"}})}}}},
            "/stream_resume_attempts/items": {"get": {"operationId": "listItems", "responses": {"200": {"description": "ok", **_json({"type": "array", "items": {"type": "integer"}})}}}},
            "/" + "s" * 300 + "/x": {"get": {"operationId": "longOne", "responses": {"204": {"description": "none"}}}},
        },
        "components": {
            "schemas": {
                "None": _OBJ,
                "True": _OBJ,
                "False": _OBJ,
                "Role": _OBJ,
                "Item": {"type": "object", "required": ["__meta"], "properties": {"__meta": {"type": "string"}, "type": {"type": "string"}, "list": {"type": "integer"}}},
            }
        },
    }


@pytest.fixture(scope="module")
def names_pkg(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, ModuleType]]:
    base = tmp_path_factory.mktemp("names")
    (base / "names.yaml").write_text(yaml.safe_dump(names_spec()))
    cfg = config_from_args([str(base / "names.yaml")], str(base / "out"), "names_sdk")
    generate(cfg)
    with imported_package(base / "out" / "src", "names_sdk") as sdk:
        yield base / "out", sdk


def _client(pkg: ModuleType, sent: list[httpx.Request], body: Any) -> Any:
    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=body)

    return pkg.Names(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(handler)))


def test_schemas_named_like_keywords_become_importable_classes(names_pkg: tuple[Path, ModuleType]) -> None:
    _, pkg = names_pkg
    types = importlib.import_module("names_sdk.types")
    assert {"NoneModel", "TrueModel", "FalseModel"} <= set(types.__all__)
    sent: list[httpx.Request] = []
    assert isinstance(_client(pkg, sent, {"a": "x"}).guilds.list(), types.NoneModel)


def test_double_underscore_names_keep_their_wire_name(names_pkg: tuple[Path, ModuleType]) -> None:
    _, pkg = names_pkg
    sent: list[httpx.Request] = []
    client = _client(pkg, sent, {"a": "x"})
    client.guilds.create(_meta="m", _trace="t", type="k")
    assert json.loads(sent[0].content) == {"__meta": "m", "type": "k"}
    assert sent[0].url.params["__trace"] == "t"
    params = importlib.import_module("names_sdk.types._params")
    assert set(params.ItemParam.__annotations__) == {"__meta", "list", "type"}  # not mangled to _ItemParam__meta


def test_methods_named_like_builtins_are_kept(names_pkg: tuple[Path, ModuleType]) -> None:
    out, pkg = names_pkg
    source = (out / "src" / "names_sdk" / "resources" / "guilds.py").read_text()
    assert "def list(" in source and "def type(" in source and "def dict(" in source and "def str(" in source
    assert "-> builtins.list[Role]:" in source and "-> builtins.dict[builtins.str, builtins.str]:" in source
    assert "def overload_(" in source  # `@overload` must stay the decorator
    sent: list[httpx.Request] = []
    # the query parameter Role is `role` (snake_case: no clash with the model Role the method
    # returns; with `naming: {arguments: wire}` it is `Role_`, tests/test_snake_arguments.py)
    roles = _client(pkg, sent, [{"a": "x"}]).guilds.roles.list("g1", role=1, list_=2, builtins_=3)
    assert [r.a for r in roles] == ["x"]
    assert str(sent[0].url) == "https://api.names.test/guilds/g1/roles?Role=1&list=2&builtins=3"


def test_a_top_level_resource_never_takes_a_client_name_and_long_segments_make_short_modules(names_pkg: tuple[Path, ModuleType]) -> None:
    out, pkg = names_pkg
    sent: list[httpx.Request] = []
    assert _client(pkg, sent, [1, 2]).object_.things.list() == [1, 2]
    modules = [p.name for p in (out / "src" / "names_sdk" / "resources").iterdir()]
    assert all(len(m) <= MAX_MODULE_NAME + 3 for m in modules), modules
    _client(pkg, sent, None)  # the long resource is reachable under its full attribute name
    client = _client(pkg, sent, [3])
    assert client.stream_resume_attempts == 0  # the setting, not the resource (hostile review a19)
    assert client.stream_resume_attempts_.items.list() == [3]
    client.stream_resume_attempts = 2
    assert client.with_options(timeout=1).stream_resume_attempts == 2
    assert hasattr(_client(pkg, sent, None), "s" * 300)


@pytest.mark.slow
def test_the_package_passes_mypy_strict_and_ruff(names_pkg: tuple[Path, ModuleType]) -> None:
    out, _ = names_pkg
    check_packages([(out, "names_sdk")])


# --------------------------------------------------------------------------- reserved lists


def _class_bodies(tree: ast.Module) -> tuple[set[str], dict[str, str]]:
    """(names the class bodies refer to outside their functions' bodies: decorators,
    annotations, defaults; the methods they define -> the name their return annotation
    starts with)."""
    used: set[str] = set()
    defined: dict[str, str] = {}
    for cls in (n for n in tree.body if isinstance(n, ast.ClassDef)):
        for node in cls.body:
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            returns = node.returns
            defined[node.name] = ast.unparse(returns) if returns is not None else ""
            parts: list[ast.expr] = [*node.decorator_list, *node.args.defaults]
            parts += [d for d in node.args.kw_defaults if d is not None]
            parts += [a.annotation for a in (*node.args.args, *node.args.kwonlyargs) if a.annotation is not None]
            parts += [returns] if returns is not None else []
            for part in parts:
                used |= {n.id for n in ast.walk(part) if isinstance(n, ast.Name)}
    return used, defined


def test_reserved_names_cover_what_the_class_bodies_use(names_pkg: tuple[Path, ModuleType]) -> None:
    """Every name a resource or client class body uses (decorators, annotations, defaults)
    is a builtin, a model or resource class, or in the list that methods and attributes avoid;
    every attribute of the client classes that is not a resource is in the client's list.
    Checked on this package and on the SambaNova golden."""
    out, _ = names_pkg
    for pkg in (out / "src" / "names_sdk", ROOT / "generated" / "sambanova_sdk" / "src" / "sambanova_sdk"):
        types = importlib.import_module(f"{pkg.name}.types")
        classes = set(types.__all__) | {"None", "True", "False"}
        for module in (pkg / "resources").glob("*.py"):
            used, _ = _class_bodies(ast.parse(module.read_text()))
            rest = {n for n in used if not n.endswith(("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse"))} - BUILTINS - {"builtins"} - classes
            assert rest <= RESOURCE_SCOPE_NAMES, (module, rest - RESOURCE_SCOPE_NAMES)
        resource_classes = {n.name for m in (pkg / "resources").rglob("*.py") for n in ast.parse(m.read_text()).body if isinstance(n, ast.ClassDef)}
        client_tree = ast.parse((pkg / "_client.py").read_text())
        client_classes = {n.name for n in client_tree.body if isinstance(n, ast.ClassDef)}  # the clients and their raw/streaming views
        used, defined = _class_bodies(client_tree)
        rest = used - resource_classes - client_classes - {"None", "True", "False"}
        assert rest <= CLIENT_ATTRIBUTES, rest - CLIENT_ATTRIBUTES
        own = {name for name, returns in defined.items() if returns not in resource_classes}
        for cls in ast.parse((pkg / "_base_client.py").read_text()).body:
            if isinstance(cls, ast.ClassDef) and cls.name in ("BaseClient", "SyncAPIClient", "AsyncAPIClient"):
                own |= {n.name for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
                own |= {n.target.id for n in cls.body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
                own |= {t.id for n in cls.body if isinstance(n, ast.Assign) for t in n.targets if isinstance(t, ast.Name)}
                own |= {n.attr for n in ast.walk(cls) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "self" and isinstance(n.ctx, ast.Store)}
        public = {n for n in own if not n.startswith("_")}
        assert public <= CLIENT_ATTRIBUTES, public - CLIENT_ATTRIBUTES


def test_keyword_arguments_do_not_depend_on_the_order_of_the_names() -> None:
    """``created_at`` keeps its name whether ``created-at`` comes before or after it (names
    used to go to whichever came first, so reordering a spec moved ``created_at=`` to the
    other field); lower ranks (parameter locations) still come first."""
    from generator.names import keyword_arguments

    assert keyword_arguments(["created-at", "created_at"], set()) == ["created_at_", "created_at"]
    assert keyword_arguments(["created_at", "created-at"], set()) == ["created_at", "created_at_"]
    assert keyword_arguments(["b-x", "a", "b_x", "b.x"], {"a"}) == ["b_x_", "a_", "b_x", "b_x__"]
    assert keyword_arguments(["limit", "limit"], set(), [2, 1]) == ["limit_", "limit"]


def test_module_names_are_never_windows_device_names() -> None:
    """``con.py``, ``AUX.py``, ``com1.py`` cannot be created on Windows (the stem before the
    first dot counts, in any case); ``con_aux.py`` and ``console.py`` can."""
    assert [module_name(t) for t in ("con", "CON", "aux", "nul", "prn", "com1", "lpt9", "com0")] == ["con_", "CON_", "aux_", "nul_", "prn_", "com1_", "lpt9_", "com0_"]
    assert [module_name(t) for t in ("con_aux", "console", "com10", "lpt")] == ["con_aux", "console", "com10", "lpt"]
    assert module_name("con", {"con_"}) == "con_2"
