"""Result shapes of TOSA ops from their operand types, attributes and constant shape operands.

    result_shapes(op) -> list[MaybeShape] | None     # one shape per result; None: no rule for this op

    %r = tosa.reshape %x, %s : (tensor<?x8x16xf32>, !tosa.shape<3>) -> tensor<*xf32>   # %s = [1, -1, 16]
    result_shapes(%r's op) == [(1, None, 16)]
    %t = tosa.transpose %y {perms = array<i32: 0, 2, 1>} : (tensor<?x8x4xf32>) -> tensor<*xf32>
    result_shapes(%t's op) == [(None, 4, 8)]

The rules are those of the TOSA specification's shape pseudo-code, which MLIR 22's
`inferReturnTypeComponents` implements: element-wise ops broadcast (`shapes.infer_result_shape`),
matmul, the convolutions and pools compute their spatial sizes from kernel, pad, stride and
dilation, reductions keep a size-1 axis, and reshape, slice, pad and tile read their
`tosa.const_shape` operands. A dim is static only when it is proven (an unranked or `?` input
gives `?`), so refining a type with the rule's shape never changes the program's meaning.

Why rules in Python and not MLIR's `InferShapedTypeOpInterface`: the bindings expose it, but in
MLIR 22 they pass no op properties to it, and every TOSA op whose attributes are properties
(transpose's `perms`, the reductions' `axis`, conv's `pad`, the pools' `kernel`, ...) segfaults
the process when asked (checked op by op in a child process). `test/unit/test_op_shapes.py` and
`test/unit/test_infer_models.py` compare these rules with stock `mlir-opt --tosa-infer-shapes`.

Region ops (`tosa.cond_if`, `tosa.while_loop`) are left to the caller, which must visit their
regions first: `join_shapes` merges what their branches yield.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mlir import ir

from tosabcast import shapes
from tosabcast.ir.bridge import ELEMENTWISE_ARITY, shape_of
from tosabcast.shapes import Dim, MaybeShape, Shape, ShapeError

Rule = Callable[[ir.Operation], "list[MaybeShape] | None"]


def join_shapes(a: MaybeShape, b: MaybeShape) -> MaybeShape:
    """The most precise shape that both `a` and `b` refine (a static dim survives only where both agree)."""
    if a is None or b is None or len(a) != len(b):
        return None
    return tuple(x if x == y else None for x, y in zip(a, b, strict=True))


def value_shape(value: ir.Value) -> MaybeShape:
    """The shape of a tensor value; None when unranked or not a tensor."""
    try:
        return shape_of(value.type)
    except TypeError:
        return None


def const_shape_values(value: ir.Value) -> list[int] | None:
    """The integers of a `tosa.const_shape` (or integer `tosa.const`) value; None when not a constant."""
    owner = value.owner
    if not isinstance(owner, ir.Operation) and not isinstance(owner, ir.OpView):
        return None
    op = owner.operation
    if op.name not in ("tosa.const_shape", "tosa.const"):
        return None
    attr = op.attributes["values"]
    if not isinstance(attr, ir.DenseIntElementsAttr):
        return None
    count = 1
    for d in ir.ShapedType(attr.type).shape:
        count *= d
    if attr.is_splat:
        return [_signed(int(attr.get_splat_value().value))] * count
    return [_signed(int(v)) for v in attr]


def _signed(value: int) -> int:
    """Read a 64-bit pattern as signed: the bindings give `index` elements (-1) as unsigned."""
    return value - (1 << 64) if value >= 1 << 63 else value


def int_array(op: ir.Operation, name: str) -> list[int] | None:
    """An `i64` or `i32` array attribute of `op` (`pad`, `stride`, `perms`, ...) as ints; None when absent."""
    if name not in op.attributes:
        return None
    attr = op.attributes[name]
    for kind in (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr):
        if isinstance(attr, kind):
            return [int(v) for v in kind(attr)]
    return None


def _int(op: ir.Operation, name: str) -> int | None:
    if name not in op.attributes:
        return None
    attr = op.attributes[name]
    return int(ir.IntegerAttr(attr).value) if isinstance(attr, ir.IntegerAttr) else None


def _ranked(value: ir.Value, rank: int) -> Shape:
    """The shape of `value`, or all-dynamic of `rank` when it is unranked (or of another rank)."""
    shape = value_shape(value)
    return shape if shape is not None and len(shape) == rank else (None,) * rank


def _first_known(*dims: Dim) -> Dim:
    return next((d for d in dims if d is not None), None)


def _window(size: Dim, pad: int, kernel: Dim, stride: int, dilation: int = 1) -> Dim:
    """Output size of a sliding window: (size - 1 + pad - (kernel - 1) * dilation) // stride + 1."""
    if size is None or kernel is None or stride <= 0:
        return None
    out = (size - 1 + pad - (kernel - 1) * dilation) // stride + 1
    return out if out >= 0 else None


# -- the rules ---------------------------------------------------------------------------------------------


def _elementwise(op: ir.Operation) -> list[MaybeShape] | None:
    count = ELEMENTWISE_ARITY.get(op.name, 1)
    return [shapes.infer_result_shape([value_shape(v) for v in list(op.operands)[:count]])]


def _same_as_first(op: ir.Operation) -> list[MaybeShape] | None:
    return [value_shape(op.operands[0])]


def _matmul(op: ir.Operation) -> list[MaybeShape] | None:
    a, b = _ranked(op.operands[0], 3), _ranked(op.operands[1], 3)
    return [(_first_known(a[0], b[0]), a[1], b[2])]


def _conv(op: ir.Operation, spatial: int) -> list[MaybeShape] | None:
    """conv2d (spatial 2) and conv3d (3): input N,(D,)H,W,C; weight O,(KD,)KH,KW,C; bias O or 1."""
    rank = spatial + 2
    x, w = _ranked(op.operands[0], rank), _ranked(op.operands[1], rank)
    bias = _ranked(op.operands[2], 1)
    pad, stride, dilation = int_array(op, "pad"), int_array(op, "stride"), int_array(op, "dilation")
    if pad is None or stride is None or dilation is None:
        return None
    channels = _first_known(w[0], bias[0] if bias[0] != 1 else None)
    sizes = [_window(x[1 + i], pad[2 * i] + pad[2 * i + 1], w[1 + i], stride[i], dilation[i]) for i in range(spatial)]
    return [(x[0], *sizes, channels)]


def _depthwise_conv2d(op: ir.Operation) -> list[MaybeShape] | None:
    """input N,H,W,C; weight KH,KW,C,M; result N,OH,OW,C*M."""
    x, w = _ranked(op.operands[0], 4), _ranked(op.operands[1], 4)
    bias = _ranked(op.operands[2], 1)
    pad, stride, dilation = int_array(op, "pad"), int_array(op, "stride"), int_array(op, "dilation")
    if pad is None or stride is None or dilation is None:
        return None
    in_channels = _first_known(x[3], w[2])
    channels = in_channels * w[3] if in_channels is not None and w[3] is not None else None
    channels = _first_known(channels, bias[0] if bias[0] != 1 else None)
    sizes = [_window(x[1 + i], pad[2 * i] + pad[2 * i + 1], w[i], stride[i], dilation[i]) for i in range(2)]
    return [(x[0], *sizes, channels)]


def _transpose_conv2d(op: ir.Operation) -> list[MaybeShape] | None:
    """input N,H,W,C; weight O,KH,KW,C; result N,(H-1)*stride+out_pad+KH,...,O."""
    x, w = _ranked(op.operands[0], 4), _ranked(op.operands[1], 4)
    bias = _ranked(op.operands[2], 1)
    out_pad, stride = int_array(op, "out_pad"), int_array(op, "stride")
    if out_pad is None or stride is None:
        return None
    sizes: list[Dim] = []
    for i in range(2):
        size, kernel = x[1 + i], w[1 + i]
        known = size is not None and kernel is not None
        sizes.append((size - 1) * stride[i] + out_pad[2 * i] + out_pad[2 * i + 1] + kernel if known else None)  # type: ignore[operator]
    return [(x[0], *sizes, _first_known(w[0], bias[0] if bias[0] != 1 else None))]


def _pool(op: ir.Operation) -> list[MaybeShape] | None:
    x = _ranked(op.operands[0], 4)
    kernel, stride, pad = int_array(op, "kernel"), int_array(op, "stride"), int_array(op, "pad")
    if kernel is None or stride is None or pad is None:
        return None
    sizes = [_window(x[1 + i], pad[2 * i] + pad[2 * i + 1], kernel[i], stride[i]) for i in range(2)]
    return [(x[0], *sizes, x[3])]


def _reduce(op: ir.Operation) -> list[MaybeShape] | None:
    x, axis = value_shape(op.operands[0]), _int(op, "axis")
    if x is None or axis is None or not 0 <= axis < len(x):
        return None
    return [(*x[:axis], 1, *x[axis + 1 :])]


def _argmax(op: ir.Operation) -> list[MaybeShape] | None:
    x, axis = value_shape(op.operands[0]), _int(op, "axis")
    if x is None or axis is None or not 0 <= axis < len(x):
        return None
    return [(*x[:axis], *x[axis + 1 :])]


def _transpose(op: ir.Operation) -> list[MaybeShape] | None:
    perms = int_array(op, "perms")
    if perms is None:
        return None
    x = _ranked(op.operands[0], len(perms))
    if sorted(perms) != list(range(len(perms))):
        return None
    return [tuple(x[p] for p in perms)]


def _reshape(op: ir.Operation) -> list[MaybeShape] | None:
    target = const_shape_values(op.operands[1])
    if target is None:
        return None
    x = value_shape(op.operands[0])
    dims: list[Dim] = [None if d < 0 else d for d in target]
    if target.count(-1) == 1 and x is not None and all(d is not None for d in x):
        known = 1
        for d in dims:
            known *= 1 if d is None else d
        total = 1
        for d in x:
            total *= d  # type: ignore[operator]
        if known != 0 and total % known == 0:
            dims[target.index(-1)] = total // known
    return [tuple(dims)]


def _slice(op: ir.Operation) -> list[MaybeShape] | None:
    start, size = const_shape_values(op.operands[1]), const_shape_values(op.operands[2])
    if size is None:
        return None
    x = _ranked(op.operands[0], len(size))
    dims: list[Dim] = []
    for i, n in enumerate(size):
        if n >= 0:
            dims.append(n)
        elif n == -1 and start is not None and x[i] is not None and start[i] >= 0:
            dims.append(x[i] - start[i])  # type: ignore[operator]
        else:
            dims.append(None)
    return [tuple(dims)]


def _pad(op: ir.Operation) -> list[MaybeShape] | None:
    padding = const_shape_values(op.operands[1])
    if padding is None or len(padding) % 2:
        return None
    x = _ranked(op.operands[0], len(padding) // 2)
    dims = [None if d is None else d + padding[2 * i] + padding[2 * i + 1] for i, d in enumerate(x)]
    return [tuple(d if d is None or d >= 0 else None for d in dims)]


def _tile(op: ir.Operation) -> list[MaybeShape] | None:
    multiples = const_shape_values(op.operands[1])
    if multiples is None:
        return None
    x = _ranked(op.operands[0], len(multiples))
    return [tuple(None if d is None or m < 0 else d * m for d, m in zip(x, multiples, strict=True))]


def _concat(op: ir.Operation) -> list[MaybeShape] | None:
    axis = _int(op, "axis")
    inputs = [value_shape(v) for v in op.operands]
    ranked = [s for s in inputs if s is not None]
    if axis is None or not ranked:
        return None
    rank = len(ranked[0])
    if any(len(s) != rank for s in ranked) or not 0 <= axis < rank:
        return None
    dims: list[Dim] = [_first_known(*(s[i] for s in ranked)) for i in range(rank)]
    along = [s[axis] for s in ranked]
    dims[axis] = sum(along) if len(ranked) == len(inputs) and all(d is not None for d in along) else None  # type: ignore[arg-type]
    return [tuple(dims)]


def _gather(op: ir.Operation) -> list[MaybeShape] | None:
    values, indices = _ranked(op.operands[0], 3), _ranked(op.operands[1], 2)
    return [(_first_known(values[0], indices[0]), indices[1], values[2])]


def _scatter(op: ir.Operation) -> list[MaybeShape] | None:
    values, indices, source = (_ranked(op.operands[i], 3 if i != 1 else 2) for i in range(3))
    return [(_first_known(values[0], indices[0], source[0]), values[1], _first_known(values[2], source[2]))]


def _resize(op: ir.Operation) -> list[MaybeShape] | None:
    x = _ranked(op.operands[0], 4)
    scale, offset, border = (const_shape_values(op.operands[i]) for i in (1, 2, 3))
    if scale is None or offset is None or border is None or 0 in (scale[1], scale[3]):
        return None
    sizes: list[Dim] = []
    for i in range(2):
        size = x[1 + i]
        if size is None:
            sizes.append(None)
            continue
        numerator = (size - 1) * scale[2 * i] - offset[i] + border[i]
        sizes.append(numerator // scale[2 * i + 1] + 1 if numerator % scale[2 * i + 1] == 0 else None)
    return [(x[0], *sizes, x[3])]


def _fft(op: ir.Operation) -> list[MaybeShape] | None:
    shape = shapes.infer_result_shape([value_shape(v) for v in op.operands])
    return [shape, shape]


def _rfft(op: ir.Operation) -> list[MaybeShape] | None:
    x = _ranked(op.operands[0], 3)
    width = x[2] // 2 + 1 if x[2] is not None else None
    return [(x[0], x[1], width)] * 2


_SAME_SHAPE = (
    "tosa.identity", "tosa.rescale", "tosa.reverse", "tosa.table",
)  # fmt: skip

RULES: dict[str, Rule] = {
    **{name: _elementwise for name in ELEMENTWISE_ARITY},
    **{name: _same_as_first for name in _SAME_SHAPE},
    "tosa.matmul": _matmul,
    "tosa.conv2d": lambda op: _conv(op, 2),
    "tosa.conv3d": lambda op: _conv(op, 3),
    "tosa.depthwise_conv2d": _depthwise_conv2d,
    "tosa.transpose_conv2d": _transpose_conv2d,
    "tosa.avg_pool2d": _pool,
    "tosa.max_pool2d": _pool,
    **{f"tosa.reduce_{kind}": _reduce for kind in ("all", "any", "max", "min", "product", "sum")},
    "tosa.argmax": _argmax,
    "tosa.transpose": _transpose,
    "tosa.reshape": _reshape,
    "tosa.slice": _slice,
    "tosa.pad": _pad,
    "tosa.tile": _tile,
    "tosa.concat": _concat,
    "tosa.gather": _gather,
    "tosa.scatter": _scatter,
    "tosa.resize": _resize,
    "tosa.fft2d": _fft,
    "tosa.rfft2d": _rfft,
}


def result_shapes(op: ir.Operation | ir.OpView) -> list[MaybeShape] | None:
    """The shapes TOSA's rules give `op`'s results (None per unknown result); None when there is no rule.

    Never raises on malformed IR: operands that do not fit the rule give None (the verifier reports them).
    """
    rule = RULES.get(op.operation.name)
    if rule is None:
        return None
    try:
        found = rule(op.operation)
    except (ShapeError, TypeError, ValueError, IndexError, KeyError):
        return None
    if found is None or len(found) != len(op.operation.results):
        return None
    return [_sane(shape) for shape in found]


def _sane(shape: MaybeShape) -> MaybeShape:
    """`shape` with any negative size (from malformed attributes) made dynamic."""
    if shape is None:
        return None
    return tuple(d if d is None or d >= 0 else None for d in shape)


def has_rule(name: str) -> bool:
    """Say whether `result_shapes` knows op `name`."""
    return name in RULES


def known_ops() -> Sequence[str]:
    """The names of the ops with a shape rule, sorted."""
    return sorted(RULES)
