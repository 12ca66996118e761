"""Split every loop nest into one chunk per thread, for `async-parallel-for` (one task each, not 8x as many) or OpenMP.

`convert-linalg-to-parallel-loops` turns each linalg op into one `scf.parallel` nest. Stock
`async-parallel-for` cuts such a nest into up to 8 x `num-workers` blocks (its "oversharding" factor,
not an option) of at least `min-task-size` iterations, a static option. On this project's element-wise
loops that is the wrong trade: every block is the same work, so more blocks than threads buy no balance
and cost a task hand-off each (70-150 us on the 2-core VM). With 16 blocks every threaded case lost to one
thread (2048x2048 f32 on 2 threads, quiet machine: exp 2.89 -> 3.36 ms, tanh 5.77 -> 6.67 ms, add 0.90x);
with one chunk per thread exp and tanh run 1.2-1.5x faster than one thread (docs/performance.md,
"Threads"). The size that should decide whether to split at all, the nest's element count, is only known
at run time.

This pass, run between the two, makes that decision in the IR. A nest

    scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
      <body(%i, %j)>
    }

becomes `K` = clamp(m n / `min-task-size`, 1, `threads`) chunks of the flattened iteration space, each a
row-major walk over its own range [lo, hi) that keeps the innermost loop a plain counted loop (which LLVM
vectorizes like before):

    %k_count = ...                                    // K, computed from the sizes at run time
    scf.if %k_count > 1 {  scf.parallel (%k) = (%c0) to (%k_count) step (%c1) {
      %lo = %k * %total / %k_count  ;  %hi = (%k + 1) * %total / %k_count
      scf.for %row = %lo / %n to ceildiv(%hi, %n) step %c1 {       // rows this chunk touches
        %first = max(%lo - %row * %n, 0) ; %last = min(%hi - %row * %n, %n)
        scf.for %j = %first to %last step %c1 {
          <body(%row, %j)>                            // more than 2 dims: %row delinearized once per row
        }
      }
    } } else {
      scf.for %i = ... { scf.for %j = ... { <body(%i, %j)> } }      // one chunk: the nest, sequential
    }

A nest whose body runs loops of its own (a matmul's k and n after `--tosabcast-interchange-reductions`) counts
their iterations into the element count, the innermost at 8 a step (`_inner_loops`): 256 rows of a 256^3 matmul
are 2 M steps of work, which two threads share (1.05 -> 0.71 ms), where 256 elements stayed on one.

Rows of a static length up to `WHOLE_ROWS_MAX` (4096) are dealt out whole instead: chunk %k takes rows
[%k R / K, (%k + 1) R / K) of the R rows, each at the nest's own inner bounds (`scf.for %j = %c0 to %c16`).
With computed bounds every row's loop is a generic one, and with narrow rows two threads were slower than
one: rows of 16 elements (a 1x16 row added, then tanh, 2^22 elements) took 5.47 ms on two OpenMP threads
against 4.69 ms on one; dealt out whole 3.68 ms, where LLVM unrolls the static 16. Same runs, before -> after
(one process, alternating): OpenMP, rows of 16 with the add alone 2.72 -> 1.19 ms (one thread 2.07), rows of
64 3.51 -> 2.89 ms, 2048x2048 with a 1x2048 row and tanh 2.82 -> 2.25 ms (the inner loop no longer rebuilds
its constants per vector: 13.1 cycles per 8 elements by llvm-mca instead of 17-18); async, rows of 16
5.49 -> 2.99 ms, 2048x2048 3.29 -> 2.65 ms; JIT time of attention and CNN on two threads 4.4 -> 3.5 s and
1.9 -> 1.7 s. A walk with a second copy of the body for each chunk's partial first and last rows did as
well at run time but took 40 % more JIT time. With at least `min-task-size` elements per chunk (65,536 on
OpenMP), a chunk of rows of at most 4,096 has 16 rows or more, so whole rows keep the chunks within 1/16 of
even.

A dim of one iteration is dropped from the nest first, its index the lower bound (`_drop_unit_dims`), so the rows
are the innermost dim of more: a convolution's output fill, `1024x6x6x8x1`, was dealt out as 294,912 rows of one
element, each delinearized, and test/models/depthwise's convolution took 869 us on two OpenMP threads against 513
on one; 259 us since (`python scripts/pass_ab.py split_tasks`, bench/results/2026-11-28-split-unit-dims-ab.txt).

`async-parallel-for{min-task-size=1}` then gives each `%k` its own task. A nest smaller than two tasks' worth
(K = 1) runs on the caller without any of that: the chunks sit in the then-branch of `scf.if %k_count > 1`, and
the else-branch holds the nest again as plain loops, as with one thread (a 1-D nest: a call of its outlined
chunk loop, below, for the whole range). Through `async-parallel-for`'s own single-block path, the one chunk ran
the chunk walk (computed row bounds, outer indices delinearized per row) inside its task function, about 0.3 us
more per dynamic nest than the plain loops: 20 reduce_sum + sub pairs on 64x8x16 (60 nests) took 94 us against
77 us on one thread; with the branch 78 us. Models at batch 64 on two threads (`python scripts/pass_ab.py
split_tasks 98e4db6`, bench/results/2026-11-27-single-chunk-ab.txt): attention 61.5 -> 50.2 us (static twin 46.5),
depthwise 162 -> 124 us, cnn 189 -> 177 us, lstm_cell 5.9 -> 5.2 us, int32_fn 1.8 -> 1.4 us; every dynamic
program within 1.08x of its static twin (up to 1.31x before). The copy costs JIT time on dynamic programs
(attention 4.6 -> 6.6 s, cnn 2.3 -> 2.7 s). Calling the chunk's outlined loops for all the rows instead of a
copy, for N-D nests of `--tosabcast-block-registers`' kernels, saved 0.2-0.3 s of that but ran 4-5 % slower (cnn
176 -> 185 us, depthwise 123 -> 128 us). A nest whose work is known at compile time to be short of two chunks
(`_one_chunk`) becomes plain loops with no count and no branch, on either runtime: static programs JIT in
less time (attention 3.1 -> 1.1 s, cnn 1.8 -> 0.6 s) and some run faster (cnn 199 -> 178 us, pool_adaptive
165 -> 139 us).

Splitting the flattened space rather than the outer dim keeps a 1x4194304 or 3x4096x4096 nest as evenly split
as a square one. Each element is computed by the same code as with one thread: results are the same bits.

With the async runtime a 1-D chunk's loop then moves into a function of its own, `<function>_chunk(lo, hi,
buffers...)`, which the chunk calls and LLVM must not inline. `async-parallel-for` wraps the chunk in a loop
over blocks inside its task function, and in that loop nest LLVM rebuilt every constant of a math body on
every vector (`movabsq` + `vbroadcastss`): tanh's loop took 16 cycles per 8 elements by llvm-mca instead of
11.3, and two threads used 4.8 ms of CPU for 3.0 ms of one thread's work. On its own the loop is compiled as
one thread's is (11.8 cycles): 2048x2048 f32 in blocks of 50 back-to-back calls, tanh 3.10 -> 2.60 ms
(CPU 4.8 -> 3.8 ms), exp 2.12 -> 1.75 ms (3.6 -> 3.0 ms); add, abs unchanged (bandwidth). Outlining the
walk of an N-D chunk the same way made it slower (rows of 16: 3.47 -> 4.84 ms), and outlining each row's
loop costs a call per row (rows of 16: 3x slower), so only 1-D chunks are outlined; OpenMP shares a 1-D
loop out directly (below).

A nest inside another loop nest's body is made sequential (plain `scf.for`s), not split: the outer nest
already has one task per thread. Nests with reductions (`init` values) are left alone (stock lowers them
sequentially); so is everything under a `func.func` that is not a nest.

With `runtime=openmp` the chunks become an OpenMP work-sharing loop instead, run by a team of exactly `K`
threads, and a nest of one chunk does not enter the runtime at all (an `omp.parallel` costs a call into the
runtime even when it runs serially):

    scf.if %k_count > 1 {
      omp.parallel num_threads(%k_count_i32 : i32) {
        omp.wsloop {
          omp.loop_nest (%k) : index = (%c0) to (%k_count) step (%c1) {
            <the chunk walk above>
            omp.yield
          }
        }
        omp.terminator
      }
    } else {
      scf.for %i = ... { scf.for %j = ... { <body(%i, %j)> } }      // the nest, sequential
    }

With `threads=0` the count is capped by `omp_get_max_threads()` (`OMP_NUM_THREADS`, else one per core).
`convert-openmp-to-llvm` and the LLVM translation outline the region and call the OpenMP runtime
(`__kmpc_fork_call`, `__kmpc_for_static_init_8u`): an LLVM-compatible `libomp`/`libiomp5`, which
`tosabcast.runtime.openmp` finds and loads. Its workers wait for the next region spinning for a while
(`KMP_BLOCKTIME`, 200 ms by default) before they sleep, so a call that follows another does not pay a
thread wake-up: on the 2-core VM a 2048x2048 tanh runs 1.75-1.9x faster than on one thread, against 1.2-1.45x
through the async runtime (docs/performance.md, "Threads through OpenMP"). A 1-D nest is shared out as it is
(static schedule: one contiguous range per thread): the chunk walk's extra loop made the JIT reload exp's
constants on every vector (1.4x instead of 1.8x).

Except a 1-D nest computing math that `--tosabcast-expand-math` expands (`vecmath.EXPANDED`: exp, log, tanh,
erf, sin, cos, pow): its chunks call their range's loop in a function of its own, as with async, an `scf.for`
like one thread's. Shared out as an `omp.loop_nest`, its body sat in no `scf.for`: sin and cos could not take
their f32 path in strips (`--tosabcast-version-sincos` cuts `scf.for`s), so every element took the exact f64
path, 1 ulp off one thread's result on some and 2x its time, and the loop could not carry expand-math's width
mark (16 lanes on AVX-512). 2048x2048 f32, two OpenMP threads against one (medians of 31 interleaved rounds,
2026-11-27, Intel Xeon): sin 0.50x -> 2.01x one thread's speed, and now its bits; exp 1.65x -> 1.88x, tanh
1.72x -> 1.88x (one thread at 16 lanes).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from mlir import ir
from mlir.dialects import scf

from tosabcast.ir.bridge import enclosing_function, forbid_inlining, inside, symbol_name, walk_ops
from tosabcast.lowering import vecmath
from tosabcast.lowering.build import arith, create
from tosabcast.lowering.loops import constant_trip_count, integer_constant, is_constant
from tosabcast.registry import Option, PassInfo

ALL_THREADS = 0
"""`threads=ALL_THREADS`: as many chunks as the runtime has threads (read at run time)."""

RUNTIMES = ("async", "openmp")
"""What runs the chunks: `async-parallel-for`, after this pass, or OpenMP, built by it."""

_MAX_THREADS = "omp_get_max_threads"


def split_tasks(
    module: ir.Operation, *, threads: int = ALL_THREADS, min_task_size: int = 1 << 19, runtime: str = "async"
) -> bool:
    """Rewrite every `scf.parallel` nest without reductions under `module` (see the module docstring)."""
    if threads < 0 or min_task_size < 1:
        raise ValueError(f"threads must be >= 0 and min-task-size >= 1, got {threads} and {min_task_size}")
    if runtime not in RUNTIMES:
        raise ValueError(f"runtime must be one of {', '.join(RUNTIMES)}, got '{runtime}'")
    nests = [op for op in walk_ops(module, frozenset({"scf.parallel"})) if not _has_reductions(op)]
    outer = [nest for nest in nests if not inside(nest, "scf.parallel")]
    if runtime == "openmp" and threads == ALL_THREADS and outer:
        _declare_max_threads(module)
    for nest in nests:
        if not any(nest == o for o in outer):
            _make_sequential(nest)  # first: the OpenMP split copies the outer nest's body
    names = _Names(module)
    for nest in map(_drop_unit_dims, outer):
        if runtime == "openmp":
            _split_openmp(nest, threads, min_task_size, names)
        else:
            _split(nest, threads, min_task_size, names)
    return True


class _Names:
    """Fresh symbol names for outlined chunk loops: `<function>_chunk`, `<function>_chunk_1`, ..."""

    def __init__(self, module: ir.Operation) -> None:
        self.taken = {symbol_name(op) for op in module.regions[0].blocks[0].operations}

    def fresh(self, function: ir.Operation) -> str:
        base = f"{symbol_name(function)}_chunk"
        name, n = base, 0
        while name in self.taken:
            n += 1
            name = f"{base}_{n}"
        self.taken.add(name)
        return name


def _outline(loop: ir.Operation, names: _Names) -> ir.Operation:
    """Move `loop` into a new private function, named by `names` and placed before the function holding it, and
    call that in its place: the values the loop uses from outside become the function's arguments, constants are
    cloned into it. LLVM is told not to inline it. Return the call."""
    function = enclosing_function(loop)
    assert function is not None, "a chunk loop sits in a func.func"
    name = names.fresh(function)
    nested = list(walk_ops(loop))
    defined: set[ir.Value] = set()
    for op in nested:
        defined.update(op.results)
        for region in op.regions:
            for block in region.blocks:
                defined.update(block.arguments)
    captured: list[ir.Value] = []
    for op in nested:
        for operand in op.operands:
            if operand not in defined and operand not in captured:
                captured.append(operand)
    constants = [v for v in captured if not isinstance(v.owner, ir.Block) and v.owner.name == "arith.constant"]
    arguments = [v for v in captured if v not in constants]
    with ir.InsertionPoint(function), loop.location:
        outlined = ir.Operation.create(
            "func.func",
            attributes={
                "sym_name": ir.StringAttr.get(name),
                "function_type": ir.TypeAttr.get(ir.FunctionType.get([v.type for v in arguments], [])),
                "sym_visibility": ir.StringAttr.get("private"),
            },
            regions=1,
        )
        entry = outlined.regions[0].blocks.append(*[v.type for v in arguments])
    forbid_inlining(outlined)
    mapping: dict[ir.Value, ir.Value] = dict(zip(arguments, entry.arguments, strict=True))
    with ir.InsertionPoint(loop), loop.location:
        call = ir.Operation.create(
            "func.call", operands=arguments, attributes={"callee": ir.FlatSymbolRefAttr.get(name)}
        )
    with ir.InsertionPoint(entry), loop.location:
        for constant in constants:
            mapping[constant] = constant.owner.clone().results[0]
        end = ir.Operation.create("func.return")
    loop.move_before(end)
    for op in nested:
        for position, operand in enumerate(op.operands):
            if operand in mapping:
                op.operands[position] = mapping[operand]
    return call


def _has_reductions(nest: ir.Operation) -> bool:
    return len(nest.results) > 0


class _Index:
    """Index arithmetic at the current insertion point, constants built once."""

    def __init__(self) -> None:
        self.type = ir.IndexType.get()
        self._constants: dict[int, ir.Value] = {}

    def const(self, value: int) -> ir.Value:
        if value not in self._constants:
            self._constants[value] = arith.constant(self.type, ir.IntegerAttr.get(self.type, value))
        return self._constants[value]

    def binary(self, name: str, a: ir.Value, b: ir.Value) -> ir.Value:
        return create(f"arith.{name}", self.type, (a, b))


def _count(ix: _Index, lower: ir.Value, upper: ir.Value, step: ir.Value) -> ir.Value:
    """Iterations of `for lower <= i < upper step step` (0 if upper <= lower); a constant for constant bounds.

    A constant keeps a chunk's inner loops static (`scf.for ... to %c24`), which later passes read: computed
    here, `--tosabcast-bound-vectorizer` saw a dynamic inner loop and left the row loop of a `?x24` boolean
    `select` on two threads to LLVM, whose SLP vectorizer and LoopLoadElimination then took 19 s at -O3."""
    known = constant_trip_count(lower, upper, step)
    if known is not None:
        return ix.const(known)
    span = ix.binary("maxsi", ix.binary("subi", upper, lower), ix.const(0))
    return ix.binary("ceildivsi", span, step)


def _chunk_count(
    ix: _Index, parallel: scf.ParallelOp, threads: int, min_task_size: int, runtime: str
) -> tuple[list[ir.Value], ir.Value, ir.Value]:
    """Build each dim's iteration count, the total, and K; also the constants the chunks use, so they dominate."""
    one = ix.const(1)
    ix.const(0)  # the chunk code's lower bounds
    counts = [
        _count(ix, lb, ub, st)
        for lb, ub, st in zip(parallel.lowerBound, parallel.upperBound, parallel.step, strict=True)
    ]
    total = counts[0]
    for count in counts[1:]:
        total = ix.binary("muli", total, count)
    if threads != ALL_THREADS:
        workers = ix.const(threads)
    elif runtime == "openmp":
        i32 = ir.IntegerType.get_signless(32)
        workers = create("arith.index_cast", ix.type, (_call(_MAX_THREADS, i32),))
    else:
        workers = create("async.runtime.num_worker_threads", ix.type, ())
    work = total
    ranges, divisor, scale = _inner_work(parallel)
    for lb, ub, st in ranges:
        work = ix.binary("muli", work, _count(ix, lb, ub, st))
    if divisor > 1:
        work = ix.binary("divui", work, ix.const(divisor))
    if scale > 1:
        work = ix.binary("muli", work, ix.const(scale))
    chunks = ix.binary("divui", work, ix.const(min_task_size))
    chunks = ix.binary("maxsi", ix.binary("minsi", chunks, workers), one)
    return counts, total, chunks


def _inner_loops(nest: ir.Operation) -> list[ir.Operation]:
    """The loops that every iteration of `nest` runs, as far as their bounds are known before it: the first loop
    of the body, the first of its body, and so on (a matmul's k and n once `--tosabcast-interchange-reductions`
    has run, a reduction's loop). Their trip counts weigh the nest's iterations in the chunk count, the
    innermost at 8 a step, as an element-wise nest's elements: 256 rows of a 256x256x256 matmul are 16.7 M
    multiply-adds, 2 M steps, not 256 elements (2 threads: 1.05 -> 0.71 ms async, 0.70 ms OpenMP; 512x512x512
    9.3 -> 5.1 ms and 4.8 ms). A body that starts with an `scf.if` rather than a loop is followed into its
    then-branch (`--tosabcast-block-registers`' nests: full blocks of rows there, a row tail in the else), and a
    nest's `WORK_SCALE` then weighs the steps."""
    inside: set[ir.Value] = set()
    for op in walk_ops(nest):
        inside.update(op.results)
        for region in op.regions:
            for block in region.blocks:
                inside.update(block.arguments)
    loops: list[ir.Operation] = []
    block = nest.regions[0].blocks[0]
    while True:
        loop = next((op.operation for op in block.operations if op.operation.name in _LOOPS), None)
        if loop is None:
            branch = next((op.operation for op in block.operations if op.operation.name == "scf.if"), None)
            if branch is None or not branch.regions[0].blocks:
                return loops
            block = branch.regions[0].blocks[0]  # an `scf.if` first: its then-branch (blocked kernels' full rows)
            continue
        lower, upper, step = _bounds(loop)
        outside = not any(v in inside for v in (*lower, *upper, *step))
        if outside or all(constant_trip_count(*b) is not None for b in zip(lower, upper, step, strict=True)):
            loops.append(loop)
        block = loop.regions[0].blocks[0]


_LOOPS = frozenset({"scf.for", "scf.parallel"})

WORK_SCALE = "tosabcast.work_scale"
"""An `scf.parallel` attribute (integer): the elements of work each step of its innermost inner loop stands for,
over the 1/8 an element-wise loop's does (`--tosabcast-block-registers`' kernels: R x W vectors a step)."""


def _bounds(loop: ir.Operation) -> tuple[list[ir.Value], list[ir.Value], list[ir.Value]]:
    """Lower bounds, upper bounds and steps of an `scf.for` (one each) or an `scf.parallel`."""
    if loop.name == "scf.for":
        lower, upper, step = list(loop.operands)[:3]
        return [lower], [upper], [step]
    view = loop.opview
    return list(view.lowerBound), list(view.upperBound), list(view.step)


def _split(nest: ir.Operation, threads: int, min_task_size: int, names: _Names) -> None:
    parallel = nest.opview
    if _one_chunk(parallel, min_task_size):
        _make_sequential(nest)
        return
    with ir.InsertionPoint(nest), nest.location:
        ix = _Index()
        counts, total, chunks = _chunk_count(ix, parallel, threads, min_task_size, "async")
        zero, one = ix.const(0), ix.const(1)
        branch = scf.IfOp(arith.cmpi(arith.CmpIPredicate.ugt, chunks, one), has_else=True)
        with ir.InsertionPoint(branch.then_block):
            outer = _parallel([zero], [chunks], [one])
            scf.YieldOp([])
        with ir.InsertionPoint(branch.else_block):
            alone = scf.YieldOp([])
        block = outer.regions[0].blocks.append(ix.type)
    with ir.InsertionPoint(block), nest.location:
        terminator = ir.Operation.create("scf.reduce", operands=[])
    flat = len(counts) == 1
    if not flat:
        with ir.InsertionPoint(alone):
            sequential = nest.clone()
    with ir.InsertionPoint(terminator), nest.location:
        walk = _walk_chunk(ix, parallel, counts, block.arguments[0], total, chunks)
    nest.erase()
    if not flat:
        _make_sequential(sequential)
        return
    # 1-D: the chunk loop goes into a function of its own (the module docstring says why), which a single chunk
    # calls for the whole range.
    lo, hi = walk.operands[0], walk.operands[1]
    whole = _outline(walk, names).clone(ir.InsertionPoint(alone))
    for position, operand in enumerate(whole.operands):
        if operand == lo:
            whole.operands[position] = zero
        elif operand == hi:
            whole.operands[position] = total


def _inner_work(parallel: scf.ParallelOp) -> tuple[list[tuple[ir.Value, ir.Value, ir.Value]], int, int]:
    """How a nest's work is weighed beyond its own iterations: the (lower, upper, step) of every loop of
    `_inner_loops`, the divisor 8 where there are such loops (their innermost runs 8 lanes a step, as an
    element-wise nest does), and the nest's `WORK_SCALE` (1 without one)."""
    inner = _inner_loops(parallel.operation)
    ranges = [bounds for loop in inner for bounds in zip(*_bounds(loop), strict=True)]
    scale = ir.IntegerAttr(parallel.attributes[WORK_SCALE]).value if WORK_SCALE in parallel.attributes else 1
    return ranges, 8 if inner else 1, scale


def _one_chunk(parallel: scf.ParallelOp, min_task_size: int) -> bool:
    """Whether the nest's work, as `_chunk_count` weighs it, is known now and short of two chunks."""
    ranges, divisor, scale = _inner_work(parallel)
    own = zip(parallel.lowerBound, parallel.upperBound, parallel.step, strict=True)
    counts = [constant_trip_count(*bounds) for bounds in [*own, *ranges]]
    if None in counts:
        return False
    return math.prod(counts) // divisor * scale // min_task_size < 2  # type: ignore[arg-type]


def _split_openmp(nest: ir.Operation, threads: int, min_task_size: int, names: _Names) -> None:
    parallel = nest.opview
    if _one_chunk(parallel, min_task_size):
        _make_sequential(nest)
        return
    with ir.InsertionPoint(nest), nest.location:
        ix = _Index()
        counts, total, chunks = _chunk_count(ix, parallel, threads, min_task_size, "openmp")
        zero, one = ix.const(0), ix.const(1)
        several = arith.cmpi(arith.CmpIPredicate.ugt, chunks, one)
        branch = scf.IfOp(several, has_else=True)
        with ir.InsertionPoint(branch.then_block):
            team = create("arith.index_cast", ir.IntegerType.get_signless(32), (chunks,))
            region = ir.Operation.create(
                "omp.parallel",
                operands=[team],
                attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0, 0, 0, 1, 0, 0])},
                regions=1,
            )
            scf.YieldOp([])
        with ir.InsertionPoint(branch.else_block):
            sequential = nest.clone()
            scf.YieldOp([])
        with ir.InsertionPoint(region.regions[0].blocks.append()):
            workshare = ir.Operation.create(
                "omp.wsloop", attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([0] * 7)}, regions=1
            )
            ir.Operation.create("omp.terminator")
        # a 1-D loop is shared out itself (its body then sits in one loop, not two), unless it computes math that
        # --tosabcast-expand-math expands: that chunk loop goes into a function of its own, as with async
        outlined = len(counts) == 1 and bool(vecmath.expandable(parallel.operation))
        flat = len(counts) == 1 and not outlined
        bounds = [parallel.lowerBound[0], parallel.upperBound[0], parallel.step[0]] if flat else [zero, chunks, one]
        with ir.InsertionPoint(workshare.regions[0].blocks.append()):
            loop = ir.Operation.create("omp.loop_nest", operands=bounds, regions=1)
        block = loop.regions[0].blocks.append(ix.type)
        with ir.InsertionPoint(block):
            terminator = ir.Operation.create("omp.yield")
    with ir.InsertionPoint(terminator), nest.location:
        if flat:
            _move_body(parallel, [block.arguments[0]])
        else:
            walk = _walk_chunk(ix, parallel, counts, block.arguments[0], total, chunks)
    if outlined:
        _outline(walk, names)
    nest.erase()
    _make_sequential(sequential)


def _declare_max_threads(module: ir.Operation) -> None:
    """Declare `func.func private @omp_get_max_threads() -> i32` in `module`, once."""
    body = module.regions[0].blocks[0]
    if any(symbol_name(op) == _MAX_THREADS for op in body.operations):
        return
    i32 = ir.IntegerType.get_signless(32)
    with ir.InsertionPoint.at_block_begin(body), module.location:
        ir.Operation.create(
            "func.func",
            attributes={
                "sym_name": ir.StringAttr.get(_MAX_THREADS),
                "function_type": ir.TypeAttr.get(ir.FunctionType.get([], [i32])),
                "sym_visibility": ir.StringAttr.get("private"),
            },
            regions=1,
        )


def _call(callee: str, result: ir.Type) -> ir.Value:
    return ir.Operation.create(
        "func.call", results=[result], attributes={"callee": ir.FlatSymbolRefAttr.get(callee)}
    ).result


def _make_sequential(nest: ir.Operation) -> None:
    parallel = nest.opview
    anchor, ivs = nest, []
    for lb, ub, st in zip(parallel.lowerBound, parallel.upperBound, parallel.step, strict=True):
        with ir.InsertionPoint(anchor), nest.location:
            loop = _for(lb, ub, st)
        ivs.append(loop.induction_variable)
        anchor = loop.body.operations[0]
    with ir.InsertionPoint(anchor):
        _move_body(parallel, ivs)
    nest.erase()


def _drop_unit_dims(nest: ir.Operation) -> ir.Operation:
    """`nest` without its dims of one iteration (their index is the lower bound), so that a chunk's rows are the
    innermost dim of more. A convolution's output fill, `1024x6x6x8x1`, was walked as 294,912 rows of one element,
    each delinearized (six divisions): the depthwise convolution of test/models/depthwise at batch 1024 took 869 us
    on two OpenMP threads against 513 us on one. Returns the new nest (the old one erased), or `nest` unchanged."""
    parallel = nest.opview
    dims = len(parallel.lowerBound)
    keep = [dim for dim in range(dims) if _static_count(parallel, dim) != 1]
    if len(keep) == dims or not keep:
        return nest
    lowers, uppers, steps = list(parallel.lowerBound), list(parallel.upperBound), list(parallel.step)
    attributes = {name: nest.attributes[name] for name in nest.attributes if name != "operandSegmentSizes"}
    with ir.InsertionPoint(nest), nest.location:
        kept = _parallel(*([values[dim] for dim in keep] for values in (lowers, uppers, steps)), attributes)
    body = parallel.regions[0].blocks[0]
    with nest.location:
        block = kept.regions[0].blocks.append(*[ir.IndexType.get()] * len(keep))
    for dim, argument in enumerate(body.arguments):
        argument.replace_all_uses_with(block.arguments[keep.index(dim)] if dim in keep else lowers[dim])
    with ir.InsertionPoint(block), nest.location:
        terminator = ir.Operation.create("scf.reduce", operands=[])
    for op in list(body.operations)[:-1]:  # all but its scf.reduce
        op.move_before(terminator)
    nest.erase()
    return kept


def _parallel(
    lowers: Sequence[ir.Value],
    uppers: Sequence[ir.Value],
    steps: Sequence[ir.Value],
    attributes: dict[str, ir.Attribute] | None = None,
) -> ir.Operation:
    """An `scf.parallel` over these bounds, with `attributes` and an empty region, at the insertion point."""
    segments = {"operandSegmentSizes": ir.DenseI32ArrayAttr.get([len(lowers)] * 3 + [0])}
    return ir.Operation.create(
        "scf.parallel", operands=[*lowers, *uppers, *steps], attributes={**(attributes or {}), **segments}, regions=1
    )


def _walk_chunk(
    ix: _Index, parallel: scf.ParallelOp, counts: Sequence[ir.Value], chunk: ir.Value, total: ir.Value, chunks: ir.Value
) -> ir.Operation:
    """Build chunk `chunk` of `chunks` and move the nest's body into it; return its outer loop.

    Rows of a static length up to `WHOLE_ROWS_MAX` are dealt out whole: rows [chunk R / chunks, (chunk + 1) R /
    chunks) of the R rows, each at the nest's own inner bounds (the module docstring says why). Otherwise the
    chunk is the flattened iterations [chunk total / chunks, (chunk + 1) total / chunks) (`_walk`)."""
    length = _static_count(parallel, len(counts) - 1)
    if len(counts) > 1 and length is not None and 0 < length <= WHOLE_ROWS_MAX:
        rows_total = ix.binary("divui", total, counts[-1])
        first = ix.binary("divui", ix.binary("muli", chunk, rows_total), chunks)
        last = ix.binary("divui", ix.binary("muli", ix.binary("addi", chunk, ix.const(1)), rows_total), chunks)
        rows = _for(first, last, ix.const(1))
        with ir.InsertionPoint(rows.body.operations[0]):
            outer = _outer_ivs(ix, parallel, counts, rows.induction_variable)
            columns = _for(ix.const(0), counts[-1], ix.const(1))
            with ir.InsertionPoint(columns.body.operations[0]):
                lower, step = parallel.lowerBound[len(counts) - 1], parallel.step[len(counts) - 1]
                _move_body(parallel, [*outer, _iv(ix, lower, step, columns.induction_variable)])
        return rows.operation
    lo = ix.binary("divui", ix.binary("muli", chunk, total), chunks)
    hi = ix.binary("divui", ix.binary("muli", ix.binary("addi", chunk, ix.const(1)), total), chunks)
    return _walk(ix, parallel, counts, lo, hi)


WHOLE_ROWS_MAX = 4096
"""The longest static row that chunks take whole: a chunk (at least `min-task-size` elements, 65,536 on OpenMP)
then has at least 16 rows, so whole rows keep the chunks within 1/16 of even."""


def _static_count(parallel: scf.ParallelOp, dim: int) -> int | None:
    """The iteration count of dim `dim` of the nest if its bounds and step are constants, else None."""
    lower, upper, step = (
        integer_constant(v) for v in (parallel.lowerBound[dim], parallel.upperBound[dim], parallel.step[dim])
    )
    if lower is None or upper is None or not step:
        return None
    return -(-max(upper - lower, 0) // step)


def _walk(ix: _Index, parallel: scf.ParallelOp, counts: Sequence[ir.Value], lo: ir.Value, hi: ir.Value) -> ir.Operation:
    """Build the row-major walk over flattened iterations [lo, hi) of `parallel`, move its body into it, and
    return the walk's outer loop (the only one in 1-D)."""
    lowers, steps = list(parallel.lowerBound), list(parallel.step)
    if len(counts) == 1:
        loop = _for(lo, hi, ix.const(1))
        with ir.InsertionPoint(loop.body.operations[0]):
            _move_body(parallel, [_iv(ix, lowers[0], steps[0], loop.induction_variable)])
        return loop.operation
    inner = ix.binary("maxsi", counts[-1], ix.const(1))
    rows = _for(ix.binary("divui", lo, inner), ix.binary("ceildivui", hi, inner), ix.const(1))
    with ir.InsertionPoint(rows.body.operations[0]):
        row = rows.induction_variable
        base = ix.binary("muli", row, inner)
        first = ix.binary("maxsi", ix.binary("subi", lo, base), ix.const(0))
        last = ix.binary("minsi", ix.binary("subi", hi, base), inner)
        outer = _outer_ivs(ix, parallel, counts, row)
        columns = _for(first, last, ix.const(1))
        with ir.InsertionPoint(columns.body.operations[0]):
            _move_body(parallel, [*outer, _iv(ix, lowers[-1], steps[-1], columns.induction_variable)])
    return rows.operation


def _outer_ivs(ix: _Index, parallel: scf.ParallelOp, counts: Sequence[ir.Value], row: ir.Value) -> list[ir.Value]:
    """The nest's indices but the last at flattened row `row`, delinearized over the outer dims (built before the
    row's loop: the vectorizing passes read a store's outer indices there)."""
    lowers, steps = list(parallel.lowerBound), list(parallel.step)
    outer_indices = []
    rest = row
    for count in reversed(counts[1:-1]):  # innermost first
        outer_indices.append(ix.binary("remui", rest, count))
        rest = ix.binary("divui", rest, count)
    outer_indices.append(rest)
    outer_indices.reverse()
    return [_iv(ix, lb, st, k) for lb, st, k in zip(lowers[:-1], steps[:-1], outer_indices, strict=True)]


def _for(lower: ir.Value, upper: ir.Value, step: ir.Value) -> scf.ForOp:
    loop = scf.ForOp(lower, upper, step)
    with ir.InsertionPoint(loop.body):
        scf.YieldOp([])
    return loop


def _iv(ix: _Index, lower: ir.Value, step: ir.Value, k: ir.Value) -> ir.Value:
    """lower + k step, without the ops when lower is 0 and step 1 (what linalg's loops have)."""
    if not is_constant(step, 1):
        k = ix.binary("muli", k, step)
    return k if is_constant(lower, 0) else ix.binary("addi", lower, k)


def _move_body(parallel: scf.ParallelOp, ivs: Sequence[ir.Value]) -> None:
    """Move the nest's body ops (all but its `scf.reduce`) to the insertion point, with `ivs` for its indices."""
    body = parallel.regions[0].blocks[0]
    for argument, iv in zip(body.arguments, ivs, strict=True):
        argument.replace_all_uses_with(iv)
    anchor = ir.InsertionPoint.current.ref_operation
    for op in list(body.operations)[:-1]:
        op.move_before(anchor)


PASS = PassInfo(
    "tosabcast-split-tasks",
    split_tasks,
    "Split each scf.parallel nest into one chunk per thread (count chosen at run time), for async or OpenMP",
    (
        Option("threads", int, ALL_THREADS, "chunks per nest at most (0: the runtime's thread count)", minimum=0),
        Option(
            "min-task-size",
            int,
            1 << 19,
            "the fewest iterations a chunk gets; smaller nests run as one chunk",
            minimum=1,
        ),
        Option("runtime", str, "async", "async: scf.parallel for async-parallel-for; openmp: omp.parallel", RUNTIMES),
    ),
)
