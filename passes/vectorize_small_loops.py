"""Vectorize short static inner loops: tell LLVM which vector width to use, or to unroll them fully.

A static innermost dim that cannot be merged with the dims around it (an operand broadcast along it, as
softmax's `x - max(x)` reads `64x8x1` against `64x8x8`) becomes a short loop of constant trip count inside
other loops:

    scf.for %i = %c0 to %c64 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        scf.for %k = %c0 to %c8 step %c1 {
          %x = memref.load %a[%i, %j, %k] : memref<64x8x8xf32>
          %m = memref.load %b[%i, %j, %c0] : memref<64x8x1xf32>
          %d = arith.subf %x, %m : f32
          ... exp of %d: 43 arith ops (--tosabcast-expand-math) ...
          memref.store %e, %o[%i, %j, %k] : memref<64x8x8xf32>
        }
      }
    }

LLVM's -O3 unrolls such a loop fully before its loop vectorizer runs (its body times its trip count is small),
so the vectorizer never sees it: the unrolled copies are left to the SLP vectorizer, which packs none of exp's
copies and few of an `add`'s, and to the loop around, which the vectorizer declines (its accesses are groups
of stride 8) or vectorizes badly. This pass marks the inner loop

    scf.for %k = %c0 to %c8 step %c1 { ... }
        {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 8 : i32>,
                                                   unroll = <disable = true>>}

which `convert-scf-to-cf` and `convert-cf-to-llvm` carry to the back edge (`llvm.loop.unroll.disable`,
`llvm.loop.vectorize.width` 8, as `--tosabcast-bound-vectorizer` does): the loop is kept, and vectorized as
one step of 8 lanes. The width is the largest power of two up to 8 that divides the trip count, so no scalar
tail is left (12 iterations: 3 steps of 4; with steps of 8 and 4 scalar elements, exp at `32x8x12` took 6.81
us against 4.30).

Since `--tosabcast-collapse-dims` merges the dims that every operand reads alike (2026-11-27), `64x8x8` against
`64x8x1` reaches this pass as 512 rows of 8; LLVM then vectorizes across rows once it unrolls a row, and the
mark gains less there (exp at `256x8`: 2.24 -> 1.86 us). The 3-D cases below are those where dims cannot
merge (a `64x1x8` operand: rows of 8 under a middle loop of 8), as they all were before.

Measured (`scripts/small_loops_ab.py`, one thread, median of 15 interleaved rounds; upstream is stock
`tosa-to-linalg` and the same stock pipeline; bench/results/2026-11-27-small-loops-ops.txt): `x - b` then exp
on `32x8xN` against `32x8x1`, and an `add` of the two,

| N | exp before | marked | upstream | add before | marked | upstream |
|---|---|---|---|---|---|---|
| 8 | 6.78 us | 1.93 us | 4.92 us | 1.16 us | 0.67 us | 1.18 us |
| 12 | 11.18 us | 4.37 us | 7.19 us | 1.60 us | 0.93 us | 1.62 us |
| 16 | 3.39 us | (not marked) | 9.50 us | 2.12 us | 1.11 us | 2.07 us |
| 32 | 5.36 us | (not marked) | 17.89 us | 3.06 us | 1.01 us | 3.04 us |

tanh, sigmoid, erf at N = 8 and 12: 0.22-0.39x the time. Whole models at batch 64 on all threads (`--models`,
`--dynamic`; bench/results/2026-11-27-small-loops-models.txt): attention 274.1 -> 235.8 us static, 261.4 ->
234.1 us dynamic (upstream 260-264: it was the one model where ours trailed), lstm_cell 30.0 -> 21.5 us,
reduce_argmax's static twin 44.0 -> 22.1 us; the 13 others within 2 %. Which loops are marked:

* an innermost `scf.for` with a constant trip count from `min-trips` (8) to `max-trips` (32), a multiple of 4,
  whose body is loads and stores indexed by the induction variable as the last index of a contiguous dim
  (other indices loop-invariant; `tosabcast.lowering.loops.scan`) and arith ops or math ops that become
  instructions (no libm call; exp's `llvm.intr.ldexp` on AVX-512 hosts is one, `vscalefps`: until 2026-11-28
  such loops were left unmarked and ran scalar, softmax's exp on `?x8x8` 4x its static twin): element-wise
  code, which LLVM's vectorizer can take (a reduction's store to an invariant address, a transpose's strided read, a call would make it print "loop not vectorized" and gain
  nothing);
* above `any-body-trips` (12) iterations, only if its ops (constants not counted) times its trip count are at
  most `max-unrolled-ops` (400): LLVM does not unroll a long heavy loop; it vectorizes it itself, with
  interleaving, which the mark would forbid (marked, exp at N = 20-32 took 1.07-1.11x; its body counts 31 ops);
* no load of a buffer it stores (but at the indices it stores them, under a loop of more than 32 iterations
  or a dynamic number): a reduction over an outer dim (test/models/reduce_argmax's `reduce_max` over the
  middle axis of `?x8x16`) reads and writes its accumulators in the inner loop, and once LLVM unrolls the
  outer loop it keeps the 16 accumulators in registers across it; marked, 27.7 -> 32.7 us. A loop it does not
  unroll (a matmul's k once `--tosabcast-interchange-reductions` has put n inside it) sends the row to memory
  on every step anyway, and there the mark pays: 1x64x64x32 matmul 75.5 -> 15.9 us, 1x64x64x16 32.6 -> 14.0 us
  (LLVM unrolled the row of 32 or 16 and left it scalar);
* no index read from memory in the loop: a gather's row (test/models/embedding_mean) makes LLVM's access
  analysis give up ("cannot identify array bounds"), and a marked loop it does not vectorize is a warning on
  stderr. An index computed in the loop from outer values alone is fine: a dynamic program reads a dim that
  may broadcast at run time through `select(dim == 1, 0, i)` of an outer loop's i, which LLVM hoists;
* no index computed from `c - (i mod 2^n)`: a reversed dim of a power-of-two size in a nest that
  `async-parallel-for` made one loop, whose indices are remainders of its iteration. LLVM's InstCombine makes
  the subtraction an xor, which its access analysis cannot bound (test/models/decoder's `tosa.reverse` of a
  dim of 2 printed 8 warnings on the async runtime, one per copy of the loop LLVM's unroller made);
* no boolean loads or stores (`--tosabcast-vectorize-bool-stores` packs those) and no annotation already.

Rows whose length is not a multiple of 4 get the other mark. A classifier's softmax reads rows of 10 against
a column: too long for LLVM to unroll fully (10 copies of exp's 31 instructions), too short for it to
vectorize, so the loop ran as scalar code, 1.4x upstream's libm calls. A loop of 3 to `max-unroll-trips` (16)
iterations, not a multiple of 4, with a body as above, directly in an `scf.for` of a dynamic trip count or of
at least `MIN_ROWS` (16) iterations, is marked

    {loop_annotation = #llvm.loop_annotation<unroll = <full = true>>}

and once it is unrolled LLVM vectorizes the loop around it, 8 rows a step (what it does unasked for rows short
enough: at `512x7`, exp 4.12 us either way). Measured (bench/results/2026-11-27-small-loops-unroll.txt): exp on
`512x10` 16.55 -> 5.03 us (upstream 11.23), `512x14` 23.17 -> 6.74 us, tanh on `512x14` 26.04 -> 7.04 us;
`add`, which LLVM unrolls unasked, unchanged; softmax over 10 classes (`--softmax`, all threads) 0.57-0.67x
upstream's time, 1.29-1.37x before. Under a short row loop (`32x8x10`: 8 rows) the rows stay as they are:
unrolled, exp gained only 11 % there and stays 1.4x upstream.

With the async runtime, the loops of a nest that runs on threads are in `async-parallel-for`'s
`parallel_compute_fn`, which the task bodies call; those are coroutines until LLVM splits them, and its
vectorizer leaves alone a loop inlined into one, and warns ("loop not vectorized") if the loop is marked
(test/models/transformer_encoder's bias add, `32x16` against `1x16`). A function with a marked loop that a
coroutine calls is therefore kept from being inlined (`passthrough = ["noinline"]`): its loop is vectorized
once, in its own function, and each task calls it once.

Not marked: fewer than 8 iterations. Marked, rows of 4 won under a loop of 4-8 iterations (exp 0.45-0.47x,
`256x4x4`, `128x8x4`) and lost under 2, 16 or 32 and in 2-D (1.15-1.39x, `1024x4`): there LLVM vectorizes the
loop around, across rows, once the inner one is unrolled (bench/results/2026-11-27-small-loops-fours.txt). So
exp on `32x8x4` stays 1.4x upstream's libm calls. Results are the same bits: the same scalar code runs in every
lane.
"""

from __future__ import annotations

from mlir import ir
from tosabcast.passes.stream_stores import VECTOR_MATH

from tosabcast.ir.bridge import enclosing_function, forbid_inlining, string_value, walk_ops
from tosabcast.lowering.loops import Body, Calls, integer_constant, safe, scan, trip_count
from tosabcast.registry import Option, PassInfo

MAX_WIDTH = 8
"""The widest vector step asked for: 8 f32 lanes, one AVX2 register."""

MIN_ROWS = 16
"""Rows of a length that is not a multiple of 4 are unrolled only under a loop of at least this many rows."""

MAX_UNROLLED_AROUND = 32
"""An accumulation (a loop that reads the buffer it stores, at the same indices) is marked only under a loop of
more iterations than this: under a shorter one LLVM unrolls that loop and keeps the accumulators in registers."""

MAX_OPS = 2000
"""Longer loop bodies are left alone (as `--tosabcast-stream-stores` does)."""

_FREE = frozenset({"arith.constant", "scf.yield"})
"""Ops that are no instruction in LLVM's count of a loop's size (constants become operands)."""


def vectorize_small_loops(
    module: ir.Operation,
    *,
    min_trips: int = 8,
    max_trips: int = 32,
    any_body_trips: int = 12,
    max_unrolled_ops: int = 400,
    max_unroll_trips: int = 16,
) -> bool:
    """Mark every eligible innermost loop under `module` (see the module docstring)."""
    calls = Calls(module)
    marked: dict[str, ir.Operation] = {}  # the functions with a marked loop, by name
    for loop in walk_ops(module, frozenset({"scf.for"})):
        trips = trip_count(loop)
        if trips is None or "loop_annotation" in loop.attributes or "llvm.loop_annotation" in loop.attributes:
            continue
        if trips % 4 == 0:
            if not min_trips <= trips <= max_trips:
                continue
            body = _body(loop, calls)
            if body is None:
                continue
            if trips > any_body_trips and trips * sum(op.name not in _FREE for op in body.ops) > max_unrolled_ops:
                continue
            width = 4
            while width < MAX_WIDTH and trips % (2 * width) == 0:
                width *= 2
            mark = f"vectorize = <disable = false, width = {width} : i32>, unroll = <disable = true>"
        else:
            if not 3 <= trips <= max_unroll_trips or not _many_rows(loop) or _body(loop, calls) is None:
                continue
            mark = "unroll = <full = true>"
        loop.attributes["loop_annotation"] = ir.Attribute.parse(f"#llvm.loop_annotation<{mark}>")
        function = enclosing_function(loop)
        if function is not None:
            marked[string_value(function.attributes["sym_name"])] = function
    for function in marked.values():
        if _called_by_a_coroutine(function, calls):
            forbid_inlining(function)
    return True


def _many_rows(loop: ir.Operation) -> bool:
    """Whether `loop` is directly in an `scf.for` of a dynamic trip count or of at least `MIN_ROWS` iterations,
    which LLVM's vectorizer can take across rows once `loop` is unrolled."""
    parent = loop.parent
    if parent is None or parent.name != "scf.for":
        return False
    rows = trip_count(parent)
    return rows is None or rows >= MIN_ROWS


def _called_by_a_coroutine(function: ir.Operation, calls: Calls) -> bool:
    """Whether a coroutine before LLVM splits it (`presplitcoroutine`: the async runtime's task bodies) calls
    `function`, directly or through other calls (`async_execute_fn` -> `async_dispatch_fn` ->
    `parallel_compute_fn`). LLVM's vectorizer leaves alone a loop inlined into such a function, and warns about
    a marked one; not inlined, the loop is vectorized in its own function."""
    seen: set[str] = set()
    pending = [function]
    while pending:
        callee = pending.pop()
        name = string_value(callee.attributes["sym_name"])
        if name in seen:
            continue
        seen.add(name)
        for call in calls.calls.get(name, []):
            caller = enclosing_function(call)
            if caller is None:
                continue
            flags = ir.ArrayAttr(caller.attributes["passthrough"]) if "passthrough" in caller.attributes else []
            if any(string_value(flag) == "presplitcoroutine" for flag in flags):
                return True
            pending.append(caller)
    return False


def _body(loop: ir.Operation, calls: Calls) -> Body | None:
    """The element-wise body of `loop` that LLVM's vectorizer can take, or None to leave the loop alone."""
    body = scan(loop, MAX_OPS, _computes)
    if body is None or not body.stores:
        return None
    if not safe(body.loads, body.stores, calls, read_back=_under_a_long_loop(loop), allocated=False):
        return None  # a load may read a stored buffer (an accumulation), or a buffer cannot be followed
    read = _read_in(body.ops)
    for access in (*body.loads, *body.stores):
        first = 2 if access.name == "memref.store" else 1
        element = ir.MemRefType(access.operands[first - 1].type).element_type
        if isinstance(element, ir.IntegerType) and ir.IntegerType(element).width == 1:
            return None
        indices = list(access.operands)[first:]
        if any(index in read for index in indices):
            return None  # an address read from memory in the loop (a gather): LLVM cannot bound it
        if any(_reversed_power_of_two(index) for index in indices):
            return None
    return body


def _reversed_power_of_two(index: ir.Value, depth: int = 8) -> bool:
    """Whether `index` is computed from `c - (i mod 2^n)` (LLVM makes it an xor: see the module docstring)."""
    pending, seen = [(index, depth)], 0
    while pending and seen < 64:
        value, left = pending.pop()
        seen += 1
        op = value.owner
        if not isinstance(op, ir.Operation | ir.OpView) or left == 0:
            continue
        op = op.operation
        if op.name == "arith.subi" and any(_power_of_two_remainder(v) for v in op.operands):
            return True
        if op.name.startswith("arith."):
            pending.extend((v, left - 1) for v in op.operands)
    return False


def _power_of_two_remainder(value: ir.Value) -> bool:
    """Whether `value` is `x rem 2^n` (unsigned or signed) of a constant power of two."""
    op = value.owner
    if not isinstance(op, ir.Operation | ir.OpView) or op.operation.name not in ("arith.remui", "arith.remsi"):
        return False
    n = integer_constant(op.operation.operands[1])
    return n is not None and n > 1 and n & (n - 1) == 0


def _under_a_long_loop(loop: ir.Operation) -> bool:
    """Whether `loop` sits directly in an `scf.for` of more than `MAX_UNROLLED_AROUND` iterations or of a dynamic
    number, which LLVM does not unroll: an accumulation in `loop` (a matmul's row, `--tosabcast-interchange-
    reductions`) then goes to memory on every iteration around anyway, and vectorized it costs 8x fewer."""
    parent = loop.parent
    if parent is None or parent.name != "scf.for":
        return False
    trips = trip_count(parent)
    return trips is None or trips > MAX_UNROLLED_AROUND


def _read_in(ops: list[ir.Operation]) -> set[ir.Value]:
    """The values of `ops` that depend on a load among them. The others are computed from values of outer
    scopes only (a dynamic program's `select(dim == 1, 0, i)` of an outer loop's i), which LLVM hoists."""
    read: set[ir.Value] = set()
    for op in ops:
        if op.name == "memref.load" or any(operand in read for operand in op.operands):
            read.update(op.results)
    return read


def _computes(name: str) -> bool:
    """Ops LLVM vectorizes (a libm call left in the loop, `math.exp` with `libm_exp`, would make it give up)."""
    return name.startswith("arith.") or name in VECTOR_MATH


PASS = PassInfo(
    "tosabcast-vectorize-small-loops",
    vectorize_small_loops,
    "Mark short static innermost element-wise loops for LLVM to vectorize rather than unroll (8-32 iterations, "
    "a multiple of 4), or to unroll fully under many rows (3-16 others) (run on loops, after --tosabcast-expand-math)",
    (
        Option("min-trips", int, 8, "mark loops of at least this many iterations", minimum=1),
        Option("max-trips", int, 32, "and at most this many", minimum=1),
        Option(
            "max-unroll-trips",
            int,
            16,
            "mark for full unrolling loops of 3 to this many iterations, not a multiple of 4",
            minimum=1,
        ),
        Option("any-body-trips", int, 12, "mark loops of up to this many iterations whatever their body", minimum=1),
        Option(
            "max-unrolled-ops",
            int,
            400,
            "longer ones if their ops (not constants) times iterations are at most this",
            minimum=1,
        ),
    ),
)
