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

from typing import Any

from ..errors import join_pointer
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
