"""A cold generation of an ``allOf`` chain of 600 links against one of 60 (issue 26).

``.venv/bin/python benchmarks/allof_chain_bench.py [--sizes 60 600] [--reps 1]``

``S0`` is an object with ``p0``; ``S{i}: allOf [{$ref: S{i-1}}, {properties: {p{i}}}]``; one
``GET`` answers and one ``POST`` takes ``S{n-1}``.  Each sample is ``python -m generator
generate`` in a subprocess (``SDKGEN_CACHE_DIR=off``: no cache), the sizes interleaved, the
order rotated each round.  The figure is the ratio of the medians (linear time: 10x for 600
against 60; the target is <= 15x), with the package's lines and the models' field lines:
each class extends the one before and declares its own field (600 field lines; 180,000 when
every class copied its inherited fields, 750,000 lines of package and 110 s on 2 cores).
Nothing asserts a timing.  Prints a JSON summary as its last line and writes
``results/allof_chain.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TARGET = 15.0


def chain(n: int) -> dict[str, Any]:
    """The document of a chain of ``n`` components (see the module docstring)."""

    def ref(name: str) -> dict[str, str]:
        return {"$ref": f"#/components/schemas/{name}"}

    schemas: dict[str, Any] = {"S0": {"type": "object", "properties": {"p0": {"type": "string"}}}}
    for i in range(1, n):
        schemas[f"S{i}"] = {"allOf": [ref(f"S{i - 1}"), {"type": "object", "properties": {f"p{i}": {"type": "string"}}}]}
    body = {"content": {"application/json": {"schema": ref(f"S{n - 1}")}}}
    ok = {"200": {"description": "ok", **body}}
    return {
        "openapi": "3.0.3",
        "info": {"title": "Chain", "version": "1"},
        "servers": [{"url": "https://api.test"}],
        "paths": {"/r": {"get": {"operationId": "getR", "responses": ok}, "post": {"operationId": "postR", "requestBody": body, "responses": ok}}},
        "components": {"schemas": schemas},
    }


def generate(spec: Path, out: Path) -> float:
    """Seconds of one cold ``sdkgen generate`` of ``spec`` into ``out``."""
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "generator", "generate", str(spec), "-o", str(out), "-p", "chain"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        env={**os.environ, "SDKGEN_CACHE_DIR": "off"},
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs=2, default=[60, 600])
    parser.add_argument("--reps", type=int, default=1)
    args = parser.parse_args()
    sizes: list[int] = args.sizes
    samples: dict[int, list[float]] = {n: [] for n in sizes}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for n in sizes:
            (folder / f"chain{n}.json").write_text(json.dumps(chain(n)))
        for rep in range(args.reps):
            for n in sizes[rep % 2 :] + sizes[: rep % 2]:
                samples[n].append(generate(folder / f"chain{n}.json", folder / f"out{n}"))
                print(f"chain of {n}: {samples[n][-1]:.1f} s", file=sys.stderr)
        outputs: dict[int, dict[str, int]] = {}
        for n in sizes:
            files = list((folder / f"out{n}").rglob("*.py"))
            models = "".join(p.read_text() for p in files if re.fullmatch(r"_models(_\d+)?\.py", p.name))
            outputs[n] = {"lines": sum(len(p.read_text().splitlines()) for p in files), "field_lines": len(re.findall(r"^    p\d+: ", models, re.MULTILINE))}
    medians = {n: statistics.median(samples[n]) for n in sizes}
    ratio = medians[sizes[1]] / medians[sizes[0]]
    result = {
        "sizes": sizes,
        "seconds": {str(n): samples[n] for n in sizes},
        "median_seconds": {str(n): round(medians[n], 2) for n in sizes},
        "ratio": round(ratio, 2),
        "target": TARGET,
        "verdict": "ok" if ratio <= TARGET else "over",
        "output": {str(n): outputs[n] for n in sizes},
    }
    (ROOT / "benchmarks" / "results").mkdir(exist_ok=True)
    (ROOT / "benchmarks" / "results" / "allof_chain.json").write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
