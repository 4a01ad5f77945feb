"""Relations between two surface types (JSON data, see :mod:`generator.ir.surface`): renaming
models inside a type, whether one type accepts every value of another, and enum-only changes.

"Accepts" follows JSON Schema instance validation (JSON Schema validation, section 6): an
``integer`` is also a ``number``, an ``enum`` value is an instance of its JSON type, ``anyOf``
accepts what one branch accepts, arrays and maps accept what their ``items`` /
``additionalProperties`` accept, tuples what each position accepts, and a model accepts only itself (its own fields are compared
separately).

A caller observes a type through the annotation the generated code prints for it, and that
differs by side (:func:`side_view`): a request argument typed ``date`` accepts ``str | date``,
a tuple also any sequence of its members; a response string enum is open
(``Literal[...] | str``: it accepts every string), ``base64`` text is a ``str`` and a file is
``bytes``.  :func:`relation` compares two types as one side sees them, so a change of the
printed annotation that accepts the same values (an open enum that loses its values, in a
response) is no change.
"""

from __future__ import annotations

from typing import Any, Literal

from ..walk import json_type

Relation = Literal["equal", "narrowed", "widened", "changed"]


def rename_type(t: Any, renames: dict[str, str]) -> Any:
    """``t`` with every ``{"model": old}`` replaced by ``{"model": renames[old]}``."""
    if not renames or not isinstance(t, dict):
        return t
    if "model" in t:
        return {"model": renames.get(t["model"], t["model"])}
    if "array" in t:
        return {"array": rename_type(t["array"], renames)}
    if "map" in t:
        return {"map": rename_type(t["map"], renames)}
    if "tuple" in t:
        return {"tuple": [rename_type(v, renames) for v in t["tuple"]]}
    if "anyOf" in t:
        return {**t, "anyOf": [rename_type(v, renames) for v in t["anyOf"]]}
    return t


_PRIMITIVE = {"boolean": "bool", "integer": "int", "number": "float", "string": "str"}


def _json_type(value: Any) -> str:
    """The surface primitive of an enum value (``True`` -> ``bool``, ``1`` -> ``int``)."""
    return _PRIMITIVE.get(json_type(value) or "", "str")


def accepts(a: Any, b: Any) -> bool:
    """Whether every value of type ``b`` is a value of type ``a`` (``b`` is a subtype of ``a``).

    Args:
        a, b: surface types.

    Returns:
        True when ``a`` accepts everything ``b`` does.

    Each pair of sub-types is decided once (:class:`_Accepts`): an expanded type shares its
    sub-types (``sdkgen diff`` expands each alias once per depth), and walked as a tree, 20
    unions of 10 of each other took 49 million calls (hostile review 5).
    """
    return _Accepts().run(a, b)


class _Accepts:
    """One :func:`accepts` question: sub-types numbered by their structure (equal structures,
    equal numbers, as ``==`` compares them), and each pair of numbers decided once."""

    def __init__(self) -> None:
        self.numbers: dict[int, tuple[Any, int]] = {}  # id -> (the object, kept alive; its number)
        self.structures: dict[Any, int] = {}
        self.decided: dict[tuple[int, int], bool] = {}

    def number(self, x: Any) -> int:
        hit = self.numbers.get(id(x))
        if hit is not None:
            return hit[1]
        if isinstance(x, dict):
            structure: Any = ("d", *sorted((str(k), self.number(v)) for k, v in x.items()))
        elif isinstance(x, list):
            structure = ("l", *(self.number(v) for v in x))
        else:
            structure = ("v", x)
        n = self.structures.setdefault(structure, len(self.structures))
        self.numbers[id(x)] = (x, n)
        return n

    def run(self, a: Any, b: Any) -> bool:
        if a == "any":
            return True
        pair = (self.number(a), self.number(b))
        if pair[0] == pair[1]:
            return True
        found = self.decided.get(pair)
        if found is None:
            found = self.decided[pair] = self._decide(a, b)
        return found

    def _decide(self, a: Any, b: Any) -> bool:
        if b == "any":
            return False
        if isinstance(b, dict) and "anyOf" in b:
            return all(self.run(a, v) for v in b["anyOf"])
        if isinstance(b, dict) and "enum" in b and len(b["enum"]) != 1:
            return all(self.run(a, {"enum": [v], "open": False}) for v in b["enum"])
        if isinstance(a, dict) and "anyOf" in a:
            return any(self.run(v, b) for v in a["anyOf"])
        if isinstance(a, str):
            if isinstance(b, str):
                return a == "float" and b == "int"
            if isinstance(b, dict) and "enum" in b:
                kind = _json_type(b["enum"][0])
                return kind == a or (a == "float" and kind == "int")
            return False
        if isinstance(a, dict) and isinstance(b, dict):
            if "enum" in a and "enum" in b:
                return _value_key(b["enum"][0]) in {_value_key(v) for v in a["enum"]}
            for key in ("array", "map"):
                if key in a and key in b:
                    return self.run(a[key], b[key])
            if "tuple" in a and "tuple" in b:
                return len(a["tuple"]) == len(b["tuple"]) and all(self.run(x, y) for x, y in zip(a["tuple"], b["tuple"], strict=True))
        return False


_REQUEST_PRIMITIVES: dict[str, Any] = {
    # what a request annotation accepts besides the type itself (generator.ir.annotations.param_ann)
    "date": {"anyOf": ["str", "date"]},
    "datetime": {"anyOf": ["str", "datetime"]},
    "uuid": {"anyOf": ["str", "uuid"]},
    "base64": "str",
}
_RESPONSE_PRIMITIVES: dict[str, Any] = {
    # what a response annotation is (generator.ir.annotations.response_ann)
    "base64": "str",
    "file": "bytes",
}


def side_view(t: Any, side: str) -> Any:
    """``t`` as the values the generated annotation of ``side`` (``request`` or ``response``)
    accepts, spelled as a surface type (see the module docstring).

    Args:
        t: a surface type.
        side: ``request`` or ``response``.

    Returns:
        A surface type for :func:`accepts`; ``t`` itself when the annotation is the type.
    """
    return _side_view(t, side, {})


def _side_view(t: Any, side: str, seen: dict[int, tuple[Any, Any]]) -> Any:
    """:func:`side_view`, each shared sub-type viewed once (``seen``: id -> (the type, kept
    alive; its view)), so the view shares as the type does."""
    hit = seen.get(id(t))
    if hit is not None:
        return hit[1]
    view = _view(t, side, seen)
    seen[id(t)] = (t, view)
    return view


def _view(t: Any, side: str, seen: dict[int, tuple[Any, Any]]) -> Any:
    primitives = _REQUEST_PRIMITIVES if side == "request" else _RESPONSE_PRIMITIVES
    if isinstance(t, str):
        return primitives.get(t, t)
    if not isinstance(t, dict):
        return t
    if "enum" in t:
        if side == "response" and t.get("open"):
            return "str"  # Literal[...] | str accepts every string
        return {"enum": list(t["enum"]), "open": False}
    if "array" in t:
        return {"array": _side_view(t["array"], side, seen)}
    if "map" in t:
        return {"map": _side_view(t["map"], side, seen)}
    if "tuple" in t:
        items = [_side_view(v, side, seen) for v in t["tuple"]]
        if side == "request":  # tuple[...] | Sequence[member | ...]
            return {"anyOf": [{"tuple": items}, {"array": items[0] if len(items) == 1 else {"anyOf": items}}]}
        return {"tuple": items}
    if "anyOf" in t:
        return {"anyOf": [_side_view(v, side, seen) for v in t["anyOf"]]}
    return t


def relation(old: Any, new: Any, side: str | None = None) -> Relation:
    """How ``new`` relates to ``old``: ``equal``, ``narrowed`` (accepts a strict subset),
    ``widened`` (a strict superset) or ``changed`` (neither).

    Args:
        old / new: surface types.
        side: compare them as ``request`` or ``response`` annotations see them
            (:func:`side_view`); ``None``: as the spec's types.
    """
    if side is not None:
        old, new = side_view(old, side), side_view(new, side)
    wider = accepts(new, old)
    narrower = accepts(old, new)
    if wider and narrower:
        return "equal"
    if narrower:
        return "narrowed"
    if wider:
        return "widened"
    return "changed"


def _value_key(v: Any) -> tuple[str, Any]:
    """An enum value told apart by JSON type (``1``, ``1.0``, ``true`` and ``"1"`` differ)."""
    return (_json_type(v), v)


def _literal_split(t: Any) -> tuple[list[Any] | None, bool, Any]:
    """``(enum values, open, the rest of the type)`` - the values of an enum or of the enum
    branches of an ``anyOf`` (``None`` when there are none)."""
    if isinstance(t, dict) and "enum" in t:
        return list(t["enum"]), bool(t.get("open")), None
    if isinstance(t, dict) and "anyOf" in t:
        values: list[Any] = []
        open_ = False
        rest = []
        for v in t["anyOf"]:
            if isinstance(v, dict) and "enum" in v:
                values.extend(v["enum"])
                open_ = open_ or bool(v.get("open"))
            else:
                rest.append(v)
        if values:
            return values, open_, rest
    return None, False, t


def enum_delta(old: Any, new: Any) -> tuple[list[Any], list[Any], bool] | None:
    """When ``old`` and ``new`` differ only in enum values (also inside arrays, maps and
    ``anyOf`` branches): ``(values removed, values added, whether the new enum is open)``;
    otherwise ``None`` (also when no value of the new enum is of a JSON type the old one had:
    ``[1, 2]`` -> ``["1", "2"]`` is one type change, not two values removed and two added)."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key in ("array", "map"):
            if key in old and key in new:
                return enum_delta(old[key], new[key])
    old_values, _old_open, old_rest = _literal_split(old)
    new_values, new_open, new_rest = _literal_split(new)
    if old_values is None or new_values is None or old_rest != new_rest:
        return None
    if not {_json_type(v) for v in old_values} & {_json_type(v) for v in new_values}:
        return None  # the values changed kind (integers -> strings): a type change
    old_keys = {_value_key(v) for v in old_values}
    new_keys = {_value_key(v) for v in new_values}
    removed = [v for v in old_values if _value_key(v) not in new_keys]
    added = [v for v in new_values if _value_key(v) not in old_keys]
    if not removed and not added:
        return None
    return removed, added, new_open
