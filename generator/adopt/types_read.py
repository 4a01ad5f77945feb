"""Reading the public types of an SDK's ``types`` package (:mod:`ast` only).

A type is a public name of a module under ``<package>.types`` defined in that module (not a
re-export): a class (``model`` when it derives, directly or through the package's classes,
from a class named ``BaseModel``; ``typeddict`` from ``TypedDict``), or a module-level
assignment that is a type alias (annotated ``TypeAlias``, or a ``Union``/``Optional``/
``Annotated``/``List``/``Dict``/``Literal`` subscript, or a ``X | Y`` union).  A field is an
annotated name of the class body (``ClassVar`` left out); its wire name is the ``alias=`` of
its ``Field(...)``/``FieldInfo(...)`` value or of a ``PropertyInfo(alias=...)`` in its
``Annotated`` annotation.
"""

from __future__ import annotations

import ast

from .model import TypeDef, TypeField, TypeRefName
from .pysource import Package, source_text
from .resources_read import type_refs

_ALIAS_HEADS = frozenset({"Union", "Optional", "Annotated", "List", "Dict", "Literal", "Sequence", "Iterable", "list", "dict", "Mapping", "Tuple", "tuple", "TypeAliasType"})


def _alias_value(stmt: ast.stmt) -> ast.expr | None:
    """The aliased type of a module-level type alias statement, else ``None``."""
    if isinstance(stmt, ast.AnnAssign) and stmt.value is not None and (source_text(stmt.annotation) or "").split(".")[-1] == "TypeAlias":
        return stmt.value
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        v = stmt.value
        if isinstance(v, ast.Subscript) and (source_text(v.value) or "").split(".")[-1] in _ALIAS_HEADS:
            return v
        if isinstance(v, ast.BinOp) and isinstance(v.op, ast.BitOr):
            return v
    type_alias = getattr(ast, "TypeAlias", None)  # `type X = ...` (Python 3.12)
    if type_alias is not None and isinstance(stmt, type_alias):
        value: ast.expr = stmt.value  # type: ignore[attr-defined]
        return value
    return None


def _wire(stmt: ast.AnnAssign, name: str) -> str:
    for node in (stmt.value, stmt.annotation):
        for sub in ast.walk(node) if node is not None else ():
            if isinstance(sub, ast.Call):
                for kw in sub.keywords:
                    if kw.arg == "alias" and isinstance(kw.value, ast.Constant) and isinstance(kw.value.value, str):
                        return kw.value.value
    return name


def _class_kind(pkg: Package, module: str, cls: ast.ClassDef, depth: int = 0) -> str:
    for base in cls.bases:
        head = (source_text(base) or "").split("[")[0].split(".")[-1]
        if head == "BaseModel":
            return "model"
        if head == "TypedDict":
            return "typeddict"
        found = pkg.resolve(module, head) if depth < 20 else None
        if found is not None and found[1].kind == "class" and isinstance(found[1].node, ast.ClassDef):
            kind = _class_kind(pkg, found[0], found[1].node, depth + 1)
            if kind != "class":
                return kind
    return "class"


def _fields(pkg: Package, module: str, cls: ast.ClassDef, depth: int = 0) -> list[TypeField]:
    out: list[TypeField] = []
    for base in cls.bases:
        head = (source_text(base) or "").split("[")[0]
        found = pkg.resolve(module, head) if isinstance(base, ast.Name) and depth < 20 else None
        if found is not None and found[1].kind == "class" and isinstance(found[1].node, ast.ClassDef):
            out += _fields(pkg, found[0], found[1].node, depth + 1)
    for stmt in cls.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            ann = source_text(stmt.annotation) or ""
            if ann.split("[")[0].split(".")[-1] == "ClassVar" or stmt.target.id.startswith("__"):
                continue
            name = stmt.target.id
            out = [f for f in out if f.name != name]
            out.append(TypeField(name, _wire(stmt, name), ann, type_refs(pkg, module, stmt.annotation)))
    return out


def read_types(pkg: Package) -> list[TypeDef]:
    """Every public type of ``<package>.types`` (module docstring), sorted by module and name."""
    prefix = f"{pkg.name}.types"
    out: list[TypeDef] = []
    for module in pkg.public_modules():
        if module != prefix and not module.startswith(prefix + "."):
            continue
        bindings = pkg.bindings(module)
        for name in pkg.public_names(module):
            b = bindings.get(name)
            if b is None or b.kind in ("import", "module"):
                continue
            ref = TypeRefName(module, name)
            where = pkg.where(module, b.node)
            if b.kind == "class" and isinstance(b.node, ast.ClassDef):
                kind = _class_kind(pkg, module, b.node)
                fields = tuple(_fields(pkg, module, b.node)) if kind in ("model", "typeddict") else ()
                out.append(TypeDef(ref, kind, fields, (), where))
            elif b.kind == "assign":
                value = _alias_value(b.node)
                if value is None:
                    continue
                members = type_refs(pkg, module, value)
                head = source_text(value) or ""
                kind = "enum" if head.split("[")[0].split(".")[-1] == "Literal" else "alias"
                out.append(TypeDef(ref, kind, (), members, where))
    return sorted(out, key=lambda t: (t.ref.module, t.ref.name))
