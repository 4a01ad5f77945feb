"""Passes that decide which schemas are components and what they are called: inlining refs to
non-schema components, valid unique class names, hoisting inline objects, naming large enums."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from ..errors import SpecError, join_pointer, unescape_pointer_token
from ..inline_names import name_for_location
from ..names import class_name, unique
from ..walk import COMPONENT_KINDS, copy_document, iter_refs, map_schemas, retarget_mappings
from .discriminators import discriminator_tags
from .schema import (
    NormaliseContext,
    Schema,
    component_schemas,
    is_null_schema,
    is_object,
)

# nodes that inlining non-schema components may add to a document: far more than the
# largest real spec (a few hundred thousand), far less than refs that copy each other expand to
INLINE_NODE_LIMIT = 5_000_000


def _size(node: Any) -> int:
    """Mappings, lists and scalars in ``node`` (iteratively)."""
    count = 0
    todo = [node]
    while todo:
        n = todo.pop()
        count += 1
        if isinstance(n, dict):
            todo.extend(n.values())
        elif isinstance(n, list):
            todo.extend(n)
    return count


def inline_component_refs(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Replace refs to components other than schemas (responses, parameters, request bodies,
    headers, path items, callbacks, examples) with a copy of their target.

    A ref's sibling ``description``/``summary`` override the target's (OpenAPI 3.1 section
    4.8.23).  Each component is expanded once, its own refs first, and copied where it is
    referred to.  A callback that refers (through further callbacks) to itself cannot be
    copied out: the ref that closes the loop is left out, with a warning (the generated
    client does not use callbacks).  Other cycles are an error, and so is an expansion adding
    more than :data:`INLINE_NODE_LIMIT` nodes (refs that copy each other, each copy holding
    several more), found by counting before anything is copied.

    Expects: the merged document; refs may point to any kind of component.
    Produces: only ``#/components/schemas`` refs remain; parameters, responses, request bodies, headers and examples are inline copies.
    """
    out = copy_document(doc)
    comps = out.get("components") or {}
    expanded: dict[str, int] = {}  # ref -> size of its (expanded) target
    budget = [INLINE_NODE_LIMIT]

    def target_of(ref: str, ptr: str) -> Any:
        m = re.match(r"^#/components/([^/]+)/([^/]+)$", ref)
        if not m:
            raise SpecError(f"unsupported $ref {ref!r}", file=None, pointer=ctx.locate(ptr))
        section, name = m.group(1), unescape_pointer_token(m.group(2))
        try:
            return comps[section][name]
        except (KeyError, TypeError):
            raise SpecError(f"$ref {ref!r} points to nothing", pointer=ctx.locate(ptr)) from None

    def expand(node: Any, kind: str, ptr: str, stack: tuple[str, ...]) -> None:
        """Inline every non-schema ref below ``node`` (in place).  Iterative over the refs of
        one node; recursion only follows refs into components, each once."""
        for holder, hkind, hptr in list(iter_refs(node, kind, ptr)):
            if hkind == "schema" or not isinstance(holder.get("$ref"), str):
                continue  # a schema ref, or one inlined already (inside a component expanded first)
            ref = holder["$ref"]
            target = target_of(ref, hptr)
            if ref in stack:
                cycle = stack[stack.index(ref) :]
                if "/callbacks/" in hptr or any(r.startswith(("#/components/callbacks/", "#/components/pathItems/")) for r in cycle):
                    ctx.diagnostics.warn(
                        ctx.locate(hptr),
                        "callback-cycle",
                        f"$ref {ref!r} is inside what it refers to (callbacks that refer to each other)",
                        "left out: the generated client does not use callbacks",
                    )
                    holder.clear()
                    continue
                raise SpecError(
                    "reference cycle among non-schema components: " + " -> ".join([*cycle, ref]),
                    pointer=ctx.locate(hptr),
                )
            if ref not in expanded:
                section = ref.split("/")[2]
                expand(target, COMPONENT_KINDS.get(section, "data"), ref, (*stack, ref))
                expanded[ref] = _size(target)
            budget[0] -= expanded[ref]
            if budget[0] < 0:
                raise SpecError(
                    f"expanding the $refs to non-schema components would add more than {INLINE_NODE_LIMIT:,} nodes"
                    " (components that copy each other several times over)",
                    pointer=ctx.locate(hptr),
                )
            siblings = {k: v for k, v in holder.items() if k != "$ref"}
            holder.clear()
            holder.update(copy.deepcopy(target))
            holder.update(siblings)
            ctx.inlined[hptr] = ref  # findings inside the copy are reported at the component

    weights: dict[str, int] = {}

    def weight(node: Any, kind: str, ptr: str, stack: tuple[str, ...]) -> tuple[int, str]:
        """Nodes ``node`` has once every non-schema ref below it is expanded (cycles not
        followed), computed without copying anything; and the ref holder that adds most."""
        total = _size(node)
        heaviest, where = 0, ptr
        for holder, hkind, hptr in iter_refs(node, kind, ptr):
            ref = holder.get("$ref")
            if hkind == "schema" or not isinstance(ref, str) or ref in stack:
                continue
            if ref not in weights:
                target = target_of(ref, hptr)
                weights[ref] = weight(target, COMPONENT_KINDS.get(ref.split("/")[2], "data"), ref, (*stack, ref))[0]
            total += weights[ref]
            if weights[ref] > heaviest:
                heaviest, where = weights[ref], hptr
        return total, where

    # refs that copy each other several times over are refused before anything is copied
    total, where = weight(out, "document", "#", ())
    if total > INLINE_NODE_LIMIT:
        raise SpecError(
            f"expanding the $refs to non-schema components would add more than {INLINE_NODE_LIMIT:,} nodes"
            " (components that copy each other several times over)",
            pointer=ctx.locate(where),
        )
    expand(out, "document", "#", ())
    for section in ("responses", "parameters", "requestBodies", "headers", "pathItems", "examples"):
        comps.pop(section, None)
    return out


def class_names(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Rename component schemas whose names are not valid, unique Python class names
    (``Chat Completion`` -> ``ChatCompletion``, ``Literal`` -> ``LiteralModel``) and rewrite
    every ref to them.  Names already valid are kept; the others are decided in the order of
    their spec names (not document order), so reordering a document renames nothing.

    Expects: only schema refs (``inline_component_refs``).
    Produces: component schema names are valid, unique Python class names; every ref and discriminator mapping uses the new name.
    """
    schemas = component_schemas(doc)
    renames: dict[str, str] = {}
    taken: set[str] = set()
    for name in schemas:
        if class_name(name) == name:
            taken.add(name)
    for name in sorted(schemas):
        if class_name(name) != name:
            new = unique(class_name(name), taken)
            taken.add(new)
            renames[name] = new
    if not renames:
        return doc
    out = copy_document(doc)
    out["components"]["schemas"] = {renames.get(k, k): v for k, v in component_schemas(out).items()}
    moved = {
        join_pointer("#/components/schemas", old): join_pointer("#/components/schemas", new)
        for old, new in renames.items()
    }
    for old_ptr, new_ptr in moved.items():
        if old_ptr in ctx.origins:
            ctx.origins[new_ptr] = ctx.origins[old_ptr]
        ctx.sources[new_ptr] = ctx.sources.get(old_ptr, old_ptr)
    for holder, _kind, _ptr in iter_refs(out, "document"):
        if holder["$ref"] in moved:
            holder["$ref"] = moved[holder["$ref"]]
    return retarget_mappings(out, renames)


def claim_names(claims: dict[str, str], taken: set[str]) -> dict[str, str]:
    """Unique names for schemas a pass creates, decided from each claimant alone.

    Every claimant asks for a base name derived from its own place.  A base name that no
    declared component has goes to its first claimant by ``(depth of its pointer, pointer)``
    - the shallowest, then alphabetical - and the others get the base name with the first free
    number (``Name2``, ``Name3`` in the same order).  So a name depends only on the claimants of
    that same name: adding, removing or reordering unrelated schemas never renames a model,
    and a declared component always keeps its name.

    Args:
        claims: pointer of the inline place -> the name it asks for.
        taken: names already in use (declared components); not modified.

    Returns:
        Pointer -> its unique name.
    """
    order = sorted(claims, key=lambda p: (p.count("/"), p))
    out: dict[str, str] = {}
    used = set(taken)
    for ptr in order:
        if claims[ptr] not in used:
            out[ptr] = claims[ptr]
            used.add(claims[ptr])
    for ptr in order:
        if ptr not in out:
            out[ptr] = unique(claims[ptr], used)
            used.add(out[ptr])
    return out


def _place_claimed(ctx: NormaliseContext, claims: dict[str, str], holders: dict[str, dict[str, Any]], taken: set[str]) -> dict[str, str]:
    """Decide the names of claimed schemas (:func:`claim_names`), point each placeholder
    ``$ref`` at its component and record where the component came from."""
    names = claim_names(claims, taken)
    for ptr, name in names.items():
        new_ptr = join_pointer("#/components/schemas", name)
        holders[ptr]["$ref"] = new_ptr
        ctx.origins[new_ptr] = ctx.locate(ptr).split("#")[0]
        ctx.sources[new_ptr] = ptr
    return names


def hoist_inline_schemas(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Inline object schemas (with ``properties``) outside the component roots become
    component schemas named by their location (``ImageContent.image_url`` ->
    ``ImageContentImageUrl``, operation ``createThing``'s body -> ``CreateThingRequest``),
    never replacing a declared name; several claimants of one name are told apart by
    ``claim_names`` (shallowest pointer first, the others numbered).  The inline place keeps its annotations beside a ``$ref`` to the new
    component.  An object written once in a non-schema component (a response, request body,
    parameter or header that operations ``$ref``) is one component however many operations
    copied it: named by the component's place (``components/responses/not_found`` ->
    ``NotFoundResponse``), shared by every copy whose schema is still the same.

    Expects: every pass above.
    Produces: only component schemas are objects with ``properties``; inline objects are refs to new, uniquely named components.
    """
    out = copy_document(doc)
    comps = out.setdefault("components", {})
    schemas = comps.setdefault("schemas", {})
    taken = set(schemas)
    claims: dict[str, str] = {}
    holders: dict[str, dict[str, Any]] = {}
    bodies: dict[str, Schema] = {}

    def tokens_of(ptr: str) -> list[str]:
        return [unescape_pointer_token(t) for t in ptr.lstrip("#/").split("/")] if ptr != "#" else []

    def skipped(toks: list[str]) -> set[int]:
        # `anyOf: [X, null]` is how nullable is spelled: X is named as if it stood alone
        dropped: set[int] = set()
        node: Any = out
        i = 0
        while i < len(toks):
            tok = toks[i]
            nxt = node.get(tok) if isinstance(node, dict) else None
            if tok in ("anyOf", "oneOf") and isinstance(nxt, list) and i + 1 < len(toks):
                real = [b for b in nxt if not is_null_schema(b)]
                if len(real) == 1:
                    node = nxt[int(toks[i + 1])]
                    dropped.update((i, i + 1))
                    i += 2
                    continue
            if isinstance(node, list) and tok.isdigit():
                node = node[int(tok)]
            else:
                node = nxt
            i += 1
        return dropped

    def naming_tokens(toks: list[str], written: list[str]) -> list[str]:
        """The tokens ``written`` (where the spec writes the schema at ``toks``: a place in a
        non-schema component for a copy of one) less the nullable wrappers found along ``toks``."""
        common = 0
        while common < min(len(toks), len(written)) and toks[-1 - common] == written[-1 - common]:
            common += 1
        offset = len(written) - len(toks)
        dropped = {i + offset for i in skipped(toks) if i >= len(toks) - common}
        return [t for i, t in enumerate(written) if i not in dropped]

    shared: dict[tuple[str, str], str] = {}  # (written place, body) -> the claim that stands for all
    copies: dict[str, list[dict[str, Any]]] = {}  # that claim -> the holders of the other copies

    def fn(s: Schema, ptr: str) -> Schema:
        toks = tokens_of(ptr)
        if len(toks) == 3 and toks[0] == "components" and toks[1] == "schemas":
            return s
        if not (is_object(s) and s.get("properties")):
            return s
        ann = {k: v for k, v in s.items() if k in ("description", "default", "example", "examples", "deprecated", "readOnly", "writeOnly")}
        holder: dict[str, Any] = {"$ref": "", **ann}  # the ref is filled in once every name is decided
        written = ctx.written_at(ptr)
        if written != ptr:
            key = (written, json.dumps(s, sort_keys=True, default=str))
            first = shared.setdefault(key, ptr)
            if first != ptr:
                copies[first].append(holder)
                return holder
            copies[ptr] = []
        claims[ptr] = name_for_location(out, naming_tokens(toks, tokens_of(written)))
        bodies[ptr] = s
        holders[ptr] = holder
        return holder

    rebuilt = map_schemas(out, "document", fn)
    # component schemas themselves may contain inline objects; they were hoisted above.
    names = _place_claimed(ctx, claims, holders, taken)
    for ptr, others in copies.items():
        for holder in others:
            holder["$ref"] = holders[ptr]["$ref"]
    rebuilt.setdefault("components", {}).setdefault("schemas", {}).update({names[ptr]: bodies[ptr] for ptr in claims})
    return rebuilt


LARGE_ENUM = 8


def name_large_enums(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """An inline ``enum`` of at least 8 values on a property becomes a named component
    (``ChatCompletionRequest.model`` -> ``ChatCompletionRequestModel``), so signatures and
    documentation print one name instead of the whole list (Stainless does the same with
    e.g. ``ChatModel``).  Smaller enums stay inline ``Literal``s.  Names are decided as for
    hoisted objects (``claim_names``).

    Expects: inline objects hoisted (``hoist_inline_schemas``).
    Produces: property enums of 8 or more values are refs to named components.
    """
    out = copy_document(doc)
    schemas = component_schemas(out)
    tags = discriminator_tags(out)  # a tag is a closed set of values: never named apart
    taken = set(schemas)
    claims: dict[str, str] = {}
    holders: dict[str, dict[str, Any]] = {}
    bodies: dict[str, Schema] = {}

    def visit(s: Schema, ptr: str) -> Schema:
        toks = [unescape_pointer_token(t) for t in ptr.lstrip("#/").split("/")]
        if len(toks) <= 3 or toks[0] != "components":
            return s
        values = s.get("enum")
        if not (isinstance(values, list) and len(values) >= LARGE_ENUM) or ptr in tags:
            return s
        if "properties" not in toks:
            return s
        # name after the property that holds it (dropping union/array positions)
        prop_idx = len(toks) - 1 - toks[::-1].index("properties")
        claims[ptr] = name_for_location(out, toks[: prop_idx + 2])
        bodies[ptr] = {k: v for k, v in s.items() if k not in ("description", "default", "title", "example", "examples")}
        holders[ptr] = {"$ref": "", **{k: v for k, v in s.items() if k in ("description", "default")}}
        return holders[ptr]

    rebuilt = map_schemas(out, "document", visit)
    names = _place_claimed(ctx, claims, holders, taken)
    rebuilt["components"]["schemas"].update({names[ptr]: bodies[ptr] for ptr in claims})
    return rebuilt
