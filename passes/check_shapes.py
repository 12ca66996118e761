"""Check at run time that the sizes of every op's operands agree, before anything reads them.

TOSA leaves dynamic sizes to run time: `tosa.add` of `?x4` and `?x4` is valid
for 3x4 and 1x4 but not for 3x4 and 5x4, and a `tosa.matmul` of `1x?x16` and
`1x16x8` needs the K dims to agree. The lowerings (ours and stock
`tosa-to-linalg`) assume they do: sizes that do not agree make the loops read
out of bounds. This pass runs on TOSA, before lowering, and puts a check in
front of every op whose sizes must agree at run time, on the sizes the
compiled code really has, whatever op produced them:

    %0 = tosa.matmul %a, %w ... -> tensor<1x?x8xf32>
    %1 = tosa.add %0, %b : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
becomes
    %0 = tosa.matmul %a, %w ...
    %n0 = tensor.dim %0, 1            ; sizes of other ops' results: tensor.dim
    %n1 = tensor.dim %b, 1
    %bad = %n0 != %n1 and %n0 != 1 and %n1 != 1
    scf.if %bad and %status[0] == 0 {tosabcast.shape_check} {
      %status[0..4] = [-3, site, %n0, %n1]  ; site 1: 'tosa.add' op operand #1 dim 1 has runtime size {b}, ...
    }
    %1 = tosa.add %0, %b ...

Checked: element-wise broadcasts (every pair of operands per dim, the result
type's static dims, and under `tosabcast.assume_no_runtime_broadcast` every
dim the lowering reads unbroadcast), `tosa.matmul` (batch and K dims, result
dims), `tosa.concat` (the dims off the axis; the sum along it against a static
result dim), `tosa.reshape` (the element count), `tosa.slice` (start + size
within the dim), `tosa.gather` and `tosa.scatter` (N, W and C dims, and every
index within operand #0's dim 1: the data, read by a `tosa.reduce_min` and a
`tosa.reduce_max` of the indices, since an index outside makes the stock
loops read or write out of bounds), and the static result dims of
`tosa.transpose`, `tosa.reduce_*`, `tosa.argmax`, `tosa.reverse`, `tosa.tile`,
`tosa.pad`, the convolutions and the pools (batch, channels, and the spatial
sizes by the window formula the TOSA specification gives, with floor division:
its "wholly divisible" rule for static sizes stays the verifier's). A static
result dim is what the declared type claims (for `tosa.reshape` a static result
dim where the target says `-1` counts as part of the target; for `tosa.slice` a
size of `-1` is `dim - start`); `--tosabcast-prepare-stock` later gives stock
ops the types their operands prove and a `tensor.cast` to these, so this check
is what keeps that cast honest. Ops in nested regions
(`tosa.cond_if`, `tosa.while_loop`, `scf.if`, `scf.for`) are checked where
they run. A check is emitted only where a size is dynamic and could be wrong:
static sizes are the verifier's, and two dims that `tosabcast.ir.symbolic_dims`
proves equal need none; a size they prove static (`4x1x?` against `?x1x3` is
4x1x3) decides its check here. A check decided to fail means the op can never
run: the call always stops there, and the op becomes empty tensors of its
result types. Stock lowered such ops to invalid IR once the pipeline proved
their operands static (a reshape of 12 elements into `tensor<36xi32>` to a
`memref.cast` between the two, a concat, a transpose, a slice past the end: a
compile error on both lowerings, the reshape found by the fuzzer's call mode),
and a pad's or a reduction's result dim, proven static and wrong, went
unchecked (a pad to `4x1x9` of a proven `4x1x3` returned 4 columns never
written).

Sizes are read where they cost no fusion: an element-wise result's size is
computed from its operands' sizes (`select(a == 1, b, a)`), never read with
`tensor.dim` (that would be one more use of the value, and our lowering fuses
only values with no other use); other values' sizes are `tensor.dim`s.

With `status-argument=true` (how `tosabcast.compile` builds for its JIT) a
failed check writes the first failure into the trailing status argument
(`tosabcast.lowering.status`: code -3, the site, the two sizes), every function
with a body takes it and calls pass it on; the sites are the module attribute
`tosabcast.shape_check_sites` (`[function, location, message]`, the message
with `{a}` and `{b}` for the sizes). `--tosabcast-guard-allocations` (status
mode) later skips all work that may touch memory once the status is set, so
nothing runs on sizes that do not agree. Without it (the named pipelines), a
failed check writes `tosabcast: shape mismatch at model.mlir:4:10: ...` to
stderr and exits with status 1.

Not checked: ops whose operands need not agree (unary ops, casts), a dynamic
channel dim of a convolution's input against its weights (static in every
export we have seen), and the FFTs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mlir import ir
from mlir.dialects import arith, tensor

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, shape_of, walk_ops
from tosabcast.ir.diagnostics import location_text
from tosabcast.ir.op_shapes import const_shape_values, int_array
from tosabcast.ir.symbolic_dims import ASSUME_NO_RUNTIME_BROADCAST, SymbolicDims, assumes_no_runtime_broadcast
from tosabcast.lowering import build
from tosabcast.lowering.status import (
    CHECK_ATTRIBUTE,
    SHAPE_MISMATCH,
    Constants,
    ExitMessages,
    add_status_argument,
    callee_name,
    function_name,
    pass_status,
    report_if,
    top_level,
)
from tosabcast.registry import Option, PassInfo
from tosabcast.shapes import ShapeError, format_shape

SITES_ATTRIBUTE = "tosabcast.shape_check_sites"
"""Module attribute (status mode): `[[function, location, message], ...]`, indexed by status word 1 minus 1."""

Size = int | ir.Value
"""A runtime size: a static int, or an `index` value."""

_SizeOf = Callable[[int], Size]

_REDUCE = frozenset({
    "tosa.reduce_sum", "tosa.reduce_max", "tosa.reduce_min", "tosa.reduce_product", "tosa.reduce_all",
    "tosa.reduce_any",
})  # fmt: skip
_SAME_SHAPE = frozenset({"tosa.reverse", "tosa.rescale", "tosa.table", "tosa.identity"})
_OPERAND_DIMS_OPS = frozenset({"tosa.transpose", "tosa.argmax", "tensor.cast", *_REDUCE, *_SAME_SHAPE})
_WINDOWED = frozenset({
    "tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d", "tosa.transpose_conv2d", "tosa.avg_pool2d",
    "tosa.max_pool2d",
})  # fmt: skip


def check_shapes(module: ir.Operation, *, status_argument: bool = False) -> bool:
    """Put a runtime check of the sizes in front of every op of `module` whose sizes must agree."""
    with module.location:
        functions = [op for op in top_level(module) if op.name == "func.func" and op.regions[0].blocks]
        with_body = {function_name(f) for f in functions}
        sink = _StatusSink() if status_argument else _ExitSink(module)
        for function in functions:
            status = add_status_argument(function) if status_argument else None
            if status is not None:
                for call in list(walk_ops(function, frozenset({"func.call"}))):
                    if callee_name(call) in with_body:
                        pass_status(call, status)
            checker = _Checker(function, status, sink)
            checker.run()
            # after the walk (later checks read these ops' results), innermost first: the walk visits an op
            # before the ops in its regions, and erasing it erases them
            for op in reversed(dict.fromkeys(checker.never)):
                _never_run(op)
        sink.finish(module)
    return True


# Where failures go --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Check:
    """One check: the op, what failed, the two sizes its message names."""

    op: ir.Operation
    function: str
    failed: ir.Value
    message: str  # with `{a}` and `{b}` for the runtime sizes
    exit_message: str  # without them
    a: Size
    b: Size


class _StatusSink:
    """Status mode: a site per check, reported into the status argument."""

    def __init__(self) -> None:
        self.sites: list[ir.Attribute] = []

    def emit(self, check: _Check, status: ir.Value | None, constants: Constants) -> None:
        assert status is not None
        self.sites.append(
            ir.ArrayAttr.get(
                [ir.StringAttr.get(check.function), check.op.location.attr, ir.StringAttr.get(check.message)]
            )
        )
        words: list[ir.Value | int] = [SHAPE_MISMATCH, len(self.sites), _i64(check.a), _i64(check.b)]
        guard = report_if(check.failed, status, constants, words)
        guard.attributes[CHECK_ATTRIBUTE] = ir.UnitAttr.get()

    def finish(self, module: ir.Operation) -> None:
        if self.sites:
            module.attributes[SITES_ATTRIBUTE] = ir.ArrayAttr.get(self.sites)


class _ExitSink:
    """Exit mode: a message on stderr and exit status 1."""

    def __init__(self, module: ir.Operation) -> None:
        self.messages = ExitMessages(module, "__tosabcast_shape_mismatch_")

    def emit(self, check: _Check, status: ir.Value | None, constants: Constants) -> None:
        where = location_text(check.op.location)
        text = f"tosabcast: shape mismatch at {where} in @{check.function}: {check.exit_message}\n"
        self.messages.exit_if(check.failed, text, constants)

    def finish(self, module: ir.Operation) -> None:
        self.messages.finish()


def _i64(size: Size) -> ir.Value | int:
    if isinstance(size, int):
        return size
    return arith.index_cast(ir.IntegerType.get_signless(64), size)


# The checks ---------------------------------------------------------------------------------------


class _Checker:
    """Emits the checks of one function, op by op in program order."""

    def __init__(self, function: ir.Operation, status: ir.Value | None, sink: _StatusSink | _ExitSink) -> None:
        self.function = function
        self.name = function_name(function)
        self.status = status
        self.sink = sink
        self.constants = Constants(function)
        self.sizes: dict[tuple[ir.Value, int], Size] = {}
        # Broadcast sizes by the sizes they combine (`broadcast`), and the pairs of sizes checked (`compatible`):
        # reused where they dominate, so a chain of ops broadcasting against the same operands makes one size
        # and one check, not a select of a select of ... (LLVM's InstCombine took 97 % of 7 s on a chain of 600
        # dynamic adds, quadratic in its length).
        self.leaves: dict[ir.Value, frozenset[tuple[str, object]]] = {}
        self.by_leaves: dict[frozenset[tuple[str, object]], ir.Value] = {}
        self.checked: dict[tuple[tuple[str, object], tuple[str, object]], ir.Operation] = {}
        self.symbols = SymbolicDims()
        self.assumed = assumes_no_runtime_broadcast(function)
        self.never: list[ir.Operation] = []  # ops whose check always fails: they never run

    def run(self) -> None:
        for op in list(walk_ops(self.function)):
            if op.name in ELEMENTWISE_ARITY:
                self.elementwise(op)
            elif op.name == "tosa.matmul":
                self.matmul(op)
            elif op.name == "tosa.concat":
                self.concat(op)
            elif op.name == "tosa.reshape":
                self.reshape(op)
            elif op.name == "tosa.slice":
                self.slice(op)
            elif (dims := _operand_dims(op)) is not None:
                self.result_dims(op, lambda k, d=dims, o=op: 1 if d[k] is None else self.size(o.operands[0], d[k]))  # type: ignore[misc]
            elif op.name in _WINDOWED:
                self.windowed(op)
            elif op.name == "tosa.resize":
                self.resize(op)
            elif op.name == "tosa.gather":
                self.gather(op)
            elif op.name == "tosa.scatter":
                self.scatter(op)
            elif op.name in ("tosa.tile", "tosa.pad"):
                self.grown(op)

    # Sizes ---------------------------------------------------------------------------------------

    def size(self, value: ir.Value, k: int) -> Size:
        """The runtime size of dim `k` of `value`, emitted where it dominates every use of `value`."""
        shape = shape_of(value.type)
        if shape is not None and shape[k] is not None:
            return shape[k]
        known = self.sizes.get((value, k))
        if known is not None:
            return known
        owner = value.owner
        if isinstance(value, ir.OpResult) and owner.name in ELEMENTWISE_ARITY:
            with owner.location, ir.InsertionPoint(owner):
                size = self.broadcast([self.size(v, k) for v in _broadcast_operands(owner)])
        elif isinstance(value, ir.OpResult):
            with owner.location, ir.InsertionPoint.after(owner):
                size = tensor.dim(value, self.constants.index(k))
        else:
            block = value.owner
            with block.owner.location, ir.InsertionPoint.at_block_begin(block):  # before the entry's constants
                size = tensor.dim(value, arith.constant(ir.IndexType.get(), k))
        self.sizes[(value, k)] = size
        return size

    def broadcast(self, sizes: Sequence[Size]) -> Size:
        """Emit the broadcast of `sizes` (valid once the checks pass): the one that is not 1, or 1. A broadcast of
        the same sizes (as a set: broadcasting is associative, commutative and idempotent on sizes the checks
        passed) that dominates the insertion point is reused."""
        leaves = frozenset(leaf for size in sizes if size != 1 for leaf in self.leaves_of(size))
        known = self.by_leaves.get(leaves)
        if known is not None and _dominates(known.owner, ir.InsertionPoint.current):
            return known
        result = self.fold_broadcast(sizes)
        if isinstance(result, ir.Value) and isinstance(result, ir.OpResult) and len(leaves) > 1:
            self.leaves[result] = leaves
            self.by_leaves[leaves] = result
        return result

    def leaves_of(self, size: Size) -> frozenset[tuple[str, object]]:
        if isinstance(size, int):
            return frozenset({("int", size)})
        return self.leaves.get(size, frozenset({("value", size)}))

    def fold_broadcast(self, sizes: Sequence[Size]) -> Size:
        result = sizes[0]
        for size in sizes[1:]:
            if size == 1 or _same(size, result):
                continue
            if result == 1 or isinstance(size, int):
                result = size
            elif not isinstance(result, int):
                one = arith.cmpi(arith.CmpIPredicate.eq, result, self.constants.index(1))
                result = arith.select(one, size, result)
        return result

    # Emitting ------------------------------------------------------------------------------------

    def check(
        self, op: ir.Operation, failed: ir.Value | bool, message: str, exit_message: str, a: Size, b: Size
    ) -> None:
        """Report `message` (sizes `a`, `b`) when `failed` holds; a constant False emits nothing."""
        if failed is False:
            return
        if failed is True:
            self.never.append(op)
            failed = arith.constant(ir.IntegerType.get_signless(1), 1)
        assert isinstance(failed, ir.Value)
        self.sink.emit(_Check(op, self.name, failed, message, exit_message, a, b), self.status, self.constants)

    def ne(self, a: Size, b: Size) -> ir.Value | bool:
        """`a != b`: decided here where both are static (declared or proven), else a runtime comparison."""
        if isinstance(a, int) and isinstance(b, int):
            return a != b
        if _same(a, b):
            return False
        return arith.cmpi(arith.CmpIPredicate.ne, self.index(a), self.index(b))

    def lt(self, a: Size, b: Size) -> ir.Value | bool:
        """`a < b`, unsigned, decided as `ne` is."""
        if isinstance(a, int) and isinstance(b, int):
            return a < b
        return arith.cmpi(arith.CmpIPredicate.ult, self.index(a), self.index(b))

    def index(self, size: Size) -> ir.Value:
        return self.constants.index(size) if isinstance(size, int) else size

    def all_of(self, conditions: Sequence[ir.Value | bool]) -> ir.Value | bool:
        values: list[ir.Value] = []
        for condition in conditions:
            if condition is False:
                return False
            if condition is not True:
                values.append(condition)  # type: ignore[arg-type]
        if not values:
            return True
        result = values[0]
        for value in values[1:]:
            result = arith.andi(result, value)
        return result

    def equal_sizes(self, op: ir.Operation, first: tuple[int, int], second: tuple[int, int]) -> None:
        """Check that operand #i dim k equals operand #j dim l, for `first` = (i, k) and `second` = (j, l)."""
        (i, k), (j, dim) = first, second
        a, b = self.size(op.operands[i], k), self.size(op.operands[j], dim)
        with op.location, ir.InsertionPoint(op):
            self.check(
                op,
                self.ne(a, b),
                f"'{op.name}' op operand #{j} dim {dim} has runtime size {{b}}, incompatible with size {{a}} "
                f"of operand #{i}",
                f"'{op.name}' op operand #{j} dim {dim} has a runtime size other than operand #{i}'s dim {k}",
                a,
                b,
            )

    def result_dims(self, op: ir.Operation, runtime: _SizeOf) -> None:
        """Check that the static dims of `op`'s result are its runtime sizes (`runtime(k)`)."""
        shape = shape_of(op.results[0].type)
        if shape is None:
            return
        for k, want in enumerate(shape):
            if want is None:
                continue
            self.static_result(op, k, runtime(k), want)

    def static_result(self, op: ir.Operation, k: int, have: Size, want: int) -> None:
        """Check that result dim `k`, of static size `want`, has that size at run time (`have`)."""
        if isinstance(have, int) and have == want:
            return  # static and right (a size the operand's type has is the verifier's; one proven, ours)
        with op.location, ir.InsertionPoint(op):
            self.check(
                op,
                self.ne(have, want),
                f"'{op.name}' op result dim {k} has static size {want}, incompatible with runtime size {{a}}",
                f"'{op.name}' op result dim {k} has static size {want}, incompatible with its runtime size",
                have,
                want,
            )

    # Ops -----------------------------------------------------------------------------------------

    def elementwise(self, op: ir.Operation) -> None:
        operands = _broadcast_operands(op)
        result_shape = shape_of(op.results[0].type)
        shapes = [shape_of(v.type) for v in operands]
        if result_shape is None or any(s is None or len(s) != len(result_shape) for s in shapes):
            return  # unranked or rank-mismatched: our lowering refuses it
        symbols = [self.symbols.of(v) for v in operands]
        try:
            self.symbols.define(op.results[0], symbols)  # type: ignore[arg-type]
        except ShapeError:
            pass  # the verifier's
        for k in range(len(result_shape)):
            sizes = [self.size(v, k) for v in operands]
            with op.location, ir.InsertionPoint(op):
                for j in range(1, len(operands)):
                    for i in range(j):
                        if symbols[i] is not None and symbols[i][k] == symbols[j][k]:  # type: ignore[index]
                            continue  # proven equal
                        self.compatible(op, (i, sizes[i]), (j, sizes[j]), k)
                result = self.broadcast(sizes)
                if self.assumed:
                    self.unbroadcast(op, symbols, sizes, result, k)
            want = result_shape[k]
            if want is None:
                self.sizes[(op.results[0], k)] = result  # computed before the op: it dominates every use
            else:
                self.static_result(op, k, result, want)

    def compatible(self, op: ir.Operation, first: tuple[int, Size], second: tuple[int, Size], k: int) -> None:
        """Check that two operands' sizes of dim `k` broadcast: equal, or one of them 1."""
        (i, a), (j, b) = first, second
        if a == 1 or b == 1 or _same(a, b):
            return
        # two static sizes that differ here, neither 1, were proven through broadcasts (declared ones would not have
        # passed the verifier): the check is decided, and the op never runs
        left, right = self.leaves_of(a), self.leaves_of(b)
        if left <= right or right <= left:
            return  # one is the broadcast of sizes that include the other's: compatible once those were checked
        key = (_key(a), _key(b))
        earlier = self.checked.get(key)
        if earlier is not None and _dominates(earlier, ir.InsertionPoint.current):
            return  # the same sizes, checked where it dominates: passed, or the status is set already
        self.checked[key] = op
        self.check(
            op,
            self.all_of([self.ne(a, b), self.ne(a, 1), self.ne(b, 1)]),
            f"'{op.name}' op operand #{j} dim {k} has runtime size {{b}}, incompatible with size {{a}} of operand #{i}",
            f"'{op.name}' op operand #{j} dim {k} has a runtime size incompatible with operand #{i}'s",
            a,
            b,
        )

    def unbroadcast(
        self, op: ir.Operation, symbols: Sequence[object], sizes: Sequence[Size], result: Size, k: int
    ) -> None:
        """Under the no-runtime-broadcast assumption: the dims the lowering reads unbroadcast equal the result's."""
        for i, (dims, size) in enumerate(zip(symbols, sizes, strict=True)):
            if dims is None or isinstance(dims[k], int) or isinstance(size, int):  # type: ignore[index]
                continue  # a static dim (proven or declared) broadcasts as usual
            self.check(
                op,
                self.ne(size, result),
                f"'{op.name}' op operand #{i} dim {k} has runtime size {{a}}, but @{self.name} assumes no runtime "
                f"broadcast ({ASSUME_NO_RUNTIME_BROADCAST}) and the result dim has size {{b}}",
                f"'{op.name}' op operand #{i} dim {k} broadcasts at run time, but @{self.name} assumes no runtime "
                f"broadcast ({ASSUME_NO_RUNTIME_BROADCAST})",
                size,
                result,
            )

    def matmul(self, op: ir.Operation) -> None:
        """`[N, H, C] x [N, C, W] -> [N, H, W]`: the N dims and the C dims agree."""
        if any(shape_of(v.type) is None for v in list(op.operands)[:2]):
            return
        self.equal_sizes(op, (0, 0), (1, 0))
        self.equal_sizes(op, (0, 2), (1, 1))
        a, b = op.operands[0], op.operands[1]
        self.result_dims(op, lambda k: self.size(a, k) if k < 2 else self.size(b, 2))

    def concat(self, op: ir.Operation) -> None:
        """The operands agree off the axis."""
        axis = ir.IntegerAttr(op.attributes["axis"]).value
        shapes = [shape_of(v.type) for v in op.operands]
        if any(s is None for s in shapes):
            return
        for j in range(1, len(shapes)):
            for k in range(len(shapes[0])):  # type: ignore[arg-type]
                if k != axis:
                    self.equal_sizes(op, (0, k), (j, k))

        def runtime(k: int) -> Size:
            if k != axis:
                return self.size(op.operands[0], k)
            sizes = [self.size(v, k) for v in op.operands]
            with op.location, ir.InsertionPoint(op):
                total: Size = 0
                for size in sizes:
                    total = self.plus(size, total) if isinstance(total, int) else arith.addi(total, self.index(size))
                return total

        self.result_dims(op, runtime)

    def reshape(self, op: ir.Operation) -> None:
        """The element count survives: equal to the target's, or divisible by its known part (one `-1`). A static
        result dim where the target says `-1` is part of the target: `[-1]` into `tensor<63xf32>` needs 63."""
        source, target = shape_of(op.operands[0].type), const_shape_values(op.operands[1])
        result = shape_of(op.results[0].type)
        if source is None or target is None or all(d is not None for d in source):
            return
        if result is not None and len(result) == len(target):
            target = [r if t < 0 and r is not None else t for t, r in zip(target, result, strict=True)]
        with op.location, ir.InsertionPoint(op):
            count: Size = 1
            for k in range(len(source)):
                count = self.product(count, self.size(op.operands[0], k))
            known = 1
            for d in target:
                known *= d if d >= 0 else 1
            into = format_shape(tuple(None if d < 0 else d for d in target))
            if -1 in target:
                if known == 0:
                    return
                failed = self.ne(self.remainder(count, known), 0)
            else:
                failed = self.ne(count, known)
            self.check(
                op,
                failed,
                f"'{op.name}' op cannot reshape {{a}} elements into {into}",
                f"'{op.name}' op cannot reshape its runtime element count into {into}",
                count,
                known,
            )

    def remainder(self, a: Size, b: int) -> Size:
        if isinstance(a, int):
            return a % b
        return arith.remui(a, self.constants.index(b))

    def product(self, a: Size, b: Size) -> Size:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        return arith.muli(self.index(a), self.index(b))

    def slice(self, op: ir.Operation) -> None:
        """`start + size` stays within every dynamic dim; a size of `-1` (to the end) gives `dim - start`, which a
        static result dim must be."""
        source = shape_of(op.operands[0].type)
        start, size = const_shape_values(op.operands[1]), const_shape_values(op.operands[2])
        if source is None or start is None or size is None:
            return

        def runtime(k: int) -> Size:
            if size[k] >= 0:
                return size[k]
            have = self.size(op.operands[0], k)
            with op.location, ir.InsertionPoint(op):
                return self.plus(have, -start[k])

        self.result_dims(op, runtime)
        for k, dim in enumerate(source):
            if dim is not None or size[k] < 0:
                continue
            have = self.size(op.operands[0], k)
            end = start[k] + size[k]
            with op.location, ir.InsertionPoint(op):
                self.check(
                    op,
                    self.lt(have, end),
                    f"'{op.name}' op operand #0 dim {k} has runtime size {{a}}, less than start + size {{b}}",
                    f"'{op.name}' op operand #0 dim {k} has a runtime size less than start + size {end}",
                    have,
                    end,
                )

    def gather(self, op: ir.Operation) -> None:
        """`values [N, K, C]`, `indices [N, W]` -> `[N, W, C]`: the N dims agree, every index is in [0, K)."""
        values, indices = op.operands[0], op.operands[1]
        if shape_of(values.type) is None or shape_of(indices.type) is None:
            return
        self.equal_sizes(op, (0, 0), (1, 0))
        self.result_dims(op, lambda k: self.size(indices, k) if k < 2 else self.size(values, 2))
        self.indices_within(op, 1, self.size(values, 1))

    def scatter(self, op: ir.Operation) -> None:
        """`values_in [N, K, C]`, `indices [N, W]`, `input [N, W, C]`: N, W and C agree, every index is in [0, K)."""
        values, indices, updates = op.operands[0], op.operands[1], op.operands[2]
        if any(shape_of(v.type) is None for v in (values, indices, updates)):
            return
        self.equal_sizes(op, (0, 0), (1, 0))
        self.equal_sizes(op, (0, 0), (2, 0))
        self.equal_sizes(op, (1, 1), (2, 1))
        self.equal_sizes(op, (0, 2), (2, 2))
        self.result_dims(op, lambda k: self.size(values, k))
        self.indices_within(op, 1, self.size(values, 1))

    def indices_within(self, op: ir.Operation, operand: int, bound: Size) -> None:
        """Check that every element of the 2-D i32 index tensor `op.operands[operand]` is in [0, `bound`).

        Not a size but the data: an index outside makes the lowered loops (stock `tosa-to-linalg`) read or write
        out of bounds. The smallest and largest index come from two `tosa.reduce_min`/`reduce_max` pairs, which
        read the indices once more (N x W elements, against the N x W x C the op moves); for no index at all they
        are INT_MAX and INT_MIN, and nothing fails."""
        indices = op.operands[operand]
        known = const_shape_values(indices)
        if known is not None and isinstance(bound, int) and all(0 <= i < bound for i in known):
            return  # constant indices within a static dim
        element = ir.RankedTensorType(indices.type).element_type
        with op.location, ir.InsertionPoint(op):
            low = self.extreme(indices, "tosa.reduce_min")
            high = self.extreme(indices, "tosa.reduce_max")
            bound_value = arith.index_cast(element, self.index(bound))
            negative = arith.cmpi(arith.CmpIPredicate.slt, low, arith.constant(element, 0))
            beyond = arith.cmpi(arith.CmpIPredicate.sge, high, bound_value)
            culprit = arith.index_cast(ir.IndexType.get(), arith.select(negative, low, high))
            self.check(
                op,
                arith.ori(negative, beyond),
                f"'{op.name}' op operand #{operand} holds index {{a}}, outside [0, {{b}}) (operand #0 dim 1)",
                f"'{op.name}' op operand #{operand} holds an index outside operand #0's dim 1",
                culprit,
                bound,
            )

    def extreme(self, tensor_value: ir.Value, reduction: str) -> ir.Value:
        """The smallest or largest element (`reduction`) of a 2-D tensor, as a scalar."""
        ranked = ir.RankedTensorType(tensor_value.type)
        i32 = ir.IntegerType.get_signless(32)
        value = tensor_value
        for axis in range(ranked.rank):
            shape = [1 if k <= axis else ranked.get_dim_size(k) for k in range(ranked.rank)]
            result = ir.RankedTensorType.get(shape, ranked.element_type)
            value = ir.Operation.create(
                reduction, results=(result,), operands=(value,), attributes={"axis": ir.IntegerAttr.get(i32, axis)}
            ).result
        zeros = [self.constants.index(0)] * ranked.rank
        return tensor.extract(value, zeros)

    def grown(self, op: ir.Operation) -> None:
        """`tosa.tile` (dim times its multiple) and `tosa.pad` (dim plus both paddings): the static result dims."""
        source = shape_of(op.operands[0].type)
        amounts = const_shape_values(op.operands[1])
        if source is None or amounts is None:
            return
        source_value = op.operands[0]

        def runtime(k: int) -> Size:
            size = self.size(source_value, k)
            with op.location, ir.InsertionPoint(op):
                if op.name == "tosa.tile":
                    return self.product(size, amounts[k])
                return self.plus(size, amounts[2 * k] + amounts[2 * k + 1])

        self.result_dims(op, runtime)

    def windowed(self, op: ir.Operation) -> None:
        """Convolutions and pools: the batch, every spatial size (from the input's, kernel, pad, stride and
        dilation, as the TOSA specification computes it) and the channels of the result."""
        x = shape_of(op.operands[0].type)
        if x is None:
            return
        spatial = len(x) - 2
        stride = int_array(op, "stride")
        pad = int_array(op, "pad") or int_array(op, "out_pad")
        dilation = int_array(op, "dilation") or [1] * spatial
        kernel = int_array(op, "kernel")
        if stride is None or pad is None:
            return
        weight = op.operands[1] if kernel is None else None
        if weight is not None and shape_of(weight.type) is None:
            return
        source = op.operands[0]

        def kernel_size(i: int) -> Size | None:
            if kernel is not None:
                return kernel[i]
            index = i if op.name == "tosa.depthwise_conv2d" else i + 1  # depthwise: KH, KW, C, M
            return self.size(weight, index)  # type: ignore[arg-type]

        def runtime(k: int) -> Size:
            if k == 0:
                return self.size(source, 0)
            if k == len(x) - 1 and weight is None:
                return self.size(source, k)
            if k == len(x) - 1 and op.name != "tosa.depthwise_conv2d":
                return self.size(weight, 0)  # type: ignore[arg-type]
            sizes = [self.size(weight, 2), self.size(weight, 3)] if k == len(x) - 1 else []  # type: ignore[arg-type]
            i = k - 1
            size, window = (self.size(source, k), kernel_size(i)) if not sizes else (0, 0)
            with op.location, ir.InsertionPoint(op):
                if sizes:  # depthwise: C * M
                    return self.product(sizes[0], sizes[1])
                if op.name == "tosa.transpose_conv2d":  # (size - 1) * stride + out_pad + kernel
                    grown = self.product(self.plus(size, -1), stride[i])
                    return self.add(self.plus(grown, pad[2 * i] + pad[2 * i + 1]), window)
                # (size - 1 + pad - (kernel - 1) * dilation) // stride + 1
                reach = self.product(self.plus(window, -1), dilation[i])
                span = self.add(self.plus(size, pad[2 * i] + pad[2 * i + 1] - 1), self.negate(reach))
                return self.plus(self.floor_div(span, stride[i]), 1)

        self.result_dims(op, runtime)

    def resize(self, op: ir.Operation) -> None:
        """`[N, IH, IW, C] -> [N, OH, OW, C]`, `OH = ((IH - 1) scale_y_n - offset_y + border_y) // scale_y_d + 1`."""
        x = shape_of(op.operands[0].type)
        scale, offset, border = (const_shape_values(op.operands[i]) for i in (1, 2, 3))
        if x is None or len(x) != 4 or scale is None or offset is None or border is None or 0 in scale[1::2]:
            return
        source = op.operands[0]

        def runtime(k: int) -> Size:
            if k in (0, 3):
                return self.size(source, k)
            i = k - 1
            size = self.size(source, k)
            with op.location, ir.InsertionPoint(op):
                stretched = self.product(self.plus(size, -1), scale[2 * i])
                return self.plus(self.floor_div(self.plus(stretched, border[i] - offset[i]), scale[2 * i + 1]), 1)

        self.result_dims(op, runtime)

    def add(self, a: Size, b: Size) -> Size:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if isinstance(b, int):
            return self.plus(a, b)
        if isinstance(a, int):
            return self.plus(b, a)
        return arith.addi(a, b)

    def negate(self, a: Size) -> Size:
        return -a if isinstance(a, int) else arith.subi(self.constants.index(0), a)

    def floor_div(self, a: Size, b: int) -> Size:
        if isinstance(a, int):
            return a // b
        return a if b == 1 else arith.floordivsi(a, self.constants.index(b))

    def plus(self, a: Size, b: int) -> Size:
        if isinstance(a, int) or b == 0:
            return a + b if isinstance(a, int) else a
        return arith.addi(a, self.constants.index(b))


def _operand_dims(op: ir.Operation) -> list[int | None] | None:
    """For an op whose result dim k is a dim of its operand #0, that dim per k (None: the size 1 of a reduced
    axis); None for other ops. transpose: the permutation; argmax: the axis goes; the reductions: it becomes 1;
    reverse, rescale, table, identity and a ranked `tensor.cast`: the same dims."""
    if op.name not in _OPERAND_DIMS_OPS or not isinstance(op.results[0].type, ir.RankedTensorType):
        return None
    rank = ir.RankedTensorType(op.results[0].type).rank
    if op.name == "tosa.transpose":
        return list(ir.DenseI32ArrayAttr(op.attributes["perms"]))
    if op.name == "tosa.argmax":
        axis = ir.IntegerAttr(op.attributes["axis"]).value
        return [k if k < axis else k + 1 for k in range(rank)]
    if op.name in _REDUCE:
        axis = ir.IntegerAttr(op.attributes["axis"]).value
        return [None if k == axis else k for k in range(rank)]
    if op.name in _SAME_SHAPE or (op.name == "tensor.cast" and shape_of(op.operands[0].type) is not None):
        return list(range(rank))
    return None


def _key(size: Size) -> tuple[str, object]:
    return ("int", size) if isinstance(size, int) else ("value", size)


def _dominates(op: ir.Operation, point: ir.InsertionPoint) -> bool:
    """Whether `op` comes before `point` in its block or in a block around it (so its results dominate it)."""
    op = op.operation
    block, before = point.block, point.ref_operation
    while True:
        if block == op.block:
            return before is None or op.is_before_in_block(before.operation)
        parent = block.owner
        if parent is None or parent.operation.name == "func.func":
            return False
        before, block = parent.operation, parent.operation.block


def _same(a: Size, b: Size) -> bool:
    """The same int, or the same SSA value."""
    if isinstance(a, int) or isinstance(b, int):
        return a == b
    return a == b


def _broadcast_operands(op: ir.Operation) -> list[ir.Value]:
    return list(op.operands)[: ELEMENTWISE_ARITY[op.name]]


def _never_run(op: ir.Operation) -> None:
    """Replace the results of `op`, whose check always fails, by empty tensors of their types: no call gets past
    the check, and stock's lowering of such an op once the pipeline proves its operands static (a reshape of 12
    elements into `tensor<36xi32>`, a concat or transpose into a contradicting static type, a slice past the end;
    found by the fuzzer's call mode) was invalid IR: a compile error on a program that must compile and stop at
    run time with the check's located message. Dynamic dims of the placeholders (never seen) are 0."""
    if not op.results or not all(isinstance(r.type, ir.RankedTensorType) for r in op.results):
        return
    with op.location, ir.InsertionPoint(op):
        for result in list(op.results):
            dynamic = sum(ir.ShapedType.is_dynamic_size(d) for d in ir.RankedTensorType(result.type).shape)
            zeros = [arith.constant(ir.IndexType.get(), 0)] * dynamic if dynamic else []
            result.replace_all_uses_with(build.tensor_empty(result.type, zeros))
    op.erase()


PASS = PassInfo(
    "tosabcast-check-shapes",
    check_shapes,
    "Check at run time that the operand sizes of every op agree (broadcasts, matmul, concat, reshape, slice, gather, "
    "scatter, static result dims) and that gather/scatter indices are in range",
    (
        Option(
            "status-argument",
            bool,
            False,
            "report a failure through a trailing memref<4xi64> status of every function (else exit with a message)",
        ),
    ),
)
