"""Profile one cold generator run with cProfile and write a short text summary.

``python benchmarks/profile_generator.py NAME OUT.txt (--config FILE | SPEC --package-name P)``

Runs in the project's ``.venv``.  The formatter cache is a fresh empty folder (a cold run), and
only the pipeline up to formatting is profiled (``generator.pipeline.run``: nothing is written).
The summary has the time per pipeline stage (cumulative time of each stage's entry function),
the top 15 entries by cumulative time and the top 15 by own time.  A run that fails still
gets its profile up to the failure, with the error.  The last line of stdout is a JSON summary.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

STAGES = (  # (stage, module file suffix, function)
    ("load", "generator/load.py", "load_documents"),
    ("merge", "generator/merge.py", "merge_documents"),
    ("normalise", "generator/normalise/__init__.py", "normalise"),
    ("build IR", "generator/ir/build.py", "build_api"),
    ("render (templates)", "generator/render/package.py", "render_package"),
    ("render (models, from the IR)", "generator/render/models.py", "render_models"),
    ("tidy", "generator/tidy.py", "tidy"),
    ("format (black)", "generator/format.py", "format_files"),
    ("all black.format_str calls", "~", "<built-in method black.format_str>"),
)


def _short(path: str) -> str:
    for marker in ("site-packages/", str(ROOT) + "/"):
        if marker in path:
            return path.split(marker, 1)[1]
    stdlib = os.path.dirname(os.__file__) + "/"
    if path.startswith(stdlib):
        return "stdlib/" + path[len(stdlib) :]
    return path


def _entries(stats: pstats.Stats, key: str, limit: int) -> list[dict[str, Any]]:
    raw = stats.stats  # type: ignore[attr-defined]
    idx = {"cumulative": 3, "tottime": 2}[key]
    rows = sorted(raw.items(), key=lambda kv: kv[1][idx], reverse=True)
    out = []
    for (file, line, func), (cc, nc, tt, ct, _callers) in rows:
        if file.startswith("<frozen") or func in ("<module>", "exec") or "click/core.py" in file:
            continue
        out.append(
            {
                "function": f"{_short(file)}:{line}({func})",
                "calls": nc,
                "tottime_s": round(tt, 3),
                "cumtime_s": round(ct, 3),
            }
        )
        if len(out) == limit:
            break
    return out


def _stage_times(stats: pstats.Stats) -> list[dict[str, Any]]:
    raw = stats.stats  # type: ignore[attr-defined]
    out = []
    for stage, file_suffix, func in STAGES:
        total = None
        for (file, _line, name), (_cc, _nc, _tt, ct, _callers) in raw.items():
            if name == func and (file == file_suffix or file.endswith(file_suffix)):
                total = (total or 0.0) + ct
        out.append({"stage": stage, "cumtime_s": None if total is None else round(total, 3)})
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("out", type=Path)
    ap.add_argument("spec", nargs="?")
    ap.add_argument("--config")
    ap.add_argument("--package-name")
    args = ap.parse_args()

    from generator.configure import config_from_args, load_config
    from generator.pipeline import run

    with tempfile.TemporaryDirectory(prefix="sdkgen-profile-") as tmp:
        os.environ["SDKGEN_CACHE_DIR"] = str(Path(tmp) / "cache")
        if args.config:
            cfg = load_config(Path(args.config))
        else:
            cfg = config_from_args(
                [args.spec], str(Path(tmp) / "out" / args.package_name), args.package_name, None
            )
        prof = cProfile.Profile()
        error = None
        t0 = time.perf_counter()
        prof.enable()
        try:
            run(cfg)
        except Exception as exc:  # noqa: BLE001 - a failure is part of the report
            tb = traceback.extract_tb(exc.__traceback__)
            ours = [f for f in tb if f.filename.startswith(str(ROOT / "generator"))]
            error = {
                "error": f"{type(exc).__name__}: {exc}",
                "innermost_frames": [
                    f"{_short(f.filename)}:{f.lineno} in {f.name}" for f in tb[-3:]
                ],
                "innermost_generator_frames": [
                    f"{_short(f.filename)}:{f.lineno} in {f.name}: {f.line}" for f in ours[-3:]
                ],
            }
        finally:
            prof.disable()
        wall = time.perf_counter() - t0

    stats = pstats.Stats(prof)
    summary = {
        "name": args.name,
        "wall_s_under_profiler": round(wall, 2),
        "error": error,
        "stages": _stage_times(stats),
        "top_cumulative": _entries(stats, "cumulative", 15),
        "top_tottime": _entries(stats, "tottime", 15),
    }
    buf = io.StringIO()
    buf.write(f"# cProfile of a cold generator run: {args.name}\n\n")
    buf.write(
        f"wall time under the profiler: {wall:.2f} s (profiling slows Python code, not black's compiled code)\n"
    )
    if error:
        buf.write(f"\nRUN FAILED: {error['error']}\n")
        for f in error["innermost_generator_frames"] + ["..."] + error["innermost_frames"]:
            buf.write(f"  at {f}\n")
    buf.write("\n## time per stage (cumulative seconds)\n\n")
    for s in summary["stages"]:
        buf.write(f"{s['cumtime_s'] if s['cumtime_s'] is not None else '-':>10}  {s['stage']}\n")
    for key, title in (
        ("top_cumulative", "top 15 by cumulative time"),
        ("top_tottime", "top 15 by own time"),
    ):
        buf.write(f"\n## {title}\n\n{'cumtime':>9} {'tottime':>9} {'calls':>9}  function\n")
        for e in summary[key]:
            buf.write(
                f"{e['cumtime_s']:>9.3f} {e['tottime_s']:>9.3f} {e['calls']:>9}  {e['function']}\n"
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(buf.getvalue(), encoding="utf-8")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
