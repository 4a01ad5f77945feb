"""Logging: ``SAMBANOVA_LOG=debug|info`` (read when the client is created) logs requests,
responses and retries through ``logging``; secrets never reach a log record."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from _client_support import API_KEY, CHAT_CHUNKS, CHAT_RESPONSE, Harness, Reply, sse

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

LOGGERS = ("sambanova_sdk", "httpx")


@pytest.fixture(autouse=True)
def _restore_logging() -> Iterator[None]:
    """The package configures process-wide loggers; undo it after each test."""
    saved = {}
    for name in LOGGERS:
        lg = logging.getLogger(name)
        saved[name] = (lg.level, list(lg.handlers), list(lg.filters), dict(lg.__dict__))
    yield
    for name in LOGGERS:
        lg = logging.getLogger(name)
        level, handlers, filters, attrs = saved[name]
        lg.setLevel(level)
        lg.handlers[:] = handlers
        lg.filters[:] = filters
        for attr in set(lg.__dict__) - set(attrs):
            delattr(lg, attr)


def _all_text(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records)


async def test_debug_logs_requests_responses_and_retries(mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("SAMBANOVA_LOG", "debug")
    h = Harness(mode, Reply(429, {"error": "slow down"}, headers={"retry-after": "2"}), Reply(200, CHAT_RESPONSE, headers={"x-request-id": "req_9"}))
    await h.chat()
    ours = [r for r in caplog.records if r.name == "sambanova_sdk"]
    messages = [r.getMessage() for r in ours]
    requests = [m for m in messages if m.startswith("Request: POST https://api.sambanova.ai/v1/chat/completions")]
    responses = [m for m in messages if m.startswith("Response: POST https://api.sambanova.ai/v1/chat/completions -> ")]
    assert len(requests) == 2
    assert [m.split(" -> ")[1][:3] for m in responses] == ["429", "200"]
    assert "'x-request-id': 'req_9'" in responses[1]
    assert any(m.startswith("Retrying request (1) in 2.000 seconds after status 429") for m in messages)
    assert {r.levelno for r in ours} == {logging.DEBUG, logging.INFO}
    assert "'authorization': '<redacted>'" in requests[0].lower()
    assert API_KEY not in _all_text(caplog)


async def test_info_logs_one_line_per_response_without_headers(mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("SAMBANOVA_LOG", "info")
    h = Harness(mode)
    await h.chat()
    ours = [r for r in caplog.records if r.name == "sambanova_sdk"]
    assert [r.getMessage() for r in ours] == ["HTTP POST https://api.sambanova.ai/v1/chat/completions -> 200"]
    assert all(r.levelno == logging.INFO for r in ours)


async def test_level_follows_the_variable_when_the_next_client_is_created(mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("SAMBANOVA_LOG", "debug")
    Harness(mode)
    monkeypatch.setenv("SAMBANOVA_LOG", "info")
    h = Harness(mode)
    await h.chat()
    assert not [r for r in caplog.records if r.name == "sambanova_sdk" and r.levelno == logging.DEBUG]
    assert len(logging.getLogger("sambanova_sdk").handlers) == 1  # one handler for any number of clients


async def test_nothing_logged_without_the_variable(mode: str, caplog: pytest.LogCaptureFixture) -> None:
    h = Harness(mode)
    await h.chat()
    assert [r for r in caplog.records if r.name == "sambanova_sdk"] == []


@pytest.mark.parametrize("level", ["debug", "info"])
async def test_secrets_are_redacted(mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str], level: str) -> None:
    monkeypatch.setenv("SAMBANOVA_LOG", level)
    other_secret = "tok-9d8c7b6a5f4e"
    h = Harness(mode, Reply(200, CHAT_RESPONSE, headers={"set-cookie": f"session={other_secret}", "x-echo": f"key={API_KEY}"}))
    await h.chat(
        extra_headers={
            "X-Api-Key": API_KEY,
            "Proxy-Authorization": f"Basic {other_secret}",
            "X-Session-Token": other_secret,
            "X-Debug": f"forwarded for {API_KEY}",
        },
        extra_query={"api_key": API_KEY},
    )
    text = _all_text(caplog)
    assert API_KEY not in text
    assert other_secret not in text
    if level == "debug":
        request = next(r.getMessage() for r in caplog.records if r.getMessage().startswith("Request:"))
        assert "'x-api-key': '<redacted>'" in request.lower()
        assert "'x-session-token': '<redacted>'" in request.lower()
        assert "forwarded for <redacted>" in request
        assert "api_key=<redacted>" in request
        response = next(r.getMessage() for r in caplog.records if r.getMessage().startswith("Response:"))
        assert "'set-cookie': '<redacted>'" in response
        assert "key=<redacted>" in response
    # what the package's own handler printed
    out, err = capfd.readouterr()
    assert API_KEY not in out + err
    assert other_secret not in out + err


async def test_stream_events_are_logged_at_debug(mode: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("SAMBANOVA_LOG", "debug")
    h = Harness(mode, Reply(200, content=sse(CHAT_CHUNKS[0], event="completion")))
    assert len(await h.collect(await h.chat(stream=True))) == 1
    assert "stream event 'completion'" in _all_text(caplog)
