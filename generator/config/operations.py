"""The ``operations:`` section: where one operation lives in the client and how it pages
(:class:`OperationOverride`, :class:`PaginationOverride`)."""

from __future__ import annotations

import keyword
import re
from typing import Literal

from pydantic import Field, field_validator

from .common import _CLASS, _DOTTED, _Strict


class PaginationOverride(_Strict):
    """How one operation pages (``operations.<operationId>.pagination``): see
    :class:`generator.ir.model.Pagination`.  Paths are property names joined by dots."""

    style: Literal["cursor_item", "cursor", "next_url", "link", "offset", "page"]
    items: str | None = Field(default=None, description="Where the list is in the body (`data`; `\"\"`: the body is the list; default: its one array property).")
    param: str = Field(default="", description="Query parameter or body property that takes the cursor, offset or page number.")
    next: str = Field(default="", description="The next cursor (`cursor`), the next URL (`next_url`) or the field of the last item (`cursor_item`, default `id`).")
    limit: str = Field(default="", description="Page size parameter: a page with fewer items than the caller asked for is the last.")
    has_more: str = Field(default="", description="A boolean in the body; false means the last page.")
    total: str = Field(default="", description="Total number of items (`offset`).")
    total_pages: str = Field(default="", description="Number of pages (`page`).")
    start: int | None = Field(default=None, description="First offset or page number when the caller gives none (default 0, page 1).")


class OperationOverride(_Strict):
    """Where one operation lives in the client (``resource: chat.completions``, ``method: create``),
    and how it pages (``pagination``, ``false`` for not at all)."""

    resource: str | None = None
    method: str | None = None
    stream_schema: str | None = Field(
        default=None,
        description="Component schema of the stream chunks, when the streaming rule cannot tell.",
    )
    pagination: PaginationOverride | Literal[False] | None = Field(
        default=None,
        description="How the operation pages (overrides the vendor extensions and inference); false: it returns no pages.",
    )
    params_type: str | None = Field(
        default=None,
        description="Name of the operation's request TypedDict with `layout.params: per_operation` (default `<Resource singular><Method>Params`, `CompletionCreateParams`).",
    )
    response_type: str | None = Field(
        default=None,
        description="Name of the alias of the operation's union answer with `layout.responses: per_operation` (default `<Resource singular><Method>Response`).",
    )
    params_unions: dict[str, list[str]] = Field(default_factory=dict, description="Aliases its params module defines (`layout.params: per_operation`), each the union of the request types of the component schemas listed (`MessageUserMessageContentMulticontentPartArray: [TextContent, ImageContent]`), as an SDK that named the unions of a body's nested values had them.")

    @field_validator("params_type", "response_type")
    @classmethod
    def _type_name(cls, v: str | None) -> str | None:
        if v is not None and not _CLASS.match(v):
            raise ValueError(f"{v!r} is not a public Python class name (letters, digits, _; starting with a letter)")
        return v

    @field_validator("resource")
    @classmethod
    def _res(cls, v: str | None) -> str | None:
        if v is not None and not _DOTTED.match(v):
            raise ValueError(f"{v!r} must be dotted lower-case identifiers, e.g. chat.completions")
        return v

    @field_validator("method")
    @classmethod
    def _meth(cls, v: str | None) -> str | None:
        if v is not None and (not re.match(r"^[a-z_][a-z0-9_]*$", v) or keyword.iskeyword(v)):
            raise ValueError(f"{v!r} is not a valid method name")
        return v
