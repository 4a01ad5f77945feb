"""The module layout of the package and the names it implies (``layout:``, ``types:`` and
``operations.<id>.params_type`` / ``response_type`` in ``sdkgen.yaml``): one engine, chosen by
the configuration, for sdkgen's own layout and for the one of a Stainless-generated SDK.

* :func:`nested_resources`: with ``layout.resources: nested``, each resource with
  sub-resources is a package (``resources/chat/__init__.py``) holding its own class's module
  (``resources/chat/chat.py``) and its sub-resources' (``resources/chat/completions.py``); a
  class is named by the last segment (``CompletionsResource``, as Stainless names it).
* :func:`plan_types`: where each type is exported from (:attr:`Model.module`,
  :class:`ParamsType`, :class:`ResponseType`).  The *types namespace* of a resource is its
  path without the last segment (``chat.completions`` -> ``types/chat/``, ``completions`` ->
  ``types/``: Stainless's rule).  With ``layout.types: per_resource`` each model an operation
  answers with (a 2xx document, a stream chunk, or a member of a union of them) gets a module
  of its own in the namespace shared by the operations answering with it
  (``types/chat/chat_completion_response.py``; ``types.<Schema>.module`` chooses another, in
  any layout).  With ``layout.params: per_operation`` each operation with keyword arguments
  gets a ``TypedDict`` of them (``CompletionCreateParams`` in
  ``types/chat/completion_create_params.py``), with ``layout.responses: per_operation`` each
  whose answer is a union (a document or a stream chunk, or several documents) an alias of it
  (``CompletionCreateResponse``).

The models stay defined in ``types/_models.py`` (and its parts); the modules planned here
re-export them (the render stage's :mod:`generator.render.layout`).  Every decision reads the
IR built so far and the configuration only, in sorted order, so the same spec always gives the
same layout.
"""

from __future__ import annotations

import dataclasses
import itertools
import keyword
from collections.abc import Iterable, Mapping, Sequence

from ..config import LayoutConfig, OperationOverride
from ..errors import ConfigError
from ..names import module_name, pascal_case, snake_case, unique
from .annotations import annotation_names, param_ann, union_members
from .model import (
    ArrayOf,
    Model,
    ModelRef,
    Operation,
    ParamsType,
    Primitive,
    ResponseType,
    TypedDictKey,
    TypeRef,
    UnionOf,
)

# the classes the templates derive from a resource's class-name stem (see placement)
_SUFFIXES = ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse")

# modules of ``types/`` that are not a type's own
RESERVED_TYPE_MODULES = frozenset({"_models", "_params", "_resolve"})


def singular(word: str) -> str:
    """The singular of an English plural noun as Stainless names types after it
    (``completions`` -> ``completion``, ``entries`` -> ``entry``, ``addresses`` ->
    ``address``, ``status`` and ``news`` unchanged); other words unchanged."""
    lower = word.lower()
    if lower.endswith("ies") and len(word) > 4:
        return word[:-3] + ("Y" if word[-1].isupper() else "y")
    if lower.endswith(("sses", "xes", "ches", "shes", "zzes")):
        return word[:-2]
    if lower.endswith(("ss", "us", "is", "news")) or not lower.endswith("s") or len(word) < 3:
        return word
    return word[:-1]


def nested_resources(paths: Sequence[tuple[str, ...]], taken: set[str]) -> tuple[dict[tuple[str, ...], str], dict[tuple[str, ...], str]]:
    """The module and class-name stem of each resource path in the nested layout.

    Args:
        paths: every resource path (prefixes included), sorted.
        taken: names a resource class must not derive (the models' and request types').

    Returns:
        ``(module, stem)`` maps: the module's dotted path under ``resources/`` (a leaf
        ``chat.completions``; a resource with sub-resources ``chat.chat``, in the package
        ``chat``, or ``chat.chat_resource`` when a sub-resource is called ``chat`` too), and
        the stem of its class names (the last segment in PascalCase, ``Completions``; ``Api``
        then a number appended when that would derive a name of ``taken``, of its parent's or of
        a sibling's: the modules that import it import those).
    """
    children: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for p in paths:
        children.setdefault(p[:-1], []).append(p)
    folder = {p: module_name(p[-1]) for p in paths}
    module: dict[tuple[str, ...], str] = {}
    for p in paths:
        package = [folder[p[:i]] for i in range(1, len(p))]
        if p in children:  # a package: its own class's module beside its sub-resources'
            inside = {folder[c] for c in children[p]}
            own = folder[p] if folder[p] not in inside else unique(folder[p] + "_resource", inside)
            module[p] = ".".join([*package, folder[p], own])
        else:
            module[p] = ".".join([*package, folder[p]])
    stems: dict[tuple[str, ...], str] = {}

    def derived(stem: str) -> set[str]:
        return {f"{prefix}{stem}{suffix}" for prefix in ("", "Async") for suffix in _SUFFIXES}

    for p in paths:
        near = [stems[q] for q in (p[:-1], *children.get(p[:-1], ())) if q in stems]
        used = set(taken).union(*(derived(s) for s in near))
        base = pascal_case(p[-1]) or "Root"
        candidates = itertools.chain((base, f"{base}Api"), (f"{base}Api{i}" for i in range(2, 1000)))
        stems[p] = next(c for c in candidates if not derived(c) & used)
    return module, stems


def answer_models(op: Operation) -> list[str]:
    """The models ``op`` answers with: its 2xx JSON documents and its stream chunk, the
    members of a union of models among them."""
    out: list[str] = []

    def add(t: TypeRef | None) -> None:
        for member in t.variants if isinstance(t, UnionOf) else (t,):
            if isinstance(member, ModelRef) and member.name not in out:
                out.append(member.name)

    for m in op.success:
        if m.decode == "json":
            add(m.type)
    if op.stream is not None:
        add(op.stream.chunk)
    return out


def _common(namespaces: Iterable[tuple[str, ...]]) -> tuple[str, ...]:
    """The longest namespace every one of ``namespaces`` is in (``()``: ``types/`` itself)."""
    items = sorted(namespaces)
    first, last = items[0], items[-1]
    n = 0
    while n < min(len(first), len(last)) and first[n] == last[n]:
        n += 1
    return first[:n]


def _stem(op: Operation) -> str:
    """``<Resource singular><Method>`` (``chat.completions`` ``create`` -> ``CompletionCreate``)."""
    return pascal_case(singular(op.resource[-1])) + pascal_case(op.name)


class _Modules:
    """The modules of ``types/``, assigned in order: a module per dotted path, none beside a
    package of the same name; a module the configuration names (``types.<Schema>.module``) is
    shared by whatever else would be put at its path (Stainless puts a response's nested types,
    and an operation's answer alias, in one module)."""

    def __init__(self, packages: set[tuple[str, ...]], given: set[str]) -> None:
        self.packages = packages
        self.given = given
        self.taken: dict[tuple[str, ...], set[str]] = {}
        for path in given:
            parts = tuple(path.split("."))
            self.taken.setdefault(parts[:-1], set()).add(parts[-1])

    def claim(self, namespace: tuple[str, ...], stem: str) -> str:
        folder = tuple(module_name(s) for s in namespace)
        wanted = ".".join([*folder, module_name(stem)])
        if wanted in self.given:
            return wanted
        used = self.taken.setdefault(folder, set())
        name = unique(module_name(stem), used | RESERVED_TYPE_MODULES | {p[len(folder)] for p in self.packages if len(p) > len(folder) and p[: len(folder)] == folder})
        used.add(name)
        return ".".join([*folder, name])


def plan_types(
    models: Sequence[Model],
    operations: Sequence[Operation],
    layout: LayoutConfig,
    places: Mapping[str, tuple[str, str, str]],
    overrides: Mapping[str, OperationOverride],
    copies: Mapping[str, Sequence[str]] | None = None,
) -> tuple[tuple[Model, ...], tuple[Operation, ...]]:
    """Where each type is exported from (see the module docstring).

    Args:
        models: the IR's models (final names).
        operations: the IR's operations, sorted.
        layout: the ``layout:`` settings.
        places: class name -> (the name its module exports it under, the module
            ``types.<Schema>.module`` gives it or ``""``, the ``types:`` key), for the schemas
            ``types:`` names.
        overrides: ``operations:`` of the configuration (``params_type``, ``response_type``).
        copies: class name -> ``types.<Schema>.also`` (``module.Name`` entries): the other
            modules that export the class, each under that name (:attr:`Model.copies`).

    Returns:
        The models with :attr:`~Model.module` (and :attr:`~Model.exported_as`) set, and the
        operations with :attr:`~Operation.params_type` / :attr:`~Operation.response_type`.

    Raises:
        ConfigError: ``types.<Schema>.module`` names a package of the layout, a module would
            export one name for two types, a name that is not the schema's alone has no module
            to be exported from, an ``also`` entry is not ``module.Name`` or names a package, or a ``params_type``/``response_type`` is a model's name or
            another operation's type in the same namespace.
    """
    by_name = {m.name: m for m in models}
    given = {name: module for name, (_export, module, _key) in places.items() if module and name in by_name}
    exported = {name: export for name, (export, _module, _key) in places.items() if name in by_name and export != name}
    key = {name: place[2] for name, place in places.items()}
    spaces: dict[str, set[tuple[str, ...]]] = {}
    if layout.types == "per_resource":
        for op in operations:
            for name in answer_models(op):
                spaces.setdefault(name, set()).add(op.resource[:-1])
    own: dict[str, tuple[str, ...]] = {name: _common(ns) for name, ns in spaces.items() if name in by_name and name not in given}
    per_op = [op for op in operations if op.implementation is not None]
    packages: set[tuple[str, ...]] = set()
    for ns in [*own.values(), *(op.resource[:-1] for op in per_op)]:
        packages |= {tuple(module_name(s) for s in ns[:i]) for i in range(1, len(ns) + 1)}
    problems = [f"types.{key[name]}.module: {path!r} is a package of the layout (types/{path.replace('.', '/')}/)" for name, path in sorted(given.items()) if tuple(path.split(".")) in packages]
    problems += [
        f"types.{key[name]}.name: {exported[name]!r} is another schema's name too, so it can only be the name a module exports it under: give types.{key[name]}.module"
        for name in sorted(exported)
        if name not in given and name not in own
    ]
    also = _copies(copies or {}, by_name, key, packages, problems)
    if problems:
        raise ConfigError("; ".join(problems), file="configuration")
    shared = set(given.values()) | {module for pairs in also.values() for module, _ in pairs}
    assigned = _Modules(packages | {tuple(p.split("."))[:i] for p in shared for i in range(1, p.count(".") + 1)}, shared)
    module_of = dict(given)
    for name in sorted(own):
        module_of[name] = assigned.claim(own[name], snake_case(exported.get(name, name)))
    names_of: dict[str, dict[str, str]] = {}  # module -> exported name -> what it is

    def export(module: str, name: str, what: str) -> None:
        there = names_of.setdefault(module, {})
        if name in there:
            raise ConfigError(f"types: the module {module!r} would export {name!r} for both {there[name]} and {what}", file="configuration")
        there[name] = what

    for name in sorted(module_of):
        export(module_of[name], exported.get(name, name), f"the schema {key.get(name, name)}")

    def laid_models() -> tuple[Model, ...]:
        for name in sorted(also):  # a copy where the class itself is exported under that name is the class
            also[name] = tuple(pair for pair in also[name] if pair != (module_of.get(name), exported.get(name, name)))
            for module, export_name in also[name]:
                export(module, export_name, f"a copy of the schema {key.get(name, name)} (types.{key.get(name, name)}.also)")
        for module, names in names_of.items():  # a class a module imports for its own export is bound there too
            for name in (n for n in module_of if module_of[n] == module and exported.get(n, n) != n and n in names):
                raise ConfigError(f"types: the module {module!r} would bind {name!r} both to {names[name]} and to the schema {key.get(name, name)}", file="configuration")
        return tuple(
            dataclasses.replace(m, module=module_of.get(m.name, m.module), exported_as=exported.get(m.name, "") if m.name in module_of else m.exported_as, copies=also.get(m.name, ()))
            if m.name in module_of or m.name in also
            else m
            for m in models
        )

    if layout.params == "shared" and layout.responses == "none":
        return laid_models(), tuple(operations)
    taken_names = {m.name for m in models} | {m.param_name for m in models if m.param_name}
    param_names = {m.name: m.param_name or m.name + "Param" for m in models}
    names_in: dict[tuple[str, ...], set[str]] = {}
    out_ops: list[Operation] = []
    for op in operations:
        override = overrides.get(op.operation_id) or OperationOverride()
        namespace = op.resource[:-1]
        here = names_in.setdefault(namespace, set())
        params = None
        if layout.params == "per_operation" and op.implementation is not None:
            keys = _keys(op)
            if keys:
                name = _claim_name(override.params_type, _stem(op) + "Params", op, "params_type", taken_names, here)
                module = assigned.claim(namespace, snake_case(name))
                stream = _stream_key(op, keys, name, taken_names | here)
                variants = {name + suffix for suffix in _STREAM_VARIANTS} if stream else set()
                # the types.<Schema>.also names in this module: other names of those schemas' request types
                given_of = {n: cls for cls in sorted(also) for mod, n in also[cls] if mod == module}
                given_nested = [(n, param_ann(ModelRef(cls), param_names).text) for n, cls in given_of.items()]
                unions = _unions(op, override, by_name, {k: c for c, k in key.items()}, param_names)
                given_nested += [u for u in unions if u[0] not in given_of]
                for cls in sorted(also):
                    also[cls] = tuple(pair for pair in also[cls] if pair[0] != module)
                used = {name} | variants | {n for n, _ in given_nested} | {n for k in keys for n in annotation_names(k.annotation)}
                nested = (*_nested(op, param_names, by_name, used), *sorted(given_nested))
                imported = {n for k in keys for n in annotation_names(k.annotation)} | {n for _, ann in nested for n in annotation_names(ann)}
                for n in sorted(imported & {n for n, _ in given_nested}):
                    raise ConfigError(f"types: the module {module!r} would bind {n!r} both to a request type it names and to another name of one (types.<Schema>.also)", file="configuration")
                params = ParamsType(name=name, module=module, keys=keys, nested=nested, stream=stream)
                for n in [name, *sorted(variants), *(n for n, _ in nested[: len(nested) - len(given_nested)])]:
                    export(params.module, n, f"the request type of {op.operation_id}")
                for n, cls in sorted(given_of.items()):
                    export(params.module, n, f"the request type of the schema {key.get(cls, cls)} (types.{key.get(cls, cls)}.also)")
                for n, _ann in unions:
                    export(params.module, n, f"operations.{op.operation_id}.params_unions.{n}")
        response = None
        if layout.responses == "per_operation":
            members = _union_answer(op)
            if len(members) > 1:
                name = _claim_name(override.response_type, _stem(op) + "Response", op, "response_type", taken_names, here)
                response = ResponseType(name=name, module=assigned.claim(namespace, snake_case(name)), members=tuple(members))
                export(response.module, name, f"the answer of {op.operation_id}")
        out_ops.append(dataclasses.replace(op, params_type=params, response_type=response) if params or response else op)
    return laid_models(), tuple(out_ops)


def _unions(op: Operation, override: OperationOverride, by_name: Mapping[str, Model], class_of: Mapping[str, str], param_names: Mapping[str, str]) -> list[tuple[str, str]]:
    """``(name, annotation)`` of ``operations.<id>.params_unions``: each the union of the request
    types of the schemas listed, sorted by name.

    Raises:
        ConfigError: a name is not a public Python name, or a schema is not one of the document's.
    """
    out = []
    for name, schemas in sorted(override.params_unions.items()):
        where = f"operations.{op.operation_id}.params_unions.{name}"
        if not name.isidentifier() or name.startswith("_") or keyword.iskeyword(name):
            raise ConfigError(f"{where}: {name!r} is not a public Python name", file="configuration")
        missing = [s for s in schemas if class_of.get(s, s) not in by_name]
        if missing or not schemas:
            raise ConfigError(f"{where}: " + (f"no component schema {missing[0]!r}" if missing else "names no schema"), file="configuration")
        out.append((name, " | ".join(dict.fromkeys(param_ann(ModelRef(class_of.get(s, s)), param_names).text for s in schemas))))
    return out


# Stainless's split of the request type of an operation that may stream (ParamsType.stream)
_STREAM_VARIANTS = ("Base", "NonStreaming", "Streaming")


def _stream_key(op: Operation, keys: Sequence[TypedDictKey], name: str, taken: set[str]) -> str:
    """The key of the boolean body property that switches ``op``'s streaming on, when it has
    one and its type is ``bool`` (``bool | None``) and none of ``<name>Base``,
    ``<name>NonStreaming``, ``<name>Streaming`` is ``taken``; else ``""``."""
    if op.stream is None or op.stream.param is None or op.implementation is None:
        return ""
    arg = next((a for a in op.implementation.args if a.location == "body" and a.wire_name == op.stream.param and not a.positional), None)
    key = next((k for k in keys if arg is not None and k.name == arg.py_name), None)
    if key is None or set(union_members(key.annotation)) - {"bool", "None"} or any(name + s in taken for s in _STREAM_VARIANTS):
        return ""
    return key.name


def _copies(copies: Mapping[str, Sequence[str]], by_name: Mapping[str, Model], key: Mapping[str, str], packages: set[tuple[str, ...]], problems: list[str]) -> dict[str, tuple[tuple[str, str], ...]]:
    """``(module, name)`` of each ``types.<Schema>.also`` entry, by class name, sorted; an entry
    that is not ``module.Name`` (a module under ``types/``: dotted lower-case identifiers not
    starting with ``_``) or whose module is a package of the layout is added to ``problems``."""
    out: dict[str, tuple[tuple[str, str], ...]] = {}
    for name in sorted(copies):
        if name not in by_name:
            continue
        pairs: set[tuple[str, str]] = set()
        for entry in copies[name]:
            module, _, export_name = entry.rpartition(".")
            parts = module.split(".")
            if not module or not export_name.isidentifier() or export_name.startswith("_") or keyword.iskeyword(export_name) or any(not p.isidentifier() or p.startswith("_") or p != p.lower() or keyword.iskeyword(p) for p in parts):
                problems.append(f"types.{key.get(name, name)}.also: {entry!r} is not a module under types/ and a public name (embeddings_response.Usage)")
            elif tuple(parts) in packages or module in RESERVED_TYPE_MODULES:
                problems.append(f"types.{key.get(name, name)}.also: {module!r} is a package of the layout or a module of types/ that is not a type's own")
            else:
                pairs.add((module, export_name))
        out[name] = tuple(sorted(pairs))
    return out


def _claim_name(given: str | None, derived: str, op: Operation, key: str, taken: set[str], here: set[str]) -> str:
    """The name of an operation's type: ``given`` (an error when it is taken), else ``derived``
    made unique (``2``, ``3``... appended) among the models and the namespace's types."""
    if given is not None:
        if given in taken or given in here:
            what = "a model's or request type's name" if given in taken else "another operation's type in the same module folder"
            raise ConfigError(f"operations.{op.operation_id}.{key}: {given!r} is {what}", file="configuration")
        here.add(given)
        return given
    name = unique(derived, taken | here)
    here.add(name)
    return name


def _keys(op: Operation) -> tuple[TypedDictKey, ...]:
    """The keys of an operation's request ``TypedDict``: its keyword-only arguments (not the
    positional path parameters), with the request-side annotations of the parameters and body
    properties they stand for (without ``NotGiven``, and not qualified for a class body)."""
    assert op.implementation is not None
    annotations: dict[tuple[str, str], str] = {(p.location, p.name): p.annotation for p in op.parameters}
    body = op.request_body
    if body is not None:
        annotations.update({("body", p.name): p.param_annotation for p in body.properties})
        annotations[("body_whole", "")] = body.body_annotation
    keys = []
    for a in op.implementation.args:
        if a.positional:
            continue
        annotation = annotations.get((a.location, a.wire_name), a.annotation.removesuffix(" | NotGiven"))
        keys.append(TypedDictKey(name=a.py_name, annotation=annotation, required=a.required, description=a.description))
    return tuple(keys)


def _has_typed_dict(t: TypeRef, by_name: Mapping[str, Model]) -> bool:
    """``t`` names an object model (whose request side is a ``TypedDict``), or a union of types
    some of which do."""
    if isinstance(t, ModelRef):
        m = by_name.get(t.name)
        return m is not None and (m.kind == "object" or (m.alias_of is not None and _has_typed_dict(m.alias_of, by_name)))
    if isinstance(t, UnionOf):
        return any(_has_typed_dict(v, by_name) for v in t.variants)
    return False


def _nested(op: Operation, param_names: Mapping[str, str], by_name: Mapping[str, Model], taken: set[str]) -> tuple[tuple[str, str], ...]:
    """``(name, annotation)`` of the request types a flattened body's properties take, named by
    property path as Stainless names them (``messages`` -> ``Message``, the type of one item;
    ``response_format`` -> ``ResponseFormat``), for those that are or hold ``TypedDict``\\ s.  A
    name the module uses otherwise (``taken``), or twice, is left out."""
    body = op.request_body
    if body is None or not body.flattened:
        return ()
    out: list[tuple[str, str]] = []
    used = set(taken)
    for p in body.properties:
        if p.read_only:
            continue
        t, name = p.type, pascal_case(p.name)
        if isinstance(t, UnionOf) and Primitive("none") in t.variants:
            rest = tuple(v for v in t.variants if v != Primitive("none"))
            t = rest[0] if len(rest) == 1 else UnionOf(rest, t.discriminator)
        if isinstance(t, ArrayOf):
            t, name = t.items, pascal_case(singular(p.name))
        if not name or not _has_typed_dict(t, by_name):
            continue
        ann = param_ann(t, param_names)
        if name in used or name in ann.names or not name.isidentifier():
            continue
        used.add(name)
        out.append((name, ann.text))
    return tuple(out)


def _union_answer(op: Operation) -> list[str]:
    """The members of an operation's answer when it is a union: the documents of its 2xx
    responses, then the stream chunk when the operation may stream (``[]`` for a paginated
    operation, whose method returns pages, a redirect, or an operation that always streams)."""
    if op.pagination is not None or op.redirects:
        return []
    members = [m for m in union_members(op.return_annotation) if m and m != "None"]
    stream = op.stream
    if stream is not None:
        if stream.param is None and not stream.or_document:
            return []
        members += [m for m in union_members(stream.chunk_annotation) if m not in members]
    return members
