"""The whole pipeline, stage by stage, with plain data between stages:

``load`` (files -> bundled documents) -> ``merge`` (-> one document) -> ``normalise``
(-> canonical document) -> ``ir`` (-> :class:`~generator.ir.Api`) -> ``render``
(-> {path: text}) -> ``format`` (black) -> ``guard`` (every module compiles) ->
``completeness`` (every operation callable where the surface says, every documentation example
names what exists; gaps are warnings) -> ``write`` (replace the output folder).

This module sequences the stages (and :func:`generate` and :func:`check`, the two ways a run
ends); the run cache is :mod:`generator.run_cache`, the process pool :mod:`generator.workers`,
the write-out stage and the comparison ``check`` makes :mod:`generator.output`.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .config import GeneratorConfig
from .errors import ConfigError, Diagnostics, SpecError
from .guard import GeneratedCodeError, explain
from .ir.build import build_api
from .ir.model import Api
from .load import load_documents
from .merge import MergedDocument, apply_patches, check_operation_ids, merge_documents
from .normalise import NormaliseContext, normalise
from .output import (
    CheckReport,
    as_text,
    carried_files,
    compare,
    disk_tree,
    output_plan,
    warn_hand_added,
    warn_unrecorded,
    write_output,
)
from .progress import current as progress
from .run_cache import cache_dir, run_cache_get, run_cache_put, run_key
from .workers import process_pool, started
from .write import check_replaceable

__all__ = ["CheckReport", "Result", "StrictWarnings", "build_ir_only", "cache_dir", "check", "compare", "generate", "process_pool", "render_unformatted", "run"]


@dataclass
class Result:
    """What one run produced.

    Attributes:
        api: the IR.
        files: relative path -> final (formatted) content of every output file.
        diagnostics: warnings and notes of all stages.
        merged: the merge stage's output (provenance, merged components).
        document: the normalised document.
        edited: after :func:`generate`, the files written with hand edits kept -> (lines
            added, lines removed) against the generated text.
        store: with ``run(store=True)``, the pristine store of ``files``
            (:func:`generator.edits.pack`) being compressed on a thread.
    """

    api: Api
    files: dict[str, str]
    diagnostics: Diagnostics
    merged: MergedDocument
    document: dict[str, Any] = field(default_factory=dict)
    edited: dict[str, tuple[int, int]] = field(default_factory=dict)
    store: Future[bytes] | None = None


def _build(cfg: GeneratorConfig, merged: MergedDocument, diagnostics: Diagnostics) -> tuple[Api, dict[str, Any]]:
    """Stages normalise -> IR on a merged document."""
    diagnostics.items.extend(merged.notes)
    progress().stage("normalising", detail=f"{len(merged.content.get('paths') or {})} paths, {len((merged.content.get('components') or {}).get('schemas') or {})} schemas")
    ctx = NormaliseContext(
        diagnostics=diagnostics, operations=cfg.operations, origins=merged.origins, types=dict(cfg.types), layout_modules=cfg.layout.types == "per_resource"
    )

    def locate(pointer: str) -> str:
        # a copy of an inlined component is reported where the component is written: once
        return merged.locate(ctx.written_at(pointer))

    ctx.locate = locate
    document = normalise(merged.content, ctx, cfg.disabled_passes)
    progress().stage("building the IR", detail=f"{len((document.get('components') or {}).get('schemas') or {})} schemas")
    api = build_api(
        document,
        cfg,
        diagnostics,
        locate,
        sources=tuple(sorted(merged.files)),
        merged=tuple((r.pointer, r.files) for r in merged.merged),
        schema_sources=ctx.sources,
        type_places=ctx.type_places,
    )
    return api, document


def _load_and_merge(cfg: GeneratorConfig) -> MergedDocument:
    progress().stage("loading", detail=f"{len(cfg.specs)} spec file{'s' if len(cfg.specs) != 1 else ''}")
    cache = cache_dir(cfg)
    try:
        docs = load_documents(cfg.specs, cfg.root, root_refs=cfg.config_file is not None, cache=None if cache is None else cache / "parsed")
    except SpecError as exc:
        if cfg.patches and not isinstance(exc, ConfigError):
            # the files are checked as they are read, before the merged document is patched
            exc.message += "\n  (the configuration's `patches:` apply to the merged document after each file is checked, so they cannot repair this: fix the file, or generate from a corrected copy of it)"
        raise
    merged = apply_patches(merge_documents(docs, cfg.renames), cfg.patches)
    merged.notes.extend(check_operation_ids(merged))
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


def render_unformatted(cfg: GeneratorConfig) -> tuple[Api, dict[str, str]]:
    """Stages load -> IR -> render, without formatting (what a type checker needs, about
    three times faster): the IR and the package's files, the usage corpus included
    (``sdkgen diff --verify``).

    Raises:
        SpecError: bad input.
    """
    from .render import render_package
    from .render.models import render_model_modules
    from .render.package import header_text

    api, _diagnostics, _merged, _document = build_ir_only(cfg)
    files = render_package(api, output_name=cfg.output.name, user_templates=cfg.templates)
    files.update(render_model_modules(api, f"# {header_text(api)}"))
    return api, _with_usage(api, files)


def run(cfg: GeneratorConfig, *, store: bool = False) -> Result:
    """Run every stage up to formatting (nothing is written).

    With ``store``, the pristine store of the files (:func:`generator.edits.pack`, what
    :func:`generate` and :func:`check` write and compare) starts compressing on a thread as soon
    as the files are final (bzip2 releases the GIL), while the completeness stage and the run
    cache run here: :attr:`Result.store`.

    A run whose inputs are all unchanged - the merged document, the configuration, the
    generator's own code and templates, and the versions of its libraries - is answered from
    the run cache (next to the formatting cache) without normalising, rendering or formatting:
    the CI case of ``sdkgen check``.

    Raises:
        SpecError: bad input.
    """
    # the formatting workers are forked now, while this process holds nothing of the spec:
    # forked after loading, each inherited the whole process and, allocating into the pages the
    # parser had freed, copied them (5,000 synthetic schemas: the tree's peak PSS 1,234 MiB)
    pool = started(process_pool())
    try:
        merged = _load_and_merge(cfg)
        cache = cache_dir(cfg)
        key = run_key(cfg, merged) if cache is not None else None
        hit = run_cache_get(cache, key) if cache is not None and key is not None else None
    except BaseException:
        _shutdown(pool)
        raise
    if hit is not None:
        _shutdown(pool)
        api, files, items, document = hit
        return Result(api=api, files=files, diagnostics=Diagnostics(list(items)), merged=merged, document=document, store=_pack_later(cfg, files) if store else None)
    import gc

    try:
        diagnostics = Diagnostics()
        api, document = _build(cfg, merged, diagnostics)
        # the IR and the documents live to the end of the run: frozen, the garbage collector
        # never walks them again.  The garbage is collected first, or it would be frozen too
        # and kept for the whole run; below a thousand models what it could hold is a few MiB,
        # and the collection (a walk of every object) a twentieth of a regeneration
        if len(api.models) >= _COLLECT_FROM_MODELS:
            gc.collect()
        gc.freeze()
        later: list[Any] = []
        files = _render_and_format(cfg, api, diagnostics, cache, pool, later)
        _shutdown(pool)  # its memory goes before the usage corpus is built
        for job in later:  # cache writes, once formatting has let its memory go
            job()
        files = _with_usage(api, files)
    finally:
        _shutdown(pool)
        gc.unfreeze()
    packed = _pack_later(cfg, files) if store else None
    _report_gaps(cfg, api, files, merged, diagnostics)
    if cache is not None and key is not None:
        run_cache_put(cache, key, (api, files, tuple(diagnostics.items), document))
        _prune(cache)
    return Result(api=api, files=files, diagnostics=diagnostics, merged=merged, document=document, store=packed)


def _prune(cache: Path) -> None:
    """Bound the cache folder after a run wrote to it (at most once a day: :mod:`generator.cache_prune`);
    a bad ``$SDKGEN_CACHE_MAX_MB`` (the command line refuses it before the run) leaves it as it is."""
    from .cache_prune import prune_if_due

    try:
        prune_if_due(cache)
    except ValueError:
        pass


_COLLECT_FROM_MODELS = 1_000  # models from which a run collects its garbage before freezing the IR


def _pack_later(cfg: GeneratorConfig, files: dict[str, str]) -> Future[bytes]:
    """:func:`generator.edits.pack` of ``files`` (a copy: the caller's dict may change) with the
    run's ``pristine/`` cache, on a thread of its own; its error is raised by ``result()``."""
    from .edits import pack

    cache = cache_dir(cfg)
    snapshot = dict(files)
    executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="sdkgen-store")
    try:
        return executor.submit(pack, snapshot, None if cache is None else cache / "pristine")
    finally:
        executor.shutdown(wait=False)


def _with_usage(api: Api, files: dict[str, str]) -> dict[str, str]:
    """The files with the usage corpus added (:mod:`generator.usage`, after formatting: it is
    not formatted, so each statement stays under its marker)."""
    from .usage import USAGE, usage_corpus

    files[USAGE] = usage_corpus(api, files)
    return dict(sorted(files.items()))


def _report_gaps(cfg: GeneratorConfig, api: Api, files: dict[str, str], merged: MergedDocument, diagnostics: Diagnostics) -> None:
    """The completeness stage (:mod:`generator.completeness`): an operation that is not
    callable at the name the SDK surface records, or a documentation example that does not
    compile or names what the package lacks, is a warning (so ``--strict`` writes nothing)."""
    from .completeness import check_completeness

    skipped = {d.location for d in diagnostics.items if d.code == "operation-skipped"}
    cache = cache_dir(cfg)
    for gap in check_completeness(api, files, merged.content, merged.locate, skipped, None if cache is None else cache / "classes"):
        diagnostics.warn(gap.location, gap.code, gap.message, _GAP_ACTIONS[gap.code])


_GAP_ACTIONS = {
    "operation-not-callable": "place it with `operations:` in sdkgen.yaml (resource and method), or report a generator bug",
    "example-does-not-resolve": "report a generator bug (or fix the user template that renders the document)",
}


def _render_and_format(
    cfg: GeneratorConfig,
    api: Api,
    diagnostics: Diagnostics,
    cache: Path | None,
    pool: Any = None,
    later: list[Any] | None = None,
) -> dict[str, str]:
    """Render, format and check every file.  With a pool (two or more cores), black formats on
    all workers while this process renders the templates and the models render in a process
    of their own (:func:`_start_models`, ended as soon as they are back), and this process
    compiles each file (the guard stage) as soon as it is formatted.  ``later`` receives the
    cache writes to make once formatting is done (run here without it)."""
    from .format import Formatter, inert_comment, static_templates
    from .format_pieces import runtime_origin
    from .guard import compile_error
    from .render import header_text, render_package
    from .render.models import render_model_modules

    if cfg.templates is not None:
        from .render.environment import unknown_user_templates

        for name in unknown_user_templates(cfg.templates):
            diagnostics.warn(cfg.display(cfg.templates / name), "unknown-template", "replaces no built-in template", "ignored")
    header = f"# {header_text(api)}"
    formatter = Formatter(cache / "black" if cache is not None else None, pool)
    static = static_templates(cfg.templates) if inert_comment(header) else frozenset()  # not formatted

    def add_models(ready: dict[str, str]) -> None:
        _shutdown(models_pool)  # datamodel-code-generator's memory goes with its process
        for path, text in ready.items():
            formatter.add(path, text, tidy_first=True)
            origins[path] = "the IR's models (datamodel-code-generator's model classes, templates/models/)"
        model_modules.update(ready)

    def start(path: str, source: str) -> None:
        # the models (the largest jobs) go to the pool as soon as their worker has rendered
        # them, ahead of the templates rendered after: the pool's queue is first come, first
        # served, and a large job at its end leaves the other workers idle
        if not model_modules and models is not None and models.done() and models.exception() is None:
            add_models(models.result())
        if path.endswith(".py"):
            # the shipped tests (tests/) import the package as first-party, which ruff's isort
            # sees from src/ and tidy cannot: their templates lay the imports out themselves
            origin = origins.get(path)
            tidy_first = not path.startswith("tests/")
            formatter.add(path, source, tidy_first=tidy_first, preformatted=origin in static, runtime=runtime_origin(origin))

    origins: dict[str, str] = {}
    progress().stage("rendering", detail=f"{len(api.operations)} operations, {len(api.models)} models")
    cached, store_models = _cached_models(api, header, cache)
    model_modules: dict[str, str] = {}  # added to the formatter
    models_pool, models = _start_models(api, header) if cached is None and pool is not None else (None, None)
    try:
        if cached is not None:
            add_models(cached)
        files = render_package(
            api,
            output_name=cfg.output.name,
            on_file=start,
            user_templates=cfg.templates,
            origins=origins,
            bytecode_dir=None if cache is None else cache / "jinja",
            format_cache=None if cache is None else cache / "black",
        )
        if not model_modules:
            try:
                ready = models.result() if models is not None else render_model_modules(api, header)
            except Exception:  # noqa: BLE001 - rendered again here, to raise the error as this process does
                ready = render_model_modules(api, header)
            add_models(ready)
    finally:
        _shutdown(models_pool)
    if cached is None:
        # the entry's text is as large as the models: written after formatting, when what
        # formatting holds is gone, not on top of it
        (later.append if later is not None else lambda job: job())(lambda: store_models(model_modules))
    # a plain dict from here on: storing a formatted file back into the notifying dict
    # would queue it for formatting a second time
    files = dict(files)
    errors: dict[str, GeneratedCodeError] = {}
    progress().stage("formatting", total=sum(1 for p in files if p.endswith(".py")) + len(model_modules))
    for path, text in formatter.results():
        progress().advance()
        files[path] = text
        error = compile_error(path, text, None if cache is None else cache / "guard")
        if error is not None:
            errors[path] = error
    if errors:  # the first module in path order, as check_compiles reports it
        raise explain(errors[min(errors)], api, origins) from None
    return dict(sorted(files.items()))


def _cached_models(api: Api, header: str, cache: Path | None) -> tuple[dict[str, str] | None, Any]:
    """The models modules of an unchanged set of models from the cache's ``models/``
    (:func:`generator.run_cache.models_key`: a regeneration after a change that leaves every
    schema as it was renders, and imports datamodel-code-generator, for none of them), or
    ``None``; and the function that stores a freshly rendered set under the same key."""
    if cache is None:
        return None, lambda files: None
    from .render import models as models_module
    from .run_cache import models_key, text_files_get, text_files_put

    key = models_key(api, header, models_module.PART_STATEMENTS)
    return text_files_get(cache / "models", key), lambda files: text_files_put(cache / "models", key, files)


def _shutdown(*pools: Any) -> None:
    """Shut the pools down (``None`` stands for no pool), their workers ended."""
    for pool in pools:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


_FORKED_API: Api | None = None  # the IR, for the models' process forked while it is set


def _render_forked_models(header: str) -> dict[str, str]:
    from .render.models import render_model_modules

    assert _FORKED_API is not None
    return render_model_modules(_FORKED_API, header)


def _start_models(api: Api, header: str) -> tuple[Any, Any]:
    """Render the models modules in a process of their own while this process renders the
    templates: ``(its pool, the future of the modules)``, or ``(None, None)`` when processes
    cannot be started.  Forked (where processes fork) once the IR is built and frozen, it reads
    the IR this process holds, copying only the pages it writes to (sent pickled instead, the
    IR cost this process 200 MiB more at 5,000 schemas); elsewhere it receives the IR pickled,
    without what the models modules do not read (the operations, resources and mock document).
    Its memory (datamodel-code-generator's) goes when the pool is shut down."""
    import dataclasses

    from .render.models import render_model_modules

    global _FORKED_API
    _FORKED_API = api
    try:
        pool = started(process_pool(1))
    finally:
        _FORKED_API = None  # this process no longer needs it; the forked worker keeps its own
    if pool is None:
        return None, None
    context = getattr(pool, "_mp_context", None)
    if context is not None and context.get_start_method() == "fork":
        return pool, pool.submit(_render_forked_models, header)
    slim = dataclasses.replace(api, operations=(), resources=(), all_resources=(), webhooks=None, mock_document="", servers=None)
    return pool, pool.submit(render_model_modules, slim, header)


def generate(cfg: GeneratorConfig, *, strict: bool = False, extra_files: dict[str, str] | None = None) -> Result:
    """Run the pipeline and bring the output folder to the result, touching only the files
    that change (:func:`generator.write.write_tree`): the kept paths (``src/<pkg>/lib/``,
    ``keep:``) and ``CHANGELOG.md`` are carried over as they are, and hand edits inside
    generated files are merged in (:mod:`generator.edits`).

    Args:
        cfg: the resolved configuration.
        strict: when true, a run with warnings writes nothing and raises.
        extra_files: files to write besides the generated ones (a new ``CHANGELOG.md``).

    Raises:
        SpecError: bad input, an output folder sdkgen may not replace
            (:func:`generator.write.check_replaceable`) or cannot write (the operating
            system's reason), hand edits that conflict with the new generation
            (:class:`generator.edits.MergeConflict`), or warnings under ``strict``; the
            output folder is then left untouched.
    """
    from .edits import MergeConflict

    check_replaceable(cfg.output.resolve(), cfg.display(cfg.output))
    result = run(cfg, store=True)
    planned = output_plan(cfg, result.files, result.store)
    if planned.unrecorded:
        warn_unrecorded(cfg, result.diagnostics, planned.unrecorded)
    tree = {**planned.files, **carried_files(cfg.output), **(extra_files or {})}
    warn_hand_added(cfg, result.diagnostics, tree, planned.recorded)
    if strict:
        warnings = [d for d in result.diagnostics.sorted() if d.level == "warning"]
        if warnings:
            raise StrictWarnings(warnings, result, cfg.display(cfg.output))
    if planned.conflicts:
        raise MergeConflict(planned.conflicts, cfg.display(cfg.output))
    write_output(cfg, tree)
    result.edited = planned.edited
    return result


def _same_store(expected: Any, on_disk: Path) -> bool:
    """Whether the pristine store ``expected`` (:data:`generator.edits.STORE` bytes) records the
    same files as the one at ``on_disk``, whatever their bytes: an sdkgen that compresses the
    store otherwise wrote the one on disk.  A store that cannot be read is not the same."""
    from .edits import read_file, unpack

    try:
        actual = read_file(on_disk)
        return isinstance(expected, bytes) and actual is not None and unpack(expected, "new") == unpack(actual, "on disk")
    except SpecError:
        return False


class StrictWarnings(SpecError):
    """``generate(strict=True)`` found warnings; nothing was written.

    Attributes:
        warnings: the warnings, sorted.
        result: the generation that was not written.
    """

    exit_code = 1

    def __init__(self, warnings: list[Any], result: Result, output: str | None = None) -> None:
        super().__init__(f"{len(warnings)} warning(s) and --strict: output not written", file=output)
        self.warnings = warnings
        self.result = result


def check(cfg: GeneratorConfig) -> tuple[CheckReport, Result]:
    """Compare the output folder on disk with what regenerating it would write (hand edits
    merged in, :mod:`generator.edits`): a difference is drift (the specs or the generator
    changed since the last generation), a file no generation wrote (``__pycache__`` bytecode
    that is not the generated modules' compilation included), or a hand edit that would
    conflict.  Hand edits regeneration keeps are not differences; the report counts them.

    Raises:
        SpecError: bad input.
    """
    from .edits import STORE, kept_paths

    result = run(cfg, store=True)
    planned = output_plan(cfg, result.files, result.store)
    keep = kept_paths(cfg.package.name, cfg.keep)
    expected = {rel: as_text(c) for rel, c in {**planned.files, **carried_files(cfg.output)}.items()}
    actual = disk_tree(cfg.output, keep, result.files)
    for conflict in planned.conflicts:  # the file as it is: the conflict is the difference
        expected.pop(conflict.path, None)
        actual.pop(conflict.path, None)
    if STORE in expected and STORE in actual and expected[STORE] != actual[STORE] and _same_store(planned.files.get(STORE), cfg.output / STORE):
        # the store records the same files in other bytes (another sdkgen's compression): no drift
        actual[STORE] = expected[STORE]
    report = compare(expected, actual, label=cfg.display(cfg.output))
    report.edited = planned.edited
    report.conflicts = [c.render(cfg.display(cfg.output)) for c in planned.conflicts]
    return report, result
