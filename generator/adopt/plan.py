"""What ``sdkgen adopt`` writes: an old SDK's inventory mapped onto the IR of the configured
specs, as configuration settings (the keys of issue 25's design, README "Adopting an existing
SDK") and the parts that could not be mapped.

* package ``name``/``project_name``; the client's class names, ``aliases``, ``error_base``,
  ``env`` names (``api_key``, ``base_url``, ``log``, ``custom_headers``), ``credentials`` (an
  old credential declared for a security scheme of the specs, or sent like one: a bearer
  token, or the same header, query parameter or cookie; one no scheme sends is reported, never
  kept as a plain header), ``header_options`` (an option that only sets a header),
  ``arguments`` (an old keyword spelt like one of ours with leading
  underscores), ``telemetry`` header names, and ``base_url`` when the old default differs;
* per old method whose HTTP method and path (parameter names aside) are an operation of the
  specs: ``operations.<operationId>`` ``resource``, ``method``, ``params_type`` (the
  ``**params`` TypedDict ``api.md`` links) and ``response_type`` (when the method returns a
  type alias of the old ``types``); ``naming.arguments: wire`` when most old keywords whose wire name is not
  snake_case are spelt as the wire name (``PageSize=``), which the default would rename (the
  setting is global: each keyword spelt the other way is reported as not mapped);
* ``types.<schema>`` ``name`` and ``module`` for every old model or alias paired with a
  schema (:mod:`.types_match`);
* ``layout`` as the old tree is laid out, and ``keep`` for its ``lib/``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..ir.model import Api, Operation, SecurityScheme
from ..names import argument_spelling
from .model import Credential, Inventory, Method, TypeRefName
from .params_match import match_requests
from .types_match import match_types, model_refs

# the keywords of the generated clients' constructors, with_options() and copy()
# (templates/_client.py.j2; tests/test_adopt.py checks them against the golden package)
OUR_CLIENT_KEYWORDS = (
    "api_key",
    "base_url",
    "timeout",
    "max_retries",
    "default_headers",
    "set_default_headers",
    "default_query",
    "set_default_query",
    "http_client",
    "strict_response_validation",
    "total_timeout",
    "max_response_size",
    "max_event_size",
    "hooks",
)


@dataclass(frozen=True)
class Setting:
    """One configuration value: its key path (``("client", "aliases", "Client")``), the value
    (a string, or a list for ``keep``, added to), and what it keeps (for the report)."""

    path: tuple[str, ...]
    value: Any
    why: str


@dataclass
class Plan:
    """The settings, in the order they are written, and what could not be mapped."""

    settings: list[Setting] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)
    info: list[str] = field(default_factory=list)

    def set(self, path: tuple[str, ...], value: Any, why: str) -> None:
        self.settings.append(Setting(path, value, why))


def _norm_path(path: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", path.split("?")[0].rstrip("/") or "/")


def _split_url(url: str) -> tuple[str, str]:
    """``(scheme://host[:port], path without its last /)`` of a URL; ``("", "")`` for none."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return (f"{parts.scheme}://{parts.netloc}" if parts.netloc else ""), parts.path.rstrip("/")


def _types_module(inv: Inventory, ref: TypeRefName) -> str | None:
    prefix = f"{inv.import_name}.types."
    return ref.module[len(prefix) :] if ref.module.startswith(prefix) else None


def _answer_models(op: Operation) -> list[str]:
    out: list[str] = []
    for media in op.success:
        for n in model_refs(media.type):
            if n not in out:
                out.append(n)
    if op.stream is not None:
        for n in model_refs(op.stream.chunk):
            if n not in out:
                out.append(n)
    return out


def _alias_members(api: Api, name: str) -> list[str]:
    """The models a union schema (an alias model) names, else ``[]``."""
    m = next((x for x in api.models if x.name == name), None)
    return model_refs(m.alias_of) if m is not None and m.kind == "alias" else []


def _response_alias(inv: Inventory, method: Method) -> TypeRefName | None:
    """The per-operation response alias an old method returns: its first return type, when it
    is an alias of the old ``types`` named ``<...><Method>Response`` (``create`` ->
    ``CompletionCreateResponse``), as per-operation aliases are named; a union schema
    returned as it is keeps its own name."""
    if not method.return_refs:
        return None
    first = inv.type_named(method.return_refs[0])
    suffix = "".join(w.capitalize() for w in method.name.split("_")) + "Response"
    if first is None or first.kind != "alias" or not first.ref.name.endswith(suffix):
        return None
    return first.ref


def _wire_keywords(method: Method, op: Operation) -> tuple[list[str], list[str]]:
    """The old method's argument names (keywords, and positional ones: a caller may name
    them) for the operation's parameters or flattened body properties whose wire name
    snake_case arguments spell otherwise (``PageSize``, ``friendlyName``: see
    :func:`generator.names.argument_spelling`): ``(spelt as the wire name, spelt in
    snake_case)``, each in the method's order."""
    wire = {p.name for p in op.parameters}
    body = op.request_body
    if body is not None and body.flattened:
        wire |= {prop.name for prop in body.properties}
    snake = {argument_spelling(w) for w in wire if argument_spelling(w) != w}
    names = list(dict.fromkeys([*method.positional, *(k.name for k in method.keywords if k.kind == "keyword")]))
    return [n for n in names if n in wire and argument_spelling(n) != n], [n for n in names if n in snake and n not in wire]


def plan(inv: Inventory, api: Api) -> Plan:
    """Map an inventory onto the IR (module docstring).

    Args:
        inv: the old SDK (:func:`generator.adopt.inventory.inventory`).
        api: the IR of the configured specs (as configured now).

    Returns:
        The plan; deterministic for the same inputs.
    """
    p = Plan()
    p.set(("package", "name"), inv.import_name, f"import name ({inv.package_dir})")
    p.set(("package", "project_name"), inv.distribution, "distribution name (pyproject.toml)")
    _client(inv, api, p)
    _operations_and_types(inv, api, p)
    _layout(inv, p)
    if inv.lib_files:
        p.set(("keep",), [f"src/{inv.import_name}/lib"], f"the old lib/ ({len(inv.lib_files)} files)")
        p.info.append(f"lib/: copy {inv.package_dir}/lib/ into the output's src/{inv.import_name}/lib/ once (after the first generation); regeneration keeps it from then on")
    p.unmapped += [f"not read: {n}" for n in inv.notes]
    return p


def _scheme_of(cred: Credential, api: Api, assigned: set[str]) -> SecurityScheme | None:
    """The security scheme of the specs an old credential is: the one it is declared for
    (an SDK sdkgen generated names it), else the first not yet assigned that sends it the same
    way (a bearer token; basic; the same header, query parameter or cookie), else ``None``."""
    named = next((s for s in api.security if cred.scheme and s.name == cred.scheme), None)
    if named is not None:
        return named

    def same(s: SecurityScheme) -> bool:
        if cred.kind in ("bearer", "basic"):
            return s.kind == cred.kind
        return s.kind == cred.kind and s.param_name.lower() == cred.header.lower()

    return next((s for s in api.security if s.name not in assigned and same(s)), None) or next((s for s in api.security if same(s)), None)


def _client(inv: Inventory, api: Api, p: Plan) -> None:
    c = inv.client
    if c.sync is not None:
        p.set(("client", "class_name"), c.sync.name, c.sync.where)
    if c.async_ is not None:
        p.set(("client", "async_class_name"), c.async_.name, c.async_.where)
    if c.error_base:
        p.set(("client", "error_base"), c.error_base, "root exception class")
    for alias, target in c.aliases:
        p.set(("client", "aliases", alias), target, f"{inv.import_name}.{alias}")
    env = dict(c.env)
    for key in ("base_url", "log", "custom_headers"):
        if key in env:
            p.set(("client", "env", key), env[key], "environment variable")
    old_origin, _old_prefix = _split_url(c.base_url)
    new_origin, new_prefix = _split_url(api.base_url or "")
    if c.base_url and old_origin != new_origin:
        # the old host, with the specs' path prefix (the operations' paths are relative to it)
        p.set(("client", "base_url"), old_origin + new_prefix, f"the old default base URL is {c.base_url} (the specs give {api.base_url or 'none'})")
    credential_args: set[str] = set()
    assigned: set[str] = set()
    for cred in c.credentials:
        credential_args.add(cred.argument)
        scheme = _scheme_of(cred, api, assigned)
        if scheme is None:
            # never a plain header option: it would be sent to every host, unchecked and unmasked in logs
            p.unmapped.append(f"credential {cred.argument} ({cred.kind} {cred.header}; {cred.where}): no security scheme of the specs sends it; not kept (declare the scheme in the spec or a patch)")
            continue
        assigned.add(scheme.name)
        p.set(("client", "credentials", scheme.name, "argument"), cred.argument, f"credential {cred.header} ({cred.kind})")
        if cred.env:
            p.set(("client", "credentials", scheme.name, "env"), cred.env, "its environment variable")
        if cred.argument == "api_key" and cred.env:
            p.set(("client", "env", "api_key"), cred.env, "the API key's environment variable")
    for opt in c.header_options:
        credential_args.add(opt.argument)
        p.set(("client", "header_options", opt.argument, "header"), opt.header, "an option that sets a header")
        if opt.env:
            p.set(("client", "header_options", opt.argument, "env"), opt.env, "its environment variable")
    ours = set(OUR_CLIENT_KEYWORDS)
    for s in api.security:  # the OAuth arguments of ours (token_provider, client_id...)
        if s.oauth is not None:
            ours |= {n for n in (s.oauth.token_provider, s.oauth.client_id, s.oauth.client_secret, s.oauth.client_auth) if n}
    seen: set[str] = set()
    for cls in (c.sync, c.async_):
        if cls is None:
            continue
        for k in (*cls.keywords, *cls.copy_keywords):
            if k.name in ours or k.name in credential_args or k.name in seen:
                continue
            seen.add(k.name)
            plain = k.name.lstrip("_")
            if plain in ours and plain != k.name:
                p.set(("client", "arguments", plain), k.name, f"the old keyword {k.name}")
            else:
                p.unmapped.append(f"client keyword {k.name} ({cls.where}): no option of ours does what it does")
    if c.telemetry_prefix:
        p.set(("client", "telemetry", "header_prefix"), c.telemetry_prefix, f"{c.telemetry_prefix}-Lang and the other platform headers")
    if c.retry_count_header:
        p.set(("client", "telemetry", "retry_count_header"), c.retry_count_header, "retry count header")
    if c.read_timeout_header:
        p.set(("client", "telemetry", "read_timeout_header"), c.read_timeout_header, "read timeout header")
    elif c.telemetry_prefix:
        p.set(("client", "telemetry", "read_timeout_header"), "", "the old SDK sends no read timeout header")


def _operations_and_types(inv: Inventory, api: Api, p: Plan) -> None:
    # paths are compared in full: the old SDK's base URL path + its path against the specs'
    # server path + the operation's (/v1 + /audio/speech is /v1/audio/speech)
    old_prefix = _split_url(inv.client.base_url)[1]
    new_prefix = _split_url(api.base_url or "")[1]
    by_route: dict[tuple[str, str], Operation] = {}
    for op in sorted(api.operations, key=lambda o: (o.path, o.method)):
        by_route.setdefault((op.method.lower(), _norm_path(new_prefix + op.path)), op)
    pairs: list[tuple[list[TypeRefName], list[str]]] = []
    aliases: set[TypeRefName] = set()
    matched_ops: set[str] = set()
    wire_keywords: list[str] = []
    requests: list[tuple[TypeRefName, Operation]] = []
    snake_keywords: list[str] = []
    for m in inv.methods:
        found = by_route.get((m.http_method, _norm_path(old_prefix + m.path))) if m.http_method else None
        if found is None:
            what = f"{m.http_method.upper()} {m.path}" if m.http_method else "no HTTP method and path found"
            p.unmapped.append(f"method {m.call} ({what}; {m.where}): no operation of the specs")
            continue
        op = found
        if not op.operation_id:
            p.unmapped.append(f"method {m.call}: its operation {op.method.upper()} {op.path} has no operationId for operations: to name")
            continue
        if op.operation_id in matched_ops:
            p.unmapped.append(f"method {m.call}: operation {op.operation_id} already has a method")
            continue
        matched_ops.add(op.operation_id)
        as_wire, as_snake = _wire_keywords(m, op)
        wire_keywords += [f"{m.call}({k}=)" for k in as_wire if f"{m.call}({k}=)" not in wire_keywords]
        snake_keywords += [f"{m.call}({k}=)" for k in as_snake if f"{m.call}({k}=)" not in snake_keywords]
        key = ("operations", op.operation_id)
        if m.resource:
            p.set((*key, "resource"), m.resource, f"{m.call} ({op.method.upper()} {op.path})")
            p.set((*key, "method"), m.name, m.call)
        else:
            p.unmapped.append(f"method {m.call} ({op.method.upper()} {op.path}): a method of the client itself; operations: places methods on resources only")
        if m.params_type is not None:
            p.set((*key, "params_type"), m.params_type.name, m.params_type.dotted)
            requests.append((m.params_type, op))
        alias = _response_alias(inv, m)
        answers = _answer_models(op)
        if alias is None:
            pairs.append((list(m.return_refs), answers))
            continue
        aliases.add(alias)
        p.set((*key, "response_type"), alias.name, alias.dotted)
        # the stream type the method names first (its own module), then the alias's members:
        # copies of the answers' classes that the alias's module may hold, and the union
        # schemas' members among the answers
        pairs.append((list(m.return_refs[1:]), answers))
        t = inv.type_named(alias)
        members = [x for n in answers for x in (n, *_alias_members(api, n))]
        pairs.append((list(t.members if t else ()), list(dict.fromkeys(members))))
    # naming.arguments is one setting for every method: ``wire`` when most of the old
    # arguments that the two spellings differ on are wire names; each one spelt the other way
    # is reported (its callers' code breaks)
    if len(wire_keywords) > len(snake_keywords):
        shown = ", ".join(wire_keywords[:3]) + (f" and {len(wire_keywords) - 3} more" if len(wire_keywords) > 3 else "")
        p.set(("naming", "arguments"), "wire", f"the old methods take wire names as keyword arguments: {shown}")
        p.unmapped += [f"argument {k}: spelt in snake_case, but naming.arguments: wire (most old methods take wire names) spells it as the wire name" for k in snake_keywords]
    else:
        p.unmapped += [f"argument {k}: a wire name, but naming.arguments stays snake (most old methods take snake_case names) and spells it in snake_case" for k in wire_keywords]
    match = match_types(inv, api, pairs)
    for schema, ref in sorted(match.by_schema.items()):
        module = _types_module(inv, ref)
        if module is None or not module:
            p.unmapped.append(f"type {ref.dotted}: not in a module under types/ (types: names one)")
            continue
        p.set(("types", schema, "name"), ref.name, f"{ref.dotted} (matched by {match.how[schema]})")
        p.set(("types", schema, "module"), module, ref.dotted)
    p.unmapped += match.notes
    request_modules = {t.ref.module for t in inv.types if t.kind == "typeddict"}
    copies: dict[str, list[str]] = {}
    aliased: set[TypeRefName] = set()
    for t in inv.types:  # the other copies of a named schema: other names of its one class
        copy_of = match.duplicates.get(t.ref, "")
        copy_module = _types_module(inv, t.ref)
        if copy_of in match.by_schema and copy_module and _types_module(inv, match.by_schema[copy_of]) and t.ref not in match.by_old:
            copies.setdefault(copy_of, []).append(f"{copy_module}.{t.ref.name}")
            aliased.add(t.ref)
    # the nested request types of the params modules: other names of the schemas' request types
    # (not the params types themselves, nor Stainless's Base/NonStreaming/Streaming split of them: generated)
    params_names = {(ref.module, ref.name + suffix) for ref, _op in requests for suffix in ("", "Base", "NonStreaming", "Streaming")}
    nested_types, unions = match_requests(inv, api, requests)
    for ref, schema in sorted(nested_types.items(), key=lambda x: (x[0].module, x[0].name)):
        module = _types_module(inv, ref)
        if module and (ref.module, ref.name) not in params_names:
            copies.setdefault(schema, []).append(f"{module}.{ref.name}")
    op_of = {ref.module: op.operation_id for ref, op in requests}
    for ref, union_of in sorted(unions.items(), key=lambda x: (x[0].module, x[0].name)):
        if (ref.module, ref.name) not in params_names and ref.module in op_of:
            p.set(("operations", op_of[ref.module], "params_unions", ref.name), list(union_of), f"{ref.dotted}: a union of {len(union_of)} request types")
    for schema, entries in sorted(copies.items()):
        named = f"of {match.by_schema[schema].dotted}" if schema in match.by_schema else f"of the request type of {schema}"
        p.set(("types", schema, "also"), sorted(set(entries)), f"{len(set(entries))} other copies {named}")
    for t in inv.types:
        if t.ref in match.by_old or t.ref in aliases or t.kind == "typeddict" or t.kind == "class":
            continue
        if t.kind != "model" and t.ref.module in request_modules:
            continue
        if t.ref in aliased:
            continue  # kept as another name of the class (types.<schema>.also)
        if t.ref in match.duplicates:
            schema = match.duplicates[t.ref]
            p.unmapped.append(f"type {t.ref.dotted}: another copy of schema {schema}, named {match.by_schema[schema].dotted} (a schema has one name and module)" if schema in match.by_schema else f"type {t.ref.dotted}: another copy of schema {schema}")
        else:
            p.unmapped.append(f"type {t.ref.dotted} ({t.where}): no schema of the specs has its shape")


def _layout(inv: Inventory, p: Plan) -> None:
    resource_modules = [m.module for m in inv.modules if m.module.startswith(f"{inv.import_name}.resources.")]
    nested = any(m.count(".") >= 3 for m in resource_modules)
    multi = any("." in m.resource for m in inv.methods)
    if resource_modules:
        p.set(("layout", "resources"), "nested" if nested or not multi else "flat", "resources/ modules")
    type_modules = [m.module for m in inv.modules if m.module.startswith(f"{inv.import_name}.types.")]
    if len(type_modules) > 1:
        p.set(("layout", "types"), "per_resource", f"{len(type_modules)} modules under types/")
    if any(m.params_type is not None for m in inv.methods):
        p.set(("layout", "params"), "per_operation", "per-operation Params TypedDicts")
    if any(_response_alias(inv, m) is not None for m in inv.methods):
        p.set(("layout", "responses"), "per_operation", "per-operation Response aliases")
    if inv.client.multipart_arrays == "brackets":
        p.set(("layout", "multipart"), "brackets", "multipart objects and arrays spelt with brackets (array_format='brackets')")
