"""Auto-pagination: which operations return one page of a list, and how the client asks for
the next page (:class:`~generator.ir.model.Pagination`).

Decided per operation, from the first source that says something:

1. ``operations.<operationId>.pagination`` in ``sdkgen.yaml`` (``false`` switches it off);
2. the vendor extensions ``x-speakeasy-pagination`` (``type: offsetLimit | cursor | url`` with
   ``inputs`` and ``outputs``: ``$.data``, ``$.data[-1].id``) and ``x-fern-pagination``
   (``cursor``/``next_cursor``/``results``, ``offset``/``step``/``results``, ``next_uri``,
   ``has-next-page``: ``$request.x``, ``$response.y``), so that specs written for those
   generators work unchanged;
3. inference (``infer_pagination: false`` in ``sdkgen.yaml`` switches it off), reported with a
   ``pagination-inferred`` warning naming what was inferred.  Only a ``GET`` whose 2xx JSON
   body is an array, or an object with one list property, and which takes a request parameter
   that moves through the list is inferred (:mod:`.pagination_infer`); a list without such a
   parameter (SambaNova's ``GET /models``) is a plain list, not a page.  A next page URL or
   token in the body wins over counting a page number up.  One that looks paginated but is
   not inferred (a ``page`` that is a string, an ``offset`` without a page size, a cursor
   parameter the body gives nothing for, an item ``id`` that is an object) is a
   ``pagination-not-inferred`` warning saying why.

Six styles, with the stop rule each implies (the runtime's ``_pagination.Paging``):

========== ============================================== =========================================
style      next request                                   last page when
========== ============================================== =========================================
cursor_item ``param`` = a field of the last item (``id``)  ``has_more`` not true (else a short page), or an empty page
cursor     ``param`` = the body's next cursor / token      no cursor (missing, ``null``, ``""``), the
                                                           same cursor again, or ``has_more`` false
next_url   GET the URL in the body (relative or absolute)  no URL
link       GET the ``Link: <...>; rel="next"`` URL         no ``rel="next"`` link
offset     ``param`` += the page's item count              an empty page, ``has_more`` false, offset
                                                           >= ``total``, or (no ``has_more`` true nor
                                                           total) fewer items than the caller's
                                                           ``limit`` capped at its ``maximum``
page       ``param`` += 1, from the parameter's            as ``offset`` (``total``: the items of the
           ``default``, else ``minimum``, else 1           pages so far reach it), with ``total_pages``
========== ============================================== =========================================

A page whose items (and next cursor) are those of the page before raises at run time: the
server ignores the pagination parameter.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from ..config import PaginationOverride
from ..errors import ConfigError, SpecError, join_pointer
from ..walk import follow_local_refs
from .annotations import response_ann
from .context import BuildContext
from .model import ArrayOf, MediaType, Pagination, Parameter, Primitive, RequestBody, TypeRef
from .pagination_infer import (
    Draft,
    infer_draft,
    list_property,
    norm,
    object_schema,
    param_keyword,
    response_schema,
    schema_at,
)
from .types import resolve_aliases, strip_none, to_type

STYLES = ("cursor_item", "cursor", "next_url", "link", "offset", "page")


def pagination_of(
    op: dict[str, Any],
    method: str,
    ptr: str,
    oid: str,
    params: list[Parameter],
    body: RequestBody | None,
    success: list[MediaType],
    ctx: BuildContext,
) -> Pagination | None:
    """The operation's pagination, or ``None`` when it returns no pages.

    Args:
        op: the (normalised) Operation Object.
        method: its lower-case HTTP method.
        ptr: its pointer in the normalised document.
        oid: its operationId (the key of ``operations:`` in ``sdkgen.yaml``).
        params: its parameters (IR).
        body: its request body (IR), or ``None``.
        success: its 2xx media types.
        ctx: the build context (configuration, diagnostics).

    Returns:
        The :class:`Pagination`, or ``None``.

    Raises:
        ConfigError: the ``sdkgen.yaml`` entry names a parameter the operation does not take
            or a response property that is not there.  (The same mistakes in a vendor
            extension are a ``pagination-ignored`` warning naming its pointer: the method then
            returns the response body.)
    """
    override = ctx.cfg.operations.get(oid)
    conf = override.pagination if override is not None else None
    if conf is False:
        return None
    media = [m for m in success if m.decode == "json" and m.type is not None]
    if isinstance(conf, PaginationOverride):
        try:
            return _checked(_from_config(conf), "sdkgen.yaml", "", op, ptr, params, body, media, ctx)
        except SpecError as exc:  # the configuration's own mistake: generation stops
            where = ctx.cfg.config_file.name if ctx.cfg.config_file is not None else "sdkgen.yaml"
            raise ConfigError(f"operations.{oid}.pagination: {exc.message}", file=where) from None
    for ext, reader in (("x-speakeasy-pagination", _from_speakeasy), ("x-fern-pagination", _from_fern)):
        if ext in op:
            where = ctx.locate(join_pointer(ptr, ext))
            try:
                raw = op[ext]
                if not isinstance(raw, dict):
                    raise SpecError(f"{ext} must be a mapping", pointer=where)
                return _checked(reader(raw, where), ext, where, op, ptr, params, body, media, ctx)
            except SpecError as exc:  # the method stays, returning the body as the spec says
                ctx.diagnostics.warn(where, "pagination-ignored", f"{ext}: {exc.message}", "the method returns the response body, not pages")
                return None
    if not ctx.cfg.infer_pagination or method != "get" or len(media) != 1:
        return None
    try:
        draft = infer_draft(op, ptr, params, media[0], ctx)
    except SpecError:  # a shape inference cannot read is simply not a page
        return None
    found = None
    if isinstance(draft, Draft):
        try:
            found = _checked(draft, "inferred", ctx.locate(ptr), op, ptr, params, None, media, ctx)
        except SpecError as exc:  # it looked like a page, but is not one the client can follow
            draft = exc.message
    if isinstance(draft, str):
        ctx.diagnostics.warn(
            ctx.locate(ptr),
            "pagination-not-inferred",
            f"{method.upper()} {_path_of(ptr)} looks paginated: {draft}",
            f"the method returns the response body, not pages; set operations.{oid}.pagination in sdkgen.yaml to page it",
        )
        return None
    if found is None:
        return None
    what = f"{found.style} pagination ({_how(found)})"
    ctx.diagnostics.warn(
        ctx.locate(ptr),
        "pagination-inferred",
        f"{method.upper()} {_path_of(ptr)}: inferred {what}, items in {'.'.join(found.items) or 'the body'}",
        f"returns pages; set operations.{oid}.pagination (false to switch off) or infer_pagination: false in sdkgen.yaml",
    )
    return found


def _how(p: Pagination) -> str:
    """How the next page is asked for, in words (for the inference warning)."""
    nxt = ".".join(p.next)
    text = {
        "cursor_item": f"the last item's {nxt} sent as {p.param}",
        "cursor": f"{nxt} sent as {p.param}",
        "next_url": f"the URL in {nxt} fetched",
        "link": 'the Link header\'s rel="next" URL fetched',
        "offset": f"{p.param} grows by the item count",
        "page": f"{p.param} grows by 1",
    }[p.style]
    if p.page_param:
        text += f" ({p.page_param} by 1 when the call gives it)"
    if p.has_more:
        text += f", until {'.'.join(p.has_more)} is false"
    return text


def _path_of(ptr: str) -> str:
    parts = ptr.split("/")
    return parts[2].replace("~1", "/").replace("~0", "~") if len(parts) > 2 else ptr


# --------------------------------------------------------------------------- sources


def _path(expr: Any, where: str, *, prefix: str = "$.") -> tuple[str, ...]:
    """``$.a.b`` / ``a.b`` -> ``("a", "b")``; ``$`` or ``""`` -> ``()``."""
    if not isinstance(expr, str):
        raise SpecError(f"a path must be a string, got {type(expr).__name__}", pointer=where)
    text = expr.strip()
    if text in ("$", "", prefix.rstrip(".")):
        return ()
    text = text.removeprefix(prefix)
    parts = tuple(text.split("."))
    if any(not p or not re.fullmatch(r"[A-Za-z0-9_\-$@]+", p) for p in parts):
        raise SpecError(f"path {expr!r} is not supported: use property names joined by dots", pointer=where)
    return parts


def _from_config(conf: PaginationOverride) -> Draft:
    where = "sdkgen.yaml"
    fields: dict[str, Any] = {
        "param": conf.param,
        "limit": conf.limit,
        "next": _path(conf.next, where) if conf.next else (("id",) if conf.style == "cursor_item" else ()),
        "has_more": _path(conf.has_more, where) if conf.has_more else (),
        "total": _path(conf.total, where) if conf.total else (),
        "total_pages": _path(conf.total_pages, where) if conf.total_pages else (),
        "start": conf.start,
    }
    return Draft(conf.style, _path(conf.items, where) if conf.items is not None else None, **fields)


def _from_speakeasy(raw: dict[str, Any], where: str) -> Draft:
    kind = raw.get("type")
    inputs = raw.get("inputs") or []
    outputs = raw.get("outputs") or {}
    if not isinstance(inputs, list) or not isinstance(outputs, dict):
        raise SpecError("x-speakeasy-pagination: inputs must be a list and outputs a mapping", pointer=where)
    by_type: dict[str, str] = {}
    for i, item in enumerate(inputs):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or item.get("type") not in ("offset", "page", "limit", "cursor"):
            raise SpecError("x-speakeasy-pagination: each input needs a name and a type of offset, page, limit or cursor", pointer=f"{where}/inputs/{i}")
        if item.get("in", "parameters") not in ("parameters", "requestBody"):
            raise SpecError("x-speakeasy-pagination: an input is in parameters or requestBody", pointer=f"{where}/inputs/{i}")
        by_type[item["type"]] = item["name"]
    items = _path(outputs["results"], f"{where}/outputs/results") if "results" in outputs else None
    if kind == "offsetLimit":
        style = "offset" if "offset" in by_type else "page" if "page" in by_type else ""
        if not style:
            raise SpecError("x-speakeasy-pagination: offsetLimit needs an offset or a page input", pointer=where)
        total_pages = _path(outputs["numPages"], f"{where}/outputs/numPages") if "numPages" in outputs else ()
        return Draft(style, items, param=by_type[style], limit=by_type.get("limit", ""), total_pages=total_pages)
    if kind == "cursor":
        if "cursor" not in by_type or "nextCursor" not in outputs:
            raise SpecError("x-speakeasy-pagination: cursor needs a cursor input and outputs.nextCursor", pointer=where)
        nxt = str(outputs["nextCursor"])
        m = re.fullmatch(r"\$\.(.+)\[-1\]\.(.+)", nxt.strip())
        if m:  # a field of the last item: `$.data[-1].id`
            return Draft("cursor_item", _path(m.group(1), where, prefix=""), param=by_type["cursor"], limit=by_type.get("limit", ""), next=_path(m.group(2), where, prefix=""))
        return Draft("cursor", items, param=by_type["cursor"], limit=by_type.get("limit", ""), next=_path(nxt, f"{where}/outputs/nextCursor"))
    if kind == "url":
        if "nextUrl" not in outputs:
            raise SpecError("x-speakeasy-pagination: url needs outputs.nextUrl", pointer=where)
        return Draft("next_url", items, next=_path(outputs["nextUrl"], f"{where}/outputs/nextUrl"))
    raise SpecError(f"x-speakeasy-pagination: type {kind!r} is not offsetLimit, cursor or url", pointer=where)


def _from_fern(raw: dict[str, Any], where: str) -> Draft:
    def req(key: str) -> str:
        parts = _path(raw[key], f"{where}/{key}", prefix="$request.")
        if len(parts) == 2 and parts[0] == "body":
            parts = parts[1:]
        if len(parts) != 1:
            raise SpecError(f"x-fern-pagination: {key} must name one request parameter ($request.name)", pointer=f"{where}/{key}")
        return parts[0]

    def resp(key: str) -> tuple[str, ...]:
        return _path(raw[key], f"{where}/{key}", prefix="$response.") if key in raw else ()

    items = resp("results") if "results" in raw else None
    has_more = resp("has-next-page") or resp("has_next_page")
    if "cursor" in raw:
        if "next_cursor" not in raw:
            raise SpecError("x-fern-pagination: cursor needs next_cursor", pointer=where)
        return Draft("cursor", items, param=req("cursor"), next=resp("next_cursor"), has_more=has_more)
    if "offset" in raw:
        # Fern's offset counts pages unless `step` names the page size it moves by
        if "step" in raw:
            return Draft("offset", items, param=req("offset"), limit=req("step"), has_more=has_more, start=0)
        return Draft("page", items, param=req("offset"), has_more=has_more)
    for key in ("next_uri", "next_path"):
        if key in raw:
            return Draft("next_url", items, next=resp(key), has_more=has_more)
    raise SpecError("x-fern-pagination: needs cursor, offset, next_uri or next_path", pointer=where)


# --------------------------------------------------------------------------- checks


def _checked(
    draft: Draft,
    source: str,
    where: str,
    op: dict[str, Any],
    ptr: str,
    params: list[Parameter],
    body: RequestBody | None,
    media: list[MediaType],
    ctx: BuildContext,
) -> Pagination:
    """The :class:`Pagination` a draft describes, after checking it against the operation:
    the parameters it names exist (query or flattened body), the list is where it says, the
    response is JSON."""
    if draft.style not in STYLES:
        raise SpecError(f"pagination style {draft.style!r} is not one of {', '.join(STYLES)}", pointer=where)
    if len(media) != 1:
        raise SpecError("pagination needs one JSON response body to read the items from", pointer=where)
    f = draft.fields

    def location(name: str, what: str) -> Literal["query", "body"]:
        if any(p.name == name and p.location == "query" for p in params):
            return "query"
        if body is not None and body.flattened and any(pr.name == name for pr in body.properties):
            return "body"
        raise SpecError(f"{what} {name!r} is not a query parameter or body property of the operation", pointer=where)

    param = str(f.get("param") or "")
    limit = str(f.get("limit") or "")
    if draft.style in ("cursor_item", "cursor", "offset", "page") and not param:
        raise SpecError(f"{draft.style} pagination needs the request parameter that takes the {'offset' if draft.style == 'offset' else 'page number' if draft.style == 'page' else 'cursor'}", pointer=where)
    param_in = location(param, "pagination parameter") if param else ""
    limit_in = location(limit, "page size parameter") if limit else ""
    if draft.style in ("cursor_item", "cursor", "next_url") and not f.get("next"):
        raise SpecError(f"{draft.style} pagination needs where the next {'URL' if draft.style == 'next_url' else 'cursor'} is", pointer=where)
    schema = response_schema(op, media[0])
    items = draft.items
    if items is None:  # not said: the body's list
        obj = object_schema(schema, ctx)
        name = list_property(obj) if obj is not None else None
        items = (name,) if name else ()
    item_type = _items_type(schema, items, ctx, join_pointer(ptr, "responses"), where)
    item_schema = schema_at(schema, items, ctx)
    item_schema = item_schema.get("items") if isinstance(item_schema, dict) else None
    for key in ("next", "has_more", "total", "total_pages"):
        path = tuple(f.get(key) or ())
        if not path or (key == "next" and draft.style == "link"):
            continue
        # cursor_item reads the next cursor from the last item; the rest from the body
        within = item_schema if key == "next" and draft.style == "cursor_item" else schema
        if schema_at(within, path, ctx) is None:
            raise SpecError(
                f"the response has no property {'.'.join(path)!r} for the pagination's {key}"
                " (the client would stop after the first page)",
                pointer=where,
            )
    if draft.style == "cursor_item":  # the last item's field becomes a query parameter: a scalar only
        _scalar_cursor(schema_at(item_schema, tuple(f["next"]), ctx), tuple(f["next"]), ctx, where)
    ann = response_ann(item_type).text
    start = f.get("start")
    if draft.style == "page" and not isinstance(start, int) and param_in == "query":
        # a zero-based API says so with `default: 0` or `minimum: 0`
        start = next((v for v in (param_keyword(op, param, k, ctx) for k in ("default", "minimum")) if v is not None), None)
    limit_max = param_keyword(op, limit, "maximum", ctx) if limit_in == "query" else None
    return Pagination(
        style=draft.style,  # type: ignore[arg-type]
        source=source,
        items=items,
        item_type=item_type,
        item_annotation=ann,
        param=param,
        param_in=param_in,  # type: ignore[arg-type]
        limit=limit,
        limit_in=limit_in,  # type: ignore[arg-type]
        next=tuple(f.get("next") or ()),
        has_more=tuple(f.get("has_more") or ()),
        total=tuple(f.get("total") or ()),
        total_pages=tuple(f.get("total_pages") or ()),
        start=_start(start, draft.style),
        limit_max=limit_max if limit_max is not None and limit_max > 0 else 0,
        before=_before(draft.style, param, param_in, params, body),
        page_param=(page_param := _page_param(draft.style, param, param_in, params, ctx)),
        page_start=_page_start(op, page_param, ctx),
    )


# a forward cursor parameter -> the backwards one beside it (normalised names)
_BACKWARDS = {"after": "before", "startingafter": "endingbefore"}


def _before(style: str, param: str, param_in: str, params: list[Parameter], body: RequestBody | None) -> str:
    """The parameter taking the backwards cursor of a ``cursor_item`` pagination whose forward
    one is ``after``/``starting_after`` (``before``/``ending_before``, in the same place), or
    ``""``.  A caller giving it pages backwards: a page's first item is the next cursor, and
    the forward one is not sent with it."""
    wanted = _BACKWARDS.get(norm(param)) if style == "cursor_item" else None
    if wanted is None:
        return ""
    if param_in == "query":
        names = [p.name for p in params if p.location == "query"]
    else:
        names = [pr.name for pr in body.properties] if body is not None and body.flattened else []
    return next((n for n in names if norm(n) == wanted), "")


def _page_param(style: str, param: str, param_in: str, params: list[Parameter], ctx: BuildContext) -> str:
    """The integer query parameter taking a page number beside an ``offset`` pagination's
    offset (``page``, ``page_number``; Directus takes both, ``page`` winning), or ``""``.  A
    caller giving it pages by number: the next request counts it up by one, and the offset is
    never sent with it (sent together, the server answered the same page again)."""
    if style != "offset" or param_in != "query":
        return ""
    for p in params:
        numbered = p.location == "query" and p.name != param and norm(p.name) in ("page", "pagenumber")
        if numbered and strip_none(resolve_aliases(p.type, ctx))[0] == Primitive("int"):
            return p.name
    return ""


def _page_start(op: dict[str, Any], page_param: str, ctx: BuildContext) -> int:
    """The first number of an ``offset`` pagination's ``page_param``: its ``default``, else its
    ``minimum`` (a zero-based API says so with either), else 1."""
    if not page_param:
        return 1
    found = next((v for v in (param_keyword(op, page_param, k, ctx) for k in ("default", "minimum")) if v is not None), None)
    return found if isinstance(found, int) and not isinstance(found, bool) and 0 <= found <= 1 else 1


def _scalar_cursor(s: Any, path: tuple[str, ...], ctx: BuildContext, where: str) -> None:
    """Refuse an item field that is an object or array as a cursor: its keys would become
    query parameters of the next request, of the server's choosing.

    Raises:
        SpecError: the schema of the field says object or array (naming ``where``).
    """
    s = follow_local_refs(ctx.doc, s)
    branches = [s, *[follow_local_refs(ctx.doc, b) for b in (s.get("anyOf") or s.get("oneOf") or [])]] if isinstance(s, dict) else []
    kinds: set[str] = set()
    for b in branches:
        t = b.get("type") if isinstance(b, dict) else None
        kinds.update(t if isinstance(t, list) else [t] if isinstance(t, str) else [])
        if isinstance(b, dict) and isinstance(b.get("properties"), dict):
            kinds.add("object")
    if kinds & {"object", "array"} and not kinds & {"string", "integer"}:
        raise SpecError(
            f"the items' {'.'.join(path)!r} is an {'object' if 'object' in kinds else 'array'}, not a cursor (a string or an integer):"
            " sent back as the next page's cursor, its keys would become query parameters",
            pointer=where,
        )


def _start(given: Any, style: str) -> int:
    """The first offset or page number: as given, else 0 (page numbers: 1)."""
    return given if isinstance(given, int) else 1 if style == "page" else 0


def _items_type(schema: Any, items: tuple[str, ...], ctx: BuildContext, ptr: str, where: str) -> TypeRef:
    """The type of one item of the list at ``items`` in a body of ``schema``."""
    s = schema
    for name in items:
        obj = object_schema(s, ctx)
        props = obj.get("properties") if obj is not None else None
        if not isinstance(props, dict) or name not in props:
            raise SpecError(f"the response has no property {'.'.join(items)!r} holding the items", pointer=where)
        s = props[name]
    t, _ = strip_none(resolve_aliases(to_type(s, ctx, ptr), ctx))
    if not isinstance(t, ArrayOf):
        raise SpecError(f"the items ({'.'.join(items) or 'the body'}) are not an array in the response schema", pointer=where)
    return t.items
