"""Stage 6b, guard: every generated Python module must compile before anything is written.

black parses text that Python will not compile (``from ..types import None``, a duplicate
argument name), and a user template can produce anything, so formatting is no guard.  After
formatting, :func:`check_compiles` runs ``compile()`` on every ``.py`` file of the tree (and
parses it as Python 3.10, the oldest version the generated package supports).  The first
module that fails stops the run with a :class:`GeneratedCodeError`: an internal error (exit
code 1, nothing written) naming the module, the line, and where the code on that line came
from - the spec pointers of the identifiers on it (:func:`identifier_sources`, read from the IR)
and the template that rendered the module (:func:`explain`).
"""

from __future__ import annotations

import ast
import hashlib
import keyword
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from .errors import SpecError
from .ir.model import Api, Resource

EXIT_INTERNAL_ERROR = 1
OLDEST_PYTHON = (3, 10)

_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class GeneratedCodeError(SpecError):
    """A generated module does not compile: a generator bug or a broken user template.

    Attributes:
        module: the module's path in the output tree (``src/acme/resources/items.py``).
        line: 1-based line of the error (``0`` when Python does not say).
        detail: Python's message (``invalid syntax``).
        code: the text of that line, stripped.
        sources: the spec pointers (``file#/pointer``) of the identifiers on that line, or of
            the module's operations when no identifier on it is known.
        template: the template that rendered the module (``built-in template resource.py.j2``,
            a user template's path, or ``datamodel-code-generator`` for the models module).
    """

    exit_code = EXIT_INTERNAL_ERROR

    def __init__(
        self,
        module: str,
        line: int,
        detail: str,
        code: str = "",
        sources: tuple[str, ...] = (),
        template: str = "",
    ) -> None:
        self.module = module
        self.line = line
        self.detail = detail
        self.code = code
        self.sources = sources
        self.template = template
        super().__init__(self._text(), file=f"{module}:{line}" if line else module)

    def __reduce__(self) -> tuple[object, ...]:
        return (GeneratedCodeError, (self.module, self.line, self.detail, self.code, self.sources, self.template))

    def _text(self) -> str:
        parts = [f"internal error: the generated module does not compile ({self.detail})"]
        if self.code:
            parts.append(f"in `{self.code}`")
        if self.sources:
            parts.append("; its names come from " + ", ".join(self.sources))
        if self.template:
            parts.append(f"; rendered by {self.template}")
        parts.append("; nothing was written (a bug in the generator or in a user template)")
        return " ".join(parts[:2]) + "".join(parts[2:])

    def location_message(self) -> str:
        """``module:line: message`` (the module is a generated file, not an input)."""
        return f"{self.location}: {self.message}"


def compile_error(path: str, source: str, cache: Path | None = None) -> GeneratedCodeError | None:
    """Compile one module; the error (without sources) when it does not compile.

    Args:
        path: its path in the output tree, for the message.
        source: the module text.
        cache: a folder of markers, one per module text (SHA-256 with this Python's version)
            that compiled: such a text is not compiled again (``None``: always compile).

    Returns:
        ``None`` when ``compile()`` accepts it and it parses as Python 3.10, else the error
        with the line and its text.
    """
    marker = None
    if cache is not None:
        digest = hashlib.sha256(f"{sys.version_info[0]}.{sys.version_info[1]}\n{source}".encode("utf-8", "surrogatepass")).hexdigest()
        marker = cache / digest[:2] / digest
        if marker.exists():
            return None
    try:
        compile(source, path, "exec", dont_inherit=True)
        ast.parse(source, path, feature_version=OLDEST_PYTHON)
    except SyntaxError as exc:
        line = exc.lineno or 0
        lines = source.splitlines()
        code = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        if len(code) > 200:
            code = code[:197] + "..."
        return GeneratedCodeError(path, line, exc.msg or "syntax error", code)
    except ValueError as exc:  # e.g. a null character in the source
        return GeneratedCodeError(path, 0, str(exc))
    if marker is not None:
        from .format import cache_put

        cache_put(marker, "")
    return None


def check_compiles(files: Mapping[str, str]) -> None:
    """Compile every ``.py`` file of a tree, in path order.

    Raises:
        GeneratedCodeError: for the first module that does not compile (without sources:
            the pipeline adds them with :func:`explain`).
    """
    for path in sorted(files):
        if path.endswith(".py"):
            error = compile_error(path, files[path])
            if error is not None:
                raise error


def identifier_sources(api: Api) -> dict[str, tuple[str, ...]]:
    """Every identifier the generator derived from spec text -> the pointers it came from.

    Models (class, request type, property names), operations (method and argument names) and
    resources (attribute, module and class names, traced to their operations) are read from
    the IR, which records where each was defined.
    """
    out: dict[str, list[str]] = {}

    def add(name: str, pointers: Iterable[str]) -> None:
        bucket = out.setdefault(name, [])
        for p in pointers:
            if p not in bucket:
                bucket.append(p)

    for m in api.models:
        add(m.name, [m.pointer])
        if m.param_name:
            add(m.param_name, [m.pointer])
        for prop in m.properties:
            add(prop.py_name, [m.pointer + "/properties/" + prop.name.replace("~", "~0").replace("/", "~1")])
    for op in api.operations:
        add(op.name, [op.pointer])
        for sig in (*op.overloads, *((op.implementation,) if op.implementation else ())):
            for a in sig.args:
                add(a.py_name, [op.pointer])
    for r in api.all_resources:
        pointers = _resource_pointers(r)
        for name in (r.attr, r.module, r.class_name):
            add(name, pointers)
    return {k: tuple(v) for k, v in out.items()}


def _resource_pointers(r: Resource) -> list[str]:
    out = [op.pointer for op in r.operations]
    for child in r.children:
        out.extend(_resource_pointers(child))
    return out


def explain(error: GeneratedCodeError, api: Api, templates: Mapping[str, str]) -> GeneratedCodeError:
    """The same error with its origin: the pointers of the spec-derived identifiers on the
    failing line (or, when there are none, of the operations of a resource module), and the
    template that rendered the module.

    Args:
        error: from :func:`compile_error` or the formatter.
        api: the IR the module was rendered from.
        templates: output path -> the template that rendered it, as named in messages.
    """
    known = identifier_sources(api)
    words = [w for w in _WORD.findall(error.code) if w in known]
    # a spec name that is a keyword is the likely culprit: name only those when there are any
    suspects = [w for w in words if keyword.iskeyword(w) or keyword.issoftkeyword(w)] or words
    sources: list[str] = []
    for word in suspects:
        for p in known[word]:
            if p not in sources:
                sources.append(p)
    if not sources:
        for r in api.all_resources:
            if error.module.endswith(f"/resources/{r.module}.py"):
                sources = [op.pointer for op in r.operations]
    return GeneratedCodeError(error.module, error.line, error.detail, error.code, tuple(sources[:5]), templates.get(error.module, ""))
