"""Runtime shape checks: a plan read from a TOSA function, run on the concrete shapes of a call.

Before lowering, `ShapePlan.build(func)` records, for every op of the
function in order (nested regions and called functions included), which
values feed which and where the op is in the source. At call time
`ShapePlan.check(shapes)` propagates the arguments' concrete shapes through
the ops with `shapes.infer_result_shape` (the same algebra the verifier uses,
on ints instead of `?`), so an impossible combination is reported at the op
that cannot broadcast:

    model.mlir:3:8: 'tosa.add' op operand #1 dim 0 has runtime size 3, incompatible with size 4 of operand #0

instead of reading out of bounds. Argument count, rank and static dims are
checked first (dtypes are the caller's: they are known without a plan).

The plan follows element-wise ops, `tosa.identity`, `tensor.cast`,
`tosa.reshape`, `tosa.concat` and `func.call` (into the callee's own plan).
Any other value (another op's result, a block argument of a nested region,
the result of an `scf.if`) has the static dims of its type and, for each
dynamic dim, an unknown size. An element-wise op whose result depends on an
unknown size next to another size, or a static dim that an unknown size must
match, could read out of bounds, so the call is refused rather than guessed:

    model.mlir:4:8: 'tosa.add' op operand #0 dim 0 comes from 'tosa.slice' at model.mlir:3:8, whose runtime
    size the shape checks do not follow; compile with check_shapes=False to run it unchecked

Ops in nested regions are checked whether or not the region runs.

In a function under `tosabcast.assume_no_runtime_broadcast` (on it or on the
module), the lowering reads every dynamic operand dim unbroadcast, so the plan
also rejects a runtime broadcast of such a dim, which would read out of bounds:

    model.mlir:3:8: 'tosa.add' op operand #1 dim 0 has runtime size 1, but @main assumes no runtime broadcast
    (tosabcast.assume_no_runtime_broadcast) and the result dim has size 4

"Dynamic" is what the lowering sees (`tosabcast.ir.symbolic_dims`): the type's
`?`, unless earlier element-wise ops prove the dim static. A static 1 still
broadcasts.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from mlir import ir

from tosabcast.ir.bridge import ELEMENTWISE_ARITY, shape_of, string_value, symbol_name
from tosabcast.ir.diagnostics import location_text
from tosabcast.ir.symbolic_dims import ASSUME_NO_RUNTIME_BROADCAST, assumes_no_runtime_broadcast
from tosabcast.shapes import IncompatibleOperandsError, MaybeShape, ShapeError, format_shape, infer_result_shape

_SHAPE_PRESERVING = frozenset({"tosa.identity", "tensor.cast"})
_RESHAPE = "tosa.reshape"
_CONCAT = "tosa.concat"
_CALL = "func.call"
_UNCHECKED = "compile with check_shapes=False to run it unchecked"


class CallError(ValueError):
    """The arguments of a call cannot run: wrong count, dtype, rank, static dim, or a broadcast that fails.

    `str()` is `where: message`, where `where` is the `file:line:col` of the op or function.
    """

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass(frozen=True, eq=False)
class Unknown:
    """The runtime size of a dynamic dim the plan does not follow; equal only to itself."""

    origin: str  # "'tosa.slice' at m.mlir:3:8", "block argument #0 at m.mlir:4:10"

    def __repr__(self) -> str:
        return f"?({self.origin})"


Size = int | Unknown
RuntimeShape = tuple[Size, ...] | None  # None: unranked


@dataclass(frozen=True)
class _Step:
    """One op result: the value slots it reads and writes, and what its result type fixes."""

    name: str
    where: str
    operands: tuple[int, ...]  # the operands the plan follows; empty for ops it does not follow
    result: int
    declared: MaybeShape  # the result type's shape; None dims are dynamic
    opaque: RuntimeShape  # the result when not followed: the type's static dims, an `Unknown` per dynamic one
    unbroadcast: tuple[tuple[int, ...], ...] = ()  # per operand: its dims the lowering assumes never broadcast
    axis: int = 0  # tosa.concat
    callee: ShapePlan | str | None = None  # func.call: the callee's plan, or its name when it cannot be followed
    index: int = 0  # func.call: which result


@dataclass(frozen=True)
class ShapePlan:
    """The shape checks of one function: argument types, then one step per op."""

    function: str
    where: str
    arguments: tuple[tuple[str, MaybeShape], ...]  # (type text, shape) per argument
    steps: tuple[_Step, ...]
    slots: int
    returns: tuple[int, ...] | None = None  # the slots `func.return` reads; None if not one return

    @staticmethod
    def build(func: ir.Operation, rename: dict[str, str] | None = None) -> ShapePlan:
        """Read the plan of a `func.func` whose arguments are tensors."""
        return _Builder(rename, {}).plan(func)

    def check(self, shapes: Sequence[Sequence[Size] | None]) -> list[RuntimeShape]:
        """Check concrete argument shapes; return the shape of every value slot.

        Raises:
            CallError: with a located, exact message.
        """
        self.check_ranks(shapes)
        self._check_static_dims(shapes)
        env: list[RuntimeShape] = [None] * self.slots
        env[: len(shapes)] = [None if s is None else tuple(s) for s in shapes]
        for step in self.steps:
            env[step.result] = _run(step, env)
            if step.unbroadcast:
                self._check_unbroadcast(step, env)
        return env

    def check_ranks(self, shapes: Sequence[Sequence[Size] | None]) -> None:
        """Check that each argument has the rank of its type.

        Raises:
            CallError: naming the argument, its shape and its type.
        """
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            if declared is not None and shape is not None and len(shape) != len(declared):
                raise CallError(
                    self.where,
                    f"{self._argument(index)} has rank {len(shape)} (shape {_spell(shape)}), "
                    f"expected rank {len(declared)} ({type_text})",
                )

    def _check_static_dims(self, shapes: Sequence[Sequence[Size] | None]) -> None:
        for index, (shape, (type_text, declared)) in enumerate(zip(shapes, self.arguments, strict=True)):
            for dim, (have, want) in enumerate(zip(shape or (), declared or (), strict=True)):
                if want is None or have == want:
                    continue
                what = f"{self._argument(index)} dim {dim}"
                if isinstance(have, Unknown):
                    raise CallError(self.where, _unfollowed(what, have))
                raise CallError(self.where, f"{what} has size {have}, expected {want} ({type_text})")

    def _check_unbroadcast(self, step: _Step, env: list[RuntimeShape]) -> None:
        """Check that the dims the lowering reads unbroadcast (by assumption) have the result's runtime sizes."""
        result = env[step.result]
        if result is None:
            return
        for operand, (slot, dims) in enumerate(zip(step.operands, step.unbroadcast, strict=True)):
            shape = env[slot]
            if shape is None:
                continue
            pad = len(result) - len(shape)
            for dim in dims:
                size, result_size = shape[dim], result[pad + dim]
                if size == result_size:
                    continue
                what = f"'{step.name}' op operand #{operand} dim {dim}"
                unknown = size if isinstance(size, Unknown) else result_size
                if isinstance(unknown, Unknown):
                    raise CallError(step.where, _unfollowed(what, unknown))
                raise CallError(
                    step.where,
                    f"{what} has runtime size {size}, but @{self.function} assumes no runtime broadcast "
                    f"({ASSUME_NO_RUNTIME_BROADCAST}) and the result dim has size {result_size}",
                )

    def _argument(self, index: int) -> str:
        return f"@{self.function} argument #{index}"


def _unfollowed(what: str, unknown: Unknown) -> str:
    return f"{what} comes from {unknown.origin}, whose runtime size the shape checks do not follow; {_UNCHECKED}"


# Building -----------------------------------------------------------------------------------------------------


@dataclass
class _Builder:
    """Reads plans; `plans` holds each function's, by name (None while it is being read: a recursive call)."""

    rename: dict[str, str] | None
    plans: dict[str, ShapePlan | None]
    slot_of: dict[ir.Value, int] = field(default_factory=dict)
    steps: list[_Step] = field(default_factory=list)
    proven: _Proven | None = None

    def plan(self, func: ir.Operation) -> ShapePlan:
        name = string_value(func.attributes["sym_name"])
        self.plans[name] = None
        body = _Builder(self.rename, self.plans)
        block = func.regions[0].blocks[0]
        arguments = []
        for arg in block.arguments:
            body.slot_of[arg] = len(body.slot_of)
            arguments.append((str(arg.type), _shape_or_none(arg.type)))
        if assumes_no_runtime_broadcast(func):
            body.proven = _Proven([shape for _, shape in arguments])
        returns: list[tuple[int, ...]] = []
        for op in _nested_ops(func):
            body.add(op)
            if op.name == "func.return" and op.parent == func:
                returns.append(tuple(body.slot(v) for v in op.operands))
        plan = ShapePlan(
            name,
            location_text(func.location, self.rename),
            tuple(arguments),
            tuple(body.steps),
            len(body.slot_of),
            returns[0] if len(returns) == 1 else None,
        )
        self.plans[name] = plan
        return plan

    def add(self, op: ir.Operation) -> None:
        """Add one step per tensor result of `op`."""
        for index, result in enumerate(op.results):
            if _is_tensor(result.type):
                self._append(self._step(op, index, result.type))
                self.slot_of[result] = len(self.slot_of)

    def slot(self, value: ir.Value) -> int:
        """The slot of `value`; a value not seen yet (a nested block's argument) gets an opaque step."""
        if value not in self.slot_of:
            if isinstance(value, ir.BlockArgument):
                where = location_text(value.owner.owner.location, self.rename)  # block -> its parent op
                origin = f"block argument #{value.arg_number} at {where}"
            else:  # used before the op that defines it, in an unstructured region
                where = location_text(value.owner.location, self.rename)
                origin = f"'{value.owner.name}' at {where}"
            declared = _shape_or_none(value.type)
            self._append(_Step("value", where, (), len(self.slot_of), declared, _opaque(declared, origin)))
            self.slot_of[value] = len(self.slot_of)
        return self.slot_of[value]

    def _append(self, step: _Step) -> None:
        self.steps.append(self.proven.add(step) if self.proven is not None else step)

    def _step(self, op: ir.Operation, index: int, type_: ir.Type) -> _Step:
        name, where, declared = op.name, location_text(op.location, self.rename), _shape_or_none(type_)
        followed = self._followed_operands(op, index)
        operands = tuple(self.slot(v) for v in followed)
        origin = f"'{name}' at {where}"
        step = _Step(name, where, operands, len(self.slot_of), declared, _opaque(declared, origin))
        if name == _CONCAT:
            return replace(step, axis=ir.IntegerAttr(op.attributes["axis"]).value)
        if name == _CALL:
            return replace(step, callee=self._callee(op), index=index)
        return step

    def _followed_operands(self, op: ir.Operation, index: int) -> list[ir.Value]:
        name = op.name
        if name in ELEMENTWISE_ARITY:
            return list(op.operands)[: ELEMENTWISE_ARITY[name]] if index == 0 else []
        if name in _SHAPE_PRESERVING or name == _RESHAPE:
            return [op.operands[0]] if index == 0 else []
        if name in (_CONCAT, _CALL):
            return [v for v in op.operands if _is_tensor(v.type) or name == _CALL]
        return []

    def _callee(self, call: ir.Operation) -> ShapePlan | str | None:
        """The callee's plan; its name if it is being read (recursion); None if it has no body here."""
        name = string_value(call.attributes["callee"])
        if name in self.plans:
            return self.plans[name] or name
        func = _function(call, name)
        if func is None:
            return None
        return self.plan(func)


def _function(call: ir.Operation, name: str) -> ir.Operation | None:
    """The `func.func @name` with a body in the module enclosing `call`."""
    module = call.parent
    while module is not None and module.name != "builtin.module":
        module = module.parent
    if module is None:
        return None
    for op in module.regions[0].blocks[0].operations:
        op = op.operation
        if op.name == "func.func" and symbol_name(op) == name:
            return op if op.regions[0].blocks else None
    return None


def _nested_ops(op: ir.Operation) -> Iterator[ir.Operation]:
    """The ops nested in `op`'s regions, in pre-order (with a stack of its own: nesting may be deep)."""
    pending = [iter(_children(op))]
    while pending:
        nested = next(pending[-1], None)
        if nested is None:
            pending.pop()
            continue
        yield nested
        pending.append(iter(_children(nested)))


def _children(op: ir.Operation) -> list[ir.Operation]:
    return [nested.operation for region in op.regions for block in region.blocks for nested in block.operations]


class _Proven:
    """The static shapes the lowering proves for each value slot (`tosabcast.ir.symbolic_dims`, without symbols).

    An element-wise result's shape is its operands' broadcast, completed by its
    type; every other value's is its type's. A dim that stays dynamic here is
    one the lowering reads unbroadcast under the assumption.
    """

    def __init__(self, arguments: Sequence[MaybeShape]) -> None:
        self._shapes = list(arguments)

    def add(self, step: _Step) -> _Step:
        """Record the shape of `step`'s result; return `step` with the dims it must not broadcast."""
        if step.name not in ELEMENTWISE_ARITY or not step.operands:
            self._shapes.append(step.declared)
            return step
        operands = [self._shapes[s] for s in step.operands]
        self._shapes.append(_broadcast_or_declared(operands, step.declared))
        unbroadcast = tuple(() if s is None else tuple(d for d, size in enumerate(s) if size is None) for s in operands)
        return replace(step, unbroadcast=unbroadcast)


def _broadcast_or_declared(operands: Sequence[MaybeShape], declared: MaybeShape) -> MaybeShape:
    """The operands' broadcast with `declared`'s static sizes where it is dynamic; `declared` if unknown or invalid."""
    if declared is None or any(s is None for s in operands):
        return declared
    try:
        inferred = infer_result_shape(operands)
    except ShapeError:
        return declared  # the lowering rejects the op at compile time
    if inferred is None or len(inferred) != len(declared):
        return declared
    return tuple(want if have is None else have for have, want in zip(inferred, declared, strict=True))


def _is_tensor(type_: ir.Type) -> bool:
    return isinstance(type_, ir.RankedTensorType | ir.UnrankedTensorType)


def _shape_or_none(type_: ir.Type) -> MaybeShape:
    return shape_of(type_) if _is_tensor(type_) else None


def _opaque(declared: MaybeShape, origin: str) -> RuntimeShape:
    if declared is None:
        return None
    unknown = [Unknown(origin) for _ in declared]  # one per dim: distinct sizes
    return tuple(unknown[k] if d is None else d for k, d in enumerate(declared))


def _spell(shape: Sequence[Size]) -> str:
    return format_shape(tuple(d if isinstance(d, int) else None for d in shape)) if shape else "()"


# Checking -----------------------------------------------------------------------------------------------------


def _run(step: _Step, env: list[RuntimeShape]) -> RuntimeShape:
    if not step.operands and step.name != _CALL:
        return step.opaque
    shapes = [env[s] for s in step.operands]
    if step.name == _CALL:
        return _call(step, shapes)
    if step.name == _RESHAPE:
        return _reshape(step, shapes[0])
    if step.name in _SHAPE_PRESERVING:
        return _meet(step, shapes[0])
    if step.name == _CONCAT:
        return _meet(step, _concat(step, shapes))
    return _meet(step, _broadcast(step, shapes))


def _broadcast(step: _Step, shapes: list[RuntimeShape]) -> RuntimeShape:
    known = [None if s is None else tuple(None if isinstance(d, Unknown) else d for d in s) for s in shapes]
    try:
        inferred = infer_result_shape(known)
    except IncompatibleOperandsError as exc:
        raise CallError(
            step.where,
            f"'{step.name}' op operand #{exc.operand} dim {exc.dim} has runtime size {exc.size}, "
            f"incompatible with size {exc.other_size} of operand #{exc.other_operand}",
        ) from None
    if known == shapes or inferred is None:
        return inferred
    return tuple(_broadcast_unknown(step, shapes, k - len(inferred), size) for k, size in enumerate(inferred))


def _broadcast_unknown(step: _Step, shapes: list[RuntimeShape], k: int, inferred: int | None) -> Size:
    """Result dim `k` (negative: from the end) where unknown sizes may take part: fine if it is the only size."""
    sizes: list[tuple[int, Size]] = []  # (operand, size) of the sizes other than 1
    for operand, shape in enumerate(shapes):
        if shape is not None and len(shape) >= -k and shape[k] != 1:
            sizes.append((operand, shape[k]))
    unknown = next(((operand, size) for operand, size in sizes if isinstance(size, Unknown)), None)
    if unknown is None:
        assert inferred is not None
        return inferred
    operand, size = unknown
    if any(other is not size for _, other in sizes):
        assert isinstance(size, Unknown)
        dim = len(shapes[operand] or ()) + k
        raise CallError(step.where, _unfollowed(f"'{step.name}' op operand #{operand} dim {dim}", size))
    return size


def _reshape(step: _Step, operand: RuntimeShape) -> RuntimeShape:
    """Check that the element count survives a reshape; fill in one dynamic result dim."""
    declared = step.declared
    if operand is None or declared is None or declared.count(None) > 1:
        return step.opaque
    unknown = next((k for k, d in enumerate(operand) if isinstance(d, Unknown)), None)
    if unknown is not None:
        size = operand[unknown]
        assert isinstance(size, Unknown)
        raise CallError(step.where, _unfollowed(f"'{step.name}' op operand #0 dim {unknown}", size))
    count = math.prod(d for d in operand if isinstance(d, int))
    known = math.prod(d for d in declared if d is not None)
    if None in declared:
        if known == 0 or count % known:
            raise CallError(
                step.where, f"'{step.name}' op cannot reshape {count} elements into {format_shape(declared)}"
            )
        return tuple(count // known if d is None else d for d in declared)
    if count != known:
        raise CallError(step.where, f"'{step.name}' op cannot reshape {count} elements into {format_shape(declared)}")
    return declared


def _concat(step: _Step, shapes: list[RuntimeShape]) -> RuntimeShape:
    """Check that the operands agree off the axis; the axis dim is their sum."""
    first = shapes[0]
    if first is None or any(s is None or len(s) != len(first) for s in shapes) or not 0 <= step.axis < len(first):
        return step.opaque
    columns = [[s[k] for s in shapes if s is not None] for k in range(len(first))]
    return tuple(_sum(column) if k == step.axis else _equal_sizes(step, column, k) for k, column in enumerate(columns))


def _sum(column: list[Size]) -> Size:
    unknown = next((d for d in column if isinstance(d, Unknown)), None)
    if unknown is not None:
        return Unknown(unknown.origin)  # a size of its own: not equal to the operand's
    return sum(d for d in column if isinstance(d, int))


def _equal_sizes(step: _Step, column: list[Size], k: int) -> Size:
    size = column[0]
    for operand, other in enumerate(column[1:], start=1):
        if other == size:
            continue
        culprit = 0 if isinstance(size, Unknown) else operand
        unknown = column[culprit]
        if isinstance(unknown, Unknown):
            raise CallError(step.where, _unfollowed(f"'{step.name}' op operand #{culprit} dim {k}", unknown))
        raise CallError(
            step.where,
            f"'{step.name}' op operand #{operand} dim {k} has runtime size {other}, "
            f"incompatible with size {size} of operand #0",
        )
    return size


def _call(step: _Step, arguments: list[RuntimeShape]) -> RuntimeShape:
    """Check the callee on the call's operand shapes; its returned value's shape is the result's."""
    callee = step.callee
    if isinstance(callee, str):
        raise CallError(
            step.where,
            f"'{step.name}' op calls @{callee} recursively, which the shape checks do not follow; {_UNCHECKED}",
        )
    if callee is None or callee.returns is None:
        return step.opaque
    env = callee.check(arguments)
    return _meet(step, env[callee.returns[step.index]])


def _meet(step: _Step, inferred: RuntimeShape) -> RuntimeShape:
    """Combine the inferred runtime shape with the result type's static dims; they must agree."""
    declared = step.declared
    if inferred is None or declared is None:
        return step.opaque if inferred is None else inferred
    if len(inferred) != len(declared):
        return step.opaque
    result: list[Size] = []
    for dim, (have, want) in enumerate(zip(inferred, declared, strict=True)):
        if want is not None and have != want:
            if isinstance(have, Unknown):
                raise CallError(step.where, _unfollowed(f"'{step.name}' op result dim {dim}", have))
            raise CallError(
                step.where,
                f"'{step.name}' op result dim {dim} has static size {want}, incompatible with runtime size {have}",
            )
        result.append(have)
    return tuple(result)
