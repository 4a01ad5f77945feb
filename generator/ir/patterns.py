"""Regular expressions of JSON Schema's ``pattern`` for :mod:`generator.ir.values`, in bounded
time: the smallest text a pattern matches (hypothesis), and the ``pattern`` keyword checked by
pydantic-core's Rust engine, which is linear in the text (Python's ``re`` backtracks: ``(a+)+b$``
on 34 characters never ends)."""

from __future__ import annotations

import functools
import re
from typing import Any

import jsonschema

MAX_PATTERN_MATCH = 64  # a pattern whose shortest match is longer gets no sample value
MAX_BACKTRACKED = 16  # the longest text checked against a pattern only Python's re compiles


def shortest_match(pattern: str) -> int:
    """The length of the shortest text ``pattern`` matches, as Python's parser of ``re``
    measures it (0 when it cannot)."""
    try:
        return int(re._parser.parse(pattern).getwidth()[0])  # type: ignore[attr-defined]
    except (re.error, OverflowError, RecursionError, AttributeError):
        return 0


@functools.lru_cache(maxsize=4096)
def regex_value(pattern: str) -> str | None:
    """The smallest string hypothesis finds matching ``pattern`` (searched, as JSON Schema's
    ``pattern``, anywhere in the string), or ``None`` (a pattern Python cannot compile or
    hypothesis cannot satisfy)."""
    try:
        re.compile(pattern)
    except re.error:
        return None
    if shortest_match(pattern) > MAX_PATTERN_MATCH:
        return None  # hypothesis takes seconds for `[a-z]{100}`, 18 s for {400}: no sample
    import hypothesis
    from hypothesis import strategies as st

    try:
        found: str = hypothesis.find(
            st.from_regex(pattern),
            lambda s: True,
            # no explain phase: it only annotates a failure, and took 90% of the time (a
            # spec of 300 patterns spent 47 of 54 s in it)
            settings=hypothesis.settings(
                database=None,
                derandomize=True,
                max_examples=50,
                deadline=None,
                phases=(hypothesis.Phase.generate, hypothesis.Phase.shrink),
            ),
        )
    except Exception:  # noqa: BLE001 - hypothesis raises several kinds for unsatisfiable regexes
        return None
    return found


@functools.lru_cache(maxsize=1024)
def _rust_pattern(pattern: str) -> Any:
    """A pydantic-core validator searching ``pattern`` with the Rust regex engine (linear in
    the text, as :func:`generator.normalise.values.pattern_matches`), or ``None`` when that
    engine cannot compile it (a lookaround, a backreference)."""
    from pydantic_core import SchemaError, SchemaValidator, core_schema

    try:
        return SchemaValidator(core_schema.str_schema(pattern=pattern, regex_engine="rust-regex"))
    except SchemaError:
        return None


def pattern_keyword(validator: Any, pattern: Any, instance: Any, schema: Any) -> Any:
    """JSON Schema's ``pattern`` (2020-12 validation section 6.3.3) checked in bounded time:
    by the Rust engine, and where only Python's backtracking ``re`` compiles the pattern, on
    texts of at most :data:`MAX_BACKTRACKED` characters (``(a+)+b$`` on a 34-character value
    never ended; a longer value is not known valid)."""
    from pydantic_core import ValidationError as CoreError

    if not isinstance(instance, str) or not isinstance(pattern, str):
        return
    rust = _rust_pattern(pattern)
    if rust is not None:
        try:
            rust.validate_python(instance)
        except CoreError:
            yield jsonschema.ValidationError(f"{instance[:80]!r} does not match {pattern!r}")
        return
    if len(instance) > MAX_BACKTRACKED:
        yield jsonschema.ValidationError(f"too long to check against the backtracking pattern {pattern!r}")
    elif re.search(pattern, instance) is None:
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")
