"""Operations -> :class:`~generator.ir.model.Operation`: parameters, request body, responses,
streaming, security and the method signatures (overloads) the templates print.

This module builds the operation and its parameters; the parts of it have modules of their
own: :mod:`.request_body` (the body and its flattening), :mod:`.responses` (the success
bodies and the return annotation), :mod:`.signatures` (the methods' signatures) and
:mod:`.idempotency` (the idempotency key header)."""

from __future__ import annotations

import re
from typing import Any, Literal, cast

from ..errors import SpecError, join_pointer
from ..names import RESERVED_KWARGS, keyword_arguments, snake_case
from .annotations import (
    annotation_names,
    nullable_ann,
    param_ann,
    response_ann,
    type_note,
)
from .context import BuildContext
from .examples import example_call
from .fixed import fill_shape
from .idempotency import accepts_uuid, idempotency_header
from .model import (
    MediaType,
    Operation,
    Parameter,
    Primitive,
    Response,
    Stream,
)
from .pagination import pagination_of
from .placement import op_id, sse_sentinel
from .properties import (
    default_json,
    default_repr,
    description_of,
    schema_description,
    sunset_of,
)
from .request_body import build_body, flattened_names
from .responses import note_bodyless_get, other_success_media, return_annotation, success_responses
from .security import ignored_header, requirements
from .signatures import signatures
from .types import (
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
    responses, codes, success_status, success_media, chunk = success_responses(op, ptr, ctx)
    return_ann = return_annotation(success_media + other_success_media(responses, codes, success_status, ptr, ctx))
    if success_status in responses:
        note_bodyless_get(method, path, success_status, return_ann, chunk, ptr, ctx)
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
    # names decided for all parameters and the flattened body's properties at once: the order
    # they are listed in does not matter, and a wire name spelled like its argument keeps it
    # wherever it is (a body's ``stream`` flag beside a query parameter ``Stream``)
    flat_names = flattened_names(op, ctx) or []
    joint = keyword_arguments(
        [name if loc != "header" else snake_case(name) or name for _i, _p, loc, name in kept] + flat_names,
        used,
        [order[loc] for _i, _p, loc, _n in kept] + [len(order)] * len(flat_names),
        snake=ctx.cfg.naming.arguments == "snake",
        wire=[name for _i, _p, _loc, name in kept] + flat_names,
    )
    py_names = joint[: len(kept)]
    body_py_names = dict(zip(flat_names, joint[len(kept) :], strict=True))
    used.update(joint)
    for (i, p, loc, name), py in zip(kept, py_names, strict=True):
        p_ptr = join_pointer(ptr, "parameters", i)
        content_type, p_schema, tokens = parameter_schema(p)
        if loc == "header" and name.lower() == "idempotency-key":
            uuid_fits = accepts_uuid(p_schema, ctx)
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

    body = build_body(op, ptr, ctx, used, body_py_names)

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
    overloads, implementation = signatures(params, body, return_ann, stream, scope, pagination)
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
        idempotency_header=idempotency_header(method, params, uuid_fits, ctx),
        redirects=tuple(c.upper() for c in codes if is_redirect_status(c)) if is_redirect_status(success_status) else (),
    )


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
