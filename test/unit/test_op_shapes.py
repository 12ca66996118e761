"""tosabcast.ir.op_shapes and --tosabcast-infer-shapes on one op of each kind, against stock tosa-infer-shapes.

The input (test/unit/inputs/op_shapes.mlir) has every result unranked; the expected shapes below were worked out
from the TOSA specification's formulas, and stock `mlir-opt --tosa-infer-shapes` must agree with them or be less
precise (it is, inside `tosa.cond_if`).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from mlir import ir
from mlir.passmanager import PassManager

from tosabcast.ir.bridge import shape_of, walk_ops
from tosabcast.ir.op_shapes import join_shapes, known_ops, result_shapes
from tosabcast.registry import PASSES
from tosabcast.runtime.toolchain import mlir_opt
from tosabcast.shapes import MaybeShape

INPUT = Path(__file__).parent / "inputs" / "op_shapes.mlir"
Q = None

# function -> shapes of its TOSA results in IR order (constants left out)
EXPECTED: dict[str, list[MaybeShape]] = {
    "conv2d": [(2, 4, 4, 8)],
    "depthwise": [(Q, 9, 4, 6)],
    "transpose_conv": [(1, 10, 10, 8)],
    "conv3d": [(1, 4, 6, 3, 4)],
    "pools": [(Q, 4, 5, 4), (Q, 6, 3, 4)],
    "reductions": [(Q, 1, 6), (1, 5, 6), (3, 1), (Q, 5)],
    "data_movement": [(6, Q, 4), (2, 3, 8), (Q, 4, 6), (1, 2, 3), (Q, 6, 8), (4, 4, 18), (Q, 4, 6)],
    "gather_scatter": [(2, 5, 3), (2, 7, 3)],
    "resize": [(1, 8, 12, 2)],
    "cond_if": [(4, 5), (4, 5), (4, 5)],  # the if, then its branches' add and sub
    "while_loop": [(), (3, 4), (), (), (3, 4)],  # the loop, greater, sub, exp
    "while_growing": [(), (Q, 4), (), (), (Q, 4)],  # the body doubles dim 0: widened to ?
}


def tosa_shapes(module: ir.Module) -> dict[str, list[MaybeShape]]:
    found: dict[str, list[MaybeShape]] = {}
    for func in walk_ops(module.operation, frozenset({"func.func"})):
        name = ir.StringAttr(func.attributes["sym_name"]).value
        found[name] = [
            shape_of(v.type)
            for op in walk_ops(func)
            if op.name.startswith("tosa.") and op.name not in ("tosa.const", "tosa.const_shape", "tosa.yield")
            for v in op.results
        ]
    return found


@pytest.fixture(scope="module")
def ours() -> dict[str, list[MaybeShape]]:
    with ir.Context():
        module = ir.Module.parse(INPUT.read_text())
        pm = PassManager("builtin.module")
        PASSES["tosabcast-infer-shapes"].add_to(pm)
        pm.run(module.operation)
        assert module.operation.verify()
        return tosa_shapes(module)


@pytest.fixture(scope="module")
def stock() -> dict[str, list[MaybeShape]]:
    done = subprocess.run([mlir_opt(), "--tosa-infer-shapes", str(INPUT)], capture_output=True, text=True, check=True)
    with ir.Context():
        return tosa_shapes(ir.Module.parse(done.stdout))


@pytest.mark.parametrize("function", sorted(EXPECTED))
def test_inferred_shapes(ours: dict[str, list[MaybeShape]], function: str) -> None:
    assert ours[function] == EXPECTED[function]


@pytest.mark.parametrize("function", sorted(EXPECTED))
def test_stock_agrees_or_knows_less(stock: dict[str, list[MaybeShape]], function: str) -> None:
    for theirs, want in zip(stock[function], EXPECTED[function], strict=True):
        assert join_shapes(theirs, want) == theirs or theirs is None, (theirs, want)


def test_stock_knows_less_inside_cond_if(stock: dict[str, list[MaybeShape]]) -> None:
    """The one place ours is strictly better: stock does not refine the ops inside the branches."""
    assert stock["cond_if"][1:] != EXPECTED["cond_if"][1:]


def test_every_op_of_the_input_has_a_rule() -> None:
    with ir.Context():
        module = ir.Module.parse(INPUT.read_text())
        names = {op.name for op in walk_ops(module.operation) if op.name.startswith("tosa.")}
    assert names - set(known_ops()) == {
        "tosa.const",
        "tosa.const_shape",
        "tosa.yield",
        "tosa.cond_if",
        "tosa.while_loop",
    }


LOOSE_IR = """
func.func @f(%x: tensor<*xf32>, %y: tensor<?x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = tosa.transpose %x {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<*xf32>
  %s = tosa.const_shape {values = dense<[-1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %y, %s : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}
"""


def test_unknown_input_dims_stay_unknown() -> None:
    """An unranked input gives a rank but no sizes; a -1 in a reshape of a dynamic input stays ?."""
    with ir.Context():
        module = ir.Module.parse(LOOSE_IR)
        ops = [op for op in walk_ops(module.operation) if op.name in ("tosa.reshape", "tosa.transpose")]
        assert [result_shapes(op) for op in ops] == [[(Q, Q)], [(Q, 3)]]
