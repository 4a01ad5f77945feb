"""``sdkgen diff`` output: text (the terminal), Markdown (a pull request comment or a CHANGELOG
entry) and JSON (tools).  Every format lists the same changes in the same order."""

from __future__ import annotations

import json
from typing import Any

from ..errors import printable_text
from ..ir.surface import MANIFEST
from .changes import Change, DiffReport

FORMATS = ("text", "markdown", "json")


def _summary(report: DiffReport) -> str:
    n = len(report.changes)
    if not n:
        return "no SDK changes"
    return f"{n} SDK change{'s' if n != 1 else ''}: {report.breaking} breaking, {report.non_breaking} non-breaking"


def _detail(c: Change) -> str:
    if c.old is not None and c.new is not None:
        text = f"{c.old} -> {c.new}"
    else:
        text = c.new if c.new is not None else (c.old or "")
    if c.also:
        text = (text + "; " if text else "") + "with " + ", ".join(c.also)
    return text


def render_text(report: DiffReport) -> str:
    """Two lines per change: ``BREAKING``/``ok`` with what changed and where in the generated
    code, then the detail and the spec location."""
    lines = [f"{_summary(report)} ({report.old} -> {report.new})"]
    for c in report.changes:
        lines.append(f"{'BREAKING' if c.breaking else 'ok      '}  {c.title}: {c.code}")
        detail = _detail(c)
        lines.append(f"          {detail + '  ' if detail else ''}[{c.spec or '-'}]")
    if report.not_compared:
        lines.append(_not_compared(report))
    # spec text (names, pointers, values) cannot forge or split a line of the report
    return "\n".join(printable_text(line) for line in lines) + "\n"


def _not_compared(report: DiffReport) -> str:
    return f"not compared (a side's {MANIFEST} predates them; regenerate it to compare): {', '.join(report.not_compared)}"


def _md(text: str) -> str:
    """Text for a Markdown table cell, in code spans where it is code."""
    return text.replace("|", "\\|").replace("\n", " ")


def _code(text: str) -> str:
    if not text:
        return ""
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return f"{fence}{pad}{_md(text)}{pad}{fence}"


def render_markdown(report: DiffReport, heading: str | None = None) -> str:
    """A Markdown section: a heading (default ``SDK changes``), the summary, then a table of
    breaking and one of non-breaking changes.

    Args:
        report: the changes.
        heading: the ``##`` heading text (a CHANGELOG entry passes the version).
    """
    title = heading if heading is not None else "SDK changes"
    lines = [f"## {title}", "", f"**{_summary(report)}** (`{report.old}` → `{report.new}`)", ""]
    for label, breaking in (("Breaking", True), ("Non-breaking", False)):
        rows = [c for c in report.changes if c.breaking == breaking]
        if not rows:
            continue
        lines += [f"### {label}", "", "| change | generated code | detail | spec |", "| --- | --- | --- | --- |"]
        for c in rows:
            detail = _detail(c)
            lines.append(f"| {_md(c.title)} | {_code(c.code)} | {_code(detail)} | {_code(c.spec)} |")
        lines.append("")
    if report.not_compared:
        lines += [f"_{_md(_not_compared(report))}_", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def report_data(report: DiffReport) -> dict[str, Any]:
    """The report as JSON data: ``old``, ``new``, ``package``, ``old_version``, ``new_version``,
    ``level`` (``none``/``non-breaking``/``breaking``), ``exit_code``, ``breaking``,
    ``non_breaking``, ``not_compared`` (parts a side's surface does not record) and
    ``changes`` (each: ``rule``, ``title``, ``breaking``, ``subject``,
    ``code``, ``spec``, ``old``, ``new``, ``sides``, ``also``)."""
    return {
        "old": report.old,
        "new": report.new,
        "package": report.package,
        "old_version": report.old_version,
        "new_version": report.new_version,
        "level": report.level,
        "exit_code": report.exit_code,
        "breaking": report.breaking,
        "non_breaking": report.non_breaking,
        "not_compared": list(report.not_compared),
        "changes": [
            {
                "rule": c.rule,
                "title": c.title,
                "breaking": c.breaking,
                "subject": c.subject,
                "code": c.code,
                "spec": c.spec,
                "old": c.old,
                "new": c.new,
                "sides": list(c.sides),
                "also": list(c.also),
            }
            for c in report.changes
        ],
    }


def render(report: DiffReport, fmt: str) -> str:
    """The report in ``fmt`` (one of :data:`FORMATS`).

    Raises:
        ValueError: an unknown format.
    """
    if fmt == "text":
        return render_text(report)
    if fmt == "markdown":
        return render_markdown(report)
    if fmt == "json":
        return json.dumps(report_data(report), indent=2, ensure_ascii=False) + "\n"
    raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
