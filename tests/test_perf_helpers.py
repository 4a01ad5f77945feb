"""Issue 27's shortcuts give what the slow paths gave: the document copy, the statement walk,
the YAML loader without the alias walk and the guard's markers of modules that compiled."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest

from generator import guard
from generator.parse import parse_yaml_text
from generator.pyast import statements
from generator.walk import copy_document

ROOT = Path(__file__).resolve().parent.parent


def test_copy_document_is_deepcopy_and_keeps_shared_nodes_shared() -> None:
    shared = {"type": "string", "enum": ["a", "b"]}
    doc = {"a": shared, "b": [shared, 1, 2.5, None, True], "c": {"d": (1, [2])}, 3: "int key"}
    out = copy_document(doc)
    assert out == copy.deepcopy(doc)
    assert out["a"] is out["b"][0] and out["a"] is not shared
    assert out["c"]["d"] == (1, [2]) and out["c"]["d"][1] is not doc["c"]["d"][1]
    out["a"]["enum"].append("c")
    assert shared["enum"] == ["a", "b"] and out["b"][0]["enum"] == ["a", "b", "c"]


def test_statements_walk_in_ast_walk_order() -> None:
    source = (ROOT / "generator" / "completeness.py").read_text(encoding="utf-8") + (
        "\ntry:\n    import x\nexcept* ValueError:\n    y = 1\nmatch z:\n    case 1:\n        from a import b\n"
    )
    tree = ast.parse(source)
    assert [n for n in ast.walk(tree) if isinstance(n, ast.stmt)] == [n for n in statements(tree) if isinstance(n, ast.stmt)]


def test_yaml_aliases_are_still_checked_and_plain_text_parses_the_same() -> None:
    assert parse_yaml_text("a: &x [1]\nb: *x\nc: 'R&D & more'\n", "t.yaml") == {"a": [1], "b": [1], "c": "R&D & more"}
    with pytest.raises(Exception, match="nest|itself|recursive"):
        parse_yaml_text("a: &x\n  b: *x\n", "t.yaml")


def test_guard_marks_modules_that_compiled_and_never_one_that_did_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert guard.compile_error("m.py", "x = 1\n", tmp_path) is None
    assert len(list(tmp_path.rglob("*"))) == 2  # the two-character folder and one marker

    def no_compile(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(guard, "compile", no_compile, raising=False)
    assert guard.compile_error("m.py", "x = 1\n", tmp_path) is None  # answered by its marker
    monkeypatch.undo()
    for _ in range(2):
        error = guard.compile_error("m.py", "def f(a, a): pass\n", tmp_path)
        assert error is not None and error.line == 1
    assert len(list(tmp_path.rglob("*"))) == 2


def test_a_long_module_is_answered_whole_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator import format as fmt

    source = "".join(f"class C{i}:\n    x=[{i},\n    2]\n\n\n" for i in range(fmt.SPLIT_LINES))
    first = fmt.Formatter(tmp_path)
    first.add("m.py", source, tidy_first=True)
    formatted = first.result()["m.py"]
    assert formatted.startswith("class C0:\n    x = [0, 2]\n")

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("sorted, split or formatted again")

    for name in ("split_module", "_format_task"):
        monkeypatch.setattr(fmt, name, fail)
    monkeypatch.setattr("generator.tidy.tidy", fail)
    second = fmt.Formatter(tmp_path)
    second.add("m.py", source, tidy_first=True)
    assert second.result() == {"m.py": formatted}
