"""The Broadcastable trait's shape algebra on plain tuples; no MLIR import.

A `Shape` is a tuple of dims, where `None` is a dynamic dim (`?`); an unranked
shape (`*`) is `None` in place of the whole tuple. The functions follow
`broadcastable-trait.md` one to one:

    InferDim          -> infer_dim
    ExpandRank        -> expand_rank
    InferShape        -> infer_shape
    InferResultShape  -> infer_result_shape
    Verify            -> verify

Dims are classified as the doc does: dynamic, static 1, and static "not 1"
(which includes 0, so a 1 broadcasts to 0 and 0 against 5 is an error).
The same functions work on concrete runtime shapes (all ints), which is how
runtime shape checks reuse them.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

Dim = int | None
Shape = tuple[Dim, ...]
MaybeShape = Shape | None  # None: unranked


def format_dim(dim: Dim) -> str:
    """Spell a dim as MLIR does: `?` for dynamic."""
    return "?" if dim is None else str(dim)


def format_shape(shape: MaybeShape) -> str:
    """Spell a shape as MLIR does: `2x?x4`, `*` for unranked, `` for rank 0."""
    if shape is None:
        return "*"
    return "x".join(format_dim(d) for d in shape)


class ShapeError(ValueError):
    """Base class of the algebra's errors; `str()` is an MLIR-style message."""


class IncompatibleDimsError(ShapeError):
    """Two static dims, neither 1, differ: InferDim's ERROR_IF."""

    def __init__(self, dim0: int, dim1: int) -> None:
        super().__init__(f"size {dim1} is incompatible with size {dim0}")
        self.dim0 = dim0
        self.dim1 = dim1


class IncompatibleOperandsError(ShapeError):
    """Operand `operand` is not broadcast-compatible with the shape inferred so far.

    Attributes:
        operand: index of the offending operand among all operands.
        dim: the offending dim, counted in that operand's own shape.
        size: its size.
        other_operand: the operand whose static size fixed the inferred dim.
        other_size: that size.
        inferred: the shape inferred from the operands before `operand`.
    """

    def __init__(
        self, operand: int, dim: int, size: int, other_operand: int, other_size: int, inferred: Shape
    ) -> None:
        super().__init__(
            f"operand #{operand} dim {dim} has size {size}, "
            f"incompatible with size {other_size} of operand #{other_operand}"
        )
        self.operand = operand
        self.dim = dim
        self.size = size
        self.other_operand = other_operand
        self.other_size = other_size
        self.inferred = inferred


class ResultShapeError(ShapeError):
    """The result type is not compatible with the inferred shape."""

    def __init__(self, message: str, *, dim: int | None, inferred: Shape, result: Shape) -> None:
        super().__init__(message)
        self.dim = dim
        self.inferred = inferred
        self.result = result


class RankMismatchError(ShapeError):
    """AllRanksMatchIfKnown: ranked operands and results do not share one rank."""

    def __init__(self, operand_ranks: Sequence[int | None], result_ranks: Sequence[int | None]) -> None:
        parts = [f"operand #{i} has rank {_rank_str(r)}" for i, r in enumerate(operand_ranks)]
        parts += [f"result #{i} has rank {_rank_str(r)}" for i, r in enumerate(result_ranks)]
        super().__init__("ranks of operands and results do not match: " + ", ".join(parts))
        self.operand_ranks = tuple(operand_ranks)
        self.result_ranks = tuple(result_ranks)


def _rank_str(rank: int | None) -> str:
    return "*" if rank is None else str(rank)


def infer_dim(dim0: Dim, dim1: Dim) -> Dim:
    """Infer one result dim from two operand dims (the doc's InferDim table).

    Raises:
        IncompatibleDimsError: both are static, neither is 1, and they differ.
    """
    if dim0 is None:
        # (?, ?) and (?, 1) -> dim0; (?, >1) -> dim1.
        return dim0 if dim1 is None or dim1 == 1 else dim1
    if dim0 == 1:
        # (1, ?), (1, 1), (1, >1) -> dim1.
        return dim1
    if dim1 is None or dim1 == 1:
        return dim0
    if dim0 != dim1:
        raise IncompatibleDimsError(dim0, dim1)
    return dim0


def expand_rank(shape: Shape, rank: int) -> Shape:
    """Left-pad `shape` with 1s up to `rank` (the doc's ExpandRank)."""
    return (1,) * (rank - len(shape)) + tuple(shape)


def infer_shape(shape0: Shape, shape1: Shape) -> Shape:
    """Infer the broadcast of two ranked shapes (the doc's InferShape).

    Raises:
        IncompatibleDimsError: at the first conflicting dim; `.dim` is not set,
            use `infer_result_shape` for located errors.
    """
    rank = max(len(shape0), len(shape1))
    return tuple(
        infer_dim(d0, d1) for d0, d1 in zip(expand_rank(shape0, rank), expand_rank(shape1, rank), strict=True)
    )


def infer_result_shape(shapes: Sequence[MaybeShape]) -> MaybeShape:
    """Infer the result shape of an op from its operand shapes (InferResultShape).

    Unranked operands (None) are skipped; with no ranked operand the result is
    None (cannot be inferred).

    Raises:
        IncompatibleOperandsError: naming the operand, its dim, and the operand
            that fixed the conflicting size.
    """
    inferred: Shape | None = None
    owner: list[int | None] = []  # for each inferred dim, the operand that fixed a static size
    for index, shape in enumerate(shapes):
        if shape is None:
            continue
        if inferred is None:
            inferred = tuple(shape)
            owner = [index if d is not None and d != 1 else None for d in shape]
            continue
        rank = max(len(inferred), len(shape))
        pad_prev, pad_cur = rank - len(inferred), rank - len(shape)
        prev, cur = expand_rank(inferred, rank), expand_rank(shape, rank)
        owner = [None] * pad_prev + owner
        result: list[Dim] = []
        for i, (d0, d1) in enumerate(zip(prev, cur, strict=True)):
            try:
                result.append(infer_dim(d0, d1))
            except IncompatibleDimsError:
                other = owner[i]
                assert other is not None and d0 is not None and d1 is not None
                raise IncompatibleOperandsError(index, i - pad_cur, d1, other, d0, inferred) from None
            if owner[i] is None and d1 is not None and d1 != 1:
                owner[i] = index
        inferred = tuple(result)
    return inferred


def verify_result(inferred: MaybeShape, result: MaybeShape, *, strict: bool = False) -> None:
    """Check a result shape against the inferred one (the second half of Verify).

    With `strict=False` (MLIR 22, the doc's table) an inferred `?` may be a
    static result dim. With `strict=True` (the RFC's Modification 2, the doc's
    pseudo-code) it may not.

    Raises:
        ResultShapeError: rank mismatch or an incompatible dim.
    """
    if result is None or inferred is None:
        return
    if len(inferred) != len(result):
        raise ResultShapeError(
            f"result rank {len(result)} does not match inferred rank {len(inferred)}",
            dim=None,
            inferred=inferred,
            result=result,
        )
    for i, (want, have) in enumerate(zip(inferred, result, strict=True)):
        if have is None or want == have:
            continue
        if want is None:
            if not strict:
                continue
            message = f"result dim {i} has static size {have}, but the inferred size is dynamic"
        else:
            message = f"result dim {i} has size {have}, incompatible with inferred size {want}"
        raise ResultShapeError(message, dim=i, inferred=inferred, result=result)


def verify(operands: Sequence[MaybeShape], result: MaybeShape, *, strict: bool = False) -> MaybeShape:
    """Verify an op's operand and result shapes (the doc's Verify); return the inferred shape.

    Raises:
        IncompatibleOperandsError: operands are not broadcast-compatible.
        ResultShapeError: the result is not compatible with the inferred shape.
    """
    inferred = infer_result_shape(operands)
    verify_result(inferred, result, strict=strict)
    return inferred


def verify_ranks(operands: Sequence[MaybeShape], results: Sequence[MaybeShape] = ()) -> None:
    """Check AllRanksMatchIfKnown: every ranked operand and result has one rank.

    Raises:
        RankMismatchError: listing the rank of every operand and result.
    """
    ranks = {len(s) for s in (*operands, *results) if s is not None}
    if len(ranks) > 1:
        raise RankMismatchError(
            [None if s is None else len(s) for s in operands],
            [None if s is None else len(s) for s in results],
        )


class DimRole(enum.Enum):
    """How an operand dim is read when iterating over the inferred result shape."""

    ABSENT = "absent"  # a rank-expansion dim: the operand does not have it
    SAME = "same"  # index with the result's loop variable
    BROADCAST = "broadcast"  # always index 0 (static size 1)
    RUNTIME = "runtime"  # size 1 or the result's size, known only at run time

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C (role tuples key the lowering's caches)


def dim_roles(operand: Shape, inferred: Shape) -> tuple[DimRole, ...]:
    """Classify each dim of the inferred result shape for one operand.

    The operand is right-aligned with `inferred` (rank expansion). A static 1
    always reads index 0; a static size other than 1 must equal the result
    dim; a dynamic dim broadcasts only if its runtime size is 1 while the
    result's is not, unless the result dim is static 1.
    """
    pad = len(inferred) - len(operand)
    roles: list[DimRole] = [DimRole.ABSENT] * pad
    for d, r in zip(operand, inferred[pad:], strict=True):
        if d == 1:
            roles.append(DimRole.BROADCAST)
        elif d is not None or r == 1:
            roles.append(DimRole.SAME)
        else:
            roles.append(DimRole.RUNTIME)
    return tuple(roles)
