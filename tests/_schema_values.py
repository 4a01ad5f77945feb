"""The value builder of the contract tests, now part of the generator
(:mod:`generator.ir.values`, whose values the arguments of the tests shipped in each
generated package); re-exported here so the wide-corpus tests keep importing it from
``_schema_values``."""

from __future__ import annotations

from generator.ir.values import (
    MAX_DEPTH,
    ValueBuilder,
    _is_null,
    _type_of,
    regex_value,
)

__all__ = ["MAX_DEPTH", "ValueBuilder", "_is_null", "_type_of", "regex_value"]
