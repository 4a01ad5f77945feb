"""Matching an old SDK's types to the IR's component schemas, for ``sdkgen adopt``.

Old models and aliases (:class:`generator.adopt.model.TypeDef`; TypedDicts are request
shapes the layout names by itself, so they are not matched) are paired with the IR's models:

1. **By operation**: the types an old method returns (a per-operation response alias stands
   for its members) with what the matched operation answers (its success bodies, then its
   stream chunk).
2. **By field**: each pair's fields of the same wire name, the types each names (a model's
   fields, an alias's members) - so ``ModelResponse.pricing: Pricing`` pairs ``Pricing`` with
   the schema of ``ModelMetadata.pricing``.
3. **By name**, then **by shape** (the same field names, at least 80% of them shared, one
   best candidate) for what is left, each new pair followed by step 2 again.

Candidates of one step are paired best first: the share of field names they have in common,
then the same name, then their order; a schema or old type is paired once (the first pair in
this order wins, the others are reported).  Deterministic: everything is visited in sorted
order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.model import Api, ArrayOf, MapOf, Model, ModelRef, TupleOf, TypeRef, UnionOf
from .model import Inventory, TypeDef, TypeRefName


def model_refs(t: TypeRef | None) -> list[str]:
    """The model names a type names, in order, each once."""
    out: list[str] = []

    def walk(x: TypeRef | None) -> None:
        if isinstance(x, ModelRef):
            if x.name not in out:
                out.append(x.name)
        elif isinstance(x, (ArrayOf,)):
            walk(x.items)
        elif isinstance(x, MapOf):
            walk(x.values)
        elif isinstance(x, TupleOf):
            for i in x.items:
                walk(i)
        elif isinstance(x, UnionOf):
            for v in x.variants:
                walk(v)

    walk(t)
    return out


def _old_fields(t: TypeDef) -> set[str]:
    return {f.wire for f in t.fields}


def _new_fields(m: Model) -> set[str]:
    return {p.name for p in m.properties}


def similarity(old: TypeDef, new: Model) -> float:
    """Share of field names in common (Jaccard); aliases: 1.0 when both are aliases."""
    if old.kind in ("alias", "enum"):
        return 1.0 if new.kind == "alias" else 0.0
    if new.kind != "object":
        return 0.0
    a, b = _old_fields(old), _new_fields(new)
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


@dataclass
class TypeMatch:
    """The pairs found: ``by_schema`` (schema name -> old type), in the order they were
    found, and ``notes`` on conflicts (``old type X has the shape of schema S, already the
    old type Y``)."""

    by_schema: dict[str, TypeRefName] = field(default_factory=dict)
    by_old: dict[TypeRefName, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    how: dict[str, str] = field(default_factory=dict)
    duplicates: dict[TypeRefName, str] = field(default_factory=dict)


class _Matcher:
    def __init__(self, inv: Inventory, api: Api) -> None:
        request_modules = {t.ref.module for t in inv.types if t.kind == "typeddict"}
        # aliases beside TypedDicts are request shapes (the layout names those by itself)
        self.old = {t.ref: t for t in inv.types if t.kind == "model" or (t.kind in ("alias", "enum") and t.ref.module not in request_modules)}
        self.new = {m.name: m for m in api.models}
        self.result = TypeMatch()
        self.queue: list[tuple[TypeRefName, str]] = []

    def pair(self, olds: list[TypeRefName], news: list[str], how: str, single_ok: bool = True) -> None:
        """Pair two candidate lists (module docstring); conflicts become notes."""
        olds = [o for o in olds if o in self.old]
        news = [n for n in news if n in self.new]
        scored = []
        for i, o in enumerate(olds):
            for j, n in enumerate(news):
                s = similarity(self.old[o], self.new[n])
                same_name = self.old[o].ref.name == n
                if s >= 0.5 or same_name or (single_ok and len(olds) == 1 and len(news) == 1 and s > 0):
                    scored.append((-s, not same_name, i, j, o, n))
        taken_o: set[TypeRefName] = set()
        taken_n: set[str] = set()
        for _s, _nn, _i, _j, o, n in sorted(scored, key=lambda x: x[:4]):
            if o in taken_o or n in taken_n:
                continue
            taken_o.add(o)
            taken_n.add(n)
            self.add(o, n, how)

    def add(self, o: TypeRefName, n: str, how: str) -> None:
        r = self.result
        if r.by_old.get(o) == n:
            return
        if o in r.by_old:
            return  # already paired elsewhere: the first pair stands (conflicts noted once below)
        if n in r.by_schema:
            self.shadow(o, n)
            return
        r.by_schema[n] = o
        r.by_old[o] = n
        r.how[n] = how
        self.queue.append((o, n))
        self.drain()

    def shadow(self, o: TypeRefName, n: str, depth: int = 0) -> None:
        """Record ``o`` (and what its fields name, paired the same way) as another copy of the
        schema ``n``, already named by an earlier old type: not kept."""
        r = self.result
        if o in r.by_old or o in r.duplicates or depth > 50:
            return
        r.duplicates[o] = n
        old, new = self.old[o], self.new[n]
        if old.kind == "model" and new.kind == "object":
            props = {p.name: p for p in new.properties}
            for f in old.fields:
                p = props.get(f.wire)
                for child, schema in zip([x for x in f.refs if x in self.old], [x for x in (model_refs(p.type) if p else []) if x in self.new], strict=False):
                    self.shadow(child, schema, depth + 1)
        elif old.kind in ("alias", "enum") and new.kind == "alias":
            for child, schema in zip([x for x in old.members if x in self.old], [x for x in model_refs(new.alias_of) if x in self.new], strict=False):
                self.shadow(child, schema, depth + 1)

    def drain(self) -> None:
        while self.queue:
            o, n = self.queue.pop(0)
            old, new = self.old[o], self.new[n]
            if old.kind in ("alias", "enum") and new.kind == "alias":
                self.pair(list(old.members), model_refs(new.alias_of), f"member of {o.name}")
                continue
            if old.kind != "model" or new.kind != "object":
                continue
            props = {p.name: p for p in new.properties}
            for f in old.fields:
                p = props.get(f.wire)
                if p is None or not f.refs:
                    continue
                self.pair(list(f.refs), model_refs(p.type), f"field {o.name}.{f.wire}")


def match_types(inv: Inventory, api: Api, operations: list[tuple[list[TypeRefName], list[str]]]) -> TypeMatch:
    """Pair old types with schemas (module docstring).

    Args:
        inv: the old SDK.
        api: the IR of the configured specs.
        operations: per matched operation, ``(old return types with per-operation aliases
            expanded, the IR's answer models: success bodies then stream chunk)``.

    Returns:
        The pairs and notes.
    """
    m = _Matcher(inv, api)
    for olds, news in operations:
        m.pair(olds, news, "operation")
    by_name = {n: m.new[n] for n in sorted(m.new)}
    for ref in sorted(m.old, key=lambda r: (r.module, r.name)):
        free = ref not in m.result.by_old and ref.name in by_name and ref.name not in m.result.by_schema
        if free and (similarity(m.old[ref], by_name[ref.name]) > 0 or m.old[ref].kind != "model"):
            m.add(ref, ref.name, "name")
    for ref in sorted(m.old, key=lambda r: (r.module, r.name)):
        old = m.old[ref]
        if ref in m.result.by_old or old.kind != "model" or len(old.fields) < 2:
            continue
        scores = sorted(
            ((similarity(old, mod), name) for name, mod in by_name.items() if name not in m.result.by_schema),
            key=lambda x: (-x[0], x[1]),
        )
        if scores and scores[0][0] >= 0.8 and (len(scores) == 1 or scores[1][0] < scores[0][0]):
            m.add(ref, scores[0][1], "shape")
    return m.result
