"""The generator configuration (``sdkgen.yaml``): what it may contain and its resolved form.

Two layers, as in openapi-python-client: :class:`ConfigFile` describes what the YAML file may
contain (pydantic, unknown keys rejected by name); :class:`GeneratorConfig` is the resolved
result of file and command-line flags, with absolute paths, and is what the pipeline reads.
Reading a file and resolving it is :mod:`generator.configure`'s.

This module is a leaf: it imports nothing of the generator (``tests/test_config_leaf.py``), so
any stage may import it without closing an import cycle.
"""

from __future__ import annotations

import keyword
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

# file names Windows keeps for devices, whatever their case and extension (``con.py``, ``Aux.txt``):
# the part before the first dot must not be one of these (Win32 "Naming Files, Paths, and Namespaces")
WINDOWS_DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))})

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_ENV = re.compile(r"^[A-Z_][A-Z0-9_]*$")
# PEP 440 canonical public version, with an optional local label (what pip installs as given)
_PEP440 = re.compile(r"^([1-9][0-9]*!)?(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*((a|b|rc)(0|[1-9][0-9]*))?(\.post(0|[1-9][0-9]*))?(\.dev(0|[1-9][0-9]*))?(\+[a-z0-9]+(\.[a-z0-9]+)*)?$")
_DOTTED = re.compile(r"^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$")
_CLASS = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class EnvConfig(_Strict):
    """Environment variable names read by the generated client (``""`` in the file: derived
    from the package name, ``<STEM>_API_KEY``, ``<STEM>_BASE_URL``, ``<STEM>_LOG``, ``<STEM>``)."""

    api_key: str = Field(default="", description="Variable holding the API key (the credential of an API with one security scheme).")
    base_url: str = Field(default="", description="Variable that overrides the default base URL.")
    log: str = Field(default="", description="Variable that switches on logging (`info`, `debug`).")
    prefix: str = Field(
        default="",
        description="Prefix of the variables holding the credentials of an API with several security schemes (`<PREFIX>_<ARGUMENT>`).",
    )
    custom_headers: str = Field(
        default="",
        description="Variable holding extra headers for every request, one `Name: value` a line (default: `<PREFIX>_CUSTOM_HEADERS`).",
    )

    @field_validator("api_key", "base_url", "log", "prefix", "custom_headers")
    @classmethod
    def _env_name(cls, v: str) -> str:
        if v and not _ENV.match(v):
            raise ValueError(f"{v!r} is not an environment variable name (A-Z, 0-9, _)")
        return v


_RESERVED_HEADERS = frozenset(
    {"accept", "accept-encoding", "authorization", "connection", "content-encoding", "content-length", "content-type", "cookie", "host", "proxy-authorization", "te", "transfer-encoding", "upgrade", "user-agent"}
)
"""Headers an idempotency key must not replace (HTTP framing, content negotiation, credentials)."""


CLIENT_ARGUMENTS = (
    *("base_url", "timeout", "max_retries", "default_headers", "default_query", "http_client"),
    *("strict_response_validation", "total_timeout", "max_response_size", "max_event_size", "hooks", "environment"),
)
"""The generated clients' constructor (and ``copy()``/``with_options()``) keywords that
``client.arguments`` may spell otherwise."""


def _identifier(v: str, what: str) -> str:
    if not _IDENT.match(v) or keyword.iskeyword(v):
        raise ValueError(f"{what} {v!r} is not a Python identifier")
    return v


class CredentialConfig(_Strict):
    """One security scheme's client argument and environment variable
    (``client.credentials.<scheme key>``); empty: derived as without the entry."""

    argument: str = Field(default="", description="The client argument holding the credential (e.g. `x_api_key`).")
    env: str = Field(default="", description="The environment variable it is read from when not given (several schemes may share one).")

    @field_validator("argument")
    @classmethod
    def _argument(cls, v: str) -> str:
        return _identifier(v, "argument") if v else v

    @field_validator("env")
    @classmethod
    def _env(cls, v: str) -> str:
        if v and not _ENV.match(v):
            raise ValueError(f"{v!r} is not an environment variable name (A-Z, 0-9, _)")
        return v


class HeaderOptionConfig(_Strict):
    """A client option that only sets a request header (``client.header_options.<argument>``):
    ``integration_source: {header: X-Integration-Source, env: ACME_INTEGRATION_SOURCE}``."""

    header: str = Field(description="The header it sets on every request (not sent while the option is `None`).")
    env: str = Field(default="", description="Environment variable read when the option is not given (`\"\"`: none).")

    @field_validator("header")
    @classmethod
    def _header(cls, v: str) -> str:
        if not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", v):
            raise ValueError(f"{v!r} is not an HTTP header name (RFC 9110 token)")
        if v.lower() in _RESERVED_HEADERS:
            raise ValueError(f"{v!r} is a header the client sets itself")
        return v

    @field_validator("env")
    @classmethod
    def _env(cls, v: str) -> str:
        if v and not _ENV.match(v):
            raise ValueError(f"{v!r} is not an environment variable name (A-Z, 0-9, _)")
        return v


class TelemetryConfig(_Strict):
    """Names of the headers describing the client and the attempt (``client.telemetry``)."""

    header_prefix: str = Field(
        default="X-Client",
        description="Prefix of the platform headers: `<prefix>-Lang`, `-Package-Version`, `-OS`, `-Arch`, `-Runtime`, `-Runtime-Version`, `-Async` (`\"\"`: the default).",
    )
    retry_count_header: str = Field(default="X-Retry-Count", description="Header carrying the number of retries taken before this attempt.")
    read_timeout_header: str = Field(default="", description="Header carrying the attempt's read timeout in seconds (`\"\"`: not sent).")

    @field_validator("header_prefix", "retry_count_header", "read_timeout_header")
    @classmethod
    def _token(cls, v: str, info: Any) -> str:
        if not v and info.field_name != "read_timeout_header":  # "": the default
            return "X-Client" if info.field_name == "header_prefix" else "X-Retry-Count"
        if v and not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", v):
            raise ValueError(f"{v!r} is not an HTTP header name (RFC 9110 token)")
        if v.lower() in _RESERVED_HEADERS:
            raise ValueError(f"{v!r} is a header the client sets itself")
        return v


class ClientConfig(_Strict):
    """Names and defaults of the generated client classes: the ``client:`` section of
    ``sdkgen.yaml``.  :func:`resolve` fills the derived defaults in, and this one object then
    travels unchanged into the IR (:attr:`generator.ir.Api.client`), where templates read it:
    a new client option is a field here and its use in a template, nothing else."""

    class_name: str = Field(default="", description="Sync client class (default: from the package name, `acme_sdk` -> `Acme`).")
    async_class_name: str = Field(default="", description="Async client class (default: `Async` + class_name).")
    error_base: str = Field(default="", description="Base exception class (default: class_name + `Error`).")
    idempotency_header: str = Field(
        default="",
        description="Header that carries an idempotency key on every POST, PUT, PATCH and DELETE (e.g. `Idempotency-Key`); operations declaring an `Idempotency-Key` header parameter get one anyway.",
    )
    base_url: str | None = Field(
        default=None, description="Default base URL; overrides the specs' `servers` when set."
    )
    env: EnvConfig = EnvConfig()
    aliases: dict[str, str] = Field(
        default={},
        description="Extra names of the client classes, exported from the package and `_client` (`{Client: SambaNova, AsyncClient: AsyncSambaNova}`): alias -> `class_name` or `async_class_name`.",
    )
    arguments: dict[str, str] = Field(
        default={},
        description="Constructor/`copy()`/`with_options()` keywords spelt otherwise: ours -> the spelling users write (`strict_response_validation: _strict_response_validation`).",
    )
    credentials: dict[str, CredentialConfig] = Field(
        default={},
        description="Per security scheme key (components.securitySchemes): its client argument and environment variable.",
    )
    header_options: dict[str, HeaderOptionConfig] = Field(
        default={},
        description="Client options that only set a request header: argument name -> header and environment variable.",
    )
    telemetry: TelemetryConfig = Field(default=TelemetryConfig(), description="Names of the platform, retry-count and read-timeout headers.")

    @field_validator("arguments")
    @classmethod
    def _arguments(cls, v: dict[str, str]) -> dict[str, str]:
        for ours, theirs in v.items():
            if ours not in CLIENT_ARGUMENTS:
                raise ValueError(f"{ours!r} is not a client argument (one of {', '.join(CLIENT_ARGUMENTS)})")
            _identifier(theirs, "spelling")
        spellings = [v.get(a, a) for a in CLIENT_ARGUMENTS]
        if len(set(spellings)) != len(spellings):
            raise ValueError("two client arguments would have the same spelling")
        return dict(sorted(v.items()))

    @field_validator("header_options")
    @classmethod
    def _header_options(cls, v: dict[str, HeaderOptionConfig]) -> dict[str, HeaderOptionConfig]:
        for name in v:
            _identifier(name, "header option")
            if name in CLIENT_ARGUMENTS or name.startswith("_"):
                raise ValueError(f"header option {name!r} is a client argument already (or private)")
        headers = [o.header.lower() for o in v.values()]
        if len(set(headers)) != len(headers):
            raise ValueError("two header options set the same header")
        return dict(sorted(v.items()))

    # the class names are checked against what the generated package defines when the file is
    # resolved (generator.configure: the names live in generator.names, and this module is a leaf)

    @field_validator("idempotency_header")
    @classmethod
    def _token(cls, v: str) -> str:
        if v and not re.fullmatch(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+", v):
            raise ValueError(f"{v!r} is not an HTTP header name (RFC 9110 token)")
        named_like_a_credential = "idempotency" not in v.lower() and re.search(r"key|token|secret|password|auth|signature|cookie", v.lower())
        if v.lower() in _RESERVED_HEADERS or named_like_a_credential:
            raise ValueError(f"{v!r} is a header the client sets itself or a credential's: it cannot carry an idempotency key")
        return v

    @model_validator(mode="after")
    def _distinct(self) -> ClientConfig:
        given = [n for n in (self.class_name, self.async_class_name, self.error_base) if n]
        if len(set(given)) != len(given):
            raise ValueError("class_name, async_class_name and error_base must be three different names")
        for alias in self.aliases:
            if not _IDENT.match(alias) or keyword.iskeyword(alias) or alias.startswith("_"):
                raise ValueError(f"aliases: {alias!r} is not a public Python name")
            if alias in given:
                raise ValueError(f"aliases: {alias!r} is already the name of a client class or the error base")
        return self


# import names of the generated package's dependencies (and theirs), which it must not shadow
_TAKEN_PACKAGE_NAMES = frozenset(
    {"httpx", "httpcore", "h11", "anyio", "sniffio", "certifi", "idna", "pydantic", "pydantic_core", "typing_extensions", "annotated_types", "typing_inspection"}
)

# distribution names (PEP 503 normal form) of those dependencies: a generated package of that
# name would replace them when installed
_TAKEN_DISTRIBUTIONS = frozenset(n.replace("_", "-") for n in _TAKEN_PACKAGE_NAMES)


class PackageConfig(_Strict):
    """The generated distribution: the ``package:`` section of ``sdkgen.yaml``.  Like
    :class:`ClientConfig`, resolved once by :func:`resolve` and carried into the IR
    (:attr:`generator.ir.Api.package`) unchanged."""

    name: str = Field(description="Import name of the generated package.")
    project_name: str = Field(default="", description="Distribution name (default: name with dashes).")
    version: str = Field(default="0.1.0", description="Version of the generated package.")
    description: str = Field(default="", description="One-line summary (default: `Python client for the <Client> API`).")

    @field_validator("version")
    @classmethod
    def _version(cls, v: str) -> str:
        if not _PEP440.match(v):
            raise ValueError(f"{v!r} is not a version in PEP 440's canonical form (e.g. 1.2.0, 2.0.0rc1, 0.3.1.post2)")
        return v

    @field_validator("project_name")
    @classmethod
    def _project_name(cls, v: str) -> str:
        # PEP 508 names; compared in PEP 503 normal form, as pip compares them
        if v and not re.match(r"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$", v):
            raise ValueError(f"{v!r} is not a distribution name (letters, digits, '.', '_', '-'; PEP 508)")
        if re.sub(r"[-_.]+", "-", v).lower() in _TAKEN_DISTRIBUTIONS:
            raise ValueError(f"{v!r} is a dependency of the generated package: installing it would replace that distribution")
        return v

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        if not re.match(r"^[a-z_][a-z0-9_]*$", v) or keyword.iskeyword(v):
            raise ValueError(f"{v!r} is not a valid lower-case Python package name")
        if v in sys.stdlib_module_names or v in _TAKEN_PACKAGE_NAMES:
            raise ValueError(f"{v!r} would shadow the module of that name that the generated package or its users import")
        if v in WINDOWS_DEVICE_NAMES:
            raise ValueError(f"{v!r} is a device name on Windows: its folder could not be created there")
        return v


class PaginationOverride(_Strict):
    """How one operation pages (``operations.<operationId>.pagination``): see
    :class:`generator.ir.model.Pagination`.  Paths are property names joined by dots."""

    style: Literal["cursor_item", "cursor", "next_url", "link", "offset", "page"]
    items: str | None = Field(default=None, description="Where the list is in the body (`data`; `\"\"`: the body is the list; default: its one array property).")
    param: str = Field(default="", description="Query parameter or body property that takes the cursor, offset or page number.")
    next: str = Field(default="", description="The next cursor (`cursor`), the next URL (`next_url`) or the field of the last item (`cursor_item`, default `id`).")
    limit: str = Field(default="", description="Page size parameter: a page with fewer items than the caller asked for is the last.")
    has_more: str = Field(default="", description="A boolean in the body; false means the last page.")
    total: str = Field(default="", description="Total number of items (`offset`).")
    total_pages: str = Field(default="", description="Number of pages (`page`).")
    start: int | None = Field(default=None, description="First offset or page number when the caller gives none (default 0, page 1).")


class OperationOverride(_Strict):
    """Where one operation lives in the client (``resource: chat.completions``, ``method: create``),
    and how it pages (``pagination``, ``false`` for not at all)."""

    resource: str | None = None
    method: str | None = None
    stream_schema: str | None = Field(
        default=None,
        description="Component schema of the stream chunks, when the streaming rule cannot tell.",
    )
    pagination: PaginationOverride | Literal[False] | None = Field(
        default=None,
        description="How the operation pages (overrides the vendor extensions and inference); false: it returns no pages.",
    )
    params_type: str | None = Field(
        default=None,
        description="Name of the operation's request TypedDict with `layout.params: per_operation` (default `<Resource singular><Method>Params`, `CompletionCreateParams`).",
    )
    response_type: str | None = Field(
        default=None,
        description="Name of the alias of the operation's union answer with `layout.responses: per_operation` (default `<Resource singular><Method>Response`).",
    )
    params_unions: dict[str, list[str]] = Field(default_factory=dict, description="Aliases its params module defines (`layout.params: per_operation`), each the union of the request types of the component schemas listed (`MessageUserMessageContentMulticontentPartArray: [TextContent, ImageContent]`), as an SDK that named the unions of a body's nested values had them.")

    @field_validator("params_type", "response_type")
    @classmethod
    def _type_name(cls, v: str | None) -> str | None:
        if v is not None and not _CLASS.match(v):
            raise ValueError(f"{v!r} is not a public Python class name (letters, digits, _; starting with a letter)")
        return v

    @field_validator("resource")
    @classmethod
    def _res(cls, v: str | None) -> str | None:
        if v is not None and not _DOTTED.match(v):
            raise ValueError(f"{v!r} must be dotted lower-case identifiers, e.g. chat.completions")
        return v

    @field_validator("method")
    @classmethod
    def _meth(cls, v: str | None) -> str | None:
        if v is not None and (not re.match(r"^[a-z_][a-z0-9_]*$", v) or keyword.iskeyword(v)):
            raise ValueError(f"{v!r} is not a valid method name")
        return v


class LayoutConfig(_Strict):
    """Which module layout the generated package has: the ``layout:`` section of
    ``sdkgen.yaml`` (README, "Where operations land").  The defaults are sdkgen's own layout;
    the other values give the layout of a Stainless-generated SDK (``resources/chat/completions.py``,
    ``types/chat/chat_completion_response.py``, ``CompletionCreateParams``...).  Like
    :class:`ClientConfig`, it travels into the IR unchanged (:attr:`generator.ir.Api.layout`)."""

    resources: Literal["flat", "nested"] = Field(
        default="flat",
        description="`flat`: one module per resource path (`resources/chat_completions.py`, class `ChatCompletionsResource`); `nested`: a package per resource with sub-resources (`resources/chat/__init__.py`, `resources/chat/chat.py`, `resources/chat/completions.py`, class `CompletionsResource`).",
    )
    types: Literal["single", "per_resource"] = Field(
        default="single",
        description="`single`: every type in `types/_models.py` and `types/_params.py`, exported by `types`; `per_resource`: besides, each response model in a module of its own under the types of its resource (`types/chat/chat_completion_response.py`), exported by `types/chat/__init__.py`.",
    )
    params: Literal["shared", "per_operation"] = Field(
        default="shared",
        description="`shared`: the `<Schema>Param` TypedDicts only; `per_operation`: also a TypedDict of each operation's keyword arguments (`types/chat/completion_create_params.py`: `CompletionCreateParams`).",
    )
    responses: Literal["none", "per_operation"] = Field(
        default="none",
        description="`none`: no alias; `per_operation`: an alias of each union answer (a document or a stream chunk, or several documents: `types/chat/completion_create_response.py`: `CompletionCreateResponse`).",
    )
    multipart: Literal["openapi", "brackets"] = Field(
        default="openapi",
        description="How the object and array properties of a form body (`multipart/form-data` or `application/x-www-form-urlencoded`) that the spec gives no `encoding` style are spelt: `openapi`: as OpenAPI 3.1 section 4.8.15 says (an object is one `application/json` part or JSON text value, an array of scalars repeats the part or key); `brackets`: as the Stainless SDKs do (`stream_options[include_usage]=true`, `tags[]=a`, at any depth), the `deepObject` style.",
    )


class TypeOverride(_Strict):
    """The public name and module of one component schema (``types.<Schema>``)."""

    name: str | None = Field(default=None, description="Class (or alias) name to generate, everywhere the schema is used (default: the schema's own).")
    module: str | None = Field(default=None, description="Dotted module path under `types/` that exports it (`chat.chat_completion_response`; default: from `layout.types`).")
    also: list[str] = Field(default_factory=list, description="Other names of the same class, each `module.Name` (a dotted module path under `types/`, then the name it exports the class under: `embeddings_response.Usage`), as an SDK that defined a copy of the schema per module had them; in an operation's params module (`layout.params: per_operation`), another name of the schema's request `TypedDict` (`chat.completion_create_params.MessageSystemMessage`).")

    @field_validator("name")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        if v is not None and not _CLASS.match(v):
            raise ValueError(f"{v!r} is not a public Python class name (letters, digits, _; starting with a letter)")
        return v

    @field_validator("module")
    @classmethod
    def _module(cls, v: str | None) -> str | None:
        if v is not None and (not _DOTTED.match(v) or any(keyword.iskeyword(p) or p.startswith("_") for p in v.split("."))):
            raise ValueError(f"{v!r} must be dotted lower-case identifiers not starting with '_', e.g. chat.chat_completion_response")
        return v


class NamingConfig(_Strict):
    """How operations are named where ``operations:`` does not place them (README)."""

    methods: Literal["path", "operation_id"] = Field(
        default="path",
        description="`path`: from the path and verb (`create`, `list`, `retrieve`, actions); `operation_id`: the operationId in snake_case (`getModel` -> `get_model`), for operations that have one.",
    )
    resources: Literal["path", "tags"] = Field(
        default="path",
        description="`path`: from the path's static segments; `tags`: the operation's first tag in snake_case (`Fine Tuning` -> `client.fine_tuning`), for operations that have one.",
    )
    strip_prefix: bool | Annotated[str, Field(pattern=r"^(/[^/{}]+)+/?$")] = Field(default=True, description="`true`: resource paths leave out the prefix every path starts with, up to its last version segment (`/v1`, `/api/v2`, `/2010-04-01`) or where the paths part into several, never a path's last static segment; `false`: they keep it (`client.v1.models`); a path of static segments (`/openai/v1`): that prefix is left out of the paths it begins.")
    arguments: Literal["snake", "wire"] = Field(default="snake", description="`snake`: a method's keyword arguments are its parameters' and flattened body properties' wire names in snake_case (`PageSize` -> `page_size`, `friendlyName` -> `friendly_name`), sent under the wire names; `wire`: the wire names themselves (`PageSize=`), as SDKs generated before issue 29 took them (`sdkgen adopt` sets it when the old SDK's methods do).")


class NormaliseConfig(_Strict):
    """Switches for the normaliser passes (see ``generator/normalise.py``)."""

    disable: list[str] = []


class PatchOperation(_Strict):
    """One JSON Patch operation (RFC 6902) applied to the merged document."""

    op: Literal["add", "remove", "replace", "move", "copy", "test"]
    path: str
    value: Any = None
    from_: str | None = Field(default=None, alias="from")
    reason: str = Field(default="", description="Why the spec needs it (for readers; not applied).")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def as_rfc6902(self) -> dict[str, Any]:
        """The operation as a JSON Patch dict (without ``reason``)."""
        out: dict[str, Any] = {"op": self.op, "path": self.path}
        if self.op in ("add", "replace", "test"):
            out["value"] = self.value
        if self.op in ("move", "copy"):
            out["from"] = self.from_
        return out


_HEADER_NAME = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]+$")  # an RFC 9110 token


class WebhookConfig(_Strict):
    """How the generated client verifies webhook signatures: ``webhooks:`` in ``sdkgen.yaml``.
    The defaults are Standard Webhooks (https://www.standardwebhooks.com), timestamp signed:
    ``webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">``
    (several space-separated entries), a ``whsec_<base64>`` secret, 300 s tolerance.  Other
    HMAC schemes set the headers, the signed content, the digest and its encoding (GitHub:
    ``{signature_header: X-Hub-Signature-256, id_header: "", timestamp_header: "", signed_content: "{body}", encoding: hex, signature_prefix: "sha256="}``)."""

    signature_header: str = Field(default="webhook-signature", description="Header holding the signatures (space-separated entries).")
    id_header: str = Field(default="webhook-id", description="Header holding the message id (`\"\"`: none).")
    timestamp_header: str = Field(default="webhook-timestamp", description="Header holding the Unix time of sending (`\"\"`: none, no tolerance check).")
    signed_content: str = Field(default="{id}.{timestamp}.{body}", description="What is signed: `{id}`, `{timestamp}` and `{body}` (the raw body) in a template.")
    algorithm: Literal["sha256", "sha384", "sha512", "sha1"] = Field(default="sha256", description="The HMAC digest.")
    encoding: Literal["base64", "hex"] = Field(default="base64", description="How the signature is written.")
    signature_prefix: str = Field(default="v1,", description="Text before each signature (`v1,` for Standard Webhooks, `sha256=` for GitHub).")
    secret_prefix: str = Field(default="whsec_", description="A secret starting with it is base64 after it (the HMAC key is the decoded bytes); other secrets are used as UTF-8 bytes.")
    tolerance: int = Field(default=300, ge=1, description="Seconds the timestamp may differ from the receiver's clock, either way.")
    secret_env: str = Field(default="", description="Environment variable holding the secret (default: `<PREFIX>_WEBHOOK_SECRET`).")

    @field_validator("signature_header", "id_header", "timestamp_header")
    @classmethod
    def _header(cls, v: str) -> str:
        if v and not _HEADER_NAME.match(v):
            raise ValueError(f"{v!r} is not an HTTP header name")
        return v.lower()

    @field_validator("secret_env")
    @classmethod
    def _env_name(cls, v: str) -> str:
        if v and not _ENV.match(v):
            raise ValueError(f"{v!r} is not an environment variable name (A-Z, 0-9, _)")
        return v

    @model_validator(mode="after")
    def _content(self) -> WebhookConfig:
        if not self.signature_header:
            raise ValueError("signature_header may not be empty")
        if not self.signed_content.isascii() or not self.signed_content.isprintable():
            raise ValueError("signed_content must be printable ASCII")
        fields = re.findall(r"\{([^{}]*)\}", self.signed_content)
        unknown = sorted(set(fields) - {"id", "timestamp", "body"})
        if unknown:
            raise ValueError(f"signed_content: unknown field {{{unknown[0]}}} (use {{id}}, {{timestamp}}, {{body}})")
        if fields.count("body") != 1:
            raise ValueError("signed_content must contain {body} once")
        for name, header in (("id", self.id_header), ("timestamp", self.timestamp_header)):
            if name in fields and not header:
                raise ValueError(f"signed_content uses {{{name}}} but {name}_header is empty")
        if self.timestamp_header and "timestamp" not in fields:  # Standard Webhooks signs the timestamp for this
            raise ValueError(f"timestamp_header {self.timestamp_header!r} is checked for freshness but signed_content does not sign it: an old request would replay with a fresh timestamp; add {{timestamp}} to signed_content, or set timestamp_header: \"\" (no freshness check)")
        return self


class ConfigFile(_Strict):
    """Everything ``sdkgen.yaml`` may contain.  Paths are relative to the file."""

    specs: list[str]
    output: str
    package: PackageConfig
    client: ClientConfig = ClientConfig()
    operations: dict[str, OperationOverride] = {}
    naming: NamingConfig = NamingConfig()
    layout: LayoutConfig = LayoutConfig()
    types: dict[str, TypeOverride] = Field(
        default={},
        description="Per component schema (its name after normalisation): its public name and module.",
    )
    renames: dict[str, dict[str, str]] = Field(
        default={},
        description="Per spec file: component name -> new name, to resolve merge conflicts.",
    )
    normalise: NormaliseConfig = NormaliseConfig()
    patches: list[PatchOperation] = Field(
        default=[],
        description="JSON Patch (RFC 6902) operations applied to the merged document before normalising.",
    )
    templates: str | None = Field(
        default=None,
        description="Folder of user templates; a file there replaces the built-in template of the same relative path.",
    )
    webhooks: WebhookConfig = Field(
        default=WebhookConfig(),
        description="How webhook signatures are verified (default: Standard Webhooks).",
    )
    keep: list[str] = Field(
        default=[],
        description="Paths in the output folder (files or folders, relative to it) that regeneration never touches or removes and `sdkgen check` ignores, besides `src/<package>/lib/`.",
    )

    @field_validator("keep")
    @classmethod
    def _keep(cls, v: list[str]) -> list[str]:
        from pathlib import PurePosixPath

        for rel in v:
            p = PurePosixPath(rel)
            if not rel or p.is_absolute() or any(part in ("..", ".", "") for part in rel.split("/")) or "\\" in rel or "\0" in rel:
                raise ValueError(f"{rel!r} is not a relative path inside the output folder (POSIX, no '..')")
            if p.parts[0] == ".sdkgen":
                raise ValueError(f"{rel!r} is sdkgen's own record of the last generation; it cannot be kept")
            if rel == "CHANGELOG.md":
                raise ValueError("'CHANGELOG.md' is always carried over; it need not be listed")
        return sorted(set(v))
    infer_pagination: bool = Field(default=True, description="Infer pagination from the shape of list operations (each reported with a warning).")


@dataclass(frozen=True)
class GeneratorConfig:
    """The resolved configuration the pipeline reads.

    Attributes:
        root: directory that relative paths (specs, output, templates) are resolved against;
            display paths in messages are relative to it.
        specs: absolute paths of the input OpenAPI files, sorted by display path.
        output: absolute path of the output folder (replaced whole on success).
        package: the generated distribution, defaults filled in (goes into the IR as is).
        client: the generated client's names and defaults, filled in (goes into the IR as is).
        operations: per-operationId placement overrides.
        naming: how operations without an override are named (methods, resources, arguments).
        renames: per display path of a spec, component renames applied before merging.
        disabled_passes: normaliser passes switched off.
        patches: JSON Patch operations (RFC 6902) for the merged document, in order.
        templates: a folder of user templates overriding built-in ones of the same relative
            path, or ``None``.
        webhooks: how the generated client verifies webhook signatures.
        config_file: the configuration file it was read from, or ``None`` when it was built
            from command-line arguments (then ``root`` is only the current folder, and
            external ``$ref``s may not read files there: only in the input specs' folders).
        keep: paths of the output folder regeneration never touches (``keep:``), besides
            ``src/<package>/lib`` (see :mod:`generator.edits`).
        infer_pagination: infer pagination from the shape of list operations.
        layout: the package's module layout (goes into the IR as is).
        types: per component schema, its public name and module (``types:``).
    """

    root: Path
    specs: tuple[Path, ...]
    output: Path
    package: PackageConfig
    client: ClientConfig
    operations: dict[str, OperationOverride] = field(default_factory=dict)
    renames: dict[str, dict[str, str]] = field(default_factory=dict)
    naming: NamingConfig = field(default_factory=NamingConfig)
    disabled_passes: tuple[str, ...] = ()
    patches: tuple[dict[str, Any], ...] = ()
    templates: Path | None = None
    config_file: Path | None = None
    webhooks: WebhookConfig = field(default_factory=WebhookConfig)
    keep: tuple[str, ...] = ()
    infer_pagination: bool = True
    layout: LayoutConfig = field(default_factory=LayoutConfig)
    types: dict[str, TypeOverride] = field(default_factory=dict)

    def display(self, path: Path) -> str:
        """A path as shown in messages and recorded in the IR: relative to ``root``, POSIX."""
        return display_path(path, self.root)


def display_path(path: Path, root: Path) -> str:
    """How a file is named in messages, provenance headers and the IR: POSIX, relative to
    ``root`` (with ``..`` when outside it), never a machine's absolute path.

    Args:
        path: the file.
        root: the project root (folder of the configuration, or the current folder).

    Returns:
        e.g. ``specs/chat.yaml`` or ``../shared/chat.yaml``; only the file name when no
        relative path exists (another drive on Windows).
    """
    resolved = path.resolve()
    if resolved.is_relative_to(root):
        return resolved.relative_to(root).as_posix()
    try:
        return Path(os.path.relpath(resolved, root)).as_posix()
    except ValueError:
        return path.name
