"""Issue 17 section 3, measured side by side in one run: the two renderers of the models
(``SDKGEN_MODELS_ENGINE=parser``, datamodel-code-generator's parser, and ``ir``, the models
built from the IR) against ``openapi-python-client`` 0.29.1.

``python benchmarks/engine_bench.py [--reps 3] [--openai-reps 1] [--sizes 1000,5000]``

Rows (each a cold run: empty cache, new output folder; interleaved, order rotated per round):
cold generation of the seven SambaNova files (opc: the unsplit file), of openai-3.1.yaml, and
the synthetic specs of ``synth.py`` (peak memory: the process tree's summed PSS, and the
largest single process's max RSS).  Writes ``results/engine.json`` and prints the table.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import common
import synth
from common import ROOT, measure, summary
from generator_bench import (
    GEN,
    OPENAI,
    SDKGEN,
    UNSPLIT,
    _env,
    _fresh,
    _opc,
    _opc_notes,
    prepare_sambanova,
)

ENGINES = ("parser", "ir")


def _ours(engine: str, argv: list[str], cwd: Path, cache: Path, *, sample: bool = False) -> common.Run:
    env = _env(_fresh(cache))
    env["SDKGEN_MODELS_ENGINE"] = engine
    if os.environ.get("SDKGEN_BENCH_SNAPSHOT"):  # a copy of generator/ and templates/ to measure
        env["PYTHONPATH"] = os.environ["SDKGEN_BENCH_SNAPSHOT"]
    return measure(argv, env=env, cwd=cwd, sample_rss=sample)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--openai-reps", type=int, default=1)
    ap.add_argument("--sizes", default="1000,5000")
    args = ap.parse_args()
    alt = common.alt_python()
    cfg = prepare_sambanova()
    base = cfg.parent
    runs: dict[str, list[common.Run]] = {}

    def add(key: str, r: common.Run) -> None:
        runs.setdefault(key, []).append(r)
        common.log(f"{key}: {'ok' if r.ok else 'FAILED'} {r.wall:.1f}s cpu {r.cpu:.1f}s rss {r.maxrss_mib} pss {r.tree_pss_peak_mib}")

    # warm-up (bytecode), untimed
    for engine in ENGINES:
        _ours(engine, [str(SDKGEN), "generate", "--config", str(cfg)], base, base / "cache")
    _opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out")

    jobs: list[tuple[str, Any]] = []
    for engine in ENGINES:
        jobs.append((f"sambanova/{engine}", lambda e=engine: _ours(e, [str(SDKGEN), "generate", "--config", str(cfg)], base, base / "cache")))
    jobs.append(("sambanova/opc", lambda: _opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out")))
    for rep in range(args.reps):
        order = jobs[rep % len(jobs) :] + jobs[: rep % len(jobs)]
        for key, job in order:
            add(key, job())
    oa_jobs: list[tuple[str, Any]] = []
    for engine in ENGINES:
        out = GEN / f"oa-{engine}" / "openai_sdk"
        oa_jobs.append(
            (
                f"openai/{engine}",
                lambda e=engine, o=out: _ours(e, [str(SDKGEN), "generate", str(OPENAI), "--output", str(_fresh(o)), "--package-name", "openai_sdk"], ROOT, GEN / "oa-cache"),
            )
        )
    oa_jobs.append(("openai/opc", lambda: _opc(alt, OPENAI, GEN / "opc-openai" / "out")))
    for rep in range(args.openai_reps):
        order = oa_jobs[rep % len(oa_jobs) :] + oa_jobs[: rep % len(oa_jobs)]
        for key, job in order:
            add(key, job())
    for n in (int(x) for x in args.sizes.split(",")):
        spec = synth.write(n, GEN / "synth" / f"synth-{n}.json")
        for engine in ENGINES:
            out = GEN / "synth" / f"out-{n}-{engine}" / "synth_sdk"
            add(f"synth{n}/{engine}", _ours(engine, [str(SDKGEN), "generate", str(spec), "--output", str(_fresh(out)), "--package-name", "synth_sdk"], ROOT, GEN / "synth" / "cache", sample=True))

    def med(key: str, attr: str = "wall") -> float | None:
        vals = [getattr(r, attr) for r in runs.get(key, []) if r.ok and getattr(r, attr) is not None]
        return summary(vals)["median"] if vals else None

    result: dict[str, Any] = {
        "started_utc": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": common.machine(),
        "runs": {k: [{"ok": r.ok, "wall_s": round(r.wall, 3), "cpu_s": round(r.cpu, 3), "maxrss_mib": r.maxrss_mib, "tree_pss_peak_mib": r.tree_pss_peak_mib} for r in v] for k, v in runs.items()},
        "opc_notes": {k: _opc_notes(v[0]) for k, v in runs.items() if k.endswith("/opc") and v},
    }
    rows = []
    for spec in ("sambanova", "openai"):
        for engine in ENGINES:
            ours, theirs = med(f"{spec}/{engine}"), med(f"{spec}/opc")
            rows.append([f"cold generation, {spec}, {engine}", common.fmt(ours, 2, " s"), common.fmt(theirs, 2, " s"), common.fmt(common.ratio(ours, theirs)) + "x"])
    sizes = [int(x) for x in args.sizes.split(",")]
    for engine in ENGINES:
        for n in sizes:
            pss, rss = med(f"synth{n}/{engine}", "tree_pss_peak_mib"), med(f"synth{n}/{engine}", "maxrss_mib")
            wall = med(f"synth{n}/{engine}")
            rows.append([f"{n} synthetic schemas, {engine}: wall / ms per schema / peak tree PSS / max RSS", common.fmt(wall, 1, " s"), common.fmt(None if wall is None else wall / n * 1e3, 2, " ms"), f"{common.fmt(pss, 0, ' MiB')} / {common.fmt(rss, 0, ' MiB')}"])
        if len(sizes) == 2:
            a, b = med(f"synth{sizes[0]}/{engine}"), med(f"synth{sizes[1]}/{engine}")
            if a and b:
                rows.append([f"per-schema time {sizes[0]} -> {sizes[1]}, {engine}", "", "", common.fmt((b / sizes[1]) / (a / sizes[0])) + "x"])
    result["table"] = common.md_table(["figure", "ours", "openapi-python-client / per schema", "ratio / memory"], rows)
    common.write_json(common.RESULTS / "engine.json", result)
    print(result["table"])
    print(json.dumps(result["opc_notes"]))


if __name__ == "__main__":
    main()
