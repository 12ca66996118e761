"""Stream big outputs to memory: innermost element-wise loops, vectorized by hand, write with non-temporal
stores when the buffer they write is too big to stay in the caches anyway.

An ordinary store to a line that is not in the cache first reads the line from memory (read-for-ownership), so
an element-wise op moves its output twice: a 2048x2048 f32 `add` moves 64 MiB for 48 MiB of data, `abs` 48 for
32. A non-temporal store (`vmovntps`) writes the whole line without reading it. x86 has it for aligned vector
stores only, and LLVM's loop vectorizer refuses to vectorize a loop whose store is marked `!nontemporal` unless
the scalar store is aligned to the vector's size, which it never is. So this pass writes the vector loop
itself, after `--tosabcast-expand-math` (whose output is plain arith code) and before LLVM:

    scf.for %i = %lb to %ub step %c1 {
      %x = memref.load %a[%i] : memref<4194304xf32>
      %y = ... arith/math on %x ...
      memref.store %y, %o[%i] : memref<4194304xf32>
    }

becomes

    %big = 4 * (the sizes of %o multiplied) >= min-bytes                 // before the whole loop nest
    scf.if %big {
      %start = %lb + the elements until &%o[%start] is 32-byte aligned   // base, offset, strides of %o
      %end = %start + (%ub - %start) / 8 * 8
      scf.for %i = %lb to %start step %c1 { <the body> }                 // 0-7 elements, not vectorized
      scf.for %v = %start to %end step %c8 {
        %x = vector.load %a[%v] : memref<4194304xf32>, vector<8xf32>
        %y = ... the same ops on vector<8xf32> ...
        vector.store %y, %o[%v] {alignment = 32, nontemporal = true} : memref<4194304xf32>, vector<8xf32>
      }
      scf.for %i = %end to %ub step %c1 { <the body> }                   // 0-7 elements
    } else {
      <the original loop, vectorized by LLVM>
    }
    scf.if %big { sfence }                                               // after the whole loop nest

A vector step writes 32 bytes: 8 lanes for 32-bit outputs, 16 for 16-bit ones, 4 for 64-bit ones. In a nest
(a dynamic 2-D shape) each row finds its own first aligned store; `%big` is the whole buffer's size, so rows
of any length stream. Non-temporal stores are weakly ordered: the `sfence` after the nest (`fence=seq_cst`:
`llvm.fence seq_cst`, for other targets) makes them visible before anything reads the buffer, on this thread or,
after the runtime's barrier, another. A load that reads a dim that may broadcast at run time
(`select(size == 1, 0, j)`, our dynamic lowering) reads, in the vector steps, one element broadcast to a vector
where the dim broadcasts and a vector at `j` where it does not. LLVM vectorizes such a loop only when it
unswitches it on those conditions, which it does not for big bodies (a dynamic exp chain with a broadcast row ran
18.7 ms at 2048x2048, 4.8x its static twin), and our copy of the loop next to the original one made it stop
unswitching even small ones (a broadcast `add` at 512x512: 0.06 -> 0.28 ms). So loops with such reads take the
vector steps at every size, with no copy of the original loop: the vector loop is copied per truth value of
`%big` (stream or not) and of the first broadcast condition (`UNSWITCH_CONDITIONS` in all), each copy reading
one element or vectors without a branch; a read under a further condition is an `scf.if` in every step.
OpenMP's flat loops (a 1-D `omp.loop_nest` work-shared in an
`omp.parallel`, `--tosabcast-split-tasks{runtime=openmp}`) get a copy of the parallel region whose threads share
out the aligned vector steps and fence before the region ends; the calling thread runs the elements before
and after. The async runtime's outlined loops are plain loops (their buffers followed to the callers'
allocations, `tosabcast.lowering.loops.Calls`).

Whether streaming pays depends on the machine (`host_min_bytes`): on an AMD EPYC it took a quarter to a third off
memory-bound ops, on an Intel Xeon it added 5-20 % to them (one core keeps fewer non-temporal lines in flight
than it reads ahead for ordinary stores) and took 2-7 % off some compute-bound ones (exp, log, tanh, erf,
sigmoid) while adding 3-6 % to others (sin, pow), so `min-bytes` defaults to 16 MiB on AMD's CPUs and to -1
(`NEVER`: nothing streams; loops with runtime-broadcast reads still take the vector steps) elsewhere.

Below `min-bytes` (16 MiB, half of the AMD machine's 32 MiB L3) the output may still be in the cache
when the next op reads it, and the original loop runs. The default was 8 MiB until 2026-11-27 (from our `add`
then numpy reading its result: 1.15-1.20x the time when streamed at 2-4 MiB, 0.84-0.90x at 8-16 MiB); timed
again with a reader (the call, then `np.copyto` of its result into a buffer; streamed against ordinary stores,
31 interleaved rounds), streaming lost wherever the output had less than 16 MiB and won from 16 MiB on: f32
`add` 1.42x at 8 MiB (2048x1024), 1.17x at 12 MiB, 0.84x at 16 MiB (2048x2048); f32 `abs` 1.71x, 1.21x and
0.92x at the same sizes; 2048x2048 f16 `add`, `mul`, `abs` (8 MiB) 1.09x, 1.11x, 1.16x. Called back to back
without a reader the 8 MiB cases came out 0.86-1.18x from run to run (bench/perf.py's f16 ops against
upstream, docs/performance.md). Measured (2048x2048 f32, 31 interleaved rounds, the
same build without the pass, bench/results/2026-11-26-stream-stores-ab.txt): one thread `abs` 0.77x the time,
`add` 0.78x, `exp` 1.00x (compute-bound); two OpenMP threads `abs` 0.62x, `add` 0.68x, `exp` 0.81x, which lifts
the speed-up of two threads over one from 1.52x to 1.87x for exp; a dynamic exp chain given a row and a column
0.47x (its loop was scalar). docs/performance.md, "Streaming stores", has the rest.

A loop is rewritten when it is an innermost `scf.for` (or such an `omp.loop_nest`) with step 1, no results and
no `llvm.loop_annotation` (another pass's copy); its body holds only loads, one store of a 16-, 32- or 64-bit integer
or float, `arith` ops and the `math` ops in `VECTOR_MATH`, at most `max-ops` of them; the induction variable is
used only as the last index of loads and the store (or through a broadcast select), of memrefs whose last dim is
contiguous, every other index is loop-invariant; no op on varying values has an `index` operand or result; the
stored buffer is an allocation read in the loop only where it is stored, and is defined before the nest
(`tosabcast.lowering.loops.scan` and `safe`, shared with `--tosabcast-vectorize-bool-stores`). Each element is
computed by the same ops as before: results are the same bits.

The vector steps are 32 bytes (8 f32 lanes), except in a loop that `--tosabcast-expand-math` marked for more
(`loop_annotation`, 16 lanes around expanded math on AVX-512 hosts, where the long math bodies gain from zmm
registers): they take that many lanes, and a streamed store the alignment of their bytes. 2048x2048 f32 with a
runtime-broadcast operand, min-bytes -1, one thread, 31 interleaved rounds, against 8 lanes (Intel Xeon,
2026-11-27): `exp(a) + row` 0.90x the time, `exp(a) + column` 0.93x, `tanh(a) * row` 0.98x, `a + row` unmarked
and unchanged; the same bits.
"""

from __future__ import annotations

import platform

from mlir import ir
from mlir.dialects import llvm, memref, scf

from tosabcast import host
from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.build import arith, bit_width, create
from tosabcast.lowering.loops import (
    NEVER,  # `min-bytes` that streams nothing: loops with runtime-broadcast reads still take the vector steps
    Calls,
    VectorBuilder,
    defined_outside,
    has_bytes,
    innermost_contiguous,
    marked_width,
    rebuild,
    safe,
    scalar_loop,
    scan,
    shared_loop_region,
    vector_type,
)
from tosabcast.registry import Option, PassInfo

VECTOR_BYTES = 32
"""Bytes of output per vector step: one AVX2 register, the alignment `vmovntps` needs. A loop marked for more
lanes than that (`--tosabcast-expand-math`: 16 around its math on AVX-512 hosts) takes that many, and the
alignment of their bytes; narrower marks (`--tosabcast-vectorize-small-loops`) change nothing here."""

MIN_BYTES = 16 << 20
"""Outputs smaller than this keep ordinary stores (they may still be in the cache when the next op reads them)."""


STREAMING_VENDORS = frozenset({"AuthenticAMD"})
"""The x86 vendors whose CPUs streaming was measured to win on (`host_min_bytes`)."""


def host_min_bytes(cpuinfo: str | None = None) -> int:
    """This machine's default `min-bytes`: `MIN_BYTES` on the CPUs where streaming was measured to win, `NEVER`
    elsewhere (ordinary stores, as LLVM, upstream and numpy write), and on a machine without /proc/cpuinfo.

    Measured with `scripts/stream_stores_ab.py` (2048x2048 f32, the same build streaming or not): on an AMD EPYC
    (Zen 3), one thread `abs` 0.77x the time, `add` 0.78x, two threads 0.62x and 0.68x (2026-11-26); on an Intel
    Xeon with AVX-512 (Cascade Lake class), `abs` 1.14x, `add` 1.05-1.07x, a row-broadcast `add` 1.07-1.14x, `exp`
    0.96-0.98x, and at 4096x4096 `abs` 1.13x, `add` 1.06x (2026-11-27). Both were 2-core virtual machines.
    A vendor is a coarse proxy for what decides it (how many lines one core can have in flight against the cost
    of a read-for-ownership): other machines may pass `min-bytes` themselves. `cpuinfo`: the text of a
    /proc/cpuinfo (this machine's when None), as in `tosabcast.host`."""
    return MIN_BYTES if host.vendor(cpuinfo) in STREAMING_VENDORS else NEVER


DEFAULT_MIN_BYTES = host_min_bytes()
"""This machine's (`host_min_bytes`): the pass runs for code compiled here, as `DEFAULT_FENCE` says."""

VECTOR_MATH = frozenset(
    {
        "math.absf", "math.absi", "math.ceil", "math.copysign", "math.ctlz", "math.ctpop", "math.cttz",
        "math.floor", "math.fma", "math.round", "math.roundeven", "math.rsqrt", "math.sqrt", "math.trunc",
        "llvm.intr.ldexp",
    }
)  # fmt: skip
"""The `math` ops that LLVM lowers to instructions on vectors (the others would become libm calls per lane), and
`llvm.intr.ldexp`: exp's and pow's last step where `--tosabcast-expand-math{scalef}` ran (the JIT on AVX-512
CPUs), one `vscalefps` there. Without it here, a loop around exp was left scalar by this pass and
`--tosabcast-vectorize-small-loops` on exactly those CPUs (softmax's `exp(x - max)` on `?x8x8`: 4x its static
twin's time)."""


UNSWITCH_CONDITIONS = 2
"""The vector loop gets a copy per truth value of up to this many conditions (4 copies): whether to stream (for
loops that take the vector steps at every size, unless nothing streams), then runtime broadcasts; further ones
branch in every step. With `NEVER` both go to broadcasts: a dynamic exp-free chain given a row and a column
(three conditions) ran 1.17x its static twin with one unswitched, 1.06x with two (2048x2048, one thread)."""

FENCES = ("sfence", "seq_cst")
"""What makes the streamed stores visible: x86's `sfence` (`llvm.x86.sse.sfence`), or `llvm.fence seq_cst` (any
target; x86 compiles it to a `lock or`, which the Intel manual also lists among what drains the write-combining
buffers that non-temporal stores go through)."""

DEFAULT_FENCE = "sfence" if platform.machine().lower() in ("x86_64", "amd64") else "seq_cst"
"""This machine's: the pass runs for code compiled here (the JIT, or stock tools on the same machine)."""


def stream_stores(
    module: ir.Operation,
    *,
    min_bytes: int = DEFAULT_MIN_BYTES,
    max_ops: int = 2000,
    fence: str = DEFAULT_FENCE,
) -> bool:
    """Rewrite every eligible innermost loop under `module` (see the module docstring)."""
    calls = Calls(module)
    for loop in walk_ops(module, frozenset({"scf.for", "omp.loop_nest"})):
        parallel = shared_loop_region(loop) if loop.name == "omp.loop_nest" else None
        if loop.name == "omp.loop_nest" and parallel is None:
            continue
        plan = _plan(loop, max_ops, calls)
        if plan is None:
            continue
        if min_bytes == NEVER and (parallel is not None or not plan.broadcasts):
            continue  # nothing streams, and LLVM vectorizes these loops as well as the pass would
        anchor = parallel if parallel is not None else _outermost(loop, plan.store.operands[1])
        if not defined_outside(plan.store.operands[1], anchor):
            continue
        if min_bytes == NEVER:
            _vectorize(loop, plan, False)  # a loop with runtime-broadcast reads, on one thread
            continue
        with ir.InsertionPoint(anchor), loop.location:
            big = has_bytes(plan.store.operands[1], min_bytes)  # all of the buffer, not the loop's part
        if parallel is not None:
            _stream_shared(loop, parallel, plan, big, fence)
            continue
        with ir.InsertionPoint.after(anchor), loop.location:  # before `_stream` moves `loop` (maybe `anchor`)
            branch = _branch(big, has_else=False)
        with ir.InsertionPoint.at_block_terminator(branch.then_block), loop.location:
            _fence(fence)
        (_vectorize if plan.broadcasts else _stream)(loop, plan, big)
    return True


_NEST = frozenset({"scf.for", "scf.if", "scf.parallel", "omp.loop_nest", "omp.wsloop"})


def _outermost(loop: ir.Operation, buffer: ir.Value) -> ir.Operation:
    """The outermost op of the loop nest around `loop` that `buffer` is defined before (an `omp.wsloop` at most:
    its region is the thread's)."""
    op = loop
    while op.parent is not None and op.parent.name in _NEST and defined_outside(buffer, op.parent):
        op = op.parent
    return op


class _Plan:
    """The values that vary with the induction variable, the one store, the lanes of a vector step, and the
    selects `select(c, 0, iv)` that loads index with (-> c: the dim broadcasts at run time)."""

    def __init__(
        self,
        varying: set[ir.Value],
        store: ir.Operation,
        lanes: int,
        element_bytes: int,
        broadcasts: dict[ir.Value, ir.Value],
    ) -> None:
        self.varying = varying
        self.store = store
        self.lanes = lanes
        self.element_bytes = element_bytes
        self.broadcasts = broadcasts

    @property
    def vector_bytes(self) -> int:
        return self.lanes * self.element_bytes


def _plan(loop: ir.Operation, max_ops: int, calls: Calls) -> _Plan | None:
    if "llvm.loop_annotation" in loop.attributes:  # a loop another pass told LLVM to leave alone
        return None
    body = scan(loop, max_ops, lambda name: name.startswith("arith.") or name in VECTOR_MATH, broadcasts=True)
    if body is None or len(body.stores) != 1 or not safe(body.loads, body.stores, calls, read_back=False):
        return None
    store = body.stores[0]
    if store.operands[0] not in body.varying or not innermost_contiguous(ir.MemRefType(store.operands[1].type)):
        return None
    bits = bit_width(store.operands[0].type)
    if bits not in (16, 32, 64):
        return None
    lanes = max(VECTOR_BYTES * 8 // bits, marked_width(loop) or 0)  # wider where expand-math asked for its math
    return _Plan(body.varying, store, lanes, bits // 8, body.broadcasts)


def _index(value: int) -> ir.Value:
    return arith.constant(ir.IndexType.get(), value)


def _bounds(plan: _Plan, lower: ir.Value, upper: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """(start, end, lanes): the first index whose store is 32-byte aligned (at most `upper`), where the whole
    vector steps from it end, and the step."""
    out = plan.store.operands[1]
    metadata = list(memref.extract_strided_metadata(out))
    indices = list(plan.store.operands)[2:]
    offset, strides = metadata[1], metadata[2 + len(indices) :]
    linear = arith.addi(offset, lower)
    for position, value in enumerate(indices[:-1]):
        linear = arith.addi(linear, arith.muli(value, strides[position]))
    size = _index(plan.element_bytes)
    address = arith.addi(memref.extract_aligned_pointer_as_index(out), arith.muli(linear, size))
    peel = arith.divsi(arith.andi(arith.subi(_index(0), address), _index(plan.vector_bytes - 1)), size)
    start = arith.minsi(arith.addi(lower, peel), arith.maxsi(upper, lower))
    lanes = _index(plan.lanes)
    rest = arith.maxsi(arith.subi(upper, start), _index(0))
    return start, arith.addi(start, arith.muli(arith.divsi(rest, lanes), lanes)), lanes


def _branch(condition: ir.Value, *, has_else: bool = True) -> scf.IfOp:
    branch = scf.IfOp(condition, [], has_else=has_else)
    for block in [branch.then_block, branch.else_block] if has_else else [branch.then_block]:
        with ir.InsertionPoint(block):
            scf.YieldOp([])
    return branch


def _versions(
    loop: ir.Operation, where: ir.Operation, plan: _Plan, big: ir.Value
) -> tuple[scf.IfOp, ir.Value, ir.Value, ir.Value]:
    """Before `where`: `scf.if` big { the elements before the first aligned store } else { }.
    Return it, with the start, end and step of the vector steps (defined in its `then` block)."""
    lower = loop.operands[0]
    body = loop.regions[0].blocks[0]
    with ir.InsertionPoint(where), loop.location:
        branch = _branch(big)
    with ir.InsertionPoint.at_block_terminator(branch.then_block), loop.location:
        start, end, lanes = _bounds(plan, lower, loop.operands[1])
        scalar_loop(list(body.operations), body.arguments[0], lower, start)
    return branch, start, end, lanes


def _stream(loop: ir.Operation, plan: _Plan, big: ir.Value) -> None:
    body = loop.regions[0].blocks[0]
    ops, iv = list(body.operations), body.arguments[0]
    branch, start, end, lanes = _versions(loop, loop, plan, big)
    with ir.InsertionPoint.at_block_terminator(branch.then_block), loop.location:
        _vector_loops(plan, ops, iv, start, end, lanes, True)
        scalar_loop(ops, iv, end, loop.operands[1])
    loop.move_before(branch.else_block.operations[0])


def _vectorize(loop: ir.Operation, plan: _Plan, big: ir.Value | bool) -> None:
    """`_stream` for a loop with runtime-broadcast reads, which LLVM vectorizes only if it unswitches the loop on
    their conditions (it gives up on big bodies: a dynamic exp chain with a broadcast row ran 4.8x slower than
    its static twin): the vector steps run at every size, their stores non-temporal where `big` holds (False:
    nowhere)."""
    body = loop.regions[0].blocks[0]
    ops, iv = list(body.operations), body.arguments[0]
    lower, upper = loop.operands[0], loop.operands[1]
    with ir.InsertionPoint(loop), loop.location:
        start, end, lanes = _bounds(plan, lower, upper)
        scalar_loop(ops, iv, lower, start)
        _vector_loops(plan, ops, iv, start, end, lanes, big)
        scalar_loop(ops, iv, end, upper)
    loop.erase()


def _vector_loops(
    plan: _Plan,
    ops: list[ir.Operation],
    iv: ir.Value,
    start: ir.Value,
    end: ir.Value,
    lanes: ir.Value,
    big: ir.Value | bool,
    fixed: dict[ir.Value, bool] | None = None,
    budget: int = UNSWITCH_CONDITIONS,
) -> None:
    """The vector loop over [start, end), one copy per truth value of `big` (whether to stream: a value, or
    always, or never) and of each runtime-broadcast condition defined outside the loop, up to `budget` of them
    in all, so that each copy streams or not and reads either one element or vectors, with no branch in its
    steps."""
    fixed = fixed or {}
    outside = [c for c in dict.fromkeys(plan.broadcasts.values()) if c.owner not in ops]
    free = [c for c in ([big] if not isinstance(big, bool) else []) + outside if c not in fixed]
    if free and budget > 0:
        branch = _branch(free[0])
        for block, value in ((branch.then_block, True), (branch.else_block, False)):
            with ir.InsertionPoint.at_block_terminator(block):
                _vector_loops(plan, ops, iv, start, end, lanes, big, {**fixed, free[0]: value}, budget - 1)
        return
    vector_loop = scf.ForOp(start, end, lanes)
    with ir.InsertionPoint(vector_loop.body):
        _Builder(plan, iv, vector_loop.induction_variable, big, fixed).build(ops)
        scf.YieldOp([])


def _fence(kind: str) -> None:
    if kind == "sfence":
        llvm.call_intrinsic(None, "llvm.x86.sse.sfence", [], [], [])
    else:
        llvm.fence(llvm.AtomicOrdering.seq_cst)


def _stream_shared(loop: ir.Operation, parallel: ir.Operation, plan: _Plan, big: ir.Value, fence: str) -> None:
    """`_stream` for a work-shared loop: the parallel region's threads share out the aligned vector steps and
    make their non-temporal stores visible before its end (a copy of the region stays for small buffers); the
    calling thread runs the elements before and after them."""
    body = loop.regions[0].blocks[0]
    ops, iv = list(body.operations), body.arguments[0]
    branch, start, end, lanes = _versions(loop, parallel, plan, big)
    with ir.InsertionPoint.at_block_terminator(branch.else_block), loop.location:
        parallel.clone()
    parallel.move_before(branch.then_block.operations[-1])
    with ir.InsertionPoint.at_block_terminator(branch.then_block), loop.location:
        scalar_loop(ops, iv, end, loop.operands[1])
    rebuild(loop, _Builder(plan, iv, iv), (start, end, lanes))
    with ir.InsertionPoint.after(loop.parent), loop.location:
        _fence(fence)


class _Builder(VectorBuilder):
    """A vector step whose store is aligned and non-temporal. A load at `select(c, 0, iv)` reads one element and
    broadcasts it where c holds (the dim broadcasts at run time), a vector at iv where it does not: an `scf.if`
    on a loop-invariant condition, one predictable branch a step (or none: LLVM unswitches it)."""

    def __init__(
        self,
        plan: _Plan,
        iv: ir.Value,
        vector_iv: ir.Value,
        big: ir.Value | bool = True,
        fixed: dict[ir.Value, bool] | None = None,
    ) -> None:
        super().__init__(plan.varying, plan.lanes, iv, vector_iv, aliases=plan.broadcasts)
        self.broadcasts = plan.broadcasts
        self.vector_bytes = plan.vector_bytes
        self.big = big  # True: always stream, False: never; a value: where it holds, ordinary stores elsewhere
        self.fixed = fixed or {}  # broadcast conditions known on this copy of the loop

    def vector_op(self, op: ir.Operation) -> None:
        select = op.operands[-1] if op.name == "memref.load" else None
        if select is None or select not in self.broadcasts:
            super().vector_op(op)
            return
        memref_, indices = op.operands[0], [self.scalar(v) for v in list(op.operands)[1:-1]]
        element = op.results[0].type
        vector = vector_type(element, self.lanes)

        def splat() -> ir.Value:
            one = create("memref.load", element, [memref_, *indices, self.scalar(select.owner.operands[1])])
            return create("vector.broadcast", vector, [one])

        def load() -> ir.Value:
            return create("vector.load", vector, [memref_, *indices, self.values[select]])

        condition = self.broadcasts[select]
        if condition in self.fixed:
            self.values[op.results[0]] = splat() if self.fixed[condition] else load()
            return
        branch = scf.IfOp(self.scalar(condition), [vector], has_else=True)
        with ir.InsertionPoint(branch.then_block):
            scf.YieldOp([splat()])
        with ir.InsertionPoint(branch.else_block):
            scf.YieldOp([load()])
        self.values[op.results[0]] = branch.results[0]

    def store(self, op: ir.Operation, attributes: dict[str, ir.Attribute] | None = None) -> None:
        i64 = ir.IntegerType.get_signless(64)
        streamed = {"nontemporal": ir.BoolAttr.get(True), "alignment": ir.IntegerAttr.get(i64, self.vector_bytes)}
        streams = self.big if isinstance(self.big, bool) else self.fixed.get(self.big)
        if streams is not None:
            super().store(op, streamed if streams else None)
            return
        branch = _branch(self.big)
        with ir.InsertionPoint.at_block_terminator(branch.then_block):
            super().store(op, streamed)
        with ir.InsertionPoint.at_block_terminator(branch.else_block):
            super().store(op)


PASS = PassInfo(
    "tosabcast-stream-stores",
    stream_stores,
    "Vectorize innermost element-wise loops with big outputs by hand, storing with aligned non-temporal stores",
    (
        Option(
            "min-bytes",
            int,
            DEFAULT_MIN_BYTES,
            "stream outputs of at least this many bytes (smaller: ordinary stores); -1: never (the default on CPUs"
            " where streaming was not measured to win: host_min_bytes)",
            minimum=NEVER,
        ),
        Option("max-ops", int, 2000, "rewrite only loop bodies of at most this many ops"),
        Option("fence", str, DEFAULT_FENCE, "what orders the streamed stores: sfence (x86) or seq_cst", FENCES),
    ),
)
