"""Scalar bodies of the TOSA element-wise ops: the arith/math code inside a linalg.generic, with TOSA semantics.

The lowering pass builds the loop structure; for each op it calls `check(op)` before rewriting anything, which
returns the op's `Body` (its emitter and semantic attributes, read once), and `Body.emit(args,
result_element_type)` inside the linalg.generic body, which returns the scalar result. A `Checker` caches
bodies for one pass run: ops with equal names, types, attributes and constant operands share one. The ops
are built with `tosabcast.lowering.build`, which makes the same IR as `mlir.dialects` at a third of the cost.

Every choice the TOSA specification leaves "unpredictable" is defined here and documented in docs/semantics.md:
no emitted op can trap (integer division is guarded) or produce LLVM poison (shift amounts are clamped, float to
int conversions are range-checked before `fptosi`). Integers are signless in MLIR and signed in TOSA.

f16 and bf16 operands are extended to f32 (exactly), the op is computed in f32 and the result rounded once to
nearest even. That is the correctly rounded result for the arithmetic ops and needs nothing from LLVM's
half-precision support: bf16 is extended and rounded with integer ops, so no `__truncsfbf2` call is emitted
(the JIT cannot resolve it).
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from math import isnan

from mlir import ir

from tosabcast.ir.bridge import broadcast_operands, constant_numbers, defined_by_constant, element_type
from tosabcast.lowering import approx, build
from tosabcast.lowering.build import arith, bit_width, math

FLOAT_TYPES = ("f32", "f16", "bf16", "f64")
INT_TYPES = ("i8", "i16", "i32", "i64")
BOOL_TYPES = ("i1",)
ALL_TYPES = FLOAT_TYPES + INT_TYPES + BOOL_TYPES
NUMBER_TYPES = FLOAT_TYPES + INT_TYPES

_FLOAT_UNARY = ("ceil", "cos", "erf", "exp", "floor", "log", "reciprocal", "rsqrt", "sigmoid", "sin", "tanh")
_LOGICAL = ("logical_and", "logical_not", "logical_or", "logical_xor")
_BITWISE = ("bitwise_and", "bitwise_not", "bitwise_or", "bitwise_xor")
_SHIFTS = ("arithmetic_right_shift", "logical_left_shift", "logical_right_shift")

# Element type of the first broadcast operand (for select: of the values) -> supported, per op.
SUPPORTED_TYPES: dict[str, tuple[str, ...]] = {
    **{f"tosa.{n}": FLOAT_TYPES for n in (*_FLOAT_UNARY, "pow")},
    **{f"tosa.{n}": NUMBER_TYPES for n in ("abs", "add", "clamp", "maximum", "minimum", "mul", "negate", "sub")},
    **{f"tosa.{n}": NUMBER_TYPES for n in ("greater", "greater_equal")},
    **{f"tosa.{n}": INT_TYPES + BOOL_TYPES for n in _BITWISE},
    **{f"tosa.{n}": INT_TYPES for n in (*_SHIFTS, "clz")},
    "tosa.intdiv": ("i32", "i64"),
    **{f"tosa.{n}": BOOL_TYPES for n in _LOGICAL},
    "tosa.equal": ALL_TYPES,
    "tosa.select": ALL_TYPES,
    "tosa.cast": ALL_TYPES,
}

_MUL_MAX_SHIFT = 63
_F32_SIGNIFICAND = 24
_NAN_MODES = ("PROPAGATE", "IGNORE")


class Unsupported(Exception):
    """An op the lowering cannot handle; `str(e)` is a located-error message like `'tosa.mul' op ...`."""


Attrs = Mapping[str, int | float | str | bool]


@dataclass(frozen=True)
class Body:
    """What the scalar code of an op depends on besides its operands: its name and `semantic_attrs`.

    A body is for the operand and result element types of the op(s) it was read from (`widen` depends on
    them, and `Checker` keys bodies by type): `emit` builds the code once with the emitters below, records
    the ops (`tosabcast.lowering.build.record`), and replays them on later calls: the same IR with no Python logic
    per op. Code that cannot be replayed (an op with a region, say) is built by the emitters every time.
    """

    name: str
    attrs: Attrs
    widen: bool  # f16/bf16 operands: computed in f32 and rounded once
    # [] before the first recording, [recipe] once recorded, [None] if the code cannot be replayed
    _recipe: list[build.Recipe | None] = field(default_factory=list, init=False, repr=False, compare=False)

    @staticmethod
    def of(op: ir.Operation | ir.OpView) -> Body:
        """Read the body of `op` (raises Unsupported for unreadable attributes, like `check`)."""
        op = op.operation
        values = broadcast_operands(op)[1 if op.name == "tosa.select" else 0 :]
        widen = op.name != "tosa.cast" and any(_is_half(element_type(v.type)) for v in values)
        attrs = semantic_attrs(op)
        if op.name == "tosa.pow":
            attrs |= _known_exponent(op)
        return Body(op.name, attrs, widen)

    def emit(
        self,
        args: Sequence[ir.Value],
        result_element_type: ir.Type,
        *,
        loc: ir.Location | None = None,
        constants: Callable[[build.Recipe, int], ir.Value] | None = None,
    ) -> ir.Value:
        """Build the scalar computation at the current insertion point; return its result.

        Args:
            args: one scalar per broadcast operand (`ir_shapes.broadcast_operands(op)`), of their element types.
            result_element_type: element type of the op's result.
            loc: the location of the ops (default: the current one).
            constants: where a replay takes its constants from (`build.Recipe.replay`); default: built inline.
        """
        recipe = self._recipe[0] if self._recipe else None
        if recipe is not None:
            return recipe.replay(args, loc, constants)
        token = _CONSTANTS.set({})
        try:
            with contextlib.nullcontext() if loc is None else loc:
                return self._build(list(args), result_element_type)
        finally:
            _CONSTANTS.reset(token)

    def _build(self, args: list[ir.Value], result_element_type: ir.Type) -> ir.Value:
        """Run the emitters; record their ops the first time (with distinct args: else which one an op reads
        is ambiguous)."""
        if self._recipe or len(set(args)) < len(args):
            return _emit(self, args, result_element_type)
        value, recipe = build.record(lambda: _emit(self, args, result_element_type), args)
        self._recipe.append(recipe)
        return value


class Checker:
    """`check` with a cache for one pass run: ops equal in everything `check` reads share one `Body`.

    The key is the op name, result and broadcast operand types, the other operands (constants), the
    semantic attributes and pow's known exponent: MLIR objects, so a checker must not outlive the module it checks.
    """

    def __init__(self) -> None:
        self._bodies: dict[tuple[Hashable, ...], Body] = {}

    def check(self, op: ir.Operation, types: Sequence[Hashable], constants: Sequence[ir.Value]) -> Body:
        """Return `check(op)`, computed once per distinct key.

        Args:
            op: the op.
            types: its result's type, then its broadcast operands' types: `ir.Type`s, or objects equal exactly
                when the types are (`symbolic_dims.TensorType`: each `ir.Type` read or hash goes through
                the bindings). constants: its other operands.
        """
        name = op.name
        key = (name, *types, *constants)
        semantic = _SEMANTIC_ATTRIBUTES.get(name)
        if semantic:
            attributes = op.attributes
            key += tuple(attributes.get(attr) for attr in semantic)
        if name == "tosa.pow":
            key += (_known_exponent(op).get("exponent"),)
        body = self._bodies.get(key)
        if body is None:
            body = self._bodies[key] = check(op)
        return body


# --------------------------------------------------------------------------------------------------------------
# check


def check(op: ir.Operation | ir.OpView) -> Body:
    """Return the body of `op`; raise Unsupported if it cannot be lowered (types, extra operands, attributes)."""
    op = op.operation
    name = op.name
    if name not in SUPPORTED_TYPES:
        raise Unsupported(f"'{name}' op is not a supported element-wise op")
    first_value = 1 if name == "tosa.select" else 0
    element = element_type(op.operands[first_value].type)
    if str(element) not in SUPPORTED_TYPES[name]:
        raise Unsupported(f"'{name}' op element type {element} is not supported")
    _check_operand_types(op, first_value, element)
    result = element_type(op.results[0].type)
    if str(result) not in _expected_result_types(name, element):
        raise Unsupported(f"'{name}' op result element type {result} is not supported for operand type {element}")
    body = Body.of(op)
    shift = int(body.attrs.get("shift", 0))
    if shift != 0 and not _is_int(element):
        raise Unsupported(f"'tosa.mul' op shift must be 0 for element type {element}, got {shift}")
    if not 0 <= shift <= _MUL_MAX_SHIFT:
        raise Unsupported(f"'tosa.mul' op shift must be in [0, {_MUL_MAX_SHIFT}], got {shift}")
    return body


def _check_operand_types(op: ir.Operation, first_value: int, element: ir.Type) -> None:
    """The broadcast operands share one element type; select's condition is i1 (unverified legacy IR)."""
    for index, value in enumerate(broadcast_operands(op)):
        want = "i1" if index < first_value else str(element)
        have = element_type(value.type)
        if str(have) != want:
            raise Unsupported(f"'{op.name}' op operand #{index} has element type {have}, expected {want}")


def _expected_result_types(name: str, element: ir.Type) -> tuple[str, ...]:
    if name == "tosa.cast":
        return ALL_TYPES
    if name in ("tosa.equal", "tosa.greater", "tosa.greater_equal"):
        return BOOL_TYPES
    if name == "tosa.mul" and _is_int(element):
        return tuple(t for t in INT_TYPES if int(t[1:]) >= bit_width(element))
    return (str(element),)


# --------------------------------------------------------------------------------------------------------------
# reading attributes and constant operands


def _constant_values(op: ir.Operation, index: int, what: str) -> list[int | float]:
    """Read operand #index of `op` from its defining `tosa.const`/`arith.constant`; raise if it is not one."""
    if not defined_by_constant(op.operands[index]):
        raise Unsupported(f"'{op.name}' op {what} must be a constant")
    values = constant_numbers(op.operands[index])
    if values is None:
        raise Unsupported(f"'{op.name}' op {what} must be a dense integer or splat constant")
    return values


_POW_SHORTCUTS = (0.0, 1.0, 2.0, 0.5, -1.0, 3.0)
"""Constant exponents for which `tosa.pow` has a shortcut (`_pow`): correctly rounded, or for 3 (GELU's tanh
approximation, `x ** 3`) within an ulp and nearly always so."""


def _known_exponent(op: ir.Operation) -> dict[str, float]:
    """`{"exponent": y}` if the exponent of a `tosa.pow` is a splat constant y of `_POW_SHORTCUTS`, else {}.

    torch-mlir writes `x ** 2` and `torch.sqrt` (in hand-written normalizations) as `tosa.pow` of a constant;
    stock LLVM turns `pow(x, 2.0)` of a constant it can see into `x * x`, so must we."""
    values = constant_numbers(op.operands[1])
    if values is None or len(values) != 1 or float(values[0]) not in _POW_SHORTCUTS:
        return {}
    return {"exponent": float(values[0])}


def _float_operands(op: ir.Operation) -> bool:
    return not _is_int(element_type(op.operands[0].type))


def _mul_shift(op: ir.Operation) -> int:
    if _float_operands(op) and not defined_by_constant(op.operands[2]):
        return 0  # not read: a float product has no shift (the spec requires 0), as in stock tosa-to-linalg
    values = _constant_values(op, 2, "shift")
    if len(values) != 1:
        raise Unsupported(f"'tosa.mul' op shift must have 1 element, got {len(values)}")
    return int(values[0])


def _negate_zero_points(op: ir.Operation) -> tuple[int | float, int | float]:
    if _float_operands(op) and not all(defined_by_constant(v) for v in list(op.operands)[1:3]):
        return 0.0, 0.0  # not read: float negation has no zero point (the spec requires 0), as in stock
    zps = []
    for index, what in ((1, "input1_zp"), (2, "output_zp")):
        values = _constant_values(op, index, what)
        if len(values) != 1:
            raise Unsupported(f"'tosa.negate' op {what} must have 1 element, got {len(values)}")
        zps.append(values[0])
    element = element_type(op.operands[0].type)
    if not _is_int(element) and any(zp != 0 for zp in zps):
        raise Unsupported(f"'tosa.negate' op zero points must be 0 for element type {element}")
    return zps[0], zps[1]


def _nan_mode(op: ir.Operation) -> str:
    if "nan_mode" not in op.attributes:
        return "PROPAGATE"
    attr = op.attributes["nan_mode"]
    text = attr.value if isinstance(attr, ir.StringAttr) else str(attr)  # `#tosa.nan_mode<IGNORE>` in MLIR 22
    mode = text.removeprefix("#tosa.nan_mode<").removesuffix(">")
    if mode not in _NAN_MODES:
        raise Unsupported(f"'{op.name}' op nan_mode must be PROPAGATE or IGNORE, got '{mode}'")
    return mode


def _round(op: ir.Operation) -> bool:
    if "round" not in op.attributes:
        return False
    return ir.BoolAttr(op.attributes["round"]).value


def _clamp_bound(op: ir.Operation, attr_name: str) -> int | float:
    if attr_name not in op.attributes:
        raise Unsupported(f"'tosa.clamp' op requires attribute '{attr_name}'")
    attr = op.attributes[attr_name]
    if isinstance(attr, ir.FloatAttr) and _is_float(element_type(op.operands[0].type)):
        return attr.value
    if isinstance(attr, ir.IntegerAttr) and _is_int(element_type(op.operands[0].type)):
        return attr.value
    raise Unsupported(f"'tosa.clamp' op {attr_name} {attr} does not match the element type")


_SEMANTIC_ATTRIBUTES = {
    "tosa.maximum": ("nan_mode",),
    "tosa.minimum": ("nan_mode",),
    "tosa.clamp": ("nan_mode", "min_val", "max_val"),
    "tosa.arithmetic_right_shift": ("round",),
}
"""The attributes `semantic_attrs` reads, by op name."""


def semantic_attrs(op: ir.Operation | ir.OpView) -> dict[str, int | float | str | bool]:
    """Return what defines `op`'s result besides its broadcast operands, as Python values (for the reference).

    Keys: `shift` (mul), `input1_zp`/`output_zp` (negate), `min_val`/`max_val` (clamp), `nan_mode` (maximum,
    minimum, clamp), `round` (arithmetic_right_shift). Raises Unsupported like `check`.
    """
    op = op.operation
    attrs: dict[str, int | float | str | bool] = {}
    if op.name in ("tosa.maximum", "tosa.minimum", "tosa.clamp"):
        attrs["nan_mode"] = _nan_mode(op)
    if op.name == "tosa.clamp":
        attrs["min_val"] = _clamp_bound(op, "min_val")
        attrs["max_val"] = _clamp_bound(op, "max_val")
    if op.name == "tosa.mul":
        attrs["shift"] = _mul_shift(op)
    if op.name == "tosa.negate":
        attrs["input1_zp"], attrs["output_zp"] = _negate_zero_points(op)
    if op.name == "tosa.arithmetic_right_shift":
        attrs["round"] = _round(op)
    return attrs


# --------------------------------------------------------------------------------------------------------------
# emit


def emit(op: ir.Operation | ir.OpView, args: Sequence[ir.Value], result_element_type: ir.Type) -> ir.Value:
    """Build the scalar computation of `op` (a TOSA element-wise op that passed `check`): `Body.of(op).emit`."""
    return Body.of(op).emit(args, result_element_type)


def _emit(body: Body, args: list[ir.Value], result: ir.Type) -> ir.Value:
    emitter = _EMITTERS[body.name]
    if not body.widen:
        return emitter(body.attrs, args, result)
    if body.name in _CHOOSING:
        return _choose_half(body, args)
    wide_args = [_to_f32(a) if _is_half(a.type) else a for a in args]
    wide_result = ir.F32Type.get() if _is_half(result) else result
    return _round_from_f32(emitter(body.attrs, wide_args, wide_result), result)


def _to_f32(x: ir.Value) -> ir.Value:
    """Extend an f16/bf16 scalar to f32 exactly (bf16 by moving its bits: no LLVM bf16 support needed)."""
    if isinstance(x.type, ir.BF16Type):
        i16, i32 = ir.IntegerType.get_signless(16), ir.IntegerType.get_signless(32)
        bits = arith.extui(i32, arith.bitcast(i16, x))
        return arith.bitcast(ir.F32Type.get(), arith.shli(bits, _const(i32, 16)))
    return x if isinstance(x.type, ir.F32Type) else arith.extf(ir.F32Type.get(), x)


def _round_from_f32(x: ir.Value, to: ir.Type) -> ir.Value:
    """Round an f32 scalar to f32/f16/bf16, to nearest even (bf16 in integer ops: no `__truncsfbf2` call)."""
    if isinstance(to, ir.F32Type) or not _is_float(to):
        return x
    if not isinstance(to, ir.BF16Type):
        return arith.truncf(to, x)
    i16, i32 = ir.IntegerType.get_signless(16), ir.IntegerType.get_signless(32)
    bits = arith.bitcast(i32, x)
    kept_lsb = arith.andi(arith.shrui(bits, _const(i32, 16)), _const(i32, 1))
    rounded = arith.addi(bits, arith.addi(kept_lsb, _const(i32, 0x7FFF)))  # a carry may reach inf: correct
    quiet_nan = arith.ori(bits, _const(i32, 0x400000))  # keep a NaN's sign, make sure it stays a NaN
    is_nan = arith.cmpf(arith.CmpFPredicate.UNO, x, x)
    chosen = arith.select(is_nan, quiet_nan, rounded)
    return arith.bitcast(to, arith.trunci(i16, arith.shrui(chosen, _const(i32, 16))))


Emitter = Callable[[Attrs, list[ir.Value], ir.Type], ir.Value]


def _by_kind(on_float: Callable[..., ir.Value], on_int: Callable[..., ir.Value]) -> Emitter:
    """An emitter applying `on_float(*args)` or `on_int(*args)` depending on the operand type."""

    def emit_one(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
        del attrs, result
        return on_float(*args) if _is_float(args[0].type) else on_int(*args)

    return emit_one


def _plain(fn: Callable[..., ir.Value]) -> Emitter:
    """An emitter applying `fn(*args)` whatever the operand type."""
    return _by_kind(fn, fn)


def _reciprocal(x: ir.Value) -> ir.Value:
    return arith.divf(_const(x.type, 1.0), x)


def _pow(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    """pow(x, y); for a known exponent (`_known_exponent`) the shortcut, correctly rounded as a correctly rounded
    pow is, C99's special values included: y = 0: 1 (NaN too); 1: x; 2: x * x; -1: 1 / x; 0.5: sqrt(x) + 0
    (pow(-0, 0.5) = +0 where sqrt(-0) = -0), and +inf for x = -inf (sqrt: NaN). For f16/bf16 (computed in f32,
    rounded once) the f32 square is exact and sqrt and 1 / x round innocuously twice (24 >= 2 * 11 + 2 bits).
    y = 3: `_cube`, within an ulp of the correctly rounded cube, C99's values at +-0, +-inf, NaN."""
    del result
    x = args[0]
    exponent = attrs.get("exponent")
    if exponent is None:
        return math.powf(*args)
    if exponent == 0.0:
        return _const(x.type, 1.0)
    if exponent == 1.0:
        return x
    if exponent == 2.0:
        return arith.mulf(x, x)
    if exponent == -1.0:
        return _reciprocal(x)
    if exponent == 3.0:
        return _cube(x)
    root = arith.addf(math.sqrt(x), _const(x.type, 0.0))
    minus_inf = arith.cmpf(arith.CmpFPredicate.OEQ, x, _const(x.type, float("-inf")))
    return arith.select(minus_inf, _const(x.type, float("inf")), root)


def _cube(x: ir.Value) -> ir.Value:
    """x^3 as `fma(h, x, l * x)`, h + l = x^2 exactly (l = fma(x, x, -h)): the product h x rounded once with the
    small l x added, so within an ulp of the correctly rounded cube and nearly always equal to it (the general
    pow: 50-odd f64 operations per element). Where l x is not finite, x^2 overflowed (l = -inf) or x^3 exceeds
    the largest float 2^24-fold (x = 1e18 in f32: l x = -inf, and the sum -inf): there h * x is the cube,
    +-inf; a NaN x gives NaN either way."""
    square = arith.mulf(x, x)
    low = arith.mulf(math.fma(x, x, arith.negf(square)), x)
    cube = math.fma(square, x, low)
    finite = arith.cmpf(arith.CmpFPredicate.OLT, math.absf(low), _const(x.type, float("inf")))
    return arith.select(finite, cube, arith.mulf(square, x))


def _sigmoid(x: ir.Value) -> ir.Value:
    """`1 / (1 + e^-x)` for x >= 0, `e^x / (1 + e^x)` below: e^-|x| cannot overflow, so tiny results stay."""
    one = _const(x.type, 1.0)
    small = approx.exp(arith.negf(math.absf(x)))
    negative = arith.cmpf(arith.CmpFPredicate.OLT, x, _const(x.type, 0.0))
    return arith.divf(arith.select(negative, small, one), arith.addf(one, small))


def _bitwise_not(x: ir.Value) -> ir.Value:
    return arith.xori(x, _const(x.type, -1))


def _cmpf(predicate: arith.CmpFPredicate) -> Callable[[ir.Value, ir.Value], ir.Value]:
    return lambda a, b: arith.cmpf(predicate, a, b)


def _cmpi(predicate: arith.CmpIPredicate) -> Callable[[ir.Value, ir.Value], ir.Value]:
    return lambda a, b: arith.cmpi(predicate, a, b)


def _select(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    del attrs, result
    return arith.select(*args)


# -- maximum / minimum / clamp ----------------------------------------------------------------------------------


def _float_max(a: ir.Value, b: ir.Value, nan_mode: str, *, b_is_number: bool = False) -> ir.Value:
    """TOSA apply_max_s: `a >= b ? a : b`; a NaN wins (PROPAGATE) or loses (IGNORE)."""
    return arith.select(_takes_first(arith.CmpFPredicate.OGE, a, b, nan_mode, b_is_number), a, b)


def _float_min(a: ir.Value, b: ir.Value, nan_mode: str, *, b_is_number: bool = False) -> ir.Value:
    """TOSA apply_min_s: `a < b ? a : b`; a NaN wins (PROPAGATE) or loses (IGNORE)."""
    return arith.select(_takes_first(arith.CmpFPredicate.OLT, a, b, nan_mode, b_is_number), a, b)


_UNORDERED = {arith.CmpFPredicate.OGE: arith.CmpFPredicate.UGE, arith.CmpFPredicate.OLT: arith.CmpFPredicate.ULT}


def _takes_first(
    predicate: arith.CmpFPredicate, a: ir.Value, b: ir.Value, nan_mode: str, b_is_number: bool
) -> ir.Value:
    """Whether apply_max_s/apply_min_s pick `a`: `a <predicate> b` (ordered) or, to settle NaNs, the deciding
    operand is NaN.

    PROPAGATE: a NaN `a` is kept and a NaN `b` is taken by the ordered compare failing.
    IGNORE: a NaN `b` makes us keep `a`, a NaN `a` loses the ordered compare: NaN only if both are.
    With `b` known not to be NaN (a clamp bound) that is one compare: unordered for PROPAGATE, ordered for
    IGNORE (clamp f32 went from 1.14x numpy's time to 0.86x, as fast as upstream's `minimumf`/`maximumf`).
    """
    if b_is_number:
        return arith.cmpf(_UNORDERED[predicate] if nan_mode == "PROPAGATE" else predicate, a, b)
    deciding = a if nan_mode == "PROPAGATE" else b
    is_nan = arith.cmpf(arith.CmpFPredicate.UNO, deciding, deciding)
    return arith.ori(arith.cmpf(predicate, a, b), is_nan)


_CHOOSING = ("tosa.maximum", "tosa.minimum", "tosa.clamp")
"""Ops whose result is one of their operands (or bounds), unchanged: on f16/bf16 they compare in f32 and return
the chosen half value itself (`_choose_half`)."""


def _choose_half(body: Body, args: list[ir.Value]) -> ir.Value:
    """maximum/minimum/clamp of f16/bf16 operands: compared in f32 (exact), the chosen operand returned as is.

    The same result as computing in f32 and rounding (the chosen value is exact in either type), without a
    rounding per element: LLVM vectorizes the f32 select + `truncf` into 2-element vectors on AVX (clamp f16
    took 1.6x upstream's time, which selects on the halves), this into compares and blends.
    """
    nan_mode = str(body.attrs["nan_mode"])
    if body.name == "tosa.clamp":
        (x,) = args
        low, high = body.attrs["min_val"], body.attrs["max_val"]
        y = _pick_half(arith.CmpFPredicate.OGE, x, _const(x.type, low), nan_mode, not isnan(low))
        return _pick_half(arith.CmpFPredicate.OLT, y, _const(x.type, high), nan_mode, not isnan(high))
    predicate = arith.CmpFPredicate.OGE if body.name == "tosa.maximum" else arith.CmpFPredicate.OLT
    return _pick_half(predicate, args[0], args[1], nan_mode, False)


def _pick_half(predicate: arith.CmpFPredicate, a: ir.Value, b: ir.Value, nan_mode: str, b_is_number: bool) -> ir.Value:
    """`_takes_first` on the f32 values of half-precision `a` and `b`, selecting between `a` and `b` themselves."""
    return arith.select(_takes_first(predicate, _to_f32(a), _to_f32(b), nan_mode, b_is_number), a, b)


def _max_min(float_fn: Callable[[ir.Value, ir.Value, str], ir.Value], int_fn: Callable[..., ir.Value]) -> Emitter:
    def emit_one(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
        del result
        if _is_float(args[0].type):
            return float_fn(args[0], args[1], str(attrs["nan_mode"]))
        return int_fn(args[0], args[1])

    return emit_one


def _clamp(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    del result
    (x,) = args
    lo = _const(x.type, attrs["min_val"])
    hi = _const(x.type, attrs["max_val"])
    if _is_float(x.type):
        nan_mode = str(attrs["nan_mode"])
        low = _float_max(x, lo, nan_mode, b_is_number=not isnan(attrs["min_val"]))
        return _float_min(low, hi, nan_mode, b_is_number=not isnan(attrs["max_val"]))
    return arith.minsi(arith.maxsi(x, lo), hi)


# -- integer arithmetic -----------------------------------------------------------------------------------------


def _intdiv(a: ir.Value, b: ir.Value) -> ir.Value:
    """Truncating division that never traps: `a / 0 = 0`, `a / -1 = -a` (wrapping, so INT_MIN / -1 = INT_MIN).

    i32 divides in f64, which vectorizes (x86 has no vector integer division: `idiv`, an element at a time, took
    12.9 ms for 2048x2048 on a Xeon, `vdivpd` 4.6; upstream's `arith.divsi` 10.6), and the truncated quotient is
    exact. a and d are exact in f64; where a / d is no integer it lies at least 1 / |d| from every integer, and
    the division's rounding moves it by at most |a / d| 2^-53 <= 2^31 / |d| 2^-53 < 1 / |d|, so it truncates to
    the same integer; d = 1 gives a."""
    zero = _const(a.type, 0)
    is_zero = arith.cmpi(arith.CmpIPredicate.eq, b, zero)
    is_minus_one = arith.cmpi(arith.CmpIPredicate.eq, b, _const(a.type, -1))
    divisor = arith.select(arith.ori(is_zero, is_minus_one), _const(a.type, 1), b)
    if bit_width(a.type) <= 32:
        f64 = ir.F64Type.get()
        quotient = arith.fptosi(a.type, arith.divf(arith.sitofp(f64, a), arith.sitofp(f64, divisor)))
    else:
        quotient = arith.divsi(a, divisor)
    negated = arith.subi(zero, a)
    return arith.select(is_zero, zero, arith.select(is_minus_one, negated, quotient))


def _mul(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    a, b = args
    if _is_float(a.type):
        return arith.mulf(a, b)
    shift = int(attrs["shift"])
    if shift == 0:
        return arith.muli(_sext(a, result), _sext(b, result))
    wide = ir.IntegerType.get_signless(64 if bit_width(result) <= 32 and bit_width(a.type) <= 32 else 128)
    product = arith.muli(_sext(a, wide), _sext(b, wide))
    rounded = arith.addi(product, _const(wide, 1 << (shift - 1)))
    return arith.trunci(result, arith.shrsi(rounded, _const(wide, shift)))


def _negate(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    """Float: `-x`. Integer: `(in_zp - x) + out_zp` computed exactly, saturated to the element type."""
    (x,) = args
    if _is_float(x.type):
        return arith.negf(x)
    in_zp, out_zp = attrs["input1_zp"], attrs["output_zp"]
    width = bit_width(x.type)
    wide = ir.IntegerType.get_signless(2 * width)
    value = arith.subi(_const(wide, int(in_zp) + int(out_zp)), _sext(x, wide))
    low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
    clipped = arith.minsi(arith.maxsi(value, _const(wide, low)), _const(wide, high))
    return arith.trunci(result, clipped)


# -- shifts -----------------------------------------------------------------------------------------------------


def _in_range_shift(a: ir.Value, b: ir.Value) -> tuple[ir.Value, ir.Value]:
    """Return (amount < width as unsigned, amount clamped into [0, width-1]): never a poison shift."""
    last = _const(a.type, bit_width(a.type) - 1)
    in_range = arith.cmpi(arith.CmpIPredicate.ule, b, last)
    return in_range, arith.minui(b, last)


def _logical_shift(shift: Callable[[ir.Value, ir.Value], ir.Value]) -> Callable[[ir.Value, ir.Value], ir.Value]:
    """A logical shift where amounts outside [0, width) shift every bit out: the result is 0."""

    def emit_one(a: ir.Value, b: ir.Value) -> ir.Value:
        in_range, amount = _in_range_shift(a, b)
        return arith.select(in_range, shift(a, amount), _const(a.type, 0))

    return emit_one


def _arithmetic_right_shift(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    """`floor(a / 2^b)`; with round, `floor(a / 2^b + 1/2)`. Amounts outside [0, width) act as huge shifts."""
    del result
    a, b = args
    in_range, amount = _in_range_shift(a, b)
    shifted = arith.shrsi(a, amount)  # out of range: amount is width-1, the sign fill
    if not attrs["round"]:
        return shifted
    one = _const(a.type, 1)
    below = arith.shrsi(a, arith.maxsi(arith.subi(amount, one), _const(a.type, 0)))
    is_positive = arith.cmpi(arith.CmpIPredicate.sgt, b, _const(a.type, 0))
    round_bit = arith.select(is_positive, arith.andi(below, one), _const(a.type, 0))
    rounded = arith.addi(shifted, round_bit)
    return arith.select(in_range, rounded, _const(a.type, 0))


# -- cast -------------------------------------------------------------------------------------------------------


def _cast(attrs: Attrs, args: list[ir.Value], result: ir.Type) -> ir.Value:
    del attrs
    (x,) = args
    if x.type == result:
        return x
    if _is_f64(x.type) or _is_f64(result):
        return _cast_f64(x, result)
    if _is_float(x.type):
        wide = _to_f32(x)  # exact
        if _is_bool(result):
            return arith.cmpf(arith.CmpFPredicate.UNE, wide, _const(wide.type, 0.0))  # NaN -> true
        return _round_from_f32(wide, result) if _is_float(result) else _float_to_int(wide, result)
    if _is_float(result):
        return _round_from_f32(_int_to_f32(x, single_rounding=isinstance(result, ir.BF16Type)), result)
    if _is_bool(result):
        return arith.cmpi(arith.CmpIPredicate.ne, x, _const(x.type, 0))
    if bit_width(x.type) > bit_width(result):
        return arith.trunci(result, x)
    return arith.extui(result, x) if _is_bool(x.type) else arith.extsi(result, x)


def _cast_f64(x: ir.Value, result: ir.Type) -> ir.Value:
    """A cast from or to f64: every conversion rounds once, to nearest even, like the narrower ones.

    f64 -> f32 is one `truncf`; f64 -> f16/bf16 goes through f32 with round-to-odd, so that the second
    rounding is correct (as if done once); integers convert with one `sitofp`/`uitofp` to f64 (exact up to
    2^53), f64 to integers rounds to nearest even and saturates like f32 (`_float_to_int`).
    """
    if _is_f64(x.type):
        if _is_bool(result):
            return arith.cmpf(arith.CmpFPredicate.UNE, x, _const(x.type, 0.0))  # NaN -> true
        if _is_half(result):  # not one truncf: f64 -> f16 is a call of __truncdfhf2, which the JIT may lack
            return _round_from_f32(_f64_to_f32_odd(x), result)
        return arith.truncf(result, x) if _is_float(result) else _float_to_int(x, result)
    if _is_float(x.type):
        return arith.extf(result, _to_f32(x))  # exact
    return arith.uitofp(result, x) if _is_bool(x.type) else arith.sitofp(result, x)


def _f64_to_f32_odd(x: ir.Value) -> ir.Value:
    """Round an f64 to f32 toward zero, setting the last bit when inexact (round to odd): a later rounding to a
    narrower format is then correct, as if done once. NaN and infinities pass through `truncf`."""
    f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)
    near = arith.truncf(f32, x)
    back = arith.extf(x.type, near)
    inexact = arith.cmpf(arith.CmpFPredicate.ONE, back, x)
    away = arith.cmpf(arith.CmpFPredicate.OGT, math.absf(back), math.absf(x))  # truncf rounded away from zero
    bits = arith.bitcast(i32, near)
    toward_zero = arith.select(away, arith.subi(bits, _const(i32, 1)), bits)
    odd = arith.ori(toward_zero, _const(i32, 1))
    return arith.bitcast(f32, arith.select(inexact, odd, bits))


def _int_to_f32(x: ir.Value, single_rounding: bool) -> ir.Value:
    """Convert an integer (i1: 0 or 1) to f32, rounding to nearest even.

    With `single_rounding`, integers wider than f32's significand are converted exactly-enough for one more
    rounding (to bf16) to be correct: see `_sticky_int_to_f32`. f16 needs no care: every integer it does not
    send to infinity is exact in f32.
    """
    f32 = ir.F32Type.get()
    if _is_bool(x.type):
        return arith.uitofp(f32, x)
    if single_rounding and bit_width(x.type) > _F32_SIGNIFICAND:
        return _sticky_int_to_f32(x)
    return arith.sitofp(f32, x)


def _sticky_int_to_f32(x: ir.Value) -> ir.Value:
    """Convert a wide integer to f32 keeping 24 significant bits plus a sticky bit for the rest.

    The result is not f32's rounding of `x`, but rounding it once more to a narrower format (bf16) gives
    the correctly rounded value of `x`, where `sitofp` + rounding would round twice.
    """
    type_, width = x.type, bit_width(x.type)
    negative = arith.cmpi(arith.CmpIPredicate.slt, x, _const(type_, 0))
    magnitude = arith.select(negative, arith.subi(_const(type_, 0), x), x)  # INT_MIN stays 2^(w-1) unsigned
    significant = arith.subi(_const(type_, width), math.ctlz(magnitude))
    cut = arith.maxsi(arith.subi(significant, _const(type_, _F32_SIGNIFICAND)), _const(type_, 0))
    lost = arith.andi(magnitude, arith.subi(arith.shli(_const(type_, 1), cut), _const(type_, 1)))
    sticky = arith.extui(type_, arith.cmpi(arith.CmpIPredicate.ne, lost, _const(type_, 0)))
    kept = arith.ori(arith.shrui(magnitude, cut), sticky)
    f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)
    scale_bits = arith.shli(arith.addi(_resize(cut, i32), _const(i32, 127)), _const(i32, 23))
    value = arith.mulf(arith.uitofp(f32, kept), arith.bitcast(f32, scale_bits))  # exact: times 2^cut
    return arith.select(negative, arith.negf(value), value)


def _float_to_int(x: ir.Value, result: ir.Type) -> ir.Value:
    """Round an f32 to nearest even, saturate (±inf included), NaN -> the minimum integer; no poison `fptosi`."""
    width = bit_width(result)
    rounded = math.roundeven(x)
    bound = float(1 << (width - 1))  # exact in f32
    below = arith.cmpf(arith.CmpFPredicate.OLT, rounded, _const(x.type, bound))
    above = arith.cmpf(arith.CmpFPredicate.OGT, rounded, _const(x.type, -bound))  # -2^(w-1) saturates anyway
    in_range = arith.andi(below, above)
    converted = arith.fptosi(result, arith.select(in_range, rounded, _const(x.type, 0.0)))
    positive = arith.cmpf(arith.CmpFPredicate.OGT, rounded, _const(x.type, 0.0))
    saturated = arith.select(positive, _const(result, (1 << (width - 1)) - 1), _const(result, -(1 << (width - 1))))
    return arith.select(in_range, converted, saturated)


# -- helpers ----------------------------------------------------------------------------------------------------


def _is_float(type_: ir.Type) -> bool:
    return isinstance(type_, ir.FloatType)


def _is_int(type_: ir.Type) -> bool:
    return isinstance(type_, ir.IntegerType) and type_.width > 1


def _is_f64(type_: ir.Type) -> bool:
    return isinstance(type_, ir.F64Type)


def _is_half(type_: ir.Type) -> bool:
    return isinstance(type_, (ir.F16Type, ir.BF16Type))


def _is_bool(type_: ir.Type) -> bool:
    return isinstance(type_, ir.IntegerType) and type_.width == 1


_CONSTANTS: contextvars.ContextVar[dict[tuple[ir.Type, str], ir.Value] | None] = contextvars.ContextVar(
    "tosabcast_scalar_constants", default=None
)
"""The constants one `emit` call created, by (type, value): each is built once per op body."""


def _const(type_: ir.Type, value: float) -> ir.Value:
    """An arith.constant of a scalar type (integers wrap into the type's width), shared within one `emit`."""
    cache = _CONSTANTS.get()
    key = (type_, repr(value))
    if cache is not None and key in cache:
        return cache[key]
    constant = _new_const(type_, value)
    if cache is not None:
        cache[key] = constant
    return constant


def _new_const(type_: ir.Type, value: float) -> ir.Value:
    if _is_float(type_):
        return arith.constant(type_, ir.FloatAttr.get(type_, float(value)))
    if _is_bool(type_):
        return arith.constant(type_, ir.IntegerAttr.get(type_, int(value) & 1))
    if bit_width(type_) > 64:  # IntegerAttr.get takes an int64 and zero-extends it
        return arith.constant(type_, ir.Attribute.parse(f"{int(value)} : {type_}"))
    return arith.constant(type_, ir.IntegerAttr.get(type_, int(value)))


def _sext(x: ir.Value, to: ir.Type) -> ir.Value:
    return x if bit_width(x.type) == bit_width(to) else arith.extsi(to, x)


def _resize(x: ir.Value, to: ir.Type) -> ir.Value:
    """Sign-extend or truncate an integer to the width of `to`."""
    return arith.trunci(to, x) if bit_width(x.type) > bit_width(to) else _sext(x, to)


_EMITTERS: dict[str, Emitter] = {
    "tosa.abs": _by_kind(math.absf, math.absi),
    "tosa.add": _by_kind(arith.addf, arith.addi),
    "tosa.sub": _by_kind(arith.subf, arith.subi),
    "tosa.mul": _mul,
    "tosa.intdiv": _plain(_intdiv),
    "tosa.negate": _negate,
    "tosa.maximum": _max_min(_float_max, arith.maxsi),
    "tosa.minimum": _max_min(_float_min, arith.minsi),
    "tosa.clamp": _clamp,
    "tosa.equal": _by_kind(_cmpf(arith.CmpFPredicate.OEQ), _cmpi(arith.CmpIPredicate.eq)),
    "tosa.greater": _by_kind(_cmpf(arith.CmpFPredicate.OGT), _cmpi(arith.CmpIPredicate.sgt)),
    "tosa.greater_equal": _by_kind(_cmpf(arith.CmpFPredicate.OGE), _cmpi(arith.CmpIPredicate.sge)),
    "tosa.select": _select,
    "tosa.cast": _cast,
    "tosa.bitwise_and": _plain(arith.andi),
    "tosa.bitwise_or": _plain(arith.ori),
    "tosa.bitwise_xor": _plain(arith.xori),
    "tosa.bitwise_not": _plain(_bitwise_not),
    "tosa.logical_and": _plain(arith.andi),
    "tosa.logical_or": _plain(arith.ori),
    "tosa.logical_xor": _plain(arith.xori),
    "tosa.logical_not": _plain(_bitwise_not),
    "tosa.logical_left_shift": _plain(_logical_shift(arith.shli)),
    "tosa.logical_right_shift": _plain(_logical_shift(arith.shrui)),
    "tosa.arithmetic_right_shift": _arithmetic_right_shift,
    "tosa.clz": _plain(math.ctlz),
    "tosa.ceil": _plain(math.ceil),
    "tosa.floor": _plain(math.floor),
    "tosa.exp": _plain(approx.exp),
    "tosa.log": _plain(math.log),
    "tosa.sin": _plain(math.sin),
    "tosa.cos": _plain(math.cos),
    "tosa.tanh": _plain(math.tanh),
    "tosa.erf": _plain(math.erf),
    "tosa.rsqrt": _plain(math.rsqrt),
    "tosa.sigmoid": _plain(_sigmoid),
    "tosa.reciprocal": _plain(_reciprocal),
    "tosa.pow": _pow,
}
