"""Scattered edits of a large OpenAPI document, made programmatically and deterministically, each
one a single SDK-surface change whose rule is known in advance.  Used by ``test_diff_openai.py``
(``sdkgen diff`` reports each edit exactly once) and by ``benchmarks/generator_bench.py`` (diff
time against one cold generation)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.errors import join_pointer

PRIMITIVES = ("string", "integer", "number", "boolean")


@dataclass(frozen=True)
class Edit:
    """One edit.

    Attributes:
        kind: what was done (``add-property``, ``remove-operation``...).
        rule: the rule id ``sdkgen diff`` must report for it.
        pointer: JSON pointer of the edited place; the reported change's spec location (the
            part after ``#``) starts with it.
    """

    kind: str
    rule: str
    pointer: str


def _allof_parents(node: Any, out: set[str]) -> set[str]:
    """Names of component schemas referenced from an ``allOf`` (merged into other models, so
    an edit of theirs would show in every child)."""
    if isinstance(node, dict):
        branches = node.get("allOf")
        if isinstance(branches, list):
            for b in branches:
                if isinstance(b, dict) and isinstance(b.get("$ref"), str):
                    out.add(b["$ref"].rsplit("/", 1)[-1])
        for v in node.values():
            _allof_parents(v, out)
    elif isinstance(node, list):
        for v in node:
            _allof_parents(v, out)
    return out


def _plain(prop: Any, *types: str) -> bool:
    """A property schema of one of ``types``, not nullable, without enum, default or composition."""
    if not isinstance(prop, dict) or prop.get("type") not in types:
        return False
    return not any(k in prop for k in ("enum", "default", "nullable", "anyOf", "oneOf", "allOf", "const", "$ref", "items", "properties"))


def _string_enum(prop: Any) -> bool:
    if not isinstance(prop, dict) or prop.get("type") != "string" or prop.get("nullable") or "default" in prop:
        return False
    values = prop.get("enum")
    return isinstance(values, list) and len(values) >= 3 and all(isinstance(v, str) for v in values)


def scattered_edits(doc: dict[str, Any], count: int = 50, seed: int = 9) -> list[Edit]:
    """Apply ``count`` edits to ``doc`` (modified in place), spread over the document: kinds in
    turn (property added, removed, retyped integer -> string, made required; enum value added,
    removed; operation removed, added, deprecated; query parameter made required, removed), each
    on a schema or operation picked at random (seeded) among those no other edit touched.

    Returns:
        The edits, in the order made.

    Raises:
        ValueError: the document has too few candidates for an edit kind.
    """
    rng = random.Random(seed)
    schemas: dict[str, Any] = doc["components"]["schemas"]
    parents = _allof_parents(doc, set())
    objects = sorted(
        name
        for name, s in schemas.items()
        if isinstance(s, dict) and isinstance(s.get("properties"), dict) and s["properties"] and name not in parents and not any(k in s for k in ("allOf", "anyOf", "oneOf"))
    )
    ops = [(path, method) for path, item in doc["paths"].items() for method in ("get", "put", "post", "delete", "patch") if isinstance(item.get(method), dict)]
    used_schemas: set[str] = set()
    used_paths: set[str] = set()
    edits: list[Edit] = []

    def prop_ptr(name: str, prop: str) -> str:
        return join_pointer("#/components/schemas", name, "properties", prop)

    def pick_property(test: Callable[[str, dict[str, Any], str, Any], bool]) -> tuple[str, str]:
        found = [(n, p) for n in objects if n not in used_schemas for p, ps in schemas[n]["properties"].items() if test(n, schemas[n], p, ps)]
        if not found:
            raise ValueError("no candidate left")
        name, prop = found[rng.randrange(len(found))]
        used_schemas.add(name)
        return name, prop

    def pick_operation(test: Callable[[str, str, dict[str, Any]], bool]) -> tuple[str, str]:
        found = [(p, m) for p, m in ops if p not in used_paths and test(p, m, doc["paths"][p][m])]
        if not found:
            raise ValueError("no candidate left")
        path, method = found[rng.randrange(len(found))]
        used_paths.add(path)
        return path, method

    def optional(s: dict[str, Any], p: str) -> bool:
        return p not in (s.get("required") or [])

    def inline_query(op: dict[str, Any]) -> list[int]:
        return [i for i, prm in enumerate(op.get("parameters") or []) if isinstance(prm, dict) and prm.get("in") == "query" and not prm.get("required") and "$ref" not in prm]

    def add_property(i: int) -> Edit:
        name, _ = pick_property(lambda n, s, p, ps: True)
        schemas[name]["properties"][f"sdkgen_added_{i}"] = {"type": "string", "description": "added by an edit"}
        return Edit("add-property", "parameter-added", prop_ptr(name, f"sdkgen_added_{i}"))

    def remove_property(i: int) -> Edit:
        name, prop = pick_property(lambda n, s, p, ps: optional(s, p) and _plain(ps, *PRIMITIVES))
        del schemas[name]["properties"][prop]
        return Edit("remove-property", "parameter-removed", prop_ptr(name, prop))

    def retype(i: int) -> Edit:
        name, prop = pick_property(lambda n, s, p, ps: _plain(ps, "integer"))
        schemas[name]["properties"][prop]["type"] = "string"
        schemas[name]["properties"][prop].pop("format", None)
        for bound in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"):
            schemas[name]["properties"][prop].pop(bound, None)
        return Edit("retype-integer-to-string", "type-changed", prop_ptr(name, prop))

    def require(i: int) -> Edit:
        name, prop = pick_property(lambda n, s, p, ps: optional(s, p) and _plain(ps, *PRIMITIVES))
        schemas[name].setdefault("required", []).append(prop)
        return Edit("make-property-required", "made-required", prop_ptr(name, prop))

    def enum_add(i: int) -> Edit:
        name, prop = pick_property(lambda n, s, p, ps: _string_enum(ps))
        schemas[name]["properties"][prop]["enum"].append(f"sdkgen_value_{i}")
        return Edit("add-enum-value", "enum-value-added", prop_ptr(name, prop))

    def enum_remove(i: int) -> Edit:
        name, prop = pick_property(lambda n, s, p, ps: _string_enum(ps))
        schemas[name]["properties"][prop]["enum"].pop()
        return Edit("remove-enum-value", "enum-value-removed", prop_ptr(name, prop))

    def remove_operation(i: int) -> Edit:
        # a GET without a body on a path that keeps other operations: no placement depends on it
        path, method = pick_operation(lambda p, m, op: m == "get" and "requestBody" not in op and len([k for k in doc["paths"][p] if k in ("get", "put", "post", "delete", "patch")]) > 1)
        del doc["paths"][path][method]
        return Edit("remove-operation", "operation-removed", join_pointer("#/paths", path, method))

    def add_operation(i: int) -> Edit:
        target = objects[rng.randrange(len(objects))]
        path = f"/sdkgen-added-{i}"
        ok = {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{target}"}}}}}
        doc["paths"][path] = {"get": {"operationId": f"sdkgenAdded{i}", "responses": ok}}
        used_paths.add(path)
        return Edit("add-operation", "operation-added", join_pointer("#/paths", path, "get"))

    def deprecate(i: int) -> Edit:
        path, method = pick_operation(lambda p, m, op: not op.get("deprecated"))
        doc["paths"][path][method]["deprecated"] = True
        return Edit("deprecate-operation", "deprecated", join_pointer("#/paths", path, method))

    def require_query(i: int) -> Edit:
        path, method = pick_operation(lambda p, m, op: bool(inline_query(op)))
        op = doc["paths"][path][method]
        op["parameters"][inline_query(op)[0]]["required"] = True
        return Edit("make-query-parameter-required", "made-required", join_pointer("#/paths", path, method, "parameters"))

    def remove_query(i: int) -> Edit:
        path, method = pick_operation(lambda p, m, op: bool(inline_query(op)))
        op = doc["paths"][path][method]
        del op["parameters"][inline_query(op)[-1]]
        return Edit("remove-query-parameter", "parameter-removed", join_pointer("#/paths", path, method, "parameters"))

    kinds = [add_property, remove_property, retype, require, enum_add, enum_remove, remove_operation, add_operation, deprecate, require_query, remove_query]
    for i in range(count):
        edits.append(kinds[i % len(kinds)](i))
    return edits
