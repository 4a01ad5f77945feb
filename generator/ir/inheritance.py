"""Which models inherit from another: ``S5: allOf [{$ref: S4}, {properties: {p5}}]`` is ``class
S5(S4)`` declaring ``p5`` only, rather than a class that copies every property of ``S4``
(and of ``S3``, ...): a chain of n ``allOf`` links prints n fields, not n squared.

``allof_merge`` (:mod:`generator.normalise.composition`) merges every ``allOf`` of objects
into one object, every property there, and names the component its first member refers to
(``x-sdkgen-extends``).  The model then extends that component's model when the class would
mean the same thing:

* the base is an object model (not an alias: a nullable or non-object parent, a union), not
  the model itself or one of its subclasses;
* the base's properties are the first of the model's, in the same order (pydantic puts the
  fields of a base first; a field declared again keeps its place);
* each of them is the same field as the model prints it (name, alias, annotation, default,
  constraints, description), or only its default, constraints or description differ and the
  annotation is the same: that field is declared again.  A property the child types otherwise
  (an override with another type, a discriminator tag narrowed to a ``Literal``) or makes
  required when the base has a default (an optional property made required: pyright strict
  refuses a field override that narrows the type or drops the default) keeps the model flat.

Other members' properties (a second ``$ref``) are declared by the model itself: single
inheritance only, from the first member, so no two bases can disagree.  The request side
(``TypedDict`` params, bodies) and every other reader of :attr:`Model.properties` still see
every property: only the class printed in ``types/_models.py`` is shorter.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..normalise.composition import EXTENDS
from .model import Model, Property


def _printed(p: Property) -> tuple[Any, ...]:
    """What the model's class prints of a property (:func:`generator.render.models._field`)."""
    return (p.name, p.field_name, p.model_annotation, p.model_default, p.constraints, p.description)


def _inherited(child: Model, base: Model) -> tuple[str, ...] | None:
    """The names of the properties ``child`` takes from ``base`` unchanged, or ``None`` when it
    cannot extend it (see the module docstring)."""
    if len(child.properties) < len(base.properties):
        return None
    same: list[str] = []
    for b, c in zip(base.properties, child.properties):
        if b.name != c.name or b.field_name != c.field_name:
            return None
        if _printed(b) == _printed(c):
            same.append(c.name)
        elif b.model_annotation.text != c.model_annotation.text or (b.model_default is not None and c.model_default is None):
            return None
    return tuple(same)


def inherit(models: list[Model], schemas: dict[str, Any]) -> list[Model]:
    """``models`` with :attr:`~generator.ir.model.Model.bases` and
    :attr:`~generator.ir.model.Model.inherited` set where a model extends the model of its
    ``allOf``'s first ``$ref`` member (the module docstring says when).  Linear in the number
    of properties.

    Args:
        models: the IR's models, in their order.
        schemas: the normalised component schemas (their ``x-sdkgen-extends``).

    Returns:
        The models, in the same order.
    """
    by_name = {m.name: m for m in models}
    base_of: dict[str, str] = {}
    inherited: dict[str, tuple[str, ...]] = {}
    for m in models:
        s = schemas.get(m.name)
        parent = s.get(EXTENDS) if isinstance(s, dict) and m.kind == "object" else None
        base = by_name.get(parent) if isinstance(parent, str) and parent != m.name else None
        if base is None or base.kind != "object":
            continue
        same = _inherited(m, base)
        if same is not None:
            base_of[m.name] = base.name
            inherited[m.name] = same
    # a cycle of bases (which allof_merge does not make) would be no class at all: cut it
    state: dict[str, int] = {}  # 1: on the chain being walked, 2: done
    for start in list(base_of):
        path: list[str] = []
        at: str | None = start
        while at is not None and at in base_of and at not in state:
            state[at] = 1
            path.append(at)
            at = base_of[at]
        if at is not None and state.get(at) == 1:
            base_of.pop(at)
        for name in path:
            state[name] = 2
    return [dataclasses.replace(m, bases=(base_of[m.name],), inherited=inherited[m.name]) if m.name in base_of else m for m in models]
