"""The API's servers: the default base URL, each operation's own server, and the named
environments and server variables the client takes (:class:`.server_model.Servers`).

OpenAPI 3.1 sections 4.8.5 (Server Object), 4.8.6 (Server Variable Object), 4.8.9.1 and
4.8.10.1 (path item and operation ``servers``).  A ``client.base_url`` in the configuration
overrides every server of the spec: then there are no environments, variables or operation
servers.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urljoin, urlsplit

from ..config import CLIENT_ARGUMENTS, GeneratorConfig
from ..errors import join_pointer
from ..names import (
    BUILTINS,
    CLIENT_ATTRIBUTES,
    CLIENT_LOCALS,
    KEYWORDS,
    safe_identifier,
    snake_case,
)
from .context import BuildContext
from .server_model import Environment, Servers, ServerVariable


def url_problem(url: str) -> str | None:
    """Why an absolute server URL cannot be a client's base URL (httpx would raise
    ``InvalidURL`` when the client is created, or the client refuses it), ``None`` when it can:
    whitespace or control characters, a scheme other than ``http``/``https``, no host or a host
    with characters no host name has, a port that is not a number up to 65535,
    ``user:password@`` (credentials go through the client's options), or a query or fragment
    (the path appended to it would land inside them)."""
    if any(c.isspace() or not c.isprintable() for c in url):
        return "it contains whitespace or control characters"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        return f"it does not parse ({exc})"
    if parts.scheme not in ("http", "https"):
        return f"its scheme is {parts.scheme!r}, not http or https"
    host = parts.hostname or ""
    if not host:
        return "it names no host"
    if not all(c.isalnum() or c in "-._:" for c in host) or (":" in host and not parts.netloc.split("@")[-1].startswith("[")):
        return f"{host!r} is not a host name"
    if port is not None and not 0 < port <= 65535:
        return f"port {port} is out of range"
    if "@" in parts.netloc:
        return "it carries user:password@ (pass credentials as client options)"
    if parts.query or parts.fragment or "?" in url or "#" in url:
        return "it has a query or a fragment, which the operations' paths cannot follow"
    return None


def configured_base_url(cfg: GeneratorConfig, doc: dict[str, Any]) -> str:
    """``client.base_url`` of the configuration, else the first server's URL (:func:`first_server`)."""
    if cfg.client.base_url:
        return cfg.client.base_url
    return first_server(doc.get("servers"))


def first_server(servers: Any) -> str:
    """The URL of the first Server Object of a ``servers`` list, its variables replaced by
    their defaults (OpenAPI 3.1 section 4.8.5), or ``""``."""
    for server in servers if isinstance(servers, list) else []:
        if isinstance(server, dict) and isinstance(server.get("url"), str):
            url = server["url"]
            variables = server.get("variables")
            for var, spec in (variables.items() if isinstance(variables, dict) else []):
                if isinstance(spec, dict) and "default" in spec:
                    url = url.replace("{" + var + "}", str(spec["default"]))
            return url
    return ""


def operation_server(doc: dict[str, Any], path: str, op: dict[str, Any], ptr: str, base_url: str, ctx: BuildContext, cfg_base_url: str = "") -> str:
    """The server an operation is sent to when it is not the API's: the first of its own
    ``servers``, else of its path item's (OpenAPI 3.1 sections 4.8.9.1 and 4.8.10.1: they
    override the document's), made absolute against ``base_url`` when relative, without a
    final ``/``; ``""`` when it has none or it is the API's own.  One no client can call is
    dropped with a warning naming its pointer (the operation then goes to the API's server).

    Args:
        doc: the normalised document.
        path: the operation's path template.
        op: the Operation Object.
        ptr: its pointer (``#/paths/~1x/get``).
        base_url: the API's default base URL (absolute, or ``""``).
        ctx: the build context (warnings).
        cfg_base_url: ``client.base_url`` of the configuration (``--base-url``), which
            overrides every server of the spec: then ``""``.

    Returns:
        The absolute URL, or ``""``.
    """
    if cfg_base_url:
        return ""  # the configuration's base URL overrides every server of the spec
    item = (doc.get("paths") or {}).get(path) or {}
    item_servers = item.get("servers") if isinstance(item, dict) else None
    # the merge copies a path item's servers into its operations (each file's into its own) and
    # leaves them on the path item: the same list there is reported where it is written
    own = op.get("servers") if "servers" in op else item_servers
    inherited = own is item_servers or (bool(own) and own == item_servers)
    where = join_pointer("#/paths", path, "servers", 0, "url") if inherited else join_pointer(ptr, "servers", 0, "url")
    url = first_server(own)  # an operation's `servers: []` is none: the API's server
    if not url:
        return ""
    if "://" not in url:
        if "://" not in base_url:
            ctx.diagnostics.warn(ctx.locate(where), "invalid-server-url", f"server URL {url!r} is relative and the API has no absolute server to resolve it against", "the operation is sent to the client's base_url")
            return ""
        url = urljoin(base_url.rstrip("/") + "/", url)
    problem = url_problem(url)
    if problem is not None:
        ctx.diagnostics.warn(ctx.locate(where), "invalid-server-url", f"server URL {url!r} is not a URL a client can call: {problem}", "the operation is sent to the client's base_url")
        return ""
    url = url.rstrip("/")
    return "" if url == base_url.rstrip("/") else url


def default_base_url(cfg: GeneratorConfig, doc: dict[str, Any], ctx: BuildContext) -> str:
    """The API's default base URL (:attr:`generator.ir.model.Api.base_url`): the
    configuration's ``client.base_url``, else the first server's URL at its variables'
    defaults; ``""`` (with an ``invalid-server-url`` warning) when no client can call it.  A
    relative or missing one is kept and warned about (``no-server-url``): clients then need
    ``base_url=``."""
    base_url = configured_base_url(cfg, doc)
    problem = url_problem(base_url) if "://" in base_url and not cfg.client.base_url else None
    if problem is not None:
        ctx.diagnostics.warn(
            ctx.locate("#/servers/0/url"),
            "invalid-server-url",
            f"server URL {base_url!r} is not a URL a client can call: {problem}",
            "not the default base URL: clients need base_url= or the base-URL environment variable; set client.base_url in the configuration",
        )
        return ""
    if "://" not in base_url:
        ctx.diagnostics.warn(
            ctx.locate("#/servers" if not base_url else "#/servers/0/url"),
            "no-server-url",
            "no absolute server URL" + (f" ({base_url!r} is relative)" if base_url else ""),
            "clients need base_url= or the base-URL environment variable; set client.base_url in the configuration",
        )
    return base_url


NAME_EXTENSIONS = ("x-sdkgen-name", "x-speakeasy-server-id", "x-fern-server-name")
"""Server Object extensions that name its environment, the first present wins."""
_FILLER = frozenset({"a", "an", "the", "api", "apis", "server", "servers", "environment", "env", "url", "endpoint", "base", "host", "for", "of", "to", "this", "is"})
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def environment_name(server: dict[str, Any], index: int) -> str:
    """The name of the ``index``-th (0-based) server's environment, before de-duplication:
    the first of :data:`NAME_EXTENSIONS` that is a string, else the ``description``'s words
    in snake_case without filler words (``The EU production server`` -> ``eu_production``;
    at most four words are kept), else ``server_<index + 1>``."""
    for key in NAME_EXTENSIONS:
        value = server.get(key)
        if isinstance(value, str) and snake_case(value):
            return snake_case(value)
    description = server.get("description")
    kept = [w for w in snake_case(description).split("_") if w and w not in _FILLER] if isinstance(description, str) else []
    if kept and len(kept) <= 4 and not kept[0][0].isdigit():
        return "_".join(kept)
    return f"server_{index + 1}"


def _declared(server: dict[str, Any]) -> tuple[tuple[str, str, tuple[str, ...]], ...] | None:
    """``(name, default, enum)`` of each variable of ``server``'s URL, in template order;
    ``None`` when a placeholder is not declared or has no scalar default."""
    variables = server.get("variables")
    variables = variables if isinstance(variables, dict) else {}
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for name in dict.fromkeys(_PLACEHOLDER.findall(server["url"])):
        spec = variables.get(name)
        if not isinstance(spec, dict) or not isinstance(spec.get("default"), (str, int, float)) or isinstance(spec.get("default"), bool):
            return None
        enum = spec.get("enum")
        values = tuple(dict.fromkeys(str(v) for v in enum if isinstance(v, (str, int, float)) and not isinstance(v, bool))) if isinstance(enum, list) else ()
        default = str(spec["default"])
        out.append((name, default, values + (default,) if values and default not in values else values))
    return tuple(out)


def api_servers(cfg: GeneratorConfig, doc: dict[str, Any], taken: set[str]) -> Servers | None:
    """The document's servers as environments and server variables, or ``None`` when the
    client needs neither (one server without variables, none a client can call, or a
    ``client.base_url`` in the configuration).

    A server is an environment when its URL, its variables at their defaults, is absolute and
    callable (:func:`url_problem`) and every ``{name}`` in it is a declared variable with a
    default; others are left out (the default base URL warns about the first).

    Args:
        cfg: the configuration.
        doc: the normalised document.
        taken: names the client's constructor already uses (credential arguments, header
            options): a variable's argument is ``server_<name>`` when its own name is one of
            them, a client argument, keyword, builtin or name the client body uses.

    Returns:
        The :class:`Servers`, or ``None``.
    """
    servers = doc.get("servers")
    if cfg.client.base_url or not isinstance(servers, list):
        return None
    environments: list[Environment] = []
    names: set[str] = set()
    for index, server in enumerate(servers):
        if not isinstance(server, dict) or not isinstance(server.get("url"), str):
            continue
        declared = _declared(server)
        if declared is None:
            continue
        url = server["url"]
        at_defaults = url
        for name, default, _ in declared:
            at_defaults = at_defaults.replace("{" + name + "}", default)
        if "://" not in at_defaults or url_problem(at_defaults) is not None:
            continue
        name = base = environment_name(server, index)
        n = 1
        while name in names:
            n += 1
            name = f"{base}_{n}"
        names.add(name)
        description = server.get("description")
        environments.append(Environment(name, url.rstrip("/"), description.strip() if isinstance(description, str) else "", declared))
    if not environments:
        return None
    variables = _variables(environments, servers, taken | set(CLIENT_ARGUMENTS) | set(cfg.client.arguments.values()))
    if len(environments) < 2 and not variables:
        return None
    return Servers(tuple(environments), variables)


def _variables(environments: list[Environment], servers: list[Any], taken: set[str]) -> tuple[ServerVariable, ...]:
    uses: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for env in environments:
        for name, default, enum in env.variables:
            uses.setdefault(name, []).append((default, enum))
    described: dict[str, str] = {}
    for server in servers:
        variables = server.get("variables") if isinstance(server, dict) else None
        for name, spec in (variables if isinstance(variables, dict) else {}).items():
            if isinstance(spec, dict) and isinstance(spec.get("description"), str):
                described.setdefault(name, spec["description"].strip())
    out: list[ServerVariable] = []
    used = set(taken)
    for name, declarations in uses.items():
        defaults = {d for d, _ in declarations}
        enums = [e for _, e in declarations]
        enum = tuple(dict.fromkeys(v for e in enums for v in e)) if all(enums) else ()
        argument = safe_identifier(snake_case(name) or name, prefix="server_", fallback="server_variable")
        if argument.startswith("_") or argument in used or argument in KEYWORDS or argument in BUILTINS or argument in CLIENT_LOCALS or argument in CLIENT_ATTRIBUTES:
            argument = "server_" + argument.lstrip("_")
        while argument in used:
            argument += "_"
        used.add(argument)
        out.append(ServerVariable(name, argument, defaults.pop() if len(defaults) == 1 else None, enum, described.get(name, "")))
    return tuple(out)
