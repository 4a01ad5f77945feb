"""Passes over operations and media types rather than bare schemas: boolean strings in form
bodies, streamed responses documented as JSON unions."""

from __future__ import annotations

import copy
import re
from typing import Any

from ..errors import SpecError, join_pointer
from ..walk import copy_document, iter_operations
from .schema import (
    NormaliseContext,
    Schema,
    component_schemas,
    ref_name,
    resolve_schema,
)


def form_boolean_strings(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """In ``multipart/form-data`` and ``application/x-www-form-urlencoded`` request bodies,
    where every value travels as text, a string property whose ``enum`` is exactly
    ``["true", "false"]`` is a boolean spelled as text: it becomes ``type: boolean`` (with its
    default converted), and the form encoder sends ``true``/``false`` as before.

    Expects: request bodies inline (``inline_component_refs``).
    Produces: ``"true"``/``"false"`` string enums in form and multipart bodies are ``type: boolean``.
    """
    out = copy_document(doc)
    schemas = component_schemas(out)
    targets: list[Schema] = []
    for _path, _method, op, _ptr in iter_operations(out):
        for ct, media in ((op.get("requestBody") or {}).get("content") or {}).items():
            if not (ct.startswith("multipart/") or ct == "application/x-www-form-urlencoded") or not isinstance(media, dict):
                continue
            schema = media.get("schema")
            if isinstance(schema, dict):
                targets.append(resolve_schema(out, schema))
    for target in targets:
        for name, p in list((target.get("properties") or {}).items()):
            if isinstance(p, dict) and p.get("type") == "string" and sorted(map(str, p.get("enum") or [])) == ["false", "true"] and len(p["enum"]) == 2:
                new = {k: v for k, v in p.items() if k not in ("enum", "type", "default") and not k.startswith("x-")}
                new["type"] = "boolean"
                if p.get("default") in ("true", "false"):
                    new["default"] = p["default"] == "true"
                target["properties"][name] = new
    _ = schemas
    return out


_STREAM_NAME = re.compile(r"(stream|chunk|event|delta)", re.IGNORECASE)


def streaming_response(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A 2xx response whose ``application/json`` schema is ``oneOf``/``anyOf`` of a response
    and a stream chunk, for an operation whose request body (JSON, multipart or form) has a
    boolean ``stream`` property, becomes ``application/json: <response>`` plus ``text/event-stream: <chunk>``.

    The chunk branch is the one whose component name contains ``Stream``, ``Chunk``,
    ``Event`` or ``Delta`` (exactly one must); ``operations.<id>.stream_schema`` in the
    configuration names it explicitly.  When neither tells, a warning is recorded and the
    response stays a union.  A ``stream`` described as server-sent events with no event-stream
    answer streams the one unused ``<Op>StreamResponse``/``...Chunk`` schema, or warns
    (``stream-undocumented``); an event-stream schema that is the event (``{data: Chunk}``, the
    Speakeasy convention) streams its ``data``.

    Expects: unions flattened, request bodies inline.
    Produces: a streamed operation's success response has ``application/json`` (the response) and ``text/event-stream`` (the chunk) media types.
    """
    out = copy_document(doc)
    schemas = component_schemas(out)
    applied: set[str] = set()  # operationIds whose stream_schema was used
    unused = _unused_schemas(out, schemas)
    for _path, _method, op, ptr in iter_operations(out):
        _named_stream(op, ptr, schemas, ctx, applied)
        _prose_stream(op, ptr, schemas, unused, ctx)
        _unwrap_events(op, out)
        body_content = (op.get("requestBody") or {}).get("content") or {}
        body = next(
            (m.get("schema") for ct, m in body_content.items() if isinstance(m, dict) and (ct.endswith("json") or ct.startswith("multipart/") or ct == "application/x-www-form-urlencoded")),
            None,
        )
        if not isinstance(body, dict):
            continue
        body_schema = resolve_schema(out, body)
        stream_prop = (body_schema.get("properties") or {}).get("stream")
        if not isinstance(stream_prop, dict):
            continue
        sp = resolve_schema(out, stream_prop)
        if not (sp.get("type") == "boolean" or any(isinstance(b, dict) and b.get("type") == "boolean" for b in sp.get("anyOf") or [])):
            continue
        for code, resp in (op.get("responses") or {}).items():
            if not str(code).startswith("2") or not isinstance(resp, dict):
                continue
            content = resp.get("content") or {}
            media = content.get("application/json")
            if not isinstance(media, dict) or "text/event-stream" in content:
                continue
            schema = media.get("schema") or {}
            branches = schema.get("oneOf") or schema.get("anyOf")
            if not (isinstance(branches, list) and len(branches) == 2):
                continue
            names = [ref_name(b.get("$ref", "")) if isinstance(b, dict) else None for b in branches]
            if None in names:
                continue
            override = ctx.operations.get(str(op.get("operationId")))
            if override and override.stream_schema:
                if override.stream_schema not in names:
                    raise SpecError(
                        f"operations.{op.get('operationId')}.stream_schema: {override.stream_schema!r} is not one of {names}",
                        pointer=ctx.locate(join_pointer(ptr, "responses", code)),
                    )
                chunk = names.index(override.stream_schema)
                applied.add(str(op.get("operationId")))
            else:
                hits = [i for i, n in enumerate(names) if n and _STREAM_NAME.search(n)]
                if len(hits) != 1:
                    ctx.diagnostics.warn(
                        ctx.locate(join_pointer(ptr, "responses", code, "content", "application/json", "schema")),
                        "stream-split",
                        "cannot tell which branch is the stream chunk",
                        "response left as a union; set operations.<id>.stream_schema",
                    )
                    continue
                chunk = hits[0]
            full = branches[1 - chunk]
            new_content = dict(content)
            new_content["application/json"] = {**media, "schema": full}
            new_content["text/event-stream"] = {"schema": branches[chunk]}
            resp["content"] = new_content
    for _path, _method, op, ptr in iter_operations(out):
        override = ctx.operations.get(str(op.get("operationId")))
        if override and override.stream_schema and str(op.get("operationId")) not in applied:
            ctx.diagnostics.warn(
                ctx.locate(ptr),
                "stream-schema-unused",
                f"operations.{op.get('operationId')}.stream_schema ({override.stream_schema!r}) is not used: it must name a component schema, and the operation needs a boolean `stream` in its JSON request body and a 2xx JSON answer",
                "ignored: the operation already streams the events its `text/event-stream` answer declares"
                if _streams(op)
                else "ignored: the operation is not made to stream (its answer stays as the spec declares it)",
            )
    return out


def _streams(op: dict[str, Any]) -> bool:
    """Whether a 2xx answer of ``op`` declares ``text/event-stream`` content."""
    responses = op.get("responses")
    for code, resp in (responses.items() if isinstance(responses, dict) else ()):
        content = resp.get("content") if isinstance(resp, dict) else None
        if str(code).startswith("2") and isinstance(content, dict) and any(str(m).split(";")[0].strip().lower() == "text/event-stream" for m in content):
            return True
    return False


def _named_stream(op: dict[str, Any], ptr: str, schemas: dict[str, Any], ctx: NormaliseContext, applied: set[str]) -> None:
    """``operations.<id>.stream_schema`` on an operation whose 2xx JSON answer is one schema
    (not a union to split) and whose request body has a boolean ``stream``: the answer gains
    ``text/event-stream`` of that component (a spec that documents streaming only in prose,
    as Anthropic's ``POST /v1/messages`` does).  Used, the operationId goes into ``applied``."""
    oid = str(op.get("operationId"))
    override = ctx.operations.get(oid)
    if not (override and override.stream_schema) or override.stream_schema not in schemas:
        return
    body = next((m.get("schema") for ct, m in ((op.get("requestBody") or {}).get("content") or {}).items() if isinstance(m, dict) and ct.endswith("json")), None)
    body_schema = resolve_schema({"components": {"schemas": schemas}}, body) if isinstance(body, dict) else {}
    stream_prop = (body_schema.get("properties") or {}).get("stream") if isinstance(body_schema, dict) else None
    sp = resolve_schema({"components": {"schemas": schemas}}, stream_prop) if isinstance(stream_prop, dict) else {}
    if not (sp.get("type") == "boolean" or any(isinstance(b, dict) and b.get("type") == "boolean" for b in sp.get("anyOf") or [])):
        return  # no boolean `stream` switch: the answer would always be a stream
    for _code, resp in sorted((op.get("responses") or {}).items()):
        content = resp.get("content") if isinstance(resp, dict) else None
        if not isinstance(content, dict):
            continue
        media = content.get("application/json")
        if not str(_code).startswith("2") or not isinstance(media, dict) or "text/event-stream" in content:
            continue
        schema = media.get("schema") or {}
        if isinstance(schema, dict) and isinstance(schema.get("oneOf") or schema.get("anyOf"), list):
            return  # a union: split by streaming_response
        resp["content"] = {**content, "text/event-stream": {"schema": {"$ref": join_pointer("#/components/schemas", override.stream_schema)}}}
        applied.add(oid)
        return


_SSE_PROSE = re.compile(r"server[- ]sent|event[- ]stream|\bSSE\b", re.IGNORECASE)
_CHUNK_NAME = re.compile(r"(StreamResponse|StreamChunk|Chunk|StreamEvent)$")


def _unused_schemas(doc: dict[str, Any], schemas: dict[str, Any]) -> set[str]:
    """The component schemas no ``$ref`` of the document names."""
    used: set[str] = set()
    stack: list[Any] = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
                used.add(ref_name(ref) or "")
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return set(schemas) - used


def _prose_stream(op: dict[str, Any], ptr: str, schemas: dict[str, Any], unused: set[str], ctx: NormaliseContext) -> None:
    """An operation whose JSON request body has a boolean ``stream`` described as server-sent
    events, and whose 2xx answer has no ``text/event-stream`` (and no
    ``operations.<id>.stream_schema``): the stream schema is inferred when exactly one component
    schema that nothing uses is named like it (``<OperationId>StreamResponse``, else any
    ``...StreamResponse``/``...Chunk``): the answer gains ``text/event-stream`` of it; otherwise
    a ``stream-undocumented`` warning names the configuration key (``stream=True`` would be
    offered and always fail to parse the events as JSON)."""
    oid = str(op.get("operationId"))
    override = ctx.operations.get(oid)
    if override and override.stream_schema:
        return
    body = next((m.get("schema") for ct, m in ((op.get("requestBody") or {}).get("content") or {}).items() if isinstance(m, dict) and ct.endswith("json")), None)
    body_schema = resolve_schema({"components": {"schemas": schemas}}, body) if isinstance(body, dict) else {}
    prop = (body_schema.get("properties") or {}).get("stream") if isinstance(body_schema, dict) else None
    sp = resolve_schema({"components": {"schemas": schemas}}, prop) if isinstance(prop, dict) else {}
    boolean = sp.get("type") == "boolean" or any(isinstance(b, dict) and b.get("type") == "boolean" for b in sp.get("anyOf") or [])
    if not (boolean and _SSE_PROSE.search(f"{sp.get('description', '')} {(prop or {}).get('description', '')}")):
        return
    for code, resp in sorted((op.get("responses") or {}).items()):
        content = resp.get("content") if isinstance(resp, dict) else None
        media = content.get("application/json") if isinstance(content, dict) else None
        if not str(code).startswith("2") or not isinstance(content, dict) or not isinstance(media, dict):
            continue
        if "text/event-stream" in content or isinstance((media.get("schema") or {}).get("oneOf") or (media.get("schema") or {}).get("anyOf"), list):
            return  # documented, or a union streaming_response splits
        own = [n for n in sorted(unused) if n.lower() == f"{re.sub(r'[^A-Za-z0-9]', '', oid)}StreamResponse".lower()]
        found = own or [n for n in sorted(unused) if _CHUNK_NAME.search(n)]
        if len(found) == 1:
            resp["content"] = {**content, "text/event-stream": {"schema": {"$ref": join_pointer("#/components/schemas", found[0])}}}
        else:
            which = f"{len(found)} unused schemas ({', '.join(found)})" if found else "no unused schema"
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "requestBody")),
                "stream-undocumented",
                f"`stream` is described as server-sent events but no 2xx response is `text/event-stream`, and {which} could be its events",
                "stream=True is offered and its answer parsed as JSON; name the events' schema with operations.<operationId>.stream_schema",
            )
        return


# the fields of a server-sent event (WHATWG HTML, "Server-sent events")
_SSE_FIELDS = frozenset({"id", "event", "data", "retry"})


def _unwrap_events(op: dict[str, Any], doc: dict[str, Any]) -> None:
    """A ``text/event-stream`` schema that describes the event rather than its data (the
    Speakeasy convention: ``{required: [data], properties: {data: {$ref: Chunk}}}``, with
    ``event`` or ``id`` beside it, and ``x-speakeasy-sse-sentinel`` naming the end-of-stream
    data): an object whose properties are only the fields of a server-sent event, ``data`` among
    them.  Each event's ``data:`` line is the chunk, so the stream's schema becomes the ``data``
    property's (``Stream[Chunk]``, not a wrapper whose ``.data`` fails at run time)."""
    for code, resp in (op.get("responses") or {}).items():
        content = resp.get("content") if isinstance(resp, dict) and str(code).startswith("2") else None
        media = content.get("text/event-stream") if isinstance(content, dict) else None
        schema = media.get("schema") if isinstance(media, dict) else None
        if not isinstance(media, dict) or not isinstance(schema, dict):
            continue
        target = resolve_schema(doc, schema)
        props = target.get("properties") if isinstance(target, dict) else None
        if isinstance(props, dict) and "data" in props and set(props) <= _SSE_FIELDS and isinstance(props["data"], dict) and not target.get("oneOf") and not target.get("anyOf"):
            media["schema"] = copy.deepcopy(props["data"])
