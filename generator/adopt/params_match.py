"""Matching an old SDK's nested request types to the IR's models, for ``sdkgen adopt``.

A Stainless SDK defines, in each operation's ``types/**/*_params.py`` module, a ``TypedDict``
per object a request body holds, named by its path (``MessageSystemMessage``: a
``messages`` item of the ``SystemMessage`` shape), and an alias per union
(``MessageUserMessageContentMulticontentPartArray``).  The generated package has one request
``TypedDict`` per schema (``SystemMessageParam`` in ``types/_params.py``); the old names are
other names of those (``types.<Schema>.also`` naming the params module,
:func:`generator.ir.layout.plan_types`).

The pairs are found from the old params ``TypedDict`` down (:func:`match_requests`): its
fields and the operation's body properties of the same wire name, the types each names
(:func:`generator.adopt.types_match.model_refs`); a ``TypedDict`` is paired with the object
schema of the most field names in common (the share of the union, at least half, or the only
candidate), an alias with the one alias schema there (else its members are paired with the
members of the schemas there); each pair's fields are then walked the same way.  Everything
is visited in source order, so the result is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ir.model import Api, Model, Operation
from .model import Inventory, TypeDef, TypeField, TypeRefName
from .types_match import model_refs, similarity


class _Walk:
    def __init__(self, inv: Inventory, api: Api) -> None:
        request_modules = {t.ref.module for t in inv.types if t.kind == "typeddict"}
        self.old = {t.ref: t for t in inv.types if t.ref.module in request_modules and t.kind in ("typeddict", "alias")}
        self.new = {m.name: m for m in api.models}
        self.found: dict[TypeRefName, str] = {}
        self.unions: dict[TypeRefName, tuple[str, ...]] = {}
        self.seen: set[TypeRefName] = set()

    def expand(self, names: Sequence[str], depth: int = 0) -> list[str]:
        """``names`` with each alias schema replaced by the schemas it names (in order)."""
        out: list[str] = []
        for n in names:
            m = self.new.get(n)
            if m is None:
                continue
            inner = self.expand(model_refs(m.alias_of), depth + 1) if m.kind == "alias" and m.alias_of is not None and depth < 20 else [n]
            out += [x for x in inner if x not in out]
        return out

    def fields(self, old: Sequence[TypeField], new: Model | None) -> None:
        """Pair the types of fields and properties of the same wire name."""
        if new is None or new.kind != "object":
            return
        props = {p.name: p for p in new.properties}
        for f in old:
            p = props.get(f.wire)
            if p is not None and f.refs:
                self.pair(list(f.refs), model_refs(p.type), nested=True)

    def pair(self, olds: list[TypeRefName], news: list[str], nested: bool) -> None:
        olds = [o for o in dict.fromkeys(olds) if o in self.old and o not in self.seen]
        aliases = [o for o in olds if self.old[o].kind == "alias"]
        for o in aliases:
            self.seen.add(o)
            alias_news = [n for n in news if n in self.new and self.new[n].kind == "alias"]
            if len(aliases) == 1 and len(alias_news) == 1:
                self.found[o] = alias_news[0]
                self.pair(list(self.old[o].members), model_refs(self.new[alias_news[0]].alias_of), nested)
                continue
            members = list(self.old[o].members)
            self.pair(members, self.expand(news), nested)
            # a union no schema names, below the params type's own fields (those the layout names)
            if nested and members and all(m in self.found for m in members):
                self.unions[o] = tuple(self.found[m] for m in members)
        typed = [o for o in olds if self.old[o].kind == "typeddict"]
        objects = [n for n in self.expand(news) if self.new[n].kind == "object"]
        scored = []
        for i, o in enumerate(typed):
            for j, n in enumerate(objects):
                s = similarity(TypeDef(o, "model", self.old[o].fields, (), ""), self.new[n])
                if s >= 0.5 or (len(typed) == len(objects) == 1 and s > 0):
                    scored.append((-s, i, j, o, n))
        taken: set[str] = set()
        for _s, _i, _j, o, n in sorted(scored, key=lambda x: x[:3]):
            if o in self.seen or n in taken:
                continue
            self.seen.add(o)
            taken.add(n)
            self.found[o] = n
            self.fields(self.old[o].fields, self.new[n])


def match_requests(inv: Inventory, api: Api, requests: Sequence[tuple[TypeRefName, Operation]]) -> tuple[dict[TypeRefName, str], dict[TypeRefName, tuple[str, ...]]]:
    """The IR model each nested request type of the old params modules stands for.

    Args:
        inv: the old SDK.
        api: the IR of the configured specs (built without ``types:``, so models carry
            their schemas' names).
        requests: ``(the old params TypedDict or alias of TypedDicts the method takes as
            **params, the matched operation)``, per matched method.

    Returns:
        Old type -> model name, for the ``TypedDict``\\ s and aliases (not the params types
        themselves, nor the members of a params alias: Stainless's ``...ParamsStreaming``);
        and old alias -> the models of its members, for the aliases of unions no schema
        names below the params type's own fields (``operations.<id>.params_unions``).
    """
    walk = _Walk(inv, api)
    for ref, op in requests:
        body = op.request_body
        # the params type, or (when ``__all__`` leaves the union out) Stainless's split of it
        named = [TypeRefName(ref.module, ref.name + suffix) for suffix in ("", "Base", "NonStreaming", "Streaming")]
        tops = [walk.old[r] for r in named if r in walk.old]
        tops += [walk.old[m] for t in tops for m in t.members if m in walk.old and walk.old[m] not in tops]
        if not tops or body is None or not body.flattened:
            continue
        walk.seen |= {t.ref for t in tops}
        fields: dict[str, TypeField] = {}
        for t in tops:
            for f in t.fields:
                fields.setdefault(f.wire, f)
        props = {p.name: p for p in body.properties}
        for f in fields.values():
            p = props.get(f.wire)
            if p is not None and f.refs:
                walk.pair(list(f.refs), model_refs(p.type), nested=False)
    return walk.found, walk.unions
