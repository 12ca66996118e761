"""Threads through OpenMP against threads through MLIR's async runtime (what `compile(threads=N)` uses).

    pip install intel-openmp        # in a dev venv: libiomp5.so, an OpenMP runtime with the __kmpc_* ABI
    python scripts/openmp_vs_async.py [--threads 2] [--size 2048x2048] [--rounds 15]

The OpenMP variant replaces `async-parallel-for` by stock `convert-scf-to-openmp{num-threads=N}` and adds
`convert-openmp-to-llvm`; its code calls the OpenMP runtime, loaded here with its symbols global. For exp
and add it checks that both give the bits of one thread, then prints the median time of each and the JIT
time. A measurement for docs/performance.md, not a code path: the async runtime ships in the MLIR wheel we
already depend on, and an OpenMP runtime would be a new dependency (intel-openmp, ~40 MB).
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import os
import statistics
import sys
import time

import numpy as np

from tosabcast.pipelines import named

PLAIN_STAGES = named.stages


def find_openmp() -> str | None:
    prefix = os.path.dirname(os.path.dirname(sys.executable))
    found = glob.glob(os.path.join(prefix, "lib", "libiomp5.so")) + glob.glob("/usr/lib/*/libomp.so*")
    return found[0] if found else None


def openmp_stages(threads: int) -> list[tuple[str, str]]:
    lower, buffers, to_llvm = PLAIN_STAGES("tosabcast", status_argument=True, threads=1)
    parallel = f"func.func(convert-linalg-to-parallel-loops),convert-scf-to-openmp{{num-threads={threads}}}"
    # the same loops as compile(threads=N) (ours: collapsed to one dim); OpenMP splits them evenly
    return [
        lower,
        (buffers[0], buffers[1].replace("func.func(convert-linalg-to-loops)", parallel)),
        (to_llvm[0], to_llvm[1].replace("convert-cf-to-llvm,", "convert-cf-to-llvm,convert-openmp-to-llvm,")),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--size", default="2048x2048")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    library = find_openmp()
    if library is None:
        print("no OpenMP runtime (libiomp5.so from `pip install intel-openmp`, or libomp.so): nothing to compare")
        return 0
    ctypes.CDLL(library, mode=ctypes.RTLD_GLOBAL)
    import tosabcast

    rows, size = args.size.split("x"), args.size
    shape = tuple(int(d) for d in rows)
    tensor = f"tensor<{size}xf32>"
    print(f"OpenMP runtime: {library}; {args.threads} threads; f32 {size}; median of {args.rounds} rounds")
    for name, op, arity in (("exp", "tosa.exp %a0", 1), ("add", "tosa.add %a0, %a1", 2)):
        params = ", ".join(f"%a{i}: {tensor}" for i in range(arity))
        operands = ", ".join([tensor] * arity)
        text = f"func.func @main({params}) -> {tensor} {{\n  %0 = {op} : ({operands}) -> {tensor}\n  return %0 : {tensor}\n}}"
        inputs = [np.random.default_rng(i).uniform(-4, 4, shape).astype(np.float32) for i in range(arity)]
        programs = {
            "1 thread": tosabcast.compile(text, threads=1),
            "async": tosabcast.compile(text, threads=args.threads),
        }
        named.stages = lambda lowering, **_: openmp_stages(args.threads)  # type: ignore[assignment]
        try:
            programs["openmp"] = tosabcast.compile(text, threads=args.threads)
        finally:
            named.stages = PLAIN_STAGES
        want = programs["1 thread"].main(*inputs).tobytes()
        for label, program in programs.items():
            assert program.main(*inputs).tobytes() == want, f"{name} {label}: not the bits of one thread"
        samples: dict[str, list[float]] = {label: [] for label in programs}
        for _ in range(args.rounds):
            for label, program in programs.items():
                start = time.perf_counter()
                program.main(*inputs)
                samples[label].append(time.perf_counter() - start)
        times = ", ".join(f"{label} {statistics.median(v) * 1e3:.2f} ms" for label, v in samples.items())
        jit = ", ".join(f"{label} {p.timing.jit:.2f} s" for label, p in programs.items())
        print(f"{name}: {times}; JIT: {jit}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
