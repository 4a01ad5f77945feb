"""A Stainless SDK nobody here tuned on: the PyPI sdist of ``together`` 3.1.1 (downloaded at
run time with pip, never committed), adopted onto the public Together spec of the corpus
(``../shared/corpus/specs/together.yaml``, not necessarily the version the SDK was generated
from), then ``sdkgen diff --surface``.  About three minutes (the spec is 13,000 lines); skips
with its reason when the spec or the download is not available.  The floors are the figures
measured (README, "Adopting an existing SDK"): raise them as the layout work lands.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

from tests._shared import corpus_spec

ROOT = Path(__file__).resolve().parent.parent

METHODS_IN_SDK = 179
OPERATIONS_MATCHED_FLOOR = 78  # the others are not in this version of the public spec
METHODS_KEPT_FLOOR = 88

pytestmark = pytest.mark.slow


def _sdist(folder: Path) -> Path:
    r = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "together==3.1.1", "-d", str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    archives = sorted(folder.glob("together-3.1.1.tar.gz"))
    if r.returncode != 0 or not archives:
        pytest.skip(f"cannot download the together 3.1.1 sdist: {r.stderr.strip()[-300:]}")
    with tarfile.open(archives[0]) as tar:
        tar.extractall(folder, filter="data")
    return folder / "together-3.1.1"


def test_together_sdk_adopted_and_compared(tmp_path: Path) -> None:
    spec = corpus_spec("together.yaml")
    old = _sdist(tmp_path)
    config = tmp_path / "sdkgen.yaml"
    config.write_text(yaml.safe_dump({"specs": [str(spec)], "output": "out/together", "package": {"name": "together_sdk"}}))
    env = {**os.environ}
    adopted = subprocess.run([sys.executable, "-m", "generator", "adopt", str(old)], cwd=tmp_path, capture_output=True, text=True, env=env)
    assert adopted.returncode == 0, adopted.stderr
    data = yaml.safe_load(config.read_text())
    assert data["package"]["name"] == "together"
    assert data["client"]["class_name"] == "Together" and data["client"]["async_class_name"] == "AsyncTogether"
    placed = [op for op in data["operations"].values() if "resource" in op]
    print(f"together: {len(placed)} of {METHODS_IN_SDK} methods matched to operations")
    assert len(placed) >= OPERATIONS_MATCHED_FLOOR
    report = subprocess.run([sys.executable, "-m", "generator", "diff", "--surface", str(old), "--format", "json"], cwd=tmp_path, capture_output=True, text=True, env=env)
    assert report.returncode == 1, report.stderr  # the public spec lacks some of the SDK's operations
    counts = json.loads(report.stdout)["counts"]
    print(f"together: diff --surface {counts}")
    assert counts["method"]["kept"] + counts["method"]["lost"] == METHODS_IN_SDK
    assert counts["method"]["kept"] >= METHODS_KEPT_FLOOR
