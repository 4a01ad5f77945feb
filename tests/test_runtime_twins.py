"""The runtime's sync and async classes are twins (issue 17 section 4): the async class is the
sync one with ``async``/``await`` and the ``Async`` names.  Each pair is compared line by line
after removing those (``async``/``await``, the ``Sync``/``Async`` name prefixes, the async
dunder names), and the lines that still differ must be exactly the ones listed in
``tests/runtime_twins.allowed`` (a docstring that says "the twin of", the async-only helpers).

A change to one class of a pair that is not made to the other fails here, showing the new
differing lines: make the same change in the twin, or, when the difference is meant, run
``SDKGEN_UPDATE_TWINS=1 .venv/bin/python -m pytest tests/test_runtime_twins.py`` and commit the
updated list with the change (the diff of the list is what a reviewer reads)."""

from __future__ import annotations

import ast
import difflib
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "generated" / "sambanova_sdk" / "src" / "sambanova_sdk"  # the runtime templates, rendered
ALLOWED = Path(__file__).with_name("runtime_twins.allowed")

PAIRS = (
    ("_base_client.py", "SyncAPIClient", "AsyncAPIClient"),
    ("_streaming.py", "Stream", "AsyncStream"),
    ("_pagination.py", "SyncPage", "AsyncPage"),
    ("_response.py", "APIResponse", "AsyncAPIResponse"),
    ("_response.py", "ResponseContextManager", "AsyncResponseContextManager"),
    ("_resource.py", "SyncAPIResource", "AsyncAPIResource"),
    ("_custom_requests.py", "SyncCustomRequestClient", "AsyncCustomRequestClient"),
)

_SAME = (
    (re.compile(r"\bawait "), ""),
    (re.compile(r"\basync (?=def |for |with )"), ""),
    (re.compile(r"\b(?:Async|Sync)(?=[A-Z])"), ""),
    (re.compile(r"\b__aenter__\b"), "__enter__"),
    (re.compile(r"\b__aexit__\b"), "__exit__"),
    (re.compile(r"\b__aiter__\b"), "__iter__"),
    (re.compile(r"\b__anext__\b"), "__next__"),
    (re.compile(r"\baclose\b"), "close"),
)


def _normalised(line: str) -> str:
    for pattern, replacement in _SAME:
        line = pattern.sub(replacement, line)
    return line


def _class_lines(module: str, name: str) -> list[str]:
    source = (RUNTIME / module).read_text(encoding="utf-8")
    node = next(n for n in ast.parse(source).body if isinstance(n, ast.ClassDef) and n.name == name)
    return [_normalised(line) for line in source.split("\n")[node.lineno - 1 : node.end_lineno]]


def differences() -> str:
    """The lines in which each pair differs once the async spelling is removed, as a text
    (``== module: Sync / Async`` headers, then ``-`` sync-only and ``+`` async-only lines)."""
    out: list[str] = []
    for module, sync, async_ in PAIRS:
        out.append(f"== {module}: {sync} / {async_}")
        diff = difflib.unified_diff(_class_lines(module, sync), _class_lines(module, async_), lineterm="", n=0)
        out += [line.rstrip() for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    return "\n".join(out) + "\n"


def test_sync_and_async_runtime_classes_differ_only_where_listed() -> None:
    now = differences()
    if os.environ.get("SDKGEN_UPDATE_TWINS"):
        ALLOWED.write_text(now, encoding="utf-8")
    allowed = ALLOWED.read_text(encoding="utf-8")
    if now != allowed:
        delta = "\n".join(difflib.unified_diff(allowed.splitlines(), now.splitlines(), "allowed", "now", lineterm=""))
        pytest.fail(f"a sync/async runtime class changed without its twin (or the list is stale):\n{delta}")


def test_the_comparison_notices_a_change_to_one_twin(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A line added to the sync client alone is a new difference."""
    import shutil

    copy = tmp_path / "runtime"
    shutil.copytree(RUNTIME, copy)
    path = copy / "_base_client.py"
    text = path.read_text(encoding="utf-8")
    marker = "class SyncAPIClient(BaseClient):\n"
    path.write_text(text.replace(marker, marker + "    retry_budget = 3\n", 1), encoding="utf-8")
    monkeypatch.setitem(globals(), "RUNTIME", copy)
    assert "-    retry_budget = 3" in differences().split("\n")
