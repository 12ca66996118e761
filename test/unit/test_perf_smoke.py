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


def test_an_op_past_a_per_op_bound_is_judged_on_its_second_measurement() -> None:
    """The first ratio stays in the cell beside the second; the verdict reads the second."""
    row = ["mul f16", "1 ms", "0.9 ms", "30 ms", "0.03x", "1.11x"]
    vs_numpy: dict[str, float] = {}  # f16: no numpy bound
    vs_upstream = {"mul f16": 1.11}
    again = perf.Timed({"tosabcast": [1.0, 1.0, 1.0], "upstream": [1.0, 1.25, 1.0], "numpy": [30.0, 30.0, 30.0]})
    perf._confirm(row, again, vs_numpy, vs_upstream)
    assert row[4:] == ["0.03x -> 0.03x", "1.11x -> 1.00x"]
    assert vs_upstream == {"mul f16": 1.0} and vs_numpy == {}


def test_peers_are_timed_alone_with_the_collector_running() -> None:
    """Every batch follows a quiet spell and warm-up calls, and IREE's results, freed by the collector, are
    collected while it runs (the timing loop of the other tables pauses it)."""
    import gc
    import random

    seen: list[bool] = []
    calls = {"a": 0}

    def variant() -> None:
        calls["a"] += 1
        seen.append(gc.isenabled())

    quiet, warm = perf.QUIET, perf.WARM
    perf.QUIET, perf.WARM = 0.01, 0.005
    try:
        samples = perf.time_alone({"a": variant}, 3, random.Random(0))
    finally:
        perf.QUIET, perf.WARM = quiet, warm
    assert len(samples["a"]) == 3 and all(t > 0 for t in samples["a"])
    assert all(seen) and calls["a"] > 3 + 2  # warm-up calls besides the timed ones
    seen.clear()
    perf.time_rounds({"a": variant}, 1, random.Random(0))
    assert not all(seen)  # the other tables' loop: paused (the two first calls run before it pauses)
