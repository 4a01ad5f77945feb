"""Object schemas -> :class:`~generator.ir.model.Property` tuples (model fields and flattened
request-body arguments alike), and how spec names become keyword-argument names."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from ..errors import join_pointer
from ..names import keyword_arguments
from ..normalise import ref_name
from .annotations import nullable_ann, param_ann, python_value, response_ann, type_note
from .context import BuildContext
from .fields import attributes_of, field_names, model_field
from .fixed import fill_shape, fixed_value
from .model import Property, TypeRef
from .types import refs_in, resolve_aliases, strip_none, to_type


def description_of(s: dict[str, Any]) -> str:
    d = s.get("description")
    if not isinstance(d, str) or not d.strip():
        d = s.get("title") if isinstance(s.get("title"), str) else ""
    return (d or "").strip()


def sunset_of(node: dict[str, Any]) -> str:
    """The ``x-sunset`` extension of an operation, parameter or schema (the date after which a
    deprecated element may be removed, as in the ``Sunset`` header of RFC 8594): its text
    on one line, ``""`` when absent or not a scalar."""
    value = node.get("x-sunset")
    if value is None or isinstance(value, (dict, list, bool)):
        return ""
    return " ".join(str(value).split())


def schema_description(s: Any, ctx: BuildContext) -> str:
    """A schema's description (or title); for a ``$ref`` without one of its own, the
    referenced component's."""
    if not isinstance(s, dict):
        return ""
    own = description_of(s)
    if own or not isinstance(s.get("$ref"), str):
        return own
    target = ctx.schemas.get(ref_name(s["$ref"]) or "")
    return description_of(target) if isinstance(target, dict) else ""


def examples_of(s: dict[str, Any]) -> tuple[str, ...]:
    out: list[str] = []
    if "example" in s:
        out.append(json.dumps(s["example"], sort_keys=True, ensure_ascii=False))
    ex = s.get("examples")
    if isinstance(ex, list):
        out.extend(json.dumps(v, sort_keys=True, ensure_ascii=False) for v in ex)
    return tuple(out)


def default_json(s: dict[str, Any]) -> str | None:
    return json.dumps(s["default"], sort_keys=True) if "default" in s else None


def default_repr(s: dict[str, Any], t: TypeRef, ctx: BuildContext) -> str | None:
    """The schema's ``default`` as Python source of a value of type ``t`` (see
    :func:`~generator.ir.annotations.python_value`), or ``None`` when it has none."""
    return python_value(s["default"], resolve_aliases(t, ctx)).text if "default" in s else None


# --------------------------------------------------------------------------- models


def properties_of(
    s: dict[str, Any],
    ptr: str,
    ctx: BuildContext,
    *,
    request: bool,
    taken: Iterable[str] = (),
    owner: str | None = None,
    snake: bool = False,
    names: Mapping[str, str] | None = None,
) -> tuple[Property, ...]:
    """The properties of object schema ``s`` (at ``ptr``), in spec order.

    Args:
        s: the object schema.
        ptr: its pointer, for messages.
        ctx: the build context (``fixed``/``union_members`` prepared by :mod:`generator.ir.fixed`).
        request: whether the schema is part of a request (binary strings become files).
        taken: keyword-argument names already used (flattened bodies).
        owner: the component ``s`` is, when it is one (decides ``param_required``).
        snake: the keyword-argument names (``py_name``) are the wire names in snake_case
            (``naming.arguments: snake``, for a flattened body); model attributes are not.
        names: the keyword-argument names, already decided (wire name -> name: a flattened
            body's, decided with the operation's parameters); from ``taken`` when omitted.
    """
    required = set(s.get("required") or [])
    properties = s.get("properties") or {}
    if names is not None and all(n in names for n in properties):
        py_names = {n: names[n] for n in properties}
    else:
        py_names = dict(zip(properties, keyword_arguments(list(properties), set(taken), snake=snake), strict=True))
    types = {n: to_type(ps if isinstance(ps, dict) else {}, ctx, join_pointer(ptr, "properties", n), request=request) for n, ps in properties.items()}
    if owner is not None and ctx.schemas.get(owner) is s:
        attributes = attributes_of(owner, ctx)
    else:
        used = frozenset().union(*(refs_in(t) for t in types.values())) if types else frozenset()
        attributes = dict(zip(properties, field_names(list(properties), used), strict=True))
    shadowed = frozenset(attributes.values())
    out: list[Property] = []
    for name, ps in properties.items():
        if not isinstance(ps, dict):
            ps = {}
        p_ptr = join_pointer(ptr, "properties", name)
        full = types[name]
        t, nullable = strip_none(full)
        fixed = fixed_value(ps, name in required, ctx, p_ptr)
        py = py_names[name]
        pa = nullable_ann(param_ann(t, ctx.param_names), nullable)
        ra = nullable_ann(response_ann(t), nullable)
        in_model = name in required and not ps.get("writeOnly")
        annotation, default, constraints = model_field(ps, full, t, nullable, required=in_model, fixed=fixed, shadowed=shadowed, ctx=ctx, ptr=p_ptr)
        out.append(
            Property(
                name=name,
                py_name=py,
                type=t,
                required=name in required,
                nullable=nullable,
                default_json=default_json(ps),
                description=description_of(ps),
                deprecated=bool(ps.get("deprecated")),
                sunset=sunset_of(ps),
                read_only=bool(ps.get("readOnly")),
                write_only=bool(ps.get("writeOnly")),
                param_annotation=pa.text,
                response_annotation=ra.text,
                default_repr=default_repr(ps, full, ctx),
                type_note=type_note(resolve_aliases(t, ctx)),
                fixed_repr=fixed,
                param_required=name in required and (fixed is None or owner in ctx.union_members),
                fill=fill_shape(full, ctx),
                field_name=attributes[name],
                model_annotation=annotation,
                model_default=default,
                constraints=constraints,
            )
        )
    return tuple(out)
