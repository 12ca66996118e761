"""The Broadcastable and AllRanksMatchIfKnown rules of TOSA element-wise ops, with results as data.

This is the one implementation of the rules; `--tosabcast-verify` is a thin
wrapper, and the inference and repair passes ask it whether what they built
is valid. It reads types only, so it works on IR that MLIR has not verified
(legacy input, ops made with `Operation.create` or the generated builders):

    from tosabcast.ir.checks import check_module
    for diag in check_module(module):          # list[Diagnostic], [] when valid
        print(diag.format())

An op is checked in three steps, and the first failing one is reported:

1. structure: enough operands, one result, tensor types;
2. AllRanksMatchIfKnown over the broadcast operands and the result;
3. Broadcastable: the operands broadcast (InferResultShape) and the result
   is compatible with the inferred shape (`strict`: an inferred `?` may not
   be a static result dim, the RFC's Modification 2).

All shape arithmetic is `tosabcast.shapes`; this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mlir import ir

from tosabcast import shapes
from tosabcast.ir.bridge import ELEMENTWISE_ARITY, shape_of, walk_ops
from tosabcast.ir.diagnostics import Collector, Diagnostic, emit_error
from tosabcast.shapes import MaybeShape, ShapeError

ELEMENTWISE_NAMES = frozenset(ELEMENTWISE_ARITY)


@dataclass(frozen=True)
class Problem:
    """What is wrong with one op, without the `'<op name>' op ` prefix.

    Attributes:
        message: the error, worded like MLIR's op errors.
        notes: context for the error (inferred shapes, how to repair).
        cause: the shape algebra's error, None for structural problems.
    """

    message: str
    notes: tuple[str, ...] = ()
    cause: ShapeError | None = None


@dataclass(frozen=True)
class OpProblem:
    """A `Problem` located at an op."""

    op: ir.Operation
    problem: Problem

    @property
    def message(self) -> str:
        """The full error text, `'tosa.add' op ...`."""
        return f"'{self.op.name}' op {self.problem.message}"

    def emit(self, extra_notes: Sequence[str] = ()) -> None:
        """Report this problem at its op through `tosabcast.ir.diagnostics`."""
        loc = self.op.location
        emit_error(loc, self.message, [(loc, n) for n in (*self.problem.notes, *extra_notes)])


def describe_shape(shape: MaybeShape) -> str:
    """Spell a shape for a message: `2x?x4`, `*`, or `(rank 0)`."""
    return shapes.format_shape(shape) if shape != () else "(rank 0)"


def shape_problem(
    operands: Sequence[MaybeShape], results: Sequence[MaybeShape], *, strict: bool = False
) -> Problem | None:
    """Check broadcast operand shapes and result shapes; None when they are valid."""
    try:
        shapes.verify_ranks(operands, results)
    except shapes.RankMismatchError as exc:
        return Problem(str(exc), _rank_notes(operands, results, strict), exc)
    return broadcast_problem(operands, results, strict=strict)


def broadcast_problem(
    operands: Sequence[MaybeShape], results: Sequence[MaybeShape], *, strict: bool = False
) -> Problem | None:
    """Check the Broadcastable rules alone (ranks may differ, as ExpandRank allows)."""
    try:
        inferred = shapes.infer_result_shape(operands)
    except shapes.IncompatibleOperandsError as exc:
        before = "operand #0" if exc.operand == 1 else f"operands #0 to #{exc.operand - 1}"
        return Problem(str(exc), (f"shape inferred from {before}: {describe_shape(exc.inferred)}",), exc)
    for result in results:
        try:
            shapes.verify_result(inferred, result, strict=strict)
        except shapes.ResultShapeError as exc:
            return Problem(str(exc), (f"shape inferred from the operands: {describe_shape(inferred)}",), exc)
    return None


def padding_problem(
    operands: Sequence[MaybeShape], results: Sequence[MaybeShape], *, strict: bool = False
) -> Problem | None:
    """Say why left-padding the operands with size-1 dims cannot make the op valid; None if it can.

    Operands are padded to the highest operand rank (ExpandRank); a result's
    rank is never changed, so it must be that rank already.
    """
    rank = max((len(s) for s in operands if s is not None), default=None)
    for index, result in enumerate(results):
        if rank is not None and result is not None and len(result) != rank:
            return Problem(
                f"result #{index} has rank {len(result)}, but the operands broadcast to rank {rank}",
                ("operands are padded to the highest operand rank; a result's rank is never changed",),
            )
    return broadcast_problem(operands, results, strict=strict)


def _rank_notes(operands: Sequence[MaybeShape], results: Sequence[MaybeShape], strict: bool) -> tuple[str, ...]:
    if padding_problem(operands, results, strict=strict) is not None:
        return ()
    inferred = shapes.infer_result_shape(operands)
    return (
        "--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, "
        f"the operands broadcast to {describe_shape(inferred)}",
    )


def op_shapes(op: ir.Operation | ir.OpView) -> tuple[list[MaybeShape], list[MaybeShape]] | Problem:
    """Return the shapes of an element-wise op's broadcast operands and results, or its structural problem."""
    arity = ELEMENTWISE_ARITY[op.name]
    operands = list(op.operands)
    if len(operands) < arity:
        return Problem(f"expected at least {arity} operands, got {len(operands)}")
    results = list(op.results)
    if len(results) != 1:
        return Problem(f"expected 1 result, got {len(results)}")
    found: list[MaybeShape] = []
    values = [("operand", i, v) for i, v in enumerate(operands[:arity])] + [("result", 0, results[0])]
    for kind, index, value in values:
        try:
            found.append(shape_of(value.type))
        except TypeError:
            return Problem(f"{kind} #{index} must be a tensor, got '{value.type}'")
    return found[:arity], found[arity:]


def op_problem(op: ir.Operation | ir.OpView, *, strict: bool = False) -> Problem | None:
    """Check one element-wise op; None when it is valid."""
    found = op_shapes(op)
    if isinstance(found, Problem):
        return found
    return shape_problem(*found, strict=strict)


def find_problems(root: ir.Operation | ir.OpView, *, strict: bool = False) -> list[OpProblem]:
    """Check every TOSA element-wise op nested under `root` (itself included), in IR order."""
    found: list[OpProblem] = []
    for op in walk_ops(root, ELEMENTWISE_NAMES):
        problem = op_problem(op, strict=strict)
        if problem is not None:
            found.append(OpProblem(op, problem))
    return found


def report_rank_problems(root: ir.Operation | ir.OpView, *, after: str) -> bool:
    """Emit the AllRanksMatchIfKnown errors left under `root` once pass `after` has run; True if there are none.

    Only rank errors: MLIR 22 rejects all of them too, so this changes no
    verdict, only the words (ours, with every rank, instead of MLIR's).
    """
    found = [p for p in find_problems(root) if isinstance(p.problem.cause, shapes.RankMismatchError)]
    for problem in found:
        problem.emit([f"found by the rank check that runs after '{after}'"])
    return not found


def _as_diagnostics(problems: Sequence[OpProblem], context: ir.Context) -> list[Diagnostic]:
    with Collector(context) as collector:
        for problem in problems:
            problem.emit()
    return collector.diagnostics


def check_op(op: ir.Operation | ir.OpView, *, strict: bool = False) -> list[Diagnostic]:
    """Return the diagnostics of one TOSA element-wise op (an empty list when it is valid).

    Raises:
        ValueError: `op` is not one of the element-wise ops we check.
    """
    if op.name not in ELEMENTWISE_NAMES:
        raise ValueError(f"'{op.name}' is not a TOSA element-wise op")
    problem = op_problem(op, strict=strict)
    found = [] if problem is None else [OpProblem(op.operation, problem)]
    return _as_diagnostics(found, op.context)


def check_module(module: ir.Module | ir.Operation | ir.OpView, *, strict: bool = False) -> list[Diagnostic]:
    """Return the diagnostics of every TOSA element-wise op in `module`, in IR order."""
    root = module.operation
    return _as_diagnostics(find_problems(root, strict=strict), root.context)
