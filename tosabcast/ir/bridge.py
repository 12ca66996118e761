"""The one bridge between MLIR types and `shapes.Shape`, and the element-wise op table.

MLIR's dynamic-size sentinel never leaves this module: a dynamic dim is `None`,
an unranked tensor is a `None` shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from mlir import ir
from mlir.dialects import tensor

from tosabcast.shapes import MaybeShape, Shape

UNARY_OPS = (
    "abs", "bitwise_not", "cast", "ceil", "clamp", "clz", "cos", "erf", "exp", "floor", "log",
    "logical_not", "negate", "reciprocal", "rsqrt", "sigmoid", "sin", "tanh",
)  # fmt: skip
BINARY_OPS = (
    "add", "arithmetic_right_shift", "bitwise_and", "bitwise_or", "bitwise_xor", "equal", "greater",
    "greater_equal", "intdiv", "logical_and", "logical_left_shift", "logical_or", "logical_right_shift",
    "logical_xor", "maximum", "minimum", "mul", "pow", "sub",
)  # fmt: skip
TERNARY_OPS = ("select",)

# Full op name -> number of leading operands that take part in broadcasting.
# `mul`'s shift and `negate`'s zero points are extra operands, not broadcast.
ELEMENTWISE_ARITY: dict[str, int] = {
    **{f"tosa.{n}": 1 for n in UNARY_OPS},
    **{f"tosa.{n}": 2 for n in BINARY_OPS},
    **{f"tosa.{n}": 3 for n in TERNARY_OPS},
}


def is_elementwise(op: ir.Operation | ir.OpView) -> bool:
    """Say whether `op` is one of the TOSA element-wise ops we handle."""
    return op.name in ELEMENTWISE_ARITY


def broadcast_operands(op: ir.Operation | ir.OpView) -> list[ir.Value]:
    """Return the operands of an element-wise op that take part in broadcasting."""
    return list(op.operands)[: ELEMENTWISE_ARITY[op.name]]


def shape_of(type_: ir.Type) -> MaybeShape:
    """Return the shape of a tensor type; None when unranked."""
    if isinstance(type_, ir.RankedTensorType):
        ranked = ir.RankedTensorType(type_)
        return tuple(None if ranked.is_dynamic_dim(i) else ranked.get_dim_size(i) for i in range(ranked.rank))
    if isinstance(type_, ir.UnrankedTensorType):
        return None
    raise TypeError(f"expected a tensor type, got {type_}")


def defined_by_constant(value: ir.Value) -> bool:
    """Say whether `value` is the result of a `tosa.const` or `arith.constant` (not a block argument)."""
    owner = value.owner
    return not isinstance(owner, ir.Block) and owner.name in ("tosa.const", "arith.constant")


def constant_attribute(op: ir.Operation) -> ir.Attribute:
    """The elements attribute of a `tosa.const`/`tosa.const_shape` (`values`) or an `arith.constant` (`value`)."""
    return op.attributes["value" if op.name == "arith.constant" else "values"]


def constant_numbers(value: ir.Value) -> list[int | float] | None:
    """The numbers of a `tosa.const`/`arith.constant` tensor (dense integers, or a splat: one number); None if
    `value` is not one of those."""
    if not defined_by_constant(value):
        return None
    attr = constant_attribute(value.owner.operation)
    if isinstance(attr, ir.DenseIntElementsAttr):
        return [int(v) for v in attr]
    splat = attr.get_splat_value() if isinstance(attr, ir.DenseElementsAttr) and attr.is_splat else None
    if isinstance(splat, (ir.FloatAttr, ir.IntegerAttr)):
        return [splat.value]
    return None


def enclosing_function(op: ir.Operation) -> ir.Operation | None:
    """The `func.func` that `op` is nested in, or None."""
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        parent = parent.parent
    return parent


def forbid_inlining(function: ir.Operation) -> None:
    """Add "noinline" to the `passthrough` attribute of a `func.func` or `llvm.func` (which LLVM then does not
    inline; func.func's own `no_inline` does not survive `convert-func-to-llvm`)."""
    existing = list(function.attributes["passthrough"]) if "passthrough" in function.attributes else []
    if not any(isinstance(a, ir.StringAttr) and a.value == "noinline" for a in existing):
        function.attributes["passthrough"] = ir.ArrayAttr.get([*existing, ir.StringAttr.get("noinline")])


def element_type(type_: ir.Type) -> ir.Type:
    """Return the element type of a shaped type."""
    return ir.ShapedType(type_).element_type


def tensor_type(shape: MaybeShape, element: ir.Type) -> ir.Type:
    """Build `tensor<shape x element>`, unranked when `shape` is None."""
    if shape is None:
        return ir.UnrankedTensorType.get(element)
    dynamic = ir.ShapedType.get_dynamic_size()
    return ir.RankedTensorType.get([dynamic if d is None else d for d in shape], element)


def static_shape(shape: Shape) -> list[int]:
    """Return `shape` with MLIR's dynamic sentinel in place of None (for builder APIs)."""
    dynamic = ir.ShapedType.get_dynamic_size()
    return [dynamic if d is None else d for d in shape]


def inside(op: ir.Operation, name: str) -> bool:
    """Whether some op enclosing `op` (its parent, the parent's parent, ...) is named `name`."""
    parent = op.parent
    while parent is not None:
        if parent.name == name:
            return True
        parent = parent.parent
    return False


def walk_ops(root: ir.Operation | ir.OpView, names: frozenset[str] | None = None) -> Iterator[ir.Operation]:
    """Yield the ops nested under `root` in pre-order, filtered by name; safe to mutate after."""
    found: list[ir.Operation] = []
    advance = ir.WalkResult.ADVANCE  # looked up once: the callback runs for every op

    def visit(op: ir.Operation) -> ir.WalkResult:
        found.append(op)
        return advance

    def visit_named(op: ir.Operation) -> ir.WalkResult:
        if op.name in names:  # type: ignore[operator]  # not None here
            found.append(op)
        return advance

    root.operation.walk(visit if names is None else visit_named, ir.WalkOrder.PRE_ORDER)
    return iter(found)


def string_value(attr: ir.Attribute) -> str:
    """The text of a `StringAttr` (or a flat symbol reference); bytes that are not UTF-8 become `\\xNN`.

    `StringAttr.value` raises (or, inside MLIR callbacks, aborts) on such bytes, which `@"f\\FF"` produces.
    """
    if isinstance(attr, ir.FlatSymbolRefAttr):  # no `value_bytes`: read its printed form, `@f` or `@"f\FF"`
        printed = str(attr)[1:]
        data = _unescape(printed[1:-1]) if printed.startswith('"') else printed.encode()
    else:
        data = ir.StringAttr(attr).value_bytes
    return data.decode("utf-8", "backslashreplace")


_ESCAPE = re.compile(r"\\([0-9a-fA-F]{2}|.)")
_ESCAPED = {"n": b"\n", "t": b"\t", "\\": b"\\", '"': b'"'}


def _unescape(text: str) -> bytes:
    """The bytes of an MLIR string literal's body (`\\XX` hex escapes, `\\n`, `\\t`, `\\\\`, `\\"`)."""

    def byte(m: re.Match[str]) -> str:
        code = m.group(1)
        value = bytes([int(code, 16)]) if len(code) == 2 else _ESCAPED.get(code, code.encode())
        return value.decode("latin-1")

    return _ESCAPE.sub(byte, text).encode("latin-1", "backslashreplace")


def symbol_name(op: ir.Operation | ir.OpView) -> str | None:
    """The `sym_name` of `op` (see `string_value`), or None."""
    attributes = op.operation.attributes
    return string_value(attributes["sym_name"]) if "sym_name" in attributes else None


def add_definitions(module: ir.Module, source: str) -> None:
    """Parse `source` (in `module`'s context) and append to `module` each of its top-level ops whose symbol
    `module` does not have yet (a declaration already there stays the one)."""
    existing = {symbol_name(op) for op in module.body.operations}
    helper = ir.Module.parse(source)  # held while its ops move: a temporary module would free them
    for op in list(helper.body.operations):
        if symbol_name(op) not in existing:
            op.operation.detach_from_parent()
            module.body.append(op.operation)


def defining_location(value: ir.Value) -> ir.Location:
    """Where `value` is defined: its op, or for a block argument the op that owns the block."""
    owner = value.owner
    return owner.owner.location if isinstance(owner, ir.Block) else owner.location


def cast_back(value: ir.Value, old: ir.Type, keep: Iterable[ir.Operation] = ()) -> ir.Operation:
    """After `value` got a new type: give every user but `keep` its `old` type back, through one `tensor.cast`
    where `value` is defined; return the cast."""
    owner = value.owner
    ip = ir.InsertionPoint.at_block_begin(owner) if isinstance(owner, ir.Block) else ir.InsertionPoint.after(owner)
    with defining_location(value), ip:
        cast = tensor.cast(old, value)
    value.replace_all_uses_except(cast, [cast.owner.operation, *keep])
    return cast.owner.operation
