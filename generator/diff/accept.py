"""``sdkgen diff --accept FILE --fail-on breaking|any|none``: changes a team has decided to ship.

The accept file is YAML (or JSON) naming each accepted change by its rule and its place in the
generated code, as ``sdkgen diff`` reports them (``--format json``: ``rule`` and ``code``)::

    accept:
      - rule: property-removed
        code: sambanova_sdk.types.Usage.total_tokens
        reason: the API stopped sending it (release 2026-03)

An accepted change is still reported (the report is the same with or without the file); it no
longer counts for the exit code.  An entry that matches no change is warned about (a stale
entry may hide the next change of that place).  ``--fail-on`` chooses what fails: ``breaking``
(exit 3 for an unaccepted breaking change, else 0), ``any`` (the default exit codes: 3 breaking,
1 non-breaking only, 0 none, counting unaccepted changes), ``none`` (0 whatever changed: only
bad input fails, exit 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import SpecError
from .changes import EXIT_BREAKING, EXIT_NO_CHANGE, EXIT_NON_BREAKING, Change
from .rules import RULES_BY_ID

FAIL_ON = ("breaking", "any", "none")


@dataclass(frozen=True)
class Acceptance:
    """One entry of the accept file.

    Attributes:
        rule: a rule id of the rules table.
        code: the place in the generated code, as the report names it.
        reason: why the team ships it (free text, optional).
        pointer: the entry's JSON pointer in the file (``#/accept/0``).
    """

    rule: str
    code: str
    reason: str
    pointer: str

    def matches(self, change: Change) -> bool:
        """True when ``change`` is the change this entry accepts (same rule and place)."""
        return change.rule == self.rule and change.code == self.code


def load_accept(path: Path, display: str) -> list[Acceptance]:
    """Read an accept file.

    Raises:
        SpecError: missing, not YAML, not ``{accept: [...]}``, an entry without ``rule`` or
            ``code``, an unknown key or an unknown rule (names the file and the pointer).
    """
    from ..parse import parse_file

    if not path.is_file():
        raise SpecError("accept file not found", file=display)
    data: Any = parse_file(path, display)
    if not isinstance(data, dict) or set(data) != {"accept"} or not isinstance(data["accept"], list):
        raise SpecError("an accept file is a mapping with one key, 'accept': a list of {rule, code, reason}", file=display, pointer="#")
    out: list[Acceptance] = []
    for i, entry in enumerate(data["accept"]):
        pointer = f"#/accept/{i}"
        if not isinstance(entry, dict):
            raise SpecError("an entry is a mapping {rule, code, reason}", file=display, pointer=pointer)
        unknown = sorted(set(entry) - {"rule", "code", "reason"})
        if unknown:
            raise SpecError(f"unknown key {unknown[0]!r} (an entry has rule, code and reason)", file=display, pointer=pointer)
        for key in ("rule", "code"):
            if not isinstance(entry.get(key), str) or not entry[key]:
                raise SpecError(f"'{key}' is missing or not a string", file=display, pointer=f"{pointer}/{key}")
        if entry["rule"] not in RULES_BY_ID:
            raise SpecError(f"unknown rule {entry['rule']!r} (see the rules table of sdkgen diff)", file=display, pointer=f"{pointer}/rule")
        reason = entry.get("reason", "")
        if not isinstance(reason, str):
            raise SpecError("'reason' is not a string", file=display, pointer=f"{pointer}/reason")
        out.append(Acceptance(entry["rule"], entry["code"], reason, pointer))
    return out


@dataclass
class Verdict:
    """The changes of a report sorted out against the accept file.

    Attributes:
        accepted: each accepted change with the entry that accepts it.
        remaining: the changes no entry accepts.
        unused: the entries that accept no change.
    """

    accepted: list[tuple[Change, Acceptance]]
    remaining: list[Change]
    unused: list[Acceptance]

    def exit_code(self, fail_on: str) -> int:
        """The exit code for ``--fail-on`` (see the module docstring)."""
        breaking = any(c.breaking for c in self.remaining)
        if fail_on == "none":
            return EXIT_NO_CHANGE
        if fail_on == "breaking":
            return EXIT_BREAKING if breaking else EXIT_NO_CHANGE
        return EXIT_BREAKING if breaking else EXIT_NON_BREAKING if self.remaining else EXIT_NO_CHANGE


def verdict(changes: tuple[Change, ...] | list[Change], entries: list[Acceptance]) -> Verdict:
    """Sort ``changes`` into accepted and remaining ones (each entry may accept several changes
    of the same rule and place, as a surface reports one change per place)."""
    accepted: list[tuple[Change, Acceptance]] = []
    remaining: list[Change] = []
    used: set[str] = set()
    for change in changes:
        entry = next((e for e in entries if e.matches(change)), None)
        if entry is None:
            remaining.append(change)
        else:
            accepted.append((change, entry))
            used.add(entry.pointer)
    return Verdict(accepted, remaining, [e for e in entries if e.pointer not in used])
