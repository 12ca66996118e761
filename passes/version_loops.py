"""Version loop nests that read runtime-broadcast operands on "no runtime broadcast", so the fast copy vectorizes.

Our lowering reads an operand whose dynamic dim may broadcast at run time at `select(size == 1, 0, index)`
(passes/lower_to_linalg.py). After `convert-linalg-to-loops` that is, in the innermost loop:

    scf.for %i = %c0 to %m step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %jb = arith.select %b1_is_1, %c0, %j : index       // %b1_is_1 defined before the nest
        %y = memref.load %b[%ib, %jb] : memref<?x?xf32>
        ...

LLVM vectorizes such a loop only after unswitching it on the invariant condition, and its non-trivial
unswitching gives up on big bodies: a dynamic chain containing exp (43 ops per exp, more for sin or pow) ran
at 1.3-1.9x (up to 3.7x) its static twin while an exp-free chain stayed at 1.0x. This pass does the unswitching
itself, once per nest, before `--tosabcast-expand-math` makes the bodies big:

    %any = arith.ori %a1_is_1, %b1_is_1 ...
    scf.if %none {            // no operand broadcasts at run time: every such select is its index
      scf.for %i ... { scf.for %j ... { %y = memref.load %b[%i, %j] ... } }
    } else {
      <the original nest>
    }

Only outermost `scf.for` nests that hold an op `--tosabcast-expand-math` expands (`vecmath.EXPANDED`) or a
store of a boolean, or whose rows are short (a perfect nest, static inner trip counts, the innermost at most
`SHORT_ROW`), and at most `max-ops` ops, are versioned: other small bodies LLVM unswitches itself, and
duplicating a huge nest (the benchmark's generated 1,000-op modules) would double LLVM's work for little. Short
rows it unswitches but does not vectorize: depthwise's residual add on `?x8x6x6` took 6.9 us at batch 64 against
2.7 us for its static twin; versioned (the fast copy flat), 2.8 us.
Boolean stores are versioned so that `--tosabcast-vectorize-bool-stores` finds the fast copy's innermost loop
reading at the induction variable (it leaves loops that read through a select to LLVM). The copy is exact: a select
`(c, 0, iv)` with `c` false is `iv`.

The fast copy is then made one flat loop where that is exact: a perfect nest from 0 by 1 whose every use of an
induction variable is a load or store at all of them in order, on contiguous buffers whose dims after the
first are static and the inner loops' trip counts (so `b[i, j]` is `flat_b[i * 12 + j]` whatever the batch
size):

    %fb = memref.collapse_shape %b [[0, 1]] : memref<?x12xi1> into memref<?xi1>
    %n = arith.muli %rows, %c12 : index
    scf.for %k = %c0 to %n step %c1 { %y = memref.load %fb[%k] ... }

`--tosabcast-collapse-dims` does the same for generics with identity maps, but a generic that may broadcast at
run time reads through selects and keeps its loops. With small inner dims that cost the most: LLVM vectorizes
a 12-element row loop only across rows (interleaved groups), and a `?x12` boolean `logical_and` on 800,000
rows took 6.0 ms against numpy's 0.7; flat, 0.6-0.8 ms (`?x2x3x4`, `?x4`, `?x6` alike: 6 ms before, where
LLVM's vectorizer did not take the rows, 0.7-0.9 after). Not done at the tensor level: an `scf.if` yielding a tensor makes the
deallocation pipeline copy the result (passes/lower_to_linalg.py, docstring).
"""

from __future__ import annotations

import math

from mlir import ir
from mlir.dialects import memref as memref_d
from mlir.dialects import scf

from tosabcast.ir.bridge import inside, walk_ops
from tosabcast.lowering import vecmath
from tosabcast.lowering.build import arith
from tosabcast.lowering.loops import collapse_to_1d, identity_layout, is_broadcast_index, is_constant, trip_count
from tosabcast.registry import Option, PassInfo


def version_loops(module: ir.Operation, *, max_ops: int = 2000) -> bool:
    """Version every eligible outermost `scf.for` nest under `module` (see the module docstring)."""
    for loop in walk_ops(module, frozenset({"scf.for"})):
        if inside(loop, "scf.for"):
            continue
        nest = list(walk_ops(loop))
        if len(nest) > max_ops or not (any(_wants_vectors(op) for op in nest) or _short_rows(loop)):
            continue
        defined = {result for op in nest for result in op.results}
        conditions: dict[ir.Value, None] = {}
        for op in nest:
            if is_broadcast_index(op) and op.operands[0] not in defined:
                conditions[op.operands[0]] = None
        if conditions:
            _version(loop, list(conditions))
    return True


def _wants_vectors(op: ir.Operation) -> bool:
    """An op `--tosabcast-expand-math` expands, or a store of a boolean (`--tosabcast-vectorize-bool-stores`)."""
    if op.name == "memref.store":
        type_ = op.operands[0].type
        return isinstance(type_, ir.IntegerType) and ir.IntegerType(type_).width == 1
    return op.name in vecmath.EXPANDED


SHORT_ROW = 32
"""The longest static innermost loop of a perfect nest that is versioned for its rows alone (`_short_rows`)."""


def _short_rows(nest: ir.Operation) -> bool:
    """Whether `nest` is a perfect nest whose loops inside the outermost have static trip counts, the innermost
    at most `SHORT_ROW`: LLVM vectorizes such a row loop poorly or not at all, and the fast copy can be one flat
    loop (`_flatten`). A dynamic `?x8x6x6` add took 6.9 us at batch 64, its static twin 2.7."""
    counts = [trip_count(loop) for loop in _perfect(nest)[1:]]
    return bool(counts) and None not in counts and counts[-1] <= SHORT_ROW  # type: ignore[operator]


def _perfect(nest: ir.Operation) -> list[ir.Operation]:
    """`nest` and the loops perfectly nested in it (each the only op of its parent's body), outermost first."""
    loops = [nest]
    while True:
        body = list(loops[-1].regions[0].blocks[0].operations)
        if len(body) != 2 or body[0].name != "scf.for":
            return loops
        loops.append(body[0])


def _version(loop: ir.Operation, conditions: list[ir.Value]) -> None:
    with ir.InsertionPoint(loop), loop.location:
        broadcast = conditions[0]
        for condition in conditions[1:]:
            broadcast = arith.ori(broadcast, condition)
        i1 = ir.IntegerType.get_signless(1)
        none = arith.xori(broadcast, arith.constant(i1, ir.IntegerAttr.get(i1, 1)))
        branch = scf.IfOp(none, [], has_else=True)
    with ir.InsertionPoint(branch.then_block), loop.location:
        fast = loop.clone()
        scf.YieldOp([])
    with ir.InsertionPoint(branch.else_block), loop.location:
        scf.YieldOp([])
    loop.move_before(branch.else_block.operations[0])
    wanted = set(conditions)
    for op in walk_ops(fast):
        if is_broadcast_index(op) and op.operands[0] in wanted:
            op.results[0].replace_all_uses_with(op.operands[2])
            op.erase()
    _flatten(fast)


def _flatten(nest: ir.Operation) -> None:
    """Make a perfect nest whose every buffer access is at its induction variables one loop (module docstring)."""
    loops = _perfect(nest)
    inner = [trip_count(loop) for loop in loops[1:]]
    if not inner or None in inner or any(not _counts_from_zero(loop) for loop in loops):
        return
    ivs = [loop.regions[0].blocks[0].arguments[0] for loop in loops]
    accesses: list[tuple[ir.Operation, ir.Value]] = []
    for op in walk_ops(loops[-1]):
        if op.name in ("memref.load", "memref.store"):
            memref = op.operands[0 if op.name == "memref.load" else 1]
            if list(op.operands)[-len(ivs) :] == ivs and _flattens(ir.MemRefType(memref.type), inner):
                accesses.append((op, memref))
                continue
        if any(operand in ivs for operand in op.operands):
            return
    body = list(loops[-1].regions[0].blocks[0].operations)[:-1]
    with ir.InsertionPoint(nest), nest.location:
        flat = {memref: collapse_to_1d(memref) for memref in dict.fromkeys(memref for _, memref in accesses)}
        total = arith.muli(loops[0].operands[1], arith.constant(ir.IndexType.get(), math.prod(inner)))
        loop = scf.ForOp(loops[0].operands[0], total, loops[0].operands[2])
        with ir.InsertionPoint(loop.body):
            yield_ = scf.YieldOp([])
    for op in body:
        op.move_before(yield_)
    index = loop.induction_variable
    for op, memref in accesses:
        with ir.InsertionPoint(op), op.location:
            if op.name == "memref.load":
                op.results[0].replace_all_uses_with(memref_d.LoadOp(flat[memref], [index]).result)
            else:
                memref_d.StoreOp(op.operands[0], flat[memref], [index])
        op.erase()
    nest.erase()


def _counts_from_zero(loop: ir.Operation) -> bool:
    return not loop.results and is_constant(loop.operands[0], 0) and is_constant(loop.operands[2], 1)


def _flattens(memref: ir.MemRefType, inner: list[int]) -> bool:
    """Whether `memref` is contiguous, one dim per loop, every dim but the first the static trip count of its loop.

    Then `memref[i, j, ...]` is `flat[(i * n1 + j) * n2 + ...]` whatever the first dim and the outer loop's bound.
    """
    return memref.rank == len(inner) + 1 and identity_layout(memref) and list(memref.shape[1:]) == inner


PASS = PassInfo(
    "tosabcast-version-loops",
    version_loops,
    "Version loop nests with runtime-broadcast reads and expandable math on 'no runtime broadcast' (run on loops)",
    (Option("max-ops", int, 2000, "version only nests of at most this many ops"),),
)
