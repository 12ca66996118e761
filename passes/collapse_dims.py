"""Run element-wise linalg ops on contiguous buffers as one flat loop: collapse their dims before the loops are built.

After bufferization an element-wise op on N-d buffers with the same shape is a generic whose indexing maps
are all the identity:

    linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : memref<2048x2048xf32>, memref<2048x2048xf32>) outs(%out : memref<2048x2048xf32>)

`convert-linalg-to-loops` makes that a nest of N loops. LLVM vectorizes the innermost one, but with an outer
loop around it the registers run out sooner: in the 2048x2048 exp loop the polynomial's constants are loaded
again on every vector (14 broadcasts per 8 elements, 7 in the flat loop), and exp took 3.3 ms instead of
2.7, tanh 5.0 instead of 4.4 (one thread, 2026-11-25). This pass views each operand as one dimension
(`memref.collapse_shape`, a view: no copy) and makes the generic one-dimensional:

    %a1 = memref.collapse_shape %a [[0, 1]] : memref<2048x2048xf32> into memref<4194304xf32>
    ...
    linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
        ins(%a1, %b1 : ...) outs(%out1 : memref<4194304xf32>)

Only generics whose every operand is a memref with the identity layout (contiguous), whose maps are all the
identity of the same rank (no broadcast: a broadcast operand is read at other indices) and whose body does
not read its indices (`linalg.index`) are rewritten; everything else keeps its loops. One kind of broadcast
is allowed: an input read at index 0 in every dim (`(d0, d1) -> (0, 0)`: a scalar held in a `tensor<1x1xf32>`
argument; a splat constant never gets here, linalg's canonicalization folds it into the body) reads the same
element from any flat index, so it keeps its memref and gets the map `(d0) -> (0, 0)`. Without it such an op
kept its two-loop nest: `x * s` on 4096x12 f32 took 17.3 us against 5.0 us flat, and `x > s` on `?x16`, a
boolean store whose row loop `--tosabcast-bound-vectorizer` keeps scalar, 27.7 us against 4.2 (one thread,
best of 500 calls). Our lowering's
pipeline runs it between bufferization and the loops (`tosabcast.pipelines.named.bufferize`); the upstream
pipeline, kept stock for the comparison, does not.
"""

from __future__ import annotations

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import collapse_to_1d, identity_layout
from tosabcast.registry import PassInfo

_PARALLEL = "#linalg.iterator_type<parallel>"


def collapse_dims(module: ir.Operation) -> bool:
    """Make every eligible element-wise `linalg.generic` on memrefs one-dimensional (see the module docstring)."""
    parallel = ir.Attribute.parse(_PARALLEL)
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        maps = _maps(op)
        if _eligible_rank(op, maps) < 2:
            continue
        identity = ir.AffineMapAttr.get(ir.AffineMap.get_identity(1))
        new_maps = []
        with ir.InsertionPoint(op), op.location:
            for index, (operand, map_) in enumerate(zip(list(op.operands), maps, strict=True)):
                if _reads_one_element(map_):  # the same element from any index: keep the memref
                    zeros = [ir.AffineConstantExpr.get(0)] * len(map_.results)
                    new_maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(1, 0, zeros)))
                else:
                    op.operands[index] = collapse_to_1d(operand)
                    new_maps.append(identity)
        op.attributes["indexing_maps"] = ir.ArrayAttr.get(new_maps)
        op.attributes["iterator_types"] = ir.ArrayAttr.get([parallel])
    return True


def _maps(op: ir.Operation) -> list[ir.AffineMap]:
    return [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]


def _reads_one_element(map_: ir.AffineMap) -> bool:
    """Whether `map_` sends every index to 0 in every dim (`(d0, d1) -> (0, 0)`)."""
    return all(isinstance(e, ir.AffineConstantExpr) and e.value == 0 for e in map_.results)


def _eligible_rank(op: ir.Operation, maps: list[ir.AffineMap]) -> int:
    """The rank of `op`'s identity maps (`maps`: its indexing maps) if it can be collapsed, else 0."""
    if not maps or len(op.results) or any(str(a) != _PARALLEL for a in ir.ArrayAttr(op.attributes["iterator_types"])):
        return 0
    rank = maps[0].n_dims
    if len(maps) != len(op.operands):
        return 0
    inputs = len(op.opview.inputs)  # the outputs must be identity-mapped
    for index, (operand, map_) in enumerate(zip(op.operands, maps, strict=True)):
        if not isinstance(operand.type, ir.MemRefType):
            return 0
        if index < inputs and _reads_one_element(map_):
            continue
        memref = ir.MemRefType(operand.type)
        if map_ != ir.AffineMap.get_identity(rank) or memref.rank != rank or not identity_layout(memref):
            return 0
    if any(inner.name == "linalg.index" for inner in walk_ops(op)):
        return 0
    return rank


PASS = PassInfo(
    "tosabcast-collapse-dims",
    collapse_dims,
    "View the contiguous operands of identity-mapped element-wise linalg ops on memrefs as 1-D (one flat loop)",
)
