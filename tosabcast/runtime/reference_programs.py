"""The numpy reference of the TOSA ops that are not element-wise: what whole programs need besides them.

    evaluate_op(op, values) -> np.ndarray     # op: tosa.matmul, conv2d, depthwise_conv2d, transpose_conv2d,
                                              # conv3d, avg/max_pool2d, reduce_*, argmax, transpose, concat,
                                              # slice, pad, tile, identity, reverse, gather, scatter
    constant(op) -> np.ndarray                # tosa.const, including dense_resource blobs

Floats are computed in float64 and rounded once to the result type (so a matmul or a sum is as close to correctly
rounded as float64 accumulation gets; `tosabcast.runtime.tolerance` bounds how far a float32 program may be from
it). Integer matmuls and convolutions are exact in int64 with their zero points, then wrap to the result type.
Data movement is exact. `reference.evaluate_function` calls this module for every op it does not evaluate itself.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
from mlir import ir

from tosabcast.ir.bridge import constant_attribute
from tosabcast.ir.op_shapes import const_shape_values
from tosabcast.runtime import reference

Array = np.ndarray[Any, Any]
Values = Mapping[ir.Value, Any]


def _type_name(value: ir.Value) -> str:
    return str(ir.ShapedType(value.type).element_type)


def _result(op: ir.Operation, exact: Any) -> Array:
    """Round float64 (or exact int64) results once to the op's result element type."""
    name = _type_name(op.results[0])
    if reference.is_float_type(name):
        return reference.to_dtype(np.asarray(exact, dtype=np.float64), name)
    return reference.to_dtype(np.asarray(exact, dtype=np.int64).astype(object), name)


def _wide(array: Array) -> Array:
    """float64 for floats, int64 for integers and booleans."""
    return array.astype(np.float64) if np.issubdtype(array.dtype, np.floating) else array.astype(np.int64)


def _zp(values: Values, value: ir.Value) -> Any:
    return _wide(np.asarray(values[value])).reshape(-1)[0]


def int_list(op: ir.Operation, name: str) -> list[int]:
    """An integer-array attribute of `op` (pad, stride, kernel, perms, ...)."""
    attr = op.attributes[name]
    for kind in (ir.DenseI64ArrayAttr, ir.DenseI32ArrayAttr):
        if isinstance(attr, kind):
            return [int(v) for v in kind(attr)]
    raise NotImplementedError(f"reference: cannot read attribute '{name}' of '{op.name}'")


def axis(op: ir.Operation) -> int:
    """The `axis` attribute of `op`."""
    return int(ir.IntegerAttr(op.attributes["axis"]).value)


def _shape_operand(values: Values, value: ir.Value) -> list[int]:
    found = const_shape_values(value)
    return found if found is not None else [int(v) for v in np.asarray(values[value]).reshape(-1)]


# -- linear algebra ----------------------------------------------------------------------------------------


def _matmul(op: ir.Operation, values: Values) -> Array:
    a, b = (_wide(np.asarray(values[v])) for v in list(op.operands)[:2])
    if len(op.operands) >= 4 and not np.issubdtype(a.dtype, np.floating):
        a, b = a - _zp(values, op.operands[2]), b - _zp(values, op.operands[3])
    return _result(op, np.matmul(a, b))


def windows(x: Array, kernel: tuple[int, int], stride: list[int], dilation: list[int]) -> tuple[Array, int, int]:
    """All kernel-position views of (padded) NHWC `x`: shape (KH, KW, N, OH, OW, C), and OH, OW."""
    _, height, width, _ = x.shape
    oh = (height - (kernel[0] - 1) * dilation[0] - 1) // stride[0] + 1
    ow = (width - (kernel[1] - 1) * dilation[1] - 1) // stride[1] + 1
    views = [
        [
            x[:, i * dilation[0] : i * dilation[0] + (oh - 1) * stride[0] + 1 : stride[0],
              j * dilation[1] : j * dilation[1] + (ow - 1) * stride[1] + 1 : stride[1], :]
            for j in range(kernel[1])
        ]
        for i in range(kernel[0])
    ]  # fmt: skip
    return np.array(views), oh, ow


def pad_nhwc(x: Array, pad: list[int], fill: float) -> Array:
    """`x` (NHWC) padded in H and W by TOSA's `pad` = [top, bottom, left, right]."""
    return np.pad(x, ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (0, 0)), constant_values=fill)


def conv2d_raw(op: ir.Operation, x: Array, w: Array, bias: Array) -> Array:
    """conv2d or depthwise_conv2d of unpadded `x` with `w` plus `bias`, unrounded (float64 or int64)."""
    x = pad_nhwc(x, int_list(op, "pad"), 0)
    stride, dilation = int_list(op, "stride"), int_list(op, "dilation")
    if op.name == "tosa.conv2d":  # w: O, KH, KW, C
        views, _, _ = windows(x, (w.shape[1], w.shape[2]), stride, dilation)
        return np.einsum("ijnhwc,oijc->nhwo", views, w) + bias
    views, oh, ow = windows(x, (w.shape[0], w.shape[1]), stride, dilation)  # w: KH, KW, C, M
    out = np.einsum("ijnhwc,ijcm->nhwcm", views, w)
    return out.reshape(out.shape[0], oh, ow, -1) + bias


def pool_raw(op: ir.Operation, x: Array) -> Array:
    """max_pool2d or avg_pool2d of `x`, unrounded (padding is never counted)."""
    kernel, stride, pad = int_list(op, "kernel"), int_list(op, "stride"), int_list(op, "pad")
    size = (kernel[0], kernel[1])
    if op.name == "tosa.max_pool2d":
        low = -np.inf if np.issubdtype(x.dtype, np.floating) else np.iinfo(np.int64).min
        return windows(pad_nhwc(x, pad, low), size, stride, [1, 1])[0].max(axis=(0, 1))
    sums = windows(pad_nhwc(x, pad, 0), size, stride, [1, 1])[0].sum(axis=(0, 1))
    counts = windows(pad_nhwc(np.ones_like(x), pad, 0), size, stride, [1, 1])[0].sum(axis=(0, 1))
    return sums / counts


def transpose_conv2d_raw(op: ir.Operation, x: Array, w: Array, bias: Array) -> Array:
    """transpose_conv2d of `x [N, IH, IW, IC]` with `w [OC, KH, KW, IC]` plus `bias`, unrounded: input row `iy`
    and kernel row `ky` add to output row `iy * stride + out_pad[0] + ky` (columns alike); rows outside the
    output (a negative out_pad crops) are dropped; every output starts at the bias."""
    (sy, sx), (top, bottom, left, right) = int_list(op, "stride"), int_list(op, "out_pad")
    n, ih, iw, _ = x.shape
    oc, kh, kw, _ = w.shape
    full = np.zeros((n, (ih - 1) * sy + kh, (iw - 1) * sx + kw, oc), dtype=np.result_type(x, w))
    for ky in range(kh):
        for kx in range(kw):
            full[:, ky : ky + (ih - 1) * sy + 1 : sy, kx : kx + (iw - 1) * sx + 1 : sx] += np.einsum(
                "nhwc,oc->nhwo", x, w[:, ky, kx, :]
            )
    oh, ow = full.shape[1] + top + bottom, full.shape[2] + left + right
    out = np.zeros((n, oh, ow, oc), dtype=full.dtype)
    rows = slice(max(0, top), min(oh, top + full.shape[1]))
    cols = slice(max(0, left), min(ow, left + full.shape[2]))
    out[:, rows, cols] = full[:, rows.start - top : rows.stop - top, cols.start - left : cols.stop - left]
    return out + bias


def conv3d_raw(op: ir.Operation, x: Array, w: Array, bias: Array) -> Array:
    """conv3d of `x [N, ID, IH, IW, C]` with `w [O, KD, KH, KW, C]` (pad [front, back, top, bottom, left,
    right]) plus `bias`, unrounded: the sum over kernel positions of the strided, dilated input views times that
    position's weights."""
    pad, stride, dilation = int_list(op, "pad"), int_list(op, "stride"), int_list(op, "dilation")
    x = np.pad(x, ((0, 0), (pad[0], pad[1]), (pad[2], pad[3]), (pad[4], pad[5]), (0, 0)))
    kernel = w.shape[1:4]
    out_dims = [(x.shape[1 + i] - (kernel[i] - 1) * dilation[i] - 1) // stride[i] + 1 for i in range(3)]
    out = np.zeros((x.shape[0], *out_dims, w.shape[0]), dtype=np.result_type(x, w))
    for kd, kh, kw in itertools.product(*(range(k) for k in kernel)):
        start = (kd * dilation[0], kh * dilation[1], kw * dilation[2])
        view = x[
            :,
            start[0] : start[0] + (out_dims[0] - 1) * stride[0] + 1 : stride[0],
            start[1] : start[1] + (out_dims[1] - 1) * stride[1] + 1 : stride[1],
            start[2] : start[2] + (out_dims[2] - 1) * stride[2] + 1 : stride[2],
        ]
        out += np.einsum("ndhwc,oc->ndhwo", view, w[:, kd, kh, kw, :])
    return out + bias


CONVOLUTIONS: dict[str, Callable[[ir.Operation, Array, Array, Array], Array]] = {
    "tosa.conv2d": conv2d_raw,
    "tosa.depthwise_conv2d": conv2d_raw,
    "tosa.transpose_conv2d": transpose_conv2d_raw,
    "tosa.conv3d": conv3d_raw,
}
"""Each convolution's unrounded `(op, x, w, bias) -> out`, zero points already subtracted."""


def _conv(op: ir.Operation, values: Values) -> Array:
    x, w, bias = (_wide(np.asarray(values[v])) for v in list(op.operands)[:3])
    if not np.issubdtype(x.dtype, np.floating):
        x, w = x - _zp(values, op.operands[3]), w - _zp(values, op.operands[4])
    return _result(op, CONVOLUTIONS[op.name](op, x, w, bias))


def _pool(op: ir.Operation, values: Values) -> Array:
    x = _wide(np.asarray(values[op.operands[0]]))
    if op.name == "tosa.avg_pool2d" and not np.issubdtype(x.dtype, np.floating):
        raise NotImplementedError("reference: cannot evaluate an integer 'tosa.avg_pool2d'")
    return _result(op, pool_raw(op, x))


# -- reductions and data movement --------------------------------------------------------------------------


def _reduce(op: ir.Operation, values: Values) -> Array:
    x = np.asarray(values[op.operands[0]])
    along, kind = axis(op), op.name.removeprefix("tosa.reduce_")
    if kind in ("all", "any"):
        return (x.all if kind == "all" else x.any)(axis=along, keepdims=True)
    wide = _wide(x)
    if kind in ("max", "min") and np.issubdtype(wide.dtype, np.floating):
        # nan_mode PROPAGATE (the default): numpy's max/min propagate NaN too
        nan_mode = str(op.attributes["nan_mode"]) if "nan_mode" in op.attributes else "PROPAGATE"
        if "IGNORE" in nan_mode:
            reduced = (np.fmax if kind == "max" else np.fmin).reduce(wide, axis=along, keepdims=True)
            return _result(op, reduced)
    reducer: Callable[..., Array] = {"max": np.max, "min": np.min, "sum": np.sum, "product": np.prod}[kind]
    return _result(op, reducer(wide, axis=along, keepdims=True))


def _transpose(op: ir.Operation, values: Values) -> Array:
    return np.ascontiguousarray(np.transpose(values[op.operands[0]], int_list(op, "perms")))


def _concat(op: ir.Operation, values: Values) -> Array:
    return np.concatenate([values[v] for v in op.operands], axis=axis(op))


def _slice(op: ir.Operation, values: Values) -> Array:
    x = np.asarray(values[op.operands[0]])
    start, size = _shape_operand(values, op.operands[1]), _shape_operand(values, op.operands[2])
    index = tuple(slice(b, b + (n if n >= 0 else d - b)) for b, n, d in zip(start, size, x.shape, strict=True))
    return np.ascontiguousarray(x[index])


def _pad(op: ir.Operation, values: Values) -> Array:
    x = np.asarray(values[op.operands[0]])
    padding = _shape_operand(values, op.operands[1])
    fill = np.asarray(values[op.operands[2]]).reshape(-1)[0] if len(op.operands) > 2 else 0
    widths = [(padding[2 * i], padding[2 * i + 1]) for i in range(x.ndim)]
    return np.pad(x, widths, constant_values=fill)


def _tile(op: ir.Operation, values: Values) -> Array:
    return np.tile(values[op.operands[0]], _shape_operand(values, op.operands[1]))


def _reverse(op: ir.Operation, values: Values) -> Array:
    return np.ascontiguousarray(np.flip(values[op.operands[0]], axis=axis(op)))


def _identity(op: ir.Operation, values: Values) -> Array:
    return np.asarray(values[op.operands[0]])


def _argmax(op: ir.Operation, values: Values) -> Array:
    """The first index of the largest value. NaN: `PROPAGATE` (the default) takes the first NaN, as numpy's
    argmax does; `IGNORE` skips NaNs (0 where every value is NaN)."""
    x = np.asarray(values[op.operands[0]])
    along = axis(op)
    nan_mode = str(op.attributes["nan_mode"]) if "nan_mode" in op.attributes else "PROPAGATE"
    if "IGNORE" in nan_mode and np.issubdtype(x.dtype, np.floating):
        filled = np.where(np.isnan(x), -np.inf, x)
        found = np.argmax(filled, axis=along)
        return np.where(np.isnan(x).all(axis=along), 0, found).astype(np.int32)
    return np.argmax(x, axis=along).astype(np.int32)


def _gather(op: ir.Operation, values: Values) -> Array:
    """`values [N, K, C]`, `indices [N, W]` -> `[N, W, C]`: `out[n, w] = values[n, indices[n, w]]`."""
    data, indices = np.asarray(values[op.operands[0]]), np.asarray(values[op.operands[1]]).astype(np.int64)
    return np.ascontiguousarray(np.take_along_axis(data, indices[:, :, None], axis=1))


def _scatter(op: ir.Operation, values: Values) -> Array:
    """`values_in [N, K, C]`, `indices [N, W]`, `input [N, W, C]`: a copy of `values_in` with `out[n, indices[n,
    w]] = input[n, w]`, in order of w (TOSA leaves repeated indices unpredictable; the lowering writes in order)."""
    out = np.array(values[op.operands[0]], copy=True)
    indices, source = np.asarray(values[op.operands[1]]), np.asarray(values[op.operands[2]])
    for n in range(indices.shape[0]):
        for w in range(indices.shape[1]):
            out[n, indices[n, w]] = source[n, w]
    return out


OPS: dict[str, Callable[[ir.Operation, Values], Array]] = {
    "tosa.matmul": _matmul,
    "tosa.conv2d": _conv,
    "tosa.depthwise_conv2d": _conv,
    "tosa.transpose_conv2d": _conv,
    "tosa.conv3d": _conv,
    "tosa.avg_pool2d": _pool,
    "tosa.max_pool2d": _pool,
    **{f"tosa.reduce_{k}": _reduce for k in ("all", "any", "max", "min", "product", "sum")},
    "tosa.transpose": _transpose,
    "tosa.concat": _concat,
    "tosa.slice": _slice,
    "tosa.pad": _pad,
    "tosa.tile": _tile,
    "tosa.reverse": _reverse,
    "tosa.identity": _identity,
    "tosa.argmax": _argmax,
    "tosa.gather": _gather,
    "tosa.scatter": _scatter,
}


def evaluate_op(op: ir.Operation, values: Values) -> Array:
    """Evaluate one non-element-wise op on the arrays of its operands (`values`).

    Raises:
        NotImplementedError: an op this reference does not evaluate.
    """
    fn = OPS.get(op.name)
    if fn is None:
        raise NotImplementedError(f"reference: cannot evaluate '{op.name}'")
    return fn(op, values)


# -- constants ---------------------------------------------------------------------------------------------

_BLOB = re.compile(r'^\s*"?([^":\s]+)"?\s*:\s*"0x([0-9A-Fa-f]*)"', re.MULTILINE)
_NUMPY_OF = {"f16": "<f2", "f32": "<f4", "f64": "<f8", "i8": "<i1", "i16": "<i2", "i32": "<i4", "i64": "<i8", "i1": "?"}


def resource_blobs(module: ir.Operation) -> dict[str, bytes]:
    """The `dialect_resources` blobs of the module printed from `module` (alignment word stripped), by name."""
    text = module.get_asm(large_elements_limit=None)
    start = text.find("dialect_resources")
    if start < 0:
        return {}
    return {name: bytes.fromhex(data)[4:] for name, data in _BLOB.findall(text[start:])}


def resource_constant(op: ir.Operation, blobs: Mapping[str, bytes]) -> Array:
    """The value of a `tosa.const` or tensor `arith.constant` holding `dense_resource<name>`, in the reference's
    numpy form (torch-mlir writes GroupNorm's index tables as `arith.constant dense_resource<...>`)."""
    attr = constant_attribute(op)
    match = re.match(r"dense_resource<([^>]+)>", str(attr))
    shaped = ir.ShapedType(attr.type)
    name = str(shaped.element_type)
    if match is None or match.group(1) not in blobs or name not in (*_NUMPY_OF, "bf16"):
        raise NotImplementedError(f"reference: cannot read the constant {str(attr)[:80]}")
    if name == "bf16":
        flat = reference.bf16_from_bits(np.frombuffer(blobs[match.group(1)], dtype="<u2"))
    else:
        flat = np.frombuffer(blobs[match.group(1)], dtype=_NUMPY_OF[name])
    count = int(np.prod(shaped.shape))
    if flat.size == 1 and count != 1:
        flat = np.repeat(flat, count)
    return flat.reshape(tuple(shaped.shape)).astype(reference.DTYPES.get(name, flat.dtype))


def module_of(op: ir.Operation) -> ir.Operation:
    """The outermost op above `op` (the module it was parsed in)."""
    while op.parent is not None:
        op = op.parent
    return op
