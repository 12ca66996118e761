"""Expand every scalar f32 `math.exp` into the inlined polynomial of `tosabcast.lowering.approx`, late in the pipeline.

`--tosabcast-lower-to-linalg` emits the polynomial (43 ops) in place of
`tosa.exp` and inside `tosa.sigmoid` by default, so its output is fast on any
stock pipeline. `--tosabcast-to-llvm` instead lowers with `defer-exp=true`,
which keeps one `math.exp` through fusion and bufferization, and runs this pass
on the loops, just before the LLVM conversions: the same machine code, without
carrying 43 ops per exp through our lowering and every stock pass after it
(docs/lowering.md, "exp").

    %y = math.exp %x : f32
becomes, at the location of the `math.exp`,
    %c = arith.constant 8.900000e+01 : f32
    ...
    %y = arith.mulf %s, %p : f32    // tosabcast.lowering.approx.exp_f32: <= 1 ulp, no call, no branch

Only scalar f32 `math.exp` is expanded: f16 and bf16 exp already compute in
f32 (`tosabcast.lowering.scalar`), and vector or tensor exps are left to the stock
conversions. Inside `tosabcast.lowering.approx.libm_exp()` the pass changes nothing,
so `math.exp` stays a call of libm's `expf` there, as the user asked. `--tosabcast-expand-math`
(passes/expand_math.py), which the pipeline runs, does this and the same for log, tanh, erf, sin, cos, pow.
"""

from __future__ import annotations

from mlir import ir

from tosabcast.lowering import approx, vecmath
from tosabcast.registry import PassInfo


def expand_exp(module: ir.Operation) -> bool:
    """Replace each scalar f32 `math.exp` under `module` with `approx.exp_f32` of its operand."""
    if not approx.libm_exp_enabled():
        vecmath.expand(module, ("math.exp",))
    return True


PASS = PassInfo(
    "tosabcast-expand-exp",
    expand_exp,
    "Expand scalar f32 math.exp into an inlined, vectorizable polynomial (<= 1 ulp; the exp part of "
    "--tosabcast-expand-math)",
)
