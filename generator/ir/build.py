"""Build the IR (:mod:`generator.ir.model`) from a normalised document: the entry point
:func:`build_api`, component schemas -> models, and the API-wide parts (the security schemes come
from :mod:`.security`, the servers from :mod:`.servers`).

The input must be the output of :func:`generator.normalise.normalise` (canonical forms are
assumed, see its docstring).  Types, annotations, placement, operations and README examples
each have their own module in this package.
"""

from __future__ import annotations

import dataclasses
import functools
import gc
from collections.abc import Callable
from typing import Any, TypeVar

from ..config import GeneratorConfig
from ..errors import ConfigError, Diagnostics, SpecError, join_pointer
from ..names import is_identifier, unique
from ..normalise.discriminators import discriminator_tags
from ..walk import iter_operations
from .annotations import param_ann
from .constraints import constraints_of
from .context import BuildContext
from .dispatch import dispatch_annotation
from .fields import AtOrAfter, alias_annotation, alias_order
from .fixed import prepare as prepare_fixed
from .inheritance import inherit
from .layout import plan_types
from .model import Api, ArrayOf, Constraints, MapOf, Model, Operation, TupleOf, TypeRef, UnionOf
from .operations import build_operation
from .placement import class_scopes, place_operations, resources
from .properties import description_of, examples_of, properties_of
from .samples import mock_document, operation_samples
from .security import api_schemes
from .servers import api_servers, configured_base_url, default_base_url, operation_server
from .types import closure, refs_in, strip_none, to_type
from .webhooks import build_webhooks, payload_refs

# --------------------------------------------------------------------------- entry point


def _open_enum(schema: dict[str, Any], ptr: str, ctx: BuildContext) -> bool:
    """Whether the component ``schema`` (at ``ptr``) is a string enum typed open in responses
    (``Literal[...] | str``, :func:`generator.ir.types.to_type`): not a discriminator's tag."""
    values = schema.get("enum")
    if not isinstance(values, list) or not values or "const" in schema:
        return False
    return all(isinstance(v, str) for v in values) and ptr not in ctx.tags


def regex_engine(constraints: list[Constraints | None]) -> str:
    """``python-re`` when one of the patterns needs Python's ``re`` (pydantic's default engine,
    Rust's ``regex``, has no lookarounds or backreferences), else ``""``."""
    from ..normalise.values import pattern_problem

    for c in constraints:
        if c is not None and c.pattern is not None and pattern_problem(c.pattern, "rust-regex") is not None:
            return "python-re"
    return ""


def item_constraints_in(t: TypeRef) -> list[Constraints]:
    """The item constraints of the arrays inside ``t`` (nested arrays, map values, union
    members and tuple positions included), for :func:`regex_engine`."""
    out: list[Constraints] = []
    if isinstance(t, ArrayOf):
        if t.item_constraints is not None:
            out.append(t.item_constraints)
        out += item_constraints_in(t.items)
    elif isinstance(t, MapOf):
        out += item_constraints_in(t.values)
    elif isinstance(t, UnionOf | TupleOf):
        for x in t.variants if isinstance(t, UnionOf) else t.items:
            out += item_constraints_in(x)
    return out


_F = TypeVar("_F", bound=Callable[..., Any])


def _input_frozen(func: _F) -> _F:
    """Run ``func`` with the objects that exist when it starts (the normalised document, read
    only here) moved out of the garbage collector's reach (:func:`gc.freeze`), and put back
    afterwards: the full collections that the build's own allocations trigger then scan only
    what the build made, not a document of 20,000 operations each time, which made building the
    IR grow faster than the number of operations (``benchmarks/ir_bench.py``)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        gc.freeze()
        try:
            return func(*args, **kwargs)
        finally:
            gc.unfreeze()

    return wrapper  # type: ignore[return-value]


@_input_frozen
def build_api(
    doc: dict[str, Any],
    cfg: GeneratorConfig,
    diagnostics: Diagnostics,
    locate: Any,
    sources: tuple[str, ...] = (),
    merged: tuple[tuple[str, tuple[str, ...]], ...] = (),
    schema_sources: dict[str, str] | None = None,
    type_places: dict[str, tuple[str, str, str]] | None = None,
) -> Api:
    """Build the IR.

    Args:
        doc: the normalised document.
        cfg: the configuration (names, base URL, overrides).
        diagnostics: where degradations are reported.
        locate: pointer -> ``file#/pointer`` for messages.
        sources: display paths of the inputs.
        merged: components merged from several files (pointer, files).
        schema_sources: component pointer -> the place a normaliser pass made it from
            (:attr:`generator.normalise.NormaliseContext.sources`); models record that place.
        type_places: class name -> (the name its module exports it under, the module the
            configuration gives it or ``""``, the ``types:`` key) for the schemas ``types:`` names
            (:attr:`generator.normalise.NormaliseContext.type_places`).

    Returns:
        The :class:`~generator.ir.Api`.

    Raises:
        SpecError: an operation or schema is malformed (message gives file and pointer).
    """
    schemas: dict[str, Any] = ((doc.get("components") or {}).get("schemas") or {})
    ctx = BuildContext(cfg=cfg, doc=doc, diagnostics=diagnostics, locate=locate, schemas=schemas, tags=discriminator_tags(doc))
    names = set(schemas)
    for name in sorted(schemas):
        s = schemas[name] if isinstance(schemas[name], dict) else {}
        if _open_enum(s, join_pointer("#/components/schemas", name), ctx):
            # a string enum is open in responses (``Literal[...] | str``: a value added later
            # still parses) and closed in requests, as inline enums are: a typo is a type error
            pass
        elif "enum" in s or "const" in s or (isinstance(s.get("type"), str) and s.get("type") not in ("object", "array")):
            # a literal or primitive alias means the same in requests and responses: one name
            ctx.param_names[name] = name
            continue
        ctx.param_names[name] = unique(name + "Param", names)
        names.add(ctx.param_names[name])

    # model edges (for reachability)
    edges: dict[str, set[str]] = {}
    raw_types: dict[str, TypeRef] = {}
    for name, s in schemas.items():
        ptr = join_pointer("#/components/schemas", name)
        if isinstance(s, dict) and s.get("type") == "object" and ("properties" in s):
            refs: set[str] = set()
            for pn, ps in (s.get("properties") or {}).items():
                refs |= refs_in(to_type(ps, ctx, join_pointer(ptr, "properties", pn)))
            ap = s.get("additionalProperties")
            if isinstance(ap, dict):
                refs |= refs_in(to_type(ap, ctx, join_pointer(ptr, "additionalProperties")))
            edges[name] = refs
        else:
            t = to_type(s, ctx, ptr)
            raw_types[name] = t
            edges[name] = refs_in(t)

    ops_raw = list(iter_operations(doc))
    prepare_fixed(ctx, ops_raw)
    placement = place_operations(ops_raw, ctx)
    scopes = class_scopes(placement)
    operations: list[Operation] = []
    api_server = configured_base_url(cfg, doc)
    for path, method, raw, ptr in ops_raw:
        try:
            built = build_operation(path, method, raw, ptr, placement[(path, method)], ctx, scopes[placement[(path, method)][0]])
            server = operation_server(doc, path, raw, ptr, api_server, ctx, cfg.client.base_url or "")
            operations.append(dataclasses.replace(built, server=server) if server else built)
        except ConfigError:  # the configuration's own mistake (operations.<id>.pagination)
            raise
        except SpecError as exc:  # a fault confined to one operation costs that operation only
            where = exc.location if exc.file or exc.pointer else locate(ptr)
            diagnostics.warn(where, "operation-skipped", exc.message, f"{method.upper()} {path} skipped")

    req_roots: set[str] = set()
    resp_roots: set[str] = set()
    for op in operations:
        for prm in op.parameters:
            req_roots |= refs_in(prm.type)
        if op.request_body:
            req_roots |= refs_in(op.request_body.schema)
            for prop in op.request_body.properties:
                req_roots |= refs_in(prop.type)
        for m in op.success:
            if m.type is not None:
                resp_roots |= refs_in(m.type)
        for r in op.errors:
            for m in r.media:
                if m.type is not None:
                    resp_roots |= refs_in(m.type)
        if op.stream:
            resp_roots |= refs_in(op.stream.chunk)
    resp_roots |= payload_refs(doc, ctx)
    in_request = closure(req_roots, edges)
    in_response = closure(resp_roots, edges)

    # aliases are defined after every class, each after the aliases it names (alias_order)
    order = alias_order(raw_types)
    position = {name: i for i, name in enumerate(order)}
    later = {name: AtOrAfter(order, position, i) for i, name in enumerate(order)}
    models: list[Model] = []
    for name in sorted(schemas):
        s = schemas[name] if isinstance(schemas[name], dict) else {}
        ptr = join_pointer("#/components/schemas", name)
        defined_at = locate((schema_sources or {}).get(ptr, ptr))
        is_object = s.get("type") == "object" and "properties" in s
        wire = name
        if is_object:
            props = properties_of(s, ptr, ctx, request=name in in_request, owner=name)
            if isinstance(s.get("patternProperties"), dict) and s["patternProperties"]:
                ctx.diagnostics.warn(
                    locate(join_pointer(ptr, "patternProperties")),
                    "pattern-properties-untyped",
                    "patternProperties beside properties",
                    "the keys they describe are accepted and kept (extra attributes), their values not checked",
                )
            functional = any(not is_identifier(p.name) or p.name.startswith("__") for p in props)
            models.append(
                Model(
                    name=name,
                    wire_name=wire,
                    pointer=defined_at,
                    kind="object",
                    description=description_of(s),
                    properties=props,
                    alias_of=None,
                    param_name=ctx.param_names[name] if name in in_request else None,
                    param_annotation="",
                    in_request=name in in_request,
                    in_response=name in in_response,
                    examples_json=examples_of(s),
                    closed=s.get("additionalProperties") is False,
                    param_functional=functional,
                    union_member=name in ctx.union_members,
                    regex_engine=regex_engine([p.constraints for p in props] + [c for p in props for c in item_constraints_in(p.type)]),
                )
            )
        else:
            t = to_type(s, ctx, ptr, request=name in in_request)
            quoted = later[name] if name in later else frozenset({name})
            limits = constraints_of(s, strip_none(t)[0], ptr, locate)
            models.append(
                Model(
                    name=name,
                    wire_name=wire,
                    pointer=defined_at,
                    kind="alias",
                    description=description_of(s),
                    properties=(),
                    alias_of=t,
                    param_name=ctx.param_names[name] if name in in_request else None,
                    param_annotation=param_ann(t, ctx.param_names).text,
                    in_request=name in in_request,
                    in_response=name in in_response,
                    examples_json=examples_of(s),
                    model_annotation=dispatch_annotation(name, quoted, ctx) or alias_annotation(name, t, quoted, ctx),
                    constraints=limits,
                    regex_engine=regex_engine([limits, *item_constraints_in(t)]),
                )
            )
    models = inherit(models, schemas)  # class S5(S4) for allOf [$ref S4, {...}]
    operations.sort(key=lambda o: (o.resource, o.name))
    operations = operation_samples(doc, operations)  # the calls the package's shipped tests make
    # where each type is exported from (layout:, types:, operations.<id>.params_type/response_type)
    copies = {cls: cfg.types[key].also for cls, (_e, _m, key) in (type_places or {}).items() if key in cfg.types and cfg.types[key].also}
    laid_out, laid_ops = plan_types(models, operations, cfg.layout, type_places or {}, cfg.operations, copies)
    models, operations = list(laid_out), list(laid_ops)
    imported = {m.name for m in models} | {m.param_name for m in models if m.param_name}
    top, allr = resources(operations, imported, nested=cfg.layout.resources == "nested")
    info = doc.get("info") or {}
    security = api_schemes(operations, ctx, {r.attr for r in top})
    env = cfg.client.env
    webhooks = build_webhooks(doc, ctx, tuple(models), {r.attr for r in top}, frozenset({env.api_key, env.base_url, env.log, *(s.env for s in security)}))
    base_url = default_base_url(cfg, doc, ctx)
    servers = api_servers(cfg, doc, {s.argument for s in security} | set(cfg.client.header_options) | ({"api_key"} if not security else set()))
    return Api(
        title=str(info.get("title") or cfg.package.name),
        version=str(info.get("version") or ""),
        description=str(info.get("description") or "").strip(),
        package=cfg.package,
        client=cfg.client,
        base_url=base_url,
        servers=servers,
        security=security,
        models=tuple(models),
        operations=tuple(operations),
        resources=top,
        all_resources=allr,
        sources=sources,
        merged=merged,
        webhooks=webhooks,
        mock_document=mock_document(doc),
        layout=cfg.layout,
    )
