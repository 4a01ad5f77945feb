"""Passes for the spellings of "may be null": 3.0 ``nullable``, 3.1 type lists, ``null`` in
an ``enum``, and nullable object components."""

from __future__ import annotations

import copy
import re
from typing import Any

from ..errors import join_pointer
from ..walk import copy_document, json_type
from .schema import (
    TYPE_KEYWORDS,
    NormaliseContext,
    Schema,
    component_schemas,
    is_null_schema,
    is_object,
    make_nullable,
    map_doc_schemas,
    split_annotations,
)


def nullable_keyword(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """OpenAPI 3.0 ``nullable: true`` (also used inside 3.1 documents and beside ``$ref``)
    becomes the canonical nullable union; ``nullable: false`` is dropped.

    An ``allOf`` member that is nullable (``allOf: [{$ref: X}, {type: object, nullable: true,
    properties: ...}]``, the usual 3.0 way to say the whole schema may be null, as ``nullable``
    beside a ``$ref`` is ignored) makes the whole ``allOf`` nullable instead: its members
    stay objects that merge (``allof_merge``), and ``null`` is accepted.

    Expects: any schemas, 3.0 or 3.1.
    Produces: no ``nullable`` keyword; a nullable schema is ``anyOf: [T, {type: 'null'}]``;
    no ``allOf`` member is nullable.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        flag = s.get("nullable")
        s = {k: v for k, v in s.items() if k != "nullable"}
        members = s.get("allOf")
        if isinstance(members, list) and any(_null_union(m) for m in members):
            s = {**s, "allOf": [_without_null(m) if isinstance(m, dict) else m for m in members]}
            flag = True
        return make_nullable(s) if flag is True else s

    return map_doc_schemas(doc, fn)


def _null_union(s: Any) -> bool:
    """Whether ``s`` is a union with a ``null`` branch (``anyOf: [T, {type: 'null'}]``)."""
    return isinstance(s, dict) and isinstance(s.get("anyOf"), list) and any(isinstance(b, dict) and is_null_schema(b) for b in s["anyOf"])


def _without_null(s: Schema) -> Schema:
    """``s`` with the ``null`` branch of its nullable union left out (``s`` when it has none)."""
    if not _null_union(s):
        return s
    ann, rest = split_annotations(s)
    branches = [b for b in rest.get("anyOf") or [] if not is_null_schema(b)]
    if len(branches) == 1 and set(rest) == {"anyOf"} and isinstance(branches[0], dict):
        return {**ann, **branches[0]}
    return {**ann, **rest, "anyOf": branches}


def type_list(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """OpenAPI 3.1 ``type: [T, 'null']`` (the null quoted or a YAML ``null``) becomes the
    canonical nullable form; ``type: [A, B]`` becomes ``anyOf`` of one branch per type with
    the keywords that apply to it.

    Expects: any schemas.
    Produces: ``type`` is a single string everywhere; ``null`` in a type list became the canonical nullable union.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        t = s.get("type")
        if not isinstance(t, list):
            return s
        nullable = any(x is None or x == "null" for x in t)
        kinds = [x for x in t if x is not None and x != "null"]
        ann, rest = split_annotations(s)
        rest.pop("type")
        if not kinds:
            return {**ann, "type": "null"}
        if len(kinds) == 1:
            out = {**ann, **rest, "type": kinds[0]}
            return make_nullable(out) if nullable else out
        branches = []
        for k in kinds:
            branch: Schema = {"type": k}
            for key, value in rest.items():
                if key == "enum":
                    vals = [v for v in value if json_type(v) == k or (k == "number" and json_type(v) == "integer")]
                    if vals:
                        branch["enum"] = vals
                elif key in TYPE_KEYWORDS.get(k, set()):
                    branch[key] = value
            branches.append(branch)
        out = {**ann, "anyOf": branches}
        return make_nullable(out) if nullable else out

    return map_doc_schemas(doc, fn)


def enum_null_member(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``enum`` containing ``null`` becomes a nullable enum of the other values;
    ``enum: [null]`` alone (drf-spectacular's ``NullEnum``) becomes ``type: 'null'``.

    Expects: ``type`` a single string (``type_list``).
    Produces: no ``null`` inside an ``enum``; nullability in the canonical union.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        values = s.get("enum")
        if not (isinstance(values, list) and None in values):
            return s
        rest_values = [v for v in values if v is not None]
        ann, rest = split_annotations(s)
        if not rest_values:
            return {**ann, "type": "null"}
        rest["enum"] = rest_values
        if rest.get("type") == "null":
            rest.pop("type")
        return make_nullable({**ann, **rest})

    return map_doc_schemas(doc, fn)


def nullable_component_roots(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A component schema that is a nullable object (``Usage: {type: object, nullable: true}``)
    becomes the plain object, and every ``$ref`` to it becomes nullable instead, so the model
    keeps its name and fields and each use site admits ``null``, as the spec says.  A ``$ref``
    that is an ``allOf`` member stays as it is: inheriting from a nullable object does not
    make the child nullable.

    Expects: the canonical nullable union (``nullable_keyword``, ``type_list``).
    Produces: no component schema is itself nullable; the refs to a formerly nullable object component are.
    """
    schemas = component_schemas(doc)
    unwrap: dict[str, Schema] = {}
    for name, s in schemas.items():
        if not isinstance(s, dict):
            continue
        ann, rest = split_annotations(s)
        branches = rest.get("anyOf")
        if set(rest) != {"anyOf"} or not isinstance(branches, list) or len(branches) != 2:
            continue
        real = [b for b in branches if not is_null_schema(b)]
        if len(real) == 1 and isinstance(real[0], dict) and is_object(real[0]) and "$ref" not in real[0]:
            unwrap[name] = {**ann, **real[0]}
    if not unwrap:
        return doc
    targets = {join_pointer("#/components/schemas", n) for n in unwrap}
    out = copy_document(doc)
    out["components"]["schemas"].update(copy.deepcopy(unwrap))

    def fn(s: Schema, ptr: str) -> Schema:
        # an allOf member is inherited from, not used: the child is not nullable because its
        # parent is (and a nullable member would stop allof_merge from merging the fields)
        if s.get("$ref") in targets and not re.search(r"/allOf/\d+$", ptr):
            return make_nullable(s)
        return s

    return map_doc_schemas(out, fn)
