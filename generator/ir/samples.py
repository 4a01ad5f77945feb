"""Deterministic values valid for a JSON Schema: the arguments each operation is called with
by the tests shipped in the generated package (``tests/`` beside ``src/``, run against a mock
server started from the spec) and by this repository's wide-corpus contract tests
(``tests/test_wide_corpus.py``, which import it through ``tests/_schema_values.py``).

:class:`ValueBuilder` works on a *normalised* document (``generator.normalise``: every ``$ref``
is ``#/components/schemas/...``, nullable is ``anyOf [T, null]``, ``allOf`` of objects is merged).
For a schema it returns, in this order, the first candidate that validates against the schema
(JSON Schema 2020-12, with format checks):

1. the spec's own data: ``const``, ``example``, each of ``examples``, ``default``, each ``enum``
   value (an example that contradicts its schema is an error of the spec and is not used);
2. a value built from the schema: objects with their required properties, arrays with
   ``max(minItems, 1)`` items, strings honouring ``format``, ``minLength``/``maxLength`` and
   ``pattern`` (the smallest match hypothesis finds, derandomised), numbers inside their bounds
   and ``multipleOf``; unions try each non-null branch in turn.

When no candidate validates (a contradictory schema, or one this builder cannot satisfy) the
built value is returned anyway and :attr:`ValueBuilder.invalid` records the pointer, so the
test reports it instead of trusting it.  Nothing is random: the same document always gives the
same values.

:func:`operation_samples` turns those values into the keyword arguments of each generated
method (:class:`generator.ir.model.OperationSample`, computed at IR build time), and
:func:`mock_document` gives the document the mock server serves (the normalised document as
canonical JSON), so both are functions of the IR.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
from typing import Any

import jsonschema
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from ..literals import python_literal
from ..walk import follow_local_refs, iter_operations
from .model import Operation, OperationSample, SampleArg
from .types import is_json_media

MAX_DEPTH = 8  # deeper than this, a recursive schema gets its smallest value

_FORMATS: dict[str, str] = {
    "date": "2024-01-02",
    "date-time": "2024-01-02T03:04:05Z",
    "time": "03:04:05Z",
    "uuid": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
    "email": "user@example.com",
    "idn-email": "user@example.com",
    "uri": "https://example.com/a",
    "url": "https://example.com/a",
    "iri": "https://example.com/a",
    "uri-reference": "https://example.com/a",
    "hostname": "example.com",
    "idn-hostname": "example.com",
    "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1",
    "byte": "AAEC",
    "duration": "P1D",
    "regex": "a+",
    "json-pointer": "/a",
    "int32": "1",
    "int64": "1",
}


@functools.lru_cache(maxsize=4096)
def regex_value(pattern: str) -> str | None:
    """The smallest string hypothesis finds matching ``pattern`` (searched, as JSON Schema's
    ``pattern``, anywhere in the string), or ``None`` (a pattern Python cannot compile or
    hypothesis cannot satisfy)."""
    try:
        re.compile(pattern)
    except re.error:
        return None
    import hypothesis
    from hypothesis import strategies as st

    try:
        found: str = hypothesis.find(
            st.from_regex(pattern),
            lambda s: True,
            settings=hypothesis.settings(
                database=None, derandomize=True, max_examples=50, deadline=None
            ),
        )
    except Exception:  # noqa: BLE001 - hypothesis raises several kinds for unsatisfiable regexes
        return None
    return found


_BASE64 = re.compile(r"^[A-Za-z0-9+/]*={0,2}$")
_FORMAT_CHECKER = jsonschema.FormatChecker()  # JSON Schema's formats, and OpenAPI's ``byte``


@_FORMAT_CHECKER.checks("byte")
def _is_byte(value: object) -> bool:
    """OpenAPI's ``format: byte``: base64 text (RFC 4648 section 4), as mock servers check it."""
    return not isinstance(value, str) or (len(value) % 4 == 0 and bool(_BASE64.match(value)))


class ValueBuilder:
    """Values for the schemas of one normalised document (see the module docstring).

    Attributes:
        invalid: pointers (or descriptions) of schemas no candidate value satisfied.
    """

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.schemas: dict[str, Any] = (document.get("components") or {}).get("schemas") or {}
        self.registry: Registry[Any] = Registry().with_resource(
            "urn:doc", DRAFT202012.create_resource(document)
        )
        self.invalid: list[str] = []

    # ------------------------------------------------------------------ validation

    def _validator(self, schema: Any) -> jsonschema.protocols.Validator:
        return jsonschema.Draft202012Validator(
            self._rooted(schema),
            registry=self.registry,
            format_checker=_FORMAT_CHECKER,
        )

    def _rooted(self, node: Any) -> Any:
        """``node`` with its ``#/...`` refs pointing into ``urn:doc``."""
        if isinstance(node, dict):
            return {
                k: (
                    "urn:doc" + v
                    if k == "$ref" and isinstance(v, str) and v.startswith("#")
                    else self._rooted(v)
                )
                for k, v in node.items()
            }
        if isinstance(node, list):
            return [self._rooted(v) for v in node]
        return node

    def valid(self, schema: Any, value: Any) -> bool:
        """Whether ``value`` is valid for ``schema`` (a schema of this document)."""
        try:
            return self._validator(schema).is_valid(value)
        except (
            jsonschema.exceptions.SchemaError,
            jsonschema.exceptions._WrappedReferencingError,
            RecursionError,
            re.error,
        ):
            return True  # a schema the validator cannot read: nothing to check it with

    # ------------------------------------------------------------------ building

    def value(self, schema: Any, where: str = "") -> Any:
        """A value valid for ``schema`` (see the module docstring); ``where`` names it in
        :attr:`invalid` when none is."""
        built = self._value(schema, 0)
        if not self.valid(schema, built):
            self.invalid.append(where or repr(schema)[:200])
        return built

    def _resolve(self, schema: Any) -> Any:
        seen = 0
        while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and seen < 50:
            ref = schema["$ref"]
            if not ref.startswith("#/components/schemas/"):
                return {}
            target = self.schemas.get(
                ref.rsplit("/", 1)[1].replace("~1", "/").replace("~0", "~"), {}
            )
            extra = {k: v for k, v in schema.items() if k != "$ref"}
            schema = {**target, **extra} if extra else target
            seen += 1
        return schema

    def _data(self, schema: dict[str, Any]) -> list[Any]:
        out: list[Any] = []
        if "const" in schema:
            out.append(schema["const"])
        if "example" in schema:
            out.append(schema["example"])
        if isinstance(schema.get("examples"), list):
            out.extend(schema["examples"])
        if "default" in schema:
            out.append(schema["default"])
        if isinstance(schema.get("enum"), list):
            out.extend(v for v in schema["enum"] if v is not None)
        return out

    def _value(self, schema: Any, depth: int) -> Any:
        schema = self._resolve(schema)
        if not isinstance(schema, dict):
            return "string" if schema is not False else None
        for candidate in self._data(schema):
            if self.valid(schema, candidate):
                return candidate
        if depth > 4 * MAX_DEPTH:
            # unions and allOfs that lead back to themselves with no object in between (a
            # union listing itself) would recurse without end: the smallest value instead
            return self._smallest(schema)
        branches = [
            b
            for b in (schema.get("anyOf") or schema.get("oneOf") or [])
            if not _is_null(self._resolve(b))
        ]
        if branches:
            # a value valid for the union and for its own branch alone: the normalised document
            # reads a oneOf without discriminator as anyOf, but the server checks the spec's
            # oneOf, which refuses a value that several branches accept ({} when no branch
            # requires anything)
            first: Any = None
            shared: list[Any] = []  # valid for the union, but also for another branch
            own = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf", "discriminator")}
            around = bool(own.get("properties") or own.get("required"))
            for i, branch in enumerate(branches):
                bare = isinstance(branch, dict) and not any(
                    k in branch for k in ("$ref", "type", "properties", "anyOf", "oneOf")
                )
                resolved_branch = self._resolve(branch)
                if isinstance(resolved_branch, dict) and (bare or around):
                    # a bare constraint ({required: [a]}), or a variant of an object that
                    # declares properties itself, applies to the schema around it: the
                    # variant's properties and required names join the object's
                    branch = {
                        **own,
                        **resolved_branch,
                        "properties": {
                            **(own.get("properties") or {}),
                            **(resolved_branch.get("properties") or {}),
                        },
                        "required": [
                            *own.get("required", []),
                            *resolved_branch.get("required", []),
                        ],
                    }
                built = self._value(branch, depth + 1)
                if i == 0:
                    first = built
                others = [b for j, b in enumerate(branches) if j != i]
                if self.valid(schema, built):
                    if not any(self.valid(b, built) for b in others):
                        return built
                    shared.append(built)
                resolved = self._resolve(branch)
                if isinstance(built, dict) and isinstance(resolved, dict):
                    # one optional property more tells this branch apart
                    for name, prop in (resolved.get("properties") or {}).items():
                        if name not in built:
                            trial = {**built, name: self._value(prop, depth + 2)}
                            if self.valid(schema, trial) and not any(
                                self.valid(b, trial) for b in others
                            ):
                                return trial
            return shared[0] if shared else first
        if schema.get("allOf"):
            combined: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
            for part in schema["allOf"]:
                part = self._resolve(part)
                if isinstance(part, dict):
                    for k, v in part.items():
                        if k == "properties":
                            combined["properties"] = {**combined.get("properties", {}), **v}
                        elif k == "required":
                            combined["required"] = sorted({*combined.get("required", []), *v})
                        else:
                            combined.setdefault(k, v)
            return self._value(combined, depth)
        return self._typed(schema, _type_of(schema), depth)

    def _typed(self, schema: dict[str, Any], kind: str, depth: int) -> Any:
        if kind == "object":
            return self._object(schema, depth)
        if kind == "array":
            if depth >= MAX_DEPTH:
                return []
            count = max(int(schema.get("minItems") or 0), 1)
            prefix = schema.get("prefixItems") or []
            items = [self._value(p, depth + 1) for p in prefix]
            item_schema = schema.get("items", {})
            while len(items) < count and item_schema is not False:
                items.append(self._value(item_schema, depth + 1))
            if schema.get("uniqueItems") and len(items) > 1:
                items = items[:1] if all(i == items[0] for i in items) else items
            return items
        if kind == "integer":
            return int(self._number(schema, integer=True))
        if kind == "number":
            return self._number(schema, integer=False)
        if kind == "boolean":
            return True
        if kind == "null":
            return None
        return self._string(schema)

    def _object(self, schema: dict[str, Any], depth: int) -> dict[str, Any]:
        props: dict[str, Any] = schema.get("properties") or {}
        required = [r for r in schema.get("required") or [] if isinstance(r, str)]
        out: dict[str, Any] = {}
        for name in required:
            prop = props.get(name)
            if prop is None:
                extra = schema.get("additionalProperties")
                prop = extra if isinstance(extra, dict) else {"type": "string"}
            out[name] = self._value(prop, depth + 1) if depth < MAX_DEPTH else self._smallest(prop)
        need = int(schema.get("minProperties") or 0)
        for name, prop in props.items():
            if len(out) >= need:
                break
            out.setdefault(name, self._value(prop, depth + 1))
        return out

    def _smallest(self, schema: Any) -> Any:
        schema = self._resolve(schema)
        if not isinstance(schema, dict):
            return None
        data = self._data(schema)
        if data:
            return data[0]
        kind = _type_of(schema)
        return {
            "object": {},
            "array": [],
            "integer": 0,
            "number": 0,
            "boolean": False,
            "null": None,
        }.get(kind, "")

    def _number(self, schema: dict[str, Any], *, integer: bool) -> float | int:
        low, high = schema.get("minimum"), schema.get("maximum")
        ex_low, ex_high = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
        if isinstance(ex_low, bool):  # OpenAPI 3.0 spelling: a flag on minimum
            ex_low, low = (low, None) if ex_low else (None, low)
        if isinstance(ex_high, bool):
            ex_high, high = (high, None) if ex_high else (None, high)
        step = schema.get("multipleOf")
        bounds = [b for b in (low, ex_low, high, ex_high) if isinstance(b, (int, float))]
        lo = max((b for b in (low, ex_low) if isinstance(b, (int, float))), default=None)
        hi = min((b for b in (high, ex_high) if isinstance(b, (int, float))), default=None)
        candidates: list[float] = [1]
        if lo is not None:
            candidates += [lo, lo + 1]
        if hi is not None:
            candidates += [hi, hi - 1]
        if lo is not None and hi is not None:
            candidates.insert(0, (lo + hi) / 2)
        candidates += [0, -1, *bounds]

        def fits(v: float) -> bool:
            return (
                (not isinstance(low, (int, float)) or v >= low)
                and (not isinstance(ex_low, (int, float)) or v > ex_low)
                and (not isinstance(high, (int, float)) or v <= high)
                and (not isinstance(ex_high, (int, float)) or v < ex_high)
                and (
                    not isinstance(step, (int, float))
                    or step <= 0
                    or abs(v / step - round(v / step)) < 1e-9
                )
            )

        for v in candidates:
            options = [math.ceil(v), math.floor(v)] if integer else [v]
            if isinstance(step, (int, float)) and step > 0:
                options = [math.ceil(v / step) * step, math.floor(v / step) * step]
            for option in options:
                if fits(option) and (not integer or float(option).is_integer()):
                    return int(option) if integer else float(option)
        return 1 if integer else 1.0

    def _string(self, schema: dict[str, Any]) -> str:
        fmt = schema.get("format")
        pattern = schema.get("pattern")
        low = int(schema.get("minLength") or 0)
        high = schema.get("maxLength")
        candidates: list[str] = []
        if isinstance(pattern, str):
            found = regex_value(pattern)
            if found is not None:
                candidates.append(found)
        if isinstance(fmt, str) and fmt in _FORMATS:
            candidates.append(_FORMATS[fmt])
        candidates.append("string")
        for text in candidates:
            if len(text) < low:
                text = text + "a" * (low - len(text))
            if isinstance(high, int) and len(text) > high:
                text = text[:high]
            if self.valid(schema, text):
                return text
        return candidates[0]


def _is_null(schema: Any) -> bool:
    return isinstance(schema, dict) and (
        schema.get("type") == "null" or schema.get("const", 0) is None and "const" in schema
    )


def _type_of(schema: dict[str, Any]) -> str:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if isinstance(kind, str):
        return kind
    if "properties" in schema or "additionalProperties" in schema or "required" in schema:
        return "object"
    if "items" in schema or "prefixItems" in schema:
        return "array"
    if any(
        k in schema
        for k in ("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum")
    ):
        return "number"
    return "string"


# --------------------------------------------------------------------------- operation samples

UPLOAD = "UPLOAD"  # the name the shipped tests give their file content
_PARAMETER_PLACES = ("path", "query", "header", "cookie")


def mock_document(document: dict[str, Any]) -> str:
    """The document the shipped tests' mock server serves: the normalised ``document`` as
    canonical JSON (sorted keys, two-space indent, UTF-8 text, final newline), so the same
    input always gives the same bytes, with the object parts of multipart bodies spelled as
    JSON text (:func:`_multipart_json_parts`), status ranges in upper case
    (:func:`_upper_case_ranges`) and examples and extensions that refer to other files left
    out (:func:`without_external_refs`)."""
    served = without_external_refs(_upper_case_ranges(_multipart_json_parts(document)))
    return json.dumps(served, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _has_external_ref(node: Any) -> bool:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and not ref.startswith("#"):
            return True
        return any(_has_external_ref(v) for v in node.values())
    if isinstance(node, list):
        return any(_has_external_ref(v) for v in node)
    return False


def without_external_refs(node: Any, parent: str = "") -> Any:
    """``node`` without the ``x-`` extensions and ``examples`` entries that ``$ref`` other files
    (code samples and examples that point at files not shipped with the package: Prism refuses
    to start, and every shipped test failed).  Neither carries meaning for validating a
    request; Prism then makes answers up from the schemas."""
    if isinstance(node, dict):
        return {
            k: without_external_refs(v, k if isinstance(k, str) else "")
            for k, v in node.items()
            if not ((parent == "examples" or (isinstance(k, str) and k.startswith("x-"))) and _has_external_ref(v))
        }
    if isinstance(node, list):
        return [without_external_refs(v) for v in node]
    return node


def _upper_case_ranges(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with response status ranges spelled in upper case (``3xx`` -> ``3XX``, as
    OpenAPI 3.1 section 4.8.16.2 writes them; the client reads either): Prism answered a
    lower-case range with 500 "Invalid status code"."""
    out = None
    for path, method, op, _ptr in iter_operations(document):
        responses = op.get("responses")
        if not isinstance(responses, dict) or not any(isinstance(k, str) and re.fullmatch(r"[1-5]xx", k) for k in responses):
            continue
        if out is None:
            out = {**document, "paths": dict(document["paths"])}
        fixed = {(k.upper() if isinstance(k, str) and re.fullmatch(r"[1-5]xx", k) else k): v for k, v in responses.items()}
        new_item = out["paths"][path] = dict(out["paths"][path])
        new_item[method] = {**op, "responses": fixed}
    return out if out is not None else document


def _multipart_json_parts(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` with each object-valued property of a ``multipart/form-data`` request body
    declared as what travels in its part: a string of JSON (``type: string``,
    ``contentMediaType: application/json``, the original schema as ``contentSchema``: JSON
    Schema 2020-12 section 8.3).  The client sends such a property as a JSON part (OpenAPI 3.1
    section 4.8.15: an object's default part type is ``application/json``), but Prism reads
    every part as text and rejected it as "must be object" (outline's ``documents.import``).
    The body schema is copied inline for the operation (a component may also be a JSON body
    elsewhere, whose check must not change); the document is returned unchanged when no
    multipart body has an object part."""
    rewritten: dict[tuple[str, str], dict[str, Any]] = {}
    for path, method, op, _ptr in iter_operations(document):
        body = op.get("requestBody")
        content = body.get("content") if isinstance(body, dict) else None
        media = content.get("multipart/form-data") if isinstance(content, dict) else None
        schema = _local(document, media.get("schema")) if isinstance(media, dict) else None
        props = schema.get("properties") if isinstance(schema, dict) else None
        if not isinstance(props, dict):
            continue
        parts = {name: prop for name, prop in props.items() if _object_valued(document, prop)}
        if not parts:
            continue
        text = {
            name: {
                **{k: v for k, v in prop.items() if k in ("title", "description")},
                "type": "string",
                "contentMediaType": "application/json",
                "contentSchema": prop,
            }
            for name, prop in parts.items()
        }
        assert isinstance(schema, dict)
        rewritten[(path, method)] = {**schema, "properties": {**props, **text}}
    if not rewritten:
        return document
    out = dict(document)
    out["paths"] = dict(document["paths"])
    for (path, method), schema in rewritten.items():
        item = out["paths"][path] = dict(out["paths"][path])
        op = item[method] = dict(item[method])
        body = op["requestBody"] = dict(op["requestBody"])
        content = body["content"] = dict(body["content"])
        content["multipart/form-data"] = {**content["multipart/form-data"], "schema": schema}
    return out


def _local(document: dict[str, Any], node: Any) -> Any:
    """``node`` with local ``$ref``s followed (at most 32; a dangling one gives ``None``)."""
    return follow_local_refs(document, node)


def _object_valued(document: dict[str, Any], prop: Any) -> bool:
    """Whether a property's schema (``$ref``s followed; a nullable one by its other branch)
    is an object (``type: object``, or ``properties`` without a ``type``) or an array of
    objects, which the client sends as one part of JSON text."""
    prop = _local(document, prop)
    if not isinstance(prop, dict):
        return False
    branches = [_local(document, b) for b in prop.get("anyOf") or prop.get("oneOf") or []]
    others = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
    if len(others) == 1 and len(branches) == 2:
        prop = others[0]
        if not isinstance(prop, dict):
            return False
    kind = prop.get("type")
    if kind == "array":  # an array of objects also travels as one part of JSON text
        return _object_valued(document, prop.get("items"))
    return kind == "object" or (kind is None and isinstance(prop.get("properties"), dict))


def _is_file_schema(builder: ValueBuilder, schema: Any, depth: int = 0) -> bool:
    schema = builder._resolve(schema)
    if not isinstance(schema, dict) or depth > MAX_DEPTH:
        return False
    if schema.get("format") == "binary" or "contentMediaType" in schema:
        return True
    if isinstance(schema.get("items"), dict):
        return _is_file_schema(builder, schema["items"], depth + 1)
    return any(
        _is_file_schema(builder, b, depth + 1) for b in (schema.get("anyOf") or schema.get("oneOf") or [])
    )


def _media_examples(media: dict[str, Any]) -> list[Any]:
    """The request body examples of a Media Type Object (``example``, then each of
    ``examples``' values, in document order): the spec's own request, tried before values
    built from the schema (a body with no schema has nothing else)."""
    out: list[Any] = []
    if "example" in media:
        out.append(media["example"])
    examples = media.get("examples")
    if isinstance(examples, dict):
        out.extend(e["value"] for e in examples.values() if isinstance(e, dict) and "value" in e)
    return out


def _parameters(document: dict[str, Any], path: str, method: str) -> dict[tuple[str, str], dict[str, Any]]:
    """``(in, name) -> Parameter object`` of one operation (the path item's, then the
    operation's, which override them: OpenAPI 3.1 section 4.8.9.1)."""
    item = (document.get("paths") or {}).get(path) or {}
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for params in (item.get("parameters"), (item.get(method) or {}).get("parameters")):
        for p in params or ():
            if isinstance(p, dict) and isinstance(p.get("in"), str) and isinstance(p.get("name"), str):
                found[(p["in"], p["name"])] = p
    return found


def operation_sample(document: dict[str, Any], op: Operation, builder: ValueBuilder) -> OperationSample:
    """The sample call of ``op`` (see :class:`generator.ir.model.OperationSample`): every
    required argument (path, query, header and cookie parameters, body properties or the whole
    body) with a value valid for its schema in the normalised ``document``; files get
    :data:`UPLOAD`.  A value no candidate satisfies makes the sample a skip naming its pointer."""
    if op.implementation is None:
        return OperationSample(args=(), skip=f"{op.method.upper()} {op.path} has no generated method")
    before = len(builder.invalid)
    raw = (document.get("paths") or {}).get(op.path, {}).get(op.method) or {}
    params = _parameters(document, op.path, op.method)
    body = op.request_body
    body_value: Any = None
    file_props: set[str] = set()
    where = f"{op.method.upper()} {op.path}"
    if body is not None:
        media = ((raw.get("requestBody") or {}).get("content") or {}).get(body.content_type) or {}
        schema = media.get("schema", {})
        if body.encoding == "binary":
            body_value = UPLOAD
        else:
            examples = _media_examples(media)
            valid = [e for e in examples if builder.valid(schema, e)]
            body_value = valid[0] if valid else builder.value(schema, f"{where} request body ({body.content_type})")
            if body.encoding == "text" and not isinstance(body_value, str):
                body_value = json.dumps(body_value)  # a text body is typed str: the value's text
            if body.encoding in ("multipart", "form"):
                resolved = builder._resolve(schema)
                props = (resolved.get("properties") or {}) if isinstance(resolved, dict) else {}
                file_props = {n for n, s in props.items() if _is_file_schema(builder, s)} | set(body.file_fields)
    args: list[SampleArg] = []
    missing: list[str] = []
    stream_param = op.stream.param if op.stream is not None else None
    for arg in op.implementation.args:
        if arg.location in _PARAMETER_PLACES:
            param = params.get((arg.location, arg.wire_name)) or {}
            if not arg.required and not param.get("required"):
                continue
            value = builder.value(param.get("schema", {}), f"{where} {arg.location} parameter {arg.wire_name!r}")
            if arg.location == "path" and value == "":
                # an empty path segment calls another route (`/things/` for `/things/{id}`)
                value = next((c for c in ("id", "x", "0", "a") if builder.valid(param.get("schema", {}), c)), value)
            args.append(SampleArg(arg.py_name, python_literal(value)))
        elif arg.location == "body_whole":
            if body_value is UPLOAD:
                args.append(SampleArg(arg.py_name, UPLOAD))
            elif body_value is not None:
                args.append(SampleArg(arg.py_name, python_literal(body_value)))
            elif arg.required:
                missing.append(arg.py_name)
        elif arg.location == "body":
            if arg.wire_name == stream_param:
                continue  # the tests choose the stream flag themselves
            if isinstance(body_value, dict) and arg.wire_name in body_value:
                if arg.wire_name in file_props:
                    listed = isinstance(body_value[arg.wire_name], list)
                    args.append(SampleArg(arg.py_name, f"[{UPLOAD}, {UPLOAD}]" if listed else UPLOAD))
                else:
                    args.append(SampleArg(arg.py_name, python_literal(body_value[arg.wire_name])))
            elif arg.required:
                missing.append(arg.py_name)
    skip = ""
    if len(builder.invalid) > before:
        skip = "no value satisfies the schema of " + "; ".join(builder.invalid[before:])
    elif missing:
        skip = f"{where}: no value for the required argument(s) {', '.join(missing)}"
    if not skip and not (op.stream is not None and not op.stream.param):
        skip = _answer_skip(raw, op, builder, where) or _media_skip(raw, op, where)
    if "?" in op.path:
        skip = f"the mock server cannot route {where}: its path holds a query string"
    stream_skip = _stream_skip(raw, where) if op.stream is not None else ""
    stream_arg = next((a.py_name for a in op.implementation.args if a.location == "body" and a.wire_name == stream_param), "")
    if op.stream is not None and not stream_arg:
        skip = skip or stream_skip  # it always streams: every call needs the event stream
    return OperationSample(args=tuple(args), skip=skip, stream_skip=stream_skip, stream_arg=stream_arg)


def _answer_skip(raw: dict[str, Any], op: Operation, builder: ValueBuilder, where: str) -> str:
    """Why the client cannot read the answer the mock serves for ``op``, or ``""``: Prism
    answers with the success response's first example (``example``, else the first of
    ``examples``), and one that contradicts the response's own schema is refused by the client
    as the API's answer would be (Blockfrost's ``utils/addresses/xpub`` example is an array, its
    schema an object: 4 shipped tests failed with no hint).  That is the spec's mistake: the
    tests skip it, saying so."""
    response = (raw.get("responses") or {}).get(op.success_status)
    content = response.get("content") if isinstance(response, dict) else None
    if not isinstance(content, dict):
        return ""
    for media_type, media in content.items():
        if not isinstance(media, dict) or not is_json_media(str(media_type)) or "schema" not in media:
            continue
        examples = _media_examples(media)
        if examples and not builder.valid(media["schema"], examples[0]):
            return (
                f"the mock answers {where} with the spec's example ({media_type}), which contradicts the "
                "response's own schema: fix the example or the schema (a patch in sdkgen.yaml)"
            )
        return ""
    return ""


def _servable(media_type: str, media: Any) -> bool:
    """Whether the mock (Prism 5) can send an answer of this media type: it serialises JSON
    (``application/json``, ``+json``), XML and ``text/*``, and any other type only when the
    value it makes up is a string (a ``type: string`` schema, a string example)."""
    base = media_type.split(";")[0].strip().lower()
    if base in ("application/json", "application/xml") or base.endswith(("+json", "+xml")) or base.startswith("text/"):
        return True
    if not isinstance(media, dict):
        return False
    schema = media.get("schema")
    return isinstance(media.get("example"), str) or (isinstance(schema, dict) and schema.get("type") == "string")


def _media_skip(raw: dict[str, Any], op: Operation, where: str) -> str:
    """Why the mock cannot answer ``op`` at all, or ``""``: none of its success response's
    media types is one Prism can serialise (``application/x-jsonl`` of objects: it answers 500
    "Cannot find serializer")."""
    response = (raw.get("responses") or {}).get(op.success_status)
    content = response.get("content") if isinstance(response, dict) else None
    if not isinstance(content, dict) or not content or any(_servable(str(ct), m) for ct, m in content.items()):
        return ""
    return f"the mock cannot serve {where}: Prism sends only JSON, XML, text or string values, not {', '.join(sorted(map(str, content)))}"


def _stream_skip(raw: dict[str, Any], where: str) -> str:
    """Why the mock cannot answer the ``stream=True`` call of an operation, or ``""``: Prism
    (5.x) serves a ``text/event-stream`` answer only from an example of it (a string); from
    the events' schema alone it answers 500 (``Cannot serialise complex objects as text``)."""
    for status, response in sorted((raw.get("responses") or {}).items()):
        if not (str(status).startswith("2") and isinstance(response, dict)):
            continue
        media = (response.get("content") or {}).get("text/event-stream")
        if not isinstance(media, dict):
            continue
        examples = media.get("examples")
        if isinstance(media.get("example"), str) or (
            isinstance(examples, dict)
            and any(isinstance(e, dict) and isinstance(e.get("value"), str) for e in examples.values())
        ):
            return ""
        return (
            f"the mock cannot serve {where} as an event stream: the spec gives no example of its "
            "text/event-stream answer, and from the events' schema Prism answers 500 "
            "(Cannot serialise complex objects as text)"
        )
    return f"the mock cannot serve {where} as an event stream: no 2xx response documents text/event-stream"


def operation_samples(document: dict[str, Any], operations: tuple[Operation, ...] | list[Operation]) -> list[Operation]:
    """``operations`` with their :attr:`~generator.ir.model.Operation.sample` set, all from one
    :class:`ValueBuilder` over the normalised ``document`` (deterministic)."""
    builder = ValueBuilder(document)
    return [dataclasses.replace(op, sample=operation_sample(document, op, builder)) for op in operations]
