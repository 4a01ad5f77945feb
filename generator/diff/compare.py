"""Compare two SDK surfaces (:mod:`generator.ir.surface`) and classify every change a caller
can observe with the rules of :mod:`generator.diff.rules`.

What is matched to what:

* **Operations** by HTTP method and path (path parameter names ignored), then by
  ``operationId``, then by their place in the client; the same operation in a new place is a
  renamed method.
* **Models** by name; a model that disappears while one with an identical shape (kind, fields,
  types, required/nullable, defaults - with renamed models mapped) appears is **one** rename.
* **Arguments** by location and wire name, **properties** by wire name; one removed and one
  added with the same type, requiredness and a similar name are a rename.

Each change names its place in the spec (``file#/pointer``: the new spec's, or the old one's for
something removed) and in the generated code (``client.chat.completions.create(top_k=...)``,
``sambanova_sdk.types.Usage.total_tokens``).  Types created inline for an operation or a model
(hoisted objects, large enums) that are added, removed or renamed together with their owner are
folded into the owner's entry (``also``), so one spec edit is one entry.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import join_pointer
from ..ir.surface import type_text
from .changes import Change, DiffReport
from .rules import is_breaking
from .security import SecurityDiff
from .surface_index import SurfaceIndex, op_key
from .types import enum_delta, relation, rename_type

_BOTH = frozenset({"request", "response"})
_REQUEST = frozenset({"request"})
_RESPONSE = frozenset({"response"})
# changes of one argument, property or TypedDict key (merged when seen from several places)
_MEMBER_SUBJECTS = frozenset({"parameter", "property", "enum value"})


def compare(old: dict[str, Any], new: dict[str, Any], old_label: str = "old", new_label: str = "new") -> DiffReport:
    """Compare two surfaces and classify the changes.

    Args:
        old / new: surfaces (:func:`generator.ir.surface.surface` or a parsed
            ``sdk-surface.json``).
        old_label / new_label: how to name the sides in reports.

    Returns:
        The report; deterministic for the same inputs.
    """
    differ = _Differ(old, new)
    changes = differ.run()
    return DiffReport(
        old=old_label,
        new=new_label,
        changes=tuple(changes),
        package=str(new.get("package") or old.get("package") or ""),
        old_version=str(old.get("version") or ""),
        new_version=str(new.get("version") or ""),
        not_compared=tuple(sorted(differ.unknown)),
    )


def _norm_path(path: str) -> str:
    return re.sub(r"\{[^}]*\}", "{}", path)


def _union(types: list[Any]) -> Any:
    if not types:
        return "none"
    return types[0] if len(types) == 1 else {"anyOf": list(types)}


def _similar(a: str, b: str) -> bool:
    """Names that plausibly mean the same thing (a word in common, or mostly the same letters)."""
    wa, wb = set(a.lower().split("_")) - {""}, set(b.lower().split("_")) - {""}
    return bool(wa & wb) or difflib.SequenceMatcher(None, a.lower(), b.lower()).ratio() >= 0.6


@dataclass
class _Differ(SecurityDiff):
    old_data: dict[str, Any]
    new_data: dict[str, Any]
    changes: list[Change] = field(default_factory=list)
    folds: dict[tuple[str, str], int] = field(default_factory=dict)
    members: dict[tuple[Any, ...], int] = field(default_factory=dict)
    # (rule, old alternatives, new alternatives, call, spec) of each operation whose security changed
    security: list[tuple[str, str, str, str, str]] = field(default_factory=list)
    # parts one side does not record (DiffReport.not_compared)
    unknown: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.old = SurfaceIndex(self.old_data)
        self.new = SurfaceIndex(self.new_data)
        self.renames = self._model_renames()

    # ----------------------------------------------------------------- entry points

    def run(self) -> list[Change]:
        self._operations()
        self._models()
        if (self.old_data.get("base_url") or "") != (self.new_data.get("base_url") or ""):
            self._add("base-url-changed", _BOTH, "client", "client.base_url", "", self.old_data.get("base_url"), self.new_data.get("base_url"))
        self._credentials()
        return sorted(self._folded(), key=lambda c: (not c.breaking, c.code, c.rule, c.old or "", c.new or "", c.spec))

    def _add(self, rule: str, sides: frozenset[str], subject: str, code: str, spec: str, old: Any = None, new: Any = None, fold: tuple[str, str] | None = None, announced: bool = False, same: Any = None) -> None:
        """Record a change.  A change of a member (argument, property, TypedDict key) that one
        already recorded describes - the same rule at the same place in the spec, with the same
        values (``same`` when given: a member added or removed is one whichever annotation each
        place spells it with) - is the same spec edit seen from another place in the code (each
        method that flattens a body, the model class, its TypedDict): it is one entry, named and
        spelled where it was seen first (operations come first), classified by every side that
        sees it."""
        change = Change(
            rule=rule,
            breaking=is_breaking(rule, sides),
            subject=subject,
            code=code,
            spec=spec,
            old=None if old is None else str(old),
            new=None if new is None else str(new),
            sides=tuple(sorted(sides)),
            announced=announced,
        )
        key = None
        if subject in _MEMBER_SUBJECTS and spec:
            # a rename is one edit whichever names (keyword, attribute, key) it changed
            key = (rule, spec) if rule == "parameter-renamed" else (rule, spec, change.old, change.new) if same is None else (rule, spec, json.dumps(same, sort_keys=True))
            seen = self.members.get(key)
            if seen is not None:
                first = self.changes[seen]
                both = frozenset(first.sides) | sides
                self.changes[seen] = dataclasses.replace(first, breaking=is_breaking(rule, both), sides=tuple(sorted(both)))
                return
            self.members[key] = len(self.changes)
        if fold is not None:
            self.folds[fold] = len(self.changes)
        self.changes.append(change)

    # ----------------------------------------------------------------- models

    def _shape(self, m: dict[str, Any], renames: dict[str, str]) -> str:
        props = [
            (p["wire"], p["name"], rename_type(p["type"], renames), p["required"], p["nullable"], p["default"])
            for p in sorted(m["properties"], key=lambda p: p["wire"])
        ]
        return json.dumps([m["kind"], rename_type(m["alias_of"], renames), props], sort_keys=True)

    def _model_renames(self) -> dict[str, str]:
        """Old name -> new name of models that disappeared while one of identical shape
        appeared; iterated so that a model whose fields use renamed models is found too."""
        gone = sorted(set(self.old.models) - set(self.new.models))
        came = sorted(set(self.new.models) - set(self.old.models))
        renames: dict[str, str] = {}
        for _round in range(16):
            taken = set(renames.values())
            by_shape: dict[str, list[str]] = {}
            for name in came:
                if name not in taken:
                    by_shape.setdefault(self._shape(self.new.models[name], {}), []).append(name)
            progress = False
            for name in gone:
                if name in renames:
                    continue
                candidates = [c for c in by_shape.get(self._shape(self.old.models[name], renames), []) if c not in taken]
                if candidates:
                    best = min(candidates, key=lambda c: (-difflib.SequenceMatcher(None, name, c).ratio(), c))
                    renames[name] = best
                    taken.add(best)
                    progress = True
            if not progress:
                break
        return renames

    def _sides(self, *models: dict[str, Any] | None) -> frozenset[str]:
        sides = set()
        for m in models:
            if m is not None:
                if m["request"]:
                    sides.add("request")
                if m["response"]:
                    sides.add("response")
        return frozenset(sides) or _RESPONSE

    def _models(self) -> None:
        targets = set(self.renames.values())
        for name in sorted(self.old.models):
            m = self.old.models[name]
            if name in self.renames:
                new_name = self.renames[name]
                self._add("model-renamed", _BOTH, "type", self.new.types_path(new_name), self.new.models[new_name]["spec"], name, new_name, fold=("renamed", name))
                self._model(m, self.new.models[new_name], renamed=True)
            elif name in self.new.models:
                self._model(m, self.new.models[name], renamed=False)
            else:
                self._add("model-removed", _BOTH, "type", self.old.types_path(name), m["spec"], name, None, fold=("removed", name))
        for name in sorted(set(self.new.models) - set(self.old.models) - targets):
            m = self.new.models[name]
            self._add("model-added", _BOTH, "type", self.new.types_path(name), m["spec"], None, name, fold=("added", name))

    def _model(self, o: dict[str, Any], n: dict[str, Any], renamed: bool) -> None:
        name = n["name"]
        sides = self._sides(o, n)
        code = self.new.types_path(name)
        # the request-side TypedDict (FooParam) is a name of its own; an enum or primitive alias
        # is the same name on both sides
        old_param = o["param_name"] if o["param_name"] != o["name"] else None
        new_param = n["param_name"] if n["param_name"] != n["name"] else None
        if old_param != new_param and not (renamed and old_param and new_param):
            if old_param and new_param:
                self._add("model-renamed", _BOTH, "type", self.new.types_path(new_param), n["spec"], old_param, new_param)
            elif old_param:
                self._add("model-removed", _BOTH, "type", self.old.types_path(old_param), n["spec"], old_param, None)
            else:
                self._add("model-added", _BOTH, "type", self.new.types_path(str(new_param)), n["spec"], None, new_param)
        if o["kind"] != n["kind"]:
            old_t = "object" if o["kind"] == "object" else type_text(rename_type(o["alias_of"], self.renames))
            new_t = "object" if n["kind"] == "object" else type_text(n["alias_of"])
            self._add("type-changed", sides, "type", code, n["spec"], old_t, new_t)
            return
        if n["kind"] == "alias":
            self._type_change(rename_type(o["alias_of"], self.renames), n["alias_of"], sides, "type", code, n["spec"])
            return
        old_props = {p["wire"]: p for p in o["properties"]}
        new_props = {p["wire"]: p for p in n["properties"]}
        base = o.get("extends")
        if base and self.renames.get(base, base) == n.get("extends"):
            # a property neither side declares itself (inherited, or gone from the class it
            # extends on both sides) is the base's: reported once, there
            mine = {w for w in old_props if w not in o["inherited"]} | {w for w in new_props if w not in n["inherited"]}
            old_props = {w: p for w, p in old_props.items() if w in mine}
            new_props = {w: p for w, p in new_props.items() if w in mine}

        def code_of(p: dict[str, Any], is_new: bool) -> str:
            return f"{(self.new if is_new else self.old).types_path(n['name'] if is_new else o['name'])}.{p['name']}"

        def spec_of(p: dict[str, Any], is_new: bool) -> str:
            return join_pointer((n if is_new else o)["spec"], "properties", p["wire"])

        # the model class: its attributes
        self._members(old_props, new_props, sides, "property", code_of, spec_of, view="class")
        if old_param and new_param and all("param" in p for p in (*o["properties"], *n["properties"])):
            # the request-side TypedDict: its keys are the wire names; read-only properties have none
            def keys(m: dict[str, Any]) -> dict[Any, dict[str, Any]]:
                return {p["wire"]: {**p, "name": p["wire"], "required": p["param"] == "required"} for p in m["properties"] if p["param"] is not None}

            def key_code(p: dict[str, Any], is_new: bool) -> str:
                return f"{(self.new if is_new else self.old).types_path(str(new_param if is_new else old_param))}[{p['wire']!r}]"

            self._members(keys(o), keys(n), _REQUEST, "property", key_code, spec_of)

    # ----------------------------------------------------------------- members and slots

    def _members(
        self,
        old: dict[Any, dict[str, Any]],
        new: dict[Any, dict[str, Any]],
        sides: frozenset[str],
        subject: str,
        code_of: Callable[[dict[str, Any], bool], str],
        spec_of: Callable[[dict[str, Any], bool], str],
        view: str = "request",
    ) -> None:
        """Compare arguments (keyed by location and wire name) or properties (by wire name).

        ``view`` is how the generated code spells a member added or removed (:func:`_describe`):
        ``class`` for an attribute of a model class, ``request`` for an argument or a key of a
        request ``TypedDict``.

        Each member has ``name``, the name the caller's code uses (keyword, attribute or key):
        a member whose key is the same on both sides but whose name changed is renamed; one
        whose key changed but whose name did not is the same member for the caller (an
        argument sent in another location is *moved*); a removed and an added member of the
        same location, type and requiredness with similar names are a rename.
        """
        for key in sorted(set(old) & set(new), key=str):
            a, b = old[key], new[key]
            if a["name"] != b["name"]:
                self._add("parameter-renamed", sides, subject, code_of(b, True), spec_of(b, True), a["name"], b["name"])
            self._slot(a, b, sides, subject, code_of(b, True), spec_of(b, True))
        gone = sorted((k for k in old if k not in new), key=str)
        came = sorted((k for k in new if k not in old), key=str)
        for k in list(gone):
            same_name = [c for c in came if new[c]["name"] == old[k]["name"]]
            if len(same_name) == 1:
                a, b = old[k], new[same_name[0]]
                if a.get("in") != b.get("in"):
                    self._add("parameter-moved", sides, subject, code_of(b, True), spec_of(b, True), a["in"], b["in"])
                self._slot(a, b, sides, subject, code_of(b, True), spec_of(b, True))
                gone.remove(k)
                came.remove(same_name[0])

        def signature(a: dict[str, Any], renames: dict[str, str]) -> str:
            return json.dumps([a.get("in"), rename_type(a["type"], renames), a["required"], a["nullable"]], sort_keys=True)

        for k in list(gone):
            sig = signature(old[k], self.renames)
            olds = [g for g in gone if signature(old[g], self.renames) == sig]
            news = [c for c in came if signature(new[c], {}) == sig]
            if len(olds) == 1 and len(news) == 1 and _similar(old[k]["name"], new[news[0]]["name"]):
                b = new[news[0]]
                self._add("parameter-renamed", sides, subject, code_of(b, True), spec_of(b, True), old[k]["name"], b["name"])
                gone.remove(k)
                came.remove(news[0])
        for k in gone:
            a = old[k]
            self._add("parameter-removed", sides, subject, code_of(a, False), spec_of(a, False), _describe({**a, "type": rename_type(a["type"], self.renames)}, view), None, announced=bool(a.get("deprecated")), same=_member_key(a, self.renames))
        for k in came:
            b = new[k]
            rule = "parameter-added-required" if b["required"] and "request" in sides else "parameter-added"
            self._add(rule, sides, subject, code_of(b, True), spec_of(b, True), None, _describe(b, view), same=_member_key(b, {}))

    def _expanded(self, t: Any, old: bool, depth: int = 0, memo: dict[tuple[str, int], Any] | None = None, left: list[int] | None = None) -> Any:
        """``t`` with each model that is an alias (``Version = str``) replaced by what it
        aliases, on its own side (an old type is already spelled with new names: its aliases
        are looked up under their old ones); recursive aliases stop at depth 8.  Each alias is
        expanded once per depth and call (``memo``: the same result, as the expansion of a name
        depends on nothing else): unions of each other took time exponential in their number
        (45 of them: 46 s), and at most 2,000 alias references are expanded (``left``, shared
        results counted each time): past that, a reference stays one, which keeps the types
        compared small."""
        if not isinstance(t, dict) or depth > 8:
            return t
        memo = {} if memo is None else memo
        left = [2_000] if left is None else left
        if "model" in t:
            side = self.old if old else self.new
            name = t["model"]
            if old:
                name = next((o for o, n in self.renames.items() if n == name), name)
            m = side.models.get(name)
            if m is None or m.get("kind") != "alias":
                return t
            if left[0] <= 0:
                return t
            left[0] -= 1
            if (name, depth) not in memo:
                target = rename_type(m["alias_of"], self.renames) if old else m["alias_of"]
                memo[(name, depth)] = self._expanded(target, old, depth + 1, memo, left)
            return memo[(name, depth)]
        for key in ("array", "map"):
            if key in t:
                return {key: self._expanded(t[key], old, depth + 1, memo, left)}
        if "tuple" in t:
            return {"tuple": [self._expanded(v, old, depth + 1, memo, left) for v in t["tuple"]]}
        if "anyOf" in t:
            return {**t, "anyOf": [self._expanded(v, old, depth + 1, memo, left) for v in t["anyOf"]]}
        return t

    def _type_change(self, ot: Any, nt: Any, sides: frozenset[str], subject: str, code: str, spec: str) -> None:
        if ot == nt:
            return
        # an alias and what it aliases are one type to a caller (`Version` -> `str` inlined):
        # the alias's own removal is the model's change, not this one
        xo, xn = self._expanded(ot, True), self._expanded(nt, False)
        if xo == xn:
            return
        delta = enum_delta(ot, nt)
        if delta is not None:
            removed, added, open_ = delta
            for v in removed:
                self._add("enum-value-removed", sides, "enum value", code, spec, json.dumps(v, ensure_ascii=False), None)
            for v in added:
                self._add("enum-value-added" if open_ else "closed-enum-value-added", sides, "enum value", code, spec, None, json.dumps(v, ensure_ascii=False))
            return
        # as each side's annotations see the two types (an open enum accepts every string)
        by_rule: dict[str, set[str]] = {}
        for side in sorted(sides):
            rel = relation(xo, xn, side)
            if rel != "equal":
                by_rule.setdefault(f"type-{rel}", set()).add(side)
        for rule in sorted(by_rule):
            seen_by = frozenset(by_rule[rule])
            open_enums = "response" in seen_by  # printed as the side that sees the change
            self._add(rule, seen_by, subject, code, spec, type_text(ot, open_enums), type_text(nt, open_enums))

    def _slot(self, a: dict[str, Any], b: dict[str, Any], sides: frozenset[str], subject: str, code: str, spec: str) -> None:
        """One argument or property: type, requiredness, nullability (as each side observes
        them), default and deprecation."""
        self._type_change(rename_type(a["type"], self.renames), b["type"], sides, subject, code, spec)
        seen: dict[str, set[str]] = {}
        if "request" in sides:
            if a["required"] != b["required"]:
                seen.setdefault("made-required" if b["required"] else "made-optional", set()).add("request")
            if a["nullable"] != b["nullable"]:
                seen.setdefault("made-nullable" if b["nullable"] else "made-non-nullable", set()).add("request")
        if "response" in sides:
            # a response field that is not required is read as `X | None` already
            was, now = a["nullable"] or not a["required"], b["nullable"] or not b["required"]
            if was != now:
                if now:
                    rule = "made-nullable" if b["nullable"] and not a["nullable"] else "made-optional"
                else:
                    rule = "made-non-nullable" if a["nullable"] and not b["nullable"] else "made-required"
                seen.setdefault(rule, set()).add("response")
        for rule in sorted(seen):
            self._add(rule, frozenset(seen[rule]), subject, code, spec)
        if a["default"] != b["default"]:
            # JSON text; no default at all is shown as None (a default of null is `null`)
            self._add("default-changed", sides, subject, code, spec, a["default"] or "None", b["default"] or "None")
        if a["deprecated"] != b["deprecated"]:
            self._add("deprecated", sides, subject, code, spec, str(a["deprecated"]).lower(), str(b["deprecated"]).lower())

    # ----------------------------------------------------------------- operations

    def _operations(self) -> None:
        olds = list(self.old.ops)
        news = list(self.new.ops)
        pairs: list[tuple[dict[str, Any], dict[str, Any]]] = []
        keys: list[Callable[[dict[str, Any]], Any]] = [
            lambda o: (o["method"], _norm_path(o["path"])),
            lambda o: o["operation_id"],
            lambda o: o["call"],
        ]
        for key in keys:
            index: dict[Any, list[dict[str, Any]]] = {}
            for n in news:
                index.setdefault(key(n), []).append(n)
            counts: dict[Any, int] = {}
            for o in olds:
                counts[key(o)] = counts.get(key(o), 0) + 1
            for o in list(olds):
                found = index.get(key(o), [])
                if len(found) == 1 and counts[key(o)] == 1 and found[0] in news:
                    pairs.append((o, found[0]))
                    olds.remove(o)
                    news.remove(found[0])
        for o in olds:
            self._add("operation-removed", _BOTH, "operation", o["call"] + "()", o["spec"], op_key(o), None, fold=("op-removed", op_key(o)), announced=bool(o.get("deprecated")))
        for n in news:
            self._add("operation-added", _BOTH, "operation", n["call"] + "()", n["spec"], None, op_key(n), fold=("op-added", op_key(n)))
        for o, n in sorted(pairs, key=lambda p: (p[1]["path"], p[1]["method"])):
            self._operation(o, n)
        self._security_changes(len(pairs))

    def _operation(self, o: dict[str, Any], n: dict[str, Any]) -> None:
        call = n["call"]
        if o["call"] != n["call"]:
            self._add("method-renamed", _BOTH, "method", call + "()", n["spec"], o["call"], n["call"])
        if o["deprecated"] != n["deprecated"]:
            self._add("deprecated", _BOTH, "operation", call + "()", n["spec"], str(o["deprecated"]).lower(), str(n["deprecated"]).lower())

        # the method's own arguments, as printed: what callers pass (a flattened body's
        # properties included; the same change seen on the body's model is one entry, see _add)
        def args(op: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
            return {(a["in"], a["wire"]): a for a in op["arguments"]}

        def code_of(a: dict[str, Any], is_new: bool) -> str:
            return f"{(n if is_new else o)['call']}({a['name']}=...)"

        def spec_of(a: dict[str, Any], is_new: bool) -> str:
            op, side = (n, self.new) if is_new else (o, self.old)
            if a.get("spec"):
                return str(a["spec"])
            if a["wire"] and op["body_model"] in side.models:
                return join_pointer(side.models[op["body_model"]]["spec"], "properties", a["wire"])
            return join_pointer(op["spec"], "requestBody")

        self._members(args(o), args(n), _REQUEST, "parameter", code_of, spec_of)
        self._positions(o, n)
        self._operation_security(o, n)
        returns_spec = join_pointer(n["spec"], "responses", n["status"])
        old_returns = rename_type(_union(o["returns"]), self.renames)
        self._type_change(old_returns, _union(n["returns"]), _RESPONSE, "return value", f"{call}()", returns_spec)
        always = n["stream"] is not None and n.get("stream_flag") is None
        if always and (o["stream"] is None or o.get("stream_flag") is not None):
            self._add("always-streams", _BOTH, "stream", f"{call}()", returns_spec, None, f"Stream[{type_text(n['stream'])}]")
        elif o["stream"] is None and n["stream"] is not None:
            self._add("streaming-added", _BOTH, "stream", f"{call}(stream=True)", returns_spec, None, type_text(n["stream"]))
        elif o["stream"] is not None and n["stream"] is None:
            self._add("streaming-removed", _BOTH, "stream", f"{o['call']}(stream=True)", join_pointer(o["spec"], "responses", o["status"]), type_text(o["stream"]), None)
        elif o["stream"] is not None:
            self._type_change(rename_type(o["stream"], self.renames), n["stream"], _RESPONSE, "stream", f"{call}(stream=True)", returns_spec)
        if "pagination" in o and "pagination" in n:  # surfaces older than minor 2 lack it
            self._pagination(o, n, call, returns_spec)
        old_errors = {e["status"]: e for e in o["errors"]}
        new_errors = {e["status"]: e for e in n["errors"]}
        for status in sorted(set(old_errors) | set(new_errors)):
            where = f"{call}() on HTTP {status}"
            spec = join_pointer((n if status in new_errors else o)["spec"], "responses", status)
            if status not in new_errors:
                self._add("error-response-removed", _RESPONSE, "error response", where, spec, type_text(_union(old_errors[status]["types"])), None)
            elif status not in old_errors:
                self._add("error-response-added", _RESPONSE, "error response", where, spec, None, type_text(_union(new_errors[status]["types"])))
            else:
                ot = rename_type(_union(old_errors[status]["types"]), self.renames)
                nt = _union(new_errors[status]["types"])
                if relation(ot, nt, "response") != "equal":
                    self._add("error-response-changed", _RESPONSE, "error response", where, spec, type_text(ot), type_text(nt))

    def _pagination(self, o: dict[str, Any], n: dict[str, Any], call: str, spec: str) -> None:
        """Auto-pagination added, removed or changed (style, cursor parameter, where the items
        are), and the item type (a response type like any other)."""
        op, np_ = o["pagination"], n["pagination"]
        if op is None and np_ is None:
            return
        if op is None:
            self._add("pagination-added", _RESPONSE, "pagination", f"{call}()", spec, None, f"{np_['style']} pages of {type_text(np_['item'])}")
        elif np_ is None:
            self._add("pagination-removed", _RESPONSE, "pagination", f"{o['call']}()", join_pointer(o["spec"], "responses", o["status"]), f"{op['style']} pages of {type_text(op['item'])}", None)
        else:
            how = ("style", "param", "items")
            if any(op[k] != np_[k] for k in how):
                self._add("pagination-changed", _RESPONSE, "pagination", f"{call}()", spec, _paging_text(op), _paging_text(np_))
            self._type_change(rename_type(op["item"], self.renames), np_["item"], _RESPONSE, "page item", f"{call}()", spec)

    def _positions(self, o: dict[str, Any], n: dict[str, Any]) -> None:
        """Path parameters may be passed by position: the same ones in another order are
        passed to each other.  (Surfaces without positions are not compared.)"""

        def order(op: dict[str, Any]) -> list[tuple[str, str]] | None:
            path = [a for a in op["arguments"] if a["in"] == "path"]
            if any("position" not in a for a in path):
                return None
            return [(a["wire"], a["name"]) for a in sorted(path, key=lambda a: a["position"])]

        old_order, new_order = order(o), order(n)
        if old_order is None or new_order is None:
            if o["arguments"] and any(a["in"] == "path" for a in (*o["arguments"], *n["arguments"])):
                self.unknown.add("path parameter positions")
            return
        # each side's positional arguments that the other side also has (by wire name or keyword)
        kept_old = [a for a in old_order if any(a[0] == b[0] or a[1] == b[1] for b in new_order)]
        kept_new = [b for b in new_order if any(a[0] == b[0] or a[1] == b[1] for a in old_order)]
        mapped = [next(b for b in kept_new if a[0] == b[0] or a[1] == b[1]) for a in kept_old]
        if mapped != kept_new:
            old_text = ", ".join(name for _wire, name in old_order)
            new_text = ", ".join(name for _wire, name in new_order)
            self._add("parameters-reordered", _REQUEST, "parameter", f"{n['call']}({new_text})", n["spec"], old_text, new_text)

    # ----------------------------------------------------------------- folding

    def _folded(self) -> list[Change]:
        """Move inline models added, removed or renamed with their owner into its entry."""
        folded: dict[int, list[str]] = {}
        dropped: set[int] = set()
        for (kind, name), idx in sorted(self.folds.items()):
            if kind not in ("added", "removed", "renamed"):
                continue
            side = self.new if kind == "added" else self.old
            owner_kinds = {"added": ("added", "op-added"), "removed": ("removed", "op-removed"), "renamed": ("renamed", "")}[kind]
            target = None
            owner = side.owner.get(name)
            while owner is not None:
                fold_key = (owner_kinds[0], owner[1]) if owner[0] == "model" else (owner_kinds[1], owner[1])
                if fold_key in self.folds:
                    target = self.folds[fold_key]
                if owner[0] != "model":
                    break
                owner = side.owner.get(owner[1])
            if target is not None:
                dropped.add(idx)
                label = f"{name} -> {self.renames[name]}" if kind == "renamed" else name
                folded.setdefault(target, []).append(label)
        out = []
        for i, change in enumerate(self.changes):
            if i in dropped:
                continue
            if i in folded:
                change = dataclasses.replace(change, also=tuple(sorted(folded[i])))
            out.append(change)
        return out


def _paging_text(p: dict[str, Any]) -> str:
    """``cursor (after), items in data``."""
    param = f" ({p['param']})" if p["param"] else ""
    return f"{p['style']}{param}, items in {'.'.join(p['items']) or 'the body'}"


def _member_key(a: dict[str, Any], renames: dict[str, str]) -> list[Any]:
    """What makes an added or removed member the same one wherever it is seen (an argument of
    a flattened body and the attribute of its model): its type and nullability."""
    return [rename_type(a["type"], renames), a["nullable"]]


def _describe(a: dict[str, Any], view: str = "request") -> str:
    """An added or removed argument or property as the generated code annotates it.

    Args:
        a: the member (surface ``type``, ``nullable``, ``required``, ``default``).
        view: ``request`` - an argument or request ``TypedDict`` key: string enums are closed
            (``Literal['api', 'web']``), ``| None`` only when nullable; ``class`` - an attribute
            of a model class (:func:`generator.ir.fields.model_field`): a forward-compatible
            enum admits ``str``, and an optional attribute without a default of its own
            defaults to ``None``, so it reads ``X | None`` too.

    Returns:
        The annotation text (``Literal['a'] | str | None``).
    """
    text = type_text(a["type"], open_enums=view == "class")
    admits_none = a["nullable"] or (view == "class" and not a["required"] and a.get("default") in (None, "null"))
    return text + " | None" if admits_none else text
