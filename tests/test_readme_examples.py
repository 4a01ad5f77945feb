"""The generated README's Python examples run against Prism and exit with code 0.

Every fenced ``python`` block of ``generated/sambanova_sdk/README.md`` is written, unchanged, to
a file and run with this interpreter in a subprocess, with ``SAMBANOVA_API_KEY`` set,
``SAMBANOVA_BASE_URL`` pointing at the server of the operation(s) it calls, and as working
directory a folder holding the files examples open (``path/to/file``, a small WAV file).  The
block must exit with code 0, and the server must have received (and accepted) each operation the
block calls - Prism's log says so.

The reviewed rules (:func:`plan`), so nothing is silently skipped:

* **Operations** are found with :mod:`ast`: calls on ``client.<resource>...<method>`` (also
  through ``with_options(...)``, ``with_raw_response`` and ``with_streaming_response``) whose
  name ``api.md`` documents.  A block calling operations of several spec files (so of several
  servers) fails the test: one base URL cannot serve it.
* **Fragments** - blocks that use ``client`` or ``SambaNova`` without creating or importing
  it: the later README sections continue the "Usage" example - run after that example's set-up
  lines (``from sambanova_sdk import SambaNova`` / ``client = SambaNova()``; a block that
  creates its own client replaces that one); a fragment with top-level ``await`` gets an
  ``AsyncSambaNova`` and runs inside ``asyncio.run``.
* **Streaming** blocks (``stream=True``) cannot be served by Prism: it answers 406 to
  ``Accept: text/event-stream`` for these specs.  They are pointed at :class:`StreamFront`, a
  small server that forwards the request to Prism for validation (asking for JSON) and, when
  Prism accepted it, streams the spec's documented chunk examples as server-sent events.
* Blocks that call **no operation** (the "Lifecycle" one) run too, pointed at the first server.
* :data:`EXCLUDED` lists blocks that are not run, each with its reason; it is empty: every
  example in the README runs.  The error-handling example runs against a server that answers
  (its ``except`` branches stay unused; the error paths are tested in ``test_prism.py``).

Also here, without servers: the README examples' argument values have the types the
generated client declares, and ``api.md``'s signature lines are valid Python.
"""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import textwrap
import threading
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, NotRequired, Required

import httpx
import pytest
from _prism import DOCUMENTS, HTTP_METHODS, WAV, Fleet, PrismServer
from conftest import GENERATED
from pydantic import TypeAdapter
from sambanova_sdk import types as sdk_types

README = (GENERATED / "README.md").read_text(encoding="utf-8")
API_MD = (GENERATED / "api.md").read_text(encoding="utf-8")
RUN_TIMEOUT = 60.0  # seconds per example
EXCLUDED: dict[str, str] = {}  # block id -> why it is not run (reviewed; none so far)
FILES = {"path/to/file": WAV}  # files the examples open, relative to their working directory
SETUP = "from sambanova_sdk import SambaNova\n\nclient = SambaNova()\n"  # the Usage example's


def _operations() -> dict[str, tuple[str, str]]:
    """``"chat.completions.create" -> ("post", "/chat/completions")``, from ``api.md``."""
    out = {}
    resource = None
    method = None
    for line in API_MD.splitlines():
        if m := re.fullmatch(r"## `client\.([\w.]+)`", line):
            resource, method = m.group(1), None
        elif m := re.fullmatch(r"### `(\w+)`", line):
            method = m.group(1)
        elif (m := re.fullmatch(r"`([A-Z]+) (/\S*)`", line)) and resource and method:
            out[f"{resource}.{method}"] = (m.group(1).lower(), m.group(2))
    return out


OPERATIONS = _operations()


@dataclass(frozen=True)
class Block:
    """One ``python`` block of the README."""

    id: str  # "<section>-<n>", e.g. "operations-3", "raw-responses-1"
    section: str  # the ``## `` heading it is under
    heading: str  # the nearest heading (``###`` for the operations)
    code: str

    def __str__(self) -> str:
        return self.id


def _blocks() -> list[Block]:
    out: list[Block] = []
    section = heading = ""
    counts: dict[str, int] = {}
    lines = iter(README.splitlines(keepends=True))
    for line in lines:
        if line.startswith("## "):
            section = heading = line[3:].strip()
        elif line.startswith("### "):
            heading = line[4:].strip()
        elif line.strip() == "```python":
            code = ""
            for body in lines:
                if body.strip() == "```":
                    break
                code += body
            slug = re.sub(r"[^a-z0-9]+", "-", section.lower()).strip("-")
            counts[slug] = counts.get(slug, 0) + 1
            out.append(Block(f"{slug}-{counts[slug]}", section, heading, code))
    return out


BLOCKS = _blocks()


@dataclass(frozen=True)
class Call:
    """An API call in a block."""

    operation: str  # "chat.completions.create"
    streams: bool  # passes ``stream=True``
    node: ast.Call


def api_calls(code: str) -> list[Call]:
    """The calls of documented operations on ``client`` in ``code`` (see module docstring)."""
    out = []
    for node in ast.walk(ast.parse(code)):
        if not isinstance(node, ast.Call):
            continue
        parts: list[str] = []
        target: ast.expr = node.func
        while True:
            if isinstance(target, ast.Attribute):
                parts.append(target.attr)
                target = target.value
            elif (
                isinstance(target, ast.Call)
                and isinstance(target.func, ast.Attribute)
                and target.func.attr == "with_options"
            ):
                target = target.func.value
            else:
                break
        if not (isinstance(target, ast.Name) and target.id == "client"):
            continue
        skip = ("with_raw_response", "with_streaming_response")
        name = ".".join(p for p in reversed(parts) if p not in skip)
        if name in OPERATIONS:
            streams = any(
                k.arg == "stream" and isinstance(k.value, ast.Constant) and k.value.value is True
                for k in node.keywords
            )
            out.append(Call(name, streams, node))
    return out


@dataclass(frozen=True)
class Plan:
    """How a block is run."""

    script: str  # what the subprocess runs
    operations: frozenset[str]
    streams: bool


def plan(block: Block) -> Plan:
    """The block as it is run (see the module docstring for the rules)."""
    tree = ast.parse(block.code)
    names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
    bound = {n.id for n in names if isinstance(n.ctx, ast.Store)}
    bound |= {
        alias.asname or alias.name
        for n in ast.walk(tree)
        if isinstance(n, ast.ImportFrom)
        for alias in n.names
    }
    used = {n.id for n in names}
    fragment = bool(({"client", "SambaNova"} & used) - bound)
    try:
        compile(block.code, block.id, "exec")
        top_level_await = False
    except SyntaxError:
        top_level_await = True
    script = block.code
    if top_level_await:
        assert "client" not in bound, block.id
        script = (
            "import asyncio\n\nfrom sambanova_sdk import AsyncSambaNova\n\n\n"
            "async def main() -> None:\n    client = AsyncSambaNova()\n"
            + textwrap.indent(block.code, "    ")
            + "\n\nasyncio.run(main())\n"
        )
    elif fragment:
        script = SETUP + "\n" + block.code
    calls = api_calls(block.code)
    streams = {c.streams for c in calls}
    assert len(streams) <= 1, f"{block.id} mixes streamed and plain calls"
    return Plan(script, frozenset(c.operation for c in calls), streams == {True})


# --------------------------------------------------------------------------- streams


def _stream_chunks(path: str) -> list[Any]:
    """The documented stream chunks of ``POST path``: the examples of the second branch of the
    200 ``oneOf`` (the first is the full response)."""
    doc = next(d for d in DOCUMENTS.values() if path in (d.get("paths") or {}))
    schema = doc["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]
    name = schema["schema"]["oneOf"][1]["$ref"].rsplit("/", 1)[1]
    return list(doc["components"]["schemas"][name]["examples"])


class StreamFront:
    """Serves ``stream=True`` calls: the request goes to Prism first (``Accept:
    application/json``, so Prism validates it and answers); Prism's answer is passed on when
    it is not a clean 200, else the operation's documented chunks are sent as events."""

    def __init__(self, prism: Fleet) -> None:
        self.prism = prism
        self.received: list[tuple[str, int]] = []  # (path, Prism's status)
        front = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"  # the stream ends when the connection closes

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                server = front.prism.serving(self.path)
                headers = {
                    k: v
                    for k, v in self.headers.items()
                    if k.lower() in ("authorization", "content-type")
                }
                r = httpx.post(
                    server.url + self.path,
                    content=body,
                    headers={**headers, "accept": "application/json"},
                )
                front.received.append((self.path, r.status_code))
                if r.status_code != 200 or "sl-violations" in r.headers:
                    self.send_response(r.status_code)
                    for name in ("content-type", "sl-violations"):
                        if name in r.headers:
                            self.send_header(name, r.headers[name])
                    self.end_headers()
                    self.wfile.write(r.content)
                    return
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                for chunk in _stream_chunks(self.path):
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


@pytest.fixture(scope="module")
def stream_front(prism: Fleet) -> Iterator[StreamFront]:
    front = StreamFront(prism)
    yield front
    front.close()


# --------------------------------------------------------------------------- the rules


def test_the_readme_has_the_expected_blocks() -> None:
    sections = {b.section for b in BLOCKS}
    assert {"Usage", "Operations", "Streaming", "Async", "Raw responses"} <= sections
    assert set(EXCLUDED) <= {b.id for b in BLOCKS}
    assert len({b.id for b in BLOCKS}) == len(BLOCKS)


def test_every_operation_has_a_readme_example_that_runs() -> None:
    """Each operation of ``api.md`` is called by an Operations block (under its heading)."""
    documented = {
        (method, path)
        for doc in DOCUMENTS.values()
        for path, item in (doc.get("paths") or {}).items()
        for method in item
        if method in HTTP_METHODS
    }
    assert set(OPERATIONS.values()) == documented and len(OPERATIONS) == len(documented)
    found = {}
    for block in BLOCKS:
        if block.section == "Operations" and block.id not in EXCLUDED:
            for op in plan(block).operations:
                found[op] = block.heading
    assert set(found) == set(OPERATIONS)
    for op, heading in found.items():
        method, path = OPERATIONS[op]
        assert heading.startswith(f"`{method.upper()} {path}`: `client.{op}()`"), heading


def test_the_rules_find_fragments_streams_and_raw_responses() -> None:
    plans = {b.id: plan(b) for b in BLOCKS}
    assert plans["usage-1"].script == BLOCKS[0].code  # complete: run as it is
    streaming = [b for b in BLOCKS if b.section == "Streaming"]
    assert streaming and all(plans[b.id].streams for b in streaming)
    assert any("asyncio.run(main())" in plans[b.id].script for b in streaming)
    raw = [b for b in BLOCKS if b.section == "Raw responses"]
    assert raw and plans[raw[0].id].script.startswith(SETUP)
    assert plans[raw[0].id].operations == {"chat.completions.create"}
    assert not any(p.streams for i, p in plans.items() if not i.startswith("streaming-"))


# --------------------------------------------------------------------------- running them


def _expected_log_line(operation: str) -> str:
    method, path = OPERATIONS[operation]
    return f"[HTTP SERVER] {method} {path.split('{')[0]}"


@pytest.mark.prism
@pytest.mark.parametrize("block", BLOCKS, ids=str)
def test_readme_example_runs(
    block: Block, prism: Fleet, stream_front: StreamFront, tmp_path: Path
) -> None:
    if block.id in EXCLUDED:
        pytest.skip(EXCLUDED[block.id])
    run = plan(block)
    servers: set[str] = {OPERATIONS[op][1] for op in run.operations}
    targets: list[PrismServer] = list(
        {prism.serving(path).spec: prism.serving(path) for path in servers}.values()
    )
    assert len(targets) <= 1, f"{block.id} calls operations of several specs: {run.operations}"
    server = targets[0] if targets else next(iter(prism.servers.values()))
    url = stream_front.url if run.streams else server.url
    if run.streams:
        print(f"{block.id}: streams - served by the SSE front of Prism ({url})")
    for name, content in FILES.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(content)
    script = tmp_path / "example.py"
    script.write_text(run.script, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAMBANOVA_")}
    env.update(
        SAMBANOVA_API_KEY="sk-test-readme",
        SAMBANOVA_BASE_URL=url,
        PYTHONPATH=os.pathsep.join(p for p in (str(GENERATED / "src"), env.get("PYTHONPATH")) if p),
    )
    since = server.log_size()
    received = len(stream_front.received)

    r = subprocess.run(
        [sys.executable, script.name],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )

    assert r.returncode == 0, (
        f"README block {block.id} ({block.heading}) failed with code {r.returncode}\n"
        f"--- script ---\n{run.script}\n--- stdout ---\n{r.stdout}\n--- stderr ---\n{r.stderr}"
    )
    if run.streams:
        assert stream_front.received[received:], "the example made no streamed call"
        assert all(status == 200 for _, status in stream_front.received[received:])
        for op in run.operations:  # the chunks were printed
            assert _stream_chunks(OPERATIONS[op][1])[0]["id"] in r.stdout
    for op in sorted(run.operations):
        logged = server.wait_for_log(_expected_log_line(op), since)
        assert "Request did not pass the validation rules" not in logged, logged


# --------------------------------------------------------------------------- static checks


def _request_param_type(operation: str) -> Any:
    """The generated ``TypedDict`` of the operation's request body, or ``None`` (no body)."""
    method, path = OPERATIONS[operation]
    doc = next(d for d in DOCUMENTS.values() if path in (d.get("paths") or {}))
    body = doc["paths"][path][method].get("requestBody")
    if body is None:
        return None
    (media,) = body["content"].values()
    name = media["schema"]["$ref"].rsplit("/", 1)[1]
    return getattr(sdk_types, f"{name}Param")


# names the generated params' annotations use (some imported only for type checkers)
_TYPES_NAMESPACE = {
    **vars(sys.modules["sambanova_sdk._types"]),
    **vars(sys.modules[sdk_types.ChatCompletionRequestParam.__module__]),
    **vars(sys.modules[sdk_types.ChatCompletionResponse.__module__]),
}


def _argument_type(param_type: Any, key: str) -> Any:
    """The type of ``key`` in the generated ``TypedDict`` (``Required[...]`` unwrapped)."""
    annotation = param_type.__annotations__[key]
    if isinstance(annotation, typing.ForwardRef):
        annotation = annotation.__forward_arg__
    if isinstance(annotation, str):
        annotation = eval(annotation, dict(_TYPES_NAMESPACE))
    while typing.get_origin(annotation) in (Required, NotRequired):
        (annotation,) = typing.get_args(annotation)
    return annotation


def _literal_arguments() -> list[Any]:
    """(type, value) of every literal argument of a README call (each distinct one once)."""
    out = []
    seen: set[str] = set()
    for block in BLOCKS:
        for call in api_calls(block.code):
            param_type = _request_param_type(call.operation)
            if param_type is None:
                continue
            for keyword in call.node.keywords:
                if keyword.arg not in param_type.__annotations__ or keyword.arg == "stream":
                    continue  # extra_*, a header parameter; stream=True picks an overload
                try:
                    value = ast.literal_eval(keyword.value)
                except ValueError:
                    continue  # Path("path/to/file") and the like
                key = f"{call.operation} {keyword.arg}={value!r}"
                if key in seen:
                    continue
                seen.add(key)
                out.append(
                    pytest.param(
                        _argument_type(param_type, keyword.arg),
                        value,
                        id=f"{block.id}-{call.operation}-{keyword.arg}",
                        marks=_WRONG_README_ARGUMENTS.get(f"{block.id}-{keyword.arg}", ()),
                    )
                )
    return out


_WRONG_README_ARGUMENTS: dict[str, Any] = {}


README_ARGUMENTS = _literal_arguments()


def test_readme_arguments_were_found() -> None:
    assert len(README_ARGUMENTS) >= 20


@pytest.mark.parametrize(("hint", "value"), README_ARGUMENTS)
def test_readme_argument_has_the_declared_type(hint: Any, value: Any) -> None:
    """What a README example passes fits the argument's type (what ``mypy`` would check)."""
    adapter: TypeAdapter[Any] = TypeAdapter(hint)
    adapter.rebuild(force=True, _types_namespace=_TYPES_NAMESPACE)  # quoted names inside
    adapter.validate_python(value, strict=True)


SIGNATURES = re.findall(r"```python\n(client\.[\w.]+\(.*\)) -> .*\n```", API_MD)


def test_api_md_has_a_signature_per_operation() -> None:
    assert len(SIGNATURES) == len(OPERATIONS)


@pytest.mark.parametrize(
    "signature",
    [
        s
        for s in SIGNATURES
    ],
    ids=lambda s: s.split("(")[0],
)
def test_api_md_signature_is_valid_python(signature: str) -> None:
    params = signature.split("(", 1)[1].rsplit(")", 1)[0].replace("=...", "=None")
    compile(f"def f({params}): pass", "api.md", "exec")
