"""The IR read back from its JSON form (:func:`generator.ir.model.dump_json`, ``sdkgen ir``):
every dataclass rebuilt from its fields' annotations, lists as tuples, a ``TypeRef`` by its
``kind``, the ``package:``/``client:`` settings validated again.  With it the render stage can
run on an IR alone, with no document at hand (what ``tests/test_models_ir.py`` checks)."""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from pydantic import BaseModel

from . import model

_KINDS = {cls.kind: cls for cls in typing.get_args(model.TypeRef)}  # type: ignore[attr-defined]


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls, vars(model))
    return _HINTS[cls]


def _value(tp: Any, data: Any) -> Any:
    if data is None:
        return None
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in typing.get_args(tp) if a is not type(None)]
        if isinstance(data, dict) and "kind" in data and data["kind"] in _KINDS and any(m in _KINDS.values() for m in members):
            return from_jsonable(_KINDS[data["kind"]], data)
        for m in members:
            if isinstance(m, type) and dataclasses.is_dataclass(m) and isinstance(data, dict):
                return from_jsonable(m, data)
        return _value(members[0], data) if len(members) == 1 else data
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_value(args[0], x) for x in data)
        return tuple(_value(a, x) for a, x in zip(args, data, strict=True))
    if origin is typing.Literal:
        return data
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return tp.model_validate(data)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return from_jsonable(tp, data)
    return data


def from_jsonable(cls: type[Any], data: dict[str, Any]) -> Any:
    """An IR object of class ``cls`` from its JSON form (:func:`generator.ir.model.to_jsonable`).

    Args:
        cls: an IR dataclass (:class:`~generator.ir.model.Api` for a whole dump).
        data: its fields as JSON data.

    Returns:
        The object, equal to the one that was dumped.

    Raises:
        KeyError / TypeError / pydantic.ValidationError: ``data`` is not an IR of this version.
    """
    hints = _hints(cls)
    return cls(**{f.name: _value(hints[f.name], data[f.name]) for f in dataclasses.fields(cls) if f.name in data})


def load_api(data: dict[str, Any]) -> model.Api:
    """A whole IR (``sdkgen ir`` output, parsed) as an :class:`~generator.ir.model.Api`."""
    api: model.Api = from_jsonable(model.Api, data)
    return api
