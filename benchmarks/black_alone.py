"""black alone on a generator run's output: the floor the generator's own time is compared with.

``python benchmarks/black_alone.py SPEC... [--package-name P]`` runs the pipeline up to (and
not including) formatting, untimed: the rendered modules and the models module, exactly the text
``sdkgen generate`` hands to black (imports sorted, long lines prewrapped).  Then, timed, it
formats all of them with black the way the generator does (the same pieces, a process pool of
one worker per core, started inside the timing, no cache) and prints one JSON line: ``{"black_s": ..., "modules": ..., "lines": ...}``.
The ratio of a cold ``sdkgen generate`` to this is the generator's overhead over its formatter
("our overhead hidden" when it is close to 1): everything else the generator does - reading,
normalising, building the IR, rendering, the model generator, checking - must hide behind
black's time on the same cores.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    """Parse arguments, build the unformatted modules, time black on them, print JSON."""
    os.environ["SDKGEN_CACHE_DIR"] = "off"
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--package-name", default="bench_sdk")
    args = parser.parse_args()

    from generator import pipeline
    from generator.configure import config_from_args
    from generator.errors import Diagnostics
    from generator.format import Formatter, prewrap
    from generator.render import header_text, models_path, render_package
    from generator.render.models import render_models
    from generator.tidy import tidy

    cfg = config_from_args(args.specs, str(ROOT / "benchmarks" / ".work" / "black-alone-out"), args.package_name)
    merged = pipeline._load_and_merge(cfg)
    api, _document = pipeline._build(cfg, merged, Diagnostics())
    files = {k: prewrap(tidy(v)) for k, v in render_package(api).items() if k.endswith(".py")}
    files[models_path(api)] = prewrap(tidy(render_models(api, f"# {header_text(api)}")))

    start = time.perf_counter()
    pool = pipeline.process_pool()
    try:
        formatter = Formatter(None, pool)
        for path, text in files.items():
            formatter.add(path, text)
        out = formatter.result()
    finally:
        if pool is not None:
            pool.shutdown(wait=True)
    black_s = time.perf_counter() - start
    print(json.dumps({"black_s": round(black_s, 3), "modules": len(out), "lines": sum(t.count("\n") for t in out.values())}))


if __name__ == "__main__":
    main()
