"""`python -m tosabcast.run`: inputs from .npy files, outputs to .npy/.npz, --check, located errors, exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tosabcast.cli import run

pytestmark = pytest.mark.jit

ROOT = Path(__file__).parent.parent.parent
EXAMPLE = ROOT / "examples" / "broadcast_add.mlir"
TWO_RESULTS = """\
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi1>) {
  %0 = tosa.sub %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = tosa.equal %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0, %1 : tensor<?xf32>, tensor<?xi1>
}
"""


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tosabcast.run", *args], capture_output=True, text=True, timeout=120)


def _expected_example(x: np.ndarray[Any, Any], bias: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    total = x + bias
    return np.where(total < 0, np.float32(0), total)


def test_inputs_from_npy_and_output_to_npy(tmp_path: Path) -> None:
    x = np.random.default_rng(1).uniform(-2, 2, (5, 3)).astype(np.float32)
    bias = np.array([[0.5, -1.0, 2.0]], np.float32)
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "b.npy", bias)
    proc = _cli(str(EXAMPLE), str(tmp_path / "x.npy"), str(tmp_path / "b.npy"), "-o", str(tmp_path / "out.npy"),
                "--check", "--lowering", "upstream")  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "result #0: float32 5x3" in proc.stdout
    assert "check: ok" in proc.stdout
    np.testing.assert_array_equal(np.load(tmp_path / "out.npy"), _expected_example(x, bias))


def test_several_results_go_to_npz_not_npy(tmp_path: Path) -> None:
    source = tmp_path / "two.mlir"
    source.write_text(TWO_RESULTS)
    code = run.main_in_process([str(source), "--shape", "6", "--lowering", "upstream", "-o", str(tmp_path / "o.npz")])
    assert code == 0
    with np.load(tmp_path / "o.npz") as saved:
        assert saved["result0"].shape == (6,) and saved["result1"].dtype == np.bool_


def test_several_results_to_npy_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "two.mlir"
    source.write_text(TWO_RESULTS)
    assert run.main_in_process([str(source), "--lowering", "upstream", "-o", str(tmp_path / "o.npy")]) == 1
    assert capsys.readouterr().err == "tosabcast-run: error: the function has 2 results; write them with -o FILE.npz\n"


def test_wrong_number_of_input_files(tmp_path: Path) -> None:
    np.save(tmp_path / "x.npy", np.zeros((2, 2), np.float32))
    proc = _cli(str(EXAMPLE), str(tmp_path / "x.npy"), "--lowering", "upstream")
    assert proc.returncode == 1
    assert proc.stderr == f"{EXAMPLE}:3:1: error: @main takes 2 arguments, got 1\n"


def test_a_mismatch_with_the_reference_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tosabcast.runtime import reference

    def off_by_one(func: Any, args: list[np.ndarray[Any, Any]], trace: Any = None) -> list[np.ndarray[Any, Any]]:
        return [_expected_example(*args) + np.float32(1)]

    monkeypatch.setattr(reference, "evaluate_function", off_by_one)
    assert run.main_in_process([str(EXAMPLE), "--check", "--lowering", "upstream", "--shape", "2x2,1x2"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(
        "tosabcast-run: error: check failed: result #0: 4 of 4 elements differ beyond the error bound"
    )


def test_random_inputs_depend_on_the_seed_only(tmp_path: Path) -> None:
    outs = []
    for seed, name in ((3, "a"), (3, "b"), (4, "c")):
        code = run.main_in_process(
            [str(EXAMPLE), "--seed", str(seed), "--lowering", "upstream", "-o", str(tmp_path / f"{name}.npy")]
        )
        assert code == 0
        outs.append(np.load(tmp_path / f"{name}.npy"))
    np.testing.assert_array_equal(outs[0], outs[1])
    assert not np.array_equal(outs[0], outs[2])


def test_legacy_tosa_runs_with_allow_legacy_tosa() -> None:
    legacy = ROOT / "test" / "rfc" / "different_ranks_legacy.mlir"
    proc = _cli(str(legacy), "--entry", "test_add_2d_different_ranks", "--check", "--lowering", "upstream")
    assert proc.returncode == 1
    assert "'tosa.add' op ranks of operands and results do not match" in proc.stderr
    assert "MLIR 22's verifier, while parsing: operands don't have matching ranks" in proc.stderr
    assert "Traceback" not in proc.stderr
    proc = _cli(str(legacy), "--entry", "test_add_2d_different_ranks", "--check", "--lowering", "upstream",
                "--allow-legacy-tosa")  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "result #0: float32 2x3x4" in proc.stdout


def test_parse_errors_are_located_without_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %b : tensor<2xf32>\n}\n")
    proc = _cli(str(bad))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}:2:10: error: use of undeclared SSA value name")
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("text", "count", "expected"),
    [("3x4", 2, [(3, 4), (3, 4)]), ("3x4,1x4", 2, [(3, 4), (1, 4)]), ("", 1, [()]), ("0x2", 1, [(0, 2)])],
)
def test_parse_shapes(text: str, count: int, expected: list[tuple[int, ...]]) -> None:
    assert run.parse_shapes(text, count) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [("3x4,1x4,2", "--shape gives 3 shapes for 2 arguments"), ("3xa", "bad shape '3xa' in --shape (expected dims like 3x4)"),
     ("-1", "bad shape '-1' in --shape (negative dim)")],
)  # fmt: skip
def test_bad_shapes(text: str, message: str) -> None:
    with pytest.raises(run.RunError) as info:
        run.parse_shapes(text, 2)
    assert str(info.value) == message


def test_default_shapes_keep_static_dims_and_set_dynamic_ones_to_4() -> None:
    assert run.default_shape("tensor<?x3x?xf32>") == (4, 3, 4)
    assert run.default_shape("tensor<i1>") == ()


def test_npz_inputs_and_expect(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "two.mlir"
    source.write_text(TWO_RESULTS)
    a = np.array([1.0, 2.0, 3.0], np.float32)
    b = np.array([1.0, 0.5, 3.0], np.float32)
    np.savez(tmp_path / "ok.npz", b3_in0=a, b3_in1=b, b3_out0=a - b, b3_out1=a == b)
    args = [str(source), str(tmp_path / "ok.npz"), "--npz-prefix", "b3_", "--lowering", "upstream", "--expect"]
    assert run.main_in_process(args) == 0
    assert "expect: ok (2 results as expected)" in capsys.readouterr().out
    np.savez(tmp_path / "bad.npz", in0=a, in1=b, out0=a - b + np.float32([0, 1e-3, 0]), out1=a != b)
    assert run.main_in_process([str(source), str(tmp_path / "bad.npz"), "--lowering", "upstream", "--expect"]) == 1
    err = capsys.readouterr().err
    assert "expect failed: result #0: 1 of 3 elements differ by more than rtol 0.0001 + atol 1e-05" in err
    assert "expect failed: result #1: 3 of 3 elements differ; first at (0,): " in err


def test_npz_without_the_prefix_lists_the_prefixes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    np.savez(tmp_path / "d.npz", b1_in0=np.zeros(2, np.float32), b5_in0=np.zeros(2, np.float32))
    assert run.main_in_process([str(EXAMPLE), str(tmp_path / "d.npz")]) == 1
    assert "has no array 'in0' (prefixes with in0: 'b1_', 'b5_'; see --npz-prefix)" in capsys.readouterr().err


def test_expect_needs_an_npz_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert run.main_in_process([str(EXAMPLE), "--expect"]) == 1
    assert "--expect without a file needs an .npz input" in capsys.readouterr().err


GATHER = """\
func.func @main(%v: tensor<?x?x2xf32>, %i: tensor<?x3xi32>, %w: tensor<2x3xi32>) -> (tensor<?x3x2xf32>, tensor<?xi32>, tensor<2x3x2xf32>) {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %w, %s : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<2x3xi32>
  %t = "tosa.const"() <{values = dense<1.0> : tensor<2x7x2xf32>}> : () -> tensor<2x7x2xf32>
  %0 = tosa.gather %v, %i : (tensor<?x?x2xf32>, tensor<?x3xi32>) -> tensor<?x3x2xf32>
  %1 = tosa.argmax %i {axis = 1 : i32} : (tensor<?x3xi32>) -> tensor<?xi32>
  %2 = tosa.gather %t, %r : (tensor<2x7x2xf32>, tensor<2x3xi32>) -> tensor<2x3x2xf32>
  return %0, %1, %2 : tensor<?x3x2xf32>, tensor<?xi32>, tensor<2x3x2xf32>
}
"""


@pytest.mark.parametrize("shape", [None, "2x5x2,2x3,2x3", "2x1x2,2x3,2x3"])
def test_random_indices_stay_within_the_dim_they_index_and_check_against_the_reference(
    tmp_path: Path, shape: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    """Integers that reach a gather's indices (here one through a reshape) are drawn below the size of the dim they
    index, read from the type (7), the argument's given shape (5, 1) or the default dynamic size (4); and the
    reference evaluates gather and argmax. Before, every call drew [-10, 10] and the gather refused it."""
    source = tmp_path / "gather.mlir"
    source.write_text(GATHER)
    out = tmp_path / "o.npz"
    args = [str(source), "--check", "--seed", "5", "-o", str(out)] + (["--shape", shape] if shape else [])
    code = run.main_in_process(args)
    printed = capsys.readouterr()
    assert code == 0, printed.err
    assert "check: ok" in printed.out
    assert run.index_bounds(str(source), "main", False, [(2, 5, 2), (2, 3), (2, 3)]) == {1: 5, 2: 7}
    assert run.index_bounds(str(source), "main", False, [(2, 4, 2), (2, 3), (2, 3)]) == {1: 4, 2: 7}
