"""Keep the runtime templates in black's layout, so that black has nothing to change in the
modules they render (``make format-templates``; ``--check`` only reports).

black formats a module twice whenever its first pass changed something
(``black.format_str``), so a template whose rendered text is already black's halves the
formatter's cost for that module (README, "Speed").  The runtime templates
(``templates/runtime/*.py.j2``) are plain Python with a few ``{{ expression }}``
substitutions: each substitution is replaced by a placeholder of the length its value has for
the reference configuration (``sdkgen.yaml``, the SambaNova client), the text is formatted with
the generator's own black mode, and the substitutions are put back.  A template whose layout
black would not change is left byte-identical.  Templates with ``{% %}`` statements are not
touched (they are not runtime templates); their output's layout is the template author's job,
checked by ``tests/test_format.py``.

Usage::

    python tools/format_templates.py [--check] [--config sdkgen.yaml]

Exit status: 0 nothing to change (or changes written), 1 with ``--check`` when a template would
change (the names are printed).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator import format as fmt
from generator.configure import load_config
from generator.ir import IR_VERSION
from generator.pipeline import build_ir_only
from generator.render.environment import environment
from generator.render.package import header_text

RUNTIME = ROOT / "templates" / "runtime"
_EXPRESSION = re.compile(r"\{\{.*?\}\}")


def _placeholder(index: int, length: int) -> str:
    core = f"J{index}X"
    return core + "_" * max(0, length - len(core))


def blacken(text: str, values: dict[str, str]) -> str:
    """``text`` (a template without statements) in black's layout.

    Args:
        text: the template source.
        values: each ``{{ expression }}`` of it -> its rendered value for the reference
            configuration (only its length is used).

    Returns:
        The template with its Python laid out as black lays out the rendered module.

    Raises:
        ValueError: the template has statements, or black moved or dropped a placeholder.
    """
    if "{%" in text or "{#" in text:
        raise ValueError("template has statements or comments")
    found = _EXPRESSION.findall(text)
    holders: dict[str, str] = {}
    for i, expr in enumerate(dict.fromkeys(found)):
        holders[expr] = _placeholder(i, len(values[expr]))
    plain = _EXPRESSION.sub(lambda m: holders[m.group(0)], text)
    formatted = fmt.format_source(plain)
    for expr, holder in holders.items():
        if formatted.count(holder) != plain.count(holder):
            raise ValueError(f"black changed the placeholder of {expr}")
        formatted = formatted.replace(holder, expr)
    return formatted


def main(argv: list[str] | None = None) -> int:
    """Format (or check) every runtime template; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report templates that would change; write nothing")
    parser.add_argument("--config", default=str(ROOT / "sdkgen.yaml"))
    args = parser.parse_args(argv)
    api, _diagnostics, _merged, _schemas = build_ir_only(load_config(Path(args.config)))
    env = environment(None)
    htext = header_text(api)
    context = {"api": api, "ir_version": IR_VERSION, "header": f"# {htext}", "header_text": htext}
    changed = []
    for path in sorted(RUNTIME.glob("*.py.j2")):
        text = path.read_text(encoding="utf-8")
        values = {expr: env.from_string(expr).render(**context) for expr in set(_EXPRESSION.findall(text))}
        new = blacken(text, values)
        if new != text:
            changed.append(path.relative_to(ROOT).as_posix())
            if not args.check:
                path.write_text(new, encoding="utf-8")
    for name in changed:
        print(("would change " if args.check else "formatted ") + name)
    return 1 if (changed and args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
