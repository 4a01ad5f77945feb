"""Content-addressed cache entries shared by the stages' caches: the generator's fingerprint
(what every key names, so that another generator never reads an entry) and small pickled
values checked by a SHA-256 trailer (:func:`pickled_get`, :func:`pickled_put`).  Imports no
stage, so any stage may use it (the parse cache of :mod:`generator.parse` among them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

_DIGEST = 32  # bytes of the SHA-256 that ends an entry


_FINGERPRINT: str | None = None


def generator_fingerprint() -> str:
    """Hash of the generator's code, templates and library versions: any change to what
    produces the output changes it."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        import hashlib

        from .render.environment import builtin_templates

        h = hashlib.sha256()
        base = Path(__file__).resolve().parent  # the package's code
        for root, label in ((base, "generator"), (builtin_templates(), "templates")):
            for path in sorted(root.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    h.update(f"{label}/{path.relative_to(root).as_posix()}".encode())
                    h.update(path.read_bytes())
        for dist in _runtime_distributions():
            h.update(f"{dist}={_version(dist)};".encode())
        _FINGERPRINT = h.hexdigest()
    return _FINGERPRINT


def _version(dist: str) -> str:
    """The installed version of the distribution ``dist``, read from the ``Version:`` line of
    its metadata (core metadata 2.x: one of its first header lines), without the e-mail parser
    :func:`importlib.metadata.version` runs over the whole file (half of the fingerprint's
    time); ``"?"`` when it is not installed or says no version."""
    import re
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        text = distribution(dist).read_text("METADATA") or distribution(dist).read_text("PKG-INFO") or ""
    except (PackageNotFoundError, OSError, ValueError):
        return "?"
    header = text.split("\n\n", 1)[0]  # the headers end at the first blank line
    found = re.search(r"^Version:[ \t]*(\S+)", header, re.MULTILINE)
    return found.group(1) if found else "?"


def _runtime_distributions() -> list[str]:
    """The distributions the generator depends on, read from its installed metadata
    (``Requires-Dist`` without extras), sorted; empty when ``sdkgen`` is not installed (then
    only the code and templates key the cache)."""
    import re
    from importlib.metadata import PackageNotFoundError, requires

    try:
        reqs = requires("sdkgen") or []
    except PackageNotFoundError:
        return []
    names = {re.split(r"[ ;<>=!~\[]", r, maxsplit=1)[0].lower() for r in reqs if "extra ==" not in r}
    return sorted(n for n in names if n)


def pickled_get(folder: Path, key: str) -> Any:
    """The value stored under ``key`` in ``folder`` (:func:`pickled_put`), or ``None`` when
    there is none, it is damaged (its SHA-256, the entry's last 32 bytes, differs), it is
    another key's (the entry starts with its key) or it cannot be unpickled.  For small values (the whole entry is read at once); trusted as
    :func:`run_cache_get` trusts its entries."""
    import hashlib
    import pickle

    try:
        stored = (folder / key[:2] / key).read_bytes()
    except OSError:
        return None
    body, digest = stored[:-_DIGEST], stored[-_DIGEST:]
    if len(stored) <= _DIGEST or hashlib.sha256(body).digest() != digest:
        return None
    named = key.encode("ascii", "replace") + b"\0"
    if not body.startswith(named):  # another key's entry, filed under this one
        return None
    try:
        return pickle.loads(body[len(named) :])
    except Exception:  # noqa: BLE001 - an entry that cannot be read back is a miss
        return None


def pickled_put(folder: Path, key: str, value: Any) -> None:
    """Store ``value`` pickled under ``key`` in ``folder``, after the key and with a SHA-256
    of both, atomically; a cache that cannot be written is skipped silently."""
    import hashlib
    import pickle

    from .write import cache_write

    body = key.encode("ascii", "replace") + b"\0" + pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    cache_write(folder / key[:2] / key, body + hashlib.sha256(body).digest())
