"""Where things are in an OpenAPI document: a position classifier and schema walkers.

OpenAPI 3.0/3.1 documents nest several object kinds (path item, operation, parameter,
response, media type, schema, ...).  :func:`child_kind` says which kind of object sits under a
key, so that stages can find every schema (or every ``$ref``) without mistaking example data
for spec structure (an ``example`` may legitimately contain a ``"$ref"`` key).

Kinds follow the OpenAPI 3.1 object names (section 4.8): ``document``, ``paths``,
``pathItem``, ``operation``, ``parameter``, ``requestBody``, ``responses``, ``response``,
``mediaType``, ``header``, ``schema``, ``example``, ``securityScheme``, ``link``, ``callback``;
plus container kinds (``schemaMap``, ``schemaList``, ...) and ``data`` for literal values.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

from .errors import join_pointer

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def json_type(value: Any) -> str | None:
    """The JSON Schema type of a parsed JSON value (JSON Schema validation section 6.1.1):
    ``null``, ``boolean``, ``integer`` (an ``int``), ``number`` (a ``float``), ``string``,
    ``array`` or ``object``; ``None`` for anything else (a value YAML alone can produce)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return None

# schema keywords whose value is one schema / a list of schemas / a map of schemas
SCHEMA_ONE = (
    "items",
    "additionalProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "additionalItems",
)
SCHEMA_LIST = ("allOf", "anyOf", "oneOf", "prefixItems")
SCHEMA_MAP = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")

# components section -> kind of its entries
COMPONENT_KINDS = {
    "schemas": "schema",
    "responses": "response",
    "parameters": "parameter",
    "requestBodies": "requestBody",
    "headers": "header",
    "examples": "example",
    "securitySchemes": "securityScheme",
    "links": "link",
    "callbacks": "callback",
    "pathItems": "pathItem",
}
# kind of a referencing position -> components section that holds that kind
SECTION_FOR_KIND = {v: k for k, v in COMPONENT_KINDS.items()}

_MAP_OF = {
    "schemaMap": "schema",
    "schemaList": "schema",
    "paramList": "parameter",
    "contentMap": "mediaType",
    "headersMap": "header",
    "examplesMap": "example",
    "encodingMap": "encoding",
    "responsesMap": "response",
    "requestBodyMap": "requestBody",
    "paramMap": "parameter",
    "pathItemMap": "pathItem",
    "securitySchemeMap": "securityScheme",
    "linkMap": "link",
    "callbackMap": "callback",
}


def child_kind(kind: str, key: str | int) -> str:
    """The kind of the value found under ``key`` inside an object of kind ``kind``.

    Args:
        kind: kind of the containing node (see module docstring).
        key: mapping key or list index.

    Returns:
        The child's kind; ``"data"`` for literal values (examples, defaults, enums,
        extensions), under which no spec structure is looked for.
    """
    if kind in _MAP_OF:  # the commonest case first: entries of a map or a list
        return _MAP_OF[kind]
    if type(key) is not str:  # an index or a key YAML read as a number: not memoised (1 == True)
        return _child_kind(kind, key)
    found = _KIND_MEMO.get((kind, key))
    if found is None:
        found = _child_kind(kind, key)
        if len(_KIND_MEMO) < _KIND_MEMO_LIMIT:
            _KIND_MEMO[(kind, key)] = found
    return found


# (kind, key) -> child_kind: a pure function of both, called for every key of every walk
_KIND_MEMO: dict[tuple[str, str], str] = {}
_KIND_MEMO_LIMIT = 1 << 16


def _child_kind(kind: str, key: str | int) -> str:
    if kind in _MAP_OF:  # keys of these maps are names (a property may be called x-request-id)
        return _MAP_OF[kind]
    if isinstance(key, str) and key.startswith("x-"):
        return "data"
    if kind == "document":
        return {
            "paths": "paths",
            "webhooks": "paths",
            "components": "components",
        }.get(str(key), "data")
    if kind == "paths":
        return "pathItem"
    if kind == "components":
        section = COMPONENT_KINDS.get(str(key))
        if section is None:
            return "data"
        return {
            "schema": "schemaMap",
            "response": "responsesMap",
            "parameter": "paramMap",
            "requestBody": "requestBodyMap",
            "header": "headersMap",
            "example": "examplesMap",
            "securityScheme": "securitySchemeMap",
            "link": "linkMap",
            "callback": "callbackMap",
            "pathItem": "pathItemMap",
        }[section]
    if kind == "pathItem":
        if key in HTTP_METHODS:
            return "operation"
        if key == "parameters":
            return "paramList"
        return "data"
    if kind == "operation":
        return {
            "parameters": "paramList",
            "requestBody": "requestBody",
            "responses": "responses",
            "callbacks": "callbackMap",
        }.get(str(key), "data")
    if kind == "callback":
        return "pathItem"
    if kind == "responses":
        return "response"
    if kind in ("requestBody", "response"):
        return {"content": "contentMap", "headers": "headersMap", "links": "linkMap"}.get(
            str(key), "data"
        )
    if kind in ("parameter", "header"):
        return {"schema": "schema", "content": "contentMap", "examples": "examplesMap"}.get(
            str(key), "data"
        )
    if kind == "mediaType":
        return {"schema": "schema", "examples": "examplesMap", "encoding": "encodingMap"}.get(
            str(key), "data"
        )
    if kind == "encoding":
        return "headersMap" if key == "headers" else "data"
    if kind == "schema":
        if key in SCHEMA_ONE:
            return "schema"
        if key in SCHEMA_LIST:
            return "schemaList"
        if key in SCHEMA_MAP:
            return "schemaMap"
        return "data"
    return "data"


def iter_refs(
    node: Any, kind: str, pointer: str = "#"
) -> Iterator[tuple[dict[str, Any], str, str]]:
    """Yield every ``$ref`` holder below ``node`` (depth first, document order).

    Args:
        node: a parsed YAML/JSON value.
        kind: the kind of ``node``.
        pointer: JSON pointer of ``node`` (URI fragment form).

    Yields:
        ``(holder, kind, pointer)`` for each mapping that has a string ``$ref``; the walk does
        not descend into the holder's siblings of ``$ref`` other than schema keywords.
    """
    if kind == "data":
        return
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node, kind, pointer
        for key, value in node.items():
            if key == "$ref":
                continue
            ck = child_kind(kind, key)
            if ck != "data" and isinstance(value, (dict, list)):
                yield from iter_refs(value, ck, join_pointer(pointer, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            ck = child_kind(kind, i)
            if ck != "data" and isinstance(value, (dict, list)):
                yield from iter_refs(value, ck, join_pointer(pointer, i))


SchemaFn = Callable[[dict[str, Any], str], dict[str, Any]]


def map_schemas(node: Any, kind: str, fn: SchemaFn, pointer: str = "#") -> Any:
    """Rebuild ``node`` with ``fn`` applied to every schema, children before parents.

    Args:
        node: a parsed document or part of one (not modified).
        kind: the kind of ``node``.
        fn: called as ``fn(schema, pointer)`` on each schema mapping after its sub-schemas
            were rebuilt; returns the replacement schema (may be the same object).
        pointer: JSON pointer of ``node``.

    Returns:
        The rebuilt value; containers that hold no schema are shared, not copied.
    """
    if kind == "data":
        return node
    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            ck = child_kind(kind, key) if key != "$ref" else "data"
            if ck != "data" and isinstance(value, (dict, list)):
                out[key] = map_schemas(value, ck, fn, join_pointer(pointer, key))
            else:
                out[key] = value
        if kind == "schema":
            return fn(out, pointer)
        return out
    if isinstance(node, list):
        res = []
        for i, value in enumerate(node):
            ck = child_kind(kind, i)
            if ck != "data" and isinstance(value, (dict, list)):
                res.append(map_schemas(value, ck, fn, join_pointer(pointer, i)))
            else:
                res.append(value)
        return res
    return node


def follow_local_refs(document: Any, node: Any, limit: int = 32) -> Any:
    """``node`` with its local ``$ref``s (``#/...``, JSON Pointer, RFC 6901) followed through
    ``document``: the node a chain of references ends at, ``None`` when one points to nothing,
    and the node reached after ``limit`` hops when the chain is longer (a cycle ends there).
    A ``$ref`` into another document is left as it is."""
    for _ in range(limit):
        ref = node.get("$ref") if isinstance(node, dict) else None
        if not isinstance(ref, str) or not ref.startswith("#/"):
            return node
        target: Any = document
        for token in ref[2:].split("/"):
            target = target.get(token.replace("~1", "/").replace("~0", "~")) if isinstance(target, dict) else None
        node = target
    return node


def iter_operations(doc: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any], str]]:
    """Yield ``(path, method, operation, pointer)`` for every operation, in document order."""
    for path, item in (doc.get("paths") or {}).items():
        if not isinstance(item, dict):
            continue
        for method in HTTP_METHODS:
            op = item.get(method)
            if isinstance(op, dict):
                yield path, method, op, join_pointer("#/paths", path, method)


def retarget_mappings(doc: Any, schema_renames: dict[str, str]) -> Any:
    """Rewrite discriminator mappings after component schemas were renamed: a mapping value
    that names a renamed schema, as a ref (``#/components/schemas/Old``) or by its bare name
    (``Old``, OpenAPI 3.1 section 4.8.25), names the new one.  Without this the variant's
    mapping would point to nothing, and its tag would silently become the schema's new name.

    Args:
        doc: a parsed document (not modified).
        schema_renames: old component schema name -> new name.

    Returns:
        The document with those mappings rewritten (``doc`` itself when there is nothing to do).
    """
    if not schema_renames:
        return doc
    targets: dict[str, str] = {}
    for old, new in schema_renames.items():
        targets[join_pointer("#/components/schemas", old)] = join_pointer("#/components/schemas", new)
        if "/" not in old and not old.startswith("#"):
            targets[old] = new

    def fn(s: dict[str, Any], _ptr: str) -> dict[str, Any]:
        d = s.get("discriminator")
        mapping = d.get("mapping") if isinstance(d, dict) else None
        if not isinstance(mapping, dict) or not any(isinstance(v, str) and v in targets for v in mapping.values()):
            return s
        assert isinstance(d, dict)
        new_mapping = {tag: targets.get(v, v) if isinstance(v, str) else v for tag, v in mapping.items()}
        return {**s, "discriminator": {**d, "mapping": new_mapping}}

    return map_schemas(doc, "document", fn)


_ATOMS = (str, int, float, bool, type(None))


def copy_document(value: Any, memo: dict[int, Any] | None = None) -> Any:
    """A deep copy of a parsed document, what :func:`copy.deepcopy` returns for it (shared
    nodes, as YAML aliases give, stay shared in the copy) at a fraction of its cost: plain
    dicts and lists are copied here, strings and numbers are immutable and kept, anything
    else goes to :func:`copy.deepcopy` with the same memo.

    Args:
        value: the document (or any part of it).
        memo: ``id(original) -> copy`` of the nodes copied so far (one per copy).

    Returns:
        The copy.
    """
    if memo is None:
        memo = {}
    kind = type(value)
    if kind in _ATOMS:
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    if kind is dict:
        out: Any = {}
        memo[id(value)] = out
        for key, item in value.items():
            out[key if type(key) is str else copy.deepcopy(key, memo)] = item if type(item) in _ATOMS else copy_document(item, memo)
        return out
    if kind is list:
        out = []
        memo[id(value)] = out
        out.extend(item if type(item) in _ATOMS else copy_document(item, memo) for item in value)
        return out
    return copy.deepcopy(value, memo)
