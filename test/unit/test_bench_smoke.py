"""The benchmark's correctness checks: every case right with both lowerings on small tensors; no timing."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from script_loader import load_script

bench = load_script("bench/bench.py", "tosabcast_bench")


@pytest.mark.jit
def test_bench_check_only_passes_every_case_on_small_tensors() -> None:
    proc = subprocess.run(
        [sys.executable, bench.__file__, "--check-only", "--size", "24x40", "--opt-level", "0"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "all results correct" in proc.stdout
    for case in bench.all_cases(24, 40):
        assert f"| {case.name} " in proc.stdout


def test_bench_covers_the_cases_issue_6_lists() -> None:
    names = {case.name for case in bench.all_cases(24, 40)}
    for computation in ("add_f32", "add_i32", "add_row", "add_col", "add_row_col", "add_1x1", "chain",
                        "chain_bcast", "select", "greater_select", "exp", "add_64"):  # fmt: skip
        assert {f"{computation}_static", f"{computation}_dynamic"} <= names


def test_bench_dynamic_case_has_only_dynamic_dims() -> None:
    case = next(c for c in bench.all_cases(24, 40) if c.name == "add_row_dynamic")
    assert "func.func @main(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32>" in case.source


def test_bench_static_case_keeps_the_broadcast_shapes() -> None:
    case = next(c for c in bench.all_cases(24, 40) if c.name == "add_row_col_static")
    assert "(tensor<1x40xf32>, tensor<24x1xf32>) -> tensor<24x40xf32>" in case.source


@pytest.mark.parametrize("computation", bench.computations(6, 5), ids=lambda c: c.name)
def test_bench_compare_accepts_numpy_and_rejects_a_changed_element(computation: object) -> None:
    inputs = bench.make_inputs(computation, 0)
    want = computation.reference(*inputs)
    assert bench.compare(computation, want.copy(), inputs) is None
    wrong = want.copy()
    wrong.flat[-1] = wrong.flat[-1] + 1
    assert "1 of" in bench.compare(computation, wrong, inputs)


def test_bench_compare_rejects_a_wrong_shape_or_dtype() -> None:
    computation = bench.computations(6, 5)[0]
    inputs = bench.make_inputs(computation, 0)
    want = computation.reference(*inputs)
    assert "expected float32[6, 5]" in bench.compare(computation, want[:1], inputs)
    assert "expected float32[6, 5]" in bench.compare(computation, want.astype(np.float64), inputs)


def test_the_lowering_pass_timed_alone_is_the_one_the_pipeline_runs() -> None:
    from tosabcast.pipelines import named as pipelines

    assert "," + bench.LOWERING_PASS["tosabcast"] + "," in pipelines.LOWERINGS["tosabcast"]
    assert "tosa-to-linalg," in pipelines.LOWERINGS["upstream"]  # the pass `bench.LOWERING_PASS` times alone
