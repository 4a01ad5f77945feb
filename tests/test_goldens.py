"""Golden test: the committed ``generated/`` tree is exactly what ``sdkgen generate`` produces.

On a difference the test fails with a unified diff; refresh the goldens with ``make goldens``
(never done by the test run itself).  Also covered here: determinism across input order and
hash seeds, and ``sdkgen check`` (exit 0 when in sync, 1 with a diff after a spec change).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from generator.configure import load_config
from generator.pipeline import compare, generate
from generator.write import read_tree

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "generated" / "sambanova_sdk"


def _config_copy(tmp_path: Path, reverse: bool = False) -> Path:
    """A copy of sdkgen.yaml + specs in ``tmp_path`` (output inside it)."""
    data = yaml.safe_load((ROOT / "sdkgen.yaml").read_text())
    (tmp_path / "specs").mkdir()
    for spec in data["specs"]:
        shutil.copy(ROOT / spec, tmp_path / spec)
    if reverse:
        data["specs"] = list(reversed(data["specs"]))
    (tmp_path / "sdkgen.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    return tmp_path / "sdkgen.yaml"


def test_committed_output_matches_fresh_generation(tmp_path: Path) -> None:
    cfg = load_config(_config_copy(tmp_path))
    generate(cfg)
    report = compare(read_tree(cfg.output), read_tree(GOLDEN), label="generated/sambanova_sdk")
    assert report.clean, (
        f"generated/sambanova_sdk differs from a fresh generation ({report.summary()}).\n"
        f"If the change is intended, run `make goldens` and commit the result.\n\n{report.diff}"
    )


def test_output_is_independent_of_input_order_and_hash_seed(tmp_path: Path) -> None:
    outputs = []
    for i, (reverse, seed) in enumerate([(False, "1"), (True, "4242")]):
        base = tmp_path / f"run{i}"
        base.mkdir()
        config = _config_copy(base, reverse=reverse)
        env = {**os.environ, "PYTHONHASHSEED": seed, "SDKGEN_CACHE_DIR": "off"}
        subprocess.run([sys.executable, "-m", "generator", "generate", "--config", str(config)], check=True, env=env, capture_output=True)
        outputs.append(read_tree(base / "generated" / "sambanova_sdk"))
    assert outputs[0] == outputs[1]
    assert outputs[0] == read_tree(GOLDEN)


def test_check_passes_in_sync_and_fails_after_a_description_change(tmp_path: Path) -> None:
    config = _config_copy(tmp_path)
    shutil.copytree(GOLDEN, tmp_path / "generated" / "sambanova_sdk")
    ok = subprocess.run([sys.executable, "-m", "generator", "check", "--config", str(config)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    assert "up to date" in ok.stderr
    spec = tmp_path / "specs" / "chat-completions.yaml"
    text = spec.read_text()
    assert "A list of messages comprising the conversation so far." in text
    spec.write_text(text.replace("A list of messages comprising the conversation so far.", "The conversation so far."))
    bad = subprocess.run([sys.executable, "-m", "generator", "check", "--config", str(config)], capture_output=True, text=True)
    assert bad.returncode == 1
    assert "out of date" in bad.stderr
    assert "-        messages: A list of messages comprising the conversation so far." in bad.stdout or "The conversation so far." in bad.stdout


@pytest.mark.slow
def test_generated_package_passes_mypy_strict_and_ruff() -> None:
    src = GOLDEN / "src" / "sambanova_sdk"
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-version", "3.10", "--no-incremental", str(src)],
        capture_output=True,
        text=True,
        cwd=GOLDEN,
    )
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr
    ruff = subprocess.run([sys.executable, "-m", "ruff", "check", "src"], capture_output=True, text=True, cwd=GOLDEN)
    assert ruff.returncode == 0, ruff.stdout + ruff.stderr


def test_model_module_defines_exactly_the_ir_schemas() -> None:
    """Every schema name the templates refer to exists in types/_models.py, and
    datamodel-code-generator invented no other public name."""
    import re

    from generator.pipeline import build_ir_only

    api, _, _, _ = build_ir_only(load_config(ROOT / "sdkgen.yaml"))
    src = (GOLDEN / "src" / "sambanova_sdk" / "types" / "_models.py").read_text()
    defined = set(re.findall(r"^class (\w+)\(", src, re.MULTILINE)) | set(re.findall(r"^(\w+) = TypeAliasType", src, re.MULTILINE))
    assert defined == {m.name for m in api.models}


def test_ruff_passes_on_the_whole_package_folder() -> None:
    """``ruff check .`` in the package folder, as a user runs it, passes: the usage corpus
    (``.sdkgen/usage/usage.py``, deliberately unsorted imports) is excluded by the package's
    own ``[tool.ruff]`` (before: 88 errors from it)."""
    ruff = Path(sys.executable).parent / "ruff"
    r = subprocess.run([str(ruff), "check", "--no-cache", "."], cwd=GOLDEN, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-3000:]
