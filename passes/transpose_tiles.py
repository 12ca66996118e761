"""Transpose in tiles of 8x8 elements held in registers, not one element at a time across the whole input.

`tosa.transpose` (NCHW <-> NHWC around every convolution of a torch program, the heads of attention) bufferizes
to a copying generic whose input map is a permutation:

    linalg.generic {indexing_maps = [(d0, d1, d2, d3) -> (d0, d2, d3, d1), (d0, d1, d2, d3) -> (d0, d1, d2, d3)],
                    iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%x : memref<64x8x8x8xf32>) outs(%y : memref<64x8x8x8xf32>) { linalg.yield %in : f32 }

Its loops write the output in order and read the input at a stride (here 8 elements), one scalar at a time:
LLVM does not vectorize strided loads on this machine. A 64x8x8x8 NHWC -> NCHW transpose took 10.8 us where a
copy of it takes 3.7, a 256x256 one 82 us against 7 (one thread; numpy's `ascontiguousarray(x.transpose())`
is as slow). This pass merges the dims that stay together (here d2 and d3: rows of 64 in the output, read in
order in the input), finds o, the output's innermost dim, and i, the input's, and builds

    %x3 = memref.collapse_shape %x [[0], [1, 2], [3]] : memref<64x8x8x8xf32> into memref<64x64x8xf32>
    %y3 = memref.collapse_shape %y [[0], [1], [2, 3]] : memref<64x8x8x8xf32> into memref<64x8x64xf32>
    scf.parallel (%n, %ob) = (0, 0) to (64, 8) {                      // the other dims, the blocks of 8 o's
      scf.for %i0 = 0 to 8 step 8 {                                    // then i's tail: scalars
        %r_k = vector.load %x3[%n, %ob * 8 + k, %i0] : vector<8xf32>   // k = 0..7: 8 rows along i
        <24 vector.shuffle: the 8x8 transpose, as unpcklps/unpckhps, shufps, vperm2f128>
        vector.store %c_k, %y3[%n, %i0 + k, %ob * 8] : vector<8xf32>  // 8 rows along o
      }
    }                                                                   // o's tail: scalars

Each tile reads 8 rows of 32 bytes and writes 8, so both sides move whole vectors and a cache line brought in
is used before it is evicted. Measured (one thread, fastest of 15 interleaved calls, 2026-11-27, `python
scripts/transpose_tiles_ab.py`, bench/results/2026-11-27-transpose-tiles-ab.txt), against the same pipeline
with the pass doing nothing ("no tiles", the same code as upstream's), numpy's `ascontiguousarray(x.transpose())`
and a copy of the same bytes:

| transpose | ours | no tiles | numpy | copy |
|---|---|---|---|---|
| 64x8x8x8, NHWC -> NCHW (cnn's) | 3.5 us | 10.7 us | 12.1 us | 3.4 us |
| 64x8x8x8, NCHW -> NHWC | 3.4 us | 6.0 us | 24.2 us | 3.4 us |
| 64x6x6x8, NHWC -> NCHW (depthwise's: rows of 36) | 2.5 us | 6.2 us | 7.6 us | 2.0 us |
| 64x8x8, (0, 2, 1) (attention's) | 1.0 us | 2.0 us | 3.6 us | 0.8 us |
| 64x16x16x32, NHWC -> NCHW | 84 us | 190 us | 202 us | 56 us |
| 256x256 | 21 us | 83 us | 84 us | 7 us |
| 2048x2048 | 4.3 ms | 33.6 ms | 32.9 ms | 1.0 ms |

Whole models at batch 64 (two threads, `python scripts/pass_ab.py transpose_tiles none`): cnn 80.5 -> 65.9 us,
depthwise 56.5 -> 48.8 us, attention 49.4 -> 47.1 us, the others the same (decoder's transposes have a side of
2-4: left to LLVM). Left: tiles for a side of 2-7 (NCHW -> NHWC of an RGB image, 3 channels), and wider blocks
for big transposes, whose 32-byte stores fill half a cache line each (2048x2048 takes 4.3x a copy's time).

Rewritten: a generic on memrefs with one input and one output, both of the identity layout (contiguous), of a
32-bit element type (f32, i32), all loops parallel, whose body yields its input unchanged, whose output map is
the identity and whose input map a permutation; after merging, o and i differ (otherwise rows are copied
whole, which LLVM vectorizes) and neither has a static extent below 8. Each element is copied once, bits
unchanged: the same result as the loops. Our lowering's pipeline only; the upstream one stays stock.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith, memref, scf, vector

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import IndexConstants, collapse, identity_layout, parallel_nest, round_down
from tosabcast.registry import PassInfo

TILE = 8
"""Rows and columns of a tile: one AVX2 vector of 32-bit elements each way."""

_PARALLEL = "#linalg.iterator_type<parallel>"

# The 8x8 transpose as three rounds of two-source shuffles (the masks of unpcklps/unpckhps, of shufps 0x44/0xEE
# and of vperm2f128 0x20/0x31 on 8-lane vectors): pairs of rows interleaved, then pairs of pairs, then halves.
_INTERLEAVE = ([0, 8, 1, 9, 4, 12, 5, 13], [2, 10, 3, 11, 6, 14, 7, 15])
_PAIRS = ([0, 1, 8, 9, 4, 5, 12, 13], [2, 3, 10, 11, 6, 7, 14, 15])
_HALVES = ([0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15])


def transpose_tiles(module: ir.Operation) -> bool:
    """Rewrite every transposing copy generic under `module` (see the module docstring)."""
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        plan = _plan(op)
        if plan is not None:
            _rewrite(op, *plan)
    return True


def _plan(op: ir.Operation) -> tuple[list[list[int]], list[list[int]], list[int]] | None:
    """The runs of loop dims that merge (the output's groups of dims), the input's groups of dims (in its order),
    and for each of those the run it reads; None if `op` is not rewritten."""
    if list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])) != [1, 1]:
        return None
    if any(str(a) != _PARALLEL for a in ir.ArrayAttr(op.attributes["iterator_types"])):
        return None
    source, target = op.operands
    if not all(isinstance(v.type, ir.MemRefType) for v in (source, target)):
        return None
    types = [ir.MemRefType(v.type) for v in (source, target)]
    element = types[0].element_type
    if element != types[1].element_type or not _is_32_bit(element) or not all(identity_layout(t) for t in types):
        return None
    block = op.regions[0].blocks[0]
    operations = list(block.operations)
    if len(operations) != 1 or list(operations[0].operands) != [block.arguments[0]]:
        return None
    maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
    rank = types[1].rank
    if maps[1] != ir.AffineMap.get_identity(rank) or maps[0].n_dims != rank or len(maps[0].results) != rank:
        return None
    if not all(isinstance(r, ir.AffineDimExpr) for r in maps[0].results):
        return None
    order = [ir.AffineDimExpr(r).position for r in maps[0].results]  # the loop dim of each input index
    if sorted(order) != list(range(rank)):
        return None
    runs: list[list[int]] = []  # in the input's order: loop dims d, d + 1 merge when the input reads them in turn
    positions: list[list[int]] = []  # the input's indices of each run
    for position, dim in enumerate(order):
        if runs and order[position - 1] == dim - 1:
            runs[-1].append(dim)
            positions[-1].append(position)
        else:
            runs.append([dim])
            positions.append([position])
    ordered = sorted(runs)  # the output's order
    input_order = [ordered.index(run) for run in runs]
    o, i = len(ordered) - 1, input_order[-1]
    if o == i:
        return None
    for run in (ordered[o], ordered[i]):
        sizes = [types[1].shape[d] for d in run]
        if not any(ir.ShapedType.is_dynamic_size(s) for s in sizes) and _product(sizes) < TILE:
            return None
    return ordered, positions, input_order


def _is_32_bit(element: ir.Type) -> bool:
    if isinstance(element, ir.IntegerType):
        return ir.IntegerType(element).width == 32
    return isinstance(element, ir.F32Type)


def _product(sizes: list[int]) -> int:
    total = 1
    for size in sizes:
        total *= size
    return total


class _Emitter:
    """Builds the tiles' loops at the current insertion point (the module docstring's names)."""

    def __init__(self, source: ir.Value, target: ir.Value, input_order: list[int]) -> None:
        self.source, self.target, self.input_order = source, target, input_order
        self.vector = ir.VectorType.get([TILE], ir.MemRefType(source.type).element_type)
        self.const = IndexConstants()
        shape = ir.MemRefType(target.type).shape
        self.extents = [
            memref.dim(target, self.const(d)) if ir.ShapedType.is_dynamic_size(s) else self.const(s)
            for d, s in enumerate(shape)
        ]
        self.sizes = [None if ir.ShapedType.is_dynamic_size(s) else s for s in shape]

    def copy(self, dims: list[ir.Value]) -> None:
        """One element, scalar: the loops' own step."""
        value = memref.load(self.source, [dims[d] for d in self.input_order])
        memref.store(value, self.target, dims)

    def nest(self, o: int, i: int) -> None:
        rank = len(self.extents)
        others = [d for d in range(rank) if d not in (o, i)]
        blocks = arith.ceildivui(self.extents[o], self.const(TILE))
        uppers = [self.extents[d] for d in others] + [blocks]
        ivs, body = parallel_nest(uppers, self.const)
        with body:
            fixed = dict(zip(others, ivs[:-1], strict=True))
            first = arith.muli(ivs[-1], self.const(TILE))
            size = self.sizes[o]
            if size is not None and size % TILE == 0:  # no tail of o
                self.rows(fixed, o, i, first)
                return
            full = arith.cmpi(arith.CmpIPredicate.ule, arith.addi(first, self.const(TILE)), self.extents[o])
            branch = scf.IfOp(full, has_else=True)
            with ir.InsertionPoint(branch.then_block):
                self.rows(fixed, o, i, first)
                scf.YieldOp([])
            with ir.InsertionPoint(branch.else_block):  # the last o's, fewer than a tile: scalars
                rows = scf.ForOp(first, self.extents[o], self.const(1))
                with ir.InsertionPoint(rows.body):
                    columns = scf.ForOp(self.const(0), self.extents[i], self.const(1))
                    with ir.InsertionPoint(columns.body):
                        self.copy(self.at(fixed, {o: rows.induction_variable, i: columns.induction_variable}))
                        scf.YieldOp([])
                    scf.YieldOp([])
                scf.YieldOp([])

    def at(self, fixed: dict[int, ir.Value], more: dict[int, ir.Value]) -> list[ir.Value]:
        dims = fixed | more
        return [dims[d] for d in range(len(self.extents))]

    def rows(self, fixed: dict[int, ir.Value], o: int, i: int, first: ir.Value) -> None:
        """A full block of 8 o's from `first`: tiles along i, then i's tail as scalars."""
        os_ = [first] + [arith.addi(first, self.const(k)) for k in range(1, TILE)]
        tail = round_down(self.extents[i], self.sizes[i], TILE, self.const)
        tiles = scf.ForOp(self.const(0), tail, self.const(TILE))
        with ir.InsertionPoint(tiles.body):
            i0 = tiles.induction_variable
            loaded = [
                vector.load(self.vector, self.source, [self.at(fixed, {o: row, i: i0})[d] for d in self.input_order])
                for row in os_
            ]
            for k, column in enumerate(_transpose(loaded)):
                at = i0 if k == 0 else arith.addi(i0, self.const(k))
                vector.store(column, self.target, self.at(fixed, {o: first, i: at}))
            scf.YieldOp([])
        if self.sizes[i] is not None and self.sizes[i] % TILE == 0:
            return
        scalars = scf.ForOp(tail, self.extents[i], self.const(1))
        with ir.InsertionPoint(scalars.body):
            for row in os_:
                self.copy(self.at(fixed, {o: row, i: scalars.induction_variable}))
            scf.YieldOp([])


def _transpose(rows: list[ir.Value]) -> list[ir.Value]:
    """The 8 columns of the 8x8 tile whose rows are `rows` (8-lane vectors)."""
    pairs = [vector.shuffle(rows[2 * p], rows[2 * p + 1], m) for p in range(4) for m in _INTERLEAVE]
    # pairs: (r0 r1 lo, r0 r1 hi, r2 r3 lo, r2 r3 hi, r4 r5 lo, ...); quads: columns 0-3 of rows 0-3 / 4-7
    quads = [
        vector.shuffle(pairs[4 * h + j], pairs[4 * h + 2 + j], m) for h in range(2) for j in range(2) for m in _PAIRS
    ]
    return [vector.shuffle(quads[k % 4], quads[4 + k % 4], _HALVES[k // 4]) for k in range(TILE)]


def _rewrite(op: ir.Operation, runs: list[list[int]], positions: list[list[int]], input_order: list[int]) -> None:
    source, target = op.operands
    with ir.InsertionPoint(op), op.location:
        merged = any(len(run) > 1 for run in runs)
        target_view = collapse(target, runs) if merged else target
        source_view = collapse(source, positions) if merged else source
        _Emitter(source_view, target_view, input_order).nest(len(runs) - 1, input_order[-1])
    op.erase()


PASS = PassInfo(
    "tosabcast-transpose-tiles",
    transpose_tiles,
    "Replace transposing copy generics of 32-bit elements (tosa.transpose's) by loops over 8x8 tiles, each read as "
    "8 vectors, transposed in registers by shuffles and written as 8 vectors",
)
