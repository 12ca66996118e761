"""Vectorizable f32 `log`, `tanh`, `erf`, `sin`, `cos` and `pow`: straight-line arith/math code, no libm call.

`math.log`, `math.tanh`, ... become calls of libm's `logf`, `tanhf`, ... per element, which LLVM cannot
vectorize (tanh took 8.7x numpy's time at 2048x2048 f32, cos 4.8x, sin 3.8x). Each function here builds
the op from `arith` and `math.fma` ops, like
`tosabcast.lowering.approx.exp_f32`, so the loop vectorizer turns an element-wise loop using it into AVX2
code. `expand(module, names)` replaces the scalar f32 `math.*` ops of a module with them; it is what
`--tosabcast-expand-math` runs late in the pipeline, on the loops (passes/expand_math.py).

    log(x)    x = 2^k m, m in [sqrt(1/2), sqrt(2)); log(x) = k ln2 + f + f^2 Q(f), f = m - 1 (exact),
              Q of degree 8; k ln2 in two parts, the high part exact; k ln2_hi + f rounded with its error kept
              (Fast2Sum) and added to the small terms, so the sum rounds once. Subnormal x scaled by 2^23 first.
    tanh(x)   E / (E + 2), E = e^(2a) - 1 = 2^n (e^r - 1) + (2^n - 1) with 2a = n ln2 + r, by exp's
              reduction and polynomial (`approx`) without its range handling: a = |x| clamped to 9.1, where
              tanh rounds to 1, so 2^n is a normal f32 and 2^n - 1 exact (reduced in halves, r/2, so that 2a is
              never formed, by one product of f32(ln 2): its 1.9e-9 error is damped by 2 / (E + 2)); x's sign
              bit or-ed in. One formula for every x: within 3 ulps of the correctly rounded result (below).
    erf(x)    |x| < 1: x + x P(x^2), P of degree 6; [1, 4]: 1 - erfc(|x|), erfc ONE polynomial of degree 15 in
              t = (|x| - 2.5) / 1.5 (|x| clamped to 4, where erf rounds to 1); both evaluated, one selected; the
              sign of x or-ed in. Both polynomials by Estrin's scheme (pairs, then pairs in t^2, t^4, t^8).
    sin, cos  Two paths. Small |x| <= 65536 (`sin_small_f32`, for ops marked by passes/version_sincos.py):
              f32 Cody-Waite, n = round(|x| 2/pi) by the 1.5 2^23 shift, r = |x| - n pi/2 with pi/2 in three
              f32 parts (the first product exact, the second's rounding kept by TwoSum and added to the last
              step), sin r = r + (r^3 S(r^2) + low), cos r = 1 + r^2 C(r^2), degree 9/8, quadrant from the
              low bits of the shifted n, sign by xor; about 35 f32 ops at 8 lanes. Every argument
              (`sin_f32`): exact range reduction in f64, no branch, no table: |x| 2/pi is the exact sum of
              |x| C_i, 2/pi split into four f64 (212 bits), each product kept as its rounded value plus the
              exact error (`fma`); each term is reduced mod 4 exactly (t - 4 roundeven(t/4)) and the terms
              are summed exactly (TwoSum) into n + y, |y| <= 1/2, y to 2^-53 relative. r = y pi/2; sin and
              cos of r are Taylor polynomials in f64 (degree 13/12), picked and negated by the quadrant
              n mod 4, rounded once to f32 (about 55 f64 ops at 4 lanes).
    pow(x, y) 2^(y log2|x|) in f32, carrying log2|x| and y log2|x| as pairs of f32 (hi + lo): |x| = 2^k m as
              for log; s = (m - 1)/(m + 1) from one division and its residual (an fma), to 2^-46; log2 m =
              c s + s^3 R(s^2), c = 2/ln2 in two parts, every product's rounding error kept by an fma and R of
              degree 3; k + log2 m and y times it by Fast2Sum and fma, so z = y log2|x| is z_hi + z_lo;
              2^z = 2^n 2^r, n = round(z_hi), r = (z_hi - n) + z_lo, 2^r = 1 + r Q(r) of degree 7; scaled by
              2^n in two normal halves (rounded once, also when subnormal; clamped to +-152 first). C99 special
              cases mostly by the arithmetic itself (log2 0 = -inf, inf and NaN kept, z = 0 where |x| = 1 or
              y = 0) and three selects: the sign of a negative x to an odd integer power, NaN for a finite
              negative x to a non-integer power. About 100 instructions per vector; the loop around it gets 16
              lanes and 4 interleaved steps on AVX-512 hosts (passes/expand_math.py).

erf's shape was measured (2048x2048 f32, one thread, thread CPU time, interleaved with our exp): three erfc
polynomials of degree 10 on [1, 2), [2, 3), [3, 4) with their coefficients picked by 22 selects took 3.15x
exp's time (7.9 ms); one erfc polynomial of degree 15 by Horner 1.7-1.8x; the same by Estrin 1.46x (3.7 ms,
exp 2.5 ms, a copy 1.7 ms). The loop is latency-bound on the long fma chain, then it pays per constant: the
same code with its 23 coefficients replaced by 4 distinct values took 1.10x instead of 1.83x (29 constants
against exp's 12, 16 ymm registers: each is broadcast or reloaded per vector). Degrees 5 + 12 (the fewest
within 1 ulp, but 44 % of results not correctly rounded, in a float64 model of the f32 code) took 1.35x,
degrees 6 + 9 (2^-20 too inaccurate) 1.1x. A rational x P(x^2) / Q(x^2) with 12 coefficients would run at
0.9x, but the fits reached 2^-24 and, evaluated in f32, 5 ulps near 1. A single polynomial
for erf(a)/a over [0, 4] (degree 19) rounds to 3 ulps near 1, where erf = a (erf(a)/a) amplifies the f32
error of the second factor. So 1.0x exp is out of reach at 1 ulp with polynomials on this machine. Nor a
rational function for erfc on [1, 4] with one division in place of the degree-15 polynomial: fitted for
absolute error, degrees (6, 5) reach 2^-24.7 and 4 ulps in f32, (5, 5) 8 ulps; fitted for relative error,
erfc's fall over seven decades leaves (5, 5) at 2^-10 (2026-11-27). What does get closer is one polynomial per
element with its coefficients picked per lane from 16-entry tables, one `vpermps` per lookup on AVX-512
(`tosabcast.lowering.erf_table`, 0.86 ulp): `--tosabcast-table-erf` vectorizes the loops around erf with it
before this expansion runs, where the CPU has AVX-512; this function is erf everywhere else. (A first try
of tables on 2026-11-27, 8 intervals of degree 6 in 8-lane `vpermps` on an AMD Zen 3, was 2.2 ulps off and
1.43-1.48x exp in the cache: each lookup was 2 uops there, and tiny and mid-size arguments rounded twice.)

tanh is one formula since 2026-11-26. Until then a polynomial x + x^3 P(x^2) took |x| < 0.3, where E / (E + 2)
rounds three times and is up to 2.61 ulps off (every f32 input; 3 ulps from the correctly rounded result at
x = 0.0305, 3.9 % of results not correctly rounded): that kept tanh within 1 ulp of the correctly rounded
result (1.499 ulps of error), at the price of 7 of its 30 instructions: 2.35 ms against 1.90 ms at 2048x2048 f32 on one
thread, 1.28 ms against 0.94 ms on two (interleaved, 15 rounds; exp took 1.95 and 0.98 ms), so that IREE's
tanh (4.5 ulps off) was 1.2x faster on two threads. The TOSA 1.0 specification bounds TANH's absolute error by
2^-23 max(4 (1 + |x|) |tanh x|, 0.5), at least 4 ulps of the result (its ERF: 5 ulps, LOG: 5 ulps; EXP and
SIGMOID by absolute bounds like TANH's; docs/semantics.md): 3 ulps is inside it, at exp's speed. The
measurements below are of the two-branch version (efdb3ac), whose large branch is today's formula.

tanh's large branch was 1 - 2 / (e^(2a) + 1) with the whole `exp_f32` (its clamps and two-step scaling, 27 ops):
4.38 ms at 2048x2048 f32 (one thread, best CPU time of 15 rounds); with the clamped e^(2a) - 1 above 3.04 ms.
The same formula on every |x| (no polynomial branch) was 2 ulps off near 0 (x = 0.000226: E + 2 rounds, then
the quotient). The loop is bound by its instruction count: about 0.09 ms per instruction per 8 elements, so
the polynomial branch (10 instructions) cost 30 % (2.32 ms without it, 3.24 ms with it, interleaved); its
range was 0.625, where P needs 6 coefficients. Measured on every 16th f32 input, E / (E + 2) stays within 1 ulp
of the correctly rounded result from 0.3 on (1.375 ulp of error at worst in [0.3, 0.625)), but not below it:
the rounding of E, of E + 2 and of the quotient reach 1.6-2.6 ulps in [0.01, 0.3), with e^(-2a) - 1 instead
1.5-2.3. So P covers [0, 0.3] with 3 coefficients (2^-26.2), and the large branch is reduced in halves and
the sign or-ed in (2 instructions less, the same bits on all 2^32 inputs): 2.52 ms against 2.87 ms before,
interleaved; every f32 input stays within 1 ulp of the correctly rounded result (0.372 % not correctly rounded,
0.130 % before: [0.3, 0.625) now rounds three times). Keeping E's and E + 2's rounding errors and correcting
the quotient (7 instructions) gave 1.04 ulp from 0.3 on but 1.78 below, and no instruction less. exp's
reduction takes n ln2 in two parts (n up to 150 there); here one f32(ln 2) product, 1.9e-9 n off, does: the
error of E it makes is damped by 2 / (E + 2), and E is large where n is (one FMA less, 6 % faster interleaved;
all 2^32 inputs still within 1 ulp, 0.372 % not correctly rounded, 1.499 ulp of error at worst). IREE's tanh
(MLIR's rational approximation, about 17 instructions) is up to 4.5 ulps off, bench/perf.py measures.

sin/cos's split was measured the same way: the exact path alone is 2.4x numpy's time (19 ms, numpy's AVX2
f32 Cody-Waite 7.9 ms); the f32 path in strips checked by version_sincos 0.5x (4.1 ms). Computing both paths
per element and selecting costs more than the exact path alone. The f32 path without the TwoSum (numpy's
scheme: r rounded twice) measured 1.46 ulp of error at worst: where sin r falls below the power of two that
r is above, r's half-ulp rounding is a whole ulp of the result; with it, 1.21 ulp at worst, within 1 ulp of
the correctly rounded result on every f32 up to 65536 (exhaustive, docs/semantics.md).

pow was f64 code until 2026-11-27 (log2 through atanh of degree 13, exp2 of degree 9, 4 lanes per `vdivpd`,
0.5002 ulp of error at worst): 2.2-2.4x numpy's time on an Intel Xeon whose numpy calls SVML (AVX-512). In f32 the
same structure needs log2 to about 2^-32 of y log2 x, so the log is carried as pairs. Measured on the way, near
overflow: the pair of log2 m not renormalized (its low part up to 1 % of the whole, so z_lo was no longer small
and r left [-1/2, 1/2]), 2436 ulps; s^3 rounded twice and s_lo's derivative left out, 6 ulps; as built, log2 m
is 2^-30 relative at worst (|s| near 0.17) and the result within 2 ulps of the correctly rounded one (1.72
ulps of error at y log2 x = 124.9, test_math's worst-case pairs), within 1 ulp where |y log2 x| < 32 and on the
sweep of every x (docs/semantics.md). Measured at 2048x2048 f32 on one thread (thread CPU time, 31
interleaved rounds, that Xeon): the f64 code 19-23 ms, this code at 8 lanes 16.0 ms, at 16 lanes 11.7 ms, numpy
8.4 ms (with 4 steps interleaved 7.0-9.3 ms, numpy 7.0-8.4); `llvm-mca -mcpu=cascadelake` puts the loop at 1.3-1.5
instructions a cycle, latency-bound, which is why 16 lanes and interleaving pay (passes/expand_math.py). The TOSA 1.0
bound for POW is about 2 (1 + |y ln x|) ulps, so a plain f32 pow (no pairs, about 20 instructions fewer) would
conform too; we did not trade the accuracy for it.

The polynomial coefficients were fitted (least squares on Chebyshev nodes against mpmath, weighted for the
relative error; scripts/math_accuracy.py measures the result) and rounded to f32. Accuracy as measured by
scripts/math_accuracy.py (docs/semantics.md has the table): within 1 ulp of the correctly rounded result for
every op but tanh (log, erf: on every f32 input), tanh within 3 ulps (on every f32 input; it rounds E, E + 2
and the quotient). Without the Fast2Sum, log was 2 ulps off (x = 7.369: k ln2_hi + f and the final sum both
rounded); a sweep of every 64th bit pattern missed that, as there f has 6 zero low bits and k ln2_hi + f is
exact. Special values follow C99/IEEE: log(0) = -inf, log(x<0) = NaN, log(+inf) = +inf; sin/cos(+-inf) =
NaN; tanh/erf(+-inf) = +-1; -0 keeps its sign where the function is odd; nothing is flushed to zero.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering import approx
from tosabcast.lowering.build import arith, create, math


def _hex(*values: str) -> tuple[float, ...]:
    return tuple(float.fromhex(v) for v in values)


# log1p(f) = f + f^2 Q(f) on [sqrt(1/2) - 1, sqrt(2) - 1]: relative error 2^-27.7 before rounding
_LOG_Q = _hex(
    "-0x1.fffff8p-2", "0x1.555558p-2", "-0x1.000422p-2", "0x1.999fc2p-3", "-0x1.5424e0p-3",
    "0x1.22bf86p-3", "-0x1.0f9b0cp-3", "0x1.068b2ap-3", "-0x1.321a4cp-4",
)  # fmt: skip
_LN2_HI = 0.693145751953125  # 16 bits: k * _LN2_HI is exact for |k| < 2^8
_LN2_LO = 1.428606765330187045037746429443359375e-06
_SQRT_HALF_BITS = 0x3F3504F3

_LN2_F32 = float.fromhex("0x1.62e43p-1")  # f32(ln 2)
_TANH_TOP = 9.1  # tanh rounds to 1 from 9.0109 on; e^18.2 is far from overflowing
_TANH_Q = tuple(c * 2.0 ** (k + 1) for k, c in enumerate(approx.Q))  # 2 Q(2h): exp's, rescaled exactly

# erf(a) = a + a P(a^2) on [0, 1]: relative error 2^-27 with the coefficients rounded to f32
_ERF_P = _hex(
    "0x1.06eba8p-3", "-0x1.81273ep-2", "0x1.ce2cf0p-4", "-0x1.b7f858p-6", "0x1.53ff92p-8", "-0x1.a3c95cp-11",
    "0x1.48edeep-14",
)  # fmt: skip
# erfc(a) on [1, 4] as one polynomial of degree 15 in t = (a - 2.5) / 1.5: absolute error < 2^-27
_ERFC_R = _hex(
    "0x1.aab886p-12", "-0x1.ac446ap-9", "0x1.917ffcp-7", "-0x1.cdbbcap-6", "0x1.6598cap-5", "-0x1.7c802cp-5",
    "0x1.050b8ep-5", "-0x1.30decep-7", "-0x1.b28feep-8", "0x1.3f3e82p-7", "-0x1.327f0cp-8", "-0x1.5fcd30p-11",
    "0x1.0b5500p-9", "-0x1.6149b2p-11", "-0x1.107f22p-12", "0x1.42943ap-13",
)  # fmt: skip
_ERFC_SCALE = float.fromhex("0x1.555556p-1")  # f32(1 / 1.5)
_ERFC_OFFSET = float.fromhex("-0x1.aaaaaap+0")  # f32(-2.5 / 1.5)
_ERF_TOP = 4.0  # erfc(4) < 2^-26: from here on erf rounds to 1 (it does from 3.9165 on)

# 2/pi to 400 bits (floor(2/pi * 2^400)), for the sin/cos reduction table
_TWO_OVER_PI = int(
    "a2f9836e4e441529fc2757d1f534ddc0db6295993c439041fe5163abdebbc561b7246e3a424dd2e006492eea09d1921cfe1d", 16
)
_TWO_OVER_PI_BITS = 400
_PI_OVER_2 = 1.5707963267948966  # f64(pi/2): r = y * pi/2 is then within 2^-52 relative
_SIN = tuple((-1) ** (k + 1) / _f for k, _f in enumerate((6.0, 120.0, 5040.0, 362880.0, 39916800.0, 6227020800.0)))
_COS = tuple(
    (-1) ** (k + 1) / _f for k, _f in enumerate((2.0, 24.0, 720.0, 40320.0, 3628800.0, 479001600.0))
)  # r^2 C(r^2) = cos r - 1

# pow: log2 m = c s + s^3 R(s^2), s = (m - 1)/(m + 1), |s| <= 0.1716, c = 2/ln 2 in two f32 parts: R of degree 3,
# relative error 2^-32 with its coefficients rounded to f32; 2^r = 1 + r Q(r) on |r| <= 1/2, Q of degree 6,
# relative error 2^-28.7 (both fitted like the others, least squares on Chebyshev nodes against mpmath)
_POW_LOG2_R = _hex("0x1.ec709ep-1", "0x1.277768p-1", "0x1.a59678p-2", "0x1.5c6024p-2")
_POW_C_HI = float.fromhex("0x1.715476p+1")  # f32(2 / ln 2)
_POW_C_LO = float.fromhex("0x1.4ae0c0p-25")  # f32(2 / ln 2 - _POW_C_HI)
_POW_EXP2_Q = _hex(
    "0x1.62e430p-1", "0x1.ebfbe0p-3", "0x1.c6b08ap-5", "0x1.3b29f4p-7", "0x1.5d8a86p-10", "0x1.445c84p-13",
    "0x1.fde5fap-17",
)  # fmt: skip
_POW_CLAMP = 152.0  # |y log2 x| beyond this over- or underflows f32 either way; 2^76 is a normal f32
_SIGN_BIT = -(1 << 31)


# sin/cos of |x| <= SMALL_ARGUMENT_BOUND (`sin_small_f32`, `cos_small_f32`): f32 Cody-Waite reduction with pi/2 in
# three f32 parts (the first product exact in an fma), then sin r = r + r^3 S(r^2), cos r = 1 + r^2 C(r^2) on
# |r| <= 0.8 (relative errors 2^-32.2 and 2^-32.6 with the coefficients rounded to f32)
SMALL_ARGUMENT = "tosabcast.small_argument"
"""The unit attribute that marks a `math.sin`/`math.cos` whose argument is known to be within
`SMALL_ARGUMENT_BOUND` in magnitude (or NaN): `expand` builds the f32 code for it (passes/version_sincos.py)."""
SMALL_ARGUMENT_BOUND = 65536.0
_TWO_OVER_PI_F32 = float.fromhex("0x1.45f306p-1")
_PI_OVER_2_F32 = _hex("0x1.921fb6p+0", "-0x1.777a5cp-25", "-0x1.ee59dap-50")
_SHIFT_F32 = 12582912.0  # 1.5 * 2^23: fma(a, 2/pi, it) rounds a 2/pi to the integer n, kept in the low bits
_SIN_S = _hex("-0x1.555556p-3", "0x1.111164p-7", "-0x1.a0479ap-13", "0x1.777de2p-19")
_COS_C = _hex("-0x1.000000p-1", "0x1.555548p-5", "-0x1.6c0b08p-10", "0x1.999a6ep-16")


def _two_over_pi_parts() -> tuple[float, ...]:
    """2/pi as four f64 whose sum is 2/pi to 2^-212 (each the rounding of what the previous ones leave)."""
    rest = Fraction(_TWO_OVER_PI, 1 << _TWO_OVER_PI_BITS)
    parts = []
    for _ in range(4):
        parts.append(float(rest))
        rest -= Fraction(parts[-1])
    return tuple(parts)


_TWO_OVER_PI_PARTS = _two_over_pi_parts()


class _Builder:
    """Ops of one expansion at the current insertion point; constants built once each."""

    def __init__(self) -> None:
        self.f32 = ir.F32Type.get()
        self.f64 = ir.F64Type.get()
        self.i32 = ir.IntegerType.get_signless(32)
        self.i64 = ir.IntegerType.get_signless(64)
        self._constants: dict[tuple[str, float], ir.Value] = {}

    def const(self, type_: ir.Type, value: float) -> ir.Value:
        key = (str(type_), repr(value))
        if key not in self._constants:
            if isinstance(type_, ir.IntegerType):
                attribute: ir.Attribute = ir.IntegerAttr.get(type_, int(value))
            else:
                attribute = ir.FloatAttr.get(type_, value)
            self._constants[key] = arith.constant(type_, attribute)
        return self._constants[key]

    def like(self, x: ir.Value, value: float) -> ir.Value:
        return self.const(x.type, value)

    def fma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        return math.fma(a, b, c)

    def horner(self, x: ir.Value, coefficients: Iterable[ir.Value | float]) -> ir.Value:
        """c0 + x (c1 + x (c2 + ...)), coefficients lowest first (floats become constants of x's type)."""
        values = [c if isinstance(c, ir.Value) else self.like(x, c) for c in coefficients]
        result = values[-1]
        for c in reversed(values[:-1]):
            result = self.fma(result, x, c)
        return result

    def estrin(self, x: ir.Value, coefficients: Iterable[ir.Value | float]) -> ir.Value:
        """The polynomial of `horner` by Estrin's scheme: pairs c_2i + c_2i+1 x, then pairs of those in x^2, ...

        The same number of fma plus one multiply per level, but a dependency chain of about log2(degree) fma
        instead of degree: long Horner chains left the loop latency-bound (erf, see the module docstring)."""
        terms = [c if isinstance(c, ir.Value) else self.like(x, c) for c in coefficients]
        power = x
        while len(terms) > 1:
            paired = [self.fma(terms[i + 1], power, terms[i]) for i in range(0, len(terms) - 1, 2)]
            terms = paired + terms[len(terms) - len(terms) % 2 :]
            if len(terms) > 1:
                power = arith.mulf(power, power)
        return terms[0]

    def cmp(self, predicate: arith.CmpFPredicate, a: ir.Value, b: ir.Value | float) -> ir.Value:
        return arith.cmpf(predicate, a, b if isinstance(b, ir.Value) else self.like(a, b))

    def select(self, condition: ir.Value, a: ir.Value | float, b: ir.Value | float) -> ir.Value:
        typed = a if isinstance(a, ir.Value) else b
        assert isinstance(typed, ir.Value)
        a = a if isinstance(a, ir.Value) else self.like(typed, a)
        b = b if isinstance(b, ir.Value) else self.like(typed, b)
        return arith.select(condition, a, b)

    def abs(self, x: ir.Value) -> ir.Value:
        return math.absf(x)

    def copysign(self, magnitude: ir.Value, sign: ir.Value) -> ir.Value:
        return create("math.copysign", magnitude.type, (magnitude, sign))

    def is_nan(self, x: ir.Value) -> ir.Value:
        return arith.cmpf(arith.CmpFPredicate.UNO, x, x)


_F = arith.CmpFPredicate
_I = arith.CmpIPredicate


def log_f32(x: ir.Value) -> ir.Value:
    """Build log(x) of an f32 scalar (<= 1 ulp, measured on every f32); return it."""
    b = _Builder()
    tiny = b.cmp(_F.OLT, x, 2.0**-126)
    scaled = b.select(tiny, arith.mulf(x, b.const(b.f32, 2.0**23)), x)
    bits = arith.bitcast(b.i32, scaled)
    offset = arith.subi(bits, b.const(b.i32, _SQRT_HALF_BITS))
    k = arith.shrsi(offset, b.const(b.i32, 23))
    m = arith.bitcast(b.f32, arith.subi(bits, arith.shli(k, b.const(b.i32, 23))))  # in [sqrt(1/2), sqrt(2))
    k = arith.subi(k, b.select(tiny, b.const(b.i32, 23), b.const(b.i32, 0)))
    f = arith.subf(m, b.const(b.f32, 1.0))
    kf = arith.sitofp(b.f32, k)
    # k ln2_hi + f as its rounded sum `hi` plus the exact error (Fast2Sum: |k ln2_hi| >= 0.69 > |f| unless k = 0,
    # where hi = f), the error added to the small terms: the sum is rounded once where it matters, at the end
    hi = b.fma(kf, b.const(b.f32, _LN2_HI), f)  # k ln2_hi is exact: 16 bits times |k| < 2^8
    error = arith.subf(f, b.fma(kf, b.const(b.f32, -_LN2_HI), hi))  # hi - k ln2_hi is exact
    lo = b.fma(kf, b.const(b.f32, _LN2_LO), b.fma(arith.mulf(f, f), b.horner(f, _LOG_Q), error))
    # special inputs by three selects (four and an `and` made the whole log 5-15 % slower): +inf, NaN give x
    result = b.select(b.cmp(_F.OLT, x, float("inf")), arith.addf(hi, lo), x)
    not_positive = b.select(b.cmp(_F.OEQ, x, 0.0), b.like(x, float("-inf")), float("nan"))
    return b.select(b.cmp(_F.OGT, x, 0.0), result, not_positive)


def tanh_f32(x: ir.Value) -> ir.Value:
    """Build tanh(x) of an f32 scalar (<= 3 ulps from the correctly rounded result, measured on every f32); return
    it."""
    b = _Builder()
    a = b.abs(x)
    # 2a = n ln2 + r, e^(2a) - 1 = 2^n (e^r - 1) + (2^n - 1): exp's reduction and polynomial (`approx`), without
    # its range checks and two-step scaling: |x| is clamped to `_TANH_TOP`, so 2^n is a normal f32. Reduced in
    # halves, without forming 2a: h = r / 2 = a - n ln2/2, (e^r - 1) / 2 = h + h^2 2Q(2h), 2^(n+1) from the bits
    # (every scaling by 2 is exact); n ln2 as one product of f32(ln 2) (the module docstring says why).
    v = b.select(b.cmp(_F.OGT, a, _TANH_TOP), _TANH_TOP, a)  # one minps; a NaN stays NaN
    t = b.fma(v, b.const(b.f32, 2 * approx.LOG2E), b.const(b.f32, approx.SHIFT))
    n = arith.subf(t, b.const(b.f32, approx.SHIFT))
    h = b.fma(n, b.const(b.f32, -_LN2_F32 / 2), v)  # f32(ln2) is 1.9e-9 off: damped by 2 / (E + 2)
    half_em1 = b.fma(arith.mulf(h, h), b.horner(h, _TANH_Q), h)  # (e^r - 1) / 2
    k = arith.subi(arith.bitcast(b.i32, t), b.const(b.i32, approx.SHIFT_BITS))
    scale2 = arith.bitcast(b.f32, arith.addi(arith.shli(k, b.const(b.i32, 23)), b.const(b.i32, 0x40000000)))
    e = b.fma(scale2, half_em1, b.fma(scale2, b.const(b.f32, 0.5), b.const(b.f32, -1.0)))  # 2^n - 1 exact
    magnitude = arith.divf(e, arith.addf(e, b.const(b.f32, 2.0)))  # (e^2a - 1) / (e^2a + 1), >= 0 or NaN
    # copysign as one `or`: the magnitude's sign bit is clear (two ops instead of math.copysign's three)
    sign = arith.andi(arith.bitcast(b.i32, x), b.const(b.i32, -(1 << 31)))
    return arith.bitcast(b.f32, arith.ori(arith.bitcast(b.i32, magnitude), sign))


def erf_f32(x: ir.Value) -> ir.Value:
    """Build erf(x) of an f32 scalar (<= 1 ulp); return it."""
    b = _Builder()
    a = b.abs(x)
    small = b.fma(a, b.estrin(arith.mulf(x, x), _ERF_P), a)
    clamped = b.select(b.cmp(_F.OGT, a, _ERF_TOP), _ERF_TOP, a)  # one minps; a NaN stays NaN
    t = b.fma(clamped, b.const(b.f32, _ERFC_SCALE), b.const(b.f32, _ERFC_OFFSET))
    large = arith.subf(b.const(b.f32, 1.0), b.estrin(t, _ERFC_R))
    magnitude = b.select(b.cmp(_F.OLT, a, 1.0), small, large)
    sign = arith.andi(arith.bitcast(b.i32, x), b.const(b.i32, -(1 << 31)))  # the magnitude is >= 0 or NaN
    return arith.bitcast(b.f32, arith.ori(arith.bitcast(b.i32, magnitude), sign))


def sin_f32(x: ir.Value) -> ir.Value:
    """Build sin(x) of an f32 scalar (<= 1 ulp, every argument, exact reduction); return it."""
    return _sin_cos(x, cosine=False)


def cos_f32(x: ir.Value) -> ir.Value:
    """Build cos(x) of an f32 scalar (<= 1 ulp, every argument, exact reduction); return it."""
    return _sin_cos(x, cosine=True)


def _sin_cos(x: ir.Value, *, cosine: bool) -> ir.Value:
    b = _Builder()
    ax = arith.extf(b.f64, b.abs(x))
    # |x| 2/pi = sum of |x| C_i exactly (to 2^-84 for every f32): products split into rounded value + exact error
    terms: list[ir.Value] = []
    for part in _TWO_OVER_PI_PARTS[:3]:
        product = arith.mulf(ax, b.const(b.f64, part))
        terms += [product, b.fma(ax, b.const(b.f64, part), arith.negf(product))]
    small = terms.pop()  # the error of the third product: < 2^-31, no reduction needed
    small = b.fma(ax, b.const(b.f64, _TWO_OVER_PI_PARTS[3]), small)
    # each term mod 4 (exact), then summed exactly as s + c
    s, c = None, small
    for term in terms:
        reduced = b.fma(math.roundeven(arith.mulf(term, b.const(b.f64, 0.25))), b.const(b.f64, -4.0), term)
        if s is None:
            s = reduced
            continue
        s, error = _two_sum(b, s, reduced)
        c = arith.addf(c, error)
    assert s is not None
    n = math.roundeven(s)
    y = arith.addf(arith.subf(s, n), c)  # |y| <= 1/2 (+tiny), to 2^-53 relative
    n = b.select(b.is_nan(n), 0.0, n)  # NaN, inf: no poison fptosi
    quadrant = arith.fptosi(b.i32, n)
    if cosine:
        quadrant = arith.addi(quadrant, b.const(b.i32, 1))
    r = arith.mulf(y, b.const(b.f64, _PI_OVER_2))
    r2 = arith.mulf(r, r)
    sin_r = b.fma(arith.mulf(r, r2), b.horner(r2, _SIN), r)
    cos_r = b.fma(r2, b.horner(r2, _COS), b.const(b.f64, 1.0))
    odd = arith.cmpi(_I.ne, arith.andi(quadrant, b.const(b.i32, 1)), b.const(b.i32, 0))
    negative = arith.cmpi(_I.ne, arith.andi(quadrant, b.const(b.i32, 2)), b.const(b.i32, 0))
    value = b.select(odd, cos_r, sin_r)
    value = b.select(negative, arith.negf(value), value)
    result = arith.truncf(b.f32, value)
    if cosine:
        return result
    sign = arith.andi(arith.bitcast(b.i32, x), b.const(b.i32, -(1 << 31)))  # sin is odd: sign(x) sin|x|
    return arith.bitcast(b.f32, arith.xori(arith.bitcast(b.i32, result), sign))


def sin_small_f32(x: ir.Value) -> ir.Value:
    """Build sin(x) of an f32 scalar with |x| <= SMALL_ARGUMENT_BOUND or NaN (<= 1 ulp, f32 reduction); return it."""
    return _sin_cos_small(x, cosine=False)


def cos_small_f32(x: ir.Value) -> ir.Value:
    """Build cos(x) of an f32 scalar with |x| <= SMALL_ARGUMENT_BOUND or NaN (<= 1 ulp, f32 reduction); return it."""
    return _sin_cos_small(x, cosine=True)


def _sin_cos_small(x: ir.Value, *, cosine: bool) -> ir.Value:
    b = _Builder()
    a = b.abs(x)
    shifted = b.fma(a, b.const(b.f32, _TWO_OVER_PI_F32), b.const(b.f32, _SHIFT_F32))
    n = arith.subf(shifted, b.const(b.f32, _SHIFT_F32))
    c1, c2, c3 = (b.const(b.f32, -part) for part in _PI_OVER_2_F32)
    r1 = b.fma(n, c1, a)  # a - n C1, exact: n C1 and a share the grid of 2^-24, |r1| < 1
    product = arith.mulf(n, c2)
    r, error = _two_sum(b, r1, product)  # r + error = r1 + n C2 exactly, with the product's error below
    low = b.fma(n, c3, arith.addf(error, b.fma(n, c2, arith.negf(product))))  # what r misses of a - n pi/2
    r2 = arith.mulf(r, r)
    # sin(r + low) = r + (r^3 S(r^2) + low): without `low`, r's rounding (1/2 ulp of r) costs a whole ulp of sin r
    # where sin r falls below the power of two r is above
    sin_r = arith.addf(r, b.fma(arith.mulf(r, r2), b.horner(r2, _SIN_S), low))
    cos_r = b.fma(r2, b.horner(r2, _COS_C), b.const(b.f32, 1.0))
    quadrant = arith.bitcast(b.i32, shifted)  # n mod 2^22 in the low bits
    if cosine:
        quadrant = arith.addi(quadrant, b.const(b.i32, 1))
    odd = arith.cmpi(_I.ne, arith.andi(quadrant, b.const(b.i32, 1)), b.const(b.i32, 0))
    value = b.select(odd, cos_r, sin_r)
    sign = arith.shli(quadrant, b.const(b.i32, 30))  # bit 1 of the quadrant: negate
    if not cosine:
        sign = arith.xori(sign, arith.bitcast(b.i32, x))  # sin is odd: sign(x) sin|x|
    sign = arith.andi(sign, b.const(b.i32, -(1 << 31)))
    return arith.bitcast(b.f32, arith.xori(arith.bitcast(b.i32, value), sign))


def _two_sum(b: _Builder, u: ir.Value, v: ir.Value) -> tuple[ir.Value, ir.Value]:
    """(s, e) with s = fl(u + v) and s + e = u + v exactly (Knuth's TwoSum, no branch)."""
    s = arith.addf(u, v)
    v_part = arith.subf(s, u)
    u_part = arith.subf(s, v_part)
    return s, arith.addf(arith.subf(u, u_part), arith.subf(v, v_part))


def pow_f32(x: ir.Value, y: ir.Value) -> ir.Value:
    """Build pow(x, y) of f32 scalars (C99 special cases; within 2 ulps of the correctly rounded result, 1 where
    |y log2 x| < 32); return it."""
    b = _Builder()
    one = b.const(b.f32, 1.0)
    a = b.abs(x)
    # a = 2^k m, m in [sqrt(1/2), sqrt(2)), as in `log_f32` (a subnormal a scaled by 2^23 first)
    tiny = b.cmp(_F.OLT, a, 2.0**-126)
    bits = arith.bitcast(b.i32, b.select(tiny, arith.mulf(a, b.const(b.f32, 2.0**23)), a))
    k = arith.shrsi(arith.subi(bits, b.const(b.i32, _SQRT_HALF_BITS)), b.const(b.i32, 23))
    m = arith.bitcast(b.f32, arith.subi(bits, arith.shli(k, b.const(b.i32, 23))))
    k = arith.subi(k, b.select(tiny, b.const(b.i32, 23), b.const(b.i32, 0)))
    # s = (m - 1) / (m + 1) as s_hi + s_lo (to 2^-46): m - 1 is exact, m + 1 = d + d_lo exactly
    u = arith.subf(m, one)
    d = arith.addf(m, one)
    d_lo = arith.subf(m, arith.subf(d, one))
    reciprocal = arith.divf(one, d)
    s_hi = arith.mulf(u, reciprocal)
    minus_s = arith.negf(s_hi)
    s_lo = arith.mulf(b.fma(minus_s, d_lo, b.fma(minus_s, d, u)), reciprocal)
    # log2 m = h + l: c s_hi as its rounded product h plus the exact error; with c_lo s_hi, c s_lo (1 + s^2) (the
    # derivative) and s^3 R(s^2), s^3 = s_hi^3 as s3 + s3_lo (each product's rounding error kept by an fma)
    s2 = arith.mulf(s_hi, s_hi)
    s3 = arith.mulf(s2, s_hi)
    s3_lo = b.fma(b.fma(s_hi, s_hi, arith.negf(s2)), s_hi, b.fma(s2, s_hi, arith.negf(s3)))
    c_hi = b.const(b.f32, _POW_C_HI)
    h = arith.mulf(s_hi, c_hi)
    l = b.fma(s_hi, b.const(b.f32, _POW_C_LO), b.fma(s_hi, c_hi, arith.negf(h)))
    l = b.fma(s_lo, b.fma(s2, c_hi, c_hi), b.fma(s3_lo, b.const(b.f32, _POW_LOG2_R[0]), l))
    l = b.fma(s3, b.horner(s2, _POW_LOG2_R), l)
    # log2 m = h + l renormalized (Fast2Sum: |l| < |h| / 64), then log2 a = k + h + l = big + small (Fast2Sum:
    # |k| >= 1 > |h|, or k = 0 and big = h), |small| <= ulp(big) / 2; 0 -> -inf; inf and NaN kept
    sum_ = arith.addf(h, l)
    l = arith.subf(l, arith.subf(sum_, h))
    kf = arith.sitofp(b.f32, k)
    big = arith.addf(kf, sum_)
    small = arith.addf(arith.subf(sum_, arith.subf(big, kf)), l)
    big = b.select(b.cmp(_F.OEQ, a, 0.0), float("-inf"), b.select(b.cmp(_F.OLT, a, float("inf")), big, a))
    # z = y log2 a as z_hi + z_lo; z = 0 where a = 1 or y = 0 (pow(1, y) = pow(-1, +-inf) = pow(x, 0) = 1, for
    # NaN too); z_lo = 0 where z_hi is clamped (the result over- or underflows) or not a number
    z = arith.mulf(y, big)
    z_lo = b.fma(y, small, b.fma(y, big, arith.negf(z)))
    z_lo = b.select(b.cmp(_F.OLT, b.abs(z), _POW_CLAMP), z_lo, 0.0)
    z = b.select(b.cmp(_F.OGT, z, _POW_CLAMP), _POW_CLAMP, b.select(b.cmp(_F.OLT, z, -_POW_CLAMP), -_POW_CLAMP, z))
    z = b.select(arith.ori(b.cmp(_F.OEQ, big, 0.0), b.cmp(_F.OEQ, y, 0.0)), 0.0, z)  # a NaN z stays NaN
    # 2^z = 2^n 2^r, n = round(z) by the 1.5 2^23 shift, r = (z - n) + z_lo (z - n exact), |r| <= 1/2
    shifted = arith.addf(z, b.const(b.f32, approx.SHIFT))
    n = arith.subf(shifted, b.const(b.f32, approx.SHIFT))
    r = arith.addf(arith.subf(z, n), z_lo)
    power = b.fma(r, b.horner(r, _POW_EXP2_Q), one)
    exponent = arith.subi(arith.bitcast(b.i32, shifted), b.const(b.i32, approx.SHIFT_BITS))  # n, |n| <= 152
    result = approx.scale(power, exponent)  # rounded once, also when subnormal
    # C99: a negative x (or -0, -inf) to an odd integer power is negative, to a non-integer finite power NaN;
    # +-inf are even integers, NaN is none
    floor_y = math.floor(y)
    half_y = arith.mulf(y, b.const(b.f32, 0.5))
    odd = arith.andi(b.cmp(_F.OEQ, floor_y, y), b.cmp(_F.ONE, math.floor(half_y), half_y))
    x_bits = arith.bitcast(b.i32, x)
    sign = b.select(odd, arith.andi(x_bits, b.const(b.i32, _SIGN_BIT)), b.const(b.i32, 0))
    result = arith.bitcast(b.f32, arith.ori(arith.bitcast(b.i32, result), sign))  # result >= 0 or NaN here
    # x in [-max, -min subnormal]: its bits minus those of -min subnormal, unsigned, below those of -inf
    negative = arith.cmpi(_I.ult, arith.subi(x_bits, b.const(b.i32, _SIGN_BIT + 1)), b.const(b.i32, 0x7F800000 - 1))
    return b.select(arith.andi(negative, b.cmp(_F.UNE, floor_y, y)), float("nan"), result)


# --------------------------------------------------------------------------------------------------------------
# expansion of math.* ops

EXPANDED: dict[str, str] = {
    "math.exp": "exp",
    "math.log": "log",
    "math.tanh": "tanh",
    "math.erf": "erf",
    "math.sin": "sin",
    "math.cos": "cos",
    "math.powf": "pow",
}
"""The scalar f32 math ops `expand` replaces, and the function each becomes."""


def expandable(root: ir.Operation, names: Iterable[str] = EXPANDED) -> list[ir.Operation]:
    """The scalar f32 ops of `names` (keys of `EXPANDED`) under `root`, in pre-order: what `expand` replaces."""
    f32 = ir.F32Type.get()
    return [op for op in walk_ops(root, frozenset(names)) if op.results[0].type == f32]


def expand(module: ir.Operation, names: Iterable[str] = EXPANDED) -> None:
    """Replace each scalar f32 op of `names` (keys of `EXPANDED`) under `module` with its inlined code."""
    expand_ops(expandable(module, names))


def expand_ops(ops: Iterable[ir.Operation]) -> None:
    """Replace each op of `ops` (from `expandable`) with its inlined code."""
    for op in ops:
        name = EXPANDED[op.name]
        if SMALL_ARGUMENT in op.attributes and name in ("sin", "cos"):
            name += "_small"
        with ir.InsertionPoint(op), op.location:
            expanded = _BUILDERS[name](*op.operands)
        op.results[0].replace_all_uses_with(expanded)
        op.erase()


_BUILDERS: dict[str, Callable[..., ir.Value]] = {
    "exp": approx.exp_f32,
    "log": log_f32,
    "tanh": tanh_f32,
    "erf": erf_f32,
    "sin": sin_f32,
    "cos": cos_f32,
    "sin_small": sin_small_f32,
    "cos_small": cos_small_f32,
    "pow": pow_f32,
}
