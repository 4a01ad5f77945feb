"""The SDK surface: what code calling a generated package can observe, as plain JSON data.

A view of the IR (:class:`~generator.ir.model.Api`) that keeps only what a caller sees - method
paths on the client, their arguments (name, type, required, nullable, default), return and
stream types, typed error bodies, exported type names and their fields - and where each part is
defined in the spec (``file#/pointer``).  Descriptions, examples and formatting are left out, so
a documentation-only spec change leaves the surface unchanged.

Every generated package carries it as ``sdk-surface.json`` (:data:`MANIFEST`, written by the
render stage): ``sdkgen diff`` compares two surfaces (:mod:`generator.diff`), and a committed
package can be compared without the specs it was generated from.

Types are JSON values (:func:`type_json`): a primitive is its name (``"int"``, ``"str"``,
``"datetime"``...), and ``{"model": Name}``, ``{"array": T}``, ``{"tuple": [T, ...]}``, ``{"map": T}``,
``{"anyOf": [T, ...], "discriminator": tag}``, ``{"enum": [values], "open": bool}`` the rest
(JSON Schema's ``$ref``, ``items``, ``prefixItems``, ``additionalProperties``, ``anyOf`` and ``enum``).  The null
branch is not part of a type: ``nullable`` says whether ``null`` is allowed.
"""

from __future__ import annotations

import json
from typing import Any

from .model import (
    Api,
    ArrayOf,
    LiteralOf,
    MapOf,
    Model,
    ModelRef,
    Operation,
    Primitive,
    TupleOf,
    TypeRef,
)

# file name of the surface in a generated package (next to pyproject.toml)
MANIFEST = "sdk-surface.json"
# version of the surface's layout: readers refuse a newer major version
SURFACE_VERSION = 1
# additions to layout 1 that older readers ignore and comparisons treat as unknown when one
# side lacks them: 1 added ``position``, ``param``, ``client`` and each operation's ``security``;
# 2 added each operation's ``pagination``; 3 added the client's ``base_url_env``; 4 added a
# model's ``extends`` and ``inherited`` (only on models that extend another)
SURFACE_MINOR = 4


def type_json(t: TypeRef | None) -> Any:
    """An IR type as JSON data (see the module docstring); ``None`` for no type."""
    if t is None:
        return None
    if isinstance(t, Primitive):
        return t.name
    if isinstance(t, ModelRef):
        return {"model": t.name}
    if isinstance(t, ArrayOf):
        return {"array": type_json(t.items)}
    if isinstance(t, TupleOf):
        return {"tuple": [type_json(x) for x in t.items]}
    if isinstance(t, MapOf):
        return {"map": type_json(t.values)}
    if isinstance(t, LiteralOf):
        return {"enum": list(t.values), "open": t.open}
    out: dict[str, Any] = {"anyOf": [type_json(v) for v in t.variants]}
    if t.discriminator:
        out["discriminator"] = t.discriminator
    return out


def _call(op: Operation) -> str:
    return "client." + ".".join((*op.resource, op.name))


def _property(name: str, wire: str, t: TypeRef, required: bool, nullable: bool, default: str | None, deprecated: bool) -> dict[str, Any]:
    return {
        "name": name,
        "wire": wire,
        "type": type_json(t),
        "required": required,
        "nullable": nullable,
        "default": default,
        "deprecated": deprecated,
    }


def _operation_entry(op: Operation) -> dict[str, Any]:
    args: list[dict[str, Any]] = []
    path_order = [a.py_name for a in (op.implementation.args if op.implementation else ()) if a.positional]
    for prm in op.parameters:
        arg = _property(prm.py_name, prm.name, prm.type, prm.required, prm.nullable, prm.default_json, prm.deprecated)
        args.append({**arg, "in": prm.location, "spec": prm.pointer or op.pointer})
        if prm.py_name in path_order and prm.location == "path":
            args[-1]["position"] = path_order.index(prm.py_name)
    body = op.request_body
    body_model = None
    if body is not None and body.flattened and isinstance(body.schema, ModelRef):
        body_model = body.schema.name
        for prop in body.properties:
            if not prop.read_only:  # readOnly properties are not arguments (see the signature)
                required = prop.required and prop.fixed_repr is None  # a fixed value is sent when left out
                args.append({**_property(prop.py_name, prop.name, prop.type, required, prop.nullable, prop.default_json, prop.deprecated), "in": "body"})
    elif body is not None:
        args.append({**_property(body.body_py_name, "", body.schema, body.required, body.nullable, None, False), "in": "body"})
    return {
        "operation_id": op.operation_id,
        "method": op.method,
        "path": op.path,
        "call": _call(op),
        "spec": op.pointer,
        "deprecated": op.deprecated,
        "status": op.success_status,
        "returns": [type_json(m.type) for m in op.success],
        "stream": type_json(op.stream.chunk) if op.stream else None,
        "stream_flag": op.stream.param if op.stream else None,
        "body_model": body_model,
        "arguments": sorted(args, key=lambda a: (a["in"], a["wire"], a["name"])),
        "errors": [{"status": r.status, "types": [type_json(m.type) for m in r.media]} for r in op.errors if r.media],
        "security": [list(alt) for alt in op.security],
        "pagination": _pagination_entry(op),
    }


def _pagination_entry(op: Operation) -> dict[str, Any] | None:
    """How the method pages (what iterating it does), or ``None``."""
    p = op.pagination
    if p is None:
        return None
    return {"style": p.style, "param": p.param, "items": list(p.items), "item": type_json(p.item_type)}


def _client_entry(api: Api) -> dict[str, Any]:
    """The client classes and the credentials they take (see :func:`surface`)."""
    credentials = [
        {
            "argument": s.argument,
            "scheme": s.name,
            "kind": s.kind,
            "param_name": s.param_name,
            "env": s.env,
            "required": s.required,
            "spec": s.pointer,
        }
        for s in api.security
    ]
    if not credentials:  # the client still takes an api_key, and sends it nowhere
        credentials = [{"argument": "api_key", "scheme": None, "kind": "none", "param_name": "", "env": api.client.env.api_key, "required": False, "spec": ""}]
    return {
        "class_name": api.client.class_name,
        "async_class_name": api.client.async_class_name,
        "base_url_env": api.client.env.base_url,
        "credentials": sorted(credentials, key=lambda c: str(c["argument"])),
    }


def _model_entry(m: Model) -> dict[str, Any]:
    typed_dict = m.kind == "object" and m.param_name is not None and m.param_name != m.name
    properties = []
    for p in m.properties:
        prop = _property(p.py_name, p.name, p.type, p.required, p.nullable, p.default_json, p.deprecated)
        if typed_dict:  # the key in the request-side TypedDict (read-only properties have none)
            prop["param"] = None if p.read_only else "required" if p.param_required else "optional"
        properties.append(prop)
    return {
        "name": m.name,
        "param_name": m.param_name,
        "spec": m.pointer,
        "kind": m.kind,
        "request": m.in_request,
        "response": m.in_response,
        "alias_of": type_json(m.alias_of),
        "properties": properties,
        # the class it extends and the properties it takes from it unchanged (allOf inheritance)
        **({"extends": m.bases[0], "inherited": sorted(m.inherited)} if m.bases else {}),
    }


def surface(api: Api) -> dict[str, Any]:
    """The SDK surface of an API (see the module docstring).

    Args:
        api: the IR.

    Returns:
        JSON data: ``sdk_surface`` (layout version), ``sdk_surface_minor`` (additions to it,
        :data:`SURFACE_MINOR`), ``package`` (import name), ``version`` (the package version),
        ``base_url``, ``client``, ``operations`` and ``models``.

        An operation (sorted by path, then HTTP method) has ``operation_id``, ``method``,
        ``path``, ``call`` (``client.chat.completions.create``), ``spec`` (``file#/pointer``),
        ``deprecated``, ``status`` (the success status), ``returns`` (one type per success
        media type), ``stream`` (the event type, or ``None``), ``stream_flag`` (the body
        property that switches streaming on, ``None`` when the method always streams),
        ``body_model`` (the schema whose
        properties are keyword arguments, or ``None``), ``arguments`` and ``errors``
        (``status``, ``types``: the error bodies the client decodes) and ``security`` (the
        alternatives of :attr:`~generator.ir.model.Operation.security`: lists of scheme names
        whose credentials are sent together; ``[]`` needs none, ``[]`` among them makes them
        optional), ``pagination`` (``None``, or how the method pages: ``style``, ``param``,
        ``items``, ``item``: the type of one item).  An argument has ``name``
        (the Python keyword), ``wire``, ``in`` (``path``, ``query``, ``header``, ``cookie`` or
        ``body``; a whole body has ``wire`` ``""``), ``type``, ``required``, ``nullable``,
        ``default`` (JSON text or ``None``), ``deprecated`` and, for parameters, ``spec``; a
        path parameter also ``position`` (its place among the positional arguments).  The
        arguments are the method's keyword arguments as printed: a flattened body's
        read-only properties are not among them, and ``name`` is the keyword after name
        collisions between locations were resolved.

        A model (sorted by name) has ``name``, ``param_name`` (its request-side TypedDict, or
        ``None``), ``spec``, ``kind`` (``object`` or ``alias``), ``request``/``response`` (which
        side can reach it), ``alias_of`` and ``properties`` (as arguments, ``name`` being the
        attribute).  The properties of an object with a request-side TypedDict also have
        ``param``: the property's key in it, ``required``, ``optional`` or ``None`` (no key: a
        read-only property).

        ``client`` has ``class_name``, ``async_class_name`` and ``credentials``, one per
        keyword argument of the client that holds a credential: ``argument``, ``scheme`` (the
        key in ``components/securitySchemes``), ``kind`` (``bearer``, ``basic``, ``header``,
        ``query``, ``cookie``; ``none`` for the ``api_key`` of a client whose API declares no
        scheme, which is sent nowhere), ``param_name`` (the header, query parameter or cookie),
        ``env`` (the environment variable read when it is not given), ``required`` (the client
        cannot be created without it) and ``spec``.

        Keys added to this layout later (``sdk_surface_minor``, ``position``, ``param``,
        ``client``, ``security``, ``pagination``) are left out of older surfaces; a comparison uses them only
        when both sides have them.
    """
    return {
        "sdk_surface": SURFACE_VERSION,
        "sdk_surface_minor": SURFACE_MINOR,
        "package": api.package.name,
        "version": api.package.version,
        "base_url": api.base_url,
        "client": _client_entry(api),
        "operations": [_operation_entry(o) for o in sorted(api.operations, key=lambda o: (o.path, o.method))],
        "models": [_model_entry(m) for m in sorted(api.models, key=lambda m: m.name)],
    }


def surface_json(api: Api) -> str:
    """:func:`surface` as the text of :data:`MANIFEST`: deterministic (keys in a fixed order,
    no timestamps), one property or argument per line so that version control diffs stay
    readable."""
    data = surface(api)
    lines = ["{"]
    head = [f"  {json.dumps(k)}: {json.dumps(data[k], ensure_ascii=False)}" for k in ("sdk_surface", "sdk_surface_minor", "package", "version", "base_url")]
    lines.append(",\n".join(head) + ",")
    lines.append('  "client": ' + _entry_text(data["client"], "  ").lstrip() + ",")
    for key in ("operations", "models"):
        items = data[key]
        lines.append(f'  "{key}": [')
        rendered = [_entry_text(item) for item in items]
        lines.append(",\n".join(rendered))
        lines.append("  ]" + ("," if key == "operations" else ""))
    lines.append("}")
    return "\n".join(line for line in lines if line) + "\n"


def _entry_text(entry: dict[str, Any], indent: str = "    ") -> str:
    """One operation, model or the client: each field on a line of its own, and each item of
    a list of objects (arguments, properties, credentials)."""
    parts = []
    for key, value in entry.items():
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            inner = ",\n".join(f"{indent}    {json.dumps(v, ensure_ascii=False)}" for v in value)
            parts.append(f'{indent}  "{key}": [\n{inner}\n{indent}  ]')
        else:
            parts.append(f"{indent}  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return f"{indent}{{\n" + ",\n".join(parts) + f"\n{indent}}}"


def split_null(t: Any) -> tuple[Any, bool]:
    """``(t without its null branch, whether it had one)`` for a JSON type (a return or error
    body type may include ``none``)."""
    if t == "none":
        return "any", True
    if isinstance(t, dict) and "anyOf" in t and "none" in t["anyOf"]:
        rest = [v for v in t["anyOf"] if v != "none"]
        if len(rest) == 1:
            return rest[0], True
        return {**t, "anyOf": rest}, True
    return t, False


def type_text(t: Any, open_enums: bool = True) -> str:
    """A JSON type as a short Python-like annotation (``list[Foo]``, ``Literal['a', 'b'] | str``)
    for reports; with ``open_enums`` false, as requests see it (string enums are closed there:
    ``Literal['a', 'b']``)."""
    if t is None:
        return "None"
    if isinstance(t, str):
        return {"none": "None", "any": "Any", "file": "FileTypes", "uuid": "UUID"}.get(t, t)
    if "model" in t:
        return str(t["model"])
    if "array" in t:
        return f"list[{type_text(t['array'], open_enums)}]"
    if "map" in t:
        return f"dict[str, {type_text(t['map'], open_enums)}]"
    if "tuple" in t:
        return f"tuple[{', '.join(type_text(v, open_enums) for v in t['tuple'])}]"
    if "enum" in t:
        text = "Literal[" + ", ".join(repr(v) for v in t["enum"]) + "]"
        return text + " | str" if t.get("open") and open_enums else text
    return " | ".join(type_text(v, open_enums) for v in t.get("anyOf", []))
