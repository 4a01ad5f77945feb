"""What the sections of the configuration share: the strict pydantic base (unknown keys
rejected, frozen) and the checks of names (identifiers, environment variables, versions,
dotted module paths, Windows device names)."""

from __future__ import annotations

import keyword
import re

from pydantic import BaseModel, ConfigDict

# file names Windows keeps for devices, whatever their case and extension (``con.py``, ``Aux.txt``):
# the part before the first dot must not be one of these (Win32 "Naming Files, Paths, and Namespaces")
WINDOWS_DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))})

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_ENV = re.compile(r"^[A-Z_][A-Z0-9_]*$")
# PEP 440 canonical public version, with an optional local label (what pip installs as given)
_PEP440 = re.compile(r"^([1-9][0-9]*!)?(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))*((a|b|rc)(0|[1-9][0-9]*))?(\.post(0|[1-9][0-9]*))?(\.dev(0|[1-9][0-9]*))?(\+[a-z0-9]+(\.[a-z0-9]+)*)?$")
_DOTTED = re.compile(r"^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$")
_CLASS = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _identifier(v: str, what: str) -> str:
    if not _IDENT.match(v) or keyword.iskeyword(v):
        raise ValueError(f"{what} {v!r} is not a Python identifier")
    return v
