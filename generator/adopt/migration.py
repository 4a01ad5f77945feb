"""``sdkgen diff --surface OLD_SDK_DIR``: the migration report from an existing SDK to the
package a configuration generates - every public module (import path), public name, method,
method argument, client keyword, exception and environment variable of the old SDK, kept or
lost.

Both sides are source trees read statically (:func:`generator.adopt.inventory.inventory`
and :class:`generator.adopt.pysource.Package`; nothing is imported): the old SDK as given,
the new one rendered (without formatting) into a temporary folder from the configuration, or
a generated package folder as it is.  An item is **kept** when code written against the old
SDK finds it in the new one:

* a module: the new package has a module of that dotted path;
* a name of a module: ``from <module> import <name>`` works there (bound at run time, a
  submodule, or listed in ``__all__`` of a module with a ``__getattr__``);
* a method: the client has the same ``client.<resource>.<method>``;
* an argument of a method, a client constructor or ``with_options``/``copy`` keyword: the
  new function has a parameter of that name (or takes ``**kwargs``);
* an exception: the new package exports an exception class of that name;
* an environment variable: the new package reads it (its name is a string of its code).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from .model import Inventory, Keyword
from .pysource import Package, string_constants

EXIT_LOST = 1


@dataclass(frozen=True)
class Item:
    """One old surface item: ``kind`` (``module``, ``name``, ``method``, ``argument``,
    ``client-keyword``, ``exception``, ``env``), ``place`` (how code names it), ``kept``, and
    ``where`` in the old tree."""

    kind: str
    place: str
    kept: bool
    where: str = ""


@dataclass(frozen=True)
class MigrationReport:
    """Every item, in a fixed order (by kind, then place), and both sides' labels."""

    old: str
    new: str
    items: tuple[Item, ...]

    @property
    def lost(self) -> list[Item]:
        return [i for i in self.items if not i.kept]

    @property
    def exit_code(self) -> int:
        """0 when everything is kept, 1 when anything is lost."""
        return EXIT_LOST if self.lost else 0

    def counts(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for i in self.items:
            c = out.setdefault(i.kind, {"kept": 0, "lost": 0})
            c["kept" if i.kept else "lost"] += 1
        return out

    def text(self) -> str:
        """Summary per kind, then each lost item (``LOST  kind  place  [file:line]``)."""
        kept = len(self.items) - len(self.lost)
        lines = [f"migration from {self.old} to {self.new}: {kept} of {len(self.items)} kept, {len(self.lost)} lost"]
        for kind, c in self.counts().items():
            lines.append(f"  {kind:<15} {c['kept'] + c['lost']:>5}: kept {c['kept']}, lost {c['lost']}")
        for i in self.lost:
            lines.append(f"LOST  {i.kind:<15} {i.place}" + (f"  [{i.where}]" if i.where else ""))
        return "\n".join(lines) + "\n"

    def json(self) -> str:
        data = {"old": self.old, "new": self.new, "kept": len(self.items) - len(self.lost), "lost": len(self.lost), "counts": self.counts(), "items": [asdict(i) for i in self.items]}
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


_KINDS = ("module", "name", "method", "argument", "client-keyword", "exception", "env")


def _takes(keywords: tuple[Keyword, ...], positional: tuple[str, ...], name: str) -> bool:
    """Whether a function with these parameters accepts ``name`` (by name, or ``**kwargs``)."""
    return name in positional or any(k.name == name or k.kind == "varkw" for k in keywords)


def _new_package(new_root: Path, new: Inventory) -> Package:
    return Package(new_root / new.package_dir, new_root)


def compare_surfaces(old: Inventory, new: Inventory, new_root: Path, old_label: str, new_label: str) -> MigrationReport:
    """The migration report (module docstring).

    Args:
        old: the old SDK's inventory.
        new: the new package's inventory.
        new_root: the new package's folder (its ``pyproject.toml``), for the static checks.
        old_label / new_label: how the report names the sides.

    Returns:
        The report.
    """
    pkg = _new_package(new_root, new)
    items: list[Item] = []
    for pm in old.modules:
        module = pm.module  # under another import name, every path is lost
        exists = pkg.module_file(module) is not None
        items.append(Item("module", pm.module, exists))
        for name in pm.names:
            items.append(Item("name", f"{pm.module}.{name}", exists and pkg.importable(module, name)))
    new_methods = {m.call: m for m in new.methods}
    for m in old.methods:
        target = new_methods.get(m.call)
        items.append(Item("method", f"{m.call}()", target is not None, m.where))
        for arg in m.positional:
            kept = target is not None and _takes(target.keywords, target.positional, arg)
            items.append(Item("argument", f"{m.call}({arg})", kept, m.where))
        for k in m.keywords:
            if k.kind in ("var", "varkw"):
                continue
            kept = target is not None and _takes(target.keywords, target.positional, k.name)
            items.append(Item("argument", f"{m.call}({k.name}=...)", kept, m.where))
    for old_cls, new_cls in ((old.client.sync, new.client.sync), (old.client.async_, new.client.async_)):
        if old_cls is None:
            continue
        same = new_cls is not None and new_cls.name == old_cls.name
        for fn, kws, new_kws in (("", old_cls.keywords, new_cls.keywords if same and new_cls else ()), (".with_options", old_cls.copy_keywords, new_cls.copy_keywords if same and new_cls else ())):
            for k in kws:
                if k.kind in ("var", "varkw"):
                    continue
                kept = _takes(tuple(new_kws), (), k.name)
                items.append(Item("client-keyword", f"{old_cls.name}{fn}({k.name}=...)", kept, old_cls.where))
    new_exceptions = {e.name for e in new.exceptions}
    for e in old.exceptions:
        items.append(Item("exception", f"{old.import_name}.{e.name}", e.name in new_exceptions and pkg.importable(new.import_name, e.name), e.where))
    strings = set()
    for module in pkg.modules():
        strings |= {s for s, _line in string_constants(pkg.tree(module))}
    for filled, var in old.client.env:
        items.append(Item("env", f"{var} ({filled})", var in strings))
    order = {k: i for i, k in enumerate(_KINDS)}
    unique = {(i.kind, i.place): i for i in items}
    return MigrationReport(old_label, new_label, tuple(sorted(unique.values(), key=lambda i: (order[i.kind], i.place))))


def new_side(arg: str | None, config: str | None, package_name: str | None, folder: Path) -> tuple[Path, str]:
    """The new package's folder for the report: a generated package folder (``pyproject.toml``
    beside ``src/``) as it is, else the configuration (``arg``: a file or a folder holding
    ``sdkgen.yaml``; default ``--config`` or ``./sdkgen.yaml``) or an OpenAPI file (with
    ``package_name``) rendered without formatting into ``folder``.

    Returns:
        ``(package folder, label)``.

    Raises:
        SpecError: bad input (file and pointer named).
    """
    from ..configure import load_config
    from ..diff.sides import spec_config
    from ..errors import SpecError
    from ..pipeline import render_unformatted

    target = Path(arg) if arg else Path(config or "sdkgen.yaml")
    if target.is_dir() and (target / "pyproject.toml").is_file() and (target / "src").is_dir():
        return target, arg or str(target)
    if target.is_dir():
        target = target / (config or "sdkgen.yaml")
    if not target.is_file():
        raise SpecError("no such configuration, OpenAPI file or generated package", file=str(target))
    from ..parse import parse_file

    data = parse_file(target, target.name)
    if isinstance(data, dict) and "openapi" in data:
        cfg = spec_config(target.resolve(), package_name or "sdk")
    else:
        cfg = load_config(target)
    _api, files = render_unformatted(cfg)
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder, f"{target} (package {cfg.package.name})"
