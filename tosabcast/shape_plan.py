"""Runtime shape checks: a plan read from a TOSA function, run on the concrete shapes of a call.

Before lowering, `ShapePlan.build(func)` records, for every op of the
function's body in order, which values feed which and where the op is in the
source. At call time `ShapePlan.check(shapes)` propagates the arguments'
concrete shapes through the ops with `shapes.infer_result_shape` (the same
algebra the verifier uses, on ints instead of `?`), so an impossible
combination is reported at the op that cannot broadcast:

    model.mlir:3:8: 'tosa.add' op operand #1 dim 0 has runtime size 3, incompatible with size 4 of operand #0

instead of reading out of bounds. Argument count, rank and static dims are
checked first (dtypes are the caller's: they are known without a plan).
Values whose shape the plan cannot follow (results of ops it does not know)
keep the dims of their type, with `None` for the unknown ones, which the
algebra treats as `?`: such checks are skipped, never wrong.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mlir import ir

from tosabcast.diagnostics import source_loc
from tosabcast.ir_shapes import ELEMENTWISE_ARITY, shape_of
from tosabcast.shapes import IncompatibleOperandsError, MaybeShape, format_shape, infer_result_shape

_SHAPE_PRESERVING = frozenset({"tosa.identity", "tensor.cast"})
_RESHAPE = "tosa.reshape"


class CallError(ValueError):
    """The arguments of a call cannot run: wrong count, dtype, rank, static dim, or a broadcast that fails.

    `str()` is `where: message`, where `where` is the `file:line:col` of the op or function.
    """

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


def location_text(loc: ir.Location, rename: dict[str, str] | None = None) -> str:
    """Format `loc` as `file:line:col` (or MLIR's own spelling when it has no file position)."""
    where = source_loc(loc, rename)
    return str(where) if where is not None else str(loc)


@dataclass(frozen=True)
class _Step:
    """One op: the value slots it reads and writes, and what its result type fixes."""

    name: str
    where: str
    operands: tuple[int, ...]  # broadcast operands; empty for ops the plan does not check
    result: int
    declared: MaybeShape  # the result type's shape; None dims are dynamic


@dataclass(frozen=True)
class ShapePlan:
    """The shape checks of one function: argument types, then one step per op."""

    function: str
    where: str
    arguments: tuple[tuple[str, MaybeShape], ...]  # (type text, shape) per argument
    steps: tuple[_Step, ...]
    slots: int

    @staticmethod
    def build(func: ir.Operation, rename: dict[str, str] | None = None) -> ShapePlan:
        """Read the plan of a `func.func` whose arguments are tensors."""
        slot_of: dict[ir.Value, int] = {}
        block = func.regions[0].blocks[0]
        arguments = []
        for arg in block.arguments:
            slot_of[arg] = len(slot_of)
            arguments.append((str(arg.type), _shape_or_none(arg.type)))
        steps: list[_Step] = []
        for op in block.operations:
            for index, result in enumerate(op.results):
                declared = _shape_or_none(result.type)
                if declared is None and not isinstance(result.type, ir.UnrankedTensorType):
                    continue
                slot_of[result] = len(slot_of)
                steps.append(_step(op, index, slot_of, declared, rename))
        name = ir.StringAttr(func.attributes["sym_name"]).value
        return ShapePlan(name, location_text(func.location, rename), tuple(arguments), tuple(steps), len(slot_of))

    def check(self, shapes: Sequence[tuple[int, ...]]) -> list[MaybeShape]:
        """Check concrete argument shapes; return the shape of every value slot.

        Raises:
            CallError: with a located, exact message.
        """
        self.check_ranks(shapes)
        self._check_static_dims(shapes)
        env: list[MaybeShape] = [None] * self.slots
        env[: len(shapes)] = [tuple(s) for s in shapes]
        for step in self.steps:
            env[step.result] = _run(step, env)
        return env

    def check_ranks(self, shapes: Sequence[tuple[int, ...]]) -> None:
        """Check that each argument has the rank of its type.

        Raises:
            CallError: naming the argument, its shape and its type.
        """
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            if declared is not None and len(shape) != len(declared):
                raise CallError(
                    self.where,
                    f"{self._argument(index)} has rank {len(shape)} (shape {_spell(shape)}), "
                    f"expected rank {len(declared)} ({type_text})",
                )

    def _check_static_dims(self, shapes: Sequence[tuple[int, ...]]) -> None:
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            for dim, (have, want) in enumerate(zip(shape, declared or (), strict=True)):
                if want is not None and have != want:
                    raise CallError(
                        self.where, f"{self._argument(index)} dim {dim} has size {have}, expected {want} ({type_text})"
                    )

    def _argument(self, index: int) -> str:
        return f"@{self.function} argument #{index}"


def _shape_or_none(type_: ir.Type) -> MaybeShape:
    if isinstance(type_, ir.RankedTensorType | ir.UnrankedTensorType):
        return shape_of(type_)
    return None


def _step(
    op: ir.Operation, index: int, slot_of: dict[ir.Value, int], declared: MaybeShape, rename: dict[str, str] | None
) -> _Step:
    name = op.name
    operands: tuple[int, ...] = ()
    if name in ELEMENTWISE_ARITY and index == 0:
        operands = tuple(slot_of.get(v, -1) for v in list(op.operands)[: ELEMENTWISE_ARITY[name]])
    elif (name in _SHAPE_PRESERVING or name == _RESHAPE) and index == 0:
        operands = (slot_of.get(op.operands[0], -1),)
    return _Step(name, location_text(op.location, rename), operands, len(slot_of) - 1, declared)


def _spell(shape: Sequence[int]) -> str:
    return format_shape(tuple(shape)) if shape else "()"


def _known(env: list[MaybeShape], slot: int) -> MaybeShape:
    return env[slot] if slot >= 0 else None


def _run(step: _Step, env: list[MaybeShape]) -> MaybeShape:
    if not step.operands:
        return step.declared
    shapes = [_known(env, s) for s in step.operands]
    if step.name == _RESHAPE:
        return _reshape(step, shapes[0])
    if step.name in _SHAPE_PRESERVING:
        inferred = shapes[0]
    else:
        try:
            inferred = infer_result_shape(shapes)
        except IncompatibleOperandsError as exc:
            raise CallError(
                step.where,
                f"'{step.name}' op operand #{exc.operand} dim {exc.dim} has runtime size {exc.size}, "
                f"incompatible with size {exc.other_size} of operand #{exc.other_operand}"
            ) from None
    return _meet(step, inferred)


def _reshape(step: _Step, operand: MaybeShape) -> MaybeShape:
    """Check that the element count survives a reshape; fill in one dynamic result dim."""
    declared = step.declared
    if operand is None or declared is None or None in operand or declared.count(None) > 1:
        return declared
    count = math.prod(d for d in operand if d is not None)
    known = math.prod(d for d in declared if d is not None)
    if None in declared:
        if known == 0 or count % known:
            raise CallError(step.where, f"'{step.name}' op cannot reshape {count} elements into {format_shape(declared)}")
        return tuple(count // known if d is None else d for d in declared)
    if count != known:
        raise CallError(step.where, f"'{step.name}' op cannot reshape {count} elements into {format_shape(declared)}")
    return declared


def _meet(step: _Step, inferred: MaybeShape) -> MaybeShape:
    """Combine the inferred runtime shape with the result type's static dims; they must agree."""
    declared = step.declared
    if inferred is None or declared is None:
        return declared if inferred is None else inferred
    if len(inferred) != len(declared):
        return declared
    result: list[int | None] = []
    for dim, (have, want) in enumerate(zip(inferred, declared, strict=True)):
        if have is not None and want is not None and have != want:
            raise CallError(
                step.where,
                f"'{step.name}' op result dim {dim} has static size {want}, "
                f"incompatible with runtime size {have}"
            )
        result.append(want if have is None else have)
    return tuple(result)

