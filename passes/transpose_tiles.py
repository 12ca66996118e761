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
is used before it is evicted.

A side of 2-7 elements (NHWC -> NCHW of 2-4 channels in decoder, an RGB image's 3 either way) has no 8x8 tile,
but where the short side is innermost on its side with the long one right outside it, 8 of the long one are
8 x C consecutive elements there: C vector loads split into C output vectors (SPLIT, i short: lane e of
output row c is element e C + c of the block) or C input vectors joined into C vector stores (JOIN, o short),
each output vector built by C - 1 two-source shuffles (`_gather`):

    %x2 = memref.collapse_shape %x [[0], [1, 2, 3]] : memref<64x4x4x4xf32> into memref<64x64xf32>  // SPLIT, C = 4
    %v_k = vector.load %x2[%n, %ob * 32 + 8 k]                    // k = 0..3: 8 rows of 4 channels
    %c_j = <3 vector.shuffle of %v_0..%v_3>                      // channel j of the 8 rows
    vector.store %c_j, %y3[%n, j, %ob * 8]

Measured (one thread, fastest of 15 interleaved calls, 2026-11-27, `python scripts/transpose_tiles_ab.py`,
bench/results/2026-11-27-transpose-tiles-ab.txt), against the same pipeline with the pass doing nothing ("no
tiles", the same code as upstream's), numpy's `ascontiguousarray(x.transpose())` and a copy of the same bytes:

| transpose | ours | no tiles | numpy | copy |
|---|---|---|---|---|
| 64x8x8x8, NHWC -> NCHW (cnn's) | 3.3 us | 10.7 us | 12.1 us | 3.3 us |
| 64x8x8x8, NCHW -> NHWC | 3.2 us | 5.9 us | 24.1 us | 3.3 us |
| 64x6x6x8, NHWC -> NCHW (depthwise's: rows of 36) | 2.5 us | 6.2 us | 7.7 us | 2.0 us |
| 64x8x8, (0, 2, 1) (attention's) | 1.1 us | 2.0 us | 3.6 us | 0.8 us |
| 64x16x16x32, NHWC -> NCHW | 80 us | 187 us | 199 us | 55 us |
| 256x256 | 23 us | 92 us | 90 us | 8 us |
| 2048x2048 | 4.2 ms | 32.6 ms | 31.6 ms | 0.9 ms |
| 64x4x4x4, NHWC -> NCHW (decoder's, SPLIT) | 1.4 us | 2.1 us | 2.7 us | 0.8 us |
| 64x3x8x8, NCHW -> NHWC (cnn's input, JOIN) | 1.6 us | 2.2 us | 21.2 us | 1.6 us |
| 8x224x224x3, NHWC -> NCHW (SPLIT) | 163 us | 310 us | 382 us | 166 us |
| 8x3x224x224, NCHW -> NHWC (JOIN) | 163 us | 164 us | 1876 us | 166 us |

(LLVM already joins 3 channels at a copy's speed; the JOIN kernel matches it.) Whole models at batch 64 (two
threads, `python scripts/pass_ab.py transpose_tiles none`, then against the tiles alone at 8f684c7;
bench/results/2026-11-27-transpose-narrow-ab.txt): cnn 80.5 -> 65.9 -> 64.3 us, depthwise 56.5 -> 48.8 us,
attention 49.4 -> 47.1 us, decoder 97.9 -> 94.9 us, pool_adaptive 33.8 -> 31.4 us, the others the same. Left:
wider blocks for big transposes, whose 32-byte stores fill half a cache line each (2048x2048 takes 4.6x a
copy's time).

Rewritten: a generic on memrefs with one input and one output, both of the identity layout (contiguous), of a
32-bit element type (f32, i32), all loops parallel, whose body yields its input unchanged, whose output map is
the identity and whose input map a permutation, the input not a view of the output's buffer; after merging, o and i differ (otherwise rows are copied
whole, which LLVM vectorizes), and either neither has a static extent below 8, or one has 2-7 and lies right
inside the other on its side (SPLIT, JOIN). Each element is copied once, bits unchanged: the same result as the
loops. Our lowering's pipeline only; the upstream one stays stock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, memref, scf, vector

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.build import bit_width
from tosabcast.lowering.loops import IndexConstants, collapse, identity_layout, parallel_nest, root, round_down
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
            _rewrite(op, plan)
    return True


@dataclass(frozen=True)
class _Plan:
    """How one transposing generic is copied (the module docstring's names)."""

    runs: list[list[int]]  # the loop dims that merge, in loop order: the output's groups of dims
    positions: list[list[int]]  # the input's groups of dims, in its order
    input_order: list[int]  # the run that each of those reads
    narrow: str | None  # None: 8x8 tiles; SPLIT: i has 2-7 elements; JOIN: o has
    width: int  # with `narrow`: that side's extent, C


SPLIT = "split"
"""i of 2-7 elements, o right outside it in the input: 8 o's are 8 x C consecutive input elements, split into C
output vectors (NHWC -> NCHW of 2-7 channels)."""

JOIN = "join"
"""o of 2-7 elements, i right outside it in the output: C input vectors of 8 i's joined into 8 x C consecutive
output elements (NCHW -> NHWC of an RGB image)."""


def _plan(op: ir.Operation) -> _Plan | None:
    if list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])) != [1, 1]:
        return None
    if any(str(a) != _PARALLEL for a in ir.ArrayAttr(op.attributes["iterator_types"])):
        return None
    source, target = op.operands
    if not all(isinstance(v.type, ir.MemRefType) for v in (source, target)):
        return None
    types = [ir.MemRefType(v.type) for v in (source, target)]
    element = types[0].element_type
    if element != types[1].element_type or not all(identity_layout(t) for t in types):
        return None
    if not isinstance(element, ir.IntegerType | ir.FloatType) or bit_width(element) != 32:
        return None
    if root(source) == root(target):
        return None  # in place: the loops' order of overwriting is the result, which tiles would not keep
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
    size_o, size_i = (_static_size([types[1].shape[d] for d in ordered[k]]) for k in (o, i))
    long_o, long_i = (size is None or size >= TILE for size in (size_o, size_i))
    if long_o and long_i:
        return _Plan(ordered, positions, input_order, None, 0)
    if long_o and size_i is not None and size_i >= 2 and input_order[-2] == o:
        return _Plan(ordered, positions, input_order, SPLIT, size_i)
    if long_i and size_o is not None and size_o >= 2 and i == o - 1:
        return _Plan(ordered, positions, input_order, JOIN, size_o)
    return None


def _static_size(sizes: list[int]) -> int | None:
    """The product of `sizes`, or None if one is dynamic."""
    return None if any(ir.ShapedType.is_dynamic_size(s) for s in sizes) else math.prod(sizes)


class _Emitter:
    """Builds the copy's loops at the current insertion point (the module docstring's names): loads from
    `load_view`, the input with its runs merged (with SPLIT its last two, o and i, one more), stores to
    `store_view`, `target` (the output with its runs merged) or with JOIN its last two, i and o, merged."""

    def __init__(self, target: ir.Value, load_view: ir.Value, store_view: ir.Value, plan: _Plan) -> None:
        self.load_view, self.store_view = load_view, store_view
        self.plan, self.input_order = plan, plan.input_order
        self.vector = ir.VectorType.get([TILE], ir.MemRefType(target.type).element_type)
        self.const = IndexConstants()
        shape = ir.MemRefType(target.type).shape
        self.extents = [
            memref.dim(target, self.const(d)) if ir.ShapedType.is_dynamic_size(s) else self.const(s)
            for d, s in enumerate(shape)
        ]
        self.sizes = [None if ir.ShapedType.is_dynamic_size(s) else s for s in shape]

    def source_at(self, dims: dict[int, ir.Value]) -> list[ir.Value]:
        """Indices of `load_view` at the loop dims' values `dims`."""
        order = self.input_order
        if self.plan.narrow == SPLIT:
            return [dims[d] for d in order[:-2]] + [self.flat(dims[order[-2]], dims[order[-1]])]
        return [dims[d] for d in order]

    def target_at(self, dims: dict[int, ir.Value]) -> list[ir.Value]:
        """Indices of `store_view` at the loop dims' values `dims`."""
        rank = len(self.extents)
        if self.plan.narrow == JOIN:
            return [dims[d] for d in range(rank - 2)] + [self.flat(dims[rank - 2], dims[rank - 1])]
        return [dims[d] for d in range(rank)]

    def flat(self, outer: ir.Value, inner: ir.Value) -> ir.Value:
        """The index of a merged pair of dims whose inner one has the narrow side's C elements."""
        scaled = arith.muli(outer, self.const(self.plan.width))
        return scaled if inner == self.const(0) else arith.addi(scaled, inner)

    def plus(self, value: ir.Value, offset: int) -> ir.Value:
        return value if offset == 0 else arith.addi(value, self.const(offset))

    def copy(self, dims: dict[int, ir.Value]) -> None:
        """One element, scalar: the loops' own step."""
        memref.store(memref.load(self.load_view, self.source_at(dims)), self.store_view, self.target_at(dims))

    def nest(self, o: int, i: int) -> None:
        """The `scf.parallel` over the other dims and blocks of 8 of o (of i with JOIN), and what runs in it."""
        blocked, across = (i, o) if self.plan.narrow == JOIN else (o, i)
        others = [d for d in range(len(self.extents)) if d not in (o, i)]
        blocks = arith.ceildivui(self.extents[blocked], self.const(TILE))
        ivs, body = parallel_nest([self.extents[d] for d in others] + [blocks], self.const)
        with body:
            fixed = dict(zip(others, ivs[:-1], strict=True))
            first = arith.muli(ivs[-1], self.const(TILE))
            size = self.sizes[blocked]
            if size is not None and size % TILE == 0:  # no tail
                self.block(fixed, o, i, first)
                return
            full = arith.cmpi(arith.CmpIPredicate.ule, arith.addi(first, self.const(TILE)), self.extents[blocked])
            branch = scf.IfOp(full, has_else=True)
            with ir.InsertionPoint(branch.then_block):
                self.block(fixed, o, i, first)
                scf.YieldOp([])
            with ir.InsertionPoint(branch.else_block):  # the last ones, fewer than a tile: scalars
                outer = scf.ForOp(first, self.extents[blocked], self.const(1))
                with ir.InsertionPoint(outer.body):
                    inner = scf.ForOp(self.const(0), self.extents[across], self.const(1))
                    with ir.InsertionPoint(inner.body):
                        self.copy(fixed | {blocked: outer.induction_variable, across: inner.induction_variable})
                        scf.YieldOp([])
                    scf.YieldOp([])
                scf.YieldOp([])

    def block(self, fixed: dict[int, ir.Value], o: int, i: int, first: ir.Value) -> None:
        if self.plan.narrow == SPLIT:
            self.split(fixed, o, i, first)
        elif self.plan.narrow == JOIN:
            self.join(fixed, o, i, first)
        else:
            self.tiles(fixed, o, i, first)

    def tiles(self, fixed: dict[int, ir.Value], o: int, i: int, first: ir.Value) -> None:
        """A full block of 8 o's from `first`: 8x8 tiles along i, then i's tail as scalars."""
        os_ = [first] + [arith.addi(first, self.const(k)) for k in range(1, TILE)]
        tail = round_down(self.extents[i], self.sizes[i], TILE, self.const)
        loop = scf.ForOp(self.const(0), tail, self.const(TILE))
        with ir.InsertionPoint(loop.body):
            i0 = loop.induction_variable
            loaded = [vector.load(self.vector, self.load_view, self.source_at(fixed | {o: row, i: i0})) for row in os_]
            for k, column in enumerate(_transpose(loaded)):
                vector.store(column, self.store_view, self.target_at(fixed | {o: first, i: self.plus(i0, k)}))
            scf.YieldOp([])
        if self.sizes[i] is not None and self.sizes[i] % TILE == 0:
            return
        scalars = scf.ForOp(tail, self.extents[i], self.const(1))
        with ir.InsertionPoint(scalars.body):
            for row in os_:
                self.copy(fixed | {o: row, i: scalars.induction_variable})
            scf.YieldOp([])

    def split(self, fixed: dict[int, ir.Value], o: int, i: int, first: ir.Value) -> None:
        """8 o's from `first` by C i's: C vectors of consecutive input elements, split into C output vectors
        (lane e of column c is element e C + c of the block)."""
        width, zero = self.plan.width, self.const(0)
        start = self.source_at(fixed | {o: first, i: zero})
        loaded = [
            vector.load(self.vector, self.load_view, start[:-1] + [self.plus(start[-1], TILE * k)])
            for k in range(width)
        ]
        for c in range(width):
            picks = [divmod(e * width + c, TILE) for e in range(TILE)]
            vector.store(_gather(loaded, picks), self.store_view, self.target_at(fixed | {o: first, i: self.const(c)}))

    def join(self, fixed: dict[int, ir.Value], o: int, i: int, first: ir.Value) -> None:
        """8 i's from `first` by C o's: C input vectors along i, joined into C vectors of consecutive output
        elements (element p of the block is lane p // C of the input vector p mod C)."""
        width = self.plan.width
        loaded = [
            vector.load(self.vector, self.load_view, self.source_at(fixed | {o: self.const(c), i: first}))
            for c in range(width)
        ]
        start = self.target_at(fixed | {o: self.const(0), i: first})
        for j in range(width):
            picks = [((TILE * j + e) % width, (TILE * j + e) // width) for e in range(TILE)]
            vector.store(_gather(loaded, picks), self.store_view, start[:-1] + [self.plus(start[-1], TILE * j)])


def _transpose(rows: list[ir.Value]) -> list[ir.Value]:
    """The 8 columns of the 8x8 tile whose rows are `rows` (8-lane vectors)."""
    pairs = [vector.shuffle(rows[2 * p], rows[2 * p + 1], m) for p in range(4) for m in _INTERLEAVE]
    # pairs: (r0 r1 lo, r0 r1 hi, r2 r3 lo, r2 r3 hi, r4 r5 lo, ...); quads: columns 0-3 of rows 0-3 / 4-7
    quads = [
        vector.shuffle(pairs[4 * h + j], pairs[4 * h + 2 + j], m) for h in range(2) for j in range(2) for m in _PAIRS
    ]
    return [vector.shuffle(quads[k % 4], quads[4 + k % 4], _HALVES[k // 4]) for k in range(TILE)]


def _gather(sources: list[ir.Value], picks: list[tuple[int, int]]) -> ir.Value:
    """The vector whose lane k is lane `picks[k][1]` of `sources[picks[k][0]]`: one two-source shuffle per source
    after the first two (each keeps the lanes already placed)."""
    used = sorted({s for s, _ in picks})
    if len(used) == 1:
        return vector.shuffle(sources[used[0]], sources[used[0]], [lane for _, lane in picks])
    a, b = used[0], used[1]
    result = vector.shuffle(
        sources[a], sources[b], [lane if s == a else TILE + lane if s == b else k for k, (s, lane) in enumerate(picks)]
    )
    for source in used[2:]:
        mask = [TILE + lane if s == source else k for k, (s, lane) in enumerate(picks)]
        result = vector.shuffle(result, sources[source], mask)
    return result


def _rewrite(op: ir.Operation, plan: _Plan) -> None:
    source, target = op.operands
    runs, positions = plan.runs, plan.positions
    with ir.InsertionPoint(op), op.location:
        merged = any(len(run) > 1 for run in runs)
        target_view = collapse(target, runs) if merged else target
        if plan.narrow == SPLIT:
            load_view = collapse(source, [*positions[:-2], positions[-2] + positions[-1]])
        else:
            load_view = collapse(source, positions) if merged else source
        store_view = collapse(target, [*runs[:-2], runs[-2] + runs[-1]]) if plan.narrow == JOIN else target_view
        emitter = _Emitter(target_view, load_view, store_view, plan)
        emitter.nest(len(runs) - 1, plan.input_order[-1])
    op.erase()


PASS = PassInfo(
    "tosabcast-transpose-tiles",
    transpose_tiles,
    "Replace transposing copy generics of 32-bit elements (tosa.transpose's) by loops over 8x8 tiles, each read as "
    "8 vectors, transposed in registers by shuffles and written as 8 vectors; a side of 2-7 elements split out of "
    "or joined into vectors of consecutive elements",
)
