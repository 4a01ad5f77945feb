"""The whole SambaNova surface through httpx.MockTransport: every operation's exact request
and parsed answer, including the constructs beyond chat (multipart files, text/plain or JSON
answers, GET with a percent-encoded path parameter, header parameters, discriminated unions,
the messages event vocabulary).  Sync and async."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
import sambanova_sdk
from pydantic import TypeAdapter, ValidationError
from sambanova_sdk import AsyncSambaNova, SambaNova
from sambanova_sdk import types as t

Handler = Callable[[httpx.Request], httpx.Response]


class Recorder:
    """A MockTransport handler that records requests and answers from a queue."""

    def __init__(self, *responses: httpx.Response | Callable[[httpx.Request], httpx.Response]) -> None:
        self.responses = list(responses)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        r = self.responses.pop(0) if len(self.responses) > 1 else self.responses[0]
        return r(request) if callable(r) else r


def sync_client(rec: Recorder) -> SambaNova:
    return SambaNova(api_key="sk-test", http_client=httpx.Client(transport=httpx.MockTransport(rec)))


def async_client(rec: Recorder) -> AsyncSambaNova:
    return AsyncSambaNova(api_key="sk-test", http_client=httpx.AsyncClient(transport=httpx.MockTransport(rec)))


def multipart_parts(request: httpx.Request) -> dict[str, list[dict[str, Any]]]:
    """Decode a multipart/form-data body into name -> [{filename, content_type, data}]."""
    ctype = request.headers["content-type"]
    assert ctype.startswith("multipart/form-data; boundary=")
    boundary = ctype.split("boundary=")[1].encode()
    parts: dict[str, list[dict[str, Any]]] = {}
    for chunk in request.content.split(b"--" + boundary)[1:-1]:
        head, _, data = chunk.strip(b"\r\n").partition(b"\r\n\r\n")
        headers = dict(line.split(b": ", 1) for line in head.split(b"\r\n"))
        disp = headers[b"Content-Disposition"].decode()
        name = disp.split('name="')[1].split('"')[0]
        filename = disp.split('filename="')[1].split('"')[0] if "filename=" in disp else None
        parts.setdefault(name, []).append({"filename": filename, "content_type": headers.get(b"Content-Type", b"").decode() or None, "data": data})
    return parts


EMBEDDINGS = {"object": "list", "model": "E5-Mistral-7B-Instruct", "data": [{"object": "embedding", "index": 0, "embedding": [0.1, -0.2]}], "usage": {"prompt_tokens": 3, "total_tokens": 3}}
TRANSCRIPTION = {"text": "es un sonido"}
MODEL = {"id": "Meta-Llama-3.3-70B-Instruct", "object": "model", "owned_by": "SambaNova", "context_length": 131072}
MESSAGE = {
    "id": "msg_1",
    "type": "message",
    "role": "assistant",
    "model": "DeepSeek-V3.1",
    "content": [{"type": "text", "text": "Hello!"}, {"type": "tool_use", "id": "tu_1", "name": "get_weather", "input": {"city": "Paris"}}],
    "stop_reason": "end_turn",
    "stop_sequence": None,
    "usage": {"input_tokens": 10, "output_tokens": 5},
}


# --- embeddings ------------------------------------------------------------------------


def test_embeddings_create_sends_json_and_parses_plain_ref_response() -> None:
    rec = Recorder(httpx.Response(200, json=EMBEDDINGS))
    r = sync_client(rec).embeddings.create(model="E5-Mistral-7B-Instruct", input=["a", "b"])
    req = rec.requests[0]
    assert (req.method, str(req.url)) == ("POST", "https://api.sambanova.ai/v1/embeddings")
    assert json.loads(req.content) == {"model": "E5-Mistral-7B-Instruct", "input": ["a", "b"]}
    assert isinstance(r, t.EmbeddingsResponse)
    assert r.data[0].embedding == [0.1, -0.2]


# --- audio (multipart) -----------------------------------------------------------------


@pytest.mark.parametrize("kind", ["path", "bytes", "tuple", "file"])
def test_transcription_sends_the_file_part_in_every_accepted_form(kind: str, tmp_path: Path) -> None:
    audio = b"RIFF....WAVEfmt "
    path = tmp_path / "sample.wav"
    path.write_bytes(audio)
    file: Any = {
        "path": path,
        "bytes": audio,
        "tuple": ("clip.wav", audio, "audio/wav"),
        "file": open(path, "rb"),  # noqa: SIM115 - closed below
    }[kind]
    rec = Recorder(httpx.Response(200, json=TRANSCRIPTION))
    try:
        r = sync_client(rec).audio.transcriptions.create(file=file, model="Whisper-Large-v3", language="es", prompt="p")
    finally:
        if kind == "file":
            file.close()
    req = rec.requests[0]
    assert str(req.url) == "https://api.sambanova.ai/v1/audio/transcriptions"
    parts = multipart_parts(req)
    assert parts["file"][0]["data"] == audio
    assert parts["file"][0]["filename"] == {"path": "sample.wav", "bytes": "file", "tuple": "clip.wav", "file": "sample.wav"}[kind]
    assert parts["file"][0]["content_type"] == {"tuple": "audio/wav"}.get(kind, "application/octet-stream")
    assert parts["model"] == [{"filename": None, "content_type": None, "data": b"Whisper-Large-v3"}]
    assert parts["language"][0]["data"] == b"es"
    assert "stream" not in parts
    assert isinstance(r, t.TranscriptionResponse) and r.text == "es un sonido"


def test_transcription_text_answer_is_a_str_chosen_by_content_type() -> None:
    rec = Recorder(httpx.Response(200, text="It's a bell.", headers={"content-type": "text/plain; charset=utf-8"}))
    r = sync_client(rec).audio.translations.create(file=b"x", model="Whisper-Large-v3", response_format="text")
    assert r == "It's a bell."
    assert multipart_parts(rec.requests[0])["response_format"][0]["data"] == b"text"


def test_transcription_stream_sends_boolean_form_field_and_yields_chunks() -> None:
    chunk = {"choices": [{"delta": {"content": "es un"}, "index": 0}], "created": 1.5, "id": "1", "model": "Whisper-Large-v3", "object": "chat.completion.chunk", "system_fingerprint": "f"}
    body = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()
    rec = Recorder(httpx.Response(200, content=body, headers={"content-type": "text/event-stream"}))
    with sync_client(rec).audio.transcriptions.create(file=b"x", model="Whisper-Large-v3", stream=True) as stream:
        chunks = list(stream)
    assert multipart_parts(rec.requests[0])["stream"][0]["data"] == b"true"
    assert [type(c).__name__ for c in chunks] == ["TranscriptionStreamResponse"]
    assert chunks[0].choices[0].delta.content == "es un"


async def test_async_transcription_reads_path_and_parses_json(tmp_path: Path) -> None:
    path = tmp_path / "a.mp3"
    path.write_bytes(b"ID3")
    rec = Recorder(httpx.Response(200, json=TRANSCRIPTION))
    async with async_client(rec) as client:
        r = await client.audio.transcriptions.create(file=path, model="Whisper-Large-v3")
    assert multipart_parts(rec.requests[0])["file"][0] == {"filename": "a.mp3", "content_type": "application/octet-stream", "data": b"ID3"}
    assert isinstance(r, t.TranscriptionResponse)


def test_file_of_the_wrong_type_is_a_type_error_before_sending() -> None:
    rec = Recorder(httpx.Response(200, json=TRANSCRIPTION))
    with pytest.raises(TypeError, match="file"):
        sync_client(rec).audio.transcriptions.create(file="not a path", model="Whisper-Large-v3")  # type: ignore[arg-type]
    assert rec.requests == []


# --- models (GET) ----------------------------------------------------------------------


def test_models_list_and_retrieve_with_percent_encoded_path_parameter() -> None:
    rec = Recorder(
        httpx.Response(200, json={"object": "list", "data": [MODEL]}),
        httpx.Response(200, json=MODEL),
    )
    client = sync_client(rec)
    listed = client.models.list()
    got = client.models.retrieve("org/Meta Llama?x=1")
    assert [r.method for r in rec.requests] == ["GET", "GET"]
    assert str(rec.requests[0].url) == "https://api.sambanova.ai/v1/models"
    assert rec.requests[1].url.raw_path == b"/v1/models/org%2FMeta%20Llama%3Fx%3D1"
    assert rec.requests[0].content == b"" and "content-type" not in rec.requests[0].headers
    assert isinstance(listed, t.ModelMetadataList) and listed.data[0].id == MODEL["id"]
    assert isinstance(got, t.ModelMetadata) and got.context_length == 131072


@pytest.mark.parametrize(("value", "raw"), [(".", b"/v1/models/%2E"), ("..", b"/v1/models/%2E%2E"), ("...", b"/v1/models/..."), ("a..b", b"/v1/models/a..b")])
def test_dot_segment_values_cannot_climb_out_of_the_path(value: str, raw: bytes) -> None:
    rec = Recorder(httpx.Response(200, json=MODEL))
    sync_client(rec).models.retrieve(value)
    assert rec.requests[0].url.raw_path == raw


def test_retrieve_accepts_the_path_parameter_by_keyword_and_rejects_empty() -> None:
    rec = Recorder(httpx.Response(200, json=MODEL))
    client = sync_client(rec)
    client.models.retrieve(model_id="m")
    assert rec.requests[0].url.path == "/v1/models/m"
    with pytest.raises(ValueError, match="model_id"):
        client.models.retrieve("")


def test_models_retrieve_404_is_not_found_error() -> None:
    rec = Recorder(httpx.Response(404, json={"error": "Model not found"}))
    with pytest.raises(sambanova_sdk.NotFoundError) as e:
        sync_client(rec).models.retrieve("nope")
    assert e.value.status_code == 404 and e.value.body == {"error": "Model not found"}
    assert "Model not found" in str(e.value)


async def test_async_models_list() -> None:
    rec = Recorder(httpx.Response(200, json={"object": "list", "data": [MODEL, {**MODEL, "id": "b"}]}))
    async with async_client(rec) as client:
        listed = await client.models.list()
    assert [m.id for m in listed.data] == [MODEL["id"], "b"]


# --- messages --------------------------------------------------------------------------


def test_messages_create_sends_header_parameter_and_parses_discriminated_content() -> None:
    rec = Recorder(httpx.Response(200, json=MESSAGE))
    r = sync_client(rec).messages.create(
        model="DeepSeek-V3.1",
        max_tokens=64,
        messages=[{"role": "user", "content": "Hello"}],
        anthropic_version="2023-06-01",
    )
    req = rec.requests[0]
    assert req.headers["anthropic-version"] == "2023-06-01"
    assert json.loads(req.content) == {"model": "DeepSeek-V3.1", "max_tokens": 64, "messages": [{"role": "user", "content": "Hello"}]}
    assert isinstance(r, t.Message)
    assert [type(b).__name__ for b in r.content] == ["MessageOutputTextBlock", "MessageOutputToolUseBlock"]
    assert r.content[1].input == {"city": "Paris"}  # type: ignore[union-attr]


def test_header_parameter_not_passed_is_not_sent() -> None:
    rec = Recorder(httpx.Response(200, json={"input_tokens": 12}))
    r = sync_client(rec).messages.count_tokens(model="DeepSeek-V3.1", messages=[{"role": "user", "content": "Hi"}])
    assert "anthropic-version" not in rec.requests[0].headers
    assert str(rec.requests[0].url) == "https://api.sambanova.ai/v1/messages/count_tokens"
    assert isinstance(r, t.MessageCountTokensResponse) and r.input_tokens == 12


def test_unknown_union_tag_falls_back_in_responses_and_strict_mode_names_the_tag() -> None:
    body = {**MESSAGE, "content": [{"type": "hologram", "frames": 3}, {"type": "text", "text": "ok"}]}
    r = sync_client(Recorder(httpx.Response(200, json=body))).messages.create(model="m", max_tokens=1, messages=[{"role": "user", "content": "x"}])
    assert r.content[0].type == "hologram" and r.content[0].frames == 3  # type: ignore[union-attr]
    assert type(r.content[1]).__name__ == "MessageOutputTextBlock"
    assert r.to_dict()["content"][0] == {"type": "hologram", "frames": 3}
    strict = SambaNova(api_key="k", strict_response_validation=True, http_client=httpx.Client(transport=httpx.MockTransport(Recorder(httpx.Response(200, json=body)))))
    with pytest.raises(sambanova_sdk.APIResponseValidationError, match="hologram"):
        strict.messages.create(model="m", max_tokens=1, messages=[{"role": "user", "content": "x"}])


def test_discriminated_union_picks_the_class_by_tag() -> None:
    adapter = TypeAdapter(t.MessageContentBlockDelta)
    assert type(adapter.validate_python({"type": "text_delta", "text": "a"})).__name__ == "MessageContentBlockTextDelta"
    assert type(adapter.validate_python({"type": "input_json_delta", "partial_json": "{"})).__name__ == "MessageContentBlockInputJsonDelta"
    with pytest.raises(ValidationError, match="sparkle"):
        adapter.validate_python({"type": "sparkle"})


MESSAGE_STREAM = """event: message_start
data: {"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant", "model": "DeepSeek-V3.1", "content": [], "stop_reason": null, "stop_sequence": null, "usage": {"input_tokens": 10, "output_tokens": 1}}}

event: content_block_start
data: {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}

event: ping
data: {"type": "ping"}

event: content_block_delta
data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Hello"}}

event: content_block_delta
data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "!"}}

event: content_block_stop
data: {"type": "content_block_stop", "index": 0}

event: message_delta
data: {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": null}, "usage": {"output_tokens": 2}}

event: message_stop
data: {"type": "message_stop"}

"""


def test_messages_stream_yields_events_typed_by_their_type() -> None:
    rec = Recorder(httpx.Response(200, content=MESSAGE_STREAM.encode(), headers={"content-type": "text/event-stream"}))
    stream = sync_client(rec).messages.create(model="m", max_tokens=8, messages=[{"role": "user", "content": "Hi"}], stream=True)
    events = list(stream)
    assert json.loads(rec.requests[0].content)["stream"] is True
    assert rec.requests[0].headers["accept"] == "text/event-stream"
    assert [type(e).__name__ for e in events] == [
        "MessageStartEvent",
        "MessageContentBlockStartEvent",
        "MessagePingEvent",
        "MessageContentBlockDeltaEvent",
        "MessageContentBlockDeltaEvent",
        "MessageContentBlockStopEvent",
        "MessageDeltaEvent",
        "MessageStopEvent",
    ]
    text = "".join(e.delta.text for e in events if isinstance(e, t.MessageContentBlockDeltaEvent))  # type: ignore[union-attr]
    assert text == "Hello!"
    assert stream.response.is_closed


async def test_async_messages_stream_error_event_raises_typed_error() -> None:
    body = MESSAGE_STREAM.split("event: content_block_delta")[0] + 'event: error\ndata: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}\n\n'
    rec = Recorder(httpx.Response(200, content=body.encode(), headers={"content-type": "text/event-stream"}))
    seen = []
    async with async_client(rec) as client:
        stream = await client.messages.create(model="m", max_tokens=8, messages=[{"role": "user", "content": "Hi"}], stream=True)
        with pytest.raises(sambanova_sdk.APIStatusError) as e:
            async for event in stream:
                seen.append(type(event).__name__)
    assert seen == ["MessageStartEvent", "MessageContentBlockStartEvent", "MessagePingEvent"]
    assert e.value.status_code == 529
    assert e.value.body == {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
    assert "Overloaded" in str(e.value)
    assert stream.response.is_closed


def test_request_params_accept_pydantic_models() -> None:
    rec = Recorder(httpx.Response(200, json={"input_tokens": 1}))
    msg = t.MessageInputMessage.model_validate({"role": "user", "content": "Hi"})
    sync_client(rec).messages.count_tokens(model="m", messages=[msg])  # type: ignore[list-item]
    assert json.loads(rec.requests[0].content)["messages"] == [{"role": "user", "content": "Hi"}]


def test_every_operation_is_reachable_sync_and_async() -> None:
    calls = {
        ("chat", "completions", "create"),
        ("completions", "create"),
        ("responses", "create"),
        ("embeddings", "create"),
        ("audio", "transcriptions", "create"),
        ("audio", "translations", "create"),
        ("models", "list"),
        ("models", "retrieve"),
        ("messages", "create"),
        ("messages", "count_tokens"),
    }
    for client in (SambaNova(api_key="k"), AsyncSambaNova(api_key="k")):
        for path in calls:
            obj: Any = client
            for part in path:
                obj = getattr(obj, part)
            assert callable(obj), path
    _ = io
