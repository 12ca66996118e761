"""The runtime shape-check plan: concrete shapes propagated through a TOSA function, exact messages."""

from __future__ import annotations

import pytest
from mlir import ir

from tosabcast.ir import legacy
from tosabcast.runtime.shape_plan import CallError, ShapePlan

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


ASSUMED = """\
func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> attributes {tosabcast.assume_no_runtime_broadcast} {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  %1 = tosa.exp %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
"""


def test_an_assumed_function_rejects_a_runtime_broadcast_of_a_dynamic_dim() -> None:
    plan = _plan(ASSUMED)
    assert _error(plan, (4, 3), (1, 1)) == (
        "m.mlir:2:8: 'tosa.add' op operand #1 dim 0 has runtime size 1, but @main assumes no runtime broadcast "
        "(tosabcast.assume_no_runtime_broadcast) and the result dim has size 4"
    )
    assert _error(plan, (1, 3), (4, 1)) == (
        "m.mlir:2:8: 'tosa.add' op operand #0 dim 0 has runtime size 1, but @main assumes no runtime broadcast "
        "(tosabcast.assume_no_runtime_broadcast) and the result dim has size 4"
    )


def test_an_assumed_function_rejects_one_against_zero() -> None:
    """1 against 0 broadcasts to 0: the lowering would take the size-1 operand's size for the loop."""
    assert _error(_plan(ASSUMED), (1, 3), (0, 1)) == (
        "m.mlir:2:8: 'tosa.add' op operand #0 dim 0 has runtime size 1, but @main assumes no runtime broadcast "
        "(tosabcast.assume_no_runtime_broadcast) and the result dim has size 0"
    )


def test_an_assumed_function_still_broadcasts_static_ones() -> None:
    plan = _plan(ASSUMED)
    assert plan.check([(4, 3), (4, 1)])[-1] == (4, 3)  # %b's static 1 broadcasts over 3
    assert plan.check([(1, 1), (1, 1)])[-1] == (1, 1)  # size 1 everywhere: nothing broadcasts
    assert plan.check([(0, 3), (0, 1)])[-1] == (0, 3)
    assert _error(plan, (4, 3), (5, 1)).endswith("operand #1 dim 0 has runtime size 5, incompatible with size 4 of operand #0")


def test_the_assumption_on_the_module_covers_its_functions() -> None:
    plan = _plan(
        "module attributes {tosabcast.assume_no_runtime_broadcast} {\n"
        "func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {\n"
        "  %0 = tosa.sub %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n"
        "  return %0 : tensor<?xf32>\n}\n}\n"
    )
    assert plan.check([(5,), (5,)])[-1] == (5,)
    assert _error(plan, (5,), (1,)) == (
        "m.mlir:3:8: 'tosa.sub' op operand #1 dim 0 has runtime size 1, but @f assumes no runtime broadcast "
        "(tosabcast.assume_no_runtime_broadcast) and the result dim has size 5"
    )


def test_without_the_assumption_a_runtime_broadcast_is_fine() -> None:
    plan = _plan(ASSUMED.replace(" attributes {tosabcast.assume_no_runtime_broadcast}", ""))
    assert plan.check([(4, 3), (1, 1)])[-1] == (4, 3)


def test_an_assumed_function_follows_dims_that_earlier_ops_prove_static() -> None:
    """%0 is proven 1 (its type says ?), so the lowering broadcasts it like a static 1: no error."""
    plan = _plan(
        "func.func @f(%a: tensor<1xf32>, %b: tensor<?xf32>) -> tensor<?xf32> "
        "attributes {tosabcast.assume_no_runtime_broadcast} {\n"
        "  %0 = tosa.abs %a : (tensor<1xf32>) -> tensor<?xf32>\n"
        "  %1 = tosa.add %0, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n"
        "  %2 = tosa.add %1, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>\n"
        "  return %2 : tensor<?xf32>\n}\n"
    )
    assert plan.check([(1,), (6,)])[-1] == (6,)


# -- values the plan follows beyond one function body, and those it refuses to guess ------------------------------

CALLS = """\
func.func private @h(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = func.call @h(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.sub %0, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
"""


def _plan_of(text: str, function: str) -> ShapePlan:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        func = next(
            op.operation
            for op in module.body.operations
            if ir.StringAttr(op.operation.attributes["sym_name"]).value == function
        )
        return ShapePlan.build(func, {"-": "m.mlir"})


def test_a_call_is_checked_in_the_callee() -> None:
    plan = _plan_of(CALLS, "main")
    assert plan.check([(4,), (1,)])[-1] == (4,)
    assert _error(plan, (4,), (3,)) == (
        "m.mlir:2:8: 'tosa.add' op operand #1 dim 0 has runtime size 3, incompatible with size 4 of operand #0"
    )
    assert plan.check([(1,), (3,)])[-1] == (3,)  # the call's result has the callee's runtime shape


def test_a_recursive_call_is_refused() -> None:
    plan = _plan_of(
        "func.func @f(%a: tensor<?xf32>) -> tensor<?xf32> {\n"
        "  %0 = func.call @f(%a) : (tensor<?xf32>) -> tensor<?xf32>\n"
        "  return %0 : tensor<?xf32>\n}\n",
        "f",
    )
    assert _error(plan, (4,)) == (
        "m.mlir:2:8: 'func.call' op calls @f recursively, which the shape checks do not follow; "
        "compile with check_shapes=False to run it unchecked"
    )


IF = """func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<i1>) -> tensor<?xf32> {
  %cv = tensor.extract %c[] : tensor<i1>
  %0 = scf.if %cv -> tensor<?xf32> {
    %1 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %a : tensor<?xf32>
  }
  %2 = tosa.exp %0 : (tensor<?xf32>) -> tensor<?xf32>
  %3 = tosa.add %2, %0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %4 = tosa.add %3, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %4 : tensor<?xf32>
}
"""


def test_ops_in_nested_regions_are_checked() -> None:
    assert _error(_plan(IF), (4,), (3,), ()) == (
        "m.mlir:4:10: 'tosa.add' op operand #1 dim 0 has runtime size 3, incompatible with size 4 of operand #0"
    )


def test_an_unfollowed_size_next_to_another_size_is_refused() -> None:
    """%0's size is the scf.if's; %2 and %3 combine it only with itself, %4 with %b's: that one is refused."""
    assert _error(_plan(IF), (4,), (4,), ()) == (
        "m.mlir:11:8: 'tosa.add' op operand #0 dim 0 comes from 'scf.if' at m.mlir:3:8, whose runtime size the "
        "shape checks do not follow; compile with check_shapes=False to run it unchecked"
    )


def test_an_unfollowed_size_against_a_static_one_is_refused() -> None:
    plan = _plan(
        "func.func @f(%a: tensor<?xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %n = tensor.dim %a, %c0 : tensor<?xf32>\n"
        "  %e = tensor.empty(%n) : tensor<?xf32>\n"
        "  %0 = tosa.add %e, %b : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>\n"
        "  return %0 : tensor<4xf32>\n}\n"
    )
    assert _error(plan, (4,), (4,)).startswith("m.mlir:5:8: 'tosa.add' op operand #0 dim 0 comes from 'tensor.empty' at m.mlir:4:8,")


def test_a_concat_sums_its_axis_and_checks_the_other_dims() -> None:
    plan = _plan(
        "func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {\n"
        "  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>\n"
        "  %1 = tosa.add %0, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>\n"
        "  return %1 : tensor<?x?xf32>\n}\n"
    )
    assert plan.check([(1, 2), (3, 2)])[-1] == (4, 2)
    assert _error(plan, (1, 2), (3, 5)) == (
        "m.mlir:2:8: 'tosa.concat' op operand #1 dim 1 has runtime size 5, incompatible with size 2 of operand #0"
    )
    assert _error(plan, (2, 2), (3, 2)) == (
        "m.mlir:3:8: 'tosa.add' op operand #1 dim 0 has runtime size 2, incompatible with size 5 of operand #0"
    )
