"""Regression tests of issue 12: inputs that crashed, aborted or misled `tosabcast.compile` and the driver.

Each `compile()` case runs in a child process (all of them in one child, one
JSON line per case), so that a fix that regresses into a segfault or an abort
fails these tests instead of killing the test runner. Driver cases run the
driver as a subprocess, as a user would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

import tosabcast
from tosabcast.ir.limits import MAX_NESTING

pytestmark = pytest.mark.jit


def _nested_regions(depth: int) -> str:
    body = "  scf.execute_region {\n" * depth + "  scf.yield\n  }\n" * depth
    return f"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {{\n{body}  return %a : tensor<2xf32>\n}}\n"


BAD_FILENAME_LOC = r"""
func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xf32> loc("caf\E9.mlir":7:3)
  return %0 : tensor<3xf32>
}
"""

BAD_OP_NAME = r"""
func.func @main() -> tensor<1xf32> {
  %0 = "tosa.c\FFnst"() : () -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
"""

BAD_FUNCTION_NAME = r"""
func.func @"f\FF"(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""

UNREGISTERED_BAD_NAME = r"""
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  "foo.b\FFr"() : () -> ()
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""

BAD_ATTRIBUTE_NAME = r"""
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.add %a, %a {"x\FF" = 1 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""

UNDEFINED_CALLEE = """
func.func private @ext(%a: tensor<2xf32>) -> tensor<2xf32>
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @ext(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""

BF16_ARITHMETIC = """
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xbf16>
  %1 = tosa.add %0, %0 : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  %2 = tosa.cast %1 : (tensor<4xbf16>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
"""

F64_TO_BF16 = """
func.func @main(%a: tensor<4xf64>) -> tensor<4xf32> {
  %0 = tosa.cast %a : (tensor<4xf64>) -> tensor<4xbf16>
  %1 = tosa.cast %0 : (tensor<4xbf16>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""

UNTRANSLATABLE_DECLARATION = """
func.func private @ext(%a: tuple<f32>)
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
"""


SILENT_PARSE_FAILURE = """
func.func @main(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = tosa.clamp %a {{min_val = -2.5 : bf16, max_val = 2.5 : bf16} : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}
"""

LEGACY_NO_OPERANDS = """
func.func @main() {
  %0 = "tosa.rsqrt"() : () -> tensor<1xi8>
  return
}
"""

LEGACY_NO_TERMINATOR = """
func.func @main(%a: tensor<2xf32>) {
  %0 = tosa.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
}
"""

LEGACY_ONE_OPERAND_EQUAL = """
func.func @main(%a: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a) : (tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
"""


@dataclass(frozen=True)
class CompileCase:
    """`compile(source, **kwargs)` in a child: the exception type it must raise (None: must compile) and text."""

    source: str
    raises: str | None
    contains: tuple[str, ...] = ()
    kwargs: tuple[tuple[str, str], ...] = ()


MUL_SHIFT_OPERAND_DYNAMIC = """
func.func @f(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>, %shift: tensor<1xi8>) -> tensor<?x4xi32> {
  %0 = tosa.mul %a, %b, %shift : (tensor<?x4xi32>, tensor<?x4xi32>, tensor<1xi8>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}
"""

NEGATE_ZERO_POINT_OPERAND = """
func.func @f(%a: tensor<4xi32>, %zp: tensor<1xi32>) -> tensor<4xi32> {
  %in_zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %a, %in_zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
"""

FLOAT_NEGATE_RANK0_ZERO_POINT_OPERAND = """
func.func @f(%a: tensor<f32>, %zp: tensor<1xf32>) -> tensor<f32> {
  %0 = tosa.negate %a, %zp, %zp : (tensor<f32>, tensor<1xf32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
"""

COMPILE_CASES: dict[str, CompileCase] = {
    # 1. deep nesting: MLIR recursed on the caller's 8 MB stack; the shape plan raised RecursionError
    "nesting_1500_compiles": CompileCase(_nested_regions(1_500), None),
    "nesting_5000_compiles": CompileCase(_nested_regions(5_000), None),
    "nesting_over_limit_is_located": CompileCase(
        _nested_regions(MAX_NESTING + 5), "CompileError", (f"<string>:{MAX_NESTING + 1}:", "nests deeper than")
    ),
    "deep_tuple_type_is_located": CompileCase(
        "func.func @main(%a: " + "tuple<" * 20_000 + "f32" + ">" * 20_000 + ") {\n  return\n}\n",
        "CompileError",
        ("<string>:1:", "nests deeper than"),
    ),
    # 2. text that is not UTF-8 out of MLIR
    "non_utf8_location": CompileCase(BAD_FILENAME_LOC, "CompileError", ("caf\\xe9.mlir:7:3: error: 'tosa.add'",)),
    "non_utf8_op_name": CompileCase(BAD_OP_NAME, "CompileError", ("<string>:3:8: error:", "tosa.c\\xffnst")),
    "nul_in_function_name": CompileCase(  # found by the fuzzer (compile 202/1146): the JIT aborted
        BAD_FUNCTION_NAME.replace(r"\FF", r"\00"), "CompileError", ("<string>:2:1: error: @f\\00", "NUL byte")
    ),
    "non_utf8_function_name": CompileCase(
        BAD_FUNCTION_NAME, "CompileError", ("<string>:2:1: error: @f\\xff", "must be UTF-8")
    ),
    "legacy_non_utf8_unregistered_op": CompileCase(
        UNREGISTERED_BAD_NAME,
        "CompileError",
        ("<string>:3:3: error: operation name 'foo.b\\xffr' is not UTF-8",),
        (("legacy", True),),
    ),
    "legacy_non_utf8_attribute_name": CompileCase(
        BAD_ATTRIBUTE_NAME,
        "CompileError",
        ("<string>:3:8: error: 'tosa.add' op has an attribute whose name",),
        (("legacy", True),),
    ),
    "non_utf8_attribute_name_compiles": CompileCase(BAD_ATTRIBUTE_NAME, None),
    "str_holding_raw_bytes": CompileCase(
        BAD_FILENAME_LOC.replace("tosa.add", "tosa.a\udcffdd"), "CompileError", ("<string>:3:14: error:",)
    ),
    "str_holding_raw_bytes_legacy": CompileCase(
        BAD_FILENAME_LOC.replace("tosa.add", "tosa.a\udcffdd"),
        "CompileError",
        ("<string>:3:14: error: byte 0xff is not UTF-8",),
        (("legacy", True),),
    ),
    # 3. symbols the JIT cannot resolve: called at address 0 before
    "undefined_callee": CompileCase(UNDEFINED_CALLEE, "CompileError", ("<string>:2:1: error: @ext is declared",)),
    "unused_undefined_declaration_compiles": CompileCase(
        UNDEFINED_CALLEE.replace("func.call @ext(%a)", "tosa.abs %a"), None
    ),
    "f64_to_bf16_needs_libgcc_helper": CompileCase(
        F64_TO_BF16, "CompileError", ("__truncdfbf2",), (("lowering", "upstream"),)
    ),
    "f64_to_bf16_our_lowering_compiles": CompileCase(F64_TO_BF16, None),
    # bf16 arithmetic in stock code calls __truncsfbf2, which the JIT now defines in every module
    "bf16_upstream_compiles": CompileCase(BF16_ARITHMETIC, None, (), (("lowering", "upstream"),)),
    "bf16_our_lowering_compiles": CompileCase(BF16_ARITHMETIC, None),
    # 7. the ExecutionEngine's failure, with its reason
    "engine_failure_says_why": CompileCase(
        UNTRANSLATABLE_DECLARATION, "CompileError", ("the JIT could not compile", "cannot be converted to LLVM IR")
    ),
    # 4, 5. legacy IR is checked before our passes and verified before stock ones
    "legacy_op_without_operands": CompileCase(
        LEGACY_NO_OPERANDS,
        "CompileError",
        ("<string>:3:8: error: 'tosa.rsqrt' op expects 1 operand, got 0",),
        (("legacy", True),),
    ),
    "legacy_block_without_terminator": CompileCase(
        LEGACY_NO_TERMINATOR, "CompileError", ("<string>:3:8: error: block with no terminator",), (("legacy", True),)
    ),
    # 6. a parse failure MLIR gives no diagnostic for
    "silent_parse_failure_is_located": CompileCase(
        SILENT_PARSE_FAILURE, "CompileError", ("<string>:3:22: error: MLIR's parser failed here",)
    ),
    # 8. a str is a path only when it names an existing file
    "missing_path": CompileCase("no/such/model.mlir", "CompileError", ("could not open input file", "No such file")),
    "nul_byte_text": CompileCase("model\0.mlir", "CompileError", ("could not open input file",)),
    "text_without_braces": CompileCase("func.func private @f()", "CompileError", ("No such file",)),
    # fuzz compile 208/151: stock tosa-to-linalg asserts on this; the upstream lowering checks it first too
    "upstream_lowering_refuses_what_stock_aborts_on": CompileCase(
        MUL_SHIFT_OPERAND_DYNAMIC,
        "CompileError",
        ("<string>:3:8: error: 'tosa.mul' op with a non-constant shift and a result of rank 0, with dynamic dims",),
        (("lowering", "upstream"),),
    ),
    # fuzz driver 117/267: a rank-0 float negate with a zero point operand aborted stock tosa-to-linalg; ours
    # lowers it (nothing to read), the upstream lowering refuses it
    "upstream_lowering_refuses_a_float_negate_stock_aborts_on": CompileCase(
        FLOAT_NEGATE_RANK0_ZERO_POINT_OPERAND,
        "CompileError",
        ("<string>:3:8: error: 'tosa.negate' op with a non-constant zero point cannot be lowered",),
        (("lowering", "upstream"),),
    ),
    # fuzz compile 213/272: an integer negate with a non-constant zero point aborted stock tosa-to-linalg
    "integer_negate_with_a_zero_point_operand": CompileCase(
        NEGATE_ZERO_POINT_OPERAND,
        "CompileError",
        ("<string>:4:8: error: 'tosa.negate' op with a non-constant zero point cannot be lowered",),
    ),
}

_CHILD = textwrap.dedent(
    """
    import json, sys
    import tosabcast
    for name, source, kwargs in json.load(sys.stdin):
        print(json.dumps({"case": name, "started": True}), flush=True)
        try:
            tosabcast.compile(source, **dict(kwargs))
            outcome = {"case": name, "type": None, "message": ""}
        except Exception as exc:
            outcome = {"case": name, "type": type(exc).__name__, "message": str(exc)}
        print(json.dumps(outcome), flush=True)
    """
)


@pytest.fixture(scope="module")
def compile_outcomes() -> dict[str, dict[str, object]]:
    """Run every compile case in one child; a case the child died in gets type 'crash'."""
    cases = [[name, c.source, list(c.kwargs)] for name, c in COMPILE_CASES.items()]
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    outcomes: dict[str, dict[str, object]] = {}
    for line in proc.stdout.splitlines():
        record = json.loads(line)
        if record.get("started"):
            outcomes[record["case"]] = {"type": "crash", "message": f"exit {proc.returncode}: {proc.stderr[-2000:]}"}
        else:
            outcomes[record["case"]] = record
    return outcomes


@pytest.mark.parametrize("name", COMPILE_CASES)
def test_compile_fails_cleanly(name: str, compile_outcomes: dict[str, dict[str, object]]) -> None:
    case = COMPILE_CASES[name]
    outcome = compile_outcomes.get(name, {"type": "crash", "message": "the child died before this case"})
    assert outcome["type"] == case.raises, outcome["message"]
    for text in case.contains:
        assert text in str(outcome["message"])
    assert "Traceback" not in str(outcome["message"])


def _tensor(shape: tuple[int, ...]) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"


@pytest.mark.parametrize("shape", [(), (4, 1), (2, 1, 3), (3,)], ids=str)
def test_float_mul_and_negate_with_shift_and_zero_point_operands_run(shape: tuple[int, ...]) -> None:
    """Fuzz driver 117/267: stock tosa-to-linalg aborts on these at rank 0 and 4x1; ours lowers them (a float
    has no shift or zero point to read) and they run."""
    t = _tensor(shape)
    program = tosabcast.compile(
        f"""func.func @f(%a: {t}, %zp: tensor<1xf32>, %shift: tensor<1xi8>) -> ({t}, {t}) {{
  %0 = tosa.negate %a, %zp, %zp : ({t}, tensor<1xf32>, tensor<1xf32>) -> {t}
  %1 = tosa.mul %a, %0, %shift : ({t}, {t}, tensor<1xi8>) -> {t}
  return %0, %1 : {t}, {t}
}}"""
    )
    a = np.linspace(-2, 3, max(1, int(np.prod(shape))), dtype=np.float32).reshape(shape)
    negated, product = program.f(a, np.zeros(1, np.float32), np.zeros(1, np.int8))
    np.testing.assert_array_equal(negated, -a)
    np.testing.assert_array_equal(product, a * -a)


_LESS_STATIC = {
    # op text, input shape, numpy
    "reduce_sum": ("tosa.reduce_sum %a {axis = 0 : i32}", (4, 1), "?x1", lambda a: a.sum(0, keepdims=True)),
    "reduce_max": ("tosa.reduce_max %a {axis = 0 : i32}", (2, 1, 3), "?x?x?", lambda a: a.max(0, keepdims=True)),
    "reverse": ("tosa.reverse %a {axis = 1 : i32}", (4, 1), "4x?", lambda a: a[:, ::-1]),
    "reverse_rows": ("tosa.reverse %a {axis = 0 : i32}", (4, 3), "?x3", lambda a: a[::-1]),  # was invalid IR
    "transpose": ("tosa.transpose %a {perms = array<i32: 0>}", (4,), "?", lambda a: a),
}


@pytest.mark.parametrize("lowering", ["tosabcast", "upstream"])
@pytest.mark.parametrize("name", sorted(_LESS_STATIC))
def test_results_less_static_than_their_operands_compile_and_run(name: str, lowering: str) -> None:
    """Probing stock MLIR 22 (2026-11-26): these abort tosa-to-linalg(-named) or their folders; tosa-infer-shapes
    first gives them static types (test/lit/programs/less-static-results.mlir)."""
    op, shape, result, reference = _LESS_STATIC[name]
    t = _tensor(shape)
    r = f"tensor<{result}xf32>"
    source = f"func.func @f(%a: {t}) -> {r} {{\n  %0 = {op} : ({t}) -> {r}\n  return %0 : {r}\n}}"
    a = np.arange(np.prod(shape), dtype=np.float32).reshape(shape) - 2
    np.testing.assert_array_equal(tosabcast.compile(source, lowering=lowering).f(a), reference(a))


def test_compile_takes_a_path_object_and_an_existing_file(tmp_path: Path) -> None:
    import tosabcast

    path = tmp_path / "model.mlir"
    path.write_text(UNDEFINED_CALLEE.replace("func.call @ext(%a)", "tosa.abs %a").replace("func.func private", "//"))
    for source in (path, str(path)):
        assert list(tosabcast.compile(source)) == ["main"]
    with pytest.raises(TypeError, match="not bytes"):
        tosabcast.compile(b"func.func @f() { return }")  # type: ignore[arg-type]


# The driver ----------------------------------------------------------------------------------------------------


def _opt(tmp_path: Path, text: str, *args: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "in.mlir"
    path.write_text(text)
    env = {k: v for k, v in os.environ.items() if k != "TOSABCAST_DEBUG"}
    return subprocess.run(
        [sys.executable, "-m", "tosabcast.opt", path.name, *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=tmp_path,
        env=env,
    )


@pytest.mark.parametrize(
    ("text", "args", "first_line"),
    [
        (
            BAD_FILENAME_LOC,
            (),
            "caf\\xe9.mlir:7:3: error: 'tosa.add' op operand #1 dim 0 has size 3, incompatible with size 2",
        ),
        (BAD_OP_NAME, (), "in.mlir:3:8: error: unregistered operation 'tosa.c\\xffnst'"),
        (BAD_FILENAME_LOC, ("--allow-legacy-tosa", "--tosabcast-verify"), "caf\\xe9.mlir:7:3: error: 'tosa.add' op"),
        (
            UNREGISTERED_BAD_NAME,
            ("--allow-unregistered-dialect", "--tosabcast-verify"),
            "in.mlir:3:3: error: operation name 'foo.b\\xffr' is not UTF-8",
        ),
    ],
    ids=["location", "op_name", "legacy_verify", "unregistered_op_name_then_our_pass"],
)
def test_driver_reports_non_utf8_text_located(
    tmp_path: Path, text: str, args: tuple[str, ...], first_line: str
) -> None:
    proc = _opt(tmp_path, text, *args)
    assert proc.returncode == 1
    assert proc.stderr.startswith(first_line), proc.stderr
    assert "Traceback" not in proc.stderr and "crashed" not in proc.stderr


@pytest.mark.parametrize(
    ("text", "args", "first_line"),
    [
        (LEGACY_NO_OPERANDS, ("--tosabcast-lower-to-linalg",), "in.mlir:3:8: error: 'tosa.rsqrt' op expects 1 operand"),
        (LEGACY_NO_TERMINATOR, ("--sccp",), "in.mlir:3:8: error: block with no terminator"),
        (
            LEGACY_ONE_OPERAND_EQUAL,
            ("--tosabcast-lower-to-linalg", "--linalg-fuse-elementwise-ops"),
            "in.mlir:3:8: error: 'tosa.equal' op expects 2 operands, got 1",
        ),
    ],
    ids=["no_operands", "no_terminator_then_sccp", "one_operand_equal_then_fusion"],
)
def test_driver_checks_legacy_ir_before_passes(
    tmp_path: Path, text: str, args: tuple[str, ...], first_line: str
) -> None:
    proc = _opt(tmp_path, text, "--allow-legacy-tosa", *args)
    assert proc.returncode == 1
    assert proc.stderr.startswith(first_line), proc.stderr
    assert "crashed" not in proc.stderr and "internal error" not in proc.stderr and ":0:0:" not in proc.stderr


def test_driver_locates_a_silent_parse_failure(tmp_path: Path) -> None:
    proc = _opt(tmp_path, SILENT_PARSE_FAILURE)
    assert proc.returncode == 1
    assert proc.stderr.startswith("in.mlir:3:22: error: MLIR's parser failed here without saying why"), proc.stderr


def test_driver_lowers_a_function_with_a_non_utf8_name(tmp_path: Path) -> None:
    proc = _opt(tmp_path, BAD_FUNCTION_NAME, "--tosabcast-to-llvm")
    assert proc.returncode == 0, proc.stderr
    assert 'llvm.func @"f\\FF"' in proc.stdout


# 9. booleans whose bytes are not 0 or 1 ---------------------------------------------------------------------------

BOOLEANS = """
func.func @select(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.select %c, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @both(%c: tensor<4xi1>, %d: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.logical_and %c, %d : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
"""


@pytest.mark.parametrize("lowering", ["tosabcast", "upstream"])
def test_booleans_read_any_nonzero_byte_as_true(lowering: str) -> None:
    import numpy as np

    import tosabcast

    prog = tosabcast.compile(BOOLEANS, lowering=lowering)
    c = np.array([0, 1, 2, 254], np.uint8).view(np.bool_)  # numpy: [False, True, True, True]
    a, b = np.ones(4, np.float32), np.zeros(4, np.float32)
    np.testing.assert_array_equal(prog.select(c, a, b), np.where(c, a, b))
    both = prog.both(c, c)
    np.testing.assert_array_equal(both.view(np.uint8), [0, 1, 1, 1])  # results are canonical 0/1 bytes


# mlir-opt's flags ------------------------------------------------------------------------------------------------

VALID = """
func.func @add(%a: tensor<1x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = tosa.add %a, %b : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
"""


def test_emit_bytecode_round_trips(tmp_path: Path) -> None:
    proc = _opt(tmp_path, VALID, "--emit-bytecode", "--mlir-disable-threading", "--canonicalize", "-o", "out.mlirbc")
    assert proc.returncode == 0, proc.stderr
    data = (tmp_path / "out.mlirbc").read_bytes()
    assert data.startswith(b"ML\xefR")
    back = subprocess.run(
        [sys.executable, "-m", "tosabcast.opt", "out.mlirbc"], capture_output=True, text=True, cwd=tmp_path, check=False
    )
    assert back.returncode == 0 and "tosa.add %arg0, %arg1" in back.stdout, back.stderr


def test_dump_pass_pipeline_and_statistics_go_to_stderr(tmp_path: Path) -> None:
    proc = _opt(tmp_path, VALID, "--dump-pass-pipeline", "--mlir-pass-statistics", "--tosabcast-verify", "--cse")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.startswith("Pass Manager with 2 passes:\nbuiltin.module(\n  tosabcast-verify,\n  cse\n)\n")
    assert "Pass statistics report" in proc.stderr and "num-cse'd" in proc.stderr
    assert proc.stdout.startswith("module {")


@pytest.mark.parametrize("pipeline", ["--tosabcast-to-llvm", "--tosabcast-to-llvm-threaded"])
def test_dumped_pass_pipeline_runs_as_given(tmp_path: Path, pipeline: str) -> None:
    """What `--dump-pass-pipeline` prints is a `--pass-pipeline` that does the same (our passes' options with
    their names, `defer-exp`, not the Python keywords, `defer_exp`, which the parser refuses)."""
    named = _opt(tmp_path, VALID, pipeline, "--dump-pass-pipeline")
    assert named.returncode == 0, named.stderr
    dumped = named.stderr.split("\n", 1)[1].split("\n\n", 1)[0]
    text = "".join(line.strip() for line in dumped.splitlines())
    assert "tosabcast-lower-to-linalg{defer-exp=true" in text
    again = _opt(tmp_path, VALID, f"--pass-pipeline={text}")
    assert again.returncode == 0, again.stderr
    assert again.stdout == named.stdout


def test_version_and_show_dialects_exit_0(tmp_path: Path) -> None:
    version = _opt(tmp_path, VALID, "--version")
    assert version.returncode == 0 and "LLVM version 22." in version.stdout
    dialects = _opt(tmp_path, VALID, "--show-dialects")
    assert dialects.returncode == 0
    names = dialects.stdout.removeprefix("Available Dialects: ").strip().split(",")
    assert {"tosa", "linalg", "arith", "func", "builtin"} <= set(names)


def test_passmanager_plugin_refuses_op_names_it_cannot_read() -> None:
    code = textwrap.dedent(
        f"""
        from mlir import ir
        from mlir.passmanager import PassManager
        from tosabcast.registry import PASSES
        with ir.Context() as context:
            context.allow_unregistered_dialects = True
            module = ir.Module.parse({UNREGISTERED_BAD_NAME!r})
            pm = PassManager("builtin.module")
            PASSES["tosabcast-verify"].add_to(pm)
            try:
                pm.run(module.operation)
            except ir.MLIRError as error:
                print(error)
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "3:3: operation name 'foo.b\\xffr' is not UTF-8" in proc.stdout


def test_compile_fails_when_a_pass_fails_without_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pass that fails without emitting an error stops the pass manager at that pass. `compile` went on with the
    rest of the pipeline as if nothing had happened (the passes after it in the same run silently skipped);
    now it is a located CompileError naming the run, as in the driver."""
    import dataclasses

    from tosabcast.registry import PASSES
    from tosabcast.runtime.jit import CompileError

    PASSES["tosabcast-collapse-dims"]  # load the registry before patching one entry
    failing = dataclasses.replace(PASSES["tosabcast-collapse-dims"], run=lambda module, **options: False)
    monkeypatch.setitem(PASSES._get(), "tosabcast-collapse-dims", failing)
    text = "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n"
    with pytest.raises(
        CompileError,
        match=r"error: pass '[^']*tosabcast-collapse-dims[^']*' failed without reporting an error",
    ):
        tosabcast.compile(text, name="silent.mlir", threads=1)
