"""The IR of the component schemas (:attr:`generator.ir.model.Api.models`): a
:class:`Model` per schema and the :class:`Property` of each of its fields (also a flattened
request body's).  Part of the IR (:mod:`generator.ir.model` re-exports every name).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .typeref import Constraints, Source, TypeRef


@dataclass(frozen=True)
class Property:
    """One property of an object schema.

    Attributes:
        name: the wire (JSON) name.
        py_name: a Python identifier for it (keyword argument name).
        type: its type, without the null branch (see ``nullable``).
        required: the key must be present (JSON Schema ``required``).
        nullable: the value may be JSON ``null``; independent of ``required``.
        default_json: the schema's ``default`` as JSON text, or ``None`` when there is none.
        description: the spec's description (plain text, may be empty).
        deprecated / read_only / write_only: the schema annotations.
        sunset: the ``x-sunset`` date (or text) of a deprecated property, else ``""``.
        param_annotation: the type printed in request signatures and TypedDicts.
        response_annotation: the type printed for responses (pydantic models).
        default_repr: the default as Python source of a value of the field's type
            (``date(2024, 1, 2)``, ``1024``, ``'auto'``), or ``None`` when there is none.
        type_note: what the annotation cannot say, for the docs (``base64-encoded``, ``one
            of 1.4, 1.5``), or ``""``.
        fixed_repr: for a required property that can have one value only (``const``, a
            discriminator tag), Python source of that value; the models default to it, the
            client sends it when the caller leaves it out (:mod:`generator.ir.fixed`).
        param_required: the request-side ``TypedDict`` requires the key: ``required``, except
            for a fixed property of a schema that is not a union variant.
        fill: the fill shape of the property's values (Python source, ``""`` when nothing is
            filled in below it; :mod:`generator.ir.fixed`).
        field_name: the attribute of the pydantic model (the wire name when it is a usable
            identifier; otherwise, or when it would hide a name of pydantic's or the runtime's
            ``BaseModel`` or one the models module imports, a close identifier, the wire name
            then being its alias).
        model_annotation: the annotation of the model's field, nullable branch included:
            forward-compatible string enums admit ``str``, enums of values ``Literal`` cannot
            hold are ``Annotated[float, Predicate(...)]``, tagged unions of models are
            ``Annotated[A | B, Field(discriminator=...)]``.
        model_default: Python source of the field's default in the model (``None`` when the
            field is required there): the one value of a fixed property, the typed default,
            or ``None`` (the text) for an optional field without one.  A ``writeOnly``
            property is never required in a model (responses never carry it).
        constraints: the value constraints the model checks (``None`` when there are none;
            those inside a union of several types are not checked).
    """

    name: str
    py_name: str
    type: TypeRef
    required: bool
    nullable: bool
    default_json: str | None
    description: str
    deprecated: bool
    read_only: bool
    write_only: bool
    param_annotation: str
    response_annotation: str
    default_repr: str | None = None
    type_note: str = ""
    fixed_repr: str | None = None
    param_required: bool = False
    fill: str = ""
    sunset: str = ""
    field_name: str = ""
    model_annotation: Source = Source("Any", (("typing", "Any"),))  # noqa: RUF009 - frozen (typeref.Source)
    model_default: Source | None = None
    constraints: Constraints | None = None


@dataclass(frozen=True)
class Model:
    """A component schema.

    Attributes:
        name: the Python class / alias name (unique in ``types``).
        wire_name: the component's key in the spec.
        pointer: ``file#/pointer`` where it was defined: ``#/components/schemas/<name>`` for a
            declared schema, the inline place for one the normaliser named (a hoisted object,
            a large enum).
        kind: ``object`` (a pydantic model) or ``alias`` (a union, array or primitive).
        description: the spec's description.
        properties: for objects, in spec order.
        alias_of: for aliases, the aliased type.
        param_name: name of the request-side TypedDict (or alias) in ``types``, or ``None``
            when the schema is never sent.
        param_annotation: for aliases, the request-side annotation of ``alias_of``.
        in_request / in_response: whether the schema is reachable from a request body /
            parameter, or from a response.
        examples_json: the schema's ``example``/``examples`` values as JSON text.
        union_member: a variant of a union somewhere (its fixed properties stay required in
            its ``TypedDict``: they tell the variants apart).
        closed: the schema said ``additionalProperties: false`` (models still keep unknown
            keys; documentation says so).
        param_functional: the request-side ``TypedDict`` uses the functional syntax, because a
            key is not an identifier, is a keyword, or starts with ``__`` (a class body would
            mangle it).
        model_annotation: for aliases, the aliased type as the models module prints it
            (a ``TypeAliasType`` value: model names quoted).
        constraints: for aliases, the value constraints of the aliased type.
        regex_engine: ``python-re`` when one of the model's patterns needs Python's ``re``
            (a lookaround, a backreference), else ``""`` (pydantic's default engine).
        module: the dotted path under ``types/`` of the module that exports it (``chat.chat_completion_response``;
            other models and an operation's types may share it), from ``types.<Schema>.module`` or ``layout.types:
            per_resource`` (:mod:`generator.ir.layout`); ``""`` when it has none. The model is defined in
            ``types/_models.py`` either way: that module re-exports it, its fields' annotations resolved to classes.
        exported_as: the name that module exports it under when it is not :attr:`name`
            (``types.<Schema>.name`` given to several schemas: Stainless's per-module names,
            ``Choice`` in ``types/chat/chat_completion_response.py``), else ``""``.
        bases: the models whose class this one's extends (``allOf: [$ref Base, {...}]``, decided by
            :mod:`generator.ir.inheritance`), ``()``: the runtime's ``BaseModel``.
        inherited: the names of the properties (all still in :attr:`properties`) the class takes
            from its bases unchanged and does not declare again.
        copies: ``(module, name)`` of each other module exporting it (``types.<Schema>.also``), sorted.
    """

    name: str
    wire_name: str
    pointer: str
    kind: Literal["object", "alias"]
    description: str
    properties: tuple[Property, ...]
    alias_of: TypeRef | None
    param_name: str | None
    param_annotation: str
    in_request: bool
    in_response: bool
    examples_json: tuple[str, ...]
    closed: bool = False
    param_functional: bool = False
    union_member: bool = False
    model_annotation: Source | None = None
    constraints: Constraints | None = None
    regex_engine: str = ""
    module: str = ""
    exported_as: str = ""
    bases: tuple[str, ...] = ()
    inherited: tuple[str, ...] = ()
    copies: tuple[tuple[str, str], ...] = ()
