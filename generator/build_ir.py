"""Build the IR (:mod:`generator.ir`) from a normalised document.

This is where every decision about names and shapes is taken: which component is a model or
an alias, which properties become keyword arguments, how each type is printed, which resource
and method an operation becomes.  The input must be the output of
:func:`generator.normalise.normalise` (canonical forms are assumed, see its docstring).

Resource and method rule (documented in the README, overridable per operation in the config):

* The resource path is the URL path's static segments (path parameters dropped), each turned
  into a snake_case attribute: ``/chat/completions`` -> ``client.chat.completions``.
* When the last static segment follows a path that has operations of its own
  (``/messages/count_tokens`` after ``/messages``, or ``/models/{id}/archive`` after
  ``/models/{id}``) and nothing lives below it, it is an *action*: the resource is the parent's
  and the method is the segment (``client.messages.count_tokens``).
* Otherwise the method comes from the verb: on a collection (path ends with a static segment)
  ``POST`` -> ``create``, ``GET`` -> ``list``; on an item (path ends with a parameter) ``GET``
  -> ``retrieve``, ``PUT``/``PATCH`` -> ``update``, ``DELETE`` -> ``delete``; any other case
  -> the verb itself.
* Two operations that land on the same resource and method fall back to their operationIds
  (snake_case), with a warning.
"""

from __future__ import annotations

import json
import keyword
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .config import GeneratorConfig
from .errors import Diagnostics, SpecError, join_pointer
from .ir import (
    Api,
    Arg,
    ArrayOf,
    LiteralOf,
    MapOf,
    MediaType,
    Model,
    ModelRef,
    Operation,
    Parameter,
    Primitive,
    Property,
    RequestBody,
    Resource,
    Response,
    SecurityScheme,
    Signature,
    Stream,
    TypeRef,
    UnionOf,
)
from .names import pascal_case, safe_identifier, snake_case, unique
from .normalise import ref_name
from .walk import iter_operations

NONE = Primitive("none")
ANY = Primitive("any")

# keyword arguments every generated method has; spec names are renamed around them
RESERVED_KWARGS = frozenset(
    {
        "self",
        "extra_headers",
        "extra_query",
        "extra_body",
        "timeout",
        # names the generated method bodies use at run time
        "cast",
        "format_path",
    }
)




def _reserved(name: str) -> bool:
    """A keyword argument name the generated method needs for itself (module constants of
    the resource modules are ``_UPPER_CASE``)."""
    return name in RESERVED_KWARGS or (name.startswith("_") and name.upper() == name != name.lower())


def _free_kwarg(name: str, used: set[str]) -> str:
    """``name`` changed as little as needed to be neither in ``used`` nor reserved: an
    ``_UPPER_CASE`` name is lowered, then ``_`` is appended until it is free."""
    if name.startswith("_") and name.upper() == name != name.lower():
        name = name.lower()
    while name in used or _reserved(name):
        name += "_"
    return name

# attributes of the generated client / resources that resource names must not shadow
RESERVED_ATTRS = frozenset(
    {
        "with_options",
        "with_raw_response",
        "with_streaming_response",
        "close",
        "is_closed",
        "copy",
        "api_key",
        "base_url",
        "timeout",
        "max_retries",
        "default_headers",
        "default_query",
        "auth_headers",
        "request",
        "get",
        "post",
        "put",
        "patch",
        "delete",
        "options",
    }
)

JSON_TYPES = ("application/json",)
TEXT_TYPES = ("text/plain",)


def is_json_media(ct: str) -> bool:
    """True for ``application/json`` and ``application/*+json`` (RFC 6839) media types."""
    base = ct.split(";")[0].strip().lower()
    return base == "application/json" or (base.startswith("application/") and base.endswith("+json"))


@dataclass
class Ann:
    """A printed annotation and the names it needs imported."""

    text: str
    names: frozenset[str] = frozenset()


TYPING_NAMES = {"Literal", "Any", "Sequence", "Mapping", "date", "datetime", "UUID", "FileTypes"}


def _lit_repr(value: Any) -> str:
    # repr() of str/int/float/bool is always a valid, inert Python literal
    return repr(value)


@dataclass
class _Ctx:
    cfg: GeneratorConfig
    doc: dict[str, Any]
    diagnostics: Diagnostics
    locate: Any
    schemas: dict[str, Any]
    param_names: dict[str, str] = field(default_factory=dict)
    models: dict[str, Model] = field(default_factory=dict)


# --------------------------------------------------------------------------- types


def to_type(s: Any, ctx: _Ctx, ptr: str, *, request: bool = False) -> TypeRef:
    """Convert a normalised schema to a :data:`TypeRef`.

    Args:
        s: the schema (canonical form).
        ctx: build context (for diagnostics).
        ptr: its pointer, for messages.
        request: whether the schema is part of a request (binary strings become files).

    Returns:
        The type, nullable types being unions with ``Primitive('none')``.
    """
    if not isinstance(s, dict):
        return ANY
    if isinstance(s.get("$ref"), str):
        name = ref_name(s["$ref"])
        if name is None or name not in ctx.schemas:
            raise SpecError(f"$ref {s['$ref']!r} points to nothing", pointer=ctx.locate(ptr))
        return ModelRef(name)
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            variants: list[TypeRef] = []
            for i, b in enumerate(s[key]):
                t = to_type(b, ctx, join_pointer(ptr, key, i), request=request)
                parts = t.variants if isinstance(t, UnionOf) and not t.discriminator else (t,)
                for p in parts:
                    if p not in variants:
                        variants.append(p)
            if NONE in variants:
                variants = [v for v in variants if v != NONE] + [NONE]
            disc = s.get("discriminator") if key == "oneOf" else None
            prop = disc.get("propertyName") if isinstance(disc, dict) else None
            if len(variants) == 1:
                return variants[0]
            return UnionOf(tuple(variants), discriminator=prop if isinstance(prop, str) else None)
    if "allOf" in s:
        ctx.diagnostics.warn(ctx.locate(ptr), "unsupported-allof", "allOf that could not be merged", "typed as Any in signatures; the model is datamodel-code-generator's")
        return ANY
    if "const" in s:
        v = s["const"]
        if v is None:
            return NONE
        if isinstance(v, (str, int, float, bool)):
            return LiteralOf((v,))
        return ANY
    if isinstance(s.get("enum"), list):
        values = tuple(v for v in s["enum"] if isinstance(v, (str, int, float, bool)))
        if not values:
            return ANY
        is_tag = bool(s.get("x-sdkgen-discriminator"))
        open_ = all(isinstance(v, str) for v in values) and not is_tag
        return LiteralOf(values, open=open_)
    json_type = s.get("type")
    fmt = s.get("format")
    if json_type == "string":
        if fmt == "binary" or (s.get("contentMediaType") and s.get("contentEncoding") is None and fmt != "byte" and s.get("contentMediaType") != "application/json"):
            return Primitive("file") if request else Primitive("bytes")
        if fmt == "date-time":
            return Primitive("datetime")
        if fmt == "date":
            return Primitive("date")
        if fmt == "uuid":
            return Primitive("uuid")
        return Primitive("str")
    if json_type == "integer":
        return Primitive("int")
    if json_type == "number":
        return Primitive("float")
    if json_type == "boolean":
        return Primitive("bool")
    if json_type == "null":
        return NONE
    if json_type == "array":
        items = s.get("items")
        return ArrayOf(to_type(items, ctx, join_pointer(ptr, "items"), request=request) if isinstance(items, dict) else ANY)
    if json_type == "object" or "properties" in s:
        ap = s.get("additionalProperties")
        if isinstance(ap, dict) and ap:
            return MapOf(to_type(ap, ctx, join_pointer(ptr, "additionalProperties"), request=request))
        pp = s.get("patternProperties")
        if isinstance(pp, dict) and len(pp) >= 1:
            vals = [to_type(v, ctx, join_pointer(ptr, "patternProperties", k), request=request) for k, v in pp.items()]
            uniq: list[TypeRef] = []
            for v in vals:
                if v not in uniq:
                    uniq.append(v)
            return MapOf(uniq[0] if len(uniq) == 1 else UnionOf(tuple(uniq)))
        return MapOf(ANY)
    return ANY


def strip_none(t: TypeRef) -> tuple[TypeRef, bool]:
    """``(t without its null branch, whether it had one)``."""
    if t == NONE:
        return ANY, True
    if isinstance(t, UnionOf) and NONE in t.variants:
        rest = tuple(v for v in t.variants if v != NONE)
        if len(rest) == 1:
            return rest[0], True
        return UnionOf(rest, t.discriminator), True
    return t, False


def _literal(t: LiteralOf, *, open_: bool) -> Ann:
    text = "Literal[" + ", ".join(_lit_repr(v) for v in t.values) + "]"
    if open_ and t.open:
        return Ann(text + " | str", frozenset({"Literal"}))
    return Ann(text, frozenset({"Literal"}))


def response_ann(t: TypeRef) -> Ann:
    """The annotation of ``t`` as returned by the client (pydantic model classes)."""
    if isinstance(t, Primitive):
        return {
            "str": Ann("str"),
            "int": Ann("int"),
            "float": Ann("float"),
            "bool": Ann("bool"),
            "none": Ann("None"),
            "any": Ann("Any", frozenset({"Any"})),
            "file": Ann("bytes"),
            "bytes": Ann("bytes"),
            "date": Ann("date", frozenset({"date"})),
            "datetime": Ann("datetime", frozenset({"datetime"})),
            "uuid": Ann("UUID", frozenset({"UUID"})),
        }[t.name]
    if isinstance(t, ModelRef):
        return Ann(t.name, frozenset({t.name}))
    if isinstance(t, ArrayOf):
        inner = response_ann(t.items)
        return Ann(f"list[{inner.text}]", inner.names)
    if isinstance(t, MapOf):
        inner = response_ann(t.values)
        return Ann(f"dict[str, {inner.text}]", inner.names)
    if isinstance(t, LiteralOf):
        return _literal(t, open_=True)
    parts = [response_ann(v) for v in t.variants]
    return Ann(" | ".join(p.text for p in parts), frozenset().union(*(p.names for p in parts)))


def param_ann(t: TypeRef, ctx: _Ctx) -> Ann:
    """The annotation of ``t`` as accepted in a request (TypedDicts, sequences, files)."""
    if isinstance(t, Primitive):
        return {
            "str": Ann("str"),
            "int": Ann("int"),
            "float": Ann("float"),
            "bool": Ann("bool"),
            "none": Ann("None"),
            "any": Ann("object"),
            "file": Ann("FileTypes", frozenset({"FileTypes"})),
            "bytes": Ann("bytes"),
            "date": Ann("str | date", frozenset({"date"})),
            "datetime": Ann("str | datetime", frozenset({"datetime"})),
            "uuid": Ann("str | UUID", frozenset({"UUID"})),
        }[t.name]
    if isinstance(t, ModelRef):
        name = ctx.param_names.get(t.name, t.name + "Param")
        return Ann(name, frozenset({name}))
    if isinstance(t, ArrayOf):
        inner = param_ann(t.items, ctx)
        return Ann(f"Sequence[{inner.text}]", inner.names | {"Sequence"})
    if isinstance(t, MapOf):
        inner = param_ann(t.values, ctx)
        return Ann(f"Mapping[str, {inner.text}]", inner.names | {"Mapping"})
    if isinstance(t, LiteralOf):
        return _literal(t, open_=False)
    parts = [param_ann(v, ctx) for v in t.variants]
    members: list[str] = []
    for part in parts:  # variants may spell the same member (str, and a date-time as str | datetime)
        for member in _union_members(part.text):
            if member not in members:
                members.append(member)
    return Ann(" | ".join(members), frozenset().union(*(p.names for p in parts)))


def _union_members(text: str) -> list[str]:
    """The top-level members of an annotation ``A | B[C | D] | E`` -> ``[A, B[C | D], E]``."""
    out: list[str] = []
    depth = 0
    start = 0
    quote: str | None = None
    escaped = False
    for i, ch in enumerate(text):
        if quote is not None:  # inside a string literal: brackets and bars are data
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return out


def _nullable_ann(a: Ann, nullable: bool) -> Ann:
    return Ann(a.text + " | None", a.names) if nullable else a


def _description(s: dict[str, Any]) -> str:
    d = s.get("description")
    if not isinstance(d, str) or not d.strip():
        d = s.get("title") if isinstance(s.get("title"), str) else ""
    return (d or "").strip()


def _examples(s: dict[str, Any]) -> tuple[str, ...]:
    out: list[str] = []
    if "example" in s:
        out.append(json.dumps(s["example"], sort_keys=True, ensure_ascii=False))
    ex = s.get("examples")
    if isinstance(ex, list):
        out.extend(json.dumps(v, sort_keys=True, ensure_ascii=False) for v in ex)
    return tuple(out)


def _default_json(s: dict[str, Any]) -> str | None:
    return json.dumps(s["default"], sort_keys=True) if "default" in s else None


# --------------------------------------------------------------------------- models


def _properties(s: dict[str, Any], ptr: str, ctx: _Ctx, *, request: bool, taken: Iterable[str] = ()) -> tuple[Property, ...]:
    required = set(s.get("required") or [])
    used = set(taken)
    out: list[Property] = []
    for name, ps in (s.get("properties") or {}).items():
        if not isinstance(ps, dict):
            ps = {}
        p_ptr = join_pointer(ptr, "properties", name)
        t, nullable = strip_none(to_type(ps, ctx, p_ptr, request=request))
        py = _free_kwarg(safe_identifier(name), used)
        used.add(py)
        pa = _nullable_ann(param_ann(t, ctx), nullable)
        ra = _nullable_ann(response_ann(t), nullable)
        out.append(
            Property(
                name=name,
                py_name=py,
                type=t,
                required=name in required,
                nullable=nullable,
                default_json=_default_json(ps),
                description=_description(ps),
                deprecated=bool(ps.get("deprecated")),
                read_only=bool(ps.get("readOnly")),
                write_only=bool(ps.get("writeOnly")),
                param_annotation=pa.text,
                response_annotation=ra.text,
            )
        )
    return tuple(out)


def _refs_in(t: TypeRef) -> set[str]:
    if isinstance(t, ModelRef):
        return {t.name}
    if isinstance(t, ArrayOf):
        return _refs_in(t.items)
    if isinstance(t, MapOf):
        return _refs_in(t.values)
    if isinstance(t, UnionOf):
        out: set[str] = set()
        for v in t.variants:
            out |= _refs_in(v)
        return out
    return set()


def _closure(start: set[str], edges: dict[str, set[str]]) -> set[str]:
    seen: set[str] = set()
    todo = sorted(start)
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        todo.extend(sorted(edges.get(n, set()) - seen))
    return seen


# --------------------------------------------------------------------------- operations


def _media_decode(ct: str) -> str:
    base = ct.split(";")[0].strip().lower()
    if is_json_media(base):
        return "json"
    if base.startswith("text/"):
        return "text"
    return "binary"


def _op_id(op: dict[str, Any], method: str, path: str) -> str:
    oid = op.get("operationId")
    if isinstance(oid, str) and oid.strip():
        return oid
    return method + pascal_case(path)


def _segments(path: str) -> list[str]:
    return [s for s in path.strip("/").split("/") if s]


def _is_param(seg: str) -> bool:
    """A segment holding a path parameter, alone (``{id}``) or with literal text around it
    (``{Sid}.json``, ``v{version}``): it names an item, not a resource."""
    return "{" in seg and "}" in seg


# a format suffix on a collection segment (``/Accounts.json``) is not part of its name
_FORMAT_SUFFIX = re.compile(r"\.(json|xml|csv|yaml|txt)$", re.IGNORECASE)


def _attr(seg: str) -> str:
    name = snake_case(_FORMAT_SUFFIX.sub("", seg)) or "root"
    name = safe_identifier(name)
    if name in RESERVED_ATTRS or keyword.iskeyword(name):
        name += "_"
    return name


def place_operations(ops: list[tuple[str, str, dict[str, Any], str]], ctx: _Ctx) -> dict[tuple[str, str], tuple[tuple[str, ...], str]]:
    """Resource path and method name of each operation (see the module docstring).

    Args:
        ops: ``(path, method, operation, pointer)`` for every operation.
        ctx: build context (configuration overrides, diagnostics).

    Returns:
        ``(path, method) -> (resource path, method name)``.

    Raises:
        SpecError: an override names an unknown operation.
    """
    op_paths = {p for p, _m, _o, _ptr in ops}
    placed: dict[tuple[str, str], tuple[tuple[str, ...], str]] = {}
    by_id = {_op_id(o, m, p): (p, m) for p, m, o, _ptr in ops}
    for oid in ctx.cfg.operations:
        if oid not in by_id:
            raise SpecError(f"operations: no operation with operationId {oid!r}", file="configuration")
    for path, method, op, _ptr in ops:
        segs = [s for s in _segments(path) if _is_param(s) or snake_case(s)]  # drop "..", "." etc.
        static = [s for s in segs if not _is_param(s)]
        parent = "/" + "/".join(segs[:-1]) if segs else "/"
        last_static = bool(segs) and not _is_param(segs[-1])
        below = any(p != path and p.startswith(path.rstrip("/") + "/") for p in op_paths)
        if last_static and len(segs) > 1 and parent in op_paths and not below:
            resource = tuple(_attr(s) for s in static[:-1])
            name = _attr(segs[-1])
        else:
            resource = tuple(_attr(s) for s in static) or ("root",)
            if last_static:
                name = {"post": "create", "get": "list"}.get(method, method)
            else:
                name = {"get": "retrieve", "put": "update", "patch": "update", "delete": "delete"}.get(method, method)
        oid = _op_id(op, method, path)
        override = ctx.cfg.operations.get(oid)
        if override and override.resource:
            resource = tuple(override.resource.split("."))
        if override and override.method:
            name = override.method
        placed[(path, method)] = (resource, safe_identifier(name))
    # collisions fall back to operationIds
    seen: dict[tuple[tuple[str, ...], str], list[tuple[str, str]]] = {}
    for key, val in placed.items():
        seen.setdefault(val, []).append(key)
    for (resource, name), keys in sorted(seen.items()):
        if len(keys) < 2:
            continue
        for path, method in keys:
            op = next(o for p, m, o, _ in ops if p == path and m == method)
            new = safe_identifier(snake_case(_op_id(op, method, path)))
            ctx.diagnostics.warn(
                ctx.locate(join_pointer("#/paths", path, method)),
                "method-name-collision",
                f"{'.'.join(resource)}.{name} is claimed by {len(keys)} operations",
                f"named {new} after its operationId",
            )
            placed[(path, method)] = (resource, new)
    # a method must not share its name with a sub-resource of the same resource
    children: dict[tuple[str, ...], set[str]] = {}
    for resource, _ in placed.values():
        for i in range(1, len(resource)):
            children.setdefault(resource[:i], set()).add(resource[i])
    taken: dict[tuple[str, ...], set[str]] = {}
    for resource, name in placed.values():
        taken.setdefault(resource, set()).add(name)
    for key, (resource, name) in sorted(placed.items()):
        if name not in children.get(resource, set()):
            continue
        path, method = key
        op = next(o for p, m, o, _ in ops if p == path and m == method)
        new = safe_identifier(snake_case(_op_id(op, method, path)))
        new = unique(new, taken[resource] | children[resource])
        taken[resource].add(new)
        ctx.diagnostics.warn(
            ctx.locate(join_pointer("#/paths", path, method)),
            "method-name-collision",
            f"{'.'.join(resource)}.{name} is also a sub-resource",
            f"named {new} after its operationId",
        )
        placed[key] = (resource, new)
    return placed


def _style(location: str, p: dict[str, Any]) -> tuple[str, bool]:
    default = "form" if location in ("query", "cookie") else "simple"
    style: str = p["style"] if isinstance(p.get("style"), str) else default
    explode = p.get("explode")
    if not isinstance(explode, bool):
        explode = style == "form"
    return style, explode


def _build_operation(path: str, method: str, op: dict[str, Any], ptr: str, placement: tuple[tuple[str, ...], str], ctx: _Ctx) -> Operation:
    oid = _op_id(op, method, path)
    used: set[str] = set(RESERVED_KWARGS)
    params: list[Parameter] = []
    raw_params = [p for p in op.get("parameters") or [] if isinstance(p, dict)]
    order = {"path": 0, "query": 1, "header": 2, "cookie": 3}
    path_names = re.findall(r"{([^}]+)}", path)
    for i, p in sorted(enumerate(raw_params), key=lambda ip: (order.get(str(ip[1].get("in")), 9), ip[0])):
        loc = p.get("in")
        name = p.get("name")
        p_ptr = join_pointer(ptr, "parameters", i)
        if loc not in order or not isinstance(name, str):
            raise SpecError("a parameter needs a string 'name' and 'in' of path, query, header or cookie", pointer=ctx.locate(p_ptr))
        if loc == "header" and name.lower() in ("accept", "content-type", "authorization"):
            continue  # OpenAPI 3.1 section 4.8.12.1: these header parameters are ignored
        schema = p.get("schema")
        if not isinstance(schema, dict):
            content = p.get("content") or {}
            schema = next((m.get("schema") for m in content.values() if isinstance(m, dict)), None) or {}
        t, nullable = strip_none(to_type(schema, ctx, join_pointer(p_ptr, "schema"), request=True))
        py = _free_kwarg(safe_identifier(name if loc != "header" else snake_case(name) or name), used)
        used.add(py)
        style, explode = _style(loc, p)
        required = bool(p.get("required")) or loc == "path"
        ann = _nullable_ann(param_ann(t, ctx), nullable)
        params.append(
            Parameter(
                name=name,
                py_name=py,
                location=loc,
                required=required,
                nullable=nullable,
                type=t,
                description=_description(p) or _description(schema),
                deprecated=bool(p.get("deprecated")),
                style=style,
                explode=explode,
                annotation=ann.text,
                default_json=_default_json(schema),
            )
        )
    for pn in path_names:
        if not any(p.name == pn and p.location == "path" for p in params):
            raise SpecError(f"path parameter {{{pn}}} is not declared", pointer=ctx.locate(ptr))

    body = _build_body(op, ptr, ctx, used)

    # responses
    responses = op.get("responses") or {}
    codes = sorted(str(c) for c in responses)
    success_codes = [c for c in codes if c.startswith("2")] or [c for c in codes if c == "default"]
    success_status = success_codes[0] if success_codes else "200"
    success_media: list[MediaType] = []
    stream: Stream | None = None
    resp = responses.get(success_status) if success_codes else None
    if isinstance(resp, dict):
        for ct, media in sorted((resp.get("content") or {}).items(), key=lambda kv: (not is_json_media(kv[0]), kv[0])):
            schema = media.get("schema") if isinstance(media, dict) else None
            m_ptr = join_pointer(ptr, "responses", success_status, "content", ct, "schema")
            if ct.split(";")[0].strip().lower() == "text/event-stream":
                chunk = to_type(schema, ctx, m_ptr) if isinstance(schema, dict) else ANY
                sp = None
                if body and body.flattened and any(pr.name == "stream" and pr.type == Primitive("bool") for pr in body.properties):
                    sp = "stream"
                stream = Stream(chunk=chunk, chunk_annotation=response_ann(chunk).text, param=sp)
                continue
            decode = _media_decode(ct)
            if decode == "json":
                t = to_type(schema, ctx, m_ptr) if isinstance(schema, dict) else ANY
            elif decode == "text":
                t = Primitive("str")
            else:
                t = Primitive("bytes")
            success_media.append(MediaType(content_type=ct, type=t, annotation=response_ann(t).text, decode=decode))  # type: ignore[arg-type]
    if success_media:
        anns: list[str] = []
        for m in success_media:
            for part in m.annotation.split(" | "):
                if part not in anns:
                    anns.append(part)
        return_ann = " | ".join(anns)
    elif stream is not None and stream.param is None:
        return_ann = "None"
    else:
        return_ann = "None"
    errors: list[Response] = []
    for code in codes:
        if code == success_status:
            continue
        r = responses[code]
        if not isinstance(r, dict):
            continue
        media = []
        for ct, m in sorted((r.get("content") or {}).items()):
            schema = m.get("schema") if isinstance(m, dict) else None
            decode = _media_decode(ct)
            t = to_type(schema, ctx, join_pointer(ptr, "responses", code, "content", ct, "schema")) if decode == "json" and isinstance(schema, dict) else (Primitive("str") if decode == "text" else Primitive("bytes"))
            media.append(MediaType(content_type=ct, type=t, annotation=response_ann(t).text, decode=decode))  # type: ignore[arg-type]
        errors.append(Response(status=code, description=_description(r), media=tuple(media)))
    security = tuple(sorted({name for req in (op.get("security") or []) if isinstance(req, dict) for name in req}))
    # the operation's own requirements replace the document's; an empty list opts out
    effective = op["security"] if "security" in op else ctx.doc.get("security")
    authenticated = not (isinstance(effective, list) and not effective)
    resource, name = placement
    overloads, implementation = _signatures(params, body, return_ann, stream)
    example_call, example_imports = _example_call(op, resource, name, params, body, implementation, ctx)
    query_styles = tuple(
        (p.name, p.style, p.explode) for p in params if p.location == "query" and (p.style, p.explode) != ("form", True)
    )
    return Operation(
        operation_id=oid,
        method=method,
        path=path,
        pointer=ctx.locate(ptr),
        summary=(op.get("summary") or "").strip() if isinstance(op.get("summary"), str) else "",
        description=(op.get("description") or "").strip() if isinstance(op.get("description"), str) else "",
        deprecated=bool(op.get("deprecated")),
        resource=resource,
        name=name,
        parameters=tuple(params),
        request_body=body,
        success=tuple(success_media),
        success_status=success_status,
        return_annotation=return_ann,
        stream=stream,
        errors=tuple(errors),
        example_call=example_call,
        example_imports=example_imports,
        security=security,
        overloads=overloads,
        implementation=implementation,
        query_styles=query_styles,
        authenticated=authenticated,
    )


def _signatures(
    params: list[Parameter], body: RequestBody | None, return_ann: str, stream: Stream | None
) -> tuple[tuple[Signature, ...], Signature]:
    """The method's ``@overload`` signatures and implementation signature.

    Path parameters come first and may be passed by position; then the keyword-only
    arguments: required ones (body, query, header, cookie), then optional ones in the same order; optional arguments default to ``NOT_GIVEN`` (not sent).  A streaming
    operation with a ``stream`` flag gets three overloads: ``stream`` false or absent ->
    the response; ``Literal[True]`` -> ``Stream[chunk]``; ``bool`` -> either.
    """
    args: list[Arg] = []
    for p in params:
        if p.location == "path":
            args.append(Arg(p.py_name, p.name, "path", p.annotation, True, p.description, positional=True))
    if body is not None:
        if body.flattened:
            for prop in body.properties:
                if prop.read_only:  # readOnly: sent by the server only (OpenAPI 3.1 section 4.8.24 / JSON Schema)
                    continue
                args.append(Arg(prop.py_name, prop.name, "body", prop.param_annotation, prop.required, prop.description))
        else:
            args.append(Arg(body.body_py_name, "", "body_whole", body.body_annotation, body.required, body.description))
    for p in params:
        if p.location != "path":
            args.append(Arg(p.py_name, p.name, p.location, p.annotation, p.required, p.description))  # type: ignore[arg-type]
    ordered = [a for a in args if a.required] + [a for a in args if not a.required]

    def finish(a: Arg) -> Arg:
        return a if a.required else Arg(a.py_name, a.wire_name, a.location, a.annotation + " | NotGiven", False, a.description, a.positional)

    if stream is None:
        sig = Signature(tuple(finish(a) for a in ordered), return_ann, return_ann)
        return (), sig
    sync_stream = f"Stream[{stream.chunk_annotation}]"
    async_stream = f"AsyncStream[{stream.chunk_annotation}]"
    if stream.param is None:
        return (), Signature(tuple(finish(a) for a in ordered), sync_stream, async_stream)
    flag = next(a for a in ordered if a.location == "body" and a.wire_name == stream.param)
    nullable = flag.annotation.endswith("| None")
    rest_required = [a for a in ordered if a.required and a is not flag]
    rest_optional = [finish(a) for a in ordered if not a.required and a is not flag]

    def with_flag(annotation: str, required: bool) -> tuple[Arg, ...]:
        f = Arg(flag.py_name, flag.wire_name, "body", annotation, required, flag.description)
        if required:
            return tuple(rest_required + [f] + rest_optional)
        return tuple(rest_required + _insert(rest_optional, f, ordered))

    none = " | None" if nullable else ""
    overloads = (
        Signature(with_flag(f"Literal[False]{none} | NotGiven", False), return_ann, return_ann),
        Signature(with_flag("Literal[True]", True), sync_stream, async_stream),
        Signature(with_flag(f"bool{none}", True), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}"),
    )
    impl = Signature(with_flag(f"bool{none} | NotGiven", False), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}")
    return overloads, impl


def _json_to_py(value: Any) -> str:
    """Python source for a JSON value (``repr`` keeps spec text inert)."""
    return repr(value)


def _first_example(s: Any) -> tuple[bool, Any]:
    if not isinstance(s, dict):
        return False, None
    if "example" in s:
        return True, s["example"]
    ex = s.get("examples")
    if isinstance(ex, list) and ex:
        return True, ex[0]
    if isinstance(ex, dict) and ex:  # media type examples: name -> Example object
        first = ex[min(ex)]
        if isinstance(first, dict) and "value" in first:
            return True, first["value"]
    return False, None


def _placeholder(s: Any, ctx: _Ctx, depth: int = 0) -> Any:
    if not isinstance(s, dict) or depth > 4:
        return "..."
    found, value = _first_example(s)
    if found:
        return value
    if "default" in s:
        return s["default"]
    if "const" in s:
        return s["const"]
    if isinstance(s.get("enum"), list) and s["enum"]:
        return s["enum"][0]
    if isinstance(s.get("$ref"), str):
        name = ref_name(s["$ref"])
        return _placeholder(ctx.schemas.get(name or ""), ctx, depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            for b in s[key]:
                if isinstance(b, dict) and b.get("type") != "null":
                    return _placeholder(b, ctx, depth + 1)
    t = s.get("type")
    if t == "object" or "properties" in s:
        req = s.get("required") or []
        return {k: _placeholder((s.get("properties") or {}).get(k), ctx, depth + 1) for k in req}
    return {"string": "string", "integer": 0, "number": 0.0, "boolean": True, "array": []}.get(str(t), "...")


def _fits(value: Any, t: TypeRef, nullable: bool, ctx: _Ctx, depth: int = 0) -> bool:
    """Whether a spec example value has the declared type (examples in specs can be wrong;
    a README example must type-check)."""
    if value is None:
        return nullable or t == NONE or (isinstance(t, UnionOf) and NONE in t.variants) or t == ANY
    if depth > 20 or t == ANY:
        return True
    if isinstance(t, Primitive):
        return {
            "str": isinstance(value, str),
            "int": isinstance(value, int) and not isinstance(value, bool),
            "float": isinstance(value, (int, float)) and not isinstance(value, bool),
            "bool": isinstance(value, bool),
            "date": isinstance(value, str),
            "datetime": isinstance(value, str),
            "uuid": isinstance(value, str),
        }.get(t.name, True)
    if isinstance(t, LiteralOf):
        return value in t.values and type(value) in {type(v) for v in t.values}
    if isinstance(t, ArrayOf):
        return isinstance(value, list) and all(_fits(v, t.items, False, ctx, depth + 1) for v in value)
    if isinstance(t, MapOf):
        return isinstance(value, dict) and all(_fits(v, t.values, False, ctx, depth + 1) for v in value.values())
    if isinstance(t, UnionOf):
        return any(_fits(value, v, False, ctx, depth + 1) for v in t.variants)
    schema = ctx.schemas.get(t.name) or {}
    if schema.get("type") == "object" and "properties" in schema:
        if not isinstance(value, dict):
            return False
        required = set(schema.get("required") or [])
        if not required <= set(value):
            return False
        for key, item in value.items():
            ps = (schema.get("properties") or {}).get(key)
            if isinstance(ps, dict):
                pt, pn = strip_none(to_type(ps, ctx, "#", request=True))
                if not _fits(item, pt, pn, ctx, depth + 1):
                    return False
        return True
    at, an = strip_none(to_type(schema, ctx, "#", request=True))
    return _fits(value, at, an, ctx, depth + 1)


def _example_call(
    op: dict[str, Any],
    resource: tuple[str, ...],
    name: str,
    params: list[Parameter],
    body: RequestBody | None,
    implementation: Signature,
    ctx: _Ctx,
) -> tuple[str, str]:
    """A call of the method with the spec's example values (required arguments and those
    the body example sets), and the imports it needs."""
    values: dict[str, str] = {}
    imports: list[str] = []
    raw_params = {(p.get("name"), p.get("in")): p for p in op.get("parameters") or [] if isinstance(p, dict)}
    for prm in params:
        raw = raw_params.get((prm.name, prm.location)) or {}
        found, value = _first_example(raw)
        if not found and not prm.required:
            continue
        if not found:
            value = _placeholder(raw.get("schema"), ctx)
        values[prm.py_name] = _json_to_py(value)
    if body is not None:
        rb = op.get("requestBody") or {}
        media = ((rb.get("content") or {}).get(body.content_type) or {}) if isinstance(rb, dict) else {}
        found, example = _first_example(media)
        target: Any = {}
        if isinstance(body.schema, ModelRef):
            target = ctx.schemas.get(body.schema.name) or {}
        if not found:
            found, example = _first_example(target)
        if body.flattened:
            props = {p.name: p for p in body.properties}
            ex = example if found and isinstance(example, dict) else {}
            for p in body.properties:
                if p.read_only:
                    continue
                if p.name == "stream" and p.type == Primitive("bool") and not p.required:
                    continue  # the README shows streaming separately
                if p.name in body.file_fields:
                    if p.required:
                        values[p.py_name] = 'Path("path/to/file")' if not isinstance(p.type, ArrayOf) else '[Path("path/to/file")]'
                        if "from pathlib import Path" not in imports:
                            imports.append("from pathlib import Path")
                    continue
                if p.name in ex and _fits(ex[p.name], p.type, p.nullable, ctx):
                    values[p.py_name] = _json_to_py(ex[p.name])
                elif p.required:
                    values[p.py_name] = _json_to_py(_placeholder((target.get("properties") or {}).get(p.name), ctx))
            _ = props
        elif body.required:
            value = example if found else _placeholder(target or media.get("schema"), ctx)
            values[body.body_py_name] = _json_to_py(value)
    positional = [a.py_name for a in implementation.args if a.positional and a.py_name in values]
    keyword = [a.py_name for a in implementation.args if not a.positional and a.py_name in values]
    args = ", ".join([values[k] for k in positional] + [f"{k}={values[k]}" for k in keyword])
    call = f"client.{'.'.join(resource)}.{name}({args})"
    return call, "\n".join(imports)


def _insert(optional: list[Arg], flag: Arg, ordered: list[Arg]) -> list[Arg]:
    """``optional`` with ``flag`` put back at its original position among them."""
    names = [a.py_name for a in ordered if not a.required or a.py_name == flag.py_name]
    pos = names.index(flag.py_name)
    out = list(optional)
    out.insert(min(pos, len(out)), flag)
    return out


_BODY_PREFERENCE = ("json", "multipart", "form", "binary", "text")


def _build_body(op: dict[str, Any], ptr: str, ctx: _Ctx, used: set[str]) -> RequestBody | None:
    rb = op.get("requestBody")
    if not isinstance(rb, dict):
        return None
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
    if isinstance(t, ModelRef) and not nullable and enc in ("json", "multipart", "form"):
        target = ctx.schemas.get(t.name) or {}
        if target.get("type") == "object" and "properties" in target:
            flattened = True
            properties = _properties(
                target,
                join_pointer("#/components/schemas", t.name),
                ctx,
                request=True,
                taken=used,
            )
            used.update(p.py_name for p in properties)
            for p in properties:
                inner = p.type.items if isinstance(p.type, ArrayOf) else p.type
                if inner == Primitive("file"):
                    file_fields.append(p.name)
    body_py = "body"
    while body_py in used:
        body_py += "_"
    ann = _nullable_ann(param_ann(t, ctx), nullable)
    return RequestBody(
        content_type=ct,
        required=bool(rb.get("required")),
        description=_description(rb),
        schema=t,
        flattened=flattened,
        properties=properties,
        body_py_name=body_py if not flattened else "",
        body_annotation=ann.text,
        file_fields=tuple(file_fields),
        encoding=enc,  # type: ignore[arg-type]
    )


# --------------------------------------------------------------------------- security, servers


def _security(doc: dict[str, Any], ops: list[Operation]) -> SecurityScheme | None:
    schemes = ((doc.get("components") or {}).get("securitySchemes") or {})
    used = sorted({name for op in ops for name in op.security}) or sorted(schemes)
    for name in used:
        s = schemes.get(name)
        if not isinstance(s, dict):
            continue
        t = s.get("type")
        if t == "http" and str(s.get("scheme", "")).lower() == "bearer":
            return SecurityScheme(name, "bearer", "Authorization")
        if t == "http" and str(s.get("scheme", "")).lower() == "basic":
            return SecurityScheme(name, "basic", "Authorization")
        if t == "apiKey" and s.get("in") == "header" and isinstance(s.get("name"), str):
            return SecurityScheme(name, "header", s["name"])
        if t == "apiKey" and s.get("in") == "query" and isinstance(s.get("name"), str):
            return SecurityScheme(name, "query", s["name"])
        if t in ("oauth2", "openIdConnect"):
            return SecurityScheme(name, "bearer", "Authorization")
    return None


def _base_url(cfg: GeneratorConfig, doc: dict[str, Any]) -> str:
    if cfg.base_url:
        return cfg.base_url
    for server in doc.get("servers") or []:
        if isinstance(server, dict) and isinstance(server.get("url"), str):
            url = server["url"]
            for var, spec in (server.get("variables") or {}).items():
                if isinstance(spec, dict) and "default" in spec:
                    url = url.replace("{" + var + "}", str(spec["default"]))
            return url
    return ""


# --------------------------------------------------------------------------- resources


_RESOURCE_CLASS_SUFFIXES = ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse")


def _resource_class_names(paths: list[tuple[str, ...]], taken: set[str]) -> dict[tuple[str, ...], str]:
    """Class-name stem of each resource (``("chat", "completions")`` -> ``ChatCompletions``),
    such that none of the classes the templates derive from it (``{stem}Resource``,
    ``Async{stem}Resource``, ``...WithRawResponse``, ``...WithStreamingResponse``) is a model
    name in ``taken`` or another resource's: a clash gets ``Api``, then a number, appended."""
    used = set(taken)
    out: dict[tuple[str, ...], str] = {}

    def derived(stem: str) -> list[str]:
        return [f"{prefix}{stem}{suffix}" for prefix in ("", "Async") for suffix in _RESOURCE_CLASS_SUFFIXES]

    for p in paths:
        base = "".join(pascal_case(x) for x in p) or "Root"
        candidates = [base, f"{base}Api"] + [f"{base}Api{i}" for i in range(2, 1000)]
        stem = next(c for c in candidates if not any(d in used for d in derived(c)))
        used.update(derived(stem))
        out[p] = stem
    return out


def _resources(ops: list[Operation], model_names: set[str]) -> tuple[tuple[Resource, ...], tuple[Resource, ...]]:
    paths: set[tuple[str, ...]] = set()
    for op in ops:
        for i in range(1, len(op.resource) + 1):
            paths.add(op.resource[:i])
    modules: dict[str, tuple[str, ...]] = {}
    module_of: dict[tuple[str, ...], str] = {}
    for p in sorted(paths):
        m = "_".join(p)
        m = unique(m, set(modules))
        modules[m] = p
        module_of[p] = m
    class_names = _resource_class_names(sorted(paths), model_names)
    built: dict[tuple[str, ...], Resource] = {}

    def build(p: tuple[str, ...]) -> Resource:
        if p in built:
            return built[p]
        children = tuple(build(c) for c in sorted(paths) if len(c) == len(p) + 1 and c[: len(p)] == p)
        res = Resource(
            path=p,
            attr=p[-1],
            class_name=class_names[p],
            module=module_of[p],
            operations=tuple(sorted((o for o in ops if o.resource == p), key=lambda o: o.name)),
            children=children,
        )
        built[p] = res
        return res

    top = tuple(build(p) for p in sorted(paths) if len(p) == 1)
    allr: list[Resource] = []

    def walk(r: Resource) -> None:
        allr.append(r)
        for c in r.children:
            walk(c)

    for r in top:
        walk(r)
    return top, tuple(allr)


# --------------------------------------------------------------------------- entry point


def build_api(doc: dict[str, Any], cfg: GeneratorConfig, diagnostics: Diagnostics, locate: Any, sources: tuple[str, ...] = (), merged: tuple[tuple[str, tuple[str, ...]], ...] = ()) -> Api:
    """Build the IR.

    Args:
        doc: the normalised document.
        cfg: the configuration (names, base URL, overrides).
        diagnostics: where degradations are reported.
        locate: pointer -> ``file#/pointer`` for messages.
        sources: display paths of the inputs.
        merged: components merged from several files (pointer, files).

    Returns:
        The :class:`~generator.ir.Api`.

    Raises:
        SpecError: an operation or schema is malformed (message gives file and pointer).
    """
    schemas: dict[str, Any] = ((doc.get("components") or {}).get("schemas") or {})
    ctx = _Ctx(cfg=cfg, doc=doc, diagnostics=diagnostics, locate=locate, schemas=schemas)
    names = set(schemas)
    for name in sorted(schemas):
        s = schemas[name] if isinstance(schemas[name], dict) else {}
        if "enum" in s or "const" in s or (isinstance(s.get("type"), str) and s.get("type") not in ("object", "array")):
            # a literal or primitive alias means the same in requests and responses: one name
            ctx.param_names[name] = name
            continue
        ctx.param_names[name] = unique(name + "Param", names)
        names.add(ctx.param_names[name])

    # model edges (for reachability)
    edges: dict[str, set[str]] = {}
    raw_types: dict[str, TypeRef] = {}
    for name, s in schemas.items():
        ptr = join_pointer("#/components/schemas", name)
        if isinstance(s, dict) and s.get("type") == "object" and ("properties" in s):
            refs: set[str] = set()
            for pn, ps in (s.get("properties") or {}).items():
                refs |= _refs_in(to_type(ps, ctx, join_pointer(ptr, "properties", pn)))
            ap = s.get("additionalProperties")
            if isinstance(ap, dict):
                refs |= _refs_in(to_type(ap, ctx, join_pointer(ptr, "additionalProperties")))
            edges[name] = refs
        else:
            t = to_type(s, ctx, ptr)
            raw_types[name] = t
            edges[name] = _refs_in(t)

    ops_raw = list(iter_operations(doc))
    placement = place_operations(ops_raw, ctx)
    operations = [_build_operation(p, m, o, ptr, placement[(p, m)], ctx) for p, m, o, ptr in ops_raw]

    req_roots: set[str] = set()
    resp_roots: set[str] = set()
    for op in operations:
        for prm in op.parameters:
            req_roots |= _refs_in(prm.type)
        if op.request_body:
            req_roots |= _refs_in(op.request_body.schema)
            for prop in op.request_body.properties:
                req_roots |= _refs_in(prop.type)
        for m in op.success:
            if m.type is not None:
                resp_roots |= _refs_in(m.type)
        for r in op.errors:
            for m in r.media:
                if m.type is not None:
                    resp_roots |= _refs_in(m.type)
        if op.stream:
            resp_roots |= _refs_in(op.stream.chunk)
    in_request = _closure(req_roots, edges)
    in_response = _closure(resp_roots, edges)

    models: list[Model] = []
    for name in sorted(schemas):
        s = schemas[name] if isinstance(schemas[name], dict) else {}
        ptr = join_pointer("#/components/schemas", name)
        is_object = s.get("type") == "object" and "properties" in s
        wire = name
        if is_object:
            props = _properties(s, ptr, ctx, request=name in in_request)
            functional = any(not p.name.isidentifier() or keyword.iskeyword(p.name) for p in props)
            models.append(
                Model(
                    name=name,
                    wire_name=wire,
                    pointer=locate(ptr),
                    kind="object",
                    description=_description(s),
                    properties=props,
                    alias_of=None,
                    param_name=ctx.param_names[name] if name in in_request else None,
                    param_annotation="",
                    in_request=name in in_request,
                    in_response=name in in_response,
                    examples_json=_examples(s),
                    closed=s.get("additionalProperties") is False,
                    param_functional=functional,
                )
            )
        else:
            t = to_type(s, ctx, ptr, request=name in in_request)
            models.append(
                Model(
                    name=name,
                    wire_name=wire,
                    pointer=locate(ptr),
                    kind="alias",
                    description=_description(s),
                    properties=(),
                    alias_of=t,
                    param_name=ctx.param_names[name] if name in in_request else None,
                    param_annotation=param_ann(t, ctx).text,
                    in_request=name in in_request,
                    in_response=name in in_response,
                    examples_json=_examples(s),
                )
            )
    operations.sort(key=lambda o: (o.resource, o.name))
    imported = {m.name for m in models} | {m.param_name for m in models if m.param_name}
    top, allr = _resources(operations, imported)
    info = doc.get("info") or {}
    security = _security(doc, operations)
    base_url = _base_url(cfg, doc)
    if "://" not in base_url:
        diagnostics.warn(
            ctx.locate("#/servers" if not base_url else "#/servers/0/url"),
            "no-server-url",
            "no absolute server URL" + (f" ({base_url!r} is relative)" if base_url else ""),
            "clients need base_url= or the base-URL environment variable; set client.base_url in the configuration",
        )
    return Api(
        title=str(info.get("title") or cfg.package_name),
        version=str(info.get("version") or ""),
        description=str(info.get("description") or "").strip(),
        package=cfg.package_name,
        project_name=cfg.project_name,
        package_version=cfg.version,
        package_description=cfg.description or f"Python client for the {cfg.client_class} API",
        client_class=cfg.client_class,
        async_client_class=cfg.async_client_class,
        error_base=cfg.error_base,
        base_url=base_url,
        env_api_key=cfg.env_api_key,
        env_base_url=cfg.env_base_url,
        env_log=cfg.env_log,
        security=security,
        models=tuple(models),
        operations=tuple(operations),
        resources=top,
        all_resources=allr,
        sources=sources,
        merged=merged,
    )
