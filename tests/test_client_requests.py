"""What the generated client sends: URL, method, JSON body, headers, query, base URL and API key
resolution, and the checks made before anything is sent."""

from __future__ import annotations

import json

import httpx
import pytest
import sambanova_sdk
from _client_support import (
    API_KEY,
    CHAT_RESPONSE,
    CHAT_URL,
    COMPLETION_RESPONSE,
    MESSAGES,
    MODEL,
    RESPONSE_OBJECT,
    Harness,
    Reply,
    stream_reply,
)
from sambanova_sdk import AsyncSambaNova, Omit, SambaNova, SambaNovaError
from sambanova_sdk.types import (
    ChatCompletionResponse,
    CompletionResponse,
    JSONSchema,
    ResponseFormatJSONSchema,
    ResponseResponse,
    UserMessage,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

CLIENTS = {"sync": SambaNova, "async": AsyncSambaNova}


async def test_chat_request_url_method_body_and_headers(mode: str) -> None:
    h = Harness(mode)
    result = await h.chat(temperature=0.7, max_tokens=2048)
    assert isinstance(result, ChatCompletionResponse)
    [req] = h.requests
    assert req.method == "POST"
    assert str(req.url) == CHAT_URL
    assert json.loads(req.content) == {"model": MODEL, "messages": MESSAGES, "temperature": 0.7, "max_tokens": 2048}
    assert req.headers["Authorization"] == f"Bearer {API_KEY}"
    assert req.headers["User-Agent"] == f"SambaNova/Python {sambanova_sdk.__version__}"
    assert req.headers["Accept"] == "application/json"
    assert req.headers["Content-Type"] == "application/json"
    assert req.headers["X-Retry-Count"] == "0"
    # one value per header: nothing duplicated by case-different spellings
    assert len(req.headers.get_list("authorization")) == 1
    assert len(req.headers.get_list("accept")) == 1


async def test_only_passed_arguments_are_sent_and_none_is_null(mode: str) -> None:
    h = Harness(mode)
    await h.chat(temperature=None, stop=["\n"], seed=7)
    assert h.server.body() == {"model": MODEL, "messages": MESSAGES, "temperature": None, "stop": ["\n"], "seed": 7}


async def test_extra_body_is_merged_and_overrides(mode: str) -> None:
    h = Harness(mode)
    await h.chat(temperature=0.1, extra_body={"temperature": 0.9, "chat_template_kwargs": {"enable_thinking": False}, "new_param": None})
    assert h.server.body() == {
        "model": MODEL,
        "messages": MESSAGES,
        "temperature": 0.9,
        "chat_template_kwargs": {"enable_thinking": False},
        "new_param": None,
    }


async def test_stream_request_asks_for_event_stream(mode: str) -> None:
    h = Harness(mode, stream_reply())
    stream = await h.chat(stream=True)
    assert await h.collect(stream) == []
    [req] = h.requests
    assert req.headers["Accept"] == "text/event-stream"
    assert json.loads(req.content)["stream"] is True
    assert len(req.headers.get_list("accept")) == 1


async def test_stream_false_is_sent_and_not_streamed(mode: str) -> None:
    h = Harness(mode)
    result = await h.chat(stream=False)
    assert isinstance(result, ChatCompletionResponse)
    assert h.server.body()["stream"] is False
    assert h.requests[0].headers["Accept"] == "application/json"


async def test_pydantic_models_are_serialised_by_wire_name(mode: str) -> None:
    h = Harness(mode)
    fmt = ResponseFormatJSONSchema(
        type="json_schema",
        json_schema=JSONSchema(name="User", schema_={"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}),
    )
    await h.chat(messages=[UserMessage(role="user", content="hi")], response_format=fmt)
    body = h.server.body()
    assert body["messages"] == [{"role": "user", "content": "hi"}]
    # `schema_` in Python is `schema` on the wire; fields never set are not sent
    assert body["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "User", "schema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}},
    }


async def test_missing_required_argument_raises_type_error_before_sending(mode: str) -> None:
    h = Harness(mode)
    with pytest.raises(TypeError, match="messages"):
        await h.call(lambda c: c.chat.completions.create(model=MODEL))
    with pytest.raises(TypeError, match="model"):
        await h.call(lambda c: c.chat.completions.with_raw_response.create(messages=MESSAGES))
    assert h.requests == []


async def test_unknown_keyword_raises_type_error_before_sending(mode: str) -> None:
    h = Harness(mode)
    with pytest.raises(TypeError, match="temprature"):
        await h.call(lambda c: c.chat.completions.create(model=MODEL, messages=MESSAGES, temprature=0.5))
    with pytest.raises(TypeError):
        await h.call(lambda c: c.chat.completions.create(MODEL, MESSAGES))  # keyword-only
    assert h.requests == []


async def test_extra_headers_and_query(mode: str) -> None:
    h = Harness(mode)
    await h.chat(extra_headers={"X-Trace": "abc", "user-agent": "mine/1.0"}, extra_query={"tag": ["a", "b"], "debug": True})
    [req] = h.requests
    assert req.headers["X-Trace"] == "abc"
    assert req.headers.get_list("User-Agent") == ["mine/1.0"]
    # no spec describes extra_query's style: arrays and objects use brackets, as the official SDKs
    assert req.url.params.multi_items() == [("tag[]", "a"), ("tag[]", "b"), ("debug", "true")]
    assert req.url.path == "/v1/chat/completions"


async def test_default_headers_and_query_are_sent_with_every_request(mode: str) -> None:
    h = Harness(mode, default_headers={"X-Team": "search", "accept": "application/x-custom"}, default_query={"region": "eu"})
    await h.chat()
    await h.chat(extra_query={"page": 2})
    for req in h.requests:
        assert req.headers["X-Team"] == "search"
        assert req.headers.get_list("Accept") == ["application/x-custom"]
    assert h.requests[0].url.params.multi_items() == [("region", "eu")]
    assert h.requests[1].url.params.multi_items() == [("region", "eu"), ("page", "2")]


async def test_omit_removes_a_header(mode: str) -> None:
    h = Harness(mode, default_headers={"x-client-lang": Omit(), "X-Keep": "1"})
    await h.chat(extra_headers={"USER-AGENT": Omit()})
    [req] = h.requests
    assert "user-agent" not in req.headers
    assert "x-client-lang" not in req.headers
    assert req.headers["X-Keep"] == "1"
    assert req.headers["Authorization"] == f"Bearer {API_KEY}"


async def test_default_header_overrides_auth_case_insensitively(mode: str) -> None:
    h = Harness(mode, default_headers={"authorization": "Bearer other-key"})
    await h.chat()
    assert h.requests[0].headers.get_list("Authorization") == ["Bearer other-key"]


@pytest.mark.parametrize(
    ("arg", "env", "expected"),
    [
        ("http://localhost:8080/v1/", "https://env.example/api", "http://localhost:8080/v1/chat/completions"),
        (None, "https://env.example/api/", "https://env.example/api/chat/completions"),
        (None, None, CHAT_URL),
        (None, "", CHAT_URL),
    ],
)
async def test_base_url_precedence(mode: str, monkeypatch: pytest.MonkeyPatch, arg: str | None, env: str | None, expected: str) -> None:
    if env is not None:
        monkeypatch.setenv("SAMBANOVA_BASE_URL", env)
    kwargs = {"base_url": arg} if arg is not None else {}
    h = Harness(mode, **kwargs)
    await h.chat()
    assert str(h.requests[0].url) == expected


async def test_api_key_from_environment(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAMBANOVA_API_KEY", "sk-from-env-123")
    h = Harness(mode, api_key=None)
    await h.chat()
    assert h.client.api_key == "sk-from-env-123"
    assert h.requests[0].headers["Authorization"] == "Bearer sk-from-env-123"


async def test_api_key_argument_wins_over_environment(mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAMBANOVA_API_KEY", "sk-from-env-123")
    h = Harness(mode, api_key="sk-argument")
    await h.chat()
    assert h.requests[0].headers["Authorization"] == "Bearer sk-argument"


@pytest.mark.parametrize("key", [None, ""])
def test_missing_api_key_raises_at_construction(mode: str, key: str | None) -> None:
    with pytest.raises(SambaNovaError, match="SAMBANOVA_API_KEY"):
        CLIENTS[mode](api_key=key)


def test_wrong_http_client_flavour_is_rejected(mode: str) -> None:
    wrong = httpx.AsyncClient() if mode == "sync" else httpx.Client()
    with pytest.raises(TypeError, match="http_client"):
        CLIENTS[mode](api_key=API_KEY, http_client=wrong)


async def test_completions_create(mode: str) -> None:
    h = Harness(mode, Reply(200, COMPLETION_RESPONSE))
    prompt = "<|begin_of_text|><|start_header_id|>user<|end_header_id|> create a poem<|eot_id|>"
    result = await h.call(lambda c: c.completions.create(model=MODEL, prompt=prompt, max_tokens=2048, stream=False))
    assert isinstance(result, CompletionResponse)
    assert result.choices[0].text.startswith("In madam moon's")
    [req] = h.requests
    assert (req.method, str(req.url)) == ("POST", "https://api.sambanova.ai/v1/completions")
    assert json.loads(req.content) == {"model": MODEL, "prompt": prompt, "max_tokens": 2048, "stream": False}


async def test_responses_create(mode: str) -> None:
    h = Harness(mode, Reply(200, RESPONSE_OBJECT))
    result = await h.call(
        lambda c: c.responses.create(
            model=MODEL,
            input=[{"type": "message", "role": "user", "content": "Tell me a three sentence bedtime story about a unicorn."}],
            max_output_tokens=1024,
            reasoning={"effort": "medium"},
        )
    )
    assert isinstance(result, ResponseResponse)
    [req] = h.requests
    assert (req.method, str(req.url)) == ("POST", "https://api.sambanova.ai/v1/responses")
    assert json.loads(req.content) == {
        "model": MODEL,
        "input": [{"type": "message", "role": "user", "content": "Tell me a three sentence bedtime story about a unicorn."}],
        "max_output_tokens": 1024,
        "reasoning": {"effort": "medium"},
    }
    assert req.headers["Content-Type"] == "application/json"


async def test_chat_response_body_is_the_spec_example(mode: str) -> None:
    # sanity check of the fixture: the example validates strictly
    h = Harness(mode, strict_response_validation=True)
    result = await h.chat()
    assert result.to_dict() == CHAT_RESPONSE
