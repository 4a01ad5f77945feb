"""Stage 6 (format): black is the formatter of record.  Splitting a long module into pieces
formatted separately must give exactly black's output for the whole module, and every
committed generated file must be unchanged by black."""

from __future__ import annotations

from pathlib import Path

import black
import pytest

from generator.configure import load_config
from generator.format import Formatter, format_source, join_pieces, mode, prewrap, split_module
from generator.pipeline import build_ir_only
from generator.render.models import render_models
from generator.tidy import tidy

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def models_source() -> str:
    api = build_ir_only(load_config(ROOT / "sdkgen.yaml"))[0]
    return tidy(render_models(api, "# header"))


@pytest.mark.parametrize("target", [40, 300, 1500])
def test_split_formatting_equals_whole_module_formatting(models_source: str, target: int) -> None:
    pieces = split_module(models_source, target_lines=target)
    if target < 1500:
        assert len(pieces) > 3
    assert "".join(p if p.endswith("\n") else p + "\n" for p in pieces).split() == models_source.split()
    assert join_pieces([format_source(p) for p in pieces]) == format_source(models_source)


def test_module_with_top_level_comments_is_not_split() -> None:
    source = "x = 1\n" + "".join(f"# c{i}\nclass C{i}:\n    pass\n" for i in range(100))
    assert split_module(source, target_lines=10) == [source]


def test_comments_elsewhere_do_not_stop_splitting_and_pieces_join_exactly() -> None:
    """A module with top-level comments (the request types end with a commented table) is
    still cut, never right below a comment, and its pieces join to black's whole-module
    output: a long module is not left to one worker."""
    classes = "".join(f"\nclass C{i}(TypedDict, total=False):\n    a: int\n    b: str | None\n" for i in range(60))
    source = (
        "from typing import TypedDict\n"
        + classes
        + "# a comment above a class\nclass Under(TypedDict):\n    x: int\n"
        + classes.replace("class C", "class D")
        + "\n# what follows the classes\n_TABLE: dict[str, int] = {\n    'a': 1,\n}\n"
    )
    pieces = split_module(source, target_lines=40)
    assert len(pieces) > 3
    assert not any(p.startswith("class Under") for p in pieces)
    assert join_pieces([format_source(p) for p in pieces]) == format_source(source)


def test_formatter_uses_and_fills_the_cache(tmp_path: Path) -> None:
    source = "x=1\n"
    first = Formatter(tmp_path)
    first.add("a.py", source)
    assert first.result() == {"a.py": "x = 1\n"}
    assert len(list(tmp_path.rglob("*"))) == 2  # one folder, one entry
    entry = next(p for p in tmp_path.rglob("*") if p.is_file())
    from generator.format import cache_put

    cache_put(entry, "x = 2  # from the cache\n")
    second = Formatter(tmp_path)
    second.add("a.py", source)
    assert second.result() == {"a.py": "x = 2  # from the cache\n"}


def test_every_committed_python_file_is_black_formatted() -> None:
    for path in sorted((ROOT / "generated").rglob("*.py")):
        if ".sdkgen" in path.parts:  # the usage corpus is not formatted: each statement stays under its marker
            continue
        text = path.read_text()
        assert black.format_str(text, mode=mode()) == text, f"{path} is not what black produces"


def test_runtime_templates_are_in_blacks_layout() -> None:
    """The runtime templates are kept as black lays out their output (``make format-templates``),
    so black's first pass over a runtime module changes nothing."""
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "format_templates.py"), "--check"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_sambanova_modules_need_one_black_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every module (and models piece) of the SambaNova package is rendered in black's layout,
    so ``black.format_str`` returns it after one pass instead of formatting it twice (README,
    "Speed").  A template change that breaks this only costs time, never output: this test is
    what notices it."""
    import generator.format as fmt
    from generator.pipeline import run

    seen: list[tuple[str, str, str]] = []
    original = fmt.format_source

    def recording(source: str, name: str = "<generated>") -> str:
        out = original(source, name)
        seen.append((name, source, out))
        return out

    monkeypatch.setattr(fmt, "format_source", recording)
    monkeypatch.setenv("SDKGEN_NO_PARALLEL", "1")
    monkeypatch.setenv("SDKGEN_CACHE_DIR", "off")
    result = run(load_config(ROOT / "sdkgen.yaml"))
    assert len(seen) > 20
    changed = [name for name, source, out in seen if source != out]
    assert changed == []
    # each piece is formatted once: a formatted file stored back into the rendered tree is
    # not queued again (that doubled black's work, the bulk of a cold run)
    twice = sorted(name for name, source, _out in seen if sum(1 for n, s, _o in seen if (n, s) == (name, source)) > 1)
    assert twice == []
    # every Python file but the usage corpus, which is written unformatted (one statement under
    # each of its markers; generator/usage.py), and the static runtime files, already in
    # black's layout (test_static_runtime_templates_are_what_sorting_and_black_make_of_them)
    from generator.format import static_template

    runtime = ROOT / "templates" / "runtime"
    static = {f"src/sambanova_sdk/{t.name.removesuffix('.j2')}" for t in runtime.glob("*.py.j2") if static_template(t.read_text(encoding="utf-8"))}
    assert len(static) == 11  # _auth, _compat, _custom_requests, _files, _hooks, _oauth, _pagination, _qs, _resource, _types, _utils
    expected = {p for p in result.files if p.endswith(".py") and not p.startswith(".sdkgen/")} - static
    formatted = {name for name, _s, _o in seen}
    # the other runtime modules are cut at every top-level definition, and the pieces in the
    # shipped set of black's fixed points (generator/black_stable.txt) skip black: for this
    # golden, all of them (tests/test_format_pieces.py)
    runtime = {f"src/sambanova_sdk/{t.name.removesuffix('.j2')}" for t in runtime.glob("*.py.j2")} - static
    assert formatted <= expected and expected - formatted == runtime


def test_synthetic_spec_modules_need_one_black_pass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same on the benchmarks' synthetic spec, whose shapes SambaNova lacks: operations
    without a summary (a docstring starting with ``Args:``), one-key pagination paths, no
    security scheme, a request type class right above the fixed-values table.  Each of those
    cost black a second pass over its module (a third of a cold run's time on big specs)."""
    import sys

    import generator.format as fmt
    from generator.configure import config_from_args
    from generator.pipeline import run

    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import synth
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    spec = synth.write(30, tmp_path / "synth.json")
    changed: list[str] = []
    original = fmt.format_source

    def recording(source: str, name: str = "<generated>") -> str:
        out = original(source, name)
        if out != source:
            changed.append(name)
        return out

    monkeypatch.setattr(fmt, "format_source", recording)
    monkeypatch.setenv("SDKGEN_NO_PARALLEL", "1")
    monkeypatch.setenv("SDKGEN_CACHE_DIR", "off")
    result = run(config_from_args([str(spec)], str(tmp_path / "out"), "synth_sdk", None))
    assert "src/synth_sdk/types/_params.py" in result.files
    assert changed == []


def test_prewrap_gives_blacks_layout_and_leaves_strings_alone() -> None:
    long_class = "class StreamEvent10(ResponseCodeInterpreterCallInterpretingEventBase, ResponsesWebSocketStreamEventOne):"
    source = f'"""Module.\n\n{long_class}\n"""\n\n\n{long_class}\n    pass\n'
    out = prewrap(source)
    assert out.split("\n")[2] == long_class  # text of the docstring: unchanged
    assert format_source(out) == out == format_source(source)


def test_prewrap_rewraps_whole_statements_only() -> None:
    """An over-long simple statement alone on its line is given black's layout; a line that is
    part of a bracketed construct (a keyword argument), or shares its line with a compound
    statement's header, is left for black: formatted alone it would be other code."""
    long_return = "        return FineTuningCheckpointsPermissionsResourceWithStreamingResponse(self._resource.permissions_x)"
    keyword = '            grader={"type": "string_check", "name": "string", "input": "string", "reference": "string"},'
    one_line_if = "        if x: return FineTuningCheckpointsPermissionsResourceWithStreamingResponse(self._resource.permissions_x)"
    source = f"class A:\n    def f(self):\n{long_return}\n\n    def g(self, x):\n        y = call(\n{keyword}\n        )\n{one_line_if}\n"
    out = prewrap(source)
    assert long_return not in out.split("\n")
    assert keyword in out.split("\n") and one_line_if in out.split("\n")
    assert format_source(out) == format_source(source)


def test_import_names_and_all_sort_as_ruff_sorts_them_whatever_their_order(tmp_path: Path) -> None:
    """Names that differ only in leading zeros (``X1``/``X01``/``X001``, ``A0B``/``A00B``)
    tied on the sort key, so their order was the order of a set (another on each
    ``PYTHONHASHSEED``) and ruff's isort (I001) or RUF022 refused one of them: the key orders
    every two different names, the way ruff's ``natord`` does."""
    import itertools
    import random
    import subprocess
    import sys

    from generator.tidy import all_key, member_key

    names = ["X1", "X01", "X001", "A0B", "A00B", "Y010", "Y10", "Ab01c", "Ab1c", "X2", "X10", "x01", "x1", "HTTPError", "HttpError", "V2Model", "V10Model"]
    orders = {tuple(sorted(random.Random(seed).sample(names, len(names)), key=member_key)) for seed in range(20)}
    assert len(orders) == 1
    for a, b in itertools.combinations(names, 2):
        assert member_key(a) != member_key(b) and all_key(a) != all_key(b), (a, b)
    ordered = list(next(iter(orders)))
    source = "from m import (\n" + "".join(f"    {n},\n" for n in ordered) + f")\n\n__all__ = [{', '.join(repr(n).replace(chr(39), chr(34)) for n in sorted(names, key=all_key))}]\n"
    (tmp_path / "t.py").write_text(source)
    ruff = Path(sys.executable).parent / "ruff"
    r = subprocess.run([str(ruff), "check", "--isolated", "--select", "I,RUF022", "--no-cache", str(tmp_path / "t.py")], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout


def test_static_runtime_templates_are_what_sorting_and_black_make_of_them() -> None:
    """The built-in runtime templates that are fixed text plus the generated-file notice skip
    import sorting and black (issue 27): each one's output must be a fixed point of both, for
    the reference configuration and for a notice of another length; a notice black would
    touch (trailing space, a control character) sends the file through black again."""
    from generator.format import format_source, inert_comment, prewrap, static_template
    from generator.tidy import tidy

    root = Path(__file__).resolve().parent.parent
    static = [t for t in sorted((root / "templates" / "runtime").glob("*.py.j2")) if static_template(t.read_text(encoding="utf-8"))]
    assert len(static) >= 5
    for template in static:
        body = template.read_text(encoding="utf-8").removeprefix("{{ header }}\n")
        for header in ("# File generated by sdkgen from x.yaml. Do not edit.", "# " + "long words " * 30 + "end"):
            text = f"{header}\n{body}"
            assert format_source(prewrap(tidy(text))) == text, template.name
    assert inert_comment("# File generated by sdkgen from a.yaml.")
    assert not inert_comment("# trailing ") and not inert_comment("# a\x0cb") and not inert_comment("#no space")


def test_prewrap_lays_out_long_from_imports_as_black_does() -> None:
    """A long ``from ... import`` line (the joined models module imports every model of a part
    on one) is given black's layout by :func:`generator.format._rewrap_import`, without
    formatting it as a snippet (black's time on such a line grows with the square of its names)."""
    names = ", ".join(f"Thing{i}" for i in range(400))
    aliased = ", ".join(f"name_{i} as alias_{i}" for i in range(12))
    source = f"from __future__ import annotations\n\nfrom typing import TYPE_CHECKING\n\nfrom ._models_1 import {names}\n\nif TYPE_CHECKING:\n    from ...types.deep import {aliased}\n\nx = 1\n"
    out = prewrap(source)
    assert "    Thing399,\n)" in out and "        name_11 as alias_11,\n    )" in out
    assert format_source(out) == out == format_source(source)


def test_the_joined_models_module_of_many_parts_needs_one_black_pass() -> None:
    """With many parts, the loop giving each part every model's name is too long for a line:
    it is printed as black lays it out (else black formats the whole module twice)."""
    from generator.render.models import _joining_module
    from generator.tidy import tidy

    text = prewrap(tidy(_joining_module("# header", [[f"Model{k}x{i}" for i in range(40)] for k in range(1, 13)])))
    assert "for _part in (\n    _models_1,\n" in text
    assert format_source(text) == text


def test_a_damaged_formatting_cache_entry_is_a_miss(tmp_path: Path) -> None:
    """An entry of the formatting cache carries the SHA-256 of its text: a truncated, emptied
    or changed entry, or one that is no UTF-8, is a miss (a truncated README example was
    written out as it was; invalid UTF-8 raised a traceback; hostile review)."""
    from generator.format import cache_get, cache_put
    from generator.render.views import _format_example

    entry = tmp_path / "ab" / "entry"
    cache_put(entry, "x = 'é'\n")
    assert cache_get(entry) == "x = 'é'\n"
    good = entry.read_bytes()
    for damaged in (good[:-3], b"", good + b"\xff\xfe", good.replace(b"x", b"y")):
        entry.write_bytes(damaged)
        assert cache_get(entry) is None
    assert not [p for p in tmp_path.rglob("*.tmp")]
    code = "from acme import Acme\n\nclient = Acme()\n\nresult = client.pets.list(limit=10, very_long_argument_name_number_one=1, very_long_argument_name_two=2)\nprint(result)\n"
    formatted = _format_example(code, tmp_path)
    (stored,) = [p for p in tmp_path.rglob("*") if p.is_file() and p.parent.name != "ab"]
    stored.write_bytes(stored.read_bytes()[:60])
    assert _format_example(code, tmp_path) == formatted and "print(result)" in formatted
