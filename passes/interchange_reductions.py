"""Move a parallel dim that every operand reads contiguously innermost in reduction ops, so that LLVM vectorizes it.

Stock `tosa-to-linalg-named` gives `tosa.matmul` as `linalg.batch_matmul`, whose loops (b, m, n, k) put the
reduction innermost. `convert-linalg-to-loops` keeps that order, and LLVM cannot vectorize the k loop: an f32
sum taken 8 lanes at a time is another sum (no reassociation without fast-math), and `b[k, n]` is read at a
stride of n. Only where k is short does LLVM help itself (it unrolls k fully and vectorizes n, the loop
around). A 256x256x256 matmul took 22 ms, numpy 0.2 ms. After `linalg-generalize-named-ops` this pass
permutes the loops of such a generic so that n, the last dim of the output, is innermost:

    linalg.generic {indexing_maps = [(b, m, n, k) -> (b, m, k), (b, m, n, k) -> (b, k, n),
                                     (b, m, n, k) -> (b, m, n)],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ...
    ->
    linalg.generic {indexing_maps = [(b, m, k, n) -> (b, m, k), (b, m, k, n) -> (b, k, n),
                                     (b, m, k, n) -> (b, m, n)],
                    iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ...

The body is untouched (`linalg.index` ops get their dims renumbered); only the maps and iterator types
change. The loops become `for k { for n { c[m, n] += a[m, k] * b[k, n] } }`: contiguous loads and stores of
c and b along n, `a[m, k]` one scalar per k, the form LLVM vectorizes 8 lanes wide (the row of c stays in L1).
Each output element is still the sum of its products in the order k runs, so the results are the same bits.
`--tosabcast-vectorize-small-loops` marks the n loop when it is short (8-32) and k is long, which it does
for an accumulation only under a loop LLVM does not unroll.

Convolutions are the same case once the filters are the last dim of the filter (`tosabcast.pipelines.named.
HWCF`): `conv_2d_nhwc_hwcf`'s loops (n, oh, ow, f, kh, kw, c) become (n, oh, ow, kh, kw, c, f), the input
read at `[n, oh + kh, ow + kw, c]` one scalar per step, the filter and the output along f.

Measured (`scripts/interchange_ab.py`, one thread, fastest of 15 interleaved calls; bench/results/
2026-11-27-interchange-ab.txt), the pass against the same pipeline without it, `tosa.matmul` of (batch, m, k,
n) and `tosa.conv2d` of (batch, height, width, channels, kernel, filters):

| op | with | without |
|---|---|---|
| matmul 1x64x16x32 | 3.0 us | 3.0 us (left alone: LLVM unrolls k = 16) |
| matmul 1x64x32x8 | 5.8 us | 7.9 us |
| matmul 1x64x48x32 | 12.2 us | 55.7 us |
| matmul 1x64x64x64 | 19.9 us | 149.6 us |
| matmul 8x64x64x64 | 134.7 us | 1,207.5 us |
| matmul 1x256x256x256 | 845.8 us | 22,055.4 us (numpy with its BLAS: 0.2 ms) |
| conv2d 64x6x6x4, 3x3, 8 filters | 95.8 us | 139.9 us |
| conv2d 64x10x10x3, 3x3, 8 filters | 286.1 us | 391.2 us |
| conv2d 64x6x6x8, 3x3, 8 filters | 188.2 us | 347.0 us |
| conv2d 64x10x10x16, 3x3, 32 filters | 9,578.4 us | 14,219.2 us |
| conv2d 64x6x6x8, 2x2, 16 filters | 63.8 us | 63.8 us (left alone: 2x2x8 = 32 steps) |

Rewritten: a `linalg.generic` on memrefs with one output, whose innermost loop is a reduction, where the
output's last map result is a parallel dim d of a dynamic or static extent of at least `min-extent` (4), which
every operand reads as its last index alone (on a memref of unit last stride) or not at all. Left alone:

* reductions of at most `max-unrolled` (32) static steps in all right inside a d of more than 8 (a matmul's k
  up to 32 under an n of 32, a 2x2 convolution over 8 channels into 16 filters): LLVM unrolls them, keeps the
  sums in registers and vectorizes d, which the interchanged loops cannot (1x64x16x32: 2.4 us as it is, 5.2 us
  interchanged; decoder's 2x2 convolution: 63 us as it is, 364 us interchanged; 1x1 over 16 channels into 16
  filters 34 us against 264). Into 8 filters or fewer (one vector), interchanged won or tied in all 8 shapes
  measured (a 3x3 convolution over 3 channels 0.73x, 1x1 over 32 channels 0.71x, a 1x64x32x8 matmul 0.74x);
* a reduction over the last axis (`(d0, d1) -> (d0)` of a `(d0, d1)` input): d0 is not contiguous in the
  input.

Threads: a matmul's nest is then `scf.parallel (b, m) { scf.for k { scf.for n } }`, and
`--tosabcast-split-tasks` counts the inner loops' iterations into the work it shares out: a 256x256x256 matmul
on two threads 0.71 ms (one: 1.05 ms), 512x512x512 5.1 ms (9.3 ms).

In our pipeline `--tosabcast-block-registers` then replaces the f32 ones (interchanged or left alone) by loops
that keep blocks of the output in registers across the reductions (passes/block_registers.py); the tables
above are of the interchange alone.
"""

from __future__ import annotations

import math

from mlir import ir

from tosabcast.ir.bridge import walk_ops
from tosabcast.registry import Option, PassInfo

MIN_EXTENT = 4
"""A static parallel dim shorter than this stays where it is (a loop of 1-3 iterations gains nothing)."""

MAX_UNROLLED = 32
"""Reductions of at most this many iterations in all (static) right inside the dim stay innermost: LLVM unrolls
them fully and vectorizes the dim."""

ONE_VECTOR = 8
"""A dim of at most this many elements (one AVX2 vector of f32) is moved innermost even under short reductions."""

_REDUCTION = "#linalg.iterator_type<reduction>"
_PARALLEL = "#linalg.iterator_type<parallel>"


def interchange_reductions(
    module: ir.Operation,
    *,
    min_extent: int = MIN_EXTENT,
    max_unrolled: int = MAX_UNROLLED,
) -> bool:
    """Move a contiguous parallel dim innermost in every eligible `linalg.generic` under `module`."""
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        iterators = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
        maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
        dim = _candidate(op, iterators, maps, min_extent, max_unrolled)
        if dim is not None:
            _move_innermost(op, iterators, maps, dim)
    return True


def _candidate(
    op: ir.Operation, iterators: list[str], maps: list[ir.AffineMap], min_extent: int, max_unrolled: int
) -> int | None:
    """The parallel dim of `op` to run innermost, or None to leave `op` alone (the module docstring's rules)."""
    if not iterators or iterators[-1] != _REDUCTION or len(_outputs(op)) != 1:
        return None
    operands = list(op.operands)
    if len(maps) != len(operands) or not all(isinstance(v.type, ir.MemRefType) for v in operands):
        return None
    results = list(maps[-1].results)
    if not results or not isinstance(results[-1], ir.AffineDimExpr):
        return None
    dim = results[-1].position
    if iterators[dim] != _PARALLEL:
        return None
    extent = ir.MemRefType(operands[-1].type).shape[-1]
    if not ir.ShapedType.is_dynamic_size(extent) and extent < min_extent:
        return None
    if not all(_contiguous_in(m, dim, ir.MemRefType(v.type)) for v, m in zip(operands, maps, strict=True)):
        return None
    first = len(iterators)  # of the innermost run of reductions (`dim`, a parallel loop, stops it)
    while first > 0 and iterators[first - 1] == _REDUCTION:
        first -= 1
    extents = [_extent(operands, maps, d) for d in range(first, len(iterators))]
    short = None not in extents and math.prod(extents) <= max_unrolled  # type: ignore[arg-type]
    if first - 1 == dim and short and (ir.ShapedType.is_dynamic_size(extent) or extent > ONE_VECTOR):
        return None  # short reductions right inside `dim`: LLVM unrolls them and vectorizes `dim`
    return dim


def _move_innermost(op: ir.Operation, iterators: list[str], maps: list[ir.AffineMap], dim: int) -> None:
    """Make loop `dim` of `op` its last, the others in their order: maps, iterator types, `linalg.index` dims."""
    loops = len(iterators)
    order = [d for d in range(loops) if d != dim] + [dim]  # new loop j is old loop order[j]
    position = {old: new for new, old in enumerate(order)}
    remap = ir.AffineMap.get(loops, 0, [ir.AffineDimExpr.get(position[d]) for d in range(loops)])
    new_maps = [ir.AffineMap.get(loops, m.n_symbols, [r.compose(remap) for r in m.results]) for m in maps]
    op.attributes["indexing_maps"] = ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in new_maps])
    op.attributes["iterator_types"] = ir.ArrayAttr.get([ir.Attribute.parse(iterators[d]) for d in order])
    for index in walk_ops(op, frozenset({"linalg.index"})):
        old = ir.IntegerAttr(index.attributes["dim"]).value
        index.attributes["dim"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), position[old])


def _extent(operands: list[ir.Value], maps: list[ir.AffineMap], dim: int) -> int | None:
    """The static extent of loop `dim`, read off an operand that some map indexes by that dim alone, or None."""
    for value, map_ in zip(operands, maps, strict=True):
        for position, result in enumerate(map_.results):
            if isinstance(result, ir.AffineDimExpr) and result.position == dim:
                size = ir.MemRefType(value.type).shape[position]
                if not ir.ShapedType.is_dynamic_size(size):
                    return size
    return None


def _outputs(op: ir.Operation) -> list[ir.Value]:
    """The `outs` operands of a linalg op."""
    sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    return list(op.operands)[sizes[0] : sizes[0] + sizes[1]]


def _contiguous_in(map_: ir.AffineMap, dim: int, type_: ir.MemRefType) -> bool:
    """Whether an operand read through `map_` sees loop `dim` as its last index, alone, on a memref of unit last
    stride, and in no other index, or does not see it at all. (A guard of speed, not of meaning: any order of a
    generic's loops that keeps its reductions' order computes the same values.)"""
    uses = [i for i, r in enumerate(map_.results) if mentions(r, dim, map_.n_dims)]
    if not uses:
        return True
    last = map_.results[-1]
    strides, _ = type_.get_strides_and_offset()
    return uses == [len(map_.results) - 1] and isinstance(last, ir.AffineDimExpr) and strides[-1] == 1


def mentions(expr: ir.AffineExpr, dim: int, dims: int) -> bool:
    """Whether `expr` depends on dim `dim` (a dim alone, or in a sum such as `oh + kh`)."""
    if isinstance(expr, ir.AffineDimExpr):
        return expr.position == dim
    if isinstance(expr, ir.AffineConstantExpr):
        return False
    zero = [ir.AffineConstantExpr.get(0) if d == dim else ir.AffineDimExpr.get(d) for d in range(dims)]
    one = [ir.AffineConstantExpr.get(1) if d == dim else ir.AffineDimExpr.get(d) for d in range(dims)]
    return str(expr.compose(ir.AffineMap.get(dims, 0, zero))) != str(expr.compose(ir.AffineMap.get(dims, 0, one)))


PASS = PassInfo(
    "tosabcast-interchange-reductions",
    interchange_reductions,
    "Move a parallel dim that every operand reads contiguously (or not at all) innermost in linalg ops on memrefs "
    "whose innermost loops reduce (matmul, convolution, pooling), so that LLVM vectorizes them",
    options=(
        Option("min-extent", int, MIN_EXTENT, "static parallel dims shorter than this stay put", minimum=1),
        Option("max-unrolled", int, MAX_UNROLLED, "static innermost reductions this short stay innermost", minimum=0),
    ),
)
