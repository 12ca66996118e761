"""Our precise errors where MLIR 22's parser rejects a TOSA op: `tosabcast.ir.parsing`, the driver, compile, parse."""

from __future__ import annotations

import pytest
from mlir import ir

import tosabcast
from tosabcast.cli import driver
from tosabcast.ir.diagnostics import Collector, Diagnostic, Severity, SourceLoc
from tosabcast.ir.parsing import MLIR_NOTE, explain_parse_errors, is_covered, precise_problems
from tosabcast.runtime.jit import CompileError


def _func(signature: str, body: str) -> str:
    return f"func.func @f({signature}) -> {body.rsplit('-> ', 1)[1]} {{\n  %0 = {body}\n  return %0 : {body.rsplit('-> ', 1)[1]}\n}}\n"


BCAST = _func(
    "%a: tensor<2x3xf32>, %b: tensor<4x3xf32>",
    "tosa.add %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>",
)
RANKS = _func(
    "%a: tensor<3xf32>, %b: tensor<4x3xf32>", "tosa.add %a, %b : (tensor<3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>"
)
RESULT = _func(
    "%a: tensor<2x3xf32>, %b: tensor<2x3xf32>",
    "tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>",
)
UNARY = _func("%a: tensor<2x3xf32>", "tosa.abs %a : (tensor<2x3xf32>) -> tensor<4x3xf32>")
SELECT = _func(
    "%c: tensor<2x3xi1>, %a: tensor<4x3xf32>, %b: tensor<4x3xf32>",
    "tosa.select %c, %a, %b : (tensor<2x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>",
)

CASES = {
    "broadcast": (
        BCAST,
        "'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0",
        ["shape inferred from operand #0: 2x3", MLIR_NOTE + "operands don't have broadcast-compatible shapes"],
    ),
    "ranks": (
        RANKS,
        (
            "'tosa.add' op ranks of operands and results do not match: operand #0 has rank 1, operand #1 has rank 2, "
            "result #0 has rank 2"
        ),
        [
            "--tosabcast-equalize-ranks can repair this: with size-1 dims prepended, the operands broadcast to 4x3",
            MLIR_NOTE + "operands don't have matching ranks",
        ],
    ),
    "result": (
        RESULT,
        "'tosa.sub' op result dim 0 has size 4, incompatible with inferred size 2",
        [
            "shape inferred from the operands: 2x3",
            MLIR_NOTE + "result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'",
        ],
    ),
    "unary": (
        UNARY,
        "'tosa.abs' op result dim 0 has size 4, incompatible with inferred size 2",
        ["shape inferred from the operands: 2x3", MLIR_NOTE + "requires the same shape for all operands and results"],
    ),
    "select": (
        SELECT,
        "'tosa.select' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0",
        ["shape inferred from operand #0: 2x3", MLIR_NOTE + "operands don't have broadcast-compatible shapes"],
    ),
}


def _mlir_diagnostics(text: str) -> list[Diagnostic]:
    context = ir.Context()
    with context, Collector(context, rename={"-": "t.mlir"}) as collector, pytest.raises(ir.MLIRError):
        ir.Module.parse(text)
    return collector.diagnostics


@pytest.mark.parametrize("case", CASES)
def test_parse_time_errors_become_ours_at_the_same_place(case: str) -> None:
    text, message, notes = CASES[case]
    mlir_diags = _mlir_diagnostics(text)
    assert [is_covered(d.message) for d in mlir_diags] == [True]
    (ours,) = explain_parse_errors(text, mlir_diags)
    assert (ours.severity, ours.loc, ours.message) == (Severity.ERROR, SourceLoc("t.mlir", 2, 8), message)
    assert [n.message for n in ours.notes] == notes
    assert {n.loc for n in ours.notes} == {ours.loc}


def test_other_errors_are_left_as_mlir_said_them() -> None:
    text = "func.func @f() {\n  tosa.nope\n}\n"
    diags = _mlir_diagnostics(text)
    assert explain_parse_errors(text, diags) == diags


def test_a_covered_wording_is_replaced_only_where_our_check_finds_a_problem() -> None:
    valid = _func("%a: tensor<4x3xf32>", "tosa.abs %a : (tensor<4x3xf32>) -> tensor<4x3xf32>")
    claimed = Diagnostic(Severity.ERROR, SourceLoc("t.mlir", 2, 8), "'tosa.abs' op operands don't have matching ranks")
    assert precise_problems(valid) == {}
    assert explain_parse_errors(valid, [claimed]) == [claimed]


def test_text_the_lenient_reader_cannot_read_is_left_alone() -> None:
    claimed = Diagnostic(Severity.ERROR, SourceLoc("t.mlir", 1, 1), "'tosa.add' op operands don't have matching ranks")
    assert explain_parse_errors(b"\xff\xfe not utf-8", [claimed]) == [claimed]
    assert explain_parse_errors("func.func @f( {", [claimed]) == [claimed]


def test_driver_explains_each_chunk_at_its_file_lines(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.mlir"
    path.write_text(BCAST + "// -----\n" + RANKS)
    assert driver.main_in_process([str(path), "--split-input-file", "--tosabcast-verify"]) == 1
    err = capsys.readouterr().err
    assert f"{path}:2:8: error: 'tosa.add' op operand #1 dim 0 has size 4, incompatible" in err
    assert f"{path}:7:8: error: 'tosa.add' op ranks of operands and results do not match" in err
    assert f"{path}:7:8: note: {MLIR_NOTE}operands don't have matching ranks" in err
    assert f"{path}:7:8: note: MLIR 22 rejects this TOSA at parse time; rerun with --allow-legacy-tosa" in err
    assert "see current operation" not in err


def test_driver_verify_diagnostics_sees_our_error_and_notes(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = BCAST.split("\n")
    expectations = [
        "// expected-error@+3 {{incompatible}}",
        "// expected-note@+2 {{shape inferred from operand #0: 2x3}}",
        "// expected-note@+1 {{MLIR 22's verifier, while parsing}}",
    ]
    path = tmp_path / "t.mlir"
    path.write_text("\n".join([lines[0], *expectations, *lines[1:]]))
    assert driver.main_in_process([str(path), "--verify-diagnostics"]) == 0, capsys.readouterr().err
    path.write_text("\n".join([lines[0], *expectations[:2], *lines[1:]]))  # one note not expected: a failure
    assert driver.main_in_process([str(path), "--verify-diagnostics"]) == 1
    assert "unexpected note: MLIR 22's verifier, while parsing" in capsys.readouterr().err


def test_compile_reports_our_error() -> None:
    with pytest.raises(CompileError) as info:
        tosabcast.compile(BCAST, name="model.mlir")
    assert str(info.value).splitlines() == [
        "model.mlir:2:8: error: " + CASES["broadcast"][1],
        *(f"model.mlir:2:8: note: {n}" for n in CASES["broadcast"][2]),
    ]


def test_parse_raises_mlir_error_with_our_diagnostics() -> None:
    with ir.Context():
        with pytest.raises(ir.MLIRError) as info:
            tosabcast.parse(RANKS, source_name="model.mlir")
        (diag,) = info.value.error_diagnostics
        assert str(diag.location) == 'loc("model.mlir":2:8)'
        assert diag.message == CASES["ranks"][1]
        assert [n.message for n in diag.notes] == CASES["ranks"][2]
        assert "error: \"model.mlir\":2:8: 'tosa.add' op ranks of operands" in str(info.value)

        with pytest.raises(ir.MLIRError) as info:
            tosabcast.parse("func.func @f() {\n  tosa.nope\n}\n")
        assert "custom op 'tosa.nope' is unknown" in info.value.error_diagnostics[0].message

        valid = _func("%a: tensor<4x3xf32>", "tosa.abs %a : (tensor<4x3xf32>) -> tensor<4x3xf32>")
        module = tosabcast.parse("module {\n" + valid + "}\n", source_name="model.mlir")
        assert module.operation.name == "builtin.module"


def test_a_name_that_is_not_utf8_leaves_mlirs_message() -> None:
    """Found by the fuzzer (driver 103/7511): the bindings could not decode the lenient reader's error."""
    text = (
        'func.func @"f\\F4\\90"(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3x!tosa.shape<1>> {\n'
        '  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n'
        "  return %0 : tensor<2x3xf32>\n}\n"
    )
    assert precise_problems(text) == {}
