"""A 2xx answer that does not validate, or is no value of ``parse(to=...)``, raises
``APIResponseValidationError`` with the client's key masked in its message however the
message quotes or cuts the server's text (hostile review 7, against a real local socket).

pydantic cuts a long input in its middle (``'sk-live-Q7x...Yb4'``) and ``repr`` writes a quote
as ``\\'``: a key masked after either is no longer matched, and 20 to 44 of its characters were
shown.  The message is now built from pydantic's errors with every string masked first."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import pytest
from _live_server import LiveServer, Req, Route
from sambanova_sdk import APIResponseValidationError, AsyncSambaNova, SambaNova

KEY = "sk-live-Q7xZp93LmNv2Rt8KwYb4"
QUOTED = "kq\"7x/Zp93Lm'Nv2Rt8"  # both quotes: repr writes the ' as \'


def _client(mode: str, route: Route, key: str = KEY, **kwargs: Any) -> Any:
    cls = AsyncSambaNova if mode == "async" else SambaNova
    return cls(api_key=key, base_url=route.base_url, timeout=10.0, max_retries=0, **kwargs)


async def _maybe(value: Any) -> Any:
    return await value if asyncio.iscoroutine(value) else value


def _pieces(key: str, message: str) -> list[str]:
    """The 6-character pieces of ``key`` that ``message`` shows."""
    return [key[i : i + 6] for i in range(len(key) - 5) if key[i : i + 6] in message]


@pytest.mark.parametrize(
    ("body", "strict"),
    [
        ([KEY, KEY], False),  # the top level mismatches: pydantic cuts the list's repr
        ({"id": {"owned_by": KEY * 3}, "object": "model"}, True),
        ({"id": ["x" * 90 + KEY + "y" * 90], "object": "model"}, True),  # the cut falls in the key
    ],
)
@pytest.mark.parametrize("key", [KEY, QUOTED])
async def test_an_invalid_answer_echoing_the_key_shows_none_of_it(mode: str, live: LiveServer, body: Any, strict: bool, key: str) -> None:
    payload = json.loads(json.dumps(body).replace(KEY, key.replace("\\", "\\\\").replace('"', '\\"')))

    async def handler(req: Req) -> None:
        await req.json(payload)

    route = live.route(handler)
    client = _client(mode, route, key, strict_response_validation=strict)
    with pytest.raises(APIResponseValidationError) as info:
        await _maybe(client.models.retrieve("m"))
    message = str(info.value)
    assert _pieces(key, message) == [], message
    assert "<redacted>" in message and "validation error" in message and "input_value=" in message, message
    assert info.value.body == payload  # the body keeps what came
    await _maybe(client.close())


@pytest.mark.parametrize("to", [int, bool])
@pytest.mark.parametrize("key", [KEY, QUOTED])
async def test_parse_to_a_scalar_masks_before_it_cuts_and_quotes(mode: str, live: LiveServer, to: type, key: str) -> None:
    """``parse(to=bool)`` cut the text at 40 characters and then masked (20 characters of a
    key past the cut were shown); ``int``'s own message quoted the text with ``repr``."""

    async def handler(req: Req) -> None:
        await req.respond(200, ("x" * 20 + key).encode(), content_type="text/plain")

    route = live.route(handler)
    client = _client(mode, route, key)
    raw = await _maybe(client.models.with_raw_response.retrieve("m"))
    with pytest.raises(APIResponseValidationError) as info:
        await _maybe(raw.parse(to=to))
    message = str(info.value)
    assert _pieces(key, message) == [] and "<redacted>" in message, message
    assert message.startswith(f"The response is not {'an' if to is int else 'a'} {to.__name__}: 'xxxx"), message
    await _maybe(client.close())


def test_log_records_mask_every_live_clients_key_during_a_call() -> None:
    """During client A's call its records were masked with A's redactor alone: B's key, in
    a response A received, was logged.  The module docstring promises every live client's."""
    from sambanova_sdk import _logs

    a = SambaNova(api_key=KEY, base_url="https://a.test")
    b = SambaNova(api_key="sk-other-Z9yY8xX7wW6vV5uU", base_url="https://b.test")
    token = _logs.use_redactor(a._redact)
    try:
        record = logging.LogRecord("httpcore.http11", logging.DEBUG, __file__, 1, "headers %r", ([(b"x-echo", f"{KEY} sk-other-Z9yY8xX7wW6vV5uU {QUOTED}".encode())],), None)
        _logs._FILTER.filter(record)
    finally:
        _logs.reset_redactor(token)
    text = record.getMessage()
    assert _pieces(KEY, text) == [] and _pieces("sk-other-Z9yY8xX7wW6vV5uU", text) == [] and "<redacted> <redacted>" in text, text
    c = SambaNova(api_key=QUOTED, base_url="https://c.test")  # repr's \' spelling
    record = logging.LogRecord("httpcore.http11", logging.DEBUG, __file__, 1, "headers %r", ([(b"x-echo", QUOTED.encode())],), None)
    _logs._FILTER.filter(record)
    assert _pieces(QUOTED, record.getMessage()) == [], record.getMessage()
    for client in (a, b, c):
        client.close()
