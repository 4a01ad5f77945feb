"""The discriminated-hierarchy pass: a parent object with a ``discriminator`` and no
``oneOf``/``anyOf``, extended by its subtypes through ``allOf`` (OpenAPI 3.1 section 4.8.25.3,
"Models with Polymorphism Support"; the shape springdoc, LINE, Dropbox Sign and others write),
is the union of those subtypes wherever it is used, and each subtype extends the parent's object
part (its properties, ``required`` and constraints).

Read literally, a response ``$ref: Pet`` would be parsed as ``Pet`` alone: a ``Dog``'s ``bark``
is no typed field, and a request that sends a ``TextMessage`` where the parameter is
``Message`` cannot type-check (a ``TypedDict`` refuses the subtype's keys).  The discriminator
says the instance is one of the subtypes, so the parent becomes ``oneOf`` of them with the
same discriminator, every subtype's ``allOf`` takes the parent's object part in place of the
parent (as :func:`polymorphic_base_members` does for a parent
written as a union), and :func:`generator.normalise.discriminators.discriminator_literals`
gives each subtype its tag.
"""

from __future__ import annotations

from typing import Any

from ..errors import join_pointer
from .discriminators import declared_tags
from .schema import NormaliseContext, Schema, component_schemas, is_annotation, ref_name

# A parent whose mapping names schemas that are no subtypes is ``anyOf`` the tagged union of
# its subtypes and those schemas: the union says its tag property under DISPATCH, each such
# schema's branch (``{$ref, MAPPED: [tags]}``) the mapping keys naming it; the IR makes the
# union pick its member by the tag (:mod:`generator.ir.dispatch`).
DISPATCH = "x-sdkgen-dispatch"
MAPPED = "x-sdkgen-mapped"

_UNION_KEYS = ("oneOf", "anyOf", "discriminator")


def _parents(schema: Schema, schemas: dict[str, Schema]) -> list[str]:
    """The components a schema's ``allOf`` refers to directly."""
    members = schema.get("allOf") if isinstance(schema, dict) else None
    if not isinstance(members, list):
        return []
    out = []
    for m in members:
        name = ref_name(m["$ref"]) if isinstance(m, dict) and isinstance(m.get("$ref"), str) else None
        if name is not None and name in schemas and name not in out:
            out.append(name)
    return out


def _declares_tag(schema: Schema, prop: str) -> bool:
    """True when a subtype fixes the tag's values itself (``const``/``enum`` on the tag
    property, in its own ``properties`` or an inline ``allOf`` member's): its implicit tag is
    then those values, not its name."""
    holders = [schema, *(m for m in schema.get("allOf") or [] if isinstance(m, dict) and "$ref" not in m)]
    return any(declared_tags(h, prop) for h in holders)


def _cycle(name: str, children: dict[str, list[str]]) -> list[str]:
    """One shortest ``allOf`` cycle through ``name``, from ``name`` back to it, each name
    extended by the next (``[A, B, A]``: ``B`` has ``allOf [A]`` and ``A`` has ``allOf [B]``)."""
    back: dict[str, str] = {}
    queue = [name]
    while queue:
        at = queue.pop(0)
        for child in children.get(at, []):
            if child == name:
                path = [at]
                while path[-1] != name:
                    path.append(back[path[-1]])
                return [*reversed(path), name]
            if child not in back:
                back[child] = at
                queue.append(child)
    return [name, name]


def discriminator_hierarchy(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Turn each discriminated parent object into the union of its subtypes (module docstring).

    A component is such a parent when it has a ``discriminator`` with a ``propertyName``, no
    ``oneOf``/``anyOf``, is an object (``type: object``, ``properties`` or ``allOf``), and has
    subtypes: the components its ``mapping`` names and every component that extends it through
    ``allOf``, directly or through another subtype.  The parent becomes ``oneOf`` of the
    subtypes (mapped ones in mapping order, then the others by name) with its discriminator and
    annotations; a subtype's ``allOf`` member ``{$ref: Parent}`` becomes the parent's object part.  A subtype
    the mapping does not name and that declares no tag values of its own is added to the mapping
    under its spec name (the implicit mapping of section 4.8.25), before component names are
    made class names, so its tag stays its wire name.  Mapping entries naming components that
    are no subtypes make the parent ``anyOf`` the tagged union and those components, marked
    for the models to pick the member by the tag (:data:`DISPATCH`, :data:`MAPPED`), with a
    warning each.  A parent that is one of its own subtypes
    (a mapping entry naming it: instances of the parent itself are valid) stays an object, with
    a warning, since a union cannot list itself.

    Args:
        doc: the document, schema refs internal (``inline_component_refs``); not modified.
        ctx: the diagnostics and locations.

    Returns:
        The document with those parents rewritten (``doc`` itself when there are none).

    Expects: only schema refs (``inline_component_refs``); runs before ``class_names``.
    Produces: a discriminated parent extended through ``allOf`` is ``oneOf`` its subtypes.
    """
    schemas = component_schemas(doc)
    if not isinstance(schemas, dict) or not schemas:
        return doc
    children: dict[str, list[str]] = {}
    for name, schema in schemas.items():
        for parent in _parents(schema, schemas):
            if parent != name:
                children.setdefault(parent, []).append(name)
    def descendants_of(name: str) -> set[str]:
        found: set[str] = set()
        queue = list(children.get(name, []))
        while queue:
            at = queue.pop()
            if at not in found:
                found.add(at)
                queue.extend(children.get(at, []))
        return found

    # the discriminated parents (their prop, mapping, real subtypes) before any is rewritten:
    # a parent inside another parent's hierarchy must be known as one before it is decided
    parents: dict[str, tuple[str, dict[str, Any], set[str]]] = {}
    for name, schema in schemas.items():
        disc = schema.get("discriminator") if isinstance(schema, dict) else None
        if not isinstance(disc, dict) or not isinstance(disc.get("propertyName"), str):
            continue
        if any(k in schema for k in ("oneOf", "anyOf")):
            continue
        if not (schema.get("type") == "object" or "properties" in schema or "allOf" in schema) or schema.get("type") not in (None, "object"):
            continue
        mapping: dict[str, Any] = disc["mapping"] if isinstance(disc.get("mapping"), dict) else {}
        parents[name] = (disc["propertyName"], mapping, descendants_of(name))
    changed: dict[str, Schema] = {}
    parts: dict[str, Schema] = {}  # parent -> its object part (what its subtypes extend)
    for name, (prop, mapping, descendants) in parents.items():
        schema = schemas[name]
        disc = schema["discriminator"]
        ptr = join_pointer("#/components/schemas", name)
        if name in descendants:
            # A: allOf [B], B: allOf [A]: each is the other's subtype, so neither can be the
            # union of the other (a type alias of itself, refused by pydantic on every call)
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "allOf")),
                "discriminator-hierarchy-cycle",
                f"{name!r} extends itself through allOf ({' -> '.join(_cycle(name, children))}), so its discriminator names no subtypes",
                f"{name!r} is left as written: not a union of its subtypes",
            )
            continue
        outer = sorted(p for p, (_, _, p_desc) in parents.items() if name in p_desc and p not in p_desc and p != name)
        mapped: list[str] = []
        unrelated: list[tuple[str, str]] = []  # (tag, component) of mapping entries naming no subtype
        for tag, target in mapping.items():
            target_name = ref_name(target) if isinstance(target, str) and target.startswith("#") else target if isinstance(target, str) else None
            if target_name == name or target_name in descendants:
                if target_name not in mapped:
                    mapped.append(str(target_name))
            elif target_name in schemas:
                unrelated.append((str(tag), str(target_name)))
        variants = mapped + sorted(descendants - set(mapped))
        if not variants and not unrelated:
            continue
        if name in variants:
            ctx.diagnostics.warn(
                ctx.locate(ptr),
                "discriminator-concrete-parent",
                f"the discriminator of {name!r} names {name!r} itself among its subtypes, so a {name!r} may be any of them or itself",
                f"{name!r} stays an object: its subtypes' own properties are not typed where {name!r} is used",
            )
            continue
        if outer:
            # a mid-level subtype repeating the discriminator (Mid: allOf [Parent] with its own
            # discriminator, Leaf: allOf [Mid]): a Mid is one of Parent's variants, with its own
            # tag and shape, so it stays that object (Parent's union lists Leaf too); as a union
            # of its subtypes it would be Leaf alone and take Leaf's shape under Mid's tag
            ctx.diagnostics.warn(
                ctx.locate(ptr),
                "discriminator-concrete-parent",
                f"{name!r} has a discriminator but is itself a subtype of {outer[0]!r}, so a {name!r} may be any of its subtypes or itself",
                f"{name!r} stays an object: its subtypes are typed where {outer[0]!r} is used, not where {name!r} is",
            )
            # its discriminator said only what the outer one says (allOf beside it would not merge)
            changed[name] = {k: v for k, v in schema.items() if k != "discriminator"}
            continue
        new_mapping = {tag: target for tag, target in mapping.items() if all(tag != t for t, _ in unrelated)}
        for v in variants:
            if v not in mapped and not _declares_tag(schemas[v], prop) and v not in new_mapping:
                new_mapping[v] = join_pointer("#/components/schemas", v)
        kept = {k: v for k, v in schema.items() if is_annotation(k) or k == "nullable" or k.startswith("x-")}
        tagged: list[Any] = [{"$ref": join_pointer("#/components/schemas", v)} for v in variants]
        for tag, target_name in unrelated:
            # OpenAPI 3.1 section 4.8.25: the discriminator "MUST NOT change the validation
            # outcome" - so the schema a mapping entry names keeps its shape (the tag is not
            # forced into it); it is a member of the union beside the tagged subtypes, and
            # the models pick an answer carrying its tag as it (generator.ir.dispatch)
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "discriminator", "mapping", tag)),
                "discriminator-mapping-not-subtype",
                f"the discriminator of {name!r} maps {tag!r} to {target_name!r}, which does not extend {name!r} through allOf",
                f"{target_name!r} is one of {name!r}'s variants as it is written: its {prop!r} is not made the tag {tag!r}",
            )
        # each mapped schema once, with the tags naming it: the models pick it by them
        # (a callable discriminator, generator.ir.dispatch), not by which fits best
        members: dict[str, list[str]] = {}
        for tag, target_name in unrelated:
            members.setdefault(target_name, []).append(tag)
        refs = [{"$ref": join_pointer("#/components/schemas", t), MAPPED: tags} for t, tags in members.items()]
        if not unrelated:
            union: Schema = {"discriminator": {**disc, "mapping": new_mapping}, "oneOf": tagged}
        elif not tagged:
            union = {DISPATCH: prop, "anyOf": refs}
        else:
            union = {DISPATCH: prop, "anyOf": [{"discriminator": {**disc, "mapping": new_mapping}, "oneOf": tagged}, *refs]}
        changed[name] = {**kept, **union}
        parts[name] = {k: v for k, v in schema.items() if k != "discriminator" and k not in kept}
        if "type" not in parts[name] and "allOf" not in parts[name]:
            parts[name]["type"] = "object"
    if not changed:
        return doc
    def extend_parts(members: list[Any]) -> list[Any]:
        return [parts[ref_name(m["$ref"]) or ""] if isinstance(m, dict) and isinstance(m.get("$ref"), str) and ref_name(m["$ref"]) in parts else m for m in members]

    # a parent's own part may extend another parent (a mid-level subtype repeating the
    # discriminator): it takes that parent's part too, as many levels as there are parents
    for _ in range(len(parts)):
        grown = {n: {**p, "allOf": extend_parts(p["allOf"])} if isinstance(p.get("allOf"), list) else p for n, p in parts.items()}
        if grown == parts:
            break
        parts = grown
    # each subtype extends the parent's object part, not the union the parent now is
    for name, schema in schemas.items():
        schema = changed.get(name, schema)  # a union made here has no allOf
        all_of = schema.get("allOf") if isinstance(schema, dict) else None
        if not isinstance(all_of, list):
            continue
        new_members = extend_parts(all_of)
        if new_members != all_of:
            changed[name] = {**schema, "allOf": new_members}
    return {**doc, "components": {**doc["components"], "schemas": {**schemas, **changed}}}


def _variant_names(base: Schema) -> set[str]:
    """Component names ``base`` lists as its variants: the refs of its ``oneOf``/``anyOf``
    branches and of its discriminator's ``mapping``."""
    refs: list[Any] = []
    for key in ("oneOf", "anyOf"):
        branches = base.get(key)
        if isinstance(branches, list):
            refs.extend(b.get("$ref") for b in branches if isinstance(b, dict))
    disc = base.get("discriminator")
    if isinstance(disc, dict) and isinstance(disc.get("mapping"), dict):
        refs.extend(disc["mapping"].values())
    return {n for n in (ref_name(r) for r in refs if isinstance(r, str)) if n is not None}


def polymorphic_base_members(doc: dict[str, Any]) -> dict[str, Any]:
    """A component that extends a polymorphic base inherits the base's object part, not its
    union: ``Base: {oneOf: [$ref Cat, $ref Dog], properties: {kind}}`` with ``Cat: {allOf:
    [$ref Base, ...]}`` (the shape springdoc and other generators write for a discriminated
    hierarchy).  Read literally, ``Cat`` would be ``Base`` and so ``oneOf [Cat, Dog]``: a union
    that lists itself, which no type checker accepts (mypy: ``Invalid recursive alias: a union
    item of itself``) and which describes no value of its own.  The ``allOf`` member
    ``{$ref: Base}`` of a component that ``Base``'s ``oneOf``/``anyOf`` or discriminator mapping
    names becomes ``Base`` without ``oneOf``, ``anyOf`` and ``discriminator`` (JSON Schema
    2020-12 section 10.2.1: the instance is validated against both, and a ``Cat`` instance is the
    ``Cat`` branch of the union), so ``Cat`` is an object with ``Base``'s properties and its own.

    Part of :func:`single_branch_composition` (its first step: ``Cat: {allOf: [$ref Base]}``
    would otherwise become the alias ``{$ref: Base}``).
    """
    schemas = component_schemas(doc)
    changed: dict[str, Schema] = {}
    for name, schema in schemas.items():
        members = schema.get("allOf") if isinstance(schema, dict) else None
        if not isinstance(members, list):
            continue
        new_members = []
        for m in members:
            base_name = ref_name(m["$ref"]) if isinstance(m, dict) and isinstance(m.get("$ref"), str) else None
            base = schemas.get(base_name) if base_name is not None else None
            if isinstance(base, dict) and name in _variant_names(base) and any(k in base for k in _UNION_KEYS):
                own = {k: v for k, v in base.items() if k not in _UNION_KEYS}
                if not any(k in own for k in ("type", "properties", "allOf")):
                    own["type"] = "object"
                new_members.append(own)
            else:
                new_members.append(m)
        if new_members != members:
            changed[name] = {**schema, "allOf": new_members}
    if not changed:
        return doc
    return {**doc, "components": {**doc["components"], "schemas": {**schemas, **changed}}}
