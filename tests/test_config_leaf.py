"""``generator/config/`` is a leaf (issue 17 section 4): it imports nothing of the generator
outside itself, so every stage (``normalise/schema.py``, the IR, ``errors.py``) may import its
data classes without closing an import cycle.  Reading and resolving a configuration is
``generator/configure.py``'s.  (Issue 27 made the module a package, one module per section.)"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_config_has_no_import_of_the_generator() -> None:
    files = sorted((ROOT / "generator" / "config").glob("*.py"))
    assert len(files) > 1 and not (ROOT / "generator" / "config.py").exists()
    ours = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        ours += [
            f"{path.name}: {ast.unparse(node)}"
            for node in ast.walk(tree)  # function-level imports too
            # a relative import of level 1 stays inside the package; anything else reaches out
            if (isinstance(node, ast.ImportFrom) and (node.level > 1 or (node.level == 0 and (node.module or "").split(".")[0] == "generator")))
            or (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "generator" for a in node.names))
        ]
    assert ours == []


def test_importing_config_loads_no_other_generator_module() -> None:
    code = "import sys, generator.config; print(sorted(m for m in sys.modules if m.startswith('generator.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    loaded = ast.literal_eval(out.strip())
    assert "generator.config" in loaded and all(m == "generator.config" or m.startswith("generator.config.") for m in loaded), loaded
