"""What every normaliser pass shares: the pass context and small schema helpers
(annotations vs. constraints, nullability in every spelling, component refs)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..config import OperationOverride, TypeOverride
from ..errors import Diagnostics, unescape_pointer_token
from ..walk import json_type, map_schemas

Schema = dict[str, Any]

ANNOTATION_KEYS = frozenset(
    {
        "title",
        "description",
        "default",
        "example",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "externalDocs",
        "$comment",
        "xml",
    }
)


TYPE_KEYWORDS = {
    "string": {"minLength", "maxLength", "pattern", "format", "contentEncoding", "contentMediaType"},
    "integer": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format"},
    "number": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "format"},
    "array": {"items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains"},
    "object": {
        "properties",
        "required",
        "additionalProperties",
        "patternProperties",
        "minProperties",
        "maxProperties",
        "propertyNames",
    },
    "boolean": set(),
    "null": set(),
}


NULL: Schema = {"type": "null"}


@dataclass
class NormaliseContext:
    """What passes may read besides the document.

    Attributes:
        diagnostics: where passes report what they degraded.
        locate: maps a pointer in the merged document to ``file#/pointer`` for messages.
        operations: per-operationId overrides from the configuration.
        origins: pointer -> source file; passes that create components add entries.
        sources: ``#/components/schemas/<Name>`` of a component a pass created or renamed ->
            the pointer of the place it came from in the merged document (an inline schema's
            own place, a component's name before :func:`class_names`); the IR records models'
            locations from it.
        inlined: the place of each copy of a non-schema component (a ``$ref`` to a parameter,
            response...) -> the component's pointer (see :meth:`written_at`).
        types: the configuration's ``types:`` (component schema name after the passes ->
            its public name and module), applied last
            (:func:`generator.normalise.type_names.apply_type_names`).
        layout_modules: the layout gives answer models modules of their own
            (``layout.types: per_resource``).
        type_places: filled by that step: class name (after renaming) -> ``(the name its module
            exports it under, the module given or "", the entry's key)`` for every ``types:`` entry.
    """

    diagnostics: Diagnostics = field(default_factory=Diagnostics)
    locate: Callable[[str], str] = lambda p: p
    operations: dict[str, OperationOverride] = field(default_factory=dict)
    origins: dict[str, str] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    inlined: dict[str, str] = field(default_factory=dict)
    types: dict[str, TypeOverride] = field(default_factory=dict)
    layout_modules: bool = False
    type_places: dict[str, tuple[str, str, str]] = field(default_factory=dict)

    def written_at(self, pointer: str) -> str:
        """Where the spec writes what ``pointer`` names: a place inside a copy that
        :func:`~generator.normalise.components.inline_component_refs` made of a component
        (``#/paths/~1a/get/parameters/0/schema``) is that component's own place
        (``#/components/parameters/P/schema``), so that a finding about a component used by
        ten operations is reported once, where it can be fixed."""
        for _ in range(64):  # components inlined into components: one step each
            probe = pointer
            while probe and probe != "#" and probe not in self.inlined:
                probe = probe.rsplit("/", 1)[0]
            if probe not in self.inlined:
                return pointer
            pointer = self.inlined[probe] + pointer[len(probe) :]
        return pointer


def is_annotation(key: str) -> bool:
    """True for keywords that describe a schema without constraining it (and ``x-`` keys)."""
    return key in ANNOTATION_KEYS or key.startswith("x-")


def split_annotations(s: Schema) -> tuple[Schema, Schema]:
    """``(annotations, rest)`` of a schema."""
    ann = {k: v for k, v in s.items() if is_annotation(k)}
    rest = {k: v for k, v in s.items() if not is_annotation(k)}
    return ann, rest


def is_null_schema(s: Any) -> bool:
    """True for a schema that only admits ``null``."""
    if not isinstance(s, dict):
        return False
    _, rest = split_annotations(s)
    if rest.get("type") == "null" and set(rest) <= {"type"}:
        return True
    if "const" in rest and rest["const"] is None:
        return True
    return rest.get("enum") == [None]


def is_nullable(s: Schema) -> bool:
    """True when the schema (in any spelling) admits ``null``."""
    if s.get("nullable") is True:
        return True
    t = s.get("type")
    if t == "null" or (isinstance(t, list) and ("null" in t or None in t)):
        return True
    if isinstance(s.get("enum"), list) and None in s["enum"]:
        return True
    for key in ("anyOf", "oneOf"):
        if any(isinstance(b, dict) and (is_null_schema(b) or is_nullable(b)) for b in s.get(key) or []):
            return True
    return False


def make_nullable(s: Schema) -> Schema:
    """The canonical nullable form of ``s`` (see module docstring); ``s`` is not modified."""
    if is_nullable(s):
        return s
    ann, rest = split_annotations(s)
    if not rest:
        return s  # the empty schema already admits null
    if set(rest) == {"anyOf"}:
        return {**ann, "anyOf": [*rest["anyOf"], dict(NULL)]}
    if set(rest) == {"oneOf"}:
        return {**ann, "anyOf": [*rest["oneOf"], dict(NULL)]}
    return {**ann, "anyOf": [rest, dict(NULL)]}


def json_key(value: Any) -> str:
    """A key telling JSON values apart exactly (``1``, ``1.0``, ``true`` and ``"1"`` differ)."""
    import json

    return f"{json_type(value)}:{json.dumps(value, sort_keys=True)}"


def unique_values(values: list[Any]) -> list[Any]:
    """``values`` without repeats, first occurrence kept."""
    seen: set[str] = set()
    out: list[Any] = []
    for v in values:
        key = json_key(v)
        if key not in seen:
            seen.add(key)
            out.append(v)
    return out


def ref_name(ref: str) -> str | None:
    """``Foo`` for ``#/components/schemas/Foo``; ``None`` for any other ref."""
    prefix = "#/components/schemas/"
    if ref.startswith(prefix) and "/" not in ref[len(prefix) :]:
        return unescape_pointer_token(ref[len(prefix) :])
    return None


def component_schemas(doc: dict[str, Any]) -> dict[str, Schema]:
    comps = doc.get("components") or {}
    return comps.get("schemas") or {}


def resolve_schema(doc: dict[str, Any], s: Schema, depth: int = 0) -> Schema:
    """Follow ``$ref`` chains to component schemas; returns ``s`` itself when not a ref."""
    seen = 0
    while isinstance(s, dict) and isinstance(s.get("$ref"), str) and seen < 50:
        name = ref_name(s["$ref"])
        target = component_schemas(doc).get(name) if name else None
        if target is None:
            return s
        s = target
        seen += 1
    return s


def map_doc_schemas(doc: dict[str, Any], fn: Callable[[Schema, str], Schema]) -> dict[str, Any]:
    return map_schemas(doc, "document", fn)


def is_object(s: Schema) -> bool:
    return s.get("type") == "object" or ("properties" in s and "type" not in s)


def declared_type(schema: Any, doc: dict[str, Any]) -> Any:
    """The ``type`` a schema declares, through local ``$ref``s to components (``None`` when
    it declares none, or a chain goes nowhere or round)."""
    schemas = (doc.get("components") or {}).get("schemas") or {}
    for _ in range(32):
        if not isinstance(schema, dict):
            return None
        ref = schema.get("$ref")
        if not isinstance(ref, str):
            return schema.get("type")
        name = ref_name(ref)
        schema = schemas.get(name) if name is not None else None
    return None
