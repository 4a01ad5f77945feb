"""Property-based tests (hypothesis): specs whose names, enum values, defaults, descriptions,
titles, operationIds, tags, paths and file names are arbitrary Unicode (mixed with the names
and text known to have broken generators) always give a package that

* generates (warnings allowed), so every module compiled (the guard stage);
* imports, with every model built, and runs nothing from the spec;
* keeps every wire value exactly: the request's path, query, headers and JSON body keys, the
  response fields read back by their wire names, and every enum value;
* passes ``mypy --strict`` and ``ruff check`` (one mypy process for all the packages a run
  generated).

``test_arbitrary_specs_give_working_packages`` runs a few examples with a fixed seed on every
``make test``; ``test_arbitrary_specs_give_working_packages_long`` (``slow``, also run by
``make test`` and CI) runs more, from another fixed seed so that CI stays reproducible
(``SDKGEN_HYPOTHESIS_RANDOM=1`` draws a new seed each run, to explore).  A failure prints the example and
the ``@reproduce_failure`` blob to rerun it; failing examples are not shrunk (each step
generates a package) unless ``SDKGEN_HYPOTHESIS_SHRINK=1`` is set.

Restrictions of the inputs, each a rule of HTTP rather than of the generator: header parameter
names are HTTP tokens (RFC 9110 section 5.6.2), and literal path text and path parameter names
leave out ``/ ? # % { }`` and control characters (a path template cannot carry them literally).
Enum values are strings and integers and defaults match their schema's type (the generator's
handling of other values is tested elsewhere).
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import json
import os
import string
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

import httpx
import pydantic
import pytest
from _generate import check_packages
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from generator.configure import config_from_args
from generator.ir.model import ArrayOf, LiteralOf, ModelRef, Operation, Primitive, TypeRef
from generator.pipeline import generate

# names and text that broke this or other generators, mixed into the arbitrary text
KNOWN = [
    "None", "True", "False", "__meta", "__init__", "_", "self", "class", "import", "match", "case", "type",
    "list", "dict", "str", "int", "float", "bool", "bytes", "object", "set", "Any", "Literal", "cast",
    "overload", "cached_property", "model_config", "model_dump", "schema", "json", "copy", "BaseModel",
    "Field", "date", "datetime", "UUID", "client", "timeout", "extra_body", "_TIMEOUT", "1st", "x-y",
    '"""', "'", "\\", "\n", "\r\n", "\u2028", "\u0085", "\x0c", "\u202e", "\ufeff", "{{ x }}", "{% raw %}",
    "é", "ﬁle", "🙂", "ä" * 40, "a" * 120, "<!-- -->", "# x", "PWN" + 'ED"); __import__("os").system("touch PWNED"); ("',
]
TEXT = st.one_of(st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=12), st.sampled_from(KNOWN))
# literal path text and path parameter names (see the module docstring)
PATH_TEXT = st.text(st.characters(exclude_categories=("Cs", "Cc"), exclude_characters="/?#%{}\\"), min_size=1, max_size=12).filter(lambda s: s not in (".", ".."))
TOKEN = st.text(string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~", min_size=1, max_size=12)
FILE_NAME = st.text(st.characters(exclude_categories=("Cs",), exclude_characters="/\0"), min_size=1, max_size=30).filter(lambda s: s not in (".", "..") and len(s.encode()) < 200)


@st.composite
def property_schema(draw: st.DrawFn, refs: list[str]) -> dict[str, Any]:
    kind = draw(st.sampled_from(["string", "integer", "enum", "int-enum", "array", "ref"] if refs else ["string", "integer", "enum", "int-enum", "array"]))
    out: dict[str, Any]
    if kind == "string":
        out = {"type": "string"}
        if draw(st.booleans()):
            out["default"] = draw(TEXT)
    elif kind == "integer":
        out = {"type": "integer"}
        if draw(st.booleans()):
            out["default"] = draw(st.integers(-(2**40), 2**40))
    elif kind == "enum":
        out = {"type": "string", "enum": draw(st.lists(TEXT, min_size=1, max_size=4, unique=True))}
    elif kind == "int-enum":
        out = {"type": "integer", "enum": draw(st.lists(st.integers(-1000, 1000), min_size=1, max_size=3, unique=True))}
    elif kind == "array":
        out = {"type": "array", "items": {"type": "string"}}
    else:
        out = {"$ref": "#/components/schemas/" + _escape(draw(st.sampled_from(refs)))}
    if kind != "ref" and draw(st.booleans()):
        out["description"] = draw(TEXT)
    if kind != "ref" and draw(st.booleans()):
        out["title"] = draw(TEXT)
    return out


@st.composite
def spec_files(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """``(file name, spec)``: a small OpenAPI 3.1 document."""
    names = draw(st.lists(TEXT, min_size=1, max_size=3, unique=True))
    schemas: dict[str, Any] = {}
    for i, name in enumerate(names):
        props = draw(st.dictionaries(TEXT, property_schema(names[:i]), min_size=1, max_size=4))
        schemas[name] = {"type": "object", "properties": props, "required": draw(st.lists(st.sampled_from(sorted(props)), unique=True))}
        if draw(st.booleans()):
            schemas[name]["description"] = draw(TEXT)
    ref = "#/components/schemas/"
    paths: dict[str, Any] = {}
    op_ids = draw(st.lists(TEXT, min_size=3, max_size=3, unique=True))
    for n in range(draw(st.integers(1, 3))):
        segments = draw(st.lists(PATH_TEXT, min_size=1, max_size=2))
        params: list[dict[str, Any]] = []
        if draw(st.booleans()):
            pname = draw(PATH_TEXT)
            segments.append("{" + pname + "}")
            params.append({"name": pname, "in": "path", "required": True, "schema": {"type": "string"}, "description": draw(TEXT)})
        for qname in draw(st.lists(TEXT, max_size=2, unique=True)):
            schema = draw(st.sampled_from([{"type": "string"}, {"type": "integer"}, {"type": "string", "enum": draw(st.lists(TEXT, min_size=1, max_size=3, unique=True))}]))
            params.append({"name": qname, "in": "query", "required": draw(st.booleans()), "schema": schema})
        for hname in draw(st.lists(TOKEN, max_size=1)):
            if hname.lower() not in ("accept", "content-type", "authorization"):
                params.append({"name": hname, "in": "header", "schema": {"type": "string"}})
        method = draw(st.sampled_from(["get", "post", "put", "patch", "delete"]))
        op: dict[str, Any] = {"parameters": params, "tags": draw(st.lists(TEXT, max_size=2)), "summary": draw(TEXT), "description": draw(TEXT)}
        if draw(st.booleans()):
            op["operationId"] = op_ids[n]
        if method in ("post", "put", "patch") and draw(st.booleans()):
            op["requestBody"] = {"required": True, "content": {"application/json": {"schema": {"$ref": ref + _escape(draw(st.sampled_from(names)))}}}}
        if draw(st.booleans()):
            op["responses"] = {"200": {"description": draw(TEXT), "content": {"application/json": {"schema": {"$ref": ref + _escape(draw(st.sampled_from(names)))}}}}}
        else:
            op["responses"] = {"204": {"description": draw(TEXT)}}
        paths.setdefault("/" + "/".join(segments), {})[method] = op
    spec = {
        "openapi": "3.1.0",
        "info": {"title": draw(TEXT), "version": draw(TEXT), "description": draw(TEXT)},
        "servers": [{"url": "https://api.prop.test/v1"}],
        "tags": [{"name": t, "description": draw(TEXT)} for t in draw(st.lists(TEXT, max_size=2, unique=True))],
        "paths": paths,
        "components": {"schemas": schemas},
    }
    return draw(FILE_NAME) + ".json", spec


def _escape(name: str) -> str:
    """A component name as a ``$ref`` fragment: a JSON pointer token (RFC 6901) written as a
    URI fragment (RFC 3986: characters a URI cannot hold literally are percent-encoded)."""
    return quote(name.replace("~", "~0").replace("/", "~1"), safe="~!$&'()*+,;=:@?-._")


# --------------------------------------------------------------------------- checks


def value_for(t: TypeRef, api: Any, name: str = "v") -> Any:
    """A value of an IR type to send (and expect back); an object has its required
    properties."""
    if isinstance(t, LiteralOf):
        return t.values[0]
    if isinstance(t, ArrayOf):
        return [value_for(t.items, api, name)]
    if isinstance(t, Primitive):
        return {"int": 7, "str": f"{name}-é/?#%", "bool": True, "float": 1.5}.get(t.name, f"{name}")
    if isinstance(t, ModelRef):
        model = next(m for m in api.models if m.name == t.name)
        return {p.name: value_for(p.type, api, name) for p in model.properties if p.required}
    raise AssertionError(f"no value for {t}")


@contextmanager
def _imported(src: Path, package: str) -> Iterator[Any]:
    sys.path.insert(0, str(src))
    try:
        yield importlib.import_module(package)
    finally:
        sys.path.remove(str(src))
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]


@dataclass
class Generated:
    folder: Path
    package: str


def check_example(base: Path, n: int, file_name: str, spec: dict[str, Any]) -> Generated:
    """Generate one spec and check everything but the type checkers (see the module docstring)."""
    folder = base / f"ex{n}"
    folder.mkdir()
    (folder / file_name).write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    package = f"prop_sdk_{n}"
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        result = generate(config_from_args([file_name], "out", package))
    finally:
        os.chdir(cwd)
    with _imported(folder / "out" / "src", package) as pkg:
        types = importlib.import_module(f"{package}.types")
        models = importlib.import_module(f"{package}.types._models")
        for name in types.__all__:
            getattr(types, name)
        for obj in vars(models).values():
            if inspect.isclass(obj) and issubclass(obj, pydantic.BaseModel) and obj.__module__ == models.__name__:
                obj.model_rebuild(force=True)
        _check_enums(result.api, spec, types)
        for op in result.api.operations:
            _check_call(pkg, op, result.api, types)
    assert not list(base.rglob("PWNED")) and not Path("PWNED").exists()
    return Generated(folder / "out", package)


def _check_enums(api: Any, spec: dict[str, Any], types: Any) -> None:
    """Every enum of the spec is a literal of the IR, value for value, and every value of the
    literal properties of a model reads back as itself."""
    declared = sorted(json.dumps(ps["enum"]) for schema in spec["components"]["schemas"].values() for ps in schema["properties"].values() if "enum" in ps)
    declared += sorted(json.dumps(p["schema"]["enum"]) for item in spec["paths"].values() for op in item.values() for p in op["parameters"] if "enum" in p["schema"])
    found: list[str] = []
    for model in api.models:
        cls = getattr(types, model.name)
        for prop in model.properties:
            if not isinstance(prop.type, LiteralOf):
                continue
            found.append(json.dumps(list(prop.type.values)))
            for value in prop.type.values:
                data = {p.name: value_for(p.type, api) for p in model.properties if p.required and p is not prop}
                data[prop.name] = value
                assert cls.model_validate(data).model_dump(mode="json", by_alias=True, exclude_unset=True)[prop.name] == value
    found += [json.dumps(list(p.type.values)) for op in api.operations for p in op.parameters if isinstance(p.type, LiteralOf)]
    assert sorted(found) == sorted(declared)


def _check_call(pkg: Any, op: Operation, api: Any, types: Any) -> None:
    """Call the method with every argument and check the request on the wire."""
    sent: list[httpx.Request] = []
    response_body = _response_body(op, api, types)

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        if response_body is None:
            return httpx.Response(204)
        return httpx.Response(200, json=response_body)

    client = getattr(pkg, api.client.class_name)(api_key="k", max_retries=0, http_client=httpx.Client(transport=httpx.MockTransport(handler)))
    target: Any = client
    for attr in op.resource:
        target = getattr(target, attr)
    assert op.implementation is not None
    kwargs: dict[str, Any] = {}
    expected_body: dict[str, Any] = {}
    types_by_wire = {(p.location, p.name): p.type for p in op.parameters}
    body_props = {p.name: p.type for p in op.request_body.properties} if op.request_body else {}
    for a in op.implementation.args:
        if a.location == "body":
            value = value_for(body_props[a.wire_name], api, a.py_name)
            expected_body[a.wire_name] = value
        elif a.location == "body_whole":
            assert op.request_body is not None
            value = value_for(op.request_body.schema, api)
        elif a.location == "header":
            value = "h-" + a.py_name  # a header value is the caller's: ASCII
        else:
            value = value_for(types_by_wire[(a.location, a.wire_name)], api, a.py_name)
        kwargs[a.py_name] = value
    result = getattr(target, op.name)(**kwargs)
    request = sent[0]
    assert request.method == op.method.upper()
    path = op.path
    for p in op.parameters:
        if p.location == "path":
            path = path.replace("{" + p.name + "}", str(kwargs[p.py_name]))
    assert unquote(request.url.raw_path.decode().split("?")[0]) == "/v1" + path
    query = dict(request.url.params.multi_items())
    for p in op.parameters:
        if p.location == "query":
            value = kwargs[p.py_name]
            assert query.pop(p.name) == (str(value) if not isinstance(value, bool) else str(value).lower()), p.name
        if p.location == "header":
            assert request.headers[p.name] == kwargs[p.py_name]
    assert not query
    if op.request_body and op.request_body.flattened:
        assert json.loads(request.content) == expected_body
    if response_body is not None and hasattr(result, "model_dump"):
        assert result.model_dump(mode="json", by_alias=True, exclude_unset=True) == response_body


def _response_body(op: Operation, api: Any, types: Any) -> dict[str, Any] | None:
    media = next((m for m in op.success if m.decode == "json"), None)
    if media is None or not isinstance(media.type, ModelRef):
        return None
    model = next(m for m in api.models if m.name == media.type.name)
    return {p.name: value_for(p.type, api, "r") for p in model.properties}


# --------------------------------------------------------------------------- tests


def _run(tmp_path: Path, examples: int, derandomize: bool, seed_value: int | None = None) -> None:
    generated: list[Generated] = []
    count = itertools.count()

    # shrinking regenerates a package per step (minutes): only on request
    phases = list(Phase) if os.environ.get("SDKGEN_HYPOTHESIS_SHRINK") else [Phase.explicit, Phase.generate]

    dump = os.environ.get("SDKGEN_HYPOTHESIS_DUMP")  # a folder: every example's spec is copied there

    @settings(max_examples=examples, deadline=None, database=None, derandomize=derandomize, suppress_health_check=list(HealthCheck), print_blob=True, phases=phases)
    @seed(seed_value)
    @given(spec_files())
    def one(case: tuple[str, dict[str, Any]]) -> None:
        if dump:
            Path(dump, "last.json").write_text(json.dumps(case[1], ensure_ascii=False), encoding="utf-8")
        generated.append(check_example(tmp_path, next(count), *case))

    one()
    check_packages([(g.folder, g.package) for g in generated], mypy_cache=tmp_path / ".mypy")
    print(f"{len(generated)} arbitrary specs generated, imported, called and type-checked")


def test_arbitrary_specs_give_working_packages(tmp_path: Path) -> None:
    _run(tmp_path, examples=6, derandomize=True)


@pytest.mark.slow
def test_arbitrary_specs_give_working_packages_long(tmp_path: Path) -> None:
    explore = bool(os.environ.get("SDKGEN_HYPOTHESIS_RANDOM"))
    _run(tmp_path, examples=30, derandomize=False, seed_value=None if explore else 20261130)
