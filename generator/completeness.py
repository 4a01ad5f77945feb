"""Stage 6c, completeness: every operation is callable where the SDK surface says, and every
code example of the generated documentation is Python that names what the package has.

After formatting (and the compile guard), :func:`check_completeness` reads the rendered
package itself - with :mod:`ast`, nothing is imported or run - and checks:

* every operation of the merged document (``paths``, OpenAPI 3.1 section 4.8.8) is an
  operation of the IR, unless building the IR already skipped it with a warning;
* every operation of the IR is callable at the name the SDK surface records
  (``client.<resource>...<method>``, ``call`` in ``sdk-surface.json``), on the sync and
  the async client: each attribute on the way is a resource property of the class before it,
  and the last is a method;
* every fenced ``python`` block of the generated ``README.md`` and ``api.md`` compiles (an
  ``api.md`` signature line as the ``def`` it describes; top-level ``await`` allowed), and
  every attribute chain on ``client`` in it resolves on the client classes (``with_options``,
  ``with_raw_response`` and the like included, read from the runtime's classes).

Each failure is one :class:`Gap`: the pipeline reports it as a warning
(``operation-not-callable`` or ``example-does-not-resolve``) naming the operation or the
document and why, so ``--strict`` refuses to write such a package; a default run writes it and
says what is missing.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .ir.model import Api
from .pyast import statements
from .walk import iter_operations

_FENCE = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)
_SIGNATURE = re.compile(r"^(client(?:\.\w+)*)\.(\w+)\((.*)\)\s*->\s*(.*)$", re.DOTALL)
_PROPERTY_DECORATORS = {"property", "cached_property"}
# the modules whose classes a call on ``client`` goes through (besides ``resources/``)
_CLIENT_MODULES = ("_client.py", "_base_client.py", "_resource.py")


@dataclass(frozen=True)
class Gap:
    """One thing a user could not call.

    Attributes:
        code: ``operation-not-callable`` or ``example-does-not-resolve``.
        location: the operation's pointer (``file#/paths/...``) or the generated document
            (``README.md``).
        message: what is missing and why.
    """

    code: str
    location: str
    message: str


@dataclass
class _Class:
    """What one class of the rendered package defines (read with :mod:`ast`)."""

    bases: list[str] = field(default_factory=list)
    methods: dict[str, str | None] = field(default_factory=dict)  # name -> returned class
    properties: dict[str, str | None] = field(default_factory=dict)  # name -> its class
    attributes: set[str] = field(default_factory=set)
    # names the class body defines more than once (overloads aside): the last one wins, so a
    # resource or method of that name hides another
    duplicates: set[str] = field(default_factory=set)
    # the module that defines it (``resources/chat/completions.py``), where the names of its
    # annotations and bases are looked up
    module: str = ""


@dataclass
class Classes:
    """The classes of the package's modules a call on ``client`` goes through, and what each
    module imports, so that a class name is looked up where it is used: two modules may define
    classes of one name (``resources/completions.py`` and ``resources/chat/completions.py``
    both define ``CompletionsResource`` in the nested layout).

    Attributes:
        defined: ``(module, class name)`` -> the class (modules relative to the package root).
        imports: module -> imported name -> the module it is imported from (resolved relative
            imports; every ``from ... import`` of the module, ``if TYPE_CHECKING:`` and
            function bodies included).
    """

    defined: dict[tuple[str, str], _Class] = field(default_factory=dict)
    imports: dict[str, dict[str, str]] = field(default_factory=dict)
    _by_name: dict[str, list[str]] = field(default_factory=dict, repr=False, compare=False)
    _by_name_size: int = field(default=-1, repr=False, compare=False)

    def modules_defining(self, name: str) -> list[str]:
        """The modules defining a class ``name``, sorted (an index by name, built on the first
        call after :attr:`defined` grew, so that resolving every name is not a scan each)."""
        if self._by_name_size != len(self.defined):
            by_name: dict[str, list[str]] = {}
            for m, n in self.defined:
                by_name.setdefault(n, []).append(m)
            for modules in by_name.values():
                modules.sort()
            self._by_name, self._by_name_size = by_name, len(self.defined)
        return list(self._by_name.get(name, ()))

    def find(self, module: str, name: str, depth: int = 0) -> tuple[str, str] | None:
        """The class ``name`` means in ``module``: defined there, else imported (followed
        through re-exporting modules), else the one class of that name in the package;
        ``None`` when there is none, or several and nothing says which."""
        if (module, name) in self.defined:
            return (module, name)
        source = self.imports.get(module, {}).get(name)
        if source is not None and depth < 16:
            return self.find(source, name, depth + 1)
        where = self.modules_defining(name)
        return (where[0], name) if len(where) == 1 else None


def _annotation_name(node: ast.expr | None) -> str | None:
    """The class an annotation names (``Foo``, ``"Foo"``, ``mod.Foo``), else ``None``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return None
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _module_path(importer: str, level: int, module: str | None, files: set[str]) -> str | None:
    """The package-relative file of ``from <level dots><module> import ...`` in ``importer``
    (``resources/chat/chat.py``, level 1, ``completions`` -> ``resources/chat/completions.py``,
    or the package's ``__init__.py``); ``None`` for an absolute import or one outside."""
    if level == 0:
        return None
    parts = importer.split("/")[:-1]
    if level > 1:
        if level - 1 > len(parts):
            return None
        parts = parts[: len(parts) - (level - 1)]
    parts += (module or "").split(".") if module else []
    stem = "/".join(parts)
    for candidate in (f"{stem}.py", f"{stem}/__init__.py" if stem else "__init__.py"):
        if candidate in files:
            return candidate
    return None


def read_classes(files: Mapping[str, str], package_root: str, cache: Path | None = None) -> Classes:
    """Every class of the package's modules under ``package_root`` (``src/acme/``): its
    bases, methods (with the class they return), properties (with their class) and the
    attributes its ``__init__`` sets on ``self`` or its body assigns; and what each module
    imports from the package.  Only the modules a call on ``client`` goes through are read (the
    clients, their bases, the resources).  With ``cache`` (a folder), what one module's text
    defines and imports is kept there (:func:`_module_facts`): a regeneration parses only the
    modules that changed."""
    out = Classes()
    modules = {path[len(package_root) :]: path for path in sorted(files) if path.startswith(package_root)}
    read = {m: path for m, path in modules.items() if m in _CLIENT_MODULES or (m.startswith("resources/") and m.endswith(".py"))}
    for module, path in read.items():
        facts = _module_facts(files[path], cache)
        if facts is None:
            continue  # the compile guard reports it
        found, classes = facts
        imports = out.imports.setdefault(module, {})
        for level, source_module, names in found:
            source = _module_path(module, level, source_module, set(read))
            if source is not None:
                imports.update(dict.fromkeys(names, source))
        for name, info in classes:
            info.module = module
            out.defined[(module, name)] = info
    return out


_Facts = tuple[list[tuple[int, "str | None", list[str]]], list[tuple[str, _Class]]]


def _module_facts(text: str, cache: Path | None) -> _Facts | None:
    """What a module's ``text`` imports (``(level, module, local names)`` of each ``from ...
    import``) and the classes it defines at top level (:func:`_read_class`), ``None`` when it
    does not parse.  With ``cache``, kept there under the SHA-256 of the generator's
    fingerprint and the text (:func:`generator.cache_entries.pickled_get`)."""
    key = ""
    if cache is not None:
        import hashlib

        from .cache_entries import generator_fingerprint, pickled_get

        key = hashlib.sha256(f"{generator_fingerprint()}\n{text}".encode("utf-8", "surrogatepass")).hexdigest()
        hit = pickled_get(cache, key)
        if isinstance(hit, tuple) and len(hit) == 2:
            return hit  # type: ignore[no-any-return]
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    found = [(node.level, node.module, [alias.asname or alias.name for alias in node.names]) for node in statements(tree) if isinstance(node, ast.ImportFrom)]
    facts: _Facts = (found, [(node.name, _read_class(node)) for node in tree.body if isinstance(node, ast.ClassDef)])
    if cache is not None:
        from .cache_entries import pickled_put

        pickled_put(cache, key, facts)
    return facts


def _read_class(node: ast.ClassDef) -> _Class:
    info = _Class(bases=[b for b in (_annotation_name(x) for x in node.bases) if b])
    defined: set[str] = set()
    for item in node.body:
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
            decorators = {_annotation_name(d) if not isinstance(d, ast.Attribute) else "setter" for d in item.decorator_list}
            if not decorators & {"overload", "setter"}:
                if item.name in defined:
                    info.duplicates.add(item.name)
                defined.add(item.name)
            if decorators & _PROPERTY_DECORATORS:
                info.properties[item.name] = _annotation_name(item.returns)
            elif "setter" not in decorators:
                info.methods[item.name] = _annotation_name(item.returns)
            if item.name != "__init__":
                continue
            for sub in statements(item):
                if isinstance(sub, (ast.Assign, ast.AnnAssign)):
                    targets = sub.targets if isinstance(sub, ast.Assign) else [sub.target]
                    for t in targets:
                        if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                            info.attributes.add(t.attr)
        elif isinstance(item, ast.Assign):
            info.attributes.update(t.id for t in item.targets if isinstance(t, ast.Name))
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            info.attributes.add(item.target.id)
    return info


_Key = tuple[str, str]  # (module, class name)


class _Resolver:
    """Looks names up on the package's classes, through their bases; a class is a
    ``(module, name)`` key, and the class an annotation names is looked up in the module of
    the class that has it (:meth:`Classes.find`)."""

    def __init__(self, classes: Classes) -> None:
        self.classes = classes

    def client(self, name: str) -> _Key | None:
        return self.classes.find("_client.py", name)

    def member(self, key: _Key | None, name: str, seen: frozenset[_Key] = frozenset()) -> tuple[str, _Key | None] | None:
        """``(kind, class)`` of ``cls.name``: kind ``method`` (class returned), ``property``
        (its class), ``attribute`` (unknown class) or ``unknown`` (a base outside the
        package may define it); ``None`` when ``cls`` and all its bases are known and none
        defines it."""
        info = self.classes.defined.get(key) if key is not None else None
        if info is None or key is None or key in seen:
            return ("unknown", None)
        if name in info.properties:
            return ("property", self._named(info, info.properties[name]))
        if name in info.methods:
            returned = info.methods[name]
            return ("method", key if returned == "Self" else self._named(info, returned))
        if name in info.attributes:
            return ("attribute", None)
        for base in info.bases:
            found = self.member(self._named(info, base), name, seen | {key})
            if found is not None:
                return found
        return None

    def _named(self, info: _Class, name: str | None) -> _Key | None:
        return self.classes.find(info.module, name) if name else None

    def call_error(self, client: str, chain: Iterable[str]) -> str | None:
        """Why ``client.<chain>`` is not a method of the class ``client`` (``None``: it is)."""
        key: _Key | None = self.client(client)
        wanted = client
        parts = list(chain)
        where = "client"
        for i, name in enumerate(parts):
            last = i == len(parts) - 1
            if key is None:
                where_defined = self.classes.modules_defining(wanted) if wanted else []
                if len(where_defined) > 1:
                    return f"{where}'s class {wanted} is defined in {len(where_defined)} modules ({', '.join(where_defined)}) and nothing says which: one hides the other"
                return f"{where} has no known class"
            info = self.classes.defined.get(key)
            if info is not None and name in info.duplicates:
                return f"{where} ({key[1]}) defines {name!r} more than once: the last definition hides the others"
            found = self.member(key, name)
            if found is None:
                return f"{where} ({key[1]}) has no attribute {name!r}"
            kind, key = found
            if kind == "unknown":
                return None
            if last and kind != "method":
                return f"{where}.{name} is not a method"
            if not last and kind != "property":
                return f"{where}.{name} is not a resource"
            wanted = (info.properties.get(name) or "") if info is not None else ""
            where = f"{where}.{name}"
        return None


def call_chain(call: str) -> list[str]:
    """The attribute names of a recorded call (``client.chat.completions.create`` ->
    ``["chat", "completions", "create"]``); an empty name stays (``client..talk``)."""
    return call.split(".")[1:]


def check_operations(api: Api, document: dict[str, Any], locate: Any, skipped: set[str], classes: Classes, calls: Mapping[str, str]) -> list[Gap]:
    """The operation gaps (see the module docstring).

    Args:
        api: the IR.
        document: the merged document.
        locate: pointer -> ``file#pointer`` (:meth:`MergedDocument.locate`).
        skipped: locations of operations the IR build already reported as skipped.
        classes: :func:`read_classes` of the rendered package.
        calls: operationId -> the call the SDK surface records.
    """
    gaps: list[Gap] = []
    built = {(op.path, op.method) for op in api.operations}
    for path, method, _op, ptr in iter_operations(document):
        where = locate(ptr)
        if (path, method) not in built and where not in skipped:
            gaps.append(Gap("operation-not-callable", where, f"{method.upper()} {path} is in the spec but not in the client"))
    resolver = _Resolver(classes)
    for op in api.operations:
        call = calls.get(op.operation_id, "")
        for client in (api.client.class_name, api.client.async_class_name):
            why = resolver.call_error(client, call_chain(call))
            if why is not None:
                gaps.append(
                    Gap(
                        "operation-not-callable",
                        op.pointer,
                        f"{op.method.upper()} {op.path} is recorded as `{call}`, which {client} does not have: {why}",
                    )
                )
                break
    return gaps


def _blocks(text: str) -> list[tuple[int, str]]:
    """``(line, code)`` of each fenced ``python`` block."""
    return [(text.count("\n", 0, m.start()) + 2, m.group(1)) for m in _FENCE.finditer(text)]


def _as_module(code: str) -> str:
    """An ``api.md`` signature line (``client.x.create(*, a, b=...) -> T``) as the ``def``
    it describes; any other code unchanged."""
    m = _SIGNATURE.match(code.strip())
    if m and "\n" not in code.strip():
        return f"def {m.group(2)}({m.group(3).replace('=...', '=None')}): ...\n"
    return code


def _client_chains(tree: ast.AST) -> list[tuple[int, list[str | None]]]:
    """Every maximal attribute chain on the name ``client`` (``None`` for a call in it:
    ``client.with_options(...).chat`` -> ``["with_options", None, "chat"]``), with its line."""
    out: list[tuple[int, list[str | None]]] = []
    inner: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or id(node) in inner:
            continue
        chain: list[str | None] = []
        cur: ast.expr = node
        while True:
            if isinstance(cur, ast.Attribute):
                chain.append(cur.attr)
                cur = cur.value
                inner.add(id(cur))
            elif isinstance(cur, ast.Call):
                chain.append(None)
                cur = cur.func
                inner.add(id(cur))
            else:
                break
        if isinstance(cur, ast.Name) and cur.id == "client":
            out.append((node.lineno, chain[::-1]))
    return out


def _chain_error(resolver: _Resolver, client: str, chain: list[str | None]) -> str | None:
    cls: _Key | None = resolver.client(client)
    where = "client"
    called = False
    for name in chain:
        if name is None:
            if not called:
                return None  # a call on something that is not a method: not followed
            called = False
            where += "(...)"
            continue
        if cls is None:
            return None  # an attribute of unknown class: not followed
        found = resolver.member(cls, name)
        if found is None:
            return f"`{where}` ({cls[1]}) has no attribute {name!r}"
        kind, cls = found
        called = kind == "method"
        if kind in ("unknown", "attribute"):
            return None
        where += f".{name}"
    return None


def check_examples(api: Api, docs: Mapping[str, str], classes: Classes) -> list[Gap]:
    """The example gaps of the generated documents ``docs`` (output path -> text)."""
    gaps: list[Gap] = []
    resolver = _Resolver(classes)
    clients = (api.client.class_name, api.client.async_class_name)
    for name, text in sorted(docs.items()):
        for line, code in _blocks(text):
            source = _as_module(code)
            try:
                tree = compile(source, name, "exec", flags=ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
            except SyntaxError as exc:
                lines = code.splitlines()
                bad = lines[exc.lineno - 1].strip() if exc.lineno and 0 < exc.lineno <= len(lines) else ""
                gaps.append(Gap("example-does-not-resolve", f"{name}:{line + (exc.lineno or 1) - 1}", f"the example does not compile ({exc.msg}): `{bad[:120]}`"))
                continue
            for at, chain in _client_chains(tree):
                errors = [_chain_error(resolver, c, chain) for c in clients]
                if all(e is not None for e in errors):
                    gaps.append(Gap("example-does-not-resolve", f"{name}:{line + at - 1}", f"the example names what the package lacks: {errors[0]}"))
    return gaps


def recorded_calls(files: Mapping[str, str]) -> dict[str, str]:
    """operationId -> ``call`` as the rendered ``sdk-surface.json`` records it."""
    kept = ("operations", "operation_id", "call")
    try:
        # only what is read is kept as the text is parsed: the whole surface of a large spec
        # is a few hundred MB of objects (5,000 synthetic operations: an 18 MB file)
        surface = json.loads(files.get("sdk-surface.json", "{}"), object_pairs_hook=lambda pairs: {k: v for k, v in pairs if k in kept})
    except ValueError:
        return {}
    return {o["operation_id"]: o["call"] for o in surface.get("operations", []) if isinstance(o, dict) and "operation_id" in o}


def check_completeness(
    api: Api, files: Mapping[str, str], document: dict[str, Any], locate: Any, skipped: set[str], cache: Path | None = None
) -> list[Gap]:
    """Both checks over a rendered package ``files`` (output path -> text), in a stable
    order (see the module docstring and :func:`check_operations` for the arguments; the
    calls are those of the package's ``sdk-surface.json``; ``cache``: the folder
    :func:`read_classes` keeps what each module defines in, or ``None``)."""
    calls = recorded_calls(files)
    classes = read_classes(files, f"src/{api.package.name}/", cache)
    docs = {p: t for p, t in files.items() if p in ("README.md", "api.md")}
    return check_operations(api, document, locate, skipped, classes, calls) + check_examples(api, docs, classes)


__all__ = ["Classes", "Gap", "call_chain", "check_completeness", "check_examples", "check_operations", "read_classes", "recorded_calls"]
