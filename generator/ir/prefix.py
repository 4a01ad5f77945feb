"""The path prefix that names leave out (README, "Where operations land").

A prefix every operation's path starts with names the API, not a resource: Azure's
``/openai/v1/chat/completions`` is ``client.chat.completions.create``, not
``client.openai.v1.chat.completions.create``, and a spec whose paths all start with ``/v1``
does not put ``v1`` before every name.  The request still goes to the whole path; only the
resource path in the client leaves the prefix out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# a segment that names a version of the API: v1, v2beta, V3.1, v2.php, 0, 1.0, 2010-04-01
_VERSION = re.compile(r"^(v\d+([._-]?[a-z0-9]+)*|\d+(\.\d+)*|\d{4}-\d{2}-\d{2})$", re.IGNORECASE)


def _segments(path: str) -> list[str]:
    return [s for s in path.strip("/").split("/") if s]


def _static(seg: str) -> bool:
    return not ("{" in seg and "}" in seg)


def is_version(seg: str) -> bool:
    """Whether a path segment names a version of the API (``v1``, ``v2beta``, ``2010-04-01``)."""
    return bool(_VERSION.match(seg))


def common_prefix(paths: Iterable[str]) -> str:
    """The prefix the names of operations on ``paths`` leave out by default: the static
    segments every path starts with, up to and including the last that names a version
    (``/api/v2`` of ``/api/v2/pokemon``, ``/2010-04-01`` of Twilio's paths), or all of them
    when the paths part there into two or more static segments (``/openai`` of
    ``/openai/chat/...`` and ``/openai/files``); but never so much that a path keeps no static
    segment (a spec of the one path ``/latest``, or of ``/v2`` and ``/v2/health``, keeps its
    names).

    Args:
        paths: the operations' URL path templates.

    Returns:
        ``""`` (nothing left out) or the prefix, ``/``-separated with a leading ``/``.
    """
    split = [_segments(p) for p in paths]
    if not split:
        return ""
    shared: list[str] = []
    for column in zip(*split):
        if len(set(column)) != 1 or not _static(column[0]) or "." in column[0] and not is_version(column[0]):
            break
        shared.append(column[0])
    versions = [i + 1 for i, seg in enumerate(shared) if is_version(seg)]
    n = versions[-1] if versions else 0
    following = {ss[len(shared)] if len(ss) > len(shared) else "" for ss in split}
    if shared and len(following) > 1 and all(f and _static(f) for f in following):
        n = len(shared)
    # every path keeps a static segment after the prefix
    while n and any(not any(_static(s) for s in ss[n:]) for ss in split):
        n -= 1
    return "/" + "/".join(shared[:n]) if n else ""


def strip(path: str, prefix: str) -> str:
    """``path`` without ``prefix`` (whole segments: ``/v1`` is not stripped from ``/v10/x``);
    a path outside the prefix is returned as it is."""
    want = _segments(prefix)
    segs = _segments(path)
    if not want or segs[: len(want)] != want or len(segs) == len(want):
        return path
    return "/" + "/".join(segs[len(want) :]) + ("/" if path.endswith("/") and len(path) > 1 else "")
