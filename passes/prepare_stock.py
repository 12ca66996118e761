"""Rewrite the TOSA ops that stock MLIR 22 lowers into invalid IR, on valid programs, into forms it lowers right.

Stock `tosa-to-linalg`, `tosa-to-linalg-named` and `tosa-to-tensor` fail, with a located compile error on a
valid program, in five ways that whole programs with dynamic sizes meet (found by hand-written programs
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

4. A `transpose_conv2d` of an input whose height or width is dynamic (a decoder exported with dynamic image
   sizes): stock `tosa-optional-decompositions` leaves it (its stride > 1 path reshapes with static sizes),
   and the pipeline stopped at a bare `failed to legalize operation`. It becomes a `conv2d` with stride 1 of
   the input with `stride - 1` rows and columns of its zero point inserted between its own, padded by
   `kernel - 1 + out_pad` (never negative: TOSA asks `out_pad > -kernel`), with the kernel reversed in H
   and W; output row `iy * stride + out_pad_top + ky` gets `x[iy] * w[ky]`, as TOSA says:

       %t = tosa.transpose_conv2d %x, %w, %b, %xz, %wz {out_pad = [t, b, l, r], stride = [2, 2]}
              : (tensor<?x?x?x3xf32>, tensor<4x3x3x3xf32>, ...) -> tensor<?x?x?x4xf32>
   becomes
       %z = linalg.fill ins(%xz_value) outs(tensor.empty(n, (h - 1) * 2 + 1, (w - 1) * 2 + 1))
       %d = tensor.insert_slice %x into %z[0, 0, 0, 0] [n, h, w, 3] [1, 2, 2, 1]
       %r = tosa.reverse (tosa.reverse %w {axis = 1}) {axis = 2}
       %t = tosa.conv2d %d, %r, %b, %xz, %wz {pad = [2 + t, 2 + b, 2 + l, 2 + r], stride = [1, 1]}

   The inserted zeros cost stride^2 more multiplications than stock's decomposition, which static inputs
   keep (both pipelines run it after this pass). Checked against the numpy
   reference (`reference_programs`) on 108 cases: strides 1-3, negative `out_pad`, i8 with zero points, both
   pipelines.

5. A pad whose static result dim is all low padding, so that its input is empty along it (found by the
   fuzzer's call mode, 2026-11-27): stock copies the input into the padded buffer through a `memref.subview` at
   offset low = the dim's size, which the verifier rejects (`offset 1 is out-of-bounds: 1 >= 1`) whatever the
   view's size. The same elements come from padding that dim all high:

       %t = tosa.pad %a, [2, 0, 1, 0], %c : (tensor<?x?xi16>, ...) -> tensor<7x1xi16>
   becomes
       %t = tosa.pad %a, [2, 0, 0, 1], %c : (tensor<?x?xi16>, ...) -> tensor<7x1xi16>

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
from mlir.dialects import arith, linalg, tensor

from tosabcast.ir.bridge import (
    ELEMENTWISE_ARITY,
    cast_back,
    constant_numbers,
    element_type,
    shape_of,
    tensor_type,
    walk_ops,
)
from tosabcast.ir.op_shapes import const_shape_values, has_rule, result_shapes, value_shape
from tosabcast.registry import PassInfo

MAX_TILE_COPIES = 64
"""A tile whose multiples ask for more copies than this along one axis is left to stock."""


def prepare_stock(module: ir.Operation) -> bool:
    """Apply the five rewrites under `module` (see the module docstring); return True (it never fails)."""
    for op in list(walk_ops(module, frozenset({"tosa.slice"}))):
        _explicit_slice_sizes(op)
    for op in list(walk_ops(module, frozenset({"tosa.tile"}))):
        _split_tile(op)
    for op in list(walk_ops(module, frozenset({"tosa.transpose_conv2d"}))):
        _transpose_conv_as_conv(op)
    for op in list(walk_ops(module, frozenset({"tosa.pad"}))):
        _padding_in_bounds(op)
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


def _padding_in_bounds(op: ir.Operation) -> None:
    """Where a pad's static result dim d is all low padding (low_d = size_d, so the input is empty along d), pad it
    all high instead: the same elements, and stock's copy of the input lands at offset 0 (at offset low_d, a
    `memref.subview` the verifier rejects as out of bounds whatever its size)."""
    result = value_shape(op.results[0])
    padding = const_shape_values(op.operands[1])
    if result is None or padding is None or len(padding) != 2 * len(result):
        return
    moved = list(padding)
    for d, size in enumerate(result):
        if size is not None and size > 0 and padding[2 * d] == size:
            moved[2 * d], moved[2 * d + 1] = 0, padding[2 * d] + padding[2 * d + 1]
    if moved != padding:
        with op.location, ir.InsertionPoint(op):
            op.operands[1] = _const_shape(moved)


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


def _transpose_conv_as_conv(op: ir.Operation) -> None:
    """A transpose_conv2d of an input with a dynamic height or width becomes a conv2d of the zero-inserted input
    with the kernel reversed (see the module docstring)."""
    x, weights, bias, input_zp, weight_zp = op.operands
    source, kernel = shape_of(x.type), shape_of(weights.type)
    zero_point = constant_numbers(input_zp)
    if source is None or kernel is None or len(source) != 4 or None in kernel[1:3] or zero_point is None:
        return
    if source[1] is not None and source[2] is not None:
        return  # stock's decomposition (tosa-optional-decompositions) takes it, without the zeros
    stride = [int(v) for v in ir.DenseI64ArrayAttr(op.attributes["stride"])]
    top, bottom, left, right = (int(v) for v in ir.DenseI64ArrayAttr(op.attributes["out_pad"]))
    kh, kw = kernel[1], kernel[2]
    element = element_type(x.type)
    i32 = ir.IntegerType.get_signless(32)
    with op.location, ir.InsertionPoint(op):
        if stride != [1, 1]:
            x = _zero_inserted(x, source, stride, element, zero_point[0])
        for axis in (1, 2):
            weights = ir.Operation.create(
                "tosa.reverse",
                results=(weights.type,),
                operands=[weights],
                attributes={"axis": ir.IntegerAttr.get(i32, axis)},
            ).result
        conv = ir.Operation.create(
            "tosa.conv2d",
            results=(op.results[0].type,),
            operands=[x, weights, bias, input_zp, weight_zp],
            attributes={
                "acc_type": op.attributes["acc_type"],
                "pad": ir.DenseI64ArrayAttr.get([kh - 1 + top, kh - 1 + bottom, kw - 1 + left, kw - 1 + right]),
                "stride": ir.DenseI64ArrayAttr.get([1, 1]),
                "dilation": ir.DenseI64ArrayAttr.get([1, 1]),
            },
        )
    op.results[0].replace_all_uses_with(conv.results[0])
    op.erase()


def _zero_inserted(
    x: ir.Value, source: tuple[int | None, ...], stride: list[int], element: ir.Type, fill: float
) -> ir.Value:
    """`x` (NHWC) with `stride - 1` rows and columns of `fill` (the input zero point) between its own."""
    index = ir.IndexType.get()
    steps = [1, stride[0], stride[1], 1]
    sizes: list[ir.Value | int] = []  # of x, per dim: static, or a tensor.dim
    spread: list[ir.Value | int] = []  # (size - 1) * step + 1, and 0 for an empty dim
    for axis, (dim, step) in enumerate(zip(source, steps, strict=True)):
        if dim is not None:
            sizes.append(dim)
            spread.append((dim - 1) * step + 1 if dim > 0 else 0)
            continue
        size = tensor.dim(x, arith.constant(index, axis))
        sizes.append(size)
        if step != 1:
            one = arith.constant(index, 1)
            grown = arith.addi(arith.muli(arith.subi(size, one), arith.constant(index, step)), one)
            size = arith.maxsi(grown, arith.constant(index, 0))
        spread.append(size)
    filled = linalg.fill(arith.constant(element, fill), outs=[tensor.EmptyOp(spread, element).result])
    dynamic = [v for v in sizes if isinstance(v, ir.Value)]
    static = [v if isinstance(v, int) else ir.ShapedType.get_dynamic_size() for v in sizes]
    return tensor.insert_slice(x, filled, [], dynamic, [], [0, 0, 0, 0], static, steps)


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
    "slice sizes of -1 on static dims, tiles of operands with several dynamic dims (concats), transpose_conv2d of "
    "a dynamic height or width (a conv2d of the zero-inserted input), a pad all low along a static result dim "
    "(padded high instead)",
)
