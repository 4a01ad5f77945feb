"""Passes for object spellings: ``additionalProperties: true`` and ``properties`` without
``type``."""

from __future__ import annotations

from typing import Any

from .schema import (
    NormaliseContext,
    Schema,
    map_doc_schemas,
)


def additional_properties_true(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``additionalProperties: true`` and ``additionalProperties: {}`` are dropped: an object
    is open by default, and every generated model keeps unknown keys.

    Expects: any schemas.
    Produces: no ``additionalProperties: true`` or ``{}``.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        ap = s.get("additionalProperties", None)
        if ap is True or ap == {}:
            return {k: v for k, v in s.items() if k != "additionalProperties"}
        return s

    return map_doc_schemas(doc, fn)


def implicit_object_type(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A schema with ``properties`` (or ``required``) but no ``type`` and no composition is an
    object: ``type: object`` is added.

    Expects: any schemas.
    Produces: every schema with ``properties``/``required`` and no composition has ``type: object``.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        if "type" in s or any(k in s for k in ("allOf", "anyOf", "oneOf", "$ref", "const", "enum")):
            return s
        if "properties" in s or "additionalProperties" in s or "patternProperties" in s:
            return {**s, "type": "object"}
        return s

    return map_doc_schemas(doc, fn)
