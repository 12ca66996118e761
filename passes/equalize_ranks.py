"""Left-pad lower-rank operands of TOSA element-wise ops with size-1 dims (the old TosaMakeBroadcastable).

    %0 = tosa.add %a, %b : (tensor<?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
becomes
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %a, %c0 : tensor<?x4xf32>
    %expanded = tensor.expand_shape %a [[0, 1], [2]] output_shape [1, %dim, 4]
        : tensor<?x4xf32> into tensor<1x?x4xf32>
    %0 = tosa.add %expanded, %b : (tensor<1x?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>

This is the Broadcastable trait's ExpandRank made explicit, so the op means
what it meant under that trait and satisfies MLIR 22's rank rule. Every
ranked operand is padded to the highest operand rank; unranked ones are left
as they are (AllRanksMatchIfKnown exempts them). The result's rank must
already be that rank, as the trait requires.

Why `tensor.expand_shape` and not `tosa.reshape`: MLIR 22's `tosa.reshape`
takes its new shape as a `!tosa.shape` value, which for a constant shape is
`tosa.const_shape`, and its verifier allows at most one `-1` placeholder
("expected at most one target dimension to be -1"), so an operand with two
or more dynamic dims (`tensor<?x?xf32>`) cannot be padded with it.
`tensor.expand_shape` takes the dynamic sizes as `output_shape` operands
(`tensor.dim` of the operand), so every operand can be padded. It is a pure
metadata op: no data moves and no element count must be recomputed, it is
what `tosa-to-tensor` lowers `tosa.reshape` into anyway, and it is what the
TOSA-to-linalg RFC uses for its rank equalization. The price is that the
output is no longer TOSA-only (a TOSA serializer would refuse it); for
lowering to linalg, which is what this project does, that is no cost.

An op that padding cannot make valid (static dims that conflict, or a result
of lower rank than an operand) is an error at the op, and then nothing is
changed at all.
"""

from __future__ import annotations

from collections.abc import Sequence

from mlir import ir
from mlir.dialects import arith, tensor

from tosabcast import shapes
from tosabcast.ir.bridge import element_type, static_shape, tensor_type, walk_ops
from tosabcast.ir.checks import ELEMENTWISE_NAMES, OpProblem, Problem, op_shapes, padding_problem
from tosabcast.registry import PassInfo
from tosabcast.shapes import MaybeShape, Shape

_CANNOT = "cannot equalize ranks: "


def _needs_padding(operands: Sequence[MaybeShape], results: Sequence[MaybeShape]) -> bool:
    return len({len(s) for s in (*operands, *results) if s is not None}) > 1


def _reassociation(rank: int, target: int) -> list[list[int]]:
    """Group the new leading dims with the operand's first dim; rank 0 has no groups."""
    if rank == 0:
        return []
    pad = target - rank
    return [list(range(pad + 1))] + [[d] for d in range(pad + 1, target)]


def _expand(value: ir.Value, shape: Shape, target: int) -> ir.Value:
    """Emit `tensor.expand_shape` of `value` to rank `target`, at the current insertion point."""
    padded = shapes.expand_rank(shape, target)
    index = ir.IndexType.get()
    sizes = [tensor.dim(value, arith.constant(index, i)) for i, d in enumerate(shape) if d is None]
    result = tensor_type(padded, element_type(value.type))
    return tensor.expand_shape(result, value, _reassociation(len(shape), target), sizes, static_shape(padded))


def _pad_operands(op: ir.Operation, operands: Sequence[MaybeShape]) -> None:
    """Expand every lower-rank ranked operand of `op` to the highest operand rank, just before `op`."""
    rank = max(len(s) for s in operands if s is not None)
    with op.location, ir.InsertionPoint(op):
        for i, shape in enumerate(operands):
            if shape is not None and len(shape) < rank:
                op.operands[i] = _expand(op.operands[i], shape, rank)


def equalize_ranks(module: ir.Operation) -> bool:
    """Pad the operands of every rank-mismatched element-wise op under `module`; all or nothing."""
    plans: list[tuple[ir.Operation, list[MaybeShape]]] = []
    problems: list[OpProblem] = []
    for op in walk_ops(module, ELEMENTWISE_NAMES):
        found = op_shapes(op)
        if isinstance(found, Problem) or not _needs_padding(*found):
            continue  # malformed ops are the verifier's; equal ranks need nothing
        operands, results = found
        problem = padding_problem(operands, results)
        if problem is not None:
            problems.append(OpProblem(op, Problem(_CANNOT + problem.message, problem.notes, problem.cause)))
        else:
            plans.append((op, operands))
    for problem in problems:
        problem.emit()
    if problems:
        return False
    for op, operands in plans:
        _pad_operands(op, operands)
    return True


PASS = PassInfo(
    "tosabcast-equalize-ranks",
    equalize_ranks,
    "Left-pad lower-rank operands of TOSA element-wise ops with size-1 dims (tensor.expand_shape)",
)
