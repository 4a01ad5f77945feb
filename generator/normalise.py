"""Stage 3, normalise: turn every spelling of one meaning into one canonical form.

Each quirk of real-world specs is one named pass: a function ``(document, context) ->
document`` that does not modify its input.  Passes run in the order of :data:`PASSES` and can
be switched off one by one (``normalise: {disable: [name]}`` in ``sdkgen.yaml``).  Each is
unit-tested with a dict in and a dict out in ``tests/test_normalise.py``.

Canonical forms after all passes (what :mod:`generator.build_ir` may assume):

* Nullable ``T`` is ``{<annotations>, anyOf: [T, {type: 'null'}]}`` - whatever the input said:
  ``nullable: true`` (3.0, also inside 3.1 documents and beside ``$ref``), ``type: [T, 'null']``
  (quoted or YAML ``null``), ``enum`` containing ``null``, or ``anyOf``/``oneOf`` with a null
  branch.  Annotations (``title``, ``description``, ``default``, examples) stay outside.
* A one-value ``enum`` and ``const`` (with or without a one-value ``enum`` beside it) are
  ``{type: T, const: v}`` with ``T`` inferred from the value (string, integer, boolean...).
* Unions are ``anyOf`` (flattened, deduplicated, null last); ``oneOf`` remains only with a
  ``discriminator``, whose variants each declare the tag property as a ``const``/``enum``.
* Single-branch ``allOf``/``anyOf``/``oneOf`` are replaced by the branch (a ``$ref`` keeps
  sibling annotations).  ``allOf`` of objects is merged into one object.
* ``additionalProperties: true`` / ``{}`` is dropped (objects are open by default).
* Only component schemas are objects with properties; inline objects are hoisted into
  ``components/schemas`` under a derived, unique name.
* A streamed response documented as ``oneOf(response, chunk)`` under ``application/json`` is
  split into ``application/json: response`` and ``text/event-stream: chunk``.
* Only ``#/components/schemas`` refs remain; parameters, responses, request bodies and headers
  are inlined.  Component schema names are valid, unique Python class names.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .config import OperationOverride
from .errors import Diagnostics, SpecError, join_pointer, unescape_pointer_token
from .names import class_name, name_for_location, unique
from .walk import HTTP_METHODS, child_kind, iter_operations, iter_refs, json_type, map_schemas

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
_TYPE_KEYWORDS = {
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
    """

    diagnostics: Diagnostics = field(default_factory=Diagnostics)
    locate: Callable[[str], str] = lambda p: p
    operations: dict[str, OperationOverride] = field(default_factory=dict)
    origins: dict[str, str] = field(default_factory=dict)


# --------------------------------------------------------------------------- helpers


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


def _json_key(value: Any) -> str:
    """A key telling JSON values apart exactly (``1``, ``1.0``, ``true`` and ``"1"`` differ)."""
    import json

    return f"{json_type(value)}:{json.dumps(value, sort_keys=True)}"


def _unique_values(values: list[Any]) -> list[Any]:
    """``values`` without repeats, first occurrence kept."""
    seen: set[str] = set()
    out: list[Any] = []
    for v in values:
        key = _json_key(v)
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


def _schemas(doc: dict[str, Any]) -> dict[str, Schema]:
    comps = doc.get("components") or {}
    return comps.get("schemas") or {}


def resolve_schema(doc: dict[str, Any], s: Schema, depth: int = 0) -> Schema:
    """Follow ``$ref`` chains to component schemas; returns ``s`` itself when not a ref."""
    seen = 0
    while isinstance(s, dict) and isinstance(s.get("$ref"), str) and seen < 50:
        name = ref_name(s["$ref"])
        target = _schemas(doc).get(name) if name else None
        if target is None:
            return s
        s = target
        seen += 1
    return s


def _map_doc_schemas(doc: dict[str, Any], fn: Callable[[Schema, str], Schema]) -> dict[str, Any]:
    return map_schemas(doc, "document", fn)


# --------------------------------------------------------------------------- passes


def inline_component_refs(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Replace refs to components other than schemas (responses, parameters, request bodies,
    headers, path items, examples) with a copy of their target.

    A ref's sibling ``description``/``summary`` override the target's (OpenAPI 3.1 section
    4.8.23).  Cycles among such components are an error.
    """
    out = copy.deepcopy(doc)
    comps = out.get("components") or {}

    def target_of(ref: str, ptr: str) -> Any:
        m = re.match(r"^#/components/([^/]+)/([^/]+)$", ref)
        if not m:
            raise SpecError(f"unsupported $ref {ref!r}", file=None, pointer=ctx.locate(ptr))
        section, name = m.group(1), unescape_pointer_token(m.group(2))
        try:
            return comps[section][name]
        except (KeyError, TypeError):
            raise SpecError(f"$ref {ref!r} points to nothing", pointer=ctx.locate(ptr)) from None

    for _ in range(64):
        changed = False
        for holder, kind, ptr in list(iter_refs(out, "document")):
            if kind == "schema":
                continue
            ref = holder["$ref"]
            target = target_of(ref, ptr)
            siblings = {k: v for k, v in holder.items() if k != "$ref"}
            holder.clear()
            holder.update(copy.deepcopy(target))
            holder.update(siblings)
            changed = True
        if not changed:
            break
    else:
        raise SpecError("reference cycle among non-schema components", pointer="#/components")
    for section in ("responses", "parameters", "requestBodies", "headers", "pathItems", "examples"):
        comps.pop(section, None)
    return out


def class_names(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Rename component schemas whose names are not valid, unique Python class names
    (``Chat Completion`` -> ``ChatCompletion``, ``Literal`` -> ``LiteralModel``) and rewrite
    every ref to them."""
    schemas = _schemas(doc)
    renames: dict[str, str] = {}
    taken: set[str] = set()
    for name in schemas:
        if class_name(name) == name:
            taken.add(name)
    for name in schemas:
        if class_name(name) != name:
            new = unique(class_name(name), taken)
            taken.add(new)
            renames[name] = new
    if not renames:
        return doc
    out = copy.deepcopy(doc)
    out["components"]["schemas"] = {renames.get(k, k): v for k, v in _schemas(out).items()}
    moved = {
        join_pointer("#/components/schemas", old): join_pointer("#/components/schemas", new)
        for old, new in renames.items()
    }
    for old_ptr, new_ptr in moved.items():
        if old_ptr in ctx.origins:
            ctx.origins[new_ptr] = ctx.origins[old_ptr]
    for holder, _kind, _ptr in iter_refs(out, "document"):
        if holder["$ref"] in moved:
            holder["$ref"] = moved[holder["$ref"]]
    return out


def single_branch_composition(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``allOf``/``anyOf``/``oneOf`` with one branch becomes that branch.

    ``allOf`` members that only annotate (``{description: ...}``) are folded into the schema
    first, so ``allOf: [{$ref: X}, {description: d}]`` is a single branch too.  The outer schema's annotations (title, description, default, nullable, ...) are kept
    beside the branch; a ``$ref`` branch keeps them as 3.1 ``$ref`` siblings.  Applied only
    when the outer schema has no other constraint to combine with.
    """

    def fn(s: Schema, ptr: str) -> Schema:
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
            others = {k for k in s if k != key and not is_annotation(k) and k != "nullable"}
            if key == "oneOf":
                others.discard("discriminator")
            if others:
                continue
            branch = branches[0]
            outer = {k: v for k, v in s.items() if k not in (key, "discriminator")}
            merged = {**branch, **outer}
            if outer.get("nullable") is True or branch.get("nullable") is True:
                merged["nullable"] = True
            return merged
        return s

    return _map_doc_schemas(doc, fn)


def nullable_keyword(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """OpenAPI 3.0 ``nullable: true`` (also used inside 3.1 documents and beside ``$ref``)
    becomes the canonical nullable union; ``nullable: false`` is dropped."""

    def fn(s: Schema, ptr: str) -> Schema:
        if "nullable" not in s:
            return s
        flag = s.get("nullable")
        s = {k: v for k, v in s.items() if k != "nullable"}
        return make_nullable(s) if flag is True else s

    return _map_doc_schemas(doc, fn)


def type_list(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """OpenAPI 3.1 ``type: [T, 'null']`` (the null quoted or a YAML ``null``) becomes the
    canonical nullable form; ``type: [A, B]`` becomes ``anyOf`` of one branch per type with
    the keywords that apply to it."""

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
                elif key in _TYPE_KEYWORDS.get(k, set()):
                    branch[key] = value
            branches.append(branch)
        out = {**ann, "anyOf": branches}
        return make_nullable(out) if nullable else out

    return _map_doc_schemas(doc, fn)


def enum_null_member(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``enum`` containing ``null`` becomes a nullable enum of the other values;
    ``enum: [null]`` alone (drf-spectacular's ``NullEnum``) becomes ``type: 'null'``."""

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

    return _map_doc_schemas(doc, fn)


def const_enum(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``const`` beside a one-value ``enum``, a lone ``const``, and a one-value ``enum`` all
    become ``{type: T, const: v}`` (T inferred from the value: string, integer, number,
    boolean).  Multi-value enums get an inferred ``type`` when they lack one, and a value
    listed twice is kept once (JSON Schema 2020-12 section 6.1.2: elements "SHOULD be
    unique")."""

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
            unique_values = _unique_values(values)
            if len(unique_values) != len(values):
                ctx.diagnostics.info(ctx.locate(ptr), "enum-duplicate-value", "enum lists a value twice", "kept once")
                s = {**s, "enum": unique_values}
                values = unique_values
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

    return _map_doc_schemas(doc, fn)


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
            out.append({**ann, "type": t, "enum": _unique_values(values)})
        else:
            out.append(b)
    return out


def default_values(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A ``default`` is kept only when it is a scalar (string, number, boolean, null) of the
    schema's own ``type``.  OpenAPI's ``default`` is the value the *server* assumes (3.1
    section 4.8.24 / JSON Schema validation 9.2), so dropping one never changes a request;
    but a ``"1.5"`` default on a number field, or an ``[...]`` default shared as a class
    attribute, would make the generated models wrong (and fail the type checker)."""

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

    return _map_doc_schemas(doc, fn)


def union_flatten(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Unions in one form: nested plain ``anyOf``/``oneOf`` are spliced (their annotations
    moving into their branches), identical branches dropped, branches that only list values
    of one type (``const``/``enum``) merged into one ``enum``, a ref to a null-only component becomes ``{type: 'null'}``, null goes last,
    ``oneOf`` without ``discriminator`` becomes ``anyOf``, and a union left with one branch
    is replaced by it."""
    schemas = _schemas(doc)

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
            if inner_key and set(b_rest) == {inner_key}:
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
        has_null = False
        for b in flat:
            if is_null_schema(b):
                has_null = True
                continue
            if b not in uniq:
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

    return _map_doc_schemas(doc, fn)


def nullable_component_roots(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A component schema that is a nullable object (``Usage: {type: object, nullable: true}``)
    becomes the plain object, and every ``$ref`` to it becomes nullable instead, so the model
    keeps its name and fields and each use site admits ``null``, as the spec says.  A ``$ref``
    that is an ``allOf`` member stays as it is: inheriting from a nullable object does not
    make the child nullable."""
    schemas = _schemas(doc)
    unwrap: dict[str, Schema] = {}
    for name, s in schemas.items():
        if not isinstance(s, dict):
            continue
        ann, rest = split_annotations(s)
        branches = rest.get("anyOf")
        if set(rest) != {"anyOf"} or not isinstance(branches, list) or len(branches) != 2:
            continue
        real = [b for b in branches if not is_null_schema(b)]
        if len(real) == 1 and isinstance(real[0], dict) and _is_object(real[0]) and "$ref" not in real[0]:
            unwrap[name] = {**ann, **real[0]}
    if not unwrap:
        return doc
    targets = {join_pointer("#/components/schemas", n) for n in unwrap}
    out = copy.deepcopy(doc)
    out["components"]["schemas"].update(copy.deepcopy(unwrap))

    def fn(s: Schema, ptr: str) -> Schema:
        # an allOf member is inherited from, not used: the child is not nullable because its
        # parent is (and a nullable member would stop allof_merge from merging the fields)
        if s.get("$ref") in targets and not re.search(r"/allOf/\d+$", ptr):
            return make_nullable(s)
        return s

    return _map_doc_schemas(out, fn)


def additional_properties_true(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``additionalProperties: true`` and ``additionalProperties: {}`` are dropped: an object
    is open by default, and every generated model keeps unknown keys."""

    def fn(s: Schema, ptr: str) -> Schema:
        ap = s.get("additionalProperties", None)
        if ap is True or ap == {}:
            return {k: v for k, v in s.items() if k != "additionalProperties"}
        return s

    return _map_doc_schemas(doc, fn)


def implicit_object_type(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A schema with ``properties`` (or ``required``) but no ``type`` and no composition is an
    object: ``type: object`` is added."""

    def fn(s: Schema, ptr: str) -> Schema:
        if "type" in s or any(k in s for k in ("allOf", "anyOf", "oneOf", "$ref", "const", "enum")):
            return s
        if "properties" in s or "additionalProperties" in s or "patternProperties" in s:
            return {**s, "type": "object"}
        return s

    return _map_doc_schemas(doc, fn)


def _is_object(s: Schema) -> bool:
    return s.get("type") == "object" or ("properties" in s and "type" not in s)


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


def allof_merge(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``allOf`` whose members are all objects (inline or refs) becomes one object schema:
    properties are merged (a later member refines an earlier one), ``required`` is the union
    (so a member may make inherited optional fields required).  Other ``allOf`` are left for
    the model generator and reported."""
    schemas = _schemas(doc)
    memo: dict[str, Schema] = {}

    def flatten(s: Schema, ptr: str, stack: tuple[str, ...]) -> Schema | None:
        members = s.get("allOf")
        if not isinstance(members, list):
            return s if _is_object(s) else None
        merged: Schema = {"type": "object"}
        props: dict[str, Any] = {}
        required: list[str] = []
        closed = False
        parts: list[Schema] = []
        for m in members:
            if not isinstance(m, dict):
                return None
            target = m
            if isinstance(m.get("$ref"), str):
                name = ref_name(m["$ref"])
                if name is None or name in stack or name not in schemas:
                    return None
                if name not in memo:
                    res = flatten(schemas[name], join_pointer("#/components/schemas", name), stack + (name,))
                    if res is None:
                        return None
                    memo[name] = res
                target = memo[name]
            else:
                res = flatten(m, ptr, stack)
                if res is None:
                    return None
                target = res
            parts.append(target)
        own = {k: v for k, v in s.items() if k != "allOf"}
        if set(own) - ANNOTATION_KEYS - {"type", "properties", "required", "additionalProperties", "nullable"} - {k for k in own if k.startswith("x-")}:
            return None
        parts.append(own)
        for part in parts:
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

    def fn(s: Schema, ptr: str) -> Schema:
        if not isinstance(s.get("allOf"), list):
            return s
        res = flatten(s, ptr, ())
        if res is None:
            ctx.diagnostics.warn(
                ctx.locate(ptr),
                "allof-not-merged",
                "allOf of non-object members",
                "left to the model generator",
            )
            return s
        return res

    return _map_doc_schemas(doc, fn)


def _declared_tags(variant: Any, prop: str) -> list[str]:
    """String values a variant schema itself fixes for the tag property (``const``/``enum``)."""
    if not isinstance(variant, dict):
        return []
    p = (variant.get("properties") or {}).get(prop)
    if not isinstance(p, dict):
        return []
    if isinstance(p.get("const"), str):
        return [p["const"]]
    values = p.get("enum")
    if isinstance(values, list) and values and all(isinstance(v, str) for v in values):
        return list(values)
    return []


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


def discriminator_literals(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """For each ``discriminator``, make every variant declare the tag property as a literal:
    ``const`` of its mapping key (or ``enum`` of several keys), required.  A variant the
    mapping does not name keeps the tag values it declares itself (``const``/``enum``); only
    when it declares none is the component name its tag (OpenAPI 3.1 section 4.8.25).  A
    variant that is itself a union on the same tag (``oneOf: [A, {$ref: Item}]`` where
    ``Item`` is ``oneOf: [B, C]``) is replaced by its members.  This is what lets the model
    generator emit a tagged (discriminated) union."""
    out = copy.deepcopy(doc)
    schemas = _schemas(out)
    tags: dict[tuple[str, str], list[str]] = {}

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
            by_name.setdefault(name, _declared_tags(schemas.get(name), prop) or [name])
        for name, values in by_name.items():
            for v in values:
                key = (name, prop)
                if v not in tags.setdefault(key, []):
                    tags[key].append(v)
        return s

    out = map_schemas(out, "document", visit)
    schemas = _schemas(out)
    for (name, prop), values in sorted(tags.items()):
        target = schemas.get(name)
        if not isinstance(target, dict) or not _is_object(target):
            continue
        props = target.setdefault("properties", {})
        old = props.get(prop) if isinstance(props.get(prop), dict) else {}
        ann = {k: v for k, v in old.items() if is_annotation(k) and k != "default"}
        if len(values) == 1:
            props[prop] = {**ann, "type": "string", "const": values[0]}
        else:
            props[prop] = {**ann, "type": "string", "enum": sorted(values)}
        props[prop]["x-sdkgen-discriminator"] = True  # a tag: stays a closed Literal
        req = target.setdefault("required", [])
        if prop not in req:
            req.append(prop)
    return out


def form_boolean_strings(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """In ``multipart/form-data`` and ``application/x-www-form-urlencoded`` request bodies,
    where every value travels as text, a string property whose ``enum`` is exactly
    ``["true", "false"]`` is a boolean spelled as text: it becomes ``type: boolean`` (with its
    default converted), and the form encoder sends ``true``/``false`` as before."""
    out = copy.deepcopy(doc)
    schemas = _schemas(out)
    targets: list[Schema] = []
    for _path, _method, op, _ptr in iter_operations(out):
        for ct, media in ((op.get("requestBody") or {}).get("content") or {}).items():
            if not (ct.startswith("multipart/") or ct == "application/x-www-form-urlencoded") or not isinstance(media, dict):
                continue
            schema = media.get("schema")
            if isinstance(schema, dict):
                targets.append(resolve_schema(out, schema))
    for target in targets:
        for name, p in list((target.get("properties") or {}).items()):
            if isinstance(p, dict) and p.get("type") == "string" and sorted(map(str, p.get("enum") or [])) == ["false", "true"] and len(p["enum"]) == 2:
                new = {k: v for k, v in p.items() if k not in ("enum", "type", "default") and not k.startswith("x-")}
                new["type"] = "boolean"
                if p.get("default") in ("true", "false"):
                    new["default"] = p["default"] == "true"
                target["properties"][name] = new
    _ = schemas
    return out


_STREAM_NAME = re.compile(r"(stream|chunk|event|delta)", re.IGNORECASE)


def streaming_response(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A 2xx response whose ``application/json`` schema is ``oneOf``/``anyOf`` of a response
    and a stream chunk, for an operation whose request body (JSON, multipart or form) has a
    boolean ``stream`` property, becomes ``application/json: <response>`` plus ``text/event-stream: <chunk>``.

    The chunk branch is the one whose component name contains ``Stream``, ``Chunk``,
    ``Event`` or ``Delta`` (exactly one must); ``operations.<id>.stream_schema`` in the
    configuration names it explicitly.  When neither tells, a warning is recorded and the
    response stays a union.
    """
    out = copy.deepcopy(doc)
    for _path, _method, op, ptr in iter_operations(out):
        body_content = (op.get("requestBody") or {}).get("content") or {}
        body = next(
            (m.get("schema") for ct, m in body_content.items() if isinstance(m, dict) and (ct.endswith("json") or ct.startswith("multipart/") or ct == "application/x-www-form-urlencoded")),
            None,
        )
        if not isinstance(body, dict):
            continue
        body_schema = resolve_schema(out, body)
        stream_prop = (body_schema.get("properties") or {}).get("stream")
        if not isinstance(stream_prop, dict):
            continue
        sp = resolve_schema(out, stream_prop)
        if not (sp.get("type") == "boolean" or any(isinstance(b, dict) and b.get("type") == "boolean" for b in sp.get("anyOf") or [])):
            continue
        for code, resp in (op.get("responses") or {}).items():
            if not str(code).startswith("2") or not isinstance(resp, dict):
                continue
            content = resp.get("content") or {}
            media = content.get("application/json")
            if not isinstance(media, dict) or "text/event-stream" in content:
                continue
            schema = media.get("schema") or {}
            branches = schema.get("oneOf") or schema.get("anyOf")
            if not (isinstance(branches, list) and len(branches) == 2):
                continue
            names = [ref_name(b.get("$ref", "")) if isinstance(b, dict) else None for b in branches]
            if None in names:
                continue
            override = ctx.operations.get(str(op.get("operationId")))
            if override and override.stream_schema:
                if override.stream_schema not in names:
                    raise SpecError(
                        f"operations.{op.get('operationId')}.stream_schema: {override.stream_schema!r} is not one of {names}",
                        pointer=ctx.locate(join_pointer(ptr, "responses", code)),
                    )
                chunk = names.index(override.stream_schema)
            else:
                hits = [i for i, n in enumerate(names) if n and _STREAM_NAME.search(n)]
                if len(hits) != 1:
                    ctx.diagnostics.warn(
                        ctx.locate(join_pointer(ptr, "responses", code, "content", "application/json", "schema")),
                        "stream-split",
                        "cannot tell which branch is the stream chunk",
                        "response left as a union; set operations.<id>.stream_schema",
                    )
                    continue
                chunk = hits[0]
            full = branches[1 - chunk]
            new_content = dict(content)
            new_content["application/json"] = {**media, "schema": full}
            new_content["text/event-stream"] = {"schema": branches[chunk]}
            resp["content"] = new_content
    return out


def hoist_inline_schemas(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Inline object schemas (with ``properties``) outside the component roots become
    component schemas named by their location (``ImageContent.image_url`` ->
    ``ImageContentImageUrl``, operation ``createThing``'s body -> ``CreateThingRequest``),
    never replacing a declared name (a number is appended instead).  The inline place keeps
    its annotations beside a ``$ref`` to the new component."""
    out = copy.deepcopy(doc)
    comps = out.setdefault("components", {})
    schemas = comps.setdefault("schemas", {})
    taken = set(schemas)
    new: dict[str, Schema] = {}

    def tokens_of(ptr: str) -> list[str]:
        return [unescape_pointer_token(t) for t in ptr.lstrip("#/").split("/")] if ptr != "#" else []

    def naming_tokens(toks: list[str]) -> list[str]:
        # `anyOf: [X, null]` is how nullable is spelled: X is named as if it stood alone
        kept: list[str] = []
        node: Any = out
        i = 0
        while i < len(toks):
            tok = toks[i]
            nxt = node.get(tok) if isinstance(node, dict) else None
            if tok in ("anyOf", "oneOf") and isinstance(nxt, list) and i + 1 < len(toks):
                real = [b for b in nxt if not is_null_schema(b)]
                if len(real) == 1:
                    node = nxt[int(toks[i + 1])]
                    i += 2
                    continue
            kept.append(tok)
            if isinstance(node, list) and tok.isdigit():
                node = node[int(tok)]
            else:
                node = nxt
            i += 1
        return kept

    def fn(s: Schema, ptr: str) -> Schema:
        toks = tokens_of(ptr)
        if len(toks) == 3 and toks[0] == "components" and toks[1] == "schemas":
            return s
        if not (_is_object(s) and s.get("properties")):
            return s
        name = unique(name_for_location(out, naming_tokens(toks)), taken)
        taken.add(name)
        ann = {k: v for k, v in s.items() if k in ("description", "default", "example", "examples", "deprecated", "readOnly", "writeOnly")}
        new[name] = s
        new_ptr = join_pointer("#/components/schemas", name)
        ctx.origins[new_ptr] = ctx.locate(ptr).split("#")[0]
        return {"$ref": new_ptr, **ann}

    rebuilt = map_schemas(out, "document", fn)
    # component schemas themselves may contain inline objects; they were hoisted above.
    rebuilt.setdefault("components", {}).setdefault("schemas", {}).update(new)
    return rebuilt


LARGE_ENUM = 8


def name_large_enums(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """An inline ``enum`` of at least 8 values on a property becomes a named component
    (``ChatCompletionRequest.model`` -> ``ChatCompletionRequestModel``), so signatures and
    documentation print one name instead of the whole list (Stainless does the same with
    e.g. ``ChatModel``).  Smaller enums stay inline ``Literal``s."""
    out = copy.deepcopy(doc)
    schemas = _schemas(out)
    taken = set(schemas)
    new: dict[str, Schema] = {}

    def visit(s: Schema, ptr: str) -> Schema:
        toks = [unescape_pointer_token(t) for t in ptr.lstrip("#/").split("/")]
        if len(toks) <= 3 or toks[0] != "components":
            return s
        values = s.get("enum")
        if not (isinstance(values, list) and len(values) >= LARGE_ENUM) or s.get("x-sdkgen-discriminator"):
            return s
        if "properties" not in toks:
            return s
        # name after the property that holds it (dropping union/array positions)
        prop_idx = len(toks) - 1 - toks[::-1].index("properties")
        owner_tokens = toks[: prop_idx + 2]
        name = unique(name_for_location(out, owner_tokens), taken)
        taken.add(name)
        ann = {k: v for k, v in s.items() if k in ("description", "default")}
        rest = {k: v for k, v in s.items() if k not in ("description", "default", "title", "example", "examples")}
        new[name] = rest
        return {"$ref": join_pointer("#/components/schemas", name), **ann}

    rebuilt = map_schemas(out, "document", visit)
    rebuilt["components"]["schemas"].update(new)
    return rebuilt


# --------------------------------------------------------------------------- driver

Pass = Callable[[dict[str, Any], NormaliseContext], dict[str, Any]]

PASSES: tuple[tuple[str, Pass], ...] = (
    ("inline_component_refs", inline_component_refs),
    ("class_names", class_names),
    ("single_branch_composition", single_branch_composition),
    ("nullable_keyword", nullable_keyword),
    ("type_list", type_list),
    ("enum_null_member", enum_null_member),
    ("const_enum", const_enum),
    ("default_values", default_values),
    ("nullable_component_roots", nullable_component_roots),
    ("additional_properties_true", additional_properties_true),
    ("implicit_object_type", implicit_object_type),
    ("allof_merge", allof_merge),
    ("union_flatten", union_flatten),
    ("discriminator_literals", discriminator_literals),
    ("form_boolean_strings", form_boolean_strings),
    ("streaming_response", streaming_response),
    ("hoist_inline_schemas", hoist_inline_schemas),
    ("name_large_enums", name_large_enums),
)
PASS_NAMES = tuple(name for name, _ in PASSES)

# Passes whose absence breaks the contract with build_ir; they cannot be disabled.
REQUIRED_PASSES = frozenset({"inline_component_refs", "class_names", "hoist_inline_schemas"})


def normalise(
    doc: dict[str, Any], ctx: NormaliseContext | None = None, disabled: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Run every enabled pass in order.

    Args:
        doc: the merged document (not modified).
        ctx: shared context (diagnostics, locations, overrides).
        disabled: names of passes to skip (see :data:`PASS_NAMES`).

    Returns:
        The normalised document.

    Raises:
        SpecError: a pass found an input it cannot make sense of (message gives the location),
            or a required pass was disabled.
    """
    ctx = ctx or NormaliseContext()
    bad = sorted(set(disabled) & REQUIRED_PASSES)
    if bad:
        raise SpecError(f"normalise pass {bad[0]!r} cannot be disabled")
    for name, fn in PASSES:
        if name in disabled:
            continue
        doc = fn(doc, ctx)
    # one more union/const round: hoisting and splitting may expose new single branches
    if "union_flatten" not in disabled:
        doc = union_flatten(doc, ctx)
    return doc


__all__ = [
    "HTTP_METHODS",
    "PASSES",
    "PASS_NAMES",
    "NormaliseContext",
    "child_kind",
    "is_nullable",
    "make_nullable",
    "normalise",
]
