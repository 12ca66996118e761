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

A generic with other broadcasts keeps a loop per dim that differs, but adjacent dims that every operand reads
alike merge: d and d + 1 become one when each operand reads both at consecutive positions of its contiguous
memref or reads neither (a broadcast along both), the output reads every dim, and every map result is a dim
or 0. Softmax's `x - max(x)` over `32x8x10` against `32x8x1` becomes 256 rows of 10 against a column:

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
from tosabcast.lowering.loops import collapse_to_1d, identity_layout
from tosabcast.registry import PassInfo

_PARALLEL = "#linalg.iterator_type<parallel>"


def collapse_dims(module: ir.Operation) -> bool:
    """Make every eligible element-wise `linalg.generic` on memrefs one-dimensional, or merge the adjacent dims
    that every operand reads alike (see the module docstring)."""
    parallel = ir.Attribute.parse(_PARALLEL)
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        maps = _maps(op)
        if _eligible_rank(op, maps) < 2:
            groups = _mergeable_groups(op, maps)
            if groups is not None:
                _merge(op, maps, groups, parallel)
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
    positions: list[dict[int, int]] = []  # per operand: loop dim -> position in its memref
    for index, (operand, map_) in enumerate(zip(op.operands, maps, strict=True)):
        if not isinstance(operand.type, ir.MemRefType) or not identity_layout(ir.MemRefType(operand.type)):
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
        positions.append(found)
    groups = [[0]]
    for dim in range(1, rank):
        if all(
            (dim - 1 not in found and dim not in found)
            or (dim - 1 in found and dim in found and found[dim] == found[dim - 1] + 1)
            for found in positions
        ):
            groups[-1].append(dim)
        else:
            groups.append([dim])
    return groups if len(groups) < rank else None


def _merge(op: ir.Operation, maps: list[ir.AffineMap], groups: list[list[int]], parallel: ir.Attribute) -> None:
    """Rewrite `op` over one loop dim per group of `groups`, each operand viewed with the dims it reads of a
    group collapsed into one (`memref.collapse_shape`)."""
    group_of = {dim: index for index, group in enumerate(groups) for dim in group}
    i64 = ir.IntegerType.get_signless(64)
    new_maps = []
    with ir.InsertionPoint(op), op.location:
        for index, (operand, map_) in enumerate(zip(list(op.operands), maps, strict=True)):
            reassociation: list[list[int]] = []
            results: list[ir.AffineExpr] = []
            previous_group = None
            for position, expr in enumerate(map_.results):
                group = group_of[expr.position] if isinstance(expr, ir.AffineDimExpr) else None
                if group is not None and group == previous_group:
                    reassociation[-1].append(position)
                else:
                    reassociation.append([position])
                    results.append(ir.AffineDimExpr.get(group) if group is not None else ir.AffineConstantExpr.get(0))
                previous_group = group
            new_maps.append(ir.AffineMapAttr.get(ir.AffineMap.get(len(groups), 0, results)))
            if len(reassociation) == len(map_.results):
                continue
            type_ = ir.MemRefType(operand.type)
            shape = []
            for group_positions in reassociation:
                sizes = [type_.shape[p] for p in group_positions]
                dynamic = any(ir.ShapedType.is_dynamic_size(size) for size in sizes)
                product = 1
                for size in sizes:
                    product *= size
                shape.append(ir.ShapedType.get_dynamic_size() if dynamic else product)
            flat = ir.MemRefType.get(shape, type_.element_type, memory_space=type_.memory_space)
            attribute = ir.ArrayAttr.get(
                [ir.ArrayAttr.get([ir.IntegerAttr.get(i64, p) for p in group]) for group in reassociation]
            )
            op.operands[index] = ir.Operation.create(
                "memref.collapse_shape", results=[flat], operands=[operand], attributes={"reassociation": attribute}
            ).result
    op.attributes["indexing_maps"] = ir.ArrayAttr.get(new_maps)
    op.attributes["iterator_types"] = ir.ArrayAttr.get([parallel] * len(groups))


PASS = PassInfo(
    "tosabcast-collapse-dims",
    collapse_dims,
    "View the contiguous operands of identity-mapped element-wise linalg ops on memrefs as 1-D (one flat loop), "
    "and merge the adjacent dims that every operand of a broadcasting one reads alike",
)
