"""Vectorize the innermost loops that store booleans computed by 32-bit compares, 32 elements a step, packing
the compare masks to bytes with shuffles that x86 compiles to `vpackssdw`, `vpacksswb` and one `vpermd`.

A compare of f32 (or i32) operands gives `i1`, stored as a byte (`--tosabcast-widen-i1`). After it, the loop is

    scf.for %i = %lb to %ub step %c1 {
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %c = arith.cmpf oge, %x, %y : f32
      %w = arith.extui %c : i1 to i8
      memref.store %w, %o[%i] : memref<?xi8>
    }

LLVM vectorizes that at 8 lanes, interleaved 4 times, and merges the four 8-byte stores into one 32-byte store
through 10 shuffles per 32 elements (`vperm2f128`, `vinsertf128`, two pack stages on each half, `vpunpcklqdq`,
`vpermq`); forced to 32 lanes (loop metadata) it takes 7 (a `vpermq` after every pack stage). numpy's loop
takes 5 and the best AVX2 sequence 4: pack the four 8-lane masks pairwise in 128-bit lanes and put the lanes
in order once at the end. This pass writes that sequence in generic vector ops, so LLVM sees it:

    %n = (%ub - %lb) / 32 * 32 + %lb
    scf.for %v = %lb to %n step %c32 {
      %x = vector.load %a[%v] : memref<?xf32>, vector<32xf32>
      %y = vector.load %b[%v] : memref<?xf32>, vector<32xf32>
      %c = arith.cmpf oge, %x, %y : vector<32xf32>
      %m = arith.extsi %c : vector<32xi1> to vector<32xi32>       // 0 or -1 in every bit
      // the low halves in the order two 128-bit-lane packs leave them ([0..3 of mask 0, 0..3 of mask 1,
      // 4..7 of mask 0, 4..7 of mask 1], then masks 2 and 3), then the low bytes likewise, then the
      // 4-byte groups in order: [0, 4, 1, 5, 2, 6, 3, 7]
      %w = vector.shuffle (vector.bitcast %m to vector<64xi16>) [0, 2, 4, 6, 16, 18, ...] : vector<32xi16>
      %q = vector.shuffle (vector.bitcast %w to vector<64xi8>) [0, 2, ..., 32, 34, ...] : vector<32xi8>
      %r = vector.shuffle (vector.bitcast %q to vector<8xi32>) [0, 4, 1, 5, 2, 6, 3, 7]
      vector.store (arith.andi (vector.bitcast %r to vector<32xi8>), 1), %o[%v]
    }
    scf.for %i = %n to %ub step %c1 { <the original body> }   // the last 0-31 elements; LLVM told not to
                                                               // vectorize or unroll it (loop metadata)

Every selected half or byte of a mask is 0 or all ones (the masks are sign-extended), so the result is the
same on any target and in any byte order; only the speed is x86's. Measured at 2048x2048 f32 `greater_equal`,
the loops alone writing into the same buffer (thread CPU time, interleaved, median of 61): LLVM's 8 x 4 loop
1.025x numpy's time, 32 lanes by loop metadata 1.03x, this sequence 0.99x (the same instructions as a
hand-written intrinsics loop, 1.00x).

On CPUs with AVX-512BW the sequence is a detour: a compare of 16 f32 there gives a mask register, and the
pack sequence turns it back into 16 dwords (`vpmovm2d`) to shuffle them down, 10 instructions per 32 elements.
`pack=extend` (the default where /proc/cpuinfo lists `avx512bw`, `host_pack`) stores `arith.extui` of the
vector<32xi1> instead, which LLVM compiles to the two compares, one `kunpckwd` and a `vmovdqu8` of ones under the
mask, 5 instructions: 2048x2048 f32 `greater_equal` 0.99x numpy's time against 1.06-1.10x with the shuffles,
`equal` 0.99-1.00x against 1.08x (`python scripts/bool_pack_ab.py`: thread CPU time, interleaved, 41 rounds,
two runs, bench/results/2026-11-28-bool-pack-ab.txt; Intel Xeon of Cascade Lake class; 64 lanes a step instead
of 32 measured the same). The bytes are the same either way.

Compares of widened operands (f16/bf16 compared in f32, extended integers) are left alone: on 16-bit
inputs LLVM folds the extension into the compare and packs the <32 x half> masks through `vpmovsxwd` round
trips (2048x2048 f16 `greater`: 1.19 ms against 1.12 ms for its own loop, upstream 1.09 ms).

A loop is rewritten when it is an innermost `scf.for` with step 1 and no results; its body holds only arith
ops, loads and stores, at most `max-ops` of them; the induction variable is used only as the last index of
loads and stores of memrefs whose last dim is contiguous, every other index is loop-invariant; it stores at
least one `arith.extui` of an i1 made by compares of 32-bit operands (and `andi`/`ori`/`xori` of such);
every stored buffer is a `memref.alloc`/`alloca` (or a view of one, or an argument of a private function that
every call passes one), read in the loop only at
the indices it is stored at (so no element is read after a lane of another iteration wrote it); no
arith op on varying values has an `index` operand or result. Other loops (f64 or i8 compares, runtime
broadcasts read through `select`, strided buffers) are left to LLVM, which vectorizes them as before.
`--tosabcast-version-loops` versions nests that store booleans on "no runtime broadcast", so dynamic shapes
get a copy whose reads are at the induction variable.

Threads: a 1-D `omp.loop_nest` work-shared in an `omp.wsloop` of an `omp.parallel` (OpenMP's flat loops,
`--tosabcast-split-tasks{runtime=openmp}`) is rewritten the same way, the threads sharing out 32-element steps
and the calling thread running the last 0-31 elements after the parallel region (whose end is a barrier).
The async runtime's loops are outlined into private functions whose buffers are arguments: an argument
stands for what every `func.call` of the function passes there, followed through the callers (the recursive
dispatcher included); a function whose address is taken, or a buffer that is not followed to allocations
on every path, leaves the loop to LLVM.
"""

from __future__ import annotations

from collections.abc import Callable

from mlir import ir
from mlir.dialects import scf

from tosabcast import host
from tosabcast.ir.bridge import walk_ops
from tosabcast.lowering.build import arith, bit_width, create
from tosabcast.lowering.loops import (
    Calls,
    VectorBuilder,
    no_vectorize_or_unroll,
    rebuild,
    safe,
    scalar_loop,
    scan,
    shared_loop_region,
    vector_type,
)
from tosabcast.registry import Option, PassInfo

LANES = 32
"""Elements per vector step: four 8 x 32-bit AVX2 compares, one 32-byte store."""

_MASK_BITS = 32
_LOGIC = frozenset({"arith.andi", "arith.ori", "arith.xori"})
_COMPARES = frozenset({"arith.cmpf", "arith.cmpi"})


def _pack_order(lanes_per_mask: int, masks: int) -> list[int]:
    """The element order of packing `masks` vectors pairwise in 128-bit lanes: for each pair, the first half of
    each mask of the pair, then the second halves; indices into the concatenated masks."""
    order: list[int] = []
    half = lanes_per_mask // 2
    for pair in range(0, masks, 2):
        for part in (0, half):
            for mask in (pair, pair + 1):
                order.extend(mask * lanes_per_mask + part + k for k in range(half))
    return order


_WORDS = [2 * i for i in _pack_order(8, 4)]
"""The low i16 half of each i32 mask element, in `vpackssdw` order (masks 0 and 1, then 2 and 3)."""
_BYTES = [2 * i for i in _pack_order(16, 2)]
"""The low byte of each i16, in `vpacksswb` order."""
_GROUPS = [0, 4, 1, 5, 2, 6, 3, 7]
"""The 4-byte groups back in element order (one `vpermd`)."""


PACKS = ("shuffles", "extend")
"""How a step's masks become bytes: the AVX2 pack sequence of the module docstring, or one `arith.extui`."""


def host_pack(cpuinfo: str | None = None) -> str:
    """This machine's default `pack`: "extend" where the CPU has AVX-512BW (compares into mask registers, which
    LLVM turns into bytes in one instruction), else "shuffles". `cpuinfo`: as in `tosabcast.host`."""
    return "extend" if "avx512bw" in host.flags(cpuinfo) else "shuffles"


DEFAULT_PACK = host_pack()
"""This machine's (`host_pack`)."""


def vectorize_bool_stores(module: ir.Operation, *, max_ops: int = 2000, pack: str = DEFAULT_PACK) -> bool:
    """Vectorize every eligible innermost loop under `module` (see the module docstring); `pack` one of `PACKS`."""
    packer = _pack if pack == "shuffles" else _extend
    calls = Calls(module)
    for loop in walk_ops(module, frozenset({"scf.for", "omp.loop_nest"})):
        if loop.name == "omp.loop_nest":
            parallel = shared_loop_region(loop)
            plan = _plan(loop, max_ops, calls, packer) if parallel is not None else None
            if plan is not None and parallel is not None:
                _vectorize_shared(loop, parallel, plan)
            continue
        plan = _plan(loop, max_ops, calls, packer)
        if plan is not None:
            _vectorize(loop, plan)
    return True


class _Plan:
    """What varies with the induction variable, which stores take the pack sequence, and how a mask is packed."""

    def __init__(
        self, varying: set[ir.Value], packed: dict[ir.Operation, ir.Value], pack: Callable[[ir.Value], ir.Value]
    ) -> None:
        self.varying = varying
        self.packed = packed  # the stores of a packed mask -> the i1 value to pack
        self.pack = pack


def _plan(loop: ir.Operation, max_ops: int, calls: Calls, pack: Callable[[ir.Value], ir.Value]) -> _Plan | None:
    body = scan(loop, max_ops, lambda name: name.startswith("arith."))
    if body is None:
        return None
    packed = {store: mask for store in body.stores if (mask := _packable(store.operands[0], body.varying)) is not None}
    if not packed or not safe(body.loads, body.stores, calls):
        return None
    return _Plan(body.varying, packed, pack)


def _packable(value: ir.Value, varying: set[ir.Value]) -> ir.Value | None:
    """The i1 of `value = arith.extui %mask : i1 to i8` if %mask is a 32-bit compare (or and/or/xor of such)."""
    owner = value.owner
    if value not in varying or isinstance(owner, ir.Block) or owner.name != "arith.extui":
        return None
    if value.type != ir.IntegerType.get_signless(8):
        return None
    mask = owner.operands[0]
    return mask if _mask_bits(mask) == _MASK_BITS else None


def _mask_bits(value: ir.Value) -> int | None:
    """The width of the operands of the compares `value` (an i1) is made of, if all the same."""
    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    if owner.name in _COMPARES:
        if any(_is_widened(operand) for operand in owner.operands):
            return None  # f16/bf16 compared in f32: LLVM packs <32 x half> compares badly (see the docstring)
        type_ = owner.operands[0].type
        return bit_width(type_) if isinstance(type_, ir.IntegerType | ir.FloatType) else None
    if owner.name in _LOGIC:
        widths = {_mask_bits(operand) for operand in owner.operands}
        return widths.pop() if len(widths) == 1 else None
    return None


def _is_widened(value: ir.Value) -> bool:
    owner = value.owner
    return not isinstance(owner, ir.Block) and owner.name in ("arith.extf", "arith.extsi", "arith.extui")


def _steps_end(lower: ir.Value, upper: ir.Value) -> tuple[ir.Value, ir.Value]:
    """`LANES` as an index, and where the whole 32-element steps from `lower` towards `upper` end."""
    index = ir.IndexType.get()
    lanes = arith.constant(index, LANES)
    span = arith.maxsi(arith.subi(upper, lower), arith.constant(index, 0))
    return lanes, arith.addi(lower, arith.muli(arith.divsi(span, lanes), lanes))


def _vectorize(loop: ir.Operation, plan: _Plan) -> None:
    lower, upper = loop.operands[0], loop.operands[1]
    with ir.InsertionPoint(loop), loop.location:
        lanes, end = _steps_end(lower, upper)
        vector_loop = scf.ForOp(lower, end, lanes)
    body = loop.regions[0].blocks[0]
    with ir.InsertionPoint(vector_loop.body), loop.location:
        _Builder(plan, body.arguments[0], vector_loop.induction_variable).build(list(body.operations))
        scf.YieldOp([])
    loop.operands[0] = end
    loop.attributes["llvm.loop_annotation"] = no_vectorize_or_unroll()


def _vectorize_shared(loop: ir.Operation, parallel: ir.Operation, plan: _Plan) -> None:
    """`_vectorize` for a work-shared loop: the threads share out 32-element steps; the calling thread runs the
    last 0-31 elements after the parallel region (its end is a barrier)."""
    lower, upper = loop.operands[0], loop.operands[1]
    with ir.InsertionPoint(parallel), loop.location:
        lanes, end = _steps_end(lower, upper)
    body = loop.regions[0].blocks[0]
    ops = list(body.operations)
    iv = body.arguments[0]
    with ir.InsertionPoint.after(parallel), loop.location:
        scalar_loop(ops, iv, end, upper)
    rebuild(loop, _Builder(plan, iv, iv), (lower, end, lanes))


class _Builder(VectorBuilder):
    """A 32-lane step; a store of a packed mask stores the packed bytes (the `arith.extui` is not built)."""

    def __init__(self, plan: _Plan, iv: ir.Value, vector_iv: ir.Value) -> None:
        masks = {store.operands[0] for store in plan.packed}
        skipped = {v.owner for v in masks if all(_is_packed_use(u, plan) for u in v.uses)}
        super().__init__(plan.varying, LANES, iv, vector_iv, skipped=skipped)
        self.packed = plan.packed
        self.pack = plan.pack

    def store(self, op: ir.Operation, attributes: dict[str, ir.Attribute] | None = None) -> None:
        mask = self.packed.get(op)
        if mask is None:
            super().store(op, attributes)
            return
        memref, indices = op.operands[1], [self.scalar(v) for v in list(op.operands)[2:]]
        ir.Operation.create("vector.store", results=[], operands=[self.pack(self.vector(mask)), memref, *indices])


def _is_packed_use(use: ir.OpOperand, plan: _Plan) -> bool:
    return use.owner in plan.packed


def _vector_type(element: ir.Type, lanes: int = LANES) -> ir.VectorType:
    return vector_type(element, lanes)


def _pack(mask: ir.Value) -> ir.Value:
    """0/1 bytes of a vector<32xi1> (module docstring)."""
    i8, i16, i32 = (ir.IntegerType.get_signless(bits) for bits in (8, 16, 32))
    wide = create("arith.extsi", _vector_type(i32), [mask])
    words = _shuffle(create("vector.bitcast", _vector_type(i16, 2 * LANES), [wide]), _WORDS, i16)
    packed = _shuffle(create("vector.bitcast", _vector_type(i8, 2 * LANES), [words]), _BYTES, i8)
    groups = _shuffle(create("vector.bitcast", _vector_type(i32, LANES // 4), [packed]), _GROUPS, i32)
    bytes_ = create("vector.bitcast", _vector_type(i8), [groups])
    one = arith.constant(_vector_type(i8), ir.DenseElementsAttr.get_splat(_vector_type(i8), ir.IntegerAttr.get(i8, 1)))
    return arith.andi(bytes_, one)


def _extend(mask: ir.Value) -> ir.Value:
    """0/1 bytes of a vector<32xi1> by one `arith.extui` (AVX-512: `kunpckwd` and `vpmovm2b`-like code)."""
    return create("arith.extui", _vector_type(ir.IntegerType.get_signless(8)), [mask])


def _shuffle(vector: ir.Value, order: list[int], element: ir.Type) -> ir.Value:
    attributes = {"mask": ir.DenseI64ArrayAttr.get(order)}
    return create("vector.shuffle", _vector_type(element, len(order)), [vector, vector], attributes)


PASS = PassInfo(
    "tosabcast-vectorize-bool-stores",
    vectorize_bool_stores,
    "Vectorize innermost loops storing booleans of 32-bit compares: 32 lanes, masks packed to bytes (after widen-i1)",
    (
        Option("max-ops", int, 2000, "vectorize only loop bodies of at most this many ops"),
        Option(
            "pack",
            str,
            DEFAULT_PACK,
            "how the compare masks become bytes: shuffles (AVX2's pack instructions) or extend (one zero extension,"
            " for AVX-512's mask registers); the default is extend on CPUs with AVX-512BW: host_pack",
            PACKS,
        ),
    ),
)
