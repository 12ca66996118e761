"""How far a compiled program's results may fairly be from the numpy reference: error bounds along the chain.

    trace = {}
    expected = reference.evaluate_function(func, args, trace=trace)
    bounds = error_bounds(func, trace)                       # value -> per-element absolute bound (float64)
    compare(actual, expected[0], bounds[ret.operands[0]], "f32", describe_chain(ret.operands[0]))  # '' if fair

The reference rounds every op's exact result once (see `reference.py`). A compiled program computes each op
on its own, already rounded, inputs, may accumulate a sum in another order, and computes transcendental
functions within a few ulps. So each value gets an absolute bound `B`, element by element, with
|compiled - reference| <= B, in the spirit of the TOSA conformance suite's compliance checker (per-op error
bounds: exact ops exact, correctly rounded ops 0.5 ulp, transcendental ops a few ulps, dot products
`n * u * sum|a*b|`), propagated through the chain the way a first-order error analysis does:

| op | bound on the result |
| --- | --- |
| function arguments, constants | 0 |
| data movement (`gather` with exact indices; uncertain indices: unknown), `abs`, `negate`, `maximum`, `minimum`, `clamp`, `reduce_max/min`, `max_pool2d`, widening `cast` | the inputs' bounds, moved like the data (exact ops) |
| `add`, `sub`, `mul`, `reciprocal`, narrowing `cast` (correctly rounded) | 0 when the inputs are exact; else the propagated error (`|a| e_b + |b| e_a + e_a e_b` for `mul`) + 1 ulp |
| `exp`, `log`, `sigmoid`, `tanh`, `erf`, `rsqrt`, `sin`, `cos`, `pow` (k ulps, `reference.ULP_TOLERANCE`) | the function's change over `[x - e, x + e]` + k ulp, + 1 more ulp when the inputs are inexact |
| `reduce_sum`, `matmul`, `conv2d`, `depthwise_conv2d`, `transpose_conv2d`, `conv3d`, `avg_pool2d` (n terms) | propagated error + `gamma(n) * sum|terms|` + 1 ulp, `gamma(n) = n u / (1 - n u)` |
| `reduce_product` (n factors) | `|product| * (sum of relative errors + (n - 1) u)` + 1 ulp |
| comparisons of inexact floats, `floor`, `ceil`, float-to-int `cast` | unbounded (inf) where the inputs' intervals straddle the decision |
| integer and boolean ops | exact (0) unless an input is uncertain (inf) |
| `select` | the chosen operand's bound; where the condition is uncertain, `max(e_x, e_y) + |x - y|` |

An integer or boolean chain, and a float chain of exact and correctly rounded ops on exact inputs, gets
bound 0 everywhere, and `compare` then asks for bitwise equality (NaN payloads aside, -0.0 != +0.0), as
before. `u` is the unit roundoff of the result type (2^-24 for f32).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
from mlir import ir

from tosabcast.runtime import reference, reference_programs

Array = np.ndarray[Any, Any]

_EXACT_UNARY = frozenset({"tosa.abs", "tosa.negate", "tosa.clamp", "tosa.identity"})
_EXACT_BINARY = frozenset({"tosa.maximum", "tosa.minimum"})
_MOVEMENT = frozenset({"tosa.transpose", "tosa.concat", "tosa.slice", "tosa.pad", "tosa.tile", "tosa.reverse"})
_COMPARISONS = frozenset({"tosa.greater", "tosa.greater_equal", "tosa.equal"})
_ROUNDED = frozenset({"tosa.add", "tosa.sub", "tosa.mul", "tosa.reciprocal"})
_FUNCTIONS: dict[str, Callable[[Array], Array]] = {
    "tosa.exp": np.exp,
    "tosa.log": np.log,
    "tosa.tanh": np.tanh,
    "tosa.rsqrt": lambda x: 1.0 / np.sqrt(x),
    "tosa.sigmoid": lambda x: 1.0 / (1.0 + np.exp(-x)),
    "tosa.erf": np.vectorize(math.erf, otypes=[np.float64]),
}
_PERIODIC = frozenset({"tosa.sin", "tosa.cos"})


def _type_name(value: ir.Value) -> str:
    return str(ir.ShapedType(value.type).element_type)


def unit_roundoff(name: str) -> float:
    """Half the distance from 1.0 to the next value of float type `name`."""
    bits = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}[name]
    return 2.0**-bits


def ulp(magnitude: Array, name: str) -> Array:
    """The spacing of float type `name` at `magnitude` (float64 array); inf where the magnitude is not finite."""
    with np.errstate(all="ignore"):
        m = np.abs(np.asarray(magnitude, dtype=np.float64))
        if name == "f64":
            spacing = np.spacing(m)
        elif name == "f16":
            spacing = np.spacing(m.astype(np.float16)).astype(np.float64)
        else:
            spacing = np.spacing(m.astype(np.float32)).astype(np.float64) * (65536.0 if name == "bf16" else 1.0)
        return np.where(np.isfinite(spacing), np.maximum(spacing, np.spacing(np.float64(0))), np.inf)


def _f64(array: Any) -> Array:
    return np.asarray(array).astype(np.float64)


def _rounded(op: ir.Operation, propagated: Array, result: Array, ulps: float = 0.0) -> Array:
    """`propagated` + the result's own error: `ulps` when the inputs are exact, else `ulps` + 1 ulp."""
    name = _type_name(op.results[0])
    with np.errstate(all="ignore"):
        propagated = np.nan_to_num(np.asarray(propagated, dtype=np.float64), nan=np.inf)
        spacing = ulp(np.abs(_f64(result)) + propagated, name)
        extra = np.where(propagated > 0, ulps + 1.0, ulps) * spacing
        return np.where(np.isfinite(propagated), propagated + np.where(extra > 0, extra, 0.0), np.inf)


def _function_change(fn: Callable[[Array], Array], x: Array, e: Array) -> Array:
    """max |fn(x +- e) - fn(x)|: the change of a monotone function over the interval (inf outside its domain)."""
    with np.errstate(all="ignore"):
        center = fn(x)
        change = np.maximum(np.abs(fn(x + e) - center), np.abs(fn(x - e) - center))
    return np.where(e > 0, np.nan_to_num(change, nan=np.inf), 0.0)


class _Bounds:
    """Error bounds of one function's values, from the reference's arrays (`trace`)."""

    def __init__(self, trace: Mapping[ir.Value, Any]) -> None:
        self.trace = trace
        self.bounds: dict[ir.Value, Array] = {}

    def of(self, value: ir.Value) -> Array:
        return self.bounds.get(value, np.zeros(np.shape(self.trace[value])))

    def ref(self, value: ir.Value) -> Array:
        return _f64(self.trace[value])

    def op(self, op: ir.Operation) -> Array:
        name = op.name
        operands = list(op.operands)
        result = self.trace[op.results[0]]
        shape = np.shape(result)
        if name in ("tosa.const", "tosa.const_shape", "arith.constant"):
            return np.zeros(shape)
        result_type = _type_name(op.results[0])
        if not reference.is_float_type(result_type) and name not in _COMPARISONS:
            return self._discrete(op, shape)
        errors = [self.of(v) for v in operands]
        if name == "tosa.reshape":
            return np.reshape(errors[0], shape)
        if name in _MOVEMENT:
            moved = reference_programs.evaluate_op(op, {v: self.of(v) for v in operands})
            return np.asarray(moved, dtype=np.float64)
        if name == "tosa.gather":  # the rows' errors, moved by the (exact) indices
            if np.any(self.of(operands[1]) > 0):
                return np.full(shape, np.inf)
            moved = reference_programs.evaluate_op(op, {operands[0]: errors[0], operands[1]: self.ref(operands[1])})
            return np.asarray(moved, dtype=np.float64)
        if name in _EXACT_UNARY:
            return np.broadcast_to(errors[0], shape).copy()
        if name in _EXACT_BINARY:
            return np.broadcast_to(np.maximum(errors[0], errors[1]), shape).copy()
        if name in _COMPARISONS:
            a, b = self.ref(operands[0]), self.ref(operands[1])
            slack = errors[0] + errors[1]
            return np.broadcast_to(np.where((slack > 0) & (np.abs(a - b) <= slack), np.inf, 0.0), shape).copy()
        if name == "tosa.select":
            return self._select(operands, shape)
        if name == "tosa.cast":
            return self._cast(op, errors[0], result)
        if name in _ROUNDED:
            return _rounded(op, self._rounded_propagation(name, operands, errors), result)
        if name in _FUNCTIONS or name in _PERIODIC or name == "tosa.pow":
            return _rounded(op, self._function(name, operands, errors), result, reference.ULP_TOLERANCE.get(name, 0))
        if name in ("tosa.floor", "tosa.ceil"):
            return np.where(errors[0] > 0, errors[0] + 1.0, 0.0)
        if name in ("tosa.reduce_max", "tosa.reduce_min"):
            return np.max(errors[0], axis=reference_programs.axis(op), keepdims=True)
        if name == "tosa.max_pool2d":
            return reference_programs.pool_raw(op, errors[0])
        if name == "tosa.reduce_product":
            return self._product(op, operands[0], errors[0], result)
        if name in ("tosa.reduce_sum", "tosa.matmul", "tosa.avg_pool2d") or name in reference_programs.CONVOLUTIONS:
            return self._accumulated(op, operands, errors, result)
        return np.full(shape, np.inf)  # an op without a rule: nothing is known

    def _discrete(self, op: ir.Operation, shape: tuple[int, ...]) -> Array:
        """Integer and boolean results: exact unless an input is uncertain (or a float input is inexact)."""
        operands = [v for v in op.operands if v in self.trace]
        if op.name == "tosa.select":
            return self._select(list(op.operands), shape)
        if op.name in _MOVEMENT or op.name == "tosa.reshape":
            errors = {v: self.of(v) for v in op.operands}
            if op.name == "tosa.reshape":
                return np.reshape(errors[op.operands[0]], shape)
            return np.asarray(reference_programs.evaluate_op(op, errors), dtype=np.float64)
        doubt = np.zeros(shape, dtype=bool)
        for v in operands:
            error = self.of(v) > 0
            try:
                doubt |= np.broadcast_to(error, shape)
            except ValueError:  # a reduction or a reshape: any doubt taints every element
                doubt |= bool(np.any(error))
        return np.where(doubt, np.inf, 0.0)

    def _select(self, operands: Sequence[ir.Value], shape: tuple[int, ...]) -> Array:
        cond = np.broadcast_to(self.trace[operands[0]], shape)
        doubt = np.broadcast_to(self.of(operands[0]), shape) > 0
        x, y = (np.broadcast_to(self.ref(v), shape) for v in operands[1:3])
        ex, ey = (np.broadcast_to(self.of(v), shape) for v in operands[1:3])
        chosen = np.where(cond, ex, ey)
        with np.errstate(all="ignore"):
            either = np.maximum(ex, ey) + np.nan_to_num(np.abs(x - y), nan=np.inf)
        return np.where(doubt & (x != y), either, np.where(doubt, np.maximum(ex, ey), chosen))

    def _cast(self, op: ir.Operation, error: Array, result: Array) -> Array:
        source, target = _type_name(op.operands[0]), _type_name(op.results[0])
        if not reference.is_float_type(source):  # int -> float: rounded once on both sides
            return np.where(np.broadcast_to(error, np.shape(result)) > 0, np.inf, 0.0)
        wider = unit_roundoff(target) <= unit_roundoff(source)
        return np.asarray(error, dtype=np.float64).copy() if wider else _rounded(op, error, result)

    def _rounded_propagation(self, name: str, operands: Sequence[ir.Value], errors: Sequence[Array]) -> Array:
        if name == "tosa.reciprocal":
            x, e = np.abs(self.ref(operands[0])), errors[0]
            with np.errstate(all="ignore"):
                return np.where(e > 0, np.where(x > e, e / (x * (x - e)), np.inf), 0.0)
        if name in ("tosa.add", "tosa.sub"):
            return errors[0] + errors[1]
        a, b = np.abs(self.ref(operands[0])), np.abs(self.ref(operands[1]))
        with np.errstate(all="ignore"):
            return np.nan_to_num(a * errors[1] + b * errors[0] + errors[0] * errors[1], nan=np.inf)

    def _function(self, name: str, operands: Sequence[ir.Value], errors: Sequence[Array]) -> Array:
        x = self.ref(operands[0])
        if name in _PERIODIC:
            return np.minimum(errors[0], 2.0)
        if name != "tosa.pow":
            return _function_change(_FUNCTIONS[name], x, errors[0])
        y, ex, ey = self.ref(operands[1]), errors[0], errors[1]
        with np.errstate(all="ignore"):
            center = np.power(x, y)
            corners = [np.abs(np.power(x + sx * ex, y + sy * ey) - center) for sx in (-1, 1) for sy in (-1, 1)]
            change = np.nan_to_num(np.maximum.reduce(corners), nan=np.inf)
        return np.where((ex > 0) | (ey > 0), change, 0.0)

    def _product(self, op: ir.Operation, operand: ir.Value, error: Array, result: Any) -> Array:
        """A product of n factors: relative errors add (first order), and each of n - 1 roundings adds u."""
        along = reference_programs.axis(op)
        x = np.abs(self.ref(operand))
        terms = int(np.shape(x)[along])
        with np.errstate(all="ignore"):
            relative = np.sum(np.where(error > 0, error / x, 0.0), axis=along, keepdims=True)
            magnitude = np.prod(x, axis=along, keepdims=True)
            u = unit_roundoff(_type_name(op.results[0]))
            propagated = np.nan_to_num(magnitude * (relative + (terms - 1) * u), nan=np.inf, posinf=np.inf)
        return _rounded(op, propagated, result)

    def _accumulated(
        self, op: ir.Operation, operands: Sequence[ir.Value], errors: Sequence[Array], result: Any
    ) -> Array:
        """Sums of n terms: the inputs' errors carried through, plus gamma(n) times the sum of |terms|."""
        name = op.name
        u = unit_roundoff(_type_name(op.results[0]))
        if name == "tosa.reduce_sum":
            axis = reference_programs.axis(op)
            terms = int(np.shape(errors[0])[axis])
            propagated = np.sum(errors[0], axis=axis, keepdims=True)
            magnitude = np.sum(np.abs(self.ref(operands[0])), axis=axis, keepdims=True)
        elif name == "tosa.matmul":
            a, b = np.abs(self.ref(operands[0])), np.abs(self.ref(operands[1]))
            terms = int(np.shape(a)[-1])
            propagated = a @ errors[1] + errors[0] @ b + errors[0] @ errors[1]
            magnitude = a @ b
        elif name == "tosa.avg_pool2d":
            kernel = reference_programs.int_list(op, "kernel")
            terms = kernel[0] * kernel[1] + 1  # the division rounds too
            propagated = reference_programs.pool_raw(op, errors[0])
            magnitude = reference_programs.pool_raw(op, np.abs(self.ref(operands[0])))
        else:  # convolutions: at most one term per weight of an output channel (KH*KW for depthwise), + bias
            x, w, bias = (np.abs(self.ref(v)) for v in operands[:3])
            ex, ew, eb = errors[:3]
            shape = np.shape(w)
            terms = (shape[0] * shape[1] if name == "tosa.depthwise_conv2d" else math.prod(shape[1:])) + 1
            zero = np.zeros_like(bias)
            raw = reference_programs.CONVOLUTIONS[name]
            propagated = raw(op, x, ew, eb) + raw(op, ex, w, zero) + raw(op, ex, ew, zero)
            magnitude = raw(op, x, w, bias)
        gamma = terms * u / (1 - terms * u) if terms * u < 1 else math.inf
        return _rounded(op, propagated + gamma * magnitude, result)


def error_bounds(func_op: ir.Operation | ir.OpView, trace: Mapping[ir.Value, Any]) -> dict[ir.Value, Array]:
    """Bound, for every op result of `func_op` in `trace`, how far a compiled result may be from the reference."""
    bounds = _Bounds(trace)
    for op in func_op.operation.regions[0].blocks[0].operations:
        op = op.operation
        if len(op.results) == 1 and op.results[0] in trace:
            bounds.bounds[op.results[0]] = bounds.op(op)
    return bounds.bounds


def describe_chain(value: ir.Value, limit: int = 8) -> str:
    """The kinds of op the value is computed by, nearest first: `tosa.mul <- tosa.sigmoid`."""
    seen: list[str] = []
    stack, visited = [value], set()
    while stack and len(seen) < limit:
        current = stack.pop(0)
        owner = current.owner
        if isinstance(owner, ir.Block) or current in visited:
            continue
        visited.add(current)
        name = owner.name
        if name in ("tosa.const", "tosa.const_shape", "arith.constant"):
            continue
        if name not in seen:
            seen.append(name)
        stack.extend(owner.operands)
    return " <- ".join(seen) if seen else "the arguments"


def compare(actual: Array, expected: Array, bound: Array, type_name: str, chain: str = "") -> str:
    """Describe how `actual` differs from the reference `expected` beyond `bound`; '' when it does not.

    Where the bound is 0 the results must be equal (floats bitwise, NaN payloads aside, so -0.0 != +0.0); where
    it is inf anything goes; elsewhere |actual - expected| <= bound, and NaN must match NaN.
    """
    actual, expected = np.asarray(actual), np.asarray(expected)
    if actual.shape != expected.shape:
        return f"shape {actual.shape} != expected {expected.shape}"
    bound = np.broadcast_to(np.asarray(bound, dtype=np.float64), expected.shape)
    if not reference.is_float_type(type_name):
        bad = (actual != expected) & ~(bound > 0)
    else:
        a, e = _f64(actual), _f64(expected)
        a_nan, e_nan = np.isnan(a), np.isnan(e)
        with np.errstate(all="ignore"):
            far = np.where(np.isinf(e) | np.isinf(a), a != e, np.abs(a - e) > bound)
        exact = _bits_differ(actual, expected, type_name)
        judged = np.where(bound > 0, far, exact)
        bad = np.where(a_nan | e_nan, a_nan != e_nan, judged) & ~np.isinf(bound)
    if not bad.any():
        return ""
    where = [tuple(int(i) for i in w) for w in np.argwhere(bad)[:3]]
    shown = "; ".join(_describe(actual, expected, bound, w, type_name) for w in where)
    of_chain = f" of the chain {chain}" if chain else ""
    return f"{int(bad.sum())} of {bad.size} elements differ beyond the error bound{of_chain} ({shown})"


_BIT_VIEWS = {"f16": (np.float16, np.uint16), "f32": (np.float32, np.uint32), "bf16": (np.float32, np.uint32)}


def _bits_differ(actual: Array, expected: Array, name: str) -> Array:
    """Bitwise inequality of float arrays in type `name` (so -0.0 != +0.0)."""
    float_type, bits = _BIT_VIEWS.get(name, (np.float64, np.uint64))
    a = np.ascontiguousarray(actual, dtype=float_type).view(bits)
    e = np.ascontiguousarray(expected, dtype=float_type).view(bits)
    return (a >> 16) != (e >> 16) if name == "bf16" else a != e


def _describe(actual: Array, expected: Array, bound: Array, where: tuple[int, ...], name: str) -> str:
    a, e, b = actual[where], expected[where], float(bound[where])
    if not reference.is_float_type(name) or b == 0:
        return f"{where}: {a!r} != {e!r}, bound 0 (exact)"
    spacing = float(ulp(np.asarray(abs(float(e))), name))
    diff = abs(float(a) - float(e))
    return f"{where}: {a!r} != {e!r}, difference {diff:.3g} > bound {b:.3g} ({b / spacing:.3g} ulp)"
