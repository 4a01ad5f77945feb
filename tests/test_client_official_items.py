"""What the official SDK's own tests expect and the ported items found missing (issue 18 §6):
``parse(to=...)``, nested ``extra_query``, any iterable for array arguments, ``NOT_GIVEN``
inside nested arguments, and API keys with spaces inside.  Each asserts the request the
client sends (``httpx.MockTransport``) or the object it returns, sync and async."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from _client_support import CHAT_RESPONSE, MESSAGES, MODEL, Harness, Reply
from sambanova_sdk import NOT_GIVEN, APIResponseValidationError, AsyncSambaNova, SambaNova
from sambanova_sdk.types import ChatCompletionResponse

pytestmark = pytest.mark.usefixtures("no_real_sleep")


async def _raw(h: Harness) -> Any:
    return await h.call(lambda c: c.chat.completions.with_raw_response.create(model=MODEL, messages=MESSAGES))


async def test_parse_to_other_types(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    raw = await _raw(h)
    assert await h.maybe_await(raw.parse(to=httpx.Response)) is raw.http_response
    as_bytes = await h.maybe_await(raw.parse(to=bytes))
    assert isinstance(as_bytes, bytes) and json.loads(as_bytes) == CHAT_RESPONSE
    assert json.loads(await h.maybe_await(raw.parse(to=str))) == CHAT_RESPONSE
    assert await h.maybe_await(raw.parse(to=dict)) == CHAT_RESPONSE
    model = await h.maybe_await(raw.parse(to=ChatCompletionResponse))
    assert type(model) is ChatCompletionResponse and model.id == CHAT_RESPONSE["id"]
    assert await h.maybe_await(raw.parse(to=ChatCompletionResponse)) is model  # decoded once per type
    default = await h.maybe_await(raw.parse())
    assert type(default) is ChatCompletionResponse and default is not model


async def test_parse_to_scalars_and_refusals(mode: str) -> None:
    h = Harness(mode, Reply(200, text="42"), Reply(200, text="true"), Reply(200, text="not a number"))
    raw = await _raw(h)
    assert await h.maybe_await(raw.parse(to=int)) == 42
    assert await h.maybe_await(raw.parse(to=float)) == 42.0
    raw = await _raw(h)
    assert await h.maybe_await(raw.parse(to=bool)) is True
    raw = await _raw(h)
    with pytest.raises(APIResponseValidationError, match="not an int"):
        await h.maybe_await(raw.parse(to=int))
    with pytest.raises(APIResponseValidationError):
        await h.maybe_await(raw.parse(to=list[int]))


async def test_extra_query_nested_objects_and_arrays_use_brackets(mode: str) -> None:
    h = Harness(mode)
    await h.chat(extra_query={"a": {"b": "c", "skip": None}, "l": ["x", "y"], "d": {"e": [1, {"f": True}]}, "n": None})
    pairs = h.requests[0].url.params.multi_items()
    assert pairs == [("a[b]", "c"), ("l[]", "x"), ("l[]", "y"), ("d[e][]", "1"), ("d[e][][f]", "true")]


async def test_default_query_nested_uses_brackets(mode: str) -> None:
    h = Harness(mode, default_query={"filter": {"kind": "x"}})
    await h.chat()
    assert h.requests[0].url.params.multi_items() == [("filter[kind]", "x")]


async def test_array_arguments_take_any_iterable(mode: str) -> None:
    h = Harness(mode)
    messages = (dict(m) for m in MESSAGES)  # a generator, read once
    await h.chat(messages=messages, stop=iter(["END", "STOP"]))
    body = h.server.body()
    assert body["messages"] == MESSAGES
    assert body["stop"] == ["END", "STOP"]
    await h.chat(stop={"only": 1}.keys())
    assert h.server.body()["stop"] == ["only"]


async def test_a_bare_str_stays_a_str(mode: str) -> None:
    h = Harness(mode)
    await h.chat(stop="END")
    assert h.server.body()["stop"] == "END"


async def test_not_given_inside_nested_arguments_is_left_out(mode: str) -> None:
    h = Harness(mode)
    messages = [{"role": "user", "content": "hi", "name": NOT_GIVEN}]
    await h.chat(messages=messages, extra_body={"meta": {"a": 1, "b": NOT_GIVEN, "l": [NOT_GIVEN, 2]}})
    body = h.server.body()
    assert body["messages"] == [{"role": "user", "content": "hi"}]
    assert body["meta"] == {"a": 1, "l": [2]}
    assert messages[0]["name"] is NOT_GIVEN  # the caller's dict is not changed


@pytest.mark.parametrize("cls", [SambaNova, AsyncSambaNova])
def test_api_key_with_a_space_inside_is_sent_as_it_is(cls: Any) -> None:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=CHAT_RESPONSE)

    if cls is SambaNova:
        client = cls(api_key="Bot abc.def", http_client=httpx.Client(transport=httpx.MockTransport(handler)))
        client.chat.completions.create(model=MODEL, messages=MESSAGES)
        assert seen[0].headers["Authorization"] == "Bearer Bot abc.def"
    else:
        cls(api_key="Bot abc.def")  # accepted at construction


@pytest.mark.parametrize("bad", [" sk9f3", "sk9f3 ", "sk9\tf3", "sk9\nf3", "sk9\x00f3", "sk9éf3"])
def test_api_key_refusals_are_what_cannot_be_sent(bad: str) -> None:
    with pytest.raises(ValueError) as info:
        SambaNova(api_key=bad)
    assert bad not in str(info.value)
