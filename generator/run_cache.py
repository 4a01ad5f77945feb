"""The run cache: a run whose inputs are all unchanged (the merged document, the
configuration, the generator's own code and templates, the versions of its libraries) is
answered from ``runs/`` of the cache folder without normalising, rendering or formatting
(:func:`generator.pipeline.run`).  Also where the cache folder is (:func:`cache_dir`)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .cache_entries import generator_fingerprint, pickled_get, pickled_put
from .config import GeneratorConfig
from .merge import MergedDocument

__all__ = ["cache_dir", "cache_folder", "generator_fingerprint", "models_key", "pickled_get", "pickled_put", "run_cache_get", "run_cache_put", "run_key", "text_files_get", "text_files_put"]


def cache_dir(cfg: GeneratorConfig) -> Path | None:
    """The cache folder: ``$SDKGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/sdkgen``
    (``~/.cache/sdkgen``), as black keeps its own; ``SDKGEN_CACHE_DIR=off`` disables caching.
    It holds ``black/`` (formatted pieces), ``jinja/`` (compiled templates), ``runs/`` (whole
    runs), ``models/`` (rendered models modules), ``guard/`` (module texts that compiled),
    ``pristine/`` (the compressed blocks of pristine stores), ``classes/`` (what each module
    the completeness stage reads defines) and ``parsed/`` (spec files as parsed); entries are keyed by content hashes, so one cache serves every project and
    deleting it is always safe.  Its size is bounded (:mod:`generator.cache_prune`).
    ``cfg`` is not read today (the folder is the same for every project)."""
    del cfg
    return cache_folder()


def cache_folder() -> Path | None:
    """The cache folder from the environment (see :func:`cache_dir`); ``None`` when it is off."""
    env = os.environ.get("SDKGEN_CACHE_DIR")
    if env == "off":
        return None
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "sdkgen"


def run_key(cfg: GeneratorConfig, merged: MergedDocument) -> str:
    """Cache key of a run: generator fingerprint, configuration and merged input, in their
    order (a reordered document is another key: the order is part of the output)."""
    import dataclasses
    import hashlib
    import json

    fields = dataclasses.asdict(cfg)
    fields["package"] = cfg.package.model_dump(mode="json")
    fields["client"] = cfg.client.model_dump(mode="json")
    fields["templates"] = _templates_fingerprint(cfg.templates)
    fields["root"] = ""
    fields["config_file"] = cfg.config_file is not None
    fields["specs"] = [cfg.display(p) for p in cfg.specs]
    fields["output"] = cfg.output.name
    h = hashlib.sha256(generator_fingerprint().encode())
    # keys in their order, not sorted: the order of properties, parameters, servers and
    # configured names is part of the output (signatures, bodies, environments), so two
    # documents that differ only in it must not share a cached run
    h.update(json.dumps(fields, default=repr).encode())
    h.update(json.dumps([merged.content, merged.origins, [(r.pointer, r.files) for r in merged.merged], merged.files], default=repr).encode())
    return h.hexdigest()


def _templates_fingerprint(folder: Path | None) -> str:
    """Hash of a user templates folder's file names and contents (``""`` without one)."""
    if folder is None:
        return ""
    import hashlib

    h = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            h.update(path.relative_to(folder).as_posix().encode() + b"\0")
            h.update(path.read_bytes() + b"\0")
    return h.hexdigest()


_DIGEST = 32  # bytes of the SHA-256 that ends a run cache entry


class _Hashing:
    """A binary file that hashes (SHA-256) what is written to it."""

    def __init__(self, out: Any) -> None:
        import hashlib

        self.out = out
        self.digest = hashlib.sha256()

    def write(self, data: Any) -> int:
        self.digest.update(data)
        return int(self.out.write(data))


def run_cache_get(cache: Path, key: str) -> Any:
    """The cached run under ``key`` in the cache folder ``cache``: ``(api, files, diagnostics
    items, document)``, or ``None`` when there is none, it cannot be read, its SHA-256 (the
    entry's last 32 bytes) differs from its content's (a damaged entry: a byte changed in a
    module's text would otherwise be written out unchecked), or it is of an older layout.  The
    cache folder is trusted as Python trusts its bytecode cache: the digest finds damage, not
    a forgery."""
    import hashlib
    import pickle

    path = cache / "runs" / key[:2] / key
    try:
        with path.open("rb") as stored:  # read in pieces: never the whole entry in memory twice
            size = stored.seek(0, 2)
            if size <= _DIGEST:
                return None
            stored.seek(size - _DIGEST)
            expected = stored.read(_DIGEST)
            stored.seek(0)
            digest, left = hashlib.sha256(), size - _DIGEST
            while left > 0:
                piece = stored.read(min(left, 1 << 20))
                if not piece:
                    return None
                digest.update(piece)
                left -= len(piece)
            if digest.digest() != expected:
                return None
            stored.seek(0)
            value = pickle.load(stored)
    except Exception:  # noqa: BLE001 - any entry that cannot be read back (OSError, a pickle of another version of the code, MemoryError...) is a miss
        return None
    if not (isinstance(value, tuple) and len(value) == 4):
        return None  # an entry of an older layout
    return value


def run_cache_put(cache: Path, key: str, value: Any) -> None:
    """Store a run (``(api, files, diagnostics items, document)``) under ``key`` in the cache
    folder ``cache``, atomically: the pickle, then its SHA-256 (:func:`run_cache_get`).  A
    cache that cannot be written is skipped silently.

    Raises:
        pickle.PicklingError: ``value`` holds what cannot be pickled (a generator bug).
    """
    import os
    import pickle

    path = cache / "runs" / key[:2] / key
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        try:
            # pickled into the file as it goes (frames of 64 KiB), not into one bytes object
            # as large as every file of the package (5,000 synthetic schemas: about 150 MB)
            with tmp.open("wb") as out:
                hashing = _Hashing(out)
                pickle.dump(value, hashing, protocol=pickle.HIGHEST_PROTOCOL)
                out.write(hashing.digest.digest())
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
    except OSError:
        pass


def models_key(api: Any, header: str, budget: int) -> str:
    """Cache key of the rendered models modules (:func:`generator.render.models.render_model_modules`,
    which reads the IR's models, the package name and its budget of statements per module and
    nothing else of the IR): the generator fingerprint, ``header``, ``budget``, the package
    name and the pickled models.  Pickling is faithful, so equal bytes mean equal models; a
    pickle that differs for equal models (it never did in a measurement) only misses."""
    import hashlib
    import pickle

    h = hashlib.sha256(generator_fingerprint().encode())
    h.update(f"\0{header}\0{budget}\0{api.package.name}\0".encode())
    h.update(pickle.dumps(api.models, protocol=5))
    return h.hexdigest()


def _remove(tmp: Path) -> None:
    """Remove a temporary file a failed cache write left (a full disk), if it can be."""
    try:
        tmp.unlink(missing_ok=True)
    except OSError:
        pass


def text_files_get(folder: Path, key: str) -> dict[str, str] | None:
    """The ``{path: text}`` stored under ``key`` in ``folder`` (:func:`text_files_put`), or
    ``None`` when there is none, it is damaged (its digest differs) or it is not such a
    mapping.  The cache folder is trusted as Python trusts its bytecode cache: the digest finds
    damage, not a forgery."""
    import hashlib
    import json

    try:
        stored = (folder / key[:2] / key).read_bytes()
    except OSError:
        return None
    digest, _, body = stored.partition(b"\n")
    if hashlib.sha256(body).hexdigest().encode() != digest:  # damaged (or of an older layout): a miss
        return None
    try:
        value = json.loads(body)
    except ValueError:
        return None
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        return None
    return value


def text_files_put(folder: Path, key: str, files: dict[str, str]) -> None:
    """Store ``files`` (``{path: text}``) under ``key`` in ``folder``, atomically: the SHA-256
    (hex) of the JSON text, a line break, the JSON text; a cache that cannot be written is
    skipped silently."""
    import hashlib
    import json

    path = folder / key[:2] / key
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256()
        with open(tmp, "wb") as out:  # a file at a time, never one whole text
            out.write(b"0" * 64 + b"\n")  # the digest's place
            for chunk in json.JSONEncoder(ensure_ascii=False, sort_keys=True).iterencode(files):
                data = chunk.encode("utf-8")
                digest.update(data)
                out.write(data)
            out.seek(0)
            out.write(digest.hexdigest().encode())
        os.replace(tmp, path)
    except OSError:
        _remove(tmp)
