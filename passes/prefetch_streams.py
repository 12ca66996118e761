"""Prefetch the buffers of the math loops, and of element-wise loops over big buffers, a few cache lines ahead.

A loop that computes `erf`, `sin` or `pow` per element (`--tosabcast-expand-math`: 30-100 vector instructions
per 16 elements) walks its buffers slowly enough that the CPU's own prefetchers lag: at 2048x2048 f32 on one
thread erf took 5.2 ms, about its arithmetic alone (3.7 ms, timed in the cache) plus its memory traffic alone
(3.0 ms, `abs`), not the larger of the two. This pass cuts each loop that expand-math marked into strips, and
each strip first asks for the lines `ahead` bytes (4 KiB) past it of every buffer the loop reads or writes at its
index:

    scf.for %i = %lb to %ub step %c1 {                       // {loop_annotation}: expand-math's mark
      %x = memref.load %a[%i] ...  memref.store %y, %o[%i]
    }

becomes

    scf.for %s = %lb to %ub step %c64 {
      memref.prefetch %a[%s + 1024], read, locality<3>, data     // one per 64-byte line of the strip, 4 KiB
      ... (4 lines of %a)                                         // (`ahead`) past it: 4 for 64 f32
      memref.prefetch %o[%s + 1024], write, locality<3>, data    // `prefetchw`: the line is ours before the
      ... (4 lines of %o)                                         // store needs it
      %end = arith.minsi(%s + 64, %ub)
      scf.for %i = %s to %end step %c1 { <the same body> }  {loop_annotation}
    }

A loop `--tosabcast-fold-tails` left with a trip count that is a multiple of the strip (`tosabcast.whole_steps`:
the whole vector steps of a math loop, the rest split off into a masked copy, which is not cut) gets strips that
end at `%s + 64`, without the `minsi`: LLVM then compiles the loop in a strip as one straight vector step (a
dynamic exp at 1024x2048 took 1.00x its static twin's time this way, 1.04x and 1.53x in two runs with strips
that might end early: passes/fold_tails.py).

LLVM's loop vectorizer refuses a loop with a call of `llvm.prefetch` in it ("call instruction cannot be
vectorized"), hence the strips: the prefetches sit in the loop around, the vectorized loop is the original one,
its body untouched and not copied (a fused body of thousands of ops costs compile time per copy). A stream is a
buffer accessed at the loop's index as its last index, whose last dim is contiguous and whose other indices are
defined before the loop; where a strip's last lines run past a row, the address is the next row's (the GEP is
plain pointer arithmetic: a prefetch past the buffer's end is a hint, it touches nothing).

Measured (`python scripts/prefetch_ab.py`, bench/results/2026-11-28-prefetch-ab.txt; Intel Xeon, Cascade Lake
class, 2 vCPUs; the same bits): at 2048x2048 f32 on one thread, thread CPU time, 31 interleaved rounds, sin
0.87x the time, cos 0.85x, exp, sigmoid and tanh 0.91x, pow 0.94x, log 0.94x, erf 0.97x (0.79-0.87x in
earlier runs of the hour); in the cache (64x1024, 256 KiB a tensor) 0.98-1.07x (log the worst: its loop is
short, and a strip pays for 8 prefetches and the vector loop's entry). On two threads 0.88-1.02x. Choices, same
script and a variant that prefetched the output too: strips of 64, 128, 256, 512 iterations (8 prefetches a
strip against 64: 512 was 1.13-1.15x slower for pow, more lines asked for at once than the core keeps in
flight); `ahead` 512, 1024, 2048, 4096 bytes (1024-2048 best, 512 short); the inputs alone against inputs and
output (`prefetchw`): pow 0.93x -> 0.88x, sin 0.95x -> 0.84-0.87x, exp 0.93x -> 0.87-0.90x. The same strips on
loops without a mark (abs, add, sub, floor at 2048x2048, whose bodies are a few instructions) took 0.98-1.05x
then (4 KiB ahead they gain: below). Later that day, strips of 64 (the default; the runs above used
128), `ahead` 4096 against 1024 (bench/results/2026-11-28-prefetch-ahead-ab.txt): at 2048x2048 exp 0.92-0.95x
the time, sigmoid 0.94x, tanh 0.92-0.96x, sin 0.92x, log 0.94x, cos 0.95x, pow 1.00x; in the cache and at
512x1024 (2 MiB) 0.99-1.02x; on two threads exp 0.91x, tanh 0.95x, sin 0.97x. So `ahead` is 4096 since. The C probe `scripts/prefetch_probe.c` shows the effect outside
our pipeline: K dependent FMAs per element, 2048x2048, plain against prefetching 1 KiB ahead: K=24 3.77 ->
3.19 ms (3.8 -> 3.1 in a second run), K=32 5.44 -> 4.15 ms, K=0 3.47 -> 3.12, K=48 (arithmetic alone 6.5 ms)
6.97 -> 6.81.

Loops that expand-math marked (a `loop_annotation` with a vector width: 16 lanes on AVX-512 hosts) are cut
where static with at least `MIN_TRIPS` iterations, or dynamic. Plain element-wise loops (no mark: LLVM's choice of
width, or the vector steps `--tosabcast-stream-stores` writes for runtime broadcasts; a loop that writes a stream)
are cut too, with `plain-min-bytes` (4 MiB on Intel CPUs, `host_plain_min_bytes`; -1, none, elsewhere): the
strip width is chosen at run time from the size of the buffer the loop writes, 64 where it has at least that many
bytes, the whole loop otherwise, and the prefetches run only in the first case:

    %big = 4 * (the sizes of %o multiplied) >= 4194304               // from %o's descriptor, before the loop
    %width = arith.select %big, %c64, max(%ub - %lb, 1)
    scf.for %s = %lb to %ub step %width {
      scf.if %big { memref.prefetch ... (as above) }
      scf.for %i = %s to min(%s + %width, %ub) step %c1 { <the same body> }
    }

Their bodies are a few instructions per vector, so the first measurements here (1 KiB ahead, strips of 128)
found nothing to gain (0.98-1.05x); 4 KiB ahead, they run 10-20 % faster once the data leaves L2 and L3's share
(`python scripts/plain_prefetch_ab.py`, bench/results/2026-11-28-plain-prefetch-ab.txt; one thread, thread CPU
time, 21 interleaved rounds, the same bits). Static 2048x2048: abs 0.81x the time, floor 0.81x, add 0.86x, add i32
0.87x, maximum 0.89x, cast f32->f16 0.88x, sub+maximum 0.88x, a row-broadcast add 0.88x, f16 negate (8 MiB)
0.98x; on ?x? shapes abs 0.81x, add 0.90x, maximum 0.94x, a row-broadcast add 0.84x (the binary ops in
stream-stores' vector steps, whose loop-invariant index arithmetic, a broadcast row's `select(c, 0, i)`, is
hoisted before the loop first so that those reads are streams: `_hoist_invariants`; without it the dynamic twins
gained half as much); 1024x2048 (8 MiB) abs 0.95x, add 0.91x; 4096x4096 abs 0.88x, add 0.95x; 1024x1024 (4 MiB)
and in the cache (64x1024) 1.00x, 0.95-1.02x for dynamic binary ops (a condition per row).
Whole models at batch 64 and 4096 (`python scripts/pass_ab.py prefetch_streams <rev> --threads 1`): the same
times within the noise; dynamic programs compile 0.01-0.08 s slower (more IR per loop). OpenMP's flat work-shared
loops (a 1-D `omp.loop_nest` alone in its parallel region: unary ops, binary ops on static shapes) are cut the
same way, the threads sharing out the strips, behind an `scf.if` on the output's size whose other side is a copy
of the parallel region as it was (the strips' width cannot fall back to the whole loop there: one thread would
take it all): two threads at 2048x2048 abs 0.72x the time, floor 0.78x, add 0.90x; at 1024x1024 and in the
cache 0.98-1.01x (bench/results/2026-11-28-plain-prefetch-ab.txt).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, memref, scf

from tosabcast import host
from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.build import bit_width
from tosabcast.lowering.loops import (
    NEVER,
    defined_outside,
    folded_tail,
    has_bytes,
    innermost,
    innermost_contiguous,
    integer_constant,
    marked_width,
    shared_loop_region,
    trip_count,
    whole_steps,
)
from tosabcast.registry import Option, PassInfo

LINE = 64
"""Bytes per cache line: one prefetch each."""

_STORES = frozenset({"memref.store", "vector.store"})
_ACCESSES = frozenset({"memref.load", "vector.load", *_STORES})
"""A vector access lists its operands as the scalar one does: (value,) buffer, indices."""

MIN_TRIPS = 1024
"""Static loops of fewer iterations are left alone: their data is a few KiB, in the cache or not worth it."""

AHEAD = 4096
"""How far past a strip to prefetch, in bytes (`ahead`'s default; `--tosabcast-table-erf`'s too)."""


PLAIN_MIN_BYTES = 4 << 20
"""A plain loop (no mark) prefetches where the buffer it writes has at least this many bytes: at 2048x2048 f32
(16 MiB) `abs` took 0.79x the time, `add` 0.89x, at 1024x2048 0.95x and 0.91x, at 1024x1024 (4 MiB) the same
time either way, in the cache (64x1024) `add` 1.18x had it prefetched (the module docstring)."""

"""`plain-min-bytes` that leaves every plain loop alone."""

PLAIN_VENDORS = frozenset({"GenuineIntel"})
"""The x86 vendors whose CPUs prefetching plain loops was measured on (`host_plain_min_bytes`)."""


def host_plain_min_bytes(cpuinfo: str | None = None) -> int:
    """This machine's default `plain-min-bytes`: `PLAIN_MIN_BYTES` on the CPUs where it was measured (an Intel
    Xeon of Cascade Lake class), `NEVER` elsewhere (the AMD machine streams big outputs instead:
    `--tosabcast-stream-stores`), and on a machine without /proc/cpuinfo. `cpuinfo` as in `tosabcast.host`."""
    return PLAIN_MIN_BYTES if host.vendor(cpuinfo) in PLAIN_VENDORS else NEVER


DEFAULT_PLAIN_MIN_BYTES = host_plain_min_bytes()
"""This machine's: the pass runs for code compiled here (the JIT, or stock tools on the same machine)."""


def prefetch_streams(
    module: ir.Operation, ahead: int = AHEAD, strip: int = 64, plain_min_bytes: int = DEFAULT_PLAIN_MIN_BYTES
) -> bool:
    """Strip-mine the marked math loops under `module` into strips of `strip` iterations, each prefetching the
    lines `ahead` bytes past the strip of the buffers the loop reads or writes at its index (`ahead` 0: change
    nothing); and the plain element-wise loops too, where the buffer they write has at least `plain_min_bytes`
    at run time (one strip of the whole loop, nothing prefetched, where it has fewer; `NEVER`: none)."""
    if ahead <= 0:
        return True
    for loop in walk_ops(module, frozenset({"scf.for"})):
        accesses = _streams(loop)
        if accesses:
            _strip_mine(loop, accesses, ahead, strip)
        elif plain_min_bytes != NEVER:
            accesses = _plain_streams(loop, strip)
            if accesses:
                _strip_mine(loop, accesses, ahead, strip, plain_min_bytes)
    if plain_min_bytes != NEVER:
        for loop in walk_ops(module, frozenset({"omp.loop_nest"})):
            _share_strips(loop, ahead, strip, plain_min_bytes)
    return True


def _share_strips(loop: ir.Operation, ahead: int, strip: int, min_bytes: int) -> None:
    """Cut a work-shared plain loop (a 1-D `omp.loop_nest` alone in its `omp.parallel`, step 1: OpenMP's flat
    loops) into strips the threads share out, each prefetching, where the buffer it writes has `min_bytes` or
    more; the parallel region is copied for smaller buffers (`scf.if`), whose threads run the loop as it was."""
    parallel = shared_loop_region(loop)
    if parallel is None or integer_constant(loop.operands[2]) != 1:
        return
    found = streams(loop)
    stores = [access for access in found if access.name in _STORES]
    if not stores or not defined_outside(stores[0].operands[1], parallel):
        return
    index = ir.IndexType.get()
    with ir.InsertionPoint(parallel), loop.location:
        width = arith.constant(index, strip)
        big = has_bytes(stores[0].operands[1], min_bytes)
        branch = scf.IfOp(big, [], has_else=True)
    with ir.InsertionPoint(branch.then_block), loop.location:
        scf.YieldOp([])
    with ir.InsertionPoint(branch.else_block), loop.location:
        parallel.clone()
        scf.YieldOp([])
    parallel.move_before(branch.then_block.operations[0])
    body = loop.regions[0].blocks[0]
    iv, ops = body.arguments[0], list(body.operations)
    with ir.InsertionPoint(ops[0]), loop.location:
        prefetch(found, iv, ahead, strip)
        end = arith.minsi(arith.addi(iv, width), loop.operands[1])
        inner = scf.ForOp(iv, end, arith.constant(index, 1))
        with ir.InsertionPoint(inner.body):
            terminator = scf.YieldOp([])
    for op in ops[:-1]:  # the body but its omp.yield, now reading the strip's index
        op.move_before(terminator)
        for position, value in enumerate(op.operands):
            if value == iv:
                op.operands[position] = inner.induction_variable
    loop.operands[2] = width


def _streams(loop: ir.Operation) -> list[ir.Operation]:
    """`streams(loop)` if `loop` is a marked innermost loop worth prefetching, else []."""
    if not marked_width(loop) or folded_tail(loop) or not _long_innermost(loop):
        return []
    return streams(loop)


MIN_STEPS = 4
"""Steps of a plain loop per strip, at least: with vector steps of 32 or 64 elements
(`--tosabcast-vectorize-bool-stores`' compares), a strip of one step made `greater` at 2048x2048 3.5x slower."""


def _plain_streams(loop: ir.Operation, strip: int) -> list[ir.Operation]:
    """`streams(loop)` if `loop` is an innermost loop without any mark that writes a stream (an element-wise
    loop: a matmul's or a reduction's inner loop stores elsewhere or carries a result), with step 1 or a vector
    step that `strip` holds `MIN_STEPS` times or more (`--tosabcast-stream-stores`' loops of vector steps: dynamic
    binary ops), else []."""
    if "loop_annotation" in loop.attributes or "llvm.loop_annotation" in loop.attributes:
        return []
    step = integer_constant(loop.operands[2])
    if not step or strip % step or strip // step < MIN_STEPS or not _long_innermost(loop, step):
        return []
    _hoist_invariants(loop)
    found = streams(loop)
    return found if any(access.name in _STORES for access in found) else []


_INVARIANT = frozenset(
    {"arith.constant", "arith.select", "arith.addi", "arith.subi", "arith.muli", "arith.cmpi", "arith.index_cast",
     "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"}
)  # fmt: skip
"""Pure ops that cannot trap (no division), moved before a loop when their operands are defined outside it."""


def _hoist_invariants(loop: ir.Operation) -> None:
    """Move the loop-invariant index arithmetic of `loop`'s body before it (what LLVM's LICM does later), so that
    the accesses it indexes are streams: stream-stores' vector steps compute a broadcast row's index,
    `select(c, 0, i)`, in the body."""
    for op in list(loop.regions[0].blocks[0].operations):
        if op.name in _INVARIANT and all(defined_outside(v, loop) for v in op.operands):
            op.move_before(loop)


def _long_innermost(loop: ir.Operation, step: int = 1) -> bool:
    """An innermost loop with step `step`, no results, and at least `MIN_TRIPS` elements or a dynamic count."""
    if len(loop.results) or integer_constant(loop.operands[2]) != step:
        return False
    if not innermost(loop):
        return False
    trips = trip_count(loop)
    return trips is None or trips * step >= MIN_TRIPS


def streams(loop: ir.Operation) -> list[ir.Operation]:
    """One access (load or store) per stream of the innermost loop `loop`: a buffer read or written at the loop's
    index as its last index, with its other indices, each once (where the loop accesses it first); the buffer and
    those indices are defined before the loop (where the prefetches go), its last dim is contiguous."""
    body = loop.regions[0].blocks[0]
    iv = body.arguments[0]
    found: dict[tuple[ir.Value, ...], ir.Operation] = {}
    for op in body.operations:
        if op.name not in _ACCESSES:
            continue
        accessed = list(op.operands)[op.name in _STORES :]
        if len(accessed) < 2 or accessed[-1] != iv or not all(defined_outside(v, loop) for v in accessed[:-1]):
            continue
        type_ = ir.MemRefType(accessed[0].type)
        if isinstance(type_.element_type, ir.IntegerType | ir.FloatType) and innermost_contiguous(type_):
            found.setdefault(tuple(accessed)[:-1], op)
    return list(found.values())


def prefetch(accesses: list[ir.Operation], start: ir.Value, ahead: int, count: int) -> None:
    """At the insertion point, ask for every 64-byte line `ahead` bytes past the `count` elements from index
    `start` of each stream of `accesses` (`streams`): `prefetcht0` for a load's buffer, `prefetchw` for a store's."""
    index = ir.IndexType.get()
    for access in accesses:
        write = access.name in _STORES
        buffer, *indices = list(access.operands)[write:-1]
        size = max(1, bit_width(ir.MemRefType(buffer.type).element_type) // 8)
        for offset in range(ahead, ahead + count * size, LINE):
            at = arith.addi(start, arith.constant(index, offset // size))
            memref.prefetch(buffer, [*indices, at], write, 3, True)


def _strip_mine(
    loop: ir.Operation, accesses: list[ir.Operation], ahead: int, strip: int, min_bytes: int | None = None
) -> None:
    """Cut `loop` into strips of `strip` iterations, each prefetching `accesses`' lines `ahead` bytes past it;
    with `min_bytes`, only where the buffer of the first store in `accesses` has that many bytes: elsewhere one
    strip, the whole loop, and no prefetch."""
    lower, upper = loop.operands[0], loop.operands[1]
    index = ir.IndexType.get()
    with ir.InsertionPoint(loop), loop.location:
        width = arith.constant(index, strip)
        big = None
        if min_bytes is not None:
            big = has_bytes(next(a for a in accesses if a.name in _STORES).operands[1], min_bytes)
            whole = arith.maxsi(arith.subi(upper, lower), arith.constant(index, 1))
            width = arith.select(big, width, whole)
        strips = scf.ForOp(lower, upper, width)
    with ir.InsertionPoint(strips.body), loop.location:
        start = strips.induction_variable
        if big is None:
            prefetch(accesses, start, ahead, strip)
        else:
            branch = scf.IfOp(big, [], has_else=False)
            with ir.InsertionPoint(branch.then_block):
                prefetch(accesses, start, ahead, strip)
                scf.YieldOp([])
        end = arith.addi(start, width)
        if big is not None or (whole_steps(loop) or 1) % strip:  # a strip may end early (at `upper`)
            end = arith.minsi(end, upper)
        terminator = scf.YieldOp([])
    loop.move_before(terminator)
    loop.operands[0] = start
    loop.operands[1] = end


PASS = PassInfo(
    "tosabcast-prefetch-streams",
    prefetch_streams,
    "Strip-mine the math loops expand-math marked; each strip prefetches its buffers' lines `ahead` bytes past it",
    (
        Option("ahead", int, AHEAD, "how far past each strip to prefetch, in bytes (0: no prefetching)", minimum=0),
        Option("strip", int, 64, "iterations per strip", minimum=1),
        Option(
            "plain-min-bytes",
            int,
            DEFAULT_PLAIN_MIN_BYTES,
            "also the plain element-wise loops whose output has at least this many bytes at run time; -1: none (the"
            " default on CPUs where it was not measured: host_plain_min_bytes)",
            minimum=NEVER,
        ),
    ),
)
