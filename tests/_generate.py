"""Helpers shared by the tests that generate small packages: the ``Acme`` spec most CLI and
input tests start from, :func:`generated_package`, which runs ``python -m generator`` and
imports the result, and :class:`Recorder`, a client of such a package that records what it sends."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
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
def generated_package(base: Path, spec: dict[str, Any], package: str, *, keep_order: bool = False) -> Iterator[ModuleType]:
    """Write ``spec`` to ``base/spec.yaml`` (its keys sorted, unless ``keep_order``), generate
    it with the CLI into ``base/out`` (failing the test with the CLI's stderr when it exits
    non-zero), and yield the imported package; ``sys.path`` is restored afterwards."""
    (base / "spec.yaml").write_text(yaml.safe_dump(spec, sort_keys=not keep_order))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "spec.yaml", "-o", "out", "-p", package], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with imported_package(base / "out" / "src", package) as sdk:
        yield sdk


@contextmanager
def configured_package(base: Path, spec: dict[str, Any], package: str, **sections: Any) -> Iterator[ModuleType]:
    """Generate ``spec`` with a configuration file and yield the imported package: the
    configuration is ``specs``, ``output`` and ``package.name`` filled in, plus ``sections``
    (``client={"class_name": "Acme"}``, ``normalise={"disable": [...]}``, ``patches=[...]``;
    a ``package`` section is merged with the name).  So a test of a configuration option is a
    few lines::

        with configured_package(tmp_path, ACME_SPEC, "acme_sdk", client={"class_name": "Acme"}) as sdk:
            assert sdk.Acme

    Generation runs the CLI (``python -m generator generate --config``), failing the test with
    its stderr when it exits non-zero; ``sys.path`` is restored afterwards."""
    (base / "spec.yaml").write_text(yaml.safe_dump(spec))
    config: dict[str, Any] = {"specs": ["spec.yaml"], "output": "out", **sections}
    config["package"] = {"name": package, **sections.get("package", {})}
    (base / "sdkgen.yaml").write_text(yaml.safe_dump(config, sort_keys=False))
    r = subprocess.run([sys.executable, "-m", "generator", "generate", "--config", "sdkgen.yaml"], cwd=base, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with imported_package(base / "out" / "src", package) as sdk:
        yield sdk


@contextmanager
def imported_package(src: Path, package: str) -> Iterator[ModuleType]:
    """The package ``package`` imported from the folder ``src``; afterwards ``src`` leaves
    ``sys.path`` and the package's modules are forgotten (a later test may generate another
    package of the same name)."""
    _forget(package)  # an earlier package of the same name, imported by a helper that kept it
    sys.path.insert(0, str(src))
    try:
        yield importlib.import_module(package)
    finally:
        sys.path.remove(str(src))
        _forget(package)


def _forget(package: str) -> None:
    """Drop ``package`` and its submodules from ``sys.modules``."""
    for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
        del sys.modules[name]


class Recorder:
    """The sync or async client class ``client_class`` of a generated package ``sdk`` (``Async``
    prefixed when ``mode`` is ``async``), created with ``kwargs`` over an ``httpx.MockTransport``
    that answers every request ``200 {}`` and records it in :attr:`sent`."""

    def __init__(self, sdk: ModuleType, client_class: str, mode: str, **kwargs: Any) -> None:
        self.sent: list[httpx.Request] = []

        def handler(request: httpx.Request) -> httpx.Response:
            self.sent.append(request)
            return httpx.Response(200, json={})

        transport = httpx.MockTransport(handler)
        http: Any = httpx.AsyncClient(transport=transport) if mode == "async" else httpx.Client(transport=transport)
        self.client = getattr(sdk, ("Async" if mode == "async" else "") + client_class)(http_client=http, **kwargs)

    async def send(self, result: Any) -> httpx.Request:
        """The request a method call sent (``result``: what the call returned, awaited here
        for the async client)."""
        if hasattr(result, "__await__"):
            await result
        return self.sent[-1]


BIN = Path(sys.executable).parent
PYRIGHT = Path(__file__).resolve().parent.parent / "node_modules" / ".bin" / "pyright"


def pyright_errors(paths: list[Path], mode: str = "strict", *, project: Path | None = None) -> list[str]:
    """The errors of one pyright run (``PYRIGHT``, pinned in ``package.json``) over ``paths``
    in ``mode`` (``basic``, ``standard`` or ``strict``) for Python 3.10, the generated
    packages' lowest - or, with ``project``, with the settings of that folder's own
    ``pyproject.toml`` over what it includes -, each as ``file:line: message (rule)``;
    third-party imports resolve in this virtual environment."""
    assert PYRIGHT.exists(), f"{PYRIGHT} is missing: run `make install` (npm ci installs pyright)"
    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "pyrightconfig.json"
        config.write_text(json.dumps({"typeCheckingMode": mode, "pythonVersion": "3.10"}))
        where = ["-p", str(project or config), *map(str, paths)]
        r = subprocess.run([str(PYRIGHT), "--outputjson", "--pythonpath", sys.executable, *where], capture_output=True, text=True)
    try:
        report = json.loads(r.stdout)
    except ValueError:
        raise AssertionError(f"pyright failed (exit {r.returncode}): {r.stdout[-2000:]}{r.stderr[-2000:]}") from None
    assert report["summary"]["filesAnalyzed"] > 0, r.stdout[-2000:]
    # a diagnostic of a whole file or of the run (an unreadable file, a configuration
    # problem) has no range: it is reported at line 0
    return [
        f"{d.get('file', '<pyright>')}:{(d.get('range') or {}).get('start', {}).get('line', -1) + 1}: {d['message']} ({d.get('rule', '')})"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]


def check_packages(packages: list[tuple[Path, str]], *, mypy_cache: Path | None = None) -> None:
    """Run ``mypy --strict`` and pyright in strict mode (Python 3.10, one process each for all
    of them) and each package's own ``ruff check`` over generated packages, failing the test
    with the tools' output.

    Args:
        packages: ``(output folder, import name)`` of each package.
        mypy_cache: mypy's cache folder (default: none kept, ``--no-incremental``).
    """
    if not packages:
        return
    sources = [str(folder / "src" / name) for folder, name in packages]
    cache = ["--cache-dir", str(mypy_cache)] if mypy_cache else ["--no-incremental", "--cache-dir", os.devnull]
    mypy = subprocess.run([str(BIN / "mypy"), "--strict", "--python-version", "3.10", *cache, *sources], capture_output=True, text=True)
    assert mypy.returncode == 0, mypy.stdout[-5000:] + mypy.stderr[-2000:]
    for folder, _ in packages:
        ruff = subprocess.run([str(BIN / "ruff"), "check", "--no-cache", "src"], capture_output=True, text=True, cwd=folder)
        assert ruff.returncode == 0, f"{folder}: {ruff.stdout[-3000:]}"
    errors = pyright_errors([Path(s) for s in sources])
    assert not errors, f"{len(errors)} pyright errors (strict):\n" + "\n".join(errors[:50])


def multipart_parts(request: httpx.Request) -> list[tuple[str | None, str | None, str, bytes]]:
    """``(name, filename, content type, payload)`` of every part of a multipart request, in
    order, parsed by :mod:`email` (RFC 7578 bodies are MIME): a part without a
    ``Content-Type`` reads as ``text/plain``, its RFC 2046 default."""
    import email.parser
    import email.policy

    head = f"Content-Type: {request.headers['content-type']}\r\n\r\n".encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + request.read())
    out = []
    for part in message.iter_parts():
        payload = part.get_payload(decode=True)
        assert isinstance(payload, bytes)
        out.append((part.get_param("name", header="content-disposition"), part.get_filename(), part.get_content_type(), payload))
    return out
