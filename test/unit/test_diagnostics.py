"""The `--verify-diagnostics` matcher on its own, and the `Collector` that feeds it.

The matcher follows mlir-opt's SourceMgrDiagnosticVerifierHandler: every
expectation form, mismatches both ways, near misses and notes.
"""

from __future__ import annotations

import pytest
from mlir import ir
from mlir.passmanager import PassManager

from tosabcast.ir.diagnostics import (
    Collector,
    Diagnostic,
    ExpectationError,
    Severity,
    SourceLoc,
    emit_error,
    emit_warning,
    match_expectations,
    parse_expectations,
)

FILE = "t.mlir"


def diag(severity: Severity, line: int | None, message: str, *notes: Diagnostic, file: str = FILE) -> Diagnostic:
    loc = SourceLoc(file, line, 3) if line is not None else None
    return Diagnostic(severity, loc, message, list(notes))


def error(line: int | None, message: str, *notes: Diagnostic) -> Diagnostic:
    return diag(Severity.ERROR, line, message, *notes)


def note(line: int | None, message: str) -> Diagnostic:
    return diag(Severity.NOTE, line, message)


def check(text: str, *diags: Diagnostic, only_expected: bool = False) -> list[str]:
    return match_expectations(parse_expectations(text, FILE), list(diags), FILE, only_expected=only_expected)


# --- where an expectation points --------------------------------------------------------------


def test_expectation_on_its_own_line() -> None:
    assert check("%0 = op  // expected-error {{bad op}}", error(1, "a bad op here")) == []


def test_expectation_at_plus_n_and_minus_n() -> None:
    text = "// expected-error@+2 {{below}}\n\nop\n// expected-error@-1 {{above}}"
    assert check(text, error(3, "below"), error(3, "above")) == []


def test_expectation_above_skips_designator_lines() -> None:
    text = "op\n// expected-error@above {{first}}\n// expected-note@above {{second}}"
    assert check(text, error(1, "first", note(1, "second"))) == []


def test_expectation_below_applies_to_the_next_plain_line() -> None:
    text = "// expected-error@below {{e}}\n// expected-note@below {{n}}\n%0 = op\nother"
    assert check(text, error(3, "e", note(3, "n"))) == []


def test_expectation_below_with_no_line_after_it_is_not_produced() -> None:
    problems = check("op\n// expected-error@below {{dangling}}")
    assert problems == [
        f'{FILE}:2:4: error: expected error "dangling" was not produced\n'
        f"{FILE}:2:4: note: no line without an expectation follows it"
    ]


def test_expectation_at_unknown_matches_a_diagnostic_without_position() -> None:
    assert check("// expected-error@unknown {{nowhere}}", error(None, "from nowhere")) == []
    assert check("// expected-error@unknown {{nowhere}}", error(1, "from nowhere")) == [
        f"{FILE}:1:3: error: unexpected error: from nowhere",
        f'{FILE}:1:4: error: expected error "nowhere" was not produced',
    ]


def test_lines_count_from_the_chunks_first_line() -> None:
    expectations = parse_expectations("\n// expected-error@+1 {{x}}\nop", FILE, first_line=10)
    assert [e.line for e in expectations] == [12]
    assert match_expectations(expectations, [error(12, "x")], FILE) == []


def test_split_markers_are_plain_lines_as_in_mlir_opt() -> None:
    # Expectations are read from the whole file, so one may point into the next chunk.
    text = "// expected-error@+3 {{next chunk}}\nop\n// -----\nop2\n// expected-note@below {{x}}\n// -----\n"
    assert [e.line for e in parse_expectations(text, FILE)] == [4, 6]


def test_column_counts_bytes_like_mlir() -> None:
    (expectation,) = parse_expectations("%é = op // expected-error {{x}}", FILE)
    assert expectation.written_at == SourceLoc(FILE, 1, 13)


# --- what counts as an expectation ---------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "// expected-error {{text}} trailing",  # mlir-opt wants the '}}' at the end of the line
        "// expected-error text",
        "// expected-fatal {{text}}",
        "// expected-error@below2 {{text}}",
    ],
    ids=["trailing_text", "no_braces", "unknown_kind", "bad_designator"],
)
def test_not_an_expectation(line: str) -> None:
    assert parse_expectations(line, FILE) == []


def test_kinds_and_text_with_braces() -> None:
    text = "\n".join(
        [
            "// expected-error {{'tosa.add' op {a = 1}}}",
            "// expected-warning{{w}}",
            "// expected-remark @+0 {{r}}",
            "// expected-note {{n}}",
        ]
    )
    found = [(e.severity, e.line, e.text) for e in parse_expectations(text, FILE)]
    assert found == [
        (Severity.ERROR, 1, "'tosa.add' op {a = 1}"),
        (Severity.WARNING, 2, "w"),
        (Severity.REMARK, 3, "r"),
        (Severity.NOTE, 4, "n"),
    ]


def test_regex_expectation() -> None:
    text = "// expected-error-re {{operand #{{[0-9]+}} dim {{[0-9]}} has size}}"
    assert check(text, error(1, "'tosa.add' op operand #12 dim 2 has size 3")) == []
    assert check(text, error(1, "operand #x dim 2 has size 3")) == [
        f"{FILE}:1:3: error: unexpected error: operand #x dim 2 has size 3",
        f'{FILE}:1:4: error: expected error "operand #{{{{[0-9]+}}}} dim {{{{[0-9]}}}} has size" was not produced',
    ]


def test_regex_literal_parts_are_escaped() -> None:
    assert check("// expected-error-re {{a.b{{.}}}}", error(1, "axbc")) != []
    assert check("// expected-error-re {{a.b{{.}}}}", error(1, "a.bc")) == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("// expected-error-re {{x{{[0-9}}}}", "t.mlir:1:4: error: invalid regex: "),
        ("// expected-error-re {{x{{ab}}", "t.mlir:1:4: error: found start of regex with no end '}}'"),
    ],
    ids=["invalid_regex", "unterminated_regex"],
)
def test_bad_regex_expectation_is_a_located_error(text: str, message: str) -> None:
    with pytest.raises(ExpectationError) as info:
        parse_expectations(text, FILE)
    assert str(info.value).startswith(message)


# --- mismatches, both ways ------------------------------------------------------------------------


def test_unexpected_diagnostic() -> None:
    assert check("op", error(1, "boom")) == [f"{FILE}:1:3: error: unexpected error: boom"]


def test_expected_diagnostic_not_produced() -> None:
    assert check("op // expected-error {{boom}}") == [f'{FILE}:1:7: error: expected error "boom" was not produced']


def test_text_must_be_contained() -> None:
    assert check("op // expected-error {{boom!}}", error(1, "boom")) == [
        f"{FILE}:1:3: error: unexpected error: boom",
        f'{FILE}:1:7: error: expected error "boom!" was not produced',
    ]


def test_wrong_line_is_both_unexpected_and_not_produced() -> None:
    assert check("// expected-error@+1 {{boom}}\nop\nop", error(3, "boom")) == [
        f"{FILE}:3:3: error: unexpected error: boom",
        f'{FILE}:1:4: error: expected error "boom" was not produced',
    ]


def test_diagnostic_in_another_file_is_unexpected() -> None:
    other = diag(Severity.ERROR, 1, "boom", file="other.mlir")
    assert check("op // expected-error {{boom}}", other)[0] == "other.mlir:1:3: error: unexpected error: boom"


def test_near_miss_names_both_severities() -> None:
    assert check("op // expected-error {{careful}}", diag(Severity.WARNING, 1, "careful")) == [
        f"{FILE}:1:7: error: 'warning' diagnostic emitted when expecting a 'error'",
        f'{FILE}:1:7: error: expected error "careful" was not produced',
    ]


def test_one_expectation_matches_repeated_diagnostics_as_in_mlir_opt() -> None:
    assert check("op // expected-error {{dup}}", error(1, "dup"), error(1, "dup")) == []


def test_only_expected_ignores_unexpected_but_not_missing() -> None:
    assert check("op", error(1, "boom"), only_expected=True) == []
    assert check("op // expected-error {{x}}", only_expected=True) == [
        f'{FILE}:1:7: error: expected error "x" was not produced'
    ]


def test_no_expectations_and_no_diagnostics_is_clean() -> None:
    assert check("func.func @f() {\n  return\n}\n") == []


# --- notes ----------------------------------------------------------------------------------------


def test_every_note_must_be_expected() -> None:
    text = "op // expected-error {{e}}\n// expected-note@-1 {{n1}}"
    assert check(text, error(1, "e", note(1, "n1"))) == []
    assert check(text, error(1, "e", note(1, "n1"), note(1, "n2"))) == [f"{FILE}:1:3: error: unexpected note: n2"]


def test_expected_note_not_produced() -> None:
    text = "op // expected-error {{e}}\n// expected-note@-1 {{n}}"
    assert check(text, error(1, "e")) == [f'{FILE}:2:4: error: expected note "n" was not produced']


def test_note_on_another_line() -> None:
    text = "def // expected-note {{defined here}}\nuse // expected-error {{bad use}}"
    assert check(text, error(2, "bad use", note(1, "defined here"))) == []


def test_verifier_see_current_operation_note_is_ignored() -> None:
    assert check("op // expected-error {{e}}", error(1, "e", note(1, "see current operation: %0 = ..."))) == []


# --- the Collector: MLIR's diagnostics and ours, in order, with notes ----------------------------


def test_collector_keeps_parse_errors_with_notes_and_renames_the_buffer() -> None:
    context = ir.Context()
    text = (
        "func.func @f(%a: tensor<4xf32>) -> tensor<5xf32> {\n"
        "  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>\n"
        "  return %0 : tensor<5xf32>\n}"
    )
    with context, Collector(context, rename={"-": "in.mlir"}) as collector:
        with pytest.raises(ir.MLIRError):
            ir.Module.parse(text)
    (parsed,) = collector.diagnostics
    assert parsed.format() == (
        "in.mlir:3:10: error: use of value '%0' expects different type than prior uses: "
        "'tensor<5xf32>' vs 'tensor<4xf32>'\nin.mlir:2:3: note: prior use here"
    )
    assert context.emit_error_diagnostics is False  # restored on exit


def test_collector_records_ours_and_mlirs_in_emission_order() -> None:
    context = ir.Context()
    context.enable_multithreading(False)
    with context, Collector(context) as collector:
        module = ir.Module.parse("func.func @f() {\n  return\n}")
        func_loc = module.body.operations[0].location

        def ours(op: ir.Operation, pass_: object) -> None:
            emit_warning(func_loc, "ours first", [(func_loc, "with a note")])
            func_loc.emit_error("then MLIR's")
            emit_error(op.location, "then ours again")
            pass_.signal_pass_failure()  # type: ignore[attr-defined]

        pm = PassManager("builtin.module")
        pm.add(ours, name="ours")
        with pytest.raises(ir.MLIRError):
            pm.run(module.operation)
    got = [(d.severity, d.loc, d.message, [n.message for n in d.notes]) for d in collector.diagnostics]
    assert got == [
        (Severity.WARNING, SourceLoc("-", 1, 1), "ours first", ["with a note"]),
        (Severity.ERROR, SourceLoc("-", 1, 1), "then MLIR's", []),
        (Severity.ERROR, SourceLoc("-", 0, 0), "then ours again", []),
    ]
    assert collector.error_count == 2


def test_without_a_collector_our_errors_reach_the_users_mlir_error() -> None:
    with ir.Context(), ir.Location.file("user.mlir", 7, 5) as loc:
        module = ir.Module.create()

        def failing(op: ir.Operation, pass_: object) -> None:
            emit_error(loc, "'tosa.add' op broken", [(loc, "because")])
            pass_.signal_pass_failure()  # type: ignore[attr-defined]

        pm = PassManager("builtin.module")
        pm.add(failing, name="failing")
        with pytest.raises(ir.MLIRError) as info:
            pm.run(module.operation)
    (carried,) = info.value.error_diagnostics
    assert carried.message == "'tosa.add' op broken\nnote: because"
    assert str(carried.location) == 'loc("user.mlir":7:5)'


def test_unlocated_diagnostic_uses_the_default_prefix() -> None:
    assert Diagnostic(Severity.ERROR, None, "m").format("tosabcast-opt") == "tosabcast-opt: error: m"
    named = Diagnostic(Severity.ERROR, None, "m", raw_loc='loc("fn")')
    assert named.format("tosabcast-opt") == 'loc("fn"): error: m'
