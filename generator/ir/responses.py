"""An operation's responses -> the IR: the success status and its media types, the
event-stream chunk type, the other 2xx bodies and the method's return annotation; the keys
of a Responses Object checked."""

from __future__ import annotations

import re
from typing import Any

from ..errors import join_pointer
from .annotations import response_ann
from .context import ANY, BuildContext
from .model import MediaType, Primitive, TypeRef
from .types import is_json_media, is_redirect_status, media_decode, to_type


def success_responses(op: dict[str, Any], ptr: str, ctx: BuildContext) -> tuple[dict[str, Any], list[str], str, list[MediaType], TypeRef | None]:
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


def note_bodyless_get(method: str, path: str, status: str, returns: str, chunk: TypeRef | None, ptr: str, ctx: BuildContext) -> None:
    """An informational note (printed with ``--verbose``) for a ``GET`` whose success response
    declares no content (OpenAPI 3.1 section 4.8.17: ``content`` absent): the method returns
    ``None`` as the spec says, and a body the server sends anyway is only readable through
    ``with_raw_response``.  Nothing for ``204``/``205``/``304`` (no body by definition, RFC 9110
    section 15), a redirect, or when another 2xx response or an event stream has a body.

    Args:
        method: the lower-case HTTP method; path: the path template.
        status: the success status key; returns: the method's return annotation
            (:func:`return_annotation`); chunk: its event-stream chunk type, if any.
        ptr: the operation's pointer; ctx: the build context (its diagnostics get the note).
    """
    if method != "get" or returns != "None" or chunk is not None or not status.startswith("2") or status in ("204", "205"):
        return
    ctx.diagnostics.info(
        ctx.locate(join_pointer(ptr, "responses", status)),
        "response-without-content",
        f"GET {path}: the {status} response declares no content",
        "the method returns None; the body is available through with_raw_response",
    )


def other_success_media(responses: dict[str, Any], codes: list[str], success_status: str, ptr: str, ctx: BuildContext) -> list[MediaType]:
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


def return_annotation(success_media: list[MediaType]) -> str:
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
