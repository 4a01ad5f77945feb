"""Prism mock servers for the integration tests (``tests/test_prism.py``,
``tests/test_readme_examples.py``); the ``prism`` fixture in ``conftest.py`` starts them.

One Prism (``node_modules/.bin/prism``, pinned in ``package.json``) is started per spec file
listed in ``sdkgen.yaml`` - Prism serves one document - on a free local port, all in parallel,
once per test session (per xdist worker).  Each process runs in its own process group, is
stopped by the fixture's teardown, by an ``atexit`` hook if the teardown never runs, and (on
Linux) by the kernel when the test process dies (``PR_SET_PDEATHSIG``): no Prism outlives the
session.

Prism is given a rewritten copy of each spec (:func:`prism_document`), because Prism 5.14.2
cannot validate requests against two constructs of these files:

* ``nullable: true`` (:func:`prism_compatible`): Prism compiles schemas with ajv, which refuses
  ``nullable`` beside no ``type`` (``stop``, ``logprobs``, ...), and Prism then silently skips
  request validation - every request would be "valid".  The copy spells it
  ``anyOf: [<schema>, {type: 'null'}]``, which is what ``nullable`` means.
  ``test_unmodified_spec_defeats_prism_request_validation`` shows it, and will fail (so the
  rewrite can go) once Prism validates the unmodified files.
* object properties of ``multipart/form-data`` bodies (:func:`multipart_json_parts`): Prism
  reads every part as a string and only turns a part into an object for an ``encoding`` with
  a ``style``; the audio specs declare ``stream_options`` as an object without one, so any
  value the client could send (OpenAPI's default for an object part is JSON) is rejected
  ("must be object").  The copy declares such a property ``type: string`` with
  ``contentMediaType: application/json`` and the original schema as ``contentSchema`` (JSON
  Schema's spelling of "a string holding JSON of this shape"); ajv only checks that it is a
  string, so the tests decode the part and validate it against ``contentSchema`` themselves
  (``tests/test_prism.py``, ``assert_multipart``).
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import io
import json
import os
import signal
import socket
import subprocess
import sys
import time
import wave
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from generator.configure import load_config

ROOT = Path(__file__).resolve().parent.parent
PRISM = ROOT / "node_modules" / ".bin" / "prism"
SPECS: tuple[Path, ...] = tuple(load_config(ROOT / "sdkgen.yaml").specs)
DOCUMENTS: dict[Path, dict[str, Any]] = {p: yaml.safe_load(p.read_text()) for p in SPECS}
START_TIMEOUT = 60.0  # seconds for all servers of a session to answer
HTTP_METHODS = ("get", "put", "post", "delete", "patch", "head", "options", "trace")


def _tiny_wav() -> bytes:
    """10 ms of 16 kHz mono silence: a real WAV file, small enough to print in a failure."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(b"\0\0" * 160)
    return out.getvalue()


WAV = _tiny_wav()  # what the tests upload to the audio operations


# --------------------------------------------------------------------------- served documents


_ANNOTATIONS = frozenset({"title", "description", "default", "example", "examples", "deprecated"})
_DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})


def prism_compatible(node: Any) -> Any:
    """``node`` with every ``nullable: true`` schema spelled ``{<annotations>, anyOf: [<the
    schema without nullable>, {type: 'null'}]}`` (OpenAPI 3.0's meaning of ``nullable``),
    and ``nullable: false`` dropped; literal data (examples, defaults, enums) is left alone."""
    if isinstance(node, list):
        return [prism_compatible(v) for v in node]
    if not isinstance(node, dict):
        return node
    out = {
        k: (v if k in _DATA_KEYS or k.startswith("x-") else prism_compatible(v))
        for k, v in node.items()
    }
    flag = out.get("nullable")
    if isinstance(flag, bool):
        del out["nullable"]
        if flag:
            ann = {k: v for k, v in out.items() if k in _ANNOTATIONS}
            rest = {k: v for k, v in out.items() if k not in _ANNOTATIONS}
            return {**ann, "anyOf": [rest, {"type": "null"}]}
    return out


def _component(document: dict[str, Any], ref: str) -> tuple[str, dict[str, Any]]:
    assert ref.startswith("#/components/schemas/"), ref
    name = ref.rsplit("/", 1)[1]
    return name, document["components"]["schemas"][name]


def object_schemas(document: dict[str, Any], schema: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """``schema`` and every schema it is made of by ``$ref`` and ``allOf`` (the ones whose
    ``properties`` are the body's fields)."""
    if "$ref" in schema:
        schema = _component(document, schema["$ref"])[1]
    yield schema
    for part in schema.get("allOf") or ():
        yield from object_schemas(document, part)


def multipart_json_parts(document: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``document`` in which every object-typed property of a ``multipart/form-data``
    request body is a string of JSON (``contentMediaType``/``contentSchema``, see the module
    docstring); ``nullable`` goes, as a null is never sent as a part."""
    out = copy.deepcopy(document)
    for item in (out.get("paths") or {}).values():
        for method in HTTP_METHODS:
            content = ((item.get(method) or {}).get("requestBody") or {}).get("content") or {}
            media = content.get("multipart/form-data")
            if not media or not isinstance(media.get("schema"), dict):
                continue  # a multipart body without a schema has no parts to rewrite
            for schema in object_schemas(out, media["schema"]):
                for name, prop in (schema.get("properties") or {}).items():
                    if prop.get("type") != "object":
                        continue
                    keep = {k: v for k, v in prop.items() if k in _ANNOTATIONS}
                    shape = {k: v for k, v in prop.items() if k not in _ANNOTATIONS}
                    shape.pop("nullable", None)
                    schema["properties"][name] = {
                        **keep,
                        "type": "string",
                        "contentMediaType": "application/json",
                        "contentSchema": shape,
                    }
    return out


def prism_document(document: dict[str, Any]) -> dict[str, Any]:
    """The copy of a spec that Prism serves (see the module docstring)."""
    return prism_compatible(multipart_json_parts(document))


# --------------------------------------------------------------------------- processes


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _parent_death_signal() -> Callable[[], None] | None:
    """Linux: a ``preexec_fn`` asking the kernel to SIGTERM the child when this process dies
    without running its teardown (killed test run).  Resolved here, in the parent, so the
    child only makes one C call between fork and exec."""
    if sys.platform != "linux":
        return None
    import ctypes

    prctl = ctypes.CDLL(None, use_errno=True).prctl
    pr_set_pdeathsig, sigterm = 1, int(signal.SIGTERM)

    def set_death_signal() -> None:  # pragma: no cover - runs in the child
        prctl(pr_set_pdeathsig, sigterm, 0, 0, 0)

    return set_death_signal


_DIE_WITH_PARENT = _parent_death_signal()


def stop_process(proc: subprocess.Popen[bytes]) -> None:
    """Terminate ``proc`` (its own process group), then kill it; idempotent."""
    if proc.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        try:
            if hasattr(os, "killpg"):
                os.killpg(proc.pid, sig)  # the group Popen created (start_new_session)
            else:  # pragma: no cover
                proc.terminate() if sig == signal.SIGTERM else proc.kill()
        except ProcessLookupError:
            pass
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


@dataclass
class PrismServer:
    """One running Prism."""

    spec: Path  # the file in specs/
    url: str
    process: subprocess.Popen[bytes]
    log_path: Path

    @property
    def document(self) -> dict[str, Any]:
        """The unmodified spec this server mocks."""
        return DOCUMENTS[self.spec]

    def log(self) -> str:
        """The end of Prism's output (for failure messages)."""
        try:
            return self.log_path.read_text(errors="replace")[-6000:]
        except OSError as exc:
            return f"<no log: {exc}>"

    def log_size(self) -> int:
        """How many bytes Prism has logged so far (see :meth:`wait_for_log`)."""
        return self.log_path.stat().st_size

    def wait_for_log(self, text: str, since: int, timeout: float = 5.0) -> str:
        """Prism's output after byte ``since``, once it contains ``text`` (Prism may write
        its log line after sending the answer); fails with that output otherwise."""
        deadline = time.monotonic() + timeout
        while True:
            with self.log_path.open("rb") as f:
                f.seek(since)
                logged = f.read().decode(errors="replace")
            if text in logged:
                return logged
            if time.monotonic() > deadline:
                pytest.fail(f"Prism did not log {text!r}; it logged:\n{logged}", pytrace=False)
            time.sleep(0.05)


def _launch(spec: Path, served: Path, workdir: Path, attempt: int) -> PrismServer:
    port = _free_port()
    log_path = workdir / f"{spec.stem}.{attempt}.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            [str(PRISM), "mock", "-h", "127.0.0.1", "-p", str(port), str(served)],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=workdir,
            start_new_session=True,
            preexec_fn=_DIE_WITH_PARENT,  # noqa: PLW1509 - one prctl() call, see above
        )
    atexit.register(stop_process, proc)  # in case the fixture teardown never runs
    return PrismServer(spec=spec, url=f"http://127.0.0.1:{port}", process=proc, log_path=log_path)


def _answers(server: PrismServer) -> bool:
    """True once *Prism* (not some other program on that port) answers HTTP: "no path
    matched", or another of its problem types when a spec's paths start with a parameter
    (``/{realm}`` matches the probe, and Prism answers 401 or 422 for it)."""
    try:
        r = httpx.get(server.url + "/__sdkgen_readiness_probe", timeout=1.0)
    except httpx.TransportError:
        return False
    return (r.status_code == 404 and "NO_PATH_MATCHED" in r.text) or "stoplight.io/prism/errors#" in r.text


def start_servers(
    specs: dict[Path, Path], workdir: Path, started: list[subprocess.Popen[bytes]]
) -> dict[Path, PrismServer]:
    """Start one Prism per ``spec -> served file`` in parallel and wait until each answers.

    Every process started is appended to ``started`` at once, so the caller can stop them
    whatever happens.  A server that dies because its port was taken meanwhile is restarted
    on another port (twice at most).

    Raises:
        pytest.fail.Exception: a server exited or did not answer in time (with its log).
    """
    pending: dict[Path, tuple[PrismServer, int]] = {}
    for spec, served in specs.items():
        server = _launch(spec, served, workdir, 0)
        started.append(server.process)
        pending[spec] = (server, 0)
    ready: dict[Path, PrismServer] = {}
    deadline = time.monotonic() + START_TIMEOUT
    while pending:
        for spec, (server, attempt) in list(pending.items()):
            code = server.process.poll()
            if code is not None:
                if "EADDRINUSE" in server.log() and attempt < 2:
                    server = _launch(spec, specs[spec], workdir, attempt + 1)
                    started.append(server.process)
                    pending[spec] = (server, attempt + 1)
                    continue
                pytest.fail(
                    f"Prism for {spec.name} exited with code {code} before answering "
                    f"({server.url}).\n--- Prism log ({server.log_path}) ---\n{server.log()}",
                    pytrace=False,
                )
            if _answers(server):
                ready[spec] = server
                del pending[spec]
        if pending and time.monotonic() > deadline:
            server = next(iter(pending.values()))[0]
            pytest.fail(
                f"Prism for {server.spec.name} did not answer on {server.url} within "
                f"{START_TIMEOUT:.0f} s.\n--- Prism log ({server.log_path}) ---\n{server.log()}",
                pytrace=False,
            )
        if pending:
            time.sleep(0.1)
    return ready


@contextlib.contextmanager
def running(specs: dict[Path, Path], workdir: Path) -> Iterator[dict[Path, PrismServer]]:
    """Prism servers for ``spec -> served file``, stopped on exit (also on errors)."""
    if not PRISM.exists():
        pytest.fail(
            f"Prism is not installed ({PRISM} is missing): run `make install` or `npm ci`.",
            pytrace=False,
        )
    started: list[subprocess.Popen[bytes]] = []
    try:
        yield start_servers(specs, workdir, started)
    finally:
        for proc in started:
            stop_process(proc)


class Fleet:
    """The session's servers, one per spec file."""

    def __init__(self, servers: dict[Path, PrismServer], served: dict[Path, dict[str, Any]]):
        self.servers = servers
        self.served = served  # spec -> the document its server serves

    def serving(self, path: str) -> PrismServer:
        """The server whose spec documents ``path`` (a path template of the specs)."""
        hits = [s for s in self.servers.values() if path in (s.document.get("paths") or {})]
        assert len(hits) == 1, f"{path} is served by {len(hits)} specs"
        return hits[0]

    def served_document(self, path: str) -> dict[str, Any]:
        """The (rewritten) document the server of ``path`` serves."""
        return self.served[self.serving(path).spec]


@contextlib.contextmanager
def fleet(workdir: Path) -> Iterator[Fleet]:
    """A Prism per spec file of ``sdkgen.yaml``, serving :func:`prism_document` copies written
    to ``workdir``; all stopped on exit (and checked to be alive until then)."""
    files: dict[Path, Path] = {}
    served: dict[Path, dict[str, Any]] = {}
    for spec in SPECS:
        served[spec] = prism_document(DOCUMENTS[spec])
        target = workdir / f"{spec.stem}.prism.json"
        target.write_text(json.dumps(served[spec], ensure_ascii=False))
        files[spec] = target
    with running(files, workdir) as servers:
        yield Fleet(servers, served)
        for server in servers.values():
            assert server.process.poll() is None, f"Prism died during the tests:\n{server.log()}"
