"""Lenient decoding of a union whose variants are told apart by a literal property but carry no
``discriminator`` keyword (Karakeep's ``Bookmark.content``): an answer that fits no variant is
never built as a variant whose literal it contradicts; it is built as the variant it names, else
as a generic model keeping every key."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

import httpx
import pytest
from _generate import generated_package

_VARIANTS = [
    {"type": "object", "required": ["type", "url"], "properties": {"type": {"type": "string", "enum": ["link"]}, "url": {"type": "string"}}},
    {"type": "object", "required": ["type", "text"], "properties": {"type": {"type": "string", "enum": ["text"]}, "text": {"type": "string"}}},
    {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["unknown"]}}},
]

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "Notes", "version": "1"},
    "servers": [{"url": "https://api.notes.test"}],
    "paths": {
        "/bookmarks/{id}": {
            "get": {
                "operationId": "getBookmark",
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Bookmark"}}}}},
            }
        }
    },
    "components": {
        "schemas": {
            "Bookmark": {
                "type": "object",
                "required": ["id", "content"],
                "properties": {
                    "id": {"type": "string"},
                    "content": {"oneOf": _VARIANTS},
                    "history": {"type": "array", "items": {"oneOf": _VARIANTS}},
                },
            }
        }
    },
}


@pytest.fixture(scope="module")
def sdk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    with generated_package(tmp_path_factory.mktemp("union_literals"), SPEC, "notes_sdk") as package:
        yield package


async def _get(sdk: ModuleType, mode: str, body: dict[str, Any], **options: Any) -> Any:
    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=body)

    transport = httpx.MockTransport(handler)
    if mode == "async":
        async with httpx.AsyncClient(transport=transport) as http:
            return await sdk.AsyncNotes(http_client=http, max_retries=0, **options).bookmarks.retrieve("b1")
    with httpx.Client(transport=transport) as http:
        return sdk.Notes(http_client=http, max_retries=0, **options).bookmarks.retrieve("b1")


def _variant(sdk: ModuleType, tag: str, union: str = "BookmarkContent") -> type:
    """The generated class of the variant of ``union`` whose ``type`` literal is ``tag``."""
    cls = getattr(sdk.types, f"{union}Variant{['link', 'text', 'unknown'].index(tag) + 1}")
    assert cls.model_fields["type"].default == tag
    return cls


async def test_an_unknown_tag_is_a_generic_model_not_the_first_variant(sdk: ModuleType, mode: str) -> None:
    body = {"id": "b1", "content": {"type": "video", "url": "u", "length": 3}, "history": [{"type": "video", "url": "v"}, {"type": "link", "url": "w"}]}
    r = await _get(sdk, mode, body)
    assert type(r).__name__ == "Bookmark"
    content = r.content
    assert not isinstance(content, (_variant(sdk, "link"), _variant(sdk, "text"), _variant(sdk, "unknown")))
    assert type(content).__name__ == "GenericModel" and isinstance(content, sdk.BaseModel)
    assert (content.type, content.url, content.length) == ("video", "u", 3)
    assert type(r.history[0]).__name__ == "GenericModel" and r.history[0].url == "v"
    assert type(r.history[1]) is _variant(sdk, "link", "BookmarkHistoryItem") and r.history[1].url == "w"
    assert r.to_dict() == body
    with pytest.raises(sdk.APIResponseValidationError):
        await _get(sdk, mode, body, strict_response_validation=True)


async def test_a_variant_named_by_its_tag_is_chosen_even_when_it_does_not_validate(sdk: ModuleType, mode: str) -> None:
    # "text" is missing its required ``text``: no variant validates, the one it names is built
    r = await _get(sdk, mode, {"id": "b1", "content": {"type": "text", "sourceUrl": "s"}})
    assert type(r.content) is _variant(sdk, "text")
    assert r.content.type == "text" and r.content.sourceUrl == "s"
    # a valid answer still takes the fast path
    r = await _get(sdk, mode, {"id": "b1", "content": {"type": "unknown"}})
    assert type(r.content) is _variant(sdk, "unknown")
