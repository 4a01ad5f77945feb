"""Class names of inline schemas by where they are in the document (part of the naming
authority, :mod:`generator.names`): ``ImageContent`` / ``properties`` / ``image_url`` ->
``ImageContentImageUrl``."""

from __future__ import annotations

from .names import class_name, pascal_case


def name_for_location(doc: dict[str, object], tokens: list[str]) -> str:
    """A schema class name for an inline schema at ``tokens`` (unescaped pointer tokens).

    Naming follows the Stainless convention: the owner's name followed by the path to the
    schema, e.g. ``ImageContent`` / ``properties`` / ``image_url`` -> ``ImageContentImageUrl``;
    a request body of operation ``createThing`` -> ``CreateThingRequest``; its 200 response
    -> ``CreateThingResponse`` (other statuses add the code).

    Args:
        doc: the whole document (to read operation ids).
        tokens: pointer tokens from the document root to the schema.

    Returns:
        A PascalCase name (not yet made unique).
    """
    parts: list[str] = []
    i = 0
    n = len(tokens)
    if n >= 3 and tokens[0] == "components":
        parts.append(class_name(tokens[2]))
        if tokens[1] != "schemas":
            parts.append(pascal_case(tokens[1].rstrip("s")))
        i = 3
    elif n >= 3 and tokens[0] in ("paths", "webhooks"):
        op: object = None
        section = doc.get(tokens[0])
        item = section.get(tokens[1]) if isinstance(section, dict) else None
        if isinstance(item, dict):
            op = item.get(tokens[2])
        op_id = op.get("operationId") if isinstance(op, dict) else None
        if isinstance(op_id, str) and op_id:
            parts.append(pascal_case(op_id))
        else:
            parts.append(pascal_case(tokens[2]) + pascal_case(tokens[1]))
        i = 3
    while i < n:
        tok = tokens[i]
        if tok == "requestBody":
            parts.append("Request")
        elif tok == "responses" and i + 1 < n:
            code = tokens[i + 1]
            parts.append("Response" if code in ("200", "201", "2XX") else f"Response{pascal_case(code)}")
            i += 1
        elif tok == "parameters" and i + 1 < n:
            parts.append("Param")
            i += 1
        elif tok in ("properties", "patternProperties", "$defs", "definitions") and i + 1 < n:
            parts.append(pascal_case(tokens[i + 1]) or "Field")
            i += 1
        elif tok == "items":
            parts.append("Item")
        elif tok == "additionalProperties":
            parts.append("Value")
        elif tok in ("anyOf", "oneOf", "allOf", "prefixItems") and i + 1 < n:
            parts.append(f"Variant{int(tokens[i + 1]) + 1}" if tokens[i + 1].isdigit() else "Variant")
            i += 1
        elif tok == "content" and i + 1 < n:
            i += 1  # the media type name is not part of the class name
        i += 1
    return class_name("".join(parts) or "Model")
