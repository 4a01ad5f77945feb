"""``sdkgen diff``: what a regeneration changes in the SDK, classified breaking or not.

* :mod:`.rules` - the one table of classification rules (the README shows it).
* :mod:`.types` - relations between surface types (narrower, wider, enum values).
* :mod:`.compare` - two SDK surfaces (:mod:`generator.ir.surface`) -> a :class:`DiffReport`
  (:mod:`.changes`); :mod:`.surface_check` checks a surface read from disk first.
* :mod:`.report` - the report as text, Markdown or JSON.
* :mod:`.sides` - command-line sides (configuration, OpenAPI file, generated package, git
  revision) -> surfaces.
* :mod:`.release` - CHANGELOG entries and semantic-version bumps for ``sdkgen generate``.
"""

from .changes import EXIT_BREAKING, EXIT_NO_CHANGE, EXIT_NON_BREAKING, Change, DiffReport
from .compare import compare
from .rules import RULES, Rule, rules_markdown

__all__ = [
    "EXIT_BREAKING",
    "EXIT_NON_BREAKING",
    "EXIT_NO_CHANGE",
    "RULES",
    "Change",
    "DiffReport",
    "Rule",
    "compare",
    "rules_markdown",
]
