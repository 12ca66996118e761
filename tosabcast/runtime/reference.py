"""A numpy reference of the TOSA element-wise ops with TOSA semantics: the oracle of tests and `--check`.

    evaluate("tosa.add", [a, b], {}, "i32")            # broadcasting like TOSA (and legacy rank expansion)
    evaluate_function(func_op, [a, b])                 # run a whole function of TOSA ops on numpy arrays

Each op is written once, as a function of Python scalars that follows the specification's pseudo-code
(integers are exact Python ints, floats are float64), and is applied element by element. The result is then
converted to its element type: integers wrap to their width, floats are rounded to nearest even once, so the
reference is correctly rounded wherever the specification asks for it. Choices where the specification says
"unpredictable" are the ones documented in docs/semantics.md (and implemented by `tosabcast.lowering.scalar`).
The other ops of whole programs (matmul, convolutions, pools, reductions, data movement, `dense_resource`
constants) are in `reference_programs.py`; `tolerance.py` bounds how far a compiled program may fairly be.

Arrays use numpy dtypes: bool for i1, int8..int64, float16, float32 and float64; bf16 values are float32 arrays holding
bf16-representable values (numpy has no bf16).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from mlir import ir

from tosabcast.ir.bridge import constant_attribute

Scalar = int | float
Attrs = Mapping[str, Any]

DTYPES: dict[str, type[np.generic]] = {
    "i1": np.bool_,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "f16": np.float16,
    "bf16": np.float32,
    "f32": np.float32,
    "f64": np.float64,
}
_TYPE_OF_DTYPE = {np.dtype(v): k for k, v in DTYPES.items() if k != "bf16"}


@dataclass(frozen=True)
class _Format:
    """A binary floating-point format: significand bits (with the hidden one), smallest exponent, largest value."""

    bits: int
    min_exp: int  # exponent of the smallest subnormal
    max_finite: float


_FLOAT_FORMATS = {
    "f32": _Format(24, -149, float(np.finfo(np.float32).max)),
    "f16": _Format(11, -24, 65504.0),
    "bf16": _Format(8, -133, float.fromhex("0x1.fep127")),
    "f64": _Format(53, -1074, float(np.finfo(np.float64).max)),
}

# Float ops whose results are not correctly rounded (transcendental functions): allowed error in ulps.
ULP_TOLERANCE: dict[str, int] = {
    "tosa.cos": 2,
    "tosa.erf": 2,
    "tosa.exp": 1,
    "tosa.log": 2,
    "tosa.pow": 2,
    "tosa.rsqrt": 2,
    "tosa.sigmoid": 4,
    "tosa.sin": 2,
    "tosa.tanh": 3,  # one formula for every x: 2.61 ulps of error at worst (TOSA allows 4 and more)
}


@dataclass(frozen=True)
class _Ctx:
    """What an op's scalar function needs besides its operands."""

    attrs: Attrs
    input_type: str
    result_type: str


# -- element type helpers ----------------------------------------------------------------------------------


def is_float_type(name: str) -> bool:
    """Say whether an element type name (f32, f16, bf16) is a float type."""
    return name in _FLOAT_FORMATS


def _width(name: str) -> int:
    return 16 if name == "bf16" else int(name[1:])


def _int_range(name: str) -> tuple[int, int]:
    width = _width(name)
    return -(1 << (width - 1)), (1 << (width - 1)) - 1


def wrap(value: int, name: str) -> int:
    """Reduce an integer modulo 2^width into the signed range of type `name` (i1: 0 or 1)."""
    width = _width(name)
    if width == 1:
        return value & 1
    half = 1 << (width - 1)
    return ((value + half) % (1 << width)) - half


def _saturate(value: int, name: str) -> int:
    low, high = _int_range(name)
    return min(max(value, low), high)


def round_float(value: float, name: str) -> float:
    """Round a float64 to the nearest value of format `name` (ties to even), overflowing to ±inf."""
    fmt = _FLOAT_FORMATS[name]
    if math.isnan(value) or value == 0.0 or math.isinf(value) or name == "f64":
        return value  # a float64 is its own f64 rounding
    if abs(value) > 2 * fmt.max_finite:  # also keeps the rounding below inside float64's range
        return math.copysign(math.inf, value)
    exponent = math.frexp(value)[1]  # value = m * 2^exponent, 0.5 <= |m| < 1
    ulp_exp = max(exponent - fmt.bits, fmt.min_exp)
    rounded = math.ldexp(_round_half_even(math.ldexp(value, -ulp_exp)), ulp_exp)
    if abs(rounded) > fmt.max_finite:
        return math.copysign(math.inf, value)
    return rounded if rounded != 0.0 else math.copysign(0.0, value)


def _round_half_even(value: float) -> float:
    return float(round(value))  # Python rounds halves to even


def round_int_to_float(value: int, name: str) -> float:
    """Convert an integer exactly-then-once-rounded to format `name` (no double rounding through float64)."""
    fmt = _FLOAT_FORMATS[name]
    magnitude = abs(value)
    excess = magnitude.bit_length() - fmt.bits
    if excess > 0:
        quotient, remainder = divmod(magnitude, 1 << excess)
        half = 1 << (excess - 1)
        if remainder > half or (remainder == half and quotient & 1):
            quotient += 1
        magnitude = quotient << excess
    result = math.copysign(float(magnitude), value) if magnitude <= fmt.max_finite else math.copysign(math.inf, value)
    return result if value != 0 else 0.0


def to_dtype(values: Any, name: str) -> np.ndarray[Any, Any]:
    """Convert exact Python results (ints, float64) to an array of element type `name`, rounding floats once."""
    array = np.asarray(values, dtype=object)
    if is_float_type(name):
        flat = [round_float(float(v), name) for v in array.reshape(-1)]
        return np.array(flat, dtype=np.float64).reshape(array.shape).astype(DTYPES[name])
    flat = [wrap(int(v), name) for v in array.reshape(-1)]
    return np.array(flat, dtype=np.int64).reshape(array.shape).astype(DTYPES[name])


def quantize(values: Any, name: str) -> np.ndarray[Any, Any]:
    """Round arbitrary float values (e.g. float64 test data) into the numpy form of float type `name`."""
    return to_dtype(np.asarray(values, dtype=np.float64), name)


def type_of(array: np.ndarray[Any, Any]) -> str:
    """The element type name of a numpy array (float32 reads as f32, never bf16)."""
    return _TYPE_OF_DTYPE[array.dtype]


# -- ops as scalar functions -------------------------------------------------------------------------------


def _max(a: Scalar, b: Scalar, nan_mode: str) -> Scalar:
    """apply_max_s: `a >= b ? a : b` (the first operand on a tie, so max(-0.0, +0.0) = -0.0)."""
    if isinstance(a, float) and (math.isnan(a) or math.isnan(b)):
        return _nan_choice(a, b, nan_mode)
    return a if a >= b else b  # noqa: FURB136 - the spec's form, ties included


def _min(a: Scalar, b: Scalar, nan_mode: str) -> Scalar:
    """apply_min_s: `a < b ? a : b` (the second operand on a tie)."""
    if isinstance(a, float) and (math.isnan(a) or math.isnan(b)):
        return _nan_choice(a, b, nan_mode)
    return a if a < b else b  # noqa: FURB136 - the spec's form, ties included


def _nan_choice(a: float, b: float, nan_mode: str) -> float:
    """PROPAGATE returns NaN; IGNORE returns the other operand (NaN only if both are)."""
    if nan_mode == "PROPAGATE":
        return math.nan
    return b if math.isnan(a) else a


def _nan_mode(ctx: _Ctx) -> str:
    return str(ctx.attrs.get("nan_mode", "PROPAGATE"))


def _intdiv(ctx: _Ctx, a: int, b: int) -> int:
    del ctx
    if b == 0:
        return 0  # unpredictable in the spec; see docs/semantics.md
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _mul(ctx: _Ctx, a: Scalar, b: Scalar) -> Scalar:
    shift = int(ctx.attrs.get("shift", 0))
    product = a * b
    if isinstance(product, int) and shift > 0:
        product = (product + (1 << (shift - 1))) >> shift
    return product


def _negate(ctx: _Ctx, x: Scalar) -> Scalar:
    if isinstance(x, float):
        return -x
    in_zp, out_zp = int(ctx.attrs.get("input1_zp", 0)), int(ctx.attrs.get("output_zp", 0))
    return _saturate((in_zp - x) + out_zp, ctx.input_type)


def _abs(ctx: _Ctx, x: Scalar) -> Scalar:
    del ctx
    return abs(x)


def _clamp(ctx: _Ctx, x: Scalar) -> Scalar:
    mode = _nan_mode(ctx)
    return _min(_max(x, ctx.attrs["min_val"], mode), ctx.attrs["max_val"], mode)


def _unsigned_amount(ctx: _Ctx, b: int) -> int:
    return b % (1 << _width(ctx.input_type))


def _logical_left_shift(ctx: _Ctx, a: int, b: int) -> int:
    amount = _unsigned_amount(ctx, b)
    return a << amount if amount < _width(ctx.input_type) else 0


def _logical_right_shift(ctx: _Ctx, a: int, b: int) -> int:
    amount = _unsigned_amount(ctx, b)
    width = _width(ctx.input_type)
    return (a % (1 << width)) >> amount if amount < width else 0


def _arithmetic_right_shift(ctx: _Ctx, a: int, b: int) -> int:
    """floor(a / 2^b), or with `round` floor(a / 2^b + 1/2); amounts are unsigned, any size."""
    amount = min(_unsigned_amount(ctx, b), _width(ctx.input_type))  # larger amounts give the same result
    if not ctx.attrs.get("round", False):
        return a >> amount
    return (a + (1 << (amount - 1))) >> amount if amount > 0 else a


def _clz(ctx: _Ctx, x: int) -> int:
    width = _width(ctx.input_type)
    return width - (x % (1 << width)).bit_length()


def _bitwise_not(ctx: _Ctx, x: int) -> int:
    return 1 - x if ctx.input_type == "i1" else ~x


def _cast(ctx: _Ctx, x: Scalar) -> Scalar:
    source, target = ctx.input_type, ctx.result_type
    if target == "i1":
        return int(x != 0)  # NaN != 0
    if is_float_type(target):
        return round_int_to_float(x, target) if isinstance(x, int) else x
    if isinstance(x, float) and is_float_type(source):
        return _float_to_int(x, target)
    return x  # int -> int wraps in to_dtype


def _float_to_int(x: float, target: str) -> int:
    """Round to nearest even and saturate; NaN becomes the minimum integer."""
    low, high = _int_range(target)
    if math.isnan(x):
        return low
    if math.isinf(x):
        return high if x > 0 else low
    return min(max(round(x), low), high)


def _float_fn(fn: Callable[..., Any]) -> Callable[..., float]:
    """A float op computed in float64 (rounded once by `to_dtype`), errors giving inf/NaN as IEEE does."""

    def apply(ctx: _Ctx, *xs: float) -> float:
        del ctx
        with np.errstate(all="ignore"):
            return float(fn(*(np.float64(x) for x in xs)))

    return apply


def _binary(fn: Callable[[Any, Any], Any]) -> Callable[..., Scalar]:
    return lambda ctx, a, b: fn(a, b)


def _nan_binary(fn: Callable[[Scalar, Scalar, str], Scalar]) -> Callable[..., Scalar]:
    return lambda ctx, a, b: fn(a, b, _nan_mode(ctx))


def _pow(x: float, y: float) -> float:
    """C99 `pow` (as libm's powf computes it): numpy's float64 power gets `pow(-inf, 0.5)` wrong (NaN)."""
    try:
        return math.pow(x, y)
    except OverflowError:
        return math.copysign(math.inf, x) if _is_odd_integer(y) else math.inf
    except ValueError:  # 0 to a negative power, or a negative base to a non-integer power
        if x == 0.0:
            return math.copysign(math.inf, x) if _is_odd_integer(y) else math.inf
        return math.nan


def _is_odd_integer(y: float) -> bool:
    return math.isfinite(y) and y == math.floor(y) and math.fmod(y, 2.0) != 0.0


def _sigmoid(x: np.float64) -> np.float64:
    return 1.0 / (1.0 + np.exp(-x))


_OPS: dict[str, Callable[..., Scalar]] = {
    "abs": _abs,
    "add": _binary(lambda a, b: a + b),
    "sub": _binary(lambda a, b: a - b),
    "mul": _mul,
    "intdiv": _intdiv,
    "negate": _negate,
    "maximum": _nan_binary(_max),
    "minimum": _nan_binary(_min),
    "clamp": _clamp,
    "equal": _binary(lambda a, b: int(a == b)),
    "greater": _binary(lambda a, b: int(a > b)),
    "greater_equal": _binary(lambda a, b: int(a >= b)),
    "select": lambda ctx, c, a, b: a if c else b,
    "cast": _cast,
    "bitwise_and": _binary(lambda a, b: a & b),
    "bitwise_or": _binary(lambda a, b: a | b),
    "bitwise_xor": _binary(lambda a, b: a ^ b),
    "bitwise_not": _bitwise_not,
    "logical_and": _binary(lambda a, b: a & b),
    "logical_or": _binary(lambda a, b: a | b),
    "logical_xor": _binary(lambda a, b: a ^ b),
    "logical_not": lambda ctx, x: 1 - x,
    "logical_left_shift": _logical_left_shift,
    "logical_right_shift": _logical_right_shift,
    "arithmetic_right_shift": _arithmetic_right_shift,
    "clz": _clz,
    "ceil": _float_fn(np.ceil),
    "floor": _float_fn(np.floor),
    "exp": _float_fn(np.exp),
    "log": _float_fn(np.log),
    "sin": _float_fn(np.sin),
    "cos": _float_fn(np.cos),
    "tanh": _float_fn(np.tanh),
    "erf": _float_fn(math.erf),
    "rsqrt": _float_fn(lambda x: 1.0 / np.sqrt(x)),
    "sigmoid": _float_fn(_sigmoid),
    "reciprocal": _float_fn(lambda x: 1.0 / x),
    "pow": lambda ctx, x, y: _pow(x, y),
}

OPS: tuple[str, ...] = tuple(f"tosa.{name}" for name in _OPS)
_OPS_BY_NAME = frozenset(OPS)


def evaluate(
    op_name: str,
    inputs: Sequence[np.ndarray[Any, Any]],
    attrs: Attrs,
    result_dtype: str,
    *,
    input_types: Sequence[str] | None = None,
) -> np.ndarray[Any, Any]:
    """Evaluate one TOSA element-wise op on numpy arrays with TOSA semantics.

    Args:
        op_name: "tosa.add" or "add".
        inputs: the broadcast operands; shapes broadcast like TOSA (size 1 against N, also against 0), and
            lower ranks are expanded on the left (legacy TOSA).
        attrs: `shift` (mul), `input1_zp`/`output_zp` (negate), `min_val`/`max_val` (clamp), `nan_mode`,
            `round` (arithmetic_right_shift); missing ones take TOSA's defaults.
        result_dtype: element type name of the result ("f32", "bf16", "i1", ...).
        input_types: element type names of the inputs when the dtype does not say (bf16 is float32).

    Raises:
        KeyError: an op that is not element-wise.
        ValueError: shapes that do not broadcast.
    """
    name = op_name.removeprefix("tosa.")
    fn = _OPS[name]
    types = list(input_types) if input_types is not None else [type_of(a) for a in inputs]
    value_type = types[1] if name == "select" else types[0]
    ctx = _Ctx(attrs, value_type, result_dtype)
    arrays = np.broadcast_arrays(*(_as_python(a, t) for a, t in zip(inputs, types, strict=True)))
    shape = arrays[0].shape if arrays else ()
    flat = [fn(ctx, *xs) for xs in zip(*(a.reshape(-1) for a in arrays), strict=True)]
    return to_dtype(np.array(flat, dtype=object).reshape(shape), result_dtype)


def _as_python(array: np.ndarray[Any, Any], name: str) -> np.ndarray[Any, Any]:
    """An object array of exact Python scalars: ints for integer types (i1 as 0/1), floats otherwise."""
    if is_float_type(name):
        return np.asarray(array, dtype=np.float64).astype(object)
    return np.asarray(array).astype(np.int64).astype(object)


# -- whole functions ---------------------------------------------------------------------------------------


def evaluate_function(
    func_op: ir.Operation | ir.OpView,
    args: Sequence[np.ndarray[Any, Any]],
    *,
    trace: dict[ir.Value, np.ndarray[Any, Any]] | None = None,
) -> list[np.ndarray[Any, Any]]:
    """Run a `func.func` of TOSA ops on arrays: element-wise ops here, the others by `reference_programs`.

    Arguments and results use this module's numpy forms (bf16 as float32 values; an `ml_dtypes.bfloat16`
    argument, as `tosabcast.compile`'s functions take, is widened to that form: computed on as it is, numpy
    would sum a matmul in bf16). Extra operands (mul's shift, negate's zero points) must be constants, as for
    the lowering. `trace`, when given, receives the array of every value (arguments and op results), which
    `tosabcast.runtime.tolerance` reads.

    Raises:
        NotImplementedError: an op this reference does not evaluate.
    """
    from tosabcast.lowering import scalar
    from tosabcast.runtime import reference_programs

    block = func_op.operation.regions[0].blocks[0]
    values: dict[ir.Value, Any] = trace if trace is not None else {}
    args = [np.asarray(a) for a in args]
    args = [a.astype(np.float32) if a.dtype.name == "bfloat16" else a for a in args]
    values.update(zip(block.arguments, args, strict=True))
    blobs: dict[str, bytes] | None = None
    for op in block.operations:
        op = op.operation
        if op.name == "func.return":
            return [values[v] for v in op.operands]
        if _tensor_constant(op) and str(constant_attribute(op)).startswith("dense_resource<"):
            if blobs is None:
                blobs = reference_programs.resource_blobs(reference_programs.module_of(op))
            values[op.results[0]] = reference_programs.resource_constant(op, blobs)
        elif op.name == "tosa.const_shape" or _tensor_constant(op):
            values[op.results[0]] = _constant_array(op)
        elif op.name == "tosa.reshape":
            values[op.results[0]] = np.reshape(values[op.operands[0]], tuple(values[op.operands[1]]))
        elif op.name in scalar.SUPPORTED_TYPES or op.name in _OPS_BY_NAME:
            values[op.results[0]] = _evaluate_op(op, values, scalar.semantic_attrs(op))
        else:
            values[op.results[0]] = reference_programs.evaluate_op(op, values)
    raise NotImplementedError("reference: function without func.return")


def _evaluate_op(op: ir.Operation, values: Mapping[ir.Value, Any], attrs: Attrs) -> np.ndarray[Any, Any]:
    from tosabcast.ir.bridge import broadcast_operands, element_type

    operands = broadcast_operands(op)
    return evaluate(
        op.name,
        [values[v] for v in operands],
        attrs,
        str(element_type(op.results[0].type)),
        input_types=[str(element_type(v.type)) for v in operands],
    )


def _tensor_constant(op: ir.Operation) -> bool:
    """Whether `op` is a `tosa.const` or an `arith.constant` of a tensor (torch-mlir writes some index tables,
    bilinear upsampling's and GroupNorm's, as the latter)."""
    return op.name == "tosa.const" or (
        op.name == "arith.constant" and isinstance(op.results[0].type, ir.RankedTensorType)
    )


def _constant_array(op: ir.Operation) -> np.ndarray[Any, Any]:
    """The value of a tosa.const or a tensor arith.constant (in this module's numpy form) or of a
    tosa.const_shape (int64)."""
    attr = constant_attribute(op)
    if not isinstance(attr, ir.DenseElementsAttr):
        raise NotImplementedError(f"reference: cannot read the constant {str(attr)[:80]}")
    shape = tuple(ir.ShapedType(attr.type).shape)
    if op.name == "tosa.const_shape" or isinstance(attr, ir.DenseIntElementsAttr):
        name = "i64" if op.name == "tosa.const_shape" else str(ir.ShapedType(attr.type).element_type)
        flat: list[Scalar] = [int(v) for v in attr] if not attr.is_splat else [int(attr.get_splat_value().value)]
    elif attr.is_splat:
        name = str(ir.ShapedType(attr.type).element_type)
        flat = [ir.FloatAttr(attr.get_splat_value()).value]
    else:
        name = str(ir.ShapedType(attr.type).element_type)
        try:
            flat = np.asarray(attr, dtype=np.float64).reshape(-1).tolist()
        except TypeError:  # the bindings cannot read bf16 elements: read their printed form
            flat = _printed_bf16(attr) if name == "bf16" else None
            if flat is None or len(flat) != math.prod(shape):
                raise NotImplementedError(f"reference: cannot read a non-splat {name} tosa.const") from None
    if len(flat) == 1:
        flat = flat * math.prod(shape)
    return to_dtype(np.array(flat, dtype=object).reshape(shape), name)


def bf16_from_bits(words: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """bf16 bit patterns (16-bit words) as this module's bf16 form: float32, the bits its high half."""
    return (np.asarray(words).astype(np.uint32) << 16).view(np.float32)


_PRINTED = re.compile(r"0x[0-9A-Fa-f]+|[-+]?(?:inf|nan|\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)")


def _printed_bf16(attr: ir.Attribute) -> list[Scalar] | None:
    """The elements of a dense bf16 attribute, from its text: `dense<"0x...">` (the raw little-endian 16-bit
    words) or `dense<[1.5, 0x7FC0, ...]>` (decimals, hex bit patterns for NaN and inf); None otherwise."""
    match = re.fullmatch(r"dense<(.*)> : tensor<[^>]*>", str(attr), re.DOTALL)
    if match is None:
        return None
    body = match.group(1)
    if body.startswith('"0x'):
        return bf16_from_bits(np.frombuffer(bytes.fromhex(body[3:-1]), dtype="<u2")).astype(np.float64).tolist()
    # decimals (rounded to bf16 by the caller, as printed digits need not be exact) and hex bit patterns
    return [float(bf16_from_bits(int(t, 16))) if t.startswith("0x") else float(t) for t in _PRINTED.findall(body)]


# -- comparing results -------------------------------------------------------------------------------------


def compare(actual: np.ndarray[Any, Any], expected: np.ndarray[Any, Any], result_type: str, op_name: str = "") -> str:
    """Describe how `actual` differs from the reference `expected`; '' when they match.

    Integers and booleans must be equal. Floats must be bitwise equal up to NaN payloads (so -0.0 differs from
    +0.0), except for the ops in ULP_TOLERANCE, which may be that many units in the last place apart.
    """
    if actual.shape != expected.shape:
        return f"shape {actual.shape} != expected {expected.shape}"
    if not is_float_type(result_type):
        bad = np.asarray(actual != expected)
    else:
        bad = float_mismatch(actual, expected, result_type, ULP_TOLERANCE.get(op_name, 0))
    if not bad.any():
        return ""
    where = np.argwhere(bad)[:5]
    shown = ", ".join(f"{tuple(int(i) for i in w)}: {actual[tuple(w)]!r} != {expected[tuple(w)]!r}" for w in where)
    return f"{int(bad.sum())} of {bad.size} elements differ ({shown})"


def float_mismatch(
    actual: np.ndarray[Any, Any], expected: np.ndarray[Any, Any], name: str, ulps: int
) -> np.ndarray[Any, Any]:
    """Where `actual` is more than `ulps` ulps of float type `name` from `expected` (NaN matches NaN only)."""
    a_nan, e_nan = np.isnan(actual), np.isnan(expected)
    a_bits, e_bits = _bits(actual, name), _bits(expected, name)
    if ulps == 0:
        differ = a_bits != e_bits
    else:
        differ = ulp_distance(actual, expected, name) > ulps
    return np.where(a_nan | e_nan, a_nan != e_nan, differ)


def ulp_distance(actual: np.ndarray[Any, Any], expected: np.ndarray[Any, Any], name: str) -> np.ndarray[Any, Any]:
    """Elementwise distance in units in the last place of float type `name` (0 between -0.0 and +0.0).

    Infinities count as one ulp past the largest finite value; meaningless where either side is NaN.
    """
    return np.abs(_ordered(_bits(actual, name), name) - _ordered(_bits(expected, name), name))


def _bits(array: np.ndarray[Any, Any], name: str) -> np.ndarray[Any, Any]:
    if name == "f64":
        return np.asarray(array, dtype=np.float64).view(np.int64)
    if name == "f16":
        return np.asarray(array, dtype=np.float16).view(np.uint16).astype(np.int64)
    bits = np.asarray(array, dtype=np.float32).view(np.uint32).astype(np.int64)
    return bits >> 16 if name == "bf16" else bits


def _ordered(bits: np.ndarray[Any, Any], name: str) -> np.ndarray[Any, Any]:
    """Map float bit patterns to integers in value order, both zeros to 0: ulp distance is a difference."""
    if name == "f64":  # signed int64 bits; in float64 so that far-apart values cannot overflow the difference
        return np.where(bits < 0, -(bits & np.int64(0x7FFFFFFFFFFFFFFF)).astype(np.float64), bits.astype(np.float64))
    sign = 1 << (_width(name) - 1)
    return np.where(bits & sign, -(bits & (sign - 1)), bits)
