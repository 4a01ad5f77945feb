"""An operation's request body -> :class:`~generator.ir.model.RequestBody`: the media type
sent, the flattening of an object body into keyword arguments, its file and base64 parts and
their encodings."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..errors import join_pointer
from ..names import keyword_argument
from ..normalise import ref_name
from ..normalise.schema import is_annotation
from ..walk import follow_local_refs
from .annotations import nullable_ann, param_ann
from .context import BuildContext
from .encoding import part_styles, part_types, text_part_types
from .fixed import fill_shape
from .model import ArrayOf, MapOf, ModelRef, Primitive, Property, RequestBody, TypeRef, UnionOf
from .properties import description_of, properties_of, schema_description
from .types import is_file_schema, is_json_media, strip_none, to_type


def _base64_file(p: Property, schema: Any, ctx: BuildContext, base64_fields: list[str]) -> Property:
    """A multipart part that is a string with ``contentEncoding: base64`` (OpenAPI 3.1
    section 4.8.14.3: file content sent base64-encoded) takes a file or its already encoded
    text: typed ``FileTypes | str``, and the runtime encodes a file's bytes
    (``base64_fields``)."""
    s = schema
    if isinstance(s, dict) and isinstance(s.get("anyOf"), list):  # nullable: [X, {type: null}]
        real = [b for b in s["anyOf"] if not (isinstance(b, dict) and b.get("type") == "null")]
        s = real[0] if len(real) == 1 else s
    if isinstance(s, dict) and isinstance(s.get("$ref"), str):
        s = ctx.schemas.get(ref_name(s["$ref"]) or "")
    if not (isinstance(s, dict) and s.get("type") == "string" and s.get("contentEncoding") in ("base64", "base64url")):
        return p
    base64_fields.append(p.name)
    t = UnionOf((Primitive("file"), Primitive("str")))
    return dataclasses.replace(p, type=t, param_annotation=nullable_ann(param_ann(t, ctx.param_names), p.nullable).text, type_note="")


def _part_types(
    media: dict[str, Any], schemas: dict[str, Any], names: set[str], file_fields: list[str], base64_fields: list[str], ptr: str, ctx: BuildContext
) -> tuple[tuple[str, str], ...]:
    """The declared types of a multipart body's parts, sorted by name: the file parts'
    (:func:`generator.ir.encoding.part_types`) and the others' (:func:`generator.ir.encoding.text_part_types`)."""
    files = part_types(media, schemas, [f for f in file_fields if f not in base64_fields], ptr, ctx)
    return tuple(sorted(files + text_part_types(media, schemas, names, file_fields, base64_fields, ptr, ctx)))


def _is_array(t: TypeRef, schema: Any, ctx: BuildContext) -> bool:
    """Whether a file field's value is an array: its type is one (or a union with one), or
    its schema is one through ``$ref``s (a model alias of an array of files)."""
    if isinstance(t, ArrayOf) or (isinstance(t, UnionOf) and any(isinstance(v, ArrayOf) for v in t.variants)):
        return True
    for _ in range(16):
        if not (isinstance(schema, dict) and isinstance(schema.get("$ref"), str)):
            break
        schema = ctx.schemas.get(ref_name(schema["$ref"]) or "")
    return isinstance(schema, dict) and schema.get("type") == "array"


def _holds_file(t: TypeRef) -> bool:
    """Whether a body property's value may be file content: a file, an array of files, or a
    union with a file branch (``oneOf: [{format: binary}, {format: uri}]``: the runtime sends
    a ``str`` of such a field as a text part and anything else as a file)."""
    if isinstance(t, ArrayOf):
        return _holds_file(t.items)
    if isinstance(t, UnionOf):
        return any(_holds_file(v) for v in t.variants)
    return t == Primitive("file")


def _file_through_refs(schema: Any, ctx: BuildContext, depth: int = 0) -> bool:
    """True for a property schema that is a file schema (:func:`generator.ir.types.is_file_schema`)
    only through ``$ref``s to components that are ``$ref``s themselves (``A: {$ref: B}``,
    ``B: {type: string, contentMediaType: image/gif}``): its type is then a model alias the
    other checks do not look into; an array of such items holds files too."""
    if depth > 16 or not isinstance(schema, dict):
        return False
    if isinstance(schema.get("$ref"), str):
        return _file_through_refs(ctx.schemas.get(ref_name(schema["$ref"]) or ""), ctx, depth + 1)
    if schema.get("type") == "array":
        return _file_through_refs(schema.get("items"), ctx, depth + 1)
    return depth > 0 and is_file_schema(schema)


def _says_nothing(schema: Any, ctx: BuildContext) -> bool:
    """True for a property schema with no keyword but annotations (``{}``, ``{description}``),
    directly or through ``$ref``s to components, or an array of such items: a multipart part of it is
    ``application/octet-stream`` (OpenAPI 3.1 section 4.8.15), so it takes a file.  A schema
    typed ``Any`` for another reason (an ``allOf`` that could not be merged) is not one."""

    def rest(node: Any) -> dict[str, Any] | None:
        return {k: v for k, v in node.items() if not is_annotation(k) and k != "nullable"} if isinstance(node, dict) else None

    own = rest(schema)
    if own is not None and set(own) == {"$ref"}:
        own = rest(follow_local_refs(ctx.doc, {"$ref": own["$ref"]}))
    if own is not None and own.get("type") == "array" and set(own) <= {"type", "items", "minItems", "maxItems", "uniqueItems"}:
        return _says_nothing(own.get("items", {}), ctx)  # an array of such parts: one part per item
    return own == {}


_BODY_PREFERENCE = ("json", "multipart", "form", "binary", "text")


def _holds_file_schema(schema: Any, ctx: BuildContext) -> bool:
    """Whether a request body's ``schema`` has a field that multipart sends as a file part: a
    property (not ``readOnly``) or an ``additionalProperties`` value that is a file schema
    (:func:`generator.ir.types.is_file_schema`), an array of them or a union with one, through
    ``$ref``s.  A file deeper down (in an object property) would be a JSON part's base64 in
    multipart too, so it does not count."""
    body = _resolved(schema, ctx, set())
    if not isinstance(body, dict):
        return False
    fields = [p for p in (body.get("properties") or {}).values() if isinstance(p, dict) and not _resolved(p, ctx, set()).get("readOnly")] if isinstance(body.get("properties"), dict) else []
    if isinstance(body.get("additionalProperties"), dict):
        fields.append(body["additionalProperties"])
    return any(_file_field(f, ctx, set()) for f in fields)


def _resolved(schema: Any, ctx: BuildContext, seen: set[str]) -> dict[str, Any]:
    """``schema`` through its ``$ref``s to components (``{}`` for a cycle or a dangling one)."""
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
        name = ref_name(schema["$ref"]) or ""
        if name in seen:
            return {}
        seen.add(name)
        schema = ctx.schemas.get(name)
    return schema if isinstance(schema, dict) else {}


def _file_field(schema: Any, ctx: BuildContext, seen: set[str]) -> bool:
    """A file schema, an array of them or a union with one (``$ref``s followed once each)."""
    s = _resolved(schema, ctx, seen)
    if is_file_schema(s):
        return True
    branches = [b for key in ("anyOf", "oneOf") if isinstance(s.get(key), list) for b in s[key]]
    if isinstance(s.get("items"), dict):
        branches.append(s["items"])
    return any(_file_field(b, ctx, seen) for b in branches)


def _chosen_media(rb: dict[str, Any], ctx: BuildContext | None = None) -> tuple[str, str] | None:
    """The media type a request body is sent as and its encoding (``json``, ``multipart``,
    ``form``, ``binary``, ``text``): the first of :data:`_BODY_PREFERENCE`, except that a
    JSON body whose schema has file content (``format: binary``, which JSON cannot carry) gives
    way to a ``multipart/form-data`` one listed beside it (with ``ctx``, which resolves
    ``$ref``s): its files are then sent as file parts, not as base64 in JSON; ``None`` when
    it lists none."""
    content = rb.get("content") or {}
    candidates: list[tuple[int, str, str]] = []
    for ct in content:
        base = ct.split(";")[0].strip().lower()
        if is_json_media(base):
            enc = "json"
        elif base == "multipart/form-data":
            enc = "multipart"
        elif base == "application/x-www-form-urlencoded":
            enc = "form"
        elif base.startswith("text/"):
            enc = "text"
        else:
            enc = "binary"
        candidates.append((_BODY_PREFERENCE.index(enc), ct, enc))
    if not candidates:
        return None
    _, ct, enc = min(candidates)
    multipart = [c for c in candidates if c[2] == "multipart"]
    if enc == "json" and multipart and ctx is not None and isinstance(content.get(ct), dict) and _holds_file_schema(content[ct].get("schema"), ctx):
        _, ct, enc = min(multipart)
    return ct, enc


def _warn_upload_dropped(content: dict[str, Any], sent: str, ptr: str, ctx: BuildContext) -> None:
    """Warn ``upload-variant-dropped`` when the JSON media type ``sent`` is chosen over a
    ``multipart/form-data`` one beside it whose schema has file parts (Directus's ``POST
    /schema/apply``: a JSON document or an uploaded file): one method serves one media type,
    and the way to upload is otherwise lost without a word."""
    for ct, media in content.items():
        if ct.split(";")[0].strip().lower() != "multipart/form-data" or not isinstance(media, dict):
            continue
        if _holds_file_schema(media.get("schema"), ctx):
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "requestBody", "content", ct)),
                "upload-variant-dropped",
                f"the request body is sent as {sent}; its {ct} variant, which uploads files, has no method",
                f"sent as {sent} only",
            )
            return


def flattened_names(op: dict[str, Any], ctx: BuildContext) -> list[str] | None:
    """The wire names of the properties :func:`build_body` flattens into keyword arguments
    (a JSON, multipart or form body whose schema is a ``$ref`` to an object component with
    properties), in spec order; ``None`` when the body is not flattened.  Lets the operation
    name its parameters and these properties together (:func:`generator.names.keyword_arguments`)."""
    rb = op.get("requestBody")
    chosen = _chosen_media(rb, ctx) if isinstance(rb, dict) else None
    if chosen is None or chosen[1] not in ("json", "multipart", "form"):
        return None
    media = (rb.get("content") or {})[chosen[0]] if isinstance(rb, dict) else None
    schema = media.get("schema") if isinstance(media, dict) else None
    name = ref_name(schema["$ref"]) if isinstance(schema, dict) and isinstance(schema.get("$ref"), str) else None
    target = ctx.schemas.get(name) if name is not None else None
    if not (isinstance(target, dict) and target.get("type") == "object" and isinstance(target.get("properties"), dict)):
        return None
    return list(target["properties"])


def build_body(op: dict[str, Any], ptr: str, ctx: BuildContext, used: set[str], names: dict[str, str] | None = None) -> RequestBody | None:
    """The request body of ``op`` (OpenAPI 3.1 section 4.8.13), or ``None`` when it has none.

    Of several media types the first of JSON, multipart, form, binary and text is sent.  A
    JSON, multipart or form body whose schema is an object component is flattened: its
    properties become keyword arguments (their names added to ``used``); any other body is
    taken whole by one argument (``body``, made unique against ``used``).

    Args:
        op: the Operation Object; ptr: its pointer; ctx: the build's state; used: the
            keyword argument names taken so far (updated).
        names: the flattened properties' argument names, decided with the parameters'
            (wire name -> argument name; :func:`flattened_names`); decided here when omitted.
    """
    rb = op.get("requestBody")
    if not isinstance(rb, dict):
        return None
    chosen = _chosen_media(rb, ctx)
    if chosen is None:
        return None
    ct, enc = chosen
    content = rb.get("content") or {}
    if enc == "json":
        _warn_upload_dropped(content, ct, ptr, ctx)
    media = content[ct] if isinstance(content[ct], dict) else {}
    schema = media.get("schema") if isinstance(media.get("schema"), dict) else {}
    b_ptr = join_pointer(ptr, "requestBody", "content", ct, "schema")
    request = True
    t, nullable = strip_none(to_type(schema, ctx, b_ptr, request=request))
    if enc == "binary":
        t = Primitive("file")
    elif enc == "text":
        t = Primitive("str")
    flattened = False
    properties: tuple[Property, ...] = ()
    file_fields: list[str] = []
    base64_fields: list[str] = []
    untyped: list[str] = []
    schema_name = t.name if isinstance(t, ModelRef) else ""
    if isinstance(t, ModelRef) and not nullable and enc in ("json", "multipart", "form"):
        target = ctx.schemas.get(t.name) or {}
        if target.get("type") == "object" and "properties" in target:
            flattened = True
            properties = properties_of(
                target,
                join_pointer("#/components/schemas", t.name),
                ctx,
                request=True,
                taken=used,
                owner=t.name,
                snake=ctx.cfg.naming.arguments == "snake",
                names=names,
            )
            used.update(p.py_name for p in properties)
            if enc == "multipart":
                properties = tuple(_base64_file(p, (target.get("properties") or {}).get(p.name), ctx, base64_fields) for p in properties)
            for p in properties:
                # a part whose schema says nothing (``Any``) is application/octet-stream (OpenAPI
                # 3.1 section 4.8.15): it takes a file as well as text
                if _holds_file(p.type) or _file_through_refs((target.get("properties") or {}).get(p.name), ctx):
                    file_fields.append(p.name)
                    if enc == "multipart" and isinstance(p.type, ArrayOf) and isinstance(p.type.items, ArrayOf):
                        ctx.diagnostics.warn(
                            ctx.locate(join_pointer("#/components/schemas", t.name, "properties", p.name)),
                            "multipart-nested-files",
                            f"{p.name!r} is an array of arrays of files, which multipart/form-data cannot nest",
                            "every file is sent as a part of that name, in order (the arrays are not told apart)",
                        )
                elif enc == "multipart" and _says_nothing((target.get("properties") or {}).get(p.name), ctx):
                    file_fields.append(p.name)
                    untyped.append(p.name)
    if enc in ("multipart", "form") and not flattened and t.kind in ("primitive", "literal", "array", "tuple") and t != Primitive("any"):
        # RFC 7578 / the URL-encoded form: named parts or fields, which a string or an array
        # does not have (OpenAPI 3.1 section 4.8.14: the schema of such a body is an object)
        ctx.diagnostics.warn(
            ctx.locate(b_ptr),
            "form-body-not-object",
            f"the {ct} body's schema is no object (its properties would be the {'parts' if enc == 'multipart' else 'fields'})",
            "the method takes the body whole, and a value that is no mapping raises TypeError when called",
        )
    body_py = keyword_argument("body", used)
    ann = nullable_ann(param_ann(t, ctx.param_names), nullable)
    return RequestBody(
        content_type=ct,
        required=bool(rb.get("required")),
        description=description_of(rb) or schema_description(schema, ctx),
        schema=t,
        flattened=flattened,
        properties=properties,
        body_py_name=body_py if not flattened else "",
        body_annotation=ann.text,
        file_fields=tuple(file_fields),
        base64_fields=tuple(base64_fields),
        untyped_file_fields=tuple(untyped),
        encoding=enc,  # type: ignore[arg-type]
        fill="" if flattened else fill_shape(t, ctx),
        nullable=nullable,
        file_values=enc == "multipart" and not flattened and isinstance(t, MapOf) and _holds_file(t.values),
        file_array_fields=tuple(p.name for p in properties if p.name in file_fields and _is_array(p.type, (ctx.schemas.get(schema_name) or {}).get("properties", {}).get(p.name), ctx)),
        part_types=_part_types(media, (ctx.schemas.get(schema_name) or {}).get("properties") or {}, {p.name for p in properties}, file_fields, base64_fields, join_pointer(ptr, "requestBody", "content", ct), ctx) if enc == "multipart" and flattened else (),
        part_styles=part_styles(media, {p.name for p in properties}, join_pointer(ptr, "requestBody", "content", ct), ctx, frozenset(p.name for p in properties if p.type.kind not in ("primitive", "literal") and p.name not in file_fields)) if enc in ("multipart", "form") and flattened else (),
    )
