"""Behaviour users of the official SDKs rely on: ``extra_query`` replaces ``default_query``
keys, setting ``client.base_url`` moves requests, and a ``GET`` (or ``DELETE``...) without a
documented body never carries one (``extra_body`` there is refused before sending)."""

from __future__ import annotations

import pytest
from _client_support import CHAT_RESPONSE, Harness, Reply

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)

MODELS = {"object": "list", "data": []}


async def test_extra_query_replaces_a_default_query_key(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE), default_query={"region": "eu", "team": "search"})
    await h.chat(extra_query={"region": "us"})
    assert h.requests[-1].url.params.multi_items() == [("team", "search"), ("region", "us")]
    await h.chat()
    assert h.requests[-1].url.params.multi_items() == [("region", "eu"), ("team", "search")]


async def test_extra_query_replaces_every_earlier_value_of_its_key(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE), default_query={"tag": ["a", "b"]})
    await h.chat(extra_query={"tag": "c"})
    assert h.requests[-1].url.params.get_list("tag") == ["c"]


async def test_setting_base_url_moves_later_requests(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    await h.chat()
    h.client.base_url = "https://proxy.example/sn/v1"
    assert str(h.client.base_url) == "https://proxy.example/sn/v1/"
    await h.chat()
    assert [str(r.url) for r in h.requests] == [
        "https://api.sambanova.ai/v1/chat/completions",
        "https://proxy.example/sn/v1/chat/completions",
    ]
    # copies made afterwards keep the new URL
    await h.chat(client=h.client.with_options(max_retries=0))
    assert str(h.requests[-1].url) == "https://proxy.example/sn/v1/chat/completions"


async def test_a_get_without_a_documented_body_sends_none(mode: str) -> None:
    h = Harness(mode, Reply(200, MODELS))
    await h.call(lambda c: c.models.list())
    [request] = h.requests
    assert request.method == "GET"
    assert request.content == b""
    assert "content-type" not in request.headers and "content-length" not in request.headers


async def test_extra_body_on_a_get_is_refused_before_sending(mode: str) -> None:
    h = Harness(mode, Reply(200, MODELS))
    with pytest.raises(TypeError, match=r"extra_body: GET /models takes no request body"):
        await h.call(lambda c: c.models.list(extra_body={"x": 1}))
    assert h.requests == []


async def test_an_empty_extra_body_on_a_get_adds_nothing(mode: str) -> None:
    """Code that always passes a mapping (``extra_body={}``) works on a GET: nothing is sent
    (fresh-user review: it raised the TypeError meant for a body the request cannot carry)."""
    h = Harness(mode, Reply(200, MODELS))
    await h.call(lambda c: c.models.list(extra_body={}))
    [request] = h.requests
    assert request.method == "GET" and request.content == b""
    assert "content-type" not in request.headers and "content-length" not in request.headers


async def test_extra_body_on_a_post_is_merged(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    await h.chat(extra_body={"new_option": 1})
    assert h.server.body()["new_option"] == 1
