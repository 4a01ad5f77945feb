"""Stage 6, format: runtime modules cut at every top-level ``class``/``def``, and the shipped
set of pieces black leaves unchanged.

The runtime modules (``templates/runtime/*.py.j2``) are about half of black's work in a cold
generation, yet their text differs between packages only in a few substitutions.  So:

* **Cut.**  :func:`split_runtime` cuts a module before every top-level ``class``, ``def`` or
  ``async def`` (before its first decorator) that black separates from the code above by
  exactly the two blank lines it already has (:func:`safe_cuts` lists the conditions).  black
  formats each piece alone as it formats it in the module, and :func:`join_runtime` joins the
  formatted pieces with those two blank lines, which gives exactly ``black.format_str`` of the
  whole module (``tests/test_format_pieces.py`` checks it on every runtime module of both
  goldens and of packages generated from several specs).
* **Shipped fixed points.**  ``generator/black_stable.txt`` lists the cache keys
  (:func:`generator.format._key`: SHA-256 of black's version, its mode and the text) of the
  pieces of the built-in runtime modules that black returns unchanged, computed by
  ``make compile-templates`` (:func:`generator.format_stable.compute_stable`; ``tests/test_format_pieces.py`` fails when
  the file is stale).  A piece whose key is listed is its own formatting: it skips black.  A
  different black version or mode never matches, so it is only ever a shortcut.
* **Runs.**  The other pieces are joined back into runs of consecutive pieces
  (:func:`black_jobs`) of at most :data:`RUN_LINES` lines, so black is called a few times per
  module (not once per function) and a process pool gets several jobs from one long module.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterable
from pathlib import Path

STABLE_FILE = Path(__file__).resolve().parent / "black_stable.txt"
RUN_LINES = 600  # a black job of pieces not in the shipped set: about this many lines at most
_DEFS = (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def safe_cuts(source: str) -> list[int]:
    """The 0-based line indexes before which :func:`split_runtime` cuts ``source``.

    A cut is made before a top-level ``class``/``def``/``async def`` statement (at its first
    decorator when it has any) that is not the module's first statement, when the two lines
    above it are empty and the line above those is the last line of the previous top-level
    statement (no comment and nothing else between them; ``ast`` positions, so never inside a
    string).  black puts exactly two blank lines there (a top-level definition after code, never
    after a decorator or a comment) and carries no state across that line that changes how it
    lays out what follows.  A module that does not parse, holds a form feed, a carriage return
    or a ``fmt:``/``yapf:`` directive (black's formatting switches, which can span statements)
    has no cuts.

    Args:
        source: a Python module.

    Returns:
        Line indexes in increasing order (possibly empty).
    """
    if "\f" in source or "\r" in source or "fmt:" in source or "yapf:" in source:
        return []
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    lines = source.split("\n")
    cuts: list[int] = []
    for previous, node in zip(tree.body, tree.body[1:]):
        if not isinstance(node, _DEFS):
            continue
        start = node.decorator_list[0].lineno if node.decorator_list else node.lineno  # 1-based
        first = lines[start - 1]
        if node.decorator_list:
            if not first.startswith("@"):
                continue
        elif not first.startswith(("class ", "def ", "async def ")):
            continue
        end = previous.end_lineno
        if end is None or end != start - 3 or lines[start - 2] != "" or lines[start - 3] != "":
            continue
        if isinstance(previous, ast.Expr) and isinstance(previous.value, ast.Constant):
            continue  # a docstring (or another bare literal) above: black's docstring rules apply
        cuts.append(start - 1)
    return cuts


def split_runtime(source: str) -> list[str]:
    """Cut ``source`` at every :func:`safe_cuts` line: the pieces, each ending with one
    newline but the last (which keeps the module's end); ``[source]`` when there is no cut.
    ``join_runtime(split_runtime(s)) == s`` for a module ending with one newline."""
    cuts = safe_cuts(source)
    if not cuts:
        return [source]
    lines = source.split("\n")
    pieces = []
    prev = 0
    for at in cuts:
        pieces.append("\n".join(lines[prev : at - 2]) + "\n")  # without the two empty lines
        prev = at
    pieces.append("\n".join(lines[prev:]))
    return pieces


def join_runtime(pieces: Iterable[str]) -> str:
    """Join pieces of :func:`split_runtime` (formatted or not) with the two blank lines black
    lays between them."""
    return "\n\n\n".join(p.rstrip("\n") for p in pieces) + "\n"


@functools.lru_cache(maxsize=1)
def stable_keys() -> frozenset[str]:
    """The shipped cache keys of pieces black leaves unchanged (``generator/black_stable.txt``:
    one hex SHA-256 a line, ``#`` lines are comments); empty when the file is missing."""
    try:
        text = STABLE_FILE.read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    return frozenset(line for line in text.split("\n") if line and not line.startswith("#"))


def black_jobs(pieces: list[str], keys: list[str], stable: frozenset[str]) -> list[tuple[str, bool]]:
    """Group the pieces of a module into what is used as is and what black formats.

    Args:
        pieces: :func:`split_runtime`'s pieces of one module.
        keys: each piece's cache key (:func:`generator.format._key`).
        stable: keys of pieces that are their own formatting (:func:`stable_keys`).

    Returns:
        ``(text, done)`` in module order, joined by :func:`join_runtime` to the module: a piece
        whose key is in ``stable`` (``done``), or a run of consecutive other pieces joined as in
        the module (at most :data:`RUN_LINES` lines unless one piece is longer) for black.
    """
    out: list[tuple[str, bool]] = []
    run: list[str] = []
    size = 0

    def flush() -> None:
        nonlocal size
        if run:
            out.append((join_runtime(run), False))
            run.clear()
            size = 0

    for piece, key in zip(pieces, keys, strict=True):
        if key in stable:
            flush()
            out.append((piece, True))
            continue
        lines = piece.count("\n") + 3
        if run and size + lines > RUN_LINES:
            flush()
        run.append(piece)
        size += lines
    flush()
    return out


def runtime_origin(origin: str | None) -> bool:
    """True for a module rendered from a runtime template (``built-in template runtime/...``
    or a user template of that name): the modules cut by :func:`split_runtime`."""
    return origin is not None and "runtime/" in origin.replace("\\", "/") and origin.endswith(".py.j2")


def runtime_pieces(source: str) -> list[str]:
    """The pieces of a rendered runtime module as the formatter cuts them: bidirectional
    control characters escaped, imports sorted (:func:`generator.tidy.tidy`), then
    :func:`split_runtime`."""
    from .tidy import escape_bidi, tidy

    return split_runtime(tidy(escape_bidi(source)))
