"""The intermediate model (IR): the contract between the spec world and the templates.

Frozen dataclasses named with OpenAPI's and JSON Schema's terms.  Every collection is a tuple in
a defined order (operations by resource then method, models by name), so the same IR always
renders the same files.  Templates read only these objects; every decision about the *shape*
of a schema is made while building the IR (:mod:`generator.ir.build`) and recorded here as a
field, including the Python annotations to print.

The IR is versioned (:data:`IR_VERSION`, ``MAJOR.MINOR``): a field added is a minor change, a
field removed, renamed or changed in meaning is a major one.  User templates receive it as
``api`` (and ``ir_version``); ``docs/ir.md`` is generated from the docstrings below.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from ..config import ClientConfig, LayoutConfig, PackageConfig, WebhookConfig
from .oauth import OAuth
from .server_model import Environment, Servers, ServerVariable  # noqa: F401 - the IR (from_json, docs)
from .typeref import (  # noqa: F401 - the IR
    ArrayOf,
    Constraints,
    LiteralOf,
    MapOf,
    ModelRef,
    Primitive,
    Source,
    TupleOf,
    TypeRef,
    UnionOf,
)

IR_VERSION = "3.4"


# --------------------------------------------------------------------------- schemas


@dataclass(frozen=True)
class Property:
    """One property of an object schema.

    Attributes:
        name: the wire (JSON) name.
        py_name: a Python identifier for it (keyword argument name).
        type: its type, without the null branch (see ``nullable``).
        required: the key must be present (JSON Schema ``required``).
        nullable: the value may be JSON ``null``; independent of ``required``.
        default_json: the schema's ``default`` as JSON text, or ``None`` when there is none.
        description: the spec's description (plain text, may be empty).
        deprecated / read_only / write_only: the schema annotations.
        sunset: the ``x-sunset`` date (or text) of a deprecated property, else ``""``.
        param_annotation: the type printed in request signatures and TypedDicts.
        response_annotation: the type printed for responses (pydantic models).
        default_repr: the default as Python source of a value of the field's type
            (``date(2024, 1, 2)``, ``1024``, ``'auto'``), or ``None`` when there is none.
        type_note: what the annotation cannot say, for the docs (``base64-encoded``, ``one
            of 1.4, 1.5``), or ``""``.
        fixed_repr: for a required property that can have one value only (``const``, a
            discriminator tag), Python source of that value; the models default to it, the
            client sends it when the caller leaves it out (:mod:`generator.ir.fixed`).
        param_required: the request-side ``TypedDict`` requires the key: ``required``, except
            for a fixed property of a schema that is not a union variant.
        fill: the fill shape of the property's values (Python source, ``""`` when nothing is
            filled in below it; :mod:`generator.ir.fixed`).
        field_name: the attribute of the pydantic model (the wire name when it is a usable
            identifier; otherwise, or when it would hide a name of pydantic's or the runtime's
            ``BaseModel`` or one the models module imports, a close identifier, the wire name
            then being its alias).
        model_annotation: the annotation of the model's field, nullable branch included:
            forward-compatible string enums admit ``str``, enums of values ``Literal`` cannot
            hold are ``Annotated[float, Predicate(...)]``, tagged unions of models are
            ``Annotated[A | B, Field(discriminator=...)]``.
        model_default: Python source of the field's default in the model (``None`` when the
            field is required there): the one value of a fixed property, the typed default,
            or ``None`` (the text) for an optional field without one.  A ``writeOnly``
            property is never required in a model (responses never carry it).
        constraints: the value constraints the model checks (``None`` when there are none;
            those inside a union of several types are not checked).
    """

    name: str
    py_name: str
    type: TypeRef
    required: bool
    nullable: bool
    default_json: str | None
    description: str
    deprecated: bool
    read_only: bool
    write_only: bool
    param_annotation: str
    response_annotation: str
    default_repr: str | None = None
    type_note: str = ""
    fixed_repr: str | None = None
    param_required: bool = False
    fill: str = ""
    sunset: str = ""
    field_name: str = ""
    model_annotation: Source = Source("Any", (("typing", "Any"),))  # noqa: RUF009 - frozen (typeref.Source)
    model_default: Source | None = None
    constraints: Constraints | None = None


@dataclass(frozen=True)
class Model:
    """A component schema.

    Attributes:
        name: the Python class / alias name (unique in ``types``).
        wire_name: the component's key in the spec.
        pointer: ``file#/pointer`` where it was defined: ``#/components/schemas/<name>`` for a
            declared schema, the inline place for one the normaliser named (a hoisted object,
            a large enum).
        kind: ``object`` (a pydantic model) or ``alias`` (a union, array or primitive).
        description: the spec's description.
        properties: for objects, in spec order.
        alias_of: for aliases, the aliased type.
        param_name: name of the request-side TypedDict (or alias) in ``types``, or ``None``
            when the schema is never sent.
        param_annotation: for aliases, the request-side annotation of ``alias_of``.
        in_request / in_response: whether the schema is reachable from a request body /
            parameter, or from a response.
        examples_json: the schema's ``example``/``examples`` values as JSON text.
        union_member: a variant of a union somewhere (its fixed properties stay required in
            its ``TypedDict``: they tell the variants apart).
        closed: the schema said ``additionalProperties: false`` (models still keep unknown
            keys; documentation says so).
        param_functional: the request-side ``TypedDict`` uses the functional syntax, because a
            key is not an identifier, is a keyword, or starts with ``__`` (a class body would
            mangle it).
        model_annotation: for aliases, the aliased type as the models module prints it
            (a ``TypeAliasType`` value: model names quoted).
        constraints: for aliases, the value constraints of the aliased type.
        regex_engine: ``python-re`` when one of the model's patterns needs Python's ``re``
            (a lookaround, a backreference), else ``""`` (pydantic's default engine).
        module: the dotted path under ``types/`` of the module that exports it (``chat.chat_completion_response``;
            other models and an operation's types may share it), from ``types.<Schema>.module`` or ``layout.types:
            per_resource`` (:mod:`generator.ir.layout`); ``""`` when it has none. The model is defined in
            ``types/_models.py`` either way: that module re-exports it, its fields' annotations resolved to classes.
        exported_as: the name that module exports it under when it is not :attr:`name`
            (``types.<Schema>.name`` given to several schemas: Stainless's per-module names,
            ``Choice`` in ``types/chat/chat_completion_response.py``), else ``""``.
        bases: the models whose class this one's extends (``allOf: [$ref Base, {...}]``, decided by
            :mod:`generator.ir.inheritance`), ``()``: the runtime's ``BaseModel``.
        inherited: the names of the properties (all still in :attr:`properties`) the class takes
            from its bases unchanged and does not declare again.
        copies: ``(module, name)`` of each other module exporting it (``types.<Schema>.also``), sorted.
    """

    name: str
    wire_name: str
    pointer: str
    kind: Literal["object", "alias"]
    description: str
    properties: tuple[Property, ...]
    alias_of: TypeRef | None
    param_name: str | None
    param_annotation: str
    in_request: bool
    in_response: bool
    examples_json: tuple[str, ...]
    closed: bool = False
    param_functional: bool = False
    union_member: bool = False
    model_annotation: Source | None = None
    constraints: Constraints | None = None
    regex_engine: str = ""
    module: str = ""
    exported_as: str = ""
    bases: tuple[str, ...] = ()
    inherited: tuple[str, ...] = ()
    copies: tuple[tuple[str, str], ...] = ()


# --------------------------------------------------------------------------- operations


@dataclass(frozen=True)
class Parameter:
    """An operation parameter (OpenAPI 3.1 section 4.8.12).

    Attributes:
        name: wire name.
        py_name: keyword argument name (unique within the operation's signature).
        location: ``path``, ``query``, ``header`` or ``cookie``.
        required / nullable / type / description / deprecated / sunset: as for :class:`Property`.
        style / explode: serialisation (defaults applied: ``simple`` for path and header,
            ``form`` for query and cookie; ``explode`` true only for ``form``).
        annotation: the type printed in signatures.
        default_json / default_repr: the schema's ``default`` as JSON text / as Python
            source of a value of the parameter's type (``None`` when there is none).
        type_note: as for :class:`Property`.
        fill: the fill shape of the value (see :class:`Property`).
        content_type: the media type of a parameter described by ``content`` instead of
            ``schema`` (OpenAPI 3.1 section 4.8.12.2), else ``""``.  Such a parameter is one
            value serialised by its media type: for JSON media types, its JSON text.
        pointer: ``file#/paths/.../parameters/<index>`` where it is defined (after path-level
            parameters were copied into the operation).
    """

    name: str
    py_name: str
    location: Literal["path", "query", "header", "cookie"]
    required: bool
    nullable: bool
    type: TypeRef
    description: str
    deprecated: bool
    style: str
    explode: bool
    annotation: str
    default_json: str | None = None
    default_repr: str | None = None
    type_note: str = ""
    content_type: str = ""
    fill: str = ""
    pointer: str = ""
    sunset: str = ""


@dataclass(frozen=True)
class RequestBody:
    """The request body (OpenAPI 3.1 section 4.8.13) as the method sends it.

    Attributes:
        content_type: ``application/json``, ``multipart/form-data``,
            ``application/x-www-form-urlencoded``, ``application/octet-stream`` or ``text/plain``.
        required: whether a body must be sent.
        description: the spec's description of the body, else its schema's (the component's
            for a ``$ref``), as for parameters.
        schema: the body's type.
        flattened: the body is an object whose properties are keyword arguments.
        properties: those properties (when ``flattened``).
        body_py_name: keyword argument that takes the whole body (when not flattened).
        body_annotation: its annotation.
        file_fields: wire names of properties that are files (multipart).
        base64_fields: those of them whose part is the file's content base64-encoded (a
            ``contentEncoding: base64`` string, OpenAPI 3.1 section 4.8.14.3); a ``str`` given
            for one is sent as it is (already encoded).
        encoding: ``json``, ``multipart``, ``form``, ``binary`` or ``text``.
        part_styles: ``(wire name, style, explode)`` of the multipart and form-urlencoded
            properties whose Encoding Object gives a ``style``/``explode``, or that
            ``layout.multipart: brackets`` makes ``deepObject`` (:mod:`generator.ir.encoding`).
        fill: for a body taken whole, the fill shape of its value (see :class:`Property`).
        nullable: the body may be JSON ``null`` (``schema`` is then without the null branch).
    """

    content_type: str
    required: bool
    description: str
    schema: TypeRef
    flattened: bool
    properties: tuple[Property, ...]
    body_py_name: str
    body_annotation: str
    file_fields: tuple[str, ...]
    encoding: Literal["json", "multipart", "form", "binary", "text"]
    fill: str = ""
    nullable: bool = False
    base64_fields: tuple[str, ...] = ()
    part_styles: tuple[tuple[str, str, bool], ...] = ()


@dataclass(frozen=True)
class MediaType:
    """One documented response body.

    Attributes:
        content_type: the media type as written in the spec.
        type: the type the body decodes to (``None`` when the spec gives no schema).
        annotation: that type as printed in return annotations.
        decode: how the client reads it: ``json``, ``text``, ``binary`` or ``none``.
    """

    content_type: str
    type: TypeRef | None
    annotation: str
    decode: Literal["json", "text", "binary", "none"]


@dataclass(frozen=True)
class Response:
    """A documented response (OpenAPI 3.1 section 4.8.17) of one status code or range.

    Attributes:
        status: ``200``, ``4XX``, ``default``...
        description: the spec's description.
        media: its bodies, by media type.
    """

    status: str
    description: str
    media: tuple[MediaType, ...]


@dataclass(frozen=True)
class Stream:
    """How an operation streams (``text/event-stream``).

    Attributes:
        chunk: type of each event's ``data``.
        chunk_annotation: its annotation.
        param: the boolean request property that switches streaming on (``stream``), or
            ``None`` when the operation always streams.
        or_document: the operation has no such property and its 2xx responses also document
            another body (``application/json`` beside ``text/event-stream``, as an MCP
            Streamable HTTP endpoint does): a call asks for both and returns the document
            when the server sends one, else the stream.
        sentinel: the ``data`` that ends the stream (``x-speakeasy-sse-sentinel``; ``[DONE]``).
    """

    chunk: TypeRef
    chunk_annotation: str
    param: str | None
    or_document: bool = False
    sentinel: str = "[DONE]"


@dataclass(frozen=True)
class Pagination:
    """How an operation's result is one page of a list, and how the client asks for the next
    (:mod:`generator.ir.pagination`; the runtime's ``_pagination.Paging``).  Paths are
    sequences of wire (JSON) property names from the response body.

    Attributes:
        style: ``cursor_item`` (a field of the last item, ``next``, is sent as ``param``:
            OpenAI's ``has_more`` + ``after``), ``cursor`` (the body's next cursor or token at
            ``next`` is sent as ``param``), ``next_url`` (the URL at ``next`` is fetched),
            ``link`` (the ``Link`` header's ``rel="next"`` URL is fetched), ``offset``
            (``param`` grows by the number of items) or ``page`` (``param`` grows by one).
        source: what said so: ``sdkgen.yaml``, ``x-speakeasy-pagination``,
            ``x-fern-pagination`` or ``inferred``.
        items: where the list is in the body (``()``: the body is the list).
        item_type: the type of one item.
        item_annotation: its annotation, the ``T`` of ``SyncPage[T]``.
        param: the request parameter that takes the cursor, offset or page number (``""`` for
            ``next_url`` and ``link``).
        param_in: where it is sent: ``query`` or ``body`` (a property of the JSON body).
        limit: the page size parameter, or ``""``: a page with fewer items than the caller's
            value (capped at ``limit_max``, its ``maximum``, when not 0) is the last.
        limit_in: where it is sent.
        limit_max: the page size parameter's ``maximum``: the most items a server returns (0: none).
        next: the next cursor or URL (``cursor``, ``next_url``), or the field of the last item
            (``cursor_item``).
        has_more: a boolean in the body: ``false`` means the last page (``()``: none).
        total: the total number of items (``offset``, ``page``: the pages so far reach it), or ``()``.
        total_pages: the number of pages (``page``: the last page is that number), or ``()``.
        start: the first offset or page number when the caller gives none (a page parameter's
            ``default``, else its ``minimum``, else 1).
        before: for ``cursor_item`` whose ``param`` is ``after``/``starting_after``, the
            parameter of the same place taking the backwards cursor (``before``,
            ``ending_before``: Stripe's lists), or ``""``: a caller who gives it pages
            backwards, sending the first item's field as it, never both cursors.
    """

    style: Literal["cursor_item", "cursor", "next_url", "link", "offset", "page"]
    source: str
    items: tuple[str, ...]
    item_type: TypeRef
    item_annotation: str
    param: str = ""
    param_in: Literal["query", "body", ""] = ""
    limit: str = ""
    limit_in: Literal["query", "body", ""] = ""
    next: tuple[str, ...] = ()
    has_more: tuple[str, ...] = ()
    total: tuple[str, ...] = ()
    total_pages: tuple[str, ...] = ()
    start: int = 0
    limit_max: int = 0
    before: str = ""


@dataclass(frozen=True)
class Arg:
    """One keyword argument of a generated method.

    Attributes:
        py_name: the argument name.
        wire_name: the parameter or property name on the wire.
        location: where the value goes: ``path``, ``query``, ``header``, ``cookie``, ``body``
            (a property of the JSON/form body) or ``body_whole`` (the entire body).
        annotation: the printed type, including ``| NotGiven`` for optional arguments.
        required: no default (``NOT_GIVEN`` otherwise).
        description: for the docstring.
        positional: may also be passed by position (path parameters, as in
            ``client.models.retrieve("id")``); all other arguments are keyword-only.
        default_repr: the value the server assumes when the argument is not sent (Python
            source, for the documentation), or ``None``.
        type_note: what the annotation cannot say (see :class:`Property`), or ``""``.
        json_text: the value is sent as its JSON text (a parameter described by
            ``content: {application/json: ...}``), not serialised by ``style``.
        fill: the fill shape of the value (see :class:`Property`): the client fills in
            fixed values below it.
        fixed_repr: for a fixed body property (see :class:`Property`), its one value (Python
            source), sent when the argument is left out.
        deprecated / sunset: the parameter or property is deprecated (passing it warns), and
            its ``x-sunset``.
    """

    py_name: str
    wire_name: str
    location: Literal["path", "query", "header", "cookie", "body", "body_whole"]
    annotation: str
    required: bool
    description: str
    positional: bool = False
    default_repr: str | None = None
    type_note: str = ""
    json_text: bool = False
    fill: str = ""
    fixed_repr: str | None = None
    deprecated: bool = False
    sunset: str = ""


@dataclass(frozen=True)
class Signature:
    """A method signature.

    Attributes:
        args: the arguments in order (positional ones first).
        returns: the sync method's return annotation.
        async_returns: the async method's return annotation (``AsyncStream`` for streams).
    """

    args: tuple[Arg, ...]
    returns: str
    async_returns: str


@dataclass(frozen=True)
class SampleArg:
    """One argument of an operation's sample call (:mod:`generator.ir.samples`).

    Attributes:
        py_name: the method's keyword argument.
        value: Python source of the value: an inert literal (:func:`generator.literals.python_literal`)
            of a value valid for the argument's schema, or ``UPLOAD`` (the shipped tests' file
            content) for a file.
    """

    py_name: str
    value: str


@dataclass(frozen=True)
class OperationSample:
    """How the tests shipped in the package call one operation against the mock server.

    Attributes:
        args: keyword arguments: the required ones, with the spec's examples or values built
            from their schemas (:class:`generator.ir.values.ValueBuilder`).
        skip: why the shipped tests cannot call it (a value no candidate satisfies, a request
            the mock cannot serve), or ``""``; a skipped test says this reason.
        stream_skip: why the ``stream=True`` call is not made against the mock (``""`` when it
            is, or when the operation does not stream).
        stream_arg: the keyword argument switching streaming on (``stream``), ``""`` when the
            operation has none (it never streams, or always does: then ``stream_skip`` is also
            its ``skip``).
    """

    args: tuple[SampleArg, ...]
    skip: str = ""
    stream_skip: str = ""
    stream_arg: str = ""


@dataclass(frozen=True)
class TypedDictKey:
    """One key of an operation's request ``TypedDict`` (:class:`ParamsType`).

    Attributes:
        name: the key: the method's keyword argument (so ``method(**params)`` type-checks).
        annotation: the value's request-side annotation (no ``NotGiven``).
        required: ``Required[...]``: the argument has no default.
        description: for the docstring under the key.
    """

    name: str
    annotation: str
    required: bool
    description: str = ""


@dataclass(frozen=True)
class ParamsType:
    """The ``TypedDict`` of one operation's keyword arguments (``layout.params: per_operation``;
    Stainless's ``CompletionCreateParams`` in ``types/chat/completion_create_params.py``).

    Attributes:
        name: the class name: ``operations.<id>.params_type``, else the singular of the
            resource's last segment, the method in PascalCase and ``Params``.
        module: its module, a dotted path under ``types/`` (the resource's parent path, then
            ``name`` in snake_case: ``chat.completion_create_params``).
        keys: its keys, in the signature's order.
        nested: ``(name, annotation)`` of request types reachable as attributes of the module,
            named by property path (``messages`` -> ``Message``: the type of one item; the
            property's own type otherwise), for values whose type is an object schema's
            ``TypedDict`` or a union of them; then those ``types.<Schema>.also`` names in this
            module (each the schema's request type) and ``operations.<id>.params_unions`` (each
            the union of the listed schemas' request types), by name.
        stream: the key of the boolean that switches streaming on (``stream``) when the
            operation may stream, else ``""``: the module then also defines ``<name>Base`` (the
            other keys), ``<name>NonStreaming`` (``stream: Literal[False]``, optional) and
            ``<name>Streaming`` (``stream: Required[Literal[True]]``), as Stainless splits it,
            and ``<name>`` derives from the base with the key as it is.
    """

    name: str
    module: str
    keys: tuple[TypedDictKey, ...]
    nested: tuple[tuple[str, str], ...] = ()
    stream: str = ""


@dataclass(frozen=True)
class ResponseType:
    """The alias of one operation's union answer (``layout.responses: per_operation``; Stainless's
    ``CompletionCreateResponse: TypeAlias = Union[ChatCompletionResponse, ChatCompletionStreamResponse]``).

    Attributes:
        name: the alias name: ``operations.<id>.response_type``, else as :attr:`ParamsType.name`
            with ``Response``.
        module: its module, a dotted path under ``types/`` (as :attr:`ParamsType.module`).
        members: the annotations of the union's members, in order: the documents of the 2xx
            responses, then the stream chunk of an operation that may stream.
    """

    name: str
    module: str
    members: tuple[str, ...]


@dataclass(frozen=True)
class Operation:
    """One API operation and its place in the client.

    Attributes:
        operation_id: the spec's ``operationId`` (or a derived one).
        method: lower-case HTTP method.
        path: the URL path template (``/models/{model_id}``).
        pointer: ``file#/paths/...`` where it was defined.
        summary / description / deprecated: from the spec.
        sunset: the operation's ``x-sunset`` date (or text), else ``""``.
        resource: the resource path in the client (``("chat", "completions")``).
        name: the method name on the resource (``create``).
        parameters: path, query, header and cookie parameters (path first, then spec order).
        request_body: or ``None``.
        success: media types of the 2xx response, picked by ``Content-Type`` at run time.
        return_annotation: the non-streaming return type.
        stream: streaming details, or ``None``.
        errors: documented non-2xx responses (for documentation).
        success_status: the documented 2xx status code (the first 3xx of an operation whose
            answer is a redirect, see ``redirects``).
        example_call: a runnable call for the README, built from the spec's examples.
        example_imports: import lines that call needs (e.g. ``from pathlib import Path``).
        security: the operation's security requirements (its own ``security``, else the
            document's: OpenAPI 3.1 sections 4.8.10 and 4.8.30): the alternatives the server
            accepts, in spec order, each the names of the schemes (:attr:`SecurityScheme.name`,
            sorted) whose credentials are all sent together.  The empty alternative ``()``
            (``{}`` in the spec: the operation may be called anonymously) is put last.  ``()``
            (no alternative: ``security: []``, or nothing declared) means no credential is
            needed and none is sent.  At request time the client sends the first alternative
            whose credentials are all configured (:mod:`generator.ir.security`).
        overloads: ``@overload`` signatures (streaming operations: stream off, on, either).
        implementation: the signature of the method itself.
        query_styles: ``(wire name, style, explode)`` of query parameters not using the
            default ``form``/explode.
        pagination: how the result is one page of a list (the methods then return
            ``SyncPage[item]`` / ``AsyncPaginator[item]``), or ``None``.
        idempotency_header: the header that carries an idempotency key (an
            ``Idempotency-Key`` header parameter of the operation, any case, or
            ``client.idempotency_header`` for an unsafe method), or ``""``: the client fills it
            with a fresh key per call when the caller gives none, the same on every retry.
        sample: the call the package's shipped tests make (:mod:`generator.ir.samples`).
        redirects: the documented ``3xx`` statuses (``302``, ``3XX``) of an operation whose
            answer is a redirect (it documents no ``2xx``: an OAuth2 authorize endpoint): the
            client returns such a response instead of following it (its ``Location`` may be
            an app's own scheme, or a page the API does not serve); ``()`` otherwise.
        server: the absolute URL (no final ``/``) of the server the operation's own or its path
            item's ``servers`` name, when it is not the API's (OpenAPI 3.1 section 4.8.9.1:
            Blockfrost's IPFS paths on another host); ``""`` otherwise.  The client sends the
            operation there while it uses the API's default server; a ``base_url`` the user
            sets replaces both.
        params_type: the ``TypedDict`` of its keyword arguments (``layout.params:
            per_operation``, for an operation with keyword arguments), else ``None``.
        response_type: the alias of its union answer (``layout.responses: per_operation``),
            else ``None``.
    """

    operation_id: str
    method: str
    path: str
    pointer: str
    summary: str
    description: str
    deprecated: bool
    resource: tuple[str, ...]
    name: str
    parameters: tuple[Parameter, ...]
    request_body: RequestBody | None
    success: tuple[MediaType, ...]
    success_status: str
    return_annotation: str
    stream: Stream | None
    errors: tuple[Response, ...]
    example_call: str
    security: tuple[tuple[str, ...], ...]
    example_imports: str = ""
    overloads: tuple[Signature, ...] = ()
    implementation: Signature | None = None
    query_styles: tuple[tuple[str, str, bool], ...] = ()
    sunset: str = ""
    pagination: Pagination | None = None
    idempotency_header: str = ""
    sample: OperationSample | None = None
    redirects: tuple[str, ...] = ()
    server: str = ""
    params_type: ParamsType | None = None
    response_type: ResponseType | None = None


@dataclass(frozen=True)
class Resource:
    """A group of operations under one attribute path of the client (``client.chat.completions``).

    Attributes:
        path: attribute path from the client.
        attr: the attribute name on its parent (last element of ``path``).
        class_name: e.g. ``ChatCompletions`` (``Resource``/``AsyncResource`` suffixes added by
            templates); with ``layout.resources: nested`` the last segment's (``Completions``).
        module: the module's dotted path under ``resources/``: ``chat_completions``
            (``resources/chat_completions.py``); with ``layout.resources: nested``
            ``chat.completions``, and for a resource with sub-resources the module of its own
            package (``chat.chat``: ``resources/chat/chat.py``, beside ``resources/chat/__init__.py``).
        operations: sorted by method name.
        children: direct sub-resources.
    """

    path: tuple[str, ...]
    attr: str
    class_name: str
    module: str
    operations: tuple[Operation, ...]
    children: tuple[Resource, ...]


@dataclass(frozen=True)
class SecurityScheme:
    """A security scheme some operation names (OpenAPI 3.1 section 4.8.27): one credential,
    one argument of the client.

    Attributes:
        name: the scheme's key in ``components/securitySchemes``.
        kind: how the credential is sent: ``bearer`` (``Authorization: Bearer <credential>``:
            ``http`` ``bearer``, and ``oauth2``/``openIdConnect``, whose access token the
            caller obtains), ``basic`` (``http`` ``basic``: ``"username:password"``, sent
            base64-encoded), or an ``apiKey`` in a ``header``, the ``query`` or a ``cookie``.
        param_name: the header (``Authorization`` for ``bearer`` and ``basic``), query
            parameter or cookie that carries the credential.
        argument: the client's keyword argument and attribute holding the credential:
            ``api_key`` when the API uses one scheme, else the scheme's key in snake_case
            (:func:`generator.names.credential_argument`).
        env: the environment variable read when the argument is not given:
            ``client.env.api_key`` for ``api_key``, else ``<client.env.prefix>_<ARGUMENT>``.
        required: the client cannot be created without it (the API's only scheme, and some
            operation cannot be called without it); other credentials are checked when an
            operation needs them.
        description: the scheme's description (plain text, may be empty).
        pointer: ``file#/components/securitySchemes/<name>``.
        oauth: how the client obtains an ``oauth2``/``openIdConnect`` token (:mod:`.oauth`).
    """

    name: str
    kind: Literal["bearer", "basic", "header", "query", "cookie"]
    param_name: str
    argument: str
    env: str
    required: bool = False
    description: str = ""
    pointer: str = ""
    oauth: OAuth | None = None


@dataclass(frozen=True)
class Webhook:
    """One webhook of the document's ``webhooks`` (OpenAPI 3.1 section 4.8.1): a request the
    API sends to the user's server.

    Attributes:
        name: its key in ``webhooks``.
        method: the lower-case HTTP method it is sent with.
        pointer: ``file#/webhooks/...`` where it is defined.
        summary / description / deprecated: from the spec.
        payload: the model its JSON body decodes to (a component schema's class name), or
            ``""`` when the body is not a JSON object model (it then decodes to the generic
            event model).
        tags: the values of the payload's tag property (:attr:`WebhookSet.tag`) that select
            this payload, or ``()``.
    """

    name: str
    method: str
    pointer: str
    summary: str
    description: str
    deprecated: bool
    payload: str
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class WebhookSet:
    """The webhooks of the API and how the client verifies and decodes them.

    Attributes:
        events: every webhook, sorted by name.
        payloads: the distinct payload models, in the order of ``events``.
        tag: the wire name of the property whose fixed value tells the payloads apart (each
            payload model declares it required with its own values), or ``""`` when there is
            none (several payloads are then tried in order).
        attr: the client's attribute (``webhooks``; ``webhook_events``, then ``webhook_helpers``, when a resource has
            that name).
        secret_env: the environment variable the secret is read from.
        config: the signature scheme (the ``webhooks:`` section of the configuration).
        signed_parts: ``config.signed_content`` split into ``("text", literal)`` and
            ``("field", "id" | "timestamp" | "body")`` parts, in order.
    """

    events: tuple[Webhook, ...]
    payloads: tuple[str, ...]
    tag: str
    attr: str
    secret_env: str
    config: WebhookConfig
    signed_parts: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Api:
    """Everything the templates need to render one client package.

    Attributes:
        title / version / description: from the merged ``info``.
        package: the ``package:`` settings (``name``, ``project_name``, ``version``,
            ``description``), derived defaults filled in (:class:`generator.config.PackageConfig`).
        client: the ``client:`` settings (``class_name``, ``async_class_name``, ``error_base``,
            ``base_url`` override, ``env.api_key``/``env.base_url``/``env.log``), derived
            defaults filled in (:class:`generator.config.ClientConfig`).
        base_url: the default base URL (``client.base_url``, else the first server's URL with
            its variables at their defaults; may be empty or relative).
        servers: the named environments and server variables (:mod:`.server_model`), or ``None``.
        security: every security scheme the operations name and the client can send, sorted
            by name (see :attr:`Operation.security` for which are sent when).
        models: every component schema, sorted by name.
        operations: every operation, sorted by resource then method name.
        resources: top-level resources, sorted by attribute name (children nested).
        all_resources: every resource, depth first.
        sources: the input files (display paths), sorted.
        merged: components that several files defined identically (pointer, files).
        webhooks: the document's webhooks (OpenAPI 3.1 ``webhooks``), or ``None`` when it has none.
        mock_document: the normalised document as canonical JSON (sorted keys; multipart object
            parts spelled as JSON text, as they travel), which the
            package's shipped tests serve with a mock server (:func:`generator.ir.samples.mock_document`).
        layout: the ``layout:`` settings (``resources``, ``types``, ``params``, ``responses``:
            :class:`generator.config.LayoutConfig`), which the placement of modules and names
            in :class:`Resource`, :attr:`Model.module` and :class:`Operation` already reflect.
    """

    title: str
    version: str
    description: str
    package: PackageConfig
    client: ClientConfig
    base_url: str
    security: tuple[SecurityScheme, ...]
    models: tuple[Model, ...]
    operations: tuple[Operation, ...]
    resources: tuple[Resource, ...]
    all_resources: tuple[Resource, ...]
    sources: tuple[str, ...]
    merged: tuple[tuple[str, tuple[str, ...]], ...]
    webhooks: WebhookSet | None = None
    mock_document: str = ""
    layout: LayoutConfig = dataclasses.field(default_factory=LayoutConfig)
    servers: Servers | None = None


def to_jsonable(value: Any) -> Any:
    """The IR as plain JSON data (``sdkgen ir``): dataclasses become objects with their fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json")
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    return value


def dump_json(api: Api) -> str:
    """The IR as indented JSON text, keys in field order."""
    return json.dumps(to_jsonable(api), indent=2, ensure_ascii=False) + "\n"
