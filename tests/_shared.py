"""Where the read-only shared inputs are: ``../shared`` beside the repository (CI and the
developers' machines), or the folder ``SDKGEN_SHARED`` names; a fresh clone has none.

Every test that reads them goes through :func:`shared` and skips, with the reason, when the
file is absent (:func:`shared_or_skip`), or falls back to the copy the repository holds
(``tests/corpus/...``).  ``SDKGEN_SHARED=/nonexistent`` runs the suite as a fresh clone would.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("SDKGEN_SHARED") or ROOT.parent / "shared")


def shared(*parts: str) -> Path:
    """The path ``parts`` of the shared inputs (it may not exist)."""
    return SHARED.joinpath(*parts)


def shared_or_skip(*parts: str) -> Path:
    """The path ``parts`` of the shared inputs; skips the test, saying so, when it is absent."""
    path = shared(*parts)
    if not path.exists():
        pytest.skip(f"{path} is absent (the shared inputs are kept next to the repository, or where SDKGEN_SHARED says)")
    return path


def corpus_spec(name: str) -> Path:
    """A spec of ``corpus/specs``: the shared one, else the repository's copy in
    ``tests/corpus/specs``; skips when neither has it."""
    for path in (shared("corpus", "specs", name), ROOT / "tests" / "corpus" / "specs" / name):
        if path.is_file():
            return path
    pytest.skip(f"corpus/specs/{name} is absent from {SHARED} and tests/corpus/specs")
