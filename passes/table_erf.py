"""Vectorize the loops around f32 `erf` by hand, with erf from per-lane tables (`tosabcast.lowering.erf_table`).

Our lowering emits `math.erf` per element; `--tosabcast-expand-math` would make it two polynomials (23
coefficients, about 35 vector instructions) that LLVM's loop vectorizer widens. `erf_table` needs 19-20
instructions per 16 elements, but picks its coefficients per lane from 16-entry tables, a lookup LLVM's loop
vectorizer cannot widen (a `vector.extract` at a varying position). So this pass, run before expand-math on the
loops, writes the vector loop itself:

    scf.for %i = %lb to %ub step %c1 {
      %x = memref.load %a[%i] : memref<?xf32>
      %h = arith.mulf %x, %c0.707 : f32
      %e = math.erf %h : f32
      ...
      memref.store %y, %o[%i] : memref<?xf32>
    }

becomes

    %end = %lb + (%ub - %lb) / 64 * 64
    scf.for %v = %lb to %end step %c64 {
      memref.prefetch %a[%v + 1024], read ...  memref.prefetch %o[%v + 1024], write ...   // 4 KiB ahead, 4 lines each
      %x = vector.load %a[%v] : memref<?xf32>, vector<64xf32>
      %h = arith.mulf %x, %splat : vector<64xf32>
      %e = <erf_table.erf_f32 on vector<64xf32>: 8 lookups, each one vpermps per 16 lanes>
      ...
      vector.store %y, %o[%v] : memref<?xf32>, vector<64xf32>
    } {loop_annotation = #llvm.loop_annotation<unroll = <disable = true>>}
    scf.if %end < %ub {   // not built where the trip count is a static multiple of 64
      <one step: vector.maskedload, vector.maskedstore of the last %ub - %end lanes (vector.create_mask)>
    }

A step is `chains` (4) vectors of 16 lanes, each op built once on all 64 lanes, which LLVM splits into 4
instructions side by side: the four elements' loads, |x|, clamps, interval indices and centre lookups issue
together, and each of the four Horner chains finds its operands ready, where LLVM's unrolling of a 16-lane step
(`chains=1`: one vector a step, the loop marked for LLVM to unroll 4 times, this pass's first form) puts the four copies of
the step one after the other, each copy's head behind the previous copy's 20 instructions. The same arithmetic,
the same bits: erf in the cache 1.14-1.17x our exp's time against 1.33-1.36x, at 2048x2048 1.00-1.01x against
1.01-1.02x (memory-bound), GELU in the cache 1.54-1.55x against 1.62-1.71x, at 2048x2048 1.07-1.15x against
1.12-1.19x (`scripts/table_erf_ab.py`'s "one chain" column). A C prototype of the loop, 16 KiB in L1: 15.6
cycles per vector in the unrolled order, 13.1 side by side, 12.2 with 8 side by side (which at 128 lanes runs
out of the 32 zmm registers in LLVM's code). mlp_gelu_dynamic compiles in 0.41 s against 0.37 s. Four steps
unrolled by hand, each step's ops together, ran as LLVM's unrolling (erf at 2048x2048 1.07x our exp against
1.03x, in the cache 1.48x against 1.46x) and built three times the IR. A vector erf is about 170 ops per 16
lanes with portable lookups (each 16 `vector.extract`s and a `vector.from_elements`, which LLVM folds to one
`vpermps`), which our passes and the stock conversions after this one all walk; with `permute` (what the JIT
does on AVX-512 hosts) a lookup is the `vpermps` intrinsic, 8 ops in all, no `& 15` of the index.

An OpenMP work-sharing loop (`omp.loop_nest` alone in an `omp.wsloop` in an `omp.parallel`) steps by 64
instead, every step masked (`vector.create_mask` of `%ub - %v` lanes, all of them but in the last step): the
threads share the steps out as they shared the elements. Every `math.erf` the pass does not vectorize (a loop
whose body has other math ops, a strided read, a runtime broadcast, a store to a buffer not allocated here)
becomes the same table arithmetic on scalars, one `vector.extract` per lookup, so every element of a program
gets the same bits whichever loop computes it, on any thread count; its loop is marked for LLVM not to
vectorize it (it cannot), so that expand-math does not ask it to and LLVM does not warn.

A loop is taken when it is an innermost loop with step 1 and no results, its body loads and stores numbers of
8-64 bits at the induction variable (the last index, a contiguous dim; other indices loop-invariant:
`tosabcast.lowering.loops.scan`) and computes with `arith` ops, the `math` ops that become instructions
(`stream_stores.VECTOR_MATH`) and `math.erf`, and every buffer it stores is an allocation read in the loop only
where it is stored (`loops.safe`). Prefetching as `--tosabcast-prefetch-streams` does it (its measurements)
is done here, each line of a step for each stream, for loops of at least `prefetch_streams.MIN_TRIPS` iterations
or dynamic, `ahead` (4 KiB) past the step: at 2048x2048 erf took 0.94x exp's time with 4096, 1.02x with 1024, 0.97x
with 2048 or 8192; on two threads 0.91x against 0.97x; the same in the cache
(bench/results/2026-11-28-prefetch-ahead-ab.txt).

`lanes` is 16 (on by default where the CPU has AVX-512, as expand-math's `lanes`) or 0 (off: erf stays for
expand-math's polynomials). Without `permute` (the pass's default) the IR is portable: on a CPU without
AVX-512 LLVM builds each lookup from 16 extracts, correct but slow, so text output meant for another CPU should
say `lanes=0`; with it, the output compiles for x86 CPUs with AVX-512 only. The two erfs differ in
at most the last bit on some inputs (both within 1 ulp; docs/semantics.md).

Measured (python scripts/table_erf_ab.py; one thread, thread CPU time, interleaved rounds; Intel Xeon, Cascade
Lake class): see docs/performance.md, "2026-11-28: erf from tables, compares in mask registers".
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import scf
from tosabcast.passes import prefetch_streams
from tosabcast.passes.expand_math import DEFAULT_LANES
from tosabcast.passes.prefetch_streams import AHEAD, MIN_TRIPS
from tosabcast.passes.stream_stores import VECTOR_MATH

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering import approx, erf_table
from tosabcast.lowering.build import arith, bit_width, create
from tosabcast.lowering.loops import (
    Body,
    Calls,
    VectorBuilder,
    enclosing_loop,
    no_vectorize_or_unroll,
    safe,
    scan,
    shared_loop_region,
    trip_count,
    vector_type,
)
from tosabcast.registry import Option, PassInfo

INTERLEAVE = 4
"""Vectors of 16 lanes in flight per iteration: expand-math's interleave count."""
CHAINS = INTERLEAVE
"""Vectors of `lanes` per step, each op of the erf built for all of them at once (one op on `CHAINS * lanes`
lanes, which LLVM splits into `CHAINS` instructions side by side); with fewer, LLVM unrolls the loop up to
`INTERLEAVE` vectors an iteration."""


def table_erf(
    module: ir.Operation,
    lanes: int = DEFAULT_LANES,
    max_ops: int = 2000,
    ahead: int = AHEAD,
    permute: bool = False,
    chains: int = CHAINS,
) -> bool:
    """Vectorize the loops around the f32 `math.erf` ops under `module`, the other erfs on scalars (see the module
    docstring); `lanes` 0 or inside `approx.libm_exp()`: change nothing. `permute`: each lookup of a vector step
    is `llvm.x86.avx512.permvar.sf.512` itself (`erf_table.permutes`)."""
    if not lanes or approx.libm_exp_enabled():  # libm_exp(): every math op stays a libm call
        return True
    with erf_table.permutes(permute):
        _rewrite(module, lanes * chains, max(1, INTERLEAVE // chains), max_ops, ahead)
    return True


def _rewrite(module: ir.Operation, lanes: int, unroll: int, max_ops: int, ahead: int) -> None:
    """Vectorize by `lanes` a step (`unroll`: the steps an iteration once LLVM unrolls the loop)."""
    erfs = _erfs(module)
    if not erfs:
        return
    calls = Calls(module)
    for loop in dict.fromkeys(_innermost(op) for op in erfs):
        if loop is not None:
            _vectorize(loop, lanes, unroll, max_ops, ahead, calls)
    for op in _erfs(module):  # those left: scalars
        loop = _innermost(op)
        if loop is not None and loop.name == "scf.for" and "loop_annotation" not in loop.attributes:
            loop.attributes["loop_annotation"] = no_vectorize_or_unroll()
        with ir.InsertionPoint(op), op.location:
            value = erf_table.erf_f32(op.operands[0])
        op.results[0].replace_all_uses_with(value)
        op.erase()


def _erfs(module: ir.Operation) -> list[ir.Operation]:
    f32 = ir.F32Type.get()
    return [op for op in walk_ops(module, frozenset({"math.erf"})) if op.results[0].type == f32]


def _innermost(op: ir.Operation) -> ir.Operation | None:
    """The innermost loop around `op` if it is an `scf.for` or `omp.loop_nest`, else None."""
    loop = enclosing_loop(op)
    return loop if loop is not None and loop.name in ("scf.for", "omp.loop_nest") else None


def _computes(name: str) -> bool:
    return name.startswith("arith.") or name in VECTOR_MATH or name == "math.erf"


def _vectorize(loop: ir.Operation, lanes: int, unroll: int, max_ops: int, ahead: int, calls: Calls) -> bool:
    parallel = shared_loop_region(loop) if loop.name == "omp.loop_nest" else None
    if loop.name == "omp.loop_nest" and parallel is None:
        return False
    if "llvm.loop_annotation" in loop.attributes or "loop_annotation" in loop.attributes:
        return False
    body = scan(loop, max_ops, _computes)
    if body is None or not body.stores or not safe(body.loads, body.stores, calls):
        return False
    for access in [*body.loads, *body.stores]:
        element = ir.MemRefType(access.operands[access.name == "memref.store"].type).element_type
        if bit_width(element) not in (8, 16, 32, 64):
            return False  # i1: a vector of them would be stored packed
    if parallel is not None:
        _share(loop, parallel, body, lanes)
    else:
        _steps(loop, body, lanes, unroll, ahead)
    return True


def _index(value: int) -> ir.Value:
    return arith.constant(ir.IndexType.get(), value)


def _steps(loop: ir.Operation, body: Body, lanes: int, unroll: int, ahead: int) -> None:
    """Replace the `scf.for` `loop` with a loop of vector steps, which LLVM unrolls `unroll` times (1: not at
    all), and a masked last step."""
    lower, upper = loop.operands[0], loop.operands[1]
    trips = trip_count(loop)
    streams = prefetch_streams.streams(loop) if ahead > 0 and (trips is None or trips >= MIN_TRIPS) else []
    with ir.InsertionPoint(loop), loop.location:
        end = _whole_steps(lower, arith.maxsi(arith.subi(upper, lower), _index(0)), lanes)
        steps = scf.ForOp(lower, end, _index(lanes))
        how = "disable = true" if unroll == 1 else f"count = {unroll} : i32"
        steps.operation.attributes["loop_annotation"] = ir.Attribute.parse(f"#llvm.loop_annotation<unroll = <{how}>>")
        with ir.InsertionPoint(steps.body):
            prefetch_streams.prefetch(streams, steps.induction_variable, ahead, lanes)
            _Step(body, lanes, steps.induction_variable).build(body.ops)
            scf.YieldOp([])
        if trips is None or trips % lanes:
            last = scf.IfOp(arith.cmpi(arith.CmpIPredicate.slt, end, upper), [], has_else=False)
            with ir.InsertionPoint(last.then_block):
                _Step(body, lanes, end, count=arith.subi(upper, end)).build(body.ops)
                scf.YieldOp([])
    loop.erase()


def _whole_steps(start: ir.Value, span: ir.Value, step: int) -> ir.Value:
    """start + span rounded down to a multiple of `step` (span >= 0)."""
    steps = create("arith.divui", span.type, [span, _index(step)])
    return arith.addi(start, arith.muli(steps, _index(step)))


def _share(loop: ir.Operation, parallel: ir.Operation, body: Body, lanes: int) -> None:
    """Make the work-shared `omp.loop_nest` `loop` step by `lanes`, every step masked to the lanes before its end."""
    upper, iv = loop.operands[1], body.iv
    with ir.InsertionPoint(parallel), loop.location:
        step = _index(lanes)
    ops = list(loop.regions[0].blocks[0].operations)
    with ir.InsertionPoint(ops[0]), loop.location:
        _Step(body, lanes, iv, count=arith.subi(upper, iv)).build(ops)
    for op in reversed(ops[:-1]):
        op.erase()
    loop.operands[2] = step


class _Step(VectorBuilder):
    """One vector step of a loop body at `at`, erf from the tables; with `count`, only the first `count` lanes (all
    if it is `lanes` or more) are read and written (`vector.maskedload`, `vector.maskedstore`; the other lanes
    compute on ones)."""

    def __init__(self, body: Body, lanes: int, at: ir.Value, count: ir.Value | None = None) -> None:
        super().__init__(body.varying, lanes, body.iv, at)
        mask_type = vector_type(ir.IntegerType.get_signless(1), lanes)
        self.mask = None if count is None else create("vector.create_mask", mask_type, [count])

    def vector_op(self, op: ir.Operation) -> None:
        if op.name == "math.erf":
            self.values[op.results[0]] = erf_table.erf_f32(self.vector(op.operands[0]))
        elif op.name == "memref.load" and self.mask is not None:
            element = op.results[0].type
            type_ = vector_type(element, self.lanes)
            one = (
                ir.FloatAttr.get(element, 1.0) if isinstance(element, ir.FloatType) else ir.IntegerAttr.get(element, 1)
            )
            ones = arith.constant(type_, ir.DenseElementsAttr.get_splat(type_, one))
            indices = [self.scalar(v) for v in list(op.operands)[1:]]
            self.values[op.results[0]] = create("vector.maskedload", type_, [op.operands[0], *indices, self.mask, ones])
        else:
            super().vector_op(op)

    def store(self, op: ir.Operation, attributes: dict[str, ir.Attribute] | None = None) -> None:
        if self.mask is None:
            super().store(op, attributes)
            return
        indices = [self.scalar(v) for v in list(op.operands)[2:]]
        operands = [op.operands[1], *indices, self.mask, self.vector(op.operands[0])]
        ir.Operation.create("vector.maskedstore", results=[], operands=operands)


PASS = PassInfo(
    "tosabcast-table-erf",
    table_erf,
    "Vectorize the loops around f32 math.erf by hand, erf from per-lane tables (before expand-math; AVX-512 hosts)",
    (
        Option(
            "lanes",
            int,
            DEFAULT_LANES,
            "16: vectorize the loops around erf with erf from 16-entry tables; 0: change nothing (erf is left to"
            " expand-math's polynomials). The default is 16 on CPUs with AVX-512, as expand-math's lanes",
            (0, 16),
        ),
        Option("max-ops", int, 2000, "vectorize only loop bodies of at most this many ops", minimum=1),
        Option(
            "ahead",
            int,
            AHEAD,
            "prefetch this many bytes ahead in the loops of 1024 elements or more (0: none)",
            minimum=0,
        ),
        Option(
            "permute",
            bool,
            False,
            "write each lookup of a vector step as llvm.x86.avx512.permvar.sf.512 (vpermps) rather than portable"
            " extracts that LLVM folds to it: smaller IR, x86 with AVX-512 only (the JIT turns it on for AVX-512 hosts)",
        ),
        Option(
            "chains",
            int,
            CHAINS,
            "vectors of `lanes` per step, each op of them side by side; with fewer than 4, LLVM unrolls the loop"
            " up to 4 vectors an iteration",
            (1, 2, 4, 8),
        ),
    ),
)
