"""One SDK surface (:mod:`generator.ir.surface`) indexed for comparison: its models by name, the
calls whose flattened body each model is, and the owner of each inline model."""

from __future__ import annotations

from typing import Any


class SurfaceIndex:
    """One surface, indexed: models by name, the calls whose flattened body each model is,
    and the owner of each inline model (the operation or model its pointer lies in)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.package = str(data.get("package") or "sdk")
        self.models: dict[str, dict[str, Any]] = {m["name"]: m for m in data["models"]}
        self.ops: list[dict[str, Any]] = list(data["operations"])
        self.bodies: dict[str, list[str]] = {}
        for op in self.ops:
            if op.get("body_model"):
                self.bodies.setdefault(op["body_model"], []).append(op["call"])
        places: dict[str, tuple[str, str]] = {m["spec"]: ("model", name) for name, m in self.models.items()}
        places.update({op["spec"]: ("operation", op_key(op)) for op in self.ops})
        self.owner: dict[str, tuple[str, str]] = {}
        for name, m in self.models.items():
            pointer = m["spec"]
            while "/" in pointer.split("#", 1)[-1]:
                pointer = pointer.rsplit("/", 1)[0]
                if pointer in places:
                    self.owner[name] = places[pointer]
                    break

    def types_path(self, name: str) -> str:
        return f"{self.package}.types.{name}"

    def property_code(self, model: str, attr: str) -> str:
        calls = sorted(self.bodies.get(model, []))
        if calls:
            return f"{calls[0]}({attr}=...)"
        return f"{self.types_path(model)}.{attr}"


def op_key(op: dict[str, Any]) -> str:
    """The key operations are matched by: ``"POST /chat/completions"`` (an operation entry of a surface)."""
    return f"{op['method'].upper()} {op['path']}"
