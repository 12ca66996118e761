"""erf from tables (tosabcast/lowering/erf_table.py, passes/table_erf.py): the bits of its model on every path a
program can take (vector steps, the masked last step, scalar code in a loop the pass cannot vectorize, two
threads), within 1 ulp like expand-math's polynomials, and one `vpermps` per lookup on AVX-512 hosts.

The model is scripts/erf_tables.py's (numpy, the f32 arithmetic bit for bit); the full accuracy measurement
(every f32) is that script's `--stride 1`.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from call_helpers import machine_code
from script_loader import load_script

import tosabcast
from tosabcast import host
from tosabcast.lowering import erf_table
from tosabcast.pipelines import named
from tosabcast.runtime import jit
from tosabcast.runtime.reference import ulp_distance

pytestmark = pytest.mark.jit

Array = np.ndarray[Any, Any]


tables = load_script("scripts/erf_tables.py", "tosabcast_erf_tables")

ERF = """func.func @main(%a: tensor<SHAPExT>) -> tensor<SHAPExT> {
  %0 = tosa.erf %a : (tensor<SHAPExT>) -> tensor<SHAPExT>
  return %0 : tensor<SHAPExT>
}"""
TRANSPOSED = """func.func @main(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %t = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = tosa.erf %t : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}"""
SPECIAL = np.array(
    [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1e-40, 0.127, 0.14, 0.38, 0.64, 1.0, 3.9165, 3.92, 4.0, 1e30],
    dtype=np.float32,
)


def _compiled(text: str, lanes: int, monkeypatch: pytest.MonkeyPatch, threads: int = 1, chains: int = 4) -> Any:
    options = f"lanes={lanes} chains={chains}"
    monkeypatch.setattr(
        named, "EXPAND_EXP", named.EXPAND_EXP.replace("tosabcast-table-erf", f"tosabcast-table-erf{{{options}}}")
    )
    try:
        return tosabcast.compile(text, threads=threads).main
    finally:
        monkeypatch.undo()


def _model(x: Array) -> Array:
    shipped = (erf_table.P, erf_table.C, erf_table.K, erf_table.CENTRE)
    return tables.model(x, tuple(np.array(t, np.float32) for t in shipped))


def _inputs(size: int, seed: int = 0) -> Array:
    rng = np.random.default_rng(seed)
    x = np.float32(rng.uniform(-4.5, 4.5, size))
    x[: len(SPECIAL)] = SPECIAL[:size]
    return x


def test_the_shipped_tables_are_the_script_s() -> None:
    """The constants of erf_table.py are those scripts/erf_tables.py's fit prints (its grid and top too)."""
    assert (erf_table.SCALE, erf_table.SPACING, erf_table.TOP) == (
        float(tables.SCALE),
        float(tables.SPACING),
        float(tables.TOP),
    )
    assert len(erf_table.P) == tables.DEGREE and all(len(row) == tables.INTERVALS for row in erf_table.P)
    assert erf_table.K == tuple(1.0 if k < tables.LINEAR else 0.0 for k in range(tables.INTERVALS))
    assert len(erf_table.C) == len(erf_table.CENTRE) == tables.INTERVALS


@pytest.mark.parametrize("chains", [4, 1])
@pytest.mark.parametrize("permutes", [True, False])
@pytest.mark.parametrize("size", [1, 15, 16, 17, 63, 64, 65, 1000, 4099])
def test_vector_steps_and_the_masked_last_step_give_the_model_bits(
    size: int, permutes: bool, chains: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the lookups as `vpermps` intrinsics (the JIT on AVX-512 hosts) and as portable extracts; steps of 4
    vectors (the default) and of one."""
    if permutes and "avx512f" not in host.flags():
        pytest.skip("the intrinsic needs AVX-512")
    monkeypatch.setattr(jit, "HOST_PERMUTES", permutes)
    x = _inputs(size)
    got = _compiled(ERF.replace("SHAPE", "?").replace("T", "f32"), 16, monkeypatch, chains=chains)(x)
    assert np.array_equal(got.view(np.uint32), _model(x).view(np.uint32))


def test_a_loop_the_pass_cannot_vectorize_gives_the_same_bits(monkeypatch: pytest.MonkeyPatch) -> None:
    """erf of a transposed input reads with a stride: the pass leaves that loop scalar, with the same arithmetic."""
    x = _inputs(37 * 53, seed=1).reshape(37, 53)
    got = _compiled(TRANSPOSED, 16, monkeypatch)(x)
    assert np.array_equal(got.view(np.uint32), _model(np.ascontiguousarray(x.T)).view(np.uint32))


def test_two_threads_give_the_bits_of_one(monkeypatch: pytest.MonkeyPatch) -> None:
    x = _inputs(300 * 1001, seed=2).reshape(300, 1001)
    text = ERF.replace("SHAPE", "?x?").replace("T", "f32")
    one = _compiled(text, 16, monkeypatch, threads=1)(x)
    two = _compiled(text, 16, monkeypatch, threads=2)(x)
    assert np.array_equal(one.view(np.uint32), two.view(np.uint32))
    assert np.array_equal(one.view(np.uint32), _model(x).view(np.uint32))


def test_f16_goes_through_the_f32_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    with np.errstate(over="ignore"):  # 1e30 becomes inf
        x = np.float16(_inputs(333, seed=3))
    got = _compiled(ERF.replace("SHAPE", "?").replace("T", "f16"), 16, monkeypatch)(x)
    assert np.array_equal(got.view(np.uint16), np.float16(_model(np.float32(x))).view(np.uint16))


@pytest.mark.parametrize("lanes", [16, 0])
def test_both_erfs_are_within_one_ulp_of_the_correctly_rounded_result(
    lanes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tables (lanes 16) and expand-math's polynomials (lanes 0), on 2^18 inputs spread over [0, 4.5] and
    every f32 near the interval bounds."""
    spread = np.linspace(0, 4.5, 1 << 18, dtype=np.float32)
    bounds = np.float32((np.arange(17) - 0.5) / erf_table.SCALE)
    near = (bounds.view(np.int32)[:, None] + np.arange(-300, 301, dtype=np.int32)).ravel().view(np.float32)
    x = np.concatenate([spread, near, -spread, SPECIAL])
    got = _compiled(ERF.replace("SHAPE", "?").replace("T", "f32"), lanes, monkeypatch)(x)
    want = np.vectorize(math.erf, otypes=[np.float64])(x.astype(np.float64)).astype(np.float32)
    numbers = ~np.isnan(want)
    assert np.array_equal(np.isnan(got), ~numbers)
    assert ulp_distance(got[numbers], want[numbers], "f32").max() <= 1


@pytest.mark.skipif("avx512f" not in host.flags(), reason="the lookups are vpermps on AVX-512 only")
def test_each_lookup_is_one_permute(tmp_path: Path) -> None:
    """8 lookups per 16 elements, each one `vpermps` (LLVM folds the 16 extracts and the from_elements), in the
    loop's step of 4 vectors and the masked step."""
    code = machine_code(ERF.replace("SHAPE", "?").replace("T", "f32"), tmp_path)
    assert len(re.findall(r"\tvpermps\t.*%zmm", code)) >= 8 * 4 * 2
    assert "vpextrd" not in code and "vextractf" not in code
