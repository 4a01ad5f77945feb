"""The signatures of an operation's methods: the arguments (parameters, body properties or
the whole body) in their order, the ``@overload`` signatures of a streaming operation, and
the annotations qualified against the resource class's names."""

from __future__ import annotations

import dataclasses

from .annotations import qualify_shadowed
from .model import Arg, Pagination, Parameter, RequestBody, Signature, Stream
from .types import is_json_media


def signatures(
    params: list[Parameter],
    body: RequestBody | None,
    return_ann: str,
    stream: Stream | None,
    scope: frozenset[str] = frozenset(),
    pagination: Pagination | None = None,
) -> tuple[tuple[Signature, ...], Signature]:
    """The method's signatures, their annotations qualified against ``scope`` (the names the
    resource class defines, see :func:`generator.ir.annotations.qualify_shadowed`); a paginated
    operation returns ``SyncPage[item]`` (sync) and ``AsyncPaginator[item]`` (async: awaited
    for the first page, or iterated with ``async for``)."""
    overloads, implementation = _raw_signatures(params, body, return_ann, stream)
    if pagination is not None:
        item = pagination.item_annotation
        implementation = dataclasses.replace(implementation, returns=f"SyncPage[{item}]", async_returns=f"AsyncPaginator[{item}]")

    def q(sig: Signature) -> Signature:
        args = tuple(dataclasses.replace(a, annotation=qualify_shadowed(a.annotation, scope)) for a in sig.args)
        return Signature(args, qualify_shadowed(sig.returns, scope), qualify_shadowed(sig.async_returns, scope))

    return tuple(q(s) for s in overloads), q(implementation)


def _raw_signatures(
    params: list[Parameter], body: RequestBody | None, return_ann: str, stream: Stream | None
) -> tuple[tuple[Signature, ...], Signature]:
    """The method's ``@overload`` signatures and implementation signature.

    Path parameters come first and may be passed by position; then the keyword-only
    arguments: required ones (body, query, header, cookie), then optional ones in the same order; optional arguments default to ``NOT_GIVEN`` (not sent).  A streaming
    operation with a ``stream`` flag gets three overloads: ``stream`` false or absent ->
    the response; ``Literal[True]`` -> ``Stream[chunk]``; ``bool`` -> either.
    """
    args: list[Arg] = []
    for p in params:
        if p.location == "path":
            args.append(Arg(p.py_name, p.name, "path", p.annotation, True, p.description, positional=True, default_repr=p.default_repr, type_note=p.type_note, json_text=is_json_media(p.content_type), fill=p.fill, nullable=p.nullable))
    if body is not None:
        if body.flattened:
            for prop in body.properties:
                if prop.read_only:  # readOnly: sent by the server only (OpenAPI 3.1 section 4.8.24 / JSON Schema)
                    continue
                # a fixed property (one value only) is optional, and sent when left out
                required = prop.required and prop.fixed_repr is None
                default = prop.fixed_repr if prop.fixed_repr is not None else prop.default_repr
                args.append(Arg(prop.py_name, prop.name, "body", prop.param_annotation, required, prop.description, default_repr=default, type_note=prop.type_note, fill=prop.fill, fixed_repr=prop.fixed_repr, nullable=prop.nullable))
        else:
            args.append(Arg(body.body_py_name, "", "body_whole", body.body_annotation, body.required, body.description, fill=body.fill, nullable=body.nullable))
    for p in params:
        if p.location != "path":
            args.append(Arg(p.py_name, p.name, p.location, p.annotation, p.required, p.description, default_repr=p.default_repr, type_note=p.type_note, json_text=is_json_media(p.content_type), fill=p.fill, nullable=p.nullable))  # type: ignore[arg-type]
    args = _mark_deprecated(args, params, body)
    ordered = [a for a in args if a.required] + [a for a in args if not a.required]

    def finish(a: Arg) -> Arg:
        return a if a.required else dataclasses.replace(a, annotation=a.annotation + " | NotGiven")

    if stream is None:
        sig = Signature(tuple(finish(a) for a in ordered), return_ann, return_ann)
        return (), sig
    sync_stream = f"Stream[{stream.chunk_annotation}]"
    async_stream = f"AsyncStream[{stream.chunk_annotation}]"
    if stream.param is None:
        if stream.or_document:
            return (), Signature(tuple(finish(a) for a in ordered), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}")
        return (), Signature(tuple(finish(a) for a in ordered), sync_stream, async_stream)
    flag = next(a for a in ordered if a.location == "body" and a.wire_name == stream.param)
    nullable = flag.annotation.endswith("| None")
    rest_required = [a for a in ordered if a.required and a is not flag]
    rest_optional = [finish(a) for a in ordered if not a.required and a is not flag]

    def with_flag(annotation: str, required: bool) -> tuple[Arg, ...]:
        f = dataclasses.replace(flag, annotation=annotation, required=required)
        if required:
            return tuple(rest_required + [f] + rest_optional)
        return tuple(rest_required + _insert(rest_optional, f, ordered))

    none = " | None" if nullable else ""
    overloads = (
        Signature(with_flag(f"Literal[False]{none} | NotGiven", False), return_ann, return_ann),
        Signature(with_flag("Literal[True]", True), sync_stream, async_stream),
        Signature(with_flag(f"bool{none}", True), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}"),
    )
    impl = Signature(with_flag(f"bool{none} | NotGiven", False), f"{return_ann} | {sync_stream}", f"{return_ann} | {async_stream}")
    return overloads, impl


def _mark_deprecated(args: list[Arg], params: list[Parameter], body: RequestBody | None) -> list[Arg]:
    """``args`` with ``deprecated``/``sunset`` of the parameter or body property each stands for."""
    marks: dict[tuple[str, str], tuple[bool, str]] = {(p.location, p.name): (p.deprecated, p.sunset) for p in params}
    if body is not None and body.flattened:
        marks.update({("body", prop.name): (prop.deprecated, prop.sunset) for prop in body.properties})
    out = []
    for a in args:
        deprecated, sunset = marks.get((a.location, a.wire_name), (False, ""))
        out.append(dataclasses.replace(a, deprecated=True, sunset=sunset) if deprecated else a)
    return out


def _insert(optional: list[Arg], flag: Arg, ordered: list[Arg]) -> list[Arg]:
    """``optional`` with ``flag`` put back at its original position among them."""
    names = [a.py_name for a in ordered if not a.required or a.py_name == flag.py_name]
    pos = names.index(flag.py_name)
    out = list(optional)
    out.insert(min(pos, len(out)), flag)
    return out
