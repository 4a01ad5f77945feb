"""The README's example calls: a runnable call of each method built from the spec's own
examples (checked against the declared types, since spec examples can be wrong), with
placeholders from the schema where there are none."""

from __future__ import annotations

from typing import Any

from ..literals import python_literal
from ..normalise import ref_name
from .context import ANY, NONE, BuildContext
from .model import (
    ArrayOf,
    LiteralOf,
    MapOf,
    ModelRef,
    Parameter,
    Primitive,
    RequestBody,
    Signature,
    TupleOf,
    TypeRef,
    UnionOf,
)
from .types import parameter_schema, resolve_aliases, strip_none, to_type
from .values import small_enough


def _json_to_py(value: Any) -> str:
    """Python source for a JSON value (an inert literal, :mod:`generator.literals`)."""
    return python_literal(value)


_TYPE_PLACEHOLDERS: dict[str, Any] = {"str": "string", "int": 0, "float": 0.0, "bool": True}
_FORMAT_PLACEHOLDERS = {"date": "2024-01-01", "date-time": "2024-01-01T00:00:00+00:00", "uuid": "00000000-0000-0000-0000-000000000000"}


def _typed_py(value: Any, t: TypeRef, imports: list[str], ctx: BuildContext) -> str:
    """Python source for an example ``value`` of an argument of type ``t``: a ``date``,
    ``datetime`` or ``UUID`` argument takes that object, not the ISO string of the spec
    (``datetime.date.fromisoformat("2024-01-01")``, its import added to ``imports``); a
    string that is no such value becomes a valid placeholder."""
    t, _ = strip_none(resolve_aliases(t, ctx))
    if isinstance(t, ArrayOf) and isinstance(value, list):
        return "[" + ", ".join(_typed_py(v, t.items, imports, ctx) for v in value) + "]"
    if not (isinstance(t, Primitive) and t.name in ("date", "datetime", "uuid") and isinstance(value, str)):
        return _json_to_py(value)
    import datetime as dt
    import uuid

    text = value
    try:
        if t.name == "date":
            text = dt.date.fromisoformat(value).isoformat()
        elif t.name == "datetime":
            text = dt.datetime.fromisoformat(value).isoformat()  # "Z" too (Python 3.11)
        else:
            text = str(uuid.UUID(value))
    except ValueError:
        text = _FORMAT_PLACEHOLDERS["date-time" if t.name == "datetime" else t.name]
    module = "uuid" if t.name == "uuid" else "datetime"
    if f"import {module}" not in imports:
        imports.insert(0, f"import {module}")
    call = {"date": "datetime.date.fromisoformat", "datetime": "datetime.datetime.fromisoformat", "uuid": "uuid.UUID"}[t.name]
    return f"{call}({_json_to_py(text)})"


def _first_example(s: Any) -> tuple[bool, Any]:
    """The first of a schema's or media type's examples (``example``, ``examples``), as
    ``(found, value)``; one over :data:`~generator.ir.values.CHAR_LIMIT` characters of JSON is
    none (a 250 KB example was copied into each operation's README call)."""
    found, value = _spec_example(s)
    return (True, value) if found and small_enough(value) else (False, None)


def _spec_example(s: Any) -> tuple[bool, Any]:
    if not isinstance(s, dict):
        return False, None
    if "example" in s:
        return True, s["example"]
    ex = s.get("examples")
    if isinstance(ex, list) and ex:
        return True, ex[0]
    if isinstance(ex, dict) and ex:  # media type examples: name -> Example object
        first = ex[min(ex)]
        if isinstance(first, dict) and "value" in first:
            return True, first["value"]
    return False, None


def _placeholder(s: Any, ctx: BuildContext, depth: int = 0) -> Any:
    if not isinstance(s, dict) or depth > 4:
        return "..."
    found, value = _first_example(s)
    if found:
        return value
    if "default" in s:
        return s["default"]
    if "const" in s:
        return s["const"]
    if isinstance(s.get("enum"), list) and s["enum"]:
        return s["enum"][0]
    if isinstance(s.get("$ref"), str):
        name = ref_name(s["$ref"])
        return _placeholder(ctx.schemas.get(name or ""), ctx, depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(s.get(key), list):
            for b in s[key]:
                if isinstance(b, dict) and b.get("type") != "null":
                    return _placeholder(b, ctx, depth + 1)
    t = s.get("type")
    if t == "object" or "properties" in s:
        req = s.get("required") or []
        return {k: _placeholder((s.get("properties") or {}).get(k), ctx, depth + 1) for k in req}
    return {"string": "string", "integer": 0, "number": 0.0, "boolean": True, "array": []}.get(str(t), "...")


def _schema_value(schema: Any, ctx: BuildContext) -> tuple[bool, Any]:
    """``(True, value)``: a value valid for ``schema`` (its ``pattern``, bounds and formats
    included) from the document's :class:`~generator.ir.samples.ValueBuilder`, the one the
    shipped tests take their arguments from; ``(False, None)`` when it finds none."""
    from .values import ValueBuilder

    if not isinstance(schema, dict) or not schema:
        return False, None
    if ctx.values is None:
        ctx.values = ValueBuilder(ctx.doc)
    builder: ValueBuilder = ctx.values
    before = len(builder.invalid)
    value = builder.value(schema, "README example")
    if len(builder.invalid) > before:
        del builder.invalid[before:]
        return False, None
    return True, value


def _valid_for(schema: Any, value: Any, ctx: BuildContext) -> bool:
    """Whether a spec example is valid for its schema (a ``null`` example of a string, a
    ``"string"`` where a ``pattern`` asks for digits is not: the server would refuse it)."""
    from .values import ValueBuilder

    if not isinstance(schema, dict) or not schema:
        return True
    if ctx.values is None:
        ctx.values = ValueBuilder(ctx.doc)
    return bool(ctx.values.valid(schema, value))


def _fits(value: Any, t: TypeRef, nullable: bool, ctx: BuildContext, depth: int = 0) -> bool:
    """Whether a spec example value has the declared type (examples in specs can be wrong;
    a README example must type-check)."""
    if value is None:
        return nullable or t == NONE or (isinstance(t, UnionOf) and NONE in t.variants) or t == ANY
    if depth > 20 or t == ANY:
        return True
    if isinstance(t, Primitive):
        return {
            "str": isinstance(value, str),
            "int": isinstance(value, int) and not isinstance(value, bool),
            "float": isinstance(value, (int, float)) and not isinstance(value, bool),
            "bool": isinstance(value, bool),
            "date": isinstance(value, str),
            "datetime": isinstance(value, str),
            "uuid": isinstance(value, str),
            "base64": isinstance(value, str),
        }.get(t.name, True)
    if isinstance(t, LiteralOf):
        return value in t.values and type(value) in {type(v) for v in t.values}
    if isinstance(t, ArrayOf):
        return isinstance(value, list) and all(_fits(v, t.items, False, ctx, depth + 1) for v in value)
    if isinstance(t, TupleOf):
        return isinstance(value, list) and len(value) == len(t.items) and all(_fits(v, x, False, ctx, depth + 1) for v, x in zip(value, t.items, strict=True))
    if isinstance(t, MapOf):
        return isinstance(value, dict) and all(_fits(v, t.values, False, ctx, depth + 1) for v in value.values())
    if isinstance(t, UnionOf):
        return any(_fits(value, v, False, ctx, depth + 1) for v in t.variants)
    schema = ctx.schemas.get(t.name) or {}
    if schema.get("type") == "object" and "properties" in schema:
        if not isinstance(value, dict):
            return False
        required = set(schema.get("required") or [])
        if not required <= set(value):
            return False
        for key, item in value.items():
            ps = (schema.get("properties") or {}).get(key)
            if isinstance(ps, dict):
                pt, pn = strip_none(to_type(ps, ctx, "#", request=True))
                if not _fits(item, pt, pn, ctx, depth + 1):
                    return False
        return True
    at, an = strip_none(to_type(schema, ctx, "#", request=True))
    return _fits(value, at, an, ctx, depth + 1)


def _parsed_example(value: Any, prm: Parameter, ctx: BuildContext) -> tuple[Any, bool]:
    """A parameter example that does not fit its type, read as JSON text (``'[1, 2]'``,
    ``'true'``) when that fits; ``(None, False)`` otherwise."""
    import json

    if isinstance(value, str):
        try:
            parsed = json.loads(value)
        except ValueError:
            return None, False
        if _fits(parsed, prm.type, prm.nullable, ctx):
            return parsed, True
    return None, False


def _fallback(t: TypeRef) -> Any:
    """A value of type ``t`` when the schema's own placeholder does not fit it."""
    if isinstance(t, ArrayOf | TupleOf):
        return []
    if isinstance(t, MapOf):
        return {}
    if isinstance(t, LiteralOf) and t.values:
        return t.values[0]
    if isinstance(t, UnionOf) and t.variants:
        return _fallback(t.variants[0])
    if isinstance(t, Primitive):
        return _TYPE_PLACEHOLDERS.get(t.name, "string")
    return "..."


def example_call(
    op: dict[str, Any],
    resource: tuple[str, ...],
    name: str,
    params: list[Parameter],
    body: RequestBody | None,
    implementation: Signature,
    ctx: BuildContext,
) -> tuple[str, str]:
    """A call of the method with the spec's example values (required arguments and those
    the body example sets), and the imports it needs."""
    values: dict[str, str] = {}
    imports: list[str] = []
    raw_params = {(p.get("name"), p.get("in")): p for p in op.get("parameters") or [] if isinstance(p, dict)}
    for prm in params:
        raw = raw_params.get((prm.name, prm.location)) or {}
        schema = parameter_schema(raw)[1]
        found, value = _first_example(raw)
        if found and not _fits(value, prm.type, prm.nullable, ctx):
            # a spec example is often written as the text of the value (`'["a", "b"]'` for an
            # array): its JSON reading when that fits, else no example
            value, found = _parsed_example(value, prm, ctx)
        if found and not _valid_for(schema, value, ctx):
            found = False  # an example the server would refuse is no example
        if not found and not prm.required:
            continue
        if not found:
            built, value = _schema_value(schema, ctx)
            if not (built and _fits(value, prm.type, prm.nullable, ctx)):
                value = _placeholder(schema, ctx)
            if not _fits(value, prm.type, prm.nullable, ctx):
                value = _fallback(prm.type)
        values[prm.py_name] = _typed_py(value, prm.type, imports, ctx)
    if body is not None:
        rb = op.get("requestBody") or {}
        media = ((rb.get("content") or {}).get(body.content_type) or {}) if isinstance(rb, dict) else {}
        found, example = _first_example(media)
        target: Any = {}
        if isinstance(body.schema, ModelRef):
            target = ctx.schemas.get(body.schema.name) or {}
        if not found:
            found, example = _first_example(target)
        if body.flattened:
            props = {p.name: p for p in body.properties}
            ex = example if found and isinstance(example, dict) else {}
            # an upload whose fields are all optional still shows its first file
            shown_file = next((q.name for q in body.properties if q.name in body.file_fields), None) if not any(q.required for q in body.properties if q.name in body.file_fields) else None
            for p in body.properties:
                if p.read_only or p.fixed_repr is not None:  # not arguments
                    continue
                if p.name == "stream" and p.type == Primitive("bool") and not p.required:
                    continue  # the README shows streaming separately
                if p.name in body.file_fields:
                    if p.required or p.name == shown_file:
                        values[p.py_name] = 'Path("path/to/file")' if not isinstance(p.type, ArrayOf) else '[Path("path/to/file")]'
                        if "from pathlib import Path" not in imports:
                            imports.append("from pathlib import Path")
                    continue
                if p.name in ex and _fits(ex[p.name], p.type, p.nullable, ctx):
                    values[p.py_name] = _typed_py(ex[p.name], p.type, imports, ctx)
                elif p.required:
                    prop_schema = (target.get("properties") or {}).get(p.name)
                    built, value = _schema_value(prop_schema, ctx)
                    if not (built and _fits(value, p.type, p.nullable, ctx)):
                        value = _placeholder(prop_schema, ctx)
                    values[p.py_name] = _typed_py(value, p.type, imports, ctx)
            _ = props
        elif body.required and body.encoding == "binary":  # file content, whatever the example
            values[body.body_py_name] = 'Path("path/to/file")'
            if "from pathlib import Path" not in imports:
                imports.append("from pathlib import Path")
        elif body.required and body.encoding == "text":
            value = example if found else _placeholder(target or media.get("schema"), ctx)
            values[body.body_py_name] = _json_to_py(value if isinstance(value, str) else "text")
        elif body.required:
            if found:
                value = example
            else:
                built, value = _schema_value(media.get("schema"), ctx)
                if not built:
                    value = _placeholder(target or media.get("schema"), ctx)
            values[body.body_py_name] = _json_to_py(value)
    positional = [a.py_name for a in implementation.args if a.positional and a.py_name in values]
    keyword = [a.py_name for a in implementation.args if not a.positional and a.py_name in values]
    args = ", ".join([values[k] for k in positional] + [f"{k}={values[k]}" for k in keyword])
    call = f"client.{'.'.join(resource)}.{name}({args})"
    return call, "\n".join(imports)

