"""Render, the modules of the layout (:mod:`generator.ir.layout`): what each of them receives.

* a module of ``types/`` (template ``types_module.py.j2``) holds any of: models it re-exports
  from ``types/_models.py`` (where they stay defined, with every other model, so that forward
  references resolve as before), each under the name the module exports it as, resolving the
  annotations of their fields, and of the models those name, to classes (``types/_resolve.py``,
  template ``types_resolve.py.j2``: ``model_fields[...].annotation`` is then the class, as
  Stainless's models have it; ``tests/utils.py`` of their suites walks them with
  ``issubclass``); an operation's request ``TypedDict``; an operation's union-answer alias.
* the ``__init__.py`` of every package of ``types/`` below the root and, in the nested
  resource layout, of ``resources/`` (``lazy_init.py.j2``): names imported on first use, as
  ``types/__init__.py`` does, so importing a package stays cheap.

Paths here are dotted module paths from the package root (``types.chat.completion_create_params``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..ir.annotations import annotation_names, union_members
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
    """Import lines for ``names`` in module ``source``: models from their own module under the
    name it exports (from ``types/_models.py`` when they have none, or when it is ``source``
    itself), request types from ``types/_params.py``, ``FileTypes`` from the runtime,
    standard-library names from their modules; with ``type_checking`` they are printed for an
    ``if TYPE_CHECKING:`` block (indented)."""
    model_of = {m.name: m for m in api.models}
    param_module = {m.param_name: "types._params" for m in api.models if m.param_name and m.param_name != m.name}
    by_module: dict[str, set[str]] = {}
    for name in names:
        m = model_of.get(name)
        if name in param_module:
            by_module.setdefault(relative(source, param_module[name]), set()).add(name)
        elif m is not None:
            own = "types." + m.module if m.module and not m.exported_as else ""
            by_module.setdefault(relative(source, own if own and own != source else "types._models"), set()).add(name)
        elif name == "FileTypes":
            by_module.setdefault(relative(source, "_types"), set()).add(name)
        elif name in _STDLIB:
            by_module.setdefault(_STDLIB[name], set()).add(name)
    indent = "    " if type_checking else ""
    lines: list[str] = []
    for module in sorted(by_module):
        lines.extend(from_import(indent, module, sorted(by_module[module], key=member_key)))
    return lines


def _type_module(api: Api, path: str, models: list[Model], params_of: Operation | None, response_of: Operation | None, copies: list[tuple[str, str]]) -> LaidOut:
    """The view of one module of ``types/`` the layout adds (``path`` dotted under ``types``):
    the models it re-exports (each under the name it exports it as) and completes, the other
    names of models exported by other modules (``copies``: ``(name here, class name)``,
    imported under that name: :attr:`Model.copies`), the request ``TypedDict`` of an operation
    and the alias of an operation's answer, any of them."""
    module = "types." + path
    runtime: list[str] = []
    checking_names: set[str] = set()
    own = {m.name for m in models}
    imported = [*own, *(cls if cls == alias else f"{cls} as {alias}" for alias, cls in copies if not (cls == alias and cls in own))]
    if imported:
        runtime += from_import("", relative(module, "types._models"), sorted(imported, key=member_key))
        runtime.append(f"from {relative(module, 'types._resolve')} import complete as _complete")
    here = {m.name for m in models} | {m.exported_as for m in models if m.exported_as} | {alias for alias, _ in copies}
    params = params_of.params_type if params_of is not None else None
    if params is not None:
        for k in params.keys:
            checking_names |= annotation_names(k.annotation)
        for _name, ann in params.nested:
            checking_names |= annotation_names(ann)
        checking_names -= {n for n, _ in params.nested} | here
        checking_names |= {"Literal"} if params.stream else set()
        runtime.append("from typing_extensions import " + ", ".join(["Required", "TypedDict"] if params.stream or any(k.required for k in params.keys) else ["TypedDict"]))
    response = response_of.response_type if response_of is not None else None
    if params is not None and params.nested or response is not None:
        runtime.append("from typing import TypeAlias")
    if response is not None:
        used: set[str] = set()
        for member in response.members:
            used |= annotation_names(member)
        runtime += _import_lines(module, sorted(used - here), api, type_checking=False)
    # the request types are read by type checkers only (the class body's annotations are lazy,
    # the aliases are quoted, as those of types/_params.py)
    checking = _import_lines(module, sorted(checking_names), api, type_checking=True)
    names = [m.exported_as or m.name for m in models] + [alias for alias, _ in copies]
    names += [params.name, *(n for n, _ in params.nested)] if params is not None else []
    names += [params.name + suffix for suffix in ("Base", "NonStreaming", "Streaming")] if params is not None and params.stream else []
    stream_key = next((k for k in params.keys if k.name == params.stream), None) if params is not None and params.stream else None
    names += [response.name] if response is not None else []
    completed = [m.name for m in models] + [alias for alias, cls in copies if cls not in own]
    view = {"models": models, "copies": copies, "completed": completed, "op_params": params_of, "params": params, "stream_key": stream_key, "stream_none": stream_key is not None and "None" in union_members(stream_key.annotation), "op_response": response_of, "response": response, "imports": runtime, "type_checking": checking, "names": sorted(names)}
    return LaidOut(path, "types_module.py.j2", view)


def types_modules(api: Api) -> list[LaidOut]:
    """Every module of ``types/`` the layout adds (the models' modules, the per-operation
    types, the packages' ``__init__.py``, ``_resolve.py``), in module order; ``[]`` for the
    default layout.  A package exports the names of the modules in it that no other module of
    it exports (Stainless's per-module names, ``Choice``, stay in their modules)."""
    models: dict[str, list[Model]] = {}
    for m in api.models:
        if m.module:
            models.setdefault(m.module, []).append(m)
    copies: dict[str, list[tuple[str, str]]] = {}
    for m in api.models:
        for path, alias in m.copies:
            copies.setdefault(path, []).append((alias, m.name))
    params = {op.params_type.module: op for op in api.operations if op.params_type is not None}
    responses = {op.response_type.module: op for op in api.operations if op.response_type is not None}
    paths = sorted(set(models) | set(params) | set(responses) | set(copies))
    if not paths:
        return []
    out = [_type_module(api, path, models.get(path, []), params.get(path), responses.get(path), sorted(copies.get(path, []))) for path in paths]
    if models or copies:
        out.append(LaidOut("_resolve", "types_resolve.py.j2"))
    exports: dict[str, list[tuple[str, str]]] = {}
    for path in paths:
        parts = path.split(".")
        for i in range(1, len(parts)):
            exports.setdefault(".".join(parts[:i]), [])
    for laid in out:
        parts = laid.module.split(".")
        if len(parts) > 1 and laid.template == "types_module.py.j2":
            view = laid.view  # its models and per-operation types (their values' request types stay its own)
            names = [m.exported_as or m.name for m in view["models"]] + [t.name for t in (view["params"], view["response"]) if t is not None]
            exports[".".join(parts[:-1])] += [(name, "." + parts[-1]) for name in names]
    for package, names in sorted(exports.items()):
        counts: dict[str, int] = {}
        for name, _module in names:
            counts[name] = counts.get(name, 0) + 1
        unique_names = sorted((e for e in names if counts[e[0]] == 1), key=lambda e: e[0])
        doc = f"The types of the ``{package}`` resources."
        out.append(LaidOut(package + ".__init__", "lazy_init.py.j2", {"doc": doc, "exports": unique_names}))
    return sorted(out, key=lambda laid: laid.module)


def types_root_exports(api: Api, param_models: list[Model]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """What ``types/__init__.py`` exports: ``(name, module it is imported from at run time)``
    and ``(name, module type checkers read it from)``, modules relative to ``types``: every
    model (at run time from its own module when it has one, so that importing it resolves its
    fields; for type checkers from ``_models.py``, which defines it), the request
    ``TypedDict``\\ s, and the per-operation types of the resources whose types namespace is
    ``types`` itself."""
    runtime = [(m.name, "." + m.module if m.module else "._models") for m in api.models]
    checking = [(m.name, "._models") for m in api.models]
    for pair in [(m.param_name, "._params") for m in param_models if m.param_name]:
        runtime.append(pair)
        checking.append(pair)
    for op in api.operations:
        for t in (op.params_type, op.response_type):
            if t is not None and "." not in t.module:
                runtime.append((t.name, "." + t.module))
                checking.append((t.name, "." + t.module))
    return runtime, checking


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
    exported = {m.name: m.exported_as for m in api.models if m.exported_as}
    out: dict[str, list[str]] = {}
    for r in api.all_resources:
        names: list[tuple[str, str]] = []
        for op in r.operations:
            found = [(exported.get(n, n), module_of[n]) for n in answer_models(op) if n in module_of]
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
