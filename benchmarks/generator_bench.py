"""Generator benchmarks: ``sdkgen`` against ``openapi-python-client`` on the same machine, in the
same run, plus scaling on synthetic specs and peak memory.

``python benchmarks/generator_bench.py [--reps N] [--budget SECONDS] [--full]`` prints the table
and writes ``benchmarks/results/generator.json``; ``run.py`` calls :func:`run`.  How each figure
is measured: ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))

import itertools

import common
import synth
from common import (
    ROOT,
    SHARED,
    WORK,
    Run,
    fmt,
    log,
    md_table,
    measure,
    ratio,
    summary,
    tail,
    verdict,
)

SDKGEN = ROOT / ".venv" / "bin" / "sdkgen"
UNSPLIT = SHARED / "specs" / "sambanova-unsplit.yaml"
OPENAI = SHARED / "corpus" / "specs" / "openai-3.1.yaml"
SYNTH_SIZES = (100, 1000, 5000)
GEN = WORK / "gen"
TARGETS = {"cold": 1.0, "warm": 0.3, "openai": 1.15, "diff": 1.0, "scaling": 1.25, "memory_mib": 1024.0}
BLACK_ALONE = ROOT / "benchmarks" / "black_alone.py"
PYTHON = ROOT / ".venv" / "bin" / "python"
EDITS = 50  # scattered edits of openai-3.1.yaml for the `sdkgen diff` figure (tests/_spec_edits.py)


def _fresh(path: Path) -> Path:
    """``path`` removed (it does not exist afterwards; its parent does)."""
    if path.exists():
        shutil.rmtree(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _env(cache: Path | str) -> dict[str, str]:
    env = common.alt_env()  # PATH irrelevant to sdkgen; keeps bytecode out of the tree
    env["PATH"] = f"{ROOT / '.venv' / 'bin'}:{env['PATH']}"
    env["SDKGEN_CACHE_DIR"] = str(cache)
    return env


def _run_info(r: Run) -> dict[str, Any]:
    return {
        "ok": r.ok,
        "returncode": r.returncode,
        "timed_out": r.timed_out,
        "wall_s": round(r.wall, 3),
        "cpu_s": round(r.cpu, 3),
        "maxrss_mib": r.maxrss_mib,
        "tree_pss_peak_mib": r.tree_pss_peak_mib,
    }


def _failure(r: Run) -> dict[str, Any]:
    """The error of a failed run: last line, the innermost frames, the stderr tail."""
    lines = r.stderr.rstrip().splitlines()
    frames = []
    for i, ln in enumerate(lines):
        if ln.strip().startswith('File "'):
            code = lines[i + 1].strip() if i + 1 < len(lines) else ""
            frames.append(f"{ln.strip()}: {code}")
    last = next((ln for ln in reversed(lines) if ln.strip()), "")
    return {
        "returncode": r.returncode,
        "timed_out": r.timed_out,
        "error": "timed out" if r.timed_out else last.strip(),
        "innermost_generator_frames": [f for f in frames if "/generator/" in f][-3:],
        "innermost_frames": frames[-3:],
        "stderr_tail": tail(r.stderr, 25),
    }


def _opc(python: Path, spec: Path, out: Path) -> Run:
    cli = python.parent / "openapi-python-client"
    return measure(
        [
            str(cli),
            "generate",
            "--path",
            str(spec),
            "--output-path",
            str(_fresh(out)),
            "--overwrite",
        ],
        env=common.alt_env(),
        cwd=out.parent,
    )


def _opc_notes(r: Run) -> dict[str, Any]:
    text = r.stdout + r.stderr
    return {
        "endpoints_skipped": len(re.findall(r"Endpoint will not be generated", text)),
        "schemas_not_processed": len(re.findall(r"Unable to process schema", text)),
        "responses_omitted": len(re.findall(r"response will be omitted", text)),
    }


def _sdkgen_counts(r: Run) -> dict[str, int]:
    m = re.search(r"(\d+) files, (\d+) operations, (\d+) schemas", r.stderr)
    return {"files": int(m[1]), "operations": int(m[2]), "models": int(m[3])} if m else {}


def _tree(path: Path) -> dict[str, bytes]:
    """Every file of a generated tree, leaving out tool caches (``.mypy_cache``, ...), which
    are not part of it (``sdkgen check`` ignores them too)."""
    from generator.write import IGNORED_DIRS

    return {
        p.relative_to(path).as_posix(): p.read_bytes()
        for p in sorted(path.rglob("*"))
        if p.is_file()
        and not any(
            part in IGNORED_DIRS or part.endswith(".egg-info") or part.startswith(".")
            for part in p.relative_to(path).parts
        )
    }


# --------------------------------------------------------------------------------------------


def prepare_sambanova() -> Path:
    """A copy of sdkgen.yaml and specs/ under .work whose output is .work/gen/sambanova/out/,
    so the benchmark never touches generated/ and produces byte-identical files."""
    base = _fresh(GEN / "sambanova")
    shutil.copytree(ROOT / "specs", base / "specs")
    text = (ROOT / "sdkgen.yaml").read_text(encoding="utf-8")
    text = re.sub(r"(?m)^output:.*$", "output: out/sambanova_sdk", text)
    (base / "sdkgen.yaml").write_text(text, encoding="utf-8")
    return base / "sdkgen.yaml"


def warm_up(alt: Path) -> dict[str, float]:
    """One untimed run of each tool, so that bytecode is compiled (into .work/pycache) before
    any timed run: "cold" means an empty formatter cache and output folder, not compiling the
    tools themselves."""
    cfg = prepare_sambanova()
    base = cfg.parent
    cache = _fresh(base / "cache")
    _fresh(base / "out")
    runs = {
        "sdkgen generate": measure(
            [str(SDKGEN), "generate", "--config", str(cfg)], env=_env(cache), cwd=base
        ),
        "sdkgen check": measure(
            [str(SDKGEN), "check", "--config", str(cfg)], env=_env(cache), cwd=base
        ),
        "openapi-python-client": _opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out"),
    }
    return {k: round(r.wall, 2) for k, r in runs.items()}


def _black_alone(specs: list[Path], package: str) -> Run:
    """``benchmarks/black_alone.py``: black alone on the modules a run of these specs hands to
    black, on the same cores (its JSON line holds ``black_s``)."""
    return measure([str(PYTHON), str(BLACK_ALONE), *map(str, specs), "--package-name", package], env=_env("off"), cwd=ROOT)


def _black_s(r: Run) -> float | None:
    import json

    try:
        return float(json.loads(r.stdout.strip().splitlines()[-1])["black_s"]) if r.ok else None
    except (ValueError, KeyError, IndexError):
        return None


def bench_sambanova(alt: Path, reps: int) -> dict[str, Any]:
    cfg = prepare_sambanova()
    base = cfg.parent
    cold: list[Run] = []
    warm: list[Run] = []
    opc: list[Run] = []
    black: list[Run] = []
    specs = sorted((ROOT / "specs").glob("*.yaml"))
    matches = None
    for rep in range(reps):

        def ours_cold() -> None:
            cache = _fresh(base / "cache")
            _fresh(base / "out")
            r = measure([str(SDKGEN), "generate", "--config", str(cfg)], env=_env(cache), cwd=base)
            cold.append(r)

        def theirs() -> None:
            opc.append(_opc(alt, UNSPLIT, GEN / "opc-sambanova" / "out"))

        def black_only() -> None:
            black.append(_black_alone(specs, "sambanova_sdk"))

        steps = [ours_cold, theirs, black_only]
        for step in steps[rep % 3 :] + steps[: rep % 3]:
            step()
        if cold[-1].ok:
            if matches is None:
                matches = _tree(base / "out" / "sambanova_sdk") == _tree(
                    ROOT / "generated" / "sambanova_sdk"
                )
            warm.append(
                measure(
                    [str(SDKGEN), "check", "--config", str(cfg)], env=_env(base / "cache"), cwd=base
                )
            )
        log(
            f"generator sambanova repetition {rep + 1}/{reps}: cold {cold[-1].wall:.1f}s, "
            f"openapi-python-client {opc[-1].wall:.1f}s, warm {warm[-1].wall if warm else float('nan'):.1f}s"
        )
    return {"cold": cold, "warm": warm, "opc": opc, "black": black, "matches_committed": matches}


def prepare_openai_edits() -> Path:
    """openai-3.1.yaml with the scattered edits of ``tests/_spec_edits.py`` (the ones
    ``tests/test_diff_openai.py`` checks are each reported once), written as JSON under .work."""
    import json
    import sys

    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(ROOT))
    from _spec_edits import scattered_edits

    from generator.parse import parse_file

    doc = parse_file(OPENAI, OPENAI.name)
    scattered_edits(doc, EDITS)
    path = _fresh(GEN / "openai-diff") / "edited.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _diff(edited: Path) -> Run:
    """``sdkgen diff openai-3.1.yaml edited.json`` (exit 3: the edits include breaking ones)."""
    return measure(
        [str(SDKGEN), "diff", str(OPENAI), str(edited), "--format", "json", "--package-name", "openai_sdk"],
        env=_env(_fresh(GEN / "openai-diff" / "cache")),
        cwd=ROOT,
    )


def _diff_changes(r: Run) -> int | None:
    import json

    try:
        return len(json.loads(r.stdout)["changes"]) if r.returncode == 3 else None
    except (ValueError, KeyError):
        return None


def bench_openai(alt: Path | None, reps: int) -> dict[str, Any]:
    """Cold ``sdkgen generate`` of openai-3.1.yaml, ``openapi-python-client`` on it (skipped when
    ``alt`` is None) and ``sdkgen diff`` against the edited copy, interleaved."""
    ours: list[Run] = []
    opc: list[Run] = []
    diffs: list[Run] = []
    black: list[Run] = []
    base = GEN / "openai"
    edited = prepare_openai_edits()
    for rep in range(reps):

        def ours_cold() -> None:
            if ours and not ours[-1].ok:
                return  # a failure is deterministic: recorded once
            cache = _fresh(base / "cache")
            _fresh(base / "out")
            ours.append(
                measure(
                    [
                        str(SDKGEN),
                        "generate",
                        str(OPENAI),
                        "--output",
                        str(base / "out" / "openai_sdk"),
                        "--package-name",
                        "openai_sdk",
                    ],
                    env=_env(cache),
                    cwd=ROOT,
                )
            )

        def theirs() -> None:
            if alt is not None:
                opc.append(_opc(alt, OPENAI, GEN / "opc-openai" / "out"))

        def diff() -> None:
            diffs.append(_diff(edited))

        def black_only() -> None:
            black.append(_black_alone([OPENAI], "openai_sdk"))

        steps = [ours_cold, theirs, diff, black_only]
        for step in steps[rep % 4 :] + steps[: rep % 4]:
            step()
        log(
            f"generator openai-3.1 repetition {rep + 1}/{reps}: sdkgen {'ok' if ours[-1].ok else 'FAILED'} "
            f"{ours[-1].wall:.1f}s{' (not repeated)' if rep and not ours[-1].ok else ''}"
            + (f", openapi-python-client {'ok' if opc[-1].ok else 'FAILED'} {opc[-1].wall:.1f}s" if opc else "")
            + f", sdkgen diff {diffs[-1].wall:.1f}s ({_diff_changes(diffs[-1])} changes)"
        )
    return {"ours": ours, "opc": opc, "diff": diffs, "black": black}


def diff_figure(oa: dict[str, Any]) -> dict[str, Any]:
    """The ``sdkgen diff`` figure: its median time over the median cold generation of the same
    spec in the same run."""
    good = [r for r in oa["diff"] if _diff_changes(r) is not None]
    diff_s = summary([r.wall for r in good])["median"] if good else None
    cold_s = _med(oa["ours"])
    r = ratio(diff_s, cold_s)
    return {
        "label": f"`sdkgen diff` openai-3.1.yaml against a copy with {EDITS} scattered edits",
        "ours_s": diff_s,
        "baseline_s": cold_s,
        "baseline": "cold `sdkgen generate` of openai-3.1.yaml, same run",
        "ratio": r,
        "cpu_ratio": ratio(summary([x.cpu for x in good])["median"] if good else None, _med(oa["ours"], "cpu")),
        "target": TARGETS["diff"],
        "verdict": verdict(r, TARGETS["diff"]) if good and len(good) == len(oa["diff"]) else "fail (error)",
        "changes_reported": sorted({_diff_changes(x) for x in oa["diff"]}, key=lambda v: -1 if v is None else v),
        "ours_samples": summary([x.wall for x in good]),
        "ours_runs": [_run_info(x) for x in oa["diff"]],
    }


def bench_synth(
    sizes: tuple[int, ...], deadline: float | None, reserve: float = 20.0
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for n in sizes:
        spec = synth.write(n, GEN / "synth" / f"synth-{n}.json")
        timeout = None if deadline is None else deadline - time.monotonic() - reserve
        entry: dict[str, Any] = {"schemas": n, "operations": n, "spec_bytes": spec.stat().st_size}
        if timeout is not None and timeout < 15:
            entry.update(status="skipped", reason="no time left in the make-bench budget")
            out.append(entry)
            log(f"synthetic {n}: skipped (budget)")
            continue
        cache = _fresh(GEN / "synth" / f"cache-{n}")
        _fresh(GEN / "synth" / f"out-{n}")
        r = measure(
            [
                str(SDKGEN),
                "generate",
                str(spec),
                "--output",
                str(GEN / "synth" / f"out-{n}" / "synth_sdk"),
                "--package-name",
                "synth_sdk",
            ],
            env=_env(cache),
            cwd=ROOT,
            timeout=timeout,
            sample_rss=True,
        )
        entry.update(_run_info(r))
        entry["status"] = "ok" if r.ok else ("timeout" if r.timed_out else "error")
        entry["ms_per_schema"] = r.wall / n * 1e3
        if r.timed_out:
            entry["note"] = (
                f"killed after {r.wall:.0f}s (make-bench budget); ms_per_schema is a lower bound"
            )
        elif not r.ok:
            entry["failure"] = _failure(r)
        entry.update(_sdkgen_counts(r))
        out.append(entry)
        log(
            f"synthetic {n}: {entry['status']} {r.wall:.1f}s, cpu {r.cpu:.1f}s, max RSS {r.maxrss_mib} MiB, "
            f"tree PSS peak {r.tree_pss_peak_mib} MiB"
        )
        shutil.rmtree(GEN / "synth" / f"out-{n}", ignore_errors=True)
        shutil.rmtree(cache, ignore_errors=True)
    return out


# --------------------------------------------------------------------------------------------


def _med(runs: list[Run], attr: str = "wall") -> float | None:
    vals = [getattr(r, attr) for r in runs if r.ok]
    return summary(vals)["median"] if vals else None


def run(
    alt: Path,
    reps: int = 5,
    openai_reps: int = 3,
    deadline: float | None = None,
    sizes: tuple[int, ...] = SYNTH_SIZES,
    before_synth: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """All generator figures; ``before_synth`` runs between the timed comparisons and the
    synthetic sizes (run.py profiles there, so that the scaling runs get what is left)."""
    log("generator: warm-up (bytecode)")
    warmup = warm_up(alt)
    log(
        f"generator: seven SambaNova files vs openapi-python-client on the unsplit file, {reps} repetitions"
    )
    sn = bench_sambanova(alt, reps)
    log(f"generator: openai-3.1.yaml, {openai_reps} repetitions")
    oa = bench_openai(alt, openai_reps)
    if before_synth is not None:
        before_synth()
    log("generator: synthetic specs " + ", ".join(map(str, sizes)))
    sy = bench_synth(sizes, deadline)

    figures: dict[str, Any] = {}
    base = _med(sn["opc"])
    cold = _med(sn["cold"])
    warm = _med(sn["warm"])
    opc_fail = next((r for r in sn["opc"] if not r.ok), None)
    for key, label, value, target in (
        (
            "cold",
            "cold `sdkgen generate`, seven SambaNova files (empty cache)",
            cold,
            TARGETS["cold"],
        ),
        ("warm", "warm `sdkgen check`, unchanged inputs (cache populated)", warm, TARGETS["warm"]),
    ):
        runs = sn[key]
        r = ratio(value, base)
        figures[key] = {
            "label": label,
            "ours_s": value,
            "baseline_s": base,
            "baseline": "openapi-python-client generate, sambanova-unsplit.yaml",
            "ratio": r,
            "cpu_ratio": ratio(_med(runs, "cpu"), _med(sn["opc"], "cpu")),
            "target": target,
            "verdict": verdict(r, target) if all(x.ok for x in runs) else "fail (error)",
            "ours_samples": summary([x.wall for x in runs if x.ok]),
            "baseline_samples": summary([x.wall for x in sn["opc"] if x.ok]),
            "ours_runs": [_run_info(x) for x in runs],
            "baseline_failure": _failure(opc_fail) if opc_fail else None,
            "baseline_notes": _opc_notes(sn["opc"][0]) if sn["opc"] else None,
        }
    figures["cold"]["output_matches_committed_generated"] = sn["matches_committed"]
    figures["cold"].update(_sdkgen_counts(sn["cold"][0]) if sn["cold"] else {})
    if any(not x.ok for x in sn["cold"] + sn["warm"]):
        bad = next(x for x in sn["cold"] + sn["warm"] if not x.ok)
        figures["cold"]["failure"] = _failure(bad)

    black_sn = [b for b in (_black_s(r) for r in sn["black"]) if b is not None]
    figures["cold"]["black_alone_s"] = summary(black_sn)["median"] if black_sn else None
    figures["cold"]["ratio_to_black_alone"] = ratio(cold, figures["cold"]["black_alone_s"])
    ours_oa = _med(oa["ours"])
    base_oa = _med(oa["opc"])
    black_oa = [b for b in (_black_s(r) for r in oa["black"]) if b is not None]
    black_oa_s = summary(black_oa)["median"] if black_oa else None
    r_oa = ratio(ours_oa, black_oa_s)
    fig_oa: dict[str, Any] = {
        "label": "cold `sdkgen generate` on openai-3.1.yaml (2.9 MB), against black alone formatting its output",
        "ours_s": ours_oa,
        "baseline_s": black_oa_s,
        "baseline": "black alone on the same output, same cores (benchmarks/black_alone.py)",
        "ratio": r_oa,
        "opc_s": base_oa,
        "ratio_to_opc": ratio(ours_oa, base_oa),
        "cpu_ratio_to_opc": ratio(_med(oa["ours"], "cpu"), _med(oa["opc"], "cpu")),
        "target": TARGETS["openai"],
        "verdict": verdict(r_oa, TARGETS["openai"])
        if oa["ours"] and oa["ours"][0].ok
        else "fail (error)",
        "ours_runs": [_run_info(x) for x in oa["ours"]],
        "baseline_samples": summary([x.wall for x in oa["opc"] if x.ok]),
        "baseline_notes": _opc_notes(oa["opc"][0]) if oa["opc"] else None,
    }
    if oa["ours"] and not oa["ours"][0].ok:
        fig_oa["failure"] = _failure(oa["ours"][0])
        fig_oa["ours_s_until_failure"] = oa["ours"][0].wall
    else:
        fig_oa.update(_sdkgen_counts(oa["ours"][0]) if oa["ours"] else {})
    opc_oa_fail = next((r for r in oa["opc"] if not r.ok), None)
    if opc_oa_fail:
        fig_oa["baseline_failure"] = _failure(opc_oa_fail)
    figures["openai"] = fig_oa
    figures["diff"] = diff_figure(oa)

    # scaling: marginal time per schema between consecutive sizes must not grow
    done = [e for e in sy if e.get("status") == "ok"]
    marginal: list[dict[str, Any]] = []
    for a, b in itertools.pairwise(done):
        marginal.append(
            {
                "from": a["schemas"],
                "to": b["schemas"],
                "ms_per_added_schema": (b["wall_s"] - a["wall_s"])
                / (b["schemas"] - a["schemas"])
                * 1e3,
            }
        )
    growth = None
    if len(marginal) >= 2:
        growth = ratio(marginal[-1]["ms_per_added_schema"], marginal[0]["ms_per_added_schema"])
    elif len(done) >= 2:
        growth = ratio(done[-1]["ms_per_schema"], done[0]["ms_per_schema"])
    complete = all(e.get("status") == "ok" for e in sy)
    figures["scaling"] = {
        "label": "scaling, synthetic specs (schemas = operations)",
        "sizes": sy,
        "marginal": marginal,
        "growth": growth,
        "target": TARGETS["scaling"],
        "rule": "marginal ms per added schema of the last size step <= 1.25 x that of the first step",
        "verdict": (
            verdict(growth, TARGETS["scaling"])
            if complete
            else "fail (incomplete: "
            + ", ".join(f"{e['schemas']} {e.get('status')}" for e in sy if e.get("status") != "ok")
            + ")"
        ),
    }
    big = next((e for e in sy if e["schemas"] == max(sizes)), None)
    mem = None
    if big and big.get("status") in ("ok", "timeout"):
        mem = max(x for x in (big.get("maxrss_mib"), big.get("tree_pss_peak_mib")) if x is not None)
    mem_verdict = "n/a"
    if mem is not None:
        if big and big.get("status") == "ok":
            mem_verdict = verdict(mem, TARGETS["memory_mib"], strict=True)
        else:
            mem_verdict = (
                "fail (already over the limit before the time limit)"
                if mem >= TARGETS["memory_mib"]
                else "n/a (incomplete)"
            )
    figures["memory"] = {
        "label": f"peak memory at {max(sizes)} schemas",
        "mib": mem,
        "lower_bound": bool(big and big.get("status") == "timeout"),
        "target": TARGETS["memory_mib"],
        "rule": "max(largest single-process max RSS, sampled sum of the process tree's PSS) < 1 GiB",
        "verdict": mem_verdict,
    }
    return {
        "figures": figures,
        "repetitions": reps,
        "openai_repetitions": openai_reps,
        "warmup_s": warmup,
    }


def table(result: dict[str, Any]) -> str:
    f = result["figures"]
    rows = []
    for key in ("cold", "warm", "openai", "diff"):
        x = f[key]
        ours = (
            fmt(x["ours_s"], 2, " s")
            if x["ours_s"] is not None
            else (
                f"error after {fmt(x.get('ours_s_until_failure'), 1, ' s')}"
                if x.get("failure")
                else "n/a"
            )
        )
        extra = ""
        if x.get("ratio_to_opc") is not None:
            extra = f"; openapi-python-client {fmt(x['opc_s'], 2, ' s')}: ratio {fmt(x['ratio_to_opc'])}x"
        if x.get("ratio_to_black_alone") is not None:
            extra = f"; black alone on the same output {fmt(x['black_alone_s'], 2, ' s')}: ratio {fmt(x['ratio_to_black_alone'])}x"
        rows.append(
            [
                x["label"],
                ours,
                f"{fmt(x['baseline_s'], 2, ' s')} ({x['baseline']}){extra}",
                f"**{fmt(x['ratio'])}x**" if x["ratio"] is not None else "n/a",
                f"<= {x['target']}x",
                x["verdict"],
            ]
        )
    s = f["scaling"]
    parts = []
    for e in s["sizes"]:
        if e.get("status") == "ok":
            parts.append(
                f"{e['schemas']}: {fmt(e['wall_s'], 1, ' s')} = {fmt(e['ms_per_schema'], 1)} ms/schema"
            )
        elif e.get("status") == "timeout":
            parts.append(
                f"{e['schemas']}: > {fmt(e['wall_s'], 0, ' s')} (killed, budget) = > {fmt(e['ms_per_schema'], 1)} ms/schema"
            )
        else:
            parts.append(f"{e['schemas']}: {e.get('status')}")
    marg = "; ".join(
        f"{m['from']}->{m['to']}: {fmt(m['ms_per_added_schema'], 1)} ms/added schema"
        for m in s["marginal"]
    )
    rows.append(
        [
            s["label"],
            "<br>".join(parts) + (f"<br>marginal {marg}" if marg else ""),
            "-",
            f"growth {fmt(s['growth'])}x" if s["growth"] is not None else "n/a",
            "per-schema time does not grow (<= 1.25x)",
            s["verdict"],
        ]
    )
    m = f["memory"]
    rows.append(
        [
            m["label"],
            (">= " if m["lower_bound"] else "") + fmt(m["mib"], 0, " MiB"),
            "-",
            "-",
            "< 1 GiB",
            m["verdict"],
        ]
    )
    return md_table(["figure", "ours", "baseline", "ratio", "target", "verdict"], rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--openai-reps", type=int, default=3)
    ap.add_argument(
        "--budget", type=float, default=400.0, help="seconds; the synthetic runs get what is left"
    )
    ap.add_argument(
        "--full", action="store_true", help="no time budget: every synthetic size runs to the end"
    )
    ap.add_argument("--sizes", default=",".join(map(str, SYNTH_SIZES)))
    ap.add_argument(
        "--only-diff",
        action="store_true",
        help="only the sdkgen diff figure (and the cold openai generation it is compared with); writes results/diff.json",
    )
    ap.add_argument(
        "--only-synth",
        action="store_true",
        help="only the synthetic sizes; writes results/scaling.json (with --full: scaling-full.json)",
    )
    args = ap.parse_args()
    deadline = None if args.full else time.monotonic() + args.budget
    if args.only_synth:
        sizes = tuple(int(x) for x in args.sizes.split(","))
        started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        entries = bench_synth(sizes, deadline)
        data = {
            "started_utc": started,
            "machine": common.machine(),
            "full": args.full,
            "sizes": entries,
            "sdkgen_commit": subprocess.run(
                ["git", "rev-parse", "--short", "HEAD"],
                check=False,
                cwd=ROOT,
                capture_output=True,
                text=True,
            ).stdout.strip(),
        }
        common.write_json(
            common.RESULTS / ("scaling-full.json" if args.full else "scaling.json"), data
        )
        for e in entries:
            print(
                {
                    k: e.get(k)
                    for k in (
                        "schemas",
                        "status",
                        "wall_s",
                        "cpu_s",
                        "ms_per_schema",
                        "models",
                        "maxrss_mib",
                        "tree_pss_peak_mib",
                    )
                }
            )
        return
    if args.only_diff:
        started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        measure([str(SDKGEN), "--version"], env=_env("off"), cwd=ROOT)  # bytecode
        figure = diff_figure(bench_openai(None, args.openai_reps))
        common.write_json(common.RESULTS / "diff.json", {"started_utc": started, "machine": common.machine(), "figure": figure})
        print(md_table(["figure", "ours", "baseline", "ratio", "target", "verdict"], [[figure["label"], fmt(figure["ours_s"], 2, " s"), f"{fmt(figure['baseline_s'], 2, ' s')} ({figure['baseline']})", f"**{fmt(figure['ratio'])}x**", f"<= {figure['target']}x", figure["verdict"]]]))
        return
    alt = common.alt_python()
    sizes = tuple(int(x) for x in args.sizes.split(","))
    result = run(alt, args.reps, args.openai_reps, deadline, sizes)
    common.write_json(common.RESULTS / "generator.json", result)
    print(table(result))


if __name__ == "__main__":
    main()
