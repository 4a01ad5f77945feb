"""``client.get/post(...)`` with a raw path cannot leave the base URL's path: a ``.``/``..``
segment (plain, percent-encoded, after a backslash) raises ``ValueError`` before anything is
sent (before: ``https://h/v1`` + ``/../../x`` went to ``https://h/x``); ordinary paths still
go under the base URL.  Operation path parameters are percent-encoded: ``..`` or ``../x`` as a
value stays inside its segment on the wire."""

from __future__ import annotations

import httpx
import pytest
from sambanova_sdk import SambaNova


def _client(sent: list[httpx.Request]) -> SambaNova:
    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request)
        return httpx.Response(200, json={"id": "m", "object": "model"})

    return SambaNova(api_key="k", base_url="https://h.test/v1", http_client=httpx.Client(transport=httpx.MockTransport(handler)))


@pytest.mark.parametrize("path", ["/../../x", "../x", "/a/../../x", "/..", "/%2e%2e/x", "/%2E%2E/%2e%2e/x", "/.%2e/x", "/..%2fx", "/a\\..\\..\\x", "/./x", "/..;/x", "/.;/x", "/a/..;jsessionid=1/x", "/..%3b/x"])
def test_a_dot_segment_in_a_raw_path_is_refused_before_sending(path: str) -> None:
    sent: list[httpx.Request] = []
    client = _client(sent)
    with pytest.raises(ValueError, match="segment"):
        client.get(path, cast_to=httpx.Response)
    with pytest.raises(ValueError, match="segment"):
        client.post(path, cast_to=httpx.Response, body={"a": 1})
    assert sent == []


def test_ordinary_raw_paths_stay_under_the_base_url() -> None:
    sent: list[httpx.Request] = []
    client = _client(sent)
    for path, url in [("/models", "https://h.test/v1/models"), ("x/y.json", "https://h.test/v1/x/y.json"), ("/a..b/c?q=../..", "https://h.test/v1/a..b/c?q=../..")]:
        client.get(path, cast_to=httpx.Response)
        assert str(sent[-1].url) == url


@pytest.mark.parametrize(("value", "wire"), [("..", "/v1/models/%2E%2E"), (".", "/v1/models/%2E"), ("../../x", "/v1/models/..%2F..%2Fx"), ("%2e%2e", "/v1/models/%252e%252e")])
def test_a_path_parameter_cannot_change_the_path(value: str, wire: str) -> None:
    sent: list[httpx.Request] = []
    client = _client(sent)
    client.models.retrieve(value)
    assert sent[-1].url.raw_path.decode() == wire
