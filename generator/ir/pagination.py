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
   that moves through the list is inferred; a list without such a parameter (SambaNova's
   ``GET /models``) is a plain list, not a page.

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
                                                           >= ``total``, or fewer items than the
                                                           caller's ``limit``
page       ``param`` += 1                                  an empty page, ``has_more`` false, page >=
                                                           ``total_pages``, or fewer items than the
                                                           caller's ``limit``
========== ============================================== =========================================
"""

from __future__ import annotations

import re
from typing import Any, Literal

from ..config import PaginationOverride
from ..errors import ConfigError, SpecError, join_pointer
from ..normalise import ref_name
from .annotations import response_ann
from .context import BuildContext
from .model import ArrayOf, MediaType, Pagination, Parameter, Primitive, RequestBody, TypeRef
from .types import resolve_aliases, strip_none, to_type

STYLES = ("cursor_item", "cursor", "next_url", "link", "offset", "page")

# names compared without case, `_` and `-` (:func:`_norm`)
# response properties that hold the list, most telling first
_ITEM_NAMES = ("data", "items", "results", "records", "entries", "values", "list", "elements", "objects")
# next cursor in the response -> the request parameters that take it
# (a string query parameter; OpenAI's usage lists send `next_page` as `page`, its project
# groups `next` as `after`)
_CURSORS = {
    "nextcursor": ("cursor", "nextcursor", "after", "startingafter"),
    "nextpagetoken": ("pagetoken", "nextpagetoken"),
    "nexttoken": ("nexttoken", "token"),
    "nextpage": ("page", "pagetoken", "cursor"),
    "next": ("after", "cursor", "pagetoken"),
}
# objects that hold the next cursor one or two levels down (HubSpot `paging.next.after`, Slack
# `response_metadata.next_cursor`, GraphQL-style `pageInfo.endCursor`), and the cursor names
# accepted there besides those of _CURSORS
_CONTAINERS = ("paging", "pagination", "pageinfo", "meta", "metadata", "responsemetadata", "next", "cursors")
_NESTED_CURSORS = {**_CURSORS, "after": ("after",), "endcursor": ("after", "cursor"), "cursor": ("cursor", "after")}
# next page URLs: a property named so, or a `next`/`next_page` string that says it is a URL
_NEXT_URLS = ("nexturl", "nextpageurl", "nextpageuri", "nexturi", "nextlink", "nextpagelink", "next", "nextpage")
_LIMITS = ("limit", "pagesize", "perpage", "maxresults", "size")


def _norm(name: str) -> str:
    return re.sub(r"[_\-]", "", name.lower())


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
        found = _infer(op, ptr, params, media[0], ctx)
    except SpecError:  # a shape inference cannot read is simply not a page
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
    if p.has_more:
        text += f", until {'.'.join(p.has_more)} is false"
    return text


def _path_of(ptr: str) -> str:
    parts = ptr.split("/")
    return parts[2].replace("~1", "/").replace("~0", "~") if len(parts) > 2 else ptr


# --------------------------------------------------------------------------- sources


class _Draft:
    """A pagination as a source describes it, before it is checked against the operation."""

    def __init__(self, style: str, items: tuple[str, ...] | None = None, **fields: Any) -> None:
        self.style = style
        self.items = items
        self.fields = fields


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


def _from_config(conf: PaginationOverride) -> _Draft:
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
    return _Draft(conf.style, _path(conf.items, where) if conf.items is not None else None, **fields)


def _from_speakeasy(raw: dict[str, Any], where: str) -> _Draft:
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
        return _Draft(style, items, param=by_type[style], limit=by_type.get("limit", ""), total_pages=total_pages, start=0 if style == "offset" else 1)
    if kind == "cursor":
        if "cursor" not in by_type or "nextCursor" not in outputs:
            raise SpecError("x-speakeasy-pagination: cursor needs a cursor input and outputs.nextCursor", pointer=where)
        nxt = str(outputs["nextCursor"])
        m = re.fullmatch(r"\$\.(.+)\[-1\]\.(.+)", nxt.strip())
        if m:  # a field of the last item: `$.data[-1].id`
            return _Draft("cursor_item", _path(m.group(1), where, prefix=""), param=by_type["cursor"], limit=by_type.get("limit", ""), next=_path(m.group(2), where, prefix=""))
        return _Draft("cursor", items, param=by_type["cursor"], limit=by_type.get("limit", ""), next=_path(nxt, f"{where}/outputs/nextCursor"))
    if kind == "url":
        if "nextUrl" not in outputs:
            raise SpecError("x-speakeasy-pagination: url needs outputs.nextUrl", pointer=where)
        return _Draft("next_url", items, next=_path(outputs["nextUrl"], f"{where}/outputs/nextUrl"))
    raise SpecError(f"x-speakeasy-pagination: type {kind!r} is not offsetLimit, cursor or url", pointer=where)


def _from_fern(raw: dict[str, Any], where: str) -> _Draft:
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
        return _Draft("cursor", items, param=req("cursor"), next=resp("next_cursor"), has_more=has_more)
    if "offset" in raw:
        # Fern's offset counts pages unless `step` names the page size it moves by
        if "step" in raw:
            return _Draft("offset", items, param=req("offset"), limit=req("step"), has_more=has_more, start=0)
        return _Draft("page", items, param=req("offset"), has_more=has_more, start=1)
    for key in ("next_uri", "next_path"):
        if key in raw:
            return _Draft("next_url", items, next=resp(key), has_more=has_more)
    raise SpecError("x-fern-pagination: needs cursor, offset, next_uri or next_path", pointer=where)


# --------------------------------------------------------------------------- inference


def _object_schema(schema: Any, ctx: BuildContext, depth: int = 0) -> dict[str, Any] | None:
    """The object schema ``schema`` is or refers to (through ``$ref``s), else ``None``."""
    if not isinstance(schema, dict) or depth > 16:
        return None
    if isinstance(schema.get("$ref"), str):
        name = ref_name(schema["$ref"])
        return _object_schema(ctx.schemas.get(name) if name else None, ctx, depth + 1)
    if isinstance(schema.get("properties"), dict):
        return schema
    branches = [b for b in schema.get("anyOf") or [] if not (isinstance(b, dict) and b.get("type") == "null")]
    if len(branches) == 1 and len(schema.get("anyOf") or []) == 2:  # a nullable object (`paging` absent on the last page)
        return _object_schema(branches[0], ctx, depth + 1)
    return None


def _response_schema(op: dict[str, Any], media: MediaType) -> Any:
    for code in sorted(str(c) for c in (op.get("responses") or {})):
        r = op["responses"][code] if code in op["responses"] else op["responses"].get(int(code)) if code.isdigit() else None
        if code.startswith("2") and isinstance(r, dict):
            m = (r.get("content") or {}).get(media.content_type)
            if isinstance(m, dict):
                return m.get("schema")
    return None


def _has_link_header(op: dict[str, Any]) -> bool:
    for code, r in (op.get("responses") or {}).items():
        headers = r.get("headers") if str(code).startswith("2") and isinstance(r, dict) else None
        if isinstance(headers, dict) and any(str(h).lower() == "link" for h in headers):
            return True
    return False


def _prop(obj: dict[str, Any], names: tuple[str, ...], kinds: tuple[str, ...], ctx: BuildContext) -> str | None:
    """The property of ``obj`` whose normalised name is among ``names`` (in that order of
    preference) and whose type is among ``kinds`` (JSON Schema ``type``s)."""
    props = obj.get("properties") or {}
    by_key: dict[str, str] = {}
    for name in props:
        by_key.setdefault(_norm(str(name)), str(name))
    for want in names:
        name = by_key.get(want)
        if name is None:
            continue
        s = props[name]
        if isinstance(s, dict) and isinstance(s.get("$ref"), str):
            target = ctx.schemas.get(ref_name(s["$ref"]) or "")
            s = target if isinstance(target, dict) else s
        types = s.get("type") if isinstance(s, dict) else None
        types = types if isinstance(types, list) else [types]
        if any(t in kinds for t in types) or (isinstance(s, dict) and any(isinstance(b, dict) and b.get("type") in kinds for b in s.get("anyOf") or [])):
            return str(name)
    return None


def _list_property(obj: dict[str, Any]) -> str | None:
    """The object's list: its one array property, or the array property named like a list
    (``data``, ``items``...) when there are several; ``None`` when it cannot tell."""
    arrays = []
    for name, s in (obj.get("properties") or {}).items():
        if isinstance(s, dict) and (s.get("type") == "array" or any(isinstance(b, dict) and b.get("type") == "array" for b in s.get("anyOf") or [])):
            arrays.append(str(name))
    if len(arrays) == 1:
        return arrays[0]
    for want in _ITEM_NAMES:
        for name in arrays:
            if _norm(name) == want:
                return name
    return None


def _infer(op: dict[str, Any], ptr: str, params: list[Parameter], media: MediaType, ctx: BuildContext) -> Pagination | None:
    query = {_norm(p.name): p for p in params if p.location == "query"}
    text = {k: p for k, p in query.items() if strip_none(p.type)[0] == Primitive("str")}
    schema = _response_schema(op, media)
    obj = _object_schema(schema, ctx)
    items: tuple[str, ...]
    if obj is None:
        # a body that is a named array (`$ref: '#/components/schemas/Things'`) is an array too
        t, _ = strip_none(resolve_aliases(media.type, ctx)) if media.type is not None else (None, False)
        if not isinstance(t, ArrayOf):
            return None
        items = ()
    else:
        name = _list_property(obj)
        if name is None:
            return None
        items = (name,)
    # an offset or page number is an integer: a string `offset` (a UTC offset) or `page` (an
    # opaque token) is not counted up
    query = {k: p for k, p in query.items() if k not in ("offset", "page") or strip_none(p.type)[0] == Primitive("int")}
    limit = next((query[k].name for k in _LIMITS if k in query), "")
    if not limit and "count" in query and strip_none(query["count"].type)[0] == Primitive("int"):
        limit = query["count"].name  # Blockfrost's page size (an integer: `count=true` asks for a total)
    draft: _Draft | None = None
    if obj is not None:
        has_more = _prop(obj, ("hasmore", "hasnextpage"), ("boolean",), ctx)
        for resp_name, param_names in _CURSORS.items():
            cursor = _prop(obj, (resp_name,), ("string",), ctx)
            if cursor and _says_url(obj, cursor, ctx):
                continue  # a next page's URL, not a cursor (below: next_url)
            param = next((text[k].name for k in param_names if k in text), None)
            if cursor and param:
                draft = _Draft("cursor", items, param=param, next=(cursor,), has_more=(has_more,) if has_more else (), limit=limit)
                break
        if draft is None:
            nested = _nested_cursor(obj, text, ctx)
            if nested is not None:
                cursor_path, param, more_path = nested
                more_at = more_path if more_path else ((has_more,) if has_more else ())
                draft = _Draft("cursor", items, param=param, next=cursor_path, has_more=more_at, limit=limit)
        if draft is None and has_more:
            param = next((text[k].name for k in ("after", "startingafter") if k in text), None)
            if param and _item_has(obj, items[-1] if items else "", "id", ctx):
                draft = _Draft("cursor_item", items, param=param, next=("id",), has_more=(has_more,), limit=limit)
        if draft is None:
            url = _prop(obj, _NEXT_URLS, ("string",), ctx)
            if url and not _says_url(obj, url, ctx):
                url = None
            if url:
                draft = _Draft("next_url", items, next=(url,), has_more=(has_more,) if has_more else ())
        if draft is None and "offset" in query and limit:
            total = _prop(obj, ("total", "totalcount", "totalresults"), ("integer",), ctx)
            draft = _Draft("offset", items, param=query["offset"].name, limit=limit, has_more=(has_more,) if has_more else (), total=(total,) if total else ())
        if draft is None and "page" in query:
            total_pages = _prop(obj, ("totalpages", "pagecount", "numpages"), ("integer",), ctx)
            draft = _Draft("page", items, param=query["page"].name, limit=limit, has_more=(has_more,) if has_more else (), total_pages=(total_pages,) if total_pages else (), start=1)
    if draft is None and _has_link_header(op):
        draft = _Draft("link", items)
    if draft is None and obj is None and "offset" in query and limit:
        draft = _Draft("offset", items, param=query["offset"].name, limit=limit)
    if draft is None and obj is None and "page" in query and limit:
        draft = _Draft("page", items, param=query["page"].name, limit=limit, start=1)
    if draft is None:
        return None
    return _checked(draft, "inferred", ctx.locate(ptr), op, ptr, params, None, [media], ctx)


def _nested_cursor(
    obj: dict[str, Any], text: dict[str, Parameter], ctx: BuildContext
) -> tuple[tuple[str, ...], str, tuple[str, ...]] | None:
    """A next cursor held one or two objects down the response (``paging.next.after``), in
    objects named like pagination data (:data:`_CONTAINERS`), with a string query parameter
    that takes it.  Returns the cursor's path (wire names), the parameter's name and the path
    of a ``has_more``/``hasNextPage`` boolean beside the cursor (or ``()``); ``None`` when there
    is none.  Properties are tried in the spec's order (deterministic)."""

    def walk(o: dict[str, Any], path: tuple[str, ...], depth: int) -> tuple[tuple[str, ...], str, tuple[str, ...]] | None:
        if depth > 0:
            for resp_name, param_names in _NESTED_CURSORS.items():
                cursor = _prop(o, (resp_name,), ("string",), ctx)
                if cursor and _says_url(o, cursor, ctx):
                    continue  # Facebook's `paging.next` is the next page's URL; the cursor is below
                param = next((text[k].name for k in param_names if k in text), None)
                if cursor and param:
                    more = _prop(o, ("hasmore", "hasnextpage"), ("boolean",), ctx)
                    return (*path, cursor), param, ((*path, more) if more else ())
        if depth >= 2:
            return None
        for name, sub in (o.get("properties") or {}).items():
            inner = _object_schema(sub, ctx) if _norm(str(name)) in _CONTAINERS else None
            if inner is not None:
                found = walk(inner, (*path, str(name)), depth + 1)
                if found is not None:
                    return found
        return None

    return walk(obj, (), 0)


def _says_url(obj: dict[str, Any], name: str, ctx: BuildContext) -> bool:
    """Whether the string property ``name`` holds a URL: named so (``next_url``,
    ``next_page_uri``, ``next_link``), or ``format: uri``/``uri-reference``, or described as a
    URL (a bare ``next`` or ``next_page`` is a cursor as often)."""
    if any(word in _norm(name) for word in ("url", "uri", "link")):
        return True
    s = (obj.get("properties") or {}).get(name)
    branches = [s, *(s.get("anyOf") or [])] if isinstance(s, dict) else []
    for b in branches:
        if isinstance(b, dict) and (b.get("format") in ("uri", "uri-reference", "url") or re.search(r"\b(URL|URI)\b", str(b.get("description") or ""))):
            return True
    return False


def _item_has(obj: dict[str, Any], list_name: str, prop: str, ctx: BuildContext) -> bool:
    s = (obj.get("properties") or {}).get(list_name)
    if not isinstance(s, dict):
        return False
    for branch in [s, *(s.get("anyOf") or [])]:
        if isinstance(branch, dict) and branch.get("type") == "array":
            item = _object_schema(branch.get("items"), ctx)
            return item is not None and prop in (item.get("properties") or {})
    return False


# --------------------------------------------------------------------------- checks


def _checked(
    draft: _Draft,
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
    schema = _response_schema(op, media[0])
    items = draft.items
    if items is None:  # not said: the body's list
        obj = _object_schema(schema, ctx)
        name = _list_property(obj) if obj is not None else None
        items = (name,) if name else ()
    item_type = _items_type(schema, items, ctx, join_pointer(ptr, "responses"), where)
    item_schema = _schema_at(schema, items, ctx)
    item_schema = item_schema.get("items") if isinstance(item_schema, dict) else None
    for key in ("next", "has_more", "total", "total_pages"):
        path = tuple(f.get(key) or ())
        if not path or (key == "next" and draft.style == "link"):
            continue
        # cursor_item reads the next cursor from the last item; the rest from the body
        within = item_schema if key == "next" and draft.style == "cursor_item" else schema
        if _schema_at(within, path, ctx) is None:
            raise SpecError(
                f"the response has no property {'.'.join(path)!r} for the pagination's {key}"
                " (the client would stop after the first page)",
                pointer=where,
            )
    ann = response_ann(item_type).text
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
        start=_start(f.get("start"), draft.style),
    )


def _start(given: Any, style: str) -> int:
    """The first offset or page number: as given, else 0 (page numbers: 1)."""
    return given if isinstance(given, int) else 1 if style == "page" else 0


def _schema_at(schema: Any, path: tuple[str, ...], ctx: BuildContext) -> Any:
    """The schema of the property at ``path`` (wire names) of a body of ``schema``; ``{}``
    where an object on the way declares no properties (anything may be there), ``None`` where
    one declares properties but not the next name."""
    s = schema
    for name in path:
        obj = _object_schema(s, ctx)
        props = obj.get("properties") if obj is not None else None
        if not isinstance(props, dict) or not props:
            return {}
        if name not in props:
            return None
        s = props[name]
    return s if isinstance(s, dict) else {}


def _items_type(schema: Any, items: tuple[str, ...], ctx: BuildContext, ptr: str, where: str) -> TypeRef:
    """The type of one item of the list at ``items`` in a body of ``schema``."""
    s = schema
    for name in items:
        obj = _object_schema(s, ctx)
        props = obj.get("properties") if obj is not None else None
        if not isinstance(props, dict) or name not in props:
            raise SpecError(f"the response has no property {'.'.join(items)!r} holding the items", pointer=where)
        s = props[name]
    t, _ = strip_none(resolve_aliases(to_type(s, ctx, ptr), ctx))
    if not isinstance(t, ArrayOf):
        raise SpecError(f"the items ({'.'.join(items) or 'the body'}) are not an array in the response schema", pointer=where)
    return t.items
