"""The documentation that restates the code is generated from it (``generator/docs.py``):
these tests fail when it is stale or when the code lacks what it is generated from."""

from __future__ import annotations

import dataclasses

from generator import docs
from generator.ir import model
from generator.normalise import PASSES


def test_generated_documentation_is_up_to_date() -> None:
    stale = [p.name for p, text in docs.outputs().items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
    assert stale == [], "run `make docs`"


def test_readme_lists_every_pass_in_order_with_its_module() -> None:
    readme = (docs.ROOT / "README.md").read_text(encoding="utf-8")
    listed = readme.split("<!-- passes:begin -->")[1].split("<!-- passes:end -->")[0].strip().splitlines()
    assert len(listed) == len(PASSES)
    for i, ((name, fn), line) in enumerate(zip(PASSES, listed, strict=True), 1):
        assert line.startswith(f"{i}. `{name}` (`normalise/{fn.__module__.rsplit('.', 1)[1]}.py`): ")


def test_every_ir_field_is_documented() -> None:
    _text, missing = docs.ir_markdown()
    assert missing == []


def test_ir_reference_names_every_field_of_every_ir_class() -> None:
    text, _ = docs.ir_markdown()
    for cls in (model.Api, model.Operation, model.Property, model.Model):
        assert f"## `{cls.__name__}`" in text
        for f in dataclasses.fields(cls):
            assert f"| `{f.name}` |" in text


def test_attribute_docs_reads_grouped_and_continued_entries() -> None:
    class Doc:
        """Summary.

        Attributes:
            a / b: shared
                and continued.
            c: own.
        """

    assert docs.attribute_docs(Doc) == {"a": "shared and continued.", "b": "shared and continued.", "c": "own."}


def test_ir_reference_lists_every_typeref_member_and_its_kind() -> None:
    text, _ = docs.ir_markdown()
    line = next(x for x in text.splitlines() if x.startswith("`TypeRef` is one of"))
    for cls in (model.Primitive, model.ModelRef, model.ArrayOf, model.TupleOf, model.MapOf, model.UnionOf, model.LiteralOf):
        assert f"`{cls.__name__}`" in line
    assert "`tuple`" in line


def test_settings_with_optional_types_keep_their_description() -> None:
    """``ClientConfig.base_url`` (``str | None``) was documented with an empty cell."""
    text, _ = docs.ir_markdown()
    row = next(x for x in text.splitlines() if x.startswith("| `base_url` | `str \\| None`"))
    assert "overrides the specs' `servers`" in row
