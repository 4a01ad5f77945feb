"""The security part of comparing two SDK surfaces: the client's credentials (keyword
arguments, by argument name), the client's names and base-URL variable, and which credentials
each operation needs (its security alternatives).  Mixed into the differ of
:mod:`generator.diff.compare`, whose change log (``_add``) records what this finds."""

from __future__ import annotations

from typing import Any

from .surface_index import SurfaceIndex

_BOTH = frozenset({"request", "response"})
_REQUEST = frozenset({"request"})


class SecurityDiff:
    """Security comparisons of the differ; the attributes are the differ's (see
    :class:`generator.diff.compare._Differ`)."""

    old_data: dict[str, Any]
    new_data: dict[str, Any]
    old: SurfaceIndex
    new: SurfaceIndex
    unknown: set[str]
    # (rule, old alternatives, new alternatives, call, spec) of each operation whose security changed
    security: list[tuple[str, str, str, str, str]]

    def _add(self, rule: str, sides: frozenset[str], subject: str, code: str, spec: str, old: Any = None, new: Any = None, fold: tuple[str, str] | None = None, announced: bool = False) -> None:
        raise NotImplementedError  # the differ's


    def _credentials(self) -> None:
        """The client's credentials (keyword arguments), by argument name; not compared when
        a side's surface predates them (unknown is not a change)."""
        old_client, new_client = self.old_data.get("client"), self.new_data.get("client")
        if not isinstance(old_client, dict) or not isinstance(new_client, dict):
            self.unknown.add("client credentials")
            return
        old_package, new_package = self.old.package, self.new.package
        if old_package != new_package:
            self._add("client-renamed", _BOTH, "client", f"import {new_package}", "", old_package, new_package)
        for key in ("class_name", "async_class_name"):
            if old_client.get(key) != new_client.get(key):
                self._add("client-renamed", _BOTH, "client", f"{new_package}.{new_client.get(key)}", "", f"{old_package}.{old_client.get(key)}", f"{new_package}.{new_client.get(key)}")
        if "base_url_env" in old_client and "base_url_env" in new_client and old_client["base_url_env"] != new_client["base_url_env"]:
            self._add("base-url-env-changed", _BOTH, "client", f"{new_package}.{new_client['class_name']}()", "", old_client["base_url_env"], new_client["base_url_env"])
        old = {c["argument"]: c for c in old_client["credentials"]}
        new = {c["argument"]: c for c in new_client["credentials"]}

        def code(c: dict[str, Any], client: dict[str, Any], side: SurfaceIndex) -> str:
            return f"{side.package}.{client['class_name']}({c['argument']}=...)"

        for arg in sorted(set(old) | set(new)):
            a, b = old.get(arg), new.get(arg)
            if b is None:
                assert a is not None
                self._add("credential-removed", _REQUEST, "credential", code(a, old_client, self.old), a["spec"], _credential_text(a), None)
                continue
            where = code(b, new_client, self.new)
            if a is None:
                self._add("credential-added-required" if b["required"] else "credential-added", _REQUEST, "credential", where, b["spec"], None, _credential_text(b))
                continue
            if a["required"] != b["required"]:
                self._add("credential-made-required" if b["required"] else "credential-made-optional", _REQUEST, "credential", where, b["spec"] or a["spec"])
            if (a["kind"] == "basic") != (b["kind"] == "basic") and "none" not in (a["kind"], b["kind"]):
                self._add("credential-format-changed", _REQUEST, "credential", where, b["spec"] or a["spec"], _credential_text(a), _credential_text(b))
            elif (a["kind"], a["param_name"]) != (b["kind"], b["param_name"]):
                self._add("credential-moved", _REQUEST, "credential", where, b["spec"] or a["spec"], _credential_text(a), _credential_text(b))
            if a["env"] != b["env"]:
                self._add("credential-env-changed", _REQUEST, "credential", where, b["spec"] or a["spec"], a["env"], b["env"])

    def _alternatives(self, op: dict[str, Any], data: dict[str, Any], other: dict[str, Any]) -> tuple[list[frozenset[str]], str]:
        """An operation's security alternatives as sets of credentials (``[{}]``: none needed),
        and as text naming the client arguments a caller configures.

        A credential is the same on both sides when its client argument is (a renamed scheme
        is no change to callers), else when its scheme is (an argument renamed is reported as
        a credential removed and one added, not as every operation's requirements)."""

        def arguments(d: dict[str, Any]) -> dict[str, str]:
            client = d.get("client")
            return {c["scheme"]: c["argument"] for c in client["credentials"] if c["scheme"] is not None} if isinstance(client, dict) else {}

        mine, theirs = arguments(data), set(arguments(other).values())

        def identity(name: str) -> str:
            arg = mine.get(name)
            return f"argument {arg}" if arg is not None and arg in theirs else f"scheme {name}"

        alts = [frozenset(identity(name) for name in alt) for alt in op["security"]] or [frozenset()]
        shown = [frozenset(mine.get(name, name) for name in alt) for alt in op["security"]] or [frozenset()]
        return alts, _alternatives_text(shown)

    def _operation_security(self, o: dict[str, Any], n: dict[str, Any]) -> None:
        """Which credentials an operation needs: breaking when some set of credentials that
        sufficed (an old alternative) no longer includes any new alternative."""
        if "security" not in o or "security" not in n:
            self.unknown.add("operation security")
            return
        (old, old_text), (new, new_text) = self._alternatives(o, self.old_data, self.new_data), self._alternatives(n, self.new_data, self.old_data)
        if set(old) == set(new):
            return
        narrowed = any(not any(b <= a for b in new) for a in old)
        rule = "security-required" if narrowed else "security-relaxed"
        self.security.append((rule, old_text, new_text, n["call"], n["spec"]))

    def _security_changes(self, matched: int) -> None:
        """Record the operations' security changes: one entry when every operation changed the
        same way (the document's ``security`` was edited), else one per operation."""
        groups: dict[tuple[str, str, str], list[tuple[str, str]]] = {}
        for rule, old, new, call, spec in self.security:
            groups.setdefault((rule, old, new), []).append((call, spec))
        for (rule, old, new), ops in sorted(groups.items()):
            if len(ops) > 1 and len(ops) == matched:
                document = ops[0][1].split("#", 1)[0]  # the document's security, in the first one's file
                self._add(rule, _REQUEST, "operation", f"client.*() (all {len(ops)} methods)", f"{document}#/security", old, new)
                continue
            for call, spec in ops:
                self._add(rule, _REQUEST, "operation", f"{call}()", spec, old, new)


def _credential_text(c: dict[str, Any]) -> str:
    """How a credential is sent (``header X-Key``, ``bearer``, ``not sent``)."""
    if c["kind"] == "none":
        return "not sent"
    if c["kind"] in ("bearer", "basic"):
        return f"{c['kind']} (Authorization)"
    return f"{c['kind']} {c['param_name']}"


def _alternatives_text(alts: list[frozenset[str]]) -> str:
    """Security alternatives for reports: ``api_key``, ``a + b or c``, ``api_key or none``."""
    return " or ".join(" + ".join(sorted(alt)) or "none" for alt in sorted(alts, key=lambda a: (not a, sorted(a))))
