"""Expand every scalar f32 `math.exp/log/tanh/erf/sin/cos/powf` into inlined, vectorizable code, late in the pipeline.

Our lowering emits `math.log`, `math.tanh`, `math.erf`, `math.sin`, `math.cos`, `math.powf` for the TOSA
ops of the same names (and `math.exp` with `defer-exp=true`, what `--tosabcast-to-llvm` uses); stock
`convert-math-to-llvm`/`convert-math-to-libm` would turn each into a call of libm's `logf`, `tanhf`, ... per
element, which LLVM cannot vectorize. This pass, run on the loops just before the LLVM conversions
(`tosabcast.pipelines.named`), replaces them with the straight-line code of `tosabcast.lowering.vecmath`:

    %y = math.sin %x : f32
becomes, at the location of the `math.sin`,
    %a = arith.extf %x : f32 to f64                      // exact reduction for every f32, no branch
    ...
    %y = arith.truncf %v : f64 to f32                    // <= 1 ulp

and `math.sin %x {tosabcast.small_argument}` (strips of small arguments, passes/version_sincos.py) the f32
code of `vecmath.sin_small_f32`. Why here and not in the lowering: carrying 40-100 ops per call through
fusion, bufferization and every stock pass costs compile time for nothing (docs/lowering.md, "exp"), and
the loop transformations that choose sin/cos's path work on the loops, after bufferization. Only scalar f32 ops are expanded: f16 and bf16 ops already compute in f32
(`tosabcast.lowering.scalar`); vector/tensor ops and other types are left to the stock conversions. Inside
`tosabcast.lowering.approx.libm_exp()` the pass changes nothing: every math op stays a libm call there.
`--tosabcast-expand-exp` (passes/expand_exp.py) is the same for `math.exp` alone. Where the CPU has AVX-512,
`--tosabcast-table-erf` (passes/table_erf.py) runs just before this pass and takes every f32 `math.erf` (erf
from per-lane tables, in loops it vectorizes itself): what is left of erf here is other CPUs'.

On AVX-512 hosts the loops around these ops also get 16 lanes and 4 interleaved vector steps. LLVM prefers
256-bit vectors on these CPUs and picks 8 f32 lanes, one vector step at a time; the expanded bodies (30-100
instructions per vector, one long dependency chain each: exp's reduction, polynomial and scaling; pow's log2
then exp2) fill the scheduler with instructions waiting on their predecessors, so the loops run bound by
latency (`llvm-mca -mcpu=cascadelake`: pow at 1.3-1.5 instructions a cycle). The same instructions on twice
the lanes do nearly twice the work, and four steps interleaved put four independent chains side by side. The
pass marks the innermost loop around each expanded op (`lanes`, 16 by default where /proc/cpuinfo lists
`avx512f`, `tosabcast.host`; 0 elsewhere: no mark):

    scf.for %i = %c0 to %n step %c1 { ... math.exp ... memref.store %e, %out[%i] }
        {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>,
                                                   interleave = <count = 4 : i32>>}

which reaches LLVM's loop vectorizer as `llvm.loop.vectorize.width` 16 (zmm registers) and
`llvm.loop.interleave.count` 4. Measured one thread, thread CPU time, interleaved, against LLVM's own choice (`python
scripts/math_lanes_ab.py`; Intel Xeon, Cascade Lake class, 2026-11-27). Width alone
(bench/results/2026-11-27-math-lanes-ab.txt and a run before it): in the cache (64x1024 f32) 0.54-0.75x the
time (exp 0.54-0.63x, sin 0.59-0.61x, pow 0.59x, tanh 0.72x); at 2048x2048, where memory bounds the cheaper
ones, cos 0.73-0.76x, sin 0.76-0.78x, erf 0.87x, exp 0.91-0.98x, tanh 0.98-0.99x, pow 0.68-0.73x. With the
interleaving (bench/results/2026-11-27-math-lanes-interleave-ab.txt): in the cache 0.41-0.57x (exp 0.41x, pow
0.42x, erf 0.57x), at 2048x2048 0.49-0.91x (pow 0.49x: 19.0 -> 9.3 ms; sin, cos 0.67-0.68x; exp, tanh 0.90-0.91x).
Interleave counts 1, 2 and 4 at 16 lanes, same process, same bits (2048x2048): pow 1.00, 0.77, 0.68x; sin 1.00,
0.95, 0.90x; cos 1.00, 0.94, 0.87x; erf alone 1.00, 1.01, 1.15x, erf beside a sigmoid in one loop
1.00, 0.98, 0.86x (in the cache 0.65x and 0.52x). So erf's loops took 2 until 2026-11-28; since the loops are
cut into strips of 64 for prefetching (passes/prefetch_streams.py), 4 is faster for erf too (counts 1, 2, 4,
two runs, against our exp: in the cache 1.91/2.02/1.47x and 1.92/1.85/1.73x, at 2048x2048 1.25/1.37/1.16x and
1.10/1.10/1.05x; GELU's x/2 (1 + erf(x/sqrt 2)) 1.82/1.57/1.32x and 1.24/1.14/1.09x). Whole programs at batch 64, one thread, width alone
(`python scripts/pass_ab.py expand_math 2e10b5b --threads 1`): activations 15.2 -> 11.7 us, swiglu 69.3 ->
58.7-61.1 us, the others within the noise; with the interleaving activations 15.1 -> 10.3 us and swiglu 61.9 ->
56.4 us against no mark (41 rounds), the same bits. The JIT pays for the bigger vector loops: activations 0.69 ->
1.00 s to compile (one thread), attention, swiglu and lstm_cell within the noise.

A width hint also lets LLVM reorder floating-point reductions (`LoopVectorizeHints::allowReordering`): a loop
is marked only if it carries no value (no `iter_args`) and every store in it writes at the loop's own index
(`%out[..., %i]`), so each element is computed by the same scalar ops as without the mark, the same bits.
Static loops of fewer than `MIN_MARKED_TRIPS` iterations are left to `--tosabcast-vectorize-small-loops`, a
loop some pass already marked keeps its mark, and an op whose innermost loop is not an `scf.for` (an OpenMP
work-sharing loop, a 1-D nest shared out by `--tosabcast-split-tasks{runtime=openmp}`) is left to LLVM's
choice.

With `scalef` exp's and pow's last step, p 2^n, is one `llvm.intr.ldexp` (`approx.scalef`) instead of two
multiplies by normal powers of two: LLVM vectorizes it and lowers it to `vcvtdq2ps` + `vscalefps` on AVX-512,
which rounds once, as the multiplies do: the same bits (test_math checks them on random bit patterns). One
thread, thread CPU time, interleaved (bench/results/2026-11-28-scalef-ab.txt): exp 0.75x the time in L2
(256x256), sigmoid 0.87x, pow 0.94x; at 2048x2048, where memory bounds exp, 0.99x, 0.93x and 0.96x. Without
AVX-512 LLVM calls libm's `ldexpf` per element instead, so the option is off by default: this pass's output may
be compiled for another CPU than the one it ran on. The JIT, which compiles for this CPU, turns it on where
/proc/cpuinfo lists `avx512f` (`tosabcast.runtime.jit.HOST_SCALEF`).
"""

from __future__ import annotations

from mlir import ir

from tosabcast import host
from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering import approx, vecmath
from tosabcast.lowering.loops import enclosing_loop, trip_count
from tosabcast.registry import Option, PassInfo

MIN_MARKED_TRIPS = 64
"""Static loops shorter than this keep LLVM's (or `--tosabcast-vectorize-small-loops`') choice of width."""

INTERLEAVE = 4
"""Vector steps a marked loop interleaves: four independent chains side by side in the instruction stream."""


def host_lanes(cpuinfo: str | None = None) -> int:
    """This machine's default `lanes`: 16 where the CPU has AVX-512 (`avx512f`), else 0 (LLVM's choice).
    `cpuinfo`: the text of a /proc/cpuinfo (this machine's when None), as in `tosabcast.host`."""
    return 16 if "avx512f" in host.flags(cpuinfo) else 0


DEFAULT_LANES = host_lanes()
"""This machine's (`host_lanes`)."""


def expand_math(module: ir.Operation, lanes: int = DEFAULT_LANES, scalef: bool = False) -> bool:
    """Replace each scalar f32 math op of `vecmath.EXPANDED` under `module` with its inlined code; give the loops
    around them `lanes` lanes (0: no mark); scale exp's and pow's results by `ldexp` if `scalef`."""
    if approx.libm_exp_enabled():
        return True
    ops = vecmath.expandable(module)
    if lanes:
        _mark_loops(ops, lanes)
    with approx.scalef(scalef):
        vecmath.expand_ops(ops)
    return True


def _mark_loops(ops: list[ir.Operation], lanes: int) -> None:
    computed: dict[ir.Operation, None] = {}  # each innermost loop around an op of `ops`, once, in order
    for op in ops:
        loop = enclosing_loop(op)  # only an `scf.for` can carry the mark
        if loop is not None and loop.name == "scf.for":
            computed[loop] = None
    mark = ir.Attribute.parse(
        f"#llvm.loop_annotation<vectorize = <disable = false, width = {lanes} : i32>,"
        f" interleave = <count = {INTERLEAVE} : i32>>"
    )
    for loop in computed:  # each loop checked once (a fused body may hold thousands of ops)
        trips = trip_count(loop)
        if "loop_annotation" in loop.attributes or (trips is not None and trips < MIN_MARKED_TRIPS):
            continue
        if _elementwise(loop):
            loop.attributes["loop_annotation"] = mark


def _elementwise(loop: ir.Operation) -> bool:
    """Whether `loop` carries no value and every store in it writes at its own index (the last one)."""
    iv = loop.regions[0].blocks[0].arguments[0]
    stores = walk_ops(loop, frozenset({"memref.store", "vector.store", "vector.maskedstore"}))
    return not len(loop.results) and all(store.name == "memref.store" and store.operands[-1] == iv for store in stores)


PASS = PassInfo(
    "tosabcast-expand-math",
    expand_math,
    "Expand scalar f32 math.exp/log/tanh/erf/sin/cos/powf into inlined, vectorizable code (run on loops, before LLVM)",
    (
        Option(
            "lanes",
            int,
            DEFAULT_LANES,
            "vectorize the loops around the expanded ops with this many f32 lanes (0: LLVM's choice; the default is"
            " 16 on CPUs with AVX-512: host_lanes)",
            minimum=0,
        ),
        Option(
            "scalef",
            bool,
            False,
            "scale exp's and pow's results by 2^n with llvm.intr.ldexp (one vscalefps on AVX-512; libm calls elsewhere)"
            " instead of two multiplies; the same bits (the JIT turns it on for AVX-512 hosts)",
        ),
    ),
)
