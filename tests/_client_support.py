"""Shared helpers of the behaviour tests of the generated client (``tests/test_client_*.py``).

Everything goes through ``httpx.MockTransport``: a :class:`Server` answers from a script of
replies and records every request; each body it hands out is a :class:`TrackedBody` that records
whether it was closed and can be cut into arbitrary chunks or broken mid-way.  A :class:`Harness`
builds the sync or the async client around it (with a fake sleep that only records delays), so
one test body covers both flavours: ``await h.call(lambda c: c.chat.completions.create(...))``.
"""

from __future__ import annotations

import copy
import inspect
import json
import random
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from typing import Any

import httpx
from sambanova_sdk import AsyncSambaNova, SambaNova

API_KEY = "sk-test-4f1c9a7e2b8d4c11"
BASE_URL = "https://api.sambanova.ai/v1"
CHAT_URL = f"{BASE_URL}/chat/completions"
MODEL = "gpt-oss-120b"
MESSAGES = [{"role": "user", "content": "create a poem using palindromes"}]

# ---- bodies copied from the examples in specs/*.yaml ---------------------------------------

CHAT_RESPONSE: dict[str, Any] = {
    "choices": [
        {
            "finish_reason": "stop",
            "index": 0,
            "message": {"content": "Hello! How can I assist you today?", "role": "assistant"},
            "logprobs": None,
        }
    ],
    "created": 1737583288.6076705,
    "id": "83a7809d-e18f-44f9-9ab7-2bc494c6c661",
    "model": "gpt-oss-120b",
    "object": "chat.completion",
    "system_fingerprint": "fastcoe",
    "usage": {
        "acceptance_rate": 4.058139324188232,
        "completion_tokens": 350,
        "completion_tokens_after_first_per_sec": 248.09314856382406,
        "completion_tokens_per_sec": 238.91966176995348,
        "end_time": 1737583289.7345645,
        "is_last_response": True,
        "prompt_tokens": 43,
        "start_time": 1737583288.264706,
        "time_to_first_token": 0.06312894821166992,
        "total_latency": 1.4649275719174653,
        "total_tokens": 393,
        "total_tokens_per_sec": 268.27264878740493,
    },
}


def _chunk(delta: dict[str, Any], finish_reason: str | None = None) -> dict[str, Any]:
    return {
        "choices": [{"delta": delta, "index": 0, "finish_reason": finish_reason, "logprobs": None}],
        "created": 1737642515.6076705,
        "id": "15fcaba4-1c4a-48fc-bc6e-05b55ddfb30b",
        "model": "gpt-oss-120b",
        "object": "chat.completion.chunk",
        "system_fingerprint": "fastcoe",
    }


CHAT_CHUNKS: list[dict[str, Any]] = [
    _chunk({"role": "assistant", "content": ""}),
    _chunk({"role": "assistant", "content": "in"}),
    _chunk({"content": " madam moon’s silver glow"}),  # non-ASCII: split inside a character
    _chunk({"content": ""}, "length"),
    {
        "choices": [],
        "created": 1737642515.6076705,
        "id": "15fcaba4-1c4a-48fc-bc6e-05b55ddfb30b",
        "model": "gpt-oss-120b",
        "object": "chat.completion.chunk",
        "system_fingerprint": "fastcoe",
        "usage": {"acceptance_rate": 3, "completion_tokens": 100, "is_last_response": True, "prompt_tokens": 43, "total_tokens": 143},
    },
]
CHAT_TEXT = "in madam moon’s silver glow"

COMPLETION_RESPONSE: dict[str, Any] = {
    "choices": [{"finish_reason": "stop", "index": 0, "text": "In madam moon's silver glow,  Aha, a palindrome to know"}],
    "created": 1737583288.6076705,
    "id": "83a7809d-e18f-44f9-9ab7-2bc494c6c661",
    "model": "gpt-oss-120b",
    "object": "chat.completion",
    "system_fingerprint": "fastcoe",
    "usage": {"completion_tokens": 350, "prompt_tokens": 43, "total_tokens": 393},
}

RESPONSE_OBJECT: dict[str, Any] = {
    "id": "resp_18cb0a9a457241f5b0383ebeee31b80d",
    "object": "response",
    "created_at": 1775853213,
    "completed_at": 1775853214,
    "status": "completed",
    "model": "gpt-oss-120b",
    "output": [
        {
            "id": "msg_c1eb06dccbc64f469533bb51be664a9e",
            "type": "message",
            "role": "assistant",
            "status": "completed",
            "content": [
                {
                    "type": "output_text",
                    "annotations": [],
                    "logprobs": [],
                    "text": "Under a moonlit canopy of twinkling stars, a silver-mane unicorn tiptoed into the meadow.",
                }
            ],
        }
    ],
    "usage": {
        "input_tokens": 78,
        "output_tokens": 126,
        "total_tokens": 204,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens_details": {"reasoning_tokens": 48},
    },
    "error": None,
    "incomplete_details": None,
    "instructions": None,
    "metadata": {},
    "parallel_tool_calls": True,
    "tool_choice": "auto",
    "tools": [],
    "temperature": 1,
    "top_p": 1,
    "frequency_penalty": 0,
    "presence_penalty": 0,
    "reasoning": {"effort": "medium", "summary": None},
    "text": {"format": {"type": "text"}},
    "truncation": "disabled",
    "store": False,
    "background": False,
    "service_tier": "free",
    "user": None,
    "previous_response_id": None,
}


def _in_progress() -> dict[str, Any]:
    r = copy.deepcopy(RESPONSE_OBJECT)
    r.update(status="in_progress", output=[], usage=None)
    del r["completed_at"]
    return r


RESPONSE_EVENTS: list[dict[str, Any]] = [
    {"type": "response.created", "sequence_number": 0, "response": _in_progress()},
    {
        "type": "response.output_text.delta",
        "sequence_number": 10,
        "item_id": "msg_c1eb06dccbc64f469533bb51be664a9e",
        "output_index": 1,
        "content_index": 0,
        "delta": "Under a moonlit canopy of twinkling stars,",
        "annotations": [],
        "logprobs": [],
    },
    {"type": "response.completed", "sequence_number": 11, "response": RESPONSE_OBJECT},
]

ERROR_400 = {
    "error": {
        "message": "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
        "type": "invalid_request_error",
        "param": "messages",
        "code": "empty_array",
    },
    "request_id": "d79vdot7os633dverihg",
}


def sse(*payloads: object, done: bool = True, event: str | None = None, eol: str = "\n") -> bytes:
    """A server-sent-events body: one ``data:`` event per payload (dicts as JSON, ``str`` as is),
    then ``data: [DONE]``."""
    out = []
    for p in payloads:
        data = p if isinstance(p, str) else json.dumps(p, ensure_ascii=False)
        head = f"event: {event}{eol}" if event else ""
        out.append(f"{head}data: {data}{eol}{eol}")
    if done:
        out.append(f"data: [DONE]{eol}{eol}")
    return "".join(out).encode("utf-8")


# ---- transport -----------------------------------------------------------------------------


class TrackedBody(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A response body for sync and async clients that records ``close``.

    Args:
        data: the bytes.
        chunks: how to cut them: ``None`` (one chunk), an ``int`` size, or a ``random.Random``
            (random sizes 1..17).
        error: raised after the last chunk (a connection that broke mid-body).
    """

    def __init__(self, data: bytes, chunks: int | random.Random | None = None, error: BaseException | None = None) -> None:
        self.data = data
        self.error = error
        self.closed = False
        self.chunks_read = 0
        if chunks is None:
            self._chunks = [data] if data else []
        elif isinstance(chunks, int):
            self._chunks = [data[i : i + chunks] for i in range(0, len(data), chunks)]
        else:
            self._chunks = []
            i = 0
            while i < len(data):
                n = chunks.randint(1, 17)
                self._chunks.append(data[i : i + n])
                i += n

    def _items(self) -> Iterator[bytes]:
        for c in self._chunks:
            self.chunks_read += 1
            yield c
        if self.error is not None:
            raise self.error

    def __iter__(self) -> Iterator[bytes]:
        yield from self._items()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for c in self._items():
            yield c

    def close(self) -> None:
        self.closed = True

    async def aclose(self) -> None:
        self.closed = True


class Reply:
    """One scripted answer: status, headers and body (JSON, text or bytes), optionally chunked
    or broken (see :class:`TrackedBody`)."""

    def __init__(
        self,
        status: int = 200,
        json_body: object = None,
        *,
        text: str | None = None,
        content: bytes | None = None,
        headers: dict[str, str] | None = None,
        chunks: int | random.Random | None = None,
        error: BaseException | None = None,
    ) -> None:
        self.status = status
        self.headers = dict(headers or {})
        if content is not None:
            self.content = content
            self.headers.setdefault("content-type", "text/event-stream")
        elif text is not None:
            self.content = text.encode("utf-8")
            self.headers.setdefault("content-type", "text/plain")
        elif json_body is not None:
            self.content = json.dumps(json_body, ensure_ascii=False).encode("utf-8")
            self.headers.setdefault("content-type", "application/json")
        else:
            self.content = b""
        self.chunks = chunks
        self.error = error


def stream_reply(*payloads: object, done: bool = True, **kwargs: Any) -> Reply:
    """A 200 ``text/event-stream`` reply carrying ``payloads``."""
    return Reply(200, content=sse(*payloads, done=done), **kwargs)


Script = Reply | BaseException | Callable[[httpx.Request], "Reply | httpx.Response"]


class Server:
    """The handler of an ``httpx.MockTransport``: answers with ``replies`` in order (the last
    one repeats) and records every request and every body it hands out."""

    def __init__(self, *replies: Script) -> None:
        self.replies = list(replies) or [Reply(200, CHAT_RESPONSE)]
        self.requests: list[httpx.Request] = []
        self.bodies: list[TrackedBody] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        i = len(self.requests) - 1
        script = self.replies[min(i, len(self.replies) - 1)]
        if isinstance(script, BaseException):
            raise script
        reply = script(request) if callable(script) and not isinstance(script, Reply) else script
        if isinstance(reply, httpx.Response):
            return reply
        assert isinstance(reply, Reply)
        body = TrackedBody(reply.content, reply.chunks, reply.error)
        self.bodies.append(body)
        return httpx.Response(reply.status, headers=reply.headers, stream=body, request=request)

    def body(self, i: int = -1) -> Any:
        """The JSON body of request ``i``."""
        return json.loads(self.requests[i].content)


class Harness:
    """A sync or async client (``mode``) around a :class:`Server` with a recording fake sleep."""

    def __init__(self, mode: str, *replies: Script, api_key: str | None = API_KEY, **client_kwargs: Any) -> None:
        self.is_async = mode == "async"
        self.server = Server(*replies)
        self.sleeps: list[float] = []
        transport = httpx.MockTransport(self.server)
        kwargs: dict[str, Any] = dict(client_kwargs)
        if api_key is not None:
            kwargs["api_key"] = api_key
        self.client: Any
        if self.is_async:
            self.http_client: Any = httpx.AsyncClient(transport=transport)
            self.client = AsyncSambaNova(http_client=self.http_client, **kwargs)

            async def fake_sleep(seconds: float) -> None:
                self.sleeps.append(seconds)

            self.client._sleep_fn = fake_sleep
        else:
            self.http_client = httpx.Client(transport=transport)
            self.client = SambaNova(http_client=self.http_client, **kwargs)
            self.client._sleep_fn = self.sleeps.append
        self.client._random = lambda: 0.0

    @property
    def requests(self) -> list[httpx.Request]:
        return self.server.requests

    async def call(self, fn: Callable[[Any], Any]) -> Any:
        """``fn(client)``, awaited for the async client."""
        result = fn(self.client)
        if inspect.isawaitable(result):
            result = await result
        return result

    async def chat(self, client: Any = None, **kwargs: Any) -> Any:
        """``chat.completions.create(model=MODEL, messages=MESSAGES, **kwargs)``."""
        kwargs.setdefault("model", MODEL)
        kwargs.setdefault("messages", MESSAGES)
        c = client if client is not None else self.client
        result = c.chat.completions.create(**kwargs)
        if inspect.isawaitable(result):
            result = await result
        return result

    async def collect(self, stream: Any, limit: int | None = None) -> list[Any]:
        """The items of a ``Stream``/``AsyncStream`` (or any iterator), at most ``limit``."""
        out: list[Any] = []
        if hasattr(stream, "__aiter__"):
            async for item in stream:
                out.append(item)
                if limit is not None and len(out) >= limit:
                    break
        else:
            for item in stream:
                out.append(item)
                if limit is not None and len(out) >= limit:
                    break
        return out

    async def drain(self, stream: Any) -> tuple[list[Any], BaseException | None]:
        """The items of a stream up to the exception that ended it (``None`` at a normal end)."""
        out: list[Any] = []
        try:
            if hasattr(stream, "__aiter__"):
                async for item in stream:
                    out.append(item)
            else:
                for item in stream:
                    out.append(item)  # noqa: PERF402
        except Exception as exc:  # noqa: BLE001 - returned for the test to check
            return out, exc
        return out, None

    @staticmethod
    async def maybe_await(value: Any) -> Any:
        if inspect.isawaitable(value):
            return await value
        return value


def text_of(chunks: Sequence[Any]) -> str:
    """The concatenated ``delta.content`` of chat chunks."""
    return "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
