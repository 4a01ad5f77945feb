"""Errors and diagnostics shared by every pipeline stage.

Two kinds of problems exist:

* :class:`SpecError` - the input cannot be turned into a client (YAML syntax error, missing
  file, dangling ``$ref``, conflicting components, invalid configuration).  It is raised, names
  the file and the JSON pointer, and makes the CLI exit with :attr:`SpecError.exit_code`.
* :class:`Diagnostic` - something was accepted but degraded (e.g. a construct typed as ``Any``).
  Stages append these to a :class:`Diagnostics` list; the CLI prints them sorted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .config import display_path  # noqa: F401 - named here by the stages that report files

EXIT_SPEC_ERROR = 2
EXIT_CONFIG_ERROR = 2
EXIT_CHECK_DIFF = 1


def escape_pointer_token(token: str) -> str:
    """Escape one JSON pointer reference token (RFC 6901 section 3: ``~`` -> ``~0``, ``/`` -> ``~1``).

    Args:
        token: the raw key or array index.

    Returns:
        The escaped token.
    """
    return token.replace("~", "~0").replace("/", "~1")


def unescape_pointer_token(token: str) -> str:
    """Undo :func:`escape_pointer_token` (RFC 6901 section 4: ``~1`` first, then ``~0``)."""
    return token.replace("~1", "/").replace("~0", "~")


def join_pointer(pointer: str, *tokens: str | int) -> str:
    """Append reference tokens to a JSON pointer written as a URI fragment (``#/a/b``).

    Args:
        pointer: a pointer such as ``#`` or ``#/components/schemas``.
        tokens: raw (unescaped) keys or indexes to append.

    Returns:
        The longer pointer, each token escaped per RFC 6901.
    """
    out = pointer
    for token in tokens:
        out += "/" + escape_pointer_token(str(token))
    return out


class SpecError(Exception):
    """An input problem that stops generation.

    Attributes:
        message: what is wrong, in one sentence.
        file: the input file (as given, relative to the project root) or ``None``.
        pointer: JSON pointer inside that file (``#/components/schemas/Foo``) or ``None``.
        exit_code: process exit code the CLI uses (2).
    """

    exit_code = EXIT_SPEC_ERROR

    def __init__(self, message: str, *, file: str | None = None, pointer: str | None = None):
        self.message = message
        self.file = file
        self.pointer = pointer
        super().__init__(self.location_message())

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_spec_error, (type(self), self.message, self.file, self.pointer))

    @property
    def location(self) -> str:
        """``file#/pointer`` (or whichever part is known)."""
        if self.file and self.pointer:
            return f"{self.file}{self.pointer}"
        return self.file or self.pointer or "<input>"

    def location_message(self) -> str:
        """The message prefixed with its location, as printed by the CLI."""
        return f"{self.location}: {self.message}"


def _rebuild_spec_error(cls: type[SpecError], message: str, file: str | None, pointer: str | None) -> SpecError:
    return cls(message, file=file, pointer=pointer)


class ConfigError(SpecError):
    """The configuration file (``sdkgen.yaml``) or the command line is invalid."""

    exit_code = EXIT_CONFIG_ERROR


class TemplateError(SpecError):
    """A template could not be rendered: a syntax error, an undefined variable, a missing
    include or an exception inside it.  Names the template file (a user template as it sits in
    the user's folder, else ``built-in template <name>``) and the line.

    Attributes:
        template: the template as named in messages.
        line: 1-based line in it, or ``None`` when unknown.
    """

    exit_code = EXIT_SPEC_ERROR

    def __init__(self, message: str, *, template: str, line: int | None = None):
        self.template = template
        self.line = line
        super().__init__(message, file=f"{template}:{line}" if line else template)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild_template_error, (self.message, self.template, self.line))


def _rebuild_template_error(message: str, template: str, line: int | None) -> TemplateError:
    return TemplateError(message, template=template, line=line)


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One non-fatal finding of a stage.

    Attributes:
        level: ``"warning"`` (client generated, something degraded) or ``"info"``.
        location: ``file#/pointer`` of the construct.
        code: short kebab-case identifier, e.g. ``"unsupported-construct"``.
        message: what was found.
        action: what the generator did about it, e.g. ``"typed as Any"``.
    """

    level: Literal["warning", "info"]
    location: str
    code: str
    message: str
    action: str = ""

    def render(self) -> str:
        """One line for the terminal."""
        action = f" ({self.action})" if self.action else ""
        return f"{self.level}: {self.location}: [{self.code}] {self.message}{action}"


@dataclass
class Diagnostics:
    """An append-only list of :class:`Diagnostic` shared by the stages of one run."""

    items: list[Diagnostic] = field(default_factory=list)

    def warn(self, location: str, code: str, message: str, action: str = "") -> None:
        """Record a warning (see :class:`Diagnostic` for the fields)."""
        self.items.append(Diagnostic("warning", location, code, message, action))

    def info(self, location: str, code: str, message: str, action: str = "") -> None:
        """Record an informational note."""
        self.items.append(Diagnostic("info", location, code, message, action))

    def sorted(self) -> list[Diagnostic]:
        """Diagnostics sorted by level, then location, then code (deterministic output)."""
        return sorted(set(self.items))
