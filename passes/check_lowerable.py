"""Check, before lowering a whole program, that every TOSA op in it is one that `--tosabcast-to-llvm` lowers.

    %0 = tosa.custom %x {domain_name = "acme", operator_name = "frob", ...} : (tensor<4xf32>) -> tensor<4xf32>
is reported, at the op, as

    error: 'tosa.custom' op cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock
           tosa-to-* conversions) handles it

and so is a TOSA op with an unranked operand or result (the stock conversions need ranks; run
`--tosabcast-infer-shapes` or `tosa-infer-shapes` first), and a `tosa.mul` whose shift or a `tosa.negate` whose
zero points are operands, not constants, where stock `tosa-to-linalg` lowers it and would abort the process
(`_STOCK_ABORTS`). Ours leaves such an op to stock when it is on integers (it needs the value to pick its
code); on floats there is nothing to read (the spec requires 0) and ours lowers it, so only with `stock-only`
(the upstream lowering) is a float one refused. Stock aborts on a negate whose one zero point is a constant and
the other is not, at any shape (an index out of its `ValueRange`; the fuzzer's compile campaign 213, case 272),
and on a mul or negate with such operands when the result has rank 0, a dim of size 1 after the first (4x1,
2x1x3) or a dynamic dim (`broadcastDynamicDimensions` or `getDimSize` asserts; campaigns 208/151 and driver
117/267): it broadcasts the rank-1 operand like an input. Measured on 42 shapes of rank 0-4 and on mixed
broadcasts: exactly those abort (a dynamic rank-1 shape does not, but is refused with the other dynamic ones).
Integer negates with operand zero points are refused at every shape, which is simpler and loses little. The IR
is not changed.

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

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, defined_by_constant, walk_ops
from tosabcast.ir.diagnostics import emit_error
from tosabcast.lowering import scalar
from tosabcast.registry import Option, PassInfo

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


def check_lowerable(module: ir.Operation, *, stock_only: bool = False) -> bool:
    """Report every TOSA op under `module` that the whole-program pipeline cannot lower; True if there is none.

    `stock_only`: the element-wise ops are lowered by stock `tosa-to-linalg` too (the upstream lowering)."""
    ok = True
    for op in walk_ops(module):
        if op.name.startswith("tosa."):
            problem = _problem(op, stock_only)
            if problem is not None:
                emit_error(op.location, f"'{op.name}' op {problem}")
                ok = False
    return ok


_ZERO_POINTS = {
    "tosa.matmul": (2, 3),
    "tosa.conv2d": (3, 4),
    "tosa.conv3d": (3, 4),
    "tosa.depthwise_conv2d": (3, 4),
    "tosa.transpose_conv2d": (3, 4),
    "tosa.avg_pool2d": (1, 2),
}
"""The zero-point operands of the named ops, which stock `tosa-to-linalg-named` reads as constants: with any
other value the op is not converted, and the pipeline failed with a bare `failed to legalize operation`."""


def _problem(op: ir.Operation, stock_only: bool) -> str | None:
    """Why the pipeline cannot lower TOSA op `op` (the error after its name), or None."""
    if op.name not in LOWERED:
        return "cannot be lowered: no pass of --tosabcast-to-llvm (ours or MLIR 22's stock tosa-to-* conversions) handles it"
    zero_points = _ZERO_POINTS.get(op.name)
    operands = list(op.operands)
    if zero_points is not None and any(i < len(operands) and not defined_by_constant(operands[i]) for i in zero_points):
        return (
            "with a non-constant zero point cannot be lowered: MLIR 22's tosa-to-linalg-named reads zero points as "
            "constants (make them tosa.const)"
        )
    aborts = _STOCK_ABORTS.get(op.name)
    if aborts is not None and aborts[0](op) and _by_stock(op, stock_only):
        return f"{aborts[1]} cannot be lowered: {aborts[2]}"
    unranked = _unranked(op)
    if unranked is not None:
        return f"{unranked} is unranked; cannot be lowered (run --tosabcast-infer-shapes first)"
    return None


def _by_stock(op: ir.Operation, stock_only: bool) -> bool:
    """Whether stock `tosa-to-linalg` lowers the element-wise `op`: always with `stock_only`, else when ours
    leaves it (`scalar.check` rejects it: an integer mul or negate needs its shift or zero points as constants)."""
    if stock_only:
        return True
    try:
        scalar.check(op)
    except scalar.Unsupported:
        return True
    return False


def _shape_stock_aborts_on(op: ir.Operation, operands: int) -> bool:
    """Whether stock `tosa-to-linalg` aborts on `op` with a rank-1 shift or zero point operand that is not a
    constant, by its shapes: a result of rank 0, or with a dim of size 1 after the first, or a dynamic dim in the
    result or the first `operands` operands (measured on 42 shapes of rank 0-4, mixed broadcasts too: exactly
    these abort; a dynamic rank-1 shape does not, but is refused as well)."""
    result = op.results[0].type
    if not isinstance(result, ir.RankedTensorType):
        return False  # reported as unranked
    shapes = [v.type for v in list(op.operands)[:operands]]
    dynamic = any(isinstance(t, ir.RankedTensorType) and not t.has_static_shape for t in (result, *shapes))
    return result.rank == 0 or dynamic or 1 in list(result.shape)[1:]


def _shift_operand(op: ir.Operation) -> bool:
    """A `tosa.mul` whose shift is not a constant, in a shape stock aborts on."""
    operands = list(op.operands)
    return len(operands) == 3 and not defined_by_constant(operands[2]) and _shape_stock_aborts_on(op, 2)


def _zero_point_operand(op: ir.Operation) -> bool:
    """A `tosa.negate` whose input1_zp or output_zp is not a constant: on integers at any shape (stock aborts at
    every shape when one is a constant), on floats in a shape stock aborts on."""
    operands = list(op.operands)
    if all(defined_by_constant(v) for v in operands[1:3]):
        return False
    return isinstance(getattr(operands[0].type, "element_type", None), ir.IntegerType) or _shape_stock_aborts_on(op, 1)


_STOCK_ABORTS: dict[str, tuple[Callable[[ir.Operation], bool], str, str]] = {
    "tosa.mul": (
        _shift_operand,
        "with a non-constant shift and a result of rank 0, with dynamic dims or with a dim of size 1 after the first",
        "MLIR 22's tosa-to-linalg would lower it and aborts on it (make the shift a tosa.const)",
    ),
    "tosa.negate": (
        _zero_point_operand,
        "with a non-constant zero point",
        "MLIR 22's tosa-to-linalg would lower it and aborts on it (make input1_zp and output_zp tosa.const)",
    ),
}
"""Ops stock `tosa-to-linalg` aborts on, when it lowers them (`_by_stock`): (the form, what it is, why and the
way out)."""


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
    (Option("stock-only", bool, False, "stock tosa-to-linalg lowers the element-wise ops (the upstream lowering)"),),
)
