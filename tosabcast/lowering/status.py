"""The status buffer through which compiled code reports a failure to its caller, and the exit-mode message.

Two passes report failures at run time: `--tosabcast-check-shapes` (sizes that
do not agree) and `--tosabcast-guard-allocations` (a `malloc` that failed).
With `status-argument=true` both write into the same trailing function
argument, a `memref<4xi64>` that the caller zeroes before the call:

    word 0  code: 0 while all is well; > 0 the byte count of a failed allocation,
            OVERFLOW / UNKNOWN_SIZE (allocations), SHAPE_MISMATCH (a shape check)
    word 1  site: 1-based index into the module attribute of that kind of failure
            (`tosabcast.allocation_sites`, `tosabcast.shape_check_sites`)
    word 2  size a   (shape checks: the sizes named in the site's message)
    word 3  size b

Only the first failure is written (`report` tests word 0). The function that
takes the status carries the unit attribute `STATUS_ATTRIBUTE`, so the second
pass reuses the argument the first one added. Without the status argument a
failure writes a message to stderr and exits with status 1 (`exit_if`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from mlir import ir
from mlir.dialects import arith, llvm, memref, scf

from tosabcast.ir.bridge import string_value, symbol_name

STATUS_WORDS = 4
CODE, SITE, SIZE_A, SIZE_B = range(STATUS_WORDS)

OVERFLOW = -1
"""Word 0 when the byte count of the failed allocation does not fit in 64 bits."""
UNKNOWN_SIZE = -2
"""Word 0 when the element type of the failed allocation has no known size."""
SHAPE_MISMATCH = -3
"""Word 0 when a runtime shape check failed; words 2 and 3 are the sizes its message names."""

STATUS_ATTRIBUTE = "tosabcast.status_argument"
"""Unit attribute of a `func.func` whose last argument is the status."""

CHECK_ATTRIBUTE = "tosabcast.shape_check"
"""Unit attribute of the `scf.if` of a shape check that reports into the status: the work after it must read
the status anew (`--tosabcast-guard-allocations` guards it separately)."""


def status_type() -> ir.Type:
    """`memref<4xi64>`."""
    return ir.MemRefType.get([STATUS_WORDS], ir.IntegerType.get_signless(64))


def top_level(module: ir.Operation) -> Iterator[ir.Operation]:
    """The ops directly in `module`'s body."""
    for op in module.regions[0].blocks[0].operations:
        yield op.operation


def function_name(function: ir.Operation) -> str:
    return symbol_name(function) or ""


def callee_name(call: ir.Operation) -> str:
    return string_value(call.attributes["callee"])


def status_argument(function: ir.Operation) -> ir.Value | None:
    """The status argument of `function`, if it takes one."""
    if STATUS_ATTRIBUTE not in function.attributes:
        return None
    return function.regions[0].blocks[0].arguments[-1]


def add_status_argument(function: ir.Operation) -> ir.Value:
    """Append the status to `function`'s signature and entry block, unless it takes it already; return it."""
    existing = status_argument(function)
    if existing is not None:
        return existing
    fn_type = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
    inputs = [*fn_type.inputs, status_type()]
    function.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, fn_type.results))
    if "arg_attrs" in function.attributes:
        old = ir.ArrayAttr(function.attributes["arg_attrs"])
        function.attributes["arg_attrs"] = ir.ArrayAttr.get([*old, ir.DictAttr.get({})])
    function.attributes[STATUS_ATTRIBUTE] = ir.UnitAttr.get()
    return function.regions[0].blocks[0].add_argument(status_type(), function.location)


def reporting_functions(functions: Iterable[ir.Operation], reports: Iterable[str]) -> set[str]:
    """The functions that take the status: public ones, `reports`, ones that have it, and their callers."""
    calls: dict[str, set[str]] = {}
    reporting = set(reports)
    for function in functions:
        name = function_name(function)
        calls[name] = {callee_name(op) for op in _walk(function) if op.name == "func.call"}
        if "sym_visibility" not in function.attributes or STATUS_ATTRIBUTE in function.attributes:
            reporting.add(name)
    grown = True
    while grown:
        more = {name for name, callees in calls.items() if callees & reporting} - reporting
        reporting |= more
        grown = bool(more)
    return reporting


def pass_status(call: ir.Operation, status: ir.Value) -> ir.Operation:
    """Recreate `call` with `status` as its last operand (unless it passes it already); return the call."""
    operands = list(call.operands)
    if operands and operands[-1] == status:
        return call
    attributes = {name: call.attributes[name] for name in call.attributes}
    if "arg_attrs" in attributes:
        attributes["arg_attrs"] = ir.ArrayAttr.get([*ir.ArrayAttr(attributes["arg_attrs"]), ir.DictAttr.get({})])
    with call.location, ir.InsertionPoint(call):
        new = ir.Operation.create(
            "func.call", results=[r.type for r in call.results], operands=[*operands, status], attributes=attributes
        )
    for old, replacement in zip(call.results, new.results, strict=True):
        old.replace_all_uses_with(replacement)
    call.erase()
    return new


def _walk(op: ir.Operation) -> Iterator[ir.Operation]:
    for region in op.regions:
        for block in region.blocks:
            for nested in block.operations:
                yield nested.operation
                yield from _walk(nested.operation)


class Constants:
    """The integer constants of one function, each made once at the start of its entry block."""

    def __init__(self, function: ir.Operation) -> None:
        self.block = function.regions[0].blocks[0]
        self.made: dict[tuple[int, int], ir.Value] = {}

    def get(self, width: int, value: int) -> ir.Value:
        """The constant `value` of type i`width`, or index for width 0."""
        if (width, value) not in self.made:
            type_ = ir.IndexType.get() if width == 0 else ir.IntegerType.get_signless(width)
            with ir.InsertionPoint.at_block_begin(self.block):
                self.made[width, value] = arith.constant(type_, value)
        return self.made[width, value]

    def index(self, value: int) -> ir.Value:
        return self.get(0, value)

    def i64(self, value: int) -> ir.Value:
        return self.get(64, value)


def status_ok(status: ir.Value, constants: Constants) -> ir.Value:
    """Emit `status[0] == 0`."""
    word = memref.load(status, [constants.index(CODE)])
    return arith.cmpi(arith.CmpIPredicate.eq, word, constants.i64(0))


def report_if(failed: ir.Value, status: ir.Value, constants: Constants, words: list[ir.Value | int]) -> ir.Operation:
    """Emit `if failed and status[0] == 0: status[0:len(words)] = words`; return the `scf.if`."""
    guard = scf.IfOp(arith.andi(failed, status_ok(status, constants)))
    with ir.InsertionPoint(guard.then_block):
        for index, word in enumerate(words):
            value = constants.i64(word) if isinstance(word, int) else word
            memref.store(value, status, [constants.index(index)])
        scf.YieldOp([])
    return guard.operation


# Exit mode ----------------------------------------------------------------------------------------

_LIBC = {"write": "llvm.func @write(i32, !llvm.ptr, i64) -> i64", "exit": "llvm.func @exit(i32)"}


class ExitMessages:
    """Messages of one module for `exit_if`, each an `llvm.mlir.global` added by `finish`."""

    def __init__(self, module: ir.Operation, prefix: str) -> None:
        self.module = module
        self.symbols = {_symbol(op) for op in top_level(module)}
        self.prefix = prefix
        self.globals: list[str] = []
        self.count = 0

    def exit_if(self, failed: ir.Value, message: str, constants: Constants) -> None:
        """Emit `if failed: write(2, message); exit(1)` at the insertion point."""
        symbol = self._new_symbol()
        data = message.encode()
        self.globals.append(f"llvm.mlir.global private constant @{symbol}({string_literal(message)})")
        guard = scf.IfOp(failed)
        with ir.InsertionPoint(guard.then_block):
            text = llvm.mlir_addressof(ir.Type.parse("!llvm.ptr"), symbol)
            written = ir.IntegerType.get_signless(64)
            llvm.call(written, [constants.get(32, 2), text, constants.i64(len(data))], [], [], callee="write")
            llvm.call(None, [constants.get(32, 1)], [], [], callee="exit")
            scf.YieldOp([])

    def _new_symbol(self) -> str:
        while True:
            symbol = f"{self.prefix}{self.count}"
            self.count += 1
            if symbol not in self.symbols:
                return symbol

    def finish(self) -> None:
        """Add the messages and the libc declarations to the module."""
        if not self.globals:
            return
        self.symbols = {_symbol(op) for op in top_level(self.module)}
        declarations = [text for name, text in _LIBC.items() if name not in self.symbols]
        parsed = ir.Module.parse("\n".join(declarations + self.globals))  # keep it alive while its ops move
        for op in list(parsed.body.operations):
            op.operation.detach_from_parent()
            self.module.regions[0].blocks[0].append(op.operation)
        self.globals = []


def _symbol(op: ir.Operation) -> str | None:
    return symbol_name(op)


def string_literal(text: str) -> str:
    """`text` as an MLIR string literal (bytes other than printable ASCII, quotes and backslashes as \\XX)."""
    return '"' + _ESCAPED.sub(lambda m: "".join(f"\\{b:02X}" for b in m.group().encode()), text) + '"'


_ESCAPED = re.compile(r"[^ !#-\[\]-~]+")
