"""Generated-client benchmarks: our ``sambanova_sdk`` against the official ``sambanova`` SDK and
against the floor (bare ``httpx`` + ``json.loads``), through ``httpx.MockTransport``, plus one
figure on a real local socket (``sse_server.py``): sequential streamed calls.

``python benchmarks/client_bench.py [--reps N]`` prints the table and writes
``benchmarks/results/client.json``; ``run.py`` calls :func:`run` and merges the result into
``latest.json``.  How each figure is measured: ``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))

import common
from common import OURS_SRC, ROOT, WORK, fmt, log, md_table, ratio, summary, verdict

LIBS = ("ours", "official", "floor")
# calls per timed batch (one batch = one repetition of one library)
BATCH = {"nonstream": 200, "history": 50, "stream": 2, "parse": 2, "live_stream": 20}
TARGETS = {
    "nonstream": 1.3,
    "history": 2.0,
    "stream": 1.5,
    "live_stream": 1.3,
    "parse_wall": 3.0,
    "parse_memory": 2.5,
    "import": 1.3,
}
OFFICIAL_CLAIMED: dict[str, float | None] = {  # the figures for the official SDK
    "nonstream": 5.5,
    "history": 44.0,
    "stream": 8.0,
    "live_stream": None,
    "parse_wall": 25.0,
    "parse_memory": 2.3,
    "import": 2.8,
}
IMPORTS = {
    "pass": "pass",
    "baseline": "import httpx, pydantic",
    "ours": "import sambanova_sdk",
    "official": "import sambanova",
}


class LiveServer:
    """``sse_server.py`` in the project's venv (which has uvicorn): a real HTTP/1.1 server on a
    local socket, counting the TCP connections it accepts."""

    def __init__(self, bodies: Path) -> None:
        python = ROOT / ".venv" / "bin" / "python"
        self.proc = subprocess.Popen(
            [str(python), str(common.BENCH / "sse_server.py"), "--bodies", str(bodies)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        self.url = f"http://127.0.0.1:{json.loads(self.proc.stdout.readline())['port']}"

    def connections(self) -> int:
        with urllib.request.urlopen(f"{self.url}/stats", timeout=10) as r:
            return int(json.loads(r.read())["connections"])

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


class Worker:
    """A ``client_worker.py`` process for one library."""

    def __init__(self, python: Path, lib: str, bodies: Path, live: str | None = None) -> None:
        env = common.alt_env()
        argv = [
            str(python),
            str(common.BENCH / "client_worker.py"),
            "--lib",
            lib,
            "--bodies",
            str(bodies),
            "--src",
            str(OURS_SRC),
            *(["--live", live] if live else []),
        ]
        self.lib = lib
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, text=True, cwd=ROOT
        )
        hello = self._read()
        self.version = hello.get("version")

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"client worker {self.lib!r} exited (code {self.proc.wait()})")
        return json.loads(line)

    def ask(self, **cmd: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        try:
            self.ask(op="quit")
        except (RuntimeError, BrokenPipeError, json.JSONDecodeError):
            pass
        self.proc.wait(timeout=30)


def _sanity(answers: dict[str, dict[str, Any]], facts: dict[str, Any]) -> dict[str, Any]:
    """Every library must have produced the same content from the same bodies."""
    problems: list[str] = []
    for lib, ans in answers.items():
        for fig in ("nonstream", "history"):
            if ans[fig]["content"] != facts["content"]:
                problems.append(f"{lib}/{fig}: wrong message content")
        if ans["stream"]["chunks"] != facts["stream_chunks"]:
            problems.append(f"{lib}/stream: {ans['stream']['chunks']} chunks")
        if ans["stream"]["content"] != facts["stream_content"]:
            problems.append(f"{lib}/stream: wrong concatenated content")
        if ans["parse"]["logprobs_items"] != facts["logprobs_items"]:
            problems.append(f"{lib}/parse: {ans['parse']['logprobs_items']} logprobs items")
        if "live_stream" in ans and ans["live_stream"] != answers["floor"]["live_stream"]:
            problems.append(f"{lib}/live_stream: {ans['live_stream']['chunks']} chunks, not the floor's")
    parsed_as = {lib: ans["parse"].get("logprobs_item_type") for lib, ans in answers.items()}
    return {"ok": not problems, "problems": problems, "logprobs_item_type": parsed_as}


def bench_calls(python: Path, bodies: Path, reps: int) -> dict[str, Any]:
    facts = json.loads((bodies / "facts.json").read_text())
    server = LiveServer(bodies)
    workers = {lib: Worker(python, lib, bodies, server.url) for lib in LIBS}
    connections: dict[str, int] = {}
    try:
        sanity = _sanity({lib: w.ask(op="check") for lib, w in workers.items()}, facts)
        if not sanity["ok"]:
            log(f"client sanity check FAILED: {sanity['problems']}")
        times: dict[str, dict[str, list[float]]] = {f: {lib: [] for lib in LIBS} for f in BATCH}
        cpu: dict[str, dict[str, list[float]]] = {f: {lib: [] for lib in LIBS} for f in BATCH}
        for rep in range(reps):
            order = LIBS[rep % 3 :] + LIBS[: rep % 3]  # interleaved, rotating who goes first
            for figure, n in BATCH.items():
                for lib in order:
                    ans = workers[lib].ask(op="time", figure=figure, n=n)
                    times[figure][lib].append(ans["per_op"])
                    cpu[figure][lib].append(ans["cpu_per_op"])
            log(f"client repetition {rep + 1}/{reps} done")
        for lib in LIBS:  # TCP connections one batch of sequential streamed calls opens
            before = server.connections()
            workers[lib].ask(op="time", figure="live_stream", n=BATCH["live_stream"])
            connections[lib] = server.connections() - before
        mem: dict[str, list[int]] = {lib: [] for lib in LIBS}
        for _ in range(3):
            for lib in LIBS:
                mem[lib].append(workers[lib].ask(op="mem", figure="parse")["peak_bytes"])
        versions = {lib: w.version for lib, w in workers.items()}
    finally:
        for w in workers.values():
            w.close()
        server.close()
    return {
        "live_connections": connections,
        "times": times,
        "cpu": cpu,
        "mem": mem,
        "sanity": sanity,
        "facts": facts,
        "worker_versions": versions,
    }


def bench_imports(python: Path, reps: int) -> dict[str, list[float]]:
    """Wall time of fresh ``python -c "import x"`` processes, interleaved."""
    env = common.alt_env()
    env["PYTHONPATH"] = str(OURS_SRC)
    out: dict[str, list[float]] = {k: [] for k in IMPORTS}
    for code in IMPORTS.values():  # compile bytecode once, outside the measurement
        subprocess.run([str(python), "-c", code], env=env, check=True)
    for rep in range(reps):
        keys = list(IMPORTS)
        keys = keys[rep % len(keys) :] + keys[: rep % len(keys)]
        for key in keys:
            t0 = time.perf_counter()
            subprocess.run([str(python), "-c", IMPORTS[key]], env=env, check=True)
            out[key].append(time.perf_counter() - t0)
    return out


def import_breakdown(python: Path, top: int = 12) -> dict[str, Any]:
    """``python -X importtime``, once per library: the modules it adds beyond
    ``import httpx, pydantic``, by self time (informational; not a figure)."""
    env = common.alt_env()
    env["PYTHONPATH"] = str(OURS_SRC)

    def modules(code: str) -> dict[str, int]:
        r = subprocess.run(
            [str(python), "-X", "importtime", "-c", code],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        out: dict[str, int] = {}
        for line in r.stderr.splitlines():
            if line.startswith("import time:") and "|" in line and "self [us]" not in line:
                self_us, _cum, name = (x.strip() for x in line[len("import time:") :].split("|"))
                out[name] = out.get(name, 0) + int(self_us)
        return out

    base = modules(IMPORTS["baseline"])
    result: dict[str, Any] = {}
    for lib in ("ours", "official"):
        mods = modules(IMPORTS[lib])
        extra = {m: us for m, us in mods.items() if m not in base}
        result[lib] = {
            "modules_total": len(mods),
            "modules_beyond_httpx_pydantic": len(extra),
            "self_ms_beyond_httpx_pydantic": round(sum(extra.values()) / 1e3, 1),
            "top_self_ms": [
                [m, round(us / 1e3, 2)]
                for m, us in sorted(extra.items(), key=lambda kv: -kv[1])[:top]
            ],
        }
    result["baseline_modules"] = len(base)
    return result


def run(python: Path, bodies: Path, reps: int = 7, import_reps: int = 11) -> dict[str, Any]:
    log("client benchmarks: non-streaming, 50-message history, streaming, 1 MiB parse")
    calls = bench_calls(python, bodies, reps)
    log("cold import benchmark")
    imports = bench_imports(python, import_reps)
    breakdown = import_breakdown(python)

    figures: dict[str, Any] = {}
    med = {
        f: {lib: summary(v)["median"] for lib, v in d.items()} for f, d in calls["times"].items()
    }
    cmed = {f: {lib: summary(v)["median"] for lib, v in d.items()} for f, d in calls["cpu"].items()}
    labels = {
        "nonstream": (
            "non-streaming chat.completions.create",
            "us/call",
            "bare httpx + json.loads",
        ),
        "history": ("same, 50 history messages", "us/call", "bare httpx + json.loads"),
        "stream": ("streaming, 2,000-chunk SSE body", "us/chunk", "bare line split + json.loads"),
        "live_stream": (
            "sequential streamed calls, real local socket (20 events each)",
            "us/call",
            "bare httpx + line split + json.loads, same server",
        ),
        "parse": ("parse of a 1 MiB logprobs-heavy response: wall", "ms/parse", "json.loads"),
    }
    for f, (label, unit, floor_label) in labels.items():
        scale = {
            "us/call": 1e6,
            "us/chunk": 1e6 / calls["facts"]["stream_chunks"],
            "ms/parse": 1e3,
        }[unit]
        key = "parse_wall" if f == "parse" else f
        r_ours = ratio(med[f]["ours"], med[f]["floor"])
        figures[key] = {
            "label": label,
            "unit": unit,
            "floor": floor_label,
            "ours": med[f]["ours"] * scale,
            "official": med[f]["official"] * scale,
            "floor_value": med[f]["floor"] * scale,
            "ratio_ours": r_ours,
            "ratio_official": ratio(med[f]["official"], med[f]["floor"]),
            "cpu_ratio_ours": ratio(cmed[f]["ours"], cmed[f]["floor"]),
            "cpu_ratio_official": ratio(cmed[f]["official"], cmed[f]["floor"]),
            "target": TARGETS[key],
            "official_claimed": OFFICIAL_CLAIMED[key],
            "verdict": verdict(r_ours, TARGETS[key]),
            "samples_seconds_per_op": {lib: summary(v) for lib, v in calls["times"][f].items()},
            "samples_cpu_seconds_per_op": {lib: summary(v) for lib, v in calls["cpu"][f].items()},
            "batch": BATCH[f],
        }
        if f == "live_stream":
            figures[key]["tcp_connections_per_20_calls"] = calls["live_connections"]
    mem_med = {lib: summary(v)["median"] for lib, v in calls["mem"].items()}
    r_mem = ratio(mem_med["ours"], mem_med["floor"])
    figures["parse_memory"] = {
        "label": "parse of a 1 MiB logprobs-heavy response: peak memory (tracemalloc)",
        "unit": "MiB",
        "floor": "json.loads",
        "ours": mem_med["ours"] / 2**20,
        "official": mem_med["official"] / 2**20,
        "floor_value": mem_med["floor"] / 2**20,
        "ratio_ours": r_mem,
        "ratio_official": ratio(mem_med["official"], mem_med["floor"]),
        "target": TARGETS["parse_memory"],
        "official_claimed": OFFICIAL_CLAIMED["parse_memory"],
        "verdict": verdict(r_mem, TARGETS["parse_memory"]),
        "samples_bytes": calls["mem"],
    }
    imp = {k: summary(v)["median"] for k, v in imports.items()}
    base = imp["baseline"] - imp["pass"]
    r_imp = ratio(imp["ours"] - imp["pass"], base)
    figures["import"] = {
        "label": "cold import, minus `python -c pass`",
        "unit": "ms",
        "floor": "import httpx, pydantic",
        "ours": (imp["ours"] - imp["pass"]) * 1e3,
        "official": (imp["official"] - imp["pass"]) * 1e3,
        "floor_value": base * 1e3,
        "ratio_ours": r_imp,
        "ratio_official": ratio(imp["official"] - imp["pass"], base),
        "target": TARGETS["import"],
        "official_claimed": OFFICIAL_CLAIMED["import"],
        "verdict": verdict(r_imp, TARGETS["import"]),
        "samples_seconds": {k: summary(v) for k, v in imports.items()},
        "python_c_pass_ms": imp["pass"] * 1e3,
        "importtime_breakdown": breakdown,
    }
    return {
        "figures": figures,
        "sanity": calls["sanity"],
        "bodies": calls["facts"]["sizes"],
        "repetitions": reps,
        "import_repetitions": import_reps,
        "worker_versions": calls["worker_versions"],
    }


def table(result: dict[str, Any]) -> str:
    rows = []
    for f in result["figures"].values():
        rows.append(
            [
                f["label"],
                f"{fmt(f['ours'])} {f['unit']}",
                f"{fmt(f['official'])} {f['unit']}",
                f"{fmt(f['floor_value'])} {f['unit']} ({f['floor']})",
                f"**{fmt(f['ratio_ours'])}x**",
                f"<= {fmt(f['target'], 1)}x",
                f"{fmt(f['ratio_official'])}x"
                + (f" (issue: ~{fmt(f['official_claimed'], 1)}x)" if f["official_claimed"] is not None else ""),
                f["verdict"],
            ]
        )
    return md_table(
        [
            "figure",
            "ours",
            "official",
            "floor",
            "ours / floor",
            "target",
            "official / floor",
            "verdict",
        ],
        rows,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--import-reps", type=int, default=11)
    args = ap.parse_args()
    import subprocess as sp

    python = common.alt_python()
    bodies = WORK / "bodies"
    sp.run(
        [str(ROOT / ".venv" / "bin" / "python"), str(common.BENCH / "bodies.py"), str(bodies)],
        check=True,
        stdout=sp.DEVNULL,
    )
    result = run(python, bodies, args.reps, args.import_reps)
    common.write_json(common.RESULTS / "client.json", result)
    print(table(result))


if __name__ == "__main__":
    main()
