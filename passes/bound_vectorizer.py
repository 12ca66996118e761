"""Keep LLVM's loop vectorizer off a dynamic loop around small static loops that store booleans.

A boolean element-wise op whose inner dims are small and static, under a dynamic batch dim, becomes

    scf.for %i = %c0 to %n step %c1 {               // dynamic: the batch
      scf.for %j = %c0 to %c12 step %c1 {           // static and small
        %a = memref.load %x[%i, %j] : memref<?x12xi1>
        ...
        memref.store %r, %out[%i, %j] : memref<?x12xi1>

At -O3 LLVM unrolls the static loops fully, so the dynamic loop becomes innermost, and vectorizes it across
them: 32 rows of bytes per vector, every access an interleaved group of stride 12. On booleans (bytes
compared with 0, `--tosabcast-widen-i1`) its cost model finds that profitable, where on i8 or f32 it does
not, and the vectorized body has tens of thousands of instructions: the SLP vectorizer and LoopLoadElimination
then spent 3.8 s compiling this `?x12` `logical_and`, 9.0 s for `?x24`, 7.9 s for `?x2x3x4` and 32-43 s for
a 4-D `select` with mixed dynamic and broadcast dims (one thread or OpenMP; -O2, which unrolls less, 0.15 s;
`?x64` is not unrolled: 0.13 s). This pass marks such a dynamic loop

    scf.for %i = %c0 to %n step %c1 { ... } {loop_annotation = #llvm.loop_annotation<vectorize = <disable = true>>}

`convert-scf-to-cf` copies the loop's attributes to its back edge, `convert-cf-to-llvm` copies the branch's, where
`loop_annotation` is the `llvm.br`'s own attribute, which the translation makes `!llvm.loop` metadata
(`llvm.loop.vectorize.enable` false; under the name `llvm.loop_annotation` it reaches `llvm.br` as a foreign
attribute, which the translation ignores): the inner loops are still unrolled, the vectorizer leaves the row loop alone, and compiling takes
0.03 s instead of 2.2 s in `opt -O3` (the `?x12` case); whole compiles of the cases above now take
0.15-0.25 s, the 4-D select 1.0 s. A loop is marked when its bounds are not both constants, every `scf.for`
inside it has constant bounds and step, the largest product of their trip counts along a chain of nested loops
is from `min-inner` (9) to `max-inner` (64), and it stores into a buffer of `i1` (so the pass runs before
`--tosabcast-widen-i1`). Loops that only read booleans (a mask selecting numbers, a cast of booleans to f32)
are left alone: their vectorized code compiled in 0.26-0.92 s on every case tried (`?x12`, `?x24`, `?x2x3x4`,
broadcast masks, one and two threads); of 18 timings (nine such cases at 4096 rows, one and two threads) 6
ran faster unmarked (up to 6x: test/models/masked_where's select of a `1x16` mask over `4096x16` f32, 182 us
marked against 30 us not, its static twin 29 us), 4 slower (by 8-42 %, 2-13 us), 8 alike. Below 9 the
vectorizer's code is small and fast (800,000 x 4 booleans: 0.69 ms vectorized, 7.4 ms not; `?x6` 0.58 ms;
`?x8` compiles in 1.1 s and runs in 3.9 ms against 6.0), from 12 on it took 3.4-11 s to compile and gained
nothing (6.0 ms either way); LLVM does not unroll 64 iterations of such a body fully (`?x64`: 0.13 s). Loops
over numbers are left alone: there the vectorizer declines, or gains (an i8
`?x2x3x4` `bitwise_and`, 3.9 ms at -O3 against 5.0 at -O2). The loops this matters most for no longer reach
it: with no runtime broadcast, `--tosabcast-version-loops` makes them one flat loop, which LLVM vectorizes at the
bytes (0.6-0.8 ms); what is marked is the runtime-broadcast copy, and nests that read a static broadcast
(a `1x24` mask selecting booleans).
"""

from __future__ import annotations

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import trip_count
from tosabcast.registry import Option, PassInfo

_ANNOTATION = "#llvm.loop_annotation<vectorize = <disable = true>>"
_STORES = frozenset({"memref.store"})


def bound_vectorizer(module: ir.Operation, *, min_inner: int = 9, max_inner: int = 64) -> bool:
    """Mark every eligible dynamic `scf.for` under `module` (see the module docstring)."""
    annotation: ir.Attribute | None = None
    for loop in walk_ops(module, frozenset({"scf.for"})):
        if trip_count(loop) is not None:
            continue
        try:
            inner = _inner_product(loop)
        except RecursionError:  # regions nested thousands deep (the fuzzer makes such): leave the loop alone
            continue
        if inner is None or not min_inner <= inner <= max_inner or not _stores_booleans(loop):
            continue
        if annotation is None:
            annotation = ir.Attribute.parse(_ANNOTATION)
        loop.attributes["loop_annotation"] = annotation
    return True


def _inner_product(op: ir.Operation) -> int | None:
    """The largest product of trip counts along a chain of `scf.for` nested in `op`; None if one is dynamic."""
    best = 1
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                found = _inner_product(inner)
                if found is not None and inner.name == "scf.for":
                    trips = trip_count(inner)
                    found = None if trips is None else trips * found
                if found is None:
                    return None
                best = max(best, found)
    return best


def _stores_booleans(loop: ir.Operation) -> bool:
    for op in walk_ops(loop, _STORES):
        element = ir.MemRefType(op.operands[1].type).element_type
        if isinstance(element, ir.IntegerType) and ir.IntegerType(element).width == 1:
            return True
    return False


PASS = PassInfo(
    "tosabcast-bound-vectorizer",
    bound_vectorizer,
    "Keep LLVM's loop vectorizer off dynamic loops around small static loops that store booleans "
    "(its -O3 code for them takes seconds to compile; run on loops, before --tosabcast-widen-i1)",
    (
        Option("min-inner", int, 9, "mark loops whose static inner loops run at least this many iterations in all"),
        Option("max-inner", int, 64, "and at most this many"),
    ),
)
