"""Stage 1, load (structure check): the shapes the later stages rely on, checked once.

Not a validation against the OpenAPI meta-schema (which rejects many real-world specs that
generate fine): only the types of the objects the pipeline walks, so that a malformed document
is a :class:`~generator.errors.SpecError` naming the file and JSON pointer instead of a crash
somewhere later.  Checked (OpenAPI 3.1 section 4.8 object names):

* the document, ``info``, ``paths``, ``webhooks``, path items, operations, ``components`` and
  each of its sections, request bodies, ``responses`` and responses, ``content`` maps, media
  types, ``headers`` and headers are mappings;
* ``parameters`` is a list of mappings, each with a string ``name`` and ``in`` of ``path``,
  ``query``, ``header`` or ``cookie`` (or a ``$ref``);
* a schema, wherever one is expected, is a mapping or a boolean; ``properties`` (and the other
  maps of schemas) is a mapping; ``allOf``/``anyOf``/``oneOf``/``prefixItems`` are lists;
  ``required`` is a list of strings; ``enum`` is a list; ``type`` is a string or a list of
  strings; ``discriminator`` is a mapping with a string ``propertyName`` and a ``mapping`` of
  strings;
* ``$ref`` is a string;
* the ``name`` of an ``apiKey`` security scheme sent in a header or cookie, and of a header or
  cookie parameter, is an HTTP token (RFC 9110 section 5.6.2), a ``content`` map's media
  types are printable ASCII and a path holds no control character: anything else cannot be
  sent, or would inject into the request.

Three mistakes common in real specs are repaired in place, each with a warning naming the pointer
(``--strict`` refuses them): ``required: true``/``false`` on a property (draft-3 style; ``true``
puts the name in the parent's ``required``, as its author meant), a discriminator ``mapping``
entry to a schema that does not exist (the entry is dropped), and a response's or request
body's ``content`` written as a ``$ref`` to a map of media types (the map is used in its place).

Keys starting with ``x-`` are extensions (or names the rest of the pipeline treats as such, see
:func:`generator.walk.child_kind`) and are never looked into; keys that are not listed above are
not checked either.  ``null`` is accepted where the pipeline reads it as absent (an empty
``paths:``, ``components:`` or ``components/schemas:``).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

from .errors import Diagnostic, SpecError, join_pointer, unescape_pointer_token
from .walk import COMPONENT_KINDS, HTTP_METHODS, SCHEMA_LIST, SCHEMA_MAP, SCHEMA_ONE, json_type

PARAMETER_LOCATIONS = ("path", "query", "header", "cookie")

# a header field name, and a cookie name (RFC 9110 section 5.6.2; RFC 6265 section 4.1.1)
HTTP_TOKEN = re.compile(r"^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$")
CONTROL_CHARACTER = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# what a header value can carry (RFC 9110 section 5.5: visible ASCII, spaces and tabs)
MEDIA_TYPE_TEXT = re.compile(r"^[\x20-\x7e\t]*$")


_PROSE = {
    "null": "null",
    "boolean": "a boolean",
    "integer": "a number",
    "number": "a number",
    "string": "a string",
    "array": "a list",
    "object": "a mapping",
}


def describe_value(value: Any) -> str:
    """How a parsed value is named in messages: ``a mapping``, ``a list``, ``a string``,
    ``a number``, ``a boolean`` or ``null`` (the Python type name for anything else)."""
    kind = json_type(value)
    return _PROSE[kind] if kind is not None else type(value).__name__


def check_document(content: Any, file: str) -> list[Diagnostic]:
    """Check the structure of one OpenAPI document, as parsed (before ``$ref`` resolution):
    the object types of OpenAPI 3.1 section 4.8 (3.0 section 4.7) and the schema keywords of
    JSON Schema 2020-12 (core section 10, validation section 6) listed in the module docstring.

    Args:
        content: the parsed file.
        file: its display path (used in messages).

    Returns:
        Warnings about schemas that are well-formed but say something no client can act on
        (see :func:`check_structure`).

    Raises:
        SpecError: the first structural type error, naming ``file`` and the JSON pointer of
            the offending value (e.g. ``api.yaml#/paths/~1a/get/responses: 'responses' must
            be a mapping, not a list``).
    """
    if not isinstance(content, dict):
        raise SpecError("an OpenAPI document must be a mapping", file=file)
    return check_structure(content, "document", "#", file, root=content)


def check_structure(node: Any, kind: str, pointer: str, file: str, *, root: Any = None) -> list[Diagnostic]:
    """Check the structure of a part of an OpenAPI document of a given kind.

    Also used for the targets of ``$ref``s (parts of other files, at their pointer in that
    file), so that every part of a bundled document has been checked where it was written.

    Args:
        node: the parsed value.
        kind: its kind, as in :mod:`generator.walk` (``document``, ``pathItem``, ``operation``,
            ``parameter``, ``requestBody``, ``response``, ``header``, ``mediaType``,
            ``callback``, ``schema``...); kinds that are not checked (``example``, ``link``,
            ``securityScheme``...) are accepted as they are.
        pointer: JSON pointer of ``node`` in ``file`` (``#/components/schemas/Foo``).
        file: display path of the file that contains ``node``.
        root: the whole document of ``file``, against which ``discriminator/mapping`` values
            that are local references (``#/components/schemas/X``) or schema names are
            resolved; ``None``: not resolved.

    Returns:
        Warnings naming ``file#pointer``: a ``type`` that is none of JSON Schema's seven
        (``strnig``: the schema then constrains no type), a ``required`` name that no property
        of an object with ``properties`` declares (outside ``allOf``, whose other branches may
        declare it).

    Raises:
        SpecError: the first structural type error (see the module docstring).

    Repairs (in place, each with a warning naming the pointer): a boolean ``required`` on a
    property (``true``: the name joins the parent's ``required``; ``false`` and elsewhere:
    dropped) and a discriminator mapping entry to a schema that does not exist (dropped).
    """
    checker = _Checker(file, root)
    checker.check(node, kind, pointer)
    return checker.notes


JSON_TYPES = ("null", "boolean", "object", "array", "number", "string", "integer")


class _Checker:
    def __init__(self, file: str, root: Any = None):
        self.file = file
        self.root = root
        self.notes: list[Diagnostic] = []

    def warn(self, pointer: str, code: str, message: str, action: str) -> None:
        self.notes.append(Diagnostic("warning", f"{self.file}{pointer}", code, message, action))

    def fail(self, pointer: str, message: str) -> SpecError:
        return SpecError(message, file=self.file, pointer=pointer)

    def mapping(self, node: Any, pointer: str, what: str) -> dict[str, Any]:
        if not isinstance(node, dict):
            raise self.fail(pointer, f"{what} must be a mapping, not {describe_value(node)}")
        return node

    def entries(self, node: Any, pointer: str, what: str, *, extensions: bool = True) -> list[tuple[str, Any, str]]:
        """``(key, value, pointer)`` of a mapping of named objects; with ``extensions``
        (objects that allow them: Paths, Callback, Responses) ``x-`` keys are left out, while
        in plain maps (properties, headers, content, component sections) they are names."""
        m = self.mapping(node, pointer, what)
        return [(k, v, join_pointer(pointer, k)) for k, v in m.items() if not (extensions and k.startswith("x-"))]

    def strings(self, node: Any, pointer: str, what: str, allow_null: bool = False) -> None:
        if not isinstance(node, list):
            raise self.fail(pointer, f"{what}, not {describe_value(node)}")
        for i, x in enumerate(node):
            if not (isinstance(x, str) or (allow_null and x is None)):
                raise self.fail(join_pointer(pointer, i), f"{what}, not a list with {describe_value(x)}")

    def check(self, node: Any, kind: str, pointer: str) -> None:
        methods: dict[str, Callable[[Any, str], None]] = {
            "document": self._document,
            "paths": self._paths,
            "pathItem": self._pathItem,
            "operation": self._operation,
            "callback": self._callback,
            "components": self._components,
            "parameter": self._parameter,
            "header": self._header,
            "requestBody": self._requestBody,
            "responses": self._responses,
            "response": self._response,
            "mediaType": self._mediaType,
            "schema": self._schema,
            "securityScheme": self._securityScheme,
        }
        method = methods.get(kind)
        if method is not None:
            method(node, pointer)

    def _ref(self, node: dict[str, Any], pointer: str) -> bool:
        """True when ``node`` is a Reference Object (whose other keys are not checked)."""
        if "$ref" not in node:
            return False
        if not isinstance(node["$ref"], str):
            raise self.fail(join_pointer(pointer, "$ref"), f"'$ref' must be a string, not {describe_value(node['$ref'])}")
        return True

    # ------------------------------------------------------------------ document level

    def _document(self, doc: Any, pointer: str) -> None:
        self.mapping(doc, pointer, "an OpenAPI document")
        if "info" in doc:
            self.mapping(doc["info"], join_pointer(pointer, "info"), "'info'")
        for key in ("paths", "webhooks"):
            if doc.get(key) is not None:
                self._paths(doc[key], join_pointer(pointer, key), key)
        if doc.get("components") is not None:
            self._components(doc["components"], join_pointer(pointer, "components"))

    def _paths(self, node: Any, pointer: str, key: str = "paths") -> None:  # also webhooks
        for path, item, ptr in self.entries(node, pointer, f"'{key}'"):
            if key == "paths" and CONTROL_CHARACTER.search(str(path)):
                # httpx refuses such a URL on every call of the path's operations
                raise self.fail(ptr, f"path {str(path)!r} contains a control character (a URL cannot hold one)")
            self._pathItem(item, ptr)

    def _pathItem(self, item: Any, pointer: str) -> None:
        self.mapping(item, pointer, "a path item")
        if self._ref(item, pointer):
            return
        if "parameters" in item:
            self._paramList(item["parameters"], join_pointer(pointer, "parameters"))
        for method in HTTP_METHODS:
            if method in item:
                self._operation(item[method], join_pointer(pointer, method))

    def _operation(self, op: Any, pointer: str) -> None:
        self.mapping(op, pointer, "an operation")
        if "parameters" in op:
            self._paramList(op["parameters"], join_pointer(pointer, "parameters"))
        if "requestBody" in op:
            self._requestBody(op["requestBody"], join_pointer(pointer, "requestBody"))
        if "responses" in op:
            self._responses(op["responses"], join_pointer(pointer, "responses"))
        if "callbacks" in op:
            for _name, callback, ptr in self.entries(op["callbacks"], join_pointer(pointer, "callbacks"), "'callbacks'", extensions=False):
                self._callback(callback, ptr)

    def _callback(self, node: Any, pointer: str) -> None:
        self.mapping(node, pointer, "a callback")
        if not self._ref(node, pointer):
            for _expr, item, ptr in self.entries(node, pointer, "a callback"):
                self._pathItem(item, ptr)

    def _components(self, comps: Any, pointer: str) -> None:
        self.mapping(comps, pointer, "'components'")
        for section, kind in COMPONENT_KINDS.items():
            entries = comps.get(section)
            if entries is None:
                continue
            sec_ptr = join_pointer(pointer, section)
            for _name, value, ptr in self.entries(entries, sec_ptr, f"'components/{section}'", extensions=False):
                self.check(value, kind, ptr)

    # ------------------------------------------------------------------ operation parts

    def _paramList(self, params: Any, pointer: str) -> None:
        if not isinstance(params, list):
            raise self.fail(pointer, f"'parameters' must be a list, not {describe_value(params)}")
        for i, p in enumerate(params):
            self._parameter(p, join_pointer(pointer, i))

    def _parameter(self, p: Any, pointer: str) -> None:
        self.mapping(p, pointer, "a parameter")
        if self._ref(p, pointer):
            return
        if "name" not in p:
            raise self.fail(pointer, "a parameter needs a 'name'")
        if not isinstance(p["name"], str):
            raise self.fail(join_pointer(pointer, "name"), f"a parameter's 'name' must be a string, not {describe_value(p['name'])}")
        if p.get("in") not in PARAMETER_LOCATIONS:
            if "in" not in p:
                raise self.fail(pointer, f"parameter {p['name']!r} needs 'in' (path, query, header or cookie)")
            raise self.fail(join_pointer(pointer, "in"), f"parameter {p['name']!r}: 'in' must be path, query, header or cookie, not {p['in']!r}")
        if p["in"] in ("header", "cookie") and not HTTP_TOKEN.match(p["name"]):
            # httpx refuses such a name on every call (or it would inject into the request)
            raise self.fail(join_pointer(pointer, "name"), f"{p['name']!r} is not a valid HTTP {p['in']} name (an RFC 9110 token: letters, digits and !#$%&'*+-.^_`|~)")
        self._header(p, pointer)

    def _header(self, h: Any, pointer: str) -> None:
        self.mapping(h, pointer, "a header")
        if self._ref(h, pointer):
            return
        if "schema" in h:
            self._schema(h["schema"], join_pointer(pointer, "schema"))
        if "content" in h:
            self._contentMap(h["content"], join_pointer(pointer, "content"))

    def _requestBody(self, body: Any, pointer: str) -> None:
        self.mapping(body, pointer, "'requestBody'")
        if not self._ref(body, pointer) and "content" in body:
            self._content_ref(body, pointer)
            self._contentMap(body["content"], join_pointer(pointer, "content"))

    def _responses(self, responses: Any, pointer: str) -> None:
        for _code, response, ptr in self.entries(responses, pointer, "'responses'"):
            self._response(response, ptr)

    def _response(self, response: Any, pointer: str) -> None:
        self.mapping(response, pointer, "a response")
        if self._ref(response, pointer):
            return
        if "content" in response:
            self._content_ref(response, pointer)
            self._contentMap(response["content"], join_pointer(pointer, "content"))
        if "headers" in response:
            for _name, header, ptr in self.entries(response["headers"], join_pointer(pointer, "headers"), "'headers'", extensions=False):
                self._header(header, ptr)

    def _contentMap(self, content: Any, pointer: str) -> None:
        for media_type, media, ptr in self.entries(content, pointer, "'content'", extensions=False):
            if not MEDIA_TYPE_TEXT.match(str(media_type)):
                # sent as Content-Type or Accept: httpx refuses it on every call, or it would
                # inject a header; odd but printable media types (`*`) are left to the server
                raise self.fail(ptr, f"media type {media_type!r} is not printable ASCII (a control character or a non-ASCII letter cannot be sent in a header)")
            self._mediaType(media, ptr)

    def _content_ref(self, owner: dict[str, Any], pointer: str) -> None:
        """Repair ``content: {$ref: '#/components/mediaTypes/X'}`` (lob's specs): OpenAPI
        3.0/3.1 require a map of media types there (3.1 section 4.8.17.1), not a Reference
        Object.  When the ref is local and its target is such a map, the map is put in its place
        (a copy), with a warning naming the pointer; any other ``$ref`` there is left for the
        structure check to refuse."""
        content = owner.get("content")
        if not (isinstance(content, dict) and set(content) == {"$ref"} and isinstance(content["$ref"], str)):
            return
        ref = content["$ref"]
        if not ref.startswith("#/") or self.root is None:
            return
        target: Any = self.root
        for token in ref[2:].split("/"):
            token = unescape_pointer_token(unquote(token))
            if not isinstance(target, dict) or token not in target:
                return
            target = target[token]
        if not (isinstance(target, dict) and target and all(isinstance(k, str) and "/" in k and isinstance(v, dict) for k, v in target.items())):
            return
        owner["content"] = copy.deepcopy(target)
        self.warn(
            join_pointer(pointer, "content"),
            "content-ref",
            f"'content' is a $ref ({ref}) where OpenAPI requires a map of media types",
            "the map it points to is used in its place; write the media types there (or $ref each media type's schema) to silence this",
        )

    def _mediaType(self, media: Any, pointer: str) -> None:
        self.mapping(media, pointer, "a media type")
        if "schema" in media:
            self._schema(media["schema"], join_pointer(pointer, "schema"))

    def _securityScheme(self, scheme: Any, pointer: str) -> None:
        self.mapping(scheme, pointer, "a security scheme")
        if self._ref(scheme, pointer) or scheme.get("type") != "apiKey" or scheme.get("in") not in ("header", "cookie"):
            return
        name = scheme.get("name")
        if not (isinstance(name, str) and HTTP_TOKEN.match(name)):
            where = "header" if scheme["in"] == "header" else "cookie"
            raise self.fail(join_pointer(pointer, "name") if "name" in scheme else pointer, f"{name!r} is not a valid HTTP {where} name (an RFC 9110 token: letters, digits and !#$%&'*+-.^_`|~)")

    # ------------------------------------------------------------------ schemas

    def _schema(self, s: Any, pointer: str, in_all_of: bool = False) -> None:
        if isinstance(s, bool):
            return
        if not isinstance(s, dict):
            raise self.fail(pointer, f"a schema must be a mapping or a boolean, not {describe_value(s)}")
        self._ref(s, pointer)
        if "type" in s and not isinstance(s["type"], str):
            # a YAML null in the list is the 'null' type (the type_list normaliser pass)
            self.strings(s["type"], join_pointer(pointer, "type"), "'type' must be a string or a list of strings", allow_null=True)
        names = [s["type"]] if isinstance(s.get("type"), str) else s.get("type") or []
        for i, name in enumerate(names):
            if name is not None and name not in JSON_TYPES:
                where = join_pointer(pointer, "type") if isinstance(s["type"], str) else join_pointer(pointer, "type", i)
                self.warn(where, "unknown-type", f"type {name!r} is none of {', '.join(JSON_TYPES)}", "it constrains nothing: typed by the rest of the schema, else Any")
        if isinstance(s.get("required"), bool):
            # JSON Schema draft 3 (and Swagger 2.0 parameters) spell "this property is
            # required" as `required: true` on the property: its parent, which owns the list,
            # handles it (_boolean_required); anywhere else it says nothing and is dropped
            self.warn(join_pointer(pointer, "required"), "required-boolean", f"'required: {str(s['required']).lower()}' on a schema that is not a property (OpenAPI 3 lists required properties in the parent object)", "ignored")
            del s["required"]
        if "required" in s:
            self.strings(s["required"], join_pointer(pointer, "required"), "'required' must be a list of property names (strings)")
            props = s.get("properties")
            if isinstance(props, dict) and not in_all_of and "$ref" not in s and not any(k in s for k in ("allOf", "anyOf", "oneOf", "patternProperties")):
                for i, name in enumerate(s["required"]):
                    if name not in props:
                        self.warn(join_pointer(pointer, "required", i), "required-unknown", f"required property {name!r} is not among the schema's properties", "ignored")
        if "enum" in s and not isinstance(s["enum"], list):
            raise self.fail(join_pointer(pointer, "enum"), f"'enum' must be a list, not {describe_value(s['enum'])}")
        if "discriminator" in s:
            self._discriminator(s["discriminator"], join_pointer(pointer, "discriminator"))
        for key in SCHEMA_ONE:
            if key in s:
                self._schema(s[key], join_pointer(pointer, key))
        for key in SCHEMA_LIST:
            if key in s:
                members = s[key]
                ptr = join_pointer(pointer, key)
                if not isinstance(members, list):
                    raise self.fail(ptr, f"'{key}' must be a list of schemas, not {describe_value(members)}")
                for i, member in enumerate(members):
                    self._schema(member, join_pointer(ptr, i), in_all_of=key == "allOf")
        for key in SCHEMA_MAP:
            if key in s:
                for name, sub, ptr in self.entries(s[key], join_pointer(pointer, key), f"'{key}'", extensions=False):
                    if key == "properties" and isinstance(sub, dict) and isinstance(sub.get("required"), bool):
                        self._boolean_required(s, name, sub, ptr)
                    self._schema(sub, ptr)

    def _boolean_required(self, parent: dict[str, Any], name: str, prop: dict[str, Any], pointer: str) -> None:
        """Repair ``properties: {name: {required: true}}`` (JSON Schema draft 3, Swagger 2.0
        habits; OpenAPI 3 lists required properties in the parent's ``required``): ``true``
        adds ``name`` to the parent's list, as its author meant, ``false`` is dropped; both
        with a warning naming the pointer."""
        flag = prop.pop("required")
        where = join_pointer(pointer, "required")
        if not flag:
            self.warn(where, "required-boolean", "'required: false' on a property (OpenAPI 3 lists required properties in the parent object)", "ignored: the property is optional")
            return
        listed = parent.get("required")
        if listed is None:
            parent["required"] = [name]
        elif isinstance(listed, list) and name not in listed:
            listed.append(name)
        self.warn(
            where,
            "required-boolean",
            "'required: true' on a property (OpenAPI 3 lists required properties in the parent object)",
            f"{name!r} added to the parent's 'required'; move it there in the spec to silence this",
        )

    def _discriminator(self, d: Any, pointer: str) -> None:
        self.mapping(d, pointer, "'discriminator'")
        if not isinstance(d.get("propertyName"), str):
            if "propertyName" not in d:
                raise self.fail(pointer, "'discriminator' needs a 'propertyName'")
            raise self.fail(join_pointer(pointer, "propertyName"), f"'propertyName' must be a string, not {describe_value(d['propertyName'])}")
        if "mapping" in d:
            ptr = join_pointer(pointer, "mapping")
            for tag, target in list(self.mapping(d["mapping"], ptr, "'discriminator/mapping'").items()):
                if not isinstance(target, str):
                    tptr = join_pointer(ptr, tag)
                    raise self.fail(tptr, f"discriminator mapping {tag!r} must be a string ($ref to a schema), not {describe_value(target)}")
                if self.root is not None and not self._mapping_resolves(target):
                    # the tag names no schema the payload could be read as: dropped, so the
                    # other tags still select their variants
                    del d["mapping"][tag]
                    self.warn(
                        join_pointer(ptr, tag),
                        "discriminator-mapping-dangling",
                        f"discriminator mapping {tag!r} -> {target!r} points to nothing",
                        "entry dropped: a payload with that tag is read as whichever variant it matches; fix the reference to get it back",
                    )

    def _mapping_resolves(self, target: str) -> bool:
        """Whether a mapping value names a schema of :attr:`root`: a local reference
        (``#/components/schemas/X``) that exists, or a schema name (no ``#``, no ``/``) of its
        ``components/schemas``; a reference into another file is not looked at here (OpenAPI
        3.1 section 4.8.25: the values are schema names or references)."""
        if target.startswith("#"):
            node: Any = self.root
            for token in target[1:].split("/")[1:] if target != "#" else []:
                key = unescape_pointer_token(unquote(token))
                if isinstance(node, dict) and key in node:
                    node = node[key]
                elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
                    node = node[int(key)]
                else:
                    return False
            return isinstance(node, (dict, bool))
        if "#" in target or "/" in target:
            return True
        schemas = ((self.root.get("components") if isinstance(self.root, dict) else None) or {}).get("schemas")
        return isinstance(schemas, dict) and target in schemas
