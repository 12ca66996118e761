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
`--tosabcast-expand-exp` (passes/expand_exp.py) is the same for `math.exp` alone.

pow's loop also gets a vector width. Its body (`vecmath.pow_f32`, about 100 instructions per vector) is one
long dependency chain, log2 then exp2, so the reorder buffer holds about two iterations and the loop runs at
1.3-1.5 instructions a cycle, bound by latency rather than by any execution port (`llvm-mca -mcpu=cascadelake`).
Twice the lanes per instruction is then nearly twice the speed: on an AVX-512 host the pass marks the
innermost loop around each expanded `math.powf` (`pow-lanes`, 16 by default where /proc/cpuinfo lists `avx512f`,
`tosabcast.host`)

    scf.for %i = %c0 to %n step %c1 { ... math.powf ... }
        {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 16 : i32>>}

which reaches LLVM's loop vectorizer as `llvm.loop.vectorize.width` 16 (zmm registers; on its own LLVM prefers
256-bit vectors on these CPUs and picks 8 lanes). Measured at 2048x2048 f32 on one thread, interleaved (Intel
Xeon, Cascade Lake class, 2026-11-27): 16.0 -> 11.7 ms (numpy, Intel's SVML: 8.4 ms); in the cache (64x1024)
0.29 -> 0.17 ms. The other math bodies are shorter and gained nothing from 512-bit vectors (exp, log, tanh
0.97-0.99x, erf 1.04x, sin 1.15x the time with every loop at 16 lanes; docs/performance.md), so only pow's loop
is marked. Static loops of fewer than `MIN_MARKED_TRIPS` iterations are left to `--tosabcast-vectorize-small-loops`,
a loop some pass already marked keeps its mark, and a pow whose innermost loop is not an `scf.for` (an OpenMP
work-sharing loop) is left to LLVM's choice.
"""

from __future__ import annotations

from mlir import ir

from tosabcast import host
from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering import approx, vecmath
from tosabcast.lowering.loops import trip_count
from tosabcast.registry import Option, PassInfo

MIN_MARKED_TRIPS = 64
"""Static loops shorter than this keep LLVM's (or `--tosabcast-vectorize-small-loops`') choice of width."""


def host_pow_lanes(cpuinfo: str | None = None) -> int:
    """This machine's default `pow-lanes`: 16 where the CPU has AVX-512 (`avx512f`), else 0 (LLVM's choice).
    `cpuinfo`: the text of a /proc/cpuinfo (this machine's when None), as in `tosabcast.host`."""
    return 16 if "avx512f" in host.flags(cpuinfo) else 0


DEFAULT_POW_LANES = host_pow_lanes()
"""This machine's (`host_pow_lanes`)."""


def expand_math(module: ir.Operation, pow_lanes: int = DEFAULT_POW_LANES) -> bool:
    """Replace each scalar f32 math op of `vecmath.EXPANDED` under `module` with its inlined code; give the loops
    around pow `pow_lanes` lanes (0: no mark)."""
    if approx.libm_exp_enabled():
        return True
    if pow_lanes:
        _mark_pow_loops(module, pow_lanes)
    vecmath.expand(module)
    return True


_LOOPS_AND_FUNCTIONS = frozenset({"scf.for", "scf.parallel", "scf.while", "omp.loop_nest", "func.func"})
"""What ends the walk up from a pow to its innermost loop: only an `scf.for` can carry the mark (an OpenMP loop,
a 1-D nest shared out by `--tosabcast-split-tasks{runtime=openmp}`, keeps LLVM's width)."""


def _mark_pow_loops(module: ir.Operation, lanes: int) -> None:
    f32 = ir.F32Type.get()
    mark = ir.Attribute.parse(f"#llvm.loop_annotation<vectorize = <disable = false, width = {lanes} : i32>>")
    for op in walk_ops(module, frozenset({"math.powf"})):
        loop = op.parent
        while loop is not None and loop.name not in _LOOPS_AND_FUNCTIONS:
            loop = loop.parent
        if loop is None or loop.name != "scf.for" or op.results[0].type != f32:
            continue
        trips = trip_count(loop)
        if (trips is not None and trips < MIN_MARKED_TRIPS) or "loop_annotation" in loop.attributes:
            continue
        loop.attributes["loop_annotation"] = mark


PASS = PassInfo(
    "tosabcast-expand-math",
    expand_math,
    "Expand scalar f32 math.exp/log/tanh/erf/sin/cos/powf into inlined, vectorizable code (run on loops, before LLVM)",
    (
        Option(
            "pow-lanes",
            int,
            DEFAULT_POW_LANES,
            "vectorize the loops around pow with this many f32 lanes (0: LLVM's choice; the default is 16 on"
            " CPUs with AVX-512: host_pow_lanes)",
            minimum=0,
        ),
    ),
)
