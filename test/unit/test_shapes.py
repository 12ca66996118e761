"""The Broadcastable algebra (`tosabcast.shapes`) against broadcastable-trait.md and numpy.

The tables are the doc's own: every row of the InferDim table (both operand
orders), every correct and incorrect example under both result policies, and
zero-size dims. Properties check the algebra against `numpy.broadcast_shapes`.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import mutually_broadcastable_shapes

from tosabcast.shapes import (
    DimRole,
    IncompatibleDimsError,
    IncompatibleOperandsError,
    MaybeShape,
    RankMismatchError,
    ResultShapeError,
    Shape,
    dim_roles,
    expand_rank,
    format_shape,
    infer_dim,
    infer_result_shape,
    infer_shape,
    verify,
    verify_ranks,
)

DYN = None


def named_cases(argnames: str, rows: list[tuple[object, ...]]) -> pytest.MarkDecorator:
    """Parametrize with a table whose rows start with the case name."""
    return pytest.mark.parametrize(argnames, [pytest.param(*row[1:], id=str(row[0])) for row in rows])


# --- InferDim: the doc's table, one row per case and both operand orders ------------------------

INFER_DIM_TABLE = [
    # (name, dim0, dim1, inferred)
    ("dyn_dyn", DYN, DYN, DYN),
    ("dyn_one", DYN, 1, DYN),
    ("dyn_static", DYN, 3, 3),
    ("one_one", 1, 1, 1),
    ("one_static", 1, 3, 3),
    ("static_static_equal", 3, 3, 3),
]


@named_cases("dim0, dim1, inferred", INFER_DIM_TABLE)
def test_infer_dim_table_row(dim0: int | None, dim1: int | None, inferred: int | None) -> None:
    assert infer_dim(dim0, dim1) == inferred
    assert infer_dim(dim1, dim0) == inferred  # the table's dims are "in an interchangeable order"


def test_infer_dim_static_static_unequal_is_an_error() -> None:
    with pytest.raises(IncompatibleDimsError) as info:
        infer_dim(3, 4)
    assert (info.value.dim0, info.value.dim1) == (3, 4)
    assert str(info.value) == "size 4 is incompatible with size 3"


# --- zero-size dims: 0 is a static size other than 1, so 1 broadcasts to 0 ----------------------

ZERO_TABLE = [
    ("one_zero", 1, 0, 0),
    ("zero_zero", 0, 0, 0),
    ("dyn_zero", DYN, 0, 0),
]


@named_cases("dim0, dim1, inferred", ZERO_TABLE)
def test_infer_dim_zero_size(dim0: int | None, dim1: int | None, inferred: int | None) -> None:
    assert infer_dim(dim0, dim1) == inferred
    assert infer_dim(dim1, dim0) == inferred


@pytest.mark.parametrize(("dim0", "dim1"), [(0, 5), (5, 0)], ids=["zero_five", "five_zero"])
def test_infer_dim_zero_against_static_is_an_error(dim0: int, dim1: int) -> None:
    with pytest.raises(IncompatibleDimsError):
        infer_dim(dim0, dim1)


def test_zero_size_shape_broadcasts_like_numpy() -> None:
    assert infer_result_shape([(1, 4), (0, 4)]) == (0, 4) == np.broadcast_shapes((1, 4), (0, 4))
    assert verify([(0, 1), (1, 3)], (0, 3)) == (0, 3)


# --- ExpandRank and InferShape --------------------------------------------------------------------


def test_expand_rank_prepends_ones() -> None:
    assert expand_rank((4,), 3) == (1, 1, 4)
    assert expand_rank((DYN, 4), 2) == (DYN, 4)
    assert expand_rank((), 2) == (1, 1)


def test_infer_shape_equalizes_ranks_then_infers_each_dim() -> None:
    assert infer_shape((4,), (2, 3, 4)) == (2, 3, 4)
    assert infer_shape((DYN, 1), (3, DYN, 5)) == (3, DYN, 5)


# --- the doc's examples, under both result policies -----------------------------------------------

# (name, operand shapes, result shape); None is an unranked shape.
CORRECT_EXAMPLES: list[tuple[str, list[MaybeShape], MaybeShape]] = [
    ("exact_match_of_static_sizes", [(1, 2), (1, 2)], (1, 2)),
    ("dynamic_sizes_match", [(DYN,), (DYN,)], (DYN,)),
    ("arg0_broadcast_from_1_to_4", [(1,), (4,)], (4,)),
    ("inferred_static_result_dynamic", [(4,)], (DYN,)),
    ("arg0_expanded_then_broadcast", [(4,), (2, 3, 4)], (2, 3, 4)),
    ("element_types_differ", [(2,), (2,)], (2,)),
    ("unranked_result_needs_no_check", [(2,)], None),
    ("all_inputs_unranked_need_no_check", [None, None], (2,)),
]


@pytest.mark.parametrize("strict", [False, True], ids=["mlir22", "strict"])
@named_cases("operands, result", CORRECT_EXAMPLES)
def test_doc_correct_example(operands: list[MaybeShape], result: MaybeShape, strict: bool) -> None:
    verify(operands, result, strict=strict)


def test_doc_incorrect_static_dims_unequal() -> None:
    with pytest.raises(IncompatibleOperandsError) as info:
        verify([(3,), (2,)], (DYN,))
    assert (info.value.operand, info.value.dim, info.value.size, info.value.other_operand) == (1, 0, 2, 0)
    assert str(info.value) == "operand #1 dim 0 has size 2, incompatible with size 3 of operand #0"


# (name, operands, result, offending result dim or None for a rank mismatch, message)
INCORRECT_RESULTS: list[tuple[str, list[MaybeShape], Shape, int | None, str]] = [
    ("result_rank_differs", [(3,), (3,)], (1, 3), None, "result rank 2 does not match inferred rank 1"),
    ("inferred_2_result_4", [(2,), (2,)], (4,), 0, "result dim 0 has size 4, incompatible with inferred size 2"),
    ("results_do_not_broadcast", [(1,), (1,)], (4,), 0, "result dim 0 has size 4, incompatible with inferred size 1"),
]


@pytest.mark.parametrize("strict", [False, True], ids=["mlir22", "strict"])
@named_cases("operands, result, dim, message", INCORRECT_RESULTS)
def test_doc_incorrect_result(
    operands: list[MaybeShape], result: Shape, dim: int | None, message: str, strict: bool
) -> None:
    with pytest.raises(ResultShapeError) as info:
        verify(operands, result, strict=strict)
    assert info.value.dim == dim
    assert str(info.value) == message


def test_doc_incorrect_dynamic_inferred_static_result_is_allowed_by_mlir22() -> None:
    # The doc's verification table says OK; its pseudo-code (and the RFC's Modification 2) says error.
    assert verify([(DYN,), (DYN,)], (4,)) == (DYN,)


def test_doc_incorrect_dynamic_inferred_static_result_is_an_error_when_strict() -> None:
    with pytest.raises(ResultShapeError) as info:
        verify([(DYN,), (DYN,)], (4,), strict=True)
    assert info.value.dim == 0
    assert str(info.value) == "result dim 0 has static size 4, but the inferred size is dynamic"


def test_strict_still_allows_static_inferred_dynamic_result() -> None:
    verify([(4,), (1,)], (DYN,), strict=True)


# --- InferResultShape: operands skipped, errors name operand and dim -----------------------------


def test_infer_result_shape_of_no_ranked_operand_is_unknown() -> None:
    assert infer_result_shape([]) is None
    assert infer_result_shape([None, None]) is None


def test_infer_result_shape_of_one_ranked_operand_is_its_shape() -> None:
    assert infer_result_shape([None, (2, DYN), None]) == (2, DYN)


def test_error_names_operand_dim_and_the_operand_that_fixed_the_size() -> None:
    with pytest.raises(IncompatibleOperandsError) as info:
        infer_result_shape([(2, 3, 4), (2, 1, 3)])
    assert str(info.value) == "operand #1 dim 2 has size 3, incompatible with size 4 of operand #0"
    assert info.value.inferred == (2, 3, 4)


def test_error_dim_counts_in_the_operands_own_shape() -> None:
    with pytest.raises(IncompatibleOperandsError) as info:
        infer_result_shape([(4,), (1, 4), (3, 5)])
    assert (info.value.operand, info.value.dim, info.value.size) == (2, 1, 5)
    assert (info.value.other_operand, info.value.other_size) == (0, 4)


def test_error_blames_the_later_operand_that_fixed_a_size() -> None:
    with pytest.raises(IncompatibleOperandsError) as info:
        infer_result_shape([(1, DYN), None, (3, 1), (2, 1)])
    assert str(info.value) == "operand #3 dim 0 has size 2, incompatible with size 3 of operand #2"


# --- AllRanksMatchIfKnown, dim roles, formatting --------------------------------------------------


def test_verify_ranks_lists_every_rank() -> None:
    verify_ranks([(2, 3), None, (DYN, 1)], [(2, 3)])
    with pytest.raises(RankMismatchError) as info:
        verify_ranks([(3, 4), (2, 3, 4)], [(2, 3, 4)])
    assert str(info.value) == (
        "ranks of operands and results do not match: "
        "operand #0 has rank 2, operand #1 has rank 3, result #0 has rank 3"
    )


def test_dim_roles_per_dim_kind() -> None:
    roles = dim_roles((1, DYN, 4, DYN), (2, 3, 5, 4, 1))
    assert roles == (DimRole.ABSENT, DimRole.BROADCAST, DimRole.RUNTIME, DimRole.SAME, DimRole.SAME)


def test_format_shape_spells_like_mlir() -> None:
    assert format_shape((2, DYN, 4)) == "2x?x4"
    assert format_shape(None) == "*"
    assert format_shape(()) == ""


# --- properties -----------------------------------------------------------------------------------

STATIC_DIM = st.integers(min_value=0, max_value=5)
ANY_DIM = st.one_of(st.none(), STATIC_DIM)
SHAPES = st.lists(ANY_DIM, max_size=4).map(tuple)


BROADCASTABLE = st.integers(1, 4).flatmap(
    lambda n: mutually_broadcastable_shapes(num_shapes=n, min_dims=0, max_dims=4, min_side=0, max_side=5)
)


def _equal_rank(shapes: tuple[tuple[int, ...], ...]) -> list[Shape]:
    rank = max(len(s) for s in shapes)
    return [expand_rank(s, rank) for s in shapes]


@given(BROADCASTABLE)
def test_agrees_with_numpy_on_equal_rank_shapes(shapes: object) -> None:
    padded = _equal_rank(shapes.input_shapes)  # type: ignore[attr-defined]
    assert infer_result_shape(padded) == np.broadcast_shapes(*padded)


@given(BROADCASTABLE)
def test_agrees_with_numpy_with_rank_expansion(shapes: object) -> None:
    assert infer_result_shape(shapes.input_shapes) == shapes.result_shape  # type: ignore[attr-defined]


@given(st.lists(st.lists(STATIC_DIM, min_size=3, max_size=3).map(tuple), min_size=1, max_size=4))
def test_rejects_exactly_what_numpy_rejects(shapes: list[Shape]) -> None:
    try:
        expected = np.broadcast_shapes(*shapes)
    except ValueError:
        with pytest.raises(IncompatibleOperandsError):
            infer_result_shape(shapes)
    else:
        assert infer_result_shape(shapes) == expected


@given(SHAPES, SHAPES)
def test_commutative(a: Shape, b: Shape) -> None:
    try:
        ab = infer_shape(a, b)
    except IncompatibleDimsError:
        with pytest.raises(IncompatibleDimsError):
            infer_shape(b, a)
    else:
        assert infer_shape(b, a) == ab


@given(SHAPES, st.integers(min_value=0, max_value=2))
def test_all_ones_shape_is_the_identity(s: Shape, extra: int) -> None:
    assert infer_shape(s, (1,) * len(s)) == s
    assert infer_shape((1,) * (len(s) + extra), s) == expand_rank(s, len(s) + extra)


@given(SHAPES)
def test_broadcast_with_itself_is_itself(s: Shape) -> None:
    assert infer_shape(s, s) == s
    assert verify([s, s], s, strict=True) == s


@given(st.data())
def test_error_names_the_first_bad_dim(data: st.DataObject) -> None:
    a = data.draw(st.lists(st.integers(2, 6), min_size=1, max_size=5).map(tuple))
    bad = data.draw(st.sets(st.integers(0, len(a) - 1), min_size=1))
    b = tuple(d + 1 if i in bad else d for i, d in enumerate(a))
    with pytest.raises(IncompatibleOperandsError) as info:
        infer_result_shape([a, b])
    first = min(bad)
    error = info.value
    assert (error.operand, error.dim, error.size, error.other_size) == (1, first, b[first], a[first])
    assert f"operand #1 dim {first} has size {b[first]}" in str(info.value)


@given(st.lists(SHAPES, min_size=1, max_size=3))
def test_inferred_shape_verifies_as_result_under_both_policies(shapes: list[Shape]) -> None:
    try:
        inferred = infer_result_shape(shapes)
    except IncompatibleOperandsError:
        return
    assert verify(shapes, inferred, strict=True) == inferred
    assert verify(shapes, inferred) == inferred


@given(st.lists(SHAPES, min_size=1, max_size=3), SHAPES)
def test_strict_accepts_a_subset_of_what_mlir22_accepts(shapes: list[Shape], result: Shape) -> None:
    try:
        verify(shapes, result, strict=True)
    except (IncompatibleOperandsError, ResultShapeError):
        return
    verify(shapes, result)
