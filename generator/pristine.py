"""The pristine store: what the last generation wrote into the output folder, as generated
(:data:`STORE`, ``.sdkgen/pristine.json.bz2``), which the next regeneration merges hand edits
against (:mod:`generator.edits`).

Its text is the JSON object ``{"files": {path: text}, "format": 1}`` with sorted keys
(:func:`_store_chunks`), compressed with bzip2 at level 9 as one stream: what every sdkgen that
wrote format 1 reads (a store of several streams, which bzip2 readers decompress whole, was
tried and left: an older sdkgen reads the first stream only, and would lose the hand-edit
merge).  The bytes depend on nothing but the files, so the store is byte-identical on every
machine.  The reader accepts several streams, and, as :func:`bz2.decompress` does, ignores
what follows the last one that is no bzip2 stream.
"""

from __future__ import annotations

import bz2
import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from .errors import SpecError
from .write import safe_relpath

# the pristine record of the last generation, relative to the output folder
STORE = ".sdkgen/pristine.json.bz2"
STORE_FORMAT = 1

MAX_STORE_BYTES = 512 * 1024 * 1024
"""The most bytes a pristine store may decompress to (a generated package's text is far less;
more is a crafted file, refused before it takes the memory)."""


def _store_chunks(files: Mapping[str, str]) -> Iterator[bytes]:
    """The uncompressed :data:`STORE` text, UTF-8, a file at a time: exactly the bytes of
    ``json.dumps({"format": STORE_FORMAT, "files": files}, ensure_ascii=False, sort_keys=True,
    indent=0)`` (a test checks it), without the whole text, or every file's JSON string, in
    memory at once (for 5,000 operations that was a few hundred MiB at the run's peak)."""
    encode = json.encoder.encode_basestring  # what json.dumps uses with ensure_ascii=False
    if not files:
        yield f'{{\n"files": {{}},\n"format": {STORE_FORMAT}\n}}'.encode()
        return
    yield b'{\n"files": {'
    for i, rel in enumerate(sorted(files)):
        yield f"{',' if i else ''}\n{encode(rel)}: {encode(files[rel])}".encode()
    yield f'\n}},\n"format": {STORE_FORMAT}\n}}'.encode()


def _decompressed(data: bytes, limit: int) -> Iterator[bytes]:
    """The text of bzip2 ``data`` (one stream or several, concatenated; bytes after the last
    stream that do not start one are ignored, as :func:`bz2.decompress` ignores them), a piece
    of at most 4 MiB at a time, refusing more than ``limit`` bytes in all.

    Raises:
        OSError: not bzip2 data.
        EOFError: truncated data.
        ValueError: more than ``limit`` bytes.
    """
    total = 0
    later = False  # past the first stream
    while True:
        d = bz2.BZ2Decompressor()
        starting = True
        while True:
            try:
                piece = d.decompress(data, max_length=min(1 << 22, limit + 1 - total))
            except OSError:
                if later and starting:
                    return  # bytes after the last stream that start none: ignored, as bz2.decompress does
                raise
            starting = False
            data = b""
            total += len(piece)
            if total > limit:
                raise ValueError(f"it decompresses to more than {limit} bytes")
            yield piece
            if d.eof:
                break
            if d.needs_input:
                raise EOFError("truncated bzip2 data")
        data = d.unused_data
        later = True
        if not data:
            return


def _digest(data: bytes) -> str:
    """The SHA-256 (hex) of bzip2 ``data`` decompressed.

    Raises:
        OSError, EOFError, ValueError: not (complete) bzip2 data (:func:`_decompressed`).
    """
    import hashlib

    digest = hashlib.sha256()
    for piece in _decompressed(data, MAX_STORE_BYTES):
        digest.update(piece)
    return digest.hexdigest()


def pack(files: Mapping[str, str], cache: Path | None = None) -> bytes:
    """The :data:`STORE` bytes recording ``files`` (path -> generated text).

    Compressing takes a few tenths of a second for a large package, so with a ``cache`` folder
    (the sdkgen cache's ``pristine/``) the result is kept there, keyed by the SHA-256 of the
    uncompressed text: a regeneration or ``check`` with unchanged output
    costs a hash and a decompression (which checks the entry).
    The text is hashed and compressed a file at a time (:func:`_store_chunks`), never whole.
    """
    import hashlib

    entry = None
    if cache is not None:
        digest = hashlib.sha256()
        for chunk in _store_chunks(files):
            digest.update(chunk)
        key = digest.hexdigest()
        entry = cache / key[:2] / key
        try:
            data = entry.read_bytes()
            if _digest(data) == key:
                return data
        except (OSError, ValueError, EOFError):
            pass
    compressor = bz2.BZ2Compressor(9)
    parts = [compressor.compress(chunk) for chunk in _store_chunks(files)]
    parts.append(compressor.flush())
    data = b"".join(parts)
    if entry is not None:
        try:
            entry.parent.mkdir(parents=True, exist_ok=True)
            tmp = entry.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, entry)
        except OSError:
            pass
    return data


def unpack(data: bytes, where: str) -> dict[str, str]:
    """The files recorded in :data:`STORE` bytes (one bzip2 stream or several).

    Raises:
        SpecError: not a pristine store this sdkgen reads, or one that decompresses to more
            than :data:`MAX_STORE_BYTES` (names ``where``).
    """
    try:
        text = b"".join(_decompressed(data, MAX_STORE_BYTES))
    except ValueError:
        raise SpecError(f"not a pristine store of sdkgen (it decompresses to more than {MAX_STORE_BYTES} bytes); delete it to regenerate without carrying hand edits", file=where) from None
    except (OSError, EOFError) as exc:
        raise SpecError(f"not a pristine store of sdkgen ({exc}); delete it to regenerate without carrying hand edits", file=where) from None
    try:
        value: Any = json.loads(text.decode("utf-8"))
    except ValueError as exc:
        raise SpecError(f"not a pristine store of sdkgen ({exc}); delete it to regenerate without carrying hand edits", file=where) from None
    files = value.get("files") if isinstance(value, dict) and value.get("format") == STORE_FORMAT else None
    if not isinstance(files, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in files.items()):
        raise SpecError("not a pristine store of this sdkgen (unknown format); delete it to regenerate without carrying hand edits", file=where)
    for rel in files:
        safe_relpath(rel)
    return files
