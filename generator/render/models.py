"""Render, the response models: the IR's :class:`~generator.ir.model.Model`\\ s -> ``types/_models.py``.

datamodel-code-generator (pinned in ``pyproject.toml``) is the renderer of the pydantic models,
not a parser: each IR model becomes one of its model objects (``pydantic_v2.BaseModel`` with a
``DataModelField`` per property, or a ``TypeAliasTypeBackport`` for a non-object component),
rendered by its custom-template mechanism with the templates of ``templates/models/``.  Every
decision about the printed code is the IR's (field names and aliases, annotations with their
imports, defaults, fixed values, constraints, tagged unions, the regex engine); this module
only hands it over and assembles the module: header, imports (collected from the IR's
:class:`~generator.ir.model.Source` values), the classes (by name), then the aliases in
:func:`generator.ir.fields.alias_order`.

Class bodies are annotations only, read lazily (``from __future__ import annotations``), so a
class may name anything defined after it; alias values are evaluated at import, so the IR
quotes the aliases an alias names that are not defined before it (itself, in a recursive one).

The models of a large API are more than pyright analyses in one module, so
:func:`render_model_modules` splits them into parts (``types/_models_1.py``, ...) of at most
:data:`PART_STATEMENTS` statements, cut from that same order, and ``types/_models.py`` joins
them; a small API keeps the one module.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from ..errors import SpecError
from ..ir.annotations import annotated, field_arguments
from ..ir.fields import alias_order
from ..ir.model import Api, Model, Property, Source
from ..literals import LINE_LENGTH, string_literal
from ..pyast import statements as statement_nodes


def templates_dir() -> Path:
    """``templates/models/``: datamodel-code-generator's custom templates (built-in ones)."""
    from .environment import builtin_templates

    return builtin_templates() / "models"


def _field(p: Property) -> tuple[Any, set[tuple[str, str]]]:
    from datamodel_code_generator.model.pydantic_v2 import DataModelField
    from datamodel_code_generator.types import DataType

    args = field_arguments(p.constraints, p.name if p.field_name != p.name else None)
    imports = set(p.model_annotation.imports)
    if args:
        imports |= {("typing", "Annotated"), ("pydantic", "Field")}
    if p.model_default is not None:
        imports |= set(p.model_default.imports)
    extras = {
        "sdkgen_annotation": annotated(p.model_annotation.text, args),
        "sdkgen_default": None if p.model_default is None else p.model_default.text,
    }
    if p.description:
        extras["description"] = p.description
    field = DataModelField(
        name=p.field_name,
        data_type=DataType(type=p.model_annotation.text),
        required=p.model_default is None,
        use_field_description=True,
        extras=extras,
    )
    return field, imports


def _object(m: Model, folder: Path) -> tuple[Any, set[tuple[str, str]]]:
    from datamodel_code_generator.model.pydantic_v2 import BaseModel
    from datamodel_code_generator.reference import Reference

    fields = []
    imports: set[tuple[str, str]] = set()
    inherited = set(m.inherited)
    for p in m.properties:
        if p.name in inherited:
            continue  # the base class declares it
        field, needs = _field(p)
        fields.append(field)
        imports |= needs
    extra: dict[str, Any] = {}
    if m.regex_engine:
        extra["sdkgen_config"] = f"regex_engine={string_literal(m.regex_engine)}"
        imports.add(("pydantic", "ConfigDict"))
    from collections import defaultdict

    model = BaseModel(
        reference=Reference(path=m.pointer or m.name, name=m.name),
        fields=fields,
        custom_base_class=m.bases[0] if m.bases else "BaseModel",
        custom_template_dir=folder,
        description=m.description or None,
        extra_template_data=defaultdict(dict, {m.name: extra}),
    )
    return model, imports


def _alias(m: Model, folder: Path) -> tuple[Any, set[tuple[str, str]]]:
    from datamodel_code_generator.model.pydantic_v2 import DataModelField
    from datamodel_code_generator.model.type_alias import TypeAliasTypeBackport
    from datamodel_code_generator.reference import Reference
    from datamodel_code_generator.types import DataType

    value = m.model_annotation or Source("Any", (("typing", "Any"),))
    args = field_arguments(m.constraints)
    imports = set(value.imports) | {("typing_extensions", "TypeAliasType")}
    if args:
        imports |= {("typing", "Annotated"), ("pydantic", "Field")}
    field = DataModelField(name=m.name, data_type=DataType(type=value.text), required=True, extras={"sdkgen_annotation": annotated(value.text, args)})
    model = TypeAliasTypeBackport(
        reference=Reference(path=m.pointer or m.name, name=m.name),
        fields=[field],
        custom_template_dir=folder,
        description=m.description or None,
    )
    return model, imports


def import_lines(imports: Iterable[tuple[str, str]]) -> list[str]:
    """``import``/``from ... import`` lines for ``(module, name)`` pairs (``name`` empty: the
    module itself), one line per module, sorted."""
    by_module: dict[str, set[str]] = {}
    for module, name in imports:
        by_module.setdefault(module, set())
        if name:
            by_module[module].add(name)
    lines = []
    for module in sorted(by_module):
        names = by_module[module]
        lines.append(f"from {module} import {', '.join(sorted(names))}" if names else f"import {module}")
    return lines


# The most statements one models module holds (class bodies included: pyright counts them in
# the module's code-flow graph); a larger API's models are split into parts of at most this many
# (:func:`render_model_modules`).  pyright (1.1.414) gives up on a module whose graph is too
# complex - its binder adds 1/40 per flow node (an assignment, an annotated field, a call
# outside an annotation) against a limit of 768, so about 30,000 nodes - with "Code is too
# complex to analyze" at line 0, and everything the module exports is then Unknown:
# shopware-admin's one module (4,469 schemas, 25,371 statements) fails, cut down it fails from
# about 25,000 statements on; telnyx's (21,857 statements) passes.  A third of that leaves a
# wide margin (the models' statements are one to three nodes each, 1.1 to 1.4 on average).
# Small APIs keep the one module ``_models.py``.
PART_STATEMENTS = 8_000

# the parts of a split models module: types/_models_1.py, types/_models_2.py, ...
PART_MODULE = "_models_{}"


@dataclass(frozen=True)
class _Rendered:
    """One model's definition as the module prints it, and what placing it needs.

    Attributes:
        name: the class or alias name.
        source: the rendered definition (not yet formatted).
        imports: the ``(module, name)`` imports it needs besides other models.
        statements: its statements (the class statement and those of its body).
        names: every name it refers to (other models among them, quoted forward references
            included).
        is_object: a class (needs the runtime's ``BaseModel``).
        bases: the classes it extends (other models).
    """

    name: str
    source: str
    imports: frozenset[tuple[str, str]]
    statements: int
    names: frozenset[str]
    is_object: bool
    bases: tuple[str, ...] = ()


def _ordered(api: Api) -> list[Model]:
    """The models in module order: the classes (in the IR's order), then the aliases in
    :func:`generator.ir.fields.alias_order`, so that whatever a definition needs as it is
    executed (an alias's value) is defined before it."""
    aliases = {m.name: m for m in api.models if m.kind != "object"}
    ordered = _bases_first([m for m in api.models if m.kind == "object"])
    ordered += [aliases[n] for n in alias_order({n: m.alias_of for n, m in aliases.items() if m.alias_of is not None}) if n in aliases]
    ordered += [m for m in aliases.values() if m.alias_of is None]
    return ordered


def _bases_first(classes: list[Model]) -> list[Model]:
    """``classes`` in their order, except that the classes of one family (a base and its
    subclasses, theirs, ...) are together where its first class is, each after its base (a base
    class is evaluated as the subclass is defined).  Iterative, linear."""
    by_name = {m.name: m for m in classes}
    root: dict[str, str] = {}
    for m in classes:
        chain: list[str] = []
        at: Model | None = m
        while at is not None and at.name not in root and at.name not in chain[-1:]:
            chain.append(at.name)
            at = by_name.get(at.bases[0]) if at.bases and at.bases[0] != at.name else None
        top = root[at.name] if at is not None else chain[-1]
        for name in chain:
            root[name] = top
    members: dict[str, list[Model]] = {}
    for m in classes:
        members.setdefault(root[m.name], []).append(m)
    out: list[Model] = []
    for family in members.values():
        placed: set[str] = set()
        for m in family:
            line: list[Model] = []
            at = m
            while at is not None and at.name not in placed:
                placed.add(at.name)
                line.append(at)
                at = by_name.get(at.bases[0]) if at.bases else None
            out.extend(reversed(line))
    return out


def _families(classes: list[_Rendered]) -> list[list[_Rendered]]:
    """The rendered classes (in :func:`_bases_first` order) cut into families: runs of a class
    and the classes that extend it, directly or not (a part never separates them)."""
    family_of: dict[str, int] = {}
    out: list[list[_Rendered]] = []
    for r in classes:
        k = family_of.get(r.bases[0]) if r.bases else None
        if k is None or k != len(out) - 1:
            out.append([])
            k = len(out) - 1
        family_of[r.name] = k
        out[k].append(r)
    return out


def _type_names(node: ast.AST, out: set[str]) -> None:
    """Add the names a type expression uses to ``out``, those of its quoted forward references
    (``"Node"``, ``"list[Node]"``) included; the strings of ``Literal[...]`` and of call
    arguments (``Field(pattern=...)``) are values, not types."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, str):
            try:
                inner = ast.parse(node.value, mode="eval").body
            except SyntaxError:
                return
            _type_names(inner, out)
        return
    if isinstance(node, ast.Name):
        out.add(node.id)
        return
    if isinstance(node, ast.Call):
        out.update(n.id for n in ast.walk(node) if isinstance(n, ast.Name))
        return
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "Literal":
        return
    for child in ast.iter_child_nodes(node):
        _type_names(child, out)


def _referenced(tree: ast.Module) -> set[str]:
    """Every name a definition refers to: the names it loads, and those quoted in its type
    expressions (a field's annotation, a ``TypeAliasType`` value)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                names.add(node.id)
        elif isinstance(node, ast.AnnAssign):
            _type_names(node.annotation, names)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "TypeAliasType" and len(node.args) > 1:
            _type_names(node.args[1], names)
    return names


def _render_all(api: Api) -> list[_Rendered]:
    """Every model rendered, in module order (:func:`_ordered`).

    Raises:
        SpecError: datamodel-code-generator failed on a model (named by its pointer).
    """
    folder = templates_dir()
    out: list[_Rendered] = []
    for m in _ordered(api):
        try:
            model, needs = _object(m, folder) if m.kind == "object" else _alias(m, folder)
            source = model.render().rstrip()
        except Exception as exc:
            raise SpecError(f"model rendering (datamodel-code-generator) failed: {type(exc).__name__}: {exc}", pointer=m.pointer) from exc
        try:
            tree = ast.parse(source)
        except SyntaxError:  # the guard stage reports it, with the spec pointers: placed as it is
            out.append(_Rendered(m.name, source, frozenset(needs), 1, frozenset(re.findall(r"[A-Za-z_]\w*", source)), m.kind == "object"))
            continue
        statements = sum(isinstance(n, ast.stmt) for n in statement_nodes(tree))
        out.append(_Rendered(m.name, source, frozenset(needs), statements, frozenset(_referenced(tree)), m.kind == "object", m.bases))
    return out


def _no_models(header: str) -> str:
    return header + '\n"""Response models (none: the API declares no schemas)."""\n'


def _module(
    header: str,
    models: list[_Rendered],
    docstring: str = "",
    runtime: dict[int, list[str]] | None = None,
    typing_only: dict[int, list[str]] | None = None,
    join: bool = False,
) -> str:
    """A module defining ``models``: header, docstring, imports (part number -> the names it
    imports from that part: ``runtime`` when its definitions are executed, ``typing_only`` for
    type checkers), the definitions, and with ``join`` a last statement importing
    ``_models.py`` (see :func:`render_model_modules`)."""
    imports: set[tuple[str, str]] = set()
    for r in models:
        imports |= r.imports
    for part, names in (runtime or {}).items():
        imports |= {("." + PART_MODULE.format(part), n) for n in names}
    if typing_only:
        imports.add(("typing", "TYPE_CHECKING"))
    if join:
        imports.add(("importlib", ""))
    lines = [header, ""]
    if docstring:
        lines += [f'"""{docstring}"""', ""]
    lines += ["from __future__ import annotations", "", *import_lines(imports)]
    if any(r.is_object and not r.bases for r in models):
        lines += ["", "from .._models import BaseModel"]
    if typing_only:
        lines += ["", "if TYPE_CHECKING:"]
        lines += [f"    from .{PART_MODULE.format(part)} import {', '.join(sorted(names))}" for part, names in sorted(typing_only.items())]
    text = "\n".join(lines) + "\n\n\n" + "\n\n\n".join(r.source for r in models) + "\n"
    if join:
        text += (
            "\n\n# the models of the other parts are given to this module by _models.py, which joins the\n"
            "# parts: imported here, so that this part imported on its own (a model unpickled) is joined too\n"
            'importlib.import_module("._models", __package__)\n'
        )
    return text


def render_models(api: Api, header: str) -> str:
    """Generate the ``types/_models.py`` module from the IR alone, every model in it (what
    :func:`render_model_modules` writes for an API whose models fit in one module).

    Args:
        api: the IR (its :attr:`~generator.ir.model.Api.models`).
        header: the file header comment (without trailing newline).

    Returns:
        Python source (imports sorted by :func:`generator.tidy.tidy` and laid out by black
        afterwards, as every module).

    Raises:
        SpecError: datamodel-code-generator failed on a model (named by its pointer).
    """
    if not api.models:
        return _no_models(header)
    return _module(header, _render_all(api))


def part_starts(statements: list[int], budget: int) -> list[int]:
    """Where each part of a run of definitions starts: consecutive runs of definitions of at
    most ``budget`` statements in all (a definition larger than that alone), filled in order.

    Args:
        statements: the statement count of each definition, in module order.
        budget: the most statements of a part.

    Returns:
        The index of each part's first definition (``[0]``: one part).
    """
    starts = [0]
    total = 0
    for i, count in enumerate(statements):
        if total and total + count > budget:
            starts.append(i)
            total = 0
        total += count
    return starts


def render_model_modules(api: Api, header: str, budget: int | None = None) -> dict[str, str]:
    """Generate the models: ``types/_models.py`` alone (:func:`render_models`) when they fit in
    ``budget`` statements, else parts ``types/_models_1.py``, ``_models_2.py``, ... and
    ``types/_models.py`` joining them (:func:`_joining_module`).

    The parts cut the one module's order (classes, then aliases) into consecutive runs of
    definitions of at most ``budget`` statements (:func:`part_starts`; a part's imports and
    docstring come on top), classes and aliases in parts of their own:

    * a class part imports nothing from the other parts when it runs: its annotations name
      them lazily (``from __future__ import annotations``) and it imports them for type
      checkers only (``if TYPE_CHECKING:``); a class and its bases (evaluated as the class is
      defined) are never in different parts: a family of classes is one run (:func:`_families`),
      a part of its own when it is larger than ``budget``; it ends by importing ``_models.py``, so that it
      can be imported first (unpickling one of its models) and still be joined.
    * an alias part imports what its aliases' values name from earlier parts (the values are
      evaluated as it runs: every class part and the earlier alias parts are complete by
      then), and for type checkers only the later aliases it quotes.

    Args:
        api: the IR.
        header: the file header comment (without trailing newline).
        budget: the most statements of a module (default :data:`PART_STATEMENTS`, read when
            called).

    Returns:
        Path relative to the output folder -> Python source (unformatted).

    Raises:
        SpecError: datamodel-code-generator failed on a model (named by its pointer).
    """
    from .package import models_path

    path = PurePosixPath(models_path(api))
    if not api.models:
        return {str(path): _no_models(header)}
    rendered = _render_all(api)
    limit = PART_STATEMENTS if budget is None else budget
    if sum(r.statements for r in rendered) <= limit:
        return {str(path): _module(header, rendered)}
    classes = [r for r in rendered if r.is_object]
    aliases = rendered[len(classes) :]
    parts: list[list[_Rendered]] = []
    families = _families(classes)
    if families:
        starts = part_starts([sum(r.statements for r in f) for f in families], limit)
        parts += [[r for f in families[a:b] for r in f] for a, b in zip(starts, [*starts[1:], len(families)])]
    if aliases:
        starts = part_starts([r.statements for r in aliases], limit)
        parts += [aliases[a:b] for a, b in zip(starts, [*starts[1:], len(aliases)])]
    part_of = {r.name: k for k, part in enumerate(parts, 1) for r in part}
    files: dict[str, str] = {}
    for k, part in enumerate(parts, 1):
        is_class_part = part[0].is_object
        runtime: dict[int, list[str]] = {}
        typing_only: dict[int, list[str]] = {}
        for name in sorted(set().union(*(r.names for r in part))):
            where = part_of.get(name)
            if where is not None and where != k:
                (runtime if where < k and not is_class_part else typing_only).setdefault(where, []).append(name)
        docstring = f"Response models, part {k} of {len(parts)}: import them from ``types`` (``_models.py`` joins the parts)."
        files[str(path.with_name(PART_MODULE.format(k) + ".py"))] = _module(header, part, docstring, runtime, typing_only, join=is_class_part)
    files[str(path)] = _joining_module(header, [[r.name for r in part] for part in parts])
    return files


def _joining_module(header: str, parts: list[list[str]]) -> str:
    """``types/_models.py`` of split models (``parts``: each part's model names): imports every
    model from its part, exports them all, and gives each part every model's name."""
    modules = [PART_MODULE.format(k) for k in range(1, len(parts) + 1)]
    docstring = (
        "Response models: a pydantic model (or a ``TypeAliasType`` alias) per schema of the API.\n\n"
        "There are too many for one module (pyright does not analyse a module whose code-flow\n"
        f"graph is too large), so they are defined in {len(parts)} parts, ``{modules[0]}`` to ``{modules[-1]}``,\n"
        "consecutive runs of the one module's order (the classes, then the aliases, each alias after\n"
        "what its value names), joined here.  Import them from here or from ``types``.\n\n"
        "A class part imports the other parts' models for type checkers only: its annotations,\n"
        "which alone name them, are evaluated lazily (``from __future__ import annotations``), by\n"
        "pydantic, in the model's own module, when it builds the model on first use.  An alias part\n"
        "imports what its aliases' values name from earlier parts (a value is evaluated as it runs).\n"
        "Once every part is defined, each part is given here the name of every model, as if they\n"
        "all were in one module; a class part imports this module at its end, so that it is joined\n"
        "even when it is imported first (a model unpickled).\n"
    )
    lines = [header, "", f'"""{docstring}"""', "", "from __future__ import annotations", "", f"from . import {', '.join(modules)}"]
    lines += [f"from .{module} import {', '.join(names)}" for module, names in zip(modules, parts)]
    lines += ["", "__all__ = [", *(f"    {string_literal(n)}," for part in parts for n in part), "]", ""]
    loop = f"for _part in ({', '.join(modules)}):"
    if len(loop) > LINE_LENGTH:  # black's layout (black would otherwise format the module twice)
        loop = "\n".join(["for _part in (", *(f"    {module}," for module in modules), "):"])
    lines += [
        "# every part sees every model by name, as one module would (see the docstring)",
        "_MODELS = {name: globals()[name] for name in __all__}",
        loop,
        "    vars(_part).update(_MODELS)",
    ]
    return "\n".join(lines) + "\n"
