"""Merging the seven SambaNova files gives the same IR as the single document they were split
from (``specs/reference/sambanova-unsplit.yaml``): the same operations (but for the ``x_api_key``
scheme, which only that document declares), and the same schemes except ``ModelOutputError``,
which that document declares but no operation references."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from generator.configure import load_config
from generator.ir import to_jsonable
from generator.pipeline import build_ir_only

ROOT = Path(__file__).resolve().parent.parent
UNSPLIT = ROOT / "specs" / "reference" / "sambanova-unsplit.yaml"


def _strip(value: Any) -> Any:
    """The IR as JSON without ``pointer`` keys at any depth: where something is defined
    differs by construction."""

    def drop(data: Any) -> Any:
        if isinstance(data, dict):
            return {k: drop(v) for k, v in data.items() if k != "pointer"}
        if isinstance(data, list):
            return [drop(v) for v in data]
        return data

    return drop(to_jsonable(value))


def test_seven_files_merge_to_the_unsplit_document() -> None:
    cfg = load_config(ROOT / "sdkgen.yaml")
    assert len(cfg.specs) == 7
    split, _, merged, _ = build_ir_only(cfg)
    whole, _, _, _ = build_ir_only(dataclasses.replace(cfg, specs=(UNSPLIT,)))

    assert len(split.operations) == 10
    # specs/messages.yaml names the scheme x_api_key without declaring it (a warning; its
    # alternative is left out), the unsplit document declares it: the only difference
    split_ops = {o.operation_id: _strip(o) for o in split.operations}
    whole_ops = {o.operation_id: _strip(o) for o in whole.operations}
    for op_id in ("createMessage", "countMessageTokens"):
        assert (split_ops[op_id].pop("security"), whole_ops[op_id].pop("security")) == ([["api_key"]], [["api_key"], ["x_api_key"]])
    assert split_ops == whole_ops

    split_models = {m.name: _strip(m) for m in split.models}
    whole_models = {m.name: _strip(m) for m in whole.models}
    assert set(whole_models) - set(split_models) == {"ModelOutputError", "ModelOutputErrorError"}
    assert set(split_models) <= set(whole_models)
    assert {k: whole_models[k] for k in split_models} == split_models
    # the split files repeat shared schemas; the merge kept each once and recorded it
    counts = {r.pointer: len(r.files) for r in merged.merged}
    assert counts["#/components/schemas/Usage"] == 4
    assert counts["#/components/schemas/SimpleError"] == 6
    assert counts["#/components/securitySchemes/api_key"] == 7
