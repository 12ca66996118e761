"""Cheap op builders: `ir.Operation.create` without the generated `mlir.dialects` wrappers, and op replay.

The lowering builds a few ops per TOSA op, and the generated builders spend most of their time in Python
(argument normalization, enum-to-attribute conversion, OpView construction): `arith.cmpf` costs about 9 us,
`ir.Operation.create` of the same op 2.6 us. These build the same IR (op, operands, result types and
attributes) at the current location and insertion point and return the result value.

`arith` and `math` stand in for the generated modules' functions that `tosabcast.lowering.scalar` calls, with the
same arguments (`arith.addf(a, b)`, `arith.cmpf(predicate, a, b)`, `arith.extsi(type, x)`,
`arith.constant(type, attribute)`); the other functions are the structural ops of the lowering pass.

`record(fn, args)` runs a function that builds ops (with these builders or any other) and returns, with
its result, a `Recipe`: the ops it added, read back as data (name, result type, operands as indices,
attributes). `Recipe.replay(args)` builds the same ops on other operands without running the function again
(one `ir.Operation.create` per op, no Python logic): `tosabcast.lowering.scalar` builds each op body once per pass
run and replays it for every other op of the same kind and types.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from mlir import ir
from mlir.dialects import arith as _arith

Builder = Callable[..., ir.Value]
Attributes = dict[str, ir.Attribute]
_Step = tuple[str, ir.Type, tuple[int, ...], Attributes]


def bit_width(type_: ir.Type) -> int:
    """The width in bits of an integer or float type."""
    if isinstance(type_, ir.IntegerType):
        return ir.IntegerType(type_).width
    return ir.FloatType(type_).width


def create(name: str, result: ir.Type, operands: Sequence[ir.Value], attributes: Attributes | None = None) -> ir.Value:
    """Build op `name` with one result of type `result`; return the result."""
    return ir.Operation.create(name, results=(result,), operands=operands, attributes=attributes).result


class Recipe:
    """Ops built by one call of a function, as data, to build again on other operands (`replay`)."""

    __slots__ = ("_output", "_recorded", "_steps")

    def __init__(self, steps: Sequence[_Step], output: int, recorded: Sequence[ir.Operation] = ()) -> None:
        """Each step is (name, result type, operands, attributes); an operand and `output` index the values.

        The values are the arguments of `replay`, then each step's result in order. `recorded`: the ops the
        steps were read from, if they are in the IR (`constant` moves them).
        """
        self._steps = [
            (name, (result,), _getter(operands), attributes or None, name == "arith.constant" and not operands)
            for name, result, operands, attributes in steps
        ]
        self._output = output
        self._recorded = list(recorded)

    def replay(
        self,
        args: Sequence[ir.Value],
        loc: ir.Location | None = None,
        constants: Callable[[Recipe, int], ir.Value] | None = None,
    ) -> ir.Value:
        """Build the recorded ops on `args` at the current insertion point and `loc`; return the output.

        Args:
            args: the values to use where the recording used its arguments.
            loc: the location of the ops (default: the current one).
            constants: `constants(recipe, step)` gives the value of each `arith.constant` step instead of
                building one here (`Recipe.constant` builds such shared values).
        """
        values = list(args)
        make = ir.Operation.create
        for step, (name, results, operands, attributes, constant) in enumerate(self._steps):
            if constant and constants is not None:
                values.append(constants(self, step))
            else:
                values.append(make(name, results, operands(values), attributes, None, 0, loc).result)
        return values[self._output]

    def constant(self, step: int, block: ir.Block, before: ir.Operation, loc: ir.Location) -> ir.Value:
        """The constant of `step` for `block`: the recorded op if an op of `block` holds it (moved out, before
        that op), else a copy built before `before` (an op of `block`) at `loc`."""
        name, results, _, attributes, _ = self._steps[step]
        if step < len(self._recorded):
            recorded = self._recorded[step]
            holder = recorded.parent
            if holder is not None and holder.operation.block == block:
                recorded.move_before(holder.operation)
                return recorded.result
        return ir.Operation.create(name, results, (), attributes, None, 0, loc, ir.InsertionPoint(before)).result


def _getter(indices: tuple[int, ...]) -> Callable[[list[ir.Value]], tuple[ir.Value, ...]]:
    """`lambda values: tuple(values[i] for i in indices)`, in C where it can be."""
    if len(indices) > 1:
        return itemgetter(*indices)
    if indices:
        (index,) = indices
        return lambda values: (values[index],)
    return lambda values: ()


def record(fn: Callable[[], ir.Value], args: Sequence[ir.Value]) -> tuple[ir.Value, Recipe | None]:
    """Call `fn`, which builds ops from `args`; return its result and the recipe that rebuilds them from others.

    The recipe is what `fn` added at the current insertion point, read back from the IR: ops with one result,
    no region and no successor, built at the current location, whose operands are `args` or results of the
    ops before them. Otherwise, or when `args` repeat a value (which one an op used is then unknown), it is
    None. What `fn` did elsewhere (a function it added to the module, say) is not part of it.
    """
    try:
        mark = _Mark(ir.InsertionPoint.current)
    except ValueError:  # no insertion point: the ops are built detached, nothing to read back
        return fn(), None
    value = fn()
    added = mark.added()
    return value, None if added is None else _read_back(added, args, value)


class _Mark:
    """Where an insertion point is in its block now, to find the ops inserted there later."""

    def __init__(self, point: ir.InsertionPoint) -> None:
        self._point = point
        self._operations = point.block.operations
        self._count = len(self._operations)
        self._previous = self._before(self._position())

    def added(self) -> list[ir.Operation] | None:
        """The ops inserted at the point since; None if others were inserted elsewhere in the block."""
        end = self._position()
        first = end - (len(self._operations) - self._count)
        if first < 0 or not _same(self._before(first), self._previous):
            return None
        return [self._operations[i].operation for i in range(first, end)]

    def _position(self) -> int:
        """The index of the op the point inserts before (the block's length: at the end)."""
        if self._point.ref_operation is None:
            return len(self._operations)
        reference = self._point.ref_operation.operation
        return next(i for i in range(len(self._operations)) if self._operations[i].operation == reference)

    def _before(self, index: int) -> ir.Operation | None:
        return self._operations[index - 1].operation if index > 0 else None


def _same(a: ir.Operation | None, b: ir.Operation | None) -> bool:
    return a is b or (a is not None and b is not None and a == b)


def _read_back(added: list[ir.Operation], args: Sequence[ir.Value], output: ir.Value) -> Recipe | None:
    index = {value: i for i, value in enumerate(args)}
    if len(index) < len(args):
        return None
    location = ir.Location.current
    steps: list[_Step] = []
    for op in added:
        operands = list(op.operands)
        if len(op.results) != 1 or len(op.regions) or len(op.successors) or op.location != location:
            return None
        if any(v not in index for v in operands):
            return None
        result = op.result
        steps.append((op.name, result.type, tuple(index[v] for v in operands), _explicit_attributes(op, operands)))
        index[result] = len(index)
    if output not in index:
        return None
    return Recipe(steps, index[output], added)


def _explicit_attributes(op: ir.Operation, operands: list[ir.Value]) -> Attributes:
    """The attributes of `op` other than those `ir.Operation.create` gives it anyway (`fastmath = none`...).

    Passing fewer attributes makes each replayed op cheaper to build.
    """
    attributes = {name: op.attributes[name] for name in op.attributes}
    if not attributes:
        return attributes
    with ir.InsertionPoint(op):
        bare = ir.Operation.create(op.name, results=(op.result.type,), operands=operands)
    defaults = {name: bare.attributes[name] for name in bare.attributes}
    bare.erase()
    return {name: value for name, value in attributes.items() if name not in defaults or defaults[name] != value}


def _same_type(name: str) -> Builder:
    """`name(*operands)`, whose result has the first operand's type."""

    def build(*operands: ir.Value) -> ir.Value:
        return create(name, operands[0].type, operands)

    return build


def _conversion(name: str) -> Builder:
    """`name(to, x)`: convert `x` to type `to`."""

    def build(to: ir.Type, x: ir.Value) -> ir.Value:
        return create(name, to, (x,))

    return build


def _comparison(name: str) -> Builder:
    """`name(predicate, lhs, rhs)` with an i1 result (a vector of i1 on vectors) and the predicate as an i64
    attribute."""

    def build(predicate: int, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
        attribute = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(predicate))
        result: ir.Type = ir.IntegerType.get_signless(1)
        if isinstance(lhs.type, ir.VectorType):
            result = ir.VectorType.get(ir.VectorType(lhs.type).shape, result)
        return create(name, result, (lhs, rhs), {"predicate": attribute})

    return build


def _select(condition: ir.Value, true_value: ir.Value, false_value: ir.Value) -> ir.Value:
    return create("arith.select", true_value.type, (condition, true_value, false_value))


def _constant(type_: ir.Type, value: ir.Attribute | int) -> ir.Value:
    """An `arith.constant`; an int `value` is an integer attribute of `type_` (an integer or index type)."""
    attribute = ir.IntegerAttr.get(type_, value) if isinstance(value, int) else value
    return create("arith.constant", type_, (), {"value": attribute})


class arith:  # spelled like the module it stands in for
    """The `mlir.dialects.arith` functions `tosabcast.lowering.scalar` uses."""

    CmpFPredicate = _arith.CmpFPredicate
    CmpIPredicate = _arith.CmpIPredicate
    constant = staticmethod(_constant)
    select = staticmethod(_select)
    cmpf = staticmethod(_comparison("arith.cmpf"))
    cmpi = staticmethod(_comparison("arith.cmpi"))
    addf = staticmethod(_same_type("arith.addf"))
    addi = staticmethod(_same_type("arith.addi"))
    subf = staticmethod(_same_type("arith.subf"))
    subi = staticmethod(_same_type("arith.subi"))
    mulf = staticmethod(_same_type("arith.mulf"))
    muli = staticmethod(_same_type("arith.muli"))
    divf = staticmethod(_same_type("arith.divf"))
    divsi = staticmethod(_same_type("arith.divsi"))
    negf = staticmethod(_same_type("arith.negf"))
    andi = staticmethod(_same_type("arith.andi"))
    ori = staticmethod(_same_type("arith.ori"))
    xori = staticmethod(_same_type("arith.xori"))
    shli = staticmethod(_same_type("arith.shli"))
    shrsi = staticmethod(_same_type("arith.shrsi"))
    shrui = staticmethod(_same_type("arith.shrui"))
    maxsi = staticmethod(_same_type("arith.maxsi"))
    minsi = staticmethod(_same_type("arith.minsi"))
    minui = staticmethod(_same_type("arith.minui"))
    bitcast = staticmethod(_conversion("arith.bitcast"))
    extf = staticmethod(_conversion("arith.extf"))
    extsi = staticmethod(_conversion("arith.extsi"))
    extui = staticmethod(_conversion("arith.extui"))
    fptosi = staticmethod(_conversion("arith.fptosi"))
    sitofp = staticmethod(_conversion("arith.sitofp"))
    truncf = staticmethod(_conversion("arith.truncf"))
    trunci = staticmethod(_conversion("arith.trunci"))
    uitofp = staticmethod(_conversion("arith.uitofp"))


class math:  # spelled like the module it stands in for
    """The `mlir.dialects.math` functions `tosabcast.lowering.scalar` uses."""

    absf = staticmethod(_same_type("math.absf"))
    absi = staticmethod(_same_type("math.absi"))
    ceil = staticmethod(_same_type("math.ceil"))
    cos = staticmethod(_same_type("math.cos"))
    ctlz = staticmethod(_same_type("math.ctlz"))
    erf = staticmethod(_same_type("math.erf"))
    exp = staticmethod(_same_type("math.exp"))
    floor = staticmethod(_same_type("math.floor"))
    fma = staticmethod(_same_type("math.fma"))
    log = staticmethod(_same_type("math.log"))
    powf = staticmethod(_same_type("math.powf"))
    roundeven = staticmethod(_same_type("math.roundeven"))
    rsqrt = staticmethod(_same_type("math.rsqrt"))
    sin = staticmethod(_same_type("math.sin"))
    sqrt = staticmethod(_same_type("math.sqrt"))
    tanh = staticmethod(_same_type("math.tanh"))


# Structural ops of the lowering -----------------------------------------------------------------------------


def tensor_dim(source: ir.Value, index: ir.Value) -> ir.Value:
    """`tensor.dim %source, %index`."""
    return create("tensor.dim", ir.IndexType.get(), (source, index))


def tensor_empty(type_: ir.Type, dynamic_sizes: Sequence[ir.Value]) -> ir.Value:
    """`tensor.empty(dynamic sizes) : type`."""
    return create("tensor.empty", type_, dynamic_sizes)


def tensor_extract(source: ir.Value, indices: Sequence[ir.Value], element: ir.Type) -> ir.Value:
    """`tensor.extract %source[indices]` of element type `element`."""
    return create("tensor.extract", element, (source, *indices))


def tensor_cast(type_: ir.Type, source: ir.Value) -> ir.Value:
    """`tensor.cast %source : ... to type`."""
    return create("tensor.cast", type_, (source,))


def linalg_index(dim: int) -> ir.Value:
    """`linalg.index dim`."""
    return create(
        "linalg.index", ir.IndexType.get(), (), {"dim": ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim)}
    )


def linalg_yield(value: ir.Value) -> None:
    """`linalg.yield %value`."""
    ir.Operation.create("linalg.yield", operands=(value,))


def generic_attributes(maps: ir.ArrayAttr, iterators: ir.ArrayAttr, inputs: int) -> dict[str, ir.Attribute]:
    """The attributes of a `linalg.generic` with `inputs` inputs and one init (build once, use for many)."""
    segments = ir.DenseI32ArrayAttr.get([inputs, 1])
    return {"indexing_maps": maps, "iterator_types": iterators, "operandSegmentSizes": segments}


def linalg_generic(
    result: ir.Type, inputs: Sequence[ir.Value], init: ir.Value, attributes: dict[str, ir.Attribute]
) -> ir.Operation:
    """A `linalg.generic` with one init, `generic_attributes`, and an empty body region (append its block)."""
    return ir.Operation.create(
        "linalg.generic", results=(result,), operands=(*inputs, init), attributes=attributes, regions=1
    )
