"""tosabcast.runtime.tolerance: error bounds that follow the chain of ops, and the whole-program reference.

The bounds are checked three ways: hand-computed values for single ops (exact ops 0, correctly rounded ops 0 on
exact inputs, transcendental ops k ulp, a mul after an inexact input `|a| e_b + ...`, a dot product's gamma(n)),
the comparison's verdicts (bitwise where the bound is 0, within the bound elsewhere, the bound in the message),
and every model fixture: torch's outputs, computed by another program in another order, must lie within the
reference's bound.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from mlir import ir

from tosabcast.runtime import reference, tolerance

MODELS = sorted((Path(__file__).resolve().parents[1] / "models").glob("*.mlir"))
F32_ULP_1 = 2.0**-23  # spacing of f32 at 1.0


def bounds_of(text: str, *args: np.ndarray[Any, Any]) -> tuple[list[np.ndarray[Any, Any]], list[np.ndarray[Any, Any]]]:
    """The reference results of @f and their bounds."""
    with ir.Context():
        module = ir.Module.parse(text)
        func = module.body.operations[0]
        trace: dict[ir.Value, Any] = {}
        results = reference.evaluate_function(func, list(args), trace=trace)
        bounds = tolerance.error_bounds(func, trace)
        returned = list(func.regions[0].blocks[0].operations)[-1].operands
        return results, [np.broadcast_to(bounds[v], np.shape(r)) for v, r in zip(returned, results, strict=True)]


SILU = """
func.func @f(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s = tosa.sigmoid %x : (tensor<?xf32>) -> tensor<?xf32>
  %y = tosa.mul %x, %s, %shift : (tensor<?xf32>, tensor<?xf32>, tensor<1xi8>) -> tensor<?xf32>
  return %s, %y : tensor<?xf32>, tensor<?xf32>
}
"""


def test_transcendental_op_on_exact_input_is_its_ulp_tolerance() -> None:
    x = np.array([0.0, 1.0, -3.0, 10.0], np.float32)
    (sig, _), (bound, _) = bounds_of(SILU, x)
    spacing = tolerance.ulp(np.abs(sig.astype(np.float64)), "f32")
    np.testing.assert_array_equal(bound, reference.ULP_TOLERANCE["tosa.sigmoid"] * spacing)


def test_mul_after_an_inexact_operand_carries_its_error() -> None:
    x = np.array([3.0, -2.0, 0.5], np.float32)
    (_, y), (e_sig, e_y) = bounds_of(SILU, x)
    propagated = np.abs(x.astype(np.float64)) * e_sig
    spacing = tolerance.ulp(np.abs(y.astype(np.float64)) + propagated, "f32")
    np.testing.assert_allclose(e_y, propagated + spacing, rtol=1e-12)
    assert np.all(e_y / tolerance.ulp(np.abs(y.astype(np.float64)), "f32") < 16)  # a few ulps, not a blanket rtol


EXACT = """
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xi32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.maximum %0, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.greater %1, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = tosa.mul %i, %i, %shift : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %1, %2, %3 : tensor<4xf32>, tensor<4xi1>, tensor<4xi32>
}
"""


def test_exact_and_correctly_rounded_ops_on_exact_inputs_have_bound_zero() -> None:
    a = np.array([0.1, 1e8, -3.0, 7.5], np.float32)
    b = np.array([0.2, 1.0, 3.0, -7.5], np.float32)
    _, bounds = bounds_of(EXACT, a, b, np.arange(4, dtype=np.int32))
    assert all(not np.any(bound) for bound in bounds)


def test_comparison_of_inexact_values_close_together_is_uncertain() -> None:
    text = """
func.func @f(%x: tensor<3xf32>, %t: tensor<3xf32>) -> tensor<3xi1> {
  %e = tosa.exp %x : (tensor<3xf32>) -> tensor<3xf32>
  %c = tosa.greater %e, %t : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  return %c : tensor<3xi1>
}
"""
    x = np.array([0.0, 0.0, 1.0], np.float32)
    t = np.array([1.0, 0.5, 2.718281828], np.float32)
    _, (bound,) = bounds_of(text, x, t)
    np.testing.assert_array_equal(bound, [np.inf, 0.0, np.inf])  # exp(0) = 1 exactly, but ties are in doubt


def test_matmul_bound_is_gamma_n_times_the_sum_of_magnitudes() -> None:
    text = """
func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
"""
    rng = np.random.default_rng(0)
    a, b = rng.normal(size=(1, 2, 3)).astype(np.float32), rng.normal(size=(1, 3, 2)).astype(np.float32)
    (out,), (bound,) = bounds_of(text, a, b)
    u = 2.0**-24
    gamma = 3 * u / (1 - 3 * u)
    accumulated = gamma * (np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64)))
    spacing = tolerance.ulp(np.abs(out.astype(np.float64)) + accumulated, "f32")
    np.testing.assert_allclose(bound, accumulated + spacing, rtol=1e-12)


def test_reduce_product_bound_is_relative() -> None:
    text = """
func.func @f(%x: tensor<2x4xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_product %x {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
"""
    x = np.array([[1.5, -2.0, 3.0, 0.25], [1e-3, 7.0, 2.0, 2.0]], np.float32)
    (out,), (bound,) = bounds_of(text, x)
    magnitude = np.abs(np.prod(x.astype(np.float64), axis=1, keepdims=True))
    accumulated = magnitude * 3 * 2.0**-24
    np.testing.assert_allclose(bound, accumulated + tolerance.ulp(np.abs(out.astype(np.float64)) + accumulated, "f32"))


# -- compare ------------------------------------------------------------------------------------------------


def test_bound_zero_asks_for_bitwise_equality() -> None:
    expected = np.array([0.0, 1.0], np.float32)
    assert tolerance.compare(np.array([0.0, 1.0], np.float32), expected, np.zeros(2), "f32") == ""
    message = tolerance.compare(np.array([-0.0, 1.0], np.float32), expected, np.zeros(2), "f32")
    assert message.startswith("1 of 2 elements differ beyond the error bound") and "bound 0 (exact)" in message


def test_within_the_bound_passes_and_beyond_it_says_the_bound_in_ulps() -> None:
    expected = np.array([1.0, 1.0], np.float32)
    bound = np.full(2, 2 * F32_ULP_1)
    near = np.array([1.0 + 2 * F32_ULP_1, 1.0 - F32_ULP_1 / 2], np.float32)
    assert tolerance.compare(near, expected, bound, "f32") == ""
    far = np.array([1.0 + 3 * F32_ULP_1, 1.0], np.float32)
    message = tolerance.compare(far, expected, bound, "f32", "tosa.mul <- tosa.sigmoid")
    assert "of the chain tosa.mul <- tosa.sigmoid" in message
    assert "> bound 2.38e-07 (2 ulp)" in message


def test_nan_must_match_nan_unless_the_bound_is_unbounded() -> None:
    expected = np.array([np.nan, 1.0], np.float32)
    assert tolerance.compare(np.array([np.nan, 1.0], np.float32), expected, np.full(2, 1e-3), "f32") == ""
    assert tolerance.compare(np.array([1.0, np.nan], np.float32), expected, np.full(2, 1e-3), "f32") != ""
    assert tolerance.compare(np.array([1.0, np.nan], np.float32), expected, np.full(2, np.inf), "f32") == ""


def test_integers_are_exact_unless_uncertain() -> None:
    expected = np.array([1, 2, 3], np.int32)
    actual = np.array([1, 5, 3], np.int32)
    assert "bound 0 (exact)" in tolerance.compare(actual, expected, np.zeros(3), "i32")
    assert tolerance.compare(actual, expected, np.array([0, np.inf, 0]), "i32") == ""


# -- whole programs -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.stem)
def test_torch_outputs_lie_within_the_reference_bound(path: Path) -> None:
    """The reference evaluates every model (matmul, conv, pools, reductions, dense_resource weights, f64), and
    torch's own float32 outputs are within the chain's bound of it; integer and boolean results are equal."""
    data = np.load(path.with_suffix(".npz"))
    prefix = "b3_" if path.stem.endswith("_dynamic") else ""
    inputs = [data[k] for k in sorted(k for k in data.files if k.startswith(f"{prefix}in"))]
    outputs = [data[k] for k in sorted(k for k in data.files if k.startswith(f"{prefix}out"))]
    with ir.Context():
        module = ir.Module.parse(path.read_text())
        func = module.body.operations[0]
        trace: dict[ir.Value, Any] = {}
        expected = reference.evaluate_function(func, inputs, trace=trace)
        bounds = tolerance.error_bounds(func, trace)
        returned = list(func.regions[0].blocks[0].operations)[-1].operands
        for want, got, value in zip(expected, outputs, returned, strict=True):
            element = str(ir.ShapedType(value.type).element_type)
            assert tolerance.compare(got, want, bounds[value], element) == ""
            if reference.is_float_type(element):
                assert np.all(np.isfinite(bounds[value])) and np.max(bounds[value]) < 1e-2
