"""The sample call of each operation: the keyword arguments that the tests shipped in the
generated package (``tests/`` beside ``src/``, run against a mock server started from the spec)
and this repository's wide-corpus contract tests call each generated method with: the spec's
examples, else values :class:`~generator.ir.values.ValueBuilder` builds from the schemas.

:func:`operation_samples` turns those values into the keyword arguments of each generated
method (:class:`generator.ir.model.OperationSample`, computed at IR build time), and
:func:`mock_document` gives the document the mock server serves (the normalised document as
canonical JSON), so both are functions of the IR.
"""


from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

from ..literals import python_literal
from ..normalise.composition import EXTENDS
from ..walk import follow_local_refs, iter_operations
from .model import Operation, OperationSample, SampleArg
from .types import is_json_media
from .values import CHAR_LIMIT, MAX_DEPTH, MAX_STRING, NODE_LIMIT, ValueBuilder, small_enough

# --------------------------------------------------------------------------- operation samples

UPLOAD = "UPLOAD"  # the name the shipped tests give their file content
_PARAMETER_PLACES = ("path", "query", "header", "cookie")


def mock_document(document: dict[str, Any]) -> str:
    """The document the shipped tests' mock server serves: the normalised ``document`` as
    canonical JSON (sorted keys, two-space indent, UTF-8 text, final newline), so the same
    input always gives the same bytes, with the object parts of multipart bodies spelled as
    JSON text (:func:`_multipart_json_parts`), status ranges in upper case
    (:func:`_upper_case_ranges`) and examples and extensions that refer to other files left
    out (:func:`without_external_refs`, which drops ``allof_merge``'s ``x-sdkgen-extends``
    too: the generator's note, not the API's)."""
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
            if not ((parent == "examples" or (isinstance(k, str) and k.startswith("x-"))) and _has_external_ref(v)) and k != EXTENDS
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


def _is_file_schema(builder: ValueBuilder, schema: Any, depth: int = 0, _seen: dict[int, Any] | None = None) -> bool:
    """Whether ``schema`` is file content (``format: binary``, a ``contentMediaType``), an array
    of it or a union with such a member; each schema is looked at once (``_seen``), so unions
    that list each other end in linear time."""
    schema = builder._resolve(schema)
    seen: dict[int, Any] = {} if _seen is None else _seen  # id -> the schema, kept alive
    if not isinstance(schema, dict) or depth > MAX_DEPTH or id(schema) in seen:
        return False
    seen[id(schema)] = schema
    if schema.get("format") == "binary" or "contentMediaType" in schema:
        return True
    if isinstance(schema.get("items"), dict):
        return _is_file_schema(builder, schema["items"], depth + 1, seen)
    return any(
        _is_file_schema(builder, b, depth + 1, seen) for b in (schema.get("anyOf") or schema.get("oneOf") or [])
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
            examples = [e for e in _media_examples(media) if small_enough(e)]
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
        skip = _invalid_skip(builder.invalid[before:], builder.oversized)
    elif missing:
        skip = f"{where}: no value for the required argument(s) {', '.join(missing)}"
    elif unsent := _unsent_body_keys(op, body_value, stream_param):
        # `required` names a property the schema does not declare (warned `required-unknown`):
        # the method has no argument for it, so its request lacks what the spec requires
        skip = (
            f"{where}: the request body requires {', '.join(map(repr, unsent))}, which its schema does not declare, "
            "so no argument sends it (declare the properties with a patch in sdkgen.yaml)"
        )
    if not skip:
        skip = _no_success_skip(raw, where)
    if not skip and not (op.stream is not None and not op.stream.param):
        skip = _answer_skip(raw, op, builder, where) or _media_skip(raw, op, where) or _header_skip(raw, op, where) or _form_skip(body, body_value, where)
    if "?" in op.path:
        skip = f"the mock server cannot route {where}: its path holds a query string"
    stream_skip = _stream_skip(raw, where) if op.stream is not None else ""
    stream_arg = next((a.py_name for a in op.implementation.args if a.location == "body" and a.wire_name == stream_param), "")
    if op.stream is not None and not stream_arg:
        skip = skip or stream_skip  # it always streams: every call needs the event stream
    return OperationSample(args=tuple(args), skip=skip, stream_skip=stream_skip, stream_arg=stream_arg)


def _invalid_skip(invalid: list[str], oversized: list[str]) -> str:
    """Why a sample with the values named in ``invalid`` (:attr:`ValueBuilder.invalid`) is a
    skip: no value satisfies their schemas, or (those in ``oversized``) a valid value is larger
    than the builder's bounds (:data:`generator.ir.values.NODE_LIMIT` values,
    :data:`~generator.ir.values.CHAR_LIMIT` characters, strings of
    :data:`~generator.ir.values.MAX_STRING`)."""
    too_big = [w for w in invalid if w in oversized]
    unsatisfied = [w for w in invalid if w not in oversized]
    reasons = []
    if unsatisfied:
        reasons.append("no value satisfies the schema of " + "; ".join(unsatisfied))
    if too_big:
        reasons.append(
            f"a value valid for the schema of {'; '.join(too_big)} is larger than the sample values are built "
            f"(at most {NODE_LIMIT:,} values and {CHAR_LIMIT:,} characters, strings of {MAX_STRING:,})"
        )
    return "; ".join(reasons)


def _unsent_body_keys(op: Operation, body_value: Any, stream_param: str | None) -> list[str]:
    """The keys of the sample body (a value valid for the body's schema) that no body argument
    of ``op`` sends: the names its ``required`` lists without declaring them."""
    if op.implementation is None or not isinstance(body_value, dict):
        return []
    args = op.implementation.args
    if any(a.location == "body_whole" for a in args):
        return []
    sent = {a.wire_name for a in args if a.location == "body"}
    return [str(k) for k in body_value if k not in sent and k != stream_param]


def _no_success_skip(raw: dict[str, Any], where: str) -> str:
    """Why the shipped test of an operation that documents no success response (no 2xx, 3xx
    or ``default``; Directus's ``POST /auth/password/request`` documents only a 401) cannot
    pass: the mock answers with the documented error, which the client raises.  ``""`` else."""
    responses = raw.get("responses")
    if not isinstance(responses, dict) or not responses:
        return ""
    codes = [str(c) for c in responses]
    if any(c[:1] in ("2", "3") or c == "default" for c in codes):
        return ""
    return f"{where} documents no success response (only {', '.join(sorted(codes))}): the mock answers with that error, which the client raises"


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
        examples = _media_examples(media) or _schema_examples(builder, media["schema"])
        if examples and not builder.valid(media["schema"], examples[0]):
            return (
                f"the mock answers {where} with the spec's example ({media_type}), which contradicts the "
                "response's own schema: fix the example or the schema (a patch in sdkgen.yaml)"
            )
        return ""
    return ""


def _schema_examples(builder: ValueBuilder, schema: Any) -> list[Any]:
    """The examples Prism answers with when the Media Type Object has none: the response
    schema's own ``example``, else the first of its ``examples`` (through ``$ref``s; a
    component's ``example`` that is an array while the schema is an object, as in Blockfrost's
    ``utils_addresses_xpub``)."""
    resolved = builder._resolve(schema)
    if not isinstance(resolved, dict):
        return []
    if "example" in resolved:
        return [resolved["example"]]
    listed = resolved.get("examples")
    return [listed[0]] if isinstance(listed, list) and listed else []


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


# response headers that frame the HTTP message: a value the mock makes up for one of them
# (Prism sends a documented header's example, else ``string``) breaks the answer itself
_FRAMING_HEADERS = ("transfer-encoding", "content-length", "connection")


def _header_skip(raw: dict[str, Any], op: Operation, where: str) -> str:
    """Why the mock cannot answer ``op`` readably, or ``""``: its success response documents a
    header that frames the HTTP message (``Transfer-Encoding: chunked`` in Box's downloads),
    which Prism sends as a made-up value (``Transfer-Encoding: string``), and the client cannot
    read an answer so framed."""
    response = (raw.get("responses") or {}).get(op.success_status)
    headers = response.get("headers") if isinstance(response, dict) else None
    if not isinstance(headers, dict):
        return ""
    framing = sorted(str(h) for h in headers if str(h).lower() in _FRAMING_HEADERS)
    if not framing:
        return ""
    return (
        f"the mock cannot serve {where}: the response documents the {framing[0]} header, which Prism "
        "sends with a made-up value (`string`), so the answer cannot be read"
    )


def _form_skip(body: Any, value: Any, where: str) -> str:
    """Why the mock cannot validate the sample request of ``op``, or ``""``: a form body
    (``application/x-www-form-urlencoded``) sends an array as the key repeated, which Prism
    reads as one string, and refuses (422) as not the array the schema asks for."""
    if body is None or body.encoding != "form" or not isinstance(value, dict):
        return ""
    arrays = sorted(str(k) for k, v in value.items() if isinstance(v, list))
    if not arrays:
        return ""
    return (
        f"the mock cannot validate {where}: the form body repeats the key {arrays[0]!r} for its array, "
        "which Prism reads as one string and refuses as not an array"
    )


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
