"""Views: small values computed from the IR for one template (imports per module, docstrings,
arguments grouped by location, README examples).  Templates read the IR and these, nothing else."""

from __future__ import annotations

import io
import tokenize
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..ir.annotations import annotation_names
from ..ir.model import Api, Arg, MediaType, ModelRef, Operation, Primitive, Resource, UnionOf
from ..literals import from_import
from ..tidy import member_key
from .error_docs import STATUS_ERRORS, ErrorDoc, error_class, error_docs
from .filters import described, docstring, md_code

__all__ = ["STATUS_ERRORS", "ErrorDoc", "error_class", "error_docs"]

TYPING_NAMES = ("Any", "Literal", "cast", "overload", "TYPE_CHECKING")


ABC_NAMES = ("Iterable", "Mapping", "Sequence")


@dataclass
class Flavour:
    prefix: str
    base: str
    async_kw: str
    await_kw: str
    is_async: bool
    wrappers: dict[str, str]
    client: str = ""
    httpx: str = ""
    doc: str = ""


SYNC = Flavour("", "SyncAPIResource", "", "", False, {"RawResponse": "to_raw_response_wrapper", "StreamingResponse": "to_streamed_response_wrapper"})


ASYNC = Flavour("Async", "AsyncAPIResource", "async ", "await ", True, {"RawResponse": "async_to_raw_response_wrapper", "StreamingResponse": "async_to_streamed_response_wrapper"})


def _extra_body_doc(op: Operation) -> str:
    """What the method's ``extra_body`` does, as the runtime treats it (``_base_client``'s
    body building): properties added to the JSON, multipart or form body; refused (a
    ``TypeError``) where the operation takes no body and the method sends none."""
    body = op.request_body
    if body is None:
        if op.method.upper() in ("GET", "HEAD", "DELETE", "OPTIONS"):
            return f"Not accepted: {op.method.upper()} {op.path} takes no request body (raises TypeError; use extra_query or extra_headers)"
        return "Add additional JSON properties to the request (sent as a JSON body)"
    if body.encoding == "multipart":
        return "Add additional parts to the multipart request body"
    if body.encoding == "form":
        return "Add additional fields to the form request body"
    return "Add additional JSON properties to the request"


def _op_docstring(op: Operation) -> str:
    parts: list[str] = []
    if op.summary:
        parts.append(op.summary)
    if op.description and op.description != op.summary:
        parts.append(op.description)
    if op.deprecated:
        parts.append(f"Deprecated (sunset: {op.sunset})." if op.sunset else "Deprecated.")
    if op.request_body and op.request_body.flattened and op.request_body.description:
        parts.append(f"Request body: {op.request_body.description}")
    if op.pagination is not None:
        parts.append(
            f"Returns pages of {op.pagination.item_annotation}: iterating the result yields every item, "
            "requesting each next page when the items before it are used up."
        )
    assert op.implementation is not None
    args = op.implementation.args
    lines = ["Args:"]
    for a in args:
        lines.append(f"  {a.py_name}: {described(a)}".rstrip())
        lines.append("")
    lines += [
        "  extra_headers: Send extra headers",
        "",
        "  extra_query: Add additional query parameters to the request",
        "",
        f"  extra_body: {_extra_body_doc(op)}",
        "",
        "  timeout: Override the client-level default timeout for this request: seconds, an httpx.Timeout, or None for none",
    ]
    if op.redirects:
        answer = (
            f"  {op.return_annotation}: the answer is a redirect (HTTP {' or '.join(op.redirects)}), which the "
            f"client returns instead of following; its Location header is "
            f"`with_raw_response.{op.name}(...).headers[\"location\"]`."
        )
        lines += ["", "Returns:", answer]
    elif op.stream is not None and op.stream.or_document:
        document = op.return_annotation  # the documents of its 2xx statuses (a 202 beside the 200 stream)
        lines += [
            "",
            "Returns:",
            (
                f"  the server's choice: a {document} when it answers with a document, else a stream of "
                f"{op.stream.chunk_annotation} (the request accepts both); tell them apart with isinstance."
            ),
        ]
    errors = error_docs(op)
    if errors:
        lines += ["", "Raises:"]
        for e in errors:
            body = f"; its parsed_body is {' or '.join(e.models)}" if e.models else ""
            about = f" ({e.description})" if e.description else ""
            when = ", only when redirects are not followed (follow_redirects=False): the client follows it" if e.followed else ""
            lines.append(f"  {e.exception}: HTTP {e.status}{about}{body}{when}.")
    parts.append("\n".join(lines))
    return docstring(_docstring_dedent("\n\n".join(parts)), 8)


def _docstring_dedent(text: str) -> str:
    """``text`` with the indentation common to its lines after the first removed, as black
    lays out a docstring (PEP 257's trimming): an operation without a summary starts its
    docstring with ``Args:``, and its indented entries would otherwise cost black a second
    pass over the module.  The formatted module is the same either way."""
    lines = text.split("\n")
    indents = [len(line) - len(line.lstrip(" ")) for line in lines[1:] if line.strip()]
    common = min(indents, default=0)
    if not common:
        return text
    return "\n".join([lines[0]] + [line[common:] for line in lines[1:]])


def _local_imports(names: set[str], model_names: AbstractSet[str], up: str = "..") -> list[str]:
    """Import lines for a function that resolves response types at run time (models from
    ``..types`` (``up`` is the resource module's way up to the package), ``date``/``datetime``/``UUID`` from the standard library)."""
    lines: list[str] = []
    for mod, mod_names in (("datetime", ("date", "datetime")), ("uuid", ("UUID",))):
        hit = sorted(set(mod_names) & names)
        if hit:
            lines.append(f"from {mod} import {', '.join(hit)}")
    types_needed = sorted(names & model_names, key=member_key)  # as ruff's isort orders them (I001)
    if types_needed:
        # printed inside a function: black's layout at one level of indentation
        lines.extend(line[4:] for line in from_import("    ", f"{up}types", types_needed))
    return lines


def _error_media(op: Operation) -> list[tuple[str, tuple[MediaType, ...]]]:
    """The documented responses other than the success status that have a body: ``(status,
    media types)``, in the operation's order.  The client decodes an error body by these
    (``parsed_body``), and a 2xx body of such a status (``202`` beside ``200``) too."""
    return [(r.status, r.media) for r in op.errors if r.media]


def text_file_fields(op: Operation) -> list[str]:
    """The multipart file fields of ``op`` that may also be text (a union with ``str``:
    ``oneOf: [{format: binary}, {format: uri}]``, a ``contentEncoding: base64`` part; a
    property whose schema says nothing, typed ``Any``): a value that is no file content (a
    ``str``, a number, an object) is sent as a text or JSON part."""
    body = op.request_body
    if body is None:
        return []
    return [
        p.name
        for p in body.properties
        if p.name in body.untyped_file_fields or (p.name in body.file_fields and isinstance(p.type, UnionOf) and Primitive("str") in p.type.variants)
    ]


def _required_values(op: Operation, args: tuple[Arg, ...]) -> list[tuple[str, str]]:
    """``(location, wire name)`` of the required, non-nullable arguments whose ``None``
    cannot be sent and would be dropped: query, header and cookie parameters, and the parts
    of a ``multipart/form-data`` or fields of an ``application/x-www-form-urlencoded`` body
    (a JSON body sends ``null``, a path parameter already refuses it).  Location ``body``
    for the parts; in argument order.  The client raises ``ValueError`` for them
    (``Endpoint.required``)."""
    form = op.request_body is not None and op.request_body.encoding in ("multipart", "form")
    return [
        (a.location, a.wire_name)
        for a in args
        if a.required and not a.nullable and (a.location in ("query", "header", "cookie") or (a.location == "body" and form))
    ]


def accept_header(op: Operation) -> str | None:
    """The ``Accept`` header an operation sends (RFC 9110 section 12.5.1): the media types
    of its success response as the spec writes them (``text/plain``, ``application/pdf``,
    ``application/vnd.api+json``), or ``None`` when they are ``application/json`` alone, or
    none, which the runtime asks for by default.  ``text/event-stream`` is left out: a stream
    asks for it itself."""
    types: list[str] = []
    # the success status's media types, then those of its other 2xx statuses (a 202 beside a 200)
    for m in (*op.success, *(m for r in op.errors if r.status.startswith("2") for m in r.media)):
        base = m.content_type.split(";")[0].strip().lower()
        if base != "text/event-stream" and m.content_type not in types:
            types.append(m.content_type)
    if all(t.split(";")[0].strip().lower() == "application/json" for t in types):
        return None
    return ", ".join(types)


def model_name_sets(api: Api) -> tuple[frozenset[str], frozenset[str]]:
    """The API's model names and its models' request-side (``param_name``) names."""
    return frozenset(m.name for m in api.models), frozenset(m.param_name for m in api.models if m.param_name)


def resource_view(api: Api, resource: Resource, name_sets: tuple[frozenset[str], frozenset[str]] | None = None) -> dict[str, Any]:
    """The view of ``resource.py.j2`` for one resource (``name_sets``: :func:`model_name_sets` of
    ``api``, computed once by a caller rendering every resource)."""
    up = "." * (resource.module.count(".") + 2)  # from resources/<module>.py to the package
    model_names, param_names = name_sets if name_sets is not None else model_name_sets(api)
    used: set[str] = set()
    runtime_imports: dict[str, list[str]] = {}
    error_imports: dict[str, list[str]] = {}
    for op in resource.operations:
        assert op.implementation is not None
        for sig in (*op.overloads, op.implementation):
            for a in sig.args:
                used |= annotation_names(a.annotation)
            used |= annotation_names(sig.returns) | annotation_names(sig.async_returns)
        rt: set[str] = set()
        for m in op.success:
            if m.decode == "json":
                rt |= annotation_names(m.annotation)
        if op.stream:
            rt |= annotation_names(op.stream.chunk_annotation)
        if op.pagination is None:  # a paginated method's annotations name the item, not the body
            used |= rt
        runtime_imports[op.name] = _local_imports(rt, model_names, up)
        errors = _error_media(op)
        if errors:
            et: set[str] = set()
            for _status, media in errors:
                for m in media:
                    if m.decode == "json":
                        et |= annotation_names(m.annotation)
            used |= et - model_names - {"date", "datetime", "UUID"}  # those are imported locally
            error_imports[op.name] = _local_imports(et, model_names, up)
    has_overloads = any(op.overloads for op in resource.operations)
    # parameters sent as their JSON text (`content: application/json`) need the module's helper,
    # and so do values the client fills fixed values into
    json_text = any(a.json_text for op in resource.operations for a in op.implementation.args)  # type: ignore[union-attr]
    with_fixed = any(a.fill for op in resource.operations for a in op.implementation.args)  # type: ignore[union-attr]
    has_ops = bool(resource.operations)
    typing = ["TYPE_CHECKING"] if (used & model_names or used & param_names or used & {"date", "datetime", "UUID"} or resource.children) else []
    if has_ops:
        typing.append("Any")
    # a method returning Any returns the client's answer as it is; the others cast it
    if any(r != "Any" for op in resource.operations for r in (op.implementation.returns, op.implementation.async_returns)):  # type: ignore[union-attr]
        typing.append("cast")
    if "Literal" in used:
        typing.append("Literal")
    if has_overloads:
        typing.append("overload")
    stdlib = ["import builtins"] if "builtins" in used else []
    abc = sorted(set(ABC_NAMES) & used)
    if abc:
        stdlib.append(f"from collections.abc import {', '.join(abc)}")
    stdlib.append("from functools import cached_property")
    if typing:
        stdlib.append(f"from typing import {', '.join(sorted(set(typing), key=str.lower))}")
    package: list[str] = []
    if has_ops:
        package.append(f"from {up}_base_client import Endpoint, " + ("ErrorTypes, SuccessTypes" if error_imports else "SuccessTypes"))
        qs = ["format_path"] if any(a.location == "path" for op in resource.operations for a in op.implementation.args) else []  # type: ignore[union-attr]
        if json_text:
            qs.append("json_dumps")
        if qs:
            package.append(f"from {up}_qs import {', '.join(qs)}")
    deprecations, deprecated_args = deprecation_messages(resource)
    warn_names = (["deprecated_argument"] if any(deprecated_args.values()) else []) + (["warn_deprecated_once"] if deprecations else [])
    package.append(f"from {up}_resource import " + ", ".join(["AsyncAPIResource", "SyncAPIResource", *warn_names]))
    if deprecations:
        stdlib.append("from typing_extensions import deprecated")
    package.append(
        f"from {up}_response import async_to_raw_response_wrapper, async_to_streamed_response_wrapper, "
        "to_raw_response_wrapper, to_streamed_response_wrapper"
        if has_ops
        else ""
    )
    if "Stream" in used or "AsyncStream" in used:
        package.append(f"from {up}_streaming import AsyncStream, Stream")
    if any(op.pagination for op in resource.operations):
        package.append(f"from {up}_pagination import AsyncPaginator, Paging, SyncPage")
    if has_ops:
        types_names = ["Body", "Headers", "NOT_GIVEN", "NotGiven", "Query", "Timeout"]
        if "FileTypes" in used:
            types_names.append("FileTypes")
        package.append(f"from {up}_types import {', '.join(types_names)}")
    package = [p for p in package if p]
    tc: list[str] = []
    for mod, names in (("datetime", ("date", "datetime")), ("uuid", ("UUID",))):
        hit = sorted(set(names) & used)
        if hit:
            tc.append(f"from {mod} import {', '.join(hit)}")
    tnames = sorted((used & model_names) | (used & param_names))
    if tnames:
        tc.append(f"from {up}types import {', '.join(tnames)}")
    # a sub-resource's module from this one's (``.completions`` beside ``chat/chat.py``)
    folder = resource.module.rpartition(".")[0]
    child_modules = {c.attr: "." + c.module.removeprefix(folder + "." if folder else "") for c in resource.children}
    for child in resource.children:
        tc.append(
            f"from {child_modules[child.attr]} import Async{child.class_name}Resource, Async{child.class_name}ResourceWithRawResponse, "
            f"Async{child.class_name}ResourceWithStreamingResponse, {child.class_name}Resource, "
            f"{child.class_name}ResourceWithRawResponse, {child.class_name}ResourceWithStreamingResponse"
        )
    by_location: dict[str, dict[str, list[Arg]]] = {}
    path_args: dict[str, list[Arg]] = {}
    path_styles: dict[str, list[tuple[str, str, bool]]] = {}
    header_styles: dict[str, list[tuple[str, str, bool]]] = {}
    stream_arg: dict[str, str] = {}
    required_values: dict[str, list[tuple[str, str]]] = {}
    for op in resource.operations:
        assert op.implementation is not None
        groups: dict[str, list[Arg]] = {k: [] for k in ("path", "query", "header", "cookie", "body", "body_whole")}
        for a in op.implementation.args:
            groups[a.location].append(a)
        if op.request_body is not None and op.request_body.flattened and op.request_body.encoding in ("multipart", "form"):
            # parts in the schema's order, not the signature's: S3's POST Object ignores the fields after the file
            order = {p.name: i for i, p in enumerate(op.request_body.properties)}
            groups["body"].sort(key=lambda a: order.get(a.wire_name, len(order)))
        by_location[op.name] = groups
        required_values[op.name] = _required_values(op, op.implementation.args)
        path_args[op.name] = groups["path"]
        # path and header parameters whose style is not the default simple/explode=false
        path_styles[op.name] = [
            (p.name, p.style, p.explode) for p in op.parameters if p.location == "path" and (p.style, p.explode) != ("simple", False)
        ]
        header_styles[op.name] = [
            (p.name, p.style, p.explode) for p in op.parameters if p.location == "header" and (p.style, p.explode) != ("simple", False)
        ]
        if op.stream and op.stream.param:
            stream_arg[op.name] = next(a.py_name for a in groups["body"] if a.wire_name == op.stream.param)
    class_names = []
    for f in ("", "Async"):
        for suffix in ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse"):
            class_names.append(f"{f}{resource.class_name}{suffix}")
    return {
        "resource": resource,
        "up": up,
        "child_modules": child_modules,
        "imports": {"stdlib": stdlib, "package": package, "type_checking": tc},
        "op_runtime_imports": runtime_imports,
        "op_error_imports": error_imports,
        "op_errors": {op.name: _error_media(op) for op in resource.operations},
        "class_names": class_names,
        "flavours": [SYNC, ASYNC],
        "docstrings": {op.name: _op_docstring(op) for op in resource.operations},
        "by_location": by_location,
        "path_args": path_args,
        "path_styles": path_styles,
        "header_styles": header_styles,
        "stream_arg": stream_arg,
        "required_values": required_values,
        "accepts": {op.name: accept_header(op) for op in resource.operations},
        "text_fields": {op.name: text_file_fields(op) for op in resource.operations},
        "json_text": json_text,
        "with_fixed": with_fixed,
        "deprecations": deprecations,
        "deprecated_args": deprecated_args,
    }


def deprecation_messages(resource: Resource) -> tuple[dict[str, str], dict[str, list[tuple[str, str]]]]:
    """The run-time warnings of a resource's deprecated parts (``deprecated: true``, with the
    ``x-sunset`` date when given): method name -> the message of the deprecated method (for
    ``typing_extensions.deprecated`` and its warning), and method name -> ``(argument, message)``
    for each deprecated parameter or body property (warned about when passed)."""
    methods: dict[str, str] = {}
    args: dict[str, list[tuple[str, str]]] = {}
    for op in resource.operations:
        call = f"client.{'.'.join(resource.path)}.{op.name}()"
        if op.deprecated:
            methods[op.name] = f"{call} is deprecated" + (f" (sunset: {op.sunset})" if op.sunset else "")
        assert op.implementation is not None
        args[op.name] = [
            (a.py_name, f"the {a.py_name} argument of {call} is deprecated" + (f" (sunset: {a.sunset})" if a.sunset else ""))
            for a in op.implementation.args
            if a.deprecated
        ]
    return methods, args


def linkify_factory(api: Api) -> Any:
    anchors: dict[str, str] = {}
    for m in api.models:
        anchors[m.name] = m.name.lower()
        if m.param_name:
            anchors[m.param_name] = m.param_name.lower()

    def linkify(text: str) -> str:
        out: list[str] = []
        last = 0
        try:
            toks = list(tokenize.generate_tokens(io.StringIO(text).readline))
        except (tokenize.TokenError, IndentationError):
            return "`" + md_code(text) + "`"
        pieces: list[str] = []
        for tok in toks:
            if tok.type == tokenize.NAME and tok.string in anchors:
                start = tok.start[1]
                end = tok.end[1]
                pieces.append(text[last:start])
                pieces.append(f"\0{tok.string}\0")
                last = end
        pieces.append(text[last:])
        joined = "".join(pieces)
        segs = joined.split("\0")
        for i, seg in enumerate(segs):
            if i % 2 == 1:
                out.append(f"[`{seg}`](#{anchors[seg]})")
            elif seg:
                out.append("`" + md_code(seg) + "`")
        return "".join(out).replace("``", "")

    return linkify


def _format_example(code: str, cache: Path | None = None) -> str:
    """``code`` as black lays it out at 88 columns (its default, what a reader's editor
    shows), without the final line break; code black cannot parse is shown as built.  With
    ``cache`` (the formatting cache, :mod:`generator.format`) the result is kept there, so a
    regeneration does not import black in this process for the README's examples."""
    from ..format import _key, cache_get, cache_put

    key = _key("#example 88\n" + code) if cache is not None else ""
    if cache is not None:
        done = cache_get(cache / key[:2] / key)
        if done is not None:
            return done
    import black

    try:
        out = black.format_str(code, mode=black.Mode(line_length=88)).rstrip("\n")
    except black.InvalidInput:  # an example that black cannot parse is shown as built
        out = code.rstrip("\n")
    if cache is not None:
        cache_put(cache / key[:2] / key, out)
    return out


def call_signatures(api: Api) -> dict[str, str]:
    """operationId -> the argument list as written in api.md (``model_id, *, limit=...``)."""
    out: dict[str, str] = {}
    for op in api.operations:
        assert op.implementation is not None
        positional = [a.py_name for a in op.implementation.args if a.positional]
        keyword = [a.py_name + ("" if a.required else "=...") for a in op.implementation.args if not a.positional]
        out[op.operation_id] = ", ".join(positional + (["*"] + keyword if keyword else []))
    return out


def readme_view(api: Api, format_cache: Path | None = None) -> dict[str, Any]:
    def call_of(op: Operation) -> str:
        return op.example_call or f"client.{'.'.join(op.resource)}.{op.name}()"

    ops = list(api.operations)
    # the headline example: the first streaming operation with a JSON body (chat-like APIs),
    # else the first streaming one, else the first operation
    # (else the first that returns something and needs no import: the README's later sections
    # continue the "Usage" example with this call, without its imports)
    plain = [o for o in ops if o.implementation is not None and o.implementation.returns != "None"]
    main = next(
        (o for o in ops if o.stream and o.stream.param and o.request_body and o.request_body.encoding == "json"),
        next((o for o in ops if o.stream and o.stream.param), next((o for o in plain if not o.example_imports), plain[0] if plain else ops[0] if ops else None)),
    )
    first_call = call_of(main)[len("client.") :] if main else "..."
    # `extra_body` only where it can go: a GET's raised TypeError in the README's own example
    first_takes_body = bool(main and main.request_body and main.request_body.encoding in ("json", "multipart", "form"))
    examples = {}
    # without a server URL in the spec, the client needs one to be created at all
    # (a relative server URL, ``/v1``, is no base URL either: the runtime refuses it)
    ctor = f"{api.client.class_name}()" if "://" in api.base_url else f'{api.client.class_name}(base_url="https://api.example.com")'
    for op in ops:
        code = f"from {api.package.name} import {api.client.class_name}\n\nclient = {ctor}\n\n"
        if op.example_imports:
            code = op.example_imports + "\n" + code
        returns_none = op.implementation is not None and op.implementation.returns == "None"
        if op.stream is not None and op.stream.param is None and not op.stream.or_document:
            # an operation that always streams: the example reads the stream (and closes it)
            code += f"with {call_of(op)} as stream:\n    for event in stream:\n        print(event)\n"
        else:
            code += f"{call_of(op)}\n" if returns_none else f"result = {call_of(op)}\nprint(result)\n"
        examples[op.operation_id] = _format_example(code, format_cache)
    usage = examples[main.operation_id] if main else f"from {api.package.name} import {api.client.class_name}\n\nclient = {ctor}"
    stream_example = ""
    if main is not None and main.stream and main.stream.param:
        call = call_of(main)
        head = call[:-1].rstrip().rstrip(",")
        streamed = (head + ("stream=True)" if head.endswith("(") else ", stream=True)")) if call.endswith(")") else call
        code = f"from {api.package.name} import {api.client.class_name}\n\nclient = {ctor}\n\n"
        if main.example_imports:
            code = main.example_imports + "\n" + code
        code += f"with {streamed} as stream:\n    for chunk in stream:\n        print(chunk)\n"
        stream_example = _format_example(code, format_cache)
    # operations that stream without a `stream` argument (and those that may answer a document)
    always_streaming = [
        (f"client.{'.'.join(o.resource)}.{o.name}()", o.stream.or_document)
        for o in ops
        if o.stream is not None and o.stream.param is None
    ]
    # the "Types" example: an operation (the headline one if it can) answering one object model
    objects = {m.name for m in api.models if m.kind == "object"}

    def answer_model(op: Operation) -> str | None:
        if op.stream is not None and op.stream.param is None:
            return None  # always a stream
        if op.pagination is not None:
            return None  # a page of items (SyncPage[...]), not the model its schema names
        media = [m for m in op.success if m.content_type.split(";")[0].strip().lower() != "text/event-stream"]
        t = media[0].type if len(media) == 1 else None
        return t.name if isinstance(t, ModelRef) and t.name in objects else None

    model_op = next(((o, name) for o in ([main] if main else []) + ops if (name := answer_model(o))), None)
    raw = ""
    streaming = ""
    if main is not None:
        tail = call_of(main)[len("client.") :]
        dotted = ".".join(main.resource)
        raw = tail.replace(f"{dotted}.{main.name}(", f"{dotted}.with_raw_response.{main.name}(", 1)
        streaming = tail.replace(f"{dotted}.{main.name}(", f"{dotted}.with_streaming_response.{main.name}(", 1)
    return {
        "examples": examples,
        "usage_example": usage,
        "stream_example": stream_example,
        "always_streaming": always_streaming,
        "first_call": first_call,
        "first_takes_body": first_takes_body,
        # the base URL argument the README's client examples need when the spec has no absolute one
        "base_kw": "" if "://" in api.base_url else 'base_url="https://api.example.com", ',
        "base_kw_alone": "" if "://" in api.base_url else 'base_url="https://api.example.com"',
        "async_ctor": f"{api.client.async_class_name}()" if "://" in api.base_url else f'{api.client.async_class_name}(base_url="https://api.example.com")',
        "async_call": call_of(main) if main else "...",
        "async_imports": main.example_imports if main else "",
        "async_returns": main is None or main.implementation is None or main.implementation.returns != "None",
        "error_call": call_of(main) if main else "...",
        "raw_call": raw,
        "streaming_call": streaming,
        "first_model": model_op[1] if model_op else "",
        "model_call": call_of(model_op[0])[len("client.") :] if model_op else "",
        "model_imports": model_op[0].example_imports if model_op else "",
        "errors": {op.operation_id: error_docs(op) for op in ops},
        "status_errors": STATUS_ERRORS,
    }


def client_flavours(api: Api) -> list[Flavour]:
    """The sync and async variants ``_client.py.j2`` renders the client class in."""
    name = api.client.class_name
    return [
        Flavour("", "SyncCustomRequestClient", "", "", False, {}, client=name, httpx="httpx.Client", doc=f"The synchronous {name} client."),
        Flavour("Async", "AsyncCustomRequestClient", "async ", "await ", True, {}, client=api.client.async_class_name, httpx="httpx.AsyncClient", doc=f"The asynchronous {name} client (``await`` its methods)."),
    ]
