"""The named pipelines are the stages `tosabcast.compile` runs, and every element of them is a real pass."""

from __future__ import annotations

import pytest
from mlir import ir

from tosabcast.pipelines import named as pipelines
from tosabcast.pipelines.manager import parse_pipeline


@pytest.mark.parametrize(
    ("name", "lowering"), [("tosabcast-to-llvm", "tosabcast"), ("tosabcast-upstream-to-llvm", "upstream")]
)
def test_named_pipeline_is_the_stages_of_its_lowering(name: str, lowering: str) -> None:
    assert pipelines.NAMED_PIPELINES[name][1] == ",".join(text for _, text in pipelines.stages(lowering))


def test_the_stages_differ_only_in_the_lowering_and_where_our_math_is_expanded() -> None:
    ours, upstream = pipelines.stages("tosabcast"), pipelines.stages("upstream")
    assert [n for n, _ in ours] == ["lower", "bufferize", "to-llvm"]
    loops = "func.func(convert-linalg-to-loops)"
    ours_only = f"tosabcast-strided-copies,tosabcast-collapse-dims,{pipelines.INTERCHANGE},tosabcast-transpose-tiles,"
    assert ours[1][1] == upstream[1][1].replace(loops, ours_only + loops)
    assert pipelines.HWCF in ours[0][1] and "hwcf" not in upstream[0][1]
    widen = "tosabcast-widen-i1,"
    assert upstream[2][1].startswith(widen)
    assert ours[2][1] == (
        "tosabcast-version-loops,tosabcast-version-sincos,tosabcast-table-erf,tosabcast-expand-math,"
        "tosabcast-bound-vectorizer,"
        "tosabcast-vectorize-small-loops," + upstream[2][1].replace(widen, widen + pipelines.VECTOR_LOOPS + ",", 1)
    )
    assert "tosabcast-expand" not in pipelines.NAMED_PIPELINES["tosabcast-upstream-to-llvm"][1]
    assert pipelines.NAMED_PIPELINES["tosabcast-linalg-to-llvm"][1] == upstream[1][1] + "," + upstream[2][1]


def test_our_math_is_deferred_by_the_lowering_and_expanded_before_it_becomes_calls() -> None:
    whole = pipelines.NAMED_PIPELINES["tosabcast-to-llvm"][1]
    assert whole.startswith("tosabcast-check-shapes,tosabcast-check-lowerable,")
    assert "tosabcast-lower-to-linalg{defer-exp=true leave-unsupported=true}," in whole
    expand = whole.index("tosabcast-expand-math")
    assert whole.index("convert-linalg-to-loops") < whole.index("tosabcast-version-loops") < expand
    assert whole.index("tosabcast-version-loops") < whole.index("tosabcast-version-sincos") < expand
    assert whole.index("tosabcast-version-sincos") < whole.index("tosabcast-table-erf") < expand
    assert expand < whole.index("convert-math-to-libm")


def test_every_element_parses() -> None:
    with ir.Context():
        for name, (_, text) in pipelines.NAMED_PIPELINES.items():
            assert parse_pipeline(text), name


def test_booleans_are_widened_after_the_last_i1_buffer_is_made_and_before_memref_to_llvm() -> None:
    whole = pipelines.NAMED_PIPELINES["tosabcast-to-llvm"][1]
    widen = whole.index("tosabcast-widen-i1")
    assert whole.index("bufferization-lower-deallocations") < widen < whole.index("finalize-memref-to-llvm")


def test_unknown_lowering() -> None:
    with pytest.raises(ValueError, match=r"unknown lowering 'fast' \(expected one of: tosabcast, upstream\)"):
        pipelines.stages("fast")


def test_allocations_are_checked_after_deallocations_are_placed_and_before_they_are_lowered() -> None:
    whole = pipelines.NAMED_PIPELINES["tosabcast-to-llvm"][1]
    guard = whole.index("tosabcast-guard-allocations")
    assert whole.index("buffer-deallocation-simplification") < guard < whole.index("bufferization-lower-deallocations")
    assert "status-argument" not in whole  # the named pipelines keep every signature


def test_the_jit_stages_differ_only_in_how_failures_are_reported() -> None:
    for lowering in pipelines.LOWERINGS:
        plain, jit = pipelines.stages(lowering), pipelines.stages(lowering, status_argument=True)
        assert jit[2] == plain[2]
        check, guard = "tosabcast-check-shapes", "tosabcast-guard-allocations"
        assert plain[0][1].startswith(check + ",")
        assert jit[0][1] == plain[0][1].replace(check, check + "{status-argument=true}")
        assert jit[1][1] == plain[1][1].replace(guard, guard + "{status-argument=true}")
        with ir.Context():
            assert parse_pipeline(jit[0][1]) and parse_pipeline(jit[1][1])


def test_shape_checks_run_on_tosa_before_the_lowering_unless_turned_off() -> None:
    for lowering in pipelines.LOWERINGS:
        checked, unchecked = pipelines.stages(lowering), pipelines.stages(lowering, check_shapes=False)
        assert checked[0][1] == "tosabcast-check-shapes," + unchecked[0][1]
        assert checked[1:] == unchecked[1:]
