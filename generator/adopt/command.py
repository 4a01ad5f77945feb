"""``sdkgen adopt DIR``: read an existing SDK's source tree, map it onto the IR of the
configured specs and write the settings that keep its surface into the configuration file
(:mod:`.plan`, :mod:`.yaml_write`).  The new file is checked like any configuration before it
replaces the old one (atomically); a file with nothing to change is not rewritten.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import ConfigError
from .inventory import inventory
from .plan import Plan, plan
from .yaml_write import Change, apply


@dataclass
class AdoptResult:
    """What one run did: the plan, each setting's change, whether the file was written."""

    plan: Plan
    changes: list[Change]
    written: bool

    def report(self) -> str:
        """The text ``sdkgen adopt`` prints: each setting written (``set``/``changed``), the
        count of those already there, what could not be mapped, and notes."""
        lines = []
        for c in self.changes:
            key = ".".join(c.setting.path)
            if c.status == "set":
                lines.append(f"set      {key} = {_show(c.setting.value)}  ({c.setting.why})")
            elif c.status == "changed":
                lines.append(f"changed  {key} = {_show(c.setting.value)} (was {_show(c.old)})  ({c.setting.why})")
        kept = sum(1 for c in self.changes if c.status == "kept")
        new = len(self.changes) - kept
        lines.append(f"{new} setting{'s' if new != 1 else ''} written, {kept} already set" + ("" if self.written else "; configuration unchanged"))
        if self.plan.unmapped:
            lines.append(f"could not map ({len(self.plan.unmapped)}):")
            lines += [f"  {u}" for u in self.plan.unmapped]
        lines += [f"note: {i}" for i in self.plan.info]
        return "\n".join(lines) + "\n"


def _show(value: object) -> str:
    if isinstance(value, str):
        return value if value and value.strip() == value and ":" not in value else repr(value)
    return str(value)


def adopt(sdk_folder: Path, config_path: Path) -> AdoptResult:
    """Run ``sdkgen adopt`` (module docstring).

    Args:
        sdk_folder: the old SDK's source tree.
        config_path: the configuration file to write into (it must exist: its specs are the
            API being mapped onto).

    Returns:
        What was done.

    Raises:
        SpecError: the tree is not an SDK (file and line), the configuration or its specs
            are invalid, or the written configuration would not be valid (nothing written).
    """
    from ..configure import load_config
    from ..pipeline import build_ir_only

    inv = inventory(sdk_folder)
    cfg = load_config(config_path)
    # the schemas under the names the specs give them: ``types.<Schema>`` keys are those names,
    # so a second run (after the first one's renames) finds the same keys (idempotence)
    api, _diagnostics, _merged, _doc = build_ir_only(dataclasses.replace(cfg, types={}))
    p = plan(inv, api)
    text = config_path.read_text(encoding="utf-8")
    new_text, changes = apply(text, p.settings, config_path.name)
    if new_text == text:
        return AdoptResult(p, changes, False)
    _check(new_text, config_path)
    fd, tmp = tempfile.mkstemp(prefix=f".{config_path.name}.", suffix=".sdkgen-tmp", dir=config_path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(new_text)
        os.replace(tmp, config_path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return AdoptResult(p, changes, True)


def _check(text: str, config_path: Path) -> None:
    """Refuse a written configuration that ``load_config`` would refuse (nothing is written)."""
    from ..configure import load_config

    fd, tmp = tempfile.mkstemp(prefix=f".{config_path.stem}.check.", suffix=config_path.suffix or ".yaml", dir=config_path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        try:
            load_config(Path(tmp))
        except ConfigError as exc:
            raise ConfigError(f"the settings adopt would write are not a valid configuration: {exc.message}", file=config_path.name) from None
    finally:
        Path(tmp).unlink(missing_ok=True)
