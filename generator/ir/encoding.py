"""How a form body's object and array properties are spelt as parts (``multipart/form-data``)
or pairs (``application/x-www-form-urlencoded``): the Encoding Object's ``style`` and
``explode`` (OpenAPI 3.1 section 4.8.15; they apply to both media types).

Without either, a property follows its ``contentType`` (an object is one ``application/json``
part, or its JSON text as the value of one pair: the default OpenAPI 3.1.1 section 4.8.15.4.1
spells out for form-urlencoded bodies).  With them, the property is spelt as query parameters
of that style are (section 4.8.12.4): ``deepObject`` gives one part per leaf with brackets,
nested at any depth (``stream_options[include_usage]=true``, ``a[b][c]=1``, ``a[l][]=x``,
the spelling of the Stainless SDKs); ``form`` with ``explode`` gives one part per property of
an object and per item of an array; ``form`` without it, ``spaceDelimited`` and
``pipeDelimited`` join the values into one part.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import join_pointer
from ..normalise import ref_name
from .context import BuildContext

STYLES = ("form", "spaceDelimited", "pipeDelimited", "deepObject")


def part_styles(media: dict[str, Any], names: set[str], ptr: str, ctx: BuildContext, structured: frozenset[str] = frozenset()) -> tuple[tuple[str, str, bool], ...]:
    """The styled properties of one multipart or form-urlencoded Media Type Object.

    Args:
        media: the Media Type Object (its ``encoding`` is read).
        names: the wire names of the body's properties (an entry for another name is left
            out with a warning: it describes nothing).
        ptr: the media type's pointer (for warnings).
        ctx: the build context.
        structured: the wire names of the properties that are objects or arrays (not files):
            with ``layout.multipart: brackets`` they are ``deepObject`` where their encoding
            gives no style (the spelling of the Stainless SDKs).

    Returns:
        ``(wire name, style, explode)`` for each property whose encoding gives ``style`` or
        ``explode``, sorted by name; ``explode`` defaults to true for ``form`` only.
    """
    encoding = media.get("encoding")
    if not isinstance(encoding, dict):
        encoding = {}
    out: list[tuple[str, str, bool]] = []
    if ctx.cfg.layout.multipart == "brackets":  # objects and arrays without a style of their own
        out += [(name, "deepObject", True) for name in sorted(structured & names) if not isinstance(encoding.get(name), dict) or ("style" not in encoding[name] and "explode" not in encoding[name])]
    for name in sorted(str(n) for n in encoding):
        entry = encoding[name]
        if not isinstance(entry, dict) or ("style" not in entry and "explode" not in entry):
            continue
        where = ctx.locate(join_pointer(ptr, "encoding", name))
        style = entry.get("style", "form")
        if style not in STYLES:
            ctx.diagnostics.warn(where, "encoding-style-unknown", f"encoding style {style!r} is not one of {', '.join(STYLES)}", "the property is sent as its content type says (an object as a JSON part)")
            continue
        if name not in names:
            ctx.diagnostics.warn(where, "encoding-style-unknown", f"the encoding names {name!r}, which is not a property of the body", "the entry is ignored")
            continue
        explode = entry.get("explode", style == "form")
        out.append((name, style, explode is True))
    return tuple(sorted(out))


# a media type or a wildcard one (``image/*``, ``*/*``; RFC 9110 section 5.6.2 tokens and
# section 8.3.1 parameters, quoted strings of printable ASCII): nothing else can be declared, so
# a declared type can never carry a line break, a quote or a non-ASCII byte into a part header
_TOKEN = r"[A-Za-z0-9!#$%&'^_`|~.+-]+"
_QUOTED = r'"(?:[ !#-\[\]-~]|\\[ -~])*"'
_MEDIA_RANGE = re.compile(rf"(?:{_TOKEN}/(?:{_TOKEN}|\*)|\*/\*)(?:[ \t]*;[ \t]*{_TOKEN}=(?:{_TOKEN}|{_QUOTED}))*")
# the items of a comma-separated list, a comma inside a quoted parameter value being text
_LIST_ITEM = re.compile(r'(?:[^,"]|"(?:[^"\\]|\\.)*"?)+')


def _declared_media(schema: Any, ctx: BuildContext, depth: int = 0) -> str | None:
    """The ``contentMediaType`` of a file property's schema: through ``$ref``s to components,
    the non-null branch of a nullable ``anyOf``/``oneOf``, and an array's ``items``."""
    if depth > 8 or not isinstance(schema, dict):
        return None
    if isinstance(schema.get("$ref"), str):
        return _declared_media(ctx.schemas.get(ref_name(schema["$ref"]) or ""), ctx, depth + 1)
    for key in ("anyOf", "oneOf"):
        branches = schema.get(key)
        if isinstance(branches, list):
            real = [b for b in branches if not (isinstance(b, dict) and b.get("type") == "null")]
            return _declared_media(real[0], ctx, depth + 1) if len(real) == 1 else None
    if schema.get("type") == "array":
        return _declared_media(schema.get("items"), ctx, depth + 1)
    media = schema.get("contentMediaType")
    return media if isinstance(media, str) else None


def part_types(media: dict[str, Any], schemas: dict[str, Any], file_fields: list[str], ptr: str, ctx: BuildContext) -> tuple[tuple[str, str], ...]:
    """The media types the spec labels a multipart body's file parts with (OpenAPI 3.1
    section 4.8.15: the Encoding Object's ``contentType``, "a specific media type, a wildcard
    media type or a comma-separated list of the two"; without one, OpenAPI 3.1.1 takes the
    property's ``contentMediaType``).

    Args:
        media: the Media Type Object (its ``encoding`` is read).
        schemas: wire name -> the property's schema (the flattened object's ``properties``).
        file_fields: the wire names of the properties that carry files (not base64-encoded).
        ptr: the media type's pointer (for warnings).
        ctx: the build context.

    Returns:
        ``(wire name, media types)`` sorted by name, for each file field with a label other
        than ``application/octet-stream`` (the runtime's default); each media type checked
        against RFC 9110's media range syntax: an entry that is not one is left out with a
        warning (``encoding-content-type-invalid``), since it would go into a header.
    """
    encoding = media.get("encoding")
    if not isinstance(encoding, dict):
        encoding = {}
    out: list[tuple[str, str]] = []
    for name in sorted(set(file_fields)):
        entry = encoding.get(name)
        declared = entry.get("contentType") if isinstance(entry, dict) else None
        where = join_pointer(ptr, "encoding", name, "contentType")
        if not isinstance(declared, str):
            declared = _declared_media(schemas.get(name), ctx)
            where = ""
        if not declared:
            continue
        ranges = _ranges(name, declared, where, ptr, ctx)
        label = ", ".join(ranges)
        if label and label.lower() != "application/octet-stream":
            out.append((name, label))
    return tuple(out)


def _ranges(name: str, declared: str, where: str, ptr: str, ctx: BuildContext) -> list[str]:
    """The media ranges of a declared part type (a comma-separated list), each checked
    against RFC 9110's syntax; an entry that is not one is left out with the warning
    ``encoding-content-type-invalid`` (at ``where``, else at ``ptr``)."""
    ranges: list[str] = []
    for item in _LIST_ITEM.findall(declared):
        item = item.strip()
        if _MEDIA_RANGE.fullmatch(item):
            ranges.append(item)
        elif item:
            ctx.diagnostics.warn(
                ctx.locate(where) if where else ctx.locate(ptr),
                "encoding-content-type-invalid",
                f"{name!r}: {item[:80]!r} is not a media type (type/subtype, RFC 9110 section 8.3.1)",
                "left out: the part is labelled with the other types given, else application/octet-stream",
            )
    return ranges


def _structured(schema: Any, ctx: BuildContext, depth: int = 0) -> bool:
    """Whether a property's value goes out as one JSON part: an object, or an array holding
    objects or arrays (an array of scalars is one text part per item, or one JSON part when its
    contentType is a JSON type: the runtime decides that from the label), through ``$ref``s."""
    if depth > 16 or not isinstance(schema, dict):
        return False
    if isinstance(schema.get("$ref"), str):
        return _structured(ctx.schemas.get(ref_name(schema["$ref"]) or ""), ctx, depth + 1)
    if schema.get("type") == "object" or "properties" in schema:
        return True
    if schema.get("type") == "array":
        items = schema.get("items")
        while isinstance(items, dict) and isinstance(items.get("$ref"), str) and depth < 16:
            items, depth = ctx.schemas.get(ref_name(items["$ref"]) or ""), depth + 1
        return isinstance(items, dict) and (items.get("type") in ("object", "array") or "properties" in items)
    return False


def _json_media(media: str) -> bool:
    """``application/json`` or a ``+json`` type (RFC 6839), parameters aside."""
    essence = media.split(";")[0].strip().lower()
    return essence == "application/json" or (essence.endswith("+json") and "/" in essence)


def text_part_types(
    media: dict[str, Any], schemas: dict[str, Any], names: set[str], file_fields: list[str], base64_fields: list[str], ptr: str, ctx: BuildContext
) -> tuple[tuple[str, str], ...]:
    """The media types the Encoding Object's ``contentType`` labels a multipart body's other
    parts with (OpenAPI 3.1 section 4.8.15): a text part (a scalar, or each item of an array
    of scalars) carries the first concrete type given, as the caller's text; a JSON part (an
    object, an array of objects) carries it when it is a JSON type (``application/json``,
    ``+json``).  An entry with ``style`` or ``explode`` is spelt by them (the contentType is
    then ignored, as the section says).

    Warned about (``encoding-unused``) and ignored: an entry naming no property of the body,
    a non-JSON type on a JSON part (it is sent as ``application/json``), a type on a base64
    property (sent as a text part of base64).

    Args:
        media: the Media Type Object.
        schemas: wire name -> the property's schema.
        names: the wire names of the body's properties.
        file_fields: those that carry files (their types come from :func:`part_types`).
        base64_fields: those that carry files as base64 text.
        ptr: the media type's pointer (for warnings).
        ctx: the build context.

    Returns:
        ``(wire name, media type)`` sorted by name: one concrete type each.
    """
    encoding = media.get("encoding")
    if not isinstance(encoding, dict):
        return ()
    out: list[tuple[str, str]] = []
    for name in sorted(str(n) for n in encoding):
        entry = encoding[name]
        if not isinstance(entry, dict) or not isinstance(entry.get("contentType"), str) or "style" in entry or "explode" in entry:
            continue  # no type, or spelt by its style (part_styles warns about those)
        where = join_pointer(ptr, "encoding", name, "contentType")
        if name not in names:
            ctx.diagnostics.warn(ctx.locate(join_pointer(ptr, "encoding", name)), "encoding-unused", f"the encoding names {name!r}, which is not a property of the body", "the entry is ignored")
            continue
        if name in file_fields and name not in base64_fields:
            continue  # a file part: part_types
        ranges = _ranges(name, entry["contentType"], where, ptr, ctx)
        concrete = [r for r in ranges if "*" not in r.split(";")[0]]
        if name in base64_fields:
            if concrete:
                ctx.diagnostics.warn(ctx.locate(where), "encoding-unused", f"{name!r} is base64 text (contentEncoding): its part is not labelled {concrete[0]!r}", "the part is a text part of the base64 text")
            continue
        if _structured(schemas.get(name), ctx):
            chosen = next((r for r in concrete if _json_media(r)), None)
            if chosen is None:
                if concrete:
                    ctx.diagnostics.warn(ctx.locate(where), "encoding-unused", f"{name!r} is an object or an array of them, which sdkgen sends as JSON, not as {concrete[0]!r}", "the part is sent as application/json")
                continue
        else:
            chosen = concrete[0] if concrete else None
        if chosen is not None and not (chosen.lower() == "text/plain" and not _structured(schemas.get(name), ctx)):
            out.append((name, chosen))
    return tuple(out)
