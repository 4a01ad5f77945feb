"""Fixed values: required properties that can have one value only (``kind: {const: widget}``,
discriminator tags) are not demanded from callers; the client fills them in.

* A *fixed* property is required and its type (aliases resolved) is a one-value ``Literal``.
* Models default it (the IR gives it as the field's default, :attr:`generator.ir.model.Property.model_default`).
* A flattened request body takes it as an optional argument, and sends its value when the
  argument is left out.
* In request ``TypedDict``s it is optional and filled in wherever the client knows which schema
  a dict is (its declared type is that schema, or a list or map of it); except in schemas that
  are variants of a union, where the caller's value tells the variants apart and stays
  required.
* Where the client fills values in, the argument carries a *fill shape*: Python source of a
  small value the generated ``types/_params.py`` (``with_fixed``) walks: a ``TypedDict`` name,
  ``("list", shape)``, ``("map", shape)`` or ``("union", (name, ...))`` (the variant whose own
  fixed values the dict carries).
"""

from __future__ import annotations

from typing import Any

from ..errors import join_pointer
from ..literals import string_literal
from .annotations import python_value
from .context import NONE, BuildContext
from .model import ArrayOf, LiteralOf, MapOf, ModelRef, TupleOf, TypeRef, UnionOf
from .types import parameter_schema, resolve_aliases, strip_none, to_type


def fixed_value(schema: Any, required: bool, ctx: BuildContext, ptr: str) -> str | None:
    """Python source of the one value a required, non-nullable property can have, or ``None``."""
    if not required or not isinstance(schema, dict):
        return None
    t, nullable = strip_none(to_type(schema, ctx, ptr))
    t = resolve_aliases(t, ctx)
    if nullable or not isinstance(t, LiteralOf) or len(t.values) != 1:
        return None
    return python_value(t.values[0], t).text


def _is_object(s: Any) -> bool:
    return isinstance(s, dict) and s.get("type") == "object" and "properties" in s


def _union_variants(t: TypeRef, out: set[str]) -> None:
    if isinstance(t, UnionOf):
        for v in t.variants:
            if isinstance(v, ModelRef):
                out.add(v.name)
            _union_variants(v, out)
    elif isinstance(t, ArrayOf):
        _union_variants(t.items, out)
    elif isinstance(t, MapOf):
        _union_variants(t.values, out)
    elif isinstance(t, TupleOf):
        for x in t.items:
            _union_variants(x, out)


def prepare(ctx: BuildContext, operations: list[tuple[str, str, dict[str, Any], str]]) -> None:
    """Decide, before operations and models are built, which schemas have fixed values
    (``ctx.fixed``), which are union variants (``ctx.union_members``) and which need the
    client to fill values in below them (``ctx.needs_fill``).

    Args:
        ctx: the build context (its ``schemas`` are read, the three fields set).
        operations: ``(path, method, operation, pointer)`` of every operation.
    """
    types: list[TypeRef] = []
    props: dict[str, dict[str, TypeRef]] = {}
    for name, s in ctx.schemas.items():
        ptr = join_pointer("#/components/schemas", name)
        if _is_object(s):
            required = set(s.get("required") or [])
            fixed: dict[str, str] = {}
            props[name] = {}
            for pn, ps in (s.get("properties") or {}).items():
                p_ptr = join_pointer(ptr, "properties", pn)
                value = fixed_value(ps, pn in required, ctx, p_ptr)
                if value is not None:
                    fixed[pn] = value
                props[name][pn] = to_type(ps, ctx, p_ptr, request=True) if isinstance(ps, dict) else to_type({}, ctx, p_ptr)
                types.append(props[name][pn])
            if fixed:
                ctx.fixed[name] = fixed
        elif isinstance(s, dict):
            types.append(to_type(s, ctx, ptr, request=True))
    for _path, _method, op, ptr in operations:
        for i, p in enumerate(op.get("parameters") or []):
            if isinstance(p, dict):
                _, schema, tokens = parameter_schema(p)
                types.append(to_type(schema, ctx, join_pointer(ptr, "parameters", i, *tokens), request=True))
        rb = op.get("requestBody")
        content = rb.get("content") if isinstance(rb, dict) else None
        for ct, media in (content or {}).items() if isinstance(content, dict) else ():
            if isinstance(media, dict) and isinstance(media.get("schema"), dict):
                types.append(to_type(media["schema"], ctx, join_pointer(ptr, "requestBody", "content", ct, "schema"), request=True))
    for t in types:
        _union_variants(t, ctx.union_members)
    # a schema needs filling when it has fixed values it does not demand, or a property whose
    # values do (to a fixed point: schemas may nest each other)
    ctx.needs_fill = {n for n in ctx.fixed if n not in ctx.union_members}
    changed = True
    while changed:
        changed = False
        for name, fields in sorted(props.items()):
            if name not in ctx.needs_fill and any(fill_shape(t, ctx) for t in fields.values()):
                ctx.needs_fill.add(name)
                changed = True


def fill_shape(t: TypeRef, ctx: BuildContext, depth: int = 0) -> str:
    """The fill shape (module docstring) of a value of type ``t``, as Python source; ``""``
    when nothing below it is filled in."""
    if depth > 20:
        return ""
    if isinstance(t, ModelRef):
        if _is_object(ctx.schemas.get(t.name)):
            return string_literal(ctx.param_names.get(t.name, t.name)) if t.name in ctx.needs_fill else ""
        resolved = resolve_aliases(t, ctx)
        return "" if resolved == t else fill_shape(resolved, ctx, depth + 1)
    if isinstance(t, ArrayOf):
        inner = fill_shape(t.items, ctx, depth + 1)
        return f'("list", {inner})' if inner else ""
    if isinstance(t, MapOf):
        inner = fill_shape(t.values, ctx, depth + 1)
        return f'("map", {inner})' if inner else ""
    if isinstance(t, UnionOf):
        variants = [v for v in t.variants if v != NONE]
        if len(variants) == 1:
            return fill_shape(variants[0], ctx, depth + 1)
        names = [v.name for v in variants if isinstance(v, ModelRef) and _is_object(ctx.schemas.get(v.name))]
        if not any(n in ctx.needs_fill for n in names):
            return ""  # (unions of lists or maps of models are not looked into)
        return f'("union", ({", ".join(string_literal(ctx.param_names.get(n, n)) for n in names)},))'
    return ""
