"""Helpers shared by the tests that generate small packages: the ``Acme`` spec most CLI and
input tests start from, and :func:`generated_package`, which runs ``python -m generator`` and
imports the result."""

from __future__ import annotations

import importlib
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

ACME_SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Acme", "version": "1"},
    "servers": [{"url": "https://api.acme.test/v2"}],
    "paths": {
        "/widgets/{widget_id}": {
            "get": {
                "operationId": "getWidget",
                "parameters": [{"name": "widget_id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Widget"}}}}},
            }
        }
    },
    "components": {"schemas": {"Widget": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}}},
}


@contextmanager
def generated_package(base: Path, spec: dict[str, Any], package: str) -> Iterator[ModuleType]:
    """Write ``spec`` to ``base/spec.yaml``, generate it with the CLI into ``base/out``
    (failing the test with the CLI's stderr when it exits non-zero), and yield the imported
    package; ``sys.path`` is restored afterwards."""
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", package], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    src = str(base / "out" / "src")
    sys.path.insert(0, src)
    try:
        yield importlib.import_module(package)
    finally:
        sys.path.remove(src)
