"""Diagnostics: located messages with notes, a sink our passes emit into, and `--verify-diagnostics`.

The bindings only expose `Location.emit_error` (no warnings, remarks or
attached notes), so our passes report through `emit()`. When a `Collector` is
active (the driver, `verify_module`), diagnostics are kept as data with their
notes; otherwise errors fall back to `Location.emit_error` so a user's own
`PassManager.run` raises `MLIRError` with them, and warnings and remarks go to
the `tosabcast` logger.
"""

from __future__ import annotations

import contextvars
import enum
import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from mlir import ir

_log = logging.getLogger("tosabcast")


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


@dataclass(frozen=True)
class SourceLoc:
    """A `file:line:col` position."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass
class Diagnostic:
    """One diagnostic as data: severity, where, what, and its notes."""

    severity: Severity
    loc: SourceLoc | None
    message: str
    notes: list[Diagnostic] = field(default_factory=list)
    raw_loc: str = ""  # the MLIR location text when it has no file position

    def format(self, default_file: str = "") -> str:
        """Render as `file:line:col: severity: message`, one line per note after it."""
        lines = [f"{self._where(default_file)}: {self.severity.value}: {self.message}"]
        lines += [note.format(default_file) for note in self.notes]
        return "\n".join(lines)

    def _where(self, default_file: str) -> str:
        if self.loc is not None:
            return str(self.loc)
        return self.raw_loc or default_file or "<unknown>"


def source_loc(loc: ir.Location, rename: dict[str, str] | None = None) -> SourceLoc | None:
    """Find the first file position in `loc`, unwrapping name, call-site and fused locations."""
    if loc.is_a_file():
        name = loc.filename
        if rename and name in rename:
            name = rename[name]
        return SourceLoc(name, loc.start_line, loc.start_col)
    if loc.is_a_name():
        return source_loc(loc.child_loc, rename)
    if loc.is_a_callsite():
        return source_loc(loc.callee, rename) or source_loc(loc.caller, rename)
    if loc.is_a_fused():
        for child in loc.locations:
            found = source_loc(child, rename)
            if found is not None:
                return found
    return None


def note(loc: ir.Location, message: str) -> tuple[ir.Location, str]:
    """Make a note to attach to an emitted diagnostic."""
    return (loc, message)


class Collector:
    """Collect diagnostics from our passes and from MLIR, in emission order.

    Use as a context manager around parsing and pass-manager runs. `rename`
    maps MLIR's buffer names (`-` for text parsed from a string) to the user's
    file name.
    """

    def __init__(self, context: ir.Context, rename: dict[str, str] | None = None) -> None:
        self.context = context
        self.rename = dict(rename or {})
        self.diagnostics: list[Diagnostic] = []
        self._handler: object | None = None
        self._token: contextvars.Token[Collector | None] | None = None

    def __enter__(self) -> Collector:
        self._handler = self.context.attach_diagnostic_handler(self._on_mlir_diagnostic)
        self._token = _current.set(self)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _current.reset(self._token)
        if self._handler is not None:
            self._handler.detach()  # type: ignore[attr-defined]

    def _on_mlir_diagnostic(self, diag: ir.Diagnostic) -> bool:
        self.diagnostics.append(self.convert(diag))
        return True

    def convert(self, diag: ir.Diagnostic | ir.DiagnosticInfo) -> Diagnostic:
        """Turn an MLIR diagnostic (or the info kept in an MLIRError) into data."""
        severity = {
            ir.DiagnosticSeverity.ERROR: Severity.ERROR,
            ir.DiagnosticSeverity.WARNING: Severity.WARNING,
            ir.DiagnosticSeverity.NOTE: Severity.NOTE,
            ir.DiagnosticSeverity.REMARK: Severity.REMARK,
        }[diag.severity]
        loc = source_loc(diag.location, self.rename)
        notes = [self.convert(n) for n in diag.notes]
        return Diagnostic(severity, loc, diag.message, notes, "" if loc else str(diag.location))

    def add_mlir_error(self, error: ir.MLIRError) -> None:
        """Record the diagnostics an `MLIRError` carries (parse or pass failures)."""
        for info in error.error_diagnostics:
            self.diagnostics.append(self.convert(info))

    def add(self, severity: Severity, loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]]) -> None:
        where = source_loc(loc, self.rename)
        self.diagnostics.append(
            Diagnostic(
                severity,
                where,
                message,
                [
                    Diagnostic(Severity.NOTE, source_loc(nl, self.rename), nm, raw_loc=str(nl))
                    for nl, nm in notes
                ],
                "" if where else str(loc),
            )
        )

    @property
    def error_count(self) -> int:
        return sum(d.severity is Severity.ERROR for d in self.diagnostics)


_current: contextvars.ContextVar[Collector | None] = contextvars.ContextVar("tosabcast_collector", default=None)


def emit(
    severity: Severity, loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]] = ()
) -> None:
    """Report a diagnostic from one of our passes."""
    collector = _current.get()
    if collector is not None:
        collector.add(severity, loc, message, notes)
        return
    if severity is Severity.ERROR:
        text = message + "".join(f"\nnote: {nm}" for _, nm in notes)
        loc.emit_error(text)
        return
    level = logging.WARNING if severity is Severity.WARNING else logging.INFO
    _log.log(level, "%s: %s: %s", loc, severity.value, message)


def emit_error(loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]] = ()) -> None:
    """Report an error from one of our passes."""
    emit(Severity.ERROR, loc, message, notes)


def emit_warning(loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]] = ()) -> None:
    """Report a warning from one of our passes."""
    emit(Severity.WARNING, loc, message, notes)


def emit_remark(loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]] = ()) -> None:
    """Report a remark from one of our passes."""
    emit(Severity.REMARK, loc, message, notes)


# --verify-diagnostics -------------------------------------------------------------------------

_EXPECT = re.compile(r"expected-(error|warning|note|remark)\s*(@(?:[+-]\d+|above|below|\d+))?\s*\{\{(.*?)\}\}")


@dataclass
class Expectation:
    """One `// expected-<kind>@<where> {{text}}` line."""

    severity: Severity
    line: int  # the line the diagnostic must be on
    text: str
    written_at: SourceLoc
    matched: bool = False


def parse_expectations(text: str, file: str, first_line: int = 1) -> list[Expectation]:
    """Read the expectations of `text`, whose first line is line `first_line` of `file`.

    Raises:
        ValueError: an expectation points before the first line.
    """
    found: list[Expectation] = []
    for offset, line in enumerate(text.splitlines()):
        lineno = first_line + offset
        for m in _EXPECT.finditer(line):
            where = m.group(2)
            target = lineno
            if where:
                spec = where[1:]
                if spec[0] in "+-":
                    target = lineno + int(spec)
                elif spec.isdigit():
                    target = int(spec)
            col = m.start() + 1
            if target < 1:
                raise ValueError(f"{file}:{lineno}:{col}: expected diagnostic on a line before the file starts")
            found.append(Expectation(Severity(m.group(1)), target, m.group(3), SourceLoc(file, lineno, col)))
    return found


def _flatten(diags: Sequence[Diagnostic]) -> Iterator[Diagnostic]:
    for d in diags:
        yield d
        yield from _flatten(d.notes)


def match_expectations(expectations: list[Expectation], diags: Sequence[Diagnostic], file: str) -> list[str]:
    """Match diagnostics against expectations; return the problems, mlir-opt style.

    Every diagnostic, notes included, must be expected on its line with a
    message containing the expected text; every expectation must be met.
    The `see current operation` notes MLIR adds to verifier errors are ignored.
    """
    problems: list[str] = []
    for d in _flatten(diags):
        if d.severity is Severity.NOTE and d.message.startswith("see current operation"):
            continue
        hit = next(
            (
                e
                for e in expectations
                if not e.matched
                and e.severity is d.severity
                and d.loc is not None
                and d.loc.line == e.line
                and d.loc.file == file
                and e.text in d.message
            ),
            None,
        )
        if hit is None:
            problems.append(f"{d._where(file)}: error: unexpected {d.severity.value}: {d.message}")
        else:
            hit.matched = True
    for e in expectations:
        if not e.matched:
            problems.append(f'{e.written_at}: error: expected {e.severity.value} "{e.text}" was not produced')
    return problems
