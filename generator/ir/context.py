"""What every part of the IR build shares: the normalised document, the configuration, the
diagnostics sink and the names decided so far (a plain record, no behaviour)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..config import GeneratorConfig
from ..errors import Diagnostics
from .model import Model, Primitive

NONE = Primitive("none")
ANY = Primitive("any")


@dataclass
class BuildContext:
    """State of one IR build.

    Attributes:
        cfg: the resolved configuration (placement overrides, client settings).
        doc: the normalised document (:func:`generator.normalise.normalise`'s output).
        diagnostics: where warnings about degraded constructs go.
        locate: document pointer -> ``file#/pointer`` for messages.
        schemas: ``doc``'s ``components/schemas``.
        param_names: component name -> name of its request-side type (TypedDict or alias).
        models: models built so far, by name.
        fixed: object schema -> its fixed properties (wire name -> Python source of the value;
            :mod:`generator.ir.fixed`).
        union_members: schemas that are variants of a union somewhere.
        needs_fill: schemas below which the client fills fixed values in.
        unusable_schemes: security schemes already reported as unusable (one warning each).
        security_fallback: the requirements of operations when no ``security`` names a
            declared scheme (:mod:`generator.ir.security`; ``None`` until decided).
        scheme_aliases: declared schemes that are an earlier scheme's credential -> its name
            (``None`` until decided).
        attributes: object schema -> its properties' model attribute names (wire name ->
            :attr:`~generator.ir.model.Property.field_name`), as decided so far.
        tags: pointers of the discriminated unions' tag properties
            (:func:`generator.normalise.discriminators.discriminator_tags`): closed ``Literal`` values.
        values: the :class:`~generator.ir.samples.ValueBuilder` of ``doc`` (values valid for a
            schema, for the README examples; ``None`` until first used).
    """

    cfg: GeneratorConfig
    doc: dict[str, Any]
    diagnostics: Diagnostics
    locate: Callable[[str], str]
    schemas: dict[str, Any]
    param_names: dict[str, str] = field(default_factory=dict)
    models: dict[str, Model] = field(default_factory=dict)
    fixed: dict[str, dict[str, str]] = field(default_factory=dict)
    union_members: set[str] = field(default_factory=set)
    needs_fill: set[str] = field(default_factory=set)
    unusable_schemes: set[str] = field(default_factory=set)
    security_fallback: list[dict[str, list[str]]] | None = None
    scheme_aliases: dict[str, str] | None = None
    attributes: dict[str, dict[str, str]] = field(default_factory=dict)
    tags: frozenset[str] = frozenset()
    values: Any = None  # generator.ir.samples.ValueBuilder over doc, made by the README examples when first needed
