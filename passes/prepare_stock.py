"""Rewrite the TOSA ops that stock MLIR 22 lowers into invalid IR, on valid programs, into forms it lowers right.

Stock `tosa-to-linalg`, `tosa-to-linalg-named` and `tosa-to-tensor` fail, with a located compile error on a
valid program, in three ways that whole programs with dynamic sizes meet (found by hand-written programs
and by the fuzzer's call mode with data-movement tails, both lowerings, 2026-11-26):

1. A result more static than its operands prove:

       %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<2x3xf32>

   reverse: `'linalg.generic' op expected type of operand #0 ('tensor<?x3xf32>') to match type of
   corresponding result ('tensor<2x3xf32>')`; transpose: an unresolved materialization; the reductions: a
   `tensor.expand_shape` with a static dim of a dynamic value; argmax, avg_pool2d: a `tensor.empty` with the
   wrong count of dynamic sizes. Every non-element-wise op gets the type its operands prove
   (`tosabcast.ir.op_shapes.result_shapes`) and a cast back, which its users take:

       %0 = tosa.reverse %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<?x3xf32>
       %1 = tensor.cast %0 : tensor<?x3xf32> to tensor<2x3xf32>

   The converse, a result less static than its operands prove (a reverse of a size-1 dim to `4x?`), makes
   the reverse and transpose folders assert and abort the process; stock `tosa-infer-shapes`, run before,
   refines those, but not inside the regions of other dialects' ops (found by the fuzzer: such a reverse
   nested in `scf.execute_region`s aborted `tosabcast.compile`'s process). The same rewrite gives them the
   proven, more static type and a cast to the declared one.

2. A slice size of `-1` (to the end) on a static dim: the slice's `tensor.extract_slice` gets a dynamic size
   and a static result type (`expected type to be 'tensor<?x1x?x?xf32>' or a rank-reduced version`). The
   size becomes explicit, `dim - start`:

       %n = tosa.const_shape {values = dense<[-1, 1, -1, -1]> : tensor<4xindex>}      (input ?x?x?x3)
   becomes
       %n2 = tosa.const_shape {values = dense<[-1, 1, -1, 3]> : tensor<4xindex>}

3. A tile of an operand with two or more dynamic dims: stock builds a `tosa.reshape` with two `-1`s (`expected
   at most one target dimension to be -1`). The tile becomes one `tosa.concat` of `m` copies per axis with a
   multiple `m` > 1, which stock lowers whatever the sizes (`tensor.insert_slice`s):

       %t = tosa.tile %x, [1, 2] : (tensor<?x?xf32>) -> tensor<?x?xf32>
   becomes
       %t = tosa.concat %x, %x {axis = 1 : i32} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>

   (multiples up to 64; beyond, the tile is left to stock). An operand with at most one dynamic dim keeps
   stock's tile, a single loop nest.

The casts of (1) claim what the declared types claimed. `--tosabcast-check-shapes`, which runs before the
lowering on the declared types, checks that claim at run time: it computes each static result dim of these
ops from the operands' runtime sizes (the window formula of the convolutions and pools, the sum along a
concat's axis, a slice's `dim - start`, ...), so a call whose sizes contradict a declared type is refused
at the op, located, before anything reads or writes out of bounds. Without the checks (`check_shapes=False`)
a wrong size is undefined behaviour, as it was before this pass.

Element-wise ops are left alone: our lowering builds their loops from the declared types, and stock's
handles them (abs, cast and clamp from `?x3` to `2x3` compile and run on both). The pass changes no op of a
static program and none of the models in test/models.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import tensor

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, cast_back, element_type, shape_of, tensor_type, walk_ops
from tosabcast.ir.op_shapes import const_shape_values, has_rule, result_shapes, value_shape
from tosabcast.registry import PassInfo

MAX_TILE_COPIES = 64
"""A tile whose multiples ask for more copies than this along one axis is left to stock."""


def prepare_stock(module: ir.Operation) -> bool:
    """Apply the three rewrites under `module` (see the module docstring); return True (it never fails)."""
    for op in list(walk_ops(module, frozenset({"tosa.slice"}))):
        _explicit_slice_sizes(op)
    for op in list(walk_ops(module, frozenset({"tosa.tile"}))):
        _split_tile(op)
    for op in list(walk_ops(module)):
        if op.name.startswith("tosa.") and op.name not in ELEMENTWISE_ARITY and has_rule(op.name):
            _relax(op)
    return True


def _relax(op: ir.Operation) -> None:
    """Give `op`'s results the types its operands prove, and its users a cast to the declared ones: more static
    than declared where the operands prove a size (stock `tosa-infer-shapes` does that too, but not for ops in
    the regions of other dialects' ops: a `tosa.reverse` of a size-1 dim to `tensor<4x?xf32>` inside an
    `scf.execute_region` still reached the reverse folder, which asserted and aborted the process), less where
    they leave a dim open."""
    inferred = result_shapes(op)
    if inferred is None:
        return
    for result, proven in zip(op.results, inferred, strict=False):
        declared = value_shape(result)
        if declared is None or proven is None or len(proven) != len(declared):
            continue
        relaxed = tuple(proven)  # a dim the operands leave open: `?`; one they prove: its size
        if relaxed == declared:
            continue
        old = result.type
        with op.location:
            result.set_type(tensor_type(relaxed, element_type(old)))
        cast_back(result, old)


def _explicit_slice_sizes(op: ir.Operation) -> None:
    """Replace each `-1` size on a static dim by `dim - start`."""
    source = shape_of(op.operands[0].type)
    start, size = const_shape_values(op.operands[1]), const_shape_values(op.operands[2])
    if source is None or start is None or size is None or len(size) != len(source) or len(start) != len(source):
        return
    explicit = [d - b if n == -1 and d is not None and 0 <= b <= d else n for n, d, b in zip(size, source, start)]
    if explicit == size:
        return
    with op.location, ir.InsertionPoint(op):
        op.operands[2] = _const_shape(explicit)


def _split_tile(op: ir.Operation) -> None:
    """A tile of an operand with two or more dynamic dims becomes a concat of copies per tiled axis."""
    source = shape_of(op.operands[0].type)
    multiples = const_shape_values(op.operands[1])
    if source is None or multiples is None or len(multiples) != len(source):
        return
    if sum(d is None for d in source) < 2 or any(m < 1 or m > MAX_TILE_COPIES for m in multiples):
        return
    value = op.operands[0]
    element = element_type(value.type)
    i32 = ir.IntegerType.get_signless(32)
    with op.location, ir.InsertionPoint(op):
        for axis, copies in enumerate(multiples):
            if copies == 1:
                continue
            dims = list(value_shape(value) or ())
            dims[axis] = None if dims[axis] is None else dims[axis] * copies
            value = ir.Operation.create(
                "tosa.concat",
                results=(tensor_type(tuple(dims), element),),
                operands=[value] * copies,
                attributes={"axis": ir.IntegerAttr.get(i32, axis)},
            ).result
        if value.type != op.results[0].type:
            value = tensor.cast(op.results[0].type, value)
    op.results[0].replace_all_uses_with(value)
    op.erase()


def _const_shape(values: list[int]) -> ir.Value:
    """A `tosa.const_shape` of `values` at the insertion point."""
    count = len(values)
    attr = ir.Attribute.parse(f"dense<[{', '.join(map(str, values))}]> : tensor<{count}xindex>")
    return ir.Operation.create(
        "tosa.const_shape", results=(ir.Type.parse(f"!tosa.shape<{count}>"),), attributes={"values": attr}
    ).result


PASS = PassInfo(
    "tosabcast-prepare-stock",
    prepare_stock,
    "Rewrite what stock tosa-to-* lowers into invalid IR: results more static than their operands (cast back), "
    "slice sizes of -1 on static dims, tiles of operands with several dynamic dims (concats)",
)
