"""Bounding the cache folder (:func:`generator.run_cache.cache_dir`): every run that wrote to it
checks, at most once a day, whether the folder holds more than its limit, and then removes the
entries used least recently until it holds at most :data:`KEEP_FRACTION` of the limit.

Entries are keyed by content hashes and written once, so a folder shared by every project and
every version of every spec only ever grew (a working machine held 10.6 GiB in 212,524 files).
"Used" is the later of an entry's modification and access times: Linux's default ``relatime``
updates the access time of a file read more than a day after its last access, which is as fine
as a daily check needs; on a ``noatime`` file system the oldest written go first.  A removed
entry is a cache miss, never an error, so removing any of them is always safe (the readers
already treat a missing or half-written entry as a miss).

The limit is ``$SDKGEN_CACHE_MAX_MB`` (MiB; ``0`` leaves the folder unbounded), else
:data:`DEFAULT_LIMIT_MIB`.  ``sdkgen cache`` shows the folder and prunes it on demand."""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["DEFAULT_LIMIT_MIB", "INTERVAL_S", "KEEP_FRACTION", "SECTIONS", "STAMP", "CacheUsage", "cache_limit", "prune", "prune_if_due", "usage"]

DEFAULT_LIMIT_MIB = 2048
"""The cache folder's default limit, in MiB (a cold openai-3.1 run writes about 60 MiB)."""
KEEP_FRACTION = 0.8
"""A prune removes entries until the folder holds at most this fraction of its limit, so that
the next runs do not each find it just over the limit."""
INTERVAL_S = 24 * 3600
"""Seconds between two automatic checks of the folder's size (a scan stats every entry)."""
STAMP = "last-pruned"
"""The file in the cache folder whose modification time is the last check's."""
_STALE_TEMP_S = 3600
"""A temporary file (``*.tmp``, an interrupted write) older than this is removed whatever the size."""


@dataclass(frozen=True)
class CacheUsage:
    """What a scan or a prune of the cache folder found.

    Attributes:
        files: entries in the folder after the prune.
        size: their total size, in bytes.
        removed: entries removed (stale temporary files included).
        freed: bytes removed.
    """

    files: int
    size: int
    removed: int = 0
    freed: int = 0


def cache_limit(environ: dict[str, str] | None = None) -> int | None:
    """The cache folder's limit in bytes from ``$SDKGEN_CACHE_MAX_MB`` (``environ``, else the
    process environment), :data:`DEFAULT_LIMIT_MIB` without it; ``None`` for ``0`` (unbounded).

    Raises:
        ValueError: the variable is set to anything but a whole number of MiB (``"500"``);
            the message names the variable and its value.
    """
    text = (os.environ if environ is None else environ).get("SDKGEN_CACHE_MAX_MB", "").strip()
    if not text:
        return DEFAULT_LIMIT_MIB << 20
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"SDKGEN_CACHE_MAX_MB={text!r}: expected a whole number of MiB (0: no limit)")
    mib = int(text)
    return mib << 20 if mib else None


SECTIONS = ("black", "classes", "guard", "jinja", "models", "parsed", "pristine", "runs")
"""The folders of the cache folder that sdkgen writes (:func:`generator.run_cache.cache_dir`):
the only ones a prune looks into, so a cache folder set to a folder other programs also use
(``~/.cache``, ``/tmp``) never loses their files."""


def _entries(cache: Path) -> list[tuple[float, int, str]]:
    """``(last used, size in bytes, path)`` of every regular file under the :data:`SECTIONS`
    of ``cache`` (symbolic links are neither followed nor listed: a section that is a link is
    skipped); files that vanish during the scan are left out."""
    found: list[tuple[float, int, str]] = []
    for section in SECTIONS:
        top = os.path.join(cache, section)
        if os.path.islink(top) or not os.path.isdir(top):
            continue
        found.extend(_files(top))
    return found


_ENTRY = re.compile(
    r"[0-9a-f]{64}(?:\.[0-9]+){0,2}(?:\.tmp)?"  # an entry (its SHA-256), or one being written
    r"|builtin-[0-9a-f]{64}-[0-9a-f]+\.code"  # a built-in template's compiled code
    r"|__jinja2_[0-9a-f]{40}\.cache"  # Jinja's bytecode of a user template
)
"""The names sdkgen gives its entries: any other file in a section is not sdkgen's (a folder
called ``black`` or ``runs`` of another program in a shared cache folder) and is kept."""


def _files(top: str) -> list[tuple[float, int, str]]:
    found: list[tuple[float, int, str]] = []
    for root, _dirs, names in os.walk(top):
        for name in names:
            if not _ENTRY.fullmatch(name):
                continue
            path = os.path.join(root, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if not os.path.isfile(path) or os.path.islink(path):
                continue
            found.append((max(st.st_mtime, st.st_atime), st.st_size, path))
    return found


def usage(cache: Path) -> CacheUsage:
    """The number of entries and bytes in the cache folder ``cache`` (none when it is missing)."""
    entries = _entries(cache) if cache.is_dir() else []
    return CacheUsage(files=len(entries), size=sum(size for _, size, _ in entries))


def prune(cache: Path, limit: int | None, *, now: float | None = None) -> CacheUsage:
    """Remove the least recently used entries of ``cache`` while it holds more than ``limit``
    bytes, down to :data:`KEEP_FRACTION` of it (``None``: no limit), and temporary files of
    interrupted writes older than an hour (younger ones may be being written: kept); then
    write the stamp.  Errors removing an entry
    (another process removed it, a read-only file) leave it counted and are not raised.

    Args:
        cache: the cache folder; nothing happens when it does not exist.
        limit: bytes.
        now: the current time (seconds since the epoch), for tests.

    Returns:
        The folder after the prune, with what was removed.
    """
    if not cache.is_dir():
        return CacheUsage(files=0, size=0)
    now = time.time() if now is None else now
    entries = sorted(_entries(cache))
    total = sum(size for _, size, _ in entries)
    goal = int(limit * KEEP_FRACTION) if limit is not None and total > limit else None
    removed = freed = 0
    kept: list[tuple[float, int, str]] = []
    for used, size, path in entries:
        temporary = path.endswith(".tmp")  # being written now, or left by an interrupted write
        stale = temporary and now - used > _STALE_TEMP_S
        if stale or (not temporary and goal is not None and total > goal):
            # an entry that cannot go (another user's) or went already (a concurrent prune)
            # is not this prune's to free: it is not made up for by removing newer ones
            total -= size
            try:
                os.unlink(path)
            except FileNotFoundError:
                continue
            except OSError:
                kept.append((used, size, path))
                continue
            removed += 1
            freed += size
        else:
            kept.append((used, size, path))
    _touch(cache / STAMP, now)
    return CacheUsage(files=len(kept), size=sum(size for _, size, _ in kept), removed=removed, freed=freed)


def _touch(path: Path, now: float) -> bool:
    """Set ``path``'s modification time to ``now`` (creating it); whether that worked."""
    try:
        path.touch()
        os.utime(path, (now, now))
    except OSError:
        return False
    return True


def prune_if_due(cache: Path, *, now: float | None = None) -> CacheUsage | None:
    """:func:`prune` ``cache`` to :func:`cache_limit` when the last check is more than
    :data:`INTERVAL_S` ago (or never was); ``None`` when it is not due or there is no limit.
    Called by the pipeline after a run wrote to the cache.

    Raises:
        ValueError: ``$SDKGEN_CACHE_MAX_MB`` is not a whole number (:func:`cache_limit`).
    """
    limit = cache_limit()
    now = time.time() if now is None else now
    try:
        last = (cache / STAMP).stat().st_mtime
    except OSError:
        last = None
    if limit is None or (last is not None and 0 <= now - last < INTERVAL_S):
        return None
    if not _touch(cache / STAMP, now):
        return None  # a folder this process cannot write: not scanned on every run
    return prune(cache, limit, now=now)
