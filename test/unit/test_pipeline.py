"""Pipelines of our passes and stock ones: flags, textual pipelines, nesting, order, and their errors.

The last tests run the driver in-process with test passes put in the
registry, to see a misbehaving pass end as a located error, not a traceback.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from mlir import ir

from tosabcast.cli import driver
from tosabcast.ir.bridge import walk_ops
from tosabcast.ir.diagnostics import Collector
from tosabcast.pipelines import named
from tosabcast.pipelines.manager import (
    PipelineError,
    Step,
    UnknownPassError,
    _anchor_prefix,
    build_pass_manager,
    flag_steps,
    parse_pipeline,
    split_runs,
)
from tosabcast.registry import PASSES, PassInfo

ADDS = """\
func.func @add_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""


@pytest.fixture
def context() -> Iterator[ir.Context]:
    with ir.Context() as ctx:
        yield ctx


@pytest.fixture
def test_passes(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[int]]:
    """Register passes `test-record` (records the tosa.add count), `test-raise` and `test-silent`."""
    seen: dict[str, list[int]] = {"record": []}

    def record(module: ir.Operation) -> bool:
        seen["record"].append(sum(1 for _ in walk_ops(module, frozenset({"tosa.add"}))))
        return True

    def raise_(module: ir.Operation) -> bool:
        raise ValueError("deliberately broken")

    def silent(module: ir.Operation) -> bool:
        return False

    registry = PASSES._get()  # type: ignore[attr-defined]
    for info in (
        PassInfo("test-record", record, "Record the number of tosa.add ops"),
        PassInfo("test-raise", raise_, "Raise"),
        PassInfo("test-silent", silent, "Fail without a diagnostic"),
    ):
        monkeypatch.setitem(registry, info.name, info)
    return seen


# --- flags ----------------------------------------------------------------------------------------


def test_stock_module_pass_runs_on_the_module(context: ir.Context) -> None:
    assert flag_steps("cse") == [Step(stock="cse")]


def test_stock_function_pass_is_nested_into_func_as_mlir_opt_does(context: ir.Context) -> None:
    assert flag_steps("tosa-to-linalg") == [Step(stock="func.func(tosa-to-linalg)")]


def test_stock_pass_restricted_to_functions_is_nested(context: ir.Context) -> None:
    assert flag_steps("tosa-infer-shapes") == [Step(stock="func.func(tosa-infer-shapes)")]
    assert parse_pipeline("builtin.module(llvm-request-c-wrappers)") == [
        Step(stock="func.func(llvm-request-c-wrappers)")
    ]


def test_stock_pass_options(context: ir.Context) -> None:
    assert flag_steps("canonicalize", "max-iterations=3 top-down=false") == [
        Step(stock="canonicalize{max-iterations=3 top-down=false}")
    ]


def test_our_pass_options(context: ir.Context) -> None:
    assert flag_steps("tosabcast-verify", "strict=true") == [Step(ours="tosabcast-verify", options={"strict": True})]
    assert flag_steps("tosabcast-verify", "strict") == [Step(ours="tosabcast-verify", options={"strict": True})]
    assert flag_steps("tosabcast-verify") == [Step(ours="tosabcast-verify", options={})]
    split = "tosabcast-split-tasks"
    assert flag_steps(split, "runtime=openmp threads=0") == [
        Step(ours=split, options={"runtime": "openmp", "threads": 0})
    ]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ("runtime=gomp", "option 'runtime' expects one of async, openmp, got 'gomp'"),
        ("threads=-1", "option 'threads' expects 0 or more, got '-1'"),
        ("min-task-size=0", "option 'min-task-size' expects 1 or more, got '0'"),
    ],
)
def test_option_values_outside_their_choices_or_range_are_refused(
    context: ir.Context, options: str, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        flag_steps("tosabcast-split-tasks", options)


def test_named_pipeline_expands_to_its_steps(context: ir.Context) -> None:
    steps = flag_steps("tosabcast-linalg-to-llvm")
    assert steps[:3] == [
        Step(stock="resolve-ranked-shaped-type-result-dims"),
        Step(stock="canonicalize"),
        Step(stock="linalg-fuse-elementwise-ops"),
    ]
    assert Step(ours="tosabcast-widen-i1", options={}) in steps


def test_nested_execute_regions_are_inlined_before_bufferization(context: ir.Context) -> None:
    """One-shot bufferization slowed down with region depth (3,000 nested regions: 78 s); the stage inlines
    single-block `scf.execute_region` first. Canonicalize takes an unknown pattern name without a word, so this
    checks that the name still picks the pattern in this MLIR."""
    depth = 5
    body = "%x = arith.addf %a, %a : f32\n"
    for level in range(depth):
        body = f"%r{level} = scf.execute_region -> f32 {{\n{body}scf.yield {'%x' if level == 0 else f'%r{level - 1}'} : f32\n}}\n"
    text = f"func.func @f(%a: f32) -> f32 {{\n{body}return %r{depth - 1} : f32\n}}"
    module = ir.Module.parse(text)
    assert len(list(walk_ops(module.operation, frozenset({"scf.execute_region"})))) == depth
    build_pass_manager(parse_pipeline(f"builtin.module({named.INLINE_EXECUTE_REGIONS})")).run(module.operation)
    assert not list(walk_ops(module.operation, frozenset({"scf.execute_region"})))
    assert named.bufferize().index(named.INLINE_EXECUTE_REGIONS) < named.bufferize().index("one-shot-bufferize")


# --- textual pipelines ------------------------------------------------------------------------------


def test_textual_pipeline_keeps_order_and_nesting(context: ir.Context) -> None:
    steps = parse_pipeline("builtin.module(canonicalize{max-iterations=2}, tosabcast-verify{strict=1}, func.func(cse))")
    assert steps == [
        Step(stock="canonicalize{max-iterations=2}"),
        Step(ours="tosabcast-verify", options={"strict": True}),
        Step(stock="func.func(cse)"),
    ]


def test_bare_element_list_is_accepted(context: ir.Context) -> None:
    assert parse_pipeline("cse, tosa-to-linalg") == [Step(stock="cse"), Step(stock="func.func(tosa-to-linalg)")]


# (name, pipeline text, message start)
BAD_PIPELINES = [
    ("unknown_pass", "builtin.module(nope)", "unknown pass 'nope'"),
    ("unknown_nested_pass", "builtin.module(func.func(nope))", "unknown pass 'nope'"),
    ("typo_of_ours", "tosabcast-verfy", "unknown pass 'tosabcast-verfy'; did you mean 'tosabcast-verify'?"),
    ("ours_nested", "func.func(tosabcast-verify)", "pass 'tosabcast-verify' must run directly on builtin.module"),
    ("unclosed_paren", "builtin.module(cse", "expected ')' in pipeline"),
    ("unclosed_brace", "builtin.module(canonicalize{max-iterations=2)", "unbalanced '{' in pipeline"),
    ("trailing_text", "builtin.module(cse))", "unexpected ')' in pipeline"),
    ("empty", "", "expected a pass name at offset 0"),
    ("empty_element", "builtin.module(cse,,cse)", "expected a pass name at offset 19"),
    ("stock_bad_value", "canonicalize{max-iterations=abc}", "bad options for pass 'canonicalize': for the --max-"),
    ("stock_unknown_option", "cse{bogus=1}", "bad options for pass 'cse': no such option bogus"),
    ("restricted_bad_option", "tosa-infer-shapes{bogus=1}", "bad options for pass 'tosa-infer-shapes': no such option"),
    ("our_unknown_option", "tosabcast-verify{bogus=1}", "pass 'tosabcast-verify' has no option 'bogus'"),
    ("our_bad_value", "tosabcast-verify{strict=maybe}", "option 'strict' expects true or false, got 'maybe'"),
]


@pytest.mark.parametrize(("text", "message"), [pytest.param(*b[1:], id=b[0]) for b in BAD_PIPELINES])
def test_bad_pipeline_is_a_pipeline_error(
    context: ir.Context, capfd: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    with pytest.raises(PipelineError) as info:
        parse_pipeline(text)
    assert str(info.value).startswith(message)
    assert capfd.readouterr().err == ""  # LLVM's own complaints are captured, not printed


def test_unknown_pass_error_keeps_the_name_and_suggestion(context: ir.Context) -> None:
    with pytest.raises(UnknownPassError) as info:
        flag_steps("tosabcast-verfy")
    assert (info.value.name, info.value.suggestion) == ("tosabcast-verfy", "tosabcast-verify")


# --- building and running -------------------------------------------------------------------------


def test_split_runs_keeps_our_consecutive_passes_together() -> None:
    a, b, s, t = Step(ours="a"), Step(ours="b"), Step(stock="cse"), Step(stock="canonicalize")
    assert split_runs([s, a, b, t, a, s]) == [[s], [a, b], [t], [a], [s]]
    assert split_runs([]) == []


def test_passes_run_in_command_line_order(context: ir.Context, test_passes: dict[str, list[int]]) -> None:
    module = ir.Module.parse(ADDS)
    steps = [*flag_steps("test-record"), *flag_steps("cse"), *flag_steps("test-record"), *flag_steps("canonicalize")]
    build_pass_manager(steps).run(module.operation)
    assert test_passes["record"] == [3, 2]  # CSE ran between the two records


# --- the driver, in-process, with misbehaving passes ---------------------------------------------


def run_driver(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = driver.main_in_process(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_driver_reports_an_exception_in_a_pass_at_its_location(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], test_passes: dict[str, list[int]]
) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(ADDS)
    code, out, err = run_driver(capsys, "--canonicalize", "--test-raise", "--test-record", str(source))
    assert (code, out) == (1, "")
    message = "internal error in pass 'test-raise': ValueError: deliberately broken"
    assert err.splitlines()[0] == f"{source}:0:0: error: {message}"
    assert "Traceback" not in err
    assert test_passes["record"] == []


def test_driver_reports_a_pass_that_fails_silently(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], test_passes: dict[str, list[int]]
) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(ADDS)
    code, out, err = run_driver(capsys, "--test-silent", str(source))
    assert (code, out) == (1, "")
    assert err.splitlines() == [
        "tosabcast-opt: error: pass 'test-silent' failed without reporting an error",
        f"tosabcast-opt: note: reproduce with: python -m tosabcast.opt --test-silent {source}",
    ]


def test_driver_runs_our_passes_between_stock_ones(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], test_passes: dict[str, list[int]]
) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(ADDS)
    code, out, _ = run_driver(capsys, "--test-record", "--cse", "--test-record", str(source))
    assert code == 0
    assert test_passes["record"] == [3, 2]
    assert out.count("tosa.add") == 2


def test_function_pass_is_nested_even_while_a_collector_is_active(context: ir.Context) -> None:
    _anchor_prefix.cache_clear()
    with Collector(context) as collector:
        assert flag_steps("tosa-to-linalg-named") == [Step(stock="func.func(tosa-to-linalg-named)")]
    assert collector.diagnostics == []  # the probe's "unable to schedule" stays out of the user's diagnostics
