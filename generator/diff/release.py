"""``sdkgen generate --changelog --bump``: record what a regeneration changes in the SDK.

The baseline is the ``sdk-surface.json`` of the package being replaced; the new surface comes
from the current specs.  From their :class:`~generator.diff.changes.DiffReport`:

* ``--bump`` raises ``package.version`` by semantic versioning (:func:`bump_version`) and
  writes it back into the configuration file, the one place the version lives (the generated
  ``pyproject.toml``, ``_version.py`` and ``sdk-surface.json`` follow it), so the bump persists
  and the next run compares against a package that already has it: running twice bumps once.
* ``--changelog`` adds the Markdown report as the newest entry of the package's
  ``CHANGELOG.md`` (headed by the version).  That file is carried over from the previous output
  on every regeneration (:data:`generator.edits.CARRIED_FILES`).

Nothing is dated, so the same inputs give the same files.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from pathlib import Path

from ..config import GeneratorConfig
from ..errors import ConfigError, SpecError
from ..ir.surface import MANIFEST, surface
from .changes import DiffReport
from .compare import compare
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
    """Write ``package.version`` into the configuration file (:func:`config_with_version`).

    Raises:
        ConfigError: the file cannot be edited that way (nothing is written).
    """
    text = config_path.read_text(encoding="utf-8")
    config_path.write_text(config_with_version(text, version, config_path.name), encoding="utf-8")


def config_with_version(text: str, version: str, display: str) -> str:
    """The configuration file's text with ``package.version`` set to ``version``, changing only
    that value (or adding the key); comments, layout and every other byte stay as they are.

    ``package:`` may be a block mapping (the ``version:`` line is edited, or one is added as
    the first key) or a flow mapping on one line (``package: {name: x, version: 0.9.9}``: the
    value inside the braces is edited, or ``version: ...`` added first).  The result is read
    back and must be the same configuration with only the version changed.

    Args:
        text: the configuration file's text.
        version: the new version.
        display: the file's name, for messages.

    Returns:
        The edited text.

    Raises:
        ConfigError: no ``package:`` mapping this can edit (a flow mapping over several lines,
            an anchor, a multi-line value), or the edit would change anything else.
    """
    from ..parse import parse_yaml_text

    lines = text.splitlines(keepends=True)
    block = next((i for i, line in enumerate(lines) if re.match(r"^package:\s*(#.*)?$", line.rstrip("\r\n"))), None)
    flow = next((i for i, line in enumerate(lines) if re.match(r"^package:\s*\{.*\}\s*(#.*)?$", line.rstrip("\r\n"))), None)
    if block is not None:
        _edit_block(lines, block, version)
    elif flow is not None:
        _edit_flow(lines, flow, version)
    else:
        raise ConfigError("--bump needs a 'package:' mapping (block style, or flow style on one line) to write the version into", file=display)
    edited = "".join(lines)
    try:
        before, after = parse_yaml_text(text, display), parse_yaml_text(edited, display)
    except SpecError:
        before, after = None, None
    expected = before
    if isinstance(before, dict) and isinstance(before.get("package"), dict):
        expected = {**before, "package": {**before["package"], "version": version}}
    if not isinstance(after, dict) or after != expected:
        raise ConfigError("--bump cannot write the version into this 'package:' section without changing anything else; set package.version by hand", file=display)
    return edited


def _edit_block(lines: list[str], start: int, version: str) -> None:
    """Set ``version:`` among the children of the block mapping ``package:`` at line ``start``."""
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
        body = lines[i].rstrip("\r\n")
        m = re.match(rf"^({indent}version:\s*)([^#\s]+|'[^']*'|\"[^\"]*\")(\s*(?:#.*)?)$", body)
        if m:
            lines[i] = f"{m.group(1)}{version}{m.group(3)}{lines[i][len(body):]}"
            return
    newline = "\r\n" if lines[start].endswith("\r\n") else "\n"
    lines.insert(start + 1, f"{indent}version: {version}{newline}")


def _edit_flow(lines: list[str], i: int, version: str) -> None:
    """Set ``version`` in the one-line flow mapping ``package: {...}`` at line ``i``."""
    line = lines[i]
    m = re.search(r"([{,]\s*)(version\s*:\s*)([^,}'\"\s]+|'[^']*'|\"[^\"]*\")", line)
    if m:
        lines[i] = line[: m.start(3)] + version + line[m.end(3) :]
        return
    brace = line.index("{")
    rest = line[brace + 1 :]
    sep = "" if rest.lstrip().startswith("}") else ", "
    lines[i] = f"{line[: brace + 1]}version: {version}{sep}{rest}"


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
        previous = _changelog_text(cfg)
        files[CHANGELOG] = add_entry(previous, render_markdown(report, heading=version))
    return Release(report=report, cfg=cfg, version=version, files=files)



def _changelog_text(cfg: GeneratorConfig) -> str | None:
    """The package's ``CHANGELOG.md`` as text (``None`` when there is none).

    Raises:
        SpecError: it is a symbolic link or not a regular file (never followed), or not UTF-8
            text (an entry cannot be added to it; names the byte).
    """
    from ..edits import read_file

    data = read_file(cfg.output / CHANGELOG)
    if data is None:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(f"is not UTF-8 text (byte {exc.start}): --changelog cannot add an entry to it; convert it to UTF-8", file=cfg.display(cfg.output / CHANGELOG)) from None
