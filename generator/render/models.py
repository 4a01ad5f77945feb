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
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..errors import SpecError
from ..ir.annotations import annotated, field_arguments
from ..ir.fields import alias_order
from ..ir.model import Api, Model, Property, Source
from ..literals import string_literal


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
    for p in m.properties:
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
        custom_base_class="BaseModel",
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


def render_models(api: Api, header: str) -> str:
    """Generate the ``types/_models.py`` module from the IR alone.

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
        return header + '\n"""Response models (none: the API declares no schemas)."""\n'
    folder = templates_dir()
    imports: set[tuple[str, str]] = set()
    bodies: list[str] = []
    uses_base = False
    aliases = {m.name: m for m in api.models if m.kind != "object"}
    ordered = [m for m in api.models if m.kind == "object"]
    ordered += [aliases[n] for n in alias_order({n: m.alias_of for n, m in aliases.items() if m.alias_of is not None}) if n in aliases]
    ordered += [m for m in aliases.values() if m.alias_of is None]
    for m in ordered:
        try:
            if m.kind == "object":
                model, needs = _object(m, folder)
                uses_base = True
            else:
                model, needs = _alias(m, folder)
            bodies.append(model.render().rstrip())
        except Exception as exc:
            raise SpecError(f"model rendering (datamodel-code-generator) failed: {type(exc).__name__}: {exc}", pointer=m.pointer) from exc
        imports |= needs
    lines = [header, "", "from __future__ import annotations", "", *import_lines(imports)]
    if uses_base:
        lines += ["", "from .._models import BaseModel"]
    return "\n".join(lines) + "\n\n\n" + "\n\n\n".join(bodies) + "\n"
