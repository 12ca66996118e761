"""Split every loop nest into one task per thread, so `async-parallel-for` runs `threads` tasks, not 8x as many.

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
    scf.parallel (%k) = (%c0) to (%k_count) step (%c1) {
      %lo = %k * %total / %k_count  ;  %hi = (%k + 1) * %total / %k_count
      scf.for %row = %lo / %n to ceildiv(%hi, %n) step %c1 {       // rows this chunk touches
        %first = max(%lo - %row * %n, 0) ; %last = min(%hi - %row * %n, %n)
        scf.for %j = %first to %last step %c1 {
          <body(%row, %j)>                            // more than 2 dims: %row delinearized once per row
        }
      }
    }

`async-parallel-for{min-task-size=1}` then gives each `%k` its own task; with K = 1 (a nest smaller than two
tasks' worth) it calls the body on the caller, so small calls pay one compare. Splitting the flattened
space rather than the outer dim keeps a 1x4194304 or 3x4096x4096 nest as evenly split as a square one.
Each element is computed by the same code as with one thread: results are the same bits.

A nest inside another loop nest's body is made sequential (plain `scf.for`s), not split: the outer nest
already has one task per thread. Nests with reductions (`init` values) are left alone (stock lowers them
sequentially); so is everything under a `func.func` that is not a nest.
"""

from __future__ import annotations

from collections.abc import Sequence

from mlir import ir
from mlir.dialects import scf

from tosabcast.ir.bridge import inside, walk_ops
from tosabcast.lowering.build import arith, create
from tosabcast.registry import Option, PassInfo

ALL_THREADS = 0
"""`threads=ALL_THREADS`: as many chunks as the async runtime's pool has threads, read at run time."""


def split_tasks(module: ir.Operation, *, threads: int = ALL_THREADS, min_task_size: int = 1 << 19) -> bool:
    """Rewrite every `scf.parallel` nest without reductions under `module` (see the module docstring)."""
    if threads < 0 or min_task_size < 1:
        raise ValueError(f"threads must be >= 0 and min-task-size >= 1, got {threads} and {min_task_size}")
    nests = [op for op in walk_ops(module, frozenset({"scf.parallel"})) if not _has_reductions(op)]
    for nest in nests:
        if inside(nest, "scf.parallel"):
            _make_sequential(nest)
        else:
            _split(nest, threads, min_task_size)
    return True


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
    """Iterations of `for lower <= i < upper step step` (0 if upper <= lower)."""
    span = ix.binary("maxsi", ix.binary("subi", upper, lower), ix.const(0))
    return ix.binary("ceildivsi", span, step)


def _split(nest: ir.Operation, threads: int, min_task_size: int) -> None:
    parallel = nest.opview
    with ir.InsertionPoint(nest), nest.location:
        ix = _Index()
        zero, one = ix.const(0), ix.const(1)  # here, so that the chunk's code shares them
        counts = [
            _count(ix, lb, ub, st)
            for lb, ub, st in zip(parallel.lowerBound, parallel.upperBound, parallel.step, strict=True)
        ]
        total = counts[0]
        for count in counts[1:]:
            total = ix.binary("muli", total, count)
        if threads == ALL_THREADS:
            workers = create("async.runtime.num_worker_threads", ix.type, ())
        else:
            workers = ix.const(threads)
        chunks = ix.binary("divui", total, ix.const(min_task_size))
        chunks = ix.binary("maxsi", ix.binary("minsi", chunks, workers), one)
        outer = ir.Operation.create(
            "scf.parallel",
            operands=[zero, chunks, one],
            attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([1, 1, 1, 0])},
            regions=1,
        )
        block = outer.regions[0].blocks.append(ix.type)
    with ir.InsertionPoint(block), nest.location:
        terminator = ir.Operation.create("scf.reduce", operands=[])
    chunk = block.arguments[0]
    with ir.InsertionPoint(terminator), nest.location:
        lo = ix.binary("divui", ix.binary("muli", chunk, total), chunks)
        hi = ix.binary("divui", ix.binary("muli", ix.binary("addi", chunk, ix.const(1)), total), chunks)
        _walk(ix, parallel, counts, lo, hi)
    nest.erase()


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


def _walk(ix: _Index, parallel: scf.ParallelOp, counts: Sequence[ir.Value], lo: ir.Value, hi: ir.Value) -> None:
    """Build the row-major walk over flattened iterations [lo, hi) of `parallel` and move its body into it."""
    lowers, steps = list(parallel.lowerBound), list(parallel.step)
    if len(counts) == 1:
        loop = _for(lo, hi, ix.const(1))
        with ir.InsertionPoint(loop.body.operations[0]):
            _move_body(parallel, [_iv(ix, lowers[0], steps[0], loop.induction_variable)])
        return
    inner = ix.binary("maxsi", counts[-1], ix.const(1))
    rows = _for(ix.binary("divui", lo, inner), ix.binary("ceildivui", hi, inner), ix.const(1))
    with ir.InsertionPoint(rows.body.operations[0]):
        row = rows.induction_variable
        base = ix.binary("muli", row, inner)
        first = ix.binary("maxsi", ix.binary("subi", lo, base), ix.const(0))
        last = ix.binary("minsi", ix.binary("subi", hi, base), inner)
        outer_indices = []
        rest = row
        for count in reversed(counts[1:-1]):  # delinearize the row over the outer dims, innermost first
            outer_indices.append(ix.binary("remui", rest, count))
            rest = ix.binary("divui", rest, count)
        outer_indices.append(rest)
        outer_indices.reverse()
        columns = _for(first, last, ix.const(1))
        with ir.InsertionPoint(columns.body.operations[0]):
            ivs = [_iv(ix, lb, st, k) for lb, st, k in zip(lowers[:-1], steps[:-1], outer_indices, strict=True)]
            ivs.append(_iv(ix, lowers[-1], steps[-1], columns.induction_variable))
            _move_body(parallel, ivs)


def _for(lower: ir.Value, upper: ir.Value, step: ir.Value) -> scf.ForOp:
    loop = scf.ForOp(lower, upper, step)
    with ir.InsertionPoint(loop.body):
        scf.YieldOp([])
    return loop


def _iv(ix: _Index, lower: ir.Value, step: ir.Value, k: ir.Value) -> ir.Value:
    """lower + k step, without the ops when lower is 0 and step 1 (what linalg's loops have)."""
    if not _is_constant(step, 1):
        k = ix.binary("muli", k, step)
    return k if _is_constant(lower, 0) else ix.binary("addi", lower, k)


def _is_constant(value: ir.Value, expected: int) -> bool:
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return False
    return ir.IntegerAttr(owner.attributes["value"]).value == expected


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
    "Split each scf.parallel nest into one chunk per thread (count chosen at run time), for async-parallel-for",
    (
        Option("threads", int, ALL_THREADS, "chunks per nest at most (0: the async runtime's thread count)"),
        Option("min-task-size", int, 1 << 19, "the fewest iterations a chunk gets; smaller nests run as one chunk"),
    ),
)
