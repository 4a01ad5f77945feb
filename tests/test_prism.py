"""Integration tests: the generated client against real Prism mock servers.

The servers (one Prism per spec file of ``sdkgen.yaml``, started once per session by the
``prism`` fixture of ``conftest.py``; see ``tests/_prism.py``, also for the rewritten copies of
the specs Prism is given) serve every operation; each is called through ``SambaNova`` and
``AsyncSambaNova`` with ``base_url`` pointing at its Prism.  One :class:`Case` per operation
says how: the HTTP method and path template, positional path arguments, keyword arguments sent
as header parameters, multipart file fields, or no body at all (``GET``).

* Prism checks each request against the spec.  Violations come back in its ``sl-violations``
  response header (also used for its own response's violations), so every call asserts the
  header is absent; tests send invalid requests to prove Prism really rejects them.  What Prism
  cannot see is checked here: the multipart parts (names, file names, content types, bytes,
  JSON parts against their schema), header parameters, and the encoded path Prism received
  (from its log).
* Prism answers with the spec's examples (or, where there are none, a body it derives from the
  schema), so results are compared with those examples (or that body) and must be instances
  of the documented generated class.
* ``Prefer: code=..., example=...`` and ``Accept`` request headers select every documented
  error response (status, media type, named example) and the ``text/plain`` answer of the
  audio operations; each error must raise the typed exception with ``status_code``, ``body``
  and ``parsed_body`` (the documented error model).

Streaming is not tested here: Prism cannot serve ``text/event-stream`` for these specs (it
answers 406); streams are covered with mock transports elsewhere (and the README's streaming
examples by ``tests/test_readme_examples.py``).
"""

from __future__ import annotations

import functools
import json
import re
import socket
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

import _prism
import httpx
import jsonschema
import pytest
from _prism import DOCUMENTS, HTTP_METHODS, SPECS, WAV, Fleet, prism_compatible, running
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

pytestmark = pytest.mark.prism

API_KEY = "sk-test-prism"
MODES = ("sync", "async")


# --------------------------------------------------------------------------- calls


Client = SambaNova | AsyncSambaNova


@dataclass(frozen=True)
class Part:
    """One part of a ``multipart/form-data`` body."""

    value: bytes
    filename: str | None
    content_type: str | None


def multipart_parts(request: httpx.Request) -> dict[str, Part]:
    """The parts of a multipart request by name, parsed strictly (RFC 7578 / 2046 framing:
    CRLF line ends, a closing delimiter, one part per name)."""
    ctype = request.headers["content-type"]
    match = re.fullmatch(r"multipart/form-data; boundary=([0-9A-Za-z'()+_,./:=?-]{1,70})", ctype)
    assert match, f"not a multipart content type: {ctype}"
    delimiter = b"--" + match.group(1).encode()
    chunks = request.content.split(delimiter)
    assert chunks[0] == b"" and chunks[-1] == b"--\r\n", request.content[-200:]
    parts: dict[str, Part] = {}
    for chunk in chunks[1:-1]:
        assert chunk.startswith(b"\r\n") and chunk.endswith(b"\r\n"), chunk[:200]
        head, sep, value = chunk[2:-2].partition(b"\r\n\r\n")
        assert sep, chunk[:200]
        headers = {}
        for line in head.decode().split("\r\n"):
            key, _, val = line.partition(": ")
            headers[key.lower()] = val
        disposition = headers["content-disposition"]
        name = re.search(r'(?:^|; )name="([^"]*)"', disposition)
        filename = re.search(r'; filename="([^"]*)"', disposition)
        assert disposition.startswith("form-data; ") and name, disposition
        assert name.group(1) not in parts, f"part {name.group(1)!r} sent twice"
        parts[name.group(1)] = Part(
            value, filename.group(1) if filename else None, headers.get("content-type")
        )
    return parts


@dataclass
class Exchange:
    """What went over the wire in one call: every response (with its request, read)."""

    responses: list[httpx.Response]

    @property
    def last(self) -> httpx.Response:
        assert self.responses, "no HTTP request was made"
        return self.responses[-1]

    def request_json(self) -> Any:
        assert self.last.request.headers["content-type"] == "application/json"
        return json.loads(self.last.request.content)

    def parts(self) -> dict[str, Part]:
        return multipart_parts(self.last.request)

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
                f"request body: {r.request.content[:2000]!r}"
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
    response is recorded in ``exchange``, with its request body read (multipart bodies are
    streamed, so they are only readable once read)."""
    exchange = exchange if exchange is not None else Exchange([])
    client_options.setdefault("max_retries", 0)
    if mode == "sync":

        def record(response: httpx.Response) -> None:
            response.request.read()
            exchange.responses.append(response)

        with httpx.Client(event_hooks={"response": [record]}) as http:
            client = SambaNova(api_key=API_KEY, base_url=url, http_client=http, **client_options)
            return op(client)

    async def arecord(response: httpx.Response) -> None:
        await response.request.aread()
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

    name: str  # where the method is on the client: "models.retrieve" -> client.models.retrieve
    method: str  # the HTTP method, lower case as in the spec
    path: str  # the spec's path template
    response_model: str  # the generated class of the documented JSON answer
    minimal: dict[str, Any]  # keyword arguments: the required ones (and a header parameter)
    full: dict[str, Any]  # keyword arguments: every one the operation has
    args: tuple[Any, ...] = ()  # positional arguments: the path parameters
    sent_path: str | None = None  # the path on the wire for ``args`` (default: ``path``)
    headers: Mapping[str, str] = field(default_factory=dict)  # argument -> header it is sent as
    files: tuple[str, ...] = ()  # file fields: the body is multipart/form-data when set
    bad_value: tuple[str, Any] | None = None  # a body property and a value Prism must reject
    required: str | None = None  # a required body property Prism must miss
    check: Callable[[Any, Any], None] = lambda result, expected: None  # operation-specific

    def __str__(self) -> str:
        return self.name

    @property
    def encoding(self) -> str | None:
        """How the body is sent: ``"multipart"``, ``"json"`` or ``None`` (no body)."""
        if self.files:
            return "multipart"
        return None if self.method == "get" else "json"

    def bound(self, client: Client, *, raw: bool = False) -> Callable[..., Any]:
        """The client's method (``with_raw_response`` when ``raw``), path arguments bound."""
        *resource, method = self.name.split(".")
        target: Any = client
        for attr in resource:
            target = getattr(target, attr)
        if raw:
            target = target.with_raw_response
        return functools.partial(getattr(target, method), *self.args)

    def body(self, kwargs: Mapping[str, Any]) -> dict[str, Any]:
        """The body properties among keyword arguments (not the header parameters)."""
        return {k: v for k, v in kwargs.items() if k not in self.headers}

    @property
    def document(self) -> dict[str, Any]:
        """The (unmodified) spec documenting the operation."""
        return next(d for d in DOCUMENTS.values() if self.path in (d.get("paths") or {}))

    @property
    def operation(self) -> dict[str, Any]:
        """The spec's operation object."""
        return dict(self.document["paths"][self.path][self.method])


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

def _check_embeddings(r: Any, ex: dict[str, Any]) -> None:
    assert r.object == "list"
    assert [d.index for d in r.data] == [d["index"] for d in ex["data"]]
    assert r.data[1].embedding == ex["data"][1]["embedding"]
    assert r.usage.prompt_tokens == ex["usage"]["prompt_tokens"]


def _check_audio(r: Any, ex: dict[str, Any]) -> None:
    assert r.text == ex["text"]


def _check_model_list(r: Any, body: dict[str, Any]) -> None:
    assert r.object == "list"
    assert [type(m).__name__ for m in r.data] == ["ModelMetadata"] * len(body["data"])
    assert r.data[0].id == body["data"][0]["id"]


def _check_model(r: Any, body: dict[str, Any]) -> None:
    assert (r.id, r.object) == (body["id"], "model")


_OUTPUT_BLOCKS = {"text": "MessageOutputTextBlock", "tool_use": "MessageOutputToolUseBlock"}


def _check_message(r: Any, body: dict[str, Any]) -> None:
    assert (r.type, r.role, r.model) == ("message", "assistant", body["model"])
    # content is a union discriminated by ``type``: each block gets its own class
    assert [type(b).__name__ for b in r.content] == [
        _OUTPUT_BLOCKS[b["type"]] for b in body["content"]
    ]
    assert r.usage.input_tokens == body["usage"]["input_tokens"]


def _check_token_count(r: Any, body: dict[str, Any]) -> None:
    assert r.input_tokens == body["input_tokens"]


_MESSAGE_TOOL = {
    "name": "get_weather",
    "type": "custom",
    "description": "Current weather",
    "input_schema": _WEATHER_PARAMETERS,
    "cache_control": {"type": "ephemeral", "ttl": "5m"},
}

_MESSAGE_TURNS = [  # content blocks of several kinds of the discriminated union
    {
        "role": "user",
        "content": [
            {"type": "text", "text": "Weather where this is?", "cache_control": {"type": "ephemeral"}},
            {
                "type": "image",
                "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="},
            },
            {"type": "image", "source": {"type": "url", "url": "https://example.com/rome.png"}},
        ],
    },
    {
        "role": "assistant",
        "content": [
            {"type": "thinking", "thinking": "Rome, then the tool.", "signature": "sig-1"},
            {"type": "tool_use", "id": "toolu_1", "name": "get_weather", "input": {"location": "Rome"}},
        ],
    },
    {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": "toolu_1",
                "content": [{"type": "text", "text": "21 degrees"}],
                "is_error": False,
            }
        ],
    },
]

_HELLO = [{"role": "user", "content": "Hello, Claude!"}]
_SPEECH = ("speech.wav", WAV, "audio/wav")


def _audio_case(kind: str, verb: str) -> Case:
    """``audio.transcriptions.create`` or ``audio.translations.create`` (same fields)."""
    return Case(
        name=f"audio.{kind}s.create",
        method="post",
        path=f"/audio/{kind}s",
        response_model=f"{kind.capitalize()}Response",
        minimal={"model": "Whisper-Large-v3", "file": _SPEECH},
        full={
            "model": "Whisper-Large-v3",
            "file": _SPEECH,
            "prompt": f"Please {verb} carefully, including pauses and hesitations.",
            "language": "es",
            "response_format": "json",
            "stream": False,
            "stream_options": {"include_usage": "true"},
        },
        files=("file",),
        # every part is text, so a value outside the enum stands for a wrong type
        bad_value=("language", "xx"),
        required="model",  # "file" too, but see test_multipart_body_without_a_file_is_multipart
        check=_check_audio,
    )


CASES = (
    Case(
        name="completions.create",
        method="post",
        path="/completions",
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
        bad_value=("prompt", 42),
        required="prompt",
        check=_check_completion,
    ),
    Case(
        name="chat.completions.create",
        method="post",
        path="/chat/completions",
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
        bad_value=("messages", "Hi"),
        required="messages",
        check=_check_chat,
    ),
    Case(
        name="responses.create",
        method="post",
        path="/responses",
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
        bad_value=("input", 42),
        required="input",
        check=_check_response,
    ),
    Case(
        name="embeddings.create",
        method="post",
        path="/embeddings",
        response_model="EmbeddingsResponse",
        minimal={"model": "E5-Mistral-7B-Instruct", "input": "text to embed"},
        full={"model": "E5-Mistral-7B-Instruct", "input": ["text one", "text two"]},
        bad_value=("input", 42),
        required="input",
        check=_check_embeddings,
    ),
    _audio_case("transcription", "transcribe"),
    _audio_case("translation", "translate"),
    Case(
        name="models.list",
        method="get",
        path="/models",
        response_model="ModelMetadataList",
        minimal={},
        full={},
        check=_check_model_list,
    ),
    Case(
        name="models.retrieve",
        method="get",
        path="/models/{model_id}",
        response_model="ModelMetadata",
        minimal={},
        full={},
        args=("Meta-Llama-3.3-70B-Instruct",),
        sent_path="/models/Meta-Llama-3.3-70B-Instruct",
        check=_check_model,
    ),
    Case(
        name="messages.create",
        method="post",
        path="/messages",
        response_model="Message",
        minimal={
            "model": "DeepSeek-V3.1",
            "max_tokens": 1024,
            "messages": _HELLO,
            "anthropic_version": "2023-06-01",
        },
        full={
            "model": "DeepSeek-V3.1",
            "max_tokens": 256,
            "messages": _MESSAGE_TURNS,
            "system": [
                {"type": "text", "text": "Answer briefly.", "cache_control": {"type": "ephemeral"}}
            ],
            "temperature": 0.5,
            "top_p": 0.9,
            "top_k": 40,
            "stop_sequences": ["\n\nHuman:"],
            "stream": False,
            "metadata": {"user_id": "user-42"},
            "thinking": {"type": "disabled"},
            "tools": [_MESSAGE_TOOL],
            "tool_choice": {"type": "tool", "name": "get_weather", "disable_parallel_tool_use": True},
            "service_tier": "standard_only",
            "container": None,
            "anthropic_version": "2023-06-01",
        },
        headers={"anthropic_version": "anthropic-version"},
        bad_value=("max_tokens", "1024"),
        required="max_tokens",
        check=_check_message,
    ),
    Case(
        name="messages.count_tokens",
        method="post",
        path="/messages/count_tokens",
        response_model="MessageCountTokensResponse",
        minimal={"model": "DeepSeek-V3.1", "messages": _HELLO},
        full={
            "model": "DeepSeek-V3.1",
            "messages": _MESSAGE_TURNS,
            "system": "Answer briefly.",
            "thinking": {"type": "enabled", "budget_tokens": 2048},
            "tools": [_MESSAGE_TOOL],
            "tool_choice": {"type": "auto", "disable_parallel_tool_use": False},
            "anthropic_version": "2024-01-01",
        },
        headers={"anthropic_version": "anthropic-version"},
        bad_value=("messages", "Hello"),
        required="messages",
        check=_check_token_count,
    ),
)
CASE = {case.name: case for case in CASES}


def _component_example(document: dict[str, Any], name: str) -> Any:
    schema = document["components"]["schemas"][name]
    if "examples" in schema:
        return schema["examples"][0]
    return schema.get("example")


def documented_success(case: Case) -> tuple[str, Any]:
    """(component, example) of the operation's JSON 200: its ``$ref``, or the first branch of a
    ``oneOf`` (the full response; the second is the stream chunk), and the component's first
    example (``None`` when the spec has none: Prism then derives the body from the schema)."""
    schema = case.operation["responses"]["200"]["content"]["application/json"]["schema"]
    ref = schema["oneOf"][0]["$ref"] if "oneOf" in schema else schema["$ref"]
    name = ref.rsplit("/", 1)[1]
    return name, _component_example(case.document, name)


def expected_answer(case: Case, response: httpx.Response) -> Any:
    """The JSON Prism must have answered ``case`` with: the documented example, else (no
    example) the body it sent, which must then fit the generated model strictly."""
    name, example = documented_success(case)
    assert name == case.response_model
    if example is not None:
        return example
    body = response.json()
    TypeAdapter(getattr(sdk_types, name)).validate_python(body, strict=True)
    return body


def request_properties(document: dict[str, Any], case: Case) -> dict[str, Any]:
    """The body properties of ``case``'s operation in ``document`` (``$ref``/``allOf`` merged)."""
    content = document["paths"][case.path][case.method].get("requestBody", {}).get("content", {})
    out: dict[str, Any] = {}
    for media in content.values():
        for schema in _prism.object_schemas(document, media["schema"]):
            out.update(schema.get("properties") or {})
    return out


def _form_text(value: Any) -> str:
    """How a non-file field is written into its multipart part."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def assert_multipart(
    case: Case,
    parts: dict[str, Part],
    body: Mapping[str, Any],
    served: dict[str, Any],
    files: Mapping[str, tuple[str, str, bytes]] | None = None,
) -> None:
    """``parts`` carry ``body``: one part per field given (``None`` is not sent); file fields
    as file parts (``files``: field -> expected file name, content type and bytes, by default
    the ``(name, bytes, type)`` tuple passed), objects as JSON valid for the schema Prism could
    not check (``contentSchema`` of the ``served`` document), other values as text."""
    assert set(parts) == {k for k, v in body.items() if v is not None}
    props = request_properties(served, case)
    for name, value in body.items():
        if value is None:
            continue
        part = parts[name]
        if name in case.files:
            expected = (files or {}).get(name) or (value[0], value[2], value[1])
            assert (part.filename, part.content_type, part.value) == expected
        elif isinstance(value, Mapping):
            assert part.filename is None
            decoded = json.loads(part.value)
            assert decoded == value
            jsonschema.Draft202012Validator(props[name]["contentSchema"]).validate(decoded)
        else:
            assert (part.filename, part.content_type) == (None, None), name
            assert part.value.decode() == _form_text(value)


def assert_sent(case: Case, exchange: Exchange, kwargs: Mapping[str, Any], prism: Fleet) -> None:
    """The last request is ``case`` called with ``kwargs`` as the spec describes it: method,
    path, credentials, header parameters and body (JSON, multipart, or none)."""
    sent = exchange.last.request
    assert sent.method == case.method.upper()
    assert sent.url.raw_path.decode() == (case.sent_path or case.path)  # no query either
    assert sent.headers["authorization"] == f"Bearer {API_KEY}"
    for arg, header in case.headers.items():
        if arg in kwargs:
            assert sent.headers[header] == kwargs[arg]
        else:
            assert header not in sent.headers
    body = case.body(kwargs)
    if case.encoding == "json":
        assert exchange.request_json() == body
    elif case.encoding == "multipart":
        assert_multipart(case, exchange.parts(), body, prism.served_document(case.path))
    else:
        assert body == {}
        assert sent.content == b""
        assert "content-type" not in sent.headers


def sent_value(case: Case, exchange: Exchange, prop: str) -> Any:
    """``prop`` as the last request's body carried it (multipart: the part's text)."""
    if case.encoding == "multipart":
        parts = exchange.parts()
        return parts[prop].value.decode() if prop in parts else NOT_GIVEN
    return exchange.request_json().get(prop, NOT_GIVEN)


def test_every_documented_operation_has_a_case() -> None:
    documented = {
        (method, path)
        for doc in DOCUMENTS.values()
        for path, item in (doc.get("paths") or {}).items()
        for method in item
        if method in HTTP_METHODS
    }
    assert documented == {(case.method, case.path) for case in CASES}
    assert len(CASE) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_case_matches_its_operation(case: Case) -> None:
    """Path arguments, header parameters, body encoding and file fields are the spec's."""
    params = case.operation.get("parameters") or []
    path_params = [p["name"] for p in params if p["in"] == "path"]
    assert path_params == re.findall(r"\{(\w+)\}", case.path)
    assert len(case.args) == len(path_params)
    if case.args:
        assert case.sent_path == re.sub(
            r"\{\w+\}", lambda _: quote(str(case.args[0]), safe=""), case.path
        )
    headers = {p["name"] for p in params if p["in"] == "header"}
    assert dict(case.headers) == {h.replace("-", "_"): h for h in headers}
    content = list((case.operation.get("requestBody") or {}).get("content") or {})
    encodings = {"application/json": "json", "multipart/form-data": "multipart"}
    assert [encodings[c] for c in content] == ([case.encoding] if case.encoding else [])
    binary = {
        name
        for name, prop in request_properties(case.document, case).items()
        if prop.get("format") == "binary"
    }
    assert set(case.files) == binary
    # the case's calls go where the case says
    assert callable(case.bound(SambaNova(api_key=API_KEY)))


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
    for doc in DOCUMENTS.values():
        assert '"nullable"' not in json.dumps(_prism.prism_document(doc))


def test_multipart_object_fields_are_served_as_json_text() -> None:
    case = CASE["audio.transcriptions.create"]
    original = request_properties(case.document, case)
    served = request_properties(_prism.prism_document(case.document), case)
    assert original["stream_options"]["type"] == "object"
    options = served["stream_options"]
    assert {k: options[k] for k in ("type", "contentMediaType")} == {
        "type": "string",
        "contentMediaType": "application/json",
    }
    assert options["description"] == original["stream_options"]["description"]
    assert options["contentSchema"]["properties"]["include_usage"]["anyOf"][1] == {"type": "null"}
    changed = {name for name in original if served[name] != prism_compatible(original[name])}
    assert changed == {"stream_options"}
    for doc in DOCUMENTS.values():  # JSON bodies are left alone
        paths = doc.get("paths") or {}
        if not any("multipart/form-data" in json.dumps(item) for item in paths.values()):
            assert _prism.multipart_json_parts(doc) == doc


# --------------------------------------------------------------------------- success


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_call_returns_the_documented_answer(prism: Fleet, case: Case, mode: str) -> None:
    server = prism.serving(case.path)
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.bound(c)(**case.minimal), exchange)

    exchange.assert_accepted()
    assert len(exchange.responses) == 1
    assert exchange.last.status_code == 200
    assert exchange.last.headers["content-type"].startswith("application/json")
    assert_sent(case, exchange, case.minimal, prism)

    expected = expected_answer(case, exchange.last)
    assert type(result) is getattr(sdk_types, case.response_model)
    assert result.model_dump(mode="json", by_alias=True, exclude_unset=True) == expected
    case.check(result, expected)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_every_argument_is_sent_as_the_spec_describes(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    documented = set(request_properties(case.document, case)) | set(case.headers)
    assert set(case.full) == documented, "Case.full must set every body and header parameter"
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.bound(c)(**case.full), exchange)
    exchange.assert_accepted()
    assert_sent(case, exchange, case.full, prism)
    assert type(result) is getattr(sdk_types, case.response_model)


def _request_examples() -> list[Any]:
    """The request-body examples of the JSON operations.  The audio (multipart) ones are left
    out: they describe the file in words (``file: (binary audio file, e.g. "sample.wav")``),
    spell ``stream`` as a boolean and ask for a stream (``tests/test_examples.py`` lists them
    as invalid)."""
    out = []
    for case in CASES:
        if case.encoding != "json":
            continue
        body = case.operation["requestBody"]["content"]["application/json"]
        name = body["schema"]["$ref"].rsplit("/", 1)[1]
        schema = case.document["components"]["schemas"][name]
        for i, example in enumerate(schema.get("examples") or []):
            out.append(pytest.param(case, example, id=f"{name}#/examples/{i}"))
        if "example" in schema:
            out.append(pytest.param(case, schema["example"], id=f"{name}#/example"))
    return out


REQUEST_EXAMPLES = _request_examples()


def test_the_specs_have_request_examples() -> None:
    ids = {p.id for p in REQUEST_EXAMPLES}
    assert len(ids) == len(REQUEST_EXAMPLES) >= 6
    assert {p.values[0].name for p in REQUEST_EXAMPLES} >= {
        "embeddings.create",
        "messages.create",
        "messages.count_tokens",
    }


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("case", "example"), REQUEST_EXAMPLES)
async def test_documented_request_examples_are_sent_unchanged(
    prism: Fleet, case: Case, example: dict[str, Any], mode: str
) -> None:
    server = prism.serving(case.path)
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: case.bound(c)(**example), exchange)
    exchange.assert_accepted()
    assert exchange.request_json() == example
    assert type(result) is getattr(sdk_types, case.response_model)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_raw_response_gives_status_headers_and_the_parsed_model(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    exchange = Exchange([])
    raw = await call(
        mode, server.url, lambda c: case.bound(c, raw=True)(**case.minimal), exchange
    )
    exchange.assert_accepted()
    assert raw.status_code == 200
    assert raw.headers["content-type"].startswith("application/json")
    assert raw.http_request is exchange.last.request
    assert_sent(case, exchange, case.minimal, prism)
    parsed = raw.parse() if mode == "sync" else await raw.parse()
    assert type(parsed) is getattr(sdk_types, case.response_model)
    expected = expected_answer(case, exchange.last)
    assert parsed.model_dump(mode="json", by_alias=True, exclude_unset=True) == expected


# --------------------------------------------------------------------------- audio specifics


AUDIO_CASES = [case for case in CASES if case.files]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", AUDIO_CASES, ids=str)
async def test_audio_answers_text_when_asked(prism: Fleet, case: Case, mode: str) -> None:
    """``response_format="text"``: the answer is ``text/plain`` and the call returns ``str``
    (plain and raw).  Prism picks the documented media type by ``Accept``."""
    server = prism.serving(case.path)
    text = case.operation["responses"]["200"]["content"]["text/plain"]["schema"]["example"]
    kwargs = {**case.minimal, "response_format": "text"}
    accept = {"Accept": "text/plain"}
    exchange = Exchange([])
    result = await call(
        mode, server.url, lambda c: case.bound(c)(**kwargs, extra_headers=accept), exchange
    )
    assert_sent(case, exchange, kwargs, prism)
    raw = await call(
        mode,
        server.url,
        lambda c: case.bound(c, raw=True)(**kwargs, extra_headers=accept),
        exchange,
    )
    exchange.assert_accepted()
    assert [r.headers["content-type"].split(";")[0] for r in exchange.responses] == [
        "text/plain",
        "text/plain",
    ]
    assert type(result) is str and result == text
    assert raw.status_code == 200
    parsed = raw.parse() if mode == "sync" else await raw.parse()
    assert parsed == text


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("form", ["path", "bytes", "tuple", "open file"])
async def test_audio_file_argument_forms(
    prism: Fleet, form: str, mode: str, tmp_path: Path
) -> None:
    """``file`` takes a path, bytes, a ``(filename, bytes, content_type)`` tuple or an open
    binary file; each becomes one file part (named after the file, else after the field)."""
    case = CASE["audio.transcriptions.create"]
    server = prism.serving(case.path)
    path = tmp_path / "clip.wav"
    path.write_bytes(WAV)
    octets = "application/octet-stream"
    exchange = Exchange([])
    with path.open("rb") as opened:
        file, expected = {
            "path": (path, ("clip.wav", octets, WAV)),
            "bytes": (WAV, ("file", octets, WAV)),
            "tuple": (("speech.wav", WAV, "audio/wav"), ("speech.wav", "audio/wav", WAV)),
            "open file": (opened, ("clip.wav", octets, WAV)),
        }[form]
        result = await call(
            mode,
            server.url,
            lambda c: case.bound(c)(model="Whisper-Large-v3", file=file),
            exchange,
        )
    exchange.assert_accepted()
    assert_multipart(
        case,
        exchange.parts(),
        {"model": "Whisper-Large-v3", "file": file},
        prism.served_document(case.path),
        files={"file": expected},
    )
    assert type(result) is sdk_types.TranscriptionResponse


async def test_object_field_of_a_multipart_body_is_labelled_json(prism: Fleet) -> None:
    case = CASE["audio.transcriptions.create"]
    exchange = Exchange([])
    await call(
        "sync", prism.serving(case.path).url, lambda c: case.bound(c)(**case.full), exchange
    )
    exchange.assert_accepted()
    assert exchange.parts()["stream_options"].content_type == "application/json"


async def test_multipart_body_without_a_file_is_multipart(prism: Fleet) -> None:
    case = CASE["audio.transcriptions.create"]
    exchange = Exchange([])
    with pytest.raises(BadRequestError) as info:  # the file is required
        await call(
            "sync",
            prism.serving(case.path).url,
            lambda c: case.bound(c)(model="Whisper-Large-v3", file=NOT_GIVEN),
            exchange,
        )
    assert exchange.last.request.headers["content-type"].startswith("multipart/form-data")
    assert any(
        v["location"] == ["request", "body"] and "'file'" in v["message"]
        for v in _violations(info.value)
    ), _violations(info.value)


# --------------------------------------------------------------------------- path parameters


MODEL_ID = "my-org/Llama 3.3 70B?v=1#x%"  # reserved characters, a space, a percent sign
MODEL_ID_ENCODED = "my-org%2FLlama%203.3%2070B%3Fv%3D1%23x%25"


@pytest.mark.parametrize("mode", MODES)
async def test_path_parameter_is_percent_encoded(prism: Fleet, mode: str) -> None:
    """The id becomes one path segment: Prism receives it encoded, matches
    ``/models/{model_id}`` and answers with a ``ModelMetadata``."""
    case = CASE["models.retrieve"]
    server = prism.serving(case.path)
    since = server.log_size()
    exchange = Exchange([])
    result = await call(mode, server.url, lambda c: c.models.retrieve(MODEL_ID), exchange)
    exchange.assert_accepted()
    assert exchange.last.request.url.raw_path == f"/models/{MODEL_ID_ENCODED}".encode()
    server.wait_for_log(f"[HTTP SERVER] get /models/{MODEL_ID_ENCODED} ", since)
    assert type(result) is sdk_types.ModelMetadata

    with pytest.raises(ValueError, match="model_id"):  # refused before anything is sent
        await call(mode, server.url, lambda c: c.models.retrieve(""), exchange)
    assert len(exchange.responses) == 1


# --------------------------------------------------------------------------- rejected requests


def _violations(exc: APIStatusError) -> list[dict[str, Any]]:
    header = exc.response.headers.get("sl-violations")
    assert header, "Prism did not report what was wrong with the request"
    return list(json.loads(header))


def assert_parsed_error(case: Case, exc: APIStatusError) -> None:
    """``exc.parsed_body`` is the body as the type documented for its status and media type
    (the text for ``text/plain``), ``None`` for an undocumented status."""
    response = case.operation["responses"].get(str(exc.status_code))
    if response is None:
        assert exc.parsed_body is None
        return
    media_type = exc.response.headers["content-type"].split(";")[0]
    media = response["content"][media_type]
    if media_type == "text/plain":
        assert exc.parsed_body == exc.body
    else:
        assert isinstance(exc.parsed_body, _schema_type(media["schema"])), exc.parsed_body


BODY_CASES = [case for case in CASES if case.encoding]


def test_every_operation_with_a_body_has_invalid_requests() -> None:
    assert all(case.bad_value and case.required for case in BODY_CASES)
    assert {c.name for c in CASES if c.bad_value or c.required} == {c.name for c in BODY_CASES}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", BODY_CASES, ids=str)
async def test_request_with_an_invalid_property_is_rejected(
    prism: Fleet, case: Case, mode: str
) -> None:
    """A value of the wrong type (or, in multipart bodies, where every part is text, outside
    the enum) is rejected by Prism with a 400/422 and a body."""
    server = prism.serving(case.path)
    assert case.bad_value is not None
    prop, bad = case.bad_value
    exchange = Exchange([])
    with pytest.raises((BadRequestError, UnprocessableEntityError)) as info:
        await call(
            mode,
            server.url,
            lambda c: case.bound(c)(**case.minimal, extra_body={prop: bad}),
            exchange,
        )
    exc = info.value
    assert exc.status_code in (400, 422)
    assert exc.body  # the documented error body (or Prism's problem document)
    assert exc.message.startswith(f"Error code: {exc.status_code}")
    assert_parsed_error(case, exc)
    expected = _form_text(bad) if case.encoding == "multipart" else bad
    assert sent_value(case, exchange, prop) == expected
    assert any(
        v["location"] == ["request", "body", prop] and v["severity"] == "Error"
        for v in _violations(exc)
    ), _violations(exc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("case", BODY_CASES, ids=str)
async def test_request_missing_a_required_property_is_rejected(
    prism: Fleet, case: Case, mode: str
) -> None:
    server = prism.serving(case.path)
    assert case.required is not None
    required = case.required
    kwargs = {**case.minimal, required: NOT_GIVEN}  # NOT_GIVEN arguments are not sent
    exchange = Exchange([])
    with pytest.raises((BadRequestError, UnprocessableEntityError)) as info:
        await call(mode, server.url, lambda c: case.bound(c)(**kwargs), exchange)
    exc = info.value
    assert sent_value(case, exchange, required) is NOT_GIVEN
    assert exc.body
    assert_parsed_error(case, exc)
    assert any(
        v["location"] == ["request", "body"] and f"'{required}'" in v["message"]
        for v in _violations(exc)
    ), _violations(exc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", ["completions.create", "models.list"])
async def test_request_without_credentials_is_rejected(prism: Fleet, name: str, mode: str) -> None:
    case = CASE[name]
    server = prism.serving(case.path)
    with pytest.raises(AuthenticationError) as info:
        await call(
            mode,
            server.url,
            lambda c: case.bound(c)(**case.minimal),
            default_headers={"Authorization": Omit()},
        )
    exc = info.value
    assert "authorization" not in exc.request.headers
    assert exc.status_code == 401
    if "401" in case.operation["responses"]:  # Prism answers the documented 401 ...
        assert any(v["code"] == 401 for v in _violations(exc))
        assert_parsed_error(case, exc)
    else:  # ... or, for models, a problem document of its own
        assert "does not fullfil the security requirements" in exc.body["detail"]
        assert exc.parsed_body is None


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
        return f"{self.case.name} {self.status} {self.media_type}" + (
            f" {self.example}" if self.example else ""
        )


def _error_cases() -> list[ErrorCase]:
    out = []
    for case in CASES:
        for code, response in case.operation["responses"].items():
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
    "responses.create 404 application/json simple": "the 404 schema is GeneralError only (the "
    "other specs say oneOf GeneralError/SimpleError), the example is a SimpleError",
}


def test_invalid_documented_errors_exist() -> None:
    assert set(INVALID_DOCUMENTED_ERRORS) <= {str(e) for e in ERROR_CASES}


def test_error_cases_cover_every_documented_error_status() -> None:
    documented = {
        (method, path, int(code))
        for doc in DOCUMENTS.values()
        for path, item in (doc.get("paths") or {}).items()
        for method, operation in item.items()
        if method in HTTP_METHODS
        for code in operation["responses"]
        if int(code) >= 400
    }
    assert {(e.case.method, e.case.path, e.status) for e in ERROR_CASES} == documented
    assert {e.status for e in ERROR_CASES} >= {400, 401, 403, 404, 408, 410, 413, 429, 500, 501}


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
            lambda c: err.case.bound(c)(**err.case.minimal, extra_headers=headers),
            exchange,
        )
    exc = info.value
    invalid = str(err) in INVALID_DOCUMENTED_ERRORS
    exchange.assert_accepted(response_violations=invalid)
    assert len(exchange.responses) == 1  # max_retries=0
    assert type(exc) is expected_error_class(err.status)
    assert exc.status_code == err.status
    assert exc.response.headers["content-type"].split(";")[0] == err.media_type

    if err.media_type == "text/plain":
        assert isinstance(exc.body, str) and exc.body
        documented = err.media["schema"].get("example")
        if documented is not None:
            assert exc.body == documented
        assert exc.parsed_body == exc.body
        assert exc.message == f"Error code: {err.status} - {exc.body.strip()}"
        return

    assert isinstance(exc.body, dict)
    if err.example is not None:
        assert exc.body == err.media["examples"][err.example]["value"]
    else:  # generated by Prism from the schema: must fit the generated error models
        TypeAdapter(_schema_type(err.media["schema"])).validate_python(exc.body, strict=True)
    documented_type = _schema_type(err.media["schema"])
    assert isinstance(exc.parsed_body, documented_type), exc.parsed_body
    if not invalid:
        dumped = exc.parsed_body.model_dump(mode="json", by_alias=True, exclude_unset=True)
        assert dumped == exc.body
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
            lambda c: case.bound(c)(**case.minimal, extra_headers=headers),
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
        real_free_port = _prism._free_port
        monkeypatch.setattr(_prism, "_free_port", lambda: next(ports, None) or real_free_port())
        with running({spec: spec}, tmp_path) as servers:
            server = servers[spec]
            assert server.url != f"http://127.0.0.1:{taken.getsockname()[1]}"
            assert _prism._answers(server)
        assert "EADDRINUSE" in (tmp_path / f"{spec.stem}.0.log").read_text()
        assert server.process.poll() is not None
