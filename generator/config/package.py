"""The ``package:`` section: the generated distribution's names and version
(:class:`PackageConfig`)."""

from __future__ import annotations

import keyword
import re
import sys

from pydantic import Field, field_validator

from .common import _PEP440, WINDOWS_DEVICE_NAMES, _Strict

# import names of the generated package's dependencies (and theirs), which it must not shadow
_TAKEN_PACKAGE_NAMES = frozenset(
    {"httpx", "httpcore", "h11", "anyio", "sniffio", "certifi", "idna", "pydantic", "pydantic_core", "typing_extensions", "annotated_types", "typing_inspection"}
)

# distribution names (PEP 503 normal form) of those dependencies: a generated package of that
# name would replace them when installed
_TAKEN_DISTRIBUTIONS = frozenset(n.replace("_", "-") for n in _TAKEN_PACKAGE_NAMES)


class PackageConfig(_Strict):
    """The generated distribution: the ``package:`` section of ``sdkgen.yaml``.  Like
    :class:`ClientConfig`, resolved once by :func:`resolve` and carried into the IR
    (:attr:`generator.ir.Api.package`) unchanged."""

    name: str = Field(description="Import name of the generated package.")
    project_name: str = Field(default="", description="Distribution name (default: name with dashes).")
    version: str = Field(default="0.1.0", description="Version of the generated package.")
    description: str = Field(default="", description="One-line summary (default: `Python client for the <Client> API`).")

    @field_validator("version")
    @classmethod
    def _version(cls, v: str) -> str:
        if not _PEP440.match(v):
            raise ValueError(f"{v!r} is not a version in PEP 440's canonical form (e.g. 1.2.0, 2.0.0rc1, 0.3.1.post2)")
        return v

    @field_validator("project_name")
    @classmethod
    def _project_name(cls, v: str) -> str:
        # PEP 508 names; compared in PEP 503 normal form, as pip compares them
        if v and not re.match(r"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$", v):
            raise ValueError(f"{v!r} is not a distribution name (letters, digits, '.', '_', '-'; PEP 508)")
        if re.sub(r"[-_.]+", "-", v).lower() in _TAKEN_DISTRIBUTIONS:
            raise ValueError(f"{v!r} is a dependency of the generated package: installing it would replace that distribution")
        return v

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        if not re.match(r"^[a-z_][a-z0-9_]*$", v) or keyword.iskeyword(v):
            raise ValueError(f"{v!r} is not a valid lower-case Python package name")
        if v in sys.stdlib_module_names or v in _TAKEN_PACKAGE_NAMES:
            raise ValueError(f"{v!r} would shadow the module of that name that the generated package or its users import")
        if v in WINDOWS_DEVICE_NAMES:
            raise ValueError(f"{v!r} is a device name on Windows: its folder could not be created there")
        return v
