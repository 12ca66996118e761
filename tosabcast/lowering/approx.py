"""A vectorizable f32 `exp`: range reduction, a polynomial and an exact scaling; no libm call, no branch.

`math.exp` becomes a call to libm's `expf` per element, which LLVM cannot vectorize (10.5 ms for 2048x2048
f32, numpy 8.0 ms). `exp_f32` builds e^x from `arith` and `math.fma` ops instead, and the loop vectorizer
turns an element-wise loop using it into AVX2 code (2.7 ms, a copy of the data 2.1 ms; docs/lowering.md):

    xc = clamp(x, -104, 89)                       // cmpf + select: a NaN stays NaN, +-inf become finite
    t  = fma(xc, log2(e), 1.5 * 2^23)             // rounds to the nearest integer n, kept in t's low bits
    nf = t - 1.5 * 2^23                           // n as a float (exact)
    r  = fma(nf, -ln2_lo, fma(nf, -ln2_hi, xc))   // xc - n ln2, |r| <= ln(2)/2 (the inner fma is exact)
    p  = 1 + fma(r * r, q(r), r)                  // e^r, q of degree 4 (Horner, fma)
    k  = bitcast(t) - bitcast(1.5 * 2^23)         // n in [-150, 128] as an i32
    e^x = (p * 2^(k >> 1)) * 2^(k - (k >> 1))     // two normal powers of two; the first product is exact
                                                  // (or ldexp(p, k), one vscalefps: `scalef()`, same bits)

e^x is rounded once more, at the last multiply, also when it is subnormal or overflows: there is no flush to
zero and no special case. `exp(x)` is +inf exactly for x >= 88.72283935546875 (the smallest f32 whose
exponential rounds past the largest finite f32), +0 for x <= -103.97208404541016 (down to -inf), 1 for +-0,
NaN for NaN. Accuracy, measured on all 2^32 inputs against float64 `exp` rounded to f32
(scripts/math_accuracy.py, docs/semantics.md): at most 1 ulp from the correctly rounded result (0.4 % of the
results are 1 ulp off), subnormal results included. The TOSA 1.0 specification
asks much less: `|out - exp(x)| <= 2^-23 * max(|exp(x)|, 2^-126) * (1 + |x|)` (EXP precision requirements,
`calcAbsErrorBound(out_ref, 1 + abs(x), 0, 1)`), about `1 + |x|` ulps, and allows subnormal results to be
flushed to zero. `math.fma` becomes `llvm.intr.fma`: a `vfmadd` instruction on CPUs with FMA (the JIT
targets the host CPU), a libm `fmaf` call (exact, slow) elsewhere.

The polynomial: `q(r) ~ (e^r - 1 - r) / r^2` on `|r| <= ln(2)/2`, fitted to the relative error of e^r and
rounded to f32 coefficient by coefficient, each rounding compensated by refitting the later ones: relative
error 2^-28.2 before rounding errors.

`exp(x)` is what `tosabcast.lowering.scalar` emits for `tosa.exp` and inside `tosa.sigmoid`: these 43 ops (16 of them
constants), in the loop body, at the location of the TOSA op. Inside `libm_exp()` (pass option `libm-exp`) it is `math.exp`, and
so it is inside `deferred_exp()` (pass option `defer-exp`, what `--tosabcast-to-llvm` uses), where
`--tosabcast-expand-exp` builds the same ops late, in the loops, just before the LLVM conversions.
Not a call of one private function holding them (like upstream's `convert-math-to-funcs`): `func.call` has
unknown side effects, so `linalg-fuse-elementwise-ops` stops fusing (409 generics instead of 1 on the
benchmark's generated 1,000-op module, then 20-40 s in LLVM). The ops cost compile time instead (about
160 us of Python per exp, and bigger bodies for every later pass): docs/lowering.md has the numbers.
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Callable, Iterator

from mlir import ir

from tosabcast.lowering.build import arith, create, math

SHIFT = 12582912.0  # 1.5 * 2^23: adding it to |v| < 2^22 rounds v to an integer kept in the low bits
SHIFT_BITS = 0x4B400000
LOG2E = 1.44269502162933349609375  # f32(log2(e))
LN2_HI = 0.693145751953125  # ln(2) to 16 bits
LN2_LO = 1.428606765330187045037746429443359375e-06  # f32(ln(2) - LN2_HI)
Q = (  # c2 .. c6 of e^r = 1 + r + r^2 (c2 + c3 r + c4 r^2 + c5 r^3 + c6 r^4)
    float.fromhex("0x1.fffffcp-2"),
    float.fromhex("0x1.555494p-3"),
    float.fromhex("0x1.5558bep-5"),
    float.fromhex("0x1.123856p-7"),
    float.fromhex("0x1.6a3d04p-10"),
)
_LOW = -104.0  # exp(-104) < 2^-150 rounds to 0; n = -150 still splits into two normal scales
_HIGH = 89.0  # exp(89) overflows; n = 128 still splits into two normal scales
_EXPONENT_BIAS = 127
_MANTISSA_BITS = 23


_LIBM_EXP: contextvars.ContextVar[bool] = contextvars.ContextVar("tosabcast_libm_exp", default=False)
_DEFER_EXP: contextvars.ContextVar[bool] = contextvars.ContextVar("tosabcast_defer_exp", default=False)
_SCALEF: contextvars.ContextVar[bool] = contextvars.ContextVar("tosabcast_scalef", default=False)


@contextlib.contextmanager
def switched_on(flag: contextvars.ContextVar[bool], enabled: bool) -> Iterator[None]:
    """Within the block, `flag` is on if `enabled` (an outer block's setting stays on)."""
    token = flag.set(enabled or flag.get())
    try:
        yield
    finally:
        flag.reset(token)


def libm_exp(enabled: bool = True) -> contextlib.AbstractContextManager[None]:
    """Within the block, `exp` emits `math.exp` (libm's `expf` in the JIT); with `enabled` False, no change."""
    return switched_on(_LIBM_EXP, enabled)


def libm_exp_enabled() -> bool:
    """True inside `libm_exp()`: `exp` is libm's `expf` (`math.exp`), which `--tosabcast-expand-exp` leaves alone,
    and `--tosabcast-expand-math` leaves every math op (log, sin, ...) a libm call too."""
    return _LIBM_EXP.get()


def scalef(enabled: bool = True) -> contextlib.AbstractContextManager[None]:
    """Within the block, `scale` (exp's and pow's last step) is one `llvm.intr.ldexp`, which LLVM vectorizes and
    lowers to `vscalefps` on AVX-512 CPUs (a libm `ldexpf` call per element elsewhere: ask for it only there);
    with `enabled` False, no change. `--tosabcast-expand-math{scalef=...}`."""
    return switched_on(_SCALEF, enabled)


def deferred_exp(enabled: bool = True) -> contextlib.AbstractContextManager[None]:
    """Within the block, `exp` emits `math.exp`, for `--tosabcast-expand-exp` to expand later in the pipeline."""
    return switched_on(_DEFER_EXP, enabled)


def exp(x: ir.Value) -> ir.Value:
    """Build e^x of a float scalar at the current insertion point: `exp_f32` for f32, or `math.exp` (f64, or in
    `libm_exp()` or `deferred_exp()`)."""
    if _LIBM_EXP.get() or _DEFER_EXP.get() or not isinstance(x.type, ir.F32Type):
        return math.exp(x)  # f64: libm's exp (correctly rounded in glibc); f32 later: --tosabcast-expand-exp
    return exp_f32(x)


class _Constants:
    """The f32 and i32 constants of one expansion, each built once."""

    def __init__(self) -> None:
        self.f32 = ir.F32Type.get()
        self.i32 = ir.IntegerType.get_signless(32)
        self._values: dict[tuple[str, float], ir.Value] = {}

    def float(self, value: float) -> ir.Value:
        return self._get("f", value, lambda: arith.constant(self.f32, ir.FloatAttr.get(self.f32, value)))

    def int(self, value: int) -> ir.Value:
        return self._get("i", value, lambda: arith.constant(self.i32, value))

    def _get(self, kind: str, value: float, build: Callable[[], ir.Value]) -> ir.Value:
        key = (kind, value)
        if key not in self._values:
            self._values[key] = build()
        return self._values[key]


def exp_f32(x: ir.Value) -> ir.Value:
    """Build the straight-line e^x of an f32 scalar at the current insertion point and location; return it."""
    c = _Constants()
    above = arith.cmpf(arith.CmpFPredicate.OGT, x, c.float(_HIGH))
    below = arith.cmpf(arith.CmpFPredicate.OLT, x, c.float(_LOW))
    xc = arith.select(below, c.float(_LOW), arith.select(above, c.float(_HIGH), x))
    t = _fma(xc, c.float(LOG2E), c.float(SHIFT))
    nf = arith.subf(t, c.float(SHIFT))
    r = _fma(nf, c.float(-LN2_LO), _fma(nf, c.float(-LN2_HI), xc))
    q = c.float(Q[-1])
    for coefficient in reversed(Q[:-1]):
        q = _fma(q, r, c.float(coefficient))
    p = arith.addf(c.float(1.0), _fma(arith.mulf(r, r), q, r))
    k = arith.subi(arith.bitcast(c.i32, t), c.int(SHIFT_BITS))
    return scale(p, k, c)


def scale(p: ir.Value, k: ir.Value, c: _Constants | None = None) -> ir.Value:
    """p 2^k for an f32 p and an i32 k in [-152, 152], rounded once, also when the result is subnormal or past
    the largest f32: two multiplies by normal powers of two, the first exact, or inside `scalef()` one
    `llvm.intr.ldexp` (on AVX-512 `vcvtdq2ps` + `vscalefps`, the same bits)."""
    if _SCALEF.get():
        return create("llvm.intr.ldexp", p.type, (p, k))
    c = c or _Constants()
    half = arith.shrsi(k, c.int(1))
    scaled = arith.mulf(p, _power_of_two(half, c))
    return arith.mulf(scaled, _power_of_two(arith.subi(k, half), c))


def _fma(a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
    return create("math.fma", a.type, (a, b, c))


def _power_of_two(n: ir.Value, c: _Constants) -> ir.Value:
    """2^n as an f32, for an i32 n in [-126, 127]."""
    biased = arith.addi(n, c.int(_EXPONENT_BIAS))
    return arith.bitcast(c.f32, arith.shli(biased, c.int(_MANTISSA_BITS)))
