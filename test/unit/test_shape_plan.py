"""The argument checks Python makes before a call (rank, static dims); the rest is compiled in (test_runtime_checks)."""

from __future__ import annotations

import pytest
from mlir import ir

from tosabcast.runtime.shape_plan import CallError, ShapePlan

CHAIN = """\
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>, %c: tensor<?xf32>) -> tensor<?x?xf32> {
  return %a : tensor<?x?xf32>
}
"""


def _plan(text: str) -> ShapePlan:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        return ShapePlan.build(module.body.operations[0].operation, {"-": "m.mlir"})


def _error(plan: ShapePlan, *shapes: tuple[int, ...]) -> str:
    with pytest.raises(CallError) as info:
        plan.check(shapes)
    return str(info.value)


def test_argument_rank_and_static_dims() -> None:
    plan = _plan(CHAIN)
    assert _error(plan, (3,), (1, 4), (4,)) == (
        "m.mlir:1:1: @chain argument #0 has rank 1 (shape 3), expected rank 2 (tensor<?x?xf32>)"
    )
    assert _error(plan, (3, 4), (2, 4), (4,)) == (
        "m.mlir:1:1: @chain argument #1 dim 0 has size 2, expected 1 (tensor<1x?xf32>)"
    )
    assert (
        _error(plan, (3, 4), (1, 4), ())
        == "m.mlir:1:1: @chain argument #2 has rank 0 (shape ()), expected rank 1 (tensor<?xf32>)"
    )


def test_ranks_alone() -> None:
    plan = _plan(CHAIN)
    plan.check_ranks([(3, 4), (7, 9), (1,)])  # static dims are not looked at
    with pytest.raises(CallError, match="argument #1 has rank 1"):
        plan.check_ranks([(3, 4), (9,), (1,)])
