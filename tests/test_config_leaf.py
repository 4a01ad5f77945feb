"""``generator/config.py`` is a leaf (issue 17 section 4): it imports nothing of the generator,
so every stage (``normalise/schema.py``, the IR, ``errors.py``) may import its data classes
without closing an import cycle.  Reading and resolving a configuration is
``generator/configure.py``'s."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_config_has_no_import_of_the_generator() -> None:
    tree = ast.parse((ROOT / "generator" / "config.py").read_text(encoding="utf-8"))
    ours = [
        ast.unparse(node)
        for node in ast.walk(tree)  # function-level imports too
        if (isinstance(node, ast.ImportFrom) and (node.level > 0 or (node.module or "").split(".")[0] == "generator"))
        or (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "generator" for a in node.names))
    ]
    assert ours == []


def test_importing_config_loads_no_other_generator_module() -> None:
    code = "import sys, generator.config; print(sorted(m for m in sys.modules if m.startswith('generator.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.strip() == "['generator.config']"
