"""Shared helpers of the benchmark scripts: paths, the alternatives' venv, statistics, machine
facts, process measurement (wall time, peak RSS) and table formatting.

Only the standard library: these scripts run with the project's ``.venv`` python.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
WORK = BENCH / ".work"
RESULTS = BENCH / "results"
ALT_VENV = WORK / "venv-alt"
ALT_REQUIREMENTS = BENCH / "requirements-alt.txt"
OURS_SRC = ROOT / "generated" / "sambanova_sdk" / "src"
SHARED = ROOT.parent / "shared"
PYCACHE = WORK / "pycache"


def log(msg: str) -> None:
    """Progress on stderr (stdout carries the tables)."""
    print(f"[bench {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------------
# the alternatives' venv


def _project_pins() -> list[str]:
    """httpx, pydantic and pydantic-core at exactly the project venv's versions, so the three
    clients run on the same HTTP and validation libraries."""
    return [f"{name}=={metadata.version(name)}" for name in ("httpx", "pydantic", "pydantic-core")]


def alt_python() -> Path:
    """The alternatives' venv python, created and installed on demand (pinned versions from
    ``requirements-alt.txt`` plus the project's httpx/pydantic pins)."""
    pins = [
        line.strip()
        for line in ALT_REQUIREMENTS.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ] + _project_pins()
    stamp = ALT_VENV / ".bench-pins"
    py = ALT_VENV / "bin" / "python"
    wanted = "\n".join(pins) + "\n"
    if py.exists() and stamp.exists() and stamp.read_text(encoding="utf-8") == wanted:
        return py
    log(f"creating {ALT_VENV.relative_to(ROOT)} with {', '.join(pins)}")
    if ALT_VENV.exists():
        shutil.rmtree(ALT_VENV)
    subprocess.run([sys.executable, "-m", "venv", str(ALT_VENV)], check=True)
    subprocess.run(
        [str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *pins],
        check=True,
    )
    stamp.write_text(wanted, encoding="utf-8")
    return py


def alt_env() -> dict[str, str]:
    """Environment of every measured process: the alternatives' venv's bin/ first on PATH (where
    openapi-python-client finds ruff for its post-generation hooks), bytecode written, but to
    ``.work/pycache`` rather than into the source tree."""
    env = dict(os.environ)
    env["PATH"] = f"{ALT_VENV / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    # bytecode must be written (to the prefix), or every process would compile every module it
    # imports: with a prefix set, python looks for .pyc files only there
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("PYTHONPATH", None)
    return env


def dist_version(python: Path, dist: str) -> str | None:
    """Installed version of a distribution in another interpreter's environment."""
    code = f"import importlib.metadata as m; print(m.version({dist!r}))"
    r = subprocess.run([str(python), "-c", code], check=False, capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else None


# --------------------------------------------------------------------------------------------
# statistics


def summary(values: Sequence[float]) -> dict[str, Any]:
    """Median (the figure used), min, max, quartiles and the raw values."""
    vals = sorted(values)
    if not vals:
        return {"n": 0}
    q = statistics.quantiles(vals, n=4) if len(vals) >= 2 else [vals[0]] * 3
    return {
        "median": statistics.median(vals),
        "min": vals[0],
        "max": vals[-1],
        "q1": q[0],
        "q3": q[2],
        "n": len(vals),
        "values": list(values),
    }


def ratio(a: float | None, b: float | None) -> float | None:
    if a is None or b is None or b <= 0:
        return None
    return a / b


def verdict(value: float | None, limit: float, *, strict: bool = False) -> str:
    """``pass``/``fail`` against an upper limit (``n/a`` when not measured)."""
    if value is None:
        return "n/a"
    ok = value < limit if strict else value <= limit
    return "pass" if ok else "fail"


# --------------------------------------------------------------------------------------------
# machine


def machine() -> dict[str, Any]:
    cpu = platform.processor() or "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gib": mem,
        "os": platform.platform(),
        "python": platform.python_version(),
        "loadavg_at_start": list(os.getloadavg()),
    }


# --------------------------------------------------------------------------------------------
# processes


@dataclass
class Run:
    """One measured subprocess."""

    argv: list[str]
    returncode: int | None  # None: killed at the time limit
    wall: float
    cpu: float  # user + system seconds of the process and its waited-for children
    maxrss_mib: float | None  # largest single process of the tree (wait4 ru_maxrss)
    tree_pss_peak_mib: float | None  # sampled sum of the tree's PSS (every 50 ms)
    stdout: str
    stderr: str

    @property
    def ok(self) -> bool:
        return self.returncode == 0

    @property
    def timed_out(self) -> bool:
        return self.returncode is None


def _tree_mem_kib(pid: int) -> int:
    """Memory of ``pid`` and its descendants (Linux /proc): the sum of PSS (shared pages split
    between the processes that map them, so forked workers are not counted twice), RSS where
    smaps_rollup is missing."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        children.setdefault(ppid, []).append(int(entry))
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        todo.extend(children.get(p, []))
        try:
            text = Path(f"/proc/{p}/smaps_rollup").read_text()
            key = "Pss:"
        except OSError:
            try:
                text = Path(f"/proc/{p}/status").read_text()
                key = "VmRSS:"
            except OSError:
                continue
        for line in text.splitlines():
            if line.startswith(key):
                total += int(line.split()[1])
                break
    return total


def measure(
    argv: Sequence[str],
    *,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float | None = None,
    sample_rss: bool = False,
) -> Run:
    """Run ``argv``; wall time, exit code, peak RSS (exact for the largest process via
    ``wait4``; the whole tree sampled when ``sample_rss``).  At ``timeout`` the process group
    is killed and ``returncode`` is None."""
    out_path = WORK / "tmp" / f"run-{os.getpid()}-{time.monotonic_ns()}"
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{out_path}.out", "w+b") as out, open(f"{out_path}.err", "w+b") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            list(argv), stdout=out, stderr=err, env=env, cwd=cwd, start_new_session=True
        )
        peak = [0]
        stop = threading.Event()

        def sampler() -> None:
            while not stop.is_set():
                try:
                    peak[0] = max(peak[0], _tree_mem_kib(proc.pid))
                except (OSError, ValueError, IndexError):
                    stop.wait(0.001)  # a process ended while being read: sampling is best effort
                stop.wait(0.05)

        thread = threading.Thread(target=sampler, daemon=True) if sample_rss else None
        if thread:
            thread.start()
        deadline = None if timeout is None else t0 + timeout
        killed = False
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if deadline is not None and time.perf_counter() > deadline:
                killed = True
                try:
                    os.killpg(proc.pid, 9)
                except ProcessLookupError:
                    pass
                pid, status, usage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.005)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        stop.set()
        if thread:
            thread.join()
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    for suffix in (".out", ".err"):
        Path(f"{out_path}{suffix}").unlink(missing_ok=True)
    return Run(
        argv=list(argv),
        returncode=None if killed else proc.returncode,
        wall=wall,
        cpu=usage.ru_utime + usage.ru_stime,
        maxrss_mib=round(usage.ru_maxrss / 1024, 1),
        tree_pss_peak_mib=round(peak[0] / 1024, 1) if sample_rss else None,
        stdout=stdout,
        stderr=stderr,
    )


def tail(text: str, lines: int = 12) -> str:
    return "\n".join(text.rstrip().splitlines()[-lines:])


# --------------------------------------------------------------------------------------------
# output


def md_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    for row in rows:
        out.append("| " + " | ".join("" if c is None else str(c) for c in row) + " |")
    return "\n".join(out) + "\n"


def fmt(x: float | None, digits: int = 2, suffix: str = "") -> str:
    if x is None:
        return "n/a"
    if abs(x) >= 100:
        return f"{x:,.0f}{suffix}"
    return f"{x:.{digits}f}{suffix}"


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=False) + "\n", encoding="utf-8")
