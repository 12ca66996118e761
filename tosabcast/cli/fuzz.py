"""`python -m tosabcast.fuzz`: mutation and input fuzzing of the driver, `tosabcast.compile` and `Program` calls.

    python -m tosabcast.fuzz --mode driver --cases 10000 --seed 1 --jobs 2 [--out fuzz-out]

prints a table of outcomes and writes a reproducer for every bad case to `--out`. Three modes:

* `driver`: a chunk of one of the suite's `test/**/*.mlir` files, mutated (`tosabcast.cli.mutate`), with a
  random set of flags, through `python -m tosabcast.opt`'s `main` (which forks a child per case, as the real
  command does). Outcomes: ok, located error, usage error (a deliberately bad flag), unlocated error, internal
  error (our bug reported without a traceback), traceback, MLIR crash (a child signal the driver caught),
  crash (the driver itself died), partial output (a failure that wrote output), timeout.
* `compile`: the same mutated text through `tosabcast.compile()` in the worker: ok, located error, unlocated
  error, other exception, crash (the calling process died), timeout.
* `call`: a random function and call (`tosabcast.cli.fuzz_calls`) checked against the numpy reference: ok,
  located error, unlocated error, false error (a legal call refused), missed error (an illegal call
  accepted), wrong result, other exception, compile error, crash, timeout.

Each case is a pure function of (mode, seed, index). Cases run in worker processes, one case at a time per
worker; a worker that dies or hangs is charged to the case it was running, killed (with its children) and
replaced, and the campaign goes on from the next case. Workers are also replaced every `RECYCLE` cases, so a
slow leak in MLIR cannot skew later cases.

Why workers and not one process per case: importing MLIR costs about half a second, more than most cases;
a long-lived worker amortizes it and still isolates every crash.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import random
import re
import selectors
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tosabcast.cli import fuzz_calls, mutate

MODES = ("driver", "compile", "call")
OUTCOMES: dict[str, tuple[str, ...]] = {
    "driver": ("ok", "located error", "usage error", "unlocated error", "internal error", "traceback",
               "MLIR crash", "crash", "partial output", "timeout"),
    "compile": ("ok", "located error", "unlocated error", "other exception", "crash", "timeout"),
    "call": ("ok", "located error", "unlocated error", "false error", "missed error", "wrong result",
             "other exception", "compile error", "crash", "timeout"),
}  # fmt: skip
GOOD = {"ok", "located error", "usage error"}
TIMEOUT = {"driver": 60.0, "compile": 60.0, "call": 30.0}
RECYCLE = 150
CALLS_PER_PROGRAM = 8
ROOT = Path(__file__).resolve().parents[2]
LOCATED = re.compile(r"^(?:[^\s:]|[A-Za-z]:)[^\n]*?:([1-9]\d*):(\d+): (?:error|warning|note|remark)", re.MULTILINE)
ZERO_LOCATION = re.compile(r":0:0: error")
# Whole-input errors have no line to point at; they say what is wrong with the file instead.
WHOLE_INPUT = re.compile(r"(is not UTF-8|is empty|could not open input file|MLIR bytecode)")

# -- corpus and flags --------------------------------------------------------------------------------------


def corpus(root: Path = ROOT) -> list[tuple[str, str]]:
    """(name, text) of every chunk between `// -----` lines of the suite's and the examples' `.mlir` files."""
    files = sorted(
        path
        for path in [*root.joinpath("test").rglob("*.mlir"), *root.joinpath("examples").rglob("*.mlir")]
        if not any(part.startswith(".") or part == "Output" for part in path.relative_to(root).parts)
    )  # the sources only: not lit's outputs (test/.lit-out), which depend on what ran before
    chunks = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        if len(text) > 200_000:
            continue
        for k, chunk in enumerate(text.split("\n// -----\n")):
            if "func.func" in chunk or "tosa." in chunk:
                chunks.append((f"{path.relative_to(root)}#{k}", chunk))
    if not chunks:
        raise SystemExit(f"tosabcast-fuzz: error: no .mlir files under {root}/test (run from a source checkout)")
    return chunks


OUR_FLAGS = (
    "--tosabcast-verify", "--tosabcast-verify=strict=true", "--tosabcast-infer-shapes",
    "--tosabcast-infer-shapes=update-signature=true", "--tosabcast-equalize-ranks", "--tosabcast-lower-to-linalg",
    "--tosabcast-lower-to-linalg=fuse=false", "--tosabcast-lower-to-linalg=libm-exp=true", "--tosabcast-expand-exp",
    "--tosabcast-widen-i1", "--tosabcast-guard-allocations", "--tosabcast-to-llvm",
    "--tosabcast-check-shapes", "--tosabcast-check-lowerable", "--tosabcast-to-linalg", "--tosabcast-expand-math",
    "--tosabcast-version-loops", "--tosabcast-split-tasks", "--tosabcast-split-tasks=threads=3 min-task-size=1",
    "--tosabcast-to-llvm-threaded", "--tosabcast-version-sincos", "--tosabcast-split-tasks=runtime=openmp",
    "--tosabcast-split-tasks=threads=3 min-task-size=1 runtime=openmp", "--tosabcast-to-llvm-openmp",
)  # fmt: skip
STOCK_FLAGS = (
    "--canonicalize", "--cse", "--sccp", "--tosa-to-linalg", "--tosa-to-arith", "--linalg-fuse-elementwise-ops",
    "--inline", "--symbol-dce", "--tosa-infer-shapes", "--tosa-make-broadcastable", "--tosa-validate",
    "--one-shot-bufferize", "--convert-linalg-to-loops", "--loop-invariant-code-motion",
    "--convert-linalg-to-parallel-loops",
)  # fmt: skip
OPTION_FLAGS = (
    "--allow-legacy-tosa", "--split-input-file", "--verify-diagnostics", "--mlir-print-debuginfo",
    "--mlir-print-op-generic", "--allow-unregistered-dialect", "--mlir-print-ir-after-failure",
)  # fmt: skip
BAD_FLAGS = (
    "--tosabcast-verify=strict=maybe", "--no-such-pass", "--pass-pipeline=builtin.module(canonicalize",
    "--tosabcast-lower-to-linalg=unknown=1", "--split-input-file=", "-o", "--tosabcast-split-tasks=runtime=gomp",
)  # fmt: skip


def _flags(rng: random.Random) -> tuple[list[str], bool]:
    """A random command line (without the input); True when it holds a deliberately bad flag."""
    flags = rng.sample(OPTION_FLAGS, rng.choice((0, 0, 1, 1, 2)))
    passes = [rng.choice(OUR_FLAGS if rng.random() < 0.6 else STOCK_FLAGS) for _ in range(rng.choice((0, 1, 1, 2, 3)))]
    bad = rng.random() < 0.04
    if bad:
        passes.insert(rng.randrange(len(passes) + 1), rng.choice(BAD_FLAGS))
    anchored = all(p.startswith("--tosabcast-") or p in ("--canonicalize", "--cse") for p in passes)
    if rng.random() < 0.15 and passes and not bad and anchored and "--tosabcast-to-llvm" not in passes:
        names = [p[2:].replace("=", "{", 1) + ("}" if "=" in p else "") for p in passes]
        passes = ["--pass-pipeline=builtin.module(" + ",".join(names) + ")"]
    return flags + passes, bad


# -- cases -------------------------------------------------------------------------------------------------


@dataclass
class Case:
    """One fuzz case: the mutated input and how to run it, as plain data."""

    mode: str
    seed: int
    index: int
    source: str = ""
    mutations: list[str] = field(default_factory=list)
    data: bytes = b""
    flags: list[str] = field(default_factory=list)
    bad_flag: bool = False
    options: dict[str, Any] = field(default_factory=dict)
    call: dict[str, Any] = field(default_factory=dict)


_corpus_cache: list[tuple[str, str]] = []


def make_case(mode: str, seed: int, index: int) -> Case:
    """The case `index` of the campaign `(mode, seed)`: the same on every run and machine."""
    rng = random.Random(f"tosabcast-fuzz:{mode}:{seed}:{index}")
    case = Case(mode, seed, index)
    if mode == "call":
        program_rng = random.Random(f"tosabcast-fuzz:call:{seed}:program:{index // CALLS_PER_PROGRAM}")
        case.call = fuzz_calls.spec(program_rng, rng)
        case.source = f"tosa.{case.call['op']} {case.call['element']}"
        return case
    if not _corpus_cache:
        _corpus_cache.extend(corpus())
    name, text = rng.choice(_corpus_cache)
    donors = [rng.choice(_corpus_cache)[1] for _ in range(2)]
    mutated, case.mutations = mutate.mutate(text, rng, donors)
    case.source, case.data = name, mutate.to_bytes(mutated)
    if mode == "driver":
        case.flags, case.bad_flag = _flags(rng)
        case.options = {"output_file": rng.random() < 0.3}
    else:
        case.options = {
            "as": rng.choice(("text", "text", "text", "path", "pathlib")),
            "lowering": "upstream" if rng.random() < 0.15 else "tosabcast",
            "legacy": rng.random() < 0.15,
            "opt_level": rng.choice((0, 0, 2)),
        }
    return case


# -- running one case (in a worker) ------------------------------------------------------------------------


def run_driver_case(case: Case, tmp: Path, in_process: bool = False) -> tuple[str, str]:
    """Run the driver's `main` on the case with stdout/stderr captured; classify what it did."""
    from tosabcast.cli import driver

    source = tmp / "input.mlir"
    source.write_bytes(case.data)
    output = tmp / "out.mlir"
    output.unlink(missing_ok=True)
    argv = [*case.flags, str(source)] + (["-o", str(output)] if case.options.get("output_file") else [])
    out_path, err_path = tmp / "stdout", tmp / "stderr"
    saved = os.dup(0), os.dup(1), os.dup(2)
    sys.stdout.flush()
    sys.stderr.flush()
    with open(os.devnull, "rb") as null, open(out_path, "wb") as out, open(err_path, "wb") as err:
        os.dup2(null.fileno(), 0)  # a command line without an input reads stdin: give it nothing, not our channel
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        try:
            code = driver.main_in_process(argv) if in_process else driver.main(argv)
        except BaseException as exc:  # noqa: BLE001 -- the parent side of the driver raised
            code = -1
            print(f"Traceback (most recent call last):\n{type(exc).__name__}: {exc}", file=sys.stderr)
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            for fd, copy in enumerate(saved):
                os.dup2(copy, fd)
                os.close(copy)
    stdout = out_path.read_bytes()
    stderr = err_path.read_bytes().decode("utf-8", "replace")
    return classify_driver(code, stdout, stderr, output.exists(), case.bad_flag)


def classify_driver(code: int, stdout: bytes, stderr: str, wrote_file: bool, bad_flag: bool) -> tuple[str, str]:
    """The outcome of one driver run, and the first lines of its stderr as the detail."""
    detail = "\n".join(stderr.splitlines()[:6])
    if "Traceback (most recent call last)" in stderr:
        return "traceback", detail
    if code == 0:
        return "ok", ""
    if stdout.strip() or wrote_file:
        return "partial output", detail
    if "MLIR crashed" in stderr:
        return "MLIR crash", detail
    if "internal error" in stderr:
        return "internal error", detail
    if LOCATED.search(stderr) and not ZERO_LOCATION.search(stderr):
        return "located error", detail
    if bad_flag or WHOLE_INPUT.search(stderr):
        return "usage error", detail
    return "unlocated error", detail or f"exit code {code} and no message"


def run_compile_case(case: Case, tmp: Path) -> tuple[str, str]:
    """Call `tosabcast.compile` on the case in this process; classify the outcome."""
    from tosabcast.runtime.jit import CompileError
    from tosabcast.runtime.jit import compile as compile_tosa

    opts = case.options
    path = tmp / "input.mlir"
    path.write_bytes(case.data)
    text = case.data.decode("utf-8", "surrogateescape")
    source: Any = {"text": text, "path": str(path), "pathlib": path}[opts["as"]]
    try:
        compile_tosa(
            source, lowering=opts["lowering"], legacy=opts["legacy"], opt_level=opts["opt_level"], name="fuzz.mlir"
        )
    except CompileError as exc:
        message = str(exc)
        if LOCATED.search(message) and not ZERO_LOCATION.search(message):
            return "located error", message[:600]
        if WHOLE_INPUT.search(message):
            return "located error", message[:600]
        return "unlocated error", message[:600]
    except (Exception, RecursionError) as exc:  # noqa: BLE001 -- every other exception is a finding
        return "other exception", f"{type(exc).__name__}: {str(exc)[:600]}"
    return "ok", ""


def run_case(case: Case, tmp: Path) -> tuple[str, str]:
    """Run one case here; an exception that escapes is a bug of the fuzzer itself ("fuzzer error")."""
    _self_test(case.index)
    try:
        if case.mode == "driver":
            return run_driver_case(case, tmp)
        if case.mode == "compile":
            return run_compile_case(case, tmp)
        return fuzz_calls.run(case.call)
    except Exception:  # noqa: BLE001
        return "fuzzer error", traceback.format_exc(limit=-4)


def _self_test(index: int) -> None:
    """Die or hang at the case indices `TOSABCAST_FUZZ_SELF_TEST` names (`abort:3,hang:5`): tests the campaign."""
    for item in filter(None, os.environ.get("TOSABCAST_FUZZ_SELF_TEST", "").split(",")):
        what, at = item.split(":")
        if int(at) == index:
            if what == "abort":
                os.abort()
            time.sleep(3600)


def _warm_up(mode: str, tmp: Path) -> None:
    """Import what the cases use before the first one: the driver's forked children would each import it anew.

    Running the driver once here on a shipped example imports the passes, pipelines and lowering (2.4 s of
    imports that every case would otherwise pay; a real `python -m tosabcast.opt` pays them once too).
    """
    example = ROOT / "examples" / "broadcast_add.mlir"
    if mode == "driver" and example.exists():
        run_driver_case(Case(mode, 0, -1, flags=["--tosabcast-to-llvm"], data=example.read_bytes()), tmp, True)


def worker(mode: str, seed: int) -> None:
    """Read case indices from stdin, one per line; write one JSON result line each; stop after RECYCLE cases."""
    channel = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # stray prints (from MLIR or a case) must not corrupt the channel
    with tempfile.TemporaryDirectory(prefix="tosabcast-fuzz-") as tmp:
        os.chdir(tmp)  # a case's relative paths (`-o --some-flag`) land here, not in the caller's directory
        _warm_up(mode, Path(tmp))
        for done, line in enumerate(sys.stdin):
            index = int(line)
            case = make_case(mode, seed, index)
            start = time.perf_counter()
            outcome, detail = run_case(case, Path(tmp))
            seconds = time.perf_counter() - start
            channel.write(json.dumps({"index": index, "outcome": outcome, "detail": detail, "s": seconds}) + "\n")
            if done + 1 >= RECYCLE:
                return


# -- the campaign (in the parent) --------------------------------------------------------------------------


@dataclass
class Result:
    index: int
    outcome: str
    detail: str
    seconds: float = 0.0


class _Worker:
    def __init__(self, mode: str, seed: int, log: Path) -> None:
        self.log = log
        with open(log, "ab") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tosabcast.cli.fuzz", "--worker", "--mode", mode, "--seed", str(seed)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=err,
                start_new_session=True,
                text=True,
                env={**os.environ, "TOSABCAST_DEBUG": ""},
            )
        self.index: int | None = None
        self.deadline = 0.0
        self.sent = 0

    def send(self, index: int, timeout: float) -> None:
        assert self.proc.stdin is not None
        self.index, self.deadline, self.sent = index, time.monotonic() + timeout, self.sent + 1
        self.proc.stdin.write(f"{index}\n")
        self.proc.stdin.flush()

    def kill(self) -> int:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        return self.proc.wait()

    def stop(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.kill()


def _signal_name(code: int) -> str:
    if code < 0:
        try:
            return signal.Signals(-code).name
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"


def campaign(
    mode: str,
    indices: Iterable[int],
    seed: int,
    jobs: int = 2,
    timeout: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[Result]:
    """Run the cases `indices` of `(mode, seed)` on `jobs` workers; return their results in index order."""
    pending = list(indices)[::-1]
    timeout = TIMEOUT[mode] if timeout is None else timeout
    results: list[Result] = []
    logdir = Path(tempfile.mkdtemp(prefix="tosabcast-fuzz-logs-"))
    selector = selectors.DefaultSelector()
    workers: list[_Worker] = []

    def start(k: int) -> None:
        w = _Worker(mode, seed, logdir / f"worker{k}.log")
        workers.append(w)
        assert w.proc.stdout is not None
        selector.register(w.proc.stdout, selectors.EVENT_READ, w)
        feed(w)

    def feed(w: _Worker) -> None:
        if pending and w.sent < RECYCLE:
            w.send(pending.pop(), timeout)
        else:
            w.index = None

    def retire(w: _Worker, outcome: str | None, detail: str) -> None:
        assert w.proc.stdout is not None
        selector.unregister(w.proc.stdout)
        workers.remove(w)
        if w.index is not None and outcome is not None:
            tail = w.log.read_text(errors="replace")[-1500:] if w.log.exists() else ""
            results.append(Result(w.index, outcome, detail + ("\n" + tail if tail else "")))
            if progress:
                progress(len(results))
        w.log.unlink(missing_ok=True)
        if pending:
            start(len(results) + len(workers) + 1)

    try:
        for k in range(min(jobs, len(pending))):
            start(k)
        while workers:
            now = time.monotonic()
            busy = [w for w in workers if w.index is not None]
            wait = max(0.0, min((w.deadline for w in busy), default=now + 1) - now)
            for key, _ in selector.select(timeout=wait):
                w = key.data
                line = w.proc.stdout.readline()
                if not line:  # the worker died (or finished its RECYCLE cases)
                    code = w.proc.wait()
                    retire(w, "crash", f"the worker died ({_signal_name(code)})")
                    continue
                data = json.loads(line)
                results.append(Result(data["index"], data["outcome"], data["detail"], data["s"]))
                if progress:
                    progress(len(results))
                feed(w)
                if w.index is None:
                    w.stop()
                    retire(w, None, "")
            now = time.monotonic()
            for w in [w for w in workers if w.index is not None and w.deadline < now]:
                w.kill()
                retire(w, "timeout", f"no answer within {timeout:g} s")
    except KeyboardInterrupt:  # SIGINT or SIGTERM: keep what is done; the cases in flight are not counted
        pass
    finally:
        for w in workers:
            w.kill()
        for log in logdir.glob("*"):
            log.unlink()
        logdir.rmdir()
    return sorted(results, key=lambda r: r.index)


# -- known defects ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class KnownDefect:
    """An open defect of issue 12 that explains some bad outcomes; removed from the list when fixed."""

    number: int
    summary: str
    mode: str
    outcomes: frozenset[str]
    pattern: str = ""
    """A regular expression the detail, the flags, the mutations or the call's layouts must match."""

    def explains(self, case: Case, result: Result) -> bool:
        if case.mode != self.mode or result.outcome not in self.outcomes:
            return False
        if not self.pattern:
            return True
        haystack = "\n".join([result.detail, " ".join(case.flags), " ".join(case.mutations), json.dumps(case.call)])
        return re.search(self.pattern, haystack) is not None


KNOWN_DEFECTS: tuple[KnownDefect, ...] = (
    KnownDefect(
        11,
        "stock's tosa.reverse folder returns its operand for a unit axis whatever the result type, and MLIR asserts"
        " (checkFoldResultTypes) when a stock pass named alone folds one with a less static result: the driver"
        " reports it located, exit 1, nothing written; our pipelines relax such results first",
        "driver",
        frozenset({"MLIR crash"}),
        r"incorrect fold result type[\s\S]*MLIR crashed \(SIGABRT\) while running '(?!tosabcast)[^']*'",
    ),
)  # fmt: skip
"""Open defects. Issue 12's defects 1-9 and the fuzzer's defect 10 (a cut-off `{-# dialect_resources #-}`
string) were listed here until they were fixed; 11 is stock MLIR's (docs/reliability.md) and stays while its
strict xfail (test/unit/test_fuzz.py) fails. Add an entry, with a strict xfail, for a defect found and not fixed
yet."""


def known_defect(case: Case, result: Result) -> KnownDefect | None:
    """The open defect that explains this bad result, if any."""
    return next((d for d in KNOWN_DEFECTS if d.explains(case, result)), None)


# -- reporting ---------------------------------------------------------------------------------------------


def table(mode: str, results: Sequence[Result]) -> str:
    """The outcome counts, bad outcomes marked."""
    counts = Counter(r.outcome for r in results)
    names = list(OUTCOMES[mode]) + sorted(set(counts) - set(OUTCOMES[mode]))
    lines = [f"| {mode} outcome | cases |", "| --- | ---: |"]
    for name in names:
        mark = "" if name in GOOD else " (bad)"
        lines.append(f"| {name}{mark} | {counts.get(name, 0)} |")
    lines.append(f"| total | {len(results)} |")
    return "\n".join(lines)


def reproduce_command(case: Case, directory: Path) -> str:
    """A shell command that reruns the case by hand from its reproducer directory."""
    if case.mode == "driver":
        return "python -m tosabcast.opt " + shlex.join([*case.flags, str(directory / "input.mlir")])
    return f"python -m tosabcast.fuzz --mode {case.mode} --seed {case.seed} --replay {case.index}"


def write_reproducer(out: Path, case: Case, result: Result) -> Path:
    """Write input.mlir, case.json (everything to rerun it) and the command of a bad case."""
    directory = out / f"{case.mode}-s{case.seed}-{case.index}-{result.outcome.replace(' ', '-')}"
    directory.mkdir(parents=True, exist_ok=True)
    if case.mode == "call":
        (directory / "input.mlir").write_text(fuzz_calls.module_text(case.call))
    else:
        (directory / "input.mlir").write_bytes(case.data)
    record = {
        "mode": case.mode, "seed": case.seed, "index": case.index, "outcome": result.outcome,
        "detail": result.detail, "source": case.source, "mutations": case.mutations, "flags": case.flags,
        "options": case.options, "call": case.call, "input_base64": base64.b64encode(case.data).decode(),
        "command": reproduce_command(case, directory),
    }  # fmt: skip
    (directory / "case.json").write_text(json.dumps(record, indent=1) + "\n")
    return directory


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tosabcast.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", choices=MODES, default="driver")
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="first case index (to resume a campaign)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=None, help="seconds per case (default: per mode)")
    parser.add_argument("--out", type=Path, default=Path("fuzz-out"), help="directory for reproducers")
    parser.add_argument("--replay", type=int, default=None, help="run one case here and print its outcome")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.mode, args.seed)
        return 0
    if args.replay is not None:
        case = make_case(args.mode, args.seed, args.replay)
        print(json.dumps({"source": case.source, "mutations": case.mutations, "flags": case.flags,
                          "options": case.options, "call": case.call}, indent=1))  # fmt: skip
        here = os.getcwd()
        with tempfile.TemporaryDirectory() as tmp:
            os.chdir(tmp)  # as in `worker`
            try:
                outcome, detail = run_case(case, Path(tmp))
            finally:
                os.chdir(here)
        print(f"outcome: {outcome}\n{detail}")
        return 0 if outcome in GOOD else 1
    start = time.monotonic()

    def progress(n: int) -> None:
        if sys.stderr.isatty() and (n % 50 == 0 or n == args.cases):
            print(f"\r{n}/{args.cases} cases", end="", file=sys.stderr, flush=True)
        elif not sys.stderr.isatty() and n % 500 == 0:
            print(f"{n}/{args.cases} cases, {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)

    signal.signal(signal.SIGTERM, signal.default_int_handler)  # stop like Ctrl-C: report the cases done

    results = campaign(
        args.mode, range(args.start, args.start + args.cases), args.seed, args.jobs, args.timeout, progress
    )
    seconds = time.monotonic() - start
    if sys.stderr.isatty():
        print(file=sys.stderr)
    bad = [r for r in results if r.outcome not in GOOD]
    for r in bad:
        case = make_case(args.mode, args.seed, r.index)
        directory = write_reproducer(args.out, case, r)
        first = r.detail.strip().splitlines()[0] if r.detail.strip() else ""
        known = known_defect(case, r)
        label = f" [known: defect {known.number}]" if known else ""
        print(f"{r.outcome}{label}: case {r.index} ({case.source}; {', '.join(case.mutations)}): {first[:160]}")
        print(f"  reproducer: {directory}")
    if len(results) < args.cases:
        print(f"\ninterrupted: {len(results)} of {args.cases} cases done (the table counts those)")
    print(f"\n`python -m tosabcast.fuzz --mode {args.mode} --cases {args.cases} --seed {args.seed}"
          f"{f' --start {args.start}' if args.start else ''} --jobs {args.jobs}`: {seconds:.0f} s\n")  # fmt: skip
    print(table(args.mode, results))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
