"""The sections that change the document before the IR: ``normalise:`` (:class:`NormaliseConfig`)
and ``patches:`` (:class:`PatchOperation`)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import ConfigDict, Field

from .common import _Strict


class NormaliseConfig(_Strict):
    """Switches for the normaliser passes (see ``generator/normalise.py``)."""

    disable: list[str] = []  # noqa: RUF012 - a pydantic field (_Strict is a BaseModel)


class PatchOperation(_Strict):
    """One JSON Patch operation (RFC 6902) applied to the merged document."""

    op: Literal["add", "remove", "replace", "move", "copy", "test"]
    path: str
    value: Any = None
    from_: str | None = Field(default=None, alias="from")
    reason: str = Field(default="", description="Why the spec needs it (for readers; not applied).")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def as_rfc6902(self) -> dict[str, Any]:
        """The operation as a JSON Patch dict (without ``reason``)."""
        out: dict[str, Any] = {"op": self.op, "path": self.path}
        if self.op in ("add", "replace", "test"):
            out["value"] = self.value
        if self.op in ("move", "copy"):
            out["from"] = self.from_
        return out
