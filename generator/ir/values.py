"""Deterministic values valid for a JSON Schema (:class:`ValueBuilder`): what the arguments of
each operation's sample call (:mod:`generator.ir.samples`) are built from, for the tests shipped
in the generated package (``tests/`` beside ``src/``, run against a mock server started from the
spec) and this repository's wide-corpus contract tests (``tests/test_wide_corpus.py``, which
import it through ``tests/_schema_values.py``).

:class:`ValueBuilder` works on a *normalised* document (``generator.normalise``: every ``$ref``
is ``#/components/schemas/...``, nullable is ``anyOf [T, null]``, ``allOf`` of objects is merged).
For a schema it returns, in this order, the first candidate that validates against the schema
(JSON Schema 2020-12, with format checks):

1. the spec's own data: ``const``, ``example``, each of ``examples``, ``default``, the first
   :data:`ENUM_CANDIDATES` ``enum`` values (an example that contradicts its schema is an error
   of the spec and is not used);
2. a value built from the schema: objects with their required properties, arrays with
   ``max(minItems, 1)`` items, strings honouring ``format``, ``minLength`` (up to
   :data:`MAX_STRING`)/``maxLength`` and
   ``pattern`` (the smallest match hypothesis finds, derandomised), numbers inside their bounds
   and ``multipleOf``; unions try each non-null branch in turn.

When no candidate validates (a contradictory schema, or one this builder cannot satisfy) the
built value is returned anyway and :attr:`ValueBuilder.invalid` records the pointer, so the
test reports it instead of trusting it.  Nothing is random: the same document always gives the
same values.

The work is bounded: unions whose branches lead back to the union (six schemas that are each
``anyOf`` of all six) make both building and validating exponential in the depth.  Each
:meth:`ValueBuilder.value` and each :meth:`ValueBuilder.valid` call may check at most
:data:`WORK_LIMIT` schema keywords and build :data:`NODE_LIMIT` values; past either, building gives the
smallest values, validation answers "not known valid" (``False``) and the value is recorded as
invalid, which the same bound keeps deterministic.
"""

from __future__ import annotations

import copy
import itertools
import json
import math
import re
from typing import Any

import jsonschema
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from .patterns import (
    MAX_BACKTRACKED,
    MAX_PATTERN_MATCH,
    pattern_keyword,
    regex_value,
    shortest_match,
)

__all__ = ["CHAR_LIMIT", "MAX_BACKTRACKED", "MAX_PATTERN_MATCH", "ValueBuilder", "regex_value", "small_enough"]

MAX_DEPTH = 8  # deeper than this, a recursive schema gets its smallest value
WORK_LIMIT = 20_000  # schema keywords checked plus values built, per value() or valid() call (the
# wide corpus needs at most 1,600: adyen-checkout-v71, googlemaps-platform)
ENUM_CANDIDATES = 16  # enum values tried as candidates (each check is O(len(enum)) itself)
MAX_STRING = 4_096  # a string that must be longer is no example (a minLength of 20,000,000 was built)
CHAR_LIMIT = 20_000  # characters of the strings built per value() call (each below MAX_STRING)
NODE_LIMIT = 2_000  # values built per value() call: a bigger one is no example (the wide corpus: < 560)

_FORMATS: dict[str, str] = {
    "date": "2024-01-02",
    "date-time": "2024-01-02T03:04:05Z",
    "time": "03:04:05Z",
    "uuid": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
    "email": "user@example.com",
    "idn-email": "user@example.com",
    "uri": "https://example.com/a",
    "url": "https://example.com/a",
    "iri": "https://example.com/a",
    "uri-reference": "https://example.com/a",
    "hostname": "example.com",
    "idn-hostname": "example.com",
    "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1",
    "byte": "AAEC",
    "duration": "P1D",
    "regex": "a+",
    "json-pointer": "/a",
    "int32": "1",
    "int64": "1",
}


_BASE64 = re.compile(r"^[A-Za-z0-9+/]*={0,2}$")
_FORMAT_CHECKER = jsonschema.FormatChecker()  # JSON Schema's formats, and OpenAPI's ``byte``


@_FORMAT_CHECKER.checks("byte")
def _is_byte(value: object) -> bool:
    """OpenAPI's ``format: byte``: base64 text (RFC 4648 section 4), as mock servers check it."""
    return not isinstance(value, str) or (len(value) % 4 == 0 and bool(_BASE64.match(value)))


class _OverBudget(Exception):
    """The :data:`WORK_LIMIT` of one :meth:`ValueBuilder.value` or ``valid`` call is spent."""


class ValueBuilder:
    """Values for the schemas of one normalised document (see the module docstring).

    Attributes:
        invalid: pointers (or descriptions) of schemas no candidate value satisfied.
        oversized: those of :attr:`invalid` whose valid values are bigger than the builder
            builds (over :data:`NODE_LIMIT` values, :data:`CHAR_LIMIT` characters, a string
            over :data:`MAX_STRING`, or more than :data:`WORK_LIMIT` keywords to check): a
            value may exist, only no sample is built for it.
    """

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.schemas: dict[str, Any] = (document.get("components") or {}).get("schemas") or {}
        self.registry: Registry[Any] = Registry().with_resource(
            "urn:doc", DRAFT202012.create_resource(document)
        )
        self.invalid: list[str] = []
        self.oversized: list[str] = []
        self._too_long = False  # the current value() call met a string over MAX_STRING
        self._left = WORK_LIMIT  # what the current call may still spend
        self._building = False  # inside value(): its calls share one budget
        self._spent = False  # the budget of the current value() call ran out
        self._nodes = 0  # values built by the current value() call
        self._chars = 0  # characters of the strings it built
        self._built: dict[int, tuple[Any, Any, bool, bool]] = {}  # id -> (schema, value, valid, over a bound)
        self._checker = jsonschema.validators.extend(
            jsonschema.Draft202012Validator,
            {
                k: self._counted(pattern_keyword if k == "pattern" else f)
                for k, f in jsonschema.Draft202012Validator.VALIDATORS.items()
            },
        )

    # ------------------------------------------------------------------ work bound

    def _spend(self) -> None:
        """Count one unit of work; raises :class:`_OverBudget` past :data:`WORK_LIMIT`."""
        self._left -= 1
        if self._left < 0:
            raise _OverBudget

    def _counted(self, check: Any) -> Any:
        """``check`` (a jsonschema keyword function) counting a unit each time it is applied."""

        def counted(validator: Any, value: Any, instance: Any, schema: Any) -> Any:
            self._spend()
            return check(validator, value, instance, schema)

        return counted

    # ------------------------------------------------------------------ validation

    def _validator(self, schema: Any) -> jsonschema.protocols.Validator:
        return self._checker(
            self._rooted(schema),
            registry=self.registry,
            format_checker=_FORMAT_CHECKER,
        )

    def _rooted(self, node: Any) -> Any:
        """``node`` with its ``#/...`` refs pointing into ``urn:doc``."""
        if isinstance(node, dict):
            return {
                k: (
                    "urn:doc" + v
                    if k == "$ref" and isinstance(v, str) and v.startswith("#")
                    else self._rooted(v)
                )
                for k, v in node.items()
            }
        if isinstance(node, list):
            return [self._rooted(v) for v in node]
        return node

    def valid(self, schema: Any, value: Any) -> bool:
        """Whether ``value`` is known valid for ``schema`` (a schema of this document).

        ``False`` also when the check would take more than :data:`WORK_LIMIT` keywords (inside
        :meth:`value`, more than what the value's budget has left)."""
        if not self._building:
            self._left = WORK_LIMIT
        elif self._spent:
            return False
        try:
            return bool(self._validator(schema).is_valid(value))
        except _OverBudget:
            self._spent = self._building
            return False
        except (
            jsonschema.exceptions.SchemaError,
            jsonschema.exceptions._WrappedReferencingError,
            RecursionError,
            re.error,
        ):
            return True  # a schema the validator cannot read: nothing to check it with

    # ------------------------------------------------------------------ building

    def value(self, schema: Any, where: str = "") -> Any:
        """A value valid for ``schema`` (see the module docstring); ``where`` names it in
        :attr:`invalid` when none is (and in :attr:`oversized` too when the value is only too
        big to build).  A schema asked for again (the README example and the sample call of
        one operation) gets a copy of the value built the first time."""
        known = self._built.get(id(schema))
        if known is not None and known[0] is schema:
            built, ok, over = copy.deepcopy(known[1]), known[2], known[3]
        else:
            built = self._build(schema)
            over = self._spent or self._too_long
            ok = self.valid(schema, built)  # a budget of its own
            self._built[id(schema)] = (schema, copy.deepcopy(built), ok, over)
        if not ok:
            self.invalid.append(where or repr(schema)[:200])
            if over:
                self.oversized.append(self.invalid[-1])
        return built

    def _build(self, schema: Any) -> Any:
        """:meth:`_value` of ``schema`` within one :data:`WORK_LIMIT`."""
        self._building, self._spent, self._left, self._nodes, self._chars = True, False, WORK_LIMIT, 0, 0
        self._too_long = False
        try:
            return self._value(schema, 0)
        except _OverBudget:
            self._spent = True
            return self._smallest(schema)
        finally:
            self._building = False

    def _resolve(self, schema: Any) -> Any:
        seen = 0
        while isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and seen < 50:
            ref = schema["$ref"]
            if not ref.startswith("#/components/schemas/"):
                return {}
            target = self.schemas.get(
                ref.rsplit("/", 1)[1].replace("~1", "/").replace("~0", "~"), {}
            )
            extra = {k: v for k, v in schema.items() if k != "$ref"}
            schema = {**target, **extra} if extra else target
            seen += 1
        return schema

    def _data(self, schema: dict[str, Any]) -> list[Any]:
        """The spec's own values for ``schema`` (``const``, ``example``, ``examples``,
        ``default``, the first enum values), those within :data:`CHAR_LIMIT` characters of
        JSON only: a 250 KB example, copied into each operation's README call and tests,
        wrote 72 MB for a 258 KB spec."""
        return [v for v in self._spec_data(schema) if small_enough(v)]

    def _spec_data(self, schema: dict[str, Any]) -> list[Any]:
        out: list[Any] = []
        if "const" in schema:
            out.append(schema["const"])
        if "example" in schema:
            out.append(schema["example"])
        if isinstance(schema.get("examples"), list):
            out.extend(schema["examples"])
        if "default" in schema:
            out.append(schema["default"])
        if isinstance(schema.get("enum"), list):
            # the first few: checking one against the schema costs O(len(enum)) itself, so
            # every value of a 10,000-value enum no value of which fits took 40 s
            out.extend(itertools.islice((v for v in schema["enum"] if v is not None), ENUM_CANDIDATES))
        return out

    def _value(self, schema: Any, depth: int) -> Any:
        schema = self._resolve(schema)
        if not isinstance(schema, dict):
            return "string" if schema is not False else None
        if self._spent:
            return self._smallest(schema)
        self._left -= 1  # past the limit, valid() ends the build
        self._nodes += 1
        if self._nodes > NODE_LIMIT:  # objects whose required properties are themselves: 3**8
            raise _OverBudget
        for candidate in self._data(schema):
            if self.valid(schema, candidate):
                return candidate
        if depth > 4 * MAX_DEPTH:
            # unions and allOfs that lead back to themselves with no object in between (a
            # union listing itself) would recurse without end: the smallest value instead
            return self._smallest(schema)
        branches = [
            b
            for b in (schema.get("anyOf") or schema.get("oneOf") or [])
            if not _is_null(self._resolve(b))
        ]
        if branches:
            # a value valid for the union and for its own branch alone: the normalised document
            # reads a oneOf without discriminator as anyOf, but the server checks the spec's
            # oneOf, which refuses a value that several branches accept ({} when no branch
            # requires anything)
            first: Any = None
            shared: list[Any] = []  # valid for the union, but also for another branch
            own = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf", "discriminator")}
            around = bool(own.get("properties") or own.get("required"))
            for i, branch in enumerate(branches):
                bare = isinstance(branch, dict) and not any(
                    k in branch for k in ("$ref", "type", "properties", "anyOf", "oneOf")
                )
                resolved_branch = self._resolve(branch)
                if isinstance(resolved_branch, dict) and (bare or around):
                    # a bare constraint ({required: [a]}), or a variant of an object that
                    # declares properties itself, applies to the schema around it: the
                    # variant's properties and required names join the object's
                    branch = {
                        **own,
                        **resolved_branch,
                        "properties": {
                            **(own.get("properties") or {}),
                            **(resolved_branch.get("properties") or {}),
                        },
                        "required": [
                            *own.get("required", []),
                            *resolved_branch.get("required", []),
                        ],
                    }
                built = self._value(branch, depth + 1)
                if i == 0:
                    first = built
                others = [b for j, b in enumerate(branches) if j != i]
                if self.valid(schema, built):
                    if not any(self.valid(b, built) for b in others):
                        return built
                    shared.append(built)
                resolved = self._resolve(branch)
                if isinstance(built, dict) and isinstance(resolved, dict):
                    # one optional property more tells this branch apart
                    for name, prop in (resolved.get("properties") or {}).items():
                        if name not in built:
                            trial = {**built, name: self._value(prop, depth + 2)}
                            if self.valid(schema, trial) and not any(
                                self.valid(b, trial) for b in others
                            ):
                                return trial
            return shared[0] if shared else first
        if schema.get("allOf"):
            combined: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
            for part in schema["allOf"]:
                part = self._resolve(part)
                if isinstance(part, dict):
                    for k, v in part.items():
                        if k == "properties":
                            combined["properties"] = {**combined.get("properties", {}), **v}
                        elif k == "required":
                            combined["required"] = sorted({*combined.get("required", []), *v})
                        else:
                            combined.setdefault(k, v)
            return self._value(combined, depth)
        return self._typed(schema, _type_of(schema), depth)

    def _typed(self, schema: dict[str, Any], kind: str, depth: int) -> Any:
        if kind == "object":
            return self._object(schema, depth)
        if kind == "array":
            if depth >= MAX_DEPTH:
                return []
            count = max(int(schema.get("minItems") or 0), 1)
            prefix = schema.get("prefixItems") or []
            items = [self._value(p, depth + 1) for p in prefix]
            item_schema = schema.get("items", {})
            while len(items) < count and item_schema is not False:
                items.append(self._value(item_schema, depth + 1))
            if schema.get("uniqueItems") and len(items) > 1 and _has_repeats(items):
                items = self._distinct(item_schema, items, count)
            return items
        if kind == "integer":
            return int(self._number(schema, integer=True))
        if kind == "number":
            return self._number(schema, integer=False)
        if kind == "boolean":
            return True
        if kind == "null":
            return None
        return self._string(schema)

    def _distinct(self, item_schema: Any, items: list[Any], count: int) -> list[Any]:
        """``count`` different values of ``item_schema`` for an array with ``uniqueItems``
        (the items built, then the schema's own values, then integers from its minimum or
        strings numbered after the first item), else the first item alone."""
        s = self._resolve(item_schema)
        pool: list[Any] = list(items)
        if isinstance(s, dict):
            pool += self._data(s)
            kind = _type_of(s)
            if kind in ("integer", "number"):
                low = s.get("minimum")
                ex_low = s.get("exclusiveMinimum")
                start = math.ceil(low) if isinstance(low, (int, float)) and not isinstance(low, bool) else 0
                if isinstance(ex_low, (int, float)) and not isinstance(ex_low, bool):
                    start = max(start, math.floor(ex_low) + 1)
                pool += range(start, start + 3 * count)
            elif kind == "string":
                first = items[0] if isinstance(items[0], str) else "s"
                pool += [f"{first}{i}" for i in range(count)] + [f"{i}{first}" for i in range(count)]
        found: list[Any] = []
        seen: set[str] = set()
        for value in pool:
            if len(found) == count:
                break
            key = _key(value)
            if key not in seen and self.valid(item_schema, value):
                found.append(value)
                seen.add(key)
        return found if len(found) == count else items[:1]

    def _object(self, schema: dict[str, Any], depth: int) -> dict[str, Any]:
        props: dict[str, Any] = schema.get("properties") or {}
        required = [r for r in schema.get("required") or [] if isinstance(r, str)]
        out: dict[str, Any] = {}
        for name in required:
            prop = props.get(name)
            if prop is None:
                extra = schema.get("additionalProperties")
                prop = extra if isinstance(extra, dict) else {"type": "string"}
            out[name] = self._value(prop, depth + 1) if depth < MAX_DEPTH else self._smallest(prop)
        need = int(schema.get("minProperties") or 0)
        for name, prop in props.items():
            if len(out) >= need:
                break
            out.setdefault(name, self._value(prop, depth + 1))
        return out

    def _smallest(self, schema: Any) -> Any:
        schema = self._resolve(schema)
        if not isinstance(schema, dict):
            return None
        data = self._data(schema)
        if data:
            return data[0]
        kind = _type_of(schema)
        return {
            "object": {},
            "array": [],
            "integer": 0,
            "number": 0,
            "boolean": False,
            "null": None,
        }.get(kind, "")

    def _number(self, schema: dict[str, Any], *, integer: bool) -> float | int:
        low, high = schema.get("minimum"), schema.get("maximum")
        ex_low, ex_high = schema.get("exclusiveMinimum"), schema.get("exclusiveMaximum")
        if isinstance(ex_low, bool):  # OpenAPI 3.0 spelling: a flag on minimum
            ex_low, low = (low, None) if ex_low else (None, low)
        if isinstance(ex_high, bool):
            ex_high, high = (high, None) if ex_high else (None, high)
        step = schema.get("multipleOf")
        bounds = [b for b in (low, ex_low, high, ex_high) if isinstance(b, (int, float))]
        lo = max((b for b in (low, ex_low) if isinstance(b, (int, float))), default=None)
        hi = min((b for b in (high, ex_high) if isinstance(b, (int, float))), default=None)
        candidates: list[float] = [1]
        if lo is not None:
            candidates += [lo, lo + 1]
        if hi is not None:
            candidates += [hi, hi - 1]
        if lo is not None and hi is not None:
            candidates.insert(0, (lo + hi) / 2)
        candidates += [0, -1, *bounds]

        def fits(v: float) -> bool:
            return (
                (not isinstance(low, (int, float)) or v >= low)
                and (not isinstance(ex_low, (int, float)) or v > ex_low)
                and (not isinstance(high, (int, float)) or v <= high)
                and (not isinstance(ex_high, (int, float)) or v < ex_high)
                and (
                    not isinstance(step, (int, float))
                    or step <= 0
                    or abs(v / step - round(v / step)) < 1e-9
                )
            )

        for v in candidates:
            options = [math.ceil(v), math.floor(v)] if integer else [v]
            if isinstance(step, (int, float)) and step > 0:
                options = [math.ceil(v / step) * step, math.floor(v / step) * step]
            for option in options:
                if fits(option) and (not integer or float(option).is_integer()):
                    return int(option) if integer else float(option)
        return 1 if integer else 1.0

    def _string(self, schema: dict[str, Any]) -> str:
        fmt = schema.get("format")
        pattern = schema.get("pattern")
        low = int(schema.get("minLength") or 0)
        high = schema.get("maxLength")
        candidates: list[str] = []
        if isinstance(pattern, str):
            found = regex_value(pattern)
            if found is not None:
                candidates.append(found)
            elif shortest_match(pattern) > MAX_PATTERN_MATCH:
                self._too_long = True
        if isinstance(fmt, str) and fmt in _FORMATS:
            candidates.append(_FORMATS[fmt])
        candidates.append("string")
        if low > MAX_STRING:
            self._too_long = True
            return candidates[0]  # not valid, so recorded as such: nothing ships a 20 MB string
        for candidate in candidates:
            for text in _fitted(candidate, low, high):
                if self.valid(schema, text):
                    self._chars += len(text)
                    if self._building and self._chars > CHAR_LIMIT:
                        raise _OverBudget  # 40 items of 40 strings of 4,000 characters: a 96 MB README
                    return text
        return candidates[0]


def _fitted(text: str, low: int, high: Any) -> list[str]:
    """``text`` brought within ``minLength`` ``low`` and ``maxLength`` ``high``, in the ways
    to try: padded after it, before it (a pattern anchored at its end, ``b$``, matched by
    ``text``), and repeated (``^(ab)+$``)."""
    out = [text]
    if len(text) < low:
        pad = "a" * (low - len(text))
        out = [text + pad, pad + text]
        if text:
            out.append(text * -(-low // len(text)))
    if isinstance(high, int) and high >= 0:
        out = [t[:high] for t in out]
    return list(dict.fromkeys(out))


def _key(value: Any) -> str:
    """A text equal for equal JSON instances (objects whatever their members' order; an
    integral float spelt as the integer, as JSON Schema counts ``1.0`` and ``1`` equal)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return json.dumps(value, sort_keys=True, default=str)


def _has_repeats(items: list[Any]) -> bool:
    """Whether two of ``items`` are equal (:func:`_key`)."""
    return len({_key(v) for v in items}) < len(items)


def small_enough(value: Any) -> bool:
    """Whether ``value`` (JSON data of the spec) is at most :data:`CHAR_LIMIT` characters of
    JSON: a bigger one is no sample value (it is copied into every call that uses it)."""
    try:
        return len(json.dumps(value, default=str)) <= CHAR_LIMIT
    except (TypeError, ValueError, RecursionError):
        return False


def _is_null(schema: Any) -> bool:
    return isinstance(schema, dict) and (
        schema.get("type") == "null" or schema.get("const", 0) is None and "const" in schema
    )


def _type_of(schema: dict[str, Any]) -> str:
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if isinstance(kind, str):
        return kind
    if "properties" in schema or "additionalProperties" in schema or "required" in schema:
        return "object"
    if "items" in schema or "prefixItems" in schema:
        return "array"
    if any(
        k in schema
        for k in ("minimum", "maximum", "multipleOf", "exclusiveMinimum", "exclusiveMaximum")
    ):
        return "number"
    return "string"
