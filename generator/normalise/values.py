"""Passes for fixed and default values: ``const``/one-value ``enum``, repeated enum values,
and ``default`` values that contradict their schema."""

from __future__ import annotations

from typing import Any

from ..walk import json_type
from .schema import (
    NormaliseContext,
    Schema,
    map_doc_schemas,
    unique_values,
)


def const_enum(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``const`` beside a one-value ``enum``, a lone ``const``, and a one-value ``enum`` all
    become ``{type: T, const: v}`` (T inferred from the value: string, integer, number,
    boolean).  Multi-value enums get an inferred ``type`` when they lack one, and a value
    listed twice is kept once (JSON Schema 2020-12 section 6.1.2: elements "SHOULD be
    unique").

    Expects: no ``null`` in enums (``enum_null_member``).
    Produces: single values as ``{type: T, const: v}``; every ``enum`` has a ``type`` and no repeated value.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        if "const" in s:
            value = s["const"]
            out = {k: v for k, v in s.items() if k != "enum"}
            if "enum" in s and s["enum"] != [value]:
                ctx.diagnostics.warn(
                    ctx.locate(ptr), "const-enum-mismatch", "const and enum disagree", "kept const"
                )
            inferred = json_type(value)
            if inferred and (not isinstance(out.get("type"), str) or out.get("type") not in (inferred, "number")):
                out["type"] = inferred
            return out
        values = s.get("enum")
        if isinstance(values, list) and values:
            deduplicated = unique_values(values)
            if len(deduplicated) != len(values):
                ctx.diagnostics.info(ctx.locate(ptr), "enum-duplicate-value", "enum lists a value twice", "kept once")
                s = {**s, "enum": deduplicated}
                values = deduplicated
            if len(values) == 1:
                out = {k: v for k, v in s.items() if k != "enum"}
                out["const"] = values[0]
                inferred = json_type(values[0])
                if inferred and "type" not in out:
                    out["type"] = inferred
                return out
            if "type" not in s:
                types = {json_type(v) for v in values}
                if types == {"integer", "number"}:
                    types = {"number"}
                if len(types) == 1 and None not in types:
                    return {**s, "type": types.pop()}
        return s

    return map_doc_schemas(doc, fn)


def default_values(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A ``default`` is kept only when it is a scalar (string, number, boolean, null) of the
    schema's own ``type``.  OpenAPI's ``default`` is the value the *server* assumes (3.1
    section 4.8.24 / JSON Schema validation 9.2), so dropping one never changes a request;
    but a ``"1.5"`` default on a number field, or an ``[...]`` default shared as a class
    attribute, would make the generated models wrong (and fail the type checker).

    Expects: ``type`` a single string, enums typed (``const_enum``).
    Produces: every ``default`` is a scalar of its schema's type (or gone, with a warning when it contradicted the type).
    """

    def fn(s: Schema, ptr: str) -> Schema:
        if "default" not in s:
            return s
        value = s["default"]
        declared = s.get("type")
        types = [declared] if isinstance(declared, str) else declared if isinstance(declared, list) else []
        if isinstance(value, (list, dict)):
            ctx.diagnostics.info(ctx.locate(ptr), "default-not-scalar", "an array or object default", "left to the server")
        elif value is None and types and "null" not in types:
            # "default: null" on a non-nullable schema means "absent": the field is optional anyway
            ctx.diagnostics.info(ctx.locate(ptr), "default-null", "a null default on a non-nullable schema", "dropped")
        elif types and not (json_type(value) in types or (json_type(value) == "integer" and "number" in types)):
            ctx.diagnostics.warn(
                ctx.locate(ptr), "default-type-mismatch", f"default {value!r} is not of type {declared}", "default dropped"
            )
        else:
            return s
        return {k: v for k, v in s.items() if k != "default"}

    return map_doc_schemas(doc, fn)
