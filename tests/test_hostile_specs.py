"""Specs a careless or hostile author writes, each generating a package that imports,
type-checks (``mypy --strict``, pyright strict, ``ruff check``) and keeps wire values exactly,
with a warning naming ``file#pointer`` for what had to be degraded: a recursive nullable JSON
value, patterns pydantic cannot compile, integer enums beyond 64 bits, a server URL no client
can call, resource paths that are Windows device names."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pydantic
import pytest
import yaml
from _generate import check_packages

PACKAGE = "hostile_sdk"
HUGE = 99999999999999999999999999


def _ok(schema: dict[str, Any]) -> dict[str, Any]:
    return {"200": {"description": "ok", "content": {"application/json": {"schema": schema}}}}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Hostile", "version": "1"},
    "servers": [{"url": 'https://example.com/"""\nimport os #'}],
    "paths": {
        "/json": {"post": {"operationId": "postJson", "requestBody": {"content": {"application/json": {"schema": _ref("JsonValue")}}}, "responses": _ok(_ref("JsonValue"))}},
        "/items": {
            "post": {
                "operationId": "createItem",
                "parameters": [{"name": "level", "in": "query", "schema": {"type": "integer", "enum": [0, 1, HUGE]}}],
                "requestBody": {"content": {"application/json": {"schema": _ref("Item")}}},
                "responses": _ok(_ref("Item")),
            }
        },
        "/CON/aux/nul": {"get": {"operationId": "getNul", "responses": _ok({"type": "string"})}},
        "/CON": {"get": {"operationId": "listCon", "responses": _ok({"type": "string"})}},
    },
    "components": {
        "schemas": {
            "JsonValue": {
                "nullable": True,
                "anyOf": [
                    {"type": "string"},
                    {"type": "number"},
                    {"type": "boolean"},
                    {"type": "array", "items": _ref("JsonValue")},
                    {"type": "object", "additionalProperties": _ref("JsonValue")},
                ],
            },
            "Item": {
                "type": "object",
                "properties": {
                    "bad": {"type": "string", "pattern": "(["},
                    "letters": {"type": "string", "pattern": "^\\p{L}+$"},
                    "n": {"type": "integer", "enum": [0, 1, HUGE]},
                    "big": {"type": "integer", "enum": [HUGE, -HUGE]},
                    "mixed": {"enum": [1, "1", True, None, 1.5]},
                },
            },
            "Strong": {
                "type": "object",
                "properties": {
                    "password": {"type": "string", "pattern": "^(?=.*[A-Z]).{8,}$"},
                    "word": {"type": "string", "pattern": "^\\p{L}+$"},
                },
            },
        }
    },
}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Any, str]]:
    base = tmp_path_factory.mktemp("hostile")
    (base / "spec.yaml").write_text(yaml.safe_dump(SPEC, sort_keys=False))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", PACKAGE, "-v"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    sys.path.insert(0, str(base / "out" / "src"))
    try:
        yield base / "out", importlib.import_module(PACKAGE), r.stderr
    finally:
        sys.path.remove(str(base / "out" / "src"))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def _client(sdk: Any, sent: list[httpx.Request], answer: Any) -> Any:
    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json=answer)

    return sdk.Hostile(api_key="k", base_url="https://api.test", http_client=httpx.Client(transport=httpx.MockTransport(handler)))


def test_the_warnings_name_file_and_pointer(generated: tuple[Path, Any, str]) -> None:
    stderr = generated[2]
    assert "warning: spec.yaml#/components/schemas/Item/properties/bad/pattern: [pattern-invalid] pattern '([' cannot be compiled by pydantic: unclosed character class" in stderr
    assert "warning: spec.yaml#/components/schemas/Strong/properties/password/pattern: [pattern-backtracking]" in stderr
    assert "warning: spec.yaml#/components/schemas/Item/properties/n/enum: [enum-value-range]" in stderr
    assert "warning: spec.yaml#/paths/~1items/post/parameters/0/schema/enum: [enum-value-range]" in stderr
    assert "warning: spec.yaml#/servers/0/url: [invalid-server-url] server URL 'https://example.com/\"\"\"\\nimport os #' is not a URL a client can call: it contains whitespace or control characters" in stderr


def test_the_recursive_json_value_round_trips(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    value = {"a": [1.5, "x", None, True, {"b": []}]}
    sent: list[httpx.Request] = []
    assert _client(sdk, sent, value).json.create(body=value) == value
    assert sent[-1].content == b'{"a":[1.5,"x",null,true,{"b":[]}]}'
    assert pydantic.TypeAdapter(sdk.types.JsonValue).validate_python(None) is None
    source = (generated[0] / "src" / PACKAGE / "types" / "_models.py").read_text()
    assert "Optional" not in source


def test_compilable_patterns_are_checked_and_the_others_dropped(generated: tuple[Path, Any, str]) -> None:
    types = generated[1].types
    assert types.Item.model_validate({"bad": "([", "letters": "Éa"}).bad == "(["
    with pytest.raises(pydantic.ValidationError):
        types.Item.model_validate({"letters": "1"})
    # the lookahead needs Python's backtracking re: dropped (an answer must not hang the
    # client); the Rust engine's pattern beside it is checked
    assert types.Strong.model_validate({"password": "abcdefgh", "word": "é"}).password == "abcdefgh"
    with pytest.raises(pydantic.ValidationError):
        types.Strong.model_validate({"word": "1"})


def test_integer_enums_beyond_64_bits_keep_their_values(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    item = sdk.types.Item.model_validate_json(f'{{"n": {HUGE}, "big": {-HUGE}}}')
    assert (item.n, item.big) == (HUGE, -HUGE)
    assert item.to_json(indent=None) == f'{{"n":{HUGE},"big":{-HUGE}}}'
    with pytest.raises(pydantic.ValidationError):
        sdk.types.Item.model_validate({"n": 7})
    sent: list[httpx.Request] = []
    _client(sdk, sent, {}).items.create(level=HUGE, n=HUGE)
    assert sent[-1].url.params["level"] == str(HUGE) and sent[-1].content == f'{{"n":{HUGE}}}'.encode()
    # a mixed enum: each wire value parses to itself
    for wire, value in (("1", 1), ('"1"', "1"), ("true", True), ("1.5", 1.5), ("null", None)):
        parsed = sdk.types.Item.model_validate_json(f'{{"mixed": {wire}}}').mixed
        assert parsed == value and type(parsed) is type(value), wire
    docs = (generated[0] / "api.md").read_text()
    assert f"One of 0, 1, {HUGE}." in docs


def test_an_invalid_server_url_is_not_the_default(generated: tuple[Path, Any, str]) -> None:
    sdk = generated[1]
    assert sdk._client.DEFAULT_BASE_URL == ""
    with pytest.raises(sdk.HostileError, match="base_url"):
        sdk.Hostile(api_key="k")
    assert str(sdk.Hostile(api_key="k", base_url="https://api.test").base_url) == "https://api.test/"


def test_windows_device_names_are_no_module_names(generated: tuple[Path, Any, str]) -> None:
    folder, sdk, _ = generated
    modules = sorted(p.stem for p in (folder / "src" / PACKAGE / "resources").glob("*.py"))
    assert modules == ["__init__", "con_", "con_aux", "con_aux_nul", "items", "json"]
    sent: list[httpx.Request] = []
    assert _client(sdk, sent, "x").con.aux.nul.retrieve() == "x"
    assert sent[-1].url.path == "/CON/aux/nul"


@pytest.mark.slow
def test_the_package_type_checks(generated: tuple[Path, Any, str]) -> None:
    check_packages([(generated[0], PACKAGE)])


# --------------------------------------------------------------------------- bounded time and memory
#
# Each spec below once made sdkgen crash with a traceback, hang or eat memory (issue 16 section
# 4).  Each now gives exit 2 naming file and pointer, or a working client, within loose bounds
# enforced by the operating system (address space, CPU seconds) rather than timing asserts.

MEMORY_LIMIT = 3 * 1024**3  # bytes of address space: the callbacks bomb went past 3 GB
CPU_LIMIT = 300  # seconds of CPU: the alias chain took (by extrapolation) over 20 minutes


def _bounded_sdkgen(base: Path, spec: Any, *args: str, name: str = "spec.json") -> subprocess.CompletedProcess[str]:
    """Run ``sdkgen`` on ``spec`` (a mapping, written as JSON, or text) under the limits."""
    import json
    import resource

    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (CPU_LIMIT, CPU_LIMIT))

    (base / name).write_text(spec if isinstance(spec, str) else json.dumps(spec))
    return subprocess.run(
        [sys.executable, "-m", "generator", *args, name, *(("-o", "out", "-p", "bounded_sdk") if args[0] == "generate" else ())],
        cwd=base,
        capture_output=True,
        text=True,
        preexec_fn=limits,
        timeout=2 * CPU_LIMIT,
        env={**os.environ, "SDKGEN_CACHE_DIR": "off"},
    )


def _minimal(schemas: dict[str, Any], response: str = "R") -> dict[str, Any]:
    return {
        "openapi": "3.0.3",
        "info": {"title": "Bounded", "version": "1"},
        "servers": [{"url": "https://api.test"}],
        "paths": {"/r": {"get": {"operationId": "getR", "responses": _ok(_ref(response))}}},
        "components": {"schemas": schemas},
    }


def _refused(r: subprocess.CompletedProcess[str], message: str) -> None:
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr
    assert r.stderr.startswith("error: ") and message in r.stderr, r.stderr


def _callback(target: str, times: int) -> dict[str, Any]:
    return {"{$request.body#/url}": {"post": {"responses": {"200": {"description": "ok"}}, "callbacks": {f"c{i}": {"$ref": target} for i in range(times)}}}}


def test_callbacks_that_refer_to_each_other_are_cut_not_copied_forever(tmp_path: Path) -> None:
    spec = _minimal({"R": {"type": "string"}})
    op = spec["paths"]["/r"]["get"]
    op["callbacks"] = {"cb": {"$ref": "#/components/callbacks/A"}}
    spec["components"]["callbacks"] = {"A": _callback("#/components/callbacks/B", 2), "B": _callback("#/components/callbacks/A", 2)}
    r = _bounded_sdkgen(tmp_path, spec, "generate")
    assert r.returncode == 0, r.stderr
    assert (
        "warning: spec.json#/components/callbacks/B/{$request.body#~1url}/post/callbacks/c0: [callback-cycle] $ref '#/components/callbacks/A' is inside what it refers to"
        " (callbacks that refer to each other) (left out: the generated client does not use callbacks)"
    ) in r.stderr


def test_callbacks_that_copy_each_other_without_a_cycle_are_refused_in_bounded_memory(tmp_path: Path) -> None:
    """40 callbacks, each referring to the next one 4 times: 4**40 copies."""
    spec = _minimal({"R": {"type": "string"}})
    spec["paths"]["/r"]["get"]["callbacks"] = {"cb": {"$ref": "#/components/callbacks/C0"}}
    spec["components"]["callbacks"] = {f"C{i}": _callback(f"#/components/callbacks/C{i + 1}", 4) for i in range(40)}
    spec["components"]["callbacks"]["C40"] = {}
    _refused(_bounded_sdkgen(tmp_path, spec, "ir"), "$refs to non-schema components would add more than 5,000,000 nodes")


@pytest.mark.parametrize(
    ("schemas", "cycle"),
    [
        pytest.param({"R": {"allOf": [_ref("B")]}, "B": {"allOf": [_ref("R")]}}, "R -> B -> R", id="allOf"),
        pytest.param({"R": {"oneOf": [_ref("B"), {"type": "string"}]}, "B": {"anyOf": [_ref("R"), {"type": "integer"}]}}, "R -> B -> R", id="oneOf"),
        pytest.param({"R": {"anyOf": [{"$ref": "#/components/schemas/R", "description": "again"}, {"type": "null"}]}}, "R -> R", id="self"),
    ],
)
def test_a_schema_made_of_itself_is_refused_naming_it(tmp_path: Path, schemas: dict[str, Any], cycle: str) -> None:
    """Accepted before, and every call of the client raised ``PydanticUserError`` (or the
    interpreter crashed)."""
    _refused(
        _bounded_sdkgen(tmp_path, _minimal(schemas), "generate"),
        f"error: spec.json#/components/schemas/R: schema 'R' is defined in terms of itself through $ref/allOf/anyOf/oneOf, with no object or array in between ({cycle})",
    )
    assert not (tmp_path / "out").exists()


def test_the_usual_recursive_union_still_generates(tmp_path: Path) -> None:
    """``Pet: oneOf [Cat, Dog]`` with ``Cat: allOf [Pet, {properties}]`` names objects: fine."""
    cat = {"allOf": [_ref("R"), {"type": "object", "properties": {"kind": {"type": "string"}, "meow": {"type": "string"}}}]}
    spec = _minimal({"R": {"oneOf": [_ref("Cat")], "discriminator": {"propertyName": "kind"}}, "Cat": cat})
    assert _bounded_sdkgen(tmp_path, spec, "ir").returncode == 0


@pytest.mark.parametrize("name", ["spec.json", "spec.yaml"])
def test_an_integer_literal_too_long_for_python_is_refused_naming_its_pointer(tmp_path: Path, name: str) -> None:
    spec = json.dumps(_minimal({"R": {"type": "integer", "maximum": 1}})).replace('"maximum": 1', '"maximum": ' + "9" * 5000)
    _refused(
        _bounded_sdkgen(tmp_path, spec, "generate", name=name),
        f"error: {name}#/components/schemas/R/maximum: an integer literal of 5,000 digits: more than the 4,300 Python reads",
    )


def test_an_allof_chain_of_600_links_generates(tmp_path: Path) -> None:
    """Was a ``RecursionError``: every link is merged after the one it extends."""
    schemas: dict[str, Any] = {f"C{i}": {"allOf": [_ref(f"C{i + 1}"), {"type": "object", "required": ["z"]}]} for i in range(600)}
    schemas["C600"] = {"type": "object", "properties": {"z": {"type": "string"}}}
    r = _bounded_sdkgen(tmp_path, _minimal(schemas, "C0"), "generate")
    assert r.returncode == 0, r.stderr[-3000:]
    models = (tmp_path / "out" / "src" / "bounded_sdk" / "types" / "_models.py").read_text()
    # C599 makes C600's optional z required: flat; every other link extends the next
    assert "class C0(C1):" in models and "class C598(C599):" in models and "class C599(BaseModel):" in models


def test_an_allof_chain_of_600_links_prints_each_property_once(tmp_path: Path) -> None:
    """``S{i}: allOf [$ref S{i-1}, {p{i}}]``: was a class of i fields per link (180,000 field
    lines, 750,000 lines of package, 110 s on 2 cores); each class now extends the one before and
    declares its own field (issue 26): the output grows linearly with the chain."""
    schemas: dict[str, Any] = {"S0": {"type": "object", "properties": {"p0": {"type": "string"}}}}
    for i in range(1, 600):
        schemas[f"S{i}"] = {"allOf": [_ref(f"S{i - 1}"), {"type": "object", "properties": {f"p{i}": {"type": "string"}}}]}
    r = _bounded_sdkgen(tmp_path, _minimal(schemas, "S599"), "generate")
    assert r.returncode == 0, r.stderr[-3000:]
    src = tmp_path / "out" / "src" / "bounded_sdk"
    models = "".join(p.read_text() for p in (src / "types").glob("_models*.py"))
    assert "class S0(BaseModel):" in models and "class S1(S0):" in models and "class S599(S598):" in models
    assert len(re.findall(r"^    p\d+: ", models, re.MULTILINE)) == 600
    lines = sum(len(p.read_text().splitlines()) for p in (tmp_path / "out").rglob("*.py"))
    assert lines < 60 * 600, lines  # the whole package (the usage corpus included): was 750,000


def test_a_ref_alias_chain_of_10000_links_is_read_in_linear_time(tmp_path: Path) -> None:
    """Was cubic in the check for ``$ref`` cycles (2,000 links: 53 s; now under 2 s)."""
    schemas: dict[str, Any] = {f"C{i}": _ref(f"C{i + 1}") for i in range(10_000)}
    schemas["C10000"] = {"type": "object", "properties": {"z": {"type": "string"}}}
    r = _bounded_sdkgen(tmp_path, _minimal(schemas, "C0"), "ir")
    assert r.returncode == 0, r.stderr[-3000:]
    assert '"name": "C9999"' in r.stdout


@pytest.mark.parametrize(
    "shape",
    [
        # each an object whose required property is any of them: no finite value exists
        pytest.param(lambda refs: {"type": "object", "required": ["a"], "properties": {"a": {"anyOf": refs}}}, id="required-union"),
        # each any of them or an array of the first: the aliases lead back to themselves
        pytest.param(lambda refs: {"anyOf": [*refs, {"type": "array", "items": _ref("S0")}]}, id="union-of-unions"),
        # each an object requiring three of them: a value of 3**8 objects, 91 s and 1 GB for three
        pytest.param(lambda refs: {"type": "object", "required": ["s", "a", "b", "c"], "properties": {"s": {"type": "string"}, "a": refs[0], "b": refs[1], "c": refs[2]}}, id="required-objects"),
    ],
)
def test_unions_of_each_other_generate_in_bounded_time(tmp_path: Path, shape: Any) -> None:
    """Twelve schemas, each a union of all twelve, each used as a request body: generation never
    ended (sample values built and validated down every path: 12**8, and alias resolution
    12**20; hostile review 3, F4).  Now it ends, and a value it could not build is reported
    by the generated tests, not trusted."""
    names = [f"S{i}" for i in range(12)]
    spec = _minimal({n: shape([_ref(m) for m in names]) for n in names}, "S0")
    for n in names:
        spec["paths"][f"/{n}"] = {"post": {"operationId": f"send{n}", "requestBody": {"content": {"application/json": {"schema": _ref(n)}}}, "responses": _ok(_ref(n))}}
    r = _bounded_sdkgen(tmp_path, spec, "generate")
    assert r.returncode == 0, r.stderr[-3000:]
    assert "Traceback" not in r.stderr
    assert (tmp_path / "out" / "src" / "bounded_sdk" / "resources").is_dir()


@pytest.mark.parametrize(("count", "branches"), [(45, 45), (30, 20)])
def test_sdkgen_diff_of_unions_of_each_other_ends(tmp_path: Path, count: int, branches: int) -> None:
    """45 schemas, each any of all 45 (or an array, or an integer): ``sdkgen diff`` expanded
    every alias down every path (46 s; 60 never ended; hostile review 4).  Now each alias is
    expanded once per depth, at most 2,000 references per type, and the semantically equal
    change is still no change.  A ring of 30 schemas each any of the next 20 was then still
    walked as a tree when the types were compared (20 of 10: 49 million calls, 25 s; 30 of 20
    never ended; hostile review 5): each pair of shared sub-types is now compared once."""
    names = [f"S{i}" for i in range(count)]

    def spec(target: str) -> dict[str, Any]:
        schemas: dict[str, Any] = {
            n: {"anyOf": [*(_ref(names[(i + k) % count]) for k in range(branches)), {"type": "array", "items": _ref("S0")}, {"type": "integer", "minimum": i}]} for i, n in enumerate(names)
        }
        schemas["M"] = {"type": "object", "properties": {"x": _ref(target)}}
        out = _minimal(schemas, "M")
        out["paths"]["/m"] = {"post": {"operationId": "createM", "requestBody": {"content": {"application/json": {"schema": _ref("M")}}}, "responses": _ok(_ref("M"))}}
        return out

    (tmp_path / "a.json").write_text(json.dumps(spec("S0")))
    (tmp_path / "b.json").write_text(json.dumps(spec("S1")))
    r = subprocess.run([sys.executable, "-m", "generator", "diff", "a.json", "b.json"], cwd=tmp_path, capture_output=True, text=True, timeout=CPU_LIMIT, env={**os.environ, "SDKGEN_CACHE_DIR": "off"})
    assert r.returncode == 0 and "no SDK changes" in r.stdout + r.stderr, r.stdout + r.stderr[-3000:]
