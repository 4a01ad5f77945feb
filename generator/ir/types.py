"""Schemas -> IR types (:data:`generator.ir.model.TypeRef`): the one place that decides what
Python type a normalised schema is, plus small helpers over those types."""

from __future__ import annotations

from typing import Any

from ..errors import SpecError, join_pointer
from ..literals import literal_holds
from ..normalise import ref_name
from .constraints import constraints_of
from .context import ANY, NONE, BuildContext
from .model import ArrayOf, LiteralOf, MapOf, ModelRef, Primitive, TupleOf, TypeRef, UnionOf


def is_json_media(ct: str) -> bool:
    """True for ``application/json`` and ``application/*+json`` (RFC 6839) media types."""
    base = ct.split(";")[0].strip().lower()
    return base == "application/json" or (base.startswith("application/") and base.endswith("+json"))



def parameter_schema(p: dict[str, Any]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """A parameter's schema: ``("", schema, ("schema",))``, or for one described by
    ``content`` (OpenAPI 3.1 section 4.8.12.2: exactly one media type) ``(media type, its
    schema, ("content", media type, "schema"))``; ``{}`` when there is none."""
    if isinstance(p.get("schema"), dict):
        return "", p["schema"], ("schema",)
    content = p["content"] if isinstance(p.get("content"), dict) else {}
    for ct, media in content.items():
        if isinstance(media, dict):
            return ct, media["schema"] if isinstance(media.get("schema"), dict) else {}, ("content", ct, "schema")
    return "", {}, ("schema",)


# --------------------------------------------------------------------------- types


def is_file_schema(s: Any) -> bool:
    """True for a string schema whose value is file content: ``format: binary`` (OpenAPI
    3.0), or a ``contentMediaType`` (other than JSON) without ``contentEncoding`` (OpenAPI 3.1
    section 4.8.14.3: content sent as it is)."""
    if not isinstance(s, dict) or s.get("type") != "string":
        return False
    fmt = s.get("format")
    media = s.get("contentMediaType")
    return fmt == "binary" or bool(media and s.get("contentEncoding") is None and fmt != "byte" and media != "application/json")


def to_type(s: Any, ctx: BuildContext, ptr: str, *, request: bool = False) -> TypeRef:
    """Convert a normalised schema to a :data:`TypeRef`.

    Args:
        s: the schema (canonical form).
        ctx: build context (for diagnostics).
        ptr: its pointer, for messages.
        request: whether the schema is part of a request (binary strings become files).

    Returns:
        The type, nullable types being unions with ``Primitive('none')``.
    """
    if not isinstance(s, dict):
        return ANY
    if isinstance(s.get("$ref"), str):
        name = ref_name(s["$ref"])
        if name is None or name not in ctx.schemas:
            raise SpecError(f"$ref {s['$ref']!r} points to nothing", pointer=ctx.locate(ptr))
        if request and is_file_schema(ctx.schemas[name]):
            # a component that is a file (``Blob: {type: string, format: binary}``): the
            # request takes file content, as it would inline
            return Primitive("file")
        return ModelRef(name)
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            variants: list[TypeRef] = []
            for i, b in enumerate(s[key]):
                t = to_type(b, ctx, join_pointer(ptr, key, i), request=request)
                parts = t.variants if isinstance(t, UnionOf) and not t.discriminator else (t,)
                for p in parts:
                    if not _holds(variants, p):
                        variants.append(p)
            variants = _merge_literals(variants)
            if NONE in variants:
                variants = [v for v in variants if v != NONE] + [NONE]
            disc = s.get("discriminator") if key == "oneOf" else None
            prop = disc.get("propertyName") if isinstance(disc, dict) else None
            if len(variants) == 1:
                return variants[0]
            return UnionOf(tuple(variants), discriminator=prop if isinstance(prop, str) else None)
    if "allOf" in s:
        where = ctx.locate(ptr)
        # normalise.allof_merge already said why it left this allOf: one warning per schema
        if not any(d.location == where and d.code == "allof-not-merged" for d in ctx.diagnostics.items):
            ctx.diagnostics.warn(where, "unsupported-allof", "allOf that could not be merged", "typed as Any in signatures and models")
        return ANY
    if "const" in s:
        v = s["const"]
        if v is None:
            return NONE
        if isinstance(v, (str, int, float, bool)):
            return LiteralOf((v,))
        return ANY
    if isinstance(s.get("enum"), list):
        values = tuple(v for v in s["enum"] if isinstance(v, (str, int, float, bool)))
        if not values:
            return ANY
        is_tag = ptr in ctx.tags  # a discriminator's tag: a closed set
        open_ = all(isinstance(v, str) for v in values) and not is_tag
        huge = [v for v in values if isinstance(v, int) and not literal_holds(v)]
        if huge:
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "enum")),
                "enum-value-range",
                f"enum value {huge[0]} is outside the 64-bit integers a Literal can hold",
                "typed int, its values documented; models accept only those",
            )
        return LiteralOf(values, open=open_)
    json_type = s.get("type")
    fmt = s.get("format")
    if json_type == "string":
        if is_file_schema(s):
            return Primitive("file") if request else Primitive("bytes")
        if fmt == "date-time":
            return Primitive("datetime")
        if fmt == "date":
            return Primitive("date")
        if fmt == "uuid":
            return Primitive("uuid")
        if fmt == "byte" or s.get("contentEncoding") == "base64":
            return Primitive("base64")
        return Primitive("str")
    if json_type == "integer":
        return Primitive("int")
    if json_type == "number":
        return Primitive("float")
    if json_type == "boolean":
        return Primitive("bool")
    if json_type == "null":
        return NONE
    if json_type == "array":
        items = s.get("items")
        prefix = s.get("prefixItems")
        if isinstance(prefix, list) and prefix:
            positions = tuple(to_type(p, ctx, join_pointer(ptr, "prefixItems", i), request=request) for i, p in enumerate(prefix))
            if not isinstance(items, dict):  # no (or `false`) items: the positions are the array
                return TupleOf(positions)
            rest = to_type(items, ctx, join_pointer(ptr, "items"), request=request)
            return ArrayOf(_union_of([*positions, rest]))
        if not isinstance(items, dict):
            return ArrayOf(ANY)
        item_type = to_type(items, ctx, join_pointer(ptr, "items"), request=request)
        return ArrayOf(item_type, item_constraints=_item_constraints(constraints_of(items, item_type, join_pointer(ptr, "items"), ctx.locate)))
    if json_type == "object" or "properties" in s:
        ap = s.get("additionalProperties")
        pp = s.get("patternProperties")
        if not (isinstance(pp, dict) and pp):
            if isinstance(ap, dict) and ap:
                return MapOf(to_type(ap, ctx, join_pointer(ptr, "additionalProperties"), request=request))
            return MapOf(ANY)
        vals = [to_type(v, ctx, join_pointer(ptr, "patternProperties", k), request=request) for k, v in pp.items()]
        if ap is False:  # every key matches a pattern (JSON Schema 2020-12 section 10.3.2.3)
            return MapOf(_union_of(vals), key_pattern=_key_pattern(list(pp)))
        # a key no pattern matches is additionalProperties' (any value, when it is absent)
        other = to_type(ap, ctx, join_pointer(ptr, "additionalProperties"), request=request) if isinstance(ap, dict) and ap else ANY
        ctx.diagnostics.warn(
            ctx.locate(join_pointer(ptr, "patternProperties")),
            "pattern-properties-widened",
            "patternProperties beside " + ("additionalProperties" if other != ANY else "no additionalProperties: false (keys outside the patterns may hold anything)"),
            "every key is accepted, its value typed " + ("as either schema" if other != ANY else "Any"),
        )
        return MapOf(ANY if other == ANY else _union_of([*vals, other]))
    return ANY


REDIRECT_STATUSES = frozenset({"301", "302", "303", "307", "308", "3XX"})


def is_redirect_status(code: str) -> bool:
    """Whether a response key is a redirect (RFC 9110 section 15.4: 301, 302, 303, 307, 308,
    or the range ``3XX``): an answer with a ``Location``.  ``304 Not Modified`` (use the cached
    copy), 300 and 305/306 are not."""
    return code.upper() in REDIRECT_STATUSES


def _key_pattern(patterns: list[Any]) -> str | None:
    """The ``patternProperties`` patterns as one regular expression for the keys (``a|b``),
    ``None`` when one of them is not a string pydantic's default engine compiles (the keys are
    then not checked)."""
    from ..normalise.values import pattern_problem

    if not patterns or any(not isinstance(p, str) or pattern_problem(p, "rust-regex") is not None for p in patterns):
        return None
    return "|".join(patterns)


def _union_of(types: list[TypeRef]) -> TypeRef:
    """One type for values that may be any of ``types`` (repeats removed, literals merged)."""
    uniq: list[TypeRef] = []
    for t in types:
        for part in t.variants if isinstance(t, UnionOf) and not t.discriminator else (t,):
            if not _holds(uniq, part):
                uniq.append(part)
    uniq = _merge_literals(uniq)
    return uniq[0] if len(uniq) == 1 else UnionOf(tuple(uniq))


def _holds(types: list[TypeRef], t: TypeRef) -> bool:
    """Whether ``t`` is among ``types``, literal values compared with their type: Python's
    ``True == 1`` would make ``Literal[True]`` and ``Literal[1]`` one (``anyOf [{const:
    true}, {const: 1}]`` read a server's ``1`` as ``True``)."""
    return any(x == t and repr(x) == repr(t) for x in types)


def _merge_literals(variants: list[TypeRef]) -> list[TypeRef]:
    """Union members that are literals (``LiteralOf``) merged into one, in the place of the
    first: ``anyOf: [{const: true}, {const: false}, {const: "true"}]`` - a boolean spelled
    either way - is ``Literal[True, False, "true"]``, not two ``Literal``s in a union (which
    type checkers accept but ruff's PYI030 flags, and which says nothing more).  The merged
    literal is open (accepts unknown strings) when one of them was.  Values are compared with
    their JSON type, so ``true`` and ``1`` stay two values."""
    literals = [v for v in variants if isinstance(v, LiteralOf)]
    if len(literals) < 2:
        return variants
    seen: set[tuple[type, Any]] = set()
    values: list[str | int | float | bool] = []
    for lit in literals:
        for value in lit.values:
            if (type(value), value) not in seen:
                seen.add((type(value), value))
                values.append(value)
    merged = LiteralOf(tuple(values), open=any(lit.open for lit in literals))
    out: list[TypeRef] = []
    for v in variants:
        if isinstance(v, LiteralOf):
            if v is literals[0]:
                out.append(merged)
        else:
            out.append(v)
    return out


def resolve_aliases(t: TypeRef, ctx: BuildContext, depth: int = 0) -> TypeRef:
    """``t`` with references to non-object components (aliases of a primitive, literal or
    union) replaced by what they alias, so a value can be matched against Python types.

    Each alias is resolved once per call, and one met again inside its own resolution (a
    union listing itself through other aliases) stays a reference: the work is linear in the
    aliases, where following every path was exponential (six unions of each other)."""
    return _resolved_aliases(t, ctx, depth, {}, set())


def _resolved_aliases(t: TypeRef, ctx: BuildContext, depth: int, memo: dict[str, TypeRef], active: set[str]) -> TypeRef:
    if depth > 20:
        return t
    if isinstance(t, ModelRef):
        if t.name in memo:
            return memo[t.name]
        s = ctx.schemas.get(t.name)
        if t.name in active or not isinstance(s, dict) or (s.get("type") == "object" and "properties" in s):
            return t
        active.add(t.name)
        try:
            aliased = to_type(s, ctx, join_pointer("#/components/schemas", t.name))
            memo[t.name] = out = _resolved_aliases(aliased, ctx, depth + 1, memo, active)
        finally:
            active.discard(t.name)
        return out
    if isinstance(t, UnionOf):
        return UnionOf(tuple(_resolved_aliases(v, ctx, depth + 1, memo, active) for v in t.variants), t.discriminator)
    return t


def strip_none(t: TypeRef) -> tuple[TypeRef, bool]:
    """``(t without its null branch, whether it had one)``."""
    if t == NONE:
        return ANY, True
    if isinstance(t, UnionOf) and NONE in t.variants:
        rest = tuple(v for v in t.variants if v != NONE)
        if len(rest) == 1:
            return rest[0], True
        return UnionOf(rest, t.discriminator), True
    return t, False



def refs_in(t: TypeRef) -> set[str]:
    if isinstance(t, ModelRef):
        return {t.name}
    if isinstance(t, ArrayOf):
        return refs_in(t.items)
    if isinstance(t, TupleOf):
        return set().union(*(refs_in(x) for x in t.items))
    if isinstance(t, MapOf):
        return refs_in(t.values)
    if isinstance(t, UnionOf):
        out: set[str] = set()
        for v in t.variants:
            out |= refs_in(v)
        return out
    return set()


def closure(start: set[str], edges: dict[str, set[str]]) -> set[str]:
    seen: set[str] = set()
    todo = sorted(start)
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        todo.extend(sorted(edges.get(n, set()) - seen))
    return seen



def media_decode(ct: str) -> str:
    base = ct.split(";")[0].strip().lower()
    if is_json_media(base):
        return "json"
    if base.startswith("text/"):
        return "text"
    return "binary"


def _item_constraints(c: Any) -> Any:
    """An array's item constraints without a ``pattern`` that only Python's ``re`` compiles
    (lookarounds, backreferences): an element type is also validated where no model's
    ``regex_engine`` applies (a type alias, the runtime's lenient reading of a response), and
    pydantic's default engine refuses such a pattern with a ``SchemaError`` on every call.
    The other constraints stay; the server still checks the pattern."""
    from ..normalise.values import pattern_problem

    if c is None or c.pattern is None or pattern_problem(c.pattern, "rust-regex") is None:
        return c
    import dataclasses

    trimmed = dataclasses.replace(c, pattern=None)
    return None if trimmed == type(c)() else trimmed
