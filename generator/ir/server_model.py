"""The IR of the API's servers (:attr:`generator.ir.model.Api.servers`): the named
environments a client can be pointed at and the server variables it takes as arguments.
Built by :mod:`generator.ir.servers`; documented in ``docs/ir.md`` with the rest of the IR."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ServerVariable:
    """One variable of the document's server URLs (OpenAPI 3.1 section 4.8.6), a keyword
    argument of the client's constructor.

    Attributes:
        name: the variable's name in the URL templates (``{region}``).
        argument: the client's keyword (``region``; ``server_<name>`` when the name is taken).
        default: its default value, or ``None`` when the servers that use it disagree (each
            environment then fills in its own).
        enum: the values it may take (``Literal[...]``), the union over the servers that use
            it; ``()``: any string.
        description: the variable's ``description`` (of the first server declaring it).
    """

    name: str
    argument: str
    default: str | None
    enum: tuple[str, ...]
    description: str = ""


@dataclass(frozen=True)
class Environment:
    """One Server Object of the document's ``servers`` (OpenAPI 3.1 section 4.8.5) that a
    client can call: a value of the constructor's ``environment`` argument.

    Attributes:
        name: ``x-sdkgen-name``, ``x-speakeasy-server-id`` or ``x-fern-server-name`` of the
            server, else its ``description`` in snake_case without filler words (``EU
            production server`` -> ``eu_production``), else ``server_<n>`` (1-based position);
            a name taken by an earlier server gets ``_2``, ``_3``...
        url: the URL template (``https://{region}.api.example.com``), no final ``/``.
        description: the server's ``description``.
        variables: ``(name, default, enum)`` of each variable this server declares, in
            template order (its own default and values, checked when it is chosen).
    """

    name: str
    url: str
    description: str
    variables: tuple[tuple[str, str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class Servers:
    """The document's servers as the client's ``environment`` and server-variable arguments.

    Attributes:
        environments: the servers a client can call, in document order; the first is the
            default.  The client takes ``environment=`` when there are two or more.
        variables: every variable of their URLs, in order of first use.
    """

    environments: tuple[Environment, ...]
    variables: tuple[ServerVariable, ...] = ()
