"""Static reading of a Python package's source: modules, their module-level bindings and public
names, and where an imported name is defined - by :mod:`ast`, never importing or executing it.

The public names of a module follow the rules type checkers apply to a library that ships
``py.typed`` (PEP 561; pyright's "library interface" rules, also mypy's for stubs): the names of
``__all__`` when the module defines it, else every module-level name not starting with ``_``
except imported ones, which are public only in the redundant form ``import a as a`` /
``from m import a as a`` or as ``from . import submodule`` in a package's ``__init__``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from ..errors import SpecError


class AdoptError(SpecError):
    """A source tree that cannot be read as an SDK: names the file and line (``file:12``)."""


# bounds on what a source tree may make adopt parse (checked by ``stat`` before any parsing)
MAX_PY_FILE_BYTES = 2 * 1024 * 1024
MAX_PY_TREE_BYTES = 64 * 1024 * 1024
# syntax trees nested deeper than this are refused: reading them (``ast.unparse``, the
# readers' walks) recurses once per level, and Python's recursion limit is about 1,000 frames
MAX_AST_DEPTH = 200


def read_bounded(path: Path, shown: str, what: str = "file") -> bytes:
    """The bytes of ``path``, at most :data:`MAX_PY_FILE_BYTES` of them: the bound every file
    adopt reads has (Python files, ``api.md``, ``pyproject.toml``), checked on the open file
    (``fstat``) and again by reading no more than one byte past it.

    Args:
        path: the file; ``shown``: how messages name it; ``what``: what it is, for them.

    Raises:
        AdoptError: not a regular file, unreadable, or over the limit (naming the file, its
            size and the limit).
    """
    import os
    import stat

    limit = MAX_PY_FILE_BYTES
    try:
        with path.open("rb") as fh:
            info = os.fstat(fh.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise AdoptError(f"not a regular file ({what}s are read only from regular files)", file=shown)
            if info.st_size > limit:
                raise AdoptError(f"{info.st_size:,} bytes: over the limit of {limit:,} bytes per {what} (adopt reads no larger file)", file=shown)
            data = fh.read(limit + 1)
    except OSError as exc:
        raise AdoptError(f"cannot read it: {exc.strerror or exc}", file=shown) from None
    if len(data) > limit:
        raise AdoptError(f"over the limit of {limit:,} bytes per {what} (it grew while being read)", file=shown)
    return data


def inside(path: Path, root: Path) -> bool:
    """Whether ``path`` (symbolic links resolved) is ``root`` (resolved) or under it."""
    try:
        path.resolve().relative_to(root.resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


@dataclass(frozen=True)
class Binding:
    """One module-level name.

    Attributes:
        name: the bound name.
        kind: ``class``, ``def``, ``assign`` (an assignment or annotated assignment),
            ``import`` (a name imported from another module) or ``module`` (a module bound
            by an import).
        runtime: bound when the module runs (not only under ``if TYPE_CHECKING:``).
        source: for ``import``: the dotted module it comes from; for ``module``: the module.
        original: for ``import``: the name in ``source``.
        redundant: an import spelt ``a as a`` (re-exported by the library rules).
        line: line of the statement.
        node: the defining statement.
    """

    name: str
    kind: str
    runtime: bool
    source: str
    original: str
    redundant: bool
    line: int
    node: ast.stmt


def _is_type_checking(test: ast.expr) -> bool | None:
    """``True`` for ``TYPE_CHECKING`` (any module prefix), ``False`` for ``not TYPE_CHECKING``,
    ``None`` for another condition."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _is_type_checking(test.operand)
        return None if inner is None else not inner
    if isinstance(test, ast.Name) and test.id == "TYPE_CHECKING":
        return True
    if isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING":
        return True
    return None


class Package:
    """The source of one package, read lazily and cached.

    Args:
        folder: the package folder (holding ``__init__.py``).
        display_root: paths in messages are relative to it.
    """

    def __init__(self, folder: Path, display_root: Path) -> None:
        self.folder = folder
        self.name = folder.name
        self.display_root = display_root
        self._trees: dict[str, ast.Module] = {}
        self._bindings: dict[str, dict[str, Binding]] = {}
        self.skipped: list[str] = []  # files that link outside the tree, not read

    def _inside(self, path: Path) -> bool:
        if inside(path, self.display_root):
            return True
        shown = self.display(path)
        if shown not in self.skipped:
            self.skipped.append(shown)
        return False

    def check_sizes(self) -> None:
        """Refuse a package whose Python files are too large to parse (before parsing any).

        Raises:
            AdoptError: a file over :data:`MAX_PY_FILE_BYTES`, or all of them together over
                :data:`MAX_PY_TREE_BYTES` (naming the file and the limit).
        """
        total = 0
        for path in sorted(self.folder.rglob("*.py")):
            if not path.is_file() or not self._inside(path):
                continue
            size = path.stat().st_size
            if size > MAX_PY_FILE_BYTES:
                raise AdoptError(f"{size:,} bytes: over the limit of {MAX_PY_FILE_BYTES:,} bytes per Python file", file=self.display(path))
            total += size
            if total > MAX_PY_TREE_BYTES:
                raise AdoptError(f"the package's Python files are over the limit of {MAX_PY_TREE_BYTES:,} bytes in all (at this file)", file=self.display(path))

    # ---- files and modules
    def display(self, path: Path) -> str:
        """``path`` relative to the tree being read, POSIX."""
        try:
            return path.relative_to(self.display_root).as_posix()
        except ValueError:
            return path.as_posix()

    def module_file(self, dotted: str) -> Path | None:
        """The file of ``pkg.a.b`` (``a/b.py`` or ``a/b/__init__.py``), or ``None``."""
        parts = dotted.split(".")
        if parts[0] != self.name:
            return None
        base = self.folder.joinpath(*parts[1:])
        if (base / "__init__.py").is_file():
            return base / "__init__.py" if self._inside(base / "__init__.py") else None
        single = base.with_name(base.name + ".py") if len(parts) > 1 else None
        return single if single is not None and single.is_file() and self._inside(single) else None

    def is_package(self, dotted: str) -> bool:
        file = self.module_file(dotted)
        return file is not None and file.name == "__init__.py"

    def modules(self) -> list[str]:
        """Every module of the package (dotted), sorted; files that are not identifiers
        (``foo-bar.py``) are not importable and left out."""
        out = []
        for path in sorted(self.folder.rglob("*.py")):
            if not self._inside(path):
                continue  # a link leading outside the tree: not read (``skipped``)
            rel = path.relative_to(self.folder).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if all(p.isidentifier() for p in parts):
                out.append(".".join([self.name, *parts]))
        return out

    def public_modules(self) -> list[str]:
        """The modules no part of whose dotted name starts with ``_``."""
        return [m for m in self.modules() if not any(p.startswith("_") for p in m.split(".")[1:])]

    def tree(self, dotted: str) -> ast.Module:
        """The parsed module.

        Raises:
            AdoptError: no such module, a syntax error (file and line), or a file the parser
                cannot take (nested too deeply: ``RecursionError``/``MemoryError``; a NUL
                byte: ``ValueError``) or whose syntax is nested deeper than
                :data:`MAX_AST_DEPTH` - named as unreadable.
        """
        if dotted in self._trees:
            return self._trees[dotted]
        path = self.module_file(dotted)
        if path is None:
            raise AdoptError(f"no module {dotted}", file=self.display(self.folder))
        try:
            text = read_bounded(path, self.display(path), "Python file").decode("utf-8")
        except UnicodeDecodeError as exc:
            raise AdoptError(f"cannot read the module: {exc}", file=self.display(path)) from None
        try:
            tree = ast.parse(text, filename=str(path))
        except SyntaxError as exc:
            raise AdoptError(f"not Python: {exc.msg}", file=f"{self.display(path)}:{exc.lineno or 0}") from None
        except (RecursionError, MemoryError, ValueError) as exc:
            # nested too deeply for the parser (``1 + 1 + ... + 1``, ``---...1``), or a NUL byte
            what = "nested too deeply to parse" if isinstance(exc, (RecursionError, MemoryError)) else str(exc)
            raise AdoptError(f"unreadable: {what} ({type(exc).__name__})", file=self.display(path)) from None
        deep = _deeper_than(tree, MAX_AST_DEPTH)
        if deep is not None:
            raise AdoptError(f"unreadable: its syntax is nested more than {MAX_AST_DEPTH} levels deep", file=f"{self.display(path)}:{deep}")
        self._trees[dotted] = tree
        return tree

    def where(self, dotted: str, node: ast.AST | None = None) -> str:
        """``file:line`` of a node of a module (for messages and the inventory)."""
        path = self.module_file(dotted)
        shown = self.display(path) if path else dotted
        line = getattr(node, "lineno", 0) if node is not None else 0
        return f"{shown}:{line}" if line else shown

    # ---- names
    def absolute(self, dotted: str, module: str | None, level: int) -> str:
        """The absolute module of ``from <level dots><module> import ...`` inside ``dotted``."""
        if level == 0:
            return module or ""
        base = dotted.split(".") if self.is_package(dotted) else dotted.split(".")[:-1]
        base = base[: len(base) - (level - 1)] if level > 1 else base
        return ".".join([*base, *(module.split(".") if module else [])])

    def bindings(self, dotted: str) -> dict[str, Binding]:
        """The module-level names of a module (the last binding of a name wins; a name bound
        at run time in one branch and under ``TYPE_CHECKING`` in another is ``runtime``)."""
        if dotted in self._bindings:
            return self._bindings[dotted]
        out: dict[str, Binding] = {}
        self._bindings[dotted] = out  # a cycle of star imports ends here
        self._collect(dotted, self.tree(dotted).body, True, out)
        return out

    def _bind(self, out: dict[str, Binding], b: Binding) -> None:
        old = out.get(b.name)
        if old is not None and old.runtime and not b.runtime:
            return
        out[b.name] = b

    def _collect(self, dotted: str, body: list[ast.stmt], runtime: bool, out: dict[str, Binding]) -> None:
        for stmt in body:
            if isinstance(stmt, ast.ClassDef):
                self._bind(out, Binding(stmt.name, "class", runtime, "", "", False, stmt.lineno, stmt))
            elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self._bind(out, Binding(stmt.name, "def", runtime, "", "", False, stmt.lineno, stmt))
            elif isinstance(stmt, ast.Assign):
                for target in stmt.targets:
                    for name in _target_names(target):
                        self._bind(out, Binding(name, "assign", runtime, "", "", False, stmt.lineno, stmt))
            elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
                self._bind(out, Binding(stmt.target.id, "assign", runtime, "", "", False, stmt.lineno, stmt))
            elif isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    if alias.asname:
                        self._bind(out, Binding(alias.asname, "module", runtime, alias.name, "", alias.asname == alias.name, stmt.lineno, stmt))
                    else:
                        top = alias.name.split(".")[0]
                        self._bind(out, Binding(top, "module", runtime, top, "", False, stmt.lineno, stmt))
            elif isinstance(stmt, ast.ImportFrom):
                source = self.absolute(dotted, stmt.module, stmt.level)
                for alias in stmt.names:
                    if alias.name == "*":
                        self._star(source, runtime, stmt, out)
                        continue
                    name = alias.asname or alias.name
                    sub = f"{source}.{alias.name}"
                    if self.module_file(sub) is not None:
                        kind, src, orig = "module", sub, ""
                    else:
                        kind, src, orig = "import", source, alias.name
                    # `a as a`, or `from . import submodule` in a package's __init__
                    redundant = alias.asname == alias.name or (kind == "module" and alias.asname is None and stmt.level == 1 and stmt.module is None and self.is_package(dotted))
                    self._bind(out, Binding(name, kind, runtime, src, orig, redundant, stmt.lineno, stmt))
            elif isinstance(stmt, ast.If):
                tc = _is_type_checking(stmt.test)
                self._collect(dotted, stmt.body, runtime and tc is not True, out)
                self._collect(dotted, stmt.orelse, runtime and tc is not False, out)
            elif isinstance(stmt, ast.Try):
                for part in (stmt.body, *(h.body for h in stmt.handlers), stmt.orelse, stmt.finalbody):
                    self._collect(dotted, part, runtime, out)

    def _star(self, source: str, runtime: bool, stmt: ast.ImportFrom, out: dict[str, Binding]) -> None:
        if self.module_file(source) is None:
            return
        for name in self.public_names(source):
            self._bind(out, Binding(name, "import", runtime, source, name, True, stmt.lineno, stmt))

    def declared_all(self, dotted: str) -> list[str] | None:
        """The names of ``__all__`` (a list or tuple of strings, extended by ``+=``,
        ``.extend``/``.append``), or ``None`` when the module does not define it."""
        names: list[str] | None = None
        for stmt in self.tree(dotted).body:
            value = None
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in stmt.targets) or isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == "__all__":
                names, value = [], stmt.value
            elif isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == "__all__":
                value = stmt.value
            elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Attribute):
                f = stmt.value.func
                if isinstance(f.value, ast.Name) and f.value.id == "__all__" and f.attr in ("extend", "append") and stmt.value.args:
                    value = stmt.value.args[0] if f.attr == "extend" else ast.List(elts=[stmt.value.args[0]])
            if value is not None and isinstance(value, (ast.List, ast.Tuple)):
                names = (names or []) + [e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
        return names

    def public_names(self, dotted: str) -> list[str]:
        """The public names of a module (module docstring), sorted."""
        declared = self.declared_all(dotted)
        if declared is not None:
            return sorted(set(declared))
        out = []
        for name, b in self.bindings(dotted).items():
            if name.startswith("_"):
                continue
            if b.kind in ("import", "module") and not b.redundant:
                continue
            out.append(name)
        return sorted(out)

    def has_getattr(self, dotted: str) -> bool:
        """Whether the module defines a module-level ``__getattr__`` (PEP 562)."""
        b = self.bindings(dotted).get("__getattr__")
        return b is not None and b.kind == "def" and b.runtime

    def importable(self, dotted: str, name: str) -> bool:
        """Whether ``from <dotted> import <name>`` works when the package runs: the name is
        bound at run time, or is a submodule, or the module has a ``__getattr__`` and lists the
        name in ``__all__`` (a lazily loaded name)."""
        if self.module_file(dotted) is None:
            return False
        if self.module_file(f"{dotted}.{name}") is not None:
            return True
        b = self.bindings(dotted).get(name)
        if b is not None and b.runtime:
            return True
        return self.has_getattr(dotted) and name in (self.declared_all(dotted) or [])

    def resolve(self, dotted: str, name: str, depth: int = 0) -> tuple[str, Binding] | None:
        """Follow imports inside the package to where ``name`` of ``dotted`` is defined.

        Returns:
            ``(module, binding)`` of the definition (a class, def or assignment), or ``None``
            when it is not defined in the package (a third-party or standard name).
        """
        if depth > 20 or self.module_file(dotted) is None:
            return None
        b = self.bindings(dotted).get(name)
        if b is None:
            return None
        if b.kind == "import":
            return self.resolve(b.source, b.original, depth + 1)
        if b.kind == "module":
            return None
        return dotted, b

    def resolve_local(self, dotted: str, scope: list[ast.stmt], name: str) -> tuple[str, Binding] | None:
        """``name`` as seen inside a function body of ``dotted``: a ``from x import name``
        inside ``scope`` first, then the module's bindings."""
        for stmt in ast.walk(ast.Module(body=scope, type_ignores=[])):
            if isinstance(stmt, ast.ImportFrom):
                for alias in stmt.names:
                    if (alias.asname or alias.name) == name:
                        return self.resolve(self.absolute(dotted, stmt.module, stmt.level), alias.name)
        return self.resolve(dotted, name)


def _deeper_than(tree: ast.AST, limit: int) -> int | None:
    """The line of a node nested more than ``limit`` levels deep in ``tree`` (that of its
    nearest enclosing node with one), or ``None`` when no node is; iterative, so any depth is
    measured."""
    stack = [(tree, 1, 0)]
    while stack:
        node, depth, line = stack.pop()
        line = getattr(node, "lineno", line)
        if depth > limit:
            return line
        stack.extend((child, depth + 1, line) for child in ast.iter_child_nodes(node))
    return None


def _target_names(target: ast.expr) -> list[str]:
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for e in target.elts for n in _target_names(e)]
    return []


def string_constants(tree: ast.AST) -> list[tuple[str, int]]:
    """Every string literal in ``tree`` with its line, in source order (f-string parts
    included)."""
    out = [(n.value, n.lineno) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    return sorted(out, key=lambda x: x[1])


def source_text(node: ast.AST | None) -> str | None:
    """The source text of an expression (``ast.unparse``), ``None`` for none."""
    return None if node is None else ast.unparse(node)
