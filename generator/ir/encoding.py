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
        label = ", ".join(ranges)
        if label and label.lower() != "application/octet-stream":
            out.append((name, label))
    return tuple(out)
