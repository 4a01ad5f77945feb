"""The whole pipeline, stage by stage, with plain data between stages:

``load`` (files -> bundled documents) -> ``merge`` (-> one document) -> ``normalise``
(-> canonical document) -> ``ir`` (-> :class:`~generator.ir.Api`) -> ``render``
(-> {path: text}) -> ``format`` (black) -> ``guard`` (every module compiles) ->
``completeness`` (every operation callable where the surface says, every documentation example
names what exists; gaps are warnings) -> ``write`` (replace the output folder).
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
from .progress import current as progress
from .write import check_replaceable, write_tree


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
    """

    api: Api
    files: dict[str, str]
    diagnostics: Diagnostics
    merged: MergedDocument
    document: dict[str, Any] = field(default_factory=dict)
    edited: dict[str, tuple[int, int]] = field(default_factory=dict)


def cache_dir(cfg: GeneratorConfig) -> Path | None:
    """The cache folder: ``$SDKGEN_CACHE_DIR``, else ``$XDG_CACHE_HOME/sdkgen``
    (``~/.cache/sdkgen``), as black keeps its own; ``SDKGEN_CACHE_DIR=off`` disables caching.
    It holds ``black/`` (formatted pieces), ``jinja/`` (compiled templates), ``runs/`` (whole
    runs), ``guard/`` (module texts that compiled) and ``pristine/`` (compressed pristine stores); entries are keyed by content hashes, so one cache serves every project and
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
    docs = load_documents(cfg.specs, cfg.root, root_refs=cfg.config_file is not None)
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
        files = _render_and_format(cfg, api, diagnostics, cache, pool)
        files = _with_usage(api, files)
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        gc.unfreeze()
    _report_gaps(api, files, merged, diagnostics)
    if cache is not None and key is not None:
        _run_cache_put(cache, key, (api, files, tuple(diagnostics.items), document))
    return Result(api=api, files=files, diagnostics=diagnostics, merged=merged, document=document)


def _with_usage(api: Api, files: dict[str, str]) -> dict[str, str]:
    """The files with the usage corpus added (:mod:`generator.usage`, after formatting: it is
    not formatted, so each statement stays under its marker)."""
    from .usage import USAGE, usage_corpus

    files[USAGE] = usage_corpus(api, files)
    return dict(sorted(files.items()))


def _report_gaps(api: Api, files: dict[str, str], merged: MergedDocument, diagnostics: Diagnostics) -> None:
    """The completeness stage (:mod:`generator.completeness`): an operation that is not
    callable at the name the SDK surface records, or a documentation example that does not
    compile or names what the package lacks, is a warning (so ``--strict`` writes nothing)."""
    from .completeness import check_completeness

    skipped = {d.location for d in diagnostics.items if d.code == "operation-skipped"}
    for gap in check_completeness(api, files, merged.content, merged.locate, skipped):
        diagnostics.warn(gap.location, gap.code, gap.message, _GAP_ACTIONS[gap.code])


_GAP_ACTIONS = {
    "operation-not-callable": "place it with `operations:` in sdkgen.yaml (resource and method), or report a generator bug",
    "example-does-not-resolve": "report a generator bug (or fix the user template that renders the document)",
}


def _render_and_format(
    cfg: GeneratorConfig, api: Api, diagnostics: Diagnostics, cache: Path | None, pool: Any = None
) -> dict[str, str]:
    """Render, format and check every file.  With a pool (two or more cores), black formats on
    all workers while this process renders the templates and the models, and this process
    compiles each file (the guard stage) as soon as it is formatted."""
    from .format import Formatter, inert_comment, static_templates
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

    def start(path: str, source: str) -> None:
        if path.endswith(".py"):
            # the shipped tests (tests/) import the package as first-party, which ruff's isort
            # sees from src/ and tidy cannot: their templates lay the imports out themselves
            formatter.add(path, source, tidy_first=not path.startswith("tests/"), preformatted=origins.get(path) in static)

    origins: dict[str, str] = {}
    progress().stage("rendering", detail=f"{len(api.operations)} operations, {len(api.models)} models")
    models = _start_models(api, header, pool)
    files = render_package(
        api,
        output_name=cfg.output.name,
        on_file=start,
        user_templates=cfg.templates,
        origins=origins,
        bytecode_dir=None if cache is None else cache / "jinja",
    )
    try:
        model_modules = models.result() if models is not None else render_model_modules(api, header)
    except Exception:  # noqa: BLE001 - rendered again here, to raise the error as this process does
        model_modules = render_model_modules(api, header)
    for path, text in model_modules.items():
        formatter.add(path, text, tidy_first=True)
        origins[path] = "the IR's models (datamodel-code-generator's model classes, templates/models/)"
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


_FORKED_API: Api | None = None  # the IR, for a worker forked while it is set (no pickling)


def _render_models_task(header: str) -> dict[str, str]:
    from .render.models import render_model_modules

    assert _FORKED_API is not None
    return render_model_modules(_FORKED_API, header)


def _start_models(api: Api, header: str, pool: Any) -> Any:
    """Render the models modules on a worker of a forked pool, while this process renders the
    templates (``None``: no pool, or workers that would not share this process's IR).  The
    workers fork on the first task, so this is submitted before any other."""
    global _FORKED_API
    context = getattr(pool, "_mp_context", None)
    if pool is None or context is None or context.get_start_method() != "fork":
        return None
    _FORKED_API = api
    try:
        return pool.submit(_render_models_task, header)
    finally:
        _FORKED_API = None  # this process no longer needs it; the forked workers keep theirs


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


def carried_files(output: Path) -> dict[str, bytes]:
    """The carried files (``CHANGELOG.md``) of the output folder, as bytes
    (:func:`generator.edits.carried_files`)."""
    from .edits import carried_files as carried

    return carried(output)


def output_plan(cfg: GeneratorConfig, result: Result) -> Any:
    """The regeneration of ``cfg.output`` from ``result``, hand edits merged in
    (:func:`generator.edits.plan`).

    Raises:
        SpecError: a generated file lies under a kept path, or the store is unreadable.
    """
    from .edits import kept_paths, plan

    cache = cache_dir(cfg)
    return plan(result.files, cfg.output, kept_paths(cfg.package.name, cfg.keep), None if cache is None else cache / "pristine")


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
    from .edits import MergeConflict, kept_paths

    check_replaceable(cfg.output.resolve())
    result = run(cfg)
    planned = output_plan(cfg, result)
    if planned.unrecorded:
        _warn_unrecorded(cfg, result.diagnostics, planned.unrecorded)
    if strict:
        warnings = [d for d in result.diagnostics.sorted() if d.level == "warning"]
        if warnings:
            raise StrictWarnings(warnings, result)
    if planned.conflicts:
        raise MergeConflict(planned.conflicts, cfg.display(cfg.output))
    tree = {**planned.files, **carried_files(cfg.output), **(extra_files or {})}
    try:
        write_tree(tree, cfg.output, keep=kept_paths(cfg.package.name, cfg.keep))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SpecError(f"cannot write the output folder: {reason} (nothing was changed)", file=cfg.display(cfg.output)) from None
    result.edited = planned.edited
    return result


def _warn_unrecorded(cfg: GeneratorConfig, diagnostics: Diagnostics, paths: list[str]) -> None:
    """The warning for an output folder without a pristine store whose generated files differ
    from the new generation (:attr:`generator.edits.Plan.unrecorded`): hand edits among them
    cannot be told from an older generation and are replaced."""
    from .edits import STORE

    shown = ", ".join(paths[:10]) + (f" and {len(paths) - 10} more" if len(paths) > 10 else "")
    diagnostics.warn(
        cfg.display(cfg.output),
        "edits-unrecorded",
        f"no {STORE} (a package generated by an sdkgen without one): {len(paths)} generated file(s) on disk differ from this generation "
        f"and are replaced, hand edits in them included: {shown}",
        "check them in version control (git diff) and redo any hand edit: from now on each generation is recorded and hand edits are merged; --strict writes nothing",
    )


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
    """Differences between the output on disk and what regenerating it would write.

    Attributes:
        changed, added, removed: paths that differ, are missing, or would be removed.
        diff: unified diff (``a/`` = on disk, ``b/`` = regenerated).
        edited: files whose hand edits regeneration keeps -> (lines added, lines removed):
            not differences.
        conflicts: hand edits regeneration could not carry over (rendered).
    """

    changed: list[str]
    added: list[str]
    removed: list[str]
    diff: str
    edited: dict[str, tuple[int, int]] = field(default_factory=dict)
    conflicts: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        """True when regenerating would change nothing (kept hand edits aside)."""
        return not (self.changed or self.added or self.removed or self.conflicts)

    def summary(self) -> str:
        """One line per kind of difference."""
        parts = []
        if self.changed:
            parts.append(f"{len(self.changed)} changed")
        if self.added:
            parts.append(f"{len(self.added)} missing from the output")
        if self.removed:
            parts.append(f"{len(self.removed)} not generated any more")
        if self.conflicts:
            parts.append(f"{len(self.conflicts)} hand edit(s) conflicting with the new generation")
        return ", ".join(parts) if parts else "up to date"

    def edits_summary(self) -> str:
        """The custom patch: ``kept hand edits: N file(s), +A -R lines`` (``""`` without any)."""
        if not self.edited:
            return ""
        added = sum(a for a, _r in self.edited.values())
        removed = sum(r for _a, r in self.edited.values())
        return f"kept hand edits: {len(self.edited)} file(s), +{added} -{removed} lines ({', '.join(sorted(self.edited))})"


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


def _as_text(content: str | bytes) -> str:
    """Content as compared and shown by ``check`` (:func:`generator.write.read_tree`'s form)."""
    import hashlib

    if isinstance(content, str):
        return content
    try:
        return content.decode("utf-8")
    except UnicodeDecodeError:
        return f"<binary file sha256:{hashlib.sha256(content).hexdigest()}>"


def disk_tree(output: Path, keep: Any, generated: dict[str, str]) -> dict[str, str]:
    """The output folder as ``check`` sees it: path -> text (:func:`_as_text`; links as
    ``<symbolic link>``, never followed), the kept paths and tool caches left out, and
    ``__pycache__`` bytecode left out only when it is this interpreter's compilation of the
    generated module beside it (:func:`generator.write.bytecode_matches`)."""
    from .write import bytecode_matches, scan_tree

    out: dict[str, str] = {}
    for rel, kind in scan_tree(output, keep).items():
        if kind != "file":
            out[rel] = f"<{'symbolic link' if kind == 'link' else 'special file'}>"
        elif not bytecode_matches(rel, output / rel, generated):
            out[rel] = _as_text((output / rel).read_bytes())
    return out


def check(cfg: GeneratorConfig) -> tuple[CheckReport, Result]:
    """Compare the output folder on disk with what regenerating it would write (hand edits
    merged in, :mod:`generator.edits`): a difference is drift (the specs or the generator
    changed since the last generation), a file no generation wrote (``__pycache__`` bytecode
    that is not the generated modules' compilation included), or a hand edit that would
    conflict.  Hand edits regeneration keeps are not differences; the report counts them.

    Raises:
        SpecError: bad input.
    """
    from .edits import kept_paths

    result = run(cfg)
    planned = output_plan(cfg, result)
    keep = kept_paths(cfg.package.name, cfg.keep)
    expected = {rel: _as_text(c) for rel, c in {**planned.files, **carried_files(cfg.output)}.items()}
    actual = disk_tree(cfg.output, keep, result.files)
    for conflict in planned.conflicts:  # the file as it is: the conflict is the difference
        expected.pop(conflict.path, None)
        actual.pop(conflict.path, None)
    report = compare(expected, actual, label=cfg.display(cfg.output))
    report.edited = planned.edited
    report.conflicts = [c.render(cfg.display(cfg.output)) for c in planned.conflicts]
    return report, result
