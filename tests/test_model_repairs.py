"""Spec faults the normalise, IR and model stages repair (issue 26), each from a minimal spec,
generated into a package that is imported and driven over a live socket
(``tests/_live_server.py``), sync and async: the bytes a client sends and the objects it
returns.

1. an integer discriminator (``propertyName`` of a ``type: integer`` tag, mapping keys
   ``"1"``/``"2"``) is typed ``Literal[1]``, sent as ``1`` and matched as ``1``;
2. ``patternProperties`` no longer reject answers JSON Schema allows (a key outside the
   patterns, unless ``additionalProperties: false``; one ``additionalProperties`` types), and
   what their typing loses is reported;
3. YAML's ``.nan``/``.inf`` as defaults and enum values: the package imports (no bare
   ``nan``), the defaults are dropped and the values reported;
5. ``allOf: [{$ref: X}, {type: object, nullable: true, properties}]`` is the merged object,
   or ``None`` (the member's ``nullable`` is the whole schema's); an ``allOf`` left unmerged
   gets one warning, saying which member is not an object;
6. security schemes declared but named by no ``security`` are each an optional alternative
   of every operation (their credential is sent when given); ``Authorization``/``Accept``
   header parameters, which OpenAPI ignores, are no arguments, with a warning;
7. two identical bearer schemes are one credential (one client argument, sent once);
8. a required JSON body whose properties are all optional (or all read-only, so the method
   takes none) is sent as ``{}`` when no field is given; an optional one is not sent.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml
from _generate import generated_package
from _live_server import LiveServer, Req, Route


def _ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _json_body(schema: dict[str, Any], required: bool = True) -> dict[str, Any]:
    return {"required": required, "content": {"application/json": {"schema": schema}}}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _spec(title: str, paths: dict[str, Any], schemas: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "openapi": "3.0.3",
        "info": {"title": title, "version": "1"},
        "servers": [{"url": "https://api.example.test"}],
        "paths": paths,
        "components": {"schemas": schemas or {}, **extra.pop("components", {})},
        **extra,
    }


@pytest.fixture(scope="module")
def packages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """``generate(spec, name)``: the package ``name`` generated from ``spec`` and imported
    (once per module); its modules are forgotten at the end."""
    made: dict[str, ModuleType] = {}
    stack: list[Any] = []

    def generate(spec: dict[str, Any], name: str) -> ModuleType:
        if name not in made:
            cm = generated_package(tmp_path_factory.mktemp(name), spec, name)
            made[name] = cm.__enter__()
            stack.append(cm)
        return made[name]

    yield generate
    for cm in reversed(stack):
        cm.__exit__(None, None, None)
    for name in [m for m in sys.modules if m.split(".")[0] in made]:
        del sys.modules[name]


def _client(module: ModuleType, cls: str, mode: str, route: Route, **kwargs: Any) -> Any:
    return getattr(module, ("Async" if mode == "async" else "") + cls)(base_url=route.base_url, timeout=10.0, max_retries=0, **kwargs)


async def _call(value: Any) -> Any:
    return await value if hasattr(value, "__await__") else value


def _answer(body: Any) -> Any:
    async def handler(req: Req) -> None:
        await req.json(body)

    return handler


def _echo() -> Any:
    async def handler(req: Req) -> None:
        await req.respond(200, req.body or b"{}")

    return handler


# ------------------------------------------------------------------- 1. integer discriminator

DISC = _spec(
    "Disc",
    {
        "/shapes": {"get": {"operationId": "getShape", "responses": _ok(_ref("Shape"))}},
        "/circles": {"post": {"operationId": "createCircle", "requestBody": _json_body(_ref("Circle")), "responses": _ok(_ref("Shape"))}},
    },
    {
        "Shape": {
            "oneOf": [_ref("Circle"), _ref("Square")],
            "discriminator": {"propertyName": "kind", "mapping": {"1": "#/components/schemas/Circle", "2": "#/components/schemas/Square"}},
        },
        "Circle": {"type": "object", "required": ["kind", "radius"], "properties": {"kind": {"type": "integer", "enum": [1]}, "radius": {"type": "number"}}},
        "Square": {"type": "object", "required": ["kind", "side"], "properties": {"kind": {"type": "integer", "const": 2}, "side": {"type": "number"}}},
    },
)


@pytest.mark.parametrize("answer", [{"kind": 1, "radius": 2.5}, {"kind": 2, "side": 3.0}])
async def test_an_integer_tag_matches_integer_answers(packages: Any, mode: str, live: LiveServer, answer: dict[str, Any]) -> None:
    sdk = packages(DISC, "disc_sdk")
    route = live.route(_answer(answer))
    shape = await _call(_client(sdk, "Disc", mode, route).shapes.retrieve())
    assert type(shape).__name__ == ("Circle" if answer["kind"] == 1 else "Square")
    assert shape.kind == answer["kind"] and type(shape.kind) is int
    assert shape.model_dump() == answer


async def test_an_integer_tag_is_sent_as_an_integer(packages: Any, mode: str, live: LiveServer) -> None:
    sdk = packages(DISC, "disc_sdk")
    route = live.route(_echo())
    circle = await _call(_client(sdk, "Disc", mode, route).circles.create(radius=2.5))
    assert json.loads(route.requests[-1].body) == {"radius": 2.5, "kind": 1}
    assert type(circle).__name__ == "Circle" and circle.kind == 1
    assert sdk.types.Circle.model_validate({"kind": 1, "radius": 1}).kind == 1
    with pytest.raises(ValueError):
        sdk.types.Circle.model_validate({"kind": "1", "radius": 1}, strict=True)


def _warnings(base: Path, spec: dict[str, Any]) -> list[str]:
    """The warnings ``sdkgen generate -v`` prints for ``spec`` (generated into ``base``)."""
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "-v", "spec.yaml", "-o", "out", "-p", "warned"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return [line for line in r.stderr.splitlines() if line.startswith("warning:")]


# -------------------------------------------------------------- 3. YAML .nan / .inf values

NAN = _spec(
    "Nan",
    {
        "/things": {
            "get": {
                "operationId": "listThings",
                "parameters": [{"name": "limit", "in": "query", "schema": {"type": "number", "default": float("inf")}}],
                "responses": _ok(_ref("Thing")),
            }
        }
    },
    {
        "Thing": {
            "type": "object",
            "properties": {
                "score": {"type": "number", "default": float("nan")},
                "low": {"type": "number", "default": float("-inf")},
                "level": {"type": "number", "enum": [1.5, float("nan"), float("inf")]},
                "only": {"type": "number", "enum": [float("nan")]},
            },
        }
    },
)


async def test_nan_and_inf_values_import_and_are_reported(packages: Any, mode: str, live: LiveServer, tmp_path: Path) -> None:
    sdk = packages(NAN, "nan_sdk")  # was `score: float = nan`: a NameError on import
    thing = sdk.types.Thing.model_validate({})
    assert thing.model_dump(exclude_unset=True) == {}
    assert thing.score is None and thing.low is None  # the non-JSON defaults are dropped
    assert sdk.types.Thing.model_validate({"level": float("inf")}).level == float("inf")
    assert sdk.types.Thing.model_validate({"level": 1.5}).level == 1.5
    with pytest.raises(ValueError):
        sdk.types.Thing.model_validate({"level": 2.0})
    route = live.route(_answer({"level": 1.5, "score": 0.5}))
    got = await _call(_client(sdk, "Nan", mode, route).things.list())
    assert route.requests[-1].query == ""  # no `limit=inf` made up
    assert (got.level, got.score) == (1.5, 0.5)
    warned = "\n".join(_warnings(tmp_path, NAN))
    for where in ("Thing/properties/score/default", "Thing/properties/low/default", "Thing/properties/level/enum", "Thing/properties/only/enum", "parameters/0/schema/default"):
        assert f"{where}: [" in warned, warned


# ---------------------------------------------- 8. a required body with no required property

_OPTIONAL = {"type": "object", "properties": {"name": {"type": "string"}}}
_READ_ONLY = {"type": "object", "properties": {"id": {"type": "string", "readOnly": True}}}
BODY = _spec(
    "Body",
    {
        "/jobs": {"post": {"operationId": "createJob", "requestBody": _json_body(_OPTIONAL), "responses": _ok({"type": "object"})}},
        "/runs": {"post": {"operationId": "createRun", "requestBody": _json_body(_ref("Run")), "responses": _ok({"type": "object"})}},
        "/drafts": {"post": {"operationId": "createDraft", "requestBody": _json_body(_ref("Run"), required=False), "responses": _ok({"type": "object"})}},
    },
    {"Run": _READ_ONLY},
)


@pytest.mark.parametrize(("resource", "sent"), [("jobs", b"{}"), ("runs", b"{}"), ("drafts", b"")])
async def test_a_required_body_is_sent_when_no_field_is_given(packages: Any, mode: str, live: LiveServer, resource: str, sent: bytes) -> None:
    sdk = packages(BODY, "body_sdk")
    route = live.route(_echo())
    await _call(getattr(_client(sdk, "BodyClient", mode, route), resource).create())
    req = route.requests[-1]
    assert req.body == sent
    assert req.headers.get("content-type") == ("application/json" if sent else None)


# ------------------------------------------------------- 5. allOf with a nullable object member

_NULLABLE_PART = {"type": "object", "nullable": True, "properties": {"extra": {"type": "integer"}}}
NULLABLE_ALLOF = _spec(
    "Nul",
    {
        "/holder": {"get": {"operationId": "getHolder", "responses": _ok(_ref("Holder"))}},
        "/top": {"get": {"operationId": "getTop", "responses": _ok(_ref("Top"))}},
    },
    {
        "X": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}},
        "Holder": {"type": "object", "properties": {"item": {"allOf": [_ref("X"), _NULLABLE_PART]}}},
        "Top": {"allOf": [_ref("X"), _NULLABLE_PART]},
        "S": {"type": "string"},
        "Bad": {"allOf": [_ref("X"), _ref("S")]},
        "Beside": {"allOf": [_ref("X")], "not": {"type": "string"}, "properties": {"q": {"type": "string"}}},
    },
)


@pytest.mark.parametrize("item", [{"id": "a", "extra": 2}, None])
async def test_an_allof_with_a_nullable_member_is_the_merged_object_or_none(packages: Any, mode: str, live: LiveServer, item: Any) -> None:
    sdk = packages(NULLABLE_ALLOF, "nul_sdk")
    route = live.route(_answer({"item": item}))
    holder = await _call(_client(sdk, "Nul", mode, route).holder.retrieve())
    if item is None:
        assert holder.item is None
    else:
        assert isinstance(holder.item, sdk.types.HolderItem)
        assert (holder.item.id, holder.item.extra) == ("a", 2)
    with pytest.raises(ValueError):
        sdk.types.Holder.model_validate({"item": {"extra": 2}}, strict=True)  # X's `id` is required
    route = live.route(_answer(None))
    assert await _call(_client(sdk, "Nul", mode, route).top.retrieve()) is None
    route = live.route(_answer({"id": "b", "more": "x", "extra": 3}))
    top = await _call(_client(sdk, "Nul", mode, route).top.retrieve())
    assert (top.id, top.extra) == ("b", 3)


def test_an_unmerged_allof_gets_one_warning_saying_why(tmp_path: Path) -> None:
    warned = [w for w in _warnings(tmp_path, NULLABLE_ALLOF) if "allof" in w.lower()]
    bad = "Bad: [allof-not-merged] allOf of members that are not all objects: member 1 ($ref S) is a string"
    beside = "Beside: [allof-not-merged] allOf beside not, which do not merge into one object"
    assert warned == [f"warning: spec.yaml#/components/schemas/{w} (left as it is (typed Any))" for w in (bad, beside)]


# ------------------------------------ 6. declared schemes no `security` names; ignored headers

_AUTH_PARAMS = [
    {"name": "Authorization", "in": "header", "required": True, "schema": {"type": "string"}},
    {"name": "Accept", "in": "header", "schema": {"type": "string"}},
    {"name": "q", "in": "query", "schema": {"type": "string"}},
]
UNNAMED = _spec(
    "Unnamed",
    {"/items": {"get": {"operationId": "listItems", "parameters": _AUTH_PARAMS, "responses": _ok({"type": "object"})}}},
    components={"securitySchemes": {"bearerAuth": {"type": "http", "scheme": "bearer"}, "keyAuth": {"type": "apiKey", "in": "header", "name": "X-Key"}}},
)


@pytest.mark.parametrize(
    ("credentials", "authorization", "key"),
    [({"bearer_auth": "tok-1"}, "Bearer tok-1", None), ({"key_auth": "k-2"}, None, "k-2"), ({}, None, None)],
)
async def test_declared_schemes_no_security_names_are_sent(
    packages: Any, mode: str, live: LiveServer, credentials: dict[str, str], authorization: str | None, key: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("UNNAMED_BEARER_AUTH", "UNNAMED_KEY_AUTH"):
        monkeypatch.delenv(name, raising=False)
    sdk = packages(UNNAMED, "unnamed_sdk")
    route = live.route(_answer({}))
    client = _client(sdk, "Unnamed", mode, route, **credentials)
    with pytest.raises(TypeError):
        client.items.list(authorization="Bearer x")  # an ignored header is no argument
    await _call(client.items.list(q="a"))
    req = route.requests[-1]
    assert (req.headers.get("authorization"), req.headers.get("x-key"), req.query) == (authorization, key, "q=a")
    assert req.headers.get("accept") == "application/json"


def test_ignored_headers_and_unnamed_schemes_are_reported(tmp_path: Path) -> None:
    warned = _warnings(tmp_path, UNNAMED)
    codes = sorted((w.split(": [")[0].split("#")[1], w.split("[")[1].split("]")[0]) for w in warned)
    assert codes == [
        ("/components/securitySchemes", "security-unused"),
        ("/paths/~1items/get/parameters/0", "parameter-ignored"),
        ("/paths/~1items/get/parameters/1", "parameter-ignored"),
    ]


# ---------------------------------------------------------------- 7. the same bearer scheme twice

TWICE = _spec(
    "Twice",
    {
        "/a": {"get": {"operationId": "getA", "security": [{"tokenA": []}], "responses": _ok({"type": "object"})}},
        "/b": {"get": {"operationId": "getB", "security": [{"tokenB": []}], "responses": _ok({"type": "object"})}},
        "/both": {"get": {"operationId": "getBoth", "security": [{"tokenA": [], "tokenB": []}], "responses": _ok({"type": "object"})}},
    },
    components={
        "securitySchemes": {
            "tokenA": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT", "description": "one"},
            "tokenB": {"type": "http", "scheme": "Bearer", "bearerFormat": "JWT"},
        }
    },
)


async def test_two_identical_bearer_schemes_are_one_credential(packages: Any, mode: str, live: LiveServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TWICE_API_KEY", raising=False)
    sdk = packages(TWICE, "twice_sdk")
    route = live.route(_answer({}))
    client = _client(sdk, "Twice", mode, route, api_key="jwt-1")  # one argument, not token_a and token_b
    for resource in ("a", "b", "both"):
        await _call(getattr(client, resource).retrieve())
        assert route.requests[-1].raw_headers.count(("authorization", "Bearer jwt-1")) == 1, resource
    [warning] = [w for w in _warnings(tmp_path, TWICE) if "security" in w]
    assert "securitySchemes/tokenB: [security-scheme-duplicate]" in warning and "'tokenA' and 'tokenB'" in warning


# ------------------------------------------------------------------------ 2. patternProperties

PATTERNS = _spec(
    "Pat",
    {"/holder": {"get": {"operationId": "getHolder", "responses": _ok(_ref("Holder"))}}},
    {
        "Labels": {"type": "object", "properties": {"name": {"type": "string"}}, "patternProperties": {"^x-": {"type": "integer"}}, "additionalProperties": False},
        "OnlyPat": {"type": "object", "patternProperties": {"^[a-z]+$": {"type": "string"}}},
        "Closed": {"type": "object", "patternProperties": {"^[a-z]+$": {"type": "string"}}, "additionalProperties": False},
        "Both": {"type": "object", "patternProperties": {"^x-": {"type": "integer"}}, "additionalProperties": {"type": "string"}},
        "Holder": {"type": "object", "properties": {k.lower(): _ref(k) for k in ("Labels", "OnlyPat", "Closed", "Both")}},
    },
)
PATTERN_ANSWER = {"labels": {"name": "a", "x-n": 1}, "onlypat": {"ABC": 5, "abc": "x"}, "closed": {"abc": "x"}, "both": {"x-a": 1, "b": "s"}}


async def test_pattern_properties_accept_what_they_allow(packages: Any, mode: str, live: LiveServer, tmp_path: Path) -> None:
    sdk = packages(PATTERNS, "pat_sdk")
    route = live.route(_answer(PATTERN_ANSWER))
    holder = await _call(_client(sdk, "Pat", mode, route, strict_response_validation=True).holder.retrieve())
    assert holder.model_dump(exclude_unset=True) == PATTERN_ANSWER
    assert holder.labels.model_extra == {"x-n": 1}  # kept, an attribute
    with pytest.raises(ValueError):  # still checked where the schema is exact
        sdk.types.Holder.model_validate({"closed": {"ABC": "x"}}, strict=True)
    with pytest.raises(ValueError):
        sdk.types.Holder.model_validate({"both": {"b": [1]}}, strict=True)
    warned = sorted(w.split("#/components/schemas/")[1].split(": (")[0].split(" ")[0] for w in _warnings(tmp_path, PATTERNS))
    assert warned == ["Both/patternProperties:", "Labels/patternProperties:", "OnlyPat/patternProperties:"]
