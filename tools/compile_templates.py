"""Precompile the built-in templates into ``generator/render/templates_compiled.zip``
(``make compile-templates``), so that a run does not compile them (see
:mod:`generator.render.precompiled`).  Run it after editing anything under ``templates/``;
``tests/test_templates.py`` fails while the archive is stale.

It also writes ``generator/black_stable.txt``: the cache keys of the pieces of the built-in
runtime modules (rendered for both goldens and a few corpus specs) that black leaves unchanged,
which then skip black (:mod:`generator.format_pieces`; ``tests/test_format_pieces.py`` fails
while the file is stale).

Usage::

    python tools/compile_templates.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.format_pieces import STABLE_FILE
from generator.format_stable import compute_stable, rendered_runtime_modules, stable_file_text
from generator.render.environment import compile_builtin_templates
from generator.render.precompiled import ARCHIVE, entries


def main() -> None:
    compile_builtin_templates()
    print(f"{ARCHIVE.relative_to(ROOT)}: {len(entries(ARCHIVE)) - 1} templates")
    keys = compute_stable(rendered_runtime_modules(ROOT))
    STABLE_FILE.write_text(stable_file_text(keys), encoding="utf-8")
    print(f"{STABLE_FILE.relative_to(ROOT)}: {len(keys)} pieces black leaves unchanged")


if __name__ == "__main__":
    main()
