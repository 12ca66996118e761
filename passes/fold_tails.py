"""Give the math loops a vectorized tail: whole vector steps, then one masked copy of the loop for the rest.

`--tosabcast-expand-math` marks the loops around exp, tanh, sin, pow, ... for 16 lanes and 4 interleaved steps
(on AVX-512 hosts), so LLVM's vector loop takes 64 elements a step. It runs the last `n mod 64` as scalar code:
with the width forced by the mark, its vectorizer has no other width at hand for an epilogue ("LEV: Maximum Trip
Count for Epilogue: 63", and none picked). A scalar exp costs about 10x a lane of the vector one, so a row of
100 spent more time in its 36 scalar elements than in its 64 vector ones, and a row shorter than 64 (a fully
dynamic softmax over 16 columns) ran scalar throughout. This pass splits each marked loop:

    scf.for %i = %lb to %ub step %c1 { <body> }  {loop_annotation = <vectorize = <width = 16>, interleave = <count = 4>>}

becomes

    %whole = %lb + (max(%ub - %lb, 0) / 64) * 64
    scf.for %i = %lb to %whole step %c1 { <body> }  {loop_annotation = (the same), tosabcast.whole_steps = 64}
    scf.for %i = %whole to %ub step %c1 { <body> }
        {loop_annotation = <vectorize = <disable = false, predicateEnable = true, width = 16>, interleave = <count = 1>>}

The first loop's trip count is a multiple of 64 (`tosabcast.whole_steps`, which `--tosabcast-prefetch-streams`
reads: its strips of 64 then have exactly 64 iterations, which LLVM compiles as one straight vector step, without
the trip-count and overlap checks and scalar loop of a strip that may be shorter). The second runs its 0-63
elements as 1-4 masked vector steps of 16 lanes (LLVM's tail folding: AVX-512's masked loads and stores). Every
element is computed by the same scalar ops in a lane as before: the same bits. Static loops whose trip count is
a multiple of 64 are left alone, and so are bodies of more than `max-ops` ops (a copy of a fused body of
thousands of ops costs compile time).

Measured (`exp` unless said, in microseconds, one thread, fastest call of 9 interleaved rounds, the same process;
"before": without this pass, prefetch-streams' strips cutting `[s, min(s + 64, ub))`; Intel Xeon of Cascade Lake
class with AVX-512, 2026-11-28):

| case | dynamic before | dynamic after | static twin before | after |
|---|---|---|---|---|
| `?x?` minus a column (`?x1`), 512x16 | 44.0 | 4.8 | 5.7 | 5.7 |
| the same, 256x100 | 62.3 | 15.3 | 56.7 | 10.4 |
| the same, tanh / sin | 72.6 / 102.3 | 20.0 / 32.9 | 69.7 / 104.7 | 14.4 / 19.8 |
| the same, 64x1024 | 25.0 | 20.6 | 18.9 | 19.0 |
| `?x?` minus a row (`1x?`), 64x1024 | 23.6 | 20.4 | 20.0 | 20.0 |
| `?x?`, 64x1000 | 21.4 | 18.4 | 17.1 | 17.1 |
| `?x?`, 1024x2048 | 727.4 | 702.6 | 701.5 | 701.8 |
| `?x?`, 2048x2048 (no tail) | 1,804.8 | 1,803.0 | 1,737.9 | 1,804.4 |

Whole models (test/models, `bench/models.py`'s inputs) at batch 64 and 100: the same times within the noise, and
the same compile times (0.18-2.55 s); at batch 1 activations 2.5 -> 1.2 us. Tail folding the whole loop instead (the
mark with `predicateEnable`, no copy) took 512x16 from 63.1 to 29.5 us but 2048x2048 from 2,832 to 3,133 us (a
mask every step), and left the strips' checks in place.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import (
    WHOLE_STEPS,
    folded_tail,
    innermost,
    integer_constant,
    marked_step,
    marked_width,
    trip_count,
)
from tosabcast.registry import Option, PassInfo


def fold_tails(module: ir.Operation, max_ops: int = 2000) -> bool:
    """Split every marked innermost math loop under `module` into whole vector steps and a masked tail."""
    for loop in walk_ops(module, frozenset({"scf.for"})):
        chunk = marked_step(loop)
        if not chunk or folded_tail(loop) or WHOLE_STEPS in loop.attributes or len(loop.results):
            continue
        if integer_constant(loop.operands[2]) != 1 or not innermost(loop):
            continue
        trips = trip_count(loop)
        if (trips is not None and trips % chunk == 0) or sum(1 for _ in walk_ops(loop)) > max_ops:
            continue
        _split(loop, marked_width(loop), chunk)
    return True


def _split(loop: ir.Operation, lanes: int, chunk: int) -> None:
    lower, upper = loop.operands[0], loop.operands[1]
    index = ir.IndexType.get()
    with ir.InsertionPoint(loop), loop.location:
        count = arith.maxsi(arith.subi(upper, lower), arith.constant(index, 0))
        size = arith.constant(index, chunk)
        whole = arith.addi(lower, arith.muli(arith.divui(count, size), size))
    tail = loop.clone(ir.InsertionPoint.after(loop))
    tail.operands[0] = whole
    tail.attributes["loop_annotation"] = ir.Attribute.parse(
        f"#llvm.loop_annotation<vectorize = <disable = false, predicateEnable = true, width = {lanes} : i32>,"
        " interleave = <count = 1 : i32>>"
    )
    loop.operands[1] = whole
    loop.attributes[WHOLE_STEPS] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), chunk)


PASS = PassInfo(
    "tosabcast-fold-tails",
    fold_tails,
    "Split each math loop expand-math marked into whole vector steps and a copy for the rest, marked for LLVM to "
    "run as masked vector steps (run on loops, before --tosabcast-prefetch-streams)",
    (Option("max-ops", int, 2000, "leave alone loops of more ops than this (the copy's compile time)", minimum=1),),
)
