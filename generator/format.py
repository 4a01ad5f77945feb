"""Stage 6, format: black, in process, with a content-hash cache.

black is the formatter of record: every ``.py`` file of the output is exactly what
``black.format_str`` returns for it.  Formatting dominates generation time, so results are
cached by the SHA-256 of (black version, mode, source): an unchanged file is never formatted
twice, and ``sdkgen generate`` and ``sdkgen check`` share the cache.  The cache lives in
``$SDKGEN_CACHE_DIR``, else ``~/.cache/sdkgen/black`` (see
:func:`generator.pipeline.cache_dir`); deleting it is always safe.
"""

from __future__ import annotations

import hashlib
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import black

from .errors import SpecError

MODE = black.Mode(line_length=100, target_versions={black.TargetVersion.PY310})
_KEY_PREFIX = f"black={black.__version__};mode={MODE!r};".encode()
PARALLEL_THRESHOLD_LINES = 20_000


def _key(source: str) -> str:
    return hashlib.sha256(_KEY_PREFIX + source.encode("utf-8")).hexdigest()


def format_source(source: str, name: str = "<generated>") -> str:
    """Format one Python source with black.

    Raises:
        SpecError: the source is not valid Python (a generator bug; the message names the file).
    """
    try:
        return black.format_str(source, mode=MODE)
    except black.InvalidInput as exc:
        raise SpecError(f"generated code is not valid Python ({exc}); this is a generator bug", file=name) from None


def _format_pair(item: tuple[str, str]) -> str:
    return format_source(item[1], item[0])


def format_files(files: dict[str, str], cache_dir: Path | None = None) -> dict[str, str]:
    """Format every ``.py`` file of a rendered tree.

    Args:
        files: relative path -> source; other files are returned unchanged.
        cache_dir: where formatted results are cached (``None``: no cache).

    Returns:
        A new mapping with formatted Python sources.
    """
    out = dict(files)
    todo: list[tuple[str, str, str]] = []
    for path, source in sorted(files.items()):
        if not path.endswith(".py"):
            continue
        key = _key(source)
        cached = cache_dir / key[:2] / key if cache_dir else None
        if cached is not None and cached.is_file():
            out[path] = cached.read_text(encoding="utf-8")
        else:
            todo.append((path, source, key))
    if not todo:
        return out
    lines = sum(s.count("\n") for _, s, _ in todo)
    workers = min(os.cpu_count() or 1, len(todo))
    if lines >= PARALLEL_THRESHOLD_LINES and workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_format_pair, [(p, s) for p, s, _ in todo], chunksize=1))
    else:
        results = [format_source(s, p) for p, s, _ in todo]
    for (path, _source, key), formatted in zip(todo, results):
        out[path] = formatted
        if cache_dir is not None:
            cache_put(cache_dir / key[:2] / key, formatted)
    return out


def cache_put(target: Path, text: str) -> None:
    """Store a cache entry atomically (write a temporary file, then rename); a cache that
    cannot be written only costs time, so errors are ignored."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, target)
    except OSError:
        pass
