"""Object schemas -> :class:`~generator.ir.model.Property` tuples (model fields and flattened
request-body arguments alike), and how spec names become keyword-argument names."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..errors import join_pointer
from ..names import keyword_argument
from .annotations import nullable_ann, param_ann, response_ann
from .context import BuildContext
from .model import Property
from .types import strip_none, to_type


def description_of(s: dict[str, Any]) -> str:
    d = s.get("description")
    if not isinstance(d, str) or not d.strip():
        d = s.get("title") if isinstance(s.get("title"), str) else ""
    return (d or "").strip()


def examples_of(s: dict[str, Any]) -> tuple[str, ...]:
    out: list[str] = []
    if "example" in s:
        out.append(json.dumps(s["example"], sort_keys=True, ensure_ascii=False))
    ex = s.get("examples")
    if isinstance(ex, list):
        out.extend(json.dumps(v, sort_keys=True, ensure_ascii=False) for v in ex)
    return tuple(out)


def default_json(s: dict[str, Any]) -> str | None:
    return json.dumps(s["default"], sort_keys=True) if "default" in s else None


# --------------------------------------------------------------------------- models


def properties_of(s: dict[str, Any], ptr: str, ctx: BuildContext, *, request: bool, taken: Iterable[str] = ()) -> tuple[Property, ...]:
    required = set(s.get("required") or [])
    used = set(taken)
    out: list[Property] = []
    for name, ps in (s.get("properties") or {}).items():
        if not isinstance(ps, dict):
            ps = {}
        p_ptr = join_pointer(ptr, "properties", name)
        t, nullable = strip_none(to_type(ps, ctx, p_ptr, request=request))
        py = keyword_argument(name, used)
        used.add(py)
        pa = nullable_ann(param_ann(t, ctx.param_names), nullable)
        ra = nullable_ann(response_ann(t), nullable)
        out.append(
            Property(
                name=name,
                py_name=py,
                type=t,
                required=name in required,
                nullable=nullable,
                default_json=default_json(ps),
                description=description_of(ps),
                deprecated=bool(ps.get("deprecated")),
                read_only=bool(ps.get("readOnly")),
                write_only=bool(ps.get("writeOnly")),
                param_annotation=pa.text,
                response_annotation=ra.text,
            )
        )
    return tuple(out)
