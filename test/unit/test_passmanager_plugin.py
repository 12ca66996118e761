"""Our passes as objects in a user's own `mlir.passmanager.PassManager`, between stock passes.

This is the README's "plugging into existing pipelines" use: no driver, no
`Collector`; our errors reach the user as the `MLIRError` that `pm.run`
raises, located in the user's file, and nothing a Python pass raises unwinds
through the C++ pass manager.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mlir import ir
from mlir.passmanager import PassManager

from tosabcast.ir.bridge import walk_ops
from tosabcast.ir.diagnostics import Collector
from tosabcast.registry import PASSES, PassInfo

# Two identical adds (CSE merges them) and a dead one (canonicalize erases it).
ADDS = """\
module {
  func.func @add_bcast(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %dead = tosa.add %a, %a : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %1 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = tosa.add %0, %1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    return %2 : tensor<3x4xf32>
  }
}
"""

# Valid for MLIR 22 (an inferred `?` may be a static result dim), invalid under `strict`.
DYNAMIC_TO_STATIC = """\
module {
  func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
    %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


@pytest.fixture
def context() -> Iterator[ir.Context]:
    with ir.Context() as ctx:
        yield ctx


def parse(text: str) -> ir.Operation:
    return ir.Operation.parse(text, source_name="user.mlir").operation


def count_adds(module: ir.Operation) -> int:
    return sum(1 for _ in walk_ops(module, frozenset({"tosa.add"})))


def user_pipeline(middle: PassInfo, **options: object) -> PassManager:
    pm = PassManager("builtin.module")
    pm.add("canonicalize")
    middle.add_to(pm, **options)
    pm.add("cse")
    return pm


def recording_pass(seen: list[int]) -> PassInfo:
    def record(module: ir.Operation) -> bool:
        seen.append(count_adds(module))
        return True

    return PassInfo("test-record", record, "Record how many tosa.add ops there are")


def test_verify_between_canonicalize_and_cse_succeeds(context: ir.Context) -> None:
    module = parse(ADDS)
    user_pipeline(PASSES["tosabcast-verify"], strict=True).run(module)
    assert count_adds(module) == 2  # canonicalize dropped the dead add, CSE merged the twins


def test_our_pass_runs_after_canonicalize_and_before_cse(context: ir.Context) -> None:
    module = parse(ADDS)
    seen: list[int] = []
    user_pipeline(recording_pass(seen)).run(module)
    assert seen == [3]  # dead add gone, twins not merged yet
    assert count_adds(module) == 2


def test_verify_failure_is_an_mlir_error_located_in_the_users_file(context: ir.Context) -> None:
    module = parse(DYNAMIC_TO_STATIC)
    with pytest.raises(ir.MLIRError) as info:
        user_pipeline(PASSES["tosabcast-verify"], strict=True).run(module)
    (error,) = info.value.error_diagnostics
    assert str(error.location) == 'loc("user.mlir":3:10)'
    assert error.message == (
        "'tosa.add' op result dim 0 has static size 4, but the inferred size is dynamic\n"
        "note: shape inferred from the operands: ?"
    )


def test_verify_default_policy_accepts_what_mlir22_accepts(context: ir.Context) -> None:
    user_pipeline(PASSES["tosabcast-verify"]).run(parse(DYNAMIC_TO_STATIC))


def test_unknown_option_is_refused_when_adding(context: ir.Context) -> None:
    with pytest.raises(TypeError, match="has no option"):
        PASSES["tosabcast-verify"].add_to(PassManager("builtin.module"), stirct=True)


# --- a Python pass that misbehaves fails cleanly and stops the pipeline ---------------------------


def _raise_runtime_error(module: ir.Operation) -> bool:
    raise RuntimeError("boom")


def _raise_keyboard_interrupt(module: ir.Operation) -> bool:
    raise KeyboardInterrupt


def _return_none(module: ir.Operation) -> bool:
    return None  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("run", "message"),
    [
        (_raise_runtime_error, "internal error in pass 'test-bad': RuntimeError: boom"),
        (_raise_keyboard_interrupt, "internal error in pass 'test-bad': KeyboardInterrupt"),
        (_return_none, "internal error in pass 'test-bad': it returned None, not True or False"),
    ],
    ids=["raises", "interrupted", "returns_none"],
)
def test_misbehaving_pass_becomes_a_located_error(context: ir.Context, run: object, message: str) -> None:
    module = parse(ADDS)
    seen: list[int] = []
    pm = PassManager("builtin.module")
    pm.add("canonicalize")
    PassInfo("test-bad", run, "Misbehave").add_to(pm)  # type: ignore[arg-type]
    recording_pass(seen).add_to(pm)
    with pytest.raises(ir.MLIRError) as info:
        pm.run(module)
    (error,) = info.value.error_diagnostics
    assert error.message == message
    assert str(error.location) == 'loc("user.mlir":1:1)'
    assert seen == []  # the pipeline stopped at the failing pass


def test_the_same_context_keeps_working_after_a_failing_pass(context: ir.Context) -> None:
    bad = PassInfo("test-bad", _raise_runtime_error, "Misbehave")
    for _ in range(3):
        pm = PassManager("builtin.module")
        bad.add_to(pm)
        with pytest.raises(ir.MLIRError):
            pm.run(parse(ADDS))
    user_pipeline(PASSES["tosabcast-verify"]).run(parse(ADDS))


def test_pass_refuses_to_run_on_anything_but_a_module(context: ir.Context) -> None:
    func = next(walk_ops(parse(ADDS), frozenset({"func.func"})))
    with Collector(context) as collector:
        assert PASSES["tosabcast-verify"].invoke(func) is False
    assert [d.message for d in collector.diagnostics] == [
        "pass 'tosabcast-verify' runs on 'builtin.module', not on 'func.func'"
    ]


EXAMPLE_HEADING = "## Using our passes in your own `PassManager`"
ROOT = Path(__file__).parents[2]
DOCUMENTED = [p for p in (ROOT / "docs" / "driver.md", ROOT / "README.md") if EXAMPLE_HEADING in p.read_text()]


def test_the_driver_docs_hold_the_example() -> None:
    assert ROOT / "docs" / "driver.md" in DOCUMENTED


@pytest.mark.parametrize("doc", DOCUMENTED, ids=[p.name for p in DOCUMENTED])
def test_the_documented_example_runs_and_prints_what_the_docs_say(doc: Path, tmp_path: Path) -> None:
    section = doc.read_text().split(EXAMPLE_HEADING, 1)[1]
    code, printed = re.findall(r"```(?:python)?\n(.*?)```", section, re.S)[:2]
    script = tmp_path / "example.py"
    script.write_text(code)
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == printed
