"""The intermediate model (IR): the contract between the spec world and the templates.

Frozen dataclasses named with OpenAPI's and JSON Schema's terms.  Every collection is a tuple in
a defined order (operations by resource then method, models by name), so the same IR always
renders the same files.  Templates read only these objects; every decision about the *shape*
of a schema is made while building the IR (:mod:`generator.ir.build`) and recorded here as a
field, including the Python annotations to print.

The IR is versioned (:data:`IR_VERSION`, ``MAJOR.MINOR``): a field added is a minor change, a
field removed, renamed or changed in meaning is a major one.  User templates receive it as
``api`` (and ``ir_version``); ``docs/ir.md`` is generated from the docstrings.

This module holds the root (:class:`Api`), the resources, security schemes and webhooks, and
re-exports the rest of the IR, one module per part: the schemas' (:mod:`.schema_model`), the
operations' (:mod:`.operation_model`), the servers' (:mod:`.server_model`) and the type
references (:mod:`.typeref`).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel

from ..config import ClientConfig, LayoutConfig, PackageConfig, WebhookConfig
from .oauth import OAuth
from .operation_model import (  # noqa: F401 - the IR
    Arg,
    MediaType,
    Operation,
    OperationSample,
    Pagination,
    Parameter,
    ParamsType,
    RequestBody,
    Response,
    ResponseType,
    SampleArg,
    Signature,
    Stream,
    TypedDictKey,
)
from .schema_model import Model, Property  # noqa: F401 - the IR
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

IR_VERSION = "3.6"  # 3.6: RequestBody.file_array_fields and file_values


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
