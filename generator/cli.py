"""The ``sdkgen`` command line (click): ``generate``, ``check``, ``diff``, ``ir``, ``adopt``, ``cache``.

Exit codes: 0 success; 1 ``check`` found differences (or ``--strict`` and warnings);
2 bad input or configuration (the message names the file and JSON pointer), an output folder
that cannot be written, or hand edits that conflict with the new generation (file and line).  ``diff``: 0 no
SDK change, 1 non-breaking changes only, 3 breaking changes, 2 bad input; ``diff --surface``: 0 every
item of the old SDK kept, 1 some lost.  ``adopt``: 0 done, 2 bad input (nothing written).
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from .config import GeneratorConfig, display_path
from .configure import config_from_args, load_config
from .errors import EXIT_CHECK_DIFF, WARNING_ADVICE, Diagnostic, Diagnostics, SpecError

DEFAULT_CONFIG = "sdkgen.yaml"


def _config(
    config: str | None,
    specs: tuple[str, ...],
    output: str | None,
    package_name: str | None,
    base_url: str | None,
    templates: str | None = None,
    without: str = "spec files with --output and --package-name",
) -> GeneratorConfig:
    """The configuration from ``--config`` (default ``./sdkgen.yaml``) or from spec files and
    flags.  ``--templates`` works with both (it replaces the file's ``templates:``).
    ``without`` says what else the command takes when there is no configuration file.
    A bad ``$SDKGEN_CACHE_MAX_MB`` is refused here, before any work (exit 2)."""
    from .cache_prune import cache_limit

    try:
        cache_limit()
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    if specs:
        if config:
            raise click.UsageError("give either --config or spec files, not both")
        if not output or not package_name:
            raise click.UsageError("spec files need --output DIR and --package-name NAME")
        return config_from_args(list(specs), output, package_name, base_url, templates)
    path = Path(config or DEFAULT_CONFIG)
    if not config and not path.is_file():
        raise click.UsageError(f"no {DEFAULT_CONFIG} here: pass --config FILE, or {without}")
    if output or package_name or base_url:
        raise click.UsageError("--output/--package-name/--base-url go with spec files; set them in the config file instead")
    cfg = load_config(path)
    if templates is not None:
        folder = Path(templates).resolve()
        if not folder.is_dir():
            raise click.UsageError(f"--templates {templates!r} is not a folder")
        cfg = dataclasses.replace(cfg, templates=folder)
    return cfg


# printed after the warnings: what a user can do about any of them
WARNINGS_HINT = (
    "each warning names the place in the spec and what sdkgen did instead: fix the spec there, correct it without"
    " editing the file with `patches:` (JSON Patch) in the configuration, or name a method with `operations:`;"
    " --strict refuses any warning"
)


def _report(diagnostics: Diagnostics, verbose: bool, *, summary: bool = False) -> int:
    """Print the diagnostics of a run on standard error; returns the number of warnings.

    Each distinct warning is printed once (:meth:`Diagnostics.sorted`).  By default they are
    grouped by kind (their code): the first of each kind in full, then how many more there
    are, then what to do about that kind (:data:`generator.errors.WARNING_ADVICE`);
    ``verbose`` prints every warning and the informational notes.  ``summary`` (``check``,
    run again and again in CI) prints one line with the counts instead.
    """
    from .progress import current

    current().close()  # the status line gives way to the report
    items = diagnostics.sorted()
    warnings = [d for d in items if d.level == "warning"]
    if verbose:
        for d in items:
            click.echo(d.render(), err=True)
    elif summary:
        if warnings:
            kinds = len({d.code for d in warnings})
            click.echo(f"{len(warnings)} warning{'s' if len(warnings) != 1 else ''} of {kinds} kind{'s' if kinds != 1 else ''} (-v lists them)", err=True)
        return len(warnings)
    else:
        groups: dict[str, list[Diagnostic]] = {}
        for d in warnings:
            groups.setdefault(d.code, []).append(d)
        for code, group in groups.items():
            click.echo(group[0].render(), err=True)
            if len(group) > 1:
                more = len(group) - 1
                click.echo(f"  ... and {more} more [{code}] warning{'s' if more != 1 else ''} ({len(group)} in all; -v lists every warning)", err=True)
            if code in WARNING_ADVICE:
                click.echo(f"  what to do: {WARNING_ADVICE[code]}", err=True)
    if warnings:
        click.echo(WARNINGS_HINT, err=True)
    return len(warnings)


def _fail(exc: SpecError) -> None:
    from .progress import current

    current().close()
    click.echo(f"error: {exc.location_message()}", err=True)
    sys.exit(exc.exit_code)


def _common_options(strict_help: str, output_help: str) -> list:  # type: ignore[type-arg]
    return [
        click.option("--config", "-c", type=click.Path(dir_okay=False), default=None, help=f"configuration file (default: ./{DEFAULT_CONFIG})"),
        click.option("--output", "-o", default=None, help=output_help),
        click.option("--package-name", "-p", default=None, help="import name of the generated package (with spec files)"),
        click.option("--base-url", default=None, help="default base URL (overrides the specs' servers)"),
        click.option("--templates", "-t", type=click.Path(file_okay=False), default=None, help="folder of user templates replacing built-in ones of the same path"),
        click.option("--strict", is_flag=True, help=strict_help),
        click.option("--verbose", "-v", is_flag=True, help="print every warning (not one per kind) and the informational notes"),
    ]


def common(strict_help: str, output_help: str = "output folder (with spec files)"):  # type: ignore[no-untyped-def]
    """Decorator factory adding the options every command shares (``--config``, ``--output``,
    ``--package-name``, ``--base-url``, ``--templates``, ``--strict``, ``--verbose``) and the
    spec-file arguments to a click command; ``--strict`` and ``--output`` are described in
    the command's own words."""

    def decorate(f):  # type: ignore[no-untyped-def]
        for option in reversed(_common_options(strict_help, output_help)):
            f = option(f)
        return click.argument("specs", nargs=-1, type=click.Path(dir_okay=False))(f)

    return decorate


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="sdkgen")
def main() -> None:
    """Generate typed Python SDKs from OpenAPI documents."""
    _exit_on_sigterm()
    click.get_current_context().call_on_close(_collect_less_often())
    from .progress import Progress, use

    progress = Progress()
    use(progress)
    click.get_current_context().call_on_close(progress.close)


GC_THRESHOLD = (50_000, 10, 10)
"""The cyclic garbage collector's thresholds for a run of the command (:func:`gc.set_threshold`;
CPython's default is ``(700, 10, 10)``)."""


def _collect_less_often() -> Callable[[], None]:
    """Run CPython's cyclic garbage collector less often: a generation allocates hundreds of
    thousands of small containers (the parsed documents, the IR, black's syntax trees) that
    live until the run ends, and with the default threshold the young generations are scanned
    every 700 allocations.  Measured on openai-3.1.yaml (2,000 schemas): load and merge 1.29 ->
    0.62 CPU-s, black on the 11,700-line params module 1.0 -> 0.7 s.  The older generations
    keep their default ratios, so cycles are still collected and memory stays bounded.  The
    command only: the library (``generator.pipeline``) leaves the collector of its caller alone,
    and the formatting workers keep the default (:func:`generator.workers.collect_less_often`).

    Returns:
        The function that puts the thresholds back (called when the command ends)."""
    from .workers import collect_less_often

    return collect_less_often(GC_THRESHOLD)


def _exit_on_sigterm() -> None:
    """On SIGTERM (CI cancelling a job, ``timeout``): remove this run's temporary folders and
    exit at once with status 143.  Nothing else needs undoing: the output folder is only ever
    replaced by two renames that SIGTERM cannot split (:func:`generator.write.write_tree`),
    and the pool workers die with this process (``PR_SET_PDEATHSIG``).  Exiting from the
    handler, rather than raising ``SystemExit`` wherever the signal lands, cannot be swallowed
    or leave a half-shut-down worker pool."""
    import os
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return

    def handler(signum: int, frame: object) -> None:
        from .write import remove_temporary

        remove_temporary()
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, handler)


@main.command()
@common("exit 1 when there are warnings, writing nothing (the output folder is left as it was)")
@click.option("--changelog", is_flag=True, help="add what changed since the package being replaced (sdkgen diff's Markdown) to its CHANGELOG.md")
@click.option("--bump", is_flag=True, help="raise package.version in the configuration file by semantic versioning: breaking -> major, non-breaking -> minor (0.x: minor, patch)")
def generate(
    specs: tuple[str, ...],
    config: str | None,
    output: str | None,
    package_name: str | None,
    base_url: str | None,
    templates: str | None,
    strict: bool,
    verbose: bool,
    changelog: bool,
    bump: bool,
) -> None:
    """Run the pipeline and (re)write the output folder."""
    from .pipeline import StrictWarnings
    from .pipeline import generate as run_generate

    try:
        if bump and specs:
            raise click.UsageError("--bump writes package.version into the configuration file: use --config")
        cfg = _config(config, specs, output, package_name, base_url, templates)
        release = None
        if changelog or bump:  # the diff package is imported only when it is used
            from .diff.release import config_with_version, plan_release

            release = plan_release(cfg, changelog=changelog, bump=bump)
        new_config = None
        if release is not None and bump and release.version != cfg.package.version:
            # the configuration's new text is worked out before anything is written: a file
            # --bump cannot edit leaves the package and the configuration as they were
            config_path = Path(config or DEFAULT_CONFIG)
            new_config = config_with_version(config_path.read_text(encoding="utf-8"), release.version, config_path.name)
        result = run_generate(release.cfg if release else cfg, strict=strict, extra_files=release.files if release else None)
        if new_config is not None:
            config_path.write_text(new_config, encoding="utf-8")
    except StrictWarnings as exc:
        _report(exc.result.diagnostics, verbose)
        _fail(exc)
        return
    except SpecError as exc:
        _fail(exc)
        return
    _report(result.diagnostics, verbose)
    ops = len(result.api.operations)
    # the output folder as the user would type it from here (not relative to the configuration)
    where = display_path(cfg.output, Path.cwd().resolve())
    click.echo(f"generated {where}: {len(result.files)} files, {ops} operations, {len(result.api.models)} schemas", err=True)
    if result.edited:
        added, removed = sum(a for a, _r in result.edited.values()), sum(r for _a, r in result.edited.values())
        click.echo(f"kept hand edits: {len(result.edited)} file(s), +{added} -{removed} lines ({', '.join(sorted(result.edited))})", err=True)
    if release is not None:
        if release.report is None:
            click.echo(f"no SDK surface in {cfg.display(cfg.output)} before this run: nothing to compare (CHANGELOG and version unchanged)", err=True)
        else:
            n = len(release.report.changes)
            changes = f"{n} SDK change{'s' if n != 1 else ''} ({release.report.level})" if n else "no SDK changes"
            bumped = f"; version {cfg.package.version} -> {release.version}" if release.version != cfg.package.version else ""
            click.echo(f"{changes}{bumped}", err=True)


def _generate_command(config: str | None, specs: tuple[str, ...], output: str | None, package_name: str | None, base_url: str | None, templates: str | None) -> str:
    """The ``sdkgen generate`` command line that regenerates what ``sdkgen check`` was given
    (the same configuration file or spec files and flags), shell-quoted."""
    import shlex

    words = ["sdkgen", "generate"]
    if config:
        words += ["--config", config]
    words += list(specs)
    for flag, value in (("--output", output), ("--package-name", package_name), ("--base-url", base_url), ("--templates", templates)):
        if value:
            words += [flag, value]
    return shlex.join(words)


_DIFF_WITHOUT = "without a configuration, give the generated folder and the spec: sdkgen diff OUTPUT_FOLDER SPEC_FILE"


@main.command()
@common("also exit 1 when generating gives warnings, as `generate --strict` would refuse to write (even when the output is up to date)")
def check(specs: tuple[str, ...], config: str | None, output: str | None, package_name: str | None, base_url: str | None, templates: str | None, strict: bool, verbose: bool) -> None:
    """Exit 1 with a diff when the output folder differs from a fresh generation."""
    from .pipeline import check as run_check

    try:
        cfg = _config(config, specs, output, package_name, base_url, templates)
        report, result = run_check(cfg)
    except SpecError as exc:
        _fail(exc)
        return
    warnings = _report(result.diagnostics, verbose, summary=True)
    if report.edits_summary():
        click.echo(report.edits_summary(), err=True)
    if strict and warnings:
        click.echo(f"error: {warnings} warning(s) and --strict", err=True)
        sys.exit(EXIT_CHECK_DIFF)
    if report.clean:
        click.echo(f"{cfg.display(cfg.output)} is up to date", err=True)
        return
    click.echo(report.diff, nl=False)
    for conflict in report.conflicts:
        click.echo(f"conflict: {conflict}", err=True)
    click.echo(f"{cfg.display(cfg.output)} is out of date: {report.summary()}; run `{_generate_command(config, specs, output, package_name, base_url, templates)}`", err=True)
    from .output import sources_hint

    hint = sources_hint(cfg, result.files)
    if hint:
        click.echo(f"hint: {hint}", err=True)
    sys.exit(EXIT_CHECK_DIFF)


@main.command()
@common(
    "exit 1 when there are warnings, printing no IR (as `generate --strict` writes nothing)",
    output_help="write the JSON to this file instead of standard output",
)
def ir(specs: tuple[str, ...], config: str | None, output: str | None, package_name: str | None, base_url: str | None, templates: str | None, strict: bool, verbose: bool) -> None:
    """Print the intermediate model (IR) as JSON (or write it to --output FILE)."""
    from .ir import dump_json
    from .pipeline import build_ir_only

    try:
        # the IR needs no output folder; a package name only names the client
        folder, name = ("sdkgen-ir-output", package_name or "ir_only") if specs else (None, package_name)
        cfg = _config(config, specs, folder, name, base_url, templates)
        api, diagnostics, _merged, _doc = build_ir_only(cfg)
    except SpecError as exc:
        _fail(exc)
        return
    warnings = _report(diagnostics, verbose)
    if strict and warnings:
        click.echo(f"error: {warnings} warning(s) and --strict: IR not printed", err=True)
        sys.exit(1)
    text = dump_json(api)
    if output is None:
        click.echo(text, nl=False)
        return
    target = Path(output)
    try:
        tmp = target.with_name(f".{target.name}.sdkgen-tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target)  # complete or not at all
    except OSError as exc:
        click.echo(f"error: {output}: cannot write the IR: {exc.strerror or exc}", err=True)
        sys.exit(2)
    click.echo(f"wrote the IR to {output}", err=True)


def _diff_verified(old: str | None, new: str | None, against_generated: bool, config: str | None, package_name: str | None, workspace: Any) -> tuple[Any, Any]:
    """``sdkgen diff --verify``: the report and its verification (:mod:`generator.diff.verify`).
    Configurations and OpenAPI documents are generated whole (into temporary folders), as the
    type check needs the packages.

    Raises:
        SpecError: bad input, a package without a usage corpus, or pyright not found.
    """
    from .diff import compare
    from .diff.sides import classify
    from .diff.verify import read_package, side_package, verify

    if against_generated:
        cfg = _config(config, (), None, None, None, without=_DIFF_WITHOUT)
        before = read_package(cfg.output, cfg.display(cfg.output))
        from .diff.sides import committed_surface

        old_surface = committed_surface(cfg)
        new_surface, after = side_package(classify(".", Path.cwd(), workspace, config), cfg.package.name, workspace)
        report = compare(old_surface, new_surface, cfg.display(cfg.output), Path(config or DEFAULT_CONFIG).as_posix())
    else:
        assert old is not None
        sides = [classify(arg, Path.cwd(), workspace, config) for arg in (old, new or ".")]
        name = package_name or next((s.package for s in sides if s.package), "") or "sdk"
        (old_surface, before), (new_surface, after) = (side_package(s, name, workspace) for s in sides)
        report = compare(old_surface, new_surface, sides[0].label, sides[1].label)
    return report, verify(report, before, after, workspace.folder())


@main.command()
@click.argument("old", required=False)
@click.argument("new", required=False)
@click.option("--against-generated", is_flag=True, help="compare the committed output folder (its sdk-surface.json) with what the current specs generate")
@click.option("--config", "-c", default=None, help=f"configuration file; in folders and git revisions, its path relative to them (default: {DEFAULT_CONFIG})")
@click.option("--package-name", "-p", default=None, help="import name for code locations when a side is a bare OpenAPI file (default: the other side's)")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown", "json"]), default="text", show_default=True, help="output format")
@click.option("--verbose", "-v", is_flag=True, help="also print the warnings of building each side")
@click.option("--fail-on", "fail_on", type=click.Choice(["breaking", "any", "none"]), default=None, help="what makes the exit code non-zero: breaking (3), any (3 or 1, the default codes), none (0; only bad input exits 2)")
@click.option("--accept", "accept_file", type=click.Path(dir_okay=False), default=None, help="YAML file of changes the team has decided to ship ({accept: [{rule, code, reason}]}); they are reported but do not count for the exit code")
@click.option("--verify", "verify_report", is_flag=True, help="type-check OLD's usage corpus against NEW's package (pyright strict) and exit 4 when a breaking entry has no type error at its place, a non-breaking one has one, or an error is unexplained")
@click.option("--surface", "surface_sdk", type=click.Path(file_okay=False), default=None, help="migration report from an existing SDK's source tree (OLD_SDK_DIR) to the package the configuration (or OLD: a configuration, OpenAPI file or generated package) gives; exit 1 when anything is lost")
def diff(
    old: str | None,
    new: str | None,
    against_generated: bool,
    config: str | None,
    package_name: str | None,
    fmt: str,
    verbose: bool,
    fail_on: str | None = None,
    accept_file: str | None = None,
    verify_report: bool = False,
    surface_sdk: str | None = None,
) -> None:
    """Report what changes in the generated SDK from OLD to NEW, each change classified
    breaking or non-breaking, with its place in the spec and in the generated code.

    \b
    OLD and NEW are each one of:
      a configuration file, or a folder holding one (NEW defaults to .)
      an OpenAPI file
      a generated package: its folder, or its sdk-surface.json
      a git revision of this repository (HEAD~1, main, a commit), or REV:path
    With --against-generated: the committed output folder of the configuration
    against the current specs (no OLD/NEW).

    \b
    Exit codes: 0 no SDK change, 1 non-breaking changes only,
    3 breaking changes, 2 bad input; changes named in --accept do
    not count, and --fail-on breaking|none narrows what fails.
    With --verify, 4 when the type check disagrees with the report.

    \b
    With --surface OLD_SDK_DIR: every public module, name, method,
    argument, client keyword, exception and environment variable of
    that SDK's source, kept or lost in the package of the
    configuration (or OLD); exit 0 all kept, 1 something lost, 2 bad input.
    """
    if surface_sdk is not None:
        _surface_report(surface_sdk, old, new, config, package_name, fmt)
        return
    from .diff import compare
    from .diff.report import render
    from .diff.sides import Workspace, build, build_all, classify, committed_surface

    if against_generated and (old or new):
        raise click.UsageError(
            "--against-generated compares the configuration's output folder: give no OLD/NEW"
            " (without a configuration file, name the package and the specs: sdkgen diff PACKAGE_DIR SPEC...)"
        )
    if not against_generated and not old:
        raise click.UsageError("give OLD (and NEW, default .), or --against-generated")
    from .diff.accept import load_accept, verdict
    from .diff.verify import EXIT_DISAGREE

    workspace = Workspace()
    verification = None
    try:
        accepted = load_accept(Path(accept_file), accept_file) if accept_file else []
        if verify_report:
            report, verification = _diff_verified(old, new, against_generated, config, package_name, workspace)
        elif against_generated:
            cfg = _config(config, (), None, None, None, without=_DIFF_WITHOUT)
            before = committed_surface(cfg)
            after, diagnostics, _cfg = build(classify(".", Path.cwd(), workspace, config))
            if verbose:
                _report(diagnostics, True)
            report = compare(before, after, cfg.display(cfg.output), Path(config or DEFAULT_CONFIG).as_posix())
        else:
            assert old is not None
            sides = [classify(arg, Path.cwd(), workspace, config) for arg in (old, new or ".")]
            name = package_name or next((s.package for s in sides if s.package), "") or "sdk"
            built = build_all(sides, name)
            if verbose:
                for _surface, diagnostics in built:
                    _report(diagnostics, True)
            report = compare(built[0][0], built[1][0], sides[0].label, sides[1].label)
    except SpecError as exc:
        _fail(exc)
        return
    finally:
        workspace.close()
    click.echo(render(report, fmt), nl=False)
    if verification is not None:
        click.echo(verification.text(), nl=False, err=fmt == "json")
        if verification.disagreements:
            sys.exit(EXIT_DISAGREE)
    if not accept_file and fail_on is None:
        sys.exit(report.exit_code)
    decided = verdict(report.changes, accepted)
    for change, entry in decided.accepted:
        because = f": {entry.reason}" if entry.reason else ""
        click.echo(f"accepted ({accept_file}{entry.pointer}): {change.rule} {change.code}{because}", err=True)
    for entry in decided.unused:
        click.echo(f"warning: {accept_file}{entry.pointer}: accepts {entry.rule} {entry.code}, which is not a change here (stale entry?)", err=True)
    sys.exit(decided.exit_code(fail_on or "any"))


def _surface_report(sdk: str, old: str | None, new: str | None, config: str | None, package_name: str | None, fmt: str) -> None:
    """``sdkgen diff --surface``: :mod:`generator.adopt.migration`."""
    import shutil
    import tempfile

    from .adopt.inventory import inventory
    from .adopt.migration import compare_surfaces, new_side

    if new:
        raise click.UsageError("--surface compares the old SDK with one package: give at most one configuration, OpenAPI file or package folder")
    if fmt == "markdown":
        raise click.UsageError("--surface prints text or json")
    folder = Path(tempfile.mkdtemp(prefix="sdkgen-surface-"))
    try:
        old_inv = inventory(Path(sdk), sdk)
        root, label = new_side(old, config, package_name, folder)
        report = compare_surfaces(old_inv, inventory(root), root, f"{sdk} ({old_inv.distribution} {old_inv.version})".strip(), label)
    except SpecError as exc:
        _fail(exc)
        return
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    click.echo(report.json() if fmt == "json" else report.text(), nl=False)
    sys.exit(report.exit_code)


@main.command()
@click.argument("sdk_folder", type=click.Path(file_okay=False))
@click.option("--config", "-c", type=click.Path(dir_okay=False), default=None, help=f"configuration file to write into (default: ./{DEFAULT_CONFIG})")
def adopt(sdk_folder: str, config: str | None) -> None:
    """Keep an existing SDK's surface: read its source tree (pyproject.toml, api.md,
    src/<name>/; parsed, never imported) and write into the configuration the package,
    client, environment, operation, type, telemetry and layout names it had.

    \b
    Prints each setting written and what could not be mapped; running it
    again changes nothing. Exit codes: 0 done, 2 bad input (nothing written).
    """
    from .adopt.command import adopt as run_adopt

    path = Path(config or DEFAULT_CONFIG)
    if not path.is_file():
        raise click.UsageError(f"no {path}: adopt writes into an existing configuration (its specs are the API the old SDK is mapped onto)")
    try:
        result = run_adopt(Path(sdk_folder), path)
    except SpecError as exc:
        _fail(exc)
        return
    click.echo(result.report(), nl=False)


@main.command()
@click.option("--prune", is_flag=True, help="remove the least recently used entries now, down to 80% of the limit")
@click.option("--max-mb", type=click.IntRange(min=0), default=None, help="the limit for this --prune, in MiB (default: $SDKGEN_CACHE_MAX_MB, else 2048; 0 removes every entry)")
def cache(prune: bool, max_mb: int | None) -> None:
    """Show the cache folder ($SDKGEN_CACHE_DIR, else ~/.cache/sdkgen), its size and its limit.

    \b
    Runs keep it under $SDKGEN_CACHE_MAX_MB MiB (default 2048, 0: unbounded),
    checked at most once a day; every entry is keyed by a content hash, so
    removing any is safe (a miss: the next run computes it again).
    """
    from .cache_prune import cache_limit, usage
    from .cache_prune import prune as prune_folder
    from .run_cache import cache_folder

    try:
        limit = cache_limit() if max_mb is None else max_mb << 20
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None
    folder = cache_folder()
    if folder is None:
        click.echo("the cache is off (SDKGEN_CACHE_DIR=off)")
        return
    shown = "no limit" if limit is None else f"limit {limit >> 20} MiB"
    if prune:
        if limit is None:
            raise click.UsageError("no limit to prune to: SDKGEN_CACHE_MAX_MB=0; pass --max-mb")
        found = prune_folder(folder, limit)
        click.echo(f"{folder}: removed {_entries(found.removed)} ({found.freed / 2**20:.1f} MiB); {_entries(found.files)}, {found.size / 2**20:.1f} MiB ({shown})")
        return
    found = usage(folder)
    click.echo(f"{folder}: {_entries(found.files)}, {found.size / 2**20:.1f} MiB ({shown})")


def _entries(count: int) -> str:
    return f"{count} entr{'y' if count == 1 else 'ies'}"
