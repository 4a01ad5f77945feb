"""The inventory of an existing SDK's source tree (:class:`generator.adopt.model.Inventory`):
the folder holding its ``pyproject.toml``, ``api.md``, ``README.md`` and ``src/<name>/``,
read with :mod:`ast`, :mod:`tomllib` and text parsing - never imported or executed.

The package is the folder under ``src/`` holding ``__init__.py`` (the one named like the
distribution when there are several), else such a folder at the top of the tree.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from .client_read import exceptions, read_client
from .model import Inventory, PublicModule
from .pysource import AdoptError, Package, inside, read_bounded
from .resources_read import read_api_md, read_methods
from .types_read import read_types


def _package_folder(root: Path, distribution: str) -> Path:
    candidates = []
    for base in (root / "src", root):
        if base.is_dir():
            candidates = sorted(p for p in base.iterdir() if p.is_dir() and (p / "__init__.py").is_file() and p.name.isidentifier() and p.name not in ("tests", "scripts", "examples"))
            if candidates:
                break
    if not candidates:
        raise AdoptError("no package: expected src/<name>/__init__.py (an SDK source tree: pyproject.toml, api.md, src/<name>/)", file=root.as_posix())
    wanted = re.sub(r"[-.]+", "_", distribution).lower()
    return next((p for p in candidates if p.name == wanted), candidates[0])


def _top_file(root: Path, name: str) -> Path:
    """``root/name``, refused when it is a link leading outside the tree."""
    path = root / name
    if path.exists() and not inside(path, root):
        raise AdoptError("links outside the tree (adopt reads only files inside it)", file=name)
    return path


def _pyproject(root: Path) -> tuple[str, str]:
    path = _top_file(root, "pyproject.toml")
    if not path.is_file():
        raise AdoptError("no pyproject.toml: not an SDK source tree (pyproject.toml, api.md, src/<name>/)", file=root.as_posix())
    try:
        data = tomllib.loads(read_bounded(path, "pyproject.toml").decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise AdoptError(f"cannot read it: {exc}", file="pyproject.toml") from None
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"line (\d+)", str(exc))
        raise AdoptError(f"not TOML: {exc}", file=f"pyproject.toml:{line.group(1) if line else 0}") from None
    project = data.get("project")
    if not isinstance(project, dict) or not isinstance(project.get("name"), str):
        raise AdoptError("no [project] name", file="pyproject.toml")
    version = project.get("version")
    return project["name"], version if isinstance(version, str) else ""


def _version(pkg: Package) -> str:
    module = f"{pkg.name}._version"
    if pkg.module_file(module) is None:
        return ""
    b = pkg.bindings(module).get("__version__")
    import ast

    if b is not None and isinstance(b.node, (ast.Assign, ast.AnnAssign)) and isinstance(b.node.value, ast.Constant) and isinstance(b.node.value.value, str):
        return b.node.value.value
    return ""


def inventory(folder: Path, display: str | None = None) -> Inventory:
    """Read an SDK source tree.

    Args:
        folder: the tree (holding ``pyproject.toml`` and ``src/<name>/``).
        display: how to name the tree in the inventory (default: ``folder`` as given).

    Returns:
        The inventory, deterministic for the same files.

    Raises:
        AdoptError: not a folder, no ``pyproject.toml`` or package, a file that is not TOML
            or Python (naming the file and line); ``pyproject.toml``, ``api.md`` or the
            package folder a link leading outside the tree; a Python file over
            :data:`~generator.adopt.pysource.MAX_PY_FILE_BYTES` or the package's over
            :data:`~generator.adopt.pysource.MAX_PY_TREE_BYTES` (checked before parsing), or
            ``pyproject.toml`` or ``api.md`` over the same per-file bound; a
            Python file the parser cannot take or nested deeper than
            :data:`~generator.adopt.pysource.MAX_AST_DEPTH` (unreadable).
            A ``.py`` file linking outside the tree is skipped, with a note.
    """
    if not folder.is_dir():
        raise AdoptError("not a folder (give the SDK's source tree: pyproject.toml, api.md, src/<name>/)", file=str(folder))
    root = folder.resolve()
    distribution, version = _pyproject(root)
    folder_ = _package_folder(root, distribution)
    if not inside(folder_, root):
        raise AdoptError("links outside the tree (adopt reads only files inside it)", file=folder_.relative_to(root).as_posix())
    pkg = Package(folder_, root)
    pkg.check_sizes()
    version = version or _version(pkg)
    client, notes = read_client(pkg)
    api_md = read_api_md(_top_file(root, "api.md"), "api.md")
    methods: list = []
    if client.sync is not None:
        methods, more = read_methods(pkg, client.sync.module, client.sync.name, api_md, root)
        notes += more
    modules = tuple(PublicModule(m, tuple(pkg.public_names(m))) for m in pkg.public_modules())
    lib = pkg.folder / "lib"
    lib_files = tuple(sorted(p.relative_to(root).as_posix() for p in lib.rglob("*") if p.is_file() and "__pycache__" not in p.parts and inside(p, root))) if lib.is_dir() else ()
    notes += [f"{s}: skipped: it links outside the tree" for s in pkg.skipped]
    return Inventory(
        folder=display if display is not None else str(folder),
        distribution=distribution,
        version=version,
        import_name=pkg.name,
        package_dir=pkg.folder.relative_to(root).as_posix(),
        client=client,
        methods=tuple(methods),
        types=tuple(read_types(pkg)),
        exceptions=tuple(exceptions(pkg)),
        modules=modules,
        lib_files=lib_files,
        notes=tuple(notes),
    )
