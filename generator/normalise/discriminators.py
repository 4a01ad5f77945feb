"""The discriminator pass: every variant of a ``discriminator`` declares its tag property as
a required literal of the JSON type it declares (OpenAPI 3.1 section 4.8.25), and the pointers
of those tags (:func:`discriminator_tags`)."""

from __future__ import annotations

import copy
import math
import re
from typing import Any

from ..errors import join_pointer
from ..walk import copy_document, map_schemas
from .schema import (
    NormaliseContext,
    Schema,
    component_schemas,
    is_annotation,
    is_object,
    ref_name,
    resolve_schema,
)

_TAG_SCALARS = (str, bool, int, float)


def declared_tags(variant: Any, prop: str) -> list[Any]:
    """Values a variant schema itself fixes for the tag property (``const``/``enum`` of
    strings, integers, numbers or booleans)."""
    if not isinstance(variant, dict):
        return []
    p = (variant.get("properties") or {}).get(prop)
    if not isinstance(p, dict):
        return []
    if isinstance(p.get("const"), _TAG_SCALARS):
        return [p["const"]]
    values = p.get("enum")
    if isinstance(values, list) and values and all(isinstance(v, _TAG_SCALARS) for v in values):
        return list(values)
    return []


def _tag_type(declared: Any) -> str:
    """The JSON type of a variant's tag property as the variant declares it (``type``, else
    the type of its ``const``/``enum`` values): ``string``, ``integer``, ``number`` or
    ``boolean``; ``string`` when it declares none (a mapping key is a string)."""
    if not isinstance(declared, dict):
        return "string"
    t = declared.get("type")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), None)
    if t in ("string", "integer", "number", "boolean"):
        return str(t)
    enum = declared.get("enum")
    values: list[Any] = [declared["const"]] if "const" in declared else enum if isinstance(enum, list) else []
    kinds = {"boolean" if isinstance(v, bool) else "integer" if isinstance(v, int) else "number" if isinstance(v, float) else "string" for v in values}
    return kinds.pop() if len(kinds) == 1 else "string"


def _typed_tag(value: Any, kind: str) -> Any:
    """A tag value (a mapping key is always a string: ``"1"``) as the JSON type ``kind`` the
    variant declares its tag to be (``1``), or ``None`` when it is not one (``"x"`` of an
    integer tag)."""
    if kind == "string":
        return value if isinstance(value, str) else None
    if kind == "boolean":
        if isinstance(value, bool):
            return value
        return {"true": True, "false": False}.get(str(value).strip().lower())
    if isinstance(value, bool):
        return None
    if isinstance(value, int) or (kind == "number" and isinstance(value, float)):
        return value
    try:
        number = float(str(value).strip())
    except ValueError:
        return None
    if number.is_integer() and (kind == "integer" or re.fullmatch(r"\s*-?\d+\s*", str(value))):
        return int(number)
    return number if kind == "number" and math.isfinite(number) else None


def _splice_nested_unions(branches: list[Any], prop: str, schemas: dict[str, Schema], mapped: set[str | None]) -> list[Any]:
    """``branches`` with every ``$ref`` to a component that is itself a union of refs
    discriminated by ``prop`` (or not discriminated) replaced by that union's members,
    recursively; members already present are not repeated."""
    out: list[Any] = []
    seen: set[str] = set()

    def add(b: Any, depth: int) -> None:
        name = ref_name(b.get("$ref", "")) if isinstance(b, dict) else None
        target = schemas.get(name) if name else None
        inner = (target.get("oneOf") or target.get("anyOf")) if isinstance(target, dict) else None
        inner_disc = target.get("discriminator") if isinstance(target, dict) else None
        if (
            depth < 8
            and name not in mapped
            and isinstance(inner, list)
            and inner
            and all(isinstance(x, dict) and isinstance(x.get("$ref"), str) for x in inner)
            and (inner_disc is None or (isinstance(inner_disc, dict) and inner_disc.get("propertyName") == prop and not inner_disc.get("mapping")))
        ):
            for x in inner:
                add(x, depth + 1)
            return
        key = repr(b)
        if key not in seen:
            seen.add(key)
            out.append(b)

    for b in branches:
        add(b, 0)
    return out


def _one_branch(s: Schema) -> Schema:
    """A discriminated union of one branch (``Pet: {oneOf: [Dog]}``, a hierarchy of one
    subtype), its tag recorded, as that branch with the union's annotations beside it (what
    :func:`~generator.normalise.composition.single_branch_composition` leaves to this pass);
    any other schema as it is."""
    key = "oneOf" if "oneOf" in s else "anyOf"
    branches = s.get(key)
    if not (isinstance(branches, list) and len(branches) == 1 and isinstance(branches[0], dict)):
        return s
    if any(k not in (key, "discriminator", "nullable") and not is_annotation(k) for k in s):
        return s
    merged = {**branches[0], **{k: v for k, v in s.items() if k not in (key, "discriminator")}}
    if branches[0].get("nullable") is True:
        merged["nullable"] = True
    return merged


def discriminator_literals(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """For each ``discriminator``, make every variant declare the tag property as a literal:
    ``const`` of its mapping key (or ``enum`` of several keys), required.  A variant the
    mapping does not name keeps the tag values it declares itself (``const``/``enum``); only
    when it declares none is the component name its tag (OpenAPI 3.1 section 4.8.25).  A
    variant that is itself a union on the same tag (``oneOf: [A, {$ref: Item}]`` where
    ``Item`` is ``oneOf: [B, C]``) is replaced by its members.  The tag keeps the JSON type the
    variant declares for it: a mapping key is a string, but of an integer, number or boolean
    tag (``kind: {type: integer, enum: [1]}``, mapping ``"1": Circle``) it is that value
    (``const: 1``), so answers match and requests send ``1``; a key that is not one
    (``"x"`` of an integer tag) makes the tag a string, with a warning.  This is what lets the
    model generator emit a tagged (discriminated) union.  A discriminated union of one branch
    (a hierarchy of one subtype), kept so far, then becomes that branch: its variant is tagged
    as one of two would be (``Literal`` tag, filled in by requests).

    Expects: flattened unions (``union_flatten``).
    Produces: every variant of a ``discriminator`` declares the tag property as a required ``const``/``enum``; mappings complete;
    no discriminated union of one branch.
    Such a tag is a closed set of values, never widened to admit unknown strings as other
    string enums are (:func:`discriminator_tags` finds them).
    """
    out = copy_document(doc)
    schemas = component_schemas(out)
    tags: dict[tuple[str, str], list[Any]] = {}

    def visit(s: Schema, ptr: str) -> Schema:
        disc = s.get("discriminator")
        branches = s.get("oneOf") or s.get("anyOf")
        if not (isinstance(disc, dict) and isinstance(disc.get("propertyName"), str) and isinstance(branches, list)):
            return s
        prop = disc["propertyName"]
        mapping = disc.get("mapping") or {}
        mapped = {ref_name(t) if str(t).startswith("#") else str(t) for t in mapping.values()}
        spliced = _splice_nested_unions(branches, prop, schemas, mapped)
        if spliced != branches:
            branches = spliced
            s = {**s, ("oneOf" if "oneOf" in s else "anyOf"): spliced}
        by_name: dict[str, list[str]] = {}
        for tag, target in mapping.items():
            name = ref_name(target) if str(target).startswith("#") else str(target)
            if name is None or name not in schemas:
                ctx.diagnostics.warn(ctx.locate(ptr), "discriminator-mapping", f"mapping {tag!r} -> {target!r} is not a component schema", "ignored")
                continue
            by_name.setdefault(name, []).append(str(tag))
        for b in branches:
            name = ref_name(b.get("$ref", "")) if isinstance(b, dict) else None
            if name is None:
                ctx.diagnostics.warn(ctx.locate(ptr), "discriminator-inline", "discriminated union with an inline variant", "variant left as is")
                continue
            # implicit mapping: the variant's own declared tag values, else its name
            by_name.setdefault(name, declared_tags(schemas.get(name), prop) or [name])
        for name, values in by_name.items():
            for v in values:
                key = (name, prop)
                if v not in tags.setdefault(key, []):
                    tags[key].append(v)
        return _one_branch(s)

    out = map_schemas(out, "document", visit)
    schemas = component_schemas(out)
    for (name, prop), values in sorted(tags.items()):
        target = schemas.get(name)
        if isinstance(target, dict) and isinstance(target.get("$ref"), str):
            # a variant that is another object under its own name (``Nothing: allOf: [$ref:
            # Base]`` after single_branch_composition): it becomes a copy of that object, so
            # it can carry its own tag without changing the object it names
            resolved = resolve_schema(out, target)
            if isinstance(resolved, dict) and is_object(resolved):
                annotations = {k: v for k, v in target.items() if is_annotation(k)}
                target = schemas[name] = {**copy.deepcopy(resolved), **annotations}
        if not isinstance(target, dict) or not is_object(target):
            ctx.diagnostics.warn(
                ctx.locate(join_pointer("#/components/schemas", name)),
                "discriminator-variant",
                f"variant {name!r} of a discriminator on {prop!r} is not an object",
                "its tag is not checked",
            )
            continue
        props = target.setdefault("properties", {})
        old = props.get(prop) if isinstance(props.get(prop), dict) else {}
        ann = {k: v for k, v in old.items() if is_annotation(k) and k != "default"}
        # the tag keeps the JSON type the variant declares (an integer tag ``1`` is sent and
        # matched as ``1``, not as the mapping key ``"1"``)
        kind = _tag_type(old)
        typed: list[Any] = []
        for v in values:
            t = _typed_tag(v, kind)
            if t is None:
                ctx.diagnostics.warn(
                    ctx.locate(join_pointer("#/components/schemas", name, "properties", prop)),
                    "discriminator-tag-type",
                    f"tag value {v!r} of variant {name!r} is not a {kind}, the type its {prop!r} property declares",
                    "the tag is typed as a string",
                )
                kind, typed = "string", [str(x) for x in values]
                break
            if t not in typed:
                typed.append(t)
        if len(typed) == 1:
            props[prop] = {**ann, "type": kind, "const": typed[0]}
        else:
            props[prop] = {**ann, "type": kind, "enum": sorted(typed)}
        req = target.setdefault("required", [])
        if prop not in req:
            req.append(prop)
    return out


def discriminator_tags(doc: dict[str, Any]) -> frozenset[str]:
    """Pointers of the tag properties of discriminated unions' variants
    (``#/components/schemas/Cat/properties/type``): the ``propertyName`` of each
    ``discriminator`` in each component schema its ``oneOf``/``anyOf`` branches or its
    ``mapping`` name.  After ``discriminator_literals`` each is a required ``const``/``enum``,
    a closed set (the canonical form of a tag; later passes and the IR read tags here).

    Args:
        doc: a document (its ``components/schemas`` are searched, nested schemas included).

    Returns:
        The pointers, into ``components/schemas``.
    """
    found: set[str] = set()

    def visit(s: Schema, ptr: str) -> Schema:
        disc = s.get("discriminator")
        branches = s.get("oneOf") or s.get("anyOf")
        if not (isinstance(disc, dict) and isinstance(disc.get("propertyName"), str) and isinstance(branches, list)):
            return s
        targets = [b.get("$ref") for b in branches if isinstance(b, dict)] + list((disc.get("mapping") or {}).values())
        for target in targets:
            name = ref_name(target) if isinstance(target, str) and target.startswith("#") else target if isinstance(target, str) else None
            if name:
                found.add(join_pointer("#/components/schemas", name, "properties", disc["propertyName"]))
        return s

    map_schemas(component_schemas(doc), "schemaMap", visit, "#/components/schemas")
    return frozenset(found)
