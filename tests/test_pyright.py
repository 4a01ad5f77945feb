"""Vendored code is checked with its users' type checker too: besides ``mypy --strict``, the
generated packages pass pyright (pinned in ``package.json``, installed by ``npm ci`` like
Prism) with no error in strict mode - and so in basic mode -, for Python 3.10, their lowest.

Here the SambaNova package, with the settings its own ``pyproject.toml`` declares (what a
user's pyright reads) and in basic mode; every corpus package (``test_corpus_specs.py``) and
the property tests' packages (``test_properties.py``) go through the same strict run in
``_generate.check_packages``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from _generate import pyright_errors

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated" / "sambanova_sdk"


def test_the_package_declares_pyright_strict_for_its_lowest_python() -> None:
    project = tomllib.loads((GENERATED / "pyproject.toml").read_text())
    assert project["project"]["requires-python"] == ">=3.10"
    assert project["tool"]["pyright"] == {"include": ["src"], "pythonVersion": "3.10", "typeCheckingMode": "strict"}


def test_the_package_passes_pyright_with_its_own_strict_settings() -> None:
    errors = pyright_errors([], project=GENERATED)
    assert errors == [], "\n".join(errors)


def test_the_package_passes_pyright_basic() -> None:
    errors = pyright_errors([GENERATED / "src"], "basic")
    assert errors == [], "\n".join(errors)
