"""The usage corpus: code written against a generated package, which ``sdkgen diff --verify``
type-checks against another generation of it (:mod:`generator.diff.verify`).

Every generation writes it into the output as :data:`USAGE` (``.sdkgen/usage/usage.py``: a
dot-folder, so neither the package's build, ruff nor pyright's default project see it; ``sdkgen
check`` compares it like every generated file).  It is a function of the IR only
(deterministic), built after formatting and not formatted itself, so that each statement is
where this module put it.  It holds, with the annotations the package itself prints:

* an import of every name the package exports (``<package>.__all__`` and ``<package>.types``);
* the client created with each credential argument;
* per operation, a function taking every argument as a parameter annotated with the method's
  own annotation (the old types), calling the method with all of them (path parameters by
  position), then with the required ones only, assigning the result to a variable annotated
  with the return type, and, where the method streams on a flag, a ``stream=True`` call
  reading its events into a variable of the event type;
* per request-side ``TypedDict``, a dict with every key (values of the key's annotation) and
  one with the required keys only;
* per response model, a read of every field into a variable annotated with the field's type;
  per alias, a value of the alias used as the aliased type and the other way round.

So a change that breaks callers is a type error where the corpus uses the changed element:
an argument or key gone, renamed, newly required or narrowed; a field gone, made optional or
widened; a type or method gone.  Calls are sync only (the async client has the same
signatures).  Each statement is preceded by a marker comment, ``# usage: [...]`` (a JSON list),
naming the places it exercises as ``sdkgen diff`` names them (:class:`generator.diff.Change`
``code``; ``spec:`` + its ``spec`` pointer for arguments and properties; a trailing ``*`` for
every place with that prefix); a type error on a line belongs to the nearest marker above it.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable

from .errors import join_pointer
from .ir.annotations import annotation_names
from .ir.model import Api, Model, Operation
from .names import unique

# the corpus, relative to the output folder
USAGE = ".sdkgen/usage/usage.py"
# the marker comment that precedes each statement
MARKER = "# usage: "

_TYPING = ("Annotated", "Any", "Literal", "Optional", "TypeAlias", "Union")
_ABC = ("Iterable", "Iterator", "Mapping", "Sequence")
_STDLIB = {"date": "datetime", "datetime": "datetime", "time": "datetime", "timedelta": "datetime", "UUID": "uuid", "Decimal": "decimal"}
_BUILTIN = {"int", "float", "str", "bool", "bytes", "object", "list", "dict", "tuple", "set", "None", "True", "False", "type"}


def call_of(op: Operation) -> str:
    """``client.chat.completions.create``: the method as the SDK surface names it."""
    return "client." + ".".join((*op.resource, op.name))


class _Writer:
    def __init__(self, api: Api, types_names: set[str], runtime_names: dict[str, str]) -> None:
        self.api = api
        self.pkg = api.package.name
        self.types_names = types_names
        self.runtime_names = runtime_names
        self.names: set[str] = set()
        self.functions: set[str] = set()  # the corpus's function names, each defined once
        self.lines: list[str] = []
        # a request-side name (``FooParam``) -> the model it is a side of: `sdkgen diff` reports
        # a model removed or renamed once, under the model's name
        self.models: dict[str, Model] = {m.name: m for m in api.models}
        self.model_of: dict[str, tuple[str, ...]] = {m.param_name: (m.name,) for m in api.models if m.param_name and m.param_name != m.name}

    def places_of(self, annotation: str) -> list[str]:
        """The exported types an annotation names (a line using it depends on them)."""
        found = annotation_names(annotation) | set(re.findall(r"[\"']([A-Za-z_]\w*)[\"']", annotation))
        used = sorted(found & self.types_names)
        self.names |= found
        return [f"{self.pkg}.types.{x}" for n in used for x in (n, *self.model_of.get(n, ()))]

    def emit(self, indent: int, places: Iterable[str], code: str) -> None:
        pad = " " * indent
        unique = list(dict.fromkeys(p for p in places if p))
        if unique:
            self.lines.append(pad + MARKER + json.dumps(unique))
        self.lines.append(pad + code)


def _spec(pointer: str) -> str:
    """A marker place for a spec pointer: ``spec:#/...``, without the file (a file name is
    spec text, kept out of the corpus; the pointer names the element)."""
    return "spec:" + (pointer[pointer.index("#") :] if "#" in pointer else pointer)


def _arg_spec(op: Operation, models: dict[str, Model], py_name: str, wire: str, location: str) -> str:
    """The spec pointer of an argument, as :mod:`generator.diff.compare` names it (``models``:
    the API's models by name)."""
    for prm in op.parameters:
        if prm.py_name == py_name:
            return prm.pointer or op.pointer
    body = op.request_body
    if location == "body" and body is not None:
        name = getattr(body.schema, "name", None)
        if name in models:
            return join_pointer(models[name].pointer, "properties", wire)
    return join_pointer(op.pointer, "requestBody")


def _operation(w: _Writer, op: Operation, api: Api) -> None:
    impl = op.implementation
    if impl is None:
        return
    call = call_of(op)
    scope = [f"{call}()"]
    # `a_b.c` and `a.b_c` (placed so with `operations:`) would both be call_a_b_c
    fn = unique("call_" + "_".join((*op.resource, op.name)), w.functions)
    w.functions.add(fn)
    stream_arg = ""
    if op.stream is not None and op.stream.param:
        stream_arg = next((a.py_name for a in impl.args if a.location == "body" and a.wire_name == op.stream.param), "")
    args = [a for a in impl.args if a.py_name != stream_arg]
    w.lines.append("")
    w.lines.append("")
    w.emit(0, scope, f"def {fn}(")
    w.lines.append(f"    client: {w.api.client.class_name},")
    place: dict[str, list[str]] = {}
    for a in args:
        place[a.py_name] = [f"{call}({a.py_name}=...)", _spec(_arg_spec(op, w.models, a.py_name, a.wire_name, a.location))]
        w.emit(4, [*place[a.py_name], *scope, *w.places_of(a.annotation)], f"a_{a.py_name}: {a.annotation},")
    w.lines.append(") -> None:")
    if op.stream is not None and not stream_arg or op.pagination is not None:
        returns = impl.returns
    else:
        returns = op.return_annotation
    ret_places = w.places_of(returns)

    def call_lines(head: str, chosen: list[str], extra: str = "") -> None:
        # the call opens on the marked line: a missing argument is reported there
        w.emit(4, [*scope, f"{call}(*", *ret_places], f"{head}{call}(")
        for a in chosen:
            if any(x.positional for x in args if x.py_name == a):
                w.emit(8, [*place[a], *scope], f"a_{a},")
        for a in chosen:
            if not any(x.positional for x in args if x.py_name == a):
                w.emit(8, [*place[a], *scope], f"{a}=a_{a},")
        if extra:
            w.emit(8, [f"{call}(stream=True)", *scope], extra)
        w.lines.append("    )")

    if not args:
        w.emit(4, [*scope, f"{call}(*", *ret_places], f"returned: {returns} = {call}()")
    else:
        positional = [a.py_name for a in args if a.positional]
        call_lines(f"returned: {returns} = ", [*positional, *(a.py_name for a in args if not a.positional)])
        if any(not a.required for a in args):
            call_lines(f"minimal: {returns} = ", [*positional, *(a.py_name for a in args if a.required and not a.positional)])
    if stream_arg and op.stream is not None:
        chunk = op.stream.chunk_annotation
        # a call the new signature refuses returns an unknown type: the loop depends on the call
        stream_places = [f"{call}(stream=True)", *scope, f"{call}(*", *w.places_of(chunk)]
        positional = [a.py_name for a in args if a.positional]
        call_lines("stream = ", [*positional, *(a.py_name for a in args if a.required and not a.positional)], f"{stream_arg}=True,")
        w.emit(4, stream_places, "for event in stream:")
        w.emit(8, stream_places, f"chunk: {chunk} = event")
        w.lines.append("        print(chunk)")


def _typed_dict(w: _Writer, m: Model) -> None:
    assert m.param_name is not None
    td = f"{w.pkg}.types.{m.param_name}"
    scope = [td, f"{w.pkg}.types.{m.name}"]
    keys = [p for p in m.properties if not p.read_only]
    w.lines.append("")
    w.lines.append("")
    w.emit(0, scope, f"def send_{m.param_name}(")
    place: dict[str, list[str]] = {}
    for i, p in enumerate(keys):
        place[p.name] = [f"{td}[{p.name!r}]", _spec(join_pointer(m.pointer, "properties", p.name))]
        w.emit(4, [*place[p.name], *scope, *w.places_of(p.param_annotation)], f"k_{i}: {p.param_annotation},")
    w.lines.append(") -> None:")
    index = {p.name: i for i, p in enumerate(keys)}

    def dict_lines(var: str, chosen: list[str]) -> None:
        # a missing key is reported on the opening line: every key's place
        every = [q for p in keys for q in place[p.name]]
        w.emit(4, [*scope, f"{td}[*", *every], f"{var}: {m.param_name} = {{")
        for name in chosen:
            w.emit(8, [*place[name], *scope], f"{json.dumps(name)}: k_{index[name]},")
        w.lines.append("    }")
        w.emit(4, scope, f"print({var})")

    dict_lines("full", [p.name for p in keys])
    if any(not p.param_required for p in keys):
        dict_lines("minimal", [p.name for p in keys if p.param_required])


def _response_model(w: _Writer, m: Model, readable: set[str]) -> None:
    path = f"{w.pkg}.types.{m.name}"
    w.lines.append("")
    w.lines.append("")
    w.emit(0, [path], f"def read_{m.name}(")
    w.emit(4, [path], f"value: {m.name},")
    w.lines.append(") -> None:")
    inherited: set[str] = set()
    if m.bases and m.bases[0] in readable:  # the base's reader reads the fields it declares
        inherited = set(m.inherited)
        w.emit(4, [path, f"{w.pkg}.types.{m.bases[0]}"], f"read_{m.bases[0]}(value)")
    for i, p in enumerate(m.properties):
        if p.name in inherited:
            continue
        ann = p.model_annotation
        w.emit(4, [f"{path}.{p.py_name}", _spec(join_pointer(m.pointer, "properties", p.name)), path, *w.places_of(ann.text)], f"f_{i}: {ann.text} = value.{p.field_name or p.py_name}")
        w.lines.append(f"    print(f_{i})")
    if not m.properties:
        w.lines.append("    print(value)")


def _alias(w: _Writer, m: Model) -> None:
    path = f"{w.pkg}.types.{m.name}"
    w.lines.append("")
    w.lines.append("")
    if (m.in_response or not m.in_request) and m.model_annotation is not None:
        ann = m.model_annotation.text
        w.emit(0, [path], f"def read_{m.name}(")
        w.emit(4, [path], f"value: {m.name},")
        w.lines.append(") -> None:")
        w.emit(4, [path, *w.places_of(ann)], f"aliased: {ann} = value")
        w.lines.append("    print(aliased)")
    # an alias whose request side has a name of its own (``FooParam``); one named like the
    # alias is the response-side type, and methods print the request-side annotation instead
    if m.in_request and m.param_name and m.param_name != m.name and m.param_annotation:
        name = m.param_name
        if (m.in_response or not m.in_request) and m.model_annotation is not None:
            w.lines.append("")
            w.lines.append("")
        ppath = f"{w.pkg}.types.{name}"
        scope = [ppath, path, *w.places_of(m.param_annotation)]
        w.emit(0, scope, f"def send_{name}(")
        w.emit(4, scope, f"value: {m.param_annotation},")
        w.lines.append(") -> None:")
        w.emit(4, scope, f"sent: {name} = value")
        w.lines.append("    print(sent)")


def _exported(text: str | None) -> list[str]:
    """The names in a module's ``__all__`` (from its source)."""
    if not text:
        return []
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            value = ast.literal_eval(node.value)
            return [str(v) for v in value]
    return []


def _top_level_names(text: str | None) -> set[str]:
    """Names a module defines at its top level (classes, functions, assignments)."""
    if not text:
        return set()
    found: set[str] = set()
    for node in ast.parse(text).body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            found.add(node.name)
        elif isinstance(node, ast.Assign):
            found |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.add(node.target.id)
    return found


def usage_corpus(api: Api, files: dict[str, str]) -> str:
    """The usage corpus of a package (see the module docstring).

    Args:
        api: the IR.
        files: the rendered package (relative path -> text): the exported names are read from
            its ``__init__`` modules, the runtime names annotations use from ``_types.py``,
            ``_streaming.py`` and ``_pagination.py``.

    Returns:
        Python source, deterministic for the same IR; type-clean (pyright strict) against the
        package it was generated with.
    """
    pkg = api.package.name
    src = f"src/{pkg}"
    # sorted: the same whether or not the modules were formatted (tidy sorts ``__all__``)
    types_exported = sorted(_exported(files.get(f"{src}/types/__init__.py")))
    top_exported = sorted(_exported(files.get(f"{src}/__init__.py")))
    runtime: dict[str, str] = {}
    for module in ("_types", "_streaming", "_pagination"):
        for name in sorted(_top_level_names(files.get(f"{src}/{module}.py"))):
            runtime.setdefault(name, module)
    w = _Writer(api, set(types_exported), runtime)
    body_start = len(w.lines)
    client = api.client.class_name
    w.lines.append("")
    w.lines.append("")
    creds = sorted({s.argument for s in api.security}) or ["api_key"]
    w.emit(0, [], "def make_client(")
    for c in creds:
        w.emit(4, [f"{pkg}.{client}({c}=...)"], f"c_{c}: str,")
    w.lines.append(f") -> {client}:")
    w.emit(4, [f"{pkg}.{client}(*"], f"return {client}(")
    for c in creds:
        w.emit(8, [f"{pkg}.{client}({c}=...)"], f"{c}=c_{c},")
    w.lines.append("    )")
    for op in sorted(api.operations, key=lambda o: (o.resource, o.name)):
        _operation(w, op, api)
    readable = {m.name for m in api.models if m.kind == "object" and (m.in_response or not m.in_request)}
    for m in sorted(api.models, key=lambda m: m.name):
        if m.kind == "object":
            if m.in_request and m.param_name and m.param_name != m.name:
                _typed_dict(w, m)
            if m.in_response or not m.in_request:  # as `sdkgen diff` sees a model reached from neither
                _response_model(w, m, readable)
        else:
            _alias(w, m)
    body = w.lines[body_start:]
    from .render.package import header_text

    head = [
        f"# {header_text(api)}",
        "# Usage corpus of the package, written by sdkgen with each generation: every operation called",
        "# with every argument, every exported name imported, every response field read.  `sdkgen diff",
        "# --verify` type-checks it (pyright strict) against a newer generation.  Do not edit.",
        "# pyright: strict",
        "# pyright: reportDeprecated=false, reportUnusedImport=false, reportUnusedVariable=false",
        "from __future__ import annotations",
        "",
    ]
    names = w.names
    typing = sorted(names & set(_TYPING))
    abc = sorted(names & set(_ABC))
    if abc:
        head.append(f"from collections.abc import {', '.join(abc)}")
    stdlib: dict[str, list[str]] = {}
    for n in sorted(names):
        if n in _STDLIB:
            stdlib.setdefault(_STDLIB[n], []).append(n)
    for mod in sorted(stdlib):
        head.append(f"from {mod} import {', '.join(stdlib[mod])}")
    if typing:
        head.append(f"from typing import {', '.join(typing)}")
    if "builtins" in names:
        head.append("import builtins")
    if "_datetime" in names:
        head.append("import datetime as _datetime")
    if "Field" in names:
        head.append("from pydantic import Field")
    head.append("")
    for name in top_exported:
        # a name both modules export (an error class and a schema named ConflictError) is
        # imported from the package under another name: the corpus's annotations mean the type
        clash = name in types_exported and name != client
        head.append(f"from {pkg} import {name} as {name}_" if clash else f"from {pkg} import {name}")
    if client not in top_exported:
        head.append(f"from {pkg} import {client}")
    by_module: dict[str, list[str]] = {}
    for n in sorted(names - set(types_exported) - set(top_exported)):
        if n in runtime:
            by_module.setdefault(runtime[n], []).append(n)
    for mod in sorted(by_module):
        head.append(f"from {pkg}.{mod} import {', '.join(by_module[mod])}")
    for name in types_exported:
        head.append(MARKER + json.dumps([f"{pkg}.types.{x}" for x in (name, *w.model_of.get(name, ()))]))
        head.append(f"from {pkg}.types import {name}")
    return "\n".join(head + body) + "\n"
