"""The ``sdkgen`` command line (click): ``generate``, ``check``, ``ir``.

Exit codes: 0 success; 1 ``check`` found differences (or ``--strict`` and warnings);
2 bad input or configuration (the message names the file and JSON pointer).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import click

from .config import GeneratorConfig, config_from_args, load_config
from .errors import EXIT_CHECK_DIFF, Diagnostics, SpecError

DEFAULT_CONFIG = "sdkgen.yaml"


def _config(
    config: str | None,
    specs: tuple[str, ...],
    output: str | None,
    package_name: str | None,
    base_url: str | None,
    templates: str | None = None,
) -> GeneratorConfig:
    """The configuration from ``--config`` (default ``./sdkgen.yaml``) or from spec files and
    flags.  ``--templates`` works with both (it replaces the file's ``templates:``)."""
    if specs:
        if config:
            raise click.UsageError("give either --config or spec files, not both")
        if not output or not package_name:
            raise click.UsageError("spec files need --output DIR and --package-name NAME")
        return config_from_args(list(specs), output, package_name, base_url, templates)
    path = Path(config or DEFAULT_CONFIG)
    if not config and not path.is_file():
        raise click.UsageError(f"no {DEFAULT_CONFIG} here: pass --config FILE, or spec files with --output and --package-name")
    if output or package_name or base_url:
        raise click.UsageError("--output/--package-name/--base-url go with spec files; set them in the config file instead")
    cfg = load_config(path)
    if templates is not None:
        folder = Path(templates).resolve()
        if not folder.is_dir():
            raise click.UsageError(f"--templates {templates!r} is not a folder")
        cfg = dataclasses.replace(cfg, templates=folder)
    return cfg


def _report(diagnostics: Diagnostics, verbose: bool) -> int:
    warnings = 0
    for d in diagnostics.sorted():
        if d.level == "warning":
            warnings += 1
            click.echo(d.render(), err=True)
        elif verbose:
            click.echo(d.render(), err=True)
    return warnings


def _fail(exc: SpecError) -> None:
    click.echo(f"error: {exc.location_message()}", err=True)
    sys.exit(exc.exit_code)


_common = [
    click.option("--config", "-c", type=click.Path(dir_okay=False), default=None, help=f"configuration file (default: ./{DEFAULT_CONFIG})"),
    click.option("--output", "-o", default=None, help="output folder (with spec files)"),
    click.option("--package-name", "-p", default=None, help="import name of the generated package (with spec files)"),
    click.option("--base-url", default=None, help="default base URL (overrides the specs' servers)"),
    click.option("--templates", "-t", type=click.Path(file_okay=False), default=None, help="folder of user templates replacing built-in ones of the same path"),
    click.option("--strict", is_flag=True, help="exit 1 when there are warnings (generate then writes nothing)"),
    click.option("--verbose", "-v", is_flag=True, help="also print informational notes"),
]


def common(f):  # type: ignore[no-untyped-def]
    """Decorator adding the options every command shares (``--config``, ``--output``,
    ``--package-name``, ``--base-url``, ``--templates``, ``--strict``, ``--verbose``) and the
    spec-file arguments to a click command."""
    for option in reversed(_common):
        f = option(f)
    return click.argument("specs", nargs=-1, type=click.Path(dir_okay=False))(f)


@click.group()
@click.version_option(package_name="sdkgen")
def main() -> None:
    """Generate typed Python SDKs from OpenAPI documents."""
    _exit_on_sigterm()


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
@common
def generate(specs: tuple[str, ...], config: str | None, output: str | None, package_name: str | None, base_url: str | None, templates: str | None, strict: bool, verbose: bool) -> None:
    """Run the pipeline and (re)write the output folder."""
    from .pipeline import StrictWarnings
    from .pipeline import generate as run_generate

    try:
        cfg = _config(config, specs, output, package_name, base_url, templates)
        result = run_generate(cfg, strict=strict)
    except StrictWarnings as exc:
        _report(exc.result.diagnostics, verbose)
        _fail(exc)
        return
    except SpecError as exc:
        _fail(exc)
        return
    _report(result.diagnostics, verbose)
    ops = len(result.api.operations)
    click.echo(f"generated {cfg.display(cfg.output)}: {len(result.files)} files, {ops} operations, {len(result.api.models)} schemas", err=True)


@main.command()
@common
def check(specs: tuple[str, ...], config: str | None, output: str | None, package_name: str | None, base_url: str | None, templates: str | None, strict: bool, verbose: bool) -> None:
    """Exit 1 with a diff when the output folder differs from a fresh generation."""
    from .pipeline import check as run_check

    try:
        cfg = _config(config, specs, output, package_name, base_url, templates)
        report, result = run_check(cfg)
    except SpecError as exc:
        _fail(exc)
        return
    _report(result.diagnostics, verbose)
    if report.clean:
        click.echo(f"{cfg.display(cfg.output)} is up to date", err=True)
        return
    click.echo(report.diff, nl=False)
    click.echo(f"{cfg.display(cfg.output)} is out of date: {report.summary()}; run `sdkgen generate` (make generate)", err=True)
    sys.exit(EXIT_CHECK_DIFF)


@main.command()
@common
def ir(specs: tuple[str, ...], config: str | None, output: str | None, package_name: str | None, base_url: str | None, templates: str | None, strict: bool, verbose: bool) -> None:
    """Print the intermediate model (IR) as JSON."""
    from .ir import dump_json
    from .pipeline import build_ir_only

    try:
        if specs:  # the IR needs no output folder; a package name only names the client
            output, package_name = output or "sdkgen-ir-output", package_name or "ir_only"
        cfg = _config(config, specs, output, package_name, base_url, templates)
        api, diagnostics, _merged, _doc = build_ir_only(cfg)
    except SpecError as exc:
        _fail(exc)
        return
    _report(diagnostics, verbose)
    click.echo(dump_json(api), nl=False)
