"""Names users can guess (issue 16 §2): RPC-style paths, singletons, the root path, and the
``naming:`` option (methods after operationIds, resources after tags); and placement's linear
helpers (issue 17 §3).  Each naming rule is checked on a minimal spec for the method name and
for the request the call sends (a real server on a local socket)."""

from __future__ import annotations

from generator.ir.placement import _paths_below


def test_paths_below_agrees_with_comparing_every_path_with_every_other() -> None:
    paths = {"/", "/a", "/a/", "/a/b", "/a/{id}", "/a/{id}/c", "/ab", "/x/y/z", "/{v}/m"}
    below = _paths_below(paths)
    for path in paths:
        naive = any(p != path and p.startswith(path.rstrip("/") + "/") for p in paths)
        assert bool(below.get(path.rstrip("/"), set()) - {path}) == naive, path
