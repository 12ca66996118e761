"""Strip-mine the innermost loops with f32 `math.sin`/`math.cos` and run each strip on a cheap f32 path when its
arguments are all small, on the exact path otherwise.

sin and cos must be right for every f32 argument, up to 3.4e38, which takes an exact range reduction: about 50
f64 ops per element (`vecmath.sin_f32`), 2.4x numpy's time at 2048x2048 f32. numpy's own f32 sin/cos reduce
with three f32 parts of pi/2 (Cody-Waite) for |x| < ~71476 and call scalar code for the lanes above. A
branch-free loop element cannot choose: computing both paths per element costs more than the exact one.
So the choice is made per strip of `strip` iterations, on the loops:

    scf.for %j = %lb to %ub step %st {                    // innermost; %x computed in the body
      %x = ... ; %y = math.sin %x : f32 ; memref.store %y ...
    }
becomes
    scf.for %s = %lb to %ub step %w {                     // %w = %st * strip
      %e = arith.minsi (%s + %w), %ub
      %small = scf.for %j = %s to %e step %st iter_args(%ok = true) -> i1 {
        %x = ...                                          // the ops %x depends on, cloned (loads, arith, math)
        scf.yield %ok & (|%x| <= 65536 or %x is NaN)
      }
      scf.if %small {
        scf.for %j = %s to %e step %st { ...; %y = math.sin %x {tosabcast.small_argument} ... }
      } else {
        scf.for %j = %s to %e step %st { <the original body> }
      }
    }

`--tosabcast-expand-math` then builds the marked ops with `vecmath.sin_small_f32`/`cos_small_f32` (f32
reduction and polynomials, 30 ops at 8 lanes) and the others with the exact code. The check loop is an
and-reduction that LLVM vectorizes, over data the strip loop then reads again from L1. Strips of 256
measured best (2048x2048 sin, thread CPU time, interleaved: 128: 3.18 ms, 256: 3.12, 512: 3.33, 1024: 3.91,
2048: 3.72; numpy 7.86; the exact path alone 18.9). Results are the same function of each element whichever path runs (each path within 1 ulp of the
correctly rounded result; docs/semantics.md), though not always the same bits: a strip with one large
argument computes its small ones on the exact path.

A loop is left alone (exact path only) when its body holds ops other than arith/math/index ops, loads and
stores, when a loaded buffer is also stored to at other indices (the check would read values the strip loop
then overwrites), when the loop carries values (`iter_args`), or when its body has more than `max-ops` ops.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import scf

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering import vecmath
from tosabcast.lowering.build import arith, create
from tosabcast.lowering.loops import copy_with
from tosabcast.registry import Option, PassInfo

_TRIG = frozenset({"math.sin", "math.cos"})
_VIEWS = frozenset(
    {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape", "memref.expand_shape"}
)


def version_sincos(module: ir.Operation, *, strip: int = 256, max_ops: int = 2000) -> bool:
    """Strip-mine and version every eligible innermost loop under `module` (see the module docstring)."""
    f32 = ir.F32Type.get()
    loops: list[ir.Operation] = []
    for op in walk_ops(module, _TRIG):
        parent = op.parent
        if (
            op.results[0].type == f32
            and vecmath.SMALL_ARGUMENT not in op.attributes
            and parent is not None
            and parent.name == "scf.for"
            and all(parent.operation != seen for seen in loops)
        ):
            loops.append(parent.operation)
    for loop in loops:
        body = loop.regions[0].blocks[0]
        ops = list(body.operations)
        if len(loop.results) or len(ops) > max_ops or not all(_allowed(op) for op in ops):
            continue
        trig = [op for op in ops if op.name in _TRIG and op.results[0].type == f32]
        needed = _slice(ops, [op.operands[0] for op in trig])
        if needed is not None and _no_overlap(ops, needed):
            _version(loop, needed, trig, strip)
    return True


def _allowed(op: ir.Operation) -> bool:
    if len(op.regions):
        return False
    dialect = op.name.split(".")[0]
    return dialect in ("arith", "math", "index") or op.name in ("memref.load", "memref.store", "scf.yield")


def _slice(ops: list[ir.Operation], roots: list[ir.Value]) -> list[ir.Operation] | None:
    """The ops of the body (in body order) that `roots` depend on; None if one of them is a store or a trig op
    (checked on the exact path only: keep it simple)."""
    producers = {result: op for op in ops for result in op.results}
    wanted: set[ir.Value] = set()
    work = list(roots)
    while work:
        value = work.pop()
        producer = producers.get(value)
        if producer is None or value in wanted:
            continue  # defined outside the body, or the induction variable
        wanted.update(producer.results)
        work.extend(producer.operands)
    needed = [op for op in ops if any(result in wanted for result in op.results)]
    if any(op.name == "memref.store" or op.name in _TRIG for op in needed):
        return None
    return needed


def _root(memref: ir.Value) -> ir.Value:
    while not isinstance(memref, ir.BlockArgument) and memref.owner.name in _VIEWS:
        memref = memref.owner.operands[0]
    return memref


def _no_overlap(ops: list[ir.Operation], needed: list[ir.Operation]) -> bool:
    """No loaded buffer of the slice is stored to at other indices in the body."""
    stores = [op for op in ops if op.name == "memref.store"]
    for load in (op for op in needed if op.name == "memref.load"):
        root = _root(load.operands[0])
        for store in stores:
            if _root(store.operands[1]) == root and list(store.operands)[2:] != list(load.operands)[1:]:
                return False
    return True


def _version(loop: ir.Operation, needed: list[ir.Operation], trig: list[ir.Operation], strip: int) -> None:
    lower, upper, step = loop.operands[0], loop.operands[1], loop.operands[2]
    index, i1 = ir.IndexType.get(), ir.IntegerType.get_signless(1)
    with ir.InsertionPoint(loop), loop.location:
        width = arith.muli(step, arith.constant(index, strip))
        strips = scf.ForOp(lower, upper, width)
    with ir.InsertionPoint(strips.body), loop.location:
        start = strips.induction_variable
        end = arith.minsi(arith.addi(start, width), upper)
        check = scf.ForOp(start, end, step, [arith.constant(i1, 1)])
        with ir.InsertionPoint(check.body):
            mapping: dict[ir.Value, ir.Value] = {loop.regions[0].blocks[0].arguments[0]: check.induction_variable}
            for op in needed:
                copy_with(op, mapping)
            small = check.inner_iter_args[0]
            f32 = ir.F32Type.get()
            bound = arith.constant(f32, ir.FloatAttr.get(f32, vecmath.SMALL_ARGUMENT_BOUND))
            for op in trig:
                argument = mapping.get(op.operands[0], op.operands[0])
                magnitude = create("math.absf", argument.type, (argument,))
                small = arith.andi(small, arith.cmpf(arith.CmpFPredicate.ULE, magnitude, bound))  # NaN: small
            scf.YieldOp([small])
        branch = scf.IfOp(check.results[0], [], has_else=True)
        with ir.InsertionPoint(branch.then_block):
            fast = loop.clone()
            scf.YieldOp([])
        with ir.InsertionPoint(branch.else_block):
            scf.YieldOp([])
        scf.YieldOp([])
    loop.move_before(branch.else_block.operations[0])
    for copy in (fast, loop):
        copy.operands[0] = start
        copy.operands[1] = end
    for op in fast.regions[0].blocks[0].operations:
        if op.name in _TRIG and op.results[0].type == ir.F32Type.get():
            op.attributes[vecmath.SMALL_ARGUMENT] = ir.UnitAttr.get()


PASS = PassInfo(
    "tosabcast-version-sincos",
    version_sincos,
    "Strip-mine innermost loops with f32 math.sin/cos; strips whose arguments are all small take the f32 path",
    (
        Option("strip", int, 256, "iterations per strip"),
        Option("max-ops", int, 2000, "version only loop bodies of at most this many ops"),
    ),
)
