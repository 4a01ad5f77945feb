"""Options and lifecycle: ``with_options`` copies share the connection pool; ``close()``,
``with``/``async with`` and ``is_closed()``; who closes which pool.

Ownership rules (decided here, documented in the generated README):

* a client that created its own ``httpx`` client closes it on ``close()``;
* a ``with_options`` copy shares its parent's pool and never closes it: closing a copy only
  stops that copy; closing the parent closes the pool under every copy;
* an ``http_client`` passed in by the caller is never closed by us (the caller may share it);
  ``close()`` still marks our client closed.

A closed client refuses to send (``RuntimeError``, as httpx does for a closed pool).
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from _client_support import API_KEY, CHAT_RESPONSE, Harness, Reply
from sambanova_sdk import AsyncSambaNova, SambaNova
from sambanova_sdk.types import ChatCompletionResponse

pytestmark = pytest.mark.usefixtures("no_real_sleep")  # retries must use a fake sleep (conftest)


def _own(mode: str, **kwargs: Any) -> Any:
    """A client that creates its own pool (no request is sent through it)."""
    cls = AsyncSambaNova if mode == "async" else SambaNova
    return cls(api_key=API_KEY, **kwargs)


async def test_with_options_returns_a_configured_copy_sharing_the_pool(mode: str) -> None:
    h = Harness(mode, default_headers={"X-Team": "search"}, default_query={"region": "eu"})
    copy = h.client.with_options(timeout=9.0, max_retries=5, default_headers={"X-Trace": "t1"}, default_query={"page": "1"})
    assert type(copy) is type(h.client) and copy is not h.client
    assert copy._client is h.client._client
    assert (copy.timeout, copy.max_retries) == (9.0, 5)
    assert (h.client.timeout, h.client.max_retries) == (httpx.Timeout(600, connect=5), 2)
    assert copy.api_key == h.client.api_key and copy.base_url == h.client.base_url
    await h.chat(client=copy)
    await h.chat()
    via_copy, via_original = h.requests
    assert (via_copy.headers["X-Team"], via_copy.headers["X-Trace"]) == ("search", "t1")
    assert via_copy.url.params.multi_items() == [("region", "eu"), ("page", "1")]
    assert "X-Trace" not in via_original.headers
    assert via_original.url.params.multi_items() == [("region", "eu")]
    # resources of a copy use the copy
    assert copy.chat.completions._client is copy


async def test_with_options_replacing_defaults_and_changing_key_and_url(mode: str) -> None:
    h = Harness(mode, default_headers={"X-Team": "search"})
    copy = h.client.with_options(api_key="sk-other", base_url="https://proxy.example/v1", set_default_headers={"X-Only": "1"})
    await h.chat(client=copy)
    [req] = h.requests
    assert str(req.url) == "https://proxy.example/v1/chat/completions"
    assert req.headers["Authorization"] == "Bearer sk-other"
    assert req.headers["X-Only"] == "1" and "X-Team" not in req.headers
    with pytest.raises(ValueError, match="not both"):
        h.client.with_options(default_headers={"a": "b"}, set_default_headers={"c": "d"})


async def test_close_closes_the_pool_we_created(mode: str) -> None:
    client = _own(mode)
    assert not client.is_closed()
    await Harness.maybe_await(client.close())
    assert client.is_closed()
    assert client._client.is_closed
    await Harness.maybe_await(client.close())  # idempotent
    with pytest.raises(RuntimeError, match="closed"):
        await Harness.maybe_await(client.chat.completions.create(model="m", messages=[]))


def test_with_block_closes_the_sync_client() -> None:
    with SambaNova(api_key=API_KEY) as client:
        assert isinstance(client, SambaNova)
        assert not client.is_closed()
    assert client.is_closed()
    assert client._client.is_closed


async def test_async_with_block_closes_the_async_client() -> None:
    async with AsyncSambaNova(api_key=API_KEY) as client:
        assert isinstance(client, AsyncSambaNova)
        assert not client.is_closed()
    assert client.is_closed()
    assert client._client.is_closed


async def test_closing_a_copy_leaves_the_shared_pool_open(mode: str) -> None:
    client = _own(mode)
    copy = client.with_options(max_retries=0)
    await Harness.maybe_await(copy.close())
    assert copy.is_closed()
    assert not client.is_closed()
    assert not client._client.is_closed
    # closing the owner closes the pool under every copy
    other = client.with_options(timeout=1.0)
    await Harness.maybe_await(client.close())
    assert client._client.is_closed
    assert other.is_closed()


async def test_a_closed_copy_refuses_while_the_original_still_works(mode: str) -> None:
    h = Harness(mode)
    copy = h.client.with_options(max_retries=0)
    if h.is_async:
        async with copy:
            await h.chat(client=copy)
    else:
        with copy:
            await h.chat(client=copy)
    assert copy.is_closed()
    with pytest.raises(RuntimeError, match="closed"):
        await h.chat(client=copy)
    assert isinstance(await h.chat(), ChatCompletionResponse)
    assert len(h.requests) == 2
    assert not h.http_client.is_closed


async def test_callers_http_client_is_not_closed(mode: str) -> None:
    h = Harness(mode, Reply(200, CHAT_RESPONSE))
    await Harness.maybe_await(h.client.close())
    assert h.client.is_closed()
    assert not h.http_client.is_closed  # still the caller's to use and close
    response = await Harness.maybe_await(h.http_client.get("https://api.sambanova.ai/v1/models"))
    assert response.status_code == 200
    await Harness.maybe_await(h.http_client.aclose() if h.is_async else h.http_client.close())
    assert h.http_client.is_closed


async def test_is_closed_follows_a_pool_closed_by_the_caller(mode: str) -> None:
    h = Harness(mode)
    assert not h.client.is_closed()
    await Harness.maybe_await(h.http_client.aclose() if h.is_async else h.http_client.close())
    assert h.client.is_closed()
