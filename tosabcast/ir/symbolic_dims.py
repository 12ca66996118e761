"""Symbolic dims: which tensor dims are provably equal at run time, for eliding runtime broadcast checks.

Every dim of every ranked tensor value gets a `Dim`: its size when static,
else a `Symbol` standing for its runtime size. A symbol is a set of base
sizes and means their broadcast (the one size among them that is not 1, or 1):
a value's dynamic dim seen for the first time gets a fresh base size of its
own, so two reads of the same SSA value share symbols. An element-wise result
dim follows the Broadcastable rules on its operands' dims (`define`):

    contributions = the operands' dims at that position, minus static 1s and
                    rank-expansion dims
    static result size (inferred, or from the result type)  -> that size
    otherwise                                               -> the union of
                                                               the contributions

Broadcasting is associative, commutative and idempotent on valid programs, so
equal symbols are equal sizes: `%s = tosa.abs %a` and `%t = tosa.add %s, %a`
keep `%a`'s symbols, and `tosa.sub (tosa.add %x, %a), %a` knows its operands'
dims are equal. Values that no element-wise op defines (block arguments, other
ops' results) get fresh base sizes on first use. Ops must be defined in
program order (`walk_ops` order), which visits producers first in SSA regions.

The unit attribute `tosabcast.assume_no_runtime_broadcast` on a function or
module is the user's promise that no dynamic dim broadcasts at run time: the
lowering then reads every dynamic dim unbroadcast, and the runtime shape
checks (`passes/check_shapes.py`) hold calls to the promise.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from mlir import ir

from tosabcast.ir.bridge import element_type, shape_of
from tosabcast.shapes import Shape, infer_result_shape, verify_result

Symbol = frozenset[int]
"""The runtime size of a dynamic dim: the broadcast of these base sizes."""

Dim = int | Symbol
Dims = tuple[Dim, ...]

ASSUME_NO_RUNTIME_BROADCAST = "tosabcast.assume_no_runtime_broadcast"


def assumes_no_runtime_broadcast(op: ir.Operation | ir.OpView | None) -> bool:
    """Say whether `op` or an op enclosing it carries the unit attribute `ASSUME_NO_RUNTIME_BROADCAST`."""
    while op is not None:
        if ASSUME_NO_RUNTIME_BROADCAST in op.attributes:
            return True
        op = op.parent
    return False


def shape(dims: Dims) -> Shape:
    """Forget the symbols: the static shape the dims prove (`None` where dynamic)."""
    return tuple(d if isinstance(d, int) else None for d in dims)


_UNSEEN = object()


class TensorType:
    """A ranked tensor type as read once per run: the type, its shape and its element type.

    `SymbolicDims.info` makes one per distinct type, so these compare and hash by identity, in C, where
    `ir.Type` calls into the bindings (a quarter of a microsecond per hash).
    """

    __slots__ = ("element", "encoded", "shape", "type")

    def __init__(self, type_: ir.Type, shape: Shape) -> None:
        self.type = type_
        self.shape = shape
        self.element = element_type(type_)
        self.encoded = ir.RankedTensorType(type_).encoding is not None


class SymbolicDims:
    """Symbolic dims of tensor values, built op by op over a module."""

    def __init__(self) -> None:
        self._known: dict[ir.Value, tuple[Dims, TensorType]] = {}
        self._bases = itertools.count()
        self._infos: dict[ir.Type, TensorType | None] = {}
        self._shapes: dict[Dims, Shape] = {}

    def info(self, type_: ir.Type) -> TensorType | None:
        """The `TensorType` of `type_`, one per distinct type; None when it is not a ranked tensor type."""
        info = self._infos.get(type_, _UNSEEN)
        if info is _UNSEEN:
            ranked = isinstance(type_, ir.RankedTensorType)
            info = self._infos[type_] = TensorType(type_, shape_of(type_)) if ranked else None  # type: ignore[arg-type]
        return info  # type: ignore[return-value]  # not _UNSEEN

    def of(self, value: ir.Value) -> Dims | None:
        """Return the dims of `value`, None unless a ranked tensor; fresh symbols for dynamic dims seen first here."""
        typed = self.typed(value)
        return None if typed is None else typed[0]

    def typed(self, value: ir.Value) -> tuple[Dims, TensorType] | None:
        """Return the dims and the type of `value` (`of`, and the type read once through the bindings)."""
        known = self._known.get(value)
        if known is not None:
            return known
        info = self.info(value.type)
        if info is None:
            return None
        dims = tuple(frozenset((next(self._bases),)) if d is None else d for d in info.shape)
        known = self._known[value] = (dims, info)
        return known

    def _shape(self, dims: Dims) -> Shape:
        """`shape(dims)`, computed once per distinct dims."""
        known = self._shapes.get(dims)
        if known is None:
            known = self._shapes[dims] = shape(dims)
        return known

    def define(
        self, result: ir.Value, operands: Sequence[Dims], result_type: TensorType | None = None
    ) -> tuple[Shape, Dims]:
        """Symbolize the ranked `result` of an element-wise op from its operands' dims; return its shape and dims.

        The shape is the operands' broadcast, with static sizes from the result
        type (`result_type`, read from `result` if not given) filled in where
        the broadcast is dynamic.

        Raises:
            ShapeError: the operands (with what is known about them) are not
                broadcast-compatible, or the result type contradicts them.
        """
        info = result_type or self.info(result.type)
        assert info is not None
        result_shape = info.shape
        first = operands[0]
        same = operands.count(first) == len(operands)  # the common case: no broadcast at all
        inferred = self._shape(first) if same else infer_result_shape([self._shape(d) for d in operands])
        if same and inferred == result_shape:  # nothing to learn from the result type either
            self._known[result] = (first, info)
            return result_shape, first
        assert inferred is not None
        verify_result(inferred, result_shape)
        proven = tuple(r if i is None else i for i, r in zip(inferred, result_shape, strict=True))
        if same:
            dims = tuple(d if p is None else p for d, p in zip(first, proven, strict=True))
        else:
            dims = _broadcast(operands, proven)
        self._known[result] = (dims, info)
        return proven, dims


def _broadcast(operands: Sequence[Dims], proven: Shape) -> Dims:
    rank = len(proven)
    expanded = [(1,) * (rank - len(dims)) + dims for dims in operands]  # shapes.expand_rank, on symbols
    columns = zip(*expanded, strict=True)
    return tuple(_broadcast_dim(column, size) for column, size in zip(columns, proven, strict=True))


def _broadcast_dim(column: Sequence[Dim], size: int | None) -> Dim:
    if size is not None:
        return size
    # A dynamic result size: every contribution is a symbol (a static one other than 1 would fix the size).
    return frozenset().union(*(d for d in column if not isinstance(d, int)))
