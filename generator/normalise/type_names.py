"""The public names the configuration gives component schemas (``types.<Schema>.name`` in
``sdkgen.yaml``): applied to the normalised document, after every pass, so that a name that is
the schema's alone is the one the generated package uses everywhere (models, signatures, docs,
``sdk-surface.json``) and the IR never knows the old one; a name several schemas are given
(Stainless names types per module: a ``Choice`` in each of two modules) is the name the
schema's module exports it under (:attr:`generator.ir.model.Model.exported_as`).

Not a pass of :data:`generator.normalise.PASSES`: it corrects no quirk of the spec and cannot
be switched off; :func:`generator.normalise.normalise` runs it last when the context holds
names (:attr:`~generator.normalise.schema.NormaliseContext.type_names`).
"""

from __future__ import annotations

import keyword
from typing import Any

from ..errors import ConfigError, join_pointer
from ..names import BUILTINS, SOFT_KEYWORDS, class_name_problem
from ..walk import copy_document, iter_refs, retarget_mappings
from .schema import NormaliseContext, component_schemas


def split_names(wanted: dict[str, str], schemas: set[str]) -> tuple[dict[str, str], dict[str, str]]:
    """Which of the names the configuration gives (schema -> name) rename a schema everywhere,
    and which are only the name its module exports it under (as Stainless names the types of
    one module: ``Choice`` in ``types/chat/chat_completion_response.py`` and another ``Choice``
    in ``types/completion_response.py``).

    A name renames its schema when no other schema is given it and no schema that keeps its
    own name has it; decided until nothing changes (a schema that cannot be renamed keeps its
    name, which may stop another from taking it), so the result depends on the names alone.

    Args:
        wanted: schema -> the name given (different from the schema's own).
        schemas: every component schema's name.

    Returns:
        ``(renames, exports)``: schema -> its new class name, and schema -> the name its module
        exports it under.
    """
    counts: dict[str, int] = {}
    for new in wanted.values():
        counts[new] = counts.get(new, 0) + 1
    renames = {old: new for old, new in wanted.items() if counts[new] == 1}
    while True:
        keeping = schemas - set(renames)
        blocked = {old for old, new in renames.items() if new in keeping}
        if not blocked:
            break
        renames = {old: new for old, new in renames.items() if old not in blocked}
    exports = {old: new for old, new in wanted.items() if old not in renames}
    return renames, exports


def apply_type_names(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Apply ``types.<Schema>`` of the configuration (``ctx.types``) to the normalised
    document: rename the schemas whose new name is theirs alone (:func:`split_names`) and
    rewrite every ``$ref`` and discriminator mapping to them (as
    :func:`~generator.normalise.components.class_names` does), keeping each renamed model's
    recorded origin (:attr:`NormaliseContext.sources`), so that messages still name the place
    the spec defines it; and record, per class name after renaming, the name its module exports
    it under and that module (:attr:`NormaliseContext.type_places`).

    Args:
        doc: the normalised document (not modified).
        ctx: the context; ``types`` holds the configuration's entries.

    Returns:
        The document with the schemas renamed (``doc`` itself when there is nothing to rename).

    Raises:
        ConfigError: an entry names a schema the document does not have (the message lists the
            names it has that are closest), a new class name is one the generated package
            cannot define (:func:`generator.names.class_name_problem`), or a name that is not
            the schema's alone has no module to be exported from.
    """
    schemas = component_schemas(doc)
    problems = []
    for old in sorted(set(ctx.types) - set(schemas)):
        near = sorted(n for n in schemas if n.lower().startswith(old.lower()[:4]))[:5]
        problems.append(f"types.{old}: no component schema {old!r}" + (f" (schemas named alike: {', '.join(near)})" if near else ""))
    wanted = {old: t.name for old, t in ctx.types.items() if old in schemas and t.name and t.name != old}
    # a name the package cannot define (``Warning``, a builtin) is still one a module can
    # export the class under, as the old SDK's module defined it: such a schema keeps its class
    # name, which may stop another rename, so the split is decided again without it
    export_only: dict[str, str] = {}
    while True:
        renames, exports = split_names({o: n for o, n in wanted.items() if o not in export_only}, set(schemas))
        more = {
            old: new
            for old, new in renames.items()
            if (new in BUILTINS or new in SOFT_KEYWORDS) and (ctx.types[old].module or ctx.layout_modules)
        }
        if not more:
            break
        export_only.update(more)
    exports.update(export_only)
    for old, new in sorted(renames.items()):
        problem = class_name_problem(new)
        if problem is not None:
            problems.append(f"types.{old}.name: {new!r} {problem}")
    for old, new in sorted(exports.items()):
        if not ctx.types[old].module and not ctx.layout_modules:
            problems.append(
                f"types.{old}.name: {new!r} is another schema's name too, so it can only be the name a module exports it under: give types.{old}.module"
            )
        elif not new.isidentifier() or keyword.iskeyword(new):
            problems.append(f"types.{old}.name: {new!r} is not a Python name")
    if problems:
        raise ConfigError("; ".join(problems), file="configuration")
    for old, t in sorted(ctx.types.items()):
        if old in schemas:
            ctx.type_places[renames.get(old, old)] = (exports.get(old, renames.get(old, old)), t.module or "", old)
    if not renames:
        return doc
    out = copy_document(doc)
    out["components"]["schemas"] = {renames.get(k, k): v for k, v in component_schemas(out).items()}
    moved = {join_pointer("#/components/schemas", old): join_pointer("#/components/schemas", new) for old, new in renames.items()}
    for old_ptr, new_ptr in moved.items():
        if old_ptr in ctx.origins:
            ctx.origins[new_ptr] = ctx.origins[old_ptr]
        ctx.sources[new_ptr] = ctx.sources.get(old_ptr, old_ptr)
    for holder, _kind, _ptr in iter_refs(out, "document"):
        if holder["$ref"] in moved:
            holder["$ref"] = moved[holder["$ref"]]
    renamed: dict[str, Any] = retarget_mappings(out, renames)
    return renamed
