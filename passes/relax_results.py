"""Give the ops stock MLIR lowers results no more static than their operands make them, and cast back after.

A TOSA result type may be more static than its operands prove, and MLIR 22's verifier accepts it:

    %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<2x3xf32>

Stock `tosa-to-linalg` and `tosa-to-linalg-named` then build invalid IR on valid programs (MLIR 22, both our
lowering and the upstream one, one op per function with a dynamic batch and a static result):

    tosa.reverse       'linalg.generic' op expected type of operand #0 ('tensor<?x3xf32>') to match type of
                       corresponding result ('tensor<2x3xf32>')
    tosa.transpose     failed to legalize unresolved materialization from ('tensor<3x?xf32>') to ('tensor<3x2xf32>')
    tosa.reduce_sum    'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 2
    tosa.argmax        'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0
    tosa.avg_pool2d    (the same)

This pass, run after stock `tosa-infer-shapes` (which handles the opposite case, results less static than
their operands), rewrites every such op to the type its operands prove, and casts the result back:

    %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<?x3xf32>
    %1 = tensor.cast %0 : tensor<?x3xf32> to tensor<2x3xf32>

and every user of the old result uses %1, so nothing else changes type. The proven type is the op's shape
rule (`tosabcast.ir.op_shapes.result_shapes`) met with the declared type: a declared static dim stays where the
rule proves it too. The cast claims what the declared type claimed; `--tosabcast-check-shapes`, which runs
before the lowering on the declared types, checks that claim at run time: it computes each static result dim
of these ops from the operands' runtime sizes (the window formula of the convolutions and pools, the sum
along a concat's axis, ...), so a call whose sizes contradict the declared type is refused at the op,
located, before anything reads or writes out of bounds. Without the checks (`check_shapes=False`) a wrong
size is undefined behaviour, as it was before this pass.

Element-wise ops are left alone: our lowering builds their loops from the declared types, and stock's
handles them (measured: abs, cast and clamp from `?x3` to `2x3` compile and run on both). A static program
has nothing to relax: the pass changes no op of it, and no kernel.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import tensor

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, element_type, tensor_type, walk_ops
from tosabcast.ir.op_shapes import has_rule, result_shapes, value_shape
from tosabcast.registry import PassInfo


def relax_results(module: ir.Operation) -> bool:
    """Relax the result types under `module` (see the module docstring); return True (it never fails)."""
    for op in list(walk_ops(module)):
        if op.name in ELEMENTWISE_ARITY or not op.name.startswith("tosa.") or not has_rule(op.name):
            continue
        inferred = result_shapes(op)
        if inferred is None:
            continue
        for result, proven in zip(op.results, inferred, strict=False):
            declared = value_shape(result)
            if declared is None or proven is None or len(proven) != len(declared):
                continue
            relaxed = tuple(d if p is not None else None for d, p in zip(declared, proven, strict=True))
            if relaxed == declared:
                continue
            old = result.type
            with op.location, ir.InsertionPoint.after(op):
                result.set_type(tensor_type(relaxed, element_type(old)))
                cast = tensor.cast(old, result)
            result.replace_all_uses_except(cast, cast.owner.operation)
    return True


PASS = PassInfo(
    "tosabcast-relax-results",
    relax_results,
    "Give non-element-wise TOSA ops results no more static than their operands prove, cast back to the "
    "declared types (stock tosa-to-linalg builds invalid IR otherwise)",
)
