"""The generator configuration (``sdkgen.yaml``): what it may contain and its resolved form.

Two layers, as in openapi-python-client: :class:`ConfigFile` describes what the YAML file may
contain (pydantic, unknown keys rejected by name); :class:`GeneratorConfig` is the resolved
result of file and command-line flags, with absolute paths, and is what the pipeline reads.
Reading a file and resolving it is :mod:`generator.configure`'s.

This package is a leaf: it imports nothing of the generator outside itself
(``tests/test_config_leaf.py``), so any stage may import it without closing an import cycle.
A module per section holds its data classes (:mod:`.client`, :mod:`.package`,
:mod:`.operations`, :mod:`.layout` with ``types:`` and ``naming:``, :mod:`.document` with
``normalise:`` and ``patches:``, :mod:`.webhooks`; what they share: :mod:`.common`); this
module re-exports them and holds the file's top level (:class:`ConfigFile`) and the resolved
form (:class:`GeneratorConfig`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import Field, field_validator

from .client import (
    CLIENT_ARGUMENTS,
    ClientConfig,
    CredentialConfig,
    EnvConfig,
    HeaderOptionConfig,
    TelemetryConfig,
)
from .common import WINDOWS_DEVICE_NAMES, _Strict
from .document import NormaliseConfig, PatchOperation
from .layout import LayoutConfig, NamingConfig, TypeOverride
from .operations import OperationOverride, PaginationOverride
from .package import PackageConfig
from .webhooks import WebhookConfig

__all__ = [
    "CLIENT_ARGUMENTS",
    "WINDOWS_DEVICE_NAMES",
    "ClientConfig",
    "ConfigFile",
    "CredentialConfig",
    "EnvConfig",
    "GeneratorConfig",
    "HeaderOptionConfig",
    "LayoutConfig",
    "NamingConfig",
    "NormaliseConfig",
    "OperationOverride",
    "PackageConfig",
    "PaginationOverride",
    "PatchOperation",
    "TelemetryConfig",
    "TypeOverride",
    "WebhookConfig",
    "display_path",
]


class ConfigFile(_Strict):
    """Everything ``sdkgen.yaml`` may contain.  Paths are relative to the file."""

    specs: list[str]
    output: str
    package: PackageConfig
    client: ClientConfig = ClientConfig()
    operations: dict[str, OperationOverride] = {}  # noqa: RUF012 - a pydantic field (_Strict is a BaseModel)
    naming: NamingConfig = NamingConfig()
    layout: LayoutConfig = LayoutConfig()
    types: dict[str, TypeOverride] = Field(
        default={},
        description="Per component schema (its name after normalisation): its public name and module.",
    )
    renames: dict[str, dict[str, str]] = Field(
        default={},
        description="Per spec file: component name -> new name, to resolve merge conflicts.",
    )
    normalise: NormaliseConfig = NormaliseConfig()
    patches: list[PatchOperation] = Field(
        default=[],
        description="JSON Patch (RFC 6902) operations applied to the merged document before normalising.",
    )
    templates: str | None = Field(
        default=None,
        description="Folder of user templates; a file there replaces the built-in template of the same relative path.",
    )
    webhooks: WebhookConfig = Field(
        default=WebhookConfig(),
        description="How webhook signatures are verified (default: Standard Webhooks).",
    )
    keep: list[str] = Field(
        default=[],
        description="Paths in the output folder (files or folders, relative to it) that regeneration never touches or removes and `sdkgen check` ignores, besides `src/<package>/lib/`.",
    )

    @field_validator("keep")
    @classmethod
    def _keep(cls, v: list[str]) -> list[str]:
        from pathlib import PurePosixPath

        for rel in v:
            p = PurePosixPath(rel)
            if not rel or p.is_absolute() or any(part in ("..", ".", "") for part in rel.split("/")) or "\\" in rel or "\0" in rel:
                raise ValueError(f"{rel!r} is not a relative path inside the output folder (POSIX, no '..')")
            if p.parts[0] == ".sdkgen":
                raise ValueError(f"{rel!r} is sdkgen's own record of the last generation; it cannot be kept")
            if rel == "CHANGELOG.md":
                raise ValueError("'CHANGELOG.md' is always carried over; it need not be listed")
        return sorted(set(v))
    infer_pagination: bool = Field(default=True, description="Infer pagination from the shape of list operations (each reported with a warning).")


@dataclass(frozen=True)
class GeneratorConfig:
    """The resolved configuration the pipeline reads.

    Attributes:
        root: directory that relative paths (specs, output, templates) are resolved against;
            display paths in messages are relative to it.
        specs: absolute paths of the input OpenAPI files, sorted by display path.
        output: absolute path of the output folder (replaced whole on success).
        package: the generated distribution, defaults filled in (goes into the IR as is).
        client: the generated client's names and defaults, filled in (goes into the IR as is).
        operations: per-operationId placement overrides.
        naming: how operations without an override are named (methods, resources, arguments).
        renames: per display path of a spec, component renames applied before merging.
        disabled_passes: normaliser passes switched off.
        patches: JSON Patch operations (RFC 6902) for the merged document, in order.
        templates: a folder of user templates overriding built-in ones of the same relative
            path, or ``None``.
        webhooks: how the generated client verifies webhook signatures.
        config_file: the configuration file it was read from, or ``None`` when it was built
            from command-line arguments (then ``root`` is only the current folder, and
            external ``$ref``s may not read files there: only in the input specs' folders).
        keep: paths of the output folder regeneration never touches (``keep:``), besides
            ``src/<package>/lib`` (see :mod:`generator.edits`).
        infer_pagination: infer pagination from the shape of list operations.
        layout: the package's module layout (goes into the IR as is).
        types: per component schema, its public name and module (``types:``).
    """

    root: Path
    specs: tuple[Path, ...]
    output: Path
    package: PackageConfig
    client: ClientConfig
    operations: dict[str, OperationOverride] = field(default_factory=dict)
    renames: dict[str, dict[str, str]] = field(default_factory=dict)
    naming: NamingConfig = field(default_factory=NamingConfig)
    disabled_passes: tuple[str, ...] = ()
    patches: tuple[dict[str, Any], ...] = ()
    templates: Path | None = None
    config_file: Path | None = None
    webhooks: WebhookConfig = field(default_factory=WebhookConfig)
    keep: tuple[str, ...] = ()
    infer_pagination: bool = True
    layout: LayoutConfig = field(default_factory=LayoutConfig)
    types: dict[str, TypeOverride] = field(default_factory=dict)

    def display(self, path: Path) -> str:
        """A path as shown in messages and recorded in the IR: relative to ``root``, POSIX."""
        return display_path(path, self.root)


def display_path(path: Path, root: Path) -> str:
    """How a file is named in messages, provenance headers and the IR: POSIX, relative to
    ``root`` (with ``..`` when outside it), never a machine's absolute path.

    Args:
        path: the file.
        root: the project root (folder of the configuration, or the current folder).

    Returns:
        e.g. ``specs/chat.yaml`` or ``../shared/chat.yaml``; only the file name when no
        relative path exists (another drive on Windows).
    """
    resolved = path.resolve()
    if resolved.is_relative_to(root):
        return resolved.relative_to(root).as_posix()
    try:
        return Path(os.path.relpath(resolved, root)).as_posix()
    except ValueError:
        return path.name
