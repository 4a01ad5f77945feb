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
