"""The named pipelines are the stages `tosabcast.compile` runs, and every element of them is a real pass."""

from __future__ import annotations

import pytest
from mlir import ir

from tosabcast import pipelines
from tosabcast.pipeline import parse_pipeline


@pytest.mark.parametrize(("name", "lowering"), [("tosabcast-to-llvm", "tosabcast"), ("tosabcast-upstream-to-llvm", "upstream")])
def test_named_pipeline_is_the_stages_of_its_lowering(name: str, lowering: str) -> None:
    assert pipelines.NAMED_PIPELINES[name][1] == ",".join(text for _, text in pipelines.stages(lowering))


def test_the_stages_differ_only_in_the_lowering() -> None:
    ours, upstream = pipelines.stages("tosabcast"), pipelines.stages("upstream")
    assert [n for n, _ in ours] == ["lower", "bufferize", "to-llvm"]
    assert ours[1:] == upstream[1:]
    assert pipelines.NAMED_PIPELINES["tosabcast-linalg-to-llvm"][1] == ours[1][1] + "," + ours[2][1]


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
