"""The IR of the operations (:attr:`generator.ir.model.Api.operations`): each
:class:`Operation` with its parameters, request body, responses, streaming and pagination,
the signatures of its methods, its sample call and its per-operation types.  Part of the IR
(:mod:`generator.ir.model` re-exports every name).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .schema_model import Property
from .typeref import TypeRef


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
        untyped_file_fields: those of them whose schema says nothing (``{}``, typed ``Any``):
            their part is ``application/octet-stream`` (OpenAPI 3.1 section 4.8.15), so file
            content given for one is a file part, and any other value a text or JSON part.
        encoding: ``json``, ``multipart``, ``form``, ``binary`` or ``text``.
        part_styles: ``(wire name, style, explode)`` of the multipart and form-urlencoded
            properties whose Encoding Object gives a ``style``/``explode``, or that
            ``layout.multipart: brackets`` makes ``deepObject`` (:mod:`generator.ir.encoding`).
        part_types: ``(wire name, media type)`` of the file fields whose part the spec labels:
            the Encoding Object's ``contentType`` (a media type, a wildcard such as
            ``image/*``, or a comma-separated list of them), else the property's (or its
            items') ``contentMediaType`` (OpenAPI 3.1 section 4.8.15); sorted by name.  A file
            given without a content type of its own is sent with it (a wildcard or a list:
            the type the file's name suggests when it is one of them, else the first concrete
            one); a field not listed is ``application/octet-stream``.
        file_array_fields: the file fields that are arrays (of files, or of arrays of them):
            their value is one part per file; any other file field's value is one file, an
            iterator of bytes included.
        file_values: a multipart body taken whole that is a mapping of files
            (``additionalProperties`` of files): every value is sent as a file part.
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
    untyped_file_fields: tuple[str, ...] = ()
    part_types: tuple[tuple[str, str], ...] = ()
    file_array_fields: tuple[str, ...] = ()
    file_values: bool = False


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
        page_param: for ``offset`` (in the query), the integer query parameter taking a page
            number beside the offset (``page``), or ``""``: a caller who gives it pages by
            number, the offset never sent.
        page_start: the first number of ``page_param`` (its ``default``, else its
            ``minimum``, else 1): the pages before the caller's first are counted from it.
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
    page_param: str = ""
    page_start: int = 1


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
        nullable: ``None`` is a value of the argument (the parameter, property or body may be
            JSON ``null``).  A required argument that is not nullable, given ``None``, is
            refused by the client where ``None`` cannot be sent (a query, header or cookie
            parameter, a multipart part, a form field): dropping it would send a request
            without a required value.
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
    nullable: bool = False


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
