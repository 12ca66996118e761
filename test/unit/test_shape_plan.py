"""The runtime shape-check plan: concrete shapes propagated through a TOSA function, exact messages."""

from __future__ import annotations

import pytest
from mlir import ir

from tosabcast import legacy
from tosabcast.shape_plan import CallError, ShapePlan

CHAIN = """\
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>, %c: tensor<?xf32>) -> tensor<?x4xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  %s = tosa.const_shape {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %c, %s : (tensor<?xf32>, !tosa.shape<2>) -> tensor<1x4xf32>
  %1 = tosa.sub %0, %r : (tensor<?x?xf32>, tensor<1x4xf32>) -> tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<?x4xf32>
  %3 = tosa.exp %2 : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %3 : tensor<?x4xf32>
}
"""


def _plan(text: str, legacy_syntax: bool = False) -> ShapePlan:
    with ir.Context() as context, ir.Location.unknown():
        module = legacy.parse(text, context) if legacy_syntax else ir.Module.parse(text)
        return ShapePlan.build(module.body.operations[0].operation, {"-": "m.mlir"})


def _error(plan: ShapePlan, *shapes: tuple[int, ...]) -> str:
    with pytest.raises(CallError) as info:
        plan.check(shapes)
    return str(info.value)


def test_shapes_propagate_through_the_chain() -> None:
    env = _plan(CHAIN).check([(3, 4), (1, 4), (4,)])
    assert env[-1] == (3, 4)  # exp's result: the last value


def test_runtime_broadcast_of_a_dynamic_dim() -> None:
    assert _plan(CHAIN).check([(1, 4), (1, 1), (4,)])[-1] == (1, 4)


def test_first_op_that_cannot_broadcast_is_named() -> None:
    message = _error(_plan(CHAIN), (3, 4), (1, 5), (4,))
    assert message == "m.mlir:2:8: 'tosa.add' op operand #1 dim 1 has runtime size 5, incompatible with size 4 of operand #0"


def test_a_reshape_keeps_the_element_count() -> None:
    message = _error(_plan(CHAIN), (3, 4), (1, 4), (5,))
    assert message == "m.mlir:4:8: 'tosa.reshape' op cannot reshape 5 elements into 1x4"


def test_a_static_result_dim_is_checked_by_the_consumer() -> None:
    message = _error(_plan(CHAIN), (3, 5), (1, 5), (4,))
    assert message == "m.mlir:5:8: 'tosa.sub' op operand #1 dim 1 has runtime size 4, incompatible with size 5 of operand #0"


def test_a_cast_carries_the_runtime_shape_and_checks_its_static_dims() -> None:
    assert _plan(CHAIN).check([(3, 1), (1, 1), (4,)])[-1] == (3, 4)
    plan = _plan(
        "func.func @f(%a: tensor<?xf32>) -> tensor<4xf32> {\n"
        "  %0 = tensor.cast %a : tensor<?xf32> to tensor<4xf32>\n"
        "  return %0 : tensor<4xf32>\n}\n"
    )
    assert _error(plan, (3,)) == "m.mlir:2:8: 'tensor.cast' op result dim 0 has static size 4, incompatible with runtime size 3"


def test_argument_rank_and_static_dims() -> None:
    plan = _plan(CHAIN)
    assert _error(plan, (3,), (1, 4), (4,)) == (
        "m.mlir:1:1: @chain argument #0 has rank 1 (shape 3), expected rank 2 (tensor<?x?xf32>)"
    )
    assert _error(plan, (3, 4), (2, 4), (4,)) == (
        "m.mlir:1:1: @chain argument #1 dim 0 has size 2, expected 1 (tensor<1x?xf32>)"
    )
    assert _error(plan, (3, 4), (1, 4), ()) == "m.mlir:1:1: @chain argument #2 has rank 0 (shape ()), expected rank 1 (tensor<?xf32>)"


def test_a_static_result_dim_is_checked_against_the_runtime_size() -> None:
    plan = _plan(
        "func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<5xf32> {\n"
        "  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>\n"
        "  return %0 : tensor<5xf32>\n}\n"
    )
    assert plan.check([(1,), (5,)])[-1] == (5,)
    assert _error(plan, (3,), (3,)) == "m.mlir:2:8: 'tosa.add' op result dim 0 has static size 5, incompatible with runtime size 3"


def test_legacy_rank_mismatch_is_expanded_like_the_verifier() -> None:
    plan = _plan(
        "func.func @f(%a: tensor<?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {\n"
        '  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>\n'
        "  return %0 : tensor<?x?xf32>\n}\n",
        legacy_syntax=True,
    )
    assert plan.check([(4,), (3, 1)])[-1] == (3, 4)
    assert _error(plan, (4,), (3, 5)) == (
        "m.mlir:2:8: 'tosa.add' op operand #1 dim 1 has runtime size 5, incompatible with size 4 of operand #0"
    )


def test_ranks_alone() -> None:
    plan = _plan(CHAIN)
    plan.check_ranks([(3, 4), (7, 9), (1,)])  # static dims are not looked at
    with pytest.raises(CallError, match="argument #1 has rank 1"):
        plan.check_ranks([(3, 4), (9,), (1,)])


def test_a_reshape_to_a_dynamic_dim_infers_it() -> None:
    plan = _plan(
        "func.func @f(%a: tensor<?xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {\n"
        "  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>\n"
        "  %0 = tosa.reshape %a, %s : (tensor<?xf32>, !tosa.shape<2>) -> tensor<?x4xf32>\n"
        "  %1 = tosa.add %0, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>\n"
        "  return %1 : tensor<?x4xf32>\n}\n"
    )
    assert plan.check([(12,), (1, 4)])[-1] == (3, 4)
    assert _error(plan, (12,), (2, 4)) == (
        "m.mlir:4:8: 'tosa.add' op operand #1 dim 0 has runtime size 2, incompatible with size 3 of operand #0"
    )
    assert _error(plan, (10,), (1, 4)) == "m.mlir:3:8: 'tosa.reshape' op cannot reshape 10 elements into ?x4"
