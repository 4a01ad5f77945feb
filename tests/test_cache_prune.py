"""The cache folder's bound (``generator/cache_prune.py``): the least recently used entries go
first, down to 80% of the limit, at most once a day, after a run that wrote to it; ``sdkgen
cache`` shows and prunes it; a bad ``$SDKGEN_CACHE_MAX_MB`` is refused before any work."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from _generate import ACME_SPEC

from generator.cache_prune import (
    DEFAULT_LIMIT_MIB,
    INTERVAL_S,
    STAMP,
    cache_limit,
    prune,
    prune_if_due,
    usage,
)

ROOT = Path(__file__).resolve().parent.parent
NOW = 1_900_000_000.0
DAY = 24 * 3600.0


def _h(tag: str) -> str:
    """An entry's name as sdkgen writes it (a SHA-256): ``_h("a")``."""
    import hashlib

    return hashlib.sha256(tag.encode()).hexdigest()


def _entry(cache: Path, rel: str, size: int, used: float) -> Path:
    path = cache / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x" * size)
    os.utime(path, (used, used))
    return path


def test_the_least_recently_used_entries_go_first_down_to_80_percent() -> None:
    """Ten entries of 100 bytes, used a day apart, under a limit of 500: the six oldest go (400
    left, 80% of 500), the four newest stay, and the stamp records the check."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        paths = [_entry(cache, f"black/{i:02d}/{_h(str(i))}", 100, NOW - (10 - i) * DAY) for i in range(10)]
        found = prune(cache, 500, now=NOW)
        assert [p.exists() for p in paths] == [False] * 6 + [True] * 4
        assert (found.files, found.size, found.removed, found.freed) == (4, 400, 6, 600)
        assert (cache / STAMP).stat().st_mtime == NOW
        # the access time counts as use: an old entry read lately is kept over a newer one unread
        old_but_read = _entry(cache, f"runs/aa/{_h('read')}", 100, NOW - 30 * DAY)
        os.utime(old_but_read, (NOW - 1, NOW - 30 * DAY))
        prune(cache, 300, now=NOW)
        assert old_but_read.exists() and not paths[6].exists() and not paths[7].exists()


def test_under_the_limit_nothing_goes_but_stale_temporary_files(tmp_path: Path) -> None:
    """Within the limit every entry stays; a ``.tmp`` of an interrupted write older than an hour
    goes, a younger one (perhaps being written now) stays, even over the limit."""
    kept = _entry(tmp_path, f"black/ab/{_h('entry')}", 100, NOW - 100 * DAY)
    stale = _entry(tmp_path, f"runs/ab/{_h('key')}.123.tmp", 50, NOW - 2 * 3600)
    young = _entry(tmp_path, f"runs/ab/{_h('key')}.456.tmp", 50, NOW - 60)
    found = prune(tmp_path, 10_000, now=NOW)
    assert kept.exists() and not stale.exists() and young.exists()
    assert (found.removed, found.files) == (1, 2)
    prune(tmp_path, 10, now=NOW)
    assert not kept.exists() and young.exists()


def test_a_prune_is_due_once_a_day(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No stamp: due; a stamp younger than a day: not due, the folder may stay over its limit;
    older: due again.  ``SDKGEN_CACHE_MAX_MB=0``: never."""
    monkeypatch.setenv("SDKGEN_CACHE_MAX_MB", "1")
    big = _entry(tmp_path, f"black/aa/{_h('big')}", 2 << 20, NOW - DAY)
    assert prune_if_due(tmp_path, now=NOW) is not None and not big.exists()
    big = _entry(tmp_path, f"black/aa/{_h('big')}", 2 << 20, NOW - DAY)
    assert prune_if_due(tmp_path, now=NOW + INTERVAL_S - 10) is None and big.exists()
    assert prune_if_due(tmp_path, now=NOW + INTERVAL_S + 10) is not None and not big.exists()
    monkeypatch.setenv("SDKGEN_CACHE_MAX_MB", "0")
    big = _entry(tmp_path, f"black/aa/{_h('big')}", 2 << 20, NOW - DAY)
    assert prune_if_due(tmp_path, now=NOW + 10 * INTERVAL_S) is None and big.exists()


@pytest.mark.parametrize(("value", "limit"), [("", DEFAULT_LIMIT_MIB << 20), ("500", 500 << 20), (" 7 ", 7 << 20), ("0", None)])
def test_the_limit_is_whole_mib(value: str, limit: int | None) -> None:
    assert cache_limit({"SDKGEN_CACHE_MAX_MB": value}) == limit


@pytest.mark.parametrize("value", ["2G", "-1", "1.5", "lots"])
def test_a_limit_that_is_not_whole_mib_is_refused(value: str) -> None:
    with pytest.raises(ValueError, match="SDKGEN_CACHE_MAX_MB"):
        cache_limit({"SDKGEN_CACHE_MAX_MB": value})


def _sdkgen(*args: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, capture_output=True, text=True, env={**os.environ, **env})


def test_a_generation_prunes_the_cache_it_wrote_to(tmp_path: Path) -> None:
    """A run that wrote to a cache over its limit removes the old entries (two of 1 MiB, used
    ten days ago) and keeps what it wrote: the next run of the same spec is answered from the
    run cache.  A second run within the day does not scan the folder again."""
    cache = tmp_path / "cache"
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(ACME_SPEC, sort_keys=False))
    old = [_entry(cache, f"black/0{i}/{_h(str(i))}", 1 << 20, NOW - 3000 * DAY) for i in range(2)]
    env = {"SDKGEN_CACHE_DIR": str(cache), "SDKGEN_CACHE_MAX_MB": "1"}
    args = ("generate", "acme.yaml", "--output", "out", "--package-name", "acme_sdk")
    r = _sdkgen(*args, cwd=tmp_path, **env)
    assert r.returncode == 0, r.stderr
    assert not any(p.exists() for p in old)
    assert any((cache / "runs").rglob("*")) and (cache / STAMP).is_file()
    assert usage(cache).size < 1 << 20
    again = _entry(cache, f"black/09/{_h('old')}", 2 << 20, NOW - 3000 * DAY)
    r = _sdkgen("check", "acme.yaml", "--output", "out", "--package-name", "acme_sdk", cwd=tmp_path, **env)
    assert r.returncode == 0, r.stderr
    assert again.exists()  # checked less than a day ago


def test_the_cache_command_shows_and_prunes(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    _entry(cache, f"black/00/{_h('a')}", 3 << 20, NOW - 2 * DAY)
    _entry(cache, f"black/00/{_h('b')}", 1 << 20, NOW - DAY)
    r = _sdkgen("cache", cwd=tmp_path, SDKGEN_CACHE_DIR=str(cache))
    assert r.returncode == 0 and r.stdout.strip() == f"{cache}: 2 entries, 4.0 MiB (limit {DEFAULT_LIMIT_MIB} MiB)", r.stdout
    r = _sdkgen("cache", "--prune", "--max-mb", "3", cwd=tmp_path, SDKGEN_CACHE_DIR=str(cache))
    assert r.returncode == 0 and r.stdout.strip() == f"{cache}: removed 1 entry (3.0 MiB); 1 entry, 1.0 MiB (limit 3 MiB)", r.stdout
    assert not (cache / f"black/00/{_h('a')}").exists() and (cache / f"black/00/{_h('b')}").exists()
    r = _sdkgen("cache", cwd=tmp_path, SDKGEN_CACHE_DIR="off")
    assert r.returncode == 0 and "off" in r.stdout


def test_a_bad_limit_is_refused_before_any_work(tmp_path: Path) -> None:
    (tmp_path / "acme.yaml").write_text(yaml.safe_dump(ACME_SPEC, sort_keys=False))
    r = _sdkgen("generate", "acme.yaml", "--output", "out", "--package-name", "acme_sdk", cwd=tmp_path, SDKGEN_CACHE_DIR=str(tmp_path / "c"), SDKGEN_CACHE_MAX_MB="2G")
    assert r.returncode == 2 and "SDKGEN_CACHE_MAX_MB='2G': expected a whole number of MiB" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr and not (tmp_path / "out").exists() and not (tmp_path / "c").exists()


def test_only_sdkgens_own_folders_are_pruned(tmp_path: Path) -> None:
    """A cache folder set to one other programs use (``~/.cache``, ``/tmp``): their files, an
    old ``.tmp`` of theirs and a section that is a symbolic link to elsewhere are never
    touched, however far over the limit (hostile review 5: pip's wheels and notes went)."""
    outside = tmp_path / "elsewhere"
    theirs = [_entry(tmp_path, "pip/wheels/a.whl", 1 << 20, NOW - 900 * DAY), _entry(tmp_path, "work/report.tmp", 10, NOW - 900 * DAY), _entry(tmp_path, "notes.txt", 10, NOW - 900 * DAY)]
    linked = _entry(outside, f"x/{_h('linked')}", 100, NOW - 900 * DAY)
    (tmp_path / "models").symlink_to(outside, target_is_directory=True)
    ours = _entry(tmp_path, f"black/00/{_h('old')}", 100, NOW - 900 * DAY)
    found = prune(tmp_path, 0, now=NOW)
    assert all(p.exists() for p in theirs) and linked.exists() and not ours.exists()
    assert (found.removed, found.files) == (1, 0)
    assert usage(tmp_path).files == 0


def test_an_entry_that_cannot_go_is_not_made_up_for_by_removing_newer_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An old 500-byte entry that cannot be removed (another user's) and one a concurrent
    prune removed first: the newer entries stay, as if both had gone (hostile review 5: every
    entry of the user's own went, and concurrent prunes emptied the folder)."""
    stuck = _entry(tmp_path, f"runs/aa/{_h('stuck')}", 500, NOW - 30 * DAY)
    gone = _entry(tmp_path, f"runs/aa/{_h('gone')}", 300, NOW - 29 * DAY)
    newer = [_entry(tmp_path, f"black/0{i}/{_h(str(i))}", 100, NOW - i * DAY) for i in range(3)]
    real_unlink = os.unlink

    def unlink(path: Any, *args: Any, **kwargs: Any) -> None:
        if str(path) == str(stuck):
            raise PermissionError(13, "Operation not permitted", str(path))
        if str(path) == str(gone):
            real_unlink(path)
            raise FileNotFoundError(2, "No such file", str(path))
        real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", unlink)
    found = prune(tmp_path, 500, now=NOW)  # 1,100 bytes against 500: down to 400 once both are out of the count
    assert stuck.exists() and not gone.exists() and all(p.exists() for p in newer)
    assert (found.removed, found.files, found.size) == (0, 4, 800)


def test_a_cache_folder_that_cannot_be_written_is_not_scanned(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a stamp it can write, every run would scan the whole folder again (hostile
    review 5: 0.65 s per 60,000 files on each run)."""
    from generator import cache_prune

    monkeypatch.setattr(cache_prune, "_touch", lambda path, now: False)
    monkeypatch.setattr(cache_prune, "prune", lambda *a, **k: pytest.fail("scanned"))
    assert cache_prune.prune_if_due(tmp_path, now=NOW) is None


@pytest.mark.parametrize("value", ["٣", "１２", "²"])
def test_a_limit_in_other_digits_is_refused_naming_the_variable(value: str) -> None:
    with pytest.raises(ValueError, match="SDKGEN_CACHE_MAX_MB"):
        cache_limit({"SDKGEN_CACHE_MAX_MB": value})


def test_files_in_a_section_that_sdkgen_did_not_name_stay(tmp_path: Path) -> None:
    """``~/.cache`` as the cache folder: black's own ``~/.cache/black/24.1.0/cache.pickle`` and
    a TensorBoard ``runs/`` folder share sdkgen's section names; only files named as sdkgen
    names its entries (a SHA-256, Jinja's and the built-in templates' code) go (hostile
    review 6)."""
    theirs = [_entry(tmp_path, "black/24.1.0/cache.pickle", 100, NOW - 900 * DAY), _entry(tmp_path, "runs/exp1/events.out.tfevents.1", 100, NOW - 900 * DAY), _entry(tmp_path, "runs/old.tmp", 10, NOW - 900 * DAY)]
    ours = [
        _entry(tmp_path, f"black/ab/{_h('x')}", 100, NOW - 900 * DAY),
        _entry(tmp_path, f"jinja/builtin-{_h('t')}-a70d0d0a.code", 100, NOW - 900 * DAY),
        _entry(tmp_path, f"jinja/__jinja2_{_h('u')[:40]}.cache", 100, NOW - 900 * DAY),
        _entry(tmp_path, f"runs/ab/{_h('r')}.77.tmp", 10, NOW - 900 * DAY),
    ]
    found = prune(tmp_path, 0, now=NOW)
    assert all(p.exists() for p in theirs) and not any(p.exists() for p in ours)
    assert found.removed == 4
