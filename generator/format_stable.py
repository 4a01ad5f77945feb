"""The shipped set of runtime-module pieces black leaves unchanged (``generator/black_stable.txt``,
read by :func:`generator.format_pieces.stable_keys`): computed here from the built-in runtime
templates rendered for both goldens and a few corpus specs, by ``make compile-templates``
(``tools/compile_templates.py``); ``tests/test_format_pieces.py`` recomputes it and fails when the
file is stale."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import black

from .format import _key, mode
from .format_pieces import runtime_pieces


def compute_stable(modules: Iterable[str]) -> list[str]:
    """The sorted cache keys of the pieces of ``modules`` (rendered runtime modules, not yet
    sorted or formatted) that ``black.format_str`` returns unchanged: the content of
    ``generator/black_stable.txt``."""
    keys: set[str] = set()
    for module in modules:
        for piece in runtime_pieces(module):
            key = _key(piece)
            if key in keys:
                continue
            try:
                if black.format_str(piece, mode=mode()) == piece:
                    keys.add(key)
            except black.InvalidInput:
                pass
    return sorted(keys)


# the configurations whose runtime modules make the shipped set: both goldens and specs of the
# test corpus (other names, no security, OAuth, telemetry headers, ...)
STABLE_CONFIGS = ("sdkgen.yaml", "tests/layout/sdkgen.yaml")
STABLE_SPECS = (
    "tests/corpus/specs/museum.yaml",
    "tests/corpus/specs/train-travel.yaml",
    "tests/corpus/specs/xkcd.yaml",
    "tests/corpus/specs/mistral.yaml",
)


def rendered_runtime_modules(root: Path) -> list[str]:
    """The built-in runtime modules, rendered (not formatted) for each of :data:`STABLE_CONFIGS`
    and :data:`STABLE_SPECS` under the project folder ``root``."""
    from .configure import config_from_args, load_config
    from .pipeline import build_ir_only
    from .render import render_package

    configs = [load_config(root / name) for name in STABLE_CONFIGS]
    for spec in STABLE_SPECS:
        stem = Path(spec).stem.replace("-", "_")
        configs.append(config_from_args([str(root / spec)], str(root / "out"), f"{stem}_sdk"))
    out: list[str] = []
    for cfg in configs:
        api = build_ir_only(cfg)[0]
        origins: dict[str, str] = {}
        files = render_package(api, output_name=cfg.output.name, origins=origins)
        out.extend(text for path, text in sorted(files.items()) if origins.get(path, "").startswith("built-in template runtime/"))
    return out


def stable_file_text(keys: list[str]) -> str:
    """The text of ``generator/black_stable.txt`` for ``keys`` (sorted hex digests)."""
    head = (
        "# Cache keys (SHA-256 of black's version, mode and the text) of runtime-module pieces that\n"
        f"# black {black.__version__} leaves unchanged; written by `make compile-templates`\n"
        "# (generator/format_pieces.py), checked by tests/test_format_pieces.py.\n"
    )
    return head + "".join(key + "\n" for key in keys)
