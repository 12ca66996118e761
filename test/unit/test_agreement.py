"""Our verdict agrees with MLIR 22's verifier on random op signatures (a sample; scripts/agreement.py runs 10,000+)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from mlir import ir

from tosabcast.runtime import toolchain


def _load_agreement() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "scripts" / "agreement.py"
    spec = importlib.util.spec_from_file_location("tosabcast_agreement_script", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


agreement = _load_agreement()


@pytest.fixture(scope="module")
def sample() -> list:  # type: ignore[type-arg]
    return agreement.signatures(400, seed=2024)


def test_sample_covers_every_kind_of_signature(sample: list) -> None:  # type: ignore[type-arg]
    arities = {len(sig.operands) for sig in sample}
    assert arities == {1, 2, 3}
    shapes = [s for sig in sample for s in (*sig.operands, sig.result)]
    assert None in shapes  # unranked
    assert {len(s) for s in shapes if s is not None} == {0, 1, 2, 3, 4}
    dims = {d for s in shapes if s is not None for d in s}
    assert {None, 1} <= dims and dims - {None, 1}  # dynamic, 1, and other static sizes
    assert 0 not in dims  # zero-size dims are not TOSA-conformant


def test_no_unexplained_disagreement_with_mlir(sample: list) -> None:  # type: ignore[type-arg]
    report = agreement.compare(sample)
    assert 0 < report.accepted < report.total  # both verdicts occur, or the test proves nothing
    assert report.unexplained == [], "\n".join(
        f"{sig}: ours {ours}, MLIR 22 {theirs}" for sig, ours, theirs in report.unexplained
    )


def test_stock_mlir_opt_gives_the_in_process_verdicts(sample: list) -> None:  # type: ignore[type-arg]
    subset = sample[:60]
    context = ir.Context()
    in_process = [agreement.mlir_accepts(sig, context) for sig in subset]
    assert True in in_process and False in in_process
    assert agreement.mlir_opt_verdicts(subset, toolchain.mlir_opt()) == in_process


MUL_DIFFERENCE = ("mul", ((1, 3), (2, 3)), (1, 3))


def test_deliberate_difference_tosa_mul_result_shape() -> None:
    """MLIR 22 accepts a tosa.mul result that contradicts the broadcast shape; we reject it."""
    op, operands, result = MUL_DIFFERENCE
    sig = agreement.Signature(op, operands, result)
    context = ir.Context()
    assert agreement.mlir_accepts(sig, context) is True
    assert agreement.ours_accepts(sig, context) is False
    assert agreement.explain(sig, False, True) == "tosa.mul result shape"


def test_deliberate_difference_is_narrow() -> None:
    """The same signature on tosa.add, or a rank error on tosa.mul, is not explained away."""
    _, operands, result = MUL_DIFFERENCE
    assert agreement.explain(agreement.Signature("add", operands, result), False, True) is None
    assert agreement.explain(agreement.Signature("mul", ((3,), (2, 3)), (2, 3)), False, True) is None
    assert agreement.explain(agreement.Signature("mul", operands, result), True, False) is None
