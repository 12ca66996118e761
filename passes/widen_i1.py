"""Store booleans as bytes: rewrite every `memref<...xi1>` to `memref<...xi8>` after bufferization.

MLIR 22's `finalize-memref-to-llvm` aborts the process on a load or store of
`i1`. This pass runs after bufferization and before the LLVM conversions; it
changes the element type of every i1 buffer (function signatures, block
arguments, allocs, views, calls, globals) and converts at the accesses:

    %v = memref.load %m[%i] : memref<?xi1>
    memref.store %v, %m[%i] : memref<?xi1>
becomes
    %b = memref.load %m[%i] : memref<?xi8>
    %v = arith.cmpi ne, %b, %c0_i8 : i8
    %w = arith.extui %v : i1 to i8
    memref.store %w, %m[%i] : memref<?xi8>

Stored bytes are 0 or 1, the layout of numpy's `bool`, so boolean arrays
cross the function boundary without a copy. A load reads any nonzero byte as
true (`cmpi ne 0`, not `trunci`, which would read the low bit): a numpy bool
array made with `.view(bool)` from bytes like 2 or 255 is true there, as
numpy says (measured: no difference in call time, see docs/reliability.md). An access this pass does not know
(say, a vector load) is left alone and fails the verifier after the pass:
an error, not an abort.
"""

from __future__ import annotations

import numpy as np
from mlir import ir
from mlir.dialects import arith

from tosabcast.ir.bridge import walk_ops
from tosabcast.registry import PassInfo

_LOADS = frozenset({"memref.load", "affine.load"})
_STORES = frozenset({"memref.store", "affine.store"})


def _is_i1(type_: ir.Type) -> bool:
    return isinstance(type_, ir.IntegerType) and type_.width == 1


def _i8() -> ir.Type:
    return ir.IntegerType.get_signless(8)


def widened(type_: ir.Type) -> ir.Type | None:
    """Return `type_` with an i8 element type if it is a memref of i1, else None."""
    if isinstance(type_, ir.MemRefType) and _is_i1(type_.element_type):
        return ir.MemRefType.get(type_.shape, _i8(), type_.layout, type_.memory_space)
    if isinstance(type_, ir.UnrankedMemRefType) and _is_i1(type_.element_type):
        return ir.UnrankedMemRefType.get(_i8(), type_.memory_space)
    return None


def _widen_value(value: ir.Value) -> None:
    new = widened(value.type)
    if new is not None:
        value.set_type(new)


def _widen_function_type(func: ir.Operation) -> None:
    fn_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    inputs = [widened(t) or t for t in fn_type.inputs]
    results = [widened(t) or t for t in fn_type.results]
    func.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, results))


def _widen_global(glob: ir.Operation) -> None:
    new = widened(ir.TypeAttr(glob.attributes["type"]).value)
    if new is None:
        return
    glob.attributes["type"] = ir.TypeAttr.get(new)
    if "initial_value" in glob.attributes:
        init = glob.attributes["initial_value"]
        if isinstance(init, ir.DenseElementsAttr):
            glob.attributes["initial_value"] = _dense_as_i8(init)


def _dense_as_i8(attr: ir.DenseElementsAttr) -> ir.Attribute:
    shape = attr.type.shape
    if attr.is_splat:
        bit = 1 if ir.BoolAttr(attr.get_splat_value()).value else 0
        return ir.DenseElementsAttr.get_splat(ir.RankedTensorType.get(shape, _i8()), ir.IntegerAttr.get(_i8(), bit))
    bits = np.array([1 if v else 0 for v in attr], dtype=np.int8).reshape(shape)
    return ir.DenseElementsAttr.get(bits, type=_i8())


def _fix_load(load: ir.Operation) -> None:
    result = load.results[0]
    if not _is_i1(result.type):
        return
    result.set_type(_i8())
    with load.location, ir.InsertionPoint.after(load):
        zero = arith.constant(_i8(), 0)
        narrowed = arith.cmpi(arith.CmpIPredicate.ne, result, zero)
    result.replace_all_uses_except(narrowed, narrowed.owner.operation)


def _fix_store(store: ir.Operation) -> None:
    value = store.operands[0]
    if not _is_i1(value.type):
        return
    with store.location, ir.InsertionPoint(store):
        store.operands[0] = arith.extui(_i8(), value)


def _touches_i1_memref(op: ir.Operation) -> bool:
    return any(widened(v.type) is not None for v in op.operands)


def widen_i1(module: ir.Operation) -> bool:
    """Rewrite every i1 buffer in `module` to i8, converting at loads and stores."""
    with module.location:
        _widen_all(list(walk_ops(module)))
    return True


def _widen_all(ops: list[ir.Operation]) -> None:
    accesses: list[ir.Operation] = []
    for op in ops:
        if op.name in _LOADS or op.name in _STORES:
            if _touches_i1_memref(op):
                accesses.append(op)
        elif op.name == "memref.global":
            _widen_global(op)
        elif op.name == "func.func":
            _widen_function_type(op)
    for op in ops:
        for result in op.results:
            _widen_value(result)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.arguments:
                    _widen_value(arg)
    for op in accesses:
        (_fix_load if op.name in _LOADS else _fix_store)(op)


PASS = PassInfo(
    "tosabcast-widen-i1",
    widen_i1,
    "Store booleans as bytes: rewrite memref<...xi1> to memref<...xi8> (after bufferization)",
)
