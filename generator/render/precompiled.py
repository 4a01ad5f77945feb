"""The built-in templates, compiled once when the generator is built rather than on every run.

Compiling the ~30 built-in templates (Jinja's lexer, parser and code generator, then Python's
``compile``) is a fixed cost of every ``sdkgen generate``.  They are compiled ahead of time
(``make compile-templates``: :func:`build`, Jinja's :meth:`jinja2.Environment.compile_templates`)
into :data:`ARCHIVE`, a zip of Python modules shipped inside the ``generator`` package and read
with :class:`jinja2.ModuleLoader` (``zipimport``, which keeps no bytecode: each run compiled the
modules again), or, given the run cache's ``jinja/`` folder, Python-compiled once and kept there
marshalled (:meth:`BuiltinLoader._code`; nothing is written beside the package).  The archive also holds :data:`MANIFEST_ENTRY`: the SHA-256 of each template's
source together with the Jinja version and the environment's compile-time options
(:func:`source_key`).  :class:`BuiltinLoader` uses a compiled template only when its key
matches the source on disk; otherwise (a template edited in a source checkout, another Jinja,
a missing archive) it compiles the source as usual, so a stale archive costs time, never
correctness.  ``tests/test_templates.py`` fails when the shipped archive is stale.
"""

from __future__ import annotations

import functools
import hashlib
import json
import zipfile
from collections.abc import Iterable, Mapping, MutableMapping
from pathlib import Path
from types import CodeType
from typing import Any

import jinja2

ARCHIVE = Path(__file__).with_name("templates_compiled.zip")
MANIFEST_ENTRY = "sources.json"


def source_key(source: str, options: Mapping[str, object]) -> str:
    """The key a compiled template is valid for: SHA-256 (hex) of the Jinja version, the
    environment's compile-time ``options`` (``trim_blocks``...) and the template ``source``."""
    head = f"jinja2={jinja2.__version__};" + ";".join(f"{k}={options[k]!r}" for k in sorted(options)) + "\n"
    return hashlib.sha256((head + source).encode("utf-8")).hexdigest()


@functools.lru_cache(maxsize=4)
def _manifest(archive: Path) -> dict[str, str]:
    """Template name -> :func:`source_key` of the archive's compiled templates (empty when the
    archive is missing or unreadable)."""
    try:
        with zipfile.ZipFile(archive) as zf:
            value = json.loads(zf.read(MANIFEST_ENTRY).decode("utf-8"))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return {}
    return dict(value) if isinstance(value, dict) else {}


class BuiltinLoader(jinja2.FileSystemLoader):
    """The built-in templates' folder, answered from :data:`ARCHIVE` when its compiled code
    matches the template's source there (see the module docstring), else compiled.

    Args:
        folder: the built-in templates' folder.
        options: the environment's compile-time options (part of :func:`source_key`).
        archive: the compiled templates (:data:`ARCHIVE`).
        code_cache: a folder keeping their Python code between runs (the run cache's
            ``jinja/``), or ``None``.
    """

    def __init__(self, folder: Path, options: Mapping[str, object], archive: Path = ARCHIVE, code_cache: Path | None = None) -> None:
        super().__init__(str(folder))
        self.options = dict(options)
        self.archive = archive
        self.code_cache = code_cache
        self._modules: jinja2.ModuleLoader | None = None

    def load(
        self, environment: jinja2.Environment, name: str, globals: MutableMapping[str, Any] | None = None
    ) -> jinja2.Template:
        source, filename, _ = self.get_source(environment, name)
        keys = _manifest(self.archive)
        key = source_key(source, self.options)
        if keys.get(name) == key:
            code = self._code(name, filename, key)
            if code is not None:
                template = environment.template_class.from_code(environment, code, {} if globals is None else globals)
                template.filename = filename
                return template
            if self._modules is None:
                self._modules = jinja2.ModuleLoader(str(self.archive))
            try:
                template = self._modules.load(environment, name, globals)
            except jinja2.TemplateNotFound:
                pass  # listed but not stored: compile it
            else:
                template.filename = filename  # messages and tracebacks name the .j2 file
                return template
        return super().load(environment, name, globals)

    def _code(self, name: str, filename: str, key: str) -> CodeType | None:
        """The Python code of the archive's compiled template ``name`` from :attr:`code_cache`
        (marshalled after the SHA-256 of the marshalled bytes, keyed by the template's
        :func:`source_key` and the interpreter's bytecode magic number), compiled from the
        archive and stored there on a miss, and when the entry is damaged (its digest differs,
        or it does not unmarshal to this template's code); ``None`` without
        a cache folder or when the archive lacks the module.  A zip cannot hold bytecode that
        ``zipimport`` would keep (so every run compiled about 1 MB of template modules again:
        0.09 s); what a regeneration loads from here unmarshals in 3 ms."""
        if self.code_cache is None:
            return None
        import importlib.util
        import marshal
        import os

        entry = self.code_cache / f"builtin-{key}-{importlib.util.MAGIC_NUMBER.hex()}.code"
        try:
            stored = entry.read_bytes()
        except OSError:
            stored = b""
        digest, body = stored[:32], stored[32:]
        if body and hashlib.sha256(body).digest() == digest:  # a damaged entry is a miss
            try:
                code = marshal.loads(body)
            except Exception:  # noqa: BLE001 - whatever unmarshalling raises, the entry is compiled again
                code = None
            if isinstance(code, CodeType) and code.co_filename == filename:
                return code
        try:
            with zipfile.ZipFile(self.archive) as zf:
                module = zf.read(jinja2.ModuleLoader.get_module_filename(name)).decode("utf-8")
        except (OSError, KeyError, zipfile.BadZipFile, UnicodeDecodeError):
            return None
        code = compile(module, filename, "exec")
        try:
            self.code_cache.mkdir(parents=True, exist_ok=True)
            tmp = entry.with_suffix(f".{os.getpid()}.tmp")
            body = marshal.dumps(code)
            tmp.write_bytes(hashlib.sha256(body).digest() + body)
            os.replace(tmp, entry)
        except OSError:
            pass  # a cache only saves time
        return code


def build(env: jinja2.Environment, names: Iterable[str], options: Mapping[str, object], archive: Path = ARCHIVE) -> None:
    """Compile the templates ``names`` of ``env`` (its loader must read the built-in sources,
    its filters must include every filter they use) into ``archive``, with the manifest.

    Raises:
        jinja2.TemplateSyntaxError: a template does not compile.
    """
    wanted = set(names)
    tmp = archive.with_suffix(".tmp")
    env.compile_templates(str(tmp), filter_func=wanted.__contains__, zip="stored", ignore_errors=False)
    keys = {}
    assert env.loader is not None
    for name in sorted(wanted):
        source, _, _ = env.loader.get_source(env, name)
        keys[name] = source_key(source, options)
    with zipfile.ZipFile(tmp, "a", zipfile.ZIP_STORED) as zf:
        info = zipfile.ZipInfo(MANIFEST_ENTRY)
        info.external_attr = 0o644 << 16
        zf.writestr(info, json.dumps(keys, indent=1, sort_keys=True) + "\n")
    tmp.replace(archive)
    _manifest.cache_clear()


def entries(archive: Path) -> dict[str, bytes]:
    """Entry name -> uncompressed content of an archive (what the staleness test compares:
    the compressed bytes may differ between zlib versions)."""
    with zipfile.ZipFile(archive) as zf:
        return {info.filename: zf.read(info) for info in zf.infolist()}
