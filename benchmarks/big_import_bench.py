"""Cold import of a package generated from a big spec (issue 18 section 5): the OpenAI spec
(``../shared/corpus/specs/openai-3.1.yaml``, 1,400+ component schemas) against
``import httpx, pydantic``, in the same run, interleaved.

``python benchmarks/big_import_bench.py [--reps N]`` prints the table and writes
``benchmarks/results/big_import.json``; ``run.py`` calls :func:`run` and adds the rows to
``latest.md``.

The package is generated into ``benchmarks/.work/big-import/`` by this checkout's ``sdkgen``
(regenerated when the generator, its templates or the spec change: a stamp of their hashes).
Figures, each the median of fresh ``python -c`` processes minus ``python -c pass``:

* ``import openai_sdk`` (target: at most 1.5x ``import httpx, pydantic``): the top-level
  module loads the runtime and the client; types and resources load on first use;
* ``from openai_sdk.types import CreateChatCompletionResponse`` and the first client call's
  resource (``Openai(api_key_auth=...).chat.completions``), for information: what first use costs.
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import common
from common import ROOT, WORK, fmt, log, md_table, ratio, summary, verdict

SPEC = ROOT.parent / "shared" / "corpus" / "specs" / "openai-3.1.yaml"
OUT = WORK / "big-import" / "openai_sdk"
TARGET = 1.5
IMPORTS = {
    "pass": "pass",
    "baseline": "import httpx, pydantic",
    "top": "import openai_sdk",
    "one_type": "from openai_sdk.types import CreateChatCompletionResponse",
    "resource": "import openai_sdk; openai_sdk.Openai(api_key_auth='k').chat.completions",
}


def _stamp() -> str:
    h = hashlib.sha256(SPEC.read_bytes())
    for folder in (ROOT / "generator", ROOT / "templates"):
        for f in sorted(folder.rglob("*")):
            if f.is_file() and f.suffix in (".py", ".j2"):
                h.update(f.relative_to(ROOT).as_posix().encode() + b"\0" + f.read_bytes())
    return h.hexdigest()


def prepare() -> dict[str, Any]:
    """Generate the package unless the stamp says it is current; its size."""
    stamp_file = OUT.parent / "stamp"
    stamp = _stamp()
    if not (stamp_file.exists() and stamp_file.read_text() == stamp and OUT.exists()):
        log("generating the OpenAI-spec package for the import benchmark")
        OUT.parent.mkdir(parents=True, exist_ok=True)
        sdkgen = ROOT / ".venv" / "bin" / "sdkgen"
        subprocess.run([str(sdkgen), "generate", str(SPEC), "--output", str(OUT), "--package-name", "openai_sdk"], check=True, capture_output=True)
        stamp_file.write_text(stamp)
    models = (OUT / "src" / "openai_sdk" / "types" / "_models.py").read_text(encoding="utf-8")
    return {"model_classes": models.count("\nclass "), "resource_modules": len(list((OUT / "src" / "openai_sdk" / "resources").glob("*.py"))) - 1}


def run(python: Path, reps: int = 11) -> dict[str, Any]:
    """The figures (see the module docstring) with every sample."""
    size = prepare()
    env = common.alt_env()
    env["PYTHONPATH"] = str(OUT / "src")
    for code in IMPORTS.values():  # bytecode compiled once, outside the measurement
        subprocess.run([str(python), "-c", code], env=env, check=True)
    samples: dict[str, list[float]] = {k: [] for k in IMPORTS}
    for rep in range(reps):
        keys = list(IMPORTS)
        keys = keys[rep % len(keys) :] + keys[: rep % len(keys)]
        for key in keys:
            t0 = time.perf_counter()
            subprocess.run([str(python), "-c", IMPORTS[key]], env=env, check=True)
            samples[key].append(time.perf_counter() - t0)
    med = {k: summary(v)["median"] for k, v in samples.items()}
    base = med["baseline"] - med["pass"]
    figures = {}
    for key, label in (
        ("top", "cold `import openai_sdk` (OpenAI spec), minus `python -c pass`"),
        ("one_type", "first use of one type: `from openai_sdk.types import CreateChatCompletionResponse`"),
        ("resource", "first use of a resource: `Openai(...).chat.completions`"),
    ):
        r = ratio(med[key] - med["pass"], base)
        figures[key] = {
            "label": label,
            "ours_ms": (med[key] - med["pass"]) * 1e3,
            "floor_ms": base * 1e3,
            "ratio": r,
            "target": TARGET if key == "top" else None,
            "verdict": verdict(r, TARGET) if key == "top" else "info",
        }
    return {"figures": figures, "package": size, "repetitions": reps, "samples_seconds": {k: summary(v) for k, v in samples.items()}, "imports": IMPORTS}


def table(result: dict[str, Any]) -> str:
    rows = [
        [
            f["label"],
            f"{fmt(f['ours_ms'])} ms",
            f"{fmt(f['floor_ms'])} ms (import httpx, pydantic)",
            f"**{fmt(f['ratio'])}x**",
            f"<= {fmt(f['target'], 1)}x" if f["target"] else "-",
            f["verdict"],
        ]
        for f in result["figures"].values()
    ]
    return md_table(["figure", "ours", "floor", "ours / floor", "target", "verdict"], rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=11)
    ap.add_argument("--python", type=Path, default=None, help="interpreter with httpx and pydantic (default: the alternatives' venv, as run.py)")
    args = ap.parse_args()
    result = run(args.python or common.alt_python(), args.reps)
    common.write_json(common.RESULTS / "big_import.json", result)
    print(table(result))


if __name__ == "__main__":
    main()
