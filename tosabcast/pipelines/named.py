"""Our named pipelines: TOSA to the LLVM dialect, with our lowering or stock `tosa-to-linalg`.

`--tosabcast-to-llvm` takes a module of TOSA functions (whole programs, as
torch-mlir exports them) to the LLVM dialect, ready for the `ExecutionEngine`
(every function gets `llvm.emit_c_interface`). Our lowering takes the
element-wise ops; MLIR 22's stock conversions take the rest (matmul,
convolutions, pooling, reductions, transpose, reshape, slices, control flow),
after `--tosabcast-check-lowerable` has reported, at the op, anything neither
can lower. It is three stages, each also a pipeline of its own
(`--tosabcast-to-linalg` is the first):

    TOSA --LOWERINGS[name]--> linalg on tensors --BUFFERIZE--> loops on memrefs --TO_LLVM--> llvm

`--tosabcast-upstream-to-llvm` is the same with stock `tosa-to-linalg`, so the two
lowerings can be compared on the same program. Ours differs in one more place: its
`tosa.exp` stays `math.exp` through fusion and bufferization and becomes our
inlined polynomial at the start of the to-llvm stage (`EXPAND_EXP`); upstream's
becomes a call of libm's `expf`. `tosabcast.runtime.jit` runs these
stages (as `stages(lowering, status_argument=True)`), timing each: the one
difference is how a failed allocation is reported (`bufferize`).

`--tosabcast-to-llvm-threaded` (and `stages(..., threads=N)`) runs the loops of
every linalg op on several threads (`parallel`): the generics become
`scf.parallel`, which `--tosabcast-split-tasks` cuts into one chunk per thread
(chunks of at least `MIN_TASK_SIZE` iterations, counted at run time) and
`async-parallel-for` turns into tasks for the async runtime's thread pool
(`libmlir_async_runtime.so`, which the JIT loads). A loop smaller than two
chunks runs on the calling thread, straight through: small calls pay one branch.
Each element is computed by the same code either way, so results are the same
bits as with one thread.
"""

from __future__ import annotations

STOCK_CONVERSIONS = "func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)"
"""MLIR 22's TOSA conversions, in the order they must run: control flow first (`tosa.cond_if` and
`tosa.while_loop` become `scf.if` and `scf.while` around their TOSA bodies, which the later conversions lower
where they are; `tosa.scatter` becomes `scf.for` loops), then the named ops (matmul, conv, pooling, transpose),
`tosa-to-linalg` (element-wise, reductions, gather, ...), constants, and reshapes/slices/pads. `tosa-to-linalg`
marks `tosa.yield` and `tosa.scatter` illegal: with `tosa-to-scf` last (until 2026-11-26), no program with
control flow or a scatter compiled, with either lowering."""


HWCF = "tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=true},"
"""Our lowering's stock named conversion: `tosa.conv2d`'s filter transposed to kernel-height, kernel-width,
channels, filters, so that the filters are the contiguous last dim of the filter as of the output. LLVM then
vectorizes the filter loop, where it is innermost (`INTERCHANGE`) or right outside reductions it unrolls
(`scripts/interchange_ab.py`, against stock's filters-first layout: 1x1 and 2x2 kernels 2.4-3.8x faster as they
are, 3x3 ones 1.5-1.8x once interchanged; the same bits). Not in the upstream pipeline."""

LOWERINGS: dict[str, str] = {
    # Whole programs: report what nobody lowers; give results less static than their operands the inferred types
    # (stock tosa-to-linalg and the reverse/transpose folders abort on those), and results more static than their
    # operands the proven ones, cast back (stock builds invalid IR on those); decompose transpose_conv2d & co.;
    # our element-wise lowering (leaving what it does not support, e.g. an integer mul with a non-constant shift,
    # for stock); then stock for the rest.
    # exp stays math.exp until --tosabcast-expand-exp, at the start of the to-llvm stage (`stages`).
    "tosabcast": (
        "tosabcast-check-lowerable,"
        "func.func(tosa-infer-shapes),"
        "tosabcast-prepare-stock,"
        "func.func(tosa-optional-decompositions),"
        "tosabcast-lower-to-linalg{defer-exp=true leave-unsupported=true},"
        + STOCK_CONVERSIONS.replace("tosa-to-linalg-named,", HWCF)
    ),
    # Stock conversions only; our check first (it changes no IR): stock tosa-to-linalg aborts the process on a mul
    # or negate with a non-constant shift or zero point in some shapes, which the check refuses, located; shapes
    # inferred and relaxed as for ours; stock's optional decompositions (transpose_conv2d & co.), which MLIR's own
    # TOSA-to-linalg pipeline (`addTosaToLinalgPasses`) runs first too: without them no transpose_conv2d of static
    # sizes compiled (the `decoder` model of test/models).
    "upstream": (
        "tosabcast-check-lowerable{stock-only=true},func.func(tosa-infer-shapes),tosabcast-prepare-stock,"
        f"func.func(tosa-optional-decompositions),{STOCK_CONVERSIONS}"
    ),
}
"""TOSA -> linalg/tensor/arith/scf, per lowering."""


INLINE_EXECUTE_REGIONS = "canonicalize{enable-patterns=SingleBlockExecuteInliner}"
"""Stock canonicalization with one pattern (and the ops' folders): every single-block `scf.execute_region`
inlined into its parent. One-shot bufferization's analysis slows down with the depth of nested regions: a
function of 3,000 nested `scf.execute_region` (the fuzzer's `nesting` mutation of a 4-element cast) spent
78.5 s of its 82 s compile there; inlined first (1 s), it compiles in 3 s."""


RESOLVE_DIMS = "resolve-ranked-shaped-type-result-dims,canonicalize"
"""Before fusion: every `tensor.dim` of an op's result rewritten from the op's operands, then folded. Stock
`linalg-fuse-elementwise-ops` fuses a producer only into its one user, and a dynamic program's shape
computations are users too: `tensor.dim` of a gather's result (for the reshape's check) or of a collapsed view
(for the next op's `tensor.empty`). So embedding_mean's dynamic program kept its gather and the mean over
tokens apart, with a buffer between them (6.7 us against its static twin's 4.9 at batch 64), where the static
twin had them in one loop nest."""

INTERCHANGE = "func.func(linalg-generalize-named-ops),tosabcast-interchange-reductions,tosabcast-block-registers"
"""Our lowering's matmuls and other contractions with their reduction outside a contiguous parallel dim
(`passes/interchange_reductions.py`: named ops made generics first, so that the pass sees their loops), which
LLVM then vectorizes: a 256x256x256 `tosa.matmul` 22 ms -> 0.96 ms, the same bits; then the f32 ones as loops
that keep blocks of the output in registers through the reduction (`passes/block_registers.py`: 0.85 -> 0.53
ms, the same bits). Not in the upstream pipeline, which stays stock."""


def bufferize(*, status_argument: bool = False, threads: int = 1, ours: bool = False, runtime: str = "async") -> str:
    """The stage linalg on tensors -> scf loops on memrefs, every allocation checked.

    Args:
        status_argument: report a failed allocation to the caller through a trailing status argument of every
            function (the JIT's convention, `passes/guard_allocations.py`) rather than exit with a message.
        threads: 1: plain loops; otherwise chunks for up to this many threads, 0 for all (`parallel`).
        runtime: what runs the chunks (`THREAD_RUNTIMES`).
        ours: our lowering's pipeline (the upstream one stays stock): copies into strided views made loops
            (`--tosabcast-strided-copies`), identity-mapped element-wise generics made one flat loop
            (`--tosabcast-collapse-dims`), contractions' reductions moved outside a contiguous parallel dim
            (`INTERCHANGE`) and transposes made tiles of 8x8 (`--tosabcast-transpose-tiles`) before the loops
            are built.
    """
    guard = "tosabcast-guard-allocations" + ("{status-argument=true}" if status_argument else "")
    return (
        f"{RESOLVE_DIMS},"
        "linalg-fuse-elementwise-ops,"
        f"{INLINE_EXECUTE_REGIONS},"
        "one-shot-bufferize{allow-return-allocs-from-loops bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map},"
        "ownership-based-buffer-deallocation,"
        "canonicalize,"
        "buffer-deallocation-simplification,"
        f"{guard},"
        "bufferization-lower-deallocations,"
        "convert-bufferization-to-memref,"
        "cse,"
        "canonicalize,"
        + (f"tosabcast-strided-copies,tosabcast-collapse-dims,{INTERCHANGE},tosabcast-transpose-tiles," if ours else "")
        + (parallel(threads, runtime) if threads != 1 else "func.func(convert-linalg-to-loops)")
    )


MIN_TASK_SIZE = 1 << 19
"""The fewest loop iterations (elements, for our generics) one chunk of a threaded loop gets: a loop of fewer
than two chunks' worth (1,048,576) runs on the calling thread. Handing a chunk to another thread and waiting
for it costs 70-150 us on the 2-core machine (a 65,536-element abs took 145 us on 2 threads, 16-30 us on one),
so below about a million elements a second thread lost on cheap ops (abs broke even at 2-4M elements, exp at
1M, tanh at 0.5M; docs/performance.md, "Threads")."""


OPENMP_MIN_TASK_SIZE = 1 << 16
"""`MIN_TASK_SIZE` for OpenMP, whose workers wait for the next region spinning (`tosabcast.runtime.openmp`):
with them awake a hand-off costs a few microseconds, and 2 threads beat one from 64K elements on abs (1.01x),
16-32K on exp, 8K on tanh (quiet 2-core VM, back-to-back calls). Splitting from 131,072 elements keeps the
cheapest ops from losing (abs 1.04x there; exp 1.6x, tanh 1.6x)."""


ALL_THREADS = 0
"""`threads=ALL_THREADS`: as many threads as the runtime has (one per core it may run on)."""

THREAD_RUNTIMES = ("async", "openmp")
"""What runs threaded loops: MLIR's async runtime (`libmlir_async_runtime.so`, in the MLIR wheel) or an OpenMP
runtime with LLVM's `__kmpc_*` ABI (`libiomp5.so` from the `openmp` extra, or a `libomp.so`)."""


def _check_runtime(runtime: str) -> None:
    if runtime not in THREAD_RUNTIMES:
        raise ValueError(f"unknown thread runtime '{runtime}' (expected one of: {', '.join(THREAD_RUNTIMES)})")


def parallel(threads: int, runtime: str = "async") -> str:
    """Loops of linalg ops -> chunks run on up to `threads` threads by `runtime`.

    `--tosabcast-split-tasks` cuts each `scf.parallel` nest into min(`threads`, elements / `MIN_TASK_SIZE`)
    chunks (`threads` read from the runtime at run time for `ALL_THREADS`).

    - async: `async-parallel-for{min-task-size=1}` makes each chunk a task; the caller runs one and waits for
      the rest. On its own, `async-parallel-for` would cut every nest into 8 x `threads` blocks, and the extra
      hand-offs ate the gain (passes/split_tasks.py). The async ops stay for `TO_LLVM_ASYNC`.
    - openmp: the pass builds an `omp.parallel` work-sharing loop of one iteration per chunk, which
      `TO_LLVM_OPENMP` converts.
    """
    _check_runtime(runtime)
    if runtime == "openmp":
        return (
            "func.func(convert-linalg-to-parallel-loops),"
            f"tosabcast-split-tasks{{threads={threads} min-task-size={OPENMP_MIN_TASK_SIZE} runtime=openmp}}"
        )
    workers = -1 if threads == ALL_THREADS else threads
    return (
        "func.func(llvm-request-c-wrappers),"  # before the loops are outlined: no C wrappers for the tasks
        "func.func(convert-linalg-to-parallel-loops),"
        f"tosabcast-split-tasks{{threads={threads} min-task-size={MIN_TASK_SIZE}}},"
        f"async-parallel-for{{async-dispatch=true num-workers={workers} min-task-size=1}},"
        "async-to-async-runtime,"
        "async-runtime-ref-counting,"
        "async-runtime-ref-counting-opt"
    )


BUFFERIZE = bufferize()
"""linalg on tensors -> scf loops on memrefs, every buffer freed exactly once; results owned by the caller.

Every allocation is checked (`--tosabcast-guard-allocations`, after the
deallocations are placed and before they are lowered): a failed `malloc`
or a size that overflows ends the process with a message on stderr and exit
status 1 instead of a crash.
"""

_WIDEN_I1 = "tosabcast-widen-i1"

TO_LLVM = (
    f"{_WIDEN_I1},"
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


TO_LLVM_ASYNC = TO_LLVM.replace("func.func(llvm-request-c-wrappers),", "convert-async-to-llvm,")
"""`TO_LLVM` for threaded code: the async runtime calls become calls of `libmlir_async_runtime.so`. The C
wrappers were requested before the loops were outlined (`parallel`): wrappers of the outlined task functions
would cost JIT time (20% of it), and the runtime's declarations must have none (the library has none)."""


TO_LLVM_OPENMP = TO_LLVM.replace("convert-cf-to-llvm,", "convert-cf-to-llvm,convert-openmp-to-llvm,")
"""`TO_LLVM` for OpenMP code: the `omp` ops' regions and operands become LLVM types; the translation to LLVM IR
outlines each `omp.parallel` region and calls the OpenMP runtime."""


EXPAND_EXP = "tosabcast-version-loops,tosabcast-version-sincos,tosabcast-table-erf,tosabcast-expand-math"
"""Our lowering's exp, log, tanh, erf, sin, cos and pow, expanded in the loops into vectorizable code (exp: the
same code as the lowering's default, 43 ops per exp that the passes before it never see;
`passes/expand_math.py`), after the loop nests are versioned on "no runtime broadcast" (`passes/version_loops.py`)
and the sin/cos loops cut into strips that take an f32 path when their arguments are small
(`passes/version_sincos.py`); on AVX-512 CPUs the loops around erf are first vectorized by hand with erf from
per-lane tables (`passes/table_erf.py`). Not in the upstream pipeline, which stays stock."""

BOUND_VECTORIZER = "tosabcast-bound-vectorizer"
"""Our lowering's dynamic loops around small static loops of booleans, kept from LLVM's loop vectorizer, whose
-O3 code for them took 3-43 s to compile (`passes/bound_vectorizer.py`). Not in the upstream pipeline."""

SMALL_LOOPS = "tosabcast-vectorize-small-loops"
"""Our lowering's short static inner loops (a broadcast along the last dim keeps them from merging with the
loops around): 8-32 iterations marked for LLVM to vectorize rather than unroll fully (softmax's exp over rows
of 8: 3.5x faster), 3-16 not a multiple of 4 under many rows marked for full unrolling, so that LLVM
vectorizes across rows (a classifier's softmax over 10 classes: 2.2x faster); `passes/vectorize_small_loops.py`.
Not in the upstream pipeline."""

VECTOR_LOOPS = (
    "tosabcast-vectorize-bool-stores,tosabcast-stream-stores,tosabcast-fold-tails,tosabcast-prefetch-streams,"
    "convert-vector-to-llvm"
)
"""Our lowering's loops that LLVM's vectorizer would not make the best of, vectorized by hand: those that store
booleans of 32-bit compares, with the compare masks packed to bytes in the order x86's pack instructions give
(`passes/vectorize_bool_stores.py`), right after the i1 buffers become bytes; then those that write a buffer of
16 MiB or more, with aligned non-temporal stores, which skip reading the output before writing it
(`passes/stream_stores.py`); then the math loops end in masked vector steps rather than scalar code
(`passes/fold_tails.py`) and are cut into strips that prefetch their inputs' lines ahead
(`passes/prefetch_streams.py`). The vector ops go to LLVM at once. Not in the upstream pipeline, which stays
stock."""


def check(*, status_argument: bool = False) -> str:
    """The runtime shape checks (`passes/check_shapes.py`), run on TOSA before the lowering."""
    return "tosabcast-check-shapes" + ("{status-argument=true}" if status_argument else "")


def stages(
    lowering: str,
    *,
    status_argument: bool = False,
    check_shapes: bool = True,
    threads: int = 1,
    runtime: str = "async",
) -> list[tuple[str, str]]:
    """Return the (stage name, pipeline text) list that takes TOSA to LLVM with `lowering`.

    Args:
        lowering: a key of `LOWERINGS`.
        status_argument: give every function the trailing status argument through which shape checks and
            allocations report failures (see `check` and `bufferize`), rather than exit with a message.
        check_shapes: check at run time that operand sizes agree (`check`), before the lowering.
        threads: run loops on up to this many threads (1: single-threaded loops; `ALL_THREADS`: one per core).
        runtime: what runs threaded loops, one of `THREAD_RUNTIMES` (ignored with `threads=1`).

    Raises:
        ValueError: an unknown lowering or runtime, or a negative thread count.
    """
    if lowering not in LOWERINGS:
        raise ValueError(f"unknown lowering '{lowering}' (expected one of: {', '.join(LOWERINGS)})")
    if threads < 0:
        raise ValueError(f"threads must be 0 (all) or more, got {threads}")
    _check_runtime(runtime)
    to_llvm = TO_LLVM if threads == 1 else TO_LLVM_OPENMP if runtime == "openmp" else TO_LLVM_ASYNC
    if lowering == "tosabcast":
        to_llvm = f"{EXPAND_EXP},{BOUND_VECTORIZER},{SMALL_LOOPS},{_WIDEN_I1},{VECTOR_LOOPS}," + to_llvm.removeprefix(
            _WIDEN_I1 + ","
        )
    buffers = bufferize(status_argument=status_argument, threads=threads, ours=lowering == "tosabcast", runtime=runtime)
    return [
        ("lower", (check(status_argument=status_argument) + "," if check_shapes else "") + LOWERINGS[lowering]),
        ("bufferize", buffers),
        ("to-llvm", to_llvm),
    ]


def _joined(lowering: str, threads: int = 1, runtime: str = "async") -> str:
    return ",".join(text for _, text in stages(lowering, threads=threads, runtime=runtime))


NAMED_PIPELINES: dict[str, tuple[str, str]] = {
    "tosabcast-to-linalg": (
        "Lower a whole TOSA program to linalg/tensor/arith/scf: element-wise ops by ours, the rest by stock",
        LOWERINGS["tosabcast"],
    ),
    "tosabcast-to-llvm": (
        "Lower TOSA code (element-wise ops by ours, the rest by stock), bufferize, and convert to the LLVM dialect",
        _joined("tosabcast"),
    ),
    "tosabcast-upstream-to-llvm": (
        "The same as --tosabcast-to-llvm with stock tosa-to-linalg in place of our lowering",
        _joined("upstream"),
    ),
    "tosabcast-to-llvm-threaded": (
        "The same as --tosabcast-to-llvm with the loops run on every core (the code calls libmlir_async_runtime.so)",
        _joined("tosabcast", threads=ALL_THREADS),
    ),
    "tosabcast-to-llvm-openmp": (
        "The same as --tosabcast-to-llvm-threaded with OpenMP running the loops (the code calls libiomp5/libomp)",
        _joined("tosabcast", threads=ALL_THREADS, runtime="openmp"),
    ),
    "tosabcast-linalg-to-llvm": (
        "Bufferize linalg-on-tensors code and convert it to the LLVM dialect (the stock part of --tosabcast-to-llvm)",
        BUFFERIZE + "," + TO_LLVM,
    ),
}
