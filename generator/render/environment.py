"""The Jinja environment: built-in templates (package data of :mod:`generator`, read through
``importlib.resources`` so an installed ``sdkgen`` finds them), optionally overridden by a
user templates folder, the filters, and template errors that name the template file and line.

A user templates folder (``templates:`` in ``sdkgen.yaml``, ``--templates DIR``) holds files
at the same relative paths as the built-in ones (``resource.py.j2``, ``README.md.j2``,
``runtime/_base_client.py.j2``...); each replaces its built-in namesake and everything else
falls back.  A user template may also reach the built-in one it replaces as
``builtin/<path>`` (``{% extends "builtin/README.md.j2" %}``, ``{% include ... %}``).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2

from ..errors import TemplateError
from ..literals import LINE_LENGTH
from .filters import (
    described,
    docstring,
    docstring_inline,
    import_statement,
    md,
    md_cell,
    md_code,
    pystr,
    response_type,
    tomlstr,
)
from .precompiled import ARCHIVE, BuiltinLoader, build

BUILTIN_PREFIX = "builtin/"


def builtin_templates() -> Path:
    """The folder of the built-in templates.

    In an installed wheel they are package data at ``generator/templates/`` (mapped from the
    repository's top-level ``templates/`` by ``pyproject.toml``); in a source checkout or an
    editable install they are read from ``templates/`` beside the ``generator/`` package.

    Returns:
        An existing folder holding the built-in ``*.j2`` templates.

    Raises:
        TemplateError: neither place holds the templates (a broken build).
    """
    packaged = Path(str(resources.files("generator") / "templates"))
    if packaged.is_dir():
        return packaged
    source = Path(__file__).resolve().parents[2] / "templates"
    if source.is_dir() and (source / "runtime").is_dir():
        return source
    raise TemplateError("the built-in templates are missing from the installed generator package", template="templates")


def template_names(folder: Path) -> list[str]:
    """Relative POSIX paths of the ``*.j2`` files under ``folder``, sorted."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*.j2") if p.is_file())


def unknown_user_templates(user: Path) -> list[str]:
    """Files of a user templates folder that replace no built-in template (likely misspelt):
    relative POSIX paths, sorted.  ``*.j2`` files only; other files are ignored."""
    builtin = set(template_names(builtin_templates()))
    return [name for name in template_names(user) if name not in builtin]


class _UserLoader(jinja2.FileSystemLoader):
    """The user templates folder: a file that is not UTF-8 text is a :class:`TemplateError`
    naming it (``tpl/README.md.j2: not UTF-8 ...``), not a ``UnicodeDecodeError``."""

    def __init__(self, folder: Path):
        super().__init__(str(folder))
        self.folder = folder

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        try:
            return super().get_source(environment, template)
        except UnicodeDecodeError as exc:
            where = (Path(self.folder.name) / template).as_posix()
            raise TemplateError(f"not UTF-8 (byte {exc.object[exc.start]:#04x} at offset {exc.start}): templates are UTF-8 text", template=where) from None


def _folder_cache(folder: Path | None) -> jinja2.FileSystemBytecodeCache | None:
    """A Jinja bytecode cache in ``folder`` (created), or ``None`` when there is no folder or it
    cannot be created (a cache only saves time)."""
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return jinja2.FileSystemBytecodeCache(str(folder))


# The environment's compile-time options: part of the key of the precompiled built-in
# templates (generator.render.precompiled.source_key), so changing one recompiles them.
OPTIONS: dict[str, object] = {"keep_trailing_newline": True, "trim_blocks": True, "lstrip_blocks": True, "autoescape": False}
# filters that render_package adds for each run (they need the IR): compiling a template
# needs every filter it names, so the precompiler gives them a stand-in
RUN_FILTERS = ("linkify",)


def environment(user_templates: Path | None = None, bytecode_dir: Path | None = None) -> jinja2.Environment:
    """The Jinja environment: ``StrictUndefined``, no autoescape, the inert-text filters of
    :mod:`generator.render.filters`.

    Args:
        user_templates: a folder whose templates replace the built-in ones of the same
            relative path, or ``None``.
        bytecode_dir: where Jinja keeps compiled user templates between runs, or ``None``.
            The built-in templates are precompiled into the generator package
            (:mod:`generator.render.precompiled`); one edited since is compiled, and cached
            here too.

    Returns:
        The environment; its ``globals`` hold ``user_templates`` (the folder or ``None``)
        for :func:`render_template`'s error messages.
    """
    bytecode_cache = _folder_cache(bytecode_dir)
    builtin = BuiltinLoader(builtin_templates(), OPTIONS, code_cache=None if bytecode_cache is None else bytecode_dir)
    loaders: list[jinja2.BaseLoader] = []
    if user_templates is not None:
        loaders.append(_UserLoader(user_templates))
    loaders.append(builtin)
    loaders.append(jinja2.PrefixLoader({BUILTIN_PREFIX.rstrip("/"): builtin}))
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        undefined=jinja2.StrictUndefined,
        bytecode_cache=bytecode_cache,
        **OPTIONS,  # type: ignore[arg-type]
    )
    env.globals["line_length"] = LINE_LENGTH  # black's, for templates that print its layout
    env.filters.update(
        pystr=pystr,
        tomlstr=tomlstr,
        docstring=docstring,
        described=described,
        docstring_inline=docstring_inline,
        md=md,
        md_cell=md_cell,
        md_code=md_code,
        response_type=response_type,
        import_statement=import_statement,
    )
    return env


def _describe(filename: str | None, user: Path | None) -> str:
    """How a template file is named in messages: the user's folder-relative path as given in
    the configuration, or ``built-in template <name>``."""
    if not filename:
        return "<template>"
    path = Path(filename)
    if user is not None:
        try:
            return (Path(user.name) / path.resolve().relative_to(user.resolve())).as_posix()
        except ValueError:
            pass
    try:
        return f"built-in template {path.resolve().relative_to(builtin_templates().resolve()).as_posix()}"
    except ValueError:
        return path.name


def _template_frames(exc: BaseException) -> Iterator[tuple[str, int]]:
    """``(template file, line)`` of each traceback frame that ran template code (Jinja rewrites
    tracebacks so those frames carry the template's file name and line)."""
    for frame, line in traceback.walk_tb(exc.__traceback__):
        name = frame.f_code.co_filename
        if name.endswith(".j2"):
            yield name, line


def template_origin(env: jinja2.Environment, name: str, user: Path | None = None) -> str:
    """How the template that renders ``name`` is named in messages: the user's file (relative
    to the user templates folder's parent) when one replaces it, else ``built-in template
    <name>``; ``name`` itself when it cannot be loaded (rendering then reports why)."""
    try:
        return _describe(env.get_template(name).filename, user)
    except jinja2.TemplateError:
        return name


def render_template(env: jinja2.Environment, name: str, user: Path | None = None, **context: Any) -> str:
    """Render one template, turning any failure into a :class:`TemplateError` that names the
    template file and line where it happened (the user's file when a user template failed).

    Args:
        env: from :func:`environment`.
        name: the template's relative path (``resource.py.j2``).
        user: the user templates folder, for messages.
        context: the template's variables.

    Returns:
        The rendered text.

    Raises:
        TemplateError: a syntax error, an undefined variable, a missing include, a user
            template that is not UTF-8, or any exception raised while rendering;
            ``__cause__`` is the original exception.
    """
    try:
        return env.get_template(name).render(**context)
    except TemplateError:
        raise  # already names the file (a user template that is not UTF-8)
    except jinja2.TemplateSyntaxError as exc:
        where = _describe(exc.filename, user)
        raise TemplateError(f"template syntax error: {exc.message}", template=where, line=exc.lineno) from exc
    except Exception as exc:
        frames = list(_template_frames(exc))
        filename, line = frames[-1] if frames else (None, None)
        text = exc.message if isinstance(exc, jinja2.TemplateError) and exc.message else f"{type(exc).__name__}: {exc}"
        raise TemplateError(f"rendering {name} failed: {text}", template=_describe(filename, user) if filename else name, line=line) from exc


def compile_builtin_templates(archive: Path = ARCHIVE) -> None:
    """Precompile the built-in templates into ``archive`` (``make compile-templates``; see
    :mod:`generator.render.precompiled`), with the filters of :func:`environment` and a
    stand-in for each of :data:`RUN_FILTERS`.

    Raises:
        jinja2.TemplateSyntaxError: a built-in template does not compile.
    """
    env = environment()
    for name in RUN_FILTERS:
        env.filters.setdefault(name, str)
    build(env, template_names(builtin_templates()), OPTIONS, archive)
