"""Writing ``sdkgen adopt``'s settings into the user's configuration file with ruamel.yaml's
round-trip mode: comments, key order, flow mappings and quoting of what is there are kept; new
keys are appended to their mapping (a new per-operation, per-type or per-credential entry as
a one-line flow mapping).  A value already set to the same thing is left alone, so running
adopt twice changes nothing the second time (the file is not rewritten at all).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError

from .plan import Setting
from .pysource import AdoptError

# mappings created under these keys are written in flow style (one line per entry)
_FLOW_PARENTS = frozenset({("operations",), ("types",), ("client", "credentials"), ("client", "header_options")})


@dataclass(frozen=True)
class Change:
    """What writing one setting did: ``set`` (new), ``changed`` (from ``old``) or ``kept``
    (already the value)."""

    setting: Setting
    status: str
    old: Any = None


def _yaml() -> YAML:
    y = YAML(typ="rt")
    y.preserve_quotes = True
    y.width = 4096
    return y


def _indent(text: str) -> tuple[int, int, int]:
    """``(mapping, sequence, offset)`` indentation of a block sequence in ``text`` (the
    first ``- `` item under a key), ruamel's default when there is none."""
    lines = text.splitlines()
    for i, line in enumerate(lines[1:], 1):
        m = re.match(r"^( *)- ", line)
        prev = re.match(r"^( *)[^\s#][^:]*:\s*$", lines[i - 1])
        if m and prev:
            offset = len(m.group(1)) - len(prev.group(1))
            if offset >= 0:
                return 2, offset + 2, offset
    return 2, 2, 0


def apply(text: str, settings: list[Setting], where: str) -> tuple[str, list[Change]]:
    """The configuration ``text`` with ``settings`` written in (module docstring).

    Args:
        text: the configuration file's text.
        settings: from :func:`generator.adopt.plan.plan`.
        where: the file, for messages.

    Returns:
        ``(new text, what each setting did)``; the text is ``text`` itself when nothing
        changed.

    Raises:
        AdoptError: not YAML, or a key on a setting's path holds something that is not a
            mapping (naming the key).
    """
    y = _yaml()
    try:
        data = y.load(text)
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise AdoptError(f"not YAML: {getattr(exc, 'problem', exc)}", file=f"{where}:{mark.line + 1 if mark else 0}") from None
    if not isinstance(data, CommentedMap):
        raise AdoptError("the configuration must be a mapping", file=where)
    changes = []
    for s in settings:
        node: Any = data
        for depth, key in enumerate(s.path[:-1]):
            child = node.get(key)
            if child is None:
                child = CommentedMap()
                if tuple(s.path[:depth]) in _FLOW_PARENTS:
                    child.fa.set_flow_style()
                node[key] = child
            elif not isinstance(child, dict):
                raise AdoptError(f"{'.'.join(s.path[: depth + 1])} is not a mapping: adopt cannot add {'.'.join(s.path)}", file=where)
            node = child
        leaf = s.path[-1]
        if isinstance(s.value, list):
            seq = node.get(leaf)
            if seq is None:
                node[leaf] = CommentedSeq(list(s.value))
                if getattr(node, "fa", None) is not None and node.fa.flow_style():  # in a one-line mapping: one line too
                    node[leaf].fa.set_flow_style()
                changes.append(Change(s, "set"))
                continue
            if not isinstance(seq, list):
                raise AdoptError(f"{'.'.join(s.path)} is not a list", file=where)
            missing = [v for v in s.value if v not in seq]
            seq.extend(missing)
            changes.append(Change(s, "changed" if missing else "kept", None))
            continue
        if leaf in node:
            old = node[leaf]
            if old == s.value:
                changes.append(Change(s, "kept"))
                continue
            node[leaf] = s.value
            changes.append(Change(s, "changed", old))
        else:
            node[leaf] = s.value
            changes.append(Change(s, "set"))
    if all(c.status == "kept" for c in changes):
        return text, changes
    mapping, sequence, offset = _indent(text)
    y.indent(mapping=mapping, sequence=sequence, offset=offset)
    out = io.StringIO()
    y.dump(data, out)
    return out.getvalue(), changes
