"""Our named pipelines: TOSA to the LLVM dialect, with our lowering or stock `tosa-to-linalg`.

`--tosabcast-to-llvm` takes a module of TOSA element-wise functions to the
LLVM dialect, ready for the `ExecutionEngine` (every function gets
`llvm.emit_c_interface`). It is three stages, each also a pipeline of its own:

    TOSA --LOWERINGS[name]--> linalg on tensors --BUFFERIZE--> loops on memrefs --TO_LLVM--> llvm

`--tosabcast-upstream-to-llvm` is the same with stock `tosa-to-linalg`, so the two
lowerings can be compared on the same program. Ours differs in one more place: its
`tosa.exp` stays `math.exp` through fusion and bufferization and becomes our
inlined polynomial at the start of the to-llvm stage (`EXPAND_EXP`); upstream's
becomes a call of libm's `expf`. `tosabcast.runtime.jit` runs these
stages (as `stages(lowering, status_argument=True)`), timing each: the one
difference is how a failed allocation is reported (`bufferize`).
"""

from __future__ import annotations

LOWERINGS: dict[str, str] = {
    # Ours, then the stock conversions for what it leaves (tosa.const, tosa.const_shape, tosa.reshape).
    # exp stays math.exp until --tosabcast-expand-exp, at the start of the to-llvm stage (`stages`).
    "tosabcast": (
        "tosabcast-lower-to-linalg{defer-exp=true},func.func(tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)"
    ),
    "upstream": "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)",
}
"""TOSA -> linalg/tensor/arith, per lowering."""


def bufferize(*, status_argument: bool = False) -> str:
    """The stage linalg on tensors -> scf loops on memrefs, every allocation checked.

    Args:
        status_argument: report a failed allocation to the caller through a trailing status argument of every
            function (the JIT's convention, `passes/guard_allocations.py`) rather than exit with a message.
    """
    guard = "tosabcast-guard-allocations" + ("{status-argument=true}" if status_argument else "")
    return (
        "linalg-fuse-elementwise-ops,"
        "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
        "ownership-based-buffer-deallocation,"
        "canonicalize,"
        "buffer-deallocation-simplification,"
        f"{guard},"
        "bufferization-lower-deallocations,"
        "convert-bufferization-to-memref,"
        "cse,"
        "canonicalize,"
        "func.func(convert-linalg-to-loops)"
    )


BUFFERIZE = bufferize()
"""linalg on tensors -> scf loops on memrefs, every buffer freed exactly once; results owned by the caller.

Every allocation is checked (`--tosabcast-guard-allocations`, after the
deallocations are placed and before they are lowered): a failed `malloc`
or a size that overflows ends the process with a message on stderr and exit
status 1 instead of a crash.
"""

TO_LLVM = (
    "tosabcast-widen-i1,"
    "expand-strided-metadata,"
    "lower-affine,"
    "convert-scf-to-cf,"
    "func.func(llvm-request-c-wrappers),"
    "convert-math-to-llvm,"
    "convert-math-to-libm,"
    "arith-expand{include-bf16=true},"
    "convert-arith-to-llvm,"
    "convert-index-to-llvm,"
    "finalize-memref-to-llvm,"
    "convert-cf-to-llvm,"
    "convert-func-to-llvm,"
    "reconcile-unrealized-casts"
)
"""loops on memrefs -> the LLVM dialect.

i1 buffers are widened to i8 first (MLIR 22 aborts on i1 memrefs), and bf16
conversions are expanded to integer ops (`arith-expand{include-bf16=true}`):
LLVM lowers them to `__truncsfbf2`, which libgcc before GCC 13 lacks, and the
JIT cannot resolve.
"""


EXPAND_EXP = "tosabcast-version-loops,tosabcast-expand-math"
"""Our lowering's exp, log, tanh, erf, sin, cos and pow, expanded in the loops into vectorizable code (exp: the
same code as the lowering's default, 43 ops per exp that the passes before it never see;
`passes/expand_math.py`). Not in the upstream pipeline, which stays stock."""


def stages(lowering: str, *, status_argument: bool = False) -> list[tuple[str, str]]:
    """Return the (stage name, pipeline text) list that takes TOSA to LLVM with `lowering`.

    Args:
        lowering: a key of `LOWERINGS`.
        status_argument: give every function the trailing allocation status argument (see `bufferize`).

    Raises:
        ValueError: an unknown lowering.
    """
    if lowering not in LOWERINGS:
        raise ValueError(f"unknown lowering '{lowering}' (expected one of: {', '.join(LOWERINGS)})")
    return [
        ("lower", LOWERINGS[lowering]),
        ("bufferize", bufferize(status_argument=status_argument)),
        ("to-llvm", EXPAND_EXP + "," + TO_LLVM if lowering == "tosabcast" else TO_LLVM),
    ]


def _joined(lowering: str) -> str:
    return ",".join(text for _, text in stages(lowering))


NAMED_PIPELINES: dict[str, tuple[str, str]] = {
    "tosabcast-to-llvm": (
        "Lower TOSA element-wise code with our lowering, bufferize, and convert to the LLVM dialect",
        _joined("tosabcast"),
    ),
    "tosabcast-upstream-to-llvm": (
        "The same as --tosabcast-to-llvm with stock tosa-to-linalg in place of our lowering",
        _joined("upstream"),
    ),
    "tosabcast-linalg-to-llvm": (
        "Bufferize linalg-on-tensors code and convert it to the LLVM dialect (the stock part of --tosabcast-to-llvm)",
        BUFFERIZE + "," + TO_LLVM,
    ),
}
