"""Operations -> :class:`~generator.ir.model.Operation`: parameters, request body, responses,
streaming, security and the method signatures (overloads) the templates print."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Literal, cast

from ..errors import SpecError, join_pointer
from ..names import RESERVED_KWARGS, keyword_argument, keyword_arguments, snake_case
from ..normalise import ref_name
from ..normalise.values import pattern_matches
from .annotations import (
    annotation_names,
    nullable_ann,
    param_ann,
    qualify_shadowed,
    response_ann,
    type_note,
)
from .context import ANY, BuildContext
from .encoding import part_styles
from .examples import example_call
from .fixed import fill_shape
from .model import (
    Arg,
    ArrayOf,
    MediaType,
    ModelRef,
    Operation,
    Pagination,
    Parameter,
    Primitive,
    Property,
    RequestBody,
    Response,
    Signature,
    Stream,
    TypeRef,
    UnionOf,
)
from .pagination import pagination_of
from .placement import deref, op_id, sse_sentinel
from .properties import (
    default_json,
    default_repr,
    description_of,
    properties_of,
    schema_description,
    sunset_of,
)
from .security import ignored_header, requirements
from .types import (
    is_json_media,
    is_redirect_status,
    media_decode,
    parameter_schema,
    resolve_aliases,
    strip_none,
    to_type,
)


def _style(location: str, p: dict[str, Any]) -> tuple[str, bool]:
    default = "form" if location in ("query", "cookie") else "simple"
    style: str = p["style"] if isinstance(p.get("style"), str) else default
    explode = p.get("explode")
    if not isinstance(explode, bool):
        explode = style == "form"
    return style, explode


def build_operation(
    path: str,
    method: str,
    op: dict[str, Any],
    ptr: str,
    placement: tuple[tuple[str, ...], str],
    ctx: BuildContext,
    scope: frozenset[str] = frozenset(),
) -> Operation:
    """One operation of the IR.

    Args:
        path: the URL path template.
        method: the lower-case HTTP method.
        op: the (normalised) Operation Object.
        ptr: its pointer in the normalised document.
        placement: its resource path and method name (:func:`.placement.place_operations`).
        ctx: the build context.
        scope: the names its resource class body defines (:func:`.placement.class_scopes`):
            builtins among them are qualified in the signatures' annotations.

    Raises:
        SpecError: the operation cannot be built (message gives file and pointer).
    """
    if "?" in path:
        # OpenAPI 3.1 section 4.8.8: a path is appended to the server URL to construct the full
        # URL, and it holds no query (Anthropic's `/v1/messages?beta=true` beside `/v1/messages`)
        ctx.diagnostics.warn(
            ctx.locate(ptr),
            "path-query-string",
            f"the path {path!r} holds a query string",
            "sent as written (the query goes before the operation's own); method names include it, and the mock server cannot route it (its shipped tests skip)",
        )
    oid = op_id(op, method, path)
    responses, codes, success_status, success_media, chunk = _success_responses(op, ptr, ctx)
    return_ann = _return_annotation(success_media + _other_success_media(responses, codes, success_status, ptr, ctx))
    # the method body casts to its return type: an argument must not shadow a name in it
    body_names = annotation_names(return_ann) | (annotation_names(response_ann(chunk).text) | {"Stream", "AsyncStream"} if chunk else set())
    used: set[str] = set(RESERVED_KWARGS) | body_names | {"builtins", "SyncPage", "AsyncPaginator"}
    params: list[Parameter] = []
    uuid_fits = True  # whether a UUID is a valid value of its Idempotency-Key header parameter
    raw_params = [p for p in op.get("parameters") or [] if isinstance(p, dict)]
    order = {"path": 0, "query": 1, "header": 2, "cookie": 3}
    path_names = re.findall(r"{([^}]+)}", path)
    kept: list[tuple[int, dict[str, Any], Literal["path", "query", "header", "cookie"], str]] = []
    seen_params: dict[tuple[str, str], str] = {}  # (location, name) -> the pointer of the one kept
    for i, p in sorted(enumerate(raw_params), key=lambda ip: (order.get(str(ip[1].get("in")), 9), ip[0])):
        loc = p.get("in")
        name = p.get("name")
        p_ptr = join_pointer(ptr, "parameters", i)
        if loc not in order or not isinstance(name, str):
            raise SpecError("a parameter needs a string 'name' and 'in' of path, query, header or cookie", pointer=ctx.locate(p_ptr))
        if loc == "header" and ignored_header(name, ctx.locate(p_ptr), ctx):
            continue  # OpenAPI 3.1 section 4.8.12.1: "the parameter definition SHALL be ignored"
        if loc == "path" and not _path_declaration_usable(name, p, path_names, ctx.locate(p_ptr), ctx):
            continue
        key = (loc, name.lower() if loc == "header" else name)  # header names ignore case (RFC 9110 section 5.1)
        if key in seen_params:
            ctx.diagnostics.warn(
                ctx.locate(p_ptr),
                "parameter-duplicate",
                f"the {loc} parameter {name!r} is listed twice (OpenAPI 3.1 section 4.8.10.1: a name and location are unique in an operation)",
                f"the first, {seen_params[key]}, is kept",
            )
            continue
        seen_params[key] = f"parameters/{i}"
        kept.append((i, p, cast(Literal["path", "query", "header", "cookie"], loc), name))
    # names decided for all parameters at once: the order they are listed in does not matter
    py_names = keyword_arguments(
        [name if loc != "header" else snake_case(name) or name for _i, _p, loc, name in kept], used, [order[loc] for _i, _p, loc, _n in kept], snake=ctx.cfg.naming.arguments == "snake"
    )
    used.update(py_names)
    for (i, p, loc, name), py in zip(kept, py_names, strict=True):
        p_ptr = join_pointer(ptr, "parameters", i)
        content_type, p_schema, tokens = parameter_schema(p)
        if loc == "header" and name.lower() == "idempotency-key":
            uuid_fits = _uuid_fits(p_schema, ctx)
        s_ptr = join_pointer(p_ptr, *tokens)
        full = to_type(p_schema, ctx, s_ptr, request=True)
        t, nullable = strip_none(full)
        style, explode = _style(loc, p)
        required = bool(p.get("required")) or loc == "path"
        ann = nullable_ann(param_ann(t, ctx.param_names), nullable)
        params.append(
            Parameter(
                name=name,
                py_name=py,
                location=loc,
                required=required,
                nullable=nullable,
                type=t,
                description=description_of(p) or schema_description(p_schema, ctx),
                deprecated=bool(p.get("deprecated")),
                sunset=sunset_of(p),
                style=style,
                explode=explode,
                annotation=ann.text,
                default_json=default_json(p_schema),
                default_repr=default_repr(p_schema, full, ctx),
                type_note=type_note(resolve_aliases(t, ctx)),
                content_type=content_type,
                fill=fill_shape(full, ctx),
                pointer=ctx.locate(p_ptr),
            )
        )
    for pn in dict.fromkeys(path_names):
        if not any(p.name == pn and p.location == "path" for p in params):
            params.insert(sum(p.location == "path" for p in params), _undeclared_path_parameter(pn, used, ctx.locate(ptr), ctx))
    # path parameters (passed by position) in the order of the URL template, whatever the order
    # the spec declares them in: `rows.retrieve(table, row)` for /tables/{table}/rows/{row}
    place = {n: i for i, n in enumerate(dict.fromkeys(path_names))}
    in_url_order = iter(sorted((p for p in params if p.location == "path"), key=lambda p: place.get(p.name, len(place))))
    params = [next(in_url_order) if p.location == "path" else p for p in params]

    body = build_body(op, ptr, ctx, used)

    stream: Stream | None = None
    if chunk is not None:
        sp = None
        if body and body.flattened and any(pr.name == "stream" and pr.type == Primitive("bool") for pr in body.properties):
            sp = "stream"
        stream = Stream(chunk=chunk, chunk_annotation=response_ann(chunk).text, param=sp, or_document=sp is None and return_ann != "None", sentinel=sse_sentinel(op, success_status))
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
            decode = media_decode(ct)
            t = to_type(schema, ctx, join_pointer(ptr, "responses", code, "content", ct, "schema")) if decode == "json" and isinstance(schema, dict) else (Primitive("str") if decode == "text" else Primitive("bytes"))
            media.append(MediaType(content_type=ct, type=t, annotation=response_ann(t).text, decode=decode))  # type: ignore[arg-type]
        # a range in lower case (`4xx`) as OpenAPI writes it (section 4.8.16.2): the runtime looks up `4XX`
        errors.append(Response(status=code if code == "default" else code.upper(), description=description_of(r), media=tuple(media)))
    security = requirements(op, ptr, ctx)
    resource, name = placement
    pagination = pagination_of(op, method, ptr, oid, params, body, success_media, ctx) if stream is None else None
    overloads, implementation = _signatures(params, body, return_ann, stream, scope, pagination)
    call, call_imports = example_call(op, resource, name, params, body, implementation, ctx)
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
        sunset=sunset_of(op),
        resource=resource,
        name=name,
        parameters=tuple(params),
        request_body=body,
        success=tuple(success_media),
        success_status=success_status,
        return_annotation=return_ann,
        stream=stream,
        errors=tuple(errors),
        example_call=call,
        example_imports=call_imports,
        security=security,
        overloads=overloads,
        implementation=implementation,
        query_styles=query_styles,
        pagination=pagination,
        idempotency_header=_idempotency_header(method, params, uuid_fits, ctx),
        redirects=tuple(c.upper() for c in codes if is_redirect_status(c)) if is_redirect_status(success_status) else (),
    )


_UNSAFE = ("post", "put", "patch", "delete")


def _idempotency_header(method: str, params: list[Parameter], uuid_fits: bool, ctx: BuildContext) -> str:
    """The header that carries the operation's idempotency key: its own ``Idempotency-Key``
    header parameter (any case), else ``client.idempotency_header`` for an unsafe method
    (``POST``, ``PUT``, ``PATCH``, ``DELETE``: RFC 9110 section 9.2.1), else ``""``.  A
    declared parameter is filled only when a UUID is a value of its schema (a string, a
    ``uuid``, any value; ``uuid_fits``: its length bounds, pattern and format allow the 36
    characters of one, see :func:`_uuid_fits`): an integer, enum or shorter key is the caller's
    to give."""
    for p in params:
        if p.location == "header" and p.name.lower() == "idempotency-key":
            typed = strip_none(p.type)[0] in (Primitive("str"), Primitive("uuid"), Primitive("any"))
            return p.name if typed and uuid_fits else ""
    configured = ctx.cfg.client.idempotency_header
    return configured if configured and method in _UNSAFE else ""


_HEX = "0123456789abcdef"


def _uuid_sample(digit: int, step: int) -> str:
    """A UUID4's text whose free hex digits run through :data:`_HEX` from ``digit``, ``step``
    apart (``step`` 0: one digit throughout)."""
    free = [_HEX[(digit + step * i) % 16] for i in range(30)]
    text = "".join(free[:12]) + "4" + "".join(free[12:15]) + "89ab"[digit % 4] + "".join(free[15:])
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


# UUID4s as the client sends them (str(uuid.uuid4())), to try a key's pattern on: each hex
# digit alone throughout, and runs mixing digits and letters at every position, so a pattern
# only some UUIDs match (``^[0-9]``, ``^([0-9]{8}|[a-f]{8})-``) is found out
_UUID_SAMPLES = tuple(_uuid_sample(d, step) for step in (0, 1, 5, 7) for d in range(16))


def _uuid_fits(schema: Any, ctx: BuildContext) -> bool:
    """Whether every UUID4's text (36 characters) is a valid value of an ``Idempotency-Key``
    parameter's schema: ``minLength``/``maxLength`` allow 36, a ``pattern`` matches each of
    :data:`_UUID_SAMPLES` (JSON Schema 2020-12 section 6.3; tried with
    :func:`~generator.normalise.values.pattern_matches`, a pattern it cannot compile counts
    as not matching), no ``enum``/``const``/``not``/``if`` restricts it, and its ``format`` is
    absent or ``uuid``.  ``allOf`` parts must all allow it; of a nullable union (``anyOf``/``oneOf``
    with ``null``) the other branch decides."""
    schema = deref(schema, ctx)
    if not isinstance(schema, dict):
        return True
    branches = [deref(b, ctx) for b in schema.get("anyOf") or schema.get("oneOf") or []]
    if branches:
        others = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
        if len(others) != 1:
            return False
        return _uuid_fits(others[0], ctx) and _uuid_fits({k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}, ctx)
    for part in [schema, *(deref(x, ctx) for x in schema.get("allOf") or [])]:
        if not isinstance(part, dict):
            continue
        if part is not schema and not _uuid_fits(part, ctx):
            return False
        low, high = part.get("minLength"), part.get("maxLength")
        if isinstance(low, (int, float)) and not isinstance(low, bool) and low > 36:
            return False
        if isinstance(high, (int, float)) and not isinstance(high, bool) and high < 36:
            return False
        if any(k in part for k in ("enum", "const", "not", "if", "then", "else")):
            return False  # a UUID may be what they exclude: the key is the caller's
        if part.get("format") not in (None, "uuid", "UUID"):
            return False
        pattern = part.get("pattern")
        if isinstance(pattern, str) and not all(pattern_matches(pattern, u) for u in _UUID_SAMPLES):
            return False
    return True


def _success_responses(op: dict[str, Any], ptr: str, ctx: BuildContext) -> tuple[dict[str, Any], list[str], str, list[MediaType], TypeRef | None]:
    """The operation's responses, their status keys (sorted, unknown ones dropped with a
    warning), the success status, its media types and the type of its event-stream chunks
    (``None`` when it does not stream)."""
    responses = op.get("responses") or {}
    codes = sorted(str(c) for c in responses if _response_key(str(c), join_pointer(ptr, "responses", str(c)), ctx))
    # `4xx` beside `4XX`: one range written twice (the upper-case one sorts first and is kept)
    for code in [c for c in codes if c != c.upper() and c.upper() in codes]:
        ctx.diagnostics.warn(
            ctx.locate(join_pointer(ptr, "responses", code)),
            "response-key-duplicate",
            f"{code!r} and {code.upper()!r} are the same range of statuses",
            f"{code!r} ignored",
        )
        codes.remove(code)
    # a redirect is the answer of an operation that documents no 2xx (OAuth2 authorize: 302 +
    # default): its `default` then describes the errors, not the success
    success_codes = [c for c in codes if c.startswith("2")] or [c for c in codes if is_redirect_status(c)] or [c for c in codes if c == "default"]
    success_status = success_codes[0] if success_codes else "200"
    success_media: list[MediaType] = []
    chunk: TypeRef | None = None
    resp = responses.get(success_status) if success_codes else None
    if isinstance(resp, dict):
        for ct, media in sorted((resp.get("content") or {}).items(), key=lambda kv: (not is_json_media(kv[0]), kv[0])):
            schema = media.get("schema") if isinstance(media, dict) else None
            m_ptr = join_pointer(ptr, "responses", success_status, "content", ct, "schema")
            if ct.split(";")[0].strip().lower() == "text/event-stream":
                chunk = to_type(schema, ctx, m_ptr) if isinstance(schema, dict) else ANY
                continue
            decode = media_decode(ct)
            if decode == "json":
                t = to_type(schema, ctx, m_ptr) if isinstance(schema, dict) else ANY
            elif decode == "text":
                t = Primitive("str")
            else:
                t = Primitive("bytes")
            success_media.append(MediaType(content_type=ct, type=t, annotation=response_ann(t).text, decode=decode))  # type: ignore[arg-type]
    return responses, codes, success_status, success_media, chunk


def _other_success_media(responses: dict[str, Any], codes: list[str], success_status: str, ptr: str, ctx: BuildContext) -> list[MediaType]:
    """The JSON bodies of the operation's other 2xx responses (``202`` beside ``200``): the
    client decodes a response by its own status (the runtime looks it up with the
    documented non-success responses), so the method may return any of them."""
    out: list[MediaType] = []
    for code in codes:
        r = responses.get(code)
        if code == success_status or not code.startswith("2") or not isinstance(r, dict):
            continue
        for ct, m in sorted((r.get("content") or {}).items()):
            schema = m.get("schema") if isinstance(m, dict) else None
            if media_decode(ct) == "json" and isinstance(schema, dict):
                t = to_type(schema, ctx, join_pointer(ptr, "responses", code, "content", ct, "schema"))
                out.append(MediaType(content_type=ct, type=t, annotation=response_ann(t).text, decode="json"))
    return out


def _return_annotation(success_media: list[MediaType]) -> str:
    """The non-streaming return type: the union of the success media types' (``None``
    without a body)."""
    anns: list[str] = []
    for m in success_media:
        for part in m.annotation.split(" | "):
            if part not in anns:
                anns.append(part)
    return " | ".join(anns) or "None"


_STATUS = re.compile(r"^(default|[1-5](?:[0-9][0-9]|[xX][xX]))$")


def _response_key(code: str, ptr: str, ctx: BuildContext) -> bool:
    """Whether a key of a Responses Object is a response: ``default``, a status code or a
    range ``2XX`` (OpenAPI 3.1 section 4.8.16); extensions (``x-``) are skipped quietly,
    anything else with a warning."""
    if code.startswith("x-"):
        return False
    if _STATUS.match(code):
        return True
    ctx.diagnostics.warn(ctx.locate(ptr), "unknown-response-key", f"{code!r} is not a status code, a range such as 2XX, or default", "response ignored")
    return False


def _path_declaration_usable(name: str, p: dict[str, Any], template: list[str], where: str, ctx: BuildContext) -> bool:
    """Whether a declared path parameter is used, with a warning when it needs a repair: one
    the path template does not name (misnamed, e.g. ``cert_id`` for ``{certificate_id}``) is
    dropped; one without ``required: true`` (OpenAPI 3.1 section 4.8.12.2 requires it) is
    required all the same."""
    if name not in template:
        names = ", ".join("{" + t + "}" for t in template) or "no parameters"
        ctx.diagnostics.warn(where, "unused-path-parameter", f"path parameter {name!r} is declared, but the path template has {names}", "declaration dropped")
        return False
    if p.get("required") is not True:
        ctx.diagnostics.warn(where, "path-parameter-not-required", f"path parameter {name!r} lacks required: true", "treated as required")
    return True


def _undeclared_path_parameter(name: str, used: set[str], where: str, ctx: BuildContext) -> Parameter:
    """The parameter for a path template name no declaration matches: a required ``str``."""
    py = keyword_arguments([name], used, snake=ctx.cfg.naming.arguments == "snake")[0]
    used.add(py)
    ctx.diagnostics.warn(where, "undeclared-path-parameter", f"the path template names {{{name}}}, which no path parameter declares", f"added as a required str argument {py}")
    return Parameter(
        name=name,
        py_name=py,
        location="path",
        required=True,
        nullable=False,
        type=Primitive("str"),
        description="",
        deprecated=False,
        style="simple",
        explode=False,
        annotation="str",
    )


def _signatures(
    params: list[Parameter],
    body: RequestBody | None,
    return_ann: str,
    stream: Stream | None,
    scope: frozenset[str] = frozenset(),
    pagination: Pagination | None = None,
) -> tuple[tuple[Signature, ...], Signature]:
    """The method's signatures, their annotations qualified against ``scope`` (the names the
    resource class defines, see :func:`generator.ir.annotations.qualify_shadowed`); a paginated
    operation returns ``SyncPage[item]`` (sync) and ``AsyncPaginator[item]`` (async: awaited
    for the first page, or iterated with ``async for``)."""
    overloads, implementation = _raw_signatures(params, body, return_ann, stream)
    if pagination is not None:
        item = pagination.item_annotation
        implementation = dataclasses.replace(implementation, returns=f"SyncPage[{item}]", async_returns=f"AsyncPaginator[{item}]")

    def q(sig: Signature) -> Signature:
        args = tuple(dataclasses.replace(a, annotation=qualify_shadowed(a.annotation, scope)) for a in sig.args)
        return Signature(args, qualify_shadowed(sig.returns, scope), qualify_shadowed(sig.async_returns, scope))

    return tuple(q(s) for s in overloads), q(implementation)


def _raw_signatures(
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
            args.append(Arg(p.py_name, p.name, "path", p.annotation, True, p.description, positional=True, default_repr=p.default_repr, type_note=p.type_note, json_text=is_json_media(p.content_type), fill=p.fill))
    if body is not None:
        if body.flattened:
            for prop in body.properties:
                if prop.read_only:  # readOnly: sent by the server only (OpenAPI 3.1 section 4.8.24 / JSON Schema)
                    continue
                # a fixed property (one value only) is optional, and sent when left out
                required = prop.required and prop.fixed_repr is None
                default = prop.fixed_repr if prop.fixed_repr is not None else prop.default_repr
                args.append(Arg(prop.py_name, prop.name, "body", prop.param_annotation, required, prop.description, default_repr=default, type_note=prop.type_note, fill=prop.fill, fixed_repr=prop.fixed_repr))
        else:
            args.append(Arg(body.body_py_name, "", "body_whole", body.body_annotation, body.required, body.description, fill=body.fill))
    for p in params:
        if p.location != "path":
            args.append(Arg(p.py_name, p.name, p.location, p.annotation, p.required, p.description, default_repr=p.default_repr, type_note=p.type_note, json_text=is_json_media(p.content_type), fill=p.fill))  # type: ignore[arg-type]
    args = _mark_deprecated(args, params, body)
    ordered = [a for a in args if a.required] + [a for a in args if not a.required]

    def finish(a: Arg) -> Arg:
        return a if a.required else dataclasses.replace(a, annotation=a.annotation + " | NotGiven")

    if stream is None:
        sig = Signature(tuple(finish(a) for a in ordered), return_ann, return_ann)
        return (), sig
    sync_stream = f"Stream[{stream.chunk_annotation}]"
    async_stream = f"AsyncStream[{stream.chunk_annotation}]"
    if stream.param is None:
        if stream.or_document:
            return (), Signature(tuple(finish(a) for a in ordered), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}")
        return (), Signature(tuple(finish(a) for a in ordered), sync_stream, async_stream)
    flag = next(a for a in ordered if a.location == "body" and a.wire_name == stream.param)
    nullable = flag.annotation.endswith("| None")
    rest_required = [a for a in ordered if a.required and a is not flag]
    rest_optional = [finish(a) for a in ordered if not a.required and a is not flag]

    def with_flag(annotation: str, required: bool) -> tuple[Arg, ...]:
        f = dataclasses.replace(flag, annotation=annotation, required=required)
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


def _mark_deprecated(args: list[Arg], params: list[Parameter], body: RequestBody | None) -> list[Arg]:
    """``args`` with ``deprecated``/``sunset`` of the parameter or body property each stands for."""
    marks: dict[tuple[str, str], tuple[bool, str]] = {(p.location, p.name): (p.deprecated, p.sunset) for p in params}
    if body is not None and body.flattened:
        marks.update({("body", prop.name): (prop.deprecated, prop.sunset) for prop in body.properties})
    out = []
    for a in args:
        deprecated, sunset = marks.get((a.location, a.wire_name), (False, ""))
        out.append(dataclasses.replace(a, deprecated=True, sunset=sunset) if deprecated else a)
    return out


def _insert(optional: list[Arg], flag: Arg, ordered: list[Arg]) -> list[Arg]:
    """``optional`` with ``flag`` put back at its original position among them."""
    names = [a.py_name for a in ordered if not a.required or a.py_name == flag.py_name]
    pos = names.index(flag.py_name)
    out = list(optional)
    out.insert(min(pos, len(out)), flag)
    return out


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


def _holds_file(t: TypeRef) -> bool:
    """Whether a body property's value may be file content: a file, an array of files, or a
    union with a file branch (``oneOf: [{format: binary}, {format: uri}]``: the runtime sends
    a ``str`` of such a field as a text part and anything else as a file)."""
    if isinstance(t, ArrayOf):
        return _holds_file(t.items)
    if isinstance(t, UnionOf):
        return any(_holds_file(v) for v in t.variants)
    return t == Primitive("file")


_BODY_PREFERENCE = ("json", "multipart", "form", "binary", "text")


def build_body(op: dict[str, Any], ptr: str, ctx: BuildContext, used: set[str]) -> RequestBody | None:
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
    base64_fields: list[str] = []
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
                owner=t.name, snake=ctx.cfg.naming.arguments == "snake",
            )
            used.update(p.py_name for p in properties)
            if enc == "multipart":
                properties = tuple(_base64_file(p, (target.get("properties") or {}).get(p.name), ctx, base64_fields) for p in properties)
            for p in properties:
                if _holds_file(p.type):
                    file_fields.append(p.name)
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
        encoding=enc,  # type: ignore[arg-type]
        fill="" if flattened else fill_shape(t, ctx),
        nullable=nullable,
        part_styles=part_styles(media, {p.name for p in properties}, join_pointer(ptr, "requestBody", "content", ct), ctx, frozenset(p.name for p in properties if p.type.kind not in ("primitive", "literal") and p.name not in file_fields)) if enc in ("multipart", "form") and flattened else (),
    )

