"""bench/perf.py: a tiny run prints every table and the targets; every op's text is valid TOSA. No timing."""

from __future__ import annotations

import subprocess
import sys

import pytest
from script_loader import load_script

perf = load_script("bench/perf.py", "tosabcast_perf")


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
        [sys.executable, perf.__file__, "--tiny"], capture_output=True, text=True, timeout=600, check=False
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    for title in ("## Per op", "## Threads", "## Per call", "## Peers", "## Targets"):
        assert title in out
    assert "| exp f32 " in out and "| clz i32 " in out
    assert "per call, 64-element add, CPU time" in out
    assert "PASS" in out or "MISS" in out
    assert out.rstrip().endswith("all results correct")
