"""Security: which credentials the client can send, and which each operation needs (OpenAPI
3.1 sections 4.8.27 Security Scheme Object and 4.8.30 Security Requirement Object).

* A scheme the client can send is one credential (:class:`~generator.ir.model.SecurityScheme`):
  ``http`` ``bearer``, ``oauth2`` and ``openIdConnect`` (the caller's access token, sent as
  ``Authorization: Bearer``; scopes are documentation), ``http`` ``basic``
  (``"username:password"``), and ``apiKey`` in a header, the query or a cookie.  Others
  (``mutualTLS``, ``http`` ``digest``...) cannot be sent: an alternative that needs one is left
  out with a warning, as is one naming a scheme that is not declared.
* An operation's requirements are its own ``security``, else the document's (merge pushes the
  document's down into each operation); a list of alternatives, each a set of schemes sent
  together.  ``security: []`` (or nothing declared) needs no credential; ``{}`` among them makes
  the credentials optional.  Schemes declared but named by no ``security`` at all are each an
  optional alternative of every operation (with a warning), and schemes that are the same
  credential sent the same way (two ``bearer`` schemes) are one.
* The client takes one argument per scheme the operations name: ``api_key`` (environment
  variable ``client.env.api_key``) when there is one, else the scheme's key in snake_case
  (``<client.env.prefix>_<ARGUMENT>``).  ``client.credentials.<scheme key>`` sets either
  (several schemes may read one variable, as the official SambaNova client reads
  ``SAMBANOVA_API_KEY`` for both ``api_key`` and ``x_api_key``).
"""

from __future__ import annotations

from typing import Any, Literal

from ..errors import ConfigError, SpecError, join_pointer
from ..names import credential_argument, unique
from ..walk import iter_operations
from .context import BuildContext
from .model import Operation, SecurityScheme
from .oauth import OAuth

Kind = Literal["bearer", "basic", "header", "query", "cookie"]

_SCHEMES = "#/components/securitySchemes"


def scheme_kind(scheme: Any) -> tuple[Kind, str] | str:
    """How a Security Scheme Object's credential is sent: ``(kind, header/query/cookie name)``,
    or, when the client cannot send it, the reason (a short phrase for the warning).

    ``apiKey`` names that are not HTTP tokens are refused earlier, by the load stage
    (:mod:`generator.validate`)."""
    if not isinstance(scheme, dict):
        return "it is not a mapping"
    kind = scheme.get("type")
    if kind == "http":
        http = str(scheme.get("scheme", "")).lower()
        if http == "bearer":
            return "bearer", "Authorization"
        if http == "basic":
            return "basic", "Authorization"
        return f"HTTP authentication scheme {scheme.get('scheme')!r} is not supported (only bearer and basic)"
    if kind in ("oauth2", "openIdConnect"):
        return "bearer", "Authorization"
    if kind == "apiKey":
        where, name = scheme.get("in"), scheme.get("name")
        if where in ("header", "query", "cookie") and isinstance(name, str) and name:
            return where, name
        return f"an apiKey needs a 'name' and 'in' of header, query or cookie (got in: {where!r})"
    return f"type {kind!r} is not supported"


def requirements(op: dict[str, Any], ptr: str, ctx: BuildContext) -> tuple[tuple[str, ...], ...]:
    """The security requirements of one operation, as :attr:`Operation.security` records them.

    Args:
        op: the operation object (``security`` pushed down from the document by merge).
        ptr: its pointer.
        ctx: the build context (the document's schemes; warnings).

    Returns:
        The alternatives the client can send, in spec order without repeats, the empty one
        last; ``()`` when the operation needs no credential (or none it names can be sent).

    Raises:
        SpecError: ``security`` is not a list of mappings from scheme names to lists.
    """
    raw = op["security"] if "security" in op else ctx.doc.get("security")
    if raw is None:
        raw = _fallback(ctx)
        if raw is None:
            return ()
    where = join_pointer(ptr, "security")
    if not isinstance(raw, list) or not all(isinstance(r, dict) and all(isinstance(v, list) for v in r.values()) for r in raw):
        raise SpecError("'security' must be a list of security requirements (mappings from a scheme name to a list of scopes)", pointer=ctx.locate(where))
    declared = _declared(ctx)
    same = _same_credentials(ctx)
    alternatives: list[tuple[str, ...]] = []
    for i, req in enumerate(raw):
        names = tuple(sorted({same.get(str(n), str(n)) for n in req}))
        if all(_usable(name, declared, join_pointer(where, i), ctx) for name in names) and names not in alternatives:
            alternatives.append(names)
    if () in alternatives:
        alternatives.remove(())
        if alternatives:
            alternatives.append(())
    return tuple(alternatives)


FRAMING_HEADERS = frozenset(
    {"host", "content-length", "transfer-encoding", "connection", "keep-alive", "te", "trailer", "upgrade", "expect", "proxy-connection"}
)
"""Header names (lower case) the HTTP client sets from the URL and the body, or that are
hop-by-hop (RFC 9110 sections 7.2, 7.6.1, 8.6, 10.1.1; RFC 9112 sections 6.1, 9.6): a value a
caller chose would send the request's credentials to another virtual host or break the
message's framing (every request then fails, or desynchronises the connection)."""


def ignored_header(name: str, where: str, ctx: BuildContext) -> bool:
    """Whether a header parameter ``name`` is not an argument, reported at ``where``
    (``file#/pointer``), since the spec meant it:

    * one OpenAPI 3.1 section 4.8.12.1 says to ignore (``Accept``, ``Content-Type``,
      ``Authorization``: "the parameter definition SHALL be ignored"), ``parameter-ignored``:
      its credential comes from the security schemes (:func:`requirements`; declared schemes
      no ``security`` names apply to every operation), its media type from the operation;
    * a framing or hop-by-hop header (:data:`FRAMING_HEADERS`: ``Host``, ``Content-Length``,
      ``Transfer-Encoding``, ``Connection``...), ``parameter-framing-header``: the HTTP client
      sets it from the URL and the body.

    Args:
        name: the parameter's ``name`` (any case).
        where: the parameter's location, for the warning.
        ctx: the build context whose diagnostics receive the warning.

    Returns:
        ``True`` (and warned) when the parameter is dropped, else ``False``.
    """
    if name.lower() in FRAMING_HEADERS:
        ctx.diagnostics.warn(
            where,
            "parameter-framing-header",
            f"the header parameter {name!r} is a framing or hop-by-hop header the HTTP client sets itself (RFC 9110, RFC 9112)",
            "not an argument: the client sets it from the URL and the body (a caller's value could send the credentials to another host or break the request)",
        )
        return True
    if name.lower() not in ("accept", "content-type", "authorization"):
        return False
    ctx.diagnostics.warn(
        where,
        "parameter-ignored",
        f"the header parameter {name!r} is one OpenAPI ignores (section 4.8.12.1)",
        "not an argument: "
        + (
            "the credential is the security schemes' (or give it with default_headers)"
            if name.lower() == "authorization"
            else "the client sends the operation's media type"
        ),
    )
    return True


def _fallback(ctx: BuildContext) -> list[dict[str, list[str]]] | None:
    """The requirements of an operation when the document declares security schemes but no
    ``security`` (of the document or any operation) names one: each declared scheme is an
    alternative, and none is demanded (``{}`` last), so a credential the caller gives is sent
    rather than never (reported once, at the schemes); ``None`` when there is nothing to repair."""
    if ctx.security_fallback is None:
        declared = _declared(ctx)
        named = "security" in ctx.doc or any("security" in raw for _, _, raw, _ in iter_operations(ctx.doc))
        alternatives: list[dict[str, list[str]]] = [{name: []} for name in declared]
        ctx.security_fallback = [] if named or not declared else [*alternatives, {}]
        if ctx.security_fallback:
            ctx.diagnostics.warn(
                ctx.locate(_SCHEMES),
                "security-unused",
                f"security schemes are declared ({', '.join(sorted(declared))}) but neither the document nor an operation names one in 'security'",
                "every operation sends the credential of any of them the client is given, none demanded; add 'security' (a patch in the configuration) to say which",
            )
    return ctx.security_fallback or None


def _same_credentials(ctx: BuildContext) -> dict[str, str]:
    """Declared schemes that are the same credential sent the same way as an earlier one
    (two ``http`` ``bearer`` schemes of the same ``bearerFormat``, two API keys of one header),
    each mapped to that earlier scheme's name: one client argument holds it, not two asking
    for the same key (reported once, naming both)."""
    if ctx.scheme_aliases is None:
        ctx.scheme_aliases = {}
        first: dict[str, str] = {}
        for name, scheme in _declared(ctx).items():
            if not isinstance(scheme, dict) or isinstance(scheme_kind(scheme), str):
                continue
            key = repr(sorted((k, str(v).lower() if k == "scheme" else v) for k, v in scheme.items() if k != "description" and not str(k).startswith("x-")))
            if key not in first:
                first[key] = name
                continue
            ctx.scheme_aliases[name] = first[key]
            ctx.diagnostics.warn(
                ctx.locate(join_pointer(_SCHEMES, name)),
                "security-scheme-duplicate",
                f"security schemes {first[key]!r} and {name!r} are the same credential, sent the same way",
                f"one credential, {first[key]!r}'s, is sent for both",
            )
    return ctx.scheme_aliases


def _declared(ctx: BuildContext) -> dict[str, Any]:
    schemes = (ctx.doc.get("components") or {}).get("securitySchemes") or {}
    return schemes if isinstance(schemes, dict) else {}


def _usable(name: str, declared: dict[str, Any], where: str, ctx: BuildContext) -> bool:
    """Whether the client can send scheme ``name``; the first time it cannot, a warning
    naming the scheme (or, for an undeclared one, the first requirement naming it)."""
    if name in declared:
        kind = scheme_kind(declared[name])
        if not isinstance(kind, str):
            return True
        pointer, message = join_pointer(_SCHEMES, name), f"security scheme {name!r} cannot be sent by the client: {kind}"
    else:
        pointer, message = where, f"security requirement names {name!r}, which components/securitySchemes does not declare"
    if name not in ctx.unusable_schemes:
        ctx.unusable_schemes.add(name)
        ctx.diagnostics.warn(
            ctx.locate(pointer),
            "security-scheme-unusable",
            message,
            "alternatives that need it are left out; an operation left with none sends no credential (give one with extra_headers or extra_query)",
        )
    return False


def api_schemes(operations: list[Operation], ctx: BuildContext, resource_attrs: set[str]) -> tuple[SecurityScheme, ...]:
    """Every scheme the operations name, sorted by name, with the client argument and
    environment variable that hold its credential (see the module docstring).

    Args:
        operations: the built operations.
        ctx: the build context (schemes, client settings, warnings).
        resource_attrs: the client's top-level resource attributes (arguments avoid them).

    Returns:
        The schemes, for :attr:`generator.ir.Api.security`.

    Raises:
        ConfigError: a credential's variable is the logging variable (``client.env.log``).
    """
    declared = _declared(ctx)
    used = sorted({name for op in operations for alt in op.security for name in alt})
    env = ctx.cfg.client.env
    for key in sorted(set(ctx.cfg.client.credentials) - set(used) - set(_same_credentials(ctx))):
        ctx.diagnostics.warn(
            "configuration",
            "credentials-unknown-scheme",
            f"client.credentials names {key!r}, which no operation's security uses ({', '.join(used) or 'none'})",
            "the entry has no effect; declare the scheme (a patch) or remove the entry",
        )
    taken = set(resource_attrs) | set(ctx.cfg.client.header_options)
    envs = {env.api_key, env.base_url, env.log}
    out: list[SecurityScheme] = []
    single_oauth = sum(declared[n].get("type") in ("oauth2", "openIdConnect") for n in used) == 1
    for name in used:
        kind = scheme_kind(declared[name])
        assert not isinstance(kind, str)  # requirements() kept usable schemes only
        if len(used) == 1:
            argument, variable = "api_key", env.api_key
        else:
            argument = credential_argument(name, taken, kind[0], reserved=[credential_argument(other) for other in used if other != name])
            variable = env.api_key if argument == "api_key" else unique(f"{env.prefix}_{argument.strip('_').upper()}", envs)
        argument, variable = _configured(name, argument, variable, taken, ctx)
        if variable == env.log:  # the logging switch would read the credential as its level
            raise ConfigError(f"the {name!r} credential's environment variable {variable!r} is the logging variable (client.env.log): give either its own variable", file="configuration")
        taken.add(argument)
        envs.add(variable)
        oauth = oauth_of(name, declared[name], argument, single_oauth, taken, envs, ctx)
        required = len(used) == 1 and any(op.security and () not in op.security for op in operations)
        description = declared[name].get("description")
        out.append(
            SecurityScheme(
                name=name,
                kind=kind[0],
                param_name=kind[1],
                argument=argument,
                env=variable,
                required=required,
                description=description.strip() if isinstance(description, str) else "",
                pointer=ctx.locate(join_pointer(_SCHEMES, name)),
                oauth=oauth,
            )
        )
    return tuple(out)



def _configured(name: str, argument: str, variable: str, taken: set[str], ctx: BuildContext) -> tuple[str, str]:
    """``(argument, variable)`` of scheme ``name`` after ``client.credentials.<name>``.

    Raises:
        ConfigError: the configured argument is a name the client uses for something else
            (a resource, another credential, a client attribute or argument, a keyword).
    """
    from ..config import CLIENT_ARGUMENTS
    from ..names import BUILTINS, CLIENT_ATTRIBUTES, CLIENT_LOCALS, KEYWORDS

    entry = ctx.cfg.client.credentials.get(name)
    if entry is None:
        return argument, variable
    if entry.argument and entry.argument != argument:
        spelt = set(ctx.cfg.client.arguments.values()) | set(CLIENT_ARGUMENTS)
        clash = entry.argument in taken or entry.argument in spelt or entry.argument in KEYWORDS or entry.argument in BUILTINS or entry.argument in CLIENT_LOCALS or (entry.argument in CLIENT_ATTRIBUTES and entry.argument != "api_key")
        if clash or entry.argument.startswith("_"):
            raise ConfigError(f"client.credentials.{name}.argument: {entry.argument!r} is a name the client uses for something else (a resource, another credential or a client option)", file="configuration")
        argument = entry.argument
    return argument, entry.env or variable


def oauth_of(name: str, scheme: dict[str, Any], argument: str, single: bool, taken: set[str], envs: set[str], ctx: BuildContext) -> OAuth | None:
    """The :class:`OAuth` of scheme ``name`` (``None`` unless ``oauth2``/``openIdConnect``).

    Args:
        name: the scheme's key; ``scheme``: its Security Scheme Object.
        argument: the client argument holding its token.
        single: the API has no other scheme of these types (the arguments are unprefixed).
        taken / envs: the client arguments and environment variables in use (the new ones are
            added).
        ctx: the build context (client settings; warnings for a flow that cannot be used).
    """
    if scheme.get("type") not in ("oauth2", "openIdConnect"):
        return None
    prefix = "" if single else f"{argument.strip('_')}_"

    def arg(word: str) -> str:
        out = unique(prefix + word, taken)
        taken.add(out)
        return out

    provider = arg("token_provider")
    flow = (scheme.get("flows") or {}).get("clientCredentials") if scheme.get("type") == "oauth2" else None
    if not isinstance(flow, dict):
        return OAuth(token_provider=provider)
    pointer = join_pointer("#/components/securitySchemes", name, "flows", "clientCredentials")
    token_url, refresh_url = flow.get("tokenUrl"), flow.get("refreshUrl") or ""
    if not isinstance(token_url, str) or not token_url.strip() or not isinstance(refresh_url, str):
        ctx.diagnostics.warn(ctx.locate(pointer), "oauth-flow-unusable", f"the clientCredentials flow of {name!r} has no tokenUrl (or a refreshUrl that is not a string)", "the client takes the access token (or a token provider) only")
        return OAuth(token_provider=provider)
    scopes = _required_scopes(name, ctx)
    ident, secret, auth = arg("client_id"), arg("client_secret"), arg("client_auth")
    env = ctx.cfg.client.env.prefix
    ident_env, secret_env = unique(f"{env}_{ident.upper()}", envs), unique(f"{env}_{secret.upper()}", envs)
    envs.update((ident_env, secret_env))
    return OAuth(
        token_url=token_url.strip(),
        refresh_url=refresh_url.strip(),
        scopes=tuple(scopes),
        client_id=ident,
        client_secret=secret,
        client_id_env=ident_env,
        client_secret_env=secret_env,
        token_provider=provider,
        client_auth=auth,
    )


def _required_scopes(name: str, ctx: BuildContext) -> list[str]:
    """The scopes the document's and the operations' requirements name for scheme ``name``
    (section 4.8.30: the scopes needed), in order of first appearance, without repeats."""
    out: list[str] = []
    lists = [ctx.doc.get("security")] + [raw.get("security") for _, _, raw, _ in iter_operations(ctx.doc) if isinstance(raw, dict)]
    for requirements in lists:
        for requirement in requirements if isinstance(requirements, list) else ():
            scopes = requirement.get(name) if isinstance(requirement, dict) else None
            for scope in scopes if isinstance(scopes, list) else ():
                if isinstance(scope, str) and scope not in out:
                    out.append(scope)
    return out
