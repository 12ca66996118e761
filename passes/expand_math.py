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
"""

from __future__ import annotations

from mlir import ir

from tosabcast.lowering import approx, vecmath
from tosabcast.registry import PassInfo


def expand_math(module: ir.Operation) -> bool:
    """Replace each scalar f32 math op of `vecmath.EXPANDED` under `module` with its inlined code."""
    if not approx.libm_exp_enabled():
        vecmath.expand(module)
    return True


PASS = PassInfo(
    "tosabcast-expand-math",
    expand_math,
    "Expand scalar f32 math.exp/log/tanh/erf/sin/cos/powf into inlined, vectorizable code (run on loops, before LLVM)",
)
