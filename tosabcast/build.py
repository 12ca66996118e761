"""Cheap op builders: `ir.Operation.create` without the generated `mlir.dialects` wrappers.

The lowering builds a few ops per TOSA op, and the generated builders spend most of their time in Python
(argument normalization, enum-to-attribute conversion, OpView construction): `arith.cmpf` costs about 9 us,
`ir.Operation.create` of the same op 2.6 us. These build the same IR (op, operands, result types and
attributes) at the current location and insertion point and return the result value.

`arith` and `math` stand in for the generated modules' functions that `tosabcast.scalar` calls, with the
same arguments (`arith.addf(a, b)`, `arith.cmpf(predicate, a, b)`, `arith.extsi(type, x)`,
`arith.constant(type, attribute)`); the other functions are the structural ops of the lowering pass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mlir import ir
from mlir.dialects import arith as _arith

Builder = Callable[..., ir.Value]


def create(
    name: str, result: ir.Type, operands: Sequence[ir.Value], attributes: dict[str, ir.Attribute] | None = None
) -> ir.Value:
    """Build op `name` with one result of type `result`; return the result."""
    return ir.Operation.create(name, results=(result,), operands=operands, attributes=attributes).result


def _same_type(name: str) -> Builder:
    """`name(*operands)`, whose result has the first operand's type."""

    def build(*operands: ir.Value) -> ir.Value:
        return ir.Operation.create(name, results=(operands[0].type,), operands=operands).result

    return build


def _conversion(name: str) -> Builder:
    """`name(to, x)`: convert `x` to type `to`."""

    def build(to: ir.Type, x: ir.Value) -> ir.Value:
        return ir.Operation.create(name, results=(to,), operands=(x,)).result

    return build


def _comparison(name: str) -> Builder:
    """`name(predicate, lhs, rhs)` with an i1 result and the predicate as an i64 attribute."""

    def build(predicate: int, lhs: ir.Value, rhs: ir.Value) -> ir.Value:
        attribute = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), int(predicate))
        return create(name, ir.IntegerType.get_signless(1), (lhs, rhs), {"predicate": attribute})

    return build


def _select(condition: ir.Value, true_value: ir.Value, false_value: ir.Value) -> ir.Value:
    return ir.Operation.create(
        "arith.select", results=(true_value.type,), operands=(condition, true_value, false_value)
    ).result


def _constant(type_: ir.Type, value: ir.Attribute | int) -> ir.Value:
    """An `arith.constant`; an int `value` is an integer attribute of `type_` (an integer or index type)."""
    attribute = ir.IntegerAttr.get(type_, value) if isinstance(value, int) else value
    return create("arith.constant", type_, (), {"value": attribute})


class arith:  # spelled like the module it stands in for
    """The `mlir.dialects.arith` functions `tosabcast.scalar` uses."""

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
    """The `mlir.dialects.math` functions `tosabcast.scalar` uses."""

    absf = staticmethod(_same_type("math.absf"))
    absi = staticmethod(_same_type("math.absi"))
    ceil = staticmethod(_same_type("math.ceil"))
    cos = staticmethod(_same_type("math.cos"))
    ctlz = staticmethod(_same_type("math.ctlz"))
    erf = staticmethod(_same_type("math.erf"))
    exp = staticmethod(_same_type("math.exp"))
    floor = staticmethod(_same_type("math.floor"))
    log = staticmethod(_same_type("math.log"))
    powf = staticmethod(_same_type("math.powf"))
    roundeven = staticmethod(_same_type("math.roundeven"))
    rsqrt = staticmethod(_same_type("math.rsqrt"))
    sin = staticmethod(_same_type("math.sin"))
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


def linalg_generic(
    result: ir.Type, inputs: Sequence[ir.Value], init: ir.Value, maps: ir.ArrayAttr, iterators: ir.ArrayAttr
) -> ir.Operation:
    """A `linalg.generic` with one init and an empty body region (append its block)."""
    segments = ir.DenseI32ArrayAttr.get([len(inputs), 1])
    attributes = {"indexing_maps": maps, "iterator_types": iterators, "operandSegmentSizes": segments}
    return ir.Operation.create(
        "linalg.generic", results=(result,), operands=(*inputs, init), attributes=attributes, regions=1
    )
