"""The models' annotation of a discriminated parent whose ``mapping`` names schemas that are
not its subtypes (:mod:`generator.normalise.hierarchy`: ``anyOf`` the tagged union of its
subtypes and those schemas, marked ``x-sdkgen-dispatch``): a union that picks its member by
the tag, through pydantic's callable discriminator and the runtime's ``tag_dispatch``.

Left untagged, pydantic's smart union picks the member that fits best, not the one the tag
names: ``{"kind": "dog", "bark": "x"}`` was read as a mapped ``Rock`` that has a ``bark``,
``{}`` as a ``Dog`` with its tag defaulted.  OpenAPI 3.1 section 4.8.25 says the discriminator
is a hint that must not change the validation outcome; a client reading an answer follows it
where it names a member and validates like the untagged union where it names none (the
runtime's ``tag_dispatch`` docstring says which member each value is tried as).
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from ..errors import join_pointer
from ..literals import python_literal, string_literal
from ..normalise.hierarchy import DISPATCH, MAPPED
from ..normalise.schema import is_null_schema, ref_name
from .annotations import MODEL_IMPORTS, join_union, model_ann
from .context import BuildContext
from .fields import attributes_of
from .model import ArrayOf, LiteralOf, MapOf, ModelRef, Primitive, Source, TupleOf, TypeRef, UnionOf
from .types import resolve_aliases, to_type

_TagValue = str | int | float | bool


def _kinds(t: TypeRef, ctx: BuildContext, depth: int = 0) -> tuple[bool, bool]:
    """``(may be an object, may be something else)`` of a value of type ``t``."""
    if depth > 20:
        return True, True
    if isinstance(t, ModelRef):
        s = ctx.schemas.get(t.name)
        if isinstance(s, dict) and s.get("type") == "object" and "properties" in s:
            return True, False
        resolved = resolve_aliases(t, ctx)
        return (True, True) if resolved == t else _kinds(resolved, ctx, depth + 1)
    if isinstance(t, MapOf):
        return True, False
    if isinstance(t, (ArrayOf, TupleOf, LiteralOf)):
        return False, True
    if isinstance(t, UnionOf):
        kinds = [_kinds(v, ctx, depth + 1) for v in t.variants]
        return any(k[0] for k in kinds), any(k[1] for k in kinds)
    if isinstance(t, Primitive) and t.name not in ("any", "object"):
        return False, True
    return True, True


def _subtype_tags(name: str, prop: str, ctx: BuildContext) -> tuple[tuple[_TagValue, ...], str] | None:
    """A tagged subtype's tag values and the attribute holding them: its ``prop`` property, a
    required closed ``Literal`` (what ``discriminator_literals`` gives it, and what
    :func:`~generator.ir.fields.tagged_union` asks of each member), else ``None``."""
    s = ctx.schemas.get(name)
    if not (isinstance(s, dict) and s.get("type") == "object" and isinstance(s.get("properties"), dict)):
        return None
    tag = s["properties"].get(prop)
    if not isinstance(tag, dict) or prop not in (s.get("required") or []):
        return None
    lit = resolve_aliases(to_type(tag, ctx, join_pointer("#/components/schemas", name, "properties", prop)), ctx)
    if not isinstance(lit, LiteralOf) or lit.open or not lit.values:
        return None
    return lit.values, attributes_of(name, ctx)[prop]


def _member_tag(value: _TagValue) -> str:
    """The ``pydantic.Tag`` of the member a tag value names: the value, when a string."""
    return value if isinstance(value, str) else f"{type(value).__name__}:{value!r}"


def _fresh(base: str, used: set[str]) -> str:
    while base in used:
        base = "~" + base
    used.add(base)
    return base


def dispatch_annotation(name: str, later: AbstractSet[str], ctx: BuildContext) -> Source | None:
    """The ``TypeAliasType`` value of component ``name`` when it is a union that picks its
    member by a tag (module docstring), else ``None`` (it is printed as any alias).

    ``Annotated[Union[Annotated[Dog, pydantic.Tag("dog")], ...], pydantic.Discriminator(
    tag_dispatch("kind", "kind", (("dog", "dog"), ...), objects=..., values=...))]``: a tagged
    subtype is picked by its tag values; a mapped schema that may be an object by its mapping
    keys, and with the other mapped objects for an object whose tag names no member
    (``objects``); a mapped schema that may be something else (a string schema) only for a
    value that is no object (``values``): it cannot carry the tag.

    Args:
        name: the component.
        later: the aliases defined at or after it (printed as forward references).
        ctx: the build context.

    Returns:
        The annotation, or ``None`` (not such a union, or its subtypes' tags do not tell them
        apart: then it stays the untagged union).
    """
    s = ctx.schemas.get(name)
    prop = s.get(DISPATCH) if isinstance(s, dict) else None
    branches = s.get("anyOf") if isinstance(s, dict) else None
    if not isinstance(prop, str) or not isinstance(branches, list):
        return None
    subtypes: list[str] = []
    mapped: list[tuple[str, list[str]]] = []
    nullable = False
    for b in branches:
        if is_null_schema(b):
            nullable = True
        elif isinstance(b, dict) and isinstance(b.get("$ref"), str) and isinstance(b.get(MAPPED), list):
            mapped.append((ref_name(b["$ref"]) or "", [str(t) for t in b[MAPPED]]))
        elif isinstance(b, dict) and isinstance(b.get("$ref"), str):
            subtypes.append(ref_name(b["$ref"]) or "")
        elif isinstance(b, dict) and isinstance(b.get("oneOf"), list) and all(isinstance(x, dict) and isinstance(x.get("$ref"), str) for x in b["oneOf"]):
            subtypes.extend(ref_name(x["$ref"]) or "" for x in b["oneOf"])
        else:
            return None
    if not mapped or any(n not in ctx.schemas for n in [*subtypes, *(m for m, _ in mapped)]):
        return None
    choices: list[tuple[list[str], str]] = []  # (members, its tag)
    pairs: list[tuple[_TagValue, str]] = []
    used: set[str] = set()
    attributes: set[str] = set()
    seen: list[_TagValue] = []

    def claim(values: Sequence[_TagValue]) -> bool:
        for v in values:
            if any(type(v) is type(x) and v == x for x in seen):
                return False  # two members named by one tag value: no tag picks one
            seen.append(v)
        return True

    for sub in subtypes:
        found = _subtype_tags(sub, prop, ctx)
        if found is None or not claim(found[0]):
            return None
        values, attribute = found
        attributes.add(attribute)
        member = _fresh(_member_tag(values[0]), used)
        choices.append(([sub], member))
        pairs.extend((v, member) for v in values)
    if len(attributes) > 1:
        return None
    objects: list[str] = []
    others: list[tuple[str, str]] = []
    for target, keys in mapped:
        may_object, may_other = _kinds(ModelRef(target), ctx)
        if may_object:
            if not claim(keys):
                return None
            member = _fresh(keys[0], used)
            choices.append(([target], member))
            pairs.extend((k, member) for k in keys)
            objects.append(member)
        if may_other:
            others.append((target, keys[0]))
    by_member = {member: members for members, member in choices}
    objects_tag = objects[0] if len(objects) == 1 else None
    if len(objects) > 1:
        objects_tag = _fresh("~objects", used)
        choices.append(([m for o in objects for m in by_member[o]], objects_tag))
    values_tag = None
    if len(others) == 1:
        target, key = others[0]
        values_tag = next((t for members, t in choices if members == [target]), None) or _fresh(key, used)
        if values_tag not in by_member:
            choices.append(([target], values_tag))
    elif others:
        values_tag = _fresh("~values", used)
        choices.append(([t for t, _ in others], values_tag))
    attribute = attributes.pop() if attributes else prop
    printed: list[str] = []
    imports: set[tuple[str, str]] = {("typing", "Annotated"), ("pydantic", ""), (".._models", "tag_dispatch")}
    for members, member in choices:
        anns = [model_ann(ModelRef(m), quote=later) for m in members]
        imports |= {(MODEL_IMPORTS[n], n) for a in anns for n in a.names if n in MODEL_IMPORTS}
        inner = join_union([a.text for a in anns])
        if inner.startswith("Union["):
            imports.add(("typing", "Union"))
        printed.append(f"Annotated[{inner}, pydantic.Tag({string_literal(member)})]")
    tags = python_literal(tuple(pairs))
    keywords = "".join(f", {k}={string_literal(v)}" for k, v in (("objects", objects_tag), ("values", values_tag)) if v is not None)
    text = (
        f"Annotated[{' | '.join(printed)}, pydantic.Discriminator(tag_dispatch({string_literal(prop)}, {string_literal(attribute)}, {tags}{keywords}))]"
    )
    if nullable:
        text += " | None"
    return Source(text, tuple(sorted(imports)))
