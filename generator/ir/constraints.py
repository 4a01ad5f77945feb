"""The value constraints of a schema that apply to its Python type (JSON Schema 2020-12
validation keywords, section 6: ``minLength``/``maxLength``/``pattern`` on strings, bounds and
``multipleOf`` on numbers, ``minItems``/``maxItems`` on arrays), read for model fields
(:mod:`generator.ir.fields`), array items (:mod:`generator.ir.types`) and parameters."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import SpecError, join_pointer
from ..normalise import is_null_schema
from ..normalise.values import pattern_problem
from .model import ArrayOf, Constraints, Primitive, TypeRef


def constraints_of(s: Any, t: TypeRef, ptr: str = "", locate: Callable[[str], str] = lambda p: p) -> Constraints | None:
    """The value constraints of schema ``s`` (a nullable union's one other branch) that apply
    to its type ``t`` (without the null branch): lengths and ``pattern`` to plain strings,
    bounds and ``multipleOf`` to numbers, item counts to arrays; ``None`` when there are none.
    Those of the branches of a union of several types are not checked (the server is).

    Raises:
        SpecError: a constraint's value is not what JSON Schema allows (``maxLength: "ten"``;
            the structure check leaves keyword values alone), naming its pointer (``ptr``,
            made ``file#/pointer`` by ``locate``).
    """
    if not isinstance(s, dict):
        return None
    branches = s.get("anyOf")
    if isinstance(branches, list):
        real = [b for b in branches if not is_null_schema(b)]
        if len(real) != 1 or len(real) == len(branches) or not isinstance(real[0], dict):
            return None
        ptr = join_pointer(ptr, "anyOf", branches.index(real[0]))
        s = real[0]
    if "$ref" in s:
        return None

    def get(key: str, kind: str) -> Any:
        v = s.get(key)
        if v is None or (kind == "flag" and isinstance(v, bool)):
            return v
        number = isinstance(v, (int, float)) and not isinstance(v, bool)
        if kind == "count" and not (number and v >= 0 and v == int(v)):
            raise SpecError(f"{key} must be a non-negative integer (found {v!r})", pointer=locate(join_pointer(ptr, key)))
        if kind in ("number", "flag") and not number:
            raise SpecError(f"{key} must be a number (found {v!r})", pointer=locate(join_pointer(ptr, key)))
        if kind == "string" and not isinstance(v, str):
            raise SpecError(f"{key} must be a string (found {v!r})", pointer=locate(join_pointer(ptr, key)))
        return int(v) if kind == "count" else v

    kw: dict[str, Any] = {}
    if t == Primitive("str"):
        kw["min_length"] = get("minLength", "count")
        kw["max_length"] = get("maxLength", "count")
        pattern = get("pattern", "string")
        # a pattern only Python's backtracking re compiles (normalise warned: pattern-backtracking)
        # is left to the server: its time can grow exponentially with a value's length
        kw["pattern"] = pattern if pattern is None or pattern_problem(pattern, "rust-regex") is None else None
    elif t in (Primitive("int"), Primitive("float")):
        minimum, maximum = get("minimum", "number"), get("maximum", "number")
        low, high = get("exclusiveMinimum", "flag"), get("exclusiveMaximum", "flag")
        if low is True:  # OpenAPI 3.0: a flag on minimum
            minimum, low = None, minimum
        if high is True:
            maximum, high = None, maximum
        low = None if low is False else low
        high = None if high is False else high
        kw.update(minimum=minimum, maximum=maximum, exclusive_minimum=low, exclusive_maximum=high)
        multiple = get("multipleOf", "number")
        kw["multiple_of"] = multiple if multiple is not None and multiple > 0 else None
    elif isinstance(t, ArrayOf):
        kw["min_items"] = get("minItems", "count")
        kw["max_items"] = get("maxItems", "count")
    if all(v is None for v in kw.values()):
        return None
    return Constraints(**kw)
