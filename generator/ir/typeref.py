"""The IR's type references (:data:`TypeRef`): what a schema's value is, as the templates
print it.  Part of the IR (:mod:`generator.ir.model` re-exports every name); ``docs/ir.md``
is generated from the docstrings below."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# --------------------------------------------------------------------------- types


@dataclass(frozen=True)
class Primitive:
    """A JSON Schema primitive.

    Attributes:
        name: ``str``, ``int``, ``float``, ``bool``, ``none`` (null), ``any``, ``file``
            (``format: binary`` in a request), ``bytes`` (binary in a response), ``date``,
            ``datetime``, ``uuid`` or ``base64`` (``format: byte``: base64 text, a ``str``
            everywhere, sent and returned as it is).
        kind: always ``primitive``.
    """

    name: Literal["str", "int", "float", "bool", "none", "any", "file", "bytes", "date", "datetime", "uuid", "base64"]
    kind: Literal["primitive"] = "primitive"


@dataclass(frozen=True)
class ModelRef:
    """A reference to a component schema.

    Attributes:
        name: the component's Python class name (:attr:`Model.name`).
        kind: always ``model``.
    """

    name: str
    kind: Literal["model"] = "model"


@dataclass(frozen=True)
class ArrayOf:
    """A JSON array.

    Attributes:
        items: the type of every element.
        kind: always ``array``.
        item_constraints: the value constraints of every element (the ``items`` schema's
            lengths, ``pattern``, bounds), checked by the generated models
            (``list[Annotated[str, Field(min_length=1)]]``); ``None`` without any.  A
            ``pattern`` only Python's ``re`` compiles is left out (the element type is also
            validated where no model's regex engine applies).
    """

    items: TypeRef
    kind: Literal["array"] = "array"
    item_constraints: Constraints | None = None


@dataclass(frozen=True)
class TupleOf:
    """A JSON array of fixed positions (JSON Schema 2020-12 ``prefixItems`` without ``items``).

    Attributes:
        items: the type of each position, in order.
        kind: always ``tuple``.
    """

    items: tuple[TypeRef, ...]
    kind: Literal["tuple"] = "tuple"


@dataclass(frozen=True)
class MapOf:
    """A JSON object used as a map from string keys to values.

    Attributes:
        values: the type of every value.
        kind: always ``map``.
        key_pattern: the regular expression every key matches (``patternProperties``, several
            patterns joined by ``|``), or ``None``.
    """

    values: TypeRef
    kind: Literal["map"] = "map"
    key_pattern: str | None = None


@dataclass(frozen=True)
class UnionOf:
    """Any one of several types (``anyOf``/``oneOf``).  A nullable type is a union with
    ``Primitive('none')`` (last).

    Attributes:
        variants: the member types, in spec order, each once.
        discriminator: the tag property's wire name when the union is tagged, else ``None``.
        kind: always ``union``.
    """

    variants: tuple[TypeRef, ...]
    discriminator: str | None = None
    kind: Literal["union"] = "union"


@dataclass(frozen=True)
class LiteralOf:
    """One of fixed JSON values (``enum``/``const``).

    Attributes:
        values: the allowed values, in spec order.
        open: unknown values are accepted in responses (a forward-compatible string enum).
        kind: always ``literal``.
    """

    values: tuple[str | int | float | bool, ...]
    open: bool = False
    kind: Literal["literal"] = "literal"


TypeRef = Primitive | ModelRef | ArrayOf | TupleOf | MapOf | UnionOf | LiteralOf


@dataclass(frozen=True)
class Constraints:
    """Value constraints of a schema (JSON Schema 2020-12 sections 6.2-6.4), checked by the
    generated models (pydantic ``Field`` arguments); ``None`` where the schema has none.

    Attributes:
        minimum / maximum / exclusive_minimum / exclusive_maximum / multiple_of: numbers.
        min_length / max_length: string lengths (code points).
        pattern: a regular expression (ECMA 262 as written) the string must match
            (``normalise.pattern_compiles`` dropped the ones pydantic cannot compile).
        min_items / max_items: array item counts.
    """

    minimum: int | float | None = None
    maximum: int | float | None = None
    exclusive_minimum: int | float | None = None
    exclusive_maximum: int | float | None = None
    multiple_of: int | float | None = None
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    min_items: int | None = None
    max_items: int | None = None


@dataclass(frozen=True)
class Source:
    """Python source of an annotation or a value as the generated models print it, with what
    it needs imported.

    Attributes:
        text: the source (``list[Item] | None``, ``Literal["a", "b"] | str``,
            ``date(2024, 1, 2)``); names of the package's own models are bare (``Item``), or
            quoted (``"Item"``) where the annotation is evaluated when the module is imported
            (a ``TypeAliasType`` value), a union with a quoted member then being spelled
            ``Union[...]`` (``|`` cannot join a string at run time).
        imports: ``(module, name)`` pairs the text needs, sorted (``("typing", "Literal")``;
            ``("builtins", "")`` is ``import builtins``, ``("datetime as _datetime", "")`` ``import datetime as _datetime``); the package's own models are not
            listed.
    """

    text: str
    imports: tuple[tuple[str, str], ...] = ()
