"""``sdkgen generate --changelog --bump``: record what a regeneration changes in the SDK.

The baseline is the ``sdk-surface.json`` of the package being replaced; the new surface comes
from the current specs.  From their :class:`~generator.diff.compare.DiffReport`:

* ``--bump`` raises ``package.version`` by semantic versioning (:func:`bump_version`) and
  writes it back into the configuration file, the one place the version lives (the generated
  ``pyproject.toml``, ``_version.py`` and ``sdk-surface.json`` follow it), so the bump persists
  and the next run compares against a package that already has it: running twice bumps once.
* ``--changelog`` adds the Markdown report as the newest entry of the package's
  ``CHANGELOG.md`` (headed by the version).  That file is carried over from the previous output
  on every regeneration (:data:`generator.pipeline.CARRIED_FILES`).

Nothing is dated, so the same inputs give the same files.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path

from ..config import GeneratorConfig
from ..errors import ConfigError
from ..ir.surface import MANIFEST, surface
from .compare import DiffReport, compare
from .report import render_markdown
from .sides import committed_surface

CHANGELOG = "CHANGELOG.md"
_SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:[-+].*)?$")
_TITLE = "# Changelog"


def bump_version(version: str, level: str) -> str:
    """The next version after ``version`` for changes of ``level`` (semantic versioning 2.0.0,
    with the usual reading of 0.x versions, where the minor number is the breaking one).

    ============  ============  ===============
    level         1.2.3 ->      0.2.3 ->
    ============  ============  ===============
    breaking      2.0.0         0.3.0
    non-breaking  1.3.0         0.2.4
    none          1.2.3         0.2.3
    ============  ============  ===============

    A pre-release or build suffix is dropped.

    Raises:
        ConfigError: ``version`` is not ``MAJOR.MINOR.PATCH``.
    """
    m = _SEMVER.match(version)
    if not m:
        raise ConfigError(f"package.version {version!r} is not a semantic version (MAJOR.MINOR.PATCH); --bump needs one")
    major, minor, patch = (int(x) for x in m.groups())
    if level == "breaking":
        return f"{major + 1}.0.0" if major else f"0.{minor + 1}.0"
    if level == "non-breaking":
        return f"{major}.{minor + 1}.0" if major else f"0.{minor}.{patch + 1}"
    return f"{major}.{minor}.{patch}"


def add_entry(existing: str | None, entry: str) -> str:
    """``CHANGELOG.md`` with ``entry`` as its newest (first) entry, below the title."""
    body = existing or ""
    if body.startswith(_TITLE):
        body = body[len(_TITLE) :].lstrip("\n")
    return f"{_TITLE}\n\n{entry.rstrip()}\n" + (f"\n{body.rstrip()}\n" if body.strip() else "")


def set_config_version(config_path: Path, version: str) -> None:
    """Write ``package.version`` into the configuration file, changing only that line (or adding
    it as the first key under ``package:``); comments and layout stay as they are.

    Raises:
        ConfigError: the file has no block-style ``package:`` section to edit.
    """
    lines = config_path.read_text(encoding="utf-8").splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if re.match(r"^package:\s*(#.*)?$", line.rstrip("\n"))), None)
    if start is None:
        raise ConfigError("--bump needs a block-style 'package:' section to write the version into", file=config_path.name)
    children = []
    for i in range(start + 1, len(lines)):
        stripped = lines[i].strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not lines[i][0].isspace():
            break
        children.append(i)
    indent = re.match(r"^(\s+)", lines[children[0]]).group(1) if children else "  "  # type: ignore[union-attr]
    for i in children:
        m = re.match(rf"^({indent}version:\s*)([^#\s]+|'[^']*'|\"[^\"]*\")(\s*(?:#.*)?)$", lines[i].rstrip("\n"))
        if m:
            lines[i] = f"{m.group(1)}{version}{m.group(3)}\n"
            break
    else:
        lines.insert(start + 1, f"{indent}version: {version}\n")
    config_path.write_text("".join(lines), encoding="utf-8")


@dataclass
class Release:
    """What ``generate --changelog/--bump`` decided.

    Attributes:
        report: the changes since the package being replaced (``None`` without a baseline).
        cfg: the configuration to generate with (the bumped version filled in).
        version: the package version after the bump.
        files: extra output files (``CHANGELOG.md`` with the new entry).
    """

    report: DiffReport | None
    cfg: GeneratorConfig
    version: str
    files: dict[str, str]


def plan_release(cfg: GeneratorConfig, *, changelog: bool, bump: bool) -> Release:
    """Compare the package in ``cfg.output`` with what the current specs give and work out the
    new version and CHANGELOG entry (nothing is written).

    Args:
        cfg: the configuration.
        changelog: add a CHANGELOG entry.
        bump: raise the version.

    Returns:
        The plan.  Without an ``sdk-surface.json`` in the output there is no baseline: the
        report is ``None`` and nothing changes.

    Raises:
        SpecError: bad input, an unreadable surface, or a version that is not semantic.
    """
    from ..pipeline import build_ir_only

    version = cfg.package.version
    if not (cfg.output / MANIFEST).is_file():
        return Release(report=None, cfg=cfg, version=version, files={})
    old = committed_surface(cfg)
    new = surface(build_ir_only(cfg)[0])
    report = compare(old, new, cfg.display(cfg.output), "current specs")
    if bump:
        version = bump_version(version, report.level)
        cfg = dataclasses.replace(cfg, package=cfg.package.model_copy(update={"version": version}))
    files: dict[str, str] = {}
    if changelog and report.changes:
        report = dataclasses.replace(report, new_version=version)
        existing = cfg.output / CHANGELOG
        previous = existing.read_text(encoding="utf-8") if existing.is_file() else None
        files[CHANGELOG] = add_entry(previous, render_markdown(report, heading=version))
    return Release(report=report, cfg=cfg, version=version, files=files)

