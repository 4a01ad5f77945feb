"""The ``client:`` section: the generated client's names, environment variables, credentials,
headers, telemetry and defaults (:class:`ClientConfig`)."""

from __future__ import annotations

import keyword
import re
from typing import Any

from pydantic import Field, field_validator, model_validator

from .common import _ENV, _IDENT, _identifier, _Strict


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
        log = self.env.log
        credential_env = {self.env.api_key: "env.api_key", **{c.env: f"credentials.{k}.env" for k, c in sorted(self.credentials.items())}}
        if log and log in credential_env:
            # the logging switch's value is read as a level: the credential would be its value
            raise ValueError(f"env.log: {log!r} is the variable of a credential ({credential_env[log]}); the logging switch needs its own variable")
        return self
