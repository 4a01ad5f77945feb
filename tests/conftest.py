"""Shared fixtures.

The generated package under test is the committed ``generated/sambanova_sdk`` tree (the golden
test proves it is exactly what the generator produces); its ``src`` folder is put on
``sys.path`` so no install step can leave a stale copy.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "generated" / "sambanova_sdk"
SHARED = ROOT.parent / "shared"
CASES = SHARED / "corpus" / "cases"

if str(GENERATED / "src") not in sys.path:
    sys.path.insert(0, str(GENERATED / "src"))


@pytest.fixture(autouse=True)
def _no_real_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never see the developer's real key, base URL or log level."""
    for name in ("SAMBANOVA_API_KEY", "SAMBANOVA_BASE_URL", "SAMBANOVA_LOG"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture()
def root() -> Path:
    """The project root."""
    return ROOT


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    """Runs a behaviour test of the generated client once with ``SambaNova`` and once with
    ``AsyncSambaNova`` (see ``tests/_client_support.py``)."""
    return str(request.param)
