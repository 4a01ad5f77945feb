"""Precompile the built-in templates into ``generator/render/templates_compiled.zip``
(``make compile-templates``), so that a run does not compile them (see
:mod:`generator.render.precompiled`).  Run it after editing anything under ``templates/``;
``tests/test_templates.py`` fails while the archive is stale.

Usage::

    python tools/compile_templates.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.render.environment import compile_builtin_templates
from generator.render.precompiled import ARCHIVE, entries


def main() -> None:
    compile_builtin_templates()
    print(f"{ARCHIVE.relative_to(ROOT)}: {len(entries(ARCHIVE)) - 1} templates")


if __name__ == "__main__":
    main()
