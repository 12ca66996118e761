"""Make a failed heap allocation an error the caller sees, never a write through a null pointer.

`memref.alloc` becomes `malloc`. When that returns NULL (a 160 GB result, an
address-space limit) the loops that fill the buffer write through address 0
and kill the process; when the byte count overflows 64 bits, `malloc` gets the
wrapped size, succeeds, and the loops write past the end. This pass runs on
memrefs, after `ownership-based-buffer-deallocation` and before
`bufferization-lower-deallocations`, and checks every allocation: failed =
(the aligned pointer is 0 and the size is not) or the size overflows. That is
one test per allocation, nothing per element.

With `status-argument=true` (how `tosabcast.compile` builds code for its JIT)
a failure is reported to the caller and the rest of the work is skipped:

    func.func @f(%a: memref<?xf32>) -> memref<?xf32> {
      %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
      linalg.generic ... outs(%m : memref<?xf32>)
becomes
    func.func @f(%a: memref<?xf32>, %status: memref<4xi64>) -> memref<?xf32> {
      %m = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
      %failed = <aligned pointer of %m == 0 and 4 * %n != 0, or 4 * %n overflows>
      scf.if %failed { <if %status[0] == 0: %status[0] = 4 * %n (-1: overflow), %status[1] = site> }
      %ok = <%status[0] == 0>
      scf.if %ok { linalg.generic ... outs(%m : memref<?xf32>) }

Every public function takes the trailing status (the 4-word layout of
`tosabcast.lowering.status`, shared with `--tosabcast-check-shapes`, whose
status argument is reused), and so does every function that allocates or calls
one that does; calls pass theirs on, and the caller zeroes it first. Word 0
stays 0 while all is well, else it is the byte count of the first allocation
that failed (-1 if that overflows 64 bits, -2 for an element type of unknown
size; -3 is a failed shape check); word 1 is its site, 1-based in the module
attribute `tosabcast.allocation_sites` (a list of `[function name, location]`).
A shape check's `scf.if` (`tosabcast.shape_check`) ends a group of guarded
work: what follows it reads the status again. Skipped when the status is set: every op that
may read or write buffer memory (linalg ops, copies, loads, stores, loops,
calls to declared functions). Not skipped: the remaining allocations (their
results must exist) and the deallocations, so every buffer that was allocated
is freed except the function's results, which the caller frees.
`bufferization.clone` is expanded to alloc + copy so that its allocation is
checked too.

With `status-argument=false` (the default, used by `--tosabcast-to-llvm`:
signatures stay as they are for `mlir-runner` and other callers) a failure
ends the process with a message on stderr and exit status 1 instead of a crash
(not `cf.assert`: its `puts` + `abort` loses the message when stdout is a pipe,
and `mlir-runner` reports an abort as its own crash):

    scf.if %failed {
      llvm.call @write(2, "tosabcast: out of memory: could not allocate the buffer at model.mlir:3:8 in @f\n")
      llvm.call @exit(1)
    }

Not covered: the few words `bufferization-lower-deallocations` allocates later
for its own bookkeeping (a `bufferization.dealloc` of several buffers), and, in
status mode, an op with results other than scalars that may touch memory (a
call of a declared function that returns a memref): it runs after a failure.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mlir import ir
from mlir.dialects import arith, memref, scf

from tosabcast.ir.bridge import walk_ops
from tosabcast.ir.diagnostics import location_text
from tosabcast.lowering.status import (
    CHECK_ATTRIBUTE,
    CODE,
    OVERFLOW,
    SITE,
    STATUS_WORDS,
    UNKNOWN_SIZE,
    Constants,
    ExitMessages,
    add_status_argument,
    callee_name,
    function_name,
    pass_status,
    reporting_functions,
    status_ok,
    top_level,
)
from tosabcast.registry import Option, PassInfo

__all__ = ["OVERFLOW", "PASS", "SITES_ATTRIBUTE", "STATUS_WORDS", "UNKNOWN_SIZE", "guard_allocations"]

SITES_ATTRIBUTE = "tosabcast.allocation_sites"
"""Module attribute (status mode): `[[function name, location], ...]`, indexed by status word 1 minus 1."""

# Ops that never touch buffer memory (they compute with pointers and sizes, or allocate and free).
_NO_ACCESS = frozenset({
    "memref.alloca", "memref.dealloc", "memref.dim", "memref.rank", "memref.cast", "memref.subview",
    "memref.view", "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
    "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index", "memref.get_global",
    "memref.memory_space_cast", "memref.transpose", "memref.assume_alignment", "bufferization.dealloc",
    "affine.apply", "affine.min", "affine.max", "affine.linearize_index", "affine.delinearize_index",
    "cf.assert", "scf.yield", "scf.condition", "affine.yield", "func.return",
})  # fmt: skip
_NO_ACCESS_DIALECTS = ("arith.", "math.", "index.", "ub.", "complex.")
_MUST_RUN = frozenset({"memref.alloc", "memref.dealloc", "bufferization.dealloc"})


class _Kind(Enum):
    SAFE = "touches no buffer memory"
    ALLOC = "allocates"
    CALL = "calls a function of the module"
    CHECK = "a shape check (`--tosabcast-check-shapes`): sets the status itself"
    NESTED = "holds ops to guard one by one"
    WORK = "may touch buffer memory"


def guard_allocations(module: ir.Operation, *, status_argument: bool = False) -> bool:
    """Check every `memref.alloc` in `module`'s functions; report a failure to the caller, or exit."""
    with module.location:  # for type builders; the ops built take the location of the op they guard
        _guard_module(module, status_argument)
    return True


def _guard_module(module: ir.Operation, status_argument: bool) -> None:
    functions = [op for op in top_level(module) if op.name == "func.func" and op.regions[0].blocks]
    for function in functions:
        for clone in walk_ops(function, frozenset({"bufferization.clone"})):
            _expand_clone(clone, Constants(function))
    if status_argument:
        _report_to_callers(module, functions)
    else:
        _exit_on_failures(module, functions)


def _report_to_callers(module: ir.Operation, functions: list[ir.Operation]) -> None:
    allocating = [function_name(f) for f in functions if any(walk_ops(f, frozenset({"memref.alloc"})))]
    reporting = reporting_functions(functions, allocating)
    sites: list[ir.Attribute] = []
    for function in functions:
        if function_name(function) not in reporting:
            continue
        guard = _Guard(function, add_status_argument(function), reporting, sites)
        for block in function.regions[0].blocks:
            guard.block(block)
    if sites:
        module.attributes[SITES_ATTRIBUTE] = ir.ArrayAttr.get(sites)


# Allocations --------------------------------------------------------------------------------------


def _itemsize(element: ir.Type) -> int | None:
    if isinstance(element, ir.IndexType):
        return 8
    if isinstance(element, (ir.IntegerType, ir.FloatType)):
        return (element.width + 7) // 8
    if isinstance(element, ir.ComplexType):
        size = _itemsize(element.element_type)
        return None if size is None else 2 * size
    return None


@dataclass(frozen=True)
class _Failure:
    """The test emitted after an allocation, and its size in bytes."""

    failed: ir.Value
    nbytes: ir.Value | int  # an int for a static shape, or UNKNOWN_SIZE
    overflow: ir.Value | None = None  # whether `nbytes` overflowed 64 bits (dynamic shapes)

    def reported(self, constants: Constants) -> ir.Value:
        """Emit the value of status word 0 after this failure: the size, OVERFLOW or UNKNOWN_SIZE."""
        if isinstance(self.nbytes, int):
            return constants.i64(self.nbytes)
        assert self.overflow is not None
        return arith.select(self.overflow, constants.i64(OVERFLOW), self.nbytes)


def _failure(alloc: ir.Operation, constants: Constants) -> _Failure | None:
    """Emit at the insertion point whether `alloc` failed; None if it cannot (a static size of 0 bytes)."""
    type_ = ir.MemRefType(alloc.results[0].type)
    itemsize = _itemsize(type_.element_type)
    static = itemsize or 1
    for i in range(type_.rank):
        if not type_.is_dynamic_dim(i):
            static *= type_.get_dim_size(i)
    if static == 0:
        return None
    pointer = memref.extract_aligned_pointer_as_index(alloc.results[0])
    null = arith.cmpi(arith.CmpIPredicate.eq, pointer, constants.index(0))
    sizes = list(alloc.opview.dynamicSizes)
    if not sizes:
        return _Failure(null, static if itemsize else UNKNOWN_SIZE)
    nbytes, overflow = _checked_product(static, sizes, constants)
    not_empty = arith.cmpi(arith.CmpIPredicate.ne, nbytes, constants.i64(0))  # malloc(0) may return NULL
    failed = arith.ori(overflow, arith.andi(null, not_empty))
    return _Failure(failed, nbytes if itemsize else UNKNOWN_SIZE, overflow)


def _checked_product(static: int, sizes: list[ir.Value], constants: Constants) -> tuple[ir.Value, ir.Value]:
    """Emit `static * prod(sizes)` in i64 and whether it overflows (or exceeds 2**63 - 1); `sizes` is not empty."""
    i64, zero = ir.IntegerType.get_signless(64), constants.i64(0)
    product, overflow = constants.i64(static), None
    for size in sizes:
        product, high = arith.mului_extended(product, arith.index_cast(i64, size))
        carry = arith.cmpi(arith.CmpIPredicate.ne, high, zero)
        overflow = carry if overflow is None else arith.ori(overflow, carry)
    assert overflow is not None
    return product, arith.ori(overflow, arith.cmpi(arith.CmpIPredicate.slt, product, zero))


def _where(alloc: ir.Operation, function: str) -> str:
    return f"the buffer at {location_text(alloc.location)} in @{function}"


# Exit mode ----------------------------------------------------------------------------------------


def _exit_on_failures(module: ir.Operation, functions: list[ir.Operation]) -> None:
    """After each allocation: if it failed, write a message to stderr and exit with status 1."""
    messages = ExitMessages(module, "__tosabcast_out_of_memory_")
    for function in functions:
        constants = Constants(function)
        for alloc in walk_ops(function, frozenset({"memref.alloc"})):
            with alloc.location, ir.InsertionPoint.after(alloc):
                failure = _failure(alloc, constants)
                if failure is None:
                    continue
                message = f"tosabcast: out of memory: could not allocate {_where(alloc, function_name(function))}\n"
                messages.exit_if(failure.failed, message, constants)
    messages.finish()


def _expand_clone(clone: ir.Operation, constants: Constants) -> None:
    """Rewrite `bufferization.clone` as `memref.alloc` + `memref.copy` (what convert-bufferization-to-memref does)."""
    source, result = clone.operands[0], clone.results[0]
    type_ = ir.MemRefType(result.type)
    identity = ir.MemRefType.get(type_.shape, type_.element_type, memory_space=type_.memory_space)
    with clone.location, ir.InsertionPoint(clone):
        sizes = [memref.dim(source, constants.index(i)) for i in range(type_.rank) if type_.is_dynamic_dim(i)]
        buffer = memref.alloc(identity, sizes, [])
        memref.copy(source, buffer)
        copy = buffer if identity == type_ else memref.cast(type_, buffer)
    result.replace_all_uses_with(copy)
    clone.erase()


# Status mode --------------------------------------------------------------------------------------


def _zero(type_: ir.Type) -> ir.Value:
    if isinstance(type_, ir.FloatType):
        return arith.constant(type_, 0.0)
    return arith.constant(type_, 0)


def _is_scalar(type_: ir.Type) -> bool:
    return isinstance(type_, (ir.IntegerType, ir.IndexType, ir.FloatType))


class _Guard:
    """Guards the ops of one function: checks allocations, skips work once the status is set."""

    def __init__(
        self, function: ir.Operation, status: ir.Value, reporting: set[str], sites: list[ir.Attribute]
    ) -> None:
        self.function = function_name(function)
        self.constants = Constants(function)
        self.status = status
        self.reporting = reporting
        self.sites = sites

    def block(self, block: ir.Block) -> None:
        """Guard every op of `block` but its terminator; group consecutive result-less work in one `scf.if`."""
        run: list[ir.Operation] = []
        for op in [o.operation for o in block.operations][:-1]:
            kind = self.kind(op)
            if kind is _Kind.WORK and not op.results:
                run.append(op)
                continue
            self.skip_unless_ok(run)
            run = []
            if kind is _Kind.ALLOC:
                self.record_failure(op)
            elif kind is _Kind.CHECK:
                pass  # it sets the status itself: the work after it reads the status anew
            elif kind is _Kind.CALL:
                self.pass_status(op)
            elif kind is _Kind.NESTED:
                for region in op.regions:
                    for inner in region.blocks:
                        self.block(inner)
            elif kind is _Kind.WORK:
                self.skip_with_zeros(op)
        self.skip_unless_ok(run)

    def kind(self, op: ir.Operation) -> _Kind:
        """Classify `op` (see `_Kind`).

        An op with regions is NESTED if it holds what must run after a failure (allocations, deallocations,
        calls that take the status) or has results that `skip_with_zeros` cannot make.
        """
        name = op.name
        if name == "memref.alloc":
            return _Kind.ALLOC
        if CHECK_ATTRIBUTE in op.attributes:
            return _Kind.CHECK
        if name == "memref.load" and op.operands[0] == self.status:
            return _Kind.SAFE  # a shape check reading the status: it must see a failure, not a skipped 0
        if name == "func.call" and self.calls_reporting(op):
            return _Kind.CALL
        if name.startswith("linalg.") or not op.regions:
            return _Kind.SAFE if name in _NO_ACCESS or name.startswith(_NO_ACCESS_DIALECTS) else _Kind.WORK
        inner = [o for o in walk_ops(op) if o != op]
        if not all(_is_scalar(r.type) for r in op.results) or any(self.must_run(o) for o in inner):
            return _Kind.NESTED
        return _Kind.WORK if any(self.kind(o) is _Kind.WORK for o in inner if not o.regions) else _Kind.SAFE

    def must_run(self, op: ir.Operation) -> bool:
        """Whether `op` must run even after a failure (or is a shape check, which must be guarded one by one)."""
        return (
            op.name in _MUST_RUN
            or (op.name == "func.call" and self.calls_reporting(op))
            or CHECK_ATTRIBUTE in op.attributes
        )

    def calls_reporting(self, call: ir.Operation) -> bool:
        return callee_name(call) in self.reporting

    def record_failure(self, alloc: ir.Operation) -> None:
        """After `alloc`: if it failed and nothing failed before, write its byte count and site to the status."""
        with alloc.location, ir.InsertionPoint.after(alloc):
            failure = _failure(alloc, self.constants)
            if failure is None:
                return
            self.sites.append(ir.ArrayAttr.get([ir.StringAttr.get(self.function), alloc.location.attr]))
            site = len(self.sites)
            outer = scf.IfOp(failure.failed)  # the status is read only after a failure: allocations are many
            with ir.InsertionPoint(outer.then_block):
                inner = scf.IfOp(status_ok(self.status, self.constants))
                with ir.InsertionPoint(inner.then_block):
                    memref.store(failure.reported(self.constants), self.status, [self.constants.index(CODE)])
                    memref.store(self.constants.i64(site), self.status, [self.constants.index(SITE)])
                    scf.YieldOp([])
                scf.YieldOp([])

    def pass_status(self, call: ir.Operation) -> None:
        """Recreate `call` with the caller's status as its last operand (unless it passes it already)."""
        pass_status(call, self.status)

    def skip_unless_ok(self, ops: list[ir.Operation]) -> None:
        """Move consecutive result-less `ops` into `scf.if <status is 0>`."""
        if not ops:
            return
        with ops[0].location, ir.InsertionPoint(ops[0]):
            guard = scf.IfOp(status_ok(self.status, self.constants))
            with ir.InsertionPoint(guard.then_block):
                end = scf.YieldOp([])
        for op in ops:
            op.move_before(end)

    def skip_with_zeros(self, op: ir.Operation) -> None:
        """Run `op` only if the status is 0, else give its scalar results 0; leave other ops as they are."""
        types = [r.type for r in op.results]
        if not all(_is_scalar(t) for t in types):
            return
        with op.location, ir.InsertionPoint(op):
            guard = scf.IfOp(status_ok(self.status, self.constants), types, has_else=True)
            with ir.InsertionPoint(guard.then_block):
                end = scf.YieldOp(list(op.results))
            with ir.InsertionPoint(guard.else_block):
                scf.YieldOp([_zero(t) for t in types])
        for old, new in zip(op.results, guard.results, strict=True):
            old.replace_all_uses_except(new, end.operation)
        op.move_before(end)


PASS = PassInfo(
    "tosabcast-guard-allocations",
    guard_allocations,
    "Check every memref.alloc (null pointer or overflowing size): report a failure to the caller, or exit with a message",
    (
        Option(
            "status-argument",
            bool,
            False,
            "give every function a trailing memref<4xi64> status (tosabcast.lowering.status) and skip work after a failure",
        ),
    ),
)
