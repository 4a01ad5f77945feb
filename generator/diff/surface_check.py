"""Checking an ``sdk-surface.json`` read from disk (a generated package side of ``sdkgen
diff``) before it is compared: every key :func:`generator.diff.compare.compare` reads is present
with the right type, so a hand-edited or corrupt file is a clear error naming the file and the
entry, not a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..errors import SpecError
from ..ir.surface import SURFACE_VERSION


def check_surface(data: Any, where: str) -> dict[str, Any]:
    """Validate the layout of a surface read from a file.

    Args:
        data: parsed JSON.
        where: the file, for messages.

    Returns:
        ``data``.

    Raises:
        SpecError: not a surface, or one of a newer layout version (names the file).
    """
    if not isinstance(data, dict) or not isinstance(data.get("sdk_surface"), int):
        raise SpecError("not an SDK surface (no 'sdk_surface' version)", file=where)
    if data["sdk_surface"] > SURFACE_VERSION:
        raise SpecError(f"SDK surface version {data['sdk_surface']} is newer than this sdkgen reads ({SURFACE_VERSION}); upgrade sdkgen", file=where)
    for key in ("operations", "models"):
        if not isinstance(data.get(key), list):
            raise SpecError(f"SDK surface without a '{key}' list", file=where)
    for key in ("package", "version", "base_url"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise SpecError(f"SDK surface: '{key}' is not a string", file=where)
    for i, op in enumerate(data["operations"]):
        _check_entry(op, _OPERATION_KEYS, f"operations[{i}]", where, {"stream_flag": _opt_str, "security": _security_alternatives})
        for j, arg in enumerate(op["arguments"]):
            _check_entry(arg, _ARGUMENT_KEYS, f"operations[{i}].arguments[{j}]", where, {"position": _is_int})
        for j, err in enumerate(op["errors"]):
            _check_entry(err, _ERROR_KEYS, f"operations[{i}].errors[{j}]", where)
    if "client" in data:
        _check_entry(data["client"], _CLIENT_KEYS, "client", where)
        for j, cred in enumerate(data["client"]["credentials"]):
            _check_entry(cred, _CREDENTIAL_KEYS, f"client.credentials[{j}]", where)
    for i, m in enumerate(data["models"]):
        _check_entry(m, _MODEL_KEYS, f"models[{i}]", where)
        for j, prop in enumerate(m["properties"]):
            _check_entry(prop, _PROPERTY_KEYS, f"models[{i}].properties[{j}]", where, {"param": lambda v: v in (None, "required", "optional")})
    return data


# what each entry of a surface must hold: key -> check of its value ("type": a surface type)
_Check = Callable[[Any], bool]


def _is_str(v: Any) -> bool:
    return isinstance(v, str)


def _opt_str(v: Any) -> bool:
    return v is None or isinstance(v, str)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _is_type(t: Any) -> bool:
    """Whether ``t`` is a surface type (:func:`generator.ir.surface.type_json`)."""
    if t is None or isinstance(t, str):
        return True
    if not isinstance(t, dict):
        return False
    if "model" in t:
        return isinstance(t["model"], str)
    if "array" in t:
        return _is_type(t["array"])
    if "map" in t:
        return _is_type(t["map"])
    if "tuple" in t:
        return isinstance(t["tuple"], list) and bool(t["tuple"]) and all(_is_type(v) for v in t["tuple"])
    if "enum" in t:
        return isinstance(t["enum"], list) and bool(t["enum"]) and all(v is None or isinstance(v, (str, int, float, bool)) for v in t["enum"])
    if "anyOf" in t:
        return isinstance(t["anyOf"], list) and all(_is_type(v) for v in t["anyOf"])
    return False


def _types(v: Any) -> bool:
    return isinstance(v, list) and all(_is_type(t) for t in v)


def _dicts(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, dict) for x in v)


_MEMBER_KEYS: dict[str, _Check] = {
    "name": _is_str,
    "wire": _is_str,
    "type": _is_type,
    "required": _is_bool,
    "nullable": _is_bool,
    "default": _opt_str,
    "deprecated": _is_bool,
}
_ARGUMENT_KEYS: dict[str, _Check] = {**_MEMBER_KEYS, "in": _is_str}
_PROPERTY_KEYS = _MEMBER_KEYS
_ERROR_KEYS: dict[str, _Check] = {"status": _is_str, "types": _types}
_OPERATION_KEYS: dict[str, _Check] = {
    "operation_id": _is_str,
    "method": _is_str,
    "path": _is_str,
    "call": _is_str,
    "spec": _is_str,
    "deprecated": _is_bool,
    "status": _is_str,
    "returns": _types,
    "stream": _is_type,
    "body_model": _opt_str,
    "arguments": _dicts,
    "errors": _dicts,
}
_CLIENT_KEYS: dict[str, _Check] = {"class_name": _is_str, "async_class_name": _is_str, "credentials": _dicts}
_CREDENTIAL_KEYS: dict[str, _Check] = {
    "argument": _is_str,
    "scheme": _opt_str,
    "kind": _is_str,
    "param_name": _is_str,
    "env": _is_str,
    "required": _is_bool,
    "spec": _is_str,
}


def _security_alternatives(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(alt, list) and all(isinstance(x, str) for x in alt) for alt in v)


_MODEL_KEYS: dict[str, _Check] = {
    "name": _is_str,
    "param_name": _opt_str,
    "spec": _is_str,
    "kind": _is_str,
    "request": _is_bool,
    "response": _is_bool,
    "alias_of": _is_type,
    "properties": _dicts,
}


def _check_entry(entry: Any, keys: dict[str, _Check], place: str, where: str, optional: dict[str, _Check] | None = None) -> None:
    """Refuse an entry of a surface that lacks a key or holds a value of the wrong kind.

    Args:
        entry: the entry (an operation, argument, error, model or property).
        keys: the keys it must have, each with the check of its value.
        place: the entry's place in the surface, for messages.
        where: the file, for messages.
        optional: keys added to the layout later (absent from older surfaces), checked when
            present.

    Raises:
        SpecError: names the file and the entry (``operations[3].arguments[0]: 'type' ...``).
    """
    if not isinstance(entry, dict):
        raise SpecError(f"SDK surface: {place} is not an object", file=where)
    for key, ok in keys.items():
        if key not in entry:
            raise SpecError(f"SDK surface: {place} has no '{key}' (edited by hand, or a bad merge? regenerate the package)", file=where)
        if not ok(entry[key]):
            raise SpecError(f"SDK surface: {place} has an invalid '{key}': {json.dumps(entry[key], ensure_ascii=False)[:80]}", file=where)
    for key, ok in (optional or {}).items():
        if key in entry and not ok(entry[key]):
            raise SpecError(f"SDK surface: {place} has an invalid '{key}': {json.dumps(entry[key], ensure_ascii=False)[:80]}", file=where)
