"""The generator itself passes ruff (generator and tests) and mypy (the ``[tool.mypy]``
settings of ``pyproject.toml``), as ``make lint`` checks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


@pytest.mark.slow
def test_generator_type_checks() -> None:
    r = subprocess.run([str(BIN / "mypy"), "--no-incremental", "generator"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-4000:]


def test_generator_and_tests_pass_ruff() -> None:
    r = subprocess.run([str(BIN / "ruff"), "check", "generator", "tests"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-4000:]


def _generator_imports() -> dict[str, set[str]]:
    """Module of ``generator/`` (dotted) -> the modules of ``generator/`` it imports, at any
    level of the file (an import inside a function is still an edge)."""
    import ast

    modules = {}
    for path in (ROOT / "generator").rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        modules[name.removesuffix(".__init__")] = path
    edges: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            parts = package.split(".")
            base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else [])) if node.level else node.module or ""
            deps |= {m for m in (base, *(f"{base}.{a.name}" for a in node.names)) if m in modules and m != name}
        edges[name] = deps
    return edges


def test_the_generator_has_no_import_circle() -> None:
    """No module of ``generator/`` imports, however indirectly, one that imports it (issue 27:
    ``ir/fields.py`` and ``ir/types.py`` did, through an import inside a function)."""
    edges = _generator_imports()
    assert edges["generator.ir.fields"] >= {"generator.ir.types", "generator.ir.constraints"}  # the walk sees imports

    def reaches(start: str, goal: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            m = todo.pop()
            if m == goal:
                return True
            if m not in seen:
                seen.add(m)
                todo.extend(edges.get(m, ()))
        return False

    circles = sorted((a, b) for a, deps in edges.items() for b in deps if reaches(b, a) and not a.startswith(b + ".") and not b.startswith(a + "."))
    assert not circles, circles


def test_no_generator_module_grows_past_600_lines() -> None:
    """No module of ``generator/`` is over 600 lines (issue 27: the last four over it were split
    by job); one that would grow past it is split by job, not allowed more."""
    sizes = {str(p.relative_to(ROOT)): len(p.read_text(encoding="utf-8").splitlines()) for p in (ROOT / "generator").rglob("*.py")}
    over = {p: n for p, n in sizes.items() if n > 600}
    assert not over, f"modules over 600 lines (split them by job): {over}"
