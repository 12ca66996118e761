"""The `tosabcast.opt` driver's logic: arguments, input chunks, passes, diagnostics, output.

Conventions follow mlir-opt: an input file or `-`, `-o`, `--split-input-file`,
`--verify-diagnostics`, `--pass-pipeline=`, and one flag per pass applied in
command-line order (ours, our named pipelines, and every stock MLIR pass).
Errors are printed as `file:line:col: error: message` and give exit code 1;
nothing is written when anything fails.

The work runs in a forked child on a thread with a large stack: a stock pass
that aborts (an assertion in C++) or a parser that overflows the stack kills
the child, and the parent reports it as an error, naming what was running.
"""

from __future__ import annotations

import errno
import importlib.metadata
import io
import mmap
import os
import re
import shlex
import signal
import stat
import sys
import tempfile
import threading
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field

from mlir import ir
from mlir.passmanager import PassDisplayMode

from tosabcast.ir import legacy
from tosabcast.ir.diagnostics import (
    Collector,
    Diagnostic,
    ExpectationError,
    Severity,
    SourceLoc,
    match_expectations,
    parse_expectations,
)
from tosabcast.ir.limits import on_big_stack, refuse_before_parsing
from tosabcast.ir.locate import locate_silent_failure
from tosabcast.ir.parsing import explain_parse_errors
from tosabcast.ir.relocate import relocate_unknown
from tosabcast.pipelines.manager import (
    PipelineError,
    Step,
    UnknownPassError,
    build_pass_manager,
    flag_steps,
    named_pipelines,
    parse_pipeline,
    split_runs,
)
from tosabcast.registry import PASSES

PROG = "tosabcast-opt"
_STATISTICS_DISPLAY = {"list": PassDisplayMode.LIST, "pipeline": PassDisplayMode.PIPELINE}
DEFAULT_SPLIT_MARKER = "// -----"
BYTECODE_MAGIC = b"ML\xefR"

USAGE = f"""\
usage: python -m tosabcast.opt [options] [passes] [INPUT | -]

Read MLIR from INPUT (text or bytecode; '-' or nothing: stdin), run the passes in
command-line order, and print the result as stock mlir-opt prints it.

options:
  -o FILE                       write the output to FILE (only on success; default: stdout)
  --split-input-file[=MARKER]   process each chunk between '{DEFAULT_SPLIT_MARKER}' lines on its own
  --output-split-marker=MARKER  line between output chunks (default: '{DEFAULT_SPLIT_MARKER}')
  --verify-diagnostics[=all|only-expected]
                                check the diagnostics against 'expected-error@+N {{{{...}}}}' lines
  --pass-pipeline=TEXT          a textual pipeline, e.g. 'builtin.module(canonicalize,tosabcast-verify)'
  --allow-legacy-tosa           read pre-MLIR-22 TOSA that MLIR 22 rejects at parse time
                                (rank-mismatched or broadcast-incompatible ops, 'tosa.div')
  --allow-unregistered-dialect  accept operations of unregistered dialects
  --mlir-print-debuginfo        print locations
  --mlir-print-op-generic       print the generic op form
  --mlir-print-ir-before-all    print the IR to stderr before every pass
  --mlir-print-ir-after-all     print the IR to stderr after every pass
  --mlir-print-ir-after-failure print the IR to stderr after a pass fails
  --mlir-timing                 print where the passes spent their time
  --mlir-pass-statistics        print the passes' statistics to stderr after the run
  --dump-pass-pipeline          print the pass pipeline to stderr before running it
  --mlir-disable-threading      accepted for mlir-opt compatibility (the driver always runs single-threaded)
  --emit-bytecode               write MLIR bytecode instead of text
  --show-dialects               list the registered dialects and exit
  --version                     print the versions of tosabcast and LLVM and exit
  --list-passes                 list our passes and pipelines and exit
  -h, --help                    show this help and exit

Every stock mlir-opt pass works as a flag beside ours, in order, e.g.
  --canonicalize --tosabcast-verify --cse --tosa-to-linalg
(a stock pass that runs on functions is nested into func.func for you).
Pass options: --PASS="opt=value opt2=value", or PASS{{opt=value}} in --pass-pipeline.
Single-dash spellings (-split-input-file, -canonicalize) work too.
"""


class UsageError(Exception):
    """A command line or input we cannot run; `str()` is the message."""


@dataclass
class PassArg:
    """A pass flag (`name`, option text) or a `--pass-pipeline` (`name` empty, pipeline text)."""

    name: str
    value: str
    spelling: str


@dataclass
class Options:
    """The parsed command line."""

    input: str = "-"
    output: str = "-"
    split_marker: str | None = None
    output_marker: str = DEFAULT_SPLIT_MARKER
    verify_diagnostics: str | None = None  # "all" or "only-expected"
    legacy: bool = False
    unregistered: bool = False
    debuginfo: bool = False
    generic: bool = False
    timing: bool = False
    print_before: bool = False
    print_after: bool = False
    print_after_failure: bool = False
    help: bool = False
    list_passes: bool = False
    statistics: bool = False
    statistics_display: str = "pipeline"
    dump_pipeline: bool = False
    disable_threading: bool = False
    emit_bytecode: bool = False
    show_dialects: bool = False
    version: bool = False
    passes: list[PassArg] = field(default_factory=list)
    argv: list[str] = field(default_factory=list)


_SWITCHES = {
    "allow-legacy-tosa": "legacy",
    "allow-unregistered-dialect": "unregistered",
    "mlir-print-debuginfo": "debuginfo",
    "mlir-print-op-generic": "generic",
    "mlir-timing": "timing",
    "mlir-print-ir-before-all": "print_before",
    "mlir-print-ir-after-all": "print_after",
    "mlir-print-ir-after-failure": "print_after_failure",
    "help": "help",
    "h": "help",
    "list-passes": "list_passes",
    "mlir-pass-statistics": "statistics",
    "dump-pass-pipeline": "dump_pipeline",
    "mlir-disable-threading": "disable_threading",
    "emit-bytecode": "emit_bytecode",
    "show-dialects": "show_dialects",
    "version": "version",
}
_VALUED = {"o": "output", "output-split-marker": "output_marker", "mlir-pass-statistics-display": "statistics_display"}
_TRUE, _FALSE = ("", "1", "true"), ("0", "false")


def parse_args(argv: Sequence[str]) -> Options:
    """Parse the command line; pass flags keep their order.

    Raises:
        UsageError: a malformed command line.
    """
    opts = Options(argv=list(argv))
    inputs: list[str] = []
    args = iter(argv)
    positional_only = False
    for arg in args:
        if positional_only or arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
            continue
        if arg == "--":
            positional_only = True
            continue
        name, eq, value = arg.lstrip("-").partition("=")
        if name in _SWITCHES:
            setattr(opts, _SWITCHES[name], _switch(arg, value) if eq else True)
        elif name in _VALUED or name == "pass-pipeline":
            if not eq:
                value = next(args, None)  # type: ignore[assignment]
                if value is None:
                    raise UsageError(f"option '{arg}' needs a value")
            if name == "pass-pipeline":
                opts.passes.append(PassArg("", value, arg))
            else:
                setattr(opts, _VALUED[name], value)
        elif name == "split-input-file":
            opts.split_marker = value or DEFAULT_SPLIT_MARKER
        elif name == "verify-diagnostics":
            if value not in ("", "all", "only-expected"):
                raise UsageError(f"option '{arg}': expected 'all' or 'only-expected', got '{value}'")
            opts.verify_diagnostics = value or "all"
        else:
            opts.passes.append(PassArg(name, value, arg))
    if opts.statistics_display not in ("list", "pipeline"):
        raise UsageError(
            f"option '--mlir-pass-statistics-display': expected 'list' or 'pipeline', got '{opts.statistics_display}'"
        )
    if len(inputs) > 1:
        raise UsageError(f"expected one input file, got {len(inputs)}: {' '.join(inputs)}")
    if inputs:
        opts.input = inputs[0]
    return opts


def _switch(arg: str, value: str) -> bool:
    if value.lower() in _TRUE:
        return True
    if value.lower() in _FALSE:
        return False
    raise UsageError(f"option '{arg}' expects true or false")


# Input ---------------------------------------------------------------------------------------


@dataclass
class Source:
    """The input: its bytes, its name in messages, and its text (None for MLIR bytecode)."""

    data: bytes
    display: str
    text: str | None


def read_input(name: str) -> Source:
    """Read the input file, or stdin for `-`.

    Text that is not UTF-8 is kept byte for byte (MLIR accepts any bytes in
    comments and reports them elsewhere).

    Raises:
        UsageError: the file cannot be read.
    """
    if name == "-":
        return _source(sys.stdin.buffer.read(), "<stdin>")
    try:
        with open(name, "rb") as f:
            return _source(f.read(), name)
    except OSError as exc:
        raise UsageError(f"could not open input file '{name}': {exc.strerror or exc}") from None


def _source(data: bytes, display: str) -> Source:
    if data.startswith(BYTECODE_MAGIC):
        return Source(data, display, None)
    return Source(data, display, data.decode("utf-8", "surrogateescape"))


@dataclass
class Chunk:
    """A piece of the input processed on its own; `first_line` is 1-based."""

    text: str
    first_line: int

    def padded(self) -> bytes:
        """The chunk's bytes behind newlines, so that MLIR's line numbers are the file's."""
        return b"\n" * (self.first_line - 1) + self.text.encode("utf-8", "surrogateescape")


def split_chunks(text: str, marker: str | None) -> list[Chunk]:
    """Split on lines that start with `marker` when given; each chunk remembers where it starts.

    Like mlir-opt, an empty input splits into no chunks at all.
    """
    if marker is None:
        return [Chunk(text, 1)]
    if not text:
        return []
    chunks: list[Chunk] = []
    start, line = 0, 1
    for m in re.finditer(rf"^{re.escape(marker)}[^\n]*(\n|$)", text, re.MULTILINE):
        chunks.append(Chunk(text[start : m.start()], line))
        line += text.count("\n", start, m.end()) + (0 if m.group(1) else 1)
        start = m.end()
    chunks.append(Chunk(text[start:], line))
    return chunks


# Processing ----------------------------------------------------------------------------------


@dataclass
class ChunkResult:
    """What processing a chunk gave: the printed IR ("" on failure) and the diagnostics."""

    ok: bool
    output: str | bytes
    diagnostics: list[Diagnostic]
    failed_in_pass: bool = False


def build_steps(opts: Options) -> list[Step]:
    """Turn the pass flags and pipelines into steps, checking every pass and option up front.

    Raises:
        UsageError: an unknown pass, a bad option, or a bad pipeline.
    """
    steps: list[Step] = []
    with ir.Context():
        for arg in opts.passes:
            try:
                steps += parse_pipeline(arg.value) if arg.name == "" else flag_steps(arg.name, arg.value)
            except UnknownPassError as exc:
                if exc.name != arg.name:
                    raise UsageError(str(exc)) from None
                hint = f"; did you mean '--{exc.suggestion}'?" if exc.suggestion else ""
                raise UsageError(f"unknown pass or option '{arg.spelling}'{hint}") from None
            except PipelineError as exc:
                raise UsageError(str(exc)) from None
    return steps


def process_chunk(chunk: Chunk, source: Source, steps: Sequence[Step], opts: Options) -> ChunkResult:
    """Parse one chunk, run the steps, and collect diagnostics and output."""
    context = ir.Context()
    context.enable_multithreading(False)
    context.allow_unregistered_dialects = opts.unregistered
    with context, Collector(context, rename={"-": source.display}) as collector:
        _progress.set(f"parsing {_describe_input(source, chunk)}")
        module = _parse(chunk, source, opts, collector)
        failed_in_pass = False
        ok = module is not None
        if ok:
            ok = _run_steps(module, steps, opts, collector, source)
            failed_in_pass = not ok
        if ok and opts.legacy:
            ok = _verify(module)
        output = ""
        if ok:
            _progress.set(f"printing {_describe_input(source, chunk)}")
            output = _print(module, opts, source.display)
    return ChunkResult(ok and collector.error_count == 0, output, collector.diagnostics, failed_in_pass)


def _describe_input(source: Source, chunk: Chunk) -> str:
    return f"'{source.display}'" + (f" (chunk at line {chunk.first_line})" if chunk.first_line > 1 else "")


def _parse(chunk: Chunk, source: Source, opts: Options, collector: Collector) -> ir.Module | None:
    if source.text is not None:
        refused = refuse_before_parsing(chunk.text)
        if refused is not None:
            line, col, message = refused
            where = SourceLoc(source.display, line + chunk.first_line - 1, col)
            collector.diagnostics.append(Diagnostic(Severity.ERROR, where, message))
            return None
    start = len(collector.diagnostics)
    try:
        if opts.legacy:
            module = legacy.parse(_legacy_text(chunk, source, collector), collector.context)
            return module if legacy.report_malformed(module) else None
        return ir.Module.parse(chunk.padded() if source.text is not None else source.data)
    except _NotUtf8:
        return None
    except ir.MLIRError as exc:
        collector.add_mlir_error(exc)
        if len(collector.diagnostics) == start and source.text is not None:
            collector.diagnostics.append(_silent_parse_failure(chunk, source, opts))
        if source.text is not None and not opts.legacy:  # our precise words where MLIR's verifier rejected TOSA
            collector.diagnostics[start:] = explain_parse_errors(chunk.padded(), collector.diagnostics[start:])
        if opts.verify_diagnostics is None and not opts.legacy and collector.diagnostics:
            _add_legacy_hint(collector.diagnostics[-1])
        return None


def _silent_parse_failure(chunk: Chunk, source: Source, opts: Options) -> Diagnostic:
    """The error for a parse that failed without a diagnostic: located where the parser gave up, if found."""
    parse = (lambda data, context: legacy.parse(data.decode("utf-8"), context)) if opts.legacy else None
    where = locate_silent_failure(chunk.padded(), parse, unregistered=opts.unregistered)
    loc = SourceLoc(source.display, *where) if where is not None else None
    return Diagnostic(Severity.ERROR, loc, "MLIR's parser failed here without saying why", raw_loc=source.display)


class _NotUtf8(Exception):
    """The legacy reader needs UTF-8; the error is already collected."""


def _legacy_text(chunk: Chunk, source: Source, collector: Collector) -> str:
    padded = chunk.padded()
    try:
        return padded.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = padded.count(b"\n", 0, exc.start) + 1
        col = exc.start - (padded.rfind(b"\n", 0, exc.start) + 1) + 1
        message = f"byte 0x{padded[exc.start]:02x} is not UTF-8; --allow-legacy-tosa reads UTF-8 text only"
        collector.diagnostics.append(Diagnostic(Severity.ERROR, SourceLoc(source.display, line, col), message))
        raise _NotUtf8 from None


_LEGACY_HINTS = ("don't have matching ranks", "broadcast-compatible", "broadcast compatible", "'tosa.div'")


def _add_legacy_hint(diag: Diagnostic) -> None:
    repairable = any("--tosabcast-equalize-ranks can repair" in n.message for n in diag.notes)
    if repairable or any(h in diag.message for h in _LEGACY_HINTS):
        diag.notes.append(
            Diagnostic(
                Severity.NOTE,
                diag.loc,
                "MLIR 22 rejects this TOSA at parse time; rerun with --allow-legacy-tosa "
                "to read it and report or repair it with our passes",
            )
        )


def _run_steps(module: ir.Module, steps: Sequence[Step], opts: Options, collector: Collector, source: Source) -> bool:
    """Run the steps in order; False on failure.

    Each part (see `pipeline.split_runs`) gets its own `PassManager`, so that
    a crash names its pass; `--mlir-timing` runs one, for one report.
    """
    parts = split_runs(steps)
    if (opts.timing or opts.statistics) and steps:  # one pass manager, one report
        first_stock = next((i for i, step in enumerate(steps) if step.stock is not None), len(steps))
        lead = first_stock if opts.legacy else 0  # legacy IR: our leading passes, verification, the rest
        parts = [part for part in (list(steps[:lead]), list(steps[lead:])) if part]
    unverified = opts.legacy  # the lenient reader's IR: stock passes assume verified IR, and may crash on it
    for part in parts:
        if unverified and any(step.stock is not None for step in part):
            if not _verify_before_stock(module, collector):
                return False
            unverified = False
        label = ", ".join(step.label() for step in part)
        _progress.set(f"running '{label}' on '{source.display}'")
        pm = build_pass_manager(part)
        if opts.print_before or opts.print_after or opts.print_after_failure:
            pm.enable_ir_printing(  # "after failure" filters "after all", as in mlir-opt
                print_before_all=opts.print_before,
                print_after_all=opts.print_after or opts.print_after_failure,
                print_after_failure=opts.print_after_failure and not opts.print_after,
                enable_debug_info=opts.debuginfo,
                print_generic_op_form=opts.generic,
            )
        if opts.timing:
            pm.enable_timing()
        if opts.statistics:
            pm.enable_statistics(_STATISTICS_DISPLAY[opts.statistics_display])
        errors = collector.error_count
        try:
            pm.run(module.operation)
        except ir.MLIRError as exc:
            collector.add_mlir_error(exc)
            if collector.error_count == errors:
                message = f"pass '{label}' failed without reporting an error"
                collector.diagnostics.append(Diagnostic(Severity.ERROR, None, message))
            return False
        if any(step.stock is not None for step in part):
            relocate_unknown(module)  # ops a stock pass built at loc(unknown): the next error has a place
    return True


def _verify_before_stock(module: ir.Module, collector: Collector) -> bool:
    """Verify legacy IR before the first stock pass; False (with located errors) if it is invalid."""
    errors = collector.error_count
    if _verify(module):
        return True
    if collector.error_count == errors:
        collector.diagnostics.append(Diagnostic(Severity.ERROR, None, "the IR does not verify"))
    collector.diagnostics[-1].notes.append(
        Diagnostic(Severity.NOTE, None, "--allow-legacy-tosa IR is verified before the first stock pass runs")
    )
    return False


def _verify(module: ir.Module) -> bool:
    try:
        return bool(module.operation.verify())
    except ir.MLIRError:
        return False


def _print(module: ir.Module, opts: Options, display: str) -> str | bytes:
    """Print as mlir-opt does: the op, then a newline (or its bytecode under `--emit-bytecode`)."""
    if opts.emit_bytecode:
        buffer = io.BytesIO()
        module.operation.write_bytecode(buffer)
        return buffer.getvalue()
    asm = module.operation.get_asm(
        enable_debug_info=opts.debuginfo, print_generic_op_form=opts.generic, assume_verified=True
    )
    if opts.debuginfo:  # the buffer MLIR parsed is called "-"; name the user's file
        asm = re.sub(r'(?<=[(\[ ,])"-":(?=\d+:\d+)', lambda _: _mlir_string(display) + ":", asm)
    return asm + "\n"


def _mlir_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# Output --------------------------------------------------------------------------------------


def check_output(name: str) -> None:
    """Fail early when the output file cannot be written (it is written only at the end).

    Raises:
        UsageError: the directory is missing or read-only, or the name is a directory.
    """
    if name == "-":
        return
    path = os.path.realpath(name)
    try:
        if os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if os.path.exists(path) and not os.path.isfile(path):
            return  # a device or a FIFO, written in place
        if os.path.exists(path) and not os.access(path, os.W_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        fd, probe = tempfile.mkstemp(prefix=".tosabcast-", dir=os.path.dirname(path))  # the directory takes files
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UsageError(f"could not open output file '{name}': {exc.strerror or exc}") from None


def write_output(name: str, text: str | bytes) -> None:
    """Write all output at once: to stdout, or to a file replaced atomically.

    An existing file that is not a regular one (`/dev/null`, a FIFO) is
    written in place; a symlink's target is replaced, keeping the link.

    Raises:
        UsageError: the output cannot be written.
    """
    try:
        data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")
        if name == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
            return
        path = os.path.realpath(name)
        if os.path.exists(path) and not os.path.isfile(path):
            with open(path, "wb") as f:
                f.write(data)
            return
        _replace_file(path, data)
    except OSError as exc:
        raise UsageError(f"could not write output file '{name}': {exc.strerror or exc}") from None


def _replace_file(path: str, data: bytes) -> None:
    mode = stat.S_IMODE(os.stat(path).st_mode) if os.path.exists(path) else 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=".tosabcast-", dir=os.path.dirname(path))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


# Running -------------------------------------------------------------------------------------


def reproducer(argv: Sequence[str]) -> str:
    """The command that reproduces a run with these arguments."""
    return "python -m tosabcast.opt " + shlex.join(argv)


def run(opts: Options) -> int:
    """Process the input; print diagnostics to stderr; return the exit code."""
    steps = build_steps(opts)
    check_output(opts.output)
    source = read_input(opts.input)
    if source.text is None and (opts.split_marker or opts.legacy):
        flag = "--split-input-file" if opts.split_marker else "--allow-legacy-tosa"
        raise UsageError(f"{flag} needs text input; '{source.display}' is MLIR bytecode")
    chunks = split_chunks(source.text, opts.split_marker) if source.text is not None else [Chunk("", 1)]
    if opts.dump_pipeline:
        sys.stderr.write(dump_pipeline(steps))
    results = [process_chunk(c, source, steps, opts) for c in chunks]
    if opts.verify_diagnostics is not None:
        ok = _verify_diagnostics(source, results, opts.verify_diagnostics == "only-expected")
    else:
        ok = _report(results, opts)
    if not ok:
        return 1
    write_output(opts.output, _join_outputs([r.output for r in results], opts.output_marker))
    return 0


def _join_outputs(outputs: Sequence[str | bytes], marker: str) -> str | bytes:
    """The chunks' outputs between marker lines, as text or (`--emit-bytecode`) bytes."""
    if outputs and isinstance(outputs[0], bytes):
        return (marker + "\n").encode().join(o if isinstance(o, bytes) else o.encode() for o in outputs)
    return (marker + "\n").join(str(o) for o in outputs)


def _report(results: Sequence[ChunkResult], opts: Options) -> bool:
    """Print every diagnostic; True when all chunks succeeded."""
    for result in results:
        for diag in result.diagnostics:
            print(diag.format(PROG), file=sys.stderr)
    if any(r.failed_in_pass for r in results):
        print(f"{PROG}: note: reproduce with: {reproducer(opts.argv)}", file=sys.stderr)
    return all(r.ok for r in results)


def _verify_diagnostics(source: Source, results: Sequence[ChunkResult], only_expected: bool) -> bool:
    """Check the diagnostics of all chunks against the expectations of the whole file, as mlir-opt does.

    Chunks that failed as expected are fine (and print nothing).
    """
    try:
        expected = parse_expectations(source.text or "", source.display)
    except ExpectationError as exc:
        print(exc, file=sys.stderr)
        return False
    diagnostics = [d for r in results for d in r.diagnostics]
    problems = match_expectations(expected, diagnostics, source.display, only_expected=only_expected)
    for problem in problems:
        print(problem, file=sys.stderr)
    return not problems


def dump_pipeline(steps: Sequence[Step]) -> str:
    """What `--dump-pass-pipeline` prints: mlir-opt's form, stock passes with all their options spelled out."""
    elements = []
    with ir.Context():
        for step in steps:
            if step.stock is None:
                elements.append(step.label())
                continue
            pm = build_pass_manager([step])
            elements.append(str(pm).removeprefix("builtin.module(").removesuffix(")"))
    body = "".join(f"\n  {e}" + ("," if i < len(elements) - 1 else "") for i, e in enumerate(elements))
    return f"Pass Manager with {len(elements)} passes:\nbuiltin.module({body}\n)\n\n"


def version() -> str:
    """What `--version` prints: ours, then LLVM's as mlir-opt says it."""
    ours = _version_of("tosabcast")
    bindings = _version_of("xtc-mlir-python-bindings")
    llvm = ".".join(bindings.split(".")[:3])
    return (
        f"{PROG} {ours}\nLLVM (http://llvm.org/):\n  LLVM version {llvm}\n"
        f"  MLIR Python bindings: xtc-mlir-python-bindings {bindings}\n"
    )


def _version_of(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


STOCK_DIALECTS = (
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization",
    "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math", "memref",
    "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape",
    "shard", "smt", "sparse_tensor", "spirv", "tensor", "tosa", "transform", "ub", "vector", "wasmssa",
    "x86vector", "xegpu", "xevm",
)  # fmt: skip
"""The dialects of MLIR 22's mlir-opt: the candidates `--show-dialects` asks the context about."""


def show_dialects() -> str:
    """What `--show-dialects` prints: the registered dialects among MLIR 22's, as mlir-opt lists them."""
    context = ir.Context()
    available = []
    for name in STOCK_DIALECTS:
        try:
            context.get_dialect_descriptor(name)
        except (ValueError, RuntimeError, ir.MLIRError):
            continue
        available.append(name)
    return "Available Dialects: " + ",".join(available) + "\n"


def list_passes() -> str:
    """Describe our passes, their options, and our named pipelines."""
    lines = ["tosabcast passes:"]
    for info in PASSES.values():
        lines.append(f"  --{info.name:<32} {info.description}")
        for o in info.options:
            default = str(o.default).lower() if isinstance(o.default, bool) else o.default
            spelling = f"{o.name}={o.type.__name__}"
            lines.append(f"      {spelling:<30} {o.help} (default: {default})")
    pipelines = named_pipelines()
    if pipelines:
        lines.append("tosabcast pipelines:")
        for name, (description, _) in pipelines.items():
            lines.append(f"  --{name:<32} {description}")
    return "\n".join(lines) + "\n"


def main_in_process(argv: Sequence[str]) -> int:
    """Run the driver in this process; return the exit code."""
    try:
        opts = parse_args(argv)
        if opts.help:
            sys.stdout.write(USAGE + "\n" + list_passes())
            return 0
        if opts.list_passes:
            sys.stdout.write(list_passes())
            return 0
        if opts.version:
            sys.stdout.write(version())
            return 0
        if opts.show_dialects:
            sys.stdout.write(show_dialects())
            return 0
        return on_big_stack(run, opts)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: error: interrupted", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug of ours: say so, without a traceback unless asked
        if os.environ.get("TOSABCAST_DEBUG"):
            raise
        print(
            f"{PROG}: error: internal error: {type(exc).__name__}: {exc} (set TOSABCAST_DEBUG=1 for a traceback)",
            file=sys.stderr,
        )
        return 1


class _Progress:
    """What the child is doing, in memory shared with the parent, which reports it after a crash."""

    SIZE = 4096

    def __init__(self) -> None:
        self._buffer: mmap.mmap | None = None

    def share(self) -> None:
        """Allocate the shared page; call before forking."""
        self._buffer = mmap.mmap(-1, self.SIZE)

    def set(self, text: str) -> None:
        if self._buffer is not None:
            data = text.encode("utf-8", "replace")[: self.SIZE - 1]
            self._buffer[: len(data) + 1] = data + b"\0"

    def get(self) -> str:
        if self._buffer is None:
            return ""
        return self._buffer[: self.SIZE].split(b"\0", 1)[0].decode("utf-8", "replace")


_progress = _Progress()


def main(argv: Sequence[str]) -> int:
    """Run the driver in a child process so that a crash inside MLIR becomes an error, not a dead shell.

    A stock pass can abort the process (an assertion in C++). The work runs
    in a forked child; if it dies from a signal, the parent reports which
    signal and what the child was doing, and no output has been written
    (outputs are written whole, at the end). `TOSABCAST_NO_FORK=1` runs
    in-process.
    """
    if not hasattr(os, "fork") or os.environ.get("TOSABCAST_NO_FORK"):
        return main_in_process(argv)
    sys.stdout.flush()
    sys.stderr.flush()
    _progress.share()
    pid = os.fork()
    if pid == 0:  # child
        code = 1
        try:
            code = main_in_process(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001 -- re-raised for TOSABCAST_DEBUG=1: os._exit drops tracebacks
            traceback.print_exc()
        finally:
            _flush_quietly()
            os._exit(code)
    status = _wait(pid)
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else f"signal {sig}"
        doing = _progress.get() or "processing the input"
        print(f"{PROG}: error: MLIR crashed ({name}) while {doing}; nothing was written", file=sys.stderr)
        print(f"{PROG}: note: reproduce with: {reproducer(argv)}", file=sys.stderr)
        return 1
    return os.WEXITSTATUS(status)


def _flush_quietly() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: nothing more can be said there
            pass


def _wait(pid: int) -> int:
    """Wait for the child. Ctrl-C reaches the child too, which reports it; here it is ignored meanwhile."""
    if threading.current_thread() is not threading.main_thread():
        return os.waitpid(pid, 0)[1]
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return os.waitpid(pid, 0)[1]
    finally:
        signal.signal(signal.SIGINT, previous)


def console_main() -> None:
    """Entry point of the `tosabcast-opt` script."""
    sys.exit(main(sys.argv[1:]))
