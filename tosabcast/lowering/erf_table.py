"""erf of f32 from tables: one polynomial per element, its coefficients picked per lane from 16-entry tables.

`vecmath.erf_f32` evaluates two polynomials for every element (degree 6 in x^2 for |x| < 1, degree 15 for
erfc on [1, 4], 23 coefficients) and selects one result: about 35 vector instructions, and with 23 constants
and four interleaved steps more register copies and spills than arithmetic, 1.8x our exp's time in the cache.
This is the other way: cut [0, 3.92] into 16 intervals of width 1/s (s = 3.93), interval k = round(a s), and
evaluate one polynomial of degree 5 whose coefficients come from tables of 16 floats, one entry per interval:

    a    = min(|x|, 3.92)                  // erf rounds to 1 from 3.9165 on; a NaN stays NaN
    t    = fma(a, s, 1.5 2^23)             // round(a s) in the low bits of t
    k    = bits(t) & 15                    // the interval
    d    = a - CENTRE[k]                   // exact (Sterbenz; CENTRE[0] = 0)
    h    = P5[k] d^4 + ... + P1[k]         // Horner, four fma
    erf  = fma(a, K[k], fma(h, d, C[k]))   // k < 3: a + (erf(a) - a); k >= 3: C[k] + d h, one rounding
    erf |= sign bit of x

For k >= 3 the centre is the f32 near k/s whose erf is nearest to an f32, C[k] (within 5e-5 ulp for every k),
so the polynomial's constant term is that f32 and the last fma rounds erf once; for k < 3 (a < 0.64, where erf
varies fast against its own size: erf(0.14) is half of erf(0.25)) the base is `a`, P = erf(a) - a a small
correction rounded first (K[k] = 1, C[k] its constant term; 0 for k = 0, so tiny and subnormal x keep their
relative accuracy). With C[k] as the base there too, the rounding of P cost 1.2 ulps near 0.14. The first form
(2026-11-28, morning) centred every interval on k SPACING and added C[k] after the polynomial: 2 instructions
more (the centre from t, then d by an fma; a separate add) and the same bits to within the last one: 1.55x our exp's time in the
cache against 1.45x now, interleaved (0.856 against 0.858 ulp).

On a vector of 16 f32 a table is one register and a lookup one `vpermps` (a variable permute of the 16
lanes), which LLVM makes from `vector.from_elements` of `vector.extract`s at the lanes' `k` (`erf_f32` on
`vector<16xf32>`: portable IR), or which is written as the x86 intrinsic inside `permutes()` (the JIT on AVX-512
hosts: 8 ops instead of 136, and the index needs no `& 15`): 19-20 instructions per 16 elements, 8 of them
permutes, and no constant spilled. A wider vector (a multiple of 16 lanes: table-erf's steps of 4 vectors) is
looked up 16 lanes at a time, every other op built once on all its lanes. LLVM's loop vectorizer cannot widen the per-element lookup (a scalar
`vector.extract` at a varying position), so `--tosabcast-table-erf` (passes/table_erf.py) vectorizes the loops
around erf itself and calls `erf_f32` on their vectors; on scalars (a loop it cannot take) the same arithmetic
runs with one `extractelement` per lookup, so every element of a program gets the same bits.

Accuracy (scripts/erf_tables.py, a numpy model of this code bit for bit, on every f32 >= 0; the sign is
or-ed in): within 0.86 ulp of erf's value, 3.0 % of results not correctly rounded; `vecmath.erf_f32` is within
1 ulp. Special values: erf(+-0) = +-0, erf(+-inf) = +-1 (a = 3.92), NaN gives NaN.

Measured (one thread, thread CPU time, interleaved rounds; Intel Xeon of Cascade Lake class with AVX-512;
bench/results/2026-11-28-table-erf-ab.txt, docs/performance.md "2026-11-28: erf from tables, compares in mask
registers"), the first form: in the cache (64x1024) 1.44x our exp's time against 1.95x for `vecmath.erf_f32`; at
2048x2048 1.01-1.02x against 1.25-1.26x; GELU's x/2 (1 + erf(x/sqrt 2)) in one loop 1.09-1.12x against
1.28-1.34x at 2048x2048. This form, with prefetching 4 KiB ahead (exp too): in the cache 1.29-1.36x exp
against 1.90-1.98x, at 2048x2048 1.04-1.06x against 1.47-1.58x, GELU 1.26-1.32x against 1.76-2.07x. A hand-written prototype of the loop (over 65,536 f32, the call's overhead subtracted by timing two sizes) took
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

# P[j][k]: the coefficient of d^(j+1) in interval k (scripts/erf_tables.py prints them)
P = (
    _hex(
        "0x1.06eba8p-3", "0x1.d7bd9ep-5", "-0x1.08b0dcp-3", "0x1.42b7f8p-1", "0x1.9983a4p-2", "0x1.c8265cp-3",
        "0x1.c03b6ep-4", "0x1.82b7a8p-5", "0x1.23d8cp-6", "0x1.82dfep-8", "0x1.c95f2cp-10", "0x1.d5747ep-12",
        "0x1.a3be92p-14", "0x1.4b2312p-16", "0x1.d88614p-19", "0x1.fa55fcp-22"
    ),
    _hex(
        "0x1.1f4af8p-22", "-0x1.13a8d6p-2", "-0x1.c5ed5ep-2", "-0x1.ec8836p-2", "-0x1.a11436p-2", "-0x1.22868cp-2",
        "-0x1.56571ap-3", "-0x1.587c7ap-4", "-0x1.2937f2p-5", "-0x1.bb564cp-7", "-0x1.22de78p-8", "-0x1.486938p-10",
        "-0x1.4075fep-12", "-0x1.11e38ap-14", "-0x1.a4668ep-17", "-0x1.e50b68p-20"
    ),
    _hex(
        "-0x1.812b1cp-2", "-0x1.3a3bf6p-2", "-0x1.1e574p-3", "0x1.1b4c4cp-5", "0x1.255b2p-3", "0x1.55617cp-3",
        "0x1.11e91p-3", "0x1.58b362p-4", "0x1.62f382p-5", "0x1.327764p-6", "0x1.c7408ep-8", "0x1.1edae4p-9",
        "0x1.34d582p-11", "0x1.206084p-13", "0x1.dfaf6p-16", "0x1.29a90ap-18"
    ),
    _hex(
        "0x1.21cd08p-12", "0x1.05c214p-3", "0x1.7508c4p-3", "0x1.2c27b2p-3", "0x1.01eac2p-4", "-0x1.6bc57cp-7",
        "-0x1.78eb5ep-5", "-0x1.7f0476p-5", "-0x1.067736p-5", "-0x1.16723cp-6", "-0x1.e5f88cp-8", "-0x1.5eecdap-9",
        "-0x1.a97be2p-11", "-0x1.b9453ep-13", "-0x1.9284fp-15", "-0x1.0d960ap-17"
    ),
    _hex(
        "0x1.c6b448p-4", "0x1.4720ecp-4", "0x1.6521bcp-8", "-0x1.bdee4cp-5", "-0x1.16e22ap-4", "-0x1.6a16fcp-5",
        "-0x1.88462ep-7", "0x1.06f65cp-7", "0x1.aa73d4p-7", "0x1.45072p-7", "0x1.6160bcp-8", "0x1.2e608ep-9",
        "0x1.a76f1ep-11", "0x1.ee9b1cp-13", "0x1.e646fcp-15", "0x1.bb137cp-17"
    ),
)  # fmt: skip
C = _hex(
    "0x0p+0", "0x1.b3b628p-6", "0x1.3d36f8p-6", "0x1.7061fp-1", "0x1.b351p-1", "0x1.db52b2p-1", "0x1.f0409ep-1",
    "0x1.f9fbbap-1", "0x1.fdf792p-1", "0x1.ff640cp-1", "0x1.ffd5eep-1", "0x1.fff616p-1", "0x1.fffdf4p-1",
    "0x1.ffffap-1", "0x1.fffffp-1", "0x1.fffffep-1"
)  # fmt: skip
K = (1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
CENTRE = _hex(
    "0x0p+0", "0x1.04a7cap-2", "0x1.04a7cap-1", "0x1.86b56ep-1", "0x1.04ba7ep+0", "0x1.46181ap+0", "0x1.8709d4p+0",
    "0x1.c81526p+0", "0x1.04b658p+1", "0x1.255ea2p+1", "0x1.45a1c8p+1", "0x1.663878p+1", "0x1.86fc08p+1",
    "0x1.a7a2a2p+1", "0x1.c7c0cp+1", "0x1.ea8f96p+1"
)  # fmt: skip


_PERMUTES: contextvars.ContextVar[bool] = contextvars.ContextVar("tosabcast_erf_permutes", default=False)


def permutes(enabled: bool = True) -> contextlib.AbstractContextManager[None]:
    """Within the block, a lookup on 16 lanes is one `llvm.x86.avx512.permvar.sf.512` (`vpermps`) rather than 16
    `vector.extract`s and a `vector.from_elements`: the same instruction, an eighth of the ops to carry through
    the passes after (a compile of erf 0.09 s instead of 0.12 s) and no `& 15` of the index (vpermps reads its
    low 4 bits), but x86 code with AVX-512 only (`--tosabcast-table-erf{permute}`; the JIT turns it on for
    AVX-512 hosts); with `enabled` False, no change."""
    return switched_on(_PERMUTES, enabled)


def erf_f32(x: ir.Value) -> ir.Value:
    """Build erf(x) of an f32 scalar or vector (every lane alike; at most 16 lanes or a multiple of 16) at the
    insertion point; return it."""
    f32, i32 = ir.F32Type.get(), ir.IntegerType.get_signless(32)
    lanes = ir.VectorType(x.type).shape[0] if isinstance(x.type, ir.VectorType) else None
    if lanes and lanes > INTERVALS and lanes % INTERVALS:
        raise ValueError(f"erf_f32 of {lanes} lanes: at most {INTERVALS} or a multiple of {INTERVALS}")
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
    permute = bool(lanes) and lanes % INTERVALS == 0 and _PERMUTES.get()
    if not permute:
        k = arith.andi(k, const(int_type, i32, INTERVALS - 1))
    lookup = _Lookup(k, lanes, permute)
    d = arith.subf(a, lookup(CENTRE))  # exact: a is within a factor 2 of the centre, or the centre is 0
    h = lookup(P[-1])
    for row in P[-2::-1]:
        h = math.fma(h, d, lookup(row))
    magnitude = math.fma(a, lookup(K), math.fma(h, d, lookup(C)))  # >= 0 or NaN
    sign = arith.andi(arith.bitcast(int_type, x), const(int_type, i32, -(1 << 31)))
    return arith.bitcast(float_type, arith.ori(arith.bitcast(int_type, magnitude), sign))


class _Lookup:
    """table[k] per lane: `vector.extract` of a constant 16-float vector at each lane's k, the lanes joined by
    `vector.from_elements` (one `vpermps` on AVX-512), or that `vpermps` itself inside `permutes()`; on a
    scalar k one extract. A vector of more than 16 lanes (a multiple of 16) is looked up 16 lanes at a time, the
    parts joined by `vector.insert_strided_slice` (no instruction: each part stays in its register)."""

    def __init__(self, k: ir.Value, lanes: int | None, permute: bool) -> None:
        index, i32 = ir.IndexType.get(), ir.IntegerType.get_signless(32)
        self.lanes = lanes
        self.permute = permute
        self.table_type = ir.VectorType.get([INTERVALS], ir.F32Type.get())
        if lanes and lanes > INTERVALS:
            chunk_type = ir.VectorType.get([INTERVALS], i32)
            self.chunks = [
                create("vector.extract_strided_slice", chunk_type, [k], _slice(start, INTERVALS))
                for start in range(0, lanes, INTERVALS)
            ]
        else:
            self.chunks = [k]
        if permute:
            self.positions: list[list[ir.Value]] = []
        elif lanes:
            self.positions = [
                [
                    create("arith.index_cast", index, [create("vector.extract", i32, [chunk], _static(lane))])
                    for lane in range(min(lanes, INTERVALS))
                ]
                for chunk in self.chunks
            ]
        else:
            self.positions = [[create("arith.index_cast", index, [k])]]

    def __call__(self, values: tuple[float, ...]) -> ir.Value:
        text = ", ".join(repr(v) for v in values)
        table = arith.constant(self.table_type, ir.Attribute.parse(f"dense<[{text}]> : {self.table_type}"))
        if self.permute:
            parts = [
                llvm.call_intrinsic(self.table_type, "llvm.x86.avx512.permvar.sf.512", [table, chunk], [], [])
                for chunk in self.chunks
            ]
        else:
            parts = [self._gather(table, positions) for positions in self.positions]
        if len(parts) == 1:
            return parts[0]
        whole_type = ir.VectorType.get([self.lanes], ir.F32Type.get())
        whole = arith.constant(whole_type, ir.DenseElementsAttr.get_splat(whole_type, ir.FloatAttr.get_f32(0.0)))
        for n, part in enumerate(parts):
            whole = create("vector.insert_strided_slice", whole_type, [part, whole], _place(n * INTERVALS))
        return whole

    def _gather(self, table: ir.Value, positions: list[ir.Value]) -> ir.Value:
        f32 = ir.F32Type.get()
        picked = [create("vector.extract", f32, [table, p], _dynamic()) for p in positions]
        if not self.lanes:
            return picked[0]
        return create("vector.from_elements", ir.VectorType.get([len(picked)], f32), picked)


_DYNAMIC_POSITION = -(1 << 63)  # ShapedType::kDynamic: the position is the operand


def _static(lane: int) -> dict[str, ir.Attribute]:
    return {"static_position": ir.DenseI64ArrayAttr.get([lane])}


def _i64s(*values: int) -> ir.Attribute:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.IntegerAttr.get(i64, v) for v in values])


def _slice(start: int, size: int) -> dict[str, ir.Attribute]:
    return {"offsets": _i64s(start), "sizes": _i64s(size), "strides": _i64s(1)}


def _place(start: int) -> dict[str, ir.Attribute]:
    return {"offsets": _i64s(start), "strides": _i64s(1)}


def _dynamic() -> dict[str, ir.Attribute]:
    return {"static_position": ir.DenseI64ArrayAttr.get([_DYNAMIC_POSITION])}
