"""The pristine store: what the last generation wrote into the output folder, as generated
(:data:`STORE`, ``.sdkgen/pristine.json.bz2``), which the next regeneration merges hand edits
against (:mod:`generator.edits`).

Its text is the JSON object ``{"files": {path: text}, "format": 1}`` with sorted keys
(:func:`_store_pieces`), compressed as one bzip2 stream (level 9's header): what every sdkgen
that wrote format 1 reads (a store of several streams, which bzip2 readers decompress whole, was
tried and left: an older sdkgen reads the first stream only, and would lose the hand-edit
merge).

The stream is built from blocks, the way lbzip2 builds one (:func:`pack`): the text is cut at
file boundaries into pieces of at most :data:`_PIECE_MAX` bytes, each compressed on its own (on
several threads; the bzip2 library releases the interpreter while it works) into a stream of
exactly one block, whose block is taken out bit for bit and put in a new stream after the
previous ones, with the combined CRC of them all (the bzip2 format: Seward's ``bzip2`` 1.0
sources, ``compress.c`` and ``bzlib.c``).  A piece's block is kept in the cache keyed by the
piece's SHA-256, so a regeneration recompresses only the pieces whose files changed.  The cuts
depend only on the files (a piece ends before a file whose path hashes to an anchor, or before
it would grow too large), so the store is byte-identical on every machine.  A store of one piece
is exactly ``bz2.compress(text, 9)``.  The reader accepts several streams, and, as
:func:`bz2.decompress` does, ignores what follows the last one that is no bzip2 stream.
"""

from __future__ import annotations

import bz2
import json
import os
import struct
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from .errors import SpecError
from .write import cache_write, safe_relpath

# the pristine record of the last generation, relative to the output folder
STORE = ".sdkgen/pristine.json.bz2"
STORE_FORMAT = 1

MAX_STORE_BYTES = 512 * 1024 * 1024
"""The most bytes a pristine store may decompress to (a generated package's text is far less;
more is a crafted file, refused before it takes the memory)."""


def _store_pieces(files: Mapping[str, str]) -> Iterator[tuple[str | None, bytes]]:
    """The uncompressed :data:`STORE` text, UTF-8, a file at a time, each piece with the path
    it records (``None`` for the opening and the closing text): exactly the bytes of
    ``json.dumps({"format": STORE_FORMAT, "files": files}, ensure_ascii=False, sort_keys=True,
    indent=0)`` (a test checks it), without the whole text, or every file's JSON string, in
    memory at once (for 5,000 operations that was a few hundred MiB at the run's peak)."""
    encode = json.encoder.encode_basestring  # what json.dumps uses with ensure_ascii=False
    if not files:
        yield None, f'{{\n"files": {{}},\n"format": {STORE_FORMAT}\n}}'.encode()
        return
    yield None, b'{\n"files": {'
    for i, rel in enumerate(sorted(files)):
        yield rel, f"{',' if i else ''}\n{encode(rel)}: {encode(files[rel])}".encode()
    yield None, f'\n}},\n"format": {STORE_FORMAT}\n}}'.encode()


_PIECE_MAX = 700_000
"""The most bytes of text compressed into one block: bzip2's first stage (runs of 4 to 255
equal bytes as 4 bytes and a count) grows text by at most 5/4, and a level-9 block holds
899,981 bytes of its output, so a piece never spills into a second block."""
_PIECE_MIN = 256_000
"""A piece ends at an anchor only once it holds this many bytes (smaller blocks compress less)."""


def _anchor(rel: str) -> bool:
    """Whether a piece may end before the file ``rel``: a quarter of the paths, by their
    SHA-256, so that a change to one file moves the cuts of the pieces after it only as far
    as the next anchor."""
    import hashlib

    return hashlib.sha256(rel.encode("utf-8")).digest()[0] < 64


def _pieces(files: Mapping[str, str]) -> Iterator[bytes]:
    """The :data:`STORE` text cut into pieces of 1 to :data:`_PIECE_MAX` bytes, at file
    boundaries: a piece ends before a file whose path is an anchor (:func:`_anchor`) once it
    holds :data:`_PIECE_MIN` bytes, or before the file that would make it too long.  A file
    longer than a piece is cut where its own text says (:func:`_long_cuts`), so that an edit
    inside it moves no cut past the next one after the edit."""
    current = b""
    for rel, chunk in _store_pieces(files):
        if current and (len(current) + len(chunk) > _PIECE_MAX or (rel is not None and len(current) >= _PIECE_MIN and _anchor(rel))):
            yield current
            current = b""
        if len(current) + len(chunk) > _PIECE_MAX:  # only a file longer than a piece
            view = memoryview(chunk)
            start = 0
            for cut in _long_cuts(chunk):
                yield bytes(view[start:cut])
                start = cut
            chunk = bytes(view[start:])
        current += chunk
    if current:
        yield current


_LINE_END = b"\\n"  # a line break inside a JSON string
_CUT_WINDOW = 32  # bytes before a candidate cut that decide whether it is one


def _long_cuts(chunk: bytes) -> Iterator[int]:
    """The offsets a file's text longer than :data:`_PIECE_MAX` is cut at (content-defined
    chunking, as rsync and restic cut files): after an escaped line break, at least
    :data:`_PIECE_MIN` bytes after the last cut, where the CRC-32 of the
    :data:`_CUT_WINDOW` bytes before it is divisible by 16 (a condition of the text there
    only, so the cuts after an edit fall where they were); failing that, the last line break
    that keeps the piece within :data:`_PIECE_MAX`, else :data:`_PIECE_MAX` bytes on.  The
    remainder after the last offset is at most :data:`_PIECE_MAX` bytes."""
    import zlib

    start = 0
    while len(chunk) - start > _PIECE_MAX:
        limit = start + _PIECE_MAX
        at = chunk.find(_LINE_END, start + _PIECE_MIN, limit)
        cut = last = -1
        while at != -1:
            end = at + len(_LINE_END)
            if end > limit:
                break
            last = end
            if zlib.crc32(chunk[end - _CUT_WINDOW : end]) % 16 == 0:
                cut = end
                break
            at = chunk.find(_LINE_END, end, limit)
        start = cut if cut != -1 else last if last != -1 else limit
        yield start


_BLOCK_MAGIC = 0x314159265359  # a block's first 48 bits (the digits of pi)
_END_MAGIC = 0x177245385090  # the end of a stream's 48 bits (the digits of sqrt(pi))
_HEADER = b"BZh9"  # a stream of level-9 (900 kB) blocks


class _Block(NamedTuple):
    """One compressed bzip2 block: its CRC (of the text it holds), its length in bits, and
    its bits as an integer (the first bit the most significant)."""

    crc: int
    bits: int
    value: int


def _block(piece: bytes) -> _Block:
    """The one block of ``bz2.compress(piece, 9)``: the stream is the 32-bit header, the block,
    the 48-bit end magic, the 32-bit combined CRC (a one-block stream's is the block's CRC)
    and 0 to 7 zero bits to the byte.

    Raises:
        AssertionError: the stream is not one block (``piece`` longer than :data:`_PIECE_MAX`).
    """
    data = bz2.compress(piece, 9)
    number = int.from_bytes(data, "big")
    for pad in range(8):
        if number & ((1 << pad) - 1) or (number >> (pad + 32)) & ((1 << 48) - 1) != _END_MAGIC:
            continue
        crc = (number >> pad) & 0xFFFFFFFF
        bits = len(data) * 8 - 32 - 80 - pad
        value = (number >> (pad + 80)) & ((1 << bits) - 1)
        if data[:4] == _HEADER and value >> (bits - 48) == _BLOCK_MAGIC and (value >> (bits - 80)) & 0xFFFFFFFF == crc:
            return _Block(crc, bits, value)
    raise AssertionError(f"a piece of {len(piece)} bytes did not compress to one bzip2 block")


def _stream(blocks: list[_Block]) -> bytes:
    """One bzip2 stream of ``blocks``, in order: the header, the blocks bit for bit, the end
    magic, the combined CRC (each block's CRC folded in: rotate left by one bit, xor) and the
    zero bits to the byte."""
    combined = 0
    for block in blocks:
        combined = (((combined << 1) | (combined >> 31)) & 0xFFFFFFFF) ^ block.crc
    parts = [(32, int.from_bytes(_HEADER, "big"))] + [(b.bits, b.value) for b in blocks] + [(80, (_END_MAGIC << 32) | combined)]
    while len(parts) > 1:  # joined in pairs: each bit is copied log2(blocks) times, not once per block
        joined = [(a[0] + b[0], (a[1] << b[0]) | b[1]) for a, b in zip(parts[::2], parts[1::2])]
        parts = joined + parts[len(joined) * 2 :]
    bits, value = parts[0]
    pad = -bits % 8
    return (value << pad).to_bytes((bits + pad) // 8, "big")


_BLOCK_ENTRY = b"sdkgen bzip2 level-9 block 1\0"  # what a block entry's key is the hash of, with the piece's digest


def _entry_key(digest: bytes) -> str:
    """The cache key of the block of a piece whose SHA-256 is ``digest``: it names the block
    layout too, so a later layout never splices these blocks into its streams."""
    import hashlib

    return hashlib.sha256(_BLOCK_ENTRY + digest).hexdigest()


def _cached_block(entry: Path, digest: bytes) -> _Block | None:
    """The block kept at ``entry`` (:func:`_store_block`) for the piece whose SHA-256 is
    ``digest``; ``None`` when it is missing, damaged (its SHA-256 trailer does not match) or
    another piece's (an entry filed under the wrong key would put that piece's text in the
    store)."""
    import hashlib

    try:
        data = entry.read_bytes()
    except OSError:
        return None
    body, trailer = data[:-32], data[-32:]
    if len(body) < 44 or hashlib.sha256(body).digest() != trailer or body[:32] != digest:
        return None
    crc, bits = struct.unpack(">IQ", body[32:44])
    if bits < 80 or len(body) - 44 != (bits + 7) // 8:
        return None
    value = int.from_bytes(body[44:], "big")
    if value >> (bits - 48) != _BLOCK_MAGIC or (value >> (bits - 80)) & 0xFFFFFFFF != crc:
        return None
    return _Block(crc, bits, value)


def _store_block(entry: Path, digest: bytes, block: _Block) -> None:
    """Keep ``block``, of the piece whose SHA-256 is ``digest``, at ``entry``: the digest, its
    CRC and bit length, its bits, and a SHA-256 of them, written to a temporary file and
    renamed; a cache that cannot be written is no error (the temporary file is removed)."""
    import hashlib

    body = digest + struct.pack(">IQ", block.crc, block.bits) + block.value.to_bytes((block.bits + 7) // 8, "big")
    cache_write(entry, body + hashlib.sha256(body).digest())


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


def pack(files: Mapping[str, str], cache: Path | None = None) -> bytes:
    """The :data:`STORE` bytes recording ``files`` (path -> generated text): one bzip2 stream
    of the text's pieces (:func:`_pieces`), each compressed into a block on one of up to four
    threads (a few at a time: the pieces of a large package are never all in memory).

    With a ``cache`` folder (the sdkgen cache's ``pristine/``), each piece's block is kept
    there under ``blocks/``, keyed by the piece's SHA-256 (and the block layout), with that
    digest in the entry: a regeneration compresses only the pieces whose files changed.  The
    piece's text is kept under ``pieces/`` and the store's list of pieces under ``stores/``
    (:func:`_store_manifest`), so that the next regeneration reads this store back without
    decompressing it (:func:`unpack`).
    """
    import hashlib
    from collections import deque
    from concurrent.futures import Future, ThreadPoolExecutor

    def compress(piece: bytes, entry: Path | None, digest: bytes) -> _Block:
        block = _block(piece)
        if entry is not None:
            _store_block(entry, digest, block)
        return block

    workers = max(1, min(4, os.cpu_count() or 1))
    blocks: list[_Block] = []
    digests: list[bytes] = []
    waiting: deque[Future[_Block] | _Block] = deque()
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="sdkgen-pack") as executor:
        for piece in _pieces(files):
            entry = None
            digest = b""
            if cache is not None:
                digest = hashlib.sha256(piece).digest()
                digests.append(digest)
                _store_piece(cache, digest, piece)
                key = _entry_key(digest)
                entry = cache / "blocks" / key[:2] / key
                hit = _cached_block(entry, digest)
                if hit is not None:
                    waiting.append(hit)
                    continue
            waiting.append(executor.submit(compress, piece, entry, digest))
            while sum(isinstance(w, Future) for w in waiting) > 2 * workers:
                first = waiting.popleft()
                blocks.append(first.result() if isinstance(first, Future) else first)
        blocks.extend(w.result() if isinstance(w, Future) else w for w in waiting)
    data = _stream(blocks)
    if cache is not None:
        _store_manifest(cache, data, digests)
    return data


_MANIFEST_ENTRY = b"sdkgen pristine store pieces 1\0"  # what a manifest's key is the hash of, with the store's digest


def _manifest_path(cache: Path, store_digest: bytes) -> Path:
    import hashlib

    key = hashlib.sha256(_MANIFEST_ENTRY + store_digest).hexdigest()
    return cache / "stores" / key[:2] / key


def _piece_path(cache: Path, digest: bytes) -> Path:
    key = digest.hex()
    return cache / "pieces" / key[:2] / key


def _store_piece(cache: Path, digest: bytes, piece: bytes) -> None:
    """Keep the text ``piece`` (its SHA-256 ``digest``, which names the entry and checks it
    when read) under ``pieces/``, unless it is there already."""
    path = _piece_path(cache, digest)
    if not path.exists():
        cache_write(path, piece)


def _store_manifest(cache: Path, data: bytes, digests: list[bytes]) -> None:
    """Keep the list of the pieces (their SHA-256 ``digests``, in order) whose text the store
    ``data`` records, under ``stores/``: the store's SHA-256, the digests, and a SHA-256 of
    them (an entry filed under another store's key, or damaged, is a miss)."""
    import hashlib

    store_digest = hashlib.sha256(data).digest()
    body = store_digest + b"".join(digests)
    cache_write(_manifest_path(cache, store_digest), body + hashlib.sha256(body).digest())


def _cached_text(data: bytes, cache: Path, limit: int) -> bytes | None:
    """The text the store ``data`` records, read from the pieces of its manifest in
    ``cache`` (:func:`_store_manifest`, :func:`_store_piece`): ``None`` when the manifest or
    a piece is missing or damaged (a piece whose SHA-256 differs from its name), or the text
    is longer than ``limit`` bytes; the caller then decompresses ``data``."""
    import hashlib

    store_digest = hashlib.sha256(data).digest()
    try:
        entry = _manifest_path(cache, store_digest).read_bytes()
    except OSError:
        return None
    body, trailer = entry[:-32], entry[-32:]
    if len(body) < 32 or len(body) % 32 or hashlib.sha256(body).digest() != trailer or body[:32] != store_digest:
        return None
    pieces: list[bytes] = []
    total = 0
    for at in range(32, len(body), 32):
        digest = body[at : at + 32]
        try:
            piece = _piece_path(cache, digest).read_bytes()
        except OSError:
            return None
        total += len(piece)
        if total > limit:
            return None
        if hashlib.sha256(piece).digest() != digest:
            _piece_path(cache, digest).unlink(missing_ok=True)  # the next pack writes it again
            return None
        pieces.append(piece)
    return b"".join(pieces)


def unpack(data: bytes, where: str, cache: Path | None = None) -> dict[str, str]:
    """The files recorded in :data:`STORE` bytes (one bzip2 stream or several).  With a
    ``cache`` folder (the sdkgen cache's ``pristine/``) that :func:`pack` wrote these bytes
    with, their text is read from the cached pieces instead of decompressed (a regeneration's
    read of the last store: 70 ms of bzip2 for SambaNova's 222 KB).

    Raises:
        SpecError: not a pristine store this sdkgen reads, or one that decompresses to more
            than :data:`MAX_STORE_BYTES` (names ``where``).
    """
    cached = None if cache is None else _cached_text(data, cache, MAX_STORE_BYTES)
    try:
        text = cached if cached is not None else b"".join(_decompressed(data, MAX_STORE_BYTES))
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
