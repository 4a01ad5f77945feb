"""``make bench``: every benchmark in one run, on one machine; ratios, not absolute times.

``.venv/bin/python benchmarks/run.py [--budget SECONDS] [--full] [--quick] [--no-readme]``

1. creates ``benchmarks/.work/venv-alt`` on first use (official ``sambanova`` SDK and
   ``openapi-python-client``, pinned in ``requirements-alt.txt``; httpx/pydantic pinned to the
   project's versions);
2. builds the request/response bodies from the specs' examples (``bodies.py``);
3. client figures (``client_bench.py``): ours, official, floor, interleaved; the cold import of
   a package generated from the OpenAI spec (``big_import_bench.py``);
4. generator figures (``generator_bench.py``): sdkgen and openapi-python-client, interleaved;
   cProfile summaries of cold runs (``profile_generator.py``); the IR build at 1,000 and 20,000
   operations (``ir_bench.py``); synthetic scaling last, within what is left of the time budget
   (default: the whole run stays under 10 minutes);
5. writes ``results/latest.json``, ``results/latest.md`` (and ``client.json``,
   ``generator.json``, ``profile-*.txt``), prints the tables, and replaces the table in the
   top-level README between the ``bench:begin``/``bench:end`` markers.

Nothing here asserts a timing: the exit code is 0 whether targets are met or not (it is non-zero
only when the benchmarks themselves could not run).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import big_import_bench
import client_bench
import common
import generator_bench
from common import BENCH, RESULTS, ROOT, WORK, dist_version, log, machine

README = ROOT / "README.md"
BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"


def _versions(alt: Path) -> dict[str, Any]:
    venv_py = ROOT / ".venv" / "bin" / "python"
    ours = (
        ROOT / "generated" / "sambanova_sdk" / "src" / "sambanova_sdk" / "_version.py"
    ).read_text()
    m = re.search(r"__version__\s*=\s*['\"]([^'\"]+)", ours)
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"],
        check=False,
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    return {
        "python": sys.version.split()[0],
        "httpx": dist_version(alt, "httpx"),
        "pydantic": dist_version(alt, "pydantic"),
        "pydantic_core": dist_version(alt, "pydantic-core"),
        "sambanova_sdk (ours, generated/)": m[1] if m else None,
        "sambanova (official SDK)": dist_version(alt, "sambanova"),
        "openapi-python-client": dist_version(alt, "openapi-python-client"),
        "ruff (openapi-python-client's post-hooks)": dist_version(alt, "ruff"),
        "sdkgen": dist_version(venv_py, "sdkgen"),
        "black (sdkgen's formatter)": dist_version(venv_py, "black"),
        "datamodel-code-generator": dist_version(venv_py, "datamodel-code-generator"),
        "git_commit_measured": commit.stdout.strip() or None,
    }


def _profiles() -> dict[str, Any]:
    py = ROOT / ".venv" / "bin" / "python"
    script = BENCH / "profile_generator.py"
    cfg = generator_bench.prepare_sambanova()
    jobs = {
        "sambanova": [
            str(py),
            str(script),
            "sambanova (seven files, sdkgen.yaml)",
            str(RESULTS / "profile-sambanova.txt"),
            "--config",
            str(cfg),
        ],
        "openai-3.1": [
            str(py),
            str(script),
            "openai-3.1.yaml",
            str(RESULTS / "profile-openai-3.1.txt"),
            str(generator_bench.OPENAI),
            "--package-name",
            "openai_sdk",
        ],
    }
    out: dict[str, Any] = {}
    for name, argv in jobs.items():
        log(f"profiling a cold generator run: {name}")
        r = subprocess.run(
            argv, check=False, capture_output=True, text=True, cwd=ROOT, env=common.alt_env()
        )
        try:
            out[name] = json.loads(r.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            out[name] = {
                "error": {
                    "error": f"profiler exited {r.returncode}",
                    "stderr": common.tail(r.stderr),
                }
            }
    return out


def _ir_bench(quick: bool) -> dict[str, Any]:
    """``ir_bench.py`` in the project's venv: the IR build's time at two sizes, one run."""
    sizes = ["100", "2000"] if quick else ["1000", "20000"]
    log(f"building the IR for {' and '.join(sizes)} synthetic operations")
    argv = [str(ROOT / ".venv" / "bin" / "python"), str(BENCH / "ir_bench.py"), "--sizes", *sizes]
    r = subprocess.run(argv, check=False, capture_output=True, text=True, cwd=ROOT)
    try:
        return json.loads(r.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        return {"error": f"ir_bench.py exited {r.returncode}", "stderr": common.tail(r.stderr)}


def ir_table(ir: dict[str, Any]) -> str:
    """The IR-build figure as a markdown table (or the failure)."""
    if "error" in ir:
        return f"Building the IR: failed ({ir['error']}).\n"
    sizes = ", ".join(
        f"{int(n):,}: {s['median_s']:.2f} s = {s['us_per_operation']:.0f} us/operation"
        for n, s in ir["sizes"].items()
    )
    return common.md_table(
        ["figure", "times (median)", "ratio", "target", "verdict"],
        [
            [
                ir["figure"],
                sizes,
                f"**{ir['ratio']:.1f}x** (linear: {ir['linear_ratio']:.0f}x)",
                ir["target"],
                ir["verdict"],
            ]
        ],
    )


def markdown(result: dict[str, Any]) -> str:
    m = result["machine"]
    v = result["versions"]
    lines = [
        (
            f"Measured {result['finished_utc']} on {m['cpu']}, {m['cores']} cores, {m['memory_gib']} GiB, "
            f"{m['os']} (load average at start {', '.join(f'{x:.1f}' for x in m['loadavg_at_start'])}; "
            f"shared machine, so read the ratios, not the absolute times). "
            f"Python {v['python']}, httpx {v['httpx']}, pydantic {v['pydantic']}; "
            f"ours: sambanova_sdk {v['sambanova_sdk (ours, generated/)']} from sdkgen {v['sdkgen']} "
            f"(commit {v['git_commit_measured']}); official: sambanova {v['sambanova (official SDK)']}; "
            f"openapi-python-client {v['openapi-python-client']}. "
            f"Whole run: {result['elapsed_s']:.0f} s."
        ),
        "",
        (
            f"**Generated client** (median of {result['client']['repetitions']} interleaved repetitions; "
            f"cold import: {result['client']['import_repetitions']}):"
        ),
        "",
        client_bench.table(result["client"]),
        (
            f"**Big-spec import** (package generated from openai-3.1.yaml, {result['big_import']['package']['model_classes']:,} model classes; "
            f"median of {result['big_import']['repetitions']} interleaved repetitions):"
        ),
        "",
        big_import_bench.table(result["big_import"]),
        (
            f"**Generator** (median of {result['generator']['repetitions']} interleaved repetitions; "
            f"openai-3.1: {result['generator']['openai_repetitions']}; synthetic sizes: one run each):"
        ),
        "",
        generator_bench.table(result["generator"]),
    ]
    if "ir" in result:
        lines += [
            f"**Building the IR** (`build_api` alone, median of {result['ir'].get('repetitions', '-')} interleaved repetitions):",
            "",
            ir_table(result["ir"]),
        ]
    full = result.get("scaling_full_separate_run")
    if full:
        parts = []
        for e in full["sizes"]:
            if e.get("status") == "ok":
                parts.append(
                    f"{e['schemas']}: {e['wall_s']:.0f} s = {e['ms_per_schema']:.0f} ms/schema, "
                    f"peak {max(x for x in (e.get('maxrss_mib'), e.get('tree_pss_peak_mib')) if x):,.0f} MiB"
                )
            else:
                parts.append(f"{e['schemas']}: {e.get('status')}")
        ok = [e for e in full["sizes"] if e.get("status") == "ok"]
        steps = [
            (
                a["schemas"],
                b["schemas"],
                (b["wall_s"] - a["wall_s"]) / (b["schemas"] - a["schemas"]) * 1e3,
            )
            for a, b in itertools.pairwise(ok)
        ]
        if steps:
            parts.append(
                "marginal " + ", ".join(f"{a}->{b}: {ms:.0f} ms/added schema" for a, b, ms in steps)
            )
        if len(steps) >= 2:
            parts.append(f"growth {steps[-1][2] / steps[0][2]:.2f}x")
        lines += [
            f"Synthetic sizes without the time budget (a separate run, {full['started_utc']}, "
            f"commit {full.get('sdkgen_commit')}, `generator_bench.py --only-synth --full`): "
            + "; ".join(parts)
            + ".",
            "",
        ]
    notes = result.get("notes") or []
    if notes:
        lines += ["Notes:", ""] + [f"- {n}" for n in notes] + [""]
    met = sum(1 for t in result["targets"] if t["verdict"] == "pass")
    lines.append(f"Targets met: {met} of {len(result['targets'])}.")
    return "\n".join(lines) + "\n"


def _notes(result: dict[str, Any]) -> list[str]:
    notes = []
    c = result["client"]
    if not c["sanity"]["ok"]:
        notes.append("client sanity check failed: " + "; ".join(c["sanity"]["problems"]))
    lp = c["sanity"]["logprobs_item_type"]
    if lp.get("ours") == "dict":
        notes.append(
            "the 1 MiB logprobs body does not validate against our models (the spec declares "
            "`LogProbs.content` a single `LogProbsContent` and `top_logprobs` a single `TopLogProbs`, "
            "while its examples and the server send arrays), so ours takes the lenient `construct` "
            "fallback; its items stay dicts"
        )
    g = result["generator"]["figures"]
    if g["openai"].get("failure"):
        notes.append(f"sdkgen fails on openai-3.1.yaml: `{g['openai']['failure']['error']}`")
    if g["cold"].get("output_matches_committed_generated") is False:
        notes.append("the benchmark's cold generation differs from the committed generated/ tree")
    for key in ("cold", "openai"):
        n = g[key].get("baseline_notes") or {}
        if any(n.values()):
            notes.append(
                f"openapi-python-client on {'sambanova-unsplit.yaml' if key == 'cold' else 'openai-3.1.yaml'} "
                f"succeeds with warnings: {n['endpoints_skipped']} endpoints skipped, "
                f"{n['schemas_not_processed']} schemas not processed, {n['responses_omitted']} responses omitted"
            )
    for e in g["scaling"]["sizes"]:
        if e.get("status") == "timeout":
            notes.append(
                f"synthetic {e['schemas']}: {e['note']}; `run.py --full` runs it to the end"
            )
        elif e.get("status") == "error":
            notes.append(f"synthetic {e['schemas']}: sdkgen failed: `{e['failure']['error']}`")
    return notes


def _targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for key, f in result["client"]["figures"].items():
        out.append(
            {
                "section": "client",
                "figure": key,
                "label": f["label"],
                "value": f["ratio_ours"],
                "target": f"<= {f['target']}x",
                "verdict": f["verdict"],
            }
        )
    g = result["generator"]["figures"]
    for key in ("cold", "warm", "openai", "diff"):
        out.append(
            {
                "section": "generator",
                "figure": key,
                "label": g[key]["label"],
                "value": g[key]["ratio"],
                "target": f"<= {g[key]['target']}x",
                "verdict": g[key]["verdict"],
            }
        )
    out.append(
        {
            "section": "generator",
            "figure": "scaling",
            "label": g["scaling"]["label"],
            "value": g["scaling"]["growth"],
            "target": "<= 1.25x growth",
            "verdict": g["scaling"]["verdict"],
        }
    )
    out.append(
        {
            "section": "generator",
            "figure": "memory",
            "label": g["memory"]["label"],
            "value": g["memory"]["mib"],
            "target": "< 1024 MiB",
            "verdict": g["memory"]["verdict"],
        }
    )
    ir = result.get("ir") or {}
    if "ratio" in ir:
        out.append(
            {
                "section": "generator",
                "figure": "ir_build",
                "label": ir["figure"],
                "value": ir["ratio"],
                "target": ir["target"],
                "verdict": ir["verdict"],
            }
        )
    return out


def update_readme(md: str) -> bool:
    text = README.read_text(encoding="utf-8")
    if BEGIN not in text or END not in text:
        return False
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    README.write_text(f"{head}{BEGIN}\n{md}{END}{tail}", encoding="utf-8")
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description="run every benchmark; see benchmarks/README.md")
    ap.add_argument(
        "--budget",
        type=float,
        default=570.0,
        help="seconds for the whole run; the synthetic specs get what is left (default 570)",
    )
    ap.add_argument(
        "--full", action="store_true", help="no budget: every synthetic size runs to the end"
    )
    ap.add_argument(
        "--quick", action="store_true", help="fewer repetitions, small synthetic sizes (smoke test)"
    )
    ap.add_argument(
        "--no-readme", action="store_true", help="do not rewrite the table in README.md"
    )
    args = ap.parse_args()

    t0 = time.monotonic()
    deadline = None if args.full else t0 + args.budget
    started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    mach = machine()
    WORK.mkdir(parents=True, exist_ok=True)
    alt = common.alt_python()
    log("building bodies from the specs' examples")
    bodies = WORK / "bodies"
    subprocess.run(
        [str(ROOT / ".venv" / "bin" / "python"), str(BENCH / "bodies.py"), str(bodies)],
        check=True,
        stdout=subprocess.DEVNULL,
    )

    reps, import_reps, gen_reps, oa_reps = (3, 5, 2, 1) if args.quick else (11, 11, 5, 3)
    sizes = (20, 100) if args.quick else generator_bench.SYNTH_SIZES
    client = client_bench.run(alt, bodies, reps, import_reps)
    big_import = big_import_bench.run(alt, import_reps)
    profiles: dict[str, Any] = {}
    ir: dict[str, Any] = {}

    def before_synth() -> None:
        profiles.update(_profiles())
        ir.update(_ir_bench(args.quick))

    generator = generator_bench.run(alt, gen_reps, oa_reps, deadline, sizes, before_synth=before_synth)

    result: dict[str, Any] = {
        "started_utc": started,
        "finished_utc": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "elapsed_s": time.monotonic() - t0,
        "budget_s": None if args.full else args.budget,
        "mode": "full" if args.full else ("quick" if args.quick else "make bench"),
        "machine": dict(mach, loadavg_at_end=list(os.getloadavg())),
        "versions": _versions(alt),
        "client": client,
        "big_import": big_import,
        "generator": generator,
        "profiles": profiles,
        "ir": ir,
    }
    full_path = RESULTS / "scaling-full.json"
    if full_path.exists():
        result["scaling_full_separate_run"] = json.loads(full_path.read_text(encoding="utf-8"))
    result["targets"] = _targets(result)
    result["notes"] = _notes(result)
    md = markdown(result)
    name = "quick" if args.quick else ("full" if args.full else "latest")
    common.write_json(RESULTS / f"{name}.json", result)
    (RESULTS / f"{name}.md").write_text(md, encoding="utf-8")
    if name == "latest":
        common.write_json(RESULTS / "client.json", client)
        common.write_json(RESULTS / "big_import.json", big_import)
        common.write_json(RESULTS / "generator.json", generator)
    print(md)
    if not args.no_readme and not args.quick and not args.full and update_readme(md):
        log("README.md table updated")
    log(
        f"done in {result['elapsed_s']:.0f} s: results in {(RESULTS / (name + '.json')).relative_to(ROOT)}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
