"""Time of building the IR (``generator.ir.build.build_api``) against the number of operations.

``.venv/bin/python benchmarks/ir_bench.py [--sizes 1000 20000] [--reps 3] [--profile N]``

Runs in the project's ``.venv``, in one process.  For each size N, :func:`document` builds a
seeded synthetic OpenAPI 3.1 document with exactly N operations on a few shared schemas (the
stage is measured, not the schemas: the scaling benchmark of ``generator_bench.py`` covers
those), shaped like a REST API: groups of five operations, ``GET``/``POST /gK/items``,
``GET``/``DELETE /gK/items/{item_id}`` and ``POST /gK/items/{item_id}/archive`` (an action), so
every placement rule runs.  The document is loaded, merged and normalised untimed; each timed
sample is one ``build_api`` on a fresh deep copy of it (copied outside the timing).  Samples
are interleaved (1,000, 20,000, 1,000, 20,000, ... with the order rotated each round) and the
figure is the ratio of the medians, measured in the same run: linear time gives 20x, the target
is <= 25x.

``--profile N`` prints a cProfile summary (top 20 by own time) of one build at size N instead.
Prints a JSON summary as its last line of stdout.
"""

from __future__ import annotations

import argparse
import copy
import cProfile
import io
import json
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.configure import config_from_args
from generator.errors import Diagnostics
from generator.ir.build import build_api
from generator.normalise import NormaliseContext, normalise
from generator.pipeline import _load_and_merge

TARGET = 25.0


def document(n: int) -> dict[str, Any]:
    """A document with exactly ``n`` operations (see the module docstring); the same ``n``
    always gives the same document."""
    item = {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}, "name": {"type": "string"}, "size": {"type": "integer"}}}
    page = {"type": "object", "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}, "has_more": {"type": "boolean"}}}
    body = {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ItemCreate"}}}}
    create = {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "size": {"type": "integer"}}}

    def ok(ref: str) -> dict[str, Any]:
        return {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{ref}"}}}}}

    item_id = {"name": "item_id", "in": "path", "required": True, "schema": {"type": "string"}}
    limit = {"name": "limit", "in": "query", "schema": {"type": "integer"}}
    paths: dict[str, Any] = {}
    count = 0
    k = 0
    while count < n:
        g = f"/g{k}/items"
        ops = [
            (g, "get", {"operationId": f"listItems{k}", "parameters": [limit], "responses": ok("Page")}),
            (g, "post", {"operationId": f"createItem{k}", "requestBody": body, "responses": ok("Item")}),
            (g + "/{item_id}", "get", {"operationId": f"getItem{k}", "parameters": [item_id], "responses": ok("Item")}),
            (g + "/{item_id}", "delete", {"operationId": f"deleteItem{k}", "parameters": [item_id], "responses": {"204": {"description": "gone"}}}),
            (g + "/{item_id}/archive", "post", {"operationId": f"archiveItem{k}", "parameters": [item_id], "responses": ok("Item")}),
        ]
        for path, method, op in ops[: n - count]:
            paths.setdefault(path, {})[method] = op
            count += 1
        k += 1
    return {
        "openapi": "3.1.0",
        "info": {"title": "IR bench", "version": "1"},
        "servers": [{"url": "https://bench.test"}],
        "paths": paths,
        "components": {"schemas": {"Item": item, "Page": page, "ItemCreate": create}},
    }


def prepared(n: int, folder: Path) -> tuple[Any, Any, dict[str, Any]]:
    """Load, merge and normalise the size-``n`` document: ``(config, merged, normalised)``."""
    spec = folder / f"ops-{n}.json"
    spec.write_text(json.dumps(document(n)), encoding="utf-8")
    cfg = config_from_args([str(spec)], str(folder / "out"), "bench_sdk")
    merged = _load_and_merge(cfg)
    ctx = NormaliseContext(diagnostics=Diagnostics(), locate=merged.locate, operations=cfg.operations, origins=merged.origins)
    return cfg, merged, normalise(merged.content, ctx, cfg.disabled_passes)


def build_once(cfg: Any, merged: Any, doc: dict[str, Any]) -> float:
    """Seconds of one ``build_api`` on a copy of ``doc`` (the copy is not timed)."""
    fresh = copy.deepcopy(doc)
    t0 = time.perf_counter()
    api = build_api(fresh, cfg, Diagnostics(), merged.locate, sources=tuple(sorted(merged.files)))
    elapsed = time.perf_counter() - t0
    assert len(api.operations) == len(_ops(doc)), "operations lost"
    return elapsed


def _ops(doc: dict[str, Any]) -> list[tuple[str, str]]:
    return [(p, m) for p, item in doc["paths"].items() for m in item if m in ("get", "post", "put", "patch", "delete")]


def run(sizes: list[int], reps: int) -> dict[str, Any]:
    """Interleaved samples of every size; medians, per-operation times and the ratio of the
    largest to the smallest size (with the linear ratio it is compared with)."""
    with tempfile.TemporaryDirectory() as tmp:
        inputs = {n: prepared(n, Path(tmp)) for n in sizes}
        samples: dict[int, list[float]] = {n: [] for n in sizes}
        for _ in range(1):  # warm-up (imports, caches), not recorded
            build_once(*inputs[sizes[0]])
        for r in range(reps):
            order = sizes[r % len(sizes) :] + sizes[: r % len(sizes)]
            for n in order:
                samples[n].append(build_once(*inputs[n]))
    med = {n: statistics.median(v) for n, v in samples.items()}
    small, large = min(sizes), max(sizes)
    ratio = med[large] / med[small]
    return {
        "figure": f"building the IR, {small:,} -> {large:,} operations",
        "sizes": {str(n): {"median_s": med[n], "us_per_operation": med[n] / n * 1e6, "samples_s": samples[n]} for n in sizes},
        "ratio": ratio,
        "linear_ratio": large / small,
        "target": f"<= {TARGET:g}x",
        "verdict": "pass" if ratio <= TARGET else "fail",
        "repetitions": reps,
    }


def profile(n: int) -> str:
    """cProfile summary (top 20 by own time) of one build at size ``n``."""
    with tempfile.TemporaryDirectory() as tmp:
        cfg, merged, doc = prepared(n, Path(tmp))
        fresh = copy.deepcopy(doc)
        prof = cProfile.Profile()
        prof.enable()
        build_api(fresh, cfg, Diagnostics(), merged.locate, sources=tuple(sorted(merged.files)))
        prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(20)
    return out.getvalue()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 20000])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--profile", type=int, default=0, metavar="N")
    args = ap.parse_args()
    if args.profile:
        print(profile(args.profile))
        return
    result = run(sorted(args.sizes), args.reps)
    for n, s in result["sizes"].items():
        print(f"{int(n):>7,} operations: {s['median_s']:.2f} s ({s['us_per_operation']:.0f} us/operation)", file=sys.stderr)
    print(f"ratio {result['ratio']:.1f}x (linear: {result['linear_ratio']:.0f}x; target {result['target']}): {result['verdict']}", file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
