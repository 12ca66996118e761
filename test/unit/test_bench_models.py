"""bench/models.py: the static twin of every dynamic-batch model is the same program with static shapes. No timing."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir import ir
from script_loader import load_script

models = load_script("bench/models.py", "tosabcast_bench_models")
DYNAMIC = sorted((Path(__file__).resolve().parents[1] / "models").glob("*_dynamic.mlir"))


@pytest.mark.parametrize("path", DYNAMIC, ids=lambda p: p.stem)
def test_static_twin_has_the_batch_everywhere(path: Path) -> None:
    """No dynamic dim is left, the arguments' dynamic dims are the batch, the other dims are the export's."""
    text = path.read_text()
    twin = models.static_twin(text, 7)
    assert "?" not in twin.split("{-#")[0]
    with ir.Context():
        modules = ir.Module.parse(text), ir.Module.parse(twin)  # an op must not outlive its module
        before, after = (m.body.operations[0] for m in modules)
        old = ir.FunctionType(ir.TypeAttr(before.attributes["function_type"]).value)
        new = ir.FunctionType(ir.TypeAttr(after.attributes["function_type"]).value)
        for was, now in zip([*old.inputs, *old.results], [*new.inputs, *new.results], strict=True):
            was_shape, now_shape = ir.RankedTensorType(was).shape, ir.RankedTensorType(now).shape
            assert [7 if ir.ShapedType.is_dynamic_size(d) else d for d in was_shape] == now_shape, (was, now)


def test_every_model_with_a_dynamic_fixture_can_be_named() -> None:
    assert len(DYNAMIC) >= 14
    assert all((models.MODELS / f"{p.name.removesuffix('_dynamic.mlir')}_dynamic.mlir").exists() for p in DYNAMIC)
