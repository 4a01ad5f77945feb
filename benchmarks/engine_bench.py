"""Issue 17 section 3, its five figures measured side by side in one run: ``sdkgen generate``
against ``openapi-python-client`` 0.29.1, the synthetic scaling and peak memory, and the IR build.

``python benchmarks/engine_bench.py [--reps 3] [--openai-reps 1] [--sizes 1000,5000] [--ir-sizes 1000,20000] [--ir-reps 3]``
(an empty ``--sizes`` or ``--ir-sizes`` skips those rows)

Rows (each generation cold: empty cache, new output folder; interleaved, order rotated per
round): the seven SambaNova files (opc: the unsplit file) and openai-3.1.yaml, wall and CPU
(user + system of the process tree, ``wait4``); the regeneration after a one-operation change
of the SambaNova files (:func:`_regen`: an optional query parameter added to ``GET /models``,
regenerated into the output of an untimed cold run, with its cache), against opc's cold run; the synthetic specs of ``synth.py`` (wall, CPU,
peak memory: the process tree's summed PSS sampled every 50 ms and the largest single process's
max RSS); the IR build of ``ir_bench.py`` (a subprocess in the project's venv).  Writes
``results/engine.json`` and prints the table.  (Before issue 17's flip this compared two
renderers of the models; the old one is deleted, so only the current generator is measured.)
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
    PYTHON,
    SDKGEN,
    UNSPLIT,
    _env,
    _fresh,
    _opc,
    _opc_notes,
    prepare_sambanova,
)

TARGETS = {"sambanova": 1.5, "openai": 2.0, "regen": 0.3, "per_schema": 1.15, "memory_mib": 768.0}

# the one-operation change of the regeneration figure: an optional query parameter on
# `GET /models` (specs/models.yaml), inserted as text so that nothing else in the file moves
EDITED_SPEC = "specs/models.yaml"
EDIT_AT = "      operationId: getModelList\n"
EDIT = EDIT_AT + "      parameters:\n      - name: bench_filter\n        in: query\n        required: false\n        schema:\n          type: string\n"


def _regen(cfg: Path) -> common.Run:
    """The regeneration figure: untimed, a cold ``sdkgen generate`` of the SambaNova files
    (new output, empty cache) and the edit of :data:`EDIT`; timed, ``sdkgen generate`` again
    into the same output with the same cache (the 3-way merge reads the pristine store)."""
    base = cfg.parent
    spec = base / EDITED_SPEC
    original = (ROOT / EDITED_SPEC).read_text(encoding="utf-8")
    assert original.count(EDIT_AT) == 1, "the regeneration edit no longer applies"
    spec.write_text(original, encoding="utf-8")
    _fresh(base / "out")
    cache = _fresh(base / "regen-cache")
    first = _ours([str(SDKGEN), "generate", "--config", str(cfg)], base, cache, clear=False)
    if not first.ok:
        return first
    spec.write_text(original.replace(EDIT_AT, EDIT), encoding="utf-8")
    try:
        return _ours([str(SDKGEN), "generate", "--config", str(cfg)], base, cache, clear=False)
    finally:
        spec.write_text(original, encoding="utf-8")


def _ours(argv: list[str], cwd: Path, cache: Path, *, sample: bool = False, clear: bool = True) -> common.Run:
    env = _env(_fresh(cache) if clear else cache)
    # the generator of this checkout, even when the venv's editable install points elsewhere
    # (a copy of the tree measured while the original is being edited)
    env["PYTHONPATH"] = str(ROOT)
    return measure(argv, env=env, cwd=cwd, sample_rss=sample)


def _verdict(value: float | None, target: float) -> str:
    return "-" if value is None else ("met" if value <= target else "not met")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--openai-reps", type=int, default=1)
    ap.add_argument("--sizes", default="1000,5000")
    ap.add_argument("--ir-sizes", default="1000,20000")
    ap.add_argument("--ir-reps", type=int, default=3)
    args = ap.parse_args()
    alt = common.alt_python()
    cfg = prepare_sambanova()
    base = cfg.parent
    runs: dict[str, list[common.Run]] = {}
    load_start = os.getloadavg()

    def add(key: str, r: common.Run) -> None:
        runs.setdefault(key, []).append(r)
        common.log(f"{key}: {'ok' if r.ok else 'FAILED'} {r.wall:.1f}s cpu {r.cpu:.1f}s rss {r.maxrss_mib} pss {r.tree_pss_peak_mib} load {os.getloadavg()[0]:.1f}")

    # warm-up (bytecode), untimed
    _ours([str(SDKGEN), "generate", "--config", str(cfg)], base, base / "cache")
    _opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out")

    jobs: list[tuple[str, Any]] = [
        ("sambanova/ours", lambda: _ours([str(SDKGEN), "generate", "--config", str(cfg)], base, base / "cache")),
        ("sambanova/opc", lambda: _opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out")),
        ("sambanova/regen", lambda: _regen(cfg)),
    ]
    for rep in range(args.reps):
        for key, job in jobs[rep % len(jobs) :] + jobs[: rep % len(jobs)]:
            add(key, job())
    out = GEN / "oa-ours" / "openai_sdk"
    oa_jobs: list[tuple[str, Any]] = [
        ("openai/ours", lambda: _ours([str(SDKGEN), "generate", str(OPENAI), "--output", str(_fresh(out)), "--package-name", "openai_sdk"], ROOT, GEN / "oa-cache")),
        ("openai/opc", lambda: _opc(alt, OPENAI, GEN / "opc-openai" / "out")),
    ]
    for rep in range(args.openai_reps):
        for key, job in oa_jobs[rep % 2 :] + oa_jobs[: rep % 2]:
            add(key, job())
    sizes = [int(x) for x in args.sizes.split(",") if x]  # "" skips the synthetic specs
    for n in sizes:
        spec = synth.write(n, GEN / "synth" / f"synth-{n}.json")
        target = GEN / "synth" / f"out-{n}" / "synth_sdk"
        add(f"synth{n}", _ours([str(SDKGEN), "generate", str(spec), "--output", str(_fresh(target)), "--package-name", "synth_sdk"], ROOT, GEN / "synth" / "cache", sample=True))
    ir_sizes = [int(x) for x in args.ir_sizes.split(",") if x]  # "" skips the IR build
    ir_run = None if not ir_sizes else measure([str(PYTHON), str(ROOT / "benchmarks" / "ir_bench.py"), "--sizes", *map(str, ir_sizes), "--reps", str(args.ir_reps)], env=_env("off"), cwd=ROOT)
    try:
        ir = json.loads(ir_run.stdout.strip().splitlines()[-1]) if ir_run is not None and ir_run.ok else None
    except (ValueError, IndexError):
        ir = None
    common.log(f"IR build: {ir['ratio'] if ir else ('skipped' if ir_run is None else 'FAILED')}")

    def med(key: str, attr: str = "wall") -> float | None:
        vals = [getattr(r, attr) for r in runs.get(key, []) if r.ok and getattr(r, attr) is not None]
        return summary(vals)["median"] if vals else None

    result: dict[str, Any] = {
        "started_utc": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": common.machine(),
        "load_average_start_end": [round(load_start[0], 1), round(os.getloadavg()[0], 1)],
        "runs": {k: [{"ok": r.ok, "wall_s": round(r.wall, 3), "cpu_s": round(r.cpu, 3), "maxrss_mib": r.maxrss_mib, "tree_pss_peak_mib": r.tree_pss_peak_mib} for r in v] for k, v in runs.items()},
        "opc_notes": {k: _opc_notes(v[0]) for k, v in runs.items() if k.endswith("/opc") and v},
        "ir_build": ir,
    }
    rows: list[list[str]] = []
    for spec in ("sambanova", "openai"):
        wall = common.ratio(med(f"{spec}/ours"), med(f"{spec}/opc"))
        cpu = common.ratio(med(f"{spec}/ours", "cpu"), med(f"{spec}/opc", "cpu"))
        rows.append(
            [
                f"cold generation, {spec}: ours / opc, wall (CPU)",
                f"{common.fmt(med(f'{spec}/ours'), 2, ' s')} ({common.fmt(med(f'{spec}/ours', 'cpu'), 2, ' s')})",
                f"{common.fmt(med(f'{spec}/opc'), 2, ' s')} ({common.fmt(med(f'{spec}/opc', 'cpu'), 2, ' s')})",
                f"{common.fmt(wall)}x ({common.fmt(cpu)}x), target <= {TARGETS[spec]}x",
                _verdict(wall, TARGETS[spec]),
            ]
        )
    regen = common.ratio(med("sambanova/regen"), med("sambanova/opc"))
    rows.append(
        [
            "regeneration after a one-operation change (sambanova, cache and output of a cold run): ours / opc's cold run, wall (CPU)",
            f"{common.fmt(med('sambanova/regen'), 2, ' s')} ({common.fmt(med('sambanova/regen', 'cpu'), 2, ' s')})",
            f"{common.fmt(med('sambanova/opc'), 2, ' s')} ({common.fmt(med('sambanova/opc', 'cpu'), 2, ' s')})",
            f"{common.fmt(regen)}x ({common.fmt(common.ratio(med('sambanova/regen', 'cpu'), med('sambanova/opc', 'cpu')))}x), target <= {TARGETS['regen']}x",
            _verdict(regen, TARGETS["regen"]),
        ]
    )
    for n in sizes:
        pss, rss = med(f"synth{n}", "tree_pss_peak_mib"), med(f"synth{n}", "maxrss_mib")
        wall, cpu = med(f"synth{n}"), med(f"synth{n}", "cpu")
        rows.append(
            [
                f"{n:,} synthetic schemas: wall (CPU); peak tree PSS / largest max RSS",
                f"{common.fmt(wall, 1, ' s')} ({common.fmt(cpu, 1, ' s')})",
                "-",
                f"{common.fmt(pss, 0, ' MiB')} / {common.fmt(rss, 0, ' MiB')}" + (f", target < {TARGETS['memory_mib']:.0f} MiB" if n == max(sizes) else ""),
                _verdict(pss, TARGETS["memory_mib"]) if n == max(sizes) else "",
            ]
        )
    if len(sizes) == 2:
        a, b = med(f"synth{sizes[0]}", "cpu"), med(f"synth{sizes[1]}", "cpu")
        wa, wb = med(f"synth{sizes[0]}"), med(f"synth{sizes[1]}")
        per = (b / sizes[1]) / (a / sizes[0]) if a and b else None
        per_wall = (wb / sizes[1]) / (wa / sizes[0]) if wa and wb else None
        rows.append([f"per-schema time {sizes[0]:,} -> {sizes[1]:,}, CPU (wall)", "", "", f"{common.fmt(per)}x ({common.fmt(per_wall)}x), target <= {TARGETS['per_schema']}x", _verdict(per, TARGETS["per_schema"])])
    if ir is not None:
        rows.append([ir["figure"], " / ".join(f"{s['median_s']:.2f} s" for s in ir["sizes"].values()), "-", f"{ir['ratio']:.1f}x (linear {ir['linear_ratio']:.0f}x), target {ir['target']}", "met" if ir["verdict"] == "pass" else "not met"])
    result["table"] = common.md_table(["figure", "ours", "openapi-python-client", "ratio / memory", "verdict"], rows)
    common.write_json(common.RESULTS / "engine.json", result)
    print(result["table"])
    print(json.dumps({"opc_notes": result["opc_notes"], "load": result["load_average_start_end"]}))


if __name__ == "__main__":
    main()
