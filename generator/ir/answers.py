"""What a ``GET`` on a collection path answers with: a list of items, or one thing.

:mod:`generator.ir.placement` names such an operation ``list`` only when its answer holds an
array of items, directly or in a property that wraps the page (README, "Where operations
land"); anything else (one object, an object wrapped in ``{"data": {...}}``, a text or binary
document, no body at all) is one thing, named ``retrieve`` unless the operationId says ``list``.
"""

from __future__ import annotations

import re
from typing import Any

from ..names import snake_case
from ..walk import follow_local_refs
from .context import BuildContext
from .types import is_json_media, is_redirect_status

# a format suffix on a collection segment (``/Accounts.json``) is not part of its name
FORMAT_SUFFIX = re.compile(r"\.(json|xml|csv|yaml|txt)$", re.IGNORECASE)

# property names of an object response that hold a page of items (when they hold an array)
LIST_KEYS = frozenset({"data", "items", "results", "records", "entries", "elements", "values", "list", "objects", "nodes", "edges", "hits", "rows", "content"})
# property names of an object response that wrap the answer (``{"result": ..., "status": "ok"}``)
ENVELOPE_KEYS = frozenset({"result", "response", "payload", "body"})
# words of a property's name that count the items of a list (`message_count`)
COUNT_WORDS = frozenset({"count", "total", "num"})
# property names that only a page of a list carries
PAGE_KEYS = frozenset({"has_more", "next", "next_cursor", "next_page", "next_page_token", "next_token", "cursor", "page", "page_token", "offset", "total", "total_count", "first_id", "last_id", "links", "_links"})


def deref(node: Any, ctx: BuildContext) -> Any:
    """``node`` with local ``$ref``s followed through the normalised document (at most 32)."""
    return follow_local_refs(ctx.doc, node)


def answers_with_items(op: dict[str, Any], seg: str, ctx: BuildContext) -> bool | None:
    """Whether a ``GET`` on a collection path answers with a list of items, ``None`` when the
    spec does not say (no body, or a schema that says nothing: ``{}``, ``type: object``).

    The success response (the first ``2XX``, else ``default``) is read: an event stream is a
    list (of events); a JSON document is one when its schema holds an array of items
    (:func:`holds_items`); a redirect, a text or binary document, no body and a schema that
    says nothing are one thing.

    Args:
        op: the operation object.
        seg: the path's last static segment (``campaigns`` for ``/campaigns``), whose words
            name the items (``{"campaigns": [...]}``).
        ctx: the build context (the normalised document, for ``$ref``s).

    Returns:
        True for a list, False for one thing, None when unknown.
    """
    responses = deref(op.get("responses"), ctx)
    if not isinstance(responses, dict):
        return False
    codes = sorted(str(c) for c in responses)
    if not any(c.startswith("2") for c in codes) and any(is_redirect_status(c) for c in codes):
        return False  # the answer is a redirect (OAuth2 authorize): one thing, whatever `default` (the errors) says
    success = [c for c in codes if c.startswith("2")] or [c for c in codes if c == "default"]
    resp = deref(responses.get(success[0]), ctx) if success else None
    content = resp.get("content") if isinstance(resp, dict) else None
    if not isinstance(content, dict) or not content:
        return None
    media_types = sorted(content, key=lambda ct: (not is_json_media(ct), ct))
    if any(m.split(";")[0].strip().lower() == "text/event-stream" for m in media_types) and not is_json_media(media_types[0]):
        return True
    if not is_json_media(media_types[0]):
        return False
    media = content[media_types[0]]
    schema = deref(media.get("schema") if isinstance(media, dict) else None, ctx)
    if not isinstance(schema, dict) or not set(schema) - {"type", "description", "title", "example", "examples", "nullable"}:
        return None
    return holds_items(schema, seg, ctx, 2)


def _is_array(schema: Any, ctx: BuildContext) -> bool:
    """An array schema, or one that is an array or ``null`` (``type: [array, null]``, an
    ``anyOf`` of an array and ``null``)."""
    schema = deref(schema, ctx)
    if not isinstance(schema, dict):
        return False
    types = schema.get("type")
    if types == "array" or (isinstance(types, list) and "array" in types) or "items" in schema or "prefixItems" in schema:
        return True
    members = [deref(m, ctx) for m in (schema.get("anyOf") or schema.get("oneOf") or [])]
    members = [m for m in members if not (isinstance(m, dict) and m.get("type") == "null")]
    return len(members) == 1 and _is_array(members[0], ctx)


def holds_items(schema: Any, seg: str, ctx: BuildContext, depth: int, _seen: dict[int, Any] | None = None) -> bool:
    """Whether a JSON schema answers with a list of items: an array; a union with an array
    member; an object with an array property named like the items of a page (:data:`LIST_KEYS`:
    ``data``, ``items``...) or like the path's last segment ``seg``; an object whose only
    property is an array; an array beside the fields of a page (:data:`PAGE_KEYS`) or a count of the items (``message_count`` for ``/messages``). A property
    of those names, or an envelope (:data:`ENVELOPE_KEYS`: ``result``...), holding an object is
    judged by what that object holds (``depth`` levels at most): ``{"data": {"id": ...}}`` is
    one thing.  An object's other arrays (``{"id": ..., "roles": [...]}``) are its fields.
    Each union member is judged once per level (``_seen``): unions that list each other (or
    themselves) end, in time linear in their members."""
    schema = deref(schema, ctx)
    seen: dict[int, Any] = {} if _seen is None else _seen  # id -> the schema, kept alive
    if not isinstance(schema, dict) or id(schema) in seen:
        return False
    seen[id(schema)] = schema
    if _is_array(schema, ctx):
        return True
    members = [m for m in (schema.get("anyOf") or []) + (schema.get("oneOf") or []) if isinstance(deref(m, ctx), dict)]
    if any(holds_items(m, seg, ctx, depth, seen) for m in members):
        return True
    props: dict[str, Any] = {}
    for part in [schema, *(schema.get("allOf") or [])]:
        part = deref(part, ctx)
        if not isinstance(part, dict):
            continue
        if part is not schema and _is_array(part, ctx):
            return True
        if isinstance(part.get("properties"), dict):
            props.update(part["properties"])
    if not props:
        return False
    item_words = {w.rstrip("s") for w in snake_case(FORMAT_SUFFIX.sub("", seg)).split("_") if w}
    for name, prop in props.items():
        key = snake_case(name)
        named = key in LIST_KEYS or bool({w.rstrip("s") for w in key.split("_") if w} & item_words)
        if not (named or key in ENVELOPE_KEYS):
            continue
        if _is_array(prop, ctx) or (depth and holds_items(prop, seg, ctx, depth - 1)):
            return True
    arrays = [name for name, p in props.items() if _is_array(p, ctx)]
    # a count of the items beside an array: `{"message_count": 3, "inbox": [...]}` for /messages
    counted = any(set(ws) & COUNT_WORDS and {w.rstrip("s") for w in ws} & item_words for ws in (snake_case(n).split("_") for n in props))
    return bool(arrays and (len(props) == 1 or counted or PAGE_KEYS & {snake_case(n) for n in props}))


def sse_sentinel(op: dict[str, Any], status: str) -> str:
    """The ``data`` that ends the operation's event stream: the ``x-speakeasy-sse-sentinel`` of
    its ``text/event-stream`` answer (or of the operation), else ``[DONE]``.

    Args:
        op: the operation object.
        status: the success status whose answer streams.

    Returns:
        The sentinel text.
    """
    resp = (op.get("responses") or {}).get(status)
    content = resp.get("content") if isinstance(resp, dict) else None
    media = next((m for ct, m in content.items() if ct.split(";")[0].strip().lower() == "text/event-stream"), None) if isinstance(content, dict) else None
    for node in (media, op):
        value = node.get("x-speakeasy-sse-sentinel") if isinstance(node, dict) else None
        if isinstance(value, str) and value.strip():
            return value.strip()
    return "[DONE]"
