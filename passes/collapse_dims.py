"""Run element-wise linalg ops on contiguous buffers as one flat loop, or as few loops as their broadcasts allow.

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
best of 500 calls).

Both are one rule, which also serves generics with other broadcasts: adjacent dims that every operand reads
alike merge. d and d + 1 become one when each operand reads both at consecutive positions of its contiguous
memref or reads neither (a broadcast along both: the scalar above reads no dim), the output reads every dim,
and every map result is a dim or 0; with identity maps every dim merges into the flat loop. A generic with
other broadcasts keeps a loop per run of dims that differ. Softmax's `x - max(x)` over `32x8x10` against `32x8x1` becomes 256 rows of 10 against a column:

    %x2 = memref.collapse_shape %x [[0, 1], [2]] : memref<32x8x10xf32> into memref<256x10xf32>
    %m2 = memref.collapse_shape %m [[0, 1], [2]] : memref<32x8x1xf32> into memref<256x1xf32>
    linalg.generic {indexing_maps = [(d0, d1) -> (d0, d1), (d0, d1) -> (d0, 0), (d0, d1) -> (d0, d1)], ...}

and an operand that reads neither dim keeps its memref, read at 0 in both (`4x1x1x7` against `4x5x6x7`:
`(d0, d1, d2) -> (d0, 0, 0, d2)`). With a short middle loop the rows were the worst case for LLVM: once it
unrolls the row, the loop left innermost is too short to vectorize. exp on `32x8x4` against `32x8x1` took 3.6 us,
1.4x upstream's libm calls; merged, 1.34 us (upstream 2.60; `scripts/small_loops_ab.py`), and test/models/
depthwise's static twin 280 -> 269 us (`bench/models.py`, batch 64). Our lowering's
pipeline runs it between bufferization and the loops (`tosabcast.pipelines.named.bufferize`); the upstream
pipeline, kept stock for the comparison, does not.
"""

from __future__ import annotations

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import collapse, mergeable
from tosabcast.registry import PassInfo

_PARALLEL = "#linalg.iterator_type<parallel>"


def collapse_dims(module: ir.Operation) -> bool:
    """Merge the adjacent dims that every operand of an element-wise `linalg.generic` on memrefs reads alike
    (all of them for identity maps: one flat loop; see the module docstring)."""
    parallel = ir.Attribute.parse(_PARALLEL)
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
        groups = _mergeable_groups(op, maps)
        if groups is not None:
            _merge(op, maps, groups, parallel)
    return True


def _mergeable_groups(op: ir.Operation, maps: list[ir.AffineMap]) -> list[list[int]] | None:
    """The loop dims of an element-wise generic in runs that can each become one dim, if some run has two or
    more; else None. Dims d and d + 1 merge when every operand reads both at consecutive positions of a
    contiguous memref (d at position p, d + 1 at p + 1) or reads neither (a broadcast along both)."""
    if not maps or len(op.results) or len(maps) != len(op.operands):
        return None
    if any(str(a) != _PARALLEL for a in ir.ArrayAttr(op.attributes["iterator_types"])):
        return None
    if any(inner.name == "linalg.index" for inner in walk_ops(op)):
        return None
    rank = maps[0].n_dims
    inputs = len(op.opview.inputs)
    reads: list[tuple[dict[int, int], ir.MemRefType]] = []  # per operand: loop dim -> position in its memref
    for index, (operand, map_) in enumerate(zip(op.operands, maps, strict=True)):
        if not isinstance(operand.type, ir.MemRefType):
            return None
        found: dict[int, int] = {}
        for position, expr in enumerate(map_.results):
            if isinstance(expr, ir.AffineDimExpr):
                if expr.position in found:  # a dim read twice (a diagonal): not element-wise
                    return None
                found[expr.position] = position
            elif not (isinstance(expr, ir.AffineConstantExpr) and expr.value == 0):
                return None
        if index >= inputs and len(found) != rank:  # an output must be written at every point of the loops
            return None
        reads.append((found, ir.MemRefType(operand.type)))
    groups = [[0]]
    for dim in range(1, rank):
        if all(
            (dim - 1 not in found and dim not in found)
            or (
                dim - 1 in found
                and dim in found
                and found[dim] == found[dim - 1] + 1
                and mergeable(type_, found[dim - 1])
            )
            for found, type_ in reads
        ):
            groups[-1].append(dim)
        else:
            groups.append([dim])
    return groups if len(groups) < rank else None


def _merge(op: ir.Operation, maps: list[ir.AffineMap], groups: list[list[int]], parallel: ir.Attribute) -> None:
    """Rewrite `op` over one loop dim per group of `groups`, each operand viewed with the dims it reads of a
    group collapsed into one (`memref.collapse_shape`); an operand that reads no merged pair keeps its memref."""
    group_of = {dim: index for index, group in enumerate(groups) for dim in group}
    new_maps = []
    with ir.InsertionPoint(op), op.location:
        for index, (operand, map_) in enumerate(zip(list(op.operands), maps, strict=True)):
            reassociation: list[list[int]] = []
            results: list[ir.AffineExpr] = []
            previous = None
            for position, expr in enumerate(map_.results):
                group = group_of[expr.position] if isinstance(expr, ir.AffineDimExpr) else None
                if group is not None and group == previous:
                    reassociation[-1].append(position)
                else:
                    reassociation.append([position])
                    results.append(ir.AffineDimExpr.get(group) if group is not None else ir.AffineConstantExpr.get(0))
                previous = group
            new_maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(len(groups), 0, results)))
            if len(reassociation) < len(map_.results):
                op.operands[index] = collapse(operand, reassociation)
    op.attributes["indexing_maps"] = ir.ArrayAttr.get(new_maps)
    op.attributes["iterator_types"] = ir.ArrayAttr.get([parallel] * len(groups))


PASS = PassInfo(
    "tosabcast-collapse-dims",
    collapse_dims,
    "View the contiguous operands of element-wise linalg ops on memrefs with the adjacent dims that every operand "
    "reads alike merged (identity-mapped ones: one flat loop)",
)
