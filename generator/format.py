"""Stage 6, format: black, in process or in worker processes, with a content-hash cache.

black is the formatter of record: every ``.py`` file of the output is exactly what
``black.format_str`` returns for it.  Formatting dominates generation time, so it is managed:

* **Cache.**  Results are cached by the SHA-256 of (black version, mode, source): an unchanged
  piece is never formatted twice, and ``sdkgen generate`` and ``sdkgen check`` share the cache.
  It lives in ``black/`` of the cache folder (``$SDKGEN_CACHE_DIR``, else ``~/.cache/sdkgen``; see
  :func:`generator.run_cache.cache_dir`); deleting it is always safe.
* **Parallel.**  With a process pool, pieces are formatted on every core.
* **Split modules.**  A long module (the models) is cut before top-level ``class`` statements
  into pieces formatted separately and joined with the two blank lines black puts before a
  top-level class.  This gives exactly black's output for the whole module, which
  ``tests/test_format.py`` checks on real outputs; a class right below a comment is not a
  cut (the pieces would not join exactly there).
* **Runtime modules.**  A module rendered from a runtime template is cut at every safe
  top-level definition, and its pieces listed in the shipped set of black's fixed points skip
  black (:mod:`generator.format_pieces`).
"""

from __future__ import annotations

import ast
import functools
import hashlib
import re
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .literals import LINE_LENGTH
from .pyast import statements

if TYPE_CHECKING:
    import black

SPLIT_LINES = 1500  # pieces of about this many (unformatted) lines


@functools.cache
def mode() -> black.Mode:
    """black's mode of record: lines of :data:`generator.literals.LINE_LENGTH`, Python 3.10
    syntax.  black is imported here, on first use, not with this module: a regeneration whose
    pieces are all cached (or are formatted by the pool's workers) never imports it in the
    main process (about 90 ms)."""
    import black

    return black.Mode(line_length=_MODE_SETTINGS["line_length"], target_versions={getattr(black.TargetVersion, v) for v in _MODE_SETTINGS["target_versions"]})


# every setting of :func:`mode` (the black defaults besides), and so of every cache key
_MODE_SETTINGS: dict[str, Any] = {"line_length": LINE_LENGTH, "target_versions": ("PY310",)}


@functools.cache
def _key_prefix() -> bytes:
    """What every cache key starts with: black's installed version (its distribution's
    metadata, read without importing black) and the settings of :func:`mode`."""
    from importlib.metadata import version

    settings = ";".join(f"{k}={v!r}" for k, v in sorted(_MODE_SETTINGS.items()))
    return f"black={version('black')};{settings};".encode()


def _key(source: str) -> str:
    return hashlib.sha256(_key_prefix() + source.encode("utf-8")).hexdigest()


def format_source(source: str, name: str = "<generated>") -> str:
    """Format one Python source with black.

    Text black cannot parse is returned unchanged: it is not valid Python, and the guard stage
    (:mod:`generator.guard`), which compiles every module before anything is written, reports
    it with the module, line and the spec pointers behind it.  (``name`` is kept for callers
    that name the module.)
    """
    import black

    try:
        return black.format_str(source, mode=mode())
    except black.InvalidInput:
        return source


# Long lines of the shapes the templates and the model generator print, which black rewraps:
# a parameter of a signature written one parameter per line, an annotated attribute of a
# class body, an annotated assignment at module level and a top-level class statement.
_PARAMETER = re.compile(r"^( {4,})[A-Za-z_][A-Za-z0-9_]*: .*,$")
_ATTRIBUTE = re.compile(r"^( {4})[A-Za-z_][A-Za-z0-9_]*: .*[^,:]$")
_MODULE_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(: [^=]+)? = .*[^,:]$")
_CLASS = re.compile(r"^class [A-Za-z_][A-Za-z0-9_]*\(.*\):$")


@functools.lru_cache(maxsize=4096)
def _rewrap(line: str) -> tuple[str, ...] | None:
    """black's formatting of one over-long line of a known shape, found by formatting a
    snippet that holds only that line at the same depth; ``None`` when the line has none of
    those shapes or the snippet does not parse."""
    indent = len(line) - len(line.lstrip(" "))
    nest = "".join(f"{' ' * (4 * i)}class _{i}:\n" for i in range(indent // 4 - 1))
    inner = " " * (indent - 4)
    if _PARAMETER.match(line) and indent % 4 == 0:
        snippet = f"{nest}{inner}def _(\n{line}\n{inner}): ...\n"
        start, end = f"{inner}def _(", f"{inner}): ..."
    elif _ATTRIBUTE.match(line):
        snippet, start, end = f"class _:\n{line}\n", "class _:", None
    elif _MODULE_ASSIGNMENT.match(line):
        snippet, start, end = line + "\n", None, None
    elif _CLASS.match(line):
        snippet, start, end = line + "\n    pass\n", None, "    pass"
    else:
        return None
    import black

    try:
        out = black.format_str(snippet, mode=mode()).split("\n")
    except black.InvalidInput:
        return None
    first = out.index(start) + 1 if start is not None else 0
    last = out.index(end, first) if end is not None else len(out) - 1
    return tuple(out[first:last])


_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_FROM_IMPORT = re.compile(rf"^((?: {{4}})*)(from \.*(?:{_NAME}(?:\.{_NAME})*)? import )({_NAME}(?: as {_NAME})?(?:, {_NAME}(?: as {_NAME})?)*)$")


def _rewrap_import(line: str) -> tuple[str, ...] | None:
    """black's formatting of an over-long ``from module import a, b as c, ...`` line (plain
    ASCII names, no brackets or comments): the names one per line in parentheses, each with a
    trailing comma (black adds the magic comma to a split import); ``None`` for other lines.

    Formatting such a line as a snippet (:func:`_rewrap_statement`) costs black time
    quadratic in its names (a line importing 3,000 names: over a CPU-second); this is linear.
    """
    match = _FROM_IMPORT.match(line)
    if match is None:
        return None
    indent, head, names = match.groups()
    return (f"{indent}{head}(", *(f"{indent}    {name}," for name in names.split(", ")), f"{indent})")


@functools.lru_cache(maxsize=4096)
def _rewrap_statement(line: str) -> tuple[str, ...] | None:
    """black's formatting of one over-long line that is a whole simple statement (checked by
    the caller), found by formatting it alone at the same depth inside nested classes;
    ``None`` when black cannot parse it."""
    indent = len(line) - len(line.lstrip(" "))
    if indent % 4:
        return None
    depth = indent // 4
    nest = "".join(f"{' ' * (4 * i)}class _{i}:\n" for i in range(depth))
    import black

    try:
        out = black.format_str(nest + line + "\n", mode=mode()).split("\n")
    except black.InvalidInput:
        return None
    first = out.index(f"{' ' * (4 * (depth - 1))}class _{depth - 1}:") + 1 if depth else 0
    body = out[first:-1]
    while body and not body[0].strip():
        body.pop(0)
    return tuple(body) if body else None


def _one_line_statements(source: str) -> frozenset[int] | None:
    """Line numbers of the simple statements that fill their line alone (no other statement,
    bracket continuation or comment on it): the lines :func:`_rewrap_statement` may replace;
    ``None`` when the source does not parse."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    lines = source.split("\n")
    out: set[int] = set()
    for node in statements(tree):
        if isinstance(node, ast.stmt) and not hasattr(node, "body") and node.lineno == node.end_lineno:
            line = lines[node.lineno - 1]
            indent = len(line) - len(line.lstrip(" "))
            if node.col_offset == indent and node.end_col_offset == len(line.encode("utf-8")):
                out.add(node.lineno)
    return frozenset(out)


def prewrap(source: str) -> str:
    """Replace each over-long line of a known shape (:func:`_rewrap`) by black's formatting
    of it, so that black's pass over the whole module finds nothing to change.  black formats
    a module twice whenever the first pass changed it (``black.format_str``), so text that is
    already black's costs half as much; black still formats the result, so a guess that is not
    exactly black's only costs that second pass.

    Args:
        source: a module (generated code, imports sorted).

    Returns:
        The module with those lines rewrapped (the same object when no line is too long).
    """
    lines = source.split("\n")
    if all(len(line) <= LINE_LENGTH for line in lines):
        return source
    out: list[str] = []
    in_string = False  # inside a triple-quoted string (generated text escapes any in spec text)
    statements: frozenset[int] | None = None  # parsed on the first line of another shape
    for number, line in enumerate(lines, 1):
        if not in_string and len(line) > LINE_LENGTH and not line.lstrip().startswith(("#", '"', "'")):
            wrapped = _rewrap(line)
            if wrapped is None:
                if statements is None:
                    statements = _one_line_statements(source) or frozenset()
                if number in statements:
                    wrapped = _rewrap_import(line) or _rewrap_statement(line)
            if wrapped is not None:
                out.extend(wrapped)
                continue
        if line.count('"""') % 2:
            in_string = not in_string
        out.append(line)
    return "\n".join(out)


def split_module(source: str, target_lines: int = SPLIT_LINES) -> list[str]:
    """Cut a module before top-level ``class`` statements into pieces of about
    ``target_lines`` lines (see the module docstring); ``[source]`` when it is short or does not
    parse.  A class right below a comment is never a cut (the comment belongs to it)."""
    lines = source.split("\n")
    if len(lines) <= target_lines * 1.5:
        return [source]
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return [source]
    cuts: list[int] = []
    start = 0
    for node in tree.body[1:]:
        if not isinstance(node, ast.ClassDef) or node.decorator_list:
            continue
        at = node.lineno - 1
        before = next((line for line in reversed(lines[:at]) if line.strip()), "")
        if before.lstrip().startswith("#"):
            continue  # a comment above the class stays with it (black lays out both together)
        if at - start >= target_lines:
            cuts.append(at)
            start = at
    if not cuts:
        return [source]
    pieces = []
    prev = 0
    for at in cuts:
        pieces.append("\n".join(lines[prev:at]).rstrip() + "\n")
        prev = at
    pieces.append("\n".join(lines[prev:]))
    return pieces


def join_pieces(formatted: list[str]) -> str:
    """Join formatted pieces of :func:`split_module` as black would have laid them out."""
    return "\n\n\n".join(p.rstrip("\n") for p in formatted) + "\n"


def cache_put(target: Path, text: str) -> None:
    """Store a cache entry atomically: the SHA-256 (hex) of the text's UTF-8, a line break and
    the text, written to a temporary file and renamed (:func:`cache_get` reads it).  A cache
    that cannot be written only costs time, so errors are ignored (the temporary file is
    removed)."""
    from .write import cache_write

    body = text.encode("utf-8", "surrogatepass")
    cache_write(target, hashlib.sha256(body).hexdigest().encode() + b"\n" + body)


def cache_get(target: Path) -> str | None:
    """The text of an entry :func:`cache_put` stored, or ``None`` when it is missing, cannot
    be read, or is damaged (its SHA-256 differs: a truncated, emptied or changed entry), or
    is no UTF-8.  The cache folder is trusted as Python trusts its bytecode cache: the digest
    finds damage, not a forgery."""
    try:
        data = target.read_bytes()
    except OSError:
        return None
    digest, sep, body = data.partition(b"\n")
    if not sep or hashlib.sha256(body).hexdigest().encode() != digest:
        return None
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _format_task(name: str, source: str, tidy_first: bool = False) -> str:
    if tidy_first:
        from .tidy import tidy

        source = tidy(source)
    return format_source(prewrap(source), name)


class Formatter:
    """Formats the Python files of a tree: cached pieces are read, the others formatted inline
    or on a process pool; :meth:`result` waits for all of them.

    Args:
        cache_dir: the formatting cache (``None``: no cache).
        pool: an executor to format on (``None``: format in this process, on :meth:`add`).
    """

    def __init__(self, cache_dir: Path | None, pool: Executor | None = None) -> None:
        self.cache_dir = cache_dir
        self.pool = pool
        self._files: dict[str, list[str | Future[str]]] = {}
        self._keys: dict[str, list[str]] = {}
        self._whole: dict[str, str] = {}  # name -> cache key of the whole module's result
        self._joins: dict[str, Callable[[list[str]], str]] = {}  # name -> how its pieces join (else join_pieces)

    def _cached(self, key: str) -> str | None:
        if self.cache_dir is None:
            return None
        return cache_get(self.cache_dir / key[:2] / key)

    def add(
        self, name: str, source: str, *, tidy_first: bool = False, preformatted: bool = False, runtime: bool = False
    ) -> None:
        """Queue one Python file (split when long).  With ``tidy_first`` its imports are
        sorted (:func:`generator.tidy.tidy`) first - by the worker, when it is not split.
        A ``preformatted`` file is the caller's promise that it is already what sorting and
        black would make of it (:func:`preformatted_template`): it is not formatted.  A
        ``runtime`` module (rendered from a runtime template) is cut at every top-level
        definition (:mod:`generator.format_pieces`): pieces in the shipped set of black's fixed
        points skip black, the others are formatted in runs."""
        from .tidy import escape_bidi

        source = escape_bidi(source)
        if preformatted:
            self._files[name] = [source]
            self._keys[name] = [""]
            return
        lines = source.count("\n") + 1
        if lines > SPLIT_LINES or runtime:
            # a module long enough to split: its whole result is cached too, so that a
            # regeneration neither sorts nor splits it again
            whole = _key(("#module\n#tidy\n" if tidy_first else "#module\n") + source)
            done = self._cached(whole)
            if done is not None:
                self._files[name], self._keys[name] = [done], [""]
                return
            self._whole[name] = whole
        if runtime:
            self._add_runtime(name, source, tidy_first)
            return
        if tidy_first and lines > SPLIT_LINES * 1.5:
            from .tidy import tidy

            source, tidy_first = tidy(source), False
        pieces: list[str | Future[str]] = []
        keys: list[str] = []
        for piece in split_module(source):
            key = _key(piece) if not tidy_first else _key("#tidy\n" + piece)
            keys.append(key)
            pieces.append(self._submit(name, key, piece, tidy_first))
        self._files[name] = pieces
        self._keys[name] = keys

    def _submit(self, name: str, key: str, piece: str, tidy_first: bool) -> str | Future[str]:
        done = self._cached(key)
        if done is not None:
            return done
        if self.pool is not None:
            return self.pool.submit(_format_task, name, piece, tidy_first)
        return _format_task(name, piece, tidy_first)

    def _add_runtime(self, name: str, source: str, tidy_first: bool) -> None:
        from .format_pieces import black_jobs, join_runtime, split_runtime, stable_keys

        if tidy_first:
            from .tidy import tidy

            source = tidy(source)
        pieces = split_runtime(source)
        jobs = black_jobs(pieces, [_key(p) for p in pieces], stable_keys())
        self._files[name], self._keys[name] = [], []
        for text, done in jobs:
            key = "" if done else _key(text)
            self._files[name].append(text if done else self._submit(name, key, text, False))
            self._keys[name].append(key)
        self._joins[name] = join_runtime

    def results(self) -> Iterator[tuple[str, str]]:
        """Every queued file, formatted, in the order they were queued: each as soon as its
        pieces are done (the caller can check one file while the pool formats the next)."""
        for name, pieces in self._files.items():
            formatted: list[str] = []
            for piece, key in zip(pieces, self._keys[name], strict=True):
                if isinstance(piece, Future):
                    text = piece.result()
                    if self.cache_dir is not None:
                        cache_put(self.cache_dir / key[:2] / key, text)
                    formatted.append(text)
                else:
                    if self.cache_dir is not None and key and not (self.cache_dir / key[:2] / key).exists():
                        cache_put(self.cache_dir / key[:2] / key, piece)
                    formatted.append(piece)
            text = formatted[0] if len(formatted) == 1 else self._joins.get(name, join_pieces)(formatted)
            whole = self._whole.get(name)
            if self.cache_dir is not None and whole is not None:
                cache_put(self.cache_dir / whole[:2] / whole, text)
            yield name, text

    def result(self) -> dict[str, str]:
        """Every queued file, formatted (waits for the pool)."""
        return dict(self.results())


_SUBSTITUTION = re.compile(r"\{\{.*?\}\}|\{%|\{#", re.DOTALL)


def static_template(source: str) -> bool:
    """True when a template's only substitution is ``{{ header }}`` (no statements, comments
    or other expressions): its output is fixed text plus the generated-file notice, so once
    the text is laid out as black's (``make format-templates``; ``tests/test_format.py``
    checks every such built-in template) black and import sorting have nothing to change."""
    return [m.group(0) for m in _SUBSTITUTION.finditer(source)] == ["{{ header }}"]


def inert_comment(line: str) -> bool:
    """True when ``line`` is a comment black leaves as it is: ``# `` then printable text with
    no trailing space (the generated-file notice, whose spec text is escaped to one line)."""
    return line.startswith("# ") and line.isprintable() and line == line.rstrip() and "\n" not in line


def static_templates(user_templates: Path | None) -> frozenset[str]:
    """The origins (``built-in template runtime/_qs.py.j2``) of the built-in runtime templates
    that :func:`static_template` finds fixed text and no file of ``user_templates`` replaces:
    their output skips sorting and black."""
    from .render.environment import builtin_templates

    folder = builtin_templates()
    out = set()
    for path in sorted((folder / "runtime").glob("*.py.j2")):
        name = path.relative_to(folder).as_posix()
        if user_templates is not None and (user_templates / name).exists():
            continue
        if static_template(path.read_text(encoding="utf-8")):
            out.add(f"built-in template {name}")
    return frozenset(out)


def format_files(files: dict[str, str], cache_dir: Path | None = None, pool: Executor | None = None) -> dict[str, str]:
    """Format every ``.py`` file of a rendered tree.

    Args:
        files: relative path -> source; other files are returned unchanged.
        cache_dir: where formatted results are cached (``None``: no cache).
        pool: optional executor to format on several cores.

    Returns:
        A new mapping with formatted Python sources.
    """
    formatter = Formatter(cache_dir, pool)
    for path, source in sorted(files.items()):
        if path.endswith(".py"):
            formatter.add(path, source)
    return {**files, **formatter.result()}
