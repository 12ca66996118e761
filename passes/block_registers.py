"""Keep blocks of a matmul's or a convolution's output in registers over its whole reduction.

After `--tosabcast-interchange-reductions` a matmul runs `for k { for n { c[m, n] += a[m, k] * b[k, n] } }`:
LLVM vectorizes n, but every step loads and stores its vector of c again, and `a[m, k]` feeds one row only.
That is about one multiply-add per memory access; the machine does 16 f32 multiply-adds per cycle. A small
convolution fares worse: cnn's 3x3 convolution over 3 channels into 8 filters (64x8x8 outputs) took 334 us
of the model's 609 us, 2.6 GMAC/s. This pass replaces such a `linalg.generic` (on memrefs, before its loops
are built) by loops that hold R rows x W vectors of the output in SSA values across the reductions:

    linalg.generic {indexing_maps = [(b, m, k, n) -> (b, m, k), (b, m, k, n) -> (b, k, n),
                                     (b, m, k, n) -> (b, m, n)],
                    iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
        ins(%A, %B) outs(%C) { %p = arith.mulf %a, %b ; %s = arith.addf %c, %p ; linalg.yield %s }
    ->
    scf.parallel (%b, %mb) = (0, 0) to (B, ceildiv(M, R)) {           // shared out by --tosabcast-split-tasks
      %m0 = %mb * R
      scf.if <R rows left> { <columns(%m0, R)> } else { scf.for %m = %m0 to M { <columns(%m, 1)> } }
    }
    <columns(%m0, rows)> =
      scf.for %n0 = 0 to N - N mod 8W step 8W { <kernel(%m0, rows, %n0, W vectors)> }
      scf.for %n0 = ... step 8 { <kernel(..., 1 vector)> }               // W = 2: a last full vector
      scf.for %n = N - N mod 8 to N { <kernel(..., scalars)> }          // the last N mod 8 columns
    <kernel> =
      %acc(r, w) = vector.load %C[%b, %m0 + r, %n0 + 8w]                 // R x W vectors
      %sums = scf.for %k = 0 to K iter_args(%acc) {                     // every reduction dim, in order
        %bw = vector.load %B[%b, %k, %n0 + 8w]                          // W vectors, shared by the R rows
        %ar = vector.broadcast (memref.load %A[%b, %m0 + r, %k])        // one per row, shared by the W
        %acc(r, w) = arith.addf %acc(r, w), (arith.mulf %ar, %bw)       // the body's two ops, in its order
      }
      vector.store %sums(r, w), %C[%b, %m0 + r, %n0 + 8w]

Each output element is still its initial value plus the products in the order the reduction dims run, one
`mulf` and one `addf` each (the body's own ops with its fast-math flags, no fused multiply-add): the same bits
as the loops the generic would have become, interchanged or not. R x W = 6 x 2 (N of 16 or more, or dynamic:
12 of the 16 AVX2 registers hold sums, 2 the vectors of B, 1 the broadcast), 8 x 1 for N of 8-15; R no more
than a static M. A static N of 4-7 gets 8 x 1 vectors of 4 lanes (`NARROW_LANES`, SSE registers) and scalars for
the rest: pool_adaptive's 3x3 convolution into 6 filters was 58 of the model's 72 us at batch 64 (2.9 G
multiply-adds a second, left to LLVM); the model takes 40 us with it blocked (two threads,
`python scripts/pass_ab.py block_registers 9c13401`, bench/results/2026-11-27-narrow-lanes-ab.txt). A static N of
2-3 gets 8 x 1 vectors of 2 lanes, and N = 1 (a matrix-vector product, a convolution into one filter) 8 x 1
scalars, n then being the output's last dim although its extent is 1: LLVM left decoder's last convolution (3x3
over 4 channels into 2 filters, 64x8x8 outputs) at 156 of the model's 208 us (1.9 G multiply-adds a second);
blocked, the model takes 98 us (`python scripts/pass_ab.py block_registers e9681bc`); alone, one thread
(`python scripts/block_registers_ab.py --narrow`, bench/results/2026-11-27-narrow-columns-ab.txt): a 512x512
matrix times a vector 231 -> 49 us (a single chain of dependent adds before: the sums cannot be reordered),
convolutions into 1-3 filters 2.9-4.6x faster, matmuls into 2-3 columns 3.7-7.3x.

Measured (`scripts/block_registers_ab.py`, one thread, fastest of 9 interleaved calls, 2026-11-27;
bench/results/2026-11-27-block-registers-ab.txt), against the same pipeline without the pass ("no blocks") and
numpy's `a @ b` (its BLAS, on its own threads):

| op | ours | no blocks | numpy |
|---|---|---|---|
| matmul 1x64x32x32 | 2.3 us | 4.8 us | 3.5 us |
| matmul 1x64x48x32 | 3.0 us | 11.6 us | 4.3 us |
| matmul 1x64x64x64 | 7.1 us | 17.4 us | 8.0 us |
| matmul 8x64x64x64 | 60.4 us | 75.1 us | 55.4 us |
| matmul 1x256x256x256 | 527 us | 849 us | 189 us |
| matmul 1x512x512x512 | 6.11 ms | 9.16 ms | 1.43 ms |
| conv2d 64x10x10x3, 3x3, 8 filters (cnn's first) | 25.5 us | 284.9 us | - |
| conv2d 64x6x6x8, 2x2, 16 filters (stock's order kept) | 21.0 us | 63.8 us | - |
| conv2d 64x10x10x16, 3x3, 32 filters | 573 us | 9,650 us | - |
| conv2d 8x32x32x64, 3x3, 64 filters | 6.15 ms | 17.35 ms | - |
| conv2d 1x56x56x64, 1x1, 256 filters | 1.52 ms | 2.65 ms | - |

Every one of the 17 shapes measured is faster (1.05-17x); the 3x3 convolution into 64 filters runs at 45 G
multiply-adds a second, near this core's 48 for separate multiplies and adds. Whole models at batch 64 (one
process, interleaved, all threads): cnn 608 -> 177 us, attention 207 -> 51 us, decoder 445 -> 318 us, depthwise
265 -> 173 us, swiglu 53 -> 35 us, mlp_relu 11.9 -> 4.5 us. Left: numpy's BLAS is still 2-3x faster on big
matmuls (no cache blocking of k here, and no fused multiply-add: the sums must stay the same bits).

Poolings too: a generic whose body is one `maximumf`, `minimumf` or `addf` of the output and one input, the
other input unread (stock's `linalg.pooling_nhwc_max`/`_sum` generalized: the window operand gives only the
reduction's extent), gets the same kernels with each sum combined with its vector of the input (read along the
channels, like a depthwise convolution's) at every step of the window, in the window's order: the same bits
(`maximumf` keeps NaNs and orders -0 below +0 whatever the order; sums keep theirs). Stock's loops ran
`load out, load in, maximumf, store out` per element, left scalar: cnn's 2x2 max-pool over 64x8x8x8 took 23 us,
3.1 us blocked; the model 102 -> 81 us, pool_adaptive 40 -> 34 us at batch 64 (two threads,
`python scripts/pass_ab.py block_registers 7ea2aef`, bench/results/2026-11-27-pooling-ab.txt).

Threads: the nest's blocks of rows come first, so that `--tosabcast-split-tasks` deals them out, and the nest
carries `tosabcast.work_scale` (`WORK_PER_STEP` x R x W), the work each reduction step stands for: two threads
run a 256x256x256 matmul in 0.30 ms (one: 0.55), a 3x3 convolution into 64 filters in 3.0 ms (5.9).

Alternatives: LLVM keeps a row of c in registers across k only if it can tell that c does not alias a or b,
which it cannot (function arguments and the buffer cache's blocks; marking the cache's allocation `noalias`
changed no model's time). MLIR's own tiling and vectorization (the transform dialect's `tile` and
`vectorize`, `vector.contract` lowered to outer products) would build the same kernels from a schedule
script; this pass builds them directly, where the rest of the pipeline already works on memrefs.

Rewritten: a `linalg.generic` on memrefs with two f32 inputs and one f32 output whose body is that
`mulf`/`addf` pair, with at least one reduction dim, where n, the output's last index that is not a parallel
dim of static extent 1 (or failing that, its last index), is a parallel dim that the output and B read as their
last index (alone; on unit stride, or on the identity layout where trailing dims of extent 1 are left out of the
view) and A reads the same way or not at all; with a parallel dim m that the output and A read and B does not
(the innermost such: a matmul's m, a convolution's output column); every loop dim some operand's index alone
(its extent read there); no input a view of the output's buffer. The convolutions of
`tosa-to-linalg-named{prefer-conv2d-kernel-layout-hwcf=true}` (`tosabcast.pipelines.named.HWCF`) and
`tosa.matmul`s are such generics after `linalg-generalize-named-ops`, with A broadcast along n; so is
`linalg.depthwise_conv_2d_nhwc_hwcm` with a channel multiplier of 1, with n the channels, which the input reads
too (A loaded as vectors, one per row and column block: `%ar = vector.load %A[..., %n0 + 8w]`), and the
multiplier's unit dim left out of `memref.collapse_shape` views of the filter and the output. depthwise's 3x3
depthwise convolution over 8 channels was 128 of the model's 173 us at batch 64 (1.3 G multiply-adds a second);
the model takes 124 us with it blocked (one thread, interleaved: 264 us before the pass, 173 us with matmuls and
convolutions blocked and the depthwise one not).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from mlir import ir
from mlir.dialects import arith, memref, scf, vector
from tosabcast.passes.interchange_reductions import mentions
from tosabcast.passes.split_tasks import WORK_SCALE

from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.loops import IndexConstants, collapse, identity_layout, parallel_nest, root, round_down
from tosabcast.registry import PassInfo

LANES = 8
"""f32 lanes of one AVX2 vector."""

NARROW_LANES = 4
"""The lanes of the vectors for a static N of 4-7 (an SSE register's f32s): 6 filters, pool_adaptive's."""

WORK_PER_STEP = 16
"""What one vector of a block's step weighs for `--tosabcast-split-tasks` (`split_tasks.WORK_SCALE`), in the
1/8 elements it counts an element-wise loop's step as: 8 multiply-adds at a quarter of an element-wise element
each. Chosen on the 2-core machine: a batch of eight 64x64x64 matmuls (2 M multiply-adds, 56 us) stays on one
thread of the async runtime (2 threads: 65 us), cnn's first convolution (0.9 M, 25 us) goes to two OpenMP
threads (15 us), a 256x256x256 matmul to two threads of either (0.55 -> 0.30 ms)."""

_REDUCTION = "#linalg.iterator_type<reduction>"
_PARALLEL = "#linalg.iterator_type<parallel>"


@dataclass(frozen=True)
class _Plan:
    """What the rewrite of one generic needs (the module docstring's names)."""

    a: int  # operand index of A (0 or 1) in the generic's ins
    b: int
    maps: list[ir.AffineMap]  # A's, B's, C's
    m: int  # loop dims
    n: int
    outer: list[int]  # the parallel dims but m and n, in loop order
    reductions: list[int]  # in loop order
    extent_of: list[tuple[int, int]]  # per loop dim: (operand, index) that reads it alone
    product_first: bool  # addf(mulf(..), c) rather than addf(c, mulf(..)); with `combine`: combine(a, c)
    a_first: bool  # mulf(a, b) rather than mulf(b, a)
    mul_attributes: dict[str, ir.Attribute]
    add_attributes: dict[str, ir.Attribute]  # with `combine`: its attributes
    combine: str | None  # a pooling body's one op on the output and A (B unused): maximumf, minimumf, addf
    rows: int  # R
    vectors: int  # W
    lanes: int  # of each vector: LANES, NARROW_LANES for a static N of 4-7, 2 for 2-3, 1 (scalars) for 1
    a_vector: bool  # A reads n too (contiguously): vector loads of A, not broadcasts (a depthwise convolution)
    dropped: list[int]  # per operand (A, B, C): trailing results of static extent 1 left out of its view


def block_registers(module: ir.Operation) -> bool:
    """Rewrite every eligible `linalg.generic` under `module` (see the module docstring)."""
    for op in walk_ops(module, frozenset({"linalg.generic"})):
        plan = _plan(op)
        if plan is not None:
            _rewrite(op, plan)
    return True


def _plan(op: ir.Operation) -> _Plan | None:
    iterators = [str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"])]
    maps = [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]
    operands = list(op.operands)
    sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    if sizes != [2, 1] or len(maps) != 3 or _REDUCTION not in iterators:
        return None
    f32 = ir.F32Type.get()
    if not all(isinstance(v.type, ir.MemRefType) and ir.MemRefType(v.type).element_type == f32 for v in operands):
        return None
    if root(operands[2]) in {root(v) for v in operands[:2]}:
        return None  # an input that is a view of the output: its sums would be read before they are stored
    body = _body(op)
    pooled = _pooling_body(op) if body is None else None
    if body is None and pooled is None:
        return None
    combine = None
    if pooled is not None:
        combine, used, input_first, add_attributes = pooled
        product_first, first_operand, mul_attributes = input_first, used, {}
    else:
        product_first, first_operand, mul_attributes, add_attributes = body  # type: ignore[misc]
    loops = len(iterators)
    if any(m.n_symbols or m.n_dims != loops for m in maps) or not list(maps[2].results):
        return None
    last = list(maps[2].results)[-1]
    if not isinstance(last, ir.AffineDimExpr) or iterators[last.position] != _PARALLEL:
        return None
    shapes = [ir.MemRefType(v.type).shape for v in operands]
    units = _trailing_units(maps[2], shapes[2], iterators)
    # with the output's trailing unit dims left out (a depthwise multiplier), else with none (one column: n = 1)
    for dropping in [units, []] if units else [[]]:
        found = _columns(maps, shapes, iterators, operands, dropping, combine, first_operand)
        if found is not None:
            break
    else:
        return None
    a, b, m, n, views, dropped = found
    extent_of = [_read_alone(maps, d) for d in range(loops)]
    if None in extent_of:
        return None
    n_operand, n_index = extent_of[n]  # type: ignore[misc]
    n_size = shapes[n_operand][n_index]
    m_operand, m_index = extent_of[m]  # type: ignore[misc]
    m_size = shapes[m_operand][m_index]
    dynamic = ir.ShapedType.is_dynamic_size(n_size)
    lanes = LANES if dynamic or n_size >= LANES else NARROW_LANES if n_size >= NARROW_LANES else min(n_size, 2)
    rows, vectors = (6, 2) if dynamic or n_size >= 2 * LANES else (8, 1)
    if not ir.ShapedType.is_dynamic_size(m_size):
        rows = max(1, min(rows, m_size))
    return _Plan(
        a=a, b=b, maps=[views[a], views[b], views[2]], m=m, n=n,
        outer=[d for d in range(loops) if iterators[d] == _PARALLEL and d not in (m, n)],
        reductions=[d for d in range(loops) if iterators[d] == _REDUCTION],
        extent_of=extent_of,  # type: ignore[arg-type]
        product_first=product_first, a_first=first_operand == a,
        mul_attributes=mul_attributes, add_attributes=add_attributes, combine=combine,
        rows=rows, vectors=vectors, lanes=lanes,
        a_vector=bool(_uses(views[a], n)), dropped=[dropped[a], dropped[b], dropped[2]],
    )  # fmt: skip


def _columns(
    maps: list[ir.AffineMap],
    shapes: list[Sequence[int]],
    iterators: list[str],
    operands: list[ir.Value],
    units: list[int],
    combine: str | None,
    first_operand: int,
) -> tuple[int, int, int, int, list[ir.AffineMap], list[int]] | None:
    """A, B, m and n (the module docstring's names), the operands' maps without the output's trailing unit
    dims `units`, and how many results each drops; None if the generic has no such choice."""
    results = list(maps[2].results)
    if len(units) == len(results):
        return None
    n = results[len(results) - 1 - len(units)].position
    if iterators[n] != _PARALLEL:
        return None
    dropped = [_trailing(maps[i], units) for i in range(3)]
    views = [_drop(maps[i], dropped[i]) for i in range(3)]  # the maps of the views without those results
    if not all(_reads_last(views[i], n, operands[i], dropped[i]) for i in (0, 1, 2) if _uses(views[i], n)):
        return None
    if not _uses(views[2], n) or not all(isinstance(r, ir.AffineDimExpr) for r in maps[2].results):
        return None
    if combine is not None:  # a pooling: A is the input the body reads (as vectors along n), B the unread window
        a = first_operand
        pairs = [(a, 1 - a)] if _uses(views[a], n) and not _uses(views[1 - a], n) else []
    else:  # B reads n; an A that does not read n is tried first (broadcasts)
        pairs = [(1 - b, b) for b in ((0, 1) if not _uses(views[0], n) else (1, 0)) if _uses(views[b], n)]
    for a, b in pairs:
        candidates = [
            d for d in range(len(iterators)) if d != n and iterators[d] == _PARALLEL and _uses(maps[2], d)
            and _uses(maps[a], d) and not _uses(maps[b], d)
        ]  # fmt: skip
        if candidates:
            return a, b, candidates[-1], n, views, dropped
    return None


def _trailing_units(map_: ir.AffineMap, shape: Sequence[int], iterators: list[str]) -> list[int]:
    """The loop dims of the output's last results that have a static extent of 1 (a depthwise convolution's
    channel multiplier), last first."""
    units = []
    for result, size in zip(reversed(list(map_.results)), reversed(list(shape)), strict=True):
        if not isinstance(result, ir.AffineDimExpr) or size != 1 or iterators[result.position] != _PARALLEL:
            break
        units.append(result.position)
    return units


def _trailing(map_: ir.AffineMap, units: list[int]) -> int:
    """How many of `map_`'s last results are dims of `units`."""
    count = 0
    for result in reversed(list(map_.results)):
        if not isinstance(result, ir.AffineDimExpr) or result.position not in units:
            break
        count += 1
    return count


def _drop(map_: ir.AffineMap, count: int) -> ir.AffineMap:
    results = list(map_.results)
    return ir.AffineMap.get(map_.n_dims, map_.n_symbols, results[: len(results) - count])


def _reads_last(view: ir.AffineMap, n: int, operand: ir.Value, dropped: int) -> bool:
    """Whether an operand's view reads loop dim `n` as its last index alone, at unit stride, and nowhere else;
    with results dropped, on an identity layout (the view is a `memref.collapse_shape`)."""
    results = list(view.results)
    if not results or _uses(view, n) != [len(results) - 1] or not _is_dim(results[-1], n):
        return False
    type_ = ir.MemRefType(operand.type)
    if dropped:
        return identity_layout(type_)
    strides, _ = type_.get_strides_and_offset()
    return strides[-1] == 1


def _body(op: ir.Operation) -> tuple[bool, int, dict[str, ir.Attribute], dict[str, ir.Attribute]] | None:
    """For a body `%p = mulf(in_i, in_j); %s = addf(out, %p) or addf(%p, out); yield %s`: whether the product
    is addf's first operand, which input is mulf's first, and the two ops' attributes; else None."""
    block = op.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    args = list(block.arguments)
    if len(ops) != 3 or [o.name for o in ops] != ["arith.mulf", "arith.addf", "linalg.yield"]:
        return None
    mul, add, yield_ = ops
    x, y = mul.operands
    if {x, y} != {args[0], args[1]} or x == y:
        return None
    p, q = add.operands
    product = mul.results[0]
    if {p, q} != {product, args[2]} or p == q:
        return None
    if list(yield_.operands) != [add.results[0]]:
        return None
    return p == product, 0 if x == args[0] else 1, _attributes(mul), _attributes(add)


_COMBINING = frozenset({"arith.maximumf", "arith.minimumf", "arith.addf"})


def _pooling_body(op: ir.Operation) -> tuple[str, int, bool, dict[str, ir.Attribute]] | None:
    """For a body `%r = <op>(out, in_i)` or `<op>(in_i, out)` with `<op>` in `_COMBINING` and the other input
    unused (a pooling's window): the op, i, whether in_i is its first operand, and its attributes; else None."""
    block = op.regions[0].blocks[0]
    ops = [o.operation for o in block.operations]
    args = list(block.arguments)
    if len(ops) != 2 or ops[0].name not in _COMBINING or ops[1].name != "linalg.yield":
        return None
    combine, yield_ = ops
    x, y = combine.operands
    if list(yield_.operands) != [combine.results[0]] or args[2] not in (x, y):
        return None
    used = y if x == args[2] else x
    if used not in (args[0], args[1]) or used == args[2]:
        return None
    index = 0 if used == args[0] else 1
    if list(args[1 - index].uses):
        return None
    return combine.name, index, x == used, _attributes(combine)


def _attributes(op: ir.Operation) -> dict[str, ir.Attribute]:
    return {name: op.attributes[name] for name in op.attributes}


def _uses(map_: ir.AffineMap, dim: int) -> list[int]:
    """The result indices of `map_` that depend on loop dim `dim`."""
    return [i for i, r in enumerate(map_.results) if mentions(r, dim, map_.n_dims)]


def _is_dim(expr: ir.AffineExpr, dim: int) -> bool:
    return isinstance(expr, ir.AffineDimExpr) and expr.position == dim


def _read_alone(maps: Sequence[ir.AffineMap], dim: int) -> tuple[int, int] | None:
    """An (operand, index) whose map result is loop dim `dim` alone, C's first."""
    for operand in (2, 0, 1):
        for index, result in enumerate(maps[operand].results):
            if _is_dim(result, dim):
                return operand, index
    return None


class _Block(NamedTuple):
    """One kernel's block of the output: its rows' m and its vectors' first n (values), and its lanes (the plan's,
    or 1 for the scalar column tail)."""

    rows: list[ir.Value]
    columns: list[ir.Value]
    lanes: int


class _Emitter:
    """Builds the loops of one generic at the current insertion point."""

    def __init__(self, op: ir.Operation, plan: _Plan) -> None:
        self.plan = plan
        ins = list(op.operands)
        self.memrefs = [
            _view(ref, dropped) for ref, dropped in zip([ins[plan.a], ins[plan.b], ins[2]], plan.dropped, strict=True)
        ]  # A, B, C
        self.index = ir.IndexType.get()
        self.f32 = ir.F32Type.get()
        self.vector = ir.VectorType.get([plan.lanes], self.f32)
        self.const = IndexConstants()
        self.extents: list[ir.Value] = []
        self.sizes: list[int | None] = []  # the static extents
        for operand, position in plan.extent_of:
            size = ir.MemRefType(ins[operand].type).shape[position]
            if ir.ShapedType.is_dynamic_size(size):
                self.extents.append(memref.dim(ins[operand], self.const(position)))
                self.sizes.append(None)
            else:
                self.extents.append(self.const(size))
                self.sizes.append(size)

    def indices(self, which: int, dims: dict[int, ir.Value]) -> list[ir.Value]:
        """The indices of A (0), B (1) or C (2) at the loop dims' values `dims` (missing dims: unused)."""
        map_ = self.plan.maps[which]
        values = [dims.get(d, self.const(0)) for d in range(map_.n_dims)]
        out = []
        for result in map_.results:
            if isinstance(result, ir.AffineDimExpr):
                out.append(values[result.position])
            else:
                apply = ir.AffineMap.get(map_.n_dims, 0, [result])
                out.append(
                    ir.Operation.create(
                        "affine.apply", results=[self.index], operands=values,
                        attributes={"map": ir.AffineMapAttr.get(apply)},
                    ).result
                )  # fmt: skip
        return out

    def nest(self) -> None:
        """The `scf.parallel` over the outer dims and the blocks of R rows, and what runs in it."""
        plan, rows = self.plan, self.plan.rows
        m_extent = self.extents[plan.m]
        blocks = arith.ceildivui(m_extent, self.const(rows)) if rows > 1 else m_extent
        # the blocks first: --tosabcast-split-tasks deals out whole rows of a nest's outer dims
        uppers = [blocks] + [self.extents[d] for d in plan.outer]
        scale = WORK_PER_STEP * rows * plan.vectors * plan.lanes // LANES
        ivs, body = parallel_nest(
            uppers, self.const, {WORK_SCALE: ir.IntegerAttr.get(ir.IntegerType.get_signless(64), scale)}
        )
        with body:
            dims = dict(zip(plan.outer, ivs[1:], strict=True))
            if rows == 1:
                self.columns(dims | {plan.m: ivs[0]}, 1)
                return
            first = arith.muli(ivs[0], self.const(rows))
            m_size = self.sizes[plan.m]
            if m_size is not None and m_size % rows == 0:  # no row tail
                self.columns(dims | {plan.m: first}, rows)
                return
            full = arith.cmpi(arith.CmpIPredicate.ule, arith.addi(first, self.const(rows)), m_extent)
            branch = scf.IfOp(full, has_else=True)
            with ir.InsertionPoint(branch.then_block):
                self.columns(dims | {plan.m: first}, rows)
                scf.YieldOp([])
            with ir.InsertionPoint(branch.else_block):
                loop = scf.ForOp(first, m_extent, self.const(1))
                with ir.InsertionPoint(loop.body):
                    self.columns(dims | {plan.m: loop.induction_variable}, 1)
                    scf.YieldOp([])
                scf.YieldOp([])

    def round_down(self, dim: int, multiple: int) -> ir.Value:
        """Loop dim `dim`'s extent rounded down to a multiple of `multiple` (a constant where it is static)."""
        return round_down(self.extents[dim], self.sizes[dim], multiple, self.const)

    def columns(self, dims: dict[int, ir.Value], rows: int) -> None:
        """The kernels over all N columns for `rows` rows from `dims[m]`."""
        n_extent, n_size, lanes = self.extents[self.plan.n], self.sizes[self.plan.n], self.plan.lanes
        vector_tail = self.round_down(self.plan.n, lanes)
        main = self.round_down(self.plan.n, self.plan.vectors * lanes) if self.plan.vectors > 1 else None
        ranges: list[tuple[ir.Value, ir.Value, int, int]] = []  # (from, to, vectors, lanes)
        start = self.const(0)
        if main is not None:
            ranges.append((start, main, self.plan.vectors, lanes))
            start = main
        ranges += [(start, vector_tail, 1, lanes), (vector_tail, n_extent, 1, 1)]
        if n_size is not None:  # static: the bounds are constants, and empty ranges get no loop
            ranges = [r for r in ranges if r[0] != r[1]]  # equal constants: the same cached value
        for lower, upper, vectors, lanes in ranges:
            loop = scf.ForOp(lower, upper, self.const(vectors * lanes))
            with ir.InsertionPoint(loop.body):
                self.kernel(dims | {self.plan.n: loop.induction_variable}, rows, vectors, lanes)
                scf.YieldOp([])

    def kernel(self, dims: dict[int, ir.Value], rows: int, vectors: int, lanes: int) -> None:
        """Load the block of C, run the reductions over it in registers, store it."""
        plan = self.plan
        c_ref = self.memrefs[2]
        m0, n0 = dims[plan.m], dims[plan.n]
        block = _Block(
            rows=[m0] + [arith.addi(m0, self.const(r)) for r in range(1, rows)],
            columns=[n0] + [arith.addi(n0, self.const(lanes * w)) for w in range(1, vectors)],
            lanes=lanes,
        )
        places = [dims | {plan.m: mv, plan.n: nv} for mv in block.rows for nv in block.columns]
        accumulators = [self.load(c_ref, self.indices(2, place), lanes) for place in places]
        sums = self.reduce(dims, block, accumulators, 0)
        for value, place in zip(sums, places, strict=True):
            self.store(value, c_ref, self.indices(2, place), lanes)

    def reduce(self, dims: dict[int, ir.Value], block: _Block, sums: list[ir.Value], depth: int) -> list[ir.Value]:
        """Reduction loop `depth` (and the ones inside it) over `sums`; return the sums after it."""
        plan = self.plan
        dim = plan.reductions[depth]
        loop = scf.ForOp(self.const(0), self.extents[dim], self.const(1), sums)
        with ir.InsertionPoint(loop.body):
            inner = dims | {dim: loop.induction_variable}
            carried = list(loop.inner_iter_args)
            if depth + 1 < len(plan.reductions):
                new = self.reduce(inner, block, carried, depth + 1)
            else:
                new = self.step(inner, block, carried)
            scf.YieldOp(new)
        return list(loop.results)

    def step(self, dims: dict[int, ir.Value], block: _Block, sums: list[ir.Value]) -> list[ir.Value]:
        """One reduction step: every sum plus its product, the body's ops in the body's order."""
        plan = self.plan
        a_ref, b_ref, _ = self.memrefs
        lanes = block.lanes
        if plan.combine is not None:  # a pooling: each sum combined with its vector of A, the window unread
            out = []
            for mv in block.rows:
                for nv, total in zip(block.columns, sums[len(out) : len(out) + len(block.columns)], strict=True):
                    a = self.load(a_ref, self.indices(0, dims | {plan.m: mv, plan.n: nv}), lanes)
                    x, y = (a, total) if plan.product_first else (total, a)
                    out.append(self.binary(plan.combine, x, y, plan.add_attributes))
            return out
        bs = [self.load(b_ref, self.indices(1, dims | {plan.n: nv}), lanes) for nv in block.columns]
        out, at = [], 0
        for mv in block.rows:
            if plan.a_vector:  # A read along n as well: one vector per column block
                as_ = [
                    self.load(a_ref, self.indices(0, dims | {plan.m: mv, plan.n: nv}), lanes) for nv in block.columns
                ]
            else:
                a = memref.load(a_ref, self.indices(0, dims | {plan.m: mv}))
                as_ = [vector.broadcast(self.vector, a) if lanes > 1 else a] * len(bs)
            for a, b in zip(as_, bs, strict=True):
                x, y = (a, b) if plan.a_first else (b, a)
                product = self.binary("arith.mulf", x, y, plan.mul_attributes)
                p, q = (product, sums[at]) if plan.product_first else (sums[at], product)
                out.append(self.binary("arith.addf", p, q, plan.add_attributes))
                at += 1
        return out

    def load(self, ref: ir.Value, indices: list[ir.Value], lanes: int) -> ir.Value:
        if lanes == 1:
            return memref.load(ref, indices)
        return vector.load(self.vector, ref, indices)

    def store(self, value: ir.Value, ref: ir.Value, indices: list[ir.Value], lanes: int) -> None:
        if lanes == 1:
            memref.store(value, ref, indices)
        else:
            vector.store(value, ref, indices)

    def binary(self, name: str, x: ir.Value, y: ir.Value, attributes: dict[str, ir.Attribute]) -> ir.Value:
        return ir.Operation.create(name, results=[x.type], operands=[x, y], attributes=attributes).result


def _view(ref: ir.Value, dropped: int) -> ir.Value:
    """`ref` without its last `dropped` dims (all of extent 1), merged into the one before them."""
    if not dropped:
        return ref
    rank = ir.MemRefType(ref.type).rank
    keep = rank - dropped
    return collapse(ref, [[d] for d in range(keep - 1)] + [list(range(keep - 1, rank))])


def _rewrite(op: ir.Operation, plan: _Plan) -> None:
    with ir.InsertionPoint(op), op.location:
        _Emitter(op, plan).nest()
    op.erase()


PASS = PassInfo(
    "tosabcast-block-registers",
    block_registers,
    "Replace f32 matmul, convolution and pooling generics on memrefs (a mulf/addf body, or one maximumf/minimumf/"
    "addf of the output and an input; the output's last dim parallel and contiguous) by loops that keep blocks "
    "of the output in vector registers across the reductions",
)
