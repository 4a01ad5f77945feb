"""Passes for composition keywords: single-branch ``allOf``/``anyOf``/``oneOf``, flattening
unions, merging ``allOf`` objects (discriminator tags are :mod:`.discriminators`)."""

from __future__ import annotations

import json
from typing import Any

from ..errors import SpecError, join_pointer
from ..walk import json_type
from .hierarchy import polymorphic_base_members
from .schema import (
    ANNOTATION_KEYS,
    NULL,
    NormaliseContext,
    Schema,
    component_schemas,
    declared_type,
    is_annotation,
    is_null_schema,
    is_object,
    map_doc_schemas,
    ref_name,
    split_annotations,
    unique_values,
)


def single_branch_composition(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``allOf``/``anyOf``/``oneOf`` with one branch becomes that branch.

    ``allOf`` members that only annotate (``{description: ...}``) are folded into the schema
    first, so ``allOf: [{$ref: X}, {description: d}]`` is a single branch too.  The outer schema's annotations (title, description, default, nullable, ...) are kept
    beside the branch; a ``$ref`` branch keeps them as 3.1 ``$ref`` siblings.  Applied only
    when the outer schema has no other constraint to combine with: a ``oneOf`` beside a
    ``discriminator`` (``Pet: {oneOf: [Dog]}``, a hierarchy of one subtype) is left for
    :func:`~generator.normalise.discriminators.discriminator_literals`, which gives the branch
    its tag first, as it does to the branches of two.

    First, a component that extends a polymorphic base that lists it as a variant inherits the
    base's object part, not its union (:func:`generator.normalise.hierarchy.polymorphic_base_members`).

    Expects: any schemas.
    Produces: no ``allOf``/``anyOf``/``oneOf`` with a single branch (but a discriminated ``oneOf``); annotation-only ``allOf`` members folded into the schema.
    """
    doc = polymorphic_base_members(doc)

    def fn(s: Schema, ptr: str) -> Schema:
        for key in ("allOf", "anyOf", "oneOf"):
            if s.get(key) == []:
                # JSON Schema 2020-12 section 10.2.1: a non-empty array; empty, no value could
                # match a oneOf/anyOf (the client crashed on every answer: an alias of nothing)
                ctx.diagnostics.warn(
                    ctx.locate(join_pointer(ptr, key)),
                    "composition-empty",
                    f"{key} lists no schema (JSON Schema requires at least one)",
                    f"{key} ignored: the schema is what its other keywords say (Any when they say nothing)",
                )
                s = {k: v for k, v in s.items() if k != key and not (k == "discriminator" and key != "allOf")}
        members = s.get("allOf")
        if isinstance(members, list) and len(members) > 1:
            # `allOf: [X, {description: ...}]`: members that only annotate move their
            # annotations to the schema itself (its own win) and disappear
            notes = [m for m in members if isinstance(m, dict) and m and all(is_annotation(k) or k == "nullable" for k in m)]
            if notes and len(notes) < len(members):
                moved: Schema = {}
                for m in notes:
                    moved.update(m)
                s = {**moved, **{k: v for k, v in s.items() if k != "allOf"}, "allOf": [m for m in members if m not in notes]}
        for key in ("allOf", "anyOf", "oneOf"):
            branches = s.get(key)
            if not (isinstance(branches, list) and len(branches) == 1 and isinstance(branches[0], dict)):
                continue
            # (a discriminated oneOf keeps its branch: discriminator_literals tags it first)
            others = {k for k in s if k != key and not is_annotation(k) and k != "nullable"}
            if others == {"type"} and declared_type(branches[0], doc) == s["type"]:  # {allOf: [$ref], type}: said twice
                s, others = {k: v for k, v in s.items() if k != "type"}, set()
            elif others == {"type"} and _nullable_of(s["type"]) == declared_type(branches[0], doc) is not None:
                # {allOf: [$ref], type: [T, "null"]}: OpenAPI 3.1's nullable $ref, T the ref's own
                s, others = {**{k: v for k, v in s.items() if k != "type"}, "nullable": True}, set()
            if others:
                continue
            branch = branches[0]
            outer = {k: v for k, v in s.items() if k not in (key, "discriminator")}
            merged = {**branch, **outer}
            if outer.get("nullable") is True or branch.get("nullable") is True:
                merged["nullable"] = True
            return merged
        return s

    return map_doc_schemas(doc, fn)


def _nullable_of(types: Any) -> str | None:
    """``T`` of a ``type: [T, "null"]`` (either order), else ``None``."""
    if isinstance(types, list) and len(types) == 2 and "null" in types:
        other = types[1] if types[0] == "null" else types[0]
        return other if isinstance(other, str) and other != "null" else None
    return None


_LITERAL_KEYS = frozenset({"type", "enum", "const", "description", "title"})


def _merge_literal_branches(branches: list[Schema]) -> list[Schema]:
    """Union branches that only list values (``{type: string, enum: [...]}``,
    ``{const: x}``) of the same scalar type become one ``enum`` branch, in the place of the
    first: ``anyOf: [{const: a}, {const: b}]`` means ``enum: [a, b]``."""

    def values_of(b: Schema) -> tuple[str, list[Any]] | None:
        if not set(b) <= _LITERAL_KEYS or ("enum" in b) == ("const" in b):
            return None
        values = [b["const"]] if "const" in b else b["enum"]
        if not isinstance(values, list) or not values:
            return None
        types = {json_type(v) for v in values}
        if types == {"integer", "number"}:
            types = {"number"}
        if len(types) != 1 or not types <= {"string", "integer", "number", "boolean"}:
            return None
        kind = types.pop()
        declared = b.get("type", kind)
        if declared != kind and not (declared == "number" and kind == "integer"):
            return None
        return str(declared), values

    groups: dict[str, list[int]] = {}
    for i, b in enumerate(branches):
        found = values_of(b)
        if found is not None:
            groups.setdefault(found[0], []).append(i)
    if all(len(idx) < 2 for idx in groups.values()):
        return branches
    out: list[Schema] = []
    merged_into: dict[int, str] = {idx[0]: t for t, idx in groups.items() if len(idx) > 1}
    skip = {i for idx in groups.values() if len(idx) > 1 for i in idx[1:]}
    for i, b in enumerate(branches):
        if i in skip:
            continue
        if i in merged_into:
            t = merged_into[i]
            values: list[Any] = []
            for j in groups[t]:
                values.extend(values_of(branches[j])[1])  # type: ignore[index]
            ann = {k: v for k, v in b.items() if k in ("description", "title")}
            out.append({**ann, "type": t, "enum": unique_values(values)})
        else:
            out.append(b)
    return out


def union_flatten(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Unions in one form: nested plain ``anyOf``/``oneOf`` (not a discriminated ``oneOf``) are spliced (their annotations
    moving into their branches), identical branches dropped, branches that only list values
    of one type (``const``/``enum``) merged into one ``enum``, a ref to a null-only component becomes ``{type: 'null'}``, null goes last,
    ``oneOf`` without ``discriminator`` becomes ``anyOf``, and a union left with one branch
    is replaced by it.

    Expects: nullability canonical, single branches gone.
    Produces: flat, deduplicated ``anyOf`` unions with ``null`` last; ``oneOf`` only with a ``discriminator``; value-only branches merged into one ``enum``.
    """
    schemas = component_schemas(doc)

    def is_null_ref(b: Schema) -> bool:
        if isinstance(b.get("$ref"), str) and set(b) == {"$ref"}:
            name = ref_name(b["$ref"])
            return name is not None and is_null_schema(schemas.get(name))
        return False

    def fn(s: Schema, ptr: str) -> Schema:
        key = "oneOf" if "oneOf" in s else "anyOf" if "anyOf" in s else None
        if key is None or not isinstance(s.get(key), list):
            return s
        if key == "oneOf" and "discriminator" in s:
            return s
        flat: list[Schema] = []
        for b in s[key]:
            if not isinstance(b, dict):
                continue
            inner_key = "anyOf" if "anyOf" in b else "oneOf" if "oneOf" in b else None
            b_ann, b_rest = split_annotations(b)
            if inner_key and set(b_rest) == {inner_key} and not (inner_key == "oneOf" and "discriminator" in b):
                # the spliced branch's annotations (example, description...) move into its
                # own non-null branches, which keep theirs where both say something
                flat.extend(
                    x if is_null_schema(x) or not b_ann else {**b_ann, **x}
                    for x in b_rest[inner_key]
                    if isinstance(x, dict)
                )
            elif is_null_ref(b):
                flat.append(dict(NULL))
            else:
                flat.append(b)
        uniq: list[Schema] = []
        seen: set[str] = set()
        has_null = False
        for b in flat:
            if is_null_schema(b):
                has_null = True
                continue
            branch_key = json.dumps(b, sort_keys=True, default=repr)  # `{const: true}` and `{const: 1}` differ (Python's True == 1)
            if branch_key not in seen:
                seen.add(branch_key)
                uniq.append(b)
        uniq = _merge_literal_branches(uniq)
        if has_null:
            uniq.append(dict(NULL))
        ann = {k: v for k, v in s.items() if k not in (key,)}
        if len(uniq) == 1 and not {k for k in ann if not is_annotation(k)}:
            return {**uniq[0], **ann}
        out = {k: v for k, v in ann.items()}
        out["anyOf"] = uniq
        return out

    return map_doc_schemas(doc, fn)


_STRUCTURAL_KEYS = ("$ref", "anyOf", "oneOf", "allOf")


def _refine_property(earlier: Schema, later: Schema) -> Schema:
    """The schema of a property that two ``allOf`` members both declare: the later one
    refines the earlier.  Keywords merge when both are plain schemas; when either is a
    ``$ref`` or a composition, the later schema replaces the earlier (keeping the earlier's
    annotations where the later has none) - merging them would put a ``$ref`` beside an
    ``enum`` and describe an intersection no one meant.  A later member that only adds
    annotations (``description``) keeps the earlier schema."""
    if all(is_annotation(k) for k in later):
        return {**earlier, **later}
    if any(k in earlier or k in later for k in _STRUCTURAL_KEYS):
        return {**{k: v for k, v in earlier.items() if is_annotation(k)}, **later}
    return {**earlier, **later}


def _member_refs(s: Any) -> list[str]:
    """Names of the component schemas an ``allOf`` merge of ``s`` reads: its ``allOf``
    members' refs (also of inline members' own ``allOf``), or what a bare ``$ref`` aliases."""
    out: list[str] = []
    todo = [s]
    while todo:
        node = todo.pop()
        if not isinstance(node, dict):
            continue
        if isinstance(node.get("$ref"), str):
            name = ref_name(node["$ref"])
            if name is not None:
                out.append(name)
        members = node.get("allOf")
        if isinstance(members, list):
            todo.extend(reversed(members))
    return out


def _members_first(schemas: dict[str, Any]) -> list[str]:
    """Component names in an order where each comes after the components its ``allOf``
    merge reads (:func:`_member_refs`), cycles cut anywhere: an iterative depth-first
    post-order, so its depth is not bounded by Python's recursion limit."""
    order: list[str] = []
    seen: set[str] = set()
    for root, root_schema in schemas.items():
        if root in seen:
            continue
        seen.add(root)
        stack: list[tuple[str, list[str]]] = [(root, [n for n in _member_refs(root_schema) if n in schemas])]
        while stack:
            name, todo = stack[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [n for n in _member_refs(schemas[nxt]) if n in schemas]))
                continue
            stack.pop()
            order.append(name)
    return order


def _merge_parts(parts: list[Schema], own: Schema) -> Schema:
    """One object schema of the object ``parts`` of an ``allOf`` and the ``allOf``'s own
    keywords ``own``: properties merged in order (a later one refines an earlier one),
    ``required`` the union, closed when any part is (``additionalProperties: false``), and
    ``own``'s annotations kept."""
    merged: Schema = {"type": "object"}
    props: dict[str, Any] = {}
    required: list[str] = []
    closed = False
    for part in [*parts, own]:
        for pname, pschema in (part.get("properties") or {}).items():
            if pname in props and isinstance(props[pname], dict) and isinstance(pschema, dict):
                props[pname] = _refine_property(props[pname], pschema)
            else:
                props[pname] = pschema
        for r in part.get("required") or []:
            if r not in required:
                required.append(r)
        if part.get("additionalProperties") is False:
            closed = True
    for k, v in own.items():
        if is_annotation(k) or k == "nullable":
            merged[k] = v
    if props:
        merged["properties"] = props
    if required:
        merged["required"] = required
    if closed:
        merged["additionalProperties"] = False
    return merged


# The key of a merged ``allOf`` object naming the component its first member refers to (its
# properties come first): the IR makes the model a subclass of that one's
# (:mod:`generator.ir.inheritance`) when the inherited fields are unchanged.
EXTENDS = "x-sdkgen-extends"

_MAX_DISTRIBUTED = 32  # branches of a union member an allOf is distributed over, at most
_DISTRIBUTED_BUDGET = 256  # merged branches distribution makes in one document, at most


def allof_merge(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``allOf`` whose members are all objects (inline or refs) becomes one object schema:
    properties are merged (a later member refines an earlier one), ``required`` is the union
    (so a member may make inherited optional fields required).  An ``allOf`` with one member
    that is a union of objects (``oneOf``/``anyOf``, at most :data:`_MAX_DISTRIBUTED`
    branches: Lob's ``creative: allOf [lob_base, returned_resource, {...}]`` where
    ``returned_resource`` is ``oneOf`` a postcard, a letter, ...) is distributed over it (JSON
    Schema: ``A and (B or C)`` is ``(A and B) or (A and C)``): it becomes an ``anyOf`` whose
    branches are each branch merged with the other members.  A union with a ``discriminator``
    is not distributed (its mapping names the unmerged branches, and the merged ones would
    lose what tells them apart), nor, once :data:`_DISTRIBUTED_BUDGET` merged branches are
    made, any more (chains of distributed components grow with the square of their length).
    Other ``allOf`` are left as they are and reported (the IR types them ``Any``).

    A merged object whose first member is a ``$ref`` to an object component names it under
    :data:`EXTENDS` (its properties are still all there, the inherited ones first): the IR
    decides whether the model inherits from that component's model.

    Expects: objects typed (``implicit_object_type``), nullability canonical.
    Produces: an ``allOf`` of objects is one object schema, one with a union member a union
    of objects; other ``allOf`` are left (and warned about by the IR).
    """
    schemas = component_schemas(doc)
    memo: dict[str, Schema] = {}
    failed: set[str] = set()  # components that merge into no object, whatever refers to them
    budget = [_DISTRIBUTED_BUDGET]  # merged branches distribution may still make in the document

    def component(name: str | None, stack: tuple[str, ...]) -> Schema | None:
        """The merged object (or distributed union) a ``$ref`` member stands for (memoised),
        following components that are themselves ``allOf`` or a bare ``$ref`` (``Aliased:
        allOf[$ref AModel]``, which ``single_branch_composition`` made ``{$ref: AModel}``)."""
        if name is None or name in stack or name not in schemas or name in failed:
            return None
        if name not in memo:
            res = flatten(schemas[name], join_pointer("#/components/schemas", name), stack + (name,))
            if res is None:
                return None
            memo[name] = res
        return memo[name]

    def union_branches(m: Schema, stack: tuple[str, ...]) -> list[Any] | None:
        """The branches of an ``allOf`` member that is a union of objects (through ``$ref``s
        of components), or ``None``."""
        seen = stack
        while isinstance(m.get("$ref"), str) and all(is_annotation(k) or k in ("$ref", "nullable") for k in m):
            name = ref_name(m["$ref"])
            if name is None or name in seen or not isinstance(schemas.get(name), dict):
                return None
            seen = seen + (name,)
            m = schemas[name]
        key = "oneOf" if "oneOf" in m else "anyOf" if "anyOf" in m else None
        # a discriminator's mapping names the unmerged branches, and its tag values are what
        # tells them apart: merged without it, an answer parses into the first branch that fits
        if key is None or "discriminator" in m or set(m) - ANNOTATION_KEYS - {key, "type", "nullable"} or m.get("type", "object") != "object":
            return None
        branches = m[key]
        if not isinstance(branches, list) or not 2 <= len(branches) <= _MAX_DISTRIBUTED:
            return None
        return branches

    def member(m: Any, ptr: str, stack: tuple[str, ...]) -> Schema | None:
        if not isinstance(m, dict):
            return None
        return component(ref_name(m["$ref"]), stack) if isinstance(m.get("$ref"), str) else flatten(m, ptr, stack)

    def flatten(s: Schema, ptr: str, stack: tuple[str, ...]) -> Schema | None:
        members = s.get("allOf")
        if not isinstance(members, list):
            if isinstance(s.get("$ref"), str) and all(is_annotation(k) or k in ("$ref", "nullable") for k in s):
                return component(ref_name(s["$ref"]), stack)
            # a member that only lists required names ({required: [a]}) constrains the object
            # the other members make: it merges like an object without properties
            only_required = "required" in s and not set(s) - ANNOTATION_KEYS - {"required", "nullable"}
            return s if is_object(s) or only_required else None
        own = {k: v for k, v in s.items() if k != "allOf"}
        if set(own) - ANNOTATION_KEYS - {"type", "properties", "required", "additionalProperties", "nullable"} - {k for k in own if k.startswith("x-")}:
            return None
        parts: list[Schema | None] = []
        union: tuple[int, list[Any]] | None = None
        for m in members:
            target = member(m, ptr, stack)
            if target is not None and "anyOf" in target and "properties" not in target:
                target = None  # a component that is itself distributed: distribute again
            if target is None:
                branches = union_branches(m, stack) if isinstance(m, dict) else None
                if branches is None and isinstance(m, dict) and isinstance(m.get("$ref"), str):
                    distributed = component(ref_name(m["$ref"]), stack)
                    branches = distributed.get("anyOf") if isinstance(distributed, dict) else None
                if branches is None or union is not None:
                    return None
                union = (len(parts), branches)
            parts.append(target)
        if union is None:
            merged = _merge_parts([p for p in parts if p is not None], own)
            first = members[0] if members else None
            if isinstance(first, dict) and isinstance(first.get("$ref"), str) and isinstance(parts[0], dict) and "properties" in parts[0]:
                merged[EXTENDS] = ref_name(first["$ref"])  # the IR may make it a subclass
            return merged
        at, branches = union
        if budget[0] < len(branches):
            return None  # distributed enough: a chain of them would grow with its length squared
        budget[0] -= len(branches)
        out: list[Schema] = []
        for b in branches:
            target = member(b, ptr, stack)
            if target is None or not is_object(target):
                return None
            with_branch = [target if i == at else p for i, p in enumerate(parts)]
            merged = _merge_parts([p for p in with_branch if p is not None], {k: v for k, v in own.items() if not is_annotation(k) and k != "nullable"})
            for k, v in target.items():
                if is_annotation(k) and k not in merged:
                    merged[k] = v  # the branch's title names the variant's model
            out.append(merged)
        res: Schema = {k: v for k, v in own.items() if is_annotation(k) or k == "nullable"}
        res["anyOf"] = out
        return res

    # every component first, each after the ones its allOf members and alias refer to
    # (iteratively): a chain of n allOf links is then merged link by link, never n calls deep
    for name in _members_first(schemas):
        if component(name, ()) is None:
            failed.add(name)

    budget[0] = _DISTRIBUTED_BUDGET  # the document's schemas, each once, in document order

    def fn(s: Schema, ptr: str) -> Schema:
        if not isinstance(s.get("allOf"), list):
            return s
        res = flatten(s, ptr, ())  # `s` has its children merged already: not the memo's
        if res is None:
            ctx.diagnostics.warn(ctx.locate(ptr), "allof-not-merged", _unmerged(s, schemas), "left as it is (typed Any)")
            return s
        return res

    return map_doc_schemas(doc, fn)


def _unmerged(s: Schema, schemas: dict[str, Any]) -> str:
    """What keeps the ``allOf`` of ``s`` from merging into one object, for its warning: the
    keywords beside it, or each member that is not an object (``member 1 ($ref Name) is a
    string``), else its unions."""
    own = set(s) - ANNOTATION_KEYS - {"allOf", "type", "properties", "required", "additionalProperties", "nullable"}
    own -= {k for k in own if k.startswith("x-")}
    if own:
        return f"allOf beside {', '.join(sorted(own))}, which do not merge into one object"
    problems: list[str] = []
    for i, m in enumerate(s.get("allOf") or []):
        label, target = f"member {i}", m
        seen: set[str] = set()
        while isinstance(target, dict) and isinstance(target.get("$ref"), str):
            name = ref_name(target["$ref"])
            if name is None or name in seen:
                break
            seen.add(name)
            label = f"member {i} ($ref {name})" if len(seen) == 1 else label
            target = schemas.get(name)
        if not isinstance(target, dict) or is_object(target) or ("required" in target and not set(target) - ANNOTATION_KEYS - {"required"}):
            continue
        if "allOf" in target:
            kind = "an allOf that is not merged either"
        elif "anyOf" in target or "oneOf" in target:
            kind = "a union (anyOf/oneOf) that cannot be distributed over the other members"
        else:
            t = target.get("type")
            kind = f"a {t}" if isinstance(t, str) else "not an object schema"
        problems.append(f"{label} is {kind}")
    if not problems:
        return "allOf whose object members cannot be merged (several unions among them, or too many merged branches)"
    return "allOf of members that are not all objects: " + "; ".join(problems)


_CONTAINER_KEYS = ("properties", "patternProperties", "items", "prefixItems", "additionalProperties")


def check_composition_cycles(doc: dict[str, Any], ctx: NormaliseContext) -> None:
    """Refuse component schemas defined in terms of themselves through ``$ref``,
    ``allOf``, ``anyOf`` and ``oneOf`` alone (``A: {oneOf: [$ref B, string]}``,
    ``B: {oneOf: [$ref A, integer]}``; ``A: {allOf: [$ref B]}``, ``B: {allOf: [$ref A]}``), with
    no component of the cycle declaring properties or items of its own.  JSON Schema lets such
    a cycle stand (2020-12 core section 9.4.1 leaves it to implementations), but it names no
    object a client can build: pydantic refuses the models on every call
    (``PydanticUserError``) or recurses until the interpreter crashes.  Recursion through an
    object (a property, array items) is fine, and so is the usual ``Pet: oneOf [Cat, Dog]``,
    ``Cat: allOf [Pet, {properties}]``.  Linear in the size of the schemas, iterative.

    Args:
        doc: the merged document (component schemas as written).
        ctx: for the file and pointer of the message.

    Raises:
        SpecError: naming the first schema of a cycle (in document order) and the cycle.
    """
    schemas = component_schemas(doc)
    edges: dict[str, list[str]] = {}
    for name, schema in schemas.items():
        targets: list[str] = []
        guarded = False
        todo = [schema]
        while todo and not guarded:
            node = todo.pop()
            if not isinstance(node, dict):
                continue
            if any(isinstance(node.get(k), (dict, list)) for k in _CONTAINER_KEYS) or node.get("type") in ("object", "array"):
                guarded = True
            if isinstance(node.get("$ref"), str):
                target = ref_name(node["$ref"])
                if target is not None and target in schemas:
                    targets.append(target)
            for key in ("allOf", "anyOf", "oneOf"):
                if isinstance(node.get(key), list):
                    todo.extend(reversed(node[key]))
        if not guarded:
            edges[name] = targets
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done (no cycle through it)
    for root, root_edges in edges.items():
        if root in state:
            continue
        path = [root]
        state[root] = 1
        stack = [iter(root_edges)]
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
                continue
            if nxt not in edges or state.get(nxt) == 2:
                continue
            if state.get(nxt) == 1:
                cycle = path[path.index(nxt) :]
                first = min(cycle, key=list(schemas).index)
                at = cycle.index(first)
                cycle = cycle[at:] + cycle[:at]
                raise SpecError(
                    f"schema {first!r} is defined in terms of itself through $ref/allOf/anyOf/oneOf, with no object or array in between"
                    f" ({' -> '.join([*cycle, first])}): it describes no value a client can build; give one of them properties or items,"
                    " or remove the reference that closes the loop",
                    pointer=ctx.locate(join_pointer("#/components/schemas", first)),
                )
            state[nxt] = 1
            path.append(nxt)
            stack.append(iter(edges[nxt]))
