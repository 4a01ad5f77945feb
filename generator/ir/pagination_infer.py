"""Pagination inference: which ``GET`` operations return one page of a list, read from the
shapes of their parameters and response (:func:`infer_draft`), and, when one looks paginated
but nothing is inferred, why (a ``pagination-not-inferred`` warning).  The sources that say so
explicitly, and the checks of every draft against the operation, are :mod:`.pagination`."""

from __future__ import annotations

import re
from typing import Any

from ..errors import unescape_pointer_token
from ..normalise import ref_name
from ..walk import follow_local_refs
from .context import BuildContext
from .model import ArrayOf, MediaType, Parameter, Primitive
from .types import parameter_schema, resolve_aliases, strip_none

# names compared without case, `_` and `-` (:func:`norm`)
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
    # .NET and Azure APIs (Dialogporten, Cosmos DB), and S3's NextContinuationToken
    "continuationtoken": ("continuationtoken",),
    "nextcontinuationtoken": ("continuationtoken",),
}
# objects that hold the next cursor one or two levels down (HubSpot `paging.next.after`, Slack
# `response_metadata.next_cursor`, GraphQL-style `pageInfo.endCursor`), and the cursor names
# accepted there besides those of _CURSORS
# (`next_page: {offset: <token>}` holds the token a string `offset` parameter takes)
_CONTAINERS = ("paging", "pagination", "pageinfo", "listinfo", "meta", "metadata", "responsemetadata", "next", "nextpage", "cursors")
_NESTED_CURSORS = {**_CURSORS, "after": ("after",), "endcursor": ("after", "cursor"), "cursor": ("cursor", "after"), "offset": ("offset",)}
# next page URLs: a property named so, or a `next`/`next_page` string that says it is a URL
_NEXT_URLS = ("nexturl", "nextpageurl", "nextpageuri", "nexturi", "nextlink", "nextpagelink", "next", "nextpage")
_LIMITS = ("limit", "pagesize", "perpage", "maxresults", "size")


def norm(name: str) -> str:
    """``name`` in lower case without ``_`` and ``-`` (``next_page_token`` -> ``nextpagetoken``)."""
    return re.sub(r"[_\-]", "", name.lower())


class Draft:
    """A pagination as a source describes it, before it is checked against the operation."""

    def __init__(self, style: str, items: tuple[str, ...] | None = None, **fields: Any) -> None:
        self.style = style
        self.items = items
        self.fields = fields


def object_schema(schema: Any, ctx: BuildContext, depth: int = 0) -> dict[str, Any] | None:
    """The object schema ``schema`` is or refers to (through ``$ref``s), else ``None``."""
    if not isinstance(schema, dict) or depth > 16:
        return None
    if isinstance(schema.get("$ref"), str):
        name = ref_name(schema["$ref"])
        return object_schema(ctx.schemas.get(name) if name else None, ctx, depth + 1)
    if isinstance(schema.get("properties"), dict):
        return schema
    branches = [b for b in schema.get("anyOf") or [] if not (isinstance(b, dict) and b.get("type") == "null")]
    if len(branches) == 1 and len(schema.get("anyOf") or []) == 2:  # a nullable object (`paging` absent on the last page)
        return object_schema(branches[0], ctx, depth + 1)
    return None


def response_schema(op: dict[str, Any], media: MediaType) -> Any:
    """The schema of the first 2xx response's ``media`` content, or ``None``."""
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
        by_key.setdefault(norm(str(name)), str(name))
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


# arrays beside a page's list that are never its items (Dropbox Sign's `warnings`)
_SIDE_ARRAYS = ("warnings", "errors")


def list_property(obj: dict[str, Any], path: str = "") -> str | None:
    """The object's list: its one array property, or the array property named like a list
    (``data``, ``items``...) when there are several, or, in a body with page fields
    (:data:`_PAGE_FIELDS`, such as Dropbox Sign's ``list_info``), its one array besides
    ``warnings``/``errors`` ones (:data:`_SIDE_ARRAYS`) unless the operation's ``path`` names
    those (``GET /warnings`` lists warnings); ``None`` when it cannot tell."""
    arrays = _array_properties(obj)
    if len(arrays) == 1:
        return arrays[0]
    main = [a for a in arrays if norm(a) not in _SIDE_ARRAYS]
    last = norm(path.rstrip("/").rsplit("/", 1)[-1]) if path else ""
    paged = any(norm(str(n)) in _PAGE_FIELDS for n in obj.get("properties") or {})
    if len(main) == 1 and paged and last not in _SIDE_ARRAYS:
        return main[0]
    for want in _ITEM_NAMES:
        for name in arrays:
            if norm(name) == want:
                return name
    return None


def infer_draft(op: dict[str, Any], ptr: str, params: list[Parameter], media: MediaType, ctx: BuildContext) -> Draft | str | None:
    """The pagination the shapes of a ``GET`` operation imply.

    Args:
        op: the (normalised) Operation Object.
        ptr: its pointer in the normalised document.
        params: its parameters (IR).
        media: its one JSON 2xx media type.
        ctx: the build context.

    Returns:
        A :class:`Draft` (to be checked against the operation), or why an operation that looks
        paginated (a list body and a parameter named like a page, offset, cursor or token:
        :data:`_PAGE_PARAMS`) is not paged (a sentence for a ``pagination-not-inferred``
        warning), or ``None`` for an operation that does not look paginated.
    """
    query = {norm(p.name): p for p in params if p.location == "query"}
    kinds = {k: strip_none(resolve_aliases(p.type, ctx))[0] for k, p in query.items()}  # through named schemas
    text = {k: p for k, p in query.items() if kinds[k] == Primitive("str")}
    # a page number or offset of any type, a cursor that is a string (an integer
    # `starting_after` is an event's sequence number, not a list's cursor)
    movers = [p.name for k, p in query.items() if k in ("page", "pagenumber", "offset") or (k in _PAGE_PARAMS and k in text)]
    looks = f"it takes {', '.join(repr(m) for m in movers)}" if movers else ""
    schema = response_schema(op, media)
    obj = object_schema(schema, ctx)
    items: tuple[str, ...]
    if obj is None:
        # a body that is a named array (`$ref: '#/components/schemas/Things'`) is an array too
        t, _ = strip_none(resolve_aliases(media.type, ctx)) if media.type is not None else (None, False)
        if not isinstance(t, ArrayOf):
            return None
        items = ()
    else:
        tokens = ptr.split("/")
        name = list_property(obj, unescape_pointer_token(tokens[2]) if len(tokens) > 2 and tokens[1] == "paths" else "")
        if name is None:
            several = _array_properties(obj)
            if looks and len(several) > 1 and any(norm(str(n)) in _PAGE_FIELDS for n in obj.get("properties") or {}):
                return f"{looks}, but which of the response's arrays ({', '.join(several)}) holds the items is not clear"
            return None
        items = (name,)
    # an offset or page number is an integer: a string `offset` (a UTC offset) or `page` (an
    # opaque token) is not counted up
    query = {k: p for k, p in query.items() if k not in ("offset", "page", "pagenumber") or kinds[k] == Primitive("int")}
    if "page" not in query and "pagenumber" in query:  # `page_number`, `pageNumber`
        query["page"] = query["pagenumber"]
    limit = next((query[k].name for k in _LIMITS if k in query), "")
    if not limit and "count" in query and kinds["count"] == Primitive("int"):
        limit = query["count"].name  # Blockfrost's page size (an integer: `count=true` asks for a total)
    draft: Draft | None = None
    has_more: str | None = None
    if obj is not None:
        has_more = _prop(obj, _MORE, ("boolean",), ctx)
        more = (has_more,) if has_more else ()
        for resp_name, param_names in _CURSORS.items():
            cursor = _prop(obj, (resp_name,), ("string",), ctx)
            if cursor and _says_url(obj, cursor, ctx):
                continue  # a next page's URL, not a cursor (below: next_url)
            param = next((text[k].name for k in param_names if k in text), None)
            if cursor and param:
                draft = Draft("cursor", items, param=param, next=(cursor,), has_more=more, limit=limit)
                break
        if draft is None:
            nested = _nested_cursor(obj, text, ctx)
            if nested is not None:
                cursor_path, param, more_path = nested
                draft = Draft("cursor", items, param=param, next=cursor_path, has_more=more_path or more, limit=limit)
        if draft is None and has_more:
            param = next((text[k].name for k in ("after", "startingafter") if k in text), None)
            if param and _item_has(obj, items[-1] if items else "", "id", ctx):
                draft = Draft("cursor_item", items, param=param, next=("id",), has_more=more, limit=limit)
        if draft is None:
            # a next page's URL, in the body or one or two objects down (`meta.next_page_url`):
            # it wins over counting a page number up, which such a server may well ignore
            url = _next_url(obj, ctx)
            if url is not None:
                draft = Draft("next_url", items, next=url, has_more=more)
        if draft is None and "offset" in query and limit:
            total = _field(obj, _TOTALS, "integer", ctx)
            draft = Draft("offset", items, param=query["offset"].name, limit=limit, has_more=more or _field(obj, _MORE, "boolean", ctx), total=total)
        if draft is None and "page" in query:
            total_pages = _field(obj, ("totalpages", "pagecount", "numpages", "lastpage"), "integer", ctx)
            total = _field(obj, _TOTALS, "integer", ctx)  # the items: the pages so far reach it
            draft = Draft("page", items, param=query["page"].name, limit=limit, has_more=more or _field(obj, _MORE, "boolean", ctx), total=total, total_pages=total_pages)
    if draft is None and _has_link_header(op):
        draft = Draft("link", items)
    if draft is None and obj is None and "offset" in query and limit:
        draft = Draft("offset", items, param=query["offset"].name, limit=limit)
    if draft is None and obj is None and "page" in query and limit:
        draft = Draft("page", items, param=query["page"].name, limit=limit)
    if draft is None and looks:
        if has_more and ("after" in text or "startingafter" in text):
            return f"{looks} and the response says has_more, but its items declare no 'id' to continue after"
        return _why_not(looks, query, text, limit, obj is None)
    return draft


# query parameters that say an operation moves through a list (normalised names), and
# response properties that say a body is a page
_PAGE_PARAMS = ("page", "pagenumber", "offset", "cursor", "after", "startingafter", "pagetoken", "nextpagetoken", "nexttoken", "continuationtoken")
_PAGE_FIELDS = {"hasmore", "hasnextpage", "total", "totalcount", "totalpages", "nextcursor", "nextpagetoken", "nextpage", "next", "continuationtoken", *_CONTAINERS, *_NEXT_URLS}


def _why_not(looks: str, query: dict[str, Parameter], text: dict[str, Parameter], limit: str, bare: bool) -> str:
    """Why an operation that looks paginated is not: the first of its paging parameters
    explained."""
    strings = [k for k in ("offset", "page", "pagenumber") if k in text]
    if strings:
        which = text[strings[0]].name
        return f"{looks}, but {which!r} is a string, not a number to count up, and the response has no next token for it"
    if "offset" in query and not limit:
        return f"{looks}, but no page size parameter ({', '.join(_LIMITS)}) to tell the last page by"
    if "page" in query:  # a bare array body without a page size
        return f"{looks}, but the body is a bare array and there is no page size parameter to tell the last page by"
    what = "a bare array" if bare else "an object"
    return f"{looks}, but the response ({what}) has no next cursor, token or URL for it"


_MORE = ("hasmore", "hasnextpage")
# the total number of items in the list (normalised names): `total`, `total_count`,
# `totalItems`, `total_results`, Spring's `totalElements`, `total_records`, Google's `total_size`
_TOTALS = ("total", "totalcount", "totalitems", "totalresults", "totalelements", "totalrecords", "totalsize")


def _field(obj: dict[str, Any], names: tuple[str, ...], kind: str, ctx: BuildContext) -> tuple[str, ...]:
    """The path of a ``kind`` property named among ``names`` (:func:`_prop`): in the body, else
    one object down in one named like pagination data (``meta.total``,
    ``pagination.has_more``); ``()`` when there is none."""
    found = _prop(obj, names, (kind,), ctx)
    if found:
        return (found,)
    for name, sub in (obj.get("properties") or {}).items():
        inner = object_schema(sub, ctx) if norm(str(name)) in _CONTAINERS else None
        found = _prop(inner, names, (kind,), ctx) if inner is not None else None
        if found:
            return (str(name), found)
    return ()


def _array_properties(obj: dict[str, Any]) -> list[str]:
    return [str(n) for n, s in (obj.get("properties") or {}).items() if isinstance(s, dict) and (s.get("type") == "array" or any(isinstance(b, dict) and b.get("type") == "array" for b in s.get("anyOf") or []))]


def _next_url(obj: dict[str, Any], ctx: BuildContext) -> tuple[str, ...] | None:
    """The path of a next page's URL in the response: a string property named like one
    (:data:`_NEXT_URLS`) that says it is a URL, in the body or one or two objects down in
    objects named like pagination data (:data:`_CONTAINERS`, or ``links``)."""

    def walk(o: dict[str, Any], path: tuple[str, ...], depth: int) -> tuple[str, ...] | None:
        url = _prop(o, _NEXT_URLS, ("string",), ctx)
        if url and _says_url(o, url, ctx):
            return (*path, url)
        if depth >= 2:
            return None
        for name, sub in (o.get("properties") or {}).items():
            inner = object_schema(sub, ctx) if norm(str(name)) in (*_CONTAINERS, "links") else None
            found = walk(inner, (*path, str(name)), depth + 1) if inner is not None else None
            if found is not None:
                return found
        return None

    return walk(obj, (), 0)


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
            inner = object_schema(sub, ctx) if norm(str(name)) in _CONTAINERS else None
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
    if any(word in norm(name) for word in ("url", "uri", "link")):
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
            item = object_schema(branch.get("items"), ctx)
            return item is not None and prop in (item.get("properties") or {})
    return False


def param_keyword(op: dict[str, Any], name: str, keyword: str, ctx: BuildContext) -> int | None:
    """The integer ``keyword`` (``default``, ``minimum``, ``maximum``) of the schema of the query
    parameter ``name`` of ``op`` (through ``$ref``s, a nullable union's other branch), or
    ``None`` when it has none (or it is not an integer)."""
    for p in op.get("parameters") or []:
        p = follow_local_refs(ctx.doc, p)
        if isinstance(p, dict) and p.get("name") == name and p.get("in") == "query":
            s = follow_local_refs(ctx.doc, parameter_schema(p)[1])
            branches = [b for b in (s.get("anyOf") or []) if isinstance(b, dict) and b.get("type") != "null"] if isinstance(s, dict) else []
            if isinstance(s, dict) and keyword not in s and len(branches) == 1:
                s = follow_local_refs(ctx.doc, branches[0])
            value = s.get(keyword) if isinstance(s, dict) else None
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            return value if isinstance(value, int) and not isinstance(value, bool) else None
    return None


def schema_at(schema: Any, path: tuple[str, ...], ctx: BuildContext) -> Any:
    """The schema of the property at ``path`` (wire names) of a body of ``schema``; ``{}``
    where an object on the way declares no properties (anything may be there), ``None`` where
    one declares properties but not the next name."""
    s = schema
    for name in path:
        obj = object_schema(s, ctx)
        props = obj.get("properties") if obj is not None else None
        if not isinstance(props, dict) or not props:
            return {}
        if name not in props:
            return None
        s = props[name]
    return s if isinstance(s, dict) else {}


