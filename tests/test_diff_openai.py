"""``sdkgen diff`` of the public OpenAI spec (2.9 MB, ``tests/corpus/specs/openai-3.1.yaml``)
against a copy with 50 scattered edits (``_spec_edits.py``) reports each edit exactly once, with
the rule the edit implies.  (How its time compares with one cold generation is a benchmark,
``benchmarks/generator_bench.py``, not a test.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from _spec_edits import scattered_edits

from generator.parse import parse_file

ROOT = Path(__file__).resolve().parent.parent
OPENAI = ROOT / "tests" / "corpus" / "specs" / "openai-3.1.yaml"


@pytest.mark.slow
def test_fifty_scattered_edits_are_each_reported_once(tmp_path: Path) -> None:
    doc = parse_file(OPENAI, OPENAI.name)
    edits = scattered_edits(doc, 50)
    assert len({e.pointer for e in edits}) == 50
    assert len({e.kind for e in edits}) == 11
    (tmp_path / "edited.json").write_text(json.dumps(doc))
    r = subprocess.run(
        [sys.executable, "-m", "generator", "diff", str(OPENAI), "edited.json", "--format", "json", "-p", "openai_sdk"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 3, r.stderr
    changes = json.loads(r.stdout)["changes"]
    matches: dict[int, list[dict[str, object]]] = {}
    unmatched = []
    consequences = []
    for change in changes:
        pointer = "#" + str(change["spec"]).split("#", 1)[1]
        owners = [i for i, e in enumerate(edits) if pointer.startswith(e.pointer) and change["rule"] == e.rule]
        if len(owners) == 1:
            matches.setdefault(owners[0], []).append(change)
        elif str(change["rule"]).startswith("pagination-") and pointer.startswith("#/paths/"):
            # an edit of a list operation's parameter or of its response schema that also ends
            # (or changes) its inferred pagination: a second, real change of the same method
            consequences.append(change)
        elif change["rule"] == "model-removed" and str(change["old"]).endswith("Param") and pointer.startswith("#/components/schemas/"):
            # an edit that removes a component's last use in a request also removes its
            # request-side type (a string enum's closed ``XParam``): a second, real change
            consequences.append(change)
        else:
            unmatched.append(change)
    assert unmatched == [], json.dumps(unmatched)
    assert {i: len(found) for i, found in matches.items()} == {i: 1 for i in range(50)}
    assert len(changes) == 50 + len(consequences)
