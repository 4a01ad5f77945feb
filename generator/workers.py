"""The process pool the formatting (and the models' rendering) spreads over: a worker per
core, forked where available, each dying with the process that started it."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

_WORKER_GC_THRESHOLD: tuple[int, ...] | None = None  # what a pool worker restores (collect_less_often)


def collect_less_often(threshold: tuple[int, int, int]) -> Callable[[], None]:
    """Set this process's cyclic garbage collector thresholds (:func:`gc.set_threshold`) to
    ``threshold``, while the pool workers started from it keep the ones it had: a worker
    formats one module after another, each leaving black's syntax tree (cycles, through its
    parent links) as garbage, which a larger threshold leaves uncollected longer (measured at
    1,000 synthetic schemas: the process tree's peak PSS 262 -> 381 MiB with the workers'
    threshold raised too, for no gain in black's speed).

    Returns:
        The function that gives the process its thresholds back (and the workers started
        after it theirs): the command calls it when it ends, so that a caller running it in
        its own process (``click.testing``) keeps its collector, and a second run saves the
        original thresholds, not the raised ones.
    """
    import gc

    global _WORKER_GC_THRESHOLD
    before = gc.get_threshold()
    kept = _WORKER_GC_THRESHOLD
    if kept is None:
        _WORKER_GC_THRESHOLD = before
    gc.set_threshold(*threshold)

    def restore() -> None:
        global _WORKER_GC_THRESHOLD
        gc.set_threshold(*before)
        _WORKER_GC_THRESHOLD = kept

    return restore


def pool_size() -> int:
    """Workers of the default pool: one per core, at most 8."""
    return min(os.cpu_count() or 1, 8)


def process_pool(workers: int | None = None) -> Any:
    """A pool with a worker per core, or ``workers`` of them (fork where available: no
    re-import cost), or ``None`` when the machine has a single core, ``SDKGEN_NO_PARALLEL`` is
    set, or processes cannot be started."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    if (os.cpu_count() or 1) < 2 or os.environ.get("SDKGEN_NO_PARALLEL"):
        return None
    try:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        count = pool_size() if workers is None else workers
        return ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context(method), initializer=_worker_init, initargs=(os.getpid(),))
    except (OSError, ValueError):
        return None


def _ready() -> None:
    """The task :func:`started` gives each worker: nothing."""


def started(pool: Any) -> Any:
    """``pool`` with its worker processes running (forked now, from the process as it is):
    a process pool starts its workers on its first task, and a worker forked later inherits
    everything the process holds by then.  ``None`` stays ``None``.

    Returns:
        ``pool``.
    """
    if pool is not None:
        pool.submit(_ready)
    return pool


def _worker_init(parent: int) -> None:
    """Pool worker set-up: on Linux, ask the kernel to send SIGTERM to the worker when the
    process that started it dies (``prctl(PR_SET_PDEATHSIG)``), so a killed ``sdkgen`` never
    leaves formatting workers behind.  Elsewhere (or when ``prctl`` is unavailable) the
    executor's own shutdown is the only clean-up.  A forked worker also restores the garbage
    collector thresholds the process had before :func:`collect_less_often`, and ignores
    SIGINT (the command ends the pool on Ctrl-C)."""
    import gc
    import signal
    import sys

    if _WORKER_GC_THRESHOLD is not None:  # inherited through fork: the threshold before the CLI's
        gc.set_threshold(*_WORKER_GC_THRESHOLD)
    # a forked worker inherits the CLI's SIGTERM -> SystemExit handler, and the executor would
    # catch that SystemExit as a task's result and wait for more work: die instead
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # Ctrl-C reaches the whole process group: the command shuts the pool down (and a worker
    # whose parent dies gets SIGTERM, below), so a worker ignores it rather than print the
    # KeyboardInterrupt of its idle wait for work
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)
