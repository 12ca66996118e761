"""`python -m tosabcast.run`: compile a TOSA file, run one function on numpy inputs, summarize, check.

    python -m tosabcast.run examples/broadcast_add.mlir --check
    python -m tosabcast.run model.mlir --entry f a.npy b.npy -o out.npy
    python -m tosabcast.run model.mlir --shape 3x4,1x4 --timing --lowering upstream
    python -m tosabcast.run test/models/cnn_dynamic.mlir test/models/cnn_dynamic.npz --npz-prefix b5_ --expect

With no input files, inputs are random (`--seed`), of the shapes given by
`--shape` (one shape per argument, comma-separated; one shape for all) or by
the function's types, with dynamic dims set to 4: floats in [-4, 4), integers
in [-10, 10], but integers that reach a gather's or scatter's indices (through
reshapes, casts, slices, ...) within the dim they index. `--check` compares every
result with `tosabcast.runtime.reference` (TOSA semantics in numpy); a mismatch exits
with status 1. Errors are printed as `file:line:col: error: ...`, exit 1.

An `.npz` input holds all the arguments, as arrays `in0`, `in1`, ... (with a key
prefix, `--npz-prefix b3_`: `b3_in0`, ...), the layout of the model fixtures
(test/models/README.md, docs/models.md). `--expect` compares the results with
its `out0`, `out1`, ... arrays (or with those of another `.npz`, or one `.npy`):
floats within `--rtol`/`--atol`, integers and booleans exactly.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Sequence
from typing import Any

import numpy as np

PROG = "tosabcast-run"
DEFAULT_DYNAMIC_SIZE = 4
TIMED_CALLS = 20


class RunError(Exception):
    """A problem to report in one line, exit status 1."""


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tosabcast.run",
        description="Compile a TOSA .mlir file, run one function on numpy inputs, print a summary.",
    )
    parser.add_argument("file", help="the .mlir file")
    parser.add_argument(
        "inputs",
        nargs="*",
        help=".npy files, one per argument, or one .npz with arrays in0, in1, ... (default: random inputs)",
    )
    parser.add_argument("--npz-prefix", default="", help="key prefix of the arrays in the .npz input, e.g. b3_")
    parser.add_argument(
        "--expect",
        nargs="?",
        const="",
        metavar="FILE",
        help="compare the results with the out0, out1, ... arrays of the .npz input (or of FILE: .npz or .npy)",
    )
    parser.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance of --expect on floats")
    parser.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance of --expect on floats")
    parser.add_argument("--entry", help="the function to run (default: @main, or the only public function)")
    parser.add_argument("-o", "--output", help="write the result to a .npy file (.npz for several results)")
    parser.add_argument(
        "--shape",
        help="shapes of the random inputs, e.g. 3x4,1x4 (one per argument, or one for all; '' for rank 0)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default: 0)")
    parser.add_argument("--check", action="store_true", help="compare the results with the numpy TOSA reference")
    parser.add_argument("--timing", action="store_true", help="print compile time (ours, stock, JIT) and run time")
    parser.add_argument("--lowering", choices=("tosabcast", "upstream"), default="tosabcast")
    parser.add_argument("--allow-legacy-tosa", action="store_true", help="read pre-MLIR-22 (rank-mismatched) TOSA")
    parser.add_argument("--no-shape-checks", action="store_true", help="skip the runtime shape checks")
    parser.add_argument(
        "--threads",
        type=_thread_count,
        default=None,
        help="run loops on up to N threads (default: one per core this process may use)",
    )
    parser.add_argument(
        "--thread-runtime",
        choices=("auto", "openmp", "async"),
        default=None,
        help="what runs the threads (default auto: OpenMP if installed, else MLIR's async runtime)",
    )
    return parser.parse_args(list(argv))


def _thread_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise argparse.ArgumentTypeError(f"expected a thread count of 1 or more, got '{text}'")
    return count


def parse_shapes(text: str, count: int) -> list[tuple[int, ...]]:
    """Parse `3x4,1x4` into one shape per argument; a single shape is used for every argument.

    Raises:
        RunError: a malformed shape or the wrong number of shapes.
    """
    parts = text.split(",")
    shapes: list[tuple[int, ...]] = []
    for part in parts:
        part = part.strip()
        if part in ("", "()"):
            shapes.append(())
            continue
        try:
            dims = tuple(int(d) for d in part.split("x"))
        except ValueError:
            raise RunError(f"bad shape '{part}' in --shape (expected dims like 3x4)") from None
        if any(d < 0 for d in dims):
            raise RunError(f"bad shape '{part}' in --shape (negative dim)")
        shapes.append(dims)
    if len(shapes) == 1:
        return shapes * count
    if len(shapes) != count:
        raise RunError(f"--shape gives {len(shapes)} shapes for {count} arguments")
    return shapes


def default_shape(type_text: str) -> tuple[int, ...]:
    """The shape of a random input for `tensor<...>`: static dims as written, dynamic ones 4."""
    body = type_text[type_text.index("<") + 1 : type_text.rindex(">")]
    dims = body.split("x")[:-1]
    return tuple(DEFAULT_DYNAMIC_SIZE if d == "?" else int(d) for d in dims)


def random_input(rng: np.random.Generator, shape: tuple[int, ...], dtype: np.dtype[Any]) -> np.ndarray[Any, Any]:
    """Random values that exercise an op without overflowing it: small ints, floats in [-4, 4)."""
    if dtype == np.bool_:
        return rng.random(shape) < 0.5
    if dtype.kind == "i":
        return rng.integers(-10, 11, size=shape).astype(dtype)
    return rng.uniform(-4.0, 4.0, size=shape).astype(dtype)


def read_entry(source_path: str, entry: str, legacy: bool, context: Any) -> tuple[Any, Any]:
    """Parse the file in `context` (an `ir.Context`, entered); return the module and its `func.func @entry`.

    Raises:
        OSError, UnicodeDecodeError, ir.MLIRError: the file cannot be read or parsed; StopIteration: no @entry.
    """
    from mlir import ir

    from tosabcast.ir import legacy as legacy_reader
    from tosabcast.ir.bridge import symbol_name

    with open(source_path, encoding="utf-8") as f:
        text = f.read()
    module = legacy_reader.parse(text, context) if legacy else ir.Module.parse(text)
    func = next(op for op in module.body.operations if op.operation.name == "func.func" and symbol_name(op) == entry)
    return module, func


_PASSES_INDICES = frozenset({
    "tosa.reshape", "tosa.identity", "tosa.transpose", "tosa.slice", "tosa.tile", "tosa.concat", "tosa.reverse",
    "tensor.cast",
})  # fmt: skip
"""Ops whose result holds elements of their data operands: indices pass through them unchanged."""


def index_bounds(source_path: str, entry: str, legacy: bool, shapes: Sequence[tuple[int, ...]]) -> dict[int, int]:
    """The arguments of `@entry` that end up as `tosa.gather`/`tosa.scatter` indices, each with the size of the
    dim they index (the smallest, if several): random inputs for them are drawn below it, not from [-10, 10],
    which such an op refuses. The size is the static dim, or the argument's own (`shapes`) when the indexed
    operand is an argument, else `DEFAULT_DYNAMIC_SIZE`. Empty when the file cannot be read here (`compile`
    reports why)."""
    from mlir import ir

    from tosabcast.ir.bridge import shape_of

    try:
        with ir.Context() as context, ir.Location.unknown():
            _module, func = read_entry(source_path, entry, legacy, context)
            bounds: dict[int, int] = {}
            block = func.operation.regions[0].blocks[0]
            for index, argument in enumerate(block.arguments):
                pending, seen = [argument], 0
                while pending and seen < 10_000:
                    value = pending.pop()
                    seen += 1
                    for use in value.uses:
                        user = use.owner
                        if user.name in ("tosa.gather", "tosa.scatter") and use.operand_number == 1:
                            data = user.operands[0]
                            values = shape_of(data.type)
                            size = values[1] if values is not None and len(values) == 3 else None
                            if size is None and isinstance(data, ir.BlockArgument) and data.owner == block:
                                given = shapes[data.arg_number]
                                size = given[1] if len(given) == 3 else None
                            size = DEFAULT_DYNAMIC_SIZE if size is None else size
                            bounds[index] = min(bounds.get(index, size), size)
                        elif user.name in _PASSES_INDICES and (user.name == "tosa.concat" or use.operand_number == 0):
                            pending.extend(user.results)
            return bounds
    except (OSError, UnicodeDecodeError, ir.MLIRError, StopIteration):
        return {}


def load_inputs(paths: Sequence[str], prefix: str = "") -> list[np.ndarray[Any, Any]]:
    """Read the arguments: one .npy file each, or all from one .npz (`<prefix>in0`, `<prefix>in1`, ...)."""
    if len(paths) == 1 and paths[0].endswith(".npz"):
        return npz_arrays(paths[0], prefix, "in")
    arrays = []
    for path in paths:
        if path.endswith(".npz"):
            raise RunError(f"an .npz input holds all the arguments; give it alone, not with '{paths[0]}'")
        try:
            arrays.append(np.load(path, allow_pickle=False))
        except (OSError, ValueError) as exc:
            raise RunError(f"could not read input '{path}': {exc}") from None
    return arrays


def npz_arrays(path: str, prefix: str, kind: str) -> list[np.ndarray[Any, Any]]:
    """Read `<prefix><kind>0`, `<prefix><kind>1`, ... from an .npz file, in order.

    Raises:
        RunError: the file cannot be read, or has no `<prefix><kind>0` (the message lists the prefixes it has).
    """
    try:
        with np.load(path, allow_pickle=False) as data:
            keys = set(data.files)
            arrays = []
            while f"{prefix}{kind}{len(arrays)}" in keys:
                arrays.append(data[f"{prefix}{kind}{len(arrays)}"])
    except (OSError, ValueError) as exc:
        raise RunError(f"could not read '{path}': {exc}") from None
    if not arrays:
        prefixes = sorted(k.removesuffix(f"{kind}0") for k in keys if k.endswith(f"{kind}0"))
        have = ", ".join(repr(p) for p in prefixes) if prefixes else "none"
        raise RunError(f"'{path}' has no array '{prefix}{kind}0' (prefixes with {kind}0: {have}; see --npz-prefix)")
    return arrays


def expected_results(opts: argparse.Namespace) -> list[np.ndarray[Any, Any]]:
    """The arrays `--expect` compares with: from FILE, or the `out*` arrays of the .npz input."""
    path = opts.expect
    if not path:
        if len(opts.inputs) != 1 or not opts.inputs[0].endswith(".npz"):
            raise RunError("--expect without a file needs an .npz input (its out0, out1, ... arrays)")
        path = opts.inputs[0]
    if path.endswith(".npz"):
        return npz_arrays(path, opts.npz_prefix, "out")
    return load_inputs([path])


def compare_expected(
    results: Sequence[np.ndarray[Any, Any]], expected: Sequence[np.ndarray[Any, Any]], rtol: float, atol: float
) -> list[str]:
    """Compare results with expected arrays (floats within rtol/atol, others exactly); one line per mismatch."""
    if len(results) != len(expected):
        return [f"the function has {len(results)} results, the expected file {len(expected)}"]
    problems = []
    for index, (got, want) in enumerate(zip(results, expected, strict=True)):
        got, want = np.asarray(got), np.asarray(want)
        if got.shape != want.shape or got.dtype != want.dtype:
            problems.append(f"result #{index} is {got.dtype} {got.shape}, expected {want.dtype} {want.shape}")
            continue
        if want.dtype.kind in "fV":  # V: ml_dtypes.bfloat16
            got64, want64 = got.astype(np.float64), want.astype(np.float64)
            close = np.isclose(got64, want64, rtol=rtol, atol=atol, equal_nan=True)
            if not close.all():
                worst = int(np.argmax(np.where(close, 0, np.abs(got64 - want64))))
                at = np.unravel_index(worst, got.shape)
                problems.append(
                    f"result #{index}: {int((~close).sum())} of {got.size} elements differ by more than "
                    f"rtol {rtol:g} + atol {atol:g}; the worst at {tuple(map(int, at))}: {got64[at]!r} "
                    f"instead of {want64[at]!r}"
                )
        elif not np.array_equal(got, want):
            differ = got != want
            at = tuple(int(i) for i in np.argwhere(differ)[0])
            problems.append(
                f"result #{index}: {int(differ.sum())} of {got.size} elements differ; first at {at}: "
                f"{got[at]!r} instead of {want[at]!r}"
            )
    return problems


def pick_entry(program: Any, entry: str | None) -> Any:
    names = list(program)
    if entry is not None:
        if entry not in names:
            raise RunError(f"no public function @{entry} (functions: {', '.join('@' + n for n in names) or 'none'})")
        return program[entry]
    if "main" in names:
        return program["main"]
    if len(names) == 1:
        return program[names[0]]
    raise RunError(f"several public functions ({', '.join('@' + n for n in names)}); choose one with --entry")


def summarize(name: str, array: np.ndarray[Any, Any]) -> str:
    """One line: name, dtype, shape, and min/max/mean (or the count of true values)."""
    shape = "x".join(map(str, array.shape)) or "scalar"
    head = f"{name}: {array.dtype} {shape}"
    if array.size == 0:
        return head + " (empty)"
    if array.dtype == np.bool_:
        return head + f"  true {int(array.sum())} of {array.size}"
    values = array.astype(np.float64)
    finite = values[np.isfinite(values)]
    stats = f"  min {finite.min():.6g} max {finite.max():.6g} mean {finite.mean():.6g}" if finite.size else ""
    nonfinite = array.size - finite.size
    return head + stats + (f"  non-finite {nonfinite}" if nonfinite else "")


def check_results(source_path: str, entry: str, args: Sequence[np.ndarray[Any, Any]], results: Sequence[Any],
                  legacy: bool) -> list[str]:  # fmt: skip
    """Compare results with `tosabcast.runtime.reference.evaluate_function`; return one line per mismatch.

    Floats are judged within the error bound of the ops that compute them (`tosabcast.runtime.tolerance`):
    exact where the chain is exact, and integers and booleans always exactly.
    """
    from mlir import ir

    from tosabcast.runtime import reference, tolerance

    with ir.Context() as context, ir.Location.unknown():
        _module, func = read_entry(source_path, entry, legacy, context)
        trace: dict[ir.Value, Any] = {}
        expected = reference.evaluate_function(func, list(args), trace=trace)
        bounds = tolerance.error_bounds(func, trace)
        returned = list(func.operation.regions[0].blocks[0].operations)[-1].operands
        problems = []
        for index, (actual, want, value) in enumerate(zip(results, expected, returned, strict=True)):
            element = str(ir.ShapedType(value.type).element_type)
            bound = bounds.get(value, np.zeros(np.shape(want)))
            diff = tolerance.compare(
                np.asarray(actual), np.asarray(want), bound, element, tolerance.describe_chain(value)
            )
            if diff:
                problems.append(f"result #{index}: {diff}")
        return problems


def run(opts: argparse.Namespace) -> int:
    import tosabcast
    from tosabcast.runtime.jit import CompileError

    if not os.path.exists(opts.file):
        raise RunError(f"could not open input file '{opts.file}': No such file or directory")
    try:
        program = tosabcast.compile(
            opts.file,
            lowering=opts.lowering,
            check_shapes=not opts.no_shape_checks,
            legacy=opts.allow_legacy_tosa,
            threads=opts.threads,
            thread_runtime=opts.thread_runtime,
        )
    except CompileError as exc:
        print(exc, file=sys.stderr)
        return 1
    function = pick_entry(program, opts.entry)
    types = function.argument_types
    expected = expected_results(opts) if opts.expect is not None else None
    if opts.inputs:
        args = load_inputs(opts.inputs, opts.npz_prefix)
    else:
        shapes = parse_shapes(opts.shape, len(types)) if opts.shape is not None else [default_shape(t) for t in types]
        rng = np.random.default_rng(opts.seed)
        dtypes = [a.dtype for a in function.signature.arguments]
        args = [random_input(rng, s, d) for s, d in zip(shapes, dtypes, strict=True)]
        for index, size in index_bounds(opts.file, function.name, opts.allow_legacy_tosa, shapes).items():
            if args[index].dtype.kind == "i" and size > 0:
                args[index] = rng.integers(0, size, size=args[index].shape).astype(args[index].dtype)
    start = time.perf_counter()
    outs = function(*args)
    first_call = time.perf_counter() - start
    results = [] if outs is None else list(outs) if isinstance(outs, tuple) else [outs]

    print(f"@{function.name} ({opts.lowering} lowering)")
    for i, a in enumerate(args):
        print("  " + summarize(f"argument #{i}", a))
    for i, r in enumerate(results):
        print("  " + summarize(f"result #{i}", r))
    if opts.timing:
        print(program.timing.format())
        print(f"threads: {'1' if program.threads == 1 else f'up to {program.threads} ({program.thread_runtime})'}")
        print(f"run time: first call {first_call * 1e3:.3f} ms, median of {TIMED_CALLS} calls "
              f"{_median_call(function, args) * 1e3:.3f} ms")  # fmt: skip
    if opts.output:
        write_output(opts.output, results)
    if opts.check:
        problems = check_results(opts.file, function.name, args, results, opts.allow_legacy_tosa)
        for problem in problems:
            print(f"{PROG}: error: check failed: {problem}", file=sys.stderr)
        if problems:
            return 1
        print("check: ok (every result matches the TOSA reference)")
    if expected is not None:
        problems = compare_expected(results, expected, opts.rtol, opts.atol)
        for problem in problems:
            print(f"{PROG}: error: expect failed: {problem}", file=sys.stderr)
        if problems:
            return 1
        print(f"expect: ok ({len(results)} result{'' if len(results) == 1 else 's'} as expected)")
    return 0


def _median_call(function: Any, args: Sequence[np.ndarray[Any, Any]]) -> float:
    times = []
    for _ in range(TIMED_CALLS):
        start = time.perf_counter()
        function(*args)
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def write_output(path: str, results: Sequence[np.ndarray[Any, Any]]) -> None:
    try:
        if path.endswith(".npz"):
            np.savez(path, **{f"result{i}": r for i, r in enumerate(results)})
        elif len(results) != 1:
            raise RunError(f"the function has {len(results)} results; write them with -o FILE.npz")
        else:
            np.save(path, results[0])
    except OSError as exc:
        raise RunError(f"could not write output file '{path}': {exc.strerror or exc}") from None


def main_in_process(argv: Sequence[str]) -> int:
    """Run the command in this process; return the exit status."""
    from tosabcast.runtime.shape_plan import CallError

    opts = parse_args(argv)
    try:
        return run(opts)
    except CallError as exc:
        print(f"{exc.where}: error: {exc.message}", file=sys.stderr)
        return 1
    except (RunError, MemoryError, NotImplementedError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug of ours: say so, without a traceback unless asked
        if os.environ.get("TOSABCAST_DEBUG"):
            raise
        print(f"{PROG}: internal error: {type(exc).__name__}: {exc} (set TOSABCAST_DEBUG=1 for a traceback)",
              file=sys.stderr)  # fmt: skip
        return 1


def main(argv: Sequence[str]) -> int:
    """Run in a forked child, so that a crash inside MLIR or the compiled code is reported, not fatal."""
    if not hasattr(os, "fork") or os.environ.get("TOSABCAST_NO_FORK"):
        return main_in_process(argv)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            code = main_in_process(argv)
        except SystemExit as exc:  # argparse
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001 -- re-raised for TOSABCAST_DEBUG=1 (or ^C): os._exit drops tracebacks
            traceback.print_exc()
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        import signal

        print(f"{PROG}: error: crashed with {signal.Signals(os.WTERMSIG(status)).name}", file=sys.stderr)
        return 1
    return os.WEXITSTATUS(status)


def console_main() -> None:
    """Entry point of the `tosabcast-run` script."""
    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
