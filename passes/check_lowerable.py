"""Check, before lowering a whole program, that every TOSA op in it is one that `--tosabcast-to-llvm` lowers.

    %0 = tosa.custom %x {domain_name = "acme", operator_name = "frob", ...} : (tensor<4xf32>) -> tensor<4xf32>
is reported, at the op, as

    error: 'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock
           tosa-to-* conversions) handles it

and so is a TOSA op with an unranked operand or result (the stock conversions need ranks; run
`--tosabcast-infer-shapes` or `tosa-infer-shapes` first), and a `tosa.mul` whose shift is an operand, not a
constant, with dynamic dims: ours leaves such a mul to stock, which lowers it with static shapes and aborts
(an assertion in `broadcastDynamicDimensions`) with dynamic ones; and an integer `tosa.negate` whose zero
points are not both constants: ours leaves it to stock too, which aborts on it at any shape (an index out of
its `ValueRange`; the fuzzer's compile campaign 213, case 272). A float negate with such an operand is
lowered (its zero points must be 0 and are not read). The IR is not changed.

Why a pass of its own: without it, the first sign of an op nobody lowers is a stock conversion's
"failed to legalize operation", or one-shot bufferization's "op was not bufferized" on a tensor that an
unlowered op still produces, far from the cause and after half the pipeline ran. The check is a table
(`LOWERED`): the TOSA ops of MLIR 22 that the pipeline's passes convert, checked against every op the
bindings know (`test/unit/test_check_lowerable.py`). Ops of other dialects pass: stock passes either
handle them or report them themselves. `tosa.const_shape` passes too: its uses (the shape operands of
`reshape`, `tile`, `pad`, `slice`) are read by the conversions, and `canonicalize` erases it.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, walk_ops
from tosabcast.ir.diagnostics import emit_error
from tosabcast.registry import PassInfo

_NAMED = ("avg_pool2d", "conv2d", "conv3d", "depthwise_conv2d", "matmul", "max_pool2d", "transpose")
"""Lowered by stock `tosa-to-linalg-named`."""
_STOCK_LINALG = (
    "apply_scale",
    "argmax",
    "fft2d",
    "gather",
    "identity",
    "reduce_all",
    "reduce_any",
    "reduce_max",
    "reduce_min",
    "reduce_product",
    "reduce_sum",
    "rescale",
    "resize",
    "reverse",
    "rfft2d",
    "table",
    "tile",
)
"""Lowered by stock `tosa-to-linalg` (besides the element-wise ops, which are ours first)."""
_OTHER = ("concat", "pad", "reshape", "slice", "const", "const_shape", "cond_if", "while_loop", "yield", "scatter")
"""tosa-to-tensor, tosa-to-arith (const), tosa-to-scf (control flow, scatter); const_shape is folded away."""
_DECOMPOSED = ("transpose_conv2d",)
"""Rewritten into lowered ops by stock `tosa-optional-decompositions`."""

LOWERED: frozenset[str] = frozenset(
    {*ELEMENTWISE_ARITY, *(f"tosa.{name}" for name in (*_NAMED, *_STOCK_LINALG, *_OTHER, *_DECOMPOSED))}
)
"""The TOSA ops `--tosabcast-to-llvm` lowers (ours: the element-wise ones; stock MLIR 22: the rest)."""


def check_lowerable(module: ir.Operation) -> bool:
    """Report every TOSA op under `module` that the whole-program pipeline cannot lower; True if there is none."""
    ok = True
    for op in walk_ops(module):
        if op.name.startswith("tosa."):
            problem = _problem(op)
            if problem is not None:
                emit_error(op.location, f"'{op.name}' op {problem}")
                ok = False
    return ok


def _problem(op: ir.Operation) -> str | None:
    """Why the pipeline cannot lower TOSA op `op` (the error after its name), or None."""
    if op.name not in LOWERED:
        return "cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock tosa-to-* conversions) handles it"
    aborts = _STOCK_ABORTS.get(op.name)
    if aborts is not None and aborts[0](op):
        return f"{aborts[1]} cannot be lowered: MLIR 22's tosa-to-linalg aborts on it ({aborts[2]})"
    unranked = _unranked(op)
    if unranked is not None:
        return f"{unranked} is unranked; cannot be lowered (run --tosabcast-infer-shapes first)"
    return None


def _dynamic_with_shift_operand(op: ir.Operation) -> bool:
    """A `tosa.mul` whose shift is not a constant (ours leaves it to stock) and whose shapes are not static."""
    operands = list(op.operands)
    if len(operands) < 3 or _is_constant(operands[2]):
        return False
    types = [v.type for v in (*operands[:2], *op.results)]
    return any(isinstance(t, ir.RankedTensorType) and not t.has_static_shape for t in types)


def _integer_with_zero_point_operand(op: ir.Operation) -> bool:
    """An integer `tosa.negate` whose input1_zp or output_zp is not a constant (ours leaves it to stock)."""
    operands = list(op.operands)
    element = getattr(operands[0].type, "element_type", None)
    return isinstance(element, ir.IntegerType) and not all(_is_constant(v) for v in operands[1:3])


_STOCK_ABORTS: dict[str, tuple[Callable[[ir.Operation], bool], str, str]] = {
    "tosa.mul": (
        _dynamic_with_shift_operand,
        "with a non-constant shift and dynamic dims",
        "give the operands static shapes, or make the shift a tosa.const",
    ),
    "tosa.negate": (
        _integer_with_zero_point_operand,
        "on integers with a non-constant zero point",
        "make input1_zp and output_zp tosa.const",
    ),
}
"""Ops that ours leaves to stock `tosa-to-linalg` in a form it aborts on: (the form, what it is, the way out)."""


def _is_constant(value: ir.Value) -> bool:
    owner = value.owner
    return isinstance(owner, ir.Operation | ir.OpView) and owner.name in ("tosa.const", "arith.constant")


def _unranked(op: ir.Operation) -> str | None:
    """Name the first operand or result of `op` that is an unranked tensor, or None."""
    for kind, values in (("operand", op.operands), ("result", op.results)):
        for index, value in enumerate(values):
            if isinstance(value.type, ir.UnrankedTensorType):
                return f"{kind} #{index}"
    return None


PASS = PassInfo(
    "tosabcast-check-lowerable",
    check_lowerable,
    "Report, at the op, every TOSA op that --tosabcast-to-llvm cannot lower (unknown to every conversion, unranked)",
)
