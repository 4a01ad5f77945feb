"""Reading the resources of an SDK's source (:mod:`ast` only) and its ``api.md``.

From the sync client class down: an attribute of a client or resource class that is a
``property``/``cached_property`` annotated with a class of the package is a resource (its
attribute name is one step of the resource path), except ``with_raw_response`` and
``with_streaming_response``; every other public function of a resource class is a method.
A method's HTTP method and path are read from ``api.md``'s ``<code title="post /path">`` line
for its call when there is one, else from the first request call of its body
(``self._post("/path", ...)``, ``self._get(path_template("/x/{id}", ...))``, or a
module-level ``Endpoint("post", "/path")`` it passes).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

from .client_read import class_methods, keywords_of
from .model import Keyword, Method, TypeRefName
from .pysource import Package, read_bounded, source_text

_WRAPPERS = frozenset({"with_raw_response", "with_streaming_response"})
_VERBS = ("get", "post", "put", "patch", "delete", "head", "options")


@dataclass(frozen=True)
class ApiMdEntry:
    """One method line of ``api.md``: ``<code title="post /chat/completions">client.chat.
    completions.<a ...>create</a>(**<a href="...params.py">params</a>) -> <a ...>X</a></code>``.

    Attributes:
        http_method / path: from the ``title``.
        call: ``client.chat.completions.create``.
        params_module: file of the ``**params`` link (``src/sambanova/types/chat/
            completion_create_params.py``), ``""`` when none.
        returns: ``(name, file)`` of each linked return type.
        line: line in ``api.md``.
    """

    http_method: str
    path: str
    call: str
    params_module: str
    returns: tuple[tuple[str, str], ...]
    line: int


_CODE = re.compile(r'<code title="(?P<verb>[a-z]+) (?P<path>[^"]+)">(?P<body>.*?)</code>')
_LINK = re.compile(r'<a href="(?P<href>[^"]*)">(?P<text>[^<]*)</a>')


def read_api_md(path: Path, shown: str = "api.md") -> list[ApiMdEntry]:
    """The method lines of an ``api.md`` (Stainless's reference layout); ``[]`` when the file
    does not exist or holds none.

    Raises:
        AdoptError: the file is over the bound of every file adopt reads
            (:func:`~generator.adopt.pysource.read_bounded`), named ``shown``.
    """
    if not path.is_file():
        return []
    out = []
    for n, line in enumerate(read_bounded(path, shown, "file").decode("utf-8", errors="replace").splitlines(), 1):
        for m in _CODE.finditer(line):
            body = m.group("body")
            head, _sep, tail = body.partition("(")
            name_link = _LINK.search(head)
            prefix = head[: name_link.start()] if name_link else head
            method = name_link.group("text") if name_link else ""
            call = (prefix + method).strip()
            if not call.startswith("client."):
                continue
            args, _arrow, ret = tail.partition("->")
            params = next((x.group("href") for x in _LINK.finditer(args) if x.group("text") == "params"), "")
            returns = tuple((x.group("text"), x.group("href")) for x in _LINK.finditer(ret))
            out.append(ApiMdEntry(m.group("verb").lower(), m.group("path"), call, params.removeprefix("./"), returns, n))
    return out


def _annotation_class(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    ann = fn.returns
    if isinstance(ann, ast.Constant) and isinstance(ann.value, str):
        try:
            ann = ast.parse(ann.value, mode="eval").body
        except SyntaxError:
            return None
    return ann.id if isinstance(ann, ast.Name) else None


def _is_property(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any((source_text(d) or "").split(".")[-1] in ("cached_property", "property") for d in fn.decorator_list)


def _is_overload(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any((source_text(d) or "").split(".")[-1] == "overload" for d in fn.decorator_list)


def _request(pkg: Package, module: str, fn: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[str, str]:
    """``(http method, path)`` of the first request call in a method body, ``("", "")``."""
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        attr = node.func.attr.lstrip("_")
        verb = "get" if attr == "get_api_list" else attr
        if verb not in (*_VERBS, "request"):
            continue
        strings: list[str] = []
        for arg in node.args:
            strings += _strings(pkg, module, arg)
        path = next((s for s in strings if s.startswith("/")), "")
        if verb == "request":
            verb = next((s.lower() for s in strings if s.lower() in _VERBS), "")
        if path and verb:
            return verb, path
    return "", ""


def _strings(pkg: Package, module: str, node: ast.expr) -> list[str]:
    """The path-like texts of a request argument: a string, an f-string's text with its
    fields as ``{name}``, a call's string arguments, a module-level constant's strings."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(str(v.value) if isinstance(v, ast.Constant) else "{" + (source_text(v.value) or "") + "}" for v in node.values if isinstance(v, (ast.Constant, ast.FormattedValue)))]
    if isinstance(node, ast.Call):
        return [s for a in node.args for s in _strings(pkg, module, a)]
    if isinstance(node, ast.Name):
        b = pkg.bindings(module).get(node.id)
        if b is not None and b.kind == "assign" and isinstance(b.node, ast.Assign):
            return _strings(pkg, module, b.node.value)
    return []


def type_refs(pkg: Package, module: str, node: ast.AST | None, scope: list[ast.stmt] | None = None) -> tuple[TypeRefName, ...]:
    """The types of the package's ``types`` package an annotation names, in source order
    (``Name`` and ``module.Name``; string annotations parsed)."""
    if node is None:
        return ()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return ()
    hits: list[tuple[int, int, TypeRefName]] = []
    types_prefix = f"{pkg.name}.types"
    for sub in ast.walk(node):
        found = None
        if isinstance(sub, ast.Name):
            found = pkg.resolve_local(module, scope or [], sub.id)
        elif isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name):
            b = pkg.bindings(module).get(sub.value.id)
            if b is not None and b.kind == "module":
                found = pkg.resolve(b.source, sub.attr)
        if found is not None and found[1].kind in ("class", "assign") and (found[0] == types_prefix or found[0].startswith(types_prefix + ".")):
            hits.append((getattr(sub, "lineno", 0), getattr(sub, "col_offset", 0), TypeRefName(found[0], found[1].name)))
    out: list[TypeRefName] = []
    for _line, _col, ref in sorted(hits, key=lambda h: (h[0], h[1])):
        if ref not in out:
            out.append(ref)
    return tuple(out)


def _merge_keywords(fns: list[ast.FunctionDef | ast.AsyncFunctionDef]) -> tuple[tuple[str, ...], tuple[Keyword, ...]]:
    positional: list[str] = []
    keywords: dict[str, Keyword] = {}
    for fn in fns:
        for k in keywords_of(fn):
            if k.kind == "positional" and k.name not in positional:
                positional.append(k.name)
            elif k.kind != "positional":
                old = keywords.get(k.name)
                if old is None or (old.default is None and k.default is not None):
                    keywords[k.name] = k
    return tuple(positional), tuple(keywords.values())


def read_methods(pkg: Package, client_module: str, client_class: str, api_md: list[ApiMdEntry], tree_root: Path) -> tuple[list[Method], list[str]]:
    """Every method reachable from the client class (module docstring), sorted by call.

    Returns:
        ``(methods, notes)``: notes name ``api.md`` lines whose call the source does not have.
    """
    found: dict[str, Method] = {}
    by_call = {e.call: e for e in api_md}
    seen: set[tuple[str, str]] = set()

    def walk(module: str, cls: ast.ClassDef, path: tuple[str, ...]) -> None:
        if (module, cls.name) in seen:
            return
        seen.add((module, cls.name))
        mine: dict[str, Method] = {}
        for name, fns in sorted(class_methods(cls).items()):
            if name.startswith("_") or name in _WRAPPERS:
                continue
            if all(_is_property(f) for f in fns):
                target = _annotation_class(fns[-1])
                res = pkg.resolve_local(module, fns[-1].body, target) if target else None
                if res is not None and res[1].kind == "class" and path + (name,) != path:
                    assert isinstance(res[1].node, ast.ClassDef)
                    walk(res[0], res[1].node, (*path, name))
                continue
            resource = ".".join(path)
            call = f"client.{resource}.{name}" if path else f"client.{name}"
            entry = by_call.get(call)
            if not path and entry is None:
                continue  # the client's own methods (copy, close, get...), unless api.md lists one
            impl = [f for f in fns if not _is_overload(f)] or fns
            positional, keywords = _merge_keywords(fns)
            verb, http_path = (entry.http_method, entry.path) if entry else _request(pkg, module, impl[-1])
            params = None
            if entry and entry.params_module:
                params = _params_ref(pkg, tree_root, entry.params_module)
            mine[call] = Method(
                resource=resource,
                name=name,
                http_method=verb,
                path=http_path,
                positional=positional,
                keywords=keywords,
                returns=source_text(impl[-1].returns) or "",
                return_refs=type_refs(pkg, module, impl[-1].returns),
                params_type=params,
                where=pkg.where(module, impl[-1]),
            )
        # a class none of whose methods sends a request (a query-string helper) is no resource
        if any(m.http_method for m in mine.values()):
            found.update(mine)

    top = pkg.resolve(pkg.name, client_class)
    root = pkg.bindings(client_module).get(client_class)
    if root is not None and isinstance(root.node, ast.ClassDef):
        walk(client_module, root.node, ())
    elif top is not None and isinstance(top[1].node, ast.ClassDef):
        walk(top[0], top[1].node, ())
    notes = [f"api.md:{e.line}: {e.call} ({e.http_method.upper()} {e.path}) is not a method of the client's resources" for e in api_md if e.call not in found]
    return sorted(found.values(), key=lambda m: m.call), notes


def _params_ref(pkg: Package, tree_root: Path, href: str) -> TypeRefName | None:
    """The TypedDict a ``**params`` link names: the module's class named like the module
    (``completion_create_params.py`` -> ``CompletionCreateParams``)."""
    path = (tree_root / href).resolve()
    try:
        rel = path.relative_to(pkg.folder.resolve()).with_suffix("")
    except ValueError:
        return None
    module = ".".join([pkg.name, *rel.parts])
    if pkg.module_file(module) is None:
        return None
    name = "".join(p.capitalize() for p in rel.parts[-1].split("_"))
    return TypeRefName(module, name) if name in pkg.bindings(module) else None
