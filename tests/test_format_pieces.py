"""Stage 6 (format), runtime modules: cut at every top-level definition, formatted piece by
piece, joined - exactly ``black.format_str`` of the whole module - and the shipped set of
pieces black leaves unchanged (``generator/black_stable.txt``), which skip black."""

from __future__ import annotations

from pathlib import Path

import black
import pytest

import generator.format as fmt
from generator.configure import config_from_args
from generator.format import Formatter, _key, mode
from generator.format_pieces import (
    STABLE_FILE,
    black_jobs,
    join_runtime,
    runtime_pieces,
    safe_cuts,
    split_runtime,
    stable_keys,
)
from generator.format_stable import compute_stable, rendered_runtime_modules, stable_file_text
from generator.pipeline import build_ir_only
from generator.render import render_package
from generator.tidy import escape_bidi, tidy

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "tests" / "corpus" / "specs"


def _black(text: str) -> str:
    return black.format_str(text, mode=mode())


@pytest.fixture(scope="module")
def runtime_modules() -> list[str]:
    """The runtime modules rendered for both goldens and the corpus specs of the shipped set."""
    return rendered_runtime_modules(ROOT)


def _other_packages() -> list[str]:
    """Runtime modules of packages generated from specs the shipped set was not computed from."""
    out = []
    for spec in ("together.yaml", "1password-connect.yaml", "apis-guru.yaml"):
        cfg = config_from_args([str(SPECS / spec)], str(ROOT / "out"), "other_sdk")
        api = build_ir_only(cfg)[0]
        origins: dict[str, str] = {}
        files = render_package(api, output_name="out", origins=origins)
        out.extend(t for p, t in sorted(files.items()) if origins.get(p, "").startswith("built-in template runtime/"))
    return out


def _assert_pieces_join_to_black(module: str) -> int:
    whole = tidy(escape_bidi(module))
    pieces = runtime_pieces(module)
    assert join_runtime(pieces) == whole.rstrip("\n") + "\n"
    expected = _black(whole)
    assert join_runtime([_black(p) for p in pieces]) == expected
    # runs of consecutive pieces (what black formats when pieces are not in the shipped set)
    jobs = black_jobs(pieces, [_key(p) for p in pieces], frozenset())
    assert join_runtime([_black(text) for text, _done in jobs]) == expected
    return len(pieces)


def test_runtime_pieces_format_to_blacks_whole_module(runtime_modules: list[str]) -> None:
    counts = [_assert_pieces_join_to_black(m) for m in runtime_modules]
    assert len(counts) > 60 and max(counts) > 40  # _base_client is cut at every definition


def test_runtime_pieces_of_other_packages_format_to_blacks_whole_module() -> None:
    modules = _other_packages()
    assert len(modules) > 40
    for module in modules:
        _assert_pieces_join_to_black(module)


def test_committed_runtime_modules_are_cut_into_black_fixed_points() -> None:
    """The goldens' runtime files are black's output: each piece of them is unchanged by
    black, and the pieces join back to the file."""
    runtime = {t.name.removesuffix(".j2") for t in (ROOT / "templates" / "runtime").glob("*.py.j2")}
    files = [p for p in sorted((ROOT / "generated").rglob("*.py")) if p.name in runtime and ".sdkgen" not in p.parts and "src" in p.parts]
    assert len(files) >= 2 * len(runtime)
    for path in files:
        text = path.read_text(encoding="utf-8")
        pieces = split_runtime(text)
        assert join_runtime(pieces) == text
        for piece in pieces:
            assert _black(piece) == piece, path


@pytest.mark.parametrize(
    "source",
    [
        # a comment above a definition stays with it: no cut
        "x = 1\n\n\n# about f\ndef f():\n    pass\n",
        # a trailing comment inside the previous function, in the gap: no cut
        "def f():\n    pass\n    # done\n\n\ndef g():\n    pass\n",
        # one blank line (black adds the second): no cut
        "x = 1\n\ndef f():\n    pass\n",
        # three blank lines (black removes one): no cut
        "x = 1\n\n\n\ndef f():\n    pass\n",
        # text that looks like definitions inside a string: no cut
        'X = 1\nY = """\n\n\ndef f():\n    pass\n"""\n',
        # right after the module docstring: no cut
        '"""Doc."""\n\n\ndef f():\n    pass\n',
        # formatting switched off across statements: no cut at all
        "x = 1\n\n\n# fmt: off\ndef f( a ):\n    pass\n\n\ndef g():\n    pass\n# fmt: on\n",
        # spaces on the blank lines: no cut
        "x = 1\n  \n\ndef f():\n    pass\n",
    ],
)
def test_no_cut_where_black_would_not_lay_out_two_blank_lines(source: str) -> None:
    assert safe_cuts(source) == []
    assert split_runtime(source) == [source]


def test_cuts_before_decorators_and_definitions_and_pieces_join_exactly() -> None:
    source = (
        "from typing import overload\n\nX = 1\n\n\n@overload\ndef f(a: int) -> int: ...\n\n\n"
        "@overload\ndef f(a: str) -> str: ...\n\n\ndef f(a):\n    return a\n\n\n"
        "class C:\n    '''Doc.'''\n\n\nasync def g( x ):\n  return [x,\n  ]\n\n\nif X:\n\n    def h():\n        pass\n\n\ndef k(): pass\n"
    )
    pieces = split_runtime(source)
    assert [p.split("\n")[0] for p in pieces] == ["from typing import overload", "@overload", "@overload", "def f(a):", "class C:", "async def g( x ):", "def k(): pass"]
    assert join_runtime(pieces) == source
    assert join_runtime([_black(p) for p in pieces]) == _black(source)


def test_shipped_stable_set_is_current(runtime_modules: list[str]) -> None:
    """``generator/black_stable.txt`` is what ``make compile-templates`` writes for the templates
    and the black of this checkout (run it after editing a runtime template or upgrading black)."""
    assert STABLE_FILE.read_text(encoding="utf-8") == stable_file_text(compute_stable(runtime_modules)), "run `make compile-templates`"


def test_every_shipped_piece_is_a_black_fixed_point(runtime_modules: list[str]) -> None:
    stable = stable_keys()
    assert len(stable) > 100
    hits = [p for m in runtime_modules for p in runtime_pieces(m) if _key(p) in stable]
    assert {_key(p) for p in hits} == stable
    for piece in hits:
        assert _black(piece) == piece


def _base_client(runtime_modules: list[str]) -> str:
    return next(m for m in runtime_modules if "class BaseClient:" in m)


def test_formatter_uses_shipped_pieces_without_black(runtime_modules: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A runtime module whose pieces are all shipped is not given to black at all; with no
    shipped set black formats it in runs; both give black's output of the whole module."""
    module = _base_client(runtime_modules)
    expected = _black(tidy(module))
    formatted: list[str] = []
    original = fmt.format_source

    def recording(source: str, name: str = "<generated>") -> str:
        formatted.append(source)
        return original(source, name)

    monkeypatch.setattr(fmt, "format_source", recording)
    formatter = Formatter(None)
    formatter.add("_base_client.py", module, tidy_first=True, runtime=True)
    assert formatter.result() == {"_base_client.py": expected}
    assert formatted == []

    import generator.format_pieces as pieces_module

    monkeypatch.setattr(pieces_module, "stable_keys", lambda: frozenset())
    formatter = Formatter(None)
    formatter.add("_base_client.py", module, tidy_first=True, runtime=True)
    assert formatter.result() == {"_base_client.py": expected}
    assert len(formatted) > 3  # runs of pieces (several jobs for a pool), not the whole module


def test_edited_runtime_piece_goes_through_black(runtime_modules: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """A piece that is not in the shipped set (here: laid out as black would not) is formatted;
    the untouched pieces are not."""
    module = _base_client(runtime_modules).replace("def _normal_base(url: str) -> str:", "def _normal_base(url:str)->str:")
    formatted: list[str] = []
    original = fmt.format_source

    def recording(source: str, name: str = "<generated>") -> str:
        formatted.append(source)
        return original(source, name)

    monkeypatch.setattr(fmt, "format_source", recording)
    formatter = Formatter(None)
    formatter.add("_base_client.py", module, tidy_first=True, runtime=True)
    assert formatter.result() == {"_base_client.py": _black(tidy(module))}
    assert len(formatted) == 1 and "def _normal_base(url:str)->str:" in formatted[0]
