"""The one table that classifies SDK changes as breaking or not (``sdkgen diff``).

Each :class:`Rule` says, for a change to an element used on the **request** side (a method
argument, a field of a type that is sent) and on the **response** side (a return value, a field
of a type that is received), whether code written against the old package can stop working:
fail to import, fail to type-check or raise where it did not, or silently receive values it
does not expect.  An element on both sides is breaking when either side says so.  The README's
table is generated from :data:`RULES` (:func:`rules_markdown`) and a test checks it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """How one kind of change is classified.

    Attributes:
        id: stable identifier (in ``--format json`` output).
        change: what changed, as the README and reports name it.
        request: breaking when the element is on the request side.
        response: breaking when the element is on the response side.
        observes: what a caller's code observes (the reason for the classification).
        typed: a type checker observes the verdict: a breaking change is a type error in code
            using the element, a non-breaking one none (``sdkgen diff --verify`` checks it).
            ``False`` for changes that break only at run time (the request that is sent, a
            credential read from the environment, a status code): ``--verify`` lists them as
            not type-observable and does not count them.
    """

    id: str
    change: str
    request: bool
    response: bool
    observes: str
    typed: bool = True


RULES: tuple[Rule, ...] = (
    Rule("operation-added", "operation added", False, False, "a new method; existing calls are unchanged"),
    Rule("operation-removed", "operation removed", True, True, "calling the method raises `AttributeError` (a type-check error)"),
    Rule("method-renamed", "method renamed (same operation, new place in the client)", True, True, "the old name raises `AttributeError`"),
    Rule("streaming-added", "streaming added", False, False, "new `stream=True` overloads; calls without it return what they did"),
    Rule("streaming-removed", "streaming removed", True, True, "`stream=True` is rejected; iterating the result fails"),
    Rule("pagination-added", "auto-pagination added", False, True, "the method returns a page (`SyncPage[Item]`: its `items`, iterating it yields every item) instead of the response body: code reading the body's fields fails to type-check (they are on the page's `body`)"),
    Rule("pagination-removed", "auto-pagination removed", False, True, "the method returns the response body: iterating it, `items` and `has_next_page()` fail"),
    Rule("pagination-changed", "auto-pagination changed (style, cursor parameter or where the items are; same item type)", False, False, "iterating yields the same items; the next pages are asked for another way"),
    Rule("always-streams", "method now always streams (no `stream` flag)", True, True, "calls return a `Stream` of events instead of the response"),
    Rule("parameter-added", "parameter or property added, optional", False, False, "request: a new keyword argument or key that may be left out; response: a new attribute"),
    Rule("parameter-added-required", "parameter or property added, required", True, False, "request: calls without it fail to type-check and are rejected by the server; response: a new attribute"),
    Rule("parameter-removed", "parameter or property removed", True, True, "request: the keyword is an unexpected argument (`TypeError`); response: the attribute is gone"),
    Rule("parameter-renamed", "parameter or property renamed (same type, new Python name)", True, True, "the old keyword or attribute name is gone"),
    Rule("parameter-moved", "parameter moved (same keyword, sent in another part of the request)", False, False, "calls are unchanged; the value goes into another location (query, header, cookie, path, body)"),
    Rule("parameters-reordered", "path parameters reordered (passed by position)", True, False, "request: positional calls pass each value to another parameter", typed=False),
    Rule("type-narrowed", "type narrowed (accepts fewer values)", True, False, "request: values that were accepted fail to type-check; response: every value is one the code already handled"),
    Rule("type-widened", "type widened (accepts more values)", False, True, "request: more values are accepted; response: values the code does not expect"),
    Rule("type-changed", "type changed (neither narrower nor wider)", True, True, "values of the old type fail to type-check; received values have another type"),
    Rule("made-required", "made required", True, False, "request: calls without it fail; response: the value is always present"),
    Rule("made-optional", "made optional", False, True, "request: it may be left out; response: the value may be missing (`None`)"),
    Rule("made-nullable", "made nullable", False, True, "request: `None` is accepted; response: the value may be `None`"),
    Rule("made-non-nullable", "made non-nullable", True, False, "request: passing `None` fails to type-check; response: never `None`"),
    Rule("default-changed", "default changed", False, False, "calls that leave it out get the new server default; code is unchanged"),
    Rule("enum-value-added", "enum value added", False, False, "request: one more accepted value; response: string enums are open (`Literal[...] | str`), so unknown values were already expected"),
    Rule("closed-enum-value-added", "value added to a closed enum (not a string enum, or a discriminator tag)", False, True, "response: a value that exhaustive code does not handle"),
    Rule("enum-value-removed", "enum value removed", True, False, "request: the value fails to type-check; response: one value fewer to handle"),
    Rule("deprecated", "deprecated (or no longer deprecated)", False, False, "documentation and warnings only"),
    Rule("model-added", "type added", False, False, "a new name in `<package>.types`"),
    Rule("model-removed", "type removed", True, True, "importing it raises `ImportError`"),
    Rule("model-renamed", "type renamed (same shape, new name)", True, True, "importing the old name raises `ImportError`"),
    Rule("error-response-added", "error response added", False, False, "`APIStatusError.parsed_body` is decoded for one more status"),
    Rule("error-response-removed", "error response removed", True, True, "`parsed_body` is `None` for that status where code expected a typed body", typed=False),
    Rule("error-response-changed", "error response type changed", True, True, "`parsed_body` has another type for that status", typed=False),
    Rule("base-url-changed", "default base URL changed", False, False, "clients created without `base_url=` call another server; code is unchanged"),
    Rule("client-renamed", "package or client class renamed (the import name, the client or async client class)", True, True, "imports and uses of the old name fail (`ImportError`, `AttributeError`)"),
    Rule("base-url-env-changed", "base-URL environment variable renamed", True, False, "clients created without `base_url=` no longer read the variable they did, and call the default server", typed=False),
    Rule("credential-added", "client credential added, optional", False, False, "a new keyword argument of the client (and environment variable) that may be left out"),
    Rule("credential-added-required", "client credential added, required", True, False, "creating the client without it raises where it worked", typed=False),
    Rule("credential-removed", "client credential removed", True, False, "the client's keyword argument is unexpected (`TypeError`)"),
    Rule("credential-made-required", "client credential made required", True, False, "creating the client without it raises where it worked", typed=False),
    Rule("credential-made-optional", "client credential made optional", False, False, "the client may be created without it"),
    Rule("credential-format-changed", "credential format changed (`username:password` for basic, a token otherwise)", True, False, "the value the caller gives is no longer a valid credential of the new kind", typed=False),
    Rule("credential-moved", "credential sent in another place (header, query, cookie; or now sent, or no longer sent)", False, False, "code is unchanged; the client sends the same value elsewhere"),
    Rule("credential-env-changed", "credential environment variable renamed", True, False, "clients created without the argument read another variable: the credential is missing", typed=False),
    Rule("security-required", "operation needs credentials that did not suffice before", True, False, "calls made with the credentials that sufficed raise before sending (not configured) or are refused by the server", typed=False),
    Rule("security-relaxed", "operation's security requirements changed; the credentials that sufficed still do", False, False, "calls that worked still work"),
)

RULES_BY_ID: dict[str, Rule] = {r.id: r for r in RULES}


def is_breaking(rule_id: str, sides: frozenset[str] | set[str]) -> bool:
    """Whether a change of kind ``rule_id`` to an element used on ``sides`` (``request``,
    ``response``) breaks callers.

    Raises:
        KeyError: an unknown rule id.
    """
    rule = RULES_BY_ID[rule_id]
    return ("request" in sides and rule.request) or ("response" in sides and rule.response)


def rules_markdown() -> str:
    """:data:`RULES` as the Markdown table the README shows."""

    def cell(breaking: bool) -> str:
        return "**breaking**" if breaking else "non-breaking"

    lines = [
        "| change | on the request side | on the response side | what the caller's code observes | a type error (`--verify`) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for r in RULES:
        typed = "yes" if r.typed else "no: run time only"
        lines.append(f"| {r.change} (`{r.id}`) | {cell(r.request)} | {cell(r.response)} | {r.observes} | {typed} |")
    return "\n".join(lines) + "\n"
