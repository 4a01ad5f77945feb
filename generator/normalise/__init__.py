"""Stage 3, normalise: turn every spelling of one meaning into one canonical form.

Each quirk of real-world specs is one named pass: a function ``(document, context) ->
document`` that does not modify its input.  Passes run in the order of :data:`PASSES` and can
be switched off one by one (``normalise: {disable: [name]}`` in ``sdkgen.yaml``).  Each is
unit-tested with a dict in and a dict out in ``tests/test_normalise.py``.

Canonical forms after all passes (what :mod:`generator.ir` may assume):

* Nullable ``T`` is ``{<annotations>, anyOf: [T, {type: 'null'}]}`` - whatever the input said:
  ``nullable: true`` (3.0, also inside 3.1 documents and beside ``$ref``), ``type: [T, 'null']``
  (quoted or YAML ``null``), ``enum`` containing ``null``, or ``anyOf``/``oneOf`` with a null
  branch.  Annotations (``title``, ``description``, ``default``, examples) stay outside.
* A one-value ``enum`` and ``const`` (with or without a one-value ``enum`` beside it) are
  ``{type: T, const: v}`` with ``T`` inferred from the value (string, integer, boolean...).
* Unions are ``anyOf`` (flattened, deduplicated, null last); ``oneOf`` remains only with a
  ``discriminator``, whose variants each declare the tag property as a ``const``/``enum``.
  A discriminated parent object its subtypes extend through ``allOf`` is ``oneOf`` them.
* Single-branch ``allOf``/``anyOf``/``oneOf`` are replaced by the branch (a ``$ref`` keeps
  sibling annotations).  ``allOf`` of objects is merged into one object.
* ``additionalProperties: true`` / ``{}`` is dropped (objects are open by default).
* Only component schemas are objects with properties; inline objects are hoisted into
  ``components/schemas`` under a derived, unique name.
* A streamed response documented as ``oneOf(response, chunk)`` under ``application/json`` is
  split into ``application/json: response`` and ``text/event-stream: chunk``.
* Only ``#/components/schemas`` refs remain; parameters, responses, request bodies and headers
  are inlined.  Component schema names are valid, unique Python class names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import SpecError
from .components import class_names, hoist_inline_schemas, inline_component_refs, name_large_enums
from .composition import (
    allof_merge,
    check_composition_cycles,
    single_branch_composition,
    union_flatten,
)
from .discriminators import discriminator_literals
from .hierarchy import discriminator_hierarchy
from .media import form_boolean_strings, streaming_response
from .nullability import enum_null_member, nullable_component_roots, nullable_keyword, type_list
from .objects import additional_properties_true, implicit_object_type
from .schema import (
    NormaliseContext,
    is_null_schema,
    is_nullable,
    make_nullable,
    ref_name,
    split_annotations,
)
from .type_names import apply_type_names
from .values import const_enum, default_values, pattern_compiles

Pass = Callable[[dict[str, Any], NormaliseContext], dict[str, Any]]


PASSES: tuple[tuple[str, Pass], ...] = (
    ("inline_component_refs", inline_component_refs),
    ("discriminator_hierarchy", discriminator_hierarchy),
    ("class_names", class_names),
    ("single_branch_composition", single_branch_composition),
    ("nullable_keyword", nullable_keyword),
    ("type_list", type_list),
    ("enum_null_member", enum_null_member),
    ("const_enum", const_enum),
    ("default_values", default_values),
    ("nullable_component_roots", nullable_component_roots),
    ("additional_properties_true", additional_properties_true),
    ("implicit_object_type", implicit_object_type),
    ("allof_merge", allof_merge),
    ("union_flatten", union_flatten),
    ("discriminator_literals", discriminator_literals),
    ("form_boolean_strings", form_boolean_strings),
    ("streaming_response", streaming_response),
    ("hoist_inline_schemas", hoist_inline_schemas),
    ("name_large_enums", name_large_enums),
    ("pattern_compiles", pattern_compiles),
)


PASS_NAMES = tuple(name for name, _ in PASSES)


# Passes whose absence breaks the contract with the IR build; they cannot be disabled.
REQUIRED_PASSES = frozenset({"inline_component_refs", "class_names", "hoist_inline_schemas"})


def normalise(
    doc: dict[str, Any], ctx: NormaliseContext | None = None, disabled: tuple[str, ...] = ()
) -> dict[str, Any]:
    """Run every enabled pass in order.

    Args:
        doc: the merged document (not modified).
        ctx: shared context (diagnostics, locations, overrides).
        disabled: names of passes to skip (see :data:`PASS_NAMES`).

    Returns:
        The normalised document.

    Raises:
        SpecError: a pass found an input it cannot make sense of (message gives the location),
            a required pass was disabled, or a schema is defined in terms of itself with no
            object in between (:func:`~generator.normalise.composition.check_composition_cycles`).
    """
    ctx = ctx or NormaliseContext()
    bad = sorted(set(disabled) & REQUIRED_PASSES)
    if bad:
        raise SpecError(f"normalise pass {bad[0]!r} cannot be disabled")
    check_composition_cycles(doc, ctx)
    for name, fn in PASSES:
        if name in disabled:
            continue
        doc = fn(doc, ctx)
    # one more union/const round: hoisting and splitting may expose new single branches
    if "union_flatten" not in disabled:
        doc = union_flatten(doc, ctx)
    if ctx.types:  # the configuration's public names and modules (``types.<Schema>``), last
        doc = apply_type_names(doc, ctx)
    return doc


__all__ = [
    "PASSES",
    "PASS_NAMES",
    "REQUIRED_PASSES",
    "NormaliseContext",
    "Pass",
    "additional_properties_true",
    "allof_merge",
    "class_names",
    "const_enum",
    "default_values",
    "discriminator_hierarchy",
    "discriminator_literals",
    "enum_null_member",
    "form_boolean_strings",
    "hoist_inline_schemas",
    "implicit_object_type",
    "inline_component_refs",
    "is_null_schema",
    "is_nullable",
    "make_nullable",
    "name_large_enums",
    "normalise",
    "nullable_component_roots",
    "nullable_keyword",
    "pattern_compiles",
    "ref_name",
    "single_branch_composition",
    "split_annotations",
    "streaming_response",
    "type_list",
    "union_flatten",
]
