"""Refine the result types of TOSA ops from their operand types, through whole programs.

    %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
    %1 = tosa.log %0 : (tensor<*xf32>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
becomes
    %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    %cast = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
    %1 = tosa.log %0 : (tensor<4xf32>) -> tensor<4xf32>
    return %cast : tensor<*xf32>

and, in a dynamic model, through every kind of op the TOSA specification gives a shape rule:

    %r = tosa.reshape %x, %s : (tensor<?x16xf32>, !tosa.shape<3>) -> tensor<*xf32>            // %s = [1, -1, 16]
    %m = tosa.matmul %r, %w, %zp, %zp : (tensor<*xf32>, tensor<1x16x8xf32>, ...) -> tensor<*xf32>
becomes
    %r = tosa.reshape ... -> tensor<1x?x16xf32>
    %m = tosa.matmul ... : (tensor<1x?x16xf32>, tensor<1x16x8xf32>, ...) -> tensor<1x?x8xf32>

The shape of each result is what `tosabcast.ir.op_shapes.result_shapes` gives (element-wise
broadcasting, matmul, convolutions, pools, reductions, transpose, reshape, slice, pad, tile,
concat, gather, ...). An unranked result becomes the inferred shape; a `?` result dim becomes the
inferred static size; a static result dim is never changed. Ops are visited in IR order, so a
refined result refines the ops that use it. `tosa.cond_if` and `tosa.while_loop` pass the refined
types into their regions' block arguments (a loop's arguments join the initial value and what the
body yields, so they stay sound for every iteration), visit the regions, and take as results what
the branches yield, joined. Other region ops (`scf.if`, `scf.for`, ...) are visited inside but not
refined themselves.

Users that are TOSA ops (those with a shape rule, the region ops and `tosa.yield`) take the refined
type, as in stock `tosa-infer-shapes`. Every other user (`func.return`, `scf.yield`, `func.call`,
`tensor.*`, any op that may insist on its operand types) keeps the old type through one `tensor.cast`;
with `update-signature`, a function's results take the refined types instead, unless a `func.call`
in the module calls it.

Why rules in Python rather than MLIR's own inference: see `tosabcast/ir/op_shapes.py` (in MLIR 22
the bindings' `InferShapedTypeOpInterface` segfaults on every op with properties). The result
is at least as precise as stock `mlir-opt --tosa-infer-shapes`, value by value, on every model
in test/models (`test/unit/test_infer_models.py` runs both).

An op whose operands do not fit its rule, or whose result contradicts it, is left alone for
`--tosabcast-verify` (element-wise ops) or MLIR's verifier to report. Refinement can expose a rank
mismatch that unranked types hid (`tosa.sub` of a refined `tensor<4xf32>` and a `tensor<f32>`):
the rank check after our passes reports it at that op, and `--tosabcast-equalize-ranks` after this
pass repairs it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from mlir import ir
from mlir.dialects import tensor

from tosabcast.ir.bridge import (
    cast_back,
    defining_location,
    element_type,
    enclosing_function,
    shape_of,
    string_value,
    tensor_type,
    walk_ops,
)
from tosabcast.ir.op_shapes import has_rule, join_shapes, result_shapes, value_shape
from tosabcast.registry import Option, PassInfo
from tosabcast.shapes import MaybeShape

REGION_OPS = frozenset({"tosa.cond_if", "tosa.while_loop"})
_MAX_LOOP_ROUNDS = 32  # each round loses a rank or a static dim of some carried value; more means give up


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


def _takes_refined(use: ir.OpOperand) -> bool:
    """Say whether a use accepts any refinement of its operand's type: a TOSA op this pass also refines."""
    name = use.owner.name
    return has_rule(name) or name in REGION_OPS or name == "tosa.yield"


def _called_functions(module: ir.Operation) -> set[str]:
    return {string_value(op.attributes["callee"]) for op in walk_ops(module, frozenset({"func.call"}))}


def _signature_may_change(user: ir.Operation, called: set[str]) -> bool:
    """Say whether `user` is a func.return whose function's result types this pass may update."""
    if user.name != "func.return":
        return False
    func = enclosing_function(user)
    return func is not None and string_value(func.attributes["sym_name"]) not in called


def _update_signature(func: ir.Operation) -> None:
    """Make `func`'s result types those its returns now give, casting where the returns disagree."""
    returns = [op for op in walk_ops(func, frozenset({"func.return"})) if enclosing_function(op) == func]
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


class _Inference:
    """One run of the pass: visit blocks in IR order, refining values and recording changed functions."""

    def __init__(self, called: set[str] | None) -> None:
        self.called = called  # None: update-signature is off
        self.changed_functions: list[ir.Operation] = []
        # every change, to undo a loop's optimistic guess: (value, old type), or (cast op, None)
        self.journal: list[tuple[ir.Value | ir.Operation, ir.Type | None]] = []

    def rollback(self, mark: int) -> None:
        """Undo every change recorded after `mark`, newest first."""
        while len(self.journal) > mark:
            item, old = self.journal.pop()
            if isinstance(item, ir.Value) and old is not None:
                with defining_location(item):
                    item.set_type(old)
            elif isinstance(item, ir.Operation):
                item.results[0].replace_all_uses_with(item.operands[0])
                item.erase()

    def refine_value(self, value: ir.Value, inferred: MaybeShape) -> None:
        """Refine `value`'s type with `inferred`; users that need the old type get it through a cast."""
        try:
            current = shape_of(value.type)
        except TypeError:
            return
        refined = refine(current, inferred)
        if refined == current:
            return
        old = value.type
        with defining_location(value):
            value.set_type(tensor_type(refined, element_type(old)))
        keep: list[ir.Operation] = []
        uses = list(value.uses)
        for use in uses:
            user = use.owner.operation
            if _takes_refined(use) or (self.called is not None and _signature_may_change(user, self.called)):
                keep.append(user)
        self.journal.append((value, old))
        if len(keep) < len(uses):
            self.journal.append((cast_back(value, old, keep), None))
        if self.called is not None:
            self.changed_functions += [enclosing_function(u) for u in keep if u.name == "func.return"]

    def visit_block(self, block: ir.Block) -> None:
        """Visit `block`'s ops in order; an op with regions after the ops inside it. An explicit stack, not
        recursion: a program may nest regions 10,000 deep (`tosabcast.ir.limits.MAX_NESTING`; the fuzzer's
        1,000 nested `scf.execute_region`s overflowed Python's stack here)."""
        ops: list[Iterator[ir.Operation]] = [iter(list(block.operations))]
        owners: list[ir.Operation | None] = [None]  # the op to refine once its region ops are done
        while ops:
            op = next(ops[-1], None)
            if op is None:
                ops.pop()
                owner = owners.pop()
                if owner is not None:
                    self.refine_op(owner)
                continue
            op = op.operation
            if op.name == "tosa.cond_if":
                self.visit_cond_if(op)
            elif op.name == "tosa.while_loop":
                self.visit_while_loop(op)
            elif any(len(region.blocks) for region in op.regions):
                inner = [o for region in op.regions for b in region.blocks for o in list(b.operations)]
                ops.append(iter(inner))
                owners.append(op)
            else:
                self.refine_op(op)

    def refine_op(self, op: ir.Operation) -> None:
        """Refine `op`'s results with its shape rule, if it has one."""
        inferred = result_shapes(op)
        if inferred is not None:
            for value, shape in zip(op.results, inferred, strict=True):
                self.refine_value(value, shape)

    def visit_region(self, region: ir.Region, inputs: Sequence[MaybeShape]) -> list[MaybeShape] | None:
        """Refine a region's block arguments with `inputs`, visit it, return what its `tosa.yield` yields."""
        blocks = list(region.blocks)
        if not blocks:
            return None
        if len(blocks[0].arguments) == len(inputs):
            for arg, shape in zip(blocks[0].arguments, inputs, strict=True):
                self.refine_value(arg, shape)
        for block in blocks:
            self.visit_block(block)
        return _yielded(blocks[-1])

    def visit_cond_if(self, op: ir.Operation) -> None:
        inputs = [value_shape(v) for v in list(op.operands)[1:]]
        branches = [self.visit_region(region, inputs) for region in op.regions]
        self.refine_results(op, branches)

    def visit_while_loop(self, op: ir.Operation) -> None:
        """Find the loop-carried shapes as a fixed point: guess the initial ones, widen until the body agrees."""
        initial = [value_shape(v) for v in op.operands]
        cond, body = op.regions[0], op.regions[1]
        carried = initial
        for _ in range(_MAX_LOOP_ROUNDS):
            mark = len(self.journal)
            self.visit_region(cond, carried)
            after = self.visit_region(body, carried)
            if after is None or len(after) != len(carried):
                self.rollback(mark)
                break
            widened = list(map(join_shapes, carried, after))
            if widened == carried:
                self.refine_results(op, [carried])
                return
            self.rollback(mark)
            carried = widened
        unknown: list[MaybeShape] = [None] * len(initial)
        self.visit_region(cond, unknown)
        self.visit_region(body, unknown)

    def refine_results(self, op: ir.Operation, branches: Sequence[list[MaybeShape] | None]) -> None:
        """Refine a region op's results with the join of what each branch gives."""
        count = len(op.results)
        if any(b is None or len(b) != count for b in branches):
            return
        for i, value in enumerate(op.results):
            shapes = [b[i] for b in branches if b is not None]
            joined = shapes[0]
            for shape in shapes[1:]:
                joined = join_shapes(joined, shape)
            self.refine_value(value, joined)


def _yielded(block: ir.Block) -> list[MaybeShape] | None:
    ops = list(block.operations)
    if not ops or ops[-1].operation.name != "tosa.yield":
        return None
    return [value_shape(v) for v in ops[-1].operation.operands]


def infer_shapes(module: ir.Operation, *, update_signature: bool = False) -> bool:
    """Refine every TOSA op's result types under `module`, keeping all uses type-correct."""
    inference = _Inference(_called_functions(module) if update_signature else None)
    for region in module.regions:
        for block in region.blocks:
            inference.visit_block(block)
    for func in _unique(inference.changed_functions):
        _update_signature(func)
    return True


PASS = PassInfo(
    "tosabcast-infer-shapes",
    infer_shapes,
    "Refine TOSA result types from operand types through whole programs, casting where users need the old type",
    (
        Option(
            "update-signature",
            bool,
            False,
            "give functions the refined result types instead of casting for func.return (not for called functions)",
        ),
    ),
)
