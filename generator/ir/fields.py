"""What the pydantic models (``types/_models.py``) need beyond a property's type: the model
attribute's name and alias, its annotation as the models print it, its default, and the value
constraints the model checks.  The render stage prints these as they are
(:mod:`generator.render.models`); nothing about a model's shape is decided there."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from ..errors import join_pointer
from ..names import BASEMODEL_ATTRIBUTES, BUILTINS, safe_identifier
from .annotations import MODEL_IMPORTS, Ann, model_ann, python_value, qualify_shadowed, source_of
from .constraints import constraints_of
from .context import BuildContext
from .model import Constraints, LiteralOf, ModelRef, Primitive, Source, TypeRef, UnionOf
from .types import refs_in, resolve_aliases, to_type

# names of the datetime module a field may keep (``date: date | None``): the annotations and
# defaults of its class spell them through the module instead (``_datetime.date``)
DATETIME_NAMES = frozenset({"date", "datetime", "timedelta", "timezone"})

# names the models module imports (beside its own models): a field must not hide one in a class
# body, so a field named like one is renamed (its wire name becomes its alias)
MODULE_NAMES = frozenset({*MODEL_IMPORTS, "BaseModel", "ConfigDict", "TypeAliasType", "Optional", "List", "Dict", "RootModel"}) - DATETIME_NAMES


def _class_attributes() -> frozenset[str]:
    """Public attributes of pydantic's and the runtime's ``BaseModel`` classes, their
    metaclass's included (``register``, ``mro``)."""
    from pydantic import BaseModel

    return BASEMODEL_ATTRIBUTES | frozenset(n for n in dir(type(BaseModel)) if not n.startswith("_"))


CLASS_ATTRIBUTES = _class_attributes()


def _qualify_datetime(a: Ann, hidden: frozenset[str]) -> Ann:
    """``a`` with each name of :data:`DATETIME_NAMES` that a field of its class hides spelled
    through the module (``date(2024, 1, 2)`` -> ``_datetime.date(2024, 1, 2)``)."""
    import io
    import tokenize

    used = hidden & a.names
    if not used:
        return a
    out: list[str] = []
    last = 0
    previous = ""
    for tok in tokenize.generate_tokens(io.StringIO(a.text).readline):
        if tok.type == tokenize.NAME and tok.string in used and previous != ".":
            out.append(a.text[last : tok.start[1]] + "_datetime.")
            last = tok.start[1]
        if tok.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER):
            previous = tok.string
    out.append(a.text[last:])
    return Ann("".join(out), (a.names - used) | {"_datetime"})


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
        while name in CLASS_ATTRIBUTES or name in MODULE_NAMES or name in avoid:
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


def attributes_of(name: str, ctx: BuildContext) -> dict[str, str]:
    """Object schema ``name``'s properties: wire name -> model attribute (:func:`field_names`,
    avoiding the models its properties name), decided once per build."""
    if name not in ctx.attributes:
        s = ctx.schemas.get(name)
        props = s.get("properties") if isinstance(s, dict) else None
        props = props if isinstance(props, dict) else {}
        used: set[str] = set()
        for n, ps in props.items():
            used |= refs_in(to_type(ps if isinstance(ps, dict) else {}, ctx, join_pointer("#/components/schemas", name, "properties", n)))
        ctx.attributes[name] = dict(zip(props, field_names(list(props), frozenset(used)), strict=True))
    return ctx.attributes[name]


def tagged_union(ctx: BuildContext) -> Callable[[UnionOf], str | None]:
    """The model attribute pydantic picks a tagged union's member by (``Field(discriminator=...)``
    names the attribute, not the wire name: ``$type`` is ``type``), when it can: every member
    is a model whose tag property is a closed ``Literal`` (``normalise.discriminator_literals``
    makes it so), has the same attribute in each, and no tag value belongs to two members;
    otherwise (a member that is not an object schema, OpenAI's two ``message`` items) ``None``:
    the union is left untagged, pydantic trying the members in order."""

    def check(u: UnionOf) -> str | None:
        if u.discriminator is None:
            return None
        seen: set[Any] = set()
        names: set[str] = set()
        for v in u.variants:
            if not isinstance(v, ModelRef):
                return None
            s = ctx.schemas.get(v.name)
            if not (isinstance(s, dict) and s.get("type") == "object" and isinstance(s.get("properties"), dict)):
                return None
            tag = s["properties"].get(u.discriminator)
            if not isinstance(tag, dict) or u.discriminator not in (s.get("required") or []):
                return None
            lit = resolve_aliases(to_type(tag, ctx, join_pointer("#/components/schemas", v.name, "properties", u.discriminator)), ctx)
            if not (isinstance(lit, LiteralOf) and not lit.open) or seen & set(lit.values):
                return None  # a tag value two members declare cannot pick one
            seen |= set(lit.values)
            names.add(attributes_of(v.name, ctx)[str(u.discriminator)])
        return names.pop() if len(names) == 1 else None

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
    ptr: str = "",
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
        ptr: the property's pointer (for errors).

    Returns:
        ``(annotation, default or None when required, constraints)``.

    Raises:
        SpecError: a constraint has a value of the wrong type (:func:`constraints_of`).
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
    clashes = shadowed & DATETIME_NAMES
    if clashes:
        ann = _qualify_datetime(ann, clashes)
        default = None if default is None else _qualify_datetime(default, clashes)
    constraints = constraints_of(s, t, ptr, ctx.locate)
    if default is not None and fixed is None and required and "default" in s:
        default = None  # a required key keeps no default (the server always sends it)
    return source_of(ann), None if default is None else source_of(default), constraints


def alias_order(aliases: dict[str, TypeRef]) -> list[str]:
    """The order the models module defines its ``TypeAliasType`` aliases in, after every class:
    an alias after the aliases it names (depth first, by name), so that only a recursive alias
    needs a forward reference.

    Args:
        aliases: alias name -> its type (:attr:`~generator.ir.model.Model.alias_of`).

    Returns:
        Every name of ``aliases``, once.
    """
    order: list[str] = []
    state: dict[str, int] = {}  # 1 visiting, 2 done

    # depth first, iteratively: a chain of 10,000 aliases must not exhaust Python's stack
    for root in sorted(aliases):
        if state.get(root):
            continue
        state[root] = 1
        stack = [(root, iter(sorted(refs_in(aliases[root]) & aliases.keys())))]
        while stack:
            name, refs = stack[-1]
            ref = next(refs, None)
            if ref is None:
                stack.pop()
                state[name] = 2
                order.append(name)
            elif not state.get(ref):
                state[ref] = 1
                stack.append((ref, iter(sorted(refs_in(aliases[ref]) & aliases.keys()))))
    return order


class AtOrAfter(AbstractSet[str]):
    """The names at or after ``start`` in ``order`` (of :func:`alias_order`), as a set that
    copies nothing: one per alias, so ``n`` aliases cost ``O(n)`` memory, not ``O(n**2)``.

    Args:
        order: the names in order; position: name -> its index in ``order``; start: an index.
    """

    def __init__(self, order: list[str], position: dict[str, int], start: int) -> None:
        self._order = order
        self._position = position
        self._start = start

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._position.get(name, -1) >= self._start

    def __iter__(self) -> Iterator[str]:
        return iter(self._order[self._start :])

    def __len__(self) -> int:
        return len(self._order) - self._start


def alias_annotation(name: str, t: TypeRef, later: AbstractSet[str], ctx: BuildContext) -> Source:
    """The value of the ``TypeAliasType`` of a non-object component ``name``: the aliases
    defined at or after it (:func:`alias_order`: ``later``) quoted, since the value is
    evaluated when the module is imported; classes, all defined before, are not."""
    t_ = t
    nullable = False
    if isinstance(t, UnionOf) and Primitive("none") in t.variants:
        rest = tuple(v for v in t.variants if v != Primitive("none"))
        t_ = rest[0] if len(rest) == 1 else UnionOf(rest, t.discriminator)
        nullable = True
    elif t == Primitive("none"):
        return Source("None")
    return source_of(model_ann(t_, nullable=nullable, tagged=tagged_union(ctx), quote=later))


__all__ = ["MODULE_NAMES", "alias_annotation", "alias_order", "constraints_of", "field_names", "model_field", "tagged_union"]
