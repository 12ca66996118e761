"""Refine the result types of TOSA element-wise ops from their operand types (InferResultShape).

    %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
    %1 = tosa.log %0 : (tensor<*xf32>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
becomes
    %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %cast = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
    %1 = tosa.log %0 : (tensor<4xf32>) -> tensor<4xf32>
    return %cast : tensor<*xf32>

An unranked result becomes the inferred shape; a `?` result dim becomes the
inferred static size; a static result dim is never changed. Ops are visited
in IR order, so a refined result refines the element-wise ops that use it.
Other users (`func.return`, `scf.yield`, `tensor.*`, any op that may insist
on its operand types) keep the old type through one `tensor.cast`; with
`update-signature`, a function's results take the refined types instead,
unless a `func.call` in the module calls it.

An op whose operands do not broadcast, or whose result contradicts them, is
left alone for `--tosabcast-verify` to report. Refinement can expose a rank
mismatch that unranked types hid (`tosa.sub` of a refined `tensor<4xf32>` and
a `tensor<f32>`): the rank check after our passes reports it at that op, and
`--tosabcast-equalize-ranks` after this pass repairs it.
"""

from __future__ import annotations

from collections.abc import Iterable

from mlir import ir
from mlir.dialects import tensor

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, element_type, shape_of, tensor_type, walk_ops
from tosabcast.ir.checks import ELEMENTWISE_NAMES
from tosabcast.registry import Option, PassInfo
from tosabcast.shapes import MaybeShape, ShapeError, infer_result_shape


def refine(result: MaybeShape, inferred: MaybeShape) -> MaybeShape:
    """Return `result` with what `inferred` adds (rank, static dims), or `result` when they contradict."""
    if inferred is None:
        return result
    if result is None:
        return inferred
    if len(result) != len(inferred):
        return result
    if any(r is not None and i is not None and r != i for r, i in zip(result, inferred, strict=True)):
        return result
    return tuple(i if r is None else r for r, i in zip(result, inferred, strict=True))


def _inferred(op: ir.Operation) -> MaybeShape:
    """The shape InferResultShape gives for `op`'s broadcast operands; None if it cannot."""
    try:
        operands = [shape_of(v.type) for v in list(op.operands)[: ELEMENTWISE_ARITY[op.name]]]
        return infer_result_shape(operands)
    except (ShapeError, TypeError):
        return None


def _refine_op(op: ir.Operation) -> ir.Type | None:
    """Refine `op`'s result type in place; return the old type, or None if nothing changed."""
    if len(op.results) != 1:
        return None
    value = op.results[0]
    try:
        current = shape_of(value.type)
    except TypeError:
        return None
    refined = refine(current, _inferred(op))
    if refined == current:
        return None
    old = value.type
    with op.location:
        value.set_type(tensor_type(refined, element_type(old)))
    return old


def _takes_refined(use: ir.OpOperand) -> bool:
    """Say whether a use accepts any refinement of its operand's type: a broadcast operand of ours."""
    owner = use.owner
    return owner.name in ELEMENTWISE_NAMES and use.operand_number < ELEMENTWISE_ARITY[owner.name]


def _called_functions(module: ir.Operation) -> set[str]:
    return {ir.FlatSymbolRefAttr(op.attributes["callee"]).value for op in walk_ops(module, frozenset({"func.call"}))}


def _enclosing_function(op: ir.Operation) -> ir.Operation | None:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return parent


def _signature_may_change(user: ir.Operation, called: set[str]) -> bool:
    """Say whether `user` is a func.return whose function's result types this pass may update."""
    if user.name != "func.return":
        return False
    func = _enclosing_function(user)
    return func is not None and ir.StringAttr(func.attributes["sym_name"]).value not in called


def _keep_old_type(op: ir.Operation, old: ir.Type, keep: Iterable[ir.Operation]) -> None:
    """Give every user of `op`'s result but `keep` the old type, through one tensor.cast after `op`."""
    value = op.results[0]
    with op.location, ir.InsertionPoint.after(op):
        cast = tensor.cast(old, value)
    value.replace_all_uses_except(cast, [cast.owner.operation, *keep])


def _update_signature(func: ir.Operation) -> None:
    """Make `func`'s result types those its returns now give, casting where the returns disagree."""
    returns = [op for op in walk_ops(func, frozenset({"func.return"})) if _enclosing_function(op) == func]
    if not returns:
        return
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    results = list(function_type.results)
    for i in range(len(results)):
        types = {str(ret.operands[i].type) for ret in returns}
        if len(types) == 1:
            results[i] = returns[0].operands[i].type
    for ret in returns:
        for i, value in enumerate(list(ret.operands)):
            if value.type != results[i]:
                with ret.location, ir.InsertionPoint(ret):
                    ret.replace_uses_of_with(value, tensor.cast(results[i], value))
    new_type = ir.FunctionType.get(list(function_type.inputs), results)
    func.attributes["function_type"] = ir.TypeAttr.get(new_type)


def _unique(ops: Iterable[ir.Operation | None]) -> list[ir.Operation]:
    found: list[ir.Operation] = []
    for op in ops:
        if op is not None and all(op != seen for seen in found):
            found.append(op)
    return found


def infer_shapes(module: ir.Operation, *, update_signature: bool = False) -> bool:
    """Refine every element-wise op's result type under `module`, keeping all uses type-correct."""
    called = _called_functions(module) if update_signature else set()
    changed_functions: list[ir.Operation] = []
    for op in walk_ops(module, ELEMENTWISE_NAMES):
        old = _refine_op(op)
        if old is None:
            continue
        keep: list[ir.Operation] = []
        for use in op.results[0].uses:
            user = use.owner.operation
            if _takes_refined(use) or (update_signature and _signature_may_change(user, called)):
                keep.append(user)
        if len(keep) < sum(1 for _ in op.results[0].uses):
            _keep_old_type(op, old, keep)
        if update_signature:
            changed_functions += [_enclosing_function(u) for u in keep if u.name == "func.return"]
    for func in _unique(changed_functions):
        _update_signature(func)
    return True


PASS = PassInfo(
    "tosabcast-infer-shapes",
    infer_shapes,
    "Refine TOSA element-wise result types from operand types, casting where users need the old type",
    (
        Option(
            "update-signature",
            bool,
            False,
            "give functions the refined result types instead of casting for func.return (not for called functions)",
        ),
    ),
)
