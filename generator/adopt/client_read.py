"""Reading the client classes of an SDK's source (:mod:`ast` only): which classes are clients,
their aliases, constructor keywords, the environment variables they read, the credentials
and option headers they send, the default base URL, the telemetry header names and the
exception classes the package exports.

The rules are about shapes, not about one vendor's names: a client class is an exported class
whose ``__init__`` takes ``base_url``; a keyword is read from ``os.environ.get("NAME")`` (or
``os.getenv``, ``os.environ["NAME"]``) when that call's value is assigned to the keyword's
name; a header dict literal (``{"x-api-key": x_api_key}``) whose value names a keyword sends
that keyword - as a credential, or as an option header when it is in the client's
``default_headers``; the platform headers are a dict whose ``<PREFIX>-Lang`` key is ``"python"``.
The default base URL is what gives the base URL (the ``base_url`` parameter's default, values
assigned to or passed as ``base_url``, a ``*BASE_URL*`` or ``ENVIRONMENTS`` module constant,
the ``<PREFIX>_BASE_URL`` variable's fallback), never another URL of the constructor (a token
endpoint); several candidates are reported, not guessed between.
"""

from __future__ import annotations

import ast
import re

from .model import Client, ClientClass, Credential, ExceptionDef, HeaderOption, Keyword
from .pysource import Binding, Package, source_text, string_constants


def keywords_of(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[Keyword, ...]:
    """The parameters of a function except ``self``/``cls``, in order, with their defaults."""
    a = fn.args
    out: list[Keyword] = []
    positional = [*a.posonlyargs, *a.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    for i, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        if i == 0 and arg.arg in ("self", "cls"):
            continue
        out.append(Keyword(arg.arg, source_text(default), "positional"))
    if a.vararg is not None:
        out.append(Keyword(a.vararg.arg, None, "var"))
    for arg, kw_default in zip(a.kwonlyargs, a.kw_defaults, strict=True):
        out.append(Keyword(arg.arg, source_text(kw_default), "keyword"))
    if a.kwarg is not None:
        out.append(Keyword(a.kwarg.arg, None, "varkw"))
    return tuple(out)


def class_methods(cls: ast.ClassDef) -> dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]]:
    """The functions of a class body by name, every definition (``@overload``s) in order;
    ``name = other`` in the body (``with_options = copy``) adds ``other``'s definitions."""
    out: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    for stmt in cls.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.setdefault(stmt.name, []).append(stmt)
    for stmt in cls.body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Name) and stmt.value.id in out:
            for t in stmt.targets:
                if isinstance(t, ast.Name):
                    out.setdefault(t.id, list(out[stmt.value.id]))
    return out


def _env_call(node: ast.AST) -> str | None:
    """``NAME`` of ``os.environ.get("NAME")``, ``os.getenv("NAME")``, ``os.environ["NAME"]``."""
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        f = node.func
        if isinstance(f, ast.Attribute) and f.attr == "get" and isinstance(f.value, ast.Attribute) and f.value.attr == "environ":
            return node.args[0].value
        if isinstance(f, ast.Attribute) and f.attr == "getenv":
            return node.args[0].value
    environ = isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "environ"
    if environ and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    return None


def env_reads(tree: ast.AST) -> list[tuple[str, str, int]]:
    """``(target, VARIABLE, line)`` for every assignment whose value reads an environment
    variable (``x = os.environ.get("X") or default`` too); ``target`` is the assigned name
    (``self.x`` counts as ``x``)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for sub in ast.walk(node.value):
                var = _env_call(sub)
                if var is None:
                    continue
                for t in targets:
                    name = t.id if isinstance(t, ast.Name) else t.attr if isinstance(t, ast.Attribute) else None
                    if name:
                        out.append((name, var, node.lineno))
                break
    return sorted(out, key=lambda x: x[2])


def _names_in(node: ast.AST) -> set[str]:
    """Names and ``self.<attr>`` attributes an expression reads."""
    out = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            out.add(sub.id)
        elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name) and sub.value.id == "self":
            out.add(sub.attr)
    return out


def _header_kind(value: ast.expr) -> str:
    if isinstance(value, ast.JoinedStr) and value.values and isinstance(value.values[0], ast.Constant):
        text = str(value.values[0].value).lower()
        if text.startswith("bearer "):
            return "bearer"
        if text.startswith("basic "):
            return "basic"
    return "header"


def _is_class(b: Binding | None) -> bool:
    return b is not None and b.kind == "class"


def _client_class(pkg: Package, module: str, b: Binding) -> ClientClass | None:
    assert isinstance(b.node, ast.ClassDef)
    methods = _inherited_methods(pkg, module, b.node)
    init = methods.get("__init__")
    if not init:
        return None
    keywords = keywords_of(init[-1])
    if not any(k.name == "base_url" for k in keywords):
        return None
    copy = methods.get("with_options") or methods.get("copy") or []
    bases = [source_text(x) or "" for x in b.node.bases]
    is_async = b.node.name.startswith("Async") or any(x.split(".")[-1].startswith("Async") for x in bases)
    return ClientClass(b.node.name, is_async, module, keywords, keywords_of(copy[-1]) if copy else (), pkg.where(module, b.node))


def _inherited_methods(pkg: Package, module: str, cls: ast.ClassDef, depth: int = 0) -> dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]]:
    """:func:`class_methods` with those of the package's base classes it does not override."""
    out = class_methods(cls)
    for base in cls.bases:
        found = pkg.resolve(module, base.id) if isinstance(base, ast.Name) and depth < 10 else None
        if found is not None and _is_class(found[1]) and isinstance(found[1].node, ast.ClassDef):
            for name, fns in _inherited_methods(pkg, found[0], found[1].node, depth + 1).items():
                out.setdefault(name, fns)
    return out


def exported_classes(pkg: Package) -> list[tuple[str, str, Binding]]:
    """``(exported name, module, class binding)`` for every top-level public name bound to a
    class of the package (through imports, and through ``Alias = Class`` assignments)."""
    out = []
    top = pkg.name
    for name in pkg.public_names(top):
        found = pkg.resolve(top, name)
        if found is None:
            continue
        module, b = found
        if b.kind == "assign" and isinstance(b.node, ast.Assign) and isinstance(b.node.value, ast.Name):
            found = pkg.resolve(module, b.node.value.id)
            if found is None:
                continue
            module, b = found
        if _is_class(b):
            out.append((name, module, b))
    return out


def read_client(pkg: Package) -> tuple[Client, list[str]]:
    """The client of a package (see the module docstring).

    Returns:
        ``(client, notes)``: notes say what was not found (``file:line: what``).
    """
    notes: list[str] = []
    classes: dict[str, tuple[str, Binding, ClientClass]] = {}
    aliases: list[tuple[str, str]] = []
    for exported, module, b in exported_classes(pkg):
        cc = _client_class(pkg, module, b)
        if cc is None:
            continue
        classes.setdefault(cc.name, (module, b, cc))
        if exported != cc.name:
            aliases.append((exported, cc.name))
    sync = next((c for _m, _b, c in sorted(classes.values(), key=lambda x: x[2].name) if not c.is_async), None)
    async_ = next((c for _m, _b, c in sorted(classes.values(), key=lambda x: x[2].name) if c.is_async), None)
    if sync is None:
        notes.append(f"{pkg.where(pkg.name)}: no exported client class (a class whose __init__ takes base_url)")
    env: dict[str, str] = {}
    credentials: list[Credential] = []
    options: list[HeaderOption] = []
    base_url = ""
    if sync is not None:
        module, b, cc = classes[sync.name]
        assert isinstance(b.node, ast.ClassDef)
        methods = _inherited_methods(pkg, module, b.node)
        init = methods["__init__"][-1]
        keyword_names = {k.name for k in cc.keywords}
        for target, var, _line in env_reads(init):
            key = target if target in keyword_names else "custom_headers" if "custom_headers" in target else target
            env.setdefault(key, var)
        base_url, ambiguous = _base_url(pkg, module, init, cc)
        if ambiguous:
            notes.append(ambiguous)
        required = _required_keywords(init, keyword_names)
        declared = _declared_schemes(pkg, module)
        credentials += [Credential(a, env.get(a, "") or e, param, kind, a in required, where, name) for name, kind, param, a, e, where in declared if a in keyword_names]
        options += _option_headers(pkg, module, methods, env)
        # a dict passed as ``credentials=``, or keyed by the declared schemes' names, maps
        # schemes to credentials: its keys are no headers (an SDK sdkgen generated passes
        # ``credentials={"bearer": bearer}``, and ``with_options`` a dict like it)
        scheme_keys = {x[0] for x in declared} | {x[3] for x in declared}
        by_scheme = {id(kw.value) for fns in methods.values() for fn in fns for n in ast.walk(fn) if isinstance(n, ast.Call) for kw in n.keywords if kw.arg == "credentials"}
        by_scheme |= {id(n) for fns in methods.values() for fn in fns for n in ast.walk(fn) if isinstance(n, ast.Dict) and scheme_keys and n.keys and all(isinstance(k, ast.Constant) and k.value in scheme_keys for k in n.keys)}
        for fname, fns in sorted(methods.items()):
            for fn in fns:
                for node in ast.walk(fn):
                    if not isinstance(node, ast.Dict) or id(node) in by_scheme:
                        continue
                    for k, v in zip(node.keys, node.values, strict=True):
                        if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                            continue
                        used = sorted(_names_in(v) & keyword_names - {"base_url", "timeout", "max_retries"})
                        if not used:
                            continue
                        arg = used[0]
                        where = pkg.where(module, node)
                        if fname == "default_headers":
                            options.append(HeaderOption(arg, k.value, env.get(arg, ""), where))
                        else:
                            credentials.append(Credential(arg, env.get(arg, ""), k.value, _header_kind(v), arg in required, where))
    log = _log_variable(pkg, set(env.values()))
    if log:
        env.setdefault("log", log)
    prefix, retry, read_timeout = _telemetry(pkg)
    error_base = _error_base(pkg)
    client = Client(
        sync=sync,
        async_=async_,
        aliases=tuple(sorted(set(aliases))),
        error_base=error_base,
        base_url=base_url,
        env=tuple(sorted(env.items())),
        credentials=tuple(sorted(set(credentials), key=lambda c: (c.argument, c.header))),
        header_options=tuple(sorted(set(options), key=lambda o: (o.argument, o.header))),
        telemetry_prefix=prefix,
        retry_count_header=retry,
        read_timeout_header=read_timeout,
        multipart_arrays=_multipart_arrays(pkg),
    )
    return client, notes


_SCHEME_FIELDS = ("name", "kind", "param", "argument", "env")


def _declared_schemes(pkg: Package, module: str) -> list[tuple[str, str, str, str, str, str]]:
    """The security schemes the client module declares the way an SDK sdkgen generated does:
    calls of a class of the package whose ``__init__`` takes ``name, kind, param, argument,
    env`` with string constants (``Scheme("hkey", "header", "X-Api-Key", "hkey", "T4_HKEY")``),
    as ``(name, kind, param, argument, env, where)``, in source order."""
    out = []
    for node in ast.walk(pkg.tree(module)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        found = pkg.resolve(module, node.func.id)
        if found is None or not _is_class(found[1]) or not isinstance(found[1].node, ast.ClassDef):
            continue
        init = class_methods(found[1].node).get("__init__")
        if not init or tuple(k.name for k in keywords_of(init[-1]))[:5] != _SCHEME_FIELDS:
            continue
        values = dict(zip(_SCHEME_FIELDS, node.args, strict=False))
        values.update((kw.arg, kw.value) for kw in node.keywords if kw.arg in _SCHEME_FIELDS)
        texts = {k: v.value for k, v in values.items() if isinstance(v, ast.Constant) and isinstance(v.value, str)}
        if len(texts) == 5 and texts["kind"] in ("bearer", "basic", "header", "query", "cookie"):
            out.append((texts["name"], texts["kind"], texts["param"], texts["argument"], texts["env"], pkg.where(module, node)))
    return sorted(out, key=lambda x: x[5])


def _option_headers(pkg: Package, module: str, methods: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]], env: dict[str, str]) -> list[HeaderOption]:
    """The header options of an SDK sdkgen generated: a property ``name`` returning
    ``self._option_headers.get("<header>")``."""
    out = []
    for name, fns in sorted(methods.items()):
        for fn in fns[:1]:
            for node in ast.walk(fn):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                f = node.func
                if isinstance(f, ast.Attribute) and f.attr == "get" and isinstance(f.value, ast.Attribute) and f.value.attr == "_option_headers":
                    header = node.args[0]
                    if isinstance(header, ast.Constant) and isinstance(header.value, str):
                        out.append(HeaderOption(name, header.value, env.get(name, ""), pkg.where(module, fn)))
    return out


_LOG_WORDS = frozenset({"log", "logs", "logging", "logger", "loggers"})
_LOG_LEVELS = frozenset({"debug", "info", "warning", "warn", "error", "critical", "trace"})


def _log_variable(pkg: Package, taken: set[str]) -> str:
    """The environment variable that switches the old SDK's logging on, recognised by what it
    is: read in a logging module (one whose name is ``log``/``logs``/``logging``/``_logs``...,
    word for word: not ``_catalog``) or a module that imports :mod:`logging`, by a function
    (or module) that compares it with log levels (``"debug"``, ``"info"``) or whose own name
    says ``LOG`` (``ACME_LOG``, ``ACME_LOGGING``).  A variable the client reads for something
    else (``taken``: a credential's) never is; ``""`` when none is found."""
    for m in pkg.modules():
        tree = pkg.tree(m)
        words = set(re.split(r"_+", m.split(".")[-1].lower()))
        imports_logging = any(isinstance(n, ast.Import) and any(a.name == "logging" for a in n.names) or isinstance(n, ast.ImportFrom) and n.module == "logging" for n in ast.walk(tree))
        if not (words & _LOG_WORDS or imports_logging):
            continue
        scopes: list[ast.AST] = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))] + [tree]
        for scope in scopes:
            levels = {text.lower() for text, _line in string_constants(scope)} & _LOG_LEVELS
            for _target, var, _line in env_reads(scope):
                named = set(var.upper().split("_")) & {"LOG", "LOGGING", "LOGLEVEL", "LOGS"} or var.upper().endswith("LOG_LEVEL")
                if var not in taken and (named or levels):
                    return var
    return ""


def _multipart_arrays(pkg: Package) -> str:
    """The ``array_format="..."`` keyword a function of the package whose name says
    ``multipart`` passes (the Stainless SDKs' ``_serialize_multipartform`` passes
    ``brackets``: ``tags[]=a``, ``options[key]=v``), or ``""``."""
    for m in pkg.modules():
        for fn in ast.walk(pkg.tree(m)):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or "multipart" not in fn.name.lower():
                continue
            for node in ast.walk(fn):
                for kw in node.keywords if isinstance(node, ast.Call) else ():
                    if kw.arg == "array_format" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                        return kw.value.value
    return ""


_URL = re.compile(r"^https?://")


def _is_base_url_name(name: str) -> bool:
    return name.lstrip("_").lower() == "base_url"


def _constant(pkg: Package, module: str, name: str) -> ast.expr | None:
    """The value of a module-level ``NAME = <value>`` of the package that ``name`` (as seen from
    ``module``) is bound to, or ``None``."""
    found = pkg.resolve(module, name)
    if found is None or found[1].kind != "assign" or not isinstance(found[1].node, (ast.Assign, ast.AnnAssign)):
        return None
    return found[1].node.value


def _urls_of(pkg: Package, module: str, value: ast.expr, environment: list[str]) -> list[str]:
    """The URLs an expression giving the base URL can take: its ``http(s)://`` string
    literals, module constants it names (``DEFAULT_BASE_URL``), the entry of an
    ``ENVIRONMENTS[...]`` dict it subscripts (the constant key, else the ``environment``
    defaults given, else the dict's only entry; all of them when that does not decide), and
    the default of an ``os.environ.get("..._BASE_URL", "https://...")``."""
    out: list[str] = []
    for node in ast.walk(value):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _URL.match(node.value):
            out.append(node.value)
        elif isinstance(node, ast.Name):
            const = _constant(pkg, module, node.id)
            if isinstance(const, ast.Constant) and isinstance(const.value, str) and _URL.match(const.value):
                out.append(const.value)
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            table = _constant(pkg, module, node.value.id)
            if not isinstance(table, ast.Dict):
                continue
            entries: dict[str, str] = {}
            for k, v in zip(table.keys, table.values, strict=True):
                if isinstance(k, ast.Constant) and isinstance(k.value, str) and isinstance(v, ast.Constant) and isinstance(v.value, str) and _URL.match(v.value):
                    entries[k.value] = v.value
            key = node.slice.value if isinstance(node.slice, ast.Constant) else None
            chosen = [key] if isinstance(key, str) and key in entries else [e for e in environment if e in entries] or list(entries)
            out += [entries[k] for k in dict.fromkeys(chosen)]
    return out


def _base_url(pkg: Package, module: str, init: ast.FunctionDef | ast.AsyncFunctionDef, cc: ClientClass) -> tuple[str, str]:
    """The old client's default base URL, read from what gives the base URL - never from any
    URL the constructor happens to hold (a token endpoint): the ``base_url`` parameter's
    default; values assigned to ``base_url`` (``self._base_url``...) or passed as ``base_url=``
    in ``__init__``; the default of an ``os.environ.get("<PREFIX>_BASE_URL", ...)``; else a
    module constant of the client's module named ``*BASE_URL*``, else its ``ENVIRONMENTS``
    dict's only entry.

    Returns:
        ``(url, note)``: ``url`` is ``""`` when none is found or several are (the note then
        names them: adopt does not guess).
    """
    environment = [k.default.strip("'\"") for k in cc.keywords if k.name == "environment" and k.default and k.default[0] in "'\""]
    for node in ast.walk(init):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any((t.id if isinstance(t, ast.Name) else t.attr if isinstance(t, ast.Attribute) else "").lstrip("_") == "environment" for t in targets):
                environment.append(node.value.value)
    found: list[str] = []
    default = next((a for a in init.args.kwonlyargs + init.args.args if a.arg == "base_url"), None)
    if default is not None:
        given = dict(zip([*init.args.posonlyargs, *init.args.args][-len(init.args.defaults) :] if init.args.defaults else [], init.args.defaults, strict=True))
        given.update((a, d) for a, d in zip(init.args.kwonlyargs, init.args.kw_defaults, strict=True) if d is not None)
        if default in given:
            found += _urls_of(pkg, module, given[default], environment)
    for node in ast.walk(init):
        values: list[ast.expr] = []
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(_is_base_url_name(t.id if isinstance(t, ast.Name) else t.attr if isinstance(t, ast.Attribute) else "") for t in targets):
                values.append(node.value)
        elif isinstance(node, ast.Call):
            values += [kw.value for kw in node.keywords if kw.arg is not None and _is_base_url_name(kw.arg)]
            var = _env_call(node)
            if var is not None and var.upper().endswith("BASE_URL") and len(node.args) > 1:
                values.append(node.args[1])
        for value in values:
            found += _urls_of(pkg, module, value, environment)
    where = pkg.where(module, init)
    if not found:
        for name, b in sorted(pkg.bindings(module).items()):
            if b.kind == "assign" and isinstance(b.node, (ast.Assign, ast.AnnAssign)) and b.node.value is not None and ("BASE_URL" in name.upper() or name.upper() == "ENVIRONMENTS"):
                found += _urls_of(pkg, module, ast.Subscript(value=ast.Name(id=name), slice=ast.Name(id="environment")) if isinstance(b.node.value, ast.Dict) else b.node.value, environment)
        where = pkg.where(module)
    urls = list(dict.fromkeys(found))
    if len(urls) > 1:
        return "", f"{where}: the default base URL is one of {', '.join(urls)}: not adopted (set client.base_url)"
    return (urls[0] if urls else ""), ""


def _required_keywords(init: ast.FunctionDef | ast.AsyncFunctionDef, names: set[str]) -> set[str]:
    """Keywords for which ``__init__`` raises when they are ``None`` or empty after reading
    the environment (``if api_key is None: raise ...``)."""
    out = set()
    for node in ast.walk(init):
        if isinstance(node, ast.If) and any(isinstance(s, ast.Raise) for s in node.body):
            used = _names_in(node.test) & names
            out |= used
    return out


def _telemetry(pkg: Package) -> tuple[str, str, str]:
    prefix = retry = read_timeout = ""
    for m in pkg.modules():
        tree = pkg.tree(m)
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict) and not prefix:
                for k, v in zip(node.keys, node.values, strict=True):
                    lang = isinstance(k, ast.Constant) and isinstance(k.value, str) and k.value.lower().endswith("-lang")
                    if lang and isinstance(k, ast.Constant) and isinstance(v, ast.Constant) and v.value == "python":
                        prefix = str(k.value)[: -len("-lang")]
        for text, _line in string_constants(tree):
            if not retry and re.fullmatch(r"[A-Za-z0-9-]*retry-count", text, re.IGNORECASE):
                retry = text
            if not read_timeout and re.fullmatch(r"[A-Za-z0-9-]*read-timeout", text, re.IGNORECASE):
                read_timeout = text
    return prefix, retry, read_timeout


def _bases_chain(pkg: Package, module: str, cls: ast.ClassDef, depth: int = 0) -> list[str]:
    """The base class names of ``cls`` up to the first not defined in the package."""
    out = []
    for base in cls.bases:
        name = source_text(base) or ""
        out.append(name.split(".")[-1])
        found = pkg.resolve(module, name) if isinstance(base, ast.Name) else None
        if found is not None and _is_class(found[1]) and depth < 20:
            assert isinstance(found[1].node, ast.ClassDef)
            out += _bases_chain(pkg, found[0], found[1].node, depth + 1)
    return out


def exceptions(pkg: Package) -> list[ExceptionDef]:
    """The exception classes exported at the top level (their bases reach ``Exception``)."""
    out = []
    for name, module, b in exported_classes(pkg):
        assert isinstance(b.node, ast.ClassDef)
        chain = _bases_chain(pkg, module, b.node)
        if any(x in ("Exception", "BaseException", "ValueError", "RuntimeError", "TypeError") for x in chain):
            out.append(ExceptionDef(name, tuple(source_text(x) or "" for x in b.node.bases), module, pkg.where(module, b.node)))
    return sorted(out, key=lambda e: e.name)


def _error_base(pkg: Package) -> str:
    """The exported exception class whose base is ``Exception`` itself (the package's root
    error); with several, the one most others derive from."""
    excs = exceptions(pkg)
    roots = [e for e in excs if any(b.split(".")[-1] == "Exception" for b in e.bases)]
    if not roots:
        return ""
    names = {e.name for e in excs}

    def children(root: str) -> int:
        return sum(1 for e in excs if root in e.bases or any(b in names and b != e.name for b in e.bases) and root != e.name)

    return min(roots, key=lambda e: (-children(e.name), e.name)).name
