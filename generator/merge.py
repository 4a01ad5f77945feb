"""Stage 2, merge: combine loaded documents into one OpenAPI document.

Rules (each covered by ``tests/test_merge.py``):

* Components with the same section and name that are equal (deep ``==``) are kept once; the
  merge report lists every such component and the files that defined it.
* Same-named components that differ are an error naming both files and the pointer, unless the
  configuration renames one of them (``renames: {specs/a.yaml: {Foo: AFoo}}``), which renames
  the component and every ref to it inside that file before merging.
* A path + method defined in two files is an error naming both.
* Document-level ``security`` and path-level ``parameters`` are pushed down into each
  operation before merging, so operations keep their own meaning wherever they land.
* The result does not depend on the order of the input files or on the current folder:
  documents are merged in order of their absolute paths (``LoadedDocument.order``) and every
  collection is keyed by name.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .errors import Diagnostic, SpecError, join_pointer
from .load import LoadedDocument
from .validate import check_document
from .walk import (
    HTTP_METHODS,
    copy_document,
    follow_local_refs,
    iter_operations,
    iter_refs,
    retarget_mappings,
)


@dataclass(frozen=True)
class MergeRecord:
    """A component that several files defined identically and that was kept once."""

    pointer: str
    files: tuple[str, ...]


@dataclass
class MergedDocument:
    """The merged document and where each part came from.

    Attributes:
        content: one OpenAPI document holding every path and component.
        origins: ``#/components/<section>/<Name>`` and ``#/paths/<path>/<method>`` -> display
            path of the file that defined it (the first, for identical duplicates).
        merged: the components defined identically by more than one file.
        files: display paths of all inputs, sorted.
        notes: the documents' own warnings (:attr:`generator.load.LoadedDocument.notes`).
    """

    content: dict[str, Any]
    origins: dict[str, str] = field(default_factory=dict)
    merged: list[MergeRecord] = field(default_factory=list)
    files: tuple[str, ...] = ()
    notes: list[Diagnostic] = field(default_factory=list)

    def origin(self, pointer: str) -> str:
        """The file a pointer into the merged document comes from (longest known prefix;
        ``<merged>`` when unknown and there are several files)."""
        probe = pointer
        while probe and probe != "#":
            if probe in self.origins:
                return self.origins[probe]
            probe = probe.rsplit("/", 1)[0]
        return self.files[0] if len(self.files) == 1 else "<merged>"

    def locate(self, pointer: str) -> str:
        """``file#/pointer`` for a pointer into the merged document (longest known prefix)."""
        return f"{self.origin(pointer)}{pointer}"


def rename_components(doc: LoadedDocument, renames: dict[str, str]) -> LoadedDocument:
    """Rename components of one document and rewrite the refs that point to them.

    Args:
        doc: a loaded document.
        renames: old component name -> new name (any section).

    Returns:
        A new document.

    Raises:
        SpecError: a renamed component does not exist, or the new name is taken.
    """
    content = copy_document(doc.content)
    comps = content.get("components") or {}
    moved: dict[str, str] = {}
    origins = dict(doc.origins)
    for old, new in sorted(renames.items()):
        found = False
        for section, entries in comps.items():
            if isinstance(entries, dict) and old in entries:
                if new in entries:
                    raise SpecError(
                        f"cannot rename {old!r} to {new!r}: the name is taken",
                        file=doc.path,
                        pointer=join_pointer("#/components", section, new),
                    )
                entries[new] = entries.pop(old)
                old_ptr = join_pointer("#/components", section, old)
                new_ptr = join_pointer("#/components", section, new)
                moved[old_ptr] = new_ptr
                origins[new_ptr] = origins.pop(old_ptr, doc.path)
                found = True
        if not found:
            raise SpecError(f"renames: no component named {old!r}", file=doc.path, pointer="#/components")
    for holder, _kind, _ptr in iter_refs(content, "document"):
        target = holder["$ref"]
        if target in moved:
            holder["$ref"] = moved[target]
    schema_renames = {old: new for old, new in renames.items() if join_pointer("#/components/schemas", old) in moved}
    content = retarget_mappings(content, schema_renames)
    return LoadedDocument(path=doc.path, content=content, origins=origins, notes=doc.notes, order=doc.order)


def _parameter_key(doc: dict[str, Any], param: dict[str, Any]) -> tuple[Any, Any]:
    """``(name, in)`` of a Parameter Object, or of the one a ``$ref`` to
    ``#/components/parameters/...`` names (OpenAPI 3.1 section 4.8.10.1: an operation's
    parameter overrides the path item's of the same name and location, "but cannot remove
    it"); another ``$ref`` is its own key, so it overrides nothing it does not name."""
    ref = param.get("$ref")
    if isinstance(ref, str):
        prefix = "#/components/parameters/"
        target = ((doc.get("components") or {}).get("parameters") or {}).get(
            ref[len(prefix) :].replace("~1", "/").replace("~0", "~")
        ) if ref.startswith(prefix) else None
        if isinstance(target, dict) and "$ref" not in target:
            return _named(target.get("name"), target.get("in"))
        return "$ref", ref
    return _named(param.get("name"), param.get("in"))


def _named(name: Any, location: Any) -> tuple[Any, Any]:
    """A parameter's key: header names compared without case (RFC 9110 section 5.1)."""
    return (name.lower() if location == "header" and isinstance(name, str) else name), location


def _push_down(doc: dict[str, Any]) -> None:
    """Copy document ``security`` and path-level ``parameters``/``servers`` into operations
    (in place, on one document before it is merged: each operation keeps its own file's).

    An operation's parameter overrides the path item's of the same name and location (header
    names compared without case, RFC 9110 section 5.1); the operation's own parameters come
    first, so their indexes (and the pointers warnings give) stay those of the file.  A path
    item's ``servers`` also stay on the path item, so a warning about one can point there
    (:func:`generator.ir.servers.operation_server`).  A path item that is a ``$ref``
    (``#/components/pathItems/...``, OpenAPI 3.1 section 4.8.9) is pushed down where it is
    written: the operations there get the document's security and its parameters too."""
    security = doc.get("security")
    done: set[int] = set()
    for path_item in (doc.get("paths") or {}).values():
        path_item = follow_local_refs(doc, path_item)
        if not isinstance(path_item, dict) or id(path_item) in done:
            continue
        done.add(id(path_item))
        shared = path_item.pop("parameters", None) or []
        item_servers = path_item.get("servers")
        for method in HTTP_METHODS:
            op = path_item.get(method)
            if not isinstance(op, dict):
                continue
            if security is not None and "security" not in op:
                op["security"] = copy.deepcopy(security)
            if item_servers is not None and "servers" not in op:
                op["servers"] = copy.deepcopy(item_servers)
            if shared:
                own = op.get("parameters") or []
                keys = {_parameter_key(doc, p) for p in own if isinstance(p, dict)}
                inherited = [
                    copy.deepcopy(p)
                    for p in shared
                    if not (isinstance(p, dict) and _parameter_key(doc, p) in keys)
                ]
                op["parameters"] = list(own) + inherited
    doc.pop("security", None)


def merge_documents(
    docs: list[LoadedDocument], renames: dict[str, dict[str, str]] | None = None
) -> MergedDocument:
    """Merge loaded documents into one (see the module docstring for the rules).

    Args:
        docs: loaded documents (any order).
        renames: display path -> {old component name: new name}.

    Returns:
        The merged document with its provenance.

    Raises:
        SpecError: two files define the same operation, or differing components with the
            same name (the message names both files and the pointer).
    """
    renames = renames or {}
    docs = sorted(docs, key=lambda d: (d.order, d.path))
    docs = [rename_components(d, renames[d.path]) if d.path in renames else d for d in docs]
    if not docs:
        raise SpecError("no input documents")
    versions = sorted({str(d.content.get("openapi")) for d in docs})
    first = docs[0].content
    out: dict[str, Any] = {
        "openapi": versions[-1],
        "info": copy.deepcopy(first.get("info") or {}),
        "paths": {},
        "components": {},
    }
    servers: list[Any] = []
    tags: dict[str, Any] = {}
    result = MergedDocument(content=out, files=tuple(d.path for d in docs), notes=[n for d in docs for n in d.notes])
    seen_components: dict[str, list[str]] = {}
    for doc in docs:
        content = copy_document(doc.content)
        _push_down(content)
        for server in content.get("servers") or []:
            if server not in servers:
                servers.append(server)
        for tag in content.get("tags") or []:
            if isinstance(tag, dict) and isinstance(tag.get("name"), str):
                tags.setdefault(tag["name"], tag)
        for path, item in (content.get("paths") or {}).items():
            if path.startswith("x-"):
                continue  # an extension of the Paths Object, not a path
            if not isinstance(item, dict):
                raise SpecError("a path item must be a mapping", file=doc.path, pointer=join_pointer("#/paths", path))
            target = out["paths"].setdefault(path, {})
            for key, value in item.items():
                ptr = join_pointer("#/paths", path, key)
                if key in HTTP_METHODS:
                    if key in target:
                        raise SpecError(
                            f"operation {key.upper()} {path} is defined in both "
                            f"{result.origins[ptr]} and {doc.path}",
                            file=doc.path,
                            pointer=ptr,
                        )
                    result.origins[ptr] = doc.path
                    target[key] = value
                elif key not in target:
                    target[key] = value
                    result.origins[ptr] = doc.path  # a path item's servers, summary...: warnings name the file
        for name, item in (content.get("webhooks") or {}).items():  # OpenAPI 3.1 section 4.8.1
            if not isinstance(item, dict) or str(name).startswith("x-"):
                continue
            hooks = out.setdefault("webhooks", {}).setdefault(name, {})
            for key, value in item.items():
                ptr = join_pointer("#/webhooks", name, key)
                if key in HTTP_METHODS and key in hooks:
                    raise SpecError(f"webhook {key.upper()} {name} is defined in both {result.origins[ptr]} and {doc.path}", file=doc.path, pointer=ptr)
                if key in HTTP_METHODS or key not in hooks:
                    result.origins[ptr] = doc.path
                    hooks[key] = value
        for section, entries in (content.get("components") or {}).items():
            if not isinstance(entries, dict):
                continue
            out_sec = out["components"].setdefault(section, {})
            for name, value in entries.items():
                ptr = join_pointer("#/components", section, name)
                src = doc.origins.get(ptr, doc.path)
                if name in out_sec:
                    if out_sec[name] != value:
                        raise SpecError(
                            f"component {section}/{name} differs between "
                            f"{result.origins[ptr]} and {src}; rename one with "
                            f"'renames: {{{doc.path}: {{{name}: NewName}}}}' in the configuration",
                            file=src,
                            pointer=ptr,
                        )
                    seen_components[ptr].append(src)
                else:
                    out_sec[name] = value
                    result.origins[ptr] = src
                    seen_components[ptr] = [src]
        for key, value in content.items():
            if key.startswith("x-") and key not in out:
                out[key] = value
    for ptr, files in sorted(seen_components.items()):
        if len(files) > 1:
            result.merged.append(MergeRecord(pointer=ptr, files=tuple(files)))
    if servers:
        out["servers"] = servers
    if tags:
        out["tags"] = [tags[k] for k in sorted(tags)]
    out["components"] = {k: out["components"][k] for k in sorted(out["components"])}
    return result


def check_operation_ids(merged: MergedDocument) -> list[Diagnostic]:
    """Give each operation a unique ``operationId`` (OpenAPI 3.1 section 4.8.10: it must be
    unique among all operations); checked on the merged and patched document, so a patch in
    the configuration can rename one instead.

    Of the operations sharing one, the first by ``(path segments, HTTP method, path)`` keeps
    it - decided from each operation alone, so adding an operation elsewhere in the document
    renames nothing - and each other one gets the name of its own method and path, as an
    operation without an ``operationId`` does (``getGadgets`` for ``GET /gadgets``), with a
    warning naming both places.  The merged document is changed in place.

    Args:
        merged: the merged document.

    Returns:
        The warnings, one per renamed operation (``--strict`` refuses them).
    """
    from .names import pascal_case, unique

    holders: dict[str, list[tuple[tuple[int, int, str], str, dict[str, Any]]]] = {}
    taken: set[str] = set()
    for path, method, op, ptr in iter_operations(merged.content):
        oid = op.get("operationId")
        if not isinstance(oid, str):
            continue
        taken.add(oid)
        rank = (path.strip("/").count("/"), HTTP_METHODS.index(method), path)
        holders.setdefault(oid, []).append((rank, ptr, op))
    notes: list[Diagnostic] = []
    for oid, ops in holders.items():
        if len(ops) < 2:
            continue
        ops.sort(key=lambda entry: entry[0])
        keeper = merged.locate(join_pointer(ops[0][1], "operationId"))
        for (_segments, verb, path), ptr, op in ops[1:]:
            new = unique(HTTP_METHODS[verb] + pascal_case(path), taken)
            taken.add(new)
            op["operationId"] = new
            notes.append(
                Diagnostic(
                    "warning",
                    merged.locate(join_pointer(ptr, "operationId")),
                    "operation-id-duplicate",
                    f"operationId {oid!r} is also used by {keeper} (operationIds must be unique)",
                    f"this operation is named {new!r} after its method and path; give it an operationId of its own to choose another",
                )
            )
    return notes


def apply_patches(merged: MergedDocument, patches: tuple[dict[str, Any], ...] | list[dict[str, Any]]) -> MergedDocument:
    """Apply JSON Patch operations (RFC 6902, with the ``jsonpatch`` library) to the merged
    document: the way to correct a spec that is wrong without editing the vendor's files.

    Args:
        merged: the merge stage's output (not modified).
        patches: operations in order; pointers address the merged document.

    Returns:
        A merged document with the patched content (same provenance).

    Raises:
        ConfigError: an operation does not apply (e.g. its path does not exist, or a ``test``
            fails because the spec changed); the message names the operation by index.  Or
            the patched document is malformed (:func:`generator.validate.check_document`).
    """
    import jsonpatch
    import jsonpointer

    from .errors import ConfigError

    if not patches:
        return merged
    content = copy.deepcopy(merged.content)
    size = initial = count_nodes(content)
    limit = size + max(size, PATCH_GROWTH)
    for i, op in enumerate(patches):
        try:
            grown = _growth(content, op, limit - size)
            if grown is None:
                source = f" copy of {op.get('from')}" if op.get("op") == "copy" else ""
                raise ConfigError(
                    f"patches[{i}] ({op.get('op')} {op.get('path')}{source}) would make the document larger than {limit} "
                    f"JSON values ({size} before it; patches may at most double the specs' {initial}, or add {PATCH_GROWTH} to them): "
                    "copy a smaller part, or `$ref` the schema instead of copying it",
                    file="configuration",
                )
            size += grown
            content = jsonpatch.apply_patch(content, [op], in_place=True)
        except (jsonpatch.JsonPatchException, jsonpointer.JsonPointerException) as exc:
            raise ConfigError(f"patches[{i}] ({op.get('op')} {op.get('path')}) does not apply: {_why_not(content, op, exc)}", file="configuration") from None
    try:
        check_document(content, "<patched>")
    except SpecError as exc:
        raise ConfigError(f"patches make the document malformed: {exc.pointer}: {exc.message}", file="configuration") from None
    notes = [n for n in merged.notes if not _repaired_by_patch(n, merged, patches)]
    return MergedDocument(content=content, origins=merged.origins, merged=merged.merged, files=merged.files, notes=notes)


# how many JSON values (objects, arrays, scalars) ``patches:`` may add to the specs' merged
# document besides doubling it: a ``copy`` duplicates a subtree, so a few of them in a row
# (each copying the last) grow it exponentially; 24 copies in 3 KB of configuration ran out
# of memory
PATCH_GROWTH = 200_000


def count_nodes(value: Any, limit: int | None = None) -> int:
    """The number of JSON values in ``value`` (itself, and every member and item, depth
    first); counting stops past ``limit`` (returning a number over it)."""
    count, stack = 0, [value]
    while stack:
        node = stack.pop()
        count += 1
        if limit is not None and count > limit:
            return count
        if isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return count


def _growth(content: Any, op: Any, room: int) -> int | None:
    """How many JSON values the patch operation ``op`` adds at most (a ``copy``: its source,
    an ``add`` or ``replace``: its value), or ``None`` when that is more than ``room``.  An
    operation whose ``from`` does not resolve adds nothing here (``jsonpatch`` reports it)."""
    import jsonpointer

    if not isinstance(op, dict):
        return 0
    if op.get("op") == "copy":
        try:
            value = jsonpointer.resolve_pointer(content, str(op.get("from")))
        except (jsonpointer.JsonPointerException, TypeError, AttributeError):
            return 0
    elif op.get("op") in ("add", "replace"):
        value = op.get("value")
    else:
        return 0
    n = count_nodes(value, room)
    return None if n > room else n


def _why_not(content: Any, op: dict[str, Any], exc: Exception) -> str:
    """Why a patch operation does not apply, in JSON terms (the first pointer token that does
    not resolve, or the failed ``test``), never the library's Python reprs."""
    import jsonpatch

    kind = op.get("op")
    pointers = [("from", op.get("from"), False)] if kind in ("move", "copy") else []
    pointers.append(("path", op.get("path"), kind == "add" or kind in ("move", "copy")))
    for key, pointer, parent_only in pointers:
        if not isinstance(pointer, str) or (pointer and not pointer.startswith("/")):
            return f"{key} {pointer!r} is not a JSON pointer (it starts with '/')"
        tokens = [t.replace("~1", "/").replace("~0", "~") for t in pointer.split("/")[1:]]
        node, at = content, ""
        for n, token in enumerate(tokens):
            last = n == len(tokens) - 1
            if isinstance(node, dict):
                if token not in node:
                    if last and parent_only:
                        break
                    return f"{key}: {at or '/'} has no member {token!r}"
                node = node[token]
            elif isinstance(node, list):
                if last and parent_only and token in ("-", str(len(node))):
                    break
                if not token.isdigit() or int(token) >= len(node) + (1 if last and parent_only else 0):
                    return f"{key}: {at or '/'} is an array of {len(node)} items, and {token!r} is not one of its indexes"
                node = node[int(token)] if int(token) < len(node) else None
            else:
                return f"{key}: {at or '/'} is {_json_kind(node)}, not an object or an array"
            at += "/" + token.replace("~", "~0").replace("/", "~1")
    if isinstance(exc, jsonpatch.JsonPatchTestFailed):
        return "the test failed: the value at the path is not the one given (the spec changed there)"
    if kind == "move":
        return "a value cannot be moved into itself"
    return str(exc).split(" in {", 1)[0]


def _json_kind(value: Any) -> str:
    """``a string``, ``a number``... : a JSON value's type in a message."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    return "null" if value is None else "a value"


def _repaired_by_patch(note: Diagnostic, merged: MergedDocument, patches: tuple[dict[str, Any], ...] | list[dict[str, Any]]) -> bool:
    """Whether a load-stage repair (``ref-dangling``: a schema ``$ref`` to nothing, typed as
    any JSON value) was superseded by a patch at the same place of the merged document: one
    that replaces or removes the repaired schema or an ancestor of it, or gives it a ``$ref``
    again (``<pointer>/$ref``).  A patch inside it (a description) repairs nothing.  The
    warning then no longer describes the client and is dropped (``--strict`` accepts the
    patched spec)."""
    if note.code != "ref-dangling" or "#" not in note.location:
        return False
    pointer = "#" + note.location.split("#", 1)[1]
    if merged.locate(pointer) != note.location:
        return False  # a file reached through a $ref: its pointers are not the merged document's
    target = pointer[1:]
    for op in patches:
        path = op.get("path")
        if not isinstance(path, str) or op.get("op") not in ("add", "replace", "remove", "move", "copy"):
            continue
        if path == target or target.startswith(path + "/") or (path == target + "/$ref" and op.get("op") != "remove"):
            return True
    return False
