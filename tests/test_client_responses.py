"""How answers are decoded: typed models, ``to_dict``/``to_json``/``model_dump``, unknown fields
and enum values, lenient decoding and ``strict_response_validation``."""

from __future__ import annotations

import copy
import json
import warnings
from typing import Any

import pytest
from _client_support import CHAT_RESPONSE, RESPONSE_OBJECT, Harness, Reply
from sambanova_sdk import APIResponseValidationError, BaseModel
from sambanova_sdk.types import (
    ChatCompletionChoice,
    ChatCompletionResponse,
    CompletionResponseMessage,
    ResponseMessage,
    ResponseResponse,
    ResponseTextContent,
    ResponseTextFormatJSONSchema,
    Usage,
)

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)


def _chat(**changes: Any) -> dict[str, Any]:
    body = copy.deepcopy(CHAT_RESPONSE)
    body.update(changes)
    return body


async def test_chat_response_is_typed(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE, headers={"x-request-id": "req_1"}))
    r = await h.chat()
    assert type(r) is ChatCompletionResponse
    assert type(r.choices[0]) is ChatCompletionChoice
    assert type(r.choices[0].message) is CompletionResponseMessage
    assert type(r.usage) is Usage
    assert r.id == "83a7809d-e18f-44f9-9ab7-2bc494c6c661"
    assert r.created == 1737583288.6076705
    assert r.choices[0].message.content == "Hello! How can I assist you today?"
    assert r.choices[0].finish_reason == "stop"
    assert r.usage is not None and r.usage.total_tokens == 393 and r.usage.is_last_response is True


async def test_to_dict_has_only_the_fields_sent(mode: str) -> None:
    body = _chat()
    body["usage"] = {"prompt_tokens": 43, "total_tokens": 393}
    h = Harness(mode, Reply(200, body))
    r = await h.chat()
    assert r.to_dict() == body
    # defaults of fields the server did not send are not invented
    assert "completion_tokens" not in r.to_dict()["usage"]
    assert r.usage.completion_tokens is None
    assert json.loads(r.to_json()) == body
    compact = r.to_json(indent=None)
    assert "\n" not in compact and json.loads(compact) == body
    assert r.to_json().startswith('{\n  "')  # indented by default
    # model_dump is pydantic's: every field, including unset defaults
    dumped = r.model_dump()
    assert dumped["usage"]["completion_tokens"] is None
    assert dumped["choices"][0]["message"]["content"] == "Hello! How can I assist you today?"
    assert r.to_dict(exclude_none=True)["choices"][0] == {
        "finish_reason": "stop",
        "index": 0,
        "message": {"content": "Hello! How can I assist you today?", "role": "assistant"},
    }


async def test_to_dict_uses_wire_names(mode: str) -> None:
    body = copy.deepcopy(RESPONSE_OBJECT)
    schema = {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}
    body["text"] = {"format": {"type": "json_schema", "name": "User", "schema": schema, "strict": False}}
    h = Harness(mode, Reply(200, body), strict_response_validation=True)
    r = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi"))
    assert r.text is not None
    fmt = r.text.format
    assert isinstance(fmt, ResponseTextFormatJSONSchema)
    assert fmt.schema_ == schema  # `schema` clashes with pydantic; the attribute is `schema_`
    assert r.to_dict()["text"]["format"]["schema"] == schema
    assert "schema_" in r.to_dict(use_api_names=False)["text"]["format"]
    assert r.to_dict() == body


async def test_unknown_fields_are_kept(mode: str) -> None:
    body = _chat(service_region="us-west-2")
    body["choices"][0]["message"]["annotations"] = [{"type": "note"}]
    h = Harness(mode, Reply(200, body))
    r = await h.chat()
    assert r.service_region == "us-west-2"
    assert r.model_extra == {"service_region": "us-west-2"}
    assert r.choices[0].message.annotations == [{"type": "note"}]
    assert r.to_dict() == body
    assert json.loads(r.to_json()) == body


async def test_unknown_enum_value_is_kept_as_str(mode: str) -> None:
    body = _chat(object="chat.completion.v2")  # `object` is Literal["chat.completion"]
    body["choices"][0]["finish_reason"] = "new_reason"
    h = Harness(mode, Reply(200, body))
    r = await h.chat()
    assert type(r) is ChatCompletionResponse
    assert r.object == "chat.completion.v2"
    assert r.choices[0].finish_reason == "new_reason"
    assert type(r.choices[0].message) is CompletionResponseMessage
    assert r.to_dict() == body


async def test_missing_required_field_is_lenient(mode: str) -> None:
    body = _chat()
    del body["id"]
    del body["choices"][0]["index"]
    h = Harness(mode, Reply(200, body))
    r = await h.chat()
    assert type(r) is ChatCompletionResponse
    assert r.model == "gpt-oss-120b"
    assert r.choices[0].message.content == "Hello! How can I assist you today?"
    assert "id" not in r.model_fields_set
    with pytest.raises(AttributeError):
        _ = r.id
    assert r.to_dict() == body
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert json.loads(r.to_json()) == body


async def test_logprobs_lists_are_typed_thanks_to_the_configured_patch(mode: str) -> None:
    # specs/chat-completions.yaml documents LogProbs.content as one object while its own
    # examples (and the API) send a list; sdkgen.yaml's `patches` corrects the schema, so
    # the list is typed, also under strict validation.
    content = [{"token": " Hello", "logprob": -0.0001234, "bytes": [32, 72, 101, 108, 108, 111], "top_logprobs": [{"token": " Hi", "logprob": -8.2}]}]
    body = _chat()
    body["choices"][0]["logprobs"] = {"content": content}
    h = Harness(mode, Reply(200, body))
    r = await h.chat()
    assert type(r.choices[0].logprobs.content[0]).__name__ == "LogProbsContent"
    assert r.choices[0].logprobs.content[0].top_logprobs[0].token == " Hi"
    assert r.usage.total_tokens == 393
    assert r.to_dict() == body
    strict = Harness(mode, Reply(200, body), strict_response_validation=True)
    assert (await strict.chat()).choices[0].logprobs.content[0].token == " Hello"


async def test_unknown_union_tag_becomes_a_generic_object(mode: str) -> None:
    body = copy.deepcopy(RESPONSE_OBJECT)
    body["output"].append({"type": "web_search_call", "id": "ws_1", "status": "completed", "query": "unicorns"})
    h = Harness(mode, Reply(200, body))
    r = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="hi"))
    assert type(r) is ResponseResponse
    assert type(r.output[0]) is ResponseMessage
    item = r.output[1]
    assert isinstance(item, BaseModel)
    assert (item.type, item.id, item.query) == ("web_search_call", "ws_1", "unicorns")
    assert r.to_dict() == body


@pytest.mark.parametrize("case", ["missing_field", "wrong_type", "unknown_literal"])
async def test_strict_response_validation_raises(mode: str, case: str) -> None:
    body = _chat()
    if case == "missing_field":
        del body["id"]
    elif case == "wrong_type":
        body["created"] = "yesterday"
    else:
        body["object"] = "chat.completion.v2"
    h = Harness(mode, Reply(200, body, headers={"x-request-id": "req_strict"}), strict_response_validation=True)
    with pytest.raises(APIResponseValidationError) as info:
        await h.chat()
    err = info.value
    assert err.status_code == 200
    assert err.body == body
    assert err.response.status_code == 200
    assert err.request is h.requests[0]
    assert "ChatCompletionResponse" in err.message
    assert len(h.requests) == 1  # not retried


async def test_invalid_json_raises_validation_error_even_when_lenient(mode: str) -> None:
    h = Harness(mode, Reply(200, content=b'{"id": "83a7", "choices": [', headers={"content-type": "application/json"}))
    with pytest.raises(APIResponseValidationError, match="not valid JSON") as info:
        await h.chat()
    assert info.value.body == '{"id": "83a7", "choices": ['
    assert len(h.requests) == 1


async def test_responses_create_returns_response_response(mode: str) -> None:
    h = Harness(mode, Reply(200, RESPONSE_OBJECT), strict_response_validation=True)
    r = await h.call(lambda c: c.responses.create(model="gpt-oss-120b", input="Tell me a bedtime story"))
    assert type(r) is ResponseResponse
    assert (r.id, r.status, r.usage.total_tokens) == ("resp_18cb0a9a457241f5b0383ebeee31b80d", "completed", 204)
    msg = r.output[0]
    assert type(msg) is ResponseMessage
    assert type(msg.content[0]) is ResponseTextContent
    assert msg.content[0].text.startswith("Under a moonlit canopy")
    assert r.to_dict() == RESPONSE_OBJECT


async def test_json_content_type_with_charset_is_decoded(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE, headers={"content-type": "application/json; charset=utf-8"}))
    r = await h.chat()
    assert type(r) is ChatCompletionResponse


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "body is empty"),
        (b"null", "Input should be an object"),
        (b"[1, 2]", "Input should be an object"),
        (b'"ok"', "Input should be an object"),
    ],
    ids=["empty", "null", "list", "string"],
)
async def test_a_body_that_is_not_the_documented_object_raises_even_when_lenient(mode: str, content: bytes, message: str) -> None:
    """The method is typed to return a model: ``None``, a list or a string handed back instead
    would only fail later, far from the cause."""
    h = Harness(mode, Reply(200, content=content, headers={"content-type": "application/json"}))
    with pytest.raises(APIResponseValidationError, match=message) as info:
        await h.chat()
    assert info.value.status_code == 200
    assert len(h.requests) == 1


async def test_a_204_where_a_body_is_documented_raises_instead_of_returning_none(mode: str) -> None:
    # models.retrieve is typed to return ModelMetadata: None would break that promise
    h = Harness(mode, Reply(204, content=b""))
    with pytest.raises(APIResponseValidationError, match="body is empty") as info:
        await h.call(lambda c: c.models.retrieve("m"))
    assert info.value.status_code == 204
