"""Parse MLIR text; when MLIR 22 rejects a TOSA op on a rule our checks cover, say precisely what is wrong.

MLIR 22 verifies while parsing, so `tosa.add` on `2x3` and `4x3` never reaches
`--tosabcast-verify`: the parser's verifier says

    a.mlir:2:8: error: 'tosa.add' op operands don't have broadcast-compatible shapes

`explain_parse_errors` turns that into our error at the same location, with
MLIR's wording kept as a note:

    a.mlir:2:8: error: 'tosa.add' op operand #1 dim 0 has size 4, incompatible with size 2 of operand #0
    a.mlir:2:8: note: shape inferred from operand #0: 2x3
    a.mlir:2:8: note: MLIR 22's verifier, while parsing: operands don't have broadcast-compatible shapes

Only errors whose wording is one of MLIR's for the Broadcastable,
AllRanksMatchIfKnown and same-shape rules are candidates (`COVERED`). The text is
read again leniently (`tosabcast.ir.legacy`, as `--allow-legacy-tosa` does, in
a context of its own) and `tosabcast.ir.checks` run on it; an error is replaced
only when our check finds a problem at the same line and column, so the
verdict never changes, only the words. Anything else (a syntax error, a rule
we do not cover, text the lenient reader cannot read either) is left as MLIR
said it. The cost is paid only on failure.

`parse` does the same for the PassManager path: it is `ir.Module.parse`, and
the `ir.MLIRError` it raises carries our diagnostics.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mlir import ir

from tosabcast.ir import legacy
from tosabcast.ir.checks import find_problems
from tosabcast.ir.diagnostics import Diagnostic, Severity, SourceLoc, source_loc

COVERED = (
    "operands don't have broadcast-compatible shapes",
    "operands don't have matching ranks",
    "not broadcast compatible with broadcasted operands",
    "requires the same shape for all operands and results",
)
"""MLIR 22's parse-time wordings of the rules `tosabcast.ir.checks` covers."""
MLIR_NOTE = "MLIR 22's verifier, while parsing: "

Explanation = tuple[str, tuple[str, ...]]
"""Our message (`'tosa.add' op ...`) and its notes."""


def is_covered(message: str) -> bool:
    """Say whether an MLIR error message is one of the rules our checks explain."""
    return message.startswith("'tosa.") and any(rule in message for rule in COVERED)


def precise_problems(text: str | bytes) -> dict[tuple[int, int], Explanation]:
    """Read `text` leniently and return our problems by (line, column); empty when it cannot be read."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            return {}
    found: dict[tuple[int, int], Explanation] = {}
    context = ir.Context()
    context.enable_multithreading(False)
    handler = context.attach_diagnostic_handler(lambda _diag: True)  # the lenient reader's own errors: ignored
    try:
        with context:
            try:
                module = legacy.parse(text, context)
            except (ir.MLIRError, RuntimeError):  # RuntimeError: the bindings cannot decode MLIR's message
                return {}  # (bytes that are not UTF-8 in a name): MLIR's own diagnostics stand
            for problem in find_problems(module.operation):
                where = source_loc(problem.op.location)
                if where is not None:
                    found.setdefault((where.line, where.col), (problem.message, problem.problem.notes))
    finally:
        handler.detach()
    return found


def explain_parse_errors(text: str | bytes, diagnostics: Sequence[Diagnostic]) -> list[Diagnostic]:
    """Return the parser's `diagnostics` of `text` with the errors on rules we cover replaced by ours.

    `text` must be the buffer MLIR parsed (with the same line numbers).
    """
    if not any(d.severity is Severity.ERROR and is_covered(d.message) for d in diagnostics):
        return list(diagnostics)
    problems = precise_problems(text)
    out: list[Diagnostic] = []
    for diag in diagnostics:
        ours = _ours(problems, diag.severity is Severity.ERROR, diag.loc, diag.message)
        if ours is None:
            out.append(diag)
        else:
            message, notes = ours
            out.append(
                Diagnostic(Severity.ERROR, diag.loc, message, [Diagnostic(Severity.NOTE, diag.loc, n) for n in notes])
            )
    return out


def _ours(
    problems: dict[tuple[int, int], Explanation], is_error: bool, where: SourceLoc | None, mlir_message: str
) -> Explanation | None:
    """Our message and notes (MLIR's words last) for one of MLIR's diagnostics, or None to keep it."""
    if not is_error or where is None or not is_covered(mlir_message):
        return None
    found = problems.get((where.line, where.col))
    if found is None:
        return None
    message, notes = found
    return message, (*notes, MLIR_NOTE + mlir_message.split(" op ", 1)[-1])


@dataclass
class DiagnosticInfo:
    """A diagnostic as `ir.MLIRError.error_diagnostics` holds them (the bindings' class cannot be built)."""

    severity: ir.DiagnosticSeverity
    location: ir.Location
    message: str
    notes: list[DiagnosticInfo] = field(default_factory=list)


def parse(source: str, *, source_name: str = "", context: ir.Context | None = None) -> ir.OpView:
    """Parse a module like `ir.Operation.parse`, with our precise errors where MLIR's verifier rejects a TOSA op.

    Raises:
        ir.MLIRError: the text does not parse; `error_diagnostics` carries our
            errors (with MLIR's wording as a note) where we explain them.
    """
    try:
        return ir.Operation.parse(source, source_name=source_name, context=context)
    except ir.MLIRError as exc:
        infos = list(exc.error_diagnostics)
        if not any(i.severity == ir.DiagnosticSeverity.ERROR and is_covered(i.message) for i in infos):
            raise
        problems = precise_problems(source)
        raise ir.MLIRError(exc.message, [_explain_info(i, problems) for i in infos]) from None


def _explain_info(info: ir.DiagnosticInfo, problems: dict[tuple[int, int], Explanation]) -> object:
    is_error = info.severity == ir.DiagnosticSeverity.ERROR
    ours = _ours(problems, is_error, source_loc(info.location), info.message)
    if ours is None:
        return info
    message, notes = ours
    note_infos = [DiagnosticInfo(ir.DiagnosticSeverity.NOTE, info.location, n) for n in notes]
    return DiagnosticInfo(ir.DiagnosticSeverity.ERROR, info.location, message, note_infos)
