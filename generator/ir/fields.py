"""What the pydantic models (``types/_models.py``) need beyond a property's type: the model
attribute's name and alias, its annotation as the models print it, its default, and the value
constraints the model checks.  The render stage prints these as they are
(:mod:`generator.render.models`); nothing about a model's shape is decided there."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..names import BASEMODEL_ATTRIBUTES, BUILTINS, safe_identifier
from ..normalise import is_null_schema
from .annotations import MODEL_IMPORTS, Ann, model_ann, python_value, qualify_shadowed, source_of
from .context import BuildContext
from .model import ArrayOf, Constraints, LiteralOf, ModelRef, Primitive, Source, TypeRef, UnionOf
from .types import resolve_aliases, to_type

# names the models module imports (beside its own models): a field must not hide one in a class
# body, so a field named like one is renamed (its wire name becomes its alias)
MODULE_NAMES = frozenset({*MODEL_IMPORTS, "BaseModel", "ConfigDict", "TypeAliasType", "Optional", "List", "Dict", "RootModel"})


def field_names(wire_names: Sequence[str], avoid: frozenset[str] = frozenset()) -> list[str]:
    """The pydantic attribute names of a model's properties, in the order given.

    A wire name that is a usable identifier is kept (``max_tokens``, ``firstName``); others
    become the closest identifier (:func:`generator.names.safe_identifier`: ``$type`` ->
    ``type``, ``1st`` -> ``field_1st``), without leading underscores (pydantic treats those
    as private attributes: ``_id`` -> ``field_id``); a name of pydantic's or the runtime's
    ``BaseModel`` (``schema``, ``to_dict``) or one the module imports (:data:`MODULE_NAMES`)
    gets a trailing ``_``, and so do the names in ``avoid`` and a name another property
    already has, wire names spelled exactly like their identifier choosing first.

    Args:
        wire_names: the properties' JSON names, in spec order.
        avoid: other names the fields must not hide: the models the class's annotations
            name (a field ``Dimension: Dimension | None = None`` would make its annotation
            read the field's default).

    Returns:
        One identifier per wire name, all different.
    """
    wanted: list[str] = []
    for wire in wire_names:
        name = safe_identifier(wire)
        if name.startswith("_"):
            name = name.lstrip("_")
            name = "field_" + name if name else "field"
        while name in BASEMODEL_ATTRIBUTES or name in MODULE_NAMES or name in avoid:
            name += "_"
        wanted.append(name)
    taken: set[str] = set()
    out: dict[int, str] = {}
    for i in sorted(range(len(wire_names)), key=lambda i: (wanted[i] != wire_names[i], wanted[i], wire_names[i], i)):
        name = wanted[i]
        while name in taken:
            name += "_"
        taken.add(name)
        out[i] = name
    return [out[i] for i in range(len(wire_names))]


def _number(v: Any) -> int | float | None:
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _count(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else None


def constraints_of(s: Any, t: TypeRef) -> Constraints | None:
    """The value constraints of schema ``s`` (a nullable union's one other branch) that apply
    to its type ``t`` (without the null branch): lengths and ``pattern`` to plain strings,
    bounds and ``multipleOf`` to numbers, item counts to arrays; ``None`` when there are none.
    Those of the branches of a union of several types are not checked (the server is)."""
    if not isinstance(s, dict):
        return None
    branches = s.get("anyOf")
    if isinstance(branches, list):
        real = [b for b in branches if not is_null_schema(b)]
        if len(real) != 1 or len(real) == len(branches) or not isinstance(real[0], dict):
            return None
        s = real[0]
    if "$ref" in s:
        return None
    kw: dict[str, Any] = {}
    if t == Primitive("str"):
        kw["min_length"] = _count(s.get("minLength"))
        kw["max_length"] = _count(s.get("maxLength"))
        kw["pattern"] = s["pattern"] if isinstance(s.get("pattern"), str) else None
    elif t in (Primitive("int"), Primitive("float")):
        minimum, maximum = _number(s.get("minimum")), _number(s.get("maximum"))
        low, high = s.get("exclusiveMinimum"), s.get("exclusiveMaximum")
        if low is True:  # OpenAPI 3.0: a flag on minimum
            minimum, low = None, minimum
        if high is True:
            maximum, high = None, maximum
        kw.update(minimum=minimum, maximum=maximum, exclusive_minimum=_number(low), exclusive_maximum=_number(high))
        multiple = _number(s.get("multipleOf"))
        kw["multiple_of"] = multiple if multiple is not None and multiple > 0 else None
    elif isinstance(t, ArrayOf):
        kw["min_items"] = _count(s.get("minItems"))
        kw["max_items"] = _count(s.get("maxItems"))
    if all(v is None for v in kw.values()):
        return None
    return Constraints(**kw)


def tagged_union(ctx: BuildContext) -> Callable[[UnionOf], bool]:
    """Whether pydantic can pick a tagged union's member by its tag: every member is a model
    whose tag property is a closed ``Literal`` (``normalise.discriminator_literals`` makes
    it so; a member that is not an object schema leaves the union untagged)."""

    def check(u: UnionOf) -> bool:
        for v in u.variants:
            s = ctx.schemas.get(v.name) if isinstance(v, ModelRef) else None
            if not (isinstance(s, dict) and s.get("type") == "object" and isinstance(s.get("properties"), dict)):
                return False
            tag = s["properties"].get(u.discriminator)
            if not isinstance(tag, dict) or u.discriminator not in (s.get("required") or []):
                return False
            lit = resolve_aliases(to_type(tag, ctx, ""), ctx)
            if not (isinstance(lit, LiteralOf) and not lit.open):
                return False
        return True

    return check


def model_field(
    s: dict[str, Any],
    full: TypeRef,
    t: TypeRef,
    nullable: bool,
    *,
    required: bool,
    fixed: str | None,
    shadowed: frozenset[str],
    ctx: BuildContext,
) -> tuple[Source, Source | None, Constraints | None]:
    """A property's annotation, default and constraints in its model.

    Args:
        s: the property's schema.
        full: its type, null branch included; ``t``/``nullable``: without it, and whether
            it had one.
        required: the model requires the key (``required`` and not ``writeOnly``: responses
            never carry a write-only property).
        fixed: the one value of a fixed property (Python source), the field's default.
        shadowed: the model's field names (a builtin one of them hides is spelled
            ``builtins.<name>``).
        ctx: the build context.

    Returns:
        ``(annotation, default or None when required, constraints)``.
    """
    default: Ann | None = None
    if fixed is not None:
        default = Ann(fixed)
    elif "default" in s:
        default = python_value(s["default"], resolve_aliases(full, ctx))
    elif not required:
        default = Ann("None")
    # an optional field without a default of its own defaults to None, so admits it
    admits_none = nullable or (default is not None and default.text == "None")
    ann = model_ann(t, nullable=admits_none, tagged=tagged_union(ctx))
    hidden = shadowed & BUILTINS
    if hidden and any(name in ann.text for name in hidden):
        ann = Ann(qualify_shadowed(ann.text, hidden), ann.names)
    constraints = constraints_of(s, t)
    if default is not None and fixed is None and required and "default" in s:
        default = None  # a required key keeps no default (the server always sends it)
    return source_of(ann), None if default is None else source_of(default), constraints


def alias_annotation(t: TypeRef, ctx: BuildContext) -> Source:
    """The value of a ``TypeAliasType`` for a non-object component: model names quoted (it is
    evaluated when the module is imported, before later classes exist)."""
    t_ = t
    nullable = False
    if isinstance(t, UnionOf) and Primitive("none") in t.variants:
        rest = tuple(v for v in t.variants if v != Primitive("none"))
        t_ = rest[0] if len(rest) == 1 else UnionOf(rest, t.discriminator)
        nullable = True
    elif t == Primitive("none"):
        return Source("None")
    return source_of(model_ann(t_, nullable=nullable, tagged=tagged_union(ctx), quote=True))


__all__ = ["MODULE_NAMES", "alias_annotation", "constraints_of", "field_names", "model_field", "tagged_union"]
