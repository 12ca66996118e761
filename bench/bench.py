"""Benchmark our TOSA lowering against stock `tosa-to-linalg`, numpy and a memory copy, and report the targets.

    python bench/bench.py                              # everything, one run (< 5 min on 2 cores)
    python bench/bench.py --check-only --size 64x48    # correctness of every case only, small tensors
    python bench/bench.py --skip-compile --rounds 15   # run time only, quicker

Run time: every case is one `func.func @main` written below as TOSA text (MLIR 22 syntax), in a static and
a dynamic (`?` dims) version, called on the same numpy inputs (2048x2048 by default) as

    ours      tosabcast.compile(text, lowering="tosabcast")   # our lowering + the stock pipeline
    upstream  tosabcast.compile(text, lowering="upstream")    # stock tosa-to-linalg + the same stock pipeline
    numpy     the same computation in numpy (one temporary per op)
    copy      np.copyto of a buffer of (input bytes + output bytes) / 2: the same memory traffic as the case

Every result of both lowerings is compared with numpy first, in a child process (so a lowering that aborts
the process, as MLIR 22 does on some inputs, is reported as `crash`), then again in this process on the
arrays that are timed. The static and dynamic versions of a case, numpy and copy are timed together, in a
fresh random order in every round, and each reports the median of the rounds.

Compile time: a generated module of N dynamic-shape element-wise ops goes through the whole pipeline to the
LLVM dialect in a child process with a deadline and a memory cap: ours at N = 100 ... 10,000 (the growth
exponent is the slope on log-log axes), upstream at N = 1,000; and each lowering pass alone (ours vs stock
`tosa-to-linalg`) on the 1,000-op module.

Exit status: 1 if any result of either lowering is wrong, or ours crashes or fails to compile; else 0,
even when a performance target is missed (this is a report, not a test).
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import gc
import json
import os
import random
import resource
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from string import Template
from typing import Any

import numpy as np

LOWERINGS = ("tosabcast", "upstream")
LABEL = {"tosabcast": "ours", "upstream": "upstream"}
Array = np.ndarray[Any, Any]

# Cases --------------------------------------------------------------------------------------------------------

_MUL_SHIFT = '%shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>'


@dataclass(frozen=True)
class Computation:
    """One computation, benchmarked with static and with dynamic types.

    `body` is lines of TOSA text with `$a0 $a1 ...` for the arguments, `$t0 $t1 ...` for their types, `$r`
    for the result type and `$rb` for the result shape with i1 elements; its last op defines `%out`. The
    result's element type is the last argument's.
    """

    name: str
    what: str
    body: tuple[str, ...]
    inputs: tuple[tuple[tuple[int, ...], str], ...]  # (runtime shape, element type) per argument
    reference: Callable[..., Array]
    tags: frozenset[str] = frozenset()  # "broadcast": a runtime broadcast; "chain": several fused ops
    rtol: float = 0.0


@dataclass(frozen=True)
class Case:
    """A computation with static or dynamic types."""

    computation: Computation
    dynamic: bool

    @property
    def name(self) -> str:
        return f"{self.computation.name}_{'dynamic' if self.dynamic else 'static'}"

    @property
    def source(self) -> str:
        return function_text(self.computation, self.dynamic)


def computations(m: int, n: int) -> list[Computation]:
    """Return the benchmarked computations; large tensors are m x n."""
    big, row, col, one = (m, n), (1, n), (m, 1), (1, 1)
    add = ("%out = tosa.add $a0, $a1 : ($t0, $t1) -> $r",)
    chain = (
        _MUL_SHIFT,
        "%0 = tosa.add $a0, $a1 : ($t0, $t1) -> $r",
        "%1 = tosa.mul %0, $a2, %shift : ($r, $t2, tensor<1xi8>) -> $r",
        "%2 = tosa.sub %1, $a0 : ($r, $t0) -> $r",
        "%out = tosa.maximum %2, $a1 {nan_mode = #tosa.nan_mode<PROPAGATE>} : ($r, $t1) -> $r",
    )
    greater_select = (
        "%c = tosa.greater $a0, $a1 : ($t0, $t1) -> $rb",
        "%out = tosa.select %c, $a0, $a1 : ($rb, $t0, $t1) -> $r",
    )

    def chain_ref(a: Array, b: Array, c: Array) -> Array:
        return np.maximum((a + b) * c - a, b)

    broadcast, fused = frozenset({"broadcast"}), frozenset({"chain"})
    return [
        Computation("add_f32", "a + b, f32", add, ((big, "f32"), (big, "f32")), np.add),
        Computation("add_i32", "a + b, i32", add, ((big, "i32"), (big, "i32")), np.add),
        Computation("add_row", "1xN + MxN", add, ((row, "f32"), (big, "f32")), np.add, broadcast),
        Computation("add_col", "Mx1 + MxN", add, ((col, "f32"), (big, "f32")), np.add, broadcast),
        Computation("add_row_col", "1xN + Mx1", add, ((row, "f32"), (col, "f32")), np.add, broadcast),
        Computation("add_1x1", "1x1 + MxN", add, ((one, "f32"), (big, "f32")), np.add, broadcast),
        Computation("chain", "max((a+b)*c-a, b), all MxN", chain, ((big, "f32"),) * 3, chain_ref, fused),
        Computation(
            "chain_bcast",
            "the chain, b 1xN, c Mx1",
            chain,
            ((big, "f32"), (row, "f32"), (col, "f32")),
            chain_ref,
            fused | broadcast,
        ),
        Computation(
            "select",
            "select(c: i1, a, b)",
            ("%out = tosa.select $a0, $a1, $a2 : ($t0, $t1, $t2) -> $r",),
            ((big, "i1"), (big, "f32"), (big, "f32")),
            np.where,
        ),
        Computation(
            "greater_select",
            "select(a > b, a, b)",
            greater_select,
            ((big, "f32"), (big, "f32")),
            lambda a, b: np.where(a > b, a, b),
        ),
        Computation("exp", "exp(a)", ("%out = tosa.exp $a0 : ($t0) -> $r",), ((big, "f32"),), np.exp, rtol=1e-6),
        Computation("add_64", "a + b, 64 elements (call overhead)", add, (((64,), "f32"),) * 2, np.add),
    ]


def all_cases(m: int, n: int) -> list[Case]:
    """Return every case: each computation static, then dynamic."""
    return [Case(c, dynamic) for c in computations(m, n) for dynamic in (False, True)]


def _tensor(shape: Sequence[int | None], element: str) -> str:
    dims = "".join(f"{'?' if d is None else d}x" for d in shape)
    return f"tensor<{dims}{element}>"


def function_text(comp: Computation, dynamic: bool) -> str:
    """Return `func.func @main` computing `comp`, with every dim `?` when `dynamic`."""

    def typed(shape: tuple[int, ...], element: str) -> str:
        return _tensor([None] * len(shape) if dynamic else shape, element)

    out_shape = np.broadcast_shapes(*(shape for shape, _ in comp.inputs))
    out_element = comp.inputs[-1][1]  # select's values, and every other case's operands
    names = {f"a{i}": f"%a{i}" for i in range(len(comp.inputs))}
    types = {f"t{i}": typed(shape, element) for i, (shape, element) in enumerate(comp.inputs)}
    result = typed(out_shape, out_element)
    body = [Template(line).substitute(names, **types, r=result, rb=typed(out_shape, "i1")) for line in comp.body]
    params = ", ".join(f"%a{i}: {types[f't{i}']}" for i in range(len(comp.inputs)))
    lines = [f"func.func @main({params}) -> {result} {{"]
    lines += [f"  {line}" for line in body]
    lines += [f"  return %out : {result}", "}"]
    return "\n".join(lines) + "\n"


_NUMPY_TYPES = {"f32": np.float32, "i32": np.int32, "i1": np.bool_}


def make_inputs(comp: Computation, seed: int) -> list[Array]:
    """Return the inputs of `comp`, the same for every variant and process (seeded by name)."""
    rng = np.random.default_rng([seed, *comp.name.encode()])
    arrays: list[Array] = []
    for shape, element in comp.inputs:
        if element == "i1":
            arrays.append(rng.random(shape) < 0.5)
        elif element == "i32":
            arrays.append(rng.integers(-(2**20), 2**20, shape, dtype=np.int32))
        else:
            arrays.append(rng.uniform(-2.0, 2.0, shape).astype(_NUMPY_TYPES[element]))
    return arrays


def compare(comp: Computation, got: Any, inputs: Sequence[Array]) -> str | None:
    """Return None if `got` is numpy's result, else what differs."""
    want = comp.reference(*inputs)
    if not isinstance(got, np.ndarray):
        return f"returned {type(got).__name__}, expected an array"
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"returned {got.dtype}{list(got.shape)}, expected {want.dtype}{list(want.shape)}"
    if comp.rtol:
        bad = ~np.isclose(got, want, rtol=comp.rtol, atol=0.0)
    else:
        bad = got != want
    if not bad.any():
        return None
    index = tuple(int(i) for i in np.argwhere(bad)[0])
    return f"{int(bad.sum())} of {bad.size} elements differ, first at {list(index)}: {got[index]} != {want[index]}"


# Checking in a child process ------------------------------------------------------------------------------------

OK, WRONG, CRASH, ERROR, TIMEOUT = "ok", "WRONG", "crash", "error", "timeout"


@dataclass
class Outcome:
    """The result of checking one case with one lowering."""

    status: str
    detail: str = ""


def check_case(case: Case, lowering: str, seed: int, opt_level: int) -> tuple[Outcome, Any]:
    """Compile and run `case` with `lowering`, compare with numpy; return the outcome and the program."""
    import tosabcast

    try:
        program = tosabcast.compile(case.source, lowering=lowering, name=case.name, opt_level=opt_level, threads=1)
        inputs = make_inputs(case.computation, seed)
        problem = compare(case.computation, program.main(*inputs), inputs)
    except Exception as exc:  # noqa: BLE001 - a compile error or a refused call is reported; the next case runs
        return Outcome(ERROR, f"{type(exc).__name__}: {_first_line(str(exc))}"), None
    if problem:
        return Outcome(WRONG, problem), None
    return Outcome(OK), program


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[0][:300] if lines else ""


def child_check(lowering: str, names: Sequence[str], size: tuple[int, int], seed: int, opt_level: int) -> int:
    """Check `names` one by one, printing a JSON line when each starts and ends (the parent reads them)."""
    by_name = {c.name: c for c in all_cases(*size)}
    for name in names:
        print(json.dumps({"start": name}), flush=True)
        outcome, _ = check_case(by_name[name], lowering, seed, opt_level)
        print(json.dumps({"done": name, "status": outcome.status, "detail": outcome.detail}), flush=True)
    return 0


def probe(lowering: str, names: Sequence[str], args: argparse.Namespace) -> dict[str, Outcome]:
    """Check every case in child processes; a case that kills its process is a crash, and the rest go on."""
    outcomes: dict[str, Outcome] = {}
    pending = list(names)
    while pending:
        command = _child_command(args, "check", "--lowering", lowering, "--cases", ",".join(pending))
        try:
            proc = subprocess.run(command, capture_output=True, text=True, timeout=args.check_timeout, check=False)
            stdout, failure = proc.stdout, f"{_exit_reason(proc.returncode)}: {_last_line(proc.stderr)}"
        except subprocess.TimeoutExpired as exc:
            stdout, failure = _text(exc.stdout), f"{TIMEOUT}: no finish in {args.check_timeout:g} s"
        started = None
        for line in stdout.splitlines():
            event = json.loads(line)
            if "start" in event:
                started = event["start"]
            else:
                outcomes[event["done"]] = Outcome(event["status"], event["detail"])
                started = None
        if started is None:
            break
        outcomes[started] = Outcome(CRASH if not failure.startswith(TIMEOUT) else TIMEOUT, failure)
        pending = pending[pending.index(started) + 1 :]
    return outcomes


def _text(output: str | bytes | None) -> str:
    """What a timed-out child printed (`TimeoutExpired` may hold bytes even in text mode)."""
    return output.decode(errors="replace") if isinstance(output, bytes) else output or ""


def _child_command(args: argparse.Namespace, mode: str, *extra: str) -> list[str]:
    size = f"{args.size[0]}x{args.size[1]}"
    return [
        sys.executable,
        os.path.abspath(__file__),
        "--child",
        mode,
        "--size",
        size,
        "--seed",
        str(args.seed),
        "--opt-level",
        str(args.opt_level),
        *extra,
    ]


def _exit_reason(returncode: int) -> str:
    if returncode < 0:
        return f"killed by {signal.Signals(-returncode).name}"
    return f"exit status {returncode}"


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:200] if lines else "no message"


# Run time --------------------------------------------------------------------------------------------------------


@dataclass
class GroupResult:
    """Medians (seconds) of one computation's static and dynamic cases, numpy and copy."""

    computation: Computation
    seconds: dict[str, float] = field(default_factory=dict)  # "<case>/<lowering>", "numpy", "copy"
    outcomes: dict[str, Outcome] = field(default_factory=dict)  # "<case>/<lowering>"
    traffic: int = 0  # bytes read and written by the computation


def _copy_variant(traffic: int) -> Callable[[], None]:
    nbytes = max(traffic // 2, 1)
    src = np.ones(nbytes, dtype=np.uint8)
    dst = np.zeros(nbytes, dtype=np.uint8)
    return lambda: np.copyto(dst, src)


def _batch_size(fn: Callable[[], Any], target: float) -> int:
    start = time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-7)
    return max(1, min(10_000, int(target / once)))


def time_rounds(
    variants: dict[str, Callable[[], Any]],
    rounds: int,
    rng: random.Random,
    *,
    batch: float = 2e-3,
    quiet: float = 0.0,
    warm: float = 0.0,
    pause_gc: bool = True,
) -> dict[str, list[float]]:
    """Return the time of one call of each variant in every round; each round runs all variants in a fresh order.

    Each sample is the mean of a batch of about `batch` seconds of calls, run `quiet` seconds after the batch
    before it and after `warm` seconds of untimed calls (both 0: back to back), with Python's cyclic garbage
    collector paused unless `pause_gc` is False (results that only it frees then pile up)."""
    for fn in variants.values():
        fn()
        fn()
    batches = {name: _batch_size(fn, batch) for name, fn in variants.items()}
    samples: dict[str, list[float]] = {name: [] for name in variants}
    order = list(variants)
    gc.collect()
    if pause_gc:
        gc.disable()
    try:
        for _ in range(rounds):
            rng.shuffle(order)
            for name in order:
                fn, count = variants[name], batches[name]
                if quiet:
                    time.sleep(quiet)
                warm_until = time.perf_counter() + warm
                while time.perf_counter() < warm_until:
                    fn()
                start = time.perf_counter()
                for _ in range(count):
                    fn()
                samples[name].append((time.perf_counter() - start) / count)
    finally:
        gc.enable()
    return samples


def time_interleaved(variants: dict[str, Callable[[], Any]], rounds: int, rng: random.Random) -> dict[str, float]:
    """Return the median time of one call of each variant over `time_rounds`' rounds."""
    return {name: statistics.median(values) for name, values in time_rounds(variants, rounds, rng).items()}


def bench_group(
    comp: Computation, probed: dict[str, dict[str, Outcome]], args: argparse.Namespace, rng: random.Random
) -> GroupResult:
    """Compile, check and time the static and dynamic cases of `comp` with both lowerings, numpy and copy."""
    result = GroupResult(comp)
    inputs = make_inputs(comp, args.seed)
    want = comp.reference(*inputs)
    result.traffic = sum(a.nbytes for a in inputs) + want.nbytes
    variants: dict[str, Callable[[], Any]] = {
        "numpy": lambda: comp.reference(*inputs),
        "copy": _copy_variant(result.traffic),
    }
    for case in (Case(comp, False), Case(comp, True)):
        for lowering in LOWERINGS:
            key = f"{case.name}/{lowering}"
            outcome = probed[lowering][case.name]
            program = None
            if outcome.status == OK:
                outcome, program = check_case(case, lowering, args.seed, args.opt_level)
            result.outcomes[key] = outcome
            if program is not None:  # timed as users write it: prog.main(a, b)
                variants[key] = lambda program=program: program.main(*inputs)
    result.seconds = time_interleaved(variants, args.rounds, rng)
    return result


# Compile time ----------------------------------------------------------------------------------------------------

_GENERATED_OPS = (
    "%v{i} = tosa.add {x}, {y} : ($T, $T) -> $T",
    "%v{i} = tosa.mul {x}, {y}, %shift : ($T, $T, tensor<1xi8>) -> $T",
    "%v{i} = tosa.sub {x}, {y} : ($T, $T) -> $T",
    "%v{i} = tosa.maximum {x}, {y} {{nan_mode = #tosa.nan_mode<PROPAGATE>}} : ($T, $T) -> $T",
    "%v{i} = tosa.abs {x} : ($T) -> $T",
    "%v{i} = tosa.minimum {x}, {y} {{nan_mode = #tosa.nan_mode<IGNORE>}} : ($T, $T) -> $T",
    "%v{i} = tosa.exp {x} : ($T) -> $T",
    "%v{i} = tosa.negate {x}, %zp, %zp : ($T, tensor<1xf32>, tensor<1xf32>) -> $T",
)


def generate_module(n_ops: int, seed: int = 0) -> str:
    """Return a function of `n_ops` element-wise ops on four `tensor<?x?xf32>` arguments.

    Op i applies the i-th entry of `_GENERATED_OPS` (cyclically) to the previous value and to one of the
    eight values before it, so values have one or several uses and the chain is one long dependency.
    """
    rng = random.Random(seed)
    type_ = "tensor<?x?xf32>"
    lines = [
        f"func.func @main(%a0: {type_}, %a1: {type_}, %a2: {type_}, %a3: {type_}) -> {type_} {{",
        f"  {_MUL_SHIFT}",
        '  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>',
    ]
    values = ["%a0", "%a1", "%a2", "%a3"]
    for i in range(n_ops):
        template = Template(_GENERATED_OPS[i % len(_GENERATED_OPS)]).substitute(T=type_)
        other = values[rng.randrange(max(0, len(values) - 8), len(values))]
        lines.append("  " + template.format(i=i, x=values[-1], y=other))
        values.append(f"%v{i}")
    lines += [f"  return {values[-1]} : {type_}", "}"]
    return "\n".join(lines) + "\n"


LOWERING_PASS = {
    # Ours as `--tosabcast-to-llvm` runs it: exp stays math.exp (upstream's output has math.exp too) and becomes
    # our polynomial in `--tosabcast-expand-exp`, timed in the to-llvm stage.
    "tosabcast": "tosabcast-lower-to-linalg{defer-exp=true leave-unsupported=true}",
    "upstream": "func.func(tosa-to-linalg)",
    # Reported, not a target: ours with default options, the polynomial built by the pass (43 ops per exp).
    "tosabcast-inline-exp": "tosabcast-lower-to-linalg",
}


def _timed_stages(text: str, stages: Sequence[tuple[str, str]], report: bool) -> dict[str, float]:
    """Parse `text` in a fresh context and run each (name, pipeline text) stage on it; return seconds per stage."""
    from mlir import ir

    from tosabcast.pipelines.manager import build_pass_manager, parse_pipeline

    times: dict[str, float] = {}
    with ir.Context() as context, ir.Location.unknown():
        context.enable_multithreading(False)
        module = ir.Module.parse(text)
        for name, pipeline in stages:
            pm = build_pass_manager(parse_pipeline(pipeline))
            start = time.perf_counter()
            pm.run(module.operation)
            times[name] = time.perf_counter() - start
            if report:  # a child killed at its deadline still tells how far it got
                print(json.dumps({"stage": name, "seconds": times[name]}), flush=True)
    return times


def child_compile(lowering: str, n_ops: int, mode: str, repeat: int) -> int:
    """Time the generated module of `n_ops` ops on fresh parses; print JSON lines, the medians last.

    "pipeline": every stage of `lowering` to the LLVM dialect. "lower": the two lowering passes alone,
    alternating (ours, upstream, upstream, ours, ...) so that both see the same machine. "jit": all of
    `tosabcast.compile` (parse, passes, LLVM code generation at -O3), once.
    """
    import tosabcast
    from tosabcast.pipelines import named as pipelines

    text = generate_module(n_ops)
    if mode == "jit":
        timing = tosabcast.compile(text, lowering=lowering, threads=1).timing
        stages = {"parse": timing.parse, "passes": timing.ours + timing.stock, "jit": timing.jit}
        print(json.dumps({"result": stages, "total": timing.total}), flush=True)
        return 0
    runs: list[dict[str, float]] = []
    for i in range(repeat):
        if mode == "pipeline":
            runs.append(_timed_stages(text, pipelines.stages(lowering), report=True))
            continue
        names = tuple(LOWERING_PASS)
        order = names if i % 2 == 0 else names[::-1]
        times: dict[str, float] = {}
        for name in order:
            times.update(_timed_stages(text, [(name, LOWERING_PASS[name])], report=False))
        runs.append(times)
    medians = {name: statistics.median(r[name] for r in runs) for name in runs[0]}
    print(json.dumps({"result": medians, "total": sum(medians.values())}), flush=True)
    return 0


@dataclass
class CompileRun:
    """How a compile child ended: stage medians and total, or why it did not finish."""

    lowering: str
    n_ops: int
    mode: str
    stages: dict[str, float] = field(default_factory=dict)
    total: float | None = None
    failure: str = ""  # "no finish in 120 s (...)", "crash ...", when total is None
    wall: float = 0.0


class CompileJob:
    """A compile child started now and finished (or killed at its deadline) by `result()`."""

    def __init__(
        self, args: argparse.Namespace, lowering: str, n_ops: int, mode: str, repeat: int, deadline: float
    ) -> None:
        self.run = CompileRun(lowering, n_ops, mode)
        self.deadline = deadline
        command = _child_command(
            args, "compile", "--lowering", lowering, "--ops", str(n_ops), "--mode", mode, "--repeat", str(repeat)
        )
        cap = int(args.memory_cap_gib * 2**30)
        self.start = time.perf_counter()
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        with contextlib.suppress(ProcessLookupError):  # set while Python still starts; gone: nothing to cap
            resource.prlimit(self.proc.pid, resource.RLIMIT_AS, (cap, cap))
        self.cap_gib = args.memory_cap_gib
        self.timed_out = False
        self.timer = threading.Timer(deadline, self._kill)  # at the deadline, even while we do other work
        self.timer.start()

    def _kill(self) -> None:
        self.timed_out = True
        self.proc.kill()

    def result(self) -> CompileRun:
        stdout, stderr = self.proc.communicate()
        self.timer.cancel()
        timed_out = self.timed_out
        self.run.wall = time.perf_counter() - self.start
        done: list[str] = []
        for line in stdout.splitlines():
            event = json.loads(line)
            if "stage" in event:
                done.append(f"{event['stage']} {event['seconds']:.1f} s")
            else:
                self.run.stages, self.run.total = event["result"], event["total"]
        reached = f"finished: {', '.join(done) or 'nothing'}"
        if self.run.total is not None:
            return self.run
        if timed_out:
            self.run.failure = f"no finish in {self.deadline:.0f} s ({reached})"
        else:
            reason = _exit_reason(self.proc.returncode)
            if "memory" in stderr.lower() or "bad_alloc" in stderr:
                reason = f"out of memory at the {self.cap_gib:g} GiB address-space cap"
            self.run.failure = f"no finish: {reason} ({reached}): {_last_line(stderr)}"
        return self.run


@dataclass
class CompileResults:
    """Everything the compile-time section measured."""

    growth: list[CompileRun] = field(default_factory=list)  # ours, pipeline, by op count
    upstream: CompileRun | None = None  # upstream, pipeline, 1,000 ops
    lower_only: CompileRun | None = None  # both lowering passes, 1,000 ops; stages by lowering
    jit: CompileRun | None = None  # ours, all of tosabcast.compile, 1,000 ops

    def ours_at(self, n_ops: int) -> CompileRun | None:
        return next((r for r in self.growth if r.n_ops == n_ops), None)

    def exponent(self, low: int | None = None) -> float | None:
        """Slope of log(time) over log(ops) by least squares, over the runs with at least `low` ops."""
        points = [(r.n_ops, r.total) for r in self.growth if r.total and (low is None or r.n_ops >= low)]
        if len(points) < 2:
            return None
        xs = np.log([p[0] for p in points])
        ys = np.log([p[1] for p in points])
        return float(np.polyfit(xs, ys, 1)[0])


# Report -------------------------------------------------------------------------------------------------------------


def _fmt_seconds(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    if seconds >= 1.0:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3f} ms"
    return f"{seconds * 1e6:.2f} us"


def _fmt_ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}x"


def _ratio(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or denominator is None or denominator <= 0:
        return None
    return numerator / denominator


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
    lines = ["| " + " | ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)) + " |"]
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in rows:
        lines.append("| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |")
    return "\n".join(lines)


def _time_or_status(group: GroupResult, key: str) -> str:
    outcome = group.outcomes.get(key)
    if outcome is not None and outcome.status != OK:
        return outcome.status
    return _fmt_seconds(group.seconds.get(key))


def runtime_table(groups: Sequence[GroupResult]) -> str:
    """Render medians and ratios, one row per case."""
    header = [
        "case",
        "what",
        "ours",
        "upstream",
        "numpy",
        "copy",
        "ours/upstream",
        "ours/numpy",
        "ours/copy",
        "dyn/static ours",
        "dyn/static upstream",
    ]
    rows = []
    for group in groups:
        comp = group.computation
        for case in (Case(comp, False), Case(comp, True)):
            ours, up = (group.seconds.get(f"{case.name}/{lowering}") for lowering in LOWERINGS)
            static = [group.seconds.get(f"{Case(comp, False).name}/{lowering}") for lowering in LOWERINGS]
            dyn = [_fmt_ratio(_ratio(t, s)) if case.dynamic else "" for t, s in zip((ours, up), static, strict=True)]
            rows.append(
                [
                    case.name,
                    comp.what if not case.dynamic else "same, `?` dims",
                    _time_or_status(group, f"{case.name}/tosabcast"),
                    _time_or_status(group, f"{case.name}/upstream"),
                    _fmt_seconds(group.seconds["numpy"]),
                    _fmt_seconds(group.seconds["copy"]),
                    _fmt_ratio(_ratio(ours, up)),
                    _fmt_ratio(_ratio(ours, group.seconds["numpy"])),
                    _fmt_ratio(_ratio(ours, group.seconds["copy"])),
                    *dyn,
                ]
            )
    return _table(header, rows)


@dataclass
class Target:
    """One checked target: what, the measured value, the bound, and the verdict."""

    what: str
    value: str
    bound: str
    verdict: str  # "PASS", "MISS", "n/a" (nothing to compare with), "INFO"


def _bounded(what: str, value: float | None, bound: float, at_most: bool, missing: str = "MISS") -> Target:
    if value is None:
        return Target(what, "-", f"{'<=' if at_most else '>='} {bound:g}", missing)
    ok = value <= bound if at_most else value >= bound
    return Target(what, f"{value:.2f}", f"{'<=' if at_most else '>='} {bound:g}", "PASS" if ok else "MISS")


def runtime_targets(groups: Sequence[GroupResult]) -> list[Target]:
    """The run-time targets of issue 6, one line per case and ratio."""
    targets: list[Target] = []
    for group in groups:
        comp = group.computation
        static, dynamic = Case(comp, False).name, Case(comp, True).name
        ours = {c: group.seconds.get(f"{c}/tosabcast") for c in (static, dynamic)}
        up = {c: group.seconds.get(f"{c}/upstream") for c in (static, dynamic)}
        targets.append(
            _bounded(f"{dynamic}: ours dynamic / ours static", _ratio(ours[dynamic], ours[static]), 1.2, True)
        )
        for case in (static, dynamic):
            targets.append(
                _bounded(
                    f"{case}: ours / upstream",
                    _ratio(ours[case], up[case]),
                    1.05,
                    True,
                    missing="n/a" if ours[case] else "MISS",
                )
            )
        if comp.tags & {"broadcast", "chain"}:
            targets.append(
                _bounded(
                    f"{dynamic}: upstream / ours (speed-up)",
                    _ratio(up[dynamic], ours[dynamic]),
                    2.0,
                    False,
                    missing="n/a" if ours[dynamic] else "MISS",
                )
            )
        if comp.name == "chain":
            targets.append(
                _bounded(f"{dynamic}: ours / numpy", _ratio(ours[dynamic], group.seconds["numpy"]), 0.5, True)
            )
    return targets


def compile_targets(results: CompileResults) -> list[Target]:
    """The compile-time targets of issue 6 (and the exponent of the tail, which the all-sizes fit hides)."""
    at_1000 = results.ours_at(1000)
    lower = results.lower_only.stages if results.lower_only else {}
    return [
        _bounded("compile 1,000 dynamic ops to LLVM, ours (s)", at_1000.total if at_1000 else None, 10.0, True),
        _bounded("compile-time growth exponent, ours, 100..10,000 ops", results.exponent(), 1.2, True),
        _bounded("compile-time growth exponent, ours, 1,000..10,000 ops only", results.exponent(low=1000), 1.2, True),
        _bounded(
            "lowering pass alone on 1,000 ops: ours / upstream tosa-to-linalg",
            _ratio(lower.get("tosabcast"), lower.get("upstream")),
            1.0,
            True,
        ),
    ]


def overhead_targets(groups: Sequence[GroupResult]) -> list[Target]:
    """Per-call cost on 64 elements: ours and upstream against numpy (reported, no bound in the issue)."""
    group = next((g for g in groups if g.computation.name == "add_64"), None)
    if group is None:
        return []
    numpy_time = group.seconds["numpy"]
    targets = []
    for case in (Case(group.computation, False), Case(group.computation, True)):
        for lowering in LOWERINGS:
            seconds = group.seconds.get(f"{case.name}/{lowering}")
            value = (
                "-"
                if seconds is None
                else (f"{_fmt_seconds(seconds)} vs numpy {_fmt_seconds(numpy_time)} ({seconds / numpy_time:.1f}x)")
            )
            targets.append(
                Target(f"per call, prog.main(a, b), {case.name}, {LABEL[lowering]}", value, "report", "INFO")
            )
    return targets


def targets_table(targets: Sequence[Target]) -> str:
    return _table(["target", "value", "bound", "verdict"], [[t.what, t.value, t.bound, t.verdict] for t in targets])


def compile_table(results: CompileResults) -> str:
    """Render the compile-time measurements."""
    rows = []
    for run in results.growth:
        stages = [_fmt_seconds(run.stages.get(s)) for s in ("lower", "bufferize", "to-llvm")]
        rows.append(["ours", str(run.n_ops), *stages, _fmt_seconds(run.total) if run.total else run.failure])
    if results.upstream:
        run = results.upstream
        stages = [_fmt_seconds(run.stages.get(s)) for s in ("lower", "bufferize", "to-llvm")]
        rows.append(["upstream", str(run.n_ops), *stages, _fmt_seconds(run.total) if run.total else run.failure])
    table = _table(["lowering", "ops", "lower", "bufferize", "to-llvm", "total to LLVM dialect"], rows)
    lines = [table, ""]
    full, tail = results.exponent(), results.exponent(low=1000)
    lines.append(
        f"growth exponent of ours (log-log least squares): all sizes {_fmt_exp(full)}, >= 1,000 ops {_fmt_exp(tail)}"
    )
    if results.jit is not None:
        run = results.jit
        parts = ", ".join(f"{name} {_fmt_seconds(seconds)}" for name, seconds in run.stages.items())
        shown = f"{_fmt_seconds(run.total)} ({parts})" if run.total else run.failure
        lines.append(f"all of tosabcast.compile on 1,000 ops, ours, with LLVM -O3 code generation: {shown}")
    run = results.lower_only
    for name in LOWERING_PASS if run is not None else ():
        shown = _fmt_seconds(run.stages.get(name)) if run.total else run.failure
        label = LABEL.get(name, "ours, default options")
        lines.append(f"lowering pass alone, 1,000 ops, median of 5: {label} ({LOWERING_PASS[name]}) {shown}")
    return "\n".join(lines)


def _fmt_exp(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


# Main ----------------------------------------------------------------------------------------------------------------


def _size(text: str) -> tuple[int, int]:
    m, _, n = text.lower().partition("x")
    try:
        size = (int(m), int(n))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected MxN, got '{text}'") from None
    if min(size) < 2:
        raise argparse.ArgumentTypeError(f"both dims must be at least 2, got '{text}'")
    return size


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=_size, default=(2048, 2048), help="MxN of the large tensors (2048x2048)")
    parser.add_argument("--rounds", type=int, default=41, help="timing rounds per case (41)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--opt-level", type=int, default=3, help="LLVM optimization level of the JIT (3)")
    parser.add_argument("--check-only", action="store_true", help="check every case's results, time nothing")
    parser.add_argument("--skip-compile", action="store_true", help="skip the compile-time measurements")
    parser.add_argument("--growth", default="100,300,1000,3000,10000", help="op counts for the growth fit")
    parser.add_argument("--compile-timeout", type=float, default=120.0, help="deadline of each compile child (s)")
    parser.add_argument("--check-timeout", type=float, default=600.0, help="deadline of a check child (s)")
    parser.add_argument("--memory-cap-gib", type=float, default=8.0, help="address-space cap of compile children")
    parser.add_argument("--default-allocator", action="store_true", help="keep glibc's adaptive malloc thresholds")
    parser.add_argument("--json", help="also write every measurement to this file")
    parser.add_argument("--child", choices=("check", "compile"), help=argparse.SUPPRESS)
    parser.add_argument("--lowering", choices=LOWERINGS, help=argparse.SUPPRESS)
    parser.add_argument("--cases", help=argparse.SUPPRESS)
    parser.add_argument("--ops", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--mode", choices=("pipeline", "lower", "jit"), help=argparse.SUPPRESS)
    parser.add_argument("--repeat", type=int, default=1, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def _section(title: str) -> None:
    print(f"\n## {title}\n", flush=True)


def _start_compile_jobs(args: argparse.Namespace) -> tuple[CompileResults, CompileJob]:
    """Time each lowering pass alone, then start upstream's 1,000-op pipeline in the background."""
    results = CompileResults()
    results.lower_only = CompileJob(args, "tosabcast", 1000, "lower", 5, args.compile_timeout).result()
    return results, CompileJob(args, "upstream", 1000, "pipeline", 1, args.compile_timeout)


def _measure_growth(args: argparse.Namespace, results: CompileResults) -> None:
    for n_ops in (int(n) for n in args.growth.split(",")):
        job = CompileJob(args, "tosabcast", n_ops, "pipeline", 3 if n_ops <= 1000 else 1, args.compile_timeout)
        results.growth.append(job.result())
        run = results.growth[-1]
        print(f"  ours, {n_ops} ops: {_fmt_seconds(run.total) if run.total else run.failure}", flush=True)
    results.jit = CompileJob(args, "tosabcast", 1000, "jit", 1, args.compile_timeout).result()


def _check_all(cases: Sequence[Case], args: argparse.Namespace) -> dict[str, dict[str, Outcome]]:
    names = [c.name for c in cases]
    probed = {lowering: probe(lowering, names, args) for lowering in LOWERINGS}
    rows = [[name, *(_outcome_text(probed[lowering].get(name)) for lowering in LOWERINGS)] for name in names]
    print(_table(["case", "ours", "upstream"], rows), flush=True)
    return probed


def _outcome_text(outcome: Outcome | None) -> str:
    if outcome is None:
        return "not run"
    return outcome.status + (f": {outcome.detail}" if outcome.detail else "")


def _failed(probed: dict[str, dict[str, Outcome]], groups: Sequence[GroupResult]) -> list[str]:
    """Cases that make the run fail: any wrong result; ours not ok."""
    bad = []
    outcomes = {(lowering, name): o for lowering, by_name in probed.items() for name, o in by_name.items()}
    for group in groups:
        for key, outcome in group.outcomes.items():
            name, lowering = key.split("/")
            outcomes[(lowering, name)] = outcome
    for (lowering, name), outcome in sorted(outcomes.items()):
        if outcome.status == WRONG or (lowering == "tosabcast" and outcome.status != OK):
            bad.append(f"{name} ({LABEL[lowering]}): {_outcome_text(outcome)}")
    return bad


def _machine() -> str:
    model = "unknown cpu"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            model = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), model)
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (
        f"{model}, {os.cpu_count()} cpus, {memory:.1f} GiB, Python {sys.version.split()[0]}, "
        f"numpy {np.__version__}, {time.strftime('%Y-%m-%d %H:%M %Z')}"
    )


_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc <malloc.h>


def steady_allocator() -> str:
    """Make glibc malloc keep and reuse freed large buffers in this process; return what was set.

    By default glibc adapts its mmap and trim thresholds to the process's history, so whether a 16 MiB
    result or temporary comes from the heap or from fresh pages (4,096 page faults, zeroed by the kernel)
    depends on what ran before: the same upstream call measured 3.3 ms or 25 ms. Fixed thresholds make
    every variant's time depend on its code only (numpy's allocations included).
    """
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return "default (no glibc mallopt)"
    if mallopt(_M_MMAP_THRESHOLD, 32 * 2**20) and mallopt(_M_TRIM_THRESHOLD, 2**30):
        return "glibc malloc, M_MMAP_THRESHOLD 32 MiB, M_TRIM_THRESHOLD 1 GiB (freed buffers reused)"
    return "default (mallopt refused)"


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg()) + " (1, 5, 15 min)"


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    if args.child == "check":
        return child_check(args.lowering, args.cases.split(","), args.size, args.seed, args.opt_level)
    if args.child == "compile":
        return child_compile(args.lowering, args.ops, args.mode, args.repeat)
    started = time.perf_counter()
    allocator = "default (--default-allocator)" if args.default_allocator else steady_allocator()
    print(
        f"# tosabcast benchmark\n\nmachine: {_machine()}\nlarge tensors: {args.size[0]}x{args.size[1]}\n"
        f"allocator: {allocator}\nload average at start: {_load()}",
        flush=True,
    )
    cases = all_cases(*args.size)
    compile_results, upstream_job = None, None
    if not (args.check_only or args.skip_compile):
        _section("compile time (children with deadlines; upstream's 1,000-op run overlaps ours and the checks)")
        compile_results, upstream_job = _start_compile_jobs(args)
        _measure_growth(args, compile_results)
    _section("correctness of every case (child processes, vs numpy)")
    probed = _check_all(cases, args)
    groups: list[GroupResult] = []
    if not args.check_only:
        if upstream_job is not None and compile_results is not None:
            compile_results.upstream = upstream_job.result()  # before timing: it would steal a core
        _section(f"run time (median of {args.rounds} interleaved rounds)")
        rng = random.Random(args.seed)
        for comp in computations(*args.size):
            groups.append(bench_group(comp, probed, args, rng))
            print(f"  timed {comp.name}", flush=True)
        print(runtime_table(groups))
    targets: list[Target] = runtime_targets(groups) + overhead_targets(groups)
    if compile_results is not None:
        _section("compile time")
        print(compile_table(compile_results))
        targets += compile_targets(compile_results)
    if targets:
        _section("targets")
        print(targets_table(targets))
        misses = sum(t.verdict == "MISS" for t in targets)
        print(f"\n{sum(t.verdict == 'PASS' for t in targets)} PASS, {misses} MISS")
    bad = _failed(probed, groups)
    _section("verdict")
    for line in bad:
        print(f"WRONG/FAILED: {line}")
    print(
        f"{'FAIL' if bad else 'all results correct'}; wall time {time.perf_counter() - started:.0f} s; "
        f"load average at the end: {_load()}"
    )
    if args.json:
        _write_json(args.json, groups, compile_results, targets, bad)
    return 1 if bad else 0


def _write_json(
    path: str,
    groups: Sequence[GroupResult],
    compile_results: CompileResults | None,
    targets: Sequence[Target],
    bad: Sequence[str],
) -> None:
    data = {
        "machine": _machine(),
        "runtime": {g.computation.name: g.seconds for g in groups},
        "compile": _compile_json(compile_results) if compile_results else None,
        "targets": [vars(t) for t in targets],
        "failed": list(bad),
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)


def _compile_json(results: CompileResults) -> dict[str, Any]:
    return {
        "growth": [vars(r) for r in results.growth],
        "upstream": vars(results.upstream) if results.upstream else None,
        "lower_only": vars(results.lower_only) if results.lower_only else None,
        "jit": vars(results.jit) if results.jit else None,
    }


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
