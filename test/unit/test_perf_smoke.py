"""bench/perf.py: a tiny run prints every table and the targets; every op's text is valid TOSA. No timing."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

PERF = Path(__file__).resolve().parents[2] / "bench" / "perf.py"


def _load_perf() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tosabcast_perf", PERF)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


perf = _load_perf()


def test_every_op_and_type_of_the_ops_table_is_valid_tosa() -> None:
    from mlir import ir

    from tosabcast.lowering import scalar

    with ir.Context(), ir.Location.unknown():
        for op in perf.OPS:
            for element in op.types:
                assert element in scalar.SUPPORTED_TYPES[f"tosa.{op.name}"], (op.name, element)
                ir.Module.parse(perf.op_text(op, element, (3, 4)))
    covered = {f"tosa.{op.name}" for op in perf.OPS}
    bool_only = {op for op, types in scalar.SUPPORTED_TYPES.items() if set(types) <= {"i1"}}
    shifts_left_out = {"tosa.logical_right_shift"}  # numpy has no logical shift of signed ints
    assert set(scalar.SUPPORTED_TYPES) - covered == bool_only | shifts_left_out


@pytest.mark.jit
def test_tiny_run_prints_every_table_and_the_targets() -> None:
    proc = subprocess.run(
        [sys.executable, str(PERF), "--tiny"], capture_output=True, text=True, timeout=600, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    for title in ("## Per op", "## Threads", "## Per call", "## Peers", "## Targets"):
        assert title in out
    assert "| exp f32 " in out and "| clz i32 " in out
    assert "per call, 64-element add, CPU time" in out
    assert "PASS" in out or "MISS" in out
    assert out.rstrip().endswith("all results correct")
