"""Hand vectorization of innermost element-wise loops: which loops qualify, and the builder of a vector step.

LLVM's loop vectorizer handles our element-wise loops well, except where the code it must emit is a choice it
does not make: boolean stores packed the x86 way (passes/vectorize_bool_stores.py) and non-temporal stores of
big outputs (passes/stream_stores.py). Both passes rewrite an innermost loop

    scf.for %i = %lb to %ub step %c1 {            // or a 1-D omp.loop_nest work-shared in an omp.parallel
      %x = memref.load %a[%j, %i] ...            // %i the last index, every other index loop-invariant
      ... arith ops ...
      memref.store %y, %o[%j, %i] ...
    }

into a loop whose step does `lanes` elements with vector ops (`VectorBuilder`), plus scalar copies of the body
for the elements the vector steps do not cover (`scalar_loop`, marked for LLVM not to vectorize or unroll).
What they share here: the access check (`vector_access`: the last index is the induction variable and the
memref's last dim is contiguous), the aliasing check (`safe`: every stored buffer is an allocation, read in
the loop only where it is stored, so no lane reads what another lane of the same step writes; `Calls` follows
the buffer arguments of the async runtime's outlined loops to what each caller passes), and the OpenMP
shape (`shared_loop_region`; `rebuild` makes such a loop share out the vector steps). `is_broadcast_index`
and `copy_with` also serve `--tosabcast-version-loops` and `--tosabcast-version-sincos`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from mlir import ir
from mlir.dialects import llvm, memref, scf

from tosabcast.ir.bridge import string_value, walk_ops
from tosabcast.lowering.build import arith, bit_width, create

_VIEWS = frozenset(
    {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape", "memref.expand_shape"}
)
_ALLOCATIONS = frozenset({"memref.alloc", "memref.alloca"})


class Body:
    """An innermost loop body that a vector step can compute: its ops, induction variable, the values that vary
    with it, its loads and stores, and the broadcast selects `select(c, 0, iv)` (-> c) its loads index with."""

    def __init__(self, ops: list[ir.Operation], iv: ir.Value) -> None:
        self.ops = ops
        self.iv = iv
        self.varying: set[ir.Value] = {iv}
        self.loads: list[ir.Operation] = []
        self.stores: list[ir.Operation] = []
        self.broadcasts: dict[ir.Value, ir.Value] = {}


def scan(loop: ir.Operation, max_ops: int, computes: Callable[[str], bool], *, broadcasts: bool = False) -> Body | None:
    """The `Body` of an innermost `scf.for`/`omp.loop_nest` with step 1 and no results, if each op is a load or
    store that `vector_access` allows, an op `computes(name)` accepts whose varying operands and results are
    scalars (no `index`, no induction variable as an operand), or, with `broadcasts`, a `select(c, 0, iv)` whose
    result only loads use as their last index; else None. At most `max_ops` ops."""
    if len(loop.results) or not is_constant(loop.operands[2], 1):
        return None
    block = loop.regions[0].blocks[0]
    body = Body(list(block.operations), block.arguments[0])
    if len(body.ops) > max_ops:
        return None
    iv, varying = body.iv, body.varying
    for op in body.ops:
        if len(op.regions):
            return None
        if op.name == "memref.load":
            indices = list(op.operands)[1:]
            if indices and indices[-1] in body.broadcasts:
                indices[-1] = iv
            if not vector_access(op.operands[0], indices, iv, varying):
                return None
            body.loads.append(op)
            if indices and indices[-1] == iv:
                if not isinstance(op.results[0].type, ir.IntegerType | ir.FloatType):
                    return None
                varying.add(op.results[0])
        elif op.name == "memref.store":
            if not vector_access(op.operands[1], list(op.operands)[2:], iv, varying) or op.operands[-1] != iv:
                return None
            body.stores.append(op)
        elif broadcasts and is_broadcast_index(op, iv) and op.operands[0] not in varying:
            body.broadcasts[op.results[0]] = op.operands[0]
        elif computes(op.name):
            operands = list(op.operands)
            if iv in operands or any(v in body.broadcasts for v in operands):
                return None
            if any(v in varying for v in operands):
                if not all(isinstance(v.type, ir.IntegerType | ir.FloatType) for v in [*operands, *op.results]):
                    return None
                varying.update(op.results)
        elif op.name not in YIELDS:
            return None
    return body


def is_broadcast_index(op: ir.Operation, iv: ir.Value | None = None) -> bool:
    """`arith.select %c, %zero, %iv`, %zero a constant 0 and %iv `iv` (or, without it, the induction variable of
    an `scf.for`): our dynamic lowering's read of a dim that may broadcast at run time."""
    if op.name != "arith.select" or not is_constant(op.operands[1], 0):
        return False
    index = op.operands[2]
    if iv is not None:
        return index == iv
    return isinstance(index, ir.BlockArgument) and index.owner.owner.name == "scf.for"


def integer_constant(value: ir.Value) -> int | None:
    """The integer of an `arith.constant` (index or integer), or None if `value` is not one."""
    owner = value.owner
    if isinstance(owner, ir.Block) or owner.name != "arith.constant":
        return None
    attribute = owner.attributes["value"]
    return ir.IntegerAttr(attribute).value if isinstance(attribute, ir.IntegerAttr) else None


def is_constant(value: ir.Value, number: int) -> bool:
    return integer_constant(value) == number


NEVER = -1
"""A `min-bytes` option's value that no buffer reaches (stream-stores' and prefetch-streams' size thresholds)."""


def has_bytes(buffer: ir.Value, min_bytes: int) -> ir.Value:
    """At the insertion point: whether `buffer` (all of it, not a loop's part) has at least `min_bytes`, its sizes
    read from its descriptor (an i1)."""
    type_ = ir.MemRefType(buffer.type)
    index = ir.IndexType.get()
    sizes = list(memref.extract_strided_metadata(buffer))[2 : 2 + type_.rank]
    total = arith.constant(index, max(1, bit_width(type_.element_type) // 8))
    for size in sizes:
        total = arith.muli(total, size)
    return arith.cmpi(arith.CmpIPredicate.uge, total, arith.constant(index, min_bytes))


def defined_outside(value: ir.Value, anchor: ir.Operation) -> bool:
    """Whether `value` is defined outside `anchor` (not in its regions), so that it can be used before it."""
    owner = value.owner
    op = owner.owner if isinstance(owner, ir.Block) else owner
    while op is not None:
        if op == anchor:
            return False
        op = op.parent
    return True


def trip_count(loop: ir.Operation) -> int | None:
    """The constant trip count of an `scf.for`, or None when a bound or the step is not a constant."""
    return constant_trip_count(*loop.operands[:3])


def constant_trip_count(lower: ir.Value, upper: ir.Value, step: ir.Value) -> int | None:
    """Iterations of `for lower <= i < upper step step` when all three are constants (0 if upper <= lower)."""
    low, high, stride = (integer_constant(v) for v in (lower, upper, step))
    if low is None or high is None or not stride:
        return None
    return max(0, -(-(high - low) // stride))


def vector_access(memref: ir.Value, indices: Sequence[ir.Value], iv: ir.Value, varying: set[ir.Value]) -> bool:
    """Whether an access indexes by loop-invariant values, except maybe `iv` as the last index of a memref
    whose last dim is contiguous."""
    if any(index in varying for index in indices[:-1]):
        return False
    if not indices or indices[-1] != iv:
        return not indices or indices[-1] not in varying
    return innermost_contiguous(ir.MemRefType(memref.type))


def innermost_contiguous(type_: ir.MemRefType) -> bool:
    try:
        strides, _ = type_.get_strides_and_offset()
    except RuntimeError:  # a layout map that is not strided
        return False
    return bool(strides) and strides[-1] == 1


def identity_layout(type_: ir.MemRefType) -> bool:
    """Whether `type_` has the identity layout (a strided layout, even a contiguous one, does not count)."""
    if not isinstance(type_.layout, ir.AffineMapAttr):
        return False
    return ir.AffineMapAttr(type_.layout).value == ir.AffineMap.get_identity(type_.rank)


def collapse_to_1d(memref: ir.Value) -> ir.Value:
    """A 1-D view of an identity-layout `memref` (`memref.collapse_shape`, no copy), built at the insertion point."""
    return collapse(memref, [list(range(ir.MemRefType(memref.type).rank))])


def mergeable(type_: ir.MemRefType, dim: int) -> bool:
    """Whether dims `dim` and `dim + 1` of `type_` lie back to back in memory, so that a view can merge them: always
    with the identity layout; with a strided one (a subview's) when both sizes and strides are static and
    stride[dim] = stride[dim + 1] x size[dim + 1] (a padded buffer's interior merges its rows' inner dims, not
    its rows)."""
    if identity_layout(type_):
        return True
    if not isinstance(type_.layout, ir.StridedLayoutAttr):
        return False
    strides = ir.StridedLayoutAttr(type_.layout).strides
    sizes = (type_.shape[dim], type_.shape[dim + 1])
    if any(ir.ShapedType.is_dynamic_size(v) for v in sizes) or any(
        type_.is_dynamic_stride_or_offset(v) for v in strides
    ):
        return False
    return strides[dim] == strides[dim + 1] * type_.shape[dim + 1]


def collapse(memref: ir.Value, groups: Sequence[Sequence[int]]) -> ir.Value:
    """A view of `memref` with each group of its consecutive dims merged into one (`memref.collapse_shape`, no
    copy), built at the insertion point. With a strided layout every group must be `mergeable`; the view keeps
    the offset and takes each group's innermost stride."""
    type_ = ir.MemRefType(memref.type)
    shape = []
    for group in groups:
        size = 1
        for dim in group:
            if ir.ShapedType.is_dynamic_size(type_.shape[dim]):
                size = ir.ShapedType.get_dynamic_size()
                break
            size *= type_.shape[dim]
        shape.append(size)
    layout = None
    if not identity_layout(type_):
        strided = ir.StridedLayoutAttr(type_.layout)
        layout = ir.StridedLayoutAttr.get(strided.offset, [strided.strides[group[-1]] for group in groups])
    merged = ir.MemRefType.get(shape, type_.element_type, layout=layout, memory_space=type_.memory_space)
    i64 = ir.IntegerType.get_signless(64)
    reassociation = ir.ArrayAttr.get(
        [ir.ArrayAttr.get([ir.IntegerAttr.get(i64, d) for d in group]) for group in groups]
    )
    return ir.Operation.create(
        "memref.collapse_shape", results=[merged], operands=[memref], attributes={"reassociation": reassociation}
    ).result


def root(memref: ir.Value) -> ir.Value:
    """The buffer that `memref` is a view of (through subviews, reshapes and casts), or `memref` itself."""
    while not isinstance(memref.owner, ir.Block) and memref.owner.name in _VIEWS:
        memref = memref.owner.operands[0]
    return memref


def safe(
    loads: list[ir.Operation],
    stores: list[ir.Operation],
    calls: Calls,
    *,
    read_back: bool = True,
    allocated: bool = True,
) -> bool:
    """Every stored buffer is an allocation (with `allocated=False`, any buffer that can be followed), read in
    the loop only at the indices it is stored at (with `read_back=False`, not read in the loop at all: an
    accumulation, which outer loops read again).

    A buffer that is an argument of a private function (the async runtime's outlined loops) stands for what
    every call passes there, followed through the callers (`Calls`)."""
    for store in stores:
        roots = calls.roots(store.operands[1])
        if roots is None or (allocated and not all(_is_allocation(root) for root in roots)):
            return False
        for load in loads:
            read = calls.roots(load.operands[0])
            if read is None or (
                read & roots and (not read_back or list(load.operands)[1:] != list(store.operands)[2:])
            ):
                return False
    return True


def _is_allocation(value: ir.Value) -> bool:
    return not isinstance(value.owner, ir.Block) and value.owner.name in _ALLOCATIONS


class Calls:
    """The `func.call`s of each private function of a module, to follow buffer arguments to what is passed."""

    def __init__(self, module: ir.Operation) -> None:
        self.calls: dict[str, list[ir.Operation]] = {}
        self.private: dict[str, ir.Operation] = {}
        self.other_uses: set[str] = set()
        for op in walk_ops(module):
            if op.name == "func.func":
                visibility = op.attributes.get("sym_visibility")
                if visibility is not None and string_value(visibility) == "private" and len(op.regions[0].blocks):
                    self.private[string_value(op.attributes["sym_name"])] = op
            for name in op.attributes:
                attribute = op.attributes[name]
                if isinstance(attribute, ir.FlatSymbolRefAttr):
                    callee = string_value(attribute)
                    if op.name == "func.call" and name == "callee":
                        self.calls.setdefault(callee, []).append(op)
                    else:
                        self.other_uses.add(callee)

    def roots(self, memref: ir.Value, seen: frozenset[ir.Value] = frozenset()) -> set[ir.Value] | None:
        """The buffers `memref` may be (views followed); None if a private function's argument cannot be
        followed to every call (its address taken, a call through a cycle only)."""
        base = root(memref)
        owner = base.owner
        if not isinstance(owner, ir.Block) or base in seen:
            return {base} if base not in seen else set()
        function = owner.owner.operation
        name = string_value(function.attributes["sym_name"]) if function.name == "func.func" else None
        if name is None or owner != function.regions[0].blocks[0]:
            return {base}
        if name not in self.private:
            return {base}  # an argument of a public function: what the caller passes, never one of our allocations
        if name in self.other_uses or not self.calls.get(name):
            return None
        position = ir.BlockArgument(base).arg_number
        found: set[ir.Value] = set()
        for call in self.calls[name]:
            passed = self.roots(call.operands[position], seen | {base})
            if passed is None:
                return None
            found |= passed
        return found


_LOOPS_AND_FUNCTIONS = frozenset({"scf.for", "scf.parallel", "scf.while", "omp.loop_nest", "func.func"})


def enclosing_loop(op: ir.Operation) -> ir.Operation | None:
    """The innermost loop around `op` (an `scf.for`, `scf.parallel`, `scf.while` or `omp.loop_nest`; an `scf.if`
    between them is looked through), or None if a function comes first."""
    parent = op.parent
    while parent is not None and parent.name not in _LOOPS_AND_FUNCTIONS:
        parent = parent.parent
    return parent if parent is not None and parent.name != "func.func" else None


_MARKED_WIDTH = re.compile(r"\bwidth = (\d+) : i32")
_MARKED_INTERLEAVE = re.compile(r"\binterleave = <count = (\d+) : i32>")
_LOOPS = frozenset({"scf.for", "scf.while", "scf.parallel"})


def innermost(loop: ir.Operation) -> bool:
    """Whether no loop is nested in `loop`."""
    return all(inner == loop for inner in walk_ops(loop, _LOOPS))


def marked_width(loop: ir.Operation) -> int | None:
    """The vector width a pass asked of `loop` in its `loop_annotation` (`vectorize = <..., width = N : i32>`:
    `--tosabcast-expand-math` on AVX-512 hosts), or None."""
    if "loop_annotation" not in loop.attributes:
        return None
    found = _MARKED_WIDTH.search(str(loop.attributes["loop_annotation"]))
    return int(found.group(1)) if found else None


def marked_step(loop: ir.Operation) -> int | None:
    """The iterations of one vector step of `loop`'s mark: its width times its interleave count (64 for
    `--tosabcast-expand-math`'s 16 lanes and 4 steps on AVX-512 hosts), or None without a width."""
    width = marked_width(loop)
    if width is None:
        return None
    found = _MARKED_INTERLEAVE.search(str(loop.attributes["loop_annotation"]))
    return width * (int(found.group(1)) if found else 1)


WHOLE_STEPS = "tosabcast.whole_steps"
"""A loop's trip count is a multiple of this many iterations (`--tosabcast-fold-tails` sets it on the loop of whole
vector steps it leaves; `--tosabcast-prefetch-streams` reads it)."""


def whole_steps(loop: ir.Operation) -> int | None:
    """The number of iterations that `loop`'s trip count is known to be a multiple of (`WHOLE_STEPS`), or None."""
    if WHOLE_STEPS not in loop.attributes:
        return None
    return ir.IntegerAttr(loop.attributes[WHOLE_STEPS]).value


def folded_tail(loop: ir.Operation) -> bool:
    """Whether `loop` is marked for LLVM to run as masked vector steps (`predicateEnable`: a tail that
    `--tosabcast-fold-tails` split off)."""
    return "loop_annotation" in loop.attributes and "predicateEnable = true" in str(loop.attributes["loop_annotation"])


def no_vectorize_or_unroll() -> ir.Attribute:
    return ir.Attribute.parse("#llvm.loop_annotation<vectorize = <disable = true>, unroll = <disable = true>>")


def shared_loop_region(loop: ir.Operation) -> ir.Operation | None:
    """The `omp.parallel` of a 1-D `omp.loop_nest` directly in an `omp.wsloop` directly in it, if the loop's
    bounds are defined outside it (the vector loop's bound and the last elements' loop are built before and
    after it); else None."""
    wsloop = loop.parent
    parallel = wsloop.parent if wsloop is not None else None
    if len(loop.operands) != 3 or wsloop is None or wsloop.name != "omp.wsloop" or parallel is None:
        return None
    if parallel.name != "omp.parallel" or len(loop.attributes) and "loop_inclusive" in loop.attributes:
        return None
    for bound in loop.operands:
        owner = bound.owner
        op = owner.owner if isinstance(owner, ir.Block) else owner
        while op is not None and op != parallel:
            op = op.parent
        if op is not None:
            return None
    return parallel


def scalar_loop(ops: Iterable[ir.Operation], iv: ir.Value, lower: ir.Value, upper: ir.Value) -> scf.ForOp:
    """A copy of a loop body (`ops`, read at induction variable `iv`) as a loop over [lower, upper), which LLVM
    is told not to vectorize or unroll (it runs the few elements the vector steps leave)."""
    loop = scf.ForOp(lower, upper, arith.constant(ir.IndexType.get(), 1))
    with ir.InsertionPoint(loop.body):
        mapping: dict[ir.Value, ir.Value] = {iv: loop.induction_variable}
        for op in ops:
            if op.name not in YIELDS:
                copy_with(op, mapping)
        scf.YieldOp([])
    loop.operation.attributes["llvm.loop_annotation"] = no_vectorize_or_unroll()
    return loop


YIELDS = frozenset({"scf.yield", "omp.yield"})


def rebuild(loop: ir.Operation, builder: VectorBuilder, bounds: Sequence[ir.Value]) -> None:
    """Make `loop` (a work-shared `omp.loop_nest`, whose threads share out the steps) run the vector step that
    `builder` builds from its body, over (lower, upper, step) = `bounds`."""
    ops = list(loop.regions[0].blocks[0].operations)
    with ir.InsertionPoint(ops[0]), loop.location:
        builder.build(ops)
    for op in reversed(ops[:-1]):
        op.erase()
    for position, bound in enumerate(bounds):
        loop.operands[position] = bound


def copy_with(op: ir.Operation, mapping: dict[ir.Value, ir.Value]) -> None:
    """Clone `op` at the insertion point with its operands looked up in `mapping`; map its results to the copy's."""
    copy = op.clone()
    for position, operand in enumerate(copy.operands):
        copy.operands[position] = mapping.get(operand, operand)
    mapping.update(zip(op.results, copy.results, strict=True))


def vector_type(element: ir.Type, lanes: int) -> ir.VectorType:
    return ir.VectorType.get([lanes], element)


class VectorBuilder:
    """Build one vector step from the ops of a scalar loop body: the `varying` values (those that depend on the
    induction variable) become vectors of `lanes`, loads at the induction variable `vector.load`s, loop-invariant
    operands of vector ops `vector.broadcast`s; other ops are copied. `aliases` are index values that equal the
    induction variable wherever the vector step runs; `skipped` ops are not built. Subclasses say how a store is
    built (`store`)."""

    def __init__(
        self,
        varying: set[ir.Value],
        lanes: int,
        iv: ir.Value,
        vector_iv: ir.Value,
        aliases: Iterable[ir.Value] = (),
        skipped: Iterable[ir.Operation] = (),
    ) -> None:
        self.varying = varying
        self.lanes = lanes
        self.values: dict[ir.Value, ir.Value] = {iv: vector_iv}
        self.values.update((alias, vector_iv) for alias in aliases)
        self.aliases = set(aliases)
        self.skipped = set(skipped)
        self.splats: dict[ir.Value, ir.Value] = {}

    def build(self, ops: Sequence[ir.Operation]) -> None:
        for op in ops:
            if op.name in YIELDS or op in self.skipped or (len(op.results) == 1 and op.results[0] in self.aliases):
                continue
            if op.name == "memref.store":
                self.store(op)
            elif any(v in self.varying for v in op.results):
                self.vector_op(op)
            else:
                copy_with(op, self.values)

    def scalar(self, value: ir.Value) -> ir.Value:
        return self.values.get(value, value)

    def vector(self, value: ir.Value) -> ir.Value:
        if value in self.varying:
            return self.values[value]
        if value not in self.splats:
            scalar = self.scalar(value)
            self.splats[value] = create("vector.broadcast", vector_type(scalar.type, self.lanes), [scalar])
        return self.splats[value]

    def vector_op(self, op: ir.Operation) -> None:
        if op.name == "memref.load":
            memref, indices = op.operands[0], [self.scalar(v) for v in list(op.operands)[1:]]
            loaded = create("vector.load", vector_type(op.results[0].type, self.lanes), [memref, *indices])
            self.values[op.results[0]] = loaded
            return
        attributes = {name: op.attributes[name] for name in op.attributes}
        results = [vector_type(r.type, self.lanes) for r in op.results]
        operands = [self.vector(v) for v in op.operands]
        if op.name == "llvm.intr.ldexp":  # the dialect's op takes a scalar exponent only; LLVM's takes vectors
            built = llvm.CallIntrinsicOp(results[0], "llvm.ldexp", operands, [], []).operation
        else:
            built = ir.Operation.create(op.name, results=results, operands=operands, attributes=attributes)
        self.values.update(zip(op.results, built.results, strict=True))

    def store(self, op: ir.Operation, attributes: dict[str, ir.Attribute] | None = None) -> None:
        """`vector.store` of the stored value's vector, with `attributes`."""
        memref, indices = op.operands[1], [self.scalar(v) for v in list(op.operands)[2:]]
        operands = [self.vector(op.operands[0]), memref, *indices]
        ir.Operation.create("vector.store", results=[], operands=operands, attributes=attributes)


class IndexConstants:
    """The index constants of a nest being built, one op per value: at the insertion point until `hoist(op)`, then
    right before `op`, where every region of the nest sees them (the kernels of block-registers and
    transpose-tiles)."""

    def __init__(self) -> None:
        self._values: dict[int, ir.Value] = {}
        self._top: ir.InsertionPoint | None = None

    def __call__(self, value: int) -> ir.Value:
        if value not in self._values:
            if self._top is None:
                self._values[value] = _index_constant(value)
            else:
                with self._top:
                    self._values[value] = _index_constant(value)
        return self._values[value]

    def hoist(self, op: ir.Operation) -> None:
        self._top = ir.InsertionPoint(op)


def _index_constant(value: int) -> ir.Value:
    index = ir.IndexType.get()
    return create("arith.constant", index, [], {"value": ir.IntegerAttr.get(index, value)})


def parallel_nest(
    uppers: Sequence[ir.Value], constants: IndexConstants, attributes: dict[str, ir.Attribute] | None = None
) -> tuple[list[ir.Value], ir.InsertionPoint]:
    """An `scf.parallel` from 0 to each of `uppers` by 1 at the insertion point, with `attributes`, the constants
    built after it hoisted before it; return its induction variables and the insertion point of its body."""
    count = len(uppers)
    parallel = ir.Operation.create(
        "scf.parallel",
        operands=[constants(0)] * count + list(uppers) + [constants(1)] * count,
        attributes={"operandSegmentSizes": ir.DenseI32ArrayAttr.get([count, count, count, 0]), **(attributes or {})},
        regions=1,
    )
    constants.hoist(parallel)
    block = parallel.regions[0].blocks.append(*([ir.IndexType.get()] * count))
    with ir.InsertionPoint(block):
        terminator = ir.Operation.create("scf.reduce", operands=[])
    return list(block.arguments), ir.InsertionPoint(terminator)


def round_down(extent: ir.Value, size: int | None, multiple: int, constants: IndexConstants) -> ir.Value:
    """`extent` (static `size`, or None) rounded down to a multiple of `multiple`: a constant where it is static."""
    if size is not None:
        return constants(size - size % multiple)
    return create(
        "arith.subi", extent.type, [extent, create("arith.remui", extent.type, [extent, constants(multiple)])]
    )
