"""The public names the configuration gives component schemas (``types.<Schema>.name`` in
``sdkgen.yaml``): applied to the normalised document, after every pass, so that a name is
the one the generated package uses everywhere (models, signatures, docs, ``sdk-surface.json``)
and the IR never knows the old one.

Not a pass of :data:`generator.normalise.PASSES`: it corrects no quirk of the spec and cannot
be switched off; :func:`generator.normalise.normalise` runs it last when the context holds
names (:attr:`~generator.normalise.schema.NormaliseContext.type_names`).
"""

from __future__ import annotations

import copy
from typing import Any

from ..errors import ConfigError, join_pointer
from ..names import class_name_problem
from ..walk import iter_refs, retarget_mappings
from .schema import NormaliseContext, component_schemas


def apply_type_names(doc: dict[str, Any], ctx: NormaliseContext) -> dict[str, Any]:
    """Rename component schemas as ``ctx.type_names`` says (schema name after normalisation ->
    its public name) and rewrite every ``$ref`` and discriminator mapping to them (as
    :func:`~generator.normalise.components.class_names` does), keeping each renamed model's
    recorded origin (:attr:`NormaliseContext.sources`), so that messages still name the place
    the spec defines it.

    Args:
        doc: the normalised document (not modified).
        ctx: the context; ``type_names`` holds the names.

    Returns:
        The document with the schemas renamed (``doc`` itself when there is nothing to rename).

    Raises:
        ConfigError: a name is given for a schema the document does not have (the message
            lists the names it has that are closest), a new name is another schema's (or
            another new name), or the generated package cannot define it
            (:func:`generator.names.class_name_problem`).
    """
    wanted = {old: new for old, new in ctx.type_names.items() if old != new}
    schemas = component_schemas(doc)
    problems = []
    for old in sorted(set(ctx.type_names) - set(schemas)):
        near = sorted(n for n in schemas if n.lower().startswith(old.lower()[:4]))[:5]
        problems.append(f"types.{old}: no component schema {old!r}" + (f" (schemas named alike: {', '.join(near)})" if near else ""))
    kept = set(schemas) - set(wanted)
    seen: dict[str, str] = {}
    for old, new in sorted(wanted.items()):
        if old not in schemas:
            continue
        problem = class_name_problem(new)
        if problem is not None:
            problems.append(f"types.{old}.name: {new!r} {problem}")
        elif new in kept:
            problems.append(f"types.{old}.name: {new!r} is the name of another schema (rename that one too, or choose another name)")
        elif new in seen:
            problems.append(f"types.{old}.name: {new!r} is also the name given to {seen[new]!r}")
        seen[new] = old
    if problems:
        raise ConfigError("; ".join(problems), file="configuration")
    wanted = {old: new for old, new in wanted.items() if old in schemas}
    if not wanted:
        return doc
    out = copy.deepcopy(doc)
    out["components"]["schemas"] = {wanted.get(k, k): v for k, v in component_schemas(out).items()}
    moved = {join_pointer("#/components/schemas", old): join_pointer("#/components/schemas", new) for old, new in wanted.items()}
    for old_ptr, new_ptr in moved.items():
        if old_ptr in ctx.origins:
            ctx.origins[new_ptr] = ctx.origins[old_ptr]
        ctx.sources[new_ptr] = ctx.sources.get(old_ptr, old_ptr)
    for holder, _kind, _ptr in iter_refs(out, "document"):
        if holder["$ref"] in moved:
            holder["$ref"] = moved[holder["$ref"]]
    renamed: dict[str, Any] = retarget_mappings(out, wanted)
    return renamed
