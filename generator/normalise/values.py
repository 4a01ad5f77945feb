"""Passes for fixed and default values: ``const``/one-value ``enum``, repeated enum values,
and ``default`` values that contradict their schema."""

from __future__ import annotations

import datetime as _dt
import functools
import json
import math
import re
from typing import Any

from ..errors import join_pointer
from ..walk import json_type
from .schema import (
    NormaliseContext,
    Schema,
    map_doc_schemas,
    unique_values,
)


def _non_finite(value: Any) -> bool:
    return isinstance(value, float) and not math.isfinite(value)


def _finite_values(s: Schema, ptr: str, ctx: NormaliseContext) -> Schema:
    """``s`` without the YAML floats JSON has no spelling for (``.nan``, ``.inf``, ``-.inf``;
    RFC 8259 section 6) in its ``const`` and ``enum``, with a warning each: a ``NaN`` equals
    nothing, so it is dropped (and a ``const``/``enum`` left with no value goes); infinities
    stay (Python's JSON parser reads ``Infinity``) and are printed ``float("inf")``."""
    if _non_finite(s.get("const")):
        ctx.diagnostics.warn(ctx.locate(join_pointer(ptr, "const")), "value-not-json", f"const {s['const']!r} is not a JSON number", "const dropped")
        s = {k: v for k, v in s.items() if k != "const"}
    values = s.get("enum")
    if isinstance(values, list) and any(_non_finite(v) for v in values):
        where = ctx.locate(join_pointer(ptr, "enum"))
        bad = ", ".join(repr(v) for v in values if _non_finite(v))
        kept = [v for v in values if not (isinstance(v, float) and math.isnan(v))]
        ctx.diagnostics.warn(
            where,
            "value-not-json",
            f"enum lists {bad}, which JSON cannot spell",
            "NaN dropped (it equals no value), infinities kept" if kept else "enum dropped",
        )
        s = {**s, "enum": kept} if kept else {k: v for k, v in s.items() if k != "enum"}
    return s


def const_enum(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """``const`` beside a one-value ``enum``, a lone ``const``, and a one-value ``enum`` all
    become ``{type: T, const: v}`` (T inferred from the value: string, integer, number,
    boolean).  Multi-value enums get an inferred ``type`` when they lack one, and a value
    listed twice is kept once (JSON Schema 2020-12 section 6.1.2: elements "SHOULD be
    unique").  YAML's ``.nan``/``.inf``/``-.inf``, which JSON cannot spell, are reported: a
    ``NaN`` value is dropped (it equals nothing), infinities kept.

    Expects: no ``null`` in enums (``enum_null_member``).
    Produces: single values as ``{type: T, const: v}``; every ``enum`` has a ``type`` and no repeated value.
    """

    def fn(s: Schema, ptr: str) -> Schema:
        s = _finite_values(s, ptr, ctx)
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


# Formats asserted when a default is checked: the ones the generated models give a Python type
# of their own (``date``, ``datetime``, ``UUID``, ``bytes``; see ``generator.ir.types``), as
# those models parse them (RFC 3339 full-date / date-time with an offset, RFC 4122 hyphenated
# UUIDs; binary content has no JSON default).
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_DATE_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def _is_date(value: object) -> bool:
    if not isinstance(value, str):
        return True  # format only constrains strings (JSON Schema validation section 7.1)
    try:
        return _DATE.fullmatch(value) is not None and bool(_dt.date.fromisoformat(value))
    except ValueError:
        return False


def _is_date_time(value: object) -> bool:
    if not isinstance(value, str):
        return True
    try:
        return _DATE_TIME.fullmatch(value) is not None and bool(_dt.datetime.fromisoformat(value.replace("z", "Z")))
    except ValueError:
        return False


def _is_uuid(value: object) -> bool:
    return not isinstance(value, str) or _UUID.fullmatch(value) is not None


def _is_binary(value: object) -> bool:
    return not isinstance(value, str)  # raw bytes have no JSON spelling


TYPED_FORMAT_CHECKS = {"date": _is_date, "date-time": _is_date_time, "uuid": _is_uuid, "binary": _is_binary}


def _validation_root(doc: dict[str, Any]) -> dict[str, Any]:
    """``doc`` as a JSON Schema 2020-12 root that ``$ref``s resolve against: OpenAPI 3.0's
    boolean ``exclusiveMinimum``/``exclusiveMaximum`` (beside ``minimum``/``maximum``) are
    rewritten in the 2020-12 numeric form, which is what the validator reads."""

    def fn(s: Schema, ptr: str) -> Schema:
        out = s
        for flag, bound in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
            if isinstance(out.get(flag), bool):
                out = {k: v for k, v in out.items() if k != flag}
                if s[flag] and bound in s:
                    out[flag] = out.pop(bound)
        return out

    return map_doc_schemas(doc, fn)


class DefaultChecker:
    """Whether a value could be a schema's ``default``: valid against the *whole* schema
    (``type``, ``enum``/``const``, unions, constraints, ``$ref``s into the document) by JSON
    Schema 2020-12, with the formats of :data:`TYPED_FORMAT_CHECKS` asserted.

    Args:
        doc: the document the schemas' ``$ref``s point into.
    """

    def __init__(self, doc: dict[str, Any]) -> None:
        from jsonschema import Draft202012Validator, FormatChecker

        checker = FormatChecker(formats=())
        for name, check in TYPED_FORMAT_CHECKS.items():
            checker.checks(name)(check)
        self._root = Draft202012Validator(_validation_root(doc), format_checker=checker)
        self._fix = _validation_root

    def problem(self, schema: Schema, value: Any) -> str | None:
        """Why ``value`` does not fit ``schema`` (the validator's best message, shortened),
        ``""`` when it fits, ``None`` when the schema cannot be checked (a keyword spelled
        in a way JSON Schema 2020-12 does not read, an invalid ``pattern``...)."""
        from jsonschema.exceptions import best_match

        fixed = self._fix({"components": {"schemas": {"s": schema}}})["components"]["schemas"]["s"]
        try:
            error = best_match(self._root.evolve(schema=fixed).iter_errors(value))
        except Exception:  # noqa: BLE001 - the validator raises whatever a malformed schema triggers
            return None
        if error is None:
            return ""
        message = " ".join(error.message.split())
        return message if len(message) <= 100 else message[:97] + "..."


def _spelled_values(value: str) -> list[Any]:
    """Values of other JSON types that a string default may be spelling: ``"true"`` ->
    ``True``, ``"4"`` -> ``4``, ``"1.5"`` -> ``1.5``, in that order."""
    text = value.strip()
    out: list[Any] = []
    if text.lower() in ("true", "false"):
        out.append(text.lower() == "true")
    if re.fullmatch(r"[+-]?\d+", text):
        out.append(int(text))
    if re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", text) and math.isfinite(float(text)):
        out.append(float(text))
    return out


def _only_integer(s: Schema) -> bool:
    t = s.get("type")
    return t == "integer" or (isinstance(t, list) and "integer" in t and "number" not in t)


def default_values(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A ``default`` is kept only when it could be right: a scalar (string, number, boolean,
    null) valid against the *whole* schema (:class:`DefaultChecker`: type, type lists,
    ``enum``/``const``, unions, ``$ref``s, constraints, and the ``date``/``date-time``/``uuid``
    formats).  A string that spells a valid value of another type (``"true"`` on a boolean,
    ``"1024"`` on a nullable integer with ``minimum: 0``, ``"null"`` on any schema that admits
    null, even a string) becomes that value, with a warning;
    an integral number on an integer-only schema becomes an integer (``1.0`` -> ``1``).  Any
    other default that does not fit is dropped with a warning naming its pointer.

    OpenAPI's ``default`` is the value the *server* assumes (3.1 section 4.8.24 / JSON Schema
    validation 9.2), so dropping one never changes a request; but a ``"1.5"`` default on a
    number field, a default outside its enum, or an ``[...]`` default shared as a class
    attribute, would make the generated models wrong (and fail the type checker).  A schema
    the validator cannot read falls back to comparing the default with ``type`` alone.

    Expects: nullability as ``anyOf`` with null, enums typed (``const_enum``), refs to components only.
    Produces: every ``default`` is a finite scalar valid against its whole schema (or gone, with a warning naming its pointer).
    """
    checker = DefaultChecker(doc)

    def fn(s: Schema, ptr: str) -> Schema:
        if "default" not in s:
            return s
        value = s["default"]
        rest = {k: v for k, v in s.items() if k != "default"}
        where = ctx.locate(join_pointer(ptr, "default"))
        if isinstance(value, (list, dict)):
            ctx.diagnostics.info(where, "default-not-scalar", "an array or object default", "left to the server")
            return rest
        if _non_finite(value):
            # YAML's .nan/.inf: no JSON value, so no server sends it and no request can
            ctx.diagnostics.warn(where, "default-not-json", f"default {value!r} is not a JSON number", "default dropped")
            return rest
        if value == "null" and checker.problem(rest, None) == "":
            # the text "null" on a schema that admits null (utoipa's `default = "null"`): every
            # answer would otherwise read "null" where the server means no value
            ctx.diagnostics.warn(where, "default-converted", "default 'null' is a string spelling null on a schema that admits null", "default is null")
            return {**s, "default": None}
        problem = checker.problem(rest, value)
        if problem is None:
            problem = "" if _fits_type(rest, value) else f"{value!r} is not of type {rest.get('type')}"
        if not problem:
            if isinstance(value, float) and value.is_integer() and _only_integer(rest):
                return {**s, "default": int(value)}
            return s
        if value is None:
            # "default: null" on a non-nullable schema means "absent": the field is optional anyway
            ctx.diagnostics.info(where, "default-null", "a null default on a non-nullable schema", "dropped")
            return rest
        if isinstance(value, str):
            for candidate in _spelled_values(value):
                if checker.problem(rest, candidate) == "":
                    ctx.diagnostics.warn(
                        where, "default-converted", f"default {value!r} is a string spelling {json.dumps(candidate)}", f"default is {json.dumps(candidate)}"
                    )
                    return {**s, "default": candidate}
        ctx.diagnostics.warn(where, "default-invalid", f"default {value!r} does not fit its schema: {problem}", "default dropped")
        return rest

    return map_doc_schemas(doc, fn)


def _fits_type(s: Schema, value: Any) -> bool:
    """The fallback check: ``value`` is of the schema's declared ``type`` (any, when none)."""
    declared = s.get("type")
    types = [declared] if isinstance(declared, str) else declared if isinstance(declared, list) else []
    kind = json_type(value)
    return not types or kind in types or (kind == "integer" and "number" in types)


def pattern_problem(pattern: Any, engine: str) -> str | None:
    """Why pydantic cannot compile ``pattern`` with a regex engine (``rust-regex``, its
    default, or ``python-re``, which understands lookarounds and backreferences), ``None`` when
    it can.  The check is pydantic-core's own: a string validator with that pattern is built
    (once per pattern and engine)."""
    if not isinstance(pattern, str):
        return f"not a string but {json_type(pattern) or type(pattern).__name__}"
    return _compile_problem(pattern, engine)


@functools.lru_cache(maxsize=4096)
def _compile_problem(pattern: str, engine: str) -> str | None:
    from pydantic_core import SchemaError, SchemaValidator, core_schema

    try:
        SchemaValidator(core_schema.str_schema(pattern=pattern, regex_engine=engine))  # type: ignore[arg-type]
    except SchemaError as exc:
        return " ".join(str(exc).split("error:")[-1].split()) or "invalid"
    return None


def pattern_matches(pattern: str, text: str) -> bool | None:
    """Whether ``pattern`` (ECMA 262 as JSON Schema 2020-12 section 6.3.3 says, searched, not
    anchored) matches ``text``, by pydantic-core's ``rust-regex`` engine: linear in the text,
    so a pattern of the spec cannot make the generator hang.  ``None`` when that engine cannot
    compile it (a lookaround, a backreference)."""
    from pydantic_core import SchemaError, SchemaValidator, ValidationError, core_schema

    try:
        validator = SchemaValidator(core_schema.str_schema(pattern=pattern, regex_engine="rust-regex"))
    except SchemaError:
        return None
    try:
        validator.validate_python(text)
    except ValidationError:
        return False
    return True


def pattern_compiles(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """A ``pattern`` that neither of pydantic's engines (the Rust ``regex`` crate, its
    default, and Python's ``re``) compiles is dropped, with a warning naming its pointer: the
    generated models compile every pattern when a model is first used (ECMA 262 syntax differs
    from both), so one such pattern would make the package fail.  A pattern only Python's ``re``
    compiles (a lookaround, a backreference) is kept in the document - the examples, the
    idempotency-key check and the mock-server tests still read it - but the models do not check
    it (:mod:`generator.ir.constraints` leaves it out), with a warning: ``re`` backtracks, so
    its time can grow exponentially with the length of a value (``^(?!-)([a-z0-9]+-?)*[a-z0-9]$``
    takes seconds on 26 characters), and a client must not hang on what a server answers; Rust's
    engine is linear in the text.  The server still checks what it checks; the client just does
    not check this value before sending or after receiving it.

    Expects: any schemas.
    Produces: every ``pattern`` is a string one of pydantic's engines compiles.
    """

    def each(s: Schema, ptr: str) -> Schema:
        if "pattern" not in s:
            return s
        rust = pattern_problem(s["pattern"], "rust-regex")
        if rust is None:
            return s
        if pattern_problem(s["pattern"], "python-re") is None:
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "pattern")),
                "pattern-backtracking",
                f"pattern {s['pattern']!r} needs Python's backtracking re ({rust}), whose time can grow exponentially with a value's length",
                "not checked by the client (the server still checks it)",
            )
            return s
        ctx.diagnostics.warn(
                ctx.locate(join_pointer(ptr, "pattern")),
                "pattern-invalid",
                f"pattern {s['pattern']!r} cannot be compiled by pydantic: {rust}",
                "pattern dropped: values are not checked against it",
            )
        return {k: v for k, v in s.items() if k != "pattern"}

    return map_doc_schemas(doc, each)
