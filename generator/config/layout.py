"""The sections that shape the package's modules and names: ``layout:`` (:class:`LayoutConfig`),
``types:`` (:class:`TypeOverride`) and ``naming:`` (:class:`NamingConfig`)."""

from __future__ import annotations

import keyword
from typing import Annotated, Literal

from pydantic import Field, field_validator

from .common import _CLASS, _DOTTED, _Strict


class LayoutConfig(_Strict):
    """Which module layout the generated package has: the ``layout:`` section of
    ``sdkgen.yaml`` (README, "Where operations land").  The defaults are sdkgen's own layout;
    the other values give the layout of a Stainless-generated SDK (``resources/chat/completions.py``,
    ``types/chat/chat_completion_response.py``, ``CompletionCreateParams``...).  Like
    :class:`ClientConfig`, it travels into the IR unchanged (:attr:`generator.ir.Api.layout`)."""

    resources: Literal["flat", "nested"] = Field(
        default="flat",
        description="`flat`: one module per resource path (`resources/chat_completions.py`, class `ChatCompletionsResource`); `nested`: a package per resource with sub-resources (`resources/chat/__init__.py`, `resources/chat/chat.py`, `resources/chat/completions.py`, class `CompletionsResource`).",
    )
    types: Literal["single", "per_resource"] = Field(
        default="single",
        description="`single`: every type in `types/_models.py` and `types/_params.py`, exported by `types`; `per_resource`: besides, each response model in a module of its own under the types of its resource (`types/chat/chat_completion_response.py`), exported by `types/chat/__init__.py`.",
    )
    params: Literal["shared", "per_operation"] = Field(
        default="shared",
        description="`shared`: the `<Schema>Param` TypedDicts only; `per_operation`: also a TypedDict of each operation's keyword arguments (`types/chat/completion_create_params.py`: `CompletionCreateParams`).",
    )
    responses: Literal["none", "per_operation"] = Field(
        default="none",
        description="`none`: no alias; `per_operation`: an alias of each union answer (a document or a stream chunk, or several documents: `types/chat/completion_create_response.py`: `CompletionCreateResponse`).",
    )
    multipart: Literal["openapi", "brackets"] = Field(
        default="openapi",
        description="How the object and array properties of a form body (`multipart/form-data` or `application/x-www-form-urlencoded`) that the spec gives no `encoding` style are spelt: `openapi`: as OpenAPI 3.1 section 4.8.15 says (an object is one `application/json` part or JSON text value, an array of scalars repeats the part or key); `brackets`: as the Stainless SDKs do (`stream_options[include_usage]=true`, `tags[]=a`, at any depth), the `deepObject` style.",
    )


class TypeOverride(_Strict):
    """The public name and module of one component schema (``types.<Schema>``)."""

    name: str | None = Field(default=None, description="Class (or alias) name to generate, everywhere the schema is used (default: the schema's own).")
    module: str | None = Field(default=None, description="Dotted module path under `types/` that exports it (`chat.chat_completion_response`; default: from `layout.types`).")
    also: list[str] = Field(default_factory=list, description="Other names of the same class, each `module.Name` (a dotted module path under `types/`, then the name it exports the class under: `embeddings_response.Usage`), as an SDK that defined a copy of the schema per module had them; in an operation's params module (`layout.params: per_operation`), another name of the schema's request `TypedDict` (`chat.completion_create_params.MessageSystemMessage`).")

    @field_validator("name")
    @classmethod
    def _name(cls, v: str | None) -> str | None:
        if v is not None and not _CLASS.match(v):
            raise ValueError(f"{v!r} is not a public Python class name (letters, digits, _; starting with a letter)")
        return v

    @field_validator("module")
    @classmethod
    def _module(cls, v: str | None) -> str | None:
        if v is not None and (not _DOTTED.match(v) or any(keyword.iskeyword(p) or p.startswith("_") for p in v.split("."))):
            raise ValueError(f"{v!r} must be dotted lower-case identifiers not starting with '_', e.g. chat.chat_completion_response")
        return v


class NamingConfig(_Strict):
    """How operations are named where ``operations:`` does not place them (README)."""

    methods: Literal["path", "operation_id"] = Field(
        default="path",
        description="`path`: from the path and verb (`create`, `list`, `retrieve`, actions); `operation_id`: the operationId in snake_case (`getModel` -> `get_model`), for operations that have one.",
    )
    resources: Literal["path", "tags"] = Field(
        default="path",
        description="`path`: from the path's static segments; `tags`: the operation's first tag in snake_case (`Fine Tuning` -> `client.fine_tuning`), for operations that have one.",
    )
    strip_prefix: bool | Annotated[str, Field(pattern=r"^(/[^/{}]+)+/?$")] = Field(default=True, description="`true`: resource paths leave out the prefix every path starts with, up to its last version segment (`/v1`, `/api/v2`, `/2010-04-01`) or where the paths part into several, never a path's last static segment; `false`: they keep it (`client.v1.models`); a path of static segments (`/openai/v1`): that prefix is left out of the paths it begins.")
    arguments: Literal["snake", "wire"] = Field(default="snake", description="`snake`: a method's keyword arguments are its parameters' and flattened body properties' wire names in snake_case (`PageSize` -> `page_size`, `friendlyName` -> `friendly_name`), sent under the wire names; `wire`: the wire names themselves (`PageSize=`), as SDKs generated before issue 29 took them (`sdkgen adopt` sets it when the old SDK's methods do).")
