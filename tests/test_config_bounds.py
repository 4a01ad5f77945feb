"""Configuration that could exhaust the machine or weaken a client (issue 26 items 3, 5):
``patches:`` whose ``copy`` operations grow the document without bound."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

from tests._generate import ACME_SPEC

ROOT = Path(__file__).resolve().parent.parent


def _limit_memory() -> None:  # an unbounded run dies of MemoryError quickly instead of swapping the machine
    resource.setrlimit(resource.RLIMIT_AS, (1536 * 2**20, 1536 * 2**20))


def sdkgen(base: Path, config: dict[str, Any]) -> subprocess.CompletedProcess[str]:
    (base / "spec.yaml").write_text(yaml.safe_dump(ACME_SPEC))
    (base / "sdkgen.yaml").write_text(yaml.safe_dump({"specs": ["spec.yaml"], "output": "out", "package": {"name": "acme_sdk"}, **config}))
    return subprocess.run(
        [sys.executable, "-m", "generator", "generate"],
        cwd=base, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=_limit_memory, timeout=300,
    )


def test_copy_patches_that_double_the_document_are_refused_naming_the_patch(tmp_path: Path) -> None:
    patches: list[dict[str, Any]] = [{"op": "add", "path": "/x-blob", "value": {"a": [1, 2, 3, 4, 5, 6, 7, 8]}}]
    patches += [{"op": "copy", "from": "/x-blob", "path": f"/x-blob/c{i}"} for i in range(24)]
    assert len(yaml.safe_dump(patches)) < 3000
    r = sdkgen(tmp_path, {"patches": patches})
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr and "MemoryError" not in r.stderr, r.stderr
    assert "patches[" in r.stderr and "(copy /x-blob/c" in r.stderr and "copy of /x-blob" in r.stderr and "larger than" in r.stderr, r.stderr
    assert not (tmp_path / "out").exists()
    # a few copies of a part of the specs are fine
    r = sdkgen(tmp_path, {"patches": patches[:4]})
    assert r.returncode == 0, r.stderr
