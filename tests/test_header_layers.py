"""Request headers come from one ordered list of layers in the runtime (``HEADER_LAYERS`` in
``_base_client``): runtime defaults, credentials, ``default_headers``, the operation, then
``extra_headers``; a later layer replaces a header of the same name, ``Omit()`` removes it and a
later layer may set it again.  Cookies and the query are layered the same way.  The README, the
generated package's README and the runtime's docstring list the same layers in the same order."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from _generate import Recorder, generated_package

HEADER = {"type": "string"}
SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {"title": "Layers", "version": "1"},
    "servers": [{"url": "https://api.example.com"}],
    "security": [{"headerKey": [], "cookieKey": [], "queryKey": []}],
    "paths": {
        "/things": {
            "get": {
                "operationId": "listThings",
                "parameters": [
                    {"name": "X-Api-Key", "in": "header", "schema": HEADER},
                    {"name": "X-Mode", "in": "header", "schema": HEADER},
                    {"name": "session", "in": "cookie", "schema": HEADER},
                    {"name": "theme", "in": "cookie", "schema": HEADER},
                    {"name": "api_key", "in": "query", "schema": HEADER},
                ],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            },
            "post": {
                "operationId": "createThing",
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {"n": {"type": "integer"}}}}}},
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "object"}}}}},
            },
        }
    },
    "components": {
        "securitySchemes": {
            "headerKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            "cookieKey": {"type": "apiKey", "in": "cookie", "name": "session"},
            "queryKey": {"type": "apiKey", "in": "query", "name": "api_key"},
        }
    },
}
KEYS = {"header_key": "hk-0123456789", "cookie_key": "ck-0123456789", "query_key": "qk-0123456789"}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with generated_package(tmp_path_factory.mktemp("layers"), SPEC, "layers_sdk") as module:
        yield module


def _recorder(sdk: Any, mode: str, **kwargs: Any) -> Recorder:
    return Recorder(sdk, "Layers", mode, **{**KEYS, **kwargs})


async def _list(r: Recorder, **kwargs: Any) -> httpx.Request:
    return await r.send(r.client.things.list(**kwargs))


async def test_each_layer_replaces_the_ones_before_it(sdk: Any, mode: str) -> None:
    r = _recorder(sdk, mode)
    base = await _list(r)
    assert (base.headers["accept"], base.headers["user-agent"], base.headers["x-api-key"]) == ("application/json", "Layers/Python 0.1.0", KEYS["header_key"])
    r = _recorder(sdk, mode, default_headers={"accept": "application/x-3", "X-API-KEY": "default-3", "x-mode": "default-3", "X-Team": "default-3"})
    req = await _list(r, x_mode="operation-4", extra_headers={"X-Team": "extra-5"})
    assert req.headers.get_list("Accept") == ["application/x-3"]  # 3 over 1 (runtime)
    assert req.headers.get_list("X-Api-Key") == ["default-3"]  # 3 over 2 (credentials)
    assert req.headers.get_list("X-Mode") == ["operation-4"]  # 4 over 3
    assert req.headers.get_list("X-Team") == ["extra-5"]  # 5 over 3
    req = await _list(r, x_api_key="operation-4", x_mode="operation-4", extra_headers={"x-mode": "extra-5"})
    assert req.headers.get_list("X-Api-Key") == ["operation-4"]  # 4 over 2 and 3
    assert req.headers.get_list("X-Mode") == ["extra-5"]  # 5 over 4


async def test_the_operations_content_type_and_stream_accept_replace_default_headers(sdk: Any, mode: str) -> None:
    r = _recorder(sdk, mode, default_headers={"Content-Type": "text/plain"})
    req = await r.send(r.client.things.create(n=1))
    assert req.headers.get_list("Content-Type") == ["application/json"]  # 4 over 3
    req = await r.send(r.client.things.create(n=1, extra_headers={"content-type": "application/vnd.x+json"}))
    assert req.headers.get_list("Content-Type") == ["application/vnd.x+json"]  # 5 over 4


async def test_omit_removes_what_the_layers_before_it_set_and_a_later_layer_sets_it_again(sdk: Any, mode: str) -> None:
    r = _recorder(sdk, mode, default_headers={"User-Agent": sdk.Omit(), "x-api-key": sdk.Omit(), "Accept-Encoding": sdk.Omit()})
    req = await _list(r)
    assert "user-agent" not in req.headers  # 1, and httpx's own
    assert "x-api-key" not in req.headers  # 2
    assert "accept-encoding" not in req.headers  # httpx's own
    req = await _list(r, x_api_key="operation-4", x_mode="m", extra_headers={"X-Mode": sdk.Omit(), "user-agent": "extra-5"})
    assert req.headers.get_list("X-Api-Key") == ["operation-4"]  # set again by a later layer
    assert "x-mode" not in req.headers  # 5 removes 4
    assert req.headers.get_list("User-Agent") == ["extra-5"]


async def test_cookies_are_layered_cookie_by_cookie(sdk: Any, mode: str) -> None:
    r = _recorder(sdk, mode, default_headers={"Cookie": "theme=light; lang=en"})
    req = await _list(r)
    assert req.headers.get_list("Cookie") == [f"session={KEYS['cookie_key']}; theme=light; lang=en"]  # 2, 3
    req = await _list(r, theme="dark", extra_headers={"cookie": "lang=fr"})
    assert req.headers.get_list("Cookie") == [f"session={KEYS['cookie_key']}; theme=dark; lang=fr"]  # 4 and 5 replace by name
    req = await _list(r, session="param-4")
    assert req.headers.get_list("Cookie") == ["session=param-4; theme=light; lang=en"]  # 4 over 2
    req = await _list(r, theme="dark", extra_headers={"Cookie": sdk.Omit()})
    assert "cookie" not in req.headers  # 5 drops them all
    r = _recorder(sdk, mode, default_headers={"Cookie": sdk.Omit()})
    assert "cookie" not in (await _list(r)).headers  # 3 drops the credential's
    assert (await _list(r, theme="dark")).headers.get_list("Cookie") == ["theme=dark"]


async def test_the_query_is_layered_like_the_headers(sdk: Any, mode: str) -> None:
    r = _recorder(sdk, mode)
    assert (await _list(r)).url.params.multi_items() == [("api_key", KEYS["query_key"])]
    r = _recorder(sdk, mode, default_query={"api_key": "default-2", "region": "eu"})
    assert (await _list(r)).url.params.multi_items() == [("api_key", "default-2"), ("region", "eu")]  # over the credential
    assert (await _list(r, api_key="operation-3")).url.params.multi_items() == [("region", "eu"), ("api_key", "operation-3")]
    req = await _list(r, api_key="operation-3", extra_query={"api_key": "extra-4"})
    assert req.url.params.multi_items() == [("region", "eu"), ("api_key", "extra-4")]


def test_default_headers_means_what_was_given(sdk: Any) -> None:
    given = {"X-Team": "search", "User-Agent": sdk.Omit()}
    client = sdk.Layers(default_headers=given, **KEYS)
    assert client.default_headers == given  # not the runtime's, not the credentials
    copy = client.with_options(default_headers={"X-Trace": "t"})
    assert copy.default_headers == {**given, "X-Trace": "t"}
    assert client.with_options(set_default_headers={"X-Only": "1"}).default_headers == {"X-Only": "1"}


# ---- one list, documented where it is used ---------------------------------------------------


def _layers_listed(text: str) -> list[str]:
    """The names of a numbered list of bold layer names (``1. **runtime**: ...``)."""
    return re.findall(r"^\s*\d+\. \*\*(\w+)\*\*", text, flags=re.MULTILINE)


def test_the_layers_are_documented_in_the_order_the_runtime_applies_them(sdk: Any, root: Any) -> None:
    from sambanova_sdk import _base_client

    names = [name for name, _ in _base_client.HEADER_LAYERS]
    assert names == ["runtime", "credentials", "default_headers", "operation", "extra_headers"]
    assert _layers_listed(_base_client.__doc__ or "") == names
    assert _layers_listed((root / "README.md").read_text()) == names
    assert _layers_listed((root / "generated" / "sambanova_sdk" / "README.md").read_text()) == names
    assert [name for name, _ in sdk._base_client.HEADER_LAYERS] == names
