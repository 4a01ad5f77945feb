"""Where each operation lands in the client: its resource path and method name, and the
resource tree (class and module names) built from them.

Rule (documented in the README, overridable per operation in the configuration):

* The resource path is the URL path's static segments (path parameters dropped), each turned
  into a snake_case attribute: ``/chat/completions`` -> ``client.chat.completions``.
* When the last static segment follows a path that has operations of its own
  (``/messages/count_tokens`` after ``/messages``, or ``/models/{id}/archive`` after
  ``/models/{id}``) and nothing lives below it, it is an *action*: the resource is the parent's
  and the method is the segment (``client.messages.count_tokens``).  Only below a static
  segment: ``/{id}/talk`` after ``/{id}`` is the collection ``client.talk`` (a parent of
  parameters only has no resource to hold the action), and ``/{id}`` is ``client.root``.
* So is a last static segment whose first word is a verb (:data:`RPC_VERBS`) with nothing
  below it, when not the only segment and the path has one operation (``GET`` and ``POST
  /asset/transfer`` are a resource): an RPC-style path (``POST /accounts/get`` ->
  ``client.accounts.get``, ``POST /item/public_token/exchange`` ->
  ``client.item.public_token.exchange``).
* So is the part after the last dot of a dotted last segment whose namespace (the part before
  the first dot) begins two or more paths, or whose last part is a verb (``/reactions.list``): RPC methods named ``namespace.method``
  (``GET /conversations.list`` -> ``client.conversations.list``, ``POST /chat.postMessage`` ->
  ``client.chat.post_message``, ``/users.profile.get`` -> ``client.users.profile.get``).
* Otherwise the method comes from the verb: on a collection (path ends with a static segment,
  or is ``/``) ``POST`` -> ``create``, ``GET`` -> ``list``, but ``retrieve`` when the success
  response is known to be one thing, not a list (:func:`_one_thing`: ``GET /users/me``,
  ``GET /health``); on an item (path ends with a parameter) ``GET`` -> ``retrieve``,
  ``PUT``/``PATCH`` -> ``update``, ``DELETE`` -> ``delete``; any other case -> the verb itself.
* The configuration's ``naming:`` may take the method from the operationId
  (``methods: operation_id``) and the resource from the operation's first tag
  (``resources: tags``) instead, for the operations that have one.
* Two or more operations that land on the same resource and method: the name goes to the one
  that ranks first by :func:`claim_rank`, a key computed from each operation alone (its
  configured override, its path's shape, its operationId, its verb, its path), so that adding
  an operation never takes a name from one users already call unless the newcomer is the more
  canonical claimant.  The others fall back to their operationIds (snake_case), with a warning.
  Where several fall back to the same name, or it is another method's, the ones that do not keep
  it add words of their own path (``get_x_id_xml`` for ``/x/{id}.xml``), never a counter
  (:func:`_fallback_names`), so an added endpoint does not renumber them.
  A method whose name is also a sub-resource of its resource falls back the same way.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections import Counter
from typing import Any

from ..errors import SpecError, join_pointer
from ..names import attribute_name, method_name, module_name, pascal_case, snake_case, unique, words
from .answers import FORMAT_SUFFIX, answers_with_items, deref, sse_sentinel  # noqa: F401  (operations.py reads through them)
from .context import BuildContext
from .layout import nested_resources
from .model import Operation, Resource
from .prefix import common_prefix, strip


def op_id(op: dict[str, Any], method: str, path: str) -> str:
    oid = op.get("operationId")
    if isinstance(oid, str) and oid.strip():
        return oid
    return method + pascal_case(path)


def _segments(path: str) -> list[str]:
    return [s for s in path.strip("/").split("/") if s]


def _is_param(seg: str) -> bool:
    """A segment holding a path parameter, alone (``{id}``) or with literal text around it
    (``{Sid}.json``, ``v{version}``): it names an item, not a resource."""
    return "{" in seg and "}" in seg


def _attr(seg: str) -> str:
    return attribute_name(snake_case(FORMAT_SUFFIX.sub("", seg)) or "root")


# first words of a last path segment that make it an RPC-style action (``/accounts/get``,
# ``/files/list_folder``, ``/item/public_token/exchange``); nouns that are also verbs
# (``search``, ``export``) are in, plural nouns (``runs``, ``exports``) never match
RPC_VERBS = frozenset(
    {
        "activate", "add", "append", "apply", "approve", "archive", "assign", "attach", "authenticate",
        "authorize", "calculate", "cancel", "check", "classify", "clear", "close", "commit", "complete",
        "compute", "confirm", "connect", "convert", "copy", "count", "create", "deactivate", "decline",
        "decode", "decrypt", "delete", "describe", "detach", "detect", "disable", "disconnect",
        "dismiss", "download", "duplicate", "edit", "embed", "enable", "encode", "encrypt", "estimate",
        "evaluate", "execute", "exchange", "expire", "export", "fetch", "find", "finalize", "generate",
        "get", "grant", "import", "initiate", "install", "invite", "invoke", "join", "leave", "link",
        "list", "lock", "login", "logout", "lookup", "mark", "merge", "modify", "move", "pause", "ping",
        "predict", "preview", "publish", "purge", "put", "query", "read", "reactivate", "redeem",
        "refresh", "refund", "register", "reject", "release", "reload", "remove", "rename", "render",
        "renew", "reopen", "replace", "reply", "report", "request", "resend", "reset", "resolve",
        "restart", "restore", "resume", "retrieve", "retry", "revert", "revoke", "rotate", "run",
        "save", "scan", "schedule", "search", "send", "set", "share", "sign", "simulate", "sort",
        "start", "stop", "submit", "subscribe", "suspend", "sync", "terminate", "test", "tokenize",
        "transcribe", "transfer", "translate", "trigger", "unarchive", "unassign", "uninstall",
        "unlink", "unlock", "unpublish", "unregister", "unsubscribe", "update", "upgrade", "upload",
        "upsert", "validate", "verify", "void", "watch"
    }
)


def _rpc_action(seg: str) -> bool:
    """Whether a static path segment reads as a verb phrase (``get``, ``list_folder``,
    ``submit_delete_job``): its first word is in :data:`RPC_VERBS` and, with several words,
    the last is not a plural noun (``ConnectApps`` and ``AddOnResults`` name collections)."""
    ws = [w.lower() for w in words(FORMAT_SUFFIX.sub("", seg))]
    if not ws or ws[0] not in RPC_VERBS:
        return False
    return len(ws) == 1 or not (ws[-1].endswith("s") and not ws[-1].endswith(("ss", "us", "is")))


def _renamed(new: str, op: dict[str, Any], method: str, path: str) -> str:
    """The action of a ``method-name-collision`` warning: the new name, and the key that names
    the operation under ``operations:`` in sdkgen.yaml (its operationId, or the one sdkgen
    derives from method and path when the spec gives none: a user could not guess it)."""
    key = op_id(op, method, path)
    if isinstance(op.get("operationId"), str) and op["operationId"].strip():
        return f"named {new} after its operationId ({key!r} under operations: names it)"
    return f"named {new} after method and path; the operation has no operationId: {key!r} under operations: names it"


# first words of an operationId that name each conventional method (``getModel`` -> retrieve)
VERB_WORDS: dict[str, tuple[str, ...]] = {
    "create": ("create", "post", "add", "new"),
    "list": ("list", "get", "search"),
    "retrieve": ("retrieve", "get", "read", "fetch", "show"),
    "update": ("update", "modify", "patch", "put", "edit", "set"),
    "delete": ("delete", "remove", "destroy"),
}

_METHOD_ORDER = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def claim_rank(path: str, method: str, op: dict[str, Any], name: str, overrides: dict[str, Any]) -> tuple[int, int, int, int, str]:
    """How strongly one operation claims the method ``name`` it landed on; the smallest key wins
    a collision.  The key depends on this operation alone, never on which other operations
    exist, so the operation that owns a name keeps it when an endpoint is added (unless the
    newcomer ranks before it), and document order does not matter.

    Args:
        path: the operation's URL path template.
        method: its lower-case HTTP method.
        op: the operation object (``operationId``).
        name: the contested method name.
        overrides: the configuration's ``operations:`` (per operationId).

    Returns:
        ``(not configured, path segments, operationId does not name the method, verb order,
        path)``: a method set in the configuration first; then the canonical shape (fewest path
        segments: ``/models/{id}`` before ``/models/{id}/{version}``); then an operationId whose
        first word names the method (``updateModel`` for ``update``, ``getModel`` for
        ``retrieve``, ``countTokens`` for ``count_tokens``); then the verb (GET, PUT, POST,
        DELETE, OPTIONS, HEAD, PATCH, TRACE); then the path text.
    """
    oid = op_id(op, method, path)
    override = overrides.get(oid)
    configured = bool(override is not None and getattr(override, "method", None) == name)
    first = (words(oid) or [""])[0].lower()
    named = first in VERB_WORDS.get(name, ()) or snake_case(oid) == name or snake_case(oid).startswith(name + "_") or first == name.split("_")[0]
    verb = _METHOD_ORDER.index(method) if method in _METHOD_ORDER else len(_METHOD_ORDER)
    return (0 if configured else 1, len(_segments(path)), 0 if named else 1, verb, path)


def _fallback_names(
    losers: list[tuple[tuple[str, str], tuple[str, ...], dict[str, Any]]],
    names_of: dict[tuple[str, ...], set[str]],
    ctx: BuildContext,
) -> dict[tuple[str, str], str]:
    """Method names of the operations that lost a collision: their operationId in snake_case;
    where several want the same one (``getX``, ``get_x``, ``GetX``) or it is another method's,
    a suffix derived from the operation's own path (``get_x_id_xml`` for ``/x/{id}.xml``),
    never a counter, so adding an endpoint does not renumber the others.

    The fallback name itself goes to the operation whose operationId is spelled exactly like
    it (operationIds are unique), else to the one first by :func:`claim_rank`.

    Args:
        losers: ``((path, method), resource, operation)`` of each operation that lost.
        names_of: the method names each resource already has (updated).
        ctx: the build context (configuration overrides).

    Returns:
        ``(path, method) -> method name``.
    """
    wanted: dict[tuple[tuple[str, ...], str], list[tuple[tuple[str, str], dict[str, Any]]]] = {}
    for key, resource, op in losers:
        base = _id_name(op, key[1], key[0])
        wanted.setdefault((resource, base), []).append((key, op))
    out: dict[tuple[str, str], str] = {}
    suffixed: list[tuple[tuple[str, ...], str, tuple[str, str]]] = []
    for (resource, base), claims in sorted(wanted.items()):
        rest = claims
        if base not in names_of[resource]:
            exact = [c for c in claims if op_id(c[1], c[0][1], c[0][0]) == base]
            keeper = exact[0] if exact else min(claims, key=lambda c: claim_rank(c[0][0], c[0][1], c[1], base, ctx.cfg.operations))
            out[keeper[0]] = base
            names_of[resource].add(base)
            rest = [c for c in claims if c is not keeper]
        suffixed += [(resource, base, key) for key, _op in rest]
    candidates = {key: _path_suffixed(base, key) for _r, base, key in suffixed}
    repeated = Counter((resource, candidates[key]) for resource, _b, key in suffixed)
    for resource, base, key in sorted(suffixed):
        name = candidates[key]
        if name in names_of[resource] or repeated[(resource, name)] > 1:
            # two operations whose paths read the same: a digest of the operation's own method and path
            name = method_name(f"{base}_{hashlib.sha1(f'{key[1]} {key[0]}'.encode()).hexdigest()[:6]}")
        name = unique(name, names_of[resource])  # (a digest already taken: practically never)
        names_of[resource].add(name)
        out[key] = name
    return out


def _id_name(op: dict[str, Any], method: str, path: str) -> str:
    """The method name an operation's operationId gives, in snake_case, without a leading
    restatement of its HTTP method and whole path: HubSpot's
    ``get-/cms/v3/hubdb/tables/draft_getAllDraftTables`` is ``get_all_draft_tables``, not
    ``get_cms_v3_hubdb_tables_draft_get_all_draft_tables``.  An operationId that is only the
    method and path keeps them all."""
    name = snake_case(op_id(op, method, path))
    restated = [method.lower()] + [w for part in re.split(r"[/.]", path) for w in snake_case(re.sub(r"[{}]", "", part)).split("_") if w]
    words_ = name.split("_")
    if len(words_) > len(restated) and words_[: len(restated)] == restated:
        name = "_".join(words_[len(restated) :])
    return method_name(name)


def _path_suffixed(base: str, key: tuple[str, str]) -> str:
    """``base`` followed by the words of the operation's path that it does not contain
    (``get_x`` and ``/x/{id}.xml`` -> ``get_x_id_xml``), or by its HTTP method when there are
    none."""
    path, method = key
    have = set(base.split("_"))
    extra: list[str] = []
    for part in re.split(r"[/.]", path):
        for word in snake_case(re.sub(r"[{}]", "", part)).split("_"):
            if word and word not in have and word not in extra:
                extra.append(word)
    extra = extra or [method]
    return method_name(f"{base}_{'_'.join(extra)}")


def _named_by_spec(op: dict[str, Any], resource: tuple[str, ...], name: str, ctx: BuildContext) -> tuple[tuple[str, ...], str]:
    """The configuration's ``naming:`` choices for one operation: the method from its
    ``operationId`` (``methods: operation_id``: ``getModel`` -> ``get_model``) and the resource
    from its first tag (``resources: tags``: ``Fine Tuning`` -> ``fine_tuning``); an operation
    without one keeps what its path gives (``resource``, ``name``)."""
    naming = ctx.cfg.naming
    oid = op.get("operationId")
    if naming.methods == "operation_id" and isinstance(oid, str) and snake_case(oid):
        name = method_name(snake_case(oid))
    tags = op.get("tags")
    tag = tags[0] if isinstance(tags, list) and tags and isinstance(tags[0], str) else ""
    if naming.resources == "tags" and snake_case(tag):
        resource = (attribute_name(snake_case(tag)),)
    return resource, name


def _dotted_namespaces(op_paths: set[str]) -> set[str]:
    """The namespaces of dotted RPC method paths (Slack's ``/conversations.list``,
    ``/conversations.history``, ``/users.profile.get``): the part before the first dot of a
    static last segment (not a format suffix such as ``.json``) shared by two or more paths of
    the spec, or followed by a verb (``/reactions.list`` alone).  A lone dotted segment that ends
    in no verb (``/favicon.ico``, ``/openid.configuration``) is a name."""
    counts: Counter[str] = Counter()
    for path in op_paths:
        segs = _segments(path)
        last = segs[-1] if segs else ""
        if not last or _is_param(last) or FORMAT_SUFFIX.search(last) or "." not in last.strip("."):
            continue
        head, _, rest = last.partition(".")
        if snake_case(head) and snake_case(rest):
            counts[head] += 2 if _rpc_action(rest.rsplit(".", 1)[-1]) else 1  # `events.list` alone
    return {head for head, n in counts.items() if n >= 2}


def _paths_below(op_paths: set[str]) -> dict[str, set[str]]:
    """``prefix -> the paths starting with prefix + "/"`` for every prefix ending before a ``/``
    of some path (``""`` for all of them): whether anything lives below a path, in time linear
    in the paths' total length instead of comparing every path with every other."""
    below: dict[str, set[str]] = {}
    for p in op_paths:
        for i, ch in enumerate(p):
            if ch == "/":
                below.setdefault(p[:i], set()).add(p)
    return below


def _left_out(ops: list[tuple[str, str, dict[str, Any], str]], ctx: BuildContext) -> str:
    """The path prefix the resource paths leave out: ``naming.strip_prefix`` when it is a path,
    nothing when it is false, else the one every path shares (:func:`.prefix.common_prefix`)."""
    setting = ctx.cfg.naming.strip_prefix
    if isinstance(setting, str):
        return setting
    return common_prefix(p for p, _m, _o, _ptr in ops) if setting else ""


def _plural(seg: str) -> bool:
    """Whether a static segment's last word is a plural noun (``stories``, ``ConnectApps``)."""
    ws = words(FORMAT_SUFFIX.sub("", seg))
    last = ws[-1].lower() if ws else ""
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


# the first words of an operationId that name a conventional method where the HTTP verb does not
# (``POST /Services/{Sid}`` with ``UpdateService`` -> ``update``; ``GET /things`` with ``listThings``)
_ID_VERBS = {"list": "list", "search": "list", "update": "update", "modify": "update", "edit": "update", "replace": "update", "delete": "delete", "remove": "delete", "destroy": "delete", "create": "create", "add": "create"}


def _id_verb(oid: str) -> str | None:
    """The conventional method an operationId's first word names (:data:`_ID_VERBS`), if any."""
    return _ID_VERBS.get((words(oid) or [""])[0].lower())


def place_operations(ops: list[tuple[str, str, dict[str, Any], str]], ctx: BuildContext) -> dict[tuple[str, str], tuple[tuple[str, ...], str]]:
    """Resource path and method name of each operation (see the module docstring).

    Args:
        ops: ``(path, method, operation, pointer)`` for every operation.
        ctx: build context (configuration overrides, diagnostics).

    Returns:
        ``(path, method) -> (resource path, method name)``.

    Raises:
        SpecError: an override names an unknown operation.
    """
    prefix = _left_out(ops, ctx)
    named = {(p, m): strip(p, prefix) for p, m, _o, _ptr in ops}  # the path that names each operation
    op_paths = set(named.values())
    verbs_on = Counter(named.values())  # an RPC endpoint does one thing
    below_of = _paths_below(op_paths)
    # collections with an item path below them (``/models`` of ``/models/{id}``; ``.json`` aside)
    with_items = {tuple(FORMAT_SUFFIX.sub("", x) for x in ss[:i]) for ss in map(_segments, op_paths) for i, seg in enumerate(ss) if _is_param(seg)}
    namespaces = _dotted_namespaces(op_paths)
    placed: dict[tuple[str, str], tuple[tuple[str, ...], str]] = {}
    by_id = {op_id(o, m, p): (p, m) for p, m, o, _ptr in ops}
    for oid in ctx.cfg.operations:
        if oid not in by_id:
            raise SpecError(_unknown_operation(oid, by_id), file="configuration")
    for wire_path, method, op, _ptr in ops:
        path = named[(wire_path, method)]
        segs = [s for s in _segments(path) if _is_param(s) or snake_case(s)]  # drop "..", "." etc.
        dotted = bool(segs) and not _is_param(segs[-1]) and segs[-1].split(".", 1)[0] in namespaces
        if dotted:  # ``/conversations.list`` -> ``/conversations/list``, an action
            segs = segs[:-1] + [part for part in segs[-1].split(".") if snake_case(part)]
        static = [s for s in segs if not _is_param(s)]
        parent = "/" + "/".join(segs[:-1]) if segs else "/"
        last_static = bool(segs) and not _is_param(segs[-1])
        below = bool(below_of.get(path.rstrip("/"), set()) - {path})
        # below an item, a path of several operations, or a plural noun that answers a GET
        # with items, is a sub-collection (``/tasks/{id}/stories`` -> ``tasks.stories.list``
        # and ``.create``); one that starts with a verb is an action
        noun = (words(segs[-1]) or [""])[0].lower() not in RPC_VERBS if segs else False
        collection = len(segs) > 1 and _is_param(segs[-2]) and noun and (verbs_on[path] > 1 or (method == "get" and _plural(segs[-1]) and bool(answers_with_items(op, segs[-1], ctx))))
        oid = op_id(op, method, wire_path)
        # an action needs a resource to belong to: below a path of parameters only
        # (``/{id}/talk`` after ``/{id}``) the segment is a resource of its own
        if last_static and len(static) > 1 and (dotted or (parent in op_paths and not collection) or (verbs_on[path] == 1 and _rpc_action(segs[-1]))) and not below:
            resource = tuple(_attr(s) for s in static[:-1])
            name = method_name(snake_case(FORMAT_SUFFIX.sub("", segs[-1])) or "root")
        else:
            resource = tuple(_attr(s) for s in static) or ("root",)
            if method == "get" and (last_static or not segs):  # a collection; "/" is the one at the server URL
                items = answers_with_items(op, segs[-1] if segs else "", ctx)
                # unknown answers: a plural noun (``/images``) is a list, a singular one (``/health``) one thing
                listed = items or (items is None and bool(segs) and _plural(segs[-1])) or tuple(FORMAT_SUFFIX.sub("", x) for x in segs) in with_items
                name = "list" if listed or _id_verb(oid) == "list" else "retrieve"
            elif last_static or not segs:  # (a bulk PATCH of a collection with items is not their `update`)
                bulk = tuple(FORMAT_SUFFIX.sub("", x) for x in segs) in with_items
                name = {"post": "create"}.get(method) or (None if bulk else _id_verb(oid)) or method
            else:
                name = {"get": "retrieve", "put": "update", "patch": "update", "delete": "delete"}.get(method) or _id_verb(oid) or method
        resource, name = _named_by_spec(op, resource, name, ctx)
        override = ctx.cfg.operations.get(oid)
        if override and override.resource:
            resource = tuple(attribute_name(part) for part in override.resource.split("."))
        if override and override.method:
            name = override.method
        placed[(wire_path, method)] = (resource, method_name(name))
    # collisions: the first by claim_rank keeps the name, the others fall back to operationIds
    by_key = {(p, m): o for p, m, o, _ptr in ops}
    seen: dict[tuple[tuple[str, ...], str], list[tuple[str, str]]] = {}
    for key, val in placed.items():
        seen.setdefault(val, []).append(key)
    names_of: dict[tuple[str, ...], set[str]] = {}
    for resource, name in placed.values():
        names_of.setdefault(resource, set()).add(name)
    losers: list[tuple[tuple[str, str], tuple[str, ...], str, tuple[str, str], int]] = []
    for (resource, name), keys in sorted(seen.items()):
        if len(keys) < 2:
            continue
        ranked = sorted(keys, key=lambda k: claim_rank(k[0], k[1], by_key[k], name, ctx.cfg.operations))
        losers += [(key, resource, name, ranked[0], len(keys)) for key in ranked[1:]]
    fallbacks = _fallback_names([(key, resource, by_key[key]) for key, resource, _n, _k, _c in losers], names_of, ctx)
    for key, resource, name, keeper, count in losers:
        path, method = key
        new = fallbacks[key]
        ctx.diagnostics.warn(
            ctx.locate(join_pointer("#/paths", path, method)),
            "method-name-collision",
            f"{'.'.join(resource)}.{name} is claimed by {count} operations and kept by {keeper[1].upper()} {keeper[0]}",
            _renamed(new, by_key[key], method, path),
        )
        placed[key] = (resource, new)
    # a method must not share its name with a sub-resource of the same resource
    children: dict[tuple[str, ...], set[str]] = {}
    for resource, _ in placed.values():
        for i in range(1, len(resource)):
            children.setdefault(resource[:i], set()).add(resource[i])
    taken: dict[tuple[str, ...], set[str]] = {}
    for resource, name in placed.values():
        taken.setdefault(resource, set()).add(name)
    for key, (resource, name) in sorted(placed.items()):
        if name not in children.get(resource, set()):
            continue
        path, method = key
        op = by_key[key]
        new = _id_name(op, method, path)
        new = unique(new, taken[resource] | children[resource])
        taken[resource].add(new)
        ctx.diagnostics.warn(
            ctx.locate(join_pointer("#/paths", path, method)),
            "method-name-collision",
            f"{'.'.join(resource)}.{name} is also a sub-resource",
            _renamed(new, op, method, path),
        )
        placed[key] = (resource, new)
    return placed



def class_scopes(placed: dict[tuple[str, str], tuple[tuple[str, ...], str]]) -> dict[tuple[str, ...], frozenset[str]]:
    """The names each resource class body defines: its methods and its sub-resources'
    attributes (annotations printed in that class must not depend on them, see
    :func:`generator.ir.annotations.qualify_shadowed`).

    Args:
        placed: :func:`place_operations`'s result.

    Returns:
        resource path -> names.
    """
    scopes: dict[tuple[str, ...], set[str]] = {}
    for resource, name in placed.values():
        scopes.setdefault(resource, set()).add(name)
        for i in range(1, len(resource)):
            scopes.setdefault(resource[:i], set()).add(resource[i])
    return {k: frozenset(v) for k, v in scopes.items()}


# --------------------------------------------------------------------------- resources


_RESOURCE_CLASS_SUFFIXES = ("Resource", "ResourceWithRawResponse", "ResourceWithStreamingResponse")


def _resource_class_names(paths: list[tuple[str, ...]], taken: set[str]) -> dict[tuple[str, ...], str]:
    """Class-name stem of each resource (``("chat", "completions")`` -> ``ChatCompletions``),
    such that none of the classes the templates derive from it (``{stem}Resource``,
    ``Async{stem}Resource``, ``...WithRawResponse``, ``...WithStreamingResponse``) is a model
    name in ``taken`` or another resource's: a clash gets ``Api``, then a number, appended."""
    used = set(taken)
    out: dict[tuple[str, ...], str] = {}

    def derived(stem: str) -> list[str]:
        return [f"{prefix}{stem}{suffix}" for prefix in ("", "Async") for suffix in _RESOURCE_CLASS_SUFFIXES]

    for p in paths:
        base = "".join(pascal_case(x) for x in p) or "Root"
        candidates = itertools.chain((base, f"{base}Api"), (f"{base}Api{i}" for i in range(2, 1000)))
        stem = next(c for c in candidates if not any(d in used for d in derived(c)))
        used.update(derived(stem))
        out[p] = stem
    return out


def resources(ops: list[Operation], model_names: set[str], nested: bool = False) -> tuple[tuple[Resource, ...], tuple[Resource, ...]]:
    """The resources of the client: ``(top-level resources, every resource depth first)``,
    each with its module and class-name stem (one module per resource path,
    ``chat_completions``; with ``nested``, ``layout.resources: nested``, a package per resource
    with sub-resources: :func:`generator.ir.layout.nested_resources`)."""
    paths: set[tuple[str, ...]] = set()
    for op in ops:
        for i in range(1, len(op.resource) + 1):
            paths.add(op.resource[:i])
    modules: set[str] = set()
    module_of: dict[tuple[str, ...], str] = {}
    if nested:
        module_of, class_names = nested_resources(sorted(paths), model_names)
    for p in sorted(paths) if not nested else ():
        m = module_name("_".join(p), modules)
        modules.add(m)
        module_of[p] = m
    children_of: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
    for p in sorted(paths):
        children_of.setdefault(p[:-1], []).append(p)
    ops_of: dict[tuple[str, ...], list[Operation]] = {}
    for o in ops:
        ops_of.setdefault(o.resource, []).append(o)
    if not nested:
        class_names = _resource_class_names(sorted(paths), model_names)
    built: dict[tuple[str, ...], Resource] = {}

    def build(p: tuple[str, ...]) -> Resource:
        if p in built:
            return built[p]
        children = tuple(build(c) for c in children_of.get(p, ()))
        res = Resource(
            path=p,
            attr=p[-1],
            class_name=class_names[p],
            module=module_of[p],
            operations=tuple(sorted(ops_of.get(p, ()), key=lambda o: o.name)),
            children=children,
        )
        built[p] = res
        return res

    top = tuple(build(p) for p in sorted(paths) if len(p) == 1)
    allr: list[Resource] = []

    def walk(r: Resource) -> None:
        allr.append(r)
        for c in r.children:
            walk(c)

    for r in top:
        walk(r)
    return top, tuple(allr)


def _unknown_operation(oid: str, by_id: dict[str, tuple[str, str]]) -> str:
    """The error for a key of ``operations:`` that names no operation: the closest operationIds
    (``difflib``, case aside) and where the ones sdkgen makes up for operations without one
    are listed (fresh-user review 4: Blockfrost has one operationId in 129 operations)."""
    import difflib

    lowered = {k.lower(): k for k in by_id}
    close = [lowered[c] for c in difflib.get_close_matches(oid.lower(), list(lowered), n=3, cutoff=0.6)]
    route = oid.split(None, 1)
    if len(route) == 2 and route[0].lower() in ("get", "put", "post", "delete", "options", "head", "patch", "trace"):
        close = [k for k, (p, m) in by_id.items() if (m.lower(), p) == (route[0].lower(), route[1].strip())] or close
    hint = f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""
    return (
        f"operations: no operation with operationId {oid!r}{hint}; the keys are operationIds, and an operation "
        "without one has the id sdkgen makes up from its method and path (`sdkgen ir` lists every operation_id)"
    )
