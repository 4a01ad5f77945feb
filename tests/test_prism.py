"""Integration tests: the generated client against real Prism mock servers.

One Prism (``node_modules/.bin/prism``, pinned in ``package.json``) is started per spec file
listed in ``sdkgen.yaml`` - Prism serves one document - on a free local port, all in parallel,
once per test session (per xdist worker).  Every operation is then called through
``SambaNova`` and ``AsyncSambaNova`` with ``base_url`` pointing at its Prism:

* Prism checks each request against the spec.  Violations come back in its ``sl-violations``
  response header (also used for its own response's violations), so every call asserts the
  header is absent; a test sends invalid requests to prove Prism really rejects them.
* Prism answers with the spec's examples, so results are compared with those examples.
* ``Prefer: code=..., example=...`` request headers select every documented error response
  (status, media type, named example); each must raise the typed exception with the body.

Prism is given a copy of each spec in which ``nullable: true`` is spelled as
``anyOf: [<schema>, {type: 'null'}]`` (see :func:`prism_compatible`): Prism 5.14.2 compiles
schemas with ajv, which refuses ``nullable`` beside no ``type`` (``stop``, ``logprobs``, ...),
and Prism then silently skips request validation - every request would be "valid".
``test_unmodified_spec_defeats_prism_request_validation`` shows it, and will fail (so the
rewrite can go) once Prism validates the unmodified files.

Streaming is not tested here: Prism cannot serve ``text/event-stream`` for these specs (it
answers 406); streams are covered with mock transports elsewhere.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from pydantic import TypeAdapter
from sambanova_sdk import (
    APIStatusError,
    AsyncSambaNova,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    InternalServerError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    SambaNova,
    UnprocessableEntityError,
)
from sambanova_sdk import types as sdk_types
from sambanova_sdk._types import NOT_GIVEN, Omit

from generator.config import load_config

pytestmark = pytest.mark.prism

ROOT = Path(__file__).resolve().parent.parent
PRISM = ROOT / "node_modules" / ".bin" / "prism"
SPECS: tuple[Path, ...] = tuple(load_config(ROOT / "sdkgen.yaml").specs)
DOCUMENTS: dict[Path, dict[str, Any]] = {p: yaml.safe_load(p.read_text()) for p in SPECS}
START_TIMEOUT = 60.0  # seconds for all servers of a session to answer
API_KEY = "sk-test-prism"
MODES = ("sync", "async")


# --------------------------------------------------------------------------- Prism servers


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
    """True once *Prism* (not some other program on that port) answers HTTP."""
    try:
        r = httpx.get(server.url + "/__sdkgen_readiness_probe", timeout=1.0)
    except httpx.TransportError:
        return False
    return r.status_code == 404 and "NO_PATH_MATCHED" in r.text


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

    def __init__(self, servers: dict[Path, PrismServer]) -> None:
        self.servers = servers

    def serving(self, path: str) -> PrismServer:
        """The server whose spec documents ``path``."""
        hits = [s for s in self.servers.values() if path in (s.document.get("paths") or {})]
        assert len(hits) == 1, f"{path} is served by {len(hits)} specs"
        return hits[0]


@pytest.fixture(scope="session")
def prism(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fleet]:
    """A Prism mock server per spec file of ``sdkgen.yaml`` (see module docstring)."""
    workdir = tmp_path_factory.mktemp("prism")
    served: dict[Path, Path] = {}
    for spec in SPECS:
        target = workdir / f"{spec.stem}.prism.json"
        target.write_text(json.dumps(prism_compatible(DOCUMENTS[spec]), ensure_ascii=False))
        served[spec] = target
    with running(served, workdir) as servers:
        yield Fleet(servers)
        for server in servers.values():
            assert server.process.poll() is None, f"Prism died during the tests:\n{server.log()}"


# --------------------------------------------------------------------------- calls


Client = SambaNova | AsyncSambaNova


@dataclass
class Exchange:
    """What went over the wire in one call: every response (with its request)."""

    responses: list[httpx.Response]

    @property
    def last(self) -> httpx.Response:
        assert self.responses, "no HTTP request was made"
        return self.responses[-1]

    def request_json(self) -> Any:
        return json.loads(self.last.request.content)

    def violations(self, r: httpx.Response) -> list[dict[str, Any]]:
        return list(json.loads(r.headers.get("sl-violations") or "[]"))

    def assert_accepted(self, *, response_violations: bool = False) -> None:
        """Prism found nothing wrong with any request, nor (unless ``response_violations``,
        then it must have) with the answer it built from the spec."""
        for r in self.responses:
            found = self.violations(r)
            request = [v for v in found if v["location"][0] == "request"]
            assert not request, (
                f"Prism rejected {r.request.method} {r.request.url}: {request}\n"
                f"request body: {r.request.content!r}"
            )
            response = [v for v in found if v["location"][0] != "request"]
            assert bool(response) == response_violations, (
                f"violations of Prism's own answer: {response or 'none'}"
            )


async def call(
    mode: str,
    url: str,
    op: Callable[[Client], Any],
    exchange: Exchange | None = None,
    **client_options: Any,
) -> Any:
    """Run ``op(client)`` with a sync or async client whose base URL is ``url``; every HTTP
    response is recorded in ``exchange``."""
    exchange = exchange if exchange is not None else Exchange([])
    client_options.setdefault("max_retries", 0)
    if mode == "sync":

        def record(response: httpx.Response) -> None:
            exchange.responses.append(response)

        with httpx.Client(event_hooks={"response": [record]}) as http:
            client = SambaNova(api_key=API_KEY, base_url=url, http_client=http, **client_options)
            return op(client)

    async def arecord(response: httpx.Response) -> None:
        exchange.responses.append(response)

    async with httpx.AsyncClient(event_hooks={"response": [arecord]}) as ahttp:
        aclient = AsyncSambaNova(api_key=API_KEY, base_url=url, http_client=ahttp, **client_options)
        result = op(aclient)
        assert isinstance(result, Awaitable), f"async client returned {type(result).__name__}"
        return await result


# --------------------------------------------------------------------------- operations


@dataclass(frozen=True)
class Case:
    """One operation and what the tests send to it."""

    name: str
    path: str
    create: Callable[[Client], Callable[..., Any]]
    raw_create: Callable[[Client], Callable[..., Any]]
    response_model: str  # the generated class of the documented JSON answer
    minimal: dict[str, Any]  # the required arguments
    full: dict[str, Any]  # (nearly) every argument
    wrong_type: tuple[str, Any]  # a required property and a value of the wrong type
    check: Callable[[Any, dict[str, Any]], None]  # attribute checks against the example

    def __str__(self) -> str:
        return self.name


def _check_completion(r: Any, ex: dict[str, Any]) -> None:
    assert r.id == ex["id"]
    assert r.object == "chat.completion"
    assert r.model == ex["model"]
    assert r.choices[0].text == ex["choices"][0]["text"]
    assert r.choices[0].finish_reason == ex["choices"][0]["finish_reason"]
    assert r.usage.total_tokens == ex["usage"]["total_tokens"]
    assert r.usage.completion_tokens_per_sec == ex["usage"]["completion_tokens_per_sec"]


def _check_chat(r: Any, ex: dict[str, Any]) -> None:
    assert r.id == ex["id"]
    assert r.created == ex["created"]
    assert r.choices[0].message.role == "assistant"
    assert r.choices[0].message.content == ex["choices"][0]["message"]["content"]
    assert r.choices[0].finish_reason == ex["choices"][0]["finish_reason"]
    assert r.usage.prompt_tokens == ex["usage"]["prompt_tokens"]


def _check_response(r: Any, ex: dict[str, Any]) -> None:
    assert r.id == ex["id"]
    assert r.object == "response"
    assert r.status == ex["status"]
    assert [item.type for item in r.output] == [item["type"] for item in ex["output"]]
    for item, documented in zip(r.output, ex["output"], strict=True):
        assert (
            type(item).__name__
            == {
                "message": "ResponseMessage",
                "reasoning": "ResponseOutputReasoning",
                "function_call": "ResponseFunctionCall",
            }[documented["type"]]
        )
        assert item.id == documented["id"]
    assert r.usage.total_tokens == ex["usage"]["total_tokens"]


_WEATHER_PARAMETERS = {
    "type": "object",
    "properties": {"location": {"type": "string", "description": "City and state"}},
    "required": ["location"],
}

CASES = (
    Case(
        name="completions",
        path="/completions",
        create=lambda c: c.completions.create,
        raw_create=lambda c: c.completions.with_raw_response.create,
        response_model="CompletionResponse",
        minimal={"model": "gpt-oss-120b", "prompt": "Write a palindrome."},
        full={
            "model": "Meta-Llama-3.3-70B-Instruct",
            "prompt": "Write a palindrome.",
            "max_tokens": 64,
            "max_completion_tokens": 64,
            "temperature": 0.2,
            "top_p": 0.9,
            "top_k": 40,
            "presence_penalty": -0.5,
            "frequency_penalty": 1.5,
            "do_sample": True,
            "stop": ["\n\n", "END"],
            "stream": False,
            "stream_options": {"include_usage": True},
            "logprobs": False,
            "top_logprobs": 0,
            "n": 1,
            "logit_bias": {"50256": -100},
            "seed": 7,
        },
        wrong_type=("prompt", 42),
        check=_check_completion,
    ),
    Case(
        name="chat.completions",
        path="/chat/completions",
        create=lambda c: c.chat.completions.create,
        raw_create=lambda c: c.chat.completions.with_raw_response.create,
        response_model="ChatCompletionResponse",
        minimal={"model": "gpt-oss-120b", "messages": [{"role": "user", "content": "Hi"}]},
        full={
            "model": "gpt-oss-120b",
            "messages": [
                {"role": "system", "content": "You answer briefly."},
                {
                    "role": "user",
                    "content": [
                        {"type": "text", "text": "What is in this image?"},
                        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
                    ],
                },
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {
                            "id": "call_1",
                            "type": "function",
                            "function": {"name": "get_weather", "arguments": '{"location":"Rome"}'},
                        }
                    ],
                },
                {"role": "tool", "content": '{"temperature": 21}'},
            ],
            "max_tokens": 128,
            "max_completion_tokens": 128,
            "temperature": 0.7,
            "top_p": 1,
            "top_k": 5,
            "presence_penalty": 0,
            "frequency_penalty": 0.5,
            "do_sample": False,
            "stop": "\n",
            "stream": False,
            "stream_options": {"include_usage": False},
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "Weather", "schema": _WEATHER_PARAMETERS, "strict": True},
            },
            "reasoning_effort": "low",
            "tool_choice": {"type": "function", "function": {"name": "get_weather"}},
            "parallel_tool_calls": False,
            "tools": [
                {
                    "type": "function",
                    "function": {
                        "name": "get_weather",
                        "description": "Current weather",
                        "parameters": _WEATHER_PARAMETERS,
                    },
                }
            ],
            "chat_template_kwargs": {"enable_thinking": True},
            "logprobs": True,
            "top_logprobs": 3,
            "n": 2,
            "logit_bias": {"1": 10},
            "seed": 1234,
        },
        wrong_type=("messages", "Hi"),
        check=_check_chat,
    ),
    Case(
        name="responses",
        path="/responses",
        create=lambda c: c.responses.create,
        raw_create=lambda c: c.responses.with_raw_response.create,
        response_model="ResponseResponse",
        minimal={"model": "gpt-oss-120b", "input": "Tell me a bedtime story."},
        full={
            "model": "gpt-oss-120b",
            "input": [
                {"type": "message", "role": "user", "content": "Weather in Rome?"},
                {
                    "type": "function_call",
                    "call_id": "call_1",
                    "name": "get_weather",
                    "arguments": '{"location":"Rome"}',
                },
                {"type": "function_call_output", "call_id": "call_1", "output": '{"temp":21}'},
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": "It is 21 degrees."}],
                },
            ],
            "instructions": "Answer briefly.",
            "stream": False,
            "max_output_tokens": 256,
            "temperature": 0.5,
            "top_p": 0.95,
            "top_k": 20,
            "top_logprobs": 2,
            "frequency_penalty": 0.1,
            "presence_penalty": 0.2,
            "tools": [
                {
                    "type": "function",
                    "name": "get_weather",
                    "description": "Current weather",
                    "parameters": _WEATHER_PARAMETERS,
                    "strict": None,
                }
            ],
            "parallel_tool_calls": True,
            "max_tool_calls": 3,
            "tool_choice": {"type": "function", "name": "get_weather"},
            "text": {
                "format": {
                    "type": "json_schema",
                    "name": "weather",
                    "schema": _WEATHER_PARAMETERS,
                    "strict": True,
                }
            },
            "reasoning": {"effort": "high"},
            "user": "user-42",
            "metadata": {"ticket": "T-1"},
            "store": False,
            "truncation": "disabled",
            "previous_response_id": None,
            "background": False,
            "service_tier": "auto",
        },
        wrong_type=("input", 42),
        check=_check_response,
    ),
)


def _component_example(document: dict[str, Any], name: str) -> Any:
    schema = document["components"]["schemas"][name]
    if "examples" in schema:
        return schema["examples"][0]
    return schema["example"]


def documented_success_example(document: dict[str, Any], path: str) -> tuple[str, Any]:
    """(component, example) Prism answers a 200 with: the first branch of the documented
    ``oneOf`` (the full response; the second is the stream chunk) and its first example."""
    schema = document["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]
    ref = schema["schema"]["oneOf"][0]["$ref"]
    name = ref.rsplit("/", 1)[1]
    return name, _component_example(document, name)


def test_every_documented_operation_has_a_case() -> None:
    documented = {
        (method, path)
        for doc in DOCUMENTS.values()
        for path, item in (doc.get("paths") or {}).items()
        for method in item
        if method in ("get", "put", "post", "delete", "patch", "head", "options", "trace")
    }
    assert documented == {("post", case.path) for case in CASES}


def test_prism_compatible_rewrites_only_nullable() -> None:
    schema = {
        "type": "object",
        "properties": {
            "stop": {"title": "Stop", "oneOf": [{"type": "string"}], "nullable": True},
            "n": {"type": "integer", "nullable": False, "example": {"nullable": True}},
        },
        "example": {"stop": None, "nullable": True},
    }
    assert prism_compatible(schema) == {
        "type": "object",
        "properties": {
            "stop": {"title": "Stop", "anyOf": [{"oneOf": [{"type": "string"}]}, {"type": "null"}]},
            "n": {"type": "integer", "example": {"nullable": True}},
        },
        "example": {"stop": None, "nullable": True},
    }
    served = json.dumps(prism_compatible(DOCUMENTS[SPECS[0]]))
    assert '"nullable"' not in served


# --------------------------------------------------------------------------- success


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_create_returns_the_documented_example(prism: Fleet, case: Case, mode: str) -> None:
    server = prism.serving(case.path)
    model_name, example = documented_success_example(server.document, case.path)
    assert model_name == case.response_model
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.create(c)(**case.minimal), exchange)

    exchange.assert_accepted()
    assert len(exchange.responses) == 1
    sent = exchange.last.request
    assert sent.method == "POST"
    assert sent.url.path == case.path
    assert sent.headers["authorization"] == f"Bearer {API_KEY}"
    assert sent.headers["content-type"] == "application/json"
    assert exchange.request_json() == case.minimal
    assert exchange.last.status_code == 200

    assert type(result) is getattr(sdk_types, case.response_model)
    assert result.model_dump(mode="json", by_alias=True, exclude_unset=True) == example
    case.check(result, example)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_every_argument_is_sent_as_the_spec_describes(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    body = server.document["paths"][case.path]["post"]["requestBody"]["content"]
    request_schema = body["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    documented = server.document["components"]["schemas"][request_schema]["properties"]
    assert set(case.full) == set(documented), "Case.full must set every body property"
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.create(c)(**case.full), exchange)
    exchange.assert_accepted()
    assert exchange.request_json() == case.full
    assert type(result) is getattr(sdk_types, case.response_model)


def _request_examples() -> list[Any]:
    out = []
    for case in CASES:
        doc = next(d for d in DOCUMENTS.values() if case.path in (d.get("paths") or {}))
        body = doc["paths"][case.path]["post"]["requestBody"]["content"]["application/json"]
        name = body["schema"]["$ref"].rsplit("/", 1)[1]
        for i, example in enumerate(doc["components"]["schemas"][name].get("examples") or []):
            out.append(pytest.param(case, example, id=f"{name}#/examples/{i}"))
    return out


REQUEST_EXAMPLES = _request_examples()


def test_the_specs_have_request_examples() -> None:
    assert len(REQUEST_EXAMPLES) >= 3


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("case", "example"), REQUEST_EXAMPLES)
async def test_documented_request_examples_are_sent_unchanged(
    prism: Fleet, case: Case, example: dict[str, Any], mode: str
) -> None:
    server = prism.serving(case.path)
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.create(c)(**example), exchange)
    exchange.assert_accepted()
    assert exchange.request_json() == example
    assert type(result) is getattr(sdk_types, case.response_model)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_raw_response_gives_status_headers_and_the_parsed_model(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    _, example = documented_success_example(server.document, case.path)
    raw = await call(mode, server.url, lambda c: case.raw_create(c)(**case.minimal))
    assert raw.status_code == 200
    assert raw.headers["content-type"].startswith("application/json")
    parsed = raw.parse() if mode == "sync" else await raw.parse()
    assert type(parsed) is getattr(sdk_types, case.response_model)
    assert parsed.model_dump(mode="json", by_alias=True, exclude_unset=True) == example


# --------------------------------------------------------------------------- rejected requests


def _violations(exc: APIStatusError) -> list[dict[str, Any]]:
    header = exc.response.headers.get("sl-violations")
    assert header, "Prism did not report what was wrong with the request"
    return list(json.loads(header))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_request_with_a_wrong_type_is_rejected(prism: Fleet, case: Case, mode: str) -> None:
    server = prism.serving(case.path)
    prop, bad = case.wrong_type
    with pytest.raises((BadRequestError, UnprocessableEntityError)) as info:
        await call(
            mode, server.url, lambda c: case.create(c)(**case.minimal, extra_body={prop: bad})
        )
    exc = info.value
    assert exc.status_code in (400, 422)
    assert exc.body  # the documented error body (or Prism's problem document)
    assert exc.message.startswith(f"Error code: {exc.status_code}")
    assert json.loads(exc.request.content)[prop] == bad
    assert any(
        v["location"] == ["request", "body", prop] and v["severity"] == "Error"
        for v in _violations(exc)
    ), _violations(exc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_request_missing_a_required_property_is_rejected(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    required = case.wrong_type[0]  # prompt / messages / input
    kwargs = {**case.minimal, required: NOT_GIVEN}  # NOT_GIVEN arguments are not sent
    with pytest.raises((BadRequestError, UnprocessableEntityError)) as info:
        await call(mode, server.url, lambda c: case.create(c)(**kwargs))
    exc = info.value
    assert required not in json.loads(exc.request.content)
    assert exc.body
    assert any(
        v["location"] == ["request", "body"] and f"'{required}'" in v["message"]
        for v in _violations(exc)
    ), _violations(exc)


@pytest.mark.parametrize("mode", MODES)
async def test_request_without_credentials_is_rejected(prism: Fleet, mode: str) -> None:
    case = CASES[0]
    server = prism.serving(case.path)
    with pytest.raises(AuthenticationError) as info:
        await call(
            mode,
            server.url,
            lambda c: case.create(c)(**case.minimal),
            default_headers={"Authorization": Omit()},
        )
    assert "authorization" not in info.value.request.headers
    assert info.value.status_code == 401
    assert any(v["code"] == 401 for v in _violations(info.value))


# --------------------------------------------------------------------------- documented errors


STATUS_ERRORS: dict[int, type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def expected_error_class(status: int) -> type[APIStatusError]:
    if status in STATUS_ERRORS:
        return STATUS_ERRORS[status]
    return InternalServerError if status >= 500 else APIStatusError


@dataclass(frozen=True)
class ErrorCase:
    """One documented error answer: status, media type and (optionally) a named example."""

    case: Case
    status: int
    media_type: str
    media: dict[str, Any]
    example: str | None

    def __str__(self) -> str:
        return f"{self.case.path} {self.status} {self.media_type}" + (
            f" {self.example}" if self.example else ""
        )


def _error_cases() -> list[ErrorCase]:
    out = []
    for case in CASES:
        doc = next(d for d in DOCUMENTS.values() if case.path in (d.get("paths") or {}))
        for code, response in doc["paths"][case.path]["post"]["responses"].items():
            if int(code) < 400:
                continue
            for media_type, media in (response.get("content") or {}).items():
                names: list[str | None] = list(media.get("examples") or {}) or [None]
                out.extend(ErrorCase(case, int(code), media_type, media, n) for n in names)
    return out


ERROR_CASES = _error_cases()

# documented error examples that do not match their own schema (Prism says so in
# sl-violations; tests/test_examples.py lists them too)
INVALID_DOCUMENTED_ERRORS = {
    "/responses 404 application/json simple": "the 404 schema is GeneralError only (the other "
    "specs say oneOf GeneralError/SimpleError), the example is a SimpleError",
}


def test_invalid_documented_errors_exist() -> None:
    assert set(INVALID_DOCUMENTED_ERRORS) <= {str(e) for e in ERROR_CASES}


def test_error_cases_cover_every_documented_error_status() -> None:
    documented = set()
    for doc in DOCUMENTS.values():
        for path, item in (doc.get("paths") or {}).items():
            documented |= {(path, int(c)) for c in item["post"]["responses"] if int(c) >= 400}
    assert {(e.case.path, e.status) for e in ERROR_CASES} == documented
    assert {e.status for e in ERROR_CASES} >= {400, 401, 404, 408, 410, 429, 500, 503}


def _schema_type(schema: dict[str, Any]) -> Any:
    if "$ref" in schema:
        return getattr(sdk_types, schema["$ref"].rsplit("/", 1)[1])
    branches = schema.get("oneOf") or schema.get("anyOf")
    if branches:
        types = tuple(_schema_type(b) for b in branches)
        union: Any = types[0]
        for t in types[1:]:
            union = union | t
        return union
    return {"string": str, "object": dict}[schema["type"]]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("err", ERROR_CASES, ids=str)
async def test_documented_error_raises_typed_exception(
    prism: Fleet, err: ErrorCase, mode: str
) -> None:
    server = prism.serving(err.case.path)
    prefer = f"code={err.status}" + (f", example={err.example}" if err.example else "")
    headers = {"Prefer": prefer, "Accept": err.media_type}
    exchange = Exchange([])
    with pytest.raises(APIStatusError) as info:
        await call(
            mode,
            server.url,
            lambda c: err.case.create(c)(**err.case.minimal, extra_headers=headers),
            exchange,
        )
    exc = info.value
    exchange.assert_accepted(response_violations=str(err) in INVALID_DOCUMENTED_ERRORS)
    assert len(exchange.responses) == 1  # max_retries=0
    assert type(exc) is expected_error_class(err.status)
    assert exc.status_code == err.status
    assert exc.response.headers["content-type"].split(";")[0] == err.media_type

    if err.media_type == "text/plain":
        assert isinstance(exc.body, str) and exc.body
        documented = err.media["schema"].get("example")
        if documented is not None:
            assert exc.body == documented
        assert exc.message == f"Error code: {err.status} - {exc.body.strip()}"
        return

    assert isinstance(exc.body, dict)
    if err.example is not None:
        assert exc.body == err.media["examples"][err.example]["value"]
    else:  # generated by Prism from the schema: must fit the generated error models
        TypeAdapter(_schema_type(err.media["schema"])).validate_python(exc.body, strict=True)
    error = exc.body["error"]
    server_message = error["message"] if isinstance(error, dict) else error
    assert exc.message == f"Error code: {err.status} - {server_message}"
    assert exc.request_id == exc.body.get("request_id")


@pytest.mark.parametrize("mode", MODES)
async def test_retryable_status_is_retried_then_raised(prism: Fleet, mode: str) -> None:
    case = CASES[0]
    server = prism.serving(case.path)
    headers = {"Prefer": "code=503", "Accept": "text/plain"}
    exchange = Exchange([])
    with pytest.raises(InternalServerError) as info:
        await call(
            mode,
            server.url,
            lambda c: case.create(c)(**case.minimal, extra_headers=headers),
            exchange,
            max_retries=1,
        )
    assert info.value.status_code == 503
    assert [r.status_code for r in exchange.responses] == [503, 503]
    assert [r.request.headers["x-retry-count"] for r in exchange.responses] == ["0", "1"]
    assert exchange.responses[0].request.content == exchange.responses[1].request.content


# --------------------------------------------------------------------------- why the rewrite


def test_unmodified_spec_defeats_prism_request_validation(
    tmp_path: Path,
) -> None:
    """Prism on the spec file as committed accepts a body that lacks the required
    ``prompt``; the same request to the session's (rewritten) server is rejected."""
    spec = next(p for p in SPECS if "/completions" in (DOCUMENTS[p].get("paths") or {}))
    with running({spec: spec}, tmp_path) as servers:
        server = servers[spec]
        r = httpx.post(
            server.url + "/completions",
            json={"model": "gpt-oss-120b"},
            headers={"Authorization": "Bearer x"},
        )
        assert r.status_code == 200, r.text
        assert "sl-violations" not in r.headers
        assert "passed the validation rules" in server.log()
    assert server.process.poll() is not None, "Prism still runs after its context exited"
    with pytest.raises(httpx.TransportError):
        httpx.get(server.url, timeout=1.0)


# --------------------------------------------------------------------------- server machinery


def test_a_server_that_cannot_start_fails_with_its_log(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("openapi: 3.1.0\ninfo: {title: broken, version: '1'}\npaths: [\n")
    with pytest.raises(pytest.fail.Exception) as info, running({broken: broken}, tmp_path):
        pass
    message = str(info.value)
    assert "Prism for broken.yaml exited with code" in message
    assert "--- Prism log" in message
    log = next(tmp_path.glob("broken.*.log")).read_text()
    assert log.strip() and log.strip()[-200:] in message


def test_a_taken_port_is_replaced_by_another(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = SPECS[0]
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        ports = iter([taken.getsockname()[1]])
        real_free_port = _free_port
        monkeypatch.setattr(
            sys.modules[__name__], "_free_port", lambda: next(ports, None) or real_free_port()
        )
        with running({spec: spec}, tmp_path) as servers:
            server = servers[spec]
            assert server.url != f"http://127.0.0.1:{taken.getsockname()[1]}"
            assert _answers(server)
        assert "EADDRINUSE" in (tmp_path / f"{spec.stem}.0.log").read_text()
        assert server.process.poll() is not None
