"""erf of f32 from tables: one polynomial per element, its coefficients picked per lane from 16-entry tables.

`vecmath.erf_f32` evaluates two polynomials for every element (degree 6 in x^2 for |x| < 1, degree 15 for
erfc on [1, 4], 23 coefficients) and selects one result: about 35 vector instructions, and with 23 constants
and four interleaved steps more register copies and spills than arithmetic, 1.8x our exp's time in the cache.
This is the other way: cut [0, 3.92] into 16 intervals of width 1/s (s = 3.93), interval k centred on
k SPACING (SPACING = f32(1/s)), and evaluate one polynomial of degree 5 whose coefficients come from tables of
16 floats, one entry per interval:

    a    = min(|x|, 3.92)                  // erf rounds to 1 from 3.9165 on; a NaN stays NaN
    t    = fma(a, s, 1.5 2^23)             // round(a s) in the low bits of t
    k    = bits(t) & 15                    // the interval
    d    = fma(t - 1.5 2^23, -SPACING, a)  // a - k SPACING, exact
    P    = P5[k] d^5 + ... + P0[k]         // Horner, five fma
    erf  = fma(a, K[k], C[k]) + P          // base a (k < 3) or C[k] = f32(erf(k SPACING)): one rounding
    erf |= sign bit of x

On a vector of 16 f32 a table is one register and a lookup one `vpermps` (a variable permute of the 16
lanes), which LLVM makes from `vector.from_elements` of `vector.extract`s at the lanes' `k` (`erf_f32` on
`vector<16xf32>`: portable IR), or which is written as the x86 intrinsic inside `permutes()` (the JIT on AVX-512
hosts: 8 ops instead of 136, and the index needs no `& 15`): 22-23 instructions per 16 elements, 8 of them
permutes, and no constant spilled. LLVM's loop vectorizer cannot widen the per-element lookup (a scalar
`vector.extract` at a varying position), so `--tosabcast-table-erf` (passes/table_erf.py) vectorizes the loops
around erf itself and calls `erf_f32` on their vectors; on scalars (a loop it cannot take) the same arithmetic
runs with one `extractelement` per lookup, so every element of a program gets the same bits.

Accuracy (scripts/erf_tables.py, a numpy model of this code bit for bit, on every f32 >= 0; the sign is
or-ed in): within 0.86 ulp of erf's value, 3.0 % of results not correctly rounded; `vecmath.erf_f32` is within
1 ulp. Where erf varies fast against its size (a < 0.64: erf(0.14) is half of erf(0.25)) the base is `a` and
P = erf(a) - a a small correction; with C[k] there the rounding of P cost 1.2 ulps near 0.14. Interval 0 has
P0 = 0, so tiny and subnormal x keep their relative accuracy (erf(x) = x + P, P = 0.128 x + ...). Special
values: erf(+-0) = +-0, erf(+-inf) = +-1 (a = 3.92), NaN gives NaN.

Measured (one thread, thread CPU time, interleaved rounds; Intel Xeon of Cascade Lake class with AVX-512;
bench/results/2026-11-28-table-erf-ab.txt, docs/performance.md "2026-11-28: erf from tables, compares in mask
registers"): in the cache (64x1024) 1.44x our exp's time against 1.95x for `vecmath.erf_f32`; at 2048x2048
1.01-1.02x against 1.25-1.26x; GELU's x/2 (1 + erf(x/sqrt 2)) in one loop 1.09-1.12x against 1.28-1.34x at
2048x2048. A
hand-written prototype of the loop (over 65,536 f32, the call's overhead subtracted by timing two sizes) took
27.8 us, our exp 18.0 us, `vecmath.erf_f32` 34.3 us, and 14.9 us with its 8 permutes replaced by adds: the
permutes, all on one port (5), are a third of its time. Fewer, wider intervals need higher degrees: 8 of
them, degree 6, 8-lane `vpermps` (2 uops each on AMD Zen 3) and no `a` base was 2.2 ulps off and 1.43-1.48x exp
in the cache (2026-11-27); 32 intervals need two registers a table (`vpermt2ps` overwrites one: a copy per
lookup).
"""

from __future__ import annotations

import contextlib
import contextvars

from mlir import ir
from mlir.dialects import llvm

from tosabcast.lowering.approx import switched_on
from tosabcast.lowering.build import arith, create, math


def _hex(*values: str) -> tuple[float, ...]:
    return tuple(float.fromhex(v) for v in values)


INTERVALS = 16
TOP = float.fromhex("0x1.f5c29p+1")  # f32(3.92)
SCALE = float.fromhex("0x1.f6dbp+1")  # s: round(TOP s) = 15
SPACING = float.fromhex("0x1.04a7cap-2")  # f32(1 / s)
MAGIC = 1.5 * 2.0**23  # adding it rounds to an integer, left in the low mantissa bits

# P[j][k]: the coefficient of d^j in interval k (scripts/erf_tables.py prints them)
P = (
    _hex(
        "0x0p+0",
        "0x1.b3b628p-6",
        "0x1.3d36f8p-6",
        "-0x1.409f38p-26",
        "-0x1.5da14cp-26",
        "0x1.af3a22p-26",
        "-0x1.5e24a4p-26",
        "0x1.dd8902p-28",
        "0x1.19b3fap-27",
        "0x1.849784p-26",
        "-0x1.4e4dc4p-26",
        "-0x1.c7f92ap-26",
        "-0x1.398e64p-30",
        "-0x1.75a3bcp-27",
        "0x1.701cacp-27",
        "-0x1.ea25fp-28",
    ),
    _hex(
        "0x1.06eba8p-3",
        "0x1.d7bd9ep-5",
        "-0x1.08b0dcp-3",
        "0x1.427464p-1",
        "0x1.99c096p-2",
        "0x1.c96614p-3",
        "0x1.c0871cp-4",
        "0x1.825efap-5",
        "0x1.24600cp-6",
        "0x1.84b61ep-8",
        "0x1.c5fa66p-10",
        "0x1.d1c2ecp-12",
        "0x1.a3c588p-14",
        "0x1.4c5742p-16",
        "0x1.ce47d4p-19",
        "0x1.1a7378p-21",
    ),
    _hex(
        "0x1.1f4af8p-22",
        "-0x1.13a8d6p-2",
        "-0x1.c5ed5ep-2",
        "-0x1.ec795ap-2",
        "-0x1.a13468p-2",
        "-0x1.231382p-2",
        "-0x1.5684d2p-3",
        "-0x1.583a2cp-4",
        "-0x1.29b118p-5",
        "-0x1.bd3cf4p-7",
        "-0x1.20def2p-8",
        "-0x1.45fa68p-10",
        "-0x1.4075cap-12",
        "-0x1.12cfaep-14",
        "-0x1.9b9246p-17",
        "-0x1.0d7566p-19",
    ),
    _hex(
        "-0x1.812b1cp-2",
        "-0x1.3a3bf6p-2",
        "-0x1.1e574p-3",
        "0x1.1dddbcp-5",
        "0x1.253804p-3",
        "0x1.557aecp-3",
        "0x1.11fddep-3",
        "0x1.58818ep-4",
        "0x1.636a86p-5",
        "0x1.339f1cp-6",
        "0x1.c468d6p-8",
        "0x1.1cdfd6p-9",
        "0x1.34da32p-11",
        "0x1.215a18p-13",
        "0x1.d5ccdcp-16",
        "0x1.4a5b96p-18",
    ),
    _hex(
        "0x1.21cd08p-12",
        "0x1.05c214p-3",
        "0x1.7508c4p-3",
        "0x1.2bc5ep-3",
        "0x1.025b86p-4",
        "-0x1.62cdfcp-7",
        "-0x1.78939p-5",
        "-0x1.7ed638p-5",
        "-0x1.06b47cp-5",
        "-0x1.175d92p-6",
        "-0x1.e3a9b8p-8",
        "-0x1.5d1924p-9",
        "-0x1.aa02fcp-11",
        "-0x1.bb53c2p-13",
        "-0x1.8bc4d2p-15",
        "-0x1.2d54dap-17",
    ),
    _hex(
        "0x1.c6b448p-4",
        "0x1.4720ecp-4",
        "0x1.6521bcp-8",
        "-0x1.bdc996p-5",
        "-0x1.17c672p-4",
        "-0x1.6a8e94p-5",
        "-0x1.883412p-7",
        "0x1.07ad9ep-7",
        "0x1.aabdbap-7",
        "0x1.44d5f4p-7",
        "0x1.619dccp-8",
        "0x1.2ea272p-9",
        "0x1.a76c22p-11",
        "0x1.ee60dcp-13",
        "0x1.e7ac4ep-15",
        "0x1.ba9a9p-17",
    ),
)
C = _hex(
    "0x0p+0", "0x0p+0", "0x0p+0", "0x1.708e34p-1", "0x1.b3420ap-1", "0x1.db334ep-1", "0x1.f03d86p-1", "0x1.f9fd48p-1",
    "0x1.fdf688p-1", "0x1.ff633ep-1", "0x1.ffd644p-1", "0x1.fff62cp-1", "0x1.fffdf4p-1", "0x1.ffffap-1",
    "0x1.fffffp-1", "0x1.fffffep-1",
)  # fmt: skip
K = (1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


_PERMUTES: contextvars.ContextVar[bool] = contextvars.ContextVar("tosabcast_erf_permutes", default=False)


def permutes(enabled: bool = True) -> contextlib.AbstractContextManager[None]:
    """Within the block, a lookup on 16 lanes is one `llvm.x86.avx512.permvar.sf.512` (`vpermps`) rather than 16
    `vector.extract`s and a `vector.from_elements`: the same instruction, an eighth of the ops to carry through
    the passes after (a compile of erf 0.09 s instead of 0.12 s) and no `& 15` of the index (vpermps reads its
    low 4 bits), but x86 code with AVX-512 only (`--tosabcast-table-erf{permute}`; the JIT turns it on for
    AVX-512 hosts); with `enabled` False, no change."""
    return switched_on(_PERMUTES, enabled)


def erf_f32(x: ir.Value) -> ir.Value:
    """Build erf(x) of an f32 scalar or vector (every lane alike) at the insertion point; return it."""
    f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)
    lanes = ir.VectorType(x.type).shape[0] if isinstance(x.type, ir.VectorType) else None
    shaped = (lambda t: ir.VectorType.get([lanes], t)) if lanes else (lambda t: t)
    float_type, int_type = shaped(f32), shaped(i32)

    def const(type_: ir.Type, element: ir.Type, value: float) -> ir.Value:
        attribute = ir.IntegerAttr.get(element, int(value)) if element == i32 else ir.FloatAttr.get(element, value)
        if lanes:
            attribute = ir.DenseElementsAttr.get_splat(type_, attribute)
        return arith.constant(type_, attribute)

    a = math.absf(x)
    top = const(float_type, f32, TOP)
    a = arith.select(arith.cmpf(arith.CmpFPredicate.OGT, a, top), top, a)  # one minps; a NaN stays NaN
    magic = const(float_type, f32, MAGIC)
    t = math.fma(a, const(float_type, f32, SCALE), magic)
    k = arith.bitcast(int_type, t)  # the interval in the low 4 bits
    permute = lanes == INTERVALS and _PERMUTES.get()
    if not permute:
        k = arith.andi(k, const(int_type, i32, INTERVALS - 1))
    d = math.fma(arith.subf(t, magic), const(float_type, f32, -SPACING), a)
    lookup = _Lookup(k, lanes, permute)
    result = lookup(P[-1])
    for row in P[-2::-1]:
        result = math.fma(result, d, lookup(row))
    magnitude = arith.addf(math.fma(a, lookup(K), lookup(C)), result)  # >= 0 or NaN
    sign = arith.andi(arith.bitcast(int_type, x), const(int_type, i32, -(1 << 31)))
    return arith.bitcast(float_type, arith.ori(arith.bitcast(int_type, magnitude), sign))


class _Lookup:
    """table[k] per lane: `vector.extract` of a constant 16-float vector at each lane's k, the lanes joined by
    `vector.from_elements` (one `vpermps` on AVX-512), or that `vpermps` itself inside `permutes()`; on a
    scalar k one extract."""

    def __init__(self, k: ir.Value, lanes: int | None, permute: bool) -> None:
        index = ir.IndexType.get()
        self.k = k
        self.permute = permute
        if permute:
            self.positions = []
        elif lanes:
            i32 = ir.IntegerType.get_signless(32)
            self.positions = [
                create("arith.index_cast", index, [create("vector.extract", i32, [k], _static(lane))])
                for lane in range(lanes)
            ]
        else:
            self.positions = [create("arith.index_cast", index, [k])]
        self.lanes = lanes
        self.table_type = ir.VectorType.get([INTERVALS], ir.F32Type.get())

    def __call__(self, values: tuple[float, ...]) -> ir.Value:
        f32 = ir.F32Type.get()
        text = ", ".join(repr(v) for v in values)
        table = arith.constant(self.table_type, ir.Attribute.parse(f"dense<[{text}]> : {self.table_type}"))
        if self.permute:
            return llvm.call_intrinsic(self.table_type, "llvm.x86.avx512.permvar.sf.512", [table, self.k], [], [])
        dynamic = _dynamic()
        picked = [create("vector.extract", f32, [table, p], dynamic) for p in self.positions]
        if not self.lanes:
            return picked[0]
        return create("vector.from_elements", ir.VectorType.get([self.lanes], f32), picked)


_DYNAMIC_POSITION = -(1 << 63)  # ShapedType::kDynamic: the position is the operand


def _static(lane: int) -> dict[str, ir.Attribute]:
    return {"static_position": ir.DenseI64ArrayAttr.get([lane])}


def _dynamic() -> dict[str, ir.Attribute]:
    return {"static_position": ir.DenseI64ArrayAttr.get([_DYNAMIC_POSITION])}
