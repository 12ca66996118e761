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
store of a boolean, and at most `max-ops` ops, are versioned: other small bodies LLVM unswitches itself, and
duplicating a huge nest (the benchmark's generated 1,000-op modules) would double LLVM's work for little.
Boolean stores are versioned so that `--tosabcast-vectorize-bool-stores` finds the fast copy's innermost loop
reading at the induction variable (it leaves loops that read through a select to LLVM). The copy is exact: a select
`(c, 0, iv)` with `c` false is `iv`. Not done at the tensor level: an `scf.if` yielding a tensor makes the
deallocation pipeline copy the result (passes/lower_to_linalg.py, docstring).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import scf

from tosabcast.ir.bridge import inside, walk_ops
from tosabcast.lowering import vecmath
from tosabcast.lowering.build import arith
from tosabcast.lowering.loops import is_broadcast_index
from tosabcast.registry import Option, PassInfo


def version_loops(module: ir.Operation, *, max_ops: int = 2000) -> bool:
    """Version every eligible outermost `scf.for` nest under `module` (see the module docstring)."""
    for loop in walk_ops(module, frozenset({"scf.for"})):
        if inside(loop, "scf.for"):
            continue
        nest = list(walk_ops(loop))
        if len(nest) > max_ops or not any(_wants_vectors(op) for op in nest):
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


PASS = PassInfo(
    "tosabcast-version-loops",
    version_loops,
    "Version loop nests with runtime-broadcast reads and expandable math on 'no runtime broadcast' (run on loops)",
    (Option("max-ops", int, 2000, "version only nests of at most this many ops"),),
)
