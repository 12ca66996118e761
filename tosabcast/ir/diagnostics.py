"""Diagnostics: located messages with notes, a sink our passes emit into, and `--verify-diagnostics`.

The bindings only expose `Location.emit_error` (no warnings, remarks or
attached notes), so our passes report through `emit()`. When a `Collector` is
active (the driver, `tosabcast.ir.checks`), diagnostics are kept as data with
their notes, in emission order, together with MLIR's own (parser, verifier,
stock passes); otherwise errors fall back to `Location.emit_error` so a user's
own `PassManager.run` raises `MLIRError` with them, and warnings and remarks go
to the `tosabcast` logger.

`--verify-diagnostics` follows mlir-opt (`mlir/lib/IR/Diagnostics.cpp`): one
`expected-(error|warning|note|remark)[-re][@+N|@-N|@above|@below|@unknown]
{{text}}` per line, the text matched as a substring (or, with `-re`, with
`{{regex}}` blocks), every diagnostic and every note must be expected, and
every expectation must be met. As in MLIR 22's mlir-opt, the expectations of
a `--split-input-file` input are read from the whole file and checked against
the diagnostics of all chunks (an `@+N` may point into the next chunk).
"""

from __future__ import annotations

import contextvars
import enum
import logging
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from mlir import ir

from tosabcast.ir import capi

_log = logging.getLogger("tosabcast")


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


_FROM_MLIR = {
    ir.DiagnosticSeverity.ERROR: Severity.ERROR,
    ir.DiagnosticSeverity.WARNING: Severity.WARNING,
    ir.DiagnosticSeverity.NOTE: Severity.NOTE,
    ir.DiagnosticSeverity.REMARK: Severity.REMARK,
}


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
        """Render as `file:line:col: severity: message`, one line per note after it.

        A diagnostic without a file position is prefixed with its MLIR
        location when that says something (`loc("name")`), else with
        `default_file`.
        """
        lines = [f"{self.where(default_file)}: {self.severity.value}: {self.message}"]
        lines += [note.format(default_file) for note in self.notes]
        return "\n".join(lines)

    def where(self, default_file: str = "") -> str:
        """The position this diagnostic is printed at."""
        if self.loc is not None:
            return str(self.loc)
        if self.raw_loc and self.raw_loc != "loc(unknown)":
            return self.raw_loc
        return default_file or "<unknown>"


def source_loc(loc: ir.Location, rename: dict[str, str] | None = None) -> SourceLoc | None:
    """Find the first file position in `loc`, unwrapping name, call-site and fused locations.

    A file name that is not UTF-8 keeps its other bytes as `\\xNN` (read through `capi`).
    """
    if capi.AVAILABLE:
        return _source_loc(capi.location(loc), rename)
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


def _source_loc(raw: capi.RawLocation, rename: dict[str, str] | None) -> SourceLoc | None:
    if raw.file is None:
        return None
    return SourceLoc(rename.get(raw.file, raw.file) if rename else raw.file, raw.line, raw.col)


def _location_text(loc: ir.Location) -> str:
    """MLIR's spelling of `loc` (`loc("name")`), safe for bytes that are not UTF-8."""
    return capi.location(loc).text if capi.AVAILABLE else str(loc)


def note(loc: ir.Location, message: str) -> tuple[ir.Location, str]:
    """Make a note to attach to an emitted diagnostic."""
    return (loc, message)


class Collector:
    """Collect diagnostics from our passes and from MLIR, in emission order.

    Use as a context manager around parsing and pass-manager runs. While it
    is active, MLIR's errors go to it too (`Context.emit_error_diagnostics`),
    so an `MLIRError` raised meanwhile carries no diagnostics of its own.
    `rename` maps MLIR's buffer names (`-` for text parsed from a string) to
    the user's file name.
    """

    def __init__(self, context: ir.Context, rename: dict[str, str] | None = None) -> None:
        self.context = context
        self.rename = dict(rename or {})
        self.diagnostics: list[Diagnostic] = []
        self._handler: object | None = None
        self._detach: Callable[[], None] | None = None
        self._token: contextvars.Token[Collector | None] | None = None
        self._emitted_errors = False

    def __enter__(self) -> Collector:
        self._emitted_errors = self.context.emit_error_diagnostics
        self.context.emit_error_diagnostics = True
        if capi.AVAILABLE:
            self._detach = capi.attach_handler(self.context, self._on_raw_diagnostic)
        else:
            self._handler = self.context.attach_diagnostic_handler(self._on_mlir_diagnostic)
        self._token = _current.set(self)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _current.reset(self._token)
            self._token = None
        if self._detach is not None:
            self._detach()
            self._detach = None
        if self._handler is not None:
            self._handler.detach()  # type: ignore[attr-defined]
            self._handler = None
        self.context.emit_error_diagnostics = self._emitted_errors

    def _on_mlir_diagnostic(self, diag: ir.Diagnostic) -> bool:
        self.diagnostics.append(self.convert(diag))
        return True

    def _on_raw_diagnostic(self, diag: capi.RawDiagnostic) -> None:
        self.diagnostics.append(self._from_raw(diag))

    def _from_raw(self, diag: capi.RawDiagnostic) -> Diagnostic:
        loc = _source_loc(diag.location, self.rename)
        notes = [self._from_raw(n) for n in diag.notes]
        return Diagnostic(Severity(diag.severity), loc, diag.message, notes, "" if loc else diag.location.text)

    def convert(self, diag: ir.Diagnostic | ir.DiagnosticInfo) -> Diagnostic:
        """Turn an MLIR diagnostic (or the info kept in an MLIRError) into data."""
        loc = source_loc(diag.location, self.rename)
        notes = [self.convert(n) for n in diag.notes]
        try:
            message = diag.message
        except RuntimeError:  # not UTF-8 (only without `capi`)
            message = "<a message that is not UTF-8>"
        return Diagnostic(_FROM_MLIR[diag.severity], loc, message, notes, "" if loc else _location_text(diag.location))

    def add_mlir_error(self, error: ir.MLIRError) -> None:
        """Record the diagnostics an `MLIRError` carries (raised outside an active collector)."""
        for info in error.error_diagnostics:
            self.diagnostics.append(self.convert(info))

    def add(self, severity: Severity, loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]]) -> None:
        """Record a diagnostic of ours."""
        diag = self._make(severity, loc, message)
        diag.notes = [self._make(Severity.NOTE, nl, nm) for nl, nm in notes]
        self.diagnostics.append(diag)

    def _make(self, severity: Severity, loc: ir.Location, message: str) -> Diagnostic:
        found = source_loc(loc, self.rename)
        return Diagnostic(severity, found, message, raw_loc="" if found else _location_text(loc))

    @property
    def error_count(self) -> int:
        return sum(d.severity is Severity.ERROR for d in self.diagnostics)


_current: contextvars.ContextVar[Collector | None] = contextvars.ContextVar("tosabcast_collector", default=None)


def emit(severity: Severity, loc: ir.Location, message: str, notes: Sequence[tuple[ir.Location, str]] = ()) -> None:
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

# mlir-opt's designator regex, searched in each right-trimmed line: at most one per line.
_EXPECT = re.compile(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
_SEE_CURRENT_OP = "see current operation"  # MLIR's verifier note; mlir-opt turns it off under --verify-diagnostics


class ExpectationError(ValueError):
    """A malformed `expected-*` line (an unterminated or invalid `-re` regex); `str()` is located."""


@dataclass
class Expectation:
    """One `// expected-<kind>@<where> {{text}}` line.

    Attributes:
        line: the line the diagnostic must be on; None for `@unknown` (no file position).
        pattern: the compiled `-re` pattern; None for a plain substring.
        dangling: an `@below` with no line after it to apply to.
    """

    severity: Severity
    line: int | None
    text: str
    written_at: SourceLoc
    pattern: re.Pattern[str] | None = None
    dangling: bool = False
    matched: bool = False

    def matches(self, message: str) -> bool:
        """Say whether `message` contains the expected text (or matches the `-re` pattern)."""
        if self.pattern is not None:
            return self.pattern.search(message) is not None
        return self.text in message

    def describe_miss(self) -> str:
        """The mlir-opt message for an expectation nothing matched (with a note when it is a dangling `@below`)."""
        text = f'{self.written_at}: error: expected {self.severity.value} "{self.text}" was not produced'
        if self.dangling:
            text += f"\n{self.written_at}: note: no line without an expectation follows it"
        return text


def _compile_re(text: str, where: SourceLoc) -> re.Pattern[str]:
    """Compile an `expected-*-re` text: literal parts escaped, `{{...}}` blocks as regexes."""
    parts: list[str] = []
    rest = text
    while rest:
        start = rest.find("{{")
        if start < 0:
            parts.append(re.escape(rest))
            break
        parts.append(re.escape(rest[:start]))
        end = rest.find("}}", start + 2)
        if end < 0:
            raise ExpectationError(f"{where}: error: found start of regex with no end '}}}}'")
        parts.append(f"({rest[start + 2 : end]})")
        rest = rest[end + 2 :]
    try:
        return re.compile("".join(parts))
    except re.error as exc:
        raise ExpectationError(f"{where}: error: invalid regex: {exc}") from None


def parse_expectations(text: str, file: str, first_line: int = 1) -> list[Expectation]:
    """Read the expectations of `text`, whose first line is line `first_line` of `file`.

    `@above` names the closest line above that holds no expectation, `@below`
    the closest such line below (mlir-opt's rule). Columns count bytes, as
    MLIR's do.

    Raises:
        ExpectationError: an invalid `-re` expectation.
    """
    found: list[Expectation] = []
    lines = text.split("\n")
    last_line = first_line + len(lines) - 1
    last_plain = first_line - 1  # the last line without an expectation
    pending_below: list[Expectation] = []
    for offset, line in enumerate(lines):
        lineno = first_line + offset
        m = _EXPECT.search(line.rstrip())
        if m is None:
            for e in pending_below:
                e.line = lineno
            pending_below = []
            last_plain = lineno
            continue
        kind, is_re, designator, text_ = m.group(1), m.group(2), m.group(4), m.group(5)
        where = SourceLoc(file, lineno, len(line[: m.start()].encode("utf-8", "surrogateescape")) + 1)
        pattern = _compile_re(text_, where) if is_re else None
        target: int | None = lineno
        if designator == "unknown":
            target = None
        elif designator == "above":
            target = last_plain
        elif designator == "below":
            target = last_line + 1  # dangling unless a plain line follows
        elif designator:
            target = lineno + int(designator)
        expectation = Expectation(Severity(kind), target, text_, where, pattern)
        if designator == "below":
            pending_below.append(expectation)
        found.append(expectation)
    for e in pending_below:
        e.dangling = True
    return found


def _flatten(diags: Sequence[Diagnostic]) -> Iterator[Diagnostic]:
    for d in diags:
        yield d
        yield from _flatten(d.notes)


def match_expectations(
    expectations: list[Expectation], diags: Sequence[Diagnostic], file: str, *, only_expected: bool = False
) -> list[str]:
    """Match diagnostics against expectations; return the problems, worded as mlir-opt words them.

    Each diagnostic and each note is matched on its own: against the
    expectations of its line in `file` (or the `@unknown` ones when it has
    no file position), by text and then by severity. An expectation may
    match several diagnostics, as in mlir-opt. Unless `only_expected`, a
    diagnostic nothing expects is a problem; a near miss (right line and
    text, wrong severity) is reported at the expectation. The verifier's
    `see current operation` notes are ignored.
    """
    problems: list[str] = []
    for d in _flatten(diags):
        if d.severity is Severity.NOTE and d.message.startswith(_SEE_CURRENT_OP):
            continue
        candidates = [e for e in expectations if _same_place(e, d, file) and e.matches(d.message)]
        hit = next((e for e in candidates if e.severity is d.severity), None)
        if hit is not None:
            hit.matched = True
        elif only_expected:
            continue
        elif candidates:
            near = candidates[-1]
            problems.append(
                f"{near.written_at}: error: '{d.severity.value}' diagnostic emitted "
                f"when expecting a '{near.severity.value}'"
            )
        else:
            problems.append(f"{d.where(file)}: error: unexpected {d.severity.value}: {d.message}")
    problems += [e.describe_miss() for e in expectations if not e.matched]
    return problems


def _same_place(e: Expectation, d: Diagnostic, file: str) -> bool:
    if d.loc is None:
        return e.line is None
    return e.line is not None and d.loc.file == file and d.loc.line == e.line


def location_text(loc: ir.Location, rename: dict[str, str] | None = None) -> str:
    """Format `loc` as `file:line:col` (or MLIR's own spelling when it has no file position).

    `rename` defaults to the active `Collector`'s: a message a pass bakes into the code (the exit messages of
    `--tosabcast-check-shapes` and `--tosabcast-guard-allocations`) names the user's file, not MLIR's `-`."""
    if rename is None:
        active = _current.get()
        rename = active.rename if active is not None else None
    where = source_loc(loc, rename)
    return str(where) if where is not None else _location_text(loc)


def report_unreadable_names(root: ir.Operation, *, unregistered: bool | None = None) -> bool:
    """Emit an error at every op under `root` whose name is not UTF-8; True if there is none.

    Only unregistered ops can have such names (`"foo.b\\FFr"`), and reading one through the bindings
    (`Operation.name`) aborts the process: code that reads op names must refuse these ops first. Free
    when the IR was parsed without unregistered dialects (`unregistered`; default: what the context allows now).
    """
    if not (root.context.allow_unregistered_dialects if unregistered is None else unregistered):
        return True
    bad = capi.non_utf8_operations(root)
    for loc, name in bad:
        emit_error(loc, f"operation name '{name}' is not UTF-8; tosabcast reads op names as text")
    return not bad
