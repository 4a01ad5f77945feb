"""Render, the modules of the layout (:mod:`generator.ir.layout`): what each of them receives.

* a model's own module (``types/chat/chat_completion_response.py``, template
  ``types_model.py.j2``): re-exports the model from ``types/_models.py`` (where it stays
  defined, with every other model, so that forward references resolve as before) and resolves
  the annotations of its fields, and of the models they name, to classes
  (``types/_resolve.py``, template ``types_resolve.py.j2``): ``model_fields[...].annotation``
  is then the class, as Stainless's models have it (``tests/utils.py`` of their suites walks
  them with ``issubclass``).
* an operation's request ``TypedDict`` (``types_params.py.j2``) and union-answer alias
  (``types_response.py.j2``);
* the ``__init__.py`` of every package of ``types/`` below the root and, in the nested
  resource layout, of ``resources/`` (``lazy_init.py.j2``): names imported on first use, as
  ``types/__init__.py`` does, so importing a package stays cheap.

Paths here are dotted module paths from the package root (``types.chat.completion_create_params``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..ir.annotations import annotation_names
from ..ir.layout import answer_models
from ..ir.model import Api, Model, Operation, Resource
from ..literals import from_import
from ..tidy import member_key

# names an annotation of the types modules may use that need no import
_BUILTIN_NAMES = frozenset({"str", "int", "float", "bool", "bytes", "None", "list", "dict", "tuple", "set", "object", "type"})
_STDLIB = {"date": "datetime", "datetime": "datetime", "UUID": "uuid", "Any": "typing", "Literal": "typing", "Iterable": "collections.abc", "Mapping": "collections.abc", "Sequence": "collections.abc"}


def relative(source: str, target: str) -> str:
    """The relative import of module ``target`` from module ``source`` (dotted paths from the
    package root: ``types.chat.x`` importing ``types._models`` -> ``.._models``)."""
    here = source.split(".")[:-1]
    there = target.split(".")
    common = 0
    while common < min(len(here), len(there) - 1) and here[common] == there[common]:
        common += 1
    return "." * (len(here) - common + 1) + ".".join(there[common:])


@dataclass
class LaidOut:
    """One module of the layout to render: its dotted path, template and view."""

    module: str
    template: str
    view: dict[str, Any] = field(default_factory=dict)


def _import_lines(source: str, names: Iterable[str], api: Api, type_checking: bool) -> list[str]:
    """Import lines for ``names`` in module ``source``: models from their own module (from
    ``types/_models.py`` when they have none), request types from ``types/_params.py``,
    ``FileTypes`` from the runtime, standard-library names from their modules; with
    ``type_checking`` they are printed for an ``if TYPE_CHECKING:`` block (indented)."""
    model_module = {m.name: ("types." + m.module if m.module else "types._models") for m in api.models}
    param_module = {m.param_name: "types._params" for m in api.models if m.param_name and m.param_name != m.name}
    by_module: dict[str, set[str]] = {}
    for name in names:
        if name in param_module:
            by_module.setdefault(relative(source, param_module[name]), set()).add(name)
        elif name in model_module:
            target = model_module[name]
            by_module.setdefault(relative(source, target), set()).add(name)
        elif name == "FileTypes":
            by_module.setdefault(relative(source, "_types"), set()).add(name)
        elif name in _STDLIB:
            by_module.setdefault(_STDLIB[name], set()).add(name)
    indent = "    " if type_checking else ""
    lines: list[str] = []
    for module in sorted(by_module):
        lines.extend(from_import(indent, module, sorted(by_module[module], key=member_key)))
    return lines


def _model_view(api: Api, m: Model) -> LaidOut:
    module = "types." + m.module
    return LaidOut(m.module, "types_model.py.j2", {"model": m, "models_module": relative(module, "types._models"), "resolve_module": relative(module, "types._resolve")})


def _params_view(api: Api, op: Operation) -> LaidOut:
    params = op.params_type
    assert params is not None
    module = "types." + params.module
    used: set[str] = set()
    for k in params.keys:
        used |= annotation_names(k.annotation)
    for _name, ann in params.nested:
        used |= annotation_names(ann)
    used -= {n for n, _ in params.nested}
    typing_names = ["TypeAlias"] if params.nested else []
    te = ["TypedDict"] + (["Required"] if any(k.required for k in params.keys) else [])
    runtime = [f"from typing import {', '.join(typing_names)}"] if typing_names else []
    runtime.append(f"from typing_extensions import {', '.join(sorted(te))}")
    # every other name is read by type checkers only (the class body's annotations are lazy,
    # the aliases are quoted, as those of types/_params.py)
    checking = _import_lines(module, sorted(used), api, type_checking=True)
    return LaidOut(params.module, "types_params.py.j2", {"op": op, "params": params, "imports": runtime, "type_checking": checking})


def _response_view(api: Api, op: Operation) -> LaidOut:
    response = op.response_type
    assert response is not None
    module = "types." + response.module
    used: set[str] = set()
    for member in response.members:
        used |= annotation_names(member)
    lines = ["from typing import TypeAlias", *_import_lines(module, sorted(used), api, type_checking=False)]
    return LaidOut(response.module, "types_response.py.j2", {"op": op, "response": response, "imports": lines})


def types_modules(api: Api) -> list[LaidOut]:
    """Every module of ``types/`` the layout adds (models' own modules, per-operation types,
    the packages' ``__init__.py``, ``_resolve.py``), in module order; ``[]`` for the default
    layout."""
    out = [_model_view(api, m) for m in api.models if m.module]
    out += [_params_view(api, op) for op in api.operations if op.params_type is not None]
    out += [_response_view(api, op) for op in api.operations if op.response_type is not None]
    if not out:
        return []
    if any(m.module for m in api.models):
        out.append(LaidOut("_resolve", "types_resolve.py.j2"))
    # the packages below types/: each exports the names of the modules directly in it
    exports: dict[str, list[tuple[str, str]]] = {}
    for laid in list(out):
        parts = laid.module.split(".")
        for i in range(1, len(parts)):
            exports.setdefault(".".join(parts[:i]), [])
        if len(parts) > 1 and laid.template != "types_resolve.py.j2":
            exports[".".join(parts[:-1])] += [(name, "." + parts[-1]) for name in _names_of(laid)]
    for package, names in sorted(exports.items()):
        doc = f"The types of the ``{package}`` resources: " + ", ".join(f"``{n}``" for n, _ in sorted(names)) + "." if names else f"The types of the ``{package}`` resources."
        out.append(LaidOut(package + ".__init__", "lazy_init.py.j2", {"doc": doc, "exports": sorted(names, key=lambda e: e[0])}))
    return sorted(out, key=lambda laid: laid.module)


def _names_of(laid: LaidOut) -> list[str]:
    """The public names a module of the layout defines."""
    if laid.template == "types_model.py.j2":
        return [laid.view["model"].name]
    if laid.template == "types_params.py.j2":
        return [laid.view["params"].name]
    return [laid.view["response"].name]


def types_root_exports(api: Api, param_models: list[Model]) -> list[tuple[str, str]]:
    """What ``types/__init__.py`` exports, name -> the module it is imported from (relative to
    ``types``): every model (from its own module when it has one, so that importing it
    resolves its fields), the request ``TypedDict``\\ s, and the per-operation types of the
    resources whose types namespace is ``types`` itself."""
    out = [(m.name, "." + m.module if m.module else "._models") for m in api.models]
    out += [(m.param_name, "._params") for m in param_models if m.param_name]
    for op in api.operations:
        for t in (op.params_type, op.response_type):
            if t is not None and "." not in t.module:
                out.append((t.name, "." + t.module))
    return out


def resource_packages(api: Api) -> list[LaidOut]:
    """The ``__init__.py`` of each package of the nested resource layout (``resources/`` and
    ``resources/chat/``...): each exports the classes of the resources directly in it (a
    sub-package's, its own resource's); ``[]`` for the flat layout."""
    if api.layout.resources != "nested":
        return []
    packages: dict[str, list[tuple[str, str]]] = {"": []}
    for r in api.all_resources:
        parts = r.module.split(".")
        for i in range(1, len(parts)):
            packages.setdefault(".".join(parts[:i]), [])
        # the classes of a resource are exported by its module's package, and by the package
        # above when the resource is a package itself (``resources`` exports ChatResource from
        # ``.chat``, whose ``__init__`` exports it from ``.chat``, the module ``chat/chat.py``)
        packages[".".join(parts[:-1])] += [(name, "." + parts[-1]) for name in resource_classes(r)]
        if r.children:
            packages[".".join(parts[:-2])] += [(name, "." + parts[-2]) for name in resource_classes(r)]
    out = []
    for package, names in sorted(packages.items()):
        where = f"``{package}``" if package else "the client"
        out.append(LaidOut(package, "lazy_init.py.j2", {"doc": f"The resource classes of {where} (imported on first use).", "exports": sorted(set(names))}))
    return out


def resource_types(api: Api) -> dict[str, list[str]]:
    """``api.md``'s "Types" line of each resource (its dotted path -> import statements): the
    models with a module of their own that its operations answer with, and its operations'
    request ``TypedDict``\\ s and answer aliases, imported from the packages of ``types`` that
    export them (``from sambanova.types.chat import ChatCompletionResponse, ...``); none in the
    default layout."""
    module_of = {m.name: m.module for m in api.models if m.module}
    out: dict[str, list[str]] = {}
    for r in api.all_resources:
        names: list[tuple[str, str]] = []
        for op in r.operations:
            found = [(n, module_of[n]) for n in answer_models(op) if n in module_of]
            found += [(t.name, t.module) for t in (op.response_type, op.params_type) if t is not None]
            names += [x for x in found if x not in names]
        by_package: dict[str, list[str]] = {}
        for name, module in names:
            package = ".".join([api.package.name, "types", *module.split(".")[:-1]])
            by_package.setdefault(package, []).append(name)
        lines = [line for package in sorted(by_package) for line in from_import("", package, by_package[package])]
        if lines:
            out[".".join(r.path)] = lines
    return out


def resource_classes(r: Resource) -> list[str]:
    """The six classes a resource module defines (sync, async; plain, raw, streaming)."""
    return [f"{f}{r.class_name}{s}" for f in ("", "Async") for s in ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse")]
