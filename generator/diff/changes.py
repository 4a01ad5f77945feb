"""The result of comparing two SDK surfaces: :class:`Change` (one classified change) and
:class:`DiffReport` (all of them, with the exit code ``sdkgen diff`` returns).  Built by
:func:`generator.diff.compare.compare`, rendered by :mod:`generator.diff.report`."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import RULES_BY_ID

EXIT_NO_CHANGE = 0
EXIT_NON_BREAKING = 1
EXIT_BREAKING = 3


@dataclass(frozen=True)
class Change:
    """One classified change of the SDK surface.

    Attributes:
        rule: the :class:`~generator.diff.rules.Rule` id.
        breaking: whether code written against the old package can break.
        subject: what changed: ``operation``, ``method``, ``parameter``, ``property``,
            ``return value``, ``stream``, ``error response``, ``type``, ``enum value``,
            ``client`` or ``credential``.
        code: where it is in the generated code.
        spec: ``file#/pointer`` in the spec (the new one; the old one for removals), or ``""``.
        old / new: the value before and after (a type, a name, a default), when there is one.
        sides: where the element is used (``request``, ``response``), which decided
            ``breaking``.
        also: inline types added, removed or renamed with it.
        announced: a removal of something the old spec marked ``deprecated`` (still breaking:
            the deprecation announced it, and the report says so).
    """

    rule: str
    breaking: bool
    subject: str
    code: str
    spec: str
    old: str | None = None
    new: str | None = None
    sides: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    announced: bool = False

    @property
    def title(self) -> str:
        """The rule's description with the subject filled in (``parameter added, optional``)."""
        text = RULES_BY_ID[self.rule].change
        noun = {"parameter": "parameter", "property": "property"}.get(self.subject)
        if noun:
            text = text.replace("parameter or property", noun)
        elif self.subject in ("return value", "stream", "error response") and self.rule.startswith("type-"):
            text = f"{self.subject} {text}"
        if self.announced:
            text += " (announced: it was deprecated)"
        return text


@dataclass(frozen=True)
class DiffReport:
    """The classified changes between two surfaces.

    Attributes:
        old / new: how the two sides were named on the command line.
        changes: sorted: breaking first, then by place in the generated code.
        package: the generated package's import name (new side).
        old_version / new_version: the package versions recorded in the surfaces.
        not_compared: parts of the surface one side does not record (an ``sdk-surface.json``
            written by an older sdkgen): unknown, so not reported as changes.
    """

    old: str
    new: str
    changes: tuple[Change, ...]
    package: str = ""
    old_version: str = ""
    new_version: str = ""
    not_compared: tuple[str, ...] = ()

    @property
    def breaking(self) -> int:
        """Number of breaking changes."""
        return sum(1 for c in self.changes if c.breaking)

    @property
    def non_breaking(self) -> int:
        """Number of non-breaking changes."""
        return len(self.changes) - self.breaking

    @property
    def exit_code(self) -> int:
        """0 no change, 1 non-breaking changes only, 3 at least one breaking change."""
        if self.breaking:
            return EXIT_BREAKING
        return EXIT_NON_BREAKING if self.changes else EXIT_NO_CHANGE

    @property
    def level(self) -> str:
        """``none``, ``non-breaking`` or ``breaking``."""
        return {EXIT_NO_CHANGE: "none", EXIT_NON_BREAKING: "non-breaking", EXIT_BREAKING: "breaking"}[self.exit_code]
