"""The numpy TOSA reference: named cases from the specification and docs/semantics.md, plus properties."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from mlir import ir

from tosabcast.runtime import reference as R

NAN, INF = math.nan, math.inf
I32_MIN, I32_MAX = -(2**31), 2**31 - 1


def _arr(values: Any, type_name: str) -> np.ndarray[Any, Any]:
    if R.is_float_type(type_name):
        return R.quantize(values, type_name)
    return np.array(values, dtype=R.DTYPES[type_name])


def _eval(op: str, inputs: list[tuple[Any, str]], result: str, **attrs: Any) -> np.ndarray[Any, Any]:
    arrays = [_arr(v, t) for v, t in inputs]
    return R.evaluate(op, arrays, attrs, result, input_types=[t for _, t in inputs])


def _same(actual: np.ndarray[Any, Any], expected: Any, type_name: str) -> None:
    want = _arr(expected, type_name)
    assert R.compare(actual, want, type_name) == "", (actual, want)


# (name, op, [(values, type), ...], result type, attrs, expected)
CASES: list[tuple[str, str, list[tuple[Any, str]], str, dict[str, Any], Any]] = [
    ("intdiv_truncates_toward_zero", "intdiv", [([7, -7, 7, -7], "i32"), ([2, 2, -2, -2], "i32")], "i32", {},
     [3, -3, -3, 3]),
    ("intdiv_by_zero_is_zero", "intdiv", [([5, -5, 0], "i32"), ([0, 0, 0], "i32")], "i32", {}, [0, 0, 0]),
    ("intdiv_int_min_by_minus_one_wraps", "intdiv", [([I32_MIN], "i32"), ([-1], "i32")], "i32", {}, [I32_MIN]),
    ("intdiv_i64_min_by_minus_one_wraps", "intdiv", [([-(2**63)], "i64"), ([-1], "i64")], "i64", {}, [-(2**63)]),
    ("add_wraps", "add", [([127, -128], "i8"), ([1, -1], "i8")], "i8", {}, [-128, 127]),
    ("sub_wraps_i64", "sub", [([-(2**63)], "i64"), ([1], "i64")], "i64", {}, [2**63 - 1]),
    ("mul_i8_to_i32_widens", "mul", [([-128, 127], "i8"), ([-128, 127], "i8")], "i32", {}, [16384, 16129]),
    ("mul_shift_rounds_half_up", "mul", [([3, -3, 5, -5, 1], "i32"), ([1, 1, 1, 1, 1], "i32")], "i32",
     {"shift": 1}, [2, -1, 3, -2, 1]),
    ("mul_shift_uses_64_bit_product", "mul", [([2**20], "i32"), ([2**12], "i32")], "i32", {"shift": 3}, [2**29]),
    ("mul_float", "mul", [([1.5, -0.0], "f32"), ([2.0, 5.0], "f32")], "f32", {}, [3.0, -0.0]),
    ("abs_int_min_wraps", "abs", [([-128, -5, 7], "i8")], "i8", {}, [-128, 5, 7]),
    ("abs_float_keeps_nan", "abs", [([-0.0, -INF, NAN], "f32")], "f32", {}, [0.0, INF, NAN]),
    ("negate_saturates", "negate", [([-128, 127, 0], "i8")], "i8", {}, [127, -127, 0]),
    ("negate_zero_points", "negate", [([-128, 100, 5], "i8")], "i8", {"input1_zp": 100, "output_zp": -100},
     [127, -100, -5]),
    ("negate_float_zero", "negate", [([0.0, -0.0], "f32")], "f32", {}, [-0.0, 0.0]),
    ("maximum_tie_returns_first", "maximum", [([-0.0, 0.0], "f32"), ([0.0, -0.0], "f32")], "f32", {},
     [-0.0, 0.0]),
    ("minimum_tie_returns_second", "minimum", [([-0.0, 0.0], "f32"), ([0.0, -0.0], "f32")], "f32", {},
     [0.0, -0.0]),
    ("maximum_propagate_nan", "maximum", [([NAN, 1.0, NAN], "f32"), ([1.0, NAN, NAN], "f32")], "f32",
     {"nan_mode": "PROPAGATE"}, [NAN, NAN, NAN]),
    ("maximum_ignore_nan", "maximum", [([NAN, 1.0, NAN], "f32"), ([1.0, NAN, NAN], "f32")], "f32",
     {"nan_mode": "IGNORE"}, [1.0, 1.0, NAN]),
    ("minimum_ignore_nan", "minimum", [([NAN, 1.0], "bf16"), ([2.0, NAN], "bf16")], "bf16",
     {"nan_mode": "IGNORE"}, [2.0, 1.0]),
    ("clamp_keeps_negative_zero", "clamp", [([-0.0, 0.0, -1.0, 2.0], "f32")], "f32",
     {"min_val": 0.0, "max_val": 1.0}, [-0.0, 0.0, 0.0, 1.0]),
    ("clamp_nan_propagate", "clamp", [([NAN], "f16")], "f16", {"min_val": 0.0, "max_val": 1.0}, [NAN]),
    ("clamp_nan_ignore_is_min", "clamp", [([NAN], "f16")], "f16",
     {"min_val": -1.0, "max_val": 1.0, "nan_mode": "IGNORE"}, [-1.0]),
    ("clamp_int", "clamp", [([-100, 0, 100], "i8")], "i8", {"min_val": -5, "max_val": 5}, [-5, 0, 5]),
    ("cast_float_to_int_rounds_half_even", "cast", [([0.5, 1.5, 2.5, -0.5, -2.5], "f32")], "i32", {},
     [0, 2, 2, 0, -2]),
    ("cast_float_to_int_saturates", "cast", [([300.0, -300.0, INF, -INF], "f32")], "i8", {},
     [127, -128, 127, -128]),
    ("cast_nan_to_int_is_min", "cast", [([NAN], "f16")], "i16", {}, [-32768]),
    ("cast_float_to_i64_saturates", "cast", [([2.0**63, -(2.0**63)], "f32")], "i64", {}, [2**63 - 1, -(2**63)]),
    ("cast_to_i1_is_nonzero", "cast", [([0.0, -0.0, NAN, 0.1], "f32")], "i1", {}, [False, False, True, True]),
    ("cast_int_to_i1_is_nonzero", "cast", [([0, 2, -1], "i8")], "i1", {}, [False, True, True]),
    ("cast_i1_to_int_is_unsigned", "cast", [([True, False], "i1")], "i32", {}, [1, 0]),
    ("cast_narrowing_wraps", "cast", [([300, -129], "i32")], "i8", {}, [44, 127]),
    ("cast_int_to_f16_overflows", "cast", [([65519, 65520, -65520], "i32")], "f16", {}, [65504.0, INF, -INF]),
    ("cast_int_to_bf16_rounds_once", "cast", [([2**24 + 2**16 + 1, 2**32 + 2**24 + 1], "i64")], "bf16", {},
     [2**24 + 2**17, 2**32 + 2**25]),
    ("cast_f32_to_bf16_rounds_half_even", "cast", [([1.00390625, 1.01171875], "f32")], "bf16", {},
     [1.0, 1.015625]),
    ("cast_f16_to_bf16", "cast", [([65504.0, 6e-08], "f16")], "bf16", {}, [65536.0, 5.9604645e-08]),
    ("logical_left_shift_out_of_range_is_zero", "logical_left_shift", [([1, 1, 1], "i8"), ([7, 8, -1], "i8")],
     "i8", {}, [-128, 0, 0]),
    ("logical_right_shift_shifts_in_zeros", "logical_right_shift", [([-128, -1, -1], "i8"), ([1, 7, 8], "i8")],
     "i8", {}, [64, 1, 0]),
    ("arithmetic_right_shift_sign_fill", "arithmetic_right_shift", [([-128, -1, 64], "i8"), ([7, 100, -3], "i8")],
     "i8", {}, [-1, -1, 0]),
    ("arithmetic_right_shift_round_half_up", "arithmetic_right_shift",
     [([5, -5, 6, -6, 7, I32_MAX, I32_MIN], "i32"), ([1, 1, 2, 2, 0, 1, 1], "i32")], "i32", {"round": True},
     [3, -2, 2, -1, 7, 2**30, -(2**30)]),
    ("arithmetic_right_shift_round_out_of_range_is_zero", "arithmetic_right_shift",
     [([-128, 127, -1], "i8"), ([8, 9, -1], "i8")], "i8", {"round": True}, [0, 0, 0]),
    ("clz", "clz", [([0, 1, -1, 2**30], "i32")], "i32", {}, [32, 31, 0, 1]),
    ("clz_i8", "clz", [([0, 1, -128], "i8")], "i8", {}, [8, 7, 0]),
    ("bitwise_not_i1_is_logical", "bitwise_not", [([True, False], "i1")], "i1", {}, [False, True]),
    ("bitwise_not_int", "bitwise_not", [([0, -1, 5], "i16")], "i16", {}, [-1, 0, -6]),
    ("logical_xor", "logical_xor", [([True, True, False], "i1"), ([True, False, False], "i1")], "i1", {},
     [False, True, False]),
    ("equal_nan_is_false", "equal", [([NAN, 1.0, -0.0], "f32"), ([NAN, 1.0, 0.0], "f32")], "i1", {},
     [False, True, True]),
    ("greater_is_signed", "greater", [([-1, 1], "i8"), ([1, -1], "i8")], "i1", {}, [False, True]),
    ("greater_equal_nan_is_false", "greater_equal", [([NAN, 2.0], "f16"), ([1.0, 2.0], "f16")], "i1", {},
     [False, True]),
    ("select", "select", [([True, False], "i1"), ([1, 2], "i8"), ([3, 4], "i8")], "i8", {}, [1, 4]),
    ("reciprocal_of_zeros", "reciprocal", [([0.0, -0.0, 4.0], "f32")], "f32", {}, [INF, -INF, 0.25]),
    ("rsqrt_specials", "rsqrt", [([0.0, -0.0, -1.0, 4.0], "f32")], "f32", {}, [INF, -INF, NAN, 0.5]),
    ("log_specials", "log", [([0.0, -1.0, INF], "f32")], "f32", {}, [-INF, NAN, INF]),
    ("exp_overflow", "exp", [([1000.0, -1000.0, 0.0], "f32")], "f32", {}, [INF, 0.0, 1.0]),
    ("sigmoid_saturates", "sigmoid", [([-1000.0, 0.0, 1000.0], "f32")], "f32", {}, [0.0, 0.5, 1.0]),
    ("erf", "erf", [([0.0, INF, -INF, NAN], "f32")], "f32", {}, [0.0, 1.0, -1.0, NAN]),
    ("pow_negative_base", "pow", [([-2.0, -2.0, 0.0], "f32"), ([0.5, 2.0, -1.0], "f32")], "f32", {},
     [NAN, 4.0, INF]),
    ("floor_ceil_keep_negative_zero", "ceil", [([-0.5, 0.5, -0.0], "f32")], "f32", {}, [-0.0, 1.0, -0.0]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "op", "inputs", "result", "attrs", "expected"), CASES, ids=[c[0] for c in CASES])
def test_op_semantics(
    name: str, op: str, inputs: list[tuple[Any, str]], result: str, attrs: dict[str, Any], expected: Any
) -> None:
    del name
    _same(_eval(op, inputs, result, **attrs), expected, result)


def test_every_elementwise_op_has_a_reference() -> None:
    from tosabcast.ir.bridge import ELEMENTWISE_ARITY

    assert set(R.OPS) == set(ELEMENTWISE_ARITY)


# -- broadcasting ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lhs", "rhs", "out"),
    [
        ((2, 3), (2, 3), (2, 3)),
        ((1, 3), (2, 1), (2, 3)),
        ((0, 3), (1, 3), (0, 3)),  # a 1 broadcasts to 0
        ((1, 1), (0, 1), (0, 1)),
        ((), (), ()),
        ((3,), (2, 3), (2, 3)),  # legacy rank expansion on the left
        ((), (2, 2), (2, 2)),
    ],
)
def test_broadcast_shapes(lhs: tuple[int, ...], rhs: tuple[int, ...], out: tuple[int, ...]) -> None:
    a = np.arange(math.prod(lhs), dtype=np.int32).reshape(lhs)
    b = np.arange(math.prod(rhs), dtype=np.int32).reshape(rhs) * 10
    result = R.evaluate("tosa.add", [a, b], {}, "i32")
    assert result.shape == out
    np.testing.assert_array_equal(result, a + b)


def test_incompatible_shapes_raise() -> None:
    with pytest.raises(ValueError):
        R.evaluate("add", [np.zeros((2, 3), np.float32), np.zeros((3, 2), np.float32)], {}, "f32")


def test_select_broadcasts_all_three() -> None:
    cond = np.array([[True], [False]])
    out = R.evaluate("select", [cond, np.array([1, 2, 3], np.int8), np.array([[9]], np.int8)], {}, "i8")
    np.testing.assert_array_equal(out, [[1, 2, 3], [9, 9, 9]])


# -- rounding helpers --------------------------------------------------------------------------------------


def test_round_float_subnormals_and_overflow() -> None:
    assert R.round_float(2.0**-150, "f32") == 0.0  # half of the smallest subnormal: ties to even (0)
    assert R.round_float(3 * 2.0**-150, "f32") == 2.0**-148
    assert R.round_float(-(2.0**-25), "f16") == -0.0
    assert math.copysign(1.0, R.round_float(-(2.0**-25), "f16")) == -1.0
    assert R.round_float(65520.0, "f16") == INF
    assert R.round_float(65519.0, "f16") == 65504.0
    assert R.round_float(2.0**-133, "bf16") == 2.0**-133
    assert R.round_float(3.3961e38, "bf16") == float.fromhex("0x1.fep127")


def _bf16_by_bits(values: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    """An independent f32 -> bf16 rounding: add 0x7fff plus the lowest kept bit, drop 16 bits."""
    bits = values.astype(np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) << 16
    return rounded.astype(np.uint32).view(np.float32)


finite_f32 = hnp.arrays(np.float32, 16, elements=st.floats(width=32, allow_nan=False, allow_infinity=False))


@given(finite_f32)
def test_bf16_rounding_matches_bit_trick(values: np.ndarray[Any, Any]) -> None:
    np.testing.assert_array_equal(R.quantize(values, "bf16"), _bf16_by_bits(values))


@given(hnp.arrays(np.float64, 16, elements=st.floats(allow_nan=False, allow_infinity=False)))
def test_f32_and_f16_rounding_match_numpy(values: np.ndarray[Any, Any]) -> None:
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(R.quantize(values, "f32"), values.astype(np.float32))
        np.testing.assert_array_equal(R.quantize(values, "f16"), values.astype(np.float16))


@given(st.integers(-(2**63), 2**63 - 1))
def test_int_to_f32_is_correctly_rounded(value: int) -> None:
    # numpy's int64 -> float32 conversion is the hardware's single rounding
    assert R.round_int_to_float(value, "f32") == float(np.float32(np.int64(value)))


# -- properties against numpy ------------------------------------------------------------------------------

INT_TYPES = ["i8", "i16", "i32", "i64"]


def _int_pair(type_name: str) -> st.SearchStrategy[tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]]:
    dtype = R.DTYPES[type_name]
    arrays = hnp.arrays(dtype, 8)
    return st.tuples(arrays, arrays)


@pytest.mark.parametrize("type_name", INT_TYPES)
@given(data=st.data())
def test_wrapping_arithmetic_matches_numpy(type_name: str, data: st.DataObject) -> None:
    a, b = data.draw(_int_pair(type_name))
    with np.errstate(over="ignore"):
        np.testing.assert_array_equal(R.evaluate("add", [a, b], {}, type_name), a + b)
        np.testing.assert_array_equal(R.evaluate("sub", [a, b], {}, type_name), a - b)
        np.testing.assert_array_equal(R.evaluate("mul", [a, b], {}, type_name), a * b)
    np.testing.assert_array_equal(R.evaluate("maximum", [a, b], {}, type_name), np.maximum(a, b))
    np.testing.assert_array_equal(R.evaluate("bitwise_xor", [a, b], {}, type_name), a ^ b)


@pytest.mark.parametrize("type_name", ["i32", "i64"])
@given(data=st.data())
def test_intdiv_matches_truncating_division(type_name: str, data: st.DataObject) -> None:
    a, b = data.draw(_int_pair(type_name))
    minimum = np.iinfo(R.DTYPES[type_name]).min
    b = np.where((b == 0) | ((a == minimum) & (b == -1)), 3, b).astype(a.dtype)
    expected = (np.abs(a.astype(object)) // np.abs(b.astype(object))) * np.sign(a) * np.sign(b)
    np.testing.assert_array_equal(R.evaluate("intdiv", [a, b], {}, type_name), expected.astype(a.dtype))


@given(hnp.arrays(np.float32, 8, elements=st.floats(width=32)))
def test_float_to_i32_cast_matches_numpy_where_defined(values: np.ndarray[Any, Any]) -> None:
    result = R.evaluate("cast", [values], {}, "i32")
    rounded = np.rint(values.astype(np.float64))
    inside = np.isfinite(rounded) & (rounded >= I32_MIN) & (rounded <= I32_MAX)
    np.testing.assert_array_equal(result[inside], rounded[inside].astype(np.int32))
    assert (result[np.isnan(values)] == I32_MIN).all()
    assert (result[~inside & (rounded > 0)] == I32_MAX).all()


# -- compare -----------------------------------------------------------------------------------------------


def test_compare_distinguishes_signed_zeros_and_ignores_nan_payloads() -> None:
    nan2 = np.array([0x7FC00001], np.uint32).view(np.float32)[0]
    assert R.compare(np.array([-0.0], np.float32), np.array([0.0], np.float32), "f32") != ""
    assert R.compare(np.array([nan2], np.float32), np.array([np.nan], np.float32), "f32") == ""
    assert R.compare(np.array([np.nan], np.float32), np.array([1.0], np.float32), "f32") != ""


def test_compare_ulp_tolerance_only_for_inexact_ops() -> None:
    one = np.array([1.0], np.float32)
    next_up = np.nextafter(one, np.float32(2))
    assert R.compare(next_up, one, "f32", "tosa.exp") == ""
    assert R.compare(next_up, one, "f32", "tosa.add") != ""
    far = np.array([1.0 + 2.0**-20], np.float32)
    assert R.compare(far, one, "f32", "tosa.exp") != ""


def test_compare_bf16_counts_bf16_ulps() -> None:
    one = np.array([1.0], np.float32)
    assert R.compare(np.array([1.0078125], np.float32), one, "bf16", "tosa.exp") == ""  # 1 bf16 ulp
    assert R.compare(np.array([1.0390625], np.float32), one, "bf16", "tosa.exp") != ""  # 5 bf16 ulps


def test_compare_reports_shape_and_positions() -> None:
    assert "shape" in R.compare(np.zeros(2, np.int8), np.zeros(3, np.int8), "i8")
    message = R.compare(np.array([1, 2], np.int8), np.array([1, 3], np.int8), "i8")
    assert message.startswith("1 of 2 elements differ") and "(1,)" in message


# -- whole functions ---------------------------------------------------------------------------------------

FUNCTION = """
func.func @f(%a: tensor<2x1xf32>, %b: tensor<3xf32>) -> tensor<2x3xi8> {
  %shape = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b2 = tosa.reshape %b, %shape : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.mul %a, %b2, %s : (tensor<2x1xf32>, tensor<1x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %c = tosa.clamp %m {min_val = -1.5 : f32, max_val = 1.5 : f32, nan_mode = #tosa.nan_mode<IGNORE>}
      : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %i = tosa.cast %c : (tensor<2x3xf32>) -> tensor<2x3xi8>
  return %i : tensor<2x3xi8>
}
"""


def test_evaluate_function_runs_a_chain() -> None:
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(FUNCTION)
        func = module.body.operations[0]
        a = np.array([[1.0], [np.nan]], np.float32)
        b = np.array([-2.0, 0.5, 1.0], np.float32)
        (result,) = R.evaluate_function(func, [a, b])
    np.testing.assert_array_equal(result, [[-2, 0, 1], [-2, -2, -2]])  # clamp(NaN) = min_val -> -1.5 -> -2


def test_evaluate_function_rejects_unknown_ops() -> None:
    text = """
    func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
      %t = "tosa.const"() <{values = dense<3> : tensor<256xi8>}> : () -> tensor<256xi8>
      %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
      return %0 : tensor<2x3xi8>
    }
    """
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        with pytest.raises(NotImplementedError, match="tosa.table"):
            R.evaluate_function(module.body.operations[0], [np.zeros((2, 3), np.int8)])


def test_evaluate_function_runs_argmax_gather_and_scatter() -> None:
    text = """
    func.func @f(%a: tensor<2x3xf32>, %v: tensor<2x4x1xf32>, %i: tensor<2x2xi32>)
        -> (tensor<2xi32>, tensor<2xi32>, tensor<2x2x1xf32>, tensor<2x4x1xf32>) {
      %p = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
      %q = tosa.argmax %a {axis = 1 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>) -> tensor<2xi32>
      %g = tosa.gather %v, %i : (tensor<2x4x1xf32>, tensor<2x2xi32>) -> tensor<2x2x1xf32>
      %s = tosa.scatter %v, %i, %g : (tensor<2x4x1xf32>, tensor<2x2xi32>, tensor<2x2x1xf32>) -> tensor<2x4x1xf32>
      return %p, %q, %g, %s : tensor<2xi32>, tensor<2xi32>, tensor<2x2x1xf32>, tensor<2x4x1xf32>
    }
    """
    a = np.array([[1.0, np.nan, 3.0], [np.nan, np.nan, np.nan]], np.float32)
    v = np.arange(8, dtype=np.float32).reshape(2, 4, 1)
    i = np.array([[3, 0], [1, 1]], np.int32)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        p, q, g, s = R.evaluate_function(module.body.operations[0], [a, v, i])
    np.testing.assert_array_equal(p, [1, 0])  # PROPAGATE: the first NaN
    np.testing.assert_array_equal(q, [2, 0])  # IGNORE: NaNs skipped, 0 where all are NaN
    np.testing.assert_array_equal(g[:, :, 0], [[3, 0], [5, 5]])
    np.testing.assert_array_equal(s[:, :, 0], [[0, 1, 2, 3], [4, 5, 6, 7]])  # each row written back in place


def test_evaluate_function_runs_data_movement_and_matmul() -> None:
    text = """
    func.func @f(%a: tensor<1x2x3xf32>) -> tensor<1x2x2xf32> {
      %t = tosa.transpose %a {perms = array<i32: 0, 2, 1>} : (tensor<1x2x3xf32>) -> tensor<1x3x2xf32>
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %m = tosa.matmul %a, %t, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
      return %m : tensor<1x2x2xf32>
    }
    """
    a = np.arange(6, dtype=np.float32).reshape(1, 2, 3)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        (out,) = R.evaluate_function(module.body.operations[0], [a])
    np.testing.assert_array_equal(out, a @ a.transpose(0, 2, 1))


def test_evaluate_function_reads_dense_float_constants() -> None:
    text = """
    func.func @f(%a: tensor<2xf16>) -> tensor<2xf16> {
      %c = "tosa.const"() <{values = dense<[1.5, -2.0]> : tensor<2xf16>}> : () -> tensor<2xf16>
      %r = tosa.add %a, %c : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
      return %r : tensor<2xf16>
    }
    """
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        (result,) = R.evaluate_function(module.body.operations[0], [np.array([1.0, 1.0], np.float16)])
    np.testing.assert_array_equal(result, np.array([2.5, -1.0], np.float16))


def test_evaluate_function_reads_dense_resource_constants() -> None:
    """torch-mlir keeps weights as `tosa.const dense_resource<...>` and GroupNorm's index tables as `arith.constant
    dense_resource<...>` (the second was an AttributeError: `run --check` stopped with an internal error)."""
    text = """
    func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
      %w = "tosa.const"() <{values = dense_resource<weights> : tensor<2xf32>}> : () -> tensor<2xf32>
      %i = arith.constant dense_resource<table> : tensor<2xi64>
      %f = tosa.cast %i : (tensor<2xi64>) -> tensor<2xf32>
      %s = tosa.add %a, %w : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      %r = tosa.add %s, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
      return %r : tensor<2xf32>
    }
    {-#
      dialect_resources: {
        builtin: {
          weights: "0x040000000000003F00000040",
          table: "0x080000000300000000000000FFFFFFFFFFFFFFFF"
        }
      }
    #-}
    """
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        (result,) = R.evaluate_function(module.body.operations[0], [np.array([1.0, 1.0], np.float32)])
    np.testing.assert_array_equal(result, np.array([1.0 + 0.5 + 3.0, 1.0 + 2.0 - 1.0], np.float32))


def test_evaluate_function_reads_bf16_constants_and_arguments() -> None:
    """torch-mlir's bf16 models: weights inline (printed as a list, or as hex when large) and as `dense_resource`
    blobs, which the reference could not read, and `ml_dtypes.bfloat16` arguments (as `tosabcast.compile` takes
    them), on which numpy summed a matmul in bf16: `run --check` refused correct results by 16-56 ulps."""
    import ml_dtypes

    text = """
    func.func @f(%a: tensor<1x1x256xbf16>, %b: tensor<1x256x1xbf16>) -> (tensor<1x1x1xf32>, tensor<4xbf16>, tensor<256xbf16>) {
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
      %m = tosa.matmul %a, %b, %zp, %zp : (tensor<1x1x256xbf16>, tensor<1x256x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1xf32>
      %l = "tosa.const"() <{values = dense<[1.5, -2.0, 0x7F80, 0xFF80]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
      %r = "tosa.const"() <{values = dense_resource<blob> : tensor<4xbf16>}> : () -> tensor<4xbf16>
      %t = tosa.add %l, %r : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
      %big = "tosa.const"() <{values = dense<"0xHEX"> : tensor<256xbf16>}> : () -> tensor<256xbf16>
      %n = tosa.negate %big, %zp, %zp : (tensor<256xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<256xbf16>
      return %m, %t, %n : tensor<1x1x1xf32>, tensor<4xbf16>, tensor<256xbf16>
    }
    {-#
      dialect_resources: {
        builtin: {
          blob: "0x02000000803F803F803F803F"
        }
      }
    #-}
    """.replace("HEX", "".join(f"{w & 0xFF:02X}{w >> 8:02X}" for w in range(0x3F80, 0x3F80 + 256)))
    a = np.full((1, 1, 256), 1.0 + 2.0**-7, dtype=ml_dtypes.bfloat16)  # summed in bf16, 256 of them lose bits
    b = np.full((1, 256, 1), 1.0, dtype=ml_dtypes.bfloat16)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        assert str(module).count('dense<"0x') == 1  # the large constant prints as hex, the small one as a list
        product, total, negated = R.evaluate_function(module.body.operations[0], [a, b])
    assert float(np.asarray(product).reshape(())) == 256 * (1.0 + 2.0**-7)
    np.testing.assert_array_equal(total, np.array([2.5, -1.0, np.inf, -np.inf], np.float32))
    expected = -(np.arange(0x3F80, 0x3F80 + 256, dtype=np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(negated, expected)


def test_evaluate_function_runs_transpose_conv2d_and_conv3d() -> None:
    """Worked by hand: a stride-2 transpose_conv2d of a 2x2 kernel of ones spreads each input over a 2x2 block;
    out_pad (-1, 0, 0, 1) crops the first row and adds a column that only the bias reaches. An integer one
    subtracts the zero points first. A conv3d of ones over a 2x2x2 window sums it."""
    text = """
    func.func @f(%x: tensor<1x2x2x1xf32>, %v: tensor<1x2x2x2x1xf32>, %q: tensor<1x2x2x1xi8>)
        -> (tensor<1x4x4x1xf32>, tensor<1x3x5x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1x4x4x1xi32>) {
      %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
      %w = "tosa.const"() <{values = dense<1.0> : tensor<1x2x2x1xf32>}> : () -> tensor<1x2x2x1xf32>
      %w3 = "tosa.const"() <{values = dense<1.0> : tensor<1x2x2x2x1xf32>}> : () -> tensor<1x2x2x2x1xf32>
      %b = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
      %t = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
      %c = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: -1, 0, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x5x1xf32>
      %d = tosa.conv3d %v, %w3, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1x1xf32>
      %qw = "tosa.const"() <{values = dense<3> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
      %qb = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %xz = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
      %wz = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
      %i = tosa.transpose_conv2d %q, %qw, %qb, %xz, %wz {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x1xi32>
      return %t, %c, %d, %i : tensor<1x4x4x1xf32>, tensor<1x3x5x1xf32>, tensor<1x1x1x1x1xf32>, tensor<1x4x4x1xi32>
    }
    """
    x = np.array([1.0, 2.0, 3.0, 4.0], np.float32).reshape(1, 2, 2, 1)
    v = np.arange(8, dtype=np.float32).reshape(1, 2, 2, 2, 1)
    q = np.array([1, 2, 3, 4], np.int8).reshape(1, 2, 2, 1)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        t, c, d, i = R.evaluate_function(module.body.operations[0], [x, v, q])
    blocks = np.array([[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]], np.float32)
    np.testing.assert_array_equal(t[0, :, :, 0], blocks + 0.5)
    cropped = np.concatenate([blocks[1:], np.zeros((3, 1), np.float32)], axis=1)
    np.testing.assert_array_equal(c[0, :, :, 0], cropped + 0.5)
    np.testing.assert_array_equal(d.reshape(-1), [28.5])  # 0 + 1 + ... + 7, plus the bias
    np.testing.assert_array_equal(i[0, :, :, 0], (np.kron([[0, 1], [2, 3]], np.ones((2, 2))) * 1).astype(np.int32))


def test_evaluate_function_reads_tensor_arith_constants() -> None:
    """torch-mlir writes some index tables as `arith.constant` tensors (bilinear upsampling); `run --check`
    stopped at 'cannot evaluate arith.constant' on such a program."""
    text = """
    func.func @f(%v: tensor<1x3x1xf32>) -> tensor<1x2x1xf32> {
      %i = arith.constant dense<[[2, 0]]> : tensor<1x2xi32>
      %g = tosa.gather %v, %i : (tensor<1x3x1xf32>, tensor<1x2xi32>) -> tensor<1x2x1xf32>
      return %g : tensor<1x2x1xf32>
    }
    """
    v = np.array([10.0, 20.0, 30.0], np.float32).reshape(1, 3, 1)
    with ir.Context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        (g,) = R.evaluate_function(module.body.operations[0], [v])
    np.testing.assert_array_equal(g.reshape(-1), [30.0, 10.0])
