"""Views of the ``types`` package's own modules: what ``types/__init__.py`` exports and
``types/_params.py`` defines (the request ``TypedDict``\\ s, their imports, the tables of
``with_fixed``).  The modules the layout adds beside them are :mod:`generator.render.layout`'s."""

from __future__ import annotations

from typing import Any

from ..ir.annotations import annotation_names
from ..ir.model import Api, Model
from .layout import types_root_exports
from .views import ABC_NAMES


def params_imports(models: list[Model], shared: set[str] | None = None, fill: bool = False) -> list[str]:
    """The import lines of ``types/_params.py`` for the request types of ``models`` (``shared``:
    names that are the response models' own, imported from ``_models``; ``fill``: the module
    defines ``with_fixed``)."""
    used: set[str] = set()
    for m in models:
        if m.kind == "object":
            for p in m.properties:
                if not p.read_only:  # read-only properties are not part of the TypedDict
                    used |= annotation_names(p.param_annotation)
        else:
            used |= annotation_names(m.param_annotation)
    lines = []
    if fill:
        used |= {"Literal", "cast", "get_args", "get_origin"}
    abc = sorted(set(ABC_NAMES) & used)
    if abc:
        lines.append(f"from collections.abc import {', '.join(abc)}")
    for mod, names in (("datetime", ("date", "datetime")), ("uuid", ("UUID",))):
        hit = sorted(set(names) & used)
        if hit:
            lines.append(f"from {mod} import {', '.join(hit)}")
    typing_names = sorted({"Literal", "cast", "get_args", "get_origin"} & used)
    if typing_names:
        lines.append(f"from typing import {', '.join(typing_names)}")
    te = []
    if any(m.kind == "object" for m in models):
        te += ["TypedDict"]
    if any(p.param_required and not p.read_only for m in models if m.kind == "object" for p in m.properties):
        te += ["Required"]
    if any(m.kind == "alias" for m in models):
        lines.append("from typing import TypeAlias")
    if te or fill:
        lines.append("")
    if fill:
        lines.append("import pydantic")
    if te:
        lines.append(f"from typing_extensions import {', '.join(sorted(te))}")
    if fill or "FileTypes" in used:
        lines.append("")
    if fill:
        lines.append("from .._qs import is_mapping, listed")
    if "FileTypes" in used:
        lines.append("from .._types import FileTypes")
    from_models = sorted(used & (shared or set()))
    if from_models:
        lines.append("")
        lines.append("from typing import TYPE_CHECKING")
        lines.append("")
        lines.append("if TYPE_CHECKING:")
        lines.append(f"    from ._models import {', '.join(from_models)}")
    return lines



def types_view(api: Api) -> dict[str, Any]:
    """What ``types/__init__.py`` and ``types/_params.py`` list: ``param_models`` (models with a
    request-side TypedDict of their own), ``exports`` and ``checking`` (every name ``types``
    exports, with the module it is imported from at run time and for type checkers:
    :func:`generator.render.layout.types_root_exports`),
    ``all_names`` (those names, sorted) and the ``imports`` of ``_params.py``."""
    param_models = [m for m in api.models if m.param_name and m.param_name != m.name]
    shared = {m.name for m in api.models if m.param_name == m.name}
    fill = fill_tables(api, param_models)
    exports, checking = types_root_exports(api, param_models)
    return {
        "param_models": param_models,
        "all_names": sorted(name for name, _ in exports),
        "exports": exports,
        "checking": checking,
        "imports": params_imports(param_models, shared, bool(fill["needed"])),
        "fill": fill,
    }


def fill_tables(api: Api, param_models: list[Model]) -> dict[str, Any]:
    """What ``with_fixed`` in ``types/_params.py`` reads (see :mod:`generator.ir.fixed`):
    ``fixed`` (request type -> its fixed values), ``nested`` (request type -> properties whose
    values are filled in, with their shapes) and ``needed`` (some argument is filled in)."""
    needed = any(a.fill for op in api.operations if op.implementation for a in op.implementation.args)
    objects = [m for m in param_models if m.kind == "object" and m.param_name]
    return {
        "needed": needed,
        "fixed": [(m.param_name, [(p.name, p.fixed_repr) for p in m.properties if p.fixed_repr is not None and not p.read_only]) for m in objects if any(p.fixed_repr is not None for p in m.properties)] if needed else [],
        "nested": [(m.param_name, [(p.name, p.fill) for p in m.properties if p.fill and not p.read_only]) for m in objects if any(p.fill for p in m.properties)] if needed else [],
    }
