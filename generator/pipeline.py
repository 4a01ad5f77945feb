"""The whole pipeline, stage by stage, with plain data between stages:

``load`` (files -> bundled documents) -> ``merge`` (-> one document) -> ``normalise``
(-> canonical document) -> ``ir`` (-> :class:`~generator.ir.Api`) -> ``render``
(-> {path: text}) -> ``format`` (black) -> ``guard`` (every module compiles) -> ``write``
(replace the output folder).
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import GeneratorConfig
from .errors import Diagnostics, SpecError
from .guard import GeneratedCodeError, explain
from .ir.build import build_api
from .ir.model import Api
from .load import load_documents
from .merge import MergedDocument, apply_patches, check_operation_ids, merge_documents
from .normalise import NormaliseContext, normalise
from .render.models import models_cache_key, typed_defaults
from .write import check_replaceable, read_tree, write_tree


@dataclass
class Result:
    """What one run produced.

    Attributes:
        api: the IR.
        files: relative path -> final (formatted) content of every output file.
        diagnostics: warnings and notes of all stages.
        merged: the merge stage's output (provenance, merged components).
        document: the normalised document.
    """

    api: Api
    files: dict[str, str]
    diagnostics: Diagnostics
    merged: MergedDocument
    document: dict[str, Any] = field(default_factory=dict)


def cache_dir(cfg: GeneratorConfig) -> Path | None:
    """The cache folder: ``$SDKGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/sdkgen``
    (``~/.cache/sdkgen``), as black keeps its own; ``SDKGEN_CACHE_DIR=off`` disables caching.
    It holds ``black/`` (formatted pieces), ``models/`` (model generator output), ``jinja/``
    (compiled templates) and ``runs/`` (whole runs); entries are keyed by content hashes, so one cache serves every project and
    deleting it is always safe."""
    env = os.environ.get("SDKGEN_CACHE_DIR")
    if env == "off":
        return None
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "sdkgen"


def _build(cfg: GeneratorConfig, merged: MergedDocument, diagnostics: Diagnostics) -> tuple[Api, dict[str, Any]]:
    """Stages normalise -> IR on a merged document."""
    diagnostics.items.extend(merged.notes)
    ctx = NormaliseContext(diagnostics=diagnostics, locate=merged.locate, operations=cfg.operations, origins=merged.origins)
    document = normalise(merged.content, ctx, cfg.disabled_passes)
    api = build_api(
        document,
        cfg,
        diagnostics,
        merged.locate,
        sources=tuple(sorted(merged.files)),
        merged=tuple((r.pointer, r.files) for r in merged.merged),
        schema_sources=ctx.sources,
    )
    return api, document


def _load_and_merge(cfg: GeneratorConfig) -> MergedDocument:
    docs = load_documents(cfg.specs, cfg.root, root_refs=cfg.config_file is not None)
    merged = apply_patches(merge_documents(docs, cfg.renames), cfg.patches)
    check_operation_ids(merged)
    return merged


def build_ir_only(cfg: GeneratorConfig) -> tuple[Api, Diagnostics, MergedDocument, dict[str, Any]]:
    """Stages load -> merge -> normalise -> IR.

    Raises:
        SpecError: bad input (names file and pointer).
    """
    diagnostics = Diagnostics()
    merged = _load_and_merge(cfg)
    api, document = _build(cfg, merged, diagnostics)
    return api, diagnostics, merged, document


def run(cfg: GeneratorConfig) -> Result:
    """Run every stage up to formatting (nothing is written).

    A run whose inputs are all unchanged - the merged document, the configuration, the
    generator's own code and templates, and the versions of its libraries - is answered from
    the run cache (next to the formatting cache) without normalising, rendering or formatting:
    the CI case of ``sdkgen check``.

    Raises:
        SpecError: bad input.
    """
    merged = _load_and_merge(cfg)
    cache = cache_dir(cfg)
    key = run_key(cfg, merged) if cache is not None else None
    if cache is not None and key is not None:
        hit = _run_cache_get(cache, key)
        if hit is not None:
            api, files, items, document = hit
            return Result(api=api, files=files, diagnostics=Diagnostics(list(items)), merged=merged, document=document)
    diagnostics = Diagnostics()
    api, document = _build(cfg, merged, diagnostics)
    import gc

    pool = process_pool()
    # the workers fork from this process and share its objects copy-on-write: frozen, the
    # garbage collector (in the workers and here) never walks, and so never copies, them
    gc.freeze()
    try:
        files = _render_and_format(cfg, api, document, diagnostics, cache, pool)
    except SpecError as exc:
        if exc.file is None and exc.pointer and exc.pointer.startswith("#/components/"):
            # the model generator names a schema of the normalised document: add its file
            raise SpecError(exc.message, file=merged.origin(exc.pointer), pointer=exc.pointer) from None
        raise
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        gc.unfreeze()
    if cache is not None and key is not None:
        _run_cache_put(cache, key, (api, files, tuple(diagnostics.items), document))
    return Result(api=api, files=files, diagnostics=diagnostics, merged=merged, document=document)


def _render_and_format(
    cfg: GeneratorConfig, api: Api, document: dict[str, Any], diagnostics: Diagnostics, cache: Path | None, pool: Any = None
) -> dict[str, str]:
    """Render, format and check every file.  With a pool (two or more cores),
    datamodel-code-generator runs in a worker while this process renders the templates, black
    formats on all workers, and this process compiles each file (the guard stage) as soon as it
    is formatted."""
    from .format import Formatter
    from .guard import compile_error
    from .render import header_text, models_path, render_package

    if cfg.templates is not None:
        from .render.environment import unknown_user_templates

        for name in unknown_user_templates(cfg.templates):
            diagnostics.warn(cfg.display(cfg.templates / name), "unknown-template", "replaces no built-in template", "ignored")
    schemas = (document.get("components") or {}).get("schemas") or {}
    header = f"# {header_text(api)}"
    defaults = typed_defaults(api)
    job = None
    if pool is not None and (cache is None or not _models_cached(schemas, header, cache, defaults)):
        job = pool.submit(models_source, schemas, header, cache, defaults)
    formatter = Formatter(cache / "black" if cache is not None else None, pool)

    def start(path: str, source: str) -> None:
        if path.endswith(".py"):
            # the shipped tests (tests/) import the package as first-party, which ruff's isort
            # sees from the package's src/ folder and tidy cannot: their templates lay the
            # imports out themselves
            formatter.add(path, source, tidy_first=not path.startswith("tests/"))

    origins: dict[str, str] = {}
    files = render_package(
        api,
        output_name=cfg.output.name,
        on_file=start,
        user_templates=cfg.templates,
        origins=origins,
        bytecode_dir=None if cache is None else cache / "jinja",
    )
    source, notes = job.result() if job is not None else models_source(schemas, header, cache, defaults)
    formatter.add(models_path(api), source)
    origins[models_path(api)] = "datamodel-code-generator (the component schemas)"
    errors: dict[str, GeneratedCodeError] = {}
    for path, text in formatter.results():
        files[path] = text
        error = compile_error(path, text)
        if error is not None:
            errors[path] = error
    for note in notes:
        diagnostics.info("#/components/schemas", "model-generator", note.splitlines()[0])
    if errors:  # the first module in path order, as check_compiles reports it
        raise explain(errors[min(errors)], api, origins) from None
    return dict(sorted(files.items()))


def models_source(schemas: dict[str, Any], header: str, cache_dir: Path | None, defaults: dict[str, dict[str, str]] | None = None) -> tuple[str, list[str]]:
    """The import-sorted (not yet black-formatted) ``types/_models.py`` and the model
    generator's warnings, reusing a cached result keyed by :func:`models_cache_key`.

    Runs in a worker process when the pipeline overlaps it with template rendering, so it
    takes and returns plain data only.

    Raises:
        SpecError: as :func:`render_models`.
    """
    from .format import cache_put
    from .render.models import models_cache_key, render_models
    from .tidy import tidy

    cached = None
    if cache_dir is not None:
        key = models_cache_key(schemas, header, defaults)
        cached = cache_dir / "models" / key[:2] / key
        if cached.is_file():
            return cached.read_text(encoding="utf-8"), []
    diagnostics = Diagnostics()
    source = tidy(render_models(schemas, header, diagnostics, defaults))
    if cached is not None:
        cache_put(cached, source)
    return source, [d.message for d in diagnostics.items]


def _models_cached(schemas: dict[str, Any], header: str, cache: Path, defaults: dict[str, dict[str, str]] | None = None) -> bool:
    key = models_cache_key(schemas, header, defaults)
    return (cache / "models" / key[:2] / key).is_file()


def pool_size() -> int:
    """Workers of the default pool: one per core, at most 8."""
    return min(os.cpu_count() or 1, 8)


def process_pool(workers: int | None = None) -> Any:
    """A pool with a worker per core, or ``workers`` of them (fork where available: no
    re-import cost), or ``None`` when the machine has a single core, ``SDKGEN_NO_PARALLEL`` is
    set, or processes cannot be started."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    if (os.cpu_count() or 1) < 2 or os.environ.get("SDKGEN_NO_PARALLEL"):
        return None
    try:
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        count = pool_size() if workers is None else workers
        return ProcessPoolExecutor(max_workers=count, mp_context=multiprocessing.get_context(method), initializer=_worker_init, initargs=(os.getpid(),))
    except (OSError, ValueError):
        return None


def _worker_init(parent: int) -> None:
    """Pool worker set-up: on Linux, ask the kernel to send SIGTERM to the worker when the
    process that started it dies (``prctl(PR_SET_PDEATHSIG)``), so a killed ``sdkgen`` never
    leaves formatting workers behind.  Elsewhere (or when ``prctl`` is unavailable) the
    executor's own shutdown is the only clean-up."""
    import signal
    import sys

    # a forked worker inherits the CLI's SIGTERM -> SystemExit handler, and the executor would
    # catch that SystemExit as a task's result and wait for more work: die instead
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, int(signal.SIGTERM), 0, 0, 0)
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)


_FINGERPRINT: str | None = None


def generator_fingerprint() -> str:
    """Hash of the generator's code, templates and library versions: any change to what
    produces the output changes it."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        import hashlib
        from importlib.metadata import version

        from .render.environment import builtin_templates

        h = hashlib.sha256()
        base = Path(__file__).resolve().parent  # the package's code
        for root, label in ((base, "generator"), (builtin_templates(), "templates")):
            for path in sorted(root.rglob("*")):
                if path.is_file() and "__pycache__" not in path.parts:
                    h.update(f"{label}/{path.relative_to(root).as_posix()}".encode())
                    h.update(path.read_bytes())
        for dist in _runtime_distributions():
            try:
                h.update(f"{dist}={version(dist)};".encode())
            except Exception:  # noqa: BLE001 - a missing distribution only changes the key
                h.update(f"{dist}=?;".encode())
        _FINGERPRINT = h.hexdigest()
    return _FINGERPRINT


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


def run_key(cfg: GeneratorConfig, merged: MergedDocument) -> str:
    """Cache key of a run: generator fingerprint, configuration and merged input."""
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
    h.update(json.dumps(fields, sort_keys=True, default=repr).encode())
    h.update(json.dumps([merged.content, merged.origins, [(r.pointer, r.files) for r in merged.merged], merged.files], sort_keys=True, default=repr).encode())
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


def _run_cache_get(cache: Path, key: str) -> Any:
    import pickle

    path = cache / "runs" / key[:2] / key
    try:
        value = pickle.loads(path.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError):
        return None
    if not (isinstance(value, tuple) and len(value) == 4):
        return None  # an entry of an older layout
    return value


def _run_cache_put(cache: Path, key: str, value: Any) -> None:
    import os
    import pickle

    path = cache / "runs" / key[:2] / key
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(tmp, path)
    except OSError:
        pass


# files of the output folder that regeneration keeps (they are the user's record, not generated
# from the specs): ``sdkgen generate --changelog`` adds entries to CHANGELOG.md
CARRIED_FILES = ("CHANGELOG.md",)


def carried_files(output: Path) -> dict[str, str]:
    """The :data:`CARRIED_FILES` present in the output folder, to be written again."""
    out = {}
    for name in CARRIED_FILES:
        path = output / name
        if path.is_file():
            out[name] = path.read_text(encoding="utf-8")
    return out


def generate(cfg: GeneratorConfig, *, strict: bool = False, extra_files: dict[str, str] | None = None) -> Result:
    """Run the pipeline and replace the output folder with the result (keeping its
    :data:`CARRIED_FILES`).

    Args:
        cfg: the resolved configuration.
        strict: when true, a run with warnings writes nothing and raises.
        extra_files: files to write besides the generated ones (a new ``CHANGELOG.md``).

    Raises:
        SpecError: bad input, an output folder sdkgen may not replace
            (:func:`generator.write.check_replaceable`), or warnings under ``strict``; the
            output folder is then left untouched.
        OSError: the output could not be written (left untouched).
    """
    check_replaceable(cfg.output.resolve())
    result = run(cfg)
    if strict:
        warnings = [d for d in result.diagnostics.sorted() if d.level == "warning"]
        if warnings:
            raise StrictWarnings(warnings, result)
    write_tree({**result.files, **carried_files(cfg.output), **(extra_files or {})}, cfg.output)
    return result


class StrictWarnings(SpecError):
    """``generate(strict=True)`` found warnings; nothing was written.

    Attributes:
        warnings: the warnings, sorted.
        result: the generation that was not written.
    """

    exit_code = 1

    def __init__(self, warnings: list[Any], result: Result) -> None:
        super().__init__(f"{len(warnings)} warning(s) and --strict: output not written")
        self.warnings = warnings
        self.result = result


@dataclass
class CheckReport:
    """Differences between the committed output and a fresh generation."""

    changed: list[str]
    added: list[str]
    removed: list[str]
    diff: str

    @property
    def clean(self) -> bool:
        """True when the committed output is exactly what generation produces."""
        return not (self.changed or self.added or self.removed)

    def summary(self) -> str:
        """One line per kind of difference."""
        parts = []
        if self.changed:
            parts.append(f"{len(self.changed)} changed")
        if self.added:
            parts.append(f"{len(self.added)} missing from the output")
        if self.removed:
            parts.append(f"{len(self.removed)} not generated any more")
        return ", ".join(parts) if parts else "up to date"


def compare(expected: dict[str, str], actual: dict[str, str], label: str = "output", max_lines: int = 400) -> CheckReport:
    """Compare a fresh tree (``expected``) with what is on disk (``actual``).

    Returns:
        The report, with a unified diff (``a/`` = on disk, ``b/`` = regenerated) cut after
        ``max_lines`` lines.
    """
    changed = sorted(p for p in expected if p in actual and expected[p] != actual[p])
    added = sorted(p for p in expected if p not in actual)
    removed = sorted(p for p in actual if p not in expected)
    lines: list[str] = []
    for p in changed + added + removed:
        lines.extend(
            difflib.unified_diff(
                actual.get(p, "").splitlines(keepends=True),
                expected.get(p, "").splitlines(keepends=True),
                fromfile=f"a/{label}/{p}",
                tofile=f"b/{label}/{p}",
            )
        )
    if len(lines) > max_lines:
        lines = lines[:max_lines] + [f"... ({len(lines) - max_lines} more diff lines)\n"]
    diff = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    return CheckReport(changed=changed, added=added, removed=removed, diff=diff)


def check(cfg: GeneratorConfig) -> tuple[CheckReport, Result]:
    """Regenerate into a temporary folder and compare it with the output folder on disk.

    Raises:
        SpecError: bad input.
    """
    import tempfile

    result = run(cfg)
    from .write import TEMPORARY

    with tempfile.TemporaryDirectory(prefix="sdkgen-check-") as tmp:
        TEMPORARY.add(Path(tmp))
        try:
            fresh = Path(tmp) / cfg.output.name
            write_tree({**result.files, **carried_files(cfg.output)}, fresh)
            report = compare(read_tree(fresh), read_tree(cfg.output), label=cfg.display(cfg.output))
        finally:
            TEMPORARY.discard(Path(tmp))
    return report, result
