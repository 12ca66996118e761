"""The `tosabcast.opt` driver's logic: arguments, input chunks, passes, diagnostics, output.

Conventions follow mlir-opt: an input file or `-`, `-o`, `--split-input-file`,
`--verify-diagnostics`, `--pass-pipeline=`, and one flag per pass applied in
command-line order (ours, our named pipelines, and every stock MLIR pass).
Errors are printed as `file:line:col: error: message` and give exit code 1;
nothing is written when anything fails.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field

from tosabcast.diagnostics import (
    Collector,
    Diagnostic,
    Severity,
    match_expectations,
    parse_expectations,
)

PROG = "tosabcast-opt"
SPLIT_MARKER = re.compile(r"^// -----.*$", re.MULTILINE)

USAGE = f"""\
usage: python -m tosabcast.opt [options] [passes] [INPUT | -]

Read MLIR (TOSA) from INPUT or stdin, run passes in command-line order, print the result.

options:
  -o FILE                   write the output to FILE (written only on success)
  --split-input-file        process each '// -----' chunk on its own
  --verify-diagnostics      check '// expected-error@+N {{{{...}}}}' lines against the diagnostics
  --pass-pipeline=TEXT      a textual pipeline, e.g. 'builtin.module(canonicalize,tosabcast-verify)'
  --allow-legacy-tosa       read pre-MLIR-22 TOSA that MLIR 22 rejects at parse time
                            (rank-mismatched or broadcast-incompatible ops, 'tosa.div')
  --mlir-print-debuginfo    print locations
  --mlir-print-op-generic   print the generic op form
  --mlir-timing             print where the pass pipeline spent its time
  --list-passes             list our passes and pipelines and exit
  -h, --help                show this help and exit

Any stock MLIR pass works as a flag beside ours, e.g. --canonicalize --tosabcast-verify --cse.
Pass options: --PASS="opt=value opt2=value".
"""


class UsageError(Exception):
    """A command line we cannot run."""


@dataclass
class Options:
    """The parsed command line."""

    input: str = "-"
    output: str = "-"
    split: bool = False
    verify_diagnostics: bool = False
    legacy: bool = False
    debuginfo: bool = False
    generic: bool = False
    timing: bool = False
    pass_args: list[tuple[str, str]] = field(default_factory=list)  # (flag name or '', options or pipeline)
    argv: list[str] = field(default_factory=list)


_BOOL_FLAGS = {
    "--split-input-file": "split",
    "--verify-diagnostics": "verify_diagnostics",
    "--allow-legacy-tosa": "legacy",
    "--mlir-print-debuginfo": "debuginfo",
    "--mlir-print-op-generic": "generic",
    "--mlir-timing": "timing",
}


def parse_args(argv: Sequence[str]) -> Options:
    """Parse the command line; pass flags keep their order.

    Raises:
        UsageError: a malformed command line.
    """
    opts = Options(argv=list(argv))
    inputs: list[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg in ("-o", "--o", "--output"):
            if i >= len(args):
                raise UsageError(f"option '{arg}' needs a file name")
            opts.output = args[i]
            i += 1
        elif arg.startswith("-o") and len(arg) > 2 and not arg.startswith("--"):
            opts.output = arg[2:]
        elif arg.startswith("--o=") or arg.startswith("--output="):
            opts.output = arg.split("=", 1)[1]
        elif arg in _BOOL_FLAGS:
            setattr(opts, _BOOL_FLAGS[arg], True)
        elif arg.startswith("--pass-pipeline"):
            name, eq, value = arg.partition("=")
            if name != "--pass-pipeline":
                raise UsageError(f"unknown option '{arg}'")
            if not eq:
                if i >= len(args):
                    raise UsageError("option '--pass-pipeline' needs a pipeline")
                value = args[i]
                i += 1
            opts.pass_args.append(("", value))
        elif arg == "-" or not arg.startswith("-"):
            inputs.append(arg)
        elif arg.startswith("--") and len(arg) > 2:
            name, _, value = arg[2:].partition("=")
            opts.pass_args.append((name, value.strip().strip("\"'")))
        else:
            raise UsageError(f"unknown option '{arg}'")
    if len(inputs) > 1:
        raise UsageError(f"expected one input file, got {len(inputs)}: {' '.join(inputs)}")
    if inputs:
        opts.input = inputs[0]
    return opts


@dataclass
class Chunk:
    """A piece of the input processed on its own; `first_line` is 1-based."""

    text: str
    first_line: int


def split_chunks(text: str, split: bool) -> list[Chunk]:
    """Split on `// -----` lines when asked; each chunk remembers where it starts."""
    if not split:
        return [Chunk(text, 1)]
    chunks: list[Chunk] = []
    start, line = 0, 1
    for m in SPLIT_MARKER.finditer(text):
        chunks.append(Chunk(text[start : m.start()], line))
        line += text.count("\n", start, m.end()) + 1
        start = m.end() + 1
    chunks.append(Chunk(text[start:], line))
    return chunks


@dataclass
class ChunkResult:
    ok: bool
    output: str
    diagnostics: list[Diagnostic]
    problems: list[str]  # --verify-diagnostics mismatches


def process_chunk(chunk: Chunk, opts: Options, display_name: str, path: str | None) -> ChunkResult:
    """Parse one chunk, run the passes, and collect diagnostics and output."""
    from mlir import ir

    from tosabcast import legacy
    from tosabcast.pipeline import PipelineError, build_pass_manager, flag_steps, parse_pipeline

    context = ir.Context()
    context.enable_multithreading(False)
    collector = Collector(context, rename={"-": display_name})
    module = None
    with context, collector:
        steps = []
        try:
            for name, value in opts.pass_args:
                steps += parse_pipeline(value) if name == "" else flag_steps(name, value)
        except PipelineError as exc:
            raise UsageError(str(exc)) from None
        padded = "\n" * (chunk.first_line - 1) + chunk.text
        try:
            if opts.legacy:
                module = legacy.parse(padded, context)
            elif path is not None and not opts.split:
                module = ir.Module.parseFile(path)
            else:
                module = ir.Module.parse(padded)
        except ir.MLIRError as exc:
            collector.add_mlir_error(exc)
            if not opts.legacy and not opts.verify_diagnostics and _looks_legacy(exc):
                collector.diagnostics[-1].notes.append(
                    Diagnostic(
                        Severity.NOTE,
                        collector.diagnostics[-1].loc,
                        "MLIR 22 rejects this TOSA at parse time; rerun with --allow-legacy-tosa "
                        "to read it and report or repair it with our passes",
                    )
                )
        if module is not None:
            try:
                pm = build_pass_manager(steps)
                if opts.timing:
                    pm.enable_timing()
                pm.run(module.operation)
                if opts.legacy and not module.operation.verify():
                    pass  # verify() raises on failure; kept for clarity
            except ir.MLIRError as exc:
                collector.add_mlir_error(exc)
                module_ok = False
            else:
                module_ok = True
        else:
            module_ok = False

        output = ""
        if module_ok and module is not None:
            output = module.operation.get_asm(
                enable_debug_info=opts.debuginfo, print_generic_op_form=opts.generic
            )
            if opts.debuginfo:
                output = output.replace('loc("-":', f'loc("{display_name}":')

    problems: list[str] = []
    errors = sum(d.severity is Severity.ERROR for d in collector.diagnostics)
    if opts.verify_diagnostics:
        try:
            expected = parse_expectations(chunk.text, display_name, chunk.first_line)
        except ValueError as exc:
            problems.append(str(exc))
            expected = []
        problems += match_expectations(expected, collector.diagnostics, display_name)
        ok = not problems
    else:
        ok = module_ok and errors == 0
    return ChunkResult(ok, output if module_ok else "", collector.diagnostics, problems)


_LEGACY_HINTS = ("don't have matching ranks", "broadcast-compatible", "broadcast compatible", "'tosa.div'")


def _looks_legacy(exc: object) -> bool:
    return any(h in str(exc) for h in _LEGACY_HINTS)


def read_input(name: str) -> tuple[str, str, str | None]:
    """Return (text, display name, path or None for stdin).

    Raises:
        UsageError: the file cannot be read or is not text.
    """
    if name == "-":
        data = sys.stdin.buffer.read()
        display, path = "<stdin>", None
    else:
        try:
            with open(name, "rb") as f:
                data = f.read()
        except OSError as exc:
            raise UsageError(f"could not open input file '{name}': {exc.strerror or exc}") from None
        display, path = name, name
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{display}: input is not UTF-8 text (byte {exc.start})") from None
    if "\x00" in text:
        raise UsageError(f"{display}: input contains a NUL byte")
    return text, display, path


def write_output(name: str, text: str) -> None:
    """Write all output at once: stdout, or a file replaced atomically."""
    if name == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    directory = os.path.dirname(os.path.abspath(name))
    fd, tmp = tempfile.mkstemp(prefix=".tosabcast-", dir=directory)
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, name)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def reproducer(opts: Options) -> str:
    """The command that reproduces this run."""
    import shlex

    return "python -m tosabcast.opt " + " ".join(shlex.quote(a) for a in opts.argv)


def run(opts: Options) -> int:
    """Process the input; print diagnostics to stderr; return the exit code."""
    text, display, path = read_input(opts.input)
    chunks = split_chunks(text, opts.split)
    results = [process_chunk(c, opts, display, path) for c in chunks]
    for result in results:
        if opts.verify_diagnostics:
            for problem in result.problems:
                print(problem, file=sys.stderr)
        else:
            for diag in result.diagnostics:
                print(diag.format(display), file=sys.stderr)
    if not all(r.ok for r in results):
        if not opts.verify_diagnostics:
            print(f"{PROG}: note: reproduce with: {reproducer(opts)}", file=sys.stderr)
        return 1
    try:
        write_output(opts.output, "// -----\n".join(r.output for r in results))
    except OSError as exc:
        raise UsageError(f"could not write output file '{opts.output}': {exc.strerror or exc}") from None
    return 0


def list_passes() -> str:
    """Describe our passes, their options, and our named pipelines."""
    from tosabcast.pipeline import named_pipelines
    from tosabcast.registry import PASSES

    lines = ["tosabcast passes:"]
    for info in PASSES.values():
        lines.append(f"  --{info.name:<32} {info.description}")
        for o in info.options:
            default = str(o.default).lower() if isinstance(o.default, bool) else o.default
            lines.append(f"      {o.name}={o.type.__name__:<24} {o.help} (default: {default})")
    pipelines = named_pipelines()
    if pipelines:
        lines.append("tosabcast pipelines:")
        for name, (description, _) in pipelines.items():
            lines.append(f"  --{name:<32} {description}")
    return "\n".join(lines) + "\n"


def main_in_process(argv: Sequence[str]) -> int:
    """Run the driver in this process; return the exit code."""
    try:
        if any(a in ("-h", "--help") for a in argv):
            sys.stdout.write(USAGE + "\n" + list_passes())
            return 0
        if "--list-passes" in argv:
            sys.stdout.write(list_passes())
            return 0
        return run(parse_args(argv))
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{PROG}: error: interrupted", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug of ours: say so, without a traceback unless asked
        if os.environ.get("TOSABCAST_DEBUG"):
            raise
        print(f"{PROG}: internal error: {type(exc).__name__}: {exc} (set TOSABCAST_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 1


def main(argv: Sequence[str]) -> int:
    """Run the driver in a child process so that a crash inside MLIR becomes an error, not a dead shell.

    A stock pass can abort the process (an assertion in C++). The work runs
    in a forked child; if it dies from a signal, the parent reports which
    signal, and no output file has been written (outputs are written whole,
    at the end). `TOSABCAST_NO_FORK=1` runs in-process.
    """
    if not hasattr(os, "fork") or os.environ.get("TOSABCAST_NO_FORK"):
        return main_in_process(argv)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # child
        code = 1
        try:
            code = main_in_process(argv)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        import signal

        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
        print(f"{PROG}: error: MLIR crashed with {name} while processing the input; nothing was written",
              file=sys.stderr)
        return 1
    return os.WEXITSTATUS(status)


def console_main() -> None:
    """Entry point of the `tosabcast-opt` script."""
    sys.exit(main(sys.argv[1:]))
