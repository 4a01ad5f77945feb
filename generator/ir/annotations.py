"""IR types -> Python annotation text, as printed in generated code: the response side
(pydantic models, ``list``, ``dict``) and the request side (TypedDicts, ``Sequence``,
``Mapping``, files).  Both the IR build and the renderer read these; neither prints types itself."""

from __future__ import annotations

import io
import tokenize
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any

from ..literals import literal_holds, python_literal, string_literal
from ..names import BUILTINS
from .model import (
    ArrayOf,
    Constraints,
    LiteralOf,
    MapOf,
    ModelRef,
    Primitive,
    Source,
    TupleOf,
    TypeRef,
    UnionOf,
)


@dataclass
class Ann:
    """A printed annotation and the names it needs imported."""

    text: str
    names: frozenset[str] = frozenset()


def _lit_repr(value: Any) -> str:
    return python_literal(value)


def _literal(t: LiteralOf, *, open_: bool) -> Ann:
    """``Literal[...]`` of the values; float values, which ``Literal`` does not allow (PEP
    586), are ``float``, and integers outside 64 bits, which mypy and pydantic do not take in
    a ``Literal``, are ``int`` (their values go into the docs: :func:`type_note`)."""
    exact = [v for v in t.values if literal_holds(v)]
    parts = ["Literal[" + ", ".join(_lit_repr(v) for v in exact) + "]"] if exact else []
    if any(isinstance(v, int) and not literal_holds(v) for v in t.values):
        parts.append("int")
    if any(isinstance(v, float) for v in t.values):
        parts.append("float")
    if open_ and t.open:
        parts.append("str")
    return Ann(" | ".join(parts), frozenset({"Literal"}) if exact else frozenset())


def type_note(t: TypeRef) -> str:
    """What an annotation of ``t`` cannot say, for the docs: the values of an enum with
    members ``Literal`` cannot hold (floats, integers outside 64 bits: ``one of 1.4, 1.5``),
    and that a ``str`` is base64 text (``format: byte``); ``""`` when there is nothing to add."""
    notes: list[str] = []

    def visit(x: TypeRef) -> None:
        if isinstance(x, LiteralOf) and not all(literal_holds(v) for v in x.values):
            notes.append("one of " + ", ".join(_lit_repr(v) for v in x.values))
        elif x == Primitive("base64"):
            notes.append("base64-encoded text")
        elif isinstance(x, ArrayOf):
            visit(x.items)
        elif isinstance(x, TupleOf):
            for v in x.items:
                visit(v)
        elif isinstance(x, MapOf):
            visit(x.values)
        elif isinstance(x, UnionOf):
            for v in x.variants:
                visit(v)

    visit(t)
    return "; ".join(dict.fromkeys(notes))


def response_ann(t: TypeRef) -> Ann:
    """The annotation of ``t`` as returned by the client (pydantic model classes)."""
    if isinstance(t, Primitive):
        return {
            "str": Ann("str"),
            "int": Ann("int"),
            "float": Ann("float"),
            "bool": Ann("bool"),
            "none": Ann("None"),
            "any": Ann("Any", frozenset({"Any"})),
            "file": Ann("bytes"),
            "bytes": Ann("bytes"),
            "date": Ann("date", frozenset({"date"})),
            "datetime": Ann("datetime", frozenset({"datetime"})),
            "uuid": Ann("UUID", frozenset({"UUID"})),
            "base64": Ann("str"),
        }[t.name]
    if isinstance(t, ModelRef):
        return Ann(t.name, frozenset({t.name}))
    if isinstance(t, ArrayOf):
        inner = response_ann(t.items)
        return Ann(f"list[{inner.text}]", inner.names)
    if isinstance(t, TupleOf):
        parts = [response_ann(x) for x in t.items]
        return Ann(f"tuple[{', '.join(p.text for p in parts)}]", frozenset().union(*(p.names for p in parts)))
    if isinstance(t, MapOf):
        inner = response_ann(t.values)
        return Ann(f"dict[str, {inner.text}]", inner.names)
    if isinstance(t, LiteralOf):
        return _literal(t, open_=True)
    parts = [response_ann(v) for v in t.variants]
    return Ann(" | ".join(p.text for p in parts), frozenset().union(*(p.names for p in parts)))


def param_ann(t: TypeRef, param_names: Mapping[str, str]) -> Ann:
    """The annotation of ``t`` as accepted in a request (TypedDicts, sequences, files).

    Args:
        t: the type.
        param_names: component name -> its request-side type name (``Foo`` -> ``FooParam``).

    Returns:
        The annotation text and the names it needs imported.
    """
    if isinstance(t, Primitive):
        return {
            "str": Ann("str"),
            "int": Ann("int"),
            "float": Ann("float"),
            "bool": Ann("bool"),
            "none": Ann("None"),
            "any": Ann("object"),
            "file": Ann("FileTypes", frozenset({"FileTypes"})),
            "bytes": Ann("bytes"),
            "date": Ann("str | date", frozenset({"date"})),
            "datetime": Ann("str | datetime", frozenset({"datetime"})),
            "uuid": Ann("str | UUID", frozenset({"UUID"})),
            "base64": Ann("str"),
        }[t.name]
    if isinstance(t, ModelRef):
        name = param_names.get(t.name, t.name + "Param")
        return Ann(name, frozenset({name}))
    if isinstance(t, ArrayOf):
        inner = param_ann(t.items, param_names)
        # any iterable is accepted (a generator, a set, ``dict.keys()``): the runtime lists it
        return Ann(f"Iterable[{inner.text}]", inner.names | {"Iterable"})
    if isinstance(t, TupleOf):
        # positions typed as a tuple; a list (what JSON arrays usually are) is accepted too
        parts = [param_ann(x, param_names) for x in t.items]
        any_of = param_ann(UnionOf(t.items), param_names) if len(set(t.items)) > 1 else parts[0]
        names = frozenset().union(*(p.names for p in parts)) | any_of.names | {"Iterable"}
        return Ann(f"tuple[{', '.join(p.text for p in parts)}] | Iterable[{any_of.text}]", names)
    if isinstance(t, MapOf):
        inner = param_ann(t.values, param_names)
        return Ann(f"Mapping[str, {inner.text}]", inner.names | {"Mapping"})
    if isinstance(t, LiteralOf):
        return _literal(t, open_=False)
    parts = [param_ann(v, param_names) for v in t.variants]
    members: list[str] = []
    for part in parts:  # variants may spell the same member (str, and a date-time as str | datetime)
        for member in union_members(part.text):
            if member not in members:
                members.append(member)
    return Ann(" | ".join(members), frozenset().union(*(p.names for p in parts)))


def union_members(text: str) -> list[str]:
    """The top-level members of an annotation ``A | B[C | D] | E`` -> ``[A, B[C | D], E]``."""
    out: list[str] = []
    depth = 0
    start = 0
    quote: str | None = None
    escaped = False
    for i, ch in enumerate(text):
        if quote is not None:  # inside a string literal: brackets and bars are data
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return out


def nullable_ann(a: Ann, nullable: bool) -> Ann:
    return Ann(a.text + " | None", a.names) if nullable else a



def annotation_names(text: str) -> set[str]:
    """Identifiers used in an annotation, ignoring the contents of string literals."""
    names: set[str] = set()
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.NAME:
                names.add(tok.string)
    except (tokenize.TokenError, IndentationError):
        pass
    return names


def qualify_shadowed(text: str, shadowed: AbstractSet[str]) -> str:
    """An annotation printed inside a class body that defines ``shadowed`` names (its methods
    and attributes): each builtin it uses that one of those hides is spelled
    ``builtins.<name>`` (``list[Role]`` in a class with a method ``list`` ->
    ``builtins.list[Role]``; the module then imports ``builtins``).  Names inside string
    literals (``Literal['list']``) and attributes (``x.list``) are left alone.

    Args:
        text: the annotation (one line).
        shadowed: names the class body defines.

    Returns:
        The annotation, unchanged when it uses none of them.
    """
    hidden = shadowed & BUILTINS
    if not hidden:
        return text
    out: list[str] = []
    last = 0
    previous = ""
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.NAME and tok.string in hidden and previous != ".":
                out.append(text[last : tok.start[1]] + "builtins.")
                last = tok.start[1]
            if tok.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER):
                previous = tok.string
    except (tokenize.TokenError, IndentationError):
        return text
    out.append(text[last:])
    return "".join(out)
def python_value(value: Any, t: TypeRef) -> Ann:
    """Python source for a JSON ``default`` (already checked against its schema by
    ``normalise.default_values``) as a value of ``t``'s Python type: a date, date-time or
    UUID string becomes ``date(2024, 1, 2)``, ``datetime(..., tzinfo=timezone.utc)`` or
    ``UUID('...')`` (unless a plain ``str`` or a ``Literal`` of a union takes it as it is),
    an integral number on an ``int`` type an ``int``; anything else is its ``repr`` (always
    an inert Python literal).

    Args:
        value: the JSON value (string, number, boolean or null).
        t: the type of the field or parameter (aliases resolved), null branch included or not.

    Returns:
        The source text and the names it needs imported (``date``, ``datetime``,
        ``timezone``, ``timedelta``, ``UUID``).
    """
    variants = t.variants if isinstance(t, UnionOf) else (t,)
    if isinstance(value, str) and not any(v in (Primitive("str"), Primitive("base64")) or (isinstance(v, LiteralOf) and value in v.values) for v in variants):
        for v in variants:
            if isinstance(v, Primitive) and v.name in ("date", "datetime", "uuid"):
                try:
                    return _temporal(value, v.name)
                except ValueError:
                    continue
    if isinstance(value, float) and value.is_integer() and Primitive("int") in variants and Primitive("float") not in variants:
        return Ann(repr(int(value)))
    return Ann(_lit_repr(value))


def _temporal(text: str, kind: str) -> Ann:
    import datetime as dt
    import uuid

    if kind == "uuid":
        return Ann(f"UUID({string_literal(str(uuid.UUID(text)))})", frozenset({"UUID"}))
    if kind == "date":
        d = dt.date.fromisoformat(text)
        return Ann(f"date({d.year}, {d.month}, {d.day})", frozenset({"date"}))
    v = dt.datetime.fromisoformat(text.replace("z", "Z"))
    parts = [v.year, v.month, v.day, v.hour, v.minute, v.second] + ([v.microsecond] if v.microsecond else [])
    offset = v.utcoffset()
    names = {"datetime"}
    if offset is None:
        tz = ""
    elif not offset:
        tz, names = ", tzinfo=timezone.utc", names | {"timezone"}
    else:
        seconds = int(offset.total_seconds())
        span = f"hours={seconds // 3600}" if seconds % 3600 == 0 else f"minutes={seconds // 60}" if seconds % 60 == 0 else f"seconds={seconds}"
        tz, names = f", tzinfo=timezone(timedelta({span}))", names | {"timezone", "timedelta"}
    return Ann(f"datetime({', '.join(str(p) for p in parts)}{tz})", frozenset(names))


# where each name an annotation or default of the models module uses is imported from
MODEL_IMPORTS = {
    "Annotated": "typing",
    "Any": "typing",
    "Literal": "typing",
    "Union": "typing",
    "Field": "pydantic",
    "StringConstraints": "pydantic",
    "Predicate": "annotated_types",
    "date": "datetime",
    "datetime": "datetime",
    "timedelta": "datetime",
    "timezone": "datetime",
    "UUID": "uuid",
}


def source_of(a: Ann) -> Source:
    """``a`` as an IR :class:`~generator.ir.model.Source`: its names mapped to their modules
    (:data:`MODEL_IMPORTS`; ``builtins`` is ``import builtins``, ``_datetime`` is ``import
    datetime as _datetime``; model names are left out)."""
    imports = {(MODEL_IMPORTS[n], n) for n in a.names if n in MODEL_IMPORTS}
    if "builtins." in a.text:
        imports.add(("builtins", ""))
    if "_datetime" in a.names:  # a field hides a datetime name (generator.ir.fields)
        imports.add(("datetime as _datetime", ""))
    return Source(a.text, tuple(sorted(imports)))


def join_union(members: list[str]) -> str:
    """A union of printed members, each once: ``A | B``, or ``Union[A, B]`` when a member is a
    quoted forward reference (``"Node" | None`` fails at run time on Python 3.10+)."""
    unique = list(dict.fromkeys(members))
    if len(unique) == 1:
        return unique[0]
    if any(m.startswith('"') for m in unique):
        return f"Union[{', '.join(unique)}]"
    return " | ".join(unique)


def _predicate(kind: str, values: list[Any]) -> str:
    inner = ", ".join(_lit_repr(v) for v in values) + ("," if len(values) == 1 else "")
    return f"Annotated[{kind}, Predicate(({inner}).__contains__)]"


def _model_members(t: TypeRef, tagged: Callable[[UnionOf], str | None], quote: AbstractSet[str]) -> tuple[list[str], set[str]]:
    """The top-level union members of ``t`` as the models print it, and the names they use."""
    if isinstance(t, ModelRef):
        return [f'"{t.name}"' if t.name in quote else t.name], {t.name}
    if isinstance(t, LiteralOf):
        exact = [v for v in t.values if literal_holds(v)]
        members: list[str] = []
        names: set[str] = set()
        if exact:
            members.append("Literal[" + ", ".join(_lit_repr(v) for v in exact) + "]")
            names.add("Literal")
        huge = [v for v in t.values if isinstance(v, int) and not literal_holds(v)]
        floats = [v for v in t.values if isinstance(v, float)]
        for kind, inexact in (("float", floats), ("int", huge)):
            if inexact:
                members.append(_predicate(kind, inexact))
                names |= {"Annotated", "Predicate"}
        if t.open:
            members.append("str")
        return members, names
    if isinstance(t, UnionOf):
        members = []
        names = set()
        for v in t.variants:
            m, n = _model_members(v, tagged, quote)
            members.extend(m)
            names |= n
        attribute = tagged(t) if t.discriminator is not None else None
        if attribute is not None:
            joined = join_union(members)
            extra = {"Union"} if joined.startswith("Union[") else set()
            return [f"Annotated[{joined}, Field(discriminator={string_literal(attribute)})]"], names | {"Annotated", "Field"} | extra
        return members, names
    a = model_ann(t, tagged=tagged, quote=quote)
    return [a.text], set(a.names)


def _forward(t: TypeRef, quote: AbstractSet[str]) -> bool:
    """Whether ``t`` names one of ``quote`` (a model not defined yet)."""
    if isinstance(t, ModelRef):
        return t.name in quote
    if isinstance(t, ArrayOf):
        return _forward(t.items, quote)
    if isinstance(t, MapOf):
        return _forward(t.values, quote)
    if isinstance(t, TupleOf):
        return any(_forward(x, quote) for x in t.items)
    if isinstance(t, UnionOf):
        return any(_forward(x, quote) for x in t.variants)
    return False


def model_ann(
    t: TypeRef, *, nullable: bool = False, tagged: Callable[[UnionOf], str | None] = lambda u: None, quote: AbstractSet[str] = frozenset()
) -> Ann:
    """The annotation of ``t`` in the pydantic models (``types/_models.py``).

    Like :func:`response_ann`, and besides: a forward-compatible string enum admits ``str``;
    values ``Literal`` cannot hold (floats, integers outside 64 bits) are
    ``Annotated[float, Predicate((1.4, 1.5).__contains__)]``; a union ``tagged`` accepts is
    ``Annotated[A | B, Field(discriminator="type")]``, which pydantic checks by its tag.

    Args:
        t: the type.
        nullable: admit ``None`` (a last member).
        tagged: the model attribute of a tagged union's tag when pydantic can select the
            member by it (every member a model declaring the tag as a ``Literal``), else ``None``.
        quote: model names to print as forward references (``"Item"``): in an annotation
            evaluated when the module is imported, those defined after it (or it itself);
            unions with one are ``Union[...]``.

    Returns:
        The annotation text and the names it uses (model names included).
    """
    if isinstance(t, (ModelRef, LiteralOf, UnionOf)) or nullable:
        members, names = _model_members(t, tagged, quote)
        if nullable:
            members.append("None")
        text = join_union(members)
        return Ann(text, frozenset(names | ({"Union"} if "Union[" in text else set())))
    if quote and isinstance(t, (ArrayOf, MapOf)) and _forward(t, quote):
        # a container of a forward reference is quoted whole ("list[JsonValue]"): mypy
        # resolves a recursive alias so, not with the name quoted inside the brackets
        whole = model_ann(t, tagged=tagged)
        if '"' not in whole.text and "\\" not in whole.text:
            return Ann(f'"{whole.text}"', whole.names)
    if isinstance(t, ArrayOf):
        inner = model_ann(t.items, tagged=tagged, quote=quote)
        if t.item_constraints is not None:  # each element checked: list[Annotated[str, Field(min_length=1)]]
            args = field_arguments(t.item_constraints)
            if args:
                return Ann(f"list[{annotated(inner.text, args)}]", inner.names | {"Annotated", "Field"})
        return Ann(f"list[{inner.text}]", inner.names)
    if isinstance(t, TupleOf):
        parts = [model_ann(x, tagged=tagged, quote=quote) for x in t.items]
        return Ann(f"tuple[{', '.join(p.text for p in parts)}]", frozenset().union(*(p.names for p in parts)))
    if isinstance(t, MapOf):
        inner = model_ann(t.values, tagged=tagged, quote=quote)
        if t.key_pattern is not None:
            key = f"Annotated[str, StringConstraints(pattern={string_literal(t.key_pattern)})]"
            return Ann(f"dict[{key}, {inner.text}]", inner.names | {"Annotated", "StringConstraints"})
        return Ann(f"dict[str, {inner.text}]", inner.names)
    return response_ann(t)


# Constraints field -> pydantic Field argument
_FIELD_ARGS = (
    ("minimum", "ge"),
    ("maximum", "le"),
    ("exclusive_minimum", "gt"),
    ("exclusive_maximum", "lt"),
    ("multiple_of", "multiple_of"),
    ("min_length", "min_length"),
    ("max_length", "max_length"),
    ("pattern", "pattern"),
    ("min_items", "min_length"),
    ("max_items", "max_length"),
)


def field_arguments(constraints: Constraints | None, alias: str | None = None) -> list[str]:
    """The arguments of a field's ``Field(...)``: its alias (the wire name, when the attribute
    differs) and its constraints, as Python source (inert literals)."""
    args = [f"alias={string_literal(alias)}"] if alias is not None else []
    if constraints is not None:
        for attr, arg in _FIELD_ARGS:
            value = getattr(constraints, attr)
            if value is not None:
                args.append(f"{arg}={python_literal(value)}")
    return args


def annotated(annotation: str, args: list[str]) -> str:
    """``annotation`` with ``Field(*args)`` attached (``Annotated[int, Field(ge=0)]``), or as it is."""
    return f"Annotated[{annotation}, Field({', '.join(args)})]" if args else annotation
